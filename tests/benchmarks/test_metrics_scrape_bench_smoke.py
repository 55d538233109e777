"""benchmarks/metrics_scrape_bench.py keeps working: one tiny round against this tree's node and one whose metrics
endpoint is loaded from a file, as `--before` does (no timings asserted)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.benchmarks import BENCHMARKS, bench_script

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]


def test_one_tiny_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = shutil.copy(BENCHMARKS.parent / "kraftpy" / "metrics" / "http.py", tmp_path / "http_before.py")
    with bench_script("metrics_scrape_bench") as module:
        assert module.main(["--quick", "--seconds", "0.3", "--scrapers", "4", "--before", str(before), "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert set(res["rounds"]) == {"before", "after"}
    for rounds in res["rounds"].values():
        (cell,) = rounds
        assert cell["without"]["requests"] > 0 and cell["with"]["requests"] > 0
        assert cell["with"]["scrapes_per_s"] > 0 and cell["with"]["scrapers_served"] >= 1
    assert all(size > 1000 for size in res["exposition_bytes"].values())
