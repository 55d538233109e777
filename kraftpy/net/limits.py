"""Connection limits of a server (sans-IO): how many connections it accepts, per listener and per client address.

Kafka's settings and conventions (KIP-402, SocketServer's ConnectionQuotas):

- `max.connections` (default 2147483647): connections of the node, all listeners together;
- `listener.name.<listener>.max.connections` (no default): connections of one listener;
- `max.connections.per.ip` (default 2147483647): connections from one client address (0 only with overrides);
- `max.connections.per.ip.overrides` (default empty): `host:count,...`, e.g. `127.0.0.1:200,broker3.example:50`,
  per-address limits (host names are resolved once, at start);
- `connections.max.idle.ms` (default 600000): a connection that received nothing for this long, with nothing in
  flight, is closed (-1: never);
- `kraftpy.connections.authentication.timeout.ms` (default 30000; kraftpy's): a connection on a SASL listener that
  has not authenticated this long after it was accepted is closed (0: no limit).

The inter-broker listener and the controller listeners are **protected**, as Kafka protects the inter-broker
listener: they are not refused for `max.connections` (they count in it); when one of their connections arrives
while the node is at its limit, the least recently active connection of another listener is closed to make room.
Their own per-listener and per-address limits still hold. Clients hitting their limits therefore never lock the
brokers and controllers out of each other.

A connection beyond a limit is **closed at once**, with a log line and a count in the metrics
(`kafka_network_connections_refused_total`). Kafka closes at once for the per-address limit but blocks the
acceptor (the connection waits in the kernel's backlog) for the listener and node limits; kraftpy closes for all
three, so that a flood never holds a node's accept queue and clients retry with their reconnect backoff.

Connection creation rates (KIP-612; `ConnectionRates`):

- `max.connection.creation.rate` (default 2147483647): connections the node accepts per second, all listeners
  together except the protected ones (the inter-broker and controller listeners are exempt, as Kafka exempts the
  inter-broker listener);
- `listener.name.<listener>.max.connection.creation.rate` (default 2147483647): connections one listener accepts
  per second, protected listeners included;
- the rates are measured as Kafka measures quotas: over `quota.window.num` (default 11) windows of
  `quota.window.size.seconds` (default 1) each, at least `quota.window.num - 1` windows long, so that a node that
  just started admits a burst of up to the rate times that many seconds.

Beyond a rate a connection is **not refused**: as Kafka's acceptor, the listener's accept loop, having accepted a
connection, waits (the connection's throttle time: how long it takes the measured rate to come back to the limit,
at most one window) before it hands the connection over and accepts the next one. Connections that come meanwhile
wait in the kernel's listen backlog and cost the node nothing. The connection counts above apply once a connection
is handed over.

Per address (`ConnectionRates.ip_accepted`): the client quota `connection_creation_rate` of an `ip` entity (or of
the default ip), set with AlterClientQuotas (`kraftpy configs --entity-type ips`), measured the same way per
address; a connection over it is closed at once (Kafka closes it after the throttle time), and it is not counted
in the rates.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from kraftpy.sensors import SampledStat

__all__ = [
    "INT_MAX",
    "ConnectionLimits",
    "ConnectionQuotas",
    "ConnectionRates",
    "SampledStat",
    "parse_ip_overrides",
]

INT_MAX = 2147483647
REFUSED_NODE = "max.connections"
REFUSED_LISTENER = "listener.max.connections"
REFUSED_IP = "max.connections.per.ip"


def parse_ip_overrides(text: str) -> dict[str, int]:
    """`host:count,host:count` (Kafka's `max.connections.per.ip.overrides`) -> {host: count}; ValueError
    saying what is wrong. An IPv6 address is written with its colons, the count after the last one."""
    out: dict[str, int] = {}
    for part in text.split(","):
        item = part.strip()
        if not item:
            continue
        host, sep, count = item.rpartition(":")
        host = host.strip().strip("[]")
        if not sep or not host:
            raise ValueError(f"expected host:count, got {item!r}")
        try:
            n = int(count.strip())
        except ValueError:
            raise ValueError(f"the count of {host} is not an integer: {count.strip()!r}") from None
        if n < 0:
            raise ValueError(f"the count of {host} must be at least 0, got {n}")
        out[host] = n
    return out


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    """The connection limits of a server (see the module text). Per-address overrides are keyed by address
    (host names already resolved)."""

    max_connections: int = INT_MAX
    max_per_ip: int = INT_MAX
    per_ip_overrides: Mapping[str, int] = field(default_factory=dict)
    per_listener: Mapping[str, int] = field(default_factory=dict)
    protected: frozenset[str] = frozenset()
    idle_ms: int = 600_000
    authentication_timeout_ms: int = 30_000
    #: max.connection.creation.rate: connections a second, all unprotected listeners together
    max_connection_creation_rate: int = INT_MAX
    #: listener.name.<listener>.max.connection.creation.rate, by listener
    per_listener_creation_rate: Mapping[str, int] = field(default_factory=dict)
    #: quota.window.num and quota.window.size.seconds: how the rates are measured
    quota_window_num: int = 11
    quota_window_size_seconds: int = 1

    def __post_init__(self) -> None:
        if self.max_connection_creation_rate < 0:
            raise ValueError(
                f"max.connection.creation.rate must be at least 0, got {self.max_connection_creation_rate}"
            )
        for name, rate in self.per_listener_creation_rate.items():
            if rate < 0:
                raise ValueError(
                    f"listener.name.{name.lower()}.max.connection.creation.rate must be at least 0, got {rate}"
                )
        if self.quota_window_num < 1:
            raise ValueError(f"quota.window.num must be at least 1, got {self.quota_window_num}")
        if self.quota_window_size_seconds < 1:
            raise ValueError(f"quota.window.size.seconds must be at least 1, got {self.quota_window_size_seconds}")

    def creation_rate_limited(self, listener: str) -> bool:
        """Whether a connection creation rate applies to `listener`: its own, or the node's (unprotected
        listeners)."""
        if self.per_listener_creation_rate.get(listener, INT_MAX) < INT_MAX:
            return True
        return listener not in self.protected and self.max_connection_creation_rate < INT_MAX

    @property
    def idle_timeout(self) -> float | None:
        """connections.max.idle.ms in seconds (None: never)."""
        return None if self.idle_ms < 0 else self.idle_ms / 1000.0

    @property
    def authentication_timeout(self) -> float | None:
        return None if self.authentication_timeout_ms <= 0 else self.authentication_timeout_ms / 1000.0


class ConnectionQuotas:
    """Counts the open connections and decides whether a new one may stay."""

    __slots__ = ("by_ip", "by_listener", "limits", "total")

    def __init__(self, limits: ConnectionLimits, listeners: Iterable[str] = ()) -> None:
        self.limits = limits
        self.total = 0
        self.by_listener: dict[str, int] = dict.fromkeys(listeners, 0)
        self.by_ip: dict[str, int] = {}

    def admit(self, listener: str, ip: str | None) -> tuple[str | None, bool]:
        """(refusal, evict): the limit a new connection of `listener` from `ip` is refused for (None: it is
        counted), and whether a connection of an unprotected listener must be closed to make room for it."""
        lim = self.limits
        count = self.by_listener.get(listener, 0)
        cap = lim.per_listener.get(listener)
        if cap is not None and count >= cap:
            return REFUSED_LISTENER, False
        if ip is not None:
            per_ip = lim.per_ip_overrides.get(ip, lim.max_per_ip)
            if self.by_ip.get(ip, 0) >= per_ip:
                return REFUSED_IP, False
        evict = False
        if self.total >= lim.max_connections:
            if listener not in lim.protected:
                return REFUSED_NODE, False
            evict = True
        self.total += 1
        self.by_listener[listener] = count + 1
        if ip is not None:
            self.by_ip[ip] = self.by_ip.get(ip, 0) + 1
        return None, evict

    def release(self, listener: str, ip: str | None) -> None:
        """A connection that `admit` counted is gone."""
        self.total -= 1
        self.by_listener[listener] = self.by_listener.get(listener, 1) - 1
        if ip is not None:
            left = self.by_ip.get(ip, 1) - 1
            if left > 0:
                self.by_ip[ip] = left
            else:
                self.by_ip.pop(ip, None)


class _RateQuota:
    """One connection creation rate and its limit (a Kafka sensor with a Rate and an upper-bound Quota)."""

    __slots__ = ("bound", "stat")

    def __init__(self, bound: int, num: int, size: float) -> None:
        self.bound = bound
        self.stat = SampledStat(num, size)

    def record(self, now: float, max_throttle: float) -> float:
        """Count a connection; the throttle time it causes (0: within the limit): as Kafka's
        `QuotaUtils.boundedThrottleTime`, how long until the measured rate comes back to the limit, at most
        `max_throttle`, in whole milliseconds."""
        stat = self.stat
        stat.record(1.0, now)
        bound = self.bound
        if bound >= INT_MAX:
            return 0.0
        rate = stat.rate(now)
        if rate <= bound:
            return 0.0
        throttle = (rate - bound) / bound * stat.elapsed(now) if bound > 0 else max_throttle
        return min(round(throttle * 1000.0), round(max_throttle * 1000.0)) / 1000.0


class ConnectionRates:
    """The connection creation rates of a server (see the module text) and what their throttling did.

    `accepted(listener, now)` counts a connection a listener accepted, in its listener's rate and (unless the
    listener is protected) in the node's, and returns how long the listener's acceptor waits before it hands the
    connection over: the longer of the two throttle times, the way Kafka's `ConnectionQuotas` computes it.
    `blocked(listener, seconds)` reports the time the acceptor did wait."""

    __slots__ = (
        "_broker",
        "_ips",
        "_listeners",
        "_throttle_times",
        "blocked_seconds",
        "ip_quota",
        "ip_refused",
        "limits",
        "max_throttle",
        "throttled",
    )

    def __init__(self, limits: ConnectionLimits, listeners: Iterable[str] = ()) -> None:
        self.limits = limits
        num, size = limits.quota_window_num, float(limits.quota_window_size_seconds)
        self.max_throttle = size
        self._broker = _RateQuota(limits.max_connection_creation_rate, num, size)
        self._listeners: dict[str, _RateQuota] = {}
        self._throttle_times: dict[str, SampledStat] = {}
        #: connections whose hand-over waited, and the seconds the acceptor waited (Kafka's AcceptorBlockedPercent)
        self.throttled: dict[str, int] = {}
        self.blocked_seconds: dict[str, float] = {}
        #: an address's connection_creation_rate client quota (None: none), set by the node from its image
        self.ip_quota: Callable[[str], float | None] | None = None
        self._ips: dict[str, _RateQuota] = {}
        #: connections closed for their address's connection_creation_rate
        self.ip_refused = 0
        for name in listeners:
            self._listener(name)

    def _listener(self, name: str) -> _RateQuota:
        quota = self._listeners.get(name)
        if quota is None:
            lim = self.limits
            num, size = lim.quota_window_num, float(lim.quota_window_size_seconds)
            quota = self._listeners[name] = _RateQuota(lim.per_listener_creation_rate.get(name, INT_MAX), num, size)
            self._throttle_times[name] = SampledStat(num, size)
            self.throttled[name] = 0
            self.blocked_seconds[name] = 0.0
        return quota

    def accepted(self, listener: str, now: float) -> float:
        """A connection `listener` accepted at `now`: counted; the seconds to wait before handing it over (0:
        none)."""
        delay = 0.0
        if listener not in self.limits.protected:
            delay = self._broker.record(now, self.max_throttle)
        own = self._listener(listener).record(now, self.max_throttle)
        if own > delay:
            delay = own
        if delay > 0.0:
            self._throttle_times[listener].record(delay, now)
            self.throttled[listener] += 1
        return delay

    def ip_accepted(self, ip: str | None, now: float) -> bool:
        """A connection from `ip`: whether its address's connection_creation_rate lets it stay (counted if so)."""
        lookup = self.ip_quota
        if lookup is None or ip is None:
            return True
        bound = lookup(ip)
        quota = self._ips.get(ip)
        if bound is None:
            if quota is not None:
                del self._ips[ip]
            return True
        if quota is None:
            lim = self.limits
            if len(self._ips) >= 100_000:  # (addresses that stopped connecting are forgotten in bulk)
                self._ips.clear()
            quota = self._ips[ip] = _RateQuota(int(bound), lim.quota_window_num, float(lim.quota_window_size_seconds))
        quota.bound = max(int(bound), 1)
        stat = quota.stat
        if stat.rate(now) + 1.0 / stat.elapsed(now) > quota.bound:
            self.ip_refused += 1
            return False
        stat.record(1.0, now)
        return True

    def blocked(self, listener: str, seconds: float) -> None:
        """The acceptor of `listener` waited `seconds` for a throttle."""
        self._listener(listener)
        self.blocked_seconds[listener] += seconds

    def stats(self, now: float) -> dict[str, dict[str, float]]:
        """For the metrics, by listener: `accept_rate` (connections a second over the quota windows: Kafka's
        connection-accept-rate), `throttle_avg` / `throttle_max` (seconds, over the throttled connections of the
        windows; NaN without any: Kafka's connection-accept-throttle-time), `throttled` (connections whose
        hand-over waited) and `blocked_seconds` (the acceptor's waiting, in all); under the name "" the node's
        `accept_rate` (broker-connection-accept-rate: every listener but the protected ones)."""
        out: dict[str, dict[str, float]] = {"": {"accept_rate": self._broker.stat.rate(now)}}
        for name, quota in self._listeners.items():
            times = self._throttle_times[name]
            out[name] = {
                "accept_rate": quota.stat.rate(now),
                "throttle_avg": times.average(now),
                "throttle_max": times.maximum(now),
                "throttled": float(self.throttled[name]),
                "blocked_seconds": self.blocked_seconds[name],
            }
        return out
