"""The asyncio implementation of `kraftpy.runtime.Reactor`.

Roles never see asyncio: timers are `loop.call_at`, outbound requests go through the node's `ChannelManager`,
whose outcome is delivered to the role's callback (`ChannelManager.send_callback`: no task per request on an open
connection). Their handlers are served by the dispatcher as they are
(`kraftpy.net.dispatch.serve`: a returned `Deferred` is answered when it completes). An exception escaping a role's
callback is logged, never allowed to stop the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable
from typing import Any

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
        # the operating system's generator: what roles draw from it can be a secret (fetch session ids)
        self.rng = rng if rng is not None else random.SystemRandom()
        self._loop = asyncio.get_running_loop()
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
        channel: str = "",
    ) -> None:
        if self._closed:
            return
        name = self.listener_names.get(listener, listener)

        def done(response: Any, error: BaseException | None) -> None:
            if error is None:
                self._deliver(callback, response, None)
            elif isinstance(error, RequestTimedOutError):
                self._deliver(callback, None, TransportError(str(error), timed_out=True))
            elif isinstance(error, OSError | ConnectionError | TimeoutError | ProtocolError):
                self._deliver(callback, None, TransportError(f"{type(error).__name__}: {error}"))
            else:
                log.warning("[Node %d] Request to node %d failed unexpectedly: %r", self.node_id, node_id, error)
                self._deliver(callback, None, TransportError(f"{type(error).__name__}: {error}"))

        self.channels.send_callback(
            node_id, request, done, version=version, timeout=timeout_ms / 1000.0, listener=name, lane=channel
        )

    def _deliver(self, callback: ResponseCallback, response: Message | None, error: TransportError | None) -> None:
        if self._closed:
            return
        try:
            callback(response, error)
        except Exception:
            log.exception("[Node %d] Unexpected error handling a response", self.node_id)

    async def close(self) -> None:
        """Deliver nothing more: timers do not fire, responses and failures of requests in flight are dropped
        (closing the channels ends those requests)."""
        self._closed = True
