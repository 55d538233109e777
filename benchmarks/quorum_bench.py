"""Quorum reassignment figures (seed 003, KIP-853) with real controller processes on this machine.

Per metadata image size (``--partitions``, default 10,000 and 100,000 partitions), each round builds a cluster of six
controller processes: 1, 2 and 3 are the voters, their metadata logs starting from the same snapshot of the image
(topics of 10 partitions, RF 3, every partition with a leader and a full ISR, on three registered brokers that do
not run: ``broker.session.timeout.ms`` is an hour, so no controller fences them during a round and the image stays
as it is); 5 and 6 are controller-only observers that start empty and catch up by fetching the snapshot. The active
controller appends a NoOpRecord every 50 ms (``metadata.max.idle.interval.ms=50``), so the high watermark keeps
moving. Then:

* ``add``: controller 4 starts with an empty disk (``--no-initial-controllers``) and is added at once with KIP-853's
  AddRaftVoter (``AdminClient.add_raft_voter``). Timed from its process start to the answer, i.e. until it is in the
  committed voter set: process start, the snapshot transfer, catching up, promotion (a fetch round within the
  election timeout), the commit. Afterwards it is removed again (RemoveRaftVoter, not timed), and stays an observer.
* ``move``: seed 003's [1, 2, 3] -> [4, 5, 6] (AlterPartitionReassignments on ``__cluster_metadata-0``), timed from
  the request to the moment DescribeQuorum shows voters [4, 5, 6] with no TargetVoters: six single-member changes and
  a leader handover. Meanwhile a client polls DescribeQuorum (every 10 ms, whoever leads) and records the longest
  time the high watermark did not advance: the longest commit pause of the move, to compare with the election
  timeout (1000 ms). The usual pause between NoOps is 50 ms plus the polling, so the figure is an upper bound.

Figures are the median of ``--rounds`` rounds (min-max shown). Targets (printed, never asserted): the full move on a
100,000-partition image in under 10 s, no commit pause longer than the election timeout.

Usage::

    .venv/bin/python benchmarks/quorum_bench.py                 # 10k and 100k partitions, 3 rounds
    .venv/bin/python benchmarks/quorum_bench.py --quick         # smoke run: 1,000 partitions, 1 round
    .venv/bin/python benchmarks/quorum_bench.py --json out.json
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
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from kraftpy.admin.client import AdminClient, TopicPartition  # noqa: E402
from kraftpy.metadata.records import encode_record  # noqa: E402
from kraftpy.node.metadata_log import metadata_partition_dir  # noqa: E402
from kraftpy.protocol.codec import Message  # noqa: E402
from kraftpy.protocol.messages import metadata_records as mr  # noqa: E402
from kraftpy.raft.assignment import VoterAssignment  # noqa: E402
from kraftpy.raft.records import build_snapshot  # noqa: E402
from kraftpy.raft.voters import Endpoint, Voter, VoterSet  # noqa: E402
from kraftpy.storage.fs import RealFileSystem  # noqa: E402
from kraftpy.storage.snapshots import SnapshotId, SnapshotWriter  # noqa: E402
from kraftpy.tools.quorum_cluster import QuorumCluster  # noqa: E402

PARTITIONS_PER_TOPIC = 10
BROKERS = (100, 101, 102)
ELECTION_TIMEOUT_MS = 1000
SNAPSHOT_OFFSET = 1000  # the voters' logs start at this offset (epoch 1), from the snapshot


class BenchmarkError(Exception):
    pass


@dataclass
class Figure:
    rounds: list[float] = field(default_factory=list)

    def add(self, value: float) -> None:
        self.rounds.append(value)

    @property
    def median(self) -> float:
        return statistics.median(self.rounds)

    def text(self, unit: str = "s") -> str:
        if not self.rounds:
            return "-"
        if unit == "ms":
            return f"{self.median * 1000:.0f} ms" + (
                f" ({min(self.rounds) * 1000:.0f}-{max(self.rounds) * 1000:.0f})" if len(self.rounds) > 1 else ""
            )
        return f"{self.median:.2f} s" + (
            f" ({min(self.rounds):.2f}-{max(self.rounds):.2f})" if len(self.rounds) > 1 else ""
        )


@dataclass
class SizeResult:
    partitions: int
    snapshot_bytes: int = 0
    add: Figure = field(default_factory=Figure)
    move: Figure = field(default_factory=Figure)
    pause: Figure = field(default_factory=Figure)
    leader_changes: list[int] = field(default_factory=list)


def image_records(partitions: int) -> list[Message]:
    """The image: feature levels, three registered brokers, topics of 10 partitions (RF 3, a leader and a full
    ISR each, leaders spread over the brokers)."""
    records: list[Message] = [
        mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
        mr.FeatureLevelRecord(name="eligible.leader.replicas.version", feature_level=0),
    ]
    for b in BROKERS:
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=b,
                broker_epoch=10 + b,
                incarnation_id=uuid.UUID(int=(1 << 64) + b),
                fenced=False,
                end_points=[mr.RegisterBrokerRecord.BrokerEndpoint(name="PLAINTEXT", host=f"broker-{b}", port=9092)],
                features=[
                    mr.RegisterBrokerRecord.BrokerFeature(
                        name="metadata.version", min_supported_version=7, max_supported_version=27
                    )
                ],
            )
        )
    for t in range(max(1, partitions // PARTITIONS_PER_TOPIC)):
        topic_id = uuid.UUID(int=(2 << 64) + t)
        records.append(mr.TopicRecord(name=f"topic{t}", topic_id=topic_id))
        for p in range(PARTITIONS_PER_TOPIC):
            replicas = [BROKERS[(t + p + i) % 3] for i in range(3)]
            records.append(
                mr.PartitionRecord(
                    partition_id=p,
                    topic_id=topic_id,
                    replicas=replicas,
                    isr=list(replicas),
                    leader=replicas[0],
                    leader_epoch=1,
                    partition_epoch=2,
                )
            )
    return records


def snapshot_bytes(cluster: QuorumCluster, values: list[bytes]) -> bytes:
    voters = VoterSet(
        Voter(
            i,
            cluster.directory_ids[i],
            (Endpoint("CONTROLLER", cluster.nodes[i].host, cluster.nodes[i].controller_port or 0),),
        )
        for i in cluster.initial
    )
    return build_snapshot(
        values,
        epoch=1,
        timestamp=int(time.time() * 1000),
        last_contained_log_timestamp=0,
        voters=VoterAssignment(voters, None, cluster.cluster_id).to_message(),
    )


def install_snapshot(cluster: QuorumCluster, node_id: int, data: bytes) -> None:
    directory = metadata_partition_dir(str(cluster.nodes[node_id].data_dir))
    writer = SnapshotWriter(RealFileSystem(), directory, SnapshotId(SNAPSHOT_OFFSET, 1))
    writer.append(data)
    writer.freeze()


async def _wait(what: str, check: Any, timeout: float = 300.0, interval: float = 0.05) -> Any:
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        try:
            value = await check()
        except Exception as exc:
            last = exc
            value = None
        if value:
            return value
        await asyncio.sleep(interval)
    raise BenchmarkError(f"timed out waiting for {what} (last: {last})")


def run_round(partitions: int, values: list[bytes], result: SizeResult, out: TextIO) -> None:
    root = Path(tempfile.mkdtemp(prefix="kraftpy-quorum-bench-"))
    overrides = {
        "metadata.max.idle.interval.ms": "50",
        "kraftpy.log.level": "WARNING",
        "broker.session.timeout.ms": "3600000",
    }
    cluster = QuorumCluster(root, controllers=6, brokers=0, initial=[1, 2, 3], mode="initial", overrides=overrides)
    try:
        cluster.format()
        data = snapshot_bytes(cluster, values)
        result.snapshot_bytes = len(data)
        for i in (1, 2, 3):
            install_snapshot(cluster, i, data)
        for i in (1, 2, 3, 5, 6):
            cluster.start(i, wait=False)
        for i in (1, 2, 3, 5, 6):
            cluster.wait_listening(i, timeout=120)
        asyncio.run(_round(cluster, result, out))
    finally:
        cluster.close()
        shutil.rmtree(root, ignore_errors=True)


async def _round(cluster: QuorumCluster, result: SizeResult, out: TextIO) -> None:
    boot = ",".join(cluster.nodes[i].controller_address for i in (1, 2, 3))
    async with AdminClient(
        None, bootstrap_controllers=boot, request_timeout_ms=5000, default_api_timeout_ms=300_000
    ) as admin:

        async def observers_caught_up() -> bool:
            q = await admin.describe_quorum()
            leader_end = next(v.log_end_offset for v in q.voters if v.replica_id == q.leader_id)
            ends = {o.replica_id: o.log_end_offset for o in q.observers}
            return q.high_watermark > SNAPSHOT_OFFSET and all(ends.get(i, -1) >= leader_end - 5 for i in (5, 6))

        await _wait("observers 5 and 6 caught up", observers_caught_up)

        # add: an empty controller, added at once
        t0 = time.monotonic()
        cluster.start(4, wait=False)
        directory_id = await _wait("controller 4 formatted", lambda: _async(cluster.directory_id, 4))
        await admin.add_raft_voter(4, directory_id, cluster.endpoints(4), timeout_ms=300_000)
        added = time.monotonic() - t0
        result.add.add(added)
        await admin.remove_raft_voter(4, directory_id, timeout_ms=300_000)
        await _wait("voters [1, 2, 3] again", lambda: _voters_are(admin, [1, 2, 3]))
        await _wait("observer 4 caught up", lambda: _observer_caught_up(admin, 4))

        # move: [1, 2, 3] -> [4, 5, 6], with the longest commit pause seen meanwhile
        done = asyncio.Event()
        pauses: list[float] = []
        leaders: set[int] = set()

        async def poll() -> None:
            last_hwm, since = -1, time.monotonic()
            longest = 0.0
            async with AdminClient(
                None,
                bootstrap_controllers=",".join(n.controller_address for n in cluster.controllers),
                request_timeout_ms=1000,
                default_api_timeout_ms=2000,
            ) as watcher:
                while not done.is_set():
                    try:
                        q = await watcher.describe_quorum()
                    except Exception:
                        await asyncio.sleep(0.01)
                        continue
                    now = time.monotonic()
                    leaders.add(q.leader_id)
                    if q.high_watermark > last_hwm:
                        if last_hwm >= 0:
                            longest = max(longest, now - since)
                        last_hwm, since = q.high_watermark, now
                    await asyncio.sleep(0.01)
                longest = max(longest, time.monotonic() - since)
            pauses.append(longest)

        watcher = asyncio.ensure_future(poll())
        await asyncio.sleep(0.3)
        t0 = time.monotonic()
        res = await admin.alter_partition_reassignments(
            {TopicPartition("__cluster_metadata", 0): [4, 5, 6]}, timeout_ms=300_000
        )
        if any(e is not None for e in res.values()):
            raise BenchmarkError(f"the reassignment failed: {res}")
        await _wait("voters [4, 5, 6]", lambda: _voters_are(admin, [4, 5, 6]), interval=0.02)
        moved = time.monotonic() - t0
        await asyncio.sleep(0.3)
        done.set()
        await watcher
        result.move.add(moved)
        result.pause.add(pauses[0])
        result.leader_changes.append(len(leaders) - 1)
        print(
            f"  round: add {added:.2f} s, move {moved:.2f} s, longest commit pause {pauses[0] * 1000:.0f} ms, "
            f"leaders {sorted(leaders)}",
            file=out,
            flush=True,
        )


async def _async(fn: Any, *args: Any) -> Any:
    try:
        return fn(*args)
    except (AssertionError, OSError):
        return None


async def _voters_are(admin: AdminClient, voters: list[int]) -> bool:
    q = await admin.describe_quorum()
    return sorted(v.replica_id for v in q.voters) == voters and q.target_voters is None


async def _observer_caught_up(admin: AdminClient, node_id: int) -> bool:
    q = await admin.describe_quorum()
    leader_end = next(v.log_end_offset for v in q.voters if v.replica_id == q.leader_id)
    return any(o.replica_id == node_id and o.log_end_offset >= leader_end - 5 for o in q.observers)


def main(argv: list[str] | None = None, out: TextIO = sys.stdout) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--partitions", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="smoke run: 1,000 partitions, 1 round")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON ('-' for stdout only)")
    args = parser.parse_args(argv)
    sizes, rounds = ([1_000], 1) if args.quick else (args.partitions, args.rounds)
    print(
        f"kraftpy quorum reassignment benchmark: {rounds} round(s), images of {', '.join(f'{p:,}' for p in sizes)} "
        f"partitions; Python {platform.python_version()} on {platform.machine()} ({os.cpu_count()} CPUs)",
        file=out,
        flush=True,
    )
    results = []
    for partitions in sizes:
        values = [encode_record(r) for r in image_records(partitions)]
        result = SizeResult(partitions)
        print(f"image of {partitions:,} partitions ({len(values):,} records):", file=out, flush=True)
        for _ in range(rounds):
            run_round(partitions, values, result, out)
        results.append(result)
    print("", file=out)
    print(
        f"{'partitions':>11}  {'snapshot':>9}  {'add one voter (snapshot incl.)':>32}  {'[1,2,3] -> [4,5,6]':>22}  "
        f"{'longest commit pause':>22}",
        file=out,
    )
    for r in results:
        print(
            f"{r.partitions:>11,}  {r.snapshot_bytes / 1e6:>7.1f} MB  {r.add.text():>32}  {r.move.text():>22}  "
            f"{r.pause.text('ms'):>22}",
            file=out,
        )
    biggest = max(results, key=lambda r: r.partitions)
    print(
        f"targets: the full move on a {biggest.partitions:,}-partition image in under 10 s "
        f"({'met' if biggest.move.median < 10 else 'NOT met'}: {biggest.move.median:.2f} s); no commit pause longer "
        f"than the election timeout of {ELECTION_TIMEOUT_MS} ms "
        f"({'met' if max(max(r.pause.rounds) for r in results) * 1000 < ELECTION_TIMEOUT_MS else 'NOT met'})",
        file=out,
        flush=True,
    )
    if args.json:
        doc = {
            "rounds": rounds,
            "sizes": [
                {
                    "partitions": r.partitions,
                    "snapshot_bytes": r.snapshot_bytes,
                    "add_s": r.add.rounds,
                    "move_s": r.move.rounds,
                    "longest_commit_pause_s": r.pause.rounds,
                    "leader_changes": r.leader_changes,
                }
                for r in results
            ],
        }
        if args.json == "-":
            print(json.dumps(doc), file=out)
        else:
            Path(args.json).write_text(json.dumps(doc, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
