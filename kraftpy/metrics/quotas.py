"""Client quota metrics (Kafka's `kafka.server:type=Produce|Fetch|Request|ControllerMutation,user=..,client-id=..`),
one sample per quota sensor, read when scraped. Labels: `user` and `client_id` are the sensor's tags (Kafka's: ""
where the quota that applies does not name that level).

| metric | Kafka counterpart |
|---|---|
| `kafka_server_produce_byte_rate` | type=Produce byte-rate: bytes a second produced, over the quota windows |
| `kafka_server_produce_throttle_time_seconds` | type=Produce throttle-time: mean throttle time given (NaN: none) |
| `kafka_server_fetch_byte_rate`, `kafka_server_fetch_throttle_time_seconds` | type=Fetch byte-rate, throttle-time |
| `kafka_server_request_request_time` | type=Request request-time: percent of one handler's time, over the windows |
| `kafka_server_request_throttle_time_seconds` | type=Request throttle-time |
| `kafka_server_controllermutation_mutation_rate` | type=ControllerMutation mutation-rate: partitions a second |
| `kafka_server_controllermutation_throttle_time_seconds` | type=ControllerMutation throttle-time |
| `kafka_server_client_quota_bound` (label `quota`: the key) | (kraftpy) the bound a sensor is measured against |
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from prometheus_client.core import GaugeMetricFamily, Metric

__all__ = ["QuotaSample", "QuotaCollector"]

#: (quota key, user tag, client-id tag, rate, throttle-time avg ms, throttle-time max ms, bound)
QuotaSample = tuple[str, str, str, float, float, float, float]

_FAMILIES = {
    "producer_byte_rate": ("kafka_server_produce_byte_rate", "kafka_server_produce_throttle_time_seconds"),
    "consumer_byte_rate": ("kafka_server_fetch_byte_rate", "kafka_server_fetch_throttle_time_seconds"),
    "request_percentage": ("kafka_server_request_request_time", "kafka_server_request_throttle_time_seconds"),
    "controller_mutation_rate": (
        "kafka_server_controllermutation_mutation_rate",
        "kafka_server_controllermutation_throttle_time_seconds",
    ),
}
_LABELS = ["user", "client_id"]


class QuotaCollector:
    """The samples of the quota sensors of the sources added (a broker's ClientQuotaManager, a controller's mutation
    quotas)."""

    def __init__(self) -> None:
        self._sources: list[Callable[[], Iterable[QuotaSample]]] = []

    def add(self, snapshot: Callable[[], Iterable[QuotaSample]]) -> None:
        self._sources.append(snapshot)

    def describe(self) -> list[Metric]:
        return list(self._families([]))

    def collect(self) -> Iterator[Metric]:
        return self._families([s for source in self._sources for s in source()])

    @staticmethod
    def _families(samples: Iterable[QuotaSample]) -> Iterator[Metric]:
        rates: dict[str, GaugeMetricFamily] = {}
        throttles: dict[str, GaugeMetricFamily] = {}
        for key, (rate_name, throttle_name) in _FAMILIES.items():
            rates[key] = GaugeMetricFamily(rate_name, f"Measured {key} over the quota windows.", labels=_LABELS)
            throttles[key] = GaugeMetricFamily(
                throttle_name, f"Mean throttle time a {key} quota gave, over the quota windows.", labels=_LABELS
            )
        bounds = GaugeMetricFamily(
            "kafka_server_client_quota_bound",
            "The client quota a sensor is measured against.",
            labels=[*_LABELS, "quota"],
        )
        for key, user, client, rate, avg_ms, _max_ms, bound in samples:
            if key not in rates:
                continue
            rates[key].add_metric([user, client], rate)
            throttles[key].add_metric([user, client], avg_ms / 1000.0)
            bounds.add_metric([user, client, key], bound)
        yield from rates.values()
        yield from throttles.values()
        yield bounds
