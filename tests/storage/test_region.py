"""File regions: reads that reach the end of a segment on a real file system hand out the bytes as a FileRegion
(sent later with sendfile) instead of reading them; everything else still reads."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from kraftpy.protocol.messages.fetch import FetchResponse
from kraftpy.protocol.records import iter_batches
from kraftpy.storage import Log, LogConfig
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.region import MARKER_SIZE, FileRegion, RegionTruncatedError, split_encoded
from kraftpy.storage.sim_fs import SimFileSystem

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


def test_reads_that_stop_before_the_end_of_the_segment_are_regions_of_whole_batches(tmp_path: Path) -> None:
    log = real_log(tmp_path)
    data = filled(log)
    cut = log.read(0, 1 << 20, max_offset=4, region=True, region_min_bytes=1)  # the high watermark stops it
    assert type(cut.records) is FileRegion and 0 < len(cut.records) < len(data)
    assert cut.records.read() == bytes(log.read(0, 1 << 20, max_offset=4).records)
    small = log.read(0, 200, region=True, region_min_bytes=1)  # max bytes stop it
    assert type(small.records) is FileRegion and small.records.read() == bytes(log.read(0, 200).records)


@pytest.mark.parametrize("max_bytes", [1, 150, 400, 1000, 1 << 20])
@pytest.mark.parametrize("min_one", [True, False])
@pytest.mark.parametrize("hwm_lag", [None, 0, 3])
def test_region_reads_give_the_bytes_plain_reads_give(
    tmp_path: Path, max_bytes: int, min_one: bool, hwm_lag: int | None
) -> None:
    """Two identical logs of several segments, one read plainly and one with regions, by a sequential reader
    (the read hint path) and by reads at every offset (the index path): the same batches every time."""
    logs = [real_log(tmp_path / name, segment_bytes=1500) for name in ("plain", "region")]
    for log in logs:
        for i in range(30):
            log.append_as_leader(make_batch(1 + i % 3, value_size=20 + (i * 37) % 200, tag=i), leader_epoch=0)
    plain, regional = logs
    assert plain.num_segments > 3
    end = plain.log_end_offset
    max_offset = None if hwm_lag is None else end - hwm_lag

    def read(log: Log, offset: int, region: bool) -> bytes:
        r = log.read(
            offset, max_bytes, max_offset=max_offset, min_one_message=min_one, region=region, region_min_bytes=1
        )
        if type(r.records) is FileRegion:
            try:
                return r.records.read()
            finally:
                r.records.close()
        return bytes(r.records)

    def next_offset(data: bytes, offset: int) -> int:
        batches = list(iter_batches(data))
        return batches[-1][1].last_offset + 1 if batches else offset

    offsets = {"plain": 0, "region": 0}
    for _ in range(200):  # sequential readers
        a = read(plain, offsets["plain"], False)
        b = read(regional, offsets["region"], True)
        assert a == b
        if not a:
            # an empty read: the next segment (the reader skips ahead as the replica manager's callers do)
            following = [s.base_offset for s in plain.segments if s.base_offset > offsets["plain"]]
            if not following or (max_offset is not None and following[0] >= max_offset):
                break
            offsets["plain"] = offsets["region"] = following[0]
            continue
        offsets["plain"] = offsets["region"] = next_offset(a, offsets["plain"])
    for offset in range(end):  # the index path
        assert read(plain, offset, False) == read(regional, offset, True)


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
        return R(
            session_id=0,
            responses=[
                R.FetchableTopicResponse(
                    topic="t",
                    topic_id=uuid.UUID(int=7),
                    partitions=[
                        R.PartitionData(
                            partition_index=i, high_watermark=9, last_stable_offset=9, log_start_offset=0, records=rec
                        )
                        for i, rec in enumerate(records)
                    ],
                )
            ],
        )

    expected = response([payload[:1000], payload[1000:]]).encode(version)
    skeleton = response(list(regions)).encode(version)
    assert len(skeleton) == len(expected) - 3000 + 2 * MARKER_SIZE
    parts = split_encoded(skeleton, regions)
    assert parts is not None and [p for p in parts if type(p) is FileRegion] == regions
    assert b"".join(p.read() if type(p) is FileRegion else p for p in parts) == expected
    # a marker that is not there (or twice) refuses to split
    assert split_encoded(skeleton, regions[::-1]) is None
    assert split_encoded(skeleton + regions[0].marker, regions) is None
