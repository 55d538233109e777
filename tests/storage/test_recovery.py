"""Crash recovery: torn tails on real files, corruption in the middle, trusted clean loads, index rebuilds."""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.protocol.records import crc_is_valid, iter_batches
from kraftpy.storage import CorruptLogError, Log, LogConfig, RealFileSystem, SimFileSystem

from .helpers import ManualClock, make_batch

CFG = LogConfig.from_properties({"segment.bytes": "1200", "index.interval.bytes": "150"})


def build_log(root: str, n_batches: int = 40, *, flush_every: int = 0) -> tuple[Log, list[bytes]]:
    """A log of `n_batches` batches (2 records each) over several segments; returns it and the stored batches."""
    fs = RealFileSystem()
    log = Log.open(fs, f"{root}/topic-0", CFG, ManualClock())
    for i in range(n_batches):
        log.append_as_leader(make_batch(2, value_size=40 + (i * 7) % 50, tag=i), leader_epoch=1 + i // 15)
        if flush_every and i % flush_every == flush_every - 1:
            log.flush()
    data = [bytes(log.read(2 * i, 1).records) for i in range(n_batches)]
    return log, data


def check_prefix(log: Log, expected: list[bytes]) -> int:
    """The log holds exactly a prefix of `expected` (each batch byte-identical, CRC valid); return its length."""
    n = 0
    offset = log.log_start_offset
    while offset < log.log_end_offset:
        records = bytes(log.read(offset, 1).records)
        assert records == expected[n]
        assert crc_is_valid(records, 0)
        n += 1
        offset += 2
    assert log.log_end_offset == 2 * n
    return n


def expected_epochs(n_batches: int) -> list[tuple[int, int]]:
    entries: list[tuple[int, int]] = []
    for i in range(n_batches):
        epoch = 1 + i // 15
        if not entries or entries[-1][0] != epoch:
            entries.append((epoch, 2 * i))
    return entries


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut_fraction=st.floats(0, 1), zeros=st.sampled_from([0, 0, 7, 100]))
def test_torn_tail_of_real_files_is_truncated(cut_fraction: float, zeros: int) -> None:
    """Cut the active segment at a random byte (and maybe add zeros, as ext4 can after a crash): recovery keeps
    exactly the whole batches before the cut, rebuilds the indexes and the epoch cache."""
    root = tempfile.mkdtemp(prefix="kraftpy-torn-")
    try:
        log, expected = build_log(root)
        recovery_point = log.recovery_point
        active = log.active_segment.log_path
        first_active = log.active_segment.base_offset // 2
        log.close_handles()  # the process dies without flushing
        size = os.path.getsize(active)
        cut = int(size * cut_fraction)
        with open(active, "r+b") as f:
            f.truncate(cut)
            f.seek(cut)
            f.write(b"\x00" * zeros)
        with open(active, "rb") as f:
            damaged = f.read()
        whole = 0  # batches still intact (a zero may happen to restore a cut-off zero byte)
        pos = 0
        for i in range(first_active, len(expected)):
            if damaged[pos : pos + len(expected[i])] != expected[i]:
                break
            whole += 1
            pos += len(expected[i])
        recovered = Log.open(RealFileSystem(), f"{root}/topic-0", CFG, ManualClock(), recovery_point=recovery_point)
        n = check_prefix(recovered, expected)
        assert n == first_active + whole
        assert os.path.getsize(active) == pos  # the torn bytes are gone
        assert recovered.epoch_cache.entries == expected_epochs(n)
        assert recovered.recovery_point == min(recovery_point, recovered.log_end_offset)
        seg = recovered.active_segment
        for i in range(seg.offset_index.entries):  # rebuilt index entries point at their batches
            o, p = seg.offset_index.entry(i)
            h = next(iter_batches(seg.pread(p, 1000), allow_partial=True))[1]
            assert h.last_offset == o
        recovered.append_as_leader(make_batch(1), leader_epoch=9)  # and the log carries on
        assert recovered.log_end_offset == 2 * n + 1
        recovered.close()
    finally:
        shutil.rmtree(root)


def test_corruption_in_the_middle_takes_the_log_offline_without_truncating(tmp_path: object) -> None:
    log, expected = build_log(str(tmp_path))
    seg = log.segments[1]
    path = seg.log_path
    log.close()
    size = os.path.getsize(path)
    position = len(expected[seg.base_offset // 2])  # the second batch of segment 1
    with open(path, "r+b") as f:
        f.seek(position + 70)  # inside its records: the CRC no longer matches
        byte = f.read(1)
        f.seek(position + 70)
        f.write(bytes([byte[0] ^ 0x40]))
    with pytest.raises(CorruptLogError) as ei:
        Log.open(RealFileSystem(), f"{tmp_path}/topic-0", CFG, ManualClock(), recovery_point=0)
    err = ei.value
    assert err.path == path and err.position == position
    assert f"at byte {position}" in str(err) and "CRC" in str(err)
    assert os.path.getsize(path) == size  # nothing was truncated


def test_damaged_length_field_followed_by_data_is_not_a_torn_tail(tmp_path: object) -> None:
    log, expected = build_log(str(tmp_path), 10)
    path = log.active_segment.log_path
    log.close()
    with open(path, "r+b") as f:  # batch 3 claims to be huge: it looks like a partial batch at first sight
        pos = sum(len(b) for b in expected[:3])
        f.seek(pos + 8)
        f.write((10**6).to_bytes(4, "big"))
    with pytest.raises(CorruptLogError, match="valid batch follows"):
        Log.open(RealFileSystem(), f"{tmp_path}/topic-0", CFG, ManualClock(), recovery_point=0)


def test_corrupt_tail_without_data_after_it_is_truncated(tmp_path: object) -> None:
    log, expected = build_log(str(tmp_path), 10)
    path = log.active_segment.log_path
    log.close()
    with open(path, "r+b") as f:  # flip a byte in the last batch
        f.seek(-5, os.SEEK_END)
        b = f.read(1)
        f.seek(-5, os.SEEK_END)
        f.write(bytes([b[0] ^ 1]))
    recovered = Log.open(RealFileSystem(), f"{tmp_path}/topic-0", CFG, ManualClock(), recovery_point=0)
    assert check_prefix(recovered, expected) == 9


def test_torn_non_last_segment_followed_by_data_is_offline(tmp_path: object) -> None:
    log, _expected = build_log(str(tmp_path))
    assert log.num_segments >= 3
    path = log.segments[0].log_path
    log.close()
    with open(path, "r+b") as f:
        f.truncate(os.path.getsize(path) - 10)
    with pytest.raises(CorruptLogError, match="later segment"):
        Log.open(RealFileSystem(), f"{tmp_path}/topic-0", CFG, ManualClock(), recovery_point=0)


def test_clean_shutdown_trusts_indexes_and_reads_little() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    cfg = LogConfig.from_properties({"segment.bytes": "100000", "index.interval.bytes": "500"})
    log = Log.open(fs, "/d/t-0", cfg, clock)
    for i in range(300):
        log.append_as_leader(make_batch(3, tag=i), leader_epoch=1)
    log.flush()
    log.close()
    total = sum(fs.file_size(f"/d/t-0/{n}") for n in fs.listdir("/d/t-0") if n.endswith(".log"))
    before = fs.stats.bytes_read
    clean = Log.open(fs, "/d/t-0", cfg, clock, recovery_point=900, had_clean_shutdown=True)
    clean_read = fs.stats.bytes_read - before
    assert clean.log_end_offset == 900 and clean.recovery_point == 900
    clean.close()
    before = fs.stats.bytes_read
    unclean = Log.open(fs, "/d/t-0", cfg, clock, recovery_point=0)
    unclean_read = fs.stats.bytes_read - before
    assert unclean.log_end_offset == 900
    assert unclean_read >= total
    assert clean_read < total / 10


def test_missing_or_garbage_indexes_are_rebuilt() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log = Log.open(fs, "/d/t-0", CFG, clock)
    for i in range(30):
        log.append_as_leader(make_batch(2, tag=i), leader_epoch=1)
    log.flush()
    entries = [s.offset_index.entries for s in log.segments]
    first = log.segments[0]
    log.close()
    fs.remove(first.offset_index.path)
    with fs.open(log.segments[1].time_index.path, write=True) as f:
        f.append(b"\x01\x02\x03")  # no longer a multiple of 12
    reopened = Log.open(fs, "/d/t-0", CFG, clock, recovery_point=60, had_clean_shutdown=True)
    assert [s.offset_index.entries for s in reopened.segments] == entries
    assert fs.exists(first.offset_index.path)
    assert reopened.fetch_offset_by_timestamp(1001).offset == 1


def test_unreadable_epoch_checkpoint_is_rebuilt_from_the_log() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log = Log.open(fs, "/d/t-0", CFG, clock)
    for i in range(40):
        log.append_as_leader(make_batch(2, tag=i), leader_epoch=1 + i // 15)
    log.flush()
    log.close()
    fs.write_atomic("/d/t-0/leader-epoch-checkpoint", b"garbage\n")
    reopened = Log.open(fs, "/d/t-0", CFG, clock, recovery_point=80, had_clean_shutdown=True)
    assert reopened.epoch_cache.entries == expected_epochs(40)
    assert fs.read_file("/d/t-0/leader-epoch-checkpoint").startswith(b"0\n3\n")


def test_leftover_files_are_cleaned_and_swap_files_refused() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log = Log.open(fs, "/d/t-0", CFG, clock)
    log.append_as_leader(make_batch(2), leader_epoch=1)
    log.close()
    for name in (
        "00000000000000000099.log.deleted",
        "00000000000000000098.index",
        "x.tmp",
        "00000000000000000007.log.cleaned",
    ):
        fs.write_atomic(f"/d/t-0/{name}", b"junk")
    reopened = Log.open(fs, "/d/t-0", CFG, clock)
    names = fs.listdir("/d/t-0")
    assert not [n for n in names if n.endswith((".deleted", ".tmp", ".cleaned")) or n.startswith("0000000000000000009")]
    reopened.close()
    fs.write_atomic("/d/t-0/00000000000000000000.log.swap", b"")
    with pytest.raises(CorruptLogError, match="swap"):
        Log.open(fs, "/d/t-0", CFG, clock)


def test_log_end_below_checkpointed_start_starts_over() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log = Log.open(fs, "/d/t-0", CFG, clock)
    for i in range(5):
        log.append_as_leader(make_batch(2, tag=i), leader_epoch=1)
    log.close()
    reopened = Log.open(fs, "/d/t-0", CFG, clock, log_start_offset=50)
    assert (reopened.log_start_offset, reopened.log_end_offset) == (50, 50)
    assert reopened.epoch_cache.entries == []
