"""One cleaning of one log (:mod:`kraftpy.storage.cleaner` chooses the log and drives it): its settings and inputs,
the figures it leaves, and the work itself as a generator of small steps.

:class:`Cleaning` reads the producers of the log's clean section, maps the dirty section's keys, then writes every
group of segments from the log start to the end of the round into a ``.cleaned`` segment and swaps it in (the order,
the files and what a crash leaves are in :mod:`kraftpy.storage.cleaner`). Each step of :meth:`Cleaning.work` is one
batch (or one batch header): the driver stops between two of them when its budget is spent, and checks
:meth:`Cleaning.still_valid` before it goes on, so a cleaning never continues over segments that changed under it.
:class:`CleanerConfig`, :class:`TransactionView`, :class:`LogToClean` and :class:`CleanerStats` are the types the
cleaner and a cleaning share. Nothing here uses threads or clocks of its own.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from kraftpy.protocol.records.batch import BATCH_OVERHEAD, CONTROL_FLAG, LOG_OVERHEAD, BatchHeader, check_batch

from .cleaner_records import (
    AbortedTxn,
    CleanerFilter,
    OffsetMap,
    ScanState,
    TransactionFilter,
    control_type,
    empty_batch,
    filter_batch,
    records_area,
    scan_records,
)
from .errors import CorruptLogError
from .log import Clock, Log
from .segment import CLEANED_SUFFIX, LogSegment

__all__ = [
    "Cleaning",
    "CleanerConfig",
    "CleanerStats",
    "LogToClean",
    "NoTransactions",
    "TransactionView",
    "group_segments",
]

logger = logging.getLogger("kraftpy.storage.cleaner")

_INT_MAX = 2**31 - 1
_MIN_IO = 4096

TopicPartition = tuple[str, int]


@dataclass(frozen=True, slots=True)
class CleanerConfig:
    """The broker's cleaner settings (Kafka's names in the comments, Kafka's defaults)."""

    enabled: bool = True  # log.cleaner.enable
    threads: int = 1  # log.cleaner.threads
    dedupe_buffer_size: int = 128 * 1024 * 1024  # log.cleaner.dedupe.buffer.size
    io_buffer_load_factor: float = 0.9  # log.cleaner.io.buffer.load.factor
    io_buffer_size: int = 512 * 1024  # log.cleaner.io.buffer.size
    max_io_bytes_per_second: float = math.inf  # log.cleaner.io.max.bytes.per.second
    backoff_ms: int = 15_000  # log.cleaner.backoff.ms
    producer_id_expiration_ms: int = 86_400_000  # producer.id.expiration.ms: which producers' last batches stay

    @property
    def map_memory(self) -> int:
        """Memory one worker's offset map may use."""
        return int(self.dedupe_buffer_size * self.io_buffer_load_factor / max(self.threads, 1))


class TransactionView(Protocol):
    """What the cleaner needs to know of a log's transactions: the broker's producer state knows the last stable
    offset; the aborted transactions are in the log's transaction indexes (the cleaner writes a cleaned segment's
    own index itself)."""

    def last_stable_offset(self, log: Log) -> int:
        """Cleaning stops below this offset."""
        ...

    def aborted_transactions(self, log: Log, start: int, end: int) -> list[AbortedTxn]:
        """The aborted transactions with data in [start, end), in order of first offset."""
        ...


class NoTransactions:
    """The view without a broker's producer state: the last stable offset is the high watermark (right for a log
    without open transactions), the aborted transactions are the log's own (:meth:`Log.aborted_transactions`)."""

    __slots__ = ()

    def last_stable_offset(self, log: Log) -> int:
        return log.high_watermark

    def aborted_transactions(self, log: Log, start: int, end: int) -> list[AbortedTxn]:
        return log.aborted_transactions(start, end)


@dataclass(frozen=True, slots=True)
class LogToClean:
    """A compacted log as the cleaner sees it when it chooses (Kafka's LogToClean)."""

    tp: TopicPartition
    log: Log
    first_dirty: int
    first_uncleanable: int
    clean_bytes: int
    cleanable_bytes: int
    max_compaction_delay_ms: int

    @property
    def ratio(self) -> float:
        total = self.clean_bytes + self.cleanable_bytes
        return self.cleanable_bytes / total if total else 0.0


@dataclass(slots=True)
class CleanerStats:
    """Figures of one cleaning (Kafka's CleanerStats)."""

    tp: TopicPartition
    start_ms: int
    first_dirty: int = 0
    end_offset: int = 0
    map_bytes_read: int = 0
    map_records_read: int = 0
    map_done_ms: int = 0
    bytes_read: int = 0
    bytes_written: int = 0
    records_read: int = 0
    records_written: int = 0
    buffer_utilization: float = 0.0
    max_compaction_delay_ms: int = 0
    end_ms: int = 0
    segments_cleaned: int = 0
    segments_written: int = 0

    @property
    def elapsed_secs(self) -> float:
        return max(self.end_ms - self.start_ms, 0) / 1000.0

    @property
    def recopy_ratio(self) -> float:
        return self.bytes_written / max(self.bytes_read, 1)


class _ProducerTracker:
    """The last batch of each producer in a log, seen in offset order (which batches are the last of a producer
    still active: Kafka's lastRecordsOfActiveProducers)."""

    __slots__ = ("_expire_before", "last_data", "last_epoch", "last_ts")

    def __init__(self, now_ms: int, expiration_ms: int) -> None:
        self.last_data: dict[int, int] = {}
        self.last_epoch: dict[int, int] = {}
        self.last_ts: dict[int, int] = {}
        self._expire_before = now_ms - expiration_ms

    def observe(self, h: tuple[int, ...]) -> None:
        pid = h[9]
        if pid < 0:
            return
        self.last_epoch[pid] = h[10]
        ts = h[8]
        if ts > self.last_ts.get(pid, -1):
            self.last_ts[pid] = ts
        if not h[5] & CONTROL_FLAG:
            self.last_data[pid] = h[0] + h[6]

    def is_last_of_producer(self, h: BatchHeader) -> bool:
        pid = h.producer_id
        if self.last_ts.get(pid, -1) <= self._expire_before:
            return False  # unknown or expired
        data = self.last_data.get(pid)
        if data is not None:
            return h.base_offset + h.last_offset_delta == data
        return bool(h.attributes & CONTROL_FLAG) and h.producer_epoch == self.last_epoch.get(pid)


def _walk(seg: LogSegment, position: int, chunk: int) -> Iterator[tuple[memoryview, BatchHeader]]:
    """The batches of `seg` from `position` to its end, each checked (structure and CRC-32C), read `chunk` bytes at
    a time (a larger batch alone); the header's position is in the view it comes with."""
    end = seg.size
    pos = position
    while pos < end:
        view = memoryview(seg.pread(pos, min(chunk, end - pos)))
        n = len(view)
        off = 0
        while off + LOG_OVERHEAD <= n:
            size = int.from_bytes(view[off + 8 : off + 12], "big", signed=True) + LOG_OVERHEAD
            if size < BATCH_OVERHEAD:
                raise CorruptLogError(f"Invalid batch length at byte {pos + off} of {seg.log_path}", path=seg.log_path)
            if off + size > n:
                break
            h = check_batch(view, off, verify_crc=True)
            assert h is not None
            yield view, h
            off += size
        if off == 0:  # one batch larger than the chunk, or a torn end
            if n < LOG_OVERHEAD:
                raise CorruptLogError(f"Truncated batch at byte {pos} of {seg.log_path}", path=seg.log_path)
            size = int.from_bytes(view[8:12], "big", signed=True) + LOG_OVERHEAD
            if pos + size > end:
                raise CorruptLogError(f"Truncated batch at byte {pos} of {seg.log_path}", path=seg.log_path)
            view = memoryview(seg.pread(pos, size))
            h = check_batch(view, 0, verify_crc=True)
            assert h is not None
            yield view, h
            off = size
        pos += off


def _start_position(seg: LogSegment, offset: int) -> int | None:
    """Byte position of the first batch of `seg` with offsets at or beyond `offset` (None: there is none)."""
    if offset <= seg.base_offset:
        return 0
    found = seg.translate_offset(offset)
    return None if found is None else found[0]


def group_segments(segments: Sequence[LogSegment], max_size: int, max_index_size: int) -> list[list[LogSegment]]:
    """Consecutive segments in groups each cleaned into one segment (Kafka's groupSegmentsBySize): log sizes adding
    up to at most `max_size`, index sizes to at most `max_index_size`, offsets within an int32 of the base; a group
    never ends with an empty segment (an empty one at the end stays on its own)."""
    groups: list[list[LogSegment]] = []
    segs = list(segments)
    i = 0
    while i < len(segs):
        group = [segs[i]]
        log_size = segs[i].size
        index_size = segs[i].offset_index.size_in_bytes
        time_size = segs[i].time_index.size_in_bytes
        i += 1
        while i < len(segs):
            s = segs[i]
            if (
                log_size + s.size > max_size
                or index_size + s.offset_index.size_in_bytes > max_index_size
                or time_size + s.time_index.size_in_bytes > max_index_size
                or (s.size > 0 and s.next_offset - 1 - group[0].base_offset > _INT_MAX)
            ):
                break
            group.append(s)
            log_size += s.size
            index_size += s.offset_index.size_in_bytes
            time_size += s.time_index.size_in_bytes
            i += 1
        while len(group) > 1 and group[-1].size == 0:
            group.pop()
            i -= 1
        if group[0].size == 0 and len(group) == 1:
            continue  # an empty segment is left as it is
        groups.append(group)
    return groups


class Cleaning:
    """One cleaning of one log: a generator of steps (:meth:`work` yields the bytes each batch cost). `is_current`
    says whether the log is still the one its manager serves for the partition; `monotonic` times the figures."""

    def __init__(
        self,
        slot: int,
        ltc: LogToClean,
        config: CleanerConfig,
        transactions: TransactionView,
        now_ms: int,
        monotonic: Clock,
        is_current: Callable[[], bool],
    ) -> None:
        self.slot = slot
        self.ltc = ltc
        self.tp = ltc.tp
        self.log = ltc.log
        self.now_ms = now_ms
        self.transactions = transactions
        self.monotonic = monotonic
        self.is_current = is_current
        cfg = config
        self.stats = CleanerStats(ltc.tp, monotonic(), first_dirty=ltc.first_dirty)
        self.stats.max_compaction_delay_ms = ltc.max_compaction_delay_ms
        self.offsets = OffsetMap(cfg.map_memory)
        self.producers = _ProducerTracker(now_ms, cfg.producer_id_expiration_ms)
        self.chunk = max(cfg.io_buffer_size, _MIN_IO)
        # the segments the cleaning reads: any change to them aborts it
        self.segments = list(self.log.segments)
        self.sizes = [s.size for s in self.segments]
        self.cleaned: LogSegment | None = None
        self.work = self._work()

    @property
    def name(self) -> str:
        return f"{self.tp[0]}-{self.tp[1]}"

    def still_valid(self) -> bool:
        log = self.log
        if log.offline or log.truncated_below is not None or not self.is_current():
            return False
        live = {id(s) for s in log.segments}
        segments = self.segments
        for i, s in enumerate(segments):
            if id(s) not in live:
                return False
            if i < len(segments) - 1 and s.size != self.sizes[i]:
                return False
        return True

    def discard(self) -> None:
        """Delete the cleaned segment being written (the cleaning stops)."""
        seg, self.cleaned = self.cleaned, None
        if seg is not None:
            try:
                seg.delete_files()
            except OSError as e:
                logger.warning("[LogCleaner] Failed to delete %s: %s", seg.log_path, e)

    def _work(self) -> Generator[int, None, None]:
        try:
            yield from self._producers(self.segments_below(self.ltc.first_dirty), self.log.log_start_offset)
            yield from self._build_map()
            end = self.offsets.latest_offset + 1
            self.stats.end_offset = end
            if end <= self.ltc.first_dirty:
                return
            yield from self._producers(self._segments_from(end), end)
            yield from self._clean(end)
        finally:
            self.discard()

    def segments_below(self, offset: int) -> list[LogSegment]:
        return [s for s in self.segments if s.base_offset < offset]

    def _segments_from(self, offset: int) -> list[LogSegment]:
        return [s for s in self.segments if s.next_offset > offset or s is self.segments[-1]]

    def _producers(self, segments: list[LogSegment], start: int) -> Iterator[int]:
        """Headers only: the producers of the clean section, or of the tail after the round's end."""
        observe = self.producers.observe
        for seg in segments:
            position = _start_position(seg, start)
            if position is None:
                continue
            for h in seg.iter_batches(position):
                if h[0] + h[6] >= start:
                    observe(h)
                yield BATCH_OVERHEAD

    def _build_map(self) -> Iterator[int]:
        ltc = self.ltc
        log = self.log
        offsets = self.offsets
        stats = self.stats
        first_dirty, stop = ltc.first_dirty, ltc.first_uncleanable
        txns = TransactionFilter()
        txns.add_aborted(self.transactions.aborted_transactions(log, first_dirty, stop))
        observe = self.producers.observe
        max_size = log.config.max_message_bytes + (1 << 20)
        offsets.latest_offset = first_dirty - 1
        scan_state = ScanState()
        for seg in self.segments:
            if seg.base_offset >= stop or seg.next_offset <= first_dirty:
                continue
            position = _start_position(seg, first_dirty)
            if position is None:
                continue
            for view, h in _walk(seg, position, self.chunk):
                last = h.base_offset + h.last_offset_delta
                if last < first_dirty:
                    continue
                if last >= stop:
                    return
                if h.attributes & CONTROL_FLAG:
                    txns.on_control_batch(h, control_type(view, h, max_size))
                elif not txns.on_batch(h) and h.records_count:
                    scan = scan_records(records_area(view, h, max_size), h.records_count, scan_state, starts=False)
                    if offsets.entries and not offsets.fits(scan):
                        logger.info(
                            "[LogCleaner %d] Offset map for %s is full at offset %d: cleaning up to there",
                            self.slot,
                            self.name,
                            h.base_offset,
                        )
                        return
                    offsets.put_batch(h.base_offset, scan)
                    stats.map_records_read += h.records_count
                observe(h)
                offsets.latest_offset = last
                stats.map_bytes_read += h.size
                stats.buffer_utilization = offsets.utilization
                yield h.size
        stats.map_done_ms = self.monotonic()

    def _clean(self, end: int) -> Iterator[int]:
        log = self.log
        cfg = log.config
        stats = self.stats
        stats.map_done_ms = stats.map_done_ms or self.monotonic()
        kept_aborted: list[AbortedTxn] = []
        txns = TransactionFilter(on_aborted_kept=kept_aborted.append)
        f = CleanerFilter(
            self.offsets,
            self.now_ms,
            cfg.delete_retention_ms,
            txns,
            self.producers.is_last_of_producer,
            self.ltc.first_dirty,
            cfg.max_message_bytes + (1 << 20),
        )
        f.prepare()
        segments = [s for s in self.segments[:-1] if s.base_offset < end]
        for group in group_segments(segments, cfg.segment_bytes, cfg.segment_index_bytes):
            cleaned = self.cleaned = LogSegment.create(
                log.fs, log.dir, group[0].base_offset, cfg, log.clock(), suffix=CLEANED_SUFFIX
            )
            kept_aborted.clear()
            out: list[bytes | memoryview] = []
            pending = 0
            last: BatchHeader | None = None
            for i, seg in enumerate(group):
                upper = group[i + 1].base_offset if i + 1 < len(group) else seg.next_offset
                txns.add_aborted(self.transactions.aborted_transactions(log, seg.base_offset, upper))
                for view, h in _walk(seg, 0, self.chunk):
                    outcome = filter_batch(view, h, f)
                    stats.bytes_read += h.size
                    stats.records_read += outcome.records_read
                    written = 0
                    if outcome.data is not None:
                        out.append(bytes(outcome.data))
                        written = len(outcome.data)
                        pending += written
                        stats.records_written += outcome.records_kept
                    last = h
                    if pending >= self.chunk:
                        cleaned.append_batches(b"".join(out), log.clock())
                        cleaned.sync_data()  # a chunk at a time: the fsync before the swap stays short
                        out.clear()
                        pending = 0
                    yield h.size + written
            if out:
                cleaned.append_batches(b"".join(out), log.clock())
            if cleaned.next_offset <= group[-1].base_offset and last is not None:
                # every record of the last old segment went: keep its last batch's header so the cleaned
                # segment reaches into it (a load completing the swap replaces exactly this group)
                cleaned.append_batches(empty_batch(last), log.clock())
            stats.bytes_written += cleaned.size
            cleaned.on_become_inactive()
            cleaned.last_modified_ms = group[-1].last_modified_ms
            # the aborted transactions whose ABORT marker this segment keeps (Kafka's cleaned transaction index)
            cleaned.txn_index.append_all(kept_aborted)
            cleaned.flush()
            yield cleaned.size
            log.replace_segments(cleaned, group)
            self.cleaned = None
            # the swapped-in segment replaces the group in what this cleaning watches
            at = next(k for k, s in enumerate(self.segments) if s is group[0])
            self.segments[at : at + len(group)] = [cleaned]
            self.sizes[at : at + len(group)] = [cleaned.size]
            stats.segments_cleaned += len(group)
            stats.segments_written += 1
