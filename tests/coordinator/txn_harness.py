"""Fakes for the coordinators' transactional paths: `TxnFakeLog`, a `PartitionLog` of several partitions that keeps
transactional batches with their producer and takes the COMMIT/ABORT markers a broker's WriteTxnMarkers handler
appends (`append_marker`), with the high watermark in the test's hands (`commit`). It stands in for the replica
manager's transactional append (the broker side of transactions) so that the coordinators are tested on their own.
"""

from __future__ import annotations

from typing import Any

from kraftpy.deferred import DeferredEvent, DeferredQueue
from kraftpy.protocol.errors import ProtocolError

# an entry: (key, value, producer id, producer epoch, control): control -1 for data records, 0 ABORT / 1 COMMIT
Entry = tuple[bytes | None, bytes | None, int, int, int]


class TxnFakeLog:
    def __init__(self, partitions: int, epoch: int = 5) -> None:
        self.entries: dict[int, list[Entry]] = {p: [] for p in range(partitions)}
        self.hwm: dict[int, int] = dict.fromkeys(range(partitions), 0)
        self.epochs: dict[int, int | None] = dict.fromkeys(range(partitions), epoch)
        self.waiting: dict[int, DeferredQueue[int]] = {p: DeferredQueue() for p in range(partitions)}
        self.refuse = 0  # the next append raises this error code
        self.auto_commit = True  # the high watermark follows every append at once

    def leader_epoch(self, partition: int) -> int | None:
        return self.epochs[partition]

    def high_watermark(self, partition: int) -> int:
        return self.hwm[partition]

    def log_start_offset(self, partition: int) -> int:
        return 0

    def log_end_offset(self, partition: int) -> int:
        return len(self.entries[partition])

    def read(self, partition: int, start: int, end: int, max_bytes: int) -> tuple[list[Any], int]:
        out: list[Any] = []
        for i in range(start, min(end, len(self.entries[partition]))):
            key, value, pid, epoch, control = self.entries[partition][i]
            out.append((i, key, value) if pid < 0 else (i, key, value, pid, epoch, control))
        return out, min(end, len(self.entries[partition]))

    def _appended(self, partition: int, first: int, committed: DeferredEvent[int]) -> tuple[int, int]:
        last = len(self.entries[partition]) - 1
        self.waiting[partition].add(last + 1, committed)
        if self.auto_commit:
            self.commit(partition)
        return first, last

    def append(
        self,
        partition: int,
        records: list[tuple[bytes, bytes | None]],
        timestamp_ms: int,
        committed: DeferredEvent[int],
        *,
        producer_id: int = -1,
        producer_epoch: int = -1,
        transactional: bool = False,
    ) -> tuple[int, int]:
        if self.epochs[partition] is None:
            raise ProtocolError("not the leader", error_code=6)
        if self.refuse:
            code, self.refuse = self.refuse, 0
            raise ProtocolError("refused", error_code=code)
        first = len(self.entries[partition])
        pid = producer_id if transactional else -1
        self.entries[partition] += [(k, v, pid, producer_epoch, -1) for k, v in records]
        return self._appended(partition, first, committed)

    def wait_committed(self, partition: int, end: int, committed: DeferredEvent[int]) -> None:
        if self.hwm[partition] >= end:
            committed.complete(None)
        else:
            self.waiting[partition].add(end, committed)

    # ------------------------------------------------------------------------------------------------- the test's

    def append_marker(self, partition: int, producer_id: int, producer_epoch: int, commit: bool) -> int:
        """What the broker's WriteTxnMarkers handler does: one control record; returns its offset."""
        self.entries[partition].append((None, None, producer_id, producer_epoch, 1 if commit else 0))
        offset = len(self.entries[partition]) - 1
        if self.auto_commit:
            self.commit(partition)
        return offset

    def commit(self, partition: int | None = None) -> None:
        for p in [partition] if partition is not None else list(self.entries):
            self.hwm[p] = len(self.entries[p])
            self.waiting[p].complete_up_to(self.hwm[p])

    def move_leadership(self, partition: int, epoch: int | None) -> None:
        self.epochs[partition] = epoch
        if epoch is None:
            self.waiting[partition].fail_all(6)
