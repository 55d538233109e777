"""The server side of one Kafka connection, sans-IO: bytes in -> framed requests; responses -> bytes in order.

`ServerConnection` owns no socket, no clock and no event loop. Its driver (the asyncio adapter in
`kraftpy.net.server`, or a test) feeds it received bytes with `receive_data(data, now)`, gets back the requests
that are ready to be handled (`InboundRequest`, which also serves as the handlers' context), reports each
request's outcome with `complete` / `complete_frame`, and collects the bytes to write with `data_to_send`.
It decides:

- **framing**: size-prefixed frames, split across reads or many per read; a size that is negative, too small to
  hold a request header, or above `socket.request.max.bytes` (`max_request_size`, default 104857600) is a protocol
  violation, logged and answered by closing the connection;
- **headers**: the request header is decoded here (its fixed fields read directly on the hot path; anything
  unusual through `kraftpy.protocol.api.decode_request_header`). An unknown API
  key, an undecodable header or a version that is not served (outside the schema's range or refused by the
  `supported(api_key, version)` predicate, or absent from the `routes` table: normally the dispatcher's
  registry) closes the connection, as Kafka does; the one exception is ApiVersions, which is passed on flagged
  `unsupported_version` so that the dispatcher can answer with Kafka's v0 error response (clients rely on it to
  negotiate down);
- **ordering**: responses leave in request order even when requests complete out of order; a request that has no
  response (Produce with acks=0) is completed with `None`, which releases the requests queued behind it;
  consecutive requests answered at once can be completed with one buffer holding their frames
  (`complete_batch`);
- **backpressure**: at most `max_inflight` requests are handed out and not yet answered, and no new request is
  handed out while `max_queued_bytes` or more of response bytes wait (completed out of order, or not yet taken
  by the driver because the socket cannot take them). `wants_read` tells the driver to pause or resume reading
  from the socket; frames already received but not handed out stay buffered until there is room again
  (`receive_data(b"")` hands them out).

- **memory**: with a node-wide `RequestMemoryPool` (`queued.max.request.bytes`, `kraftpy.net.memory`), every byte
  is counted before it is read: the driver asks `read_size(limit)` before a read and reads no more (the asyncio
  adapter reads into a buffer of that size). A frame of an authenticated connection then counts in full as soon
  as its size prefix is read (so a partial frame holds its whole size, as Kafka's MemoryPool), and a request's
  bytes go back once it is answered; without room the connection stops reading (`wants_read` false,
  `pool_blocked`) until the pool hands it the room it needs (`on_pool_available`), as Kafka mutes a channel it
  cannot allocate for. Requests of the `heavy` APIs (whose responses can be large: Fetch, Metadata, ...) are
  handed out one at a time per connection: a second one waits, with reading paused, until the first is answered.
  A driver that feeds bytes without asking (tests, the simulator) has them counted all the same;
- **authentication** (SASL listeners, `kraftpy.net.authentication`): until the SASL exchange completes, frames
  are read one at a time through the authentication state machine (only ApiVersions, SaslHandshake and
  SaslAuthenticate; at most `sasl.server.max.receive.size` bytes each; counted in the pool's unauthenticated
  share by the bytes that arrived); afterwards the hot path reads everything and only a SaslHandshake
  (re-authentication) or the end of the session sends it back there. A failed SASL step, an unexpected request
  or an invalid one closes the connection; `check_timeouts(now)` closes a connection whose session ended, that
  did not authenticate in time, or that stayed idle (`connections.max.idle.ms`);

A protocol violation stops the hand-out of requests and drops the bytes received after it (their room goes back
to the pool at once); the requests handed out before it are still answered, and `should_close` turns true once
they have been completed and their bytes taken. The end of a SASL session and the timeouts close at once
(`close`): the answers still due are dropped.

This module is over ~800 lines on purpose: `receive_data` is the per-request hot path of every connection and is
inlined for speed, and the output side (ordering, batches) shares its state; the parts that stand alone live
beside it (`framing`: frames on the client side, `memory`: the pool, `authentication`: the SASL state machine).
"""

from __future__ import annotations

import logging
import math
import struct
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from operator import attrgetter, is_
from typing import Any, Final

from kraftpy.protocol.api import API_BY_KEY, API_VERSIONS_KEY, ApiInfo, ApiKey, RequestHeader, decode_request_header
from kraftpy.protocol.errors import DecodeError, ProtocolError

from .authentication import SASL_KEYS, Authentication
from .framing import DIRECT_MIN, FrameBuffer, FrameSizeError, copy_into_frame
from .memory import RequestMemoryPool

__all__ = [
    "API_VERSIONS_KEY",
    "DEFAULT_MAX_INFLIGHT",
    "DEFAULT_MAX_QUEUED_BYTES",
    "DEFAULT_MAX_REQUEST_SIZE",
    "HEAVY_APIS",
    "IDLE_TIMEOUT",
    "MIN_REQUEST_HEADER_SIZE",
    "READ_WINDOW",
    "REQUEST_HEADERS",
    "ConnectionInfo",
    "FrameBuffer",
    "FrameSizeError",
    "InboundRequest",
    "RequestMemoryPool",
    "ResponsePayload",
    "Route",
    "ServerConnection",
]

log = logging.getLogger(__name__)

DEFAULT_MAX_REQUEST_SIZE: Final = 104857600  # socket.request.max.bytes
DEFAULT_MAX_INFLIGHT: Final = 128
DEFAULT_MAX_QUEUED_BYTES: Final = 4 * 1024 * 1024
#: APIs whose responses can be large (record data, whole-cluster metadata, configs, log dirs): handed out one at a
#: time per connection (Fetch, Metadata, DescribeConfigs, DescribeLogDirs, DescribeTopicPartitions)
HEAVY_APIS: Final = frozenset(
    int(k)
    for k in (
        ApiKey.FETCH,
        ApiKey.METADATA,
        ApiKey.DESCRIBE_CONFIGS,
        ApiKey.DESCRIBE_LOG_DIRS,
        ApiKey.DESCRIBE_TOPIC_PARTITIONS,
    )
)
#: api key (2) + api version (2) + correlation id (4) + client id length (2): the smallest request header.
MIN_REQUEST_HEADER_SIZE: Final = 10
#: request bodies up to this size are copied out of the received bytes (cheaper than a memoryview, and they do not
#: keep the received bytes alive); larger ones are memoryviews of them
SMALL_BODY: Final = 512
#: bytes a connection may read beyond what it holds already (the rest of a frame held in full), counted in the
#: request memory pool before the read; smaller before authentication, where frames are small
READ_WINDOW: Final = 64 * 1024
UNAUTHENTICATED_READ_WINDOW: Final = 16 * 1024
#: without any room in the pool, a connection waits until it can read this much (or its window, if smaller)
MIN_READ: Final = 4096
#: why `check_timeouts` closed an idle connection
IDLE_TIMEOUT: Final = "idle longer than connections.max.idle.ms"

_SIZE = struct.Struct(">i")
_pack_size = _SIZE.pack
_unpack_size_from = _SIZE.unpack_from
# size prefix + the fixed header fields, read at once when a whole frame is there (every frame has 14 bytes or
# more); api key and version are read as one big-endian int32, api key * 65536 + version (for the versions a table
# has: a negative key or version reads as a number no table has)
_unpack_frame_head = struct.Struct(">iiih").unpack_from
_FRAME_HEAD = 4 + MIN_REQUEST_HEADER_SIZE

#: What a `routes` table maps (api key * 65536 + version) to: (API, request header is v2, route, version), where
#: the route is what `supported(api_key, version)` would return (the registration serving it, or None when not
#: served).
Route = tuple[ApiInfo, bool, Any, int]


def _header_table() -> dict[int, Route]:
    """(api key * 65536 + version) -> (API, request header is v2, True, version) for every valid version.

    The hot path's table, a constant built once at import, for connections that serve everything (no `supported`
    predicate or `routes`). With it the connection reads the fixed part of a request header itself; anything
    unusual (tagged fields in a v2 header, a version outside the schema, bad bytes) goes through
    `decode_request_header`, which names the problem.
    """
    table = {}
    for info in API_BY_KEY.values():
        for version in range(info.min_version, info.max_version + 1):
            table[info.key * 65536 + version] = (info, info.request_header_version(version) == 2, True, version)
    return table


#: Every (api key * 65536 + version) the schemas define, with its API and request header kind; a `routes` table
#: (`kraftpy.net.dispatch.Dispatcher.routes`) has the same keys with the route of each.
REQUEST_HEADERS: Final[Mapping[int, Route]] = _header_table()

#: What a request's outcome is reported with: the response frame without its 4-byte size prefix (response header
#: + body) as one buffer or as several buffers written back to back; or None when the request has no response.
ResponsePayload = bytes | bytearray | memoryview | Sequence[bytes | bytearray | memoryview] | None

_PENDING: Final = 0
_DONE: Final = 1
_state_of = attrgetter("_state")
_is = is_


@dataclass(frozen=True, slots=True)
class ConnectionInfo:
    """What is known about a connection when it is accepted; shared by all its requests."""

    connection_id: str  # Kafka style: "<local host>:<port>-<remote host>:<port>-<index>"
    listener: str
    security_protocol: str = "PLAINTEXT"
    client_address: tuple[str, int] | None = None
    principal: str = "User:ANONYMOUS"  # placeholder until SASL/TLS authentication and ACLs exist


_NO_CONNECTION = ConnectionInfo("-", "-")


class InboundRequest:
    """One framed request: header fields, API, body bytes still to decode, connection, arrival time, response slot.

    It is also the context handlers get (`kraftpy.net.dispatch.RequestContext` is this class): one object per
    request from the socket to the response. The header's fields are attributes (`api_version`,
    `correlation_id`, `client_id`); `header` builds the `RequestHeader` message when asked.
    """

    __slots__ = (
        "_header",
        "_out",
        "_state",
        "api",
        "api_version",
        "body",
        "client_id",
        "connection",
        "correlation_id",
        "error",
        "received_at",
        "route",
        "seq",
        "size",
        "unsupported_version",
    )

    def __init__(
        self,
        seq: int,
        api: ApiInfo,
        api_version: int,
        correlation_id: int,
        client_id: str | None,
        body: bytes | memoryview,
        size: int,
        unsupported_version: bool = False,
        route: Any = None,
        connection: ConnectionInfo = _NO_CONNECTION,
        received_at: float = 0.0,
        header: RequestHeader | None = None,
    ) -> None:
        self.seq = seq  # position on this connection, from 0
        self.api = api
        self.api_version = api_version
        self.correlation_id = correlation_id
        self.client_id = client_id
        # the request body (after the header), to be decoded by the dispatcher: bytes when small (SMALL_BODY), else
        # a memoryview of the received bytes
        self.body = body
        self.size = size  # bytes on the wire, size prefix included
        # True for an ApiVersions request whose version is not served: its body is not decoded and the answer is
        # the v0 error response
        self.unsupported_version = unsupported_version
        self.route = route  # what the `supported` predicate returned for it (the dispatcher's registration)
        self.connection = connection
        self.received_at = received_at  # when its bytes arrived (the driver's clock, seconds)
        self._header = header
        self.error: DecodeError | None = None  # set when the header could not be decoded past its fixed fields
        self._state = _PENDING
        self._out: list[bytes | bytearray | memoryview] | None = None

    @property
    def header(self) -> RequestHeader:
        h = self._header
        if h is None:
            h = self._header = RequestHeader(
                request_api_key=self.api.key,
                request_api_version=self.api_version,
                correlation_id=self.correlation_id,
                client_id=self.client_id,
            )
        return h

    @property
    def api_key(self) -> int:
        return self.api.key

    @property
    def response_version(self) -> int:
        """The version the response is encoded in: the request's, or 0 for an unsupported ApiVersions version."""
        return 0 if self.unsupported_version else self.api_version

    @property
    def request_size(self) -> int:
        return self.size

    @property
    def listener(self) -> str:
        return self.connection.listener

    @property
    def security_protocol(self) -> str:
        return self.connection.security_protocol

    @property
    def client_address(self) -> tuple[str, int] | None:
        return self.connection.client_address

    @property
    def connection_id(self) -> str:
        return self.connection.connection_id

    @property
    def principal(self) -> str:
        return self.connection.principal

    @property
    def completed(self) -> bool:
        return self._state == _DONE

    def describe(self) -> str:
        """For log lines: "Produce v9 (correlation id 7, client id 'x') on connection ... (listener ...)"."""
        return (
            f"{self.api.name} v{self.api_version} (correlation id {self.correlation_id}, "
            f"client id {self.client_id!r}) on connection {self.connection.connection_id} "
            f"(listener {self.connection.listener})"
        )

    def __repr__(self) -> str:
        return f"InboundRequest(seq={self.seq}, {self.describe()}, size={self.size})"


class SaslRequest(InboundRequest):
    """A SaslHandshake or SaslAuthenticate, with the answer the connection computed when it read it (the
    authentication runs each step as its frame is read); `kraftpy.net.authentication.answer_from_connection`
    returns it to the dispatcher."""

    __slots__ = ("answer",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.answer: Any = None


_new_object = object.__new__


class ServerConnection:
    """Framing, header decoding, authentication, response ordering and backpressure of one server-side Kafka
    connection."""

    __slots__ = (
        "_avail",
        "_buf_hold",
        "_chunks",
        "_closed",
        "_direct",
        "_full_max_request_size",
        "_gate",
        "_head",
        "_head_reserved",
        "_headers",
        "_heavy",
        "_heavy_blocked",
        "_heavy_inflight",
        "_held",
        "_inflight",
        "_need",
        "_next_seq",
        "_output",
        "_output_bytes",
        "_pool",
        "_pool_blocked",
        "_queued_bytes",
        "_reserved",
        "_special",
        "_unauth",
        "_window",
        "bytes_received",
        "bytes_sent",
        "close_reason",
        "info",
        "label",
        "last_active",
        "max_inflight",
        "max_queued_bytes",
        "max_request_size",
        "on_pool_available",
        "supported",
    )

    def __init__(
        self,
        *,
        max_request_size: int = DEFAULT_MAX_REQUEST_SIZE,
        max_inflight: int = DEFAULT_MAX_INFLIGHT,
        max_queued_bytes: int = DEFAULT_MAX_QUEUED_BYTES,
        supported: Callable[[int, int], Any] | None = None,
        info: ConnectionInfo | None = None,
        label: str | None = None,
        routes: Mapping[int, Route] | None = None,
        pool: RequestMemoryPool | None = None,
        heavy: frozenset[int] = frozenset(),
        on_pool_available: Callable[[], None] | None = None,
        authentication: Authentication | None = None,
        now: float = 0.0,
    ) -> None:
        """`supported(api_key, version)` returns the route of a request (anything true) or a false value when the
        version is not served; `routes` is the same as a table kept up to date by its owner (the dispatcher's
        `routes(listener)`: one lookup per request instead of a call). Give one or the other; with neither,
        every version in the schemas is served. `pool` is the node's request memory budget (none: no limit),
        `heavy` the API keys handed out one at a time, `on_pool_available` what to call when the pool gave room
        after `pool_blocked` (the driver then resumes reading). `authentication` (SASL listeners) holds the
        connection to the SASL exchange until it authenticates; `now` is the driver's clock at the accept."""
        if supported is not None and routes is not None:
            raise ValueError("give supported or routes, not both")
        if max_request_size < MIN_REQUEST_HEADER_SIZE:
            raise ValueError(f"socket.request.max.bytes must be >= {MIN_REQUEST_HEADER_SIZE}, got {max_request_size}")
        if max_inflight < 1:
            raise ValueError(f"max_inflight must be >= 1, got {max_inflight}")
        if max_queued_bytes < 1:
            raise ValueError(f"max_queued_bytes must be >= 1, got {max_queued_bytes}")
        self.max_request_size = max_request_size
        self._full_max_request_size = max_request_size
        self.max_inflight = max_inflight
        self.max_queued_bytes = max_queued_bytes
        self.supported = supported
        self._headers: Mapping[int, Route] = REQUEST_HEADERS if routes is None else routes
        self.info = info if info is not None else _NO_CONNECTION  # given to every request
        if label is None:
            label = f"{self.info.connection_id} (listener {self.info.listener})" if info is not None else "-"
        self.label = label  # used in log lines, e.g. "127.0.0.1:9092-127.0.0.1:50432-3 (listener PLAINTEXT)"
        # received bytes not handed out yet: _chunks (the first consumed up to _head), _avail bytes in all; no
        # frame can be cut before _avail >= _need (the same scheme as FrameBuffer, inlined in receive_data)
        self._chunks: list[bytes] = []
        self._head = 0
        self._avail = 0
        self._need = 4
        # the head frame's own buffer while it is read there (`direct_buffer`): then _chunks is [_direct], _head 0,
        # _avail the bytes of it filled, _need its length
        self._direct: bytearray | None = None
        self._inflight: deque[InboundRequest] = deque()  # handed out, response not yet released, in order
        self._held = 0  # requests in _inflight completed already, held back for order (or more: see _complete)
        self._next_seq = 0
        self._output: list[bytes | bytearray | memoryview] = []
        self._output_bytes = 0
        self._queued_bytes = 0  # response bytes completed and not yet taken (held back or in _output)
        self._closed = False
        self.close_reason: str | None = None  # set by a protocol violation
        self.bytes_received = 0
        self.bytes_sent = 0
        self.last_active = now  # when bytes last arrived (connections.max.idle.ms)
        self._pool = pool
        self._reserved = 0  # bytes this connection holds in the pool: requests not answered + _buf_hold
        # of which for the received bytes not handed out yet: at least _avail; the whole head frame once its size
        # is known (authenticated); a read window between read_size and receive_data
        self._buf_hold = 0
        self._head_reserved = 0  # the head frame's whole size, when it is held in full
        self._pool_blocked = False
        self._heavy = heavy
        self._heavy_inflight = 0
        self._heavy_blocked = False
        self.on_pool_available = on_pool_available
        self._gate = authentication
        self._unauth = False  # counted in the pool's unauthenticated share
        self._window = READ_WINDOW
        # the API keys the hot path looks at twice: the heavy ones, and the SASL ones on a SASL connection
        self._special = heavy
        if authentication is not None:
            authentication.label = label
            self._special = heavy | SASL_KEYS
            self._unauth = True
            self._window = UNAUTHENTICATED_READ_WINDOW
            self.max_request_size = min(max_request_size, authentication.max_receive_size)

    # -- state ---------------------------------------------------------------------------------------------------

    @property
    def inflight(self) -> int:
        """Requests handed out whose response has not been released yet (including ones held back for order)."""
        return len(self._inflight)

    @property
    def queued_bytes(self) -> int:
        return self._queued_bytes

    @property
    def buffered_bytes(self) -> int:
        """Received bytes not yet handed out as requests."""
        return self._avail

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def pool_blocked(self) -> bool:
        """True while the connection waits for room in the request memory pool."""
        return self._pool_blocked

    @property
    def reserved_bytes(self) -> int:
        """Bytes this connection holds in the request memory pool."""
        return self._reserved

    @property
    def authentication(self) -> Authentication | None:
        """The SASL state (SASL listeners), else None."""
        return self._gate

    @property
    def authenticated(self) -> bool:
        """Whether requests other than the SASL exchange may be read (always, on a listener without SASL)."""
        gate = self._gate
        return gate is None or not gate.guarded

    @property
    def wants_read(self) -> bool:
        """False when the driver should stop reading from the socket (backpressure, violation or closed)."""
        return (
            not self._closed
            and self.close_reason is None
            and len(self._inflight) < self.max_inflight
            and self._queued_bytes < self.max_queued_bytes
            and not self._pool_blocked
            and not self._heavy_blocked
        )

    @property
    def steady(self) -> bool:
        """True when reading may go on and no received frame waits to be handed out (the driver's fast check)."""
        return (
            self.close_reason is None
            and not self._closed
            and len(self._inflight) < self.max_inflight
            and self._queued_bytes < self.max_queued_bytes
            and self._avail < self._need
            and not self._pool_blocked
            and not self._heavy_blocked
        )

    # -- the memory pool -----------------------------------------------------------------------------------------

    def read_size(self, limit: int) -> int:
        """How many bytes the driver may read now, at most `limit`, counted in the pool before they are read.

        0 when reading should stop (`wants_read` false; without room in the pool the connection now waits for
        it and `on_pool_available` is called once it was given some). What a read brings must go to
        `receive_data` before the next call; what was allowed and did not arrive goes back to the pool there.
        """
        if (
            self._closed
            or self.close_reason is not None
            or len(self._inflight) >= self.max_inflight
            or self._queued_bytes >= self.max_queued_bytes
            or self._pool_blocked
            or self._heavy_blocked
        ):
            return 0
        pool = self._pool
        if pool is None:
            return limit
        spare = self._buf_hold - self._avail  # held already: the rest of a head frame held in full, a grant
        if spare >= limit:
            return limit
        want = spare + self._window
        if want > limit:
            want = limit
        got = pool.take_upto(want - spare, self._unauth)
        if got:
            self._buf_hold += got
            self._reserved += got
        elif spare <= 0:  # no room at all: wait for a little
            self._pool_blocked = True
            pool.wait(id(self), min(self._window, MIN_READ), self._unauth, self._pool_granted)
            return 0
        return spare + got

    def _pool_granted(self, n: int) -> None:
        """The pool gave this connection the `n` bytes it waited for."""
        pool = self._pool
        assert pool is not None
        if self._closed:  # (closing forgets the wait; never seen)
            pool.release(n, self._unauth)
            return
        self._buf_hold += n
        self._reserved += n
        self._pool_blocked = False
        if self.on_pool_available is not None:
            self.on_pool_available()

    def _settle(self, cut: int) -> None:
        """After the buffer changed: the requests cut from it (`cut` bytes) take their bytes from the buffer's
        hold, and the hold becomes what the buffer needs now: the bytes in it, and a partial head frame in full
        once its size is known (authenticated connections; without room the connection waits)."""
        pool = self._pool
        assert pool is not None
        hold = self._buf_hold - cut
        avail = self._avail
        need = self._need
        unauth = self._unauth
        target = avail
        head = 0
        if need > avail and need > 4 and not unauth and not self._heavy_blocked and self.close_reason is None:
            if hold >= need or pool.available >= need - hold:
                target = head = need  # the head frame counts in full
                if self._pool_blocked:
                    pool.forget(id(self))
                    self._pool_blocked = False
            else:  # no room for the whole frame: stop reading until there is
                self._pool_blocked = True
                pool.wait(id(self), need - avail, False, self._pool_granted)
        elif self._pool_blocked and (need <= avail or need == 4):
            # (waiting for a head frame that arrived meanwhile, or for a read window: the next read asks again)
            pool.forget(id(self))
            self._pool_blocked = False
        self._head_reserved = head
        delta = target - hold
        self._buf_hold = target
        self._reserved += delta  # (the requests cut hold what the buffer held for them)
        if delta > 0:
            pool.take(delta, unauth)
        elif delta < 0:
            pool.release(-delta, unauth)

    def _answered(self, request: InboundRequest) -> None:
        """A request's response is known: its bytes go back to the pool; the next heavy request may go."""
        pool = self._pool
        if pool is not None:
            n = request.size
            self._reserved -= n
            pool.release(n, self._unauth)
        if self._heavy_inflight and request.api.key in self._heavy:
            self._heavy_inflight -= 1
            self._heavy_blocked = False

    @property
    def should_close(self) -> bool:
        """True once a violation happened (or `close()` was called) and every earlier response has been taken."""
        if self._closed:
            return True
        return self.close_reason is not None and not self._inflight and not self._output

    # -- timers --------------------------------------------------------------------------------------------------

    def next_deadline(self) -> float:
        """When `check_timeouts` closes the connection for its session or authentication (inf: never; the idle
        timeout is the driver's, from `last_active`)."""
        gate = self._gate
        return math.inf if gate is None or self._closed else gate.next_deadline()

    def check_timeouts(self, now: float, idle_timeout: float | None = None) -> str | None:
        """Close the connection if its SASL session ended or it did not authenticate in time, or (with
        `idle_timeout`, seconds: connections.max.idle.ms) nothing arrived for that long and nothing is in flight.
        Returns the reason it closed, else None."""
        if self._closed:
            return None
        gate = self._gate
        if gate is not None:
            reason = gate.check(now)
            if reason is not None:
                self._expire(reason)
                return reason
        if (
            idle_timeout is not None
            and now - self.last_active >= idle_timeout
            and not self._inflight
            and not self._queued_bytes
        ):
            reason = IDLE_TIMEOUT
            log.debug("Closing connection %s: %s", self.label, reason)
            self.close(reason)
            return reason
        return None

    def _expire(self, reason: str) -> None:
        # (debug, as Kafka's "Disconnecting expired channel": the metrics count them; a flood would fill the log)
        log.debug("Closing connection %s: %s", self.label, reason)
        self.close(reason)

    # -- input ---------------------------------------------------------------------------------------------------

    def receive_data(self, data: bytes | bytearray | memoryview, now: float = 0.0) -> list[InboundRequest]:
        """Feed received bytes; returns the requests to handle now, in order (may be empty).

        `now` (the driver's clock) is recorded as the arrival time of the requests handed out. Call with `b""`
        after `wants_read` turned true again to get the requests that were held back.

        The steps: a connection whose SASL session is being set up or has expired reads through its authentication
        (`_receive_guarded`); otherwise the bytes are buffered (`_buffer`), nothing is cut while the connection is
        held back (`_hold`: a partial frame, the in-flight or queued-bytes limits, a heavy request in flight),
        the frames are cut into requests (`_cut_frames`, the hot loop), and what is left is kept for the next call
        (`_keep_rest`); a SASL frame met on the way goes to the authentication.
        """
        if self._closed or self.close_reason is not None:
            return []
        if self._direct is not None and data:
            self._leave_direct()
        gate = self._gate
        if gate is not None and (gate.guarded or now >= gate.expires_at):
            return self._receive_guarded(data, now, False)
        chunks = self._buffer(data, now) if data else self._chunks
        if (
            self._avail < self._need
            or len(self._inflight) >= self.max_inflight
            or self._queued_bytes >= self.max_queued_bytes
            or self._heavy_blocked
        ):
            self._hold(chunks, bool(data))
            return []
        if len(chunks) == 1:
            buf = chunks[0]
            pos = self._head
        else:
            if self._head:
                chunks[0] = chunks[0][self._head :]
            buf = b"".join(chunks)
            pos = 0
        out, pos, need, cut, divert = self._cut_frames(buf, pos, now)
        if out:
            self._inflight.extend(out)
        pool = self._pool
        if self.close_reason is not None:
            if pool is not None:
                self._settle(cut)  # (the requests cut hold what the buffer held for them)
            self._discard_input()
            return out
        self._keep_rest(buf, pos, need)
        if pool is not None:
            self._settle(cut)
        if divert:
            out += self._receive_guarded(b"", now, True)
        return out

    def direct_buffer(self) -> memoryview | None:
        """Where the driver should read next when the head frame is large and only partly here: a view of the rest
        of the frame's own buffer, cut to what `read_size` allows (then the driver reports the read with
        `direct_received`, not `receive_data`). None: read as usual. The bytes buffered already are copied into
        the frame's buffer once; the rest arrives there, so a large request costs no copy out of the driver's
        read buffer and no join of its pieces."""
        need = self._need
        avail = self._avail
        if need - avail < DIRECT_MIN or self._closed or self.close_reason is not None:
            return None
        gate = self._gate
        if gate is not None and gate.guarded:
            return None
        frame = self._direct
        if frame is None:
            chunks = self._chunks
            if not chunks:
                return None
            frame = copy_into_frame(chunks, self._head, need)
            self._direct = frame
            self._chunks = [frame]  # type: ignore[list-item]
            self._head = 0
        n = self.read_size(need - avail)
        if n <= 0:
            # reading is paused: a transport asks once more at most, for one byte (as the plain path gives it);
            # it lands in the frame's buffer too, so the part read so far is not copied back out
            n = 1
        return memoryview(frame)[avail : avail + n]

    def direct_received(self, nbytes: int, now: float) -> list[InboundRequest]:
        """`nbytes` arrived in the view `direct_buffer` gave: as `receive_data`, the requests ready now."""
        if self._direct is None or self._closed or self.close_reason is not None:
            return []
        self.bytes_received += nbytes
        self.last_active = now
        self._avail += nbytes
        if self._avail < self._need:
            if self._pool is not None:
                self._settle(0)
            return []
        self._direct = None  # the frame is whole: _chunks holds it, cut as any buffered bytes
        return self.receive_data(b"", now)

    def _leave_direct(self) -> None:
        """Bytes arrive through `receive_data` while a frame is read into its own buffer: go back to chunks (the
        filled part copied out), so that they follow it."""
        frame = self._direct
        assert frame is not None
        self._direct = None
        self._chunks = [bytes(memoryview(frame)[: self._avail])]
        self._head = 0

    def _buffer(self, data: bytes | bytearray | memoryview, now: float) -> list[bytes]:
        """Count and buffer received bytes; the buffered chunks (the received bytes alone, parsed in place, when
        nothing was buffered and they hold at least the next frame's size)."""
        if type(data) is not bytes:
            data = bytes(data)  # a caller's bytearray may change under the memoryviews handed out
        self.bytes_received += len(data)
        self.last_active = now
        chunks = self._chunks
        if not chunks and len(data) >= self._need:
            self._head = 0
            self._avail = len(data)
            return [data]  # the common case
        chunks.append(data)
        self._avail += len(data)
        return chunks

    def _hold(self, chunks: list[bytes], received: bool) -> None:
        """No request can be cut now (the next frame is not whole, the in-flight or queued-bytes limits are reached,
        or a frame waits for a heavy request in flight): keep the buffered bytes (a partial frame counts in the
        memory pool in full as soon as its size is known)."""
        self._chunks = chunks
        if self._pool is not None and received:
            self._settle(0)

    # complex on purpose: the loop over the frames of every read of every connection, inlined for speed
    def _cut_frames(  # noqa: C901
        self, buf: bytes, pos: int, now: float
    ) -> tuple[list[InboundRequest], int, int, int, bool]:
        """Cut the whole frames of `buf` from `pos` into requests, up to the in-flight limit; returns them, the
        position of the first byte not cut, the bytes the next frame needs, the bytes cut, and whether a SASL
        frame is next (the authentication reads it). A frame that is bad (its size, a version the node does not
        serve) stops the loop with the connection marked to close."""
        n = len(buf)
        mv = memoryview(buf)
        limit = self.max_inflight - len(self._inflight)
        out: list[InboundRequest] = []
        supported = self.supported
        seq = self._next_seq
        stop = seq + limit  # every request handed out takes one sequence number
        headers = self._headers
        info = self.info
        max_size = self.max_request_size
        min_size = MIN_REQUEST_HEADER_SIZE
        new = _new_object
        need = 4
        last = n - _FRAME_HEAD  # a frame starting after this cannot be complete
        special = self._special
        heavy_count = self._heavy_inflight
        cut = 0  # bytes of the frames handed out by this call
        divert = False  # a SASL frame is next: the authentication reads it
        while pos <= last:
            size, keyver, cid, id_len = _unpack_frame_head(buf, pos)
            if size > max_size or size < min_size:
                self._bad_size(size)
                break
            end = pos + 4 + size
            if end > n:
                need = 4 + size
                break
            is_heavy = False
            if special and (keyver >> 16) in special:
                if (keyver >> 16) in SASL_KEYS:  # (SASL connections only: a re-authentication, or out of place)
                    divert = True
                    need = 4 + size
                    break
                if heavy_count:
                    self._heavy_blocked = True  # the frame waits, with reading paused, for the heavy one in flight
                    need = 4 + size
                    break
                is_heavy = True
            entry = headers.get(keyver)
            body = pos + _FRAME_HEAD
            if entry is not None:
                api, v2, route, version = entry
                client_id: str | None = None
                if id_len >= 0:
                    id_end = body + id_len
                    if id_end > end:
                        entry = None
                    else:
                        try:
                            client_id = buf[body:id_end].decode()
                        except UnicodeDecodeError:
                            entry = None
                        body = id_end
                elif id_len != -1:
                    entry = None
                if v2 and entry is not None:  # header v2: an empty tagged-field section is one 0 byte
                    if body < end and buf[body] == 0:
                        body += 1
                    else:
                        entry = None
            if entry is None:  # unknown key, version outside the schema, header tags, or bad bytes
                if not self._slow_path(mv[pos + 4 : end], seq, out, now):
                    break
            else:
                if supported is not None:
                    route = supported(api.key, version)
                if route:
                    # InboundRequest(seq, api, version, ...) without the cost of calling a class whose __init__ is
                    # Python code (an argument tuple, a second frame): every slot set as __init__ does
                    r = new(InboundRequest)
                    r.seq = seq
                    r.api = api
                    r.api_version = version
                    r.correlation_id = cid
                    r.client_id = client_id
                    r.body = buf[body:end] if end - body <= SMALL_BODY else mv[body:end]
                    r.size = size + 4
                    r.unsupported_version = False
                    r.route = route
                    r.connection = info
                    r.received_at = now
                    r._header = None
                    r.error = None
                    r._state = _PENDING
                    r._out = None
                    out.append(r)
                elif api.key == API_VERSIONS_KEY:  # answered with the v0 error response
                    out.append(
                        InboundRequest(seq, api, version, cid, client_id, mv[body:end], size + 4, True, None, info, now)
                    )
                else:
                    self._refuse_version(api.name, version, cid, client_id)
                    break
            seq += 1
            cut += size + 4
            pos = end
            if is_heavy:
                heavy_count += 1
            if seq >= stop:
                break
        else:  # fewer bytes than the smallest frame are left: read the size when it is there
            if n - pos >= 4:
                (size,) = _unpack_size_from(buf, pos)
                if size > max_size or size < min_size:
                    self._bad_size(size)
                else:
                    need = 4 + size
        self._heavy_inflight = heavy_count
        self._next_seq = seq
        return out, pos, need, cut, divert

    def _keep_rest(self, buf: bytes, pos: int, need: int) -> None:
        """Keep the bytes of `buf` from `pos` on (a partial frame) for the next call."""
        self._direct = None
        n = len(buf)
        if pos >= n:
            self._chunks = []
            self._head = 0
            self._avail = 0
            self._need = 4
        else:
            self._chunks = [buf]
            self._head = pos
            self._avail = n - pos
            self._need = need

    def _bad_size(self, size: int) -> None:
        e = FrameSizeError(size, self.max_request_size, MIN_REQUEST_HEADER_SIZE)
        if size > self.max_request_size:
            key = "sasl.server.max.receive.size" if self._unauth else "socket.request.max.bytes"
            log.warning("Closing connection %s: %s; the limit is %s", self.label, e, key)
        else:
            log.info("Closing connection %s: %s", self.label, e)
        self._violation(str(e))

    def _discard_input(self) -> None:
        """Drop the received bytes not handed out (and give their room back): a violation or close."""
        self._direct = None
        self._chunks = []
        self._head = 0
        self._avail = 0
        self._need = 4
        self._head_reserved = 0
        pool = self._pool
        if pool is not None:
            if self._pool_blocked:
                pool.forget(id(self))
                self._pool_blocked = False
            hold, self._buf_hold = self._buf_hold, 0
            if hold:
                self._reserved -= hold
                pool.release(hold, self._unauth)

    # -- authentication ------------------------------------------------------------------------------------------

    def _receive_guarded(
        self, data: bytes | bytearray | memoryview, now: float, diverted: bool
    ) -> list[InboundRequest]:
        """`receive_data` while the SASL exchange is read (before authentication, during a re-authentication,
        or when the hot path met a SASL frame: `diverted`): frames are read one at a time, each checked against
        the authentication's state and the SASL ones run through it at once, so that the next frame is read in
        the state the previous one left."""
        gate = self._gate
        assert gate is not None
        reason = gate.check(now)
        if reason is not None:
            self._expire(reason)
            return []
        if data:
            if type(data) is not bytes:
                data = bytes(data)
            self.bytes_received += len(data)
            self.last_active = now
            self._chunks.append(data)
            self._avail += len(data)
        out: list[InboundRequest] = []
        inflight = self._inflight
        seq = self._next_seq
        cut = 0
        while (gate.guarded or diverted) and self.close_reason is None:
            if len(inflight) + len(out) >= self.max_inflight or self._queued_bytes >= self.max_queued_bytes:
                break
            frame = self._cut_frame()
            if frame is None:
                break
            req = self._guarded_request(gate, frame, seq, now)
            if req is None:
                break  # (its bytes go back with the rest of the buffer)
            key = req.api.key
            if key in SASL_KEYS:
                answer = gate.step(key, req.api_version, req.body, now)
                if answer is None:  # the body does not decode: closed without an answer, as Kafka does
                    log.info("Closing connection %s: %s", self.label, gate.failure)
                    self._violation(gate.failure or "malformed SASL request")
                    break
                req.answer = answer  # type: ignore[attr-defined]
                cut += req.size
                out.append(req)
                seq += 1
                if gate.failure is not None:
                    # the answer goes out, then the connection closes; nothing says which part was wrong (the
                    # driver is told through the authentication's on_event; the asyncio server logs it at INFO, at
                    # most once a second with a count, so that a flood of bad logins does not flood the log)
                    log.debug("Failed authentication on connection %s: %s", self.label, gate.failure)
                    self._violation("SASL authentication failed")
                    break
                if not gate.guarded and self._unauth:
                    self._authenticated(gate)
            else:
                cut += req.size
                out.append(req)
                seq += 1
            diverted = False
        self._next_seq = seq
        if out:
            inflight.extend(out)
        if self.close_reason is not None:
            if self._pool is not None:
                self._settle(cut)
            self._discard_input()
            return out
        if self._pool is not None:
            self._settle(cut)
        if not gate.guarded and self._avail >= self._need:
            out += self.receive_data(b"", now)  # read after the exchange, in the same bytes
        return out

    def _cut_frame(self) -> bytes | None:
        """The next complete frame of the buffer, without its size prefix (None: not all there, or a bad size)."""
        if self._avail < 4:
            return None
        chunks = self._chunks
        if len(chunks) > 1:
            if self._head:
                chunks[0] = chunks[0][self._head :]
            chunks[:] = [b"".join(chunks)]
            self._head = 0
        buf = chunks[0]
        pos = self._head
        (size,) = _unpack_size_from(buf, pos)
        if size > self.max_request_size or size < MIN_REQUEST_HEADER_SIZE:
            self._bad_size(size)
            return None
        if self._avail < size + 4:
            self._need = size + 4
            return None
        end = pos + 4 + size
        frame = buf[pos + 4 : end]
        if end >= len(buf):
            self._chunks = []
            self._head = 0
            self._avail = 0
        else:
            self._head = end
            self._avail -= size + 4
        self._need = 4
        return frame

    def _guarded_request(self, gate: Authentication, frame: bytes, seq: int, now: float) -> InboundRequest | None:
        """The request of a frame read during the SASL exchange, or None (the connection closes) when its header
        does not decode, its API is unknown or not served, or the state does not read it."""
        try:
            header, body_pos, api = decode_request_header(frame)
        except ProtocolError as e:
            log.info("Closing connection %s: malformed request header: %s", self.label, e)
            self._violation(f"malformed request header: {e}")
            return None
        key = header.request_api_key
        if api is None:
            log.info(
                "Closing connection %s: unknown API key %d (correlation id %d, client id %r)",
                self.label,
                key,
                header.correlation_id,
                header.client_id,
            )
            self._violation(f"unknown API key {key}")
            return None
        refused = gate.admit(key, api.name)
        if refused is not None:
            log.info("Closing connection %s: %s", self.label, refused)
            self._violation(refused)
            return None
        version = header.request_api_version
        route = self._route(key, version) if api.is_valid(version) else None
        unsupported = not route
        if unsupported and key != API_VERSIONS_KEY:
            self._refuse_version(api.name, version, header.correlation_id, header.client_id)
            return None
        return (SaslRequest if key in SASL_KEYS else InboundRequest)(
            seq,
            api,
            version,
            header.correlation_id,
            header.client_id,
            frame[body_pos:],
            len(frame) + 4,
            unsupported,
            None if unsupported else route,
            self.info,
            now,
            header,
        )

    def _authenticated(self, gate: Authentication) -> None:
        """The first SASL exchange completed: the principal is the connection's, full-size requests are read
        and its bytes leave the pool's unauthenticated share."""
        assert gate.principal is not None
        self.info = replace(self.info, principal=gate.principal)
        self.max_request_size = self._full_max_request_size
        self._window = READ_WINDOW
        self._unauth = False
        pool = self._pool
        if pool is not None:
            if self._pool_blocked:  # (it waited as unauthenticated: the next read asks again)
                pool.forget(id(self))
                self._pool_blocked = False
            pool.leave_share(self._reserved)

    def _slow_path(self, frame: memoryview, seq: int, out: list[InboundRequest], now: float) -> bool:
        """A header the fast path did not take: decoded in full, then refused or handed out."""
        try:
            header, body_pos, api = decode_request_header(frame)
        except ProtocolError as e:
            return self._malformed_header(frame, e, seq, out, now)
        key = header.request_api_key
        version = header.request_api_version
        if api is None:
            log.info(
                "Closing connection %s: unknown API key %d (correlation id %d, client id %r)",
                self.label,
                key,
                header.correlation_id,
                header.client_id,
            )
            self._violation(f"unknown API key {key}")
            return False
        route: Any = None
        unsupported = True
        if api.is_valid(version):  # a valid version whose header carries tagged fields
            route = self._route(key, version)
            unsupported = not route
        if unsupported and key != API_VERSIONS_KEY:
            self._refuse_version(api.name, version, header.correlation_id, header.client_id)
            return False
        # (an unsupported ApiVersions version is answered with the v0 error response)
        req = InboundRequest(
            seq,
            api,
            version,
            header.correlation_id,
            header.client_id,
            frame[body_pos:],
            len(frame) + 4,
            unsupported,
            None if unsupported else route,
            self.info,
            now,
            header,
        )
        out.append(req)  # (receive_data adds the requests it hands out to the in-flight queue)
        return True

    def _malformed_header(
        self, frame: memoryview, error: ProtocolError, seq: int, out: list[InboundRequest], now: float
    ) -> bool:
        """A header whose fixed part (key, version, correlation id) reads but the rest does not decode.

        When the API and version are served, the request is handed out carrying the error, so that the dispatcher
        answers it with an error response (or closes when the response has no error code to carry it);
        otherwise the connection closes, as Kafka does for every undecodable header.
        """
        key, version = struct.unpack_from(">hh", frame, 0)
        (cid,) = _unpack_size_from(frame, 4)
        entry = self._headers.get(key * 65536 + version)
        route = None if entry is None else self._route(key, version)
        if entry is None or not route:
            log.info("Closing connection %s: malformed request header: %s", self.label, error)
            self._violation(f"malformed request header: {error}")
            return False
        req = InboundRequest(
            seq,
            entry[0],
            version,
            cid,
            None,
            frame[len(frame) :],
            len(frame) + 4,
            False,
            route,
            self.info,
            now,
        )
        req.error = DecodeError(f"malformed request header: {error}", message="RequestHeader")
        out.append(req)
        return True

    def _route(self, key: int, version: int) -> Any:
        """The route of a valid (api key, version): the `supported` predicate's answer or the `routes` entry."""
        if self.supported is not None:
            return self.supported(key, version)
        entry = self._headers.get(key * 65536 + version)
        return None if entry is None else entry[2]

    def _refuse_version(self, name: str, version: int, correlation_id: int, client_id: str | None) -> None:
        log.info(
            "Closing connection %s: %s version %d is not supported (correlation id %d, client id %r)",
            self.label,
            name,
            version,
            correlation_id,
            client_id,
        )
        self._violation(f"unsupported {name} version {version}")

    # -- output --------------------------------------------------------------------------------------------------

    def complete(self, request: InboundRequest, response: ResponsePayload) -> None:
        """Report a request's outcome: its response frame without the size prefix, or None for no response.

        Responses are released in request order; a request completed before an earlier one waits for it.
        """
        if response is None:
            self._complete(request, None, 0)
        elif isinstance(response, bytes | bytearray | memoryview):
            size = len(response)
            self._complete(request, [_pack_size(size), response], size + 4)
        else:
            size = 0
            for part in response:
                size += len(part)
            self._complete(request, [_pack_size(size), *response], size + 4)

    def complete_frame(self, request: InboundRequest, frame: bytes) -> None:
        """`complete` for a response already framed (4-byte size prefix included) in one buffer: the fast path."""
        inflight = self._inflight
        if request._state == _PENDING and inflight and inflight[0] is request and not self._closed:
            request._state = _DONE
            if self._pool is not None or self._heavy_inflight:
                self._answered(request)
            inflight.popleft()
            n = len(frame)
            self._output.append(frame)
            self._output_bytes += n
            self._queued_bytes += n
            if inflight and inflight[0]._state == _DONE:
                self._release()
        else:
            self._complete(request, [frame], len(frame))

    def complete_batch(self, requests: Sequence[InboundRequest], data: bytes | bytearray | memoryview) -> None:
        """Complete `requests`, consecutive in request order, with `data`: their response frames (size prefixes
        included) back to back, in order.

        The usual case, when they are the oldest requests in flight, costs nothing per request but marking them.
        Otherwise the first ones are completed with no response and the last one with all of `data`, which leaves
        in its place (right after the responses to the requests before the first one).
        """
        inflight = self._inflight
        k = len(requests)
        if not k:
            if data:
                raise ValueError("response bytes without a request")
            return
        if (
            not self._closed
            and len(inflight) >= k
            and all(map(_is, requests, inflight))  # the oldest requests in flight, in order
            # none completed yet (a request in flight may be completed and held back, when _held is not 0)
            and not (self._held and any(map(_state_of, requests)))
        ):
            for req in requests:
                req._state = _DONE
            if self._pool is not None or self._heavy_inflight:
                for req in requests:
                    self._answered(req)
            if k == len(inflight):
                inflight.clear()
            else:
                for _ in range(k):
                    inflight.popleft()
            n = len(data)
            self._output.append(data)
            self._output_bytes += n
            self._queued_bytes += n
            if inflight and inflight[0]._state == _DONE:
                self._release()
            return
        if any(map(_state_of, requests)):
            raise ValueError(f"{next(r for r in requests if r._state != _PENDING)!r} was already completed")
        if not self._closed:
            try:
                i = inflight.index(requests[0])
            except ValueError:
                raise ValueError(f"{requests[0]!r} is not in flight on this connection") from None
            if not all(map(_is, requests, islice(inflight, i, i + k))):
                raise ValueError("the requests of a batch must be consecutive in request order")
        for req in requests[:-1]:
            self._complete(req, None, 0)
        self._complete(requests[-1], [data], len(data))

    def _complete(self, request: InboundRequest, out: list[bytes | bytearray | memoryview] | None, n: int) -> None:
        if request._state != _PENDING:
            raise ValueError(f"{request!r} was already completed")
        request._state = _DONE
        if self._closed:
            return
        if self._pool is not None or self._heavy_inflight:
            self._answered(request)
        inflight = self._inflight
        if inflight and inflight[0] is request:
            inflight.popleft()
            if out is not None:
                self._output += out
                self._output_bytes += n
                self._queued_bytes += n
            if inflight and inflight[0]._state == _DONE:
                self._release()
        else:  # held back until the requests before it are completed
            self._held += 1
            if out is not None:
                request._out = out
                self._queued_bytes += n

    def _release(self) -> None:
        """Move the completed requests at the head of the queue (held back for order) to the output."""
        inflight = self._inflight
        output = self._output
        while inflight and inflight[0]._state == _DONE:
            done = inflight.popleft()
            self._held -= 1
            held = done._out
            if held is not None:
                done._out = None
                output += held
                for part in held:
                    self._output_bytes += len(part)

    def data_to_send(self) -> list[bytes | bytearray | memoryview]:
        """The bytes released so far, in order, as a list of buffers to write; clears them."""
        out = self._output
        if not out:
            return out
        self._output = []
        n = self._output_bytes
        self._output_bytes = 0
        self._queued_bytes -= n
        self.bytes_sent += n
        return out

    def data_to_send_if_steady(self) -> list[bytes | bytearray | memoryview] | None:
        """`data_to_send()` when the connection is `steady`; None (taking nothing) when it is not: the driver's
        common case in one call."""
        if (
            self.close_reason is not None
            or self._closed
            or len(self._inflight) >= self.max_inflight
            or self._queued_bytes >= self.max_queued_bytes
            or self._avail >= self._need
            or self._pool_blocked
            or self._heavy_blocked
        ):
            return None
        out = self._output
        if out:
            self._output = []
            n = self._output_bytes
            self._output_bytes = 0
            self._queued_bytes -= n
            self.bytes_sent += n
        return out

    # -- closing -------------------------------------------------------------------------------------------------

    def _violation(self, reason: str) -> None:
        """A protocol violation while reading: nothing more is handed out; the reading path that found it drops
        the buffered bytes and gives their room back before it returns."""
        if self.close_reason is None:
            self.close_reason = reason

    def close(self, reason: str | None = None) -> None:
        """Stop everything: no more requests, completions are ignored, buffered output is dropped."""
        if reason is not None and self.close_reason is None:
            self.close_reason = reason
        self._closed = True
        self._discard_input()
        pool = self._pool
        if pool is not None:
            pool.forget(id(self))
            self._pool_blocked = False
            if self._reserved:
                n, self._reserved = self._reserved, 0
                pool.release(n, self._unauth)
        self._heavy_inflight = 0
        self._heavy_blocked = False
        for req in self._inflight:
            req._out = None
        self._inflight.clear()
        self._held = 0
        self._output = []
        self._output_bytes = 0
        self._queued_bytes = 0
