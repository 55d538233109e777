"""Consumer groups with real clients against real node processes (3 combined nodes on 127.0.0.1).

* Every client the project tests - kafka-python 3, confluent-kafka with the classic protocol and with KIP-848's
  consumer protocol (`group.protocol=consumer`, with the server's uniform and range assignors), aiokafka and
  kcat -G - subscribes to a topic of its own with a
  group, consumes part of it, commits, and stops; a new consumer of the same group resumes exactly at the committed
  offsets: together they read every record once. The committed offsets are checked through kafka-python's admin
  client (OffsetFetch) too.
* Three members join one group one after the other and leave one after the other while consuming a 6-partition
  topic and committing every record synchronously (confluent-kafka, classic with the cooperative-sticky client
  assignor, and the consumer protocol with the server's uniform assignor; kafka-python with its range assignor):
  the partitions move between them, and no record whose consumption was committed is consumed again; every record
  is consumed.
"""

from __future__ import annotations

import asyncio
import subprocess
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from aiokafka import AIOKafkaConsumer
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import KafkaException
from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer
from kafka import TopicPartition as KpTopicPartition

from kraftpy.admin.client import AdminClient
from kraftpy.admin.groups import GroupAdmin, GroupDescription

from .cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

PARTITIONS = 3
RECORDS = 60


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "num.partitions": str(PARTITIONS),
        "group.initial.rebalance.delay.ms": "0",
        "group.consumer.heartbeat.interval.ms": "500",
        "group.consumer.session.timeout.ms": "10000",
    }
    with Cluster(tmp_path_factory.mktemp("groups"), controllers=3, combined=True, overrides=overrides) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


def produce(cluster: Cluster, topic: str, n: int = RECORDS, partitions: int = PARTITIONS) -> None:
    cluster.create_topic(topic, partitions=partitions, replication_factor=3)
    p = KafkaProducer(bootstrap_servers=cluster.bootstrap_servers, acks="all")
    for i in range(n):
        p.send(topic, value=f"{topic}-{i}".encode(), partition=i % partitions)
    p.flush()
    p.close()


def committed_offsets(cluster: Cluster, group: str) -> dict[int, int]:
    admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers)
    try:
        got = admin.list_group_offsets(group)[group]
    finally:
        admin.close()
    return {tp.partition: om.offset for tp, om in got.items()}


def check_once(first: list[tuple[int, int]], second: list[tuple[int, int]], topic: str, n: int = RECORDS) -> None:
    """The two consumers together read every record exactly once."""
    seen = Counter(first) + Counter(second)
    expected = {(i % PARTITIONS, i // PARTITIONS) for i in range(n)}
    assert set(seen) == expected, f"{topic}: missing {sorted(expected - set(seen))[:10]}"
    twice = [k for k, c in seen.items() if c > 1]
    assert not twice, f"{topic}: read twice {twice[:10]}"


def describe(cluster: Cluster, group: str) -> GroupDescription:
    async def go() -> GroupDescription:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            return await GroupAdmin(admin).describe_group(group)

    return asyncio.run(go())


def moved(offsets: dict[int, int]) -> dict[int, int]:
    """The committed offsets past 0 (a client may commit 0 for an assigned partition it read nothing from)."""
    return {p: o for p, o in offsets.items() if o > 0}


def positions(consumed: list[tuple[int, int]]) -> dict[int, int]:
    out: dict[int, int] = {}
    for p, o in consumed:
        out[p] = max(out.get(p, 0), o + 1)
    return out


# ============================================================================================== each client


def test_kafka_python_commits_and_resumes(cluster: Cluster) -> None:
    topic, group = "kp-topic", "kp-group"
    produce(cluster, topic)
    first: list[tuple[int, int]] = []
    c = KafkaConsumer(
        topic,
        bootstrap_servers=cluster.bootstrap_servers,
        group_id=group,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        consumer_timeout_ms=20_000,
    )
    for m in c:
        first.append((m.partition, m.offset))
        if len(first) == 25:
            break
    c.commit()
    mine = {p: c.committed(KpTopicPartition(topic, p)) for p in range(PARTITIONS)}
    assert moved({p: o for p, o in mine.items() if o is not None}) == positions(first)
    c.close()
    assert moved(committed_offsets(cluster, group)) == positions(first)
    second: list[tuple[int, int]] = []
    c = KafkaConsumer(
        topic,
        bootstrap_servers=cluster.bootstrap_servers,
        group_id=group,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        consumer_timeout_ms=8_000,
    )
    for m in c:
        second.append((m.partition, m.offset))
        if len(first) + len(second) == RECORDS:
            break
    c.commit()
    c.close()
    check_once(first, second, topic)
    assert committed_offsets(cluster, group) == {p: RECORDS // PARTITIONS for p in range(PARTITIONS)}


@pytest.mark.parametrize("protocol", ["classic", "consumer", "consumer-range"])
def test_confluent_kafka_commits_and_resumes(cluster: Cluster, protocol: str) -> None:
    topic, group = f"ck-{protocol}-topic", f"ck-{protocol}-group"
    produce(cluster, topic)
    conf = {
        "bootstrap.servers": cluster.bootstrap_servers,
        "group.id": group,
        "enable.auto.commit": False,
        "auto.offset.reset": "earliest",
        "group.protocol": protocol.split("-")[0],
    }
    if protocol == "consumer-range":
        conf["group.remote.assignor"] = "range"  # the server-side assignor (default: uniform)

    def consume(limit: int, seconds: float) -> list[tuple[int, int]]:
        c = CkConsumer(conf)
        c.subscribe([topic])
        got: list[tuple[int, int]] = []
        deadline = time.monotonic() + seconds
        while len(got) < limit and time.monotonic() < deadline:
            m = c.poll(0.5)
            if m is None or m.error():
                continue
            got.append((m.partition(), m.offset()))
        if got:
            c.commit(asynchronous=False)
        if protocol != "classic":
            described = describe(cluster, group)
            assert described.type == "consumer" and described.state == "Stable"
            assert described.assignor == ("range" if protocol == "consumer-range" else "uniform")
            assert sorted(tp.partition for m in described.members for tp in m.assignment) == list(range(PARTITIONS))
        c.close()
        return got

    first = consume(25, 60)
    assert len(first) == 25
    assert moved(committed_offsets(cluster, group)) == positions(first)
    second = consume(RECORDS - 25, 30)
    check_once(first, second, topic)


def test_aiokafka_commits_and_resumes(cluster: Cluster) -> None:
    topic, group = "aio-topic", "aio-group"
    produce(cluster, topic)

    async def consume(limit: int, seconds: float) -> list[tuple[int, int]]:
        c = AIOKafkaConsumer(
            topic,
            bootstrap_servers=cluster.bootstrap_servers,
            group_id=group,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
        )
        await c.start()
        got: list[tuple[int, int]] = []
        deadline = time.monotonic() + seconds
        try:
            while len(got) < limit and time.monotonic() < deadline:
                batch = await c.getmany(timeout_ms=500, max_records=limit - len(got))
                for msgs in batch.values():
                    got.extend((m.partition, m.offset) for m in msgs)
            await c.commit()
        finally:
            await c.stop()
        return got

    first = asyncio.run(consume(25, 60))
    assert len(first) == 25
    assert moved(committed_offsets(cluster, group)) == positions(first)
    second = asyncio.run(consume(RECORDS - 25, 30))
    check_once(first, second, topic)


def test_kcat_balanced_consumer_resumes(cluster: Cluster) -> None:
    topic, group = "kcat-topic", "kcat-group"
    produce(cluster, topic)

    def kcat(count: int) -> list[tuple[int, int]]:
        out = subprocess.run(
            [
                "kcat",
                "-b",
                cluster.bootstrap_servers,
                "-G",
                group,
                topic,
                "-c",
                str(count),
                "-q",
                "-f",
                "%p:%o\\n",
                "-X",
                "auto.offset.reset=earliest",
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert out.returncode == 0, out.stderr
        return [(int(p), int(o)) for p, o in (line.split(":") for line in out.stdout.split())]

    first = kcat(25)
    assert len(first) == 25
    assert moved(committed_offsets(cluster, group)) == positions(first)
    second = kcat(RECORDS - 25)
    check_once(first, second, topic)


# =================================================================================== members come and go


@dataclass
class Member:
    """A consumer in its own thread: consumes and commits every record synchronously until told to stop."""

    name: str
    # partition, offset, whether its commit succeeded, when it was consumed
    consumed: list[tuple[int, int, bool, float]] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)
    thread: threading.Thread | None = None
    error: BaseException | None = None


def run_confluent(member: Member, conf: dict[str, object], topic: str) -> None:
    c = CkConsumer(conf)
    c.subscribe([topic])
    try:
        while not member.stop.is_set():
            m = c.poll(0.2)
            if m is None or m.error():
                continue
            at = time.monotonic()
            ok = True
            try:
                c.commit(message=m, asynchronous=False)
            except KafkaException:
                ok = False
            member.consumed.append((m.partition(), m.offset(), ok, at))
            time.sleep(0.02)
    except BaseException as e:  # reported by the test
        member.error = e
    finally:
        c.close()


def run_kafka_python(member: Member, bootstrap: str, group: str, topic: str) -> None:
    from kafka.errors import CommitFailedError, KafkaError
    from kafka.structs import OffsetAndMetadata

    # metadata_max_age_ms: kafka-python's leader assigns from its own metadata, which may lack a topic created a
    # moment ago (its range assignor then assigns nothing); a refresh that finds the topic makes it rejoin
    c = KafkaConsumer(
        topic,
        bootstrap_servers=bootstrap,
        group_id=group,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        session_timeout_ms=10_000,
        heartbeat_interval_ms=500,
        metadata_max_age_ms=2_000,
    )
    try:
        while not member.stop.is_set():
            batch = c.poll(timeout_ms=200, max_records=1)
            for tp, msgs in batch.items():
                for m in msgs:
                    at = time.monotonic()
                    ok = True
                    try:
                        c.commit({tp: OffsetAndMetadata(m.offset + 1, "", -1)})
                    except (CommitFailedError, KafkaError):
                        ok = False
                    member.consumed.append((m.partition, m.offset, ok, at))
            time.sleep(0.02)
    except BaseException as e:
        member.error = e
    finally:
        c.close()


@pytest.mark.parametrize("client", ["confluent-cooperative", "confluent-consumer-protocol", "kafka-python"])
def test_three_members_join_and_leave_nothing_consumed_twice_after_a_commit(cluster: Cluster, client: str) -> None:
    topic, group = f"churn-{client}", f"churn-{client}"
    total = 600
    produce(cluster, topic, total, partitions=6)
    conf: dict[str, object] = {
        "bootstrap.servers": cluster.bootstrap_servers,
        "group.id": group,
        "enable.auto.commit": False,
        "auto.offset.reset": "earliest",
    }
    if client == "confluent-consumer-protocol":
        conf["group.protocol"] = "consumer"
    else:
        conf.update(
            {
                "partition.assignment.strategy": "cooperative-sticky",
                "session.timeout.ms": 10_000,
                "heartbeat.interval.ms": 500,
            }
        )
    members = [Member(f"m{i}") for i in range(3)]

    def start(m: Member) -> None:
        if client == "kafka-python":
            target = lambda: run_kafka_python(m, cluster.bootstrap_servers, group, topic)  # noqa: E731
        else:
            target = lambda: run_confluent(m, conf, topic)  # noqa: E731
        m.thread = threading.Thread(target=target, name=m.name, daemon=True)
        m.thread.start()

    def leave(m: Member) -> None:
        m.stop.set()
        assert m.thread is not None
        m.thread.join(60)
        assert not m.thread.is_alive(), f"{m.name} did not stop"

    def consumed() -> int:
        return len({(p, o) for m in members for p, o, _ok, _at in list(m.consumed)})

    def wait_progress(n: int, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while consumed() < n and time.monotonic() < deadline:
            time.sleep(0.1)
        assert consumed() >= n, f"stuck at {consumed()} of {n} records"

    start(members[0])
    wait_progress(60)
    start(members[1])
    wait_progress(160)
    start(members[2])
    wait_progress(280)
    leave(members[0])
    wait_progress(400)
    leave(members[1])
    wait_progress(total, 120)
    leave(members[2])
    for m in members:
        assert m.error is None, f"{m.name}: {m.error!r}"
    assert sum(1 for m in members if m.consumed) == 3, "every member consumed something"
    # a record consumed again after a consumption of it was committed
    seen: Counter[tuple[int, int]] = Counter()
    committed_before: set[tuple[int, int]] = set()
    events = sorted((p, o, at, ok) for m in members for p, o, ok, at in m.consumed)
    for p, o, _at, ok in events:
        key = (p, o)
        if key in committed_before:
            pytest.fail(f"{client}: record {key} consumed again after its commit")
        seen[key] += 1
        if ok:
            committed_before.add(key)
    expected = {(p, o) for p in range(6) for o in range(total // 6)}
    assert set(seen) == expected
    assert committed_offsets(cluster, group) == {p: total // 6 for p in range(6)}
