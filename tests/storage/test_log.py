"""The partition Log: appends, reads, rolls, lookups, truncation, retention, flush policy."""

from __future__ import annotations

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records import (
    BatchTooLargeError,
    RecordBatchBuilder,
    crc_is_valid,
    decode_batch,
    iter_batches,
    validate_batches,
)
from kraftpy.storage import (
    EARLIEST_TIMESTAMP,
    LATEST_TIMESTAMP,
    MAX_TIMESTAMP,
    InvalidOffsetError,
    Log,
    LogConfig,
    OffsetOutOfRangeError,
    RecordBatchTooLargeError,
    SimFileSystem,
)

from .helpers import ManualClock, make_batch

DIR = "/data/t-0"


def open_log(fs: SimFileSystem | None = None, clock: ManualClock | None = None, **props: object) -> Log:
    fs = fs or SimFileSystem()
    clock = clock or ManualClock()
    cfg = LogConfig.from_properties({k.replace("_", "."): v for k, v in props.items()})
    return Log.open(fs, DIR, cfg, clock)


def batches_of(data: memoryview | bytes) -> list[tuple[int, int]]:
    """(base offset, last offset) of each batch in `data`."""
    return [(h.base_offset, h.last_offset) for _pos, h in iter_batches(data)]


def test_append_assigns_offsets_and_stamps_the_epoch_without_breaking_crcs() -> None:
    log = open_log()
    info = log.append_as_leader(make_batch(3, base_offset=999), leader_epoch=5)
    assert (info.first_offset, info.last_offset, info.num_batches) == (0, 2, 1)
    buf = bytearray(make_batch(2) + make_batch(4))
    info = log.append_as_leader(buf, leader_epoch=5)
    assert (info.first_offset, info.last_offset, info.num_batches) == (3, 8, 2)
    assert log.log_end_offset == 9
    data = log.read(0, 10_000).records
    assert batches_of(data) == [(0, 2), (3, 4), (5, 8)]
    for pos, h in iter_batches(data):
        assert h.partition_leader_epoch == 5
        assert crc_is_valid(data, pos)
    records = decode_batch(data, 0).records
    assert [r.offset for r in records] == [0, 1, 2]
    assert buf[:8] == (3).to_bytes(8, "big")  # a bytearray is patched in place


@pytest.mark.parametrize("timestamp_type", ["CreateTime", "LogAppendTime"])
def test_read_only_input_is_written_as_a_patched_copy_would_be_and_left_untouched(timestamp_type: str) -> None:
    # the same appends from bytearrays (patched in place) and from read-only buffers (received requests: the
    # patched batch prefixes and the untouched rest go out in one gathered write) give the same log
    appends = [
        make_batch(3, timestamp=50, base_offset=77, partition_leader_epoch=9),
        make_batch(2, timestamp=40, tag=1) + make_batch(4, timestamp=90, tag=2) + make_batch(1, timestamp=90, tag=3),
        make_batch(1, timestamp=10, tag=4),
    ]
    fs_rw, fs_ro = SimFileSystem(), SimFileSystem()
    clock = ManualClock()
    log_rw = open_log(fs_rw, clock, index_interval_bytes="50", message_timestamp_type=timestamp_type)
    log_ro = open_log(fs_ro, clock, index_interval_bytes="50", message_timestamp_type=timestamp_type)
    for log in (log_rw, log_ro):
        log.assign_epoch_start_offset(3, 0)
    infos = []
    for i, data in enumerate(appends):
        original = bytes(data)
        ro: bytes | memoryview = data if i % 2 else memoryview(data)
        assert isinstance(ro, bytes) or ro.readonly
        writes = fs_ro.stats.writes
        info_ro = log_ro.append_as_leader(ro, leader_epoch=3)
        assert fs_ro.stats.writes == writes + 1
        info_rw = log_rw.append_as_leader(bytearray(data), leader_epoch=3)
        assert info_ro == info_rw
        assert bytes(ro) == original
        infos.append(info_ro)
    # the second append: batches at offsets 3-4, 5-8 (the largest timestamp, 93) and 9
    assert (infos[1].first_offset, infos[1].last_offset, infos[1].num_batches) == (3, 9, 3)
    if timestamp_type == "CreateTime":
        assert (infos[1].max_timestamp, infos[1].offset_of_max_timestamp, infos[1].log_append_time) == (93, 8, -1)
    else:
        assert (infos[1].max_timestamp, infos[1].offset_of_max_timestamp) == (clock(), 4)
    log_rw.flush()
    log_ro.flush()
    for seg_rw, seg_ro in zip(log_rw.segments, log_ro.segments, strict=True):
        for path_rw, path_ro in (
            (seg_rw.log_path, seg_ro.log_path),
            (seg_rw.offset_index.path, seg_ro.offset_index.path),
            (seg_rw.time_index.path, seg_ro.time_index.path),
        ):
            assert fs_rw.read_file(path_rw) == fs_ro.read_file(path_ro)
    data = log_ro.read(0, 10_000).records
    assert batches_of(data) == [(0, 2), (3, 4), (5, 8), (9, 9), (10, 10)]
    for pos, h in iter_batches(data, verify_crc=True):
        assert h.partition_leader_epoch == 3
        assert crc_is_valid(data, pos)


def test_one_write_per_append_and_no_index_writes_on_the_append_path() -> None:
    fs = SimFileSystem()
    log = open_log(fs, index_interval_bytes="100")
    log.append_as_leader(make_batch(2), leader_epoch=0)  # the first append of an epoch checkpoints the epoch
    before = fs.stats.writes
    for i in range(50):
        log.append_as_leader(make_batch(2, tag=i), leader_epoch=0)
    assert fs.stats.writes - before == 50
    assert log.active_segment.offset_index.entries > 10  # entries are kept, written at flush
    log.flush()
    assert fs.file_size(log.active_segment.offset_index.path) == 8 * log.active_segment.offset_index.entries


def test_log_append_time_rewrites_timestamps_and_crc() -> None:
    clock = ManualClock(5_000_000)
    log = open_log(clock=clock, message_timestamp_type="LogAppendTime")
    info = log.append_as_leader(make_batch(3, timestamp=10), leader_epoch=0)
    assert info.log_append_time == 5_000_000
    data = log.read(0, 1000).records
    assert crc_is_valid(data, 0)
    batch = decode_batch(data, 0)
    assert batch.header.timestamp_type == 1
    assert [r.timestamp for r in batch.records] == [5_000_000] * 3


def test_append_rejects_corrupt_and_oversized_batches() -> None:
    log = open_log(max_message_bytes="200", segment_bytes="1000")
    bad = bytearray(make_batch(1))
    bad[-1] ^= 0xFF
    with pytest.raises(CorruptRecordError):
        log.append_as_leader(bad, leader_epoch=0)
    with pytest.raises(BatchTooLargeError) as ei:
        log.append_as_leader(make_batch(1, value_size=300), leader_epoch=0)
    assert ei.value.error_code == ErrorCode.MESSAGE_TOO_LARGE
    many = b"".join(make_batch(2, value_size=60) for _ in range(10))
    with pytest.raises(RecordBatchTooLargeError) as ei2:
        log.append_as_leader(many, leader_epoch=0)
    assert ei2.value.error_code == ErrorCode.RECORD_LIST_TOO_LARGE
    assert log.log_end_offset == 0


def test_follower_append_keeps_offsets_and_epochs() -> None:
    leader = open_log()
    leader.append_as_leader(make_batch(2), leader_epoch=1)
    leader.append_as_leader(make_batch(2), leader_epoch=3)
    follower = open_log(SimFileSystem())
    data = bytes(leader.read(0, 10_000).records)
    follower.append_as_follower(data)
    assert follower.log_end_offset == 4
    assert follower.epoch_cache.entries == [(1, 0), (3, 2)]
    with pytest.raises(InvalidOffsetError):
        follower.append_as_follower(data)  # offsets below the log end
    assert bytes(follower.read(0, 10_000).records) == data


def test_read_returns_whole_batches_and_at_least_one() -> None:
    log = open_log()
    sizes = []
    for i in range(5):
        b = make_batch(2, value_size=50 + i * 10)
        sizes.append(len(b))
        log.append_as_leader(b, leader_epoch=0)
    r = log.read(0, sizes[0] + sizes[1] + 5)
    assert batches_of(r.records) == [(0, 1), (2, 3)]
    r = log.read(0, 10)  # smaller than one batch: the first batch anyway (minOneMessage)
    assert batches_of(r.records) == [(0, 1)]
    r = log.read(0, 10, min_one_message=False)
    assert len(r.records) == 0
    r = log.read(3, 10)  # an offset inside a batch returns that whole batch
    assert batches_of(r.records) == [(2, 3)]
    r = log.read(2, 100_000, max_offset=6)  # the high watermark bound
    assert batches_of(r.records) == [(2, 3), (4, 5)]
    assert len(log.read(10, 100).records) == 0  # the log end offset
    with pytest.raises(OffsetOutOfRangeError) as ei:
        log.read(11, 100)
    assert ei.value.error_code == ErrorCode.OFFSET_OUT_OF_RANGE


def test_roll_by_segment_bytes_and_reads_across_segments() -> None:
    log = open_log(segment_bytes="500")
    for i in range(20):
        log.append_as_leader(make_batch(1, value_size=80, tag=i), leader_epoch=0)
    assert log.num_segments > 3
    assert all(s.size <= 500 for s in log.segments)
    assert log.recovery_point == log.active_segment.base_offset  # rolled segments are flushed
    seen = []
    offset = 0
    while offset < log.log_end_offset:
        r = log.read(offset, 300)
        got = batches_of(r.records)
        assert got and got[0][0] == offset
        seen.extend(got)
        offset = got[-1][1] + 1
    assert seen == [(i, i) for i in range(20)]


def test_roll_by_segment_ms_uses_record_timestamps() -> None:
    log = open_log(segment_ms="1000")
    log.append_as_leader(make_batch(1, timestamp=10_000), leader_epoch=0)
    log.append_as_leader(make_batch(1, timestamp=10_900), leader_epoch=0)
    assert log.num_segments == 1
    log.append_as_leader(make_batch(1, timestamp=11_001), leader_epoch=0)
    assert log.num_segments == 2
    assert log.active_segment.base_offset == 2


def test_roll_when_the_offset_index_is_full() -> None:
    log = open_log(segment_index_bytes="16", index_interval_bytes="0")  # two entries
    for _ in range(6):
        log.append_as_leader(make_batch(1), leader_epoch=0)
    assert log.num_segments >= 2
    assert all(s.offset_index.entries <= 2 for s in log.segments)


def test_offset_lookup_via_the_sparse_index() -> None:
    log = open_log(index_interval_bytes="200")
    for i in range(100):
        log.append_as_leader(make_batch(3, tag=i), leader_epoch=0)
    seg = log.active_segment
    assert 10 < seg.offset_index.entries < 100
    data = bytes(log.read(0, 10**9).records)
    positions = {h.base_offset: pos for pos, h in iter_batches(data)}
    for offset in range(0, 300):
        base = offset - offset % 3
        assert log.offset_position(offset) == (0, positions[base])
    for i in range(seg.offset_index.entries):
        o, p = seg.offset_index.entry(i)
        assert positions[o - 2] == p  # each entry points at the batch whose last offset it names


def test_timestamp_lookup() -> None:
    log = open_log(index_interval_bytes="150", segment_bytes="3000")
    # timestamps go up by 10 per batch of 2 records, with one late (smaller) batch
    ts = 1_000
    for i in range(60):
        t = 500 if i == 30 else ts
        log.append_as_leader(make_batch(2, timestamp=t, tag=i), leader_epoch=2)
        ts += 10
    assert log.num_segments > 1
    all_batches = [(h.base_offset, h.max_timestamp) for _seg, h in log.iter_batches()]
    assert all_batches == [(2 * i, 501 if i == 30 else 1001 + 10 * i) for i in range(60)]

    def brute_force(target: int) -> int | None:
        for seg in log.segments:
            data = seg.pread(0, seg.size)
            for rec_batch in (decode_batch(data, pos) for pos, _ in iter_batches(data)):
                for r in rec_batch.records:
                    if r.timestamp >= target:
                        return r.offset
        return None

    for target in [0, 500, 999, 1000, 1001, 1005, 1295, 1300, 1301, 1500, 1590, 1591, 1600, 5000]:
        found = log.fetch_offset_by_timestamp(target)
        expected = brute_force(target)
        assert (found.offset if found else None) == expected, target
        if found:
            assert found.timestamp >= target
            assert found.leader_epoch == 2
    assert log.fetch_offset_by_timestamp(EARLIEST_TIMESTAMP).offset == 0
    assert log.fetch_offset_by_timestamp(LATEST_TIMESTAMP).offset == 120
    mx = log.fetch_offset_by_timestamp(MAX_TIMESTAMP)
    assert (mx.timestamp, mx.offset) == (1591, 119)


@pytest.mark.parametrize("compression", [0, 1, 4])
def test_max_timestamp_names_the_record_not_its_batch(compression: int) -> None:
    """ListOffsets MAX_TIMESTAMP answers the offset of the first record with the largest timestamp (Kafka 3.8 on,
    KAFKA-16310), also when that record sits in the middle of a (compressed) batch; a later batch with smaller
    timestamps does not change it."""
    log = open_log()
    log.append_as_leader(make_batch(2, timestamp=1_000), leader_epoch=0)  # offsets 0-1
    b = RecordBatchBuilder(compression=compression)
    for t in (5_000, 9_000, 7_000, 9_000):  # offsets 2-5: the first 9,000 is offset 3
        b.append(t, b"k", b"v")
    log.append_as_leader(b.build(), leader_epoch=0)
    log.append_as_leader(make_batch(2, timestamp=2_000), leader_epoch=1)  # offsets 6-7
    mx = log.fetch_offset_by_timestamp(MAX_TIMESTAMP)
    assert (mx.timestamp, mx.offset, mx.leader_epoch) == (9_000, 3, 0)


def test_epoch_cache_follows_appends_and_answers_offset_for_leader_epoch() -> None:
    log = open_log()
    for epoch in (1, 1, 3, 3, 3, 7):
        log.append_as_leader(make_batch(2), leader_epoch=epoch)
    assert log.epoch_cache.entries == [(1, 0), (3, 4), (7, 10)]
    assert log.end_offset_for_epoch(1) == (1, 4)
    assert log.end_offset_for_epoch(2) == (1, 4)
    assert log.end_offset_for_epoch(3) == (3, 10)
    assert log.end_offset_for_epoch(7) == (7, 12)
    assert log.end_offset_for_epoch(0) == (0, 0)
    assert log.end_offset_for_epoch(8) is None
    assert log.end_offset_for_epoch(-1) is None
    log.assign_epoch_start_offset(9, log.log_end_offset)  # a new leader before its first append
    assert log.end_offset_for_epoch(7) == (7, 12)


def test_truncate_to_removes_divergent_data_and_epochs() -> None:
    log = open_log(segment_bytes="400")
    for i in range(12):
        log.append_as_leader(make_batch(2, value_size=60, tag=i), leader_epoch=1 if i < 6 else 2)
    log.flush()
    log.update_high_watermark(24)
    assert log.num_segments > 2
    assert log.truncate_to(13)  # inside the batch 12-13: the whole batch goes
    assert log.log_end_offset == 12
    assert log.epoch_cache.entries == [(1, 0)]
    assert (log.recovery_point, log.high_watermark) == (12, 12)
    assert batches_of(log.read(10, 10**6).records)[-1] == (10, 11)
    assert not log.truncate_to(50)
    log.append_as_leader(make_batch(1), leader_epoch=3)
    assert log.log_end_offset == 13
    assert log.epoch_cache.entries == [(1, 0), (3, 12)]


def test_truncate_at_the_log_end_drops_an_epoch_led_without_records() -> None:
    log = open_log()
    log.append_as_leader(make_batch(2), leader_epoch=1)
    log.assign_epoch_start_offset(4, log.log_end_offset)  # led epoch 4, appended nothing, lost leadership
    assert log.epoch_cache.entries == [(1, 0), (4, 2)]
    assert not log.truncate_to(2)  # no records to remove ...
    assert log.epoch_cache.entries == [(1, 0)]  # ... but epoch 4 is not this replica's history any more
    assert log.log_end_offset == 2


def test_truncate_fully_and_start_at() -> None:
    log = open_log()
    log.append_as_leader(make_batch(5), leader_epoch=1)
    log.truncate_fully_and_start_at(100)
    assert (log.log_start_offset, log.log_end_offset, log.num_segments) == (100, 100, 1)
    assert log.epoch_cache.entries == []
    log.append_as_leader(make_batch(1), leader_epoch=2)
    assert batches_of(log.read(100, 1000).records) == [(100, 100)]
    with pytest.raises(OffsetOutOfRangeError):
        log.read(50, 100)


def test_retention_by_size_time_and_log_start_offset() -> None:
    clock = ManualClock(1_000_000)
    fs = SimFileSystem()
    log = open_log(
        fs, clock, segment_bytes="300", retention_bytes="700", retention_ms="10000", file_delete_delay_ms="5000"
    )
    for i in range(20):
        log.append_as_leader(make_batch(1, timestamp=1_000_000 + i, value_size=60, tag=i), leader_epoch=0)
    n_before = log.num_segments
    assert log.delete_old_segments() == 0  # nothing is below the high watermark yet
    log.update_high_watermark(log.log_end_offset)
    deleted = log.delete_old_segments()
    assert deleted > 0 and log.num_segments == n_before - deleted
    assert log.size_in_bytes <= 700 + 300
    assert log.log_start_offset == log.segments[0].base_offset > 0
    deleted_files = [n for n in fs.listdir(DIR) if n.endswith(".deleted")]
    assert deleted_files  # renamed first, removed after file.delete.delay.ms
    clock.advance(5000)
    log.delete_expired_files()
    assert not [n for n in fs.listdir(DIR) if n.endswith(".deleted")]
    # DeleteRecords: the start offset moves, the segments below it go at the next retention run
    with pytest.raises(OffsetOutOfRangeError):
        log.maybe_increment_log_start_offset(log.log_end_offset + 1)
    target = log.segments[-2].base_offset + 1
    assert log.maybe_increment_log_start_offset(target)
    assert log.log_start_offset == target
    log.delete_old_segments()
    assert log.segments[0].base_offset <= target < log.segments[0].next_offset
    with pytest.raises(OffsetOutOfRangeError):
        log.read(target - 1, 100)
    # time: everything older than retention.ms, including the active segment (rolled first)
    clock.advance(60_000)
    log.delete_old_segments()
    assert log.num_segments == 1 and log.active_segment.size == 0
    assert log.log_start_offset == log.log_end_offset == 20


def test_compact_only_logs_keep_data_beyond_retention() -> None:
    clock = ManualClock(1_000_000)
    log = open_log(clock=clock, segment_bytes="300", retention_ms="10", cleanup_policy="compact")
    for i in range(10):
        log.append_as_leader(make_batch(1, timestamp=1_000_000, value_size=60, tag=i), leader_epoch=0)
    log.update_high_watermark(10)
    clock.advance(100_000)
    assert log.delete_old_segments() == 0


def test_flush_messages_policy() -> None:
    fs = SimFileSystem()
    log = open_log(fs, flush_messages="4")
    log.append_as_leader(make_batch(2), leader_epoch=0)
    assert log.recovery_point == 0
    log.append_as_leader(make_batch(2), leader_epoch=0)
    assert log.recovery_point == 4
    assert fs.durable_size(log.active_segment.log_path) == log.active_segment.size


def test_flush_ms_policy() -> None:
    clock = ManualClock()
    log = open_log(clock=clock, flush_ms="1000")
    log.append_as_leader(make_batch(2), leader_epoch=0)
    assert not log.flush_if_needed()
    clock.advance(1000)
    assert log.flush_if_needed()
    assert log.recovery_point == 2
    assert not log.flush_if_needed()  # nothing new


def test_default_policy_relies_on_replication() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log = open_log(fs, clock)
    for _ in range(100):
        log.append_as_leader(make_batch(1), leader_epoch=0)
    clock.advance(10**9)
    assert not log.flush_if_needed()
    assert log.recovery_point == 0
    assert fs.durable_size(log.active_segment.log_path) == 0


def test_validated_headers_are_not_revalidated() -> None:
    log = open_log()
    buf = bytearray(make_batch(3))
    headers = validate_batches(buf, strict=True)
    info = log.append_as_leader(buf, leader_epoch=0, batches=headers)
    assert info.last_offset == 2


def test_follower_append_with_offset_gaps_rolls_at_the_gap_when_empty() -> None:
    log = open_log()
    log.append_as_follower(make_batch(2, base_offset=0, partition_leader_epoch=1))
    log.append_as_follower(make_batch(1, base_offset=10, partition_leader_epoch=1))  # a compacted gap
    assert log.log_end_offset == 11
    assert batches_of(log.read(2, 1000).records) == [(10, 10)]
    assert batches_of(log.read(5, 1000).records) == [(10, 10)]
    with pytest.raises(InvalidOffsetError):
        log.append_as_follower(make_batch(2, base_offset=20) + make_batch(1, base_offset=21))


def test_sequential_reads_use_the_read_hint_and_survive_truncation() -> None:
    fs = SimFileSystem()
    log = open_log(fs, index_interval_bytes="100000")  # no index entries: lookups scan from the start
    for i in range(30):
        log.append_as_leader(make_batch(1, tag=i), leader_epoch=0)
    offset = 0
    reads_before = fs.stats.reads
    size = len(make_batch(1))
    while offset < 30:
        got = batches_of(log.read(offset, size + 10).records)
        assert got == [(offset, offset)]
        offset += 1
    assert fs.stats.reads - reads_before <= 31  # one pread per sequential fetch
    log.truncate_to(10)
    log.append_as_leader(make_batch(3, tag=99), leader_epoch=0)
    assert batches_of(log.read(10, 1).records) == [(10, 12)]
