"""The transaction APIs and the `__transaction_state` records (issue 29): versions, round trips, and bytes written
by hand from the published layouts.

The byte strings below are built field by field with `struct` from the wire format of Apache Kafka's schemas (int16
length strings and int32 count arrays in non-flexible versions; uvarint length+1 compact strings and arrays and a
tagged-field section after every struct in flexible ones). They check field order, types and version ranges
independently of the generated code; the kafka-python oracle (test_interop_kafka_python.py) checks the same
messages against a second implementation.
"""

from __future__ import annotations

import random
import struct

import pytest

from kraftpy.protocol.api import api, decode_request_header, encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import EncodeError
from kraftpy.protocol.messages import APIS, ApiKey
from kraftpy.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest, AddOffsetsToTxnResponse
from kraftpy.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
from kraftpy.protocol.messages.coordinator_records import TransactionLogKey, TransactionLogValue
from kraftpy.protocol.messages.describe_producers import DescribeProducersRequest, DescribeProducersResponse
from kraftpy.protocol.messages.describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse
from kraftpy.protocol.messages.end_txn import EndTxnRequest, EndTxnResponse
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest, InitProducerIdResponse
from kraftpy.protocol.messages.list_transactions import ListTransactionsRequest, ListTransactionsResponse
from kraftpy.protocol.messages.txn_offset_commit import TxnOffsetCommitRequest, TxnOffsetCommitResponse
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse
from tests.protocol.samples import sample

# -- wire helpers ---------------------------------------------------------------------------------------------


def i8(v: int) -> bytes:
    return struct.pack(">b", v)


def i16(v: int) -> bytes:
    return struct.pack(">h", v)


def i32(v: int) -> bytes:
    return struct.pack(">i", v)


def i64(v: int) -> bytes:
    return struct.pack(">q", v)


def boolean(v: bool) -> bytes:
    return b"\x01" if v else b"\x00"


def uvarint(v: int) -> bytes:
    out = bytearray()
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def string(s: str | None) -> bytes:
    """Non-flexible string: int16 length (-1 for null), then UTF-8."""
    if s is None:
        return i16(-1)
    b = s.encode()
    return i16(len(b)) + b


def cstring(s: str | None) -> bytes:
    """Compact string: uvarint(length + 1) (0 for null), then UTF-8."""
    if s is None:
        return uvarint(0)
    b = s.encode()
    return uvarint(len(b) + 1) + b


def array(items: list[bytes] | None) -> bytes:
    """Non-flexible array: int32 count (-1 for null), then the encoded elements."""
    if items is None:
        return i32(-1)
    return i32(len(items)) + b"".join(items)


def carray(items: list[bytes] | None) -> bytes:
    """Compact array: uvarint(count + 1) (0 for null), then the encoded elements."""
    if items is None:
        return uvarint(0)
    return uvarint(len(items) + 1) + b"".join(items)


NO_TAGS = uvarint(0)


def tags(*fields: tuple[int, bytes]) -> bytes:
    """A tagged-field section: count, then (tag, size, data) in tag order."""
    out = uvarint(len(fields))
    for tag, data in sorted(fields):
        out += uvarint(tag) + uvarint(len(data)) + data
    return out


def check(cls: type[Message], data: bytes, version: int, expected: Message) -> Message:
    """`data` decodes to `expected`, consumes every byte, and `expected` encodes back to exactly `data`."""
    decoded, end = cls.decode_from(data, 0, version)
    assert end == len(data)
    assert decoded == expected
    assert expected.encode(version) == data
    return decoded


# -- versions -------------------------------------------------------------------------------------------------

# Request/response classes and the versions of the current Apache Kafka 4.x releases (schemas/README.md).
TXN_APIS: dict[int, tuple[type[Message], type[Message], tuple[int, int], tuple[int, int]]] = {
    # key: (request, response, valid versions, flexible versions within them)
    22: (InitProducerIdRequest, InitProducerIdResponse, (0, 6), (2, 6)),
    24: (AddPartitionsToTxnRequest, AddPartitionsToTxnResponse, (0, 5), (3, 5)),
    25: (AddOffsetsToTxnRequest, AddOffsetsToTxnResponse, (0, 4), (3, 4)),
    26: (EndTxnRequest, EndTxnResponse, (0, 5), (3, 5)),
    27: (WriteTxnMarkersRequest, WriteTxnMarkersResponse, (1, 2), (1, 2)),  # v0 was removed in Kafka 4.0
    28: (TxnOffsetCommitRequest, TxnOffsetCommitResponse, (0, 5), (3, 5)),
    61: (DescribeProducersRequest, DescribeProducersResponse, (0, 0), (0, 0)),
    65: (DescribeTransactionsRequest, DescribeTransactionsResponse, (0, 0), (0, 0)),
    66: (ListTransactionsRequest, ListTransactionsResponse, (0, 2), (0, 2)),
}
RECORDS: dict[type[Message], tuple[int, int]] = {TransactionLogKey: (0, 0), TransactionLogValue: (0, 1)}


@pytest.mark.parametrize("key", sorted(TXN_APIS))
def test_registry_knows_the_transaction_apis(key: int) -> None:
    req, resp, valid, flexible = TXN_APIS[key]
    name, _module, req_name, resp_name, valid_v, flexible_v, listeners = APIS[key]
    assert (req_name, resp_name, valid_v, flexible_v, listeners) == (
        req.NAME,
        resp.NAME,
        valid,
        flexible,
        ("broker",),
    )
    assert ApiKey(key).value == key
    info = api(key)
    assert info is not None and info.request_class is req and info.response_class is resp
    for cls in (req, resp):
        declared = (cls.API_KEY, cls.VALID_VERSIONS, cls.FLEXIBLE_VERSIONS)
        assert declared == (key, valid, flexible)
    assert name == req.NAME[: -len("Request")]


def test_transaction_api_key_names() -> None:
    assert [
        ApiKey.ADD_PARTITIONS_TO_TXN,
        ApiKey.ADD_OFFSETS_TO_TXN,
        ApiKey.END_TXN,
        ApiKey.WRITE_TXN_MARKERS,
        ApiKey.TXN_OFFSET_COMMIT,
        ApiKey.DESCRIBE_PRODUCERS,
        ApiKey.DESCRIBE_TRANSACTIONS,
        ApiKey.LIST_TRANSACTIONS,
    ] == [24, 25, 26, 27, 28, 61, 65, 66]


def _cases() -> list[tuple[type[Message], int]]:
    out: list[tuple[type[Message], int]] = []
    for req, resp, (lo, hi), _ in TXN_APIS.values():
        out += [(cls, v) for cls in (req, resp) for v in range(lo, hi + 1)]
    for cls, (lo, hi) in RECORDS.items():
        out += [(cls, v) for v in range(lo, hi + 1)]
    return out


CASES = _cases()


def test_record_versions() -> None:
    assert TransactionLogKey.VALID_VERSIONS == (0, 0) and TransactionLogKey.FLEXIBLE_VERSIONS is None
    assert TransactionLogValue.VALID_VERSIONS == (0, 1) and TransactionLogValue.FLEXIBLE_VERSIONS == (1, 1)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0].NAME}-v{c[1]}")
def test_every_version_round_trips_fully_filled(case: tuple[type[Message], int]) -> None:
    """Every field the version has set to a non-default value, arrays with elements: encode/decode/encode."""
    cls, version = case
    for seed in range(3):
        obj = sample(cls, version, random.Random(seed))
        data = obj.encode(version)
        back = cls.decode(data, version)
        assert back == obj
        assert back.encode(version) == data
    assert cls.decode(cls().encode(version), version) == cls()


# -- AddPartitionsToTxn ---------------------------------------------------------------------------------------

Txn = AddPartitionsToTxnRequest


def test_add_partitions_to_txn_v3_client_form() -> None:
    data = (
        cstring("txn-1")  # V3AndBelowTransactionalId
        + i64(4000)  # V3AndBelowProducerId
        + i16(7)  # V3AndBelowProducerEpoch
        + carray(  # V3AndBelowTopics
            [
                cstring("orders") + carray([i32(0), i32(2)]) + NO_TAGS,
                cstring("payments") + carray([i32(5)]) + NO_TAGS,
            ]
        )
        + NO_TAGS
    )
    expected = Txn(
        v3_and_below_transactional_id="txn-1",
        v3_and_below_producer_id=4000,
        v3_and_below_producer_epoch=7,
        v3_and_below_topics=[
            Txn.AddPartitionsToTxnTopic(name="orders", partitions=[0, 2]),
            Txn.AddPartitionsToTxnTopic(name="payments", partitions=[5]),
        ],
    )
    decoded = check(Txn, data, 3, expected)
    assert decoded.transactions == []  # the v4+ batched form is absent in v3


def test_add_partitions_to_txn_v2_is_not_flexible() -> None:
    data = string("txn-1") + i64(4000) + i16(7) + array([string("orders") + array([i32(0), i32(2)])])
    expected = Txn(
        v3_and_below_transactional_id="txn-1",
        v3_and_below_producer_id=4000,
        v3_and_below_producer_epoch=7,
        v3_and_below_topics=[Txn.AddPartitionsToTxnTopic(name="orders", partitions=[0, 2])],
    )
    check(Txn, data, 2, expected)


def test_add_partitions_to_txn_v4_batched_broker_form() -> None:
    data = (
        carray(  # Transactions
            [
                cstring("txn-a")  # TransactionalId
                + i64(11)  # ProducerId
                + i16(3)  # ProducerEpoch
                + boolean(True)  # VerifyOnly
                + carray([cstring("orders") + carray([i32(1)]) + NO_TAGS])  # Topics
                + NO_TAGS,
                cstring("txn-b") + i64(12) + i16(0) + boolean(False) + carray([]) + NO_TAGS,
            ]
        )
        + NO_TAGS
    )
    expected = Txn(
        transactions=[
            Txn.AddPartitionsToTxnTransaction(
                transactional_id="txn-a",
                producer_id=11,
                producer_epoch=3,
                verify_only=True,
                topics=[Txn.AddPartitionsToTxnTopic(name="orders", partitions=[1])],
            ),
            Txn.AddPartitionsToTxnTransaction(transactional_id="txn-b", producer_id=12, producer_epoch=0),
        ]
    )
    decoded = check(Txn, data, 4, expected)
    assert decoded.v3_and_below_transactional_id == "" and decoded.v3_and_below_topics == []
    assert check(Txn, data, 5, expected) == decoded  # v5 has the v4 layout


def test_add_partitions_to_txn_forms_do_not_mix() -> None:
    """The two forms are versioned apart and not ignorable: neither is silently dropped."""
    client = Txn(v3_and_below_transactional_id="t", v3_and_below_topics=[Txn.AddPartitionsToTxnTopic(name="x")])
    with pytest.raises(EncodeError, match="V3AndBelow"):
        client.encode(4)
    broker = Txn(transactions=[Txn.AddPartitionsToTxnTransaction(transactional_id="t")])
    with pytest.raises(EncodeError, match="Transactions"):
        broker.encode(3)


Res = AddPartitionsToTxnResponse


def test_add_partitions_to_txn_response_v3() -> None:
    data = (
        i32(0)  # ThrottleTimeMs
        + carray(  # ResultsByTopicV3AndBelow
            [
                cstring("orders")
                + carray([i32(0) + i16(0) + NO_TAGS, i32(2) + i16(51) + NO_TAGS])  # 51 CONCURRENT_TRANSACTIONS
                + NO_TAGS
            ]
        )
        + NO_TAGS
    )
    expected = Res(
        results_by_topic_v3_and_below=[
            Res.AddPartitionsToTxnTopicResult(
                name="orders",
                results_by_partition=[
                    Res.AddPartitionsToTxnPartitionResult(partition_index=0, partition_error_code=0),
                    Res.AddPartitionsToTxnPartitionResult(partition_index=2, partition_error_code=51),
                ],
            )
        ]
    )
    check(Res, data, 3, expected)


def test_add_partitions_to_txn_response_v4() -> None:
    data = (
        i32(5)  # ThrottleTimeMs
        + i16(0)  # ErrorCode (v4+)
        + carray(  # ResultsByTransaction
            [
                cstring("txn-a")
                + carray([cstring("orders") + carray([i32(1) + i16(48) + NO_TAGS]) + NO_TAGS])  # 48 INVALID_TXN_STATE
                + NO_TAGS
            ]
        )
        + NO_TAGS
    )
    expected = Res(
        throttle_time_ms=5,
        results_by_transaction=[
            Res.AddPartitionsToTxnResult(
                transactional_id="txn-a",
                topic_results=[
                    Res.AddPartitionsToTxnTopicResult(
                        name="orders",
                        results_by_partition=[
                            Res.AddPartitionsToTxnPartitionResult(partition_index=1, partition_error_code=48)
                        ],
                    )
                ],
            )
        ],
    )
    check(Res, data, 4, expected)
    # The top-level ErrorCode is ignorable: a v3 response just does not carry it.
    assert Res(error_code=15).encode(3) == i32(0) + carray([]) + NO_TAGS


# -- EndTxn ---------------------------------------------------------------------------------------------------


def test_end_txn_request_v5() -> None:
    data = cstring("txn-1") + i64(4000) + i16(9) + boolean(True) + NO_TAGS
    check(
        EndTxnRequest,
        data,
        5,
        EndTxnRequest(transactional_id="txn-1", producer_id=4000, producer_epoch=9, committed=True),
    )


def test_end_txn_response_v5_returns_the_next_producer_id_and_epoch() -> None:
    data = i32(0) + i16(0) + i64(4000) + i16(10) + NO_TAGS
    check(EndTxnResponse, data, 5, EndTxnResponse(producer_id=4000, producer_epoch=10))
    # Epoch overflow: a new producer id with epoch 0.
    data = i32(0) + i16(0) + i64(4001) + i16(0) + NO_TAGS
    check(EndTxnResponse, data, 5, EndTxnResponse(producer_id=4001, producer_epoch=0))


def test_end_txn_response_before_v5_has_no_producer_fields() -> None:
    data = i32(0) + i16(47) + NO_TAGS  # 47 INVALID_PRODUCER_EPOCH
    decoded = check(EndTxnResponse, data, 4, EndTxnResponse(error_code=47))
    assert (decoded.producer_id, decoded.producer_epoch) == (-1, -1)
    # ProducerId/ProducerEpoch are ignorable: an older response simply leaves them out.
    assert EndTxnResponse(error_code=47, producer_id=4000, producer_epoch=10).encode(4) == data
    assert EndTxnResponse(error_code=47).encode(2) == i32(0) + i16(47)


# -- WriteTxnMarkers ------------------------------------------------------------------------------------------

W = WriteTxnMarkersRequest


def _marker_bytes(transaction_version: int | None) -> bytes:
    tv = b"" if transaction_version is None else i8(transaction_version)
    return (
        carray(  # Markers
            [
                i64(4000)  # ProducerId
                + i16(10)  # ProducerEpoch
                + boolean(True)  # TransactionResult: COMMIT
                + carray([cstring("orders") + carray([i32(0), i32(3)]) + NO_TAGS])  # Topics
                + i32(2)  # CoordinatorEpoch
                + tv  # TransactionVersion (v2+)
                + NO_TAGS,
                i64(4001) + i16(1) + boolean(False) + carray([]) + i32(2) + tv + NO_TAGS,
            ]
        )
        + NO_TAGS
    )


def _markers(transaction_version: int) -> W:
    return W(
        markers=[
            W.WritableTxnMarker(
                producer_id=4000,
                producer_epoch=10,
                transaction_result=True,
                topics=[W.WritableTxnMarkerTopic(name="orders", partition_indexes=[0, 3])],
                coordinator_epoch=2,
                transaction_version=transaction_version,
            ),
            W.WritableTxnMarker(
                producer_id=4001, producer_epoch=1, coordinator_epoch=2, transaction_version=transaction_version
            ),
        ]
    )


def test_write_txn_markers_v1() -> None:
    check(W, _marker_bytes(None), 1, _markers(0))


def test_write_txn_markers_v2_carries_the_transaction_version() -> None:
    check(W, _marker_bytes(2), 2, _markers(2))
    # TransactionVersion is ignorable: a v1 request to an older leader drops it.
    assert _markers(2).encode(1) == _marker_bytes(None)


def test_write_txn_markers_has_no_v0() -> None:
    with pytest.raises(EncodeError, match="version 0 is not valid"):
        _markers(0).encode(0)


def test_write_txn_markers_response_v1() -> None:
    R = WriteTxnMarkersResponse
    data = (
        carray(
            [
                i64(4000)
                + carray(
                    [
                        cstring("orders")
                        + carray([i32(0) + i16(0) + NO_TAGS, i32(3) + i16(6) + NO_TAGS])  # 6 NOT_LEADER_OR_FOLLOWER
                        + NO_TAGS
                    ]
                )
                + NO_TAGS
            ]
        )
        + NO_TAGS
    )
    expected = R(
        markers=[
            R.WritableTxnMarkerResult(
                producer_id=4000,
                topics=[
                    R.WritableTxnMarkerTopicResult(
                        name="orders",
                        partitions=[
                            R.WritableTxnMarkerPartitionResult(partition_index=0, error_code=0),
                            R.WritableTxnMarkerPartitionResult(partition_index=3, error_code=6),
                        ],
                    )
                ],
            )
        ]
    )
    check(R, data, 1, expected)
    check(R, data, 2, expected)


# -- TxnOffsetCommit, AddOffsetsToTxn ---------------------------------------------------------------------------


def test_txn_offset_commit_v5() -> None:
    T = TxnOffsetCommitRequest
    data = (
        cstring("txn-1")
        + cstring("group-1")
        + i64(4000)
        + i16(9)
        + i32(3)  # GenerationId
        + cstring("member-1")
        + cstring(None)  # GroupInstanceId
        + carray([cstring("input") + carray([i32(0) + i64(1234) + i32(5) + cstring(None) + NO_TAGS]) + NO_TAGS])
        + NO_TAGS
    )
    expected = T(
        transactional_id="txn-1",
        group_id="group-1",
        producer_id=4000,
        producer_epoch=9,
        generation_id=3,
        member_id="member-1",
        topics=[
            T.TxnOffsetCommitRequestTopic(
                name="input",
                partitions=[
                    T.TxnOffsetCommitRequestPartition(
                        partition_index=0, committed_offset=1234, committed_leader_epoch=5, committed_metadata=None
                    )
                ],
            )
        ],
    )
    check(T, data, 5, expected)


def test_add_offsets_to_txn_v0() -> None:
    data = string("txn-1") + i64(4000) + i16(9) + string("group-1")
    expected = AddOffsetsToTxnRequest(transactional_id="txn-1", producer_id=4000, producer_epoch=9, group_id="group-1")
    check(AddOffsetsToTxnRequest, data, 0, expected)


# -- admin APIs -----------------------------------------------------------------------------------------------


def test_list_transactions_v2_pattern() -> None:
    L = ListTransactionsRequest
    data = carray([cstring("Ongoing")]) + carray([i64(4000)]) + i64(60_000) + cstring("orders-.*") + NO_TAGS
    expected = L(
        state_filters=["Ongoing"],
        producer_id_filters=[4000],
        duration_filter=60_000,
        transactional_id_pattern="orders-.*",
    )
    check(L, data, 2, expected)
    # null pattern (the default) = no filter
    check(L, carray([]) + carray([]) + i64(-1) + cstring(None) + NO_TAGS, 2, L())
    # v1 has no pattern, and the field is not ignorable
    check(L, carray([]) + carray([]) + i64(-1) + NO_TAGS, 1, L())
    with pytest.raises(EncodeError, match="TransactionalIdPattern"):
        L(transactional_id_pattern="x").encode(1)


def test_describe_producers_response_v0() -> None:
    R = DescribeProducersResponse
    producer = i64(4000) + i32(9) + i32(41) + i64(1_700_000_000_000) + i32(2) + i64(100) + NO_TAGS
    data = (
        i32(0)
        + carray(
            [cstring("orders") + carray([i32(0) + i16(0) + cstring(None) + carray([producer]) + NO_TAGS]) + NO_TAGS]
        )
        + NO_TAGS
    )
    expected = R(
        topics=[
            R.TopicResponse(
                name="orders",
                partitions=[
                    R.PartitionResponse(
                        partition_index=0,
                        active_producers=[
                            R.ProducerState(
                                producer_id=4000,
                                producer_epoch=9,
                                last_sequence=41,
                                last_timestamp=1_700_000_000_000,
                                coordinator_epoch=2,
                                current_txn_start_offset=100,
                            )
                        ],
                    )
                ],
            )
        ]
    )
    check(R, data, 0, expected)


def test_describe_transactions_response_v0() -> None:
    R = DescribeTransactionsResponse
    state = (
        i16(0)
        + cstring("txn-1")
        + cstring("Ongoing")
        + i32(60_000)
        + i64(1_700_000_000_000)
        + i64(4000)
        + i16(9)
        + carray([cstring("orders") + carray([i32(0), i32(1)]) + NO_TAGS])
        + NO_TAGS
    )
    expected = R(
        transaction_states=[
            R.TransactionState(
                transactional_id="txn-1",
                transaction_state="Ongoing",
                transaction_timeout_ms=60_000,
                transaction_start_time_ms=1_700_000_000_000,
                producer_id=4000,
                producer_epoch=9,
                topics=[R.TopicData(topic="orders", partitions=[0, 1])],
            )
        ]
    )
    check(R, i32(0) + carray([state]) + NO_TAGS, 0, expected)


# -- __transaction_state records ------------------------------------------------------------------------------


def test_transaction_log_key() -> None:
    check(TransactionLogKey, string("txn-1"), 0, TransactionLogKey(transactional_id="txn-1"))


def _value_body_v0() -> bytes:
    return (
        i64(4000)  # ProducerId
        + i16(9)  # ProducerEpoch
        + i32(60_000)  # TransactionTimeoutMs
        + i8(1)  # TransactionStatus: Ongoing
        + array([string("orders") + array([i32(0), i32(1)])])  # TransactionPartitions
        + i64(1_700_000_000_500)  # TransactionLastUpdateTimestampMs
        + i64(1_700_000_000_000)  # TransactionStartTimestampMs
    )


def test_transaction_log_value_v0() -> None:
    V = TransactionLogValue
    expected = V(
        producer_id=4000,
        producer_epoch=9,
        transaction_timeout_ms=60_000,
        transaction_status=1,
        transaction_partitions=[V.PartitionsSchema(topic="orders", partition_ids=[0, 1])],
        transaction_last_update_timestamp_ms=1_700_000_000_500,
        transaction_start_timestamp_ms=1_700_000_000_000,
    )
    check(V, _value_body_v0(), 0, expected)
    # Empty state: no partitions is a null array.
    empty = i64(4000) + i16(10) + i32(60_000) + i8(0) + array(None) + i64(5) + i64(-1)
    decoded = check(
        V,
        empty,
        0,
        V(
            producer_id=4000,
            producer_epoch=10,
            transaction_timeout_ms=60_000,
            transaction_partitions=None,
            transaction_last_update_timestamp_ms=5,
            transaction_start_timestamp_ms=-1,
        ),
    )
    assert (decoded.previous_producer_id, decoded.next_producer_id, decoded.client_transaction_version) == (-1, -1, 0)


def test_transaction_log_value_v1_tagged_fields() -> None:
    V = TransactionLogValue
    data = (
        i64(4000)
        + i16(9)
        + i32(60_000)
        + i8(2)  # PrepareCommit
        + carray([cstring("orders") + carray([i32(0)]) + NO_TAGS])
        + i64(1_700_000_000_500)
        + i64(1_700_000_000_000)
        + tags(
            (0, i64(3999)),  # PreviousProducerId
            (1, i64(4001)),  # NextProducerId
            (2, i16(2)),  # ClientTransactionVersion
            (3, i16(0)),  # NextProducerEpoch
        )
    )
    expected = V(
        producer_id=4000,
        previous_producer_id=3999,
        next_producer_id=4001,
        producer_epoch=9,
        next_producer_epoch=0,
        transaction_timeout_ms=60_000,
        transaction_status=2,
        transaction_partitions=[V.PartitionsSchema(topic="orders", partition_ids=[0])],
        transaction_last_update_timestamp_ms=1_700_000_000_500,
        transaction_start_timestamp_ms=1_700_000_000_000,
        client_transaction_version=2,
    )
    check(V, data, 1, expected)


def test_transaction_log_value_v1_writes_only_non_default_tags() -> None:
    V = TransactionLogValue
    plain = i64(4000) + i16(9) + i32(60_000) + i8(0) + carray(None) + i64(5) + i64(-1)
    check(
        V,
        plain + NO_TAGS,
        1,
        V(
            producer_id=4000,
            producer_epoch=9,
            transaction_timeout_ms=60_000,
            transaction_partitions=None,
            transaction_last_update_timestamp_ms=5,
            transaction_start_timestamp_ms=-1,
        ),
    )
    only_tv = plain + tags((2, i16(2)))
    decoded = V.decode(only_tv, 1)
    assert (decoded.client_transaction_version, decoded.previous_producer_id, decoded.next_producer_epoch) == (
        2,
        -1,
        -1,
    )
    assert decoded.encode(1) == only_tv


def test_transaction_log_value_keeps_tags_it_does_not_know() -> None:
    """A tagged field a newer coordinator adds (tag 9 here) survives decode and re-encode."""
    V = TransactionLogValue
    data = i64(1) + i16(0) + i32(1000) + i8(0) + carray(None) + i64(5) + i64(-1) + tags((2, i16(2)), (9, b"\x00\x07"))
    decoded = V.decode(data, 1)
    assert decoded.client_transaction_version == 2
    assert decoded.encode(1) == data


# -- a whole request frame ------------------------------------------------------------------------------------


def test_add_partitions_to_txn_v3_frame_goes_through_the_registry() -> None:
    body = Txn(
        v3_and_below_transactional_id="txn-1",
        v3_and_below_producer_id=4000,
        v3_and_below_producer_epoch=7,
        v3_and_below_topics=[Txn.AddPartitionsToTxnTopic(name="orders", partitions=[0])],
    )
    payload = encode_request(body, 3, correlation_id=17, client_id="producer-1")  # header + body, no size prefix
    # Request header v2 (flexible API version): key, version, correlation id, client id (int16 length), tags.
    header = i16(24) + i16(3) + i32(17) + string("producer-1") + NO_TAGS
    assert payload.startswith(header)
    decoded_header, pos, info = decode_request_header(payload)
    assert info is not None and info.request_class is Txn and pos == len(header)
    assert decoded_header.request_api_key == ApiKey.ADD_PARTITIONS_TO_TXN
    assert Txn.decode(payload[pos:], 3) == body
