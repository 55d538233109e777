"""The data plane with real clients against real node processes: kafka-python 3, confluent-kafka (librdkafka),
aiokafka and kcat produce and consume through a 3-node cluster.

* Every client produces with acks 0, 1 and all in every compression (none, gzip, snappy, lz4, zstd) and reads its
  topic back from assigned partitions (consumer groups do not exist yet: no subscribe, no commits). Checked: every
  record arrives exactly once with its key, value and headers; each partition holds offsets 0..n-1 with no gap;
  the offsets the producer was told (acks 1/all) are where the records are; each producer's records are in the
  order it sent them within a partition.
* A partition leader is killed (kill -9) while all four clients produce with acks=all (idempotent) and a
  consumer reads: the producers retry to the new leader and keep being acknowledged, and every consumer - the one
  that read through the failover and one of each client afterwards - reads every acknowledged record at the
  offset the producer was told, none twice.

One cluster for the module: 3 combined nodes (controller + broker) on 127.0.0.1, broker sessions of 3 s so that a
killed broker is fenced quickly. kafka-python's producer is idempotent by default (acks=all), the others are made
so for acks=all. confluent-kafka needs a `group.id` to create a consumer at all; it is set and never used.
"""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import subprocess
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.structs import TopicPartition as AioTopicPartition
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import KafkaError
from confluent_kafka import Producer as CkProducer
from confluent_kafka import TopicPartition as CkTopicPartition
from kafka import KafkaConsumer, KafkaProducer
from kafka import TopicPartition as KpTopicPartition

from .cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]

COMPRESSIONS = ("none", "gzip", "snappy", "lz4", "zstd")
ACKS = ("0", "1", "all")
PARTITIONS = 3
RECORDS_PER_RUN = 24  # per (acks, compression): several batches' worth of records on every partition

Headers = tuple[tuple[str, bytes], ...]


@dataclass(frozen=True, slots=True)
class Rec:
    """A record to send (`partition` chosen by the test) and what the producer was told (`offset`, None: acks=0
    or not acknowledged)."""

    key: bytes
    value: bytes
    headers: Headers
    partition: int


@dataclass(frozen=True, slots=True)
class Got:
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    headers: Headers


@dataclass(slots=True)
class Acks:
    """Acknowledgements of one producer, thread-safe: key -> (partition, offset) and failed deliveries."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    acked: dict[bytes, tuple[int, int]] = field(default_factory=dict)
    failed: list[tuple[bytes, str]] = field(default_factory=list)
    order: list[bytes] = field(default_factory=list)  # acknowledged keys in acknowledgement order

    def ok(self, key: bytes, partition: int, offset: int) -> None:
        with self.lock:
            self.acked[key] = (partition, offset)
            self.order.append(key)

    def fail(self, key: bytes, error: object) -> None:
        with self.lock:
            self.failed.append((key, str(error)))

    def count(self, partition: int | None = None) -> int:
        with self.lock:
            return sum(1 for p, _ in self.acked.values() if partition is None or p == partition)


def known(offset: int | None) -> int | None:
    return offset if offset is not None and offset >= 0 else None


# ============================================================================================ the clients


class Client:
    """One client library: batch produce (waits for every delivery), streaming produce, and consume."""

    name = ""
    kcat_partition_limited = False  # kcat sends one partition per invocation

    def produce(
        self, bootstrap: str, topic: str, records: list[Rec], acks: str, compression: str, result: Acks
    ) -> None:
        raise NotImplementedError

    def stream(self, bootstrap: str, topic: str, records: Iterator[Rec], stop: threading.Event, result: Acks) -> None:
        """acks=all (idempotent) until `stop` is set, then wait for the outstanding deliveries."""
        raise NotImplementedError

    def consume(self, bootstrap: str, topic: str, want: Callable[[list[Got]], bool], timeout: float) -> list[Got]:
        """Read partitions 0..PARTITIONS-1 from offset 0 until `want(records so far)` or the timeout."""
        raise NotImplementedError


class KafkaPythonClient(Client):
    name = "kafka-python"

    def _producer(self, bootstrap: str, acks: str, compression: str, **extra: object) -> KafkaProducer:
        kwargs: dict[str, object] = {
            "bootstrap_servers": bootstrap,
            "compression_type": None if compression == "none" else compression,
            "linger_ms": 5,
            "request_timeout_ms": 10000,
            **extra,
        }
        if acks != "all":  # acks=all keeps kafka-python 3's defaults: idempotent, acks=-1
            kwargs["acks"] = int(acks)
            kwargs["enable_idempotence"] = False
        return KafkaProducer(**kwargs)

    def produce(
        self, bootstrap: str, topic: str, records: list[Rec], acks: str, compression: str, result: Acks
    ) -> None:
        producer = self._producer(bootstrap, acks, compression)
        try:
            futures = [
                (r, producer.send(topic, value=r.value, key=r.key, headers=list(r.headers), partition=r.partition))
                for r in records
            ]
            producer.flush(30)
            for r, f in futures:
                try:
                    md = f.get(30)
                except Exception as e:
                    result.fail(r.key, e)
                else:
                    result.ok(r.key, md.partition, md.offset)
        finally:
            producer.close(10)

    def stream(self, bootstrap: str, topic: str, records: Iterator[Rec], stop: threading.Event, result: Acks) -> None:
        producer = self._producer(bootstrap, "all", "lz4", retry_backoff_ms=100, metadata_max_age_ms=2000)
        try:
            for r in records:
                if stop.is_set():
                    break
                f = producer.send(topic, value=r.value, key=r.key, headers=list(r.headers), partition=r.partition)
                f.add_callback(lambda md, key=r.key: result.ok(key, md.partition, md.offset))
                f.add_errback(lambda e, key=r.key: result.fail(key, e))
                time.sleep(0.005)
            producer.flush(60)
        finally:
            producer.close(10)

    def consume(self, bootstrap: str, topic: str, want: Callable[[list[Got]], bool], timeout: float) -> list[Got]:
        consumer = KafkaConsumer(
            bootstrap_servers=bootstrap,
            group_id=None,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            fetch_max_wait_ms=100,
            request_timeout_ms=10000,
        )
        got: list[Got] = []
        try:
            consumer.assign([KpTopicPartition(topic, p) for p in range(PARTITIONS)])
            consumer.seek_to_beginning()
            deadline = time.monotonic() + timeout
            while not want(got) and time.monotonic() < deadline:
                for tp, msgs in consumer.poll(timeout_ms=200).items():
                    for m in msgs:
                        got.append(Got(tp.partition, m.offset, m.key, m.value, tuple(m.headers or ())))
        finally:
            consumer.close()
        return got


class ConfluentClient(Client):
    name = "confluent-kafka"

    def _producer(self, bootstrap: str, acks: str, compression: str, **extra: object) -> CkProducer:
        return CkProducer(
            {
                "bootstrap.servers": bootstrap,
                "acks": acks,
                "enable.idempotence": acks == "all",
                "compression.type": compression,
                "linger.ms": 5,
                **extra,
            }
        )

    @staticmethod
    def _callback(result: Acks) -> Callable[[KafkaError | None, object], None]:
        def on_delivery(err: KafkaError | None, msg: object) -> None:
            key = msg.key()  # type: ignore[attr-defined]
            if err is not None:
                result.fail(key, err)
            else:
                result.ok(key, msg.partition(), msg.offset())  # type: ignore[attr-defined]

        return on_delivery

    def produce(
        self, bootstrap: str, topic: str, records: list[Rec], acks: str, compression: str, result: Acks
    ) -> None:
        producer = self._producer(bootstrap, acks, compression)
        cb = self._callback(result)
        for r in records:
            producer.produce(
                topic, value=r.value, key=r.key, headers=list(r.headers), partition=r.partition, on_delivery=cb
            )
        assert producer.flush(30) == 0, "confluent-kafka: deliveries still outstanding after 30 s"

    def stream(self, bootstrap: str, topic: str, records: Iterator[Rec], stop: threading.Event, result: Acks) -> None:
        producer = self._producer(
            bootstrap, "all", "zstd", **{"retry.backoff.ms": 100, "topic.metadata.refresh.interval.ms": 2000}
        )
        cb = self._callback(result)
        for r in records:
            if stop.is_set():
                break
            producer.produce(
                topic, value=r.value, key=r.key, headers=list(r.headers), partition=r.partition, on_delivery=cb
            )
            producer.poll(0.005)
        assert producer.flush(60) == 0, "confluent-kafka: deliveries still outstanding after 60 s"

    def consumer(self, bootstrap: str, topic: str) -> CkConsumer:
        consumer = CkConsumer(
            {
                "bootstrap.servers": bootstrap,
                "group.id": "unused-assign-only",  # required by the library; no group call is made with it
                "enable.auto.commit": False,
                "enable.auto.offset.store": False,
                "fetch.wait.max.ms": 100,
                "topic.metadata.refresh.interval.ms": 2000,
            }
        )
        consumer.assign([CkTopicPartition(topic, p, 0) for p in range(PARTITIONS)])
        return consumer

    @staticmethod
    def poll(consumer: CkConsumer, got: list[Got]) -> None:
        for m in consumer.consume(500, 0.2):
            err = m.error()
            if err is not None:
                # a broker going away is reported and retried by the client; only a fatal error ends the test
                if err.fatal():
                    raise AssertionError(f"confluent-kafka consumer error: {err}")
                continue
            got.append(Got(m.partition(), m.offset(), m.key(), m.value(), tuple(m.headers() or ())))

    def consume(self, bootstrap: str, topic: str, want: Callable[[list[Got]], bool], timeout: float) -> list[Got]:
        consumer = self.consumer(bootstrap, topic)
        got: list[Got] = []
        try:
            deadline = time.monotonic() + timeout
            while not want(got) and time.monotonic() < deadline:
                self.poll(consumer, got)
        finally:
            consumer.close()
        return got


class AiokafkaClient(Client):
    name = "aiokafka"

    def _producer(self, bootstrap: str, acks: str, compression: str, **extra: object) -> AIOKafkaProducer:
        return AIOKafkaProducer(
            bootstrap_servers=bootstrap,
            acks="all" if acks == "all" else int(acks),
            enable_idempotence=acks == "all",
            compression_type=None if compression == "none" else compression,
            linger_ms=5,
            request_timeout_ms=10000,
            **extra,
        )

    def produce(
        self, bootstrap: str, topic: str, records: list[Rec], acks: str, compression: str, result: Acks
    ) -> None:
        async def run() -> None:
            producer = self._producer(bootstrap, acks, compression)
            await producer.start()
            try:
                futures = [
                    (
                        r,
                        await producer.send(
                            topic, value=r.value, key=r.key, headers=list(r.headers), partition=r.partition
                        ),
                    )
                    for r in records
                ]
                for r, f in futures:
                    try:
                        md = await asyncio.wait_for(f, 30)
                    except Exception as e:
                        result.fail(r.key, e)
                    else:  # acks=0: no metadata at all
                        result.ok(r.key, r.partition, -1) if md is None else result.ok(r.key, md.partition, md.offset)
            finally:
                await producer.stop()

        asyncio.run(run())

    def stream(self, bootstrap: str, topic: str, records: Iterator[Rec], stop: threading.Event, result: Acks) -> None:
        async def run() -> None:
            producer = self._producer(bootstrap, "all", "gzip", retry_backoff_ms=100, metadata_max_age_ms=2000)
            await producer.start()
            pending: list[asyncio.Future[object]] = []

            def done(f: asyncio.Future[object], key: bytes) -> None:
                if f.exception() is not None:
                    result.fail(key, f.exception())
                else:
                    md = f.result()
                    result.ok(key, md.partition, md.offset)  # type: ignore[attr-defined]

            try:
                for r in records:
                    if stop.is_set():
                        break
                    f = await producer.send(
                        topic, value=r.value, key=r.key, headers=list(r.headers), partition=r.partition
                    )
                    f.add_done_callback(lambda f, key=r.key: done(f, key))
                    pending.append(f)
                    await asyncio.sleep(0.005)
                await asyncio.wait_for(asyncio.gather(*pending, return_exceptions=True), 60)
            finally:
                await producer.stop()

        asyncio.run(run())

    def consume(self, bootstrap: str, topic: str, want: Callable[[list[Got]], bool], timeout: float) -> list[Got]:
        async def run() -> list[Got]:
            consumer = AIOKafkaConsumer(
                bootstrap_servers=bootstrap,
                group_id=None,
                enable_auto_commit=False,
                auto_offset_reset="earliest",
                fetch_max_wait_ms=100,
                request_timeout_ms=10000,
            )
            await consumer.start()
            got: list[Got] = []
            try:
                consumer.assign([AioTopicPartition(topic, p) for p in range(PARTITIONS)])
                await consumer.seek_to_beginning()
                deadline = time.monotonic() + timeout
                while not want(got) and time.monotonic() < deadline:
                    for tp, msgs in (await consumer.getmany(timeout_ms=200)).items():
                        for m in msgs:
                            got.append(Got(tp.partition, m.offset, m.key, m.value, tuple(m.headers or ())))
            finally:
                await consumer.stop()
            return got

        return asyncio.run(run())


_DELIVERED = re.compile(r"^% Message delivered to partition (-?\d+) \(offset (-?\d+)\)")
_FAILED = re.compile(r"^% Delivery failed for message: (.*)")


class KcatClient(Client):
    """kcat 1.7 (librdkafka): `-P` with `-K` for keys, `-H` for headers (the same for every record of one run,
    so the records of a run share their headers) and `-p` for the partition of the run; delivery reports with
    `-vvv` (one line per record, in order within a partition)."""

    name = "kcat"
    kcat_partition_limited = True

    def _command(
        self, bootstrap: str, topic: str, partition: int, acks: str, compression: str, headers: Headers
    ) -> list[str]:
        cmd = [
            "kcat",
            "-P",
            "-b",
            bootstrap,
            "-t",
            topic,
            "-p",
            str(partition),
            "-K",
            "\t",
            "-z",
            compression,
            "-X",
            f"acks={acks}",
            "-X",
            f"enable.idempotence={'true' if acks == 'all' else 'false'}",
            "-X",
            "linger.ms=5",
            "-vvv",
        ]
        for k, v in headers:
            cmd += ["-H", f"{k}={v.decode()}"]
        return cmd

    @staticmethod
    def _reports(stderr_lines: Iterator[str], keys: Iterator[bytes], result: Acks) -> None:
        for line in stderr_lines:
            if m := _DELIVERED.match(line):
                result.ok(next(keys), int(m.group(1)), int(m.group(2)))
            elif m := _FAILED.match(line):
                result.fail(next(keys), m.group(1))

    def produce(
        self, bootstrap: str, topic: str, records: list[Rec], acks: str, compression: str, result: Acks
    ) -> None:
        by_partition: dict[int, list[Rec]] = defaultdict(list)
        for r in records:
            by_partition[r.partition].append(r)
        for partition, recs in sorted(by_partition.items()):
            assert len({r.headers for r in recs}) == 1, "kcat sends the same headers with every record of a run"
            text = "".join(f"{r.key.decode()}\t{r.value.decode()}\n" for r in recs)
            proc = subprocess.run(
                self._command(bootstrap, topic, partition, acks, compression, recs[0].headers),
                input=text,
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert proc.returncode == 0, f"kcat -P failed ({proc.returncode}): {proc.stderr[-2000:]}"
            self._reports(iter(proc.stderr.splitlines()), iter([r.key for r in recs]), result)

    def stream(self, bootstrap: str, topic: str, records: Iterator[Rec], stop: threading.Event, result: Acks) -> None:
        first = next(records)
        sent: list[bytes] = []
        proc = subprocess.Popen(
            [
                *self._command(bootstrap, topic, first.partition, "all", "snappy", first.headers),
                "-X",
                "retry.backoff.ms=100",
                "-X",
                "topic.metadata.refresh.interval.ms=2000",
            ],
            stdin=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            text=True,
        )
        assert proc.stdin is not None and proc.stderr is not None
        reader = threading.Thread(target=self._reports, args=(proc.stderr, iter(sent), result), daemon=True)
        try:
            r = first
            while True:
                assert r.partition == first.partition and r.headers == first.headers
                sent.append(r.key)  # appended before kcat can report it
                proc.stdin.write(f"{r.key.decode()}\t{r.value.decode()}\n")
                proc.stdin.flush()
                if len(sent) == 1:
                    reader.start()
                time.sleep(0.005)
                if stop.is_set():
                    break
                r = next(records)
            proc.stdin.close()
            assert proc.wait(60) == 0, f"kcat -P exited with {proc.returncode}"
            reader.join(10)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

    def consume(self, bootstrap: str, topic: str, want: Callable[[list[Got]], bool], timeout: float) -> list[Got]:
        """`kcat -C -J -e` per partition, from the beginning, again until `want` holds (it stops at the end)."""
        got: list[Got] = []
        deadline = time.monotonic() + timeout
        while True:
            got = []
            for p in range(PARTITIONS):
                proc = subprocess.run(
                    ["kcat", "-C", "-b", bootstrap, "-t", topic, "-p", str(p), "-o", "beginning", "-e", "-J"],
                    capture_output=True,
                    text=True,
                    timeout=60,
                )
                assert proc.returncode == 0, f"kcat -C failed ({proc.returncode}): {proc.stderr[-2000:]}"
                for line in proc.stdout.splitlines():
                    m = json.loads(line)
                    flat = m.get("headers") or []
                    headers = tuple((flat[i], flat[i + 1].encode()) for i in range(0, len(flat), 2))
                    key = None if m["key"] is None else m["key"].encode()
                    value = None if m["payload"] is None else m["payload"].encode()
                    got.append(Got(m["partition"], m["offset"], key, value, headers))
            if want(got) or time.monotonic() >= deadline:
                return got
            time.sleep(0.2)


CLIENTS: dict[str, Client] = {
    c.name: c for c in (KafkaPythonClient(), ConfluentClient(), AiokafkaClient(), KcatClient())
}


def client_or_skip(name: str) -> Client:
    if name == "kcat" and shutil.which("kcat") is None:
        pytest.skip("kcat is not installed (scripts/test.sh installs it with apt when run as root)")
    return CLIENTS[name]


# ============================================================================================== fixtures


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "num.partitions": str(PARTITIONS),
    }
    with Cluster(tmp_path_factory.mktemp("clients"), controllers=3, combined=True, overrides=overrides) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


# ============================================================================================ the checks


def check_topic(client: str, got: list[Got], expected: list[Rec], acks: Acks) -> None:
    """Everything the module docstring promises about one topic's content."""
    by_key = {r.key: r for r in expected}
    counts = Counter(g.key for g in got)
    dupes = [k for k, n in counts.items() if n > 1]
    assert not dupes, f"{client}: {len(dupes)} records read more than once, e.g. {dupes[:3]}"
    missing = [k for k in by_key if k not in counts]
    assert not missing, f"{client}: {len(missing)} of {len(expected)} records never read, e.g. {missing[:3]}"
    extra = [g for g in got if g.key not in by_key]
    assert not extra, f"{client}: records nobody sent: {extra[:3]}"
    per_partition: dict[int, list[Got]] = defaultdict(list)
    for g in got:
        r = by_key[g.key]  # type: ignore[index]
        assert (g.partition, g.value, g.headers) == (r.partition, r.value, r.headers), (client, g, r)
        acked = acks.acked.get(r.key)
        if acked is not None and known(acked[1]) is not None:
            assert (g.partition, g.offset) == acked, f"{client}: {r.key!r} acknowledged at {acked}, read at {g}"
        per_partition[g.partition].append(g)
    for p, records in per_partition.items():
        offsets = sorted(g.offset for g in records)
        assert offsets == list(range(len(offsets))), f"{client}: partition {p} offsets {offsets[:5]}... have gaps"
        by_offset = sorted(records, key=lambda g: g.offset)
        # within a producer run (one acks/compression) the records of a partition are in send order
        runs: dict[bytes, list[int]] = defaultdict(list)
        for g in by_offset:
            assert g.key is not None
            run, seq = g.key.rsplit(b"|", 1)
            runs[run].append(int(seq))
        for run, seqs in runs.items():
            assert seqs == sorted(seqs), f"{client}: partition {p} run {run!r} out of order: {seqs}"


def records_for(client: Client, acks: str, compression: str, run_index: int) -> list[Rec]:
    run = f"{client.name}|acks={acks}|{compression}"
    out = []
    for i in range(RECORDS_PER_RUN):
        partition = run_index % PARTITIONS if client.kcat_partition_limited else i % PARTITIONS
        headers: Headers = (("run", run.encode()), ("empty", b""))
        if not client.kcat_partition_limited:
            headers += (("seq", str(i).encode()), ("run", b"repeated-key"))
        # compressible values of varying length, printable for kcat
        value = (f"{run} record {i} " + "abcdefgh" * (i * 5 % 60)).encode()
        out.append(Rec(f"{run}|{i}".encode(), value, headers, partition))
    return out


# ================================================================================================= tests


@pytest.mark.parametrize("name", list(CLIENTS))
def test_produce_every_acks_and_compression_then_consume(cluster: Cluster, name: str) -> None:
    client = client_or_skip(name)
    topic = f"clients-{name}"
    cluster.create_topic(topic, PARTITIONS, 3)
    bootstrap = cluster.bootstrap()
    acks_log = Acks()
    expected: list[Rec] = []
    run_index = 0
    for compression in COMPRESSIONS:
        for acks in ACKS:
            records = records_for(client, acks, compression, run_index)
            run_index += 1
            client.produce(bootstrap, topic, records, acks, compression, acks_log)
            expected += records
            if acks == "0":  # no response, no offset: what the clients report then is made up
                for r in records:
                    acks_log.acked[r.key] = (r.partition, -1)
            if acks != "0":
                assert not acks_log.failed, f"{name} acks={acks} {compression}: {acks_log.failed[:3]}"
                unacked = [r.key for r in records if r.key not in acks_log.acked]
                assert not unacked, f"{name} acks={acks} {compression}: no delivery report for {unacked[:3]}"
    keys = {r.key for r in expected}
    got = client.consume(bootstrap, topic, lambda got: keys <= {g.key for g in got}, timeout=30)
    check_topic(name, got, expected, acks_log)


def test_leader_killed_mid_stream(cluster: Cluster) -> None:
    """kill -9 of a partition leader while every client produces (acks=all, idempotent) and one consumes."""
    names = [n for n in CLIENTS if n != "kcat" or shutil.which("kcat") is not None]
    topic = "clients-failover"
    parts = cluster.create_topic(topic, PARTITIONS, 3, configs={"min.insync.replicas": "2"})
    quorum_leader = cluster.wait_for_leader().leader_id
    # the victim leads a partition and is not the active controller (a controller failover is another test's)
    victim_part = next(p for p in parts if p.leader != quorum_leader)
    victim = victim_part.leader
    assert victim is not None
    bootstrap = cluster.bootstrap()
    stop = threading.Event()
    acks = {n: Acks() for n in names}
    errors: list[BaseException] = []

    def records(name: str) -> Iterator[Rec]:
        i = 0
        while True:
            # kcat streams into one partition per run: the victim's
            partition = victim_part.partition if name == "kcat" else i % PARTITIONS
            yield Rec(
                f"{name}|{i}".encode(), f"{name} value {i} ".encode() * 4, (("producer", name.encode()),), partition
            )
            i += 1

    def run(name: str) -> None:
        try:
            CLIENTS[name].stream(bootstrap, topic, records(name), stop, acks[name])
        except BaseException as e:  # reported by the main thread
            errors.append(e)

    # a consumer that reads through the failover
    live: list[Got] = []
    live_stop = threading.Event()

    def read_live() -> None:
        try:
            ck = CLIENTS["confluent-kafka"]
            assert isinstance(ck, ConfluentClient)
            consumer = ck.consumer(bootstrap, topic)
            try:
                while not live_stop.is_set():
                    ck.poll(consumer, live)
            finally:
                consumer.close()
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=run, args=(n,), name=f"produce-{n}") for n in names]
    threads.append(threading.Thread(target=read_live, name="consume-live"))
    for t in threads:
        t.start()
    try:

        def progressed(base: dict[str, int], extra: int) -> bool:
            if errors:
                raise AssertionError(f"a client failed: {errors[0]!r}") from errors[0]
            return all(acks[n].count(victim_part.partition) >= base[n] + extra for n in names)

        zero = dict.fromkeys(names, 0)
        cluster.wait_until("acknowledgements before the kill", lambda: progressed(zero, 20), 30)
        before = {n: acks[n].count(victim_part.partition) for n in names}
        cluster.kill(victim)
        cluster.wait_for_partition(
            topic,
            victim_part.partition,
            "a new leader",
            lambda p: p.leader is not None and p.leader not in (-1, victim),
            via=lambda: cluster.bootstrap(exclude={victim}),
        )
        # every producer is acknowledged again on the partition the victim led: it found the new leader
        cluster.wait_until("acknowledgements from the new leader", lambda: progressed(before, 20), 60)
    finally:
        stop.set()
        for t in threads[:-1]:
            t.join(90)
        live_stop_deadline = time.monotonic() + 30
        acked_keys = {k for n in names for k in acks[n].acked}
        while time.monotonic() < live_stop_deadline and not acked_keys <= {g.key for g in live}:
            time.sleep(0.1)
        live_stop.set()
        threads[-1].join(30)
    if errors:
        raise AssertionError(f"a client failed: {errors[0]!r}") from errors[0]

    everything = Acks()
    for n in names:
        for key, (p, o) in acks[n].acked.items():
            everything.ok(key, p, o)
    acked = everything.acked
    survivors = cluster.bootstrap(exclude={victim})

    def check_all_acked(reader: str, got: list[Got]) -> None:
        seen: dict[bytes | None, list[tuple[int, int]]] = defaultdict(list)
        for g in got:
            seen[g.key].append((g.partition, g.offset))
        lost = {k: v for k, v in acked.items() if v not in seen.get(k, [])}
        assert not lost, (
            f"{reader}: {len(lost)} of {len(acked)} acknowledged records not read where acknowledged, "
            f"e.g. {list(lost.items())[:3]}"
        )
        dupes = {k: v for k, v in seen.items() if len(v) > 1}
        assert not dupes, f"{reader}: records written twice by idempotent producers: {list(dupes.items())[:3]}"
        offsets = defaultdict(list)
        for g in got:
            offsets[g.partition].append(g.offset)
        for p, offs in offsets.items():
            assert sorted(offs) == list(range(len(offs))), f"{reader}: partition {p} has gaps"

    check_all_acked("the consumer reading through the failover", live)
    for n in names:
        got = CLIENTS[n].consume(survivors, topic, lambda got: set(acked) <= {g.key for g in got}, timeout=30)
        check_all_acked(n, got)
    for n in names:
        assert acks[n].count() > 0, n
