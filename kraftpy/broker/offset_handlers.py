"""The offset requests: ListOffsets, OffsetForLeaderEpoch, DeleteRecords and GetReplicaLogInfo (a part of
`ReplicaManager`).

Each handler's docstring has its rules. A DeleteRecords that waits for the followers' log start offsets (the low
watermark) is a `DelayedDeleteRecords` watching its partitions in the broker's purgatory (`kraftpy.broker.purgatory`);
when one of them changes (a follower reported its log start, the HWM or leadership moved) it checks every partition
it waits for again and answers itself once none is left.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from kraftpy.broker.partition import Partition
from kraftpy.broker.purgatory import ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.deferred import DelayedOperation
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.delete_records import DeleteRecordsRequest, DeleteRecordsResponse
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest, ListOffsetsResponse
from kraftpy.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderEpochResponse,
)
from kraftpy.runtime import Deferred, RequestInfo
from kraftpy.storage.errors import OffsetOutOfRangeError, StorageError
from kraftpy.storage.log import EARLIEST_LOCAL_TIMESTAMP, EARLIEST_TIMESTAMP, LATEST_TIMESTAMP, MAX_TIMESTAMP

__all__ = ["OffsetHandlers"]

E = ErrorCode
_error_name = E.name_of

CONSUMER_REPLICA_ID = -1
DEBUGGING_REPLICA_ID = -2
READ_COMMITTED = 1  # IsolationLevel


@dataclass(slots=True)
class DeleteWait:
    partition: Partition
    requested_offset: int
    response: DeleteRecordsResponse.DeleteRecordsPartitionResult


class DelayedDeleteRecords(DelayedOperation[None]):
    """A DeleteRecords waiting until the low watermark of each of its partitions reached the requested offset (or
    the partition stopped leading here); REQUEST_TIMED_OUT for those still waiting at its deadline."""

    __slots__ = ("deferred", "handler", "response", "waiting")

    def __init__(self, handler: OffsetHandlers, response: DeleteRecordsResponse) -> None:
        super().__init__()
        self.handler = handler
        self.deferred = Deferred()
        self.response = response
        self.waiting: list[DeleteWait] = []

    def try_complete(self, payload: None) -> bool:
        """Check every partition it still waits for (the low watermark also moves when a follower is fenced)."""
        if self.done:
            return True
        alive = self.handler.shared.alive
        partitions = self.handler.partitions
        remaining: list[DeleteWait] = []
        for w in self.waiting:
            part = w.partition
            if not part.is_leader or partitions.get(part.key) is not part:
                w.response.error_code = int(E.NOT_LEADER_OR_FOLLOWER)
                continue
            low = part.low_watermark(alive)
            if low >= w.requested_offset:
                w.response.low_watermark = low
            else:
                remaining.append(w)
        self.waiting = remaining
        if not remaining:
            self.force_complete()
        return self.done

    def on_expiration(self) -> None:
        alive = self.handler.shared.alive
        for w in self.waiting:
            w.response.error_code = int(E.REQUEST_TIMED_OUT)
            w.response.low_watermark = w.partition.low_watermark(alive)
        self.waiting = []

    def on_complete(self) -> None:
        self.deferred.resolve(self.response)


class OffsetHandlers:
    """ListOffsets, OffsetForLeaderEpoch, DeleteRecords (and the answers of those parked in the purgatory) and
    GetReplicaLogInfo.

    Publishes a moved log start to the purgatory (followers' fetches learn it at once) and reports failed logs
    (`ReplicaManagerState.log_failed`)."""

    __slots__ = (
        "broker_epoch",
        "log_manager",
        "partitions",
        "purgatory",
        "reactor",
        "settings",
        "shared",
    )

    def __init__(self, shared: ReplicaManagerState, purgatory: ReplicaPurgatory) -> None:
        self.shared = shared
        self.reactor = shared.reactor
        self.settings = shared.settings
        self.log_manager = shared.log_manager
        self.broker_epoch = shared.broker_epoch
        self.partitions = shared.partitions
        self.purgatory = purgatory

    # =============================================================================================== ListOffsets

    def handle_list_offsets(self, info: RequestInfo, req: ListOffsetsRequest) -> ListOffsetsResponse:
        """ListOffsets v1-10 (Kafka's ``Partition.fetchOffsetForTimestamp``).

        -1 latest: the last fetchable offset (consumers: the HWM, read_committed the LSO; followers: the log end)
        with the current leader epoch; -2 earliest and -4 earliest local: the log start offset; -3 max timestamp:
        the offset of the largest timestamp; a timestamp >= 0: the first offset whose timestamp is at least it.
        Lookups beyond the last fetchable offset answer offset -1. OFFSET_NOT_AVAILABLE while a new leader's HWM
        has not reached its epoch start offset. Only the leader answers (ReplicaId -2, debugging, may ask a
        follower). A partition listed twice: INVALID_REQUEST.
        """
        v = info.api_version
        R = ListOffsetsResponse
        replica_id = req.replica_id
        isolation = (req.isolation_level if v >= 2 else 0) if replica_id == CONSUMER_REPLICA_ID else None
        only_leader = replica_id != DEBUGGING_REPLICA_ID
        resp = R(topics=[])
        seen: set[tuple[str, int]] = set()
        for t in req.topics:
            rt = R.ListOffsetsTopicResponse(name=t.name)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.ListOffsetsPartitionResponse(
                    partition_index=p.partition_index, timestamp=-1, offset=-1, leader_epoch=-1
                )
                rt.partitions.append(rp)
                if (t.name, p.partition_index) in seen:
                    rp.error_code = int(E.INVALID_REQUEST)
                    continue
                seen.add((t.name, p.partition_index))
                self._list_offset(t.name, p, v, isolation, only_leader, rp)
                if v < 4:
                    rp.leader_epoch = -1
        return resp

    def _list_offset(
        self,
        topic: str,
        p: ListOffsetsRequest.ListOffsetsPartition,
        v: int,
        isolation: int | None,
        only_leader: bool,
        rp: ListOffsetsResponse.ListOffsetsPartitionResponse,
    ) -> None:
        part, code = self.shared.lookup(topic, p.partition_index)
        if part is not None:
            code = part.check_leader_epoch(p.current_leader_epoch if v >= 4 else -1)
            if not code and only_leader and not part.is_leader:
                code = int(E.NOT_LEADER_OR_FOLLOWER)
        if code or part is None:
            rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
            return
        plog = part.log
        st = part.state
        hwm = part.high_watermark
        if isolation is None:
            last_fetchable = plog.log_end_offset
        else:
            last_fetchable = part.producers.last_stable_offset(hwm) if isolation == READ_COMMITTED else hwm
        lagging = isolation is not None and st is not None and st.leader_epoch_start_offset > hwm
        ts = p.timestamp
        try:
            if ts == LATEST_TIMESTAMP:
                if lagging:
                    rp.error_code = int(E.OFFSET_NOT_AVAILABLE)
                    return
                rp.timestamp, rp.offset, rp.leader_epoch = -1, last_fetchable, part.leader_epoch
                return
            if ts in (EARLIEST_TIMESTAMP, EARLIEST_LOCAL_TIMESTAMP):
                found = plog.fetch_offset_by_timestamp(ts)
            elif ts == MAX_TIMESTAMP or ts >= 0:
                found = plog.fetch_offset_by_timestamp(ts)
                if found is not None and found.offset >= last_fetchable:
                    found = None
                if found is None and lagging:
                    rp.error_code = int(E.OFFSET_NOT_AVAILABLE)
                    return
            else:
                found = None  # -5 latest tiered, -6 earliest pending upload: no tiered storage here
        except (StorageError, OSError) as e:
            self.shared.log_failed(part, e)
            rp.error_code = int(E.KAFKA_STORAGE_ERROR)
            return
        if found is not None:
            rp.timestamp, rp.offset = found.timestamp, found.offset
            rp.leader_epoch = found.leader_epoch if found.leader_epoch is not None else -1

    # ====================================================================================== OffsetForLeaderEpoch

    def handle_offset_for_leader_epoch(
        self, info: RequestInfo, req: OffsetForLeaderEpochRequest
    ) -> OffsetForLeaderEpochResponse:
        """OffsetForLeaderEpoch v2-4 (followers' truncation, consumers' log validation): the leader answers with
        (the largest epoch <= the requested one, the start offset of the next epoch or its log end), or -1/-1
        when it has no such epoch. CurrentLeaderEpoch is checked (FENCED_LEADER_EPOCH / UNKNOWN_LEADER_EPOCH)."""
        R = OffsetForLeaderEpochResponse
        resp = R(topics=[])
        for t in req.topics:
            rt = R.OffsetForLeaderTopicResult(topic=t.topic)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.EpochEndOffset(partition=p.partition, leader_epoch=-1, end_offset=-1)
                rt.partitions.append(rp)
                part, code = self.shared.lookup(t.topic, p.partition)
                if part is not None:
                    code = part.check_leader_epoch(p.current_leader_epoch)
                    if not code and not part.is_leader:
                        code = int(E.NOT_LEADER_OR_FOLLOWER)
                if code or part is None:
                    rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
                    continue
                found = part.log.end_offset_for_epoch(p.leader_epoch)
                if found is not None:
                    rp.leader_epoch, rp.end_offset = found
        return resp

    # ============================================================================================= DeleteRecords

    def handle_delete_records(self, info: RequestInfo, req: DeleteRecordsRequest) -> DeleteRecordsResponse | Deferred:
        """DeleteRecords v0-2: the leader moves its log start offset to Offset (-1: the HWM), durably, then
        answers once every live replica moved its log start offset there too (the low watermark), or
        REQUEST_TIMED_OUT after TimeoutMs. Beyond the HWM or negative: OFFSET_OUT_OF_RANGE; a topic without
        cleanup.policy=delete: POLICY_VIOLATION."""
        R = DeleteRecordsResponse
        resp = R(topics=[])
        op = DelayedDeleteRecords(self, resp)
        for t in req.topics:
            rt = R.DeleteRecordsTopicResult(name=t.name)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.DeleteRecordsPartitionResult(partition_index=p.partition_index, low_watermark=-1)
                rt.partitions.append(rp)
                part, code = self.shared.lookup(t.name, p.partition_index)
                if part is not None and not part.is_leader:
                    code = int(E.NOT_LEADER_OR_FOLLOWER)
                if code or part is None:
                    rp.error_code = code or int(E.NOT_LEADER_OR_FOLLOWER)
                    continue
                plog = part.log
                if not plog.config.delete_enabled:
                    rp.error_code = int(E.POLICY_VIOLATION)
                    continue
                offset = part.high_watermark if p.offset == -1 else p.offset
                if offset < 0 or offset > part.high_watermark:
                    rp.error_code = int(E.OFFSET_OUT_OF_RANGE)
                    continue
                try:
                    self.log_manager.maybe_increment_log_start_offset(part.topic, part.index, offset)
                except OffsetOutOfRangeError:
                    rp.error_code = int(E.OFFSET_OUT_OF_RANGE)
                    continue
                except (StorageError, OSError) as e:
                    self.shared.log_failed(part, e)
                    rp.error_code = int(E.KAFKA_STORAGE_ERROR)
                    continue
                part.producers.evict_below(plog.log_start_offset)
                low = part.low_watermark(self.shared.alive)
                if low >= offset:
                    rp.low_watermark = low
                else:
                    op.waiting.append(DeleteWait(part, offset, rp))
                    self.purgatory.watch_delete(op, part)
                    self.purgatory.log_changed(part)  # followers learn the new log start at once
        if not op.waiting:
            return resp
        self.purgatory.set_deadline(op, self.reactor.now_ms() + max(0, req.timeout_ms))
        op.try_complete(None)
        return op.deferred

    # ========================================================================================= GetReplicaLogInfo

    def handle_get_replica_log_info(
        self, info: RequestInfo, req: GetReplicaLogInfoRequest
    ) -> GetReplicaLogInfoResponse:
        """GetReplicaLogInfo v0 (kraftpy's KIP-966 RPC, key 1000): per partition the epoch of the last batch
        written (LastWrittenLeaderEpoch), the leader epoch in this broker's metadata (CurrentLeaderEpoch) and the
        log end offset, plus this broker's epoch. At most 2000 partitions are served; the rest get
        REQUEST_LIMIT_REACHED and HasMoreData. (CLUSTER_ACTION is checked by the node's authorization rules.)"""
        R = GetReplicaLogInfoResponse
        resp = R(broker_epoch=self.broker_epoch(), has_more_data=False, topic_partition_log_info_list=[])
        limit = self.settings.max_get_replica_log_info_partitions
        image = self.shared.image
        served = 0
        for t in req.topic_partitions:
            rt = R.TopicPartitionLogInfo(topic_id=t.topic_id)
            resp.topic_partition_log_info_list.append(rt)
            timg = image.topics_by_id.get(t.topic_id)
            for index in t.partitions:
                rp = R.PartitionLogInfo(
                    partition=index, last_written_leader_epoch=-1, current_leader_epoch=-1, log_end_offset=-1
                )
                rt.partition_log_info.append(rp)
                if served >= limit:
                    rp.error_code = int(E.REQUEST_LIMIT_REACHED)
                    resp.has_more_data = True
                    continue
                served += 1
                reg = None if timg is None else timg.partitions.get(index)
                if reg is not None:
                    rp.current_leader_epoch = reg.leader_epoch
                part, code = self.shared.lookup_by_id(t.topic_id, index)
                if part is None:
                    rp.error_code = code
                    rp.error_message = _describe_error(code, t.topic_id, index)
                    continue
                latest = part.log.latest_epoch
                rp.last_written_leader_epoch = latest if latest is not None else -1
                rp.log_end_offset = part.log.log_end_offset
        return resp


def _describe_error(code: int, topic_id: uuid.UUID, index: int) -> str:
    return f"{_error_name(code)} for partition {index} of topic {topic_id}"
