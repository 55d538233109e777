"""Prometheus view of the transaction coordinator (Kafka's `kafka.server:type=transaction-coordinator-metrics` and
the marker channel's `type=transaction-marker-channel-metrics`, in lower case). Names below drop the prefixes
`kafka_server_transaction_coordinator_metrics_` (C) and `kafka_server_transaction_marker_channel_metrics_` (M):

| metric | type |
|---|---|
| C `transactional_id_count{state}` | gauge: ids coordinated here, by state (Empty, Ongoing, PrepareCommit, ...) |
| C `ongoing_transaction_count` | gauge: transactions open (Ongoing, or prepared and waiting for markers) |
| C `oldest_ongoing_transaction_ms` | gauge: age of the oldest Ongoing transaction |
| C `num_partitions{state}` | gauge: `__transaction_state` partitions loading / active |
| C `transactions_started_count` | counter |
| C `transactions_committed_count`, `transactions_aborted_count` | counter: CompleteCommit / CompleteAbort written |
| C `transactions_timed_out_count` | counter: aborted by the coordinator past `transaction.timeout.ms` |
| C `transactions_fenced_count` | counter: aborted because a new producer initialized the id |
| C `transactional_id_expired_count` | counter: ids removed after `transactional.id.expiration.ms` |
| C `transaction_duration_ms` | summary: first partition to completion, of completed transactions |
| C `partition_load_count`, `partition_load_time_ms_total` | counter: loads |
| C `partition_load_time_max_ms` | gauge: the longest load |
| C `write_failures_count` | counter: `__transaction_state` writes that failed |
| M `unknown_destination_queue_size` | gauge: partition markers not written yet |
| M `markers_written_count` | counter: partition markers acknowledged by their leaders |
| M `marker_retries_count` | counter: partition markers sent again |
| M `marker_requests_count` | counter: WriteTxnMarkers requests sent |
"""

from __future__ import annotations

from typing import Any

from kraftpy.metrics.roles import Sample, ScrapeCollector, coordinator_runtime_samples

__all__ = ["TXN_STATES", "transaction_coordinator_collector"]

TXN_STATES = (
    "Empty",
    "Ongoing",
    "PrepareCommit",
    "PrepareAbort",
    "CompleteCommit",
    "CompleteAbort",
    "Dead",
    "PrepareEpochFence",
)
OPEN_STATES = ("Ongoing", "PrepareCommit", "PrepareAbort")


def transaction_coordinator_collector(coordinator: Any) -> ScrapeCollector:
    """`coordinator`: a `TransactionCoordinator` (its `metrics` and `gauges()`)."""
    p = "kafka_server_transaction_coordinator_metrics_"
    m = "kafka_server_transaction_marker_channel_metrics_"
    cache: dict[str, dict[str, Any]] = {}

    def gauges(first: bool) -> dict[str, Any]:
        if first or "g" not in cache:
            cache["g"] = coordinator.gauges()
        return cache["g"]

    def by_state() -> dict[tuple[tuple[str, str], ...], float]:
        txns = gauges(True)["transactions"]
        return {(("state", s),): float(txns.get(s, 0)) for s in TXN_STATES}

    def ongoing() -> float:
        txns = gauges(False)["transactions"]
        return float(sum(txns.get(s, 0) for s in OPEN_STATES))

    def partitions() -> dict[tuple[tuple[str, str], ...], float]:
        g = gauges(False)
        return {
            (("state", "loading"),): float(g["partitions_loading"]),
            (("state", "active"),): float(g["partitions_active"]),
        }

    def metric(attr: str) -> Any:
        return lambda: float(getattr(coordinator.metrics, attr))

    def marker(attr: str) -> Any:
        return lambda: float(getattr(coordinator.metrics.markers, attr))

    def duration() -> tuple[float, float]:
        mt = coordinator.metrics
        return float(mt.transaction_duration_count), float(mt.transaction_duration_ms_total)

    samples = [
        Sample(p + "transactional_id_count", "gauge", "Transactional ids this broker coordinates, by state.", by_state),
        Sample(p + "ongoing_transaction_count", "gauge", "Transactions open (ongoing or being completed).", ongoing),
        Sample(
            p + "oldest_ongoing_transaction_ms",
            "gauge",
            "Age of the oldest ongoing transaction, in ms.",
            lambda: float(gauges(False)["oldest_ongoing_ms"]),
        ),
        Sample(
            p + "num_partitions",
            "gauge",
            "__transaction_state partitions this broker coordinates, by state.",
            partitions,
        ),
        Sample(p + "transactions_started_count", "counter", "Transactions started.", metric("transactions_started")),
        Sample(
            p + "transactions_committed_count", "counter", "Transactions committed.", metric("transactions_committed")
        ),
        Sample(p + "transactions_aborted_count", "counter", "Transactions aborted.", metric("transactions_aborted")),
        Sample(
            p + "transactions_timed_out_count",
            "counter",
            "Transactions aborted by the coordinator after transaction.timeout.ms.",
            metric("transactions_timed_out"),
        ),
        Sample(
            p + "transactions_fenced_count",
            "counter",
            "Ongoing transactions aborted because a new producer initialized their transactional id.",
            metric("transactions_fenced"),
        ),
        Sample(
            p + "transactional_id_expired_count",
            "counter",
            "Transactional ids removed after transactional.id.expiration.ms.",
            metric("transactional_ids_expired"),
        ),
        *coordinator_runtime_samples(p, "__transaction_state", lambda: coordinator.metrics),
        Sample(
            m + "unknown_destination_queue_size",
            "gauge",
            "Partition markers waiting to be written.",
            lambda: float(gauges(False)["pending_markers"]),
        ),
        Sample(
            m + "markers_written_count",
            "counter",
            "Transaction markers acknowledged by partition leaders.",
            marker("markers_written"),
        ),
        Sample(m + "marker_retries_count", "counter", "Transaction markers sent again.", marker("marker_retries")),
        Sample(m + "marker_requests_count", "counter", "WriteTxnMarkers requests sent.", marker("marker_requests")),
    ]
    summaries = [
        (
            p + "transaction_duration_ms",
            "Duration of completed transactions, from their first partition to their completion, in ms.",
            duration,
        )
    ]
    return ScrapeCollector(samples, summaries)
