"""Records of v2 batches: full decoding, values-only decoding and building.

Record layout (inside the records area of a batch, after decompression)::

    length          varint   bytes of the record after this field
    attributes      int8     unused (0)
    timestampDelta  varlong  timestamp - batch baseTimestamp
    offsetDelta     varint   offset - batch baseOffset
    keyLength       varint   -1 for a null key
    key             bytes
    valueLength     varint   -1 for a null value
    value           bytes
    headerCount     varint
    headers         [headerKeyLength varint, headerKey utf-8, headerValueLength varint (-1 null), value]

Decoding is strict and allocation-safe: counts and lengths are checked against the bytes that remain before
anything is allocated or looped over, and every inconsistency raises :class:`CorruptRecordError` naming the record
and field. Keys, values and header values are ``memoryview`` slices of the (decompressed) records area.

Control batches carry control records: key = int16 version + int16 type (0 ABORT, 1 COMMIT, 2.. raft records);
the value of ABORT/COMMIT is int16 version + int32 coordinatorEpoch, raft control values are opaque here.

:func:`batch_values` and :func:`iter_batch_values` are the values-only path (the metadata log and snapshots, whose
records are opaque values): the same checks as :func:`decode_batch` (CRC, decompression, record framing), but
without :class:`Record` objects; keys are skipped by their lengths, headers (rare there) are checked as the full
decoder checks them, and each value comes out as ``bytes``. A batch it rejects gets the full decoder's error.

(This module is over ~800 lines on purpose: the full decoder, the values-only decoder and the leader's validation
fast path (`validate_batch_records`, with its column checks of uniform batches) all read the same record layout, and
each is the Python reference of the others; apart, the three would each restate the layout.)
"""

from __future__ import annotations

import enum
import functools
import importlib
import os
import struct
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from types import ModuleType

from crc32c import crc32c

from ..errors import CorruptRecordError, DecodeError, EncodeError, InvalidRecordError
from .batch import (
    ATTRIBUTES_OFFSET,
    BATCH_OVERHEAD,
    COMPRESSION_MASK,
    CONTROL_FLAG,
    CRC_OFFSET,
    CREATE_TIME,
    DELETE_HORIZON_FLAG,
    HEADER_STRUCT,
    LOG_APPEND_TIME,
    MAGIC,
    MIN_BATCH_LENGTH,
    MIN_RECORD_SIZE,
    NO_PARTITION_LEADER_EPOCH,
    NO_PRODUCER_EPOCH,
    NO_PRODUCER_ID,
    NO_SEQUENCE,
    RECORDS_COUNT_OFFSET,
    RECORDS_OFFSET,
    TIMESTAMP_TYPE_FLAG,
    TRANSACTIONAL_FLAG,
    BatchHeader,
    check_batch,
)
from .compression import DEFAULT_MAX_DECOMPRESSED_SIZE, CompressionType, compress, decompress
from .varint import read_varint, read_varlong, write_varint, write_varlong

# The C extension (_native.c, typed by _native.pyi): `check_records` is the compiled twin of `_check_records`, and
# `scan_keys` of the log cleaner's Python scan. Absent where it was not built (no C compiler). Loaded by name: a
# compiled module imports nothing of kraftpy, and an import statement naming it reads to import-graph checkers as an
# import of this package by one of its own modules (a cycle that does not exist).
_native: ModuleType | None
try:
    _native = importlib.import_module(f"{__package__}._native")
except ImportError:  # pragma: no cover - a build without a C compiler
    _native = None
_native_check_records: Callable[[bytes | bytearray | memoryview, int, bool], tuple[int, int] | None] | None = (
    None if _native is None else _native.check_records
)
_native_scan_keys: (
    Callable[
        [bytes | bytearray | memoryview, int, bool],
        tuple[list[bytes | None], list[int], list[int], list[bool], int, bool, bool, bool] | None,
    ]
    | None
) = None if _native is None else _native.scan_keys
#: a bytearray of n bytes, for a buffer written in full before it is read (a large frame read into its own buffer):
#: uninitialized from the extension, zero-filled without it (`bytearray(n)`, which costs a pass over the memory)
new_buffer: Callable[[int], bytearray] = bytearray if _native is None else _native.new_buffer
#: start writing a file range's dirty pages back to disk without waiting (a hint: nothing becomes durable by it), or
#: None without the extension: (fd, offset, nbytes) -> whether the system has such a call
start_writeback: Callable[[int, int, int], bool] | None = None if _native is None else _native.start_writeback

__all__ = [
    "ControlRecordType",
    "Record",
    "RecordBatch",
    "RecordBatchBuilder",
    "batch_values",
    "build_control_batch",
    "build_end_txn_marker",
    "decode_batch",
    "decode_batches",
    "decode_end_txn_value",
    "decode_records",
    "encode_control_key",
    "encode_end_txn_value",
    "iter_batch_values",
    "iter_records",
    "parse_control_key",
    "native_fast_path",
    "native_scan_keys",
    "read_end_txn_marker",
    "validate_batch_records",
    "validate_batch_records_python",
]

BytesLike = bytes | bytearray | memoryview
Header = tuple[str, BytesLike | None]

_MIN_RECORD_BODY = MIN_RECORD_SIZE - 1  # a record after its length field
_MIN_HEADER_SIZE = 2  # header key length + header value length
_CONTROL_KEY = struct.Struct(">hh")
_END_TXN_VALUE = struct.Struct(">hi")
_U32 = struct.Struct(">I")
_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
_I64_MAX = 2**63 - 1


class ControlRecordType(enum.IntEnum):
    """Types of control records (the int16 after the version in a control record key)."""

    ABORT = 0
    COMMIT = 1
    LEADER_CHANGE = 2
    SNAPSHOT_HEADER = 3
    SNAPSHOT_FOOTER = 4
    KRAFT_VERSION = 5
    KRAFT_VOTERS = 6


@dataclass(slots=True)
class Record:
    """One record with absolute offset and timestamp. Payloads are memoryviews when decoded."""

    offset: int
    timestamp: int
    key: BytesLike | None
    value: BytesLike | None
    headers: list[Header] = field(default_factory=list)
    attributes: int = 0


@dataclass(slots=True)
class RecordBatch:
    """A decoded batch: its header and its records."""

    header: BatchHeader
    records: list[Record]

    def __iter__(self) -> Iterator[Record]:
        return iter(self.records)

    def __len__(self) -> int:
        return len(self.records)

    @property
    def base_offset(self) -> int:
        return self.header.base_offset

    @property
    def last_offset(self) -> int:
        return self.header.last_offset

    @property
    def is_control(self) -> bool:
        return self.header.is_control

    @property
    def is_transactional(self) -> bool:
        return self.header.is_transactional


# --------------------------------------------------------------------------------------------------- decoding


def _corrupt(index: int, what: str, reason: str, offset: int) -> CorruptRecordError:
    return InvalidRecordError(reason, record_index=index, message=f"Record[{index}]", field=what, offset=offset)


# complex on purpose: the record decoder's hot loop, inlined for speed
def _parse_records(  # noqa: C901
    data: memoryview, count: int, base_offset: int, base_timestamp: int, log_append_time: int | None
) -> list[Record]:
    """Decode `count` records filling exactly `data` (a records area)."""
    end = len(data)
    if count * MIN_RECORD_SIZE > end:
        raise InvalidRecordError(
            f"{count} records cannot fit in {end} bytes", message="RecordBatch", field="recordsCount"
        )
    records: list[Record] = []
    append = records.append
    pos = 0
    index = 0
    what = "length"
    try:
        for index in range(count):
            start = pos
            what = "length"
            b = data[pos]
            if b < 0x80:
                length = (b >> 1) ^ -(b & 1)
                pos += 1
            else:
                length, pos = read_varint(data, pos)
            record_end = pos + length
            if length < _MIN_RECORD_BODY or record_end > end:
                raise _corrupt(index, what, f"record length {length} out of bounds ({end - pos} bytes left)", start)
            what = "attributes"
            attributes = data[pos]
            if attributes > 127:
                attributes -= 256
            pos += 1
            what = "timestampDelta"
            b = data[pos]
            if b < 0x80:
                timestamp_delta = (b >> 1) ^ -(b & 1)
                pos += 1
            else:
                timestamp_delta, pos = read_varlong(data, pos)
            what = "offsetDelta"
            b = data[pos]
            if b < 0x80:
                offset_delta = (b >> 1) ^ -(b & 1)
                pos += 1
            else:
                offset_delta, pos = read_varint(data, pos)
            what = "key"
            b = data[pos]
            if b < 0x80:
                size = (b >> 1) ^ -(b & 1)
                pos += 1
            else:
                size, pos = read_varint(data, pos)
            if size < 0:
                if size != -1:
                    raise _corrupt(index, what, f"invalid key length {size}", pos)
                key = None
            else:
                stop = pos + size
                if stop > record_end:
                    raise _corrupt(index, what, f"key of {size} bytes runs past the record end", pos)
                key = data[pos:stop]
                pos = stop
            what = "value"
            b = data[pos]
            if b < 0x80:
                size = (b >> 1) ^ -(b & 1)
                pos += 1
            else:
                size, pos = read_varint(data, pos)
            if size < 0:
                if size != -1:
                    raise _corrupt(index, what, f"invalid value length {size}", pos)
                value = None
            else:
                stop = pos + size
                if stop > record_end:
                    raise _corrupt(index, what, f"value of {size} bytes runs past the record end", pos)
                value = data[pos:stop]
                pos = stop
            what = "headers"
            b = data[pos]
            if b < 0x80:
                header_count = (b >> 1) ^ -(b & 1)
                pos += 1
            else:
                header_count, pos = read_varint(data, pos)
            if header_count == 0:
                headers: list[Header] = []
            else:
                if header_count < 0 or header_count * _MIN_HEADER_SIZE > record_end - pos:
                    raise _corrupt(index, what, f"invalid header count {header_count}", pos)
                headers, pos = _parse_headers(data, pos, record_end, header_count, index)
            if pos != record_end:
                raise _corrupt(
                    index,
                    "length",
                    f"record length {length} does not match its content ({pos - start} bytes)",
                    start,
                )
            append(
                Record(
                    base_offset + offset_delta,
                    base_timestamp + timestamp_delta if log_append_time is None else log_append_time,
                    key,
                    value,
                    headers,
                    attributes,
                )
            )
    except CorruptRecordError:
        raise
    except DecodeError as exc:
        raise _corrupt(index, what, exc.reason, exc.offset if exc.offset is not None else pos) from None
    except IndexError:
        raise _corrupt(index, what, "record truncated", pos) from None
    if pos != end:
        raise InvalidRecordError(
            f"{end - pos} trailing bytes after {count} records",
            message="RecordBatch",
            field="records",
            offset=pos,
        )
    return records


def _parse_headers(data: BytesLike, pos: int, record_end: int, count: int, index: int) -> tuple[list[Header], int]:
    """Decode `count` headers of record `index` from `pos`; return them and the position after them."""
    headers: list[Header] = []
    append = headers.append
    for _ in range(count):
        b = data[pos]
        if b < 0x80:
            size = (b >> 1) ^ -(b & 1)
            pos += 1
        else:
            size, pos = read_varint(data, pos)
        stop = pos + size
        if size < 0 or stop > record_end:
            raise _corrupt(index, "headers", f"invalid header key length {size}", pos)
        try:
            header_key = str(data[pos:stop], "utf-8")
        except UnicodeDecodeError:
            raise _corrupt(index, "headers", "header key is not valid UTF-8", pos) from None
        pos = stop
        b = data[pos]
        if b < 0x80:
            size = (b >> 1) ^ -(b & 1)
            pos += 1
        else:
            size, pos = read_varint(data, pos)
        if size < 0:
            if size != -1:
                raise _corrupt(index, "headers", f"invalid header value length {size}", pos)
            append((header_key, None))
        else:
            stop = pos + size
            if stop > record_end:
                raise _corrupt(index, "headers", f"header value of {size} bytes runs past the record end", pos)
            append((header_key, data[pos:stop]))
            pos = stop
    return headers, pos


def decode_records(
    buf: BytesLike,
    pos: int = 0,
    *,
    verify_crc: bool = True,
    max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE,
) -> list[Record]:
    """Decode all records of the batch at `pos` of `buf` (decompressing when needed)."""
    return decode_batch(buf, pos, verify_crc=verify_crc, max_size=max_size).records


def iter_records(
    buf: BytesLike,
    pos: int = 0,
    *,
    verify_crc: bool = True,
    max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE,
) -> Iterator[Record]:
    """Iterate the records of the batch at `pos` of `buf`.

    The whole batch is checked and decoded before the first record is returned, so a corrupt batch raises
    :class:`CorruptRecordError` here rather than half-way through the iteration.
    """
    return iter(decode_batch(buf, pos, verify_crc=verify_crc, max_size=max_size).records)


def decode_batch(
    buf: BytesLike,
    pos: int = 0,
    *,
    verify_crc: bool = True,
    max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE,
) -> RecordBatch:
    """Check and decode the batch at `pos` of `buf`; bytes after the batch are ignored.

    `max_size` bounds the decompressed records area. A :class:`CorruptRecordError` about a record names it
    (``Record[i]``) and the field; its offset is a position in the (decompressed) records area.
    """
    view = buf if type(buf) is memoryview else memoryview(buf)
    header = check_batch(view, pos, verify_crc=verify_crc)
    if header is None:  # pragma: no cover - check_batch returns None only with allow_partial
        raise CorruptRecordError("truncated batch", message="RecordBatch", offset=pos)
    area = view[pos + BATCH_OVERHEAD : pos + header.batch_length + 12]
    codec = header.attributes & 0x07
    data = area if codec == 0 else memoryview(decompress(codec, area, max_size))
    log_append_time = header.max_timestamp if header.attributes & TIMESTAMP_TYPE_FLAG else None
    records = _parse_records(data, header.records_count, header.base_offset, header.base_timestamp, log_append_time)
    return RecordBatch(header, records)


def decode_batches(
    buf: BytesLike,
    *,
    allow_partial: bool = False,
    verify_crc: bool = True,
    max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE,
) -> list[RecordBatch]:
    """Decode every batch of `buf`; with `allow_partial` a truncated last batch is left out."""
    view = buf if type(buf) is memoryview else memoryview(buf)
    batches = []
    pos = 0
    n = len(view)
    while pos < n:
        header = check_batch(view, pos, allow_partial=allow_partial, verify_crc=False)
        if header is None:
            break
        batches.append(decode_batch(view, pos, verify_crc=verify_crc, max_size=max_size))
        pos = header.end
    return batches


# ---------------------------------------------------------------------------------------------- values only


# complex on purpose: a hot loop, inlined for speed
def _values_or_none(data: bytes, count: int) -> list[bytes] | None:  # noqa: C901
    """The values of the `count` records filling exactly `data` (b"" for a null value), or ``None`` when
    :func:`_parse_records` would reject `data`.

    The fast path of :func:`batch_values`: it checks what :func:`_parse_records` checks (lengths within the record
    and the area, varints of the right size and range, header keys) but builds nothing except the values, and
    does not say what is wrong: the caller runs the full decoder for the error. Short varints are read inline
    (up to three bytes they are always within their type; a zigzag number with the low bit set is negative);
    longer ones go through the readers for their size and range checks.
    """
    end = len(data)
    if count * MIN_RECORD_SIZE > end:
        return None
    values: list[bytes] = []
    append = values.append
    min_body = _MIN_RECORD_BODY
    pos = 0
    try:
        for _ in range(count):
            # length
            b = data[pos]
            if b < 0x80:
                if b & 1:
                    return None
                pos += 1
                record_end = pos + (b >> 1)
            else:
                c = data[pos + 1]
                if c < 0x80:
                    if b & 1:
                        return None
                    pos += 2
                    record_end = pos + (((b & 0x7F) | (c << 7)) >> 1)
                else:
                    size, pos = read_varint(data, pos)
                    record_end = pos + size
            if record_end - pos < min_body or record_end > end:
                return None
            # attributes (the byte at pos) and timestampDelta: skipped
            if data[pos + 1] < 0x80:
                pos += 2
            elif data[pos + 2] < 0x80:
                pos += 3
            else:
                pos = read_varlong(data, pos + 1)[1]
            # offsetDelta: skipped
            if data[pos] < 0x80:
                pos += 1
            elif data[pos + 1] < 0x80:
                pos += 2
            elif data[pos + 2] < 0x80:
                pos += 3
            else:
                pos = read_varint(data, pos)[1]
            # key: skipped by its length
            if data[pos] == 1:  # null
                pos += 1
            else:
                size, pos = read_varint(data, pos)
                if size >= 0:
                    pos += size
                    if pos > record_end:
                        return None
                elif size != -1:
                    return None
            # value, ending at `stop` (checked below: the header count needs a byte of the record after it)
            b = data[pos]
            if b < 0x80:
                pos += 1
                if b & 1:
                    if b != 1:
                        return None
                    append(b"")
                    stop = pos
                else:
                    stop = pos + (b >> 1)
                    append(data[pos:stop])
            else:
                c = data[pos + 1]
                if c < 0x80 and not b & 1:
                    pos += 2
                    stop = pos + (((b & 0x7F) | (c << 7)) >> 1)
                    append(data[pos:stop])
                else:  # longer, or negative (-1 may be written in more bytes than needed)
                    size, pos = read_varint(data, pos)
                    if size >= 0:
                        stop = pos + size
                        append(data[pos:stop])
                    elif size == -1:
                        append(b"")
                        stop = pos
                    else:
                        return None
            if stop >= record_end:
                return None
            # headers: none in the usual case; otherwise checked as the full decoder checks them
            if data[stop] == 0:
                pos = stop + 1
            else:
                size, pos = read_varint(data, stop)
                if size < 0 or size * _MIN_HEADER_SIZE > record_end - pos:
                    return None
                pos = _parse_headers(data, pos, record_end, size, 0)[1]
            if pos != record_end:
                return None
    except (IndexError, DecodeError):
        return None
    if pos != end:
        return None
    return values


# complex on purpose: the produce validation's hot loop, inlined for speed
def _check_records(data: BytesLike, count: int, key_required: bool) -> tuple[int, int] | None:  # noqa: C901
    """(smallest, largest) timestamp delta of the `count` records filling exactly `data`, or ``None`` when a
    record breaks a rule: everything :func:`_parse_records` checks, plus offset deltas 0, 1, 2, ... in order and,
    with `key_required`, a key in every record. Builds nothing and does not say what is wrong (the caller asks
    :func:`_record_error`). Varints of one and two bytes (always within their type) are read inline; longer ones
    go through the checked readers."""
    end = len(data)
    if count * MIN_RECORD_SIZE > end:
        return None
    min_body = _MIN_RECORD_BODY
    lo, hi = _I64_MAX, -_I64_MAX
    pos = 0
    try:
        for index in range(count):
            # length (a negative length has the low bit set)
            b = data[pos]
            if b < 0x80:
                if b & 1:
                    return None
                pos += 1
                record_end = pos + (b >> 1)
            else:
                c = data[pos + 1]
                if c < 0x80:
                    if b & 1:
                        return None
                    pos += 2
                    record_end = pos + (((b & 0x7F) | (c << 7)) >> 1)
                else:
                    size, pos = read_varint(data, pos)
                    record_end = pos + size
            if record_end - pos < min_body or record_end > end:
                return None
            # attributes (the byte at pos), timestampDelta
            b = data[pos + 1]
            if b < 0x80:
                delta = (b >> 1) ^ -(b & 1)
                pos += 2
            else:
                c = data[pos + 2]
                if c < 0x80:
                    u = (b & 0x7F) | (c << 7)
                    delta = (u >> 1) ^ -(u & 1)
                    pos += 3
                else:
                    delta, pos = read_varlong(data, pos + 1)
            if delta < lo:
                lo = delta
            if delta > hi:
                hi = delta
            # offsetDelta: the record's index
            b = data[pos]
            if b < 0x80:
                if b != index << 1:
                    return None
                pos += 1
            else:
                c = data[pos + 1]
                if c < 0x80:
                    if (b & 0x7F) | (c << 7) != index << 1:
                        return None
                    pos += 2
                else:
                    delta, pos = read_varint(data, pos)
                    if delta != index:
                        return None
            # key: skipped by its length (null: -1, the byte 1)
            b = data[pos]
            if b < 0x80 and not b & 1:
                pos += 1 + (b >> 1)
            elif b == 1:
                if key_required:
                    return None
                pos += 1
            else:
                size, pos = read_varint(data, pos)
                if size >= 0:
                    pos += size
                elif size != -1 or key_required:
                    return None
            if pos > record_end:
                return None
            # value
            b = data[pos]
            if b < 0x80 and not b & 1:
                pos += 1 + (b >> 1)
            elif b == 1:
                pos += 1
            else:
                c = data[pos + 1]
                if c < 0x80 and not b & 1:
                    pos += 2 + (((b & 0x7F) | (c << 7)) >> 1)
                else:
                    size, pos = read_varint(data, pos)
                    if size >= 0:
                        pos += size
                    elif size != -1:
                        return None
            if pos >= record_end:
                return None
            # headers: none in the usual case
            if data[pos] == 0:
                pos += 1
            else:
                size, pos = read_varint(data, pos)
                if size < 0 or size * _MIN_HEADER_SIZE > record_end - pos:
                    return None
                pos = _parse_headers(data, pos, record_end, size, index)[1]
            if pos != record_end:
                return None
    except (IndexError, DecodeError):
        return None
    if pos != end:
        return None
    return (lo, hi) if count else (0, 0)


# Fast path of the per-record check for the usual producer batch: records of one shape (the same length, key and
# value lengths, no headers), which the column checks below verify for a whole run of records at once: the bytes
# at a fixed place in each record are read with one strided slice (C speed) and compared with what every record
# must hold there. Only the timestamp deltas, attributes, keys and values differ between such records, and nothing
# but the timestamp deltas is interpreted (as `_check_records` does). Anything else (headers, varints of more than
# three bytes, a run that does not fit) leaves the decision to `_check_records`.

_MAX_UNIFORM_RECORDS = 1 << 16  # offset deltas beyond: `_check_records`
_UNIFORM_FROM = 16  # fewer records: `_check_records` is faster


@functools.cache  # built on first use (~0.2 s of start-up otherwise), and only where the Python check runs
def _offset_columns(width: int) -> tuple[bytes, ...]:
    """The bytes of the offset deltas 0, 1, 2, ... as zigzag varints of `width` bytes (continuation bits set in all
    but the last byte: the only such encoding of each value), one bytes object per byte of the varint."""
    limit = min(_MAX_UNIFORM_RECORDS, 1 << (7 * width - 1))
    cols = []
    for j in range(width):
        last = j == width - 1
        cols.append(bytes((((2 * i) >> (7 * j)) & 0x7F) | (0 if last else 0x80) for i in range(limit)))
    return tuple(cols)


_ASCII = bytes(range(128))
_EVEN = bytes(range(0, 256, 2))
_LOW7 = bytes(b & 0x7F for b in range(256))
# a one-byte zigzag varint -> its value + 64 (order-preserving, so min/max of the translated column give the range)
_ZZ1 = bytes([((b >> 1) ^ -(b & 1)) + 64 for b in range(128)] + [0] * 128)
_LITTLE_ENDIAN = struct.pack("=H", 1) == b"\x01\x00"


def _short_varint(data: memoryview, pos: int, end: int) -> tuple[int, int] | None:
    """(value, width) of a zigzag varint of at most three bytes at `pos`, ending before `end`; None otherwise."""
    u = 0
    for j in range(3):
        if pos + j >= end:
            return None
        b = data[pos + j]
        u |= (b & 0x7F) << (7 * j)
        if b < 0x80:
            return (u >> 1) ^ -(u & 1), j + 1
    return None


def _record_shape(
    data: memoryview, pos: int, end: int, key_required: bool
) -> tuple[int, list[tuple[int, int]], int, int, int, int] | None:
    """The shape of the record at `pos`: (size with its length field, [(place, byte)] of the length, key length,
    value length and header count fields, place and width of timestampDelta, place and width of offsetDelta);
    None unless it is a record of the simple kind (no headers, keys and values of non-negative length or null
    written as the single byte 1, varints of at most three bytes)."""
    v = _short_varint(data, pos, end)
    if v is None or v[0] < _MIN_RECORD_BODY:
        return None
    size = v[1] + v[0]
    record_end = pos + size
    if record_end > end:
        return None
    fixed = [(i, data[pos + i]) for i in range(v[1])]
    p = pos + v[1] + 1  # after the attributes
    ts = _short_varint(data, p, record_end)
    if ts is None:
        return None
    ts_place, ts_width = p - pos, ts[1]
    p += ts_width
    off = _short_varint(data, p, record_end)
    if off is None:
        return None
    off_place, off_width = p - pos, off[1]
    p += off_width
    for is_key in (True, False):
        lv = _short_varint(data, p, record_end)
        if lv is None or lv[0] < -1 or (lv[0] == -1 and (lv[1] != 1 or (is_key and key_required))):
            return None
        fixed.extend((p - pos + i, data[p + i]) for i in range(lv[1]))
        p += lv[1] + max(lv[0], 0)
    if p != record_end - 1 or data[p] != 0:  # the header count, 0, is the record's last byte
        return None
    fixed.append((p - pos, 0))
    return size, fixed, ts_place, ts_width, off_place, off_width


def _varint_columns(view: memoryview, start: int, stop: int, step: int, width: int, n: int) -> list[bytes] | None:
    """The `width` byte columns of a varint field of `n` records; None unless every one is a varint of exactly
    `width` bytes (continuation bits set in all but its last byte)."""
    cols = [view[start + j : stop : step].tobytes() for j in range(width)]
    if not cols[-1].isascii():
        return None
    for col in cols[:-1]:
        if len(col.translate(None, _ASCII)) != n:
            return None
    return cols


def _zigzag_range(cols: list[bytes], n: int) -> tuple[int, int] | None:
    """(min, max) of the zigzag varints whose byte columns are `cols`; None when some of them are negative and
    wider than a byte (then `_check_records` computes the range)."""
    if len(cols) == 1:
        zz = cols[0].translate(_ZZ1)
        return min(zz) - 64, max(zz) - 64
    if cols[0].translate(None, _EVEN):  # an odd first byte: a negative delta
        return None
    # the varints as 32-bit integers that order as their values (7-bit groups in bytes), min/max at C speed
    packed = bytearray(4 * n)
    for j, col in enumerate(cols):
        packed[(j if _LITTLE_ENDIAN else 3 - j) :: 4] = col.translate(_LOW7)
    words = memoryview(packed).cast("I")
    low, high = min(words), max(words)

    def value(w: int) -> int:
        return sum(((w >> (8 * j)) & 0x7F) << (7 * j) for j in range(len(cols))) >> 1

    return value(low), value(high)


def _check_records_uniform(data: BytesLike, count: int, key_required: bool) -> tuple[int, int] | None:
    """What `_check_records` returns for `data`, when its records come in runs of one shape; None when it cannot
    tell (then `_check_records` decides). Never accepts what `_check_records` refuses."""
    view = data if type(data) is memoryview else memoryview(data)
    end = len(view)
    if count <= 0 or count > _MAX_UNIFORM_RECORDS or count * MIN_RECORD_SIZE > end or view.itemsize != 1:
        return None
    lo, hi = _I64_MAX, -_I64_MAX
    pos = 0
    index = 0
    while index < count:
        shape = _record_shape(view, pos, end, key_required)
        if shape is None:
            return None
        size, fixed, ts_place, ts_width, off_place, off_width = shape
        offsets = _offset_columns(off_width)
        n = min(count - index, (end - pos) // size, len(offsets[0]) - index)
        if n <= 0:
            return None
        while True:  # the longest run of this shape (halving the guess after a miss)
            stop = pos + n * size
            ok = all(view[pos + place : stop : size].tobytes() == bytes((byte,)) * n for place, byte in fixed)
            if ok:
                ok = all(
                    view[pos + off_place + j : stop : size].tobytes() == offsets[j][index : index + n]
                    for j in range(off_width)
                )
            if ok:
                cols = _varint_columns(view, pos + ts_place, stop, size, ts_width, n)
                ok = cols is not None
            if ok:
                break
            if n == 1:
                return None
            n //= 2
        assert cols is not None
        found = _zigzag_range(cols, n)
        if found is None:
            return None
        lo, hi = min(lo, found[0]), max(hi, found[1])
        pos = stop
        index += n
    if pos != end:
        return None
    return lo, hi


def _record_error(data: BytesLike, count: int, key_required: bool) -> CorruptRecordError:
    """What :func:`_check_records` found wrong in `data`, as the error to report."""
    try:
        records = _parse_records(memoryview(data), count, 0, 0, None)
    except CorruptRecordError as e:
        return e
    keyless: list[int] = []  # every record without a key on a compacted topic, as Kafka's validator lists them
    for i, r in enumerate(records):
        if r.offset != i:
            return InvalidRecordError(
                f"offset delta {r.offset}, expected {i} (offset deltas must count up from 0)",
                record_index=i,
                message=f"Record[{i}]",
                field="offsetDelta",
            )
        if key_required and r.key is None:
            keyless.append(i)
    if not keyless:  # pragma: no cover - both agree
        return InvalidRecordError("invalid records", message="RecordBatch")
    reason = "Compacted topic cannot accept message without key"
    return InvalidRecordError(
        reason,
        record_index=keyless[0],
        message=f"Record[{keyless[0]}]",
        field="key",
        record_errors=[(i, reason) for i in keyless],
    )


def _native_check() -> Callable[[BytesLike, int, bool], tuple[int, int] | None] | None:
    """The compiled per-record check when it is built and not turned off (``KRAFTPY_NATIVE=0`` in the
    environment, read once at import: for comparisons and for finding out whether it is to blame)."""
    if os.environ.get("KRAFTPY_NATIVE", "1").strip().lower() in ("0", "false", "no", "off"):
        return None
    return _native_check_records


_NATIVE_CHECK = _native_check()
# the log cleaner's walk of a records area (kraftpy.storage.cleaner_records), compiled; None where the fast path is
# not built or turned off as for the produce check
native_scan_keys = _native_scan_keys if _NATIVE_CHECK is not None else None


def native_fast_path() -> str | None:
    """The file of the compiled record check when the produce validation uses it; None when it runs in Python
    (the extension was not built, or ``KRAFTPY_NATIVE=0``)."""
    if _NATIVE_CHECK is None or _native is None:
        return None
    return _native.__file__ or _native.__name__


def _records_area(view: memoryview, header: BatchHeader, max_size: int) -> BytesLike:
    area = view[header.position + BATCH_OVERHEAD : header.end]
    codec = header.attributes & 0x07
    return area if codec == 0 else decompress(codec, area, max_size)


def validate_batch_records(
    view: memoryview, header: BatchHeader, *, max_size: int, key_required: bool = False
) -> tuple[int, int]:
    """Check every record of the batch `header` (already checked by ``check_batch``) of `view`, as a leader does
    before it appends what a producer sent: the records area (decompressed, at most `max_size` bytes) holds
    exactly `recordsCount` well-formed records (lengths, varints, key, value and header lengths within the record,
    header keys UTF-8, nothing left over), their offset deltas count up from 0, and, with `key_required`, each
    has a key. Returns the smallest and largest record timestamp (base timestamp plus the deltas).

    Raises :class:`InvalidRecordError` naming the record (INVALID_RECORD), :class:`DecompressionLimitError` when the
    records decompress to more than `max_size`, :class:`CorruptRecordError` when they do not decompress.

    The records are walked by the compiled check (``_native.c``) when it is built, otherwise as
    :func:`validate_batch_records_python` walks them; the answer, and the error, are the same (the error is always
    built by the Python code)."""
    check = _NATIVE_CHECK
    if check is None:
        return validate_batch_records_python(view, header, max_size=max_size, key_required=key_required)
    return _validate_with(check, view, header, max_size, key_required)


def _validate_with(
    check: Callable[[BytesLike, int, bool], tuple[int, int] | None],
    view: memoryview,
    header: BatchHeader,
    max_size: int,
    key_required: bool,
) -> tuple[int, int]:
    """:func:`validate_batch_records` with `check` walking the records (the compiled one, or a test's choice)."""
    data = _records_area(view, header, max_size)
    count = header.records_count
    deltas = check(data, count, key_required)
    if deltas is None:
        raise _record_error(data, count, key_required)
    base = header.base_timestamp
    return base + deltas[0], base + deltas[1]


def validate_batch_records_python(
    view: memoryview, header: BatchHeader, *, max_size: int, key_required: bool = False
) -> tuple[int, int]:
    """:func:`validate_batch_records` in Python alone: the reference of the compiled check, and what runs when it is
    not built."""
    data = _records_area(view, header, max_size)
    count = header.records_count
    # the column check costs ~10 us whatever the count: it pays from about 16 records on
    deltas = _check_records_uniform(data, count, key_required) if count >= _UNIFORM_FROM else None
    if deltas is None:
        deltas = _check_records(data, count, key_required)
    if deltas is None:
        raise _record_error(data, count, key_required)
    base = header.base_timestamp
    return base + deltas[0], base + deltas[1]


def _values(view: memoryview, header: BatchHeader, max_size: int) -> list[bytes]:
    """The record values of the checked batch `header` of `view`."""
    area = view[header.position + BATCH_OVERHEAD : header.end]
    codec = header.attributes & 0x07
    # values are sliced from bytes (one allocation each); a bytes copy of a batch's records area is cheap
    data = bytes(area) if codec == 0 else bytes(decompress(codec, area, max_size))
    values = _values_or_none(data, header.records_count)
    if values is None:
        # the full decoder says what is wrong (it raises CorruptRecordError for everything the fast path rejects)
        records = _parse_records(memoryview(data), header.records_count, 0, 0, None)
        values = [b"" if r.value is None else bytes(r.value) for r in records]  # pragma: no cover
    return values


def batch_values(
    buf: BytesLike,
    pos: int = 0,
    *,
    verify_crc: bool = True,
    max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE,
) -> tuple[BatchHeader, list[bytes]]:
    """Check the batch at `pos` of `buf` and return its header and the values of its records.

    The checks and the errors are those of :func:`decode_batch`; a null value comes out as ``b""``. Keys,
    headers, timestamps and offsets are not returned (offsets and timestamps come from the header when needed).
    """
    view = buf if type(buf) is memoryview else memoryview(buf)
    header = check_batch(view, pos, verify_crc=verify_crc)
    if header is None:  # pragma: no cover - check_batch returns None only with allow_partial
        raise CorruptRecordError("truncated batch", message="RecordBatch", offset=pos)
    return header, _values(view, header, max_size)


def iter_batch_values(
    buf: BytesLike,
    *,
    allow_partial: bool = False,
    verify_crc: bool = True,
    max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE,
) -> Iterator[tuple[BatchHeader, list[bytes]]]:
    """:func:`batch_values` of every batch of `buf`; with `allow_partial` a truncated last batch is left out.

    Each batch is checked when the iteration reaches it: a corrupt batch raises after the batches before it.
    """
    view = buf if type(buf) is memoryview else memoryview(buf)
    pos = 0
    n = len(view)
    while pos < n:
        header = check_batch(view, pos, allow_partial=allow_partial, verify_crc=verify_crc)
        if header is None:
            return
        yield header, _values(view, header, max_size)
        pos = header.end


# ------------------------------------------------------------------------------------------- control records


def encode_control_key(control_type: int, version: int = 0) -> bytes:
    return _CONTROL_KEY.pack(version, control_type)


def parse_control_key(key: BytesLike | None) -> tuple[int, int]:
    """``(version, type)`` of a control record key; the type may be one this module does not name."""
    if key is None or len(key) < _CONTROL_KEY.size:
        raise CorruptRecordError(
            f"control record key of {0 if key is None else len(key)} bytes, need 4", message="ControlRecord"
        )
    version, control_type = _CONTROL_KEY.unpack_from(key, 0)
    if version < 0:
        raise CorruptRecordError(f"invalid control record key version {version}", message="ControlRecord")
    return version, control_type


def encode_end_txn_value(coordinator_epoch: int, version: int = 0) -> bytes:
    """Value of an ABORT/COMMIT control record."""
    return _END_TXN_VALUE.pack(version, coordinator_epoch)


def decode_end_txn_value(value: BytesLike | None) -> tuple[int, int]:
    """``(version, coordinator_epoch)`` of an ABORT/COMMIT control record value."""
    if value is None or len(value) < _END_TXN_VALUE.size:
        raise CorruptRecordError(
            f"end transaction marker value of {0 if value is None else len(value)} bytes, need 6",
            message="EndTxnMarker",
        )
    version, coordinator_epoch = _END_TXN_VALUE.unpack_from(value, 0)
    if version < 0:
        raise CorruptRecordError(f"invalid end transaction marker version {version}", message="EndTxnMarker")
    return version, coordinator_epoch


def read_end_txn_marker(buf: BytesLike, pos: int = 0) -> tuple[int, int] | None:
    """``(control type, coordinator epoch)`` of the COMMIT/ABORT marker of the control batch at `pos` (its first
    record; control batches are never compressed), None when the batch holds no such marker (another control record,
    or no record). Reads only that record: for producer state, which meets a marker among batch headers.
    Raises CorruptRecordError on a record that does not parse."""
    view = buf if type(buf) is memoryview else memoryview(buf)
    try:
        if _I16.unpack_from(view, pos + ATTRIBUTES_OFFSET)[0] & COMPRESSION_MASK:
            return None
        if _I32.unpack_from(view, pos + RECORDS_COUNT_OFFSET)[0] <= 0:
            return None
        p = read_varint(view, pos + RECORDS_OFFSET)[1]  # record length
        p += 1  # attributes
        p = read_varlong(view, p)[1]  # timestamp delta
        p = read_varint(view, p)[1]  # offset delta
        key_len, p = read_varint(view, p)
        if key_len < _CONTROL_KEY.size:
            raise CorruptRecordError(f"control record key of {key_len} bytes, need 4", message="ControlRecord")
        _version, control_type = _CONTROL_KEY.unpack_from(view, p)
        if control_type not in (ControlRecordType.ABORT, ControlRecordType.COMMIT):
            return None
        p += key_len
        value_len, p = read_varint(view, p)
        if value_len < _END_TXN_VALUE.size:
            raise CorruptRecordError(
                f"end transaction marker value of {value_len} bytes, need 6", message="EndTxnMarker"
            )
        _version, coordinator_epoch = _END_TXN_VALUE.unpack_from(view, p)
    except (IndexError, struct.error) as e:
        raise CorruptRecordError(f"truncated control record: {e}", message="ControlRecord") from None
    return int(control_type), int(coordinator_epoch)


# --------------------------------------------------------------------------------------------------- building


class RecordBatchBuilder:
    """Build one v2 batch: ``append`` records, then ``build()`` the bytes with a correct CRC.

    The batch's baseTimestamp is the first record's timestamp (or `delete_horizon_ms` when given, which also sets
    the hasDeleteHorizonMs attribute), maxTimestamp the largest record timestamp (or `log_append_time` for
    LogAppendTime batches). Offsets are consecutive unless ``append(offset_delta=...)`` leaves gaps.
    """

    __slots__ = (
        "_base_offset",
        "_base_sequence",
        "_base_timestamp",
        "_buffer",
        "_compression",
        "_compression_level",
        "_count",
        "_delete_horizon_ms",
        "_is_control",
        "_is_transactional",
        "_last_offset_delta",
        "_log_append_time",
        "_max_timestamp",
        "_partition_leader_epoch",
        "_producer_epoch",
        "_producer_id",
        "_timestamp_type",
    )

    def __init__(
        self,
        *,
        magic: int = MAGIC,
        compression: int = CompressionType.NONE,
        compression_level: int | None = None,
        base_offset: int = 0,
        timestamp_type: int = CREATE_TIME,
        log_append_time: int | None = None,
        producer_id: int = NO_PRODUCER_ID,
        producer_epoch: int = NO_PRODUCER_EPOCH,
        base_sequence: int = NO_SEQUENCE,
        is_transactional: bool = False,
        is_control: bool = False,
        partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
        delete_horizon_ms: int | None = None,
    ) -> None:
        if magic != MAGIC:
            raise EncodeError(f"only magic {MAGIC} record batches can be built, not {magic}")
        if compression not in (0, 1, 2, 3, 4):
            raise EncodeError(f"unknown compression codec {compression}")
        if timestamp_type not in (CREATE_TIME, LOG_APPEND_TIME):
            raise EncodeError(f"unknown timestamp type {timestamp_type}")
        self._compression = int(compression)
        self._compression_level = compression_level
        self._base_offset = base_offset
        self._timestamp_type = timestamp_type
        self._log_append_time = log_append_time
        self._producer_id = producer_id
        self._producer_epoch = producer_epoch
        self._base_sequence = base_sequence
        self._is_transactional = is_transactional
        self._is_control = is_control
        self._partition_leader_epoch = partition_leader_epoch
        self._delete_horizon_ms = delete_horizon_ms
        self._buffer = bytearray()
        self._count = 0
        self._last_offset_delta = -1
        self._base_timestamp = delete_horizon_ms
        self._max_timestamp: int | None = None

    def __len__(self) -> int:
        return self._count

    @property
    def uncompressed_size(self) -> int:
        """Size of the batch so far without compression."""
        return BATCH_OVERHEAD + len(self._buffer)

    def append(
        self,
        timestamp: int,
        key: BytesLike | None = None,
        value: BytesLike | None = None,
        headers: Iterable[tuple[str | bytes, BytesLike | None]] = (),
        *,
        offset_delta: int | None = None,
    ) -> int:
        """Add a record; return its offset. `offset_delta` (default: the next one) must increase."""
        if offset_delta is None:
            offset_delta = self._last_offset_delta + 1
        elif offset_delta <= self._last_offset_delta:
            raise EncodeError(f"offset delta {offset_delta} not above the previous {self._last_offset_delta}")
        base_timestamp = self._base_timestamp
        if base_timestamp is None:
            base_timestamp = self._base_timestamp = timestamp
        body = bytearray(b"\x00")  # attributes
        body += write_varlong(timestamp - base_timestamp)
        body += write_varint(offset_delta)
        if key is None:
            body += b"\x01"
        else:
            body += write_varint(len(key))
            body += key
        if value is None:
            body += b"\x01"
        else:
            body += write_varint(len(value))
            body += value
        header_list = headers if isinstance(headers, list | tuple) else list(headers)
        body += write_varint(len(header_list))
        for header_key, header_value in header_list:
            raw_key = header_key.encode() if isinstance(header_key, str) else bytes(header_key)
            body += write_varint(len(raw_key))
            body += raw_key
            if header_value is None:
                body += b"\x01"
            else:
                body += write_varint(len(header_value))
                body += header_value
        buffer = self._buffer
        buffer += write_varint(len(body))
        buffer += body
        self._count += 1
        self._last_offset_delta = offset_delta
        if self._max_timestamp is None or timestamp > self._max_timestamp:
            self._max_timestamp = timestamp
        return self._base_offset + offset_delta

    def build(self) -> bytes:
        """The batch bytes. Raises :class:`EncodeError` when empty or when a header field is out of range."""
        if self._count == 0:
            raise EncodeError("cannot build a record batch without records")
        codec = self._compression
        payload: BytesLike = self._buffer
        if codec:
            payload = compress(codec, payload, self._compression_level)
        attributes = codec
        if self._timestamp_type == LOG_APPEND_TIME:
            attributes |= TIMESTAMP_TYPE_FLAG
        if self._is_transactional:
            attributes |= TRANSACTIONAL_FLAG
        if self._is_control:
            attributes |= CONTROL_FLAG
        if self._delete_horizon_ms is not None:
            attributes |= DELETE_HORIZON_FLAG
        max_timestamp = self._max_timestamp
        if self._timestamp_type == LOG_APPEND_TIME and self._log_append_time is not None:
            max_timestamp = self._log_append_time
        out = bytearray(BATCH_OVERHEAD)
        out += payload
        try:
            HEADER_STRUCT.pack_into(
                out,
                0,
                self._base_offset,
                MIN_BATCH_LENGTH + len(payload),
                self._partition_leader_epoch,
                MAGIC,
                0,
                attributes,
                self._last_offset_delta,
                self._base_timestamp,
                max_timestamp,
                self._producer_id,
                self._producer_epoch,
                self._base_sequence,
                self._count,
            )
        except struct.error as exc:
            raise EncodeError(f"record batch header field out of range: {exc}") from None
        _U32.pack_into(out, CRC_OFFSET, crc32c(memoryview(out)[21:]))
        return bytes(out)


def build_control_batch(
    control_type: int,
    value: BytesLike | None,
    *,
    timestamp: int,
    base_offset: int = 0,
    producer_id: int = NO_PRODUCER_ID,
    producer_epoch: int = NO_PRODUCER_EPOCH,
    partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
    is_transactional: bool | None = None,
    key_version: int = 0,
) -> bytes:
    """A control batch holding one control record of `control_type` with `value`.

    `is_transactional` defaults to true for ABORT/COMMIT markers and false for raft control records.
    """
    if is_transactional is None:
        is_transactional = control_type in (ControlRecordType.ABORT, ControlRecordType.COMMIT)
    builder = RecordBatchBuilder(
        base_offset=base_offset,
        producer_id=producer_id,
        producer_epoch=producer_epoch,
        is_transactional=is_transactional,
        is_control=True,
        partition_leader_epoch=partition_leader_epoch,
    )
    builder.append(timestamp, encode_control_key(control_type, key_version), value)
    return builder.build()


def build_end_txn_marker(
    *,
    commit: bool,
    producer_id: int,
    producer_epoch: int,
    coordinator_epoch: int,
    timestamp: int,
    base_offset: int = 0,
    partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
) -> bytes:
    """A transactional control batch with one COMMIT or ABORT marker."""
    return build_control_batch(
        ControlRecordType.COMMIT if commit else ControlRecordType.ABORT,
        encode_end_txn_value(coordinator_epoch),
        timestamp=timestamp,
        base_offset=base_offset,
        producer_id=producer_id,
        producer_epoch=producer_epoch,
        partition_leader_epoch=partition_leader_epoch,
        is_transactional=True,
    )
