"""The state the parts of the replica manager share, and the lookups they all make.

`ReplicaManager` (kraftpy.broker.replica_manager) is a facade over parts that each own one concern: partition
roles, ISR and high watermark, Produce, Fetch, the offset requests and the follower side. They share one
`ReplicaManagerState`: the node's identity and settings, the current metadata image, the hosted partitions (by
key and by name), the replicas whose log is offline and the metrics. The parts read the image through the state
(it is replaced on every change) and may keep direct references to everything else in it, which never changes
identity.

A part whose read, append or truncation fails reports it here (`log_failed`); the part that owns the replicas'
lifecycle (`PartitionRoles`) subscribes (`on_log_failure`) and takes the replica offline. The parts that report do
not know that part.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from kraftpy.broker.fetcher import FetcherSettings
from kraftpy.broker.partition import Partition
from kraftpy.broker.replica_metrics import ReplicaManagerMetrics
from kraftpy.broker.replication_quota import ReplicationQuota
from kraftpy.metadata.configs import ConfigResolver
from kraftpy.metadata.image import EMPTY_IMAGE, MetadataImage, PartitionKey
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.runtime import Reactor
from kraftpy.storage.config import LogConfig
from kraftpy.storage.errors import LogConfigError
from kraftpy.storage.log_manager import LogManager

__all__ = ["ReplicaManagerSettings", "ReplicaManagerState"]

log = logging.getLogger(__name__)
E = ErrorCode


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
    request_timeout_ms: int = 30_000  # request.timeout.ms: WriteTxnMarkers' acks=all wait, AddPartitionsToTxn sends
    transaction_partition_verification: bool = True  # transaction.partition.verification.enable (KIP-890)
    transaction_state_partitions: int = 50  # transaction.state.log.num.partitions (before the topic exists)
    alter_partition_retry_backoff_ms: int = 100
    max_get_replica_log_info_partitions: int = 2000
    fetcher: FetcherSettings = field(default_factory=FetcherSettings)  # replica.fetch.* settings
    # Fetch answers may carry FileRegions of segment files instead of their bytes (the network layer sends them
    # with sendfile, or reads them on encrypting listeners): only for a node whose responses go through it
    zero_copy_reads: bool = False
    zero_copy_min_bytes: int = 64 * 1024  # smaller reads are read (one write beats header, sendfile, trailer)
    replication_quota_window_num: int = 11  # replication.quota.window.num
    replication_quota_window_seconds: float = 1.0  # replication.quota.window.size.seconds


class ReplicaManagerState:
    """One broker's replicas: what every part of the replica manager reads, and the lookups over it."""

    __slots__ = (
        "_log_failure_handlers",
        "_resolvers",
        "broker_epoch",
        "by_name",
        "closed",
        "controller_leader",
        "follower_quota",
        "image",
        "leader_quota",
        "log_manager",
        "metrics",
        "node_id",
        "offline",
        "partitions",
        "prefix",
        "reactor",
        "settings",
        "started",
    )

    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        log_manager: LogManager,
        settings: ReplicaManagerSettings,
        broker_epoch: Callable[[], int],
        controller_leader: Callable[[], int],
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.log_manager = log_manager
        self.settings = settings
        self.broker_epoch = broker_epoch
        self.controller_leader = controller_leader
        self.prefix = f"[ReplicaManager broker={node_id}]"
        self.image: MetadataImage = EMPTY_IMAGE  # replaced on every change: read it here, never keep it
        self.partitions: dict[PartitionKey, Partition] = {}  # the hosted replicas
        self.by_name: dict[tuple[str, int], Partition] = {}  # the same, by (topic name, partition)
        self.offline: dict[PartitionKey, str] = {}  # replicas this broker should host whose log is offline
        self.metrics = ReplicaManagerMetrics()
        self.started = False  # acting on the metadata (`ReplicaManager.start`)
        self.closed = False
        self._resolvers: tuple[ConfigResolver, ConfigResolver] | None = None
        # KIP-73 replication throttles (kraftpy.broker.replication_quota), configured from the image
        clock = _seconds(reactor)
        num, size = settings.replication_quota_window_num, settings.replication_quota_window_seconds
        self.leader_quota = ReplicationQuota("Leader", num, size, clock)
        self.follower_quota = ReplicationQuota("Follower", num, size, clock)
        self._log_failure_handlers: list[Callable[[Partition, BaseException], None]] = []

    # ========================================================================================== log failures

    def on_log_failure(self, handler: Callable[[Partition, BaseException], None]) -> None:
        """`handler(part, error)` runs when a part reports that `part`'s log failed (`log_failed`)."""
        self._log_failure_handlers.append(handler)

    def log_failed(self, part: Partition, error: BaseException) -> None:
        """`part`'s log failed (a storage error or OSError while reading, appending or truncating it)."""
        for handler in self._log_failure_handlers:
            handler(part, error)

    # ================================================================================================ lookups

    def lookup(self, topic: str, index: int) -> tuple[Partition | None, int]:
        """The hosted partition, or the error Kafka answers for it: UNKNOWN_TOPIC_OR_PARTITION (not in the
        metadata), KAFKA_STORAGE_ERROR (its log is offline), NOT_LEADER_OR_FOLLOWER (not a replica here)."""
        part = self.by_name.get((topic, index))
        if part is not None:
            return part, 0
        t = self.image.topic(topic)
        if t is None or index not in t.partitions:
            return None, int(E.UNKNOWN_TOPIC_OR_PARTITION)
        if (t.id, index) in self.offline:
            return None, int(E.KAFKA_STORAGE_ERROR)
        return None, int(E.NOT_LEADER_OR_FOLLOWER)

    def lookup_by_id(self, topic_id: uuid.UUID, index: int) -> tuple[Partition | None, int]:
        """`lookup` by topic id; an id the metadata does not know is UNKNOWN_TOPIC_ID."""
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

    def registration(self, topic: str, index: int) -> PartitionRegistration | None:
        t = self.image.topic(topic)
        return None if t is None else t.partitions.get(index)

    def alive(self, broker: int) -> bool:
        """Registered and not fenced."""
        reg = self.image.brokers.get(broker)
        return reg is not None and not reg.fenced

    def current_leader(self, topic: str, index: int) -> tuple[int, int]:
        """(leader, leader epoch) as this broker knows them: its own replica's, else the image's; (-1, -1)."""
        part = self.by_name.get((topic, index))
        if part is not None:
            return part.leader_id, part.leader_epoch
        reg = self.registration(topic, index)
        if reg is None:
            return -1, -1
        return reg.leader, reg.leader_epoch

    def endpoint(self, broker: int, listener: str) -> tuple[str, int, str | None] | None:
        """(host, port, rack) of a live broker's `listener`."""
        reg = self.image.brokers.get(broker)
        if reg is None or reg.fenced:
            return None
        ep = reg.listener(listener)
        if ep is None:
            return None
        return ep.host, ep.port, reg.rack

    # ================================================================================================ configs

    def _resolver(self, cluster_view: bool = False) -> ConfigResolver:
        """Effective configs of the current image: this broker's view (log configs include its own dynamic
        broker config) or the cluster's view (min.insync.replicas, as the controller resolves it, so that leader
        and controller agree on the min ISR)."""
        if self._resolvers is None or self._resolvers[0].image is not self.image:
            static = self.settings.static
            self._resolvers = (
                ConfigResolver(self.image, static, self.node_id),
                ConfigResolver(self.image, static, None),
            )
        return self._resolvers[1 if cluster_view else 0]

    def resolver(self) -> ConfigResolver:
        """This broker's view of the effective configs of the current image."""
        return self._resolver()

    def log_config(self, topic: str) -> LogConfig:
        """A topic's effective log config (the configuration layer's rules); the node's default on a bad value."""
        try:
            return LogConfig.from_properties(self._resolver().log_config_properties(topic))
        except LogConfigError as e:
            log.warning("%s Using the default log config for topic %s: %s", self.prefix, topic, e)
            return self.log_manager.default_config

    def min_insync_replicas(self, topic: str) -> int:
        return self._resolver(cluster_view=True).min_insync_replicas(topic)


def _seconds(reactor: Reactor) -> Callable[[], float]:
    return lambda: reactor.now_ms() / 1000.0
