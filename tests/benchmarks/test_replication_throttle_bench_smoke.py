"""benchmarks/replication_throttle_bench.py keeps working: one tiny round, 2 MB at 1 MB/s, with both producers
(no latency asserted: the figures are the machine's)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmarks import bench_script

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("replication_throttle_bench") as module:
        yield module


def test_one_tiny_round_reports_the_move_and_both_producers(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--rounds", "1", "--size-mb", "2", "--rate-mb", "1", "--dir", str(tmp_path), "--json"]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    (r,) = res["rounds"]
    assert r["size_mb"] == 2 and r["rate_mb_s"] == 1
    assert r["throttled_s"] > r["unthrottled_s"] and r["moved_mb_s"] > 0
    assert r["errors"] == 0
    for name in ("live", "bystander"):
        for phase in ("idle_before", "idle_after", "idle", "during"):
            assert r["latency"][name][phase]["n"] > 0, (name, phase)
        assert r["p99_ratio"][name] > 0
    assert set(r["paired_p99"]) == {"idle", "during", "during_over_idle"}
    assert set(r["cpu"]) == {"1", "2", "3", "4", "5"} and r["cpu"]["2"]["during"] > 0
    med = res["median"]
    assert set(med["producers"]) == {"live", "bystander"} and med["live_over_bystander"] > 0
    assert "target: live p99 during the move <= 1.5x idle" in captured.err
    assert "live ratio / bystander ratio" in captured.err
    assert "live p99 / bystander p99 in the same window" in captured.err
