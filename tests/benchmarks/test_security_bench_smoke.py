"""benchmarks/security_bench.py keeps working: one tiny round against both clusters (no timings asserted)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.benchmarks import bench_script

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]


def test_one_tiny_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with bench_script("security_bench") as module:
        assert (
            module.main(
                [
                    *("--rounds", "1", "--messages", "300", "--seconds", "0.2", "--dir", str(tmp_path), "--json"),
                    *("--fetch-topics", "1", "--fetch-partitions", "10"),
                ]
            )
            == 0
        )
    res = json.loads(capsys.readouterr().out)
    assert set(res["produce_mb_s"]) == {"plaintext", "sasl_ssl"}
    assert all(r["median"] > 0 for r in res["produce_mb_s"].values())
    assert res["ratio_sasl_ssl_to_plaintext"] > 0
    for parts in res["cpu_s_per_gb"].values():  # CPU per GB of the nodes and the producer, apart
        assert set(parts) == {"nodes_user", "nodes_sys", "producer_user", "producer_sys", "total"}
        assert all(v >= 0 for v in parts.values())
        # one round: its total is the sum of its parts
        assert parts["total"] == pytest.approx(sum(v for k, v in parts.items() if k != "total"))
    assert set(res["connections_per_s"]) == {"plaintext", "tls", "sasl_ssl_scram"}
    fetch = res["fetch_acl"]  # the Fetch path with ACLs on against off
    assert set(fetch["fetches_per_s"]) == {"acls-off", "acls-on"} and fetch["ratio_throughput"] > 0
    assert all(rate > 0 for rate in res["connections_per_s"].values())
