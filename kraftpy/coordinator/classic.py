"""The classic group protocol: JoinGroup, SyncGroup, Heartbeat, LeaveGroup, and the timers around them.

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
  brings the assignments; they are written as a GroupMetadata record and the members get theirs once it is
  committed (Stable). Members that do not SyncGroup within the rebalance timeout are removed.
* Heartbeats keep a member alive for its session timeout; a member that stops is removed and the group rebalances.
  A Heartbeat during a rebalance answers REBALANCE_IN_PROGRESS; one of another generation ILLEGAL_GENERATION.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kraftpy.coordinator.groups import ClassicGroup, ClassicMember, ClassicState, ConsumerGroup
from kraftpy.coordinator.records import GROUP_METADATA, CoordinatorRecord
from kraftpy.coordinator.shard import Shard, coordinator_error
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.coordinator_records import GroupMetadataKey, GroupMetadataValue
from kraftpy.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse
from kraftpy.protocol.messages.join_group import JoinGroupRequest, JoinGroupResponse
from kraftpy.protocol.messages.leave_group import LeaveGroupRequest, LeaveGroupResponse
from kraftpy.protocol.messages.sync_group import SyncGroupRequest, SyncGroupResponse
from kraftpy.runtime import Deferred, RequestInfo

if TYPE_CHECKING:
    from kraftpy.coordinator.coordinator import GroupCoordinator

__all__ = ["ClassicProtocol"]

log = logging.getLogger(__name__)
E = ErrorCode
UNKNOWN_MEMBER = ""


class ClassicProtocol:
    def __init__(self, coordinator: GroupCoordinator) -> None:
        self.c = coordinator

    @property
    def now(self) -> int:
        return self.c.reactor.now_ms()

    def _prefix(self, g: ClassicGroup) -> str:
        return f"[GroupCoordinator {self.c.node_id}] Group {g.group_id}"

    # ================================================================================================ JoinGroup

    def handle_join_group(self, info: RequestInfo, req: JoinGroupRequest) -> JoinGroupResponse | Deferred:
        from kraftpy.coordinator.coordinator import group_id_error

        v = info.api_version
        member_id = req.member_id

        def error(code: int, mid: str | None = None) -> JoinGroupResponse:
            return self._join_response(v, code, member_id=mid if mid is not None else member_id)

        code = group_id_error(req.group_id)
        if code:
            return error(code)
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            return error(code)
        s = self.c.settings
        if not s.group_min_session_timeout_ms <= req.session_timeout_ms <= s.group_max_session_timeout_ms:
            return error(int(E.INVALID_SESSION_TIMEOUT))
        instance_id = req.group_instance_id if v >= 5 else None
        protocols = [(p.name, bytes(p.metadata)) for p in req.protocols]
        rebalance_timeout = req.rebalance_timeout_ms if v >= 1 else req.session_timeout_ms
        if rebalance_timeout <= 0:
            rebalance_timeout = req.session_timeout_ms
        g = shard.groups.get(req.group_id)
        if isinstance(g, ConsumerGroup):
            if not g.is_empty:
                return error(int(E.INCONSISTENT_GROUP_PROTOCOL))
            shard.append(self.c.group_tombstones(g), lambda _code: None, applied=True)
            g = None
        if g is None:
            if member_id != UNKNOWN_MEMBER:
                return error(int(E.UNKNOWN_MEMBER_ID))
            g = ClassicGroup(req.group_id, state_timestamp=self.c.reactor.wall_ms())
            shard.groups[req.group_id] = g
        if g.state is ClassicState.DEAD:
            return error(int(E.COORDINATOR_NOT_AVAILABLE))
        if not g.supports(req.protocol_type, protocols):
            return error(int(E.INCONSISTENT_GROUP_PROTOCOL))
        out = Deferred()
        join = _Join(v, req, info, protocols, rebalance_timeout, instance_id)
        if member_id == UNKNOWN_MEMBER:
            self._join_new_member(shard, g, join, out)
        else:
            self._join_existing_member(shard, g, join, out)
        return out

    def _join_response(
        self,
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
        R = JoinGroupResponse
        return R(
            error_code=code,
            generation_id=generation,
            protocol_type=protocol_type if v >= 7 else None,
            protocol_name=protocol if (protocol is not None or v >= 7) else "",
            leader=leader,
            skip_assignment=skip if v >= 9 else False,
            member_id=member_id,
            members=members or [],
        )

    def _join_new_member(self, shard: Shard, g: ClassicGroup, join: _Join, out: Deferred) -> None:
        s = self.c.settings
        req = join.req
        if len(g.members) + len(g.pending_members) >= s.group_max_size and join.instance_id not in g.static_members:
            out.resolve(self._join_response(join.version, int(E.GROUP_MAX_SIZE_REACHED)))
            return
        prefix = join.instance_id if join.instance_id else (join.info.client_id or "")
        new_id = f"{prefix}-{uuid.UUID(int=self.c.reactor.rng.getrandbits(128), version=4)}"
        if join.instance_id is not None:
            old_id = g.static_members.get(join.instance_id)
            if old_id is not None and old_id in g.members:
                self._replace_static_member(shard, g, old_id, new_id, join, out)
                return
            self._add_member(shard, g, new_id, join, out)
            return
        if join.version >= 4:
            # KIP-394: the member must come back with this id
            g.pending_members[new_id] = self.now + req.session_timeout_ms
            shard.call_at(self.now + req.session_timeout_ms, lambda: self._expire_pending(shard, g, new_id))
            out.resolve(self._join_response(join.version, int(E.MEMBER_ID_REQUIRED), member_id=new_id))
            return
        self._add_member(shard, g, new_id, join, out)

    def _join_existing_member(self, shard: Shard, g: ClassicGroup, join: _Join, out: Deferred) -> None:
        member_id = join.req.member_id
        if member_id in g.pending_members:
            del g.pending_members[member_id]
            self._add_member(shard, g, member_id, join, out)
            return
        m = g.members.get(member_id)
        if join.instance_id is not None:
            known = g.static_members.get(join.instance_id)
            if known is not None and known != member_id:
                out.resolve(self._join_response(join.version, int(E.FENCED_INSTANCE_ID)))
                return
        if m is None or g.state in (ClassicState.EMPTY, ClassicState.DEAD):
            out.resolve(self._join_response(join.version, int(E.UNKNOWN_MEMBER_ID)))
            return
        if g.state is ClassicState.PREPARING_REBALANCE:
            self._update_member(m, join)
            self._park_join(m, join, out)
            self.check_join(shard, g)
        elif g.state is ClassicState.COMPLETING_REBALANCE:
            if m.protocols_match(join.protocols):
                # the member lost the JoinGroup answer: send it again
                out.resolve(self._current_join_response(g, m, join.version))
            else:
                self._update_member(m, join)
                self._park_join(m, join, out)
                self.prepare_rebalance(shard, g, f"member {member_id} changed its protocols")
        else:  # Stable
            if member_id == g.leader or not m.protocols_match(join.protocols):
                self._update_member(m, join)
                self._park_join(m, join, out)
                why = "the leader joined again" if member_id == g.leader else "member changed its protocols"
                self.prepare_rebalance(shard, g, f"{why} ({member_id})")
            else:
                out.resolve(self._current_join_response(g, m, join.version))

    def _current_join_response(self, g: ClassicGroup, m: ClassicMember, v: int) -> JoinGroupResponse:
        members = self._member_list(g, v) if m.member_id == g.leader else []
        return self._join_response(
            v,
            0,
            member_id=m.member_id,
            generation=g.generation,
            protocol_type=g.protocol_type,
            protocol=g.protocol,
            leader=g.leader or "",
            members=members,
        )

    def _member_list(self, g: ClassicGroup, v: int) -> list[Any]:
        R = JoinGroupResponse
        return [
            R.JoinGroupResponseMember(
                member_id=m.member_id,
                group_instance_id=m.instance_id if v >= 5 else None,
                metadata=m.metadata_for(g.protocol or ""),
            )
            for m in g.members.values()
        ]

    def _new_member(self, member_id: str, join: _Join) -> ClassicMember:
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

    def _update_member(self, m: ClassicMember, join: _Join) -> None:
        m.protocols = join.protocols
        m.session_timeout_ms = join.req.session_timeout_ms
        m.rebalance_timeout_ms = join.rebalance_timeout
        m.client_id = join.info.client_id or m.client_id
        m.client_host = join.info.client_host or m.client_host

    def _park_join(self, m: ClassicMember, join: _Join, out: Deferred) -> None:
        old = m.join_waiter
        if old is not None:
            old(int(E.REBALANCE_IN_PROGRESS))  # a newer JoinGroup from the same member replaces it
        v = join.version

        def waiter(code: int, resp: JoinGroupResponse | None = None) -> None:
            if not out.done:
                out.resolve(resp if resp is not None else self._join_response(v, code, member_id=m.member_id))

        waiter.version = v  # type: ignore[attr-defined]
        m.join_waiter = waiter

    def _add_member(self, shard: Shard, g: ClassicGroup, member_id: str, join: _Join, out: Deferred) -> None:
        m = self._new_member(member_id, join)
        m.is_new = True
        if not g.members:
            g.protocol_type = join.req.protocol_type
        g.members[member_id] = m
        if m.instance_id:
            g.static_members[m.instance_id] = member_id
        self._park_join(m, join, out)
        self._schedule_heartbeat(shard, g, m)
        if g.state is ClassicState.PREPARING_REBALANCE:
            g.new_member_added = True
            self.check_join(shard, g)
        else:
            self.prepare_rebalance(shard, g, f"adding new member {member_id}")

    def _replace_static_member(
        self, shard: Shard, g: ClassicGroup, old_id: str, new_id: str, join: _Join, out: Deferred
    ) -> None:
        old = g.members.pop(old_id)
        for attr in ("join_waiter", "sync_waiter"):
            waiter = getattr(old, attr)
            if waiter is not None:
                setattr(old, attr, None)
                waiter(int(E.FENCED_INSTANCE_ID))
        m = self._new_member(new_id, join)
        m.assignment = old.assignment
        g.members[new_id] = m
        g.static_members[m.instance_id or ""] = new_id
        was_leader = g.leader == old_id
        if was_leader:
            g.leader = new_id
        if old_id in g.pending_sync:
            g.pending_sync.discard(old_id)
            g.pending_sync.add(new_id)
        log.info("%s Static member %s (instance %s) replaced by %s", self._prefix(g), old_id, m.instance_id, new_id)
        self._schedule_heartbeat(shard, g, m)
        if g.state is ClassicState.STABLE and old.protocols_match(join.protocols) and not was_leader:
            v = join.version
            gen = g.generation

            def done(code: int) -> None:
                if code:
                    out.resolve(self._join_response(v, coordinator_error(code), member_id=new_id))
                else:
                    resp = (
                        self._current_join_response(g, m, v)
                        if g.generation == gen and new_id in g.members
                        else self._join_response(v, int(E.REBALANCE_IN_PROGRESS), member_id=new_id)
                    )
                    out.resolve(resp)

            shard.append([self.group_record(g)], done, applied=True)
            return
        self._park_join(m, join, out)
        if g.state is ClassicState.PREPARING_REBALANCE:
            self.check_join(shard, g)
        else:
            self.prepare_rebalance(shard, g, f"static member {m.instance_id} joined with a new member id")

    def _expire_pending(self, shard: Shard, g: ClassicGroup, member_id: str) -> None:
        if shard.groups.get(g.group_id) is not g or member_id not in g.pending_members:
            return
        del g.pending_members[member_id]
        log.info("%s Pending member %s expired", self._prefix(g), member_id)
        if g.state is ClassicState.PREPARING_REBALANCE:
            self.check_join(shard, g)

    # =============================================================================================== rebalance

    def prepare_rebalance(self, shard: Shard, g: ClassicGroup, reason: str) -> None:
        if g.state is ClassicState.COMPLETING_REBALANCE:
            self._reset_and_fail_syncs(shard, g, int(E.REBALANCE_IN_PROGRESS))
        shard.cancel(g.join_timer)
        was_empty = g.state is ClassicState.EMPTY
        g.state = ClassicState.PREPARING_REBALANCE
        g.state_timestamp = self.c.reactor.wall_ms()
        self.c.metrics.rebalances += 1
        timeout = max((m.rebalance_timeout_ms for m in g.members.values()), default=0)
        log.info("%s Preparing to rebalance in generation %d (%s)", self._prefix(g), g.generation, reason)
        if was_empty:
            delay = self.c.settings.group_initial_rebalance_delay_ms
            g.initial_delay_remaining = max(timeout - delay, 0)
            g.new_member_added = False
            g.in_initial_delay = True
            g.join_timer = shard.call_at(self.now + delay, lambda: self._initial_delay_over(shard, g, delay))
        else:
            g.in_initial_delay = False
            g.join_timer = shard.call_at(self.now + timeout, lambda: self.complete_join(shard, g))
            self.check_join(shard, g)

    def _initial_delay_over(self, shard: Shard, g: ClassicGroup, delay: int) -> None:
        if g.state is not ClassicState.PREPARING_REBALANCE or shard.groups.get(g.group_id) is not g:
            return
        if g.new_member_added and g.initial_delay_remaining > 0:
            g.new_member_added = False
            step = min(delay, g.initial_delay_remaining)
            g.initial_delay_remaining = max(g.initial_delay_remaining - delay, 0)
            g.join_timer = shard.call_at(self.now + step, lambda: self._initial_delay_over(shard, g, delay))
            return
        g.in_initial_delay = False
        self.complete_join(shard, g)

    def check_join(self, shard: Shard, g: ClassicGroup) -> None:
        if g.state is ClassicState.PREPARING_REBALANCE and not g.in_initial_delay and g.all_joined():
            self.complete_join(shard, g)

    def complete_join(self, shard: Shard, g: ClassicGroup) -> None:
        if g.state is not ClassicState.PREPARING_REBALANCE or shard.groups.get(g.group_id) is not g:
            return
        shard.cancel(g.join_timer)
        g.join_timer = None
        g.in_initial_delay = False
        for m in [m for m in g.members.values() if m.join_waiter is None and not m.instance_id]:
            log.info("%s Removing member %s: it did not join the rebalance in time", self._prefix(g), m.member_id)
            self._remove(g, m)
        g.generation += 1
        g.state_timestamp = self.c.reactor.wall_ms()
        if not g.members:
            g.state = ClassicState.EMPTY
            g.protocol = None
            g.leader = None
            log.info("%s Generation %d is empty", self._prefix(g), g.generation)
            shard.append([self.group_record(g)], lambda _code: None, applied=True)
            return
        g.protocol = g.select_protocol()
        joined = [m for m in g.members.values() if m.join_waiter is not None]
        if g.leader not in g.members or (joined and g.members[g.leader].join_waiter is None):
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
            m.assignment = b""
        for m in joined:
            waiter = m.join_waiter
            m.join_waiter = None
            m.is_new = False
            v = waiter.version
            waiter(0, self._current_join_response(g, m, v))
            m.heartbeat_deadline = self.now + m.session_timeout_ms
        g.pending_sync = set(g.members)
        timeout = max((m.rebalance_timeout_ms for m in g.members.values()), default=0)
        gen = g.generation
        shard.cancel(g.sync_timer)
        g.sync_timer = shard.call_at(self.now + timeout, lambda: self._sync_expired(shard, g, gen))

    def _sync_expired(self, shard: Shard, g: ClassicGroup, generation: int) -> None:
        if (
            shard.groups.get(g.group_id) is not g
            or g.generation != generation
            or g.state is not ClassicState.COMPLETING_REBALANCE
        ):
            return
        late = [g.members[mid] for mid in g.pending_sync if mid in g.members]
        for m in late:
            log.info("%s Removing member %s: no SyncGroup within the rebalance timeout", self._prefix(g), m.member_id)
            self._remove(g, m)
        self.prepare_rebalance(shard, g, "members did not sync in time")

    def _reset_and_fail_syncs(self, shard: Shard, g: ClassicGroup, code: int) -> None:
        shard.cancel(g.sync_timer)
        g.sync_timer = None
        for m in g.members.values():
            m.assignment = b""
            waiter = m.sync_waiter
            if waiter is not None:
                m.sync_waiter = None
                waiter(code)

    def group_record(self, g: ClassicGroup) -> CoordinatorRecord:
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
                    assignment=m.assignment,
                )
                for m in g.members.values()
            ],
        )
        return CoordinatorRecord(GROUP_METADATA, GroupMetadataKey(group=g.group_id), value)

    # ================================================================================================ members

    def _remove(self, g: ClassicGroup, m: ClassicMember) -> None:
        for attr in ("join_waiter", "sync_waiter"):
            waiter = getattr(m, attr)
            if waiter is not None:
                setattr(m, attr, None)
                waiter(int(E.UNKNOWN_MEMBER_ID))
        g.members.pop(m.member_id, None)
        if m.instance_id and g.static_members.get(m.instance_id) == m.member_id:
            del g.static_members[m.instance_id]
        g.pending_sync.discard(m.member_id)
        if g.leader == m.member_id:
            g.leader = next(iter(g.members), None)

    def remove_member(self, shard: Shard, g: ClassicGroup, m: ClassicMember, reason: str) -> None:
        log.info("%s Removing member %s: %s", self._prefix(g), m.member_id, reason)
        self._remove(g, m)
        if g.state in (ClassicState.STABLE, ClassicState.COMPLETING_REBALANCE):
            self.prepare_rebalance(shard, g, f"removing member {m.member_id}: {reason}")
        elif g.state is ClassicState.PREPARING_REBALANCE:
            self.check_join(shard, g)

    def _schedule_heartbeat(self, shard: Shard, g: ClassicGroup, m: ClassicMember) -> None:
        m.heartbeat_deadline = self.now + m.session_timeout_ms
        shard.call_at(m.heartbeat_deadline, lambda: self._check_session(shard, g, m))

    def _check_session(self, shard: Shard, g: ClassicGroup, m: ClassicMember) -> None:
        if shard.groups.get(g.group_id) is not g or g.members.get(m.member_id) is not m:
            return
        now = self.now
        if m.join_waiter is not None or m.sync_waiter is not None:
            # waiting for the rebalance: the join and sync timeouts cover it
            shard.call_at(now + m.session_timeout_ms, lambda: self._check_session(shard, g, m))
            return
        if now < m.heartbeat_deadline:
            shard.call_at(m.heartbeat_deadline, lambda: self._check_session(shard, g, m))
            return
        self.remove_member(shard, g, m, f"session timeout ({m.session_timeout_ms} ms) expired")

    def heartbeat(self, m: ClassicMember) -> None:
        m.heartbeat_deadline = self.now + m.session_timeout_ms

    def on_loaded(self, shard: Shard) -> None:
        """Members of loaded groups get a full session timeout from now."""
        for g in shard.groups.values():
            if isinstance(g, ClassicGroup):
                for m in g.members.values():
                    self._schedule_heartbeat(shard, g, m)

    # ================================================================================================ SyncGroup

    def handle_sync_group(self, info: RequestInfo, req: SyncGroupRequest) -> SyncGroupResponse | Deferred:
        from kraftpy.coordinator.coordinator import group_id_error

        v = info.api_version

        def answer(code: int, assignment: bytes = b"", g: ClassicGroup | None = None) -> SyncGroupResponse:
            ok = code == 0 and g is not None
            return SyncGroupResponse(
                error_code=code,
                assignment=assignment,
                protocol_type=g.protocol_type if ok and v >= 5 and g else None,
                protocol_name=g.protocol if ok and v >= 5 and g else None,
            )

        code = group_id_error(req.group_id)
        if code:
            return answer(code)
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            return answer(code)
        g = shard.groups.get(req.group_id)
        if not isinstance(g, ClassicGroup):
            return answer(int(E.UNKNOWN_MEMBER_ID))
        m = g.members.get(req.member_id)
        instance_id = req.group_instance_id if v >= 3 else None
        if instance_id is not None and g.static_members.get(instance_id, req.member_id) != req.member_id:
            return answer(int(E.FENCED_INSTANCE_ID))
        if m is None or g.state in (ClassicState.EMPTY, ClassicState.DEAD):
            return answer(int(E.UNKNOWN_MEMBER_ID))
        if req.generation_id != g.generation:
            return answer(int(E.ILLEGAL_GENERATION))
        if v >= 5 and (
            (req.protocol_type is not None and req.protocol_type != g.protocol_type)
            or (req.protocol_name is not None and req.protocol_name != g.protocol)
        ):
            return answer(int(E.INCONSISTENT_GROUP_PROTOCOL))
        if g.state is ClassicState.PREPARING_REBALANCE:
            return answer(int(E.REBALANCE_IN_PROGRESS))
        self.heartbeat(m)
        if g.state is ClassicState.STABLE:
            return answer(0, m.assignment, g)
        # CompletingRebalance: wait for the leader's assignment to be committed
        out = Deferred()

        def waiter(code: int) -> None:
            if not out.done:
                out.resolve(answer(code, m.assignment if code == 0 else b"", g))

        if m.sync_waiter is not None:
            m.sync_waiter(int(E.REBALANCE_IN_PROGRESS))
        m.sync_waiter = waiter
        g.pending_sync.discard(m.member_id)
        if m.member_id == g.leader:
            self._leader_sync(shard, g, {a.member_id: bytes(a.assignment) for a in req.assignments})
        return out

    def _leader_sync(self, shard: Shard, g: ClassicGroup, assignments: dict[str, bytes]) -> None:
        gen = g.generation
        for m in g.members.values():
            m.assignment = assignments.get(m.member_id, b"")
        record = self.group_record(g)

        def done(code: int) -> None:
            if (
                shard.groups.get(g.group_id) is not g
                or g.generation != gen
                or g.state is not ClassicState.COMPLETING_REBALANCE
            ):
                return
            if code:
                log.info("%s Writing the assignment of generation %d failed: %s", self._prefix(g), gen, E.name_of(code))
                self._reset_and_fail_syncs(shard, g, coordinator_error(code))
                self.prepare_rebalance(shard, g, "the assignment could not be written")
                return
            g.state = ClassicState.STABLE
            g.state_timestamp = self.c.reactor.wall_ms()
            shard.cancel(g.sync_timer)
            g.sync_timer = None
            log.info("%s Assignment of generation %d committed; the group is Stable", self._prefix(g), gen)
            for m in g.members.values():
                waiter = m.sync_waiter
                if waiter is not None:
                    m.sync_waiter = None
                    waiter(0)

        shard.append([record], done, applied=False)

    # ================================================================================================ Heartbeat

    def handle_heartbeat(self, info: RequestInfo, req: HeartbeatRequest) -> HeartbeatResponse:
        from kraftpy.coordinator.coordinator import group_id_error

        v = info.api_version
        code = group_id_error(req.group_id)
        if code:
            return HeartbeatResponse(error_code=code)
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            return HeartbeatResponse(error_code=code)
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
        self.heartbeat(m)
        if g.state is ClassicState.PREPARING_REBALANCE:
            return HeartbeatResponse(error_code=int(E.REBALANCE_IN_PROGRESS))
        return HeartbeatResponse(error_code=0)

    # =============================================================================================== LeaveGroup

    def handle_leave_group(self, info: RequestInfo, req: LeaveGroupRequest) -> LeaveGroupResponse | Deferred:
        from kraftpy.coordinator.coordinator import group_id_error

        v = info.api_version
        R = LeaveGroupResponse
        leaving = [(mi.member_id, mi.group_instance_id) for mi in req.members] if v >= 3 else [(req.member_id, None)]
        code = group_id_error(req.group_id)
        if code:
            return R(error_code=code)
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            return R(error_code=code)
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
                    self.remove_member(shard, g, g.members[known], "the static member left the group")
            elif member_id in g.pending_members:
                del g.pending_members[member_id]
                if g.state is ClassicState.PREPARING_REBALANCE:
                    self.check_join(shard, g)
            elif member_id in g.members:
                self.remove_member(shard, g, g.members[member_id], "the member left the group")
            else:
                err = int(E.UNKNOWN_MEMBER_ID)
            results.append(R.MemberResponse(member_id=member_id, group_instance_id=instance_id, error_code=err))
        resp = R(error_code=results[0].error_code if v < 3 and results else 0, members=results if v >= 3 else [])
        out = Deferred()
        shard.append([], lambda _code: out.resolve(resp), applied=False)
        return out


class _Join:
    __slots__ = ("info", "instance_id", "protocols", "rebalance_timeout", "req", "version")

    def __init__(
        self,
        version: int,
        req: JoinGroupRequest,
        info: RequestInfo,
        protocols: list[tuple[str, bytes]],
        rebalance_timeout: int,
        instance_id: str | None,
    ) -> None:
        self.version = version
        self.req = req
        self.info = info
        self.protocols = protocols
        self.rebalance_timeout = rebalance_timeout
        self.instance_id = instance_id


WaiterFn = Callable[..., None]
