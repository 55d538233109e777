"""The data source's decoding without Spark: every record through kraftpy's codecs, the fast paths equal to the
generic decoder (flattened columns and Kafka JSON), the replay chain of a log with snapshots, and damaged input
(truncated, corrupted, garbage, unknown record types) giving the rows before the damage plus one row naming the
file and byte position."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.analytics.decode import (
    COLUMNS,
    NEVER,
    LogFile,
    _Context,
    decode_piece,
    file_rows,
    plan_log,
    plan_pieces,
)
from kraftpy.metadata.records import decode_record, encode_record
from kraftpy.node.metadata_log import metadata_partition_dir
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.protocol.records.varint import write_uvarint

from .logs import History, random_history, write_history

COL = {name: i for i, name in enumerate(COLUMNS)}


def col(row: tuple, name: str) -> object:
    return row[COL[name]]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_fast_paths_equal_the_generic_decoder(seed: int) -> None:
    h = random_history(random.Random(seed), 60, snapshot=False, delete_prefix=False)
    slow: list[str] = []

    class Counting(_Context):
        __slots__ = ()

        def _generic(self, record: Any, version: int) -> tuple[Any, ...]:
            slow.append(type(record).__name__)
            return super()._generic(record, version)

    ctx = Counting(LogFile("x", "x", "segment", 0, -1, -1, 0, 0))
    generic = _Context(ctx.file)._generic
    fast = 0
    for batch in h.batches:
        for record in batch:
            value = encode_record(record)
            before = len(slow)
            got = ctx.metadata_tail(value)
            decoded, version = decode_record(value)
            assert got == generic(decoded, version), (record, got)
            if isinstance(record, mr.PartitionRecord | mr.PartitionChangeRecord | mr.TopicRecord):
                fast += len(slow) == before
    # the records kraftpy writes take the fast paths (only PartitionRecords holding a tagged field at its default,
    # such as an empty ELR list, go the generic way)
    plain = [
        r
        for b in h.batches
        for r in b
        if isinstance(r, mr.PartitionRecord)
        and r.leader_recovery_state == 0
        and r.eligible_leader_replicas is None
        and r.last_known_elr is None
    ]
    assert "PartitionChangeRecord" not in slow and "TopicRecord" not in slow
    assert fast >= len(plain)


def test_replay_chain_with_and_without_the_prefix(tmp_path: Path) -> None:
    rng = random.Random(7)
    kept = random_history(rng, 80, snapshot=True, delete_prefix=False)
    write_history(tmp_path / "kept", kept)
    plan = plan_log(str(tmp_path / "kept"))
    segments = [f for f in plan.files if f.kind == "segment"]
    assert len(segments) > 1 and segments[0].base_offset == 0
    assert plan.chain_snapshot is None and plan.chain_start == 0  # the whole history is in the segments
    assert all(f.replay_from == NEVER for f in plan.files if f.kind == "snapshot")

    cut = History(kept.batches, len(kept.batches) - 3, delete_prefix=True)  # late: whole segments behind it
    write_history(tmp_path / "cut", cut)
    plan = plan_log(str(tmp_path / "cut"))
    (snap,) = [f for f in plan.files if f.kind == "snapshot"]
    first = min(f.base_offset for f in plan.files if f.kind == "segment")
    assert first > 0 and plan.chain_snapshot == snap.name and plan.chain_start == snap.snapshot_end
    rows = list(file_rows(str(tmp_path / "cut")))
    replayed = [r for r in rows if col(r, "replayed")]
    # the snapshot's rows, then every segment record from its end offset on, nothing twice
    assert {col(r, "file") for r in replayed if col(r, "file_type") == "snapshot"} == {snap.name}
    seg_offsets = [col(r, "offset") for r in replayed if col(r, "file_type") == "segment"]
    assert seg_offsets == sorted(set(seg_offsets)) and min(seg_offsets) == snap.snapshot_end
    assert all(col(r, "log_offset") == snap.snapshot_end - 1 for r in replayed if col(r, "file_type") == "snapshot")
    # records below the snapshot still in the first segment are read but not replayed
    assert any(not col(r, "replayed") and col(r, "file_type") == "segment" for r in rows) == (first < snap.snapshot_end)


def test_split_pieces_cover_each_file_once(tmp_path: Path) -> None:
    h = random_history(random.Random(3), 120, snapshot=True, delete_prefix=False)
    write_history(tmp_path, h, segment_bytes=64 * 1024)
    plan = plan_log(str(tmp_path))
    whole = [r for f in plan.files for r in decode_piece(plan_pieces(plan)[plan.files.index(f)])]
    pieces = plan_pieces(plan, split_bytes=700)
    assert len(pieces) > len(plan.files)
    split = [r for p in pieces for r in decode_piece(p)]
    assert split == whole


def _segment(tmp_path: Path) -> tuple[Path, list[tuple]]:
    h = random_history(random.Random(11), 40, snapshot=False, delete_prefix=False)
    write_history(tmp_path / "node", h, segment_bytes=1 << 20)
    directory = Path(metadata_partition_dir(str(tmp_path / "node")))
    (segment,) = directory.glob("*.log")
    return segment, list(file_rows(str(directory)))


def test_truncated_segment_keeps_the_rows_before_and_names_the_position(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    segment, rows = _segment(tmp_path)
    positions = sorted({col(r, "position") for r in rows})
    cut_at = positions[len(positions) // 2] + 30  # in the middle of a batch
    with open(segment, "r+b") as f:
        f.truncate(cut_at)
    got = list(file_rows(str(segment.parent)))
    before = [r for r in rows if col(r, "position") < positions[len(positions) // 2]]
    assert got[:-1] == before
    damage = got[-1]
    assert col(damage, "kind") == "damage" and col(damage, "file") == segment.name
    assert col(damage, "position") == positions[len(positions) // 2]
    assert (
        str(segment) in col(damage, "error")
        and f"byte position {positions[len(positions) // 2]}" in col(damage, "error")
        and "partial batch" in col(damage, "error")
    )
    assert any("byte position" in m for m in caplog.messages)


def test_corrupted_and_garbage_segments(tmp_path: Path) -> None:
    segment, rows = _segment(tmp_path)
    positions = sorted({col(r, "position") for r in rows})
    target = positions[3]
    data = bytearray(segment.read_bytes())
    data[target + 70] ^= 0xFF  # inside the records: the CRC no longer matches
    segment.write_bytes(bytes(data))
    got = list(file_rows(str(segment.parent)))
    assert got[:-1] == [r for r in rows if col(r, "position") < target]
    assert col(got[-1], "kind") == "damage" and col(got[-1], "position") == target
    assert "CRC" in col(got[-1], "error")

    segment.write_bytes(bytes(os.urandom(5000)))
    got = list(file_rows(str(segment.parent)))
    assert len(got) == 1 and col(got[0], "kind") == "damage" and col(got[0], "position") == 0


def test_unknown_record_type_is_kept_raw(tmp_path: Path) -> None:
    segment, rows = _segment(tmp_path)
    end_offset = max(col(r, "offset") for r in rows) + 1
    unknown = write_uvarint(1) + write_uvarint(99) + write_uvarint(0) + b"\x01\x02\x03"
    builder = RecordBatchBuilder(base_offset=end_offset, partition_leader_epoch=3)
    builder.append(1, None, unknown)
    builder.append(1, None, encode_record(mr.NoOpRecord()))
    with open(segment, "ab") as f:
        f.write(builder.build())
    got = list(file_rows(str(segment.parent)))
    assert got[:-2] == rows
    odd, noop = got[-2:]
    assert col(odd, "kind") == "unknown" and col(odd, "record_type") == 99 and col(odd, "raw") == unknown
    assert col(odd, "offset") == end_offset and "99" in col(odd, "error")
    assert col(noop, "type_name") == "NoOpRecord" and col(noop, "offset") == end_offset + 1


def test_missing_prefix_is_a_gap_row(tmp_path: Path) -> None:
    h = random_history(random.Random(5), 80, snapshot=False, delete_prefix=False)
    write_history(tmp_path, History(h.batches, len(h.batches) - 3, delete_prefix=True))
    directory = Path(metadata_partition_dir(str(tmp_path)))
    for snap in directory.glob("*.checkpoint"):
        snap.unlink()
    rows = list(file_rows(str(tmp_path)))
    assert col(rows[0], "kind") == "gap" and "no snapshot" in col(rows[0], "error")
    shutil.rmtree(tmp_path)


def test_stream_reader_follows_a_growing_log(tmp_path: Path) -> None:
    """The streaming reader's offsets without a Spark session: the log's offsets, only complete batches, each
    record once across micro-batches, a batch being written left for later."""
    import pyarrow as pa

    from kraftpy.analytics.source import _StreamReader

    segment, rows = _segment(tmp_path)
    full = segment.read_bytes()
    positions = sorted({col(r, "position") for r in rows})
    cut = positions[len(positions) // 2]
    segment.write_bytes(full[: cut + 20])  # half of the log, then the start of a batch still being written
    reader = _StreamReader({"path": str(segment.parent)})
    start = reader.initialOffset()
    assert start == {"offset": 0}
    end1 = reader.latestOffset(start, None)
    first_half = [r for r in rows if col(r, "position") < cut]
    assert end1 == {"offset": col(first_half[-1], "offset") + 1}

    def read(lo: dict[str, int], hi: dict[str, int]) -> list[dict[str, object]]:
        out: list[dict[str, object]] = []
        for task in reader.partitions(lo, hi):
            batches = list(reader.read(task))
            if batches:
                out += pa.Table.from_batches(batches).to_pylist()
        return out

    got1 = read(start, end1)
    assert [g["offset"] for g in got1] == [col(r, "offset") for r in first_half]
    assert all(g["kind"] != "damage" for g in got1)
    reader.commit(end1)
    segment.write_bytes(full)  # the rest arrives
    end2 = reader.latestOffset(end1, None)
    assert end2 == {"offset": col(rows[-1], "offset") + 1}
    got2 = read(end1, end2)
    assert [g["offset"] for g in got1 + got2] == [col(r, "offset") for r in rows]
    assert reader.partitions(end2, end2) == []
