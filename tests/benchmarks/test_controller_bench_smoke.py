"""benchmarks/controller_bench.py keeps working: an ultra-quick run of every case and its checks (no timings)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

from tests.benchmarks import bench_script


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("controller_bench") as module:
        yield module


def test_ultra_quick_run_reports_every_case(bench: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "--rounds",
        "1",
        "--replay-rounds",
        "1",
        "--partitions",
        "200",
        "--replay-sizes",
        "3000",
        "--zonal-size",
        "3000",
        "--json",
    ]
    assert bench.main(argv) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    cluster = res["cluster"]
    assert cluster["partitions"] == 200 and cluster["affected"] == 200  # 3 brokers, RF 3: broker 1 is in every ISR
    assert 0 < cluster["led"] < 200
    (replay,) = res["replay"]
    assert replay["partitions"] == 3000 and set(replay["paths_s"]) == set(bench.REPLAY_PATHS)
    assert set(replay["memory_mb"]) == set(bench.REPLAY_PATHS)
    assert res["zonal"]["partitions"] == 3000 and res["zonal"]["changed"] == 3000  # 3 brokers: all ISRs
    assert "anchors (reported, not asserted)" in captured.err and "delta.apply()" in captured.err


def test_a_fast_path_that_builds_another_image_stops_the_run(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    def wrong(values: list[bytes]) -> object:
        return bench.load_broker(values[:-2])  # misses the last partition (and the producer ids)

    monkeypatch.setitem(bench.REPLAY_PATHS, "broker: MetadataPublisher.load_snapshot", wrong)
    with pytest.raises(bench.BenchmarkError, match="different image"):
        bench.run_replay(1000, 1, ["broker: MetadataPublisher.load_snapshot"], False, sys.stderr)
