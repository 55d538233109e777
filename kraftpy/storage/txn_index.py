"""A segment's transaction index, ``<base>.txnindex``, in Kafka's format (Kafka's TransactionIndex).

It lists the aborted transactions whose ABORT marker lies in the segment, so that a read_committed Fetch can be told
which records to drop (:meth:`Log.aborted_transactions <kraftpy.storage.log.Log.aborted_transactions>`). Each
entry is 34 bytes, big-endian::

    version int16 (0) | producerId int64 | firstOffset int64 | lastOffset int64 | lastStableOffset int64

``lastOffset`` is the offset of the ABORT marker, ``firstOffset`` the first offset of the transaction (possibly in
an earlier segment), ``lastStableOffset`` the partition's last stable offset when the transaction completed.
Entries are appended in order of ``lastOffset``.

Lifecycle, as Kafka's: the file exists only once an entry was appended (most segments have none); it is written
at once and fsynced with its segment (:meth:`LogSegment.flush <kraftpy.storage.segment.LogSegment.flush>`; the
directory too when the file is new);
truncating a segment drops the entries whose ``lastOffset`` is at or beyond the truncation offset; the file is
renamed with its segment (``.cleaned``, ``.swap``, ``.deleted``) and deleted with it.

Loading sanitizes the file: entries are read up to the first one that cannot be right (a version other than 0, a
``firstOffset`` after its ``lastOffset``, a ``lastOffset`` below the segment's base offset or not above the
previous entry's), and a partial trailing entry (a torn write) is ignored; what follows is cut off the file with a
warning. Kafka rebuilds the index of a recovered segment from its producer state; kraftpy's storage layer keeps
what the file holds up to the recovered end of the segment, and the broker, which rebuilds the producer state from
the log after an unclean shutdown, appends the aborted transactions it finds again
(:meth:`Log.append_aborted_transaction <kraftpy.storage.log.Log.append_aborted_transaction>` ignores those already
recorded).
"""

from __future__ import annotations

import logging
import struct
from collections.abc import Iterable

from .cleaner_records import AbortedTxn
from .fs import FileHandle, FileSystem, parent_dir

__all__ = ["ENTRY_SIZE", "TXN_INDEX_SUFFIX", "TXN_INDEX_VERSION", "TransactionIndex", "decode_entries"]

logger = logging.getLogger(__name__)

TXN_INDEX_SUFFIX = ".txnindex"
TXN_INDEX_VERSION = 0
_ENTRY = struct.Struct(">hqqqq")
ENTRY_SIZE = _ENTRY.size  # 34


def decode_entries(data: bytes, base_offset: int) -> tuple[list[AbortedTxn], int, str | None]:
    """The valid entries at the start of a ``.txnindex`` file's bytes: (entries, bytes they take, why the rest is
    not valid or None). An entry is valid when its version is 0, ``firstOffset <= lastOffset``, ``lastOffset`` is at
    least `base_offset` and beyond the previous entry's."""
    entries: list[AbortedTxn] = []
    last = -1
    whole = len(data) - len(data) % ENTRY_SIZE
    for position in range(0, whole, ENTRY_SIZE):
        version, pid, first, last_offset, lso = _ENTRY.unpack_from(data, position)
        if version != TXN_INDEX_VERSION:
            return entries, position, f"entry at byte {position} has version {version} (only 0 is known)"
        if first > last_offset or last_offset < base_offset or last_offset <= last:
            return (
                entries,
                position,
                f"entry at byte {position} (firstOffset {first}, lastOffset {last_offset}) is out of order",
            )
        entries.append(AbortedTxn(pid, first, last_offset, lso))
        last = last_offset
    if whole != len(data):
        return entries, whole, f"{len(data) - whole} bytes of a partial entry at byte {whole}"
    return entries, whole, None


class TransactionIndex:
    """The aborted transactions of one segment (module docstring). Not thread-safe: one owner (its segment)."""

    __slots__ = ("_created", "_dirty", "_fh", "_fs", "base_offset", "entries", "exists", "path")

    def __init__(self, fs: FileSystem, path: str, base_offset: int) -> None:
        """An index without entries and without a file (a leftover file at `path` is the caller's to remove)."""
        self._fs = fs
        self.path = path
        self.base_offset = base_offset
        self.entries: list[AbortedTxn] = []
        self._fh: FileHandle | None = None  # opened at the first write
        self._dirty = False  # the file changed since its last fsync
        self.exists = False  # whether the file exists
        self._created = False  # the file was created since the last flush: its name is not durable yet

    @classmethod
    def load(cls, fs: FileSystem, path: str, base_offset: int) -> TransactionIndex:
        """Read the index at `path` (none: an empty index, no file), sanitized (module docstring)."""
        index = cls(fs, path, base_offset)
        if not fs.exists(path):
            return index
        data = fs.read_file(path)
        entries, valid, problem = decode_entries(data, base_offset)
        index.entries = entries
        index.exists = True
        if problem is not None:
            logger.warning(
                "Transaction index %s: %s; keeping its first %d entries and truncating the file",
                path,
                problem,
                len(entries),
            )
            fh = index._handle()
            fh.truncate(valid)
            index._dirty = True
        return index

    @property
    def last_offset(self) -> int | None:
        """The ``lastOffset`` of the last entry (None: no entry)."""
        return self.entries[-1].last_offset if self.entries else None

    @property
    def size_in_bytes(self) -> int:
        return len(self.entries) * ENTRY_SIZE

    def _handle(self) -> FileHandle:
        fh = self._fh
        if fh is None:
            self._created = self._created or not self.exists
            fh = self._fh = self._fs.open(self.path, write=True, create=True)
            self.exists = True
        return fh

    def append(self, txn: AbortedTxn) -> None:
        """Add `txn` (written at once, fsynced by :meth:`flush`); its lastOffset must be beyond the last entry's."""
        last = self.last_offset
        if last is not None and txn.last_offset <= last:
            raise ValueError(
                f"The last offset of appended transactions must increase sequentially, but {txn.last_offset} is not "
                f"greater than current last offset {last} of index {self.path}"
            )
        if txn.first_offset > txn.last_offset:
            raise ValueError(f"Aborted transaction {txn} of index {self.path} ends before it starts")
        self._handle().pwrite(_ENTRY.pack(TXN_INDEX_VERSION, *txn), len(self.entries) * ENTRY_SIZE)
        self.entries.append(txn)
        self._dirty = True

    def append_all(self, txns: Iterable[AbortedTxn]) -> None:
        for txn in txns:
            self.append(txn)

    def flush(self) -> None:
        """fsync the file if it changed, and its directory if the file is new."""
        if self._dirty and self._fh is not None:
            self._fh.fsync()
        self._dirty = False
        if self._created:
            self._fs.fsync_dir(parent_dir(self.path))
            self._created = False

    def truncate_to(self, offset: int) -> None:
        """Remove the entries whose lastOffset is at or beyond `offset`."""
        keep = len(self.entries)
        while keep and self.entries[keep - 1].last_offset >= offset:
            keep -= 1
        if keep == len(self.entries):
            return
        del self.entries[keep:]
        self._handle().truncate(keep * ENTRY_SIZE)
        self._dirty = True

    def reset(self) -> None:
        """Remove every entry (the file stays, empty, when it exists)."""
        self.entries = []
        if self.exists:
            self._handle().truncate(0)
            self._dirty = True

    def collect(self, start: int, end: int) -> tuple[list[AbortedTxn], bool]:
        """The entries with data in [start, end) (``lastOffset >= start`` and ``firstOffset < end``), and whether
        the search is complete: an entry's lastStableOffset is at or beyond `end` (every transaction with data
        below `end` had completed by then, so a later segment's entries cannot have any; Kafka's rule)."""
        found: list[AbortedTxn] = []
        for t in self.entries:
            if t.last_offset >= start and t.first_offset < end:
                found.append(t)
            if t.last_stable_offset >= end:
                return found, True
        return found, False

    def rename(self, new_path: str) -> None:
        """Rename the file (when there is one) to `new_path` (the caller fsyncs the directory)."""
        if self.exists:
            self._fs.rename(self.path, new_path)
        self.path = new_path

    def close(self) -> None:
        self.close_handle()

    def close_handle(self) -> None:
        fh, self._fh = self._fh, None
        if fh is not None:
            fh.close()

    def delete(self) -> None:
        self.close_handle()
        if self.exists:
            self._fs.remove_if_exists(self.path)
            self.exists = False
