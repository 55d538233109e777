"""The asyncio implementation of `kraftpy.runtime.Reactor`.

Roles never see asyncio: timers are `loop.call_at`, outbound requests are tasks on the node's `ChannelManager`
whose outcome is delivered to the role's callback. Their handlers are served by the dispatcher as they are
(`kraftpy.net.dispatch.serve`: a returned `Deferred` is answered when it completes). An exception escaping a role's
callback is logged, never allowed to stop the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable

from kraftpy.net.client import ChannelManager, RequestTimedOutError
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import ProtocolError
from kraftpy.runtime import ResponseCallback, Timer, TransportError

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
