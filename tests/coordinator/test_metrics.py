"""The group coordinator's Prometheus metrics: groups by protocol and state, rebalances, commits, loads."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, generate_latest

from kraftpy.metrics.groups import group_coordinator_collector

from .harness import COMMIT, Harness, commit_req, join_group
from .test_consumer import SETTINGS, join


def scrape(h: Harness) -> dict[str, float]:
    registry = CollectorRegistry()
    registry.register(group_coordinator_collector(h.gc))
    out = {}
    for line in generate_latest(registry).decode().splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


def test_metrics_follow_the_groups() -> None:
    h = Harness(settings=SETTINGS)
    p = "kafka_server_group_coordinator_metrics_"
    m = scrape(h)
    assert m[p + 'num_partitions{state="active"}'] == 3 and m[p + 'num_partitions{state="loading"}'] == 0
    assert m[p + "partition_load_count_total"] == 3
    gen, ids, _ = join_group(h, "classic", 2)
    h.call(COMMIT, 8, commit_req("classic", {("t", 0): 1, ("t", 1): 2}, generation=gen, member_id=ids[0]), wait_ms=10)
    join(h, "a", group="cg")
    m = scrape(h)
    assert m[p + 'group_count{protocol="classic"}'] == 1 and m[p + 'group_count{protocol="consumer"}'] == 1
    assert m[p + 'classic_group_count{state="Stable"}'] == 1
    assert m[p + 'consumer_group_count{state="Stable"}'] == 1
    assert m[p + "offset_commit_count_total"] == 2 and m[p + "num_offsets"] == 2
    assert m[p + "group_rebalance_count_total"] >= 1 and m[p + "consumer_group_rebalance_count_total"] == 1
