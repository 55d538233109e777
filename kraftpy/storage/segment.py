"""One log segment: a ``.log`` file of whole record batches plus its offset and time indexes (and, for aborted
transactions, its ``.txnindex``: :mod:`kraftpy.storage.txn_index`).

(This module is a little over 800 lines: `LogSegment` keeps its files, indexes and recovery together, since every
method works on the same file and index positions; the indexes' formats live in `index` and `txn_index`.)

File names are Kafka's: ``<base offset, 20 digits>.log``, ``.index``, ``.timeindex``. A segment only ever holds
whole batches in increasing offset order (gaps are allowed, as after compaction). Appends go to the end in one
write per append call; the indexes get at most one entry per ``index.interval.bytes`` of data (see
:mod:`kraftpy.storage.index`). Every ``WRITEBACK_BYTES`` appended, the kernel is asked to start writing them back
(a hint, Linux's ``sync_file_range``: the fsync at a roll then has little left to write).

Opening a segment comes in two flavours:

* :meth:`LogSegment.load_trusted` (clean shutdown, or a segment entirely below the recovery point): the indexes are
  sanity-checked and the few batches after the last index entry are scanned (headers only) to find the next
  offset and the largest timestamp.
* :meth:`LogSegment.recover` (unclean shutdown, from the recovery point on): every batch is validated (structure,
  CRC-32C, offsets increasing), the indexes are rebuilt and leader-epoch changes reported. What happens at the first
  bad byte is the recovery rule of :mod:`kraftpy.storage.log_loader`: a torn or corrupt *tail* is cut off;
  damage that is followed by a valid batch is corruption in the middle and raises :class:`CorruptLogError`.

For the log cleaner (:mod:`kraftpy.storage.cleaner`): :meth:`LogSegment.create` takes a file suffix
(``.cleaned``), :meth:`iter_batches` walks batches with their positions, :meth:`append_batches` appends batches that
already carry their offsets, and :meth:`change_suffix` renames the three files (``.cleaned`` -> ``.swap`` -> live, or
-> ``.deleted``).
"""

from __future__ import annotations

import logging
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records.batch import (
    BATCH_OVERHEAD,
    HEADER_STRUCT,
    LOG_OVERHEAD,
    MAGIC,
    MAGIC_OFFSET,
    MIN_BATCH_LENGTH,
    BatchHeader,
    check_batch,
)
from kraftpy.protocol.records.record import decode_batch

from .config import LogConfig
from .errors import CorruptIndexError, CorruptLogError
from .fs import FileHandle, FileSystem, join
from .index import OffsetIndex, TimeIndex
from .region import FileRegion
from .txn_index import TXN_INDEX_SUFFIX, TransactionIndex

__all__ = [
    "CLEANED_SUFFIX",
    "DELETED_SUFFIX",
    "INDEX_SUFFIX",
    "LOG_SUFFIX",
    "TIME_INDEX_SUFFIX",
    "TXN_INDEX_SUFFIX",
    "LogSegment",
    "RecoveryResult",
    "SWAP_SUFFIX",
    "offset_from_file_name",
    "segment_file_name",
]

logger = logging.getLogger(__name__)

LOG_SUFFIX = ".log"
INDEX_SUFFIX = ".index"
TIME_INDEX_SUFFIX = ".timeindex"
DELETED_SUFFIX = ".deleted"
CLEANED_SUFFIX = ".cleaned"  # a segment the log cleaner is writing (removed at load)
SWAP_SUFFIX = ".swap"  # a cleaned segment committed to replace the segments it covers (completed at load)

INT_MAX = 2**31 - 1
SCAN_CHUNK = 4096  # first read of a header scan; grows while batches are small
MAX_SCAN_CHUNK = 256 * 1024
RECOVER_CHUNK = 8 * 1024 * 1024
#: every this many appended bytes, the segment asks the kernel to start writing them back (`FileHandle.
#: start_writeback`): the fsync of a roll (a whole segment, up to segment.bytes) then finds little left to write,
#: instead of holding the event loop while it writes a GiB, and dirty pages do not pile up until the kernel's own
#: write-back flushes gigabytes at once. Nothing becomes durable by it.
WRITEBACK_BYTES = 8 * 1024 * 1024
WRITEBACK_PAGE = 4096

_unpack_header = HEADER_STRUCT.unpack_from
_BASE_AND_LENGTH = struct.Struct(">qi")
_unpack_base_and_length = _BASE_AND_LENGTH.unpack_from
_LAST_DELTA_STRUCT = struct.Struct(">i")

# indexes of the fields of HEADER_STRUCT
_BASE_OFFSET = 0
_LENGTH = 1
_EPOCH = 2
_MAGIC = 3
_LAST_DELTA = 6
_MAX_TS = 8


def segment_file_name(base_offset: int, suffix: str = LOG_SUFFIX) -> str:
    """``00000000000000001234.log`` for base offset 1234."""
    return f"{base_offset:020d}{suffix}"


def offset_from_file_name(name: str) -> int:
    """The base offset in a segment/index/snapshot file name (the digits before the first dot)."""
    digits = name.split(".", 1)[0]
    if not digits.isdigit():
        raise ValueError(f"{name!r} is not a segment file name")
    return int(digits)


@dataclass(slots=True)
class RecoveryResult:
    """What :meth:`LogSegment.recover` found: the valid bytes, and what was cut off the end (if anything)."""

    valid_bytes: int
    truncated_bytes: int = 0
    reason: str | None = None  # why the tail was invalid


# the smallest read handed out as a FileRegion: below it, a read and one write cost less than the separate
# writes of the response's parts around a sendfile
REGION_MIN_BYTES = 64 * 1024


class LogSegment:
    """A segment open for reading and appending. Not thread-safe: one owner (the partition's Log)."""

    __slots__ = (
        "_bytes_since_index",
        "_dirty",
        "_log",
        "_read_hint",
        "_writeback_from",
        "base_offset",
        "created_ms",
        "dir",
        "fs",
        "index_interval_bytes",
        "last_modified_ms",
        "log_path",
        "max_timestamp",
        "next_offset",
        "offset_index",
        "offset_of_max_timestamp",
        "rolling_timestamp",
        "size",
        "suffix",
        "time_index",
        "txn_index",
    )

    def __init__(
        self,
        fs: FileSystem,
        directory: str,
        base_offset: int,
        log: FileHandle,
        offset_index: OffsetIndex,
        time_index: TimeIndex,
        index_interval_bytes: int,
        now_ms: int,
        suffix: str = "",
        txn_index: TransactionIndex | None = None,
    ) -> None:
        self.fs = fs
        self.dir = directory
        self.base_offset = base_offset
        self.suffix = suffix
        self._log = log
        self.log_path = log.path
        self.offset_index = offset_index
        self.time_index = time_index
        # the aborted transactions whose ABORT marker is in this segment (its file exists only once one is)
        self.txn_index = txn_index or TransactionIndex(
            fs, self.txn_index_path(directory, base_offset, suffix), base_offset
        )
        self.index_interval_bytes = index_interval_bytes
        self.size = log.size
        self._dirty = False  # the .log file changed (or may not be durable) since its last fsync
        self._writeback_from = self.size  # appends from here on have not been handed to the write-back hint
        self.next_offset = base_offset
        self.max_timestamp = -1
        self.offset_of_max_timestamp = base_offset
        self._bytes_since_index = 0
        self.created_ms = now_ms
        self.last_modified_ms = now_ms
        self.rolling_timestamp = -1  # max timestamp of the first batch (segment.ms rolls count from it)
        # (offset, position) where the last read ended: a sequential reader's next fetch starts there
        self._read_hint: tuple[int, int] | None = None

    # ------------------------------------------------------------------------------------ open / create

    @staticmethod
    def paths(directory: str, base_offset: int, suffix: str = "") -> tuple[str, str, str]:
        return (
            join(directory, segment_file_name(base_offset, LOG_SUFFIX + suffix)),
            join(directory, segment_file_name(base_offset, INDEX_SUFFIX + suffix)),
            join(directory, segment_file_name(base_offset, TIME_INDEX_SUFFIX + suffix)),
        )

    @staticmethod
    def txn_index_path(directory: str, base_offset: int, suffix: str = "") -> str:
        return join(directory, segment_file_name(base_offset, TXN_INDEX_SUFFIX + suffix))

    @classmethod
    def create(
        cls,
        fs: FileSystem,
        directory: str,
        base_offset: int,
        config: LogConfig,
        now_ms: int,
        *,
        suffix: str = "",
    ) -> LogSegment:
        """Create empty files for a new segment (replacing leftovers with the same names)."""
        log_path, index_path, time_path = cls.paths(directory, base_offset, suffix)
        log = fs.open(log_path, write=True, create=True, truncate=True)
        oi = OffsetIndex.open(fs, index_path, base_offset, config.max_index_entries, truncate=True)
        ti = TimeIndex.open(fs, time_path, base_offset, config.max_time_index_entries, truncate=True)
        fs.remove_if_exists(cls.txn_index_path(directory, base_offset, suffix))  # a leftover, as Kafka's roll
        return cls(fs, directory, base_offset, log, oi, ti, config.index_interval_bytes, now_ms, suffix)

    @classmethod
    def open(
        cls, fs: FileSystem, directory: str, base_offset: int, config: LogConfig, now_ms: int, *, suffix: str = ""
    ) -> tuple[LogSegment, bool]:
        """Open the files of an existing segment; return it and whether its indexes must be rebuilt.

        The state (next offset, timestamps) is not known until :meth:`load_trusted` or :meth:`recover` runs.
        """
        log_path, index_path, time_path = cls.paths(directory, base_offset, suffix)
        log = fs.open(log_path, write=True)
        needs_rebuild = not fs.exists(index_path) or not fs.exists(time_path)
        try:
            oi = OffsetIndex.open(fs, index_path, base_offset, config.max_index_entries)
        except CorruptIndexError as e:
            logger.warning("%s; rebuilding it", e)
            oi = OffsetIndex.open(fs, index_path, base_offset, config.max_index_entries, truncate=True)
            needs_rebuild = True
        try:
            ti = TimeIndex.open(fs, time_path, base_offset, config.max_time_index_entries)
        except CorruptIndexError as e:
            logger.warning("%s; rebuilding it", e)
            ti = TimeIndex.open(fs, time_path, base_offset, config.max_time_index_entries, truncate=True)
            needs_rebuild = True
        txn = TransactionIndex.load(fs, cls.txn_index_path(directory, base_offset, suffix), base_offset)
        segment = cls(fs, directory, base_offset, log, oi, ti, config.index_interval_bytes, now_ms, suffix, txn)
        segment._dirty = True  # whether an existing file is durable is unknown (a process crash keeps it in
        # the page cache only): the first flush fsyncs it
        return segment, needs_rebuild

    # --------------------------------------------------------------------------------------- properties

    @property
    def is_empty(self) -> bool:
        return self.size == 0

    @property
    def largest_timestamp(self) -> int:
        """Largest batch timestamp, or the last-modified time when no batch has one (as Kafka)."""
        return self.max_timestamp if self.max_timestamp >= 0 else self.last_modified_ms

    @property
    def dirty(self) -> bool:
        """Whether the .log file may hold changes that are not durable yet."""
        return self._dirty

    def __repr__(self) -> str:
        return (
            f"LogSegment(baseOffset={self.base_offset}, size={self.size}, nextOffset={self.next_offset}, "
            f"path={self.log_path})"
        )

    # ------------------------------------------------------------------------------------------ writing

    def append(
        self,
        records: bytes | bytearray | memoryview | list[bytes | memoryview],
        largest_offset: int,
        max_timestamp: int,
        offset_of_max_timestamp: int,
        now_ms: int,
        last_batch_position: int = 0,
    ) -> int:
        """Append whole batches (offsets already assigned) in one write; return the position written at.

        `records` is a buffer, or a list of buffers written back to back with one gathered write.
        `largest_offset` is the last offset of the last batch, `last_batch_position` where that batch starts in
        `records` (the index entry points at it); the timestamps are over the appended batches.
        """
        if largest_offset - self.base_offset > INT_MAX:
            raise ValueError(f"offset {largest_offset} cannot be stored relative to base {self.base_offset}")
        if isinstance(records, list):
            position = self._log.append_parts(records)
            n = 0
            for part in records:
                n += len(part)
        else:
            position = self._log.append(records)
            n = len(records)
        self._dirty = True
        if position == 0:
            self.rolling_timestamp = max_timestamp
        if max_timestamp > self.max_timestamp:
            self.max_timestamp = max_timestamp
            self.offset_of_max_timestamp = offset_of_max_timestamp
        if self._bytes_since_index > self.index_interval_bytes:
            self.offset_index.append(largest_offset, position + last_batch_position)
            if self.max_timestamp >= 0:
                self.time_index.maybe_append(self.max_timestamp, self.offset_of_max_timestamp)
            self._bytes_since_index = n
        else:
            self._bytes_since_index += n
        size = self.size = position + n
        self.next_offset = largest_offset + 1
        self.last_modified_ms = now_ms
        if size - self._writeback_from >= WRITEBACK_BYTES:
            # whole pages only: the next append never writes into a page the kernel is writing back
            end = size & ~(WRITEBACK_PAGE - 1)
            self._log.start_writeback(self._writeback_from, end - self._writeback_from)
            self._writeback_from = end
        return position

    def append_batches(self, records: bytes | bytearray | memoryview, now_ms: int) -> int:
        """Append batches that carry their offsets (follower data, cleaner output), reading their headers."""
        largest = -1
        max_ts = -1
        offset_of_max = self.base_offset
        view = memoryview(records)
        pos = 0
        last_pos = 0
        n = len(view)
        while pos < n:
            f = _unpack_header(view, pos)
            last = f[_BASE_OFFSET] + f[_LAST_DELTA]
            if f[_MAX_TS] > max_ts:
                max_ts = f[_MAX_TS]
                offset_of_max = last
            largest = last
            last_pos = pos
            pos += f[_LENGTH] + LOG_OVERHEAD
        if largest < 0:
            return self.size
        return self.append(records, largest, max_ts, offset_of_max, now_ms, last_pos)

    def on_become_inactive(self) -> None:
        """The segment stops being the active one (roll): record its final largest timestamp."""
        if self.max_timestamp >= 0:
            self.time_index.maybe_append(self.max_timestamp, self.offset_of_max_timestamp, skip_full_check=True)

    def flush(self) -> None:
        """fsync the log file (when it changed), then the indexes."""
        if self._dirty:
            self._log.fsync()
            self._dirty = False
        self.offset_index.flush()
        self.time_index.flush()
        self.txn_index.flush()

    def sync_data(self) -> None:
        """fsync the log file (when it changed), not the indexes: a writer of a long segment spreads the cost."""
        if self._dirty:
            self._log.fsync()
            self._dirty = False

    def truncate_to(self, offset: int) -> int:
        """Remove the batches from the one holding `offset` on; return the bytes removed.

        A batch that straddles `offset` goes entirely, so the next offset may end below `offset`.
        """
        found = self.translate_offset(offset)
        if found is None:
            self.txn_index.truncate_to(offset)
            return 0
        position = found[0]
        removed = self.size - position
        self._read_hint = None
        self.offset_index.truncate_to_position(position)
        self.offset_index.truncate_to(offset)
        self.time_index.truncate_to(offset)
        self._log.truncate(position)
        self.size = position
        self._writeback_from = min(self._writeback_from, position)
        self._dirty = True
        self._load_tail_state()
        self.txn_index.truncate_to(self.next_offset)
        return removed

    def truncate_to_position(self, position: int) -> None:
        """Cut the log file at `position` (a batch boundary) and drop index entries beyond it."""
        self._read_hint = None
        self.offset_index.truncate_to_position(position)
        self._log.truncate(position)
        self.size = position
        self._writeback_from = min(self._writeback_from, position)
        self._dirty = True

    def close(self) -> None:
        """Record the final timestamp entry, write pending index entries and close the files (no fsync)."""
        try:
            self.on_become_inactive()
            self.offset_index.close()
            self.time_index.close()
        finally:
            self.offset_index.close_handle()
            self.time_index.close_handle()
            self.txn_index.close_handle()
            self._log.close()

    def close_handles(self) -> None:
        """Close the files without writing anything (the segment is being deleted or the process died)."""
        self.offset_index.close_handle()
        self.time_index.close_handle()
        self.txn_index.close_handle()
        self._log.close()

    def change_suffix(
        self, old_suffix: str, new_suffix: str, *, log_last: bool = False, txn_index_last: bool = False
    ) -> None:
        """Rename the segment's files from `old_suffix` to `new_suffix` (e.g. "" -> ".deleted"): the ``.log``
        first, or with `log_last` after the indexes (the cleaner's swap: the ``.log`` name is what a load goes by);
        the transaction index (when it has a file) with the other indexes, or with `txn_index_last` after the
        ``.log`` (the last step of a swap, see :mod:`kraftpy.storage.log_loader`)."""
        self.offset_index.write_pending()
        self.time_index.write_pending()
        log_path, index_path, time_path = self.paths(self.dir, self.base_offset, new_suffix)
        old_log, old_index, old_time = self.paths(self.dir, self.base_offset, old_suffix)
        if not log_last:
            self.fs.rename(old_log, log_path)
            self.log_path = log_path
        for index, old, new in ((self.offset_index, old_index, index_path), (self.time_index, old_time, time_path)):
            if self.fs.exists(old):
                self.fs.rename(old, new)
            index.path = new
        txn_path = self.txn_index_path(self.dir, self.base_offset, new_suffix)
        if not txn_index_last:
            self.txn_index.rename(txn_path)
        if log_last:
            self.fs.rename(old_log, log_path)
            self.log_path = log_path
        if txn_index_last:
            self.txn_index.rename(txn_path)
        self.suffix = new_suffix

    def delete_files(self) -> None:
        """Close and delete the segment's files (whatever their suffix): the transaction index first (a load takes
        a ``.txnindex.swap`` without its ``.log.cleaned`` for the last step of a completed swap)."""
        self.close_handles()
        self.txn_index.delete()
        for path in (self.log_path, self.offset_index.path, self.time_index.path):
            self.fs.remove_if_exists(path)

    # ------------------------------------------------------------------------------------------ reading

    def pread(self, position: int, length: int) -> bytes:
        return self._log.pread(position, length)

    def _scan(self, start: int, end: int | None = None) -> Iterator[tuple[int, tuple[int, ...]]]:
        """``(position, header fields)`` of the batches from `start` (trusted data: structure checks only)."""
        fh = self._log
        end = self.size if end is None else end
        chunk = b""
        chunk_start = 0
        chunk_size = SCAN_CHUNK
        in_chunk = 0
        pos = start
        while pos < end:
            rel = pos - chunk_start
            if rel + BATCH_OVERHEAD > len(chunk):
                # small batches: read bigger chunks; big ones: only their headers
                chunk_size = min(chunk_size * 2, MAX_SCAN_CHUNK) if in_chunk > 1 else SCAN_CHUNK
                chunk = fh.pread(pos, min(chunk_size, end - pos))
                chunk_start = pos
                in_chunk = 0
                rel = 0
                if len(chunk) < BATCH_OVERHEAD:
                    raise CorruptLogError(
                        f"Truncated batch header at byte {pos} of {self.log_path}", path=self.log_path, position=pos
                    )
            f = _unpack_header(chunk, rel)
            length = f[_LENGTH]
            if length < MIN_BATCH_LENGTH or f[_MAGIC] != MAGIC or pos + length + LOG_OVERHEAD > end:
                raise CorruptLogError(
                    f"Invalid batch header at byte {pos} of {self.log_path} (batchLength {length}, magic {f[_MAGIC]})",
                    path=self.log_path,
                    position=pos,
                )
            in_chunk += 1
            yield pos, f
            pos += length + LOG_OVERHEAD

    def iter_batches(self, start_position: int = 0) -> Iterator[BatchHeader]:
        """Walk the batch headers from `start_position` (``position`` = byte position in the segment); for
        tools and the compaction cleaner. Raises CorruptLogError at a structurally invalid batch."""
        new = tuple.__new__
        for pos, f in self._scan(start_position):
            yield new(BatchHeader, (*f, pos))

    def translate_offset(self, offset: int, start_position: int = 0) -> tuple[int, tuple[int, ...]] | None:
        """Position and header of the first batch whose last offset is >= `offset`, or None."""
        if offset >= self.next_offset:
            return None
        _, position = self.offset_index.lookup(offset)
        for pos, f in self._scan(max(position, start_position)):
            if f[_BASE_OFFSET] + f[_LAST_DELTA] >= offset:
                return pos, f
        return None

    def read(
        self,
        offset: int,
        max_bytes: int,
        max_offset: int | None = None,
        min_one_message: bool = True,
        region: bool = False,
        region_min_bytes: int = REGION_MIN_BYTES,
    ) -> tuple[int, memoryview | FileRegion] | None:
        """Whole batches from the one holding `offset`: ``(position, bytes)``; None if no batch reaches `offset`.

        At most `max_bytes`, except that with `min_one_message` the first batch is returned even when larger.
        Batches whose base offset is >= `max_offset` (e.g. the high watermark) are left out. With `region`, the
        same batches come as a `FileRegion` instead of being read, when the file system gives one and they are at
        least `region_min_bytes` (smaller ones are cheaper read and written in one call).
        """
        if offset >= self.next_offset:
            return None
        hint = self._read_hint
        if hint is not None and hint[0] == offset:
            # a sequential reader: the batch starts where the last read ended, one pread does it
            position = hint[1]
            available = self.size - position
            n = min(max(max_bytes, BATCH_OVERHEAD), available)
            if region and n >= region_min_bytes:
                found_region = self._read_region(position, n, max_offset, min_one_message, region_min_bytes)
                if found_region is not None:
                    return position, found_region
            data = self._log.pread(position, n)
            base, length = _unpack_base_and_length(data, 0)
            first_size = length + LOG_OVERHEAD
            if max_offset is not None and base >= max_offset:
                return position, memoryview(b"")
            if first_size > len(data):
                if not min_one_message and first_size > max_bytes:
                    return position, memoryview(b"")
                data = self._log.pread(position, first_size)
        else:
            found = self.translate_offset(offset)
            if found is None:
                return None
            position, f = found
            first_size = f[_LENGTH] + LOG_OVERHEAD
            if max_offset is not None and f[_BASE_OFFSET] >= max_offset:
                return position, memoryview(b"")
            want = max_bytes
            if min_one_message and first_size > want:
                want = first_size
            available = self.size - position
            n = min(want, available)
            if n < first_size:
                return position, memoryview(b"")
            if region and n >= region_min_bytes:
                found_region = self._read_region(position, n, max_offset, False, region_min_bytes)
                if found_region is not None:
                    return position, found_region
            data = self._log.pread(position, n)
        end = position + len(data)
        if end == self.size and (max_offset is None or max_offset >= self.next_offset):
            self._read_hint = (self.next_offset, end)
            return position, memoryview(data)
        cut, next_offset = _whole_batches(data, max_offset)
        self._read_hint = (next_offset, position + cut) if cut else None
        return position, memoryview(data)[:cut]

    def _read_region(
        self, position: int, n: int, max_offset: int | None, min_one: bool, min_bytes: int
    ) -> FileRegion | None:
        """The whole batches from `position` within `n` bytes (the first one whatever its size with `min_one`)
        whose base offsets are below `max_offset`, as a `FileRegion`; the batch boundaries come from the batch
        headers (or, for everything up to the end of the segment, from the segment itself), not from reading the
        data. None when that is less than `min_bytes`, the file system has no regions, or a header is invalid
        (the caller reads instead, as before)."""
        if not self._log.has_regions:
            return None
        if position + n == self.size and (max_offset is None or max_offset >= self.next_offset):
            cut, next_offset = n, self.next_offset  # the rest of the segment: whole batches (appends are)
        else:
            limit = position + n
            end = position
            next_offset = -1
            try:
                for pos, f in self._scan(position):
                    batch_end = pos + f[_LENGTH] + LOG_OVERHEAD
                    if (max_offset is not None and f[_BASE_OFFSET] >= max_offset) or (
                        batch_end > limit and not (min_one and pos == position)
                    ):
                        break
                    end = batch_end
                    next_offset = f[_BASE_OFFSET] + f[_LAST_DELTA] + 1
                    if end >= limit:
                        break
            except CorruptLogError:
                return None
            cut = end - position
        if cut < min_bytes:
            return None
        found = self._log.region(position, cut)
        if found is not None:
            self._read_hint = (next_offset, position + cut)
        return found

    def find_offset_by_timestamp(self, timestamp: int, starting_offset: int) -> tuple[int, int] | None:
        """``(timestamp, offset)`` of the first record with timestamp >= `timestamp` and offset >= start."""
        _, ts_offset = self.time_index.lookup(timestamp)
        _, position = self.offset_index.lookup(max(ts_offset, starting_offset))
        for pos, f in self._scan(position):
            if f[_MAX_TS] >= timestamp and f[_BASE_OFFSET] + f[_LAST_DELTA] >= starting_offset:
                data = self._log.pread(pos, f[_LENGTH] + LOG_OVERHEAD)
                for record in decode_batch(data, verify_crc=False).records:
                    if record.timestamp >= timestamp and record.offset >= starting_offset:
                        return record.timestamp, record.offset
        return None

    # ------------------------------------------------------------------------------------------- loading

    def load_trusted(self) -> None:
        """Set the segment state from its indexes and the batches after the last index entry.

        Raises :class:`CorruptIndexError` when an index does not fit the log and :class:`CorruptLogError` when the
        scanned tail is not made of whole batches; the caller then recovers the segment instead.
        """
        self.offset_index.sanity_check(self.size)
        if self.size == 0:
            if self.offset_index.entries or self.time_index.entries:
                raise CorruptIndexError(f"Index files of the empty segment {self.log_path} are not empty")
            return
        head = self._log.pread(0, BATCH_OVERHEAD)
        if len(head) < BATCH_OVERHEAD:
            raise CorruptLogError(f"Truncated first batch in {self.log_path}", path=self.log_path, position=0)
        self.rolling_timestamp = _unpack_header(head, 0)[_MAX_TS]
        ts, ts_offset = self.time_index.last_entry()
        self.max_timestamp = ts
        self.offset_of_max_timestamp = ts_offset
        self._load_tail_state()
        if self.offset_index.entries and self.offset_index.last_offset >= self.next_offset:
            raise CorruptIndexError(
                f"Corrupt index found, index file ({self.offset_index.path}) has its last offset "
                f"{self.offset_index.last_offset} at or beyond the log end {self.next_offset}"
            )
        self.time_index.sanity_check(self.next_offset)
        self.txn_index.truncate_to(self.next_offset)

    def _load_tail_state(self) -> None:
        """Scan from the last offset-index entry to the end: next offset, max timestamp, index spacing."""
        start = self.offset_index.last_position if self.offset_index.entries else 0
        if start >= self.size:
            start = 0
        next_offset = self.base_offset
        ts, ts_offset = self.time_index.last_entry()
        max_ts, offset_of_max = (ts, ts_offset) if self.time_index.entries else (-1, self.base_offset)
        for _pos, f in self._scan(start):
            last = f[_BASE_OFFSET] + f[_LAST_DELTA]
            if f[_MAX_TS] > max_ts:
                max_ts = f[_MAX_TS]
                offset_of_max = last
            next_offset = last + 1
        self.next_offset = next_offset if self.size else self.base_offset
        self.max_timestamp = max_ts
        self.offset_of_max_timestamp = offset_of_max
        self._bytes_since_index = self.size - start
        if self.size == 0:
            self.rolling_timestamp = -1

    # complex on purpose: every check of crash recovery on one batch, in the order the rules apply
    def recover(self, on_epoch: Callable[[int, int], None] | None = None) -> RecoveryResult:  # noqa: C901
        """Validate every batch, rebuild both indexes and the state; cut a torn or corrupt tail.

        `on_epoch(epoch, base_offset)` is called for each batch whose partition leader epoch differs from the
        previous batch's. Raises :class:`CorruptLogError` when a bad batch is followed by a valid one.
        """
        self.offset_index.reset()
        self.time_index.reset()
        self._read_hint = None
        fh = self._log
        file_size = fh.size
        interval = self.index_interval_bytes
        oi = self.offset_index
        ti = self.time_index
        max_ts = -1
        offset_of_max = self.base_offset
        expected = self.base_offset
        last_epoch = None
        last_index_pos = 0
        rolling_ts = -1
        chunk = b""
        view = memoryview(chunk)
        chunk_start = 0
        pos = 0
        reason: str | None = None
        corrupt = False
        while pos < file_size:
            remaining = file_size - pos
            rel = pos - chunk_start
            if rel + min(BATCH_OVERHEAD, remaining) > len(chunk):
                chunk = fh.pread(pos, min(RECOVER_CHUNK, remaining))
                view = memoryview(chunk)
                chunk_start = pos
                rel = 0
            if remaining < LOG_OVERHEAD:
                reason = f"{remaining} bytes left, not enough for a batch"
                break
            _base, length = _unpack_base_and_length(view, rel)
            if remaining > MAGIC_OFFSET and view[rel + MAGIC_OFFSET] != MAGIC:
                reason = f"invalid magic {view[rel + MAGIC_OFFSET]}"
                corrupt = True
                break
            if length < MIN_BATCH_LENGTH:
                reason = f"batch length {length} below the minimum {MIN_BATCH_LENGTH}"
                corrupt = True
                break
            size = length + LOG_OVERHEAD
            if size > remaining:
                reason = f"partial batch: {size} bytes declared, {remaining} left"
                break
            if rel + size > len(chunk):
                chunk = fh.pread(pos, min(max(RECOVER_CHUNK, size), remaining))
                view = memoryview(chunk)
                chunk_start = pos
                rel = 0
            try:
                h = check_batch(view, rel, verify_crc=True)
            except CorruptRecordError as e:
                reason = e.reason
                corrupt = True
                break
            assert h is not None
            if h.base_offset < expected:
                reason = f"batch base offset {h.base_offset} below the expected {expected}"
                corrupt = True
                break
            last = h.base_offset + h.last_offset_delta
            if last - self.base_offset > INT_MAX:
                reason = f"offset {last} out of range for base offset {self.base_offset}"
                corrupt = True
                break
            if pos == 0:
                rolling_ts = h.max_timestamp
            if h.max_timestamp > max_ts:
                max_ts = h.max_timestamp
                offset_of_max = last
            if pos - last_index_pos > interval and not oi.is_full:
                oi.append(last, pos)
                if max_ts >= 0 and not ti.is_full:
                    ti.maybe_append(max_ts, offset_of_max)
                last_index_pos = pos
            epoch = h.partition_leader_epoch
            if epoch != last_epoch:
                last_epoch = epoch
                if on_epoch is not None and epoch >= 0:
                    on_epoch(epoch, h.base_offset)
            expected = last + 1
            pos += size
        if pos < file_size:
            follow = self._find_valid_batch_after(pos, file_size, expected)
            if follow is not None:
                raise CorruptLogError(
                    f"Corrupt batch in the middle of segment {self.log_path} at byte {pos} ({reason}); "
                    f"a valid batch follows at byte {follow}, so the damage is not a torn tail",
                    path=self.log_path,
                    position=pos,
                )
            if corrupt:
                reason = f"corrupt tail: {reason}"
        truncated = file_size - pos
        if truncated:
            fh.truncate(pos)
        self.size = pos
        self._writeback_from = pos
        self._dirty = True
        self.next_offset = expected
        self.max_timestamp = max_ts
        self.offset_of_max_timestamp = offset_of_max
        self.rolling_timestamp = rolling_ts
        self._bytes_since_index = pos - last_index_pos
        # aborted transactions whose marker did not survive go (the broker appends those it finds again)
        self.txn_index.truncate_to(expected)
        return RecoveryResult(pos, truncated, reason if truncated else None)

    def _find_valid_batch_after(self, position: int, file_size: int, min_offset: int) -> int | None:
        """Position of a valid batch (structure, CRC, base offset >= `min_offset`) after `position`, or None.

        Requiring the offsets to continue the log keeps a batch nested in a torn record's payload from being
        mistaken for data that follows the damage.
        """
        fh = self._log
        start = position + 1
        overlap = BATCH_OVERHEAD
        while start + BATCH_OVERHEAD <= file_size:
            chunk = fh.pread(start, min(RECOVER_CHUNK, file_size - start))
            view = memoryview(chunk)
            search_end = len(chunk) - BATCH_OVERHEAD + 1
            i = chunk.find(MAGIC.to_bytes(1, "big"), MAGIC_OFFSET)
            while i >= 0 and i - MAGIC_OFFSET < search_end:
                p = i - MAGIC_OFFSET
                _, length = _unpack_base_and_length(view, p)
                abs_pos = start + p
                if length >= MIN_BATCH_LENGTH and abs_pos + length + LOG_OVERHEAD <= file_size:
                    if p + length + LOG_OVERHEAD <= len(chunk):
                        candidate = view
                        cpos = p
                    else:
                        candidate = memoryview(fh.pread(abs_pos, length + LOG_OVERHEAD))
                        cpos = 0
                    try:
                        found = check_batch(candidate, cpos, verify_crc=True)
                    except CorruptRecordError:
                        found = None
                    if found is not None and found.base_offset >= min_offset:
                        return abs_pos
                i = chunk.find(b"\x02", i + 1)
            if start + len(chunk) >= file_size:
                break
            start += max(1, len(chunk) - overlap)
        return None


def _whole_batches(data: bytes, max_offset: int | None) -> tuple[int, int]:
    """``(length, next offset)`` of the prefix of `data` made of whole batches with base offset < `max_offset`."""
    pos = 0
    n = len(data)
    next_offset = -1
    unpack = _unpack_base_and_length
    while pos + LOG_OVERHEAD <= n:
        base, length = unpack(data, pos)
        end = pos + length + LOG_OVERHEAD
        if end > n or (max_offset is not None and base >= max_offset):
            break
        next_offset = base + _LAST_DELTA_STRUCT.unpack_from(data, pos + 23)[0] + 1
        pos = end
    return pos, next_offset
