"""A throttled reassignment (KIP-73 replication throttles) and an acks=all producer's latency, on real node processes.

The cluster: node 1 (controller and broker) and brokers 2..5, each a `kraftpy server start` process on 127.0.0.1
(kraftpy.tools.process_cluster). Two acks=all confluent-kafka producers (one 100 B record every 10 ms each,
``linger.ms`` 0) write to two 3-replica topics with ``min.insync.replicas`` 2, both led by node 1:

* ``live``: replicas 1, 2, 3 -- its followers are on the two brokers the reassignment moves data between;
* ``bystander``: replicas 1, 4, 5 -- no replica on those brokers (the control: the same machine, the same time,
  none of the move's work in its path). ``--no-bystander`` runs without brokers 4 and 5 and this producer.

Each round: a topic with one partition on broker 2 is filled with SIZE bytes of 10 kB records, moved to broker 3
without a throttle (timed), then the producers' latencies are measured in an idle window (W seconds), during the
move back to broker 2 with ``leader/follower.replication.throttled.rate`` = RATE on brokers 2 and 3 and the
throttled-replica configs on the topic (what ``kafka-reassign-partitions.sh --throttle`` sets), and in a second
idle window (W) after it; W is half of SIZE / RATE, so both idle windows together last as long as the move should.
The idle baseline is the two windows together (machine load that changes over the round shows up in both). The
leader's ``kafka_server_leaderreplication_byte_rate`` (broker 3) is sampled every second; the benchmark's own
polling (that scrape, and the partition described every 0.1 s as while it waits for the move) runs in the idle
windows too, so that it weighs on every window alike. The CPU seconds of each node process (/proc) are read at
the windows' edges.

Printed per round and as medians over the rounds: the unthrottled and throttled move times, the moved rate and its
ratio to RATE, the byte-rate metric's maximum, each producer's p50/p99 idle and during the move, and the ratios
p99 during / p99 idle. The bystander's ratio is the machine's share: what the move's load on the CPUs alone does
to a producer; ``live``'s ratio above the bystander's is what the move does on the brokers it shares with the
producer. Targets (reported, never asserted): moved rate within 0.7..1.1x RATE; live p99 during <= 1.5x idle.

Usage::

    .venv/bin/python benchmarks/replication_throttle_bench.py                 # 500 MB at 10 MB/s, 3 rounds
    .venv/bin/python benchmarks/replication_throttle_bench.py --quick         # 20 MB at 2 MB/s, 1 round
    .venv/bin/python benchmarks/replication_throttle_bench.py --size-mb 100 --rate-mb 5 --rounds 2 --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from confluent_kafka import Producer  # noqa: E402

from kraftpy.admin.client import (  # noqa: E402
    AdminClient,
    AlterConfigOp,
    AlterConfigOpType,
    ConfigResource,
)
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE  # noqa: E402
from kraftpy.tools.process_cluster import Cluster, free_port  # noqa: E402

MB = 1_000_000
LIVE = "live"
BYSTANDER = "bystander"
SOURCE, TARGET = 3, 2  # the throttled move: from broker 3 (leader side) to broker 2 (follower side)
RECORD = 10_000  # bytes per record of the moved topic
INTERVAL = 0.01  # seconds between two records of a producer
RATE_TARGET = (0.7, 1.1)  # moved rate / throttle rate
P99_TARGET = 1.5  # live p99 during / idle


# ================================================================================================ the cluster


def start_cluster(root: Path, bystander: bool, overrides: dict[str, str]) -> Cluster:
    cluster = Cluster(root, controllers=1, brokers=4 if bystander else 2, combined=True, overrides=overrides)
    for node in cluster.nodes.values():
        node.overrides["kraftpy.metrics.listener"] = f"127.0.0.1:{free_port()}"
    cluster.start_all()
    cluster.wait_for_brokers(timeout=60)
    cluster.create_topic(LIVE, assignments={0: [1, 2, 3]}, configs={"min.insync.replicas": "2"})
    if bystander:
        cluster.create_topic(BYSTANDER, assignments={0: [1, 4, 5]}, configs={"min.insync.replicas": "2"})
    return cluster


def fill(bootstrap: str, topic: str, size: int) -> float:
    """`size` bytes of 10 kB records written as fast as confluent-kafka goes (acks=1); seconds taken."""
    p = Producer(
        {
            "bootstrap.servers": bootstrap,
            "acks": "1",
            "linger.ms": 20,
            "batch.size": 1_000_000,
            "queue.buffering.max.kbytes": 64 * 1024,
        }
    )
    value = b"r" * RECORD
    errors: list[object] = []

    def done(err: object, _msg: object) -> None:
        if err is not None:
            errors.append(err)

    started = time.monotonic()
    for _ in range(max(1, size // RECORD)):
        while True:
            try:
                p.produce(topic, value, on_delivery=done)
                break
            except BufferError:
                p.poll(0.05)
        p.poll(0)
    if p.flush(300) != 0 or errors:
        raise RuntimeError(f"filling {topic} failed: {errors[:3]}")
    return time.monotonic() - started


async def _alter(bootstrap: str, changes: dict[ConfigResource, list[AlterConfigOp]]) -> None:
    async with AdminClient(bootstrap) as admin:
        result = await admin.incremental_alter_configs(changes)
        bad = {k: v for k, v in result.items() if v is not None}
        if bad:
            raise RuntimeError(f"IncrementalAlterConfigs failed: {bad}")


def set_throttle(bootstrap: str, topic: str, rate: int | None) -> None:
    """What kafka-reassign-partitions.sh --throttle sets to move partition 0 of `topic` from SOURCE to TARGET
    (the rates on both brokers, the moving replicas on the topic); `rate` None removes them."""
    op = AlterConfigOpType.SET if rate is not None else AlterConfigOpType.DELETE
    value = str(rate) if rate is not None else None
    changes: dict[ConfigResource, list[AlterConfigOp]] = {
        ConfigResource(BROKER_RESOURCE, str(b)): [
            AlterConfigOp("leader.replication.throttled.rate", value, op),
            AlterConfigOp("follower.replication.throttled.rate", value, op),
        ]
        for b in (SOURCE, TARGET)
    }
    changes[ConfigResource(TOPIC_RESOURCE, topic)] = [
        AlterConfigOp("leader.replication.throttled.replicas", f"0:{SOURCE}" if rate is not None else None, op),
        AlterConfigOp("follower.replication.throttled.replicas", f"0:{TARGET}" if rate is not None else None, op),
    ]
    asyncio.run(_alter(bootstrap, changes))


def watch(cluster: Cluster, topic: str, seconds: float) -> None:
    """Describe partition 0 of `topic` every 0.1 s for `seconds`: what `move` does while it waits."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        cluster.describe_topic(topic)
        time.sleep(0.1)


def delete_topic(cluster: Cluster, topic: str) -> None:
    async def run() -> None:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            await admin.delete_topics([topic])

    try:
        asyncio.run(run())
    except Exception as e:  # the next round works on a new topic anyway; only the disk fills faster
        print(f"  (deleting {topic} failed: {e})", file=sys.stderr)


def cpu_seconds(cluster: Cluster) -> dict[int, float]:
    """User + system CPU seconds used so far by each running node process (Linux /proc; empty elsewhere)."""
    out: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    for node_id, node in cluster.nodes.items():
        if node.proc is None:
            continue
        try:
            fields = Path(f"/proc/{node.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[node_id] = (int(fields[11]) + int(fields[12])) / tick  # utime, stime (fields 14 and 15 of stat)
    return out


# ============================================================================================== the producers


@dataclass
class LiveProducer:
    """An acks=all producer writing one 100 B record every 10 ms to `topic` in a thread; (send time, latency)
    pairs in seconds, appended as deliveries come."""

    bootstrap: str
    topic: str
    samples: list[tuple[float, float]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name=f"producer-{self.topic}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        p = Producer({"bootstrap.servers": self.bootstrap, "acks": "all", "linger.ms": 0})
        value = b"v" * 100
        tick = time.monotonic()
        while not self._stop.is_set():
            sent = time.monotonic()

            def done(err: object, _msg: object, sent: float = sent) -> None:
                if err is not None:
                    self.errors.append(str(err))
                else:
                    self.samples.append((sent, time.monotonic() - sent))

            p.produce(self.topic, value, on_delivery=done)
            tick = max(tick + INTERVAL, sent)  # one record every INTERVAL; no burst to catch up after a stall
            while (left := tick - time.monotonic()) > 0:
                p.poll(left)
        p.flush(30)

    def between(self, start: float, end: float) -> list[float]:
        """Latencies of the records sent in [start, end)."""
        return [lat for t, lat in list(self.samples) if start <= t < end]

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(60)


def percentile(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    return s[min(len(s) - 1, int(len(s) * p))]


@dataclass
class Latency:
    n: int
    p50_ms: float
    p99_ms: float
    max_ms: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Latency:
        return cls(
            len(values),
            percentile(values, 0.5) * 1000,
            percentile(values, 0.99) * 1000,
            max(values, default=float("nan")) * 1000,
        )


@dataclass
class Round:
    size_mb: float
    rate_mb_s: float
    fill_s: float
    unthrottled_s: float
    throttled_s: float
    moved_mb_s: float
    moved_over_rate: float
    leader_byte_rate_max_mb_s: float
    window_s: float
    errors: int
    latency: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)  # producer -> phase -> figures
    p99_ratio: dict[str, float] = field(default_factory=dict)  # producer -> p99 during / p99 idle
    # live p99 / bystander p99 in the same window (idle, during): the load both share cancels out
    paired_p99: dict[str, float] = field(default_factory=dict)
    # CPU seconds per wall second of each node process (node id as a string), idle and during the move
    cpu: dict[str, dict[str, float]] = field(default_factory=dict)


# ===================================================================================================== a round


def one_round(cluster: Cluster, index: int, size: int, rate: int, bystander: bool, err: TextIO) -> Round:
    topic = f"moved-{index}"
    bootstrap = cluster.bootstrap_servers
    cluster.create_topic(topic, assignments={0: [TARGET]})
    fill_s = fill(bootstrap, topic, size)
    unthrottled = cluster.move_partition(topic, 0, [SOURCE], timeout=600)
    print(
        f"  round {index}: filled {size / MB:.0f} MB in {fill_s:.1f} s, moved unthrottled in {unthrottled:.1f} s",
        file=err,
        flush=True,
    )
    window = max(1.0, size / rate / 2)
    producers = {LIVE: LiveProducer(bootstrap, LIVE)}
    if bystander:
        producers[BYSTANDER] = LiveProducer(bootstrap, BYSTANDER)
    for p in producers.values():
        p.start()
    rates: list[tuple[float, float]] = []  # (time, leader byte rate)
    done = threading.Event()

    def sample() -> None:
        while not done.wait(1.0):
            with contextlib.suppress(OSError):
                rates.append((time.monotonic(), cluster.metric(SOURCE, "kafka_server_leaderreplication_byte_rate")))

    # The observer's own work (a /metrics scrape a second, the partition described every 0.1 s, as `move` does
    # while it waits) runs in the idle windows too, so that it weighs on every window alike.
    sampler = threading.Thread(target=sample, daemon=True)
    try:
        time.sleep(2.0)  # connections, metadata, the first requests
        sampler.start()
        t0 = time.monotonic()
        c0 = cpu_seconds(cluster)
        watch(cluster, topic, window)
        t1 = time.monotonic()
        c1 = cpu_seconds(cluster)
        set_throttle(bootstrap, topic, rate)
        throttled = cluster.move_partition(topic, 0, [TARGET], timeout=size / rate * 4 + 120)
        t2 = time.monotonic()
        c2 = cpu_seconds(cluster)
        set_throttle(bootstrap, topic, None)
        t3 = time.monotonic()
        c3 = cpu_seconds(cluster)
        watch(cluster, topic, window)
        t4 = time.monotonic()
        c4 = cpu_seconds(cluster)
        time.sleep(1.0)  # the last deliveries
    finally:
        done.set()
        if sampler.is_alive():
            sampler.join(10)
        for p in producers.values():
            p.stop()
    latency: dict[str, dict[str, dict[str, float]]] = {}
    ratios: dict[str, float] = {}
    for name, p in producers.items():
        before, during, after = p.between(t0, t1), p.between(t1, t2), p.between(t3, t4)
        idle = before + after
        latency[name] = {
            "idle_before": asdict(Latency.of(before)),
            "idle_after": asdict(Latency.of(after)),
            "idle": asdict(Latency.of(idle)),
            "during": asdict(Latency.of(during)),
        }
        ratios[name] = latency[name]["during"]["p99_ms"] / latency[name]["idle"]["p99_ms"]
    paired: dict[str, float] = {}
    if BYSTANDER in latency:
        for phase in ("idle", "during"):
            paired[phase] = latency[LIVE][phase]["p99_ms"] / latency[BYSTANDER][phase]["p99_ms"]
        paired["during_over_idle"] = paired["during"] / paired["idle"]
    cpu = {
        str(n): {
            "idle": (c1[n] - c0[n] + c4[n] - c3[n]) / (t1 - t0 + t4 - t3),
            "during": (c2[n] - c1[n]) / (t2 - t1),
        }
        for n in c0
        if n in c1 and n in c2 and n in c3 and n in c4
    }
    delete_topic(cluster, topic)
    moved = size / throttled / MB
    return Round(
        size_mb=size / MB,
        rate_mb_s=rate / MB,
        fill_s=fill_s,
        unthrottled_s=unthrottled,
        throttled_s=throttled,
        moved_mb_s=moved,
        moved_over_rate=moved / (rate / MB),
        leader_byte_rate_max_mb_s=max((v for t, v in rates if t1 <= t <= t2 + 1), default=0.0) / MB,
        window_s=window,
        errors=sum(len(p.errors) for p in producers.values()),
        latency=latency,
        p99_ratio=ratios,
        paired_p99=paired,
        cpu=cpu,
    )


def print_round(r: Round, err: TextIO) -> None:
    print(
        f"    moves: unthrottled {r.unthrottled_s:.1f} s, throttled {r.throttled_s:.1f} s = {r.moved_mb_s:.2f} MB/s "
        f"({r.moved_over_rate:.2f}x the rate), leader byte-rate metric max {r.leader_byte_rate_max_mb_s:.2f} MB/s, "
        f"producer errors {r.errors}",
        file=err,
    )
    for name, phases in r.latency.items():
        cells = "  ".join(
            f"{phase} p50 {v['p50_ms']:.1f} p99 {v['p99_ms']:.1f} (n={v['n']:.0f})"
            for phase, v in phases.items()
            if phase != "idle"
        )
        print(f"    {name:9s} {cells}  p99 during/idle {r.p99_ratio[name]:.2f}", file=err, flush=True)
    if r.paired_p99:
        print(
            f"    live p99 / bystander p99: idle {r.paired_p99['idle']:.2f}, during {r.paired_p99['during']:.2f}",
            file=err,
        )
    if r.cpu:
        cells = "  ".join(f"node {n} {v['idle']:.2f} -> {v['during']:.2f}" for n, v in r.cpu.items())
        print(f"    CPU s/s idle -> during the move: {cells}", file=err, flush=True)


def summarize(rounds: Sequence[Round], rate: int, err: TextIO) -> dict[str, Any]:
    def med(values: Sequence[float]) -> float:
        return statistics.median(values)

    out: dict[str, Any] = {
        "unthrottled_s": med([r.unthrottled_s for r in rounds]),
        "throttled_s": med([r.throttled_s for r in rounds]),
        "moved_mb_s": med([r.moved_mb_s for r in rounds]),
        "moved_over_rate": med([r.moved_over_rate for r in rounds]),
        "leader_byte_rate_max_mb_s": med([r.leader_byte_rate_max_mb_s for r in rounds]),
        "errors": sum(r.errors for r in rounds),
        "producers": {},
    }
    names = list(rounds[0].latency)
    print(f"\nmedians over {len(rounds)} round(s):", file=err)
    print(
        f"  move: unthrottled {out['unthrottled_s']:.1f} s, throttled {out['throttled_s']:.1f} s, moved "
        f"{out['moved_mb_s']:.2f} MB/s at a throttle of {rate / MB:.2f} MB/s: ratio {out['moved_over_rate']:.2f} "
        f"(target {RATE_TARGET[0]}..{RATE_TARGET[1]}: "
        f"{'met' if RATE_TARGET[0] <= out['moved_over_rate'] <= RATE_TARGET[1] else 'NOT met'}); "
        f"leader byte-rate metric max {out['leader_byte_rate_max_mb_s']:.2f} MB/s",
        file=err,
    )
    print(
        f"  {'producer':9s} {'p50 idle':>9s} {'p50 move':>9s} {'p99 idle':>9s} {'p99 move':>9s} {'p99 ratio':>10s}",
        file=err,
    )
    for name in names:
        fig = {
            "p50_idle_ms": med([r.latency[name]["idle"]["p50_ms"] for r in rounds]),
            "p50_during_ms": med([r.latency[name]["during"]["p50_ms"] for r in rounds]),
            "p99_idle_ms": med([r.latency[name]["idle"]["p99_ms"] for r in rounds]),
            "p99_during_ms": med([r.latency[name]["during"]["p99_ms"] for r in rounds]),
            "p99_ratio": med([r.p99_ratio[name] for r in rounds]),
        }
        out["producers"][name] = fig
        print(
            f"  {name:9s} {fig['p50_idle_ms']:9.1f} {fig['p50_during_ms']:9.1f} {fig['p99_idle_ms']:9.1f} "
            f"{fig['p99_during_ms']:9.1f} {fig['p99_ratio']:10.2f}",
            file=err,
        )
    live = out["producers"][LIVE]["p99_ratio"]
    print(
        f"target: {LIVE} p99 during the move <= {P99_TARGET}x idle: {'met' if live <= P99_TARGET else 'NOT met'} "
        f"({live:.2f}x)",
        file=err,
    )
    if BYSTANDER in out["producers"]:
        by = out["producers"][BYSTANDER]["p99_ratio"]
        out["live_over_bystander"] = live / by
        print(f"  {LIVE} ratio / {BYSTANDER} ratio: {live / by:.2f} (1: the machine's load alone)", file=err)
        out["paired_p99"] = {k: med([r.paired_p99[k] for r in rounds]) for k in ("idle", "during", "during_over_idle")}
        pp = out["paired_p99"]
        print(
            f"  {LIVE} p99 / {BYSTANDER} p99 in the same window: idle {pp['idle']:.2f}, during the move "
            f"{pp['during']:.2f} (during/idle {pp['during_over_idle']:.2f}; 1: the move adds nothing of its own)",
            file=err,
        )
    if rounds[0].cpu:
        out["cpu"] = {
            n: {ph: med([r.cpu[n][ph] for r in rounds if n in r.cpu]) for ph in ("idle", "during")}
            for n in rounds[0].cpu
        }
        cells = "  ".join(f"node {n} {v['idle']:.2f} -> {v['during']:.2f}" for n, v in out["cpu"].items())
        print(f"  CPU s/s of each node, idle -> during the move: {cells}", file=err)
    return out


# ======================================================================================================== main


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="20 MB at 2 MB/s, 1 round")
    p.add_argument("--size-mb", type=float, default=None, help="bytes moved, MB (default 500, --quick 20)")
    p.add_argument("--rate-mb", type=float, default=None, help="throttle rate, MB/s (default 10, --quick 2)")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 3, --quick 1)")
    p.add_argument("--no-bystander", action="store_true", help="three brokers, no control producer")
    p.add_argument(
        "--broker-config",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a server.properties setting of every node",
    )
    p.add_argument("--dir", help="where the cluster lives (default: a temporary directory)")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    args = p.parse_args(argv)
    size = int((args.size_mb if args.size_mb is not None else (20 if args.quick else 500)) * MB)
    rate = int((args.rate_mb if args.rate_mb is not None else (2 if args.quick else 10)) * MB)
    rounds = args.rounds if args.rounds is not None else (1 if args.quick else 3)
    bystander = not args.no_bystander
    err = sys.stderr if args.json == "-" else sys.stdout
    root = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="kraftpy-throttle-"))
    print(
        f"kraftpy replication_throttle_bench on {platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}, in {root}\n"
        f"{rounds} round(s): {size / MB:.0f} MB moved at {rate / MB:.2f} MB/s, producers: {LIVE} (replicas 1,2,3)"
        + (f", {BYSTANDER} (replicas 1,4,5)" if bystander else ""),
        file=err,
        flush=True,
    )
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "size_mb": size / MB,
        "rate_mb_s": rate / MB,
        "loadavg_before": os.getloadavg(),
    }
    results: list[Round] = []
    overrides = dict(kv.split("=", 1) for kv in args.broker_config)
    out["broker_config"] = overrides
    cluster = start_cluster(root / "cluster", bystander, overrides)
    try:
        for i in range(1, rounds + 1):
            r = one_round(cluster, i, size, rate, bystander, err)
            print_round(r, err)
            results.append(r)
    finally:
        cluster.stop_all()
        cluster.close()
    out["rounds"] = [asdict(r) for r in results]
    out["median"] = summarize(results, rate, err)
    out["loadavg_after"] = os.getloadavg()
    print(f"load average after {out['loadavg_after'][0]:.2f}", file=err)
    if not args.dir:
        shutil.rmtree(root, ignore_errors=True)
    if args.json:
        text = json.dumps(out, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
