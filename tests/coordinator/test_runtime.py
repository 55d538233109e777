"""The coordinator runtime on its own: a toy coordinator (a key-value shard on `__toy_state`) over a scripted
partition log, to show the runtime is generic and to pin its lifecycle: loading by replay, answers once committed
and in write order, a refused write reverted, leadership loss, timers scoped to the shard, a write that fails after
its append (catching up without a reload)."""

from __future__ import annotations

from typing import Any

import pytest

from kraftpy.coordinator.runtime import PARKED, CoordinatorRuntime, OpContext, ShardState
from kraftpy.coordinator.timeline import Timeline, TimelineDict
from kraftpy.deferred import DeferredEvent, DeferredQueue
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.errors import ProtocolError
from kraftpy.runtime import Deferred
from tests.controller.fakes import ManualReactor

Record = tuple[str, str | None]


class ToyShard:
    """key -> value, on a timeline; a record sets a key (None deletes it)."""

    def __init__(self) -> None:
        self.timeline = Timeline()
        self.values: TimelineDict[str, str] = TimelineDict(self.timeline)
        self.replayed = 0

    def replay(self, record: Record) -> None:
        self.replayed += 1
        key, value = record
        if value is None:
            self.values.pop(key, None)
        else:
            self.values[key] = value


class ToySerde:
    def encode(self, record: Record) -> tuple[bytes, bytes | None]:
        return record[0].encode(), None if record[1] is None else record[1].encode()

    def decode(self, key: bytes, value: bytes | None) -> Record | None:
        return key.decode(), None if value is None else value.decode()


class ScriptedLog:
    """One partition (0) of `__toy_state`: appends land in a list; the test moves the high watermark."""

    def __init__(self, records: list[Record] | None = None) -> None:
        self.records: list[tuple[bytes, bytes | None]] = [ToySerde().encode(r) for r in records or []]
        self.hwm = len(self.records)
        self.epoch: int | None = 5
        self.waiting: DeferredQueue[int] = DeferredQueue()
        self.refuse: int = 0  # the next append raises this error code

    def leader_epoch(self, partition: int) -> int | None:
        return self.epoch

    def high_watermark(self, partition: int) -> int:
        return self.hwm

    def log_start_offset(self, partition: int) -> int:
        return 0

    def log_end_offset(self, partition: int) -> int:
        return len(self.records)

    def read(self, partition: int, start: int, end: int, max_bytes: int) -> tuple[list[Any], int]:
        stop = min(end, start + 2)  # two records per read: loading takes steps
        return [(i, *self.records[i]) for i in range(start, stop)], stop

    def append(
        self,
        partition: int,
        records: list[tuple[bytes, bytes | None]],
        timestamp_ms: int,
        committed: DeferredEvent[int],
    ) -> tuple[int, int]:
        if self.refuse:
            code, self.refuse = self.refuse, 0
            raise ProtocolError("refused", error_code=code)
        first = len(self.records)
        self.records += records
        self.waiting.add(len(self.records), committed)
        return first, len(self.records) - 1

    def commit(self, offset: int | None = None) -> None:
        self.hwm = len(self.records) if offset is None else offset
        self.waiting.complete_up_to(self.hwm)

    def fail_waiting(self, code: int) -> None:
        self.waiting.fail_all(code)


class Metrics:
    def __init__(self) -> None:
        self.loaded: list[tuple[int, int]] = []
        self.failed: list[int] = []
        self.counts: dict[str, int] = {}

    def shard_loaded(self, partition: int, took_ms: int, records: int) -> None:
        self.loaded.append((partition, records))

    def write_failed(self, partition: int, error: int) -> None:
        self.failed.append(error)

    def count(self, name: str, n: int) -> None:
        self.counts[name] = self.counts.get(name, 0) + n


def error(code: int) -> str:
    return f"error {E.name_of(code)}"


class Toy:
    def __init__(self, records: list[Record] | None = None, on_active: Any = None) -> None:
        self.reactor = ManualReactor()
        self.log = ScriptedLog(records)
        self.metrics = Metrics()
        self.runtime: CoordinatorRuntime[ToyShard] = CoordinatorRuntime(
            "ToyCoordinator",
            self.reactor,
            "__toy_state",
            self.log,
            ToySerde(),
            lambda partition: ToyShard(),
            self.metrics,
            write_timeout_ms=lambda: 1_000,
            load_buffer_bytes=lambda: 1 << 20,
            on_active=on_active,
        )

    def start(self) -> None:
        self.runtime.sync(0)
        self.reactor.advance(0)

    @property
    def shard(self) -> ToyShard:
        return self.runtime.hosts[0].shard

    def set(self, key: str, value: str | None) -> Any:
        def op(shard: ToyShard, ctx: OpContext) -> str:
            ctx.write((key, value))
            ctx.count("sets")
            return f"set {key}"

        return self.runtime.write(0, op, error)

    def read(self, key: str) -> Any:
        def op(shard: ToyShard, ctx: OpContext) -> str:
            return f"{key}={shard.values.get(key)}"

        return self.runtime.write(0, op, error)


def answer(d: Any) -> Any:
    if isinstance(d, Deferred):
        return d.result() if d.done else "(waiting)"
    return d


def test_a_shard_loads_by_replay_and_is_active_once_the_hwm_reaches_the_loaded_end() -> None:
    toy = Toy([("a", "1"), ("b", "2"), ("a", "3"), ("c", "4"), ("c", None)])
    toy.log.hwm = 3
    toy.start()
    host = toy.runtime.hosts[0]
    assert host.state is ShardState.LOADING and host.load_pos == 5  # replayed in three reads
    assert dict(toy.shard.values) == {"a": "3", "b": "2"}
    assert answer(toy.read("a")) == "error COORDINATOR_LOAD_IN_PROGRESS"
    toy.log.hwm = 5
    toy.reactor.advance(10)  # the load looks at the high watermark every 10 ms
    assert host.state is ShardState.ACTIVE and toy.metrics.loaded == [(0, 5)]
    assert answer(toy.read("a")) == "a=3"


def test_writes_answer_once_committed_in_write_order() -> None:
    toy = Toy()
    toy.start()
    first, second = toy.set("a", "1"), toy.set("b", "2")
    after = toy.read("a")  # no records: answered after the writes before it
    assert toy.shard.values == {"a": "1", "b": "2"}  # the working state: at once
    assert [answer(x) for x in (first, second, after)] == ["(waiting)"] * 3
    assert toy.shard.values.committed_get("a") is None  # not committed yet
    toy.log.commit(1)
    assert [answer(x) for x in (first, second, after)] == ["set a", "(waiting)", "(waiting)"]
    assert toy.shard.values.committed_get("a") == "1" and toy.shard.values.committed_get("b") is None
    toy.log.commit()
    assert [answer(x) for x in (first, second, after)] == ["set a", "set b", "a=1"]
    assert toy.metrics.counts == {"sets": 2}
    assert answer(toy.read("b")) == "b=2"  # nothing pending: at once


def test_a_refused_write_reverts_the_operation_and_runs_its_follow_up() -> None:
    toy = Toy()
    toy.start()
    toy.set("a", "1")
    toy.log.commit()
    replayed = toy.shard.replayed
    toy.log.refuse = int(E.NOT_ENOUGH_REPLICAS)
    follow_ups: list[int] = []

    def op(shard: ToyShard, ctx: OpContext) -> Any:
        ctx.write(("a", "2"))
        ctx.write(("b", "9"))
        shard.values.pop("a")  # a change without a record reverts too
        ctx.reply(12345, "never sent")
        ctx.schedule("t", 10, lambda s, c: follow_ups.append(-1))
        ctx.on_failure = lambda s, c, code: follow_ups.append(code)
        return "written"

    assert toy.runtime.write(0, op, error) == "error NOT_ENOUGH_REPLICAS"
    assert dict(toy.shard.values) == {"a": "1"} and toy.shard.replayed == replayed + 2
    assert follow_ups == [int(E.NOT_ENOUGH_REPLICAS)] and toy.metrics.failed == [int(E.NOT_ENOUGH_REPLICAS)]
    assert "t" not in toy.runtime.hosts[0].timers  # its timers were never set
    assert toy.runtime.hosts[0].active and len(toy.log.records) == 1  # nothing appended, nothing reloaded
    assert answer(toy.read("a")) == "a=1"


def test_leadership_loss_fails_pending_writes_and_parked_requests_with_not_coordinator() -> None:
    toy = Toy()
    toy.start()
    write = toy.set("a", "1")

    def park(shard: ToyShard, ctx: OpContext) -> Any:
        return PARKED

    parked = toy.runtime.write(0, park, error)
    assert answer(write) == answer(parked) == "(waiting)"
    toy.log.fail_waiting(int(E.NOT_LEADER_OR_FOLLOWER))  # the partition leader lost its leadership
    assert answer(write) == "error NOT_COORDINATOR" and answer(parked) == "error NOT_COORDINATOR"
    assert 0 in toy.runtime.hosts  # still the leader per the log: loaded again
    toy.log.epoch = None
    toy.runtime.sync(0)
    assert toy.runtime.hosts == {} and answer(toy.read("a")) == "error NOT_COORDINATOR"


def test_timers_run_operations_and_stop_with_the_shard() -> None:
    fired: list[int] = []

    def tick(shard: ToyShard, ctx: OpContext) -> None:
        fired.append(ctx.now_ms)
        ctx.write(("ticks", str(len(fired))))
        ctx.schedule("tick", ctx.now_ms + 100, tick)

    toy = Toy(on_active=lambda shard, ctx: ctx.schedule("tick", ctx.now_ms + 100, tick))
    toy.start()
    toy.reactor.advance(250)
    assert fired == [100, 200] and toy.shard.values["ticks"] == "2"
    toy.log.commit()
    toy.log.epoch = 6  # a new leader epoch at t=250: the shard is closed, a new one loads
    toy.runtime.sync(0)
    toy.reactor.advance(150)
    assert fired == [100, 200, 350]  # the old shard's timer (due at 300) died with it; the new one's from its load
    toy.log.epoch = None  # leadership moves away
    toy.runtime.sync(0)
    toy.reactor.advance(1_000)
    assert fired == [100, 200, 350]


def test_a_refused_timer_operation_runs_again() -> None:
    runs: list[int] = []

    def tick(shard: ToyShard, ctx: OpContext) -> None:
        runs.append(ctx.now_ms)
        ctx.write(("x", "1"))

    toy = Toy(on_active=lambda shard, ctx: ctx.schedule("tick", ctx.now_ms + 100, tick))
    toy.start()
    toy.log.refuse = int(E.NOT_ENOUGH_REPLICAS)
    toy.reactor.advance(1_000)
    assert runs == [100, 600] and toy.shard.values == {"x": "1"}  # refused, then again after 500 ms


def test_a_write_that_fails_after_its_append_catches_up_without_reloading() -> None:
    toy = Toy()
    toy.start()
    shard = toy.shard
    first, second = toy.set("a", "1"), toy.set("b", "2")
    toy.reactor.advance(1_000)  # no high watermark within the write timeout
    assert answer(first) == answer(second) == "error REQUEST_TIMED_OUT"
    assert toy.metrics.failed == [int(E.REQUEST_TIMED_OUT)]
    assert answer(toy.read("a")) == "error COORDINATOR_LOAD_IN_PROGRESS"  # catching up
    toy.log.commit()
    toy.reactor.advance(10)
    assert toy.shard is shard and shard.replayed == 2 and toy.metrics.loaded == [(0, 0)]  # no reload
    assert answer(toy.read("a")) == "a=1" and shard.values.committed_get("b") == "2"


@pytest.mark.parametrize("code", [int(E.NOT_ENOUGH_REPLICAS_AFTER_APPEND)])
def test_the_isr_falling_below_min_isr_after_the_append_catches_up_too(code: int) -> None:
    toy = Toy()
    toy.start()
    write = toy.set("a", "1")
    toy.log.fail_waiting(code)
    assert answer(write) == f"error {E.name_of(code)}"
    assert toy.runtime.hosts[0].state is ShardState.LOADING and toy.shard.values == {"a": "1"}
    toy.log.commit()
    toy.reactor.advance(10)
    assert answer(toy.read("a")) == "a=1"
