"""Per-partition producer state: Kafka's sequence and epoch rules as a table, and the maintenance operations."""

from __future__ import annotations

import pytest

from kraftpy.broker.producer_state import (
    INT32_MAX,
    CompletedTxn,
    ProducerStateError,
    ProducerStateManager,
    in_sequence,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.records import build_end_txn_marker
from kraftpy.protocol.records.batch import read_header
from tests.broker.helpers import batch

E = ErrorCode


def header(seq: int, n: int = 1, pid: int = 1, epoch: int = 0, offset: int = 0, ts: int = 1000):  # type: ignore[no-untyped-def]
    h = read_header(batch([b"v"] * n, producer_id=pid, producer_epoch=epoch, base_sequence=seq, timestamp=ts))
    return h._replace(base_offset=offset)


def test_in_sequence_wraps() -> None:
    assert in_sequence(4, 5)
    assert not in_sequence(4, 6)
    assert in_sequence(INT32_MAX, 0)
    assert in_sequence(-1, 0)


@pytest.mark.parametrize(
    ("incoming", "outcome"),
    [
        (header(3, epoch=2), 0),
        (header(4, epoch=2), E.OUT_OF_ORDER_SEQUENCE_NUMBER),
        (header(2, epoch=2), E.OUT_OF_ORDER_SEQUENCE_NUMBER),
        (header(0, 3, epoch=2), "duplicate"),  # seq 0-2: the first batch
        (header(0, 1, epoch=2), E.OUT_OF_ORDER_SEQUENCE_NUMBER),  # a different range is not a duplicate
        (header(5, epoch=1), E.INVALID_PRODUCER_EPOCH),
        (header(0, epoch=3), 0),
        (header(7, epoch=3), E.OUT_OF_ORDER_SEQUENCE_NUMBER),
        (header(99, pid=2), 0),
    ],
)
def test_check(incoming, outcome) -> None:  # type: ignore[no-untyped-def]
    s = ProducerStateManager()
    s.on_append(header(0, 3, epoch=2, offset=10))
    if outcome == "duplicate":
        dup = s.check(incoming)
        assert dup is not None and (dup.first_offset, dup.last_offset) == (10, 12)
    elif outcome == 0:
        assert s.check(incoming) is None
    else:
        with pytest.raises(ProducerStateError) as e:
            s.check(incoming)
        assert e.value.error_code == outcome


def test_follower_appends_take_any_epoch_and_a_new_epoch_clears_the_batches() -> None:
    s = ProducerStateManager()
    s.on_append(header(0, epoch=5, offset=0))
    s.on_append(header(0, epoch=4, offset=1))  # replication is not validated (a warning is logged)
    s.on_append(header(0, epoch=6, offset=2))
    entry = s.entry(1)
    assert entry is not None and entry.producer_epoch == 6 and len(entry.batches) == 1


def test_maintenance() -> None:
    s = ProducerStateManager()
    s.on_append(header(0, pid=1, offset=0, ts=1000))
    s.on_append(header(0, pid=2, offset=5, ts=5000))
    assert s.evict_below(3) == 1 and s.entry(1) is None
    assert s.remove_expired(now_ms=5999, expiration_ms=1000) == 0
    assert s.remove_expired(now_ms=6000, expiration_ms=1000) == 1
    s.rebuild([header(0, pid=3, offset=0), header(1, pid=3, offset=1)])
    assert list(s.entries) == [3] and s.entry(3).last_seq == 1  # type: ignore[union-attr]


# -- transactions -----------------------------------------------------------------------------------------------


def txn(seq: int, n: int = 1, pid: int = 1, epoch: int = 0, offset: int = 0, ts: int = 1000):  # type: ignore[no-untyped-def]
    b = batch([b"v"] * n, producer_id=pid, producer_epoch=epoch, base_sequence=seq, timestamp=ts, is_transactional=True)
    return read_header(b)._replace(base_offset=offset)


def test_a_transaction_is_open_from_its_first_batch_until_its_marker() -> None:
    s = ProducerStateManager()
    s.on_append(txn(0, 2, offset=10))
    s.on_append(txn(2, offset=12))
    entry = s.entry(1)
    assert entry is not None and entry.current_txn_first_offset == 10 and s.in_transaction(1)
    assert s.last_stable_offset(13) == 10 and s.first_unstable_offset() == 10
    done = s.on_marker(1, 0, 4, commit=False, offset=13, timestamp=2000)
    assert done == CompletedTxn(1, 10, 13, True, 14)
    assert not s.in_transaction(1) and entry.coordinator_epoch == 4 and s.aborted_seen
    # the marker holds the LSO until the high watermark passes it
    assert s.last_stable_offset(13) == 10
    assert s.last_stable_offset(14) == 14 and s.unreplicated == []


def test_the_lso_is_the_first_offset_of_the_earliest_open_transaction() -> None:
    s = ProducerStateManager()
    s.on_append(txn(0, pid=1, offset=5))
    s.on_append(txn(0, pid=2, offset=7))
    assert s.last_stable_offset(9) == 5 and s.last_stable_offset(4) == 4
    done = s.on_marker(1, 0, 0, commit=True, offset=9, timestamp=1)
    assert done is not None and done.last_stable_offset == 7  # the next open transaction of another producer
    assert s.last_stable_offset(10) == 7


@pytest.mark.parametrize(
    ("incoming", "outcome"),
    [
        (txn(1), 0),  # the open transaction goes on
        (header(1), E.INVALID_TXN_STATE),  # a non-transactional write inside a transaction
        (txn(1, epoch=1), E.OUT_OF_ORDER_SEQUENCE_NUMBER),  # a new epoch starts at 0
    ],
)
def test_check_inside_a_transaction(incoming, outcome) -> None:  # type: ignore[no-untyped-def]
    s = ProducerStateManager()
    s.on_append(txn(0))
    if outcome == 0:
        assert s.check(incoming) is None
    else:
        with pytest.raises(ProducerStateError) as e:
            s.check(incoming)
        assert e.value.error_code == outcome


def test_marker_checks_and_epochs_from_the_past() -> None:
    s = ProducerStateManager()
    s.on_append(txn(0, epoch=3))
    s.check_marker(1, 3, 5)
    s.on_marker(1, 4, 5, commit=True, offset=1, timestamp=1)  # transactions v2: the marker bumps the epoch
    with pytest.raises(ProducerStateError) as e:
        s.check_marker(1, 3, 5)
    assert e.value.error_code == E.INVALID_PRODUCER_EPOCH
    with pytest.raises(ProducerStateError) as e:
        s.check_marker(1, 4, 4)
    assert e.value.error_code == E.TRANSACTION_COORDINATOR_FENCED
    with pytest.raises(ProducerStateError) as e:
        s.check(txn(1, epoch=3))  # a zombie of the previous epoch
    assert e.value.error_code == E.INVALID_PRODUCER_EPOCH
    assert s.check(txn(0, epoch=4)) is None  # the new epoch starts at sequence 0
    with pytest.raises(ProducerStateError) as e:
        s.check(txn(5, epoch=4))
    assert e.value.error_code == E.OUT_OF_ORDER_SEQUENCE_NUMBER


def test_internal_appends_skip_sequences_not_epochs() -> None:
    s = ProducerStateManager()
    s.on_append(txn(0, epoch=2))
    assert s.check(txn(0, epoch=2), internal=True) is None  # not a duplicate, not out of order
    with pytest.raises(ProducerStateError):
        s.check(txn(0, epoch=1), internal=True)


def test_verification_guards_end_with_a_marker() -> None:
    s = ProducerStateManager()
    guard = s.start_verification(1, 0)
    assert s.start_verification(1, 0) is guard and s.is_verified(1, guard)
    s.on_marker(1, 0, 0, commit=False, offset=0, timestamp=1)
    assert not s.is_verified(1, guard)
    guard = s.start_verification(1, 0)
    s.on_append(txn(0, offset=1))  # the transaction started here: the guard is used up
    assert not s.is_verified(1, guard)


def test_rebuild_replays_markers_and_keeps_open_transactions() -> None:
    markers = {3: (0, 7)}  # offset -> (ABORT, coordinator epoch 7)
    ctl = read_header(
        build_end_txn_marker(commit=False, producer_id=1, producer_epoch=0, coordinator_epoch=7, timestamp=5)
    )
    s = ProducerStateManager()
    done = s.rebuild(
        [txn(0, 3, pid=1, offset=0), ctl._replace(base_offset=3), txn(0, pid=2, offset=4)],
        lambda h: markers.get(h.base_offset),
    )
    assert done == [CompletedTxn(1, 0, 3, True, 4)]
    assert not s.in_transaction(1) and s.in_transaction(2) and s.last_marker_offset == 3
    assert s.entry(1).coordinator_epoch == 7  # type: ignore[union-attr]
    assert s.last_stable_offset(5) == 4


def test_producers_with_an_open_transaction_do_not_expire() -> None:
    s = ProducerStateManager()
    s.on_append(txn(0, pid=1, ts=0))
    s.on_append(header(0, pid=2, ts=0))
    assert s.remove_expired(now_ms=10_000, expiration_ms=1000) == 1
    assert s.in_transaction(1)
    s.on_marker(1, 0, 0, commit=True, offset=1, timestamp=0)
    assert s.evict_below(5) == 1 and s.entry(1) is None and s.ongoing == {}
