"""Offset and time indexes: Kafka's binary entry formats, lookups, truncation, reload."""

from __future__ import annotations

import struct

import pytest

from kraftpy.storage import CorruptIndexError, OffsetIndex, SimFileSystem, TimeIndex


def fs_with_dir() -> SimFileSystem:
    fs = SimFileSystem()
    fs.makedirs("/p")
    return fs


def test_offset_index_format_lookup_and_reload() -> None:
    fs = fs_with_dir()
    idx = OffsetIndex.open(fs, "/p/00000000000000000100.index", 100, max_entries=10)
    for offset, position in [(104, 0), (110, 4096), (125, 8200)]:
        idx.append(offset, position)
    assert fs.file_size(idx.path) == 0  # nothing written before a flush
    idx.flush()
    assert fs.read_file(idx.path) == struct.pack(">iiiiii", 4, 0, 10, 4096, 25, 8200)
    assert idx.lookup(99) == (100, 0)  # below the first entry: the segment start
    assert idx.lookup(104) == (104, 0)
    assert idx.lookup(109) == (104, 0)
    assert idx.lookup(110) == (110, 4096)
    assert idx.lookup(10**6) == (125, 8200)
    idx.close()
    again = OffsetIndex.open(fs, idx.path, 100, max_entries=10)
    assert [again.entry(i) for i in range(again.entries)] == [(104, 0), (110, 4096), (125, 8200)]
    again.truncate_to(110)  # entries with offset >= 110 go, in the file too
    assert again.entries == 1 and fs.file_size(idx.path) == 8
    with pytest.raises(ValueError):
        again.append(104, 5000)  # offsets must increase


def test_offset_index_rejects_damaged_files() -> None:
    fs = fs_with_dir()
    fs.write_atomic("/p/0.index", b"\x00" * 12)
    with pytest.raises(CorruptIndexError, match="multiple of 8"):
        OffsetIndex.open(fs, "/p/0.index", 0, 10)
    fs.write_atomic("/p/1.index", struct.pack(">iiii", 10, 500, 5, 600))
    with pytest.raises(CorruptIndexError, match="does not follow"):
        OffsetIndex.open(fs, "/p/1.index", 0, 10)


def test_offset_index_is_full_at_its_max_entries() -> None:
    idx = OffsetIndex.open(fs_with_dir(), "/p/0.index", 0, max_entries=2)
    idx.append(1, 10)
    idx.append(2, 20)
    assert idx.is_full
    with pytest.raises(ValueError):
        idx.append(3, 30)


def test_time_index_format_and_lookup() -> None:
    fs = fs_with_dir()
    ti = TimeIndex.open(fs, "/p/00000000000000000050.timeindex", 50, max_entries=10)
    ti.maybe_append(1000, 52)
    ti.maybe_append(1000, 55)  # not larger: ignored
    ti.maybe_append(1500, 60)
    ti.maybe_append(1400, 61)  # smaller: ignored
    ti.flush()
    assert fs.read_file(ti.path) == struct.pack(">qiqi", 1000, 2, 1500, 10)
    assert ti.lookup(999) == (-1, 50)
    assert ti.lookup(1000) == (1000, 52)
    assert ti.lookup(1499) == (1000, 52)
    assert ti.lookup(10**12) == (1500, 60)
    assert ti.last_entry() == (1500, 60)
    ti.truncate_to(60)
    assert ti.last_entry() == (1000, 52)
    ti.close()
    assert TimeIndex.open(fs, ti.path, 50, 10).last_entry() == (1000, 52)
    fs.write_atomic("/p/bad.timeindex", b"\x00" * 13)
    with pytest.raises(CorruptIndexError, match="multiple of 12"):
        TimeIndex.open(fs, "/p/bad.timeindex", 0, 10)
