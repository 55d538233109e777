"""Fetch: reads for consumers and followers, fetch sessions, parked long polls and their wake-ups, and the response
(a part of `ReplicaManager`).

`handle_fetch`'s docstring has the rules. A follower's fetch reports its progress to the leader's
`LeaderPartitionState` (the ISR part then publishes the HWM and may expand the ISR) and its log start offset (this
part publishes it to the purgatory, for DeleteRecords). A fetch that cannot be answered yet is a `DelayedFetch`
watching, in the broker's purgatory (`kraftpy.broker.purgatory`), every partition it reads; when one of them changes
(data, HWM, leadership, log start) it checks itself again (Kafka's ``DelayedFetch.tryComplete``) and answers itself.

Replication throttle (KIP-73, `kraftpy.broker.replication_quota`): a follower outside the ISR fetching a partition
named for this leader by leader.replication.throttled.replicas gets no records for it while the leader quota is
exceeded (its progress is still recorded; the rest of the response is as usual), and what such a partition has
does not count towards MinBytes (the fetch waits out MaxWaitMs rather than coming back empty at once). The record
bytes of throttled partitions in followers' responses are recorded in the leader quota.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass, field
from typing import Any

from kraftpy.broker.fetch_session import FetchContext, FetchPartition, FetchSessionCache, SessionPartitionKey
from kraftpy.broker.isr_manager import IsrManager
from kraftpy.broker.partition import Partition
from kraftpy.broker.purgatory import ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.broker.replication_quota import leader_throttled
from kraftpy.deferred import DelayedOperation
from kraftpy.metadata.acls import AclOperation, ResourceType
from kraftpy.metadata.image import PartitionKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.runtime import Deferred, RequestInfo
from kraftpy.storage.errors import OffsetOutOfRangeError, StorageError

__all__ = ["DelayedFetch", "FetchHandler", "FetchParams"]

log = logging.getLogger(__name__)
E = ErrorCode
READ = AclOperation.READ
TOPIC_RESOURCE = ResourceType.TOPIC

READ_COMMITTED = 1
INT64_MAX = 2**63 - 1
TOPIC_DENIED = int(E.TOPIC_AUTHORIZATION_FAILED)
NOTHING_DENIED: frozenset[str] = frozenset()


def _unreadable(info: RequestInfo, partitions: list[FetchPartition]) -> frozenset[str]:
    """The topics among `partitions` (a consumer's fetch, its session's partitions included) that the principal
    may not READ: asked on every fetch, so an ACL removed takes effect on the next one, as in Kafka."""
    verdicts: dict[str, bool] = {}
    may = info.may
    for fp in partitions:
        topic = fp.topic
        if topic not in verdicts:
            verdicts[topic] = not topic or may(READ, TOPIC_RESOURCE, topic)  # "": an unknown topic id
    if all(verdicts.values()):
        return NOTHING_DENIED
    return frozenset(t for t, ok in verdicts.items() if not ok)


@dataclass(slots=True)
class FetchParams:
    version: int
    replica_id: int
    replica_epoch: int
    isolation_level: int
    max_bytes: int
    min_bytes: int
    max_wait_ms: int
    listener: str
    started_ms: int
    follower_hwms: dict[PartitionKey, int] = field(default_factory=dict)  # v18 HighWatermark per partition
    # consumers: the topics of the fetch (its session's included) the principal may not READ, answered
    # TOPIC_AUTHORIZATION_FAILED without being read
    unreadable: frozenset[str] = frozenset()

    @property
    def is_follower(self) -> bool:
        return self.replica_id >= 0


class DelayedFetch(DelayedOperation[list[FetchPartition]]):
    """A Fetch parked until MinBytes are available, something its fetcher must learn appears, or MaxWaitMs passes;
    it watches each partition it reads with its entries for that partition."""

    __slots__ = ("context", "deferred", "handler", "params")

    def __init__(self, handler: FetchHandler, params: FetchParams, context: FetchContext) -> None:
        super().__init__()
        self.handler = handler
        self.params = params
        self.context = context
        self.deferred = Deferred()

    def try_complete(self, payload: list[FetchPartition]) -> bool:
        # with MinBytes <= 1 (followers, most consumers) only the partition that changed is checked: the others did
        # not change since the fetch was parked or last checked (they wake it themselves when they do)
        self.handler.check_parked(self, payload if self.params.min_bytes <= 1 else None)
        return self.done

    def on_expiration(self) -> None:
        self.handler.metrics.expired_fetches += 1

    def on_complete(self) -> None:
        self.handler.answer_parked(self)


@dataclass(slots=True)
class _Read:
    """One partition's answer in a Fetch."""

    fp: FetchPartition
    data: FetchResponse.PartitionData
    nbytes: int
    part: Partition | None
    diverging: bool


class FetchHandler:
    """Fetch requests and the answers of the fetches parked in the purgatory.

    Calls the ISR part's `leader_state_changed` and `maybe_expand_isr` (a follower's progress), publishes a
    follower's log start to the purgatory (DeleteRecords may wait for it), and reports failed reads
    (`ReplicaManagerState.log_failed`)."""

    __slots__ = (
        "isr",
        "metrics",
        "node_id",
        "prefix",
        "purgatory",
        "reactor",
        "sessions",
        "settings",
        "shared",
    )

    def __init__(
        self,
        shared: ReplicaManagerState,
        sessions: FetchSessionCache,
        isr: IsrManager,
        purgatory: ReplicaPurgatory,
    ) -> None:
        self.shared = shared
        self.reactor = shared.reactor
        self.node_id = shared.node_id
        self.settings = shared.settings
        self.metrics = shared.metrics
        self.prefix = shared.prefix
        self.sessions = sessions
        self.isr = isr
        self.purgatory = purgatory

    def handle_fetch(self, info: RequestInfo, req: FetchRequest) -> FetchResponse | Deferred:
        """Fetch v4-18 from consumers (ReplicaId -1) and followers (ReplicaId / ReplicaState >= 0).

        Consumers read up to the HWM (read_committed, IsolationLevel 1: up to the last stable offset, with the
        aborted transactions of the range in AbortedTransactions) from the leader only; followers read up to the log
        end and report their progress (their fetch offset is their log end offset; the leader records it with their
        broker epoch, advances the HWM and expands the ISR). Every answer carries the LSO. A FetchOffset outside
        [log start, log end] is OFFSET_OUT_OF_RANGE; beyond the HWM a consumer gets no records. LastFetchedEpoch
        (v12+) is checked against the leader's epoch cache (DivergingEpoch when the fetcher's log diverged).
        MaxBytes (capped by fetch.max.bytes for consumers) and PartitionMaxBytes bound the answer, but the first
        batch found is returned even when larger. Sessions: `kraftpy.broker.fetch_session`. Long poll: with fewer
        than MinBytes available, no error and MaxWaitMs > 0 the request waits until enough data arrives (HWM moves
        for consumers, log end for followers), the leader changes, or MaxWaitMs passes. Followers are also answered
        at once when the HWM moved past what they know (v18's HighWatermark, or the last HWM sent to them), so they
        learn it without waiting.
        """
        now = self.reactor.now_ms()
        v = info.api_version
        if v >= 15:
            replica_id, replica_epoch = req.replica_state.replica_id, req.replica_state.replica_epoch
        else:
            replica_id, replica_epoch = req.replica_id, -1
        max_bytes = req.max_bytes if replica_id >= 0 else min(req.max_bytes, self.settings.fetch_max_bytes)
        params = FetchParams(
            v,
            replica_id,
            replica_epoch,
            req.isolation_level,
            max_bytes,
            req.min_bytes,
            req.max_wait_ms,
            info.listener,
            now,
        )
        image = self.shared.image
        partitions: list[FetchPartition] = []
        for t in req.topics:
            if v >= 13:
                timg = image.topics_by_id.get(t.topic_id)
                topic_id, name = t.topic_id, (timg.name if timg is not None else "")
            else:
                timg = image.topic(t.topic)
                topic_id, name = (timg.id if timg is not None else ZERO_UUID), t.topic
            for p in t.partitions:
                partitions.append(
                    FetchPartition(
                        topic_id=topic_id,
                        topic=name,
                        partition=p.partition,
                        fetch_offset=p.fetch_offset,
                        partition_max_bytes=p.partition_max_bytes,
                        current_leader_epoch=p.current_leader_epoch if v >= 9 else -1,
                        last_fetched_epoch=p.last_fetched_epoch if v >= 12 else -1,
                        log_start_offset=p.log_start_offset if v >= 5 else -1,
                    )
                )
                if v >= 18 and replica_id >= 0 and p.high_watermark != INT64_MAX:
                    params.follower_hwms[(topic_id, p.partition)] = p.high_watermark
        forgotten: list[SessionPartitionKey] = []
        if v >= 7:
            for f in req.forgotten_topics_data:
                ident: uuid.UUID | str = f.topic_id if v >= 13 else f.topic
                forgotten.extend((ident, i) for i in f.partitions)
        ctx = self.sessions.new_context(
            v, req.session_id, req.session_epoch, partitions, forgotten, now, info.principal
        )
        if ctx.kind == FetchContext.ERROR:
            return FetchResponse(error_code=ctx.error, session_id=0, responses=[])
        if replica_id < 0:
            params.unreadable = _unreadable(info, ctx.partitions)
        reads = self._read_fetch(params, ctx, update_follower_state=True)
        if self._fetch_ready(params, ctx, reads):
            return self._fetch_response(params, ctx, reads)
        op = DelayedFetch(self, params, ctx)
        purgatory = self.purgatory
        for r in reads:
            if r.part is not None:
                purgatory.watch_fetch(op, r.part, r.fp)
        purgatory.set_deadline(op, now + params.max_wait_ms)
        return op.deferred

    def _fetch_lookup(self, fp: FetchPartition, v: int) -> tuple[Partition | None, int]:
        if v >= 13:
            return self.shared.lookup_by_id(fp.topic_id, fp.partition)
        return self.shared.lookup(fp.topic, fp.partition)

    def _read_fetch(self, params: FetchParams, ctx: FetchContext, *, update_follower_state: bool) -> list[_Read]:
        limit = params.max_bytes
        min_one = True
        out: list[_Read] = []
        for fp in ctx.partitions:
            r = self._read_partition(params, fp, limit, min_one, update_follower_state)
            if r.nbytes > 0:
                min_one = False
                limit = max(0, limit - r.nbytes)
            out.append(r)
        return out

    def _read_partition(
        self, params: FetchParams, fp: FetchPartition, limit: int, min_one: bool, update_follower_state: bool
    ) -> _Read:
        v = params.version
        R = FetchResponse
        pd = R.PartitionData(
            partition_index=fp.partition,
            high_watermark=-1,
            last_stable_offset=-1,
            log_start_offset=-1,
            records=b"",
            aborted_transactions=[] if params.isolation_level == READ_COMMITTED else None,
        )
        if params.unreadable and fp.topic in params.unreadable:
            pd.error_code = TOPIC_DENIED
            return _Read(fp, pd, 0, None, False)
        part, code = self._fetch_lookup(fp, v)
        if part is not None:
            code = part.check_leader_epoch(fp.current_leader_epoch)
            if not code and not part.is_leader:
                code = int(E.NOT_LEADER_OR_FOLLOWER)
            if not code and params.is_follower and params.replica_id not in part.replicas:
                code = int(E.UNKNOWN_LEADER_EPOCH if fp.current_leader_epoch >= 0 else E.NOT_LEADER_OR_FOLLOWER)
        if code or part is None:
            return self._fetch_error(params, fp, pd, code or int(E.NOT_LEADER_OR_FOLLOWER), part)
        st = part.state
        assert st is not None
        plog = part.log
        if fp.last_fetched_epoch >= 0:
            found = plog.end_offset_for_epoch(fp.last_fetched_epoch)
            if found is None or fp.fetch_offset < plog.log_start_offset:
                return self._fetch_error(params, fp, pd, int(E.OFFSET_OUT_OF_RANGE), part)
            epoch, end = found
            if epoch < fp.last_fetched_epoch or end < fp.fetch_offset:
                pd.diverging_epoch = R.EpochEndOffset(epoch=epoch, end_offset=end)
                self._fill_offsets(pd, part, params)
                return _Read(fp, pd, 0, part, True)
        max_offset = None
        if not params.is_follower:
            max_offset = part.last_stable_offset if params.isolation_level == READ_COMMITTED else st.high_watermark
        elif self._throttled(params, part):
            max_offset = fp.fetch_offset  # no records (the read still checks the offset)
        try:
            data = plog.read(
                fp.fetch_offset,
                min(max(fp.partition_max_bytes, 0), limit),
                max_offset=max_offset,
                min_one_message=min_one,
                region=self.settings.zero_copy_reads,
                region_min_bytes=self.settings.zero_copy_min_bytes,
            )
        except OffsetOutOfRangeError:
            return self._fetch_error(params, fp, pd, int(E.OFFSET_OUT_OF_RANGE), part)
        except (StorageError, OSError) as e:
            self.shared.log_failed(part, e)
            return self._fetch_error(params, fp, pd, int(E.KAFKA_STORAGE_ERROR), None)
        nbytes = len(data.records)
        if update_follower_state and params.is_follower:
            old = st.high_watermark
            st.on_follower_fetch(params.replica_id, fp.fetch_offset, params.replica_epoch, self.reactor.now_ms())
            if fp.log_start_offset >= 0:
                part.follower_log_start[params.replica_id] = fp.log_start_offset
            self.isr.leader_state_changed(part, old)
            self.purgatory.follower_log_start_changed(part)
            self.isr.maybe_expand_isr(part, params.replica_id)
            if part.state is None:  # the expansion path cannot drop leadership, but stay defensive
                return self._fetch_error(params, fp, pd, int(E.NOT_LEADER_OR_FOLLOWER), part)
        pd.records = data.records
        self._fill_offsets(pd, part, params)
        if nbytes and pd.aborted_transactions is not None and part.producers.aborted_seen:
            self._aborted_transactions(pd, part, fp.fetch_offset, max_offset)
        return _Read(fp, pd, nbytes, part, False)

    def _aborted_transactions(
        self, pd: FetchResponse.PartitionData, part: Partition, start: int, end: int | None
    ) -> None:
        """read_committed: the aborted transactions with data in the fetched range [FetchOffset, LSO), in order of
        first offset (Kafka's AbortedTransactions: producer id, first offset); the consumer drops their records."""
        upper = part.last_stable_offset if end is None else end
        try:
            aborted = part.log.aborted_transactions(start, upper)
        except (StorageError, OSError) as e:
            self.shared.log_failed(part, e)
            pd.error_code = int(E.KAFKA_STORAGE_ERROR)
            pd.records = b""
            return
        AT = FetchResponse.AbortedTransaction
        pd.aborted_transactions = [AT(producer_id=t.producer_id, first_offset=t.first_offset) for t in aborted]

    @staticmethod
    def _fill_offsets(pd: FetchResponse.PartitionData, part: Partition, params: FetchParams) -> None:
        hwm = part.high_watermark
        pd.high_watermark = hwm
        pd.last_stable_offset = part.producers.last_stable_offset(hwm)
        pd.log_start_offset = part.log.log_start_offset

    def _fetch_error(
        self,
        params: FetchParams,
        fp: FetchPartition,
        pd: FetchResponse.PartitionData,
        code: int,
        part: Partition | None,
    ) -> _Read:
        pd.error_code = code
        if code in (E.NOT_LEADER_OR_FOLLOWER, E.FENCED_LEADER_EPOCH) and params.version >= 12:
            if part is not None:
                leader, epoch = part.leader_id, part.leader_epoch
            else:
                leader, epoch = self.shared.current_leader(fp.topic, fp.partition)
            if leader == self.node_id and (part is None or not part.is_leader):
                leader = -1
            pd.current_leader = FetchResponse.LeaderIdAndEpoch(leader_id=leader, leader_epoch=epoch)
        return _Read(fp, pd, 0, part, False)

    def _throttled(self, params: FetchParams, part: Partition) -> bool:
        """A follower's fetch of `part` held back by the leader-side replication throttle."""
        quota = self.shared.leader_quota
        if not quota.active:
            return False
        st = part.state
        isr = st.isr if st is not None else part.isr
        return leader_throttled(quota, part.topic, part.index, isr, params.replica_id)

    def _fetch_ready(self, params: FetchParams, ctx: FetchContext, reads: list[_Read]) -> bool:
        if params.max_wait_ms <= 0 or not reads:
            return True
        total = 0
        for r in reads:
            if r.data.error_code or r.diverging:
                return True
            total += r.nbytes
            if params.is_follower and r.part is not None and self._follower_hwm_behind(params, r.fp, r.part):
                return True
            if params.is_follower and r.part is not None and 0 <= r.fp.log_start_offset < r.part.log.log_start_offset:
                return True
        return total >= params.min_bytes

    @staticmethod
    def _follower_hwm_behind(params: FetchParams, fp: FetchPartition, part: Partition) -> bool:
        known = params.follower_hwms.get((fp.topic_id, fp.partition))
        if known is None:
            known = part.follower_sent_hwm.get(params.replica_id, -1)
        return part.high_watermark > known

    def check_parked(self, op: DelayedFetch, entries: list[FetchPartition] | None = None) -> None:
        """A partition a parked fetch reads changed: answer it if it can be answered now (`entries`: check only
        these of its partitions; None: all of them)."""
        if op.done:
            return
        try:
            self._check_fetch(op, entries)
        except (StorageError, OSError) as e:
            log.warning("%s Completing a parked fetch after an error: %s", self.prefix, e)
            op.force_complete()

    def _check_fetch(self, op: DelayedFetch, entries: list[FetchPartition] | None = None) -> None:
        """Kafka's DelayedFetch.tryComplete: answer when a partition changed leadership or epoch, its fetch
        offset is beyond the end or on an older segment, a divergence appeared, a follower's HWM or log start is
        behind, or MinBytes are available. `entries`: check only these partitions (the ones that changed)."""
        params = op.params
        v = params.version
        accumulated = 0
        for fp in op.context.partitions if entries is None else entries:
            part, _code = self._fetch_lookup(fp, v)
            if part is None or not part.is_leader or part.check_leader_epoch(fp.current_leader_epoch):
                op.force_complete()  # Kafka's cases A-E: no longer the leader, unknown, fenced
                return
            st = part.state
            assert st is not None
            plog = part.log
            if params.is_follower:
                end = plog.log_end_offset
            else:
                end = part.last_stable_offset if params.isolation_level == READ_COMMITTED else st.high_watermark
            if fp.fetch_offset > end:
                op.force_complete()
                return
            if fp.fetch_offset < end and not (params.is_follower and self._throttled(params, part)):
                if params.min_bytes <= 1:
                    op.force_complete()
                    return
                start_pos = plog.offset_position(fp.fetch_offset)
                end_pos = (
                    (plog.active_segment.base_offset, plog.active_segment.size)
                    if end >= plog.log_end_offset
                    else plog.offset_position(end)
                )
                if start_pos is None or end_pos is None or start_pos[0] != end_pos[0]:
                    op.force_complete()  # on an older segment: enough to answer (Kafka's case F)
                    return
                accumulated += min(end_pos[1] - start_pos[1], max(fp.partition_max_bytes, 0))
            if fp.last_fetched_epoch >= 0:
                found = plog.end_offset_for_epoch(fp.last_fetched_epoch)
                if found is None or found[0] < fp.last_fetched_epoch or found[1] < fp.fetch_offset:
                    op.force_complete()
                    return
            if params.is_follower and (
                self._follower_hwm_behind(params, fp, part) or 0 <= fp.log_start_offset < plog.log_start_offset
            ):
                op.force_complete()
                return
        if accumulated >= params.min_bytes:
            op.force_complete()

    def answer_parked(self, op: DelayedFetch) -> None:
        """Answer a parked fetch (it completed or expired): read again, with what is there now."""
        reads = self._read_fetch(op.params, op.context, update_follower_state=False)
        op.deferred.resolve(self._fetch_response(op.params, op.context, reads))

    def _fetch_response(self, params: FetchParams, ctx: FetchContext, reads: list[_Read]) -> FetchResponse:
        v = params.version
        R = FetchResponse
        now = self.reactor.now_ms()
        answers = [
            (r.fp, r.data.error_code, r.data.high_watermark, r.data.log_start_offset, r.nbytes > 0 or r.diverging)
            for r in reads
        ]
        session_id, chosen = ctx.select(answers, now, params.is_follower)
        if not params.is_follower:
            for r in reads:
                if r.fp.topic:
                    self.metrics.fetch_request(r.fp.topic, failed=r.data.error_code != 0)
        topics: list[FetchResponse.FetchableTopicResponse] = []
        quota = self.shared.leader_quota if params.is_follower else None
        throttled_bytes = 0
        last_key: Any = None
        endpoints: dict[int, FetchResponse.NodeEndpoint] = {}
        for i in chosen:
            r = reads[i]
            fp = r.fp
            tkey = fp.topic_id if v >= 13 else fp.topic
            if tkey != last_key or not topics:
                topics.append(
                    R.FetchableTopicResponse(topic_id=fp.topic_id)
                    if v >= 13
                    else R.FetchableTopicResponse(topic=fp.topic)
                )
                last_key = tkey
            topics[-1].partitions.append(r.data)
            if params.is_follower:
                if r.part is not None and not r.data.error_code:
                    r.part.follower_sent_hwm[params.replica_id] = r.data.high_watermark
                self.metrics.replication_bytes_out += r.nbytes
                if r.nbytes and quota is not None and quota.throttled and quota.is_throttled(fp.topic, fp.partition):
                    throttled_bytes += r.nbytes
            elif r.nbytes and r.part is not None:
                self.metrics.fetched(r.part.topic, r.nbytes, follower=False)
            if v >= 16 and r.data.error_code in (E.NOT_LEADER_OR_FOLLOWER, E.FENCED_LEADER_EPOCH):
                leader = r.data.current_leader.leader_id
                if leader >= 0 and leader not in endpoints:
                    ep = self.shared.endpoint(leader, params.listener)
                    if ep is not None:
                        endpoints[leader] = R.NodeEndpoint(node_id=leader, host=ep[0], port=ep[1], rack=ep[2])
        if throttled_bytes and quota is not None:
            quota.record(throttled_bytes)
        latency = now - params.started_ms
        (self.metrics.fetch_follower_latency if params.is_follower else self.metrics.fetch_consumer_latency).record(
            latency
        )
        resp = R(throttle_time_ms=0, error_code=0, session_id=session_id, responses=topics)
        if endpoints:
            resp.node_endpoints = sorted(endpoints.values(), key=lambda e: e.node_id)
        return resp
