"""Working state that reverts: an undo log in frames, one per coordinator operation (the idea of Kafka's timeline
data structures and snapshot registry, in the form that suits Python objects).

A shard's state lives in containers that know its `Timeline`: `TimelineDict` (a dict) and `Versioned` objects (their
attributes). While an operation runs, the timeline has an *open frame*; the first change of each cell (a dict key,
an object attribute) in the frame saves the cell's value from before the operation. Then:

* the operation's records were appended: its frame (`end`) is kept, keyed by the offset the log must reach for them
  to be committed (`keep`), until the high watermark passes it (`committed_up_to`);
* the append failed (nothing reached the log): `revert` writes every saved cell of the frame back, and the state is
  exactly what it was before the operation (nothing to reload: the log never had those records);
* the operation wrote nothing: its frame is dropped: there is nothing to revert (it had no write to fail) and
  nothing to wait for.

The committed state is the working state seen through the frames still pending: a cell saved by a pending frame
had, in committed state, the value the oldest such frame saved (`committed`); any other cell is committed as it is.
Reads that must only see committed data (OffsetFetch) read through it.

Why an undo log and not copy-on-write snapshots: an operation touches a few cells of a large state (one member of a
group of thousands, a handful of committed offsets), so saving those cells costs what the operation costs, where
copying a group per operation would cost the group's size; and a revert only ever undoes the operation that just ran
(appends are synchronous: a write is refused before the next operation starts), so one frame is reverted at a time.
A loading shard has no open frame and records nothing.

Values are saved by reference: a cell holding a mutable container must be replaced, not mutated in place, or live
in a `TimelineDict` itself (group members, offsets per group); `Versioned` objects are tracked attribute by
attribute.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import Any, Generic, TypeVar, cast, overload

__all__ = ["MISSING", "Frame", "Timeline", "TimelineDict", "Versioned"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
T = TypeVar("T")


class _Missing:
    """The value of a cell that did not exist (a dict key that was absent)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()

# a frame: (id of the container, key) -> (container, key, value before the operation)
_Frame = dict[tuple[int, Hashable], tuple["_Cells", Hashable, Any]]


class Frame:
    """The cells one operation changed, with their values from before it (see `Timeline.end`)."""

    __slots__ = ("cells",)

    def __init__(self, cells: _Frame) -> None:
        self.cells = cells

    def __len__(self) -> int:
        return len(self.cells)


class _Cells:
    """What a timeline can save cells of and write them back into."""

    __slots__ = ()

    def _restore(self, key: Hashable, value: Any) -> None:
        raise NotImplementedError


class Timeline:
    """The undo log of one shard's state; see the module docstring."""

    __slots__ = ("_open", "_pending")

    def __init__(self) -> None:
        self._open: _Frame | None = None
        self._pending: deque[tuple[int, _Frame]] = deque()  # (offset to commit at, frame), oldest first

    @property
    def recording(self) -> bool:
        """An operation is running (its changes are saved)."""
        return self._open is not None

    @property
    def pending(self) -> int:
        """Frames of written operations not committed yet."""
        return len(self._pending)

    def begin(self) -> None:
        """An operation starts: open its frame."""
        if self._open is not None:
            raise RuntimeError("an operation is already running on this timeline")
        self._open = {}

    def save(self, container: _Cells, key: Hashable, old: Any) -> None:
        """`container[key]` is about to change from `old` (MISSING: absent): keep `old` if it is the cell's first
        change in the open frame."""
        frame = self._open
        if frame is not None:
            cell = (id(container), key)
            if cell not in frame:
                frame[cell] = (container, key, old)

    def end(self) -> Frame:
        """The operation is over: close its frame and return it (for `revert` or `keep`; drop it if the operation
        wrote nothing)."""
        frame = self._open
        self._open = None
        return Frame({} if frame is None else frame)

    @staticmethod
    def revert(frame: Frame) -> int:
        """The operation's write failed: put back every cell it changed. Returns how many."""
        cells = frame.cells
        for container, key, old in cells.values():
            container._restore(key, old)
        count = len(cells)
        cells.clear()
        return count

    def keep(self, commit_offset: int, frame: Frame) -> None:
        """The operation's records were appended: keep its frame until the log commits up to `commit_offset`."""
        if frame.cells:
            self._pending.append((commit_offset, frame.cells))

    def committed_up_to(self, offset: int) -> None:
        """The log committed up to `offset`: the frames it covers are committed state now."""
        pending = self._pending
        while pending and pending[0][0] <= offset:
            pending.popleft()

    def clear(self) -> None:
        self._open = None
        self._pending.clear()

    def committed(self, container: _Cells, key: Hashable, current: Any) -> Any:
        """The committed value of a cell whose working value is `current` (MISSING: absent)."""
        if self._pending:
            cell = (id(container), key)
            for _offset, frame in self._pending:
                saved = frame.get(cell)
                if saved is not None:
                    return saved[2]
        return current

    def committed_changes(self, container: _Cells) -> dict[Hashable, Any]:
        """The cells of `container` whose committed value differs from the working one: key -> committed value
        (MISSING: absent in committed state)."""
        out: dict[Hashable, Any] = {}
        if not self._pending:
            return out
        ident = id(container)
        for _offset, frame in self._pending:
            for (owner, key), saved in frame.items():
                if owner == ident and key not in out:
                    out[key] = saved[2]
        return out


class TimelineDict(_Cells, dict[K, V], Generic[K, V]):
    """A dict whose changes a `Timeline` saves (reads are a plain dict's). Attach it to a timeline at creation or
    with `attach` (a `Versioned` object attaches the dicts it holds); unattached, it records nothing. A `Versioned`
    value stored in it is attached to its timeline."""

    __slots__ = ("_tl",)
    _tl: Timeline | None

    def __init__(self, timeline: Timeline | None = None, items: Mapping[K, V] | Iterable[tuple[K, V]] = ()) -> None:
        dict.__init__(self, items)
        self._tl = timeline
        if timeline is not None:
            for v in dict.values(self):
                _attach_value(v, timeline)

    def attach(self, timeline: Timeline) -> None:
        if self._tl is timeline:
            return
        self._tl = timeline
        for v in dict.values(self):
            _attach_value(v, timeline)

    # -- changes -----------------------------------------------------------------------------------------------------

    def __setitem__(self, key: K, value: V) -> None:
        tl = self._tl
        if tl is not None:
            if tl._open is not None:
                tl.save(self, key, dict.get(self, key, MISSING))
            _attach_value(value, tl)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key: K) -> None:
        tl = self._tl
        if tl is not None and tl._open is not None:
            tl.save(self, key, dict.get(self, key, MISSING))
        dict.__delitem__(self, key)

    @overload
    def pop(self, key: K, /) -> V: ...

    @overload
    def pop(self, key: K, default: V, /) -> V: ...

    @overload
    def pop(self, key: K, default: T, /) -> V | T: ...

    def pop(self, key: K, default: Any = MISSING, /) -> Any:
        if dict.__contains__(self, key):
            value = dict.__getitem__(self, key)
            self.__delitem__(key)
            return value
        if default is MISSING:
            raise KeyError(key)
        return default

    def setdefault(self, key: K, default: V, /) -> V:
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        self[key] = default
        return default

    def update(self, *args: Any, **kwargs: Any) -> None:
        for k, v in dict(*args, **kwargs).items():
            self[k] = v

    def clear(self) -> None:
        for k in list(dict.keys(self)):
            self.__delitem__(k)

    def popitem(self) -> tuple[K, V]:
        if not self:
            raise KeyError("popitem(): dictionary is empty")
        key = next(reversed(dict.keys(self)))
        return key, self.pop(key)

    def __ior__(self, other: Any) -> TimelineDict[K, V]:  # type: ignore[override,misc]
        self.update(other)
        return self

    def _restore(self, key: Hashable, value: Any) -> None:
        plain: dict[Any, Any] = self
        if value is MISSING:
            dict.pop(plain, key, None)
        else:
            dict.__setitem__(plain, key, value)

    # -- committed view ----------------------------------------------------------------------------------------------

    def committed_get(self, key: K, default: Any = None) -> Any:
        """The committed value of `key` (see `Timeline.committed`), or `default`."""
        current = dict.get(self, key, MISSING)
        tl = self._tl
        value = current if tl is None else tl.committed(self, key, current)
        return default if value is MISSING else value

    def committed_items(self) -> Iterator[tuple[K, V]]:
        """The committed (key, value) pairs, in the working dict's order, then keys only committed state has."""
        tl = self._tl
        changes = {} if tl is None else tl.committed_changes(self)
        if not changes:
            yield from dict.items(self)
            return
        for k, v in dict.items(self):
            if k in changes:
                old = changes[k]
                if old is not MISSING:
                    yield k, old
            else:
                yield k, v
        for gone, old in changes.items():
            if old is not MISSING and not dict.__contains__(self, gone):
                yield cast(K, gone), old

    def __repr__(self) -> str:
        return f"TimelineDict({dict.__repr__(self)})"

    def __reduce__(self) -> Any:  # copies and pickles are plain dicts
        return (dict, (dict(self),))


class Versioned(_Cells):
    """An object whose attribute changes a `Timeline` saves, once attached (`attach`, or by being stored in an
    attached `TimelineDict`). Subclasses are slotted dataclasses; attributes holding containers must hold
    `TimelineDict`s (attached with the object) or immutable values replaced on change."""

    __slots__ = ("_tl",)
    _tl: Timeline | None

    def __setattr__(self, name: str, value: Any) -> None:
        try:
            tl = self._tl
        except AttributeError:  # during __init__, before attach
            tl = None
        if tl is not None:
            if tl._open is not None:
                tl.save(self, name, getattr(self, name, MISSING))
            _attach_value(value, tl)
        object.__setattr__(self, name, value)

    def attach(self, timeline: Timeline) -> None:
        try:
            if self._tl is timeline:
                return
        except AttributeError:
            pass
        object.__setattr__(self, "_tl", timeline)
        for name in _fields(type(self)):
            _attach_value(getattr(self, name, None), timeline)

    @property
    def timeline(self) -> Timeline | None:
        try:
            return self._tl
        except AttributeError:
            return None

    def _restore(self, key: Hashable, value: Any) -> None:
        assert isinstance(key, str)
        if value is MISSING:
            object.__delattr__(self, key)
        else:
            object.__setattr__(self, key, value)


def _fields(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in cls.__mro__:
        for name in getattr(klass, "__slots__", ()):
            if name != "_tl" and not name.startswith("__"):
                names.append(name)
    return tuple(names)


def _attach_value(value: Any, timeline: Timeline) -> None:
    if isinstance(value, Versioned | TimelineDict):
        value.attach(timeline)
