"""DescribeLogDirs (API 35): the broker's log directories and the partition replicas in them (a part of
`ReplicaManager`).

What `kafka-log-dirs.sh --describe` and the admin clients' `describeLogDirs` read, answered as Kafka's broker does
(`ReplicaManager.describeLogDirs`):

* one result per configured log dir, in the order of ``log.dirs``, with its absolute path;
* a dir that is offline (an I/O error took it out of service, or it could not be created at start-up) answers
  KAFKA_STORAGE_ERROR, no topics, and TotalBytes / UsableBytes -1;
* an online dir lists the replicas whose logs it holds: Topics null in the request means every partition, a list
  names (topic, partition) pairs and the others are left out (a named partition this broker does not host is
  simply absent, as in Kafka); topics with no partition left are dropped. Per partition: the size of its log
  segments in bytes, OffsetLag ``max(high watermark - log end offset, 0)`` (0 for a current replica; -1 when the
  log is not a replica this broker hosts, e.g. a stray log), IsFutureKey false (kraftpy has no AlterReplicaLogDirs,
  so there are no future logs);
* v4+: TotalBytes and UsableBytes of the dir's volume: ``os.statvfs`` on a real file system (blocks and blocks
  available to unprivileged users, times the fragment size, as Java's FileStore total and usable space); -1 on the
  simulated file system, which knows no volume size (Kafka's "unknown"). A volume that cannot be queried makes the
  dir KAFKA_STORAGE_ERROR, as Kafka's IOException there does;
* v5: IsCordoned false (kraftpy does not cordon log dirs).

DESCRIBE on the cluster is checked by the node's authorization rules (`kraftpy.security.rules`): without it the
whole request is CLUSTER_AUTHORIZATION_FAILED with no results, as Kafka answers; Kafka applies no per-topic check
here, and neither does kraftpy. The metadata log (``__cluster_metadata``) is the raft layer's, not the log
manager's, and is not listed, as in Kafka.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse
from kraftpy.runtime import RequestInfo
from kraftpy.storage.fs import FileSystem, RealFileSystem
from kraftpy.storage.fsync_journal import JournalingFileSystem

__all__ = ["UNKNOWN_BYTES", "INVALID_OFFSET_LAG", "LogDirsHandler", "VolumeSpace", "statvfs_space", "volume_space_for"]

log = logging.getLogger(__name__)
E = ErrorCode
R = DescribeLogDirsResponse

#: TotalBytes / UsableBytes when the volume's size is not known (the schema's default)
UNKNOWN_BYTES = -1
#: OffsetLag of a log that is not a replica this broker hosts (Kafka's DescribeLogDirsResponse.INVALID_OFFSET_LAG)
INVALID_OFFSET_LAG = -1
_INT64_MAX = 2**63 - 1

#: path of a log dir -> (total bytes, usable bytes) of its volume; raises OSError when it cannot be read
VolumeSpace = Callable[[str], tuple[int, int]]


def statvfs_space(path: str) -> tuple[int, int]:
    """The total and usable bytes of the volume holding `path` (Java's FileStore getTotalSpace/getUsableSpace)."""
    st = os.statvfs(path)
    return min(st.f_blocks * st.f_frsize, _INT64_MAX), min(st.f_bavail * st.f_frsize, _INT64_MAX)


def volume_space_for(fs: FileSystem) -> VolumeSpace | None:
    """How to ask a file system for its volume sizes: `statvfs_space` for files on the operating system's disks,
    None (unknown) for the simulated file system."""
    return statvfs_space if isinstance(fs, (RealFileSystem, JournalingFileSystem)) else None


class LogDirsHandler:
    """Serves DescribeLogDirs from the log manager and the hosted replicas of `shared`."""

    __slots__ = ("_on_disk", "shared", "volume_space")

    def __init__(self, shared: ReplicaManagerState, volume_space: VolumeSpace | None = None) -> None:
        self.shared = shared
        fs = shared.log_manager.fs
        self._on_disk = isinstance(fs, (RealFileSystem, JournalingFileSystem))
        self.volume_space = volume_space if volume_space is not None else volume_space_for(fs)

    def handle_describe_log_dirs(self, info: RequestInfo, req: DescribeLogDirsRequest) -> DescribeLogDirsResponse:
        """DescribeLogDirs v1-5 (see the module docstring)."""
        wanted: set[tuple[str, int]] | None = None
        if req.topics is not None:
            wanted = {(t.topic, p) for t in req.topics for p in t.partitions}
        return R(throttle_time_ms=0, error_code=0, results=[self._describe_dir(d, wanted) for d in self._dirs()])

    def _dirs(self) -> list[str]:
        return list(self.shared.log_manager.log_dirs)

    def _describe_dir(self, d: str, wanted: set[tuple[str, int]] | None) -> R.DescribeLogDirsResult:
        manager = self.shared.log_manager
        path = os.path.abspath(d) if self._on_disk else d
        if d in manager.offline_dirs:
            return R.DescribeLogDirsResult(error_code=int(E.KAFKA_STORAGE_ERROR), log_dir=path, topics=[])
        total = usable = UNKNOWN_BYTES
        if self.volume_space is not None:
            try:
                total, usable = self.volume_space(path)
            except OSError as e:
                log.warning("%s Unable to describe replica dirs for %s: %s", self.shared.prefix, path, e)
                return R.DescribeLogDirsResult(error_code=int(E.KAFKA_STORAGE_ERROR), log_dir=path, topics=[])
        by_topic: dict[str, list[R.DescribeLogDirsPartition]] = {}
        for tp, lg in sorted(manager.logs_in_dir(d).items()):
            if wanted is not None and tp not in wanted:
                continue
            part = self.shared.by_name.get(tp)
            lag = INVALID_OFFSET_LAG if part is None else max(part.high_watermark - lg.log_end_offset, 0)
            by_topic.setdefault(tp[0], []).append(
                R.DescribeLogDirsPartition(
                    partition_index=tp[1], partition_size=lg.size_in_bytes, offset_lag=lag, is_future_key=False
                )
            )
        return R.DescribeLogDirsResult(
            error_code=0,
            log_dir=path,
            topics=[R.DescribeLogDirsTopic(name=name, partitions=ps) for name, ps in by_topic.items()],
            total_bytes=total,
            usable_bytes=usable,
            is_cordoned=False,
        )
