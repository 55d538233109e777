"""The FileSystem implementations: same behaviour for normal use, and SimFileSystem's power-loss model."""

from __future__ import annotations

import random

import pytest

from kraftpy.storage.fs import FileSystem, RealFileSystem
from kraftpy.storage.sim_fs import SimFileSystem


@pytest.fixture(params=["real", "sim"])
def fs_root(request: pytest.FixtureRequest, tmp_path: object) -> tuple[FileSystem, str]:
    if request.param == "real":
        return RealFileSystem(), str(tmp_path)
    fs = SimFileSystem()
    fs.makedirs("/root")
    return fs, "/root"


def test_basic_operations_agree(fs_root: tuple[FileSystem, str]) -> None:
    fs, root = fs_root
    fs.mkdir(f"{root}/d")
    with fs.open(f"{root}/d/a", write=True, create=True) as f:
        assert f.append(b"hello") == 0
        assert f.append(b" world") == 5
        f.pwrite(b"W", 6)
        assert f.size == 11
        assert f.pread(0, 100) == b"hello World"
        f.truncate(5)
        assert f.read_all() == b"hello"
        f.pwrite(b"!", 7)  # a gap reads as zeros
        assert f.read_all() == b"hello\x00\x00!"
        f.fsync()
    assert fs.file_size(f"{root}/d/a") == 8
    fs.rename(f"{root}/d/a", f"{root}/d/b")
    assert fs.listdir(f"{root}/d") == ["b"]
    fs.write_atomic(f"{root}/d/c", b"xyz")
    assert fs.read_file(f"{root}/d/c") == b"xyz"
    assert fs.listdir(f"{root}/d") == ["b", "c"]  # sorted, no temp file left
    assert fs.is_dir(f"{root}/d") and fs.is_file(f"{root}/d/b") and not fs.exists(f"{root}/d/a")
    with pytest.raises(FileNotFoundError):
        fs.open(f"{root}/d/missing")
    with pytest.raises(FileExistsError):
        fs.open(f"{root}/d/b", write=True, create=True, exclusive=True)
    with pytest.raises(IsADirectoryError):
        fs.open(f"{root}/d", write=True, create=True)
    with pytest.raises(OSError):
        fs.rmdir(f"{root}/d")  # not empty
    fs.rmtree(f"{root}/d")
    assert not fs.exists(f"{root}/d")
    assert fs.makedirs(f"{root}/x/y/z") == [f"{root}/x", f"{root}/x/y", f"{root}/x/y/z"]


def test_gathered_append_writes_the_parts_back_to_back(fs_root: tuple[FileSystem, str]) -> None:
    fs, root = fs_root
    with fs.open(f"{root}/a", write=True, create=True) as f:
        f.append(b"head|")
        writes = fs.stats.writes
        body = bytearray(b"0123456789")
        assert f.append_parts([b"ab", memoryview(body)[2:8], bytearray(b"|"), b""]) == 5
        assert fs.stats.writes == writes + 1  # one call
        assert f.size == 14
        assert f.append_parts([]) == 14
        # more parts than one pwritev takes (IOV_MAX is 1024 on Linux)
        parts = [bytes([65 + i % 26]) * (i % 3 + 1) for i in range(2500)]
        assert f.append_parts(parts) == 14
        expected = b"head|ab234567|" + b"".join(parts)
        assert f.size == len(expected)
        assert f.read_all() == expected
        f.append(b"!")
        assert f.read_all() == expected + b"!"


def test_real_gathered_append_finishes_short_writes(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    import kraftpy.storage.fs as fs_module

    real_pwritev = os.pwritev

    def short_pwritev(fd: int, buffers: list[bytes], offset: int) -> int:
        # the kernel may write less than asked: here at most 7 bytes per call
        data = b"".join(bytes(b) for b in buffers)[:7]
        return real_pwritev(fd, [data], offset)

    monkeypatch.setattr(fs_module.os, "pwritev", short_pwritev)
    fs = RealFileSystem()
    with fs.open(f"{tmp_path}/a", write=True, create=True) as f:
        f.append(b"<")
        assert f.append_parts([b"abc", b"defgh", memoryview(b"ijklmnopq")[1:], b"rs"]) == 1
        assert f.size == 19
        assert f.read_all() == b"<abcdefghjklmnopqrs"


def test_gathered_append_of_a_wrapping_handle_falls_back_to_one_append(tmp_path: object) -> None:
    from kraftpy.storage.fsync_journal import FsyncJournal, JournalingFileSystem

    fs = JournalingFileSystem(RealFileSystem(), FsyncJournal(f"{tmp_path}/journal"))
    with fs.open(f"{tmp_path}/a", write=True, create=True) as f:
        f.append(b"x")
        assert f.append_parts([b"yz", memoryview(b"012")[1:]]) == 1
        assert f.read_all() == b"xyz12"
    fs.journal.close()


def test_sim_gathered_append_is_volatile_until_fsync_like_any_write() -> None:
    outcomes = set()
    for seed in range(100):
        fs = SimFileSystem()
        fs.makedirs("/d")
        fs.fsync_dir("/")
        fs.fsync_dir("/d")
        with fs.open("/d/a", write=True, create=True) as f:
            f.append(b"durable|")
            f.fsync()
            f.append_parts([b"0123", memoryview(b"456789")])
        fs.fsync_dir("/d")
        fs.power_loss(random.Random(seed))
        data = fs.read_file("/d/a")
        assert b"durable|0123456789".startswith(data) and data.startswith(b"durable|")
        outcomes.add(len(data))
    assert {8, 18} <= outcomes and len(outcomes) > 3


def test_closed_handle_refuses_io(fs_root: tuple[FileSystem, str]) -> None:
    fs, root = fs_root
    f = fs.open(f"{root}/a", write=True, create=True)
    f.close()
    with pytest.raises(OSError):
        f.append(b"x")


def _write(fs: SimFileSystem, path: str, data: bytes, *, sync: bool) -> None:
    with fs.open(path, write=True, create=True) as f:
        f.append(data)
        if sync:
            f.fsync()


def test_power_loss_drops_unsynced_directory_entries() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    fs.fsync_dir("/")
    _write(fs, "/d/synced-name", b"a", sync=True)
    fs.fsync_dir("/d")
    _write(fs, "/d/unsynced-name", b"b", sync=True)  # data fsynced, name not
    fs.power_loss(random.Random(0))
    assert fs.listdir("/d") == ["synced-name"]
    assert fs.read_file("/d/synced-name") == b"a"


def test_unsynced_rename_and_delete_are_undone() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    fs.fsync_dir("/")
    _write(fs, "/d/a", b"old", sync=True)
    _write(fs, "/d/gone", b"g", sync=True)
    fs.fsync_dir("/d")
    fs.rename("/d/a", "/d/b")
    fs.remove("/d/gone")
    fs.power_loss(random.Random(0))
    assert fs.listdir("/d") == ["a", "gone"]
    assert fs.read_file("/d/a") == b"old"


def test_handles_die_on_crash_and_data_survives_a_process_crash() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    f = fs.open("/d/a", write=True, create=True)
    f.append(b"not synced")
    fs.crash()
    with pytest.raises(OSError):
        f.append(b"zombie write")
    assert fs.read_file("/d/a") == b"not synced"  # kill -9 keeps the page cache


def test_power_loss_keeps_durable_prefix_plus_a_prefix_of_later_writes() -> None:
    outcomes = set()
    for seed in range(200):
        fs = SimFileSystem()
        fs.makedirs("/d")
        fs.fsync_dir("/")
        fs.fsync_dir("/d")
        with fs.open("/d/a", write=True, create=True) as f:
            f.append(b"durable|")
            f.fsync()
            f.append(b"0123456789")
            f.append(b"abcdefghij")
        fs.fsync_dir("/d")
        fs.power_loss(random.Random(seed))
        data = fs.read_file("/d/a")
        assert (b"durable|0123456789abcdefghij").startswith(data)
        assert data.startswith(b"durable|")
        outcomes.add(len(data))
    # nothing, everything, and torn cuts at many byte positions all happen
    assert {8, 28} <= outcomes
    assert len(outcomes) > 10


def test_unsynced_truncation_either_reverts_or_persists() -> None:
    seen = set()
    for seed in range(60):
        fs = SimFileSystem()
        fs.makedirs("/d")
        fs.sync_all()
        with fs.open("/d/a", write=True, create=True) as f:
            f.append(b"0123456789")
            f.fsync()
            fs.fsync_dir("/d")
            f.truncate(4)
            f.append(b"XY")
        fs.power_loss(random.Random(seed))
        data = fs.read_file("/d/a")
        assert data in (b"0123456789", b"0123", b"0123X", b"0123XY")
        seen.add(data)
    assert b"0123456789" in seen and len(seen) >= 3


def test_power_loss_is_deterministic_for_a_seed() -> None:
    def run(seed: int) -> list[bytes]:
        fs = SimFileSystem()
        fs.makedirs("/d")
        fs.sync_all()
        for i in range(10):
            with fs.open(f"/d/f{i}", write=True, create=True) as f:
                f.append(bytes(range(50)))
                if i % 3 == 0:
                    f.fsync()
                f.append(bytes(range(100)))
        fs.fsync_dir("/d")
        fs.power_loss(random.Random(seed))
        return [fs.read_file(f"/d/{n}") for n in fs.listdir("/d")]

    assert run(7) == run(7)
    assert any(run(7) != run(s) for s in range(8, 12))


def test_removed_directory_comes_back_without_parent_fsync() -> None:
    fs = SimFileSystem()
    fs.makedirs("/logs/t-0")
    fs.sync_all()
    _write(fs, "/logs/t-0/seg", b"data", sync=True)
    fs.fsync_dir("/logs/t-0")
    fs.rmtree("/logs/t-0")
    fs.power_loss(random.Random(1))
    assert fs.read_file("/logs/t-0/seg") == b"data"


def test_durable_size_reports_what_survives() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    with fs.open("/d/a", write=True, create=True) as f:
        f.append(b"abc")
        f.fsync()
        f.append(b"def")
        assert fs.durable_size("/d/a") == 3
        f.truncate(1)
        assert fs.durable_size("/d/a") == 3
        f.fsync()
        assert fs.durable_size("/d/a") == 1


def test_sim_paths_must_be_absolute() -> None:
    with pytest.raises(ValueError):
        SimFileSystem().open("relative", write=True, create=True)
