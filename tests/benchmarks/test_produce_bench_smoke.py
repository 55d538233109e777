"""benchmarks/produce_bench.py keeps working: one tiny round against kraftpy and the mock (no timings asserted)."""

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
    with bench_script("produce_bench") as module:
        yield module


def test_one_tiny_round_reports_every_cell(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--rounds", "1", "--messages", "300", "--idle-seconds", "0.5", "--dir", str(tmp_path), "--json"]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert set(res["cases"]) == {
        "rf1-acks1-100B",
        "rf1-acks1-1KB",
        "rf3-acksall-100B",
        "rf3-acksall-1KB",
        "rf1-acks1-100B-same",
        "rf1-acks1-1KB-same",
    }
    assert res["mix"] == "varied"
    for case in res["cases"].values():
        assert set(case) == {"kraftpy", "mock", "ratio"}
        for target in ("kraftpy", "mock"):
            assert case[target]["mb_per_s"] > 0 and case[target]["consume_mb_per_s"] > 0
            assert "server_user_s_per_gb" in case[target] and "server_system_s_per_gb" in case[target]
    assert "idle: kraftpy uses" in captured.err
    assert "check: kraftpy" in captured.err and "check: mock" in captured.err
    assert "target: rf1-acks1-1KB kraftpy >= 0.5x the mock's producer MB/s" in captured.err
