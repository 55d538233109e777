"""Smoke tests of the scripts in benchmarks/: a tiny case of each keeps them working (no timings asserted)."""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@contextlib.contextmanager
def bench_script(name: str) -> Iterator[ModuleType]:
    """`benchmarks/<name>.py` loaded as the module `name` (registered in sys.modules while in use: its
    dataclasses look themselves up there)."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[name]
