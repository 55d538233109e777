"""Consumer groups with confluent-kafka against kraftpy node processes and librdkafka's mock cluster.

Targets, started once for the whole run:

* ``kraftpy``: 3 combined nodes (controller + broker) on 127.0.0.1, each its own process; ``__consumer_offsets``
  is created by the first FindCoordinator (50 partitions, RF 3: commits are acks=all writes on three replicas).
* ``mock``: librdkafka's mock cluster bundled in confluent-kafka (``test.mock.num.brokers=3``), in a child process;
  it has a group coordinator (classic protocol) that keeps offsets in memory.

Cases, each on a fresh topic of 4 partitions (the mock's default topic size) and a fresh group:

* ``rebalance-10``: 10 consumers (classic protocol, range assignor, one process, polled in turn) subscribe at once;
  the figure is the time from the first subscribe until every member has been given its assignment in one
  generation covering every partition (``on_assign``). Both coordinators wait ``group.initial.rebalance.delay.ms``
  before the first rebalance of a new group; kraftpy runs with it at 0 here (``--initial-delay-ms``) and the mock
  with its own setting, printed in the report.
* ``commits``: one member of a stable group commits one offset per request, synchronously, for ``--seconds``;
  the figure is commits per second.
* ``produce-sync``: the yardstick of a commit on the same target: one producer (acks=all, no batching) sends one
  record of ``COMMIT_RECORD_BYTES`` (about an offset commit record's key and value) per request and waits for it,
  for ``--seconds``, to the same topic; per second. On kraftpy a commit is one replicated write of the same size
  to a partition of ``__consumer_offsets`` (RF 3): the line ``commits / produce-sync`` says what the coordinator's
  path costs on top of it (target: >= 0.8x).

Interleaved rounds (the order of the targets shuffled each round), medians, the spread of the rounds, and the
ratios kraftpy/mock. The issue's targets - rebalance time within 1.5x of the mock, commits/s >= 0.5x - are reported,
never asserted.

    .venv/bin/python benchmarks/consumer_group_bench.py            # 5 rounds
    .venv/bin/python benchmarks/consumer_group_bench.py --quick    # 2 rounds, 1 s of commits
    .venv/bin/python benchmarks/consumer_group_bench.py --json out.json
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from confluent_kafka import Consumer, Producer, TopicPartition  # noqa: E402

TARGETS = ("kraftpy", "mock")
PARTITIONS = 4
MEMBERS = 10
REBALANCE_TARGET = 1.5
COMMIT_TARGET = 0.5


class Target:
    name = ""
    bootstrap = ""

    def start(self, root: Path, initial_delay_ms: int) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def create_topic(self, topic: str) -> None:
        raise NotImplementedError


class KraftpyTarget(Target):
    name = "kraftpy"

    def __init__(self) -> None:
        self.cluster: Any = None

    def start(self, root: Path, initial_delay_ms: int) -> None:
        from kraftpy.tools.process_cluster import Cluster

        self.cluster = Cluster(
            root / "kraftpy",
            controllers=3,
            combined=True,
            overrides={"group.initial.rebalance.delay.ms": str(initial_delay_ms)},
        )
        self.cluster.start_all()
        self.cluster.wait_for_leader(timeout=60)
        self.cluster.wait_for_brokers(timeout=60)
        self.bootstrap = self.cluster.bootstrap_servers

    def create_topic(self, topic: str) -> None:
        self.cluster.create_topic(topic, partitions=PARTITIONS, replication_factor=3)

    def stop(self) -> None:
        if self.cluster is not None:
            self.cluster.stop_all()
            self.cluster.close()


class MockTarget(Target):
    name = "mock"

    def __init__(self) -> None:
        self.proc: subprocess.Popen[str] | None = None

    def start(self, root: Path, initial_delay_ms: int) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--serve-mock"],
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

    def create_topic(self, topic: str) -> None:
        """A Metadata request creates the topic with the mock's default of 4 partitions."""
        p = Producer({"bootstrap.servers": self.bootstrap})
        md = p.list_topics(topic, timeout=10).topics.get(topic)
        if md is None or len(md.partitions) != PARTITIONS:
            raise RuntimeError(f"mock: topic {topic} has {md and len(md.partitions)} partitions, not {PARTITIONS}")

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def serve_mock() -> int:
    p = Producer({"test.mock.num.brokers": 3, "bootstrap.servers": "", "log_level": 3})
    md = p.list_topics(timeout=10)
    print("BOOTSTRAP " + ",".join(f"{b.host}:{b.port}" for b in md.brokers.values()), flush=True)
    sys.stdin.read()
    del p
    return 0


def rebalance(target: Target, topic: str, group: str, timeout: float = 90.0) -> float:
    """Seconds from the first subscribe until all members hold one generation's complete assignment."""
    assigned: dict[int, list[int]] = {}
    consumers = []

    def on_assign(i: int) -> Any:
        def cb(_c: Any, parts: list[TopicPartition]) -> None:
            assigned[i] = sorted(p.partition for p in parts)

        return cb

    def on_revoke(i: int) -> Any:
        def cb(_c: Any, _parts: list[TopicPartition]) -> None:
            assigned.pop(i, None)

        return cb

    for i in range(MEMBERS):
        consumers.append(
            Consumer(
                {
                    "bootstrap.servers": target.bootstrap,
                    "group.id": group,
                    "client.id": f"bench-{i}",
                    "session.timeout.ms": 10_000,
                    "heartbeat.interval.ms": 500,
                    "partition.assignment.strategy": "range",
                    "enable.auto.commit": False,
                    "log_level": 3,
                }
            )
        )
    start = time.perf_counter()
    for i, c in enumerate(consumers):
        c.subscribe([topic], on_assign=on_assign(i), on_revoke=on_revoke(i))
    try:
        while time.perf_counter() - start < timeout:
            for c in consumers:
                c.poll(0)
            if len(assigned) == MEMBERS and sorted(p for ps in assigned.values() for p in ps) == list(
                range(PARTITIONS)
            ):
                return time.perf_counter() - start
            time.sleep(0.001)
        raise RuntimeError(f"{target.name}: the group did not settle in {timeout} s ({len(assigned)} assigned)")
    finally:
        for c in consumers:
            with contextlib.suppress(Exception):
                c.close()


def commits(target: Target, topic: str, group: str, seconds: float) -> float:
    """Synchronous commits per second by one member of a stable group."""
    c = Consumer(
        {"bootstrap.servers": target.bootstrap, "group.id": group, "enable.auto.commit": False, "log_level": 3}
    )
    try:
        c.subscribe([topic])
        deadline = time.perf_counter() + 60
        while not c.assignment() and time.perf_counter() < deadline:
            c.poll(0.1)
        parts = c.assignment()
        if not parts:
            raise RuntimeError(f"{target.name}: no assignment for the commit case")
        n = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            tp = parts[n % len(parts)]
            c.commit(offsets=[TopicPartition(topic, tp.partition, n)], asynchronous=False)
            n += 1
        rate = n / (time.perf_counter() - start)
        got = c.committed([TopicPartition(topic, parts[(n - 1) % len(parts)].partition)], timeout=10)[0].offset
        if got != n - 1:
            raise RuntimeError(f"{target.name}: the last commit reads back as {got}, not {n - 1}")
        return rate
    finally:
        c.close()


COMMIT_RECORD_BYTES = 64
SYNC_COMMIT_TARGET = 0.8


def sync_produces(target: Target, topic: str, seconds: float) -> float:
    """Synchronous acks=all produces per second of one record of COMMIT_RECORD_BYTES."""
    p = Producer({"bootstrap.servers": target.bootstrap, "acks": "all", "linger.ms": 0, "log_level": 3})
    value = b"v" * COMMIT_RECORD_BYTES
    p.produce(topic, value=value, partition=0)
    if p.flush(30):
        raise RuntimeError(f"{target.name}: the first record of the produce-sync case was not acknowledged")
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        p.produce(topic, value=value, partition=0)
        if p.flush(30):
            raise RuntimeError(f"{target.name}: a record of the produce-sync case was not acknowledged")
        n += 1
    return n / (time.perf_counter() - start)


def load() -> str:
    with contextlib.suppress(OSError):
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    return "?"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="2 rounds, 1 s of commits")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 5, --quick 2)")
    p.add_argument("--seconds", type=float, default=None, help="seconds of commits per round (default 3)")
    p.add_argument("--initial-delay-ms", type=int, default=0, help="kraftpy's group.initial.rebalance.delay.ms")
    p.add_argument("--target", action="append", choices=TARGETS, help="only these targets (repeatable)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--dir", help="where the kraftpy nodes live (default: a temporary directory)")
    p.add_argument("--json", nargs="?", const="-", default=None, metavar="PATH")
    p.add_argument("--serve-mock", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.serve_mock:
        return serve_mock()
    rounds = args.rounds or (2 if args.quick else 5)
    seconds = args.seconds or (1.0 if args.quick else 3.0)
    names = args.target or list(TARGETS)
    rng = random.Random(args.seed)
    report: TextIO = sys.stderr if args.json == "-" else sys.stdout
    targets: dict[str, Target] = {}
    tmp = tempfile.TemporaryDirectory(prefix="group-bench-") if args.dir is None else None
    root = Path(args.dir or tmp.name)  # type: ignore[union-attr]
    results: dict[str, dict[str, list[float]]] = {"rebalance-10": {}, "commits": {}, "produce-sync": {}}
    print(f"load average before: {load()}", file=report)
    try:
        for name in names:
            t = KraftpyTarget() if name == "kraftpy" else MockTarget()
            t.start(root, args.initial_delay_ms)
            targets[name] = t
        for r in range(rounds):
            order = list(names)
            rng.shuffle(order)
            for name in order:
                t = targets[name]
                topic = f"bench-{r}-{name}"
                t.create_topic(topic)
                results["rebalance-10"].setdefault(name, []).append(rebalance(t, topic, f"rebalance-{r}"))
                results["commits"].setdefault(name, []).append(commits(t, topic, f"commits-{r}", seconds))
                results["produce-sync"].setdefault(name, []).append(sync_produces(t, topic, seconds))
    finally:
        for t in targets.values():
            with contextlib.suppress(Exception):
                t.stop()
        if tmp is not None:
            tmp.cleanup()
    print(f"load average after: {load()}", file=report)
    out: dict[str, Any] = {"rounds": rounds, "seconds": seconds, "initial_delay_ms": args.initial_delay_ms, "cases": {}}
    print(f"\n{rounds} rounds; kraftpy group.initial.rebalance.delay.ms={args.initial_delay_ms}", file=report)
    print(f"{'case':<14} {'target':<8} {'median':>10} {'spread':>8}", file=report)
    for case, by_target in results.items():
        unit = "s" if case.startswith("rebalance") else "/s"
        row: dict[str, Any] = {}
        for name, values in by_target.items():
            med = statistics.median(values)
            spread = (max(values) - min(values)) / med if med else 0.0
            row[name] = {"median": med, "spread": spread, "rounds": values}
            print(f"{case:<14} {name:<8} {med:>9.3f}{unit:<1} {spread:>7.0%}", file=report)
        if "kraftpy" in row and "mock" in row:
            ratio = row["kraftpy"]["median"] / row["mock"]["median"]
            row["ratio"] = ratio
            print(f"{case:<14} {'kp/mock':<8} {ratio:>9.2f}x", file=report)
        out["cases"][case] = row
    if "ratio" in out["cases"]["rebalance-10"] and "ratio" in out["cases"]["commits"]:
        rb, cm = out["cases"]["rebalance-10"]["ratio"], out["cases"]["commits"]["ratio"]
        print(
            f"target: rebalance-10 kraftpy within {REBALANCE_TARGET}x of the mock: {rb:.2f}x, "
            f"{'met' if rb <= REBALANCE_TARGET else 'not met'}",
            file=report,
        )
        print(
            f"target: commits kraftpy >= {COMMIT_TARGET}x the mock's commits/s: {cm:.2f}x, "
            f"{'met' if cm >= COMMIT_TARGET else 'not met'}",
            file=report,
        )
    if "kraftpy" in results["produce-sync"]:
        kp_commits = out["cases"]["commits"]["kraftpy"]["median"]
        kp_produces = out["cases"]["produce-sync"]["kraftpy"]["median"]
        sync_ratio = kp_commits / kp_produces
        out["commits_per_sync_produce"] = sync_ratio
        print(
            f"target: kraftpy's synchronous commits/s >= {SYNC_COMMIT_TARGET}x its synchronous acks=all produces/s "
            f"of {COMMIT_RECORD_BYTES} B (same cluster, same rounds): {sync_ratio:.2f}x, "
            f"{'met' if sync_ratio >= SYNC_COMMIT_TARGET else 'not met'}",
            file=report,
        )
    if args.json is not None:
        text = json.dumps(out, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
