"""The replica manager on one broker: roles from the metadata image, ListOffsets, OffsetForLeaderEpoch,
DeleteRecords, InitProducerId, GetReplicaLogInfo, configs, metrics and shutdown."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kraftpy.broker.replica_manager import API_VERSIONS, ReplicaManagerSettings
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.delete_records import DeleteRecordsRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest
from kraftpy.protocol.messages.offset_for_leader_epoch import OffsetForLeaderEpochRequest
from kraftpy.runtime import Deferred
from kraftpy.storage.clean_shutdown import read_marker
from tests.broker.helpers import TS, Node, batch

E = ErrorCode
L = ListOffsetsRequest
O = OffsetForLeaderEpochRequest  # noqa: E741
D = DeleteRecordsRequest
G = GetReplicaLogInfoRequest


def list_offsets(
    n: Node,
    timestamp: int,
    *,
    version: int = 7,
    replica: int = -1,
    isolation: int = 0,
    current_leader_epoch: int = -1,
    topic: str = "t",
) -> Any:
    req = L(
        replica_id=replica,
        isolation_level=isolation,
        topics=[
            L.ListOffsetsTopic(
                name=topic,
                partitions=[
                    L.ListOffsetsPartition(
                        partition_index=0, timestamp=timestamp, current_leader_epoch=current_leader_epoch
                    )
                ],
            )
        ],
    )
    return n.answer(n.handle(2, version, req), version).topics[0].partitions[0]


def three_batches(n: Node) -> None:
    n.produce_answer("t", batch([b"a", b"b"], timestamp=TS + 10), acks=1)
    n.produce_answer("t", batch([b"c"], timestamp=TS + 50), acks=1)
    n.produce_answer("t", batch([b"d"], timestamp=TS + 30), acks=1)


def test_api_versions_table_matches_the_schemas() -> None:
    for key, (lo, hi) in API_VERSIONS.items():
        api = API_BY_KEY[key]
        assert api.min_version <= lo <= hi <= api.max_version, api.name
    assert set(API_VERSIONS) == set(Node(0, brokers=(0,)).rm.handlers())


# ---------------------------------------------------------------------------------------------------- ListOffsets


@pytest.mark.parametrize("version", range(1, 11))
def test_list_offsets_special_timestamps(version: int) -> None:
    n = Node(0, brokers=(0,))
    n.meta.topic("t", [{"replicas": [0], "leader_epoch": 3}])
    three_batches(n)
    latest = list_offsets(n, -1, version=version)
    assert (latest.error_code, latest.offset) == (0, 4)
    assert latest.leader_epoch == (3 if version >= 4 else -1)
    assert list_offsets(n, -2, version=version).offset == 0
    assert list_offsets(n, TS + 20, version=version).offset == 2  # first record with timestamp >= TS+20
    assert list_offsets(n, TS + 20, version=version).timestamp == TS + 50
    assert list_offsets(n, TS + 999, version=version).offset == -1
    if version >= 7:
        m = list_offsets(n, -3, version=version)
        assert (m.offset, m.timestamp) == (2, TS + 50)
    if version >= 8:
        assert list_offsets(n, -4, version=version).offset == 0


def test_list_offsets_respect_the_high_watermark_and_isolation() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="1")
    n.produce_answer("t", batch([b"a"], timestamp=TS), acks=1)
    assert list_offsets(n, -1).offset == 0  # consumers: the HWM
    assert list_offsets(n, -1, isolation=1).offset == 0
    assert list_offsets(n, TS).offset == -1  # beyond the HWM
    assert list_offsets(n, -1, replica=1).offset == 1  # followers: the log end
    n.follower_fetch("t", 1, 1)
    assert list_offsets(n, -1).offset == 1
    assert list_offsets(n, TS).offset == 0


def test_list_offsets_errors() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1], "leader_epoch": 2}])
    n.meta.topic("f", [{"replicas": [1, 0], "leader": 1}])
    assert list_offsets(n, -1, current_leader_epoch=1).error_code == E.FENCED_LEADER_EPOCH
    assert list_offsets(n, -1, current_leader_epoch=3).error_code == E.UNKNOWN_LEADER_EPOCH
    assert list_offsets(n, -1, topic="f").error_code == E.NOT_LEADER_OR_FOLLOWER
    assert list_offsets(n, -1, topic="f", replica=-2).error_code == 0  # debugging may ask a follower
    assert list_offsets(n, -1, topic="nope").error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    req = L(
        replica_id=-1,
        topics=[
            L.ListOffsetsTopic(
                name="t",
                partitions=[
                    L.ListOffsetsPartition(partition_index=0, timestamp=-1),
                    L.ListOffsetsPartition(partition_index=0, timestamp=-2),
                ],
            )
        ],
    )
    resp = n.answer(n.handle(2, 7, req), 7)
    assert [p.error_code for p in resp.topics[0].partitions] == [0, E.INVALID_REQUEST]


def test_list_offsets_latest_is_not_available_while_a_new_leader_has_not_reached_its_epoch_start() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [1, 0], "leader": 1}], min_insync_replicas="1")
    part = n.rm.partition("t", 0)
    part.log.append_as_follower(batch([b"a", b"b"]))  # replicated, but the HWM was never learned
    n.meta.change("t", leader=0)
    assert list_offsets(n, -1).error_code == E.OFFSET_NOT_AVAILABLE
    n.follower_fetch("t", 1, 2)
    assert list_offsets(n, -1).offset == 2


# ------------------------------------------------------------------------------------------ OffsetForLeaderEpoch


def test_offset_for_leader_epoch() -> None:
    n = Node(0, brokers=(0, 1))
    n.meta.topic("t", [{"replicas": [0, 1], "leader_epoch": 1}], min_insync_replicas="1")
    n.produce_answer("t", batch([b"a", b"b"]), acks=1)  # epoch 1: offsets 0-1
    n.meta.change("t", leader=0)
    n.meta.change("t", leader=0)  # epoch 3 starts at 2
    n.produce_answer("t", batch([b"c"]), acks=1)

    def ask(epoch: int, current: int = -1, version: int = 4, topic: str = "t") -> tuple[int, int, int]:
        req = O(
            replica_id=1,
            topics=[
                O.OffsetForLeaderTopic(
                    topic=topic,
                    partitions=[
                        O.OffsetForLeaderPartition(partition=0, current_leader_epoch=current, leader_epoch=epoch)
                    ],
                )
            ],
        )
        p = n.answer(n.handle(23, version, req), version).topics[0].partitions[0]
        return p.error_code, p.leader_epoch, p.end_offset

    assert ask(3) == (0, 3, 3)  # the latest epoch ends at the log end
    assert ask(1) == (0, 1, 2)
    assert ask(2) == (0, 1, 2)  # never used: the largest smaller epoch
    assert ask(0) == (0, 0, 0)  # below every epoch
    assert ask(9) == (0, -1, -1)
    assert ask(3, current=2) == (E.FENCED_LEADER_EPOCH, -1, -1)
    assert ask(3, current=4, version=2) == (E.UNKNOWN_LEADER_EPOCH, -1, -1)
    assert ask(3, topic="nope")[0] == E.UNKNOWN_TOPIC_OR_PARTITION


# ------------------------------------------------------------------------------------------------ DeleteRecords


def delete(n: Node, offset: int, version: int = 2, timeout_ms: int = 1000) -> Any:
    req = D(
        topics=[
            D.DeleteRecordsTopic(name="t", partitions=[D.DeleteRecordsPartition(partition_index=0, offset=offset)])
        ],
        timeout_ms=timeout_ms,
    )
    return n.handle(21, version, req)


@pytest.mark.parametrize("version", [0, 1, 2])
def test_delete_records_moves_the_log_start_offset(version: int) -> None:
    n = Node(0, brokers=(0,))
    n.meta.topic("t", [{"replicas": [0]}])
    three_batches(n)
    p = n.answer(delete(n, 2, version), version).topics[0].partitions[0]
    assert (p.error_code, p.low_watermark) == (0, 2)
    assert n.fetch_partition("t", 0).error_code == E.OFFSET_OUT_OF_RANGE
    assert n.fetch_partition("t", 2).log_start_offset == 2
    p = n.answer(delete(n, -1, version), version).topics[0].partitions[0]  # -1: up to the HWM
    assert (p.error_code, p.low_watermark) == (0, 4)
    assert n.answer(delete(n, 5, version), version).topics[0].partitions[0].error_code == E.OFFSET_OUT_OF_RANGE


def test_delete_records_beyond_the_hwm_and_policy() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}], cleanup_policy="compact")
    assert n.answer(delete(n, 0), 2).topics[0].partitions[0].error_code == E.POLICY_VIOLATION
    m = Node(0)
    m.meta.topic("t", [{"replicas": [0, 1]}])
    m.produce_answer("t", batch([b"a"]), acks=1)  # HWM 0: the follower has not fetched
    assert m.answer(delete(m, 1), 2).topics[0].partitions[0].error_code == E.OFFSET_OUT_OF_RANGE


def test_delete_records_waits_for_the_followers_low_watermark() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="1")
    n.produce_answer("t", batch([b"a", b"b"]), acks=1)
    n.follower_fetch("t", 1, 2, log_start_offset=0)
    d = delete(n, 1)
    assert isinstance(d, Deferred) and not d.done
    p = n.follower_fetch("t", 1, 2, log_start_offset=0)
    assert p.log_start_offset == 1  # the follower learns the new start...
    assert not d.done
    n.follower_fetch("t", 1, 2, log_start_offset=1)  # ...and reports it
    p = n.answer(d, 2).topics[0].partitions[0]
    assert (p.error_code, p.low_watermark) == (0, 1)
    d = delete(n, 2, timeout_ms=300)
    n.reactor.advance(300)
    assert n.answer(d, 2).topics[0].partitions[0].error_code == E.REQUEST_TIMED_OUT


# ----------------------------------------------------------------------------------------------- InitProducerId


class Allocator:
    def __init__(self) -> None:
        self.calls: list[Deferred] = []
        self.next = 1000

    def __call__(self) -> Deferred:
        d = Deferred()
        self.calls.append(d)
        return d

    def grant(self, count: int = 10) -> None:
        d = self.calls[-1]
        d.resolve((self.next, count))
        self.next += count


def test_init_producer_id_waits_for_a_block_then_hands_out_ids() -> None:
    alloc = Allocator()
    n = Node(0, brokers=(0,), allocate=alloc)
    req = InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=1000)
    d1 = n.handle(22, 4, req)
    d2 = n.handle(22, 0, req)
    assert not d1.done and not d2.done and len(alloc.calls) == 1
    alloc.grant(10)
    a1, a2 = n.answer(d1, 4), n.answer(d2, 0)
    assert [(a.error_code, a.producer_id, a.producer_epoch) for a in (a1, a2)] == [(0, 1000, 0), (0, 1001, 0)]
    ids = [n.answer(n.handle(22, 4, req), 4).producer_id for _ in range(7)]
    assert ids == list(range(1002, 1009))
    assert len(alloc.calls) == 2  # the next block was asked for at 90% of the first
    alloc.grant(10)
    ids = [n.answer(n.handle(22, 4, req), 4).producer_id for _ in range(3)]
    assert ids == [1009, 1010, 1011]


def test_init_producer_id_errors() -> None:
    alloc = Allocator()
    n = Node(0, brokers=(0,), allocate=alloc)
    txn = n.answer(n.handle(22, 4, InitProducerIdRequest(transactional_id="tx", transaction_timeout_ms=1000)), 4)
    assert txn.error_code == E.COORDINATOR_NOT_AVAILABLE
    d = n.handle(22, 4, InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=1000))
    alloc.calls[-1].fail(RuntimeError("controller unreachable"))
    assert n.answer(d, 4).error_code == E.COORDINATOR_LOAD_IN_PROGRESS
    d = n.handle(22, 4, InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=1000))
    n.reactor.advance(n.rm.settings.controller_request_timeout_ms)
    assert n.answer(d, 4).error_code == E.COORDINATOR_LOAD_IN_PROGRESS


# -------------------------------------------------------------------------------------------- GetReplicaLogInfo


def test_get_replica_log_info() -> None:
    n = Node(0, brokers=(0, 1))
    n.meta.topic(
        "t", [{"replicas": [0, 1], "leader_epoch": 4}, {"replicas": [1], "leader": 1}], min_insync_replicas="1"
    )
    n.produce_answer("t", batch([b"a", b"b"]), acks=1)
    tid = n.meta.topic_ids["t"]
    req = G(
        broker_id=100,
        topic_partitions=[
            G.TopicPartitions(topic_id=tid, partitions=[0, 1, 7]),
            G.TopicPartitions(topic_id=uuid.UUID(int=5), partitions=[0]),
        ],
    )
    resp = n.answer(n.handle(1000, 0, req), 0)
    assert resp.broker_epoch == 10 and not resp.has_more_data
    got = [
        (p.partition, p.error_code, p.last_written_leader_epoch, p.current_leader_epoch, p.log_end_offset)
        for t in resp.topic_partition_log_info_list
        for p in t.partition_log_info
    ]
    assert got == [
        (0, 0, 4, 4, 2),
        (1, E.NOT_LEADER_OR_FOLLOWER, -1, 0, -1),  # not a replica here
        (7, E.UNKNOWN_TOPIC_OR_PARTITION, -1, -1, -1),
        (0, E.UNKNOWN_TOPIC_ID, -1, -1, -1),
    ]


def test_get_replica_log_info_limit_and_authorization() -> None:
    settings = ReplicaManagerSettings(max_get_replica_log_info_partitions=2)
    n = Node(0, brokers=(0,), settings=settings)
    n.meta.topic("t", [{"replicas": [0]}] * 3)
    req = G(broker_id=100, topic_partitions=[G.TopicPartitions(topic_id=n.meta.topic_ids["t"], partitions=[0, 1, 2])])
    resp = n.answer(n.handle(1000, 0, req), 0)
    assert resp.has_more_data
    assert [p.error_code for p in resp.topic_partition_log_info_list[0].partition_log_info] == [
        0,
        0,
        E.REQUEST_LIMIT_REACHED,
    ]
    assert ReplicaManagerSettings().max_get_replica_log_info_partitions == 2000


# --------------------------------------------------------------------------------------------- image, configs


def test_becoming_follower_and_leaderless_and_leader_again() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2]}])
    assert n.rm.partition("t", 0).is_leader
    assert n.rm.fetchers.fetching(n.meta.topic_ids["t"], 0) is None
    n.meta.change("t", leader=1)
    part = n.rm.partition("t", 0)
    assert not part.is_leader and part.leader_epoch == 1
    assert n.rm.fetchers.fetching(n.meta.topic_ids["t"], 0) == 1
    n.meta.change("t", leader=-1)
    assert n.rm.fetchers.fetching(n.meta.topic_ids["t"], 0) is None
    assert n.produce_answer("t", batch([b"x"]), version=10).current_leader.leader_id == -1
    n.meta.change("t", leader=0)
    part = n.rm.partition("t", 0)
    assert part.is_leader and part.leader_epoch == 3
    assert part.log.epoch_cache.entries == [(3, 0)]


def test_deleted_topics_and_removed_replicas_lose_their_logs() -> None:
    from kraftpy.protocol.messages import metadata_records as mr

    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}, {"replicas": [0, 2]}])
    n.produce_answer("t", batch([b"x"]), acks=1)
    assert set(n.logs.logs) == {("t", 0), ("t", 1)}
    n.meta.change("t", 1, replicas=[1, 2], isr=[1, 2], leader=1)
    assert n.rm.partition("t", 1) is None and set(n.logs.logs) == {("t", 0)}
    n.meta.apply(mr.RemoveTopicRecord(topic_id=n.meta.topic_ids["t"]))
    assert n.rm.partitions == {} and n.logs.logs == {}
    # a new topic with the same name starts empty
    n.meta.topic("t", [{"replicas": [0]}])
    assert n.fetch_partition("t", 0).high_watermark == 0


def test_stray_logs_are_deleted_only_when_asked() -> None:
    n = Node(0, brokers=(0,))
    n.logs.get_or_create_log("old", 0, topic_id=uuid.UUID(int=77))
    n.meta.topic("t", [{"replicas": [0]}])
    assert ("old", 0) in n.logs.logs
    assert n.rm.delete_stray_logs() == [("old", 0)]
    assert set(n.logs.logs) == {("t", 0)}


def test_min_insync_replicas_comes_from_topic_then_cluster_then_node() -> None:
    n = Node(0, settings=ReplicaManagerSettings(static={"min.insync.replicas": "3"}))
    n.meta.topic("t", [{"replicas": [0, 1, 2], "isr": [0, 1]}])
    assert n.produce_answer("t", batch([b"x"])).error_code == E.NOT_ENOUGH_REPLICAS  # node default 3
    n.meta.config(BROKER_RESOURCE, "", "min.insync.replicas", "2")
    d = n.produce("t", batch([b"y"]))
    assert isinstance(d, Deferred) and not d.done  # cluster default 2: accepted, waits for follower 1
    n.meta.config(TOPIC_RESOURCE, "t", "min.insync.replicas", "3")
    # the parked write now cannot complete: the ISR is below the topic's min ISR
    assert n.answer(d, 9).responses[0].partition_responses[0].error_code == E.NOT_ENOUGH_REPLICAS_AFTER_APPEND
    assert n.rm.gauges()["UnderMinIsrPartitionCount"] == 1


def test_log_configs_follow_the_configuration_layer() -> None:
    n = Node(0, brokers=(0,), settings=ReplicaManagerSettings(static={"log.segment.bytes": "100000"}))
    n.meta.config(BROKER_RESOURCE, "", "log.retention.hours", "2")
    n.meta.config(BROKER_RESOURCE, "", "message.max.bytes", "5000")
    n.meta.topic("t", [{"replicas": [0]}], max_message_bytes="7000", min_insync_replicas="1")
    cfg = n.rm.partition("t", 0).log.config
    assert (cfg.retention_ms, cfg.max_message_bytes, cfg.segment_bytes) == (7_200_000, 7000, 100000)
    n.meta.config(TOPIC_RESOURCE, "t", "max.message.bytes", None)  # the topic override goes: the cluster value
    assert n.rm.partition("t", 0).log.config.max_message_bytes == 5000
    n.meta.config(BROKER_RESOURCE, "0", "log.retention.ms", "1000")  # this broker's own dynamic config
    assert n.rm.partition("t", 0).log.config.retention_ms == 1000


def test_gauges() -> None:
    n = Node(0)
    n.meta.topic("a", [{"replicas": [0, 1, 2], "isr": [0, 1]}], min_insync_replicas="2")
    n.meta.topic("b", [{"replicas": [0, 1], "isr": [0]}], min_insync_replicas="2")
    n.meta.topic("c", [{"replicas": [1, 0], "leader": 1}])
    assert n.rm.gauges() == {
        "LeaderCount": 2,
        "PartitionCount": 3,
        "UnderReplicatedPartitions": 2,
        "UnderMinIsrPartitionCount": 1,
        "AtMinIsrPartitionCount": 1,
        "OfflineReplicaCount": 0,
    }


def test_isr_shrink_after_lag_is_sent_to_the_controller() -> None:
    n = Node(0, settings=ReplicaManagerSettings(replica_lag_time_max_ms=1000))
    n.meta.topic("t", [{"replicas": [0, 1, 2]}])
    n.produce_answer("t", batch([b"x"]), acks=1)
    n.follower_fetch("t", 1, 1)
    n.reactor.advance(1000)  # the checks run every 500 ms
    assert n.reactor.sent == []
    n.reactor.advance(500)  # follower 2 has not caught up for more than 1000 ms
    ((_, _, req),) = n.reactor.sent
    assert [b.broker_id for b in req.topics[0].partitions[0].new_isr_with_epochs] == [0, 1]


def test_shutdown_answers_parked_requests_and_writes_the_clean_marker() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="2")
    produce = n.produce("t", batch([b"x"]))
    fetch = n.fetch("t", 0, max_wait_ms=10_000)
    n.rm.shutdown()
    assert n.answer(produce, 9).responses[0].partition_responses[0].error_code == E.NOT_LEADER_OR_FOLLOWER
    assert fetch.done
    marker = read_marker(n.fs, "/data")
    assert marker is not None and marker.broker_epoch == 10


def test_fetch_request_with_a_forgotten_topic_uses_the_topic_id_key() -> None:
    n = Node(0, brokers=(0,))
    n.meta.topic("t", [{"replicas": [0]}, {"replicas": [0]}])
    F = FetchRequest
    full = F(
        max_wait_ms=0,
        min_bytes=1,
        session_id=0,
        session_epoch=0,
        topics=[
            F.FetchTopic(
                topic_id=n.meta.topic_ids["t"],
                partitions=[F.FetchPartition(partition=i, partition_max_bytes=100) for i in (0, 1)],
            )
        ],
    )
    full.replica_state = F.ReplicaState(replica_id=-1)
    sid = n.answer(n.handle(1, 16, full), 16).session_id
    forget = F(
        max_wait_ms=0,
        min_bytes=1,
        session_id=sid,
        session_epoch=1,
        topics=[],
        forgotten_topics_data=[F.ForgottenTopic(topic_id=n.meta.topic_ids["t"], partitions=[0])],
    )
    forget.replica_state = F.ReplicaState(replica_id=-1)
    n.answer(n.handle(1, 16, forget), 16)
    session = n.rm.sessions.sessions[sid]
    assert list(session.partitions) == [(n.meta.topic_ids["t"], 1)]


def follower_with_epochs(epochs: list[tuple[int, int]]) -> tuple[Node, Any]:
    """A follower of broker 1 whose log holds `count` one-record batches of each (epoch, count)."""
    n = Node(0, brokers=(0, 1))
    n.meta.topic("t", [{"replicas": [1, 0], "leader": 1, "leader_epoch": 9}])
    part = n.rm.partition("t", 0)
    from kraftpy.protocol.records import RecordBatchBuilder

    offset = 0
    for epoch, count in epochs:
        for _ in range(count):
            b = RecordBatchBuilder(base_offset=offset, partition_leader_epoch=epoch)
            b.append(TS + offset, b"k", b"v")
            n.rm.append_as_follower(part.key, 9, b.build(), -1, -1)
            offset += 1
    return n, part


@pytest.mark.parametrize(
    ("diverging", "truncated_to", "complete"),
    [
        ((4, 7), 7, True),  # same epoch on both sides: the smaller end offset
        ((4, 9), 8, True),  # the leader's end beyond ours: nothing to cut
        ((3, 5), 6, False),  # epoch 3 unknown here: cut to the end of our epoch 2 and ask again
        ((2, 4), 4, True),
        ((0, 1), 1, True),
    ],
)
def test_follower_truncation_for_a_diverging_epoch(
    diverging: tuple[int, int], truncated_to: int, complete: bool
) -> None:
    n, part = follower_with_epochs([(0, 3), (2, 3), (4, 2)])  # epochs start at 0, 3, 6; log end 8
    assert part.log.epoch_cache.entries == [(0, 0), (2, 3), (4, 6)]
    assert n.rm.truncate_for_divergence(part.key, *diverging) is complete
    assert part.log.log_end_offset == truncated_to
    assert n.rm.follower_fetch_position(part.key) == (truncated_to, part.log.latest_epoch, 0)


def test_follower_appends_keep_the_hwm_monotonic_and_follow_the_log_start() -> None:
    n, part = follower_with_epochs([(0, 5)])
    n.rm.append_as_follower(part.key, 9, b"", 3, 0)
    assert part.log.high_watermark == 3
    n.rm.append_as_follower(part.key, 9, b"", 2, 0)  # a new leader that knows less
    assert part.log.high_watermark == 3
    n.rm.append_as_follower(part.key, 9, b"", 9, 0)  # never beyond our log end
    assert part.log.high_watermark == 5
    n.rm.append_as_follower(part.key, 9, b"", 5, 4)
    assert part.log.log_start_offset == 4


def test_nothing_is_led_before_start_and_start_applies_the_caught_up_image() -> None:
    """A restarted broker replays an image that may still name it leader; it acts only once caught up."""
    from kraftpy.broker.replica_manager import ReplicaManager
    from kraftpy.metadata.image import ImageChanges
    from tests.broker.helpers import Meta

    old = Node(0, brokers=(0, 1))
    old.meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="1")
    old.meta.topic("gone", [{"replicas": [0]}])
    old.produce_answer("t", batch([b"x"]), acks=1)
    old.rm.shutdown()
    meta = Meta()
    meta.broker(0)
    meta.broker(1)
    meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="1")  # same topic id as before
    n = Node.__new__(Node)
    n.reactor, n.fs, n.meta, n.epoch = old.reactor, old.fs, meta, 10
    from kraftpy.storage import LogManager

    n.logs = LogManager(n.fs, ["/data"], clock=n.reactor.wall_ms)
    n.logs.startup()
    n.rm = ReplicaManager(n.reactor, 0, n.logs, broker_epoch=lambda: 10, controller_leader=lambda: 100)
    n.rm.on_image(meta.image, ImageChanges())
    meta.listeners.append(n.rm.on_image)
    assert n.rm.partitions == {}  # not started: the image is only recorded
    assert n.produce_answer("t", batch([b"y"]), acks=1).error_code == E.NOT_LEADER_OR_FOLLOWER
    meta.change("t", leader=1)  # the controller moved leadership away after the unclean restart
    assert n.rm.partitions == {}
    n.rm.start()
    part = n.rm.partition("t", 0)
    assert part is not None and not part.is_leader and part.leader_id == 1
    assert part.log.log_end_offset == 1  # its data is kept for the fetcher
    assert ("gone", 0) not in n.logs.logs  # a stray log: its topic is not in the image


def test_an_empty_epoch_entry_at_the_log_end_is_removed_when_the_leader_diverges() -> None:
    """This broker led epoch 5 without appending before another leader took over: the entry (5, log end) must go,
    or its fetches would keep announcing epoch 5 and getting the same DivergingEpoch answer."""
    n, part = follower_with_epochs([(0, 3), (2, 3)])
    part.log.assign_epoch_start_offset(5, 6)
    assert n.rm.follower_fetch_position(part.key) == (6, 5, 0)
    assert n.rm.truncate_for_divergence(part.key, 2, 6) is True
    assert part.log.epoch_cache.entries == [(0, 0), (2, 3)]
    assert n.rm.follower_fetch_position(part.key) == (6, 2, 0)
