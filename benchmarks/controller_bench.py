"""Controller and metadata-image figures: topic creation, fencing a broker, snapshot replay, a zonal-outage delta.

Cases (one table row or more each):

* ``create``: 10,000 partitions (100 topics x 100 partitions, RF 3) created through the real controller: three
  `ControllerRole`s (one active, two standbys) on an in-memory metadata log (`kraftpy/sim/controller_harness.py`), three
  registered and unfenced brokers, one CreateTopics request per topic, each committed before the next. A broker's
  `MetadataPublisher` follows the log too. Stages: the active controller's decision (placement, records, encoding,
  append, its working image), then the commit on each node (decode, replay, image, listeners such as the metrics).
* ``fence``: in the same cluster, broker 1 stops heartbeating; it leads a third of the partitions and, with three
  brokers and RF 3, is in every ISR. The timed step is the one in which its session expires: the session timer
  fences it (one PartitionChangeRecord per partition: ISR shrink, and a new leader for the third it led) and the
  commit makes every affected partition's new state committed on every node. The run checks that each affected
  partition has a newer partition epoch and an ISR without broker 1 on all nodes. "critical path" = decision +
  the slowest node's commit (nodes replay in parallel in a real cluster); "one process" = decision + every commit.
* ``replay``: a snapshot of 100,000 and 1,000,000 partitions replayed into an image from the snapshot's record
  values (what raft hands to a node loading a snapshot): the broker path (`MetadataPublisher.load_snapshot`), the
  controller's values path (`QuorumController.handle_load_snapshot_values`, with the controller's listeners:
  metrics recount; the path a controller node takes) and, for comparison, the generic one (`decode_record` of
  every value into record objects, then `QuorumController.handle_load_snapshot(records)`). The snapshot has the shape of
  Kafka's TopicsImageSnapshotLoadBenchmark (topics of 10 partitions, RF 3, 10,000 replicas per broker: 300 brokers for a
  million partitions; leaders round robin), plus feature levels and broker registrations. Before timing, the fast
  path's image is checked against the generic decoder's. Memory: a separate run under tracemalloc per path (peak
  during the load, and what the image keeps). Also shown: reading the snapshot file (batches, CRC) into values.
* ``zonal``: Kafka's TopicsImageZonalOutageBenchmark on kraftpy: the 1,000,000-partition image above, and a delta
  that takes broker 0 out of every ISR it is in (10,000 partitions; a new leader where it led): replaying the
  PartitionChangeRecords from their bytes into a `MetadataDelta`, and `delta.apply()` (what Kafka's benchmark
  times). Plus the active controller's decision for the same event on that image (`fence_changes`).

Figures: the median of ``--rounds`` rounds (min-max spread shown). Every round builds its cluster or image anew;
``gc.collect()`` runs between rounds, and the garbage collector stays on while timing, as in a running node (the
snapshot loader pauses it itself while it builds the image; the first collections afterwards are shown apart).
Anchors (printed, never asserted): Kafka applies a zonal-outage delta on a 1M-partition image in ~11-48 ms; kraftpy's
target for replaying 1M partitions is < 3 s.

Usage::

    .venv/bin/python benchmarks/controller_bench.py            # 5 rounds (3 for replay/zonal), 100k and 1M
    .venv/bin/python benchmarks/controller_bench.py --quick    # smoke run: 2 rounds, 2,000 partitions, 10k/100k
    .venv/bin/python benchmarks/controller_bench.py --json out.json
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time
import tracemalloc
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from kraftpy.controller.role import ControllerRole  # noqa: E402
from kraftpy.controller.settings import ControllerSettings  # noqa: E402
from kraftpy.metadata.image import MetadataDelta, MetadataImage, replay_records  # noqa: E402
from kraftpy.metadata.partition import PartitionRegistration  # noqa: E402
from kraftpy.metadata.publisher import MetadataPublisher  # noqa: E402
from kraftpy.metadata.records import decode_record, encode_record  # noqa: E402
from kraftpy.protocol.codec import Message  # noqa: E402
from kraftpy.protocol.messages import metadata_records as mr  # noqa: E402
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest  # noqa: E402
from kraftpy.raft.records import build_snapshot, read_snapshot  # noqa: E402
from kraftpy.sim.controller_harness import Harness  # noqa: E402
from kraftpy.sim.manual import ManualReactor, SharedLog  # noqa: E402

KAFKA_ZONAL_APPLY_MS = (11.0, 48.0)
REPLAY_TARGET_S = 3.0
REPLAY_TARGET_PARTITIONS = 1_000_000
PARTITIONS_PER_TOPIC = 100  # create/fence
SNAPSHOT_PARTITIONS_PER_TOPIC = 10  # replay/zonal (Kafka's jmh shape)
REPLICAS_PER_BROKER = 10_000  # Kafka's jmh shape
RF = 3
MB = 1024 * 1024


class BenchmarkError(Exception):
    """A check before timing failed: the figures would not describe the intended work."""


# ============================================================================================== helpers


@dataclass
class Figure:
    """One timed quantity over the rounds (seconds)."""

    rounds: list[float] = field(default_factory=list)

    def add(self, seconds: float) -> None:
        self.rounds.append(seconds)

    @property
    def median(self) -> float:
        return statistics.median(self.rounds)

    def spread(self) -> str:
        if len(self.rounds) < 2:
            return ""
        return f"{min(self.rounds) * 1000:.1f}-{max(self.rounds) * 1000:.1f}"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def per_item(seconds: float, count: int) -> str:
    return f"{seconds / count * 1e6:.2f} us" if count else ""


class TimedListener:
    """A metadata-log listener (`handle_commit(base, values, epoch)`) whose time is accounted."""

    def __init__(self, name: str, target: Any) -> None:
        self.name = name
        self.target = target
        self.spent = 0.0

    def handle_commit(self, base_offset: int, values: Sequence[bytes], epoch: int) -> None:
        t0 = time.perf_counter()
        self.target.handle_commit(base_offset, values, epoch)
        self.spent += time.perf_counter() - t0


class PublisherAdapter:
    """A broker's MetadataPublisher as a log listener."""

    def __init__(self) -> None:
        self.publisher = MetadataPublisher()

    def handle_commit(self, base_offset: int, values: Sequence[bytes], epoch: int) -> None:
        self.publisher.commit(base_offset, list(values), epoch)


# ============================================================================================ create + fence


@dataclass
class Cluster:
    h: Harness
    listeners: list[TimedListener]
    broker: PublisherAdapter

    def reset(self) -> None:
        for x in self.listeners:
            x.spent = 0.0

    def commit_times(self) -> dict[str, float]:
        return {x.name: x.spent for x in self.listeners}


def new_cluster(brokers: int) -> Cluster:
    h = Harness(controllers=3)
    active = h.active.controller
    standbys = [r.controller for r in h.roles.values() if r.controller is not active]
    broker = PublisherAdapter()
    h.start_brokers(*range(1, brokers + 1))
    h.log.commit()
    if h.log.values:  # the broker catches up with what is committed so far
        broker.handle_commit(0, h.log.values[: h.log.committed + 1], 1)
    listeners = [TimedListener("active controller", active)]
    listeners += [TimedListener(f"standby controller {i + 1}", c) for i, c in enumerate(standbys)]
    listeners.append(TimedListener("broker (publisher)", broker))
    h.log.listeners = list(listeners)
    return Cluster(h, listeners, broker)


@dataclass
class ClusterRound:
    create_decide: float = 0.0
    create_commit: dict[str, float] = field(default_factory=dict)
    create_critical: float = 0.0
    fence_decide: float = 0.0
    fence_commit: dict[str, float] = field(default_factory=dict)
    fence_records: int = 0
    affected: int = 0
    led: int = 0
    in_isr: int = 0


def create_topics(c: Cluster, topics: int, partitions: int, r: ClusterRound) -> None:
    T = CreateTopicsRequest
    h = c.h
    critical = 0.0
    commits: dict[str, float] = {x.name: 0.0 for x in c.listeners}
    for i in range(topics):
        req = T(topics=[T.CreatableTopic(name=f"topic-{i:05d}", num_partitions=partitions, replication_factor=RF)])
        c.reset()
        t0 = time.perf_counter()
        deferred = h.submit(19, 7, req)
        decide = time.perf_counter() - t0
        h.log.commit()
        resp = deferred.result()
        if resp.topics[0].error_code != 0:
            raise BenchmarkError(f"CreateTopics failed: {resp.topics[0]}")
        times = c.commit_times()
        for k, v in times.items():
            commits[k] += v
        r.create_decide += decide
        critical += decide + max(times.values())
    r.create_commit = commits
    r.create_critical = critical


def fence_broker(c: Cluster, broker: int, r: ClusterRound) -> None:
    """Let `broker`'s session expire while the others heartbeat; time the step in which it is fenced."""
    h = c.h
    before = h.committed
    affected = {
        (t.id, i): p
        for t in before.topics_by_id.values()
        for i, p in t.partitions.items()
        if broker in p.isr or p.leader == broker
    }
    r.affected = len(affected)
    r.led = sum(1 for p in affected.values() if p.leader == broker)
    r.in_isr = sum(1 for p in affected.values() if broker in p.isr)
    others = [b for b in h.epochs if b != broker]
    start = len(h.log.values)
    for _ in range(10_000):
        for b in others:
            h.heartbeat(b)
        c.reset()
        t0 = time.perf_counter()
        h.reactor.advance(100)
        decide = time.perf_counter() - t0
        fenced = h.image.brokers[broker].fenced
        h.log.commit()
        if fenced:
            r.fence_decide = decide
            r.fence_commit = c.commit_times()
            break
    else:
        raise BenchmarkError(f"broker {broker} was never fenced")
    r.fence_records = sum(1 for v in h.log.values[start:] if decode_record(v)[0].__class__ is mr.PartitionChangeRecord)
    # every affected partition has a new committed state on every node
    images = [("active", h.committed), ("broker", c.broker.publisher.image)]
    images += [(f"controller {n}", role.controller.committed) for n, role in h.roles.items()]
    for name, image in images:
        for (topic_id, index), old in affected.items():
            p = image.partition(topic_id, index)
            if p is None or p.partition_epoch <= old.partition_epoch or broker in p.isr or p.leader == broker:
                raise BenchmarkError(f"{name}: partition {topic_id}-{index} has no new committed state: {p}")
        if not image.brokers[broker].fenced:
            raise BenchmarkError(f"{name}: broker {broker} is not fenced")


def run_cluster_rounds(rounds: int, partitions: int, brokers: int, out: TextIO) -> list[ClusterRound]:
    topics = max(1, partitions // PARTITIONS_PER_TOPIC)
    results = []
    for i in range(rounds):
        gc.collect()
        c = new_cluster(brokers)
        r = ClusterRound()
        create_topics(c, topics, PARTITIONS_PER_TOPIC, r)
        fence_broker(c, 1, r)
        results.append(r)
        print(
            f"  round {i + 1}/{rounds}: create {ms(r.create_critical)}, fence "
            f"{ms(r.fence_decide + max(r.fence_commit.values()))}",
            file=out,
            flush=True,
        )
    return results


# ============================================================================================ snapshots


def snapshot_records(partitions: int) -> tuple[list[Message], int]:
    """The records of a snapshot with Kafka's jmh shape (see the module docstring); (records, brokers)."""
    topics = max(1, partitions // SNAPSHOT_PARTITIONS_PER_TOPIC)
    brokers = max(3, partitions * RF // REPLICAS_PER_BROKER)
    brokers -= brokers % 3
    records: list[Message] = [
        mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
        mr.FeatureLevelRecord(name="eligible.leader.replicas.version", feature_level=1),
    ]
    for b in range(brokers):
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=b,
                broker_epoch=100 + b,
                incarnation_id=uuid.UUID(int=(1 << 64) + b),
                fenced=False,
                rack=f"zone-{b % 3}",
                end_points=[mr.RegisterBrokerRecord.BrokerEndpoint(name="PLAINTEXT", host=f"broker-{b}", port=9092)],
                features=[
                    mr.RegisterBrokerRecord.BrokerFeature(
                        name="metadata.version", min_supported_version=7, max_supported_version=27
                    )
                ],
            )
        )
    leader = 0
    for t in range(topics):
        topic_id = uuid.UUID(int=(2 << 64) + t)
        records.append(mr.TopicRecord(name=f"topic{t}", topic_id=topic_id))
        for p in range(SNAPSHOT_PARTITIONS_PER_TOPIC):
            replicas = [(leader + i) % brokers for i in range(RF)]
            records.append(
                mr.PartitionRecord(
                    partition_id=p,
                    topic_id=topic_id,
                    replicas=replicas,
                    isr=list(replicas),
                    leader=leader,
                    leader_epoch=1,
                    partition_epoch=2,
                )
            )
            leader = (leader + 1) % brokers
    records.append(mr.ProducerIdsRecord(broker_id=0, broker_epoch=100, next_producer_id=5000))
    return records, brokers


def same_image(a: MetadataImage, b: MetadataImage) -> bool:
    return (
        dict(a.features) == dict(b.features)
        and dict(a.brokers) == dict(b.brokers)
        and a.next_producer_id == b.next_producer_id
        and {k: (t.name, dict(t.partitions)) for k, t in a.topics_by_id.items()}
        == {k: (t.name, dict(t.partitions)) for k, t in b.topics_by_id.items()}
    )


def controller_role() -> ControllerRole:
    return ControllerRole(ControllerSettings(node_id=1, cluster_id="bench"), ManualReactor(), SharedLog().view(1))


def load_broker(values: list[bytes]) -> MetadataImage:
    pub = MetadataPublisher()
    pub.load_snapshot(values, len(values))
    return pub.image


def load_controller_values(values: list[bytes]) -> MetadataImage:
    role = controller_role()
    role.controller.handle_load_snapshot_values(values, len(values))
    return role.controller.committed


def load_controller_node_path(values: list[bytes]) -> MetadataImage:
    role = controller_role()
    records = [decode_record(v)[0] for v in values]  # what kraftpy/node/roles.py does today
    role.controller.handle_load_snapshot(records, len(values))
    return role.controller.committed


REPLAY_PATHS: dict[str, Callable[[list[bytes]], MetadataImage]] = {
    "broker: MetadataPublisher.load_snapshot": load_broker,
    "controller: handle_load_snapshot_values": load_controller_values,
    "controller: record objects (decode_record + handle_load_snapshot)": load_controller_node_path,
}


@dataclass
class ReplayResult:
    partitions: int
    topics: int
    brokers: int
    values: int
    value_bytes: int
    read_snapshot: Figure = field(default_factory=Figure)
    paths: dict[str, Figure] = field(default_factory=dict)
    gc_after: dict[str, float] = field(default_factory=dict)
    memory: dict[str, tuple[float, float]] = field(default_factory=dict)  # path -> (peak MB, retained MB)


def measure_memory(fn: Callable[[list[bytes]], MetadataImage], values: list[bytes]) -> tuple[float, float]:
    gc.collect()
    tracemalloc.start()
    try:
        image = fn(values)
        gc.collect()
        retained, peak = tracemalloc.get_traced_memory()
        del image
    finally:
        tracemalloc.stop()
    return peak / MB, retained / MB


def run_replay(partitions: int, rounds: int, paths: Sequence[str], memory: bool, out: TextIO) -> ReplayResult:
    records, brokers = snapshot_records(partitions)
    values = [encode_record(r) for r in records]
    result = ReplayResult(
        partitions, partitions // SNAPSHOT_PARTITIONS_PER_TOPIC, brokers, len(values), sum(len(v) for v in values)
    )
    # checks: the fast paths build the image the generic decoder builds (in full up to 200k partitions; above,
    # every 997th partition)
    reference = replay_records(records) if partitions <= 200_000 else None
    for name in paths:
        if name.startswith("controller: record objects"):
            continue
        image = REPLAY_PATHS[name](values)
        if reference is not None:
            ok = same_image(image, reference)
        else:
            ok = image.partition_count() == partitions and all(
                image.partition(r.topic_id, r.partition_id) == PartitionRegistration.from_record(r)
                for r in records[::997]
                if isinstance(r, mr.PartitionRecord)
            )
        if not ok:
            raise BenchmarkError(f"{name} builds a different image than the generic decoder")
        del image
    del reference, records
    snapshot_file = build_snapshot(values, epoch=5, timestamp=0, last_contained_log_timestamp=0)
    for i in range(rounds):
        gc.collect()
        t0 = time.perf_counter()
        _, read = read_snapshot(snapshot_file)
        result.read_snapshot.add(time.perf_counter() - t0)
        if read != values:
            raise BenchmarkError("the snapshot file does not hold the snapshot's values")
        del read
        for name in paths:
            gc.collect()
            t0 = time.perf_counter()
            image = REPLAY_PATHS[name](values)
            result.paths.setdefault(name, Figure()).add(time.perf_counter() - t0)
            t0 = time.perf_counter()
            gc.collect(1)  # the young collections the next allocations would run: the image's objects, once
            result.gc_after[name] = max(result.gc_after.get(name, 0.0), time.perf_counter() - t0)
            if image.partition_count() != partitions:
                raise BenchmarkError(f"{name}: {image.partition_count()} partitions, expected {partitions}")
            del image
        print(
            f"  round {i + 1}/{rounds}: "
            + ", ".join(f"{name.split(':')[0]} {ms(result.paths[name].rounds[-1])}" for name in paths),
            file=out,
            flush=True,
        )
    if memory:
        for name in paths:
            if name.startswith("controller: record objects") and partitions > 200_000:
                continue  # a million decoded records under tracemalloc take minutes; the point is made at 100k
            result.memory[name] = measure_memory(REPLAY_PATHS[name], values)
    return result


# ============================================================================================ zonal outage


@dataclass
class ZonalResult:
    partitions: int
    topics: int
    brokers: int
    changed: int
    leaders_moved: int
    replay: Figure = field(default_factory=Figure)
    apply: Figure = field(default_factory=Figure)
    decide: Figure = field(default_factory=Figure)
    decide_records: int = 0


def zonal_delta_values(image: MetadataImage, broker: int) -> tuple[list[bytes], int]:
    """PartitionChangeRecords taking `broker` out of every ISR it is in (a new leader where it led)."""
    values = []
    moved = 0
    for t in image.topics_by_id.values():
        for index, p in t.partitions.items():
            if broker not in p.isr:
                continue
            isr = [b for b in p.isr if b != broker]
            record = mr.PartitionChangeRecord(partition_id=index, topic_id=t.id, isr=isr)
            if p.leader == broker:
                record.leader = isr[0] if isr else -1
                moved += 1
            values.append(encode_record(record))
    return values, moved


def run_zonal(partitions: int, rounds: int, out: TextIO) -> ZonalResult:
    records, brokers = snapshot_records(partitions)
    values = [encode_record(r) for r in records]
    del records
    base = load_broker(values)
    delta_values, moved = zonal_delta_values(base, 0)
    result = ZonalResult(partitions, len(base.topics_by_id), brokers, len(delta_values), moved)
    role = controller_role()
    role.controller.handle_load_snapshot_values(values, len(values))
    del values
    for i in range(rounds):
        gc.collect()
        t0 = time.perf_counter()
        delta = MetadataDelta(base)
        delta.replay_values(delta_values, base.offset + 1, 7)
        result.replay.add(time.perf_counter() - t0)
        t0 = time.perf_counter()
        image = delta.apply()
        result.apply.add(time.perf_counter() - t0)
        if len(delta.changes.partitions) != len(delta_values) or image.partition_count() != partitions:
            raise BenchmarkError("the zonal delta did not change the expected partitions")
        del delta, image
        gc.collect()
        committed = role.controller.committed
        t0 = time.perf_counter()
        decided = role.replication.fence_changes(committed, 0)
        result.decide.add(time.perf_counter() - t0)
        result.decide_records = len(decided)
        del decided
        print(
            f"  round {i + 1}/{rounds}: replay {ms(result.replay.rounds[-1])}, apply "
            f"{ms(result.apply.rounds[-1])}, decide {ms(result.decide.rounds[-1])}",
            file=out,
            flush=True,
        )
    return result


# ============================================================================================ report


def table(rows: list[tuple[str, ...]], head: tuple[str, ...], out: TextIO) -> None:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    print("  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)), file=out)
    print("  ".join("-" * w for w in widths), file=out)
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)), file=out)


def med(values: list[float]) -> float:
    return statistics.median(values)


def report(
    cluster: list[ClusterRound],
    partitions: int,
    brokers: int,
    replays: list[ReplayResult],
    zonal: ZonalResult | None,
    out: TextIO,
) -> dict[str, Any]:
    rows: list[tuple[str, ...]] = []
    js: dict[str, Any] = {}
    if cluster:

        def fig(name: str, values: list[float], count: int, note: str = "") -> None:
            f = Figure(values)
            rows.append((name, ms(f.median), f.spread(), per_item(f.median, count), note))

        names = list(cluster[0].create_commit)
        r0 = cluster[0]
        fig(
            "create: active controller decisions",
            [r.create_decide for r in cluster],
            partitions,
            f"{partitions // PARTITIONS_PER_TOPIC} CreateTopics requests",
        )
        for node in names:
            fig(f"create: commit on {node}", [r.create_commit[node] for r in cluster], partitions)
        fig(
            "create: critical path (decision + slowest commit)",
            [r.create_critical for r in cluster],
            partitions,
            "per request, summed",
        )
        fig(
            "fence: active controller decision",
            [r.fence_decide for r in cluster],
            r0.affected,
            f"{r0.fence_records} PartitionChangeRecords",
        )
        for node in names:
            fig(f"fence: commit on {node}", [r.fence_commit[node] for r in cluster], r0.affected)
        fig(
            "fence: critical path (decision + slowest commit)",
            [r.fence_decide + max(r.fence_commit.values()) for r in cluster],
            r0.affected,
            "every affected partition committed",
        )
        fig(
            "fence: one process (decision + every commit)",
            [r.fence_decide + sum(r.fence_commit.values()) for r in cluster],
            r0.affected,
        )
        print(
            f"\ncreate + fence: {partitions:,} partitions ({partitions // PARTITIONS_PER_TOPIC} topics x "
            f"{PARTITIONS_PER_TOPIC}), RF {RF}, {brokers} brokers, 3 controllers; broker 1 leads "
            f"{r0.led:,} partitions and is in {r0.in_isr:,} ISRs ({r0.affected:,} affected)",
            file=out,
        )
        table(rows, ("case", "median", "spread (ms)", "per partition", "note"), out)
        js["cluster"] = {
            "partitions": partitions,
            "brokers": brokers,
            "affected": r0.affected,
            "led": r0.led,
            "rounds": [vars(r) for r in cluster],
        }
    for rep in replays:
        rows = []
        n = rep.partitions
        f = rep.read_snapshot
        rows.append(("raft: read_snapshot (file -> values)", ms(f.median), f.spread(), per_item(f.median, n), "", ""))
        for name, f in rep.paths.items():
            mem = rep.memory.get(name)
            mem_s = f"{mem[0]:,.0f} / {mem[1]:,.0f} MB" if mem else ""
            rows.append((name, ms(f.median), f.spread(), per_item(f.median, n), mem_s, ms(rep.gc_after.get(name, 0.0))))
        print(
            f"\nreplay: snapshot of {n:,} partitions ({rep.topics:,} topics x {SNAPSHOT_PARTITIONS_PER_TOPIC}, "
            f"RF {RF}, {rep.brokers} brokers), {rep.values:,} records, {rep.value_bytes / MB:,.1f} MB of values",
            file=out,
        )
        table(rows, ("path", "median", "spread (ms)", "per partition", "memory peak / kept", "gc after"), out)
        js.setdefault("replay", []).append(
            {
                "partitions": n,
                "topics": rep.topics,
                "brokers": rep.brokers,
                "values": rep.values,
                "value_bytes": rep.value_bytes,
                "read_snapshot_s": rep.read_snapshot.rounds,
                "paths_s": {k: v.rounds for k, v in rep.paths.items()},
                "gc_after_s": rep.gc_after,
                "memory_mb": rep.memory,
            }
        )
    if zonal is not None:
        z = zonal
        rows = [
            (
                "replay the delta's records (decode + MetadataDelta)",
                ms(z.replay.median),
                z.replay.spread(),
                per_item(z.replay.median, z.changed),
            ),
            (
                "delta.apply() (Kafka's timed section)",
                ms(z.apply.median),
                z.apply.spread(),
                per_item(z.apply.median, z.changed),
            ),
            (
                f"controller decision: fence_changes(broker 0) -> {z.decide_records:,} records",
                ms(z.decide.median),
                z.decide.spread(),
                per_item(z.decide.median, z.changed),
            ),
        ]
        print(
            f"\nzonal outage: {z.partitions:,}-partition image ({z.topics:,} topics, {z.brokers} brokers); broker 0 "
            f"leaves {z.changed:,} ISRs, {z.leaders_moved:,} leaders move",
            file=out,
        )
        table(rows, ("step", "median", "spread (ms)", "per changed partition"), out)
        js["zonal"] = {
            "partitions": z.partitions,
            "changed": z.changed,
            "replay_s": z.replay.rounds,
            "apply_s": z.apply.rounds,
            "decide_s": z.decide.rounds,
        }
    # anchors
    print("\nanchors (reported, not asserted):", file=out)
    if zonal is not None:
        lo, hi = KAFKA_ZONAL_APPLY_MS
        print(
            f"  Kafka applies a zonal-outage delta on a 1M-partition image in ~{lo:.0f}-{hi:.0f} ms; kraftpy "
            f"delta.apply() on {zonal.partitions:,} partitions: {ms(zonal.apply.median)}, replay + apply "
            f"{ms(zonal.replay.median + zonal.apply.median)}",
            file=out,
        )
    for rep in replays:
        for name, f in rep.paths.items():
            if rep.partitions == REPLAY_TARGET_PARTITIONS and not name.startswith("controller: record objects"):
                verdict = "met" if f.median < REPLAY_TARGET_S else "NOT met"
                print(
                    f"  replay of 1M partitions < {REPLAY_TARGET_S:.0f} s, {name}: {f.median:.2f} s: {verdict}",
                    file=out,
                )
    if not any(r.partitions == REPLAY_TARGET_PARTITIONS for r in replays):
        print(f"  replay target ({REPLAY_TARGET_S:.0f} s for 1M partitions) not measured in this run", file=out)
    return js


# ============================================================================================ main


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Controller figures: create, fence, snapshot replay, zonal outage")
    p.add_argument("--quick", action="store_true", help="smoke run: 2 rounds, 2,000 partitions, replay 10k/100k")
    p.add_argument("--rounds", type=int, help="rounds for create/fence (default 5, --quick 2)")
    p.add_argument("--replay-rounds", type=int, help="rounds for replay/zonal (default 3, --quick 2)")
    p.add_argument("--partitions", type=int, help="partitions to create (default 10,000, --quick 2,000)")
    p.add_argument("--brokers", type=int, default=3, help="brokers for create/fence (default 3)")
    p.add_argument("--replay-sizes", help="comma-separated snapshot sizes (default 100000,1000000)")
    p.add_argument("--zonal-size", type=int, help="partitions of the zonal-outage image (default 1,000,000)")
    p.add_argument(
        "--case", action="append", choices=("cluster", "replay", "zonal"), help="run only these cases (repeatable)"
    )
    p.add_argument("--no-record-objects", action="store_true", help="skip the decode_record + records replay path")
    p.add_argument("--no-memory", action="store_true", help="skip the tracemalloc runs")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    args = p.parse_args(argv)
    rounds = args.rounds or (2 if args.quick else 5)
    replay_rounds = args.replay_rounds or (2 if args.quick else 3)
    partitions = args.partitions or (2_000 if args.quick else 10_000)
    sizes = (
        [int(x) for x in args.replay_sizes.split(",")]
        if args.replay_sizes
        else [10_000, 100_000]
        if args.quick
        else [100_000, 1_000_000]
    )
    zonal_size = args.zonal_size or (100_000 if args.quick else 1_000_000)
    cases = set(args.case or ("cluster", "replay", "zonal"))
    out = sys.stderr if args.json == "-" else sys.stdout
    paths = [n for n in REPLAY_PATHS if not (args.no_record_objects and n.startswith("controller: record objects"))]

    print(
        f"kraftpy controller_bench: Python {platform.python_version()} on {platform.platform()}, "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}",
        file=out,
    )
    print("GC: on while timing (as in a running node); gc.collect() between rounds", file=out, flush=True)
    js: dict[str, Any] = {"python": platform.python_version(), "loadavg_before": os.getloadavg()}
    try:
        cluster: list[ClusterRound] = []
        if "cluster" in cases:
            print(f"create + fence: {rounds} rounds", file=out, flush=True)
            cluster = run_cluster_rounds(rounds, partitions, args.brokers, out)
        replays = []
        if "replay" in cases:
            for n in sizes:
                print(f"replay {n:,}: {replay_rounds} rounds", file=out, flush=True)
                replays.append(run_replay(n, replay_rounds, paths, not args.no_memory, out))
        zonal = None
        if "zonal" in cases:
            print(f"zonal outage on {zonal_size:,} partitions: {replay_rounds} rounds", file=out, flush=True)
            zonal = run_zonal(zonal_size, replay_rounds, out)
    except BenchmarkError as e:
        print(f"check failed: {e}", file=sys.stderr)
        return 1
    js.update(report(cluster, partitions, args.brokers, replays, zonal, out))
    js["loadavg_after"] = os.getloadavg()
    print(f"\nload average after: {os.getloadavg()[0]:.2f}", file=out)
    if args.json:
        text = json.dumps(js, indent=2, default=str)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
