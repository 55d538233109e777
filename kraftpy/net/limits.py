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
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

__all__ = ["INT_MAX", "ConnectionLimits", "ConnectionQuotas", "parse_ip_overrides"]

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
