"""Prometheus views of the roles' metrics.

Raft, the controller and the broker keep their metrics as plain numbers (no locks, no label lookups on hot paths);
`ScrapeCollector` turns them into Prometheus samples only when `/metrics` is scraped.

Raft (Kafka's `kafka.server:type=raft-metrics` attributes):

| metric | type |
|---|---|
| `kafka_server_raft_metrics_current_state{state=...}` | gauge, 1 for the node's state |
| `kafka_server_raft_metrics_current_leader`, `_current_vote`, `_current_epoch` | gauge |
| `kafka_server_raft_metrics_high_watermark`, `_log_end_offset`, `_log_end_epoch`, `_log_start_offset` | gauge |
| `kafka_server_raft_metrics_number_of_voters`, `_number_of_observers` | gauge |
| `kafka_server_raft_metrics_uncommitted_voter_change` (Kafka's), `_is_voter`, `_number_of_target_voters`, `_reassignment_in_progress`, `_observers_caught_up` (seed 003's quorum reassignment) | gauge |
| `kafka_server_raft_metrics_voter_changes_total`, `_handovers_total` | counter |
| `kafka_server_raft_metrics_elections_started_total`, `_times_elected_total`, `_append_records_total`, `_fetch_records_total`, `_committed_batches_total`, `_snapshots_loaded_total`, `_snapshots_created_total`, `_truncations_total` | counter |
| `kafka_server_raft_metrics_commit_latency_seconds`, `_election_latency_seconds` | summary (sum, count) |
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from prometheus_client import CollectorRegistry
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric, SummaryMetricFamily

RAFT_STATES = ("unattached", "voted", "prospective", "candidate", "leader", "follower", "resigned", "observer")


@dataclass(frozen=True, slots=True)
class Sample:
    """One metric: its name, kind (gauge/counter), help text, and how to read it (a number, or {labels: number})."""

    name: str
    kind: str
    help: str
    read: Callable[[], float | dict[tuple[tuple[str, str], ...], float]]


class ScrapeCollector:
    """A prometheus-client collector reading `Sample`s at scrape time."""

    def __init__(
        self, samples: Iterable[Sample], summaries: Iterable[tuple[str, str, Callable[[], tuple[float, float]]]] = ()
    ) -> None:
        self.samples = list(samples)
        self.summaries = list(summaries)

    def describe(self) -> list[Metric]:
        return []

    def collect(self) -> Iterator[Metric]:
        for s in self.samples:
            value = s.read()
            if isinstance(value, dict):
                label_names = sorted({k for labels in value for k, _ in labels})
                family: Any = (GaugeMetricFamily if s.kind == "gauge" else CounterMetricFamily)(
                    s.name, s.help, labels=label_names
                )
                for labels, v in sorted(value.items()):
                    d = dict(labels)
                    family.add_metric([d.get(n, "") for n in label_names], v)
            elif s.kind == "gauge":
                family = GaugeMetricFamily(s.name, s.help, value=value)
            else:
                family = CounterMetricFamily(s.name, s.help, value=value)
            yield family
        for name, help_text, read in self.summaries:
            count, total = read()
            yield SummaryMetricFamily(name, help_text, count_value=int(count), sum_value=total)


def coordinator_runtime_samples(prefix: str, topic: str, metrics: Callable[[], Any]) -> list[Sample]:
    """What every coordinator's runtime counts (`kraftpy.coordinator.runtime.RuntimeMetrics`: loads of the
    partitions of `topic` and failed writes), under `prefix`."""

    def metric(attr: str) -> Callable[[], float]:
        return lambda: float(getattr(metrics(), attr))

    return [
        Sample(prefix + "partition_load_count", "counter", f"{topic} partitions loaded.", metric("partitions_loaded")),
        Sample(
            prefix + "partition_load_time_ms_total",
            "counter",
            "Time spent loading partitions, in ms.",
            metric("load_time_ms_total"),
        ),
        Sample(
            prefix + "partition_load_time_max_ms",
            "gauge",
            "The longest load of a partition, in ms.",
            metric("load_time_ms_max"),
        ),
        Sample(prefix + "write_failures_count", "counter", f"Writes to {topic} that failed.", metric("write_failures")),
    ]


def raft_collector(metrics: Callable[[], Any]) -> ScrapeCollector:
    """Raft metrics of the node's `RaftNode` (`metrics()` returns its RaftMetrics)."""
    p = "kafka_server_raft_metrics_"

    def g(attr: str) -> Callable[[], float]:
        return lambda: float(getattr(metrics(), attr))

    def state() -> dict[tuple[tuple[str, str], ...], float]:
        current = metrics().current_state
        states = RAFT_STATES if current in RAFT_STATES else (*RAFT_STATES, current)
        return {(("state", s),): 1.0 if s == current else 0.0 for s in states}

    gauges = [
        ("current_leader", "The current quorum leader's id (-1: unknown)."),
        ("current_vote", "The candidate this node voted for in the current epoch (-1: none)."),
        ("current_epoch", "The current quorum epoch."),
        ("high_watermark", "The high watermark this node knows (-1: unknown)."),
        ("log_end_offset", "The end offset of the metadata log."),
        ("log_end_epoch", "The epoch of the last entry of the metadata log."),
        ("log_start_offset", "The start offset of the metadata log (after snapshots)."),
        ("number_of_voters", "Voters of the quorum."),
        ("number_of_observers", "Observers the leader knows (leader only)."),
        ("uncommitted_voter_change", "1 while the latest voter change of the log is not committed."),
        ("is_voter", "1 when this node is in the voter set of its log."),
        ("number_of_target_voters", "Voters a quorum reassignment in progress moves to (0: none in progress)."),
        ("reassignment_in_progress", "1 while a quorum reassignment (TargetVoters) is in progress."),
        ("observers_caught_up", "Controller observers the leader could make voters now (leader only)."),
    ]
    counters = [  # (metric name, RaftMetrics attribute, help)
        ("elections_started", "elections_started", "Elections this node started."),
        ("times_elected", "times_elected", "Times this node became the leader."),
        ("append_records", "append_records_total", "Records appended as the leader."),
        ("fetch_records", "fetch_records_total", "Records appended as a follower or observer."),
        ("committed_batches", "committed_batches_total", "Committed batches handed to the state machine."),
        ("snapshots_loaded", "snapshots_loaded_total", "Snapshots loaded."),
        ("snapshots_created", "snapshots_created_total", "Snapshots created."),
        ("truncations", "truncations_total", "Log truncations after a divergence."),
        ("voter_changes", "voter_changes_total", "Voter assignment records this node appended as the leader."),
        ("handovers", "handovers_total", "Times this leader handed over because a reassignment removed it."),
    ]
    samples = [Sample(p + "current_state", "gauge", "1 for the current raft state of this node.", state)]
    samples += [Sample(p + name, "gauge", text, g(name)) for name, text in gauges]
    samples += [Sample(p + name, "counter", text, g(attr)) for name, attr, text in counters]

    def latency(kind: str) -> Callable[[], tuple[float, float]]:
        return lambda: (
            float(getattr(metrics(), f"{kind}_latency_count")),
            getattr(metrics(), f"{kind}_latency_sum_ms") / 1000.0,
        )

    summaries = [
        (p + "commit_latency_seconds", "Time from append to commit on the leader.", latency("commit")),
        (p + "election_latency_seconds", "Time an election took.", latency("election")),
    ]
    return ScrapeCollector(samples, summaries)


def controller_collector(
    snapshot: Callable[[], dict[str, int]], infos: Iterable[tuple[str, str, str, str]]
) -> ScrapeCollector:
    """The controller's metrics: `snapshot()` returns them by key, `infos` are (key, Prometheus name, kind, help)
    (kraftpy.controller.metrics.METRICS). One scrape reads one snapshot."""
    cache: dict[str, dict[str, int]] = {}

    def read(key: str, first: bool) -> Callable[[], float]:
        def value() -> float:
            if first or "s" not in cache:
                cache["s"] = snapshot()
            return float(cache["s"].get(key, 0))

        return value

    samples = [Sample(name, kind, text, read(key, i == 0)) for i, (key, name, kind, text) in enumerate(infos)]
    return ScrapeCollector(samples)


# the replica manager's gauges: (ReplicaManager.gauges() key, Prometheus name, help)
_REPLICA_MANAGER_GAUGES = (
    ("LeaderCount", "leader_count", "Partitions this broker leads."),
    ("PartitionCount", "partition_count", "Partition replicas on this broker."),
    ("UnderReplicatedPartitions", "under_replicated_partitions", "Led partitions whose ISR lacks replicas."),
    (
        "UnderMinIsrPartitionCount",
        "under_min_isr_partition_count",
        "Led partitions whose ISR is below the effective min ISR (acks=all writes wait, the HWM stops).",
    ),
    ("AtMinIsrPartitionCount", "at_min_isr_partition_count", "Led partitions whose ISR is at the min ISR."),
    ("OfflineReplicaCount", "offline_replica_count", "Replicas whose log is offline."),
)
_REPLICA_MANAGER_COUNTERS = (
    ("isr_shrinks", "isr_shrinks_total", "ISR shrinks this broker committed as leader."),
    ("isr_expands", "isr_expands_total", "ISR expansions this broker committed as leader."),
    ("failed_isr_updates", "failed_isr_updates_total", "AlterPartition requests the controller refused."),
)
_TOPIC_COUNTERS = (
    ("bytes_in", "bytes_in_total", "Bytes producers appended to led partitions."),
    ("messages_in", "messages_in_total", "Records producers appended to led partitions."),
    ("bytes_out", "bytes_out_total", "Bytes sent to consumers (replication excluded)."),
    ("bytes_rejected", "bytes_rejected_total", "Produced bytes refused (too large, corrupt, invalid)."),
    ("produce_requests", "total_produce_requests_total", "Produce requests, counted per partition."),
    ("failed_produce_requests", "failed_produce_requests_total", "Failed produce requests, per partition."),
    ("fetch_requests", "total_fetch_requests_total", "Consumer fetch requests, counted per partition."),
    ("failed_fetch_requests", "failed_fetch_requests_total", "Failed consumer fetch requests, per partition."),
)


#: the replication throttles' gauges: (key of ReplicaManager.throttle_gauges(), name, help)
_THROTTLE_GAUGES = (
    (
        "LeaderByteRate",
        "kafka_server_leaderreplication_byte_rate",
        "Bytes a second sent to followers for throttled partitions (leader.replication.throttled.replicas).",
    ),
    (
        "FollowerByteRate",
        "kafka_server_followerreplication_byte_rate",
        "Bytes a second fetched for throttled partitions (follower.replication.throttled.replicas).",
    ),
    (
        "LeaderThrottledPartitions",
        "kafka_server_leaderreplication_throttled_partitions",
        "Partitions led here whose followers out of the ISR are under the leader replication throttle.",
    ),
    (
        "FollowerThrottledPartitions",
        "kafka_server_followerreplication_throttled_partitions",
        "Partitions followed here, out of the ISR, under the follower replication throttle.",
    ),
)


def broker_collector(
    metrics: Callable[[], Any],
    gauges: Callable[[], dict[str, int]],
    throttles: Callable[[], dict[str, float]] | None = None,
) -> ScrapeCollector:
    """The broker's data-plane metrics: `metrics()` is the replica manager's ReplicaManagerMetrics and `gauges()`
    its ReplicaManager gauges. Names follow Kafka's MBeans in lower case:
    `kafka_server_replicamanager_*` and `kafka_server_brokertopicmetrics_*{topic=...}` (counters).

    `throttles()` (the replication throttles, KIP-73) gives `kafka_server_leaderreplication_byte_rate` and
    `kafka_server_followerreplication_byte_rate` (Kafka's `kafka.server:type=LeaderReplication|FollowerReplication,
    name=byte-rate`: bytes a second of throttled partitions over the replication quota windows) and kraftpy's
    `kafka_server_leaderreplication_throttled_partitions` / `kafka_server_followerreplication_throttled_partitions`
    (partitions whose replication the throttle applies to now: throttled, with a replica out of the ISR)."""
    rp = "kafka_server_replicamanager_"
    tp = "kafka_server_brokertopicmetrics_"
    cache: dict[str, dict[str, int]] = {}

    def gauge(key: str, first: bool) -> Callable[[], float]:
        def value() -> float:
            if first or "g" not in cache:
                cache["g"] = gauges()
            return float(cache["g"].get(key, 0))

        return value

    def attr(name: str) -> Callable[[], float]:
        return lambda: float(getattr(metrics(), name))

    def per_topic(name: str) -> Callable[[], dict[tuple[tuple[str, str], ...], float]]:
        return lambda: {(("topic", t),): float(getattr(s, name)) for t, s in metrics().topics.items()}

    samples = [
        Sample(rp + name, "gauge", text, gauge(key, i == 0))
        for i, (key, name, text) in enumerate(_REPLICA_MANAGER_GAUGES)
    ]
    samples += [
        Sample(rp + name.removesuffix("_total"), "counter", text, attr(key))
        for key, name, text in _REPLICA_MANAGER_COUNTERS
    ]
    samples += [
        Sample(tp + name.removesuffix("_total"), "counter", text, per_topic(key)) for key, name, text in _TOPIC_COUNTERS
    ]
    samples += [
        Sample(
            tp + "replication_bytes_in",
            "counter",
            "Bytes appended by this broker's replica fetchers.",
            attr("replication_bytes_in"),
        ),
        Sample(
            tp + "replication_bytes_out", "counter", "Bytes sent to followers' fetches.", attr("replication_bytes_out")
        ),
        Sample(
            "kafka_server_delayedoperationpurgatory_expired_produces",
            "counter",
            "acks=all produces answered on their timeout.",
            attr("expired_produces"),
        ),
        Sample(
            "kafka_server_delayedoperationpurgatory_expired_fetches",
            "counter",
            "Fetches answered on their max wait.",
            attr("expired_fetches"),
        ),
    ]

    if throttles is not None:
        read_throttles = throttles
        tcache: dict[str, dict[str, float]] = {}

        def throttle(key: str, first: bool) -> Callable[[], float]:
            def value() -> float:
                if first or "t" not in tcache:
                    tcache["t"] = read_throttles()
                return float(tcache["t"].get(key, 0.0))

            return value

        for i, (key, name, text) in enumerate(_THROTTLE_GAUGES):
            samples.append(Sample(name, "gauge", text, throttle(key, i == 0)))

    def latency(name: str) -> Callable[[], tuple[float, float]]:
        def read() -> tuple[float, float]:
            lat = getattr(metrics(), name)
            return float(lat.count), lat.sum_ms / 1000.0

        return read

    summaries = [
        (
            "kafka_network_requestmetrics_produce_total_time_seconds",
            "Time to answer produce requests.",
            latency("produce_latency"),
        ),
        (
            "kafka_network_requestmetrics_fetch_consumer_total_time_seconds",
            "Time to answer consumer fetches.",
            latency("fetch_consumer_latency"),
        ),
        (
            "kafka_network_requestmetrics_fetch_follower_total_time_seconds",
            "Time to answer follower fetches.",
            latency("fetch_follower_latency"),
        ),
    ]
    return ScrapeCollector(samples, summaries)


def register(registry: CollectorRegistry, collector: ScrapeCollector) -> None:
    registry.register(collector)  # type: ignore[arg-type]
