"""Small builders for unit tests of a single `RaftNode`."""

from __future__ import annotations

import random

from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest
from kraftpy.protocol.messages.end_quorum_epoch import EndQuorumEpochRequest
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.vote import VoteRequest, VoteResponse
from kraftpy.protocol.uuids import METADATA_TOPIC_ID
from kraftpy.raft import (
    METADATA_TOPIC,
    ElectionState,
    MemoryRaftLog,
    QuorumConfig,
    RaftNode,
    RaftRequest,
    VoterSet,
)
from kraftpy.raft.records import build_data_batch

CLUSTER = "UnitTestClusterAAAAAAA"


def node(
    node_id: int = 1,
    voters: list[int] | None = None,
    *,
    state: ElectionState | None = None,
    log: MemoryRaftLog | None = None,
    now: int = 0,
    config: QuorumConfig | None = None,
    drain: bool = True,
) -> RaftNode:
    n = RaftNode(
        node_id=node_id,
        voters=VoterSet(voters if voters is not None else [1, 2, 3]),
        log=log if log is not None else MemoryRaftLog(),
        election_state=state,
        cluster_id=CLUSTER,
        random=random.Random(node_id),
        now=now,
        config=config if config is not None else QuorumConfig(append_linger_ms=0),
    )
    if drain:
        n.tick(now)  # drain the start-up output (initial quorum-state write, snapshot load, first requests)
    return n


def log_with(*epochs: int) -> MemoryRaftLog:
    """A log with one single-record batch per given epoch."""
    log = MemoryRaftLog()
    for i, epoch in enumerate(epochs):
        log.append_as_leader(build_data_batch([b"v%d" % i], base_offset=0, epoch=epoch, timestamp=0), epoch)
    log.flush()
    return log


def vote(
    candidate: int,
    epoch: int,
    last_epoch: int = 0,
    last_offset: int = 0,
    *,
    pre_vote: bool = False,
    cluster_id: str | None = CLUSTER,
    voter_id: int = -1,
    cid: int = 7,
) -> RaftRequest:
    body = VoteRequest(
        cluster_id=cluster_id,
        voter_id=voter_id,
        topics=[
            VoteRequest.TopicData(
                topic_name=METADATA_TOPIC,
                partitions=[
                    VoteRequest.PartitionData(
                        partition_index=0,
                        replica_epoch=epoch,
                        replica_id=candidate,
                        last_offset_epoch=last_epoch,
                        last_offset=last_offset,
                        pre_vote=pre_vote,
                    )
                ],
            )
        ],
    )
    return RaftRequest(candidate, cid, body)


def begin(leader: int, epoch: int, cluster_id: str | None = CLUSTER) -> RaftRequest:
    body = BeginQuorumEpochRequest(
        cluster_id=cluster_id,
        topics=[
            BeginQuorumEpochRequest.TopicData(
                topic_name=METADATA_TOPIC,
                partitions=[
                    BeginQuorumEpochRequest.PartitionData(partition_index=0, leader_id=leader, leader_epoch=epoch)
                ],
            )
        ],
    )
    return RaftRequest(leader, 11, body)


def end(leader: int, epoch: int, successors: list[int]) -> RaftRequest:
    body = EndQuorumEpochRequest(
        cluster_id=CLUSTER,
        topics=[
            EndQuorumEpochRequest.TopicData(
                topic_name=METADATA_TOPIC,
                partitions=[
                    EndQuorumEpochRequest.PartitionData(
                        partition_index=0,
                        leader_id=leader,
                        leader_epoch=epoch,
                        preferred_candidates=[EndQuorumEpochRequest.ReplicaInfo(candidate_id=c) for c in successors],
                    )
                ],
            )
        ],
    )
    return RaftRequest(leader, 12, body)


def fetch(
    replica: int,
    epoch: int,
    offset: int,
    last_epoch: int,
    *,
    hwm: int = -1,
    max_wait: int = 0,
    cluster_id: str | None = CLUSTER,
    cid: int = 21,
) -> RaftRequest:
    body = FetchRequest(
        cluster_id=cluster_id,
        replica_state=FetchRequest.ReplicaState(replica_id=replica),
        max_wait_ms=max_wait,
        max_bytes=1 << 20,
        topics=[
            FetchRequest.FetchTopic(
                topic_id=METADATA_TOPIC_ID,
                partitions=[
                    FetchRequest.FetchPartition(
                        partition=0,
                        current_leader_epoch=epoch,
                        fetch_offset=offset,
                        last_fetched_epoch=last_epoch,
                        partition_max_bytes=1 << 20,
                        high_watermark=hwm,
                    )
                ],
            )
        ],
    )
    return RaftRequest(replica, cid, body)


def vote_partition(body: object) -> VoteResponse.PartitionData:
    assert isinstance(body, VoteResponse)
    return body.topics[0].partitions[0]


def fetch_partition(body: object) -> FetchResponse.PartitionData:
    assert isinstance(body, FetchResponse)
    return body.responses[0].partitions[0]
