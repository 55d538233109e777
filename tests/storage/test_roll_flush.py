"""A rolled segment's fsync run off the owner's thread (`Log.flush_elsewhere`): the recovery point stays below the
rolled segment until that fsync and the flush after it completed, a power loss before then leaves a log that
recovers to a consistent prefix with everything below the recovery point intact, a segment that left the log
meanwhile is left alone, an I/O error takes the log offline, and a node's LogManager and reactor wire it up."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from kraftpy.protocol.records import iter_batches
from kraftpy.storage import Log, LogConfig, SimFileSystem
from kraftpy.storage.errors import LogDirFailureError
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.log_manager import LogManager

from .helpers import ManualClock, make_batch

DIR = "/data/t-0"
Job = tuple[Callable[[], None], Callable[[BaseException | None], None]]


def open_log(fs: SimFileSystem, jobs: list[Job] | None, segment_bytes: int = 600) -> Log:
    log = Log.open(fs, DIR, LogConfig.from_properties({"segment.bytes": str(segment_bytes)}), ManualClock())
    if jobs is not None:
        log.flush_elsewhere = lambda _log, work, done: jobs.append((work, done))
    return log


def fill(log: Log, n: int, first_tag: int = 0) -> None:
    for i in range(n):
        log.append_as_leader(make_batch(1, value_size=80, tag=first_tag + i), leader_epoch=0)


def test_without_flush_elsewhere_a_roll_fsyncs_at_once() -> None:
    log = open_log(SimFileSystem(), None)
    fill(log, 10)
    assert log.num_segments > 1
    assert log.recovery_point == log.active_segment.base_offset


def fill_until_rolls(log: Log, rolls: int) -> None:
    tag = 0
    while log.num_segments < rolls + 1:
        fill(log, 1, tag)
        tag += 1


def test_the_recovery_point_moves_once_the_fsync_elsewhere_and_the_flush_after_it_ran() -> None:
    fs = SimFileSystem()
    jobs: list[Job] = []
    log = open_log(fs, jobs)
    fill_until_rolls(log, 1)
    assert len(jobs) == 1
    rolled, active = log.segments
    assert log.recovery_point == 0  # the rolled segment is not durable yet
    work, done = jobs.pop()
    work()
    done(None)
    assert log.recovery_point == active.base_offset == rolled.next_offset


def test_completions_out_of_order_never_skip_an_unflushed_segment() -> None:
    fs = SimFileSystem()
    jobs: list[Job] = []
    log = open_log(fs, jobs)
    fill_until_rolls(log, 2)
    assert len(jobs) == 2
    second_base = log.segments[2].base_offset
    work2, done2 = jobs[1]
    work2()
    done2(None)  # the first rolled segment's fsync has not run: this flush does it, on the caller's thread
    assert log.recovery_point == second_base
    fs.power_loss(random.Random(1))
    recovered = Log.open(fs, DIR, log.config, ManualClock(), recovery_point=second_base)
    assert recovered.log_end_offset >= second_base  # nothing below the recovery point was lost
    work1, _done1 = jobs[0]
    with pytest.raises(OSError):
        work1()  # the process that ran it is gone


@pytest.mark.parametrize("seed", range(8))
def test_a_power_loss_before_the_fsync_ran_recovers_a_consistent_prefix(seed: int) -> None:
    fs = SimFileSystem()
    jobs: list[Job] = []
    log = open_log(fs, jobs)
    fill(log, 12)
    durable = log.recovery_point
    assert durable == 0 and jobs  # every rolled segment still waits for its fsync
    if seed % 2:  # some completed: the recovery point covers them
        for work, done in jobs[:2]:
            work()
            done(None)
        durable = log.recovery_point
        assert durable > 0
    fs.power_loss(random.Random(seed))
    recovered = Log.open(fs, DIR, log.config, ManualClock(), recovery_point=durable)
    end = recovered.log_end_offset
    assert end >= durable
    offsets = []
    offset = 0
    while offset < end:
        r = recovered.read(offset, 10_000)
        got = [h.base_offset for _pos, h in iter_batches(r.records)]
        offsets += got
        offset = got[-1] + 1
    assert offsets == list(range(end))  # a prefix, in order, no holes


def test_a_segment_that_left_the_log_meanwhile_is_left_alone() -> None:
    jobs: list[Job] = []
    log = open_log(SimFileSystem(), jobs)
    fill_until_rolls(log, 1)
    assert len(jobs) == 1
    log.truncate_to(2)  # the rolled segment is the active one again, cut
    work, done = jobs.pop()
    work()
    done(None)
    assert log.recovery_point <= 2
    jobs.clear()
    log2 = open_log(SimFileSystem(), jobs)
    fill_until_rolls(log2, 1)
    log2.truncate_fully_and_start_at(100)
    work, done = jobs.pop()
    done(None)  # the segment is gone: nothing happens
    assert log2.recovery_point == 100


def test_an_io_error_of_the_fsync_takes_the_log_offline() -> None:
    jobs: list[Job] = []
    log = open_log(SimFileSystem(), jobs)
    fill_until_rolls(log, 1)
    _work, done = jobs.pop()
    with pytest.raises(LogDirFailureError, match="flushing a rolled segment"):
        done(OSError(5, "Input/output error"))
    assert log.offline


def test_a_log_manager_runs_the_fsync_through_its_offload_and_fails_the_dir_on_error(tmp_path: Path) -> None:
    threads: list[int] = []
    failures: list[str] = []

    def offload(work: Callable[[], None], done: Callable[[BaseException | None], None]) -> None:
        error: list[BaseException | None] = [None]

        def run() -> None:
            threads.append(threading.get_ident())
            try:
                work()
            except BaseException as e:  # handed to done, as the node's reactor does
                error[0] = e

        t = threading.Thread(target=run)
        t.start()
        t.join()
        done(error[0])

    d = str(tmp_path / "logs")
    manager = LogManager(
        RealFileSystem(),
        [d],
        clock=ManualClock(),
        default_config=LogConfig.from_properties({"segment.bytes": "600"}),
    )
    manager.offload = offload
    manager.on_dir_failure = lambda dir_, reason: failures.append(dir_)
    manager.startup()
    log = manager.get_or_create_log("t", 0)
    fill(log, 9)
    assert threads and all(t != threading.get_ident() for t in threads)
    assert log.recovery_point == log.segments[-1].base_offset  # both rolled segments flushed, then advanced

    later: list[Callable[[BaseException | None], None]] = []
    manager.offload = lambda work, done: later.append(done)
    segments = log.num_segments
    tag = 9
    while log.num_segments == segments:
        fill(log, 1, tag)
        tag += 1
    assert len(later) == 1 and not failures
    later[0](OSError(5, "Input/output error"))  # the fsync failed on its thread
    assert failures == [d] and ("t", 0) not in manager.logs


def test_the_node_reactor_runs_offloaded_work_on_a_thread_and_answers_on_the_loop() -> None:
    from kraftpy.node.aio import AsyncioReactor

    async def main() -> None:
        reactor = AsyncioReactor(1, None, {})  # type: ignore[arg-type]
        loop_thread = threading.get_ident()
        seen: list[tuple[str, int, object]] = []
        finished = asyncio.Event()

        def work() -> None:
            seen.append(("work", threading.get_ident(), None))

        def bad() -> None:
            raise OSError(5, "Input/output error")

        def done(error: BaseException | None) -> None:
            seen.append(("done", threading.get_ident(), error))
            if sum(1 for s in seen if s[0] == "done") == 2:
                finished.set()

        reactor.offload(work, done)
        reactor.offload(bad, done)
        await asyncio.wait_for(finished.wait(), 10)
        assert next(s for s in seen if s[0] == "work")[1] != loop_thread
        dones = [s for s in seen if s[0] == "done"]
        assert all(s[1] == loop_thread for s in dones)
        errors = [s[2] for s in dones]
        assert None in errors and any(isinstance(e, OSError) for e in errors)

    asyncio.run(main())
