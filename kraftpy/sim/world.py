"""A simulated world for whole clusters: one clock, one event queue, a network, and per-node reactors.

`SimReactor` implements `kraftpy.runtime.Reactor`, so controllers, brokers and raft run here with exactly the code
a real node runs. The network behaves like TCP between nodes: messages from one node to another arrive in the order
they were sent, never twice, after a random delay; a cut link (a partition) loses what crosses it, so the sender's
request times out, as a hung TCP connection does. Requests are optionally passed through the real codecs (`wire`).

A node can crash (`crash`): its timers and in-flight callbacks die with its incarnation, requests to it go
unanswered; a restart creates a new reactor (incarnation) for the node. Disks are the nodes' `SimFileSystem`s,
owned by whoever builds the cluster (a power loss is `SimFileSystem.power_loss`).

Everything random derives from the seed: the same seed and the same actions replay exactly.
"""

from __future__ import annotations

import heapq
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.net.dispatch import build_error_response
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.runtime import (
    BROKER_LISTENER,
    CONTROLLER_LISTENER,
    Deferred,
    RequestHandler,
    RequestInfo,
    ResponseCallback,
    TransportError,
)
from kraftpy.sim.clock import SimClock
from kraftpy.sim.network import NetworkConfig, SimNetwork

log = logging.getLogger(__name__)

WALL_CLOCK_BASE_MS = 1_750_000_000_000
LISTENER_NAMES = {CONTROLLER_LISTENER: "CONTROLLER", BROKER_LISTENER: "PLAINTEXT"}


class _Timer:
    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


@dataclass(slots=True)
class _NodeSlot:
    incarnation: int = 0
    alive: bool = False
    handlers: dict[str, dict[int, RequestHandler]] = field(default_factory=dict)  # listener kind -> api -> handler
    versions: dict[str, dict[int, tuple[int, int]]] = field(default_factory=dict)  # listener kind -> api -> range
    serving: bool = True  # False once a clean shutdown closed the listeners (outbound requests still work)


class SimReactor:
    """One incarnation of one node's reactor."""

    def __init__(self, world: SimWorld, node_id: int, incarnation: int) -> None:
        self.world = world
        self.node_id = node_id
        self.incarnation = incarnation
        self.rng = random.Random(f"{world.seed}/{node_id}/{incarnation}")

    @property
    def alive(self) -> bool:
        slot = self.world.slots.get(self.node_id)
        return slot is not None and slot.alive and slot.incarnation == self.incarnation

    def now_ms(self) -> int:
        return self.world.clock.now

    def wall_ms(self) -> int:
        return WALL_CLOCK_BASE_MS + self.world.clock.now

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> _Timer:
        timer = _Timer()
        self.world._schedule(max(when_ms, self.world.clock.now), self, fn, timer)
        return timer

    def call_soon(self, fn: Callable[[], None]) -> None:
        self.call_at(self.world.clock.now, fn)

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: ResponseCallback,
        *,
        timeout_ms: int,
        version: int | None = None,
    ) -> None:
        self.world._send(self, node_id, listener, request, callback, timeout_ms, version)


class SimWorld:
    def __init__(self, seed: int | str, *, network: NetworkConfig | None = None, wire: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(f"{seed}/world")
        self.clock = SimClock()
        self.network = SimNetwork(random.Random(f"{seed}/network"), network or NetworkConfig(drop_rate=0.0))
        self.wire = wire
        self.slots: dict[int, _NodeSlot] = {}
        self._queue: list[tuple[int, int, Callable[[], None]]] = []
        self._seq = 0
        self._last_arrival: dict[tuple[int, int], int] = {}
        self.events = 0

    # -- nodes ----------------------------------------------------------------------------------------------------

    def start_node(self, node_id: int) -> SimReactor:
        """A new incarnation of `node_id` (first start or restart after `crash`)."""
        slot = self.slots.setdefault(node_id, _NodeSlot())
        slot.incarnation += 1
        slot.alive = True
        slot.serving = True
        slot.handlers = {}
        slot.versions = {}
        return SimReactor(self, node_id, slot.incarnation)

    def crash(self, node_id: int) -> None:
        slot = self.slots.get(node_id)
        if slot is not None:
            slot.alive = False
            slot.handlers = {}
            slot.versions = {}

    def close_listeners(self, node_id: int) -> None:
        """A clean shutdown closes the node's listeners first: new connections are refused, requests in flight
        to it are lost; its own outbound requests, timers and answers to requests it already took go on."""
        slot = self.slots.get(node_id)
        if slot is not None:
            slot.serving = False

    def serve(
        self,
        reactor: SimReactor,
        listener: str,
        handlers: dict[int, RequestHandler],
        versions: tuple[int, int] | None = None,
    ) -> None:
        """Register handlers on a listener kind; `versions` (min, max) limits what the node announces for them
        (a sender that names no version gets the highest both sides support, as after ApiVersions)."""
        slot = self.slots[reactor.node_id]
        if slot.incarnation == reactor.incarnation:
            slot.handlers.setdefault(listener, {}).update(handlers)
            if versions is not None:
                slot.versions.setdefault(listener, {}).update({api: versions for api in handlers})

    # -- the event queue -------------------------------------------------------------------------------------------

    def _schedule(self, when: int, owner: SimReactor | None, fn: Callable[[], None], timer: _Timer | None = None) -> None:
        def run() -> None:
            if timer is not None and timer.cancelled:
                return
            if owner is not None and not owner.alive:
                return
            fn()

        self._seq += 1
        heapq.heappush(self._queue, (when, self._seq, run))

    def at(self, when: int, fn: Callable[[], None]) -> None:
        """Run `fn` (e.g. a fault or a client action) at simulated time `when`."""
        self._schedule(when, None, fn)

    def run_until(self, when: int, stop: Callable[[], bool] | None = None) -> bool:
        """Process events up to `when`; returns True if `stop()` became true first."""
        while self._queue and self._queue[0][0] <= when:
            t, _, fn = heapq.heappop(self._queue)
            self.clock.advance_to(max(t, self.clock.now))
            self.events += 1
            fn()
            if stop is not None and stop():
                return True
        self.clock.advance_to(max(when, self.clock.now))
        return stop is not None and stop()

    def run_for(self, ms: int, stop: Callable[[], bool] | None = None) -> bool:
        return self.run_until(self.clock.now + ms, stop)

    # -- the network ---------------------------------------------------------------------------------------------

    def _arrival(self, src: int, dst: int) -> int | None:
        """When a message sent now from src to dst arrives (FIFO per direction), or None if it is lost."""
        times = self.network.plan(src, dst, self.clock.now)
        if not times:
            return None
        key = (src, dst)
        t = max(times[0], self._last_arrival.get(key, 0))
        self._last_arrival[key] = t
        return t

    def _send(
        self,
        sender: SimReactor,
        dst: int,
        listener: str,
        request: Message,
        callback: ResponseCallback,
        timeout_ms: int,
        version: int | None,
    ) -> None:
        api = API_BY_KEY[request.API_KEY]  # type: ignore[index]
        slot = self.slots.get(dst)
        if version is None:
            served = None if slot is None else slot.versions.get(listener, {}).get(api.key)
            v = api.max_version if served is None else min(api.max_version, served[1])
        else:
            v = version
        done = False

        def finish(response: Any, error: TransportError | None) -> None:
            nonlocal done
            if done or not sender.alive:
                return
            done = True
            callback(response, error)

        self._schedule(self.clock.now + timeout_ms, sender,
                       lambda: finish(None, TransportError(f"request to node {dst} timed out", timed_out=True)))
        if slot is None or not slot.alive or not slot.serving:
            # connection refused, learnt quickly
            self._schedule(self.clock.now + 1, sender,
                           lambda: finish(None, TransportError(f"node {dst} is not reachable")))
            return
        payload: Any = request.encode(v) if self.wire else request
        arrival = self._arrival(sender.node_id, dst)
        if arrival is None:
            return  # lost: the sender times out
        incarnation = slot.incarnation

        def deliver() -> None:
            target = self.slots.get(dst)
            if target is None or not target.alive or target.incarnation != incarnation or not target.serving:
                return
            if not self.network.can_deliver(sender.node_id, dst):
                return
            body = api.request_class.decode(payload, v) if self.wire else payload
            handler = target.handlers.get(listener, {}).get(api.key)
            info = RequestInfo(api.key, v, 0, f"node-{sender.node_id}", LISTENER_NAMES.get(listener, listener))
            if handler is None:
                self._reply(sender, dst, incarnation, api, v, body,
                            ProtocolError("unsupported", error_code=int(ErrorCode.UNSUPPORTED_VERSION)), finish)
                return
            try:
                result = handler(info, body)
            except Exception as e:  # an error response, as the dispatcher would send
                self._reply(sender, dst, incarnation, api, v, body, e, finish)
                return
            if isinstance(result, Deferred):
                result.add_callback(
                    lambda d: self._reply(sender, dst, incarnation, api, v, body,
                                          d.error if d.error is not None else d.result(), finish)
                )
            elif result is not None:
                self._reply(sender, dst, incarnation, api, v, body, result, finish)
            # None: no response (Produce acks=0); the sender's timeout fires unless it expects none

        self._schedule(arrival, None, deliver)

    def _reply(
        self,
        sender: SimReactor,
        src: int,
        incarnation: int,
        api: Any,
        version: int,
        request: Any,
        result: Any,
        finish: Callable[[Any, TransportError | None], None],
    ) -> None:
        slot = self.slots.get(src)
        if slot is None or not slot.alive or slot.incarnation != incarnation:
            return
        if isinstance(result, BaseException):
            code = getattr(result, "error_code", int(ErrorCode.UNKNOWN_SERVER_ERROR))
            if not isinstance(result, ProtocolError):
                log.warning("node %d: handler for %s failed: %r", src, api.name, result)
            response = build_error_response(api, version, int(code), request)
            if response is None:
                return  # the dispatcher would close the connection: the sender times out
        else:
            response = result
        payload: Any = response.encode(version) if self.wire else response
        arrival = self._arrival(src, sender.node_id)
        if arrival is None:
            return

        def deliver() -> None:
            if not self.network.can_deliver(src, sender.node_id):
                return
            body = api.response_class.decode(payload, version) if self.wire else payload
            finish(body, None)

        self._schedule(arrival, sender, deliver)
