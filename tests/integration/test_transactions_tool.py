"""`kraftpy transactions` against real node processes (3 combined nodes on 127.0.0.1) and a confluent-kafka
transactional producer that leaves a transaction open: `list` and `describe` show it Ongoing with its partition,
`describe-producers` shows the producer's open transaction starting at offset 0, `find-hanging` finds nothing hanging
(the coordinator knows the transaction), and `abort --start-offset 0` writes the ABORT marker that ends the open
transaction on the partition (describe-producers then shows none, and a read_committed consumer sees none of the
records)."""

from __future__ import annotations

import subprocess
import sys
import time
import uuid
from collections.abc import Iterator

import pytest
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import Producer as CkProducer

from .cluster import REPO, Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "num.partitions": "1",
        "transaction.state.log.num.partitions": "3",
        "offsets.topic.num.partitions": "3",
        "group.initial.rebalance.delay.ms": "0",
    }
    with Cluster(tmp_path_factory.mktemp("txn-tool"), controllers=3, combined=True, overrides=overrides) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


def tool(cluster: Cluster, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "transactions", "--bootstrap-server", cluster.bootstrap_servers, *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )


def table(text: str) -> list[dict[str, str]]:
    """The tool's table as dicts by column (cells are tab-terminated and space-padded)."""
    lines = [line.split("\t")[:-1] for line in text.splitlines()]
    header = [h.strip() for h in lines[0]]
    return [dict(zip(header, (c.strip() for c in row), strict=True)) for row in lines[1:]]


def ok(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 0, (result.stdout, result.stderr)
    return result.stdout


def test_an_open_transaction_listed_described_and_aborted_by_start_offset(cluster: Cluster) -> None:
    topic = f"hang-{uuid.uuid4().hex[:8]}"
    tid = f"tool-{uuid.uuid4().hex[:8]}"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    producer = CkProducer(
        {"bootstrap.servers": cluster.bootstrap_servers, "transactional.id": tid, "transaction.timeout.ms": 120_000}
    )
    producer.init_transactions(60)
    producer.begin_transaction()
    for i in range(3):
        producer.produce(topic, value=f"v{i}".encode(), partition=0)
    assert producer.flush(30) == 0

    listed = [r for r in table(ok(tool(cluster, "list"))) if r["TransactionalId"] == tid]
    assert len(listed) == 1 and listed[0]["TransactionState"] == "Ongoing", listed
    producer_id = listed[0]["ProducerId"]
    assert int(listed[0]["Coordinator"]) in {n.node_id for n in cluster.brokers}

    (described,) = table(ok(tool(cluster, "describe", "--transactional-id", tid)))
    assert described["TransactionState"] == "Ongoing" and described["ProducerId"] == producer_id
    assert described["TopicPartitions"] == f"{topic}-0"
    assert described["TransactionTimeoutMs"] == "120000"
    assert int(described["TransactionDurationMs"]) >= 0

    producers = table(ok(tool(cluster, "describe-producers", "--topic", topic, "--partition", "0")))
    mine = [p for p in producers if p["ProducerId"] == producer_id]
    assert len(mine) == 1 and mine[0]["CurrentTransactionStartOffset"] == "0", producers
    assert mine[0]["LastSequence"] == "2"

    # open for more than 0 minutes, but the coordinator has it ongoing on this partition: not hanging
    out = ok(tool(cluster, "find-hanging", "--topic", topic, "--max-transaction-timeout", "0"))
    assert out == "No hanging transactions found.\n"

    missing = tool(cluster, "abort", "--topic", topic, "--partition", "0", "--start-offset", "1")
    assert missing.returncode == 1
    assert missing.stderr == f"Could not find any open transactions starting at offset 1 on partition {topic}-0\n"

    assert ok(tool(cluster, "abort", "--topic", topic, "--partition", "0", "--start-offset", "0")) == ""
    producers = table(ok(tool(cluster, "describe-producers", "--topic", topic, "--partition", "0")))
    mine = [p for p in producers if p["ProducerId"] == producer_id]
    assert len(mine) == 1 and mine[0]["CurrentTransactionStartOffset"] == "None", producers

    # the partition's last stable offset moved past the marker: read_committed reaches the end with no record
    consumer = CkConsumer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "group.id": f"reader-{uuid.uuid4().hex[:8]}",
            "auto.offset.reset": "earliest",
            "isolation.level": "read_committed",
            "enable.partition.eof": True,
        }
    )
    consumer.subscribe([topic])
    seen: list[bytes] = []
    deadline = time.monotonic() + 30
    eof = False
    while not eof and time.monotonic() < deadline:
        msg = consumer.poll(0.5)
        if msg is None:
            continue
        if msg.error() is not None:
            eof = msg.error().code() == -191  # _PARTITION_EOF
            continue
        seen.append(msg.value())
    consumer.close()
    assert eof and seen == []

    producer.abort_transaction(30)


def test_bad_input_is_one_line(cluster: Cluster) -> None:
    result = tool(cluster, "describe", "--transactional-id", f"never-{uuid.uuid4().hex[:8]}")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith("Failed to describe transaction state of transactional-id `never-")
    assert "TRANSACTIONAL_ID_NOT_FOUND" in result.stderr and result.stderr.count("\n") == 1
    result = tool(cluster, "describe-producers", "--topic", "no-such-topic", "--partition", "0")
    assert result.returncode == 1
    assert result.stderr.startswith("Failed to describe producers for partition no-such-topic-0 on leader: ")
    assert "UNKNOWN_TOPIC_OR_PARTITION" in result.stderr and result.stderr.count("\n") == 1
