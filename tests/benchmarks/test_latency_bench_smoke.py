"""benchmarks/latency_bench.py keeps working: a tiny run of the fixed rates against kraftpy and the mock, and a
tiny soak (no timings asserted)."""

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
    with bench_script("latency_bench") as module:
        yield module


def test_fixed_rates_report_percentiles_for_both_targets(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "--rounds",
        "1",
        "--seconds",
        "0.3",
        "--max-messages",
        "300",
        "--max-runs",
        "1",
        "--rates",
        "0.1",
        "0.5",
        "--dir",
        str(tmp_path),
        "--json",
    ]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert res["max_rate"] > 0
    assert set(res["rates"]) == {"0.1", "0.5"}
    for row in res["rates"].values():
        assert set(row) == {"kraftpy", "mock", "ratio"}
        for target in ("kraftpy", "mock"):
            cell = row[target]
            assert cell["achieved"] > 0 and 0 < cell["p50_ms"] <= cell["p99_ms"] <= cell["p999_ms"]
    assert "target: at 50% load kraftpy p50 <= 20 ms and p99 <= 100 ms" in captured.err


def test_the_soak_reports_node_memory_over_time(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "--soak",
        "2",
        "--sample",
        "0.5",
        "--max-rate",
        "2000",
        "--linger-ms",
        "1",
        "--dir",
        str(tmp_path),
        "--json",
    ]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    soak = res["soak"]
    assert len(soak["samples"]) >= 3
    assert all(rss > 0 for s in soak["samples"] for rss in s["rss_kb"].values())
    assert set(soak["rss_growth_mb"]) == {"1", "2", "3"}
    assert "RSS growth from" in captured.err
