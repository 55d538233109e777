"""The leader-epoch cache of a partition: for each leader epoch, the first offset written in it.

It answers OffsetForLeaderEpoch (and the diverging-epoch check of Fetch) with :meth:`end_offset_for`, with the
rules of Kafka's ``LeaderEpochFileCache``:

* epoch -1 (undefined) -> ``(-1, -1)``;
* the latest epoch -> ``(latest epoch, log end offset)``;
* an older epoch -> ``(largest epoch <= requested, start offset of the next larger epoch)``;
* an epoch below every cached one -> ``(requested epoch, start offset of the first cached epoch)``;
* an epoch above every cached one (cannot happen for a leader) -> ``(-1, -1)``.

Entries are strictly increasing in epoch and start offset; assigning an entry that breaks the order removes the
conflicting later entries first. The cache is persisted in ``leader-epoch-checkpoint`` (text, see
:mod:`kraftpy.storage.checkpoints`) atomically and durably every time it changes (Kafka writes truncations
asynchronously; here they are synchronous, so a crash can never bring back an entry of truncated data). After a
crash the log's recovery truncates entries beyond the recovered log end and re-derives those of the recovered
segments.
"""

from __future__ import annotations

import logging
from bisect import bisect_left, bisect_right

from .checkpoints import read_leader_epoch_checkpoint, write_leader_epoch_checkpoint
from .fs import FileSystem

__all__ = [
    "UNDEFINED_EPOCH",
    "UNDEFINED_EPOCH_OFFSET",
    "LeaderEpochCache",
]

logger = logging.getLogger(__name__)

UNDEFINED_EPOCH = -1
UNDEFINED_EPOCH_OFFSET = -1


class LeaderEpochCache:
    """Epoch -> start offset, backed by a checkpoint file (or by nothing when `path` is None)."""

    __slots__ = ("_epochs", "_fs", "_offsets", "log_prefix", "path")

    def __init__(
        self,
        fs: FileSystem,
        path: str | None,
        entries: list[tuple[int, int]] | None = None,
        *,
        log_prefix: str = "",
    ) -> None:
        self._fs = fs
        self.path = path
        self.log_prefix = log_prefix
        self._epochs: list[int] = []
        self._offsets: list[int] = []
        for epoch, offset in entries or ():
            self._assign(epoch, offset)

    @classmethod
    def load(cls, fs: FileSystem, path: str, *, log_prefix: str = "") -> LeaderEpochCache:
        """Read the checkpoint at `path` (empty when missing). Raises CheckpointError when malformed."""
        return cls(fs, path, read_leader_epoch_checkpoint(fs, path), log_prefix=log_prefix)

    # ----------------------------------------------------------------------------------------- queries

    @property
    def entries(self) -> list[tuple[int, int]]:
        return list(zip(self._epochs, self._offsets, strict=True))

    def __len__(self) -> int:
        return len(self._epochs)

    @property
    def latest_epoch(self) -> int | None:
        return self._epochs[-1] if self._epochs else None

    def previous_epoch(self, epoch: int) -> int | None:
        """The largest cached epoch below `epoch`."""
        i = bisect_left(self._epochs, epoch)
        return self._epochs[i - 1] if i > 0 else None

    def next_epoch(self, epoch: int) -> int | None:
        """The smallest cached epoch above `epoch`."""
        i = bisect_right(self._epochs, epoch)
        return self._epochs[i] if i < len(self._epochs) else None

    def epoch_for_offset(self, offset: int) -> int | None:
        """The epoch the record at `offset` was written in (the last entry starting at or before it)."""
        i = bisect_right(self._offsets, offset) - 1
        return self._epochs[i] if i >= 0 else None

    def end_offset_for(self, requested_epoch: int, log_end_offset: int) -> tuple[int, int]:
        """``(epoch, end offset)`` as OffsetForLeaderEpoch answers it (module docstring)."""
        epochs = self._epochs
        if requested_epoch == UNDEFINED_EPOCH:
            return UNDEFINED_EPOCH, UNDEFINED_EPOCH_OFFSET
        if epochs and epochs[-1] == requested_epoch:
            return requested_epoch, log_end_offset
        higher = bisect_right(epochs, requested_epoch)
        if higher >= len(epochs):
            return UNDEFINED_EPOCH, UNDEFINED_EPOCH_OFFSET
        if higher == 0:
            return requested_epoch, self._offsets[0]
        return epochs[higher - 1], self._offsets[higher]

    # ----------------------------------------------------------------------------------------- updates

    def _assign(self, epoch: int, start_offset: int) -> bool:
        if epoch < 0 or start_offset < 0:
            raise ValueError(f"Received invalid partition leader epoch entry ({epoch}, {start_offset})")
        epochs, offsets = self._epochs, self._offsets
        if epochs and epochs[-1] == epoch and offsets[-1] <= start_offset:
            return False
        removed = []
        while epochs and (epochs[-1] >= epoch or offsets[-1] >= start_offset):
            removed.append((epochs.pop(), offsets.pop()))
        if len(removed) > 1 or (removed and removed[0][1] != start_offset):
            logger.warning(
                "%sNew epoch entry (%d, %d) caused truncation of conflicting entries %s. Cache now contains %d "
                "entries.",
                self.log_prefix,
                epoch,
                start_offset,
                removed[::-1],
                len(epochs),
            )
        epochs.append(epoch)
        offsets.append(start_offset)
        return True

    def assign(self, epoch: int, start_offset: int, *, flush: bool = True) -> bool:
        """Record that `epoch` starts at `start_offset` (no-op when already the latest); persist if changed."""
        changed = self._assign(epoch, start_offset)
        if changed:
            logger.debug("%sAppended new epoch entry (%d, %d)", self.log_prefix, epoch, start_offset)
            if flush:
                self.flush()
        return changed

    def truncate_from_end(self, end_offset: int, *, flush: bool = True) -> bool:
        """Remove the entries starting at or after `end_offset` (the log was truncated to it)."""
        epochs, offsets = self._epochs, self._offsets
        if end_offset < 0 or not offsets or offsets[-1] < end_offset:
            return False
        i = bisect_left(offsets, end_offset)
        removed = list(zip(epochs[i:], offsets[i:], strict=True))
        del epochs[i:]
        del offsets[i:]
        logger.debug(
            "%sCleared entries %s from epoch cache after truncating to end offset %d",
            self.log_prefix,
            removed,
            end_offset,
        )
        if flush:
            self.flush()
        return True

    def truncate_from_start(self, start_offset: int, *, flush: bool = True) -> bool:
        """Drop entries wholly below `start_offset`; the entry covering it now starts at `start_offset`."""
        epochs, offsets = self._epochs, self._offsets
        i = bisect_right(offsets, start_offset)
        if i == 0:
            return False
        if i == 1 and offsets[0] == start_offset:
            return False
        epoch = epochs[i - 1]
        del epochs[:i]
        del offsets[:i]
        epochs.insert(0, epoch)
        offsets.insert(0, start_offset)
        if flush:
            self.flush()
        return True

    def clear(self, *, flush: bool = True) -> None:
        self._epochs.clear()
        self._offsets.clear()
        if flush:
            self.flush()

    def flush(self) -> None:
        """Write the checkpoint file (temp, fsync, rename, fsync dir)."""
        if self.path is not None:
            write_leader_epoch_checkpoint(self._fs, self.path, self.entries)

    def __repr__(self) -> str:
        return f"LeaderEpochCache({self.entries})"
