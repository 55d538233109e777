"""LogManager: loading across log dirs, checkpoints, the KIP-966 clean-shutdown marker, offline partitions."""

from __future__ import annotations

import json
import random
import uuid

import pytest

from kraftpy.storage import (
    CLEAN_SHUTDOWN_FILE,
    CleanShutdownMarker,
    LogConfig,
    LogManager,
    LogOfflineError,
    SimFileSystem,
    StorageError,
    read_broker_epoch,
    read_marker,
    read_offset_checkpoint,
    write_marker,
)
from kraftpy.storage.errors import LogDirFailureError

from .helpers import ManualClock, make_batch

DIRS = ["/disk1/logs", "/disk2/logs"]


def new_manager(fs: SimFileSystem, clock: ManualClock | None = None, dirs: list[str] | None = None) -> LogManager:
    m = LogManager(fs, dirs or DIRS, clock=clock or ManualClock(), default_config=LogConfig(), node_id=1)
    m.startup()
    return m


def populate(m: LogManager, partitions: int = 4, batches: int = 3) -> None:
    for p in range(partitions):
        log = m.get_or_create_log("orders", p, topic_id=uuid.UUID(int=42))
        for i in range(batches):
            log.append_as_leader(make_batch(2, tag=i), leader_epoch=1)
        log.update_high_watermark(log.log_end_offset - 1)


# --------------------------------------------------------------------------------------------------- marker


def test_marker_json_format_and_model() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    write_marker(fs, "/d", 17)
    raw = fs.read_file(f"/d/{CLEAN_SHUTDOWN_FILE}")
    assert json.loads(raw) == {"version": 0, "brokerEpoch": 17}
    assert raw == b'{"version":0,"brokerEpoch":17}'
    assert read_marker(fs, "/d") == CleanShutdownMarker(version=0, brokerEpoch=17)


@pytest.mark.parametrize(
    "content",
    [b"", b"garbage", b'{"version":0}', b'{"brokerEpoch":"5"}', b'{"version":0,"brokerEpoch":-7}', b"[1,2]"],
)
def test_unreadable_marker_means_no_epoch(content: bytes) -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    fs.write_atomic(f"/d/{CLEAN_SHUTDOWN_FILE}", content)
    assert read_marker(fs, "/d") is None
    assert read_broker_epoch(fs, ["/d"]) is None


def test_marker_with_the_seed_spelling_of_the_epoch_is_read() -> None:
    """KIP-966's text spells the field `BrokerEpoch`; Kafka writes `brokerEpoch`. Both are read."""
    fs = SimFileSystem()
    fs.makedirs("/d")
    fs.write_atomic(f"/d/{CLEAN_SHUTDOWN_FILE}", b'{"version":0,"BrokerEpoch":21}')
    assert read_marker(fs, "/d") == CleanShutdownMarker(brokerEpoch=21)
    assert read_broker_epoch(fs, ["/d"]) == 21
    fs.write_atomic(f"/d/{CLEAN_SHUTDOWN_FILE}", b'{"BrokerEpoch":-1}')
    assert read_broker_epoch(fs, ["/d"]) == -1
    # both spellings: Kafka's wins; a wrongly typed seed spelling is as unreadable as Kafka's
    fs.write_atomic(f"/d/{CLEAN_SHUTDOWN_FILE}", b'{"brokerEpoch":8,"BrokerEpoch":9}')
    assert read_broker_epoch(fs, ["/d"]) == 8
    fs.write_atomic(f"/d/{CLEAN_SHUTDOWN_FILE}", b'{"BrokerEpoch":"xxx"}')
    assert read_broker_epoch(fs, ["/d"]) is None
    # what kraftpy writes keeps Kafka's spelling
    write_marker(fs, "/d", 22)
    assert fs.read_file(f"/d/{CLEAN_SHUTDOWN_FILE}") == b'{"version":0,"brokerEpoch":22}'


def test_unknown_marker_fields_are_ignored() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    fs.write_atomic(f"/d/{CLEAN_SHUTDOWN_FILE}", b'{"version":0,"brokerEpoch":9,"future":true}')
    assert read_broker_epoch(fs, ["/d"]) == 9


def test_broker_epoch_needs_every_dir_to_agree() -> None:
    fs = SimFileSystem()
    for d in DIRS:
        fs.makedirs(d)
    write_marker(fs, DIRS[0], 5)
    assert read_broker_epoch(fs, DIRS) is None  # a dir without a marker
    write_marker(fs, DIRS[1], 6)
    assert read_broker_epoch(fs, DIRS) is None  # disagreeing epochs
    write_marker(fs, DIRS[1], 5)
    assert read_broker_epoch(fs, DIRS) == 5
    assert read_broker_epoch(fs, DIRS, offline_dirs={DIRS[1]}) is None  # an offline dir
    assert read_broker_epoch(fs, [*DIRS, "/disk3/missing"]) is None  # a missing dir
    write_marker(fs, DIRS[1], -1)
    assert read_broker_epoch(fs, DIRS) is None  # -1 (never registered) disagrees with 5
    write_marker(fs, DIRS[0], -1)
    assert read_broker_epoch(fs, DIRS) == -1  # clean, but no epoch was ever obtained


def test_clean_shutdown_round_trip_and_marker_consumed_at_start() -> None:
    fs = SimFileSystem()
    m = new_manager(fs)
    assert m.previous_broker_epoch is None  # first start: no marker
    populate(m)
    m.shutdown(broker_epoch=12)
    for d in DIRS:
        assert read_marker(fs, d) == CleanShutdownMarker(brokerEpoch=12)
    fs.power_loss(random.Random(1))  # everything was made durable before the marker
    m2 = new_manager(fs)
    assert m2.previous_broker_epoch == 12
    assert all(m2.had_clean_shutdown[d] for d in DIRS)
    assert sorted(m2.logs) == [("orders", p) for p in range(4)]
    for log in m2.all_logs():
        assert log.log_end_offset == 6 and log.recovery_point == 6 and log.high_watermark == 5
        assert log.topic_id == uuid.UUID(int=42)
    # the marker is gone as soon as the logs are loaded: a crash from here on is unclean
    for d in DIRS:
        assert not fs.exists(f"{d}/{CLEAN_SHUTDOWN_FILE}")
    fs.power_loss(random.Random(2))
    for d in DIRS:
        assert not fs.exists(f"{d}/{CLEAN_SHUTDOWN_FILE}")
    m3 = new_manager(fs)
    assert m3.previous_broker_epoch is None
    assert not any(m3.had_clean_shutdown.values())


def test_shutdown_without_an_epoch_writes_minus_one() -> None:
    fs = SimFileSystem()
    m = new_manager(fs)
    m.shutdown()
    assert new_manager(fs).previous_broker_epoch == -1


def test_missing_log_dir_is_created_and_means_no_epoch() -> None:
    fs = SimFileSystem()
    m = new_manager(fs)
    populate(m, 2)
    m.shutdown(broker_epoch=3)
    fs.rmtree(DIRS[1])  # a disk was replaced
    m2 = new_manager(fs)
    assert m2.previous_broker_epoch is None
    assert fs.is_dir(DIRS[1])
    assert m2.had_clean_shutdown == {DIRS[0]: True, DIRS[1]: False}


def test_unclean_shutdown_recovers_and_loses_only_unflushed_data() -> None:
    fs = SimFileSystem()
    m = new_manager(fs)
    populate(m, 2)
    flushed = m.get_log("orders", 0)
    assert flushed is not None
    flushed.flush()
    m.checkpoint_recovery_points()
    for seed in range(5):
        fs.power_loss(random.Random(seed))
        m = new_manager(fs)
        assert m.previous_broker_epoch is None
        log0 = m.get_log("orders", 0)
        assert log0 is not None and log0.log_end_offset == 6  # flushed: kept
        assert log0.recovery_point == 6
        log1 = m.get_log("orders", 1)
        assert log1 is not None and log1.log_end_offset <= 6


def test_checkpoint_files_are_written_per_dir() -> None:
    fs = SimFileSystem()
    m = new_manager(fs)
    populate(m, 4)
    for log in m.all_logs():
        log.flush()
    m.checkpoint_recovery_points()
    m.checkpoint_log_start_offsets()
    m.checkpoint_high_watermarks()
    placement = {tp: d for tp, d in m.log_dir_of.items()}
    assert sorted(placement.values()) == sorted(DIRS * 2)  # spread over the dirs with the fewest logs
    for d in DIRS:
        rp = read_offset_checkpoint(fs, f"{d}/recovery-point-offset-checkpoint")
        hw = read_offset_checkpoint(fs, f"{d}/replication-offset-checkpoint")
        ls = read_offset_checkpoint(fs, f"{d}/log-start-offset-checkpoint")
        mine = sorted(tp for tp, dd in placement.items() if dd == d)
        assert sorted(rp) == sorted(hw) == sorted(ls) == mine
        assert all(v == 6 for v in rp.values())
        assert all(v == 5 for v in hw.values())
        assert all(v == 0 for v in ls.values())
        assert fs.read_file(f"{d}/recovery-point-offset-checkpoint").startswith(b"0\n2\norders ")


def test_malformed_checkpoint_is_ignored_with_full_recovery() -> None:
    fs = SimFileSystem()
    m = new_manager(fs, dirs=[DIRS[0]])
    populate(m, 1)
    m.shutdown(broker_epoch=1)
    fs.write_atomic(f"{DIRS[0]}/recovery-point-offset-checkpoint", b"not a checkpoint")
    fs.write_atomic(f"{DIRS[0]}/{CLEAN_SHUTDOWN_FILE}", b"{}")  # unreadable marker: no epoch, still clean
    m2 = new_manager(fs, dirs=[DIRS[0]])
    assert m2.previous_broker_epoch is None
    assert m2.had_clean_shutdown[DIRS[0]]
    log = m2.get_log("orders", 0)
    assert log is not None and log.log_end_offset == 6


def test_corrupt_partition_goes_offline_and_blocks_the_marker() -> None:
    fs = SimFileSystem()
    m = new_manager(fs, dirs=[DIRS[0]])
    populate(m, 2, batches=5)
    bad = m.get_log("orders", 1)
    assert bad is not None
    path = bad.active_segment.log_path
    m.shutdown(broker_epoch=4)
    data = bytearray(fs.read_file(path))
    data[80] ^= 0xFF  # inside the first batch; four valid batches follow
    fs.write_atomic(path, bytes(data))
    fs.remove(f"{DIRS[0]}/{CLEAN_SHUTDOWN_FILE}")  # unclean: the segment is validated
    m2 = new_manager(fs, dirs=[DIRS[0]])
    assert ("orders", 1) in m2.offline_partitions
    assert "at byte 0" in m2.offline_partitions[("orders", 1)]
    assert m2.get_log("orders", 0) is not None
    assert fs.file_size(path) == len(data)  # not truncated
    with pytest.raises(LogOfflineError):
        m2.get_or_create_log("orders", 1)
    m2.shutdown(broker_epoch=5)
    assert not fs.exists(f"{DIRS[0]}/{CLEAN_SHUTDOWN_FILE}")  # next start must recover (and find it) again


def test_async_delete_and_leftover_delete_dirs() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    m = new_manager(fs, clock)
    populate(m, 2)
    d = m.log_dir_of[("orders", 0)]
    assert m.async_delete("orders", 0)
    assert m.get_log("orders", 0) is None
    renamed = [n for n in fs.listdir(d) if n.endswith("-delete")]
    assert len(renamed) == 1 and renamed[0].startswith("orders-0.")
    m.cleanup_logs()
    assert [n for n in fs.listdir(d) if n.endswith("-delete")]  # file.delete.delay.ms not passed yet
    clock.advance(60_000)
    m.cleanup_logs()
    assert not [n for n in fs.listdir(d) if n.endswith("-delete")]
    assert m.async_delete("orders", 1)
    fs.crash()
    m2 = new_manager(fs, clock)
    assert m2.get_log("orders", 1) is None
    assert not [n for dd in DIRS for n in fs.listdir(dd) if n.endswith("-delete")]


def test_deleted_dirs_go_within_a_byte_budget_per_call() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    m = new_manager(fs, clock)
    populate(m, 2)
    dirs = [m.log_dir_of[("orders", p)] for p in (0, 1)]
    for p in (0, 1):
        log = m.get_log("orders", p)
        assert log is not None
        with fs.open(f"{log.dir}/big.log", write=True, create=True) as f:
            f.append(b"x" * 1000)
        assert m.async_delete("orders", p)
    renamed = [f"{d}/{n}" for d in set(dirs) for n in fs.listdir(d) if n.endswith("-delete")]
    assert len(renamed) == 2

    def remaining() -> int:
        return sum(fs.file_size(f"{r}/{n}") for r in renamed if fs.exists(r) for n in fs.listdir(r))

    assert not m.delete_expired_dirs(300)  # file.delete.delay.ms not passed: nothing due, nothing removed
    assert not m.dir_deletes_due()
    clock.advance(60_000)
    assert m.dir_deletes_due()
    total, calls = remaining(), 0
    while True:
        before = remaining()
        more = m.delete_expired_dirs(300)
        calls += 1
        freed = before - remaining()
        assert freed <= 300, freed  # never more than the budget
        assert freed > 0 or not more  # and something while work is left
        if not more:
            break
    assert not [r for r in renamed if fs.exists(r)]
    assert calls >= total // 300
    assert not m.dir_deletes_due()


def test_topic_id_mismatch_is_refused() -> None:
    fs = SimFileSystem()
    m = new_manager(fs)
    m.get_or_create_log("t", 0, topic_id=uuid.UUID(int=1))
    with pytest.raises(StorageError) as ei:
        m.get_or_create_log("t", 0, topic_id=uuid.UUID(int=2))
    assert ei.value.error_code == 103  # INCONSISTENT_TOPIC_ID


def test_flush_ms_and_retention_tasks() -> None:
    fs = SimFileSystem()
    clock = ManualClock(10_000_000)
    cfg = LogConfig.from_properties({"flush.ms": "1000", "segment.bytes": "300", "retention.bytes": "300"})
    m = LogManager(fs, [DIRS[0]], clock=clock, topic_configs=lambda topic: cfg if topic == "fast" else None)
    m.startup()
    fast = m.get_or_create_log("fast", 0)
    slow = m.get_or_create_log("slow", 0)
    for i in range(10):
        fast.append_as_leader(make_batch(1, value_size=60, tag=i), leader_epoch=0)
        slow.append_as_leader(make_batch(1, value_size=60, tag=i), leader_epoch=0)
    clock.advance(1000)
    assert m.flush_dirty_logs() == 1
    assert fast.recovery_point == fast.log_end_offset and slow.recovery_point == 0
    fast.update_high_watermark(fast.log_end_offset)
    assert m.cleanup_logs() > 0
    assert fast.log_start_offset > 0 and slow.log_start_offset == 0


def test_metadata_partition_is_left_to_the_raft_layer() -> None:
    fs = SimFileSystem()
    m = new_manager(fs, dirs=[DIRS[0]])
    m.get_or_create_log("__cluster_metadata", 0)
    m.shutdown(1)
    m2 = new_manager(fs, dirs=[DIRS[0]])
    assert m2.get_log("__cluster_metadata", 0) is None
    assert fs.is_dir(f"{DIRS[0]}/__cluster_metadata-0")


def test_an_io_error_takes_the_whole_log_dir_offline_and_tells_the_broker() -> None:
    """A full disk or a failed device (an OSError, or a LogDirFailureError from a log) is a failure of the log dir,
    not of one log: every log of that dir closes, its partitions go offline, `on_dir_failure` is called once, and
    no clean-shutdown marker is written there. Corruption of one log only takes that partition offline."""
    fs = SimFileSystem()
    m = new_manager(fs, dirs=["/d1", "/d2"])
    populate(m, partitions=6)
    failures: list[tuple[str, str]] = []
    m.on_dir_failure = lambda d, reason: failures.append((d, reason))
    in_d1 = sorted(tp for tp, d in m.log_dir_of.items() if d == "/d1")
    in_d2 = sorted(tp for tp, d in m.log_dir_of.items() if d == "/d2")
    assert in_d1 and in_d2
    m.partition_failed(in_d2[0], LogOfflineError("index corrupt"))  # corruption: that partition only
    assert in_d2[0] in m.offline_partitions and "/d2" not in m.offline_dirs and failures == []
    m.partition_failed(in_d1[0], LogDirFailureError("I/O error while appending: [Errno 28] No space left"))
    assert failures == [("/d1", "I/O error while appending: [Errno 28] No space left")]
    assert "/d1" in m.offline_dirs
    assert all(tp in m.offline_partitions and tp not in m.logs for tp in in_d1)
    assert all(m.dir_of(tp) == "/d1" for tp in in_d1)
    m.partition_failed(in_d1[1], OSError(5, "Input/output error"))  # the dir is offline already: told once
    assert len(failures) == 1
    m.shutdown(7)
    assert not fs.exists("/d1/.kafka_cleanshutdown")  # (nor in /d2: a corrupt partition is recovered next time)
