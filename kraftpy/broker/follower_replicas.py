"""The follower side of the replica manager: what the replica fetchers call (`kraftpy.broker.fetcher.FollowerAccess`).

The fetchers own the fetching (`kraftpy.broker.fetcher`); this part owns what happens to the follower's log: fetched
batches are appended as the leader wrote them, the high watermark follows the leader's (never beyond the local log
end offset), the log start offset follows the leader's (DeleteRecords), and the log is truncated after a
DivergingEpoch or OFFSET_OUT_OF_RANGE answer (Kafka's rules, see `truncate_for_divergence`). Every call names the
partition by key and does nothing when this broker no longer follows it: answers of a fetch sent before a
leadership change are dropped.
"""

from __future__ import annotations

import logging

from kraftpy.broker.partition import Partition
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.broker.transactions import buffer_marker_reader, load_producer_state, record_completed
from kraftpy.metadata.image import PartitionKey
from kraftpy.protocol.records.batch import validate_batches

__all__ = ["FollowerReplicas"]

log = logging.getLogger(__name__)


class FollowerReplicas:
    """The `FollowerAccess` the replica fetchers use. Reports a failed fetch (`ReplicaManagerState.log_failed`)."""

    __slots__ = (
        "log_manager",
        "metrics",
        "partitions",
        "prefix",
        "shared",
    )

    def __init__(self, shared: ReplicaManagerState) -> None:
        self.shared = shared
        self.partitions = shared.partitions
        self.log_manager = shared.log_manager
        self.metrics = shared.metrics
        self.prefix = shared.prefix

    def follower_fetch_position(self, key: PartitionKey) -> tuple[int, int, int] | None:
        part = self.partitions.get(key)
        if part is None or part.is_leader or part.log.offline:
            return None
        plog = part.log
        latest = plog.latest_epoch
        return plog.log_end_offset, (latest if latest is not None else -1), plog.log_start_offset

    def in_sync(self, key: PartitionKey) -> bool:
        """Whether this broker's replica is in the partition's ISR (as the metadata says): the follower-side
        replication throttle never holds it back then."""
        part = self.partitions.get(key)
        return part is not None and self.shared.node_id in part.isr

    def append_as_follower(
        self,
        key: PartitionKey,
        leader_epoch: int,
        records: memoryview | bytes,
        leader_high_watermark: int,
        leader_log_start_offset: int,
    ) -> int:
        part = self.partitions.get(key)
        if part is None or part.is_leader or part.leader_epoch != leader_epoch:
            # the partition moved on while the fetch was in flight (the fetcher drops such answers anyway)
            return part.log.log_end_offset if part is not None else 0
        plog = part.log
        if len(records):
            batches = validate_batches(records, allow_partial=True)
            if batches:
                data = records if batches.end == len(records) else memoryview(records)[: batches.end]
                plog.append_as_follower(data, batches=batches)
                completed = part.producers.on_batches(batches, buffer_marker_reader(data, plog.log_prefix))
                if completed:
                    record_completed(plog, completed)
                self.metrics.replication_bytes_in += batches.end
        leo = plog.log_end_offset
        if leader_high_watermark >= 0:
            new_hwm = min(leader_high_watermark, leo)
            if new_hwm > plog.high_watermark:
                plog.update_high_watermark(new_hwm)
        if leader_log_start_offset > plog.log_start_offset:
            new_start = min(leader_log_start_offset, plog.high_watermark)
            if new_start > plog.log_start_offset:
                self.log_manager.maybe_increment_log_start_offset(part.topic, part.index, new_start)
                part.producers.evict_below(plog.log_start_offset)
        return leo

    def truncate_for_divergence(self, key: PartitionKey, epoch: int, end_offset: int) -> bool:
        part = self.partitions.get(key)
        if part is None or part.is_leader:
            return True
        plog = part.log
        leo = plog.log_end_offset
        found = plog.end_offset_for_epoch(epoch)
        if found is None:
            target, complete = min(end_offset, leo), True
        elif found[0] != epoch:
            target, complete = min(found[1], leo), False
        else:
            target, complete = min(found[1], end_offset, leo), True
        self._truncate(part, target)
        return complete

    def truncate_to(self, key: PartitionKey, offset: int) -> None:
        part = self.partitions.get(key)
        if part is not None and not part.is_leader:
            self._truncate(part, offset)

    def truncate_fully_and_start_at(self, key: PartitionKey, offset: int) -> None:
        part = self.partitions.get(key)
        if part is None or part.is_leader:
            return
        part.log.truncate_fully_and_start_at(offset)
        self.log_manager.checkpoint_recovery_points()
        self.log_manager.checkpoint_log_start_offsets()
        part.producers.rebuild(())

    def _truncate(self, part: Partition, offset: int) -> None:
        plog = part.log
        if offset >= plog.log_end_offset:
            # No records to cut, but Log.truncate_to still drops epoch entries starting at the log end (an epoch
            # this broker led without appending), which would otherwise diverge from the leader forever.
            plog.truncate_to(offset)
            return
        log.info("%s Truncating %s from %d to %d", self.prefix, part.name, plog.log_end_offset, offset)
        self.log_manager.truncate_to({(part.topic, part.index): offset})
        producers = part.producers
        if producers.last_marker_offset >= offset or any(e.last_offset >= offset for e in producers.entries.values()):
            load_producer_state(plog, part.producers)

    def fetch_failed(self, key: PartitionKey, error: BaseException) -> None:
        part = self.partitions.get(key)
        if part is not None:
            self.shared.log_failed(part, error)
