"""`kraftpy healthcheck`: against real node processes (3 controllers, 1 broker), and its decisions on crafted
answers (fenced, unregistered, stale)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from kraftpy.node.config import load_config
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_cluster import DescribeClusterResponse
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumResponse
from kraftpy.tools.healthcheck import (
    NodeTarget,
    Unhealthy,
    _check_broker,
    _check_controller,
    targets_from_config,
)
from tests.integration.cluster import REPO, Cluster

pytestmark = pytest.mark.timeout(180)


def healthcheck(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "healthcheck", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=str(REPO),
    )


def wait_healthy(config: Path, timeout: float = 30.0) -> subprocess.CompletedProcess[str]:
    deadline = time.monotonic() + timeout
    while True:
        r = healthcheck("--config", str(config), "--timeout", "3")
        if r.returncode == 0 or time.monotonic() > deadline:
            return r
        time.sleep(0.3)


def test_real_cluster(tmp_path: Path) -> None:
    with Cluster(
        tmp_path,
        controllers=3,
        brokers=1,
        overrides={"broker.session.timeout.ms": "3000", "broker.heartbeat.interval.ms": "500"},
    ) as cluster:
        cluster.start_all()
        results = {n.node_id: wait_healthy(n.config_path) for n in cluster.nodes.values()}
        for node_id, r in results.items():
            assert r.returncode == 0, (node_id, r.stdout, r.stderr, cluster.nodes[node_id].log_tail())
            assert r.stdout.startswith(f"node {node_id} is healthy: ") and r.stdout.count("\n") == 1
        leaders = [i for i, r in results.items() if "controller leading the metadata quorum" in r.stdout]
        assert len(leaders) == 1, results
        leader = leaders[0]
        for i in (1, 2, 3):
            if i != leader:
                assert f"controller following quorum leader {leader}" in results[i].stdout
        assert "broker registered and unfenced" in results[4].stdout

        # the same check from explicit addresses
        broker = cluster.nodes[4]
        r = healthcheck("--bootstrap-server", broker.broker_address, "--node-id", "4")
        assert r.returncode == 0, r.stdout
        # asked about another id on that listener: the broker's metadata has no such broker
        r = healthcheck("--bootstrap-server", broker.broker_address, "--node-id", "9")
        assert r.returncode == 1 and "node 9 is unhealthy: it is not registered" in r.stdout
        r = healthcheck("--bootstrap-controller", cluster.nodes[leader].controller_address, "--node-id", "7")
        assert r.returncode == 1 and "node 7 is unhealthy: it answered DescribeQuorum but names" in r.stdout

        # a stopped broker: nothing answers on its listener
        cluster.stop(4)
        r = healthcheck("--config", str(broker.config_path), "--timeout", "3")
        assert r.returncode == 1
        assert r.stdout.startswith(
            f"node 4 is unhealthy: nothing accepts connections at {broker.broker_address} "
            "(the broker is not running, or not yet registered"
        ), r.stdout

        # two controllers killed: the last one loses the quorum and says so within a few election timeouts
        others = [i for i in (1, 2, 3) if i != leader]
        cluster.kill(leader)
        cluster.kill(others[0])
        survivor = cluster.nodes[others[1]]
        deadline = time.monotonic() + 30
        while True:
            r = healthcheck("--config", str(survivor.config_path), "--timeout", "3")
            if r.returncode == 1 or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        assert r.returncode == 1, r.stdout
        assert f"node {survivor.node_id} is unhealthy: " in r.stdout


def test_usage_errors(tmp_path: Path) -> None:
    r = healthcheck()
    assert r.returncode == 2 and "give --config" in r.stderr
    r = healthcheck("--bootstrap-server", "127.0.0.1:9")
    assert r.returncode == 2 and "--node-id is required" in r.stderr
    bad = tmp_path / "bad.properties"
    bad.write_text("process.roles=broker\nnode.id=x\n")
    r = healthcheck("--config", str(bad))
    assert r.returncode == 2 and "configuration error: node.id" in r.stderr


def test_targets_from_config(tmp_path: Path) -> None:
    path = tmp_path / "server.properties"
    path.write_text(
        "process.roles=broker\nnode.id=4\ncontroller.quorum.voters=1@c1:9093\ncontroller.listener.names=CONTROLLER\n"
        "listeners=PLAINTEXT_HOST://:9092,PLAINTEXT://0.0.0.0:19092\n"
        "listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT\n"
    )
    assert targets_from_config(load_config(path)) == NodeTarget(4, None, ("127.0.0.1", 19092))
    path.write_text(
        "process.roles=controller\nnode.id=1\ncontroller.quorum.voters=1@c1:9093\n"
        "controller.listener.names=CONTROLLER\nlisteners=CONTROLLER://[::]:9093\n"
    )
    assert targets_from_config(load_config(path)) == NodeTarget(1, ("::1", 9093), None)


# ------------------------------------------------------------------------------------- crafted answers


class FakeSession:
    """Answers by API name, in order."""

    def __init__(self, **answers: list[Any]) -> None:
        self.answers = answers

    async def send(self, where: tuple[str, int], request: Any, what: str, refused: str = "") -> Any:
        return self.answers[type(request).__name__].pop(0)


def quorum(
    leader: int,
    voters: list[tuple[int, int, int]],
    observers: list[tuple[int, int, int]] = (),  # type: ignore[assignment]
    error: int = 0,
) -> DescribeQuorumResponse:
    R = DescribeQuorumResponse
    state = [
        R.ReplicaState(replica_id=i, log_end_offset=10, last_fetch_timestamp=f, last_caught_up_timestamp=c)
        for i, f, c in voters
    ]
    obs = [
        R.ReplicaState(replica_id=i, log_end_offset=10, last_fetch_timestamp=f, last_caught_up_timestamp=c)
        for i, f, c in observers
    ]
    return R(
        topics=[
            R.TopicData(
                topic_name="__cluster_metadata",
                partitions=[
                    R.PartitionData(
                        partition_index=0,
                        error_code=error,
                        leader_id=leader,
                        leader_epoch=3,
                        high_watermark=10,
                        current_voters=state,
                        observers=obs,
                    )
                ],
            )
        ]
    )


def cluster(brokers: list[tuple[int, bool]]) -> DescribeClusterResponse:
    R = DescribeClusterResponse
    return R(
        cluster_id="c",
        controller_id=1,
        brokers=[R.DescribeClusterBroker(broker_id=i, host="h", port=1, is_fenced=f) for i, f in brokers],
    )


NOW = 1_000_000


def broker_check(session: FakeSession, max_age: int = 10_000) -> str:
    return asyncio.run(_check_broker(session, 4, ("h", 1), max_age))  # type: ignore[arg-type]


def test_broker_decisions() -> None:
    leader_row = (1, NOW, NOW)
    ok = broker_check(
        FakeSession(
            DescribeClusterRequest=[cluster([(4, False)])],
            DescribeQuorumRequest=[quorum(1, [leader_row], [(4, NOW - 200, NOW - 300)])],
        )
    )
    assert "registered and unfenced" in ok and "fetched 200 ms ago" in ok
    with pytest.raises(Unhealthy, match="registered but fenced"):
        broker_check(FakeSession(DescribeClusterRequest=[cluster([(4, True)])]))
    with pytest.raises(Unhealthy, match="not registered"):
        broker_check(FakeSession(DescribeClusterRequest=[cluster([(5, False)])]))
    with pytest.raises(Unhealthy, match="last saw it fetch 20000 ms ago"):
        broker_check(
            FakeSession(
                DescribeClusterRequest=[cluster([(4, False)])],
                DescribeQuorumRequest=[quorum(1, [leader_row], [(4, NOW - 20_000, NOW - 20_000)])],
            )
        )
    with pytest.raises(Unhealthy, match="does not list it among the observers"):
        broker_check(
            FakeSession(
                DescribeClusterRequest=[cluster([(4, False)])], DescribeQuorumRequest=[quorum(1, [leader_row], [])]
            )
        )
    with pytest.raises(Unhealthy, match="has not caught up"):
        broker_check(
            FakeSession(
                DescribeClusterRequest=[cluster([(4, False)])],
                DescribeQuorumRequest=[quorum(1, [leader_row], [(4, NOW, -1)])],
            )
        )
    with pytest.raises(Unhealthy, match="NOT_LEADER_OR_FOLLOWER"):
        broker_check(
            FakeSession(
                DescribeClusterRequest=[cluster([(4, False)])],
                DescribeQuorumRequest=[quorum(-1, [], error=ErrorCode.NOT_LEADER_OR_FOLLOWER)],
            )
        )


def test_controller_decisions() -> None:
    def run(session: FakeSession) -> str:
        return asyncio.run(_check_controller(session, 2, ("h", 1), 10_000))  # type: ignore[arg-type]

    not_leader = quorum(1, [], error=ErrorCode.NOT_LEADER_OR_FOLLOWER)
    B = DescribeClusterResponse.DescribeClusterBroker
    voters = DescribeClusterResponse(brokers=[B(broker_id=i, host="h", port=i) for i in (1, 2, 3)])
    fresh = quorum(1, [(1, NOW, NOW), (2, NOW - 50, NOW - 60), (3, NOW, NOW)])
    text = run(FakeSession(DescribeQuorumRequest=[not_leader, fresh], DescribeClusterRequest=[voters]))
    assert "following quorum leader 1" in text and "fetched 50 ms ago" in text
    stale = quorum(1, [(1, NOW, NOW), (2, NOW - 50, NOW - 60_000), (3, NOW, NOW)])
    with pytest.raises(Unhealthy, match="last caught up with the quorum leader 1 60000 ms ago"):
        run(FakeSession(DescribeQuorumRequest=[not_leader, stale], DescribeClusterRequest=[voters]))
    with pytest.raises(Unhealthy, match="knows no quorum leader"):
        run(FakeSession(DescribeQuorumRequest=[quorum(-1, [], error=ErrorCode.NOT_LEADER_OR_FOLLOWER)]))
    assert "leading the metadata quorum" in run(FakeSession(DescribeQuorumRequest=[quorum(2, [(2, NOW, NOW)])]))
