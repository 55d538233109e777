"""Partition logs on disk, Kafka-style: segments, indexes, checkpoints, recovery, the clean-shutdown marker and
metadata snapshot files. Imports nothing of kraftpy but :mod:`kraftpy.protocol`.

Layout of a log dir (as Kafka's)::

    <log.dir>/meta.properties                    identity of the dir (written by the format tool)
    <log.dir>/recovery-point-offset-checkpoint   flushed offset per partition
    <log.dir>/log-start-offset-checkpoint        log start offset per partition
    <log.dir>/replication-offset-checkpoint      high watermark per partition
    <log.dir>/cleaner-offset-checkpoint          first dirty offset per compacted partition (the log cleaner)
    <log.dir>/.kafka_cleanshutdown               KIP-966 marker: {"version":0,"brokerEpoch":N}
    <log.dir>/<topic>-<partition>/00000000000000000000.log / .index / .timeindex
                                  .txnindex (aborted transactions; only where there are some)
                                  leader-epoch-checkpoint, partition.metadata
    <log.dir>/__cluster_metadata-0/<20-digit offset>-<10-digit epoch>.checkpoint   metadata snapshots

Modules: :mod:`.fs` (the FileSystem interface and the real one), :mod:`.sim_fs` (the simulated one, with power
loss), :mod:`.config` (``LogConfig``), :mod:`.index`, :mod:`.segment`, :mod:`.epoch_cache`, :mod:`.checkpoints`,
:mod:`.log` (the partition ``Log`` and its data path), :mod:`.log_loader` (opening and recovering a log),
:mod:`.log_retention` (the rules of retention, deleted segment files), :mod:`.log_manager`, :mod:`.clean_shutdown`,
:mod:`.snapshots`, :mod:`.meta_properties`, :mod:`.region` (file regions: segment bytes a Fetch response sends
with sendfile), :mod:`.cleaner` (log compaction: the log cleaner and its ``cleaner-offset-checkpoint``),
:mod:`.cleaning` (one cleaning of one log), :mod:`.cleaner_records` (what a cleaning does to a batch) and
:mod:`.txn_index` (a segment's aborted transactions).

Durability model in one paragraph: a write is durable only after fsync of its file, and a file's name only after
fsync of its directory (:mod:`.fs`). A log's ``recovery_point`` is its flushed offset: everything below it is on
disk. The log fsyncs on segment roll, on explicit flushes (``flush.messages``/``flush.ms``, both off by default as
in Kafka: replication provides durability), when checkpointing and at shutdown; truncations and deletions are
durable at once. After an unclean shutdown (no clean-shutdown marker) the segments from the recovery point on are
validated batch by batch: a torn or corrupt tail is cut off and logged, corruption followed by valid data takes the
partition offline instead (:mod:`.log_loader` has the exact rules). With the marker, checkpoints and indexes are
trusted.
"""

from .checkpoints import (
    LEADER_EPOCH_CHECKPOINT,
    LOG_START_OFFSET_CHECKPOINT,
    PARTITION_METADATA_FILE,
    RECOVERY_POINT_CHECKPOINT,
    REPLICATION_OFFSET_CHECKPOINT,
    CheckpointError,
    read_offset_checkpoint,
    read_partition_metadata,
    write_offset_checkpoint,
    write_partition_metadata,
)
from .clean_shutdown import (
    CLEAN_SHUTDOWN_FILE,
    CleanShutdownMarker,
    delete_marker,
    marker_exists,
    read_broker_epoch,
    read_marker,
    write_marker,
)
from .config import LogConfig
from .epoch_cache import LeaderEpochCache
from .errors import (
    CorruptIndexError,
    CorruptLogError,
    InvalidOffsetError,
    LogConfigError,
    LogOfflineError,
    OffsetOutOfRangeError,
    RecordBatchTooLargeError,
    StorageError,
)
from .fs import FileHandle, FileSystem, FsStats, RealFileSystem
from .index import OffsetIndex, TimeIndex
from .log import (
    EARLIEST_LOCAL_TIMESTAMP,
    EARLIEST_TIMESTAMP,
    LATEST_TIMESTAMP,
    MAX_TIMESTAMP,
    AppendInfo,
    FetchData,
    Log,
    TimestampAndOffset,
    parse_topic_partition,
    topic_partition_dir_name,
)
from .log_manager import METADATA_TOPIC, LogManager
from .meta_properties import MetaProperties, MetaPropertiesError, read_meta_properties, write_meta_properties
from .segment import LogSegment, RecoveryResult, segment_file_name
from .sim_fs import SimFileSystem
from .snapshots import (
    CorruptSnapshotError,
    SnapshotId,
    SnapshotWriter,
    cleanup_snapshot_files,
    delete_snapshot,
    delete_snapshots_before,
    latest_snapshot,
    list_snapshots,
    read_snapshot,
    snapshot_file_name,
)

__all__ = [
    "CLEAN_SHUTDOWN_FILE",
    "EARLIEST_LOCAL_TIMESTAMP",
    "EARLIEST_TIMESTAMP",
    "LATEST_TIMESTAMP",
    "LEADER_EPOCH_CHECKPOINT",
    "LOG_START_OFFSET_CHECKPOINT",
    "MAX_TIMESTAMP",
    "METADATA_TOPIC",
    "PARTITION_METADATA_FILE",
    "RECOVERY_POINT_CHECKPOINT",
    "REPLICATION_OFFSET_CHECKPOINT",
    "AppendInfo",
    "CheckpointError",
    "CleanShutdownMarker",
    "CorruptIndexError",
    "CorruptLogError",
    "CorruptSnapshotError",
    "FetchData",
    "FileHandle",
    "FileSystem",
    "FsStats",
    "InvalidOffsetError",
    "LeaderEpochCache",
    "Log",
    "LogConfig",
    "LogConfigError",
    "LogManager",
    "LogOfflineError",
    "LogSegment",
    "MetaProperties",
    "MetaPropertiesError",
    "OffsetIndex",
    "OffsetOutOfRangeError",
    "RealFileSystem",
    "RecordBatchTooLargeError",
    "RecoveryResult",
    "SimFileSystem",
    "SnapshotId",
    "SnapshotWriter",
    "StorageError",
    "TimeIndex",
    "TimestampAndOffset",
    "cleanup_snapshot_files",
    "delete_marker",
    "delete_snapshot",
    "delete_snapshots_before",
    "latest_snapshot",
    "list_snapshots",
    "marker_exists",
    "parse_topic_partition",
    "read_broker_epoch",
    "read_marker",
    "read_meta_properties",
    "read_offset_checkpoint",
    "read_partition_metadata",
    "read_snapshot",
    "segment_file_name",
    "snapshot_file_name",
    "topic_partition_dir_name",
    "write_marker",
    "write_meta_properties",
    "write_offset_checkpoint",
    "write_partition_metadata",
]
