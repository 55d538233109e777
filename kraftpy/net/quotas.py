"""Client quota enforcement on a node's requests (Kafka's ClientQuotaManager / ClientRequestQuotaManager): produce
and fetch byte rates and request time, per (user, client id), by the quotas of the metadata image
(`kraftpy.metadata.quotas`).

Each quota a request falls under is measured by a sensor (a `kraftpy.sensors.SampledStat` over `quota.window.num`
windows of `quota.window.size.seconds`) named by Kafka's metric tags (user, client-id: see the precedence in
`kraftpy.metadata.quotas`). After a request is handled, what it cost is recorded: a Produce request's size on the
wire (`producer_byte_rate`), a consumer Fetch response's record bytes (`consumer_byte_rate`), the time its handler
ran, in percent of a second (`request_percentage`). A sensor over its bound gives the throttle time of Kafka's
formula, `(rate - bound) / bound * window` (at most the whole span of the windows); the request's throttle time is
the longest of those, and of any the handler gave already (the controller's mutation quota). The dispatcher puts
it in the response's ThrottleTimeMs and the connection stops reading for that long once the response is sent
(KIP-219; a Produce with acks=0, which has no response, only stops the reading).

A consumer's fetch is sized first: its response may hold at most the bytes the quota allows over `quota.window.num
- 1` windows (Kafka's `maxValueInQuotaWindow`), so that a consumer is never more than one response over its rate.

Exempt, as in Kafka: followers' fetches, and the APIs of the nodes themselves and of authentication (their request
time is not measured). The node gives the dispatcher a manager only while its image holds a client quota; without
one the dispatcher checks one attribute per request and does nothing more.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from kraftpy.metadata.quotas import (
    CONSUMER_BYTE_RATE,
    PRODUCER_BYTE_RATE,
    REQUEST_PERCENTAGE,
    QuotaEntity,
    ResolvedQuota,
    resolve_client_quota,
    user_of,
)
from kraftpy.protocol.messages import ApiKey as K
from kraftpy.sensors import SampledStat, throttle_seconds
from kraftpy.storage.region import FileRegion

__all__ = ["EXEMPT_APIS", "QUOTA_TYPES", "ClientQuotaManager", "QuotaSensor"]

#: the quota types and their metric types (Kafka's `type=` of kafka.server quota metrics)
QUOTA_TYPES = {PRODUCER_BYTE_RATE: "Produce", CONSUMER_BYTE_RATE: "Fetch", REQUEST_PERCENTAGE: "Request"}

#: APIs whose request time is not measured: the nodes' own requests and those before authentication
EXEMPT_APIS = frozenset(
    {
        K.API_VERSIONS,
        K.SASL_HANDSHAKE,
        K.SASL_AUTHENTICATE,
        K.VOTE,
        K.BEGIN_QUORUM_EPOCH,
        K.END_QUORUM_EPOCH,
        K.FETCH_SNAPSHOT,
        K.ALTER_PARTITION,
        K.BROKER_REGISTRATION,
        K.BROKER_HEARTBEAT,
        K.ALLOCATE_PRODUCER_IDS,
        K.ENVELOPE,
        K.WRITE_TXN_MARKERS,
        K.UPDATE_RAFT_VOTER,
        K.GET_REPLICA_LOG_INFO,
    }
)


class QuotaSensor:
    """One sensor: the measured values and the throttle times it gave (both over the quota windows), with totals."""

    __slots__ = ("bound", "stat", "throttle_total", "throttled", "throttles")

    def __init__(self, num: int, size: float) -> None:
        self.bound = math.inf
        self.stat = SampledStat(num, size)
        self.throttles = SampledStat(num, size)
        self.throttled = 0  # requests throttled
        self.throttle_total = 0.0  # seconds of throttle given


class ClientQuotaManager:
    """The client quotas of one node (see the module text). `clock` is monotonic seconds."""

    def __init__(self, window_num: int, window_seconds: float, clock: Callable[[], float]) -> None:
        self.num = window_num
        self.size = window_seconds
        self.max_throttle = window_num * window_seconds
        self.clock = clock
        self.quotas: Mapping[QuotaEntity, Mapping[str, float]] = {}
        self._resolved: dict[tuple[str, str, str], ResolvedQuota | None] = {}
        #: (quota key, user tag, client-id tag) -> sensor
        self.sensors: dict[tuple[str, str, str], QuotaSensor] = {}

    def update(self, quotas: Mapping[QuotaEntity, Mapping[str, float]]) -> None:
        """The image's quotas changed: resolve again (sensors keep what they measured, as Kafka's)."""
        if quotas is not self.quotas:
            self.quotas = quotas
            self._resolved.clear()

    def _sensor(self, key: str, principal: str, client_id: str | None) -> QuotaSensor | None:
        user = user_of(principal)
        client = client_id or ""
        ask = (key, user, client)
        try:
            resolved = self._resolved[ask]
        except KeyError:
            resolved = self._resolved[ask] = resolve_client_quota(self.quotas, key, user, client)
        if resolved is None:
            return None
        name = (key, resolved.user_tag, resolved.client_tag)
        sensor = self.sensors.get(name)
        if sensor is None:
            sensor = self.sensors[name] = QuotaSensor(self.num, self.size)
        sensor.bound = resolved.bound
        return sensor

    def _record(self, sensor: QuotaSensor, value: float, now: float) -> float:
        stat = sensor.stat
        stat.record(value, now)
        throttle = throttle_seconds(stat.rate(now), sensor.bound, stat.elapsed(now), self.max_throttle)
        if throttle > 0:
            sensor.throttles.record(throttle * 1000.0, now)
            sensor.throttled += 1
            sensor.throttle_total += throttle
        return throttle

    # -- the dispatcher's calls --------------------------------------------------------------------------------

    def before(self, api: int, principal: str, client_id: str | None, body: Any) -> None:
        """Size a consumer's Fetch to what its quota allows over all windows but one."""
        if api == K.FETCH and body is not None and not _follower(body):
            sensor = self._sensor(CONSUMER_BYTE_RATE, principal, client_id)
            if sensor is not None:
                cap = int(sensor.bound * (self.num - 1) * self.size)
                if cap < body.max_bytes:
                    body.max_bytes = max(cap, 1)

    def handled(
        self, api: int, principal: str, client_id: str | None, request_size: int, body: Any, handler_seconds: float
    ) -> float:
        """Record what a request cost once its handler returned (a Produce's bytes, the handler's time); the
        seconds it is throttled for (0: none)."""
        now = self.clock()
        throttle = 0.0
        if api == K.PRODUCE:
            sensor = self._sensor(PRODUCER_BYTE_RATE, principal, client_id)
            if sensor is not None:
                throttle = self._record(sensor, float(request_size), now)
        elif api == K.FETCH and (body is None or _follower(body)):
            return 0.0  # followers: no quota
        if api not in EXEMPT_APIS:
            sensor = self._sensor(REQUEST_PERCENTAGE, principal, client_id)
            if sensor is not None:
                t = self._record(sensor, handler_seconds * 100.0, now)
                if t > throttle:
                    throttle = t
        return throttle

    def fetched(self, principal: str, client_id: str | None, body: Any, result: Any) -> float:
        """Record a consumer Fetch response's bytes; the seconds it is throttled for (0: none)."""
        if body is None or _follower(body) or not hasattr(result, "responses"):
            return 0.0
        sensor = self._sensor(CONSUMER_BYTE_RATE, principal, client_id)
        if sensor is None:
            return 0.0
        return self._record(sensor, float(fetch_response_bytes(result)), self.clock())

    def snapshot(self) -> list[tuple[str, str, str, float, float, float, float]]:
        """For the metrics: (quota key, user, client-id, rate, throttle-time avg ms, throttle-time max ms, bound)
        of every sensor (rates: bytes a second, or percent for request time)."""
        now = self.clock()
        out = []
        for (key, user, client), s in sorted(self.sensors.items()):
            out.append(
                (key, user, client, s.stat.rate(now), s.throttles.average(now), s.throttles.maximum(now), s.bound)
            )
        return out


def _follower(fetch: Any) -> bool:
    """Whether a Fetch request is a follower's (replica id in the request, or in ReplicaState from v15)."""
    if fetch.replica_id >= 0:
        return True
    return getattr(getattr(fetch, "replica_state", None), "replica_id", -1) >= 0


def fetch_response_bytes(resp: Any) -> int:
    """The record bytes of a Fetch response (file regions by their length)."""
    n = 0
    for t in resp.responses:
        for p in t.partitions:
            r = p.records
            if r is None:
                continue
            n += r.length if type(r) is FileRegion else len(r)
    return n
