"""The state of one `__consumer_offsets` partition (`GroupShard`): its groups and committed offsets, and the one
way records change them (`replay`), for a partition being loaded and for an operation's records alike.

The state lives on the shard's `Timeline`: what an operation changes reverts when its write fails, and reads that
must only see committed data read through the pending frames (`committed_offsets`). Besides what the records say,
groups hold the working state of their protocols that the log never sees (a classic group's rebalance in progress,
the requests it parks, a KIP-848 member's last request); the managers change that directly, on the same timeline.

Transactional offsets (TxnOffsetCommit, written in a producer's transactional batch) are kept apart, per producer
(`pending_txn`), until that producer's COMMIT or ABORT marker is replayed: a COMMIT materializes them into the
committed offsets (each one only if its record came after the partition's committed offset: a plain OffsetCommit
written meanwhile wins), an ABORT drops them (`replay_transactional`, `replay_end_transaction`: the runtime's
`TransactionalShard`). `open_txns` says which producers have an offset pending for a partition of a group
(OffsetFetch's RequireStable). A tombstone of an offset removes the pending ones of that partition too.

Also here: the records more than one manager writes (tombstones of offsets and groups).
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from kraftpy.coordinator.groups import (
    ClassicGroup,
    ClassicMember,
    ClassicState,
    ConsumerGroup,
    ConsumerMember,
    Group,
    MemberState,
    OffsetAndMetadata,
    TopicPartitions,
)
from kraftpy.coordinator.records import (
    CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    CONSUMER_GROUP_MEMBER_METADATA,
    CONSUMER_GROUP_METADATA,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
    GROUP_METADATA,
    OFFSET_COMMIT,
    CoordinatorRecord,
)
from kraftpy.coordinator.timeline import Timeline, TimelineDict
from kraftpy.protocol.messages.coordinator_records import (
    ConsumerGroupMetadataKey,
    ConsumerGroupTargetAssignmentMetadataKey,
    GroupMetadataKey,
    OffsetCommitKey,
)

__all__ = ["GroupShard", "OffsetKey", "PendingKey", "group_tombstones", "offset_tombstone"]

log = logging.getLogger(__name__)
OffsetKey = tuple[str, int]  # (topic, partition)
PendingKey = tuple[str, str, int]  # (group, topic, partition)


class GroupShard:
    """Groups and committed offsets of one `__consumer_offsets` partition. `wall_ms` stamps the groups that replay
    creates without a time of their own."""

    __slots__ = ("groups", "offsets", "open_txns", "partition", "pending_txn", "record_seq", "timeline", "wall_ms")

    def __init__(self, partition: int, wall_ms: Callable[[], int]) -> None:
        self.partition = partition
        self.wall_ms = wall_ms
        self.timeline = tl = Timeline()
        self.groups: TimelineDict[str, Group] = TimelineDict(tl)
        self.offsets: TimelineDict[str, TimelineDict[OffsetKey, OffsetAndMetadata]] = TimelineDict(tl)
        # producer id -> its transactional offsets waiting for the producer's marker
        self.pending_txn: TimelineDict[int, TimelineDict[PendingKey, OffsetAndMetadata]] = TimelineDict(tl)
        # (group, topic, partition) -> the producers with an offset pending for it
        self.open_txns: TimelineDict[PendingKey, frozenset[int]] = TimelineDict(tl)
        self.record_seq = 0  # offset records replayed so far: their order in the partition

    def __repr__(self) -> str:
        return f"GroupShard({self.partition}: {len(self.groups)} groups, {len(self.offsets)} with offsets)"

    # ================================================================================================ reads

    def committed_offsets(self, group_id: str) -> dict[OffsetKey, OffsetAndMetadata]:
        """The group's offsets as committed (records whose write is still waiting for replicas not included)."""
        offsets = self.offsets.committed_get(group_id)
        if offsets is None:
            return {}
        return dict(offsets.committed_items())

    def pending_partitions(self, group_id: str) -> set[OffsetKey]:
        """The group's partitions with a committed transactional offset waiting for its marker."""
        return {(t, p) for (g, t, p), pids in self.open_txns.committed_items() if g == group_id and pids}

    # ================================================================================================ replay

    def replay(self, rec: CoordinatorRecord) -> None:
        """Apply one record (one code path for loading and for an operation's records)."""
        t = rec.type
        if t == OFFSET_COMMIT:
            self._replay_offset(rec.key, rec.value)
        elif t == GROUP_METADATA:
            self._replay_group_metadata(rec.key.group, rec.value)
        elif t == CONSUMER_GROUP_METADATA:
            self._replay_consumer_group(rec.key.group, rec.value)
        else:
            self._replay_consumer_record(t, rec.key, rec.value)

    def _replay_offset(self, k: Any, v: Any) -> None:
        offsets = self.offsets.get(k.group)
        key = (k.topic, k.partition)
        if v is None:
            if offsets is not None:
                offsets.pop(key, None)
                if not offsets:
                    del self.offsets[k.group]
            self._drop_pending((k.group, k.topic, k.partition))
            return
        if offsets is None:
            offsets = self.offsets[k.group] = TimelineDict(self.timeline)
        offsets[key] = self._offset_value(v)
        self._ensure_group(k.group)

    def _offset_value(self, v: Any) -> OffsetAndMetadata:
        self.record_seq += 1
        return OffsetAndMetadata(
            v.offset, v.leader_epoch, v.metadata, v.commit_timestamp, v.expire_timestamp, self.record_seq
        )

    def _ensure_group(self, group_id: str) -> None:
        if group_id not in self.groups:  # offsets of a group nobody joins: an Empty classic group holds them
            self.groups[group_id] = ClassicGroup(group_id, state_timestamp=self.wall_ms())

    # ====================================================================================== transactions

    def replay_transactional(self, producer_id: int, producer_epoch: int, rec: CoordinatorRecord) -> None:
        """A record of a producer's transactional batch: an offset waits for the producer's marker (other records
        and tombstones apply at once, as Kafka replays them)."""
        if rec.type != OFFSET_COMMIT or rec.value is None:
            self.replay(rec)
            return
        k = rec.key
        pending = self.pending_txn.get(producer_id)
        if pending is None:
            pending = self.pending_txn[producer_id] = TimelineDict(self.timeline)
        key = (k.group, k.topic, k.partition)
        pending[key] = self._offset_value(rec.value)
        pids = self.open_txns.get(key, frozenset())
        if producer_id not in pids:
            self.open_txns[key] = pids | {producer_id}
        self._ensure_group(k.group)

    def replay_end_transaction(self, producer_id: int, producer_epoch: int, committed: bool) -> None:
        """The producer's COMMIT (materialize its pending offsets) or ABORT (drop them) marker."""
        pending = self.pending_txn.pop(producer_id, None)
        if pending is None:
            return
        for key, om in list(pending.items()):
            pids = self.open_txns.get(key, frozenset()) - {producer_id}
            if pids:
                self.open_txns[key] = pids
            else:
                self.open_txns.pop(key, None)
            if not committed:
                continue
            group, topic, partition = key
            offsets = self.offsets.get(group)
            existing = None if offsets is None else offsets.get((topic, partition))
            if existing is not None and existing.record_seq > om.record_seq:
                continue  # a plain commit written after the transactional one wins
            if offsets is None:
                offsets = self.offsets[group] = TimelineDict(self.timeline)
            offsets[(topic, partition)] = om
            self._ensure_group(group)

    def _drop_pending(self, key: PendingKey) -> None:
        pids = self.open_txns.pop(key, None)
        for pid in pids or ():
            pending = self.pending_txn.get(pid)
            if pending is not None:
                pending.pop(key, None)
                if not pending:
                    del self.pending_txn[pid]

    def _replay_group_metadata(self, group_id: str, v: Any) -> None:
        """A classic group as the record says at the end of a rebalance. A group in memory keeps what the record
        does not hold (the rebalance in progress, parked requests, its members' other protocols)."""
        existing = self.groups.get(group_id)
        if v is None:
            if isinstance(existing, ClassicGroup):
                del self.groups[group_id]
            return
        g = existing if isinstance(existing, ClassicGroup) else None
        if g is None:
            g = ClassicGroup(group_id)
            self.groups[group_id] = g
        g.protocol_type = v.protocol_type
        g.generation = v.generation
        g.protocol = v.protocol
        g.leader = v.leader
        g.state_timestamp = v.current_state_timestamp if v.current_state_timestamp >= 0 else self.wall_ms()
        present: set[str] = set()
        for mm in v.members:
            present.add(mm.member_id)
            self._replay_classic_member(g, v, mm)
        for member_id in [mid for mid in g.members if mid not in present]:
            gone = g.members.pop(member_id)
            if gone.instance_id and g.static_members.get(gone.instance_id) == member_id:
                del g.static_members[gone.instance_id]
        g.state = ClassicState.STABLE if g.members else ClassicState.EMPTY

    @staticmethod
    def _replay_classic_member(g: ClassicGroup, v: Any, mm: Any) -> None:
        subscription = bytes(mm.subscription)
        assignment = bytes(mm.assignment)
        rebalance_timeout = mm.rebalance_timeout or mm.session_timeout
        m = g.members.get(mm.member_id)
        if m is None:
            g.members[mm.member_id] = ClassicMember(
                member_id=mm.member_id,
                instance_id=mm.group_instance_id,
                client_id=mm.client_id,
                client_host=mm.client_host,
                rebalance_timeout_ms=rebalance_timeout,
                session_timeout_ms=mm.session_timeout,
                protocol_type=v.protocol_type,
                protocols=((v.protocol or "", subscription),),
                assignment=assignment,
            )
        else:
            if m.assignment != assignment:
                m.assignment = assignment
            if m.metadata_for(v.protocol or "") != subscription:
                m.protocols = ((v.protocol or "", subscription),)
            if (m.session_timeout_ms, m.rebalance_timeout_ms) != (mm.session_timeout, rebalance_timeout):
                m.session_timeout_ms, m.rebalance_timeout_ms = mm.session_timeout, rebalance_timeout
        if mm.group_instance_id:
            g.static_members[mm.group_instance_id] = mm.member_id

    def _new_consumer_group(self, group_id: str) -> ConsumerGroup:
        g = self.groups.get(group_id)
        if isinstance(g, ConsumerGroup):
            return g
        cg = ConsumerGroup(group_id)
        self.groups[group_id] = cg
        return cg

    def _replay_consumer_group(self, group_id: str, v: Any) -> None:
        if v is None:
            if isinstance(self.groups.get(group_id), ConsumerGroup):
                del self.groups[group_id]
            return
        g = self._new_consumer_group(group_id)
        g.group_epoch, g.metadata_hash = v.epoch, v.metadata_hash

    def _replay_consumer_record(self, t: int, k: Any, v: Any) -> None:
        existing = self.groups.get(k.group)
        if isinstance(existing, ConsumerGroup):
            g = existing
        elif v is None:
            return
        else:
            g = self._new_consumer_group(k.group)
        if t == CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA:
            if v is not None:
                g.assignment_epoch = v.assignment_epoch
        elif t == CONSUMER_GROUP_MEMBER_METADATA:
            _replay_member_metadata(g, k.member_id, v)
        elif t == CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER:
            if v is None:
                g.target.pop(k.member_id, None)
            else:
                g.target[k.member_id] = _partitions(v.topic_partitions)
        elif t == CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT:
            _replay_current_assignment(g, k.member_id, v)


def _replay_member_metadata(g: ConsumerGroup, member_id: str, v: Any) -> None:
    if v is None:
        m = g.members.pop(member_id, None)
        if m is not None and m.instance_id and g.static_members.get(m.instance_id) == member_id:
            del g.static_members[m.instance_id]
        return
    m = g.members.get(member_id)
    if m is None:
        m = ConsumerMember(member_id)
        g.members[member_id] = m
    m.instance_id = v.instance_id or None
    m.rack_id = v.rack_id or None
    m.client_id, m.client_host = v.client_id, v.client_host
    m.subscribed_topic_names = tuple(v.subscribed_topic_names)
    m.subscribed_topic_regex = v.subscribed_topic_regex or None
    m.rebalance_timeout_ms = v.rebalance_timeout_ms
    m.server_assignor = v.server_assignor or None
    if m.instance_id:
        g.static_members[m.instance_id] = member_id


def _replay_current_assignment(g: ConsumerGroup, member_id: str, v: Any) -> None:
    m = g.members.get(member_id)
    if m is None:
        if v is None:
            return
        m = ConsumerMember(member_id)
        g.members[member_id] = m
    if v is None:
        m.assigned, m.pending_revocation = {}, {}
        m.member_epoch = m.previous_member_epoch = 0
        m.state = MemberState.STABLE
        return
    m.member_epoch, m.previous_member_epoch = v.member_epoch, v.previous_member_epoch
    try:
        m.state = MemberState(v.state)
    except ValueError:
        m.state = MemberState.UNKNOWN
    m.assigned = _partitions(v.assigned_partitions)
    m.pending_revocation = _partitions(v.partitions_pending_revocation)


def _partitions(items: Any) -> TopicPartitions:
    out: dict[uuid.UUID, set[int]] = {}
    for tp in items:
        if tp.partitions:
            out.setdefault(tp.topic_id, set()).update(tp.partitions)
    return out


# ================================================================================ records several managers write


def offset_tombstone(group_id: str, topic: str, partition: int) -> CoordinatorRecord:
    return CoordinatorRecord(OFFSET_COMMIT, OffsetCommitKey(group=group_id, topic=topic, partition=partition), None)


def offset_tombstones(shard: GroupShard, group_id: str, keys: Iterable[OffsetKey] | None) -> list[CoordinatorRecord]:
    """Tombstones for the group's offsets of `keys` that exist (None: all of them, the ones only pending in a
    transaction included: their tombstone drops them, as Kafka deletes a group)."""
    offsets: dict[OffsetKey, OffsetAndMetadata] = shard.offsets.get(group_id) or {}
    if keys is None:
        pending = {(t, p) for (g, t, p) in shard.open_txns if g == group_id}
        chosen = sorted(set(offsets) | pending)
    else:
        chosen = [k for k in keys if k in offsets]
    return [offset_tombstone(group_id, t, p) for t, p in chosen]


def group_tombstones(g: Group) -> list[CoordinatorRecord]:
    """The records that delete a group (its offsets are deleted apart)."""
    if isinstance(g, ConsumerGroup):
        return [
            CoordinatorRecord(
                CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
                ConsumerGroupTargetAssignmentMetadataKey(group=g.group_id),
                None,
            ),
            CoordinatorRecord(CONSUMER_GROUP_METADATA, ConsumerGroupMetadataKey(group=g.group_id), None),
        ]
    return [CoordinatorRecord(GROUP_METADATA, GroupMetadataKey(group=g.group_id), None)]
