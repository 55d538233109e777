"""Hypothesis strategies that build valid instances of any generated message for a given version."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from kraftpy.protocol.codec import FieldInfo, Message

_INT_RANGES = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "uint16": (0, 2**16 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "uint32": (0, 2**32 - 1),
    "int64": (-(2**63), 2**63 - 1),
}


def _primitive(name: str) -> st.SearchStrategy[Any]:
    if name in _INT_RANGES:
        lo, hi = _INT_RANGES[name]
        return st.integers(lo, hi)
    if name == "bool":
        return st.booleans()
    if name == "float64":
        return st.floats(allow_nan=False)
    if name == "uuid":
        return st.uuids()
    if name == "string":
        return st.text(max_size=20)
    if name in ("bytes", "records"):
        return st.binary(max_size=40)
    raise AssertionError(name)


def _value(f: FieldInfo, version: int, depth: int, unknown_tags: bool) -> st.SearchStrategy[Any]:
    elem_type = f.element_type
    if f.struct is not None:
        elem = message(f.struct, version, depth + 1, unknown_tags)
    else:
        elem = _primitive(elem_type)
    value = st.lists(elem, max_size=3 if depth < 2 else 1) if f.is_array else elem
    if f.is_nullable(version):
        value = st.none() | value
    return value


def _unknown_tags(cls: type[Message], version: int) -> st.SearchStrategy[Any]:
    if cls.FLEXIBLE_VERSIONS is None or "_unknown_tags" not in cls.__slots__:
        return st.just(None)
    known = {f.tag for f in cls.FIELDS if f.tag is not None and f.present(version) and f.is_tagged(version)}
    tag = st.integers(0, 3000).filter(lambda t: t not in known)
    entries = st.lists(st.tuples(tag, st.binary(max_size=8)), min_size=1, max_size=2, unique_by=lambda kv: kv[0])
    return st.none() | entries.map(lambda kvs: sorted(kvs, key=lambda kv: kv[0]))


def message(cls: type[Message], version: int, depth: int = 0, unknown_tags: bool = True) -> st.SearchStrategy[Any]:
    """Instances of `cls` whose every field is encodable in `version` (absent fields keep their defaults).

    With `unknown_tags`, flexible versions also carry tagged fields no schema knows (to check they survive).
    """
    kwargs: dict[str, st.SearchStrategy[Any]] = {}
    for f in cls.FIELDS:
        if f.present(version):
            kwargs[f.attr] = _value(f, version, depth, unknown_tags)
    flexible = cls.FLEXIBLE_VERSIONS
    if unknown_tags and flexible is not None and flexible[0] <= version <= flexible[1]:
        kwargs["_unknown_tags"] = _unknown_tags(cls, version)
    return st.builds(cls, **kwargs)
