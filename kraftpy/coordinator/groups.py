"""The state of groups and committed offsets, as plain objects on a shard's timeline (no timers, no I/O).

`ClassicGroup` is a group of the classic protocol (JoinGroup/SyncGroup/Heartbeat), with Kafka's states:

    Empty -> PreparingRebalance -> CompletingRebalance -> Stable -> PreparingRebalance ...
    (Dead: deleted; a group whose last member left goes back to Empty)

`ConsumerGroup` is a KIP-848 group (ConsumerGroupHeartbeat), with states Empty, Assigning, Reconciling, Stable.

`OffsetAndMetadata` is one committed offset (or one pending in a transaction: `GroupShard.pending_txn`).

Every object here is `Versioned` and every collection a `TimelineDict` (or an immutable value replaced on change):
whatever an operation changes reverts with it when its write fails (`kraftpy.coordinator.timeline`). Requests a
classic group parks (a JoinGroup waiting for the rebalance, a SyncGroup waiting for the leader's assignment) are
held by the coordinator runtime and named here by their token (`ParkedJoin`, `ParkedSync`); timers are the
runtime's, named by key.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from enum import Enum

from kraftpy.coordinator.records import decode_subscription
from kraftpy.coordinator.timeline import TimelineDict, Versioned
from kraftpy.metadata.image import PartitionKey
from kraftpy.runtime import RequestInfo

__all__ = [
    "GROUP_OPERATIONS",
    "INT32_MIN",
    "ClassicGroup",
    "ClassicMember",
    "ClassicState",
    "ConsumerGroup",
    "ConsumerMember",
    "ConsumerState",
    "Group",
    "MemberState",
    "OffsetAndMetadata",
    "ParkedJoin",
    "ParkedSync",
    "TopicPartitions",
]

TopicPartitions = dict[uuid.UUID, set[int]]  # replaced whole on change, never mutated in place
GROUP_OPERATIONS = sum(1 << op for op in (3, 6, 8))  # a group's authorized operations: READ, DELETE, DESCRIBE
INT32_MIN = -(2**31)  # authorized operations not asked for


@dataclass(frozen=True, slots=True)
class OffsetAndMetadata:
    offset: int
    leader_epoch: int
    metadata: str
    commit_timestamp: int
    expire_timestamp: int = -1  # an explicit expiry (OffsetCommit v2-4 RetentionTimeMs), or -1
    # the order of its record in the partition (the shard's replay count): a transactional offset materialized by
    # its COMMIT marker replaces a committed offset only if its record came later (Kafka's recordOffset rule)
    record_seq: int = -1


class ClassicState(Enum):
    EMPTY = "Empty"
    PREPARING_REBALANCE = "PreparingRebalance"
    COMPLETING_REBALANCE = "CompletingRebalance"
    STABLE = "Stable"
    DEAD = "Dead"


@dataclass(frozen=True, slots=True)
class ParkedJoin:
    """A member's JoinGroup waiting for the rebalance: the runtime's token for it, and the version to answer in."""

    token: int
    version: int


@dataclass(frozen=True, slots=True)
class ParkedSync:
    """A member's SyncGroup waiting for the leader's assignment to be committed."""

    token: int
    version: int


@dataclass(slots=True, eq=False)
class ClassicMember(Versioned):
    member_id: str
    instance_id: str | None
    client_id: str
    client_host: str
    rebalance_timeout_ms: int
    session_timeout_ms: int
    protocol_type: str
    protocols: tuple[tuple[str, bytes], ...]  # (name, metadata), in the member's order of preference
    assignment: bytes = b""
    join: ParkedJoin | None = None  # its parked JoinGroup
    sync: ParkedSync | None = None  # its parked SyncGroup
    heartbeat_deadline: int = 0
    is_new: bool = False  # joined in this rebalance (expires sooner if it does not come back)

    def metadata_for(self, protocol: str) -> bytes:
        for name, meta in self.protocols:
            if name == protocol:
                return meta
        return b""

    def protocols_match(self, protocols: tuple[tuple[str, bytes], ...]) -> bool:
        return self.protocols == protocols

    def touch(self, now_ms: int) -> None:
        """A heartbeat (or a commit) from the member: alive for another session timeout."""
        self.heartbeat_deadline = now_ms + self.session_timeout_ms


@dataclass(slots=True, eq=False)
class ClassicGroup(Versioned):
    group_id: str
    state: ClassicState = ClassicState.EMPTY
    state_timestamp: int = -1  # when the group entered its current state (wall clock ms)
    generation: int = 0
    protocol_type: str | None = None
    protocol: str | None = None
    leader: str | None = None
    members: TimelineDict[str, ClassicMember] = field(default_factory=TimelineDict)
    pending_members: TimelineDict[str, int] = field(default_factory=TimelineDict)  # member id -> expiry (ms)
    static_members: TimelineDict[str, str] = field(default_factory=TimelineDict)  # instance id -> member id
    pending_sync: frozenset[str] = frozenset()  # members expected to SyncGroup this generation
    initial_delay_remaining: int = 0  # Empty -> PreparingRebalance: the rest of the initial delay budget
    in_initial_delay: bool = False  # the first rebalance from Empty waits group.initial.rebalance.delay.ms
    new_member_added: bool = False  # a member joined during that delay (it is extended)

    type_name = "classic"

    @property
    def is_empty(self) -> bool:
        return not self.members

    def all_joined(self) -> bool:
        return not self.pending_members and all(m.join is not None for m in self.members.values())

    def supports(self, protocol_type: str, protocols: tuple[tuple[str, bytes], ...]) -> bool:
        if not protocols or not protocol_type:
            return False
        if self.is_empty:
            return True
        if protocol_type != self.protocol_type:
            return False
        names = {n for n, _ in protocols}
        return bool(names & self.candidate_protocols())

    def candidate_protocols(self) -> set[str]:
        sets = [{n for n, _ in m.protocols} for m in self.members.values()]
        return set.intersection(*sets) if sets else set()

    def select_protocol(self) -> str:
        """Every member votes for the first protocol of its list that all members support; most votes wins (ties
        go to the protocol preferred first by the member that joined first)."""
        candidates = self.candidate_protocols()
        votes: dict[str, int] = {}
        order: list[str] = []
        for m in self.members.values():
            for name, _ in m.protocols:
                if name in candidates:
                    votes[name] = votes.get(name, 0) + 1
                    if name not in order:
                        order.append(name)
                    break
        return max(order, key=lambda n: (votes[n], -order.index(n)))

    def subscribed_topics(self) -> set[str] | None:
        """Topics the members of a "consumer" group subscribe to (None when they cannot be known)."""
        if self.protocol_type != "consumer" or self.protocol is None:
            return None
        topics: set[str] = set()
        for m in self.members.values():
            try:
                topics.update(decode_subscription(m.metadata_for(self.protocol)).topics)
            except Exception:
                return None
        return topics


class MemberState(Enum):
    STABLE = 0
    UNREVOKED_PARTITIONS = 1
    UNRELEASED_PARTITIONS = 2
    UNKNOWN = 3


@dataclass(slots=True, eq=False)
class ConsumerMember(Versioned):
    member_id: str
    instance_id: str | None = None
    rack_id: str | None = None
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: tuple[str, ...] = ()
    subscribed_topic_regex: str | None = None
    rebalance_timeout_ms: int = -1
    server_assignor: str | None = None
    member_epoch: int = 0
    previous_member_epoch: int = 0
    state: MemberState = MemberState.STABLE
    assigned: TopicPartitions = field(default_factory=dict)
    pending_revocation: TopicPartitions = field(default_factory=dict)
    sent_assignment: TopicPartitions | None = None  # what the member was last told (sent only when it changes)


class ConsumerState(Enum):
    EMPTY = "Empty"
    ASSIGNING = "Assigning"
    RECONCILING = "Reconciling"
    STABLE = "Stable"
    DEAD = "Dead"


@dataclass(slots=True, eq=False)
class ConsumerGroup(Versioned):
    group_id: str
    group_epoch: int = 0
    assignment_epoch: int = 0
    metadata_hash: int = 0
    members: TimelineDict[str, ConsumerMember] = field(default_factory=TimelineDict)
    target: TimelineDict[str, TopicPartitions] = field(default_factory=TimelineDict)  # member -> target assignment
    static_members: TimelineDict[str, str] = field(default_factory=TimelineDict)  # instance id -> member id
    # member id -> its latest heartbeat's request: whose access a regular expression is resolved with (in memory
    # only: a member loaded from the log keeps the topics it was assigned until it heartbeats)
    requests: TimelineDict[str, RequestInfo] = field(default_factory=TimelineDict)

    type_name = "consumer"
    protocol_type = "consumer"

    @property
    def is_empty(self) -> bool:
        return not self.members

    @property
    def state(self) -> ConsumerState:
        if not self.members:
            return ConsumerState.EMPTY
        if self.group_epoch > self.assignment_epoch:
            return ConsumerState.ASSIGNING
        for m in self.members.values():
            if m.member_epoch != self.assignment_epoch or m.state is not MemberState.STABLE:
                return ConsumerState.RECONCILING
        return ConsumerState.STABLE

    def owners(self) -> dict[PartitionKey, str]:
        """(topic id, partition) -> the member that holds it (assigned or still to revoke)."""
        out: dict[PartitionKey, str] = {}
        for m in self.members.values():
            for parts in (m.assigned, m.pending_revocation):
                for t, ps in parts.items():
                    for p in ps:
                        out[(t, p)] = m.member_id
        return out

    def subscribed_topic_names(self) -> set[str]:
        out: set[str] = set()
        for m in self.members.values():
            out.update(m.subscribed_topic_names)
        return out

    def preferred_assignor(self, default: str) -> str:
        counts: dict[str, int] = {}
        for m in self.members.values():
            if m.server_assignor:
                counts[m.server_assignor] = counts.get(m.server_assignor, 0) + 1
        if not counts:
            return default
        return max(sorted(counts), key=lambda a: counts[a])


Group = ClassicGroup | ConsumerGroup
