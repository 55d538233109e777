"""The quorum controller's responses wait in a `DeferredQueue` for their last record to commit: in offset order, a
decision without records after what was already appended (read-your-writes), NOT_CONTROLLER for those still waiting
when leadership goes."""

from __future__ import annotations

import pytest

from kraftpy.controller.quorum_controller import Decision, NotControllerError, QuorumController, noop_decision
from kraftpy.runtime import Deferred
from tests.controller.fakes import ManualReactor


class Log:
    """A metadata log that only hands out offsets."""

    def __init__(self) -> None:
        self.next = 0

    def next_offset(self) -> int:
        return self.next

    def append(self, records: list[bytes]) -> tuple[int, int]:
        base = self.next
        self.next += len(records)
        return base, self.next - 1


def active_controller() -> tuple[QuorumController, list[str]]:
    c = QuorumController(1, ManualReactor(node_id=1), Log())
    c.handle_leader_change(1, 1)
    assert c.active
    return c, []


def submit(c: QuorumController, done: list[str], name: str, decision: Decision) -> Deferred:
    decision.response = name
    d = c.submit(lambda image: decision)

    def record(d: Deferred) -> None:
        done.append(name if d.error is None else f"{name}:{type(d.error).__name__}")

    d.add_callback(record)
    return d


def test_responses_complete_in_offset_order_as_the_committed_offset_passes_them() -> None:
    c, done = active_controller()
    submit(c, done, "one record", noop_decision())  # offset 0
    submit(c, done, "nothing to write", Decision())  # waits for offset 0 (what was appended before it)
    submit(c, done, "two records", Decision(records=[*noop_decision().records, *noop_decision().records]))  # 1-2
    c.handle_commit_offset(0)
    assert done == ["one record", "nothing to write"]
    c.handle_commit_offset(1)
    assert done == ["one record", "nothing to write"]
    c.handle_commit_offset(2)
    assert done == ["one record", "nothing to write", "two records"]
    submit(c, done, "already committed", Decision())
    assert done[-1] == "already committed"


def test_losing_leadership_fails_what_still_waits_with_not_controller() -> None:
    c, done = active_controller()
    first = submit(c, done, "first", noop_decision())
    second = submit(c, done, "second", noop_decision())
    c.handle_commit_offset(0)
    c.handle_leader_change(2, 2)
    assert done == ["first", "second:NotControllerError"]
    assert first.result() == "first"
    with pytest.raises(NotControllerError, match="no longer active"):
        second.result()
    c.handle_commit_offset(1)  # a later commit of that offset answers nothing twice
    assert len(done) == 2
