"""Per-partition producer state: Kafka's sequence and epoch rules as a table, and the maintenance operations."""

from __future__ import annotations

import pytest

from kraftpy.broker.producer_state import (
    INT32_MAX,
    ProducerStateError,
    ProducerStateManager,
    in_sequence,
)
from kraftpy.protocol.error_codes import ErrorCode
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
