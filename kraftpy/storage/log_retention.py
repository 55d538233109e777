"""Retention and segment deletion of a partition log: plain functions of a :class:`~kraftpy.storage.log.Log`.

Retention (:func:`delete_old_segments`, a background task, as :meth:`Log.delete_old_segments
<kraftpy.storage.log.Log.delete_old_segments>`): segments below the high watermark whose largest timestamp is
older than ``retention.ms``, segments beyond ``retention.bytes`` (oldest first), and segments wholly below the log
start offset (DeleteRecords) are deleted; the active segment is rolled first when all of them go.

Deleted segments (by retention or truncation, :func:`delete_segments`) are renamed to ``.deleted`` and the
directory fsynced before anything else changes, so data removed from the log can never come back after a crash.
The ``.deleted`` files are removed after ``file.delete.delay.ms`` by :func:`delete_expired_files`, or at the next
load. None of this is on the produce or fetch path.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from .segment import DELETED_SUFFIX, LogSegment

if TYPE_CHECKING:
    from .log import Log

__all__ = ["delete_expired_files", "delete_old_segments", "delete_segments"]

# the log's own logger: what retention reports reads as before, under the Log's name
logger = logging.getLogger("kraftpy.storage.log")


def delete_old_segments(log: Log) -> int:
    """Retention (background task): delete segments breaching retention.ms / retention.bytes (when
    cleanup.policy has ``delete``) or wholly below the log start offset. Returns how many were deleted."""
    log._check_online()
    try:
        if log.config.delete_enabled:
            return (
                _delete_retention_ms_breached(log)
                + _delete_retention_size_breached(log)
                + _delete_log_start_offset_breached(log)
            )
        return _delete_log_start_offset_breached(log)
    except OSError as e:
        raise log._io_failure("deleting old segments", e) from e


def _delete_retention_ms_breached(log: Log) -> int:
    retention = log.config.retention_ms
    if retention < 0:
        return 0
    now = log.clock()

    def breached(seg: LogSegment, nxt: LogSegment | None) -> bool:
        return now - seg.largest_timestamp > retention

    return _delete_breaching(
        log, breached, f"retention time {retention}ms breach based on the largest record timestamp in the segment"
    )


def _delete_retention_size_breached(log: Log) -> int:
    limit = log.config.retention_bytes
    size = log.size_in_bytes
    if limit < 0 or size < limit:
        return 0
    diff = size - limit

    def breached(seg: LogSegment, nxt: LogSegment | None) -> bool:
        nonlocal diff
        if diff - seg.size >= 0:
            diff -= seg.size
            return True
        return False

    return _delete_breaching(log, breached, f"retention size {limit} breach")


def _delete_log_start_offset_breached(log: Log) -> int:
    start = log.log_start_offset

    def breached(seg: LogSegment, nxt: LogSegment | None) -> bool:
        return nxt is not None and nxt.base_offset <= start

    return _delete_breaching(log, breached, f"log start offset {start} breach")


def _delete_breaching(log: Log, predicate: Callable[[LogSegment, LogSegment | None], bool], reason: str) -> int:
    segments = log.segments
    deletable: list[LogSegment] = []
    for i, seg in enumerate(segments):
        nxt = segments[i + 1] if i + 1 < len(segments) else None
        upper = nxt.base_offset if nxt is not None else log.log_end_offset
        if nxt is None and seg.size == 0:
            break
        if log.high_watermark >= upper and predicate(seg, nxt):
            deletable.append(seg)
        else:
            break
    if not deletable:
        return 0
    if len(deletable) == len(segments):
        log.roll()
    n = len(deletable)
    for seg in deletable:
        logger.info("%sDeleting segment %r due to %s", log.log_prefix, seg, reason)
    del log.segments[:n]
    del log._bases[:n]
    delete_segments(log, deletable, reason)
    new_start = log.segments[0].base_offset
    if new_start > log.log_start_offset:
        log.log_start_offset = new_start
        log.epoch_cache.truncate_from_start(new_start)
    return n


def delete_segments(log: Log, segments: list[LogSegment], reason: str, *, fsync_dir: bool = True) -> None:
    """Rename to ``.deleted`` (durable once the dir is fsynced); the files go after file.delete.delay.ms."""
    due = log.clock() + log.config.file_delete_delay_ms
    for seg in segments:
        seg.change_suffix(seg.suffix, DELETED_SUFFIX)
        seg.close_handles()
        log._pending_deletes.append((due, seg))
    if fsync_dir:
        log.fs.fsync_dir(log.dir)
    if log.config.file_delete_delay_ms == 0:
        delete_expired_files(log)


def delete_expired_files(log: Log, now: int | None = None) -> int:
    """Physically delete ``.deleted`` segment files whose delay has passed; return how many segments."""
    now = log.clock() if now is None else now
    keep = []
    n = 0
    for due, seg in log._pending_deletes:
        if due <= now:
            try:
                seg.delete_files()
            except OSError as e:
                logger.warning("%sFailed to delete %s: %s", log.log_prefix, seg.log_path, e)
            n += 1
        else:
            keep.append((due, seg))
    log._pending_deletes = keep
    return n
