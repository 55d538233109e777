"""Produce and consume throughput with confluent-kafka against kraftpy node processes and librdkafka's mock cluster.

Targets, both three brokers on 127.0.0.1:

* ``kraftpy``: three combined nodes (controller + broker), each its own ``kraftpy server start`` process
  (kraftpy.tools.process_cluster), with the default settings (no fsync per append: durability comes from
  replication, as in Kafka);
* ``mock``: librdkafka's mock cluster bundled in confluent-kafka (``test.mock.num.brokers=3``), run by a separate
  process of this script; a C broker that keeps records in memory and acknowledges acks=all at once. A reference
  point for what the client can push through one machine, not a behavioural reference.

Cases: ``rf1-acks1`` (topic RF 1, producer acks=1) and ``rf3-acksall`` (RF 3, min.insync.replicas 2, acks=all),
each with 100 B and 1 KB values of the ``--mix`` (default ``varied``, as producers send them: sizes 0.5-1.5x the
mean, 8-24 byte keys, a header on every 4th record; see benchmarks/workload.py), and ``rf1-acks1-*-same`` with
identical records (no key, one size: what this benchmark sent before, the cheapest case for a broker) for
comparison; ``--partitions`` partitions (default 3) written round robin, no compression, producer ``linger.ms`` 5,
idempotence off; each cell's topic is new and gets one acks=all record
per partition before the clock starts (`warm`). The load generator is this process: one confluent-kafka
``Producer`` (its own C threads do the network work) produces ``--messages`` values (4x as many of 100 B) as fast as
``produce()`` accepts them, then one ``Consumer`` reads them back from offset 0 of assigned partitions.

Figures per cell: msgs/s and MB/s of values (first ``produce()`` to the last delivery report), p50/p99 produce
latency (delivery report time - produce() time, per message: it includes time queued in the client when the
producer outruns the broker), the CPU time the broker processes used while producing, per GB of values, user
(``usr s/GB``) and system (``sys s/GB``) apart (from /proc/<pid>/stat: all three kraftpy nodes together; the mock's
process), less what the idle target spends in as long (its user and system CPU rate, measured over
``--idle-seconds`` after it started, before the first cell), consumer MB/s (every message the
partitions hold, from their log start; from
assign() to the last message, the connections to the leaders already open). librdkafka's mock keeps only
the last ~5 MB (or 100,000 messages) of a partition, so its consumer reads that tail: the rate is comparable,
the volume is not. Every cell runs on a topic of its own,
deleted afterwards.

Target ``kraftpy-py`` (run only when named with ``--target``): the same kraftpy cluster with the native fast path
of record validation turned off (``KRAFTPY_NATIVE=0``), for before/after figures in one run.

Method: the targets start once; a check produces 200 records with keys and headers to each and reads them back
byte for byte (a failed check stops the run, exit status 1). A warm-up cell per target, then ``--rounds`` rounds: in
each round every (case, target) cell runs once, in a new random order. The table shows the medians over the
rounds, the spread of the producer MB/s ((max - min) / median) and the ratios kraftpy/mock of the medians. The
garbage collector is off in this process while timing. The issue's target, kraftpy >= 0.5x the mock's producer
MB/s for RF 1 acks=1 with 1 KB values, is reported as met or not, never asserted.

Usage::

    .venv/bin/python benchmarks/produce_bench.py              # 5 rounds, 100,000 x 1 KB / 400,000 x 100 B
    .venv/bin/python benchmarks/produce_bench.py --quick      # 2 rounds, 5,000 x 1 KB / 20,000 x 100 B
    .venv/bin/python benchmarks/produce_bench.py --case rf1-acks1-1KB --rounds 9
    .venv/bin/python benchmarks/produce_bench.py --json out.json
    .venv/bin/python benchmarks/produce_bench.py --target kraftpy --target kraftpy-py --case rf1-acks1-100B
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from importlib import metadata as importlib_metadata  # noqa: E402

import confluent_kafka  # noqa: E402
from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, Producer, TopicPartition  # noqa: E402
from confluent_kafka.admin import AdminClient, NewTopic  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))  # benchmarks/workload.py, also when loaded by path
import workload  # noqa: E402

TARGETS = ("kraftpy", "mock", "kraftpy-py")
DEFAULT_TARGETS = ("kraftpy", "mock")
CK_VERSION = importlib_metadata.version("confluent-kafka")
TARGET_RATIO = 0.5
TARGET_CASE = "rf1-acks1-1KB"


@dataclass(frozen=True)
class Case:
    name: str
    replication_factor: int
    acks: str
    value_bytes: int  # the mean
    identical: bool = False  # identical records instead of the --mix


CASES = {
    c.name: c
    for c in (
        Case("rf1-acks1-100B", 1, "1", 100),
        Case("rf1-acks1-1KB", 1, "1", 1024),
        Case("rf3-acksall-100B", 3, "all", 100),
        Case("rf3-acksall-1KB", 3, "all", 1024),
        Case("rf1-acks1-100B-same", 1, "1", 100, identical=True),
        Case("rf1-acks1-1KB-same", 1, "1", 1024, identical=True),
    )
}


@dataclass
class CellResult:
    messages: int
    value_bytes: int  # bytes of values produced
    produce_seconds: float
    server_user_seconds: float  # user CPU time of the broker processes while producing, less the idle rate's
    server_system_seconds: float  # system CPU time, likewise
    consumed: int  # the mock keeps only the last ~5 MB / 100,000 messages of a partition: it serves fewer
    consume_seconds: float
    p50_ms: float
    p99_ms: float

    @property
    def msgs_per_s(self) -> float:
        return self.messages / self.produce_seconds


def percentile(sorted_values: Sequence[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    k = (len(sorted_values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


# ============================================================================================ the targets


def cpu_times(pids: Sequence[int]) -> tuple[float, float]:
    """(user, system) CPU seconds of processes so far (Linux /proc; nan elsewhere)."""
    user = system = 0.0
    try:
        tick = os.sysconf("SC_CLK_TCK")
        for pid in pids:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            user += int(fields[11]) / tick
            system += int(fields[12]) / tick
    except (OSError, ValueError, IndexError):
        return float("nan"), float("nan")
    return user, system


def cpu_seconds(pids: Sequence[int]) -> float:
    """User + system CPU time of processes so far (Linux /proc; nan elsewhere)."""
    return sum(cpu_times(pids))


def idle_cpu_rate(pids: Sequence[int], seconds: float) -> tuple[float, float]:
    """(user, system) CPU seconds per second the processes spend when nobody sends them anything."""
    if seconds <= 0:
        return 0.0, 0.0
    u0, s0 = cpu_times(pids)
    t0 = time.monotonic()
    time.sleep(seconds)
    u1, s1 = cpu_times(pids)
    elapsed = time.monotonic() - t0
    return (u1 - u0) / elapsed, (s1 - s0) / elapsed


class Target:
    name = ""
    bootstrap = ""
    idle_rate = (0.0, 0.0)  # (user, system) CPU seconds per second when idle

    def server_pids(self) -> list[int]:
        raise NotImplementedError

    def start(self, root: Path, err: TextIO) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def admin(self) -> AdminClient:
        return AdminClient({"bootstrap.servers": self.bootstrap, "log_level": 3})

    def create_topic(self, topic: str, partitions: int, rf: int, configs: dict[str, str] | None = None) -> None:
        configs = {**({"min.insync.replicas": "2"} if rf >= 3 else {}), **(configs or {})}
        admin = self.admin()
        deadline = time.monotonic() + 60
        while True:
            fut = admin.create_topics([NewTopic(topic, partitions, rf, config=configs)], operation_timeout=30)[topic]
            try:
                fut.result(30)
                break
            except confluent_kafka.KafkaException as e:
                code = e.args[0].code()
                if code == KafkaError.TOPIC_ALREADY_EXISTS:
                    break
                if time.monotonic() > deadline or not (
                    e.args[0].retriable() or code == KafkaError.INVALID_REPLICATION_FACTOR
                ):
                    raise
                time.sleep(0.2)
        # until every partition has a leader and (RF > 1) its whole replica set in the ISR
        while time.monotonic() < deadline:
            md = admin.list_topics(topic, timeout=10).topics.get(topic)
            if (
                md is not None
                and md.error is None
                and len(md.partitions) == partitions
                and all(p.leader >= 0 and len(p.isrs) == rf for p in md.partitions.values())
            ):
                return
            time.sleep(0.1)
        raise RuntimeError(f"{self.name}: topic {topic} not ready within 60 s")

    def delete_topic(self, topic: str) -> None:
        admin = self.admin()  # alive until the answer came: a destroyed client fails its futures
        fut = admin.delete_topics([topic], operation_timeout=30)[topic]
        with contextlib.suppress(confluent_kafka.KafkaException):
            fut.result(60)


class KraftpyTarget(Target):
    name = "kraftpy"

    def __init__(self, overrides: dict[str, str] | None = None, *, native: bool = True) -> None:
        self.cluster: Any = None
        self.overrides = overrides  # node settings on top of the defaults
        self.native = native  # False: the nodes validate records in Python (KRAFTPY_NATIVE=0)
        if not native:
            self.name = "kraftpy-py"

    def start(self, root: Path, err: TextIO) -> None:
        from kraftpy.tools.process_cluster import Cluster

        cluster = Cluster(root / self.name, controllers=3, combined=True, overrides=self.overrides)
        self.cluster = cluster
        for node in cluster.nodes.values():
            node.env["KRAFTPY_NATIVE"] = "1" if self.native else "0"
        cluster.start_all()
        cluster.wait_for_leader(timeout=60)
        cluster.wait_for_brokers(timeout=60)
        self.bootstrap = cluster.bootstrap_servers

    def server_pids(self) -> list[int]:
        return [n.proc.pid for n in self.cluster.nodes.values() if n.proc is not None]

    def stop(self) -> None:
        if self.cluster is not None:
            self.cluster.stop_all()
            self.cluster.close()


class MockTarget(Target):
    """librdkafka's mock cluster, kept alive by a Producer in a child process (`--serve-mock`)."""

    name = "mock"

    def __init__(self) -> None:
        self.proc: subprocess.Popen[str] | None = None

    def start(self, root: Path, err: TextIO) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--serve-mock", "3"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().strip()
        if not line.startswith("BOOTSTRAP "):
            self.proc.kill()
            raise RuntimeError(f"the mock cluster did not start (said {line!r})")
        self.bootstrap = line.split(" ", 1)[1]

    def create_topic(self, topic: str, partitions: int, rf: int) -> None:
        """The mock has no CreateTopics: a Metadata request creates the topic, with its default 4 partitions
        (this benchmark writes the first `partitions` of them) and 3 replicas (not replicated: the mock keeps one
        copy in memory and acknowledges acks=all at once)."""
        admin = self.admin()
        md = admin.list_topics(topic, timeout=10).topics.get(topic)
        if md is None or md.error is not None or len(md.partitions) < partitions:
            raise RuntimeError(f"mock: topic {topic} was not created with {partitions}+ partitions: {md}")

    def delete_topic(self, topic: str) -> None:
        pass  # no DeleteTopics in the mock either

    def server_pids(self) -> list[int]:
        return [] if self.proc is None else [self.proc.pid]

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def serve_mock(brokers: int) -> int:
    p = Producer({"test.mock.num.brokers": brokers, "bootstrap.servers": "", "log_level": 3})
    md = p.list_topics(timeout=10)
    print("BOOTSTRAP " + ",".join(f"{b.host}:{b.port}" for b in md.brokers.values()), flush=True)
    sys.stdin.read()  # until the parent closes our stdin
    del p
    return 0


# ============================================================================================== the work


def produce(
    bootstrap: str, topic: str, partitions: int, acks: str, pool: list[workload.Rec], count: int
) -> tuple[float, list[float]]:
    """Produce `count` records round robin, cycling through `pool`; (seconds from the first produce() to the last
    delivery, latencies)."""
    producer = Producer(
        {
            "bootstrap.servers": bootstrap,
            "acks": acks,
            "enable.idempotence": False,
            "linger.ms": 5,
            "queue.buffering.max.messages": 1_000_000,
            "queue.buffering.max.kbytes": 1_048_576,
            "log_level": 3,
        }
    )
    sent = [deque() for _ in range(partitions)]  # produce() times per partition: reports come in order
    latencies: list[float] = []
    failures: list[str] = []
    last = [0.0]
    clock = time.perf_counter

    def on_delivery(err: KafkaError | None, msg: Any) -> None:
        now = clock()
        t0 = sent[msg.partition()].popleft()
        if err is not None:
            failures.append(str(err))
        latencies.append(now - t0)
        last[0] = now

    producer.list_topics(topic, timeout=10)  # connections and metadata before the clock starts
    produce_ = producer.produce
    size = len(pool)
    start = clock()
    for i in range(count):
        p = i % partitions
        key, value, headers = pool[i % size]
        while True:
            try:
                sent[p].append(clock())
                if headers:
                    produce_(topic, value, key, partition=p, on_delivery=on_delivery, headers=headers)
                else:
                    produce_(topic, value, key, partition=p, on_delivery=on_delivery)
                break
            except BufferError:
                sent[p].pop()
                producer.poll(0.001)
        if i & 1023 == 0:
            producer.poll(0)
    remaining = producer.flush(120)
    if remaining or failures:
        raise RuntimeError(f"{remaining} deliveries outstanding, {len(failures)} failed: {failures[:3]}")
    return last[0] - start, latencies


def consume(bootstrap: str, topic: str, partitions: int) -> tuple[int, float]:
    """Read every message the partitions hold, from their log start; (messages, seconds from assign() to the
    last message)."""
    consumer = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "produce-bench",  # required by confluent-kafka; assign() only, no group calls
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "fetch.wait.max.ms": 100,
            # librdkafka pauses fetching for fetch.queue.backoff.ms (default 1 s) whenever its local queue holds
            # queued.min.messages (100,000): a broker that answers fast enough to fill it would be penalized for it
            "fetch.queue.backoff.ms": 10,
            "log_level": 3,
        }
    )
    try:
        count = 0
        for p in range(partitions):
            low, high = consumer.get_watermark_offsets(TopicPartition(topic, p), timeout=10)
            count += high - low
        start = time.perf_counter()  # connections to the leaders are open: the watermarks came from them
        consumer.assign([TopicPartition(topic, p, OFFSET_BEGINNING) for p in range(partitions)])
        got = 0
        deadline = time.monotonic() + 120
        while got < count:
            if time.monotonic() > deadline:
                raise RuntimeError(f"consumed {got} of {count} messages in 120 s")
            for m in consumer.consume(min(10_000, count - got), 0.5):
                if m.error() is None:
                    got += 1
        return count, time.perf_counter() - start
    finally:
        consumer.close()


def warm(bootstrap: str, topic: str, partitions: int) -> None:
    """One acks=all record per partition, delivered: every replica of a new partition replicates by then (a
    follower adds a new partition to its fetches when its current long-poll returns, up to
    replica.fetch.wait.max.ms later - Kafka's fetchers do the same - which would otherwise land on the first
    produce of the cell)."""
    producer = Producer({"bootstrap.servers": bootstrap, "acks": "all", "log_level": 3})
    for p in range(partitions):
        producer.produce(topic, b"warm-up", partition=p)
    if producer.flush(30):
        raise RuntimeError(f"warm-up records to {topic} not acknowledged within 30 s")


def case_records(case: Case, mix: str) -> list[workload.Rec]:
    """The pool of records a cell of `case` cycles through."""
    return workload.records("identical" if case.identical else mix, case.value_bytes)


def run_cell(
    target: Target, case: Case, partitions: int, count: int, tag: str, mix: str = workload.DEFAULT_MIX
) -> CellResult:
    topic = f"bench-{case.name}-{tag}".lower()
    target.create_topic(topic, partitions, case.replication_factor)
    warm(target.bootstrap, topic, partitions)
    pool = case_records(case, mix)
    sizes = [len(v) for _k, v, _h in pool]
    value_bytes = count // len(pool) * sum(sizes) + sum(sizes[: count % len(pool)])
    pids = target.server_pids()
    gc.collect()
    gc.disable()
    try:
        (u0, s0), t0 = cpu_times(pids), time.monotonic()
        produce_s, latencies = produce(target.bootstrap, topic, partitions, case.acks, pool, count)
        (u1, s1), window = cpu_times(pids), time.monotonic() - t0
        consumed, consume_s = consume(target.bootstrap, topic, partitions)
    finally:
        gc.enable()
    target.delete_topic(topic)
    latencies.sort()
    idle_user, idle_system = target.idle_rate
    return CellResult(
        count,
        value_bytes,
        produce_s,
        u1 - u0 - idle_user * window,
        s1 - s0 - idle_system * window,
        consumed,
        consume_s,
        percentile(latencies, 0.5) * 1000,
        percentile(latencies, 0.99) * 1000,
    )


def check(target: Target, partitions: int) -> None:
    """The same work on both: 200 records with keys and headers come back byte for byte, in order."""
    topic = "bench-check"
    target.create_topic(topic, partitions, 1)
    producer = Producer({"bootstrap.servers": target.bootstrap, "acks": "all", "log_level": 3})
    sent = [(f"k{i}".encode(), os.urandom(100 + i), [("h", str(i).encode())]) for i in range(200)]
    for i, (k, v, h) in enumerate(sent):
        producer.produce(topic, v, k, partition=i % partitions, headers=h)
    if producer.flush(30):
        raise RuntimeError(f"check: {target.name} did not acknowledge every record")
    consumer = Consumer(
        {
            "bootstrap.servers": target.bootstrap,
            "group.id": "produce-bench-check",
            "enable.auto.commit": False,
            "log_level": 3,
        }
    )
    consumer.assign([TopicPartition(topic, p, 0) for p in range(partitions)])
    got: dict[int, list[tuple[bytes, bytes, list[tuple[str, bytes]]]]] = {p: [] for p in range(partitions)}
    deadline = time.monotonic() + 30
    while sum(map(len, got.values())) < len(sent) and time.monotonic() < deadline:
        for m in consumer.consume(500, 0.5):
            if m.error() is None:
                got[m.partition()].append((m.key(), m.value(), m.headers()))
    consumer.close()
    for p in range(partitions):
        want = [(k, v, h) for i, (k, v, h) in enumerate(sent) if i % partitions == p]
        if got[p] != want:
            raise RuntimeError(f"check: {target.name} partition {p} returned different records")
    target.delete_topic(topic)


# ============================================================================================== reporting


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def spread(values: Sequence[float]) -> float:
    m = median(values)
    return (max(values) - min(values)) / m if values and m else float("nan")


def report(results: dict[str, dict[str, list[CellResult]]], out: TextIO) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    header = (
        f"{'case':<20} {'target':<10} {'msgs/s':>9} {'MB/s':>7} {'spread':>7} {'p50 ms':>8} {'p99 ms':>8} "
        f"{'usr s/GB':>9} {'sys s/GB':>9} {'cons MB/s':>9}"
    )
    print(header, file=out)
    print("-" * len(header), file=out)
    for case_name, per_target in results.items():
        row: dict[str, Any] = {}
        for target_name, cells in per_target.items():
            mbs = [c.value_bytes / c.produce_seconds / 1e6 for c in cells]
            cons = [c.consumed * (c.value_bytes / c.messages) / c.consume_seconds / 1e6 for c in cells]
            user = [c.server_user_seconds / (c.value_bytes / 1e9) for c in cells]
            system = [c.server_system_seconds / (c.value_bytes / 1e9) for c in cells]
            row[target_name] = {
                "msgs_per_s": median([c.msgs_per_s for c in cells]),
                "mb_per_s": median(mbs),
                "mb_per_s_spread": spread(mbs),
                "p50_ms": median([c.p50_ms for c in cells]),
                "p99_ms": median([c.p99_ms for c in cells]),
                "server_user_s_per_gb": median(user),
                "server_system_s_per_gb": median(system),
                "server_cpu_s_per_gb": median([u + s for u, s in zip(user, system)]),
                "consume_mb_per_s": median(cons),
                "rounds": [asdict(c) for c in cells],
            }
            r = row[target_name]
            print(
                f"{case_name:<20} {target_name:<10} {r['msgs_per_s']:>9,.0f} {r['mb_per_s']:>7.1f} "
                f"{r['mb_per_s_spread']:>6.0%} {r['p50_ms']:>8.1f} {r['p99_ms']:>8.1f} "
                f"{r['server_user_s_per_gb']:>9.2f} {r['server_system_s_per_gb']:>9.2f} "
                f"{r['consume_mb_per_s']:>9.1f}",
                file=out,
            )
        if "kraftpy" in row and "mock" in row:
            k, m = row["kraftpy"], row["mock"]
            row["ratio"] = {
                "mb_per_s": k["mb_per_s"] / m["mb_per_s"],
                "consume_mb_per_s": k["consume_mb_per_s"] / m["consume_mb_per_s"],
            }
            print(
                f"{case_name:<20} {'kp/mock':<10} {'':>9} {row['ratio']['mb_per_s']:>6.2f}x {'':>7} {'':>8} "
                f"{'':>8} {'':>9} {'':>9} {row['ratio']['consume_mb_per_s']:>8.2f}x",
                file=out,
            )
        if "kraftpy" in row and "kraftpy-py" in row:
            k, py = row["kraftpy"], row["kraftpy-py"]
            row["native_vs_python"] = {
                "mb_per_s": k["mb_per_s"] / py["mb_per_s"],
                "user_s_per_gb": k["server_user_s_per_gb"] / py["server_user_s_per_gb"],
            }
            print(
                f"{case_name:<20} {'kp/kp-py':<10} {'':>9} {row['native_vs_python']['mb_per_s']:>6.2f}x {'':>7} "
                f"{'':>8} {'':>8} {row['native_vs_python']['user_s_per_gb']:>8.2f}x",
                file=out,
            )
        summary[case_name] = row
    return summary


# =================================================================================================== main


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="2 rounds, 5,000 messages per 1 KB cell")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 5, --quick 2)")
    p.add_argument(
        "--messages",
        type=int,
        default=None,
        help="messages per cell with 1 KB values (default 100,000, --quick 5,000); 100 B cells send 4x",
    )
    p.add_argument("--partitions", type=int, default=3)
    p.add_argument("--mix", choices=workload.MIXES, default=workload.DEFAULT_MIX, help="the records (default varied)")
    p.add_argument(
        "--idle-seconds", type=float, default=5.0, help="how long each idle target's CPU rate is measured (default 5)"
    )
    p.add_argument("--case", action="append", choices=sorted(CASES), help="repeatable (default: all)")
    p.add_argument("--target", action="append", choices=TARGETS, help="repeatable (default: kraftpy and mock)")
    p.add_argument("--seed", type=int, default=None, help="seed of the cell order")
    p.add_argument("--dir", help="where the kraftpy nodes live (default: a temporary directory)")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    p.add_argument("--serve-mock", type=int, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.serve_mock:
        return serve_mock(args.serve_mock)
    rounds = args.rounds if args.rounds is not None else (2 if args.quick else 5)
    messages = args.messages if args.messages is not None else (5_000 if args.quick else 100_000)
    cases = [CASES[c] for c in (args.case or CASES)]
    target_names = args.target or list(DEFAULT_TARGETS)
    err = sys.stderr if args.json == "-" else sys.stdout
    rng = random.Random(args.seed)
    own_dir = args.dir is None
    root = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="kraftpy-produce-bench-"))
    print(
        f"kraftpy produce_bench on {platform.python_implementation()} {platform.python_version()}, "
        f"confluent-kafka {CK_VERSION} (librdkafka {confluent_kafka.libversion()[0]}), "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}",
        file=err,
    )
    print(
        f"{rounds} rounds, {messages:,} messages of 1 KB / {4 * messages:,} of 100 B per cell, "
        f"{args.partitions} partitions, records of the {args.mix} mix (the -same cases: identical), "
        "GC off while timing",
        file=err,
    )
    targets: dict[str, Target] = {}
    try:
        for name in target_names:
            t: Target = MockTarget() if name == "mock" else KraftpyTarget(native=name == "kraftpy")
            t.start(root, err)
            targets[name] = t
            check(t, args.partitions)
            print(f"check: {name} ({t.bootstrap}) returned 200 records byte for byte", file=err)
        for t in targets.values():  # warm-up
            run_cell(t, CASES["rf1-acks1-1KB"], args.partitions, max(1000, messages // 4), "warmup", args.mix)
        for t in targets.values():  # every target started and warm: each one's own CPU while nobody sends
            t.idle_rate = idle_cpu_rate(t.server_pids(), args.idle_seconds)
            print(
                f"idle: {t.name} uses {t.idle_rate[0]:.3f} s user and {t.idle_rate[1]:.3f} s system CPU per second "
                "(subtracted from its cells)",
                file=err,
            )
        results: dict[str, dict[str, list[CellResult]]] = {c.name: {n: [] for n in targets} for c in cases}
        for r in range(rounds):
            cells = [(c, n) for c in cases for n in targets]
            rng.shuffle(cells)
            for case, name in cells:
                count = messages if case.value_bytes >= 1024 else 4 * messages
                results[case.name][name].append(
                    run_cell(targets[name], case, args.partitions, count, f"r{r}", args.mix)
                )
            print(f"round {r + 1}/{rounds} done, load average {os.getloadavg()[0]:.2f}", file=err)
    except RuntimeError as e:
        print(f"FAILED: {e}", file=err)
        return 1
    finally:
        for t in targets.values():
            t.stop()
        if own_dir:
            shutil.rmtree(root, ignore_errors=True)

    summary = report(results, err)
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "confluent_kafka": CK_VERSION,
        "librdkafka": confluent_kafka.libversion()[0],
        "rounds": rounds,
        "messages_1kb": messages,
        "messages_100b": 4 * messages,
        "partitions": args.partitions,
        "mix": args.mix,
        "idle_cpu_rate": {name: {"user": t.idle_rate[0], "system": t.idle_rate[1]} for name, t in targets.items()},
        "loadavg_after": os.getloadavg(),
        "cases": summary,
    }
    ratio = summary.get(TARGET_CASE, {}).get("ratio", {}).get("mb_per_s")
    if ratio is not None:
        met = "met" if ratio >= TARGET_RATIO else "NOT met"
        print(
            f"target: {TARGET_CASE} kraftpy >= {TARGET_RATIO}x the mock's producer MB/s: {ratio:.2f}x, {met}", file=err
        )
        out["target"] = {"case": TARGET_CASE, "ratio": ratio, "met": ratio >= TARGET_RATIO}
    if args.json:
        text = json.dumps(out, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
