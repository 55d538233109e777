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
  `supported(api_key, version)` predicate, normally the dispatcher's registry) closes the connection, as Kafka
  does; the one exception is ApiVersions, which is passed on flagged `unsupported_version` so that the
  dispatcher can answer with Kafka's v0 error response (clients rely on it to negotiate down);
- **ordering**: responses leave in request order even when requests complete out of order; a request that has no
  response (Produce with acks=0) is completed with `None`, which releases the requests queued behind it;
- **backpressure**: at most `max_inflight` requests are handed out and not yet answered, and no new request is
  handed out while `max_queued_bytes` or more of response bytes wait (completed out of order, or not yet taken
  by the driver because the socket cannot take them). `wants_read` tells the driver to pause or resume reading
  from the socket; frames already received but not handed out stay buffered until there is room again
  (`receive_data(b"")` hands them out).

A protocol violation stops the hand-out of requests; the requests handed out before it are still answered, and
`should_close` turns true once they have been completed and their bytes taken.
"""

from __future__ import annotations

import logging
import struct
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from kraftpy.protocol.api import API_BY_KEY, ApiInfo, RequestHeader, decode_request_header
from kraftpy.protocol.errors import DecodeError, ProtocolError

__all__ = [
    "API_VERSIONS_KEY",
    "DEFAULT_MAX_INFLIGHT",
    "DEFAULT_MAX_QUEUED_BYTES",
    "DEFAULT_MAX_REQUEST_SIZE",
    "MIN_REQUEST_HEADER_SIZE",
    "ConnectionInfo",
    "FrameBuffer",
    "FrameSizeError",
    "InboundRequest",
    "ResponsePayload",
    "ServerConnection",
]

log = logging.getLogger(__name__)

API_VERSIONS_KEY: Final = 18
DEFAULT_MAX_REQUEST_SIZE: Final = 104857600  # socket.request.max.bytes
DEFAULT_MAX_INFLIGHT: Final = 128
DEFAULT_MAX_QUEUED_BYTES: Final = 4 * 1024 * 1024
#: api key (2) + api version (2) + correlation id (4) + client id length (2): the smallest request header.
MIN_REQUEST_HEADER_SIZE: Final = 10

_SIZE = struct.Struct(">i")
_pack_size = _SIZE.pack
_unpack_size_from = _SIZE.unpack_from
_unpack_head = struct.Struct(">hhih").unpack_from  # api key, api version, correlation id, client id length


def _header_table() -> dict[int, tuple[ApiInfo, bool]]:
    """(api key * 65536 + version) -> (API, request header is v2) for every valid version: the hot path's table.

    A constant built once at import. With it the connection reads the fixed part of a request header itself;
    anything unusual (tagged fields in a v2 header, a version outside the schema, bad bytes) goes through
    `decode_request_header`, which names the problem.
    """
    table = {}
    for info in API_BY_KEY.values():
        for version in range(info.min_version, info.max_version + 1):
            table[info.key * 65536 + version] = (info, info.request_header_version(version) == 2)
    return table


_HEADERS: Final = _header_table()

#: What a request's outcome is reported with: the response frame without its 4-byte size prefix (response header
#: + body) as one buffer or as several buffers written back to back; or None when the request has no response.
ResponsePayload = bytes | bytearray | memoryview | Sequence[bytes | bytearray | memoryview] | None

_PENDING: Final = 0
_DONE: Final = 1


class FrameSizeError(ProtocolError):
    """A frame size prefix that is negative or larger than the configured maximum."""

    def __init__(self, size: int, max_size: int, min_size: int = 0) -> None:
        self.size = size
        self.max_size = max_size
        if size < 0:
            text = f"Invalid receive (size = {size})"
        elif size < min_size:
            text = f"Invalid receive (size = {size} smaller than {min_size})"
        else:
            text = f"Invalid receive (size = {size} larger than {max_size})"
        super().__init__(text, error_code=42)


class FrameBuffer:
    """Accumulates received bytes and cuts them into size-prefixed frames.

    Frames are returned as memoryviews of the received (immutable) bytes, without copying. A frame that arrives in
    many pieces is joined once, when its last piece is there, so a large frame costs linear time. The size prefix
    is checked as soon as its four bytes are in: an oversized frame is refused before any of its body is kept
    (`error` is set, the buffer is emptied and nothing more is returned; the frames before it are returned first).
    """

    __slots__ = ("_avail", "_chunks", "_head", "_need", "error", "max_size", "min_size")

    def __init__(self, max_size: int, min_size: int = 0) -> None:
        if max_size < 0:
            raise ValueError(f"max_size must be >= 0, got {max_size}")
        self.max_size = max_size
        self.min_size = min_size
        self._chunks: list[bytes] = []
        self._head = 0  # consumed bytes at the start of _chunks[0]
        self._avail = 0  # unconsumed bytes
        self._need = 4  # bytes needed before another frame can be cut
        self.error: FrameSizeError | None = None

    @property
    def buffered(self) -> int:
        """Bytes received and not yet returned as frames (prefixes included)."""
        return self._avail

    def feed(self, data: bytes | bytearray | memoryview) -> None:
        if not data or self.error is not None:
            return
        if type(data) is not bytes:
            data = bytes(data)  # a caller's bytearray may change under our memoryviews
        self._chunks.append(data)
        self._avail += len(data)

    def clear(self) -> None:
        self._chunks = []
        self._head = 0
        self._avail = 0
        self._need = 4

    def pop_frames(self, limit: int) -> list[memoryview]:
        """Up to `limit` complete frames (payloads without their size prefix), oldest first.

        A size prefix outside [min_size, max_size] sets `error` (a `FrameSizeError`) and clears the buffer; the
        frames before it are still returned.
        """
        if limit <= 0 or self._avail < self._need or self.error is not None:
            return []
        chunks = self._chunks
        if len(chunks) == 1:
            buf = chunks[0]
            pos = self._head
        else:
            first = chunks[0]
            if self._head:
                chunks[0] = first[self._head :]
            buf = b"".join(chunks)
            pos = 0
        n = len(buf)
        mv = memoryview(buf)
        frames: list[memoryview] = []
        append = frames.append
        max_size = self.max_size
        min_size = self.min_size
        need = 4
        while True:
            if n - pos < 4:
                need = 4
                break
            (size,) = _unpack_size_from(buf, pos)
            if size > max_size or size < min_size:
                self.clear()
                self.error = FrameSizeError(size, max_size, min_size)
                return frames
            end = pos + 4 + size
            if end > n:
                need = 4 + size
                break
            append(mv[pos + 4 : end])
            pos = end
            if len(frames) >= limit:
                need = 4  # more may be buffered: let the next call look
                break
        if pos == n:
            self._chunks = []
            self._head = 0
            self._avail = 0
        else:
            self._chunks = [buf]
            self._head = pos
            self._avail = n - pos
        self._need = need
        return frames


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
        body: memoryview,
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
        self.body = body  # the request body (after the header), to be decoded by the dispatcher
        self.size = size  # bytes on the wire, size prefix included
        # True for an ApiVersions request whose version is not served: its body is not decoded and the answer is
        # the v0 error response
        self.unsupported_version = unsupported_version
        self.route = route  # what the `supported` predicate returned for it (the dispatcher's registration)
        self.connection = connection
        self.received_at = received_at  # when its bytes arrived (the driver's clock, seconds)
        self._header = header
        self.error: DecodeError | None = (
            None  # set when the header could not be decoded past its fixed fields
        )
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


class ServerConnection:
    """Framing, header decoding, response ordering and backpressure of one server-side Kafka connection."""

    __slots__ = (
        "_avail",
        "_chunks",
        "_closed",
        "_head",
        "_inflight",
        "_need",
        "_next_seq",
        "_output",
        "_output_bytes",
        "_queued_bytes",
        "bytes_received",
        "bytes_sent",
        "close_reason",
        "info",
        "label",
        "max_inflight",
        "max_queued_bytes",
        "max_request_size",
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
    ) -> None:
        if max_request_size < MIN_REQUEST_HEADER_SIZE:
            raise ValueError(
                f"socket.request.max.bytes must be >= {MIN_REQUEST_HEADER_SIZE}, got {max_request_size}"
            )
        if max_inflight < 1:
            raise ValueError(f"max_inflight must be >= 1, got {max_inflight}")
        if max_queued_bytes < 1:
            raise ValueError(f"max_queued_bytes must be >= 1, got {max_queued_bytes}")
        self.max_request_size = max_request_size
        self.max_inflight = max_inflight
        self.max_queued_bytes = max_queued_bytes
        self.supported = supported
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
        self._inflight: deque[InboundRequest] = deque()  # handed out, response not yet released, in order
        self._next_seq = 0
        self._output: list[bytes | bytearray | memoryview] = []
        self._output_bytes = 0
        self._queued_bytes = 0  # response bytes completed and not yet taken (held back or in _output)
        self._closed = False
        self.close_reason: str | None = None  # set by a protocol violation
        self.bytes_received = 0
        self.bytes_sent = 0

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
    def wants_read(self) -> bool:
        """False when the driver should stop reading from the socket (backpressure, violation or closed)."""
        return (
            not self._closed
            and self.close_reason is None
            and len(self._inflight) < self.max_inflight
            and self._queued_bytes < self.max_queued_bytes
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
        )

    @property
    def should_close(self) -> bool:
        """True once a violation happened (or `close()` was called) and every earlier response has been taken."""
        if self._closed:
            return True
        return self.close_reason is not None and not self._inflight and not self._output

    # -- input ---------------------------------------------------------------------------------------------------

    def receive_data(self, data: bytes | bytearray | memoryview, now: float = 0.0) -> list[InboundRequest]:
        """Feed received bytes; returns the requests to handle now, in order (may be empty).

        `now` (the driver's clock) is recorded as the arrival time of the requests handed out. Call with `b""`
        after `wants_read` turned true again to get the requests that were held back.
        """
        if self._closed or self.close_reason is not None:
            return []
        chunks = self._chunks
        if data:
            if type(data) is not bytes:
                data = bytes(data)  # a caller's bytearray may change under the memoryviews handed out
            self.bytes_received += len(data)
            if not chunks and len(data) >= self._need:
                chunks = [data]  # the common case: nothing buffered, parse the received bytes in place
                self._head = 0
                self._avail = len(data)
            else:
                chunks.append(data)
                self._avail += len(data)
        inflight = self._inflight
        limit = self.max_inflight - len(inflight)
        if self._avail < self._need or limit <= 0 or self._queued_bytes >= self.max_queued_bytes:
            self._chunks = chunks
            return []
        if len(chunks) == 1:
            buf = chunks[0]
            pos = self._head
        else:
            if self._head:
                chunks[0] = chunks[0][self._head :]
            buf = b"".join(chunks)
            pos = 0
        n = len(buf)
        mv = memoryview(buf)
        out: list[InboundRequest] = []
        supported = self.supported
        seq = self._next_seq
        headers = _HEADERS
        info = self.info
        max_size = self.max_request_size
        need = 4
        while True:
            if n - pos < 4:
                break
            (size,) = _unpack_size_from(buf, pos)
            if size > max_size or size < MIN_REQUEST_HEADER_SIZE:
                self._bad_size(size)
                break
            end = pos + 4 + size
            if end > n:
                need = 4 + size
                break
            start = pos + 4
            key, version, cid, id_len = _unpack_head(buf, start)
            entry = headers.get(key * 65536 + version)
            client_id: str | None = None
            body = start + 10
            if entry is not None:
                if id_len >= 0:
                    body += id_len
                    if body > end:
                        entry = None
                    else:
                        try:
                            client_id = buf[start + 10 : body].decode()
                        except UnicodeDecodeError:
                            entry = None
                elif id_len != -1:
                    entry = None
                if entry is not None and entry[1]:  # header v2: an empty tagged-field section is one 0 byte
                    if body < end and buf[body] == 0:
                        body += 1
                    else:
                        entry = None
            if entry is None:  # unknown key, version outside the schema, header tags, or bad bytes
                if not self._slow_path(mv[start:end], seq, out, now):
                    break
            else:
                api = entry[0]
                route = True if supported is None else supported(key, version)
                if route:
                    req = InboundRequest(
                        seq, api, version, cid, client_id, mv[body:end], size + 4, False, route, info, now
                    )
                elif key == API_VERSIONS_KEY:  # answered with the v0 error response
                    req = InboundRequest(
                        seq, api, version, cid, client_id, mv[body:end], size + 4, True, None, info, now
                    )
                else:
                    self._refuse_version(api.name, version, cid, client_id)
                    break
                inflight.append(req)
                out.append(req)
            seq += 1
            pos = end
            if len(out) >= limit:
                break
        self._next_seq = seq
        if self.close_reason is not None:
            self._discard_input()
        elif pos >= n:
            self._chunks = []
            self._head = 0
            self._avail = 0
            self._need = 4
        else:
            self._chunks = [buf]
            self._head = pos
            self._avail = n - pos
            self._need = need
        return out

    def _bad_size(self, size: int) -> None:
        e = FrameSizeError(size, self.max_request_size, MIN_REQUEST_HEADER_SIZE)
        if size > self.max_request_size:
            log.warning("Closing connection %s: %s; the limit is socket.request.max.bytes", self.label, e)
        else:
            log.info("Closing connection %s: %s", self.label, e)
        self._violation(str(e))

    def _discard_input(self) -> None:
        self._chunks = []
        self._head = 0
        self._avail = 0
        self._need = 4

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
            route = True if self.supported is None else self.supported(key, version)
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
        self._inflight.append(req)
        out.append(req)
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
        entry = _HEADERS.get(key * 65536 + version)
        route = None
        if entry is not None and self.supported is not None:
            route = self.supported(key, version)
        elif entry is not None:
            route = True
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
        self._inflight.append(req)
        out.append(req)
        return True

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
            inflight.popleft()
            n = len(frame)
            self._output.append(frame)
            self._output_bytes += n
            self._queued_bytes += n
            if inflight and inflight[0]._state == _DONE:
                self._release()
        else:
            self._complete(request, [frame], len(frame))

    def _complete(
        self, request: InboundRequest, out: list[bytes | bytearray | memoryview] | None, n: int
    ) -> None:
        if request._state != _PENDING:
            raise ValueError(f"{request!r} was already completed")
        request._state = _DONE
        if self._closed:
            return
        inflight = self._inflight
        if inflight and inflight[0] is request:
            inflight.popleft()
            if out is not None:
                self._output += out
                self._output_bytes += n
                self._queued_bytes += n
            if inflight and inflight[0]._state == _DONE:
                self._release()
        elif out is not None:
            request._out = out
            self._queued_bytes += n

    def _release(self) -> None:
        """Move the completed requests at the head of the queue (held back for order) to the output."""
        inflight = self._inflight
        output = self._output
        while inflight and inflight[0]._state == _DONE:
            done = inflight.popleft()
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

    # -- closing -------------------------------------------------------------------------------------------------

    def _violation(self, reason: str) -> None:
        if self.close_reason is None:
            self.close_reason = reason
        self._discard_input()

    def close(self, reason: str | None = None) -> None:
        """Stop everything: no more requests, completions are ignored, buffered output is dropped."""
        if reason is not None and self.close_reason is None:
            self.close_reason = reason
        self._closed = True
        self._discard_input()
        for req in self._inflight:
            req._out = None
        self._inflight.clear()
        self._output = []
        self._output_bytes = 0
        self._queued_bytes = 0

    def pending_requests(self) -> list[InboundRequest]:
        """Requests handed out and not completed yet."""
        return [r for r in self._inflight if r._state == _PENDING]
