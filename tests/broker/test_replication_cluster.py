"""Replication end to end: three brokers (replica managers, fetchers, AlterPartition) and the real controller core
exchange Fetch, AlterPartition, heartbeats and metadata over a simulated network with a shared clock."""

from __future__ import annotations

from typing import Any

from kraftpy.broker.fetcher import FetcherSettings
from kraftpy.broker.replica_manager import ReplicaManagerSettings
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import decode_batches
from kraftpy.storage.clean_shutdown import read_marker
from tests.broker.cluster import CONTROLLER_ID, Cluster, batch

E = ErrorCode
P = ProduceRequest
F = FetchRequest
LAG_MS = 2000


def cluster(**kw: Any) -> Cluster:
    # a cut link drops requests silently: a shorter replica request timeout than Kafka's 30 s keeps tests short
    settings = ReplicaManagerSettings(replica_lag_time_max_ms=LAG_MS, fetcher=FetcherSettings(request_timeout_ms=3000))
    c = Cluster(settings=settings, **kw)
    c.wait_unfenced()
    return c


def produce_req(topic: str, records: bytes, acks: int = -1, timeout_ms: int = 30_000, partition: int = 0) -> P:
    return P(
        acks=acks,
        timeout_ms=timeout_ms,
        topic_data=[
            P.TopicProduceData(name=topic, partition_data=[P.PartitionProduceData(index=partition, records=records)])
        ],
    )


def consume(c: Cluster, broker: int, topic: str, offset: int = 0, version: int = 12) -> Any:
    req = F(
        replica_id=-1,
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        isolation_level=0,
        session_id=0,
        session_epoch=-1,
        topics=[
            F.FetchTopic(
                topic=topic,
                partitions=[F.FetchPartition(partition=0, fetch_offset=offset, partition_max_bytes=1 << 20)],
            )
        ],
    )
    resp = c.call(broker, req, version)
    return resp.responses[0].partitions[0]


def values(records: Any) -> list[bytes]:
    return [bytes(r.value) for b in decode_batches(bytes(records)) for r in b.records]


def leo(c: Cluster, broker: int, topic: str = "t") -> int:
    part = c.brokers[broker].rm.partition(topic, 0)
    assert part is not None
    return part.log.log_end_offset


def test_acks_all_is_acknowledged_only_after_the_isr_has_the_records() -> None:
    c = cluster()
    c.create_topic("t", 1, 3, min_insync_replicas="2")
    leader = c.leader("t")
    followers = [b for b in c.replicas("t") if b != leader]
    box = c.request(leader, produce_req("t", batch([b"a", b"b", b"c"])), version=9)
    c.net.run_until(lambda: leo(c, leader) == 3, what="leader append")
    assert not box.done  # appended on the leader only: not acknowledged
    c.net.run_until(lambda: box.done, what="acks=all answer")
    resp = box.value.responses[0].partition_responses[0]
    assert (resp.error_code, resp.base_offset) == (0, 0)
    # when the answer arrived, every ISR member had the records
    assert all(leo(c, f) >= 3 for f in followers)
    assert c.brokers[leader].rm.partition("t", 0).high_watermark == 3
    assert c.brokers[leader].rm.metrics.produce_latency.count == 1


def test_a_lagging_follower_leaves_the_isr_and_acks_all_completes_with_the_rest() -> None:
    c = cluster()
    c.create_topic("t", 1, 3, min_insync_replicas="2")
    leader = c.leader("t")
    slow, other = [b for b in c.replicas("t") if b != leader]
    c.net.cut_link(leader, slow)
    box = c.request(leader, produce_req("t", batch([b"x"])), version=9)
    c.net.run_until(lambda: box.done, max_ms=LAG_MS * 4, what="acks=all answer")
    assert box.value.responses[0].partition_responses[0].error_code == 0
    assert c.isr("t") == tuple(sorted((leader, other)))  # shrunk through AlterPartition, committed
    rm = c.brokers[leader].rm
    assert rm.metrics.isr_shrinks == 1
    assert rm.gauges()["UnderReplicatedPartitions"] == 1
    assert rm.gauges()["AtMinIsrPartitionCount"] == 1
    # the slow follower comes back, catches up and is added again
    c.net.heal()
    c.net.run_until(lambda: len(c.isr("t")) == 3 and rm.metrics.isr_expands == 1, max_ms=10_000, what="ISR expansion")
    assert leo(c, slow) == 1
    assert rm.gauges()["UnderReplicatedPartitions"] == 0


def test_hwm_is_frozen_below_min_isr_and_acks_1_records_stay_invisible_until_the_isr_recovers() -> None:
    """KIP-966's integration scenario (Kafka's testHighWatermarkShouldNotAdvanceIfUnderMinIsr)."""
    c = cluster()
    c.create_topic("t", 1, 3, min_insync_replicas="2")
    leader = c.leader("t")
    followers = [b for b in c.replicas("t") if b != leader]
    assert (
        c.call(leader, produce_req("t", batch([b"committed"])), 9).responses[0].partition_responses[0].error_code == 0
    )
    for f in followers:
        c.net.cut_link(leader, f)
    # (as in Kafka, followers only fall out of sync while there is something to catch up with)
    r1 = c.call(leader, produce_req("t", batch([b"u1"]), acks=1), 9).responses[0].partition_responses[0]
    assert (r1.error_code, r1.base_offset) == (0, 1)
    c.net.run_until(lambda: c.isr("t") == (leader,), max_ms=LAG_MS * 4, what="ISR shrink to the leader")
    rm = c.brokers[leader].rm
    c.net.run_until(lambda: rm.partition("t", 0).isr == (leader,))
    assert rm.gauges()["UnderMinIsrPartitionCount"] == 1
    assert rm.partition("t", 0).high_watermark == 1

    # acks=1 is appended and acknowledged, acks=all is refused up front
    r2 = c.call(leader, produce_req("t", batch([b"u2"]), acks=1), 9).responses[0].partition_responses[0]
    assert (r2.error_code, r2.base_offset) == (0, 2)
    r_all = c.call(leader, produce_req("t", batch([b"refused"])), 9).responses[0].partition_responses[0]
    assert r_all.error_code == E.NOT_ENOUGH_REPLICAS
    assert leo(c, leader) == 3

    # consumers see neither the acks=1 records nor a higher HWM
    c.net.advance(3000)
    data = consume(c, leader, "t")
    assert data.high_watermark == 1 and values(data.records) == [b"committed"]
    assert values(consume(c, leader, "t", offset=1).records) == []
    latest = c.call(
        leader,
        ListOffsetsRequest(
            replica_id=-1,
            topics=[
                ListOffsetsRequest.ListOffsetsTopic(
                    name="t", partitions=[ListOffsetsRequest.ListOffsetsPartition(partition_index=0, timestamp=-1)]
                )
            ],
        ),
        7,
    )
    assert latest.topics[0].partitions[0].offset == 1

    # the network heals: followers catch up, the ISR grows back through AlterPartition, the HWM moves on
    c.net.heal()
    c.net.run_until(
        lambda: len(c.isr("t")) >= 2 and rm.partition("t", 0).high_watermark == 3, max_ms=10_000, what="ISR recovery"
    )
    data = consume(c, leader, "t")
    assert data.high_watermark == 3
    assert values(data.records) == [b"committed", b"u1", b"u2"]
    assert rm.metrics.isr_expands >= 1


def test_follower_truncates_its_divergent_tail_after_a_leader_change() -> None:
    c = cluster()
    c.create_topic("t", 1, 3, min_insync_replicas="1")
    old = c.leader("t")
    others = [b for b in c.replicas("t") if b != old]
    assert c.call(old, produce_req("t", batch([b"a", b"b"])), 9).responses[0].partition_responses[0].error_code == 0
    c.net.run_until(lambda: all(leo(c, b) == 2 for b in others))
    # the old leader is cut off from everyone; it keeps taking acks=1 writes nobody else will see
    for b in [*others, CONTROLLER_ID]:
        c.net.cut_link(old, b)
    box = c.request(old, produce_req("t", batch([b"lost1", b"lost2", b"lost3"]), acks=1), version=9)
    c.net.run_until(lambda: box.done)
    assert box.value.responses[0].partition_responses[0].base_offset == 2
    # the controller fences it (no heartbeats) and elects another ISR member
    c.net.run_until(lambda: c.leader("t") in others, max_ms=20_000, what="new leader")
    new = c.leader("t")
    c.net.run_until(lambda: c.brokers[new].rm.partition("t", 0).is_leader)
    r = c.call(new, produce_req("t", batch([b"new1", b"new2"]), acks=1), 9).responses[0].partition_responses[0]
    assert (r.error_code, r.base_offset) == (0, 2)
    assert leo(c, old) == 5
    # the old leader comes back as a follower, truncates to the common prefix and copies the new leader's log
    c.net.heal()
    c.net.run_until(lambda: old in c.isr("t") and leo(c, old) == 4, max_ms=30_000, what="old leader rejoins")
    old_log = c.brokers[old].rm.partition("t", 0).log
    new_log = c.brokers[new].rm.partition("t", 0).log
    read = lambda lg: bytes(lg.read(0, 1 << 20).records)  # noqa: E731
    assert read(old_log) == read(new_log)
    assert values(read(old_log)) == [b"a", b"b", b"new1", b"new2"]
    assert old_log.epoch_cache.entries == new_log.epoch_cache.entries


def test_idempotent_retries_are_deduplicated_also_on_a_new_leader() -> None:
    c = cluster()
    c.create_topic("t", 1, 3, min_insync_replicas="2")
    leader = c.leader("t")
    init = c.call(leader, InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=60000), 4)
    assert init.error_code == 0 and init.producer_epoch == 0
    pid = init.producer_id
    first = batch([b"m0", b"m1"], producer_id=pid, producer_epoch=0, base_sequence=0)
    r = c.call(leader, produce_req("t", first), 9).responses[0].partition_responses[0]
    assert (r.error_code, r.base_offset) == (0, 0)
    # the client did not get the answer and sends the same batch again: same offsets, nothing appended
    r = c.call(leader, produce_req("t", first), 9).responses[0].partition_responses[0]
    assert (r.error_code, r.base_offset) == (0, 0)
    assert leo(c, leader) == 2
    # a gap in the sequence is refused
    gap = batch([b"m5"], producer_id=pid, producer_epoch=0, base_sequence=5)
    assert (
        c.call(leader, produce_req("t", gap), 9).responses[0].partition_responses[0].error_code
        == E.OUT_OF_ORDER_SEQUENCE_NUMBER
    )
    second = batch([b"m2"], producer_id=pid, producer_epoch=0, base_sequence=2)
    assert c.call(leader, produce_req("t", second), 9).responses[0].partition_responses[0].base_offset == 2
    # the leader dies; the new leader learned the producer's state by replication
    c.crash_broker(leader)
    c.net.run_until(lambda: c.leader("t") not in (leader, -1), max_ms=20_000, what="new leader")
    new = c.leader("t")
    c.net.run_until(lambda: c.brokers[new].rm.partition("t", 0).is_leader)
    for retried, offset in ((first, 0), (second, 2)):
        r = c.call(new, produce_req("t", retried), 9).responses[0].partition_responses[0]
        assert (r.error_code, r.base_offset) == (0, offset)
    assert leo(c, new) == 3
    third = batch([b"m3"], producer_id=pid, producer_epoch=0, base_sequence=3)
    assert c.call(new, produce_req("t", third), 9).responses[0].partition_responses[0].base_offset == 3


def test_producer_state_and_the_clean_shutdown_marker_survive_a_restart() -> None:
    c = cluster()
    c.create_topic("t", 1, 1)
    leader = c.leader("t")
    pid = c.call(leader, InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=1000), 4).producer_id
    b0 = batch([b"m0"], producer_id=pid, producer_epoch=0, base_sequence=0)
    assert c.call(leader, produce_req("t", b0), 9).responses[0].partition_responses[0].base_offset == 0
    broker = c.brokers[leader]
    epoch = broker.lifecycle.broker_epoch
    broker.lifecycle.stop()
    broker.rm.shutdown()
    assert read_marker(broker.fs, "/data") is not None
    assert read_marker(broker.fs, "/data").broker_epoch == epoch
    fs = c.crash_broker(leader)
    restarted = c.start_broker(leader, fs)
    assert restarted.logs.previous_broker_epoch == epoch
    c.wait_unfenced(leader)
    c.net.run_until(lambda: (p := restarted.rm.partition("t", 0)) is not None and p.is_leader)
    # the retry after the restart is still recognised (state rebuilt from the log)
    r = c.call(leader, produce_req("t", b0), 9).responses[0].partition_responses[0]
    assert (r.error_code, r.base_offset) == (0, 0)
    assert leo(c, leader) == 1


def isolate(c: Cluster, b: int) -> None:
    for other in [*range(c.brokers_count), CONTROLLER_ID]:
        if other != b:
            c.net.cut_link(b, other)


def test_kip966_acked_records_survive_when_the_last_isr_member_loses_its_unflushed_data() -> None:
    """KIP-966's motivating scenario, ELR on: acks=all records outlive an unclean shutdown of the last ISR member."""
    import random

    c = cluster()
    c.create_topic("t", 1, 3, min_insync_replicas="2")
    leader = c.leader("t")
    a, b = [x for x in c.replicas("t") if x != leader]
    ok = lambda resp: resp.responses[0].partition_responses[0].error_code == 0  # noqa: E731
    assert ok(c.call(leader, produce_req("t", batch([b"acked1"])), 9))
    isolate(c, a)
    assert ok(c.call(leader, produce_req("t", batch([b"acked2"])), 9, max_ms=20_000))  # ISR {leader, b}
    isolate(c, b)
    c.net.run_until(
        lambda: c.isr("t") == (leader,) and b in c.registration("t").elr,
        max_ms=20_000,
        what="ISR down to the leader, b in the ELR",
    )
    assert ok(c.call(leader, produce_req("t", batch([b"unacked"]), acks=1), 9))
    refused = c.call(leader, produce_req("t", batch([b"refused"])), 9).responses[0].partition_responses[0]
    assert refused.error_code == E.NOT_ENOUGH_REPLICAS
    # the leader loses power: its unflushed data is gone
    fs = c.crash_broker(leader)
    fs.power_loss(random.Random(7))
    c.net.heal()
    c.net.run_until(lambda: c.leader("t") == b, max_ms=30_000, what="b elected from the ELR")
    restarted = c.start_broker(leader, fs)
    assert restarted.logs.previous_broker_epoch is None  # no clean-shutdown marker: an unclean shutdown
    c.net.run_until(lambda: c.brokers[b].rm.partition("t", 0).is_leader)
    c.net.run_until(lambda: len(c.isr("t")) == 3, max_ms=30_000, what="everyone back in the ISR")
    data = consume(c, b, "t")
    assert values(data.records)[:2] == [b"acked1", b"acked2"]
