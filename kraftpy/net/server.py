"""The asyncio side of the server: a Protocol adapter per connection and a `KafkaServer` with several listeners.

`KafkaProtocol` drives one sans-IO `ServerConnection` (kraftpy.net.connection): received bytes go in, the requests
that come out are handed to the `Dispatcher`, completed responses are written in request order. It is an
`asyncio.BufferedProtocol`, not a streams reader, so that pipelined requests are parsed and dispatched in one go per
read (`Dispatcher.dispatch_many`) and their responses leave in one write (many requests answered inline cost one
`write` call; responses ready together, up to `JOIN_LIMIT` bytes, are joined into one buffer).

Reading: a buffered protocol, so that the connection decides how much is read before it is read. The transport
reads into the server's read buffer (`READ_BUFFER_SIZE`, one for all connections: each read is copied out before
the next one starts) cut to `ServerConnection.read_size`: what the request memory pool
(`queued.max.request.bytes`) let the connection take for it. A plain `asyncio.Protocol` gets whatever the
transport read (up to 256 KiB a read on both loops) and can only count it afterwards: a connection woken by a
release used to read another socket buffer uncounted before it blocked again. The copy out of the buffer costs
nothing measurable on small requests (`benchmarks/request_bench.py`). The rest of a large frame (64 KiB or more
still to come, `ServerConnection.direct_buffer`) is read into a buffer of the frame's own instead, where the
request is then parsed: a large produce request costs neither the copy out of the read buffer nor a join of its
pieces (the two were a fifth of the nodes' user-mode CPU samples at RF 1 with 1 KB records). With TLS, the TLS
layer still reads ahead by itself (asyncio's and uvloop's SSL transports buffer up to 256 KiB of encrypted bytes
while the protocol's reading is paused), which the pool does not see.

Backpressure: reading stops (`transport.pause_reading()`) while the connection holds its maximum of in-flight
requests or of unsent response bytes, while a request of a heavy API (Fetch, Metadata, ...) waits for the one
before it, and while the pool has no room for it (it is told when it was given room); response bytes stay in the
connection (not in the transport) while the transport is above its write-buffer high-water mark
(`pause_writing`/`resume_writing`), so a client that stops reading stops being read from; memory per connection
stays bounded, and so does the memory of every request received and not yet answered.

Authentication, limits and timeouts: SASL listeners give each connection a `kraftpy.net.authentication.
Authentication` (the state machine runs inside the sans-IO connection); a new connection is counted against the
connection limits (`kraftpy.net.limits`: `max.connections`, per listener, per address; closed at once beyond
them) and every `sweep_interval()` the server closes the connections whose SASL session ended, that did not
authenticate in time, or that stayed idle (`connections.max.idle.ms`). A connection that must close with answers
still unwritten (a client that does not read) gets `CLOSE_GRACE` seconds, then it is aborted.

Connection creation rates (`max.connection.creation.rate`, per listener; KIP-612, `kraftpy.net.limits.
ConnectionRates`): a listener that a rate applies to is served by an accept loop of its own (`_Acceptor`: its
listening sockets watched with `loop.add_reader` and accepted from, each connection handed to the loop with
`connect_accepted_socket`, TLS handshakes included; the same on uvloop). When a connection takes a rate over its
limit the acceptor stops watching for the connection's throttle time, then hands it over and accepts the next
one, as Kafka's acceptor blocks: connections that come meanwhile wait in the kernel's listen backlog, neither
refused nor costing the event loop anything. Other listeners are asyncio servers (`loop.create_server`), whose
connections only count in the rates (for the metrics).

`KafkaServer` listens on every configured listener (name, host, port, security protocol; port 0 picks a free port,
`address(name)` reports the bound one), tracks connections, and shuts down gracefully: it stops accepting, stops
reading new requests, lets in-flight requests finish and their responses flush within a timeout, then cancels what
is left and closes every connection. Listeners can be bound at start and opened for connections later
(`start(deferred=...)`, `start_serving`): a broker binds its client listeners at once (a port in use is a start-up
error) but accepts connections on them only once it is ready. It works with the default event loop and with uvloop.

This module is over ~800 lines on purpose: the adapter, the acceptor and the server share the bookkeeping of every
connection (accept, limits, timeouts, draining at shutdown) and are read together; the decisions they apply live in
sans-IO modules beside it (`connection`, `authentication`, `limits`, `memory`).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import os
import socket
import ssl
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, cast

from kraftpy.security.config import SASL_PROTOCOLS, TLS_PROTOCOLS, SaslListener
from kraftpy.security.sasl import SaslServerAuthenticator
from kraftpy.security.scram import DecoyParams, ScramCredential, process_decoy
from kraftpy.security.tls import NoMatchingRule, PrincipalMapper, principal_of_certificate
from kraftpy.storage.region import FileRegion, RegionTruncatedError

from .authentication import Authentication
from .connection import (
    DEFAULT_MAX_INFLIGHT,
    DEFAULT_MAX_QUEUED_BYTES,
    DEFAULT_MAX_REQUEST_SIZE,
    HEAVY_APIS,
    IDLE_TIMEOUT,
    InboundRequest,
    RequestMemoryPool,
    ResponsePayload,
    ServerConnection,
)
from .dispatch import ConnectionInfo, Dispatcher, NetworkMetrics
from .limits import ConnectionLimits, ConnectionQuotas, ConnectionRates

__all__ = ["KafkaProtocol", "KafkaServer", "Listener", "resolve_ip_overrides"]

log = logging.getLogger(__name__)

SUPPORTED_SECURITY_PROTOCOLS = frozenset({"PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"})
#: the read buffer every connection reads into (the most one read takes)
READ_BUFFER_SIZE = 256 * 1024
#: kraftpy.queued.max.unauthenticated.request.bytes: what all connections that have not authenticated may hold
DEFAULT_UNAUTHENTICATED_REQUEST_BYTES = 16 * 1024 * 1024
#: seconds a closing connection's last answers get to leave before the connection is aborted
CLOSE_GRACE = 10.0
#: a TLS handshake not done within this many seconds closes the connection
TLS_HANDSHAKE_TIMEOUT = 10.0
DEFAULT_WRITE_BUFFER_HIGH = 1024 * 1024
DEFAULT_WRITE_BUFFER_LOW = 256 * 1024
#: responses ready at once up to this many bytes are joined into one buffer for the write (one buffer is cheaper
#: to send than many small ones); larger ones are written as they are, without a copy
JOIN_LIMIT = 64 * 1024
#: an accept loop that ran out of descriptors or memory tries again after this many seconds (as asyncio's servers)
ACCEPT_RETRY_DELAY = 1.0
#: accept(2) errors that concern one connection only (it was reset before it was accepted, ...): the next one
_ACCEPT_TRANSIENT = frozenset(
    {errno.ECONNABORTED, errno.EPROTO, errno.EINTR, errno.EAGAIN, errno.EWOULDBLOCK, errno.EPERM, errno.ENETDOWN}
)
_ACCEPT_RESOURCES = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})


@dataclass(frozen=True, slots=True)
class Listener:
    """One listener: `PROTOCOL://host:port` named `name` (Kafka's listener name, e.g. PLAINTEXT, CONTROLLER).

    SSL and SASL_SSL listeners carry the server's TLS context; SASL_PLAINTEXT and SASL_SSL ones their SASL
    settings (mechanisms, PLAIN users, sasl.server.max.receive.size, connections.max.reauth.ms)."""

    name: str
    host: str
    port: int
    security_protocol: str = "PLAINTEXT"
    ssl_context: ssl.SSLContext | None = None
    sasl: SaslListener | None = None
    #: SSL listeners: `ssl.principal.mapping.rules`, client certificate subjects to principals (None: DEFAULT)
    principal_mapper: PrincipalMapper | None = None


class KafkaProtocol(asyncio.BufferedProtocol):
    """The asyncio adapter of one server-side connection."""

    def __init__(self, server: KafkaServer, listener: Listener) -> None:
        self.server = server
        self.listener = listener
        self.dispatcher = server.dispatcher
        self._now = server.dispatcher.clock
        self.transport: asyncio.Transport | None = None
        self.conn: ServerConnection | None = None
        self.info: ConnectionInfo | None = None
        self._reading = True
        self._write_paused = False
        self._in_dispatch = False
        self._flush_scheduled = False
        self._draining = False  # shutdown: no new requests
        self._eof = False
        self._lost = False
        self._counted = False  # admitted by the connection limits (released when it closes)
        self._muted = False  # a client quota's throttle time: not read until it has passed (KIP-219)
        self._unmute_at = 0.0
        self.closed: asyncio.Future[None] = server.loop.create_future()
        # the socket for sendfile(2) of FileRegion parts (plaintext listeners; -1: regions are read and written)
        self._sock_fd = -1
        self._direct = False  # the last get_buffer gave the connection's own frame buffer (direct_buffer)

    @property
    def sends_file_regions(self) -> bool:
        """Whether responses may hold `FileRegion` parts (the dispatcher reads them first when not): on
        listeners that do not encrypt, whose socket the bytes can go to straight from the page cache."""
        return self._sock_fd >= 0

    @property
    def sasl(self) -> Authentication | None:
        """SASL listeners: the connection's authentication state."""
        return None if self.conn is None else self.conn.authentication

    # -- asyncio callbacks ---------------------------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's transports are not asyncio.Transport subclasses, hence a cast instead of an isinstance check
        self.transport = t = cast(asyncio.Transport, transport)
        server = self.server
        peer = t.get_extra_info("peername")
        lst = self.listener
        if not server._admit(self, str(peer[0]) if peer else None):
            t.abort()
            return
        self._counted = True
        local = t.get_extra_info("sockname")
        client = (str(peer[0]), int(peer[1])) if peer else None
        index = server._next_index()
        local_s = f"{local[0]}:{local[1]}" if local else "?"
        peer_s = f"{peer[0]}:{peer[1]}" if peer else "?"
        conn_id = f"{local_s}-{peer_s}-{index}"
        principal = "User:ANONYMOUS"
        if lst.ssl_context is not None and lst.sasl is None:  # SSL: the client certificate names the principal
            sslobj = t.get_extra_info("ssl_object")
            der = sslobj.getpeercert(binary_form=True) if sslobj else None
            try:
                principal = principal_of_certificate(der, lst.principal_mapper)
            except NoMatchingRule as e:  # an authentication failure: the connection is not served
                server._failed_authentication(peer_s, lst.name, str(e))
                server._authentication_event(lst.name, "authentication-failure")
                t.abort()
                return
        self.info = ConnectionInfo(conn_id, lst.name, lst.security_protocol, client, principal)
        now = self._now()
        authentication = None
        if lst.sasl is not None:
            sasl = lst.sasl
            authentication = Authentication(
                SaslServerAuthenticator(
                    sasl.mechanisms,
                    sasl.plain_users,
                    server.scram_lookup,
                    sasl.reauth_ms,
                    lambda: int(now * 1000),
                    server.scram_decoy,
                ),
                reauth_ms=sasl.reauth_ms,
                timeout=server.limits.authentication_timeout,
                max_receive_size=sasl.max_receive_size,
                now=now,
                on_event=partial(self._authentication_event, lst.name),
            )
        self.conn = ServerConnection(
            max_request_size=server.max_request_size,
            max_inflight=server.max_inflight,
            max_queued_bytes=server.max_queued_bytes,
            routes=self.dispatcher.routes(self.listener.name),
            info=self.info,
            pool=server.memory_pool,
            heavy=HEAVY_APIS,
            on_pool_available=self._schedule_flush,
            authentication=authentication,
            now=now,
        )
        t.set_write_buffer_limits(high=server.write_buffer_high, low=server.write_buffer_low)
        if lst.ssl_context is None and server.sendfile:
            sock = t.get_extra_info("socket")
            with contextlib.suppress(OSError, AttributeError, ValueError):
                self._sock_fd = sock.fileno() if sock is not None else -1
        server._opened(self)
        if server._closing:
            self._draining = True
            t.close()

    def _authentication_event(self, listener: str, outcome: str) -> None:
        if outcome.endswith("-failure"):
            auth = None if self.conn is None else self.conn.authentication
            client = self.info.client_address if self.info is not None else None
            self.server._failed_authentication(
                client[0] if client else "?", listener, (auth.failure if auth is not None else None) or outcome
            )
        self.server._authentication_event(listener, outcome)

    def get_buffer(self, sizehint: int) -> memoryview:
        """Where the transport reads into: the server's read buffer, cut to what the connection may read now
        (counted in the request memory pool before the read)."""
        conn = self.conn
        buf = self.server._read_buffer
        if conn is None:
            return buf[:1]
        direct = conn.direct_buffer()  # the rest of a large frame: read where it will be parsed
        if direct is not None:
            self._direct = True
            return direct
        self._direct = False
        n = conn.read_size(len(buf))
        if n <= 0:
            # (reading is paused once the connection stops wanting to read; a transport asks once more at most:
            # one byte, counted when it arrives)
            return buf[:1]
        return buf[:n]

    def buffer_updated(self, nbytes: int) -> None:
        if self._direct:
            self._direct = False
            conn = self.conn
            if conn is None or self._draining:
                return
            self._received(conn, conn.direct_received(nbytes, self._now()))
        else:
            self.data_received(bytes(self.server._read_buffer[:nbytes]))

    def data_received(self, data: bytes) -> None:
        conn = self.conn
        if conn is None or self._draining:
            return
        self._received(conn, conn.receive_data(data, self._now()))

    def _received(self, conn: ServerConnection, reqs: list[InboundRequest]) -> None:
        """Dispatch what a read made ready, then write what was answered at once."""
        if reqs:
            # (as _dispatch) answers produced now go straight to the connection and are written below
            self._in_dispatch = True
            try:
                self.dispatcher.dispatch_many(reqs, self, self._close, conn)
            finally:
                self._in_dispatch = False
        if self._write_paused or self._eof or not self._reading or self._muted:
            self._update()
            return
        sent = conn.bytes_sent
        out = conn.data_to_send_if_steady()  # the common case: answers to write, nothing else to do
        if out is None:
            self._update()
            return
        if out:
            if self._sock_fd >= 0 and _has_region(out):
                self._write_with_regions(out)
            elif len(out) == 1:
                self.transport.write(out[0])  # type: ignore[union-attr]
            elif conn.bytes_sent - sent <= JOIN_LIMIT:
                self.transport.write(b"".join(out))  # type: ignore[union-attr]
            else:
                self.transport.writelines(out)  # type: ignore[union-attr]

    def eof_received(self) -> bool | None:
        conn = self.conn
        if conn is None:
            return False
        self._eof = True
        if conn.inflight == 0 and not conn.queued_bytes:
            return False  # nothing left to answer: let the transport close
        if self.listener.ssl_context is not None:
            # TLS has no half-close in asyncio: the transport closes whatever is returned (and warns about True),
            # so the answers still owed are dropped, as they are when the client closes for good
            return False
        self._update()
        return True  # keep the write side open until the answers are out

    def pause_writing(self) -> None:
        self._write_paused = True

    def resume_writing(self) -> None:
        self._write_paused = False
        self._update()

    def connection_lost(self, exc: Exception | None) -> None:
        self._lost = True
        conn = self.conn
        if conn is not None:
            pending = conn.inflight
            conn.close()
            # (no reference cycle left through the connection: a flood of short connections is freed by reference
            # counting, not by the cyclic garbage collector, whose full passes stall the loop)
            conn.on_pool_available = None
            if conn.authentication is not None:
                conn.authentication.on_event = None
            if exc is not None:
                log.debug("Connection %s lost with %d requests in flight: %s", conn.label, pending, exc)
        self.server._closed(self)
        if not self.closed.done():
            self.closed.set_result(None)

    # -- driving the connection ----------------------------------------------------------------------------------

    def _dispatch(self, reqs: list[InboundRequest]) -> None:
        # answers produced now go straight to the connection: the caller writes them once the batch is handled
        self._in_dispatch = True
        try:
            self.dispatcher.dispatch_many(reqs, self, self._close, self.conn)
        finally:
            self._in_dispatch = False

    # -- kraftpy.net.dispatch.Responder: completions from the dispatcher, now or later ---------------------------

    def complete(self, req: InboundRequest, payload: ResponsePayload) -> None:
        conn = self.conn
        assert conn is not None
        conn.complete(req, payload)
        if not self._in_dispatch:
            self._schedule_flush()

    def complete_frame(self, req: InboundRequest, frame: bytes) -> None:
        self.conn.complete_frame(req, frame)  # type: ignore[union-attr]
        if not self._in_dispatch:
            self._schedule_flush()

    def complete_batch(self, reqs: Sequence[InboundRequest], data: bytes | bytearray | memoryview) -> None:
        self.conn.complete_batch(reqs, data)  # type: ignore[union-attr]
        if not self._in_dispatch:
            self._schedule_flush()

    def throttle(self, seconds: float) -> None:
        """A client quota throttled a request: its response goes out as usual, then nothing more is read from the
        connection for `seconds` (KIP-219: the channel is muted; a longer throttle extends it)."""
        loop = self.server.loop
        until = loop.time() + seconds
        if until <= self._unmute_at:
            return
        self._unmute_at = until
        if not self._muted:
            self._muted = True
            loop.call_at(until, self._unmute)
        if not self._in_dispatch:
            self._schedule_flush()

    def _unmute(self) -> None:
        loop = self.server.loop
        if loop.time() < self._unmute_at - 0.0005:  # extended meanwhile
            loop.call_at(self._unmute_at, self._unmute)
            return
        self._muted = False
        if not self._lost:
            self._update()

    def _schedule_flush(self) -> None:
        # completions outside data_received (async handlers) are written once per loop iteration
        if not self._flush_scheduled and not self._lost:
            self._flush_scheduled = True
            self.server.loop.call_soon(self._flush_soon)

    def _flush_soon(self) -> None:
        self._flush_scheduled = False
        if not self._lost:
            self._update()

    def _update(self) -> None:
        """Write what is ready, close when due, and pause/resume reading to match the connection's state."""
        conn = self.conn
        transport = self.transport
        assert conn is not None and transport is not None
        while True:
            if not self._write_paused:
                sent = conn.bytes_sent
                out = conn.data_to_send()
                if out:
                    if self._sock_fd >= 0 and _has_region(out):
                        self._write_with_regions(out)
                    elif len(out) == 1:
                        transport.write(out[0])
                    elif conn.bytes_sent - sent <= JOIN_LIMIT:
                        transport.write(b"".join(out))
                    else:
                        transport.writelines(out)
            if conn.should_close:
                self._close_transport(conn.close_reason)
                return
            if (self._eof or self._draining) and conn.inflight == 0 and not conn.queued_bytes:
                self._close_transport(None)
                return
            if transport.is_closing():
                return
            want = (
                conn.wants_read and not self._write_paused and not self._draining and not self._eof and not self._muted
            )
            if want != self._reading:
                self._reading = want
                if want:
                    transport.resume_reading()
                else:
                    transport.pause_reading()
            if not want or not conn.buffered_bytes:
                return
            # frames held back by the in-flight or queued-bytes caps
            more = conn.receive_data(b"", self._now())
            if not more:
                return
            self._dispatch(more)

    def _write_with_regions(self, out: list[Any]) -> None:
        """Write `out` in order, the `FileRegion` parts with sendfile(2) while the transport has nothing buffered
        (so nothing can overtake), the rest of a region that the socket does not take at once read and written
        through the transport. A region whose file was truncated meanwhile cannot be sent in full: the response's
        length prefixes would lie, so the connection is aborted."""
        transport = self.transport
        assert transport is not None
        server = self.server
        pending: list[Any] = []
        for part in out:
            if type(part) is not FileRegion:
                pending.append(part)
                continue
            if pending:
                transport.write(pending[0] if len(pending) == 1 else b"".join(pending))
                pending = []
            sent = 0
            try:
                if not transport.is_closing() and transport.get_write_buffer_size() == 0:
                    length = part.length
                    try:
                        while sent < length:
                            n = os.sendfile(self._sock_fd, part.fd, part.offset + sent, length - sent)
                            if n == 0:
                                break  # the file ends early: the read below says so
                            sent += n
                    except (BlockingIOError, InterruptedError):
                        pass
                    server.sendfile_bytes += sent
                if sent < part.length:
                    rest = part.read(sent)
                    server.region_read_bytes += len(rest)
                    transport.write(rest)
            except RegionTruncatedError as e:
                log.warning(
                    "Closing connection %s: a fetch response's file region shrank while being sent: %s",
                    self.info.connection_id if self.info else "-",
                    e,
                )
                transport.abort()
                return
            except OSError as e:  # the socket broke under sendfile: the transport notices it as well
                log.info("Closing connection %s: sendfile failed: %s", self.info.connection_id if self.info else "-", e)
                transport.abort()
                return
            finally:
                part.close()
        if pending:
            transport.write(pending[0] if len(pending) == 1 else b"".join(pending))

    def _close(self, reason: str) -> None:
        """Called by the dispatcher when a request cannot be answered: close the connection now."""
        conn = self.conn
        assert conn is not None
        conn.close(reason)
        self._close_transport(reason)

    def _close_transport(self, reason: str | None) -> None:
        transport = self.transport
        if transport is not None and not transport.is_closing():
            transport.close()
            if transport.get_write_buffer_size():
                # the last answers wait for a client that may never read them: it gets a while, not forever
                self.server.loop.call_later(CLOSE_GRACE, self.abort)

    def start_draining(self) -> None:
        """Shutdown: read no more requests; close once the in-flight ones are answered."""
        if self._lost:
            return
        self._draining = True
        self._update()

    def abort(self) -> None:
        if self.transport is not None and not self._lost:
            self.transport.abort()


def _has_region(out: list[Any]) -> bool:
    return FileRegion in map(type, out)


def resolve_ip_overrides(overrides: Mapping[str, int]) -> dict[str, int]:
    """max.connections.per.ip.overrides by address: host names resolved to every address they have (once, at
    start, as Kafka does); ValueError naming the key for a host that does not resolve."""
    out: dict[str, int] = {}
    for host, count in overrides.items():
        try:
            ipaddress.ip_address(host)
        except ValueError:
            try:
                infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
            except OSError as e:
                raise ValueError(f"max.connections.per.ip.overrides: cannot resolve {host}: {e}") from None
            for info in infos:
                out[str(info[4][0])] = count
        else:
            out[host] = count
    return out


class _Acceptor:
    """A listener that a connection creation rate applies to, served by an accept loop of its own instead of an
    asyncio server (it offers what `KafkaServer` uses of one: `sockets`, `is_serving`, `start_serving`, `close`,
    `wait_closed`).

    While it serves, the loop watches its listening sockets (`add_reader`) and accepts what is queued, counting
    each connection in the server's `ConnectionRates`; a connection that comes back with a throttle time is held
    for that long while nothing else is accepted (the reader is removed), then handed over and accepting resumes.
    Each connection is handed to the event loop with `connect_accepted_socket` in a task of its own (TLS
    handshakes included), whose protocol is the server's `KafkaProtocol`: from then on it is served as any other."""

    def __init__(self, server: KafkaServer, listener: Listener, sockets: list[socket.socket]) -> None:
        self.server = server
        self.listener = listener
        self.sockets = sockets
        self._serving = False
        self._reading = False
        self._closed = False
        self._held: socket.socket | None = None  # accepted, waiting for its throttle time
        self._held_since = 0.0
        self._timer: asyncio.TimerHandle | None = None
        self._handovers: set[asyncio.Task[None]] = set()

    @classmethod
    async def bind(cls, server: KafkaServer, listener: Listener) -> _Acceptor:
        """Bind the listener's sockets as `loop.create_server` does (every address the host resolves to, the
        whole machine for an empty host; SO_REUSEADDR; IPv6 sockets IPv6 only), without listening yet: until
        `start_serving`, a client's connect is refused."""
        infos = await server.loop.getaddrinfo(
            listener.host or None, listener.port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )
        socks: list[socket.socket] = []
        try:
            for family, kind, proto, _name, address in dict.fromkeys(infos):
                sock = socket.socket(family, kind, proto)
                socks.append(sock)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6:
                    sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                sock.bind(address)
                sock.setblocking(False)
            if not socks:
                raise OSError(errno.EADDRNOTAVAIL, f"no address for {listener.host!r}")
        except BaseException:
            for sock in socks:
                sock.close()
            raise
        return cls(server, listener, socks)

    def is_serving(self) -> bool:
        return self._serving

    async def start_serving(self) -> None:
        if self._serving or self._closed:
            return
        for sock in self.sockets:
            sock.listen(self.server.backlog)
        self._serving = True
        self._resume()

    def close(self) -> None:
        """Stop accepting and close the listening sockets; a connection held for its throttle time is closed, and
        connections whose hand-over (a TLS handshake) is under way are cancelled (their transports close)."""
        if self._closed:
            return
        self._closed = True
        self._pause()
        self._serving = False
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._held is not None:
            self._held.close()
            self._held = None
        for sock in self.sockets:
            sock.close()
        for task in list(self._handovers):
            task.cancel()

    async def wait_closed(self) -> None:
        if self._handovers:
            await asyncio.gather(*self._handovers, return_exceptions=True)

    def _resume(self) -> None:
        if self._reading or not self._serving:
            return
        loop = self.server.loop
        for sock in self.sockets:
            loop.add_reader(sock.fileno(), self._accept, sock)
        self._reading = True

    def _pause(self) -> None:
        if not self._reading:
            return
        loop = self.server.loop
        for sock in self.sockets:
            loop.remove_reader(sock.fileno())
        self._reading = False

    def _accept(self, listening: socket.socket) -> None:
        server = self.server
        loop = server.loop
        name = self.listener.name
        for _ in range(server.backlog):  # (as asyncio's servers: at most a backlog's worth per wake-up)
            try:
                conn, _address = listening.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as e:
                if e.errno in _ACCEPT_RESOURCES:  # out of descriptors or memory: the connections stay queued
                    log.warning(
                        "%sCannot accept a connection on listener %s: %s; trying again in %.0f s",
                        server.prefix,
                        name,
                        e,
                        ACCEPT_RETRY_DELAY,
                    )
                    self._pause()
                    self._timer = loop.call_later(ACCEPT_RETRY_DELAY, self._retry)
                    return
                if e.errno not in _ACCEPT_TRANSIENT:
                    log.warning("%sCannot accept a connection on listener %s: %s", server.prefix, name, e)
                    return
                continue  # (that connection only: reset before it was accepted, ...)
            now = loop.time()
            delay = server.rates.accepted(name, now)
            if delay > 0.0:
                # over a rate: this connection and the ones queued behind it wait (Kafka's acceptor blocks)
                self._pause()
                self._held = conn
                self._held_since = now
                self._timer = loop.call_later(delay, self._throttle_over)
                return
            self._hand_over(conn)

    def _retry(self) -> None:
        self._timer = None
        self._resume()

    def _throttle_over(self) -> None:
        self._timer = None
        conn, self._held = self._held, None
        self.server.rates.blocked(self.listener.name, self.server.loop.time() - self._held_since)
        if conn is not None:
            self._hand_over(conn)
        self._resume()

    def _hand_over(self, conn: socket.socket) -> None:
        conn.setblocking(False)
        with contextlib.suppress(OSError):
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        task = self.server.loop.create_task(self._connect(conn))
        self._handovers.add(task)
        task.add_done_callback(self._handovers.discard)

    async def _connect(self, conn: socket.socket) -> None:
        lst = self.listener
        try:
            # (the transport owns the socket from here on: it closes it, on failure too)
            await self.server.loop.connect_accepted_socket(
                partial(KafkaProtocol, self.server, lst),
                conn,
                ssl=lst.ssl_context,
                ssl_handshake_timeout=TLS_HANDSHAKE_TIMEOUT if lst.ssl_context is not None else None,
            )
        except (OSError, ValueError) as e:  # reset meanwhile, a failed or slow TLS handshake: this connection only
            log.debug("%sConnection on listener %s dropped before it opened: %s", self.server.prefix, lst.name, e)


class KafkaServer:
    """Listens on several listeners and serves every connection through one dispatcher."""

    def __init__(
        self,
        dispatcher: Dispatcher,
        listeners: Sequence[Listener],
        *,
        max_request_size: int = DEFAULT_MAX_REQUEST_SIZE,
        max_inflight: int = DEFAULT_MAX_INFLIGHT,
        max_queued_bytes: int = DEFAULT_MAX_QUEUED_BYTES,
        write_buffer_high: int = DEFAULT_WRITE_BUFFER_HIGH,
        write_buffer_low: int = DEFAULT_WRITE_BUFFER_LOW,
        metrics: NetworkMetrics | None = None,
        backlog: int = 128,
        node_id: int | None = None,
        queued_max_request_bytes: int = -1,
        sendfile: bool = True,
        limits: ConnectionLimits | None = None,
        unauthenticated_request_bytes: int = DEFAULT_UNAUTHENTICATED_REQUEST_BYTES,
    ) -> None:
        if not listeners:
            raise ValueError("at least one listener is needed")
        names = [lst.name for lst in listeners]
        if len(set(names)) != len(names):
            raise ValueError(f"listener names must be unique: {names}")
        for lst in listeners:
            if lst.security_protocol not in SUPPORTED_SECURITY_PROTOCOLS:
                raise ValueError(
                    f"listener {lst.name}: security protocol {lst.security_protocol} is not supported "
                    f"(supported: {', '.join(sorted(SUPPORTED_SECURITY_PROTOCOLS))})"
                )
            if lst.security_protocol in TLS_PROTOCOLS and lst.ssl_context is None:
                raise ValueError(f"listener {lst.name}: {lst.security_protocol} needs a TLS context")
            if lst.security_protocol in SASL_PROTOCOLS and lst.sasl is None:
                raise ValueError(f"listener {lst.name}: {lst.security_protocol} needs SASL settings")
            if not 0 <= lst.port <= 65535:
                raise ValueError(f"listener {lst.name}: port {lst.port} is out of range 0-65535")
        if max_request_size < 10:
            raise ValueError(f"socket.request.max.bytes must be at least 10, got {max_request_size}")
        if not 0 <= write_buffer_low <= write_buffer_high:
            raise ValueError("write_buffer_low must be between 0 and write_buffer_high")
        self.dispatcher = dispatcher
        self.listeners = tuple(listeners)
        self.max_request_size = max_request_size
        self.max_inflight = max_inflight
        self.max_queued_bytes = max_queued_bytes
        self.write_buffer_high = write_buffer_high
        self.write_buffer_low = write_buffer_low
        if 0 <= queued_max_request_bytes < max_request_size:
            raise ValueError(
                f"queued.max.request.bytes must be -1 or at least socket.request.max.bytes "
                f"({max_request_size}), got {queued_max_request_bytes}"
            )
        if unauthenticated_request_bytes < 1:
            raise ValueError(
                "kraftpy.queued.max.unauthenticated.request.bytes must be positive, "
                f"got {unauthenticated_request_bytes}"
            )
        # every connection's requests received and not yet answered (None: no limit); with a SASL listener there
        # is one in any case, for the share of the connections that have not authenticated
        sasl = any(lst.sasl is not None for lst in listeners)
        self.memory_pool = (
            RequestMemoryPool(
                queued_max_request_bytes if queued_max_request_bytes > 0 else None, unauthenticated_request_bytes
            )
            if queued_max_request_bytes > 0 or sasl
            else None
        )
        self.limits = limits if limits is not None else ConnectionLimits()
        self.quotas = ConnectionQuotas(self.limits, names)
        self.rates = ConnectionRates(self.limits, names)
        # listeners a connection creation rate applies to: an accept loop of their own (`_Acceptor`)
        self._throttled = frozenset(name for name in names if self.limits.creation_rate_limited(name))
        # what every connection reads into (get_buffer), cut to what the connection may read: one for all of
        # them, since each read is handed over (and copied out) before the next one starts
        self._read_buffer = memoryview(bytearray(READ_BUFFER_SIZE))
        self._sweeper: asyncio.TimerHandle | None = None
        self._refusals: dict[str, int] = {}  # refused connections by limit, since the last log line
        self._refusal_logged = -1e9
        self._auth_failures = 0  # failed authentications since the last log line
        self._auth_failure_logged = -1e9
        self.metrics = metrics if metrics is not None else dispatcher.metrics
        self.backlog = backlog
        self.prefix = f"[SocketServer listenerType=kraftpy, nodeId={node_id}] " if node_id is not None else ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._servers: dict[str, asyncio.Server | _Acceptor] = {}
        self._addresses: dict[str, tuple[str, int]] = {}
        self._connections: set[KafkaProtocol] = set()
        self._index = 0
        self._closing = False
        # SASL/SCRAM: (mechanism name, user) -> credential, from the node's metadata image; None: no SCRAM users
        self.scram_lookup: Callable[[str, str], ScramCredential | None] = lambda _m, _u: None
        # how the made-up SCRAM credentials of unknown users look, by mechanism (the node derives them from its
        # metadata image, the same on every node: kraftpy.security.scram); by default a key of this process
        self.scram_decoy: Callable[[str], DecoyParams] = process_decoy()
        # FileRegion parts of responses (segment bytes of Fetch responses): sent with sendfile(2) on listeners
        # that do not encrypt; counted here: bytes sendfile took, bytes read and written through the transport
        self.sendfile = sendfile
        self.sendfile_bytes = 0
        self.region_read_bytes = 0

    def backpressure_stats(self) -> dict[str, int]:
        """The request memory pool and the connections whose reading is paused, for the metrics: pool capacity,
        used and available bytes (-1 without a pool), times a connection had to wait for room, connections
        paused now (for any reason: in-flight, queued response bytes, heavy request, pool)."""
        pool = self.memory_pool
        muted = sum(1 for c in self._connections if not c._reading and not c._lost)
        if pool is None:
            return {"capacity": -1, "used": -1, "available": -1, "waits": 0, "muted": muted, "unauthenticated": 0}
        limited = pool.limited
        return {
            "capacity": pool.capacity if limited else -1,
            "used": pool.used if limited else -1,
            "available": pool.available if limited else -1,
            "waits": pool.blocked_total,
            "muted": muted,
            "unauthenticated": pool.unauthenticated_used,
        }

    def accept_stats(self) -> dict[str, dict[str, float]]:
        """The connection creation rates and the throttling of acceptance, for the metrics
        (`ConnectionRates.stats`)."""
        return self.rates.stats(self._loop.time() if self._loop is not None else time.monotonic())

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        return self._loop

    # -- start ---------------------------------------------------------------------------------------------------

    async def start(self, *, deferred: Collection[str] = ()) -> None:
        """Bind every listener; on failure nothing stays bound and OSError names the listener.

        Listeners named in `deferred` are bound (their port is taken, `address()` knows it) but do not accept
        connections yet (a client's connect is refused) until `start_serving` opens them: a broker's client
        listeners wait until the broker is ready, as Kafka enables its data-plane acceptors only then."""
        loop = self.loop
        unknown = set(deferred) - {lst.name for lst in self.listeners}
        if unknown:
            raise ValueError(f"no listener named {', '.join(sorted(unknown))}")
        try:
            for lst in self.listeners:
                host: Any = lst.host or None  # empty host: every interface, as Kafka's "PLAINTEXT://:9092"
                srv: asyncio.Server | _Acceptor
                try:
                    if lst.name in self._throttled:
                        srv = await _Acceptor.bind(self, lst)
                        if lst.name not in deferred:
                            await srv.start_serving()
                    else:
                        srv = await loop.create_server(
                            lambda lst=lst: KafkaProtocol(self, lst),  # type: ignore[misc]
                            host,
                            lst.port,
                            backlog=self.backlog,
                            reuse_address=True,
                            start_serving=lst.name not in deferred,
                            ssl=lst.ssl_context,
                            ssl_handshake_timeout=TLS_HANDSHAKE_TIMEOUT if lst.ssl_context is not None else None,
                        )
                except OSError as e:
                    reason = e.strerror or str(e)
                    raise OSError(
                        e.errno or errno.EADDRNOTAVAIL,
                        f"Socket server failed to bind to {lst.host or '0.0.0.0'}:{lst.port} "
                        f"(listener {lst.name}): {reason}",
                    ) from e
                self._servers[lst.name] = srv
                sock = srv.sockets[0].getsockname()
                self._addresses[lst.name] = (str(sock[0]), int(sock[1]))
                if lst.name in deferred:
                    log.info(
                        "%sBound %s://%s:%d (listener %s); accepting connections later",
                        self.prefix,
                        lst.security_protocol,
                        sock[0],
                        sock[1],
                        lst.name,
                    )
                else:
                    log.info(
                        "%sListening on %s://%s:%d (listener %s)",
                        self.prefix,
                        lst.security_protocol,
                        sock[0],
                        sock[1],
                        lst.name,
                    )
        except BaseException:
            for srv in self._servers.values():
                srv.close()
            self._servers.clear()
            self._addresses.clear()
            raise

    async def start_serving(self, names: Iterable[str]) -> None:
        """Start accepting connections on bound listeners (those `start` deferred); a no-op for listeners that
        already accept, and after shutdown began."""
        for name in names:
            srv = self._servers.get(name)
            if srv is None or self._closing or srv.is_serving():
                continue
            await srv.start_serving()
            host, port = self._addresses[name]
            lst = next(x for x in self.listeners if x.name == name)
            log.info("%sListening on %s://%s:%d (listener %s)", self.prefix, lst.security_protocol, host, port, name)

    @property
    def closing(self) -> bool:
        """Whether shutdown began."""
        return self._closing

    def serving(self, listener: str) -> bool:
        """Whether a listener accepts connections."""
        srv = self._servers.get(listener)
        return srv is not None and srv.is_serving()

    def address(self, listener: str) -> tuple[str, int]:
        """The bound (host, port) of a listener (the real port when the configured one was 0)."""
        return self._addresses[listener]

    def port(self, listener: str) -> int:
        return self._addresses[listener][1]

    @property
    def addresses(self) -> dict[str, tuple[str, int]]:
        return dict(self._addresses)

    @property
    def connections(self) -> frozenset[KafkaProtocol]:
        return frozenset(self._connections)

    @property
    def connection_count(self) -> int:
        return len(self._connections)

    # -- connection bookkeeping ----------------------------------------------------------------------------------

    def _next_index(self) -> int:
        i = self._index
        self._index += 1
        return i

    def _admit(self, proto: KafkaProtocol, ip: str | None) -> bool:
        """A new connection: counted if the limits let it stay (and room made on a protected listener), else
        refused (logged at most once a second, with the count, and counted in the metrics)."""
        listener = proto.listener.name
        if listener not in self._throttled:  # (an accept loop of its own counted it when it accepted it)
            self.rates.accepted(listener, self.loop.time())
        if listener not in self.limits.protected and not self.rates.ip_accepted(ip, self.loop.time()):
            log.debug(
                "%sClosing connection from %s on listener %s: over its connection_creation_rate quota",
                self.prefix,
                ip,
                listener,
            )
            return False
        refused, evict = self.quotas.admit(listener, ip)
        if refused is not None:
            self._refusals[refused] = self._refusals.get(refused, 0) + 1
            now = self.loop.time()
            if now - self._refusal_logged >= 1.0:
                self._refusal_logged = now
                counts = ", ".join(f"{n} for {k}" for k, n in sorted(self._refusals.items()))
                self._refusals.clear()
                log.info(
                    "%sRefused connection from %s on listener %s (%s): the limit is reached; refused since the last "
                    "report: %s",
                    self.prefix,
                    ip,
                    listener,
                    refused,
                    counts,
                )
            hook = getattr(self.metrics, "connection_refused", None)
            if hook is not None:
                hook(listener, refused)
            return False
        if evict:
            self._evict_one()
        return True

    def _evict_one(self) -> None:
        """max.connections reached and a protected listener's connection came: close the least recently active
        connection of an unprotected listener (Kafka's ConnectionQuotas does the same)."""
        protected = self.limits.protected
        victim: KafkaProtocol | None = None
        for p in self._connections:
            if p.listener.name in protected or p.conn is None or p._lost:
                continue
            if victim is None or p.conn.last_active < victim.conn.last_active:  # type: ignore[union-attr]
                victim = p
        if victim is not None:
            assert victim.conn is not None
            log.info(
                "%sClosing connection %s: max.connections reached and a connection of a protected listener came",
                self.prefix,
                victim.conn.label,
            )
            hook = getattr(self.metrics, "connection_refused", None)
            if hook is not None:
                hook(victim.listener.name, "max.connections (closed for a protected listener)")
            victim._close("max.connections reached")

    def _failed_authentication(self, client: str, listener: str, reason: str) -> None:
        """Kafka's "Failed authentication with <client> (<reason>)" at INFO, at most once a second with the count
        of the failures since the last line (a flood of bad logins would fill the log and cost the loop dearly)."""
        self._auth_failures += 1
        now = self.loop.time()
        if now - self._auth_failure_logged >= 1.0:
            self._auth_failure_logged = now
            count, self._auth_failures = self._auth_failures, 0
            log.info(
                "%sFailed authentication with %s (%s) on listener %s%s",
                self.prefix,
                client,
                reason,
                listener,
                f"; {count} failed authentications since the last report" if count > 1 else "",
            )

    def _authentication_event(self, listener: str, outcome: str) -> None:
        """What a connection's authentication reports (`kraftpy.net.authentication.EVENTS`), to the metrics."""
        m = self.metrics
        if outcome == "session-expired":
            hook = getattr(m, "connection_expired", None)
            if hook is not None:
                hook(listener)
        elif outcome == "authentication-timeout":
            hook = getattr(m, "connection_timed_out", None)
            if hook is not None:
                hook(listener, "authentication")
        else:
            hook = getattr(m, "authentication", None)
            if hook is not None:
                hook(listener, outcome)

    def _opened(self, proto: KafkaProtocol) -> None:
        self._connections.add(proto)
        if self.metrics is not None:
            self.metrics.connection_opened(proto.listener.name)
        if self._sweeper is None:
            self._schedule_sweep()

    def _closed(self, proto: KafkaProtocol) -> None:
        if proto._counted:
            proto._counted = False
            peer = proto.info.client_address if proto.info is not None else None
            if peer is None and proto.transport is not None:
                got = proto.transport.get_extra_info("peername")
                peer = (str(got[0]), int(got[1])) if got else None
            self.quotas.release(proto.listener.name, peer[0] if peer else None)
        if proto in self._connections:
            self._connections.discard(proto)
            if self.metrics is not None:
                self.metrics.connection_closed(proto.listener.name)

    # -- timeouts ------------------------------------------------------------------------------------------------

    def sweep_interval(self) -> float:
        """How often the connections are checked for their timeouts: a tenth of the shortest of them, between
        10 ms and 1 s (a timeout fires up to that late)."""
        shortest = [t for t in (self.limits.idle_timeout, self.limits.authentication_timeout) if t is not None]
        shortest += [lst.sasl.reauth_ms / 1000.0 for lst in self.listeners if lst.sasl and lst.sasl.reauth_ms > 0]
        if not shortest:
            return 1.0
        return min(1.0, max(0.01, min(shortest) / 10.0))

    def _schedule_sweep(self) -> None:
        if self._closing:
            return
        self._sweeper = self.loop.call_later(self.sweep_interval(), self._sweep)

    def _sweep(self) -> None:
        """Close the connections whose SASL session ended, that did not authenticate in time, or that stayed
        idle for connections.max.idle.ms (`ServerConnection.check_timeouts`)."""
        self._sweeper = None
        now = self.dispatcher.clock()
        idle = self.limits.idle_timeout
        for proto in list(self._connections):
            conn = proto.conn
            if conn is None or proto._lost:
                continue
            reason = conn.check_timeouts(now, idle)
            if reason is not None:
                self._timed_out(proto, reason)
        if self._connections:
            self._schedule_sweep()

    def _timed_out(self, proto: KafkaProtocol, reason: str) -> None:
        if reason == IDLE_TIMEOUT:
            hook = getattr(self.metrics, "connection_timed_out", None)
            if hook is not None:
                hook(proto.listener.name, "idle")
        proto._close_transport(reason)

    # -- shutdown ------------------------------------------------------------------------------------------------

    async def shutdown(self, timeout: float = 30.0) -> None:
        """Stop accepting, finish in-flight requests (or fail them after `timeout` seconds), close connections."""
        if self._closing and not self._servers and not self._connections:
            return
        self._closing = True
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for srv in self._servers.values():
            srv.close()
        conns = list(self._connections)
        log.info("%sShutting down: %d connections, draining in-flight requests", self.prefix, len(conns))
        for proto in conns:
            proto.start_draining()
        waiting = [p.closed for p in conns if not p.closed.done()]
        if waiting:
            _done, pending = await asyncio.wait(waiting, timeout=timeout)
            if pending:
                cancelled = self.dispatcher.cancel_pending()
                log.warning(
                    "%s%d connections still busy after %.1fs; cancelled %d requests and closing them",
                    self.prefix,
                    len(pending),
                    timeout,
                    cancelled,
                )
                for proto in conns:
                    if not proto.closed.done():
                        proto.abort()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(asyncio.gather(*pending, return_exceptions=True), 1.0)
        for srv in self._servers.values():
            with contextlib.suppress(Exception):
                await asyncio.wait_for(srv.wait_closed(), 1.0)
        self._servers.clear()
        log.info("%sShut down", self.prefix)

    async def __aenter__(self) -> KafkaServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.shutdown()
