"""benchmarks/quorum_bench.py keeps working: one quick round (a 1,000-partition image, six controller processes)
and the shape of its report; no timing is asserted."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmarks import bench_script

pytestmark = pytest.mark.timeout(300)


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("quorum_bench") as module:
        yield module


def test_the_image_has_the_asked_partitions(bench: ModuleType) -> None:
    records = bench.image_records(200)
    assert sum(type(r).__name__ == "PartitionRecord" for r in records) == 200
    assert all(r.leader >= 0 and r.isr == r.replicas for r in records if type(r).__name__ == "PartitionRecord")


def test_quick_run_reports_every_figure(bench: ModuleType, tmp_path: Path) -> None:
    out = io.StringIO()
    assert bench.main(["--quick", "--json", str(tmp_path / "q.json")], out=out) == 0
    text = out.getvalue()
    assert "add one voter (snapshot incl.)" in text and "[1,2,3] -> [4,5,6]" in text and "longest commit pause" in text
    doc = json.loads((tmp_path / "q.json").read_text())
    [size] = doc["sizes"]
    assert size["partitions"] == 1_000 and size["snapshot_bytes"] > 0
    assert len(size["add_s"]) == len(size["move_s"]) == len(size["longest_commit_pause_s"]) == 1
    assert size["add_s"][0] > 0 and size["move_s"][0] > 0
    assert size["leader_changes"][0] >= 1  # the leader was among the removed voters: it handed over
