"""Transactions with real clients against real node processes (3 combined nodes on 127.0.0.1).

* confluent-kafka (librdkafka): `init_transactions` (FindCoordinator key type 1, which creates `__transaction_state`,
  then InitProducerId with the transactional id); a committed and an aborted transaction: a read_committed consumer
  sees only the committed records, a read_uncommitted one both; a consume-transform-produce loop with
  `send_offsets_to_transaction`: the group's offsets appear with the commit only; two producers with one
  transactional id: the older one is fenced (on a Produce and on a call to the coordinator) and none of its later
  writes become visible.
* kafka-python 3 and aiokafka transactional producers: commit and abort, read back with read_committed.
* kill -9 of the transaction coordinator's broker while a commit is under way in a series of transactions: every
  transaction the producer saw committed is entirely visible to read_committed, none partly (the killed node is
  started again at the end, for the tests that follow); the same for a partition leader; and kill -9 of the
  coordinator inside a consume-transform-produce loop: each input record ends up in the output exactly once and the
  group's offsets at the input's end.

Everything past `init_transactions` needs the broker side of transactions too (transactional Produce, the
WriteTxnMarkers handler appending the markers, read_committed Fetch).
"""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from aiokafka import AIOKafkaProducer
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import KafkaError, KafkaException
from confluent_kafka import Producer as CkProducer
from confluent_kafka import TopicPartition as CkTopicPartition
from kafka import KafkaAdminClient, KafkaProducer

from kraftpy.metadata.coordinator_keys import partition_for

from .cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

PARTITIONS = 3
TXN_STATE_PARTITIONS = 5


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "num.partitions": str(PARTITIONS),
        "group.initial.rebalance.delay.ms": "0",
        "transaction.state.log.num.partitions": str(TXN_STATE_PARTITIONS),
        "offsets.topic.num.partitions": "5",
    }
    with Cluster(tmp_path_factory.mktemp("txn"), controllers=3, combined=True, overrides=overrides) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


def _name(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def ck_producer(cluster: Cluster, tid: str) -> CkProducer:
    return CkProducer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "transactional.id": tid,
            "transaction.timeout.ms": 60_000,
        }
    )


def consume_all(cluster: Cluster, topic: str, isolation: str, expect: int, timeout_s: float = 30) -> list[str]:
    c = CkConsumer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "group.id": _name("reader"),
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "isolation.level": isolation,
        }
    )
    c.subscribe([topic])
    out: list[str] = []
    deadline = time.monotonic() + timeout_s
    idle_until = None
    try:
        while time.monotonic() < deadline:
            m = c.poll(0.5)
            if m is None:
                if len(out) >= expect:
                    idle_until = idle_until or time.monotonic() + 2
                    if time.monotonic() > idle_until:
                        break
                continue
            if m.error():
                continue
            out.append(m.value().decode())
    finally:
        c.close()
    return sorted(out)


def test_confluent_init_transactions_creates_the_state_topic(cluster: Cluster) -> None:
    p = ck_producer(cluster, _name("init"))
    p.init_transactions(30)
    # a second init of the same id (a restarted producer) bumps the epoch and succeeds too
    p2 = ck_producer(cluster, _name("init"))
    p2.init_transactions(30)
    admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers)
    try:
        assert "__transaction_state" in admin.list_topics()
    finally:
        admin.close()


def test_confluent_commit_and_abort(cluster: Cluster) -> None:
    topic = _name("ck-txn")
    cluster.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    p = ck_producer(cluster, _name("ck"))
    p.init_transactions(30)
    p.begin_transaction()
    for i in range(10):
        p.produce(topic, value=f"committed-{i}".encode(), partition=i % PARTITIONS)
    p.commit_transaction(30)
    p.begin_transaction()
    for i in range(5):
        p.produce(topic, value=f"aborted-{i}".encode(), partition=i % PARTITIONS)
    p.flush(30)
    p.abort_transaction(30)
    committed = consume_all(cluster, topic, "read_committed", 10)
    assert committed == sorted(f"committed-{i}" for i in range(10))
    everything = consume_all(cluster, topic, "read_uncommitted", 15)
    assert everything == sorted([f"committed-{i}" for i in range(10)] + [f"aborted-{i}" for i in range(5)])


def test_confluent_send_offsets_to_transaction(cluster: Cluster) -> None:
    source, sink, group = _name("src"), _name("sink"), _name("eos")
    cluster.create_topic(source, partitions=1, replication_factor=3)
    cluster.create_topic(sink, partitions=1, replication_factor=3)
    seed = CkProducer({"bootstrap.servers": cluster.bootstrap_servers, "enable.idempotence": True})
    for i in range(20):
        seed.produce(source, value=f"in-{i}".encode(), partition=0)
    seed.flush(30)
    consumer = CkConsumer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "group.id": group,
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "isolation.level": "read_committed",
        }
    )
    consumer.assign([CkTopicPartition(source, 0, 0)])
    p = ck_producer(cluster, _name("eos"))
    p.init_transactions(30)
    seen = 0
    aborted = False
    deadline = time.monotonic() + 60
    while seen < 20 and time.monotonic() < deadline:
        batch = consumer.consume(5, 1.0)
        batch = [m for m in batch if not m.error()]
        if not batch:
            continue
        p.begin_transaction()
        for m in batch:
            p.produce(sink, value=m.value().replace(b"in-", b"out-"), partition=0)
        seen += len(batch)
        p.send_offsets_to_transaction(
            [CkTopicPartition(source, 0, batch[-1].offset() + 1)], consumer.consumer_group_metadata(), 30
        )
        if not aborted and seen >= 10:
            # once: this batch's output and offsets vanish, the batch is read again (an abort on every pass
            # would read the same batch forever)
            aborted = True
            p.abort_transaction(30)
            # the aborted transaction's offsets never become the group's: still the first commit's
            assert consumer.committed([CkTopicPartition(source, 0)], 30)[0].offset == batch[0].offset()
            consumer.seek(CkTopicPartition(source, 0, batch[0].offset()))
            seen -= len(batch)
            continue
        p.commit_transaction(30)
    assert seen == 20
    committed = consumer.committed([CkTopicPartition(source, 0)], 30)
    assert committed[0].offset == 20
    consumer.close()
    assert consume_all(cluster, sink, "read_committed", 20) == sorted(f"out-{i}" for i in range(20))


def test_confluent_fencing(cluster: Cluster) -> None:
    topic, tid = _name("fence"), _name("fence")
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    old = ck_producer(cluster, tid)
    old.init_transactions(30)
    old.begin_transaction()
    old.produce(topic, value=b"old-1", partition=0)
    old.flush(30)
    new = ck_producer(cluster, tid)
    new.init_transactions(60)  # aborts the old producer's transaction
    new.begin_transaction()
    new.produce(topic, value=b"new-1", partition=0)
    new.commit_transaction(30)
    with pytest.raises(KafkaException) as raised:
        old.produce(topic, value=b"old-2", partition=0)
        old.flush(10)
        old.commit_transaction(10)
    # the broker answers the old epoch's Produce INVALID_PRODUCER_EPOCH: librdkafka's fatal _FENCED
    assert raised.value.args[0].code() == KafkaError._FENCED and raised.value.args[0].fatal()
    assert consume_all(cluster, topic, "read_committed", 1) == ["new-1"]


def test_confluent_fencing_on_the_coordinator(cluster: Cluster) -> None:
    """The fenced producer's next call goes to the coordinator (AddPartitionsToTxn for a partition it has not added
    yet, AddOffsetsToTxn): PRODUCER_FENCED, fatal; none of its writes, before or after, become visible."""
    topic, tid = _name("fence-c"), _name("fence-c")
    cluster.create_topic(topic, partitions=2, replication_factor=3)
    old = ck_producer(cluster, tid)
    old.init_transactions(30)
    old.begin_transaction()
    old.produce(topic, value=b"old-1", partition=0)
    old.flush(30)
    new = ck_producer(cluster, tid)
    new.init_transactions(60)
    new.begin_transaction()
    new.produce(topic, value=b"new-1", partition=0)
    new.produce(topic, value=b"new-2", partition=1)
    new.commit_transaction(30)
    with pytest.raises(KafkaException) as raised:
        old.produce(topic, value=b"old-2", partition=1)  # a new partition for the old producer: AddPartitionsToTxn
        old.flush(10)
        old.commit_transaction(10)
    assert raised.value.args[0].code() == KafkaError._FENCED and raised.value.args[0].fatal()
    assert consume_all(cluster, topic, "read_committed", 2) == ["new-1", "new-2"]
    # the fenced producer's writes are not even in the log, apart from the aborted one before the fence
    assert consume_all(cluster, topic, "read_uncommitted", 3) == ["new-1", "new-2", "old-1"]


def test_kafka_python_transactional_producer(cluster: Cluster) -> None:
    topic = _name("kp-txn")
    cluster.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    p = KafkaProducer(bootstrap_servers=cluster.bootstrap_servers, transactional_id=_name("kp"))
    p.init_transactions()
    p.begin_transaction()
    for i in range(6):
        p.send(topic, value=f"kp-c-{i}".encode(), partition=i % PARTITIONS)
    p.commit_transaction()
    p.begin_transaction()
    p.send(topic, value=b"kp-a-0", partition=0)
    p.flush()
    p.abort_transaction()
    p.close()
    assert consume_all(cluster, topic, "read_committed", 6) == sorted(f"kp-c-{i}" for i in range(6))


def test_aiokafka_transactional_producer(cluster: Cluster) -> None:
    topic = _name("aio-txn")
    cluster.create_topic(topic, partitions=PARTITIONS, replication_factor=3)

    async def run() -> None:
        p = AIOKafkaProducer(bootstrap_servers=cluster.bootstrap_servers, transactional_id=_name("aio"))
        await p.start()
        try:
            async with p.transaction():
                for i in range(6):
                    await p.send_and_wait(topic, value=f"aio-c-{i}".encode(), partition=i % PARTITIONS)
            await p.begin_transaction()
            await p.send_and_wait(topic, value=b"aio-a-0", partition=0)
            await p.abort_transaction()
        finally:
            await p.stop()

    asyncio.run(run())
    assert consume_all(cluster, topic, "read_committed", 6) == sorted(f"aio-c-{i}" for i in range(6))


def _commits_through_a_kill(cluster: Cluster, topic: str, p: Any, victim: int, flush_first: bool) -> None:
    """12 transactions of 6 records over the topic's partitions, `victim` killed (-9) in the 5th (after its records
    were flushed, so that the kill lands in EndTxn and the markers, with `flush_first`): every transaction the
    producer saw committed is entirely visible to read_committed, none partly, none twice; the victim restarts."""
    per_txn, txns, kill_at = 6, 12, 4
    committed: list[int] = []
    try:
        for n in range(txns):
            p.begin_transaction()
            for i in range(per_txn):
                p.produce(topic, value=f"t{n}-{i}".encode(), partition=i % PARTITIONS)
            if n == kill_at:
                if flush_first:
                    p.flush(30)
                threading.Timer(0.005, cluster.kill, (victim,)).start()
            while True:
                try:
                    p.commit_transaction(60)
                except KafkaException as e:
                    err = e.args[0]
                    if err.retriable():
                        continue
                    assert err.txn_requires_abort(), err  # a fatal error would end the test
                    p.abort_transaction(60)
                    break
                committed.append(n)
                break
        assert len(committed) >= txns - 1, committed
        values = consume_all(cluster, topic, "read_committed", per_txn * len(committed), timeout_s=90)
        by_txn: dict[int, list[str]] = {}
        for v in values:
            by_txn.setdefault(int(v.split("-")[0][1:]), []).append(v)
        for n in committed:
            assert sorted(by_txn.get(n, [])) == sorted(f"t{n}-{i}" for i in range(per_txn)), n
        for n, seen in by_txn.items():  # aborted ones are invisible; none is partly visible, none twice
            assert sorted(seen) == sorted(f"t{n}-{i}" for i in range(per_txn)), n
    finally:
        p.flush(5)
        if not cluster.nodes[victim].running:
            cluster.start(victim)
        cluster.wait_for_brokers(timeout=60)


def test_confluent_commits_survive_a_kill_of_the_transaction_coordinator(cluster: Cluster) -> None:
    """kill -9 of the broker leading the producer's `__transaction_state` partition while a commit is under way."""
    topic, tid = _name("kill"), _name("kill")
    cluster.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    p = ck_producer(cluster, tid)
    p.init_transactions(30)
    victim = cluster.describe_topic("__transaction_state")[partition_for(tid, TXN_STATE_PARTITIONS)].leader
    assert victim is not None and victim >= 0
    _commits_through_a_kill(cluster, topic, p, victim, flush_first=True)


def test_confluent_commits_survive_a_kill_of_a_partition_leader(cluster: Cluster) -> None:
    """kill -9 of the leader of one of the transaction's partitions (not the coordinator's node) among the writes or
    the markers: the producer's writes and the coordinator's markers move to the new leader."""
    topic, tid = _name("pkill"), _name("pkill")
    cluster.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    p = ck_producer(cluster, tid)
    p.init_transactions(30)
    coordinator = cluster.describe_topic("__transaction_state")[partition_for(tid, TXN_STATE_PARTITIONS)].leader
    leaders = {i: part.leader for i, part in enumerate(cluster.describe_topic(topic))}
    victim = next((b for b in leaders.values() if b is not None and b >= 0 and b != coordinator), None)
    assert victim is not None, (coordinator, leaders)
    _commits_through_a_kill(cluster, topic, p, victim, flush_first=False)


def test_confluent_exactly_once_loop_survives_a_kill_of_the_coordinators(cluster: Cluster) -> None:
    """A consume-transform-produce loop (read_committed input, `send_offsets_to_transaction`, commit per batch) with
    kill -9 of the node coordinating its transactions halfway: the loop goes on as an exactly-once application does
    (an abortable error: abort, rewind the input to the group's committed offsets, go on) and ends with each input
    record in the output exactly once and the group's offsets at the input's end."""
    source, sink, group, tid = _name("eos-src"), _name("eos-sink"), _name("eos-kill"), _name("eos-kill")
    total = 60
    cluster.create_topic(source, partitions=PARTITIONS, replication_factor=3)
    cluster.create_topic(sink, partitions=PARTITIONS, replication_factor=3)
    seed = CkProducer({"bootstrap.servers": cluster.bootstrap_servers, "enable.idempotence": True})
    for i in range(total):
        seed.produce(source, value=f"in-{i}".encode(), partition=i % PARTITIONS)
    seed.flush(30)
    consumer = CkConsumer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "group.id": group,
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "isolation.level": "read_committed",
        }
    )
    inputs = [CkTopicPartition(source, i) for i in range(PARTITIONS)]
    consumer.assign([CkTopicPartition(source, i, 0) for i in range(PARTITIONS)])
    p = ck_producer(cluster, tid)
    p.init_transactions(30)
    victim = cluster.describe_topic("__transaction_state")[partition_for(tid, TXN_STATE_PARTITIONS)].leader
    assert victim is not None and victim >= 0
    done: dict[int, int] = {}  # input partition -> next offset, as the last committed transaction left it
    killed = aborts = 0
    try:
        deadline = time.monotonic() + 180
        while sum(done.values()) < total and time.monotonic() < deadline:
            batch = [m for m in consumer.consume(4, 1.0) if not m.error()]
            if not batch:
                continue
            ends = dict(done)
            for m in batch:
                ends[m.partition()] = m.offset() + 1
            try:
                p.begin_transaction()
                for m in batch:
                    p.produce(sink, value=m.value().replace(b"in-", b"out-"), partition=m.partition())
                if not killed and sum(done.values()) >= total // 2:
                    killed = 1
                    p.flush(30)
                    cluster.kill(victim)
                offsets = [CkTopicPartition(source, part, off) for part, off in ends.items()]
                p.send_offsets_to_transaction(offsets, consumer.consumer_group_metadata(), 60)
                p.commit_transaction(60)
                done = ends
            except KafkaException as e:
                err = e.args[0]
                assert not err.fatal(), err
                if err.txn_requires_abort():
                    p.abort_transaction(60)
                elif not err.retriable():
                    raise
                # the outcome of this batch is the group's committed offsets: rewind to them and read again
                aborts += 1
                for tp in consumer.committed(inputs, 60):
                    position = tp.offset if tp.offset >= 0 else 0
                    consumer.seek(CkTopicPartition(source, tp.partition, position))
                    done[tp.partition] = position
        assert killed and sum(done.values()) == total, (done, aborts)
        committed = consumer.committed(inputs, 60)
        assert sorted((tp.partition, tp.offset) for tp in committed) == [
            (i, total // PARTITIONS) for i in range(PARTITIONS)
        ]
    finally:
        consumer.close()
        p.flush(5)
        if not cluster.nodes[victim].running:
            cluster.start(victim)
        cluster.wait_for_brokers(timeout=60)
    out = consume_all(cluster, sink, "read_committed", total, timeout_s=90)
    assert out == sorted(f"out-{i}" for i in range(total))  # each input exactly once: none lost, none twice
