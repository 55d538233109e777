"""Shared helpers of the log cleaner tests: a compacted log on the simulated file system, what it holds record by
record, and the reference of what cleaning must keep."""

from __future__ import annotations

import random
from dataclasses import dataclass

from kraftpy.protocol.records import RecordBatchBuilder, decode_batches
from kraftpy.storage import FileSystem, Log, LogConfig, LogManager, SimFileSystem
from kraftpy.storage.cleaner import CleanerConfig, LogCleaner

from .helpers import ManualClock

LOG_DIR = "/data"
TOPIC = "compacted"


@dataclass(frozen=True, slots=True)
class Rec:
    offset: int
    key: bytes | None
    value: bytes | None
    timestamp: int
    headers: tuple[tuple[str, bytes | None], ...] = ()


def compact_config(**overrides: object) -> LogConfig:
    values: dict[str, object] = {
        "segment_bytes": 1500,
        "cleanup_policy": ("compact",),
        "file_delete_delay_ms": 0,
        "min_cleanable_dirty_ratio": 0.0,
        "index_interval_bytes": 200,
    }
    values.update(overrides)
    return LogConfig(**values)  # type: ignore[arg-type]


def new_manager(
    fs: FileSystem, clock: ManualClock, config: LogConfig | None = None, *, startup: bool = True
) -> LogManager:
    m = LogManager(fs, [LOG_DIR], clock=clock, default_config=config or compact_config())
    if startup:
        m.startup()
    return m


def new_cleaner(manager: LogManager, clock: ManualClock, **overrides: object) -> LogCleaner:
    c = LogCleaner(manager, CleanerConfig(**overrides), clock=clock)  # type: ignore[arg-type]
    c.startup()
    return c


def append_records(
    log: Log,
    records: list[tuple[bytes | None, bytes | None]],
    timestamp: int,
    *,
    compression: int = 0,
    producer: tuple[int, int, int] | None = None,
    headers: tuple[tuple[str, bytes | None], ...] = (),
    transactional: bool = False,
) -> list[Rec]:
    """Append one batch; return its records as the log holds them."""
    pid, epoch, seq = producer if producer is not None else (-1, -1, -1)
    b = RecordBatchBuilder(
        compression=compression,
        producer_id=pid,
        producer_epoch=epoch,
        base_sequence=seq,
        is_transactional=transactional,
    )
    for i, (k, v) in enumerate(records):
        b.append(timestamp + i, k, v, headers)
    info = log.append_as_leader(bytearray(b.build()), leader_epoch=0)
    return [Rec(info.first_offset + i, k, v, timestamp + i, headers) for i, (k, v) in enumerate(records)]


def read_all(log: Log, start: int | None = None) -> list[Rec]:
    """Every record of the log from `start` (default: the log start), in order."""
    out: list[Rec] = []
    offset = log.log_start_offset if start is None else start
    while offset < log.log_end_offset:
        data = bytes(log.read(offset, 1 << 20).records)
        if not data:
            break
        for batch in decode_batches(data):
            for r in batch.records:
                if batch.is_control:
                    continue
                out.append(
                    Rec(
                        r.offset,
                        None if r.key is None else bytes(r.key),
                        None if r.value is None else bytes(r.value),
                        r.timestamp,
                        tuple((k, None if v is None else bytes(v)) for k, v in r.headers),
                    )
                )
            offset = batch.last_offset + 1
    return out


def latest_per_key(records: list[Rec]) -> dict[bytes, Rec]:
    latest: dict[bytes, Rec] = {}
    for r in records:
        if r.key is not None:
            latest[r.key] = r
    return latest


def random_log(
    log: Log, rng: random.Random, clock: ManualClock, *, batches: int, keys: int, tombstone_rate: float = 0.1
) -> list[Rec]:
    """Random keyed batches (some compressed, some keyless records, some with headers); return the records."""
    out: list[Rec] = []
    for _ in range(batches):
        n = rng.randint(1, 12)
        recs: list[tuple[bytes | None, bytes | None]] = []
        for _ in range(n):
            key = None if rng.random() < 0.02 else b"key-%d" % rng.randrange(keys)
            value = None if rng.random() < tombstone_rate else b"value-%d" % rng.randrange(10**9)
            recs.append((key, value))
        headers: tuple[tuple[str, bytes | None], ...] = (("h", b"x"),) if rng.random() < 0.1 else ()
        compression = rng.choice([0, 0, 0, 1, 4])
        out += append_records(log, recs, clock(), compression=compression, headers=headers)
        clock.advance(rng.randint(0, 50))
    return out


def compacted_log(
    seed: int, *, batches: int = 60, keys: int = 15
) -> tuple[SimFileSystem, ManualClock, LogManager, Log, list[Rec]]:
    """A manager with one compacted log of random data, rolled (so all but a small active segment is cleanable),
    its high watermark at its end."""
    fs = SimFileSystem()
    clock = ManualClock()
    m = new_manager(fs, clock)
    log = m.get_or_create_log(TOPIC, 0)
    records = random_log(log, random.Random(seed), clock, batches=batches, keys=keys)
    log.roll()
    records += append_records(log, [(b"key-active", b"a")], clock())
    log.update_high_watermark(log.log_end_offset)
    log.flush()
    return fs, clock, m, log, records
