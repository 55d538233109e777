"""Transaction markers and producer descriptions (a part of `ReplicaManager`): WriteTxnMarkers, the marker append the
coordinators use, and DescribeProducers.

A COMMIT/ABORT marker (`append_txn_marker`) is one transactional control batch of the producer, written by the
partition leader with acks=all's rules (refused below min ISR: NOT_ENOUGH_REPLICAS). Before it is written, the
producer state checks it: an epoch below the producer's is INVALID_PRODUCER_EPOCH, a coordinator epoch below that of
the producer's last marker is TRANSACTION_COORDINATOR_FENCED (a coordinator that lost its partition). Once written,
it ends the producer's open transaction on the partition (the last stable offset moves once the high watermark passes
the marker), an ABORT records the transaction in the log's aborted-transaction index (read_committed fetches learn
it from there), and `on_txn_marker` hears of it (the group coordinator, for `__consumer_offsets`: Kafka's
onTransactionCompleted). A marker for a producer without an open transaction here is written all the same (Kafka
writes it too: it carries the coordinator epoch and, under transactions v2, the new producer epoch).

WriteTxnMarkers (API 27, v1-2, from transaction coordinators; CLUSTER_ACTION): every partition of every marker is
written as above and answered once its marker is replicated to the high watermark (acks=all), or with the error it
failed with: UNKNOWN_TOPIC_OR_PARTITION (not in the metadata), NOT_LEADER_OR_FOLLOWER (not the leader here; the
coordinator retries on the new leader), NOT_ENOUGH_REPLICAS, NOT_ENOUGH_REPLICAS_AFTER_APPEND,
INVALID_PRODUCER_EPOCH, TRANSACTION_COORDINATOR_FENCED, KAFKA_STORAGE_ERROR, REQUEST_TIMED_OUT after
``request.timeout.ms``.

DescribeProducers (API 61; READ on each topic): the active producers of each partition hosted here (leader or
follower, as Kafka answers both): id, epoch, last sequence, last timestamp, coordinator epoch and the first offset of
its open transaction (-1: none). A partition not hosted here: UNKNOWN_TOPIC_OR_PARTITION when the metadata does not
know it, else NOT_LEADER_OR_FOLLOWER (KAFKA_STORAGE_ERROR for an offline log).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from kraftpy.broker.isr_manager import IsrManager
from kraftpy.broker.partition import Partition
from kraftpy.broker.purgatory import PartitionsOperation, ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.broker.transactions import aborted_txn
from kraftpy.deferred import DeferredEntry, DeferredEvent
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import CorruptRecordError, ProtocolError
from kraftpy.protocol.messages.describe_producers import DescribeProducersRequest, DescribeProducersResponse
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse
from kraftpy.protocol.records import BatchTooLargeError, build_end_txn_marker
from kraftpy.runtime import Deferred, RequestInfo
from kraftpy.storage.errors import RecordBatchTooLargeError, StorageError
from kraftpy.storage.log import AppendInfo

__all__ = ["TransactionHandlers", "TxnMarkerHook", "append_leader_batch"]

log = logging.getLogger(__name__)
E = ErrorCode

#: (topic, partition, producer id, commit, marker offset): a marker was written to a partition led here
TxnMarkerHook = Callable[[str, int, int, bool, int], None]


def append_leader_batch(shared: ReplicaManagerState, part: Partition, batch: bytearray) -> AppendInfo:
    """Append a batch built by this broker to a partition it leads, acks=all's rules: refused below min ISR.
    Raises ProtocolError with Kafka's code when nothing was appended."""
    st = part.state
    assert st is not None
    plog = part.log
    limit = plog.config.max_message_bytes
    if len(batch) > limit:
        raise ProtocolError(
            f"The record batch size in the append to {part.name} is {len(batch)} bytes which exceeds the maximum "
            f"configured value of {limit}.",
            error_code=int(E.MESSAGE_TOO_LARGE),
        )
    if not st.accepts_acks_all():
        raise ProtocolError(
            f"The size of the current ISR {list(st.isr)} is insufficient to satisfy the min.isr requirement of "
            f"{st.min_isr} for partition {part.name}",
            error_code=int(E.NOT_ENOUGH_REPLICAS),
        )
    try:
        return plog.append_as_leader(batch, st.leader_epoch)
    except BatchTooLargeError as e:
        raise ProtocolError(str(e), error_code=int(E.MESSAGE_TOO_LARGE)) from e
    except RecordBatchTooLargeError as e:
        raise ProtocolError(str(e), error_code=int(E.RECORD_LIST_TOO_LARGE)) from e
    except CorruptRecordError as e:
        raise ProtocolError(str(e), error_code=int(E.CORRUPT_MESSAGE)) from e
    except (StorageError, OSError) as e:
        shared.log_failed(part, e)
        raise ProtocolError(str(e), error_code=int(E.KAFKA_STORAGE_ERROR)) from e


class TransactionHandlers:
    """WriteTxnMarkers, `append_txn_marker` and DescribeProducers (module docstring)."""

    __slots__ = ("isr", "metrics", "on_txn_marker", "prefix", "purgatory", "reactor", "shared")

    def __init__(self, shared: ReplicaManagerState, isr: IsrManager, purgatory: ReplicaPurgatory) -> None:
        self.shared = shared
        self.reactor = shared.reactor
        self.metrics = shared.metrics
        self.prefix = shared.prefix
        self.isr = isr
        self.purgatory = purgatory
        self.on_txn_marker: TxnMarkerHook | None = None

    # ================================================================================================ markers

    def append_txn_marker(
        self,
        topic: str,
        partition: int,
        *,
        producer_id: int,
        producer_epoch: int,
        coordinator_epoch: int,
        commit: bool,
        timestamp_ms: int,
        until_committed: DeferredEvent[int] | None = None,
    ) -> int:
        """Write one COMMIT/ABORT marker to a partition led here (module docstring); returns its offset. Raises
        ProtocolError with Kafka's code when nothing was written. `until_committed` waits as in
        `ReplicaManager.append_internal`."""
        part, code = self.shared.lookup(topic, partition)
        if part is None or not part.is_leader:
            raise ProtocolError(
                f"{topic}-{partition} is not led here", error_code=code or int(E.NOT_LEADER_OR_FOLLOWER)
            )
        st = part.state
        assert st is not None
        part.producers.check_marker(producer_id, producer_epoch, coordinator_epoch)
        batch = bytearray(
            build_end_txn_marker(
                commit=commit,
                producer_id=producer_id,
                producer_epoch=producer_epoch,
                coordinator_epoch=coordinator_epoch,
                timestamp=timestamp_ms,
            )
        )
        appended = append_leader_batch(self.shared, part, batch)
        offset = appended.first_offset
        completed = part.producers.on_marker(
            producer_id, producer_epoch, coordinator_epoch, commit, offset, timestamp_ms
        )
        if completed is not None and completed.is_aborted:
            try:
                part.log.append_aborted_transaction(aborted_txn(completed))
            except (StorageError, OSError) as e:
                self.shared.log_failed(part, e)
                raise ProtocolError(str(e), error_code=int(E.KAFKA_STORAGE_ERROR)) from e
        self.metrics.txn_markers_written[0 if commit else 1] += 1
        self.metrics.produced(topic, appended.valid_bytes, 1)
        self.isr.on_leader_append(part)
        hook = self.on_txn_marker
        if hook is not None:
            try:
                hook(topic, partition, producer_id, commit, offset)
            except Exception:
                log.exception("%s The transaction marker listener failed for %s", self.prefix, part.name)
        if until_committed is not None:
            state = part.state
            outcome = state.acks_all_result(offset + 1) if state is not None else int(E.NOT_LEADER_OR_FOLLOWER)
            if outcome is None:
                self.purgatory.park_write(part, offset + 1, until_committed)
            else:
                until_committed.complete(outcome or None)
        return offset

    def handle_write_txn_markers(
        self, info: RequestInfo, req: WriteTxnMarkersRequest
    ) -> WriteTxnMarkersResponse | Deferred:
        """WriteTxnMarkers v1-2 (module docstring)."""
        R = WriteTxnMarkersResponse
        resp = R(markers=[])
        now = self.reactor.wall_ms()
        op = DelayedMarkers(self, resp)
        image = self.shared.image
        for m in req.markers:
            rm = R.WritableTxnMarkerResult(producer_id=m.producer_id, topics=[])
            resp.markers.append(rm)
            commit = bool(m.transaction_result)
            for t in m.topics:
                rt = R.WritableTxnMarkerTopicResult(name=t.name, partitions=[])
                rm.topics.append(rt)
                timg = image.topic(t.name)
                for index in t.partition_indexes:
                    rp = R.WritableTxnMarkerPartitionResult(partition_index=index, error_code=0)
                    rt.partitions.append(rp)
                    if timg is None or index not in timg.partitions:
                        rp.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                        continue
                    wait = MarkerWait(op, rp)
                    try:
                        offset = self.append_txn_marker(
                            t.name,
                            index,
                            producer_id=m.producer_id,
                            producer_epoch=m.producer_epoch,
                            coordinator_epoch=m.coordinator_epoch,
                            commit=commit,
                            timestamp_ms=now,
                        )
                    except ProtocolError as e:
                        rp.error_code = e.error_code
                        log.debug(
                            "%s Transaction marker of producer %d refused for %s-%d: %s",
                            self.prefix,
                            m.producer_id,
                            t.name,
                            index,
                            e,
                        )
                        continue
                    part = self.shared.by_name.get((t.name, index))
                    state = part.state if part is not None else None
                    if part is None or state is None:
                        rp.error_code = int(E.NOT_LEADER_OR_FOLLOWER)
                        continue
                    outcome = state.acks_all_result(offset + 1)
                    if outcome is not None:
                        rp.error_code = outcome
                        continue
                    op.add(wait)
                    wait.parked = (part, self.purgatory.park_write(part, offset + 1, wait))
        if op.remaining == 0:
            return resp
        self.purgatory.set_deadline(op, self.reactor.now_ms() + max(0, self.shared.settings.request_timeout_ms))
        return op.deferred

    # ======================================================================================= DescribeProducers

    def handle_describe_producers(self, info: RequestInfo, req: DescribeProducersRequest) -> DescribeProducersResponse:
        """DescribeProducers v0 (module docstring)."""
        R = DescribeProducersResponse
        resp = R(throttle_time_ms=0, topics=[])
        for t in req.topics:
            rt = R.TopicResponse(name=t.name, partitions=[])
            resp.topics.append(rt)
            for index in t.partition_indexes:
                rp = R.PartitionResponse(partition_index=index, error_code=0)
                rt.partitions.append(rp)
                part, code = self.shared.lookup(t.name, index)
                if part is None:
                    rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
                    continue
                for entry in part.producers.entries.values():
                    rp.active_producers.append(
                        R.ProducerState(
                            producer_id=entry.producer_id,
                            producer_epoch=entry.producer_epoch,
                            last_sequence=entry.last_seq,
                            last_timestamp=entry.last_timestamp,
                            coordinator_epoch=entry.coordinator_epoch,
                            current_txn_start_offset=entry.current_txn_first_offset,
                        )
                    )
        return resp


class MarkerWait:
    """One partition of a WriteTxnMarkers waiting for its marker to reach the high watermark; completed with None or
    the Kafka error code."""

    __slots__ = ("finished", "op", "parked", "response")

    def __init__(self, op: DelayedMarkers, response: WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult) -> None:
        self.op = op
        self.response = response
        self.parked: tuple[Partition, DeferredEntry[int]] | None = None
        self.finished = False

    def complete(self, error: int | None) -> None:
        if self.op.done or self.finished:
            return
        self.finished = True
        self.response.error_code = 0 if error is None else error
        self.op.partition_done()


class DelayedMarkers(PartitionsOperation):
    """A WriteTxnMarkers waiting for each of its partitions; answers when the last one is decided or, with
    REQUEST_TIMED_OUT for those still waiting, at its deadline."""

    __slots__ = ("deferred", "handlers", "response", "waits")

    def __init__(self, handlers: TransactionHandlers, response: WriteTxnMarkersResponse) -> None:
        super().__init__()
        self.handlers = handlers
        self.response = response
        self.deferred = Deferred()
        self.waits: list[MarkerWait] = []

    def add(self, wait: MarkerWait) -> None:
        self.waits.append(wait)
        self.remaining += 1

    def on_expiration(self) -> None:
        purgatory = self.handlers.purgatory
        for w in self.waits:
            if w.finished:
                continue
            w.finished = True
            if w.parked is not None:
                purgatory.unpark_write(*w.parked)
            w.response.error_code = int(E.REQUEST_TIMED_OUT)
        self.remaining = 0

    def on_complete(self) -> None:
        self.deferred.resolve(self.response)
