"""Prometheus view of the broker side of transactions (the replica manager's counters, `kraftpy.broker.
replica_metrics`), names as a JMX exporter writes Kafka's MBeans in lower case:

* `kafka_server_replicamanager_txn_markers_written{result}` (counter, kraftpy; result "commit" or "abort"):
  COMMIT/ABORT markers this broker wrote as partition leader;
* `kafka_server_addpartitionstotxnmanager_verifications` (counter, kraftpy): KIP-890 verifications asked of
  transaction coordinators;
* `kafka_server_addpartitionstotxnmanager_verification_failures` (counter): partitions not verified (Kafka's
  `VerificationFailureRate`);
* `kafka_server_addpartitionstotxnmanager_verification_time_seconds` (summary): time to a verification's answer
  (Kafka's `VerificationTimeMs`).
"""

from __future__ import annotations

from collections.abc import Callable

from kraftpy.broker.replica_metrics import ReplicaManagerMetrics
from kraftpy.metrics.roles import Sample, ScrapeCollector

__all__ = ["broker_transaction_collector"]

_TXN = "kafka_server_addpartitionstotxnmanager_"


def broker_transaction_collector(metrics: Callable[[], ReplicaManagerMetrics]) -> ScrapeCollector:
    """The collector over `metrics()`, the replica manager's `ReplicaManagerMetrics`."""

    def markers() -> dict[tuple[tuple[str, str], ...], float]:
        commit, abort = metrics().txn_markers_written
        return {(("result", "commit"),): float(commit), (("result", "abort"),): float(abort)}

    def latency() -> tuple[float, float]:
        lat = metrics().txn_verification_latency
        return float(lat.count), lat.sum_ms / 1000.0

    samples = [
        Sample(
            "kafka_server_replicamanager_txn_markers_written",
            "counter",
            "COMMIT/ABORT markers written as partition leader.",
            markers,
        ),
        Sample(
            _TXN + "verifications",
            "counter",
            "KIP-890 verifications asked of transaction coordinators.",
            lambda: float(metrics().txn_verifications),
        ),
        Sample(
            _TXN + "verification_failures",
            "counter",
            "Partitions of transactional writes the coordinator did not verify.",
            lambda: float(metrics().txn_verification_failures),
        ),
    ]
    summaries = [(_TXN + "verification_time_seconds", "Time to a verification's answer.", latency)]
    return ScrapeCollector(samples, summaries)
