"""KRaft quorum failover and commit figures, on real node processes.

Failover: three controller-only nodes (`process.roles=controller`, Kafka's default `controller.quorum.*` timeouts)
run as separate `kraftpy server start` processes on 127.0.0.1. Each round waits until the quorum is stable (a
leader that has committed in its epoch, every voter caught up), kills the leader with SIGKILL, and measures the
time until another voter leads a newer epoch *and has committed an entry of it* (DescribeQuorum reports its high
watermark, which a leader knows only once an entry of its own epoch is committed). The surviving controllers
are polled with DescribeQuorum every `--poll-ms` (10 ms), so a figure is at most that much late. The killed node
is restarted before the next round. The issue's target, median <= 3 s with the default timeouts, is reported as
met or not, never asserted: with `controller.quorum.fetch.timeout.ms` 2000 a follower waits 2 s without a
successful fetch before it starts an election (pre-vote, vote, LeaderChangeMessage, one fetch round to commit).

Commits: the benchmark runs node 1 in its own process (a real `Node`: listeners, raft driver, metadata log on
disk) with two follower processes, and appends record batches through node 1's `RaftDriver` (the way the active
controller appends). Node 1 becomes the leader because the followers get a 10 s election timeout. A commit is
timed from `append()` to the delivery of the batch to a `RaftListener` (committed: on a majority's disk, the
leader's included, since followers flush before fetching again). Scenarios: one append at a time (commit
latency), and `--window` appends in flight (throughput), each `--records` metadata records (cluster-level ConfigRecords
padded to `--record-bytes` bytes, which the node's controller replays),
with Kafka's default `controller.quorum.append.linger.ms` (25 ms) unless `--linger-ms` says otherwise.

Usage::

    .venv/bin/python benchmarks/failover_bench.py             # 20 failovers, 2 x 10 s of appends
    .venv/bin/python benchmarks/failover_bench.py --quick     # 5 failovers, 2 x 2 s
    .venv/bin/python benchmarks/failover_bench.py --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from kraftpy.admin.client import AdminClient, AdminError, QuorumInfo  # noqa: E402
from kraftpy.metadata.records import encode_record  # noqa: E402
from kraftpy.node.config import load_config  # noqa: E402
from kraftpy.node.server import Node  # noqa: E402
from kraftpy.protocol.messages.metadata_records import ConfigRecord  # noqa: E402
from kraftpy.raft.driver import RaftListener  # noqa: E402
from kraftpy.raft.records import Batch  # noqa: E402
from kraftpy.tools.process_cluster import Cluster  # noqa: E402

TARGET_MEDIAN_S = 3.0


def percentile(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def summary(values: Sequence[float]) -> dict[str, float]:
    return {
        "min": min(values),
        "median": statistics.median(values),
        "p90": percentile(values, 0.9),
        "p99": percentile(values, 0.99),
        "max": max(values),
        "n": len(values),
    }


# =================================================================================================== failover


@dataclass
class FailoverRound:
    killed: int
    old_epoch: int
    new_leader: int
    new_epoch: int
    seconds: float


async def _probe(admin: AdminClient) -> QuorumInfo | None:
    try:
        return await admin.describe_quorum()
    except (AdminError, OSError):
        return None


async def _wait(admin: AdminClient, what: str, ok: Any, timeout: float, poll: float) -> QuorumInfo:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        q = await _probe(admin)
        if q is not None and ok(q):
            return q
        await asyncio.sleep(poll)
    raise RuntimeError(f"timed out waiting for {what}")


async def _failover_round(cluster: Cluster, poll_s: float) -> FailoverRound:
    everyone = cluster.bootstrap_controllers
    async with AdminClient(bootstrap_controllers=everyone, request_timeout_ms=500, default_api_timeout_ms=500) as a:
        stable = await _wait(
            a,
            "a stable quorum",
            lambda q: q.high_watermark >= 0 and all(v.log_end_offset >= q.high_watermark for v in q.voters),
            60,
            0.05,
        )
    leader, epoch = stable.leader_id, stable.leader_epoch
    survivors = ",".join(n.controller_address for n in cluster.controllers if n.node_id != leader)
    async with AdminClient(bootstrap_controllers=survivors, request_timeout_ms=300, default_api_timeout_ms=300) as a:
        await _probe(a)  # connections to the survivors are open before the clock starts
        started = time.monotonic()
        cluster.kill(leader)
        new = await _wait(
            a,
            "a new leader that committed",
            lambda q: q.leader_id != leader and q.leader_epoch > epoch and q.high_watermark >= 0,
            60,
            poll_s,
        )
        elapsed = time.monotonic() - started
    cluster.start(leader)
    return FailoverRound(leader, epoch, new.leader_id, new.leader_epoch, elapsed)


def run_failovers(root: Path, rounds: int, poll_ms: int, err: TextIO) -> list[FailoverRound]:
    results = []
    with Cluster(root, controllers=3) as cluster:
        cluster.start_all()
        for i in range(rounds):
            r = asyncio.run(_failover_round(cluster, poll_ms / 1000))
            results.append(r)
            print(
                f"  failover {i + 1:2d}/{rounds}: killed leader {r.killed} (epoch {r.old_epoch}) -> "
                f"leader {r.new_leader} (epoch {r.new_epoch}) committed after {r.seconds:.3f} s",
                file=err,
                flush=True,
            )
        codes = cluster.stop_all()
        if any(codes.values()):
            print(f"  warning: exit codes at the end {codes}", file=err)
    return results


# ==================================================================================================== commits


class CommitTimer(RaftListener):
    def __init__(self) -> None:
        self.pending: list[tuple[int, float]] = []  # (last offset, append time), ascending offsets
        self.latencies: list[float] = []
        self.records = 0
        self.committed_offset = -1
        self.event = asyncio.Event()

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        now = time.perf_counter()
        last = batches[-1].last_offset
        self.committed_offset = last
        done = 0
        for offset, t in self.pending:
            if offset > last:
                break
            self.latencies.append(now - t)
            done += 1
        if done:
            del self.pending[:done]
            self.event.set()
        for b in batches:
            self.records += len(b.records)


@dataclass
class CommitResult:
    window: int
    seconds: float
    appends: int
    records: int
    records_per_s: float
    appends_per_s: float
    latency_ms: dict[str, float] = field(default_factory=dict)


def _padding_record(index: int, size: int) -> bytes:
    """A framed metadata record of about `size` bytes that the node's controller replays like any other: a
    cluster-level ConfigRecord whose value pads it (the controller decodes every committed record)."""
    record = ConfigRecord(resource_type=4, resource_name="", name=f"bench.padding.{index}", value="")
    base = len(encode_record(record))
    record.value = os.urandom(max(0, size - base) // 2 + 1).hex()[: max(0, size - base)]
    return encode_record(record)


async def _commit_phase(
    node: Node, timer: CommitTimer, window: int, seconds: float, records: int, record_bytes: int
) -> CommitResult:
    driver = node.raft_driver
    payload = [_padding_record(i, record_bytes) for i in range(records)]
    timer.latencies.clear()
    timer.pending.clear()
    appended = 0
    started = time.perf_counter()
    end = started + seconds
    while time.perf_counter() < end:
        while len(timer.pending) < window:
            result = driver.append(payload)
            timer.pending.append((result.last_offset, time.perf_counter()))
            appended += 1
        timer.event.clear()
        try:
            await asyncio.wait_for(timer.event.wait(), 5)
        except TimeoutError:
            raise RuntimeError("no commit for 5 s") from None
    while timer.pending:  # drain what is in flight
        timer.event.clear()
        await asyncio.wait_for(timer.event.wait(), 5)
    elapsed = time.perf_counter() - started
    lat = [x * 1000 for x in timer.latencies]
    return CommitResult(
        window=window,
        seconds=elapsed,
        appends=appended,
        records=appended * records,
        records_per_s=appended * records / elapsed,
        appends_per_s=appended / elapsed,
        latency_ms=summary(lat),
    )


async def _commits(
    root: Path,
    windows: Sequence[int],
    seconds: float,
    records: int,
    record_bytes: int,
    linger_ms: int | None,
    err: TextIO,
) -> list[CommitResult]:
    from kraftpy.node.server import install_event_loop  # noqa: F401 - uvloop is chosen by main()

    cluster = Cluster(root, controllers=3, overrides={"metadata.max.idle.interval.ms": "0"})
    for n in (2, 3):
        cluster.nodes[n].overrides["controller.quorum.election.timeout.ms"] = "10000"
    if linger_ms is not None:
        cluster.nodes[1].overrides["controller.quorum.append.linger.ms"] = str(linger_ms)
    cluster.format()
    node = Node(load_config(cluster.nodes[1].config_path))
    results = []
    try:
        cluster.start(2, wait=False)
        cluster.start(3, wait=False)
        await node.start()
        timer = CommitTimer()
        node.raft_driver.register_listener(timer)
        deadline = time.monotonic() + 60
        while not node.raft_driver.is_leader or (node.raft_driver.high_watermark or -1) < 1:
            if time.monotonic() > deadline:
                raise RuntimeError("node 1 did not become the leader")
            await asyncio.sleep(0.05)
        await _commit_phase(node, timer, 4, 1.0, records, record_bytes)  # warm-up
        for window in windows:
            r = await _commit_phase(node, timer, window, seconds, records, record_bytes)
            results.append(r)
            lat = r.latency_ms
            print(
                f"  window {window:3d}: {r.appends_per_s:8.0f} appends/s {r.records_per_s:9.0f} records/s, "
                f"commit latency ms median {lat['median']:.1f} p90 {lat['p90']:.1f} p99 {lat['p99']:.1f} "
                f"max {lat['max']:.1f}",
                file=err,
                flush=True,
            )
    finally:
        await node.shutdown(5)
        cluster.stop_all()
        cluster.close()
    return results


# ======================================================================================================= main


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="5 failovers, 2 s per commit scenario")
    p.add_argument("--failovers", type=int, default=None, help="leader kills (default 20, --quick 5)")
    p.add_argument("--seconds", type=float, default=None, help="seconds per commit scenario (default 10)")
    p.add_argument("--window", type=int, default=64, help="appends in flight in the throughput scenario")
    p.add_argument("--records", type=int, default=10, help="records per append (default 10)")
    p.add_argument("--record-bytes", type=int, default=100, help="bytes per record (default 100)")
    p.add_argument("--linger-ms", type=int, default=None, help="controller.quorum.append.linger.ms of the leader")
    p.add_argument("--poll-ms", type=int, default=10, help="DescribeQuorum polling interval during failovers")
    p.add_argument("--skip-failover", action="store_true")
    p.add_argument("--skip-commits", action="store_true")
    p.add_argument("--dir", help="where the clusters live (default: a temporary directory)")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    args = p.parse_args(argv)
    failovers = args.failovers if args.failovers is not None else (5 if args.quick else 20)
    seconds = args.seconds if args.seconds is not None else (2.0 if args.quick else 10.0)
    err = sys.stderr if args.json == "-" else sys.stdout
    root = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="kraftpy-failover-"))
    print(
        f"kraftpy failover_bench on {platform.python_implementation()} {platform.python_version()}, "
        f"load average {os.getloadavg()[0]:.2f}, in {root}",
        file=err,
    )
    out: dict[str, Any] = {"python": platform.python_version(), "loadavg_before": os.getloadavg()}

    if not args.skip_failover:
        print(f"failover: 3 controllers, kill -9 the leader {failovers} times", file=err)
        rounds = run_failovers(root / "failover", failovers, args.poll_ms, err)
        s = summary([r.seconds for r in rounds])
        out["failover"] = {"rounds": [asdict(r) for r in rounds], "seconds": s}
        met = "met" if s["median"] <= TARGET_MEDIAN_S else "NOT met"
        print(
            f"time to a new leader that committed (s): min {s['min']:.3f} median {s['median']:.3f} "
            f"p90 {s['p90']:.3f} max {s['max']:.3f} (n={s['n']})\n"
            f"target: median <= {TARGET_MEDIAN_S:.0f} s with default timeouts: {met}",
            file=err,
        )

    if not args.skip_commits:
        linger = "default 25" if args.linger_ms is None else str(args.linger_ms)
        print(
            f"commits: leader in this process + 2 follower processes, {args.records} records x "
            f"{args.record_bytes} B per append, append.linger.ms {linger}",
            file=err,
        )
        results = asyncio.run(
            _commits(
                root / "commits",
                [1, args.window],
                seconds,
                args.records,
                args.record_bytes,
                args.linger_ms,
                err,
            )
        )
        out["commits"] = [asdict(r) for r in results]

    out["loadavg_after"] = os.getloadavg()
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
