"""KIP-848's consumer group protocol: ConsumerGroupHeartbeat and ConsumerGroupDescribe (the KIP-848 manager:
operations on a `GroupShard` that return their answer and write records through the `OpContext`).

The coordinator owns the assignment. A heartbeat may change the member's subscription (SubscribedTopicNames, a
SubscribedTopicRegex, ServerAssignor, ...); a changed subscription, a member joining or leaving, or a change of
the subscribed topics' metadata bumps the *group epoch*, and the target assignment is computed again with the
server-side assignor ("uniform" or "range"; the one most members ask for, else the first of
group.consumer.assignors) for that epoch. Each member then moves to its target on its own (the current assignment
builder): partitions it must give up are revoked first (UNREVOKED_PARTITIONS, the member keeps its epoch), then it
gets the target epoch and the new partitions that no other member still holds (UNRELEASED_PARTITIONS until all are
free). A member that misses heartbeats for group.consumer.session.timeout.ms, or does not revoke within its
rebalance timeout, is fenced (removed). A static member (InstanceId) leaving with epoch -2 keeps its partitions
until its session expires; the same instance joining again with a new member id takes them over
(UNRELEASED_INSTANCE_ID while the old member is still active).

Every change is a record (ConsumerGroupMetadata, ConsumerGroupMemberMetadata, ConsumerGroupTargetAssignmentMember /
Metadata, ConsumerGroupCurrentMemberAssignment, tombstones when a member goes) applied by replaying it as it is
written (`OpContext.write`), as a load replays it; the heartbeat's answer goes out once they are committed.

A heartbeat runs in named steps: `_validate` the request, find or create the group (`_group_for`) and the member
(`_member_for`), `_update_subscription` (a new group epoch and target assignment when it changed: `_new_epoch`,
`_compute_target`), `_touch_session`, `_reconcile` the member towards its target, and `_response`.
"""

from __future__ import annotations

import hashlib
import logging
import re
import uuid
from dataclasses import dataclass
from typing import Any

from kraftpy.coordinator.assignors import ASSIGNORS, assign
from kraftpy.coordinator.env import GroupEnv
from kraftpy.coordinator.errors import coordinator_error, group_id_error
from kraftpy.coordinator.groups import (
    GROUP_OPERATIONS,
    INT32_MIN,
    ClassicGroup,
    ConsumerGroup,
    ConsumerMember,
    MemberState,
    TopicPartitions,
)
from kraftpy.coordinator.records import (
    CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    CONSUMER_GROUP_MEMBER_METADATA,
    CONSUMER_GROUP_METADATA,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
    CoordinatorRecord,
)
from kraftpy.coordinator.runtime import OpContext
from kraftpy.coordinator.state import GroupShard, group_tombstones
from kraftpy.coordinator.subscriptions import consumer_subscribed_names, member_topics
from kraftpy.metadata.config_groups import GROUP_RESOURCE, group_consumer_timeouts
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.consumer_group_describe import ConsumerGroupDescribeResponse
from kraftpy.protocol.messages.consumer_group_heartbeat import (
    ConsumerGroupHeartbeatRequest,
    ConsumerGroupHeartbeatResponse,
)
from kraftpy.protocol.messages.coordinator_records import (
    ConsumerGroupCurrentMemberAssignmentKey,
    ConsumerGroupCurrentMemberAssignmentValue,
    ConsumerGroupMemberMetadataKey,
    ConsumerGroupMemberMetadataValue,
    ConsumerGroupMetadataKey,
    ConsumerGroupMetadataValue,
    ConsumerGroupTargetAssignmentMemberKey,
    ConsumerGroupTargetAssignmentMemberValue,
    ConsumerGroupTargetAssignmentMetadataKey,
    ConsumerGroupTargetAssignmentMetadataValue,
)
from kraftpy.runtime import RequestInfo

__all__ = ["ConsumerManager", "session_timer", "rebalance_timer"]

log = logging.getLogger(__name__)
E = ErrorCode
LEAVE_EPOCH = -1
STATIC_LEAVE_EPOCH = -2
TP = TopicPartitions
R = ConsumerGroupHeartbeatResponse


def session_timer(group_id: str, member_id: str) -> tuple[str, str, str]:
    return ("consumer-session", group_id, member_id)


def rebalance_timer(group_id: str, member_id: str) -> tuple[str, str, str]:
    return ("consumer-rebalance", group_id, member_id)


class _Refused(Exception):
    """A heartbeat answered with an error: (code, message)."""

    def __init__(self, code: int, message: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _error(code: int, message: str | None = None) -> ConsumerGroupHeartbeatResponse:
    return R(error_code=code, error_message=message, member_epoch=-1, heartbeat_interval_ms=0)


@dataclass(slots=True)
class _Beat:
    """One heartbeat as the steps read it."""

    info: RequestInfo
    req: ConsumerGroupHeartbeatRequest
    version: int
    member_id: str
    epoch: int
    owned: TP | None  # the partitions the member reports owning (None: not reported)


class ConsumerManager:
    def __init__(self, env: GroupEnv) -> None:
        self.env = env

    def _prefix(self, g: ConsumerGroup) -> str:
        return f"{self.env.prefix} Consumer group {g.group_id}"

    # =============================================================================================== Heartbeat

    def heartbeat(
        self, shard: GroupShard, ctx: OpContext, info: RequestInfo, req: ConsumerGroupHeartbeatRequest
    ) -> ConsumerGroupHeartbeatResponse:
        """ConsumerGroupHeartbeat, in named steps (see the module docstring)."""
        ctx.error = lambda code: _error(coordinator_error(code))
        try:
            self._validate(req, info.api_version)
            g = self._group_for(shard, ctx, req)
            if req.member_epoch in (LEAVE_EPOCH, STATIC_LEAVE_EPOCH):
                return self._leave(ctx, g, req)
            beat = _Beat(
                info, req, info.api_version, self._member_id(ctx, req, info.api_version), req.member_epoch, None
            )
            beat.owned = _owned(req.topic_partitions)
            member = self._member_for(ctx, g, beat)
        except _Refused as r:
            return _error(r.code, r.message)
        self._update_subscription(ctx, g, member, beat)
        self._touch_session(ctx, g, beat.member_id)
        self._reconcile(ctx, g, beat.member_id, beat.owned)
        return self._response(g, beat)

    def check(self, req: ConsumerGroupHeartbeatRequest, v: int) -> ConsumerGroupHeartbeatResponse | None:
        """The answer to a heartbeat that fails `_validate`, else None (checked before a shard is chosen)."""
        try:
            self._validate(req, v)
        except _Refused as r:
            return _error(r.code, r.message)
        return None

    def _validate(self, req: ConsumerGroupHeartbeatRequest, v: int) -> None:
        """KIP-848's request checks, in Kafka's order: INVALID_REQUEST (INVALID_GROUP_ID, UNSUPPORTED_ASSIGNOR,
        INVALID_REGULAR_EXPRESSION) with Kafka's message."""
        _check_ids(req, v)
        _check_epoch(req, v)
        assignors = self.env.settings().group_consumer_assignors
        if req.server_assignor is not None and req.server_assignor not in assignors:
            raise _Refused(
                int(E.UNSUPPORTED_ASSIGNOR),
                f"ServerAssignor {req.server_assignor} is not supported. Supported assignors: {', '.join(assignors)}.",
            )
        if v >= 1 and req.subscribed_topic_regex:
            try:
                re.compile(req.subscribed_topic_regex)
            except re.error as e:
                raise _Refused(int(E.INVALID_REGULAR_EXPRESSION), f"SubscribedTopicRegex is invalid: {e}") from e

    def _group_for(self, shard: GroupShard, ctx: OpContext, req: ConsumerGroupHeartbeatRequest) -> ConsumerGroup:
        """The group, created on a member's first heartbeat (an Empty classic group, offsets only, becomes a
        consumer group, keeping its offsets)."""
        g = shard.groups.get(req.group_id)
        epoch = req.member_epoch
        if isinstance(g, ClassicGroup):
            if epoch != 0 or g.members:
                raise _Refused(int(E.GROUP_ID_NOT_FOUND), f"Group {req.group_id} is not a consumer group.")
            for rec in group_tombstones(g):
                ctx.write(rec)
            g = None
        if g is None:
            if epoch != 0:
                raise _Refused(int(E.UNKNOWN_MEMBER_ID), f"Group {req.group_id} has no member {req.member_id}.")
            g = ConsumerGroup(req.group_id)
            shard.groups[req.group_id] = g
        return g

    @staticmethod
    def _member_id(ctx: OpContext, req: ConsumerGroupHeartbeatRequest, v: int) -> str:
        if v >= 1 or req.member_id:
            return req.member_id
        return str(uuid.UUID(int=ctx.rng.getrandbits(128), version=4))

    def _member_for(self, ctx: OpContext, g: ConsumerGroup, beat: _Beat) -> ConsumerMember:
        """The member this heartbeat is from: a new one (epoch 0; a static member back with a new id takes the old
        one's place), or an existing one whose epoch is right (or the previous one, with a subset of its
        partitions)."""
        req = beat.req
        m = g.members.get(beat.member_id)
        g.requests[beat.member_id] = beat.info
        if beat.epoch != 0:
            if m is None:
                raise _Refused(
                    int(E.UNKNOWN_MEMBER_ID), f"Member {beat.member_id} is not a member of group {g.group_id}."
                )
            owned = beat.owned
            if beat.epoch != m.member_epoch and not (
                beat.epoch == m.previous_member_epoch and owned is not None and _subset(owned, m.assigned)
            ):
                raise _Refused(
                    int(E.FENCED_MEMBER_EPOCH),
                    f"The consumer group member has an invalid epoch {beat.epoch}; the epoch is {m.member_epoch}.",
                )
            return m
        if req.instance_id is not None:
            old_id = g.static_members.get(req.instance_id)
            if old_id is not None and old_id != beat.member_id:
                old = g.members.get(old_id)
                if old is not None and old.member_epoch != STATIC_LEAVE_EPOCH:
                    raise _Refused(
                        int(E.UNRELEASED_INSTANCE_ID),
                        f"Static member {old_id} with instance id {req.instance_id} is not released.",
                    )
                if old is not None:
                    m = self._replace_static(ctx, g, old, beat.member_id)
        if m is None:
            limit = self.env.settings().group_consumer_max_size
            if len(g.members) >= limit:
                raise _Refused(
                    int(E.GROUP_MAX_SIZE_REACHED),
                    f"The consumer group has reached its maximum capacity of {limit} members.",
                )
            m = ConsumerMember(beat.member_id)
            log.info("%s Member %s joins", self._prefix(g), beat.member_id)
        return m

    def _replace_static(self, ctx: OpContext, g: ConsumerGroup, old: ConsumerMember, new_id: str) -> ConsumerMember:
        """A static member back with a new member id takes over the old member's partitions and epoch."""
        log.info(
            "%s Static member %s (instance %s) replaced by %s", self._prefix(g), old.member_id, old.instance_id, new_id
        )
        target = g.target.get(old.member_id)
        assigned = {t: set(ps) for t, ps in old.assigned.items()}
        epoch = old.previous_member_epoch
        g.requests.pop(old.member_id, None)
        ctx.cancel(session_timer(g.group_id, old.member_id))
        ctx.cancel(rebalance_timer(g.group_id, old.member_id))
        for rec in _member_tombstones(g, old.member_id):
            ctx.write(rec)
        new = ConsumerMember(
            new_id,
            instance_id=old.instance_id,
            rack_id=old.rack_id,
            client_id=old.client_id,
            client_host=old.client_host,
            subscribed_topic_names=old.subscribed_topic_names,
            subscribed_topic_regex=old.subscribed_topic_regex,
            rebalance_timeout_ms=old.rebalance_timeout_ms,
            server_assignor=old.server_assignor,
        )
        ctx.write(_member_record(g, new))
        ctx.write(_target_record(g, new_id, target if target is not None else {}))
        ctx.write(_current_record(g, new_id, epoch, epoch, MemberState.STABLE, assigned, {}))
        return g.members[new_id]

    def _update_subscription(self, ctx: OpContext, g: ConsumerGroup, m: ConsumerMember, beat: _Beat) -> None:
        """The member's metadata as the heartbeat changes it (a record when it did); a new group epoch when its
        subscription changed or the subscribed topics' metadata did."""
        req, info = beat.req, beat.info
        new = ConsumerMember(
            m.member_id,
            instance_id=req.instance_id if req.instance_id is not None else m.instance_id,
            rack_id=req.rack_id if req.rack_id is not None else m.rack_id,
            client_id=info.client_id or m.client_id,
            client_host=info.client_host or m.client_host,
            subscribed_topic_names=tuple(sorted(req.subscribed_topic_names))
            if req.subscribed_topic_names is not None
            else m.subscribed_topic_names,
            subscribed_topic_regex=(req.subscribed_topic_regex or None)
            if beat.version >= 1 and req.subscribed_topic_regex is not None
            else m.subscribed_topic_regex,
            rebalance_timeout_ms=req.rebalance_timeout_ms if req.rebalance_timeout_ms != -1 else m.rebalance_timeout_ms,
            server_assignor=req.server_assignor if req.server_assignor is not None else m.server_assignor,
        )
        is_new = m.member_id not in g.members
        if is_new or any(getattr(new, f) != getattr(m, f) for f in _MEMBER_FIELDS):
            ctx.write(_member_record(g, new))
        subscription_changed = is_new or any(getattr(new, f) != getattr(m, f) for f in _SUBSCRIPTION_FIELDS)
        self._new_epoch(ctx, g, force=subscription_changed)

    def _new_epoch(self, ctx: OpContext, g: ConsumerGroup, *, force: bool) -> None:
        """Bump the group epoch when forced or when the subscribed topics' metadata changed; compute the target
        assignment of a group epoch that has none yet."""
        image = self.env.image()
        h = _metadata_hash(g, image)
        if force or h != g.metadata_hash:
            ctx.write(
                CoordinatorRecord(
                    CONSUMER_GROUP_METADATA,
                    ConsumerGroupMetadataKey(group=g.group_id),
                    ConsumerGroupMetadataValue(epoch=g.group_epoch + 1, metadata_hash=h),
                )
            )
            ctx.count("consumer_group_rebalances")
        if g.group_epoch > g.assignment_epoch:
            self._compute_target(ctx, g, image)

    def _compute_target(self, ctx: OpContext, g: ConsumerGroup, image: MetadataImage) -> None:
        """The target assignment for the group epoch, with the server-side assignor."""
        subscriptions: dict[str, set[uuid.UUID]] = {}
        partitions: dict[uuid.UUID, int] = {}
        for m in g.members.values():
            ids = set()
            for name in member_topics(g, m, image):
                t = image.topic(name)
                if t is not None and t.partitions:
                    ids.add(t.id)
                    partitions[t.id] = len(t.partitions)
            subscriptions[m.member_id] = ids
        assignor = g.preferred_assignor(self.env.settings().group_consumer_assignors[0])
        if assignor not in ASSIGNORS:
            assignor = "uniform"
        new = assign(assignor, subscriptions, partitions, g.target)
        for member_id in sorted(new):
            if g.target.get(member_id) != new[member_id]:
                ctx.write(_target_record(g, member_id, new[member_id]))
        ctx.write(
            CoordinatorRecord(
                CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
                ConsumerGroupTargetAssignmentMetadataKey(group=g.group_id),
                ConsumerGroupTargetAssignmentMetadataValue(assignment_epoch=g.group_epoch),
            )
        )
        log.info(
            "%s New target assignment in epoch %d (%s assignor, %d members)",
            self._prefix(g),
            g.assignment_epoch,
            assignor,
            len(g.members),
        )

    def _reconcile(self, ctx: OpContext, g: ConsumerGroup, member_id: str, owned: TP | None) -> None:
        """Move the member towards its target assignment (Kafka's CurrentAssignmentBuilder)."""
        member = g.members[member_id]
        target_epoch = g.assignment_epoch
        if member.state is MemberState.STABLE and member.member_epoch == target_epoch:
            return
        if member.state is MemberState.UNREVOKED_PARTITIONS:
            revoked = owned is not None and not _intersects(owned, member.pending_revocation)
            if not revoked:
                return
        new_state, new_epoch, new_prev, new_assigned, new_pending = _next_assignment(
            g, member, target_epoch, g.target.get(member_id, {})
        )
        if (new_state, new_epoch, new_prev, new_assigned, new_pending) == (
            member.state,
            member.member_epoch,
            member.previous_member_epoch,
            member.assigned,
            member.pending_revocation,
        ):
            return
        ctx.write(_current_record(g, member_id, new_epoch, new_prev, new_state, new_assigned, new_pending))
        if new_state is MemberState.UNREVOKED_PARTITIONS:
            self._start_rebalance_timer(ctx, g, member)
        else:
            ctx.cancel(rebalance_timer(g.group_id, member_id))

    def _response(self, g: ConsumerGroup, beat: _Beat) -> ConsumerGroupHeartbeatResponse:
        """The answer: the member's epoch, and its assignment when it changed, on a join, and when the member
        reports owning something else than it was given (Kafka's rule)."""
        member = g.members[beat.member_id]
        assigned = {t: set(ps) for t, ps in member.assigned.items()}
        owned = beat.owned
        send = (
            beat.epoch == 0
            or assigned != member.sent_assignment
            or (owned is not None and owned != {t: ps for t, ps in assigned.items() if ps})
        )
        assignment = None
        if send:
            member.sent_assignment = assigned
            assignment = R.Assignment(
                topic_partitions=[
                    R.TopicPartitions(topic_id=t, partitions=sorted(ps))
                    for t, ps in sorted(assigned.items(), key=lambda kv: str(kv[0]))
                ]
            )
        return R(
            member_id=beat.member_id,
            member_epoch=member.member_epoch,
            heartbeat_interval_ms=self._timeouts(g.group_id)[1],
            assignment=assignment,
        )

    # ================================================================================================= members

    def _leave(
        self, ctx: OpContext, g: ConsumerGroup, req: ConsumerGroupHeartbeatRequest
    ) -> ConsumerGroupHeartbeatResponse:
        m = g.members.get(req.member_id)
        if m is None:
            return R(
                error_code=int(E.UNKNOWN_MEMBER_ID),
                member_epoch=-1,
                heartbeat_interval_ms=0,
                error_message=f"Member {req.member_id} is not a member of group {g.group_id}.",
            )
        epoch = req.member_epoch
        if epoch == STATIC_LEAVE_EPOCH and m.instance_id:
            log.info("%s Static member %s (instance %s) leaves for now", self._prefix(g), m.member_id, m.instance_id)
            ctx.write(
                _current_record(
                    g, m.member_id, STATIC_LEAVE_EPOCH, m.member_epoch, m.state, m.assigned, m.pending_revocation
                )
            )
        else:
            log.info("%s Member %s leaves", self._prefix(g), m.member_id)
            self._remove(ctx, g, m)
        member_id = req.member_id
        ctx.error = lambda code: R(
            error_code=coordinator_error(code), member_id=member_id, member_epoch=epoch, heartbeat_interval_ms=0
        )
        return R(error_code=0, member_id=member_id, member_epoch=epoch, heartbeat_interval_ms=0)

    def _remove(self, ctx: OpContext, g: ConsumerGroup, m: ConsumerMember) -> None:
        g.requests.pop(m.member_id, None)
        ctx.cancel(session_timer(g.group_id, m.member_id))
        ctx.cancel(rebalance_timer(g.group_id, m.member_id))
        for rec in _member_tombstones(g, m.member_id):
            ctx.write(rec)
        self._new_epoch(ctx, g, force=True)

    def fence(self, shard: GroupShard, ctx: OpContext, g: ConsumerGroup, m: ConsumerMember, reason: str) -> None:
        """Remove a member (its session expired, or it did not revoke in time): a timer's operation."""
        if g.members.get(m.member_id) is not m or shard.groups.get(g.group_id) is not g:
            return
        log.info("%s Fencing member %s: %s", self._prefix(g), m.member_id, reason)
        self._remove(ctx, g, m)

    def _touch_session(self, ctx: OpContext, g: ConsumerGroup, member_id: str) -> None:
        member = g.members.get(member_id)
        if member is None:
            return
        timeout = self._timeouts(g.group_id)[0]
        reason = f"session timeout ({timeout} ms) expired"
        ctx.schedule(
            session_timer(g.group_id, member_id),
            ctx.now_ms + timeout,
            lambda shard, c: self.fence(shard, c, g, member, reason),
        )

    def _timeouts(self, group_id: str) -> tuple[int, int]:
        """(session timeout, heartbeat interval) of the group: its group configs (GROUP resource, KIP-848), else
        group.consumer.session.timeout.ms and group.consumer.heartbeat.interval.ms."""
        settings = self.env.settings()
        return group_consumer_timeouts(
            self.env.image().configs.get((GROUP_RESOURCE, group_id), {}),
            settings.group_consumer_session_timeout_ms,
            settings.group_consumer_heartbeat_interval_ms,
        )

    def _start_rebalance_timer(self, ctx: OpContext, g: ConsumerGroup, m: ConsumerMember) -> None:
        epoch = m.member_epoch
        timeout = m.rebalance_timeout_ms if m.rebalance_timeout_ms > 0 else 300_000

        def expired(shard: GroupShard, c: OpContext) -> None:
            if m.state is MemberState.UNREVOKED_PARTITIONS and m.member_epoch == epoch:
                self.fence(shard, c, g, m, f"partitions not revoked within the rebalance timeout ({timeout} ms)")

        ctx.schedule(rebalance_timer(g.group_id, m.member_id), ctx.now_ms + timeout, expired)

    def on_loaded(self, shard: GroupShard, ctx: OpContext) -> None:
        """A loaded shard's members get a full session from now (and those revoking, their rebalance timeout)."""
        for g in shard.groups.values():
            if isinstance(g, ConsumerGroup):
                for m in list(g.members.values()):
                    self._touch_session(ctx, g, m.member_id)
                    if m.state is MemberState.UNREVOKED_PARTITIONS:
                        self._start_rebalance_timer(ctx, g, m)

    # ================================================================================================ Describe

    def describe(self, shard: GroupShard | None, code: int, gid: str, v: int, include_operations: bool) -> Any:
        """One group of ConsumerGroupDescribe (`shard` None: answer `code`)."""
        D = ConsumerGroupDescribeResponse
        image = self.env.image()

        def tps(parts: TP) -> Any:
            out = []
            for t, ps in sorted(parts.items(), key=lambda kv: str(kv[0])):
                timg = image.topics_by_id.get(t)
                out.append(D.TopicPartitions(topic_id=t, topic_name=timg.name if timg else "", partitions=sorted(ps)))
            return D.Assignment(topic_partitions=out)

        dg = D.DescribedGroup(
            group_id=gid,
            group_state="",
            group_epoch=-1,
            assignment_epoch=-1,
            assignor_name="",
            authorized_operations=GROUP_OPERATIONS if include_operations else INT32_MIN,
        )
        if shard is None:
            dg.error_code = code
            return dg
        g = shard.groups.get(gid)
        if not isinstance(g, ConsumerGroup):
            dg.error_code = int(E.GROUP_ID_NOT_FOUND)
            dg.error_message = f"Group {gid} not found." if g is None else f"Group {gid} is not a consumer group."
            return dg
        dg.group_state = g.state.value
        dg.group_epoch = g.group_epoch
        dg.assignment_epoch = g.assignment_epoch
        dg.assignor_name = g.preferred_assignor(self.env.settings().group_consumer_assignors[0])
        for m in g.members.values():
            dg.members.append(
                D.Member(
                    member_id=m.member_id,
                    instance_id=m.instance_id,
                    rack_id=m.rack_id,
                    member_epoch=m.member_epoch,
                    client_id=m.client_id,
                    client_host=m.client_host,
                    subscribed_topic_names=list(m.subscribed_topic_names),
                    subscribed_topic_regex=m.subscribed_topic_regex,
                    assignment=tps(m.assigned),
                    target_assignment=tps(g.target.get(m.member_id, {})),
                    member_type=1 if v >= 1 else -1,
                )
            )
        return dg


# ================================================================================================ records, helpers

BAD = int(E.INVALID_REQUEST)


def _check_ids(req: ConsumerGroupHeartbeatRequest, v: int) -> None:
    if not req.group_id:
        raise _Refused(BAD, "GroupId can't be empty.")
    if group_id_error(req.group_id):
        raise _Refused(int(E.INVALID_GROUP_ID), "GroupId is too long.")
    if req.instance_id is not None and not req.instance_id:
        raise _Refused(BAD, "InstanceId can't be empty.")
    if req.rack_id is not None and not req.rack_id:
        raise _Refused(BAD, "RackId can't be empty.")
    if (v >= 1 or req.member_epoch > 0) and not req.member_id:
        raise _Refused(BAD, "MemberId can't be empty.")


def _check_epoch(req: ConsumerGroupHeartbeatRequest, v: int) -> None:
    epoch = req.member_epoch
    if epoch == 0:
        if req.rebalance_timeout_ms == -1:
            raise _Refused(BAD, "RebalanceTimeoutMs must be provided in first request.")
        if req.topic_partitions:
            raise _Refused(BAD, "TopicPartitions must be empty when (re-)joining.")
        regex = req.subscribed_topic_regex if v >= 1 else None
        if req.subscribed_topic_names is None and regex is None:
            raise _Refused(BAD, "SubscribedTopicNames or SubscribedTopicRegex must be set in first request.")
    elif epoch in (LEAVE_EPOCH, STATIC_LEAVE_EPOCH):
        if not req.member_id:
            raise _Refused(BAD, "MemberId can't be empty.")
        if epoch == STATIC_LEAVE_EPOCH and req.instance_id is None:
            raise _Refused(BAD, "InstanceId can't be null.")
    elif epoch < STATIC_LEAVE_EPOCH:
        raise _Refused(BAD, f"MemberEpoch is invalid: {epoch}.")


_MEMBER_FIELDS = (
    "instance_id",
    "rack_id",
    "client_id",
    "client_host",
    "subscribed_topic_names",
    "subscribed_topic_regex",
    "rebalance_timeout_ms",
    "server_assignor",
)
_SUBSCRIPTION_FIELDS = ("subscribed_topic_names", "subscribed_topic_regex", "server_assignor")


def _metadata_hash(g: ConsumerGroup, image: MetadataImage) -> int:
    parts = []
    for name in sorted(consumer_subscribed_names(g, image)):
        t = image.topic(name)
        if t is not None:
            parts.append(f"{name}:{t.id}:{len(t.partitions)}")
    digest = hashlib.blake2b("|".join(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _next_assignment(
    g: ConsumerGroup, m: ConsumerMember, target_epoch: int, target: TP
) -> tuple[MemberState, int, int, TP, TP]:
    """The member's next (state, epoch, previous epoch, assigned, pending revocation) towards `target`: revoke
    first, keeping its epoch; then the target epoch, with the target's partitions no other member still holds."""
    epoch, previous = m.member_epoch, m.previous_member_epoch
    keep = {t: ps & target.get(t, set()) for t, ps in m.assigned.items()}
    keep = {t: ps for t, ps in keep.items() if ps}
    revoke = {t: ps - target.get(t, set()) for t, ps in m.assigned.items()}
    revoke = {t: ps for t, ps in revoke.items() if ps}
    if revoke:
        return MemberState.UNREVOKED_PARTITIONS, epoch, previous, keep, revoke
    owners = g.owners()
    new_assigned = {t: set(ps) for t, ps in keep.items()}
    unreleased = False
    for t, ps in target.items():
        for p in ps:
            if p in new_assigned.get(t, set()):
                continue
            owner = owners.get((t, p))
            if owner is None or owner == m.member_id:
                new_assigned.setdefault(t, set()).add(p)
            else:
                unreleased = True
    state = MemberState.UNRELEASED_PARTITIONS if unreleased else MemberState.STABLE
    new_prev = epoch if epoch != target_epoch else previous
    return state, target_epoch, new_prev, new_assigned, {}


def _member_record(g: ConsumerGroup, m: ConsumerMember) -> CoordinatorRecord:
    return CoordinatorRecord(
        CONSUMER_GROUP_MEMBER_METADATA,
        ConsumerGroupMemberMetadataKey(group=g.group_id, member_id=m.member_id),
        ConsumerGroupMemberMetadataValue(
            instance_id=m.instance_id,
            rack_id=m.rack_id,
            client_id=m.client_id,
            client_host=m.client_host,
            subscribed_topic_names=list(m.subscribed_topic_names),
            subscribed_topic_regex=m.subscribed_topic_regex,
            rebalance_timeout_ms=m.rebalance_timeout_ms,
            server_assignor=m.server_assignor,
        ),
    )


def _target_record(g: ConsumerGroup, member_id: str, parts: TP) -> CoordinatorRecord:
    V = ConsumerGroupTargetAssignmentMemberValue
    return CoordinatorRecord(
        CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
        ConsumerGroupTargetAssignmentMemberKey(group=g.group_id, member_id=member_id),
        V(
            topic_partitions=[
                V.TopicPartition(topic_id=t, partitions=sorted(ps))
                for t, ps in sorted(parts.items(), key=lambda kv: str(kv[0]))
                if ps
            ]
        ),
    )


def _current_record(
    g: ConsumerGroup, member_id: str, epoch: int, previous: int, state: MemberState, assigned: TP, pending: TP
) -> CoordinatorRecord:
    V = ConsumerGroupCurrentMemberAssignmentValue

    def tps(parts: TP) -> list[Any]:
        return [
            V.TopicPartitions(topic_id=t, partitions=sorted(ps))
            for t, ps in sorted(parts.items(), key=lambda kv: str(kv[0]))
            if ps
        ]

    return CoordinatorRecord(
        CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
        ConsumerGroupCurrentMemberAssignmentKey(group=g.group_id, member_id=member_id),
        V(
            member_epoch=epoch,
            previous_member_epoch=previous,
            state=state.value,
            assigned_partitions=tps(assigned),
            partitions_pending_revocation=tps(pending),
        ),
    )


def _member_tombstones(g: ConsumerGroup, member_id: str) -> list[CoordinatorRecord]:
    return [
        CoordinatorRecord(
            CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
            ConsumerGroupCurrentMemberAssignmentKey(group=g.group_id, member_id=member_id),
            None,
        ),
        CoordinatorRecord(
            CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
            ConsumerGroupTargetAssignmentMemberKey(group=g.group_id, member_id=member_id),
            None,
        ),
        CoordinatorRecord(
            CONSUMER_GROUP_MEMBER_METADATA,
            ConsumerGroupMemberMetadataKey(group=g.group_id, member_id=member_id),
            None,
        ),
    ]


def _owned(topic_partitions: Any) -> TP | None:
    if topic_partitions is None:
        return None
    out: TP = {}
    for tp in topic_partitions:
        if tp.partitions:
            out.setdefault(tp.topic_id, set()).update(tp.partitions)
    return out


def _subset(a: TP, b: TP) -> bool:
    return all(ps <= b.get(t, set()) for t, ps in a.items())


def _intersects(a: TP, b: TP) -> bool:
    return any(ps & b.get(t, set()) for t, ps in a.items())
