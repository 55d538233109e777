"""benchmarks/validate_bench.py keeps working: an ultra-quick run of two cases (no timings asserted)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "validate_bench.py"


def test_ultra_quick_run_reports_the_cases(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("validate_bench", SCRIPT)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    cases = ["16KB-100B", "1MB-1KB-zstd", "same-16KB-100B"]
    assert bench.main(["--rounds", "1", "--target-ms", "1", *(a for c in cases for a in ("--case", c))]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.startswith(("16KB", "1MB", "same-"))}
    assert set(rows) == set(cases)
    assert int(rows["16KB-100B"][2]) > 100  # records in the batch
    assert rows["1MB-1KB-zstd"][11].endswith("x")  # the python/native ratio per record
    assert rows["1MB-1KB-zstd"][-1].endswith("x")  # the leader's path, native/python
