"""A declarative ``construct`` description of v2 record batches and records.

Too slow for the data path; it serves inspection tools and is the test oracle of the fast codec
(:mod:`.batch`, :mod:`.record`). :func:`parse_batch` returns a flat ``Container`` whose header fields carry the
names of :class:`~.batch.BatchHeader`; :func:`build_batch` builds a batch from the same shape (lengths, counts,
CRC and compression computed).

Record containers have the fields ``attributes``, ``timestamp_delta``, ``offset_delta``, ``key_length``,
``key`` (``None`` when null), ``value_length``, ``value`` and ``headers`` (a list of ``key`` (str),
``value_length``, ``value``).
"""

from __future__ import annotations

import io
from typing import Any

from construct import (
    Array,
    Bytes,
    Check,
    Checksum,
    Const,
    Construct,
    Container,
    GreedyRange,
    If,
    Int8sb,
    Int16sb,
    Int32sb,
    Int32ub,
    Int64sb,
    ListContainer,
    Padding,
    PascalString,
    Pointer,
    Prefixed,
    PrefixedArray,
    RawCopy,
    Rebuild,
    SizeofError,
    Struct,
    Subconstruct,
    Tell,
    Terminated,
    ZigZag,
    len_,
    this,
)
from construct.core import stream_read_entire, stream_write
from crc32c import crc32c

from .compression import compress, decompress

__all__ = [
    "RecordBatchLayout",
    "RecordBatchesLayout",
    "RecordHeaderLayout",
    "RecordLayout",
    "build_batch",
    "parse_batch",
    "parse_batches",
]


def _length_or_null(name: str) -> Any:
    return lambda ctx: -1 if ctx[name] is None else len(ctx[name])


RecordHeaderLayout = Struct(
    "key" / PascalString(ZigZag, "utf8"),
    "value_length" / Rebuild(ZigZag, _length_or_null("value")),
    Check(this.value_length >= -1),
    "value" / If(this.value_length >= 0, Bytes(this.value_length)),
)

RecordLayout = Prefixed(
    ZigZag,
    Struct(
        "attributes" / Int8sb,
        "timestamp_delta" / ZigZag,
        "offset_delta" / ZigZag,
        "key_length" / Rebuild(ZigZag, _length_or_null("key")),
        Check(this.key_length >= -1),
        "key" / If(this.key_length >= 0, Bytes(this.key_length)),
        "value_length" / Rebuild(ZigZag, _length_or_null("value")),
        Check(this.value_length >= -1),
        "value" / If(this.value_length >= 0, Bytes(this.value_length)),
        "headers" / PrefixedArray(ZigZag, RecordHeaderLayout),
        Terminated,
    ),
)
"""One record: a zigzag length, then the record body (which must fill exactly that length)."""


class _RecordsArea(Subconstruct):  # type: ignore[misc]
    """The rest of the stream, compressed with the codec of the enclosing ``attributes``."""

    def _parse(self, stream: Any, context: Any, path: str) -> Any:
        data = stream_read_entire(stream, path)
        codec = context.attributes & 0x07
        raw = data if codec == 0 else bytes(decompress(codec, data))
        sub = io.BytesIO(raw)
        obj = self.subcon._parsereport(sub, context, path)
        Terminated._parsereport(sub, context, path)
        return obj

    def _build(self, obj: Any, stream: Any, context: Any, path: str) -> Any:
        sub = io.BytesIO()
        built = self.subcon._build(obj, sub, context, path)
        raw = sub.getvalue()
        codec = context.attributes & 0x07
        data = raw if codec == 0 else compress(codec, raw)
        stream_write(stream, data, len(data), path)
        return built

    def _sizeof(self, context: Any, path: str) -> int:
        raise SizeofError(path=path)


_CrcCovered = Struct(
    "attributes" / Int16sb,
    "last_offset_delta" / Int32sb,
    "base_timestamp" / Int64sb,
    "max_timestamp" / Int64sb,
    "producer_id" / Int64sb,
    "producer_epoch" / Int16sb,
    "base_sequence" / Int32sb,
    "records_count" / Rebuild(Int32sb, len_(this.records)),
    "records" / _RecordsArea(Array(this.records_count, RecordLayout)),
)


def _crc32c(data: bytes) -> int:
    return crc32c(data)


RecordBatchLayout: Construct = Struct(
    "base_offset" / Int64sb,
    "batch"
    / Prefixed(
        Int32sb,
        Struct(
            "partition_leader_epoch" / Int32sb,
            "magic" / Const(2, Int8sb),
            "_crc_position" / Tell,
            Padding(4),
            "covered" / RawCopy(_CrcCovered),
            "crc" / Pointer(this._crc_position, Checksum(Int32ub, _crc32c, this.covered.data)),
        ),
    ),
)
"""One batch. The CRC (stored before the bytes it covers) is checked on parse and computed on build."""

RecordBatchesLayout = GreedyRange(RecordBatchLayout)

_COVERED_FIELDS = (
    "attributes",
    "last_offset_delta",
    "base_timestamp",
    "max_timestamp",
    "producer_id",
    "producer_epoch",
    "base_sequence",
    "records_count",
)


def _flatten(parsed: Container) -> Container:
    batch = parsed.batch
    covered = batch.covered.value
    flat = Container(
        base_offset=parsed.base_offset,
        batch_length=batch.covered.length + 9,
        partition_leader_epoch=batch.partition_leader_epoch,
        magic=batch.magic,
        crc=batch.crc,
    )
    for name in _COVERED_FIELDS:
        flat[name] = covered[name]
    flat.records = covered.records
    return flat


def parse_batch(data: bytes) -> Container:
    """Parse exactly one batch into a flat Container (header fields, then ``records``)."""
    return _flatten(Struct("b" / RecordBatchLayout, Terminated).parse(data).b)


def parse_batches(data: bytes) -> ListContainer:
    """Parse concatenated batches (all complete) into flat Containers."""
    return ListContainer(_flatten(b) for b in Struct("b" / RecordBatchesLayout, Terminated).parse(data).b)


def build_batch(fields: dict[str, Any]) -> bytes:
    """Build a batch from a flat mapping shaped like :func:`parse_batch`'s result.

    ``records`` is a list of mappings with ``attributes``, ``timestamp_delta``, ``offset_delta``, ``key``,
    ``value`` and ``headers`` (mappings with ``key`` and ``value``); lengths, counts and the CRC are computed.
    """
    covered = {name: fields[name] for name in _COVERED_FIELDS if name != "records_count"}
    covered["records"] = fields["records"]
    return RecordBatchLayout.build(  # type: ignore[no-any-return]
        {
            "base_offset": fields["base_offset"],
            "batch": {
                "partition_leader_epoch": fields["partition_leader_epoch"],
                "covered": {"value": covered},
            },
        }
    )
