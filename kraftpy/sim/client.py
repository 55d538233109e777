"""A Kafka client on the simulated network: metadata, admin requests through a broker, produce and consume.

`SimClient` behaves as a client library does, without its retries: it learns partition leaders from Metadata
requests to a broker, sends Produce (acks 0, 1 or all) to the leader it knows, fetches as a consumer (ReplicaId -1,
with the leader epoch it knows as CurrentLeaderEpoch) from the leader up to the high watermark, and sends admin
requests (CreateTopics, IncrementalAlterConfigs, ElectLeaders, ...) to a broker, which forwards them to the active
controller. Every request crosses the simulated network as bytes, through the real connections and dispatcher.
A failed request (transport error, NOT_LEADER_OR_FOLLOWER, ...) marks the metadata stale; the caller decides
whether to try again, so a test sees every outcome.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import RecordBatchBuilder, decode_batches
from kraftpy.runtime import BROKER_LISTENER, TransportError
from kraftpy.sim.world import SimReactor

__all__ = ["Call", "FetchedRecord", "PartitionLeader", "SimClient"]

E = ErrorCode
METADATA_VERSION = 12
PRODUCE_VERSION = 9
FETCH_VERSION = 12
CREATE_TOPICS_VERSION = 7
DEFAULT_TIMEOUT_MS = 5_000
# errors after which a client refreshes its metadata
_STALE = frozenset(
    {
        E.NOT_LEADER_OR_FOLLOWER,
        E.FENCED_LEADER_EPOCH,
        E.UNKNOWN_LEADER_EPOCH,
        E.UNKNOWN_TOPIC_OR_PARTITION,
        E.LEADER_NOT_AVAILABLE,
        E.KAFKA_STORAGE_ERROR,
        E.NOT_CONTROLLER,
        E.UNKNOWN_TOPIC_ID,
    }
)


class Call:
    """The outcome of one request: `response` or `error` once `done`."""

    __slots__ = ("_callbacks", "done", "done_ms", "dst", "error", "request", "response", "sent_ms")

    def __init__(self, dst: int, request: Message, sent_ms: int) -> None:
        self.dst = dst
        self.request = request
        self.sent_ms = sent_ms
        self.done = False
        self.done_ms = -1
        self.response: Any = None
        self.error: TransportError | None = None
        self._callbacks: list[Callable[[Call], None]] = []

    def add_callback(self, cb: Callable[[Call], None]) -> None:
        if self.done:
            cb(self)
        else:
            self._callbacks.append(cb)

    def _finish(self, now: int, response: Any, error: TransportError | None) -> None:
        self.done, self.done_ms, self.response, self.error = True, now, response, error
        callbacks, self._callbacks = self._callbacks, []
        for cb in callbacks:
            cb(self)

    @property
    def ok(self) -> bool:
        return self.done and self.error is None and self.response is not None

    def __repr__(self) -> str:
        state = "pending" if not self.done else (f"error {self.error}" if self.error else "answered")
        return f"Call({type(self.request).__name__} to {self.dst}, {state})"


@dataclass(frozen=True, slots=True)
class PartitionLeader:
    leader: int
    leader_epoch: int


@dataclass(frozen=True, slots=True)
class FetchedRecord:
    offset: int
    value: bytes


class SimClient:
    def __init__(
        self, reactor: SimReactor, brokers: Callable[[], Sequence[int]], controllers: Sequence[int] = ()
    ) -> None:
        self.reactor = reactor
        self.node_id = reactor.node_id
        self.brokers = brokers
        self.controllers = tuple(controllers)
        self.leaders: dict[tuple[str, int], PartitionLeader] = {}
        self.metadata_stale = True
        self._refreshing: Call | None = None
        self.requests = 0

    # -- requests ----------------------------------------------------------------------------------------------

    def request(
        self,
        dst: int,
        request: Message,
        *,
        listener: str = BROKER_LISTENER,
        version: int | None = None,
        timeout_ms: int = DEFAULT_TIMEOUT_MS,
    ) -> Call:
        call = Call(dst, request, self.reactor.now_ms())
        self.requests += 1

        def done(response: Any, error: TransportError | None) -> None:
            if error is not None:
                self.metadata_stale = True
            call._finish(self.reactor.now_ms(), response, error)

        self.reactor.send(dst, listener, request, done, timeout_ms=timeout_ms, version=version)
        return call

    def any_broker(self) -> int | None:
        brokers = list(self.brokers())
        return self.reactor.rng.choice(brokers) if brokers else None

    # -- metadata ---------------------------------------------------------------------------------------------

    def refresh_metadata(self, topics: Sequence[str] | None = None, broker: int | None = None) -> Call | None:
        """A Metadata request (all topics, or `topics`) to `broker` or a random running broker; the answer
        replaces what the client knows about leaders. At most one refresh is in flight."""
        if self._refreshing is not None and not self._refreshing.done:
            return self._refreshing
        dst = broker if broker is not None else self.any_broker()
        if dst is None:
            return None
        R = MetadataRequest
        req = R(
            topics=None if topics is None else [R.MetadataRequestTopic(name=t) for t in topics],
            allow_auto_topic_creation=False,
        )
        call = self.request(dst, req, version=METADATA_VERSION)
        call.add_callback(self._metadata_done)
        self._refreshing = call
        return call

    def _metadata_done(self, call: Call) -> None:
        resp: MetadataResponse | None = call.response
        if resp is None:
            return
        self.metadata_stale = False
        for t in resp.topics:
            if t.error_code != 0 or t.name is None:
                continue
            for p in t.partitions:
                key = (t.name, p.partition_index)
                if p.error_code in (0, E.LEADER_NOT_AVAILABLE) or p.leader_id >= 0:
                    self.leaders[key] = PartitionLeader(p.leader_id, p.leader_epoch)

    def leader(self, topic: str, partition: int) -> PartitionLeader | None:
        known = self.leaders.get((topic, partition))
        return known if known is not None and known.leader >= 0 else None

    def _stale(self, topic: str, partition: int) -> None:
        self.metadata_stale = True
        self.leaders.pop((topic, partition), None)

    # -- admin -----------------------------------------------------------------------------------------------

    def create_topic(
        self,
        name: str,
        partitions: int = 1,
        replication_factor: int = -1,
        configs: dict[str, str] | None = None,
        assignments: dict[int, list[int]] | None = None,
        broker: int | None = None,
        timeout_ms: int = 10_000,
    ) -> Call | None:
        """CreateTopics v7 through a broker (forwarded to the active controller)."""
        T = CreateTopicsRequest
        topic = T.CreatableTopic(
            name=name,
            num_partitions=-1 if assignments else partitions,
            replication_factor=-1 if assignments else replication_factor,
            assignments=[
                T.CreatableReplicaAssignment(partition_index=p, broker_ids=list(b))
                for p, b in sorted((assignments or {}).items())
            ],
            configs=[T.CreatableTopicConfig(name=k, value=v) for k, v in sorted((configs or {}).items())],
        )
        dst = broker if broker is not None else self.any_broker()
        if dst is None:
            return None
        return self.request(
            dst, T(topics=[topic], timeout_ms=timeout_ms), version=CREATE_TOPICS_VERSION, timeout_ms=timeout_ms + 1000
        )

    def admin(
        self, request: Message, *, version: int | None = None, broker: int | None = None, timeout_ms: int = 10_000
    ) -> Call | None:
        """Any request a broker forwards to the active controller (or answers itself)."""
        dst = broker if broker is not None else self.any_broker()
        if dst is None:
            return None
        return self.request(dst, request, version=version, timeout_ms=timeout_ms)

    # -- produce -------------------------------------------------------------------------------------------------

    def produce(
        self,
        topic: str,
        partition: int,
        values: Sequence[bytes],
        *,
        acks: int = -1,
        timeout_ms: int = 2_000,
        key: bytes | None = None,
    ) -> Call | None:
        """One Produce v9 with one batch of `values` to the leader the client knows; None when it knows none (a
        metadata refresh is started). acks=0 gets no answer: its Call ends with a timeout."""
        leader = self.leader(topic, partition)
        if leader is None:
            self.refresh_metadata()
            return None
        builder = RecordBatchBuilder()
        now = self.reactor.wall_ms()
        for v in values:
            builder.append(now, key, v)
        P = ProduceRequest
        req = P(
            acks=acks,
            timeout_ms=timeout_ms,
            topic_data=[
                P.TopicProduceData(
                    name=topic, partition_data=[P.PartitionProduceData(index=partition, records=builder.build())]
                )
            ],
        )
        wait = timeout_ms + 1000 if acks != 0 else 200
        call = self.request(leader.leader, req, version=PRODUCE_VERSION, timeout_ms=wait)

        def check(c: Call) -> None:
            code = produce_error(c)
            if code is not None and (c.error is not None or code in _STALE):
                self._stale(topic, partition)

        if acks != 0:
            call.add_callback(check)
        return call

    # -- consume -------------------------------------------------------------------------------------------------

    def fetch(
        self, topic: str, partition: int, offset: int, *, max_bytes: int = 1 << 20, max_wait_ms: int = 0
    ) -> Call | None:
        """A consumer Fetch v12 (ReplicaId -1, read_uncommitted, CurrentLeaderEpoch from the metadata) to the
        leader the client knows; None when it knows none. `fetched(call)` decodes the answer."""
        leader = self.leader(topic, partition)
        if leader is None:
            self.refresh_metadata()
            return None
        F = FetchRequest
        req = F(
            replica_id=-1,
            max_wait_ms=max_wait_ms,
            min_bytes=1,
            max_bytes=max_bytes,
            isolation_level=0,
            session_id=0,
            session_epoch=-1,
            topics=[
                F.FetchTopic(
                    topic=topic,
                    partitions=[
                        F.FetchPartition(
                            partition=partition,
                            current_leader_epoch=leader.leader_epoch,
                            fetch_offset=offset,
                            partition_max_bytes=max_bytes,
                        )
                    ],
                )
            ],
        )
        call = self.request(leader.leader, req, version=FETCH_VERSION, timeout_ms=max_wait_ms + 2000)

        def check(c: Call) -> None:
            code, _, _ = fetched(c)
            if code is not None and (c.error is not None or code in _STALE):
                self._stale(topic, partition)

        call.add_callback(check)
        return call


def produce_error(call: Call) -> int | None:
    """The error code of a one-partition Produce (0 = appended), None while pending, -1 for a transport failure."""
    if not call.done:
        return None
    if call.error is not None or call.response is None:
        return -1
    return int(call.response.responses[0].partition_responses[0].error_code)


def produce_offset(call: Call) -> int:
    return int(call.response.responses[0].partition_responses[0].base_offset)


def fetched(call: Call) -> tuple[int | None, int, list[FetchedRecord]]:
    """(error code or None while pending / -1 on transport failure, high watermark, records) of a one-partition
    consumer Fetch."""
    if not call.done:
        return None, -1, []
    if call.error is not None or call.response is None:
        return -1, -1, []
    resp = call.response
    if resp.error_code:
        return int(resp.error_code), -1, []
    pd = resp.responses[0].partitions[0]
    if pd.error_code:
        return int(pd.error_code), int(pd.high_watermark), []
    records = []
    data = pd.records
    if data is not None and len(data):
        for b in decode_batches(bytes(data), allow_partial=True):
            for r in b.records:
                records.append(FetchedRecord(r.offset, bytes(r.value) if r.value is not None else b""))
    return 0, int(pd.high_watermark), records
