"""The log cleaner's rules one by one (issue 30): the dirtiest log first, the compaction lags, producers' last
batches, transactions (the aborted ones from the log's transaction index), the offset map's
bound, uncleanable partitions, the throttle, aborts when the log changes under a cleaning, the checkpoint,
compact+delete, small segments grouped, readers of old segments, followers replicating a compacted log, and the
cleaned files in `kraftpy dump-log`."""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path

import pytest

from kraftpy.protocol.records import build_end_txn_marker, iter_batches
from kraftpy.storage import Log, LogConfig, LogConfigError, LogManager, RealFileSystem, SimFileSystem
from kraftpy.storage.cleaner import CLEANER_CHECKPOINT, CleanerConfig, LogCleaner, NoTransactions
from kraftpy.storage.cleaner_records import AbortedTxn

from .cleaner_helpers import (
    LOG_DIR,
    TOPIC,
    Rec,
    append_records,
    compact_config,
    compacted_log,
    latest_per_key,
    new_cleaner,
    new_manager,
    random_log,
    read_all,
)
from .helpers import ManualClock

DAY = 86_400_000
TP = (TOPIC, 0)


def batches_of(log: Log) -> list:  # type: ignore[type-arg]
    out = []
    for seg in log.segments:
        data = seg.pread(0, seg.size)
        out += [h for _pos, h in iter_batches(data)]
    return out


def assert_latest_kept(before: list[Rec], log: Log) -> None:
    after = {r.offset: r for r in read_all(log)}
    for r in latest_per_key(before).values():
        assert after.get(r.offset) == r


# ============================================================================================ choosing a log


def test_dirtiest_log_first_and_the_ratio_threshold() -> None:
    clock = ManualClock()
    fs = SimFileSystem()
    m = new_manager(fs, clock, compact_config(min_cleanable_dirty_ratio=0.5))
    dirty = m.get_or_create_log("dirty", 0)
    half = m.get_or_create_log("half", 0)
    for log, n in ((dirty, 40), (half, 40)):
        random_log(log, random.Random(n), clock, batches=n, keys=5)
        log.roll()
        log.update_high_watermark(log.log_end_offset)
    cleaner = new_cleaner(m, clock)
    first = cleaner.grab_filthiest()
    assert first is not None and first.ratio == 1.0
    cleaner.clean_until_idle()
    assert set(cleaner.checkpoints) == {("dirty", 0), ("half", 0)}
    # a little new data: below the ratio, nothing to do
    append_records(dirty, [(b"key-1", b"x")], clock())
    dirty.roll()
    dirty.update_high_watermark(dirty.log_end_offset)
    ltc = cleaner.log_to_clean(("dirty", 0), dirty, clock())
    assert 0 < ltc.ratio < 0.5
    assert cleaner.grab_filthiest() is None


def test_active_segment_and_beyond_the_high_watermark_are_never_cleaned() -> None:
    _fs, clock, m, log, before = compacted_log(5)
    log.update_high_watermark(log.segments[2].base_offset)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    end = cleaner.checkpoints[TP]
    assert end <= log.segments[-1].base_offset and end <= log.high_watermark
    after = read_all(log, 0)
    assert [r for r in after if r.offset >= end] == [r for r in before if r.offset >= end]


def test_min_compaction_lag_keeps_young_segments_dirty() -> None:
    clock = ManualClock()
    m = new_manager(SimFileSystem(), clock, compact_config(min_compaction_lag_ms=60_000))
    log = m.get_or_create_log(TOPIC, 0)
    random_log(log, random.Random(1), clock, batches=20, keys=4)  # old enough once the clock moves on
    clock.advance(120_000)
    young_start = log.log_end_offset
    log.roll()
    random_log(log, random.Random(2), clock, batches=20, keys=4)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    assert cleaner.checkpoints[TP] <= young_start


def test_max_compaction_lag_forces_a_cleaning_below_the_ratio() -> None:
    clock = ManualClock()
    m = new_manager(SimFileSystem(), clock, compact_config(min_cleanable_dirty_ratio=0.99, max_compaction_lag_ms=1000))
    log = m.get_or_create_log(TOPIC, 0)
    for i in range(30):  # distinct keys: a big clean section once cleaned
        append_records(log, [(b"b%d-%d" % (i, j), b"1") for j in range(5)], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner = new_cleaner(m, clock)
    assert cleaner.clean_until_idle() == 1  # 100% dirty
    append_records(log, [(b"b0-0", b"2")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    clock.advance(500)
    assert cleaner.log_to_clean(TP, log, clock()).ratio < 0.1
    assert cleaner.grab_filthiest() is None
    clock.advance(1000)
    ltc = cleaner.grab_filthiest()
    assert ltc is not None and ltc.max_compaction_delay_ms == 500
    assert cleaner.clean_until_idle() == 1


# ============================================================================================ what is kept


def test_idempotent_producers_keep_their_last_batch_as_an_empty_one() -> None:
    clock = ManualClock()
    m = new_manager(SimFileSystem(), clock)
    log = m.get_or_create_log(TOPIC, 0)
    append_records(log, [(b"a", b"1"), (b"b", b"1")], clock(), producer=(7, 3, 0))
    last = append_records(log, [(b"a", b"2"), (b"b", b"2")], clock(), producer=(7, 3, 2))
    append_records(log, [(b"c", b"1")], clock() - 2 * DAY, producer=(8, 0, 0))  # an expired producer
    append_records(log, [(b"a", b"3"), (b"b", b"3"), (b"c", b"3")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    new_cleaner(m, clock).clean_until_idle()
    by_pid = {h.producer_id: h for h in batches_of(log) if h.producer_id >= 0}
    assert set(by_pid) == {7}
    kept = by_pid[7]
    assert (kept.base_offset, kept.last_offset, kept.records_count) == (last[0].offset, last[1].offset, 0)
    assert (kept.producer_epoch, kept.base_sequence, kept.last_sequence) == (3, 2, 3)
    assert [r.value for r in read_all(log, 0)] == [b"3", b"3", b"3"]


def test_batches_keep_boundaries_sequences_and_timestamps_as_kafka() -> None:
    clock = ManualClock()
    m = new_manager(SimFileSystem(), clock)
    log = m.get_or_create_log(TOPIC, 0)
    recs = append_records(log, [(b"a", b"1"), (b"b", b"1"), (b"c", b"1")], 5000, producer=(9, 0, 0), compression=4)
    append_records(log, [(b"a", b"2"), (b"b", None)], 9000)  # b deleted: its tombstone gets a horizon
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    new_cleaner(m, clock).clean_until_idle()
    first, second = batches_of(log)
    assert (first.base_offset, first.last_offset, first.records_count) == (0, 2, 1)  # only c, boundaries kept
    assert (first.producer_id, first.base_sequence, first.last_sequence, first.compression) == (9, 0, 2, 4)
    assert (first.base_timestamp, first.max_timestamp) == (5002, 5002)  # Kafka: the first kept record's timestamp
    assert second.delete_horizon_ms == clock() + DAY and second.records_count == 2
    assert [(r.offset, r.value, r.timestamp) for r in read_all(log, 0)] == [
        (2, b"1", recs[2].timestamp),
        (3, b"2", 9000),
        (4, None, 9001),
    ]


class Txns(NoTransactions):
    """A broker's view of the transactions: a last stable offset given by the test."""

    def __init__(self, lso: int) -> None:
        self.lso = lso

    def last_stable_offset(self, log: Log) -> int:
        return self.lso


def txn_entries(log: Log) -> list[tuple[int, list[AbortedTxn]]]:
    """(base offset, transaction index entries) of the segments that have any."""
    return [(s.base_offset, list(s.txn_index.entries)) for s in log.segments if s.txn_index.entries]


def marker(log: Log, commit: bool, pid: int, ts: int) -> int:
    data = build_end_txn_marker(commit=commit, producer_id=pid, producer_epoch=0, coordinator_epoch=1, timestamp=ts)
    return log.append_as_leader(bytearray(data), leader_epoch=0).first_offset


def control_offsets(log: Log) -> list[int]:
    return [h.base_offset for h in batches_of(log) if h.is_control and h.records_count]


def test_aborted_transactions_and_markers_go_as_kafka_removes_them() -> None:
    clock = ManualClock()
    m = new_manager(SimFileSystem(), clock)
    log = m.get_or_create_log(TOPIC, 0)
    old = clock() - 2 * DAY  # producers long expired: nothing kept for their sake
    aborted = append_records(log, [(b"x", b"aborted")], old, producer=(1, 0, 0), transactional=True)
    committed = append_records(log, [(b"y", b"committed")], old, producer=(2, 0, 0), transactional=True)
    abort_at = marker(log, False, 1, old)
    commit_at = marker(log, True, 2, old)
    append_records(log, [(b"z", b"plain")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    entry = AbortedTxn(1, aborted[0].offset, abort_at, abort_at)
    log.append_aborted_transaction(entry)  # what the broker records when it appends the ABORT marker
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    assert [r.value for r in read_all(log, 0)] == [b"committed", b"plain"]  # the aborted data went
    assert control_offsets(log) == [abort_at, commit_at]  # both markers met data of their transaction
    # the cleaned segment keeps the ABORT marker, and so the index entry (its files went through the swap)
    assert txn_entries(log) == [(0, [entry])]
    assert log.aborted_transactions(0, log.log_end_offset) == [entry]
    # the committed data is superseded; the next cleanings see transactions without data: horizons, then gone
    append_records(log, [(b"y", b"later")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner.clean_until_idle()

    def horizons() -> dict[int, int | None]:
        return {h.base_offset: h.delete_horizon_ms for h in batches_of(log) if h.is_control}

    # the aborted transaction had no data left in this pass: its marker gets a horizon and its index entry goes;
    # the committed one still had (this pass removed it): its marker waits for the next pass, as in Kafka
    assert horizons() == {abort_at: clock() + DAY, commit_at: None}
    assert txn_entries(log) == []
    assert committed[0].offset not in {r.offset for r in read_all(log, 0)}
    abort_horizon = clock() + DAY
    clock.advance(1000)
    append_records(log, [(b"v", b"1")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner.clean_until_idle()
    assert horizons() == {abort_at: abort_horizon, commit_at: clock() + DAY}
    clock.advance(DAY - 1000)  # the abort marker's horizon passed, not the commit marker's
    append_records(log, [(b"w", b"1")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner.clean_until_idle()
    assert control_offsets(log) == [commit_at]
    clock.advance(1000)
    append_records(log, [(b"w", b"2")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner.clean_until_idle()
    assert control_offsets(log) == []


def test_cleaning_stops_at_the_last_stable_offset() -> None:
    _fs, clock, m, log, before = compacted_log(3)
    lso = log.segments[1].base_offset + 1
    cleaner = LogCleaner(m, CleanerConfig(), clock=clock, transactions=Txns(lso))
    cleaner.startup()
    cleaner.clean_until_idle()
    end = cleaner.checkpoints[TP]
    assert end <= lso
    assert [r for r in read_all(log, 0) if r.offset >= end] == [r for r in before if r.offset >= end]


def test_a_full_offset_map_cleans_in_several_rounds() -> None:
    _fs, clock, m, log, before = compacted_log(11, batches=80, keys=200)
    cleaner = new_cleaner(m, clock, dedupe_buffer_size=3000, io_buffer_load_factor=1.0)
    rounds = cleaner.clean_until_idle()
    assert rounds > 2
    assert cleaner.checkpoints[TP] == log.active_segment.base_offset
    assert_latest_kept(before, log)
    assert cleaner.last_stats[-1].buffer_utilization <= 1.0


# ============================================================================================ failures


def test_an_uncleanable_partition_is_logged_once_and_the_others_go_on(caplog: pytest.LogCaptureFixture) -> None:
    clock = ManualClock()
    fs = SimFileSystem()
    m = new_manager(fs, clock)
    bad = m.get_or_create_log("bad", 0)
    good = m.get_or_create_log("good", 0)
    for log in (bad, good):
        random_log(log, random.Random(4), clock, batches=30, keys=5)
        log.roll()
        log.update_high_watermark(log.log_end_offset)
    seg = bad.segments[1]
    with fs.open(seg.log_path, write=True) as fh:  # flip a byte inside a record: the CRC no longer matches
        fh.pwrite(bytes([fh.pread(100, 1)[0] ^ 0xFF]), 100)
    cleaner = new_cleaner(m, clock)
    with caplog.at_level(logging.ERROR, logger="kraftpy.storage.cleaner"):
        cleaner.clean_until_idle()
        for _ in range(3):
            append_records(bad, [(b"key-1", b"x")] * 5, clock())
            bad.roll()
            bad.update_high_watermark(bad.log_end_offset)
            cleaner.clean_until_idle()
    errors = [r for r in caplog.records if "uncleanable" in r.getMessage()]
    assert len(errors) == 1 and "bad-0" in errors[0].getMessage()
    assert ("good", 0) in cleaner.checkpoints and ("bad", 0) not in cleaner.checkpoints
    count, size = cleaner.uncleanable_by_dir()[LOG_DIR]
    assert count == 1 and size > 0
    assert not [n for n in fs.listdir(f"{LOG_DIR}/bad-0") if n.endswith(".cleaned")]


def test_truncation_during_a_cleaning_aborts_it_and_lowers_the_checkpoint() -> None:
    fs, clock, m, log, _before = compacted_log(6)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    checkpoint = cleaner.checkpoints[TP]
    random_log(log, random.Random(7), clock, batches=40, keys=15)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner.wake()
    cleaner.step(max_bytes=3000)
    while not any(n.endswith(".cleaned") for n in fs.listdir(f"{LOG_DIR}/{TOPIC}-0")):
        assert cleaner.busy
        cleaner.step(max_bytes=300)
    target = checkpoint - 3
    log.truncate_to(target)
    cleaner.step(max_bytes=500)
    assert cleaner.aborted == 1 and not cleaner.busy
    assert not [n for n in fs.listdir(f"{LOG_DIR}/{TOPIC}-0") if n.endswith((".cleaned", ".swap"))]
    assert cleaner.checkpoints[TP] <= log.log_end_offset <= target
    assert (
        fs.read_file(f"{LOG_DIR}/{CLEANER_CHECKPOINT}").split(b"\n")[2].split()[2]
        == str(cleaner.checkpoints[TP]).encode()
    )


def test_retention_or_deletion_during_a_cleaning_aborts_it() -> None:
    _fs, clock, m, log, _ = compacted_log(8)
    cleaner = new_cleaner(m, clock)
    cleaner.step(max_bytes=200)
    assert cleaner.busy
    log.maybe_increment_log_start_offset(log.segments[1].base_offset)
    log.delete_old_segments()
    cleaner.step(max_bytes=200)
    assert cleaner.aborted == 1
    cleaner.clean_until_idle()
    assert cleaner.checkpoints[TP] == log.active_segment.base_offset
    cleaner.checkpoints.clear()
    cleaner.wake()
    cleaner.step(max_bytes=200)
    assert cleaner.busy
    m.async_delete(TOPIC, 0)
    cleaner.step(max_bytes=200)
    assert not cleaner.busy and cleaner.aborted == 2
    assert TP not in cleaner.checkpoints and cleaner.clean_until_idle() == 0


def test_the_throttle_spaces_steps_out() -> None:
    _fs, clock, m, _log, _ = compacted_log(9)
    cleaner = LogCleaner(m, CleanerConfig(max_io_bytes_per_second=10_000), clock=clock, monotonic=clock)
    cleaner.startup()
    delay = cleaner.step(max_bytes=5_000)
    assert 300 <= delay <= 1000
    waited = delay
    while cleaner.busy:
        clock.advance(delay)
        delay = cleaner.step(max_bytes=5_000)
        waited += delay
    total = cleaner.last_stats[-1].bytes_read + cleaner.last_stats[-1].map_bytes_read
    assert waited >= 0.8 * total * 1000 / 10_000


def test_steps_are_bounded_and_deterministic() -> None:
    def run() -> tuple[int, list[tuple[int, bytes]]]:
        _fs, clock, m, log, _ = compacted_log(10)
        cleaner = new_cleaner(m, clock)
        steps = 0
        while cleaner.step(max_bytes=2_000) == 0 or cleaner.busy:
            steps += 1
            assert steps < 10_000
        return steps, [(s.base_offset, s.pread(0, s.size)) for s in log.segments]

    first = run()
    assert first[0] > 5
    assert run() == first


# ============================================================================================ on disk


def test_the_checkpoint_survives_a_restart() -> None:
    fs, clock, m, _log, _ = compacted_log(12)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    end = cleaner.checkpoints[TP]
    m.shutdown()
    m2 = new_manager(fs, clock)
    again = new_cleaner(m2, clock)
    assert again.checkpoints == {TP: end}
    log2 = m2.get_log(TOPIC, 0)
    assert log2 is not None
    log2.update_high_watermark(log2.log_end_offset)
    assert again.log_to_clean(TP, log2, clock()).first_dirty == end
    assert again.clean_until_idle() == 0


def test_small_cleaned_segments_are_grouped_up_to_segment_bytes() -> None:
    _fs, clock, m, log, before = compacted_log(13, batches=120, keys=4)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    many = log.num_segments
    before += append_records(log, [(b"key-1", b"z")], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner.clean_until_idle()
    assert log.num_segments < many / 3
    assert all(s.size <= log.config.segment_bytes for s in log.segments)
    assert_latest_kept(before, log)


def test_compact_delete_also_applies_retention() -> None:
    clock = ManualClock()
    m = new_manager(SimFileSystem(), clock, compact_config(cleanup_policy=("compact", "delete"), retention_ms=DAY))
    log = m.get_or_create_log(TOPIC, 0)
    random_log(log, random.Random(1), clock, batches=30, keys=5)
    log.roll()
    clock.advance(2 * DAY)
    newer = random_log(log, random.Random(2), clock, batches=30, keys=5)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    assert log.delete_old_segments() > 0
    assert log.log_start_offset >= newer[0].offset
    assert_latest_kept(newer, log)


def test_readers_of_old_segments_keep_their_bytes(tmp_path: Path) -> None:
    fs = RealFileSystem()
    clock = ManualClock()
    m = LogManager(fs, [str(tmp_path)], clock=clock, default_config=compact_config())
    m.startup()
    log = m.get_or_create_log(TOPIC, 0)
    random_log(log, random.Random(3), clock, batches=40, keys=5)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    old = log.segments[1]
    expected = old.pread(0, old.size)
    fetched = log.read(old.base_offset, 1 << 20, region=True, region_min_bytes=1)
    before = bytes(log.read(old.base_offset, 1 << 20).records)
    new_cleaner(m, clock).clean_until_idle()  # file.delete.delay.ms=0: the old files are gone at once
    assert old not in log.segments
    assert not os.path.exists(old.log_path) or Path(old.log_path).read_bytes() != expected  # gone, or replaced
    region = fetched.records
    assert not isinstance(region, memoryview)
    assert region.read() == expected == before
    region.close()
    m.shutdown()


def test_dump_log_shows_a_compacted_segment_with_gaps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from kraftpy.tools.dump_log import main

    fs = RealFileSystem()
    clock = ManualClock()
    m = LogManager(fs, [str(tmp_path)], clock=clock, default_config=compact_config(segment_bytes=100_000))
    m.startup()
    log = m.get_or_create_log(TOPIC, 0)
    for i in range(20):
        append_records(log, [(b"k%d" % (i % 3), b"v%d" % i)], clock(), producer=(5, 0, i) if i == 18 else None)
    append_records(log, [(b"k0", None)], clock())
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    new_cleaner(m, clock).clean_until_idle()
    m.shutdown()
    path = str(tmp_path / f"{TOPIC}-0" / "00000000000000000000.log")
    assert main(["--files", path, "--print-data-log"]) == 0
    text = capsys.readouterr().out
    offsets = [int(line.split("offset: ")[1].split()[0]) for line in text.splitlines() if line.startswith("| offset")]
    assert offsets == [17, 19, 20]
    assert "count: 0" in text  # the producer's last batch, kept empty
    assert f"deleteHorizonMs: OptionalLong[{clock() + DAY}]" in text
    assert main(["--files", path, "--verify"]) == 0, capsys.readouterr()


# ============================================================================================ followers


def test_a_follower_replicates_a_compacted_log_and_cleans_its_own() -> None:
    fs, clock, m, leader, _before = compacted_log(14)
    new_cleaner(m, clock).clean_until_idle()
    follower = m.get_or_create_log("follower", 0)
    while follower.log_end_offset < leader.log_end_offset:  # what replica fetchers do, gaps and all
        data = leader.read(follower.log_end_offset, 700).records
        follower.append_as_follower(bytes(data))
    assert follower.log_end_offset == leader.log_end_offset
    assert read_all(follower, 0) == read_all(leader, 0)
    # the leader goes on, both clean on their own: the records still agree
    more = random_log(leader, random.Random(15), clock, batches=30, keys=15)
    leader.roll()
    while follower.log_end_offset < leader.log_end_offset:
        follower.append_as_follower(bytes(leader.read(follower.log_end_offset, 700).records))
    follower.roll()
    for log in (leader, follower):
        log.update_high_watermark(log.log_end_offset)
    new_cleaner(m, clock).clean_until_idle()
    assert read_all(follower, 0) == read_all(leader, 0)
    assert_latest_kept(more, follower)
    assert fs.exists(f"{LOG_DIR}/{CLEANER_CHECKPOINT}")


# ============================================================================================ settings


def test_compaction_settings_are_topic_configs_with_checks() -> None:
    c = LogConfig.from_properties(
        {"min.cleanable.dirty.ratio": "0.25", "delete.retention.ms": "5", "min.compaction.lag.ms": "7"}
    )
    assert (c.min_cleanable_dirty_ratio, c.delete_retention_ms, c.min_compaction_lag_ms) == (0.25, 5, 7)
    assert LogConfig.from_properties(c.to_properties()) == c
    for key, value in (
        ("min.cleanable.dirty.ratio", "1.5"),
        ("min.cleanable.dirty.ratio", "x"),
        ("delete.retention.ms", "-1"),
        ("max.compaction.lag.ms", "0"),
    ):
        with pytest.raises(LogConfigError, match=key.replace(".", r"\.")):
            LogConfig.from_properties({key: value})


def test_cleaner_settings_are_node_configs_with_checks(tmp_path: Path) -> None:
    from kraftpy.node.config import ConfigError, config_from_properties
    from kraftpy.node.data_plane import cleaner_config

    base = {
        "process.roles": "broker,controller",
        "node.id": "1",
        "controller.listener.names": "CONTROLLER",
        "listeners": "PLAINTEXT://127.0.0.1:9092,CONTROLLER://127.0.0.1:9093",
        "controller.quorum.voters": "1@127.0.0.1:9093",
        "log.dirs": str(tmp_path),
    }
    cfg = cleaner_config(config_from_properties(base))
    assert cfg == CleanerConfig(max_io_bytes_per_second=cfg.max_io_bytes_per_second)
    assert cfg.max_io_bytes_per_second > 1e300
    custom = cleaner_config(
        config_from_properties({**base, "log.cleaner.threads": "2", "log.cleaner.io.max.bytes.per.second": "1e6"})
    )
    assert (custom.threads, custom.max_io_bytes_per_second) == (2, 1e6)
    for key, value in (
        ("log.cleaner.threads", "-1"),
        ("log.cleaner.dedupe.buffer.size", "x"),
        ("log.cleaner.enable", "maybe"),
    ):
        with pytest.raises(ConfigError) as info:
            config_from_properties({**base, key: value})
        assert key in str(info.value) and "\n" not in str(info.value)


def test_metrics_name_kafkas_cleaner_gauges() -> None:
    from kraftpy.metrics.cleaner import log_cleaner_collector

    _fs, clock, m, _log, _ = compacted_log(16)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    families = {f.name: f for f in log_cleaner_collector(lambda: cleaner).collect()}
    for name in (
        "kafka_log_logcleaner_cleaner_recopy_percent",
        "kafka_log_logcleaner_max_clean_time_secs",
        "kafka_log_logcleanermanager_max_dirty_percent",
        "kafka_log_logcleanermanager_time_since_last_run_ms",
        "kafka_log_logcleanermanager_uncleanable_partitions_count",
        "kafka_log_logcleanermanager_uncleanable_bytes",
    ):
        assert name in families, name
    recopy = families["kafka_log_logcleaner_cleaner_recopy_percent"].samples[0].value
    assert 0 < recopy < 100
    dirs = families["kafka_log_logcleanermanager_uncleanable_partitions_count"].samples
    assert [(s.labels, s.value) for s in dirs] == [({"logDirectory": LOG_DIR}, 0.0)]
    none = {f.name: f for f in log_cleaner_collector(lambda: None).collect()}
    assert none["kafka_log_logcleaner_cleanings"].samples[0].value == 0
