"""The sans-IO client side of one Kafka connection: `ClientConnection` encodes requests with increasing correlation
ids, frames responses and matches each to its request. Kafka answers a connection's requests in order, so a response
whose correlation id is not the oldest outstanding one is a protocol violation (`ClientProtocolError`: out of order,
or unknown), after which the connection must be dropped. A request without a response (Produce acks=0) is not waited
for. An ApiVersions response that does not decode in the requested version is decoded as v0, since brokers answer
unsupported ApiVersions versions in v0 (as Kafka's clients do). The asyncio `NodeClient` (`kraftpy.net.client`) and
the simulator drive it."""

from __future__ import annotations

import struct
from collections import deque
from dataclasses import dataclass
from typing import Any

from kraftpy.protocol.api import API_BY_KEY, API_VERSIONS_KEY, ApiInfo, ApiKey, encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import DecodeError, ProtocolError
from kraftpy.protocol.messages.api_versions import ApiVersionsResponse
from kraftpy.protocol.messages.header import ResponseHeader

from .framing import DIRECT_MIN, FrameBuffer

__all__ = ["DEFAULT_MAX_RESPONSE_SIZE", "ClientConnection", "ClientProtocolError", "ClientResponse", "expects_response"]

DEFAULT_MAX_RESPONSE_SIZE = 1 << 30
_unpack_i = struct.Struct(">i").unpack_from


class ClientProtocolError(ProtocolError):
    """The peer broke the protocol (bad frame size, out-of-order or unknown correlation id): drop the connection.

    `responses` holds the responses completed before the violation in the same read.
    """

    def __init__(self, message: str, responses: list[ClientResponse] | None = None) -> None:
        super().__init__(message)
        self.responses = responses or []


@dataclass(slots=True)
class ClientResponse:
    correlation_id: int
    api_key: int
    api_version: int
    body: Any  # the decoded response, or None when `error` is set
    error: DecodeError | None = None


class _Outstanding:
    __slots__ = ("api", "correlation_id", "version")

    def __init__(self, correlation_id: int, api: ApiInfo, version: int) -> None:
        self.correlation_id = correlation_id
        self.api = api
        self.version = version


class ClientConnection:
    """Correlation ids, request encoding and response matching of one client connection."""

    __slots__ = ("_frames", "_ids", "_next_id", "_out", "_outstanding", "broken", "client_id")

    def __init__(
        self,
        client_id: str | None = "kraftpy",
        *,
        max_response_size: int = DEFAULT_MAX_RESPONSE_SIZE,
        first_correlation_id: int = 0,
    ) -> None:
        self.client_id = client_id
        self._frames = FrameBuffer(max_response_size, 4)
        self._next_id = first_correlation_id & 0x7FFFFFFF
        self._outstanding: deque[_Outstanding] = deque()
        self._ids: set[int] = set()
        self._out: list[bytes] = []
        self.broken: str | None = None

    @property
    def in_flight(self) -> int:
        """Requests sent whose response has not arrived."""
        return len(self._outstanding)

    def send(self, body: Message, version: int, *, expect_response: bool = True) -> int:
        """Encode a request; returns its correlation id. The bytes wait in `data_to_send()`."""
        if self.broken is not None:
            raise ClientProtocolError(f"connection is broken: {self.broken}")
        info = API_BY_KEY[body.API_KEY]  # type: ignore[index]
        cid = self._next_id
        self._next_id = (cid + 1) & 0x7FFFFFFF
        frame = encode_request(body, version, cid, self.client_id)
        self._out.append(struct.pack(">i", len(frame)) + frame)
        if expect_response:
            self._outstanding.append(_Outstanding(cid, info, version))
            self._ids.add(cid)
        return cid

    def data_to_send(self) -> list[bytes]:
        out = self._out
        self._out = []
        return out

    def receive_data(self, data: bytes | bytearray | memoryview) -> list[ClientResponse]:
        """Responses completed by `data`, in order. Raises `ClientProtocolError` on a violation."""
        if self.broken is not None:
            raise ClientProtocolError(f"connection is broken: {self.broken}")
        self._frames.feed(data)
        return self._responses()

    def direct_buffer(self) -> memoryview | None:
        """Where the driver should read next when a large response is partly here: a view of the rest of a buffer
        of the frame's own (report the read with `direct_received`); None: read as usual (`receive_data`)."""
        if self.broken is not None:
            return None
        return self._frames.direct_buffer(DIRECT_MIN)

    def direct_received(self, nbytes: int) -> list[ClientResponse]:
        """As `receive_data`, for `nbytes` read into the view `direct_buffer` gave."""
        if self.broken is not None:
            raise ClientProtocolError(f"connection is broken: {self.broken}")
        self._frames.direct_received(nbytes)
        return self._responses()

    def _responses(self) -> list[ClientResponse]:
        """The responses whose frames are whole now, in order; raises `ClientProtocolError` on a violation."""
        frames = self._frames.pop_frames(1 << 30)
        out: list[ClientResponse] = []
        for frame in frames:
            (cid,) = _unpack_i(frame, 0)
            pending = self._outstanding
            if not pending or pending[0].correlation_id != cid:
                if cid in self._ids:
                    expected = pending[0].correlation_id
                    self.broken = f"response to correlation id {cid} arrived before the one to {expected}"
                else:
                    self.broken = f"response with unknown correlation id {cid}"
                raise ClientProtocolError(self.broken, responses=out)
            req = pending.popleft()
            self._ids.discard(cid)
            out.append(self._decode(req, frame))
        e = self._frames.error
        if e is not None:
            self.broken = f"bad response frame: {e}"
            raise ClientProtocolError(self.broken, responses=out)
        return out

    @staticmethod
    def _decode(req: _Outstanding, frame: memoryview) -> ClientResponse:
        api = req.api
        version = req.version
        try:
            _header, pos = ResponseHeader.decode_from(frame, 0, api.response_header_version(version))
            body = api.response_class.decode(frame[pos:], version)
        except DecodeError as e:
            if api.key == API_VERSIONS_KEY and version > 0:
                try:  # an unsupported ApiVersions version is answered in v0
                    body = ApiVersionsResponse.decode(frame[4:], 0)
                    return ClientResponse(req.correlation_id, api.key, 0, body)
                except DecodeError:
                    pass
            return ClientResponse(req.correlation_id, api.key, version, None, e)
        return ClientResponse(req.correlation_id, api.key, version, body)

    def abandon_all(self) -> list[int]:
        """Forget every outstanding request (the connection is gone); returns their correlation ids."""
        ids = [o.correlation_id for o in self._outstanding]
        self._outstanding.clear()
        self._ids.clear()
        self._frames.clear()
        return ids


def expects_response(body: Message) -> bool:
    """Whether a request gets an answer: every one but Produce with acks=0."""
    return not (body.API_KEY == ApiKey.PRODUCE and getattr(body, "acks", -1) == 0)
