"""Deferred work: waiters that complete once an offset commits, and operations parked until a condition holds.

DESIGN.md principle 10 ("one way to wait for a commit"): whoever decides, writes records and answers when offset N
commits parks the answer here. Two primitives, both sans-IO (no clock, no timers of their own: the owner passes time
in, or arms one of its reactor's timers) and single-threaded like every core:

* `DeferredQueue` (the idea of Kafka's ``DeferredEventQueue``): events waiting for an offset. `complete_up_to(n)`
  completes every waiter whose offset is at most n (the high watermark or the committed offset passed it) in offset
  order; `fail_all(error)` fails them all (leadership lost, shutdown); `truncate(n, error)` fails those whose
  records a truncation cut off; waiters may carry a deadline that `expire(now_ms, error)` enforces (`next_deadline`
  says when to call it). The quorum controller's responses wait here for their records to commit, and so do a
  partition leader's acks=all writes for its high watermark.
* `DelayedOperation` and `WatchList` (the idea of Kafka's ``DelayedOperation`` and the keyed watch lists of its
  ``DelayedOperationPurgatory``): for conditions that are not one offset (a fetch waiting for bytes, a DeleteRecords
  waiting for the followers' log start offsets). An operation watches one `WatchList` per key it depends on; whoever
  changes a key calls that list's `check_and_complete()`, and each operation there checks itself (`try_complete`)
  and completes itself (`force_complete`); its owner's timer calls `expire()`.

The offset convention is the waiter's: an event added with offset n completes when `complete_up_to(m)` is called with
m >= n. The controller waits for the offset of its last record and completes up to the committed offset; a
partition leader waits for (last offset + 1) and completes up to its high watermark (the first offset not yet
committed), so both read "the watermark reached n".

Callbacks (`DeferredEvent.complete`, `DelayedOperation.on_complete`) run synchronously, and may re-enter the queue or
the watch list that calls them (add, cancel, complete or fail others): every call first takes the waiters it decided
out of the queue, then completes them, so a re-entrant call never sees them again. If a callback raises an
`Exception`, the others are still completed and the first error is raised afterwards.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from typing import Generic, Protocol, TypeVar

from kraftpy.runtime import Timer

__all__ = ["DeferredEntry", "DeferredEvent", "DeferredQueue", "DelayedOperation", "WatchList"]

E = TypeVar("E")
E_contra = TypeVar("E_contra", contravariant=True)
P = TypeVar("P")

# Cancelled or expired entries stay in the offset heap until they reach its top; past this many, and more than half
# of the heap, it is rebuilt without them (a burst of timeouts must not keep memory or slow every pop). A queue where
# nothing waits any more holds nothing.
_COMPACT_MIN = 64


class DeferredEvent(Protocol[E_contra]):
    """What waits in a `DeferredQueue`."""

    def complete(self, error: E_contra | None) -> None:
        """Called once: with None when the offset was reached, else with the error it failed or expired with."""
        ...


class DeferredEntry(Generic[E]):
    """A waiter in a `DeferredQueue` (the handle `add` returns, for `cancel`)."""

    __slots__ = ("deadline_ms", "done", "event", "offset")

    def __init__(self, offset: int, event: DeferredEvent[E], deadline_ms: int | None) -> None:
        self.offset = offset
        self.event = event
        self.deadline_ms = deadline_ms
        self.done = False  # completed, failed, expired or cancelled

    def __repr__(self) -> str:
        state = "done" if self.done else "waiting"
        return f"DeferredEntry(offset={self.offset}, deadline_ms={self.deadline_ms}, {state})"


class DeferredQueue(Generic[E]):
    """Events waiting until an offset is reached; see the module docstring.

    Waiters may be added in any offset order (a retried idempotent write waits for its original, lower offset);
    waiters with equal offsets complete in the order they were added. Adding a waiter whose offset is already
    reached is the caller's business: the queue does not remember watermarks (the caller knows its own, which may
    restart after a leadership change), so it would wait for the next `complete_up_to`.

    Truncation: a waiter's offset can only be reached by the records it waits for. When a log is truncated so that
    it ends below a waiter's offset, those records are gone and other records will take their offsets, so the waiter
    must never complete: `truncate(n, error)` fails every waiter whose offset is above n (the highest watermark the
    remaining records can still reach: the controller passes the new last offset, a partition leader its new log end
    offset), in offset order, and keeps the others. Neither user needs it today (an active controller and a
    partition leader never truncate their own log; they fail everything when they stop leading, before a follower's
    truncation can happen), but the coordinators' runtime may.
    """

    __slots__ = ("_by_deadline", "_by_offset", "_cancelled", "_deadline_done", "_live", "_seq")

    def __init__(self) -> None:
        self._by_offset: list[tuple[int, int, DeferredEntry[E]]] = []  # heap: (offset, seq, entry)
        self._by_deadline: list[tuple[int, int, DeferredEntry[E]]] = []  # heap: (deadline, seq, entry)
        self._seq = 0  # arrival order, the tie-break among equal offsets or deadlines
        self._live = 0  # waiters not done
        self._cancelled = 0  # done entries still in the offset heap (cancelled or expired)
        self._deadline_done = 0  # done entries still in the deadline heap

    def __len__(self) -> int:
        """The waiters still waiting."""
        return self._live

    def __bool__(self) -> bool:
        return self._live > 0

    @property
    def cancelled(self) -> int:
        """Cancelled or expired entries the offset heap still holds (dropped when they reach its top, or by
        compaction)."""
        return self._cancelled

    def entries(self) -> list[DeferredEntry[E]]:
        """Every entry the queue holds, cancelled ones not yet dropped included (in heap order)."""
        return [item[2] for item in self._by_offset]

    def pending(self) -> list[DeferredEntry[E]]:
        """The waiters still waiting, in the order they would complete."""
        return [item[2] for item in sorted(self._by_offset) if not item[2].done]

    def first_offset(self) -> int | None:
        """The lowest offset a waiter still waits for."""
        heap = self._by_offset
        while heap and heap[0][2].done:
            heapq.heappop(heap)
            self._cancelled -= 1
        return heap[0][0] if heap else None

    def add(self, offset: int, event: DeferredEvent[E], *, deadline_ms: int | None = None) -> DeferredEntry[E]:
        """Park `event` until `offset` is reached (`complete_up_to`), the queue fails it, or `deadline_ms` passes
        (`expire`). Returns its handle."""
        entry = DeferredEntry(offset, event, deadline_ms)
        seq = self._seq = self._seq + 1
        heapq.heappush(self._by_offset, (offset, seq, entry))
        if deadline_ms is not None:
            heapq.heappush(self._by_deadline, (deadline_ms, seq, entry))
        self._live += 1
        return entry

    def cancel(self, entry: DeferredEntry[E]) -> bool:
        """Take a waiter out without completing it (its owner answered otherwise). False if it was done already."""
        if entry.done:
            return False
        entry.done = True
        self._live -= 1
        self._cancelled += 1
        if entry.deadline_ms is not None:
            self._deadline_done += 1
        self._maybe_compact()
        return True

    def complete_up_to(self, offset: int) -> int:
        """Complete (with None) every waiter whose offset is at most `offset`, in offset order; the others are not
        looked at. Returns how many completed."""
        heap = self._by_offset
        if not heap or heap[0][0] > offset:
            return 0
        due: list[DeferredEntry[E]] = []
        pop = heapq.heappop
        while heap and heap[0][0] <= offset:
            entry = pop(heap)[2]
            if entry.done:
                self._cancelled -= 1
                continue
            entry.done = True
            if entry.deadline_ms is not None:
                self._deadline_done += 1
            due.append(entry)
        self._live -= len(due)
        if self._live == 0 or self._deadline_done > _COMPACT_MIN:
            self._maybe_compact()
        _run(due, None)
        return len(due)

    def fail_all(self, error: E) -> int:
        """Fail every waiter with `error`, in offset order (leadership lost, shutdown). Returns how many."""
        items = sorted(self._by_offset)
        self._by_offset = []
        self._by_deadline = []
        self._cancelled = self._deadline_done = self._live = 0
        due = [item[2] for item in items if not item[2].done]
        for entry in due:
            entry.done = True
        _run(due, error)
        return len(due)

    def truncate(self, offset: int, error: E) -> int:
        """The log was truncated: fail, with `error` and in offset order, every waiter whose offset is above
        `offset` (see the class docstring); the others keep waiting. Returns how many failed."""
        heap = self._by_offset
        cut = sorted(item for item in heap if item[0] > offset)
        if not cut:
            return 0
        kept = [item for item in heap if item[0] <= offset]
        heapq.heapify(kept)
        self._by_offset = kept
        due: list[DeferredEntry[E]] = []
        for item in cut:
            entry = item[2]
            if entry.done:
                self._cancelled -= 1
                continue
            entry.done = True
            if entry.deadline_ms is not None:
                self._deadline_done += 1
            due.append(entry)
        self._live -= len(due)
        self._maybe_compact()
        _run(due, error)
        return len(due)

    def next_deadline(self) -> int | None:
        """The earliest deadline of a waiter still waiting (when the owner should call `expire`), or None."""
        heap = self._by_deadline
        while heap and heap[0][2].done:
            heapq.heappop(heap)
            self._deadline_done -= 1
        return heap[0][0] if heap else None

    def expire(self, now_ms: int, error: E) -> int:
        """Fail, with `error`, every waiter whose deadline is at most `now_ms`, in deadline order (then arrival
        order). Returns how many expired."""
        heap = self._by_deadline
        due: list[DeferredEntry[E]] = []
        pop = heapq.heappop
        while heap and heap[0][0] <= now_ms:
            entry = pop(heap)[2]
            if entry.done:
                self._deadline_done -= 1
                continue
            entry.done = True
            due.append(entry)
        if not due:
            return 0
        self._live -= len(due)
        self._cancelled += len(due)  # they stay in the offset heap until dropped
        self._maybe_compact()
        _run(due, error)
        return len(due)

    def _maybe_compact(self) -> None:
        if self._live == 0:  # nothing waits: hold nothing
            self._by_offset = []
            self._by_deadline = []
            self._cancelled = self._deadline_done = 0
            return
        if self._cancelled > _COMPACT_MIN and 2 * self._cancelled > len(self._by_offset):
            self._by_offset = [item for item in self._by_offset if not item[2].done]
            heapq.heapify(self._by_offset)
            self._cancelled = 0
        if self._deadline_done > _COMPACT_MIN and 2 * self._deadline_done > len(self._by_deadline):
            self._by_deadline = [item for item in self._by_deadline if not item[2].done]
            heapq.heapify(self._by_deadline)
            self._deadline_done = 0

    def __repr__(self) -> str:
        return f"DeferredQueue(waiting={self._live}, first_offset={self.first_offset()})"


def _run(entries: Iterable[DeferredEntry[E]], error: E | None) -> None:
    """Complete `entries` (already out of their queue), every one even if a callback raises an `Exception` (the
    first is raised afterwards). A `BaseException` (the simulator crashing the node half-way) goes through at once."""
    failure: Exception | None = None
    for entry in entries:
        try:
            entry.event.complete(error)
        except Exception as e:
            if failure is None:
                failure = e
    if failure is not None:
        raise failure


class DelayedOperation(Generic[P]):
    """An operation parked until a condition holds (Kafka's ``DelayedOperation``).

    A subclass says how to check the condition (`try_complete`, called with the payload it watches a key with; it
    calls `force_complete` when the condition holds), what completing does (`on_complete`, called exactly once) and
    what a timeout adds (`on_expiration`, called just before `on_complete`). `force_complete` and `expire` take the
    operation out of every `WatchList` it watches and cancel its `timer` (which the owner arms with its reactor,
    calling `expire`)."""

    __slots__ = ("_watching", "done", "timer")

    def __init__(self) -> None:
        self.done = False
        self.timer: Timer | None = None
        self._watching: list[WatchList[P]] = []

    def try_complete(self, payload: P) -> bool:
        """Check the condition for a key whose watch list holds `payload` for this operation; complete
        (`force_complete`) if it holds. Returns whether the operation is done."""
        raise NotImplementedError

    def on_complete(self) -> None:
        """Answer: runs once, when the condition held, the owner forced it, or the timer expired."""
        raise NotImplementedError

    def on_expiration(self) -> None:
        """What a timeout adds before `on_complete` (error codes, metrics)."""

    def force_complete(self) -> bool:
        """Complete now, whatever the condition. False if the operation was done already."""
        if self.done:
            return False
        self._finish()
        self.on_complete()
        return True

    def expire(self) -> None:
        """The timer fired: complete as expired (unless done already)."""
        if self.done:
            return
        self._finish()
        self.on_expiration()
        self.on_complete()

    def _finish(self) -> None:
        self.done = True
        if self.timer is not None:
            self.timer.cancel()
        for watch in self._watching:
            watch._ops.pop(self, None)
        self._watching = []


class WatchList(Generic[P]):
    """The operations parked on one key, each with what it watches there (`payload`), in the order they started
    watching. An operation leaves every list it is on when it completes."""

    __slots__ = ("_ops",)

    def __init__(self) -> None:
        self._ops: dict[DelayedOperation[P], P] = {}

    def __len__(self) -> int:
        return len(self._ops)

    def __bool__(self) -> bool:
        return bool(self._ops)

    def __contains__(self, op: DelayedOperation[P]) -> bool:
        return op in self._ops

    def get(self, op: DelayedOperation[P]) -> P | None:
        """What `op` watches here, or None."""
        return self._ops.get(op)

    def watch(self, op: DelayedOperation[P], payload: P) -> None:
        """Park `op` on this key (an operation that watches it already gets the new payload)."""
        if op.done:
            return
        if op not in self._ops:
            op._watching.append(self)
        self._ops[op] = payload

    def check_and_complete(self) -> int:
        """The key changed: every operation parked on it checks itself (in the order they started watching; one
        completed by an earlier one's callbacks is skipped). Returns how many completed."""
        if not self._ops:
            return 0
        completed = 0
        for op, payload in list(self._ops.items()):
            if not op.done and op.try_complete(payload):
                completed += 1
        return completed

    def operations(self) -> list[DelayedOperation[P]]:
        return list(self._ops)
