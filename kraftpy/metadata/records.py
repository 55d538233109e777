"""Framing of metadata-log records: how a record value in `__cluster_metadata` carries a typed record.

A value is: unsigned varint frame version (1), unsigned varint record type (the schema's apiKey), unsigned varint
record version, then the record body encoded at that version (schemas/metadata/README.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from kraftpy.protocol.api import metadata_record_class
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages import METADATA_RECORDS
from kraftpy.protocol.records import RecordBatchBuilder, decode_batch
from kraftpy.protocol.records.varint import read_uvarint, write_uvarint

FRAME_VERSION = 1

_CLASSES: dict[int, type[Message]] = {}


def record_class(record_type: int) -> type[Message]:
    cls = _CLASSES.get(record_type)
    if cls is None:
        cls = metadata_record_class(record_type)
        if cls is None:
            raise DecodeError(f"unknown metadata record type {record_type}", message="MetadataRecord")
        _CLASSES[record_type] = cls
    return cls


def latest_version(record: Message) -> int:
    return record.VALID_VERSIONS[1]


def encode_record(record: Message, version: int | None = None) -> bytes:
    """The framed value of a metadata record (default: its latest version)."""
    v = latest_version(record) if version is None else version
    assert record.API_KEY is not None
    return (
        write_uvarint(FRAME_VERSION)
        + write_uvarint(record.API_KEY)
        + write_uvarint(v)
        + record.encode(v)
    )


def decode_record(value: bytes | bytearray | memoryview) -> tuple[Any, int]:
    """(record, version) from a framed value."""
    frame, pos = read_uvarint(value, 0)
    if frame != FRAME_VERSION:
        raise DecodeError(f"unsupported metadata record frame version {frame}", message="MetadataRecord")
    record_type, pos = read_uvarint(value, pos)
    version, pos = read_uvarint(value, pos)
    cls = record_class(record_type)
    valid = METADATA_RECORDS[record_type][1]
    if not valid[0] <= version <= valid[1]:
        raise DecodeError(
            f"{cls.NAME} version {version} is newer than this node understands", message="MetadataRecord"
        )
    record, end = cls.decode_from(value, pos, version)
    if end != len(value):
        raise DecodeError(f"{len(value) - end} trailing bytes after {cls.NAME}", message="MetadataRecord")
    return record, version


def build_batch(
    records: Iterable[Message], *, base_offset: int = 0, leader_epoch: int = 0, timestamp: int = 0
) -> bytes:
    """A record batch holding metadata records (value = framed record, no key)."""
    builder = RecordBatchBuilder(base_offset=base_offset, partition_leader_epoch=leader_epoch)
    for r in records:
        builder.append(timestamp, None, encode_record(r))
    return builder.build()


def iter_batch_records(batch: bytes | bytearray | memoryview) -> Iterator[tuple[int, Any]]:
    """(offset, record) for every record of one metadata batch (control batches yield nothing)."""
    decoded = decode_batch(batch)
    if decoded.header.is_control:
        return
    for r in decoded.records:
        if r.value is None:
            raise DecodeError("metadata record without a value", message="MetadataRecord")
        record, _ = decode_record(r.value)
        yield r.offset, record
