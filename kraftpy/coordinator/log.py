"""How a coordinator reaches the partitions of its internal topic: `ReplicaManagerLog`, the coordinator runtime's
`PartitionLog` on the broker's replica manager.

Writes go through the broker's internal append (`ReplicaManager.append_internal`), not through a client's Produce:
the batch is built and validated once by the partition leader, refused below min ISR (NOT_ENOUGH_REPLICAS), and the
runtime's `committed` event waits in the partition's acks=all queue until the high watermark covers it (KIP-966's
rule: the HWM advances only while the ISR has at least min ISR members), or fails as an acks=all write fails
(NOT_ENOUGH_REPLICAS_AFTER_APPEND, NOT_LEADER_OR_FOLLOWER when leadership moves). Reads go to the local log of a
partition this broker leads.
"""

from __future__ import annotations

from kraftpy.broker.partition import Partition
from kraftpy.broker.replica_manager import ReplicaManager
from kraftpy.coordinator.runtime import LogRecord
from kraftpy.deferred import DeferredEvent
from kraftpy.protocol.records import decode_batches

__all__ = ["ReplicaManagerLog"]


class ReplicaManagerLog:
    """`PartitionLog` on the broker's replica manager, for the partitions of `topic`."""

    __slots__ = ("replicas", "topic")

    def __init__(self, replicas: ReplicaManager, topic: str) -> None:
        self.replicas = replicas
        self.topic = topic

    def _part(self, partition: int) -> Partition | None:
        return self.replicas.partition(self.topic, partition)

    def leader_epoch(self, partition: int) -> int | None:
        part = self._part(partition)
        if part is None or not part.is_leader:
            return None
        return int(part.leader_epoch)

    def high_watermark(self, partition: int) -> int:
        part = self._part(partition)
        return -1 if part is None else int(part.high_watermark)

    def log_start_offset(self, partition: int) -> int:
        part = self._part(partition)
        return 0 if part is None else int(part.log.log_start_offset)

    def log_end_offset(self, partition: int) -> int:
        part = self._part(partition)
        return -1 if part is None else int(part.log.log_end_offset)

    def read(self, partition: int, start: int, end: int, max_bytes: int) -> tuple[list[LogRecord], int]:
        part = self._part(partition)
        if part is None:
            raise LookupError(f"{self.topic}-{partition} is not hosted here")
        data = part.log.read(start, max_bytes, max_offset=end)
        out: list[LogRecord] = []
        nxt = start
        for batch in decode_batches(bytes(data.records), allow_partial=True):
            nxt = max(nxt, batch.last_offset + 1)
            if batch.is_control or batch.is_transactional:
                continue
            for r in batch.records:
                if r.offset < start or r.offset >= end:
                    continue
                out.append(
                    (r.offset, None if r.key is None else bytes(r.key), None if r.value is None else bytes(r.value))
                )
        return out, nxt

    def append(
        self,
        partition: int,
        records: list[tuple[bytes, bytes | None]],
        timestamp_ms: int,
        committed: DeferredEvent[int],
    ) -> tuple[int, int]:
        return self.replicas.append_internal(
            self.topic, partition, records, timestamp_ms=timestamp_ms, until_committed=committed
        )
