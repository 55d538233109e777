"""KIP-966 with real processes: brokers stop (cleanly, and killed), the ELR follows the rules, kafka-python 3's
describe_topic_partitions() shows it, a controller failover in the middle keeps every committed change, and an ELR
member that comes back is elected leader.

Cluster: 3 controllers (1-3), 4 brokers (4-7); topic RF 4 with min.insync.replicas 3 (KIP-966's example setup).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from kafka.admin import KafkaAdminClient

from tests.integration.cluster import Cluster

TOPIC = "elr"


def partition_state(bootstrap: str) -> dict[str, Any]:
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=10000)
    try:
        result = admin.describe_topic_partitions([TOPIC])
    finally:
        admin.close()
    (topic,) = result["topics"]
    assert topic["error_code"] == 0, topic
    return topic["partitions"][0]  # type: ignore[no-any-return]


def wait_state(cluster: Cluster, bootstrap: str, what: str, check: Any, timeout: float = 30.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    last: dict[str, Any] | None = None
    while time.monotonic() < deadline:
        try:
            last = partition_state(bootstrap)
            if check(last):
                return last
        except Exception as e:  # a broker restarting, a controller failing over: ask again
            last = {"error": repr(e)}
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}; last state {last}\n{cluster.logs()}")


def test_elr_follows_the_kip_rules_across_failover(tmp_path: Path) -> None:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "default.replication.factor": "4",
    }
    with Cluster(tmp_path, controllers=3, brokers=4, overrides=overrides) as cluster:
        cluster.start_all()
        brokers = [n.node_id for n in cluster.brokers]
        bootstrap = cluster.bootstrap_servers
        # retried while a broker is still fenced (a slow start can miss a heartbeat of the short session)
        cluster.create_topic(TOPIC, 1, 4, configs={"min.insync.replicas": "3"})
        p = wait_state(cluster, bootstrap, "the topic", lambda s: len(s["isr_nodes"]) == 4)
        order = list(p["replica_nodes"])
        assert sorted(order) == brokers
        a, b, c, d = order  # a leads

        def via(exclude: set[int]) -> str:
            return ",".join(n.broker_address for n in cluster.brokers if n.node_id not in exclude)

        # 1. b stops cleanly (controlled shutdown): ISR 3 = min ISR, so it does not become eligible
        assert cluster.stop(b) == 0
        p = wait_state(cluster, via({b}), "b out of the ISR", lambda s: b not in s["isr_nodes"])
        assert sorted(p["isr_nodes"]) == sorted([a, c, d]) and not p["eligible_leader_replicas"]

        # 2. c stops cleanly: ISR [a, d] < min ISR 3, so c joins the ELR
        assert cluster.stop(c) == 0
        p = wait_state(cluster, via({b, c}), "c in the ELR", lambda s: s["eligible_leader_replicas"] == [c])
        assert sorted(p["isr_nodes"]) == sorted([a, d])

        # a controller failover in the middle: the new active controller has every committed change
        leader = cluster.wait_for_leader().leader_id
        cluster.kill(leader)
        cluster.wait_for_leader(exclude={leader})
        p = wait_state(
            cluster,
            via({b, c}),
            "the same state after the failover",
            lambda s: s["eligible_leader_replicas"] == [c] and sorted(s["isr_nodes"]) == sorted([a, d]),
        )
        cluster.start(leader)

        # 3. d is killed (no controlled shutdown): its session expires, ISR [a], ELR [c, d] (replica order)
        cluster.kill(d)
        p = wait_state(
            cluster,
            via({b, c, d}),
            "d fenced into the ELR",
            lambda s: s["isr_nodes"] == [a] and sorted(s["eligible_leader_replicas"]) == sorted([c, d]),
        )

        # 4. a, the last ISR member, is killed: no leader, ISR empty, every ELR member holds the committed data
        cluster.kill(a)
        cluster.start(b)  # something must answer the describe; b is neither in the ISR nor in the ELR
        p = wait_state(
            cluster,
            via({a, c, d}),
            "the partition without a leader",
            lambda s: s["leader_id"] == -1 and s["isr_nodes"] == [],
        )
        assert sorted(p["eligible_leader_replicas"]) == sorted([a, c, d])

        # 5. c comes back after its clean shutdown: an ELR member, it is elected and becomes the ISR
        cluster.start(c)
        p = wait_state(cluster, via({a, d}), "c elected from the ELR", lambda s: s["leader_id"] == c)
        # c leads with ISR [c]; b (running again, never eligible) may already have caught up from c and joined
        assert p["isr_nodes"][0] == c and set(p["isr_nodes"]) <= {b, c}
        assert sorted(p["eligible_leader_replicas"]) == sorted([a, d])
