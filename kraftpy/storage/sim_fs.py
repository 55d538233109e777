"""The simulated file system: :class:`SimFileSystem`, for the deterministic simulator and tests.

It keeps the durability contract of :mod:`kraftpy.storage.fs` (the one the storage code relies on) and can lose
what that contract does not promise. Power loss (:meth:`SimFileSystem.power_loss`):

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
before a crash or power loss fail with ``EBADF`` afterwards, so a "dead" process cannot keep writing. Directory
listings are sorted, as in the real file system.
"""

from __future__ import annotations

import errno
import posixpath
import random
from collections.abc import Sequence

from .fs import BytesLike, FileHandle, FileSystem, FsStats

__all__ = ["SimFileSystem"]


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
    """An in-memory file system with the durability contract of :mod:`kraftpy.storage.fs` (power loss: module doc).

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
