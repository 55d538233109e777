"""A tiny asyncio HTTP/1.1 server for Prometheus scrapes: `GET /metrics` in the text exposition format.

No threads (prometheus-client's own server runs one): the registry is collected on the event loop. Supports
keep-alive, HEAD, `Accept` negotiation (Prometheus text or OpenMetrics) and gzip when the scraper asks for it.
Anything else gets 404 / 405 / 400.

The endpoint shows topic names, per-topic traffic and authentication failure counts, so it is guarded like a
listener, and what a scrape costs the node is bounded:

* it binds where it is told (`kraftpy.node.config.metrics_address` picks the node's own host when the setting
  names none, never every interface unless asked to);
* TLS (HTTPS) when it has a keystore, built by `kraftpy.security.tls.server_context` as a TLS listener's is;
* HTTP basic authentication when it has a user and password: a request without them, or with others, gets
  `401` with `WWW-Authenticate: Basic realm="kraftpy"` and the connection is closed (both values are compared in
  constant time, whatever is wrong);
* the rendered exposition is kept for `cache_ms` (per format, and gzipped once per render), so rapid or
  concurrent scrapes share one collection of the registry: however many scrapers there are, the registry is
  collected at most about twice per window (text and OpenMetrics);
* at most `max_connections` scrape connections are open at once (a TLS handshake, which must finish within 10 s,
  included): while that many are, the endpoint accepts no other, which waits in the kernel's listen queue (as
  long as the cap; the kernel drops what does not fit and the client tries again), so that a flood of
  connections costs the node nothing.

The settings (`kraftpy.metrics.*`, see the configuration catalogue) are read by `endpoint_from_settings`, which
turns a bad value into `MetricsConfigError` naming the key.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import errno
import gzip
import hmac
import logging
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from prometheus_client import CollectorRegistry
from prometheus_client.exposition import choose_encoder

from kraftpy.security.tls import TlsConfigError, server_context

__all__ = [
    "BASIC_AUTH_PASSWORD",
    "BASIC_AUTH_USER",
    "CACHE_MS",
    "DEFAULT_CACHE_MS",
    "DEFAULT_MAX_CONNECTIONS",
    "LISTENER",
    "MAX_CONNECTIONS",
    "SETTINGS",
    "SSL_KEYSTORE_LOCATION",
    "SSL_KEY_PASSWORD",
    "MetricsConfigError",
    "MetricsEndpoint",
    "MetricsServer",
    "endpoint_from_settings",
]

log = logging.getLogger(__name__)

# the settings of the endpoint (names of the configuration catalogue)
LISTENER = "kraftpy.metrics.listener"
SSL_KEYSTORE_LOCATION = "kraftpy.metrics.ssl.keystore.location"
SSL_KEY_PASSWORD = "kraftpy.metrics.ssl.key.password"
BASIC_AUTH_USER = "kraftpy.metrics.basic.auth.user"
BASIC_AUTH_PASSWORD = "kraftpy.metrics.basic.auth.password"
CACHE_MS = "kraftpy.metrics.cache.ms"
MAX_CONNECTIONS = "kraftpy.metrics.max.connections"
#: every setting of the endpoint but the listener: meaningless while the listener is off
SETTINGS = (SSL_KEYSTORE_LOCATION, SSL_KEY_PASSWORD, BASIC_AUTH_USER, BASIC_AUTH_PASSWORD, CACHE_MS, MAX_CONNECTIONS)

DEFAULT_CACHE_MS = 1000
DEFAULT_MAX_CONNECTIONS = 8

_MAX_HEAD = 16 * 1024
_IDLE_TIMEOUT = 60.0
_TLS_HANDSHAKE_TIMEOUT = 10.0
_REALM = 'Basic realm="kraftpy"'
_REASONS = {
    200: "OK",
    400: "Bad Request",
    401: "Unauthorized",
    404: "Not Found",
    405: "Method Not Allowed",
    431: "Request Header Fields Too Large",
}


class MetricsConfigError(Exception):
    """A setting of the metrics endpoint that cannot be used; `str()` is one line naming the key."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"{key}: {problem}")


@dataclass(frozen=True, slots=True)
class MetricsEndpoint:
    """Where and how the endpoint serves. `fallback_host`: where to bind instead when `host` is not an address of
    this machine (`host` was derived from the node's listeners, not configured)."""

    host: str
    port: int
    ssl_context: ssl.SSLContext | None = None
    basic_auth: tuple[str, str] | None = field(default=None, repr=False)  # (user, password)
    cache_ms: int = DEFAULT_CACHE_MS
    max_connections: int = DEFAULT_MAX_CONNECTIONS
    fallback_host: str | None = None


def endpoint_from_settings(
    host: str, port: int, setting: Callable[[str], Any], *, fallback_host: str | None = None
) -> MetricsEndpoint:
    """The endpoint from its settings (`setting(name)` gives a setting's typed value, its default when not set).
    The TLS context is built (its files read) here, so that a missing or unreadable file stops start-up."""
    keystore = str(setting(SSL_KEYSTORE_LOCATION) or "")
    key_password = str(setting(SSL_KEY_PASSWORD) or "")
    ctx = None
    if keystore:
        props = {"ssl.keystore.location": keystore}
        if key_password:  # an encrypted PEM key's password, or a PKCS12 store's
            props["ssl.key.password"] = props["ssl.keystore.password"] = key_password
        try:
            ctx = server_context(props)
        except TlsConfigError as e:
            name = SSL_KEY_PASSWORD if e.key == "ssl.key.password" else SSL_KEYSTORE_LOCATION
            raise MetricsConfigError(name, e.problem) from None
    elif key_password:
        raise MetricsConfigError(SSL_KEY_PASSWORD, f"is set but {SSL_KEYSTORE_LOCATION} is not")
    user = str(setting(BASIC_AUTH_USER) or "")
    password = str(setting(BASIC_AUTH_PASSWORD) or "")
    if user and not password:
        raise MetricsConfigError(BASIC_AUTH_PASSWORD, f"is required when {BASIC_AUTH_USER} is set")
    if password and not user:
        raise MetricsConfigError(BASIC_AUTH_USER, f"is required when {BASIC_AUTH_PASSWORD} is set")
    if ":" in user:
        raise MetricsConfigError(BASIC_AUTH_USER, "must not contain ':' (HTTP basic authentication)")
    return MetricsEndpoint(
        host,
        port,
        ssl_context=ctx,
        basic_auth=(user, password) if user else None,
        cache_ms=int(setting(CACHE_MS)),
        max_connections=int(setting(MAX_CONNECTIONS)),
        fallback_host=fallback_host,
    )


class MetricsServer:
    """Serves one registry on host:port (port 0 picks a free port; `port` reports it after `start`)."""

    def __init__(
        self,
        registry: CollectorRegistry,
        host: str = "127.0.0.1",
        port: int = 0,
        path: str = "/metrics",
        *,
        ssl_context: ssl.SSLContext | None = None,
        basic_auth: tuple[str, str] | None = None,
        cache_ms: int = DEFAULT_CACHE_MS,
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
        fallback_host: str | None = None,
    ) -> None:
        if max_connections < 1:
            raise ValueError("max_connections must be at least 1")
        self.registry = registry
        self.host = host
        self.requested_port = port
        self.path = path
        self.ssl_context = ssl_context
        self.cache_s = max(0, cache_ms) / 1000.0
        self.max_connections = max_connections
        self.fallback_host = fallback_host
        self._credentials = (
            None if basic_auth is None else (basic_auth[0].encode("utf-8"), basic_auth[1].encode("utf-8"))
        )
        self._sockets: list[socket.socket] = []
        self._accepting = False
        self._clients: set[asyncio.Task[None]] = set()
        # (content type, gzip) -> (when the registry was collected, loop time; the body)
        self._cache: dict[tuple[str, bool], tuple[float, bytes]] = {}
        self.port: int | None = None
        self.renders = 0  # collections of the registry so far

    @classmethod
    def serving(cls, registry: CollectorRegistry, endpoint: MetricsEndpoint) -> MetricsServer:
        return cls(
            registry,
            endpoint.host,
            endpoint.port,
            ssl_context=endpoint.ssl_context,
            basic_auth=endpoint.basic_auth,
            cache_ms=endpoint.cache_ms,
            max_connections=endpoint.max_connections,
            fallback_host=endpoint.fallback_host,
        )

    async def start(self) -> None:
        try:
            self._sockets = await self._listen(self.host, self.requested_port)
        except OSError as e:
            not_here = isinstance(e, socket.gaierror) or e.errno == errno.EADDRNOTAVAIL
            if not not_here or self.fallback_host is None or self.fallback_host == self.host:
                raise OSError(
                    e.errno,
                    f"{LISTENER}: the metrics endpoint cannot bind to {self.host}:{self.requested_port}: "
                    f"{e.strerror or e}",
                ) from e
            log.warning(
                "Metrics endpoint: cannot bind to the node's host %s (%s); serving on %s instead. "
                "Set %s=HOST:PORT to choose the address",
                self.host,
                e.strerror or e,
                self.fallback_host,
                LISTENER,
            )
            self.host, self.fallback_host = self.fallback_host, None
            await self.start()
            return
        self.port = int(self._sockets[0].getsockname()[1])
        self._resume()
        log.info("Serving metrics on %s%s", self.url, " with basic authentication" if self._credentials else "")
        if self._credentials is not None and self.ssl_context is None:
            log.warning(
                "Metrics endpoint: basic authentication over plain HTTP sends the password in clear text; "
                "set %s for HTTPS",
                SSL_KEYSTORE_LOCATION,
            )

    async def _listen(self, host: str, port: int) -> list[socket.socket]:
        """Listening sockets on every address of `host` (every interface when empty), on one port. An address this
        machine does not have (`localhost`'s ::1 where IPv6 is off) is left out while another one binds."""
        loop = asyncio.get_running_loop()
        infos = await loop.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        socks: list[socket.socket] = []
        not_here: OSError | None = None
        seen = set()
        try:
            for family, kind, proto, _, address in infos:
                if (family, address) in seen:
                    continue
                seen.add((family, address))
                s = socket.socket(family, kind, proto)
                try:
                    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                    if family == socket.AF_INET6:
                        s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                    if socks:  # port 0: the others on the port the first one got
                        address = (address[0], socks[0].getsockname()[1], *address[2:])
                    s.bind(address)
                except OSError as e:
                    s.close()
                    if e.errno != errno.EADDRNOTAVAIL:
                        raise
                    not_here = e
                    continue
                socks.append(s)
                # connections over the cap wait in this queue, not in the node: a short one
                s.listen(self.max_connections)
                s.setblocking(False)
            if not socks:
                raise not_here or OSError(errno.EADDRNOTAVAIL, f"no address for {host!r}")
        except OSError:
            for s in socks:
                s.close()
            raise
        return socks

    @property
    def url(self) -> str:
        host = self.host if self.host not in ("", "0.0.0.0", "::") else "127.0.0.1"
        if ":" in host:
            host = f"[{host}]"
        scheme = "https" if self.ssl_context is not None else "http"
        return f"{scheme}://{host}:{self.port}{self.path}"

    async def close(self) -> None:
        if not self._sockets:
            return
        self._pause()
        for s in self._sockets:
            s.close()
        self._sockets = []
        for t in list(self._clients):
            t.cancel()
        for t in list(self._clients):
            with contextlib.suppress(BaseException):
                await t

    async def __aenter__(self) -> MetricsServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- connections: at most max_connections; while that many are open, no other is accepted -------------------

    @property
    def connections(self) -> int:
        return len(self._clients)

    def _resume(self) -> None:
        if self._accepting or not self._sockets or len(self._clients) >= self.max_connections:
            return
        loop = asyncio.get_running_loop()
        for s in self._sockets:
            loop.add_reader(s.fileno(), self._accept, s)
        self._accepting = True

    def _pause(self) -> None:
        if not self._accepting:
            return
        loop = asyncio.get_running_loop()
        for s in self._sockets:
            loop.remove_reader(s.fileno())
        self._accepting = False

    def _accept(self, listening: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        while len(self._clients) < self.max_connections:
            try:
                conn, _ = listening.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as e:  # out of file descriptors, ...: the connection stays queued, tried again later
                log.warning("Metrics endpoint: cannot accept a connection: %s", e)
                self._pause()
                loop.call_later(1.0, self._resume)
                return
            conn.setblocking(False)
            task = loop.create_task(self._connection(conn))
            self._clients.add(task)
            task.add_done_callback(self._closed)
        self._pause()

    def _closed(self, task: asyncio.Task[None]) -> None:
        self._clients.discard(task)
        if self._sockets:
            self._resume()

    async def _connection(self, conn: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=_MAX_HEAD * 4, loop=loop)
        protocol = asyncio.StreamReaderProtocol(reader, loop=loop)
        try:
            transport, _ = await loop.connect_accepted_socket(
                lambda: protocol,
                conn,
                ssl=self.ssl_context,
                ssl_handshake_timeout=_TLS_HANDSHAKE_TIMEOUT if self.ssl_context is not None else None,
            )
        except (OSError, ssl.SSLError, TimeoutError) as e:  # a failed TLS handshake
            log.debug("Metrics endpoint: connection dropped before its first request: %s", e)
            conn.close()
            return
        except BaseException:
            conn.close()
            raise
        await self._serve(reader, asyncio.StreamWriter(transport, protocol, reader, loop))

    # -- HTTP ----------------------------------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                try:
                    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), _IDLE_TIMEOUT)
                except asyncio.LimitOverrunError:
                    await self._send(writer, 431, b"request head too large\n", close=True)
                    return
                except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, ssl.SSLError):
                    return
                if len(head) > _MAX_HEAD:
                    await self._send(writer, 431, b"request head too large\n", close=True)
                    return
                keep_alive = await self._handle(head, reader, writer)
                if not keep_alive:
                    return
        except (asyncio.CancelledError, ConnectionError):
            pass
        except Exception:
            log.exception("Metrics endpoint: unexpected error")
        finally:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    def _authorized(self, value: str | None) -> bool:
        if self._credentials is None:
            return True
        user, password = b"", b""
        scheme, _, token = (value or "").strip().partition(" ")
        if scheme.lower() == "basic":
            try:
                decoded = base64.b64decode(token.strip(), validate=True)
            except (binascii.Error, ValueError):
                decoded = b""
            user, _, password = decoded.partition(b":")
        # both compared, whichever is wrong, so that the time taken says nothing about which one
        ok_user = hmac.compare_digest(user, self._credentials[0])
        ok_password = hmac.compare_digest(password, self._credentials[1])
        return ok_user and ok_password

    async def _handle(self, head: bytes, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        try:
            lines = head.decode("latin-1").split("\r\n")
            method, target, proto = lines[0].split(" ")
        except ValueError:
            await self._send(writer, 400, b"bad request line\n", close=True)
            return False
        headers: dict[str, str] = {}
        for line in lines[1:]:
            if not line:
                continue
            name, sep, value = line.partition(":")
            if not sep:
                await self._send(writer, 400, b"bad header line\n", close=True)
                return False
            headers[name.strip().lower()] = value.strip()
        if not proto.startswith("HTTP/1."):
            await self._send(writer, 400, b"unsupported protocol\n", close=True)
            return False
        if not self._authorized(headers.get("authorization")):
            # nothing else is looked at, and the connection closes: an unauthenticated peer holds no slot
            await self._send(
                writer,
                401,
                b"authentication required\n",
                close=True,
                extra={"WWW-Authenticate": _REALM},
                head_only=method == "HEAD",
            )
            return False
        conn_hdr = headers.get("connection", "").lower()
        keep_alive = (proto == "HTTP/1.1" and conn_hdr != "close") or (proto == "HTTP/1.0" and conn_hdr == "keep-alive")
        length = headers.get("content-length")
        if length:  # a body we have no use for: read and drop it so keep-alive stays in sync
            try:
                n = int(length)
                if n < 0 or n > 1024 * 1024:
                    raise ValueError
                await reader.readexactly(n)
            except (ValueError, asyncio.IncompleteReadError):
                await self._send(writer, 400, b"bad content-length\n", close=True)
                return False
        path = target.split("?", 1)[0]
        if path != self.path:
            await self._send(writer, 404, f"not found; metrics are at {self.path}\n".encode(), close=not keep_alive)
            return keep_alive
        if method not in ("GET", "HEAD"):
            await self._send(writer, 405, b"method not allowed\n", close=not keep_alive, extra={"Allow": "GET, HEAD"})
            return keep_alive
        compressed = "gzip" in headers.get("accept-encoding", "")
        body, content_type = self._exposition(headers.get("accept", ""), compressed)
        await self._send(
            writer,
            200,
            body,
            close=not keep_alive,
            content_type=content_type,
            extra={"Content-Encoding": "gzip"} if compressed else None,
            head_only=method == "HEAD",
        )
        return keep_alive

    def _exposition(self, accept: str, compressed: bool) -> tuple[bytes, str]:
        """The body for a scrape: rendered (and gzipped) at most once per cache window and format."""
        encoder, content_type = choose_encoder(accept)
        now = asyncio.get_running_loop().time()
        hit = self._cache.get((content_type, compressed))
        if hit is not None and now - hit[0] < self.cache_s:
            return hit[1], content_type
        raw = self._cache.get((content_type, False))
        if raw is None or now - raw[0] >= self.cache_s:
            self.renders += 1
            raw = (now, encoder(self.registry))
            if self.cache_s > 0:
                self._cache[(content_type, False)] = raw
        if not compressed:
            return raw[1], content_type
        body = gzip.compress(raw[1], compresslevel=5)
        if self.cache_s > 0:
            self._cache[(content_type, True)] = (raw[0], body)  # as old as what it compresses
        return body, content_type

    @staticmethod
    async def _send(
        writer: asyncio.StreamWriter,
        status: int,
        body: bytes,
        *,
        close: bool,
        content_type: str = "text/plain; charset=utf-8",
        extra: dict[str, str] | None = None,
        head_only: bool = False,
    ) -> None:
        lines = [
            f"HTTP/1.1 {status} {_REASONS.get(status, '')}",
            f"Content-Type: {content_type}",
            f"Content-Length: {len(body)}",
        ]
        for k, v in (extra or {}).items():
            lines.append(f"{k}: {v}")
        if close:
            lines.append("Connection: close")
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        if not head_only:
            writer.write(body)
        await writer.drain()
