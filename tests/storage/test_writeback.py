"""The segments' write-back hint: every WRITEBACK_BYTES appended, the kernel is asked to start writing them back
(whole pages, contiguous, never past what was written; again from a truncation point), the data stays as written,
and a failing hint never fails an append."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from kraftpy.protocol.records import RecordBatchBuilder, start_writeback
from kraftpy.storage import Log, LogConfig, RealFileSystem
from kraftpy.storage import fs as storage_fs
from kraftpy.storage.segment import WRITEBACK_BYTES, WRITEBACK_PAGE

from .helpers import ManualClock

MB = 1024 * 1024


def batch(size: int, tag: int) -> bytearray:
    b = RecordBatchBuilder()
    value = bytes([tag % 251]) * (size - 100)
    b.append(0, b"k", value)
    return bytearray(b.build())


def recorder(calls: list[tuple[int, int]]):  # type: ignore[no-untyped-def]
    def hint(fd: int, offset: int, nbytes: int) -> bool:
        calls.append((offset, nbytes))
        return True

    return hint


def test_appends_are_handed_to_write_back_in_whole_contiguous_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[int, int]] = []
    monkeypatch.setattr(storage_fs, "_start_writeback", recorder(calls))
    log = Log.open(RealFileSystem(), str(tmp_path / "t-0"), LogConfig(), ManualClock())
    for i in range(5):
        log.append_as_leader(batch(MB // 2, i), leader_epoch=0)
    assert calls == []  # 2.5 MB: not yet
    for i in range(40):
        log.append_as_leader(batch(MB // 2 + 1234, i), leader_epoch=0)
    size = log.active_segment.size
    assert len(calls) >= 2
    pos = 0
    for offset, nbytes in calls:
        assert offset == pos and nbytes >= WRITEBACK_BYTES - WRITEBACK_PAGE
        assert (offset + nbytes) % WRITEBACK_PAGE == 0
        pos = offset + nbytes
    assert size - WRITEBACK_BYTES <= pos <= size
    # after a truncation the hints start again from where the segment now ends
    log.truncate_to(3)
    cut = log.active_segment.size
    calls.clear()
    for i in range(20):
        log.append_as_leader(batch(MB // 2, i), leader_epoch=0)
    assert calls and calls[0][0] <= cut
    log.close()


def test_a_failing_hint_does_not_fail_the_append(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(fd: int, offset: int, nbytes: int) -> bool:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(storage_fs, "_start_writeback", broken)
    log = Log.open(RealFileSystem(), str(tmp_path / "t-0"), LogConfig(), ManualClock())
    for i in range(20):
        log.append_as_leader(batch(MB, i), leader_epoch=0)
    assert log.log_end_offset == 20
    log.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="sync_file_range is Linux's")
def test_the_real_hint_leaves_the_data_as_written(tmp_path: Path) -> None:
    assert start_writeback is not None, "the C extension is not built"
    path = tmp_path / "f"
    data = os.urandom(3 * MB)
    fd = os.open(path, os.O_RDWR | os.O_CREAT)
    try:
        os.write(fd, data)
        assert start_writeback(fd, 0, 2 * MB) is True
        os.fdatasync(fd)
    finally:
        os.close(fd)
    assert path.read_bytes() == data
    with pytest.raises(OSError):
        start_writeback(fd, 0, 10)  # closed descriptor
    with pytest.raises(ValueError):
        start_writeback(0, -1, 10)
