"""A partition's log: segments, appends, reads, rolls, truncation, retention, flushing and crash recovery.

(This module is over ~800 lines: it is the `Log` class with its data path, whose methods all work on the
same segment list and active segment and are read together; loading and recovery live in `log_loader`, the rules of
retention and the queue of deleted files in `log_retention`, compaction in `cleaner` and `cleaner_records`, none of
which changes the segment list but through the `Log`.)

Layout: ``<log dir>/<topic>-<partition>/`` holds the segments (``<20-digit base offset>.log/.index/.timeindex``),
``leader-epoch-checkpoint`` and ``partition.metadata``. Time comes from an injected clock (milliseconds), disk
access from a :class:`~kraftpy.storage.fs.FileSystem`; a ``Log`` has one owner and is not thread-safe.

Data path
    ``append_as_leader`` takes validated batches (or validates header + CRC itself), gives them offsets and stamps
    the partition leader epoch by patching the batch headers (fields outside the CRC: it is not recomputed),
    optionally rewrites the timestamps for ``message.timestamp.type=LogAppendTime``, and writes the batches to the
    active segment in one call. A writable buffer is patched in place and written whole; a read-only one (a
    received request) is written with one gathered write, its patched 16-byte batch prefixes from small copies
    and the rest from the buffer itself. Nothing looks at records. ``read`` returns whole batches (at least one
    even when it is larger than ``max_bytes``, like Kafka's ``minOneMessage``) as a memoryview.

Durability model
    * The log knows its *flushed offset*, ``recovery_point``: every batch below it is on disk (fsynced data and
      fsynced directory entries). ``flush()`` fsyncs the segments from the recovery point on, then the directory if
      a segment was created since the last fsync, and only then advances the recovery point.
    * Flush policy as Kafka: after an append when ``flush.messages`` offsets are unflushed; ``flush_if_needed()``
      (a background task) when ``flush.ms`` passed since the last flush. Both default to Long.MAX_VALUE: durability
      comes from replication, and the log fsyncs only on segment roll (the old segment, then the directory), on
      explicit flushes (checkpoints) and at shutdown.
    * Every segment but the active one is therefore fully durable: after a power loss only the active segment can
      have a torn tail.
    * Truncation (follower divergence) and segment deletion are made durable at once (the deleted segments are
      renamed to ``.deleted`` and the directory fsynced before the remaining segment is truncated and fsynced), so
      data removed from the log can never come back after a crash. ``.deleted`` files are removed after
      ``file.delete.delay.ms`` by :meth:`Log.delete_expired_files`, or at the next load.
    * Leader-epoch entries are checkpointed durably before the data they describe is appended.

Compaction
    The log cleaner (:mod:`kraftpy.storage.cleaner`) writes a cleaned copy of consecutive segments below the active
    one into ``.cleaned`` files and hands it to :meth:`Log.replace_segments`, which swaps it in, crash-safely, in
    one call on the owner's thread (readers and the appender never see half a swap; file regions a reader holds
    keep their own descriptors). Truncations leave their offset in :attr:`Log.truncated_below` for the cleaner.

Loading and recovery (:meth:`Log.open`) are in :mod:`kraftpy.storage.log_loader`, whose docstring has the
recovery rules (torn tails are truncated, corruption in the middle takes the partition offline): it returns the
state a ``Log`` is built from. The rules of retention and the ``.deleted`` files waiting for their delay are in
:mod:`kraftpy.storage.log_retention`; :meth:`Log.delete_old_segments` and :meth:`Log.delete_expired_files` apply
them. ``Log`` keeps the data path (append, roll, flush, read and truncation) and is the only one to change its
segment list.
"""

from __future__ import annotations

import logging
import struct
import uuid
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records.batch import (
    LOG_OVERHEAD,
    BatchHeader,
    BatchTooLargeError,
    set_log_append_time,
    validate_batches,
)
from kraftpy.protocol.records.record import decode_batch

from .cleaner_records import AbortedTxn
from .config import LOG_APPEND_TIME, LONG_MAX, LogConfig
from .epoch_cache import LeaderEpochCache
from .errors import (
    InvalidOffsetError,
    LogDirFailureError,
    LogOfflineError,
    OffsetOutOfRangeError,
    RecordBatchTooLargeError,
)
from .fs import FileSystem
from .log_loader import load_log, parse_topic_partition, topic_partition_dir_name
from .log_retention import (
    DeletedSegments,
    RetentionRule,
    breaching_prefix,
    log_start_offset_rule,
    retention_size_rule,
    retention_time_rule,
)
from .region import FileRegion
from .segment import CLEANED_SUFFIX, REGION_MIN_BYTES, SWAP_SUFFIX, LogSegment

__all__ = [
    "EARLIEST_LOCAL_TIMESTAMP",
    "EARLIEST_TIMESTAMP",
    "LATEST_TIMESTAMP",
    "MAX_TIMESTAMP",
    "AppendInfo",
    "Clock",
    "FetchData",
    "Log",
    "TimestampAndOffset",
    "parse_topic_partition",
    "topic_partition_dir_name",
]

logger = logging.getLogger(__name__)

Clock = Callable[[], int]

# ListOffsets special timestamps
LATEST_TIMESTAMP = -1
EARLIEST_TIMESTAMP = -2
MAX_TIMESTAMP = -3
EARLIEST_LOCAL_TIMESTAMP = -4

_EMPTY = memoryview(b"")
# baseOffset, batchLength and partitionLeaderEpoch: the first 16 bytes of a batch, which the leader patches
_PREFIX = struct.Struct(">qii")
_PREFIX_SIZE = _PREFIX.size
# indexes of BatchHeader fields
_LENGTH = 1
_LAST_DELTA = 6
_MAX_TS = 8
_POSITION = 13


@dataclass(slots=True)
class AppendInfo:
    """What an append did. `log_append_time` is -1 for CreateTime logs."""

    first_offset: int
    last_offset: int
    max_timestamp: int
    offset_of_max_timestamp: int
    log_append_time: int
    log_start_offset: int
    num_batches: int
    valid_bytes: int


@dataclass(slots=True)
class FetchData:
    """Whole batches read from one segment; `records` is empty at the log end or beyond `max_offset`."""

    fetch_offset: int
    records: memoryview | FileRegion
    segment_base_offset: int
    position: int


class TimestampAndOffset(NamedTuple):
    timestamp: int
    offset: int
    leader_epoch: int | None


class Log:
    """A partition log on a FileSystem; open it with :meth:`Log.open` (module docstrings for the rules)."""

    __slots__ = (
        "_bases",
        "_deleted",
        "_last_flush_ms",
        "clock",
        "config",
        "dir",
        "epoch_cache",
        "fs",
        "high_watermark",
        "log_prefix",
        "log_start_offset",
        "offline",
        "partition",
        "recovery_point",
        "segments",
        "topic",
        "topic_id",
        "truncated_below",
    )

    def __init__(
        self,
        fs: FileSystem,
        directory: str,
        topic: str,
        partition: int,
        config: LogConfig,
        clock: Clock,
        segments: list[LogSegment],
        epoch_cache: LeaderEpochCache,
        *,
        log_start_offset: int,
        recovery_point: int,
        high_watermark: int,
        topic_id: uuid.UUID | None,
        log_prefix: str,
    ) -> None:
        self.fs = fs
        self.dir = directory
        self.topic = topic
        self.partition = partition
        self.config = config
        self.clock = clock
        self.segments = segments
        self._bases = [s.base_offset for s in segments]
        self.epoch_cache = epoch_cache
        self.log_start_offset = log_start_offset
        self.recovery_point = recovery_point
        self.high_watermark = high_watermark
        self.topic_id = topic_id
        self.log_prefix = log_prefix
        self.offline = False
        self._last_flush_ms = clock()
        self._deleted = DeletedSegments()
        # the lowest log end a truncation left since the log cleaner last looked (it restarts cleaning from there)
        self.truncated_below: int | None = None

    # ============================================================================================ loading

    @classmethod
    def open(
        cls,
        fs: FileSystem,
        directory: str,
        config: LogConfig,
        clock: Clock,
        *,
        recovery_point: int = 0,
        log_start_offset: int = 0,
        high_watermark: int | None = None,
        had_clean_shutdown: bool = False,
        topic_id: uuid.UUID | None = None,
        create: bool = True,
    ) -> Log:
        """Open (creating it if `create`) the log in `directory`, recovering it by the rules of
        :mod:`kraftpy.storage.log_loader`.

        Raises :class:`CorruptLogError` for corruption that recovery must not truncate, and
        :class:`StorageError` (INCONSISTENT_TOPIC_ID) when `topic_id` differs from ``partition.metadata``.
        """
        loaded = load_log(
            fs,
            directory,
            config,
            clock,
            recovery_point=recovery_point,
            log_start_offset=log_start_offset,
            high_watermark=high_watermark,
            had_clean_shutdown=had_clean_shutdown,
            topic_id=topic_id,
            create=create,
        )
        segments = loaded.segments
        log = cls(
            fs,
            loaded.directory,
            loaded.topic,
            loaded.partition,
            config,
            clock,
            segments,
            loaded.epoch_cache,
            log_start_offset=loaded.log_start_offset,
            recovery_point=loaded.recovery_point,
            high_watermark=loaded.high_watermark,
            topic_id=loaded.topic_id,
            log_prefix=loaded.log_prefix,
        )
        logger.info(
            "%sCompleted load of log with %d segments, log start offset %d and log end offset %d",
            loaded.log_prefix,
            len(segments),
            loaded.log_start_offset,
            segments[-1].next_offset,
        )
        return log

    # ========================================================================================= properties

    @property
    def name(self) -> str:
        return f"{self.topic}-{self.partition}"

    @property
    def active_segment(self) -> LogSegment:
        return self.segments[-1]

    @property
    def log_end_offset(self) -> int:
        return self.segments[-1].next_offset

    @property
    def size_in_bytes(self) -> int:
        return sum(s.size for s in self.segments)

    @property
    def num_segments(self) -> int:
        return len(self.segments)

    @property
    def latest_epoch(self) -> int | None:
        return self.epoch_cache.latest_epoch

    def __repr__(self) -> str:
        return (
            f"Log(dir={self.dir}, topicId={self.topic_id}, topic={self.topic}, partition={self.partition}, "
            f"highWatermark={self.high_watermark}, lastStableOffset={self.high_watermark}, "
            f"logStartOffset={self.log_start_offset}, logEndOffset={self.log_end_offset})"
        )

    def _check_online(self) -> None:
        if self.offline:
            raise LogOfflineError(f"{self.log_prefix}The log is offline or closed")

    def _io_failure(self, what: str, e: OSError) -> LogDirFailureError:
        self.offline = True
        logger.error("%sI/O error while %s: %s; the log is now offline", self.log_prefix, what, e)
        return LogDirFailureError(f"{self.log_prefix}I/O error while {what}: {e}")

    # ========================================================================================== appending

    def _scan_for_append(self, batches: list[BatchHeader], total: int) -> tuple[int, int]:
        """Check sizes; return (max timestamp, index of the first batch with it)."""
        max_size = self.config.max_message_bytes
        if total > self.config.segment_bytes:
            raise RecordBatchTooLargeError(
                f"Message batch size is {total} bytes in append to partition {self.name} which exceeds the maximum "
                f"configured segment size of {self.config.segment_bytes}."
            )
        max_ts = -1
        max_i = 0
        for i, h in enumerate(batches):
            size = h[_LENGTH] + LOG_OVERHEAD
            if size > max_size:
                raise BatchTooLargeError(
                    f"The record batch size in the append to {self.name} is {size} bytes which exceeds the maximum "
                    f"configured value of {max_size}.",
                    message="RecordBatch",
                    field="batchLength",
                    offset=h.position,
                )
            if h[_MAX_TS] > max_ts:
                max_ts = h[_MAX_TS]
                max_i = i
        return max_ts, max_i

    def append_as_leader(
        self,
        records: bytes | bytearray | memoryview,
        leader_epoch: int,
        *,
        batches: list[BatchHeader] | None = None,
    ) -> AppendInfo:
        """Append producer batches: assign offsets from the log end, stamp `leader_epoch`, write them.

        `records` is patched in place when it is a bytearray or a writable memoryview. A read-only buffer (a
        received request) is not copied: the first 16 bytes of each batch (baseOffset, batchLength,
        partitionLeaderEpoch, outside the CRC) are written from a patched copy and the rest straight from
        `records`, in one gathered write; only LogAppendTime, which changes the CRC, copies it.
        `batches` are the headers from an earlier :func:`validate_batches` of `records`; without them the batches
        are validated here (structure and CRC). Raises CorruptRecordError (CORRUPT_MESSAGE),
        BatchTooLargeError (MESSAGE_TOO_LARGE) or RecordBatchTooLargeError (RECORD_LIST_TOO_LARGE).
        """
        if self.offline:
            self._check_online()
        if batches is None:
            batches = validate_batches(records, strict=True)
        first = self.segments[-1].next_offset
        if not batches:
            return AppendInfo(first, first - 1, -1, -1, -1, self.log_start_offset, 0, 0)
        last_pos = batches[-1][_POSITION]
        total = last_pos + batches[-1][_LENGTH] + LOG_OVERHEAD
        max_ts, max_i = self._scan_for_append(batches, total)
        now = self.clock()
        log_append_time = self.config.message_timestamp_type == LOG_APPEND_TIME
        buf: bytearray | memoryview | None = None
        if isinstance(records, bytearray) or (isinstance(records, memoryview) and not records.readonly):
            buf = records
        elif log_append_time:
            buf = bytearray(records)  # the CRCs change: patch a copy
        # offsets and epoch (outside the CRC, which covers attributes onwards: nothing to recompute), and the offset
        # of the max timestamp: the last offset of the first batch reaching it
        if log_append_time:
            max_ts = now
            max_i = 0
        offset = first
        offset_of_max = first
        payload: bytearray | memoryview | list[bytes | memoryview]
        if buf is not None:
            pack_prefix = _PREFIX.pack_into
            for i, h in enumerate(batches):
                pos = h[_POSITION]
                pack_prefix(buf, pos, offset, h[_LENGTH], leader_epoch)
                if log_append_time:
                    set_log_append_time(buf, pos, now)
                offset += h[_LAST_DELTA] + 1
                if i == max_i:
                    offset_of_max = offset - 1
            payload = buf if total == len(buf) else memoryview(buf)[:total]
        else:
            pack_prefix_new = _PREFIX.pack
            view = records if type(records) is memoryview else memoryview(records)
            parts: list[bytes | memoryview] = []
            add = parts.append
            for i, h in enumerate(batches):
                pos = h[_POSITION]
                length = h[_LENGTH]
                add(pack_prefix_new(offset, length, leader_epoch))
                add(view[pos + _PREFIX_SIZE : pos + length + LOG_OVERHEAD])
                offset += h[_LAST_DELTA] + 1
                if i == max_i:
                    offset_of_max = offset - 1
            payload = parts
        last = offset - 1
        try:
            if leader_epoch >= 0 and leader_epoch != self.epoch_cache.latest_epoch:
                self.epoch_cache.assign(leader_epoch, first)
            segment = self._maybe_roll(total, max_ts, last, first, now)
            segment.append(payload, last, max_ts, offset_of_max, now, last_pos)
        except OSError as e:
            raise self._io_failure("appending", e) from e
        if offset - self.recovery_point >= self.config.flush_messages:
            self.flush()
        return AppendInfo(
            first,
            last,
            max_ts,
            offset_of_max,
            now if log_append_time else -1,
            self.log_start_offset,
            len(batches),
            total,
        )

    def append_as_follower(
        self, records: bytes | bytearray | memoryview, *, batches: list[BatchHeader] | None = None
    ) -> AppendInfo:
        """Append batches fetched from the leader, keeping their offsets and epochs.

        Raises InvalidOffsetError when the first offset is below the log end offset or offsets go backwards.
        """
        self._check_online()
        if batches is None:
            batches = validate_batches(records)
        leo = self.log_end_offset
        if not batches:
            return AppendInfo(leo, leo - 1, -1, -1, -1, self.log_start_offset, 0, 0)
        total = batches[-1].end
        max_ts, max_i = self._scan_for_append(batches, total)
        first = batches[0].base_offset
        if first < leo:
            raise InvalidOffsetError(
                f"Unexpected offset in append to {self.name}. First offset {first} is less than the next offset "
                f"{leo}. First 10 offsets in append: {[h.base_offset for h in batches[:10]]}"
            )
        expected = first
        new_epochs: list[tuple[int, int]] = []
        latest = self.epoch_cache.latest_epoch
        for h in batches:
            if h.base_offset < expected:
                raise InvalidOffsetError(
                    f"Out of order offsets in append to {self.name}: batch base offset {h.base_offset} below {expected}"
                )
            expected = h.base_offset + h.last_offset_delta + 1
            epoch = h.partition_leader_epoch
            if epoch >= 0 and (latest is None or epoch > latest):
                new_epochs.append((epoch, h.base_offset))
                latest = epoch
        last = expected - 1
        h_max = batches[max_i]
        offset_of_max = h_max.base_offset + h_max.last_offset_delta
        now = self.clock()
        data = records if total == len(records) else memoryview(records)[:total]
        try:
            if new_epochs:
                for epoch, offset in new_epochs:
                    self.epoch_cache.assign(epoch, offset, flush=False)
                self.epoch_cache.flush()
            segment = self._maybe_roll(total, max_ts, last, first, now)
            segment.append(data, last, max_ts, offset_of_max, now, batches[-1].position)
        except OSError as e:
            raise self._io_failure("appending", e) from e
        self._after_append()
        return AppendInfo(first, last, max_ts, offset_of_max, -1, self.log_start_offset, len(batches), total)

    def _after_append(self) -> None:
        if self.log_end_offset - self.recovery_point >= self.config.flush_messages:
            self.flush()

    def _maybe_roll(self, size: int, max_ts: int, max_offset: int, first_offset: int, now: int) -> LogSegment:
        seg = self.segments[-1]
        cfg = self.config
        if seg.size == 0 and seg.base_offset == first_offset:
            return seg
        if seg.rolling_timestamp >= 0 and max_ts >= 0:
            waited = max_ts - seg.rolling_timestamp
        else:
            waited = now - seg.created_ms
        if (
            seg.size > cfg.segment_bytes - size
            or (seg.size > 0 and waited > cfg.segment_ms)
            or seg.offset_index.is_full
            or seg.time_index.is_full
            or max_offset - seg.base_offset > 2**31 - 1
        ):
            logger.debug(
                "%sRolling new log segment (log_size = %d/%d, offset_index_size = %d/%d, time_index_size = %d/%d, "
                "inactive_time_ms = %d/%d).",
                self.log_prefix,
                seg.size,
                cfg.segment_bytes,
                seg.offset_index.entries,
                seg.offset_index.max_entries,
                seg.time_index.entries,
                seg.time_index.max_entries,
                waited,
                cfg.segment_ms,
            )
            return self.roll(first_offset)
        return seg

    def roll(self, expected_next_offset: int | None = None) -> LogSegment:
        """Start a new active segment at max(`expected_next_offset`, log end offset).

        The old segment gets its final time-index entry and is fsynced, the new files are created and the
        directory fsynced; the recovery point moves to the new base offset.
        """
        self._check_online()
        start = self.clock()
        active = self.segments[-1]
        new_base = max(expected_next_offset or 0, active.next_offset)
        if active.size == 0:
            if active.base_offset == new_base:
                return active
            # an empty active segment at a lower base: replace it
            try:
                self.segments.pop()
                self._bases.pop()
                active.delete_files()
                new = LogSegment.create(self.fs, self.dir, new_base, self.config, start)
                self.segments.append(new)
                self._bases.append(new_base)
                self.fs.fsync_dir(self.dir)
            except OSError as e:
                raise self._io_failure("rolling", e) from e
            self.recovery_point = max(self.recovery_point, new_base)
            return new
        try:
            active.on_become_inactive()
            active.flush()
            new = LogSegment.create(self.fs, self.dir, new_base, self.config, start)
            self.segments.append(new)
            self._bases.append(new_base)
            self.fs.fsync_dir(self.dir)
        except OSError as e:
            raise self._io_failure("rolling", e) from e
        self.recovery_point = max(self.recovery_point, new_base)
        self._last_flush_ms = self.clock()
        logger.info(
            "%sRolled new log segment at offset %d in %d ms.", self.log_prefix, new_base, self._last_flush_ms - start
        )
        return new

    # ============================================================================================ flushing

    def flush(self, offset: int | None = None) -> None:
        """Make everything below `offset` (default: the log end offset) durable; advance the recovery point."""
        self._check_online()
        leo = self.log_end_offset
        target = leo if offset is None else min(offset, leo)
        if target <= self.recovery_point:
            return
        logger.debug(
            "%sFlushing log up to offset %d with recovery point %d", self.log_prefix, target, self.recovery_point
        )
        try:
            # every segment but the active one was flushed when it was rolled; their flush() is a no-op
            i = max(bisect_right(self._bases, self.recovery_point) - 1, 0)
            for seg in self.segments[i:]:
                seg.flush()
        except OSError as e:
            raise self._io_failure("flushing", e) from e
        self.recovery_point = target
        self._last_flush_ms = self.clock()

    def flush_if_needed(self, now: int | None = None) -> bool:
        """The ``flush.ms`` policy, for a periodic task: flush when due and there is unflushed data."""
        if self.offline or self.config.flush_ms >= LONG_MAX:
            return False
        now = self.clock() if now is None else now
        if now - self._last_flush_ms >= self.config.flush_ms and self.log_end_offset > self.recovery_point:
            self.flush()
            return True
        return False

    # ============================================================================================= reading

    def read(
        self,
        start_offset: int,
        max_bytes: int,
        *,
        max_offset: int | None = None,
        min_one_message: bool = True,
        region: bool = False,
        region_min_bytes: int = REGION_MIN_BYTES,
    ) -> FetchData:
        """Whole batches from the one holding `start_offset`, from a single segment (see LogSegment.read).

        `max_offset` (exclusive; e.g. the high watermark) bounds what is returned. Raises OffsetOutOfRangeError
        outside [log start offset, log end offset]. With `region`, `records` may be a `FileRegion` (a read up to
        the end of a segment on a real file system, of `region_min_bytes` or more) for the caller to send without
        reading it.
        """
        self._check_online()
        leo = self.log_end_offset
        if start_offset < self.log_start_offset or start_offset > leo:
            raise OffsetOutOfRangeError(
                f"Received request for offset {start_offset} for partition {self.name}, but we only have log "
                f"segments in the range {self.log_start_offset} to {leo}."
            )
        segments = self.segments
        if start_offset == leo or (max_offset is not None and start_offset >= max_offset):
            active = segments[-1]
            return FetchData(start_offset, _EMPTY, active.base_offset, active.size)
        i = max(bisect_right(self._bases, start_offset) - 1, 0)
        while i < len(segments):
            seg = segments[i]
            result = seg.read(start_offset, max_bytes, max_offset, min_one_message, region, region_min_bytes)
            if result is not None:
                return FetchData(start_offset, result[1], seg.base_offset, result[0])
            i += 1
        active = segments[-1]
        return FetchData(start_offset, _EMPTY, active.base_offset, active.size)

    def offset_position(self, offset: int) -> tuple[int, int] | None:
        """``(segment base offset, byte position)`` of the batch holding `offset`, via the sparse index."""
        i = max(bisect_right(self._bases, offset) - 1, 0)
        for seg in self.segments[i:]:
            found = seg.translate_offset(offset)
            if found is not None:
                return seg.base_offset, found[0]
        return None

    def iter_batches(self, start_offset: int | None = None) -> Iterator[tuple[LogSegment, BatchHeader]]:
        """Every batch header from the one holding `start_offset` (default: the log start offset) to the end:
        ``(segment, header)`` with ``header.position`` the byte position in that segment."""
        start = self.log_start_offset if start_offset is None else start_offset
        for seg in self.segments:
            if seg.next_offset <= start:
                continue
            found = seg.translate_offset(start)
            if found is None:
                continue
            for h in seg.iter_batches(found[0]):
                yield seg, h

    def fetch_offset_by_timestamp(self, timestamp: int) -> TimestampAndOffset | None:
        """ListOffsets: the first offset with a timestamp >= `timestamp`, or a special timestamp's answer.

        -2 (earliest) and -4 (earliest local) give the log start offset, -1 (latest) the log end offset, -3 (max
        timestamp) the offset of the first record with the largest timestamp (Kafka 3.8 on, KAFKA-16310: the
        record's, not its batch's last offset). None when no record is that recent.
        """
        cache = self.epoch_cache
        if timestamp in (EARLIEST_TIMESTAMP, EARLIEST_LOCAL_TIMESTAMP):
            return TimestampAndOffset(-1, self.log_start_offset, cache.epoch_for_offset(self.log_start_offset))
        if timestamp == LATEST_TIMESTAMP:
            return TimestampAndOffset(-1, self.log_end_offset, cache.latest_epoch)
        if timestamp == MAX_TIMESTAMP:
            best: LogSegment | None = None
            for seg in self.segments:
                if seg.size and (best is None or seg.max_timestamp > best.max_timestamp):
                    best = seg
            if best is None or best.max_timestamp < 0:
                return None
            offset = _record_of_max_timestamp(best, best.offset_of_max_timestamp, best.max_timestamp)
            return TimestampAndOffset(best.max_timestamp, offset, cache.epoch_for_offset(offset))
        if timestamp < 0:
            raise ValueError(f"unsupported ListOffsets timestamp {timestamp}")
        for seg in self.segments:
            if seg.size and seg.max_timestamp >= timestamp:
                found = seg.find_offset_by_timestamp(timestamp, self.log_start_offset)
                if found is not None:
                    return TimestampAndOffset(found[0], found[1], cache.epoch_for_offset(found[1]))
        return None

    # ======================================================================================= leader epochs

    def end_offset_for_epoch(self, leader_epoch: int) -> tuple[int, int] | None:
        """OffsetForLeaderEpoch: ``(epoch, end offset)`` for `leader_epoch`, or None when undefined."""
        epoch, offset = self.epoch_cache.end_offset_for(leader_epoch, self.log_end_offset)
        if offset < 0:
            return None
        return epoch, offset

    def assign_epoch_start_offset(self, leader_epoch: int, start_offset: int) -> None:
        """A new leader records where its epoch starts (its log end offset) before appending anything."""
        self.epoch_cache.assign(leader_epoch, start_offset)

    # ====================================================================================== offsets/limits

    def update_high_watermark(self, offset: int) -> int:
        """Set the high watermark, clamped to [log start offset, log end offset]; return the value set."""
        hw = min(max(offset, self.log_start_offset), self.log_end_offset)
        self.high_watermark = hw
        return hw

    def maybe_increment_log_start_offset(self, new_start: int, reason: str = "client delete records request") -> bool:
        """DeleteRecords: move the log start offset up (not beyond the high watermark); segments wholly below it
        are deleted by the next :meth:`delete_old_segments`."""
        self._check_online()
        if new_start > self.high_watermark:
            raise OffsetOutOfRangeError(
                f"Cannot increment the log start offset to {new_start} of partition {self.name} since it is larger "
                f"than the high watermark {self.high_watermark}"
            )
        if new_start <= self.log_start_offset:
            return False
        logger.info("%sIncremented log start offset to %d due to %s", self.log_prefix, new_start, reason)
        self.log_start_offset = new_start
        try:
            self.epoch_cache.truncate_from_start(new_start)
        except OSError as e:
            raise self._io_failure("checkpointing the leader epoch cache", e) from e
        return True

    # ========================================================================================= truncation

    def truncate_to(self, target_offset: int) -> bool:
        """Remove everything from `target_offset` on (follower divergence); durable before returning.

        A batch straddling `target_offset` goes entirely. Returns False when there were no records to remove.
        Leader epoch entries starting at or after the resulting log end go in any case: an epoch this replica led
        without appending anything must not be reported as its last epoch (it would diverge from the leader's
        history forever).
        """
        self._check_online()
        if target_offset < 0:
            raise ValueError(f"Cannot truncate partition {self.name} to a negative offset ({target_offset}).")
        if target_offset >= self.log_end_offset:
            logger.info(
                "%sTruncating to %d has no effect as the largest offset in the log is %d",
                self.log_prefix,
                target_offset,
                self.log_end_offset - 1,
            )
            self.epoch_cache.truncate_from_end(self.log_end_offset)
            return False
        logger.info("%sTruncating to offset %d", self.log_prefix, target_offset)
        if self.segments[0].base_offset > target_offset:
            self.truncate_fully_and_start_at(target_offset)
            return True
        try:
            doomed = [s for s in self.segments if s.base_offset > target_offset]
            if doomed:
                keep = len(self.segments) - len(doomed)
                del self.segments[keep:]
                del self._bases[keep:]
                self._delete_segments(doomed)
            active = self.segments[-1]
            active.truncate_to(target_offset)
            active.flush()
            leo = active.next_offset
            self.epoch_cache.truncate_from_end(leo)
        except OSError as e:
            raise self._io_failure("truncating", e) from e
        self.log_start_offset = min(self.log_start_offset, leo)
        self.recovery_point = min(self.recovery_point, leo)
        self.high_watermark = min(self.high_watermark, leo)
        self._truncated(leo)
        return True

    def _truncated(self, offset: int) -> None:
        below = self.truncated_below
        self.truncated_below = offset if below is None else min(below, offset)

    def truncate_fully_and_start_at(self, new_offset: int) -> None:
        """Delete every segment and start empty at `new_offset` (a follower far behind the leader's start)."""
        self._check_online()
        if new_offset < 0:
            raise ValueError(f"Cannot start partition {self.name} at a negative offset ({new_offset}).")
        logger.info("%sTruncate and start at offset %d", self.log_prefix, new_offset)
        now = self.clock()
        try:
            doomed = self.segments
            self._delete_segments(doomed, fsync_dir=False)
            new = LogSegment.create(self.fs, self.dir, new_offset, self.config, now)
            self.segments = [new]
            self._bases = [new_offset]
            self.fs.fsync_dir(self.dir)
            self.epoch_cache.clear()
        except OSError as e:
            raise self._io_failure("truncating", e) from e
        self.log_start_offset = new_offset
        self.recovery_point = new_offset
        self.high_watermark = new_offset
        self._truncated(new_offset)

    # ============================================================================================ retention

    def delete_old_segments(self) -> int:
        """Retention (background task): delete segments breaching retention.ms / retention.bytes (when
        cleanup.policy has ``delete``) or wholly below the log start offset. Returns how many were deleted
        (the rules are in :mod:`kraftpy.storage.log_retention`)."""
        self._check_online()
        try:
            deleted = 0
            if self.config.delete_enabled:
                deleted += self._delete_breaching(retention_time_rule(self.config.retention_ms, self.clock))
                deleted += self._delete_breaching(retention_size_rule(self.config.retention_bytes, self.size_in_bytes))
            return deleted + self._delete_breaching(log_start_offset_rule(self.log_start_offset))
        except OSError as e:
            raise self._io_failure("deleting old segments", e) from e

    def _delete_breaching(self, rule: RetentionRule | None) -> int:
        if rule is None:
            return 0
        segments = self.segments
        n = breaching_prefix(segments, self.log_end_offset, self.high_watermark, rule)
        if not n:
            return 0
        if n == len(segments):
            self.roll()
        deletable = segments[:n]
        for seg in deletable:
            logger.info("%sDeleting segment %r due to %s", self.log_prefix, seg, rule.reason)
        del segments[:n]
        del self._bases[:n]
        self._delete_segments(deletable)
        new_start = segments[0].base_offset
        if new_start > self.log_start_offset:
            self.log_start_offset = new_start
            self.epoch_cache.truncate_from_start(new_start)
        return n

    def _delete_segments(self, segments: list[LogSegment], *, fsync_dir: bool = True) -> None:
        """Rename to ``.deleted`` (durable once the dir is fsynced); the files go after file.delete.delay.ms."""
        delay = self.config.file_delete_delay_ms
        self._deleted.add(segments, self.clock() + delay)
        if fsync_dir:
            self.fs.fsync_dir(self.dir)
        if delay == 0:
            self.delete_expired_files()

    def delete_expired_files(self, now: int | None = None) -> int:
        """Physically delete ``.deleted`` segment files whose delay has passed; return how many segments."""
        return self._deleted.delete_expired(self.clock() if now is None else now, self.log_prefix)

    # ========================================================================================== compaction

    def replace_segments(self, cleaned: LogSegment, old: list[LogSegment]) -> None:
        """Swap the cleaned segment `cleaned` (its files ``.cleaned`` and flushed, its base offset ``old[0]``'s) in
        for `old`, consecutive segments below the active one.

        On disk, each step durable before the next: the cleaned files are renamed to ``.swap`` (the commit: from
        here on a load completes the swap), the other old segments to ``.deleted`` (removed after
        file.delete.delay.ms), and the ``.swap`` files to the live names, replacing ``old[0]``'s files, the
        transaction index after the ``.log`` (a load that finds ``.swap`` files does that last step itself, see
        :mod:`kraftpy.storage.log_loader`); ``old[0]``'s handles are closed after file.delete.delay.ms too. The
        cleaned segment's transaction index holds the aborted transactions whose data or marker it keeps. A reader
        holding a file region of an old segment keeps reading it: the region has its own descriptor."""
        self._check_online()
        segments = self.segments
        n = len(old)
        i = next((k for k, s in enumerate(segments) if s is old[0]), -1)
        if i < 0 or segments[i : i + n] != old or i + n >= len(segments) or cleaned.base_offset != old[0].base_offset:
            raise ValueError(f"{self.log_prefix}{old} are not consecutive segments of the log below its active one")
        try:
            cleaned.change_suffix(CLEANED_SUFFIX, SWAP_SUFFIX, log_last=True)
            self.fs.fsync_dir(self.dir)
            if n > 1:
                self._delete_segments(old[1:])
            if not cleaned.txn_index.exists and old[0].txn_index.exists:
                old[0].txn_index.delete()  # no rename replaces it: it must not stay with the cleaned segment
            cleaned.change_suffix(SWAP_SUFFIX, "", log_last=True, txn_index_last=True)
            self._deleted.add_replaced(old[0], self.clock() + self.config.file_delete_delay_ms)
            if self.config.file_delete_delay_ms == 0:
                self.delete_expired_files()
        except OSError as e:
            raise self._io_failure("replacing segments with a cleaned one", e) from e
        segments[i : i + n] = [cleaned]
        self._bases[i : i + n] = [cleaned.base_offset]

    # ====================================================================================== transactions

    def append_aborted_transaction(self, txn: AbortedTxn) -> None:
        """Record the aborted transaction `txn` in the transaction index of the segment holding its ABORT marker
        (``txn.last_offset``, normally in the active segment), written at once and durable with the segment's next
        flush (at once when the marker is below the recovery point). Idempotent: an entry whose last offset is not
        beyond the last one recorded is ignored, and so is one whose marker is below the log start offset."""
        self._check_online()
        if txn.last_offset >= self.log_end_offset or txn.first_offset > txn.last_offset:
            raise ValueError(
                f"{self.log_prefix}Aborted transaction {txn} does not end with a marker in the log (log end offset "
                f"{self.log_end_offset})"
            )
        if txn.last_offset < self.log_start_offset:
            return
        segments = self.segments
        for seg in reversed(segments):
            last = seg.txn_index.last_offset
            if last is not None:
                if txn.last_offset <= last:
                    return
                break
            if seg.base_offset <= txn.last_offset:
                break  # no later segment has entries
        seg = segments[max(bisect_right(self._bases, txn.last_offset) - 1, 0)]
        try:
            seg.txn_index.append(txn)
            if txn.last_offset < self.recovery_point:
                seg.txn_index.flush()
        except OSError as e:
            raise self._io_failure("appending to a transaction index", e) from e

    def aborted_transactions(self, start: int, end: int) -> list[AbortedTxn]:
        """Every aborted transaction with data in [start, end) (``last_offset >= start`` and ``first_offset <
        end``), in order of first offset: the transaction indexes from the segment holding `start` on, until an
        entry's last stable offset is at or beyond `end` (Kafka's collectAbortedTxns)."""
        found: list[AbortedTxn] = []
        if end <= start:
            return found
        for seg in self.segments[max(bisect_right(self._bases, start) - 1, 0) :]:
            if not seg.txn_index.entries:
                continue
            txns, complete = seg.txn_index.collect(start, end)
            found += txns
            if complete:
                break
        found.sort(key=lambda t: t.first_offset)
        return found

    # ============================================================================================ closing

    def close(self) -> None:
        """Close every file. The active segment's final time-index entry and its indexes are made durable; data
        is not flushed (call :meth:`flush` first for a clean shutdown)."""
        if not self.segments:
            return
        try:
            if not self.offline:
                active = self.segments[-1]
                active.on_become_inactive()
                active.offset_index.flush()
                active.time_index.flush()
        except OSError as e:
            logger.warning("%sFailed to flush the indexes at close: %s", self.log_prefix, e)
        finally:
            for seg in self.segments:
                try:
                    seg.close()
                except OSError as e:
                    logger.warning("%sFailed to close %s: %s", self.log_prefix, seg.log_path, e)
            self._deleted.forget()  # deleted files not removed yet go at the next load
        self.offline = True

    def close_handles(self) -> None:
        """Close every file without writing anything (the log is being deleted, or is offline)."""
        for seg in self.segments:
            seg.close_handles()
        self._deleted.forget()
        self.offline = True

    def delete_files(self) -> None:
        """Close and remove the whole partition directory (not durable until its parent dir is fsynced)."""
        self.close_handles()
        self._deleted.forget()
        if self.fs.exists(self.dir):
            self.fs.rmtree(self.dir)


def _record_of_max_timestamp(segment: LogSegment, batch_offset: int, max_timestamp: int) -> int:
    """The offset of the first record with `max_timestamp` in the batch of `segment` that holds `batch_offset` (the
    last offset of the batch with the segment's largest timestamp); that offset itself when the batch has no such
    record any more (a cleaned batch keeps its header's timestamp) or cannot be read."""
    found = segment.read(batch_offset, 1)
    if found is None or not isinstance(found[1], memoryview):
        return batch_offset
    try:
        batch = decode_batch(found[1], 0, verify_crc=False)
    except (CorruptRecordError, ValueError):
        return batch_offset
    for record in batch.records:
        if record.timestamp == max_timestamp:
            return record.offset
    return batch_offset
