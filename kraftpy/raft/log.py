"""The log the core replicates, as an injected interface, and the rules raft applies to it.

`RaftLog` is deliberately narrow: what a replicated log with snapshots must offer (Kafka's `ReplicatedLog`).
Writes are buffered: `append_*` and `truncate_to` change what `read` returns at once, but only `flush` makes
them durable. The core never flushes itself; it asks for it in its output (`RaftOutput.flush`), and the driver
flushes before sending that output's messages. `MemoryRaftLog` is the in-memory implementation used by the
simulator (its unflushed suffix vanishes on a simulated power loss); the storage package provides the on-disk
one.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Protocol

from .types import OffsetAndEpoch

__all__ = [
    "RaftLog",
    "SnapshotWriter",
    "ValidOffsetAndEpoch",
    "ValidationKind",
    "log_str",
    "truncate_to_end_offset",
    "validate_offset_and_epoch",
]


class SnapshotWriter(Protocol):
    """A snapshot being written: bytes are appended, then `freeze` makes it durable and readable atomically."""

    @property
    def snapshot_id(self) -> OffsetAndEpoch: ...

    @property
    def size(self) -> int: ...

    def append(self, data: bytes | memoryview) -> None: ...

    def freeze(self) -> None: ...

    def abort(self) -> None: ...


class RaftLog(Protocol):
    """The metadata partition's log plus its snapshots."""

    @property
    def start_offset(self) -> int:
        """The first offset held by the log; equals the end offset of the snapshot at the log start (or 0)."""
        ...

    @property
    def end_offset(self) -> int:
        """One past the last offset in the log (the log end offset)."""
        ...

    @property
    def last_fetched_epoch(self) -> int:
        """Epoch of the last batch; of the log-start snapshot when the log is empty; 0 for a new log."""
        ...

    @property
    def flushed_offset(self) -> int:
        """The log is durable below this offset."""
        ...

    def end_offset_for_epoch(self, epoch: int) -> OffsetAndEpoch:
        """The largest epoch <= `epoch` held by the log and the offset where it ends (Kafka's
        `endOffsetForEpoch`: for `epoch` >= the last epoch, the last epoch and the log end offset)."""
        ...

    def append_as_leader(self, batch: bytes, epoch: int) -> tuple[int, int]:
        """Append one batch built by the leader at the log end offset; returns (base offset, last offset)."""
        ...

    def append_as_follower(self, batches: bytes | memoryview) -> tuple[int, int]:
        """Append batches replicated from the leader (checked, CRCs included); the first must start at the log
        end offset. Returns (first offset, last offset)."""
        ...

    def truncate_to(self, offset: int) -> int:
        """Remove every batch ending at or after `offset`; returns the new log end offset."""
        ...

    def read(self, start_offset: int, max_bytes: int) -> bytes:
        """Whole batches from the one holding `start_offset`; at least one batch even if it exceeds
        `max_bytes`; empty at the log end."""
        ...

    def flush(self) -> None:
        """Make everything appended (and every truncation) durable."""
        ...

    def latest_snapshot_id(self) -> OffsetAndEpoch | None: ...

    def log_start_snapshot_id(self) -> OffsetAndEpoch | None:
        """The snapshot whose end offset is the log start offset (None when the log starts at 0)."""
        ...

    def snapshot_size(self, snapshot_id: OffsetAndEpoch) -> int | None: ...

    def read_snapshot(self, snapshot_id: OffsetAndEpoch, position: int, max_bytes: int) -> bytes | None: ...

    def create_snapshot(self, snapshot_id: OffsetAndEpoch) -> SnapshotWriter | None:
        """A writer for a new snapshot, or None when that snapshot already exists."""
        ...

    def delete_before_snapshot(self, snapshot_id: OffsetAndEpoch) -> bool:
        """Delete the log prefix (and older snapshots) before the snapshot `snapshot_id`, moving the log start
        offset to its end offset; false when nothing could be deleted."""
        ...

    def truncate_to_latest_snapshot(self) -> bool:
        """When the latest snapshot lies beyond the log end (or disagrees with the log), empty the log and
        start it at the snapshot's end offset; true when that happened."""
        ...


class ValidationKind(enum.Enum):
    VALID = "valid"
    DIVERGING = "diverging"
    SNAPSHOT = "snapshot"


@dataclass(frozen=True, slots=True)
class ValidOffsetAndEpoch:
    kind: ValidationKind
    offset_and_epoch: OffsetAndEpoch


def validate_offset_and_epoch(log: RaftLog, offset: int, epoch: int) -> ValidOffsetAndEpoch:
    """Check a follower's fetch position (`offset`, and `epoch` of the entry before it) against `log`.

    VALID: the follower's log matches up to `offset`. DIVERGING: it does not; the result is the largest offset
    and epoch where it can match (the follower truncates there). SNAPSHOT: the position lies before the log
    start (or cannot be checked against what remains): the follower must fetch the latest snapshot.
    """
    start = log.start_offset
    if offset == 0 and start == 0:
        return ValidOffsetAndEpoch(ValidationKind.VALID, OffsetAndEpoch(0, 0))
    start_snapshot = log.log_start_snapshot_id()
    if start_snapshot is not None and (
        offset < start or (offset == start and epoch != start_snapshot.epoch) or epoch < start_snapshot.epoch
    ):
        latest = log.latest_snapshot_id()
        assert latest is not None
        return ValidOffsetAndEpoch(ValidationKind.SNAPSHOT, latest)
    end = log.end_offset_for_epoch(epoch)
    if end.epoch != epoch or end.offset < offset:
        return ValidOffsetAndEpoch(ValidationKind.DIVERGING, end)
    return ValidOffsetAndEpoch(ValidationKind.VALID, OffsetAndEpoch(offset, epoch))


def truncate_to_end_offset(log: RaftLog, end: OffsetAndEpoch) -> int:
    """Truncate after a DivergingEpoch answer (`end`: the leader's end offset for an epoch); returns the
    offset truncated to."""
    if end.epoch == 0:
        offset = min(end.offset, log.end_offset)
    else:
        local = log.end_offset_for_epoch(end.epoch)
        offset = min(local.offset, end.offset) if local.epoch == end.epoch else local.offset
    return log.truncate_to(offset)


def log_str(log: RaftLog) -> str:
    """The log's extent for log messages: ``[start, end) last epoch E, snapshot (offset=O, epoch=E)``."""
    snap = log.latest_snapshot_id()
    return f"[{log.start_offset}, {log.end_offset}) last epoch {log.last_fetched_epoch}" + (
        f", snapshot {snap}" if snap is not None else ""
    )
