"""The client side of inter-node connections: the asyncio `NodeClient` / `ChannelManager` that raft, broker ->
controller RPCs and replica fetchers send their requests through, over the sans-IO `ClientConnection`
(`kraftpy.net.client_connection`).

`NodeClient` keeps one connection to one node's endpoint: it connects on demand, negotiates versions with
ApiVersions first (falling back to the ApiVersions max the node advertises when it rejects ours), picks for every
request the highest version both sides support (`UnsupportedVersionError` when none), applies a per-request
timeout (a timed-out request drops the connection, as Kafka's NetworkClient does, since the node may be stuck),
and after a failure or a disconnect reconnects no earlier than an exponential backoff with jitter
(`reconnect.backoff.ms` 50 .. `reconnect.backoff.max.ms` 1000, x2 per failure, +-20%, the random source
injected). `send` is cancellation-safe: cancelling a caller abandons its response (read and dropped when it
arrives), and never a connection attempt other callers share.

`ChannelManager` holds one `NodeClient` per (node id, listener), with node endpoints that can be updated from
metadata at any time (a changed endpoint closes the old connection).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.metadata
import logging
import random
from collections.abc import Callable, Mapping
from typing import Any, cast

from kraftpy.protocol.api import API_BY_KEY, API_VERSIONS_KEY
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
from kraftpy.security.config import ClientSecurity
from kraftpy.security.sasl import SaslClient
from kraftpy.security.scram import AuthenticationFailed

from .client_connection import (
    DEFAULT_MAX_RESPONSE_SIZE,
    ClientConnection,
    ClientProtocolError,
    ClientResponse,
    expects_response,
)

__all__ = [
    "AuthenticationError",
    "ChannelManager",
    "DisconnectedError",
    "ExponentialBackoff",
    "NodeClient",
    "NodeUnavailableError",
    "RequestTimedOutError",
    "UnsupportedVersionError",
]

log = logging.getLogger(__name__)

#: each connection's read buffer (made on its first read; what a read brings is copied out of it at once)
CLIENT_READ_BUFFER_SIZE = 128 * 1024


def _software_version() -> str:
    try:
        return importlib.metadata.version("kraftpy")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


# -- errors --------------------------------------------------------------------------------------------------------


class UnsupportedVersionError(ProtocolError):
    """No version of the API is supported by both sides (or the node does not serve the API at all)."""

    error_code = int(ErrorCode.UNSUPPORTED_VERSION)


class NodeUnavailableError(ConnectionError):
    """The node could not be reached (connect failed, or version negotiation failed)."""


class DisconnectedError(ConnectionError):
    """The connection closed while the request was outstanding; the node may or may not have processed it."""


class AuthenticationError(ProtocolError):
    """The node refused this client's SASL authentication (or the exchange broke): not retried at once."""

    error_code = int(ErrorCode.SASL_AUTHENTICATION_FAILED)


class RequestTimedOutError(TimeoutError):
    """No response within the request timeout."""

    error_code = int(ErrorCode.REQUEST_TIMED_OUT)


# -- backoff -------------------------------------------------------------------------------------------------------


class ExponentialBackoff:
    """Kafka's ExponentialBackoff: initial * multiplier^attempts, capped at max, times a random factor 1+-jitter."""

    __slots__ = ("initial", "jitter", "maximum", "multiplier", "rng")

    def __init__(
        self, initial: float, maximum: float, rng: random.Random, multiplier: float = 2.0, jitter: float = 0.2
    ) -> None:
        if initial <= 0 or maximum < initial or multiplier < 1 or not 0 <= jitter < 1:
            raise ValueError("invalid backoff parameters")
        self.initial = initial
        self.maximum = maximum
        self.multiplier = multiplier
        self.jitter = jitter
        self.rng = rng

    def backoff(self, attempts: int) -> float:
        term = min(self.maximum, self.initial * self.multiplier ** min(attempts, 64))
        if self.jitter:
            term *= self.rng.uniform(1 - self.jitter, 1 + self.jitter)
        return term


# -- asyncio -------------------------------------------------------------------------------------------------------


ResponseCallback = Callable[[Any, BaseException | None], None]


class _CallbackWaiter:
    """A request sent with `NodeClient.send_callback`: what the connection knows of an awaited request (the
    `asyncio.Future` methods it uses), with the outcome handed to a callback instead of a task, and the request's
    timer."""

    __slots__ = ("_callbacks", "_done", "callback", "timer")

    def __init__(self, callback: ResponseCallback) -> None:
        self.callback = callback
        self.timer: asyncio.TimerHandle | None = None
        self._done = False
        self._callbacks: list[Callable[[Any], None]] | None = None

    def done(self) -> bool:
        return self._done

    def set_result(self, result: Any) -> None:
        self._finish(result, None)

    def set_exception(self, error: BaseException) -> None:
        self._finish(None, error)

    def add_done_callback(self, fn: Callable[[Any], None]) -> None:
        if self._done:
            fn(self)
        elif self._callbacks is None:
            self._callbacks = [fn]
        else:
            self._callbacks.append(fn)

    def _finish(self, result: Any, error: BaseException | None) -> None:
        if self._done:
            return
        self._done = True
        if self.timer is not None:
            self.timer.cancel()
        try:
            self.callback(result, error)
        finally:
            if self._callbacks is not None:
                for fn in self._callbacks:
                    fn(self)


class _ClientProtocol(asyncio.BufferedProtocol):
    """A buffered protocol: reads go to the protocol's read buffer, copied out once per read, except the rest of a
    large response, which is read straight into a buffer of its own (`ClientConnection.direct_buffer`): a
    follower's large fetch responses cost no join of their pieces."""

    def __init__(self, client: NodeClient, conn: ClientConnection) -> None:
        self.client = client
        self.conn = conn
        self.transport: asyncio.Transport | None = None
        self._read_buffer: memoryview | None = None  # made on the first read
        self._direct = False  # the last get_buffer gave the connection's frame buffer
        # awaited requests by correlation id: futures of `NodeClient.send`, waiters of `send_callback`
        self.futures: dict[int, asyncio.Future[Any] | _CallbackWaiter] = {}
        self.lost: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._writable: asyncio.Future[None] | None = None
        self.api_versions: dict[int, tuple[int, int]] = {}
        # SASL session end (event-loop time) after which the next request opens a new, re-authenticated connection
        self.reauth_at: float | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's transports are not asyncio.Transport subclasses, hence a cast instead of an isinstance check
        self.transport = cast(asyncio.Transport, transport)

    def get_buffer(self, sizehint: int) -> memoryview:
        direct = self.conn.direct_buffer()
        if direct is not None:
            self._direct = True
            return direct
        self._direct = False
        buf = self._read_buffer
        if buf is None:
            buf = self._read_buffer = memoryview(bytearray(CLIENT_READ_BUFFER_SIZE))
        return buf

    def buffer_updated(self, nbytes: int) -> None:
        if self._direct:
            self._direct = False
            self._deliver(self.conn.direct_received, nbytes)
        else:
            assert self._read_buffer is not None
            self.data_received(bytes(self._read_buffer[:nbytes]))

    def data_received(self, data: bytes) -> None:
        self._deliver(self.conn.receive_data, data)

    def _deliver(self, receive: Callable[[Any], list[ClientResponse]], arg: Any) -> None:
        """Hand the responses `receive(arg)` completes to their waiters; a protocol violation (after the
        responses before it) drops the connection."""
        violation: ClientProtocolError | None = None
        try:
            responses = receive(arg)
        except ClientProtocolError as e:
            violation = e
            responses = e.responses
        futures = self.futures
        for r in responses:
            fut = futures.pop(r.correlation_id, None)
            if fut is None or fut.done():
                continue  # abandoned by a cancelled or timed-out caller
            if r.error is not None:
                fut.set_exception(r.error)
            else:
                fut.set_result(r.body)
        if violation is not None:
            log.warning("%s Dropping the connection: %s", self.client.prefix, violation)
            if self.transport is not None:
                self.transport.abort()

    def connection_lost(self, exc: Exception | None) -> None:
        self.conn.abandon_all()
        futures = self.futures
        self.futures = {}
        for fut in futures.values():
            if not fut.done():
                fut.set_exception(
                    DisconnectedError(f"{self.client.prefix} Connection closed with the request in flight")
                )
        if self._writable is not None and not self._writable.done():
            self._writable.set_result(None)
        if not self.lost.done():
            self.lost.set_result(None)
        self.client._lost(self)

    def pause_writing(self) -> None:
        if self._writable is None or self._writable.done():
            self._writable = asyncio.get_running_loop().create_future()

    def resume_writing(self) -> None:
        if self._writable is not None and not self._writable.done():
            self._writable.set_result(None)

    @property
    def open(self) -> bool:
        return self.transport is not None and not self.transport.is_closing() and not self.lost.done()

    def send(self, body: Message, version: int, expect_response: bool) -> asyncio.Future[Any] | None:
        fut: asyncio.Future[Any] | None = asyncio.get_running_loop().create_future() if expect_response else None
        self.send_to(body, version, fut)
        return fut

    def send_to(self, body: Message, version: int, waiter: asyncio.Future[Any] | _CallbackWaiter | None) -> None:
        """Send a request whose outcome goes to `waiter` (None: no response is expected)."""
        cid = self.conn.send(body, version, expect_response=waiter is not None)
        if waiter is not None:
            self.futures[cid] = waiter
        assert self.transport is not None
        for chunk in self.conn.data_to_send():
            self.transport.write(chunk)

    @property
    def write_paused(self) -> bool:
        """The transport asked us to stop writing (its buffer is full) and has not resumed yet."""
        w = self._writable
        return w is not None and not w.done()

    async def writable(self) -> None:
        w = self._writable
        if w is not None and not w.done():
            await asyncio.shield(w)

    def close(self) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.close()


class NodeClient:
    """One connection to one node's endpoint, with version negotiation, timeouts and reconnect backoff."""

    def __init__(
        self,
        node_id: int,
        host: str,
        port: int,
        *,
        rng: random.Random,
        client_id: str = "kraftpy",
        listener: str | None = None,
        request_timeout: float = 30.0,
        connect_timeout: float = 10.0,
        reconnect_backoff: float = 0.05,
        reconnect_backoff_max: float = 1.0,
        versions: Mapping[int, tuple[int, int]] | None = None,
        max_response_size: int = DEFAULT_MAX_RESPONSE_SIZE,
        software_name: str = "kraftpy",
        software_version: str | None = None,
        security: ClientSecurity | None = None,
    ) -> None:
        self.node_id = node_id
        self.security = security
        self.host = host
        self.port = port
        self.listener = listener
        self.client_id = client_id
        self.request_timeout = request_timeout
        self.connect_timeout = connect_timeout
        self.backoff = ExponentialBackoff(reconnect_backoff, reconnect_backoff_max, rng)
        self.versions = dict(versions) if versions is not None else None
        self.max_response_size = max_response_size
        self.software_name = software_name
        self.software_version = software_version or _software_version()
        self._proto: _ClientProtocol | None = None
        self._connecting: asyncio.Task[_ClientProtocol] | None = None
        self._failures = 0
        self._next_attempt = 0.0  # event-loop time before which no connection attempt is made
        self._closed = False
        self._correlation_seed = rng.randrange(0, 1 << 20)
        self.connects = 0  # successful connections so far (tests, metrics)

    @property
    def prefix(self) -> str:
        where = f"{self.host}:{self.port}" + (f" ({self.listener})" if self.listener else "")
        return f"[NodeClient node={self.node_id} {where}]"

    @property
    def connected(self) -> bool:
        return self._proto is not None and self._proto.open

    @property
    def api_versions(self) -> dict[int, tuple[int, int]] | None:
        """What the node advertised on the current connection: api key -> (min, max)."""
        return dict(self._proto.api_versions) if self.connected and self._proto is not None else None

    def our_range(self, api_key: int) -> tuple[int, int]:
        if self.versions is not None and api_key in self.versions:
            return self.versions[api_key]
        info = API_BY_KEY[api_key]
        return info.min_version, info.max_version

    # -- sending -------------------------------------------------------------------------------------------------

    async def send(self, body: Message, version: int | None = None, timeout: float | None = None) -> Any:
        """Send a request and wait for its response body (None for Produce acks=0).

        Raises NodeUnavailableError (cannot connect), DisconnectedError (connection lost while waiting),
        RequestTimedOutError, UnsupportedVersionError, or the response's DecodeError.
        """
        if self._closed:
            raise NodeUnavailableError(f"{self.prefix} client is closed")
        loop = asyncio.get_running_loop()
        limit = self.request_timeout if timeout is None else timeout
        deadline = loop.time() + limit
        api_key: int = body.API_KEY  # type: ignore[assignment]
        sent_on: _ClientProtocol | None = None
        try:
            async with asyncio.timeout_at(deadline):
                proto = await self._ready()
                v = self._choose_version(proto, api_key, version)
                expect = expects_response(body)
                await proto.writable()
                if not proto.open:
                    raise DisconnectedError(f"{self.prefix} Connection closed before the request was sent")
                fut = proto.send(body, v, expect)
                sent_on = proto
                if fut is None:
                    return None
                return await fut
        except TimeoutError:
            if sent_on is not None:
                log.info(
                    "%s Disconnecting: %s request timed out after %.3fs",
                    self.prefix,
                    API_BY_KEY[api_key].name,
                    limit,
                )
                sent_on.close()
            raise RequestTimedOutError(
                f"{self.prefix} {API_BY_KEY[api_key].name} request timed out after {limit:.3f}s"
            ) from None

    def send_callback(
        self, body: Message, callback: ResponseCallback, *, version: int | None = None, timeout: float | None = None
    ) -> None:
        """Send a request and call `callback(response body, None)` or `callback(None, error)` once, with the errors
        of `send`. On an open connection this costs no task: the request is written at once and the callback runs
        from the connection's reads or the request's timer (the inter-node path of a node: raft, replication,
        heartbeats); otherwise `send` runs as a task (connecting, negotiating, authenticating, a paused writer).
        The callback never runs inside this call."""
        loop = asyncio.get_running_loop()
        proto = self._proto
        if (
            self._closed
            or proto is None
            or not proto.open
            or proto.write_paused
            or (proto.reauth_at is not None and loop.time() >= proto.reauth_at)
        ):
            task = loop.create_task(self.send(body, version=version, timeout=timeout))
            task.add_done_callback(lambda t: _deliver_task(t, callback))
            return
        api_key: int = body.API_KEY  # type: ignore[assignment]
        try:
            v = self._choose_version(proto, api_key, version)
        except UnsupportedVersionError as e:
            loop.call_soon(callback, None, e)
            return
        if not expects_response(body):
            proto.send_to(body, v, None)
            loop.call_soon(callback, None, None)
            return
        limit = self.request_timeout if timeout is None else timeout
        waiter = _CallbackWaiter(callback)
        waiter.timer = loop.call_at(loop.time() + limit, self._timed_out, proto, waiter, api_key, limit)
        proto.send_to(body, v, waiter)

    def _timed_out(self, proto: _ClientProtocol, waiter: _CallbackWaiter, api_key: int, limit: float) -> None:
        if waiter.done():
            return
        name = API_BY_KEY[api_key].name
        log.info("%s Disconnecting: %s request timed out after %.3fs", self.prefix, name, limit)
        waiter.timer = None
        waiter.set_exception(RequestTimedOutError(f"{self.prefix} {name} request timed out after {limit:.3f}s"))
        proto.close()

    def _choose_version(self, proto: _ClientProtocol, api_key: int, version: int | None) -> int:
        theirs = proto.api_versions.get(api_key)
        name = API_BY_KEY[api_key].name
        if theirs is None:
            raise UnsupportedVersionError(f"node {self.node_id} does not serve {name}")
        lo, hi = self.our_range(api_key)
        if version is not None:
            if not (theirs[0] <= version <= theirs[1]):
                raise UnsupportedVersionError(
                    f"node {self.node_id} serves {name} versions {theirs[0]}-{theirs[1]}, not {version}"
                )
            return version
        v = min(hi, theirs[1])
        if v < max(lo, theirs[0]):
            raise UnsupportedVersionError(
                f"no common {name} version: ours {lo}-{hi}, node {self.node_id}'s {theirs[0]}-{theirs[1]}"
            )
        return v

    # -- connecting ----------------------------------------------------------------------------------------------

    async def _ready(self) -> _ClientProtocol:
        while True:
            proto = self._proto
            if proto is not None and proto.open:
                if proto.reauth_at is None or asyncio.get_running_loop().time() < proto.reauth_at:
                    return proto
                # the SASL session is about to end: new requests go on a new connection, the old one closes
                # once its requests are answered
                self._proto = None
                _close_when_idle(proto)
                continue
            if self._closed:
                raise NodeUnavailableError(f"{self.prefix} client is closed")
            task = self._connecting
            if task is None:
                task = self._connecting = asyncio.get_running_loop().create_task(self._connect())
                task.add_done_callback(self._connect_done)
            # a cancelled caller must not cancel the attempt other callers wait for
            await asyncio.shield(task)

    def _connect_done(self, task: asyncio.Task[_ClientProtocol]) -> None:
        if self._connecting is task:
            self._connecting = None
        if not task.cancelled():
            task.exception()  # retrieved here so an unawaited failure is not reported as lost

    async def _connect(self) -> _ClientProtocol:
        loop = asyncio.get_running_loop()
        wait = self._next_attempt - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        host, port = self.host, self.port
        conn = ClientConnection(
            self.client_id,
            max_response_size=self.max_response_size,
            first_correlation_id=self._correlation_seed + self.connects * 1000,
        )
        proto: _ClientProtocol | None = None
        try:
            sec = self.security
            ctx = sec.ssl_context if sec is not None else None
            async with asyncio.timeout(self.connect_timeout):
                _t, p = await loop.create_connection(
                    lambda: _ClientProtocol(self, conn),
                    host,
                    port,
                    ssl=ctx,
                    server_hostname=host if ctx is not None else None,
                )
                proto = p
                proto.api_versions = await self._negotiate(proto)
                if sec is not None and sec.sasl_mechanism is not None:
                    await self._authenticate(proto, sec)
        except (OSError, TimeoutError, ProtocolError, DisconnectedError, AuthenticationFailed) as e:
            if proto is not None:
                proto.close()
            self._failed()
            what = "timed out" if isinstance(e, TimeoutError) else str(e) or type(e).__name__
            log.info("%s Connection attempt failed: %s", self.prefix, what)
            raise NodeUnavailableError(f"{self.prefix} cannot connect: {what}") from None
        except BaseException:
            if proto is not None:
                proto.close()
            raise
        if self._closed or (host, port) != (self.host, self.port):
            proto.close()
            raise NodeUnavailableError(f"{self.prefix} endpoint changed or client closed while connecting")
        self._failures = 0
        self.connects += 1
        self._proto = proto
        log.debug("%s Connected; %d APIs advertised", self.prefix, len(proto.api_versions))
        return proto

    async def _negotiate(self, proto: _ClientProtocol) -> dict[int, tuple[int, int]]:
        lo, version = self.our_range(API_VERSIONS_KEY)
        for _ in range(3):
            req = ApiVersionsRequest(
                client_software_name=self.software_name, client_software_version=self.software_version
            )
            fut = proto.send(req, version, True)
            assert fut is not None
            resp: ApiVersionsResponse = await fut
            if resp.error_code == ErrorCode.UNSUPPORTED_VERSION:
                theirs = [k.max_version for k in resp.api_keys if k.api_key == API_VERSIONS_KEY]
                if theirs and lo <= theirs[0] < version:
                    version = theirs[0]
                    continue
            if resp.error_code != 0:
                raise UnsupportedVersionError(f"ApiVersions v{version} failed with {ErrorCode(resp.error_code).name}")
            return {k.api_key: (k.min_version, k.max_version) for k in resp.api_keys}
        raise UnsupportedVersionError("ApiVersions negotiation did not converge")

    async def _authenticate(self, proto: _ClientProtocol, sec: ClientSecurity) -> None:
        """SaslHandshake v1 and SaslAuthenticate (PLAIN or SCRAM) on a new connection."""
        assert sec.sasl_mechanism is not None
        if SaslHandshakeRequest.API_KEY not in proto.api_versions:
            raise AuthenticationError(f"node {self.node_id} does not offer SASL on this listener")
        fut = proto.send(SaslHandshakeRequest(mechanism=sec.sasl_mechanism), 1, True)
        assert fut is not None
        hs: SaslHandshakeResponse = await fut
        if hs.error_code != 0:
            raise AuthenticationError(f"SASL mechanism {sec.sasl_mechanism} refused (enabled: {hs.mechanisms})")
        client = SaslClient(sec.sasl_mechanism, sec.username, sec.password)
        _lo, hi = proto.api_versions.get(SaslAuthenticateRequest.API_KEY, (0, 0))
        version = min(hi, 2)
        token: bytes | None = client.first()
        while token is not None:
            fut = proto.send(SaslAuthenticateRequest(auth_bytes=token), version, True)
            assert fut is not None
            resp: SaslAuthenticateResponse = await fut
            if resp.error_code != 0:
                raise AuthenticationError(f"SASL authentication failed: {resp.error_message}")
            token = client.next(bytes(resp.auth_bytes))
            if token is None and resp.session_lifetime_ms > 0:
                # re-authenticate (on a new connection) a little before the session ends, as KIP-368 clients do
                lifetime = resp.session_lifetime_ms / 1000.0
                proto.reauth_at = asyncio.get_running_loop().time() + lifetime * self.backoff.rng.uniform(0.85, 0.95)

    def _failed(self) -> None:
        self._failures += 1
        delay = self.backoff.backoff(self._failures - 1)
        self._next_attempt = asyncio.get_running_loop().time() + delay

    def _lost(self, proto: _ClientProtocol) -> None:
        if self._proto is proto:
            self._proto = None
            if not self._closed:
                # as Kafka: wait reconnect.backoff before the next attempt after a disconnect too
                self._next_attempt = asyncio.get_running_loop().time() + self.backoff.backoff(self._failures)
                log.debug("%s Disconnected", self.prefix)

    @property
    def next_attempt(self) -> float:
        """Event-loop time before which no connection attempt is made."""
        return self._next_attempt

    @property
    def failures(self) -> int:
        return self._failures

    # -- endpoint changes and closing ----------------------------------------------------------------------------

    def set_endpoint(self, host: str, port: int) -> None:
        """Point the client at a new address: the current connection (if any) is closed, backoff is reset."""
        if (host, port) == (self.host, self.port):
            return
        log.info("%s Endpoint changed to %s:%d", self.prefix, host, port)
        self.host, self.port = host, port
        self._failures = 0
        self._next_attempt = 0.0
        self.disconnect()

    def disconnect(self) -> None:
        proto = self._proto
        if proto is not None:
            proto.close()
        task = self._connecting
        if task is not None and not task.done():
            task.cancel()

    async def close(self) -> None:
        self._closed = True
        proto = self._proto
        task = self._connecting
        self.disconnect()
        if task is not None:
            with contextlib.suppress(BaseException):
                await task
        if proto is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(proto.lost), 1.0)


def _deliver_task(task: asyncio.Task[Any], callback: ResponseCallback) -> None:
    if task.cancelled():
        callback(None, DisconnectedError("the request was cancelled"))
        return
    exc = task.exception()
    if exc is not None:
        callback(None, exc)
    else:
        callback(task.result(), None)


def _close_when_idle(proto: _ClientProtocol) -> None:
    """Close a connection once it has no request in flight."""
    if not proto.futures:
        proto.close()
        return
    pending = list(proto.futures.values())

    def check(_f: Any) -> None:
        if all(f.done() for f in pending):
            proto.close()

    for f in pending:
        f.add_done_callback(check)


class ChannelManager:
    """One `NodeClient` per (node id, listener); endpoints come from configuration or metadata and may change."""

    def __init__(
        self,
        *,
        rng: random.Random,
        client_id: str = "kraftpy",
        default_listener: str | None = None,
        client_factory: Callable[..., NodeClient] = NodeClient,
        security: Mapping[str, ClientSecurity] | None = None,
        **client_options: Any,
    ) -> None:
        # listener name -> how to connect to it (TLS, SASL); absent: plaintext
        self.security = dict(security or {})
        self.rng = rng
        self.client_id = client_id
        self.default_listener = default_listener
        self._factory = client_factory
        self._options = client_options
        self._endpoints: dict[int, dict[str, tuple[str, int]]] = {}
        # (node, listener, lane) -> its connection: a lane other than "" is a connection of its own to the same
        # listener (see `client`)
        self._clients: dict[tuple[int, str, str], NodeClient] = {}
        self._closed = False

    # -- endpoints -----------------------------------------------------------------------------------------------

    def update_endpoints(self, node_id: int, endpoints: Mapping[str, tuple[str, int]]) -> None:
        """Replace a node's endpoints (listener name -> (host, port)), e.g. from a registration in metadata."""
        new = {name: (str(h), int(p)) for name, (h, p) in endpoints.items()}
        self._endpoints[node_id] = new
        for (nid, listener, lane), client in list(self._clients.items()):
            if nid != node_id:
                continue
            ep = new.get(listener)
            if ep is None:
                self._drop((nid, listener, lane))
            else:
                client.set_endpoint(*ep)

    def set_endpoint(self, node_id: int, host: str, port: int, listener: str | None = None) -> None:
        name = self._listener_name(listener)
        eps = dict(self._endpoints.get(node_id, {}))
        eps[name] = (host, port)
        self.update_endpoints(node_id, eps)

    def remove_node(self, node_id: int) -> None:
        self._endpoints.pop(node_id, None)
        for key in list(self._clients):
            if key[0] == node_id:
                self._drop(key)

    def endpoints(self, node_id: int) -> dict[str, tuple[str, int]]:
        return dict(self._endpoints.get(node_id, {}))

    @property
    def nodes(self) -> list[int]:
        return sorted(self._endpoints)

    def _listener_name(self, listener: str | None) -> str:
        name = listener or self.default_listener
        if name is None:
            raise ValueError("no listener given and no default listener configured")
        return name

    def _drop(self, key: tuple[int, str, str]) -> None:
        client = self._clients.pop(key, None)
        if client is not None:
            client._closed = True
            client.disconnect()

    # -- clients -------------------------------------------------------------------------------------------------

    def client(self, node_id: int, listener: str | None = None, lane: str = "") -> NodeClient:
        """The client for (node, listener), created on first use; a `lane` other than "" is a connection of its
        own to that listener, for requests the node holds long (answers come in order on a connection, so a request
        that waits for replication would hold up the replica fetches queued behind it)."""
        if self._closed:
            raise NodeUnavailableError("channel manager is closed")
        eps = self._endpoints.get(node_id)
        if not eps:
            raise NodeUnavailableError(f"no endpoint known for node {node_id}")
        if listener is None and self.default_listener is None and len(eps) == 1:
            name = next(iter(eps))
        else:
            name = self._listener_name(listener)
        ep = eps.get(name)
        if ep is None:
            raise NodeUnavailableError(f"node {node_id} has no endpoint for listener {name} (has: {sorted(eps)})")
        key = (node_id, name, lane)
        client = self._clients.get(key)
        if client is None:
            extra = dict(self._options)
            if name in self.security:
                extra["security"] = self.security[name]
            client = self._factory(
                node_id, ep[0], ep[1], rng=self.rng, client_id=self.client_id, listener=name, **extra
            )
            self._clients[key] = client
        return client

    async def send(
        self,
        node_id: int,
        request_body: Message,
        version: int | None = None,
        timeout: float | None = None,
        listener: str | None = None,
        lane: str = "",
    ) -> Any:
        """Send to a node and wait for the response body (see `NodeClient.send` for the errors)."""
        return await self.client(node_id, listener, lane).send(request_body, version=version, timeout=timeout)

    def send_callback(
        self,
        node_id: int,
        request_body: Message,
        callback: ResponseCallback,
        *,
        version: int | None = None,
        timeout: float | None = None,
        listener: str | None = None,
        lane: str = "",
    ) -> None:
        """`NodeClient.send_callback` to a node (an unknown node or listener fails the callback, not the call)."""
        try:
            client = self.client(node_id, listener, lane)
        except NodeUnavailableError as e:
            asyncio.get_running_loop().call_soon(callback, None, e)
            return
        client.send_callback(request_body, callback, version=version, timeout=timeout)

    def is_connected(self, node_id: int, listener: str | None = None) -> bool:
        try:
            name = self._listener_name(listener)
        except ValueError:
            return False
        c = self._clients.get((node_id, name, ""))
        return c is not None and c.connected

    async def close(self) -> None:
        self._closed = True
        clients = list(self._clients.values())
        self._clients.clear()
        await asyncio.gather(*(c.close() for c in clients), return_exceptions=True)
