"""One partition of `__consumer_offsets` led by this broker: its groups and offsets, how they are loaded from the
log, and how new records are written.

Loading (on becoming the partition's leader, or again after a failed write): every record from the log start to
the log end offset at that moment is replayed; the shard is active only once the high watermark has reached that
offset too, so that nothing it serves can still be truncated away. Until then the coordinator answers
COORDINATOR_LOAD_IN_PROGRESS.

Writing: `append` sends one batch through the broker's acks=all Produce path. Completions are delivered in the
order the writes were made. A write that failed after it may have been appended (NOT_ENOUGH_REPLICAS_AFTER_APPEND,
REQUEST_TIMED_OUT, ...), or whose change was already applied in memory, makes the shard reload from the log: the
state in memory is always the replay of the log. Offsets and KIP-848 records are applied by replaying the records
once they are committed (offsets) or at once (KIP-848 groups, whose answers wait for the write); classic groups
change in memory as the protocol runs and write a GroupMetadata record at the end of each rebalance.
"""

from __future__ import annotations

import enum
import logging
import uuid
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kraftpy.coordinator.groups import (
    ClassicGroup,
    ClassicMember,
    ClassicState,
    ConsumerGroup,
    ConsumerMember,
    MemberState,
    OffsetAndMetadata,
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
    decode_record,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.runtime import Deferred, Timer

if TYPE_CHECKING:
    from kraftpy.coordinator.coordinator import GroupCoordinator

__all__ = ["Shard", "ShardState"]

log = logging.getLogger(__name__)
E = ErrorCode
LOAD_POLL_MS = 10
# produce errors after which nothing was appended (the shard need not reload for a write not yet applied)
_NOT_APPENDED = frozenset(
    {
        int(E.NOT_ENOUGH_REPLICAS),
        int(E.MESSAGE_TOO_LARGE),
        int(E.RECORD_LIST_TOO_LARGE),
        int(E.INVALID_RECORD),
        int(E.CORRUPT_MESSAGE),
        int(E.INVALID_TIMESTAMP),
        int(E.UNKNOWN_TOPIC_OR_PARTITION),
    }
)


def coordinator_error(code: int, *, offsets: bool = False) -> int:
    """A produce error as the coordinator answers it (Kafka's mapping)."""
    if code in (
        E.UNKNOWN_TOPIC_OR_PARTITION,
        E.NOT_ENOUGH_REPLICAS,
        E.NOT_ENOUGH_REPLICAS_AFTER_APPEND,
        E.REQUEST_TIMED_OUT,
    ):
        return int(E.COORDINATOR_NOT_AVAILABLE)
    if code in (E.NOT_LEADER_OR_FOLLOWER, E.KAFKA_STORAGE_ERROR, E.NOT_COORDINATOR):
        return int(E.NOT_COORDINATOR)
    if code in (E.MESSAGE_TOO_LARGE, E.RECORD_LIST_TOO_LARGE, E.INVALID_FETCH_SIZE):
        return int(E.INVALID_COMMIT_OFFSET_SIZE) if offsets else int(E.UNKNOWN_SERVER_ERROR)
    if code in (E.COORDINATOR_NOT_AVAILABLE, E.COORDINATOR_LOAD_IN_PROGRESS):
        return code
    return int(E.UNKNOWN_SERVER_ERROR) if code else 0


class ShardState(enum.Enum):
    LOADING = "loading"
    ACTIVE = "active"
    CLOSED = "closed"


class _Write:
    __slots__ = ("applied", "callbacks", "result")

    def __init__(self, applied: bool) -> None:
        self.applied = applied
        self.callbacks: list[Callable[[int], None]] = []
        self.result: int | None = None


class Shard:
    def __init__(self, coordinator: GroupCoordinator, index: int, epoch: int) -> None:
        self.coordinator = coordinator
        self.index = index
        self.epoch = epoch
        self.state = ShardState.LOADING
        self.groups: dict[str, ClassicGroup | ConsumerGroup] = {}
        self.offsets: dict[str, dict[tuple[str, int], OffsetAndMetadata]] = {}
        self._queue: deque[_Write] = deque()
        self._timers: dict[int, Timer] = {}  # id -> timer (timers need not be hashable)
        self._load_started = coordinator.reactor.now_ms()
        self._load_pos = 0
        self._load_end = 0
        self.loaded_records = 0

    @property
    def active(self) -> bool:
        return self.state is ShardState.ACTIVE

    @property
    def name(self) -> str:
        return f"{self.coordinator.topic}-{self.index}"

    # ====================================================================================================== timers

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> Timer:
        """A timer that dies with the shard."""
        reactor = self.coordinator.reactor
        holder: list[Timer] = []

        def run() -> None:
            if holder:
                self._timers.pop(id(holder[0]), None)
            if self.state is ShardState.ACTIVE:
                try:
                    fn()
                except Exception:
                    log.exception("[GroupCoordinator %d] A timer of %s failed", self.coordinator.node_id, self.name)

        t = reactor.call_at(when_ms, run)
        holder.append(t)
        self._timers[id(t)] = t
        return t

    def cancel(self, timer: Timer | None) -> None:
        if timer is not None:
            timer.cancel()
            self._timers.pop(id(timer), None)

    # ===================================================================================================== loading

    def start_load(self) -> None:
        olog = self.coordinator.log
        self._load_pos = olog.log_start_offset(self.index)
        self._load_end = olog.log_end_offset(self.index)
        log.info(
            "[GroupCoordinator %d] Loading %s (leader epoch %d) from offset %d to %d",
            self.coordinator.node_id,
            self.name,
            self.epoch,
            self._load_pos,
            self._load_end,
        )
        self.coordinator.reactor.call_soon(self._load_step)

    def _load_step(self) -> None:
        if self.state is not ShardState.LOADING:
            return
        c = self.coordinator
        if c.log.leader_epoch(self.index) != self.epoch:
            c.shard_lost(self, "leadership moved while loading")
            return
        try:
            if self._load_pos < self._load_end:
                records, nxt = c.log.read(
                    self.index, self._load_pos, self._load_end, c.settings.offsets_load_buffer_size
                )
                for _offset, key, value in records:
                    self._replay_raw(key, value)
                self._load_pos = (
                    max(nxt, self._load_pos + (0 if records else 1)) if nxt > self._load_pos else self._load_end
                )
        except Exception as e:
            log.error(
                "[GroupCoordinator %d] Loading %s failed at offset %d: %s", c.node_id, self.name, self._load_pos, e
            )
            c.shard_lost(self, f"load failed: {e}")
            return
        if self._load_pos < self._load_end:
            c.reactor.call_soon(self._load_step)
            return
        if c.log.high_watermark(self.index) < self._load_end:
            c.reactor.call_at(c.reactor.now_ms() + LOAD_POLL_MS, self._load_step)
            return
        self.state = ShardState.ACTIVE
        took = c.reactor.now_ms() - self._load_started
        log.info(
            "[GroupCoordinator %d] Finished loading %s: %d records, %d groups, %d ms",
            c.node_id,
            self.name,
            self.loaded_records,
            len(self.groups),
            took,
        )
        c.shard_loaded(self, took)

    def _replay_raw(self, key: bytes | None, value: bytes | None) -> None:
        if key is None:
            return
        try:
            rec = decode_record(key, value)
        except Exception as e:
            log.warning(
                "[GroupCoordinator %d] Skipping an undecodable record in %s: %s", self.coordinator.node_id, self.name, e
            )
            return
        if rec is not None:
            self.loaded_records += 1
            self.replay(rec)

    # ===================================================================================================== writing

    def append(self, records: list[CoordinatorRecord], done: Callable[[int], None], *, applied: bool) -> None:
        """Write `records` (acks=all); `done(error)` runs once they are committed (0) or failed (the produce
        error; see `coordinator_error`), after every earlier write. No records: `done` runs after the earlier
        writes. `applied`: the change is already in memory (a failure then reloads the shard)."""
        if self.state is not ShardState.ACTIVE:
            done(int(E.NOT_COORDINATOR))
            return
        if not records:
            if self._queue:
                self._queue[-1].callbacks.append(done)
            else:
                done(0)
            return
        c = self.coordinator
        w = _Write(applied)
        w.callbacks.append(done)
        self._queue.append(w)
        try:
            encoded = [r.encode() for r in records]
            d = c.log.append(self.index, encoded, c.reactor.wall_ms(), c.settings.offsets_commit_timeout_ms)
        except Exception as e:
            log.error("[GroupCoordinator %d] Writing to %s failed: %s", c.node_id, self.name, e)
            d = Deferred.resolved((int(E.UNKNOWN_SERVER_ERROR), -1))

        def completed(result: Deferred) -> None:
            try:
                code, _last = result.result()
            except Exception:
                code = int(E.UNKNOWN_SERVER_ERROR)
            w.result = int(code)
            self._drain()

        d.add_callback(completed)

    def _drain(self) -> None:
        while self._queue and self._queue[0].result is not None:
            w = self._queue.popleft()
            code = w.result
            assert code is not None
            reload = code != 0 and (w.applied or code not in _NOT_APPENDED)
            for cb in w.callbacks:
                try:
                    cb(code)
                except Exception:
                    log.exception(
                        "[GroupCoordinator %d] A write completion of %s failed", self.coordinator.node_id, self.name
                    )
            if reload and self.state is ShardState.ACTIVE:
                self.coordinator.shard_write_failed(self, code)
                return

    def close(self) -> None:
        """Forget everything: timers stop, waiting writes and requests fail with NOT_COORDINATOR."""
        self.state = ShardState.CLOSED
        for t in list(self._timers.values()):
            t.cancel()
        self._timers.clear()
        queue, self._queue = self._queue, deque()
        for w in queue:
            for cb in w.callbacks:
                try:
                    cb(int(E.NOT_COORDINATOR))
                except Exception:
                    log.exception("[GroupCoordinator] A write completion failed")
        for g in self.groups.values():
            if isinstance(g, ClassicGroup):
                for m in g.members.values():
                    for attr in ("join_waiter", "sync_waiter"):
                        waiter = getattr(m, attr)
                        if waiter is not None:
                            setattr(m, attr, None)
                            try:
                                waiter(int(E.NOT_COORDINATOR))
                            except Exception:
                                log.exception("[GroupCoordinator] A parked request failed")

    # ====================================================================================================== replay

    def classic_group_for_offsets(self, group_id: str) -> None:
        if group_id not in self.groups:
            self.groups[group_id] = ClassicGroup(group_id, state_timestamp=self.coordinator.reactor.wall_ms())

    def consumer_group(self, group_id: str) -> ConsumerGroup:
        g = self.groups.get(group_id)
        if isinstance(g, ConsumerGroup):
            return g
        cg = ConsumerGroup(group_id)
        self.groups[group_id] = cg
        return cg

    # complex on purpose: one branch per coordinator record type
    def replay(self, rec: CoordinatorRecord) -> None:  # noqa: C901
        t, k, v = rec.type, rec.key, rec.value
        if t == OFFSET_COMMIT:
            offsets = self.offsets.setdefault(k.group, {})
            if v is None:
                offsets.pop((k.topic, k.partition), None)
                if not offsets:
                    del self.offsets[k.group]
            else:
                offsets[(k.topic, k.partition)] = OffsetAndMetadata(
                    v.offset, v.leader_epoch, v.metadata, v.commit_timestamp, v.expire_timestamp
                )
                self.classic_group_for_offsets(k.group)
            return
        if t == GROUP_METADATA:
            self._replay_group_metadata(k.group, v)
            return
        if t == CONSUMER_GROUP_METADATA:
            if v is None:
                if isinstance(self.groups.get(k.group), ConsumerGroup):
                    del self.groups[k.group]
            else:
                g = self.consumer_group(k.group)
                g.group_epoch, g.metadata_hash = v.epoch, v.metadata_hash
            return
        existing = self.groups.get(k.group)
        if isinstance(existing, ConsumerGroup):
            g = existing
        elif v is None:
            return
        else:
            g = self.consumer_group(k.group)
        if t == CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA:
            if v is not None:
                g.assignment_epoch = v.assignment_epoch
            return
        member_id = k.member_id
        if t == CONSUMER_GROUP_MEMBER_METADATA:
            if v is None:
                m = g.members.pop(member_id, None)
                if m is not None:
                    if m.instance_id and g.static_members.get(m.instance_id) == member_id:
                        del g.static_members[m.instance_id]
                    self.cancel(m.session_timer)
                    self.cancel(m.rebalance_timer)
                return
            m = g.members.get(member_id)
            if m is None:
                m = g.members[member_id] = ConsumerMember(member_id)
            m.instance_id = v.instance_id or None
            m.rack_id = v.rack_id or None
            m.client_id, m.client_host = v.client_id, v.client_host
            m.subscribed_topic_names = tuple(v.subscribed_topic_names)
            m.subscribed_topic_regex = v.subscribed_topic_regex or None
            m.rebalance_timeout_ms = v.rebalance_timeout_ms
            m.server_assignor = v.server_assignor or None
            if m.instance_id:
                g.static_members[m.instance_id] = member_id
            return
        if t == CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER:
            if v is None:
                g.target.pop(member_id, None)
            else:
                g.target[member_id] = _partitions(v.topic_partitions)
            return
        if t == CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT:
            m = g.members.get(member_id)
            if m is None:
                if v is None:
                    return
                m = g.members[member_id] = ConsumerMember(member_id)
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

    def _replay_group_metadata(self, group_id: str, v: Any) -> None:
        existing = self.groups.get(group_id)
        if v is None:
            if isinstance(existing, ClassicGroup):
                del self.groups[group_id]
            return
        now = self.coordinator.reactor.wall_ms()
        g = ClassicGroup(group_id)
        g.protocol_type = v.protocol_type
        g.generation = v.generation
        g.protocol = v.protocol
        g.leader = v.leader
        g.state_timestamp = v.current_state_timestamp if v.current_state_timestamp >= 0 else now
        for mm in v.members:
            member = ClassicMember(
                member_id=mm.member_id,
                instance_id=mm.group_instance_id,
                client_id=mm.client_id,
                client_host=mm.client_host,
                rebalance_timeout_ms=mm.rebalance_timeout or mm.session_timeout,
                session_timeout_ms=mm.session_timeout,
                protocol_type=v.protocol_type,
                protocols=[(v.protocol or "", bytes(mm.subscription))],
                assignment=bytes(mm.assignment),
            )
            g.members[mm.member_id] = member
            if mm.group_instance_id:
                g.static_members[mm.group_instance_id] = mm.member_id
        g.state = ClassicState.STABLE if g.members else ClassicState.EMPTY
        self.groups[group_id] = g


def _partitions(items: Any) -> dict[uuid.UUID, set[int]]:
    out: dict[uuid.UUID, set[int]] = {}
    for tp in items:
        if tp.partitions:
            out.setdefault(tp.topic_id, set()).update(tp.partitions)
    return out
