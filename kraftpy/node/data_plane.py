"""The broker's data plane in a node: the settings of the replica manager and fetchers from the node's
configuration, and the periodic tasks of the log manager (flush, retention, checkpoints), on the runtime's timers.

| task | setting (Kafka's name and default) |
|---|---|
| flush logs whose flush.ms passed | `log.flush.scheduler.interval.ms` (Long.MAX_VALUE: never) |
| delete segments past retention, then files whose deletion delay passed | `log.retention.check.interval.ms` (300000) |
| go on removing renamed log dirs (deleted or moved-away replicas) | every `DIR_DELETE_GAP_MS` while one is due |
| write `replication-offset-checkpoint` (high watermarks) | `replica.high.watermark.checkpoint.interval.ms` (5000) |
| write `recovery-point-offset-checkpoint` | `log.flush.offset.checkpoint.interval.ms` (60000) |
| write `log-start-offset-checkpoint` | `log.flush.start.offset.checkpoint.interval.ms` (60000) |
| compact the logs whose cleanup.policy has compact (`kraftpy.storage.cleaner`) | `log.cleaner.*` (below) |

The log cleaner runs on the event loop, in steps of at most `CLEANER_SLICE_MS` milliseconds (a node; the simulator's
reactor gets steps of `log.cleaner.io.buffer.size` bytes, each taking `SIM_STEP_MS` of simulated time), then every
`log.cleaner.backoff.ms`; `log.cleaner.io.max.bytes.per.second` spaces the steps out. On a node, a step of d ms is
followed by a rest of d * (1 - `CLEANER_LOOP_SHARE`) / `CLEANER_LOOP_SHARE` ms while the log still needs cleaning
and the node has other work (its process used more than `CLEANER_IDLE_CPU_MS` of CPU between the two steps before:
requests, replication), so the cleaner then takes at most that share of the loop (the events run in the rests: a
request waits for at most one step) and of the node's CPU, and a node with nothing else to do cleans at full speed,
its steps back to back; a step that a busy machine stretched (the process descheduled in the middle of it) rests
longer, so the cleaner backs off where CPU is short. Why the share: with steps back to back (one after each round of
ready events) the loop never slept while a log needed cleaning, so the OS scheduler treated the node as a busy
process and descheduled it mid-step for other processes' time slices: on the shared 2-core machine a step of 1.4 ms
of CPU took 7 ms of wall time at the median and up to seconds, and the loop stalled for more than 10 ms 26-32 times
a second. With the rests the loop sleeps between steps, wakes promptly when a request arrives, and the same
cleaning's steps took 1.4 ms (CPU 1.1) with no stall over 30 ms (benchmarks/README.md). Why not a thread as in
Kafka: the cleaner's work is mostly Python (reading keys, filtering records), which holds the GIL, so a cleaner
thread would take the event loop's GIL for up to the switch interval (5 ms) each time the loop wants it back, many
times per request; steps bound that wait by the slice instead, touch the live `Log` only from the loop (the swap of
a cleaned segment is atomic with respect to readers and appends without locks), and run unchanged in the simulator.
`benchmarks/cleaner_bench.py` measures both (produce p99 with a cleaning running, and the cleaner's throughput).

The dirs of deleted or moved-away replicas are removed in steps too: each frees at most
`kraftpy.storage.log_manager.DIR_DELETE_STEP_BYTES` of file data (removing a file costs the loop time in proportion
to its size: a 500 MB replica in one go held a node's loop for about 0.2 s on the development machine, which an
acks=all producer with a replica there saw in its p99), the next one `DIR_DELETE_GAP_MS` later while a dir is due.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable

from kraftpy.broker.fetcher import FetcherSettings
from kraftpy.broker.replica_manager import ReplicaManagerSettings
from kraftpy.metadata.configs import ConfigResolver
from kraftpy.metadata.image import EMPTY_IMAGE
from kraftpy.node.config import NodeConfig
from kraftpy.runtime import Reactor, Timer
from kraftpy.storage import LogConfig, LogManager
from kraftpy.storage.cleaner import CleanerConfig, LogCleaner, TransactionView

log = logging.getLogger(__name__)

# periods at or above this are "never" (Kafka's Long.MAX_VALUE defaults)
_NEVER_MS = 2**62
# the longest step of the log cleaner on a node's event loop, and the most bytes it reads and writes in one
CLEANER_SLICE_MS = 1.0
CLEANER_SLICE_BYTES = 64 * 1024 * 1024
# the most of a node's event loop (and CPU) the cleaner takes while a log needs cleaning and the node has other work
# (see cleaner_rest_ms)
CLEANER_LOOP_SHARE = 0.25
# CPU milliseconds the node's process may use between two steps of the cleaner and still count as having no other work
CLEANER_IDLE_CPU_MS = 0.2
# simulated time a step of the cleaner takes in the simulator
SIM_STEP_MS = 1
# the pause between two steps of removing renamed log dirs
DIR_DELETE_GAP_MS = 10


def cleaner_rest_ms(step_ms: float, share: float = CLEANER_LOOP_SHARE) -> int:
    """How long the cleaner rests after a step of `step_ms` (wall clock) so that it has at most `share` of the time:
    ``step_ms * (1 - share) / share``, in whole milliseconds, rounded up."""
    return math.ceil(max(step_ms, 0.0) * (1.0 - share) / share)


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
        request_timeout_ms=v("request.timeout.ms"),
        transaction_partition_verification=v("transaction.partition.verification.enable"),
        transaction_state_partitions=v("transaction.state.log.num.partitions"),
        zero_copy_reads=True,
        replication_quota_window_num=v("replication.quota.window.num"),
        replication_quota_window_seconds=float(v("replication.quota.window.size.seconds")),
        fetcher=FetcherSettings(
            max_wait_ms=v("replica.fetch.wait.max.ms"),
            min_bytes=v("replica.fetch.min.bytes"),
            max_bytes=v("replica.fetch.response.max.bytes"),
            partition_max_bytes=v("replica.fetch.max.bytes"),
            backoff_ms=v("replica.fetch.backoff.ms"),
            request_timeout_ms=v("replica.socket.timeout.ms"),
        ),
    )


def cleaner_config(config: NodeConfig) -> CleanerConfig:
    """The log cleaner's settings from the node's configuration."""
    v = config.catalogue_value
    return CleanerConfig(
        enabled=v("log.cleaner.enable"),
        threads=v("log.cleaner.threads"),
        dedupe_buffer_size=v("log.cleaner.dedupe.buffer.size"),
        io_buffer_load_factor=v("log.cleaner.io.buffer.load.factor"),
        io_buffer_size=v("log.cleaner.io.buffer.size"),
        max_io_bytes_per_second=v("log.cleaner.io.max.bytes.per.second"),
        backoff_ms=v("log.cleaner.backoff.ms"),
        producer_id_expiration_ms=v("producer.id.expiration.ms"),
    )


def default_log_config(config: NodeConfig) -> LogConfig:
    """The log settings of a topic without overrides on this node (its static settings over Kafka's defaults)."""
    resolver = ConfigResolver(EMPTY_IMAGE, config.as_kafka_properties(), config.node_id)
    return LogConfig.from_properties(resolver.log_config_properties(""))


class LogTasks:
    """The log manager's periodic tasks on the runtime's timers, and its log cleaner (see the module's table)."""

    def __init__(
        self,
        reactor: Reactor,
        logs: LogManager,
        config: NodeConfig,
        transactions: TransactionView | None = None,
        *,
        time_sliced: bool = True,
        timer: Callable[[], float] = time.perf_counter,
        cpu: Callable[[], float] = time.process_time,
    ) -> None:
        """`transactions`: the broker's view of its logs' transactions (last stable offsets) for the cleaner;
        `time_sliced`: the cleaner's steps end after `CLEANER_SLICE_MS` of real time and rest for the remainder of
        `CLEANER_LOOP_SHARE` (a node), else after a budget of bytes taking `SIM_STEP_MS` of the reactor's time (the
        simulator); `timer`: the seconds that time the steps, `cpu`: the process's CPU seconds, which say whether
        the node had other work between two steps (tests give their own)."""
        self.reactor = reactor
        self.logs = logs
        self._timers: dict[str, Timer] = {}
        self._closed = False
        self.cleaner: LogCleaner | None = None
        self._sliced = time_sliced
        self._timer = timer
        self._cpu = cpu
        # the process's CPU seconds when the last step ended (None: no step of a cleaning yet)
        self._cpu_after_step: float | None = None
        settings = cleaner_config(config)
        if settings.enabled and settings.threads > 0:
            self.cleaner = LogCleaner(
                logs, settings, clock=reactor.wall_ms, monotonic=reactor.now_ms, transactions=transactions
            )
            self.cleaner.startup()
            self._timers["cleaner"] = reactor.call_at(reactor.now_ms(), self._clean)
        v = config.catalogue_value
        tasks: list[tuple[str, int, Callable[[], object]]] = [
            ("flush", v("log.flush.scheduler.interval.ms"), logs.flush_dirty_logs),
            ("retention", v("log.retention.check.interval.ms"), self._retention),
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

    def _retention(self) -> None:
        """Retention, then the first step of removing renamed dirs (the rest follow in `_delete_dirs`)."""
        try:
            self.logs.cleanup_logs()
        finally:
            self._delete_dirs_later()

    def _delete_dirs_later(self) -> None:
        if not self._closed and self.logs.dir_deletes_due() and "delete dirs" not in self._timers:
            self._timers["delete dirs"] = self.reactor.call_at(
                self.reactor.now_ms() + DIR_DELETE_GAP_MS, self._delete_dirs
            )

    def _delete_dirs(self) -> None:
        self._timers.pop("delete dirs", None)
        if self._closed:
            return
        try:
            self.logs.delete_expired_dirs()
        except Exception:
            log.exception("[LogManager] Removing deleted log directories failed")
            return
        self._delete_dirs_later()

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

    def _clean(self) -> None:
        """One step of the log cleaner, and the next one scheduled (module docstring)."""
        cleaner = self.cleaner
        if self._closed or cleaner is None:
            return
        reactor = self.reactor
        try:
            if self._sliced:
                timer = self._timer
                after = self._cpu_after_step
                idle = after is not None and (self._cpu() - after) * 1000.0 <= CLEANER_IDLE_CPU_MS
                start = timer()
                until = start + CLEANER_SLICE_MS / 1000.0
                delay = cleaner.step(CLEANER_SLICE_BYTES, lambda: timer() >= until)
                if cleaner.busy and not idle:
                    delay = max(delay, cleaner_rest_ms((timer() - start) * 1000.0))
                self._cpu_after_step = self._cpu() if cleaner.busy else None
            else:
                delay = cleaner.step() + SIM_STEP_MS
        except Exception:
            log.exception("[LogCleaner] A step of the log cleaner failed")
            delay = cleaner.config.backoff_ms
        if self._closed:
            return
        if delay <= 0:
            reactor.call_soon(self._clean)
        else:
            self._timers["cleaner"] = reactor.call_at(reactor.now_ms() + delay, self._clean)

    def close(self) -> None:
        self._closed = True
        for t in self._timers.values():
            t.cancel()
        self._timers.clear()
        if self.cleaner is not None:
            self.cleaner.shutdown()
