"""Emulate a power loss on a stopped node's directories, from the fsync journal the node kept.

A node started with ``KRAFTPY_FSYNC_JOURNAL=<file>`` journals every file creation, file fsync (with the size made
durable) and directory change (:mod:`kraftpy.storage.fsync_journal`). After the node was killed (``kill -9``: the
kernel still holds everything written), :func:`power_loss` replays the journal and does to the files what a power
cut would have done, by the durability contract of :mod:`kraftpy.storage.fs` (POSIX on ext4):

* every file is cut back to the size it had at its last fsync (a file created and never fsynced: empty); appends
  after that fsync are lost whole - the worst case of what a power loss leaves, and the deterministic one;
* a file whose creation was never made durable (no fsync of its directory after it was created) is removed; a
  directory likewise, with everything in it;
* a rename that was not made durable is undone (the file goes back to its old name), unless it replaced an
  existing file: then the new content stays (one of the two outcomes a power loss can have; the old content is
  gone and cannot be brought back);
* files deleted without a directory fsync stay deleted (their content is gone), and files the journal never saw
  written (``meta.properties`` from the format step) are left alone.

Overwrites inside the durable part of a file cannot be undone either; kraftpy's storage never overwrites durable
bytes in place (segments are append-only, checkpoints are replaced by rename, truncation is fsynced at once).

    report = power_loss(journal_path, [node.data_dir])
    print(report.summary())
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["FileState", "PowerLossReport", "power_loss", "replay_journal"]


@dataclass(slots=True)
class FileState:
    """What the journal says about one path: the durable size (None: all of it, the journal never saw it
    written) and, if its directory entry is not durable yet, how it came to be (``created`` or the rename
    source ``renamed_from``, ``replaced`` when the rename replaced a file)."""

    durable_size: int | None = None
    entry_durable: bool = True
    created: bool = False
    renamed_from: str | None = None
    replaced: bool = False


@dataclass(slots=True)
class JournalState:
    files: dict[str, FileState] = field(default_factory=dict)
    pending_dirs: set[str] = field(default_factory=set)  # directories whose creation is not durable


@dataclass(slots=True)
class PowerLossReport:
    truncated: list[tuple[str, int, int]] = field(default_factory=list)  # path, size before, size after
    removed: list[str] = field(default_factory=list)
    removed_dirs: list[str] = field(default_factory=list)
    renamed_back: list[tuple[str, str]] = field(default_factory=list)

    @property
    def bytes_lost(self) -> int:
        return sum(before - after for _, before, after in self.truncated)

    def summary(self) -> str:
        return (
            f"power loss: {len(self.truncated)} files cut back ({self.bytes_lost} bytes lost), "
            f"{len(self.removed)} files and {len(self.removed_dirs)} directories removed, "
            f"{len(self.renamed_back)} renames undone"
        )


def _parent(path: str) -> str:
    return os.path.dirname(path.rstrip("/"))


def replay_journal(journal: Path | str) -> JournalState:
    """The durability state of every path the journal mentions, after its last event."""
    state = JournalState()
    files = state.files
    try:
        text = Path(journal).read_text()
    except FileNotFoundError:
        return state
    for line in text.splitlines():
        if not line.strip():
            continue
        event = json.loads(line)
        kind, path = event[0], event[1]
        if kind == "create":
            files[path] = FileState(durable_size=0, entry_durable=False, created=True)
        elif kind == "open":
            if path not in files:  # existed before the journal saw it: its content then counts as durable
                files[path] = FileState(durable_size=int(event[2]))
        elif kind == "fsync":
            f = files.get(path)
            if f is None:
                files[path] = FileState(durable_size=int(event[2]))
            else:
                f.durable_size = int(event[2])
        elif kind == "dirsync":
            for p, f in files.items():
                if not f.entry_durable and _parent(p) == path:
                    f.entry_durable, f.created, f.renamed_from, f.replaced = True, False, None, False
            state.pending_dirs = {d for d in state.pending_dirs if _parent(d) != path}
        elif kind == "mkdir":
            state.pending_dirs.add(path)
        elif kind == "rmdir":
            state.pending_dirs.discard(path)
            for p in [p for p in files if p.startswith(path + "/")]:
                del files[p]
        elif kind == "remove":
            files.pop(path, None)
        elif kind == "rename":
            dst, replaced = event[2], bool(event[3])
            f = files.pop(path, None) or FileState()
            if f.entry_durable:
                f.entry_durable, f.renamed_from, f.replaced = False, path, replaced
            # a file renamed again before any dir fsync: it goes back to where it was durable (or away if
            # its creation never was); a rename over a file keeps replacing it
            f.replaced = f.replaced or replaced
            files[dst] = f
        else:
            raise ValueError(f"unknown fsync journal event {event!r}")
    return state


def power_loss(journal: Path | str, directories: Iterable[Path | str]) -> PowerLossReport:
    """Cut the files under `directories` back to what the journal says was durable (the node must be stopped)."""
    roots = [os.path.abspath(d) for d in directories]

    def inside(path: str) -> bool:
        return any(path == r or path.startswith(r + "/") for r in roots)

    state = replay_journal(journal)
    report = PowerLossReport()
    # directories whose creation never became durable vanish with everything in them (outermost first)
    for d in sorted(state.pending_dirs, key=len):
        if inside(d) and os.path.isdir(d):
            shutil.rmtree(d)
            report.removed_dirs.append(d)
    files = {p: f for p, f in state.files.items() if inside(p) and os.path.isfile(p)}
    # entries never made durable: created files vanish, renamed files go back to their durable name
    for path, f in sorted(files.items()):
        if not f.entry_durable and not f.replaced and (f.created or f.renamed_from is None):
            os.remove(path)
            report.removed.append(path)
    for path, f in sorted(files.items()):
        if not f.entry_durable and not f.replaced and not f.created and f.renamed_from is not None:
            os.replace(path, f.renamed_from)
            report.renamed_back.append((path, f.renamed_from))
    # every file keeps what it held at its last fsync
    for path, f in sorted(files.items()):
        if not f.entry_durable and not f.replaced:
            if f.created or f.renamed_from is None:
                continue
            path = f.renamed_from
        size = os.path.getsize(path)
        if f.durable_size is not None and size > f.durable_size:
            os.truncate(path, f.durable_size)
            report.truncated.append((path, size, f.durable_size))
    return report
