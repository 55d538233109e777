"""benchmarks/consumer_group_bench.py keeps working: one tiny round against kraftpy and the mock (no timings
asserted)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmarks import bench_script

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("consumer_group_bench") as module:
        yield module


def test_one_tiny_round_reports_every_case(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench.main(["--rounds", "1", "--seconds", "0.3", "--dir", str(tmp_path), "--json"]) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert set(res["cases"]) == {"rebalance-10", "commits", "produce-sync"}
    for case in res["cases"].values():
        assert case["kraftpy"]["median"] > 0 and case["mock"]["median"] > 0 and case["ratio"] > 0
    assert "target: rebalance-10 kraftpy within 1.5x of the mock" in captured.err
    assert "target: commits kraftpy >= 0.5x the mock's commits/s" in captured.err
    assert res["commits_per_sync_produce"] > 0
    assert "target: kraftpy's synchronous commits/s >= 0.8x its synchronous acks=all produces/s" in captured.err
