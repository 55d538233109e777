"""Shared helpers for the storage tests: batch builders and a manual clock."""

from __future__ import annotations

from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.protocol.records.varint import write_uvarint


class ManualClock:
    """A clock the test moves by hand (milliseconds)."""

    def __init__(self, now: int = 1_700_000_000_000) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms


def make_batch(
    n: int = 1,
    *,
    timestamp: int = 1000,
    value_size: int = 20,
    key: bytes | None = b"k",
    tag: int = 0,
    producer_id: int = -1,
    base_sequence: int = -1,
    partition_leader_epoch: int = -1,
    base_offset: int = 0,
    compression: int = 0,
) -> bytes:
    """A valid batch of `n` records with timestamps timestamp, timestamp+1, ...; values carry `tag`."""
    b = RecordBatchBuilder(
        base_offset=base_offset,
        producer_id=producer_id,
        producer_epoch=0 if producer_id >= 0 else -1,
        base_sequence=base_sequence,
        partition_leader_epoch=partition_leader_epoch,
        compression=compression,
    )
    for i in range(n):
        value = (f"{tag}:{i}:".encode() + b"v" * value_size)[: max(value_size, 8)]
        b.append(timestamp + i, key, value)
    return b.build()


def frame_metadata(record: object, record_type: int, version: int) -> bytes:
    """A metadata record value: uvarint frame version 1, type, version, body."""
    return write_uvarint(1) + write_uvarint(record_type) + write_uvarint(version) + record.encode(version)  # type: ignore[attr-defined]
