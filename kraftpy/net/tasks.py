"""Handlers written as coroutines or returning futures, for the request dispatcher.

The dispatcher itself works on responses and `kraftpy.runtime.Deferred`s only (every handler of a node returns
one of those, and the simulator drives the same dispatcher without an event loop). A handler that is `async def`
or returns an `asyncio.Future` (tests, tools) is adapted once, when it is registered
(`kraftpy.net.dispatch.Dispatcher.register`), into one that hands each awaitable it returns to a `HandlerTasks`
object, which gives back a `Deferred`; `AsyncioHandlerTasks` is the asyncio one, and keeps the tasks it started so a
shutting-down server can cancel them (their requests then fail with `RequestCancelled` and get no answer).
`NO_HANDLER_TASKS` runs nothing: a dispatcher using it refuses such handlers when they are registered.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any, Protocol

from kraftpy.runtime import Deferred, RequestCancelled

_EAGER_TASKS = sys.version_info >= (3, 12)


class HandlerTasks(Protocol):
    @property
    def runs_awaitables(self) -> bool:
        """Whether this runs anything (False: handlers returning awaitables cannot be registered)."""
        ...

    def run(self, result: Any) -> Deferred:
        """Run `result`, the coroutine or future a handler returned; the `Deferred` completes with its outcome.
        Raises TypeError when `result` is neither."""
        ...

    @property
    def pending(self) -> int: ...

    def cancel_all(self) -> int: ...


class _NoHandlerTasks:
    """Handlers return responses and `Deferred`s only; anything else is an error."""

    @property
    def runs_awaitables(self) -> bool:
        return False

    def run(self, result: Any) -> Deferred:
        raise TypeError(f"cannot run {type(result).__name__}")

    @property
    def pending(self) -> int:
        return 0

    def cancel_all(self) -> int:
        return 0


NO_HANDLER_TASKS: HandlerTasks = _NoHandlerTasks()


class AsyncioHandlerTasks:
    """Coroutines become tasks on the running loop (eager on Python 3.12+); futures are awaited by callback."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    @property
    def runs_awaitables(self) -> bool:
        return True

    def run(self, result: Any) -> Deferred:
        d = Deferred()
        if asyncio.iscoroutine(result):
            if _EAGER_TASKS:  # run until the first suspension without a loop round trip
                task = asyncio.Task(result, loop=asyncio.get_running_loop(), eager_start=True)  # type: ignore[call-arg]
            else:
                task = asyncio.get_running_loop().create_task(result)
            if task.done():
                _settle(d, task)
                return d
            self._tasks.add(task)

            def finished(t: asyncio.Future[Any]) -> None:
                self._tasks.discard(t)  # type: ignore[arg-type]
                _settle(d, t)

            task.add_done_callback(finished)
        elif isinstance(result, asyncio.Future):
            result.add_done_callback(lambda f: _settle(d, f))
        else:
            raise TypeError(f"the handler returned {type(result).__name__}, not a coroutine or a future")
        return d

    @property
    def pending(self) -> int:
        return len(self._tasks)

    def cancel_all(self) -> int:
        n = 0
        for t in list(self._tasks):
            if not t.done():
                t.cancel()
                n += 1
        return n


def _settle(d: Deferred, fut: asyncio.Future[Any]) -> None:
    if fut.cancelled():
        d.fail(RequestCancelled("the request's handler was cancelled"))
        return
    exc = fut.exception()
    if exc is not None:
        d.fail(exc)
    else:
        d.resolve(fut.result())
