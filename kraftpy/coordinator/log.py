"""How a coordinator reaches the partitions of its internal topic: `ReplicaManagerLog`, the coordinator runtime's
`PartitionLog` on the broker's replica manager.

Writes go through the broker's internal append (`ReplicaManager.append_internal`), not through a client's Produce:
the batch is built and validated once by the partition leader, refused below min ISR (NOT_ENOUGH_REPLICAS), and the
runtime's `committed` event waits in the partition's acks=all queue until the high watermark covers it (KIP-966's
rule: the HWM advances only while the ISR has at least min ISR members), or fails as an acks=all write fails
(NOT_ENOUGH_REPLICAS_AFTER_APPEND, NOT_LEADER_OR_FOLLOWER when leadership moves). Reads go to the local log of a
partition this broker leads; the records of transactional batches come with their producer, COMMIT/ABORT markers as
markers (`TxnLogRecord`), other control batches are left out.

Transactional batches (the group coordinator's TxnOffsetCommit) go through the same internal append with the
producer's id and epoch (`append_internal(..., producer_id=, producer_epoch=, base_sequence=0, transactional=True)`,
as Kafka's coordinators write them; internal appends are exempt from KIP-890 verification). The COMMIT/ABORT markers
are appended by the broker's WriteTxnMarkers handler; the runtime waits for their commit through the partition's
acks=all queue (`wait_committed`).
"""

from __future__ import annotations

from kraftpy.broker.partition import Partition
from kraftpy.broker.replica_manager import ReplicaManager
from kraftpy.coordinator.runtime import LogRecord, TxnLogRecord
from kraftpy.deferred import DeferredEvent
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.records import ControlRecordType, decode_batches, parse_control_key

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

    def read(self, partition: int, start: int, end: int, max_bytes: int) -> tuple[list[LogRecord | TxnLogRecord], int]:
        part = self._part(partition)
        if part is None:
            raise LookupError(f"{self.topic}-{partition} is not hosted here")
        data = part.log.read(start, max_bytes, max_offset=end)
        out: list[LogRecord | TxnLogRecord] = []
        nxt = start
        for batch in decode_batches(bytes(data.records), allow_partial=True):
            nxt = max(nxt, batch.last_offset + 1)
            h = batch.header
            if batch.is_control:
                if not batch.is_transactional:
                    continue
                for r in batch.records:
                    if start <= r.offset < end:
                        _version, control = parse_control_key(r.key)
                        if control in (ControlRecordType.ABORT, ControlRecordType.COMMIT):
                            out.append((r.offset, None, None, h.producer_id, h.producer_epoch, int(control)))
                continue
            for r in batch.records:
                if r.offset < start or r.offset >= end:
                    continue
                key = None if r.key is None else bytes(r.key)
                value = None if r.value is None else bytes(r.value)
                if batch.is_transactional:
                    out.append((r.offset, key, value, h.producer_id, h.producer_epoch, -1))
                else:
                    out.append((r.offset, key, value))
        return out, nxt

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
        if not transactional:
            return self.replicas.append_internal(
                self.topic, partition, records, timestamp_ms=timestamp_ms, until_committed=committed
            )
        return self.replicas.append_internal(
            self.topic,
            partition,
            records,
            timestamp_ms=timestamp_ms,
            until_committed=committed,
            producer_id=producer_id,
            producer_epoch=producer_epoch,
            base_sequence=0,
            transactional=True,
        )

    def wait_committed(self, partition: int, end: int, committed: DeferredEvent[int]) -> None:
        part = self._part(partition)
        st = None if part is None else part.state
        if part is None or st is None or not part.is_leader:
            committed.complete(int(ErrorCode.NOT_LEADER_OR_FOLLOWER))
            return
        outcome = st.acks_all_result(end)
        if outcome is None:
            self.replicas.purgatory.park_write(part, end, committed)
        else:
            committed.complete(outcome or None)
