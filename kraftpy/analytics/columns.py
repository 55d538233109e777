"""The typed schema of the ``kraftpy-metadata`` rows, as Spark DDL and as Arrow, and the rows as Arrow record batches.

Column order is `kraftpy.analytics.decode.COLUMNS`. Timestamps are the batch's (largest) timestamp: ``timestamp``
as a Spark TIMESTAMP (UTC microseconds in Arrow), ``timestamp_ms`` as the raw milliseconds.

`piece_batches` is what the data source runs: the column decoder's buffers (`decode_piece_columns`) become Arrow
arrays without a Python object per value (the int buffers are handed over as they are). `rows_to_batch` converts
rows of the reference decoder (`decode_piece`), and the rows the column decoder leaves as tuples.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from kraftpy.storage.fs import FileSystem, RealFileSystem

from .decode import (
    COLUMNS,
    NULL_SENTINELS,
    PARTITION_CHANGE_RECORD_TYPE,
    PARTITION_RECORD_TYPE,
    SNAPSHOT,
    ColumnBuffers,
    ListBuffer,
    Piece,
    Row,
    Shape,
    SparseListBuffer,
    decode_piece_columns,
    gap_row,
    plan_log,
)

__all__ = [
    "ARROW_SCHEMA",
    "BATCH_ROWS",
    "DDL",
    "SPARK_TYPES",
    "arrow_batches",
    "buffers_to_batch",
    "file_batches",
    "piece_batches",
    "rows_to_batch",
]

BATCH_ROWS = 16384

_INT_LIST = "array<int>"
_STRING_LIST = "array<string>"
SPARK_TYPES: dict[str, str] = {
    "file": "string",
    "file_type": "string",
    "position": "bigint",
    "batch_base_offset": "bigint",
    "raft_epoch": "int",
    "timestamp": "timestamp",
    "timestamp_ms": "bigint",
    "is_control": "boolean",
    "offset": "bigint",
    "log_offset": "bigint",
    "replayed": "boolean",
    "kind": "string",
    "record_type": "int",
    "type_name": "string",
    "version": "int",
    "topic_id": "string",
    "topic_name": "string",
    "partition": "int",
    "replicas": _INT_LIST,
    "isr": _INT_LIST,
    "leader": "int",
    "leader_epoch": "int",
    "partition_epoch": "int",
    "leader_recovery_state": "int",
    "elr": _INT_LIST,
    "last_known_elr": _INT_LIST,
    "last_known_leader": "int",
    "adding_replicas": _INT_LIST,
    "removing_replicas": _INT_LIST,
    "directories": _STRING_LIST,
    "broker_id": "int",
    "broker_epoch": "bigint",
    "incarnation_id": "string",
    "fenced": "boolean",
    "in_controlled_shutdown": "boolean",
    "rack": "string",
    "endpoints": _STRING_LIST,
    "resource_type": "int",
    "resource_name": "string",
    "config_name": "string",
    "config_value": "string",
    "feature_name": "string",
    "feature_level": "int",
    "next_producer_id": "bigint",
    "leader_id": "int",
    "voters": _INT_LIST,
    "granting_voters": _INT_LIST,
    "target_voters": _INT_LIST,
    "kraft_version": "int",
    "json": "string",
    "raw": "binary",
    "error": "string",
}
assert tuple(SPARK_TYPES) == COLUMNS, "the schema must list every column in row order"

DDL = ", ".join(f"`{name}` {t}" for name, t in SPARK_TYPES.items())

_ARROW = {
    "string": pa.string(),
    "bigint": pa.int64(),
    "int": pa.int32(),
    "boolean": pa.bool_(),
    "binary": pa.binary(),
    "timestamp": pa.timestamp("us", tz="UTC"),
    _INT_LIST: pa.list_(pa.int32()),
    _STRING_LIST: pa.list_(pa.string()),
}
ARROW_SCHEMA = pa.schema([pa.field(name, _ARROW[t]) for name, t in SPARK_TYPES.items()])
_TYPES = [f.type for f in ARROW_SCHEMA]


def rows_to_batch(rows: list[Row]) -> pa.RecordBatch:
    """One Arrow record batch of `rows` (columns of nothing but nulls are built without a conversion)."""
    n = len(rows)
    arrays = []
    for column, t in zip(zip(*rows), _TYPES):
        if column.count(None) == n:
            arrays.append(pa.nulls(n, t))
        else:
            arrays.append(pa.array(column, type=t))
    return pa.RecordBatch.from_arrays(arrays, schema=ARROW_SCHEMA)


def arrow_batches(rows: Iterable[Row], batch_rows: int = BATCH_ROWS) -> Iterator[pa.RecordBatch]:
    """`rows` in Arrow record batches of up to `batch_rows` rows."""
    buf: list[Row] = []
    for row in rows:
        buf.append(row)
        if len(buf) >= batch_rows:
            yield rows_to_batch(buf)
            buf = []
    if buf:
        yield rows_to_batch(buf)


# ============================================================================================ column buffers

_TAIL = COLUMNS.index("kind")
_TYPE = dict(zip(COLUMNS, _TYPES))


def piece_batches(piece: Piece, fs: FileSystem | None = None, batch_rows: int = BATCH_ROWS) -> Iterator[pa.RecordBatch]:
    """The rows of `decode_piece(piece)` as Arrow record batches of about `batch_rows` rows, through the column
    decoder."""
    for item in decode_piece_columns(piece, fs, batch_rows):
        yield buffers_to_batch(item) if isinstance(item, ColumnBuffers) else rows_to_batch([item])


def file_batches(path: str, fs: FileSystem | None = None) -> Iterator[pa.RecordBatch]:
    """`decode.file_rows(path)` as Arrow record batches (single process): gap rows, then every file in turn."""
    fs = fs or RealFileSystem()
    plan = plan_log(path, fs)
    if plan.gaps:
        yield rows_to_batch([gap_row(plan, message) for message in plan.gaps])
    for f in plan.files:
        yield from piece_batches(Piece(f), fs)


def _ints(buf: Any, t: pa.DataType, n: int) -> pa.Array:
    """An array('i'/'q') as an Arrow array of its values, without copying."""
    return pa.Array.from_buffers(t, n, [None, pa.py_buffer(buf)])


def _flags(buf: Any, n: int) -> pa.Array:
    """An array('b') of 0/1 as booleans."""
    return pc.not_equal(_ints(buf, pa.int8(), n), 0)


def _sparse_list(buf: SparseListBuffer, n: int) -> pa.Array:
    """Lists in the rows `buf.rows` (of `n`), null elsewhere."""
    rows = np.frombuffer(buf.rows, dtype=np.int32) if len(buf.rows) else np.zeros(0, np.int32)
    lengths = np.zeros(n, np.int32)
    if len(rows):
        lengths[rows] = np.frombuffer(buf.lengths, dtype=np.int32)
    offsets = np.zeros(n + 1, np.int32)
    np.cumsum(lengths, out=offsets[1:])
    null = np.ones(n, np.bool_)
    null[rows] = False
    values = _ints(buf.values, pa.int32(), len(buf.values))
    return pa.ListArray.from_arrays(pa.array(offsets), values, mask=pa.array(null))


def _list(buf: ListBuffer, n: int) -> pa.Array:
    offsets = _ints(buf.offsets, pa.int32(), n + 1)
    return pa.ListArray.from_arrays(offsets, _ints(buf.values, pa.int32(), len(buf.values)))


def _shape_columns(shape: Shape) -> dict[str, pa.Array]:
    """The columns `shape` fills, as Arrow arrays (``json`` included); the others are null."""
    n = len(shape.rows)
    out: dict[str, pa.Array] = {
        "kind": pa.repeat(pa.scalar(shape.kind, pa.string()), n),
        "record_type": pa.repeat(pa.scalar(shape.record_type, pa.int32()), n),
        "type_name": pa.repeat(pa.scalar(shape.name, pa.string()), n),
        "version": _ints(shape.version, pa.int8(), n).cast(pa.int32()),
    }
    for name, buf in shape.buffers.items():
        t = _TYPE[name]
        if buf is None:  # an empty list in every row
            out[name] = pa.ListArray.from_arrays(
                pa.repeat(pa.scalar(0, pa.int32()), n + 1), pa.array([], t.value_type), type=t
            )
        elif isinstance(buf, ListBuffer):
            out[name] = _list(buf, n)
        elif isinstance(buf, SparseListBuffer):
            out[name] = _sparse_list(buf, n)
        elif isinstance(buf, list):
            out[name] = pa.array(buf, t)
        else:
            values = _ints(buf, t, n)
            sentinel = NULL_SENTINELS.get(name)
            if sentinel is not None and shape.record_type == PARTITION_CHANGE_RECORD_TYPE:
                values = pc.if_else(pc.equal(values, sentinel), pa.scalar(None, t), values)
            out[name] = values
    template = _JSON.get(shape.record_type)
    if template is not None:
        out["json"] = _json(template, out)
    return out


# The record's JSON (Kafka's form, as `decode_piece` writes it) from its columns: literal text, ``(column,)`` for
# a column's text, ``(prefix, column, skip)`` for an optional field, left out where the column is null or holds
# `skip` (``"[]"``: an empty list).
_Template = tuple[Any, ...]
_JSON: dict[int, _Template] = {
    PARTITION_RECORD_TYPE: (
        '{"type":"PARTITION_RECORD","version":',
        ("version",),
        ',"data":{"partitionId":',
        ("partition",),
        ',"topicId":"',
        ("topic_id",),
        '","replicas":',
        ("replicas",),
        ',"isr":',
        ("isr",),
        ',"removingReplicas":[],"addingReplicas":[],"leader":',
        ("leader",),
        (',"leaderRecoveryState":', "leader_recovery_state", 0),
        ',"leaderEpoch":',
        ("leader_epoch",),
        ',"partitionEpoch":',
        ("partition_epoch",),
        ',"directories":[]',
        (',"eligibleLeaderReplicas":', "elr", "[]"),
        (',"lastKnownElr":', "last_known_elr", "[]"),
        (',"lastKnownLeader":', "last_known_leader", -1),
        "}}",
    ),
    PARTITION_CHANGE_RECORD_TYPE: (
        '{"type":"PARTITION_CHANGE_RECORD","version":',
        ("version",),
        ',"data":{"partitionId":',
        ("partition",),
        ',"topicId":"',
        ("topic_id",),
        '"',
        (',"isr":', "isr", None),
        (',"leader":', "leader", None),
        (',"replicas":', "replicas", None),
        (',"removingReplicas":', "removing_replicas", None),
        (',"addingReplicas":', "adding_replicas", None),
        (',"leaderRecoveryState":', "leader_recovery_state", None),
        (',"eligibleLeaderReplicas":', "elr", None),
        (',"lastKnownElr":', "last_known_elr", None),
        (',"lastKnownLeader":', "last_known_leader", None),
        "}}",
    ),
}


def _text(array: pa.Array) -> pa.Array:
    """A column's values as JSON text: ints as numbers, int lists as ``[1,2]``, strings as they are (topic ids
    need no escaping); null stays null."""
    if pa.types.is_list(array.type):
        inner = pc.binary_join(array.cast(pa.list_(pa.string())), ",")
        return pc.binary_join_element_wise("[", inner, "]", "")
    if pa.types.is_string(array.type):
        return array
    return array.cast(pa.string())


def _json(template: _Template, columns: dict[str, pa.Array]) -> pa.Array:
    pieces: list[Any] = []
    for piece in template:
        if isinstance(piece, str):
            pieces.append(piece)
        elif len(piece) == 1:
            pieces.append(_text(columns[piece[0]]))
        else:
            prefix, name, skip = piece
            text = _text(columns[name])
            field = pc.binary_join_element_wise(prefix, text, "")
            if skip is not None:
                left_out = pc.equal(text, "[]") if skip == "[]" else pc.equal(columns[name], skip)
                field = pc.if_else(left_out, pa.scalar(None, pa.string()), field)
            pieces.append(field)
    return pc.binary_join_element_wise(*pieces, "", null_handling="skip")


def buffers_to_batch(cols: ColumnBuffers) -> pa.RecordBatch:
    """One Arrow record batch of the column decoder's buffers (see `ColumnBuffers`)."""
    n = cols.n
    f = cols.file
    offset = _ints(cols.offset, pa.int64(), n)
    ms = _ints(cols.timestamp_ms, pa.int64(), n)
    us = pc.multiply(ms, 1000)
    if n and pc.min(ms).as_py() < 0:
        us = pc.if_else(pc.less(ms, 0), pa.scalar(None, pa.int64()), us)
    arrays: list[pa.Array] = [
        pa.repeat(pa.scalar(f.name, pa.string()), n),
        pa.repeat(pa.scalar(f.kind, pa.string()), n),
        _ints(cols.position, pa.int64(), n),
        _ints(cols.base_offset, pa.int64(), n),
        _ints(cols.epoch, pa.int32(), n),
        us.cast(_TYPE["timestamp"]),
        ms,
        _flags(cols.is_control, n),
        offset,
        pa.repeat(pa.scalar(f.snapshot_end - 1, pa.int64()), n) if f.kind == SNAPSHOT else offset,
        _flags(cols.replayed, n),
    ]
    shapes = [s for s in cols.shapes if len(s.rows)]
    order: pa.Array | None = None
    if len(shapes) + (1 if cols.others else 0) > 1:
        parts = [_ints(s.rows, pa.int64(), len(s.rows)) for s in shapes]
        if cols.others:
            parts.append(_ints(cols.other_rows, pa.int64(), len(cols.other_rows)))
        order = pc.sort_indices(pa.concat_arrays(parts))
    others = cols.others
    built = [_shape_columns(s) for s in shapes]
    for j, name in enumerate(COLUMNS[_TAIL:]):
        t = _TYPE[name]
        parts = [b[name] if name in b else pa.nulls(len(s.rows), t) for b, s in zip(built, shapes)]
        if others:
            column = [row[j] for row in others]
            if column.count(None) == len(column):
                parts.append(pa.nulls(len(column), t))
            else:
                parts.append(pa.array(column, t))
        if all(p.null_count == len(p) for p in parts):  # null in every row: nothing to put in order
            arrays.append(pa.nulls(n, t))
            continue
        array = parts[0] if len(parts) == 1 else pa.concat_arrays(parts)
        arrays.append(array if order is None else array.take(order))
    return pa.RecordBatch.from_arrays(arrays, schema=ARROW_SCHEMA)
