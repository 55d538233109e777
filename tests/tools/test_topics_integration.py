"""`kraftpy topics` against real node processes: create, list, describe (with the ELR columns), alter partitions and
delete; then, after two brokers stop, the ELR the KIP-966 rules predict, shown alike by `kraftpy topics --describe`
and by kafka-python 3's `describe_topic_partitions()` (DescribeTopicPartitions on the wire)."""

from __future__ import annotations

import argparse
import asyncio
import io
from pathlib import Path

import pytest
from kafka.admin import KafkaAdminClient

from kraftpy.admin.client import AdminClient
from kraftpy.tools import topics
from tests.integration.cluster import Cluster

pytestmark = pytest.mark.timeout(120)


def kraftpy_topics(bootstrap: str, *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="kraftpy")
    topics.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["topics", "--bootstrap-server", bootstrap, *argv])
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(topics.run(args, out, err))
    return code, out.getvalue(), err.getvalue()


def partition_rows(text: str) -> dict[int, dict[str, str]]:
    """The partition lines of --describe output, cell name -> value, by partition."""
    rows = {}
    for line in text.splitlines():
        if not line.startswith("\tTopic: "):
            continue
        cells = line[1:].split("\t")
        row = dict(cell.split(": ", 1) if ": " in cell else (cell.rstrip(":"), "") for cell in cells)
        rows[int(row["Partition"])] = row
    return rows


def unfenced_brokers(bootstrap: str) -> int:
    async def ask() -> int:
        async with AdminClient(bootstrap, default_api_timeout_ms=3000, request_timeout_ms=2000) as admin:
            return sum(1 for n in (await admin.describe_cluster()).nodes if not n.is_fenced)

    return asyncio.run(ask())


def test_topics_tool_and_kafka_python_on_a_real_cluster(tmp_path: Path) -> None:
    # node 1 is broker + controller (the whole quorum), nodes 2 and 3 are brokers that can stop
    # short broker sessions: stopped brokers leave the Metadata broker list (kafka-python connects to what it
    # lists) within about 2 s
    fast = {"broker.heartbeat.interval.ms": "500", "broker.session.timeout.ms": "2000"}
    with Cluster(tmp_path, controllers=1, brokers=2, combined=True, overrides=fast) as cluster:
        cluster.start_all()
        bootstrap = cluster.nodes[1].broker_address
        cluster.wait_until("three unfenced brokers", lambda: unfenced_brokers(bootstrap) == 3)

        code, out, err = kraftpy_topics(
            bootstrap, "--create", "--topic", "orders", "--partitions", "2", "--replication-factor", "3",
            "--config", "min.insync.replicas=2",
        )  # fmt: skip
        assert (code, out, err) == (0, "Created topic orders.\n", "")
        # placed on node 1, which stays up
        assert kraftpy_topics(bootstrap, "--create", "--topic", "audit", "--replica-assignment", "1") == (
            0,
            "Created topic audit.\n",
            "",
        )
        code, out, _ = kraftpy_topics(bootstrap, "--create", "--topic", "orders")
        assert (code, out) == (1, "Error while executing topic command : Topic 'orders' already exists.\n")
        assert kraftpy_topics(bootstrap, "--list") == (0, "audit\norders\n", "")

        code, out, _ = kraftpy_topics(bootstrap, "--describe", "--topic", "orders")
        assert code == 0
        head = out.splitlines()[0].split("\t")
        assert head[0] == "Topic: orders" and head[1].startswith("TopicId: ")
        assert head[2:4] == ["PartitionCount: 2", "ReplicationFactor: 3"]
        assert "min.insync.replicas=2" in head[4]
        rows = partition_rows(out)
        assert sorted(rows) == [0, 1]
        for row in rows.values():
            assert sorted(row["Isr"].split(",")) == ["1", "2", "3"]
            assert row["Leader"] == row["Replicas"].split(",")[0]
            assert (row["Elr"], row["LastKnownElr"], row["LastKnownLeader"]) == ("", "", "")

        assert kraftpy_topics(bootstrap, "--alter", "--topic", "orders", "--partitions", "3") == (0, "", "")
        code, out, _ = kraftpy_topics(bootstrap, "--describe", "--topic", "orders")
        assert "\tPartitionCount: 3\t" in out and sorted(partition_rows(out)) == [0, 1, 2]

        # Broker 3 stops: ISR 2 of 3 still meets min ISR 2, no ELR. Broker 2 stops: ISR [1] is below min ISR,
        # so 2 (the member just removed) becomes eligible (ELR); 3 is not, it left while the ISR was large enough.
        cluster.stop(3)
        cluster.stop(2)

        def settled() -> str | None:
            code, out, _ = kraftpy_topics(bootstrap, "--describe", "--topic", "orders")
            rows = partition_rows(out)
            return out if code == 0 and rows and all(r["Isr"] == "1" for r in rows.values()) else None

        out = cluster.wait_until("ISR [1] everywhere", settled)
        rows = partition_rows(out)
        for row in rows.values():
            assert (row["Leader"], row["Isr"], row["Elr"], row["LastKnownElr"]) == ("1", "1", "2", "")
        code, under, _ = kraftpy_topics(bootstrap, "--describe", "--under-min-isr-partitions")
        assert sorted(partition_rows(under)) == [0, 1, 2]
        assert all(line.startswith("\tTopic: orders\t") for line in under.splitlines())

        cluster.wait_until("brokers 2 and 3 fenced", lambda: unfenced_brokers(bootstrap) == 1)
        admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=10000)
        try:
            answer = admin.describe_topic_partitions(["orders"])
        finally:
            admin.close()
        (topic,) = answer["topics"]
        assert topic["error_code"] == 0 and topic["name"] == "orders"
        theirs = {
            p["partition_index"]: (
                str(p["leader_id"]),
                ",".join(map(str, p["isr_nodes"])),
                ",".join(map(str, p["eligible_leader_replicas"] or [])),
                ",".join(map(str, p["last_known_elr"] or [])),
                ",".join(map(str, p["replica_nodes"])),
            )
            for p in topic["partitions"]
        }
        ours = {i: (r["Leader"], r["Isr"], r["Elr"], r["LastKnownElr"], r["Replicas"]) for i, r in rows.items()}
        assert theirs == ours

        assert kraftpy_topics(bootstrap, "--delete", "--topic", "orders|audit") == (0, "", "")
        # Kafka prints an empty line when there are no topics
        cluster.wait_until("no topics", lambda: kraftpy_topics(bootstrap, "--list") == (0, "\n", ""))
