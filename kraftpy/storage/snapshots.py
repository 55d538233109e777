"""Metadata snapshot files: ``<20-digit end offset>-<10-digit epoch>.checkpoint`` in ``__cluster_metadata-0``.

A snapshot is a sequence of record batches (SnapshotHeader control record, metadata records, SnapshotFooter; the
raft layer decides the content), with offsets from 0. It is written to ``<name>.checkpoint.part``, fsynced,
renamed to ``<name>.checkpoint`` and the directory fsynced (:class:`SnapshotWriter`), so a ``.checkpoint`` file is
always complete. Deleting renames to ``.checkpoint.deleted`` first (durable), then removes the file; leftovers of
both kinds are removed by :func:`cleanup_snapshot_files` when the log is opened.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import NamedTuple

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records.batch import validate_batches

from .errors import StorageError
from .fs import FileHandle, FileSystem, join

__all__ = [
    "DELETED_SNAPSHOT_SUFFIX",
    "PARTIAL_SNAPSHOT_SUFFIX",
    "SNAPSHOT_SUFFIX",
    "CorruptSnapshotError",
    "SnapshotId",
    "SnapshotWriter",
    "cleanup_snapshot_files",
    "delete_snapshot",
    "delete_snapshots_before",
    "latest_snapshot",
    "list_snapshots",
    "parse_snapshot_file_name",
    "read_snapshot",
    "snapshot_file_name",
    "snapshot_path",
]

logger = logging.getLogger(__name__)

SNAPSHOT_SUFFIX = ".checkpoint"
PARTIAL_SNAPSHOT_SUFFIX = ".checkpoint.part"
DELETED_SNAPSHOT_SUFFIX = ".checkpoint.deleted"


class SnapshotId(NamedTuple):
    """Snapshot identity: the end offset (exclusive) and the epoch of the last record it contains."""

    offset: int
    epoch: int


class CorruptSnapshotError(StorageError):
    """A snapshot file that is not a sequence of valid batches."""

    def __init__(self, message: str, *, path: str, position: int | None = None) -> None:
        self.path = path
        self.position = position
        super().__init__(message)


def snapshot_file_name(snapshot_id: SnapshotId, suffix: str = SNAPSHOT_SUFFIX) -> str:
    return f"{snapshot_id.offset:020d}-{snapshot_id.epoch:010d}{suffix}"


def snapshot_path(directory: str, snapshot_id: SnapshotId, suffix: str = SNAPSHOT_SUFFIX) -> str:
    return join(directory, snapshot_file_name(snapshot_id, suffix))


def parse_snapshot_file_name(name: str) -> tuple[SnapshotId, str] | None:
    """``(id, suffix)`` for a snapshot file name (suffix ``.checkpoint``, ``.checkpoint.part`` or
    ``.checkpoint.deleted``), or None for other names."""
    for suffix in (PARTIAL_SNAPSHOT_SUFFIX, DELETED_SNAPSHOT_SUFFIX, SNAPSHOT_SUFFIX):
        if name.endswith(suffix):
            stem = name[: -len(suffix)]
            offset, sep, epoch = stem.partition("-")
            if sep and len(offset) == 20 and len(epoch) == 10 and offset.isdigit() and epoch.isdigit():
                return SnapshotId(int(offset), int(epoch)), suffix
            return None
    return None


def list_snapshots(fs: FileSystem, directory: str) -> list[SnapshotId]:
    """The complete snapshots in `directory`, oldest first."""
    ids = []
    for name in fs.listdir(directory):
        parsed = parse_snapshot_file_name(name)
        if parsed is not None and parsed[1] == SNAPSHOT_SUFFIX:
            ids.append(parsed[0])
    return sorted(ids)


def latest_snapshot(fs: FileSystem, directory: str) -> SnapshotId | None:
    ids = list_snapshots(fs, directory)
    return ids[-1] if ids else None


def cleanup_snapshot_files(fs: FileSystem, directory: str) -> int:
    """Remove ``.checkpoint.part`` and ``.checkpoint.deleted`` leftovers; return how many."""
    n = 0
    for name in fs.listdir(directory):
        parsed = parse_snapshot_file_name(name)
        if parsed is not None and parsed[1] != SNAPSHOT_SUFFIX:
            logger.info("Deleting snapshot leftover %s", join(directory, name))
            fs.remove_if_exists(join(directory, name))
            n += 1
    return n


def delete_snapshot(fs: FileSystem, directory: str, snapshot_id: SnapshotId) -> bool:
    """Delete one snapshot (rename to ``.checkpoint.deleted``, fsync the dir, remove); False if it was absent."""
    path = snapshot_path(directory, snapshot_id)
    deleted = snapshot_path(directory, snapshot_id, DELETED_SNAPSHOT_SUFFIX)
    try:
        fs.rename(path, deleted)
    except FileNotFoundError:
        return False
    fs.fsync_dir(directory)
    fs.remove_if_exists(deleted)
    logger.info("Deleted snapshot %s", path)
    return True


def delete_snapshots_before(fs: FileSystem, directory: str, snapshot_id: SnapshotId) -> list[SnapshotId]:
    """Delete every snapshot older than `snapshot_id` (by offset, then epoch); return the ids deleted."""
    doomed = [sid for sid in list_snapshots(fs, directory) if sid < snapshot_id]
    for sid in doomed:
        delete_snapshot(fs, directory, sid)
    return doomed


class SnapshotWriter:
    """Write one snapshot: :meth:`append` batches, then :meth:`freeze` (or :meth:`abort`).

    Batches are validated (structure and CRC) and renumbered: their base offsets are rewritten to run on from 0
    (the offset field is outside the CRC), so callers may build them with any base offset.
    """

    __slots__ = ("_fh", "_frozen", "_fs", "_next_offset", "directory", "snapshot_id")

    def __init__(self, fs: FileSystem, directory: str, snapshot_id: SnapshotId) -> None:
        if snapshot_id.offset < 0 or snapshot_id.epoch < 0:
            raise ValueError(f"invalid snapshot id {snapshot_id}")
        self._fs = fs
        self.directory = directory
        self.snapshot_id = snapshot_id
        if fs.exists(snapshot_path(directory, snapshot_id)):
            raise FileExistsError(f"snapshot {snapshot_path(directory, snapshot_id)} already exists")
        self._fh: FileHandle = fs.open(
            snapshot_path(directory, snapshot_id, PARTIAL_SNAPSHOT_SUFFIX), write=True, create=True, truncate=True
        )
        self._next_offset = 0
        self._frozen = False

    @property
    def next_offset(self) -> int:
        return self._next_offset

    @property
    def size(self) -> int:
        return self._fh.size

    def append(self, records: bytes | bytearray | memoryview) -> int:
        """Append whole batches in one write; return the offset after them."""
        if self._frozen:
            raise ValueError("snapshot already frozen")
        buf = bytearray(records)
        headers = validate_batches(buf)
        offset = self._next_offset
        for h in headers:
            buf[h.position : h.position + 8] = offset.to_bytes(8, "big")
            offset += h.last_offset_delta + 1
        if buf:
            self._fh.append(buf)
        self._next_offset = offset
        return offset

    def freeze(self) -> str:
        """fsync, rename to ``.checkpoint``, fsync the dir; return the final path."""
        if self._frozen:
            raise ValueError("snapshot already frozen")
        self._fh.fsync()
        self._fh.close()
        final = snapshot_path(self.directory, self.snapshot_id)
        self._fs.rename(snapshot_path(self.directory, self.snapshot_id, PARTIAL_SNAPSHOT_SUFFIX), final)
        self._fs.fsync_dir(self.directory)
        self._frozen = True
        return final

    def abort(self) -> None:
        """Drop the partial file."""
        if self._frozen:
            return
        self._fh.close()
        self._fs.remove_if_exists(snapshot_path(self.directory, self.snapshot_id, PARTIAL_SNAPSHOT_SUFFIX))
        self._frozen = True

    def __enter__(self) -> SnapshotWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        """Leaving the block without :meth:`freeze` (or with an exception) drops the partial file."""
        if not self._frozen:
            self.abort()


def read_snapshot(fs: FileSystem, path: str, *, verify_crc: bool = True) -> Iterator[memoryview]:
    """The batches of a snapshot file, each as a memoryview of its bytes.

    The whole file is checked before the first batch is returned; a bad or truncated batch raises
    :class:`CorruptSnapshotError` with its byte position.
    """
    data = fs.read_file(path)
    try:
        headers = validate_batches(data, verify_crc=verify_crc)
    except CorruptRecordError as e:
        raise CorruptSnapshotError(f"Corrupt snapshot {path}: {e}", path=path, position=e.offset) from None
    view = memoryview(data)
    return iter([view[h.position : h.end] for h in headers])
