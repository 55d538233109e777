"""The typed schema of the ``kraftpy-metadata`` rows, as Spark DDL and as Arrow, and rows -> Arrow record batches.

Column order is `kraftpy.analytics.decode.COLUMNS`. Timestamps are the batch's (largest) timestamp: ``timestamp``
as a Spark TIMESTAMP (UTC microseconds in Arrow), ``timestamp_ms`` as the raw milliseconds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import pyarrow as pa

from .decode import COLUMNS, Row

__all__ = ["ARROW_SCHEMA", "BATCH_ROWS", "DDL", "SPARK_TYPES", "arrow_batches", "rows_to_batch"]

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
