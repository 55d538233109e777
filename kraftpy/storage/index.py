"""Sparse offset and time indexes of a segment, in Kafka's binary formats.

* ``.index``: entries of 8 bytes, a big-endian int32 offset relative to the segment's base offset and an int32
  byte position in the ``.log`` file. An entry ``(o, p)`` says: the batches from position ``p`` on hold offsets
  ``>= `` those before ``p``, and the batch at ``p`` starts at or before offset ``o``. A lookup takes the last entry
  with offset ``<= target`` and scans the log from its position.
* ``.timeindex``: entries of 12 bytes, a big-endian int64 timestamp and an int32 relative offset: the largest
  timestamp seen in the segment up to that offset. Entries are added only when the timestamp grows.

Entries are added at most once per ``index.interval.bytes`` of appended data. Unlike Kafka the files are not
preallocated and memory-mapped: the entries live in arrays in memory (the authoritative copy while the segment is
open) and new entries are written to the file in one call on flush, roll and close, so the append path does not
touch the index files at all. A file therefore always holds exactly its entries (Kafka trims its preallocated
files the same way on roll and close), and Kafka's tools read it as usual.

Index files are fsynced with their segment; after an unclean shutdown every segment from the recovery point on
has its indexes rebuilt from the log, and the indexes of older segments (flushed when they were rolled) pass a
sanity check or are rebuilt too.
"""

from __future__ import annotations

import struct
import sys
from array import array
from bisect import bisect_left, bisect_right

from .errors import CorruptIndexError
from .fs import FileHandle, FileSystem

__all__ = [
    "OffsetIndex",
    "TimeIndex",
]

_OFFSET_ENTRY = struct.Struct(">ii")
_TIME_ENTRY = struct.Struct(">qi")
_BIG_ENDIAN = sys.byteorder == "big"


class _Index:
    __slots__ = ("_dirty", "_fh", "_fs", "_written", "base_offset", "max_entries", "path")

    ENTRY_SIZE = 0

    def __init__(self, fs: FileSystem, path: str, base_offset: int, max_entries: int, fh: FileHandle) -> None:
        self._fs = fs
        self.path = path
        self.base_offset = base_offset
        self.max_entries = max_entries
        self._fh = fh
        self._written = 0  # entries already in the file
        self._dirty = False  # the file changed since its last fsync

    @property
    def entries(self) -> int:
        raise NotImplementedError

    @property
    def is_full(self) -> bool:
        return self.entries >= self.max_entries

    @property
    def size_in_bytes(self) -> int:
        return self.entries * self.ENTRY_SIZE

    def _pack(self, start: int) -> bytes:
        raise NotImplementedError

    def _drop_from(self, i: int) -> None:
        raise NotImplementedError

    def write_pending(self) -> None:
        """Write entries not yet in the file (one write); no fsync."""
        n = self.entries
        if self._written < n:
            self._fh.pwrite(self._pack(self._written), self._written * self.ENTRY_SIZE)
            self._written = n
            self._dirty = True

    def flush(self) -> None:
        """Write pending entries and fsync the file if it changed."""
        self.write_pending()
        if self._dirty:
            self._fh.fsync()
            self._dirty = False

    def _truncate_entries(self, i: int) -> None:
        if i >= self.entries:
            return
        self._drop_from(i)
        if self._written > i:
            self._fh.truncate(i * self.ENTRY_SIZE)
            self._written = i
            self._dirty = True

    def reset(self) -> None:
        """Remove every entry."""
        self._drop_from(0)
        if self._written or self._fh.size:
            self._fh.truncate(0)
            self._dirty = True
        self._written = 0

    def close(self) -> None:
        """Write pending entries and close the file (no fsync: flush first when durability is needed)."""
        try:
            self.write_pending()
        finally:
            self._fh.close()

    def close_handle(self) -> None:
        self._fh.close()

    def rename(self, new_path: str) -> None:
        self.write_pending()
        self._fs.rename(self.path, new_path)
        self.path = new_path

    def delete(self) -> None:
        self._fh.close()
        self._fs.remove_if_exists(self.path)

    @classmethod
    def _open_file(cls, fs: FileSystem, path: str, truncate: bool) -> tuple[FileHandle, bytes]:
        fh = fs.open(path, write=True, create=True, truncate=truncate)
        data = b"" if truncate else fh.read_all()
        return fh, data


class OffsetIndex(_Index):
    """Offset -> position in the ``.log`` file (see module docstring)."""

    __slots__ = ("_positions", "_rel")

    ENTRY_SIZE = 8

    def __init__(self, fs: FileSystem, path: str, base_offset: int, max_entries: int, fh: FileHandle) -> None:
        super().__init__(fs, path, base_offset, max_entries, fh)
        self._rel = array("i")
        self._positions = array("i")

    @classmethod
    def open(
        cls, fs: FileSystem, path: str, base_offset: int, max_entries: int, *, truncate: bool = False
    ) -> OffsetIndex:
        """Open (or create) an index file and load its entries.

        Raises :class:`CorruptIndexError` when the file length is not a multiple of 8 or entries go backwards.
        """
        fh, data = cls._open_file(fs, path, truncate)
        index = cls(fs, path, base_offset, max_entries, fh)
        if data:
            try:
                index._load(data)
            except CorruptIndexError:
                fh.close()
                raise
        return index

    def _load(self, data: bytes) -> None:
        if len(data) % 8:
            raise CorruptIndexError(f"Index file {self.path} is corrupt: its length {len(data)} is not a multiple of 8")
        raw = array("i")
        raw.frombytes(data)
        if not _BIG_ENDIAN:
            raw.byteswap()
        rel = raw[0::2]
        positions = raw[1::2]
        # entries must increase strictly in offset and position
        for i in range(1, len(rel)):
            if rel[i] <= rel[i - 1] or positions[i] <= positions[i - 1]:
                raise CorruptIndexError(
                    f"Index file {self.path} is corrupt: entry {i} ({rel[i]}, {positions[i]}) does not follow "
                    f"({rel[i - 1]}, {positions[i - 1]})"
                )
        if rel and (rel[0] < 0 or positions[0] < 0):
            raise CorruptIndexError(f"Index file {self.path} is corrupt: negative first entry")
        self._rel = rel
        self._positions = positions
        self._written = len(rel)

    @property
    def entries(self) -> int:
        return len(self._rel)

    @property
    def last_offset(self) -> int:
        """Offset of the last entry (the base offset when empty)."""
        return self.base_offset + self._rel[-1] if self._rel else self.base_offset

    @property
    def last_position(self) -> int:
        return self._positions[-1] if self._positions else 0

    def entry(self, i: int) -> tuple[int, int]:
        return self.base_offset + self._rel[i], self._positions[i]

    def append(self, offset: int, position: int) -> None:
        rel = offset - self.base_offset
        if self._rel and (rel <= self._rel[-1] or position <= self._positions[-1]):
            raise ValueError(
                f"Attempt to append index entry ({offset}, {position}) after "
                f"({self.last_offset}, {self.last_position}) in {self.path}"
            )
        if len(self._rel) >= self.max_entries:
            raise ValueError(f"Attempt to append to a full index (size = {len(self._rel)}) in {self.path}")
        self._rel.append(rel)
        self._positions.append(position)

    def lookup(self, offset: int) -> tuple[int, int]:
        """``(offset, position)`` of the last entry with offset <= `offset`; ``(base_offset, 0)`` if none."""
        i = bisect_right(self._rel, offset - self.base_offset) - 1
        if i < 0:
            return self.base_offset, 0
        return self.base_offset + self._rel[i], self._positions[i]

    def truncate_to(self, offset: int) -> None:
        """Remove the entries with offset >= `offset`."""
        self._truncate_entries(bisect_left(self._rel, offset - self.base_offset))

    def truncate_to_position(self, position: int) -> None:
        """Remove the entries pointing at `position` or beyond."""
        self._truncate_entries(bisect_left(self._positions, position))

    def sanity_check(self, log_size: int) -> None:
        """Kafka's check before trusting an index: entries point inside the log."""
        if self._positions and self._positions[-1] >= max(log_size, 1):
            raise CorruptIndexError(
                f"Corrupt index found, index file ({self.path}) has its last entry at position "
                f"{self._positions[-1]} but the log is {log_size} bytes"
            )

    def _pack(self, start: int) -> bytes:
        pack = _OFFSET_ENTRY.pack
        rel, pos = self._rel, self._positions
        return b"".join(pack(rel[i], pos[i]) for i in range(start, len(rel)))

    def _drop_from(self, i: int) -> None:
        del self._rel[i:]
        del self._positions[i:]


class TimeIndex(_Index):
    """Timestamp -> offset (see module docstring)."""

    __slots__ = ("_rel", "_timestamps")

    ENTRY_SIZE = 12

    def __init__(self, fs: FileSystem, path: str, base_offset: int, max_entries: int, fh: FileHandle) -> None:
        super().__init__(fs, path, base_offset, max_entries, fh)
        self._timestamps = array("q")
        self._rel = array("i")

    @classmethod
    def open(
        cls, fs: FileSystem, path: str, base_offset: int, max_entries: int, *, truncate: bool = False
    ) -> TimeIndex:
        fh, data = cls._open_file(fs, path, truncate)
        index = cls(fs, path, base_offset, max_entries, fh)
        if data:
            try:
                index._load(data)
            except CorruptIndexError:
                fh.close()
                raise
        return index

    def _load(self, data: bytes) -> None:
        if len(data) % 12:
            raise CorruptIndexError(
                f"Time index file {self.path} is corrupt: its length {len(data)} is not a multiple of 12"
            )
        timestamps = array("q")
        rel = array("i")
        prev_ts = -(2**63)
        prev_rel = -1
        for i, (ts, r) in enumerate(_TIME_ENTRY.iter_unpack(data)):
            if r < 0 or ts < prev_ts or r < prev_rel:
                raise CorruptIndexError(
                    f"Time index file {self.path} is corrupt: entry {i} ({ts}, {r}) does not follow "
                    f"({prev_ts}, {prev_rel})"
                )
            timestamps.append(ts)
            rel.append(r)
            prev_ts, prev_rel = ts, r
        self._timestamps = timestamps
        self._rel = rel
        self._written = len(rel)

    @property
    def entries(self) -> int:
        return len(self._rel)

    def last_entry(self) -> tuple[int, int]:
        """``(timestamp, offset)`` of the last entry; ``(-1, base_offset)`` when empty."""
        if not self._rel:
            return -1, self.base_offset
        return self._timestamps[-1], self.base_offset + self._rel[-1]

    def entry(self, i: int) -> tuple[int, int]:
        return self._timestamps[i], self.base_offset + self._rel[i]

    def maybe_append(self, timestamp: int, offset: int, *, skip_full_check: bool = False) -> None:
        """Add an entry if `timestamp` is above the last one (Kafka's ``maybeAppend``)."""
        rel = offset - self.base_offset
        if self._rel:
            if rel < self._rel[-1]:
                raise ValueError(
                    f"Attempt to append a time index entry for offset {offset} below the last one "
                    f"{self.base_offset + self._rel[-1]} in {self.path}"
                )
            if timestamp <= self._timestamps[-1]:
                return
        if not skip_full_check and len(self._rel) >= self.max_entries:
            raise ValueError(f"Attempt to append to a full time index (size = {len(self._rel)}) in {self.path}")
        self._timestamps.append(timestamp)
        self._rel.append(rel)

    def lookup(self, timestamp: int) -> tuple[int, int]:
        """``(timestamp, offset)`` of the last entry with timestamp <= `timestamp`; ``(-1, base_offset)`` if none."""
        i = bisect_right(self._timestamps, timestamp) - 1
        if i < 0:
            return -1, self.base_offset
        return self._timestamps[i], self.base_offset + self._rel[i]

    def truncate_to(self, offset: int) -> None:
        """Remove the entries with offset >= `offset`."""
        self._truncate_entries(bisect_left(self._rel, offset - self.base_offset))

    def sanity_check(self, next_offset: int) -> None:
        if self._rel and self.base_offset + self._rel[-1] >= max(next_offset, self.base_offset + 1):
            raise CorruptIndexError(
                f"Corrupt time index found, time index file ({self.path}) has its last offset "
                f"{self.base_offset + self._rel[-1]} at or beyond the log end {next_offset}"
            )

    def _pack(self, start: int) -> bytes:
        pack = _TIME_ENTRY.pack
        ts, rel = self._timestamps, self._rel
        return b"".join(pack(ts[i], rel[i]) for i in range(start, len(rel)))

    def _drop_from(self, i: int) -> None:
        del self._timestamps[i:]
        del self._rel[i:]
