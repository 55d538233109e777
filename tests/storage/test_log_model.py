"""Stateful model test: a Log under random appends, reads, rolls, truncations, DeleteRecords, flushes,
checkpoints, process crashes, power losses and clean restarts on the simulated file system, checked against an
in-memory model.

After every recovery the log must be a prefix of what was appended (byte for byte, from its log start offset),
must include everything the log had reported as flushed, must never return a batch with a bad CRC, and its leader
epoch cache must describe exactly the batches it holds.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from kraftpy.protocol.records import (
    crc_is_valid,
    iter_batches,
    patch_base_offset,
    patch_partition_leader_epoch,
)
from kraftpy.storage import Log, LogConfig, LogManager, RecordBatchTooLargeError, SimFileSystem

from .helpers import ManualClock, make_batch

LOG_DIR = "/data/kafka-logs"
TOPIC = "t"


@dataclass(slots=True)
class ModelBatch:
    base: int
    last: int
    epoch: int
    data: bytes  # the bytes the log must hold: producer bytes with the offset and epoch patched


class LogMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.fs = SimFileSystem()
        self.clock = ManualClock()
        self.batches: list[ModelBatch] = []
        self.start = 0  # model log start offset
        self.leo = 0
        self.epoch = 0
        self.flushed = 0  # offset up to which an explicit flush returned
        self.tag = 0
        self.recoveries = 0

    # ------------------------------------------------------------------------------------------- setup

    @initialize(
        segment_bytes=st.sampled_from([300, 700, 2000]),
        flush_messages=st.sampled_from([None, None, 7]),
        interval=st.sampled_from([0, 120, 4096]),
    )
    def setup(self, segment_bytes: int, flush_messages: int | None, interval: int) -> None:
        props: dict[str, object] = {
            "segment.bytes": segment_bytes,
            "index.interval.bytes": interval,
            "retention.ms": -1,
            "file.delete.delay.ms": 0,
        }
        if flush_messages:
            props["flush.messages"] = flush_messages
        self.config = LogConfig.from_properties(props)
        self.manager = self._new_manager()
        self.manager.startup()
        self.log = self.manager.get_or_create_log(TOPIC, 0)

    def _new_manager(self) -> LogManager:
        return LogManager(self.fs, [LOG_DIR], clock=self.clock, default_config=self.config)

    # ------------------------------------------------------------------------------------------- rules

    @rule(
        sizes=st.lists(st.tuples(st.integers(1, 4), st.integers(0, 120)), min_size=1, max_size=3),
        bump=st.booleans(),
    )
    def append(self, sizes: list[tuple[int, int]], bump: bool) -> None:
        if bump:
            self.epoch += 1
        produced = []
        for n, value_size in sizes:
            self.tag += 1
            produced.append(make_batch(n, timestamp=1000 + self.tag, value_size=value_size, tag=self.tag))
        if sum(len(b) for b in produced) > self.config.segment_bytes:
            with pytest.raises(RecordBatchTooLargeError):
                self.log.append_as_leader(b"".join(produced), leader_epoch=self.epoch)
            return
        info = self.log.append_as_leader(b"".join(produced), leader_epoch=self.epoch)
        assert info.first_offset == self.leo
        for batch, (n, _size) in zip(produced, sizes, strict=True):
            data = bytearray(batch)
            patch_base_offset(data, 0, self.leo)
            patch_partition_leader_epoch(data, 0, self.epoch)
            self.batches.append(ModelBatch(self.leo, self.leo + n - 1, self.epoch, bytes(data)))
            self.leo += n
        assert info.last_offset == self.leo - 1
        assert self.log.log_end_offset == self.leo

    @precondition(lambda self: self.leo > self.start)
    @rule(where=st.floats(0, 1), max_bytes=st.integers(1, 1500), bound=st.none() | st.floats(0, 1))
    def read(self, where: float, max_bytes: int, bound: float | None) -> None:
        offset = self.start + int((self.leo - self.start) * where)
        max_offset = None if bound is None else offset + int((self.leo - offset) * bound)
        result = self.log.read(offset, max_bytes, max_offset=max_offset)
        data = bytes(result.records)
        if offset == self.leo:
            assert data == b""
            return
        i = next(i for i, b in enumerate(self.batches) if b.last >= offset)
        got = list(iter_batches(data))
        if max_offset is not None and (offset >= max_offset or self.batches[i].base >= max_offset):
            assert data == b""  # nothing below the high watermark bound
            return
        assert got, "at least one batch"
        assert sum(h.size for _p, h in got) == len(data)  # whole batches only
        assert len(got) == 1 or len(data) <= max_bytes
        assert max_offset is None or all(h.base_offset < max_offset for _p, h in got)
        for k, (pos, _h) in enumerate(got):
            assert crc_is_valid(data, pos)
            expected = self.batches[i + k]
            assert data[pos : pos + len(expected.data)] == expected.data

    @rule()
    def roll(self) -> None:
        self.log.roll()
        assert self.log.log_end_offset == self.leo

    @rule()
    def flush(self) -> None:
        self.log.flush()
        self.flushed = self.leo
        assert self.log.recovery_point == self.leo

    @rule()
    def checkpoint(self) -> None:
        self.manager.checkpoint_recovery_points()
        self.manager.checkpoint_log_start_offsets()

    @precondition(lambda self: self.leo > 0)
    @rule(where=st.floats(0, 1))
    def truncate(self, where: float) -> None:
        target = int(self.leo * where)
        first_base = self.log.segments[0].base_offset
        self.manager.truncate_to({(TOPIC, 0): target})
        if target >= self.leo:
            return
        if target < first_base:  # below every segment: the log starts over at the target
            self.batches = []
            self.start = self.leo = target
        else:
            self.batches = [b for b in self.batches if b.last < target]
            # batches below the first segment (lost with a log that started over) are not in the log
            self.leo = max(self.batches[-1].last + 1 if self.batches else first_base, first_base)
            self.start = min(self.start, self.leo)
        self.flushed = min(self.flushed, self.leo)
        assert self.log.log_end_offset == self.leo
        assert self.log.log_start_offset == self.start

    @precondition(lambda self: self.leo > self.start)
    @rule(where=st.floats(0, 1))
    def delete_records(self, where: float) -> None:
        target = self.start + int((self.leo - self.start) * where)
        self.log.update_high_watermark(self.leo)
        self.manager.maybe_increment_log_start_offset(TOPIC, 0, target)
        self.log.delete_old_segments()
        self.start = max(self.start, target)
        assert self.log.log_start_offset == self.start
        assert self.log.segments[0].base_offset <= self.start

    @rule()
    def process_crash(self) -> None:
        """kill -9: the page cache survives, so nothing may be lost."""
        self.fs.crash()
        self._recover(lose_nothing=True)

    @rule(seed=st.integers(0, 2**32 - 1))
    def power_loss(self, seed: int) -> None:
        """Power cut: whatever was not fsynced may be lost, whole or torn."""
        self.fs.power_loss(random.Random(seed))
        self._recover(lose_nothing=False)

    @rule(epoch=st.integers(-1, 100), then_power_loss=st.booleans(), seed=st.integers(0, 1000))
    def clean_restart(self, epoch: int, then_power_loss: bool, seed: int) -> None:
        self.manager.shutdown(broker_epoch=epoch)
        if then_power_loss:  # a clean shutdown made everything durable
            self.fs.power_loss(random.Random(seed))
        self.manager = self._new_manager()
        self.manager.startup()
        assert self.manager.previous_broker_epoch == epoch
        assert self.manager.had_clean_shutdown[LOG_DIR]
        log = self.manager.get_log(TOPIC, 0)
        assert log is not None
        self.log = log
        self._check_log(lose_nothing=True)

    # ----------------------------------------------------------------------------------------- recovery

    def _recover(self, *, lose_nothing: bool) -> None:
        durable = max(self.log.recovery_point, self.flushed)
        self.manager = self._new_manager()
        self.manager.startup()
        assert not self.manager.offline_partitions, self.manager.offline_partitions
        assert self.manager.previous_broker_epoch is None  # no marker: an unclean shutdown
        assert not self.manager.had_clean_shutdown[LOG_DIR]
        log = self.manager.get_log(TOPIC, 0)
        assert log is not None
        self.log = log
        self.recoveries += 1
        if lose_nothing:
            self._check_log(lose_nothing=True)
        else:
            assert log.log_end_offset >= durable, (log.log_end_offset, durable)
            self._check_log(lose_nothing=False)

    def _check_log(self, *, lose_nothing: bool) -> None:
        log = self.log
        leo = log.log_end_offset
        if lose_nothing:
            assert leo == self.leo
        assert leo <= self.leo
        # DeleteRecords and truncations checkpoint the start offset at once: it never goes back
        assert log.log_start_offset == self.start
        # the data: from the log start, byte-identical batches of the model, with valid CRCs
        by_base = {b.base: b for b in self.batches}
        expected_next = None
        for seg, h in log.iter_batches():
            model = by_base.get(h.base_offset)
            assert model is not None, f"unexpected batch at offset {h.base_offset}"
            data = seg.pread(h.position, h.size)
            assert data == model.data
            assert crc_is_valid(data, 0)
            if expected_next is not None:
                assert h.base_offset == expected_next
            expected_next = h.last_offset + 1
        if expected_next is not None:
            assert expected_next == leo
        # adopt what survived
        self.batches = [b for b in self.batches if b.last < leo]
        self.leo = leo
        self.start = log.log_start_offset
        self.flushed = min(self.flushed, leo)
        self.epoch = max([self.epoch, *(e for e, _o in log.epoch_cache.entries)])
        # the epoch cache describes the batches held
        assert log.epoch_cache.entries == self._expected_epochs()

    def _expected_epochs(self) -> list[tuple[int, int]]:
        entries: list[tuple[int, int]] = []
        for b in self.batches:
            if not entries or entries[-1][0] != b.epoch:
                entries.append((b.epoch, b.base))
        start = self.start
        kept = [(e, o) for e, o in entries if o > start]
        below = [(e, o) for e, o in entries if o <= start]
        if below and (self.leo > start):
            kept.insert(0, (below[-1][0], start))
        return [(e, o) for e, o in kept if o < self.leo]

    # ---------------------------------------------------------------------------------------- invariants

    @invariant()
    def offsets_agree(self) -> None:
        if not hasattr(self, "log"):
            return
        assert self.log.log_end_offset == self.leo
        assert self.log.log_start_offset == self.start
        assert self.log.recovery_point <= self.leo


LogMachine.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestLogModel = LogMachine.TestCase


@pytest.mark.soak
def test_log_model_soak() -> None:
    """Many more runs of the model (``pytest -m soak``; ``KRAFTPY_SOAK_EXAMPLES`` sets how many, default 1500)."""
    from hypothesis.stateful import run_state_machine_as_test

    examples = int(os.environ.get("KRAFTPY_SOAK_EXAMPLES", "1500"))
    run_state_machine_as_test(
        LogMachine,
        settings=settings(
            max_examples=examples, stateful_step_count=80, deadline=None, suppress_health_check=[HealthCheck.too_slow]
        ),
    )


def test_model_exercises_power_loss_recovery() -> None:
    """A fixed scenario so the model's crash path is known to run: unflushed data past the last roll is lost or
    torn, flushed data survives."""
    fs = SimFileSystem()
    clock = ManualClock()
    cfg = LogConfig.from_properties({"segment.bytes": "400", "retention.ms": "-1"})
    outcomes = set()
    for seed in range(30):
        fs = SimFileSystem()
        manager = LogManager(fs, [LOG_DIR], clock=clock, default_config=cfg)
        manager.startup()
        log = manager.get_or_create_log(TOPIC, 0)
        for i in range(12):
            log.append_as_leader(make_batch(2, value_size=50, tag=i), leader_epoch=1)
        flushed = log.recovery_point
        assert 0 < flushed < log.log_end_offset
        fs.power_loss(random.Random(seed))
        manager = LogManager(fs, [LOG_DIR], clock=clock, default_config=cfg)
        manager.startup()
        recovered = manager.get_log(TOPIC, 0)
        assert isinstance(recovered, Log)
        assert flushed <= recovered.log_end_offset <= 24
        outcomes.add(recovered.log_end_offset)
    assert len(outcomes) > 1
