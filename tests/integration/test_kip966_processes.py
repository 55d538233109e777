"""KIP-966's motivating scenario on real processes, with a real network cut and an emulated power loss.

RF 3, min.insync.replicas 2, replicas C (leader), A, B - three broker processes and one controller, each in its
own network namespace (tests/integration/netcut.py), with an fsync journal (kraftpy/storage/fsync_journal.py):

1. A's network cable is pulled: its connections hang, its session expires, it leaves the ISR ({C, B});
   acks=all records are acknowledged while only B and C have them;
2. B's cable is pulled: the ISR shrinks to {C}, below min ISR, so the high watermark freezes; acks=all fails,
   acks=1 records are still acknowledged by C alone;
3. C is killed (kill -9) and loses power: each of its files is cut back to its last fsync - and a partition log
   is fsynced only on segment roll or shutdown, so C loses every record it had (tests/integration/power_loss.py);
4. the network heals (A and B are reachable again), then C restarts;

with a producer writing acks=all (confluent-kafka, idempotent) and one writing acks=1 throughout.

* ELR on: B entered the ELR when it left the ISR below min ISR, so it is elected when it returns and C's unclean
  restart does not make C leader; C truncates to B's log and rejoins the ISR. Every acknowledged acks=all record
  is read back at its offset. The acks=1 records only C had are gone (acks=1 promises no more).
* ELR off: C is the last ISR member; nobody else may lead until C is back, and C, elected with an empty log,
  takes acknowledged acks=all records with it: the test asserts that they are lost. Deterministic, because
  nothing fsyncs C's partition log before the kill.

Needs root for the network namespaces; skipped otherwise (the simulator proves the same in tests/sim).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from confluent_kafka import Consumer, KafkaError, Producer, TopicPartition

from kraftpy.admin.client import PartitionInfo

from .cluster import Cluster
from .netcut import NetworkLab, unavailable

pytestmark = pytest.mark.timeout(180)

TOPIC = "kip966"
CONTROLLER, A, B, C = 1, 2, 3, 4


@pytest.fixture(scope="module")
def lab_reason() -> str | None:
    return unavailable()


@pytest.fixture
def lab(lab_reason: str | None) -> Iterator[NetworkLab]:
    if lab_reason is not None:
        pytest.skip(f"no network namespaces here: {lab_reason}")
    with NetworkLab(4) as lab:
        yield lab


@dataclass
class AckLog:
    """What each producer was told: value -> (offset, phase of the scenario when it was acknowledged)."""

    acked: dict[str, dict[bytes, tuple[int, str]]] = field(default_factory=lambda: {"all": {}, "1": {}})
    failed: dict[str, int] = field(default_factory=lambda: {"all": 0, "1": 0})
    phase: str = "all in sync"
    lock: threading.Lock = field(default_factory=threading.Lock)

    def count(self, acks: str, phase: str | None = None) -> int:
        with self.lock:
            return sum(1 for _, ph in self.acked[acks].values() if phase is None or ph == phase)


def produce(bootstrap: str, acks: str, log: AckLog, stop: threading.Event) -> None:
    producer = Producer(
        {
            "bootstrap.servers": bootstrap,
            "acks": acks,
            "enable.idempotence": acks == "all",
            "linger.ms": 5,
            "message.timeout.ms": 4000,
            "retry.backoff.ms": 100,
            "reconnect.backoff.max.ms": 500,
            "socket.timeout.ms": 2000,
            "topic.metadata.refresh.interval.ms": 1000,
        }
    )

    def on_delivery(err: KafkaError | None, msg: object) -> None:
        with log.lock:
            if err is None:
                log.acked[acks][msg.value()] = (msg.offset(), log.phase)  # type: ignore[attr-defined]
            else:
                log.failed[acks] += 1

    i = 0
    while not stop.is_set():
        try:
            producer.produce(TOPIC, value=f"acks={acks} #{i}".encode(), partition=0, on_delivery=on_delivery)
            i += 1
        except BufferError:
            pass
        producer.poll(0.01)
    producer.flush(15)


def read_partition(bootstrap: str) -> dict[int, bytes]:
    """Every record of the partition up to its high watermark: offset -> value."""
    consumer = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "unused-assign-only",  # required by confluent-kafka; no group call is made
            "enable.auto.commit": False,
            "fetch.wait.max.ms": 100,
        }
    )
    try:
        tp = TopicPartition(TOPIC, 0, 0)
        _, high = consumer.get_watermark_offsets(tp, timeout=10)
        consumer.assign([tp])
        got: dict[int, bytes] = {}
        deadline = time.monotonic() + 30
        while len(got) < high and time.monotonic() < deadline:
            for m in consumer.consume(1000, 0.2):
                if m.error() is None:
                    got[m.offset()] = m.value()
        assert len(got) >= high, f"read {len(got)} of {high} records"
        return got
    finally:
        consumer.close()


@dataclass
class Outcome:
    log: AckLog
    records: dict[int, bytes]
    bytes_lost_by_c: int

    def lost(self, acks: str, phase: str | None = None) -> list[tuple[bytes, int]]:
        return [
            (value, offset)
            for value, (offset, ph) in self.log.acked[acks].items()
            if (phase is None or ph == phase) and self.records.get(offset) != value
        ]


def scenario(tmp_path: Path, lab: NetworkLab, *, elr: bool) -> Outcome:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "eligible.leader.replicas.enabled": str(elr).lower(),
        "unclean.leader.election.enable": "false",
    }
    with Cluster(tmp_path, controllers=1, brokers=3, overrides=overrides, lab=lab, fsync_journal=True) as cluster:
        cluster.start_all()
        cluster.wait_for_brokers()
        cluster.create_topic(TOPIC, assignments={0: [C, A, B]}, configs={"min.insync.replicas": "2"})

        def partition(
            what: str, check: Callable[[PartitionInfo], bool], exclude: set[int], timeout: float = 30.0
        ) -> PartitionInfo:
            """Wait for a state of the partition, as the running brokers not in `exclude` describe it."""
            return cluster.wait_for_partition(
                TOPIC, 0, what, check, via=lambda: cluster.bootstrap(exclude=exclude), timeout=timeout
            )

        log = AckLog()
        stop = threading.Event()
        errors: list[BaseException] = []

        def run(acks: str) -> None:
            try:
                produce(cluster.bootstrap_servers, acks, log, stop)
            except BaseException as e:
                errors.append(e)

        threads = [threading.Thread(target=run, args=(acks,), name=f"acks={acks}") for acks in ("all", "1")]
        for t in threads:
            t.start()

        def acknowledged(acks: str, phase: str, at_least: int) -> None:
            cluster.wait_until(
                f"{at_least} acks={acks} records acknowledged ({phase})", lambda: log.count(acks, phase) >= at_least, 30
            )

        try:
            acknowledged("all", "all in sync", 50)
            # 1. A cut off: fenced, out of the ISR; acks=all goes on with B and C
            lab.isolate(A)
            partition("A out of the ISR", lambda p: sorted(p.isr) == sorted([B, C]) and p.leader == C, {A})
            log.phase = "ISR {B, C}"
            acknowledged("all", log.phase, 50)
            # 2. B cut off: ISR {C} < min ISR; acks=1 is still acknowledged, by C alone
            log.phase = "B cut off"
            lab.isolate(B)
            expected_elr = (B,) if elr else ()
            partition("ISR {C}", lambda p: p.isr == (C,) and p.elr == expected_elr, {A, B})
            log.phase = "ISR {C}"
            acknowledged("1", log.phase, 50)
            # 3. C: kill -9 and power loss
            cluster.kill(C)
            log.phase = "C down"
            report = cluster.power_loss(C)
            lost_by_c = sum(before - after for path, before, after in report.truncated if f"/{TOPIC}-0/" in path)
            # 4. the network heals, then C restarts
            lab.heal()
            if elr:
                partition("B elected from the ELR", lambda p: p.leader == B, {C})
            else:
                partition(
                    "no leader: C, the last ISR member, is down", lambda p: p.leader is None and p.isr == (C,), {C}
                )
            cluster.start(C)
            log.phase = "C back"
            if elr:
                partition("C back in the ISR", lambda p: p.leader == B and C in p.isr, set(), timeout=60)
            else:
                partition("C elected", lambda p: p.leader == C, set(), timeout=60)
            acknowledged("all", log.phase, 20)
        finally:
            stop.set()
            for t in threads:
                t.join(30)
        assert not errors, f"a producer failed: {errors[0]!r}"
        return Outcome(log, read_partition(cluster.bootstrap()), lost_by_c)


def test_with_elr_no_acknowledged_record_is_lost(tmp_path: Path, lab: NetworkLab) -> None:
    out = scenario(tmp_path, lab, elr=True)
    assert out.bytes_lost_by_c > 0, "the power loss must have cost C data for the scenario to mean anything"
    assert out.log.count("all", "ISR {B, C}") > 0
    assert not out.lost("all"), f"acknowledged acks=all records lost: {out.lost('all')[:5]}"
    # what acks=1 risks: the records only C had are gone
    only_on_c = out.log.count("1", "ISR {C}")
    assert only_on_c > 0 and len(out.lost("1", "ISR {C}")) == only_on_c


def test_without_elr_the_same_schedule_loses_acknowledged_records(tmp_path: Path, lab: NetworkLab) -> None:
    out = scenario(tmp_path, lab, elr=False)
    assert out.bytes_lost_by_c > 0
    lost = out.lost("all", "ISR {B, C}") + out.lost("all", "all in sync")
    # C came back with an empty log and was elected: A and B truncated what they had to it
    assert lost, "without ELR, C's unclean election must have lost acknowledged acks=all records"
