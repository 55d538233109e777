"""`read_end_txn_marker`: the COMMIT/ABORT marker of a control batch read in place, as producer state needs it."""

from __future__ import annotations

import pytest

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records import (
    ControlRecordType,
    RecordBatchBuilder,
    build_control_batch,
    build_end_txn_marker,
    read_end_txn_marker,
)


@pytest.mark.parametrize(("commit", "epoch"), [(True, 0), (False, 7), (True, 2**31 - 1), (False, -1)])
def test_markers_read_in_place(commit: bool, epoch: int) -> None:
    b = build_end_txn_marker(commit=commit, producer_id=9, producer_epoch=1, coordinator_epoch=epoch, timestamp=5)
    expected = (int(ControlRecordType.COMMIT if commit else ControlRecordType.ABORT), epoch)
    assert read_end_txn_marker(b) == expected
    assert read_end_txn_marker(memoryview(b"x" * 13 + b), 13) == expected  # at a position in a larger buffer


def test_other_batches_have_no_marker() -> None:
    assert read_end_txn_marker(build_control_batch(ControlRecordType.LEADER_CHANGE, b"\0\0", timestamp=1)) is None
    data = RecordBatchBuilder(producer_id=9, producer_epoch=1, base_sequence=0, is_transactional=True)
    data.append(1, b"k", b"v")
    b = bytearray(data.build())
    b[22] |= 0x01  # a compressed batch is never a marker (control batches are not compressed)
    assert read_end_txn_marker(b) is None


def test_a_truncated_marker_is_corrupt() -> None:
    b = build_end_txn_marker(commit=True, producer_id=9, producer_epoch=1, coordinator_epoch=3, timestamp=5)
    with pytest.raises(CorruptRecordError):
        read_end_txn_marker(b[:-4])
