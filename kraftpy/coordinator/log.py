"""How the coordinator reaches the partitions of `__consumer_offsets`: `OffsetsLog`, and its implementation on the
broker's replica manager.

Writes go through the broker's own Produce path with acks=all (`ReplicaManager.handle_produce`): the leader checks
the batch, refuses it below min ISR (NOT_ENOUGH_REPLICAS), appends it, and answers once the high watermark covers it
(KIP-966's rule: the HWM advances only while the ISR has at least min ISR members) or fails it
(NOT_ENOUGH_REPLICAS_AFTER_APPEND, NOT_LEADER_OR_FOLLOWER when leadership moves, REQUEST_TIMED_OUT after
offsets.commit.timeout.ms). Reads go to the local log of a partition this broker leads.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from kraftpy.broker.replica_manager import ReplicaManager
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse
from kraftpy.protocol.records import RecordBatchBuilder, decode_batches
from kraftpy.runtime import Deferred, RequestInfo

__all__ = ["LogRecord", "OffsetsLog", "ReplicaManagerLog"]

E = ErrorCode
LogRecord = tuple[int, bytes | None, bytes | None]  # offset, key, value
PRODUCE_VERSION = 9
_INFO = RequestInfo(
    api_key=0, api_version=PRODUCE_VERSION, correlation_id=0, client_id="__group_coordinator", listener=""
)


class OffsetsLog(Protocol):
    """The partitions of the offsets topic as the coordinator sees them."""

    def leader_epoch(self, partition: int) -> int | None:
        """The leader epoch while this broker leads `partition`, else None."""
        ...

    def high_watermark(self, partition: int) -> int: ...

    def log_start_offset(self, partition: int) -> int: ...

    def log_end_offset(self, partition: int) -> int: ...

    def read(self, partition: int, start: int, end: int, max_bytes: int) -> tuple[list[LogRecord], int]:
        """Records from `start` (up to `end`, exclusive; at least one batch), and the offset to read on from."""
        ...

    def append(
        self, partition: int, records: list[tuple[bytes, bytes | None]], timestamp_ms: int, timeout_ms: int
    ) -> Deferred:
        """Append one batch with acks=all; the Deferred resolves to (error code, last offset)."""
        ...


class ReplicaManagerLog:
    """`OffsetsLog` on the broker's replica manager."""

    def __init__(self, replicas: ReplicaManager, topic: str) -> None:
        self.replicas = replicas
        self.topic = topic

    def _part(self, partition: int):  # type: ignore[no-untyped-def]
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
        self, partition: int, records: list[tuple[bytes, bytes | None]], timestamp_ms: int, timeout_ms: int
    ) -> Deferred:
        builder = RecordBatchBuilder()
        for key, value in records:
            builder.append(timestamp_ms, key, value)
        P = ProduceRequest
        req = P(
            acks=-1,
            timeout_ms=timeout_ms,
            topic_data=[
                P.TopicProduceData(
                    name=self.topic, partition_data=[P.PartitionProduceData(index=partition, records=builder.build())]
                )
            ],
        )
        out = Deferred()
        count = len(records)

        def finish(resp: ProduceResponse) -> None:
            rp = resp.responses[0].partition_responses[0]
            out.resolve((int(rp.error_code), int(rp.base_offset) + count - 1 if rp.base_offset >= 0 else -1))

        try:
            result = self.replicas.handle_produce(_INFO, req, internal_topics_allowed=True)
        except Exception:  # a bug must not leave the coordinator waiting forever
            out.resolve((int(E.UNKNOWN_SERVER_ERROR), -1))
            raise
        if isinstance(result, Deferred):

            def done(d: Deferred) -> None:
                if d.error is not None:
                    out.resolve((int(E.UNKNOWN_SERVER_ERROR), -1))
                else:
                    finish(d.result())

            result.add_callback(done)
        else:
            assert result is not None
            finish(result)
        return out


def iter_all(log: OffsetsLog, partition: int, start: int, end: int, max_bytes: int) -> Iterator[LogRecord]:
    pos = start
    while pos < end:
        records, nxt = log.read(partition, pos, end, max_bytes)
        yield from records
        if nxt <= pos:
            return
        pos = nxt
