"""The metadata partition on disk: `__cluster_metadata-0` as a `RaftLog`, and the `quorum-state` file.

`MetadataLog` implements `kraftpy.raft.log.RaftLog` on kraftpy.storage's partition `Log` (segments, indexes,
leader-epoch checkpoint) plus snapshot files (``<20-digit end offset>-<10-digit epoch>.checkpoint``) in the same
directory, all through an injected `FileSystem` (`RealFileSystem` in a node, `SimFileSystem` in tests).

Durability, as the raft core expects it (`RaftLog`'s docstring):

* appends are buffered; `flush()` fsyncs the segments (and the directory when a segment was created), and only
  then moves `flushed_offset`;
* truncations, the deletion of the log prefix behind a snapshot and the emptying of the log for a newer snapshot
  are durable when they return (the storage `Log` makes them so: renames to ``.deleted`` and directory fsyncs);
* a snapshot is written to ``.checkpoint.part`` and becomes visible only by `freeze`: checked batch by batch
  (CRC included), fsynced, renamed to ``.checkpoint``, directory fsynced.

Opening (`MetadataLog.open`) recovers from any crash, as Kafka recovers its metadata log: the segments are always
fully recovered (a torn or corrupt tail is cut off; corruption followed by valid data refuses to open), leftover
``.part``/``.deleted`` snapshot files are removed, and the log start is rebuilt from the snapshots: when the latest
snapshot lies beyond the log (a follower that crashed between downloading a snapshot and emptying its log) the log
is emptied and starts at it; otherwise the log starts at the latest snapshot (the core deletes the prefix right
after every snapshot it freezes, so this completes a deletion a crash interrupted), and older snapshots are
deleted.

`FileQuorumStateStore` keeps the election state in ``quorum-state`` (Kafka's JSON, see
`kraftpy.raft.quorum_state`), replaced atomically: ``quorum-state.tmp`` written and fsynced, renamed, directory
fsynced.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.records.batch import validate_batches
from kraftpy.protocol.uuids import METADATA_TOPIC_ID
from kraftpy.raft.log import SnapshotWriter
from kraftpy.raft.quorum_state import DATA_VERSION, QUORUM_STATE_FILE, ElectionState
from kraftpy.raft.types import (
    METADATA_PARTITION,
    METADATA_TOPIC,
    OffsetAndEpoch,
    RaftError,
    RaftStateError,
)
from kraftpy.storage.config import LogConfig
from kraftpy.storage.errors import StorageError
from kraftpy.storage.fs import FileHandle, FileSystem, join
from kraftpy.storage.log import Log, topic_partition_dir_name
from kraftpy.storage.snapshots import (
    PARTIAL_SNAPSHOT_SUFFIX,
    SnapshotId,
    cleanup_snapshot_files,
    delete_snapshot,
    list_snapshots,
    snapshot_path,
)

__all__ = [
    "METADATA_LOG_CONFIG",
    "METADATA_PARTITION_DIR",
    "FileQuorumStateStore",
    "MetadataLog",
    "MetadataLogError",
    "metadata_partition_dir",
]

logger = logging.getLogger(__name__)

METADATA_PARTITION_DIR = topic_partition_dir_name(METADATA_TOPIC, METADATA_PARTITION)

# Kafka's metadata log settings: metadata.log.segment.bytes / .ms defaults, batches up to 8 MiB
# (KafkaRaftClient.MAX_BATCH_SIZE_BYTES), no time or size retention (the prefix goes only behind snapshots).
METADATA_LOG_CONFIG = LogConfig(
    segment_bytes=1024 * 1024 * 1024,
    segment_ms=7 * 24 * 3600 * 1000,
    retention_ms=-1,
    retention_bytes=-1,
    max_message_bytes=8 * 1024 * 1024,
    file_delete_delay_ms=0,
)

_CORRUPT_MESSAGE = 2  # ErrorCode.CORRUPT_MESSAGE


class MetadataLogError(StorageError):
    """The metadata log cannot be opened consistently (e.g. its start is not covered by any snapshot)."""


def metadata_partition_dir(metadata_log_dir: str) -> str:
    return join(metadata_log_dir, METADATA_PARTITION_DIR)


class _FileSnapshotWriter:
    """A snapshot being written to ``.checkpoint.part``. Chunks need not be batch-aligned (FetchSnapshot sends
    byte ranges); `freeze` checks the whole file holds valid batches before publishing it."""

    __slots__ = ("_done", "_fh", "_id", "_log", "_size")

    def __init__(self, log: MetadataLog, snapshot_id: OffsetAndEpoch) -> None:
        self._log = log
        self._id = snapshot_id
        self._fh: FileHandle = log.fs.open(
            snapshot_path(log.dir, _sid(snapshot_id), PARTIAL_SNAPSHOT_SUFFIX),
            write=True,
            create=True,
            truncate=True,
        )
        self._size = 0
        self._done = False

    @property
    def snapshot_id(self) -> OffsetAndEpoch:
        return self._id

    @property
    def size(self) -> int:
        return self._size

    def append(self, data: bytes | memoryview) -> None:
        if self._done:
            raise RaftError(f"snapshot {self._id} is already frozen or aborted")
        if data:
            self._fh.append(data)
            self._size += len(data)

    def freeze(self) -> None:
        if self._done:
            raise RaftError(f"snapshot {self._id} is already frozen or aborted")
        log = self._log
        sid = _sid(self._id)
        try:
            validate_batches(self._fh.pread(0, self._size))
        except ProtocolError as exc:
            self.abort()
            raise RaftError(f"snapshot {self._id} is corrupt: {exc}", error_code=_CORRUPT_MESSAGE) from None
        self._fh.fsync()
        self._fh.close()
        self._done = True
        log.fs.rename(snapshot_path(log.dir, sid, PARTIAL_SNAPSHOT_SUFFIX), snapshot_path(log.dir, sid))
        log.fs.fsync_dir(log.dir)
        log._snapshot_frozen(self._id)

    def abort(self) -> None:
        if self._done:
            return
        self._done = True
        self._fh.close()
        self._log.fs.remove_if_exists(snapshot_path(self._log.dir, _sid(self._id), PARTIAL_SNAPSHOT_SUFFIX))


def _sid(snapshot_id: OffsetAndEpoch) -> SnapshotId:
    return SnapshotId(snapshot_id.offset, snapshot_id.epoch)


class MetadataLog:
    """`RaftLog` on disk. Open it with `MetadataLog.open`; close it with `close` (after `flush` for a clean
    shutdown). One owner, not thread-safe."""

    __slots__ = ("_snapshots", "dir", "fs", "log")

    def __init__(self, fs: FileSystem, directory: str, log: Log, snapshots: set[OffsetAndEpoch]) -> None:
        self.fs = fs
        self.dir = directory
        self.log = log
        self._snapshots = snapshots

    # ------------------------------------------------------------------------------------------------ open

    @classmethod
    def open(
        cls,
        fs: FileSystem,
        directory: str,
        clock: Callable[[], int],
        config: LogConfig = METADATA_LOG_CONFIG,
    ) -> MetadataLog:
        """Open (creating it) the metadata partition directory `directory` and recover it (module docstring).

        Raises `CorruptLogError` for corruption recovery must not truncate and `MetadataLogError` for an
        inconsistent start."""
        directory = directory.rstrip("/")
        log = Log.open(
            fs,
            directory,
            config,
            clock,
            recovery_point=0,
            log_start_offset=0,
            had_clean_shutdown=False,
            topic_id=METADATA_TOPIC_ID,
        )
        try:
            cleanup_snapshot_files(fs, directory)
            snapshots = {OffsetAndEpoch(s.offset, s.epoch) for s in list_snapshots(fs, directory)}
            self = cls(fs, directory, log, snapshots)
            self._recover_start()
        except BaseException:
            log.close_handles()
            raise
        logger.info(
            "[MetadataLog dir=%s] Opened with log start offset %d, log end offset %d, last epoch %d, snapshots %s",
            directory,
            self.start_offset,
            self.end_offset,
            self.last_fetched_epoch,
            [f"{s.offset}-{s.epoch}" for s in sorted(snapshots, key=_order)],
        )
        return self

    def _recover_start(self) -> None:
        log = self.log
        latest = self.latest_snapshot_id()
        if latest is not None and latest.offset > 0:
            if self.truncate_to_latest_snapshot():
                logger.info(
                    "[MetadataLog dir=%s] Snapshot %s lies beyond the log: the log now starts at it",
                    self.dir,
                    latest,
                )
            elif latest.offset > log.log_start_offset:
                self._advance_start(latest)
        if log.log_start_offset > 0 and self.log_start_snapshot_id() is None:
            raise MetadataLogError(
                f"Inconsistent metadata log in {self.dir}: it starts at offset {log.log_start_offset} but no "
                f"snapshot ends there (snapshots: {sorted((s.offset, s.epoch) for s in self._snapshots)})"
            )
        self._forget_snapshots_before(log.log_start_offset)

    # ------------------------------------------------------------------------------------------ properties

    @property
    def start_offset(self) -> int:
        return self.log.log_start_offset

    @property
    def end_offset(self) -> int:
        return self.log.log_end_offset

    @property
    def last_fetched_epoch(self) -> int:
        log = self.log
        if log.log_end_offset > log.log_start_offset:
            epoch = log.epoch_cache.latest_epoch
            if epoch is not None:
                return epoch
        snap = self.log_start_snapshot_id()
        return snap.epoch if snap is not None else 0

    @property
    def flushed_offset(self) -> int:
        return max(self.log.recovery_point, self.log.log_start_offset)

    # --------------------------------------------------------------------------------------------- reading

    def _epochs(self) -> list[tuple[int, int]]:
        log = self.log
        if log.log_end_offset <= log.log_start_offset:
            return []
        return [(e, o) for e, o in log.epoch_cache.entries if o < log.log_end_offset]

    def end_offset_for_epoch(self, epoch: int) -> OffsetAndEpoch:
        epochs = self._epochs()
        end = self.log.log_end_offset
        if not epochs:
            return OffsetAndEpoch(end, self.last_fetched_epoch)
        if epoch >= epochs[-1][0]:
            return OffsetAndEpoch(end, epochs[-1][0])
        i = 0
        while epochs[i][0] <= epoch:
            i += 1
        higher_start = epochs[i][1]
        if i > 0:
            return OffsetAndEpoch(higher_start, epochs[i - 1][0])
        snap = self.log_start_snapshot_id()
        if snap is not None and higher_start == snap.offset and epoch < snap.epoch:
            return snap
        return OffsetAndEpoch(higher_start, epoch)

    def read(self, start_offset: int, max_bytes: int) -> bytes:
        log = self.log
        if start_offset >= log.log_end_offset or start_offset < log.log_start_offset:
            return b""
        return bytes(log.read(start_offset, max_bytes).records)

    # --------------------------------------------------------------------------------------------- writing

    def append_as_leader(self, batch: bytes, epoch: int) -> tuple[int, int]:
        try:
            info = self.log.append_as_leader(bytearray(batch), epoch)
        except ProtocolError as exc:
            raise RaftError(f"invalid batch appended by the leader: {exc}", error_code=_CORRUPT_MESSAGE) from None
        return info.first_offset, info.last_offset

    def append_as_follower(self, batches: bytes | memoryview) -> tuple[int, int]:
        try:
            headers = validate_batches(batches)
        except ProtocolError as exc:
            raise RaftError(f"corrupt batch from the leader: {exc}", error_code=_CORRUPT_MESSAGE) from None
        if not headers:
            raise RaftError("no batches to append", error_code=_CORRUPT_MESSAGE)
        expected = self.log.log_end_offset
        latest = self.log.epoch_cache.latest_epoch if self.end_offset > self.start_offset else None
        for h in headers:
            if h.base_offset != expected:
                raise RaftError(
                    f"batch at offset {h.base_offset} does not continue the log at offset {expected}",
                    error_code=_CORRUPT_MESSAGE,
                )
            if latest is not None and h.partition_leader_epoch < latest:
                raise RaftError(
                    f"batch at offset {h.base_offset} has epoch {h.partition_leader_epoch} below the log's last "
                    f"epoch {latest}",
                    error_code=_CORRUPT_MESSAGE,
                )
            latest = h.partition_leader_epoch
            expected = h.base_offset + h.last_offset_delta + 1
        info = self.log.append_as_follower(batches, batches=headers)
        return info.first_offset, info.last_offset

    def truncate_to(self, offset: int) -> int:
        log = self.log
        start = log.log_start_offset
        if offset < start:
            raise RaftStateError(f"cannot truncate to offset {offset} below the log start offset {start}")
        if offset >= log.log_end_offset:
            return log.log_end_offset
        log.truncate_to(offset)
        if log.log_end_offset < start or log.log_start_offset < start:
            # the batch straddling the log start went: the log is empty at its start (the snapshot)
            log.truncate_fully_and_start_at(start)
        return log.log_end_offset

    def flush(self) -> None:
        self.log.flush()

    # ------------------------------------------------------------------------------------------- snapshots

    def latest_snapshot_id(self) -> OffsetAndEpoch | None:
        if not self._snapshots:
            return None
        return max(self._snapshots, key=_order)

    def log_start_snapshot_id(self) -> OffsetAndEpoch | None:
        start = self.log.log_start_offset
        if start == 0:
            return None
        found = [s for s in self._snapshots if s.offset == start]
        return max(found, key=_order) if found else None

    def snapshot_ids(self) -> list[OffsetAndEpoch]:
        return sorted(self._snapshots, key=_order)

    def snapshot_size(self, snapshot_id: OffsetAndEpoch) -> int | None:
        if snapshot_id not in self._snapshots:
            return None
        return self.fs.file_size(snapshot_path(self.dir, _sid(snapshot_id)))

    def read_snapshot(self, snapshot_id: OffsetAndEpoch, position: int, max_bytes: int) -> bytes | None:
        if snapshot_id not in self._snapshots:
            return None
        with self.fs.open(snapshot_path(self.dir, _sid(snapshot_id))) as fh:
            return fh.pread(position, max(0, min(max_bytes, fh.size - position)))

    def create_snapshot(self, snapshot_id: OffsetAndEpoch) -> SnapshotWriter | None:
        if snapshot_id in self._snapshots:
            return None
        if snapshot_id.offset < 0 or snapshot_id.epoch < 0:
            raise RaftError(f"invalid snapshot id {snapshot_id}", error_code=42)  # INVALID_REQUEST
        return _FileSnapshotWriter(self, snapshot_id)

    def _snapshot_frozen(self, snapshot_id: OffsetAndEpoch) -> None:
        self._snapshots.add(snapshot_id)
        logger.info("[MetadataLog dir=%s] Created snapshot %s", self.dir, snapshot_id)

    def delete_before_snapshot(self, snapshot_id: OffsetAndEpoch) -> bool:
        if snapshot_id not in self._snapshots or snapshot_id.offset <= self.log.log_start_offset:
            return False
        if snapshot_id.offset > self.log.log_end_offset:
            return False
        self.flush()
        self._advance_start(snapshot_id)
        self._forget_snapshots_before(snapshot_id.offset)
        return True

    def _advance_start(self, snapshot_id: OffsetAndEpoch) -> None:
        log = self.log
        log.update_high_watermark(log.log_end_offset)
        log.maybe_increment_log_start_offset(snapshot_id.offset, reason=f"snapshot {snapshot_id}")
        log.delete_old_segments()

    def truncate_to_latest_snapshot(self) -> bool:
        latest = self.latest_snapshot_id()
        if latest is None:
            return False
        log = self.log
        last_epoch = self.last_fetched_epoch
        if latest.epoch > last_epoch or (latest.epoch == last_epoch and latest.offset > log.log_end_offset):
            log.truncate_fully_and_start_at(latest.offset)
            self._forget_snapshots_before(latest.offset)
            return True
        return False

    def _forget_snapshots_before(self, offset: int) -> None:
        for sid in sorted((s for s in self._snapshots if s.offset < offset), key=_order):
            self._snapshots.discard(sid)
            delete_snapshot(self.fs, self.dir, _sid(sid))

    # ------------------------------------------------------------------------------------------- lifecycle

    def close(self) -> None:
        """Close the files. Call `flush` first for a clean shutdown."""
        self.log.close()

    def __repr__(self) -> str:
        return (
            f"MetadataLog(dir={self.dir}, start={self.start_offset}, end={self.end_offset}, "
            f"flushed={self.flushed_offset}, snapshots={[(s.offset, s.epoch) for s in self.snapshot_ids()]})"
        )


def _order(s: OffsetAndEpoch) -> tuple[int, int]:
    return (s.offset, s.epoch)


class FileQuorumStateStore:
    """`QuorumStateStore` on the `quorum-state` file of the metadata partition directory."""

    __slots__ = ("data_version", "fs", "path", "writes")

    def __init__(self, fs: FileSystem, directory: str, data_version: int = DATA_VERSION) -> None:
        self.fs = fs
        self.path = join(directory.rstrip("/"), QUORUM_STATE_FILE)
        self.data_version = data_version
        self.writes = 0

    def read(self) -> ElectionState | None:
        """The stored state, None when the file does not exist; `RaftError` (one line) for a bad file."""
        self.fs.remove_if_exists(self.path + ".tmp")
        if not self.fs.exists(self.path):
            return None
        try:
            text = self.fs.read_file(self.path).decode("utf-8")
        except UnicodeDecodeError:
            raise RaftError(f"{self.path}: not UTF-8 text") from None
        try:
            return ElectionState.from_json(text)
        except RaftError as exc:
            raise RaftError(f"{self.path}: {exc}") from None

    def write(self, state: ElectionState) -> None:
        """Replace the file atomically and durably (tmp, fsync, rename, fsync dir) before returning."""
        self.fs.write_atomic(self.path, state.to_json(self.data_version).encode("utf-8"))
        self.writes += 1
