"""KIP-848's consumer group protocol: ConsumerGroupHeartbeat and ConsumerGroupDescribe.

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
Metadata, ConsumerGroupCurrentMemberAssignment, tombstones when a member goes) that is applied by replaying it, as
a load replays it, and the heartbeat's answer waits until the records are committed.
"""

from __future__ import annotations

import hashlib
import logging
import re
import uuid
from typing import TYPE_CHECKING, Any

from kraftpy.coordinator.assignors import ASSIGNORS, assign
from kraftpy.coordinator.groups import ClassicGroup, ConsumerGroup, ConsumerMember, MemberState
from kraftpy.coordinator.records import (
    CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    CONSUMER_GROUP_MEMBER_METADATA,
    CONSUMER_GROUP_METADATA,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
    CoordinatorRecord,
)
from kraftpy.coordinator.shard import Shard, coordinator_error
from kraftpy.metadata.acls import AclOperation, ResourceType
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.consumer_group_describe import (
    ConsumerGroupDescribeRequest,
    ConsumerGroupDescribeResponse,
)
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
from kraftpy.runtime import Deferred, RequestInfo

if TYPE_CHECKING:
    from kraftpy.coordinator.coordinator import GroupCoordinator

__all__ = ["ConsumerProtocol"]

log = logging.getLogger(__name__)
E = ErrorCode
DESCRIBE = AclOperation.DESCRIBE
TOPIC_RESOURCE = ResourceType.TOPIC
LEAVE_EPOCH = -1
STATIC_LEAVE_EPOCH = -2
TP = dict[uuid.UUID, set[int]]


class ConsumerProtocol:
    def __init__(self, coordinator: GroupCoordinator) -> None:
        self.c = coordinator

    @property
    def now(self) -> int:
        return self.c.reactor.now_ms()

    def _prefix(self, g: ConsumerGroup) -> str:
        return f"[GroupCoordinator {self.c.node_id}] Consumer group {g.group_id}"

    # =============================================================================================== Heartbeat

    # complex on purpose: KIP-848's heartbeat rules, one branch per field the request may carry
    def handle_heartbeat(  # noqa: C901
        self,
        info: RequestInfo,
        req: ConsumerGroupHeartbeatRequest,
    ) -> ConsumerGroupHeartbeatResponse | Deferred:
        R = ConsumerGroupHeartbeatResponse
        v = info.api_version

        def error(code: int, message: str | None = None) -> ConsumerGroupHeartbeatResponse:
            return R(error_code=code, error_message=message, member_epoch=-1, heartbeat_interval_ms=0)

        problem = self._invalid(req, v)
        if problem is not None:
            return error(*problem)
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            return error(code)
        records: list[CoordinatorRecord] = []
        g = shard.groups.get(req.group_id)
        epoch = req.member_epoch
        if isinstance(g, ClassicGroup):
            if epoch != 0 or g.members:
                return error(int(E.GROUP_ID_NOT_FOUND), f"Group {req.group_id} is not a consumer group.")
            # an Empty classic group (offsets only) becomes a consumer group, keeping its offsets
            records += self.c.group_tombstones(g)
            del shard.groups[req.group_id]
            g = None
        if g is None:
            if epoch != 0:
                return error(int(E.UNKNOWN_MEMBER_ID), f"Group {req.group_id} has no member {req.member_id}.")
            g = ConsumerGroup(req.group_id)
            shard.groups[req.group_id] = g
        assert isinstance(g, ConsumerGroup)
        if epoch in (LEAVE_EPOCH, STATIC_LEAVE_EPOCH):
            return self._leave(shard, g, req, records)
        member_id = (
            req.member_id
            if v >= 1 or req.member_id
            else str(uuid.UUID(int=self.c.reactor.rng.getrandbits(128), version=4))
        )
        m = g.members.get(member_id)
        g.requests[member_id] = info
        if epoch == 0:
            if req.instance_id is not None:
                old_id = g.static_members.get(req.instance_id)
                if old_id is not None and old_id != member_id:
                    old = g.members.get(old_id)
                    if old is not None and old.member_epoch != STATIC_LEAVE_EPOCH:
                        return error(
                            int(E.UNRELEASED_INSTANCE_ID),
                            f"Static member {old_id} with instance id {req.instance_id} is not released.",
                        )
                    if old is not None:
                        m = self._replace_static(shard, g, old, member_id, records)
            if m is None:
                if len(g.members) >= self.c.settings.group_consumer_max_size:
                    return error(
                        int(E.GROUP_MAX_SIZE_REACHED),
                        f"The consumer group has reached its maximum capacity of "
                        f"{self.c.settings.group_consumer_max_size} members.",
                    )
                m = ConsumerMember(member_id)
                log.info("%s Member %s joins", self._prefix(g), member_id)
        else:
            if m is None:
                return error(int(E.UNKNOWN_MEMBER_ID), f"Member {member_id} is not a member of group {g.group_id}.")
            owned = _owned(req.topic_partitions)
            if epoch != m.member_epoch and not (
                epoch == m.previous_member_epoch and owned is not None and _subset(owned, m.assigned)
            ):
                return error(
                    int(E.FENCED_MEMBER_EPOCH),
                    f"The consumer group member has an invalid epoch {epoch}; the epoch is {m.member_epoch}.",
                )
        self._update(shard, g, m, req, info, records)
        self._touch_session(shard, g, m)
        owned_now = _owned(req.topic_partitions)
        self._reconcile(shard, g, m, owned_now, records)
        member = g.members.get(member_id)
        assert member is not None
        out = Deferred()
        assigned = {t: set(ps) for t, ps in member.assigned.items()}
        # Kafka's rule: the assignment goes out when it changed, on a join, and when the member reports owning
        # something else than it was given
        send = (
            epoch == 0
            or assigned != member.sent_assignment
            or (owned_now is not None and owned_now != {t: ps for t, ps in assigned.items() if ps})
        )
        if send:
            member.sent_assignment = assigned

        def done(code: int) -> None:
            if code:
                out.resolve(error(coordinator_error(code)))
                return
            A = R.Assignment
            assignment = (
                A(
                    topic_partitions=[
                        R.TopicPartitions(topic_id=t, partitions=sorted(ps))
                        for t, ps in sorted(assigned.items(), key=lambda kv: str(kv[0]))
                    ]
                )
                if send
                else None
            )
            out.resolve(
                R(
                    member_id=member_id,
                    member_epoch=member.member_epoch,
                    heartbeat_interval_ms=self.c.settings.group_consumer_heartbeat_interval_ms,
                    assignment=assignment,
                )
            )

        shard.append(records, done, applied=True)
        return out

    def _invalid(self, req: ConsumerGroupHeartbeatRequest, v: int) -> tuple[int, str] | None:
        bad = int(E.INVALID_REQUEST)
        if not req.group_id:
            return bad, "GroupId can't be empty."
        if len(req.group_id.encode("utf-8", "surrogatepass")) > 32_767:
            return int(E.INVALID_GROUP_ID), "GroupId is too long."
        if req.instance_id is not None and not req.instance_id:
            return bad, "InstanceId can't be empty."
        if req.rack_id is not None and not req.rack_id:
            return bad, "RackId can't be empty."
        epoch = req.member_epoch
        if v >= 1 and not req.member_id:
            return bad, "MemberId can't be empty."
        if epoch > 0 and not req.member_id:
            return bad, "MemberId can't be empty."
        if epoch == 0:
            if req.rebalance_timeout_ms == -1:
                return bad, "RebalanceTimeoutMs must be provided in first request."
            if req.topic_partitions:
                return bad, "TopicPartitions must be empty when (re-)joining."
            regex = req.subscribed_topic_regex if v >= 1 else None
            if req.subscribed_topic_names is None and regex is None:
                return bad, "SubscribedTopicNames or SubscribedTopicRegex must be set in first request."
        elif epoch in (LEAVE_EPOCH, STATIC_LEAVE_EPOCH):
            if not req.member_id:
                return bad, "MemberId can't be empty."
            if epoch == STATIC_LEAVE_EPOCH and req.instance_id is None:
                return bad, "InstanceId can't be null."
        elif epoch < STATIC_LEAVE_EPOCH:
            return bad, f"MemberEpoch is invalid: {epoch}."
        if req.server_assignor is not None and req.server_assignor not in self.c.settings.group_consumer_assignors:
            return (
                int(E.UNSUPPORTED_ASSIGNOR),
                f"ServerAssignor {req.server_assignor} is not supported. "
                f"Supported assignors: {', '.join(self.c.settings.group_consumer_assignors)}.",
            )
        if v >= 1 and req.subscribed_topic_regex:
            try:
                re.compile(req.subscribed_topic_regex)
            except re.error as e:
                return int(E.INVALID_REGULAR_EXPRESSION), f"SubscribedTopicRegex is invalid: {e}"
        return None

    # ================================================================================================= members

    def _update(
        self,
        shard: Shard,
        g: ConsumerGroup,
        m: ConsumerMember,
        req: ConsumerGroupHeartbeatRequest,
        info: RequestInfo,
        records: list[CoordinatorRecord],
    ) -> None:
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
            if info.api_version >= 1 and req.subscribed_topic_regex is not None
            else m.subscribed_topic_regex,
            rebalance_timeout_ms=req.rebalance_timeout_ms if req.rebalance_timeout_ms != -1 else m.rebalance_timeout_ms,
            server_assignor=req.server_assignor if req.server_assignor is not None else m.server_assignor,
        )
        is_new = m.member_id not in g.members
        fields = (
            "instance_id",
            "rack_id",
            "client_id",
            "client_host",
            "subscribed_topic_names",
            "subscribed_topic_regex",
            "rebalance_timeout_ms",
            "server_assignor",
        )
        if is_new or any(getattr(new, f) != getattr(m, f) for f in fields):
            rec = self._member_record(g, new)
            records.append(rec)
            shard.replay(rec)
        subscription_changed = is_new or any(
            getattr(new, f) != getattr(m, f)
            for f in ("subscribed_topic_names", "subscribed_topic_regex", "server_assignor")
        )
        self._maybe_new_epoch(shard, g, records, force=subscription_changed)

    def _member_record(self, g: ConsumerGroup, m: ConsumerMember) -> CoordinatorRecord:
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

    def _replace_static(
        self, shard: Shard, g: ConsumerGroup, old: ConsumerMember, new_id: str, records: list[CoordinatorRecord]
    ) -> ConsumerMember:
        """A static member back with a new member id takes over the old member's partitions and epoch."""
        log.info(
            "%s Static member %s (instance %s) replaced by %s", self._prefix(g), old.member_id, old.instance_id, new_id
        )
        target = g.target.get(old.member_id)
        assigned = {t: set(ps) for t, ps in old.assigned.items()}
        epoch = old.previous_member_epoch
        g.requests.pop(old.member_id, None)
        for rec in self._member_tombstones(g, old.member_id):
            records.append(rec)
            shard.replay(rec)
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
        for rec in (
            self._member_record(g, new),
            self._target_record(g, new_id, target if target is not None else {}),
            self._current_record(g, new_id, epoch, epoch, MemberState.STABLE, assigned, {}),
        ):
            records.append(rec)
            shard.replay(rec)
        member = g.members[new_id]
        return member

    def _member_tombstones(self, g: ConsumerGroup, member_id: str) -> list[CoordinatorRecord]:
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

    def _leave(
        self, shard: Shard, g: ConsumerGroup, req: ConsumerGroupHeartbeatRequest, records: list[CoordinatorRecord]
    ) -> ConsumerGroupHeartbeatResponse | Deferred:
        R = ConsumerGroupHeartbeatResponse
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
            rec = self._current_record(
                g, m.member_id, STATIC_LEAVE_EPOCH, m.member_epoch, m.state, m.assigned, m.pending_revocation
            )
            records.append(rec)
            shard.replay(rec)
        else:
            log.info("%s Member %s leaves", self._prefix(g), m.member_id)
            self._remove(shard, g, m, records)
        out = Deferred()
        member_id = req.member_id

        def done(code: int) -> None:
            out.resolve(
                R(error_code=coordinator_error(code), member_id=member_id, member_epoch=epoch, heartbeat_interval_ms=0)
            )

        shard.append(records, done, applied=True)
        return out

    def _remove(self, shard: Shard, g: ConsumerGroup, m: ConsumerMember, records: list[CoordinatorRecord]) -> None:
        g.requests.pop(m.member_id, None)
        shard.cancel(m.session_timer)
        shard.cancel(m.rebalance_timer)
        for rec in self._member_tombstones(g, m.member_id):
            records.append(rec)
            shard.replay(rec)
        self._maybe_new_epoch(shard, g, records, force=True)

    def fence(self, shard: Shard, g: ConsumerGroup, m: ConsumerMember, reason: str) -> None:
        if g.members.get(m.member_id) is not m or shard.groups.get(g.group_id) is not g:
            return
        log.info("%s Fencing member %s: %s", self._prefix(g), m.member_id, reason)
        records: list[CoordinatorRecord] = []
        self._remove(shard, g, m, records)
        shard.append(records, lambda _code: None, applied=True)

    def _touch_session(self, shard: Shard, g: ConsumerGroup, m: ConsumerMember) -> None:
        member = g.members.get(m.member_id)
        if member is None:
            return
        shard.cancel(member.session_timer)
        timeout = self.c.settings.group_consumer_session_timeout_ms
        member.session_timer = shard.call_at(
            self.now + timeout, lambda: self.fence(shard, g, member, f"session timeout ({timeout} ms) expired")
        )

    def on_loaded(self, shard: Shard) -> None:
        for g in shard.groups.values():
            if isinstance(g, ConsumerGroup):
                for m in list(g.members.values()):
                    self._touch_session(shard, g, m)
                    if m.state is MemberState.UNREVOKED_PARTITIONS:
                        self._start_rebalance_timer(shard, g, m)

    def _start_rebalance_timer(self, shard: Shard, g: ConsumerGroup, m: ConsumerMember) -> None:
        shard.cancel(m.rebalance_timer)
        epoch = m.member_epoch
        timeout = m.rebalance_timeout_ms if m.rebalance_timeout_ms > 0 else 300_000

        def expired() -> None:
            if m.state is MemberState.UNREVOKED_PARTITIONS and m.member_epoch == epoch:
                self.fence(shard, g, m, f"partitions not revoked within the rebalance timeout ({timeout} ms)")

        m.rebalance_timer = shard.call_at(self.now + timeout, expired)

    # ============================================================================================== assignment

    def subscribed_names(self, g: ConsumerGroup) -> set[str]:
        image = self.c.image()
        out: set[str] = set()
        for m in g.members.values():
            out.update(self._member_topics(g, m, image))
        return out

    def _member_topics(self, g: ConsumerGroup, m: ConsumerMember, image: Any) -> set[str]:
        """The topics a member subscribes to: its names, and those its regular expression matches among the topics
        it may DESCRIBE (as Kafka 4 resolves them: a topic the member may not see is never assigned to it). A
        member loaded from the log, whose principal is not known until it heartbeats, keeps to the topics it holds."""
        names = set(m.subscribed_topic_names)
        if m.subscribed_topic_regex:
            try:
                rx = re.compile(m.subscribed_topic_regex)
            except re.error:
                rx = None
            if rx is not None:
                request = g.requests.get(m.member_id)
                if request is not None:
                    may = request.may
                    names.update(
                        n
                        for n in image.topics_by_name
                        if not n.startswith("__") and rx.fullmatch(n) and may(DESCRIBE, TOPIC_RESOURCE, n)
                    )
                else:
                    held = {t.name for t in (image.topics_by_id.get(tid) for tid in m.assigned) if t is not None}
                    names.update(n for n in held if rx.fullmatch(n))
        return names

    def _metadata_hash(self, g: ConsumerGroup, image: Any) -> int:
        parts = []
        for name in sorted(self.subscribed_names(g)):
            t = image.topic(name)
            if t is not None:
                parts.append(f"{name}:{t.id}:{len(t.partitions)}")
        digest = hashlib.blake2b("|".join(parts).encode(), digest_size=8).digest()
        return int.from_bytes(digest, "big", signed=True)

    def _maybe_new_epoch(
        self, shard: Shard, g: ConsumerGroup, records: list[CoordinatorRecord], *, force: bool
    ) -> None:
        image = self.c.image()
        h = self._metadata_hash(g, image)
        if force or h != g.metadata_hash:
            rec = CoordinatorRecord(
                CONSUMER_GROUP_METADATA,
                ConsumerGroupMetadataKey(group=g.group_id),
                ConsumerGroupMetadataValue(epoch=g.group_epoch + 1, metadata_hash=h),
            )
            records.append(rec)
            shard.replay(rec)
            self.c.metrics.consumer_group_rebalances += 1
        if g.group_epoch > g.assignment_epoch:
            self._new_target(shard, g, image, records)

    def _new_target(self, shard: Shard, g: ConsumerGroup, image: Any, records: list[CoordinatorRecord]) -> None:
        subscriptions: dict[str, set[uuid.UUID]] = {}
        partitions: dict[uuid.UUID, int] = {}
        for m in g.members.values():
            ids = set()
            for name in self._member_topics(g, m, image):
                t = image.topic(name)
                if t is not None and t.partitions:
                    ids.add(t.id)
                    partitions[t.id] = len(t.partitions)
            subscriptions[m.member_id] = ids
        assignor = g.preferred_assignor(self.c.settings.group_consumer_assignors[0])
        if assignor not in ASSIGNORS:
            assignor = "uniform"
        new = assign(assignor, subscriptions, partitions, g.target)
        for member_id in sorted(new):
            if g.target.get(member_id) != new[member_id]:
                rec = self._target_record(g, member_id, new[member_id])
                records.append(rec)
                shard.replay(rec)
        rec = CoordinatorRecord(
            CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
            ConsumerGroupTargetAssignmentMetadataKey(group=g.group_id),
            ConsumerGroupTargetAssignmentMetadataValue(assignment_epoch=g.group_epoch),
        )
        records.append(rec)
        shard.replay(rec)
        log.info(
            "%s New target assignment in epoch %d (%s assignor, %d members)",
            self._prefix(g),
            g.assignment_epoch,
            assignor,
            len(g.members),
        )

    def _target_record(self, g: ConsumerGroup, member_id: str, parts: TP) -> CoordinatorRecord:
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
        self, g: ConsumerGroup, member_id: str, epoch: int, previous: int, state: MemberState, assigned: TP, pending: TP
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

    def _reconcile(
        self, shard: Shard, g: ConsumerGroup, m: ConsumerMember, owned: TP | None, records: list[CoordinatorRecord]
    ) -> None:
        """Move the member towards its target assignment (Kafka's CurrentAssignmentBuilder)."""
        member = g.members[m.member_id]
        target_epoch = g.assignment_epoch
        target = g.target.get(member.member_id, {})
        state = member.state
        epoch, previous = member.member_epoch, member.previous_member_epoch
        assigned = {t: set(ps) for t, ps in member.assigned.items()}
        pending = {t: set(ps) for t, ps in member.pending_revocation.items()}
        if state is MemberState.STABLE and epoch == target_epoch:
            return
        if state is MemberState.UNREVOKED_PARTITIONS:
            revoked = owned is not None and not _intersects(owned, pending)
            if not revoked:
                return
            pending = {}
        new_state, new_epoch, new_prev, new_assigned, new_pending = self._next(
            g, member, target_epoch, target, epoch, previous, assigned
        )
        if (new_state, new_epoch, new_prev, new_assigned, new_pending) == (
            member.state,
            member.member_epoch,
            member.previous_member_epoch,
            member.assigned,
            member.pending_revocation,
        ):
            return
        rec = self._current_record(g, member.member_id, new_epoch, new_prev, new_state, new_assigned, new_pending)
        records.append(rec)
        shard.replay(rec)
        if new_state is MemberState.UNREVOKED_PARTITIONS:
            self._start_rebalance_timer(shard, g, member)
        else:
            shard.cancel(member.rebalance_timer)
            member.rebalance_timer = None

    def _next(
        self,
        g: ConsumerGroup,
        m: ConsumerMember,
        target_epoch: int,
        target: TP,
        epoch: int,
        previous: int,
        assigned: TP,
    ) -> tuple[MemberState, int, int, TP, TP]:
        keep = {t: ps & target.get(t, set()) for t, ps in assigned.items()}
        keep = {t: ps for t, ps in keep.items() if ps}
        revoke = {t: ps - target.get(t, set()) for t, ps in assigned.items()}
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

    # ================================================================================================ Describe

    def handle_describe(self, info: RequestInfo, req: ConsumerGroupDescribeRequest) -> ConsumerGroupDescribeResponse:
        from kraftpy.coordinator.coordinator import GROUP_OPERATIONS, INT32_MIN, group_id_error

        R = ConsumerGroupDescribeResponse
        v = info.api_version
        resp = R()
        image = self.c.image()

        def tps(parts: TP) -> Any:
            out = []
            for t, ps in sorted(parts.items(), key=lambda kv: str(kv[0])):
                timg = image.topics_by_id.get(t)
                out.append(R.TopicPartitions(topic_id=t, topic_name=timg.name if timg else "", partitions=sorted(ps)))
            return R.Assignment(topic_partitions=out)

        for gid in req.group_ids:
            dg = R.DescribedGroup(
                group_id=gid,
                group_state="",
                group_epoch=-1,
                assignment_epoch=-1,
                assignor_name="",
                authorized_operations=GROUP_OPERATIONS if req.include_authorized_operations else INT32_MIN,
            )
            resp.groups.append(dg)
            code = group_id_error(gid)
            shard, serr = (None, code) if code else self.c.shard_for(gid)
            if shard is None:
                dg.error_code = serr
                continue
            g = shard.groups.get(gid)
            if not isinstance(g, ConsumerGroup):
                dg.error_code = int(E.GROUP_ID_NOT_FOUND)
                dg.error_message = f"Group {gid} not found." if g is None else f"Group {gid} is not a consumer group."
                continue
            dg.group_state = g.state.value
            dg.group_epoch = g.group_epoch
            dg.assignment_epoch = g.assignment_epoch
            dg.assignor_name = g.preferred_assignor(self.c.settings.group_consumer_assignors[0])
            for m in g.members.values():
                dg.members.append(
                    R.Member(
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
        return resp


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
