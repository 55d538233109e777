"""Record batch headers (magic v2): the broker's hot path, which never decodes records.

Layout of a batch (big-endian)::

    offset  field                  type
         0  baseOffset             int64    \\
         8  batchLength            int32     > not covered by the CRC; the broker patches baseOffset and
        12  partitionLeaderEpoch   int32    /  partitionLeaderEpoch in place
        16  magic                  int8     (= 2)
        17  crc                    uint32   CRC-32C of bytes 21 .. end
        21  attributes             int16    bits 0-2 compression, 3 timestamp type, 4 transactional,
                                            5 control, 6 has delete horizon
        23  lastOffsetDelta        int32
        27  baseTimestamp          int64
        35  maxTimestamp           int64
        43  producerId             int64
        51  producerEpoch          int16
        53  baseSequence           int32
        57  recordsCount           int32
        61  records ...

``batchLength`` counts the bytes after itself, so a batch occupies ``batchLength + 12`` bytes.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import NamedTuple

from crc32c import crc32c

from ..errors import CorruptRecordError

__all__ = [
    "ATTRIBUTES_OFFSET",
    "BASE_OFFSET_OFFSET",
    "BASE_SEQUENCE_OFFSET",
    "BASE_TIMESTAMP_OFFSET",
    "BATCH_LENGTH_OFFSET",
    "BATCH_OVERHEAD",
    "COMPRESSION_MASK",
    "CONTROL_FLAG",
    "CRC_OFFSET",
    "CREATE_TIME",
    "DELETE_HORIZON_FLAG",
    "HEADER_STRUCT",
    "LAST_OFFSET_DELTA_OFFSET",
    "LOG_APPEND_TIME",
    "LOG_OVERHEAD",
    "MAGIC",
    "MAGIC_OFFSET",
    "MAX_TIMESTAMP_OFFSET",
    "MIN_BATCH_LENGTH",
    "MIN_RECORD_SIZE",
    "NO_PARTITION_LEADER_EPOCH",
    "NO_PRODUCER_EPOCH",
    "NO_PRODUCER_ID",
    "NO_SEQUENCE",
    "NO_TIMESTAMP",
    "PARTITION_LEADER_EPOCH_OFFSET",
    "PRODUCER_EPOCH_OFFSET",
    "PRODUCER_ID_OFFSET",
    "RECORDS_COUNT_OFFSET",
    "RECORDS_OFFSET",
    "TIMESTAMP_TYPE_FLAG",
    "TRANSACTIONAL_FLAG",
    "BatchHeader",
    "BatchTooLargeError",
    "Batches",
    "UnsupportedMagicError",
    "assign_offsets",
    "batch_crc",
    "check_batch",
    "crc_is_valid",
    "iter_batches",
    "patch_base_offset",
    "patch_partition_leader_epoch",
    "read_attributes",
    "read_base_offset",
    "read_base_sequence",
    "read_batch_size",
    "read_header",
    "read_last_offset",
    "read_max_timestamp",
    "read_partition_leader_epoch",
    "read_producer_epoch",
    "read_producer_id",
    "read_producer_state",
    "read_records_count",
    "set_log_append_time",
    "validate_batches",
]

BytesLike = bytes | bytearray | memoryview
WritableBuffer = bytearray | memoryview

MAGIC = 2
HEADER_STRUCT = struct.Struct(">qiibIhiqqqhii")

BASE_OFFSET_OFFSET = 0
BATCH_LENGTH_OFFSET = 8
PARTITION_LEADER_EPOCH_OFFSET = 12
MAGIC_OFFSET = 16
CRC_OFFSET = 17
ATTRIBUTES_OFFSET = 21
LAST_OFFSET_DELTA_OFFSET = 23
BASE_TIMESTAMP_OFFSET = 27
MAX_TIMESTAMP_OFFSET = 35
PRODUCER_ID_OFFSET = 43
PRODUCER_EPOCH_OFFSET = 51
BASE_SEQUENCE_OFFSET = 53
RECORDS_COUNT_OFFSET = 57
RECORDS_OFFSET = 61

BATCH_OVERHEAD = RECORDS_OFFSET  # size of a batch without records
LOG_OVERHEAD = 12  # baseOffset + batchLength: the bytes not counted by batchLength
MIN_BATCH_LENGTH = BATCH_OVERHEAD - LOG_OVERHEAD
MIN_RECORD_SIZE = 7  # length, attributes, timestampDelta, offsetDelta, keyLength, valueLength, header count

COMPRESSION_MASK = 0x07
TIMESTAMP_TYPE_FLAG = 0x08
TRANSACTIONAL_FLAG = 0x10
CONTROL_FLAG = 0x20
DELETE_HORIZON_FLAG = 0x40

CREATE_TIME = 0
LOG_APPEND_TIME = 1

NO_PRODUCER_ID = -1
NO_PRODUCER_EPOCH = -1
NO_SEQUENCE = -1
NO_PARTITION_LEADER_EPOCH = -1
NO_TIMESTAMP = -1

_MAX_CODEC = 4

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
_I64 = struct.Struct(">q")
_U32 = struct.Struct(">I")
_PRODUCER = struct.Struct(">qhi")


class UnsupportedMagicError(CorruptRecordError):
    """A batch whose magic byte is not 2 (message formats v0 and v1 are not supported, as in Kafka 4)."""


class BatchTooLargeError(CorruptRecordError):
    """A batch larger than the allowed maximum (``message.max.bytes``)."""

    error_code = 10  # MESSAGE_TOO_LARGE


class BatchHeader(NamedTuple):
    """The 61-byte header of a batch, plus `position`, the byte position of the batch in its buffer."""

    base_offset: int
    batch_length: int
    partition_leader_epoch: int
    magic: int
    crc: int
    attributes: int
    last_offset_delta: int
    base_timestamp: int
    max_timestamp: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    records_count: int
    position: int = 0

    @property
    def size(self) -> int:
        """Bytes occupied by the whole batch."""
        return self.batch_length + LOG_OVERHEAD

    @property
    def end(self) -> int:
        """Position just past the batch."""
        return self.position + self.batch_length + LOG_OVERHEAD

    @property
    def last_offset(self) -> int:
        return self.base_offset + self.last_offset_delta

    @property
    def next_offset(self) -> int:
        return self.base_offset + self.last_offset_delta + 1

    @property
    def compression(self) -> int:
        return self.attributes & COMPRESSION_MASK

    @property
    def timestamp_type(self) -> int:
        """CREATE_TIME (0) or LOG_APPEND_TIME (1)."""
        return 1 if self.attributes & TIMESTAMP_TYPE_FLAG else 0

    @property
    def is_transactional(self) -> bool:
        return bool(self.attributes & TRANSACTIONAL_FLAG)

    @property
    def is_control(self) -> bool:
        return bool(self.attributes & CONTROL_FLAG)

    @property
    def has_delete_horizon(self) -> bool:
        return bool(self.attributes & DELETE_HORIZON_FLAG)

    @property
    def delete_horizon_ms(self) -> int | None:
        """The delete horizon stored in baseTimestamp when the batch has one."""
        return self.base_timestamp if self.attributes & DELETE_HORIZON_FLAG else None

    @property
    def has_producer_id(self) -> bool:
        return self.producer_id > NO_PRODUCER_ID

    @property
    def last_sequence(self) -> int:
        """Sequence of the last record (wrapping at int32 like Kafka), or -1 without a base sequence."""
        if self.base_sequence == NO_SEQUENCE:
            return NO_SEQUENCE
        return (self.base_sequence + self.last_offset_delta) & 0x7FFFFFFF

    def view(self, buf: BytesLike) -> memoryview:
        """The bytes of this batch in `buf`, without copying."""
        return memoryview(buf)[self.position : self.position + self.batch_length + LOG_OVERHEAD]


_new_header = tuple.__new__
_unpack_header = HEADER_STRUCT.unpack_from


class Batches(list[BatchHeader]):
    """The headers of the complete batches of a buffer, in order.

    `end` is the position just past the last complete batch: ``len(buf)`` unless the buffer ends with a
    partial batch (only when validating with ``allow_partial=True``), where the partial batch starts.
    """

    __slots__ = ("end",)

    def __init__(self) -> None:
        super().__init__()
        self.end = 0

    @property
    def records_count(self) -> int:
        return sum(h.records_count for h in self)


def check_batch(
    view: memoryview,
    pos: int,
    *,
    allow_partial: bool = False,
    strict: bool = False,
    verify_crc: bool = True,
    max_batch_size: int | None = None,
) -> BatchHeader | None:
    """Check the batch at `pos` of `view` and return its header; ``None`` for a partial batch if allowed.

    Checks: enough bytes, magic 2, batchLength >= 49 and within the buffer (and `max_batch_size`), a known
    compression codec, the CRC-32C (unless `verify_crc` is false), lastOffsetDelta >= 0, 0 <= recordsCount <=
    lastOffsetDelta + 1 and, for uncompressed batches, room for that many records. `strict` adds the checks of
    batches coming from a producer: at least one record and recordsCount == lastOffsetDelta + 1.
    """
    remaining = len(view) - pos
    if remaining < LOG_OVERHEAD:
        if allow_partial:
            return None
        raise CorruptRecordError(
            f"truncated batch: {remaining} bytes left, a batch needs at least {BATCH_OVERHEAD}",
            message="RecordBatch",
            offset=pos,
        )
    if remaining > MAGIC_OFFSET and view[pos + MAGIC_OFFSET] != MAGIC:
        magic = view[pos + MAGIC_OFFSET]
        raise UnsupportedMagicError(
            f"unsupported magic {magic - 256 if magic > 127 else magic} (only 2 is supported)",
            message="RecordBatch",
            field="magic",
            offset=pos + MAGIC_OFFSET,
        )
    (batch_length,) = _I32.unpack_from(view, pos + BATCH_LENGTH_OFFSET)
    if batch_length < MIN_BATCH_LENGTH:
        raise CorruptRecordError(
            f"batch length {batch_length} below the minimum {MIN_BATCH_LENGTH}",
            message="RecordBatch",
            field="batchLength",
            offset=pos + BATCH_LENGTH_OFFSET,
        )
    size = batch_length + LOG_OVERHEAD
    if max_batch_size is not None and size > max_batch_size:
        raise BatchTooLargeError(
            f"batch of {size} bytes exceeds the maximum {max_batch_size}",
            message="RecordBatch",
            field="batchLength",
            offset=pos + BATCH_LENGTH_OFFSET,
        )
    if size > remaining:
        if allow_partial:
            return None
        raise CorruptRecordError(
            f"batch of {size} bytes runs past the end of the buffer ({remaining} bytes left)",
            message="RecordBatch",
            field="batchLength",
            offset=pos + BATCH_LENGTH_OFFSET,
        )
    fields = _unpack_header(view, pos)
    if verify_crc:
        computed = crc32c(view[pos + ATTRIBUTES_OFFSET : pos + size])
        if computed != fields[4]:
            raise CorruptRecordError(
                f"CRC mismatch: stored {fields[4]:#010x}, computed {computed:#010x}",
                message="RecordBatch",
                field="crc",
                offset=pos + CRC_OFFSET,
            )
    codec = fields[5] & COMPRESSION_MASK
    if codec > _MAX_CODEC:
        raise CorruptRecordError(
            f"unknown compression codec {codec}",
            message="RecordBatch",
            field="attributes",
            offset=pos + ATTRIBUTES_OFFSET,
        )
    last_offset_delta = fields[6]
    count = fields[12]
    if last_offset_delta < 0:
        raise CorruptRecordError(
            f"negative lastOffsetDelta {last_offset_delta}",
            message="RecordBatch",
            field="lastOffsetDelta",
            offset=pos + LAST_OFFSET_DELTA_OFFSET,
        )
    if strict:
        if count <= 0 or count != last_offset_delta + 1:
            raise CorruptRecordError(
                f"records count {count} inconsistent with lastOffsetDelta {last_offset_delta}",
                message="RecordBatch",
                field="recordsCount",
                offset=pos + RECORDS_COUNT_OFFSET,
            )
    elif count < 0 or count > last_offset_delta + 1:
        raise CorruptRecordError(
            f"records count {count} inconsistent with lastOffsetDelta {last_offset_delta}",
            message="RecordBatch",
            field="recordsCount",
            offset=pos + RECORDS_COUNT_OFFSET,
        )
    if codec == 0 and count * MIN_RECORD_SIZE > size - BATCH_OVERHEAD:
        raise CorruptRecordError(
            f"records count {count} cannot fit in {size - BATCH_OVERHEAD} bytes",
            message="RecordBatch",
            field="recordsCount",
            offset=pos + RECORDS_COUNT_OFFSET,
        )
    return _new_header(BatchHeader, (*fields, pos))


def validate_batches(
    buf: BytesLike,
    *,
    allow_partial: bool = False,
    strict: bool = False,
    verify_crc: bool = True,
    max_batch_size: int | None = None,
) -> Batches:
    """Check every batch of `buf` (concatenated batches) without decoding records; return their headers.

    Raises :class:`CorruptRecordError` (or its subclasses :class:`UnsupportedMagicError`,
    :class:`BatchTooLargeError`) for the first bad batch. With `allow_partial`, a truncated last batch ends the
    walk silently and ``result.end`` tells where it starts. See :func:`check_batch` for the checks.
    """
    view = buf if type(buf) is memoryview else memoryview(buf)
    result = Batches()
    append = result.append
    n = len(view)
    pos = 0
    while pos < n:
        header = check_batch(
            view,
            pos,
            allow_partial=allow_partial,
            strict=strict,
            verify_crc=verify_crc,
            max_batch_size=max_batch_size,
        )
        if header is None:
            break
        append(header)
        pos += header[1] + LOG_OVERHEAD
    result.end = pos
    return result


def iter_batches(
    buf: BytesLike, *, allow_partial: bool = False, verify_crc: bool = False
) -> Iterator[tuple[int, BatchHeader]]:
    """Walk a log buffer batch by batch, yielding ``(position, header)``; nothing is copied.

    The structural checks of :func:`check_batch` apply; the CRC only with `verify_crc`. With `allow_partial`
    the walk stops quietly at a truncated last batch (as a Fetch response may end).
    """
    view = buf if type(buf) is memoryview else memoryview(buf)
    n = len(view)
    pos = 0
    while pos < n:
        header = check_batch(view, pos, allow_partial=allow_partial, verify_crc=verify_crc)
        if header is None:
            return
        yield pos, header
        pos += header[1] + LOG_OVERHEAD


def read_header(buf: BytesLike, pos: int = 0) -> BatchHeader:
    """Unpack the header at `pos` without any check beyond its length."""
    try:
        return _new_header(BatchHeader, (*_unpack_header(buf, pos), pos))
    except struct.error:
        raise _truncated(buf, pos, BATCH_OVERHEAD) from None


def _truncated(buf: BytesLike, pos: int, need: int) -> CorruptRecordError:
    return CorruptRecordError(
        f"truncated batch header: {len(buf) - pos} bytes left, need {need}", message="RecordBatch", offset=pos
    )


def _read(st: struct.Struct, buf: BytesLike, pos: int, field_offset: int) -> int:
    try:
        return st.unpack_from(buf, pos + field_offset)[0]  # type: ignore[no-any-return]
    except struct.error:
        raise _truncated(buf, pos, field_offset + st.size) from None


def read_base_offset(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I64, buf, pos, BASE_OFFSET_OFFSET)


def read_batch_size(buf: BytesLike, pos: int = 0) -> int:
    """Bytes occupied by the batch at `pos` (batchLength + 12)."""
    return _read(_I32, buf, pos, BATCH_LENGTH_OFFSET) + LOG_OVERHEAD


def read_partition_leader_epoch(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I32, buf, pos, PARTITION_LEADER_EPOCH_OFFSET)


def read_attributes(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I16, buf, pos, ATTRIBUTES_OFFSET)


def read_last_offset(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I64, buf, pos, BASE_OFFSET_OFFSET) + _read(_I32, buf, pos, LAST_OFFSET_DELTA_OFFSET)


def read_max_timestamp(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I64, buf, pos, MAX_TIMESTAMP_OFFSET)


def read_producer_id(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I64, buf, pos, PRODUCER_ID_OFFSET)


def read_producer_epoch(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I16, buf, pos, PRODUCER_EPOCH_OFFSET)


def read_base_sequence(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I32, buf, pos, BASE_SEQUENCE_OFFSET)


def read_producer_state(buf: BytesLike, pos: int = 0) -> tuple[int, int, int]:
    """``(producer_id, producer_epoch, base_sequence)`` of the batch at `pos`."""
    try:
        return _PRODUCER.unpack_from(buf, pos + PRODUCER_ID_OFFSET)
    except struct.error:
        raise _truncated(buf, pos, BATCH_OVERHEAD) from None


def read_records_count(buf: BytesLike, pos: int = 0) -> int:
    return _read(_I32, buf, pos, RECORDS_COUNT_OFFSET)


def batch_crc(buf: BytesLike, pos: int = 0) -> int:
    """Compute the CRC-32C of the batch at `pos` (its size taken from batchLength)."""
    size = read_batch_size(buf, pos)
    if size < BATCH_OVERHEAD or pos + size > len(buf):
        raise _truncated(buf, pos, size)
    return crc32c(memoryview(buf)[pos + ATTRIBUTES_OFFSET : pos + size])


def crc_is_valid(buf: BytesLike, pos: int = 0) -> bool:
    """Whether the stored CRC of the batch at `pos` matches its content."""
    return batch_crc(buf, pos) == _read(_U32, buf, pos, CRC_OFFSET)


def patch_base_offset(buf: WritableBuffer, pos: int, base_offset: int) -> None:
    """Overwrite baseOffset of the batch at `pos` (outside the CRC: the CRC stays valid)."""
    _I64.pack_into(buf, pos + BASE_OFFSET_OFFSET, base_offset)


def patch_partition_leader_epoch(buf: WritableBuffer, pos: int, epoch: int) -> None:
    """Overwrite partitionLeaderEpoch of the batch at `pos` (outside the CRC: the CRC stays valid)."""
    _I32.pack_into(buf, pos + PARTITION_LEADER_EPOCH_OFFSET, epoch)


def assign_offsets(
    buf: WritableBuffer,
    batches: list[BatchHeader],
    first_offset: int,
    *,
    partition_leader_epoch: int | None = None,
) -> int:
    """Give the `batches` of `buf` consecutive offsets from `first_offset`; return the next offset.

    Each batch keeps its offset span (lastOffsetDelta + 1). With `partition_leader_epoch`, also stamp the
    epoch. The headers in `batches` are not updated (they are immutable).
    """
    offset = first_offset
    pack_i64 = _I64.pack_into
    for header in batches:
        pos = header.position
        pack_i64(buf, pos, offset)
        if partition_leader_epoch is not None:
            _I32.pack_into(buf, pos + PARTITION_LEADER_EPOCH_OFFSET, partition_leader_epoch)
        offset += header.last_offset_delta + 1
    return offset


def set_log_append_time(buf: WritableBuffer, pos: int, timestamp: int) -> None:
    """Mark the batch at `pos` as LogAppendTime with maxTimestamp `timestamp`, and recompute its CRC.

    Records of a LogAppendTime batch all carry the batch's maxTimestamp.
    """
    attributes = _read(_I16, buf, pos, ATTRIBUTES_OFFSET)
    new_attributes = attributes | TIMESTAMP_TYPE_FLAG
    if new_attributes == attributes and _read(_I64, buf, pos, MAX_TIMESTAMP_OFFSET) == timestamp:
        return
    size = read_batch_size(buf, pos)
    if size < BATCH_OVERHEAD or pos + size > len(buf):
        raise _truncated(buf, pos, size)
    _I16.pack_into(buf, pos + ATTRIBUTES_OFFSET, new_attributes)
    _I64.pack_into(buf, pos + MAX_TIMESTAMP_OFFSET, timestamp)
    _U32.pack_into(buf, pos + CRC_OFFSET, crc32c(memoryview(buf)[pos + ATTRIBUTES_OFFSET : pos + size]))
