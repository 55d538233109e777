"""The classic group protocol: JoinGroup, SyncGroup, Heartbeat, LeaveGroup, DescribeGroups, and the timers around
them (the classic manager: operations on a `GroupShard` that return their answer, or `PARKED` when another operation
answers it, and write records, answer parked requests and set timers through the `OpContext`).

Kafka's rules (its GroupCoordinator before KIP-848, and the classic groups of the new coordinator):

* A new dynamic member (JoinGroup v4+ without a member id) is given a member id and answered MEMBER_ID_REQUIRED; it
  is *pending* until it joins again with that id (or its session timeout passes). Static members (KIP-345,
  group.instance.id) skip that step; a static member joining with a new member id replaces the old one (which is
  fenced: FENCED_INSTANCE_ID), keeping its assignment without a rebalance when the group is Stable, the protocols
  are unchanged and it was not the leader.
* A rebalance (PreparingRebalance) ends when every member has joined again and no member is pending, or when the
  rebalance timeout (the longest of the members') passes; members that did not join are removed (static members
  are kept). From an Empty group the first rebalance waits group.initial.rebalance.delay.ms, again while new
  members keep joining, within the rebalance timeout. Then the generation is bumped, a protocol is chosen, the
  leader is told every member's metadata, and the group is CompletingRebalance until the leader's SyncGroup
  brings the assignments; they are written as a GroupMetadata record (replayed into the group as a load replays
  it: the group is Stable) and the members get theirs once it is committed. If that write is refused, the group
  goes back to CompletingRebalance (the operation reverts), the waiting members are told the error and the group
  rebalances again. Members that do not SyncGroup within the rebalance timeout are removed.
* Heartbeats keep a member alive for its session timeout; a member that stops is removed and the group rebalances.
  A Heartbeat during a rebalance answers REBALANCE_IN_PROGRESS; one of another generation ILLEGAL_GENERATION.

The rebalance in progress (pending members, parked requests, the generation being formed) is working state of the
group that the log never sees; the GroupMetadata record is the group at the end of a rebalance.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from typing import Any

from kraftpy.coordinator.env import GroupEnv
from kraftpy.coordinator.errors import coordinator_error
from kraftpy.coordinator.groups import (
    GROUP_OPERATIONS,
    INT32_MIN,
    ClassicGroup,
    ClassicMember,
    ClassicState,
    ConsumerGroup,
    ParkedJoin,
    ParkedSync,
)
from kraftpy.coordinator.records import GROUP_METADATA, CoordinatorRecord
from kraftpy.coordinator.runtime import PARKED, OpContext
from kraftpy.coordinator.state import GroupShard, group_tombstones
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.coordinator_records import GroupMetadataKey, GroupMetadataValue
from kraftpy.protocol.messages.describe_groups import DescribeGroupsResponse
from kraftpy.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse
from kraftpy.protocol.messages.join_group import JoinGroupRequest, JoinGroupResponse
from kraftpy.protocol.messages.leave_group import LeaveGroupRequest, LeaveGroupResponse
from kraftpy.protocol.messages.sync_group import SyncGroupRequest, SyncGroupResponse
from kraftpy.runtime import RequestInfo

__all__ = ["ClassicManager", "group_record", "join_response", "sync_response"]

log = logging.getLogger(__name__)
E = ErrorCode
UNKNOWN_MEMBER = ""


def join_timer(group_id: str) -> tuple[str, str]:
    """The group's join phase: the initial delay, then the rebalance timeout."""
    return ("classic-join", group_id)


def sync_timer(group_id: str) -> tuple[str, str]:
    return ("classic-sync", group_id)


def session_timer(group_id: str, member_id: str) -> tuple[str, str, str]:
    return ("classic-session", group_id, member_id)


def pending_timer(group_id: str, member_id: str) -> tuple[str, str, str]:
    return ("classic-pending", group_id, member_id)


@dataclass(frozen=True, slots=True)
class _Join:
    version: int
    req: JoinGroupRequest
    info: RequestInfo
    protocols: tuple[tuple[str, bytes], ...]
    rebalance_timeout: int
    instance_id: str | None
    token: int


class ClassicManager:
    def __init__(self, env: GroupEnv) -> None:
        self.env = env

    def _prefix(self, g: ClassicGroup) -> str:
        return f"{self.env.prefix} Group {g.group_id}"

    # ================================================================================================ JoinGroup

    def join(self, shard: GroupShard, ctx: OpContext, info: RequestInfo, req: JoinGroupRequest) -> Any:
        v = info.api_version
        member_id = req.member_id

        def error(code: int) -> JoinGroupResponse:
            return join_response(v, code, member_id=member_id)

        ctx.error = lambda code: error(coordinator_error(code))
        s = self.env.settings()
        if not s.group_min_session_timeout_ms <= req.session_timeout_ms <= s.group_max_session_timeout_ms:
            return error(int(E.INVALID_SESSION_TIMEOUT))
        instance_id = req.group_instance_id if v >= 5 else None
        protocols = tuple((p.name, bytes(p.metadata)) for p in req.protocols)
        rebalance_timeout = req.rebalance_timeout_ms if v >= 1 else req.session_timeout_ms
        if rebalance_timeout <= 0:
            rebalance_timeout = req.session_timeout_ms
        g = shard.groups.get(req.group_id)
        if isinstance(g, ConsumerGroup):
            if not g.is_empty:
                return error(int(E.INCONSISTENT_GROUP_PROTOCOL))
            for rec in group_tombstones(g):
                ctx.write(rec)
            g = None
        if g is None:
            if member_id != UNKNOWN_MEMBER:
                return error(int(E.UNKNOWN_MEMBER_ID))
            g = ClassicGroup(req.group_id, state_timestamp=ctx.wall_ms)
            shard.groups[req.group_id] = g
        if g.state is ClassicState.DEAD:
            return error(int(E.COORDINATOR_NOT_AVAILABLE))
        if not g.supports(req.protocol_type, protocols):
            return error(int(E.INCONSISTENT_GROUP_PROTOCOL))
        assert ctx.token is not None
        join = _Join(v, req, info, protocols, rebalance_timeout, instance_id, ctx.token)
        if member_id == UNKNOWN_MEMBER:
            return self._join_new_member(shard, ctx, g, join)
        return self._join_existing_member(shard, ctx, g, join)

    def _join_new_member(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, join: _Join) -> Any:
        req = join.req
        if (
            len(g.members) + len(g.pending_members) >= self.env.settings().group_max_size
            and join.instance_id not in g.static_members
        ):
            return join_response(join.version, int(E.GROUP_MAX_SIZE_REACHED))
        prefix = join.instance_id if join.instance_id else (join.info.client_id or "")
        new_id = f"{prefix}-{uuid.UUID(int=ctx.rng.getrandbits(128), version=4)}"
        if join.instance_id is not None:
            old_id = g.static_members.get(join.instance_id)
            if old_id is not None and old_id in g.members:
                return self._replace_static_member(shard, ctx, g, old_id, new_id, join)
            return self._add_member(shard, ctx, g, new_id, join)
        if join.version >= 4:
            # KIP-394: the member must come back with this id
            expiry = ctx.now_ms + req.session_timeout_ms
            g.pending_members[new_id] = expiry
            ctx.schedule(pending_timer(g.group_id, new_id), expiry, lambda s, c: self._expire_pending(s, c, g, new_id))
            return join_response(join.version, int(E.MEMBER_ID_REQUIRED), member_id=new_id)
        return self._add_member(shard, ctx, g, new_id, join)

    def _join_existing_member(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, join: _Join) -> Any:
        member_id = join.req.member_id
        if member_id in g.pending_members:
            del g.pending_members[member_id]
            ctx.cancel(pending_timer(g.group_id, member_id))
            return self._add_member(shard, ctx, g, member_id, join)
        m = g.members.get(member_id)
        if join.instance_id is not None:
            known = g.static_members.get(join.instance_id)
            if known is not None and known != member_id:
                return join_response(join.version, int(E.FENCED_INSTANCE_ID))
        if m is None or g.state in (ClassicState.EMPTY, ClassicState.DEAD):
            return join_response(join.version, int(E.UNKNOWN_MEMBER_ID))
        if g.state is ClassicState.PREPARING_REBALANCE:
            self._update_member(m, join)
            self._park_join(ctx, m, join)
            self.check_join(shard, ctx, g)
            return PARKED
        if g.state is ClassicState.COMPLETING_REBALANCE:
            if m.protocols_match(join.protocols):
                # the member lost the JoinGroup answer: send it again
                return self._current_join_response(g, m, join.version)
            self._update_member(m, join)
            self._park_join(ctx, m, join)
            self.prepare_rebalance(shard, ctx, g, f"member {member_id} changed its protocols")
            return PARKED
        # Stable
        if member_id == g.leader or not m.protocols_match(join.protocols):
            self._update_member(m, join)
            self._park_join(ctx, m, join)
            why = "the leader joined again" if member_id == g.leader else "member changed its protocols"
            self.prepare_rebalance(shard, ctx, g, f"{why} ({member_id})")
            return PARKED
        return self._current_join_response(g, m, join.version)

    def _current_join_response(
        self, g: ClassicGroup, m: ClassicMember, v: int, *, skip_assignment: bool = False
    ) -> JoinGroupResponse:
        members = _member_list(g, v) if m.member_id == g.leader else []
        return join_response(
            v,
            0,
            member_id=m.member_id,
            generation=g.generation,
            protocol_type=g.protocol_type,
            protocol=g.protocol,
            leader=g.leader or "",
            members=members,
            skip=skip_assignment,
        )

    @staticmethod
    def _new_member(member_id: str, join: _Join) -> ClassicMember:
        req = join.req
        return ClassicMember(
            member_id=member_id,
            instance_id=join.instance_id,
            client_id=join.info.client_id or "",
            client_host=join.info.client_host or "",
            rebalance_timeout_ms=join.rebalance_timeout,
            session_timeout_ms=req.session_timeout_ms,
            protocol_type=req.protocol_type,
            protocols=join.protocols,
        )

    @staticmethod
    def _update_member(m: ClassicMember, join: _Join) -> None:
        m.protocols = join.protocols
        m.session_timeout_ms = join.req.session_timeout_ms
        m.rebalance_timeout_ms = join.rebalance_timeout
        m.client_id = join.info.client_id or m.client_id
        m.client_host = join.info.client_host or m.client_host

    @staticmethod
    def _park_join(ctx: OpContext, m: ClassicMember, join: _Join) -> None:
        """The member's JoinGroup waits for the rebalance (a newer one from the same member replaces it)."""
        old = m.join
        if old is not None:
            ctx.reply(old.token, join_response(old.version, int(E.REBALANCE_IN_PROGRESS), member_id=m.member_id))
        m.join = ParkedJoin(join.token, join.version)
        member_id, v = m.member_id, join.version
        ctx.error = lambda code: join_response(v, coordinator_error(code), member_id=member_id)

    def _add_member(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, member_id: str, join: _Join) -> Any:
        m = self._new_member(member_id, join)
        m.is_new = True
        if not g.members:
            g.protocol_type = join.req.protocol_type
        g.members[member_id] = m
        if m.instance_id:
            g.static_members[m.instance_id] = member_id
        self._park_join(ctx, m, join)
        self._schedule_heartbeat(ctx, g, m)
        if g.state is ClassicState.PREPARING_REBALANCE:
            g.new_member_added = True
            self.check_join(shard, ctx, g)
        else:
            self.prepare_rebalance(shard, ctx, g, f"adding new member {member_id}")
        return PARKED

    def _replace_static_member(
        self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, old_id: str, new_id: str, join: _Join
    ) -> Any:
        old = g.members.pop(old_id)
        fenced = int(E.FENCED_INSTANCE_ID)
        if old.join is not None:
            ctx.reply(old.join.token, join_response(old.join.version, fenced, member_id=old_id))
            old.join = None
        if old.sync is not None:
            ctx.reply(old.sync.token, sync_response(old.sync.version, fenced))
            old.sync = None
        ctx.cancel(session_timer(g.group_id, old_id))
        m = self._new_member(new_id, join)
        m.assignment = old.assignment
        g.members[new_id] = m
        g.static_members[m.instance_id or ""] = new_id
        was_leader = g.leader == old_id
        if was_leader:
            g.leader = new_id
        if old_id in g.pending_sync:
            g.pending_sync = (g.pending_sync - {old_id}) | {new_id}
        log.info("%s Static member %s (instance %s) replaced by %s", self._prefix(g), old_id, m.instance_id, new_id)
        self._schedule_heartbeat(ctx, g, m)
        if g.state is ClassicState.STABLE and old.protocols_match(join.protocols):
            # no rebalance, the leader's included (as Kafka, KIP-345): a leader gets the members and, from v9,
            # SkipAssignment (KIP-814), so that it does not assign again
            ctx.write(group_record(g))
            v = join.version
            ctx.error = lambda code: join_response(v, coordinator_error(code), member_id=new_id)
            return self._current_join_response(g, m, v, skip_assignment=was_leader)
        self._park_join(ctx, m, join)
        if g.state is ClassicState.PREPARING_REBALANCE:
            self.check_join(shard, ctx, g)
        else:
            self.prepare_rebalance(shard, ctx, g, f"static member {m.instance_id} joined with a new member id")
        return PARKED

    def _expire_pending(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, member_id: str) -> None:
        if shard.groups.get(g.group_id) is not g or member_id not in g.pending_members:
            return
        del g.pending_members[member_id]
        log.info("%s Pending member %s expired", self._prefix(g), member_id)
        if g.state is ClassicState.PREPARING_REBALANCE:
            self.check_join(shard, ctx, g)

    # =============================================================================================== rebalance

    def prepare_rebalance(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, reason: str) -> None:
        if g.state is ClassicState.COMPLETING_REBALANCE:
            self._reset_and_fail_syncs(ctx, g, int(E.REBALANCE_IN_PROGRESS))
        ctx.cancel(join_timer(g.group_id))
        was_empty = g.state is ClassicState.EMPTY
        g.state = ClassicState.PREPARING_REBALANCE
        g.state_timestamp = ctx.wall_ms
        ctx.count("rebalances")
        timeout = max((m.rebalance_timeout_ms for m in g.members.values()), default=0)
        log.info("%s Preparing to rebalance in generation %d (%s)", self._prefix(g), g.generation, reason)
        if was_empty:
            delay = self.env.settings().group_initial_rebalance_delay_ms
            g.initial_delay_remaining = max(timeout - delay, 0)
            g.new_member_added = False
            g.in_initial_delay = True
            ctx.schedule(
                join_timer(g.group_id), ctx.now_ms + delay, lambda s, c: self._initial_delay_over(s, c, g, delay)
            )
        else:
            g.in_initial_delay = False
            ctx.schedule(join_timer(g.group_id), ctx.now_ms + timeout, lambda s, c: self.complete_join(s, c, g))
            self.check_join(shard, ctx, g)

    def _initial_delay_over(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, delay: int) -> None:
        if g.state is not ClassicState.PREPARING_REBALANCE or shard.groups.get(g.group_id) is not g:
            return
        if g.new_member_added and g.initial_delay_remaining > 0:
            g.new_member_added = False
            step = min(delay, g.initial_delay_remaining)
            g.initial_delay_remaining = max(g.initial_delay_remaining - delay, 0)
            ctx.schedule(
                join_timer(g.group_id), ctx.now_ms + step, lambda s, c: self._initial_delay_over(s, c, g, delay)
            )
            return
        g.in_initial_delay = False
        self.complete_join(shard, ctx, g)

    def check_join(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup) -> None:
        if g.state is ClassicState.PREPARING_REBALANCE and not g.in_initial_delay and g.all_joined():
            self.complete_join(shard, ctx, g)

    def complete_join(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup) -> None:
        """The join phase is over: a new generation, its protocol and leader; every member that joined gets its
        JoinGroup answer (an empty generation is written at once)."""
        if g.state is not ClassicState.PREPARING_REBALANCE or shard.groups.get(g.group_id) is not g:
            return
        ctx.cancel(join_timer(g.group_id))
        g.in_initial_delay = False
        for m in [m for m in g.members.values() if m.join is None and not m.instance_id]:
            log.info("%s Removing member %s: it did not join the rebalance in time", self._prefix(g), m.member_id)
            self._remove(ctx, g, m)
        g.generation += 1
        g.state_timestamp = ctx.wall_ms
        if not g.members:
            g.state = ClassicState.EMPTY
            g.protocol = None
            g.leader = None
            log.info("%s Generation %d is empty", self._prefix(g), g.generation)
            ctx.write(group_record(g))
            return
        g.protocol = g.select_protocol()
        joined = [m for m in g.members.values() if m.join is not None]
        if g.leader is None or g.leader not in g.members or (joined and g.members[g.leader].join is None):
            g.leader = (joined[0] if joined else next(iter(g.members.values()))).member_id
        g.state = ClassicState.COMPLETING_REBALANCE
        log.info(
            "%s Stabilized generation %d with %d members, protocol %s, leader %s",
            self._prefix(g),
            g.generation,
            len(g.members),
            g.protocol,
            g.leader,
        )
        for m in g.members.values():
            if m.assignment:
                m.assignment = b""
        for m in joined:
            parked = m.join
            assert parked is not None
            m.join = None
            m.is_new = False
            ctx.reply(parked.token, self._current_join_response(g, m, parked.version))
            m.heartbeat_deadline = ctx.now_ms + m.session_timeout_ms
        g.pending_sync = frozenset(g.members)
        timeout = max((m.rebalance_timeout_ms for m in g.members.values()), default=0)
        gen = g.generation
        ctx.cancel(sync_timer(g.group_id))
        ctx.schedule(sync_timer(g.group_id), ctx.now_ms + timeout, lambda s, c: self._sync_expired(s, c, g, gen))

    def _sync_expired(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, generation: int) -> None:
        if (
            shard.groups.get(g.group_id) is not g
            or g.generation != generation
            or g.state is not ClassicState.COMPLETING_REBALANCE
        ):
            return
        late = [m for m in g.members.values() if m.member_id in g.pending_sync]
        for m in late:
            log.info("%s Removing member %s: no SyncGroup within the rebalance timeout", self._prefix(g), m.member_id)
            self._remove(ctx, g, m)
        self.prepare_rebalance(shard, ctx, g, "members did not sync in time")

    def _reset_and_fail_syncs(self, ctx: OpContext, g: ClassicGroup, code: int) -> None:
        ctx.cancel(sync_timer(g.group_id))
        for m in g.members.values():
            if m.assignment:
                m.assignment = b""
            parked = m.sync
            if parked is not None:
                m.sync = None
                ctx.reply(parked.token, sync_response(parked.version, code))

    # ================================================================================================ members

    def _remove(self, ctx: OpContext, g: ClassicGroup, m: ClassicMember) -> None:
        unknown = int(E.UNKNOWN_MEMBER_ID)
        if m.join is not None:
            ctx.reply(m.join.token, join_response(m.join.version, unknown, member_id=m.member_id))
            m.join = None
        if m.sync is not None:
            ctx.reply(m.sync.token, sync_response(m.sync.version, unknown))
            m.sync = None
        g.members.pop(m.member_id, None)
        if m.instance_id and g.static_members.get(m.instance_id) == m.member_id:
            del g.static_members[m.instance_id]
        if m.member_id in g.pending_sync:
            g.pending_sync = g.pending_sync - {m.member_id}
        if g.leader == m.member_id:
            g.leader = next(iter(g.members), None)
        ctx.cancel(session_timer(g.group_id, m.member_id))

    def remove_member(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, m: ClassicMember, reason: str) -> None:
        log.info("%s Removing member %s: %s", self._prefix(g), m.member_id, reason)
        self._remove(ctx, g, m)
        if g.state in (ClassicState.STABLE, ClassicState.COMPLETING_REBALANCE):
            self.prepare_rebalance(shard, ctx, g, f"removing member {m.member_id}: {reason}")
        elif g.state is ClassicState.PREPARING_REBALANCE:
            self.check_join(shard, ctx, g)

    def _schedule_heartbeat(self, ctx: OpContext, g: ClassicGroup, m: ClassicMember) -> None:
        m.touch(ctx.now_ms)
        self._check_session_at(ctx, g, m, m.heartbeat_deadline)

    def _check_session_at(self, ctx: OpContext, g: ClassicGroup, m: ClassicMember, when: int) -> None:
        ctx.schedule(session_timer(g.group_id, m.member_id), when, lambda s, c: self._check_session(s, c, g, m))

    def _check_session(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, m: ClassicMember) -> None:
        if shard.groups.get(g.group_id) is not g or g.members.get(m.member_id) is not m:
            return
        now = ctx.now_ms
        if m.join is not None or m.sync is not None:
            # waiting for the rebalance: the join and sync timeouts cover it
            self._check_session_at(ctx, g, m, now + m.session_timeout_ms)
            return
        if now < m.heartbeat_deadline:
            self._check_session_at(ctx, g, m, m.heartbeat_deadline)
            return
        self.remove_member(shard, ctx, g, m, f"session timeout ({m.session_timeout_ms} ms) expired")

    def on_loaded(self, shard: GroupShard, ctx: OpContext) -> None:
        """Members of loaded groups get a full session timeout from now."""
        for g in shard.groups.values():
            if isinstance(g, ClassicGroup):
                for m in g.members.values():
                    self._schedule_heartbeat(ctx, g, m)

    # ================================================================================================ SyncGroup

    def sync(self, shard: GroupShard, ctx: OpContext, info: RequestInfo, req: SyncGroupRequest) -> Any:
        v = info.api_version
        ctx.error = lambda code: sync_response(v, coordinator_error(code))
        g = shard.groups.get(req.group_id)
        if not isinstance(g, ClassicGroup):
            return sync_response(v, int(E.UNKNOWN_MEMBER_ID))
        m = g.members.get(req.member_id)
        instance_id = req.group_instance_id if v >= 3 else None
        if instance_id is not None and g.static_members.get(instance_id, req.member_id) != req.member_id:
            return sync_response(v, int(E.FENCED_INSTANCE_ID))
        if m is None or g.state in (ClassicState.EMPTY, ClassicState.DEAD):
            return sync_response(v, int(E.UNKNOWN_MEMBER_ID))
        if req.generation_id != g.generation:
            return sync_response(v, int(E.ILLEGAL_GENERATION))
        if v >= 5 and (
            (req.protocol_type is not None and req.protocol_type != g.protocol_type)
            or (req.protocol_name is not None and req.protocol_name != g.protocol)
        ):
            return sync_response(v, int(E.INCONSISTENT_GROUP_PROTOCOL))
        if g.state is ClassicState.PREPARING_REBALANCE:
            return sync_response(v, int(E.REBALANCE_IN_PROGRESS))
        m.touch(ctx.now_ms)
        if g.state is ClassicState.STABLE:
            return sync_response(v, 0, m.assignment, g)
        # CompletingRebalance: wait for the leader's assignment to be committed
        if m.sync is not None:
            ctx.reply(m.sync.token, sync_response(m.sync.version, int(E.REBALANCE_IN_PROGRESS)))
        assert ctx.token is not None
        m.sync = ParkedSync(ctx.token, v)
        if m.member_id in g.pending_sync:
            g.pending_sync = g.pending_sync - {m.member_id}
        if m.member_id == g.leader:
            self._leader_sync(ctx, g, {a.member_id: bytes(a.assignment) for a in req.assignments})
        return PARKED

    def _leader_sync(self, ctx: OpContext, g: ClassicGroup, assignments: dict[str, bytes]) -> None:
        """The leader's assignments: the GroupMetadata record (replayed: the group is Stable), and every waiting
        member's answer once it is committed."""
        gen = g.generation
        ctx.write(group_record(g, assignments))
        g.state_timestamp = ctx.wall_ms
        ctx.cancel(sync_timer(g.group_id))
        log.info("%s Assignment of generation %d written; the group is Stable", self._prefix(g), gen)
        for m in g.members.values():
            parked = m.sync
            if parked is not None:
                m.sync = None
                ctx.reply(parked.token, sync_response(parked.version, 0, m.assignment, g))
        ctx.on_failure = lambda shard, c, code: self._sync_failed(shard, c, g, gen, code)

    def _sync_failed(self, shard: GroupShard, ctx: OpContext, g: ClassicGroup, gen: int, code: int) -> None:
        """The assignment's write was refused (the group is CompletingRebalance again): the members waiting are told
        and the group rebalances."""
        if (
            shard.groups.get(g.group_id) is not g
            or g.generation != gen
            or g.state is not ClassicState.COMPLETING_REBALANCE
        ):
            return
        log.info("%s Writing the assignment of generation %d failed: %s", self._prefix(g), gen, E.name_of(code))
        self._reset_and_fail_syncs(ctx, g, coordinator_error(code))
        self.prepare_rebalance(shard, ctx, g, "the assignment could not be written")

    # ================================================================================================ Heartbeat

    def heartbeat(self, shard: GroupShard, ctx: OpContext, info: RequestInfo, req: HeartbeatRequest) -> Any:
        v = info.api_version
        ctx.error = lambda code: HeartbeatResponse(error_code=coordinator_error(code))
        g = shard.groups.get(req.group_id)
        if not isinstance(g, ClassicGroup):
            return HeartbeatResponse(error_code=int(E.UNKNOWN_MEMBER_ID))
        instance_id = req.group_instance_id if v >= 3 else None
        if instance_id is not None and g.static_members.get(instance_id, req.member_id) != req.member_id:
            return HeartbeatResponse(error_code=int(E.FENCED_INSTANCE_ID))
        m = g.members.get(req.member_id)
        if m is None or g.state in (ClassicState.EMPTY, ClassicState.DEAD):
            return HeartbeatResponse(error_code=int(E.UNKNOWN_MEMBER_ID))
        if req.generation_id != g.generation:
            return HeartbeatResponse(error_code=int(E.ILLEGAL_GENERATION))
        m.touch(ctx.now_ms)
        if g.state is ClassicState.PREPARING_REBALANCE:
            return HeartbeatResponse(error_code=int(E.REBALANCE_IN_PROGRESS))
        return HeartbeatResponse(error_code=0)

    # =============================================================================================== LeaveGroup

    def leave(self, shard: GroupShard, ctx: OpContext, info: RequestInfo, req: LeaveGroupRequest) -> Any:
        v = info.api_version
        R = LeaveGroupResponse
        ctx.error = lambda code: R(error_code=coordinator_error(code))
        leaving = [(mi.member_id, mi.group_instance_id) for mi in req.members] if v >= 3 else [(req.member_id, None)]
        g = shard.groups.get(req.group_id)
        if not isinstance(g, ClassicGroup):
            return R(error_code=int(E.UNKNOWN_MEMBER_ID))
        results = []
        for member_id, instance_id in leaving:
            err = 0
            if instance_id is not None:
                known = g.static_members.get(instance_id)
                if known is None or known not in g.members:
                    err = int(E.UNKNOWN_MEMBER_ID)
                elif member_id != UNKNOWN_MEMBER and member_id != known:
                    err = int(E.FENCED_INSTANCE_ID)
                else:
                    self.remove_member(shard, ctx, g, g.members[known], "the static member left the group")
            elif member_id in g.pending_members:
                del g.pending_members[member_id]
                ctx.cancel(pending_timer(g.group_id, member_id))
                if g.state is ClassicState.PREPARING_REBALANCE:
                    self.check_join(shard, ctx, g)
            elif member_id in g.members:
                self.remove_member(shard, ctx, g, g.members[member_id], "the member left the group")
            else:
                err = int(E.UNKNOWN_MEMBER_ID)
            results.append(R.MemberResponse(member_id=member_id, group_instance_id=instance_id, error_code=err))
        return R(error_code=results[0].error_code if v < 3 and results else 0, members=results if v >= 3 else [])

    # ============================================================================================ DescribeGroups

    @staticmethod
    def describe(shard: GroupShard | None, code: int, gid: str, v: int, include_operations: bool) -> Any:
        """One group of DescribeGroups (`shard` None: answer `code`). A group that does not exist is Dead with no
        members (v6: GROUP_ID_NOT_FOUND); a KIP-848 group answers GROUP_ID_NOT_FOUND ("not a classic group",
        ConsumerGroupDescribe describes it). ProtocolData, MemberMetadata and MemberAssignment are given for
        Stable groups, as Kafka does."""
        R = DescribeGroupsResponse
        dg = R.DescribedGroup(
            group_id=gid,
            group_state="",
            protocol_type="",
            protocol_data="",
            authorized_operations=GROUP_OPERATIONS if v >= 3 and include_operations else INT32_MIN,
        )
        if shard is None:
            dg.error_code = code
            return dg
        g = shard.groups.get(gid)
        if g is None or (isinstance(g, ClassicGroup) and g.state is ClassicState.DEAD):
            dg.group_state = "Dead"
            if v >= 6:
                dg.error_code = int(E.GROUP_ID_NOT_FOUND)
                dg.error_message = f"Group {gid} not found."
            return dg
        if isinstance(g, ConsumerGroup):
            dg.error_code = int(E.GROUP_ID_NOT_FOUND)
            dg.group_state = "Dead"
            if v >= 6:
                dg.error_message = f"Group {gid} is not a classic group."
            return dg
        dg.group_state = g.state.value
        dg.protocol_type = g.protocol_type or ""
        stable = g.state is ClassicState.STABLE
        dg.protocol_data = (g.protocol or "") if stable else ""
        for m in g.members.values():
            dg.members.append(
                R.DescribedGroupMember(
                    member_id=m.member_id,
                    group_instance_id=m.instance_id,
                    client_id=m.client_id,
                    client_host=m.client_host,
                    member_metadata=m.metadata_for(g.protocol) if stable and g.protocol else b"",
                    member_assignment=m.assignment if stable else b"",
                )
            )
        return dg


# ====================================================================================================== answers


def join_response(
    v: int,
    code: int,
    *,
    member_id: str = "",
    generation: int = -1,
    protocol_type: str | None = None,
    protocol: str | None = None,
    leader: str = "",
    members: list[Any] | None = None,
    skip: bool = False,
) -> JoinGroupResponse:
    return JoinGroupResponse(
        error_code=code,
        generation_id=generation,
        protocol_type=protocol_type if v >= 7 else None,
        protocol_name=protocol if (protocol is not None or v >= 7) else "",
        leader=leader,
        skip_assignment=skip if v >= 9 else False,
        member_id=member_id,
        members=members or [],
    )


def sync_response(v: int, code: int, assignment: bytes = b"", g: ClassicGroup | None = None) -> SyncGroupResponse:
    ok = code == 0 and g is not None and v >= 5
    return SyncGroupResponse(
        error_code=code,
        assignment=assignment,
        protocol_type=g.protocol_type if ok and g is not None else None,
        protocol_name=g.protocol if ok and g is not None else None,
    )


def _member_list(g: ClassicGroup, v: int) -> list[Any]:
    R = JoinGroupResponse
    return [
        R.JoinGroupResponseMember(
            member_id=m.member_id,
            group_instance_id=m.instance_id if v >= 5 else None,
            metadata=m.metadata_for(g.protocol or ""),
        )
        for m in g.members.values()
    ]


def group_record(g: ClassicGroup, assignments: dict[str, bytes] | None = None) -> CoordinatorRecord:
    """The GroupMetadata record of the group as it is (with `assignments`: the leader's, for every member)."""
    V = GroupMetadataValue
    value = V(
        protocol_type=g.protocol_type or "",
        generation=g.generation,
        protocol=g.protocol,
        leader=g.leader,
        current_state_timestamp=g.state_timestamp,
        members=[
            V.MemberMetadata(
                member_id=m.member_id,
                group_instance_id=m.instance_id,
                client_id=m.client_id,
                client_host=m.client_host,
                rebalance_timeout=m.rebalance_timeout_ms,
                session_timeout=m.session_timeout_ms,
                subscription=m.metadata_for(g.protocol or ""),
                assignment=m.assignment if assignments is None else assignments.get(m.member_id, b""),
            )
            for m in g.members.values()
        ],
    )
    return CoordinatorRecord(GROUP_METADATA, GroupMetadataKey(group=g.group_id), value)
