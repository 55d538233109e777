"""benchmarks/what_if_bench.py keeps working: its quick case (500 partitions, the 10-minute schedule, 4 policies);
no timings asserted."""

from __future__ import annotations

import json

import pytest

from tests.benchmarks import bench_script

pytestmark = [pytest.mark.timeout(300)]


def test_quick_run_reports_every_policy(capsys: pytest.CaptureFixture[str]) -> None:
    with bench_script("what_if_bench") as bench:
        assert bench.main(["--quick", "--json"]) == 0
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert res["partitions"] == 500
    assert set(res["per_policy_s"]) == {"elr-off", "elr", "balanced", "aggressive"}
    rows = {r["policy"]: r for r in res["summary"]}
    # the schedule's KIP-966 case: ELR keeps every acknowledged record, the legacy rules do not
    assert rows["elr"]["acked_lost"] == 0 and rows["elr-off"]["acked_lost"] > 0
    assert rows["elr"]["leaderless_partitions"] > 0
    assert "total" in captured.err
