"""Produce latency at fixed rates (RF 3, acks=all, 1 KB values on average) with confluent-kafka: kraftpy against
librdkafka's mock cluster in the same run, in the spirit of the OpenMessaging benchmark; and a soak mode that reports
the nodes' resident memory over time.

The records are of the ``--mix`` of benchmarks/workload.py (default ``varied``, as producers send them: value sizes
0.5-1.5x the 1 KB mean, 8-24 byte keys, a header on every 4th record; ``identical``: one size, no key, for
comparison), cycled from a seeded pool.

Targets and topics are produce_bench.py's (three combined kraftpy nodes started by kraftpy.tools.process_cluster
with default settings; librdkafka's mock cluster in a child process). Every cell gets a new topic with
``--partitions`` partitions, RF 3 and min.insync.replicas 2, warmed with one acks=all record per partition.

Method:

1. **The maximum.** kraftpy's producer throughput is measured first, as produce_bench does (one Producer writes
   ``--max-messages`` values as fast as ``produce()`` accepts them; median of ``--max-runs`` runs), unless
   ``--max-rate`` gives it.
2. **Fixed rates.** Each rate (``--rates``, fractions of that maximum: 10%, 50%, 80%) is offered to both targets,
   the same absolute rate in msgs/s, for ``--seconds``. The producer schedules message *i* at ``start + i / rate``
   and produces every message that is due in a 1 ms tick; the latency of a message is its delivery report time
   minus its *scheduled* time, so a producer that falls behind counts the delay (no coordinated omission).
   ``linger.ms`` is librdkafka's default, 5, as in produce_bench.py (``--linger-ms`` changes it; 1 makes
   many more, smaller requests: more per-request cost on the brokers at the same message rate).
3. Rounds: every (rate, target) cell once per round, in a new random order each round; the table shows per cell
   the medians over the rounds of p50/p99/p99.9 latency and of the achieved rate, and the ratio kraftpy/mock of
   the p50 and p99.

The issue's targets (kraftpy p50 <= 20 ms and p99 <= 100 ms at 50% load) are reported, never asserted.

Soak (``--soak SECONDS``, not for CI): kraftpy only, 50% of the maximum (or ``--soak-rate``), one long produce at
the fixed rate on one topic while the resident set size (VmRSS) of each node is sampled every ``--sample``
seconds, printed as a table (time, RSS per node, msgs delivered, p99 of the interval) and summarized as the growth
from the first sample after the warm-up minute to the last.

Usage::

    .venv/bin/python benchmarks/latency_bench.py                       # 3 rounds, 10 s per cell
    .venv/bin/python benchmarks/latency_bench.py --quick               # 1 round, 2 s per cell
    .venv/bin/python benchmarks/latency_bench.py --max-rate 60000 --rates 0.5 --rounds 5
    .venv/bin/python benchmarks/latency_bench.py --soak 1800           # 30 minutes at 50% load, RSS over time
"""

from __future__ import annotations

import argparse
import array
import contextlib
import gc
import importlib.util
import json
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO

import confluent_kafka
from confluent_kafka import KafkaError, Producer

HERE = Path(__file__).resolve().parent
TARGETS = ("kraftpy", "mock")
SOAK_NODE_SETTINGS = {"log.retention.check.interval.ms": "5000"}
VALUE_BYTES = 1024
RF = 3
TARGET_P50_MS = 20.0
TARGET_P99_MS = 100.0


def _produce_bench() -> ModuleType:
    """produce_bench.py's targets, topics and throughput cell (the same code measures the maximum)."""
    name = "produce_bench"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / "produce_bench.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


pb = _produce_bench()
workload = pb.workload  # benchmarks/workload.py, as produce_bench.py loaded it


def percentile(sorted_values: Sequence[float], p: float) -> float:
    return float(pb.percentile(sorted_values, p))


def rss_kb(pid: int) -> int:
    """VmRSS of a process in KB (Linux /proc; -1 elsewhere or when it is gone)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return -1


class FixedRateProducer:
    """Produces values round robin over the partitions at a fixed rate; latencies from the scheduled times."""

    def __init__(self, bootstrap: str, topic: str, partitions: int, linger_ms: float = 5.0) -> None:
        self.topic = topic
        self.partitions = partitions
        self.producer = Producer(
            {
                "bootstrap.servers": bootstrap,
                "acks": "all",
                "enable.idempotence": False,
                "linger.ms": linger_ms,
                "queue.buffering.max.messages": 1_000_000,
                "queue.buffering.max.kbytes": 1_048_576,
                "log_level": 3,
            }
        )
        self.scheduled: list[deque[float]] = [deque() for _ in range(partitions)]
        self.latencies = array.array("d")  # compact and invisible to the garbage collector (a soak has millions)
        self.failures: list[str] = []
        self.delivered = 0
        self.producer.list_topics(topic, timeout=10)

    def _on_delivery(self, err: KafkaError | None, msg: Any) -> None:
        now = time.perf_counter()
        t0 = self.scheduled[msg.partition()].popleft()
        if err is not None:
            self.failures.append(str(err))
            return
        self.latencies.append(now - t0)
        self.delivered += 1

    def run(self, rate: float, seconds: float, pool: list[Any], *, on_tick: Any = None) -> float:
        """Offer `rate` msgs/s of the records of `pool` (key, value, headers; cycled) for `seconds`, wait for every
        delivery; returns the achieved rate (scheduled messages / time from the start to the last scheduled
        produce)."""
        produce = self.producer.produce
        poll = self.producer.poll
        clock = time.perf_counter
        partitions = self.partitions
        topic = self.topic
        cb = self._on_delivery
        total = max(1, int(rate * seconds))
        size = len(pool)
        start = clock()
        i = 0
        while i < total:
            now = clock()
            due = min(total, int((now - start) * rate) + 1)
            while i < due:
                p = i % partitions
                self.scheduled[p].append(start + i / rate)
                key, value, headers = pool[i % size]
                try:
                    if headers:
                        produce(topic, value, key, partition=p, on_delivery=cb, headers=headers)
                    else:
                        produce(topic, value, key, partition=p, on_delivery=cb)
                except BufferError:
                    self.scheduled[p].pop()
                    poll(0.001)
                    continue
                i += 1
            poll(0)
            if on_tick is not None:
                on_tick()
            nxt = start + i / rate
            delay = nxt - clock()
            if delay > 0:
                poll(min(delay, 0.001))
        elapsed = clock() - start
        remaining = self.producer.flush(120)
        if remaining or self.failures:
            raise RuntimeError(f"{remaining} deliveries outstanding, {len(self.failures)} failed: {self.failures[:3]}")
        return total / elapsed


def latency_cell(
    target: Any,
    partitions: int,
    rate: float,
    seconds: float,
    tag: str,
    linger_ms: float = 5.0,
    mix: str = workload.DEFAULT_MIX,
) -> dict[str, float]:
    topic = f"latency-{tag}".lower()
    target.create_topic(topic, partitions, RF)
    pb.warm(target.bootstrap, topic, partitions)
    pool = workload.records(mix, VALUE_BYTES)
    gc.collect()
    gc.disable()
    try:
        fp = FixedRateProducer(target.bootstrap, topic, partitions, linger_ms)
        achieved = fp.run(rate, seconds, pool)
    finally:
        gc.enable()
    target.delete_topic(topic)
    lat = sorted(fp.latencies)
    return {
        "rate": rate,
        "achieved": achieved,
        "messages": len(lat),
        "p50_ms": percentile(lat, 0.5) * 1000,
        "p99_ms": percentile(lat, 0.99) * 1000,
        "p999_ms": percentile(lat, 0.999) * 1000,
        "max_ms": (lat[-1] if lat else float("nan")) * 1000,
    }


def measure_max(target: Any, partitions: int, messages: int, runs: int, mix: str = workload.DEFAULT_MIX) -> float:
    """kraftpy's producer throughput in msgs/s (produce_bench's rf3-acksall-1KB cell), median of `runs`."""
    case = pb.CASES["rf3-acksall-1KB"]
    rates = [pb.run_cell(target, case, partitions, messages, f"max{i}", mix).msgs_per_s for i in range(runs)]
    return statistics.median(rates)


def soak(
    target: Any,
    partitions: int,
    rate: float,
    seconds: float,
    sample: float,
    err: TextIO,
    linger_ms: float = 5.0,
    mix: str = workload.DEFAULT_MIX,
) -> dict[str, Any]:
    topic = "latency-soak"
    # a soak writes 100+ MB/s for half an hour: retention keeps each partition's log to about 256 MiB and removes
    # deleted segments a second later (the nodes check every 5 s, SOAK_NODE_SETTINGS), so the disk does not fill
    # (Kafka's default file.delete.delay.ms of 60 s alone would hold 20 GB) and deleting segments is part of the soak
    soak_configs = {"retention.bytes": str(256 << 20), "segment.bytes": str(64 << 20), "file.delete.delay.ms": "1000"}
    target.create_topic(topic, partitions, RF, soak_configs)
    pb.warm(target.bootstrap, topic, partitions)
    pool = workload.records(mix, VALUE_BYTES)
    pids = {node_id: n.proc.pid for node_id, n in target.cluster.nodes.items() if n.proc is not None}
    fp = FixedRateProducer(target.bootstrap, topic, partitions, linger_ms)
    samples: list[dict[str, Any]] = []
    start = time.monotonic()
    state = {"next": start, "seen": 0}
    header = (
        f"{'t s':>7} " + " ".join(f"{'node ' + str(n) + ' MB':>10}" for n in pids) + f" {'delivered':>10} {'p99 ms':>8}"
    )
    print(header, file=err)

    def tick() -> None:
        now = time.monotonic()
        if now < state["next"]:
            return
        state["next"] = now + sample
        window = sorted(fp.latencies[state["seen"] :])
        state["seen"] = len(fp.latencies)
        row = {
            "t": now - start,
            "rss_kb": {n: rss_kb(pid) for n, pid in pids.items()},
            "delivered": fp.delivered,
            "p99_ms": percentile(window, 0.99) * 1000 if window else float("nan"),
        }
        samples.append(row)
        print(
            f"{row['t']:>7.0f} "
            + " ".join(f"{row['rss_kb'][n] / 1024:>10.1f}" for n in pids)
            + f" {row['delivered']:>10,} {row['p99_ms']:>8.1f}",
            file=err,
            flush=True,
        )

    gc.collect()
    gc.disable()  # as in the fixed-rate cells: no collector pauses in the load generator
    try:
        achieved = fp.run(rate, seconds, pool, on_tick=tick)
    finally:
        gc.enable()
    tick_end = {"t": time.monotonic() - start, "rss_kb": {n: rss_kb(pid) for n, pid in pids.items()}}
    samples.append({**tick_end, "delivered": fp.delivered, "p99_ms": float("nan")})
    # growth from the first sample after a warm-up minute (or the first one) to the last
    base = next((s for s in samples if s["t"] >= min(60.0, seconds / 4)), samples[0])
    growth = {n: (samples[-1]["rss_kb"][n] - base["rss_kb"][n]) / 1024 for n in pids}
    lat = sorted(fp.latencies)
    print(
        f"achieved {achieved:,.0f} msgs/s; p50 {percentile(lat, 0.5) * 1000:.1f} ms, "
        f"p99 {percentile(lat, 0.99) * 1000:.1f} ms, p99.9 {percentile(lat, 0.999) * 1000:.1f} ms",
        file=err,
    )
    grown = ", ".join(f"node {n} {g:+.1f} MB" for n, g in growth.items())
    print(f"RSS growth from t={base['t']:.0f} s to the end: {grown}", file=err)
    return {
        "rate": rate,
        "achieved": achieved,
        "samples": samples,
        "rss_growth_mb": growth,
        "p50_ms": percentile(lat, 0.5) * 1000,
        "p99_ms": percentile(lat, 0.99) * 1000,
        "p999_ms": percentile(lat, 0.999) * 1000,
    }


def report(results: dict[float, dict[str, list[dict[str, float]]]], max_rate: float, out: TextIO) -> dict[str, Any]:
    header = (
        f"{'load':>5} {'msgs/s':>9} {'target':<8} {'achieved':>9} {'p50 ms':>8} {'p99 ms':>8} "
        f"{'p99.9 ms':>9} {'max ms':>8}"
    )
    print(header, file=out)
    print("-" * len(header), file=out)
    summary: dict[str, Any] = {}
    for fraction, per_target in results.items():
        row: dict[str, Any] = {}
        for name, cells in per_target.items():
            med = {
                k: statistics.median(c[k] for c in cells) for k in ("achieved", "p50_ms", "p99_ms", "p999_ms", "max_ms")
            }
            row[name] = {**med, "rounds": cells}
            print(
                f"{fraction:>5.0%} {max_rate * fraction:>9,.0f} {name:<8} {med['achieved']:>9,.0f} "
                f"{med['p50_ms']:>8.1f} {med['p99_ms']:>8.1f} {med['p999_ms']:>9.1f} {med['max_ms']:>8.1f}",
                file=out,
            )
        if "kraftpy" in row and "mock" in row:
            k, m = row["kraftpy"], row["mock"]
            row["ratio"] = {"p50": k["p50_ms"] / m["p50_ms"], "p99": k["p99_ms"] / m["p99_ms"]}
            print(
                f"{'':>5} {'':>9} {'kp/mock':<8} {'':>9} {row['ratio']['p50']:>7.2f}x {row['ratio']['p99']:>7.2f}x",
                file=out,
            )
        summary[f"{fraction:g}"] = row
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="1 round, 2 s per cell, the maximum from one 20,000 run")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 3, --quick 1)")
    p.add_argument("--seconds", type=float, default=None, help="seconds per cell (default 10, --quick 2)")
    p.add_argument(
        "--rates", type=float, nargs="+", default=[0.1, 0.5, 0.8], help="fractions of the maximum (default 0.1 0.5 0.8)"
    )
    p.add_argument("--max-rate", type=float, default=None, help="kraftpy's maximum in msgs/s (skip measuring)")
    p.add_argument("--max-messages", type=int, default=None, help="messages per maximum run (default 100,000)")
    p.add_argument("--max-runs", type=int, default=3)
    p.add_argument("--partitions", type=int, default=3)
    p.add_argument("--linger-ms", type=float, default=5.0, help="the producer's linger.ms (default 5)")
    p.add_argument("--mix", choices=workload.MIXES, default=workload.DEFAULT_MIX, help="the records (default varied)")
    p.add_argument("--target", action="append", choices=TARGETS, help="repeatable (default: both)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--dir", help="where the kraftpy nodes live (default: a temporary directory)")
    p.add_argument(
        "--soak",
        type=float,
        default=None,
        metavar="SECONDS",
        help="soak mode: kraftpy only, one fixed-rate produce of this many seconds, RSS over time",
    )
    p.add_argument("--soak-rate", type=float, default=None, help="msgs/s of the soak (default 50%% of the max)")
    p.add_argument("--sample", type=float, default=30.0, help="soak: seconds between RSS samples")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    args = p.parse_args(argv)
    rounds = args.rounds if args.rounds is not None else (1 if args.quick else 3)
    seconds = args.seconds if args.seconds is not None else (2.0 if args.quick else 10.0)
    max_messages = args.max_messages if args.max_messages is not None else (20_000 if args.quick else 100_000)
    max_runs = 1 if args.quick else args.max_runs
    target_names = ["kraftpy"] if args.soak else (args.target or list(TARGETS))
    err = sys.stderr if args.json == "-" else sys.stdout
    rng = random.Random(args.seed)
    own_dir = args.dir is None
    root = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="kraftpy-latency-bench-"))
    print(
        f"kraftpy latency_bench on {platform.python_implementation()} {platform.python_version()}, "
        f"confluent-kafka {pb.CK_VERSION} (librdkafka {confluent_kafka.libversion()[0]}), {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.2f}",
        file=err,
    )
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "confluent_kafka": pb.CK_VERSION,
        "partitions": args.partitions,
        "value_bytes": VALUE_BYTES,
        "mix": args.mix,
        "linger_ms": args.linger_ms,
    }
    targets: dict[str, Any] = {}
    try:
        for name in target_names:
            t = pb.KraftpyTarget(SOAK_NODE_SETTINGS if args.soak else None) if name == "kraftpy" else pb.MockTarget()
            t.start(root, err)
            targets[name] = t
        if args.max_rate is not None:
            max_rate = args.max_rate
            print(f"maximum: {max_rate:,.0f} msgs/s (given)", file=err)
        else:
            if "kraftpy" not in targets:
                raise RuntimeError("the maximum is kraftpy's: give --max-rate without the kraftpy target")
            max_rate = measure_max(targets["kraftpy"], args.partitions, max_messages, max_runs, args.mix)
            print(
                f"maximum: {max_rate:,.0f} msgs/s of 1 KB ({max_rate * VALUE_BYTES / 1e6:.1f} MB/s), kraftpy "
                f"RF 3 acks=all, median of {max_runs} run(s) of {max_messages:,}",
                file=err,
            )
        out["max_rate"] = max_rate
        if args.soak:
            rate = args.soak_rate if args.soak_rate is not None else 0.5 * max_rate
            print(f"soak: {args.soak:.0f} s at {rate:,.0f} msgs/s, RSS every {args.sample:.0f} s", file=err)
            out["soak"] = soak(
                targets["kraftpy"], args.partitions, rate, args.soak, args.sample, err, args.linger_ms, args.mix
            )
        else:
            print(
                f"{rounds} round(s), {seconds:g} s per cell, rates {', '.join(f'{r:.0%}' for r in args.rates)} "
                f"of the maximum, {args.partitions} partitions, RF 3, acks=all, linger.ms {args.linger_ms:g}, "
                "GC off while producing",
                file=err,
            )
            results: dict[float, dict[str, list[dict[str, float]]]] = {r: {n: [] for n in targets} for r in args.rates}
            for rnd in range(rounds):
                cells = [(r, n) for r in args.rates for n in targets]
                rng.shuffle(cells)
                for fraction, name in cells:
                    tag = f"{name}-{int(fraction * 1000)}-r{rnd}"
                    results[fraction][name].append(
                        latency_cell(
                            targets[name], args.partitions, fraction * max_rate, seconds, tag, args.linger_ms, args.mix
                        )
                    )
                print(f"round {rnd + 1}/{rounds} done, load average {os.getloadavg()[0]:.2f}", file=err)
            out["rates"] = report(results, max_rate, err)
            half = out["rates"].get("0.5", {}).get("kraftpy")
            if half is not None:
                met = half["p50_ms"] <= TARGET_P50_MS and half["p99_ms"] <= TARGET_P99_MS
                print(
                    f"target: at 50% load kraftpy p50 <= {TARGET_P50_MS:g} ms and p99 <= {TARGET_P99_MS:g} ms: "
                    f"p50 {half['p50_ms']:.1f} ms, p99 {half['p99_ms']:.1f} ms, {'met' if met else 'NOT met'}",
                    file=err,
                )
                out["target"] = {"p50_ms": half["p50_ms"], "p99_ms": half["p99_ms"], "met": met}
    except RuntimeError as e:
        print(f"FAILED: {e}", file=err)
        return 1
    finally:
        for t in targets.values():
            with contextlib.suppress(Exception):
                t.stop()
        if own_dir:
            shutil.rmtree(root, ignore_errors=True)
    out["loadavg_after"] = os.getloadavg()
    print(f"load average after: {os.getloadavg()[0]:.2f}", file=err)
    if args.json:
        text = json.dumps(out, indent=2, default=str)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
