"""The transaction index ``<base>.txnindex`` (issue 29): Kafka's 34-byte entries, appended in order of last offset
to the segment holding the ABORT marker, durable with the segment, and kept consistent by roll, truncation,
retention, the log start offset, the cleaner's swap (and a crash in the middle of it) and recovery after a power
loss; a file with a corrupt tail is sanitized on load."""

from __future__ import annotations

import random
import struct

import pytest

from kraftpy.protocol.records import RecordBatchBuilder, build_end_txn_marker
from kraftpy.storage import Log, LogConfig, SimFileSystem
from kraftpy.storage.cleaner_records import AbortedTxn
from kraftpy.storage.txn_index import ENTRY_SIZE, TransactionIndex, decode_entries

from .cleaner_helpers import LOG_DIR, TOPIC, append_records, compact_config, new_cleaner, new_manager, read_all
from .helpers import ManualClock

DIR = "/d/t-0"
NOW = 1_700_000_000_000
CFG = LogConfig(segment_bytes=10_000, index_interval_bytes=100, file_delete_delay_ms=0)


def txn_batch(log: Log, pid: int, n: int = 2, key: bytes = b"k") -> int:
    """A transactional batch of `n` records of producer `pid`; its first offset."""
    b = RecordBatchBuilder(producer_id=pid, producer_epoch=0, base_sequence=0, is_transactional=True)
    for i in range(n):
        b.append(NOW + i, key, b"v%d" % i)
    return log.append_as_leader(bytearray(b.build()), leader_epoch=0).first_offset


def abort(log: Log, pid: int, first: int, lso: int | None = None) -> AbortedTxn:
    """Append pid's ABORT marker and record the transaction, as the broker does (with the last stable offset it
    computed then: past the marker when no other transaction is open); the entry."""
    data = build_end_txn_marker(commit=False, producer_id=pid, producer_epoch=0, coordinator_epoch=3, timestamp=NOW)
    at = log.append_as_leader(bytearray(data), leader_epoch=0).first_offset
    txn = AbortedTxn(pid, first, at, at + 1 if lso is None else lso)
    log.append_aborted_transaction(txn)
    return txn


def entries(log: Log) -> dict[int, list[AbortedTxn]]:
    return {s.base_offset: list(s.txn_index.entries) for s in log.segments if s.txn_index.entries}


def on_disk(fs: SimFileSystem, directory: str = DIR) -> dict[str, list[AbortedTxn]]:
    out = {}
    for name in fs.listdir(directory):
        if ".txnindex" in name:
            found, valid, problem = decode_entries(fs.read_file(f"{directory}/{name}"), 0)
            assert problem is None and valid == len(found) * ENTRY_SIZE
            out[name] = found
    return out


def new_log(fs: SimFileSystem | None = None, config: LogConfig = CFG) -> tuple[SimFileSystem, ManualClock, Log]:
    fs = fs or SimFileSystem()
    clock = ManualClock()
    return fs, clock, Log.open(fs, DIR, config, clock)


# ============================================================================================== the format


def test_entries_are_kafkas_34_bytes_in_the_segment_of_the_marker() -> None:
    fs, _clock, log = new_log()
    first = txn_batch(log, 7)
    txn = abort(log, 7, first)
    assert txn == AbortedTxn(7, 0, 2, 3)
    assert fs.listdir(DIR).count("00000000000000000000.txnindex") == 1
    data = fs.read_file(f"{DIR}/00000000000000000000.txnindex")
    assert data == struct.pack(">hqqqq", 0, 7, 0, 2, 3) and len(data) == 34
    # a segment without aborted transactions has no file
    log.roll()
    txn_batch(log, 8)
    assert [n for n in fs.listdir(DIR) if n.endswith(".txnindex")] == ["00000000000000000000.txnindex"]


def test_append_is_idempotent_and_goes_where_the_marker_is() -> None:
    _fs, _clock, log = new_log()
    t1 = abort(log, 1, txn_batch(log, 1))
    log.roll()
    t2 = abort(log, 2, txn_batch(log, 2))
    second = log.segments[1].base_offset
    log.append_aborted_transaction(t1)  # the broker rebuilding its producer state appends them again
    log.append_aborted_transaction(t2)
    log.append_aborted_transaction(AbortedTxn(1, t1.first_offset, t1.last_offset))
    assert entries(log) == {0: [t1], second: [t2]}
    with pytest.raises(ValueError, match="marker"):
        log.append_aborted_transaction(AbortedTxn(3, 0, log.log_end_offset))


def test_aborted_transactions_of_a_range_as_kafkas_collect() -> None:
    _fs, _clock, log = new_log()
    b_first = txn_batch(log, 2)  # 0-1
    a_first = txn_batch(log, 1)  # 2-3
    a = abort(log, 1, a_first, lso=b_first)  # 4: b is still open, the last stable offset stays at its start
    log.roll()
    txn_batch(log, 3)  # 5-6: producer 3's transaction commits later
    b = abort(log, 2, b_first, lso=5)  # 7: in the second segment, data in the first
    c = abort(log, 4, txn_batch(log, 4), lso=5)  # 8-9, marker 10
    assert log.aborted_transactions(0, log.log_end_offset) == [b, a, c]  # in order of first offset
    # b's marker is in a later segment: a's last stable offset says the search goes on there
    assert log.aborted_transactions(0, 2) == [b]
    assert log.aborted_transactions(2, 3) == [b, a]
    assert log.aborted_transactions(5, 8) == [b]  # a ended at 4
    assert log.aborted_transactions(8, 9) == [c]
    assert log.aborted_transactions(11, 20) == []
    assert log.aborted_transactions(3, 3) == []


# ============================================================================================== lifecycle


def test_truncation_drops_the_entries_of_markers_that_go() -> None:
    fs, _clock, log = new_log()
    t1 = abort(log, 1, txn_batch(log, 1))
    t2 = abort(log, 2, txn_batch(log, 2))
    log.roll()
    t3 = abort(log, 3, txn_batch(log, 3))
    assert entries(log) == {0: [t1, t2], log.segments[1].base_offset: [t3]}
    log.truncate_to(t2.last_offset)  # the follower diverged at t2's marker
    assert entries(log) == {0: [t1]}
    assert on_disk(fs) == {"00000000000000000000.txnindex": [t1]}
    assert log.aborted_transactions(0, 100) == [t1]
    log.truncate_fully_and_start_at(50)
    assert entries(log) == {} and on_disk(fs) == {}


def test_retention_and_the_log_start_offset_delete_indexes_with_their_segments() -> None:
    fs, _clock, log = new_log()
    t1 = abort(log, 1, txn_batch(log, 1))
    log.roll()
    t2 = abort(log, 2, txn_batch(log, 2))
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    log.maybe_increment_log_start_offset(log.segments[1].base_offset)
    log.delete_old_segments()
    assert entries(log) == {log.segments[0].base_offset: [t2]}
    assert list(on_disk(fs)) == [log.segments[0].txn_index.path.rsplit("/", 1)[1]]
    assert log.aborted_transactions(0, 100) == [t2]
    log.append_aborted_transaction(t1)  # below the log start: nothing to record
    assert entries(log) == {log.segments[0].base_offset: [t2]}


@pytest.mark.parametrize("seed", range(12))
def test_entries_are_durable_with_the_segment_and_recovery_drops_those_past_the_log_end(seed: int) -> None:
    fs, clock, log = new_log()
    t1 = abort(log, 1, txn_batch(log, 1))
    log.flush()  # the first entry is durable: its file and the directory entry fsynced
    t2 = abort(log, 2, txn_batch(log, 2))  # neither the marker nor the entry flushed
    fs.power_loss(random.Random(seed))
    recovered = Log.open(fs, DIR, CFG, clock, recovery_point=t1.last_offset + 1)
    got = entries(recovered)[0]
    assert got[0] == t1
    # the second survives only with its marker (else the broker appends it again when it reads the marker)
    assert got[1:] in ([], [t2]) and (got[1:] == [] or recovered.log_end_offset > t2.last_offset)


def test_after_a_power_loss_an_entry_beyond_the_recovered_end_goes() -> None:
    fs, clock, log = new_log()
    t1 = abort(log, 1, txn_batch(log, 1))
    log.flush()
    first = txn_batch(log, 2)
    log.flush()  # the transaction's data is durable, the marker below is not
    data = build_end_txn_marker(commit=False, producer_id=2, producer_epoch=0, coordinator_epoch=3, timestamp=NOW)
    at = log.append_as_leader(bytearray(data), leader_epoch=0).first_offset
    # the entry reached the disk, the marker did not (the log file's tail was lost)
    log.segments[-1].txn_index.append(AbortedTxn(2, first, at))
    log.segments[-1].txn_index.flush()
    fs.power_loss(random.Random(1))
    log_path = f"{DIR}/00000000000000000000.log"
    fs_size = fs.file_size(log_path)
    recovered = Log.open(fs, DIR, CFG, clock, recovery_point=first)
    if recovered.log_end_offset <= at:
        assert entries(recovered) == {0: [t1]}
        assert on_disk(fs) == {"00000000000000000000.txnindex": [t1]}
    else:  # the marker survived after all
        assert fs_size > 0 and entries(recovered)[0][-1].last_offset == at


def test_a_corrupt_tail_is_sanitized_on_load() -> None:
    fs, clock, log = new_log()
    t1 = abort(log, 1, txn_batch(log, 1))
    t2 = abort(log, 2, txn_batch(log, 2))
    log.flush()
    log.close()
    path = f"{DIR}/00000000000000000000.txnindex"
    good = fs.read_file(path)
    for tail, kept in (
        (b"\x00" * 10, [t1, t2]),  # a torn entry
        (struct.pack(">hqqqq", 1, 3, 7, 8, 9), [t1, t2]),  # an unknown version
        (struct.pack(">hqqqq", 0, 3, 0, t2.last_offset, 9), [t1, t2]),  # not beyond the previous entry
    ):
        fs.write_atomic(path, good + tail)
        reopened = Log.open(fs, DIR, CFG, clock, had_clean_shutdown=True, recovery_point=log.log_end_offset)
        assert entries(reopened) == {0: kept}
        assert fs.read_file(path) == good  # the file was cut to its valid entries
        reopened.close()
    fs.write_atomic(path, good[:ENTRY_SIZE] + struct.pack(">hqqqq", 0, 3, 9, 8, 9) + good[ENTRY_SIZE:])
    reopened = Log.open(fs, DIR, CFG, clock, had_clean_shutdown=True, recovery_point=log.log_end_offset)
    assert entries(reopened) == {0: [t1]}  # an entry ending before it starts: what follows goes too


def test_an_orphaned_index_goes_and_a_new_segment_never_inherits_one() -> None:
    fs, clock, log = new_log()
    txn_batch(log, 1)
    log.close()
    stale = struct.pack(">hqqqq", 0, 9, 500, 501, 502)
    fs.write_atomic(f"{DIR}/00000000000000000500.txnindex", stale)  # no .log beside it
    reopened = Log.open(fs, DIR, CFG, clock, had_clean_shutdown=True, recovery_point=2)
    assert "00000000000000000500.txnindex" not in fs.listdir(DIR)
    fs.write_atomic(f"{DIR}/00000000000000000002.txnindex", stale)  # where the next segment rolls
    reopened.roll()
    assert reopened.segments[-1].txn_index.entries == []
    assert "00000000000000000002.txnindex" not in fs.listdir(DIR)


def test_index_api_as_kafkas_transaction_index() -> None:
    fs = SimFileSystem()
    fs.makedirs("/x")
    index = TransactionIndex(fs, "/x/00000000000000000010.txnindex", 10)
    assert not index.exists and index.collect(0, 100) == ([], False)
    index.append(AbortedTxn(1, 5, 12, 12))
    index.append(AbortedTxn(2, 11, 15, 13))
    with pytest.raises(ValueError, match="increase"):
        index.append(AbortedTxn(3, 14, 15))
    assert index.collect(13, 14) == ([AbortedTxn(2, 11, 15, 13)], False)
    # complete once an entry's last stable offset reaches the end: nothing later can have data below it
    assert index.collect(12, 13) == ([AbortedTxn(1, 5, 12, 12), AbortedTxn(2, 11, 15, 13)], True)
    assert index.collect(0, 30) == ([AbortedTxn(1, 5, 12, 12), AbortedTxn(2, 11, 15, 13)], False)
    index.truncate_to(15)
    assert index.entries == [AbortedTxn(1, 5, 12, 12)] and fs.file_size(index.path) == ENTRY_SIZE
    index.rename("/x/00000000000000000010.txnindex.deleted")
    assert fs.listdir("/x") == ["00000000000000000010.txnindex.deleted"]
    index.reset()
    assert fs.file_size(index.path) == 0
    index.delete()
    assert fs.listdir("/x") == []


# ============================================================================================ the cleaner


def transactional_log(fs: SimFileSystem, clock: ManualClock) -> tuple[Log, list[AbortedTxn], object]:
    """A compacted log whose aborted transactions span segments; the manager too."""
    m = new_manager(fs, clock, compact_config(segment_bytes=600))
    log = m.get_or_create_log(TOPIC, 0)
    aborted = []
    for i in range(12):
        first = append_records(log, [(b"t%d" % i, b"txn")], clock(), producer=(100 + i, 0, 0), transactional=True)
        append_records(log, [(b"k%d" % (i % 3), b"v%d" % i)], clock())
        if i % 2 == 0:  # an ABORT with data still in the log; every other transaction commits
            aborted.append(abort(log, 100 + i, first[0].offset))
        else:
            data = build_end_txn_marker(
                commit=True, producer_id=100 + i, producer_epoch=0, coordinator_epoch=3, timestamp=clock()
            )
            log.append_as_leader(bytearray(data), leader_epoch=0)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    return log, aborted, m


def test_a_cleaned_segment_keeps_the_entries_of_the_markers_it_keeps_through_the_swap() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log, aborted, m = transactional_log(fs, clock)
    assert len(log.segments) > 3
    cleaner = new_cleaner(m, clock)  # type: ignore[arg-type]
    assert cleaner.clean_until_idle() == 1
    kept = {r.key for r in read_all(log, 0) if r.value == b"txn"}
    assert kept == {b"t%d" % i for i in range(1, 12, 2)}  # the committed transactions' records only
    # each aborted transaction met its data in this pass: its marker stays, and so does its entry, in the
    # (merged) segment that holds the marker now
    assert log.aborted_transactions(0, log.log_end_offset) == aborted
    for seg in log.segments:
        assert all(seg.base_offset <= t.last_offset < seg.next_offset for t in seg.txn_index.entries)
    indexed = {t for seg in log.segments for t in seg.txn_index.entries}
    assert indexed == set(aborted)
    d = log.dir
    on = {n: e for n, e in on_disk(fs, d).items()}
    assert all(n.endswith(".txnindex") for n in on) and sorted(t for e in on.values() for t in e) == sorted(aborted)
    # a load finds the same
    m.shutdown()
    reopened = new_manager(fs, clock, compact_config(segment_bytes=600)).logs[(TOPIC, 0)]
    assert reopened.aborted_transactions(0, reopened.log_end_offset) == aborted


def test_the_second_pass_drops_entries_without_data() -> None:
    fs = SimFileSystem()
    clock = ManualClock()
    log, aborted, m = transactional_log(fs, clock)
    cleaner = new_cleaner(m, clock)  # type: ignore[arg-type]
    cleaner.clean_until_idle()
    assert log.aborted_transactions(0, log.log_end_offset) == aborted
    # the aborted batches stayed as empty batches (each the last of its producer, as Kafka keeps them), which
    # count as data of their transaction; once the producers expired a pass removes them (the markers, which met
    # them, stay with their entries), and the pass after it finds no data: the entries go, as in Kafka
    clock.advance(2 * 86_400_000)
    for expected in (aborted, []):
        append_records(log, [(b"k0", b"again")], clock())
        log.roll()
        log.update_high_watermark(log.log_end_offset)
        cleaner.clean_until_idle()
        assert log.aborted_transactions(0, log.log_end_offset) == expected
    assert not any(e for e in on_disk(fs, log.dir).values())
    assert LOG_DIR in log.dir
