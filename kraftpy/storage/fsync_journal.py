"""A test facility: a file system that journals what it made durable, so that a power loss can be emulated.

A real machine cannot be made to lose power in a test, but what a power loss does to a node's files follows from
the durability contract of :mod:`kraftpy.storage.fs`: a file keeps what it held at its last fsync, a directory
keeps the entries it had at its last fsync. :class:`JournalingFileSystem` wraps the node's
:class:`~kraftpy.storage.fs.FileSystem` and appends one line to a journal file for every event that matters for
that contract; after the node was killed (``kill -9``), the test harness replays the journal and cuts the files
back to what a power loss would have left (``tests/integration/power_loss.py``).

Enabled by an environment variable of the node process, never by a setting::

    KRAFTPY_FSYNC_JOURNAL=/path/to/node.fsync-journal kraftpy server start server.properties

Unset (the default) the node uses :class:`~kraftpy.storage.fs.RealFileSystem` directly: no wrapper, no cost.
The journal is appended to, so one file covers every run of a node; keep it outside the log directories.

Journal format: one JSON array per line, ``[event, path, ...]`` with absolute paths, written with one
``write(2)`` on an ``O_APPEND`` descriptor, so a ``kill -9`` never leaves half a line and loses no event that
happened before it (the kernel has it). Events:

``["create", path]``
    a new file was created (its directory entry is not durable until the directory is fsynced);
``["open", path, size]``
    an existing file was opened for writing with ``size`` bytes (the baseline of a file the journal never saw
    created: what it held then is treated as durable);
``["fsync", path, size]``
    ``fsync`` of the file returned; the first ``size`` bytes are durable (written after the fsync returned, so
    a process killed inside ``fsync`` has not made its data durable);
``["dirsync", path]``
    ``fsync`` of the directory returned: the entries it holds are durable;
``["mkdir", path]``, ``["rmdir", path]``, ``["remove", path]``, ``["rename", src, dst, replaced]``
    directory changes (``replaced``: ``dst`` existed and was replaced).
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping, Sequence

from .fs import BytesLike, FileHandle, FileSystem, FsStats, RealFileSystem

__all__ = [
    "ENV_VAR",
    "FsyncJournal",
    "JournalingFileSystem",
    "file_system_from_environment",
]

log = logging.getLogger(__name__)

ENV_VAR = "KRAFTPY_FSYNC_JOURNAL"


class FsyncJournal:
    """The append-only journal file."""

    __slots__ = ("_fd", "path")

    def __init__(self, path: str) -> None:
        self.path = os.path.abspath(path)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)

    def record(self, *event: object) -> None:
        fd = self._fd
        if fd >= 0:
            os.write(fd, (json.dumps(event, separators=(",", ":")) + "\n").encode())

    def close(self) -> None:
        if self._fd >= 0:
            fd, self._fd = self._fd, -1
            os.close(fd)


class _JournalingHandle(FileHandle):
    __slots__ = ("_inner", "_journal", "path")

    def __init__(self, inner: FileHandle, path: str, journal: FsyncJournal) -> None:
        self._inner = inner
        self.path = path
        self._journal = journal

    @property
    def size(self) -> int:
        return self._inner.size

    def append(self, data: BytesLike) -> int:
        return self._inner.append(data)

    def append_parts(self, parts: Sequence[BytesLike]) -> int:
        return self._inner.append_parts(parts)

    def pwrite(self, data: BytesLike, position: int) -> None:
        self._inner.pwrite(data, position)

    def pread(self, position: int, length: int) -> bytes:
        return self._inner.pread(position, length)

    def truncate(self, size: int) -> None:
        self._inner.truncate(size)

    def fsync(self) -> None:
        size = self._inner.size
        self._inner.fsync()
        self._journal.record("fsync", self.path, size)

    def start_writeback(self, position: int, length: int) -> None:
        self._inner.start_writeback(position, length)  # (makes nothing durable: not journaled)

    def close(self) -> None:
        self._inner.close()


class JournalingFileSystem(FileSystem):
    """`inner` (the real file system) plus a journal of file creations, fsyncs and directory changes."""

    __slots__ = ("_inner", "journal", "stats")

    def __init__(self, inner: FileSystem, journal: FsyncJournal) -> None:
        self._inner = inner
        self.journal = journal
        self.stats: FsStats = inner.stats  # the same counters

    def open(
        self,
        path: str,
        *,
        write: bool = False,
        create: bool = False,
        exclusive: bool = False,
        truncate: bool = False,
    ) -> FileHandle:
        inner = self._inner
        existed = inner.exists(path) if create else True
        handle = inner.open(path, write=write, create=create, exclusive=exclusive, truncate=truncate)
        apath = os.path.abspath(path)
        if not existed:
            self.journal.record("create", apath)
        elif write or create or truncate:
            self.journal.record("open", apath, handle.size)
        return _JournalingHandle(handle, apath, self.journal)

    def exists(self, path: str) -> bool:
        return self._inner.exists(path)

    def is_dir(self, path: str) -> bool:
        return self._inner.is_dir(path)

    def is_file(self, path: str) -> bool:
        return self._inner.is_file(path)

    def listdir(self, path: str) -> list[str]:
        return self._inner.listdir(path)

    def mkdir(self, path: str) -> None:
        self._inner.mkdir(path)
        self.journal.record("mkdir", os.path.abspath(path))

    def rename(self, src: str, dst: str) -> None:
        replaced = self._inner.exists(dst)
        self._inner.rename(src, dst)
        self.journal.record("rename", os.path.abspath(src), os.path.abspath(dst), replaced)

    def remove(self, path: str) -> None:
        self._inner.remove(path)
        self.journal.record("remove", os.path.abspath(path))

    def rmdir(self, path: str) -> None:
        self._inner.rmdir(path)
        self.journal.record("rmdir", os.path.abspath(path))

    def fsync_dir(self, path: str) -> None:
        self._inner.fsync_dir(path)
        self.journal.record("dirsync", os.path.abspath(path))

    def file_size(self, path: str) -> int:
        return self._inner.file_size(path)


def file_system_from_environment(environ: Mapping[str, str] | None = None) -> FileSystem:
    """The node's file system: a `RealFileSystem`, journaled when ``KRAFTPY_FSYNC_JOURNAL`` names a file."""
    env: Mapping[str, str] = os.environ if environ is None else environ
    path = env.get(ENV_VAR)
    if not path:
        return RealFileSystem()
    journal = FsyncJournal(path)
    log.warning("%s is set: journaling file creations and fsyncs to %s (a test facility)", ENV_VAR, journal.path)
    return JournalingFileSystem(RealFileSystem(), journal)
