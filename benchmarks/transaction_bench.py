"""Transactional produce against idempotent produce, on kraftpy node processes and on librdkafka's mock cluster.

Targets (as in produce_bench.py, whose launchers this script uses): ``kraftpy``, three combined nodes (controller +
broker) with their default settings, and ``mock``, librdkafka's mock cluster bundled in confluent-kafka (three
brokers, a transaction coordinator of its own in C, records in memory, nothing replicated).

Cases, each on a new topic of ``--partitions`` partitions (RF 3 and min.insync.replicas 2 on kraftpy), 1 KB values,
acks=all, ``linger.ms`` 5, written round robin by one confluent-kafka producer as fast as ``produce()`` accepts them:

* ``idempotent``: ``enable.idempotence`` on, no transactions: the reference;
* ``txn-100ms``: a transactional producer that commits every 100 ms (``begin_transaction`` ... ``commit_transaction``
  in a loop, as a stream processor with a 100 ms commit interval);
* ``txn-1000``: the same, committing every 1,000 records.

Figures per cell: msgs/s and MB/s of values (first ``produce()`` to the last delivery report, the last commit
included), the latency of ``commit_transaction()`` (p50/p99 over the commits of the cell: it flushes what is
queued, then waits for EndTxn, which the coordinator answers once its PrepareCommit is replicated), and the server
processes' CPU per GB of values. The ratios: each transactional case over ``idempotent`` on the same target in the
same round (then the median over rounds), and kraftpy over the mock. The issue's target (transactional throughput
>= 0.7x of idempotent on kraftpy, both transactional cases) is reported as met or not, never asserted.

Method: each target starts once and is checked first: 100 records committed in one transaction and 50 in an
aborted one; a read_uncommitted consumer must get all 150 and, on kraftpy, a read_committed one exactly the 100
(librdkafka's mock hands aborted records to read_committed consumers too); a failed check stops the run, exit
status 1. Then ``--rounds`` rounds, each running every (case, target) cell once in a new random
order; medians over the rounds. The garbage collector is off in this process while timing.

Usage::

    .venv/bin/python benchmarks/transaction_bench.py              # 3 rounds x 50,000 x 1 KB per cell
    .venv/bin/python benchmarks/transaction_bench.py --quick      # 1 round x 5,000
    .venv/bin/python benchmarks/transaction_bench.py --json out.json
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, Path(__file__).resolve().parent):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import confluent_kafka  # noqa: E402
from confluent_kafka import OFFSET_BEGINNING, Consumer, Producer, TopicPartition  # noqa: E402
from produce_bench import CK_VERSION, KraftpyTarget, MockTarget, Target, cpu_seconds, percentile, serve_mock, warm  # noqa: E402

CASES = ("idempotent", "txn-100ms", "txn-1000")
TARGETS = ("kraftpy", "mock")
TARGET_RATIO = 0.7
VALUE = (b"0123456789abcdef" * 64)[:1024]


@dataclass
class Cell:
    messages: int
    seconds: float
    server_cpu_s: float
    commits: int
    commit_p50_ms: float
    commit_p99_ms: float

    @property
    def msgs_per_s(self) -> float:
        return self.messages / self.seconds

    @property
    def mb_per_s(self) -> float:
        return self.messages * len(VALUE) / self.seconds / 1e6

    @property
    def cpu_s_per_gb(self) -> float:
        return self.server_cpu_s / (self.messages * len(VALUE) / 1e9)


def producer(bootstrap: str, transactional: bool) -> Producer:
    config: dict[str, Any] = {
        "bootstrap.servers": bootstrap,
        "acks": "all",
        "enable.idempotence": True,
        "linger.ms": 5,
        "queue.buffering.max.messages": 1_000_000,
        "queue.buffering.max.kbytes": 1_048_576,
        "log_level": 3,
    }
    if transactional:
        config["transactional.id"] = f"bench-{uuid.uuid4().hex[:12]}"
    p = Producer(config)
    if transactional:
        p.init_transactions(60)
    return p


def run(bootstrap: str, topic: str, partitions: int, case: str, count: int) -> tuple[float, list[float]]:
    """Produce `count` values as the case says; (seconds from the first produce() to the end, commit latencies)."""
    transactional = case != "idempotent"
    p = producer(bootstrap, transactional)
    failures: list[str] = []

    def delivered(err: Any, _msg: Any) -> None:
        if err is not None:
            failures.append(str(err))

    if not transactional:  # (its producer id first, as init_transactions() gets the transactional one's)
        p.produce(topic, b"warm-up", partition=0)
        if p.flush(30):
            raise RuntimeError(f"{topic}: the idempotent producer's first record not acknowledged within 30 s")
    commits: list[float] = []
    clock = time.perf_counter
    every_records = 1000 if case == "txn-1000" else 0
    every_s = 0.1 if case == "txn-100ms" else 0.0
    start = clock()
    if transactional:
        p.begin_transaction()
    opened, in_txn = start, 0
    for i in range(count):
        while True:
            try:
                p.produce(topic, VALUE, partition=i % partitions, on_delivery=delivered)
                break
            except BufferError:
                p.poll(0.005)
        p.poll(0)
        if transactional:
            in_txn += 1
            now = clock()
            if (every_records and in_txn >= every_records) or (every_s and now - opened >= every_s):
                p.commit_transaction(60)
                commits.append(clock() - now)
                p.begin_transaction()
                opened, in_txn = clock(), 0
    if transactional:
        now = clock()
        p.commit_transaction(60)
        commits.append(clock() - now)
    elif p.flush(120):
        raise RuntimeError(f"{topic}: records not acknowledged within 120 s")
    seconds = clock() - start
    if failures:
        raise RuntimeError(f"{topic}: {len(failures)} deliveries failed, e.g. {failures[0]}")
    return seconds, commits


def run_cell(target: Target, case: str, partitions: int, count: int, tag: str) -> Cell:
    topic = f"txnbench-{case}-{tag}-{uuid.uuid4().hex[:6]}".lower()
    target.create_topic(topic, partitions, 3)
    warm(target.bootstrap, topic, partitions)
    pids = target.server_pids()
    gc.collect()
    gc.disable()
    try:
        cpu0 = cpu_seconds(pids)
        seconds, commits = run(target.bootstrap, topic, partitions, case, count)
        cpu = cpu_seconds(pids) - cpu0
    finally:
        gc.enable()
    target.delete_topic(topic)
    commits.sort()
    p50 = percentile(commits, 0.5) * 1000 if commits else float("nan")
    p99 = percentile(commits, 0.99) * 1000 if commits else float("nan")
    return Cell(count, seconds, cpu, len(commits), p50, p99)


def read_all(bootstrap: str, topic: str, partitions: int, isolation: str, expect_at_least: int) -> list[bytes]:
    c = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": f"check-{uuid.uuid4().hex[:8]}",
            "isolation.level": isolation,
            "enable.auto.commit": False,
            "log_level": 3,
        }
    )
    c.assign([TopicPartition(topic, p, OFFSET_BEGINNING) for p in range(partitions)])
    got: list[bytes] = []
    deadline = time.monotonic() + 30
    quiet_until = 0.0
    while time.monotonic() < deadline:
        m = c.poll(0.2)
        if m is None:
            if len(got) >= expect_at_least and time.monotonic() > quiet_until:
                break
            continue
        if m.error() is None:
            got.append(m.value())
            quiet_until = time.monotonic() + 1.0  # (a little longer, in case more come than expected)
    c.close()
    return got


def check(target: Target, partitions: int) -> None:
    """100 records committed in one transaction, 50 in an aborted one: read_committed gets the 100 exactly."""
    topic = f"txnbench-check-{uuid.uuid4().hex[:6]}"
    target.create_topic(topic, partitions, 3)
    p = producer(target.bootstrap, True)
    p.begin_transaction()
    for i in range(100):
        p.produce(topic, f"committed-{i}".encode(), partition=i % partitions)
    p.commit_transaction(60)
    p.begin_transaction()
    for i in range(50):
        p.produce(topic, f"aborted-{i}".encode(), partition=i % partitions)
    p.flush(60)
    p.abort_transaction(60)
    if target.name == "kraftpy":  # (the mock serves read_committed consumers aborted records too)
        committed = sorted(read_all(target.bootstrap, topic, partitions, "read_committed", 100))
        want = sorted(f"committed-{i}".encode() for i in range(100))
        if committed != want:
            raise RuntimeError(f"{target.name}: read_committed got {len(committed)} records, not the 100 committed")
    everything = read_all(target.bootstrap, topic, partitions, "read_uncommitted", 150)
    if len(everything) != 150:
        raise RuntimeError(f"{target.name}: read_uncommitted got {len(everything)} records, not 150")
    target.delete_topic(topic)


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def report(results: dict[str, dict[str, list[Cell]]], out: TextIO) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    print(
        f"\n{'case':<12} {'target':<8} {'msgs/s':>9} {'MB/s':>7} {'x idem':>7} {'commits':>8} {'commit p50':>11} "
        f"{'p99 ms':>8} {'srv cpu s/GB':>13}",
        file=out,
    )
    for case in CASES:
        for target, cells in results[case].items():
            if not cells:
                continue
            idem = results["idempotent"].get(target, [])
            paired = (
                [c.mb_per_s / i.mb_per_s for c, i in zip(cells, idem, strict=False)] if case != "idempotent" else []
            )
            row = {
                "msgs_per_s": median([c.msgs_per_s for c in cells]),
                "mb_per_s": median([c.mb_per_s for c in cells]),
                "vs_idempotent": median(paired) if paired else None,
                "commits": median([c.commits for c in cells]),
                "commit_p50_ms": median([c.commit_p50_ms for c in cells]),
                "commit_p99_ms": median([c.commit_p99_ms for c in cells]),
                "cpu_s_per_gb": median([c.cpu_s_per_gb for c in cells]),
                "cells": [asdict(c) for c in cells],
            }
            summary.setdefault(case, {})[target] = row
            vs = f"{row['vs_idempotent']:.2f}x" if row["vs_idempotent"] is not None else "-"
            print(
                f"{case:<12} {target:<8} {row['msgs_per_s']:>9,.0f} {row['mb_per_s']:>7.1f} {vs:>7} "
                f"{row['commits']:>8.0f} {row['commit_p50_ms']:>11.1f} {row['commit_p99_ms']:>8.1f} "
                f"{row['cpu_s_per_gb']:>13.1f}",
                file=out,
            )
        row = summary.get(case, {})
        if "kraftpy" in row and "mock" in row:
            ratio = row["kraftpy"]["mb_per_s"] / row["mock"]["mb_per_s"]
            summary[case]["kraftpy_vs_mock"] = ratio
            print(f"{case:<12} {'kp/mock':<8} {'':>9} {ratio:>6.2f}x", file=out)
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="1 round, 5,000 messages per cell")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 3, --quick 1)")
    p.add_argument("--messages", type=int, default=None, help="messages per cell (default 50,000, --quick 5,000)")
    p.add_argument("--partitions", type=int, default=3)
    p.add_argument("--target", action="append", choices=TARGETS, help="repeatable (default: both)")
    p.add_argument("--seed", type=int, default=None, help="seed of the cell order")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    p.add_argument("--serve-mock", type=int, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.serve_mock:
        return serve_mock(args.serve_mock)
    rounds = args.rounds if args.rounds is not None else (1 if args.quick else 3)
    messages = args.messages if args.messages is not None else (5_000 if args.quick else 50_000)
    err = sys.stderr if args.json == "-" else sys.stdout
    rng = random.Random(args.seed)
    root = Path(tempfile.mkdtemp(prefix="kraftpy-txn-bench-"))
    print(
        f"kraftpy transaction_bench on {platform.python_implementation()} {platform.python_version()}, "
        f"confluent-kafka {CK_VERSION} (librdkafka {confluent_kafka.libversion()[0]}), "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}; {rounds} rounds, {messages:,} x 1 KB per "
        f"cell, {args.partitions} partitions",
        file=err,
    )
    targets: dict[str, Target] = {}
    results: dict[str, dict[str, list[Cell]]] = {}
    try:
        for name in args.target or list(TARGETS):
            t: Target = KraftpyTarget() if name == "kraftpy" else MockTarget()
            t.start(root, err)
            targets[name] = t
            check(t, args.partitions)
            print(f"check: {name} ({t.bootstrap}) passed", file=err)
        for t in targets.values():  # warm-up
            run_cell(t, "txn-1000", args.partitions, max(1000, messages // 10), "warmup")
        results = {c: {n: [] for n in targets} for c in CASES}
        for r in range(rounds):
            cells = [(c, n) for c in CASES for n in targets]
            rng.shuffle(cells)
            for case, name in cells:
                results[case][name].append(run_cell(targets[name], case, args.partitions, messages, f"r{r}"))
            print(f"round {r + 1}/{rounds} done, load average {os.getloadavg()[0]:.2f}", file=err)
    except RuntimeError as e:
        print(f"FAILED: {e}", file=err)
        return 1
    finally:
        for t in targets.values():
            t.stop()
        shutil.rmtree(root, ignore_errors=True)
    summary = report(results, err)
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "librdkafka": confluent_kafka.libversion()[0],
        "rounds": rounds,
        "messages": messages,
        "partitions": args.partitions,
        "loadavg_after": os.getloadavg(),
        "cases": summary,
    }
    kp = [summary.get(c, {}).get("kraftpy", {}).get("vs_idempotent") for c in ("txn-100ms", "txn-1000")]
    if all(v is not None for v in kp):
        worst = min(v for v in kp if v is not None)
        met = worst >= TARGET_RATIO
        print(
            f"target: kraftpy transactional >= {TARGET_RATIO}x idempotent: {worst:.2f}x at worst, "
            f"{'met' if met else 'NOT met'}",
            file=err,
        )
        out["target"] = {"ratio": worst, "met": met}
    if args.json:
        text = json.dumps(out, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
