"""Replication throttles (KIP-73): the quota, which partitions a config throttles, and the leader's and the
follower's decisions (throttled or not, in the ISR or not, ``*`` or a list, a rate changed at run time)."""

from __future__ import annotations

import uuid

import pytest
from prometheus_client import CollectorRegistry

from kraftpy.broker.fetcher import FetcherSettings, ReplicaFetcherManager
from kraftpy.broker.replication_quota import (
    UNLIMITED,
    ReplicationQuota,
    follower_throttled,
    leader_throttled,
    throttled_partitions,
)
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE
from kraftpy.metrics.roles import broker_collector, register
from kraftpy.protocol.messages.fetch import FetchResponse
from kraftpy.runtime import Deferred
from tests.broker.helpers import Node, batch, roundtrip
from tests.broker.test_fetcher import FakeLogs, answer, last_fetch
from tests.controller.fakes import ManualReactor

R = FetchResponse
T1 = uuid.UUID(int=1)
T2 = uuid.UUID(int=2)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


# -- the configs --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "broker", "expected"),
    [
        ("*", 1, None),
        (" * ", 1, None),
        ("0:1,1:2,2:1", 1, frozenset({0, 2})),
        ("0:1, 1:2 ,2:1", 2, frozenset({1})),
        ("0:1,1:2", 3, frozenset()),
        ("", 1, frozenset()),
        (None, 1, frozenset()),
        (("0:1", "3:1"), 1, frozenset({0, 3})),  # the validator's parsed form
    ],
)
def test_throttled_partitions_of_a_config_value(value: object, broker: int, expected: object) -> None:
    assert throttled_partitions(value, broker) == expected  # type: ignore[arg-type]


# -- the quota ----------------------------------------------------------------------------------------------------


def test_quota_is_exceeded_over_its_rate_from_the_first_window() -> None:
    clock = Clock()
    q = ReplicationQuota("Leader", 11, 1.0, clock)
    q.set_bound(1000)
    assert not q.exceeded()
    q.record(900)
    assert not q.exceeded()  # 900 B over one window
    q.record(200)
    assert q.exceeded()  # 1100 B/s: SimpleRate does not spread a burst over ten quiet windows
    assert q.wait_seconds() == pytest.approx(1.1)  # 1100 B at 1000 B/s
    clock.now += 0.5
    assert q.exceeded()  # 1100 B over the first window still
    clock.now += 0.7
    assert not q.exceeded()  # 1100 B over 1.2 s
    assert q.rate() == pytest.approx(1100 / 1.2)
    assert q.bytes_total == 1100


def test_quota_windows_expire() -> None:
    clock = Clock()
    q = ReplicationQuota("Follower", 3, 1.0, clock)
    q.set_bound(100)
    q.record(10_000)
    assert q.exceeded()
    assert q.wait_seconds() == 3.0  # at most the windows' span
    clock.now += 3.0
    assert not q.exceeded() and q.rate() == 0


def test_unlimited_rate_and_no_throttled_partition_never_throttle() -> None:
    clock = Clock()
    q = ReplicationQuota("Leader", 11, 1.0, clock)
    q.set_throttled({"t": None})
    q.record(10**12)
    assert q.bound == UNLIMITED and not q.exceeded() and not q.active
    assert not leader_throttled(q, "t", 0, (0,), 1)
    q.set_bound(10)
    assert q.active and q.exceeded()
    assert leader_throttled(q, "t", 0, (0,), 1)
    q.set_throttled({"t": frozenset()})  # an empty list: nothing of the topic
    assert not q.active and not leader_throttled(q, "t", 0, (0,), 1)


def test_the_decisions() -> None:
    clock = Clock()
    q = ReplicationQuota("Leader", 11, 1.0, clock)
    q.set_bound(10)
    q.set_throttled({"all": None, "some": frozenset({1})})
    q.record(1000)
    assert leader_throttled(q, "all", 5, isr=(0, 1), replica=2)
    assert not leader_throttled(q, "all", 5, isr=(0, 1, 2), replica=2)  # in the ISR: never
    assert leader_throttled(q, "some", 1, isr=(0,), replica=2)
    assert not leader_throttled(q, "some", 0, isr=(0,), replica=2)  # not listed
    assert not leader_throttled(q, "other", 1, isr=(0,), replica=2)
    assert follower_throttled(q, "some", 1, in_sync=False)
    assert not follower_throttled(q, "some", 1, in_sync=True)
    assert not follower_throttled(None, "some", 1, in_sync=False)
    q.set_bound(10_000)  # a dynamic change applies to the next decision
    assert not leader_throttled(q, "all", 5, isr=(0, 1), replica=2)


# -- the leader side ------------------------------------------------------------------------------------------------


def leader_node(throttled: str = "0:0", rate: str = "1000") -> Node:
    """Broker 0 leads t-0 (replicas 0, 1, 2; ISR 0, 1) with 4 kB in its log; follower 1 is caught up."""
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2], "isr": [0, 1]}], leader_replication_throttled_replicas=throttled)
    n.meta.config(BROKER_RESOURCE, "0", "leader.replication.throttled.rate", rate)
    for _ in range(4):
        n.produce_answer("t", batch([b"x" * 1000]), acks=1)
    n.follower_fetch("t", 1, 4)  # follower 1 at the log end: HWM 4
    return n


def test_leader_holds_back_an_out_of_isr_follower_over_the_rate() -> None:
    n = leader_node()
    q = n.rm.shared.leader_quota
    assert q.bound == 1000 and q.is_throttled("t", 0)
    first = n.follower_fetch("t", 2, 0, partition_max_bytes=1500)
    assert len(first.records) > 1000  # within the rate so far: data, and its bytes are recorded
    assert q.bytes_total == len(first.records)
    held = n.follower_fetch("t", 2, 2)
    assert held.error_code == 0 and len(held.records) == 0  # over the rate: no records, no error
    assert held.high_watermark == 4
    # the follower's progress is still recorded
    assert n.rm.partition("t", 0).state.followers[2].log_end_offset == 2  # type: ignore[union-attr]
    # a follower in the ISR is not throttled (its bytes count: Kafka records all throttled partitions' bytes)
    n.produce_answer("t", batch([b"y" * 100]), acks=1)
    in_sync = n.follower_fetch("t", 1, 4)
    assert len(in_sync.records) > 100
    # once the rate is back under the bound, data flows again
    n.reactor.advance(3000)
    assert len(n.follower_fetch("t", 2, 2).records) > 0


def test_leader_throttle_needs_this_broker_listed_and_the_rate() -> None:
    n = leader_node(throttled="0:1,0:2")  # names the replicas on 1 and 2, not this leader
    assert not n.rm.shared.leader_quota.is_throttled("t", 0)
    for _ in range(3):
        assert len(n.follower_fetch("t", 2, 0).records) > 0
    n = leader_node(throttled="*")
    n.follower_fetch("t", 2, 0)
    assert len(n.follower_fetch("t", 2, 1).records) == 0
    # the rate raised at run time: the next fetch is answered in full
    n.meta.config(BROKER_RESOURCE, "0", "leader.replication.throttled.rate", "100000000")
    assert len(n.follower_fetch("t", 2, 1).records) > 0
    # the throttled-replicas config removed: no throttle whatever the rate
    n.meta.config(BROKER_RESOURCE, "0", "leader.replication.throttled.rate", "1")
    n.meta.config(TOPIC_RESOURCE, "t", "leader.replication.throttled.replicas", None)
    assert len(n.follower_fetch("t", 2, 1).records) > 0


def test_rate_resolution_broker_over_cluster_default() -> None:
    n = leader_node(rate="5000")
    q = n.rm.shared.leader_quota
    n.meta.config(BROKER_RESOURCE, "", "leader.replication.throttled.rate", "7000")
    assert q.bound == 5000
    n.meta.config(BROKER_RESOURCE, "0", "leader.replication.throttled.rate", None)
    assert q.bound == 7000  # the cluster default
    n.meta.config(BROKER_RESOURCE, "", "leader.replication.throttled.rate", None)
    assert q.bound == UNLIMITED
    n.meta.config(BROKER_RESOURCE, "1", "follower.replication.throttled.rate", "10")
    assert n.rm.shared.follower_quota.bound == UNLIMITED  # another broker's


def test_a_throttled_follower_fetch_waits_out_max_wait_instead_of_returning_empty_at_once() -> None:
    n = leader_node()
    n.follower_fetch("t", 2, 0, partition_max_bytes=1500)  # now over the rate
    req = n.fetch_request("t", 2, version=17, replica=2, replica_epoch=12, max_wait_ms=500, current_leader_epoch=0)
    result = n.handle(1, 17, req)
    assert isinstance(result, Deferred) and not result.done  # data is there, but none may be sent
    n.produce_answer("t", batch([b"z"]), acks=1)  # new data does not wake it either
    assert not result.done
    n.reactor.advance(500)
    resp = n.answer(result, 17)
    assert resp.responses[0].partitions[0].error_code == 0


def test_throttle_gauges() -> None:
    n = leader_node()
    n.follower_fetch("t", 2, 0, partition_max_bytes=1500)
    g = n.rm.throttle_gauges()
    assert g["LeaderThrottledPartitions"] == 1 and g["FollowerThrottledPartitions"] == 0
    assert g["LeaderByteRate"] > 1000 and g["FollowerByteRate"] == 0


# -- the follower side ----------------------------------------------------------------------------------------------


def fetcher(in_sync: set[tuple[uuid.UUID, int]]) -> tuple[ManualReactor, ReplicaFetcherManager, ReplicationQuota]:
    reactor = ManualReactor(node_id=3)
    quota = ReplicationQuota("Follower", 11, 1.0, lambda: reactor.now_ms() / 1000.0)
    quota.set_bound(1000)
    m = ReplicaFetcherManager(
        reactor,
        3,
        FakeLogs(),
        lambda: 33,
        FetcherSettings(backoff_ms=1000),
        quota=quota,
        in_sync=lambda key: key in in_sync,
    )
    return reactor, m, quota


def fetched(reactor: ManualReactor) -> set[tuple[uuid.UUID, int]]:
    _, req, _ = last_fetch(reactor)
    return {(t.topic_id, p.partition) for t in req.topics for p in t.partitions}


def test_follower_leaves_out_throttled_partitions_over_the_rate_and_resumes() -> None:
    reactor, m, quota = fetcher(in_sync=set())
    quota.set_throttled({"a": frozenset({0})})
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    m.add_partition(7, T2, 0, "b", leader_epoch=1)
    reactor.advance(0)
    assert fetched(reactor) == {(T1, 0), (T2, 0)}
    _, _, cb = last_fetch(reactor)
    big, small = batch([b"x" * 2000]), batch([b"y" * 2000])
    cb(
        roundtrip(
            answer(
                [
                    (T1, R.PartitionData(partition_index=0, high_watermark=9, records=big)),
                    (T2, R.PartitionData(partition_index=0, high_watermark=9, records=small)),
                ]
            ),
            17,
        ),
        None,
    )
    assert quota.bytes_total == len(big)  # only the throttled partition's bytes
    reactor.advance(0)
    assert fetched(reactor) == {(T2, 0)}  # a-0 is held back while over the rate


def test_follower_with_only_throttled_partitions_waits_then_fetches() -> None:
    reactor, m, quota = fetcher(in_sync=set())
    quota.set_throttled({"a": None})
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    cb(
        roundtrip(
            answer([(T1, R.PartitionData(partition_index=0, records=batch([b"x" * 1500]), high_watermark=9))]), 17
        ),
        None,
    )
    sent = len(reactor.sent)
    reactor.advance(0)
    assert len(reactor.sent) == sent  # nothing asked
    f = m.fetchers[7]
    assert f.throttled_waits == 1
    reactor.advance(100)
    assert len(reactor.sent) == sent and f.throttled_waits == 1  # waiting, not spinning
    reactor.advance(1400)  # over 1 s (replica.fetch.backoff.ms): looked again, and waits the rest
    assert len(reactor.sent) == sent and f.throttled_waits == 2
    reactor.advance(200)  # ~1.58 kB over 1.6 s
    assert len(reactor.sent) == sent + 1 and fetched(reactor) == {(T1, 0)}  # the rate is back under the bound


def test_follower_in_the_isr_is_never_held_back() -> None:
    reactor, m, quota = fetcher(in_sync={(T1, 0)})
    quota.set_throttled({"a": None})
    quota.record(10**9)
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    assert fetched(reactor) == {(T1, 0)}


def test_throttle_metrics_are_exported_with_kafka_names() -> None:
    n = leader_node()
    n.follower_fetch("t", 2, 0, partition_max_bytes=1500)
    registry = CollectorRegistry()
    register(registry, broker_collector(lambda: n.rm.metrics, n.rm.gauges, n.rm.throttle_gauges))
    value = registry.get_sample_value
    assert value("kafka_server_leaderreplication_byte_rate") == n.rm.shared.leader_quota.rate() > 1000
    assert value("kafka_server_followerreplication_byte_rate") == 0
    assert value("kafka_server_leaderreplication_throttled_partitions") == 1
    assert value("kafka_server_followerreplication_throttled_partitions") == 0
