"""The broker's replica manager: partition replicas driven by the metadata image, and the data-plane requests.

Sans-IO on `kraftpy.runtime.Reactor` (time, timers and requests to other nodes), so the same code runs in a
node and in the simulator. Storage goes through the node's `LogManager`.

Partition roles (`on_image`, subscribed to the `MetadataPublisher`)
    For every changed partition this broker is a replica of: the registration's leader decides.
    * **Leader** (new leader epoch): the log is created or opened, the epoch start offset (the log end offset) is
      assigned in the leader-epoch cache, a `LeaderPartitionState` is built from the committed ISR, partition
      epoch and min.insync.replicas (topic config -> cluster default -> the node's setting). The same leader epoch
      with a new partition epoch only updates the ISR / replicas.
    * **Follower**: the replica fetcher for the new leader takes the partition; truncation happens through Fetch's
      DivergingEpoch answer. Parked produces fail with NOT_LEADER_OR_FOLLOWER, parked fetches answer.
    * **No leader** (-1): the log is kept, nothing is fetched; requests get NOT_LEADER_OR_FOLLOWER.
    * Not a replica any more, or the topic was deleted: the replica stops and its log is deleted.
    Nothing of this happens before `start()`, which the node calls once the broker's metadata caught up with its
    own registration: a restarted broker must not lead on a stale image (see `start`). `start` also deletes the
    logs of partitions the image does not place on this broker (stray logs).

The high watermark (KIP-966, see `kraftpy.broker.partition_state`)
    advances only while the committed ISR has at least the effective min ISR, and only to the lowest log end offset
    of the maximal ISR. acks=0/1 records appended while the ISR is too small stay invisible to consumers.
    ISR changes go to the controller through `AlterPartitionManager`: expansion when a follower catches up
    (checked on its fetches), shrink when a follower has lagged for ``replica.lag.time.max.ms`` (checked every
    half of it); the controller's answer commits the ISR at once.

Requests (`handlers()`): Produce v3-13, Fetch v4-18, ListOffsets v1-10, OffsetForLeaderEpoch v2-4, DeleteRecords
v0-2, InitProducerId v0-6 (`ProducerIdManager`), GetReplicaLogInfo v0 (kraftpy's KIP-966 RPC). Each request
handler's docstring has its rules; deviations from Kafka are noted there.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from kraftpy.broker.alter_partition_manager import AlterPartitionItem, AlterPartitionManager
from kraftpy.broker.fetch_session import FetchContext, FetchPartition, FetchSessionCache, PartitionKey
from kraftpy.broker.fetcher import FetcherSettings, ReplicaFetcherManager
from kraftpy.broker.partition import (
    DelayedDeleteRecords,
    DelayedFetch,
    DelayedProduce,
    DeleteWait,
    FetchParams,
    Partition,
    ProduceWait,
)
from kraftpy.broker.partition_state import LeaderPartitionState
from kraftpy.broker.producer_state import (
    AllocateProducerIds,
    ProducerIdManager,
    ProducerStateError,
    ProducerStateManager,
)
from kraftpy.broker.replica_metrics import ReplicaManagerMetrics
from kraftpy.metadata.configs import INTERNAL_TOPICS, ConfigResolver
from kraftpy.metadata.image import BROKER_RESOURCE, EMPTY_IMAGE, TOPIC_RESOURCE, ImageChanges, MetadataImage
from kraftpy.metadata.partition import NO_LEADER, PartitionRegistration
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import (
    CorruptRecordError,
    DecompressionLimitError,
    InvalidRecordError,
    ProtocolError,
)
from kraftpy.protocol.messages.alter_partition import AlterPartitionResponse
from kraftpy.protocol.messages.delete_records import DeleteRecordsRequest, DeleteRecordsResponse
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest, ListOffsetsResponse
from kraftpy.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderEpochResponse,
)
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse
from kraftpy.protocol.records.batch import (
    BatchHeader,
    BatchTooLargeError,
    UnsupportedMagicError,
    validate_batches,
)
from kraftpy.protocol.records.record import validate_batch_records
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.runtime import Deferred, Reactor, RequestHandler, RequestInfo, Timer
from kraftpy.storage.config import LogConfig
from kraftpy.storage.errors import (
    LogConfigError,
    OffsetOutOfRangeError,
    RecordBatchTooLargeError,
    StorageError,
)
from kraftpy.storage.log import (
    EARLIEST_LOCAL_TIMESTAMP,
    EARLIEST_TIMESTAMP,
    LATEST_TIMESTAMP,
    MAX_TIMESTAMP,
    Log,
)
from kraftpy.storage.log_manager import LogManager

__all__ = [
    "API_VERSIONS",
    "ReplicaManager",
    "ReplicaManagerSettings",
]

log = logging.getLogger(__name__)
E = ErrorCode


_error_name = E.name_of

PRODUCE = 0
FETCH = 1
LIST_OFFSETS = 2
DELETE_RECORDS = 21
INIT_PRODUCER_ID = 22
OFFSET_FOR_LEADER_EPOCH = 23
GET_REPLICA_LOG_INFO = 1000

#: api key -> (min version, max version) served by `handlers()`
API_VERSIONS: dict[int, tuple[int, int]] = {
    PRODUCE: (3, 13),
    FETCH: (4, 18),
    LIST_OFFSETS: (1, 10),
    DELETE_RECORDS: (0, 2),
    INIT_PRODUCER_ID: (0, 6),
    OFFSET_FOR_LEADER_EPOCH: (2, 4),
    GET_REPLICA_LOG_INFO: (0, 0),
}

CONSUMER_REPLICA_ID = -1
ADMIN_CLIENT_ID = "__admin_client"  # the client id Kafka lets write to internal topics
# Kafka's internal topics (`Topic.isInternal`)
DEBUGGING_REPLICA_ID = -2
READ_COMMITTED = 1
ZSTD = 4
INT64_MAX = 2**63 - 1

PKey = tuple[uuid.UUID, int]


@dataclass(frozen=True, slots=True)
class ReplicaManagerSettings:
    """Kafka's broker configs that the replica manager uses (names in the comments, Kafka's defaults)."""

    # the node's explicitly set settings by Kafka name (server.properties): static defaults of topic configs
    static: Mapping[str, Any] = field(default_factory=dict)
    replica_lag_time_max_ms: int = 30_000  # replica.lag.time.max.ms
    fetch_max_bytes: int = 55 * 1024 * 1024  # fetch.max.bytes (caps a consumer's MaxBytes)
    max_incremental_fetch_session_cache_slots: int = 1000  # max.incremental.fetch.session.cache.slots
    min_incremental_fetch_session_eviction_ms: int = 120_000  # min.incremental.fetch.session.eviction.ms
    producer_id_expiration_ms: int = 86_400_000  # producer.id.expiration.ms
    producer_id_expiration_check_interval_ms: int = 600_000  # producer.id.expiration.check.interval.ms
    controller_request_timeout_ms: int = 30_000  # AlterPartition / AllocateProducerIds
    alter_partition_retry_backoff_ms: int = 100
    max_get_replica_log_info_partitions: int = 2000
    fetcher: FetcherSettings = field(default_factory=FetcherSettings)  # replica.fetch.* settings
    # Fetch answers may carry FileRegions of segment files instead of their bytes (the network layer sends them
    # with sendfile, or reads them on encrypting listeners): only for a node whose responses go through it
    zero_copy_reads: bool = False
    zero_copy_min_bytes: int = 64 * 1024  # smaller reads are read (one write beats header, sendfile, trailer)


# ======================================================================================== the replica manager


@dataclass(slots=True)
class _Read:
    """One partition's answer in a Fetch."""

    fp: FetchPartition
    data: FetchResponse.PartitionData
    nbytes: int
    part: Partition | None
    diverging: bool


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
        check_cluster_action: Callable[[RequestInfo], bool] | None = None,
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.log_manager = log_manager
        self.settings = settings or ReplicaManagerSettings()
        self.broker_epoch = broker_epoch
        self.controller_leader = controller_leader
        self.check_cluster_action = check_cluster_action or (lambda info: True)
        self.image: MetadataImage = EMPTY_IMAGE
        self._resolvers: tuple[ConfigResolver, ConfigResolver] | None = None
        self.partitions: dict[PKey, Partition] = {}
        self._by_name: dict[tuple[str, int], Partition] = {}
        self.offline: dict[PKey, str] = {}  # replicas this broker should host whose log is offline
        self.metrics = ReplicaManagerMetrics()
        s = self.settings
        self.sessions = FetchSessionCache(
            reactor.rng,
            max_slots=s.max_incremental_fetch_session_cache_slots,
            eviction_ms=s.min_incremental_fetch_session_eviction_ms,
        )
        self.alter_partition = AlterPartitionManager(
            reactor, node_id, broker_epoch, controller_leader,
            request_timeout_ms=s.controller_request_timeout_ms, retry_backoff_ms=s.alter_partition_retry_backoff_ms,
        )
        self.fetchers = ReplicaFetcherManager(reactor, node_id, self, broker_epoch, s.fetcher)
        self.producer_ids = ProducerIdManager(
            reactor, allocate_producer_ids or _no_producer_ids, node_id=node_id,
            timeout_ms=s.controller_request_timeout_ms,
        )
        self._timers: list[Timer | None] = []
        self._produce_seq = 0  # orders parked acks=all writes needing the same offset
        self._closed = False
        self.started = False
        self._every(max(1, s.replica_lag_time_max_ms // 2), self._check_isr_shrink)
        self._every(s.producer_id_expiration_check_interval_ms, self._expire_producers)

    @property
    def prefix(self) -> str:
        return f"[ReplicaManager broker={self.node_id}]"

    def handlers(self) -> dict[int, RequestHandler]:
        """The request handlers by API key (serve them with the versions in `API_VERSIONS`)."""
        return {
            PRODUCE: self.handle_produce,
            FETCH: self.handle_fetch,
            LIST_OFFSETS: self.handle_list_offsets,
            DELETE_RECORDS: self.handle_delete_records,
            INIT_PRODUCER_ID: self.producer_ids.handle_init_producer_id,
            OFFSET_FOR_LEADER_EPOCH: self.handle_offset_for_leader_epoch,
            GET_REPLICA_LOG_INFO: self.handle_get_replica_log_info,
        }

    def _every(self, period_ms: int, fn: Callable[[], None]) -> None:
        slot = len(self._timers)
        self._timers.append(None)

        def run() -> None:
            if self._closed:
                return
            try:
                fn()
            except Exception:
                log.exception("%s Periodic task %s failed", self.prefix, getattr(fn, "__name__", fn))
            finally:
                if not self._closed:
                    self._timers[slot] = self.reactor.call_at(self.reactor.now_ms() + period_ms, run)

        self._timers[slot] = self.reactor.call_at(self.reactor.now_ms() + period_ms, run)

    # ================================================================================================ lookups

    def partition(self, topic: str, index: int) -> Partition | None:
        return self._by_name.get((topic, index))

    def _lookup(self, topic: str, index: int) -> tuple[Partition | None, int]:
        """The hosted partition, or the error Kafka answers for it: UNKNOWN_TOPIC_OR_PARTITION (not in the
        metadata), KAFKA_STORAGE_ERROR (its log is offline), NOT_LEADER_OR_FOLLOWER (not a replica here)."""
        part = self._by_name.get((topic, index))
        if part is not None:
            return part, 0
        t = self.image.topic(topic)
        if t is None or index not in t.partitions:
            return None, int(E.UNKNOWN_TOPIC_OR_PARTITION)
        if (t.id, index) in self.offline:
            return None, int(E.KAFKA_STORAGE_ERROR)
        return None, int(E.NOT_LEADER_OR_FOLLOWER)

    def _lookup_by_id(self, topic_id: uuid.UUID, index: int) -> tuple[Partition | None, int]:
        part = self.partitions.get((topic_id, index))
        if part is not None:
            return part, 0
        t = self.image.topics_by_id.get(topic_id)
        if t is None:
            return None, int(E.UNKNOWN_TOPIC_ID)
        if index not in t.partitions:
            return None, int(E.UNKNOWN_TOPIC_OR_PARTITION)
        if (topic_id, index) in self.offline:
            return None, int(E.KAFKA_STORAGE_ERROR)
        return None, int(E.NOT_LEADER_OR_FOLLOWER)

    def _resolver(self, cluster_view: bool = False) -> ConfigResolver:
        """Effective configs of the current image: this broker's view (log configs include its own dynamic
        broker config) or the cluster's view (min.insync.replicas, as the controller resolves it, so that leader
        and controller agree on the min ISR)."""
        if self._resolvers is None or self._resolvers[0].image is not self.image:
            static = self.settings.static
            self._resolvers = (ConfigResolver(self.image, static, self.node_id),
                               ConfigResolver(self.image, static, None))
        return self._resolvers[1 if cluster_view else 0]

    def log_config(self, topic: str) -> LogConfig:
        """A topic's effective log config (the configuration layer's rules); the node's default on a bad value."""
        try:
            return LogConfig.from_properties(self._resolver().log_config_properties(topic))
        except LogConfigError as e:
            log.warning("%s Using the default log config for topic %s: %s", self.prefix, topic, e)
            return self.log_manager.default_config

    def min_insync_replicas(self, topic: str) -> int:
        return self._resolver(cluster_view=True).min_insync_replicas(topic)

    def _registration(self, topic: str, index: int) -> PartitionRegistration | None:
        t = self.image.topic(topic)
        return None if t is None else t.partitions.get(index)

    def _alive(self, broker: int) -> bool:
        reg = self.image.brokers.get(broker)
        return reg is not None and not reg.fenced

    def _current_leader(self, topic: str, index: int) -> tuple[int, int]:
        part = self._by_name.get((topic, index))
        if part is not None:
            return part.leader_id, part.leader_epoch
        reg = self._registration(topic, index)
        if reg is None:
            return -1, -1
        return reg.leader, reg.leader_epoch

    def _endpoint(self, broker: int, listener: str) -> tuple[str, int, str | None] | None:
        reg = self.image.brokers.get(broker)
        if reg is None or reg.fenced:
            return None
        ep = reg.listener(listener)
        if ep is None:
            return None
        return ep.host, ep.port, reg.rack

    # ================================================================================================ the image

    def start(self, *, delete_stray_logs: bool = True) -> None:
        """Start acting on the metadata: call it once this broker's metadata has caught up with its own
        registration (the first heartbeat answer with IsCaughtUp, or the first unfencing). Until then images are
        only recorded. A restarted broker must not act on a stale image: it may still name this broker leader of
        partitions whose data it lost, and the controller takes that leadership away (KIP-966's unclean-shutdown
        handling) in the records written together with the new registration. Then the logs of partitions the
        image does not place here are deleted (Kafka's stray-replica detection). Calling it again does nothing."""
        if self.started or self._closed:
            return
        self.started = True
        image = self.image
        log.info("%s Starting with the metadata image at offset %d", self.prefix, image.offset)
        self._apply_image(image, ImageChanges(partitions={
            (t.id, i) for t in image.topics_by_id.values() for i in t.partitions}))
        if delete_stray_logs:
            self.delete_stray_logs()

    def on_image(self, image: MetadataImage, changes: ImageChanges) -> None:
        """A new metadata image (subscribe this to the node's MetadataPublisher)."""
        if self._closed:
            return
        self.image = image
        if self.started:
            self._apply_image(image, changes)

    def _apply_image(self, image: MetadataImage, changes: ImageChanges) -> None:
        for topic_id in changes.deleted_topics:
            for part in [p for p in self.partitions.values() if p.topic_id == topic_id]:
                log.info("%s Deleting partition %s: its topic was deleted", self.prefix, part.name)
                self._stop_partition(part, delete=True)
        for key in [k for k in self.offline if k[0] not in image.topics_by_id]:
            del self.offline[key]
        # topics that disappeared without a RemoveTopicRecord in this delta (a snapshot was loaded)
        gone = {p.topic_id for p in self.partitions.values()} - set(image.topics_by_id)
        for topic_id in gone:
            for part in [p for p in self.partitions.values() if p.topic_id == topic_id]:
                log.info("%s Deleting partition %s: its topic is not in the metadata any more", self.prefix,
                         part.name)
                self._stop_partition(part, delete=True)
        configs_changed = self._topics_with_config_changes(changes)
        for topic_id, index in sorted(changes.partitions, key=lambda k: (str(k[0]), k[1])):
            t = image.topics_by_id.get(topic_id)
            if t is None:
                continue
            reg = t.partitions.get(index)
            if reg is None:
                continue
            try:
                self._apply_partition(t.name, topic_id, index, reg)
            except Exception:
                log.exception("%s Failed to apply the new state of %s-%d", self.prefix, t.name, index)
        if configs_changed is not None:
            self._apply_configs(configs_changed)

    def _topics_with_config_changes(self, changes: ImageChanges) -> set[str] | None:
        """Topic names whose effective config may have changed (every hosted topic when a broker-level config
        changed); None when nothing changed."""
        if not changes.configs:
            return None
        names: set[str] = set()
        for rtype, rname in changes.configs:
            if rtype == BROKER_RESOURCE and rname in ("", str(self.node_id)):
                return {p.topic for p in self.partitions.values()}
            if rtype == TOPIC_RESOURCE:
                names.add(rname)
        return names

    def _apply_configs(self, topics: Iterable[str]) -> None:
        wanted = set(topics)
        for part in list(self.partitions.values()):
            if part.topic not in wanted:
                continue
            part.log.config = self.log_config(part.topic)
            min_isr = self.min_insync_replicas(part.topic)
            part.min_insync_replicas = min_isr
            st = part.state
            if st is not None and st.min_insync_replicas != min_isr:
                old = st.high_watermark
                st.set_min_insync_replicas(min_isr)
                self._leader_state_changed(part, old, isr_changed=True)

    def _apply_partition(self, topic: str, topic_id: uuid.UUID, index: int, reg: PartitionRegistration) -> None:
        key = (topic_id, index)
        part = self.partitions.get(key)
        if self.node_id not in reg.replicas:
            if part is not None:
                log.info("%s Deleting partition %s: this broker is no longer one of its replicas %s", self.prefix,
                         part.name, list(reg.replicas))
                self._stop_partition(part, delete=True)
            self.offline.pop(key, None)
            return
        if part is None:
            part = self._create_partition(topic, topic_id, index)
            if part is None:
                return
        if reg.partition_epoch < part.partition_epoch:
            return  # our AlterPartition already committed something newer
        if reg.leader == self.node_id:
            self._become_leader(part, reg)
        else:
            self._become_follower(part, reg)

    def _create_partition(self, topic: str, topic_id: uuid.UUID, index: int) -> Partition | None:
        key = (topic_id, index)
        if key in self.offline:
            return None  # its log failed: it stays offline until the broker restarts
        old = self._by_name.get((topic, index))
        if old is not None:  # a recreated topic with the same name: the old replica is gone
            self._stop_partition(old, delete=True)
        cfg = self.log_config(topic)
        try:
            plog = self._open_log(topic, topic_id, index, cfg)
        except StorageError as e:
            log.error("%s Partition %s-%d is offline: %s", self.prefix, topic, index, e)
            self.offline[key] = str(e)
            return None
        self.offline.pop(key, None)
        producers = ProducerStateManager(plog.log_prefix)
        producers.rebuild(h for _seg, h in plog.iter_batches())
        part = Partition(self.node_id, topic, topic_id, index, plog, producers)
        part.min_insync_replicas = self.min_insync_replicas(topic)
        self.partitions[key] = part
        self._by_name[(topic, index)] = part
        return part

    def _open_log(self, topic: str, topic_id: uuid.UUID, index: int, cfg: LogConfig) -> Log:
        try:
            plog = self.log_manager.get_or_create_log(topic, index, topic_id=topic_id, config=cfg)
        except StorageError as e:
            if e.error_code != E.INCONSISTENT_TOPIC_ID:
                raise
            # the log of an older topic with the same name, deleted while this broker was away
            log.warning("%s Deleting the stray log of %s-%d: it belongs to an older topic (%s)", self.prefix, topic,
                        index, e)
            self.log_manager.async_delete(topic, index)
            plog = self.log_manager.get_or_create_log(topic, index, topic_id=topic_id, config=cfg)
        plog.config = cfg
        return plog

    def _become_leader(self, part: Partition, reg: PartitionRegistration) -> None:
        now = self.reactor.now_ms()
        st = part.state
        if st is not None and reg.leader_epoch == part.leader_epoch:
            # still the leader in this epoch: the controller changed the ISR or the replicas
            if reg.partition_epoch <= part.partition_epoch:
                return
            old = st.high_watermark
            if reg.replicas != st.replicas:
                st.on_replicas_changed(reg.replicas, now)
            st.on_isr_committed(reg.isr, reg.partition_epoch)
            part.replicas, part.isr, part.partition_epoch = reg.replicas, reg.isr, reg.partition_epoch
            self._leader_state_changed(part, old, isr_changed=True)
            return
        self.fetchers.remove_partition(part.topic_id, part.index)
        self.alter_partition.cancel(part.topic_id, part.index)
        plog = part.log
        leo = plog.log_end_offset
        try:
            plog.assign_epoch_start_offset(reg.leader_epoch, leo)
        except (StorageError, OSError) as e:
            self._log_failed(part, e)
            return
        part.leader_id, part.leader_epoch, part.partition_epoch = self.node_id, reg.leader_epoch, reg.partition_epoch
        part.replicas, part.isr = reg.replicas, reg.isr
        part.follower_sent_hwm.clear()
        part.follower_log_start.clear()
        st = part.state = LeaderPartitionState(
            leader_id=self.node_id,
            replicas=reg.replicas,
            isr=reg.isr,
            leader_epoch=reg.leader_epoch,
            partition_epoch=reg.partition_epoch,
            min_insync_replicas=part.min_insync_replicas,
            lag_time_max_ms=self.settings.replica_lag_time_max_ms,
            leader_epoch_start_offset=leo,
            high_watermark=plog.high_watermark,
            log_end_offset=leo,
            leader_since_ms=now,
        )
        st.on_append(leo)
        plog.update_high_watermark(st.high_watermark)
        log.info(
            "%s Leader %s starts at leader epoch %d from offset %d with partition epoch %d, high watermark %d, "
            "ISR %s%s", self.prefix, part.name, reg.leader_epoch, leo, reg.partition_epoch, st.high_watermark,
            list(reg.isr), " (under min ISR)" if st.under_min_isr else "",
        )
        self._leader_state_changed(part, -1, isr_changed=True)

    def _become_follower(self, part: Partition, reg: PartitionRegistration) -> None:
        changed = part.is_leader or part.leader_id != reg.leader or part.leader_epoch != reg.leader_epoch
        part.replicas, part.isr, part.partition_epoch = reg.replicas, reg.isr, reg.partition_epoch
        if not changed:
            return
        was_leader = part.is_leader
        part.state = None
        part.leader_id, part.leader_epoch = reg.leader, reg.leader_epoch
        self.alter_partition.cancel(part.topic_id, part.index)
        if reg.leader == NO_LEADER:
            self.fetchers.remove_partition(part.topic_id, part.index)
            log.info("%s Partition %s has no leader in epoch %d; not fetching", self.prefix, part.name,
                     reg.leader_epoch)
        else:
            self.fetchers.add_partition(reg.leader, part.topic_id, part.index, part.topic, reg.leader_epoch)
            log.info("%s Follower %s starts fetching from leader %d in epoch %d at offset %d%s", self.prefix,
                     part.name, reg.leader, reg.leader_epoch, part.log.log_end_offset,
                     " (was the leader)" if was_leader else "")
        self._wake_all(part)

    def _stop_partition(self, part: Partition, *, delete: bool) -> None:
        key = part.key
        self.fetchers.remove_partition(part.topic_id, part.index)
        self.alter_partition.cancel(part.topic_id, part.index)
        part.state = None
        part.leader_id = NO_LEADER
        if self.partitions.get(key) is part:
            del self.partitions[key]
        if self._by_name.get((part.topic, part.index)) is part:
            del self._by_name[(part.topic, part.index)]
        self._wake_all(part)
        if delete:
            self.log_manager.async_delete(part.topic, part.index)
            if not any(p.topic == part.topic for p in self.partitions.values()):
                self.metrics.forget_topic(part.topic)

    def _log_failed(self, part: Partition, error: BaseException) -> None:
        log.error("%s Partition %s is offline: %s", self.prefix, part.name, error)
        self._stop_partition(part, delete=False)
        self.offline[part.key] = str(error)
        # an I/O error takes the whole log dir offline (the LogManager then tells the broker)
        self.log_manager.partition_failed((part.topic, part.index), error)

    def stop_partitions_in_dir(self, log_dir: str, reason: str) -> list[str]:
        """The log dir failed: every partition whose log lived there stops being served here (it answers
        KAFKA_STORAGE_ERROR / NOT_LEADER_OR_FOLLOWER until leadership moves). Returns their names."""
        names = []
        for part in list(self.partitions.values()):
            tp = (part.topic, part.index)
            if self.log_manager.dir_of(tp) == log_dir:
                self._stop_partition(part, delete=False)
                self.offline[part.key] = f"log dir {log_dir} failed: {reason}"
                names.append(part.name)
        return names

    def delete_stray_logs(self) -> list[tuple[str, int]]:
        """Delete logs of partitions the (caught-up) image does not place on this broker: topics deleted while
        it was down, replicas moved away, logs of an older topic with the same name. Returns what was deleted."""
        image = self.image
        stray: list[tuple[str, int]] = []
        for (topic, index), plog in list(self.log_manager.logs.items()):
            if (topic, index) in self._by_name:
                continue
            t = image.topic(topic)
            reg = None if t is None else t.partitions.get(index)
            if (t is None or reg is None or self.node_id not in reg.replicas
                    or (plog.topic_id is not None and plog.topic_id != t.id)):
                stray.append((topic, index))
        for topic, index in stray:
            log.info("%s Deleting stray log %s-%d", self.prefix, topic, index)
            self.log_manager.async_delete(topic, index)
        return stray

    # ======================================================================================= leader bookkeeping

    def _leader_state_changed(self, part: Partition, old_hwm: int, *, isr_changed: bool = False) -> None:
        """After follower progress, an append or an ISR change: publish the HWM and complete what waits."""
        st = part.state
        if st is None:
            return
        if st.high_watermark != old_hwm:
            part.log.update_high_watermark(st.high_watermark)
            self._wake_all(part)
        elif isr_changed:
            self._wake_produces(part)

    def _wake_all(self, part: Partition) -> None:
        self._wake_fetches(part)
        self._wake_produces(part)
        for dop in list(part.delete_waiters):
            self._try_complete_delete(dop)

    def _wake_produces(self, part: Partition) -> None:
        """Complete the partition's parked acks=all writes that are decided: those the HWM covers (popped in offset
        order, the rest is not looked at), or all of them when leadership moved (NOT_LEADER_OR_FOLLOWER) or the
        committed ISR fell below min ISR (NOT_ENOUGH_REPLICAS_AFTER_APPEND)."""
        if not part.produce_waiters:
            return
        st = part.state
        if st is None or self.partitions.get(part.key) is not part:
            for w in part.drain_produces():
                self._produce_wait_done(w, int(E.NOT_LEADER_OR_FOLLOWER))
            return
        for w in part.covered_produces(st.high_watermark):
            self._produce_wait_done(w, 0)
        if part.produce_waiters and st.under_min_isr:
            for w in part.drain_produces():
                outcome = st.acks_all_result(w.required_offset)
                self._produce_wait_done(w, int(E.NOT_ENOUGH_REPLICAS_AFTER_APPEND) if outcome is None else outcome)

    def _produce_wait_done(self, w: ProduceWait, code: int) -> None:
        w.done = True
        w.response.error_code = code
        op = w.op
        if op is None or op.done:
            return
        op.remaining -= 1
        if op.remaining <= 0:
            self._finish_produce(op)

    def _can_join_isr(self, replica: int, broker_epoch: int) -> bool:
        reg = self.image.brokers.get(replica)
        if reg is None or reg.fenced or reg.in_controlled_shutdown:
            return False
        return broker_epoch == -1 or reg.epoch == broker_epoch

    def _maybe_expand_isr(self, part: Partition, replica: int) -> None:
        """After `replica` fetched: add it to the ISR if it caught up (Kafka checks only the fetching follower;
        the others' progress may be stale)."""
        st = part.state
        if st is None or st.pending is not None or replica in st.isr:
            return
        proposal = st.isr_expansion(lambda r, epoch: r == replica and self._can_join_isr(r, epoch))
        if proposal is not None:
            self._propose_isr(part, proposal)

    def _check_isr_shrink(self) -> None:
        now = self.reactor.now_ms()
        for part in list(self.partitions.values()):
            st = part.state
            if st is None or st.pending is not None:
                continue
            proposal = st.isr_shrink(now)
            if proposal is not None:
                lagging = [r for r in st.isr if r not in proposal]
                log.info("%s Shrinking ISR of %s from %s to %s: replicas %s have not caught up for %d ms",
                         self.prefix, part.name, list(st.isr), list(proposal), lagging,
                         self.settings.replica_lag_time_max_ms)
                self._propose_isr(part, proposal)

    def _propose_isr(self, part: Partition, isr: tuple[int, ...]) -> None:
        st = part.state
        assert st is not None
        old = st.high_watermark
        st.propose(isr)
        members: list[tuple[int, int]] = []
        for b in isr:
            if b == self.node_id:
                members.append((b, self.broker_epoch()))
            else:
                progress = st.followers.get(b)
                members.append((b, progress.broker_epoch if progress is not None else -1))
        leader_epoch = st.leader_epoch
        key = part.key
        from_isr = st.isr

        def done(error: int, data: AlterPartitionResponse.PartitionData | None) -> None:
            self._alter_partition_done(key, leader_epoch, from_isr, isr, error, data)

        item = AlterPartitionItem(part.topic_id, part.index, leader_epoch, st.partition_epoch, members, done)
        if not self.alter_partition.submit(item):
            st.on_alter_partition_failed()
            return
        log.info("%s Asking the controller to change the ISR of %s from %s to %s", self.prefix, part.name,
                 list(st.isr), list(isr))
        self._leader_state_changed(part, old)

    def _alter_partition_done(self, key: PKey, leader_epoch: int, from_isr: tuple[int, ...],
                              proposed: tuple[int, ...], error: int,
                              data: AlterPartitionResponse.PartitionData | None) -> None:
        part = self.partitions.get(key)
        st = part.state if part is not None else None
        if part is None or st is None or st.leader_epoch != leader_epoch:
            return  # leadership changed meanwhile; the metadata tells the rest
        if error == 0 and data is not None:
            if data.leader_epoch != st.leader_epoch or data.partition_epoch < st.partition_epoch:
                self.metrics.failed_isr_updates += 1  # a newer state is already known (Kafka: markFailed)
                return
            old = st.high_watermark
            if data.partition_epoch > st.partition_epoch:
                st.on_isr_committed(data.isr, data.partition_epoch)
                part.isr, part.partition_epoch = tuple(data.isr), data.partition_epoch
                log.info("%s ISR of %s updated to %s with partition epoch %d", self.prefix, part.name,
                         list(data.isr), data.partition_epoch)
            elif st.pending is not None and st.partition_epoch >= st.pending.partition_epoch:
                st.pending = None  # the metadata image brought this state first
            if set(proposed) - set(from_isr):
                self.metrics.isr_expands += 1
            if set(from_isr) - set(proposed):
                self.metrics.isr_shrinks += 1
            self._leader_state_changed(part, old, isr_changed=True)
            return
        self.metrics.failed_isr_updates += 1
        if error in (E.INVALID_UPDATE_VERSION, E.FENCED_LEADER_EPOCH, E.UNKNOWN_LEADER_EPOCH, E.UNKNOWN_TOPIC_ID,
                     E.UNKNOWN_TOPIC_OR_PARTITION, E.NEW_LEADER_ELECTED):
            # the partition changed on the controller: the change stays pending (it counts in the maximal ISR)
            # until the metadata image brings the new state
            log.info("%s ISR change of %s to %s failed with %s; waiting for the latest metadata", self.prefix,
                     part.name, list(proposed), _error_name(error))
            return
        if st.pending is not None and tuple(st.pending.proposed) == tuple(proposed):
            st.on_alter_partition_failed()
        log.info("%s ISR change of %s to %s failed with %s", self.prefix, part.name, list(proposed),
                 _error_name(error))

    def _expire_producers(self) -> None:
        """producer.id.expiration.ms, and producers whose records retention deleted (the log start moved)."""
        now = self.reactor.wall_ms()
        for part in self.partitions.values():
            part.producers.remove_expired(now, self.settings.producer_id_expiration_ms)
            part.producers.evict_below(part.log.log_start_offset)

    # =================================================================================================== Produce

    def handle_produce(self, info: RequestInfo, req: ProduceRequest, *,
                       internal_topics_allowed: bool | None = None) -> ProduceResponse | Deferred | None:
        """Produce v3-13.

        Clients may not write to the internal topics (`__consumer_offsets`, `__transaction_state`):
        INVALID_TOPIC_EXCEPTION, unless the client id is Kafka's `__admin_client`; the group coordinator writes
        with `internal_topics_allowed=True`.

        Per partition, in Kafka's order: unknown topic/partition (UNKNOWN_TOPIC_OR_PARTITION; v13 topic ids:
        UNKNOWN_TOPIC_ID); exactly one batch of magic 2 (INVALID_RECORD, as Kafka's ProduceRequest.validateRecords
        answers for v3+; kraftpy never sends UNSUPPORTED_FOR_MESSAGE_FORMAT because it has no older formats to
        convert to); zstd before v7 (UNSUPPORTED_COMPRESSION_TYPE); not the leader (NOT_LEADER_OR_FOLLOWER with
        CurrentLeader and NodeEndpoints in v10+); batch larger than max.message.bytes (MESSAGE_TOO_LARGE); CRC and
        structure (CORRUPT_MESSAGE; a record count that contradicts the offsets, a control batch, a producer batch
        without sequence, a record without key on a compacted topic: INVALID_RECORD); transactional batches
        (TRANSACTIONAL_ID_AUTHORIZATION_FAILED without a transactional id, else INVALID_TXN_STATE: kraftpy has no
        transactions yet); acks=all below min ISR (NOT_ENOUGH_REPLICAS, nothing appended); producer state
        (duplicate -> the original offsets; INVALID_PRODUCER_EPOCH; OUT_OF_ORDER_SEQUENCE_NUMBER). Compressed
        batches are appended as sent.

        acks=0: no response (None). acks=1: answered after the leader's append. acks=-1: answered once the HWM
        covers the last offset of every partition, or NOT_ENOUGH_REPLICAS_AFTER_APPEND if the committed ISR
        falls below min ISR first, or REQUEST_TIMED_OUT after TimeoutMs. Other acks: INVALID_REQUIRED_ACKS.
        Kafka closes the connection after an acks=0 request with errors; the runtime has no way to ask for that,
        so the error is only logged.
        """
        now = self.reactor.now_ms()
        v = info.api_version
        R = ProduceResponse
        acks = req.acks
        resp = R(responses=[])
        waits: list[ProduceWait] = []
        entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]] = []
        txn_refused = req.transactional_id is None and _has_transactional_batches(req)
        if internal_topics_allowed is None:
            internal_topics_allowed = info.client_id == ADMIN_CLIENT_ID
        for t in req.topic_data:
            if v >= 13:
                timg = self.image.topics_by_id.get(t.topic_id)
                rt = R.TopicProduceResponse(topic_id=t.topic_id)
                unknown = int(E.UNKNOWN_TOPIC_ID)
            else:
                timg = self.image.topic(t.name)
                rt = R.TopicProduceResponse(name=t.name)
                unknown = int(E.UNKNOWN_TOPIC_OR_PARTITION)
            resp.responses.append(rt)
            name = timg.name if timg is not None else t.name
            for pd in t.partition_data:
                rp = R.PartitionProduceResponse(index=pd.index, base_offset=-1, log_append_time_ms=-1,
                                                log_start_offset=-1)
                rt.partition_responses.append(rp)
                entries.append((rp, name, pd.index))
                if acks not in (-1, 0, 1):
                    rp.error_code = int(E.INVALID_REQUIRED_ACKS)
                    continue
                if timg is None or pd.index not in timg.partitions:
                    rp.error_code = unknown if timg is None else int(E.UNKNOWN_TOPIC_OR_PARTITION)
                    continue
                if name in INTERNAL_TOPICS and not internal_topics_allowed:
                    rp.error_code = int(E.INVALID_TOPIC_EXCEPTION)
                    rp.error_message = f"Cannot append to internal topic {name}"
                elif txn_refused:
                    rp.error_code = int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED)
                else:
                    wait = self._produce_partition(name, pd.index, pd.records, acks, v, rp)
                    if wait is not None:
                        waits.append(wait)
                self.metrics.produce_request(name, failed=rp.error_code != 0)
        if acks == 0:
            errors = [(topic, index, _error_name(rp.error_code)) for rp, topic, index in entries if rp.error_code]
            if errors:
                log.info("%s Errors in an acks=0 produce request from %s (correlation id %d): %s", self.prefix,
                         info.client_id, info.correlation_id, errors)
            return None
        if not waits:
            self._finish_produce_response(resp, entries, v, info.listener)
            self.metrics.produce_latency.record(self.reactor.now_ms() - now)
            return resp
        op = DelayedProduce(Deferred(), resp, v, now, info.listener, entries)
        op.waiting = waits
        op.remaining = len(waits)
        for w in waits:
            w.op = op
            w.partition.park_produce(w)
        op.timer = self.reactor.call_at(now + max(0, req.timeout_ms), lambda: self._expire_produce(op))
        return op.deferred

    def _finish_produce_response(self, resp: ProduceResponse,
                                 entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]], v: int,
                                 listener: str) -> None:
        """Version-specific parts: error messages (v8+), CurrentLeader and NodeEndpoints (v10+)."""
        R = ProduceResponse
        endpoints: dict[int, ProduceResponse.NodeEndpoint] = {}
        for rp, topic, index in entries:
            if v < 8:
                rp.error_message = None
                rp.record_errors = []
            if v < 10 or rp.error_code != E.NOT_LEADER_OR_FOLLOWER:
                continue
            leader, epoch = self._current_leader(topic, index)
            part = self._by_name.get((topic, index))
            if leader == self.node_id and (part is None or not part.is_leader):
                leader = -1
            rp.current_leader = R.LeaderIdAndEpoch(leader_id=leader, leader_epoch=epoch)
            if leader >= 0 and leader not in endpoints:
                ep = self._endpoint(leader, listener)
                if ep is not None:
                    endpoints[leader] = R.NodeEndpoint(node_id=leader, host=ep[0], port=ep[1], rack=ep[2])
        if endpoints:
            resp.node_endpoints = sorted(endpoints.values(), key=lambda e: e.node_id)

    def _produce_partition(self, topic: str, index: int, records: Any, acks: int, v: int,
                           rp: ProduceResponse.PartitionProduceResponse) -> ProduceWait | None:
        size = len(records) if records is not None else 0
        if not size:
            return self._produce_error(rp, topic, E.INVALID_RECORD,
                                       f"Produce requests with version {v} must have at least one record batch "
                                       "per partition")
        try:
            headers = validate_batches(records, strict=True)
        except UnsupportedMagicError:
            return self._produce_error(rp, topic, E.INVALID_RECORD,
                                       f"Produce requests with version {v} are only allowed to contain record "
                                       "batches with magic version 2", size)
        except CorruptRecordError as e:
            bad = E.INVALID_RECORD if e.field in ("recordsCount", "lastOffsetDelta") else E.CORRUPT_MESSAGE
            return self._produce_error(rp, topic, bad, str(e), size)
        if len(headers) != 1:
            return self._produce_error(rp, topic, E.INVALID_RECORD,
                                       f"Produce requests with version {v} are only allowed to contain exactly one "
                                       "record batch per partition", size)
        h = headers[0]
        if v < 7 and h.compression == ZSTD:
            return self._produce_error(rp, topic, E.UNSUPPORTED_COMPRESSION_TYPE,
                                       f"Produce requests with version {v} are not allowed to use ZStandard "
                                       "compression", size)
        part, code = self._lookup(topic, index)
        if part is None or not part.is_leader:
            return self._produce_error(rp, topic, code or E.NOT_LEADER_OR_FOLLOWER, None)
        st = part.state
        assert st is not None
        plog = part.log
        cfg = plog.config
        if h.size > cfg.max_message_bytes:
            return self._produce_error(rp, topic, E.MESSAGE_TOO_LARGE,
                                       f"The record batch size in the append to {part.name} is {h.size} bytes which "
                                       f"exceeds the maximum configured value of {cfg.max_message_bytes}.", size)
        problem = self._invalid_batch(h)
        if problem is None:
            problem = self._invalid_records(h, records, cfg, part.name, rp if v >= 8 else None)
        if problem is not None:
            return self._produce_error(rp, topic, problem[0], problem[1], size)
        if acks == -1 and not st.accepts_acks_all():
            return self._produce_error(
                rp, topic, E.NOT_ENOUGH_REPLICAS,
                f"The size of the current ISR {list(st.isr)} is insufficient to satisfy the min.isr requirement of "
                f"{st.min_isr} for partition {part.name}", None)
        duplicate = None
        if h.producer_id >= 0:
            try:
                duplicate = part.producers.check(h)
            except ProducerStateError as e:
                return self._produce_error(rp, topic, e.error_code, str(e), size)
        if duplicate is not None:
            first, last = duplicate.first_offset, duplicate.last_offset
            append_time = duplicate.timestamp if cfg.log_append_time else -1
            log.debug("%s Duplicate batch of producer %d (sequence %d-%d) in %s: answering with offset %d",
                      self.prefix, h.producer_id, h.base_sequence, h.last_sequence, part.name, first)
        else:
            try:
                appended = plog.append_as_leader(records, st.leader_epoch, batches=headers)
            except (BatchTooLargeError, RecordBatchTooLargeError) as e:
                too_large = E.MESSAGE_TOO_LARGE if isinstance(e, BatchTooLargeError) else E.RECORD_LIST_TOO_LARGE
                return self._produce_error(rp, topic, too_large, str(e), size)
            except (StorageError, OSError) as e:
                self._log_failed(part, e)
                return self._produce_error(rp, topic, E.KAFKA_STORAGE_ERROR, str(e), None)
            first, last, append_time = appended.first_offset, appended.last_offset, appended.log_append_time
            if h.producer_id >= 0:
                part.producers.on_append(h, base_offset=first)
            self.metrics.produced(topic, appended.valid_bytes, h.records_count)
            self._on_leader_append(part)
        rp.base_offset = first
        rp.log_append_time_ms = append_time
        rp.log_start_offset = plog.log_start_offset if v >= 5 else -1
        if acks != -1:
            return None
        outcome = st.acks_all_result(last + 1)
        if outcome is None:
            self._produce_seq += 1
            return ProduceWait(part, last + 1, rp, self._produce_seq)
        rp.error_code = outcome
        return None

    def _produce_error(self, rp: ProduceResponse.PartitionProduceResponse, topic: str, code: int,
                       message: str | None, rejected_bytes: int | None = None) -> ProduceWait | None:
        rp.error_code = int(code)
        rp.error_message = message
        if rejected_bytes:
            self.metrics.rejected(topic, rejected_bytes)
        return None

    @staticmethod
    def _invalid_batch(h: BatchHeader) -> tuple[int, str] | None:
        if h.is_control:
            return int(E.INVALID_RECORD), "Clients are not allowed to write control records"
        if h.is_transactional:
            return int(E.INVALID_TXN_STATE), "kraftpy does not support transactions yet"
        if h.producer_id >= 0 and h.base_sequence < 0:
            return int(E.INVALID_RECORD), f"Invalid sequence number {h.base_sequence} for producer {h.producer_id}"
        return None

    def _invalid_records(self, h: BatchHeader, records: Any, cfg: LogConfig, name: str,
                         rp: ProduceResponse.PartitionProduceResponse | None) -> tuple[int, str] | None:
        """Every record of the batch, as Kafka's LogValidator checks them before a leader appends: structure,
        count, offset deltas, keys on compacted topics, decompression within max.message.bytes, and CreateTime
        timestamps within message.timestamp.before/after.max.ms of the leader's clock. `rp` (v8+) gets the
        index of a bad record in its RecordErrors."""
        view = records if type(records) is memoryview else memoryview(records)
        try:
            first, last = validate_batch_records(view, h, max_size=cfg.max_message_bytes,
                                                 key_required=cfg.compact_enabled)
        except InvalidRecordError as e:
            if rp is not None and e.record_index is not None:
                rp.record_errors = [ProduceResponse.BatchIndexAndErrorMessage(
                    batch_index=e.record_index, batch_index_error_message=e.reason)]
            return int(E.INVALID_RECORD), f"Invalid record in the batch to {name}: {e}"
        except DecompressionLimitError:
            return int(E.INVALID_RECORD), (f"The records of the batch to {name} decompress to more than "
                                           f"max.message.bytes ({cfg.max_message_bytes} bytes)")
        except CorruptRecordError as e:
            return int(E.CORRUPT_MESSAGE), f"Corrupt batch to {name}: {e}"
        if cfg.log_append_time:
            return None
        now = self.reactor.wall_ms()
        low, high = now - cfg.message_timestamp_before_max_ms, now + cfg.message_timestamp_after_max_ms
        bad = first if first < low else last if last > high else None
        if bad is not None:
            return int(E.INVALID_TIMESTAMP), (
                f"Timestamp {bad} of a record in the batch to {name} is out of range. The timestamp should be "
                f"within [{low}, {high}]")
        return None

    def _on_leader_append(self, part: Partition) -> None:
        st = part.state
        assert st is not None
        old = st.high_watermark
        st.on_append(part.log.log_end_offset)
        if st.high_watermark != old:
            part.log.update_high_watermark(st.high_watermark)
            self._wake_all(part)
        else:
            self._wake_fetches(part)  # followers wait for the log end, not the HWM

    def _expire_produce(self, op: DelayedProduce) -> None:
        if op.done:
            return
        for w in op.waiting:
            if not w.done:
                w.done = True
                w.response.error_code = int(E.REQUEST_TIMED_OUT)
                w.partition.produce_wait_abandoned()
        op.remaining = 0
        self.metrics.expired_produces += 1
        self._finish_produce(op)

    def _finish_produce(self, op: DelayedProduce) -> None:
        op.done = True
        if op.timer is not None:
            op.timer.cancel()
        self._finish_produce_response(op.response, op.entries, op.version, op.listener)
        self.metrics.produce_latency.record(self.reactor.now_ms() - op.started_ms)
        op.deferred.resolve(op.response)

    # ===================================================================================================== Fetch

    def handle_fetch(self, info: RequestInfo, req: FetchRequest) -> FetchResponse | Deferred:
        """Fetch v4-18 from consumers (ReplicaId -1) and followers (ReplicaId / ReplicaState >= 0).

        Consumers read up to the HWM (read_committed: the last stable offset, which equals the HWM without
        transactions) from the leader only; followers read up to the log end and report their progress (their
        fetch offset is their log end offset; the leader records it with their broker epoch, advances the HWM and
        expands the ISR). A FetchOffset outside [log start, log end] is OFFSET_OUT_OF_RANGE; beyond the HWM a
        consumer gets no records. LastFetchedEpoch (v12+) is checked against the leader's epoch cache
        (DivergingEpoch when the fetcher's log diverged). MaxBytes (capped by fetch.max.bytes for consumers) and
        PartitionMaxBytes bound the answer, but the first batch found is returned even when larger. Sessions:
        `kraftpy.broker.fetch_session`. Long poll: with fewer than MinBytes available, no error and MaxWaitMs > 0
        the request waits until enough data arrives (HWM moves for consumers, log end for followers), the leader
        changes, or MaxWaitMs passes. Followers are also answered at once when the HWM moved past what they know
        (v18's HighWatermark, or the last HWM sent to them), so they learn it without waiting.
        """
        now = self.reactor.now_ms()
        v = info.api_version
        if v >= 15:
            replica_id, replica_epoch = req.replica_state.replica_id, req.replica_state.replica_epoch
        else:
            replica_id, replica_epoch = req.replica_id, -1
        max_bytes = req.max_bytes if replica_id >= 0 else min(req.max_bytes, self.settings.fetch_max_bytes)
        params = FetchParams(v, replica_id, replica_epoch, req.isolation_level, max_bytes, req.min_bytes,
                             req.max_wait_ms, info.listener, now)
        image = self.image
        partitions: list[FetchPartition] = []
        for t in req.topics:
            if v >= 13:
                timg = image.topics_by_id.get(t.topic_id)
                topic_id, name = t.topic_id, (timg.name if timg is not None else "")
            else:
                timg = image.topic(t.topic)
                topic_id, name = (timg.id if timg is not None else ZERO_UUID), t.topic
            for p in t.partitions:
                partitions.append(FetchPartition(
                    topic_id=topic_id,
                    topic=name,
                    partition=p.partition,
                    fetch_offset=p.fetch_offset,
                    partition_max_bytes=p.partition_max_bytes,
                    current_leader_epoch=p.current_leader_epoch if v >= 9 else -1,
                    last_fetched_epoch=p.last_fetched_epoch if v >= 12 else -1,
                    log_start_offset=p.log_start_offset if v >= 5 else -1,
                ))
                if v >= 18 and replica_id >= 0 and p.high_watermark != INT64_MAX:
                    params.follower_hwms[(topic_id, p.partition)] = p.high_watermark
        forgotten: list[PartitionKey] = []
        if v >= 7:
            for f in req.forgotten_topics_data:
                ident: uuid.UUID | str = f.topic_id if v >= 13 else f.topic
                forgotten.extend((ident, i) for i in f.partitions)
        ctx = self.sessions.new_context(v, req.session_id, req.session_epoch, partitions, forgotten, now)
        if ctx.kind == FetchContext.ERROR:
            return FetchResponse(error_code=ctx.error, session_id=0, responses=[])
        reads = self._read_fetch(params, ctx, update_follower_state=True)
        if self._fetch_ready(params, ctx, reads):
            return self._fetch_response(params, ctx, reads)
        op = DelayedFetch(params, ctx, Deferred())
        for r in reads:
            part = r.part
            if part is not None:
                entries = part.fetch_waiters.get(op)
                if entries is None:
                    op.partitions.append(part)
                    part.fetch_waiters[op] = [r.fp]
                else:
                    entries.append(r.fp)
        op.timer = self.reactor.call_at(now + params.max_wait_ms, lambda: self._complete_fetch(op, expired=True))
        return op.deferred

    def _fetch_lookup(self, fp: FetchPartition, v: int) -> tuple[Partition | None, int]:
        if v >= 13:
            return self._lookup_by_id(fp.topic_id, fp.partition)
        return self._lookup(fp.topic, fp.partition)

    def _read_fetch(self, params: FetchParams, ctx: FetchContext, *, update_follower_state: bool) -> list[_Read]:
        limit = params.max_bytes
        min_one = True
        out: list[_Read] = []
        for fp in ctx.partitions:
            r = self._read_partition(params, fp, limit, min_one, update_follower_state)
            if r.nbytes > 0:
                min_one = False
                limit = max(0, limit - r.nbytes)
            out.append(r)
        return out

    def _read_partition(self, params: FetchParams, fp: FetchPartition, limit: int, min_one: bool,
                        update_follower_state: bool) -> _Read:
        v = params.version
        R = FetchResponse
        pd = R.PartitionData(partition_index=fp.partition, high_watermark=-1, last_stable_offset=-1,
                             log_start_offset=-1, records=b"",
                             aborted_transactions=[] if params.isolation_level == READ_COMMITTED else None)
        part, code = self._fetch_lookup(fp, v)
        if part is not None:
            code = part.check_leader_epoch(fp.current_leader_epoch)
            if not code and not part.is_leader:
                code = int(E.NOT_LEADER_OR_FOLLOWER)
            if not code and params.is_follower and params.replica_id not in part.replicas:
                code = int(E.UNKNOWN_LEADER_EPOCH if fp.current_leader_epoch >= 0 else E.NOT_LEADER_OR_FOLLOWER)
        if code or part is None:
            return self._fetch_error(params, fp, pd, code or int(E.NOT_LEADER_OR_FOLLOWER), part)
        st = part.state
        assert st is not None
        plog = part.log
        if fp.last_fetched_epoch >= 0:
            found = plog.end_offset_for_epoch(fp.last_fetched_epoch)
            if found is None or fp.fetch_offset < plog.log_start_offset:
                return self._fetch_error(params, fp, pd, int(E.OFFSET_OUT_OF_RANGE), part)
            epoch, end = found
            if epoch < fp.last_fetched_epoch or end < fp.fetch_offset:
                pd.diverging_epoch = R.EpochEndOffset(epoch=epoch, end_offset=end)
                self._fill_offsets(pd, part, params)
                return _Read(fp, pd, 0, part, True)
        max_offset = None
        if not params.is_follower:
            max_offset = st.high_watermark  # read_committed: the LSO, which is the HWM without transactions
        try:
            data = plog.read(fp.fetch_offset, min(max(fp.partition_max_bytes, 0), limit), max_offset=max_offset,
                             min_one_message=min_one, region=self.settings.zero_copy_reads,
                             region_min_bytes=self.settings.zero_copy_min_bytes)
        except OffsetOutOfRangeError:
            return self._fetch_error(params, fp, pd, int(E.OFFSET_OUT_OF_RANGE), part)
        except (StorageError, OSError) as e:
            self._log_failed(part, e)
            return self._fetch_error(params, fp, pd, int(E.KAFKA_STORAGE_ERROR), None)
        nbytes = len(data.records)
        if update_follower_state and params.is_follower:
            old = st.high_watermark
            st.on_follower_fetch(params.replica_id, fp.fetch_offset, params.replica_epoch, self.reactor.now_ms())
            if fp.log_start_offset >= 0:
                part.follower_log_start[params.replica_id] = fp.log_start_offset
            self._leader_state_changed(part, old)
            if part.delete_waiters:
                for dop in list(part.delete_waiters):
                    self._try_complete_delete(dop)
            self._maybe_expand_isr(part, params.replica_id)
            if part.state is None:  # the expansion path cannot drop leadership, but stay defensive
                return self._fetch_error(params, fp, pd, int(E.NOT_LEADER_OR_FOLLOWER), part)
        pd.records = data.records
        self._fill_offsets(pd, part, params)
        return _Read(fp, pd, nbytes, part, False)

    @staticmethod
    def _fill_offsets(pd: FetchResponse.PartitionData, part: Partition, params: FetchParams) -> None:
        hwm = part.high_watermark
        pd.high_watermark = hwm
        pd.last_stable_offset = hwm
        pd.log_start_offset = part.log.log_start_offset

    def _fetch_error(self, params: FetchParams, fp: FetchPartition, pd: FetchResponse.PartitionData, code: int,
                     part: Partition | None) -> _Read:
        pd.error_code = code
        if code in (E.NOT_LEADER_OR_FOLLOWER, E.FENCED_LEADER_EPOCH) and params.version >= 12:
            if part is not None:
                leader, epoch = part.leader_id, part.leader_epoch
            else:
                leader, epoch = self._current_leader(fp.topic, fp.partition)
            if leader == self.node_id and (part is None or not part.is_leader):
                leader = -1
            pd.current_leader = FetchResponse.LeaderIdAndEpoch(leader_id=leader, leader_epoch=epoch)
        return _Read(fp, pd, 0, part, False)

    def _fetch_ready(self, params: FetchParams, ctx: FetchContext, reads: list[_Read]) -> bool:
        if params.max_wait_ms <= 0 or not reads:
            return True
        total = 0
        for r in reads:
            if r.data.error_code or r.diverging:
                return True
            total += r.nbytes
            if params.is_follower and r.part is not None and self._follower_hwm_behind(params, r.fp, r.part):
                return True
            if params.is_follower and r.part is not None and 0 <= r.fp.log_start_offset < r.part.log.log_start_offset:
                return True
        return total >= params.min_bytes

    @staticmethod
    def _follower_hwm_behind(params: FetchParams, fp: FetchPartition, part: Partition) -> bool:
        known = params.follower_hwms.get((fp.topic_id, fp.partition))
        if known is None:
            known = part.follower_sent_hwm.get(params.replica_id, -1)
        return part.high_watermark > known

    def _wake_fetches(self, part: Partition) -> None:
        """Something changed on `part` (data, HWM, leadership, log start): its parked fetches look at it again.
        With MinBytes <= 1 (followers, most consumers) only this partition's entries are checked: the others did
        not change since the fetch was parked or last woken (they wake it themselves when they do)."""
        if not part.fetch_waiters:
            return
        for op, entries in list(part.fetch_waiters.items()):
            self._try_complete_fetch(op, entries if op.params.min_bytes <= 1 else None)

    def _try_complete_fetch(self, op: DelayedFetch, entries: list[FetchPartition] | None = None) -> None:
        if op.done:
            return
        try:
            self._check_fetch(op, entries)
        except (StorageError, OSError) as e:
            log.warning("%s Completing a parked fetch after an error: %s", self.prefix, e)
            self._complete_fetch(op)

    def _check_fetch(self, op: DelayedFetch, entries: list[FetchPartition] | None = None) -> None:
        """Kafka's DelayedFetch.tryComplete: answer when a partition changed leadership or epoch, its fetch
        offset is beyond the end or on an older segment, a divergence appeared, a follower's HWM or log start is
        behind, or MinBytes are available. `entries`: check only these partitions (the ones that changed)."""
        params = op.params
        v = params.version
        accumulated = 0
        for fp in op.context.partitions if entries is None else entries:
            part, _code = self._fetch_lookup(fp, v)
            if part is None or not part.is_leader or part.check_leader_epoch(fp.current_leader_epoch):
                self._complete_fetch(op)  # Kafka's cases A-E: no longer the leader, unknown, fenced
                return
            st = part.state
            assert st is not None
            plog = part.log
            end = plog.log_end_offset if params.is_follower else st.high_watermark
            if fp.fetch_offset > end:
                self._complete_fetch(op)
                return
            if fp.fetch_offset < end:
                if params.min_bytes <= 1:
                    self._complete_fetch(op)
                    return
                start_pos = plog.offset_position(fp.fetch_offset)
                end_pos = ((plog.active_segment.base_offset, plog.active_segment.size)
                           if end >= plog.log_end_offset else plog.offset_position(end))
                if start_pos is None or end_pos is None or start_pos[0] != end_pos[0]:
                    self._complete_fetch(op)  # on an older segment: enough to answer (Kafka's case F)
                    return
                accumulated += min(end_pos[1] - start_pos[1], max(fp.partition_max_bytes, 0))
            if fp.last_fetched_epoch >= 0:
                found = plog.end_offset_for_epoch(fp.last_fetched_epoch)
                if found is None or found[0] < fp.last_fetched_epoch or found[1] < fp.fetch_offset:
                    self._complete_fetch(op)
                    return
            if params.is_follower and (
                self._follower_hwm_behind(params, fp, part) or 0 <= fp.log_start_offset < plog.log_start_offset
            ):
                self._complete_fetch(op)
                return
        if accumulated >= params.min_bytes:
            self._complete_fetch(op)

    def _complete_fetch(self, op: DelayedFetch, *, expired: bool = False) -> None:
        if op.done:
            return
        op.done = True
        if op.timer is not None:
            op.timer.cancel()
        for part in op.partitions:
            part.fetch_waiters.pop(op, None)
        if expired:
            self.metrics.expired_fetches += 1
        reads = self._read_fetch(op.params, op.context, update_follower_state=False)
        op.deferred.resolve(self._fetch_response(op.params, op.context, reads))

    def _fetch_response(self, params: FetchParams, ctx: FetchContext, reads: list[_Read]) -> FetchResponse:
        v = params.version
        R = FetchResponse
        now = self.reactor.now_ms()
        answers = [(r.fp, r.data.error_code, r.data.high_watermark, r.data.log_start_offset,
                    r.nbytes > 0 or r.diverging) for r in reads]
        session_id, chosen = ctx.select(answers, now, params.is_follower)
        if not params.is_follower:
            for r in reads:
                if r.fp.topic:
                    self.metrics.fetch_request(r.fp.topic, failed=r.data.error_code != 0)
        topics: list[FetchResponse.FetchableTopicResponse] = []
        last_key: Any = None
        endpoints: dict[int, FetchResponse.NodeEndpoint] = {}
        for i in chosen:
            r = reads[i]
            fp = r.fp
            tkey = fp.topic_id if v >= 13 else fp.topic
            if tkey != last_key or not topics:
                topics.append(R.FetchableTopicResponse(topic_id=fp.topic_id) if v >= 13
                              else R.FetchableTopicResponse(topic=fp.topic))
                last_key = tkey
            topics[-1].partitions.append(r.data)
            if params.is_follower:
                if r.part is not None and not r.data.error_code:
                    r.part.follower_sent_hwm[params.replica_id] = r.data.high_watermark
                self.metrics.replication_bytes_out += r.nbytes
            elif r.nbytes and r.part is not None:
                self.metrics.fetched(r.part.topic, r.nbytes, follower=False)
            if v >= 16 and r.data.error_code in (E.NOT_LEADER_OR_FOLLOWER, E.FENCED_LEADER_EPOCH):
                leader = r.data.current_leader.leader_id
                if leader >= 0 and leader not in endpoints:
                    ep = self._endpoint(leader, params.listener)
                    if ep is not None:
                        endpoints[leader] = R.NodeEndpoint(node_id=leader, host=ep[0], port=ep[1], rack=ep[2])
        latency = now - params.started_ms
        (self.metrics.fetch_follower_latency if params.is_follower else self.metrics.fetch_consumer_latency).record(
            latency)
        resp = R(throttle_time_ms=0, error_code=0, session_id=session_id, responses=topics)
        if endpoints:
            resp.node_endpoints = sorted(endpoints.values(), key=lambda e: e.node_id)
        return resp

    # =============================================================================================== ListOffsets

    def handle_list_offsets(self, info: RequestInfo, req: ListOffsetsRequest) -> ListOffsetsResponse:
        """ListOffsets v1-10 (Kafka's ``Partition.fetchOffsetForTimestamp``).

        -1 latest: the last fetchable offset (consumers: the HWM, read_committed the LSO; followers: the log end)
        with the current leader epoch; -2 earliest and -4 earliest local: the log start offset; -3 max timestamp:
        the offset of the largest timestamp; a timestamp >= 0: the first offset whose timestamp is at least it.
        Lookups beyond the last fetchable offset answer offset -1. OFFSET_NOT_AVAILABLE while a new leader's HWM
        has not reached its epoch start offset. Only the leader answers (ReplicaId -2, debugging, may ask a
        follower). A partition listed twice: INVALID_REQUEST.
        """
        v = info.api_version
        R = ListOffsetsResponse
        replica_id = req.replica_id
        isolation = (req.isolation_level if v >= 2 else 0) if replica_id == CONSUMER_REPLICA_ID else None
        only_leader = replica_id != DEBUGGING_REPLICA_ID
        resp = R(topics=[])
        seen: set[tuple[str, int]] = set()
        for t in req.topics:
            rt = R.ListOffsetsTopicResponse(name=t.name)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.ListOffsetsPartitionResponse(partition_index=p.partition_index, timestamp=-1, offset=-1,
                                                    leader_epoch=-1)
                rt.partitions.append(rp)
                if (t.name, p.partition_index) in seen:
                    rp.error_code = int(E.INVALID_REQUEST)
                    continue
                seen.add((t.name, p.partition_index))
                self._list_offset(t.name, p, v, isolation, only_leader, rp)
                if v < 4:
                    rp.leader_epoch = -1
        return resp

    def _list_offset(self, topic: str, p: ListOffsetsRequest.ListOffsetsPartition, v: int, isolation: int | None,
                     only_leader: bool, rp: ListOffsetsResponse.ListOffsetsPartitionResponse) -> None:
        part, code = self._lookup(topic, p.partition_index)
        if part is not None:
            code = part.check_leader_epoch(p.current_leader_epoch if v >= 4 else -1)
            if not code and only_leader and not part.is_leader:
                code = int(E.NOT_LEADER_OR_FOLLOWER)
        if code or part is None:
            rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
            return
        plog = part.log
        st = part.state
        hwm = part.high_watermark
        last_fetchable = plog.log_end_offset if isolation is None else hwm
        lagging = (isolation is not None and st is not None and st.leader_epoch_start_offset > hwm)
        ts = p.timestamp
        try:
            if ts == LATEST_TIMESTAMP:
                if lagging:
                    rp.error_code = int(E.OFFSET_NOT_AVAILABLE)
                    return
                rp.timestamp, rp.offset, rp.leader_epoch = -1, last_fetchable, part.leader_epoch
                return
            if ts in (EARLIEST_TIMESTAMP, EARLIEST_LOCAL_TIMESTAMP):
                found = plog.fetch_offset_by_timestamp(ts)
            elif ts == MAX_TIMESTAMP or ts >= 0:
                found = plog.fetch_offset_by_timestamp(ts)
                if found is not None and found.offset >= last_fetchable:
                    found = None
                if found is None and lagging:
                    rp.error_code = int(E.OFFSET_NOT_AVAILABLE)
                    return
            else:
                found = None  # -5 latest tiered, -6 earliest pending upload: no tiered storage here
        except (StorageError, OSError) as e:
            self._log_failed(part, e)
            rp.error_code = int(E.KAFKA_STORAGE_ERROR)
            return
        if found is not None:
            rp.timestamp, rp.offset = found.timestamp, found.offset
            rp.leader_epoch = found.leader_epoch if found.leader_epoch is not None else -1

    # ====================================================================================== OffsetForLeaderEpoch

    def handle_offset_for_leader_epoch(self, info: RequestInfo,
                                       req: OffsetForLeaderEpochRequest) -> OffsetForLeaderEpochResponse:
        """OffsetForLeaderEpoch v2-4 (followers' truncation, consumers' log validation): the leader answers with
        (the largest epoch <= the requested one, the start offset of the next epoch or its log end), or -1/-1
        when it has no such epoch. CurrentLeaderEpoch is checked (FENCED_LEADER_EPOCH / UNKNOWN_LEADER_EPOCH)."""
        R = OffsetForLeaderEpochResponse
        resp = R(topics=[])
        for t in req.topics:
            rt = R.OffsetForLeaderTopicResult(topic=t.topic)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.EpochEndOffset(partition=p.partition, leader_epoch=-1, end_offset=-1)
                rt.partitions.append(rp)
                part, code = self._lookup(t.topic, p.partition)
                if part is not None:
                    code = part.check_leader_epoch(p.current_leader_epoch)
                    if not code and not part.is_leader:
                        code = int(E.NOT_LEADER_OR_FOLLOWER)
                if code or part is None:
                    rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
                    continue
                found = part.log.end_offset_for_epoch(p.leader_epoch)
                if found is not None:
                    rp.leader_epoch, rp.end_offset = found
        return resp

    # ============================================================================================= DeleteRecords

    def handle_delete_records(self, info: RequestInfo, req: DeleteRecordsRequest) -> DeleteRecordsResponse | Deferred:
        """DeleteRecords v0-2: the leader moves its log start offset to Offset (-1: the HWM), durably, then
        answers once every live replica moved its log start offset there too (the low watermark), or
        REQUEST_TIMED_OUT after TimeoutMs. Beyond the HWM or negative: OFFSET_OUT_OF_RANGE; a topic without
        cleanup.policy=delete: POLICY_VIOLATION."""
        R = DeleteRecordsResponse
        resp = R(topics=[])
        op = DelayedDeleteRecords(Deferred(), resp)
        for t in req.topics:
            rt = R.DeleteRecordsTopicResult(name=t.name)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.DeleteRecordsPartitionResult(partition_index=p.partition_index, low_watermark=-1)
                rt.partitions.append(rp)
                part, code = self._lookup(t.name, p.partition_index)
                if part is not None and not part.is_leader:
                    code = int(E.NOT_LEADER_OR_FOLLOWER)
                if code or part is None:
                    rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
                    continue
                plog = part.log
                if not plog.config.delete_enabled:
                    rp.error_code = int(E.POLICY_VIOLATION)
                    continue
                offset = part.high_watermark if p.offset == -1 else p.offset
                if offset < 0 or offset > part.high_watermark:
                    rp.error_code = int(E.OFFSET_OUT_OF_RANGE)
                    continue
                try:
                    self.log_manager.maybe_increment_log_start_offset(part.topic, part.index, offset)
                except OffsetOutOfRangeError:
                    rp.error_code = int(E.OFFSET_OUT_OF_RANGE)
                    continue
                except (StorageError, OSError) as e:
                    self._log_failed(part, e)
                    rp.error_code = int(E.KAFKA_STORAGE_ERROR)
                    continue
                part.producers.evict_below(plog.log_start_offset)
                low = part.low_watermark(self._alive)
                if low >= offset:
                    rp.low_watermark = low
                else:
                    op.waiting.append(DeleteWait(part, offset, rp))
                    part.delete_waiters.append(op)
                    self._wake_fetches(part)  # followers learn the new log start at once
        if not op.waiting:
            return resp
        op.timer = self.reactor.call_at(self.reactor.now_ms() + max(0, req.timeout_ms),
                                        lambda: self._expire_delete(op))
        self._try_complete_delete(op)
        return op.deferred

    def _try_complete_delete(self, op: DelayedDeleteRecords) -> None:
        if op.done:
            return
        remaining: list[DeleteWait] = []
        for w in op.waiting:
            part = w.partition
            if not part.is_leader or self.partitions.get(part.key) is not part:
                w.response.error_code = int(E.NOT_LEADER_OR_FOLLOWER)
                continue
            low = part.low_watermark(self._alive)
            if low >= w.requested_offset:
                w.response.low_watermark = low
            else:
                remaining.append(w)
        op.waiting = remaining
        if not remaining:
            self._finish_delete(op)

    def _expire_delete(self, op: DelayedDeleteRecords) -> None:
        if op.done:
            return
        for w in op.waiting:
            w.response.error_code = int(E.REQUEST_TIMED_OUT)
            w.response.low_watermark = w.partition.low_watermark(self._alive)
        op.waiting = []
        self._finish_delete(op)

    def _finish_delete(self, op: DelayedDeleteRecords) -> None:
        op.done = True
        if op.timer is not None:
            op.timer.cancel()
        for part in self.partitions.values():
            if op in part.delete_waiters:
                part.delete_waiters.remove(op)
        op.deferred.resolve(op.response)

    # ========================================================================================= GetReplicaLogInfo

    def handle_get_replica_log_info(self, info: RequestInfo, req: GetReplicaLogInfoRequest
                                    ) -> GetReplicaLogInfoResponse:
        """GetReplicaLogInfo v0 (kraftpy's KIP-966 RPC, key 1000): per partition the epoch of the last batch
        written (LastWrittenLeaderEpoch), the leader epoch in this broker's metadata (CurrentLeaderEpoch) and the
        log end offset, plus this broker's epoch. At most 2000 partitions are served; the rest get
        REQUEST_LIMIT_REACHED and HasMoreData. `check_cluster_action` refuses with CLUSTER_AUTHORIZATION_FAILED."""
        R = GetReplicaLogInfoResponse
        allowed = self.check_cluster_action(info)
        resp = R(broker_epoch=self.broker_epoch(), has_more_data=False, topic_partition_log_info_list=[])
        limit = self.settings.max_get_replica_log_info_partitions
        served = 0
        for t in req.topic_partitions:
            rt = R.TopicPartitionLogInfo(topic_id=t.topic_id)
            resp.topic_partition_log_info_list.append(rt)
            timg = self.image.topics_by_id.get(t.topic_id)
            for index in t.partitions:
                rp = R.PartitionLogInfo(partition=index, last_written_leader_epoch=-1, current_leader_epoch=-1,
                                        log_end_offset=-1)
                rt.partition_log_info.append(rp)
                if served >= limit:
                    rp.error_code = int(E.REQUEST_LIMIT_REACHED)
                    resp.has_more_data = True
                    continue
                served += 1
                if not allowed:
                    rp.error_code = int(E.CLUSTER_AUTHORIZATION_FAILED)
                    continue
                reg = None if timg is None else timg.partitions.get(index)
                if reg is not None:
                    rp.current_leader_epoch = reg.leader_epoch
                part, code = self._lookup_by_id(t.topic_id, index)
                if part is None:
                    rp.error_code = code
                    rp.error_message = _describe_error(code, t.topic_id, index)
                    continue
                latest = part.log.latest_epoch
                rp.last_written_leader_epoch = latest if latest is not None else -1
                rp.log_end_offset = part.log.log_end_offset
        return resp

    # ====================================================================================== follower (fetchers)

    def follower_fetch_position(self, key: PKey) -> tuple[int, int, int] | None:
        part = self.partitions.get(key)
        if part is None or part.is_leader or part.log.offline:
            return None
        plog = part.log
        latest = plog.latest_epoch
        return plog.log_end_offset, (latest if latest is not None else -1), plog.log_start_offset

    def append_as_follower(self, key: PKey, leader_epoch: int, records: memoryview | bytes,
                           leader_high_watermark: int, leader_log_start_offset: int) -> int:
        part = self.partitions.get(key)
        if part is None or part.is_leader or part.leader_epoch != leader_epoch:
            # the partition moved on while the fetch was in flight (the fetcher drops such answers anyway)
            return part.log.log_end_offset if part is not None else 0
        plog = part.log
        if len(records):
            batches = validate_batches(records, allow_partial=True)
            if batches:
                data = records if batches.end == len(records) else memoryview(records)[: batches.end]
                plog.append_as_follower(data, batches=batches)
                part.producers.on_batches(batches)
                self.metrics.replication_bytes_in += batches.end
        leo = plog.log_end_offset
        if leader_high_watermark >= 0:
            new_hwm = min(leader_high_watermark, leo)
            if new_hwm > plog.high_watermark:
                plog.update_high_watermark(new_hwm)
        if leader_log_start_offset > plog.log_start_offset:
            new_start = min(leader_log_start_offset, plog.high_watermark)
            if new_start > plog.log_start_offset:
                self.log_manager.maybe_increment_log_start_offset(part.topic, part.index, new_start)
                part.producers.evict_below(plog.log_start_offset)
        return leo

    def truncate_for_divergence(self, key: PKey, epoch: int, end_offset: int) -> bool:
        part = self.partitions.get(key)
        if part is None or part.is_leader:
            return True
        plog = part.log
        leo = plog.log_end_offset
        found = plog.end_offset_for_epoch(epoch)
        if found is None:
            target, complete = min(end_offset, leo), True
        elif found[0] != epoch:
            target, complete = min(found[1], leo), False
        else:
            target, complete = min(found[1], end_offset, leo), True
        self._truncate(part, target)
        return complete

    def truncate_to(self, key: PKey, offset: int) -> None:
        part = self.partitions.get(key)
        if part is not None and not part.is_leader:
            self._truncate(part, offset)

    def truncate_fully_and_start_at(self, key: PKey, offset: int) -> None:
        part = self.partitions.get(key)
        if part is None or part.is_leader:
            return
        part.log.truncate_fully_and_start_at(offset)
        self.log_manager.checkpoint_recovery_points()
        self.log_manager.checkpoint_log_start_offsets()
        part.producers.rebuild(())

    def _truncate(self, part: Partition, offset: int) -> None:
        plog = part.log
        if offset >= plog.log_end_offset:
            # No records to cut, but Log.truncate_to still drops epoch entries starting at the log end (an epoch
            # this broker led without appending), which would otherwise diverge from the leader forever.
            plog.truncate_to(offset)
            return
        log.info("%s Truncating %s from %d to %d", self.prefix, part.name, plog.log_end_offset, offset)
        self.log_manager.truncate_to({(part.topic, part.index): offset})
        if any(e.last_offset >= offset for e in part.producers.entries.values()):
            part.producers.rebuild(h for _seg, h in plog.iter_batches())

    def fetch_failed(self, key: PKey, error: BaseException) -> None:
        part = self.partitions.get(key)
        if part is not None:
            self._log_failed(part, error)

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

    # ================================================================================================== shutdown

    def shutdown(self, broker_epoch: int | None = None, *, close_logs: bool = True) -> None:
        """Stop fetchers and timers, answer parked requests (produces and deletes: NOT_LEADER_OR_FOLLOWER, so
        clients retry on the next leader; fetches: with what is there), then close the logs through the
        LogManager, which writes the clean-shutdown marker with `broker_epoch` (default: the current one)."""
        if self._closed:
            return
        self._closed = True
        for t in self._timers:
            if t is not None:
                t.cancel()
        self.fetchers.shutdown()
        self.alter_partition.shutdown()
        self.producer_ids.close()
        for part in list(self.partitions.values()):
            part.state = None
            part.leader_id = NO_LEADER
            self._wake_all(part)
        if close_logs:
            self.log_manager.shutdown(self.broker_epoch() if broker_epoch is None else broker_epoch)


def _describe_error(code: int, topic_id: uuid.UUID, index: int) -> str:
    return f"{_error_name(code)} for partition {index} of topic {topic_id}"


def _has_transactional_batches(req: ProduceRequest) -> bool:
    for t in req.topic_data:
        for pd in t.partition_data:
            records = pd.records
            # attributes at byte 21 of the first batch (big-endian int16): bit 4 is "transactional"
            if records is not None and len(records) >= 23 and records[22] & 0x10:
                return True
    return False


def _no_producer_ids() -> Deferred:
    d = Deferred()
    d.fail(ProtocolError("no producer id allocator is configured", error_code=int(E.COORDINATOR_NOT_AVAILABLE)))
    return d
