"""The runtime a node's roles run on: time, timers, randomness, outbound requests and deferred responses.

Raft, the controller and the broker are written against `Reactor`, never against asyncio, sockets or the system
clock (DESIGN.md principles 3 and 4). A real node runs them on `kraftpy.node.aio.AsyncioReactor`; the simulator
runs whole clusters on `kraftpy.sim.world.SimReactor`, where the clock, the network and the disks are simulated and one
seed reproduces a run exactly.

Everything a reactor calls back runs on one thread, one callback at a time, so roles need no locks. Callbacks must
not block; storage I/O is done synchronously through the node's `FileSystem`.

Serving requests: a role registers `RequestHandler`s; a handler returns the response, `None` (no response, e.g.
Produce with acks=0), or a `Deferred` it completes later (acks=all, a fetch waiting for data, an admin request
waiting for its records to commit).

Waiting for a commit has one primitive, `kraftpy.deferred.DeferredQueue` (complete every waiter an offset reached,
fail them all when leadership goes, expire them at their deadlines), and waiting for a condition that is not an
offset has `kraftpy.deferred.DelayedOperation` on keyed `WatchList`s (the broker's purgatory).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from kraftpy.protocol.codec import Message

__all__ = [
    "ALLOW_ALL",
    "CONTROLLER_LISTENER",
    "Access",
    "Deferred",
    "Reactor",
    "RequestHandler",
    "RequestInfo",
    "ResponseCallback",
    "Timer",
    "TransportError",
]

# Which of a node's listeners an outbound request goes to: the controller listener (raft, broker -> controller)
# or the inter-broker listener (replica fetchers, GetReplicaLogInfo).
CONTROLLER_LISTENER = "controller"
BROKER_LISTENER = "broker"


class TransportError(Exception):
    """An outbound request failed before a response arrived (unreachable node, disconnect, timeout)."""

    def __init__(self, reason: str, *, timed_out: bool = False) -> None:
        super().__init__(reason)
        self.timed_out = timed_out


ResponseCallback = Callable[[Any, TransportError | None], None]  # the response body (or None) and the failure


class RequestCancelled(Exception):
    """A `Deferred` handed to the request dispatcher failed with this when its work was cancelled (a node shutting
    down): the request gets no answer, its connection is going away."""


class Timer(Protocol):
    def cancel(self) -> None: ...


class Reactor(Protocol):
    """What a role may use of the world."""

    node_id: int
    rng: random.Random

    def now_ms(self) -> int:
        """Monotonic milliseconds for timeouts and deadlines."""
        ...

    def wall_ms(self) -> int:
        """Wall-clock milliseconds for record timestamps and what is shown to users."""
        ...

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> Timer:
        """Run `fn` at monotonic time `when_ms` (or as soon as possible if that is past)."""
        ...

    def call_soon(self, fn: Callable[[], None]) -> None: ...

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: ResponseCallback,
        *,
        timeout_ms: int,
        version: int | None = None,
        channel: str = "",
    ) -> None:
        """Send `request` to `node_id` on its `listener` (CONTROLLER_LISTENER or BROKER_LISTENER); `callback`
        runs once with the response or a TransportError. `version` defaults to the highest both sides support.

        Requests to the same (node, listener, `channel`) share one connection, and a node answers a connection's
        requests in order; a sender whose requests the receiver holds until replication catches up (WriteTxnMarkers
        waits for its markers to commit) names a channel of its own, so that the replica fetches the commit needs
        are not queued behind them (Kafka's marker channel has its own network client too)."""
        ...


class Access(Protocol):
    """The node's authorization decisions, as a handler asks them: may the request's principal, from its client
    host, do `operation` on the resource (`kraftpy.metadata.acls` codes)? `kraftpy.security.rules.RequestAuthorizer`
    answers from the ACLs of the node's metadata image."""

    def allowed(self, info: RequestInfo, operation: int, resource_type: int, resource_name: str) -> bool: ...


class _AllowAll:
    """A node without an authorizer: everything is allowed."""

    __slots__ = ()

    def allowed(self, info: RequestInfo, operation: int, resource_type: int, resource_name: str) -> bool:
        return True


ALLOW_ALL: Access = _AllowAll()


@dataclass(frozen=True, slots=True)
class RequestInfo:
    """What a handler learns about a request besides its body.

    `access` answers authorization questions for this request's principal (`may`): the handlers whose answer
    depends on more than the request names (fetch sessions, listings, paging, regular-expression subscriptions)
    ask it for each resource they would serve or name."""

    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    listener: str  # the listener name the request came in on (e.g. PLAINTEXT, CONTROLLER)
    principal: str = "User:ANONYMOUS"
    client_host: str = ""
    access: Access = ALLOW_ALL

    def may(self, operation: int, resource_type: int, resource_name: str) -> bool:
        """Whether this request's principal may do `operation` on the resource."""
        return self.access.allowed(self, operation, resource_type, resource_name)


RequestHandler = Callable[[RequestInfo, Any], "Message | Deferred | None"]


class Deferred:
    """A response that will be known later. Complete it once with `resolve` (or `fail`); the driver that
    returned it to a client sends the result then. Completing twice is a programming error."""

    __slots__ = ("_callbacks", "_done", "_error", "_value")

    def __init__(self) -> None:
        self._done = False
        self._value: Any = None
        self._error: BaseException | None = None
        self._callbacks: list[Callable[[Deferred], None]] = []

    @property
    def done(self) -> bool:
        return self._done

    def resolve(self, value: Any) -> None:
        self._finish(value, None)

    def fail(self, error: BaseException) -> None:
        self._finish(None, error)

    def _finish(self, value: Any, error: BaseException | None) -> None:
        if self._done:
            raise RuntimeError("Deferred completed twice")
        self._done, self._value, self._error = True, value, error
        callbacks, self._callbacks = self._callbacks, []
        for cb in callbacks:
            cb(self)

    def result(self) -> Any:
        if not self._done:
            raise RuntimeError("Deferred is not done")
        if self._error is not None:
            raise self._error
        return self._value

    @property
    def error(self) -> BaseException | None:
        return self._error

    def add_callback(self, cb: Callable[[Deferred], None]) -> None:
        if self._done:
            cb(self)
        else:
            self._callbacks.append(cb)

    @classmethod
    def resolved(cls, value: Any) -> Deferred:
        d = cls()
        d.resolve(value)
        return d
