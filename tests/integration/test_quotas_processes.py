"""Client quotas against a real node process with real clients: quotas set and described with `kraftpy configs`,
a confluent-kafka producer and consumer held to their byte rates (and told so in throttle times) while clients
without a quota keep going, and a burst of CreateTopics beyond a controller mutation quota.

One combined node (controller + broker). Quotas of 300 KB/s keep the runs short, and so do quota windows of 1 s
with `quota.window.num=2`: Kafka's rate is the sum of the windows over the time they span, so a client that writes
as fast as it can is let through in bursts, one as each window expires (and, new, gets a window's worth at once).
With 2 windows the bursts come every 2 s, and a client measured over 10 s from its second second on (5 periods)
averages its quota; with the default 11 windows the same holds over spans of 11 s, a run twice as long. Requests
are kept small (16 KB batches and fetches) so that the one request by which a client may exceed its quota in each
period is small beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import io
import logging
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import KafkaError
from confluent_kafka import Producer as CkProducer
from confluent_kafka import TopicPartition as CkTopicPartition
from confluent_kafka.admin import AdminClient as CkAdmin
from confluent_kafka.admin import NewTopic as CkNewTopic
from kafka.admin import KafkaAdminClient

from kraftpy.admin.client import AdminClient, CreateTopicResult, NewTopic
from kraftpy.tools import configs as configs_command

from .cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]

QUOTA = 300_000  # bytes a second
SKIP = 1.0  # seconds from a client's first byte before it is measured
MEASURE = 10.0  # seconds measured: a whole number of quota.window.num windows (see the module text)
VALUE = b"q" * 4_000
TOPIC = "quota-data"


def configs_tool(cluster: Cluster, *args: str, controllers: bool = False) -> tuple[int, str, str]:
    """`kraftpy configs --bootstrap-server <cluster> ARGS` (`controllers`: --bootstrap-controller), run in this
    process: (exit code, stdout, stderr)."""
    parser = argparse.ArgumentParser(prog="kraftpy")
    configs_command.register(parser.add_subparsers(dest="command"))
    where = ["--bootstrap-controller", cluster.bootstrap_controllers] if controllers else [
        "--bootstrap-server", cluster.bootstrap_servers]  # fmt: skip
    parsed = parser.parse_args(["configs", *where, *args])
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(configs_command.run(parsed, out, err))
    return code, out.getvalue(), err.getvalue()


def configs(cluster: Cluster, *args: str) -> str:
    code, out, err = configs_tool(cluster, *args)
    assert code == 0, err
    return out


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    c = Cluster(
        Path(tmp_path_factory.mktemp("quotas")), controllers=1, combined=True, overrides={"quota.window.num": "2"}
    )
    with c:
        c.start_all()
        c.wait_for_brokers()
        c.create_topic(TOPIC, partitions=1, replication_factor=1)
        yield c


def test_configs_tool_sets_and_describes_client_quotas(cluster: Cluster) -> None:
    out = configs(
        cluster,
        "--alter",
        "--entity-type",
        "clients",
        "--entity-name",
        "slow-producer",
        "--add-config",
        f"producer_byte_rate={QUOTA},request_percentage=200",
    )
    assert out == "Completed updating config for client slow-producer.\n"
    configs(cluster, "--alter", "--entity-type", "clients", "--entity-name", "slow-producer",
            "--delete-config", "request_percentage")  # fmt: skip
    out = configs(
        cluster, "--alter", "--entity-type", "clients", "--entity-name", "slow-consumer",
        "--add-config", f"consumer_byte_rate={QUOTA}",
    )  # fmt: skip
    out = configs(cluster, "--alter", "--entity-type", "users", "--entity-default",
                  "--add-config", "consumer_byte_rate=900000000")  # fmt: skip
    assert out == "Completed updating default config for users in the cluster.\n"
    out = configs(
        cluster, "--alter", "--entity-type", "users", "--entity-name", "alice", "--entity-type", "clients",
        "--entity-name", "c1", "--add-config", "producer_byte_rate=1024",
    )  # fmt: skip
    assert out == "Completed updating config for entity: user-principal 'alice', client-id 'c1'.\n"
    out = configs(cluster, "--alter", "--entity-type", "ips", "--entity-name", "10.1.2.3",
                  "--add-config", "connection_creation_rate=5")  # fmt: skip
    assert out == "Completed updating config for ip 10.1.2.3.\n"

    def described() -> str:
        return configs(cluster, "--describe", "--entity-type", "clients")

    text = cluster.wait_until("the quotas on the broker", lambda: (t := described()) and "slow-consumer" in t and t)
    assert text == (
        f"Quota configs for client-id 'slow-consumer' are consumer_byte_rate={float(QUOTA)}\n"
        f"Quota configs for client-id 'slow-producer' are producer_byte_rate={float(QUOTA)}\n"
    )
    assert configs(cluster, "--describe", "--entity-type", "users", "--entity-default") == (
        "Quota configs for the default user-principal are consumer_byte_rate=900000000.0\n"
    )
    assert configs(cluster, "--describe", "--entity-type", "ips") == (
        "Quota configs for ip '10.1.2.3' are connection_creation_rate=5.0\n"
    )
    # the controllers answer too (from their committed image)
    assert configs_tool(cluster, "--describe", "--entity-type", "ips", controllers=True) == (
        0,
        "Quota configs for ip '10.1.2.3' are connection_creation_rate=5.0\n",
        "",
    )
    # a quota of the default user would come before those of client ids (Kafka's precedence): removed again
    out = configs(cluster, "--alter", "--entity-type", "users", "--entity-default",
                  "--delete-config", "consumer_byte_rate")  # fmt: skip
    assert out == "Completed updating default config for users in the cluster.\n"
    cluster.wait_until(
        "the default user's quota gone",
        lambda: configs(cluster, "--describe", "--entity-type", "users", "--entity-default") == "" or None,
    )
    # topics and brokers are as they were
    out = configs(cluster, "--alter", "--entity-type", "topics", "--entity-name", TOPIC,
                  "--add-config", "retention.ms=86400000")  # fmt: skip
    assert out == f"Completed updating config for topic {TOPIC}.\n"
    # bad input: Kafka's error, one line, exit 1
    code, _out, err = configs_tool(cluster, "--alter", "--entity-type", "clients", "--entity-name", "x",
                                   "--add-config", "producer_byte_rate=-5")  # fmt: skip
    assert code == 1 and err.count("\n") == 1 and "must be a number above 0" in err, err


def measured_rate(history: list[tuple[float, int]]) -> float:
    """Bytes a second between SKIP and SKIP + MEASURE seconds after the first byte (`history`: (seconds since the
    first byte, bytes so far), in order)."""
    times = [t for t, _ in history]
    lo = history[max(0, bisect.bisect_right(times, SKIP) - 1)][1]
    hi = history[bisect.bisect_right(times, SKIP + MEASURE) - 1][1]
    assert times[-1] >= SKIP + MEASURE, "the client stopped early"
    return (hi - lo) / MEASURE


class ProducerRun(threading.Thread):
    """A confluent-kafka producer writing as fast as it can (until `stop`, or `limit` bytes acknowledged)."""

    def __init__(self, cluster: Cluster, client_id: str, limit: int | None = None) -> None:
        super().__init__(daemon=True)
        self.limit = limit
        self.throttles: list[int] = []
        self.acked = 0
        self.first: float | None = None
        self.history: list[tuple[float, int]] = []  # (time, bytes acknowledged)
        self.stop = threading.Event()
        self.errors: list[str] = []
        self.producer = CkProducer(
            {
                "bootstrap.servers": cluster.bootstrap_servers,
                "client.id": client_id,
                "acks": "1",
                "linger.ms": 5,
                "batch.size": 16384,
                "queue.buffering.max.kbytes": 1024,
                "throttle_cb": lambda e: self.throttles.append(int(e.throttle_time * 1000)),
            }
        )

    def _delivered(self, err: KafkaError | None, msg: object) -> None:
        if err is not None:
            self.errors.append(str(err))
            return
        now = time.monotonic()
        if self.first is None:
            self.first = now
        self.acked += len(VALUE)
        self.history.append((now - self.first, self.acked))

    def run(self) -> None:
        p = self.producer
        while not self.stop.is_set():
            if self.limit is None and self.first is not None and time.monotonic() - self.first >= SKIP + MEASURE + 0.5:
                break
            if self.limit is not None and self.acked >= self.limit:
                break
            try:
                p.produce(TOPIC, VALUE, on_delivery=self._delivered)
            except BufferError:
                p.poll(0.01)
                continue
            p.poll(0)
        p.flush(30)


def test_producer_byte_rate_holds_a_producer_to_its_quota(cluster: Cluster) -> None:
    cluster.wait_until(
        "the quota on the broker",
        lambda: "slow-producer" in configs(cluster, "--describe", "--entity-type", "clients") or None,
    )
    slow = ProducerRun(cluster, "slow-producer")
    slow.start()
    time.sleep(3.0)
    # meanwhile a producer without a quota writes 6 MB at its own pace
    fast = ProducerRun(cluster, "fast-producer", limit=6_000_000)
    started = time.monotonic()
    fast.start()
    fast.join(60)
    fast_rate = fast.acked / (time.monotonic() - started)
    slow.join(60)
    assert not slow.errors and not fast.errors
    rate = measured_rate(slow.history)
    print(
        f"quota producer: {rate / 1000:.0f} KB/s (quota {QUOTA / 1000:.0f}), unthrottled: {fast_rate / 1000:.0f} KB/s"
    )
    assert abs(rate - QUOTA) <= 0.1 * QUOTA, rate
    assert slow.throttles and max(slow.throttles) > 0
    assert not fast.throttles
    assert fast_rate > 3 * QUOTA


def _consume(cluster: Cluster, client_id: str, limit: int | None = None) -> tuple[list[tuple[float, int]], list[int]]:
    """Read the topic from its start (until SKIP + MEASURE + 0.5 s after the first byte, or `limit` bytes): the
    (seconds since the first byte, bytes so far) of each record, and the throttle times the client was told."""
    throttles: list[int] = []
    c = CkConsumer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "group.id": f"g-{client_id}",
            "client.id": client_id,
            "enable.auto.commit": False,
            "max.partition.fetch.bytes": 16384,
            "throttle_cb": lambda e: throttles.append(int(e.throttle_time * 1000)),
        }
    )
    c.assign([CkTopicPartition(TOPIC, 0, 0)])
    got = 0
    first: float | None = None
    history: list[tuple[float, int]] = []
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            msg = c.poll(0.2)
            now = time.monotonic()
            if first is not None and limit is None and now - first >= SKIP + MEASURE + 0.5:
                break
            if msg is None:
                continue
            assert msg.error() is None, msg.error()
            if first is None:
                first = now
            got += len(msg.value() or b"")
            history.append((now - first, got))
            if limit is not None and got >= limit:
                break
    finally:
        c.close()
    return history, throttles


def test_consumer_byte_rate_holds_a_consumer_to_its_quota(cluster: Cluster) -> None:
    # the producer test left some 9 MB in the topic
    history, throttles = _consume(cluster, "slow-consumer")
    rate = measured_rate(history)
    fast_history, fast_throttles = _consume(cluster, "fast-consumer", limit=6_000_000)
    fast_got = fast_history[-1][1]
    fast_rate = fast_got / max(fast_history[-1][0], 0.001)
    print(
        f"quota consumer: {rate / 1000:.0f} KB/s (quota {QUOTA / 1000:.0f}), unthrottled: {fast_rate / 1000:.0f} KB/s"
    )
    assert abs(rate - QUOTA) <= 0.1 * QUOTA, rate
    assert throttles and max(throttles) > 0
    assert fast_got >= 6_000_000 and not fast_throttles
    assert fast_rate > 3 * QUOTA


def test_controller_mutation_quota_refuses_a_burst_of_create_topics(
    cluster: Cluster, caplog: pytest.LogCaptureFixture
) -> None:
    configs(cluster, "--alter", "--entity-type", "clients", "--entity-name", "topic-maker",
            "--add-config", "controller_mutation_rate=5")  # fmt: skip
    cluster.wait_until(
        "the quota on the broker",
        lambda: "topic-maker" in configs(cluster, "--describe", "--entity-type", "clients") or None,
    )
    throttles: list[int] = []

    def admin_client() -> CkAdmin:
        return CkAdmin(
            {
                "bootstrap.servers": cluster.bootstrap_servers,
                "client.id": "topic-maker",
                "throttle_cb": lambda e: throttles.append(int(e.throttle_time * 1000)),
            }
        )

    # 5 partitions a second: a burst of 10 (quota.window.num 2). librdkafka's CreateTopics (v4, before KIP-599's
    # v6) is served and throttled: 30 partitions leave the client 20 tokens short, 4 s
    admin = admin_client()
    first = admin.create_topics([CkNewTopic(f"burst-{i}", 10, 1) for i in range(3)], operation_timeout=10)
    for f in first.values():
        f.result(timeout=30)
    admin.poll(0.5)
    assert throttles and max(throttles) >= 3000, throttles
    # meanwhile kafka-python (CreateTopics v6+, another connection, the same client id) is refused: each topic
    # THROTTLING_QUOTA_EXCEEDED, with the throttle time
    kp = KafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers, client_id="topic-maker")
    try:
        with caplog.at_level(logging.WARNING, logger="kafka"):
            answer = kp.create_topics(
                {"burst-more": {"num_partitions": 1, "replication_factor": 1}}, raise_errors=False
            )
    finally:
        kp.close()
    assert [(t["name"], t["error_code"]) for t in answer["topics"]] == [("burst-more", 89)], answer
    told = [
        int(m.group(1))
        for r in caplog.records
        if (m := re.search(r"CreateTopicsResponse throttled by broker \((\d+) ms\)", r.getMessage()))
    ]
    assert told and 0 < told[0] <= 4000, told

    # kraftpy's admin client sends a refused topic again until it is created (as Kafka's admin client does)
    async def create() -> dict[str, CreateTopicResult]:
        async with AdminClient(cluster.bootstrap_servers, client_id="topic-maker", default_api_timeout_ms=30_000) as a:
            return await a.create_topics([NewTopic("burst-retried", 1, 1)])

    started = time.monotonic()
    result = asyncio.run(create())
    waited = time.monotonic() - started
    assert result["burst-retried"].error is None
    assert 1.0 <= waited < 20, waited
