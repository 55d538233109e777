"""File regions: reads that reach the end of a segment on a real file system hand out the bytes as a FileRegion
(sent later with sendfile) instead of reading them; everything else still reads."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from kraftpy.protocol.messages.fetch import FetchResponse
from kraftpy.storage import Log, LogConfig
from kraftpy.storage.fs import RealFileSystem, SimFileSystem
from kraftpy.storage.region import MARKER_SIZE, FileRegion, RegionTruncatedError, split_encoded

from .helpers import ManualClock, make_batch


def real_log(tmp_path: Path, **props: object) -> Log:
    cfg = LogConfig.from_properties({k.replace("_", "."): str(v) for k, v in props.items()})
    return Log.open(RealFileSystem(), str(tmp_path / "t-0"), cfg, ManualClock())


def filled(log: Log, n: int = 5) -> bytes:
    for i in range(n):
        b = make_batch(2, value_size=50 + i * 10)
        log.append_as_leader(b, leader_epoch=0)
    return bytes(log.read(0, 1 << 20).records)


def test_a_read_to_the_end_of_the_segment_is_a_region_of_the_same_bytes(tmp_path: Path) -> None:
    log = real_log(tmp_path)
    data = filled(log)
    r = log.read(0, 1 << 20, region=True, region_min_bytes=1)
    assert type(r.records) is FileRegion and len(r.records) == len(data)
    assert r.records.read() == data
    r.records.close()
    # the sequential reader's next read (at the log end) is empty; after another append it is a region again
    assert len(log.read(log.log_end_offset, 1 << 20, region=True, region_min_bytes=1).records) == 0
    log.append_as_leader(make_batch(3), leader_epoch=0)
    r2 = log.read(10, 1 << 20, region=True, region_min_bytes=1)
    assert type(r2.records) is FileRegion
    assert r2.records.read() == bytes(log.read(10, 1 << 20).records)
    r2.records.close()


def test_reads_that_stop_before_the_end_of_the_segment_read_bytes(tmp_path: Path) -> None:
    log = real_log(tmp_path)
    data = filled(log)
    cut = log.read(0, 1 << 20, max_offset=4, region=True, region_min_bytes=1)  # the high watermark stops it
    assert type(cut.records) is memoryview and 0 < len(cut.records) < len(data)
    small = log.read(0, 200, region=True, region_min_bytes=1)  # max bytes stop it
    assert type(small.records) is memoryview and bytes(small.records) == data[: len(small.records)]


def test_reads_smaller_than_the_region_minimum_read_bytes(tmp_path: Path) -> None:
    log = real_log(tmp_path)
    data = filled(log)
    r = log.read(0, 1 << 20, region=True, region_min_bytes=len(data) + 1)
    assert type(r.records) is memoryview and bytes(r.records) == data
    r = log.read(0, 1 << 20, region=True, region_min_bytes=len(data))
    assert type(r.records) is FileRegion
    r.records.close()


def test_the_simulated_file_system_has_no_regions() -> None:
    log = Log.open(SimFileSystem(), "/data/t-0", LogConfig(), ManualClock())
    filled(log)
    assert type(log.read(0, 1 << 20, region=True, region_min_bytes=1).records) is memoryview


def test_a_region_keeps_its_own_descriptor_and_notices_truncation(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"0123456789")
    fd = os.open(path, os.O_RDWR)
    region = FileRegion(fd, 2, 5)
    os.close(fd)  # the segment closed: the region still reads
    assert region.read() == b"23456" and region.read(3) == b"56"
    os.truncate(path, 4)
    with pytest.raises(RegionTruncatedError):
        region.read()
    region.close()
    assert region.closed
    with pytest.raises(ValueError):
        FileRegion(-1, 0, 1)


@pytest.mark.parametrize("version", [4, 11, 12, 13, 16, 17, 18])
def test_an_encoded_fetch_response_splits_at_its_regions(tmp_path: Path, version: int) -> None:
    path = tmp_path / "seg"
    payload = os.urandom(3000)
    path.write_bytes(payload)
    fd = os.open(path, os.O_RDONLY)
    try:
        regions = [FileRegion(fd, 0, 1000), FileRegion(fd, 1000, 2000)]
    finally:
        os.close(fd)

    def response(records: list[bytes]) -> FetchResponse:
        R = FetchResponse
        return R(session_id=0, responses=[R.FetchableTopicResponse(
            topic="t", topic_id=uuid.UUID(int=7),
            partitions=[R.PartitionData(partition_index=i, high_watermark=9, last_stable_offset=9,
                                        log_start_offset=0, records=rec) for i, rec in enumerate(records)])])

    expected = response([payload[:1000], payload[1000:]]).encode(version)
    skeleton = response(list(regions)).encode(version)
    assert len(skeleton) == len(expected) - 3000 + 2 * MARKER_SIZE
    parts = split_encoded(skeleton, regions)
    assert parts is not None and [p for p in parts if type(p) is FileRegion] == regions
    assert b"".join(p.read() if type(p) is FileRegion else p for p in parts) == expected
    # a marker that is not there (or twice) refuses to split
    assert split_encoded(skeleton, regions[::-1]) is None
    assert split_encoded(skeleton + regions[0].marker, regions) is None
