"""The coordinator runtime: shards of a coordinator on the partitions of an internal topic that this broker leads
(the idea of Kafka's ``CoordinatorRuntime``). Generic: the group coordinator runs on it (`__consumer_offsets`), and
so does the transaction coordinator (`__transaction_state`), each giving its shard factory, its record serde and the
operations of its managers.

(This module is over ~800 lines on purpose: the runtime and its `ShardHost` share one lifecycle, loading, writing,
timers and the transactional markers of a shard, and are read together; what the managers decide lives in their own
modules, the undo log in `timeline`.)

For each partition of the topic this broker leads, a `ShardHost` holds the coordinator's shard (its state) through
one lifecycle:

    loading --(replayed up to the log end it saw, and the high watermark reached it)--> active --> closed
       ^                                                                                  |
       +---------------------- catching up (a write failed after its append) <-----------+

* **loading**: every record from the log start to the log end offset at that moment is decoded (the serde) and
  replayed into a new shard (`shard.replay`, the same code as for live writes), in steps of at most the load buffer;
  the shard becomes active only once the high watermark has reached that end too, so that nothing it serves can
  still be truncated away. Requests meanwhile answer COORDINATOR_LOAD_IN_PROGRESS. Then `on_active` runs (an
  operation: the shard's timers).
* **active**: operations run one at a time, each to completion (one event loop per shard: the reactor's).
* **closed**, when the partition's leadership moves (a new leader epoch loads a new shard): its timers stop; the
  operations waiting for their writes and the requests parked in it answer NOT_COORDINATOR.

An **operation** (`Op`) is a manager's decision: a function of the shard and an `OpContext` that returns the answer to
its request (or `PARKED`: another operation answers it later) and, through the context, the records it writes
(replayed into the shard as it writes them: `OpContext.write`), the answers to requests parked earlier (`reply`),
timers to set or cancel (`schedule`, `cancel`: keyed, scoped to the shard; a timer runs an operation) and counts for
the metrics. Managers never write to the log or touch the runtime: the runtime, for each operation:

1. opens a frame on the shard's `Timeline` and runs the operation (its changes are the working state at once: the
   next operation sees them);
2. appends its records to the partition through the log's internal append (`PartitionLog.append`, validated once,
   acks=all: refused below min ISR). Refused (nothing appended): the frame is **reverted** (the working state is
   exactly as before the operation, nothing is reloaded), its request answers the error, its timers and replies
   are dropped, and its `on_failure` operation runs (a timer's operation is tried again after `TIMER_RETRY_MS`);
3. appended: its timers are set, and its answers wait in the shard's `DeferredQueue` (`kraftpy.deferred`) for the
   offset after its last record: the partition leader's own `DeferredQueue` tells the runtime when the high
   watermark reaches it (then the frame is committed state and the answers go out, in write order), or fails it.
   An operation that wrote nothing answers at once, or, while writes are pending, after them (its answer may depend
   on them).

A write that fails **after** its append (the committed ISR fell below min ISR: NOT_ENOUGH_REPLICAS_AFTER_APPEND; no
high watermark within the write timeout: REQUEST_TIMED_OUT) cannot be reverted: its records are in the log and
commit if the replicas catch up (or vanish with a leader change, which closes the shard). Its answers, and those of
every operation waiting after it, fail with that error, and their posts are dropped; the shard keeps its working
state (it is what the log holds) and *catches up*: like a load that has nothing left to read, it answers
COORDINATOR_LOAD_IN_PROGRESS until the high watermark reaches the log end, then runs `on_caught_up` (an operation:
what the dropped posts would have done, redone from the state) and serves again. Leadership lost while waiting
(NOT_LEADER_OR_FOLLOWER): the shard closes.

**Beyond request and answer** (what the transaction coordinator needs, and any later coordinator may use):

* *posts*: an operation may `post` messages for the world outside the shard (the transaction coordinator's
  WriteTxnMarkers to send); they are handed to the runtime's `on_post` once the operation's records are committed,
  in write order, and dropped with the operation when its write fails. An operation that wrote nothing posts at
  once (after the writes before it). `ctx.shard_epoch` is the partition's leader epoch (the coordinator epoch).
* *scheduled operations*: `CoordinatorRuntime.schedule(partition, epoch, key, op)` runs an operation on a shard from
  outside (markers written: complete the transaction) as a keyed timer of that shard incarnation, so it waits while
  the shard catches up and is tried again when its write is refused; it is dropped if the shard was unloaded.
  `on_unload(partition, epoch)` tells the coordinator a shard closed.
* *transactional records and markers* (the group coordinator's TxnOffsetCommit): `write_transactional` writes an
  operation's records as one transactional batch of a producer (`PartitionLog.append(..., producer_id=...,
  transactional=True)`), replayed into a `TransactionalShard` (`replay_transactional`). The COMMIT/ABORT markers are
  appended by the broker (its WriteTxnMarkers handler), not by the runtime: `CoordinatorRuntime.marker_appended`
  tells the shard (`replay_end_transaction`) in log order: at once on an active shard (kept as a frame committed when
  the high watermark passes the marker: `PartitionLog.wait_committed`), by the loader on a shard still loading or
  catching up (its load end moves past the marker). A partition being loaded replays both from the log (the log's
  reader hands transactional records and end markers with their producer: see `TxnLogRecord`). A shard that is not
  transactional never sees such batches (they are skipped with a warning).

Sans-IO on `kraftpy.runtime.Reactor` (time, timers); the partition's log through `PartitionLog`.
"""

from __future__ import annotations

import enum
import logging
import random
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from kraftpy.coordinator.timeline import Timeline
from kraftpy.deferred import DeferredEvent, DeferredQueue
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.runtime import Deferred, Reactor, Timer

__all__ = [
    "LOAD_POLL_MS",
    "PARKED",
    "TIMER_RETRY_MS",
    "CoordinatorRuntime",
    "CoordinatorShard",
    "LogRecord",
    "Op",
    "OpContext",
    "PartitionLog",
    "RecordSerde",
    "Result",
    "RuntimeMetrics",
    "ShardHost",
    "ShardState",
    "TransactionalShard",
    "TxnLogRecord",
    "execute",
]

log = logging.getLogger(__name__)
E = ErrorCode
LOAD_POLL_MS = 10  # how often a loaded (or catching-up) shard looks at the high watermark
TIMER_RETRY_MS = 500  # a timer whose operation's write was refused runs again after this
NOT_COORDINATOR = int(E.NOT_COORDINATOR)
NOT_LEADER_OR_FOLLOWER = int(E.NOT_LEADER_OR_FOLLOWER)
UNKNOWN_SERVER_ERROR = int(E.UNKNOWN_SERVER_ERROR)
REQUEST_TIMED_OUT = int(E.REQUEST_TIMED_OUT)

Rec = TypeVar("Rec")
Rec_contra = TypeVar("Rec_contra", contravariant=True)
S = TypeVar("S", bound="CoordinatorShard[Any]")
LogRecord = tuple[int, bytes | None, bytes | None]  # offset, key, value
# a record of a transactional batch, or an end marker: offset, key, value, producer id, producer epoch, control
# (-1: a transactional data record; 0 ABORT / 1 COMMIT: the marker of a control batch, key and value None)
TxnLogRecord = tuple[int, bytes | None, bytes | None, int, int, int]
NOT_CONTROL = -1


class _Parked:
    __slots__ = ()

    def __repr__(self) -> str:
        return "PARKED"


#: what an operation returns when another operation will answer its request (a JoinGroup waiting for the rebalance)
PARKED: Any = _Parked()


class PartitionLog(Protocol):
    """The partitions of the internal topic as the runtime sees them (the broker's replica manager implements it:
    `kraftpy.coordinator.log`)."""

    def leader_epoch(self, partition: int) -> int | None:
        """The leader epoch while this broker leads `partition`, else None."""
        ...

    def high_watermark(self, partition: int) -> int: ...

    def log_start_offset(self, partition: int) -> int: ...

    def log_end_offset(self, partition: int) -> int: ...

    def read(self, partition: int, start: int, end: int, max_bytes: int) -> tuple[list[LogRecord | TxnLogRecord], int]:
        """Records from `start` (up to `end`, exclusive; at least one batch), and the offset to read on from. The
        records of transactional batches and the COMMIT/ABORT markers come as `TxnLogRecord`s; other control
        records are left out."""
        ...

    def append(
        self,
        partition: int,
        records: list[tuple[bytes, bytes | None]],
        timestamp_ms: int,
        committed: DeferredEvent[int],
        *,
        producer_id: int = -1,
        producer_epoch: int = -1,
        transactional: bool = False,
    ) -> tuple[int, int]:
        """Append one batch as the leader (acks=all rules): returns its (first, last) offset, or raises
        `ProtocolError` with the Kafka error code when nothing was appended. `committed.complete` runs once: with
        None when the high watermark passes the batch (at once if it already does), or with the error the wait
        failed with (NOT_LEADER_OR_FOLLOWER, NOT_ENOUGH_REPLICAS_AFTER_APPEND). With `transactional`, the batch is
        a transactional batch of the producer (the runtime passes these keywords only then)."""
        ...

    def wait_committed(self, partition: int, end: int, committed: DeferredEvent[int]) -> None:
        """Complete `committed` as `append` does for a batch ending at `end` that someone else appended (a
        transaction marker): with None once the high watermark reaches `end`, or with the error the wait failed
        with."""
        ...


class RecordSerde(Protocol[Rec]):
    """A coordinator's records as (key, value) bytes."""

    def encode(self, record: Rec) -> tuple[bytes, bytes | None]: ...

    def decode(self, key: bytes, value: bytes | None) -> Rec | None:
        """The record, or None for one this coordinator does not use; raises on a malformed one."""
        ...


class CoordinatorShard(Protocol[Rec_contra]):
    """A coordinator's state for one partition: on a timeline, changed by replaying records."""

    @property
    def timeline(self) -> Timeline: ...

    def replay(self, record: Rec_contra) -> None: ...


@runtime_checkable
class TransactionalShard(Protocol):
    """A shard whose partition holds transactional records (the group coordinator's transactional offsets)."""

    def replay_transactional(self, producer_id: int, producer_epoch: int, record: Any) -> None: ...

    def replay_end_transaction(self, producer_id: int, producer_epoch: int, committed: bool) -> None: ...


class RuntimeMetrics(Protocol):
    """What the runtime reports (the coordinator's metrics)."""

    def shard_loaded(self, partition: int, took_ms: int, records: int) -> None: ...

    def write_failed(self, partition: int, error: int) -> None: ...

    def count(self, name: str, n: int) -> None:
        """A committed operation's count (`OpContext.count`)."""
        ...


class OpContext:
    """What an operation may use and what it produces besides its answer; see the module docstring."""

    __slots__ = (
        "_replay",
        "_shard",
        "counts",
        "error",
        "now_ms",
        "on_failure",
        "posts",
        "producer",
        "records",
        "replies",
        "rng",
        "shard_epoch",
        "timers",
        "token",
        "wall_ms",
    )

    def __init__(
        self,
        now_ms: int,
        wall_ms: int,
        rng: random.Random,
        replay: Callable[[Any], None],
        *,
        token: int | None = None,
        error: Callable[[int], Any] | None = None,
        shard: Any = None,
        shard_epoch: int = -1,
    ) -> None:
        self.now_ms = now_ms  # monotonic: deadlines
        self.wall_ms = wall_ms  # wall clock: record timestamps
        self.rng = rng
        self._replay = replay
        self._shard = shard  # for transactional writes (a TransactionalShard)
        self.shard_epoch = shard_epoch  # the leader epoch of the shard's partition (the coordinator epoch)
        self.token = token  # the operation's request (None: a timer's, or a follow-up's)
        self.error = error  # how the operation's request is answered if its write fails: error(code)
        self.records: list[Any] = []
        self.replies: list[tuple[int, Any]] = []
        self.timers: list[tuple[Hashable, int, Op[Any] | None]] = []  # (key, when, operation); None: cancel
        self.counts: dict[str, int] = {}
        self.posts: list[Any] = []
        self.producer: tuple[int, int] | None = None  # (producer id, epoch) of a transactional batch
        self.on_failure: Callable[[Any, OpContext, int], None] | None = None

    def write(self, record: Any) -> None:
        """Write `record`: replayed into the shard now, appended with the operation's others."""
        if self.producer is not None:
            raise ValueError("an operation writes either plain records or a transactional batch")
        self._replay(record)
        self.records.append(record)

    def _txn_shard(self) -> TransactionalShard:
        shard = self._shard
        if not isinstance(shard, TransactionalShard):
            raise TypeError(f"{type(shard).__name__} does not hold transactional records")
        return shard

    def write_transactional(self, record: Any, producer_id: int, producer_epoch: int) -> None:
        """Write `record` in the transaction of a producer: the operation's records go out as one transactional
        batch of that producer (every record of the operation must be of the same producer)."""
        if self.records and self.producer != (producer_id, producer_epoch):
            raise ValueError("an operation's transactional records are one producer's batch")
        self._txn_shard().replay_transactional(producer_id, producer_epoch, record)
        self.producer = (producer_id, producer_epoch)
        self.records.append(record)

    def post(self, message: Any) -> None:
        """Hand `message` to the runtime's `on_post` once this operation's records are committed."""
        self.posts.append(message)

    def reply(self, token: int, response: Any) -> None:
        """Answer a parked request (with this operation's answer: once its records are committed)."""
        self.replies.append((token, response))

    def schedule(self, key: Hashable, when_ms: int, op: Op[Any]) -> None:
        """Run `op` at `when_ms` (monotonic), replacing the shard's timer with that key."""
        self.timers.append((key, when_ms, op))

    def cancel(self, key: Hashable) -> None:
        self.timers.append((key, 0, None))

    def count(self, name: str, n: int = 1) -> None:
        self.counts[name] = self.counts.get(name, 0) + n


Op = Callable[[S, OpContext], Any]


@dataclass(slots=True)
class Result:
    """An operation's outcome as a pure function of (shard, request): see `execute`."""

    response: Any
    records: list[Any] = field(default_factory=list)
    replies: list[tuple[int, Any]] = field(default_factory=list)
    timers: list[tuple[Hashable, int, Any]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    posts: list[Any] = field(default_factory=list)
    producer: tuple[int, int] | None = None


def execute(
    shard: S,
    op: Op[S],
    *,
    now_ms: int = 0,
    wall_ms: int = 0,
    rng: random.Random | None = None,
    token: int = 0,
    shard_epoch: int = -1,
) -> Result:
    """Run `op` on `shard` outside any runtime (no log, no timers): what it answers, writes, replies, sets and
    posts."""
    ctx = OpContext(
        now_ms, wall_ms, rng or random.Random(0), shard.replay, token=token, shard=shard, shard_epoch=shard_epoch
    )
    response = op(shard, ctx)
    return Result(response, ctx.records, ctx.replies, ctx.timers, ctx.counts, ctx.posts, ctx.producer)


class ShardState(enum.Enum):
    LOADING = "loading"
    ACTIVE = "active"
    CLOSED = "closed"


class _Waiter:
    """A request the shard has not answered yet."""

    __slots__ = ("answer", "answered", "deferred", "error")

    def __init__(self, error: Callable[[int], Any]) -> None:
        self.error = error
        self.deferred: Deferred | None = None
        self.answered = False
        self.answer: Any = None

    def deliver(self, response: Any) -> None:
        if self.deferred is not None:
            self.deferred.resolve(response)
        else:
            self.answered, self.answer = True, response


class _Completion:
    """An operation waiting in the shard's queue for the offset its answers depend on."""

    __slots__ = ("counts", "host", "posts", "replies", "response", "timer", "token")

    def __init__(self, host: ShardHost[Any], token: int | None, response: Any, ctx: OpContext) -> None:
        self.host = host
        self.token = token
        self.response = response
        self.replies = ctx.replies
        self.counts = ctx.counts
        self.posts = ctx.posts
        self.timer: Timer | None = None  # the write's timeout

    def complete(self, error: int | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        host = self.host
        if error is None:
            for token, response in self.replies:
                host._answer(token, response)
            if self.token is not None and self.response is not PARKED:
                host._answer(self.token, self.response)
            if self.counts:
                metrics = host.runtime.metrics
                for name, n in self.counts.items():
                    metrics.count(name, n)
            if self.posts and host.state is not ShardState.CLOSED:
                host._deliver_posts(self.posts)
            return
        for token, _response in self.replies:
            host._fail(token, error)
        if self.token is not None:
            host._fail(self.token, error)


class _CommitNotice:
    """Parked with the partition leader: tells the host when the high watermark passes one write (or why not)."""

    __slots__ = ("decided", "end", "error", "host")

    def __init__(self, host: ShardHost[Any]) -> None:
        self.host = host
        self.end = -1  # known once the append returned
        self.decided = False
        self.error: int | None = None

    def complete(self, error: int | None) -> None:
        if self.end < 0:  # decided inside the append (the HWM covered it at once): handled when it returns
            self.decided, self.error = True, error
            return
        self.host._write_decided(self.end, error)


class _TimerSlot:
    __slots__ = ("op", "timer")

    def __init__(self, op: Op[Any]) -> None:
        self.op = op
        self.timer: Timer | None = None


class ShardHost(Generic[S]):
    """One partition's shard in the runtime: its lifecycle, its writes waiting for the high watermark, its parked
    requests and its timers."""

    __slots__ = (
        "catching_up",
        "committed_end",
        "epoch",
        "load_end",
        "load_pos",
        "load_started",
        "loaded_records",
        "partition",
        "pending",
        "runtime",
        "shard",
        "state",
        "timers",
        "waiters",
        "write_end",
    )

    def __init__(self, runtime: CoordinatorRuntime[S], partition: int, epoch: int, shard: S) -> None:
        self.runtime = runtime
        self.partition = partition
        self.epoch = epoch
        self.shard = shard
        self.state = ShardState.LOADING
        self.catching_up = False
        self.pending: DeferredQueue[int] = DeferredQueue()  # operations waiting for an offset to commit
        self.waiters: dict[int, _Waiter] = {}  # token -> request not answered yet (waiting, or parked)
        self.timers: dict[Hashable, _TimerSlot] = {}
        self.write_end = -1  # the offset after the last record written
        self.committed_end = -1  # the high watermark as far as this shard knows (its writes are committed below)
        self.load_pos = 0
        self.load_end = 0
        self.load_started = 0
        self.loaded_records = 0

    @property
    def active(self) -> bool:
        return self.state is ShardState.ACTIVE

    @property
    def name(self) -> str:
        return f"{self.runtime.topic}-{self.partition}"

    def __repr__(self) -> str:
        return f"ShardHost({self.name}, epoch {self.epoch}, {self.state.value})"

    # ====================================================================================================== loading

    def start_load(self) -> None:
        rt = self.runtime
        self.load_pos = rt.log.log_start_offset(self.partition)
        self.load_end = rt.log.log_end_offset(self.partition)
        self.load_started = rt.reactor.now_ms()
        log.info(
            "%s Loading %s (leader epoch %d) from offset %d to %d",
            rt.prefix,
            self.name,
            self.epoch,
            self.load_pos,
            self.load_end,
        )
        rt.reactor.call_soon(self._load_step)

    def _load_step(self) -> None:
        if self.state is not ShardState.LOADING:
            return
        rt = self.runtime
        if rt.log.leader_epoch(self.partition) != self.epoch:
            rt._lost(self, "leadership moved while loading")
            return
        try:
            if self.load_pos < self.load_end:
                records, nxt = rt.log.read(self.partition, self.load_pos, self.load_end, rt.load_buffer_bytes())
                for item in records:
                    if len(item) == 3:
                        self._replay_raw(item[1], item[2])
                    else:
                        self._replay_txn(item)
                self.load_pos = (
                    max(nxt, self.load_pos + (0 if records else 1)) if nxt > self.load_pos else self.load_end
                )
        except Exception as e:
            log.error("%s Loading %s failed at offset %d: %s", rt.prefix, self.name, self.load_pos, e)
            rt._lost(self, f"load failed: {e}")
            return
        if self.load_pos < self.load_end:
            rt.reactor.call_soon(self._load_step)
            return
        if rt.log.high_watermark(self.partition) < self.load_end:
            rt.reactor.call_at(rt.reactor.now_ms() + LOAD_POLL_MS, self._load_step)
            return
        self._activate()

    def _replay_raw(self, key: bytes | None, value: bytes | None) -> None:
        if key is None:
            return
        try:
            rec = self.runtime.serde.decode(key, value)
        except Exception as e:
            log.warning("%s Skipping an undecodable record in %s: %s", self.runtime.prefix, self.name, e)
            return
        if rec is not None:
            self.loaded_records += 1
            self.shard.replay(rec)

    def _replay_txn(self, item: TxnLogRecord) -> None:
        """A record of a transactional batch, or an end marker, being loaded."""
        _offset, key, value, producer_id, producer_epoch, control = item
        shard = self.shard
        if not isinstance(shard, TransactionalShard):
            log.warning("%s Skipping a transactional record in %s", self.runtime.prefix, self.name)
            return
        if control != NOT_CONTROL:
            self.loaded_records += 1
            shard.replay_end_transaction(producer_id, producer_epoch, control == 1)
            return
        if key is None:
            return
        try:
            rec = self.runtime.serde.decode(key, value)
        except Exception as e:
            log.warning("%s Skipping an undecodable record in %s: %s", self.runtime.prefix, self.name, e)
            return
        if rec is not None:
            self.loaded_records += 1
            shard.replay_transactional(producer_id, producer_epoch, rec)

    def _activate(self) -> None:
        rt = self.runtime
        self.state = ShardState.ACTIVE
        self.committed_end = max(self.committed_end, self.load_end)
        self.write_end = max(self.write_end, self.load_end)
        self.shard.timeline.committed_up_to(self.committed_end)
        took = rt.reactor.now_ms() - self.load_started
        if self.catching_up:
            self.catching_up = False
            log.info("%s %s caught up at offset %d after %d ms", rt.prefix, self.name, self.load_end, took)
            if rt.on_caught_up is not None:
                self.run(rt.on_caught_up)
            return
        log.info("%s Finished loading %s: %d records, %d ms", rt.prefix, self.name, self.loaded_records, took)
        rt.metrics.shard_loaded(self.partition, took, self.loaded_records)
        if rt.on_active is not None:
            self.run(rt.on_active)

    # ==================================================================================================== operations

    def submit(self, op: Op[S], error: Callable[[int], Any]) -> Any:
        """Run a request's operation: its answer now, or a Deferred answered later."""
        token = self.runtime._new_token()
        waiter = _Waiter(error)
        self.waiters[token] = waiter
        self.run(op, token)
        if waiter.answered:
            return waiter.answer
        waiter.deferred = Deferred()
        return waiter.deferred

    def run(self, op: Op[S], token: int | None = None, *, timer_key: Hashable = None) -> None:
        """Run an operation (see the module docstring)."""
        rt = self.runtime
        reactor = rt.reactor
        shard = self.shard
        waiter = self.waiters.get(token) if token is not None else None
        ctx = OpContext(
            reactor.now_ms(),
            reactor.wall_ms(),
            reactor.rng,
            shard.replay,
            token=token,
            error=waiter.error if waiter is not None else None,
            shard=shard,
            shard_epoch=self.epoch,
        )
        timeline = shard.timeline
        timeline.begin()
        try:
            response = op(shard, ctx)
            encoded = [rt.serde.encode(r) for r in ctx.records]
        except Exception:
            timeline.revert(timeline.end())
            log.exception("%s An operation on %s failed", rt.prefix, self.name)
            if token is not None:
                self._fail(token, UNKNOWN_SERVER_ERROR)
            return
        frame = timeline.end()
        if waiter is not None and ctx.error is not None:
            waiter.error = ctx.error
        done = _Completion(self, token, response, ctx)
        if not encoded:
            self._set_timers(ctx)
            if self.write_end > self.committed_end:
                self.pending.add(self.write_end, done)  # after the writes before it
            else:
                done.complete(None)
            return
        notice = _CommitNotice(self)
        try:
            if ctx.producer is not None:
                _first, last = rt.log.append(
                    self.partition,
                    encoded,
                    ctx.wall_ms,
                    notice,
                    producer_id=ctx.producer[0],
                    producer_epoch=ctx.producer[1],
                    transactional=True,
                )
            else:
                _first, last = rt.log.append(self.partition, encoded, ctx.wall_ms, notice)
            code = 0
        except ProtocolError as e:
            code = e.error_code if e.error_code > 0 else UNKNOWN_SERVER_ERROR
            refusal = str(e)
        except Exception as e:
            log.exception("%s Writing to %s failed", rt.prefix, self.name)
            code, refusal = UNKNOWN_SERVER_ERROR, str(e)
        if code:
            self._refused(frame, ctx, token, code, refusal, timer_key, op)
            return
        end = last + 1
        timeline.keep(end, frame)
        self.write_end = end
        self._set_timers(ctx)
        self.pending.add(end, done)
        notice.end = end
        if notice.decided:
            self._write_decided(end, notice.error)
        else:
            done.timer = reactor.call_at(reactor.now_ms() + rt.write_timeout_ms(), lambda: self._timed_out(done))

    def _refused(
        self,
        frame: Any,
        ctx: OpContext,
        token: int | None,
        code: int,
        reason: str,
        timer_key: Hashable,
        op: Op[S],
    ) -> None:
        """Nothing of the operation reached the log: revert it; its request answers the error."""
        rt = self.runtime
        self.shard.timeline.revert(frame)
        rt.metrics.write_failed(self.partition, code)
        log.info("%s A write to %s was refused (%s): %s", rt.prefix, self.name, E.name_of(code), reason)
        if token is not None:
            self._fail(token, code)
        if ctx.on_failure is not None:
            follow_up = ctx.on_failure
            self.run(lambda shard, c: follow_up(shard, c, code))
        if timer_key is not None and timer_key not in self.timers and self.state is ShardState.ACTIVE:
            self._set_timer(timer_key, rt.reactor.now_ms() + TIMER_RETRY_MS, op)

    def _write_decided(self, end: int, error: int | None) -> None:
        """The partition leader decided a write ending at `end`: committed (None) or failed."""
        if self.state is ShardState.CLOSED:
            return
        if error is None:
            if end > self.committed_end:
                self.committed_end = end
            self.shard.timeline.committed_up_to(end)
            self.pending.complete_up_to(end)
        elif error == NOT_LEADER_OR_FOLLOWER:
            self.runtime._lost(self, "leadership moved")
        else:
            self._fall_behind(error)

    def _timed_out(self, done: _Completion) -> None:
        done.timer = None
        if self.state is ShardState.ACTIVE:
            self._fall_behind(REQUEST_TIMED_OUT)

    def _fall_behind(self, error: int) -> None:
        """A write failed after its append: every waiting answer fails with `error`, and the shard catches up."""
        if self.state is not ShardState.ACTIVE:
            return
        rt = self.runtime
        rt.metrics.write_failed(self.partition, error)
        log.warning(
            "%s A write to %s failed with %s after its append; waiting for the high watermark to reach the log end",
            rt.prefix,
            self.name,
            E.name_of(error),
        )
        self.state = ShardState.LOADING
        self.catching_up = True
        self.pending.fail_all(error)
        self.load_pos = self.load_end = rt.log.log_end_offset(self.partition)
        self.load_started = rt.reactor.now_ms()
        rt.reactor.call_soon(self._load_step)

    # ========================================================================================= posts, scheduled ops

    def _deliver_posts(self, posts: list[Any]) -> None:
        on_post = self.runtime.on_post
        if on_post is None:
            return
        for message in posts:
            try:
                on_post(self, message)
            except Exception:
                log.exception("%s Handing a message of %s on failed", self.runtime.prefix, self.name)

    def schedule(self, key: Hashable, when_ms: int, op: Op[S]) -> None:
        """Run `op` at `when_ms` as the shard's timer `key` (see `CoordinatorRuntime.schedule`)."""
        if self.state is not ShardState.CLOSED:
            self._set_timer(key, when_ms, op)

    def marker_appended(self, producer_id: int, producer_epoch: int, committed: bool, offset: int) -> None:
        """The broker appended a COMMIT/ABORT marker of a producer at `offset` (see `CoordinatorRuntime`)."""
        if self.state is ShardState.CLOSED:
            return
        rt = self.runtime
        shard = self.shard
        if not isinstance(shard, TransactionalShard):
            log.warning("%s Ignoring a transaction marker in %s", rt.prefix, self.name)
            return
        end = offset + 1
        if self.state is ShardState.LOADING:
            # loading or catching up: the loader reads the log up to load_end, in order; make it read the marker
            self.load_end = max(self.load_end, end)
            return
        if end <= self.write_end:  # the runtime wrote after it: it is not in log order anymore
            log.warning(
                "%s A marker at offset %d of %s arrived after writes up to %d",
                rt.prefix,
                offset,
                self.name,
                self.write_end,
            )
            end = self.write_end
        timeline = shard.timeline
        timeline.begin()
        try:
            shard.replay_end_transaction(producer_id, producer_epoch, committed)
        finally:
            frame = timeline.end()
        timeline.keep(end, frame)
        self.write_end = end
        notice = _CommitNotice(self)
        notice.end = end
        rt.log.wait_committed(self.partition, end, notice)

    # ======================================================================================================= answers

    def _answer(self, token: int, response: Any) -> None:
        waiter = self.waiters.pop(token, None)
        if waiter is not None:
            self._deliver(waiter, response)

    def _fail(self, token: int, error: int) -> None:
        waiter = self.waiters.pop(token, None)
        if waiter is not None:
            try:
                response = waiter.error(error)
            except Exception:
                log.exception("%s Answering a request of %s failed", self.runtime.prefix, self.name)
                return
            self._deliver(waiter, response)

    def _deliver(self, waiter: _Waiter, response: Any) -> None:
        try:
            waiter.deliver(response)
        except Exception:
            log.exception("%s Answering a request of %s failed", self.runtime.prefix, self.name)

    # ======================================================================================================== timers

    def _set_timers(self, ctx: OpContext) -> None:
        for key, when, op in ctx.timers:
            if op is None:
                slot = self.timers.pop(key, None)
                if slot is not None and slot.timer is not None:
                    slot.timer.cancel()
            else:
                self._set_timer(key, when, op)

    def _set_timer(self, key: Hashable, when: int, op: Op[S]) -> None:
        old = self.timers.get(key)
        if old is not None and old.timer is not None:
            old.timer.cancel()
        slot = _TimerSlot(op)
        self.timers[key] = slot

        def fire() -> None:
            if self.timers.get(key) is not slot:
                return
            del self.timers[key]
            if self.state is ShardState.CLOSED:
                return
            if self.state is not ShardState.ACTIVE:  # catching up: later
                self._set_timer(key, self.runtime.reactor.now_ms() + TIMER_RETRY_MS, op)
                return
            self.run(op, timer_key=key)

        slot.timer = self.runtime.reactor.call_at(when, fire)

    # ======================================================================================================== close

    def close(self) -> None:
        """Timers stop; waiting operations and parked requests answer NOT_COORDINATOR."""
        self.state = ShardState.CLOSED
        for slot in self.timers.values():
            if slot.timer is not None:
                slot.timer.cancel()
        self.timers.clear()
        try:
            self.pending.fail_all(NOT_COORDINATOR)
        except Exception:
            log.exception("%s A waiting operation of %s failed", self.runtime.prefix, self.name)
        for token in list(self.waiters):
            self._fail(token, NOT_COORDINATOR)


class CoordinatorRuntime(Generic[S]):
    """The shards of one coordinator on the partitions of `topic` this broker leads; see the module docstring.

    `shard_factory(partition)` makes an empty shard to load; `serde` decodes and encodes its records; `on_active`
    runs once a shard has loaded (its timers), `on_caught_up` once it caught up after a write failed after its append
    (the posts of that write and of those after it were dropped); `write_timeout_ms()` bounds the wait for the high
    watermark;
    `load_buffer_bytes()` is the most a load step reads; `on_post(host, message)` receives what operations post,
    once committed; `on_unload(partition, leader epoch)` runs when a shard closes."""

    def __init__(
        self,
        name: str,
        reactor: Reactor,
        topic: str,
        log: PartitionLog,
        serde: RecordSerde[Any],
        shard_factory: Callable[[int], S],
        metrics: RuntimeMetrics,
        *,
        write_timeout_ms: Callable[[], int],
        load_buffer_bytes: Callable[[], int],
        on_active: Op[S] | None = None,
        on_caught_up: Op[S] | None = None,
        on_post: Callable[[ShardHost[S], Any], None] | None = None,
        on_unload: Callable[[int, int], None] | None = None,
    ) -> None:
        self.name = name
        self.reactor = reactor
        self.topic = topic
        self.log = log
        self.serde = serde
        self.shard_factory = shard_factory
        self.metrics = metrics
        self.write_timeout_ms = write_timeout_ms
        self.load_buffer_bytes = load_buffer_bytes
        self.on_active = on_active
        self.on_caught_up = on_caught_up
        self.on_post = on_post
        self.on_unload = on_unload
        self.hosts: dict[int, ShardHost[S]] = {}
        self._closed = False
        self._tokens = 0

    @property
    def prefix(self) -> str:
        return f"[{self.name}]"

    def _new_token(self) -> int:
        self._tokens += 1
        return self._tokens

    # ==================================================================================================== partitions

    def sync(self, partition: int) -> ShardHost[S] | None:
        """Match the partition's shard with its leadership here: a partition led in a new leader epoch is loaded
        (a new shard), one no longer led is closed. Returns its host, if any."""
        epoch = self.log.leader_epoch(partition)
        host = self.hosts.get(partition)
        if host is not None and (epoch is None or host.epoch != epoch):
            self._drop(host, "leadership moved" if epoch is None else f"new leader epoch {epoch}")
            host = None
        if host is None and epoch is not None and not self._closed:
            host = ShardHost(self, partition, epoch, self.shard_factory(partition))
            self.hosts[partition] = host
            host.start_load()
        return host

    def sync_all(self, partitions: Iterable[int]) -> None:
        for p in sorted(set(partitions) | set(self.hosts)):
            self.sync(p)

    def acquire(self, partition: int) -> tuple[ShardHost[S] | None, int]:
        """The active shard of a partition, or the error to answer: NOT_COORDINATOR (not led here),
        COORDINATOR_LOAD_IN_PROGRESS (loading, or catching up)."""
        host = self.sync(partition)
        if host is None:
            return None, NOT_COORDINATOR
        if host.state is ShardState.LOADING:
            return None, int(E.COORDINATOR_LOAD_IN_PROGRESS)
        if host.state is not ShardState.ACTIVE:
            return None, NOT_COORDINATOR
        return host, 0

    def write(self, partition: int, op: Op[S], error: Callable[[int], Any]) -> Any:
        """Run a request's operation on the partition's shard: its answer, or a Deferred; `error(code)` answers it
        when the shard is not there or its write fails."""
        host, code = self.acquire(partition)
        if host is None:
            return error(code)
        return host.submit(op, error)

    def marker_appended(
        self, partition: int, producer_id: int, producer_epoch: int, committed: bool, offset: int
    ) -> None:
        """The broker appended a COMMIT (`committed`) or ABORT marker of a producer at `offset` of `partition`
        (its WriteTxnMarkers handler): the partition's shard replays it in log order (the module docstring). Nothing
        if the partition has no shard here: its load reads the marker from the log."""
        host = self.hosts.get(partition)
        if host is not None:
            host.marker_appended(producer_id, producer_epoch, committed, offset)

    def schedule(self, partition: int, epoch: int, key: Hashable, op: Op[S], when_ms: int | None = None) -> bool:
        """Run `op` on the shard of `partition` loaded in leader `epoch`, as its timer `key` (at `when_ms`, default
        now): it waits while the shard loads or catches up, runs again after TIMER_RETRY_MS if its write is refused,
        and never runs once that shard is closed. False if that shard is not here (anymore)."""
        host = self.hosts.get(partition)
        if host is None or host.epoch != epoch or host.state is ShardState.CLOSED:
            return False
        host.schedule(key, self.reactor.now_ms() if when_ms is None else when_ms, op)
        return True

    def _drop(self, host: ShardHost[S], reason: str) -> None:
        if self.hosts.get(host.partition) is host:
            del self.hosts[host.partition]
        if host.state is not ShardState.CLOSED:
            log.info("%s Unloading %s (leader epoch %d): %s", self.prefix, host.name, host.epoch, reason)
            host.close()
            if self.on_unload is not None:
                try:
                    self.on_unload(host.partition, host.epoch)
                except Exception:
                    log.exception("%s Unloading %s failed", self.prefix, host.name)

    def _lost(self, host: ShardHost[S], reason: str) -> None:
        self._drop(host, reason)
        self.sync(host.partition)

    def close(self) -> None:
        self._closed = True
        for host in list(self.hosts.values()):
            self._drop(host, "shutting down")
