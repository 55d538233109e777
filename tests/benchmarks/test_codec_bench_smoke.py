"""benchmarks/codec_bench.py keeps working: an ultra-quick run and its same-bytes check (no timings)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import ModuleType

import pytest

from tests.benchmarks import bench_script

LIBS = ("kraftpy", "kafka-python", "kio")


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("codec_bench") as module:
        yield module


def test_ultra_quick_run_reports_every_cell(bench: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--rounds", "1", "--iterations", "1", "--json"]) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert [c["name"] for c in res["cases"]] == ["metadata", "produce", "fetch", "batch", "batch-same"]
    for case in res["cases"]:
        assert "byte-identical in all three libraries" in case["checks"][0]
        assert case["bytes"] > 0
        for direction in ("encode", "decode"):
            for lib in LIBS:
                cell = case["cells"][direction][lib]
                assert cell["iterations"] == 1
                assert len(cell["rounds_ops_per_s"]) == 1
                assert cell["median_ops_per_s"] > 0
            assert set(case["ratios"][direction]) == {"kraftpy/kafka-python", "kraftpy/kio"}
    assert [(t["case"], t["direction"], t["ratio"]) for t in res["targets"]] == [
        ("metadata", "encode", "kraftpy/kafka-python"),
        ("metadata", "decode", "kraftpy/kafka-python"),
        ("metadata", "encode", "kraftpy/kio"),
    ]
    assert res["meta"]["gc"].startswith("disabled while timing")
    # With --json on stdout, the human-readable table goes to stderr.
    assert "kp/kafka-python" in captured.err and "GC: disabled while timing" in captured.err


def test_different_bytes_stop_the_run(bench: ModuleType) -> None:
    (case,) = bench.build_cases(["batch"])
    wire = case.wire
    case.encode["kio"] = lambda: wire[:-1] + bytes([wire[-1] ^ 1])
    with pytest.raises(bench.BenchmarkError, match="kio writes different bytes"):
        bench.check_case(case)
