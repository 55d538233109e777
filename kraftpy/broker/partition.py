"""A partition replica hosted by this broker (Kafka's ``Partition``), and the requests parked on it.

`Partition` holds the local log, the producer state, the leader/follower role with the leader and partition
epochs from the metadata image, and, while leading, the `LeaderPartitionState` (follower progress, ISR, HWM). It also
holds the keys of the broker's purgatory (`kraftpy.broker.purgatory`) for this partition, which only the purgatory
touches:

* `produce_queue`: acks=all writes waiting until the HWM covers their last offset (a `DeferredQueue` by the HWM
  each needs; it fails with a Kafka error code);
* `fetch_watch`: Fetch requests waiting for MinBytes of data (each with its fetch entries for this partition);
* `delete_watch`: DeleteRecords requests waiting for the followers' log start offsets (the low watermark).
"""

from __future__ import annotations

import uuid
from typing import Any

from kraftpy.broker.fetch_session import FetchPartition
from kraftpy.broker.partition_state import LeaderPartitionState
from kraftpy.broker.producer_state import ProducerStateManager
from kraftpy.deferred import DeferredEntry, DeferredQueue, WatchList
from kraftpy.metadata.image import PartitionKey
from kraftpy.metadata.partition import NO_LEADER
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.storage.log import Log

__all__ = ["Partition"]

E = ErrorCode


class Partition:
    __slots__ = (
        "delete_watch",
        "fetch_watch",
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
        "produce_queue",
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
        # the purgatory's keys (see the module docstring)
        self.produce_queue: DeferredQueue[int] = DeferredQueue()
        self.fetch_watch: WatchList[list[FetchPartition]] = WatchList()
        self.delete_watch: WatchList[None] = WatchList()
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

    @property
    def last_stable_offset(self) -> int:
        """The LSO: the high watermark, or the first offset of the earliest transaction that is open (or whose
        marker the high watermark has not passed), when lower (`ProducerStateManager.last_stable_offset`)."""
        return self.producers.last_stable_offset(self.high_watermark)

    def check_leader_epoch(self, current_leader_epoch: int) -> int:
        """Kafka's check of a request's CurrentLeaderEpoch (-1: not given) against ours."""
        if current_leader_epoch < 0 or current_leader_epoch == self.leader_epoch:
            return 0
        if current_leader_epoch < self.leader_epoch:
            return int(E.FENCED_LEADER_EPOCH)
        return int(E.UNKNOWN_LEADER_EPOCH)

    @property
    def produce_waiters(self) -> list[DeferredEntry[int]]:
        """The entries of the parked acks=all writes (timed-out ones not yet dropped included)."""
        return self.produce_queue.entries()

    @property
    def produce_dead(self) -> int:
        """Parked writes whose request finished otherwise (timed out) that the queue still holds."""
        return self.produce_queue.cancelled

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
