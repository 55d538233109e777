"""A partition replica hosted by this broker, and the requests parked on it (Kafka's ``Partition`` and its
delayed operations).

`Partition` holds the local log, the producer state, the leader/follower role with the leader and partition
epochs from the metadata image, and, while leading, the `LeaderPartitionState` (follower progress, ISR, HWM).
The parked requests are plain records here; the replica manager's parts complete them:

* `DelayedProduce` (`ProduceHandler`): an acks=all write waiting until the HWM covers its last offset (or the ISR
  falls below min ISR, or leadership moves, or `timeout_ms` passes);
* `DelayedFetch` (`FetchHandler`): a Fetch waiting for MinBytes of data up to MaxWaitMs;
* `DelayedDeleteRecords` (`OffsetHandlers`): a DeleteRecords waiting until every live replica moved its log start
  offset (the low watermark) up to the requested offset.
"""

from __future__ import annotations

import heapq
import uuid
from dataclasses import dataclass, field
from typing import Any

from kraftpy.broker.fetch_session import FetchContext, FetchPartition
from kraftpy.broker.partition_state import LeaderPartitionState
from kraftpy.broker.producer_state import ProducerStateManager
from kraftpy.metadata.image import PartitionKey
from kraftpy.metadata.partition import NO_LEADER
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.runtime import Deferred, Timer
from kraftpy.storage.log import Log

__all__ = ["DelayedDeleteRecords", "DelayedFetch", "DelayedProduce", "FetchParams", "Partition"]

E = ErrorCode


class Partition:
    __slots__ = (
        "delete_waiters",
        "fetch_waiters",
        "follower_log_start",
        "follower_sent_hwm",
        "index",
        "isr",
        "leader_epoch",
        "leader_id",
        "log",
        "min_insync_replicas",
        "node_id",
        "partition_epoch",
        "produce_dead",
        "produce_waiters",
        "producers",
        "replicas",
        "state",
        "topic",
        "topic_id",
    )

    def __init__(
        self, node_id: int, topic: str, topic_id: uuid.UUID, index: int, log: Log, producers: ProducerStateManager
    ) -> None:
        self.node_id = node_id
        self.topic = topic
        self.topic_id = topic_id
        self.index = index
        self.log = log
        self.producers = producers
        self.leader_id = NO_LEADER
        self.leader_epoch = -1
        self.partition_epoch = -1
        self.replicas: tuple[int, ...] = ()
        self.isr: tuple[int, ...] = ()
        self.min_insync_replicas = 1
        self.state: LeaderPartitionState | None = None
        # acks=all writes waiting for the HWM, a heap by the offset each needs (done ones are dropped lazily)
        self.produce_waiters: list[ProduceWait] = []
        self.produce_dead = 0  # waits in the heap whose request finished otherwise (timed out)
        # parked fetches reading this partition (woken in arrival order) -> their entries for it
        self.fetch_waiters: dict[DelayedFetch, list[FetchPartition]] = {}
        self.delete_waiters: list[DelayedDeleteRecords] = []
        self.follower_sent_hwm: dict[int, int] = {}  # follower -> the HWM we last told it
        self.follower_log_start: dict[int, int] = {}  # follower -> log start offset it last reported

    @property
    def key(self) -> PartitionKey:
        return (self.topic_id, self.index)

    @property
    def name(self) -> str:
        return f"{self.topic}-{self.index}"

    @property
    def is_leader(self) -> bool:
        return self.state is not None

    @property
    def high_watermark(self) -> int:
        return self.state.high_watermark if self.state is not None else self.log.high_watermark

    def check_leader_epoch(self, current_leader_epoch: int) -> int:
        """Kafka's check of a request's CurrentLeaderEpoch (-1: not given) against ours."""
        if current_leader_epoch < 0 or current_leader_epoch == self.leader_epoch:
            return 0
        if current_leader_epoch < self.leader_epoch:
            return int(E.FENCED_LEADER_EPOCH)
        return int(E.UNKNOWN_LEADER_EPOCH)

    def park_produce(self, wait: ProduceWait) -> None:
        heapq.heappush(self.produce_waiters, wait)

    def covered_produces(self, high_watermark: int) -> list[ProduceWait]:
        """Pop the parked writes the HWM now covers, in offset order; the others stay untouched (no scan)."""
        heap = self.produce_waiters
        out: list[ProduceWait] = []
        while heap and heap[0].required_offset <= high_watermark:
            w = heapq.heappop(heap)
            if w.done:
                self.produce_dead -= 1
            else:
                out.append(w)
        return out

    def drain_produces(self) -> list[ProduceWait]:
        """Take every parked write (leadership moved, or the ISR fell below min ISR)."""
        out = [w for w in self.produce_waiters if not w.done]
        out.sort()
        self.produce_waiters = []
        self.produce_dead = 0
        return out

    def produce_wait_abandoned(self) -> None:
        """A parked write's request finished without it (timed out): compact the heap when mostly dead."""
        self.produce_dead += 1
        heap = self.produce_waiters
        if self.produce_dead > 64 and 2 * self.produce_dead > len(heap):
            self.produce_waiters = [w for w in heap if not w.done]
            heapq.heapify(self.produce_waiters)
            self.produce_dead = 0

    def low_watermark(self, alive: Any) -> int:
        """The lowest log start offset among the leader and the live followers (DeleteRecords)."""
        low = self.log.log_start_offset
        for r in self.replicas:
            if r == self.node_id or not alive(r):
                continue
            start = self.follower_log_start.get(r, -1)
            if start < low:
                low = start
        return low

    def __repr__(self) -> str:
        role = "leader" if self.is_leader else f"follower of {self.leader_id}"
        return f"Partition({self.name}, {role}, epoch={self.leader_epoch}, partitionEpoch={self.partition_epoch})"


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


class DelayedFetch:
    __slots__ = ("context", "deferred", "done", "params", "partitions", "timer")

    def __init__(self, params: FetchParams, context: FetchContext, deferred: Deferred) -> None:
        self.params = params
        self.context = context
        self.deferred = deferred
        self.timer: Timer | None = None
        self.partitions: list[Partition] = []  # watched
        self.done = False


class ProduceWait:
    """One partition of a parked acks=all write: complete once the HWM reaches `required_offset`."""

    __slots__ = ("done", "op", "partition", "required_offset", "response", "seq")

    def __init__(self, partition: Partition, required_offset: int, response: Any, seq: int = 0) -> None:
        self.partition = partition
        self.required_offset = required_offset
        self.response = response  # the ProduceResponse.PartitionProduceResponse to fill in
        self.seq = seq  # arrival order among waits with the same offset (duplicates of one batch)
        self.op: DelayedProduce | None = None
        self.done = False

    def __lt__(self, other: ProduceWait) -> bool:
        return (self.required_offset, self.seq) < (other.required_offset, other.seq)


class DelayedProduce:
    __slots__ = (
        "deferred",
        "done",
        "entries",
        "listener",
        "remaining",
        "response",
        "started_ms",
        "timer",
        "version",
        "waiting",
    )

    def __init__(
        self,
        deferred: Deferred,
        response: Any,
        version: int,
        started_ms: int,
        listener: str,
        entries: list[tuple[Any, str, int]],
    ) -> None:
        self.deferred = deferred
        self.response = response
        self.version = version
        self.started_ms = started_ms
        self.listener = listener
        self.entries = entries  # (partition response, topic, index) of every partition of the request
        self.waiting: list[ProduceWait] = []  # every partition that waits (done or not)
        self.remaining = 0  # of them not done yet
        self.timer: Timer | None = None
        self.done = False


@dataclass(slots=True)
class DeleteWait:
    partition: Partition
    requested_offset: int
    response: Any  # DeleteRecordsResponse.DeleteRecordsPartitionResult


class DelayedDeleteRecords:
    __slots__ = ("deferred", "done", "response", "timer", "waiting")

    def __init__(self, deferred: Deferred, response: Any) -> None:
        self.deferred = deferred
        self.response = response
        self.waiting: list[DeleteWait] = []
        self.timer: Timer | None = None
        self.done = False
