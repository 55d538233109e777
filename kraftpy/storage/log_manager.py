"""The logs of one node across its log directories: loading, creation, deletion, checkpoints, shutdown.

Per log dir the manager keeps ``recovery-point-offset-checkpoint``, ``log-start-offset-checkpoint`` and
``replication-offset-checkpoint`` (high watermarks), all written atomically (temp file, fsync, rename, fsync dir),
and the clean-shutdown marker (:mod:`kraftpy.storage.clean_shutdown`).

Start-up (:meth:`LogManager.startup`), in Kafka's order:

1. create missing log dirs (a dir that cannot be created or is not a directory is offline);
2. read the broker epoch from the clean-shutdown markers of all dirs (:attr:`previous_broker_epoch`);
3. per dir: note whether the marker exists (that decides trust vs recovery), delete it durably, read the
   checkpoints (a malformed one is ignored with a warning: recovery from offset 0, start at the first segment),
   remove ``*-delete`` directories left by topic deletions, and open every ``<topic>-<partition>`` directory
   with :meth:`Log.open <kraftpy.storage.log.Log.open>`. A log with corruption that must not be truncated goes to
   :attr:`offline_partitions` with its error; an I/O error takes the whole dir offline.

``__cluster_metadata`` is skipped: the raft layer opens the metadata log itself (always fully recovered).

Background work is not scheduled here; the node calls these at Kafka's intervals:
:meth:`flush_dirty_logs` (``log.flush.scheduler.interval.ms``), :meth:`checkpoint_recovery_points`
(``log.flush.offset.checkpoint.interval.ms``, 60 s), :meth:`checkpoint_log_start_offsets`
(``log.flush.start.offset.checkpoint.interval.ms``, 60 s), :meth:`checkpoint_high_watermarks`
(``replica.high.watermark.checkpoint.interval.ms``, 5 s) and :meth:`cleanup_logs`
(``log.retention.check.interval.ms``, 5 min).

Shutdown (:meth:`shutdown`): every log is flushed and closed, the three checkpoints are written, and only then the
clean-shutdown marker with the broker epoch, in each dir whose logs all loaded and closed without error.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Mapping, Sequence

from .checkpoints import (
    LOG_START_OFFSET_CHECKPOINT,
    RECOVERY_POINT_CHECKPOINT,
    REPLICATION_OFFSET_CHECKPOINT,
    CheckpointError,
    read_offset_checkpoint,
    write_offset_checkpoint,
)
from .clean_shutdown import delete_marker, marker_exists, read_broker_epoch, write_marker
from .config import LogConfig
from .errors import LogDirFailureError, LogOfflineError, StorageError
from .fs import FileSystem, join, parent_dir
from .log import Clock, Log, parse_topic_partition, topic_partition_dir_name

__all__ = [
    "METADATA_TOPIC",
    "LogManager",
]

logger = logging.getLogger(__name__)

METADATA_TOPIC = "__cluster_metadata"
_DELETE_DIR_SUFFIX = "-delete"
#: file bytes freed by one step of deleting renamed log dirs: unlinking or truncating a file costs the node's event
#: loop time in proportion to the blocks freed (0.3-0.4 ms a MB on the development machine: 130-220 ms for a 500 MB
#: segment at once), so a 500 MB dir goes in 60 steps of about 4 ms instead
DIR_DELETE_STEP_BYTES = 8 * 1024 * 1024

TopicPartition = tuple[str, int]


class LogManager:
    """All partition logs of a node. Not thread-safe: one owner (the node's event loop)."""

    def __init__(
        self,
        fs: FileSystem,
        log_dirs: Sequence[str],
        *,
        clock: Clock,
        default_config: LogConfig | None = None,
        topic_configs: Callable[[str], LogConfig | None] | None = None,
        node_id: int | None = None,
        skip_topics: frozenset[str] = frozenset({METADATA_TOPIC}),
    ) -> None:
        if not log_dirs:
            raise ValueError("at least one log dir is required")
        self.fs = fs
        self.log_dirs = [d.rstrip("/") or "/" for d in log_dirs]
        if len(set(self.log_dirs)) != len(self.log_dirs):
            raise ValueError(f"duplicate log dirs in {list(log_dirs)}")
        self.clock = clock
        self.default_config = default_config or LogConfig()
        self._topic_configs = topic_configs
        self.skip_topics = skip_topics
        self.log_prefix = f"[LogManager id={node_id}] " if node_id is not None else "[LogManager] "
        self.logs: dict[TopicPartition, Log] = {}
        self.log_dir_of: dict[TopicPartition, str] = {}
        self.offline_dirs: dict[str, str] = {}
        self.offline_partitions: dict[TopicPartition, str] = {}
        self._offline_partition_dir: dict[TopicPartition, str] = {}
        self.had_clean_shutdown: dict[str, bool] = {}
        self._loaded: dict[str, bool] = {}
        self.previous_broker_epoch: int | None = None
        # called once per log dir that fails while serving (an I/O error): (dir, reason)
        self.on_dir_failure: Callable[[str, str], None] | None = None
        self._pending_dir_deletes: list[tuple[int, str]] = []
        self._delete_seq = 0
        self._started = False

    # ========================================================================================= start-up

    def config_for(self, topic: str) -> LogConfig:
        if self._topic_configs is not None:
            cfg = self._topic_configs(topic)
            if cfg is not None:
                return cfg
        return self.default_config

    @property
    def online_dirs(self) -> list[str]:
        return [d for d in self.log_dirs if d not in self.offline_dirs]

    def _dir_failed(self, d: str, what: str, e: BaseException) -> None:
        logger.error("%sError while %s in log dir %s: %s", self.log_prefix, what, d, e)
        self.offline_dirs[d] = f"{what}: {e}"
        for tp in [tp for tp, dd in self.log_dir_of.items() if dd == d]:
            log = self.logs.pop(tp, None)
            self.log_dir_of.pop(tp, None)
            self.offline_partitions[tp] = f"log dir {d} is offline"
            self._offline_partition_dir[tp] = d
            if log is not None:
                log.close_handles()

    def dir_of(self, tp: TopicPartition) -> str | None:
        """The log dir holding (or, when offline, last holding) the log of `tp`."""
        return self.log_dir_of.get(tp) or self._offline_partition_dir.get(tp)

    def partition_failed(self, tp: TopicPartition, e: BaseException) -> None:
        """A log of `tp` failed: an I/O error (`LogDirFailureError`, `OSError`) takes its whole dir offline and
        calls `on_dir_failure(dir, reason)`; anything else (corruption) only this partition."""
        d = self.dir_of(tp)
        if d is not None and isinstance(e, LogDirFailureError | OSError):
            self.fail_dir(d, str(e))
        else:
            self._log_failed(tp, e)

    def fail_dir(self, d: str, reason: str) -> None:
        """Stop serving the log dir `d` after an I/O error: its logs close, its partitions go offline here, and
        `on_dir_failure` tells the broker (which stops: see ReplicaManager)."""
        if d in self.offline_dirs:
            return
        self._dir_failed(d, "serving the logs", LogDirFailureError(reason))
        logger.error("%sStopped serving replicas in dir %s", self.log_prefix, d)
        if self.on_dir_failure is not None:
            self.on_dir_failure(d, reason)

    def startup(self) -> None:
        """Create/validate the dirs, read the broker epoch from the markers, load every log."""
        if self._started:
            raise RuntimeError("LogManager already started")
        self._started = True
        fs = self.fs
        start = self.clock()
        for d in self.log_dirs:
            try:
                if not fs.exists(d):
                    created = fs.makedirs(d)
                    for c in created:
                        fs.fsync_dir(parent_dir(c))
                    logger.info("%sLog directory %s not found, creating it.", self.log_prefix, d)
                elif not fs.is_dir(d):
                    raise NotADirectoryError(f"{d} is not a readable log directory")
            except OSError as e:
                self._dir_failed(d, "creating the log dir", e)
        self.previous_broker_epoch = read_broker_epoch(fs, self.log_dirs, self.offline_dirs)
        unclean: list[str] = []
        total = 0
        for d in self.online_dirs:
            try:
                total += self._load_dir(d)
            except OSError as e:
                self._dir_failed(d, "loading logs", e)
                continue
            if not self.had_clean_shutdown[d]:
                unclean.append(d)
        elapsed = self.clock() - start
        extra = f" (unclean log dirs = {unclean})" if unclean else ""
        logger.info("%sLoaded %d logs in %dms%s", self.log_prefix, total, elapsed, extra)

    def _load_dir(self, d: str) -> int:
        fs = self.fs
        clean = marker_exists(fs, d)
        self.had_clean_shutdown[d] = clean
        self._loaded[d] = False
        if clean:
            delete_marker(fs, d)
        recovery_points = self._read_checkpoint(d, RECOVERY_POINT_CHECKPOINT, "resetting the recovery checkpoint to 0")
        start_offsets = self._read_checkpoint(
            d, LOG_START_OFFSET_CHECKPOINT, "resetting to the base offset of the first segment"
        )
        high_watermarks = self._read_checkpoint(d, REPLICATION_OFFSET_CHECKPOINT, "resetting high watermarks")
        to_load: list[tuple[TopicPartition, str]] = []
        for name in fs.listdir(d):
            path = join(d, name)
            if not fs.is_dir(path):
                continue
            if name.endswith(_DELETE_DIR_SUFFIX):
                logger.info("%sDeleting log directory %s left by a topic deletion", self.log_prefix, path)
                fs.rmtree(path)
                fs.fsync_dir(d)
                continue
            try:
                tp = parse_topic_partition(name)
            except ValueError as e:
                logger.warning("%sSkipping %s: %s", self.log_prefix, path, e)
                continue
            if tp[0] in self.skip_topics:
                continue
            to_load.append((tp, path))
        if not to_load:
            logger.info("%sNo logs found to be loaded in %s", self.log_prefix, d)
        elif clean:
            logger.info(
                "%sSkipping recovery of %d logs from %s since clean shutdown file was found",
                self.log_prefix,
                len(to_load),
                d,
            )
        else:
            logger.info(
                "%sRecovering %d logs from %s since no clean shutdown file was found", self.log_prefix, len(to_load), d
            )
        loaded = 0
        for tp, path in to_load:
            if tp in self.logs:
                raise StorageError(
                    f"Duplicate log directories for {tp[0]}-{tp[1]} are found in both {self.log_dir_of[tp]} and "
                    f"{d}. It is likely because log directory failure happened while broker was replacing current "
                    "replica with future replica. Recover broker from this failure by manually deleting one of the "
                    "two directories for this partition. It is recommended to delete the partition in the log "
                    "directory that is known to have failed recently."
                )
            try:
                log = Log.open(
                    fs,
                    path,
                    self.config_for(tp[0]),
                    self.clock,
                    recovery_point=recovery_points.get(tp, 0),
                    log_start_offset=start_offsets.get(tp, 0),
                    high_watermark=high_watermarks.get(tp),
                    had_clean_shutdown=clean,
                    create=False,
                )
            except StorageError as e:
                logger.error("%sPartition %s-%d is offline: %s", self.log_prefix, tp[0], tp[1], e)
                self.offline_partitions[tp] = str(e)
                self._offline_partition_dir[tp] = d
                continue
            self.logs[tp] = log
            self.log_dir_of[tp] = d
            loaded += 1
            logger.info(
                "%sCompleted load of %r with %d segments, local-log-start-offset %d and log-end-offset %d",
                self.log_prefix,
                log,
                log.num_segments,
                log.log_start_offset,
                log.log_end_offset,
            )
        self._loaded[d] = True
        return loaded

    def _read_checkpoint(self, d: str, name: str, fallback: str) -> dict[TopicPartition, int]:
        path = join(d, name)
        try:
            return read_offset_checkpoint(self.fs, path)
        except CheckpointError as e:
            logger.warning(
                "%sError occurred while reading %s of directory %s, %s: %s", self.log_prefix, name, d, fallback, e
            )
            return {}

    # ====================================================================================== partitions

    def get_log(self, topic: str, partition: int) -> Log | None:
        return self.logs.get((topic, partition))

    def all_logs(self) -> list[Log]:
        return list(self.logs.values())

    def logs_in_dir(self, d: str) -> dict[TopicPartition, Log]:
        return {tp: log for tp, log in self.logs.items() if self.log_dir_of.get(tp) == d}

    def _next_log_dir(self) -> str:
        online = self.online_dirs
        if not online:
            raise LogOfflineError("Can not create log because all log directories are offline")
        counts = {d: 0 for d in online}
        for d in self.log_dir_of.values():
            if d in counts:
                counts[d] += 1
        return min(online, key=lambda d: counts[d])

    def get_or_create_log(
        self,
        topic: str,
        partition: int,
        *,
        topic_id: uuid.UUID | None = None,
        config: LogConfig | None = None,
    ) -> Log:
        """The log of a partition, created in the log dir with the fewest partitions if it does not exist."""
        tp = (topic, partition)
        log = self.logs.get(tp)
        if log is not None:
            if topic_id is not None and log.topic_id is not None and log.topic_id != topic_id:
                raise StorageError(
                    f"Tried to assign topic ID {topic_id} to log for topic partition {topic}-{partition}, but log "
                    f"already contained topic ID {log.topic_id}",
                    error_code=103,
                )
            return log
        if tp in self.offline_partitions:
            raise LogOfflineError(f"Partition {topic}-{partition} is offline: {self.offline_partitions[tp]}")
        d = self._next_log_dir()
        path = join(d, topic_partition_dir_name(topic, partition))
        try:
            log = Log.open(self.fs, path, config or self.config_for(topic), self.clock, topic_id=topic_id, create=True)
        except OSError as e:
            self._dir_failed(d, "creating a log", e)
            raise LogOfflineError(f"Error while creating log for {topic}-{partition} in dir {d}: {e}") from e
        self.logs[tp] = log
        self.log_dir_of[tp] = d
        logger.info(
            "%sCreated log for partition %s-%d in %s with properties %s",
            self.log_prefix,
            topic,
            partition,
            path,
            log.config.to_properties(),
        )
        return log

    def async_delete(self, topic: str, partition: int) -> bool:
        """Delete a partition's log: rename its dir to ``<name>.<id>-delete`` (durably), remove it after
        file.delete.delay.ms (:meth:`cleanup_logs`) or at the next start-up. False if there was no log."""
        tp = (topic, partition)
        log = self.logs.pop(tp, None)
        d = self.log_dir_of.pop(tp, None)
        self.offline_partitions.pop(tp, None)
        self._offline_partition_dir.pop(tp, None)
        if log is None or d is None:
            return False
        log.close_handles()
        self._delete_seq += 1
        unique = f"{self.clock():016x}{self._delete_seq:016x}"
        target = join(d, f"{topic_partition_dir_name(topic, partition)}.{unique}{_DELETE_DIR_SUFFIX}")
        try:
            self.fs.rename(log.dir, target)
            self.fs.fsync_dir(d)
        except OSError as e:
            self._dir_failed(d, "deleting a log", e)
            return True
        self._pending_dir_deletes.append((self.clock() + log.config.file_delete_delay_ms, target))
        logger.info(
            "%sLog for partition %s-%d is renamed to %s and is scheduled for deletion",
            self.log_prefix,
            topic,
            partition,
            target,
        )
        return True

    def truncate_to(self, offsets: Mapping[TopicPartition, int]) -> None:
        """Truncate several logs (follower divergence), then checkpoint the recovery points and log start offsets
        of their dirs: a truncation can lower the log start offset, and a stale (higher) checkpoint would hide the
        data appended after it once the node restarts."""
        dirs = set()
        for tp, offset in offsets.items():
            log = self.logs.get(tp)
            if log is not None and log.truncate_to(offset):
                dirs.add(self.log_dir_of[tp])
        for d in sorted(dirs):
            self._checkpoint(d, RECOVERY_POINT_CHECKPOINT, lambda log: log.recovery_point)
            self._checkpoint(d, LOG_START_OFFSET_CHECKPOINT, lambda log: log.log_start_offset)

    def maybe_increment_log_start_offset(self, topic: str, partition: int, new_start: int) -> bool:
        """DeleteRecords: move a log's start offset up and checkpoint its dir's log start offsets at once, so
        the deleted records cannot reappear after a crash (the answer can be sent once this returns)."""
        tp = (topic, partition)
        log = self.logs.get(tp)
        if log is None:
            raise LogOfflineError(f"Partition {topic}-{partition} has no online log on this node")
        if not log.maybe_increment_log_start_offset(new_start):
            return False
        self._checkpoint(self.log_dir_of[tp], LOG_START_OFFSET_CHECKPOINT, lambda log: log.log_start_offset)
        return True

    # ==================================================================================== background work

    def flush_dirty_logs(self, now: int | None = None) -> int:
        """The flush.ms policy for every log; return how many were flushed."""
        n = 0
        for tp, log in list(self.logs.items()):
            try:
                if log.flush_if_needed(now):
                    n += 1
            except LogOfflineError as e:
                self.partition_failed(tp, e)
        return n

    def cleanup_logs(self) -> int:
        """Retention for every log, then removal of files and dirs whose deletion delay passed."""
        n = 0
        for tp, log in list(self.logs.items()):
            try:
                n += log.delete_old_segments()
                log.delete_expired_files()
            except LogOfflineError as e:
                self.partition_failed(tp, e)
        self.delete_expired_dirs()
        return n

    def delete_expired_dirs(self, budget: int = DIR_DELETE_STEP_BYTES) -> bool:
        """Remove the renamed dirs whose deletion delay passed, freeing at most `budget` bytes of their files in
        this call (a file larger than what is left of it is truncated by that much); True while a due dir is left
        to finish in another call. A dir cut short stays renamed, so a restart removes the rest."""
        now = self.clock()
        keep = []
        left = budget
        for due, path in self._pending_dir_deletes:
            if due > now or left <= 0:
                keep.append((due, path))
                continue
            try:
                left = self._delete_dir_step(path, left)
                if left > 0:
                    logger.info("%sDeleted log directory %s", self.log_prefix, path)
                else:
                    keep.append((due, path))
            except OSError as e:
                logger.warning("%sFailed to delete %s: %s", self.log_prefix, path, e)
        self._pending_dir_deletes = keep
        return self.dir_deletes_due(now)

    def dir_deletes_due(self, now: int | None = None) -> bool:
        """Whether a renamed dir's deletion delay has passed and it is not removed yet."""
        t = self.clock() if now is None else now
        return any(due <= t for due, _ in self._pending_dir_deletes)

    def _delete_dir_step(self, path: str, budget: int) -> int:
        """Remove `path`'s files (and the dir once empty) within `budget` bytes; what is left of the budget, 0 when
        the dir is not gone yet."""
        fs = self.fs
        if not fs.exists(path):
            return budget
        for name in sorted(fs.listdir(path)):
            child = join(path, name)
            if fs.is_dir(child):
                fs.rmtree(child)  # a partition dir holds none; whatever is there goes at once
                continue
            size = fs.file_size(child)
            if size > budget:
                with fs.open(child, write=True) as f:
                    f.truncate(size - budget)
                return 0
            fs.remove(child)
            budget -= size
        fs.rmdir(path)
        fs.fsync_dir(parent_dir(path))
        return max(budget, 1)

    def _log_failed(self, tp: TopicPartition, e: BaseException) -> None:
        self.offline_partitions[tp] = str(e)
        log = self.logs.pop(tp, None)
        d = self.log_dir_of.pop(tp, None)
        if d is not None:
            self._offline_partition_dir[tp] = d
        if log is not None:
            log.close_handles()

    def _checkpoint(self, d: str, name: str, value: Callable[[Log], int]) -> None:
        if d in self.offline_dirs:
            return
        offsets = {tp: value(log) for tp, log in self.logs_in_dir(d).items()}
        try:
            write_offset_checkpoint(self.fs, join(d, name), offsets)
        except OSError as e:
            self.fail_dir(d, f"writing {name}: {e}")

    def checkpoint_recovery_points(self) -> None:
        """Write every dir's recovery-point-offset-checkpoint (the flushed offsets)."""
        for d in self.online_dirs:
            self._checkpoint(d, RECOVERY_POINT_CHECKPOINT, lambda log: log.recovery_point)

    def checkpoint_log_start_offsets(self) -> None:
        for d in self.online_dirs:
            self._checkpoint(d, LOG_START_OFFSET_CHECKPOINT, lambda log: log.log_start_offset)

    def checkpoint_high_watermarks(self) -> None:
        """Write every dir's replication-offset-checkpoint from the logs' high watermarks."""
        for d in self.online_dirs:
            self._checkpoint(d, REPLICATION_OFFSET_CHECKPOINT, lambda log: log.high_watermark)

    # ============================================================================================ shutdown

    def shutdown(self, broker_epoch: int = -1) -> None:
        """Flush and close every log, write the checkpoints, then the clean-shutdown marker in each dir whose
        logs all loaded and closed cleanly (none offline). `broker_epoch` is -1 when the node never registered."""
        logger.info("%sShutting down.", self.log_prefix)
        for d in self.online_dirs:
            # an offline partition must be recovered (and its corruption found again) at the next start
            ok = self._loaded.get(d, False) and d not in self._offline_partition_dir.values()
            logs = self.logs_in_dir(d)
            for tp, log in logs.items():
                try:
                    log.flush()
                except (LogOfflineError, OSError) as e:
                    logger.warning("%sError flushing %s-%d at shutdown: %s", self.log_prefix, tp[0], tp[1], e)
                    ok = False
                log.close()
            if d in self.offline_dirs:
                continue
            self._checkpoint(d, RECOVERY_POINT_CHECKPOINT, lambda log: log.recovery_point)
            self._checkpoint(d, LOG_START_OFFSET_CHECKPOINT, lambda log: log.log_start_offset)
            self._checkpoint(d, REPLICATION_OFFSET_CHECKPOINT, lambda log: log.high_watermark)
            if ok and d not in self.offline_dirs:
                try:
                    write_marker(self.fs, d, broker_epoch)
                    logger.debug(
                        "%sWrote clean shutdown marker at %s with broker epoch=%d", self.log_prefix, d, broker_epoch
                    )
                except OSError as e:
                    logger.warning("%sFailed to write the clean shutdown marker in %s: %s", self.log_prefix, d, e)
        for log in self.logs.values():
            if not log.offline:
                log.close()
        self.logs.clear()
        self.log_dir_of.clear()
        logger.info("%sShutdown complete.", self.log_prefix)
