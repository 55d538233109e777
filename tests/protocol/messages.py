"""Every generated message class, for parametrized tests."""

from __future__ import annotations

import importlib
import pkgutil

import kraftpy.protocol.messages as generated
from kraftpy.protocol.codec import Message


def all_message_classes() -> list[type[Message]]:
    classes: list[type[Message]] = []
    for info in sorted(pkgutil.iter_modules(generated.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{generated.__name__}.{info.name}")
        classes.extend(getattr(module, name) for name in getattr(module, "__all__", ()))
    return classes


def all_versions() -> list[tuple[type[Message], int]]:
    return [(cls, v) for cls in all_message_classes() for v in range(cls.VALID_VERSIONS[0], cls.VALID_VERSIONS[1] + 1)]


def case_id(case: tuple[type[Message], int]) -> str:
    return f"{case[0].NAME}-v{case[1]}"
