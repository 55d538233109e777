"""benchmarks/request_bench.py keeps working: an ultra-short run against all three servers (no timings asserted)."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "request_bench.py"


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("request_bench", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def test_ultra_short_run_reports_every_cell(bench: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rounds", "1", "--seconds", "0.05", "--warmup", "0.01", "--json"]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert set(res["scenarios"]) == {"10x16", "1x1"}
    for scenario in res["scenarios"].values():
        assert set(scenario["targets"]) == {"kraftpy", "canned", "mock"}
        for target in scenario["targets"].values():
            assert target["median_rps"] > 0
    assert "check: kraftpy" in captured.err and "check: mock" in captured.err
    assert "target: kraftpy >= 0.5x the canned floor" in captured.err
