"""Transactions on a partition replica: producer state loaded from the log with its transactions, the aborted
transactions written to the log's transaction index, and the cleaner's view of both.

Producer state (`kraftpy.broker.producer_state`) meets COMMIT/ABORT markers among batch headers; the marker's type and
coordinator epoch are in its control record, read here from the segment (`read_end_txn_marker`: control batches are
tiny and never compressed). Loading a log replays every batch header from the log start (kraftpy keeps no producer
snapshot files: the scan is the snapshot), so a transaction still open at the log end is open again after a restart
and holds the last stable offset where it held it; every ABORT marker met on the way appends its transaction to the
log's aborted-transaction index again (`Log.append_aborted_transaction` is idempotent for entries it holds, and
storage drops entries beyond the recovered log end after an unclean shutdown).

`BrokerTransactionView` is the log cleaner's `TransactionView` (`kraftpy.storage.cleaning`): the last stable offset
from the partition's producer state (the high watermark of a log this broker does not host as a replica), the
aborted transactions from the log's index.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable

from kraftpy.broker.partition import Partition
from kraftpy.broker.producer_state import CompletedTxn, MarkerReader, ProducerStateManager
from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records import read_end_txn_marker
from kraftpy.protocol.records.batch import BatchHeader
from kraftpy.storage.cleaner_records import AbortedTxn
from kraftpy.storage.log import Log
from kraftpy.storage.segment import LogSegment

__all__ = [
    "BrokerTransactionView",
    "aborted_txn",
    "buffer_marker_reader",
    "load_producer_state",
    "record_completed",
]

log = logging.getLogger(__name__)


def aborted_txn(txn: CompletedTxn) -> AbortedTxn:
    """The index entry of an aborted transaction."""
    return AbortedTxn(txn.producer_id, txn.first_offset, txn.last_offset, txn.last_stable_offset)


def record_completed(plog: Log, completed: Iterable[CompletedTxn]) -> int:
    """Append the aborted ones among `completed` to the log's aborted-transaction index; returns how many."""
    n = 0
    for txn in completed:
        if txn.is_aborted:
            plog.append_aborted_transaction(aborted_txn(txn))
            n += 1
    return n


def buffer_marker_reader(buf: bytes | bytearray | memoryview, log_prefix: str = "") -> MarkerReader:
    """Reads the markers of batches in `buf` (headers from `validate_batches(buf)`): a follower's fetched records."""

    def read(h: BatchHeader) -> tuple[int, int] | None:
        try:
            return read_end_txn_marker(buf, h.position)
        except CorruptRecordError as e:
            log.warning("%sUnreadable transaction marker at offset %d: %s", log_prefix, h.base_offset, e)
            return None

    return read


def load_producer_state(plog: Log, producers: ProducerStateManager) -> list[CompletedTxn]:
    """Rebuild `producers` from every batch of `plog` (load, truncation) and write the aborted transactions its
    ABORT markers end to the log's index again; returns the transactions the markers ended."""
    current: list[LogSegment] = []

    def headers() -> Iterable[BatchHeader]:
        for seg, h in plog.iter_batches():
            if not current or current[0] is not seg:
                current[:] = [seg]
            yield h

    def read(h: BatchHeader) -> tuple[int, int] | None:
        seg = current[0]
        try:
            return read_end_txn_marker(seg.pread(h.position, h.size))
        except CorruptRecordError as e:
            log.warning("%sUnreadable transaction marker at offset %d: %s", plog.log_prefix, h.base_offset, e)
            return None

    completed = producers.rebuild(headers(), read)
    record_completed(plog, completed)
    return completed


class BrokerTransactionView:
    """The cleaner's `TransactionView` over this broker's partitions (module docstring). `partition(topic, index)`
    is the replica manager's lookup."""

    __slots__ = ("partition",)

    def __init__(self, partition: Callable[[str, int], Partition | None]) -> None:
        self.partition = partition

    def last_stable_offset(self, log: Log) -> int:
        part = self.partition(log.topic, log.partition)
        if part is None or part.log is not log:
            return log.high_watermark
        return part.last_stable_offset

    def aborted_transactions(self, log: Log, start: int, end: int) -> list[AbortedTxn]:
        return log.aborted_transactions(start, end)
