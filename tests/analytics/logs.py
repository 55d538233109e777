"""Metadata logs with known content for the analytics tests: random controller histories written through
kraftpy's metadata log (segments rolled small, a snapshot, the prefix deleted behind it as a node does), and the
image a node rebuilds from the same files."""

from __future__ import annotations

import dataclasses
import random
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kraftpy.metadata.features import ELR_FEATURE
from kraftpy.metadata.image import EMPTY_IMAGE, MetadataDelta, MetadataImage, load_snapshot_values
from kraftpy.metadata.records import encode_record
from kraftpy.node.metadata_log import METADATA_LOG_CONFIG, MetadataLog, metadata_partition_dir
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.raft.records import build_data_batch, build_snapshot, decode_log_batches, read_snapshot
from kraftpy.raft.types import OffsetAndEpoch
from kraftpy.sim import scenarios
from kraftpy.sim.cluster import DATA_DIR as SIM_DATA_DIR
from kraftpy.sim.cluster import SimCluster
from kraftpy.sim.scenarios import Kip966Outcome
from kraftpy.storage.fs import RealFileSystem

BROKERS = (1, 2, 3, 4, 5)


@dataclass
class History:
    """Batches of records (in order) and where a snapshot is taken (after that many batches, or None)."""

    batches: list[list[Message]] = field(default_factory=list)
    snapshot_after: int | None = None
    delete_prefix: bool = False


def _ids(rng: random.Random, k: int) -> list[int]:
    return rng.sample(BROKERS, k)


def random_history(rng: random.Random, ops: int, *, snapshot: bool, delete_prefix: bool) -> History:
    """A controller history the replay accepts: topics created (with configs), partitions changed in every way a
    PartitionChangeRecord can (random fields, -1 and unchanged sentinels, empty and absent lists), ELRs cleared
    for one topic or all, topics deleted, brokers registered, configs set and deleted."""
    h = History()
    delta = MetadataDelta(EMPTY_IMAGE)
    topics: dict[uuid.UUID, tuple[str, int]] = {}
    n = 0
    # ELR on, as the histories carry ELR fields: with the feature at level 0 a snapshot leaves them out (as Kafka's
    # does), so a replay from the snapshot and one from the segments would differ
    h.batches.append(
        [
            mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
            mr.FeatureLevelRecord(name=ELR_FEATURE, feature_level=1),
        ]
    )
    h.batches.append(
        [
            mr.RegisterBrokerRecord(broker_id=b, broker_epoch=b, incarnation_id=uuid.UUID(int=b), fenced=False)
            for b in BROKERS
        ]
    )
    for _ in range(ops):
        batch: list[Message] = []
        roll = rng.random()
        if roll < 0.15 or not topics:
            n += 1
            name = f"t{n}"
            tid = uuid.UUID(int=rng.getrandbits(128))
            batch.append(mr.TopicRecord(name=name, topic_id=tid))
            if rng.random() < 0.5:
                batch.append(
                    mr.ConfigRecord(
                        resource_type=2, resource_name=name, name="min.insync.replicas", value=str(rng.randint(1, 3))
                    )
                )
            count = rng.randint(1, 4)
            for p in range(count):
                replicas = _ids(rng, rng.randint(1, 4))
                isr = replicas[: rng.randint(0, len(replicas))]
                batch.append(
                    mr.PartitionRecord(
                        partition_id=p,
                        topic_id=tid,
                        replicas=replicas,
                        isr=isr,
                        leader=isr[0] if isr else -1,
                        leader_epoch=rng.randint(0, 3),
                        partition_epoch=rng.randint(0, 5),
                        eligible_leader_replicas=rng.choice([None, [r for r in replicas if r not in isr]]),
                        last_known_elr=rng.choice([None, [], replicas[:1]]),
                        last_known_leader=rng.choice([-1, replicas[0]]),
                        leader_recovery_state=rng.choice([0, 0, 1]),
                    )
                )
            topics[tid] = (name, count)
        elif roll < 0.80:
            for _ in range(rng.randint(1, 5)):
                tid = rng.choice(list(topics))
                c = mr.PartitionChangeRecord(partition_id=rng.randrange(topics[tid][1]), topic_id=tid)
                if rng.random() < 0.6:
                    c.isr = _ids(rng, rng.randint(0, 3))
                if rng.random() < 0.5:
                    c.leader = rng.choice([-1, *BROKERS])
                if rng.random() < 0.15:
                    c.replicas = _ids(rng, rng.randint(1, 4))
                if rng.random() < 0.1:
                    c.adding_replicas = _ids(rng, 1)
                if rng.random() < 0.1:
                    c.removing_replicas = rng.choice([[], _ids(rng, 1)])
                if rng.random() < 0.2:
                    c.leader_recovery_state = rng.choice([0, 1])
                if rng.random() < 0.5:
                    c.eligible_leader_replicas = _ids(rng, rng.randint(0, 2))
                if rng.random() < 0.3:
                    c.last_known_elr = _ids(rng, rng.randint(0, 2))
                if rng.random() < 0.3:
                    c.last_known_leader = rng.choice([-1, *BROKERS])
                batch.append(c)
        elif roll < 0.86:
            name = rng.choice([*(t[0] for t in topics.values()), ""])
            batch.append(mr.ClearElrRecord(topic_name=name))
        elif roll < 0.91 and len(topics) > 1:
            tid = rng.choice(list(topics))
            batch.append(mr.RemoveTopicRecord(topic_id=tid))
            del topics[tid]
        elif roll < 0.96:
            batch.append(
                mr.ConfigRecord(
                    resource_type=4, resource_name="", name="min.insync.replicas", value=rng.choice([None, "1", "2"])
                )
            )
        else:
            batch.append(mr.NoOpRecord())
        for r in batch:
            delta.replay(r)
        h.batches.append(batch)
    if snapshot:
        h.snapshot_after = rng.randint(1, len(h.batches))
        h.delete_prefix = delete_prefix
    return h


def write_history(
    log_dir: Path, h: History, *, segment_bytes: int = 2048, epoch: int = 3, start_ms: int = 1_700_000_000_000
) -> MetadataImage:
    """Write `h` as node `log_dir`'s metadata log (one append per batch, a timestamp 100 ms apart); return the
    image of everything written."""
    fs = RealFileSystem()
    directory = metadata_partition_dir(str(log_dir))
    fs.makedirs(directory)
    config = dataclasses.replace(METADATA_LOG_CONFIG, segment_bytes=segment_bytes)
    log = MetadataLog.open(fs, directory, lambda: start_ms, config)
    delta = MetadataDelta(EMPTY_IMAGE)
    try:
        offset = 0
        for i, batch in enumerate(h.batches):
            ts = start_ms + 100 * i
            log.append_as_leader(
                build_data_batch([encode_record(r) for r in batch], base_offset=offset, epoch=epoch, timestamp=ts),
                epoch,
            )
            for r in batch:
                delta.replay(r, offset)
                offset += 1
            if h.snapshot_after == i + 1:
                image = delta.apply()
                delta = MetadataDelta(image)
                values = [encode_record(r) for r in image.to_records()]
                writer = log.create_snapshot(OffsetAndEpoch(offset, epoch))
                assert writer is not None
                writer.append(build_snapshot(values, epoch=epoch, timestamp=ts, last_contained_log_timestamp=ts))
                writer.freeze()
                if h.delete_prefix:
                    log.delete_before_snapshot(OffsetAndEpoch(offset, epoch))
        log.flush()
    finally:
        log.close()
    return delta.apply()


def replay_dir(log_dir: Path) -> MetadataImage:
    """The image a node rebuilds from `log_dir`'s metadata log: its latest snapshot, then the records after it."""
    fs = RealFileSystem()
    log = MetadataLog.open(fs, metadata_partition_dir(str(log_dir)), lambda: 0)
    try:
        image = EMPTY_IMAGE
        start = 0
        snap = log.latest_snapshot_id()
        if snap is not None:
            data = log.read_snapshot(snap, 0, 1 << 30)
            assert data is not None
            _header, values = read_snapshot(data)
            image, _ = load_snapshot_values(values, snap.offset - 1, snap.epoch)
            start = snap.offset
        pos = max(start, log.start_offset)
        while pos < log.end_offset:
            data = log.read(pos, 1 << 20)
            if not data:
                break
            for b in decode_log_batches(data):
                if b.last_offset < pos:
                    continue
                if not b.is_control:
                    skip = pos - b.base_offset
                    d = MetadataDelta(image)
                    d.replay_values(b.records[max(skip, 0) :], max(b.base_offset, pos), b.epoch)
                    image = d.apply()
                pos = b.last_offset + 1
        return image
    finally:
        log.close()


def kip966_scenario_log(dest: Path, seed: int = 0) -> Kip966Outcome:
    """Run the simulator's KIP-966 scenario (kraftpy.sim.scenarios) and copy the active controller's metadata log
    out of its simulated disk into `dest` (as `dest/__cluster_metadata-0`)."""
    made: list[SimCluster] = []

    class Recorded(SimCluster):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    original = scenarios.SimCluster
    scenarios.SimCluster = Recorded  # type: ignore[misc]
    try:
        outcome = scenarios.run_kip966_scenario(seed)
    finally:
        scenarios.SimCluster = original  # type: ignore[misc]
    (cluster,) = made
    node = cluster.active_controller()
    assert node is not None
    source = metadata_partition_dir(SIM_DATA_DIR)
    target = Path(metadata_partition_dir(str(dest)))
    target.mkdir(parents=True, exist_ok=True)
    for name in node.fs.listdir(source):
        if node.fs.is_file(f"{source}/{name}"):
            (target / name).write_bytes(node.fs.read_file(f"{source}/{name}"))
    return outcome
