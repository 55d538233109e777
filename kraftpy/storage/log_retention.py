"""Retention and segment deletion of a partition log: the rules, and the queue of deleted segment files.

Retention (:meth:`Log.delete_old_segments <kraftpy.storage.log.Log.delete_old_segments>`, a background task)
deletes the oldest segments while they breach a rule: segments below the high watermark whose largest timestamp is
older than ``retention.ms`` (:func:`retention_time_rule`), segments beyond ``retention.bytes``, oldest first
(:func:`retention_size_rule`), and segments wholly below the log start offset, DeleteRecords
(:func:`log_start_offset_rule`). :func:`breaching_prefix` says how many leading segments go; the ``Log`` removes
them (rolling the active segment first when all of them go) and moves its start offset.

Deleted segments (by retention or truncation) are renamed to ``.deleted`` and the directory fsynced before anything
else changes, so data removed from the log can never come back after a crash (:meth:`DeletedSegments.add`, then
the ``Log`` fsyncs). The ``.deleted`` files are removed after ``file.delete.delay.ms``
(:meth:`DeletedSegments.delete_expired`), or at the next load. Nothing here knows the ``Log``, and none of it is on
the produce or fetch path.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import NamedTuple

from .segment import DELETED_SUFFIX, LogSegment

__all__ = [
    "DeletedSegments",
    "RetentionRule",
    "breaching_prefix",
    "log_start_offset_rule",
    "retention_size_rule",
    "retention_time_rule",
]

# the log's own logger: what retention reports reads as before, under the Log's name
logger = logging.getLogger("kraftpy.storage.log")


class RetentionRule(NamedTuple):
    """Whether a segment (given the one after it, None for the active segment) breaches the rule, and the reason
    logged for each segment deleted by it. A predicate may count what it has let go (retention.bytes): it is asked
    once per segment, oldest first, while the segments breach."""

    breached: Callable[[LogSegment, LogSegment | None], bool]
    reason: str


def retention_time_rule(retention_ms: int, clock: Callable[[], int]) -> RetentionRule | None:
    """``retention.ms``: segments whose largest record timestamp is older than it (None: unlimited, -1)."""
    if retention_ms < 0:
        return None
    now = clock()

    def breached(seg: LogSegment, nxt: LogSegment | None) -> bool:
        return now - seg.largest_timestamp > retention_ms

    return RetentionRule(
        breached, f"retention time {retention_ms}ms breach based on the largest record timestamp in the segment"
    )


def retention_size_rule(retention_bytes: int, size: int) -> RetentionRule | None:
    """``retention.bytes``: the oldest segments, as long as the log stays at least that large without them (None:
    unlimited, -1, or not reached)."""
    if retention_bytes < 0 or size < retention_bytes:
        return None
    diff = size - retention_bytes

    def breached(seg: LogSegment, nxt: LogSegment | None) -> bool:
        nonlocal diff
        if diff - seg.size >= 0:
            diff -= seg.size
            return True
        return False

    return RetentionRule(breached, f"retention size {retention_bytes} breach")


def log_start_offset_rule(log_start_offset: int) -> RetentionRule:
    """Segments wholly below the log start offset (moved up by DeleteRecords)."""

    def breached(seg: LogSegment, nxt: LogSegment | None) -> bool:
        return nxt is not None and nxt.base_offset <= log_start_offset

    return RetentionRule(breached, f"log start offset {log_start_offset} breach")


def breaching_prefix(
    segments: Sequence[LogSegment], log_end_offset: int, high_watermark: int, rule: RetentionRule
) -> int:
    """How many leading segments retention deletes under `rule`: each wholly below the high watermark and breaching,
    stopping at the first that is not (an empty active segment never goes)."""
    breached = rule.breached
    n = 0
    for i, seg in enumerate(segments):
        nxt = segments[i + 1] if i + 1 < len(segments) else None
        upper = nxt.base_offset if nxt is not None else log_end_offset
        if nxt is None and seg.size == 0:
            break
        if high_watermark >= upper and breached(seg, nxt):
            n += 1
        else:
            break
    return n


class DeletedSegments:
    """The segments a log deleted, renamed to ``.deleted``, each waiting for its ``file.delete.delay.ms``; and segments
    whose files a cleaned segment replaced (renamed over them), whose handles wait as long before they are closed
    (closing the last handle of a replaced file frees its page cache: a cost the owner's thread pays later, as it
    pays for deleting files)."""

    __slots__ = ("_pending", "_replaced")

    def __init__(self) -> None:
        self._pending: list[tuple[int, LogSegment]] = []
        self._replaced: list[tuple[int, LogSegment]] = []

    def add_replaced(self, segment: LogSegment, due: int) -> None:
        """`segment`'s files were replaced by a rename: close its handles at `due` (never delete by its names)."""
        self._replaced.append((due, segment))

    def add(self, segments: Sequence[LogSegment], due: int) -> None:
        """Rename `segments` to ``.deleted`` and close them; their files go at `due` (the rename is durable once the
        caller fsyncs the directory)."""
        for seg in segments:
            seg.change_suffix(seg.suffix, DELETED_SUFFIX)
            seg.close_handles()
            self._pending.append((due, seg))

    def delete_expired(self, now: int, log_prefix: str) -> int:
        """Physically delete the files whose delay has passed (and close replaced segments whose delay passed);
        return how many segments were deleted."""
        still = []
        for due, seg in self._replaced:
            if due <= now:
                seg.close_handles()
            else:
                still.append((due, seg))
        self._replaced = still
        keep = []
        n = 0
        for due, seg in self._pending:
            if due <= now:
                try:
                    seg.delete_files()
                except OSError as e:
                    logger.warning("%sFailed to delete %s: %s", log_prefix, seg.log_path, e)
                n += 1
            else:
                keep.append((due, seg))
        self._pending = keep
        return n

    def forget(self) -> None:
        """Close every waiting segment and forget it (the whole log directory is being removed)."""
        for _due, seg in self._pending + self._replaced:
            seg.close_handles()
        self._pending.clear()
        self._replaced.clear()
