"""The asyncio implementation of `kraftpy.runtime.Reactor`, and serving runtime handlers through the dispatcher.

Roles never see asyncio: timers are `loop.call_at`, outbound requests are tasks on the node's `ChannelManager`
whose outcome is delivered to the role's callback, and a `Deferred` returned by a handler becomes the Future the
dispatcher waits on. An exception escaping a role's callback is logged, never allowed to stop the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable, Iterable
from typing import Any

from kraftpy.net.client import ChannelManager, RequestTimedOutError
from kraftpy.net.dispatch import Dispatcher, RequestContext
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import ProtocolError
from kraftpy.runtime import Deferred, RequestHandler, RequestInfo, ResponseCallback, Timer, TransportError

log = logging.getLogger(__name__)


class AsyncioReactor:
    """A node's reactor on the running event loop."""

    def __init__(
        self,
        node_id: int,
        channels: ChannelManager,
        listener_names: dict[str, str],
        rng: random.Random | None = None,
    ) -> None:
        self.node_id = node_id
        self.channels = channels
        self.listener_names = listener_names  # listener kind (controller / broker) -> listener name
        self.rng = rng if rng is not None else random.Random()
        self._loop = asyncio.get_running_loop()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False

    def now_ms(self) -> int:
        return int(self._loop.time() * 1000)

    def wall_ms(self) -> int:
        return time.time_ns() // 1_000_000

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> Timer:
        return self._loop.call_at(when_ms / 1000.0, self._run, fn)

    def call_soon(self, fn: Callable[[], None]) -> None:
        self._loop.call_soon(self._run, fn)

    def _run(self, fn: Callable[[], None]) -> None:
        if self._closed:
            return
        try:
            fn()
        except Exception:
            log.exception("[Node %d] Unexpected error in %r", self.node_id, fn)

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: ResponseCallback,
        *,
        timeout_ms: int,
        version: int | None = None,
    ) -> None:
        if self._closed:
            return
        task = self._loop.create_task(self._send(node_id, listener, request, callback, timeout_ms, version))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: ResponseCallback,
        timeout_ms: int,
        version: int | None,
    ) -> None:
        name = self.listener_names.get(listener, listener)
        try:
            response = await self.channels.send(
                node_id, request, version=version, timeout=timeout_ms / 1000.0, listener=name
            )
        except asyncio.CancelledError:
            raise
        except RequestTimedOutError as e:
            self._deliver(callback, None, TransportError(str(e), timed_out=True))
        except (OSError, ConnectionError, TimeoutError, ProtocolError) as e:
            self._deliver(callback, None, TransportError(f"{type(e).__name__}: {e}"))
        else:
            self._deliver(callback, response, None)

    def _deliver(self, callback: ResponseCallback, response: Message | None, error: TransportError | None) -> None:
        if self._closed:
            return
        try:
            callback(response, error)
        except Exception:
            log.exception("[Node %d] Unexpected error handling a response", self.node_id)

    async def close(self) -> None:
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


def request_info(ctx: RequestContext) -> RequestInfo:
    conn = ctx.connection
    host = conn.client_address[0] if conn.client_address else ""
    return RequestInfo(ctx.api.key, ctx.api_version, ctx.correlation_id, ctx.client_id, conn.listener,
                       conn.principal, host)


def serve(
    dispatcher: Dispatcher,
    api_key: int,
    handler: RequestHandler,
    *,
    listeners: Iterable[str] | None = None,
    min_version: int | None = None,
    max_version: int | None = None,
) -> None:
    """Register a runtime handler: a returned `Deferred` becomes the Future the dispatcher answers from. With an
    authorizer on the dispatcher, the handler is wrapped with its API's authorization rule first."""
    authorization = dispatcher.authorization
    if authorization is not None:
        handler = authorization.wrap(api_key, handler)

    def adapted(ctx: RequestContext, body: Any) -> Any:
        result = handler(request_info(ctx), body)
        if isinstance(result, Deferred):
            if result.done:
                return result.result()
            fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

            def done(d: Deferred) -> None:
                if fut.done():
                    return
                if d.error is not None:
                    fut.set_exception(d.error)
                else:
                    fut.set_result(d.result())

            result.add_callback(done)
            return fut
        return result

    kwargs: dict[str, Any] = {}
    if listeners is not None:
        kwargs["listeners"] = tuple(listeners)
    if min_version is not None:
        kwargs["min_version"] = min_version
    if max_version is not None:
        kwargs["max_version"] = max_version
    dispatcher.register(api_key, adapted, **kwargs)
