"""A simulated world for whole clusters: one clock, one event queue, a network, and per-node reactors.

`SimReactor` implements `kraftpy.runtime.Reactor`, so controllers, brokers and raft run here with exactly the code
a real node runs. The network behaves like TCP between nodes: messages from one node to another arrive in the order
they were sent, never twice, after a random delay; a cut link (a partition) loses what crosses it, so the sender's
request times out, as a hung TCP connection does. Requests travel as bytes through the code a node runs: the
sender's `kraftpy.net` client connection, the receiver's server connection (framing, ordering, limits) and its
request dispatcher (`kraftpy.net.dispatch`, decoding, error responses, encoding), with the handlers registered as a
node registers them; only the event loop and the sockets are simulated.

A node can crash (`crash`): its timers and in-flight callbacks die with its incarnation, requests to it go
unanswered; a restart creates a new reactor (incarnation) for the node. Disks are the nodes' `SimFileSystem`s,
owned by whoever builds the cluster (a power loss is `SimFileSystem.power_loss`). A crash can also strike from
inside a node's code: whatever the node calls (a wrapped disk, a wrapped reactor) raises `NodeCrash`, which unwinds
the node's stack to the event loop, where the node is crashed at that instant and `SimWorld.on_crash` is told.

Clients that are not nodes connect with `connect(node, listener)`: a raw byte stream (`SimSocket`) carried by the
same network, served by the node's real server connection and dispatcher. A listener made secure with
`secure_listener` gives each of those connections an authentication state machine
(`kraftpy.net.authentication`): the SASL exchange, session ends and timeouts run exactly as in a node process,
on the simulated clock (the node-to-node links of the channels do not authenticate). With `memory_pool`, a node's
server connections read only what its request memory pool lets them (`ServerConnection.read_size`): what they
may not read yet stays in the socket, as TCP holds it.

Everything random derives from the seed: the same seed and the same actions replay exactly.
"""

from __future__ import annotations

import heapq
import logging
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kraftpy.net.authentication import Authentication
from kraftpy.net.client_connection import ClientConnection, ClientProtocolError, expects_response
from kraftpy.net.connection import HEAVY_APIS, ConnectionInfo, InboundRequest, RequestMemoryPool, ServerConnection
from kraftpy.net.dispatch import Dispatcher, serve
from kraftpy.net.tasks import NO_HANDLER_TASKS
from kraftpy.protocol.api import API_BY_KEY, ApiInfo
from kraftpy.protocol.codec import Message
from kraftpy.runtime import (
    BROKER_LISTENER,
    CONTROLLER_LISTENER,
    RequestHandler,
    ResponseCallback,
    TransportError,
)
from kraftpy.sim.clock import SimClock
from kraftpy.sim.network import NetworkConfig, SimNetwork

log = logging.getLogger(__name__)

WALL_CLOCK_BASE_MS = 1_750_000_000_000
LISTENER_NAMES = {CONTROLLER_LISTENER: "CONTROLLER", BROKER_LISTENER: "PLAINTEXT"}


class NodeCrash(BaseException):
    """Raised inside an event to crash `node_id` at that instant (half-way through whatever it was doing).

    A `BaseException`, so that the node's own error handling (which catches `Exception`) does not stop it: it
    unwinds to `SimWorld.run_until`, which crashes the node and hands the signal to `SimWorld.on_crash`."""

    def __init__(self, node_id: int, reason: str = "crash") -> None:
        super().__init__(f"node {node_id}: {reason}")
        self.node_id = node_id
        self.reason = reason


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
    # the incarnation's request dispatcher (the real one, without an event loop): its handlers by listener name
    dispatcher: Dispatcher = field(default_factory=lambda: Dispatcher(tasks=NO_HANDLER_TASKS))
    serving: bool = True  # False once a clean shutdown closed the listeners (outbound requests still work)


class SimReactor:
    """One incarnation of one node's reactor."""

    def __init__(
        self, world: SimWorld, node_id: int, incarnation: int, channels: str = "node", rng: random.Random | None = None
    ) -> None:
        self.world = world
        self.node_id = node_id
        self.incarnation = incarnation
        # whose connections the requests sent through this reactor use: a node's raft client has its own, apart
        # from the channels of its broker and controller parts, as in a node process
        self.channels = channels
        self.rng = rng if rng is not None else random.Random(f"{world.seed}/{node_id}/{incarnation}")

    def with_channels(self, channels: str) -> SimReactor:
        """The same incarnation (clock, timers, randomness) sending on its own set of connections."""
        return SimReactor(self.world, self.node_id, self.incarnation, channels, self.rng)

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
        channel: str = "",
    ) -> None:
        self.world._send(self, node_id, listener, request, callback, timeout_ms, version, channel)


class SimWorld:
    def __init__(self, seed: int | str, *, network: NetworkConfig | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(f"{seed}/world")
        self.clock = SimClock()
        self.network = SimNetwork(random.Random(f"{seed}/network"), network or NetworkConfig(drop_rate=0.0))
        self.slots: dict[int, _NodeSlot] = {}
        self._links: dict[tuple[Any, ...], _Link] = {}
        self._connections = 0
        self._queue: list[tuple[int, int, Callable[[], None]]] = []
        self._seq = 0
        self._last_arrival: dict[tuple[int, int], int] = {}
        self.events = 0
        # told of every `NodeCrash` raised by an event, after the node was crashed
        self.on_crash: Callable[[NodeCrash], None] | None = None
        # raw client connections (`connect`): secured listeners, the nodes' request memory pools
        self._secured: dict[tuple[int, str], Callable[[float], Authentication]] = {}
        self._pools: dict[int, RequestMemoryPool] = {}
        self._sockets = 0

    # -- nodes ----------------------------------------------------------------------------------------------------

    def start_node(self, node_id: int) -> SimReactor:
        """A new incarnation of `node_id` (first start or restart after `crash`)."""
        slot = self.slots.setdefault(node_id, _NodeSlot())
        slot.incarnation += 1
        slot.alive = True
        slot.serving = True
        slot.dispatcher = Dispatcher(clock=self._seconds, tasks=NO_HANDLER_TASKS)
        return SimReactor(self, node_id, slot.incarnation)

    def crash(self, node_id: int) -> None:
        slot = self.slots.get(node_id)
        if slot is not None:
            slot.alive = False

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
        """Register handlers on a listener kind with the node's dispatcher, as a node does
        (`kraftpy.net.dispatch.serve`); `versions` (min, max) limits what the node announces for them (a sender
        that names no version gets the highest both sides support, as after ApiVersions). A handler registered
        again replaces the earlier one."""
        slot = self.slots[reactor.node_id]
        if slot.incarnation != reactor.incarnation:
            return
        name = LISTENER_NAMES.get(listener, listener)
        d = slot.dispatcher
        for api, handler in handlers.items():
            if api in d.table(name):
                d.unregister(api, [name])
            lo, hi = (None, None) if versions is None else versions
            serve(d, api, handler, listeners=[name], min_version=lo, max_version=hi)

    def _seconds(self) -> float:
        return self.clock.now / 1000.0

    # -- raw client connections ----------------------------------------------------------------------------------

    def secure_listener(self, node_id: int, listener: str, authentication: Callable[[float], Authentication]) -> None:
        """Connections that `connect` opens to `listener` of `node_id` authenticate: `authentication(now)` makes
        the state machine of each (now: the simulated clock in seconds at the accept)."""
        self._secured[(node_id, LISTENER_NAMES.get(listener, listener))] = authentication

    def memory_pool(self, node_id: int, pool: RequestMemoryPool) -> None:
        """The request memory pool of `node_id`'s raw client connections (`queued.max.request.bytes`)."""
        self._pools[node_id] = pool

    def connect(self, node_id: int, listener: str, address: tuple[str, int] | None = None) -> SimSocket:
        """A client's connection to a node's listener: bytes in both directions over the simulated network."""
        self._sockets += 1
        name = LISTENER_NAMES.get(listener, listener)
        slot = self.slots.get(node_id)
        sock = SimSocket(self, node_id, name, -self._sockets, address or ("10.1.0.1", 40000 + self._sockets))
        if slot is None or not slot.alive or not slot.serving:
            self._schedule(self.clock.now + 1, None, lambda: sock._closed_by_node("connection refused"))
            return sock
        now = self._seconds()
        make = self._secured.get((node_id, name))
        info = ConnectionInfo(
            f"node-{node_id}-client-{self._sockets}", name, "SASL_PLAINTEXT" if make else "PLAINTEXT", sock.address
        )
        sock._attach(
            ServerConnection(
                routes=slot.dispatcher.routes(name),
                info=info,
                pool=self._pools.get(node_id),
                heavy=HEAVY_APIS,
                on_pool_available=sock._pump_soon,
                authentication=None if make is None else make(now),
                now=now,
            ),
            slot.dispatcher,
            slot.incarnation,
        )
        return sock

    def _client_bytes(self, sock: SimSocket, data: bytes) -> None:
        """Bytes a client sent arrive at the node: into the socket's buffer, read as the connection allows."""
        arrival = self._arrival(sock.src, sock.dst)
        if arrival is None:
            sock.hung = True
            return

        def arrive() -> None:
            if sock.hung or sock.server_closed or not self.network.can_deliver(sock.src, sock.dst):
                sock.hung = True
                return
            sock.inbox += data
            sock._pump()

        self._schedule(arrival, None, arrive)

    # -- the event queue -------------------------------------------------------------------------------------------

    def _schedule(
        self, when: int, owner: SimReactor | None, fn: Callable[[], None], timer: _Timer | None = None
    ) -> None:
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
            try:
                fn()
            except NodeCrash as crash:
                self.crash(crash.node_id)
                if self.on_crash is not None:
                    self.on_crash(crash)
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

    def _version(self, slot: _NodeSlot | None, listener: str, api: ApiInfo, version: int | None) -> int | None:
        """The version to send, as after ApiVersions: the highest both sides support (None: not served)."""
        if version is not None:
            return version
        reg = None if slot is None else slot.dispatcher.table(listener).get(api.key)
        if reg is None:
            return None
        return min(api.max_version, reg.max_version)

    def _link(self, sender: SimReactor, dst: int, slot: _NodeSlot, listener: str, lane: str = "") -> _Link:
        key = (sender.node_id, sender.incarnation, sender.channels, dst, slot.incarnation, listener, lane)
        link = self._links.get(key)
        if link is None or link.closed:
            self._connections += 1
            info = ConnectionInfo(f"node-{dst}-node-{sender.node_id}-{self._connections}", listener)
            link = _Link(
                key,
                ClientConnection(f"node-{sender.node_id}"),
                ServerConnection(routes=slot.dispatcher.routes(listener), info=info),
                sender,
                dst,
                slot.incarnation,
                slot.dispatcher,
            )
            self._links[key] = link
        return link

    def _send(
        self,
        sender: SimReactor,
        dst: int,
        kind: str,
        request: Message,
        callback: ResponseCallback,
        timeout_ms: int,
        version: int | None,
        lane: str = "",
    ) -> None:
        api = API_BY_KEY[request.API_KEY]  # type: ignore[index]
        listener = LISTENER_NAMES.get(kind, kind)
        slot = self.slots.get(dst)
        done = False

        def finish(response: Any, error: TransportError | None) -> None:
            nonlocal done
            if done or not sender.alive:
                return
            done = True
            callback(response, error)

        if slot is None or not slot.alive or not slot.serving:
            # connection refused, learnt quickly
            self._schedule(
                self.clock.now + 1, sender, lambda: finish(None, TransportError(f"node {dst} is not reachable"))
            )
            return
        v = self._version(slot, listener, api, version)
        if v is None:  # the client refuses to send what the node does not serve (ApiVersions)
            self._schedule(
                self.clock.now + 1,
                sender,
                lambda: finish(None, TransportError(f"node {dst} does not serve {api.name}")),
            )
            return
        link = self._link(sender, dst, slot, listener, lane)
        expect = expects_response(request)
        cid = link.client.send(request, v, expect_response=expect)
        data = b"".join(link.client.data_to_send())
        if expect:
            link.pending[cid] = finish

            def timed_out() -> None:
                if link.pending.pop(cid, None) is None:
                    return
                finish(None, TransportError(f"request to node {dst} timed out", timed_out=True))
                # the client gives up on the connection, as a real one does: what else waits on it fails now
                self._close_link(link, f"{api.name} request timed out")

            self._schedule(self.clock.now + timeout_ms, sender, timed_out)
        else:  # Produce with acks=0: sent, nothing to wait for
            self._schedule(self.clock.now, sender, lambda: finish(None, None))
        self._transmit(sender.node_id, dst, link, data, self._deliver_request)

    def _transmit(self, src: int, dst: int, link: _Link, data: bytes, deliver: Callable[[_Link, bytes], None]) -> None:
        """Carry bytes of a link from src to dst. A loss (a cut link) leaves the connection hung, as TCP across a
        partition: nothing more gets through on it, and the client's timeout closes it."""
        if link.hung or link.closed:
            return
        arrival = self._arrival(src, dst)
        if arrival is None:
            link.hung = True
            return

        def arrive() -> None:
            if link.hung or link.closed:
                return
            if not self.network.can_deliver(src, dst):
                link.hung = True
                return
            deliver(link, data)

        self._schedule(arrival, None, arrive)

    def _deliver_request(self, link: _Link, data: bytes) -> None:
        target = self.slots.get(link.dst)
        if target is None or not target.alive or target.incarnation != link.dst_incarnation or not target.serving:
            link.hung = True  # unanswered: the sender times out
            return
        conn = link.server
        reqs = conn.receive_data(data, self.clock.now / 1000.0)
        if reqs:
            link.dispatching = True
            try:
                link.dispatcher.dispatch_many(reqs, link, link.close_from_server, link)
            finally:
                link.dispatching = False
        self._flush(link)

    def _flush(self, link: _Link) -> None:
        """Send what the node's side of a link has ready (answers in request order)."""
        link.flush_scheduled = False
        target = self.slots.get(link.dst)
        if target is None or not target.alive or target.incarnation != link.dst_incarnation:
            return
        conn = link.server
        out = conn.data_to_send()
        if out:
            self._transmit(link.dst, link.sender.node_id, link, b"".join(out), self._deliver_response)
        if conn.should_close and not link.closed:
            reason = conn.close_reason or "closed by the node"
            self._schedule(self.clock.now, None, lambda: self._close_link(link, reason))

    def _deliver_response(self, link: _Link, data: bytes) -> None:
        if not link.sender.alive:
            return
        try:
            responses = link.client.receive_data(data)
        except ClientProtocolError as e:
            responses = list(e.responses or [])
            self._close_link(link, str(e))
        for r in responses:
            finish = link.pending.pop(r.correlation_id, None)
            if finish is None:
                continue
            if r.error is not None:
                finish(None, TransportError(f"{type(r.error).__name__}: {r.error}"))
            else:
                finish(r.body, None)

    def _close_link(self, link: _Link, reason: str) -> None:
        """The connection is gone (the client closed it, or the node did): requests still waiting on it fail."""
        if link.closed:
            return
        link.closed = True
        link.server.close(reason)
        if self._links.get(link.key) is link:
            del self._links[link.key]
        pending, link.pending = link.pending, {}
        for finish in pending.values():
            finish(None, TransportError(f"connection to node {link.dst} closed: {reason}"))


class _Link:
    """One connection from a node's channels to a node's listener: the real client and server connections of
    `kraftpy.net` with the node's real dispatcher, bytes carried by the simulated network."""

    def __init__(
        self,
        key: tuple[Any, ...],
        client: ClientConnection,
        server: ServerConnection,
        sender: SimReactor,
        dst: int,
        dst_incarnation: int,
        dispatcher: Dispatcher,
    ) -> None:
        self.key = key
        self.client = client
        self.server = server
        self.sender = sender
        self.dst = dst
        self.dst_incarnation = dst_incarnation
        self.dispatcher = dispatcher
        self.pending: dict[int, Callable[[Any, TransportError | None], None]] = {}
        self.hung = False  # a message was lost: nothing more crosses until the client closes it
        self.closed = False
        self.dispatching = False
        self.flush_scheduled = False

    # kraftpy.net.dispatch.Responder: the node's answers, now or later
    def complete(self, request: InboundRequest, response: Any) -> None:
        self.server.complete(request, response)
        self._answered()

    def complete_frame(self, request: InboundRequest, frame: bytes) -> None:
        self.server.complete_frame(request, frame)
        self._answered()

    def complete_batch(self, requests: Sequence[InboundRequest], data: bytes | bytearray | memoryview) -> None:
        self.server.complete_batch(requests, data)
        self._answered()

    def _answered(self) -> None:
        # answers given while the request batch is dispatched go out with it; later ones at the next event
        if not self.dispatching and not self.flush_scheduled:
            self.flush_scheduled = True
            world = self.sender.world
            world._schedule(world.clock.now, None, lambda: world._flush(self))

    def close_from_server(self, reason: str) -> None:
        self.server.close(reason)
        world = self.sender.world
        world._schedule(world.clock.now, None, lambda: world._flush(self))


class SimSocket:
    """A client's raw connection to a node (`SimWorld.connect`): `send` bytes, get the node's bytes through
    `on_data`, learn of a close by the node through `on_close`; `server` is the node's side (its
    `ServerConnection`, with its authentication on a secured listener)."""

    def __init__(self, world: SimWorld, dst: int, listener: str, src: int, address: tuple[str, int]) -> None:
        self.world = world
        self.dst = dst
        self.listener = listener
        self.src = src  # the client's place in the network
        self.address = address
        self.server: ServerConnection | None = None
        self.dispatcher: Dispatcher | None = None
        self.incarnation = 0
        self.on_data: Callable[[bytes], None] | None = None
        self.on_close: Callable[[str], None] | None = None
        self.inbox = b""  # bytes arrived at the node and not read yet (the socket's receive buffer)
        self.hung = False
        self.client_closed = False
        self.server_closed = False
        self.close_reason: str | None = None
        self._dispatching = False
        self._flush_scheduled = False
        self._pump_scheduled = False
        self._timer_at = -1

    def _attach(self, conn: ServerConnection, dispatcher: Dispatcher, incarnation: int) -> None:
        self.server = conn
        self.dispatcher = dispatcher
        self.incarnation = incarnation
        self._arm()

    # -- the client's side ---------------------------------------------------------------------------------------

    def send(self, data: bytes) -> None:
        if self.client_closed or self.server_closed or self.server is None:
            return
        self.world._client_bytes(self, bytes(data))

    def close(self) -> None:
        """The client closes: the node learns of it after the network's delay."""
        if self.client_closed:
            return
        self.client_closed = True
        world = self.world
        arrival = world._arrival(self.src, self.dst)
        world._schedule(arrival if arrival is not None else world.clock.now + 1, None, self._gone)

    def _gone(self) -> None:
        if self.server is not None and not self.server.closed:
            self.server.close("the client closed the connection")
        self.server_closed = True

    # -- the node's side -----------------------------------------------------------------------------------------

    def _alive(self) -> bool:
        slot = self.world.slots.get(self.dst)
        return slot is not None and slot.alive and slot.incarnation == self.incarnation

    def _pump_soon(self) -> None:
        if not self._pump_scheduled:
            self._pump_scheduled = True
            world = self.world
            world._schedule(world.clock.now, None, self._pump)

    def _pump(self) -> None:
        """Read what the connection may read now (counted in the pool first), hand it the bytes, dispatch."""
        self._pump_scheduled = False
        conn = self.server
        if conn is None or self.server_closed or not self._alive():
            return
        now = self.world._seconds()
        reqs: list[InboundRequest] = []
        while self.inbox:
            n = conn.read_size(len(self.inbox))
            if n <= 0:
                break
            data, self.inbox = self.inbox[:n], self.inbox[n:]
            reqs += conn.receive_data(data, now)
        if conn.wants_read and conn.buffered_bytes:
            reqs += conn.receive_data(b"", now)
        if reqs and self.dispatcher is not None:
            self._dispatching = True
            try:
                self.dispatcher.dispatch_many(reqs, self, self._close_from_node, self)
            finally:
                self._dispatching = False
        self._flush()

    def _flush(self) -> None:
        self._flush_scheduled = False
        conn = self.server
        if conn is None or self.server_closed or not self._alive():
            return
        out = conn.data_to_send()
        world = self.world
        if out:
            data = b"".join(bytes(p) for p in out)
            arrival = world._arrival(self.dst, self.src)
            if arrival is not None:
                world._schedule(arrival, None, lambda: self._to_client(data))
        if conn.should_close:
            self._closed_by_node(conn.close_reason or "closed by the node")
            return
        if self.inbox and conn.wants_read:
            self._pump_soon()
        self._arm()

    def _arm(self, not_before: int = 0) -> None:
        """Check the connection's deadlines (session end, authentication time) when the next one is due."""
        conn = self.server
        if conn is None:
            return
        due = conn.next_deadline()
        if due == float("inf"):
            return
        at = math.ceil(due * 1000)
        while at / 1000.0 < due:  # (the first millisecond at which the clock, in seconds, reads the deadline)
            at += 1
        at = max(self.world.clock.now, at, not_before)
        if at == self._timer_at:
            return
        self._timer_at = at

        def check() -> None:
            if self._timer_at != at:
                return
            self._timer_at = -1
            if conn.closed or self.server_closed or not self._alive():
                return
            if conn.check_timeouts(self.world._seconds()) is not None:
                self._closed_by_node(conn.close_reason or "timed out")
            else:  # (not due after all: never again in the same millisecond)
                self._arm(self.world.clock.now + 1)

        self.world._schedule(at, None, check)

    def _closed_by_node(self, reason: str) -> None:
        if self.server_closed:
            return
        self.server_closed = True
        self.close_reason = reason
        if self.server is not None and not self.server.closed:
            self.server.close(reason)
        world = self.world
        arrival = world._arrival(self.dst, self.src)
        world._schedule(arrival if arrival is not None else world.clock.now + 1, None, self._tell_close)

    def _tell_close(self) -> None:
        if self.on_close is not None and not self.client_closed:
            self.on_close(self.close_reason or "closed")

    def _to_client(self, data: bytes) -> None:
        if self.on_data is not None and not self.client_closed:
            self.on_data(data)

    def _close_from_node(self, reason: str) -> None:
        self._closed_by_node(reason)

    # kraftpy.net.dispatch.Responder: the node's answers, now or later
    def complete(self, request: InboundRequest, response: Any) -> None:
        if self.server is not None:
            self.server.complete(request, response)
        self._answered()

    def complete_frame(self, request: InboundRequest, frame: bytes) -> None:
        if self.server is not None:
            self.server.complete_frame(request, frame)
        self._answered()

    def complete_batch(self, requests: Sequence[InboundRequest], data: bytes | bytearray | memoryview) -> None:
        if self.server is not None:
            self.server.complete_batch(requests, data)
        self._answered()

    def _answered(self) -> None:
        if not self._dispatching and not self._flush_scheduled:
            self._flush_scheduled = True
            world = self.world
            world._schedule(world.clock.now, None, self._flush)
