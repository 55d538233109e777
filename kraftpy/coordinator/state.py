"""The state of one `__consumer_offsets` partition (`GroupShard`): its groups and committed offsets, and the one
way records change them (`replay`), for a partition being loaded and for an operation's records alike.

The state lives on the shard's `Timeline`: what an operation changes reverts when its write fails, and reads that
must only see committed data read through the pending frames (`committed_offsets`). Besides what the records say,
groups hold the working state of their protocols that the log never sees (a classic group's rebalance in progress,
the requests it parks, a KIP-848 member's last request); the managers change that directly, on the same timeline.

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

__all__ = ["GroupShard", "OffsetKey", "group_tombstones", "offset_tombstone"]

log = logging.getLogger(__name__)
OffsetKey = tuple[str, int]  # (topic, partition)


class GroupShard:
    """Groups and committed offsets of one `__consumer_offsets` partition. `wall_ms` stamps the groups that replay
    creates without a time of their own."""

    __slots__ = ("groups", "offsets", "partition", "timeline", "wall_ms")

    def __init__(self, partition: int, wall_ms: Callable[[], int]) -> None:
        self.partition = partition
        self.wall_ms = wall_ms
        self.timeline = tl = Timeline()
        self.groups: TimelineDict[str, Group] = TimelineDict(tl)
        self.offsets: TimelineDict[str, TimelineDict[OffsetKey, OffsetAndMetadata]] = TimelineDict(tl)

    def __repr__(self) -> str:
        return f"GroupShard({self.partition}: {len(self.groups)} groups, {len(self.offsets)} with offsets)"

    # ================================================================================================ reads

    def committed_offsets(self, group_id: str) -> dict[OffsetKey, OffsetAndMetadata]:
        """The group's offsets as committed (records whose write is still waiting for replicas not included)."""
        offsets = self.offsets.committed_get(group_id)
        if offsets is None:
            return {}
        return dict(offsets.committed_items())

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
            return
        if offsets is None:
            offsets = self.offsets[k.group] = TimelineDict(self.timeline)
        offsets[key] = OffsetAndMetadata(v.offset, v.leader_epoch, v.metadata, v.commit_timestamp, v.expire_timestamp)
        if k.group not in self.groups:  # offsets of a group nobody joins: an Empty classic group holds them
            self.groups[k.group] = ClassicGroup(k.group, state_timestamp=self.wall_ms())

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
    """Tombstones for the group's offsets of `keys` that exist (None: all of them)."""
    offsets: dict[OffsetKey, OffsetAndMetadata] = shard.offsets.get(group_id) or {}
    chosen = sorted(offsets) if keys is None else [k for k in keys if k in offsets]
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
