"""The ELR feature on a running cluster of real processes (KIP-966, "Eligible Leader Replicas" delivery plan):

* a cluster started with `eligible.leader.replicas.enabled=false` (KIP-966's default) has no ELR; kafka-python 3's
  `describe_features` / `update_features` and `kraftpy features describe | upgrade | downgrade` read and change the
  `eligible.leader.replicas.version` feature through a broker, which forwards UpdateFeatures to the active
  controller and reports the finalized levels in ApiVersions;
* KIP-966's downgrade rule: "Once the MV version is downgraded, all the ELR related fields will be removed on the
  next partition change. The controller will also ignore the ELR fields." A partition with an ELR member keeps it
  until its next change, which drops it; the former ELR member is not elected when it comes back.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from kafka.admin import KafkaAdminClient

from .cluster import REPO, Cluster
from .test_elr_processes import TOPIC, partition_state, wait_state

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

ELR = "eligible.leader.replicas.version"
MV = "metadata.version"
FAST = {"broker.session.timeout.ms": "3000", "broker.heartbeat.interval.ms": "500"}


def features_tool(bootstrap: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "features", "--bootstrap-server", bootstrap, *argv],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=str(REPO),
    )


def finalized(bootstrap: str) -> dict[str, Any]:
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=10000)
    try:
        return admin.describe_features()  # type: ignore[no-any-return]
    finally:
        admin.close()


def wait_finalized(cluster: Cluster, want: dict[str, int | None], timeout: float = 20.0) -> dict[str, Any]:
    """Until every broker reports the finalized levels `want` (None: not finalized) in ApiVersions."""
    deadline = time.monotonic() + timeout
    seen: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        seen = [finalized(b.broker_address) for b in cluster.brokers if b.running]
        if all(
            all(f.get(name, {}).get("finalized", (0, None))[1] == level for name, level in want.items()) for f in seen
        ):
            return seen[0]
        time.sleep(0.2)
    raise AssertionError(f"the brokers do not report {want}: {seen}\n{cluster.logs()}")


def test_kafka_python_and_the_tool_upgrade_and_downgrade_elr(tmp_path: Path) -> None:
    with Cluster(
        tmp_path, controllers=1, brokers=2, overrides={**FAST, "eligible.leader.replicas.enabled": "false"}
    ) as cluster:
        cluster.start_all()
        cluster.wait_for_brokers()
        bootstrap = cluster.bootstrap_servers
        # off by default: ELR supported (0-1) but not finalized
        features = wait_finalized(cluster, {MV: 27, ELR: None})
        assert features[ELR] == {"supported": (0, 1)}
        assert features[MV]["supported"] == (7, 27) and features[MV]["finalized_epoch"] >= 0
        out = features_tool(bootstrap, "describe")
        assert out.returncode == 0, out.stderr
        lines = {line.split()[1]: line for line in out.stdout.splitlines()}
        # every feature the nodes support is listed (Kafka's tool does the same), transaction.version unfinalized
        assert set(lines) == {ELR, MV, "transaction.version"}
        assert "SupportedMaxVersion: 2 " in lines["transaction.version"]
        assert "FinalizedVersionLevel: 0 " in lines["transaction.version"]
        assert "SupportedMinVersion: 0 " in lines[ELR] and "FinalizedVersionLevel: 0 " in lines[ELR]
        assert "FinalizedVersionLevel: 4.1-IV1 " in lines[MV]

        # kafka-python 3 upgrades it (UpdateFeatures, sent to the controller id of Metadata: a broker that forwards)
        admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=30000)
        try:
            assert admin.update_features({ELR: 1}) == {ELR: "OK"}
        finally:
            admin.close()
        wait_finalized(cluster, {ELR: 1})
        out = features_tool(bootstrap, "describe")
        assert "FinalizedVersionLevel: 1 " in next(line for line in out.stdout.splitlines() if ELR in line)
        # the same from the controller, asked directly (--bootstrap-controller)
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "kraftpy",
                "features",
                "--bootstrap-controller",
                cluster.bootstrap_controllers,
                "describe",
            ],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=str(REPO),
        )
        assert out.returncode == 0, out.stderr
        assert "FinalizedVersionLevel: 1 " in next(line for line in out.stdout.splitlines() if ELR in line)

        # the tool: a refused update, a dry run, then the downgrade
        out = features_tool(bootstrap, "upgrade", "--feature", f"{ELR}=2")
        assert out.returncode == 1
        assert out.stdout.startswith(f"Could not upgrade {ELR} to 2. Invalid update version 2 for feature {ELR}.")
        assert out.stderr == "1 out of 1 operation(s) failed.\n"
        out = features_tool(bootstrap, "downgrade", "--feature", f"{ELR}=0", "--dry-run")
        assert (out.returncode, out.stdout) == (0, f"{ELR} can be downgraded to 0.\n")
        wait_finalized(cluster, {ELR: 1})
        out = features_tool(bootstrap, "upgrade", "--feature", f"{ELR}=0")
        assert out.returncode == 1 and "Can't downgrade the version of this feature" in out.stdout
        out = features_tool(bootstrap, "downgrade", "--feature", f"{ELR}=0")
        assert (out.returncode, out.stdout, out.stderr) == (0, f"{ELR} was downgraded to 0.\n", "")
        wait_finalized(cluster, {ELR: None, MV: 27})


def test_downgrade_drops_the_elr_on_the_next_partition_change(tmp_path: Path) -> None:
    with Cluster(tmp_path, controllers=1, brokers=3, overrides=FAST) as cluster:  # ELR on (the harness's default)
        cluster.start_all()
        cluster.create_topic(TOPIC, 1, 3, configs={"min.insync.replicas": "2"})
        bootstrap = cluster.bootstrap_servers
        p = wait_state(cluster, bootstrap, "the topic", lambda s: len(s["isr_nodes"]) == 3)
        a, b, c = p["replica_nodes"]
        assert p["leader_id"] == a

        def via(*down: int) -> str:
            return ",".join(n.broker_address for n in cluster.brokers if n.node_id not in down)

        # with ELR: c and then b stop cleanly; the ISR drops below min ISR 2 and b becomes eligible
        assert cluster.stop(c) == 0
        wait_state(cluster, via(c), "c out of the ISR", lambda s: sorted(s["isr_nodes"]) == sorted([a, b]))
        assert cluster.stop(b) == 0
        p = wait_state(cluster, via(b, c), "b in the ELR", lambda s: s["eligible_leader_replicas"] == [b])
        assert p["isr_nodes"] == [a]

        # the operator turns ELR off
        out = features_tool(via(b, c), "downgrade", "--feature", f"{ELR}=0")
        assert (out.returncode, out.stdout) == (0, f"{ELR} was downgraded to 0.\n"), out.stderr
        wait_finalized(cluster, {ELR: None})
        # nothing changed the partition yet: its ELR field is still there
        p = partition_state(via(b, c))
        assert (p["isr_nodes"], p["eligible_leader_replicas"]) == ([a], [b])

        # the next change drops it, and the controller decides without ELR: the last ISR member, a, is killed and
        # stays in the ISR (with ELR it would have left it, and a would have joined the ELR with b)
        cluster.kill(a)
        cluster.start(b)
        p = wait_state(
            cluster,
            via(a, c),
            "the change after a's fencing",
            lambda s: s["leader_id"] == -1 and not s["eligible_leader_replicas"],
        )
        assert p["isr_nodes"] == [a] and not p["last_known_elr"]
        # b, eligible before the downgrade, is back and unfenced but not elected: the ELR is ignored
        cluster.wait_for_brokers(1)
        time.sleep(3)
        p = partition_state(via(a, c))
        assert (p["leader_id"], p["isr_nodes"]) == (-1, [a]) and not p["eligible_leader_replicas"]
        # a, the ISR member, leads again when it comes back
        cluster.start(a)
        wait_state(cluster, via(c), "a elected", lambda s: s["leader_id"] == a)
