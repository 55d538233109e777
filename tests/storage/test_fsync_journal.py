"""The fsync journal (kraftpy/storage/fsync_journal.py) and the power loss emulated from it
(tests/integration/power_loss.py), on real files."""

from __future__ import annotations

import json
import os
from pathlib import Path

from kraftpy.storage.config import LogConfig
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.fsync_journal import (
    ENV_VAR,
    FsyncJournal,
    JournalingFileSystem,
    file_system_from_environment,
)
from kraftpy.storage.log import Log
from tests.integration.power_loss import power_loss, replay_journal
from tests.storage.helpers import ManualClock, make_batch


def journaled(tmp_path: Path) -> tuple[JournalingFileSystem, Path]:
    journal = tmp_path / "fsync.journal"
    return JournalingFileSystem(RealFileSystem(), FsyncJournal(str(journal))), journal


def test_the_environment_variable_switches_journaling_on(tmp_path: Path) -> None:
    plain = file_system_from_environment({})
    assert type(plain) is RealFileSystem  # no wrapper, no cost
    journal = tmp_path / "j"
    fs = file_system_from_environment({ENV_VAR: str(journal)})
    assert isinstance(fs, JournalingFileSystem)
    d = tmp_path / "d"
    fs.mkdir(str(d))
    with fs.open(str(d / "f"), write=True, create=True) as f:
        f.append(b"abc")
        f.fsync()
    fs.fsync_dir(str(d))
    events = [json.loads(line) for line in journal.read_text().splitlines()]
    assert events == [
        ["mkdir", str(d)],
        ["create", str(d / "f")],
        ["fsync", str(d / "f"), 3],
        ["dirsync", str(d)],
    ]


def test_files_are_cut_back_to_their_last_fsync(tmp_path: Path) -> None:
    fs, journal = journaled(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    synced = str(data / "synced")
    with fs.open(synced, write=True, create=True) as f:
        f.append(b"durable")
        f.fsync()
        f.append(b" lost")
    fs.fsync_dir(str(data))
    never_synced = str(data / "never-synced")
    with fs.open(never_synced, write=True, create=True) as f:
        f.append(b"gone")
    fs.fsync_dir(str(data))
    not_in_dir = str(data / "name-not-durable")
    with fs.open(not_in_dir, write=True, create=True) as f:
        f.append(b"data")
        f.fsync()
    untouched = data / "meta.properties"  # written before the journal existed
    untouched.write_bytes(b"node.id=1\n")
    outside = tmp_path / "elsewhere"
    with fs.open(str(outside), write=True, create=True) as f:
        f.append(b"x")

    report = power_loss(journal, [data])

    assert Path(synced).read_bytes() == b"durable"
    assert Path(never_synced).read_bytes() == b""
    assert not Path(not_in_dir).exists()
    assert untouched.read_bytes() == b"node.id=1\n"
    assert outside.read_bytes() == b"x"  # not below the directories given
    assert report.removed == [not_in_dir]
    assert sorted(report.truncated) == sorted([(synced, 12, 7), (never_synced, 4, 0)])
    assert report.bytes_lost == 9


def test_directory_changes_follow_their_directory_fsync(tmp_path: Path) -> None:
    fs, journal = journaled(tmp_path)
    root = tmp_path / "logs"
    root.mkdir()
    fs.write_atomic(str(root / "checkpoint"), b"v1")  # temp, fsync, rename, dir fsync: durable
    with fs.open(str(root / "seg.log"), write=True, create=True) as f:
        f.append(b"segment")
        f.fsync()
    fs.fsync_dir(str(root))
    # from here on `root` is never fsynced again:
    # a rename over an existing file keeps the new content
    with fs.open(str(root / "checkpoint.tmp"), write=True, create=True) as f:
        f.append(b"v2")
        f.fsync()
    fs.rename(str(root / "checkpoint.tmp"), str(root / "checkpoint"))
    # a durable file renamed goes back to its old name
    fs.rename(str(root / "seg.log"), str(root / "seg.log.deleted"))
    # a new directory vanishes with its files, even fsynced ones
    fresh = root / "topic-0"
    fs.mkdir(str(fresh))
    with fs.open(str(fresh / "a.log"), write=True, create=True) as f:
        f.append(b"abc")
        f.fsync()
    fs.fsync_dir(str(fresh))

    state = replay_journal(journal)
    assert str(fresh) in state.pending_dirs
    report = power_loss(journal, [root])

    assert not fresh.exists() and report.removed_dirs == [str(fresh)]
    assert (root / "checkpoint").read_bytes() == b"v2"
    assert (root / "seg.log").read_bytes() == b"segment" and not (root / "seg.log.deleted").exists()
    assert report.renamed_back == [(str(root / "seg.log.deleted"), str(root / "seg.log"))]


def test_a_partition_log_recovers_to_what_it_flushed(tmp_path: Path) -> None:
    fs, journal = journaled(tmp_path)
    clock = ManualClock()
    log_dir = str(tmp_path / "data" / "topic-0")
    os.makedirs(os.path.dirname(log_dir))
    log = Log.open(fs, log_dir, LogConfig(), clock)
    for i in range(5):
        log.append_as_leader(bytearray(make_batch(3, tag=i)), leader_epoch=0)
    log.flush()
    flushed = log.log_end_offset
    for i in range(5, 8):
        log.append_as_leader(bytearray(make_batch(3, tag=i)), leader_epoch=0)
    assert log.log_end_offset == flushed + 9
    log.close_handles()  # kill -9: no flush, no clean-shutdown marker

    report = power_loss(journal, [tmp_path / "data"])

    assert report.bytes_lost > 0
    recovered = Log.open(RealFileSystem(), log_dir, LogConfig(), clock)
    try:
        assert recovered.log_end_offset == flushed == 15
    finally:
        recovered.close()
