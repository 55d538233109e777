"""The broker's data plane in a node: the settings of the replica manager and fetchers from the node's
configuration, and the periodic tasks of the log manager (flush, retention, checkpoints), on the runtime's timers.

| task | setting (Kafka's name and default) |
|---|---|
| flush logs whose flush.ms passed | `log.flush.scheduler.interval.ms` (Long.MAX_VALUE: never) |
| delete segments past retention, then files whose deletion delay passed | `log.retention.check.interval.ms` (300000) |
| write `replication-offset-checkpoint` (high watermarks) | `replica.high.watermark.checkpoint.interval.ms` (5000) |
| write `recovery-point-offset-checkpoint` | `log.flush.offset.checkpoint.interval.ms` (60000) |
| write `log-start-offset-checkpoint` | `log.flush.start.offset.checkpoint.interval.ms` (60000) |
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from kraftpy.broker.fetcher import FetcherSettings
from kraftpy.broker.replica_manager import ReplicaManagerSettings
from kraftpy.metadata.configs import ConfigResolver
from kraftpy.metadata.image import EMPTY_IMAGE
from kraftpy.node.config import NodeConfig
from kraftpy.runtime import Reactor, Timer
from kraftpy.storage import LogConfig, LogManager

log = logging.getLogger(__name__)

# periods at or above this are "never" (Kafka's Long.MAX_VALUE defaults)
_NEVER_MS = 2**62


def replica_manager_settings(config: NodeConfig) -> ReplicaManagerSettings:
    """The replica manager's and replica fetchers' settings from the node's configuration."""
    v = config.catalogue_value
    return ReplicaManagerSettings(
        static=config.as_kafka_properties(),
        replica_lag_time_max_ms=config.replica_lag_time_max_ms,
        fetch_max_bytes=v("fetch.max.bytes"),
        max_incremental_fetch_session_cache_slots=v("max.incremental.fetch.session.cache.slots"),
        producer_id_expiration_ms=v("producer.id.expiration.ms"),
        producer_id_expiration_check_interval_ms=v("producer.id.expiration.check.interval.ms"),
        controller_request_timeout_ms=config.controller_quorum_request_timeout_ms,
        zero_copy_reads=True,
        fetcher=FetcherSettings(
            max_wait_ms=v("replica.fetch.wait.max.ms"),
            min_bytes=v("replica.fetch.min.bytes"),
            max_bytes=v("replica.fetch.response.max.bytes"),
            partition_max_bytes=v("replica.fetch.max.bytes"),
            backoff_ms=v("replica.fetch.backoff.ms"),
            request_timeout_ms=v("replica.socket.timeout.ms"),
        ),
    )


def default_log_config(config: NodeConfig) -> LogConfig:
    """The log settings of a topic without overrides on this node (its static settings over Kafka's defaults)."""
    resolver = ConfigResolver(EMPTY_IMAGE, config.as_kafka_properties(), config.node_id)
    return LogConfig.from_properties(resolver.log_config_properties(""))


class LogTasks:
    """The log manager's periodic tasks on the runtime's timers (see the module's table)."""

    def __init__(self, reactor: Reactor, logs: LogManager, config: NodeConfig) -> None:
        self.reactor = reactor
        self.logs = logs
        self._timers: dict[str, Timer] = {}
        self._closed = False
        v = config.catalogue_value
        tasks: list[tuple[str, int, Callable[[], object]]] = [
            ("flush", v("log.flush.scheduler.interval.ms"), logs.flush_dirty_logs),
            ("retention", v("log.retention.check.interval.ms"), logs.cleanup_logs),
            (
                "high watermark checkpoint",
                v("replica.high.watermark.checkpoint.interval.ms"),
                logs.checkpoint_high_watermarks,
            ),
            (
                "recovery point checkpoint",
                v("log.flush.offset.checkpoint.interval.ms"),
                logs.checkpoint_recovery_points,
            ),
            (
                "log start offset checkpoint",
                v("log.flush.start.offset.checkpoint.interval.ms"),
                logs.checkpoint_log_start_offsets,
            ),
        ]
        for name, period, fn in tasks:
            if 0 < period < _NEVER_MS:
                self._schedule(name, period, fn)

    def _schedule(self, name: str, period: int, fn: Callable[[], object]) -> None:
        def run() -> None:
            if self._closed:
                return
            try:
                fn()
            except Exception:
                log.exception("[LogManager] The periodic %s failed", name)
            if not self._closed:
                self._timers[name] = self.reactor.call_at(self.reactor.now_ms() + period, run)

        self._timers[name] = self.reactor.call_at(self.reactor.now_ms() + period, run)

    def close(self) -> None:
        self._closed = True
        for t in self._timers.values():
            t.cancel()
        self._timers.clear()
