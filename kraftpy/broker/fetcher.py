"""Replica fetchers: followers copy their partitions' logs from the leaders (Kafka's ``ReplicaFetcherThread`` and
``AbstractFetcherThread``, on the reactor).

One `ReplicaFetcher` per source broker (leader) fetches all partitions this broker follows from it in one Fetch
request at a time: v17 by topic id, sessionless (SessionEpoch -1), ``ReplicaState{ReplicaId = this broker,
ReplicaEpoch = its broker epoch}``, ``MaxWaitMs = replica.fetch.wait.max.ms`` (the leader parks the request until
it has data), ``MaxBytes = replica.fetch.response.max.bytes``, ``PartitionMaxBytes = replica.fetch.max.bytes``,
and per partition the follower's log end offset as FetchOffset with the epoch of its last batch as
LastFetchedEpoch.

Per partition answer:
* records: appended as follower (the leader's offsets and epochs are kept); the follower's high watermark becomes
  min(leader's HWM, its log end offset) (never lower than it was) and its log start offset follows the leader's
  (DeleteRecords);
* DivergingEpoch: the follower's log has data the leader does not; it is truncated with Kafka's rule (the end
  offset of the largest common epoch, see `FollowerReplicas.truncate_for_divergence`) and fetching goes on - the
  leader checks again, so several rounds walk back over several diverging epochs;
* OFFSET_OUT_OF_RANGE: ListOffsets to the leader: a leader log end below ours (an unclean election) truncates
  to it; a leader log start above our log end empties our log and starts at it;
* other errors (NOT_LEADER_OR_FOLLOWER, FENCED_LEADER_EPOCH, UNKNOWN_LEADER_EPOCH, unknown topic, storage errors
  on the leader): the partition backs off ``replica.fetch.backoff.ms`` and tries again; new metadata moves it to
  another fetcher or stops it.
A failed request (transport error, top-level error) backs off all partitions, as does data that fails its CRC. A
partition whose local log fails (a storage error) is removed (the replica manager takes it offline).

Replication throttle (KIP-73, `kraftpy.broker.replication_quota`): a partition named for this broker by
follower.replication.throttled.replicas whose replica is not in the ISR is left out of the request while the
follower quota is exceeded; the bytes fetched for throttled partitions are recorded in it. A fetcher left with only
such partitions waits until the quota allows again (at most ``replica.fetch.backoff.ms``) instead of asking.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from kraftpy.broker.replication_quota import ReplicationQuota, follower_throttled
from kraftpy.metadata.image import PartitionKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest, ListOffsetsResponse
from kraftpy.runtime import BROKER_LISTENER, Reactor, Timer, TransportError
from kraftpy.storage.errors import InvalidOffsetError, StorageError
from kraftpy.storage.log import EARLIEST_TIMESTAMP, LATEST_TIMESTAMP

__all__ = ["FetcherSettings", "FollowerAccess", "PartitionFetchState", "ReplicaFetcher", "ReplicaFetcherManager"]

log = logging.getLogger(__name__)
E = ErrorCode
#: the fetchers' own connections to the leaders (`Reactor.send`'s channel), as Kafka's fetcher threads have theirs:
#: a leader answers a connection's requests in order, and requests it holds until replication catches up
#: (WriteTxnMarkers, a transaction coordinator's AddPartitionsToTxn) must not hold up the fetches that catch it up
FETCHER_CHANNEL = "replica-fetcher"


_error_name = E.name_of


class FollowerAccess(Protocol):
    """What a fetcher needs from the replica manager (which owns the logs)."""

    def follower_fetch_position(self, key: PartitionKey) -> tuple[int, int, int] | None:
        """(log end offset, epoch of the last batch or -1, log start offset); None if not a follower any more."""
        ...

    def append_as_follower(
        self,
        key: PartitionKey,
        leader_epoch: int,
        records: memoryview | bytes,
        leader_high_watermark: int,
        leader_log_start_offset: int,
    ) -> int:
        """Append fetched batches, update HWM and log start; return the new log end offset."""
        ...

    def truncate_for_divergence(self, key: PartitionKey, epoch: int, end_offset: int) -> bool:
        """Truncate after a DivergingEpoch answer; False when another round with the leader is needed."""
        ...

    def truncate_to(self, key: PartitionKey, offset: int) -> None: ...

    def truncate_fully_and_start_at(self, key: PartitionKey, offset: int) -> None: ...

    def fetch_failed(self, key: PartitionKey, error: BaseException) -> None:
        """The local log could not take the data: the partition stops replicating."""
        ...


@dataclass(frozen=True, slots=True)
class FetcherSettings:
    max_wait_ms: int = 500  # replica.fetch.wait.max.ms
    min_bytes: int = 1  # replica.fetch.min.bytes
    max_bytes: int = 10 * 1024 * 1024  # replica.fetch.response.max.bytes
    partition_max_bytes: int = 1024 * 1024  # replica.fetch.max.bytes
    backoff_ms: int = 1000  # replica.fetch.backoff.ms
    request_timeout_ms: int = 30_000  # replica.socket.timeout.ms
    fetch_version: int = 17
    list_offsets_version: int = 7


@dataclass(slots=True)
class PartitionFetchState:
    topic_id: uuid.UUID
    partition: int
    topic: str
    leader_epoch: int
    fetch_offset: int = -1
    delayed_until_ms: int = 0
    resolving_out_of_range: bool = False

    @property
    def key(self) -> PartitionKey:
        return (self.topic_id, self.partition)


class ReplicaFetcher:
    """Fetches the partitions led by one broker."""

    def __init__(self, manager: ReplicaFetcherManager, leader_id: int) -> None:
        self.manager = manager
        self.leader_id = leader_id
        self.partitions: dict[PartitionKey, PartitionFetchState] = {}
        self.in_flight = False
        self._timer: Timer | None = None
        self._timer_at = -1
        self.closed = False
        self.requests = 0
        self.throttled_waits = 0  # rounds that sent nothing because the replication throttle held every partition

    @property
    def prefix(self) -> str:
        return f"[ReplicaFetcher replicaId={self.manager.node_id}, leaderId={self.leader_id}]"

    def schedule(self, delay_ms: int = 0) -> None:
        if self.closed or self.in_flight:
            return
        reactor = self.manager.reactor
        when = reactor.now_ms() + max(0, delay_ms)
        if self._timer is not None:
            if self._timer_at <= when:
                return
            self._timer.cancel()
        self._timer_at = when
        self._timer = reactor.call_at(when, self._run)

    def close(self) -> None:
        self.closed = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self.partitions.clear()

    # -- one round ---------------------------------------------------------------------------------------------

    def _run(self) -> None:
        self._timer = None
        if self.closed or self.in_flight:
            return
        m = self.manager
        now = m.reactor.now_ms()
        s = m.settings
        version = s.fetch_version
        F = FetchRequest
        topics: dict[uuid.UUID, FetchRequest.FetchTopic] = {}
        sent: dict[PartitionKey, tuple[int, int]] = {}
        next_due: int | None = None
        quota = m.quota if m.quota is not None and m.quota.active else None
        held = False  # a partition left out by the replication throttle
        for key, st in list(self.partitions.items()):
            if st.resolving_out_of_range:
                continue
            if st.delayed_until_ms > now:
                next_due = st.delayed_until_ms if next_due is None else min(next_due, st.delayed_until_ms)
                continue
            if quota is not None and follower_throttled(quota, st.topic, st.partition, m.in_sync(key)):
                held = True
                continue
            position = m.access.follower_fetch_position(key)
            if position is None:  # not a follower any more (the replica manager will tell the manager too)
                m.remove_partition(*key)
                if self.closed:
                    return
                continue
            leo, last_epoch, log_start = position
            st.fetch_offset = leo
            t = topics.get(st.topic_id)
            if t is None:
                t = topics[st.topic_id] = (
                    F.FetchTopic(topic_id=st.topic_id) if version >= 13 else F.FetchTopic(topic=st.topic)
                )
            t.partitions.append(
                F.FetchPartition(
                    partition=st.partition,
                    current_leader_epoch=st.leader_epoch,
                    fetch_offset=leo,
                    last_fetched_epoch=last_epoch if version >= 12 else -1,
                    log_start_offset=log_start,
                    partition_max_bytes=s.partition_max_bytes,
                )
            )
            sent[key] = (leo, st.leader_epoch)
        if not sent:
            if held and quota is not None:
                self.throttled_waits += 1
                wait = min(max(1, round(quota.wait_seconds() * 1000)), s.backoff_ms)
                next_due = now + wait if next_due is None else min(next_due, now + wait)
            if next_due is not None and not self.closed:
                self.schedule(next_due - now)
            return
        req = F(
            max_wait_ms=s.max_wait_ms,
            min_bytes=s.min_bytes,
            max_bytes=s.max_bytes,
            isolation_level=0,
            session_id=0,
            session_epoch=-1,
            topics=list(topics.values()),
        )
        if version >= 15:
            req.replica_state = F.ReplicaState(replica_id=m.node_id, replica_epoch=m.broker_epoch())
        else:
            req.replica_id = m.node_id
        self.in_flight = True
        self.requests += 1
        m.reactor.send(
            self.leader_id,
            BROKER_LISTENER,
            req,
            lambda r, e: self._done(r, e, sent, version),
            timeout_ms=s.request_timeout_ms + s.max_wait_ms,
            version=version,
            channel=FETCHER_CHANNEL,
        )

    def _done(
        self,
        resp: FetchResponse | None,
        error: TransportError | None,
        sent: dict[PartitionKey, tuple[int, int]],
        version: int,
    ) -> None:
        self.in_flight = False
        if self.closed:
            return
        m = self.manager
        now = m.reactor.now_ms()
        backoff = m.settings.backoff_ms
        if error is not None or resp is None or resp.error_code != 0:
            why = str(error) if error is not None else (_error_name(resp.error_code) if resp is not None else "?")
            log.info("%s Error in fetch: %s; backing off %d ms", self.prefix, why, backoff)
            for key in sent:
                st = self.partitions.get(key)
                if st is not None:
                    st.delayed_until_ms = now + backoff
            self.schedule(backoff)
            return
        by_name = {st.topic: st.topic_id for st in self.partitions.values()}
        for t in resp.responses:
            topic_id = t.topic_id if version >= 13 else by_name.get(t.topic)
            if topic_id is None:
                continue
            for p in t.partitions:
                key = (topic_id, p.partition_index)
                st = self.partitions.get(key)
                if st is None or key not in sent or sent[key] != (st.fetch_offset, st.leader_epoch):
                    continue  # removed, moved or re-added meanwhile: the answer is stale
                self._handle_partition(st, p, now)
        self.schedule(0)

    def _handle_partition(self, st: PartitionFetchState, p: FetchResponse.PartitionData, now: int) -> None:
        m = self.manager
        key = st.key
        code = p.error_code
        if code == 0:
            diverging = p.diverging_epoch
            if diverging is not None and diverging.epoch >= 0:
                try:
                    done = m.access.truncate_for_divergence(key, diverging.epoch, diverging.end_offset)
                except (StorageError, OSError) as e:
                    self._failed(st, e)
                    return
                log.info(
                    "%s Truncated %s-%d for diverging epoch %d ending at %d%s",
                    self.prefix,
                    st.topic,
                    st.partition,
                    diverging.epoch,
                    diverging.end_offset,
                    "" if done else "; asking the leader again",
                )
                return
            records = p.records if p.records is not None else b""
            quota = m.quota
            if quota is not None and records and quota.is_throttled(st.topic, st.partition):
                quota.record(len(records))
            try:
                st.fetch_offset = m.access.append_as_follower(
                    key, st.leader_epoch, records, p.high_watermark, p.log_start_offset
                )
            except (InvalidOffsetError, CorruptRecordError) as e:
                # a race with a truncation, or data damaged on the way: fetch again from the log end
                log.warning("%s Error processing data of %s-%d: %s; retrying", self.prefix, st.topic, st.partition, e)
                st.delayed_until_ms = now + m.settings.backoff_ms
            except (StorageError, OSError) as e:
                self._failed(st, e)
            return
        if code == E.OFFSET_OUT_OF_RANGE:
            self._resolve_out_of_range(st)
            return
        if code in (E.FENCED_LEADER_EPOCH, E.UNKNOWN_LEADER_EPOCH, E.NOT_LEADER_OR_FOLLOWER):
            log.info(
                "%s %s-%d: %s at leader epoch %d; waiting for new metadata",
                self.prefix,
                st.topic,
                st.partition,
                _error_name(code),
                st.leader_epoch,
            )
        else:
            log.warning(
                "%s Error for partition %s-%d at offset %d: %s",
                self.prefix,
                st.topic,
                st.partition,
                st.fetch_offset,
                _error_name(code),
            )
        st.delayed_until_ms = now + m.settings.backoff_ms

    def _failed(self, st: PartitionFetchState, error: BaseException) -> None:
        log.error(
            "%s Unexpected error processing data for %s-%d at offset %d: %s; stopping replication of it",
            self.prefix,
            st.topic,
            st.partition,
            st.fetch_offset,
            error,
        )
        self.partitions.pop(st.key, None)
        self.manager.leader_of.pop(st.key, None)
        self.manager.access.fetch_failed(st.key, error)

    # -- OFFSET_OUT_OF_RANGE -------------------------------------------------------------------------------------

    def _list_offset(self, st: PartitionFetchState, timestamp: int, then: Callable[[int], None]) -> None:
        m = self.manager
        L = ListOffsetsRequest
        req = L(
            replica_id=m.node_id,
            isolation_level=0,
            topics=[
                L.ListOffsetsTopic(
                    name=st.topic,
                    partitions=[
                        L.ListOffsetsPartition(
                            partition_index=st.partition, current_leader_epoch=st.leader_epoch, timestamp=timestamp
                        )
                    ],
                )
            ],
        )
        epoch = st.leader_epoch

        def done(resp: ListOffsetsResponse | None, error: TransportError | None) -> None:
            cur = self.partitions.get(st.key)
            if self.closed or cur is not st or st.leader_epoch != epoch:
                return
            offset = -1
            if error is None and resp is not None:
                for t in resp.topics:
                    for p in t.partitions:
                        if t.name == st.topic and p.partition_index == st.partition and p.error_code == 0:
                            offset = p.offset
            if offset < 0:
                st.resolving_out_of_range = False
                st.delayed_until_ms = m.reactor.now_ms() + m.settings.backoff_ms
                self.schedule(m.settings.backoff_ms)
                return
            then(offset)

        m.reactor.send(
            self.leader_id,
            BROKER_LISTENER,
            req,
            done,
            timeout_ms=m.settings.request_timeout_ms,
            version=m.settings.list_offsets_version,
            channel=FETCHER_CHANNEL,
        )

    def _resolve_out_of_range(self, st: PartitionFetchState) -> None:
        m = self.manager
        st.resolving_out_of_range = True

        def finish() -> None:
            st.resolving_out_of_range = False
            self.schedule(0)

        def got_latest(leader_end: int) -> None:
            position = m.access.follower_fetch_position(st.key)
            if position is None:
                finish()
                return
            leo = position[0]
            if leader_end < leo:
                log.warning(
                    "%s Truncating %s-%d from %d to the leader's log end offset %d (the leader has less "
                    "data: an unclean election)",
                    self.prefix,
                    st.topic,
                    st.partition,
                    leo,
                    leader_end,
                )
                try:
                    m.access.truncate_to(st.key, leader_end)
                except (StorageError, OSError) as e:
                    self._failed(st, e)
                    return
                finish()
                return
            self._list_offset(st, EARLIEST_TIMESTAMP, got_earliest)

        def got_earliest(leader_start: int) -> None:
            position = m.access.follower_fetch_position(st.key)
            if position is None:
                finish()
                return
            leo = position[0]
            if leader_start > leo:
                log.info(
                    "%s Our log end %d of %s-%d is below the leader's log start %d: starting over there",
                    self.prefix,
                    leo,
                    st.topic,
                    st.partition,
                    leader_start,
                )
                try:
                    m.access.truncate_fully_and_start_at(st.key, leader_start)
                except (StorageError, OSError) as e:
                    self._failed(st, e)
                    return
            finish()

        self._list_offset(st, LATEST_TIMESTAMP, got_latest)


class ReplicaFetcherManager:
    """The fetchers of a broker, one per leader it follows."""

    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        access: FollowerAccess,
        broker_epoch: Callable[[], int],
        settings: FetcherSettings | None = None,
        *,
        quota: ReplicationQuota | None = None,
        in_sync: Callable[[PartitionKey], bool] | None = None,
    ) -> None:
        """`quota`: the follower-side replication throttle (None: none); `in_sync(key)`: whether this broker's
        replica is in the partition's ISR (never throttled then)."""
        self.reactor = reactor
        self.node_id = node_id
        self.access = access
        self.broker_epoch = broker_epoch
        self.settings = settings or FetcherSettings()
        self.fetchers: dict[int, ReplicaFetcher] = {}
        self.leader_of: dict[PartitionKey, int] = {}
        self.quota = quota
        self.in_sync: Callable[[PartitionKey], bool] = in_sync or (lambda key: False)

    def add_partition(self, leader_id: int, topic_id: uuid.UUID, partition: int, topic: str, leader_epoch: int) -> None:
        """Fetch the partition from `leader_id` in `leader_epoch` (moving it from another fetcher if needed)."""
        key = (topic_id, partition)
        self.remove_partition(topic_id, partition)
        fetcher = self.fetchers.get(leader_id)
        if fetcher is None:
            fetcher = self.fetchers[leader_id] = ReplicaFetcher(self, leader_id)
            log.info("%s Starting", fetcher.prefix)
        fetcher.partitions[key] = PartitionFetchState(topic_id, partition, topic, leader_epoch)
        self.leader_of[key] = leader_id
        fetcher.schedule(0)

    def remove_partition(self, topic_id: uuid.UUID, partition: int) -> None:
        key = (topic_id, partition)
        leader = self.leader_of.pop(key, None)
        if leader is None:
            return
        fetcher = self.fetchers.get(leader)
        if fetcher is None:
            return
        fetcher.partitions.pop(key, None)
        if not fetcher.partitions:
            log.info("%s Shutting down: no partitions left", fetcher.prefix)
            fetcher.close()
            del self.fetchers[leader]

    def fetching(self, topic_id: uuid.UUID, partition: int) -> int | None:
        """The leader a partition is fetched from, or None."""
        return self.leader_of.get((topic_id, partition))

    def shutdown(self) -> None:
        for f in self.fetchers.values():
            f.close()
        self.fetchers.clear()
        self.leader_of.clear()
