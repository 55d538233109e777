"""What the log cleaner does to one batch: its keys for the offset map, and what of it a cleaned segment keeps.

:mod:`kraftpy.storage.cleaner` walks the log and calls these; nothing here knows a log, a segment or a file.

Keys
    :func:`scan_records` reads the records area of a batch (decompressed) into four lists: the keys (``bytes``, or
    None), the offset deltas, where each record starts, and which records are tombstones (a null value). Where
    kraftpy's C extension is built (``kraftpy.protocol.records._native``, the native fast path), its ``scan_keys``
    walks the records; without it, or when it finds the area badly framed (the Python code then names the
    problem), Python reads them: producer batches are made of runs of records of one shape (the same key and value
    lengths, consecutive offset deltas, no headers): such a run is read with strided slices at C speed, one Python
    step per record only to cut its key out; anything else is read record by record (headers, gapped offset deltas
    from an earlier cleaning, varying sizes). All three agree exactly (property tests compare them).

The offset map
    :class:`OffsetMap` maps each key of the dirty section to ``2 * offset + tombstone`` of its latest record. It
    holds at most `capacity` keys (``log.cleaner.dedupe.buffer.size`` spread over the workers, times
    ``log.cleaner.io.buffer.load.factor``, divided by the memory one entry takes: the key's bytes plus
    :data:`ENTRY_OVERHEAD` for the dict slot and the two objects); when a batch would not fit, the map is full and
    the cleaning round ends before that batch, as Kafka's does.

Which records stay (Kafka's LogCleaner record filter over ``MemoryRecords.filterTo``; :func:`filter_batch`)
    * a record stays when it has a key and no later record of the dirty section has the same key (the map says so),
      or when it lies past what the map covers; a record without a key goes;
    * a tombstone stays while its batch has no delete horizon or the horizon is still ahead; the first cleaning
      that keeps a tombstone writes its batch again with the horizon ``now + delete.retention.ms`` (KIP-534: the
      hasDeleteHorizonMs attribute, the horizon in baseTimestamp), so a tombstone lives ``delete.retention.ms``
      after the section it is in was cleaned;
    * transactional data of aborted transactions goes, and so do transaction markers once the data of their
      transaction is gone and their own delete horizon passed (:class:`TransactionFilter`, Kafka's
      CleanedTransactionMetadata, fed with the log's aborted transactions);
    * a batch that keeps nothing goes, unless it is the last batch of a producer that is still active: then its
      header stays as an empty batch, so the producer's epoch and last sequence survive (Kafka's RETAIN_EMPTY).

Batches that stay keep what Kafka keeps: the base offset and the last offset delta (so the last sequence of a
producer batch does not change), partition leader epoch, producer id, epoch and base sequence, the
transactional and control flags and the codec; a batch that keeps every record and needs no horizon is copied
byte for byte; one that lost records is built again with the records it keeps (their own bytes, with the
timestamp delta written again against the new base timestamp: the first kept record's, or the delete horizon),
the largest kept timestamp as maxTimestamp (CreateTime; LogAppendTime batches keep theirs), compressed with its
codec, and a new CRC. An empty batch is Kafka's empty header: no records, no compression, both timestamps the
original maxTimestamp.
"""

from __future__ import annotations

import struct
from bisect import bisect_left, bisect_right
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from crc32c import crc32c

from kraftpy.protocol.errors import CorruptRecordError, DecodeError
from kraftpy.protocol.records.batch import (
    ATTRIBUTES_OFFSET,
    BATCH_OVERHEAD,
    COMPRESSION_MASK,
    CONTROL_FLAG,
    CRC_OFFSET,
    DELETE_HORIZON_FLAG,
    HEADER_STRUCT,
    LOG_OVERHEAD,
    MAGIC,
    MIN_BATCH_LENGTH,
    TIMESTAMP_TYPE_FLAG,
    TRANSACTIONAL_FLAG,
    BatchHeader,
)
from kraftpy.protocol.records.compression import compress, decompress
from kraftpy.protocol.records.record import native_scan_keys
from kraftpy.protocol.records.varint import read_varint, read_varlong, write_varint, write_varlong

__all__ = [
    "ENTRY_OVERHEAD",
    "AbortedTxn",
    "BatchOutcome",
    "CleanerFilter",
    "OffsetMap",
    "RecordsScan",
    "ScanState",
    "TransactionFilter",
    "empty_batch",
    "filter_batch",
    "records_area",
    "scan_records",
    "scan_records_python",
]

# memory of one offset map entry besides its key's bytes: the dict slot and its share of the table, the bytes object's
# header, the int's (measured on CPython 3.11/3.12: about 100 bytes for a 1M-entry map)
ENTRY_OVERHEAD = 100

_U32 = struct.Struct(">I")
_CONTROL_KEY = struct.Struct(">hh")
_ABORT = 0
_COMMIT = 1
_ASCII = bytes(range(128))
_MAX_RUN = 1 << 16
# without a ScanState: fewer records are read one by one (the shape of the first costs about as much as ~10 records)
_UNIFORM_FROM = 16
# a run shorter than this that does not end the batch: the records are not of the uniform kind
_MIN_RUN = 4
# batches a ScanState reads record by record after one that was not uniform, before it tries the columns again
_SKIP_AFTER_MISS = 32


class AbortedTxn(NamedTuple):
    """An aborted transaction of a log (an entry of a segment's transaction index, :mod:`kraftpy.storage.txn_index`):
    its producer, first and last offset (the offset of its ABORT marker), and the partition's last stable offset
    when it completed (-1: not known)."""

    producer_id: int
    first_offset: int
    last_offset: int
    last_stable_offset: int = -1


class RecordsScan(NamedTuple):
    """The records of a batch: key (None: null), offset delta, start position in the records area (one more entry:
    the end of the area) and whether the value is null, per record; the bytes of all keys; and three summaries the
    offset map uses to skip per-record work: whether the offset deltas are exactly 0, 1, 2, ..., whether any value
    is null, whether any key is."""

    keys: list[bytes | None]
    deltas: list[int]
    starts: list[int]
    tombstones: list[bool]
    key_bytes: int
    contiguous: bool
    any_tombstone: bool
    any_null_key: bool


def _summarized(
    keys: list[bytes | None],
    deltas: list[int],
    starts: list[int],
    tombs: list[bool],
    key_bytes: int,
    flags: tuple[bool, bool, bool] | None = None,
) -> RecordsScan:
    """A RecordsScan with its summaries; `flags` (contiguous, any tombstone, any null key) when the caller knows."""
    if flags is None:
        n = len(deltas)
        contiguous = n == 0 or (deltas[0] == 0 and deltas[-1] == n - 1 and deltas == list(range(n)))
        flags = (contiguous, True in tombs, None in keys)
    return RecordsScan(keys, deltas, starts, tombs, key_bytes, *flags)


def _corrupt(reason: str, position: int) -> CorruptRecordError:
    return CorruptRecordError(reason, message="Record", offset=position)


# ======================================================================================================= scanning


def records_area(view: memoryview, h: BatchHeader, max_size: int) -> memoryview:
    """The records area of the batch `h` of `view`, decompressed (at most `max_size` bytes)."""
    area = view[h.position + BATCH_OVERHEAD : h.position + h.batch_length + LOG_OVERHEAD]
    codec = h.attributes & COMPRESSION_MASK
    if codec == 0:
        return area
    return memoryview(decompress(codec, area, max_size))


# the record framing read inline, for speed: one- and two-byte varints (nearly all of them) without a call
def _scan_generic(view: memoryview, count: int) -> RecordsScan:
    data = view.tobytes()
    end = len(data)
    keys: list[bytes | None] = []
    deltas: list[int] = []
    starts: list[int] = []
    tombs: list[bool] = []
    key_bytes = 0
    p = 0
    try:
        for _ in range(count):
            starts.append(p)
            b = data[p]
            if b < 0x80:
                length = (b >> 1) ^ -(b & 1)
                q = p + 1
            elif data[p + 1] < 0x80:
                u = (b & 0x7F) | (data[p + 1] << 7)
                length = (u >> 1) ^ -(u & 1)
                q = p + 2
            else:
                length, q = read_varint(data, p)
            record_end = q + length
            if length < 6 or record_end > end:
                raise _corrupt(f"record length {length} out of bounds", p)
            q += 1  # attributes
            while data[q] >= 0x80:  # timestamp delta: skipped
                q += 1
            q += 1
            b = data[q]
            if b < 0x80:
                delta = (b >> 1) ^ -(b & 1)
                q += 1
            elif data[q + 1] < 0x80:
                u = (b & 0x7F) | (data[q + 1] << 7)
                delta = (u >> 1) ^ -(u & 1)
                q += 2
            else:
                delta, q = read_varint(data, q)
            b = data[q]
            if b < 0x80:
                size = (b >> 1) ^ -(b & 1)
                q += 1
            else:
                size, q = read_varint(data, q)
            if size >= 0:
                if q + size > record_end:
                    raise _corrupt("key runs past the record", q)
                keys.append(data[q : q + size])
                key_bytes += size
                q += size
            elif size == -1:
                keys.append(None)
            else:
                raise _corrupt(f"invalid key length {size}", q)
            b = data[q]  # the value length: only whether it is null (-1, the one byte 1) matters here
            if (b & 1 and b != 1) or q >= record_end:
                raise _corrupt("invalid value length", q)
            deltas.append(delta)
            tombs.append(b == 1)
            p = record_end
    except IndexError:
        raise _corrupt("record truncated", p) from None
    except DecodeError as e:
        raise _corrupt(f"bad varint: {e.reason}", p) from None
    if p != end:
        raise _corrupt(f"{end - p} bytes after {count} records", p)
    starts.append(end)
    return _summarized(keys, deltas, starts, tombs, key_bytes)


def _varint_at(view: memoryview, pos: int, limit: int) -> tuple[int, int] | None:
    """(zigzag value, width) of a varint of at most three bytes at `pos` (before `limit`)."""
    u = 0
    for j in range(3):
        if pos + j >= limit:
            return None
        b = view[pos + j]
        u |= (b & 0x7F) << (7 * j)
        if b < 0x80:
            return (u >> 1) ^ -(u & 1), j + 1
    return None


class _Shape(NamedTuple):
    size: int  # bytes of the record with its length field
    fixed: tuple[tuple[int, int], ...]  # (place, byte) every record of the run holds
    ts_place: int
    ts_width: int
    off_place: int
    off_width: int
    key_place: int
    key_len: int  # -1: null keys
    tombstone: bool


def _shape(view: memoryview, pos: int, end: int) -> tuple[_Shape, int] | None:
    """The shape of the record at `pos` when it is of the simple kind (no headers, varints of at most 3 bytes), and
    its offset delta."""
    v = _varint_at(view, pos, end)
    if v is None or v[0] < 6 or pos + v[1] + v[0] > end:
        return None
    size = v[1] + v[0]
    record_end = pos + size
    fixed = [(i, view[pos + i]) for i in range(v[1])]
    p = pos + v[1] + 1
    ts = _varint_at(view, p, record_end)
    if ts is None:
        return None
    ts_place, ts_width = p - pos, ts[1]
    p += ts_width
    off = _varint_at(view, p, record_end)
    if off is None or off[0] < 0:
        return None
    off_place, off_width = p - pos, off[1]
    p += off_width
    lengths = []
    for _ in range(2):
        lv = _varint_at(view, p, record_end)
        if lv is None or lv[0] < -1:
            return None
        fixed.extend((p - pos + i, view[p + i]) for i in range(lv[1]))
        p += lv[1]
        lengths.append((p - pos, lv[0]))
        p += max(lv[0], 0)
    if p != record_end - 1 or view[p] != 0:  # no headers: the header count 0 is the last byte
        return None
    fixed.append((p - pos, 0))
    (key_place, key_len), (_, value_len) = lengths
    shape = _Shape(size, tuple(fixed), ts_place, ts_width, off_place, off_width, key_place, key_len, value_len == -1)
    return shape, off[0]


# the first offset delta a zigzag varint of each width cannot hold
_OFFSET_LIMITS = (0, 1 << 6, 1 << 13, 1 << 20)


def _offset_width(delta: int) -> int:
    """Bytes of the zigzag varint of the offset delta `delta` (0 beyond three)."""
    return 1 if delta < _OFFSET_LIMITS[1] else 2 if delta < _OFFSET_LIMITS[2] else 3 if delta < _OFFSET_LIMITS[3] else 0


def _offset_bytes(delta: int, width: int) -> tuple[int, ...]:
    """The bytes of the offset delta `delta` as a zigzag varint of `width` bytes."""
    return tuple((((2 * delta) >> (7 * j)) & 0x7F) | (0 if j == width - 1 else 0x80) for j in range(width))


@lru_cache(maxsize=512)
def _run_layout(s: _Shape, n: int, delta: int) -> tuple[struct.Struct, tuple[int, ...]]:
    """A layout reading, at C speed, the bytes of `n` records of shape `s` that must hold known values (the fixed
    bytes and the offset deltas `delta`, `delta` + 1, ...), and those values."""
    places = sorted([place for place, _ in s.fixed] + [s.off_place + j for j in range(s.off_width)])
    fmt = []
    at = 0
    for place in places:
        fmt.append(f"{place - at}xB" if place > at else "B")
        at = place + 1
    fmt.append(f"{s.size - at}x" if s.size > at else "")
    fixed = dict(s.fixed)
    expected: list[int] = []
    for d in range(delta, delta + n):
        known = dict(fixed)
        known.update((s.off_place + j, b) for j, b in enumerate(_offset_bytes(d, s.off_width)))
        expected.extend(known[place] for place in places)
    return struct.Struct("=" + "".join(fmt) * n), tuple(expected)


def _run_fits(view: memoryview, pos: int, n: int, s: _Shape, delta: int) -> bool:
    """Whether the `n` records from `pos` all have the shape `s`, the first with the offset delta `delta` and each
    the next one."""
    layout, expected = _run_layout(s, n, delta)
    if layout.unpack_from(view, pos) != expected:
        return False
    stop = pos + n * s.size
    for j in range(s.ts_width):  # every timestamp delta of the run has the same width
        col = view[pos + s.ts_place + j : stop : s.size].tobytes()
        if j == s.ts_width - 1:
            if not col.isascii():
                return False
        elif len(col.translate(None, _ASCII)) != n:
            return False
    return True


@lru_cache(maxsize=512)
def _keys_struct(key_place: int, key_len: int, size: int, n: int) -> struct.Struct:
    """A layout that cuts the keys of `n` records of `size` bytes out at C speed (a run of one shape)."""
    return struct.Struct("=" + f"{key_place}x{key_len}s{size - key_place - key_len}x" * n)


# how many recent shapes a scan tries before it reads the shape of a run's first record
_SHAPES_KEPT = 4


class ScanState:
    """What :func:`scan_records` remembers from batch to batch of one pass over a log: the shapes of recent runs of
    records (batches of one producer are alike: a known shape is checked without being read again), and, after a
    batch whose records were not of one shape, how many batches to read record by record before trying again."""

    __slots__ = ("shapes", "skip")

    def __init__(self) -> None:
        self.shapes: list[_Shape] = []
        self.skip = 0


def _scan_uniform(view: memoryview, count: int, shapes: list[_Shape] | None = None) -> RecordsScan | None:
    """:func:`_scan_generic`'s result for records that come in runs of one shape; None when they do not. `shapes`
    holds the shapes of earlier runs (batches of one producer are alike): each is tried, with the offset delta that
    follows the previous run's, before the first record's shape is read (and added to it)."""
    end = len(view)
    keys: list[bytes | None] = []
    deltas: list[int] = []
    starts: list[int] = []
    tombs: list[bool] = []
    key_bytes = 0
    pos = 0
    index = 0
    delta = 0  # the offset delta the next record has when the batch has no gaps
    contiguous = True
    any_tombstone = any_null_key = False
    known = shapes if shapes is not None else []
    while index < count:
        s: _Shape | None = None
        n = 0
        width = _offset_width(delta)
        for cand in known:
            if cand.off_width != width:
                continue
            n = min(count - index, (end - pos) // cand.size, min(_OFFSET_LIMITS[cand.off_width], _MAX_RUN) - delta)
            if n > 0 and _run_fits(view, pos, n, cand, delta):
                s = cand
                break
        if s is None:
            found = _shape(view, pos, end)
            if found is None:
                return None
            s, first = found
            contiguous = contiguous and first == delta
            delta = first
            # at most up to where the offset deltas need a wider varint (the record grows there)
            n = min(count - index, (end - pos) // s.size, min(_OFFSET_LIMITS[s.off_width], _MAX_RUN) - delta)
            if n <= 0:
                return None
            while not _run_fits(view, pos, n, s, delta):
                if n == 1:
                    return None
                n //= 2
            if n < _MIN_RUN and n < count - index:
                return None  # records of varying shapes: reading them one by one is cheaper
            if shapes is not None:
                shapes.insert(0, s)
                del shapes[_SHAPES_KEPT:]
        stop = pos + n * s.size
        any_tombstone = any_tombstone or s.tombstone
        if s.key_len < 0:
            any_null_key = True
            keys.extend([None] * n)
        else:
            keys.extend(_keys_struct(s.key_place, s.key_len, s.size, n).unpack_from(view, pos))
            key_bytes += s.key_len * n
        deltas.extend(range(delta, delta + n))
        starts.extend(range(pos, stop, s.size))
        tombs.extend([s.tombstone] * n)
        pos = stop
        index += n
        delta += n
    if pos != end:
        return None
    starts.append(end)
    return _summarized(keys, deltas, starts, tombs, key_bytes, (contiguous, any_tombstone, any_null_key))


def scan_records(area: memoryview, count: int, state: ScanState | None = None, *, starts: bool = True) -> RecordsScan:
    """The records of a records area (see the module docstring). Raises CorruptRecordError when the area does not
    hold exactly `count` well-framed records. `state`: what the caller keeps from batch to batch of one pass.
    `starts` false: the caller does not need where the records start (the offset map), and the compiled walk may
    leave `starts` empty."""
    if native_scan_keys is not None:
        walked = native_scan_keys(area, count, starts)
        if walked is not None:
            return RecordsScan(*walked)
    return scan_records_python(area, count, state)


def scan_records_python(area: memoryview, count: int, state: ScanState | None = None) -> RecordsScan:
    """:func:`scan_records` without the compiled walk: its reference, and what runs where the extension is not
    built."""
    if state is not None:
        if state.skip > 0:
            state.skip -= 1
        elif count > 1:
            found = _scan_uniform(area, count, state.shapes)
            if found is not None:
                return found
            state.skip = _SKIP_AFTER_MISS
        return _scan_generic(area, count)
    if count >= _UNIFORM_FROM:
        found = _scan_uniform(area, count)
        if found is not None:
            return found
    return _scan_generic(area, count)


def control_type(view: memoryview, h: BatchHeader, max_size: int) -> int | None:
    """The type of the control record of the control batch `h` (0 ABORT, 1 COMMIT, ...), None when it is empty."""
    if h.records_count == 0:
        return None
    area = records_area(view, h, max_size)
    scan = scan_records(area, h.records_count)
    key = scan.keys[0]
    if key is None or len(key) < 4:
        raise _corrupt("control record without a valid key", 0)
    return int(_CONTROL_KEY.unpack_from(key, 0)[1])


# ===================================================================================================== offset map


class OffsetMap:
    """Key -> ``2 * offset + tombstone`` of its latest record in the dirty section (module docstring)."""

    __slots__ = ("capacity", "entries", "key_bytes", "latest_offset", "memory_limit")

    def __init__(self, memory_limit: int) -> None:
        self.memory_limit = max(memory_limit, 1)
        self.entries: dict[bytes, int] = {}
        self.key_bytes = 0
        self.latest_offset = -1  # the last offset the map covers (the end of the last batch put in)

    @property
    def memory(self) -> int:
        """Estimated memory of the map: its keys' bytes and ENTRY_OVERHEAD per entry."""
        return self.key_bytes + ENTRY_OVERHEAD * len(self.entries)

    @property
    def utilization(self) -> float:
        return self.memory / self.memory_limit

    def fits(self, scan: RecordsScan) -> bool:
        """Whether a batch's records would fit (counting every key as new: an upper bound)."""
        return self.memory + ENTRY_OVERHEAD * len(scan.keys) + scan.key_bytes <= self.memory_limit

    def put_batch(self, base_offset: int, scan: RecordsScan) -> None:
        entries = self.entries
        before = len(entries)
        keys = scan.keys
        twice = 2 * base_offset
        if not scan.any_tombstone:
            if scan.contiguous:
                values: Sequence[int] = range(twice, twice + 2 * len(keys), 2)
            else:
                values = [twice + 2 * d for d in scan.deltas]
        else:
            values = [twice + 2 * d + t for d, t in zip(scan.deltas, scan.tombstones, strict=True)]
        if scan.any_null_key:
            pairs = [(k, v) for k, v in zip(keys, values, strict=True) if k is not None]
            entries.update(pairs)
        else:
            entries.update(zip(keys, values, strict=True))  # type: ignore[arg-type]
        added = len(entries) - before
        if added:
            # the new keys' bytes, estimated from the batch's average key (a key seen again costs nothing more)
            self.key_bytes += added * scan.key_bytes // max(len(keys), 1)

    def clear(self) -> None:
        self.entries = {}
        self.key_bytes = 0
        self.latest_offset = -1


# ================================================================================================= transactions


@dataclass(slots=True)
class _AbortedState:
    txn: AbortedTxn
    last_observed_batch_offset: int | None = None


@dataclass(slots=True)
class TransactionFilter:
    """Which transactional batches and markers a pass over the log may drop (Kafka's CleanedTransactionMetadata).

    Batches must be given in offset order, from the start of the pass; `aborted` are the log's aborted transactions
    up to where the pass goes, in order of first offset (more can be added as the pass reaches later segments).
    `on_aborted_kept` hears of each aborted transaction whose ABORT marker the pass keeps because it still met data
    of it (Kafka lists those in the transaction index of the cleaned segment)."""

    aborted: deque[AbortedTxn] = field(default_factory=deque)
    ongoing_committed: set[int] = field(default_factory=set)
    ongoing_aborted: dict[int, _AbortedState] = field(default_factory=dict)
    on_aborted_kept: Callable[[AbortedTxn], None] | None = None

    def add_aborted(self, txns: Sequence[AbortedTxn]) -> None:
        self.aborted.extend(sorted(txns, key=lambda t: t.first_offset))

    def _consume_up_to(self, offset: int) -> None:
        aborted = self.aborted
        while aborted and aborted[0].first_offset <= offset:
            txn = aborted.popleft()
            self.ongoing_aborted.setdefault(txn.producer_id, _AbortedState(txn))

    def on_control_batch(self, h: BatchHeader, ctype: int | None) -> bool:
        """A control batch is read; True when it may be dropped (its transaction has no data left)."""
        self._consume_up_to(h.base_offset + h.last_offset_delta)
        if ctype is None:
            return True  # an empty control batch was cleaned before
        pid = h.producer_id
        if ctype == _ABORT:
            state = self.ongoing_aborted.pop(pid, None)
            if state is not None and state.last_observed_batch_offset is not None:
                if self.on_aborted_kept is not None:
                    self.on_aborted_kept(state.txn)
                return False
            return True
        if ctype == _COMMIT:
            if pid in self.ongoing_committed:
                self.ongoing_committed.discard(pid)
                return False
            return True
        return False

    def on_batch(self, h: BatchHeader) -> bool:
        """A data batch is read; True when it belongs to an aborted transaction (it goes)."""
        self._consume_up_to(h.base_offset + h.last_offset_delta)
        if not h.attributes & TRANSACTIONAL_FLAG:
            return False
        state = self.ongoing_aborted.get(h.producer_id)
        if state is not None:
            state.last_observed_batch_offset = h.base_offset + h.last_offset_delta
            return True
        self.ongoing_committed.add(h.producer_id)
        return False


# ================================================================================================ filtering


@dataclass(slots=True)
class CleanerFilter:
    """What one cleaning pass decides with: the offset map and its end, the time, the horizon length, the
    transactions, which batches are the last of an active producer, and where the dirty section starts."""

    offsets: OffsetMap
    now_ms: int
    delete_retention_ms: int
    transactions: TransactionFilter
    is_last_of_producer: Callable[[BatchHeader], bool]
    first_dirty: int
    max_batch_size: int
    # the map's values sorted (built once a pass): which records of a dirty batch stay, without reading them
    sorted_values: list[int] = field(default_factory=list)

    def prepare(self) -> None:
        self.sorted_values = sorted(self.offsets.entries.values())


@dataclass(slots=True)
class BatchOutcome:
    """What became of a batch: `data` is what the cleaned segment gets (None: nothing), and the counts."""

    data: bytes | memoryview | None
    records_read: int
    records_kept: int


def _pack_batch(
    h: BatchHeader, attributes: int, base_timestamp: int, max_timestamp: int, count: int, payload: bytes
) -> bytes:
    out = bytearray(BATCH_OVERHEAD)
    HEADER_STRUCT.pack_into(
        out,
        0,
        h.base_offset,
        MIN_BATCH_LENGTH + len(payload),
        h.partition_leader_epoch,
        MAGIC,
        0,
        attributes,
        h.last_offset_delta,
        base_timestamp,
        max_timestamp,
        h.producer_id,
        h.producer_epoch,
        h.base_sequence,
        count,
    )
    out += payload
    _U32.pack_into(out, CRC_OFFSET, crc32c(memoryview(out)[ATTRIBUTES_OFFSET:]))
    return bytes(out)


def empty_batch(h: BatchHeader) -> bytes:
    """Kafka's empty batch for `h`: its offsets and producer fields, no records, both timestamps its maxTimestamp."""
    attributes = h.attributes & (TIMESTAMP_TYPE_FLAG | TRANSACTIONAL_FLAG | CONTROL_FLAG)
    return _pack_batch(h, attributes, h.max_timestamp, h.max_timestamp, 0, b"")


def _rebuild(h: BatchHeader, area: memoryview, scan: RecordsScan, keep: list[int], horizon: int | None) -> bytes:
    """The batch `h` with only the records `keep` (indexes), and the delete horizon `horizon` (or none)."""
    old_base = h.base_timestamp
    starts = scan.starts
    if h.attributes & TIMESTAMP_TYPE_FLAG:
        # LogAppendTime: every record reads as maxTimestamp, whatever its delta: the records stay as they are
        base = old_base if horizon is None else horizon
        max_ts = h.max_timestamp
        records = b"".join(area[starts[i] : starts[i + 1]] for i in keep)
    else:
        spans: list[tuple[int, int, int, int]] = []  # (start, end, end of the timestamp delta, absolute timestamp)
        try:
            for i in keep:
                p = starts[i]
                _, q = read_varint(area, p)
                ts_delta, after_ts = read_varlong(area, q + 1)
                spans.append((p, q, after_ts, old_base + ts_delta))
        except DecodeError as e:
            raise _corrupt(f"bad record while rebuilding a batch: {e.reason}", 0) from None
        base = spans[0][3] if horizon is None else horizon
        max_ts = max(s[3] for s in spans)
        parts: list[bytes | memoryview] = []
        for (p, q, after_ts, ts), i in zip(spans, keep, strict=True):
            end = starts[i + 1]
            if base == old_base:
                parts.append(area[p:end])
                continue
            body = b"".join((area[q : q + 1], write_varlong(ts - base), area[after_ts:end]))
            parts.append(write_varint(len(body)))
            parts.append(body)
        records = b"".join(parts)
    codec = h.attributes & COMPRESSION_MASK
    payload = compress(codec, records) if codec else records
    attributes = h.attributes & ~DELETE_HORIZON_FLAG
    if horizon is not None:
        attributes |= DELETE_HORIZON_FLAG
    return _pack_batch(h, attributes, base, max_ts, len(keep), payload)


def _keep_control(view: memoryview, h: BatchHeader, horizon: int | None, max_size: int) -> bytes | memoryview:
    """A control batch kept with its records: as it is, or written again with `horizon` when it gets one."""
    if horizon is None or h.attributes & DELETE_HORIZON_FLAG:
        return view[h.position : h.position + h.batch_length + LOG_OVERHEAD]
    area = records_area(view, h, max_size)
    scan = scan_records(area, h.records_count)
    return _rebuild(h, area, scan, list(range(h.records_count)), horizon)


# Kafka's decision for one batch, in the order its rules apply
def filter_batch(view: memoryview, h: BatchHeader, f: CleanerFilter) -> BatchOutcome:
    """Kafka's cleaner filter for the batch `h` of `view` (CRC already checked)."""
    now = f.now_ms
    horizon = h.base_timestamp if h.attributes & DELETE_HORIZON_FLAG else None
    count = h.records_count
    last = h.base_offset + h.last_offset_delta
    is_control = bool(h.attributes & CONTROL_FLAG)
    if is_control:
        can_discard = f.transactions.on_control_batch(h, control_type(view, h, f.max_batch_size))
        discard_records = can_discard and horizon is not None and horizon <= now
    else:
        can_discard = f.transactions.on_batch(h)
        discard_records = can_discard
    retain_empty = h.producer_id >= 0 and f.is_last_of_producer(h)
    if discard_records or count == 0:
        return BatchOutcome(empty_batch(h) if retain_empty else None, count, 0)
    if is_control:
        # control records stay; a marker whose transaction has no data left gets a delete horizon
        new_horizon = now + f.delete_retention_ms if can_discard and horizon is None else None
        return BatchOutcome(_keep_control(view, h, new_horizon, f.max_batch_size), count, count)
    offsets = f.offsets
    if h.base_offset >= f.first_dirty and last <= offsets.latest_offset:
        # a dirty batch the map covers: the map's values say which of its records stay, and which are tombstones
        values = f.sorted_values
        lo = bisect_left(values, 2 * h.base_offset)
        hi = bisect_right(values, 2 * last + 1)
        kept = hi - lo
        if kept == 0:
            return BatchOutcome(empty_batch(h) if retain_empty else None, count, 0)
        tombs = any(v & 1 for v in values[lo:hi])
        if kept == count and (not tombs or (horizon is not None and now < horizon)):
            return BatchOutcome(view[h.position : h.position + h.batch_length + LOG_OVERHEAD], count, count)
    area = records_area(view, h, f.max_batch_size)
    scan = scan_records(area, count)
    base = h.base_offset
    latest = offsets.latest_offset
    entries = offsets.entries
    deletes_retained = horizon is None or now < horizon
    keep: list[int] = []
    has_tombstone = False
    for i, (key, delta, tomb) in enumerate(zip(scan.keys, scan.deltas, scan.tombstones, strict=True)):
        if key is None:
            continue  # a record without a key has no place in a compacted log (Kafka drops it too)
        offset = base + delta
        if offset <= latest and (entries.get(key, -2) >> 1) > offset:
            continue  # a later record has the key
        if tomb:
            if not deletes_retained:
                continue
            has_tombstone = True
        keep.append(i)
    if not keep:
        return BatchOutcome(empty_batch(h) if retain_empty else None, count, 0)
    if has_tombstone and horizon is None:
        return BatchOutcome(_rebuild(h, area, scan, keep, now + f.delete_retention_ms), count, len(keep))
    if len(keep) == count:
        return BatchOutcome(view[h.position : h.position + h.batch_length + LOG_OVERHEAD], count, count)
    return BatchOutcome(_rebuild(h, area, scan, keep, horizon), count, len(keep))
