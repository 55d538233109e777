"""The broker's replica manager: partition replicas driven by the metadata image, and the data-plane requests.

Sans-IO on `kraftpy.runtime.Reactor` (time, timers and requests to other nodes), so the same code runs in a
node and in the simulator. Storage goes through the node's `LogManager`.

`ReplicaManager` is the facade the node, the simulator, the group coordinator and the tests use. It owns the
fetch-session cache, the AlterPartition channel, the replica fetchers and the producer-id allocator, and builds the
parts that do the work, which share one `ReplicaManagerState` (`kraftpy.broker.replica_state`: settings, the
metadata image, the hosted partitions, the offline replicas, the metrics, and the lookups over them):

* `PartitionRoles` (`partition_roles`): the image -> leader / follower / no leader / stopped and deleted
  replicas; replicas whose log failed; publishes role changes to the purgatory;
* `ReplicaPurgatory` (`purgatory`): where parked requests wait (acks=all Produce, long-poll Fetch,
  DeleteRecords), keyed by partition, and the events that complete them;
* `IsrManager` (`isr_manager`): the high watermark, ISR expansion and shrink (AlterPartition); publishes HWM and
  ISR changes to the purgatory;
* `ProduceHandler` (`produce_handler`): Produce: validation, the leader's append, parked acks=all writes;
* `FetchHandler` (`fetch_handler`): Fetch: reads, fetch sessions, parked long polls, the response;
* `OffsetHandlers` (`offset_handlers`): ListOffsets, OffsetForLeaderEpoch, DeleteRecords, GetReplicaLogInfo;
* `FollowerReplicas` (`follower_replicas`): what the replica fetchers call: follower appends and truncation;
* `LogDirsHandler` (`log_dirs`): DescribeLogDirs, the log dirs and the replicas in them;
* `TransactionHandlers` (`txn_handlers`): WriteTxnMarkers, the marker append the coordinators use
  (`append_txn_marker`), DescribeProducers; `TransactionVerifier` (`txn_verifier`): KIP-890's AddPartitionsToTxn
  questions of the Produce part to transaction coordinators.

The parts form a stack, each built with the parts it calls (purgatory <- ISR <- roles; ISR and purgatory <-
Produce and Fetch; purgatory <- offsets): no part calls one above it. A parked request never needs the part
that wakes it: the part that changes a partition publishes the change to the purgatory, and what waits there
completes itself. A part whose log fails reports it to the shared state (`ReplicaManagerState.log_failed`), which the
roles part subscribes to. `handlers()` serves the parts' own methods.

Requests (`handlers()`): Produce v3-13, Fetch v4-18, ListOffsets v1-10, OffsetForLeaderEpoch v2-4, DeleteRecords
v0-2, InitProducerId v0-6 (`ProducerIdManager`; the node routes requests with a transactional id to the transaction
coordinator), GetReplicaLogInfo v0 (kraftpy's KIP-966 RPC), WriteTxnMarkers v1-2, DescribeProducers v0,
DescribeLogDirs v1-5. Each request handler's docstring has its rules; deviations from Kafka are noted there.

Transactions (the broker side; `kraftpy.broker.transactions` for the log side): producer state tracks each
producer's open transaction per partition, the last stable offset (`Partition.last_stable_offset`) bounds
read_committed fetches and ListOffsets, markers end transactions, and the Produce part verifies the first
transactional batch of a producer with its coordinator. `transaction_view()` is the log cleaner's view of them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from kraftpy.broker.alter_partition_manager import AlterPartitionManager
from kraftpy.broker.fetch_handler import FetchHandler
from kraftpy.broker.fetch_session import FetchSessionCache
from kraftpy.broker.fetcher import ReplicaFetcherManager
from kraftpy.broker.follower_replicas import FollowerReplicas
from kraftpy.broker.isr_manager import IsrManager
from kraftpy.broker.log_dirs import LogDirsHandler
from kraftpy.broker.offset_handlers import OffsetHandlers
from kraftpy.broker.partition import Partition
from kraftpy.broker.partition_roles import PartitionRoles
from kraftpy.broker.produce_handler import ProduceHandler
from kraftpy.broker.producer_state import AllocateProducerIds, ProducerIdManager
from kraftpy.broker.purgatory import ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerSettings, ReplicaManagerState
from kraftpy.broker.replication_quota import configure_quotas
from kraftpy.broker.transactions import BrokerTransactionView
from kraftpy.broker.txn_handlers import TransactionHandlers, TxnMarkerHook, append_leader_batch
from kraftpy.broker.txn_verifier import TransactionVerifier
from kraftpy.deferred import DeferredEvent
from kraftpy.metadata.image import ImageChanges, MetadataImage, PartitionKey
from kraftpy.metadata.partition import NO_LEADER
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.delete_records import DeleteRecordsRequest, DeleteRecordsResponse
from kraftpy.protocol.messages.describe_log_dirs import DescribeLogDirsRequest
from kraftpy.protocol.messages.describe_producers import DescribeProducersRequest
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest, ListOffsetsResponse
from kraftpy.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderEpochResponse,
)
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest
from kraftpy.protocol.records import RecordBatchBuilder, read_header
from kraftpy.runtime import Deferred, Reactor, RequestHandler, RequestInfo, Timer
from kraftpy.storage.config import LogConfig
from kraftpy.storage.log_manager import LogManager

__all__ = [
    "API_VERSIONS",
    "ReplicaManager",
    "ReplicaManagerSettings",
]

log = logging.getLogger(__name__)
E = ErrorCode

#: api key -> (min version, max version) served by `handlers()`
API_VERSIONS: dict[int, tuple[int, int]] = {
    ProduceRequest.API_KEY: (3, 13),
    FetchRequest.API_KEY: (4, 18),
    ListOffsetsRequest.API_KEY: (1, 10),
    DeleteRecordsRequest.API_KEY: (0, 2),
    InitProducerIdRequest.API_KEY: (0, 6),
    OffsetForLeaderEpochRequest.API_KEY: (2, 4),
    GetReplicaLogInfoRequest.API_KEY: (0, 0),
    WriteTxnMarkersRequest.API_KEY: (1, 2),
    DescribeProducersRequest.API_KEY: (0, 0),
    DescribeLogDirsRequest.API_KEY: (1, 5),
}


class ReplicaManager:
    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        log_manager: LogManager,
        settings: ReplicaManagerSettings | None = None,
        *,
        broker_epoch: Callable[[], int],
        controller_leader: Callable[[], int],
        allocate_producer_ids: AllocateProducerIds | None = None,
    ) -> None:
        s = settings or ReplicaManagerSettings()
        self.shared = shared = ReplicaManagerState(reactor, node_id, log_manager, s, broker_epoch, controller_leader)
        self.reactor = reactor
        self.node_id = node_id
        self.log_manager = log_manager
        self.settings = s
        self.broker_epoch = broker_epoch
        self.controller_leader = controller_leader
        self.partitions = shared.partitions
        self.offline = shared.offline
        self.metrics = shared.metrics
        self.sessions = FetchSessionCache(
            reactor.rng,
            max_slots=s.max_incremental_fetch_session_cache_slots,
            eviction_ms=s.min_incremental_fetch_session_eviction_ms,
        )
        self.alter_partition = AlterPartitionManager(
            reactor,
            node_id,
            broker_epoch,
            controller_leader,
            request_timeout_ms=s.controller_request_timeout_ms,
            retry_backoff_ms=s.alter_partition_retry_backoff_ms,
        )
        self.follower = FollowerReplicas(shared)
        self.fetchers = ReplicaFetcherManager(
            reactor,
            node_id,
            self.follower,
            broker_epoch,
            s.fetcher,
            quota=shared.follower_quota,
            in_sync=self.follower.in_sync,
        )
        self._quota_configs: object = None  # the image configs the replication quotas were configured from
        self.producer_ids = ProducerIdManager(
            reactor,
            allocate_producer_ids or _no_producer_ids,
            node_id=node_id,
            timeout_ms=s.controller_request_timeout_ms,
        )
        self.purgatory = ReplicaPurgatory(reactor, shared.partitions)
        self.isr = IsrManager(shared, self.alter_partition, self.purgatory)
        self.roles = PartitionRoles(shared, self.fetchers, self.alter_partition, self.isr, self.purgatory)
        self.verifier = TransactionVerifier(
            reactor,
            node_id,
            lambda: shared.image,
            shared.metrics,
            request_timeout_ms=s.request_timeout_ms,
            transaction_partitions=s.transaction_state_partitions,
        )
        self.produce = ProduceHandler(
            shared, self.isr, self.purgatory, self.verifier if s.transaction_partition_verification else None
        )
        self.transactions = TransactionHandlers(shared, self.isr, self.purgatory)
        self.fetch = FetchHandler(shared, self.sessions, self.isr, self.purgatory)
        self.offsets = OffsetHandlers(shared, self.purgatory)
        self.log_dirs = LogDirsHandler(shared)
        self._timers: list[Timer | None] = []
        self._every(max(1, s.replica_lag_time_max_ms // 2), self.isr.check_isr_shrink)
        self._every(s.producer_id_expiration_check_interval_ms, self.produce.expire_producers)

    @property
    def prefix(self) -> str:
        return self.shared.prefix

    @property
    def image(self) -> MetadataImage:
        """The latest metadata image (recorded before `start` too)."""
        return self.shared.image

    @property
    def started(self) -> bool:
        return self.shared.started

    def handlers(self) -> dict[int, RequestHandler]:
        """The request handlers by API key (serve them with the versions in `API_VERSIONS`)."""
        return {
            ProduceRequest.API_KEY: self.produce.handle_produce,
            FetchRequest.API_KEY: self.fetch.handle_fetch,
            ListOffsetsRequest.API_KEY: self.offsets.handle_list_offsets,
            DeleteRecordsRequest.API_KEY: self.offsets.handle_delete_records,
            InitProducerIdRequest.API_KEY: self.producer_ids.handle_init_producer_id,
            OffsetForLeaderEpochRequest.API_KEY: self.offsets.handle_offset_for_leader_epoch,
            GetReplicaLogInfoRequest.API_KEY: self.offsets.handle_get_replica_log_info,
            WriteTxnMarkersRequest.API_KEY: self.transactions.handle_write_txn_markers,
            DescribeProducersRequest.API_KEY: self.transactions.handle_describe_producers,
            DescribeLogDirsRequest.API_KEY: self.log_dirs.handle_describe_log_dirs,
        }

    # ============================================================================================ transactions

    @property
    def on_txn_marker(self) -> TxnMarkerHook | None:
        """Called with (topic, partition, producer id, commit, marker offset) after a marker was written to a
        partition led here (the node sets it to the group coordinator's: Kafka's onTransactionCompleted)."""
        return self.transactions.on_txn_marker

    @on_txn_marker.setter
    def on_txn_marker(self, hook: TxnMarkerHook | None) -> None:
        self.transactions.on_txn_marker = hook

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
        """Write one COMMIT/ABORT marker of a producer to a partition led here; returns its offset
        (`TransactionHandlers.append_txn_marker`: the checks, the errors, what it ends)."""
        return self.transactions.append_txn_marker(
            topic,
            partition,
            producer_id=producer_id,
            producer_epoch=producer_epoch,
            coordinator_epoch=coordinator_epoch,
            commit=commit,
            timestamp_ms=timestamp_ms,
            until_committed=until_committed,
        )

    def transaction_view(self) -> BrokerTransactionView:
        """The log cleaner's `TransactionView` over this broker's partitions."""
        return BrokerTransactionView(self.partition)

    def _every(self, period_ms: int, fn: Callable[[], None]) -> None:
        slot = len(self._timers)
        self._timers.append(None)
        shared = self.shared

        def run() -> None:
            if shared.closed:
                return
            try:
                fn()
            except Exception:
                log.exception("%s Periodic task %s failed", self.prefix, getattr(fn, "__name__", fn))
            finally:
                if not shared.closed:
                    self._timers[slot] = self.reactor.call_at(self.reactor.now_ms() + period_ms, run)

        self._timers[slot] = self.reactor.call_at(self.reactor.now_ms() + period_ms, run)

    # ======================================================================================== lookups, configs

    def partition(self, topic: str, index: int) -> Partition | None:
        return self.shared.by_name.get((topic, index))

    def log_config(self, topic: str) -> LogConfig:
        """A topic's effective log config (the configuration layer's rules); the node's default on a bad value."""
        return self.shared.log_config(topic)

    def min_insync_replicas(self, topic: str) -> int:
        return self.shared.min_insync_replicas(topic)

    # ======================================================================================= the image (roles)

    def start(self, *, delete_stray_logs: bool = True) -> None:
        """Start acting on the metadata (`PartitionRoles.start`): call it once this broker's metadata has caught up
        with its own registration."""
        self.roles.start(delete_stray_logs=delete_stray_logs)

    def on_image(self, image: MetadataImage, changes: ImageChanges) -> None:
        """A new metadata image (subscribe this to the node's MetadataPublisher)."""
        self.roles.on_image(image, changes)
        if image.configs is not self._quota_configs and not self.shared.closed:
            self._quota_configs = image.configs
            shared = self.shared
            configure_quotas(shared.leader_quota, shared.follower_quota, image, shared.resolver(), self.node_id)

    def stop_partitions_in_dir(self, log_dir: str, reason: str) -> list[str]:
        """The log dir failed: every partition whose log lived there stops being served here (it answers
        KAFKA_STORAGE_ERROR / NOT_LEADER_OR_FOLLOWER until leadership moves). Returns their names."""
        return self.roles.stop_partitions_in_dir(log_dir, reason)

    def delete_stray_logs(self) -> list[tuple[str, int]]:
        """Delete logs of partitions the (caught-up) image does not place on this broker; returns them."""
        return self.roles.delete_stray_logs()

    # ============================================================================================== requests

    def handle_produce(self, info: RequestInfo, req: ProduceRequest) -> ProduceResponse | Deferred | None:
        """Produce (`ProduceHandler.handle_produce`); coordinators write with `append_internal`."""
        return self.produce.handle_produce(info, req)

    def handle_fetch(self, info: RequestInfo, req: FetchRequest) -> FetchResponse | Deferred:
        return self.fetch.handle_fetch(info, req)

    def handle_list_offsets(self, info: RequestInfo, req: ListOffsetsRequest) -> ListOffsetsResponse:
        return self.offsets.handle_list_offsets(info, req)

    def handle_offset_for_leader_epoch(
        self, info: RequestInfo, req: OffsetForLeaderEpochRequest
    ) -> OffsetForLeaderEpochResponse:
        return self.offsets.handle_offset_for_leader_epoch(info, req)

    def handle_delete_records(self, info: RequestInfo, req: DeleteRecordsRequest) -> DeleteRecordsResponse | Deferred:
        return self.offsets.handle_delete_records(info, req)

    def handle_get_replica_log_info(
        self, info: RequestInfo, req: GetReplicaLogInfoRequest
    ) -> GetReplicaLogInfoResponse:
        return self.offsets.handle_get_replica_log_info(info, req)

    # ============================================================================= internal appends (coordinators)

    def append_internal(
        self,
        topic: str,
        partition: int,
        records: Sequence[tuple[bytes | None, bytes | None]],
        *,
        timestamp_ms: int,
        until_committed: DeferredEvent[int] | None = None,
        producer_id: int = -1,
        producer_epoch: int = -1,
        base_sequence: int = -1,
        transactional: bool = False,
    ) -> tuple[int, int]:
        """Append `records` (key, value) as one batch to a partition of an internal topic this broker leads: the
        coordinators' writes (Kafka's coordinator appends), not a client's Produce. The batch is built here,
        validated once (by the log's append) and written by acks=all's rules: refused while the committed ISR is
        below min ISR. Returns its (first, last) offset; raises ProtocolError with the Kafka error code when nothing
        was appended: NOT_LEADER_OR_FOLLOWER (or UNKNOWN_TOPIC_OR_PARTITION, KAFKA_STORAGE_ERROR: not led here),
        MESSAGE_TOO_LARGE (above max.message.bytes), RECORD_LIST_TOO_LARGE, CORRUPT_MESSAGE, NOT_ENOUGH_REPLICAS.

        With a `producer_id` the batch is that producer's (`producer_epoch`, `base_sequence`) and, with
        `transactional`, part of its transaction (the group coordinator's TxnOffsetCommit): producer state checks
        the epoch (INVALID_PRODUCER_EPOCH) and the transaction (INVALID_TXN_STATE for a non-transactional batch of a
        producer with an open transaction), not the sequence (Kafka's coordinator-origin appends), and tracks the
        transaction (the last stable offset holds at its first offset until its marker). Internal appends are
        exempt from KIP-890's verification, as Kafka's coordinator appends are.

        `until_committed` waits in the partition's acks=all queue (`Partition.produce_queue`, driven by the
        purgatory) until the high watermark passes the batch, and is completed once: with None then (at once if it
        already has), or as a parked acks=all Produce fails: NOT_LEADER_OR_FOLLOWER (leadership lost),
        NOT_ENOUGH_REPLICAS_AFTER_APPEND (the committed ISR fell below min ISR). Its owner bounds the wait."""
        part, code = self.shared.lookup(topic, partition)
        if part is None or not part.is_leader:
            raise ProtocolError(
                f"{topic}-{partition} is not led here", error_code=code or int(E.NOT_LEADER_OR_FOLLOWER)
            )
        st = part.state
        assert st is not None
        if producer_id >= 0:
            builder = RecordBatchBuilder(
                producer_id=producer_id,
                producer_epoch=producer_epoch,
                base_sequence=base_sequence,
                is_transactional=transactional,
            )
        else:
            builder = RecordBatchBuilder()
        for key, value in records:
            builder.append(timestamp_ms, key, value)
        batch = bytearray(builder.build())
        header = None
        if producer_id >= 0:
            header = read_header(batch)
            part.producers.check(header, internal=True)
        appended = append_leader_batch(self.shared, part, batch)
        first, last = appended.first_offset, appended.last_offset
        if header is not None:
            part.producers.on_append(header, base_offset=first)
        self.metrics.produced(topic, appended.valid_bytes, len(records))
        self.isr.on_leader_append(part)
        if until_committed is not None:
            outcome = st.acks_all_result(last + 1)
            if outcome is None:
                self.purgatory.park_write(part, last + 1, until_committed)
            else:
                until_committed.complete(outcome or None)
        return first, last

    # ====================================================================================== follower (fetchers)

    def follower_fetch_position(self, key: PartitionKey) -> tuple[int, int, int] | None:
        return self.follower.follower_fetch_position(key)

    def append_as_follower(
        self,
        key: PartitionKey,
        leader_epoch: int,
        records: memoryview | bytes,
        leader_high_watermark: int,
        leader_log_start_offset: int,
    ) -> int:
        return self.follower.append_as_follower(
            key, leader_epoch, records, leader_high_watermark, leader_log_start_offset
        )

    def truncate_for_divergence(self, key: PartitionKey, epoch: int, end_offset: int) -> bool:
        return self.follower.truncate_for_divergence(key, epoch, end_offset)

    def truncate_to(self, key: PartitionKey, offset: int) -> None:
        self.follower.truncate_to(key, offset)

    def truncate_fully_and_start_at(self, key: PartitionKey, offset: int) -> None:
        self.follower.truncate_fully_and_start_at(key, offset)

    def fetch_failed(self, key: PartitionKey, error: BaseException) -> None:
        self.follower.fetch_failed(key, error)

    # =================================================================================================== metrics

    def gauges(self) -> dict[str, int]:
        """Kafka's ReplicaManager gauges, computed from the hosted partitions."""
        leaders = [p.state for p in self.partitions.values() if p.state is not None]
        return {
            "LeaderCount": len(leaders),
            "PartitionCount": len(self.partitions),
            "UnderReplicatedPartitions": sum(1 for s in leaders if s.under_replicated),
            "UnderMinIsrPartitionCount": sum(1 for s in leaders if s.under_min_isr),
            "AtMinIsrPartitionCount": sum(1 for s in leaders if s.at_min_isr),
            "OfflineReplicaCount": len(self.offline),
        }

    def throttle_gauges(self) -> dict[str, float]:
        """The replication throttles (KIP-73): each side's byte rate of throttled partitions, and the partitions
        it applies to now (throttled here, with a replica out of the ISR: a follower of a partition led here, or
        this broker's own replica)."""
        shared = self.shared
        lq, fq = shared.leader_quota, shared.follower_quota
        leading = following = 0
        if lq.throttled or fq.throttled:
            node = self.node_id
            for p in self.partitions.values():
                st = p.state
                if st is not None:
                    if len(st.isr) < len(st.replicas) and lq.is_throttled(p.topic, p.index):
                        leading += 1
                elif node not in p.isr and fq.is_throttled(p.topic, p.index):
                    following += 1
        return {
            "LeaderByteRate": lq.rate(),
            "FollowerByteRate": fq.rate(),
            "LeaderThrottledPartitions": leading,
            "FollowerThrottledPartitions": following,
        }

    # ================================================================================================== shutdown

    def shutdown(self, broker_epoch: int | None = None, *, close_logs: bool = True) -> None:
        """Stop fetchers and timers, answer parked requests (produces and deletes: NOT_LEADER_OR_FOLLOWER, so
        clients retry on the next leader; fetches: with what is there), then close the logs through the
        LogManager, which writes the clean-shutdown marker with `broker_epoch` (default: the current one)."""
        if self.shared.closed:
            return
        self.shared.closed = True
        for t in self._timers:
            if t is not None:
                t.cancel()
        self.fetchers.shutdown()
        self.alter_partition.shutdown()
        self.producer_ids.close()
        for part in list(self.partitions.values()):
            part.state = None
            part.leader_id = NO_LEADER
            self.purgatory.partition_changed(part)
        if close_logs:
            self.log_manager.shutdown(self.broker_epoch() if broker_epoch is None else broker_epoch)


def _no_producer_ids() -> Deferred:
    d = Deferred()
    d.fail(ProtocolError("no producer id allocator is configured", error_code=int(E.COORDINATOR_NOT_AVAILABLE)))
    return d
