"""benchmarks/request_bench.py keeps working: an ultra-short run against all three servers (no timings asserted)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import ModuleType

import pytest

from tests.benchmarks import bench_script


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("request_bench") as module:
        yield module


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
