"""What a handler may return to the dispatcher (`kraftpy.net.dispatch.HandlerResult`), and the adapters applied when
it is registered: coroutine functions and awaitable-returning handlers become handlers returning a Deferred, once."""

from __future__ import annotations

import asyncio
import logging
import struct
from collections.abc import Coroutine
from typing import Any

import pytest

from kraftpy.net import Dispatcher, EncodedBody, RequestContext
from kraftpy.net.tasks import NO_HANDLER_TASKS
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.runtime import Deferred

from .util import Harness, decode, frame


class RecordingTasks:
    """A `HandlerTasks` that counts what the dispatcher asks of it; it "runs" an awaitable by closing it and
    answering with a fixed response."""

    def __init__(self) -> None:
        self.asked = 0  # runs_awaitables queries
        self.ran: list[Any] = []

    @property
    def runs_awaitables(self) -> bool:
        self.asked += 1
        return True

    def run(self, result: Any) -> Deferred:
        self.ran.append(result)
        result.close()
        return Deferred.resolved(MetadataResponse(cluster_id="ran"))

    @property
    def pending(self) -> int:
        return 0

    def cancel_all(self) -> int:
        return 0


def metadata_frame(cid: int, version: int) -> bytes:
    return frame(MetadataRequest(topics=[]), version, cid)


def error_of(payload: bytes, version: int = 13) -> int:
    return int(decode(payload, 3, version)[1].error_code)


# -- adapted when registered ----------------------------------------------------------------------------------------


def test_a_coroutine_handler_is_adapted_once_when_it_is_registered() -> None:
    tasks = RecordingTasks()
    d = Dispatcher(clock=lambda: 0.0, tasks=tasks)

    async def handler(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
        return MetadataResponse(cluster_id="not run by this test's tasks")

    reg = d.register(3, handler)
    assert reg.handler is not handler  # the registration holds the adapter
    assert tasks.asked == 1
    h = Harness(d)
    h.feed(metadata_frame(1, 13) + metadata_frame(2, 13) + metadata_frame(3, 13))
    assert [decode(p, 3, 13)[1].cluster_id for p in h.responses()] == ["ran", "ran", "ran"]
    assert len(tasks.ran) == 3
    assert tasks.asked == 1  # nothing about awaitables is asked per request


def test_an_object_with_an_async_call_and_an_explicit_awaitable_handler_are_adapted() -> None:
    tasks = RecordingTasks()
    d = Dispatcher(clock=lambda: 0.0, tasks=tasks)

    class Handler:
        async def __call__(self, ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            return MetadataResponse()

    async def work() -> MetadataResponse:
        return MetadataResponse()

    d.register(3, Handler(), listeners=["PLAINTEXT"])
    d.register(3, lambda ctx, req: work(), listeners=["OTHER"], awaitable=True)
    for listener in ("PLAINTEXT", "OTHER"):
        assert isinstance(d.table(listener)[3].handler(None, None), Deferred)  # type: ignore[arg-type]
    assert len(tasks.ran) == 2


def test_a_dispatcher_without_an_event_loop_refuses_coroutine_handlers_when_they_are_registered() -> None:
    d = Dispatcher(clock=lambda: 0.0, tasks=NO_HANDLER_TASKS)

    async def handler(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
        return MetadataResponse()

    with pytest.raises(TypeError, match=r"Metadata: .* returns awaitables"):
        d.register(3, handler)
    with pytest.raises(TypeError, match="returns awaitables"):
        d.register(3, lambda ctx, req: None, awaitable=True)
    assert d.api_versions("PLAINTEXT") == []


# -- what is not a result -------------------------------------------------------------------------------------------


def test_a_plain_handler_returning_a_coroutine_is_an_error_and_nothing_runs_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    tasks = RecordingTasks()
    d = Dispatcher(clock=lambda: 0.0, tasks=tasks)
    made: list[Coroutine[Any, Any, Any]] = []

    async def work() -> MetadataResponse:
        return MetadataResponse()

    def handler(ctx: RequestContext, req: MetadataRequest) -> Any:
        made.append(work())
        return made[-1]

    d.register(3, handler)
    h = Harness(d)
    with caplog.at_level(logging.ERROR, logger="kraftpy.net.dispatch"):
        h.feed(metadata_frame(1, 13))
    (p,) = h.responses()
    assert error_of(p) == ErrorCode.UNKNOWN_SERVER_ERROR
    assert tasks.ran == [] and tasks.asked == 0
    assert any("returned coroutine, not a response body" in str(r.exc_info[1]) for r in caplog.records if r.exc_info)
    for c in made:
        c.close()


def test_a_handler_registered_as_awaitable_that_answers_at_once_is_an_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def main() -> list[bytes]:
        d = Dispatcher(clock=lambda: 0.0)  # asyncio's HandlerTasks
        d.register(3, lambda ctx, req: MetadataResponse(), awaitable=True)
        h = Harness(d)
        h.feed(metadata_frame(1, 13))
        return h.responses()

    with caplog.at_level(logging.ERROR, logger="kraftpy.net.dispatch"):
        (p,) = asyncio.run(main())
    assert error_of(p) == ErrorCode.UNKNOWN_SERVER_ERROR
    assert any(
        "returned MetadataResponse, not a coroutine or a future" in str(r.exc_info[1])
        for r in caplog.records
        if r.exc_info
    )


@pytest.mark.parametrize("later", [False, True], ids=["at-once", "deferred"])
def test_bare_bytes_are_not_a_response_but_an_unknown_server_error(
    later: bool, caplog: pytest.LogCaptureFixture
) -> None:
    encoded = MetadataResponse(cluster_id="c").encode(13)
    d = Dispatcher(clock=lambda: 0.0)
    pending: list[Deferred] = []

    def handler(ctx: RequestContext, req: MetadataRequest) -> Any:
        if not later:
            return encoded
        pending.append(Deferred())
        return pending[-1]

    d.register(3, handler)
    h = Harness(d)
    with caplog.at_level(logging.ERROR, logger="kraftpy.net.dispatch"):
        h.feed(metadata_frame(1, 13))
        for p in pending:
            p.resolve(encoded)
    (p,) = h.responses()
    assert error_of(p) == ErrorCode.UNKNOWN_SERVER_ERROR
    assert h.close_reason is None
    errors = [r for r in caplog.records if r.levelno == logging.ERROR and r.exc_info]
    assert errors and "Metadata handler returned bytes, not a response body" in str(errors[0].exc_info[1])  # type: ignore[index]
    assert "Unexpected error handling Metadata v13" in errors[0].getMessage()


# -- EncodedBody ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [100, 10_000], ids=["small", "large"])
@pytest.mark.parametrize("version", [8, 12], ids=["header-v0", "header-v1"])
@pytest.mark.parametrize("later", [False, True], ids=["at-once", "deferred"])
def test_an_encoded_body_is_framed_behind_the_response_header_of_its_version(
    size: int, version: int, later: bool
) -> None:
    body = MetadataResponse(cluster_id="x" * size, controller_id=3).encode(version)
    pending: list[Deferred] = []

    def handler(ctx: RequestContext, req: MetadataRequest) -> Any:
        if not later:
            return EncodedBody(body)
        pending.append(Deferred())
        return pending[-1]

    d = Dispatcher(clock=lambda: 0.0)
    d.register(3, handler)
    h = Harness(d)
    h.feed(metadata_frame(41, version) + metadata_frame(42, version))
    for p in pending:
        p.resolve(EncodedBody(body))
    first, second = h.responses()
    header = b"\x00" if version >= 9 else b""  # Metadata v9+ is flexible: response header v1, an empty tag section
    assert first == struct.pack(">i", 41) + header + body
    assert second == struct.pack(">i", 42) + header + body
    assert decode(first, 3, version) == (41, MetadataResponse(cluster_id="x" * size, controller_id=3))
