"""File systems for the storage layer: the real one, and a simulated one that models crashes and power loss.

Everything in :mod:`kraftpy.storage` reaches the disk through :class:`FileSystem` and :class:`FileHandle`, so the
same log code runs on real files (:class:`RealFileSystem`) and inside the deterministic simulator
(:class:`SimFileSystem`).

Durability contract (the one of POSIX on Linux ext4 with default mount options, which the storage code relies on
and the simulated file system enforces):

* Bytes written to a file survive a power loss only once :meth:`FileHandle.fsync` of that file returned.
* Creating, renaming or deleting a directory entry (file or directory) survives a power loss only once
  :meth:`FileSystem.fsync_dir` of the directory holding the entry returned (for a rename, of both directories).
  An fsync of a file does not make its *name* durable.
* A crash of the process alone (``kill -9``) loses nothing that was written: the kernel's page cache survives.

Power loss in :class:`SimFileSystem` (:meth:`SimFileSystem.power_loss`):

* every directory goes back to the entries it had at its last :meth:`~FileSystem.fsync_dir` (creates, renames
  and deletes made since are undone; a directory never fsynced keeps the entries it was created with: none);
* every file keeps its durable content (what it held at its last fsync) and, chosen at random with the injected
  ``random.Random``, nothing, all, or a prefix cut at any byte of what was written after that fsync. Appends are
  therefore lost whole or torn, never reordered or corrupted in the middle;
* a file that was truncated or overwritten below its durable length since its last fsync either reverts to its
  durable content, or keeps the truncation plus nothing, all or a torn prefix of the later writes (a journalled
  ``ftruncate`` may or may not have reached the disk).

Data is kept in memory (one ``bytearray`` per file), every operation is O(bytes touched) and a power loss is
O(files and directories changed since their last fsync), so a whole simulated cluster stays fast. Given the same
sequence of operations and the same seeded ``random.Random``, the outcome is always the same. Open handles from
before a crash or power loss fail with ``EBADF`` afterwards, so a "dead" process cannot keep writing.

Directory listings are sorted in both implementations, so code iterating them is deterministic.
"""

from __future__ import annotations

import errno
import os
import posixpath
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass

from .region import FileRegion

__all__ = [
    "FileHandle",
    "FileSystem",
    "FsStats",
    "RealFileSystem",
    "SimFileSystem",
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


# ======================================================================================= simulated files


class _Inode:
    """A simulated file: its current bytes plus what is needed to rebuild its durable content.

    The durable content is ``data[:clean_len] + saved``: ``clean_len`` is how much of the current data is unchanged
    since the last fsync, ``saved`` the durable bytes that were overwritten or truncated away since.
    """

    __slots__ = ("clean_len", "data", "durable_len", "ino", "saved")

    def __init__(self, ino: int) -> None:
        self.ino = ino
        self.data = bytearray()
        self.durable_len = 0
        self.clean_len = 0
        self.saved = b""

    def touch(self, position: int) -> None:
        """Record that bytes from `position` on are about to change."""
        clean = self.clean_len
        if position < clean:
            self.saved = bytes(self.data[position:clean]) + self.saved
            self.clean_len = position

    def synced(self) -> None:
        self.durable_len = self.clean_len = len(self.data)
        self.saved = b""

    def lose_power(self, rng: random.Random) -> None:
        data = self.data
        clean = self.clean_len
        volatile = len(data) - clean
        if self.saved and rng.random() < 0.5:  # the truncation/overwrite never reached the disk
            del data[clean:]
            data += self.saved
        else:
            roll = rng.random()
            if roll < 1 / 3:
                keep = 0
            elif roll < 2 / 3:
                keep = volatile
            else:
                keep = rng.randint(0, volatile)
            del data[clean + keep :]
        self.synced()


class _Dir:
    """A simulated directory. `pending` maps names changed since the last fsync to their durable entry."""

    __slots__ = ("entries", "pending")

    def __init__(self) -> None:
        self.entries: dict[str, _Inode | _Dir] = {}
        self.pending: dict[str, _Inode | _Dir | None] = {}

    def set(self, name: str, node: _Inode | _Dir | None, fs: SimFileSystem) -> None:
        entries = self.entries
        if name not in self.pending:
            self.pending[name] = entries.get(name)
            fs._dirty_dirs[id(self)] = self
        if node is None:
            entries.pop(name, None)
        else:
            entries[name] = node

    def synced(self) -> None:
        self.pending.clear()

    def lose_power(self) -> None:
        entries = self.entries
        for name, old in self.pending.items():
            if old is None:
                entries.pop(name, None)
            else:
                entries[name] = old
        self.pending.clear()


class _SimFileHandle(FileHandle):
    __slots__ = ("_closed", "_fs", "_generation", "_inode", "_writable", "path")

    def __init__(self, fs: SimFileSystem, inode: _Inode, path: str, writable: bool) -> None:
        self._fs = fs
        self._inode = inode
        self.path = path
        self._writable = writable
        self._generation = fs._generation
        self._closed = False

    def _check(self, write: bool = False) -> _Inode:
        if self._closed or self._generation != self._fs._generation:
            raise OSError(errno.EBADF, "file handle is closed (or the process crashed)", self.path)
        if write and not self._writable:
            raise OSError(errno.EBADF, "file not open for writing", self.path)
        return self._inode

    @property
    def size(self) -> int:
        return len(self._check().data)

    def append(self, data: BytesLike) -> int:
        inode = self._check(True)
        buf = inode.data
        pos = len(buf)
        buf += data
        fs = self._fs
        fs._dirty[inode.ino] = inode
        stats = fs.stats
        stats.writes += 1
        stats.bytes_written += len(data)
        return pos

    def append_parts(self, parts: Sequence[BytesLike]) -> int:
        inode = self._check(True)
        buf = inode.data
        pos = len(buf)
        for part in parts:
            buf += part
        fs = self._fs
        fs._dirty[inode.ino] = inode
        stats = fs.stats
        stats.writes += 1
        stats.bytes_written += len(buf) - pos
        return pos

    def pwrite(self, data: BytesLike, position: int) -> None:
        inode = self._check(True)
        if position < 0:
            raise OSError(errno.EINVAL, "negative position", self.path)
        buf = inode.data
        n = len(data)
        if position == len(buf):
            buf += data
        else:
            inode.touch(position)
            if position > len(buf):
                buf.extend(bytes(position - len(buf)))
            buf[position : position + n] = data
        fs = self._fs
        fs._dirty[inode.ino] = inode
        fs.stats.writes += 1
        fs.stats.bytes_written += n

    def pread(self, position: int, length: int) -> bytes:
        inode = self._check()
        stats = self._fs.stats
        stats.reads += 1
        if length <= 0:
            return b""
        data = bytes(memoryview(inode.data)[position : position + length])
        stats.bytes_read += len(data)
        return data

    def truncate(self, size: int) -> None:
        inode = self._check(True)
        buf = inode.data
        if size < len(buf):
            inode.touch(size)
            del buf[size:]
        elif size > len(buf):
            buf.extend(bytes(size - len(buf)))
        self._fs._dirty[inode.ino] = inode

    def fsync(self) -> None:
        inode = self._check()
        fs = self._fs
        fs.stats.fsyncs += 1
        inode.synced()
        fs._dirty.pop(inode.ino, None)

    def close(self) -> None:
        self._closed = True


class SimFileSystem(FileSystem):
    """An in-memory file system with the durability contract of the module docstring.

    Paths are absolute POSIX paths ("/data/kafka-logs/foo-0/00000000000000000000.log"); the root "/" always
    exists. :meth:`crash` models ``kill -9`` (handles die, data stays); :meth:`power_loss` models a power cut.
    """

    __slots__ = ("_dirty", "_dirty_dirs", "_generation", "_next_ino", "_root", "stats")

    def __init__(self) -> None:
        self._root = _Dir()
        self._dirty: dict[int, _Inode] = {}
        self._dirty_dirs: dict[int, _Dir] = {}
        self._generation = 0
        self._next_ino = 1
        self.stats = FsStats()

    # ------------------------------------------------------------------------------------------ faults

    def crash(self) -> None:
        """The process dies (kill -9): open handles become invalid, all written data stays."""
        self._generation += 1

    @property
    def has_unsynced(self) -> bool:
        """Whether a power loss now could lose anything (a write or a directory change not yet made durable)."""
        return bool(self._dirty or self._dirty_dirs)

    def power_loss(self, rng: random.Random) -> None:
        """The machine loses power: handles die and everything not made durable is lost (see module doc)."""
        self._generation += 1
        for d in self._dirty_dirs.values():
            d.lose_power()
        self._dirty_dirs.clear()
        for inode in self._dirty.values():
            inode.lose_power(rng)
        self._dirty.clear()

    def sync_all(self) -> None:
        """Make everything durable (as if every file and directory had been fsynced)."""
        for d in self._dirty_dirs.values():
            d.synced()
        self._dirty_dirs.clear()
        for inode in self._dirty.values():
            inode.synced()
        self._dirty.clear()

    # ------------------------------------------------------------------------------------------- paths

    @staticmethod
    def _split(path: str) -> list[str]:
        if not path.startswith("/"):
            raise ValueError(f"SimFileSystem paths must be absolute: {path!r}")
        norm = posixpath.normpath(path)
        return [p for p in norm.split("/") if p]

    def _lookup(self, path: str) -> _Inode | _Dir:
        node: _Inode | _Dir = self._root
        for part in self._split(path):
            if not isinstance(node, _Dir):
                raise NotADirectoryError(errno.ENOTDIR, "Not a directory", path)
            child = node.entries.get(part)
            if child is None:
                raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
            node = child
        return node

    def _parent(self, path: str) -> tuple[_Dir, str]:
        parts = self._split(path)
        if not parts:
            raise OSError(errno.EINVAL, "invalid path", path)
        node: _Inode | _Dir = self._root
        for part in parts[:-1]:
            if not isinstance(node, _Dir):
                raise NotADirectoryError(errno.ENOTDIR, "Not a directory", path)
            child = node.entries.get(part)
            if child is None:
                raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
            node = child
        if not isinstance(node, _Dir):
            raise NotADirectoryError(errno.ENOTDIR, "Not a directory", path)
        return node, parts[-1]

    def _dir(self, path: str) -> _Dir:
        node = self._lookup(path)
        if not isinstance(node, _Dir):
            raise NotADirectoryError(errno.ENOTDIR, "Not a directory", path)
        return node

    # -------------------------------------------------------------------------------------- operations

    def open(
        self,
        path: str,
        *,
        write: bool = False,
        create: bool = False,
        exclusive: bool = False,
        truncate: bool = False,
    ) -> FileHandle:
        parent, name = self._parent(path)
        node = parent.entries.get(name)
        if node is None:
            if not create:
                raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
            node = _Inode(self._next_ino)
            self._next_ino += 1
            parent.set(name, node, self)
        elif isinstance(node, _Dir):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        elif create and exclusive:
            raise FileExistsError(errno.EEXIST, "File exists", path)
        handle = _SimFileHandle(self, node, path, write or create or truncate)
        if truncate and node.data:
            handle.truncate(0)
        return handle

    def exists(self, path: str) -> bool:
        try:
            self._lookup(path)
        except (FileNotFoundError, NotADirectoryError):
            return False
        return True

    def is_dir(self, path: str) -> bool:
        try:
            return isinstance(self._lookup(path), _Dir)
        except (FileNotFoundError, NotADirectoryError):
            return False

    def is_file(self, path: str) -> bool:
        try:
            return isinstance(self._lookup(path), _Inode)
        except (FileNotFoundError, NotADirectoryError):
            return False

    def listdir(self, path: str) -> list[str]:
        return sorted(self._dir(path).entries)

    def mkdir(self, path: str) -> None:
        parent, name = self._parent(path)
        if name in parent.entries:
            raise FileExistsError(errno.EEXIST, "File exists", path)
        parent.set(name, _Dir(), self)

    def rename(self, src: str, dst: str) -> None:
        sparent, sname = self._parent(src)
        node = sparent.entries.get(sname)
        if node is None:
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", src)
        dparent, dname = self._parent(dst)
        existing = dparent.entries.get(dname)
        if existing is node:
            return
        if isinstance(existing, _Dir):
            if not isinstance(node, _Dir):
                raise IsADirectoryError(errno.EISDIR, "Is a directory", dst)
            if existing.entries:
                raise OSError(errno.ENOTEMPTY, "Directory not empty", dst)
        elif existing is not None and isinstance(node, _Dir):
            raise NotADirectoryError(errno.ENOTDIR, "Not a directory", dst)
        sparent.set(sname, None, self)
        dparent.set(dname, node, self)

    def remove(self, path: str) -> None:
        parent, name = self._parent(path)
        node = parent.entries.get(name)
        if node is None:
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
        if isinstance(node, _Dir):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        parent.set(name, None, self)

    def rmdir(self, path: str) -> None:
        parent, name = self._parent(path)
        node = parent.entries.get(name)
        if node is None:
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
        if not isinstance(node, _Dir):
            raise NotADirectoryError(errno.ENOTDIR, "Not a directory", path)
        if node.entries:
            raise OSError(errno.ENOTEMPTY, "Directory not empty", path)
        parent.set(name, None, self)

    def fsync_dir(self, path: str) -> None:
        d = self._dir(path)
        self.stats.dir_fsyncs += 1
        d.synced()
        self._dirty_dirs.pop(id(d), None)

    def file_size(self, path: str) -> int:
        node = self._lookup(path)
        if isinstance(node, _Dir):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        return len(node.data)

    # ------------------------------------------------------------------------------------- test helpers

    def durable_size(self, path: str) -> int:
        """Length of the durable content of a file (what a power loss keeps at least)."""
        node = self._lookup(path)
        if isinstance(node, _Dir):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        return node.clean_len + len(node.saved)
