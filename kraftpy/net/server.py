"""The asyncio side of the server: a Protocol adapter per connection and a `KafkaServer` with several listeners.

`KafkaProtocol` drives one sans-IO `ServerConnection` (kraftpy.net.connection): received bytes go in, the requests
that come out are handed to the `Dispatcher`, completed responses are written in request order. It is an
`asyncio.Protocol`, not a streams reader, so that pipelined requests are parsed and dispatched in one go per read
(`Dispatcher.dispatch_many`) and their responses leave in one write (many requests answered inline cost one
`write` call; responses ready together, up to `JOIN_LIMIT` bytes, are joined into one buffer).

Backpressure: reading stops (`transport.pause_reading()`) while the connection holds its maximum of in-flight
requests or of unsent response bytes, while a request of a heavy API (Fetch, Metadata, ...) waits for the one
before it, and while the node's request memory pool (`queued.max.request.bytes`) has no room for the frame being
read; response bytes stay in the connection (not in the transport) while the transport is above its write-buffer
high-water mark (`pause_writing`/`resume_writing`), so a client that stops reading stops being read from; memory
per connection stays bounded, and so does the memory of every request received and not yet answered.

`KafkaServer` listens on every configured listener (name, host, port, security protocol; port 0 picks a free port,
`address(name)` reports the bound one), tracks connections, and shuts down gracefully: it stops accepting, stops
reading new requests, lets in-flight requests finish and their responses flush within a timeout, then cancels what
is left and closes every connection. Listeners can be bound at start and opened for connections later
(`start(deferred=...)`, `start_serving`): a broker binds its client listeners at once (a port in use is a start-up
error) but accepts connections on them only once it is ready. It works with the default event loop and with uvloop.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import errno
import logging
import os
import ssl
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from kraftpy.protocol.api import API_VERSIONS_KEY, ApiKey
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.security.config import SASL_PROTOCOLS, TLS_PROTOCOLS, SaslListener
from kraftpy.security.sasl import SaslServerAuthenticator
from kraftpy.security.scram import ScramCredential
from kraftpy.security.tls import NoMatchingRule, PrincipalMapper, principal_of_certificate
from kraftpy.storage.region import FileRegion, RegionTruncatedError

from .connection import (
    DEFAULT_MAX_INFLIGHT,
    DEFAULT_MAX_QUEUED_BYTES,
    DEFAULT_MAX_REQUEST_SIZE,
    HEAVY_APIS,
    InboundRequest,
    RequestMemoryPool,
    ResponsePayload,
    ServerConnection,
)
from .dispatch import ConnectionInfo, Dispatcher, NetworkMetrics

__all__ = ["KafkaProtocol", "KafkaServer", "Listener"]

log = logging.getLogger(__name__)

SUPPORTED_SECURITY_PROTOCOLS = frozenset({"PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"})
SASL_HANDSHAKE_KEY: int = ApiKey.SASL_HANDSHAKE
SASL_AUTHENTICATE_KEY: int = ApiKey.SASL_AUTHENTICATE
#: a TLS handshake not done within this many seconds closes the connection
TLS_HANDSHAKE_TIMEOUT = 10.0
DEFAULT_WRITE_BUFFER_HIGH = 1024 * 1024
DEFAULT_WRITE_BUFFER_LOW = 256 * 1024
#: responses ready at once up to this many bytes are joined into one buffer for the write (one buffer is cheaper
#: to send than many small ones); larger ones are written as they are, without a copy
JOIN_LIMIT = 64 * 1024


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


class KafkaProtocol(asyncio.Protocol):
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
        self.closed: asyncio.Future[None] = server.loop.create_future()
        self.sasl: SaslServerAuthenticator | None = None  # SASL listeners: the connection's authentication
        # the socket for sendfile(2) of FileRegion parts (plaintext listeners; -1: regions are read and written)
        self._sock_fd = -1

    @property
    def sends_file_regions(self) -> bool:
        """Whether responses may hold `FileRegion` parts (the dispatcher reads them first when not): on
        listeners that do not encrypt, whose socket the bytes can go to straight from the page cache."""
        return self._sock_fd >= 0

    # -- asyncio callbacks ---------------------------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's transports are not asyncio.Transport subclasses, hence a cast instead of an isinstance check
        self.transport = t = cast(asyncio.Transport, transport)
        server = self.server
        peer = t.get_extra_info("peername")
        local = t.get_extra_info("sockname")
        client = (str(peer[0]), int(peer[1])) if peer else None
        index = server._next_index()
        local_s = f"{local[0]}:{local[1]}" if local else "?"
        peer_s = f"{peer[0]}:{peer[1]}" if peer else "?"
        conn_id = f"{local_s}-{peer_s}-{index}"
        principal = "User:ANONYMOUS"
        lst = self.listener
        if lst.ssl_context is not None and lst.sasl is None:  # SSL: the client certificate names the principal
            sslobj = t.get_extra_info("ssl_object")
            der = sslobj.getpeercert(binary_form=True) if sslobj else None
            try:
                principal = principal_of_certificate(der, lst.principal_mapper)
            except NoMatchingRule as e:  # an authentication failure: the connection is not served
                log.info("Failed authentication with %s on listener %s: %s", peer_s, lst.name, e)
                t.abort()
                return
        self.info = ConnectionInfo(conn_id, lst.name, lst.security_protocol, client, principal)
        max_request_size = server.max_request_size
        if lst.sasl is not None:
            sasl = lst.sasl
            clock = self._now
            self.sasl = SaslServerAuthenticator(
                sasl.mechanisms,
                sasl.plain_users,
                server.scram_lookup,
                sasl.reauth_ms,
                lambda: int(clock() * 1000),
                server.sasl_secret,
            )
            max_request_size = min(max_request_size, sasl.max_receive_size)  # until authenticated
        self.conn = ServerConnection(
            max_request_size=max_request_size,
            max_inflight=server.max_inflight,
            max_queued_bytes=server.max_queued_bytes,
            routes=self.dispatcher.routes(self.listener.name),
            info=self.info,
            pool=server.memory_pool,
            heavy=HEAVY_APIS,
            on_pool_available=self._schedule_flush,
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

    def data_received(self, data: bytes) -> None:
        conn = self.conn
        assert conn is not None
        if self._draining:
            return
        reqs = conn.receive_data(data, self._now())
        if reqs:
            # (as _dispatch) answers produced now go straight to the connection and are written below
            self._in_dispatch = True
            try:
                if self.sasl is not None:
                    reqs = self._sasl_gate(reqs)
                self.dispatcher.dispatch_many(reqs, self, self._close, conn)
            finally:
                self._in_dispatch = False
        if self._write_paused or self._eof or not self._reading:
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
        assert conn is not None
        self._eof = True
        if conn.inflight == 0 and not conn.queued_bytes:
            return False  # nothing left to answer: let the transport close
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
            if self.sasl is not None:
                reqs = self._sasl_gate(reqs)
            self.dispatcher.dispatch_many(reqs, self, self._close, self.conn)
        finally:
            self._in_dispatch = False

    # -- SASL ----------------------------------------------------------------------------------------------------

    def _sasl_gate(self, reqs: list[InboundRequest]) -> list[InboundRequest]:
        """SASL listeners: SaslHandshake and SaslAuthenticate are answered here; before authentication only
        ApiVersions goes on to the dispatcher (anything else closes the connection, as Kafka does), and after the
        session expired (connections.max.reauth.ms) only a re-authentication does."""
        sasl = self.sasl
        conn = self.conn
        assert sasl is not None and conn is not None
        out: list[InboundRequest] = []
        for i, req in enumerate(reqs):
            key = req.api.key
            if key in (SASL_HANDSHAKE_KEY, SASL_AUTHENTICATE_KEY):
                if out:  # answers stay in request order: what came before goes first
                    self.dispatcher.dispatch_many(out, self, self._close, conn)
                    out = []
                was = sasl.authenticated
                if not self._sasl_exchange(req):
                    return []
                if sasl.authenticated and not was:
                    self._authenticated(reqs[i + 1 :])
                continue
            if not sasl.authenticated:
                if key != API_VERSIONS_KEY:
                    log.info(
                        "Closing connection %s: unexpected %s request during SASL authentication",
                        conn.label,
                        req.api.name,
                    )
                    self._close("request before SASL authentication")
                    return []
            elif sasl.expired() and not sasl.in_exchange:
                log.info(
                    "Closing connection %s: the SASL session expired (connections.max.reauth.ms) and the client "
                    "did not re-authenticate",
                    conn.label,
                )
                self._close("SASL session expired")
                return []
            out.append(req)
        return out

    def _sasl_exchange(self, req: InboundRequest) -> bool:
        """Answer one SaslHandshake / SaslAuthenticate; False when the connection is closing."""
        sasl = self.sasl
        assert sasl is not None
        try:
            if req.api.key == SASL_HANDSHAKE_KEY:
                body: Any = SaslHandshakeRequest.decode(req.body, req.api_version)
                resp: Any = sasl.handshake(body.mechanism)
            else:
                body = SaslAuthenticateRequest.decode(req.body, req.api_version)
                resp = sasl.authenticate(body, req.api_version)
        except DecodeError as e:
            log.info(
                "Closing connection %s: malformed %s: %s",
                self.info.connection_id if self.info else "-",
                req.api.name,
                e,
            )
            self._close("malformed SASL request")
            return False
        self.dispatcher._respond(req, body, resp, self, self._close)
        if sasl.failed:
            # the answer goes out, then the connection closes; nothing says which part was wrong
            log.info(
                "Failed authentication with %s (%s) on listener %s",
                self.info.client_address[0] if self.info and self.info.client_address else "?",
                "invalid credentials" if req.api.key == SASL_AUTHENTICATE_KEY else "unsupported mechanism",
                self.listener.name,
            )
            conn = self.conn
            assert conn is not None
            conn._violation("SASL authentication failed")
            return False
        return True

    def _authenticated(self, rest: list[InboundRequest]) -> None:
        sasl = self.sasl
        conn = self.conn
        assert sasl is not None and conn is not None and self.info is not None and sasl.principal is not None
        self.info = dataclasses.replace(self.info, principal=sasl.principal)
        conn.info = self.info
        conn.max_request_size = self.server.max_request_size
        for r in rest:  # requests read in the same batch, after the SaslAuthenticate
            r.connection = self.info

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
            want = conn.wants_read and not self._write_paused and not self._draining and not self._eof
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
        # every connection's requests received and not yet answered (None: no limit)
        self.memory_pool = RequestMemoryPool(queued_max_request_bytes) if queued_max_request_bytes > 0 else None
        self.metrics = metrics if metrics is not None else dispatcher.metrics
        self.backlog = backlog
        self.prefix = f"[SocketServer listenerType=kraftpy, nodeId={node_id}] " if node_id is not None else ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._servers: dict[str, asyncio.Server] = {}
        self._addresses: dict[str, tuple[str, int]] = {}
        self._connections: set[KafkaProtocol] = set()
        self._index = 0
        self._closing = False
        # SASL/SCRAM: (mechanism name, user) -> credential, from the node's metadata image; None: no SCRAM users
        self.scram_lookup: Callable[[str, str], ScramCredential | None] = lambda _m, _u: None
        self.sasl_secret = os.urandom(32)  # seeds the made-up SCRAM salts of unknown users
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
            return {"capacity": -1, "used": -1, "available": -1, "waits": 0, "muted": muted}
        return {
            "capacity": pool.capacity,
            "used": pool.used,
            "available": pool.available,
            "waits": pool.blocked_total,
            "muted": muted,
        }

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
                try:
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

    def _opened(self, proto: KafkaProtocol) -> None:
        self._connections.add(proto)
        if self.metrics is not None:
            self.metrics.connection_opened(proto.listener.name)

    def _closed(self, proto: KafkaProtocol) -> None:
        if proto in self._connections:
            self._connections.discard(proto)
            if self.metrics is not None:
                self.metrics.connection_closed(proto.listener.name)

    # -- shutdown ------------------------------------------------------------------------------------------------

    async def shutdown(self, timeout: float = 30.0) -> None:
        """Stop accepting, finish in-flight requests (or fail them after `timeout` seconds), close connections."""
        if self._closing and not self._servers and not self._connections:
            return
        self._closing = True
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
