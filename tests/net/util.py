"""Helpers shared by the network tests: request frames, response decoding, a server on a loop of choice."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

from kraftpy.net import ApiVersionsHandler, ConnectionInfo, Dispatcher, KafkaServer, Listener, ServerConnection
from kraftpy.protocol.api import API_BY_KEY, decode_response, encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest

try:
    import uvloop
except ImportError:  # pragma: no cover - uvloop is a dependency on Linux
    uvloop = None

LOOPS = ["asyncio"] + (["uvloop"] if uvloop is not None else [])


def run(coro_fn: Callable[[], Coroutine[Any, Any, Any]], loop: str = "asyncio") -> Any:
    """Run a coroutine function on a fresh loop of the given kind."""
    factory = uvloop.new_event_loop if loop == "uvloop" else asyncio.new_event_loop
    with asyncio.Runner(loop_factory=factory) as runner:
        return runner.run(coro_fn())


def frame(body: Message, version: int, correlation_id: int, client_id: str | None = "test") -> bytes:
    payload = encode_request(body, version, correlation_id, client_id)
    return struct.pack(">i", len(payload)) + payload


def raw_frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def api_versions_frame(version: int, correlation_id: int, client_id: str | None = "test") -> bytes:
    if version > API_BY_KEY[18].max_version:
        # a version kraftpy cannot encode: write the v2 header + an empty body by hand, as a newer client would
        head = struct.pack(">hhi", 18, version, correlation_id)
        cid = (client_id or "").encode()
        payload = head + struct.pack(">h", len(cid)) + cid + b"\x00" + b"\x01\x01\x00"
        return raw_frame(payload)
    req = ApiVersionsRequest(client_software_name="kraftpy-test", client_software_version="1.0")
    return frame(req, version, correlation_id, client_id)


def split_frames(data: bytes) -> list[bytes]:
    """Cut a byte string of size-prefixed frames into their payloads."""
    out = []
    pos = 0
    while pos < len(data):
        (n,) = struct.unpack_from(">i", data, pos)
        out.append(data[pos + 4 : pos + 4 + n])
        pos += 4 + n
    assert pos == len(data), "trailing partial frame"
    return out


def decode(payload: bytes, api_key: int, version: int) -> tuple[int, Any]:
    return decode_response(payload, api_key, version)  # type: ignore[no-any-return]


async def read_frames(reader: asyncio.StreamReader, n: int, timeout: float = 10.0) -> list[bytes]:
    out = []
    async with asyncio.timeout(timeout):
        for _ in range(n):
            (size,) = struct.unpack(">i", await reader.readexactly(4))
            out.append(await reader.readexactly(size))
    return out


def api_versions_dispatcher(**kwargs: Any) -> Dispatcher:
    d = Dispatcher(**kwargs)
    d.register(18, ApiVersionsHandler(d))
    return d


@contextlib.asynccontextmanager
async def serving(
    dispatcher: Dispatcher, listeners: list[Listener] | None = None, **kwargs: Any
) -> AsyncIterator[KafkaServer]:
    server = KafkaServer(dispatcher, listeners or [Listener("PLAINTEXT", "127.0.0.1", 0)], **kwargs)
    await server.start()
    try:
        yield server
    finally:
        await server.shutdown(timeout=5)


async def wait_for(cond: Callable[[], bool], timeout: float = 10.0, what: str = "condition") -> None:
    """Poll a condition on the loop (not a timing assertion: the timeout only bounds a hang)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        if loop.time() > end:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.005)


class Harness:
    """One sans-IO connection wired to a dispatcher, as the asyncio adapter wires them."""

    def __init__(self, dispatcher: Dispatcher, listener: str = "PLAINTEXT") -> None:
        self.dispatcher = dispatcher
        self.info = ConnectionInfo("127.0.0.1:9092-127.0.0.1:5000-0", listener, "PLAINTEXT", ("127.0.0.1", 5000))
        self.conn = ServerConnection(supported=dispatcher.supported_predicate(listener), info=self.info)
        self.close_reason: str | None = None

    def feed(self, data: bytes) -> None:
        for req in self.conn.receive_data(data, self.dispatcher.now()):
            self.dispatcher.dispatch(req, self.conn, self._close)

    def _close(self, reason: str) -> None:
        self.close_reason = reason
        self.conn.close(reason)

    def responses(self) -> list[bytes]:
        return split_frames(b"".join(self.conn.data_to_send()))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
