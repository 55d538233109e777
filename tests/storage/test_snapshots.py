"""Metadata snapshot files: naming, atomic freeze, reading back batches, listing and deleting."""

from __future__ import annotations

import random

import pytest

from kraftpy.protocol.messages.raft_records import SnapshotFooterRecord, SnapshotHeaderRecord
from kraftpy.protocol.records import ControlRecordType, build_control_batch, decode_batch
from kraftpy.storage import (
    CorruptSnapshotError,
    SimFileSystem,
    SnapshotId,
    SnapshotWriter,
    cleanup_snapshot_files,
    delete_snapshots_before,
    latest_snapshot,
    list_snapshots,
    read_snapshot,
    snapshot_file_name,
)
from kraftpy.storage.snapshots import parse_snapshot_file_name

from .helpers import make_batch

DIR = "/logs/__cluster_metadata-0"


def fresh_fs() -> SimFileSystem:
    fs = SimFileSystem()
    fs.makedirs(DIR)
    fs.sync_all()
    return fs


def snapshot_batches() -> list[bytes]:
    header = build_control_batch(
        ControlRecordType.SNAPSHOT_HEADER,
        SnapshotHeaderRecord(version=0, last_contained_log_timestamp=77).encode(0),
        timestamp=77,
    )
    footer = build_control_batch(
        ControlRecordType.SNAPSHOT_FOOTER, SnapshotFooterRecord(version=0).encode(0), timestamp=77
    )
    return [header, make_batch(3, tag=1, base_offset=500), make_batch(2, tag=2), footer]


def test_file_names() -> None:
    assert snapshot_file_name(SnapshotId(1234, 5)) == "00000000000000001234-0000000005.checkpoint"
    assert parse_snapshot_file_name("00000000000000001234-0000000005.checkpoint") == (
        SnapshotId(1234, 5),
        ".checkpoint",
    )
    assert parse_snapshot_file_name("00000000000000001234-0000000005.checkpoint.part")[1] == ".checkpoint.part"
    assert parse_snapshot_file_name("00000000000000001234.log") is None
    assert parse_snapshot_file_name("1-2.checkpoint") is None


def test_write_freeze_read_back() -> None:
    fs = fresh_fs()
    batches = snapshot_batches()
    with SnapshotWriter(fs, DIR, SnapshotId(100, 3)) as w:
        for b in batches:
            w.append(b)
        assert w.next_offset == 7
        assert list_snapshots(fs, DIR) == []  # only a .part file so far
        path = w.freeze()
    assert path == f"{DIR}/00000000000000000100-0000000003.checkpoint"
    read = list(read_snapshot(fs, path))
    assert len(read) == 4
    offsets = [decode_batch(b).base_offset for b in read]
    assert offsets == [0, 1, 4, 6]  # renumbered from 0, whatever the builder used
    assert [len(b) for b in read] == [len(b) for b in batches]
    fs.power_loss(random.Random(0))  # frozen means durable
    assert list_snapshots(fs, DIR) == [SnapshotId(100, 3)]


def test_unfrozen_snapshot_is_never_listed_and_is_cleaned_up() -> None:
    fs = fresh_fs()
    w = SnapshotWriter(fs, DIR, SnapshotId(50, 1))
    w.append(snapshot_batches()[0])
    fs.crash()
    assert list_snapshots(fs, DIR) == []
    assert cleanup_snapshot_files(fs, DIR) == 1
    assert fs.listdir(DIR) == []
    with SnapshotWriter(fs, DIR, SnapshotId(60, 1)) as w2:
        w2.append(snapshot_batches()[0])
    assert fs.listdir(DIR) == []  # leaving the block without freeze() aborts


def test_list_latest_and_delete_older() -> None:
    fs = fresh_fs()
    ids = [SnapshotId(10, 1), SnapshotId(10, 2), SnapshotId(30, 2), SnapshotId(20, 5)]
    for sid in ids:
        with SnapshotWriter(fs, DIR, sid) as w:
            w.append(snapshot_batches()[0])
            w.freeze()
    assert list_snapshots(fs, DIR) == sorted(ids)
    assert latest_snapshot(fs, DIR) == SnapshotId(30, 2)
    assert delete_snapshots_before(fs, DIR, SnapshotId(20, 5)) == [SnapshotId(10, 1), SnapshotId(10, 2)]
    assert list_snapshots(fs, DIR) == [SnapshotId(20, 5), SnapshotId(30, 2)]
    fs.power_loss(random.Random(3))  # deletions were made durable
    assert list_snapshots(fs, DIR) == [SnapshotId(20, 5), SnapshotId(30, 2)]
    with pytest.raises(FileExistsError):
        SnapshotWriter(fs, DIR, SnapshotId(30, 2))


def test_corrupt_snapshot_reports_the_position() -> None:
    fs = fresh_fs()
    with SnapshotWriter(fs, DIR, SnapshotId(7, 0)) as w:
        for b in snapshot_batches():
            w.append(b)
        path = w.freeze()
    data = bytearray(fs.read_file(path))
    second = len(snapshot_batches()[0])
    data[second + 70] ^= 1
    fs.write_atomic(path, bytes(data))
    with pytest.raises(CorruptSnapshotError) as ei:
        read_snapshot(fs, path)
    assert ei.value.position == second + 17  # the CRC field of the second batch
    assert ei.value.path == path
