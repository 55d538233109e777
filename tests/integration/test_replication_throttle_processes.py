"""Replication throttles (KIP-73) on real node processes: a partition moved to another broker with
leader/follower.replication.throttled.rate = R and the throttled-replica configs set (as
kafka-reassign-partitions.sh --throttle sets them) takes about size / R, where the same move without them is much
faster, and an acks=all producer on another topic keeps going meanwhile.

Three brokers (node 1 is also the controller). A topic with one replica and SIZE bytes moves from one broker to
another, first without a throttle and back with one; the configs are set with kraftpy's AdminClient
(IncrementalAlterConfigs). The second test moves 500 MB at 10 MB/s (about 80 s in all) and checks that it moves at
the throttle rate while the acks=all producer keeps going without errors; it prints the producer's p99 latency idle
and during the move but does not assert their ratio (a figure of the machine's load as much as of the move on a
shared machine): benchmarks/replication_throttle_bench.py measures it, with a control producer on brokers the move
does not touch.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from confluent_kafka import Producer as CkProducer

from kraftpy.admin.client import AdminClient, AlterConfigOp, AlterConfigOpType, ConfigResource
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE

from .cluster import Cluster, free_port

pytestmark = [pytest.mark.clients]

MB = 1_000_000
LIVE = "live"  # the topic of the acks=all producer


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    c = Cluster(Path(tmp_path_factory.mktemp("throttle")), controllers=1, brokers=2, combined=True)
    for node in c.nodes.values():
        node.overrides["kraftpy.metrics.listener"] = f"127.0.0.1:{free_port()}"
    with c:
        c.start_all()
        c.wait_for_brokers()
        c.create_topic(LIVE, assignments={0: sorted(c.nodes)}, configs={"min.insync.replicas": "2"})
        yield c


def fill(cluster: Cluster, topic: str, size: int) -> None:
    """`size` bytes of 10 kB records, written as fast as confluent-kafka goes."""
    p = CkProducer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "acks": "1",
            "linger.ms": 20,
            "batch.size": 1_000_000,
            "queue.buffering.max.kbytes": 64 * 1024,
        }
    )
    value = b"r" * 10_000
    errors: list[object] = []
    for _ in range(size // len(value)):
        while True:
            try:
                p.produce(topic, value, on_delivery=lambda err, _msg: err is not None and errors.append(err))
                break
            except BufferError:
                p.poll(0.05)
        p.poll(0)
    assert p.flush(120) == 0
    assert not errors, errors[:3]


async def _alter(cluster: Cluster, changes: dict[ConfigResource, list[AlterConfigOp]]) -> None:
    async with AdminClient(cluster.bootstrap_servers) as admin:
        result = await admin.incremental_alter_configs(changes)
        assert all(e is None for e in result.values()), result


def set_throttle(cluster: Cluster, topic: str, source: int, target: int, rate: int | None) -> None:
    """What kafka-reassign-partitions.sh --throttle sets for moving partition 0 of `topic` from `source` to `target`
    (the rate on both brokers, the moving replicas on the topic); `rate` None removes it all."""
    set_op, delete = AlterConfigOpType.SET, AlterConfigOpType.DELETE
    changes: dict[ConfigResource, list[AlterConfigOp]] = {}
    for b in (source, target):
        changes[ConfigResource(BROKER_RESOURCE, str(b))] = [
            AlterConfigOp(key, str(rate), set_op) if rate is not None else AlterConfigOp(key, None, delete)
            for key in ("leader.replication.throttled.rate", "follower.replication.throttled.rate")
        ]
    changes[ConfigResource(TOPIC_RESOURCE, topic)] = [
        AlterConfigOp("leader.replication.throttled.replicas", f"0:{source}", set_op)
        if rate is not None
        else AlterConfigOp("leader.replication.throttled.replicas", None, delete),
        AlterConfigOp("follower.replication.throttled.replicas", f"0:{target}", set_op)
        if rate is not None
        else AlterConfigOp("follower.replication.throttled.replicas", None, delete),
    ]
    asyncio.run(_alter(cluster, changes))


@dataclass
class LiveProducer:
    """An acks=all producer writing a small record every 10 ms to the live topic in a thread; latencies (s)."""

    bootstrap: str
    latencies: list[float] = field(default_factory=list)
    errors: list[object] = field(default_factory=list)
    mark: int = 0
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        p = CkProducer({"bootstrap.servers": self.bootstrap, "acks": "all", "linger.ms": 0})
        while not self._stop.is_set():
            sent = time.monotonic()

            def done(err: object, _msg: object, sent: float = sent) -> None:
                if err is not None:
                    self.errors.append(err)
                else:
                    self.latencies.append(time.monotonic() - sent)

            p.produce(LIVE, b"v" * 100, on_delivery=done)
            p.poll(0.01)
        p.flush(30)

    def since(self, mark: int) -> list[float]:
        return self.latencies[mark:]

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(60)


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def throttled_move(cluster: Cluster, topic: str, size: int, rate: int, *, baseline_s: float) -> dict[str, float]:
    """The scenario: `topic` (on broker 2) filled with `size` bytes, moved to 3 without a throttle, the producer's
    idle p99 measured for `baseline_s`, then moved back to 2 at `rate`; the figures."""
    cluster.create_topic(topic, assignments={0: [2]})
    fill(cluster, topic, size)
    free = cluster.move_partition(topic, 0, [3], timeout=120)
    live = LiveProducer(cluster.bootstrap_servers)
    live.start()
    try:
        time.sleep(1.0)  # the producer's connections and metadata
        mark = len(live.latencies)
        time.sleep(baseline_s)
        idle = live.since(mark)
        set_throttle(cluster, topic, source=3, target=2, rate=rate)
        mark = len(live.latencies)
        rates: list[float] = []
        done = threading.Event()

        def sample() -> None:
            while not done.wait(1.0):
                rates.append(cluster.metric(3, "kafka_server_leaderreplication_byte_rate"))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            throttled = cluster.move_partition(topic, 0, [2], timeout=size / rate * 3 + 60)
        finally:
            done.set()
            sampler.join(10)
        during = live.since(mark)
    finally:
        live.stop()
    set_throttle(cluster, topic, source=3, target=2, rate=None)
    assert not live.errors, live.errors[:3]
    assert idle and during
    return {
        "size_mb": size / MB,
        "rate_mb_s": rate / MB,
        "unthrottled_s": free,
        "throttled_s": throttled,
        "moved_mb_s": size / throttled / MB,
        "leader_byte_rate_max_mb_s": max(rates, default=0.0) / MB,
        "p99_idle_ms": p99(idle) * 1000,
        "p99_during_ms": p99(during) * 1000,
        "produced_during": len(during),
    }


@pytest.mark.timeout(240)
def test_a_throttled_move_takes_size_over_rate(cluster: Cluster) -> None:
    size, rate = 16 * MB, 1_500_000
    figures = throttled_move(cluster, "moved", size, rate, baseline_s=2.0)
    print(figures)
    assert figures["throttled_s"] >= 0.7 * size / rate, figures
    assert figures["unthrottled_s"] < 0.5 * figures["throttled_s"], figures
    # the metric saw the throttled bytes (its peak is not bounded here: SimpleRate's value jumps when a window older
    # than the others expires after the loop stalled, by up to 3x on a machine busy with other work)
    assert figures["leader_byte_rate_max_mb_s"] > 0, figures
    assert figures["produced_during"] > 100, figures  # the acks=all producer kept going


@pytest.mark.timeout(900)
def test_throttled_move_of_500_mb_moves_at_the_rate_while_an_acks_all_producer_keeps_going(cluster: Cluster) -> None:
    """500 MB at 10 MB/s: the move takes about 50 s, the producer's records keep being acknowledged without errors
    meanwhile (throttled_move asserts none failed); its p99 idle and during the move are printed, not compared."""
    size, rate = 500 * MB, 10 * MB
    figures = throttled_move(cluster, "moved-500", size, rate, baseline_s=5.0)
    print(
        f"p99 idle {figures['p99_idle_ms']:.1f} ms, during the move {figures['p99_during_ms']:.1f} ms "
        f"({figures['p99_during_ms'] / figures['p99_idle_ms']:.2f}x); {figures}"
    )
    assert 0.7 * size / rate <= figures["throttled_s"] <= 1.5 * size / rate, figures
    assert figures["unthrottled_s"] < 0.5 * figures["throttled_s"], figures
    assert figures["leader_byte_rate_max_mb_s"] > 0, figures
    # a record sent every 10 ms or sooner: a producer that kept going had at least 20 a second acknowledged
    assert figures["produced_during"] > 20 * figures["throttled_s"], figures
