"""Produce v3-13 on one broker: acks, validation errors, leadership errors, acks=all waiting, idempotence."""

from __future__ import annotations

import random
import uuid

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import CompressionType, RecordBatchBuilder, decode_batches, iter_batches
from kraftpy.runtime import Deferred
from tests.broker.helpers import TS, Meta, Node, batch

E = ErrorCode
P = ProduceRequest


def rf1(**configs: str) -> Node:
    n = Node(0, brokers=(0,))
    n.meta.topic("t", [{"replicas": [0]}], **configs)
    return n


def rf3(min_isr: str = "2", isr: tuple[int, ...] = (0, 1, 2)) -> Node:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1, 2], "isr": list(isr)}], min_insync_replicas=min_isr)
    return n


def log_values(n: Node, topic: str = "t") -> list[bytes]:
    part = n.rm.partition(topic, 0)
    assert part is not None
    data = bytes(part.log.read(0, 1 << 20).records)
    return [bytes(r.value) for b in decode_batches(data) for r in b.records]


@pytest.mark.parametrize("version", range(3, 14))
def test_acks_1_appends_and_answers_with_offsets_in_every_version(version: int) -> None:
    n = rf1()
    r = n.produce_answer("t", batch([b"a", b"b"]), acks=1, version=version)
    assert (r.error_code, r.base_offset, r.log_append_time_ms) == (0, 0, -1)
    r = n.produce_answer("t", batch([b"c"]), acks=1, version=version)
    assert r.base_offset == 2
    assert r.log_start_offset == (0 if version >= 5 else -1)
    assert log_values(n) == [b"a", b"b", b"c"]
    assert n.rm.metrics.topics["t"].messages_in == 3


def test_acks_0_gets_no_response_but_the_records_are_written() -> None:
    n = rf1()
    assert n.produce("t", batch([b"x"]), acks=0) is None
    assert log_values(n) == [b"x"]
    # errors are not answered either
    assert n.produce("nope", batch([b"x"]), acks=0) is None


def test_invalid_acks_are_refused() -> None:
    n = rf1()
    assert n.produce_answer("t", batch([b"x"]), acks=2).error_code == E.INVALID_REQUIRED_ACKS
    assert log_values(n) == []


def test_unknown_topics_and_partitions() -> None:
    n = rf1()
    assert n.produce_answer("nope", batch([b"x"])).error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    assert n.produce_answer("t", batch([b"x"]), partition=5).error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    assert n.produce_answer("nope", batch([b"x"]), version=13).error_code == E.UNKNOWN_TOPIC_ID


@pytest.mark.parametrize("topic", ["__consumer_offsets", "__transaction_state", "__share_group_state"])
def test_clients_cannot_append_to_kafkas_internal_topics(topic: str) -> None:
    n = Node(0, brokers=(0,))
    n.meta.topic(topic, [{"replicas": [0]}])
    r = n.produce_answer(topic, batch([b"x"]), acks=1)
    assert (r.error_code, r.error_message) == (E.INVALID_TOPIC_EXCEPTION, f"Cannot append to internal topic {topic}")
    assert log_values(n, topic) == []


def test_topic_ids_in_v13() -> None:
    n = rf1()
    resp = n.answer(n.produce("t", batch([b"x"]), version=13), 13)
    assert resp.responses[0].topic_id == n.meta.topic_ids["t"]
    assert resp.responses[0].partition_responses[0].base_offset == 0


@pytest.mark.parametrize(("version", "with_leader"), [(9, False), (10, True), (13, True)])
def test_not_the_leader_answers_with_the_current_leader_and_its_endpoint(version: int, with_leader: bool) -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [1, 0, 2], "leader": 1, "leader_epoch": 4}])
    resp = n.answer(n.produce("t", batch([b"x"]), version=version), version)
    r = resp.responses[0].partition_responses[0]
    assert r.error_code == E.NOT_LEADER_OR_FOLLOWER
    if with_leader:
        assert (r.current_leader.leader_id, r.current_leader.leader_epoch) == (1, 4)
        assert [(e.node_id, e.host, e.port, e.rack) for e in resp.node_endpoints] == [(1, "host1", 9092, "rack1")]
    else:
        assert r.current_leader.leader_id == -1 and resp.node_endpoints == []


def test_a_partition_not_hosted_here_is_not_leader_or_follower() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [1, 2], "leader": 1}])
    assert n.rm.partition("t", 0) is None
    assert n.produce_answer("t", batch([b"x"]), version=10).error_code == E.NOT_LEADER_OR_FOLLOWER


def corrupt_crc(data: bytes) -> bytes:
    b = bytearray(data)
    b[-1] ^= 0xFF
    return bytes(b)


def with_magic(data: bytes, magic: int) -> bytes:
    b = bytearray(data)
    b[16] = magic
    return bytes(b)


def count_mismatch(data: bytes) -> bytes:
    from crc32c import crc32c

    from kraftpy.protocol.records.batch import ATTRIBUTES_OFFSET, CRC_OFFSET, RECORDS_COUNT_OFFSET

    b = bytearray(data)
    b[RECORDS_COUNT_OFFSET : RECORDS_COUNT_OFFSET + 4] = (1).to_bytes(4, "big")
    b[CRC_OFFSET : CRC_OFFSET + 4] = crc32c(bytes(b[ATTRIBUTES_OFFSET:])).to_bytes(4, "big")
    return bytes(b)


def with_records_area(template: bytes, area: bytes, count: int, codec: int = 0) -> bytes:
    """`template`'s batch header over another records area, claiming `count` records, with a correct CRC: what a
    hostile producer can send."""
    from crc32c import crc32c

    from kraftpy.protocol.records.batch import ATTRIBUTES_OFFSET, BATCH_OVERHEAD, CRC_OFFSET

    b = bytearray(template[:BATCH_OVERHEAD]) + area
    b[8:12] = (len(b) - 12).to_bytes(4, "big")
    attributes = int.from_bytes(b[ATTRIBUTES_OFFSET : ATTRIBUTES_OFFSET + 2], "big") & ~0x07 | codec
    b[ATTRIBUTES_OFFSET : ATTRIBUTES_OFFSET + 2] = attributes.to_bytes(2, "big")
    b[23:27] = (count - 1).to_bytes(4, "big")  # lastOffsetDelta
    b[57:61] = count.to_bytes(4, "big")  # recordsCount
    b[CRC_OFFSET : CRC_OFFSET + 4] = crc32c(bytes(b[ATTRIBUTES_OFFSET:])).to_bytes(4, "big")
    return bytes(b)


def random_garbage() -> bytes:
    """40 random bytes framed as a one-record batch with a correct CRC."""
    return with_records_area(batch([b"x"]), bytes(random.Random(40).getrandbits(8) for _ in range(40)), 1)


def zstd_bomb() -> bytes:
    """A zstd frame of 256 MiB of zeros (a few KB on the wire) as the records of a one-record batch."""
    import cramjam

    return with_records_area(batch([b"x"]), bytes(cramjam.zstd.compress(bytes(256 << 20))), 1, CompressionType.ZSTD)


def gzip_two_billion() -> bytes:
    """A gzip batch holding one record but claiming 2**31-1 (it moved the log end offset to 2,147,483,648)."""
    import cramjam

    one = batch([b"x"])
    return with_records_area(one, bytes(cramjam.gzip.compress(one[61:])), 2**31 - 1, CompressionType.GZIP)


def offsets_out_of_order() -> bytes:
    good = RecordBatchBuilder()
    for i in range(3):
        good.append(TS, b"k", b"v", offset_delta=i)
    raw = bytearray(good.build())
    # the second record's offset delta (a one-byte varint after its length, attributes, timestamp delta): 1 -> 2
    second = 61 + 1 + raw[61] // 2
    assert raw[second + 3] == 2  # zigzag(1)
    raw[second + 3] = 4
    return with_records_area(bytes(raw), bytes(raw[61:]), 3)


@pytest.mark.parametrize(
    ("records", "error", "configs", "version"),
    [
        (random_garbage(), E.INVALID_RECORD, {}, 9),
        (zstd_bomb(), E.INVALID_RECORD, {}, 9),
        (gzip_two_billion(), E.INVALID_RECORD, {}, 9),
        (offsets_out_of_order(), E.INVALID_RECORD, {}, 9),
        (
            with_records_area(
                batch([b"x"]), b"\x1f\x8b" + b"not gzip" * 3 + b"\x10\x00\x00\x00", 1, CompressionType.GZIP
            ),
            E.CORRUPT_MESSAGE,
            {},
            9,
        ),
        (batch([b"x"], timestamp=TS + 2 * 3600_000), E.INVALID_TIMESTAMP, {}, 9),
        (batch([b"x"], timestamp=TS - 10_000), E.INVALID_TIMESTAMP, {"message_timestamp_before_max_ms": "5000"}, 9),
    ],
    ids=[
        "random-bytes",
        "zstd-bomb",
        "gzip-2^31-records",
        "offset-deltas",
        "not-gzip",
        "future-timestamp",
        "old-timestamp",
    ],
)
def test_hostile_batches_are_refused_and_not_written(
    records: bytes, error: int, configs: dict[str, str], version: int
) -> None:
    """Batches with a valid header and CRC whose records break the format: refused before the append, so nothing
    a consumer could choke on reaches the log, and the log end offset does not move."""
    n = rf1(**configs)
    n.reactor.advance(0)
    r = n.produce_answer("t", records, version=version)
    assert r.error_code == error, r
    assert r.base_offset == -1 and r.error_message
    assert log_values(n) == []
    assert n.rm.partition("t", 0).log.log_end_offset == 0
    # the partition still takes good records at offset 0
    assert n.produce_answer("t", batch([b"good"], timestamp=n.reactor.wall_ms())).base_offset == 0
    assert log_values(n) == [b"good"]


@pytest.mark.parametrize("compression", [0, 1])
def test_every_keyless_record_for_a_compacted_topic_is_named(compression: int) -> None:
    """As Kafka's validator: a batch of 100 with 10 keyless records, sent to a compacted topic, gets all 10 in its
    RecordErrors (librdkafka uses the list only when it has more than one entry)."""
    n = rf1(cleanup_policy="compact")
    b = RecordBatchBuilder(compression=compression)
    keyless = set(range(5, 100, 10))
    for i in range(100):
        b.append(TS + i, None if i in keyless else f"k{i}".encode(), b"v")
    r = n.produce_answer("t", b.build(), version=9)
    assert r.error_code == E.INVALID_RECORD
    assert [e.batch_index for e in r.record_errors] == sorted(keyless)
    assert {e.batch_index_error_message for e in r.record_errors} == {
        "Compacted topic cannot accept message without key"
    }
    assert n.rm.partition("t", 0).log.log_end_offset == 0


def test_an_invalid_record_is_named_in_record_errors_from_v8() -> None:
    n = rf1()
    r = n.produce_answer("t", offsets_out_of_order(), version=9)
    assert r.error_code == E.INVALID_RECORD
    assert [(e.batch_index, e.batch_index_error_message) for e in r.record_errors] == [
        (1, "offset delta 2, expected 1 (offset deltas must count up from 0)")
    ]
    r = n.produce_answer("t", offsets_out_of_order(), version=7)
    assert r.error_code == E.INVALID_RECORD and r.record_errors == []


@pytest.mark.parametrize(
    ("records", "error", "configs", "version"),
    [
        (corrupt_crc(batch([b"x"])), E.CORRUPT_MESSAGE, {}, 9),
        (with_magic(batch([b"x"]), 1), E.INVALID_RECORD, {}, 9),
        (batch([b"x"]) + batch([b"y"]), E.INVALID_RECORD, {}, 9),
        (count_mismatch(batch([b"x", b"y"])), E.INVALID_RECORD, {}, 9),
        (b"", E.INVALID_RECORD, {}, 9),
        (batch([b"x" * 2000]), E.MESSAGE_TOO_LARGE, {"max_message_bytes": "1000"}, 9),
        (batch([b"x"], is_control=True), E.INVALID_RECORD, {}, 9),
        (batch([b"x"], producer_id=5, producer_epoch=0, base_sequence=-1), E.INVALID_RECORD, {}, 9),
        (batch([b"x"], key=None), E.INVALID_RECORD, {"cleanup_policy": "compact"}, 9),
        (batch([b"x"], compression=CompressionType.ZSTD), E.UNSUPPORTED_COMPRESSION_TYPE, {}, 6),
        (
            batch([b"x"], producer_id=5, producer_epoch=0, base_sequence=0, is_transactional=True),
            E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
            {},
            9,
        ),
    ],
    ids=[
        "crc",
        "magic-1",
        "two-batches",
        "count-mismatch",
        "empty",
        "too-large",
        "control",
        "no-sequence",
        "compacted-null-key",
        "zstd-v6",
        "transactional",
    ],
)
def test_invalid_batches_are_refused_and_not_written(
    records: bytes, error: int, configs: dict[str, str], version: int
) -> None:
    n = rf1(**configs)
    resp = n.answer(n.produce("t", records, version=version), version)
    r = resp.responses[0].partition_responses[0]
    assert r.error_code == error
    assert r.base_offset == -1
    if version >= 8 and error != E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED:
        assert r.error_message
    assert log_values(n) == []
    assert n.rm.metrics.topics["t"].failed_produce_requests == 1


def test_transactional_batches_wait_for_a_coordinator_that_does_not_exist_yet() -> None:
    """Without `__transaction_state` no transaction was ever started: KIP-890's verification answers
    COORDINATOR_NOT_AVAILABLE, which Produce clients get as the retriable NOT_ENOUGH_REPLICAS (Kafka's mapping)."""
    n = rf1()
    req = P(
        transactional_id="tx",
        acks=-1,
        timeout_ms=1000,
        topic_data=[
            P.TopicProduceData(
                name="t",
                partition_data=[
                    P.PartitionProduceData(
                        index=0,
                        records=batch([b"x"], producer_id=5, producer_epoch=0, base_sequence=0, is_transactional=True),
                    )
                ],
            )
        ],
    )
    resp = n.answer(n.handle(0, 9, req), 9)
    r = resp.responses[0].partition_responses[0]
    assert r.error_code == E.NOT_ENOUGH_REPLICAS
    assert r.error_message == (
        "Unable to verify the partition has been added to the transaction. Underlying error: COORDINATOR_NOT_AVAILABLE"
    )
    assert log_values(n) == []


@pytest.mark.parametrize(
    "codec", [CompressionType.GZIP, CompressionType.SNAPPY, CompressionType.LZ4, CompressionType.ZSTD]
)
def test_compressed_batches_are_appended_as_sent(codec: int) -> None:
    n = rf1()
    sent = batch([b"v%d" % i * 10 for i in range(20)], compression=codec)
    assert n.produce_answer("t", sent).error_code == 0
    part = n.rm.partition("t", 0)
    stored = bytes(part.log.read(0, 1 << 20).records)
    assert len(stored) == len(sent)
    assert stored[16:] == sent[16:]  # everything but base offset / partition leader epoch is byte-identical
    assert log_values(n) == [b"v%d" % i * 10 for i in range(20)]


def test_log_append_time_topics_stamp_the_broker_time() -> None:
    n = rf1(message_timestamp_type="LogAppendTime")
    n.reactor.advance(1234)
    r = n.produce_answer("t", batch([b"x"], timestamp=5))
    assert r.log_append_time_ms == n.reactor.wall_ms()
    stored = bytes(n.rm.partition("t", 0).log.read(0, 1 << 20).records)
    ((_, header),) = iter_batches(stored)
    assert header.timestamp_type == 1 and header.max_timestamp == n.reactor.wall_ms()


# ---------------------------------------------------------------------------------------------------- acks=all


def test_acks_all_waits_for_the_followers_then_completes() -> None:
    n = rf3()
    d = n.produce("t", batch([b"a", b"b"]))
    assert isinstance(d, Deferred) and not d.done
    n.follower_fetch("t", 1, 2)
    assert not d.done  # follower 2 (in the ISR) has not fetched it
    p = n.follower_fetch("t", 2, 2)
    assert d.done
    r = n.answer(d, 9).responses[0].partition_responses[0]
    assert (r.error_code, r.base_offset) == (0, 0)
    assert p.high_watermark == 2
    assert n.rm.metrics.produce_latency.count == 1


def test_acks_all_is_refused_up_front_below_min_isr() -> None:
    n = rf3(isr=(0,))
    r = n.produce_answer("t", batch([b"x"]))
    assert r.error_code == E.NOT_ENOUGH_REPLICAS
    assert log_values(n) == []
    assert n.produce_answer("t", batch([b"y"]), acks=1).error_code == 0  # acks=1 is still taken


def test_acks_all_fails_after_append_when_the_isr_shrinks_below_min_isr_while_waiting() -> None:
    n = rf3()
    d = n.produce("t", batch([b"x"]))
    assert not d.done
    n.meta.change("t", isr=[0])  # the controller removed both followers
    r = n.answer(d, 9).responses[0].partition_responses[0]
    assert r.error_code == E.NOT_ENOUGH_REPLICAS_AFTER_APPEND
    assert log_values(n) == [b"x"]


def test_acks_all_times_out() -> None:
    n = rf3()
    d = n.produce("t", batch([b"x"]), timeout_ms=1500)
    n.reactor.advance(1499)
    assert not d.done
    n.reactor.advance(1)
    assert n.answer(d, 9).responses[0].partition_responses[0].error_code == E.REQUEST_TIMED_OUT
    assert n.rm.metrics.expired_produces == 1


def test_acks_all_fails_when_leadership_moves_while_waiting() -> None:
    n = rf3()
    d = n.produce("t", batch([b"x"]), version=10)
    n.meta.change("t", leader=1, isr=[1, 2])
    resp = n.answer(d, 10)
    r = resp.responses[0].partition_responses[0]
    assert r.error_code == E.NOT_LEADER_OR_FOLLOWER
    assert r.current_leader.leader_id == 1 and [e.node_id for e in resp.node_endpoints] == [1]


def test_a_multi_partition_acks_all_request_answers_when_all_partitions_are_done() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}, {"replicas": [0]}], min_insync_replicas="1")
    req = P(
        acks=-1,
        timeout_ms=5000,
        topic_data=[
            P.TopicProduceData(
                name="t",
                partition_data=[
                    P.PartitionProduceData(index=0, records=batch([b"a"])),
                    P.PartitionProduceData(index=1, records=batch([b"b"])),
                ],
            )
        ],
    )
    d = n.handle(0, 9, req)
    assert not d.done  # partition 1 is done at once, partition 0 waits for follower 1
    n.follower_fetch("t", 1, 1)
    resp = n.answer(d, 9)
    assert [(r.index, r.error_code, r.base_offset) for r in resp.responses[0].partition_responses] == [
        (0, 0, 0),
        (1, 0, 0),
    ]


def test_parked_acks_all_writes_complete_in_offset_order_as_the_hwm_covers_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An HWM move pops the writes it covers from the partition's queue; the writes still waiting are not looked
    at (no scan over every parked request per move)."""
    from kraftpy.broker.partition_state import LeaderPartitionState

    n = rf3()
    writes = [n.produce("t", batch([b"v%d" % i])) for i in range(200)]
    assert not any(d.done for d in writes)
    calls = [0]
    original = LeaderPartitionState.acks_all_result

    def counting(self: LeaderPartitionState, required_offset: int) -> int | None:
        calls[0] += 1
        return original(self, required_offset)

    monkeypatch.setattr(LeaderPartitionState, "acks_all_result", counting)
    for hwm in range(1, 201):
        n.follower_fetch("t", 1, hwm)
        n.follower_fetch("t", 2, hwm)
        assert [d.done for d in writes] == [i < hwm for i in range(200)]
    assert calls[0] == 0  # nothing re-examined the writes still waiting
    assert [n.answer(d, 9).responses[0].partition_responses[0].base_offset for d in writes] == list(range(200))
    assert n.rm.partition("t", 0).produce_waiters == []


def test_timed_out_acks_all_writes_leave_the_partition_queue() -> None:
    n = rf3()
    writes = [n.produce("t", batch([b"x"]), timeout_ms=100) for _ in range(300)]
    n.reactor.advance(100)
    assert all(n.answer(d, 9).responses[0].partition_responses[0].error_code == E.REQUEST_TIMED_OUT for d in writes)
    part = n.rm.partition("t", 0)
    assert len(part.produce_waiters) < 300  # compacted while they expired
    n.follower_fetch("t", 1, 300)
    n.follower_fetch("t", 2, 300)
    assert part.produce_waiters == [] and part.produce_dead == 0


# -------------------------------------------------------------------------------------------------- idempotence


def idem(seq: int, values: list[bytes], pid: int = 7, epoch: int = 0) -> bytes:
    return batch(values, producer_id=pid, producer_epoch=epoch, base_sequence=seq)


def test_duplicates_are_answered_with_the_original_offsets_within_the_last_five_batches() -> None:
    n = rf1()
    offsets = []
    for i in range(6):
        r = n.produce_answer("t", idem(i * 2, [b"%d" % i, b"%d'" % i]))
        assert r.error_code == 0
        offsets.append(r.base_offset)
    assert offsets == [0, 2, 4, 6, 8, 10]
    for i in range(1, 6):  # the last five batches are remembered
        r = n.produce_answer("t", idem(i * 2, [b"%d" % i, b"%d'" % i]))
        assert (r.error_code, r.base_offset) == (0, offsets[i])
    # the oldest is forgotten: its sequence is now simply out of order
    assert n.produce_answer("t", idem(0, [b"0", b"0'"])).error_code == E.OUT_OF_ORDER_SEQUENCE_NUMBER
    assert n.rm.partition("t", 0).log.log_end_offset == 12


@pytest.mark.parametrize(
    ("second", "error"),
    [
        (idem(3, [b"x"]), E.OUT_OF_ORDER_SEQUENCE_NUMBER),  # a gap
        (idem(1, [b"x"], epoch=1), E.OUT_OF_ORDER_SEQUENCE_NUMBER),  # a new epoch must start at 0
        (idem(0, [b"x"], epoch=1), 0),  # a new epoch starting at 0
        (idem(2, [b"x"]), 0),  # in sequence
        (idem(0, [b"x"], pid=8), 0),  # another producer
        (idem(42, [b"x"], pid=9), 0),  # an unknown producer may start anywhere (KIP-360)
    ],
)
def test_sequence_rules(second: bytes, error: int) -> None:
    n = rf1()
    assert n.produce_answer("t", idem(0, [b"a", b"b"], epoch=0)).error_code == 0
    assert n.produce_answer("t", second).error_code == error


def test_an_older_producer_epoch_is_fenced() -> None:
    n = rf1()
    assert n.produce_answer("t", idem(0, [b"a"], epoch=3)).error_code == 0
    assert n.produce_answer("t", idem(1, [b"b"], epoch=2)).error_code == E.INVALID_PRODUCER_EPOCH


def test_producer_state_is_rebuilt_from_the_log_after_a_restart() -> None:
    n = rf1()
    assert n.produce_answer("t", idem(0, [b"a", b"b"])).base_offset == 0
    assert n.produce_answer("t", idem(2, [b"c"])).base_offset == 2
    n.rm.shutdown()
    meta = Meta()
    meta.broker(0)
    meta.topic("t", [{"replicas": [0], "leader_epoch": 1}])
    m = Node(0, fs=n.fs, meta=meta)  # restarted on the same disk, caught up with the metadata
    assert m.produce_answer("t", idem(2, [b"c"])).base_offset == 2  # duplicate of the last batch
    assert m.produce_answer("t", idem(4, [b"x"])).error_code == E.OUT_OF_ORDER_SEQUENCE_NUMBER
    assert m.produce_answer("t", idem(3, [b"d"])).base_offset == 3


def test_records_deleted_by_delete_records_forget_their_producer() -> None:
    from kraftpy.protocol.messages.delete_records import DeleteRecordsRequest as D

    n = rf1()
    assert n.produce_answer("t", idem(0, [b"a"])).base_offset == 0
    assert n.produce_answer("t", batch([b"plain"])).base_offset == 1
    resp = n.answer(
        n.handle(
            21,
            2,
            D(
                topics=[
                    D.DeleteRecordsTopic(name="t", partitions=[D.DeleteRecordsPartition(partition_index=0, offset=2)])
                ],
                timeout_ms=1000,
            ),
        ),
        2,
    )
    assert resp.topics[0].partitions[0].error_code == 0
    # the producer's state went with its records: any sequence is accepted again
    assert n.produce_answer("t", idem(10, [b"b"])).error_code == 0


def test_duplicate_of_an_acks_all_write_waits_for_the_hwm_like_the_original() -> None:
    n = rf3()
    first = n.produce("t", idem(0, [b"a"]))
    retry = n.produce("t", idem(0, [b"a"]))
    assert not first.done and not retry.done
    assert n.rm.partition("t", 0).log.log_end_offset == 1
    n.follower_fetch("t", 1, 1)
    n.follower_fetch("t", 2, 1)
    assert n.answer(retry, 9).responses[0].partition_responses[0].base_offset == 0
    assert n.answer(first, 9).responses[0].partition_responses[0].base_offset == 0


def test_produce_response_encodes_unknown_ids_in_v13() -> None:
    n = rf1()
    req = P(
        acks=1,
        timeout_ms=1000,
        topic_data=[
            P.TopicProduceData(
                topic_id=uuid.UUID(int=12345), partition_data=[P.PartitionProduceData(index=0, records=batch([b"x"]))]
            )
        ],
    )
    resp = n.answer(n.handle(0, 13, req), 13)
    assert resp.responses[0].topic_id == uuid.UUID(int=12345)
    assert resp.responses[0].partition_responses[0].error_code == E.UNKNOWN_TOPIC_ID


def test_timestamps_are_kept_for_create_time_topics() -> None:
    n = rf1()
    n.produce_answer("t", batch([b"x"], timestamp=TS + 5))
    stored = bytes(n.rm.partition("t", 0).log.read(0, 1 << 20).records)
    ((_, header),) = iter_batches(stored)
    assert header.max_timestamp == TS + 5
