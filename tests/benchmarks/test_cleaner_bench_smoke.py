"""benchmarks/cleaner_bench.py keeps working: a tiny run of each part (throughput, placement, node), no timings
asserted."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmarks import bench_script

pytestmark = [pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("cleaner_bench") as module:
        yield module


def test_throughput_and_placement_report_figures(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--quick", "--parts", "throughput", "placement", "--mb", "4", "--dir", str(tmp_path), "--json"]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    for size in ("100", "1024"):
        row = res["throughput"][size]
        assert row["cleaner_mb_s"] > 0 and row["copy_mb_s"] > 0 and row["ratio"] > 0
    assert set(res["placement"]) == {"idle", "loop", "thread"}
    assert res["placement"]["loop"]["mb_s"] > 0 and res["placement"]["thread"]["mb_s"] > 0
    assert "target: cleaner >= 0.5x a plain read + write" in captured.err


@pytest.mark.clients
def test_the_node_part_compares_produce_latency_with_and_without_a_cleaning(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--quick", "--parts", "node", "--node-mb", "24", "--node-rate", "2000", "--dir", str(tmp_path), "--json"]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)["node"]
    assert res["p99_with"] > 0 and res["p99_without"] > 0 and res["clean_s"] > 0
    assert "target: produce p99 with a running cleaner <= 1.5x without" in captured.err
