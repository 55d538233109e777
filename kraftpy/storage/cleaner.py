"""The log cleaner: compaction of the logs whose ``cleanup.policy`` has ``compact`` (Kafka's LogCleaner).

Where it runs
    :class:`LogCleaner` is driven in steps: :meth:`LogCleaner.step` does a bounded amount of work (at most
    `max_bytes` of reading and writing, and stops early once `deadline()` says so) and returns how long to wait
    before the next step (0: at once; the throttle's delay; ``log.cleaner.backoff.ms`` when no log needs
    cleaning). A node calls it from the event loop's timers with a time slice (:mod:`kraftpy.node.data_plane`), the
    simulator from its reactor with a byte budget only, so a seed replays a cleaning exactly. Everything a step does
    runs on the thread that owns the logs, so the swap of a cleaned segment into a live ``Log`` is atomic with
    respect to readers and appends without locks; the reasons it is not a thread are in the node's module.

What a cleaning does (one log, Kafka's order; the work itself is :class:`~kraftpy.storage.cleaning.Cleaning`)
    1. **Choose** the dirtiest log: among the compacted logs not uncleanable, those whose dirty ratio (bytes of the
       segments from the first dirty offset to the first uncleanable one, over the log's bytes) exceeds
       ``min.cleanable.dirty.ratio``, or that ``max.compaction.lag.ms`` forces, the highest ratio. The first dirty
       offset is the log's entry in ``cleaner-offset-checkpoint`` (or the log start); the first uncleanable offset
       is the lowest of the active segment's base offset, the last stable offset (the broker's, through
       :class:`TransactionView`; the high watermark without one) and the first segment younger than
       ``min.compaction.lag.ms``.
    2. **Producers**: the batch headers of the clean section (and later the dirty section and the tail) say which
       batch is the last one of each producer still active (``producer.id.expiration.ms``): those batches are kept,
       if need be empty, so a restarted broker rebuilds the producers' sequences from the log.
    3. **Map** the dirty section: for every key its latest offset (:class:`~kraftpy.storage.cleaner_records.
       OffsetMap`, bounded by ``log.cleaner.dedupe.buffer.size``); aborted transactional data is skipped. The map
       ends where it fills up or at the first uncleanable offset: the end of this round.
    4. **Clean** every segment from the log start to the end of the round, in groups whose sizes (and index sizes)
       add up to at most ``segment.bytes`` (small cleaned segments merge): each group is written, filtered by
       :func:`~kraftpy.storage.cleaner_records.filter_batch`, into one new segment ``<base>.log.cleaned`` (+ its
       indexes), fsynced, and swapped in for the group by :meth:`Log.replace_segments
       <kraftpy.storage.log.Log.replace_segments>`.
    5. **Checkpoint** the end of the round in the log dir's ``cleaner-offset-checkpoint``.

On disk, and after a crash at any point
    * while a group is written: ``<base>.log.cleaned`` (and ``.index.cleaned``, ``.timeindex.cleaned``); a load
      deletes ``.cleaned`` files: the old segments are untouched;
    * the commit: the cleaned files are renamed to ``.swap`` (the ``.log`` last) and the directory fsynced; a
      load that finds ``<base>.log.swap`` validates it, deletes every segment whose base offset lies in ``[base,
      the swap's next offset)`` and renames the swap to ``<base>.log``. For that range to be exactly the group, a
      cleaned segment always ends at or beyond its last old segment's base offset: when every record of that
      segment went, its last batch stays as an empty batch (a header, as Kafka's retained empty batches);
    * then the other old segments are renamed to ``.deleted`` (directory fsynced; the files go after
      ``file.delete.delay.ms``), and the ``.swap`` files to their live names (replacing the first old segment's);
    * the checkpoint is written last: a crash before it makes the next round clean the same section again.
    So a load sees the old segments or the new one, never a mix, and every key's latest record is in whichever it
    sees (the property and crash tests: tests/storage/test_cleaner*.py, every file system operation of a cleaning
    with a power loss of the simulated file system).

Readers and the live log
    The swap happens inside one step on the owner's thread. A Fetch that read before it keeps its bytes; one that
    holds a file region of an old segment keeps reading it (the region has its own descriptor, the old files are
    renamed or replaced, never truncated). Between steps the log may change: a truncation (:attr:`Log.
    truncated_below`), retention or a deletion of one of the segments the cleaning reads aborts the cleaning (its
    ``.cleaned`` files are deleted) and a truncation lowers the log's checkpoint.

Transactions
    :class:`TransactionView` gives the last stable offset (cleaning stops there: the broker's producer state knows
    it) and the aborted transactions of an offset range (the log's transaction indexes,
    :meth:`Log.aborted_transactions <kraftpy.storage.log.Log.aborted_transactions>`): their data goes, their markers
    follow once the data is gone and the horizon passed (Kafka's rules in
    :class:`~kraftpy.storage.cleaner_records.TransactionFilter`). Each cleaned segment gets its own transaction
    index before it is flushed: the aborted transactions whose ABORT marker it keeps because the pass still met
    their data (Kafka's rule), with their original entries; the swap renames it with the segment's files.

A partition the cleaner cannot clean (a corrupt batch, an invalid record) is marked uncleanable and logged once;
the others go on. An I/O error takes the log dir offline, as anywhere in the storage layer. Nothing here uses
threads, asyncio or the system clock: time comes from the injected clocks.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable

from kraftpy.protocol.errors import DecodeError

from .checkpoints import CheckpointError, read_offset_checkpoint, write_offset_checkpoint
from .cleaning import (
    CleanerConfig,
    CleanerStats,
    Cleaning,
    LogToClean,
    NoTransactions,
    TransactionView,
    group_segments,
)
from .errors import CorruptLogError, LogDirFailureError, LogOfflineError
from .fs import join
from .log import Clock, Log
from .log_manager import LogManager

__all__ = [
    "CLEANER_CHECKPOINT",
    "CleanerConfig",
    "CleanerStats",
    "LogCleaner",
    "LogToClean",
    "NoTransactions",
    "TransactionView",
    "group_segments",
]

logger = logging.getLogger(__name__)

CLEANER_CHECKPOINT = "cleaner-offset-checkpoint"
_THROTTLE_WINDOW_MS = 1000

TopicPartition = tuple[str, int]


class LogCleaner:
    """Compacts the compacted logs of a `LogManager` in steps (module docstring). `clock` is the wall clock of record
    timestamps (compaction lags, delete horizons), `monotonic` the clock of the throttle and the figures."""

    def __init__(
        self,
        manager: LogManager,
        config: CleanerConfig,
        *,
        clock: Clock | None = None,
        monotonic: Clock | None = None,
        transactions: TransactionView | None = None,
    ) -> None:
        self.manager = manager
        self.config = config
        self.clock = clock or manager.clock
        self.monotonic = monotonic or self.clock
        self.transactions: TransactionView = transactions or NoTransactions()
        self.checkpoints: dict[TopicPartition, int] = {}
        self.uncleanable: dict[str, set[TopicPartition]] = {}
        self.last_stats: list[CleanerStats] = []
        self.cleanings = 0
        self.aborted = 0
        self.max_dirty_ratio = 0.0
        self.last_run_ms = self.monotonic()
        self._jobs: list[Cleaning | None] = [None] * max(config.threads, 0)
        self._turn = 0
        self._seen: dict[TopicPartition, Log] = {}
        # logs whose last cleaning could not move (a batch straddles the first uncleanable offset): their bounds then
        self._stuck: dict[TopicPartition, tuple[int, int]] = {}
        self._next_grab_ms = 0
        self._found = False
        self._io_window_start = self.monotonic()
        self._io_bytes = 0
        self._closed = False

    # ========================================================================================= checkpoints

    def startup(self) -> None:
        """Read every online dir's ``cleaner-offset-checkpoint`` (a malformed one is ignored: clean from the start)."""
        manager = self.manager
        for d in manager.online_dirs:
            path = join(d, CLEANER_CHECKPOINT)
            try:
                entries = read_offset_checkpoint(manager.fs, path)
            except CheckpointError as e:
                logger.warning("[LogCleaner] Ignoring %s: %s", path, e)
                continue
            for tp, offset in entries.items():
                if manager.log_dir_of.get(tp) == d:
                    self.checkpoints[tp] = offset
        self._seen = dict(manager.logs)

    def _write_checkpoint(self, d: str) -> None:
        manager = self.manager
        if d in manager.offline_dirs:
            return
        entries = {tp: o for tp, o in self.checkpoints.items() if manager.log_dir_of.get(tp) == d}
        try:
            write_offset_checkpoint(manager.fs, join(d, CLEANER_CHECKPOINT), entries)
        except OSError as e:
            manager.fail_dir(d, f"writing {CLEANER_CHECKPOINT}: {e}")

    def _consume_truncation(self, tp: TopicPartition, log: Log) -> None:
        below = log.truncated_below
        if below is None:
            return
        log.truncated_below = None
        cp = self.checkpoints.get(tp)
        if cp is not None and cp > below:
            self.checkpoints[tp] = below
            d = self.manager.log_dir_of.get(tp)
            if d is not None:
                self._write_checkpoint(d)

    # ========================================================================================== choosing

    def _first_dirty(self, tp: TopicPartition, log: Log) -> int:
        cp = self.checkpoints.get(tp)
        start = log.log_start_offset
        if cp is None or cp < start:
            return start
        if cp > log.log_end_offset:
            logger.warning(
                "[LogCleaner] The checkpointed first dirty offset %d of %s-%d is beyond its log end %d; cleaning "
                "from the log start",
                cp,
                tp[0],
                tp[1],
                log.log_end_offset,
            )
            return start
        return cp

    def log_to_clean(self, tp: TopicPartition, log: Log, now: int) -> LogToClean:
        """Where `log` stands for the cleaner now (Kafka's cleanableOffsets and LogToClean)."""
        segments = log.segments
        first_dirty = self._first_dirty(tp, log)
        active = segments[-1]
        cfg = log.config
        first_uncleanable = min(active.base_offset, self.transactions.last_stable_offset(log))
        dirty = [s for s in segments[:-1] if s.next_offset > first_dirty]
        if cfg.min_compaction_lag_ms > 0:
            for s in dirty:
                if s.largest_timestamp > now - cfg.min_compaction_lag_ms:
                    first_uncleanable = min(first_uncleanable, s.base_offset)
                    break
        first_uncleanable = max(first_uncleanable, first_dirty)
        delay = 0
        stamps = [s.rolling_timestamp for s in dirty if s.rolling_timestamp > 0]
        if stamps:
            until = now - max(cfg.max_compaction_lag_ms, 0)
            earliest = min(stamps)
            if earliest < until:
                delay = until - earliest
        clean = sum(s.size for s in segments if s.base_offset < first_dirty)
        cleanable = sum(
            s.size for s in segments if s.base_offset < first_uncleanable and s.next_offset > first_dirty and s.size
        )
        if first_uncleanable <= first_dirty:
            cleanable = 0
        return LogToClean(tp, log, first_dirty, first_uncleanable, clean, cleanable, delay)

    def _refresh_seen(self) -> None:
        logs = self.manager.logs
        seen = self._seen
        for tp in [tp for tp in seen if tp not in logs]:
            del seen[tp]
            self.checkpoints.pop(tp, None)
            for parts in self.uncleanable.values():
                parts.discard(tp)
        for tp, log in logs.items():
            if seen.get(tp) is not log:
                if tp in seen:  # a new log for the partition (deleted and created again): start afresh
                    self.checkpoints.pop(tp, None)
                    for parts in self.uncleanable.values():
                        parts.discard(tp)
                seen[tp] = log

    def is_uncleanable(self, tp: TopicPartition) -> bool:
        return any(tp in parts for parts in self.uncleanable.values())

    def grab_filthiest(self) -> LogToClean | None:
        """The log to clean next (Kafka's grabFilthiestCompactedLog), or None; records max-dirty-percent."""
        now = self.clock()
        self.last_run_ms = self.monotonic()
        self._refresh_seen()
        busy = {id(j.log) for j in self._jobs if j is not None}
        best: LogToClean | None = None
        max_ratio = 0.0
        for tp, log in self.manager.logs.items():
            if not log.config.compact_enabled or log.offline or id(log) in busy or self.is_uncleanable(tp):
                continue
            self._consume_truncation(tp, log)
            ltc = self.log_to_clean(tp, log, now)
            if ltc.cleanable_bytes <= 0 or self._stuck.get(tp) == (ltc.first_dirty, ltc.first_uncleanable):
                continue
            if ltc.max_compaction_delay_ms > 0 or ltc.ratio > log.config.min_cleanable_dirty_ratio:
                max_ratio = max(max_ratio, ltc.ratio)
                if best is None or ltc.ratio > best.ratio:
                    best = ltc
        self.max_dirty_ratio = max_ratio
        return best

    # ============================================================================================= steps

    def step(self, max_bytes: int | None = None, deadline: Callable[[], bool] | None = None) -> int:
        """Do up to `max_bytes` (default log.cleaner.io.buffer.size) of cleaning, stopping early once `deadline()`
        is true; return the milliseconds to wait before the next step."""
        if self._closed or not self.config.enabled or not self._jobs:
            return self.config.backoff_ms
        now = self.monotonic()
        if now >= self._next_grab_ms and None in self._jobs:
            self._fill_slots(now)
        jobs = [j for j in self._jobs if j is not None]
        if not jobs:
            self._io_window_start, self._io_bytes = now, 0
            return max(self._next_grab_ms - now, 0)
        self._turn = (self._turn + 1) % len(jobs)
        job = jobs[self._turn]
        budget = max(max_bytes if max_bytes is not None else self.config.io_buffer_size, 1)
        spent = self._run(job, budget, deadline)
        return self._throttle(spent)

    def _fill_slots(self, now: int) -> None:
        for slot, job in enumerate(self._jobs):
            if job is not None:
                continue
            ltc = self.grab_filthiest()
            self._found = ltc is not None
            if ltc is None:
                self._next_grab_ms = now + self.config.backoff_ms
                return
            self._jobs[slot] = Cleaning(
                slot, ltc, self.config, self.transactions, self.clock(), self.monotonic, self._is_current(ltc)
            )
            logger.info(
                "[LogCleaner %d] Cleaning log %s (dirty section = [%d, %d), %.1f%% dirty)",
                slot,
                ltc.log.name,
                ltc.first_dirty,
                ltc.first_uncleanable,
                100 * ltc.ratio,
            )

    def _is_current(self, ltc: LogToClean) -> Callable[[], bool]:
        logs = self.manager.logs
        tp, log = ltc.tp, ltc.log
        return lambda: logs.get(tp) is log

    def _run(self, job: Cleaning, budget: int, deadline: Callable[[], bool] | None) -> int:
        spent = 0
        if not job.still_valid():
            self._abort(job, "its log changed")
            return 0
        try:
            while spent < budget:
                spent += next(job.work)
                if deadline is not None and deadline():
                    break
        except StopIteration:
            self._done(job)
        except (LogOfflineError, LogDirFailureError, OSError) as e:
            self._release(job)
            self.manager.partition_failed(job.tp, e)
        except (CorruptLogError, DecodeError, ValueError, IndexError) as e:
            self._release(job)
            self._mark_uncleanable(job, e)
        return spent

    def _throttle(self, spent: int) -> int:
        rate = self.config.max_io_bytes_per_second
        if not math.isfinite(rate):
            return 0
        now = self.monotonic()
        self._io_bytes += spent
        due = self._io_window_start + self._io_bytes * 1000.0 / rate
        if due <= now:
            if now - self._io_window_start >= _THROTTLE_WINDOW_MS:
                self._io_window_start, self._io_bytes = now, 0
            return 0
        return math.ceil(due - now)

    def _release(self, job: Cleaning) -> None:
        job.work.close()
        job.discard()
        if self._jobs[job.slot] is job:
            self._jobs[job.slot] = None

    def _abort(self, job: Cleaning, why: str) -> None:
        logger.info("[LogCleaner %d] Cleaning of log %s aborted: %s", job.slot, job.name, why)
        self.aborted += 1
        self._release(job)
        self._consume_truncation(job.tp, job.log)
        self._next_grab_ms = 0

    def _mark_uncleanable(self, job: Cleaning, error: BaseException) -> None:
        d = self.manager.log_dir_of.get(job.tp, "")
        self.uncleanable.setdefault(d, set()).add(job.tp)
        logger.error(
            "[LogCleaner %d] Unexpected exception thrown when cleaning log %r. Marking its partition (%s) as "
            "uncleanable: %s",
            job.slot,
            job.log,
            job.name,
            error,
        )

    def _done(self, job: Cleaning) -> None:
        self._release(job)
        stats = job.stats
        stats.end_ms = self.monotonic()
        end = stats.end_offset
        self._stuck.pop(job.tp, None)
        if end > job.ltc.first_dirty:
            self.checkpoints[job.tp] = end
            d = self.manager.log_dir_of.get(job.tp)
            if d is not None:
                self._write_checkpoint(d)
        else:
            self._stuck[job.tp] = (job.ltc.first_dirty, job.ltc.first_uncleanable)
            return
        self.last_stats = [*self.last_stats, stats][-max(len(self._jobs), 1) :]
        self.cleanings += 1
        secs = stats.elapsed_secs
        mb = 1024 * 1024
        logger.info(
            "[LogCleaner %d] Cleaned log %s (dirty section = [%d, %d)): %.1f MB of log processed in %.1f seconds, "
            "%d segments into %d, %d of %d records kept (%.1f%% size reduction), buffer utilization %.1f%%",
            job.slot,
            job.name,
            stats.first_dirty,
            end,
            stats.bytes_read / mb,
            secs,
            stats.segments_cleaned,
            stats.segments_written,
            stats.records_written,
            stats.records_read,
            100.0 * (1 - stats.recopy_ratio) if stats.bytes_read else 0.0,
            100.0 * stats.buffer_utilization,
        )

    # ======================================================================================== operations

    def clean_until_idle(self, max_steps: int = 1_000_000) -> int:
        """Run steps until no log needs cleaning (tests, tools); return how many cleanings completed."""
        before = self.cleanings
        for _ in range(max_steps):
            self.wake()
            self.step(max_bytes=1 << 30)
            if not self.busy and not self._found:
                break
        return self.cleanings - before

    def wake(self) -> None:
        """Look for a log to clean at the next step, without waiting for the backoff."""
        self._next_grab_ms = 0

    @property
    def busy(self) -> bool:
        return any(j is not None for j in self._jobs)

    def abort(self, tp: TopicPartition) -> None:
        """Stop a cleaning of `tp` in progress (its cleaned files are deleted)."""
        for job in self._jobs:
            if job is not None and job.tp == tp:
                self._abort(job, "requested")

    def shutdown(self) -> None:
        """Stop: a cleaning in progress is abandoned (its ``.cleaned`` files are deleted)."""
        self._closed = True
        for job in self._jobs:
            if job is not None:
                self._release(job)

    # =========================================================================================== metrics

    def metrics(self) -> dict[str, float]:
        """Kafka's cleaner gauges (kafka.log:type=LogCleaner and LogCleanerManager)."""
        stats = self.last_stats
        n = max(len(self._jobs), 1)
        return {
            "max-dirty-percent": 100.0 * self.max_dirty_ratio,
            "cleaner-recopy-percent": 100.0 * sum(s.recopy_ratio for s in stats) / n,
            "max-clean-time-secs": max((s.elapsed_secs for s in stats), default=0.0),
            "max-buffer-utilization-percent": 100.0 * max((s.buffer_utilization for s in stats), default=0.0),
            "max-compaction-delay-secs": max((s.max_compaction_delay_ms for s in stats), default=0) / 1000.0,
            "time-since-last-run-ms": float(max(self.monotonic() - self.last_run_ms, 0)),
        }

    def uncleanable_by_dir(self) -> dict[str, tuple[int, int]]:
        """Per log dir: (uncleanable partitions, their cleanable bytes)."""
        now = self.clock()
        out: dict[str, tuple[int, int]] = {d: (0, 0) for d in self.manager.log_dirs}
        for d, parts in self.uncleanable.items():
            size = 0
            for tp in parts:
                log = self.manager.logs.get(tp)
                if log is not None and not log.offline:
                    size += self.log_to_clean(tp, log, now).cleanable_bytes
            out[d] = (len(parts), size)
        return out
