"""DescribeLogDirs against real node processes (3 combined nodes on 127.0.0.1) with a replicated topic holding data:
`kraftpy log-dirs --describe` and kafka-python 3's `KafkaAdminClient.describe_log_dirs()` see each broker's log dir
(its absolute path, no error) and every partition with the size of its segment files on that broker's disk;
`--broker-list` and `--topic-list` narrow the output, and an unknown broker is refused in Kafka's words."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kafka import KafkaAdminClient, KafkaProducer

from .cluster import REPO, Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    overrides = {"broker.session.timeout.ms": "3000", "broker.heartbeat.interval.ms": "500"}
    with Cluster(tmp_path_factory.mktemp("log-dirs"), controllers=3, combined=True, overrides=overrides) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


def log_dirs(cluster: Cluster, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "log-dirs", "--bootstrap-server", cluster.bootstrap_servers, *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )


def segment_bytes(data_dir: Path, topic: str, partition: int) -> int:
    d = data_dir / f"{topic}-{partition}"
    return sum(f.stat().st_size for f in d.iterdir() if f.name.endswith(".log"))


def produce(cluster: Cluster, topic: str) -> None:
    producer = KafkaProducer(bootstrap_servers=cluster.bootstrap_servers, acks="all")
    for i in range(200):
        producer.send(topic, value=f"value-{i}".encode() * 10, partition=i % 2)
    producer.flush(30)
    producer.close()


@pytest.fixture(scope="module")
def topic(cluster: Cluster) -> str:
    name = f"dirs-{uuid.uuid4().hex[:8]}"
    cluster.create_topic(name, partitions=2, replication_factor=3)
    produce(cluster, name)

    def replicated() -> bool:  # every replica of a partition holds the same batches, and none is empty
        per_partition = [{segment_bytes(n.data_dir, name, p) for n in cluster.brokers} for p in (0, 1)]
        return all(len(sizes) == 1 and 0 not in sizes for sizes in per_partition)

    cluster.wait_until("replicas equal", replicated, 30)
    return name


def test_kraftpy_log_dirs_describe(cluster: Cluster, topic: str) -> None:
    result = log_dirs(cluster, "--describe")
    assert result.returncode == 0, (result.stdout, result.stderr)
    lines = result.stdout.splitlines()
    ids = [n.node_id for n in cluster.brokers]
    assert lines[0] == "Querying brokers for log directories information"
    assert lines[1] == f"Received log directory information from brokers {','.join(map(str, sorted(ids)))}"
    doc = json.loads(lines[2])
    assert doc["version"] == 1
    assert [b["broker"] for b in doc["brokers"]] == sorted(ids)
    for b in doc["brokers"]:
        node = cluster.nodes[b["broker"]]
        [d] = b["logDirs"]
        assert d["logDir"] == str(node.data_dir.resolve())
        assert d["error"] is None
        mine = {p["partition"]: p for p in d["partitions"] if p["partition"].startswith(topic + "-")}
        assert set(mine) == {f"{topic}-0", f"{topic}-1"}
        for p in (0, 1):
            entry = mine[f"{topic}-{p}"]
            assert entry["size"] == segment_bytes(node.data_dir, topic, p) > 0
            assert entry["offsetLag"] == 0 and entry["isFuture"] is False
        assert not any(p["partition"].startswith("__cluster_metadata") for p in d["partitions"])

    narrowed = log_dirs(cluster, "--describe", "--broker-list", str(ids[0]), "--topic-list", topic)
    assert narrowed.returncode == 0, narrowed.stderr
    doc = json.loads(narrowed.stdout.splitlines()[2])
    assert [b["broker"] for b in doc["brokers"]] == [ids[0]]
    assert sorted(p["partition"] for p in doc["brokers"][0]["logDirs"][0]["partitions"]) == [f"{topic}-0", f"{topic}-1"]

    refused = log_dirs(cluster, "--describe", "--broker-list", "99")
    assert refused.returncode == 1
    assert refused.stderr.strip() == (
        "ERROR: The given brokers do not exist from --broker-list: 99. Current existent brokers: "
        + ",".join(map(str, sorted(ids)))
    )


def test_kafka_python_describe_log_dirs(cluster: Cluster, topic: str) -> None:
    admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers, request_timeout_ms=15000)
    try:
        answers: list[dict[str, Any]] = admin.describe_log_dirs()
        named = admin.describe_log_dirs(topic_partitions={topic: [1]})
    finally:
        admin.close()
    assert sorted(a["broker"] for a in answers) == sorted(n.node_id for n in cluster.brokers)
    for a in answers:
        node = cluster.nodes[a["broker"]]
        [d] = a["log_dirs"]
        assert d["error_code"] == 0
        assert d["log_dir"] == str(node.data_dir.resolve())
        assert d["total_bytes"] > 0 and 0 < d["usable_bytes"] <= d["total_bytes"]
        sizes = {
            p["partition_index"]: p["partition_size"]
            for t in d["topics"]
            if t["name"] == topic
            for p in t["partitions"]
        }
        assert sizes == {p: segment_bytes(node.data_dir, topic, p) for p in (0, 1)}
    for a in named:
        [d] = a["log_dirs"]
        assert [(t["name"], [p["partition_index"] for p in t["partitions"]]) for t in d["topics"]] == [(topic, [1])]
