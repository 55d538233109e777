"""`NodeMetrics`: one prometheus-client `CollectorRegistry` per node and the network metrics recorded into it.

Kafka exposes JMX MBeans; Prometheus names for them depend on a jmx_exporter's rules. kraftpy picks the usual
lower-case, underscore form of Kafka's names, with seconds and bytes as Prometheus units:

| metric | type | labels | Kafka counterpart |
|---|---|---|---|
| `kafka_network_requests_total` | counter | request, version | `kafka.network:type=RequestMetrics,name=RequestsPerSec,request=..,version=..` |
| `kafka_network_request_errors_total` | counter | request, error | `...RequestMetrics,name=ErrorsPerSec,request=..,error=..` (errors other than NONE) |
| `kafka_network_request_total_time_seconds` | histogram | request | `...RequestMetrics,name=TotalTimeMs,request=..` (arrival to response queued) |
| `kafka_network_request_bytes_total` | counter | request | `...RequestMetrics,name=RequestBytes` (bytes in, size prefix included) |
| `kafka_network_response_bytes_total` | counter | request | bytes out (size prefix included) |
| `kafka_network_connections` | gauge | listener | `kafka.server:type=socket-server-metrics,listener=..` connection-count |
| `kafka_network_connection_creations_total` | counter | listener | connection-creation-total |
| `kafka_network_connection_closes_total` | counter | listener | connection-close-total |
| `kafka_network_connections_refused_total` | counter | listener, reason | (kraftpy) connections closed at once for a limit: reason `max.connections`, `max.connections.per.ip`, `listener.max.connections`, or `max.connections (closed for a protected listener)`; Kafka blocks its acceptor for the node and listener limits instead (`connection-accept-throttle-time`, AcceptorBlockedPercent) |
| `kafka_network_successful_authentication_total` | counter | listener | successful-authentication-total (SASL; SSL certificates are not counted) |
| `kafka_network_failed_authentication_total` | counter | listener | failed-authentication-total (SASL failures, and SSL certificates no mapping rule names) |
| `kafka_network_successful_reauthentication_total` | counter | listener | successful-reauthentication-total |
| `kafka_network_failed_reauthentication_total` | counter | listener | failed-reauthentication-total |
| `kafka_network_expired_connections_killed_total` | counter | listener | expired-connections-killed-count (SASL sessions that ended without re-authentication) |
| `kafka_network_connection_timeouts_total` | counter | listener, reason | (kraftpy) connections closed for `idle` (connections.max.idle.ms) or `authentication` (kraftpy.connections.authentication.timeout.ms) |
| `kafka_network_memory_pool_available_bytes` | gauge | | `kafka.network:type=SocketServer,name=MemoryPoolAvailable` (`queued.max.request.bytes` left) |
| `kafka_network_memory_pool_used_bytes` | gauge | | `...SocketServer,name=MemoryPoolUsed` (requests received, not yet answered) |
| `kafka_network_memory_pool_waits_total` | counter | | times a connection stopped reading for want of room in the pool |
| `kafka_network_memory_pool_unauthenticated_bytes` | gauge | | (kraftpy) of the pool, what connections that have not authenticated hold (bounded by kraftpy.queued.max.unauthenticated.request.bytes) |
| `kafka_network_muted_connections` | gauge | | connections whose reading is paused by backpressure now |
| `kafka_network_connection_accept_rate` | gauge | listener | `kafka.network:type=socket-server-metrics,listener=..` connection-accept-rate: connections accepted a second, measured as `listener.name.<l>.max.connection.creation.rate` is (over `quota.window.num` windows of `quota.window.size.seconds`) |
| `kafka_network_broker_connection_accept_rate` | gauge | | broker-connection-accept-rate: the same over every listener but the inter-broker and controller ones (what `max.connection.creation.rate` limits) |
| `kafka_network_connection_accept_throttle_time_avg_seconds` | gauge | listener | connection-accept-throttle-time: the mean throttle time of the connections whose acceptance a creation rate delayed, over the quota windows (NaN: none) |
| `kafka_network_connection_accept_throttle_time_max_seconds` | gauge | listener | (kraftpy) the longest of them |
| `kafka_network_connections_throttled_total` | counter | listener | (kraftpy) connections whose acceptance a creation rate delayed |
| `kafka_network_acceptor_blocked_seconds_total` | counter | listener | time the listener's acceptor waited for a creation rate (`rate()` of it: Kafka's AcceptorBlockedPercent) |
| `target_info` | info | node_id | (the node this registry belongs to) |
| `process_*`, `python_info`, `python_gc_*` | | | process metrics (prometheus-client's Process/Platform/GC collectors) |

Kafka's connection-creation-rate is `rate(kafka_network_connection_creations_total[...])`.

`request` is Kafka's API name (`Produce`, `ApiVersions`, ...). The error label of the errors counter is the Kafka
error name of the response's top-level ErrorCode (or of the error the request was failed with); per-partition
errors are left to the APIs' own metrics.

Other packages add their metrics to `NodeMetrics.registry`.

The request metrics are recorded for every request, so they are kept as plain numbers on the event loop (no
locks, no label lookups: a few additions per request) and turned into Prometheus samples only when scraped, by a
collector registered on the node's registry.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.gc_collector import GCCollector
from prometheus_client.platform_collector import PlatformCollector
from prometheus_client.process_collector import ProcessCollector

from kraftpy.protocol.api import ApiInfo
from kraftpy.protocol.error_codes import ErrorCode

__all__ = ["LATENCY_BUCKETS", "NodeMetrics"]

#: Request latency buckets, seconds: 100 us .. 30 s.
LATENCY_BUCKETS = (
    0.0001,
    0.00025,
    0.0005,
    0.001,
    0.0025,
    0.005,
    0.01,
    0.025,
    0.05,
    0.1,
    0.25,
    0.5,
    1.0,
    2.5,
    5.0,
    10.0,
    30.0,
)


class _ApiStats:
    """Counters of one (API, version): updated on the event loop, read at scrape time."""

    __slots__ = ("buckets", "bytes_in", "bytes_out", "count", "time_sum")

    def __init__(self) -> None:
        self.count = 0
        self.time_sum = 0.0
        self.buckets = [0] * (len(LATENCY_BUCKETS) + 1)  # last one: above the highest bound (+Inf)
        self.bytes_in = 0
        self.bytes_out = 0


class _RequestCollector:
    """Exposes the request counters of a `NodeMetrics` in Prometheus form."""

    def __init__(self, owner: NodeMetrics) -> None:
        self.owner = owner

    def describe(self) -> list[Metric]:
        return list(self._families())

    def collect(self) -> Iterator[Metric]:
        return self._families()

    def _families(self) -> Iterator[Metric]:
        o = self.owner
        requests = CounterMetricFamily(
            "kafka_network_requests", "Requests received, by API and version.", labels=["request", "version"]
        )
        errors = CounterMetricFamily(
            "kafka_network_request_errors",
            "Requests answered with an error (or failed), by API and Kafka error name.",
            labels=["request", "error"],
        )
        latency = HistogramMetricFamily(
            "kafka_network_request_total_time_seconds",
            "Time from a request's arrival until its response was queued for sending.",
            labels=["request"],
        )
        b_in = CounterMetricFamily(
            "kafka_network_request_bytes", "Request bytes received, size prefix included.", labels=["request"]
        )
        b_out = CounterMetricFamily(
            "kafka_network_response_bytes", "Response bytes sent, size prefix included.", labels=["request"]
        )
        per_api: dict[str, list[_ApiStats]] = {}
        for (name, version), st in sorted(o._stats.items()):
            requests.add_metric([name, str(version)], st.count)
            per_api.setdefault(name, []).append(st)
        for name, stats in per_api.items():
            counts = [sum(s.buckets[i] for s in stats) for i in range(len(LATENCY_BUCKETS) + 1)]
            cumulative = 0
            buckets = []
            for bound, n in zip((*(repr(float(b)) for b in LATENCY_BUCKETS), "+Inf"), counts):
                cumulative += n
                buckets.append((bound, cumulative))
            latency.add_metric([name], buckets, sum(s.time_sum for s in stats))
            b_in.add_metric([name], sum(s.bytes_in for s in stats))
            b_out.add_metric([name], sum(s.bytes_out for s in stats))
        for (name, error), n in sorted(o._errors.items()):
            errors.add_metric([name, error], n)
        yield requests
        yield errors
        yield latency
        yield b_in
        yield b_out


class NodeMetrics:
    """The metrics registry of one node; implements `kraftpy.net.dispatch.NetworkMetrics`."""

    def __init__(self, node_id: int | None = None, *, process_metrics: bool = True) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        if node_id is not None:
            self.registry.set_target_info({"node_id": str(node_id)})
        if process_metrics:
            ProcessCollector(registry=self.registry)
            PlatformCollector(registry=self.registry)
            GCCollector(registry=self.registry)
        r = self.registry
        self._stats: dict[tuple[str, int], _ApiStats] = {}
        self._by_key: dict[int, _ApiStats] = {}  # api key * 65536 + version
        self._errors: dict[tuple[str, str], int] = {}
        self._error_names: dict[int, str] = {}
        r.register(_RequestCollector(self))
        self._children: dict[tuple[int, tuple[str, ...]], Any] = {}  # (metric, labels) -> its labelled child
        self.connections = Gauge(
            "kafka_network_connections", "Open client connections, by listener.", ["listener"], registry=r
        )
        self.connections_created = Counter(
            "kafka_network_connection_creations",
            "Connections accepted, by listener.",
            ["listener"],
            registry=r,
        )
        self.connections_closed = Counter(
            "kafka_network_connection_closes", "Connections closed, by listener.", ["listener"], registry=r
        )
        self.connections_refused = Counter(
            "kafka_network_connections_refused",
            "Connections closed at once for a connection limit, by listener and limit.",
            ["listener", "reason"],
            registry=r,
        )
        self.connection_timeouts = Counter(
            "kafka_network_connection_timeouts",
            "Connections closed for a timeout (idle: connections.max.idle.ms; authentication: not authenticated in "
            "time), by listener.",
            ["listener", "reason"],
            registry=r,
        )
        self.expired_connections_killed = Counter(
            "kafka_network_expired_connections_killed",
            "Connections closed at the end of their SASL session (connections.max.reauth.ms), by listener.",
            ["listener"],
            registry=r,
        )
        self.authentications = {
            outcome: Counter(name, text, ["listener"], registry=r)
            for outcome, name, text in (
                ("authentication", "kafka_network_successful_authentication", "Successful SASL authentications."),
                ("authentication-failure", "kafka_network_failed_authentication", "Failed authentications."),
                ("reauthentication", "kafka_network_successful_reauthentication", "Successful re-authentications."),
                ("reauthentication-failure", "kafka_network_failed_reauthentication", "Failed re-authentications."),
            )
        }

    def track_backpressure(self, stats: Callable[[], dict[str, int]]) -> None:
        """Publish the socket server's request memory pool and muted connections (`KafkaServer.backpressure_stats`)."""
        self.registry.register(_BackpressureCollector(stats))

    def track_connection_rates(self, stats: Callable[[], dict[str, dict[str, float]]]) -> None:
        """Publish the socket server's connection creation rates and acceptance throttling
        (`KafkaServer.accept_stats`)."""
        self.registry.register(_AcceptCollector(stats))

    # -- kraftpy.net.dispatch.NetworkMetrics ---------------------------------------------------------------------

    def request_completed(
        self, api: ApiInfo, version: int, error_code: int, seconds: float, bytes_in: int, bytes_out: int
    ) -> None:
        st = self._by_key.get(api.key * 65536 + version)
        if st is None:
            st = self._stats[(api.name, version)] = self._by_key[api.key * 65536 + version] = _ApiStats()
        st.count += 1
        if seconds < 0.0:
            seconds = 0.0
        st.time_sum += seconds
        st.buckets[bisect_left(LATENCY_BUCKETS, seconds)] += 1
        st.bytes_in += bytes_in
        st.bytes_out += bytes_out
        if error_code:
            ename = self._error_names.get(error_code)
            if ename is None:
                try:
                    ename = ErrorCode(error_code).name
                except ValueError:
                    ename = str(error_code)
                self._error_names[error_code] = ename
            key = (api.name, ename)
            self._errors[key] = self._errors.get(key, 0) + 1

    def requests_completed(
        self, api: ApiInfo, version: int, count: int, seconds: float, bytes_in: int, bytes_out: int
    ) -> None:
        """`count` requests answered without error at once, each after `seconds`; bytes are their totals."""
        st = self._by_key.get(api.key * 65536 + version)
        if st is None:
            st = self._stats[(api.name, version)] = self._by_key[api.key * 65536 + version] = _ApiStats()
        st.count += count
        if seconds < 0.0:
            seconds = 0.0
        st.time_sum += seconds * count
        st.buckets[bisect_left(LATENCY_BUCKETS, seconds)] += count
        st.bytes_in += bytes_in
        st.bytes_out += bytes_out

    def _child(self, metric: Any, *labels: str) -> Any:
        """`metric.labels(*labels)`, kept: prometheus-client's `labels` costs microseconds, and a flood of
        connections calls these for every connection."""
        key = (id(metric), labels)
        child = self._children.get(key)
        if child is None:
            child = self._children[key] = metric.labels(*labels)
        return child

    def connection_opened(self, listener: str) -> None:
        self._child(self.connections, listener).inc()
        self._child(self.connections_created, listener).inc()

    def connection_closed(self, listener: str) -> None:
        self._child(self.connections, listener).dec()
        self._child(self.connections_closed, listener).inc()

    # -- the socket server's limits and authentication (kraftpy.net.server calls these when the sink has them) ---

    def connection_refused(self, listener: str, reason: str) -> None:
        self._child(self.connections_refused, listener, reason).inc()

    def connection_timed_out(self, listener: str, reason: str) -> None:
        self._child(self.connection_timeouts, listener, reason).inc()

    def connection_expired(self, listener: str) -> None:
        self._child(self.expired_connections_killed, listener).inc()

    def authentication(self, listener: str, outcome: str) -> None:
        """An authentication outcome (`kraftpy.net.authentication.EVENTS`: authentication, ...-failure,
        reauthentication, ...-failure)."""
        counter = self.authentications.get(outcome)
        if counter is not None:
            self._child(counter, listener).inc()

    # -- reading -------------------------------------------------------------------------------------------------

    def value(self, name: str, labels: dict[str, str] | None = None) -> float | None:
        """A sample's current value (tests, tools): e.g. value("kafka_network_requests_total", {...})."""
        return self.registry.get_sample_value(name, labels or {})


class _BackpressureCollector:
    """The socket server's request memory pool and muted connections, read when scraped."""

    def __init__(self, stats: Callable[[], dict[str, int]]) -> None:
        self._stats = stats

    def describe(self) -> list[Metric]:
        return list(self._families({"available": 0, "used": 0, "waits": 0, "muted": 0, "unauthenticated": 0}))

    def collect(self) -> Iterator[Metric]:
        return self._families(self._stats())

    @staticmethod
    def _families(st: dict[str, int]) -> Iterator[Metric]:
        yield GaugeMetricFamily(
            "kafka_network_memory_pool_available_bytes",
            "Bytes of queued.max.request.bytes not held by requests (-1: no limit).",
            value=st["available"],
        )
        yield GaugeMetricFamily(
            "kafka_network_memory_pool_used_bytes",
            "Bytes of requests received and not yet answered (-1: no limit set).",
            value=st["used"],
        )
        yield CounterMetricFamily(
            "kafka_network_memory_pool_waits",
            "Times a connection stopped reading for want of room in the memory pool.",
            value=st["waits"],
        )
        yield GaugeMetricFamily(
            "kafka_network_muted_connections", "Connections whose reading is paused by backpressure.", value=st["muted"]
        )
        yield GaugeMetricFamily(
            "kafka_network_memory_pool_unauthenticated_bytes",
            "Bytes of the memory pool held by connections that have not authenticated yet.",
            value=st.get("unauthenticated", 0),
        )


class _AcceptCollector:
    """The socket server's connection creation rates and the throttling of acceptance (`kraftpy.net.limits.
    ConnectionRates.stats`), read when scraped."""

    def __init__(self, stats: Callable[[], dict[str, dict[str, float]]]) -> None:
        self._stats = stats

    def describe(self) -> list[Metric]:
        return list(self._families({}))

    def collect(self) -> Iterator[Metric]:
        return self._families(self._stats())

    @staticmethod
    def _families(st: dict[str, dict[str, float]]) -> Iterator[Metric]:
        node = st.get("", {})
        listeners = sorted((name, v) for name, v in st.items() if name)
        yield GaugeMetricFamily(
            "kafka_network_broker_connection_accept_rate",
            "Connections accepted a second on every listener but the inter-broker and controller ones, over the "
            "quota windows (max.connection.creation.rate limits it).",
            value=node.get("accept_rate", 0.0),
        )
        for name, key, text, family in (
            (
                "kafka_network_connection_accept_rate",
                "accept_rate",
                "Connections accepted a second over the quota windows, by listener.",
                GaugeMetricFamily,
            ),
            (
                "kafka_network_connection_accept_throttle_time_avg_seconds",
                "throttle_avg",
                "Mean throttle time of the connections whose acceptance a creation rate delayed, over the quota "
                "windows (NaN: none), by listener.",
                GaugeMetricFamily,
            ),
            (
                "kafka_network_connection_accept_throttle_time_max_seconds",
                "throttle_max",
                "Longest throttle time of a connection whose acceptance a creation rate delayed, over the quota "
                "windows (NaN: none), by listener.",
                GaugeMetricFamily,
            ),
            (
                "kafka_network_connections_throttled",
                "throttled",
                "Connections whose acceptance a connection creation rate delayed, by listener.",
                CounterMetricFamily,
            ),
            (
                "kafka_network_acceptor_blocked_seconds",
                "blocked_seconds",
                "Time the listener's acceptor waited for a connection creation rate, by listener.",
                CounterMetricFamily,
            ),
        ):
            metric = family(name, text, labels=["listener"])
            for listener, values in listeners:
                metric.add_metric([listener], values.get(key, 0.0))
            yield metric
