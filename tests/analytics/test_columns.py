"""The column decoder (`decode_piece_columns` -> `piece_batches`, what the data source runs) against the per-row
reference decoder (`decode_piece` -> `rows_to_batch`): the same Arrow columns, value for value, on random
controller histories (snapshots, small segments, pieces cut at batch boundaries), on records of every shape the
fast paths take or refuse, on damaged files and on the offset windows of a stream."""

from __future__ import annotations

import random
import struct
from pathlib import Path
from typing import Any

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.analytics.columns import ARROW_SCHEMA, file_batches, piece_batches, rows_to_batch
from kraftpy.analytics.decode import NEVER, Piece, decode_piece, file_rows, plan_log, plan_pieces
from kraftpy.metadata.records import encode_record
from kraftpy.node.metadata_log import metadata_partition_dir
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.protocol.records.varint import write_uvarint

from .logs import History, random_history, write_history


def table(batches: Any) -> pa.Table:
    return pa.Table.from_batches(list(batches), schema=ARROW_SCHEMA)


def assert_same(piece: Piece, batch_rows: int = 16384) -> int:
    """The column decoder's table of `piece` equals the reference rows' table; returns the row count."""
    got = table(piece_batches(piece, batch_rows=batch_rows))
    rows = list(decode_piece(piece))
    want = table([rows_to_batch(rows)] if rows else [])
    assert got.num_rows == want.num_rows
    for name in ARROW_SCHEMA.names:
        a, b = got[name], want[name]
        if not a.equals(b):
            av, bv = a.to_pylist(), b.to_pylist()
            i = next(i for i, (x, y) in enumerate(zip(av, bv)) if x != y)
            raise AssertionError(f"{piece.file.name} column {name} row {i}: {av[i]!r} != {bv[i]!r}")
    return got.num_rows


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), snapshot=st.booleans(), split=st.sampled_from([0, 700, 4096]))
def test_columns_equal_the_reference_rows(
    tmp_path_factory: pytest.TempPathFactory, seed: int, snapshot: bool, split: int
) -> None:
    rng = random.Random(seed)
    h = random_history(rng, 120, snapshot=snapshot, delete_prefix=rng.random() < 0.5)
    root = tmp_path_factory.mktemp("log")
    write_history(root, h, segment_bytes=rng.choice([2048, 64 * 1024]))
    plan = plan_log(str(root))
    total = sum(assert_same(p, batch_rows=rng.choice([7, 100, 16384])) for p in plan_pieces(plan, split))
    assert total == sum(1 for _ in file_rows(str(root)))
    assert table(file_batches(str(root))).num_rows == total


def _segment_of(tmp_path: Path, batches: list[list[bytes]]) -> Path:
    directory = Path(metadata_partition_dir(str(tmp_path)))
    directory.mkdir(parents=True)
    data = b""
    offset = 0
    for values in batches:
        b = RecordBatchBuilder(base_offset=offset, partition_leader_epoch=4)
        for v in values:
            b.append(1_700_000_000_000 + offset, None, v)
        data += b.build()
        offset += len(values)
    (directory / f"{0:020d}.log").write_bytes(data)
    return directory


def _tagged(body: bytes, tags: list[tuple[int, bytes]]) -> bytes:
    out = write_uvarint(len(tags))
    for tag, payload in tags:
        out += write_uvarint(tag) + write_uvarint(len(payload)) + payload
    return body + out


def _plain_partition(version: int, tags: list[tuple[int, bytes]], replicas: int = 3) -> bytes:
    """A framed PartitionRecord as kraftpy writes it, with the given tagged fields (written by hand, so that
    defaults, repeats and unknown tags can be put in)."""
    ids = list(range(1, replicas + 1))
    arr = write_uvarint(len(ids) + 1) + struct.pack(f">{len(ids)}i", *ids)
    body = (
        bytes([1, 3, version])
        + struct.pack(">i", 7)
        + bytes(range(16))
        + arr
        + arr
        + b"\x01\x01"
        + struct.pack(">iii", 1, 5, 9)
        + b"\x01"
    )
    return _tagged(body, tags)


def _ints(*values: int) -> bytes:
    return write_uvarint(len(values) + 1) + struct.pack(f">{len(values)}i", *values)


def test_every_shape_the_fast_paths_take_or_refuse(tmp_path: Path) -> None:
    tid = __import__("uuid").UUID(int=12345)
    records = [
        # PartitionRecords: plain, with each tagged field, with tagged fields at their defaults (the generic way),
        # repeated tags, v1 with v2 tags, unknown tags, too many replicas for the fast path
        _plain_partition(1, []),
        _plain_partition(2, []),
        _plain_partition(2, [(0, b"\x01")]),
        _plain_partition(2, [(0, b"\x00")]),
        _plain_partition(2, [(1, _ints(2)), (2, _ints(3, 1)), (1000, struct.pack(">i", 2))]),
        _plain_partition(2, [(1, _ints())]),
        _plain_partition(2, [(1000, struct.pack(">i", -1))]),
        _plain_partition(2, [(0, b"\x01"), (0, b"\x01")]),
        _plain_partition(1, [(1, _ints(2))]),
        _plain_partition(2, [(9, b"\x00")]),
        _plain_partition(2, [], replicas=9),
        encode_record(mr.PartitionRecord(partition_id=1, topic_id=tid, replicas=[1], isr=[1], leader=1)),
        encode_record(
            mr.PartitionRecord(
                partition_id=2,
                topic_id=tid,
                replicas=[1, 2],
                isr=[1],
                leader=1,
                adding_replicas=[3],
                removing_replicas=[2],
            )
        ),
        # PartitionChangeRecords: nothing changed, everything changed, empty lists, directories (generic)
        encode_record(mr.PartitionChangeRecord(partition_id=0, topic_id=tid)),
        encode_record(
            mr.PartitionChangeRecord(
                partition_id=3,
                topic_id=tid,
                isr=[1, 2],
                leader=2,
                replicas=[1, 2, 3],
                removing_replicas=[3],
                adding_replicas=[],
                leader_recovery_state=1,
                eligible_leader_replicas=[],
                last_known_elr=[3],
                last_known_leader=1,
            )
        ),
        encode_record(mr.PartitionChangeRecord(partition_id=4, topic_id=tid, leader=-1, isr=[])),
        encode_record(
            mr.PartitionChangeRecord(partition_id=5, topic_id=tid, directories=[__import__("uuid").UUID(int=1)])
        ),
        encode_record(mr.PartitionChangeRecord(partition_id=6, topic_id=tid, isr=[1]), version=0),
        # TopicRecords, one with a name that needs escaping; everything else
        encode_record(mr.TopicRecord(name="t", topic_id=tid)),
        encode_record(mr.TopicRecord(name='q"\\é', topic_id=tid)),
        encode_record(mr.ConfigRecord(resource_type=2, resource_name="t", name="min.insync.replicas", value="2")),
        encode_record(mr.NoOpRecord()),
        write_uvarint(1) + write_uvarint(99) + write_uvarint(0) + b"\x01\x02\x03",  # unknown record type
        b"\x01\x03",  # cut short
    ]
    directory = _segment_of(tmp_path, [records[:9], records[9:], records[::-1]])
    plan = plan_log(str(directory))
    for batch_rows in (1, 5, 16384):
        assert assert_same(Piece(plan.files[0]), batch_rows) == 2 * len(records)
    kinds = table(file_batches(str(directory)))["kind"].to_pylist()
    assert kinds.count("unknown") == 4


def test_damaged_files_and_stream_windows(tmp_path: Path) -> None:
    h = random_history(random.Random(11), 60, snapshot=False, delete_prefix=False)
    write_history(tmp_path / "node", h, segment_bytes=1 << 20)
    directory = Path(metadata_partition_dir(str(tmp_path / "node")))
    (segment,) = directory.glob("*.log")
    (f,) = plan_log(str(directory)).files
    offsets = [r[8] for r in decode_piece(Piece(f))]
    # windows of a stream: cut inside batches and at their edges
    for lo, hi in [(0, NEVER), (3, 17), (offsets[5], offsets[-2]), (offsets[-1], NEVER), (10**6, NEVER)]:
        assert_same(Piece(f, min_offset=lo, max_offset=hi, partial_tail_ok=True))
    data = bytearray(segment.read_bytes())
    positions = sorted({r[2] for r in decode_piece(Piece(f))})
    data[positions[4] + 70] ^= 0xFF  # a CRC mismatch in the middle
    segment.write_bytes(bytes(data[: positions[-1] + 30]))  # and a batch cut short at the end
    (f,) = plan_log(str(directory)).files
    assert assert_same(Piece(f)) > 1
    got = table(piece_batches(Piece(f)))
    assert got["kind"].to_pylist()[-1] == "damage"
    segment.write_bytes(bytes(data[: positions[-1] + 30]))
    (f,) = plan_log(str(directory)).files
    assert_same(Piece(f, partial_tail_ok=True))


def test_gap_rows_come_first(tmp_path: Path) -> None:
    h = random_history(random.Random(5), 80, snapshot=False, delete_prefix=False)
    write_history(tmp_path, History(h.batches, len(h.batches) - 3, delete_prefix=True))
    directory = Path(metadata_partition_dir(str(tmp_path)))
    for snap in directory.glob("*.checkpoint"):
        snap.unlink()
    got = table(file_batches(str(tmp_path)))
    want = rows_to_batch(list(file_rows(str(tmp_path))))
    assert got.equals(pa.Table.from_batches([want]))
    assert got["kind"][0].as_py() == "gap"
