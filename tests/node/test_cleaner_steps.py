"""The log cleaner's steps on a node's loop (`LogTasks`, time sliced): each step ends once the slice is spent, and
while a log needs cleaning and the node has other work the next one waits so that the cleaner has at most
`CLEANER_LOOP_SHARE` of the loop; with nothing else to do the steps follow each other at once. Time here is a fake:
the reactor's milliseconds move by hand, the steps' timer moves a fixed tick each time it is read (the cleaner reads
it after every batch) and the process's CPU time moves as each test says, so every figure is exact."""

from __future__ import annotations

import itertools
import math

import pytest

from kraftpy.node.config import config_from_properties
from kraftpy.node.data_plane import (
    CLEANER_IDLE_CPU_MS,
    CLEANER_LOOP_SHARE,
    CLEANER_SLICE_MS,
    LogTasks,
    cleaner_rest_ms,
)
from kraftpy.sim.manual import ManualReactor
from tests.storage.cleaner_helpers import compacted_log, latest_per_key, read_all

TICK_S = 0.0003  # seconds a read of the steps' timer takes


class TickingTimer:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += TICK_S
        return self.now


class BusyCpu:
    """The process's CPU seconds when other work runs between any two readings."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 2 * CLEANER_IDLE_CPU_MS / 1000
        return self.now


def node_config() -> object:
    return config_from_properties(
        {
            "process.roles": "broker",
            "node.id": "1",
            "controller.quorum.voters": "9@localhost:9093",
            "controller.listener.names": "CONTROLLER",
            "listeners": "PLAINTEXT://localhost:9092",
            "inter.broker.listener.name": "PLAINTEXT",
            "log.dirs": "/data",
        }
    )


def test_rest_after_a_step() -> None:
    assert cleaner_rest_ms(1.0, 0.25) == 3
    assert cleaner_rest_ms(1.01, 0.25) == 4  # whole milliseconds, rounded up
    assert cleaner_rest_ms(2.0, 0.5) == 2
    assert cleaner_rest_ms(0.0) == 0


def run_cleaning(seed: int, cpu: object) -> tuple[list[tuple[int, float, bool]], object, list[object]]:
    """A cleaning on LogTasks' steps: (reactor ms at each step's start, the step's seconds, busy after it), the log,
    and its records before."""
    _fs, _clock, manager, log, before = compacted_log(seed, batches=80, keys=10)
    reactor = ManualReactor()
    timer = TickingTimer()
    tasks = LogTasks(reactor, manager, node_config(), timer=timer, cpu=cpu)  # type: ignore[arg-type]
    cleaner = tasks.cleaner
    assert cleaner is not None
    steps: list[tuple[int, float, bool]] = []  # (reactor ms at the start, the step's seconds, busy after it)
    step = cleaner.step

    def traced(*args: object, **kwargs: object) -> int:
        at, t0 = reactor.now_ms(), timer.now
        delay = step(*args, **kwargs)  # type: ignore[arg-type]
        steps.append((at, timer.now - t0, cleaner.busy))
        return delay

    cleaner.step = traced  # type: ignore[method-assign]
    for _ in range(2000):
        reactor.advance(1)
        if cleaner.cleanings:
            break
    tasks.close()
    assert cleaner.cleanings == 1
    # the cleaning itself is the cleaner's: every key's latest record kept
    after = {r.offset: r for r in read_all(log, 0)}
    for r in latest_per_key(before).values():
        assert after.get(r.offset) == r
    return steps, log, before  # type: ignore[return-value]


@pytest.mark.parametrize("seed", [1, 2])
def test_steps_end_with_the_slice_and_rest_for_the_loop_share_while_the_node_is_busy(seed: int) -> None:
    steps, _log, _before = run_cleaning(seed, BusyCpu())
    busy_steps = [s for s in steps if s[2]]
    assert len(busy_steps) >= 10  # the cleaning took many steps
    for _at, secs, _busy in steps:
        # the deadline is read after every batch: a step ends within a tick of its slice
        assert secs <= CLEANER_SLICE_MS / 1000 + TICK_S + 1e-9
    for (at, secs, busy), (next_at, _, _) in itertools.pairwise(steps):
        if busy:
            # the step as LogTasks timed it: one more read of the timer after the cleaner's last
            rest = cleaner_rest_ms((secs + TICK_S) * 1000)
            assert rest >= math.ceil(CLEANER_SLICE_MS * (1 - CLEANER_LOOP_SHARE) / CLEANER_LOOP_SHARE)
            assert next_at - at >= rest


def test_steps_follow_each_other_while_the_node_has_nothing_else_to_do() -> None:
    steps, _log, _before = run_cleaning(3, lambda: 5.0)
    busy = [s for s in steps if s[2]]
    assert len(busy) >= 10
    for _at, secs, _busy in steps:
        assert secs <= CLEANER_SLICE_MS / 1000 + TICK_S + 1e-9
    # the first step of the cleaning rests (no step before it to compare with), then none does
    assert steps[-1][0] - steps[1][0] <= 1


def test_a_node_that_gets_work_again_rests_again() -> None:
    readings = {"n": 0}

    def cpu() -> float:  # idle for the first 20 readings (10 steps), then busy
        readings["n"] += 1
        return 0.0 if readings["n"] <= 20 else readings["n"] * 2 * CLEANER_IDLE_CPU_MS / 1000

    steps, _log, _before = run_cleaning(4, cpu)
    assert len(steps) > 20
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(steps) if a[2]]
    assert all(g <= 1 for g in gaps[1:9])  # back to back while idle
    assert all(g >= cleaner_rest_ms(CLEANER_SLICE_MS) for g in gaps[12:])  # resting once busy
