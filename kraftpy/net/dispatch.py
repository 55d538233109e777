"""Request dispatch: the registry of API handlers, request contexts, body decoding, response encoding, errors.

(This module is over ~800 lines on purpose: the registry builds the per-version tables that the request pipeline
reads on every request, and the pipeline (decode, handle, answer, throttle, errors) with its hot path for many
requests of one read is read as one piece; the error responses and the quota sensors live apart.)

The node registers one handler per API (and listener):

    dispatcher.register(ApiKey, handler, min_version=..., max_version=..., listeners=("PLAINTEXT",))

There is one handler signature, `handler(ctx, body) -> HandlerResult`: `ctx` is a `RequestContext` (the
connection's `InboundRequest`: header fields, API, listener, security protocol, client address, connection id,
principal, arrival time) and `body` the decoded request (an instance of the API's generated request class). The
result is one of:

- a `Message`, the response body (an instance of the generated response class), when it can answer at once;
- an `EncodedBody`, the response body already encoded in the request's version (a cached answer: ApiVersions); the
  dispatcher only prepends the response header. Bare `bytes` are not a result;
- a `kraftpy.runtime.Deferred` that completes later with a `Message`, an `EncodedBody` or None (a delayed
  operation: acks=all, a parked Fetch, a controller decision waiting for its commit; the dispatcher answers from
  the Deferred's callback, with no task or future in between);
- None when the request has no response (Produce with acks=0).

A Deferred's value is checked as an immediate result is, by the same function (`Dispatcher._answer`); anything
else is a programming error, answered as a failed request (UNKNOWN_SERVER_ERROR, logged).

The rest are adapters, applied once when the handler is registered, never per request:

- `serve` registers a core's `kraftpy.runtime.RequestHandler` (`handler(info: RequestInfo, body)`, returning a
  `Message`, a Deferred or None): it builds the `RequestInfo` from the context and puts the handler behind its
  API's authorization rule;
- a coroutine function (`async def`, or an object whose `__call__` is one; tests and tools write them), or a
  handler registered with `awaitable=True` (one that returns an `asyncio.Future` or a coroutine), is wrapped into
  a handler returning a Deferred, run by the dispatcher's `HandlerTasks` (`kraftpy.net.tasks`; asyncio's by
  default). Where there is no event loop (the simulator's `NO_HANDLER_TASKS`) such a registration is refused.

A handler may also have a `respond_encoded(ctx, body)` method: given the request with its body still encoded, it
returns the encoded response body when it can answer without decoding (a cache hit), else None. The driver's hot
path, `dispatch_many` (every request of one read), offers each request to it first, and reuses an answer for the
next requests of the same connection, version and body bytes in the same run (so its answer must depend on
nothing else: ApiVersions' depends on the listener, the version, the request's software fields and the node's
registrations and features, none of which changes within one call). It gives successful answers only: their
metrics count no error. Consecutive answers are completed with one buffer and their metrics recorded at once.

What the dispatcher does around the handler:

- decodes the body with the generated class; a body that does not decode (or a header that does not decode past
  its api key, version and correlation id) is answered with an error response carrying INVALID_REQUEST (or the
  decoder's error code) in the response's top-level ErrorCode when the response version has one. Responses without
  a top-level ErrorCode (Produce, ListOffsets, CreateTopics, ...) report errors per topic/partition, which needs the
  decoded request: for those the connection is closed instead, as Kafka does for every body it cannot parse;
- turns an exception raised by a handler into an error response: the exception's Kafka `error_code` when it
  carries one (`kraftpy.protocol.errors.ProtocolError`), UNKNOWN_SERVER_ERROR otherwise. The error is set in every
  error field the dispatcher can reach: the top-level ErrorCode, and per topic / partition / resource / group by
  mirroring the request's arrays into the response (`kraftpy.net.error_responses`). Only when neither is possible is the
  connection closed. The connection survives in every other case;
- encodes the response in the request's version behind the right response header (v0 or v1; ApiVersions always
  v0, and the v0 body when the requested ApiVersions version is not supported);
- records per-API metrics through an optional `NetworkMetrics` sink (request count, error count by code, latency,
  bytes in and out).

The ApiVersions table advertised on a listener comes from the registrations only: an API is advertised once a
handler for it exists on that listener (`api_versions(listener)`).
"""

from __future__ import annotations

import inspect
import logging
import struct
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias

from kraftpy.protocol.api import API_BY_KEY, ApiInfo, ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import DecodeError, ProtocolError
from kraftpy.protocol.messages.fetch import FetchResponse
from kraftpy.runtime import ALLOW_ALL, Access, Deferred, RequestCancelled, RequestHandler, RequestInfo
from kraftpy.storage.region import FileRegion, RegionTruncatedError, split_encoded

from .connection import REQUEST_HEADERS, ConnectionInfo, InboundRequest, ResponsePayload, Route
from .error_responses import build_error_response
from .quotas import ClientQuotaManager
from .tasks import AsyncioHandlerTasks, HandlerTasks

__all__ = [
    "Authorization",
    "AwaitableHandler",
    "ConnectionInfo",
    "Dispatcher",
    "EncodedBody",
    "Handler",
    "HandlerResult",
    "NetworkMetrics",
    "Registration",
    "Responder",
    "RequestContext",
    "request_info",
    "serve",
]

log = logging.getLogger(__name__)


class EncodedBody:
    """A response body already encoded in the request's version (a cached answer): the dispatcher only frames it
    behind the response header. Its error code counts as 0 in the metrics (cache successful answers only)."""

    __slots__ = ("data",)

    def __init__(self, data: bytes | bytearray | memoryview) -> None:
        self.data = data

    def __repr__(self) -> str:
        return f"EncodedBody({len(self.data)} bytes)"


#: What a handler returns (see the module docstring). A `Deferred` completes with a `Message`, an `EncodedBody` or
#: None (`Deferred` is not generic: the cores' modules use it with values of their own).
HandlerResult: TypeAlias = Message | EncodedBody | Deferred | None

#: The one handler signature the dispatcher calls: `handler(ctx, body) -> HandlerResult`.
Handler: TypeAlias = Callable[[InboundRequest, Any], HandlerResult]

#: A handler `register` adapts into a `Handler` (a coroutine function, or one registered with `awaitable=True`).
AwaitableHandler: TypeAlias = Callable[[InboundRequest, Any], Awaitable[Any]]

_pack_i = struct.Struct(">i").pack
_pack_ii = struct.Struct(">ii").pack
_UNKNOWN_SERVER_ERROR = int(ErrorCode.UNKNOWN_SERVER_ERROR)
_INVALID_REQUEST = int(ErrorCode.INVALID_REQUEST)


class NetworkMetrics(Protocol):
    """What the network layer reports; `kraftpy.metrics.NodeMetrics` implements it.

    A sink may also have `requests_completed(api, version, count, seconds, bytes_in, bytes_out)`: `count` requests
    answered without error, each after `seconds`, with the byte totals; `dispatch_many` uses it for the requests
    it answers together (else it calls `request_completed` for each).
    """

    def request_completed(
        self, api: ApiInfo, version: int, error_code: int, seconds: float, bytes_in: int, bytes_out: int
    ) -> None: ...

    def connection_opened(self, listener: str) -> None: ...

    def connection_closed(self, listener: str) -> None: ...


class Responder(Protocol):
    """Where the dispatcher reports outcomes: `ServerConnection`, or the asyncio adapter that wraps it.

    `dispatch_many` also uses `complete_batch(requests, data)` (consecutive requests answered with one buffer)
    when the responder has it.
    """

    def complete(self, request: InboundRequest, response: ResponsePayload) -> None: ...

    def complete_frame(self, request: InboundRequest, frame: bytes) -> None: ...


#: The context a handler gets is the request object itself, as the connection handed it out: header, API,
#: version, correlation and client ids, connection (listener, security protocol, client address, connection id,
#: principal placeholder), arrival time, size on the wire.
RequestContext = InboundRequest


@dataclass(frozen=True, slots=True)
class Registration:
    api: ApiInfo
    handler: Handler
    min_version: int
    max_version: int
    listeners: frozenset[str] | None  # None: every listener
    request_class: type[Message]
    # hot-path helpers: generated body decoders by version, versions answered with response header v1
    decoders: dict[int, Callable[[Any, int], tuple[Any, int]]]
    flexible_responses: frozenset[int]
    # the handler's `respond_encoded(ctx, body)`, when it has one (see `Dispatcher.dispatch_many`)
    encoded: Callable[[InboundRequest, bytes | memoryview], bytes | None] | None = None


class Dispatcher:
    """The registry of handlers and the per-request pipeline decode -> handle -> encode -> complete."""

    def __init__(
        self,
        *,
        metrics: NetworkMetrics | None = None,
        clock: Callable[[], float] | None = None,
        tasks: HandlerTasks | None = None,
    ) -> None:
        self.metrics = metrics
        # request arrival and latency timestamps; time.monotonic by default (uvloop's loop.time() is cached per
        # loop iteration in milliseconds, too coarse for latencies); a simulated clock can be injected
        self.clock: Callable[[], float] = clock if clock is not None else time.monotonic
        self._registrations: list[Registration] = []
        self._tables: dict[str, dict[int, Registration]] = {}
        self._versions: dict[str, list[tuple[int, int, int]]] = {}
        self._routes: dict[str, dict[int, Route]] = {}
        # runs what the handlers registered as coroutine or awaitable-returning ones return (default: asyncio's;
        # handlers are adapted to it when registered); `NO_HANDLER_TASKS` where handlers return only responses and
        # `Deferred`s and there is no event loop (the simulator)
        self.tasks: HandlerTasks = AsyncioHandlerTasks() if tasks is None else tasks
        self.generation = 0  # bumped by every (un)registration; caches of the ApiVersions table key on it
        self._authorization: Authorization | None = None
        #: the node's client quotas (`kraftpy.net.quotas.ClientQuotaManager`) while its image holds any, else None:
        #: requests are measured and throttled only then
        self.quotas: ClientQuotaManager | None = None
        # throttle times (seconds) of requests answered later, measured when their handler returned
        self._throttles: dict[InboundRequest, float] = {}

    @property
    def authorization(self) -> Authorization | None:
        """The node's request authorizer (`kraftpy.security.rules.RequestAuthorizer`) when one is configured:
        every handler registered is wrapped with its API's authorization rule (an API without one is refused), and
        the cores' handlers get it as their requests' `RequestInfo.access`. Set it before registering anything."""
        return self._authorization

    @authorization.setter
    def authorization(self, value: Authorization | None) -> None:
        if self._registrations:
            raise RuntimeError("the authorizer must be set before any handler is registered")
        self._authorization = value

    # -- registry ------------------------------------------------------------------------------------------------

    def register(
        self,
        api_key: int,
        handler: Handler | AwaitableHandler,
        *,
        min_version: int | None = None,
        max_version: int | None = None,
        listeners: Iterable[str] | None = None,
        awaitable: bool | None = None,
        rule_applied: bool = False,
    ) -> Registration:
        """Serve `api_key` versions [min_version, max_version] (default: every version kraftpy can decode). With an
        authorizer, the handler is put behind its API's rule unless `rule_applied` says it is already (`serve`).

        A coroutine function is recognised (`awaitable` None); `awaitable=True` says that the handler returns an
        awaitable (an `asyncio.Future`, or a coroutine from a plain function). Either is adapted here, once, into
        a handler returning a `Deferred` run by the dispatcher's `HandlerTasks`; the registration's `handler` is
        that adapter. Refused (TypeError) when the dispatcher's `HandlerTasks` runs nothing (`NO_HANDLER_TASKS`)."""
        info = API_BY_KEY.get(api_key)
        if info is None:
            raise ValueError(f"unknown API key {api_key}")
        if not callable(handler):
            raise TypeError(f"handler for {info.name} is not callable: {handler!r}")
        lo = info.min_version if min_version is None else min_version
        hi = info.max_version if max_version is None else max_version
        if not (info.min_version <= lo <= hi <= info.max_version):
            raise ValueError(
                f"{info.name}: versions {lo}-{hi} are not within the supported range "
                f"{info.min_version}-{info.max_version}"
            )
        names = None if listeners is None else frozenset(listeners)
        if names is not None and not names:
            raise ValueError(f"{info.name}: empty listener list")
        for r in self._registrations:
            if r.api.key == api_key and (r.listeners is None or names is None or r.listeners & names):
                where = "every listener" if names is None or r.listeners is None else sorted(r.listeners & names)
                raise ValueError(f"{info.name} already has a handler on {where}")
        encoded = getattr(handler, "respond_encoded", None)
        if awaitable is None:
            awaitable = _is_coroutine_function(handler)
        served: Handler = _awaited(self.tasks, info, handler) if awaitable else handler  # type: ignore[assignment]
        authorization = self._authorization
        if authorization is not None and not rule_applied:
            checked = _with_rule(authorization, api_key, served)
            if checked is not served:
                encoded = None  # every request must pass the rule
            served = checked
        request_class = info.request_class
        reg = Registration(
            info,
            served,
            lo,
            hi,
            names,
            request_class,
            {v: request_class._DEC[v] for v in range(lo, hi + 1)},
            frozenset(v for v in range(lo, hi + 1) if info.response_header_version(v) == 1),
            encoded,
        )
        self._registrations.append(reg)
        self._changed()
        return reg

    def unregister(self, api_key: int, listeners: Iterable[str] | None = None) -> None:
        """Remove the handlers of `api_key` (on the given listeners' registrations, or all)."""
        names = None if listeners is None else frozenset(listeners)
        self._registrations = [
            r
            for r in self._registrations
            if not (r.api.key == api_key and (names is None or (r.listeners is not None and r.listeners <= names)))
        ]
        self._changed()

    def _changed(self) -> None:
        self._tables.clear()
        self._versions.clear()
        self.generation += 1
        for listener, routes in self._routes.items():
            self._fill_routes(listener, routes)

    def table(self, listener: str) -> dict[int, Registration]:
        """api key -> registration for a listener (cached until the next (un)registration)."""
        t = self._tables.get(listener)
        if t is None:
            t = {}
            for r in self._registrations:
                if r.listeners is None or listener in r.listeners:
                    t[r.api.key] = r
            self._tables[listener] = t
        return t

    def api_versions(self, listener: str) -> list[tuple[int, int, int]]:
        """(api key, min version, max version) of every API served on `listener`, by api key."""
        v = self._versions.get(listener)
        if v is None:
            v = sorted((r.api.key, r.min_version, r.max_version) for r in self.table(listener).values())
            self._versions[listener] = v
        return v

    def supports(self, listener: str, api_key: int, version: int) -> bool:
        r = self.table(listener).get(api_key)
        return r is not None and r.min_version <= version <= r.max_version

    def supported_predicate(self, listener: str) -> Callable[[int, int], Registration | None]:
        """A `supported(api_key, version)` callable for `ServerConnection`, following later registrations (the
        asyncio server gives its connections `routes(listener)` instead: the same answers, looked up without a call).

        It returns the registration that serves the request (the connection hands it to `dispatch` with the
        request, saving a second lookup), or None.
        """
        tables = self._tables

        def supported(api_key: int, version: int) -> Registration | None:
            t = tables.get(listener)
            if t is None:
                t = self.table(listener)
            r = t.get(api_key)
            if r is not None and r.min_version <= version <= r.max_version:
                return r
            return None

        return supported

    def routes(self, listener: str) -> dict[int, Route]:
        """The `routes` table of `ServerConnection` for `listener`: api key * 65536 + version -> (API, request
        header is v2, the registration serving it or None), for every version in the schemas.

        The same dict is returned for a listener every time and updated in place by later (un)registrations, so
        the connections holding it follow them (as `supported_predicate` does, with a lookup instead of a call).
        """
        routes = self._routes.get(listener)
        if routes is None:
            routes = self._routes[listener] = {}
            self._fill_routes(listener, routes)
        return routes

    def _fill_routes(self, listener: str, routes: dict[int, Route]) -> None:
        table = self.table(listener)
        fresh: dict[int, Route] = {}
        for k, (api, v2, _any, version) in REQUEST_HEADERS.items():
            reg = table.get(api.key)
            served = reg is not None and reg.min_version <= version <= reg.max_version
            fresh[k] = (api, v2, reg if served else None, version)
        routes.clear()
        routes.update(fresh)

    # -- dispatch ------------------------------------------------------------------------------------------------

    def now(self) -> float:
        return self.clock()

    def dispatch(self, req: InboundRequest, out: Responder, close: Callable[[str], None]) -> None:
        """Handle one request: `out.complete*(req, ...)` is called exactly once, now or later, unless `close` is.

        `req` is also the handler's context (`RequestContext`).
        """
        reg = req.route
        if type(reg) is not Registration:
            reg = self.table(req.connection.listener).get(req.api.key)
            if reg is None:
                # the connection normally refuses these already (supported predicate); ApiVersions reaches here
                # when no ApiVersions handler is registered on the listener
                self._record(req, _INVALID_REQUEST, 0)
                close(f"no handler for {req.api.name} on listener {req.connection.listener}")
                return
        body: Any = None  # (stays None for an unsupported ApiVersions version: its handler answers without one)
        if req.error is not None:  # the header itself did not decode
            self._decode_failed(req, req.error, out, close)
            return
        if not req.unsupported_version:
            version = req.api_version
            data = req.body
            try:
                # Bytes after the body are ignored, as Kafka does: librdkafka's flexible Metadata requests with a
                # null topic list carry 3 of them (see tests/protocol/test_golden_captures.py).
                body, _end = reg.decoders[version](data, 0)
            except Exception:
                body = None
            if body is None:  # the generic path names the field and turns low-level failures into DecodeError
                try:
                    body, _end = reg.request_class.decode_from(data, 0, version)
                except DecodeError as e:
                    self._decode_failed(req, e, out, close)
                    return
        quotas = self.quotas
        try:
            result = reg.handler(req, body) if quotas is None else self._measured(quotas, reg, req, body)
        except Exception as e:
            self._handler_failed(req, body, e, out, close)
            return
        if isinstance(result, Message):  # the common case first: an answer at once
            self._respond(req, body, result, out, close)
        elif type(result) is Deferred:
            if result.done:
                self._deferred_done(req, body, out, close, result)
            else:
                result.add_callback(lambda d: self._deferred_done(req, body, out, close, d))
        else:
            self._answer(req, body, result, out, close)

    def _measured(self, quotas: ClientQuotaManager, reg: Registration, req: InboundRequest, body: Any) -> HandlerResult:
        """Call the handler under the client quotas: a consumer's fetch sized first, what the request cost recorded
        after, its throttle time kept for its response (`_throttle`)."""
        conn = req.connection
        quotas.before(req.api.key, conn.principal, req.client_id, body)
        started = self.clock()
        result = reg.handler(req, body)
        throttle = quotas.handled(req.api.key, conn.principal, req.client_id, req.size, body, self.clock() - started)
        if throttle > 0:
            throttles = self._throttles
            if len(throttles) >= 10_000:  # (requests never answered: their connections closed meanwhile)
                throttles.clear()
            throttles[req] = throttle
        return result

    def dispatch_many(
        self,
        reqs: Iterable[InboundRequest],
        out: Responder,
        close: Callable[[str], None],
        inline: Responder | None = None,
    ) -> None:
        """`dispatch` every request handed out by one `receive_data` call, in order: the driver's hot path.

        Requests whose handler has a `respond_encoded(ctx, body)` method are first offered to it with the body
        still encoded: when it returns `bytes` (the response body encoded in the request's version: a cached
        answer, e.g. ApiVersions), that is the response; the next requests of the same connection, version and
        body bytes get the same answer without asking again (nothing else runs in between). When it returns None
        (or raises), the request goes the usual way (`dispatch`: decode, call the handler), after the answers
        before it. Consecutive requests answered alike are completed together, their frames in one buffer,
        through `inline` (default `out`; the driver passes its connection, since it writes once the whole batch
        is handled): with its `complete_batch` when it has one, else with `complete` / `complete_frame`. Their
        metrics are recorded at once, with the time at which they were queued (the metrics sink's
        `requests_completed` when it has it, else `request_completed` for each).
        """
        if inline is None:
            inline = out
        dispatch = self.dispatch
        # the answers given by respond_encoded and not completed yet: requests of one registration and version,
        # all answered with the same bytes (`answer`), their response frames (parts) and the sum of their sizes
        done: list[InboundRequest] = []
        parts: list[bytes] = []
        bytes_in = 0
        cur: Any = None  # the route of the previous request, and what it gave:
        encoded: Callable[[InboundRequest, bytes | memoryview], bytes | None] | None = None
        flexible: frozenset[int] = frozenset()
        version = -1  # the version of the answers in `done` (-1: none)
        answer = b""
        size = 0  # the size of their response frames without the size prefix, and what follows the correlation id
        tail = b""
        # the last question respond_encoded answered (with `answer`): its connection and body
        conn: Any = None
        asked: Any = None
        for req in reqs:
            reg = req.route
            if reg is not cur:
                if done:
                    self._complete_many(done, parts, inline, bytes_in, size + 4)
                    done = []
                    parts = []
                    bytes_in = 0
                version = -1
                cur = reg
                if type(reg) is Registration and reg.encoded is not None:
                    encoded = reg.encoded
                    flexible = reg.flexible_responses
                else:
                    encoded = None
            if encoded is not None and req.error is None:
                body = req.body
                if req.api_version != version or req.connection is not conn or body != asked:
                    try:
                        result = encoded(req, body)
                    except Exception:
                        log.debug("respond_encoded failed for %s; handling it in full", req.describe(), exc_info=True)
                        result = None
                    if type(result) is not bytes:
                        result = None
                    else:
                        if req.api_version != version or result != answer:
                            if done:
                                self._complete_many(done, parts, inline, bytes_in, size + 4)
                                done = []
                                parts = []
                                bytes_in = 0
                            version = req.api_version
                            answer = result
                            if version in flexible:  # response header v1: an empty tagged-field section, one 0 byte
                                size = len(result) + 5
                                tail = b"\x00" + result
                            else:
                                size = len(result) + 4
                                tail = result
                        conn = req.connection
                        asked = body
                else:  # the question the previous request asked, just answered: the same answer (nothing ran since)
                    result = answer
                if result is not None:
                    bytes_in += req.size
                    done.append(req)
                    parts.append(_pack_ii(size, req.correlation_id))
                    parts.append(tail)
                    continue
            if done:
                self._complete_many(done, parts, inline, bytes_in, size + 4)
                done = []
                parts = []
                bytes_in = 0
            version = -1
            dispatch(req, out, close)
        if done:
            self._complete_many(done, parts, inline, bytes_in, size + 4)

    def _complete_many(
        self, reqs: list[InboundRequest], parts: list[bytes], out: Responder, bytes_in: int, frame_size: int
    ) -> None:
        """Complete consecutive requests answered alike (`dispatch_many`): their response frames (each
        `frame_size` bytes) go out as one buffer. Then their metrics: at once when they arrived together (requests
        are in arrival order: the first and the last arrived at the same time), else one by one."""
        data = b"".join(parts)
        batch = getattr(out, "complete_batch", None)
        if batch is not None:
            batch(reqs, data)
        else:  # the last request carries every frame (they are consecutive: it leaves where the first would)
            for req in reqs[:-1]:
                out.complete(req, None)
            out.complete_frame(reqs[-1], data)
        m = self.metrics
        if m is None:
            return
        first = reqs[0]
        many = getattr(m, "requests_completed", None)
        if many is not None and first.received_at == reqs[-1].received_at:
            many(first.api, first.api_version, len(reqs), self.clock() - first.received_at, bytes_in, len(data))
        else:
            for req in reqs:
                m.request_completed(req.api, req.api_version, 0, self.clock() - req.received_at, req.size, frame_size)

    def _deferred_done(
        self,
        req: InboundRequest,
        body: Any,
        out: Responder,
        close: Callable[[str], None],
        d: Deferred,
    ) -> None:
        """A handler's `Deferred` completed: answer with its result or error. This runs inside whatever completed
        it (a replica manager moving the high watermark, a raft commit), so nothing may escape from here."""
        try:
            exc = d.error
            if exc is not None:
                if isinstance(exc, RequestCancelled):
                    # shutdown (or the handler's owner) cancelled it: the connection is going away; release the slot
                    log.debug("Request %s was cancelled", req.describe())
                    self._record(req, int(ErrorCode.REQUEST_TIMED_OUT), 0)
                    out.complete(req, None)
                    return
                if not isinstance(exc, Exception):  # KeyboardInterrupt, SystemExit: not ours to swallow
                    raise exc
                self._handler_failed(req, body, exc, out, close)
                return
            self._answer(req, body, d.result(), out, close)
        except Exception:
            log.exception("Cannot answer %s", req.describe())
            close(f"cannot answer {req.api.name}")

    def _answer(
        self, req: InboundRequest, body: Any, result: object, out: Responder, close: Callable[[str], None]
    ) -> None:
        """Answer with what a handler returned at once (other than a `Message` or a `Deferred`, which `dispatch`
        handles itself) or what its `Deferred` completed with: the one place that says what a response is."""
        if isinstance(result, EncodedBody):
            self._respond_encoded(req, body, result.data, out)
        elif result is None or isinstance(result, Message):
            self._respond(req, body, result, out, close)
        else:
            e = TypeError(
                f"{req.api.name} handler returned {type(result).__name__}, not a response body "
                "(a Message, an EncodedBody or None; a Deferred of one of those)"
            )
            self._handler_failed(req, body, e, out, close)

    def _respond(
        self,
        req: InboundRequest,
        body: Any,
        result: Message | None,
        out: Responder,
        close: Callable[[str], None],
        error_code: int | None = None,
    ) -> None:
        if self.quotas is not None:
            self._throttle(req, body, result, out)
        if result is None:
            self._record(req, 0, 0)
            out.complete(req, None)
            return
        version = req.response_version
        fetch = result if type(result) is FetchResponse else None
        regions = None if fetch is None else _file_regions(fetch)
        if fetch is not None and regions is not None and not getattr(out, "sends_file_regions", False):
            _read_file_regions(fetch)  # an encrypting connection (or a test's responder): bytes in memory
            regions = None
        try:
            encoded = result.encode(version)
            parts = None if regions is None else split_encoded(encoded, regions)
            if fetch is not None and regions is not None and parts is None:
                _read_file_regions(fetch)  # no unique markers (never seen): read them after all
                encoded = result.encode(version)
        except ProtocolError as e:
            log.error("Cannot encode the response to %s: %s", req.describe(), e)
            self._handler_failed(req, body, e, out, close, log_it=False)
            return
        if error_code is None:
            error_code = getattr(result, "error_code", 0)
        cid = req.correlation_id
        flexible = req.api.response_header_version(version) == 1
        if parts is not None:
            # record bytes stay in their segment files: the connection sends them with sendfile
            head = _pack_i(cid) + b"\x00" if flexible else _pack_i(cid)
            size = len(head)
            for part in parts:
                size += len(part)
            self._record(req, error_code, size + 4)
            out.complete(req, (head, *parts))
            return
        size = len(encoded) + (5 if flexible else 4)
        self._record(req, error_code, size + 4)
        if size < 4096 and type(encoded) is bytes:
            head = _pack_ii(size, cid)
            out.complete_frame(req, head + b"\x00" + encoded if flexible else head + encoded)
        else:  # large bodies are not copied: header and body go out as separate buffers
            out.complete(req, (_pack_i(cid) + b"\x00" if flexible else _pack_i(cid), encoded))

    def _respond_encoded(
        self, req: InboundRequest, body: Any, data: bytes | bytearray | memoryview, out: Responder
    ) -> None:
        """Answer with an `EncodedBody`'s bytes behind the response header, as `_respond` frames an encoded
        `Message`. Its error code counts as 0; under client quotas the connection is muted for the request's
        throttle time, which the body (encoded already) does not carry."""
        cid = req.correlation_id
        reg = req.route
        if type(reg) is Registration and not req.unsupported_version:
            flexible = req.api_version in reg.flexible_responses  # (a set lookup: cheaper than asking the API)
        else:
            flexible = req.api.response_header_version(req.response_version) == 1
        size = len(data) + (5 if flexible else 4)
        m = self.metrics
        if m is not None:
            m.request_completed(req.api, req.api_version, 0, self.clock() - req.received_at, req.size, size + 4)
        if size < 4096 and type(data) is bytes:
            head = _pack_ii(size, cid)
            out.complete_frame(req, head + b"\x00" + data if flexible else head + data)
        else:  # large bodies are not copied: header and body go out as separate buffers
            out.complete(req, (_pack_i(cid) + b"\x00" if flexible else _pack_i(cid), data))
        if self.quotas is not None:
            self._throttle(req, body, None, out)

    def _throttle(self, req: InboundRequest, body: Any, result: Message | None, out: Responder) -> None:
        """Client quotas: the request's throttle time (its own, a consumer fetch's bytes, and any its handler set,
        e.g. the controller mutation quota's) into the response's ThrottleTimeMs; the connection told to stop
        reading for that long once the response is out (KIP-219)."""
        quotas = self.quotas
        assert quotas is not None
        throttle = self._throttles.pop(req, 0.0)
        if req.api.key == ApiKey.FETCH and result is not None:
            conn = req.connection
            t = quotas.fetched(conn.principal, req.client_id, body, result)
            if t > throttle:
                throttle = t
        ms = round(throttle * 1000)
        if isinstance(result, Message):
            given = getattr(result, "throttle_time_ms", None)
            if given is not None:
                if given > ms:
                    ms = given
                elif ms > 0:
                    result.throttle_time_ms = ms  # type: ignore[attr-defined]
        if ms > 0:
            mute = getattr(out, "throttle", None)
            if mute is not None:
                mute(ms / 1000.0)

    def _decode_failed(
        self, req: InboundRequest, error: DecodeError, out: Responder, close: Callable[[str], None]
    ) -> None:
        code = error.error_code if error.error_code not in (0, -1) else _INVALID_REQUEST
        resp = build_error_response(req.api, req.response_version, code)
        if resp is None:
            log.info(
                "Closing connection %s: cannot decode %s: %s (%s has no top-level error code to answer with)",
                req.connection.connection_id,
                req.describe(),
                error,
                req.api.response_name,
            )
            self._record(req, code, 0)
            close(f"cannot decode {req.api.name} request: {error}")
            return
        log.info("Answering %s with %s: cannot decode the request: %s", req.describe(), _name(code), error)
        self._respond(req, None, resp, out, close, code)

    def _handler_failed(
        self,
        req: InboundRequest,
        body: Any,
        error: BaseException,
        out: Responder,
        close: Callable[[str], None],
        log_it: bool = True,
    ) -> None:
        code = getattr(error, "error_code", None)
        if isinstance(error, ProtocolError) and isinstance(code, int) and code != 0:
            if log_it:
                log.info("Answering %s with %s: %s", req.describe(), _name(code), error)
        else:
            code = _UNKNOWN_SERVER_ERROR
            if log_it:
                log.error("Unexpected error handling %s", req.describe(), exc_info=error)
        try:
            resp = build_error_response(req.api, req.response_version, code, body)
            if resp is not None:
                resp.encode(req.response_version)  # make sure the error response itself encodes
        except Exception:
            log.exception("Cannot build the error response to %s", req.describe())
            resp = None
        if resp is None:
            log.info(
                "Closing connection %s: no error response can express the failure of %s",
                req.connection.connection_id,
                req.describe(),
            )
            self._record(req, code, 0)
            close(f"{req.api.name} failed: {error}")
            return
        self._respond(req, body, resp, out, close, code)

    def _record(self, req: InboundRequest, error_code: int, bytes_out: int) -> None:
        m = self.metrics
        if m is not None:
            m.request_completed(
                req.api,
                req.api_version,
                error_code,
                self.clock() - req.received_at,
                req.size,
                bytes_out,
            )

    # -- shutdown ------------------------------------------------------------------------------------------------

    @property
    def pending_tasks(self) -> int:
        return self.tasks.pending

    def cancel_pending(self) -> int:
        """Cancel every handler task still running (shutdown); returns how many were cancelled."""
        return self.tasks.cancel_all()


def _name(code: int) -> str:
    try:
        return ErrorCode(code).name
    except ValueError:
        return f"error {code}"


def _file_regions(resp: FetchResponse) -> list[FileRegion] | None:
    """The `FileRegion` records of a Fetch response, in encoding order; None when it has none."""
    found: list[FileRegion] | None = None
    for t in resp.responses:
        for p in t.partitions:
            if type(p.records) is FileRegion:
                if found is None:
                    found = []
                found.append(p.records)
    return found


def _read_file_regions(resp: FetchResponse) -> None:
    """Replace the `FileRegion` records of a Fetch response by their bytes (a region whose file was truncated
    meanwhile by no records: the fetcher asks again)."""
    for t in resp.responses:
        for p in t.partitions:
            r = p.records
            if type(r) is FileRegion:
                try:
                    p.records = r.read()
                except RegionTruncatedError:
                    p.records = b""
                finally:
                    r.close()


# -- serving the cores' handlers ---------------------------------------------------------------------------------


class Authorization(Protocol):
    """What the dispatcher needs of the node's authorizer (`kraftpy.security.rules.RequestAuthorizer`)."""

    def wrap(self, api: int, handler: RequestHandler) -> RequestHandler: ...

    def unchecked(self, api: int) -> bool: ...

    def allowed(self, info: RequestInfo, operation: int, resource_type: int, resource_name: str) -> bool: ...


def request_info(ctx: RequestContext, access: Access = ALLOW_ALL) -> RequestInfo:
    """What a core's handler learns of a request (`kraftpy.runtime.RequestInfo`)."""
    conn = ctx.connection
    host = conn.client_address[0] if conn.client_address else ""
    return RequestInfo(
        ctx.api.key, ctx.api_version, ctx.correlation_id, ctx.client_id, conn.listener, conn.principal, host, access
    )


def _is_coroutine_function(handler: object) -> bool:
    """An `async def` function (or method, or partial of one), or an object whose `__call__` is one."""
    # (the class's __call__ is what calling an object runs, whatever its instance attributes say)
    return inspect.iscoroutinefunction(handler) or inspect.iscoroutinefunction(type(handler).__call__)


def _awaited(tasks: HandlerTasks, api: ApiInfo, handler: Callable[[InboundRequest, Any], Any]) -> Handler:
    """The `Handler` serving a handler that returns awaitables: each is run by `tasks`, which gives the Deferred."""
    if not tasks.runs_awaitables:
        raise TypeError(
            f"{api.name}: {handler!r} returns awaitables, which this dispatcher cannot run (its HandlerTasks runs "
            "none: register a handler returning responses and Deferreds)"
        )
    run = tasks.run

    def awaited(ctx: RequestContext, body: Any) -> Deferred:
        return run(handler(ctx, body))

    awaited.__wrapped__ = handler  # type: ignore[attr-defined]
    return awaited


def _with_rule(authorization: Authorization, api_key: int, handler: Handler) -> Handler:
    """A handler taking the request context (ApiVersions, the SASL APIs, Envelope) behind its API's rule; returned
    as it is when the rule lets every request through (so `respond_encoded` and the like stay reachable)."""

    if authorization.unchecked(api_key):
        return handler

    def checked(ctx: RequestContext, body: Any) -> HandlerResult:
        # (few requests come this way: the rule is put around this request's call of the handler; a rule may edit
        # the answer, so a handler behind one answers with Messages, not EncodedBody)
        def call(_info: RequestInfo, req: Any) -> Any:
            return handler(ctx, req)

        return authorization.wrap(api_key, call)(request_info(ctx, authorization), body)

    return checked


def serve(
    dispatcher: Dispatcher,
    api_key: int,
    handler: RequestHandler,
    *,
    listeners: Iterable[str] | None = None,
    min_version: int | None = None,
    max_version: int | None = None,
) -> RequestHandler:
    """Register a core's handler (`kraftpy.runtime.RequestHandler`: `handler(info: RequestInfo, body)` returning a
    response, None or a `Deferred`), in a node and in the simulator alike.

    This is an adapter, not a second signature: the dispatcher registers and calls one handler signature,
    `(ctx, body) -> HandlerResult`; the handler registered here builds the core's `RequestInfo` from `ctx` and
    calls the core's handler. With an authorizer on the dispatcher, the core's handler is wrapped with its API's
    authorization rule first. Returns the core's handler as it serves (behind its rule), for requests that reach it
    another way (forwarded in an Envelope)."""
    authorization = dispatcher.authorization
    access: Access = ALLOW_ALL
    if authorization is not None:
        handler = authorization.wrap(api_key, handler)
        access = authorization

    def adapted(ctx: RequestContext, body: Any) -> HandlerResult:
        return handler(request_info(ctx, access), body)

    kwargs: dict[str, Any] = {"rule_applied": True}
    if listeners is not None:
        kwargs["listeners"] = tuple(listeners)
    if min_version is not None:
        kwargs["min_version"] = min_version
    if max_version is not None:
        kwargs["max_version"] = max_version
    dispatcher.register(api_key, adapted, **kwargs)
    return handler
