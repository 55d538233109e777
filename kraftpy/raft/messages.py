"""Envelopes of the messages the core consumes and produces, and the outputs it returns.

Inputs to `RaftNode.handle`: `RaftRequest` (a decoded request from `peer`), `RaftResponse` (a decoded response
from `peer` to a request the core sent) and `RequestFailure` (the driver could not deliver a request or its
connection broke). The core's outputs carry `RaftRequest`/`RaftResponse` with `peer` = the destination node id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.uuids import METADATA_TOPIC_ID

from .quorum_state import ElectionState
from .records import Batch
from .types import METADATA_PARTITION, METADATA_TOPIC, OffsetAndEpoch
from .voters import Endpoint

__all__ = [
    "RAFT_API_VERSIONS",
    "RAFT_MIN_FETCH_VERSION",
    "AppendResult",
    "LeaderAndEpoch",
    "LoadedSnapshot",
    "RaftOutput",
    "RaftRequest",
    "RaftResponse",
    "RequestFailure",
    "VoterChangeResult",
    "fetch_request_partition",
    "fetch_response_partition",
    "metadata_partition",
]


# The oldest Fetch version a voter answers: the core's responses need its fields (diverging epoch, current leader,
# snapshot id are tagged fields of v12+)
RAFT_MIN_FETCH_VERSION = 12

# The versions whose fields the core fills in (Vote v2 carries PreVote, Fetch v18 the follower's HighWatermark).
# A driver talking to an older peer negotiates down; Fetch's HighWatermark is ignorable, PreVote is not.
RAFT_API_VERSIONS: Mapping[int, int] = MappingProxyType(
    {
        ApiKey.FETCH: 18,
        ApiKey.VOTE: 2,
        ApiKey.BEGIN_QUORUM_EPOCH: 1,
        ApiKey.END_QUORUM_EPOCH: 1,
        ApiKey.FETCH_SNAPSHOT: 1,
    }
)


@dataclass(frozen=True, slots=True)
class RaftRequest:
    peer: int
    correlation_id: int
    body: Message

    @property
    def api_key(self) -> int:
        return self.body.API_KEY  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class RaftResponse:
    peer: int
    correlation_id: int
    body: Message

    @property
    def api_key(self) -> int:
        return self.body.API_KEY  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class RequestFailure:
    """The request `correlation_id` to `peer` failed in transport (disconnect, unreachable)."""

    peer: int
    correlation_id: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class LeaderAndEpoch:
    leader_id: int
    epoch: int


@dataclass(frozen=True, slots=True)
class LoadedSnapshot:
    """A snapshot the state machine must load (replacing its state) before applying later batches."""

    snapshot_id: OffsetAndEpoch
    last_contained_log_timestamp: int
    records: list[bytes]


@dataclass(frozen=True, slots=True)
class VoterChangeResult:
    """The outcome of a voter change request (`RaftNode.reassign`, `add_voter`, ...): error code 0 on success."""

    ticket: int
    error_code: int
    message: str | None = None


@dataclass(frozen=True, slots=True)
class AppendResult:
    """Where appended records will live if they commit: offsets `base_offset..last_offset` in `epoch`."""

    base_offset: int
    last_offset: int
    epoch: int


@dataclass(slots=True)
class RaftOutput:
    """What the driver must do, in this order:

    1. `quorum_state`: write it atomically and fsync (the quorum-state file);
    2. `flush`: fsync the log (`RaftLog.flush()`);
    3. send `messages` (requests and responses; `peer` is the destination);
    4. load `snapshot` into the state machine, then apply `committed` in order;
    5. call `tick` again at `next_deadline` (or earlier, when a message arrives).

    Outputs must be processed in the order they were returned: nothing of an output may be sent before the
    quorum state and flush of every earlier output are durable.
    """

    quorum_state: ElectionState | None = None
    flush: bool = False
    messages: list[RaftRequest | RaftResponse] = field(default_factory=list)
    snapshot: LoadedSnapshot | None = None
    committed: list[Batch] = field(default_factory=list)
    leader_change: LeaderAndEpoch | None = None
    appended: AppendResult | None = None
    created_snapshot: OffsetAndEpoch | None = None
    next_deadline: int = 0
    events: list[str] = field(default_factory=list)  # state transitions, for tests and tracing
    # voter change requests that completed (seed 003 / KIP-853), and the controller endpoints the node now knows
    # of the voters and of the leader (set when they changed): the driver connects to them
    voter_results: list[VoterChangeResult] = field(default_factory=list)
    endpoints: Mapping[int, tuple[Endpoint, ...]] | None = None

    def is_empty(self) -> bool:
        return (
            self.quorum_state is None
            and not self.flush
            and not self.messages
            and self.snapshot is None
            and not self.committed
            and self.leader_change is None
            and not self.voter_results
        )

    def describe(self) -> dict[str, Any]:
        return {
            "quorum_state": self.quorum_state,
            "flush": self.flush,
            "messages": len(self.messages),
            "committed": [(b.base_offset, b.last_offset) for b in self.committed],
            "next_deadline": self.next_deadline,
        }


# ------------------------------------------------------------------ the metadata partition of a raft RPC


def metadata_partition(topics: list[Any], name_attr: str, index_attr: str) -> Any:
    """The single partition of `topics` when it is `__cluster_metadata-0` (Vote, BeginQuorumEpoch and
    EndQuorumEpoch requests and responses), else None."""
    if len(topics) != 1 or getattr(topics[0], name_attr) != METADATA_TOPIC:
        return None
    parts = topics[0].partitions
    if len(parts) != 1 or getattr(parts[0], index_attr) != METADATA_PARTITION:
        return None
    return parts[0]


def fetch_request_partition(req: FetchRequest) -> Any:
    """The metadata partition of a Fetch request (by topic id or name), else None."""
    if len(req.topics) != 1:
        return None
    topic = req.topics[0]
    if topic.topic_id != METADATA_TOPIC_ID and topic.topic != METADATA_TOPIC:
        return None
    if len(topic.partitions) != 1 or topic.partitions[0].partition != METADATA_PARTITION:
        return None
    return topic.partitions[0]


def fetch_response_partition(resp: FetchResponse) -> Any:
    """The metadata partition of a Fetch response (by topic id or name), else None."""
    if len(resp.responses) != 1:
        return None
    topic = resp.responses[0]
    if topic.topic_id != METADATA_TOPIC_ID and topic.topic != METADATA_TOPIC:
        return None
    if len(topic.partitions) != 1 or topic.partitions[0].partition_index != METADATA_PARTITION:
        return None
    return topic.partitions[0]
