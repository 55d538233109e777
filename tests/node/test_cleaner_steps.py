"""The log cleaner's steps on a node's loop (`LogTasks`, time sliced): each step ends once the slice is spent, and
while a log needs cleaning the next one waits so that the cleaner has at most `CLEANER_LOOP_SHARE` of the loop.
Time here is a fake: the reactor's milliseconds move by hand and the steps' timer moves a fixed tick each time it is
read (the cleaner reads it after every batch), so every figure is exact."""

from __future__ import annotations

import itertools
import math

import pytest

from kraftpy.node.config import config_from_properties
from kraftpy.node.data_plane import CLEANER_LOOP_SHARE, CLEANER_SLICE_MS, LogTasks, cleaner_rest_ms
from kraftpy.sim.manual import ManualReactor
from tests.storage.cleaner_helpers import compacted_log, latest_per_key, read_all

TICK_S = 0.0003  # seconds a read of the steps' timer takes


class TickingTimer:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += TICK_S
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


@pytest.mark.parametrize("seed", [1, 2])
def test_steps_end_with_the_slice_and_rest_for_the_loop_share(seed: int) -> None:
    _fs, _clock, manager, log, before = compacted_log(seed, batches=80, keys=10)
    reactor = ManualReactor()
    timer = TickingTimer()
    tasks = LogTasks(reactor, manager, node_config(), timer=timer)  # type: ignore[arg-type]
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
    # the cleaning itself is the cleaner's: every key's latest record kept
    after = {r.offset: r for r in read_all(log, 0)}
    for r in latest_per_key(before).values():
        assert after.get(r.offset) == r
