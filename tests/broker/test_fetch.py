"""Fetch v4-18 on one broker: consumers (HWM, long poll, limits, sessions, topic ids, errors) and followers
(progress, HWM, ISR expansion, DivergingEpoch)."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

from kraftpy.broker.fetch_handler import FetchHandler
from kraftpy.broker.replica_manager import ReplicaManagerSettings
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest, AlterPartitionResponse
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.records import decode_batches
from kraftpy.runtime import Deferred
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.region import FileRegion
from tests.broker.helpers import Node, batch

E = ErrorCode
F = FetchRequest


def values(records: object) -> list[bytes]:
    return [bytes(r.value) for b in decode_batches(bytes(records)) for r in b.records]  # type: ignore[arg-type]


def rf1(n_partitions: int = 1) -> Node:
    n = Node(0, brokers=(0,))
    n.meta.topic("t", [{"replicas": [0]}] * n_partitions)
    return n


def rf3(min_isr: str = "2") -> Node:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2]}], min_insync_replicas=min_isr)
    return n


@pytest.mark.parametrize("version", range(4, 19))
def test_consumer_fetch_in_every_version(version: int) -> None:
    n = rf1()
    n.produce_answer("t", batch([b"a", b"b"]), acks=1)
    n.produce_answer("t", batch([b"c"]), acks=1)
    p = n.fetch_partition("t", 0, version=version)
    assert (p.error_code, p.high_watermark, p.last_stable_offset) == (0, 3, 3)
    assert p.log_start_offset == (0 if version >= 5 else -1)
    assert values(p.records) == [b"a", b"b", b"c"]
    p = n.fetch_partition("t", 2, version=version)
    assert values(p.records) == [b"c"]  # whole batches from the one holding the offset


def test_consumers_read_only_up_to_the_high_watermark() -> None:
    n = rf3()
    n.produce_answer("t", batch([b"a"]), acks=1)
    p = n.fetch_partition("t", 0)
    assert p.high_watermark == 0 and values(p.records) == []
    n.follower_fetch("t", 1, 1)
    n.follower_fetch("t", 2, 1)
    p = n.fetch_partition("t", 0)
    assert p.high_watermark == 1 and values(p.records) == [b"a"]
    # read_committed reads to the last stable offset, which is the HWM without transactions
    p = n.fetch_partition("t", 0, isolation=1)
    assert p.last_stable_offset == 1 and values(p.records) == [b"a"] and p.aborted_transactions == []


def test_offset_out_of_range() -> None:
    n = rf1()
    n.produce_answer("t", batch([b"a", b"b"]), acks=1)
    assert n.fetch_partition("t", 3).error_code == E.OFFSET_OUT_OF_RANGE
    assert n.fetch_partition("t", 2).error_code == 0  # the log end is a valid position
    n.rm.log_manager.maybe_increment_log_start_offset("t", 0, 1)
    assert n.fetch_partition("t", 0).error_code == E.OFFSET_OUT_OF_RANGE


def test_long_poll_waits_for_data_and_times_out() -> None:
    n = rf1()
    d = n.fetch("t", 0, max_wait_ms=500)
    assert isinstance(d, Deferred) and not d.done
    n.reactor.advance(100)
    n.produce_answer("t", batch([b"x"]), acks=1)
    resp = n.answer(d, 12)
    assert values(resp.responses[0].partitions[0].records) == [b"x"]
    d = n.fetch("t", 1, max_wait_ms=500)
    n.reactor.advance(499)
    assert not d.done
    n.reactor.advance(1)
    assert values(n.answer(d, 12).responses[0].partitions[0].records) == []
    assert n.rm.metrics.expired_fetches == 1


def test_min_bytes_waits_until_enough_data_accumulated() -> None:
    n = rf1()
    d = n.fetch("t", 0, max_wait_ms=1000, min_bytes=300)
    n.produce_answer("t", batch([b"x" * 50]), acks=1)
    assert not d.done
    n.produce_answer("t", batch([b"y" * 300]), acks=1)
    assert values(n.answer(d, 12).responses[0].partitions[0].records) == [b"x" * 50, b"y" * 300]


def test_consumer_long_poll_wakes_on_the_hwm_not_the_append() -> None:
    n = rf3()
    d = n.fetch("t", 0, max_wait_ms=1000)
    n.produce_answer("t", batch([b"a"]), acks=1)
    assert not d.done
    n.follower_fetch("t", 1, 1)
    assert not d.done
    n.follower_fetch("t", 2, 1)
    assert values(n.answer(d, 12).responses[0].partitions[0].records) == [b"a"]


def test_a_parked_fetch_woken_by_one_partition_looks_at_that_partition_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """A consumer long poll over 100 partitions: appends to partition 0 (the HWM does not move, so it keeps
    waiting) re-check partition 0 only, not the 99 others; the HWM move on partition 0 then answers it."""
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2]}] * 100, min_insync_replicas="2")
    req = F(
        max_wait_ms=1000,
        min_bytes=1,
        max_bytes=1 << 20,
        isolation_level=0,
        session_epoch=-1,
        topics=[
            F.FetchTopic(
                topic="t",
                partitions=[
                    F.FetchPartition(partition=i, fetch_offset=0, partition_max_bytes=1 << 20) for i in range(100)
                ],
            )
        ],
    )
    req.replica_id = -1
    d = n.handle(1, 12, req)
    assert not d.done
    looked: list[int] = []
    original = FetchHandler._fetch_lookup

    def counting(self: FetchHandler, fp: Any, v: int) -> Any:
        looked.append(fp.partition)
        return original(self, fp, v)

    monkeypatch.setattr(FetchHandler, "_fetch_lookup", counting)
    for i in range(20):
        n.produce_answer("t", batch([b"v%d" % i]), acks=1)
    assert not d.done
    assert looked == [0] * 20
    n.follower_fetch("t", 1, 20)
    n.follower_fetch("t", 2, 20)
    assert d.done
    resp = n.answer(d, 12)
    assert [len(values(p.records)) for p in resp.responses[0].partitions][:2] == [20, 0]


def test_max_bytes_and_partition_max_bytes_return_at_least_one_batch() -> None:
    n = rf1(n_partitions=2)
    for p in (0, 1):
        for i in range(3):
            n.produce_answer("t", batch([bytes([65 + i]) * 100]), acks=1, partition=p)
    one = len(batch([b"A" * 100]))
    # PartitionMaxBytes smaller than one batch: still the first batch
    p = n.fetch_partition("t", 0, partition_max_bytes=10)
    assert values(p.records) == [b"A" * 100]
    # MaxBytes shared: the first partition takes two batches, the second gets what is left (nothing)
    req = F(
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=2 * one + 10,
        isolation_level=0,
        session_epoch=-1,
        topics=[
            F.FetchTopic(
                topic="t",
                partitions=[F.FetchPartition(partition=i, fetch_offset=0, partition_max_bytes=1 << 20) for i in (0, 1)],
            )
        ],
    )
    req.replica_id = -1
    resp = n.answer(n.handle(1, 12, req), 12)
    got = [values(p.records) for p in resp.responses[0].partitions]
    assert got == [[b"A" * 100, b"B" * 100], []]
    assert n.rm.metrics.topics["t"].bytes_out > 0


def test_fetch_by_topic_id() -> None:
    n = rf1()
    n.produce_answer("t", batch([b"x"]), acks=1)
    resp = n.answer(n.fetch("t", 0, version=13), 13)
    assert resp.responses[0].topic_id == n.meta.topic_ids["t"]
    assert values(resp.responses[0].partitions[0].records) == [b"x"]
    req = n.fetch_request("t", 0, version=16)
    req.topics[0].topic_id = uuid.UUID(int=4242)
    resp = n.answer(n.handle(1, 16, req), 16)
    assert resp.responses[0].topic_id == uuid.UUID(int=4242)
    assert resp.responses[0].partitions[0].error_code == E.UNKNOWN_TOPIC_ID


def test_unknown_topic_by_name() -> None:
    n = rf1()
    resp = n.answer(n.fetch("nope", 0), 12)
    assert resp.responses[0].partitions[0].error_code == E.UNKNOWN_TOPIC_OR_PARTITION


@pytest.mark.parametrize(("epoch", "error"), [(0, 0), (-1, 0), (2, E.UNKNOWN_LEADER_EPOCH)])
def test_current_leader_epoch_is_checked(epoch: int, error: int) -> None:
    n = Node(0, brokers=(0,))
    n.meta.topic("t", [{"replicas": [0], "leader_epoch": 1}])
    n.meta.change("t", leader=0)  # leader epoch 2
    assert n.fetch_partition("t", 0, current_leader_epoch=epoch + 1 if epoch >= 0 else -1).error_code == (
        E.FENCED_LEADER_EPOCH if epoch == 0 else error
    )


@pytest.mark.parametrize("version", [11, 12, 16])
def test_fetch_from_a_follower_replica_names_the_leader(version: int) -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [1, 0, 2], "leader": 1, "leader_epoch": 3}])
    resp = n.answer(n.fetch("t", 0, version=version), version)
    p = resp.responses[0].partitions[0]
    assert p.error_code == E.NOT_LEADER_OR_FOLLOWER
    if version >= 12:
        assert (p.current_leader.leader_id, p.current_leader.leader_epoch) == (1, 3)
    if version >= 16:
        assert [(e.node_id, e.host) for e in resp.node_endpoints] == [(1, "host1")]
    else:
        assert resp.node_endpoints == []


# ------------------------------------------------------------------------------------------------------ sessions


def test_sessionless_fetch_gets_session_id_0() -> None:
    n = rf1()
    resp = n.answer(n.fetch("t", 0, session_epoch=-1), 12)
    assert resp.session_id == 0 and len(resp.responses) == 1


def test_full_then_incremental_session() -> None:
    n = rf1(n_partitions=2)
    n.produce_answer("t", batch([b"p0"]), acks=1, partition=0)
    req = F(
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        isolation_level=0,
        session_id=0,
        session_epoch=0,
        topics=[
            F.FetchTopic(
                topic="t",
                partitions=[F.FetchPartition(partition=i, fetch_offset=0, partition_max_bytes=1 << 20) for i in (0, 1)],
            )
        ],
    )
    req.replica_id = -1
    resp = n.answer(n.handle(1, 12, req), 12)
    sid = resp.session_id
    assert sid != 0
    assert [p.partition_index for p in resp.responses[0].partitions] == [0, 1]  # a full answer
    # epoch 1: the client moved partition 0 to offset 1; nothing changed anywhere: an empty answer
    inc = F(
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        isolation_level=0,
        session_id=sid,
        session_epoch=1,
        topics=[
            F.FetchTopic(
                topic="t", partitions=[F.FetchPartition(partition=0, fetch_offset=1, partition_max_bytes=1 << 20)]
            )
        ],
    )
    inc.replica_id = -1
    resp = n.answer(n.handle(1, 12, inc), 12)
    assert resp.session_id == sid and resp.responses == []
    # new data on partition 1 (not in the request: the session remembers its offset 0)
    n.produce_answer("t", batch([b"p1"]), acks=1, partition=1)
    inc2 = F(
        max_wait_ms=0, min_bytes=1, max_bytes=1 << 20, isolation_level=0, session_id=sid, session_epoch=2, topics=[]
    )
    inc2.replica_id = -1
    resp = n.answer(n.handle(1, 12, inc2), 12)
    assert [(p.partition_index, values(p.records)) for p in resp.responses[0].partitions] == [(1, [b"p1"])]
    # errors
    wrong = F(max_wait_ms=0, min_bytes=1, session_id=sid, session_epoch=7, topics=[])
    wrong.replica_id = -1
    assert n.answer(n.handle(1, 12, wrong), 12).error_code == E.INVALID_FETCH_SESSION_EPOCH
    unknown = F(max_wait_ms=0, min_bytes=1, session_id=sid + 1, session_epoch=3, topics=[])
    unknown.replica_id = -1
    assert n.answer(n.handle(1, 12, unknown), 12).error_code == E.FETCH_SESSION_ID_NOT_FOUND
    # a session made by name cannot continue by topic id
    ids = F(max_wait_ms=0, min_bytes=1, session_id=sid, session_epoch=3, topics=[])
    ids.replica_state = F.ReplicaState(replica_id=-1)
    assert n.answer(n.handle(1, 15, ids), 15).error_code == E.FETCH_SESSION_TOPIC_ID_ERROR


def test_incremental_session_long_poll_answers_only_changed_partitions() -> None:
    n = rf1(n_partitions=2)
    full = F(
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        session_id=0,
        session_epoch=0,
        topics=[
            F.FetchTopic(
                topic="t",
                partitions=[F.FetchPartition(partition=i, fetch_offset=0, partition_max_bytes=1000) for i in (0, 1)],
            )
        ],
    )
    full.replica_id = -1
    sid = n.answer(n.handle(1, 12, full), 12).session_id
    poll = F(max_wait_ms=500, min_bytes=1, max_bytes=1 << 20, session_id=sid, session_epoch=1, topics=[])
    poll.replica_id = -1
    d = n.handle(1, 12, poll)
    assert not d.done
    n.produce_answer("t", batch([b"late"]), acks=1, partition=1)
    resp = n.answer(d, 12)
    assert [(p.partition_index, values(p.records)) for p in resp.responses[0].partitions] == [(1, [b"late"])]


# ------------------------------------------------------------------------------------------------------ followers


def test_follower_fetches_track_progress_and_return_data_beyond_the_hwm() -> None:
    n = rf3()
    n.produce_answer("t", batch([b"a"]), acks=1)
    p = n.follower_fetch("t", 1, 0)
    assert values(p.records) == [b"a"]  # followers read up to the log end
    assert p.high_watermark == 0
    p = n.follower_fetch("t", 1, 1)
    assert p.high_watermark == 0  # follower 2 still lacks it
    p = n.follower_fetch("t", 2, 1)
    assert p.high_watermark == 1
    st = n.rm.partition("t", 0).state
    assert st.followers[1].log_end_offset == 1 and st.followers[1].broker_epoch == 11


def answered(result: object) -> bool:
    return not isinstance(result, Deferred) or result.done


def test_follower_long_poll_waits_for_the_log_end_and_learns_hwm_changes() -> None:
    n = rf3()
    n.follower_fetch("t", 1, 0)
    n.follower_fetch("t", 2, 0)
    d1 = n.fetch("t", 0, version=17, replica=1, replica_epoch=11, max_wait_ms=500, current_leader_epoch=0)
    assert not answered(d1)
    n.produce_answer("t", batch([b"a"]), acks=1)
    assert values(n.answer(d1, 17).responses[0].partitions[0].records) == [b"a"]  # woken by the append
    d2 = n.fetch("t", 1, version=17, replica=2, replica_epoch=12, max_wait_ms=500, current_leader_epoch=0)
    assert not answered(d2)  # follower 2 has everything; the HWM waits for follower 1
    d1 = n.fetch("t", 1, version=17, replica=1, replica_epoch=11, max_wait_ms=500, current_leader_epoch=0)
    assert answered(d1)  # its fetch moved the HWM past what it was told: answered at once
    assert n.answer(d1, 17).responses[0].partitions[0].high_watermark == 1
    assert answered(d2)  # woken by the HWM change
    assert n.answer(d2, 17).responses[0].partitions[0].high_watermark == 1
    d1 = n.fetch("t", 1, version=17, replica=1, replica_epoch=11, max_wait_ms=500, current_leader_epoch=0)
    assert not answered(d1)  # nothing new


def test_v18_follower_high_watermark_field() -> None:
    n = rf3(min_isr="1")
    n.produce_answer("t", batch([b"a"]), acks=1)
    n.follower_fetch("t", 1, 1, version=18)
    n.follower_fetch("t", 2, 1, version=18)
    req = n.fetch_request("t", 1, version=18, replica=1, replica_epoch=11, max_wait_ms=500, current_leader_epoch=0)
    req.topics[0].partitions[0].high_watermark = 0
    assert answered(n.handle(1, 18, req))  # the follower's HWM is behind the leader's
    req.topics[0].partitions[0].high_watermark = 1
    assert not answered(n.handle(1, 18, req))


def test_a_non_replica_cannot_fetch_as_follower() -> None:
    n = rf3()
    assert n.follower_fetch("t", 7, 0).error_code == E.UNKNOWN_LEADER_EPOCH
    assert n.follower_fetch("t", 7, 0, current_leader_epoch=-1).error_code == E.NOT_LEADER_OR_FOLLOWER


def test_diverging_epoch_answer() -> None:
    n = Node(0, brokers=(0, 1))
    n.meta.topic("t", [{"replicas": [0, 1], "leader_epoch": 0}], min_insync_replicas="1")
    n.produce_answer("t", batch([b"e0a", b"e0b"]), acks=1)  # offsets 0-1 in epoch 0
    n.meta.change("t", leader=0)  # epoch 1 starts at offset 2
    n.produce_answer("t", batch([b"e1"]), acks=1)
    # a follower whose log has epoch 0 up to offset 4 (records the leader does not have)
    p = n.follower_fetch("t", 1, 4, last_fetched_epoch=0, current_leader_epoch=1)
    assert (p.diverging_epoch.epoch, p.diverging_epoch.end_offset) == (0, 2)
    assert values(p.records) == []
    st = n.rm.partition("t", 0).state
    assert st.followers[1].log_end_offset == -1  # a diverging fetch does not count as progress
    # a follower in line with the leader gets data
    p = n.follower_fetch("t", 1, 2, last_fetched_epoch=0, current_leader_epoch=1)
    assert p.diverging_epoch.epoch == -1 and values(p.records) == [b"e1"]
    # an epoch above every epoch the leader has: no end offset can be found, as Kafka answers
    p = n.follower_fetch("t", 1, 3, last_fetched_epoch=5, current_leader_epoch=1)
    assert p.error_code == E.OFFSET_OUT_OF_RANGE


def test_follower_catching_up_is_added_to_the_isr_with_its_broker_epoch() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2], "isr": [0, 1]}], min_insync_replicas="1")
    n.produce_answer("t", batch([b"a"]), acks=1)
    n.follower_fetch("t", 1, 1)
    assert n.reactor.sent == []
    n.follower_fetch("t", 2, 1)
    ((dst, listener, req),) = n.reactor.sent
    assert (dst, listener) == (100, "controller") and isinstance(req, AlterPartitionRequest)
    pd = req.topics[0].partitions[0]
    assert [(b.broker_id, b.broker_epoch) for b in pd.new_isr_with_epochs] == [(0, 10), (1, 11), (2, 12)]
    assert (pd.leader_epoch, pd.partition_epoch, req.broker_epoch) == (0, 0, 10)
    assert n.rm.partition("t", 0).state.maximal_isr == (0, 1, 2)
    R = AlterPartitionResponse
    n.reactor.callbacks[0](
        R(
            topics=[
                R.TopicData(
                    topic_id=n.meta.topic_ids["t"],
                    partitions=[
                        R.PartitionData(
                            partition_index=0, leader_id=0, leader_epoch=0, isr=[0, 1, 2], partition_epoch=1
                        )
                    ],
                )
            ]
        ),
        None,
    )
    part = n.rm.partition("t", 0)
    assert part.state.isr == (0, 1, 2) and part.partition_epoch == 1 and part.state.pending is None
    assert n.rm.metrics.isr_expands == 1


def test_a_fenced_follower_is_not_added_to_the_isr() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2], "isr": [0, 1]}], min_insync_replicas="1")
    n.meta.broker(2, fenced=True)
    n.follower_fetch("t", 2, 0)
    assert n.reactor.sent == []
    n.meta.broker(2)
    n.follower_fetch("t", 2, 0, replica_epoch=5)  # an old incarnation's epoch
    assert n.reactor.sent == []
    n.follower_fetch("t", 2, 0)
    assert len(n.reactor.sent) == 1


def test_fetch_response_versions_carry_only_what_they_can() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [1, 0], "leader": 1}])
    for v in range(4, 19):
        resp = n.answer(n.fetch("t", 0, version=v), v)
        assert resp.responses[0].partitions[0].error_code == E.NOT_LEADER_OR_FOLLOWER


# ------------------------------------------------------------------------------------------- zero-copy reads


def test_with_zero_copy_reads_fetch_answers_carry_file_regions_of_the_segment(tmp_path: Path) -> None:
    """On a real file system a fetch's read is handed out as a FileRegion (the network layer sends it with
    sendfile); its bytes are what a plain read returns, for followers and for consumers stopped by the HWM."""
    settings = ReplicaManagerSettings(zero_copy_reads=True, zero_copy_min_bytes=1)
    n = Node(0, fs=RealFileSystem(), log_dir=str(tmp_path), settings=settings)
    n.meta.topic("t", [{"replicas": [0, 1, 2]}], min_insync_replicas="2")
    for i in range(3):
        assert n.produce_answer("t", batch([b"v%d" % i, b"w%d" % i]), acks=1).error_code == 0
    resp = n.fetch("t", 0, version=17, replica=1, replica_epoch=11, current_leader_epoch=0)
    records = resp.responses[0].partitions[0].records
    assert type(records) is FileRegion
    plain = bytes(n.rm.partition("t", 0).log.read(0, 1 << 20).records)
    assert records.read() == plain and len(records) == len(plain)
    records.close()
    # a consumer read stops at the HWM: a region of the batches below it
    n.fetch("t", 4, version=17, replica=1, replica_epoch=11, current_leader_epoch=0)
    n.fetch("t", 2, version=17, replica=2, replica_epoch=12, current_leader_epoch=0)
    assert n.rm.partition("t", 0).high_watermark == 2
    consumer = n.fetch("t", 0, version=12).responses[0].partitions[0].records
    assert type(consumer) is FileRegion and consumer.read() == bytes(
        n.rm.partition("t", 0).log.read(0, 1 << 20, max_offset=2).records
    )
    consumer.close()
    n.rm.shutdown()
