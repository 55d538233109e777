"""An in-memory `RaftLog` with a durability model, for the simulator and tests.

Batches live in a list. What has been flushed is tracked separately, so `power_loss()` can put the log back to
its durable image: appends and truncations after the last `flush` are undone (optionally a random prefix of the
unflushed appends survives, as when the OS wrote some dirty pages back). Snapshots are durable once frozen.
Operations that a real log performs durably on its own (deleting a prefix behind a snapshot, emptying the log
for a newer snapshot) flush first; flushing more than asked is always allowed.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Sequence

from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.records import (
    iter_batches,
    patch_base_offset,
    patch_partition_leader_epoch,
    read_header,
)

from .log import SnapshotWriter
from .types import OffsetAndEpoch, RaftError, RaftStateError

__all__ = ["LogBatch", "MemoryRaftLog"]

LogBatch = tuple[int, int, int, bytes]  # base offset, last offset, epoch, bytes


class _MemorySnapshotWriter:
    __slots__ = ("_buffer", "_done", "_id", "_log")

    def __init__(self, log: MemoryRaftLog, snapshot_id: OffsetAndEpoch) -> None:
        self._log = log
        self._id = snapshot_id
        self._buffer = bytearray()
        self._done = False

    @property
    def snapshot_id(self) -> OffsetAndEpoch:
        return self._id

    @property
    def size(self) -> int:
        return len(self._buffer)

    def append(self, data: bytes | memoryview) -> None:
        if self._done:
            raise RaftError(f"snapshot {self._id} is already frozen or aborted")
        self._buffer += data

    def freeze(self) -> None:
        if self._done:
            raise RaftError(f"snapshot {self._id} is already frozen or aborted")
        self._done = True
        self._log._add_snapshot(self._id, bytes(self._buffer))

    def abort(self) -> None:
        self._done = True


class MemoryRaftLog:
    """`RaftLog` held in memory; see the module docstring for its durability model."""

    __slots__ = (
        "_bases",
        "_batches",
        "_durable_extra",
        "_end",
        "_epochs",
        "_snapshots",
        "_start",
        "_synced",
    )

    def __init__(self) -> None:
        self._batches: list[LogBatch] = []
        self._bases: list[int] = []
        self._epochs: list[tuple[int, int]] = []  # (epoch, first offset), ascending
        self._start = 0
        self._end = 0
        self._snapshots: dict[OffsetAndEpoch, bytes] = {}
        self._synced = 0  # leading batches of _batches that are durable
        self._durable_extra: list[LogBatch] = []  # durable batches truncated away since the last flush

    # ------------------------------------------------------------------------------------------- properties

    @property
    def start_offset(self) -> int:
        return self._start

    @property
    def end_offset(self) -> int:
        return self._end

    @property
    def last_fetched_epoch(self) -> int:
        if self._batches:
            return self._batches[-1][2]
        snap = self.log_start_snapshot_id()
        return snap.epoch if snap is not None else 0

    @property
    def flushed_offset(self) -> int:
        if self._durable_extra:
            return self._durable_extra[-1][1] + 1
        if self._synced:
            return self._batches[self._synced - 1][1] + 1
        return self._start

    # ----------------------------------------------------------------------------------------------- reading

    def end_offset_for_epoch(self, epoch: int) -> OffsetAndEpoch:
        epochs = self._epochs
        if not epochs:
            return OffsetAndEpoch(self._end, self.last_fetched_epoch)
        if epoch >= epochs[-1][0]:
            return OffsetAndEpoch(self._end, epochs[-1][0])
        i = bisect.bisect_right(epochs, (epoch, 1 << 62))  # first entry with a larger epoch
        higher_start = epochs[i][1]
        if i > 0:
            return OffsetAndEpoch(higher_start, epochs[i - 1][0])
        snap = self.log_start_snapshot_id()
        if snap is not None and higher_start == snap.offset and epoch < snap.epoch:
            return snap
        return OffsetAndEpoch(higher_start, epoch)

    def read(self, start_offset: int, max_bytes: int) -> bytes:
        if start_offset >= self._end or start_offset < self._start:
            return b""
        i = bisect.bisect_right(self._bases, start_offset) - 1
        if i < 0:
            i = 0
        parts: list[bytes] = []
        size = 0
        batches = self._batches
        n = len(batches)
        while i < n:
            data = batches[i][3]
            if parts and size + len(data) > max_bytes:
                break
            parts.append(data)
            size += len(data)
            i += 1
        return b"".join(parts)

    # ----------------------------------------------------------------------------------------------- writing

    def _push(self, batch: LogBatch) -> None:
        self._batches.append(batch)
        self._bases.append(batch[0])
        if not self._epochs or self._epochs[-1][0] != batch[2]:
            if self._epochs and batch[2] < self._epochs[-1][0]:
                raise RaftStateError(
                    f"batch at offset {batch[0]} has epoch {batch[2]} below the log's last epoch {self._epochs[-1][0]}"
                )
            self._epochs.append((batch[2], batch[0]))
        self._end = batch[1] + 1

    def append_as_leader(self, batch: bytes, epoch: int) -> tuple[int, int]:
        header = read_header(batch)
        if header.base_offset != self._end or header.partition_leader_epoch != epoch:
            buf = bytearray(batch)
            patch_base_offset(buf, 0, self._end)
            patch_partition_leader_epoch(buf, 0, epoch)
            batch = bytes(buf)
        base = self._end
        last = base + header.last_offset_delta
        self._push((base, last, epoch, batch))
        return base, last

    def append_as_follower(self, batches: bytes | memoryview) -> tuple[int, int]:
        view = memoryview(batches)
        staged: list[LogBatch] = []
        expected = self._end
        try:
            for pos, header in iter_batches(view, verify_crc=True):
                if header.base_offset != expected:
                    raise RaftError(
                        f"batch at offset {header.base_offset} does not continue the log at offset {expected}",
                        error_code=2,
                    )
                staged.append(
                    (
                        header.base_offset,
                        header.last_offset,
                        header.partition_leader_epoch,
                        bytes(view[pos : pos + header.size]),
                    )
                )
                expected = header.last_offset + 1
        except ProtocolError as exc:
            raise RaftError(f"corrupt batch from the leader: {exc}", error_code=2) from None
        if not staged:
            raise RaftError("no batches to append", error_code=2)
        if self._epochs and staged[0][2] < self._epochs[-1][0]:
            raise RaftError(
                f"batch at offset {staged[0][0]} has epoch {staged[0][2]} below the log's last epoch",
                error_code=2,
            )
        for batch in staged:
            self._push(batch)
        return staged[0][0], staged[-1][1]

    def truncate_to(self, offset: int) -> int:
        if offset < self._start:
            raise RaftStateError(f"cannot truncate to offset {offset} below the log start offset {self._start}")
        if offset >= self._end:
            return self._end
        i = bisect.bisect_left(self._bases, offset)
        # a batch straddling `offset` goes as well: batches are the unit of the log
        if i > 0 and self._batches[i - 1][1] >= offset:
            i -= 1
        if i < self._synced:
            self._durable_extra = self._batches[i : self._synced] + self._durable_extra
            self._synced = i
        del self._batches[i:]
        del self._bases[i:]
        self._end = self._batches[-1][1] + 1 if self._batches else self._start
        while self._epochs and self._epochs[-1][1] >= self._end:
            self._epochs.pop()
        return self._end

    def flush(self) -> None:
        self._synced = len(self._batches)
        self._durable_extra = []

    # --------------------------------------------------------------------------------------------- snapshots

    def latest_snapshot_id(self) -> OffsetAndEpoch | None:
        if not self._snapshots:
            return None
        return max(self._snapshots, key=lambda s: (s.offset, s.epoch))

    def log_start_snapshot_id(self) -> OffsetAndEpoch | None:
        if self._start == 0:
            return None
        for sid in self._snapshots:
            if sid.offset == self._start:
                return sid
        return None

    def snapshot_size(self, snapshot_id: OffsetAndEpoch) -> int | None:
        data = self._snapshots.get(snapshot_id)
        return None if data is None else len(data)

    def read_snapshot(self, snapshot_id: OffsetAndEpoch, position: int, max_bytes: int) -> bytes | None:
        data = self._snapshots.get(snapshot_id)
        if data is None:
            return None
        return data[position : position + max_bytes]

    def create_snapshot(self, snapshot_id: OffsetAndEpoch) -> SnapshotWriter | None:
        if snapshot_id in self._snapshots:
            return None
        return _MemorySnapshotWriter(self, snapshot_id)

    def _add_snapshot(self, snapshot_id: OffsetAndEpoch, data: bytes) -> None:
        self._snapshots[snapshot_id] = data

    def delete_before_snapshot(self, snapshot_id: OffsetAndEpoch) -> bool:
        if snapshot_id not in self._snapshots or snapshot_id.offset <= self._start:
            return False
        if snapshot_id.offset > self._end:
            return False
        self.flush()
        # drop every batch entirely below the snapshot's end offset; keep the one holding it (if any)
        k = bisect.bisect_right(self._bases, snapshot_id.offset) - 1
        if k < 0:
            drop = 0
        elif self._batches[k][1] < snapshot_id.offset:
            drop = k + 1
        else:
            drop = k
        del self._batches[:drop]
        del self._bases[:drop]
        self._synced = len(self._batches)
        self._start = snapshot_id.offset
        self._drop_snapshots_before(snapshot_id)
        self._rebuild_epochs()
        return True

    def truncate_to_latest_snapshot(self) -> bool:
        latest = self.latest_snapshot_id()
        if latest is None:
            return False
        last_epoch = self._batches[-1][2] if self._batches else self.last_fetched_epoch
        if latest.epoch > last_epoch or (latest.epoch == last_epoch and latest.offset > self._end):
            self._batches = []
            self._bases = []
            self._epochs = []
            self._start = self._end = latest.offset
            self._synced = 0
            self._durable_extra = []
            self._drop_snapshots_before(latest)
            return True
        return False

    def _drop_snapshots_before(self, snapshot_id: OffsetAndEpoch) -> None:
        for sid in [s for s in self._snapshots if s.offset < snapshot_id.offset]:
            del self._snapshots[sid]

    def _rebuild_epochs(self) -> None:
        epochs: list[tuple[int, int]] = []
        for base, _, epoch, _ in self._batches:
            if not epochs or epochs[-1][0] != epoch:
                epochs.append((epoch, base))
        self._epochs = epochs
        self._end = self._batches[-1][1] + 1 if self._batches else self._start

    # ------------------------------------------------------------------------------------- simulation hooks

    def power_loss(self, rng: random.Random | None = None) -> int:
        """Drop what was not flushed; with `rng`, a random prefix of the unflushed appends survives (only when
        no truncation happened since the last flush). Returns the number of batches lost."""
        before = len(self._batches)
        if self._durable_extra:
            self._batches = self._batches[: self._synced] + self._durable_extra
        else:
            keep = self._synced
            if rng is not None and before > self._synced:
                keep += rng.randint(0, before - self._synced)
            self._batches = self._batches[:keep]
        self._durable_extra = []
        self._bases = [b[0] for b in self._batches]
        self._synced = len(self._batches)
        self._rebuild_epochs()
        return max(0, before - len(self._batches))

    def batches(self) -> Sequence[LogBatch]:
        """The batches currently in the log (read-only view for checkers)."""
        return self._batches

    def batch_index(self, offset: int) -> int:
        """Index in `batches()` of the batch holding `offset` (or of the first batch after it)."""
        return max(0, bisect.bisect_right(self._bases, offset) - 1)

    def durable_batches(self) -> list[LogBatch]:
        return self._batches[: self._synced] + self._durable_extra

    def snapshots(self) -> dict[OffsetAndEpoch, bytes]:
        return dict(self._snapshots)

    def __repr__(self) -> str:
        return (
            f"MemoryRaftLog(start={self._start}, end={self._end}, batches={len(self._batches)}, "
            f"flushed={self.flushed_offset}, snapshots={sorted((s.offset, s.epoch) for s in self._snapshots)})"
        )
