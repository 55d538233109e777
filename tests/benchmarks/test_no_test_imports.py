"""The benchmarks start their clusters and harnesses from kraftpy, never from the test suite: scripts/import_graph.py
fails on any import of `tests` in benchmarks/ or kraftpy/ (and finds one wherever it is written)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "import_graph.py"


@pytest.fixture(scope="module")
def import_graph() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("import_graph", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["import_graph"] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules["import_graph"]


def test_no_benchmark_and_no_kraftpy_module_imports_tests(import_graph: ModuleType) -> None:
    paths = list(import_graph.modules().values()) + sorted(import_graph.BENCHMARKS.glob("*.py"))
    assert len(paths) > 200
    assert import_graph.imports_of_tests(paths) == []


def test_an_import_of_tests_is_found_at_any_depth(import_graph: ModuleType, tmp_path: Path) -> None:
    sample = tmp_path / "bench.py"
    sample.write_text(
        "import os\n"
        "from tests.integration.cluster import Cluster\n"
        "def main():\n"
        "    import tests.fuzz.flood\n"
        "    from testsuite import x\n"
        "    from .tests import y\n"
    )
    found = [line.rsplit(":", 1)[1] for line in _found(import_graph, sample)]
    assert found == ["2", "4"]


def _found(import_graph: ModuleType, path: Path) -> list[str]:
    root = import_graph.ROOT
    import_graph.ROOT = path.parent  # paths are reported relative to ROOT
    try:
        return sorted(import_graph.imports_of_tests([path]), key=lambda s: int(s.rsplit(":", 1)[1]))
    finally:
        import_graph.ROOT = root
