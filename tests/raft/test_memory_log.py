import random

import pytest

from kraftpy.raft import MemoryRaftLog, OffsetAndEpoch, RaftError, RaftStateError, ValidationKind
from kraftpy.raft.log import truncate_to_end_offset, validate_offset_and_epoch
from kraftpy.raft.records import build_data_batch, build_snapshot


def append(log: MemoryRaftLog, epoch: int, *values: bytes) -> tuple[int, int]:
    return log.append_as_leader(build_data_batch(list(values), base_offset=0, epoch=epoch, timestamp=0), epoch)


def make_log() -> MemoryRaftLog:
    # offsets: 0-1 epoch 1, 2 epoch 1, 3-5 epoch 3, 6 epoch 5
    log = MemoryRaftLog()
    append(log, 1, b"a", b"b")
    append(log, 1, b"c")
    append(log, 3, b"d", b"e", b"f")
    append(log, 5, b"g")
    return log


def test_append_assigns_offsets_and_epochs() -> None:
    log = make_log()
    assert (log.start_offset, log.end_offset, log.last_fetched_epoch) == (0, 7, 5)
    assert [(b[0], b[1], b[2]) for b in log.batches()] == [(0, 1, 1), (2, 2, 1), (3, 5, 3), (6, 6, 5)]


@pytest.mark.parametrize(
    ("epoch", "expected"),
    [(0, (0, 0)), (1, (3, 1)), (2, (3, 1)), (3, (6, 3)), (4, (6, 3)), (5, (7, 5)), (9, (7, 5))],
)
def test_end_offset_for_epoch(epoch: int, expected: tuple[int, int]) -> None:
    assert make_log().end_offset_for_epoch(epoch) == OffsetAndEpoch(*expected)


@pytest.mark.parametrize(
    ("offset", "epoch", "kind", "result"),
    [
        (0, 0, ValidationKind.VALID, (0, 0)),
        (3, 1, ValidationKind.VALID, (3, 1)),
        (5, 3, ValidationKind.VALID, (5, 3)),
        (7, 5, ValidationKind.VALID, (7, 5)),
        (4, 1, ValidationKind.DIVERGING, (3, 1)),  # more of epoch 1 than the leader has
        (5, 2, ValidationKind.DIVERGING, (3, 1)),  # epoch 2 never existed here
        (9, 5, ValidationKind.DIVERGING, (7, 5)),  # beyond the leader's log end
    ],
)
def test_validate_offset_and_epoch(offset: int, epoch: int, kind: ValidationKind, result: tuple[int, int]) -> None:
    valid = validate_offset_and_epoch(make_log(), offset, epoch)
    assert valid.kind is kind and valid.offset_and_epoch == OffsetAndEpoch(*result)


def test_validate_below_log_start_asks_for_the_snapshot() -> None:
    log = make_log()
    log.flush()
    sid = OffsetAndEpoch(3, 1)
    writer = log.create_snapshot(sid)
    assert writer is not None
    writer.append(build_snapshot([b"a", b"b", b"c"], epoch=1, timestamp=0, last_contained_log_timestamp=0))
    writer.freeze()
    assert log.delete_before_snapshot(sid)
    assert (log.start_offset, log.end_offset) == (3, 7)
    assert log.log_start_snapshot_id() == sid
    for offset, epoch in [(1, 1), (3, 0), (3, 2), (5, 0)]:
        assert validate_offset_and_epoch(log, offset, epoch).kind is ValidationKind.SNAPSHOT
    assert validate_offset_and_epoch(log, 3, 1).kind is ValidationKind.VALID
    assert validate_offset_and_epoch(log, 6, 3).kind is ValidationKind.VALID


def test_prefix_deletion_keeps_the_batch_starting_at_the_snapshot_offset() -> None:
    # regression: the simulator caught the batch at exactly the snapshot's end offset being deleted
    log = make_log()
    sid = OffsetAndEpoch(3, 1)
    writer = log.create_snapshot(sid)
    assert writer is not None
    writer.append(b"x")
    writer.freeze()
    log.delete_before_snapshot(sid)
    assert [b[0] for b in log.batches()] == [3, 6]
    assert log.read(3, 1 << 20).startswith(log.batches()[0][3])


def test_truncation_and_diverging_answer() -> None:
    log = make_log()
    # the leader says: my epoch 3 ends at offset 4 -> keep [0, 4)? batches are the unit, so [0, 3)
    assert truncate_to_end_offset(log, OffsetAndEpoch(4, 3)) == 3
    assert log.last_fetched_epoch == 1
    log2 = make_log()
    assert truncate_to_end_offset(log2, OffsetAndEpoch(3, 2)) == 3  # epoch 2 unknown here: end of epoch 1


def test_truncate_below_start_is_refused() -> None:
    log = make_log()
    writer = log.create_snapshot(OffsetAndEpoch(3, 1))
    assert writer is not None
    writer.append(b"x")
    writer.freeze()
    log.delete_before_snapshot(OffsetAndEpoch(3, 1))
    with pytest.raises(RaftStateError):
        log.truncate_to(1)


def test_follower_append_checks_continuity_and_crc() -> None:
    leader = make_log()
    follower = MemoryRaftLog()
    assert follower.append_as_follower(leader.read(0, 1 << 20)) == (0, 6)
    assert [b[3] for b in follower.batches()] == [b[3] for b in leader.batches()]
    with pytest.raises(RaftError, match="does not continue"):
        follower.append_as_follower(leader.read(3, 1 << 20))
    corrupt = bytearray(build_data_batch([b"zz"], base_offset=7, epoch=5, timestamp=0))
    corrupt[-1] ^= 0xFF
    with pytest.raises(RaftError, match="corrupt"):
        follower.append_as_follower(bytes(corrupt))


def test_read_returns_whole_batches_within_max_bytes() -> None:
    log = make_log()
    sizes = [len(b[3]) for b in log.batches()]
    assert log.read(0, 1) == log.batches()[0][3]  # at least one batch
    assert len(log.read(0, sizes[0] + sizes[1])) == sizes[0] + sizes[1]
    assert log.read(4, 1 << 20).startswith(log.batches()[2][3])  # from the batch holding offset 4
    assert log.read(7, 100) == b""


def test_power_loss_drops_the_unflushed_suffix() -> None:
    log = make_log()
    log.flush()
    append(log, 5, b"h")
    append(log, 5, b"i")
    assert log.flushed_offset == 7 and log.end_offset == 9
    assert log.power_loss() == 2
    assert log.end_offset == 7 and log.last_fetched_epoch == 5


def test_power_loss_restores_flushed_batches_that_were_truncated() -> None:
    log = make_log()
    log.flush()
    log.truncate_to(3)
    append(log, 6, b"new")
    log.power_loss()
    assert [b[0] for b in log.batches()] == [0, 2, 3, 6]  # the truncation was never made durable
    assert log.last_fetched_epoch == 5


def test_power_loss_may_keep_a_prefix_of_unflushed_appends() -> None:
    kept = set()
    for seed in range(20):
        log = make_log()
        log.flush()
        for v in (b"1", b"2", b"3"):
            append(log, 5, v)
        log.power_loss(random.Random(seed))
        kept.add(log.end_offset)
        assert all(b[2] == 5 for b in log.batches()[3:])
    assert kept == {7, 8, 9, 10}


def test_truncate_to_latest_snapshot_empties_the_log() -> None:
    log = make_log()
    sid = OffsetAndEpoch(20, 7)
    writer = log.create_snapshot(sid)
    assert writer is not None
    writer.append(b"snap")
    writer.freeze()
    assert log.create_snapshot(sid) is None  # already stored
    assert log.truncate_to_latest_snapshot()
    assert (log.start_offset, log.end_offset, log.last_fetched_epoch) == (20, 20, 7)
    assert log.read_snapshot(sid, 1, 2) == b"na" and log.snapshot_size(sid) == 4
    assert not log.truncate_to_latest_snapshot()
