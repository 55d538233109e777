"""Log compaction on real node processes (issue 30): three combined nodes, each running its log cleaner.

* A topic of 1,000 keys updated 100,000 times (1,000,000 under ``-m soak``) shrinks on every replica to at most
  one record per key below the active segment; confluent-kafka, kafka-python and kcat read it from the start and
  get every key's latest value, at offsets with gaps; `kraftpy dump-log` prints a cleaned segment.
* Followers converge: replicas clean on their own, a leader is killed (kill -9) in the middle and comes back, and a
  replica added by a reassignment replicates from the compacted section; every replica ends with the same log end
  and the latest value of every key at the offset its producer was told.
* A group committing offsets over and over keeps ``__consumer_offsets`` bounded (about one record per live offset
  below the active segment), and after a kill -9 of its coordinator the new one loads a number of records that
  depends on the live offsets, not on the commits ever made. ``-m soak`` also compares the load time with a cluster
  whose cleaner is off (the figures of the issue's closing note).
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from confluent_kafka import OFFSET_BEGINNING, KafkaError
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import Producer as CkProducer
from confluent_kafka import TopicPartition as CkTopicPartition
from kafka import KafkaConsumer
from kafka import TopicPartition as KpTopicPartition

from kraftpy.admin.client import AdminClient, TopicPartition
from kraftpy.admin.groups import GroupAdmin
from kraftpy.protocol.records import decode_batches

from .cluster import REPO, Cluster, ClusterNode

pytestmark = [pytest.mark.clients, pytest.mark.timeout(600)]

KEYS = 1000
OFFSETS_SEGMENT = 64 * 1024
SETTINGS = {
    "broker.session.timeout.ms": "3000",
    "broker.heartbeat.interval.ms": "500",
    "log.cleaner.backoff.ms": "500",
    "offsets.topic.num.partitions": "1",
    "offsets.topic.segment.bytes": str(OFFSETS_SEGMENT),
    "group.initial.rebalance.delay.ms": "0",
}
Record = tuple[int, bytes | None, bytes | None]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    with Cluster(tmp_path_factory.mktemp("compaction"), controllers=3, combined=True, overrides=SETTINGS) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


# ================================================================================================= helpers


def on_disk(node: ClusterNode, topic: str, partition: int = 0) -> tuple[list[Record], int]:
    """The records in a replica's segment files (read while the node runs: a file the cleaner swaps away is read
    again) and how many of them are in its active (last) segment."""
    d = node.data_dir / f"{topic}-{partition}"
    for _attempt in range(20):
        try:
            names = sorted(n for n in os.listdir(d) if n.endswith(".log"))
            out: list[Record] = []
            active = 0
            for i, name in enumerate(names):
                data = (d / name).read_bytes()
                for b in decode_batches(data, allow_partial=True):
                    for r in b.records:
                        if b.is_control:
                            continue
                        out.append(
                            (
                                r.offset,
                                None if r.key is None else bytes(r.key),
                                None if r.value is None else bytes(r.value),
                            )
                        )
                        active += i == len(names) - 1
            return out, active
        except (FileNotFoundError, ValueError):
            time.sleep(0.05)
    raise AssertionError(f"could not read {d}")


def produce_updates(cluster: Cluster, topic: str, count: int, start: int = 0) -> dict[bytes, tuple[int, bytes]]:
    """`count` updates of KEYS keys in a random order (idempotent, acks=all); returns each key's latest (offset, value)
    as acknowledged."""
    latest: dict[bytes, tuple[int, bytes]] = {}
    errors: list[str] = []

    def delivered(err: KafkaError | None, msg: object) -> None:
        if err is not None:
            errors.append(str(err))
            return
        key, value, offset = msg.key(), msg.value(), msg.offset()  # type: ignore[attr-defined]
        if key not in latest or latest[key][0] < offset:
            latest[key] = (offset, value)

    p = CkProducer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "acks": "all",
            "enable.idempotence": True,
            "linger.ms": 5,
            "compression.type": "lz4",
            "log_level": 3,
        }
    )
    rng = random.Random(start)
    for i in range(start, start + count):
        key = b"key-%04d" % rng.randrange(KEYS)  # at random: the latest records of the keys are apart
        while True:
            try:
                p.produce(topic, b"%s=%d" % (key, i), key=key, partition=0, on_delivery=delivered)
                break
            except BufferError:
                p.poll(0.01)
        if i % 1000 == 0:
            p.poll(0)
    assert p.flush(120) == 0 and not errors, errors[:3]
    return latest


def wait_compacted(cluster: Cluster, topic: str, nodes: list[int], bound: int, timeout: float = 120.0) -> None:
    """Until every replica holds at most `bound` records below its active segment."""

    def probe() -> bool:
        for n in nodes:
            records, active = on_disk(cluster.nodes[n], topic)
            if len(records) - active > bound:
                return False
        return True

    cluster.wait_until(f"{topic} compacted on {nodes}", probe, timeout, 0.5)


def check_latest(records: list[Record], latest: dict[bytes, tuple[int, bytes]], who: str) -> None:
    got = {k: (o, v) for o, k, v in records if k is not None}
    assert got == latest, f"{who}: {sum(got.get(k) != v for k, v in latest.items())} keys without their latest value"
    offsets = [o for o, _k, _v in records]
    assert offsets == sorted(set(offsets)), f"{who}: offsets out of order"


# ======================================================================================== compaction + clients


def read_confluent(cluster: Cluster, topic: str, end: int) -> list[Record]:
    c = CkConsumer({"bootstrap.servers": cluster.bootstrap_servers, "group.id": "unused", "log_level": 3})
    c.assign([CkTopicPartition(topic, 0, OFFSET_BEGINNING)])
    out: list[Record] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not out or out[-1][0] < end - 1):
        for m in c.consume(1000, 1.0):
            if m.error() is None:
                out.append((m.offset(), m.key(), m.value()))
    c.close()
    return out


def read_kafka_python(cluster: Cluster, topic: str, end: int) -> list[Record]:
    c = KafkaConsumer(bootstrap_servers=cluster.bootstrap_servers, enable_auto_commit=False)
    tp = KpTopicPartition(topic, 0)
    c.assign([tp])
    c.seek_to_beginning(tp)
    out: list[Record] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not out or out[-1][0] < end - 1):
        for msgs in c.poll(timeout_ms=1000, max_records=5000).values():
            out += [(m.offset, m.key, m.value) for m in msgs]
    c.close()
    return out


def read_kcat(cluster: Cluster, topic: str, end: int) -> list[Record]:
    proc = subprocess.run(
        [
            "kcat",
            "-C",
            "-b",
            cluster.bootstrap_servers,
            "-t",
            topic,
            "-p",
            "0",
            "-o",
            "beginning",
            "-e",
            "-q",
            "-f",
            "%o\t%k\t%s\n",
        ],
        capture_output=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out: list[Record] = []
    for line in proc.stdout.splitlines():
        offset, key, value = line.split(b"\t", 2)
        out.append((int(offset), key, value))
    return out


def updates_count() -> int:
    return 1_000_000 if os.environ.get("KRAFTPY_COMPACTION_SOAK") else 100_000


@pytest.mark.parametrize("updates", [100_000, pytest.param(1_000_000, marks=pytest.mark.soak)])
def test_a_compacted_topic_shrinks_and_every_client_reads_the_latest_values(cluster: Cluster, updates: int) -> None:
    topic = f"changelog-{updates}"
    configs = {"cleanup.policy": "compact", "segment.bytes": str(512 * 1024), "min.cleanable.dirty.ratio": "0.01"}
    parts = cluster.create_topic(topic, replication_factor=3, configs=configs)
    latest = produce_updates(cluster, topic, updates)
    assert len(latest) == KEYS
    end = max(o for o, _v in latest.values()) + 1
    replicas = list(parts[0].replicas)
    wait_compacted(cluster, topic, replicas, KEYS)
    for n in replicas:
        records, active = on_disk(cluster.nodes[n], topic)
        assert len(records) <= KEYS + active, f"node {n}: {len(records)} records, {active} in the active segment"
        check_latest(records, latest, f"node {n} on disk")
    for name, read in (("confluent-kafka", read_confluent), ("kafka-python", read_kafka_python), ("kcat", read_kcat)):
        got = read(cluster, topic, end)
        check_latest(got, latest, name)
        assert len(got) < end, f"{name}: no gaps?"
        assert len(got) <= KEYS + on_disk(cluster.nodes[replicas[0]], topic)[1] + 100, f"{name} read {len(got)}"
    # dump-log prints the cleaned segments: records at offsets with gaps between them
    segments = sorted((cluster.nodes[replicas[0]].data_dir / f"{topic}-0").glob("*.log"))[:-1]
    dump = subprocess.run(
        [sys.executable, "-m", "kraftpy", "dump-log", "--files", *map(str, segments), "--print-data-log"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert dump.returncode == 0, dump.stderr
    print(f"{topic}: {dump.stdout.count(' count: 0 ')} empty batches (kept headers) among the cleaned segments")
    offsets = [int(m) for m in re.findall(r"^\| offset: (\d+)", dump.stdout, re.M)]
    assert (
        KEYS // 2 <= len(offsets) <= KEYS and offsets == sorted(offsets) and offsets[-1] - offsets[0] + 1 > len(offsets)
    )


# ==================================================================================================== followers


def test_followers_converge_and_a_new_replica_replicates_a_compacted_section(cluster: Cluster) -> None:
    topic = "converge"
    ids = sorted(cluster.nodes)
    configs = {"cleanup.policy": "compact", "segment.bytes": str(256 * 1024), "min.cleanable.dirty.ratio": "0.01"}
    cluster.create_topic(topic, configs=configs, assignments={0: ids[:2]})
    latest = produce_updates(cluster, topic, 30_000)
    wait_compacted(cluster, topic, ids[:2], KEYS)
    leader = cluster.describe_topic(topic)[0].leader
    assert leader is not None
    cluster.kill(leader)  # a leader change in the middle: the other replica leads, the killed one comes back
    cluster.wait_for_partition(topic, 0, "a new leader", lambda p: p.leader not in (None, -1, leader), timeout=30)
    latest.update(produce_updates(cluster, topic, 20_000, start=30_000))
    cluster.start(leader)
    cluster.wait_for_partition(topic, 0, "both in the ISR", lambda p: len(p.isr) == 2, timeout=60)

    async def reassign() -> None:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            result = await admin.alter_partition_reassignments({(topic, 0): ids})
            assert all(e is None for e in result.values()), result

    asyncio.run(reassign())
    cluster.wait_for_partition(topic, 0, "three replicas in the ISR", lambda p: len(p.isr) == 3, timeout=120)
    end = max(o for o, _v in latest.values()) + 1

    def converged() -> bool:
        for n in ids:
            records, _ = on_disk(cluster.nodes[n], topic)
            if not records or records[-1][0] < end - 1:
                return False
        return True

    cluster.wait_until("every replica at the log end", converged, 60, 0.5)
    wait_compacted(cluster, topic, ids, KEYS)
    for n in ids:
        records, _active = on_disk(cluster.nodes[n], topic)
        check_latest(records, latest, f"node {n}")
        assert records[-1][0] == end - 1


# =========================================================================================== __consumer_offsets


def commit_rounds(cluster: Cluster, group: str, topic: str, partitions: int, rounds: int) -> dict[int, int]:
    """`rounds` commits of every partition's offset from outside the group (generation -1); the last offsets."""

    async def go() -> dict[int, int]:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            groups = GroupAdmin(admin)
            last: dict[int, int] = {}
            for r in range(rounds):
                offsets = {TopicPartition(topic, p): r * partitions + p for p in range(partitions)}
                result = await groups.alter_group_offsets(group, offsets)
                assert all(e is None for e in result.values()), result
                last = {tp.partition: o for tp, o in offsets.items()}
            return last

    return asyncio.run(go())


_LOADED = re.compile(r"Finished loading __consumer_offsets-0: (\d+) records, (\d+) ms")


def loads(node: ClusterNode) -> list[tuple[int, int]]:
    return [(int(r), int(ms)) for r, ms in _LOADED.findall(node.log_path.read_text(errors="replace"))]


def coordinator_failover(cluster: Cluster, group: str) -> tuple[int, int, int]:
    """kill -9 the leader of __consumer_offsets-0; (records the new coordinator loaded, ms, its node id)."""
    old = cluster.describe_topic("__consumer_offsets")[0].leader
    assert old is not None
    seen = {n: len(loads(node)) for n, node in cluster.nodes.items()}
    cluster.kill(old)
    p = cluster.wait_for_partition(
        "__consumer_offsets", 0, "a new leader", lambda p: p.leader not in (None, -1, old), timeout=30
    )
    assert p.leader is not None
    node = cluster.nodes[p.leader]
    got = cluster.wait_until("the new coordinator loaded", lambda: loads(node)[seen[p.leader] :] or None, 60, 0.2)
    cluster.start(old)
    return got[-1][0], got[-1][1], p.leader


def run_commit_soak(cluster: Cluster, tag: str, rounds: int, partitions: int = 20) -> tuple[int, int, int, int]:
    """Commit `rounds` x `partitions` offsets, let the cleaner work, fail the coordinator over; (records on disk
    below the active segment, in total, records loaded, load ms)."""
    topic = f"input-{tag}"
    cluster.create_topic(topic, partitions=partitions, replication_factor=1)
    last = commit_rounds(cluster, f"group-{tag}", topic, partitions, rounds)
    leader = cluster.describe_topic("__consumer_offsets")[0].leader
    assert leader is not None
    time.sleep(3)  # backoffs pass: the cleaner cleans what rolled
    records, active = on_disk(cluster.nodes[leader], "__consumer_offsets")
    loaded, ms, _node = coordinator_failover(cluster, f"group-{tag}")

    async def committed() -> dict[int, int]:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            got = await GroupAdmin(admin).list_group_offsets(f"group-{tag}")
        return {tp.partition: o.offset for tp, o in got.items()}

    assert asyncio.run(committed()) == last
    return len(records) - active, len(records), loaded, ms


def test_a_committing_group_keeps_consumer_offsets_bounded(cluster: Cluster) -> None:
    rounds, partitions = 1500, 20
    below_active, _total, loaded, ms = run_commit_soak(cluster, "ci", rounds, partitions)
    commits = rounds * partitions
    # below the active segment: about one record per live offset (and the group's few)
    assert below_active <= 4 * partitions, below_active
    per_segment = OFFSETS_SEGMENT // 60  # an offset commit record is ~60-100 bytes: the active segment's share
    assert loaded <= per_segment + 4 * partitions < commits / 10, (loaded, commits)
    print(f"coordinator failover after {commits} commits of {partitions} offsets: {loaded} records loaded in {ms} ms")


@pytest.mark.soak
def test_coordinator_load_time_with_and_without_compaction(tmp_path: Path) -> None:
    """The issue's figures: the same long-committing group on a cluster without the cleaner and with it."""
    rounds = int(os.environ.get("KRAFTPY_COMMIT_ROUNDS", "10000"))
    figures = {}
    for enable in ("false", "true"):
        settings = {**SETTINGS, "log.cleaner.enable": enable}
        with Cluster(tmp_path / enable, controllers=3, combined=True, overrides=settings) as c:
            c.start_all()
            c.wait_for_leader(timeout=30)
            c.wait_for_brokers(timeout=30)
            figures[enable] = run_commit_soak(c, enable, rounds)
    for enable, (below, total, loaded, ms) in figures.items():
        print(
            f"cleaner {'on ' if enable == 'true' else 'off'}: {rounds * 20} commits; __consumer_offsets-0 holds "
            f"{total} records ({below} below the active segment); the new coordinator loaded {loaded} records in "
            f"{ms} ms"
        )
    assert figures["true"][2] < figures["false"][2] / 10
