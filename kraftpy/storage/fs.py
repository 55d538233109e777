"""File systems for the storage layer: the interface, and the real one.

Everything in :mod:`kraftpy.storage` reaches the disk through :class:`FileSystem` and :class:`FileHandle`, so the
same log code runs on real files (:class:`RealFileSystem`) and inside the deterministic simulator
(:class:`~kraftpy.storage.sim_fs.SimFileSystem`, which models crashes and power loss).

Durability contract (the one of POSIX on Linux ext4 with default mount options, which the storage code relies on
and the simulated file system enforces):

* Bytes written to a file survive a power loss only once :meth:`FileHandle.fsync` of that file returned.
* Creating, renaming or deleting a directory entry (file or directory) survives a power loss only once
  :meth:`FileSystem.fsync_dir` of the directory holding the entry returned (for a rename, of both directories).
  An fsync of a file does not make its *name* durable.
* A crash of the process alone (``kill -9``) loses nothing that was written: the kernel's page cache survives.

Directory listings are sorted in both implementations, so code iterating them is deterministic.
"""

from __future__ import annotations

import errno
import logging
import os
import posixpath
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass

from kraftpy.protocol.records import start_writeback as _start_writeback

from .region import FileRegion

logger = logging.getLogger(__name__)

__all__ = [
    "FileHandle",
    "FileSystem",
    "FsStats",
    "RealFileSystem",
]

BytesLike = bytes | bytearray | memoryview


@dataclass(slots=True)
class FsStats:
    """Counters of the operations that matter for durability and speed (tests and benchmarks read them)."""

    writes: int = 0
    bytes_written: int = 0
    reads: int = 0
    bytes_read: int = 0
    fsyncs: int = 0
    dir_fsyncs: int = 0


class FileHandle(ABC):
    """An open file. Writes go to an explicit position or to the end; there is no file pointer."""

    __slots__ = ()

    path: str

    @property
    @abstractmethod
    def size(self) -> int:
        """Current length of the file in bytes (what a reader in the same process sees)."""

    @abstractmethod
    def append(self, data: BytesLike) -> int:
        """Write `data` at the end of the file in one call; return the position it was written at."""

    def append_parts(self, parts: Sequence[BytesLike]) -> int:
        """Write `parts` one after the other at the end of the file in one call (a gathered write, so a caller
        can patch a copy of a small header and write the large body from its own buffer); return the position
        the first part was written at. The default joins the parts and appends them."""
        return self.append(b"".join(parts))

    @abstractmethod
    def pwrite(self, data: BytesLike, position: int) -> None:
        """Write `data` at `position` (a gap past the end reads as zeros)."""

    @abstractmethod
    def pread(self, position: int, length: int) -> bytes:
        """Up to `length` bytes from `position` (fewer at the end of the file)."""

    #: whether `region` gives FileRegions (a real file with a descriptor)
    has_regions = False

    def region(self, position: int, length: int) -> FileRegion | None:
        """`length` bytes from `position` as a `FileRegion` (sent with sendfile, read later), or None when the
        file system has no file descriptors (the simulated one): the caller then reads the bytes."""
        return None

    @abstractmethod
    def truncate(self, size: int) -> None:
        """Cut (or zero-extend) the file to `size` bytes."""

    @abstractmethod
    def fsync(self) -> None:
        """Make the content written so far durable."""

    def start_writeback(self, position: int, length: int) -> None:
        """Start writing `length` bytes from `position` back to disk without waiting for it: a hint (nothing
        becomes durable by it) so that a later `fsync` has little left to write. Does nothing by default (the
        simulated file system, a system without the call)."""
        return  # (a hint with a do-nothing default, not an abstract method)

    @abstractmethod
    def close(self) -> None:
        """Release the handle (idempotent). Does not fsync."""

    def read_all(self) -> bytes:
        return self.pread(0, self.size)

    def __enter__(self) -> FileHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class FileSystem(ABC):
    """Paths are strings; both implementations accept absolute POSIX paths."""

    stats: FsStats

    @abstractmethod
    def open(
        self,
        path: str,
        *,
        write: bool = False,
        create: bool = False,
        exclusive: bool = False,
        truncate: bool = False,
    ) -> FileHandle:
        """Open a file. `create` makes it if missing (`exclusive`: fail if it exists); `truncate` empties it.

        Raises ``FileNotFoundError``, ``FileExistsError``, ``IsADirectoryError`` like the OS.
        """

    @abstractmethod
    def exists(self, path: str) -> bool: ...

    @abstractmethod
    def is_dir(self, path: str) -> bool: ...

    @abstractmethod
    def is_file(self, path: str) -> bool: ...

    @abstractmethod
    def listdir(self, path: str) -> list[str]:
        """Names in a directory, sorted."""

    @abstractmethod
    def mkdir(self, path: str) -> None:
        """Create one directory (its parent must exist)."""

    @abstractmethod
    def rename(self, src: str, dst: str) -> None:
        """Atomically rename, replacing `dst` if it is a file."""

    @abstractmethod
    def remove(self, path: str) -> None:
        """Delete a file."""

    @abstractmethod
    def rmdir(self, path: str) -> None:
        """Delete an empty directory."""

    @abstractmethod
    def fsync_dir(self, path: str) -> None:
        """Make the entries of a directory (creates, renames, deletes) durable."""

    @abstractmethod
    def file_size(self, path: str) -> int: ...

    # ------------------------------------------------------------------------------------------- helpers

    def makedirs(self, path: str) -> list[str]:
        """Create `path` and missing parents; return the directories created, outermost first."""
        created: list[str] = []
        missing: list[str] = []
        p = path.rstrip("/") or "/"
        while not self.exists(p):
            missing.append(p)
            parent = posixpath.dirname(p) if "/" in p else ""
            if not parent or parent == p:
                break
            p = parent
        for d in reversed(missing):
            self.mkdir(d)
            created.append(d)
        if not self.is_dir(path):
            raise NotADirectoryError(errno.ENOTDIR, "Not a directory", path)
        return created

    def rmtree(self, path: str) -> None:
        """Delete a directory and everything below it (not durable until its parent is fsynced)."""
        for name in self.listdir(path):
            child = join(path, name)
            if self.is_dir(child):
                self.rmtree(child)
            else:
                self.remove(child)
        self.rmdir(path)

    def read_file(self, path: str) -> bytes:
        with self.open(path) as f:
            return f.read_all()

    def write_atomic(self, path: str, data: BytesLike, *, tmp_suffix: str = ".tmp") -> None:
        """Replace `path` atomically and durably: write a temp file, fsync it, rename it, fsync the dir."""
        tmp = path + tmp_suffix
        with self.open(tmp, write=True, create=True, truncate=True) as f:
            if data:
                f.append(data)
            f.fsync()
        self.rename(tmp, path)
        self.fsync_dir(parent_dir(path))

    def remove_if_exists(self, path: str) -> bool:
        try:
            self.remove(path)
        except FileNotFoundError:
            return False
        return True


def join(*parts: str) -> str:
    """Join path parts (POSIX separators; kraftpy runs on POSIX systems)."""
    return posixpath.join(*parts)


def parent_dir(path: str) -> str:
    return posixpath.dirname(path.rstrip("/")) or "."


# ============================================================================================ real files


def _iov_max() -> int:
    """How many buffers one pwritev takes (1024 on Linux; POSIX guarantees at least 16)."""
    try:
        n = os.sysconf("SC_IOV_MAX")
    except (AttributeError, ValueError, OSError):
        return 16
    return n if n > 0 else 16


_IOV_MAX = _iov_max()


class _RealFileHandle(FileHandle):
    __slots__ = ("_fd", "_size", "_stats", "path")

    def __init__(self, fd: int, path: str, stats: FsStats) -> None:
        self._fd = fd
        self.path = path
        self._stats = stats
        self._size = os.fstat(fd).st_size

    def _check(self) -> int:
        fd = self._fd
        if fd < 0:
            raise OSError(errno.EBADF, "file handle is closed", self.path)
        return fd

    @property
    def size(self) -> int:
        return self._size

    def append(self, data: BytesLike) -> int:
        pos = self._size
        self.pwrite(data, pos)
        return pos

    def append_parts(self, parts: Sequence[BytesLike]) -> int:
        fd = self._check()
        pos = self._size
        written = 0
        for i in range(0, len(parts), _IOV_MAX):
            chunk = parts[i : i + _IOV_MAX]
            want = 0
            for part in chunk:
                want += len(part)
            done = os.pwritev(fd, chunk, pos + written)
            if done < want:  # a short write on a regular file: write the rest part by part (raises on ENOSPC)
                skip = done
                for part in chunk:
                    if skip >= len(part):
                        skip -= len(part)
                        continue
                    view = memoryview(part)[skip:]
                    skip = 0
                    while view:
                        n = os.pwrite(fd, view, pos + written + done)
                        done += n
                        view = view[n:]
            written += done
        stats = self._stats
        stats.writes += 1
        stats.bytes_written += written
        self._size = pos + written
        return pos

    def pwrite(self, data: BytesLike, position: int) -> None:
        fd = self._check()
        n = len(data)
        written = os.pwrite(fd, data, position)
        if written < n:  # a short write on a regular file: retry the rest (raises on ENOSPC)
            view = memoryview(data)
            while written < n:
                written += os.pwrite(fd, view[written:], position + written)
        stats = self._stats
        stats.writes += 1
        stats.bytes_written += n
        if position + n > self._size:
            self._size = position + n

    has_regions = True

    def region(self, position: int, length: int) -> FileRegion | None:
        fd = self._check()
        self._stats.reads += 1
        self._stats.bytes_read += length
        return FileRegion(fd, position, length)

    def pread(self, position: int, length: int) -> bytes:
        fd = self._check()
        self._stats.reads += 1
        if length <= 0:
            return b""
        data = os.pread(fd, length, position)
        if len(data) < length and position + len(data) < self._size:
            parts = [data]
            got = len(data)
            while got < length:
                more = os.pread(fd, length - got, position + got)
                if not more:
                    break
                parts.append(more)
                got += len(more)
            data = b"".join(parts)
        self._stats.bytes_read += len(data)
        return data

    def truncate(self, size: int) -> None:
        os.ftruncate(self._check(), size)
        self._size = size

    def fsync(self) -> None:
        fd = self._check()
        self._stats.fsyncs += 1
        if hasattr(os, "fdatasync"):
            os.fdatasync(fd)
        else:  # pragma: no cover - macOS
            os.fsync(fd)

    def start_writeback(self, position: int, length: int) -> None:
        if _start_writeback is None or self._fd < 0 or length <= 0:
            return
        try:
            _start_writeback(self._fd, position, length)
        except OSError as e:  # a hint: a failure here is not the write's (the fsync that matters reports it)
            logger.debug("Write-back hint for %s failed: %s", self.path, e)

    def close(self) -> None:
        if self._fd >= 0:
            fd, self._fd = self._fd, -1
            os.close(fd)

    def __del__(self) -> None:
        if getattr(self, "_fd", -1) >= 0:
            os.close(self._fd)


class RealFileSystem(FileSystem):
    """The operating system's files, through ``os`` calls (pread/pwrite/fdatasync)."""

    __slots__ = ("stats",)

    def __init__(self) -> None:
        self.stats = FsStats()

    def open(
        self,
        path: str,
        *,
        write: bool = False,
        create: bool = False,
        exclusive: bool = False,
        truncate: bool = False,
    ) -> FileHandle:
        flags = os.O_RDWR if write else os.O_RDONLY
        if create:
            flags |= os.O_CREAT
            if exclusive:
                flags |= os.O_EXCL
        if truncate:
            flags |= os.O_TRUNC
        flags |= getattr(os, "O_CLOEXEC", 0)
        if os.path.isdir(path):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        fd = os.open(path, flags, 0o644)
        return _RealFileHandle(fd, path, self.stats)

    def exists(self, path: str) -> bool:
        return os.path.exists(path)

    def is_dir(self, path: str) -> bool:
        return os.path.isdir(path)

    def is_file(self, path: str) -> bool:
        return os.path.isfile(path)

    def listdir(self, path: str) -> list[str]:
        return sorted(os.listdir(path))

    def mkdir(self, path: str) -> None:
        os.mkdir(path)

    def rename(self, src: str, dst: str) -> None:
        os.replace(src, dst)

    def remove(self, path: str) -> None:
        os.remove(path)

    def rmdir(self, path: str) -> None:
        os.rmdir(path)

    def fsync_dir(self, path: str) -> None:
        self.stats.dir_fsyncs += 1
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def file_size(self, path: str) -> int:
        return os.path.getsize(path)
