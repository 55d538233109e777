"""The replica manager's metrics as plain numbers, for a collector to read at scrape time.

Counters only ever grow (a collector turns them into Prometheus counters); gauges are computed from the hosted
partitions when read (`ReplicaManager.gauges()`). Names follow Kafka's MBeans:

| here | Kafka |
|---|---|
| `TopicStats.bytes_in` / `messages_in` | `kafka.server:type=BrokerTopicMetrics,name=BytesInPerSec` / `MessagesInPerSec` (leader appends from producers) |
| `TopicStats.bytes_out` | `BytesOutPerSec` (fetch responses to consumers; replication is counted apart) |
| `TopicStats.bytes_rejected` | `BytesRejectedPerSec` (produce data refused: too large, corrupt, invalid) |
| `TopicStats.produce_requests` / `failed_produce_requests` | `TotalProduceRequestsPerSec` / `FailedProduceRequestsPerSec` (per partition of a request) |
| `TopicStats.fetch_requests` / `failed_fetch_requests` | `TotalFetchRequestsPerSec` / `FailedFetchRequestsPerSec` |
| `replication_bytes_in` / `replication_bytes_out` | `ReplicationBytesInPerSec` / `ReplicationBytesOutPerSec` |
| `isr_shrinks` / `isr_expands` / `failed_isr_updates` | `kafka.server:type=ReplicaManager,name=IsrShrinksPerSec` / `IsrExpandsPerSec` / `FailedIsrUpdatesPerSec` |
| `produce_latency`, `fetch_consumer_latency`, `fetch_follower_latency` | `kafka.network:type=RequestMetrics,name=TotalTimeMs,request=Produce|FetchConsumer|FetchFollower` (ms, sum and count) |
| `expired_produces` / `expired_fetches` | `kafka.server:type=DelayedOperationPurgatory` expirations (`ExpiresPerSec`) |
| `txn_markers_written` (`[commit, abort]`) | COMMIT/ABORT markers this broker appended as leader (WriteTxnMarkers, the coordinators' own); Kafka counts them only as messages in |
| `txn_verifications` / `txn_verification_failures` / `txn_verification_latency` | `kafka.server:type=AddPartitionsToTxnManager`: verifications asked, `VerificationFailureRate` (partitions not verified), `VerificationTimeMs` |
| gauges | `UnderReplicatedPartitions`, `UnderMinIsrPartitionCount`, `AtMinIsrPartitionCount`, `LeaderCount`, `PartitionCount`, `OfflineReplicaCount` |
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Latency", "ReplicaManagerMetrics", "TopicStats"]


@dataclass(slots=True)
class TopicStats:
    bytes_in: int = 0
    messages_in: int = 0
    bytes_out: int = 0
    bytes_rejected: int = 0
    produce_requests: int = 0
    failed_produce_requests: int = 0
    fetch_requests: int = 0
    failed_fetch_requests: int = 0


@dataclass(slots=True)
class Latency:
    count: int = 0
    sum_ms: int = 0
    max_ms: int = 0

    def record(self, ms: int) -> None:
        self.count += 1
        self.sum_ms += ms
        if ms > self.max_ms:
            self.max_ms = ms


@dataclass(slots=True)
class ReplicaManagerMetrics:
    topics: dict[str, TopicStats] = field(default_factory=dict)
    all_topics: TopicStats = field(default_factory=TopicStats)
    replication_bytes_in: int = 0
    replication_bytes_out: int = 0
    isr_shrinks: int = 0
    isr_expands: int = 0
    failed_isr_updates: int = 0
    produce_latency: Latency = field(default_factory=Latency)
    fetch_consumer_latency: Latency = field(default_factory=Latency)
    fetch_follower_latency: Latency = field(default_factory=Latency)
    expired_produces: int = 0
    expired_fetches: int = 0
    txn_markers_written: list[int] = field(default_factory=lambda: [0, 0])  # [COMMIT, ABORT]
    txn_verifications: int = 0
    txn_verification_failures: int = 0
    txn_verification_latency: Latency = field(default_factory=Latency)

    def topic(self, name: str) -> TopicStats:
        t = self.topics.get(name)
        if t is None:
            t = self.topics[name] = TopicStats()
        return t

    def forget_topic(self, name: str) -> None:
        """A deleted topic's series go away (Kafka removes its BrokerTopicMetrics)."""
        self.topics.pop(name, None)

    def produced(self, topic: str, nbytes: int, messages: int) -> None:
        t = self.topic(topic)
        t.bytes_in += nbytes
        t.messages_in += messages
        a = self.all_topics
        a.bytes_in += nbytes
        a.messages_in += messages

    def produce_request(self, topic: str, failed: bool) -> None:
        t = self.topic(topic)
        a = self.all_topics
        t.produce_requests += 1
        a.produce_requests += 1
        if failed:
            t.failed_produce_requests += 1
            a.failed_produce_requests += 1

    def rejected(self, topic: str, nbytes: int) -> None:
        self.topic(topic).bytes_rejected += nbytes
        self.all_topics.bytes_rejected += nbytes

    def fetch_request(self, topic: str, failed: bool) -> None:
        t = self.topic(topic)
        a = self.all_topics
        t.fetch_requests += 1
        a.fetch_requests += 1
        if failed:
            t.failed_fetch_requests += 1
            a.failed_fetch_requests += 1

    def fetched(self, topic: str, nbytes: int, follower: bool) -> None:
        if follower:
            self.replication_bytes_out += nbytes
            return
        self.topic(topic).bytes_out += nbytes
        self.all_topics.bytes_out += nbytes
