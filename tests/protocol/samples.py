"""Deterministic, well-filled sample messages (every field set, arrays with elements) for fuzzing."""

from __future__ import annotations

import random
import uuid
from typing import Any

from kraftpy.protocol.codec import FieldInfo, Message

_INTS = {"int8": 7, "int16": 300, "uint16": 40000, "int32": 70000, "uint32": 3_000_000_000, "int64": 1 << 40}


def sample(cls: type[Message], version: int, rng: random.Random, depth: int = 0) -> Message:
    kwargs: dict[str, Any] = {}
    for f in cls.FIELDS:
        if f.present(version):
            kwargs[f.attr] = _value(f, version, rng, depth)
    return cls(**kwargs)


def _value(f: FieldInfo, version: int, rng: random.Random, depth: int) -> Any:
    if f.is_array:
        return [_scalar(f, version, rng, depth) for _ in range(2 if depth < 2 else 1)]
    return _scalar(f, version, rng, depth)


def _scalar(f: FieldInfo, version: int, rng: random.Random, depth: int) -> Any:
    t = f.element_type
    if f.struct is not None:
        return sample(f.struct, version, rng, depth + 1)
    if t in _INTS:
        return _INTS[t] - rng.randrange(3)
    if t == "bool":
        return True
    if t == "float64":
        return 1.5
    if t == "uuid":
        return uuid.UUID(int=rng.getrandbits(128))
    if t == "string":
        return "kraftpy-" + "é" * rng.randrange(3)
    return bytes(rng.randrange(256) for _ in range(5))
