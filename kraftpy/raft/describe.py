"""DescribeQuorum (API key 55, v0-2): the answer of the quorum leader, built by pure functions.

The leader answers with its id and epoch, its high watermark, and for every voter and observer the log end offset
it last fetched, the wall-clock time of its last fetch and the last time it was caught up with the leader's log
end (v1+; the leader itself reports the current time for both, as Kafka does), plus in v2 the replicas' directory
ids and the voters' listener endpoints (`Nodes`). A node that is not the leader answers NOT_LEADER_OR_FOLLOWER (with
the leader it knows, when it knows one); a request for anything but partition 0 of `__cluster_metadata` gets
UNKNOWN_TOPIC_OR_PARTITION for every partition it names. During a quorum reassignment (seed 003) the partition also
carries TargetVoters, a kraftpy tagged field released clients skip.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
from kraftpy.protocol.uuids import ZERO_UUID

from .types import METADATA_PARTITION, METADATA_TOPIC
from .voters import Endpoint

__all__ = [
    "ReplicaDescription",
    "describe_quorum_error",
    "describe_quorum_response",
    "is_metadata_partition_request",
]


@dataclass(frozen=True, slots=True)
class ReplicaDescription:
    """One row of DescribeQuorum's CurrentVoters / Observers (timestamps in wall-clock ms, -1 when unknown)."""

    replica_id: int
    log_end_offset: int = -1
    last_fetch_timestamp: int = -1
    last_caught_up_timestamp: int = -1
    directory_id: uuid.UUID = ZERO_UUID


def is_metadata_partition_request(request: DescribeQuorumRequest) -> bool:
    topics = request.topics
    if len(topics) != 1 or topics[0].topic_name != METADATA_TOPIC:
        return False
    parts = topics[0].partitions
    return len(parts) == 1 and parts[0].partition_index == METADATA_PARTITION


def _replica_states(rows: Sequence[ReplicaDescription], version: int) -> list[DescribeQuorumResponse.ReplicaState]:
    return [
        DescribeQuorumResponse.ReplicaState(
            replica_id=r.replica_id,
            replica_directory_id=r.directory_id if version >= 2 else ZERO_UUID,
            log_end_offset=r.log_end_offset,
            last_fetch_timestamp=r.last_fetch_timestamp,
            last_caught_up_timestamp=r.last_caught_up_timestamp,
        )
        for r in rows
    ]


def describe_quorum_response(
    version: int,
    *,
    leader_id: int,
    leader_epoch: int,
    high_watermark: int,
    voters: Sequence[ReplicaDescription],
    observers: Sequence[ReplicaDescription],
    nodes: Sequence[tuple[int, Sequence[Endpoint]]] = (),
    target_voters: Sequence[ReplicaDescription] | None = None,
) -> DescribeQuorumResponse:
    """The leader's answer in `version` (directory ids and Nodes exist from v2 on; the timestamps of v1 are
    ignorable and simply not sent in v0). `target_voters`: seed 003's TargetVoters of a reassignment in progress
    (kraftpy's tagged field, in every version), None when there is none."""
    partition = DescribeQuorumResponse.PartitionData(
        partition_index=METADATA_PARTITION,
        error_code=ErrorCode.NONE,
        leader_id=leader_id,
        leader_epoch=leader_epoch,
        high_watermark=high_watermark,
        current_voters=_replica_states(voters, version),
        observers=_replica_states(observers, version),
        target_voters=None if target_voters is None else _replica_states(target_voters, version),
    )
    return DescribeQuorumResponse(
        error_code=ErrorCode.NONE,
        topics=[DescribeQuorumResponse.TopicData(topic_name=METADATA_TOPIC, partitions=[partition])],
        nodes=[
            DescribeQuorumResponse.Node(
                node_id=node_id,
                listeners=[DescribeQuorumResponse.Listener(name=e.name, host=e.host, port=e.port) for e in endpoints],
            )
            for node_id, endpoints in (nodes if version >= 2 else ())
        ],
    )


def describe_quorum_error(
    request: DescribeQuorumRequest,
    error: int,
    *,
    leader_id: int = -1,
    leader_epoch: int = -1,
    message: str | None = None,
) -> DescribeQuorumResponse:
    """A partition-level error for every partition the request names (the metadata partition when it names
    none), e.g. NOT_LEADER_OR_FOLLOWER from a follower, UNKNOWN_TOPIC_OR_PARTITION for other partitions."""
    code = ErrorCode.of(error)
    text = message if message is not None else (code.description if isinstance(code, ErrorCode) else None)
    topics = request.topics or [
        DescribeQuorumRequest.TopicData(
            topic_name=METADATA_TOPIC,
            partitions=[DescribeQuorumRequest.PartitionData(partition_index=METADATA_PARTITION)],
        )
    ]
    return DescribeQuorumResponse(
        error_code=ErrorCode.NONE,
        topics=[
            DescribeQuorumResponse.TopicData(
                topic_name=t.topic_name,
                partitions=[
                    DescribeQuorumResponse.PartitionData(
                        partition_index=p.partition_index,
                        error_code=error,
                        error_message=text,
                        leader_id=leader_id,
                        leader_epoch=leader_epoch,
                        high_watermark=-1,
                    )
                    for p in t.partitions
                ],
            )
            for t in topics
        ],
    )
