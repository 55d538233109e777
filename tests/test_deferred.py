"""Table tests of `kraftpy.deferred`: the deferred-until-offset queue (commit, ordering, truncation, leadership loss,
timeouts, cancellation, re-entrant callbacks) and the keyed delayed operations (watch lists, expiry)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from kraftpy.deferred import DeferredEntry, DeferredQueue, DelayedOperation, WatchList

# ------------------------------------------------------------------------------------------------ DeferredQueue


@dataclass
class Recorder:
    """Events that record (name, error) into one log when completed."""

    log: list[tuple[str, str | None]] = field(default_factory=list)

    def event(self, name: str) -> _Event:
        return _Event(name, self.log)


@dataclass
class _Event:
    name: str
    log: list[tuple[str, str | None]]

    def complete(self, error: str | None) -> None:
        self.log.append((self.name, error))


# A step: (operation, arguments..., expected completions of that step as "name" (completed) or "name:error")
# add NAME OFFSET [DEADLINE] | up_to OFFSET | fail_all ERROR | truncate OFFSET ERROR | expire NOW ERROR | cancel NAME
Step = tuple[Any, ...]

CASES: dict[str, tuple[list[Step], list[str]]] = {
    # name: (steps with the completions each causes, the names still waiting at the end in completion order)
    "commit completes the waiters the offset reached, in offset order": (
        [
            ("add", "a", 3, []),
            ("add", "b", 1, []),
            ("add", "c", 2, []),
            ("up_to", 0, []),
            ("up_to", 2, ["b", "c"]),
            ("up_to", 2, []),
            ("up_to", 3, ["a"]),
        ],
        [],
    ),
    "a waiter completes when the watermark equals its offset, not before": (
        [("add", "a", 5, []), ("up_to", 4, []), ("up_to", 5, ["a"])],
        [],
    ),
    "equal offsets complete in the order they were added": (
        [
            ("add", "x", 5, []),
            ("add", "y", 5, []),
            ("add", "z", 4, []),
            ("add", "w", 5, []),
            ("up_to", 9, ["z", "x", "y", "w"]),
        ],
        [],
    ),
    "a waiter added below the last completed offset waits for the next call": (
        [("add", "a", 5, []), ("up_to", 5, ["a"]), ("add", "dup", 3, []), ("up_to", 5, ["dup"])],
        [],
    ),
    "leadership loss fails every waiter in offset order": (
        [
            ("add", "a", 7, []),
            ("add", "b", 2, []),
            ("add", "c", 4, []),
            ("up_to", 2, ["b"]),
            ("fail_all", "NOT_LEADER", ["c:NOT_LEADER", "a:NOT_LEADER"]),
            ("up_to", 100, []),
        ],
        [],
    ),
    "a new leader's waiters are not failed by the old leadership's loss": (
        [
            ("add", "old", 3, []),
            ("fail_all", "NOT_LEADER", ["old:NOT_LEADER"]),
            ("add", "new", 3, []),
            ("up_to", 3, ["new"]),
        ],
        [],
    ),
    "truncation fails the waiters above the new end and keeps the others": (
        [
            ("add", "a", 3, []),
            ("add", "b", 5, []),
            ("add", "c", 7, []),
            ("add", "d", 6, []),
            ("truncate", 5, "TRUNCATED", ["d:TRUNCATED", "c:TRUNCATED"]),
            ("up_to", 7, ["a", "b"]),
        ],
        [],
    ),
    "truncation above every waiter fails nothing": (
        [("add", "a", 3, []), ("truncate", 3, "TRUNCATED", []), ("truncate", 10, "TRUNCATED", [])],
        ["a"],
    ),
    "truncation below every waiter fails them all": (
        [("add", "a", 3, []), ("add", "b", 4, []), ("truncate", 0, "TRUNCATED", ["a:TRUNCATED", "b:TRUNCATED"])],
        [],
    ),
    "a waiter times out at its deadline, in deadline order": (
        [
            ("add", "a", 3, 100, []),
            ("add", "b", 4, 50, []),
            ("add", "c", 5, None, []),
            ("add", "d", 6, 50, []),
            ("expire", 49, "TIMEOUT", []),
            ("expire", 50, "TIMEOUT", ["b:TIMEOUT", "d:TIMEOUT"]),
            ("up_to", 4, ["a"]),
            ("expire", 1000, "TIMEOUT", []),
        ],
        ["c"],
    ),
    "a completed waiter does not time out later": (
        [("add", "a", 3, 100, []), ("up_to", 3, ["a"]), ("expire", 100, "TIMEOUT", [])],
        [],
    ),
    "a cancelled waiter never completes": (
        [
            ("add", "a", 3, 10, []),
            ("add", "b", 3, []),
            ("cancel", "a", True, []),
            ("cancel", "a", False, []),
            ("expire", 10, "TIMEOUT", []),
            ("up_to", 3, ["b"]),
        ],
        [],
    ),
}


def _run_steps(steps: list[Step]) -> tuple[DeferredQueue[str], Recorder, dict[str, DeferredEntry[str]]]:
    q: DeferredQueue[str] = DeferredQueue()
    rec = Recorder()
    handles: dict[str, DeferredEntry[str]] = {}
    for step in steps:
        op, *args, expected = step
        rec.log.clear()
        if op == "add":
            name, offset, *deadline = args
            handles[name] = q.add(offset, rec.event(name), deadline_ms=deadline[0] if deadline else None)
        elif op == "up_to":
            assert q.complete_up_to(args[0]) == len(expected)
        elif op == "fail_all":
            assert q.fail_all(args[0]) == len(expected)
        elif op == "truncate":
            assert q.truncate(args[0], args[1]) == len(expected)
        elif op == "expire":
            assert q.expire(args[0], args[1]) == len(expected)
        elif op == "cancel":
            assert q.cancel(handles[args[0]]) is args[1]
        else:  # pragma: no cover - a typo in the table
            raise AssertionError(op)
        got = [name if error is None else f"{name}:{error}" for name, error in rec.log]
        assert got == expected, f"step {step}"
    return q, rec, handles


@pytest.mark.parametrize("case", list(CASES))
def test_deferred_queue(case: str) -> None:
    steps, still_waiting = CASES[case]
    q, _rec, handles = _run_steps(steps)
    names = {id(entry): name for name, entry in handles.items()}
    assert [names[id(e)] for e in q.pending()] == still_waiting
    assert len(q) == len(still_waiting)
    assert bool(q) is bool(still_waiting)


def test_first_offset_and_next_deadline_skip_what_is_done() -> None:
    q: DeferredQueue[str] = DeferredQueue()
    rec = Recorder()
    a = q.add(3, rec.event("a"), deadline_ms=30)
    q.add(5, rec.event("b"), deadline_ms=50)
    q.add(4, rec.event("c"))
    assert (q.first_offset(), q.next_deadline()) == (3, 30)
    q.cancel(a)
    assert (q.first_offset(), q.next_deadline()) == (4, 50)
    q.complete_up_to(5)
    assert (q.first_offset(), q.next_deadline()) == (None, None)


def test_timed_out_and_cancelled_entries_do_not_pile_up() -> None:
    """A burst of timeouts is compacted away while later waiters still wait; an empty queue holds nothing."""
    q: DeferredQueue[str] = DeferredQueue()
    rec = Recorder()
    for i in range(300):
        q.add(i + 10, rec.event(f"t{i}"), deadline_ms=100)
    q.add(1000, rec.event("late"))
    q.expire(100, "TIMEOUT")
    assert len(rec.log) == 300 and len(q) == 1
    assert len(q.entries()) < 300 and q.cancelled < 300
    handles = [q.add(2000 + i, rec.event(f"c{i}")) for i in range(200)]
    for h in handles:
        q.cancel(h)
    assert len(q.entries()) < 200
    rec.log.clear()
    q.complete_up_to(1000)
    assert rec.log == [("late", None)]
    assert q.entries() == [] and q.cancelled == 0 and q.next_deadline() is None


def test_callbacks_may_reenter_the_queue_without_touching_what_a_call_decided() -> None:
    q: DeferredQueue[str] = DeferredQueue()
    log: list[tuple[str, str | None]] = []

    class Reentrant:
        def __init__(self, name: str, action: Any = None) -> None:
            self.name, self.action = name, action

        def complete(self, error: str | None) -> None:
            log.append((self.name, error))
            if self.action is not None:
                self.action()

    # a's callback adds a waiter the same call would cover, then fails everything: b, decided with a, completes
    q.add(1, Reentrant("a", lambda: (q.add(1, Reentrant("added")), q.fail_all("LOST"))))
    q.add(2, Reentrant("b"))
    q.add(9, Reentrant("c"))
    assert q.complete_up_to(2) == 2
    assert log == [("a", None), ("added", "LOST"), ("c", "LOST"), ("b", None)]
    assert len(q) == 0


def test_a_raising_callback_does_not_strand_the_others() -> None:
    q: DeferredQueue[str] = DeferredQueue()
    rec = Recorder()

    class Boom:
        def complete(self, error: str | None) -> None:
            raise RuntimeError("boom")

    q.add(1, Boom())
    q.add(2, rec.event("b"))
    with pytest.raises(RuntimeError, match="boom"):
        q.complete_up_to(2)
    assert rec.log == [("b", None)] and len(q) == 0


# ------------------------------------------------------------------------------------ DelayedOperation, WatchList


class _Timer:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class Waiting(DelayedOperation[str]):
    """Completes when every key it watches reports `ready` for its payload."""

    def __init__(self, name: str, ready: set[str], log: list[str]) -> None:
        super().__init__()
        self.name, self.ready, self.log = name, ready, log
        self.checked: list[str] = []

    def try_complete(self, payload: str) -> bool:
        self.checked.append(payload)
        if payload in self.ready:
            self.force_complete()
        return self.done

    def on_expiration(self) -> None:
        self.log.append(f"{self.name} expired")

    def on_complete(self) -> None:
        self.log.append(f"{self.name} done")


def test_an_operation_completes_once_and_leaves_every_watch_list() -> None:
    log: list[str] = []
    ready: set[str] = set()
    k1: WatchList[str] = WatchList()
    k2: WatchList[str] = WatchList()
    op = Waiting("op", ready, log)
    op.timer = timer = _Timer()
    k1.watch(op, "p1")
    k2.watch(op, "p2")
    other = Waiting("other", ready, log)
    k1.watch(other, "q1")
    assert k1.check_and_complete() == 0 and op.checked == ["p1"] and other.checked == ["q1"]
    ready.add("p2")
    assert k2.check_and_complete() == 1
    assert log == ["op done"] and timer.cancelled
    assert op not in k1 and op not in k2 and len(k1) == 1 and not k2
    assert not op.force_complete()
    op.expire()
    assert log == ["op done"]
    k1.watch(op, "late")  # a done operation does not watch again
    assert op not in k1


def test_an_expired_operation_runs_its_expiration_before_completing() -> None:
    log: list[str] = []
    k: WatchList[str] = WatchList()
    op = Waiting("op", set(), log)
    k.watch(op, "p")
    op.expire()
    assert log == ["op expired", "op done"] and not k
    assert k.check_and_complete() == 0


def test_watching_a_key_twice_replaces_the_payload() -> None:
    k: WatchList[str] = WatchList()
    op = Waiting("op", {"second"}, [])
    k.watch(op, "first")
    k.watch(op, "second")
    assert k.get(op) == "second" and len(k) == 1
    assert k.check_and_complete() == 1 and op.checked == ["second"]


def test_operations_check_in_the_order_they_started_watching_and_skip_those_completed_meanwhile() -> None:
    log: list[str] = []
    k: WatchList[str] = WatchList()
    first = Waiting("first", {"x"}, log)
    second = Waiting("second", {"x"}, log)
    third = Waiting("third", set(), log)

    def complete_second() -> None:
        log.append("first done")
        second.force_complete()

    first.on_complete = complete_second  # type: ignore[method-assign]
    for op in (first, second, third):
        k.watch(op, "x")
    assert k.check_and_complete() == 1  # second was completed by first's callback, not by its own check
    assert log == ["first done", "second done"] and second.checked == [] and third.checked == ["x"]
    assert k.operations() == [third]
