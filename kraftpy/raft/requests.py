"""Outbound request bookkeeping: one request in flight per destination, timeouts and retry backoff."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .types import OffsetAndEpoch

__all__ = ["RequestManager", "Sent"]


@dataclass(frozen=True, slots=True)
class Sent:
    """What the core remembers of a request in flight (the context it gives `RequestManager.on_sent`): the API, the
    epoch it was sent in, and for a Vote whether it asked for a pre-vote, for a FetchSnapshot what it asked for."""

    api_key: int
    epoch: int
    pre_vote: bool = False
    snapshot_id: OffsetAndEpoch | None = None
    position: int = 0


@dataclass(slots=True)
class _Connection:
    correlation_id: int = -1  # -1: nothing in flight
    sent_ms: int = 0
    backoff_until: int = 0
    context: Any = None


class RequestManager:
    """Tracks what is in flight to each peer. A request that gets no answer within `request_timeout_ms` counts
    as failed; after a failure the peer is not asked again for `retry_backoff_ms`."""

    __slots__ = ("_connections", "request_timeout_ms", "retry_backoff_ms")

    def __init__(self, request_timeout_ms: int, retry_backoff_ms: int) -> None:
        self.request_timeout_ms = request_timeout_ms
        self.retry_backoff_ms = retry_backoff_ms
        self._connections: dict[int, _Connection] = {}

    def _conn(self, peer: int) -> _Connection:
        conn = self._connections.get(peer)
        if conn is None:
            conn = self._connections[peer] = _Connection()
        return conn

    def _expire(self, conn: _Connection, now: int) -> None:
        if conn.correlation_id >= 0 and now >= conn.sent_ms + self.request_timeout_ms:
            conn.correlation_id = -1
            conn.context = None
            conn.backoff_until = now + self.retry_backoff_ms

    def is_ready(self, peer: int, now: int) -> bool:
        conn = self._connections.get(peer)
        if conn is None:
            return True
        self._expire(conn, now)
        return conn.correlation_id < 0 and now >= conn.backoff_until

    def is_backing_off(self, peer: int, now: int) -> bool:
        conn = self._connections.get(peer)
        if conn is None:
            return False
        self._expire(conn, now)
        return conn.correlation_id < 0 and now < conn.backoff_until

    def has_inflight(self, peer: int, now: int) -> bool:
        conn = self._connections.get(peer)
        if conn is None:
            return False
        self._expire(conn, now)
        return conn.correlation_id >= 0

    def any_inflight(self, now: int) -> bool:
        return any(self.has_inflight(peer, now) for peer in list(self._connections))

    def on_sent(self, peer: int, correlation_id: int, now: int, context: Any) -> None:
        conn = self._conn(peer)
        conn.correlation_id = correlation_id
        conn.sent_ms = now
        conn.context = context

    def take(self, peer: int, correlation_id: int) -> tuple[bool, Any]:
        """Is a response with this id expected? If so, return the context given at send time."""
        conn = self._connections.get(peer)
        if conn is None or conn.correlation_id != correlation_id or correlation_id < 0:
            return False, None
        return True, conn.context

    def on_response(self, peer: int, correlation_id: int, success: bool, now: int) -> None:
        conn = self._connections.get(peer)
        if conn is None or conn.correlation_id != correlation_id:
            return
        conn.correlation_id = -1
        conn.context = None
        conn.backoff_until = now if success else now + self.retry_backoff_ms

    def next_event(self, now: int) -> int | None:
        """The earliest time a timeout or backoff ends (a reason to be polled again)."""
        best: int | None = None
        for conn in self._connections.values():
            t = conn.sent_ms + self.request_timeout_ms if conn.correlation_id >= 0 else conn.backoff_until
            if t > now and (best is None or t < best):
                best = t
        return best

    def reset_all(self) -> None:
        """Forget everything in flight (after a state transition): late responses are ignored."""
        for conn in self._connections.values():
            conn.correlation_id = -1
            conn.context = None
            conn.backoff_until = 0
