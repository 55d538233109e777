"""Prometheus view of the group coordinator (Kafka's `kafka.server:type=group-coordinator-metrics` and the
coordinator runtime's partition metrics, in lower case):

| metric | type |
|---|---|
| `kafka_server_group_coordinator_metrics_group_count{protocol}` | gauge: groups this broker coordinates, classic / consumer |
| `kafka_server_group_coordinator_metrics_classic_group_count{state}` | gauge: classic groups by state |
| `kafka_server_group_coordinator_metrics_consumer_group_count{state}` | gauge: KIP-848 groups by state |
| `kafka_server_group_coordinator_metrics_num_offsets` | gauge: committed offsets held |
| `kafka_server_group_coordinator_metrics_num_partitions{state}` | gauge: `__consumer_offsets` partitions loading / active |
| `kafka_server_group_coordinator_metrics_group_rebalance_count` | counter: classic rebalances started |
| `kafka_server_group_coordinator_metrics_consumer_group_rebalance_count` | counter: KIP-848 group epoch bumps |
| `kafka_server_group_coordinator_metrics_offset_commit_count` | counter: offsets committed |
| `kafka_server_group_coordinator_metrics_offset_expiration_count`, `_offset_deletion_count` | counter |
| `kafka_server_group_coordinator_metrics_partition_load_count`, `_partition_load_time_ms_total` | counter: loads |
| `kafka_server_group_coordinator_metrics_partition_load_time_max_ms` | gauge: the longest load |
| `kafka_server_group_coordinator_metrics_write_failures_count` | counter: writes that failed (refused: the group's state reverts; or not replicated in time) |
"""

from __future__ import annotations

from typing import Any

from kraftpy.metrics.roles import Sample, ScrapeCollector, coordinator_runtime_samples

__all__ = ["group_coordinator_collector"]

CLASSIC_STATES = ("Empty", "PreparingRebalance", "CompletingRebalance", "Stable", "Dead")
CONSUMER_STATES = ("Empty", "Assigning", "Reconciling", "Stable", "Dead")


def group_coordinator_collector(coordinator: Any) -> ScrapeCollector:
    p = "kafka_server_group_coordinator_metrics_"
    cache: dict[str, dict[str, Any]] = {}

    def gauges(first: bool) -> dict[str, Any]:
        if first or "g" not in cache:
            cache["g"] = coordinator.gauges()
        return cache["g"]

    def by_protocol() -> dict[tuple[tuple[str, str], ...], float]:
        groups = gauges(True)["groups"]
        out: dict[tuple[tuple[str, str], ...], float] = {(("protocol", t),): 0.0 for t in ("classic", "consumer")}
        for (t, _state), n in groups.items():
            out[(("protocol", t),)] += n
        return out

    def by_state(kind: str, states: tuple[str, ...]) -> Any:
        def read() -> dict[tuple[tuple[str, str], ...], float]:
            groups = gauges(False)["groups"]
            return {(("state", s),): float(groups.get((kind, s), 0)) for s in states}

        return read

    def partitions() -> dict[tuple[tuple[str, str], ...], float]:
        g = gauges(False)
        return {
            (("state", "loading"),): float(g["partitions_loading"]),
            (("state", "active"),): float(g["partitions_active"]),
        }

    def metric(attr: str) -> Any:
        return lambda: float(getattr(coordinator.metrics, attr))

    samples = [
        Sample(p + "group_count", "gauge", "Groups this broker coordinates, by protocol.", by_protocol),
        Sample(p + "classic_group_count", "gauge", "Classic groups by state.", by_state("classic", CLASSIC_STATES)),
        Sample(
            p + "consumer_group_count",
            "gauge",
            "Consumer (KIP-848) groups by state.",
            by_state("consumer", CONSUMER_STATES),
        ),
        Sample(
            p + "num_offsets", "gauge", "Committed offsets this broker holds.", lambda: float(gauges(False)["offsets"])
        ),
        Sample(
            p + "num_partitions",
            "gauge",
            "__consumer_offsets partitions this broker coordinates, by state.",
            partitions,
        ),
        Sample(p + "group_rebalance_count", "counter", "Classic group rebalances started.", metric("rebalances")),
        Sample(
            p + "consumer_group_rebalance_count",
            "counter",
            "Consumer group epoch bumps.",
            metric("consumer_group_rebalances"),
        ),
        Sample(p + "offset_commit_count", "counter", "Offsets committed.", metric("offset_commits")),
        Sample(p + "offset_expiration_count", "counter", "Offsets removed by expiry.", metric("offsets_expired")),
        Sample(p + "offset_deletion_count", "counter", "Offsets deleted by OffsetDelete.", metric("offset_deletions")),
        *coordinator_runtime_samples(p, "__consumer_offsets", lambda: coordinator.metrics),
    ]
    return ScrapeCollector(samples)
