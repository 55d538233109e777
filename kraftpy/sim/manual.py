"""Small deterministic stand-ins for the reactor and the raft log: a controller role (or several) driven by hand,
with no network and no raft (the controller tests, `kraftpy.sim.controller_harness`, the controller benchmark).

`ManualReactor` is a reactor whose time moves only with `advance` and which records what is sent instead of
sending it; `SharedLog` is the metadata log as the controllers see it: the leader appends through its `LogView`,
`commit` makes entries committed and hands them to the listeners."""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.protocol.codec import Message
from kraftpy.runtime import Deferred, RequestInfo

__all__ = ["LogView", "ManualReactor", "SharedLog", "info", "result"]


@dataclass
class _Timer:
    cancelled: bool = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualReactor:
    """Time moves only with `advance`; timers run in (time, order) order."""

    def __init__(self, node_id: int = 1, seed: int = 0) -> None:
        self.node_id = node_id
        self.rng = random.Random(seed)
        self.now = 0
        self._seq = 0
        self._heap: list[tuple[int, int, Callable[[], None], _Timer]] = []
        self.sent: list[tuple[int, str, Message]] = []
        self.callbacks: list[Any] = []  # the response callback of each sent request, in order

    def now_ms(self) -> int:
        return self.now

    def wall_ms(self) -> int:
        return 1_700_000_000_000 + self.now

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> _Timer:
        t = _Timer()
        self._seq += 1
        heapq.heappush(self._heap, (when_ms, self._seq, fn, t))
        return t

    def call_soon(self, fn: Callable[[], None]) -> None:
        self.call_at(self.now, fn)

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: Any,
        *,
        timeout_ms: int,
        version: int | None = None,
        channel: str = "",
    ) -> None:
        self.sent.append((node_id, listener, request))
        self.callbacks.append(callback)

    def advance(self, ms: int) -> None:
        end = self.now + ms
        while self._heap and self._heap[0][0] <= end:
            when, _, fn, t = heapq.heappop(self._heap)
            self.now = max(self.now, when)
            if not t.cancelled:
                fn()
        self.now = end


@dataclass
class SharedLog:
    """The metadata log as the controllers see it: the leader appends, `commit` makes entries committed."""

    values: list[bytes] = field(default_factory=list)
    committed: int = -1
    leader: int = -1
    listeners: list[Any] = field(default_factory=list)

    def view(self, node_id: int) -> LogView:
        return LogView(self, node_id)

    def commit(self, upto: int | None = None) -> None:
        last = len(self.values) - 1 if upto is None else upto
        if last <= self.committed:
            return
        base = self.committed + 1
        chunk = self.values[base : last + 1]
        self.committed = last
        for c in self.listeners:
            c.handle_commit(base, chunk, 1)

    def truncate_uncommitted(self) -> None:
        del self.values[self.committed + 1 :]


@dataclass
class LogView:
    log: SharedLog
    node_id: int

    def next_offset(self) -> int:
        return len(self.log.values)

    def append(self, records: list[bytes]) -> tuple[int, int]:
        if self.log.leader != self.node_id:
            raise RuntimeError(f"node {self.node_id} is not the leader")
        base = len(self.log.values)
        self.log.values.extend(records)
        return base, len(self.log.values) - 1


def info(api_key: int, version: int) -> RequestInfo:
    """The RequestInfo of a request handed to a controller's handler directly (client "test", CONTROLLER)."""
    return RequestInfo(api_key, version, 1, "test", "CONTROLLER")


def result(d: Deferred) -> Any:
    """What a completed Deferred holds."""
    assert d.done, "no response yet"
    return d.result()
