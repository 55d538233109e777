"""The undo log under the coordinator's state: a frame per operation, reverted when its write is refused, kept until
committed, and the committed view through the frames still pending."""

from __future__ import annotations

from dataclasses import dataclass, field

from kraftpy.coordinator.timeline import Timeline, TimelineDict, Versioned


@dataclass(slots=True, eq=False)
class Thing(Versioned):
    name: str
    count: int = 0
    tags: frozenset[str] = frozenset()
    parts: TimelineDict[str, int] = field(default_factory=TimelineDict)


def test_a_reverted_frame_puts_every_change_back() -> None:
    tl = Timeline()
    d: TimelineDict[str, int] = TimelineDict(tl, {"a": 1, "b": 2, "c": 3})
    tl.begin()
    d["a"] = 10
    d["a"] = 11  # the first change of a cell is what is saved
    del d["b"]
    d["new"] = 4
    d.setdefault("d", 5)
    d.update({"c": 30, "e": 6})
    assert d.pop("e") == 6 and d.pop("zz", None) is None
    frame = tl.end()
    assert dict(d) == {"a": 11, "c": 30, "new": 4, "d": 5}
    tl.revert(frame)
    assert dict(d) == {"a": 1, "b": 2, "c": 3}
    tl.begin()
    d.clear()
    tl.revert(tl.end())
    assert dict(d) == {"a": 1, "b": 2, "c": 3}


def test_versioned_objects_and_the_dicts_they_hold_revert_once_attached() -> None:
    tl = Timeline()
    things: TimelineDict[str, Thing] = TimelineDict(tl)
    t = Thing("x")
    t.count = 5  # not attached yet: nothing recorded
    things["x"] = t  # attached with its dict
    tl.begin()
    t.count += 1
    t.tags = t.tags | {"red"}
    t.parts["p"] = 1
    fresh = Thing("y", count=1)
    things["y"] = fresh
    fresh.count = 2
    tl.revert(tl.end())
    assert (t.count, t.tags, dict(t.parts)) == (5, frozenset(), {}) and list(things) == ["x"]


def test_nothing_is_recorded_outside_an_operation() -> None:
    tl = Timeline()
    d: TimelineDict[str, int] = TimelineDict(tl)
    d["a"] = 1
    tl.begin()
    frame = tl.end()
    assert len(frame) == 0 and tl.pending == 0
    tl.keep(5, frame)
    assert tl.pending == 0  # an empty frame is not kept


def test_the_committed_view_reads_through_the_pending_frames() -> None:
    tl = Timeline()
    d: TimelineDict[str, int] = TimelineDict(tl, {"a": 1, "gone": 9})
    tl.begin()
    d["a"] = 2
    del d["gone"]
    tl.keep(10, tl.end())  # written, committed at offset 10
    tl.begin()
    d["a"] = 3
    d["b"] = 1
    tl.keep(20, tl.end())
    assert dict(d) == {"a": 3, "b": 1}
    assert d.committed_get("a") == 1 and d.committed_get("b") is None and d.committed_get("gone") == 9
    assert dict(d.committed_items()) == {"a": 1, "gone": 9}
    tl.committed_up_to(10)
    assert d.committed_get("a") == 2 and dict(d.committed_items()) == {"a": 2}
    tl.committed_up_to(25)
    assert tl.pending == 0 and dict(d.committed_items()) == {"a": 3, "b": 1}
