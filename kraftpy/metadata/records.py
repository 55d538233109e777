"""Framing of metadata-log records: how a record value in `__cluster_metadata` carries a typed record.

A value is: unsigned varint frame version (1), unsigned varint record type (the schema's apiKey), unsigned varint
record version, then the record body encoded at that version (schemas/metadata/README.md).

`decode_partition_value` is a fast path for the record a snapshot holds a million of: a PartitionRecord v1/v2 of the
shape kraftpy writes (up to 8 replicas and ISR members, no reassignment, no directories) goes straight from its
bytes to a `PartitionRegistration`, without the generic decoder and its `PartitionRecord` object;
`decode_topic_value` does the same for TopicRecords. `decode_partition_change_value` decodes the record a broker
event writes thousands of (a PartitionChangeRecord) into the same object the generic decoder builds, sharing one
topic id object per topic. Anything else (and anything malformed) is left to `decode_record`, so both paths give
the same result or the same error.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Iterable, Iterator
from typing import Any

from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.protocol.api import metadata_record_class
from kraftpy.protocol.codec import ARRAYS, Message, uuid_from
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages import METADATA_RECORDS
from kraftpy.protocol.messages.metadata_records import PartitionChangeRecord
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
    return write_uvarint(FRAME_VERSION) + write_uvarint(record.API_KEY) + write_uvarint(v) + record.encode(v)


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
        raise DecodeError(f"{cls.NAME} version {version} is newer than this node understands", message="MetadataRecord")
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


# -- fast path for PartitionRecord ------------------------------------------------------------------------------

TOPIC_RECORD_TYPE = 2
PARTITION_RECORD_TYPE = 3
PARTITION_CHANGE_RECORD_TYPE = 5
# Replica and ISR counts the fast path handles (one precompiled layout per pair of counts).
FAST_MAX_REPLICAS = 8
# frame, type, version, PartitionId, TopicId, Replicas, Isr, RemovingReplicas (empty), AddingReplicas (empty),
# Leader, LeaderEpoch, PartitionEpoch, Directories (v1+: compact array; the fast path takes it empty); the tagged
# fields follow.
_LAYOUTS: tuple[tuple[struct.Struct, ...], ...] = tuple(
    tuple(struct.Struct(f">BBBi16sB{n}iB{m}iBBiiiB") for m in range(FAST_MAX_REPLICAS + 1))
    for n in range(FAST_MAX_REPLICAS + 1)
)
_I8 = struct.Struct(">b")
_I32 = struct.Struct(">i")
_INT_ARRAYS: tuple[struct.Struct, ...] = tuple(struct.Struct(f">{n}i") for n in range(FAST_MAX_REPLICAS + 1))
_new = tuple.__new__


def decode_partition_value(
    value: bytes | bytearray | memoryview,
) -> tuple[bytes, int, PartitionRegistration] | None:
    """(topic id bytes, partition id, registration) of a framed PartitionRecord, or None when the value is not of
    the shape this fast path knows (the caller then uses `decode_record`, which also reports malformed values).

    Equivalent to `PartitionRegistration.from_record(decode_record(value)[0])` on every value it accepts.
    """
    try:
        n = value[23] - 1
        m = value[24 + 4 * n] - 1
        if not (0 <= n <= FAST_MAX_REPLICAS and 0 <= m <= FAST_MAX_REPLICAS):
            return None
        layout = _LAYOUTS[n][m]
        t = layout.unpack_from(value)
        version = t[2]
        if t[0] != 1 or t[1] != PARTITION_RECORD_TYPE or not 1 <= version <= 2:
            return None
        rest = t[7 + n + m :]
        if rest[0] != 1 or rest[1] != 1 or rest[5] != 1:  # reassignment lists or directories present
            return None
        replicas = t[6 : 6 + n]
        isr = t[7 + n : 7 + n + m]
        if isr == replicas:
            isr = replicas
        pos = layout.size
        end = len(value)
        if pos == end - 1 and value[pos] == 0:
            return (
                t[4],
                t[3],
                _new(PartitionRegistration, (replicas, isr, rest[2], rest[3], rest[4], 0, (), (), -1, (), (), ())),
            )
        recovery, elr, lke, lkl = 0, (), (), -1
        count = value[pos]
        pos += 1
        if count >= 0x80:
            return None
        for _ in range(count):
            tag, pos = read_uvarint(value, pos)
            size = value[pos]
            pos += 1
            if size >= 0x80 or pos + size > end:
                return None
            if tag == 0 and size == 1:
                (recovery,) = _I8.unpack_from(value, pos)
            elif version >= 2 and (tag == 1 or tag == 2):
                k = value[pos] - 1
                if not 0 <= k <= FAST_MAX_REPLICAS or size != 1 + 4 * k:
                    return None
                if tag == 1:
                    elr = _INT_ARRAYS[k].unpack_from(value, pos + 1)
                else:
                    lke = _INT_ARRAYS[k].unpack_from(value, pos + 1)
            elif version >= 2 and tag == 1000 and size == 4:
                (lkl,) = _I32.unpack_from(value, pos)
            else:
                return None
            pos += size
        if pos != end:
            return None
        return (
            t[4],
            t[3],
            _new(
                PartitionRegistration, (replicas, isr, rest[2], rest[3], rest[4], recovery, elr, lke, lkl, (), (), ())
            ),
        )
    except (IndexError, struct.error, DecodeError):
        return None


def decode_topic_value(value: bytes | bytearray | memoryview) -> tuple[str, bytes] | None:
    """(name, topic id bytes) of a framed TopicRecord v0 without tagged fields and with a name shorter than 127
    bytes, or None (the caller then uses `decode_record`). Equivalent to `decode_record` on every value it
    accepts."""
    try:
        if value[0] != 1 or value[1] != TOPIC_RECORD_TYPE or value[2] != 0:
            return None
        n = value[3] - 1
        if not 0 <= n < 127:
            return None
        end = 4 + n
        if len(value) != end + 17 or value[end + 16] != 0:
            return None
        return str(value[4:end], "utf-8"), bytes(value[end : end + 16])
    except (IndexError, UnicodeDecodeError):
        return None


_PARTITION_AND_TOPIC = struct.Struct(">i16s")
_INT32_ARRAYS = ARRAYS["i"]  # precompiled ">{n}i" for n < 64
_new_object = object.__new__
# PartitionChangeRecord tags holding int32 arrays: Isr 0, Replicas 2, RemovingReplicas 3, AddingReplicas 4 (v0+),
# EligibleLeaderReplicas 6, LastKnownElr 7 (v2+)
_CHANGE_ARRAY_TAGS = {0: 0, 2: 0, 3: 0, 4: 0, 6: 2, 7: 2}


def decode_partition_change_value(
    value: bytes | bytearray | memoryview, topic_ids: dict[bytes, uuid.UUID]
) -> PartitionChangeRecord | None:
    """The PartitionChangeRecord of a framed value, equal to `decode_record(value)[0]`, or None when the value is
    not of the shape this fast path knows (directories, null arrays, unknown tags, malformed input: the caller then
    uses `decode_record`). Topic ids are looked up in (and added to) `topic_ids`, so the records of one topic share
    one UUID object."""
    try:
        version = value[2]
        if value[0] != 1 or value[1] != PARTITION_CHANGE_RECORD_TYPE or version > 2:
            return None
        partition_id, raw = _PARTITION_AND_TOPIC.unpack_from(value, 3)
        isr = replicas = removing = adding = elr = lke = None
        leader = lkl = -2
        recovery = -1
        end = len(value)
        count = value[23]
        pos = 24
        if count >= 0x80:
            return None
        for _ in range(count):
            tag, pos = read_uvarint(value, pos)
            size = value[pos]
            pos += 1
            if size >= 0x80 or pos + size > end:
                return None
            since = _CHANGE_ARRAY_TAGS.get(tag)
            if since is not None and version >= since:
                k = value[pos] - 1
                if not 0 <= k < 64 or size != 1 + 4 * k:
                    return None
                array = list(_INT32_ARRAYS[k].unpack_from(value, pos + 1))
                if tag == 0:
                    isr = array
                elif tag == 2:
                    replicas = array
                elif tag == 3:
                    removing = array
                elif tag == 4:
                    adding = array
                elif tag == 6:
                    elr = array
                else:
                    lke = array
            elif tag == 1 and size == 4:
                (leader,) = _I32.unpack_from(value, pos)
            elif tag == 5 and size == 1:
                (recovery,) = _I8.unpack_from(value, pos)
            elif tag == 1000 and version >= 2 and size == 4:
                (lkl,) = _I32.unpack_from(value, pos)
            else:
                return None
            pos += size
        if pos != end:
            return None
    except (IndexError, struct.error, DecodeError):
        return None
    topic_id = topic_ids.get(raw)
    if topic_id is None:
        topic_id = topic_ids[raw] = uuid_from(raw)
    o = _new_object(PartitionChangeRecord)
    o.partition_id = partition_id
    o.topic_id = topic_id
    o.isr = isr
    o.leader = leader
    o.replicas = replicas
    o.removing_replicas = removing
    o.adding_replicas = adding
    o.leader_recovery_state = recovery
    o.directories = None
    o.eligible_leader_replicas = elr
    o.last_known_elr = lke
    o.last_known_leader = lkl
    o._unknown_tags = None
    return o


def decode_value(value: bytes | bytearray | memoryview, topic_ids: dict[bytes, uuid.UUID]) -> Message:
    """`decode_record(value)[0]`, with PartitionChangeRecords on the fast path (see
    `decode_partition_change_value`)."""
    if len(value) > 23 and value[1] == PARTITION_CHANGE_RECORD_TYPE:
        record = decode_partition_change_value(value, topic_ids)
        if record is not None:
            return record
    return decode_record(value)[0]  # type: ignore[no-any-return]
