"""The broker side of transactions on one replica manager: transactional Produce with KIP-890's verification against a
fake coordinator, WriteTxnMarkers and `append_txn_marker`, the last stable offset, read_committed Fetch and
ListOffsets, producer state rebuilt from the log, DescribeProducers and transactional internal appends."""

from __future__ import annotations

from typing import Any

import pytest

from kraftpy.broker.replica_manager import API_VERSIONS, ReplicaManagerSettings
from kraftpy.metrics.broker_transactions import broker_transaction_collector
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
from kraftpy.protocol.messages.describe_producers import DescribeProducersRequest
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest
from kraftpy.protocol.records import ControlRecordType, decode_batches, parse_control_key
from kraftpy.runtime import BROKER_LISTENER, Deferred, TransportError
from kraftpy.storage.cleaner_records import AbortedTxn
from tests.broker.helpers import Meta, Node, batch

E = ErrorCode
P = ProduceRequest
W = WriteTxnMarkersRequest
APR = AddPartitionsToTxnResponse
PID = 4000
COORDINATOR = 1


def node(*, rf: int = 1, verification: bool = True, tv: int = 0, coordinator: int | None = COORDINATOR) -> Node:
    """Broker 0 leading `t` (RF 1, or RF 3 with brokers 1 and 2 following); `__transaction_state` led by
    `coordinator` (None: the topic does not exist)."""
    settings = ReplicaManagerSettings(transaction_partition_verification=verification)
    n = Node(0, brokers=(0, 1, 2) if rf > 1 or coordinator is not None else (0,), settings=settings)
    replicas = [0] if rf == 1 else [0, 1, 2]
    n.meta.topic("t", [{"replicas": replicas}, {"replicas": replicas}], min_insync_replicas="1" if rf == 1 else "2")
    if coordinator is not None:
        n.meta.topic("__transaction_state", [{"replicas": [coordinator]}])
    if tv:
        n.meta.apply(mr.FeatureLevelRecord(name="transaction.version", feature_level=tv))
    return n


def txn_batch(values: list[bytes], seq: int = 0, epoch: int = 0, pid: int = PID) -> bytes:
    return batch(values, producer_id=pid, producer_epoch=epoch, base_sequence=seq, is_transactional=True)


def txn_produce(
    n: Node, records: bytes, *, partition: int = 0, version: int = 9, acks: int = 1, tid: str = "tx"
) -> Any:
    t = P.TopicProduceData(name="t", partition_data=[P.PartitionProduceData(index=partition, records=records)])
    if version >= 13:
        t = P.TopicProduceData(
            topic_id=n.meta.topic_ids["t"], partition_data=[P.PartitionProduceData(index=partition, records=records)]
        )
    return n.handle(0, version, P(transactional_id=tid, acks=acks, timeout_ms=30_000, topic_data=[t]))


def write(n: Node, records: bytes) -> Any:
    """A transactional acks=1 write answered at once (a node without verification, or a transaction open)."""
    r = partition_response(n, txn_produce(n, records))
    assert r.error_code == 0, r
    return r


def partition_response(n: Node, result: Any, version: int = 9) -> Any:
    return n.answer(result, version).responses[0].partition_responses[0]


def pending_verification(n: Node) -> tuple[AddPartitionsToTxnRequest, Any]:
    """Run the loop turn that sends the batched AddPartitionsToTxn; the request and its callback."""
    before = len(n.reactor.sent)
    n.reactor.advance(0)
    assert len(n.reactor.sent) == before + 1, "no AddPartitionsToTxn was sent"
    dest, listener, req = n.reactor.sent[-1]
    assert (dest, listener) == (COORDINATOR, BROKER_LISTENER)
    assert isinstance(req, AddPartitionsToTxnRequest)
    return req, n.reactor.callbacks[-1]


def verdict(req: AddPartitionsToTxnRequest, codes: dict[tuple[str, int], int] | None = None) -> APR:
    """The coordinator's answer: every partition of every transaction verified unless `codes` says otherwise."""
    codes = codes or {}
    return APR(
        error_code=0,
        results_by_transaction=[
            APR.AddPartitionsToTxnResult(
                transactional_id=txn.transactional_id,
                topic_results=[
                    APR.AddPartitionsToTxnTopicResult(
                        name=t.name,
                        results_by_partition=[
                            APR.AddPartitionsToTxnPartitionResult(
                                partition_index=p, partition_error_code=codes.get((t.name, p), 0)
                            )
                            for p in t.partitions
                        ],
                    )
                    for t in txn.topics
                ],
            )
            for txn in req.transactions
        ],
    )


def begin(n: Node, values: list[bytes], *, partition: int = 0, seq: int = 0, epoch: int = 0) -> Any:
    """A verified transactional write (the fake coordinator says the partition was added)."""
    d = txn_produce(n, txn_batch(values, seq, epoch), partition=partition)
    req, callback = pending_verification(n)
    callback(verdict(req), None)
    return partition_response(n, d)


def marker(
    n: Node, commit: bool, *, epoch: int = 0, coordinator_epoch: int = 5, partitions: tuple[int, ...] = (0,)
) -> Any:
    req = W(
        markers=[
            W.WritableTxnMarker(
                producer_id=PID,
                producer_epoch=epoch,
                transaction_result=commit,
                coordinator_epoch=coordinator_epoch,
                topics=[W.WritableTxnMarkerTopic(name="t", partition_indexes=list(partitions))],
            )
        ]
    )
    return n.handle(W.API_KEY, 1, req)


def marker_codes(n: Node, result: Any) -> list[int]:
    resp = n.answer(result, 1)
    return [p.error_code for m in resp.markers for t in m.topics for p in t.partitions]


def values(n: Node, offset: int = 0, isolation: int = 0) -> tuple[list[bytes], Any]:
    pd = n.fetch_partition("t", offset, isolation=isolation)
    out = []
    for b in decode_batches(bytes(pd.records)):
        if not b.is_control:
            out.extend(bytes(r.value) for r in b.records)
    return out, pd


# ==================================================================================== KIP-890 verification


def test_a_transactional_produce_waits_for_the_coordinator_and_is_appended_once_verified() -> None:
    n = node()
    d = txn_produce(n, txn_batch([b"a", b"b"]))
    assert isinstance(d, Deferred) and not d.done
    part = n.rm.partition("t", 0)
    assert part is not None and part.log.log_end_offset == 0  # parked, nothing written yet
    req, callback = pending_verification(n)
    (txn,) = req.transactions
    assert (txn.transactional_id, txn.producer_id, txn.producer_epoch, txn.verify_only) == ("tx", PID, 0, True)
    assert [(t.name, t.partitions) for t in txn.topics] == [("t", [0])]
    callback(verdict(req), None)
    r = partition_response(n, d)
    assert (r.error_code, r.base_offset) == (0, 0)
    assert part.producers.in_transaction(PID)
    # the next batch of the open transaction needs no question
    r = partition_response(n, txn_produce(n, txn_batch([b"c"], seq=2)))
    assert (r.error_code, r.base_offset) == (0, 2)
    n.reactor.advance(0)
    assert len(n.reactor.sent) == 1


def test_a_partition_the_coordinator_says_was_not_added_is_refused_and_nothing_is_written() -> None:
    n = node()
    d = txn_produce(n, txn_batch([b"a"]))
    req, callback = pending_verification(n)
    callback(verdict(req, {("t", 0): int(E.INVALID_TXN_STATE)}), None)
    r = partition_response(n, d)
    assert (r.error_code, r.error_message) == (E.INVALID_TXN_STATE, "Partition was not added to the transaction")
    part = n.rm.partition("t", 0)
    assert part is not None and part.log.log_end_offset == 0
    assert not part.producers.in_transaction(PID)
    assert n.rm.metrics.txn_verification_failures == 1


def test_an_unreachable_coordinator_is_a_retriable_error() -> None:
    n = node()
    d = txn_produce(n, txn_batch([b"a"]))
    _req, callback = pending_verification(n)
    callback(None, TransportError("connection refused"))
    r = partition_response(n, d)
    assert r.error_code == E.NOT_ENOUGH_REPLICAS
    assert r.error_message.endswith("Underlying error: NETWORK_EXCEPTION")


@pytest.mark.parametrize("leader", [-1, 2])  # no leader; a leader that is not a live broker
def test_a_coordinator_without_a_live_leader_answers_at_once(leader: int) -> None:
    n = node()
    if leader == 2:
        n.meta.broker(2, fenced=True)
        n.meta.apply(mr.FenceBrokerRecord(id=2, epoch=12))
    n.meta.change("__transaction_state", leader=leader, isr=[] if leader < 0 else [leader], replicas=[1, 2])
    r = partition_response(n, txn_produce(n, txn_batch([b"a"])))
    assert r.error_code == E.NOT_ENOUGH_REPLICAS
    assert r.error_message.endswith("COORDINATOR_NOT_AVAILABLE")
    assert n.reactor.sent == []


@pytest.mark.parametrize(
    ("code", "version", "expected"),
    [
        (E.PRODUCER_FENCED, 9, E.INVALID_PRODUCER_EPOCH),
        (E.TRANSACTION_ABORTABLE, 10, E.INVALID_TXN_STATE),
        (E.TRANSACTION_ABORTABLE, 11, E.TRANSACTION_ABORTABLE),
        (E.CONCURRENT_TRANSACTIONS, 11, E.NOT_ENOUGH_REPLICAS),
        (E.COORDINATOR_LOAD_IN_PROGRESS, 9, E.NOT_ENOUGH_REPLICAS),
        (E.NOT_COORDINATOR, 9, E.NOT_ENOUGH_REPLICAS),
    ],
)
def test_coordinator_errors_are_answered_as_kafka_answers_each_produce_version(
    code: int, version: int, expected: int
) -> None:
    n = node()
    d = txn_produce(n, txn_batch([b"a"]), version=version)
    req, callback = pending_verification(n)
    callback(verdict(req, {("t", 0): int(code)}), None)
    assert partition_response(n, d, version).error_code == expected


def test_a_top_level_cluster_authorization_error_is_invalid_txn_state() -> None:
    n = node()
    d = txn_produce(n, txn_batch([b"a"]))
    _req, callback = pending_verification(n)
    callback(APR(error_code=int(E.CLUSTER_AUTHORIZATION_FAILED)), None)
    assert partition_response(n, d).error_code == E.INVALID_TXN_STATE


def test_questions_to_one_coordinator_are_batched_and_the_next_waits_for_the_one_in_flight() -> None:
    n = node()
    d1 = txn_produce(n, txn_batch([b"a"], pid=PID), tid="tx1")
    d2 = txn_produce(n, txn_batch([b"b"], pid=PID + 1), partition=1, tid="tx2")
    req, callback = pending_verification(n)
    assert sorted(t.transactional_id for t in req.transactions) == ["tx1", "tx2"]
    d3 = txn_produce(n, txn_batch([b"c"], pid=PID + 2), tid="tx3")
    n.reactor.advance(0)
    assert len(n.reactor.sent) == 1  # one request per coordinator in flight
    callback(verdict(req), None)
    assert partition_response(n, d1).error_code == 0 and partition_response(n, d2).error_code == 0
    req3, callback3 = n.reactor.sent[-1][2], n.reactor.callbacks[-1]
    assert len(n.reactor.sent) == 2 and [t.transactional_id for t in req3.transactions] == ["tx3"]
    callback3(verdict(req3), None)
    assert partition_response(n, d3).error_code == 0


def test_a_newer_question_for_the_same_transactional_id_replaces_the_pending_one() -> None:
    n = node()
    d1 = txn_produce(n, txn_batch([b"a"]), tid="tx")
    d2 = txn_produce(n, txn_batch([b"b"], epoch=1), partition=1, tid="tx")
    assert partition_response(n, d1).error_code == E.INVALID_PRODUCER_EPOCH  # fenced by the newer epoch
    req, callback = pending_verification(n)
    assert [(t.producer_epoch, t.topics[0].partitions) for t in req.transactions] == [(1, [1])]
    callback(verdict(req), None)
    assert partition_response(n, d2).error_code == 0


def test_a_marker_written_while_the_coordinator_answers_ends_what_was_verified() -> None:
    n = node()
    d = txn_produce(n, txn_batch([b"a"]))
    req, callback = pending_verification(n)
    assert marker_codes(n, marker(n, commit=False)) == [0]  # the transaction was aborted meanwhile
    callback(verdict(req), None)
    r = partition_response(n, d)
    assert r.error_code == E.INVALID_TXN_STATE
    part = n.rm.partition("t", 0)
    assert part is not None and part.log.log_end_offset == 1  # the marker only


def test_transactions_v2_has_the_coordinator_add_the_partition() -> None:
    n = node(tv=2)
    d = txn_produce(n, txn_batch([b"a"]), version=12)
    req, callback = pending_verification(n)
    assert req.transactions[0].verify_only is False
    callback(verdict(req), None)
    assert partition_response(n, d, 12).error_code == 0
    # an older client (v11) on the same cluster is only verified
    d = txn_produce(n, txn_batch([b"b"], pid=PID + 1), partition=1, version=11, tid="other")
    req, _callback = pending_verification(n)
    assert req.transactions[0].verify_only is True


def test_without_verification_transactional_batches_are_appended_at_once() -> None:
    n = node(verification=False)
    r = partition_response(n, txn_produce(n, txn_batch([b"a"])))
    assert (r.error_code, r.base_offset) == (0, 0)
    assert n.reactor.sent == []


def test_acks_all_transactional_writes_wait_for_the_followers_after_verification() -> None:
    n = node(rf=3)
    d = txn_produce(n, txn_batch([b"a"]), acks=-1)
    req, callback = pending_verification(n)
    callback(verdict(req), None)
    assert isinstance(d, Deferred) and not d.done
    n.follower_fetch("t", 1, 1)
    n.follower_fetch("t", 2, 1)
    assert partition_response(n, d).error_code == 0


def test_a_non_transactional_write_of_a_producer_with_an_open_transaction_is_refused() -> None:
    n = node()
    begin(n, [b"a"])
    plain = batch([b"x"], producer_id=PID, producer_epoch=0, base_sequence=1)
    assert n.produce_answer("t", plain, acks=1).error_code == E.INVALID_TXN_STATE


def test_transactional_writes_with_an_epoch_from_the_past_are_fenced() -> None:
    n = node()
    begin(n, [b"a"], epoch=3)
    assert marker_codes(n, marker(n, commit=True, epoch=3)) == [0]
    r = partition_response(n, txn_produce(n, txn_batch([b"z"], seq=1, epoch=2)))
    assert r.error_code == E.INVALID_PRODUCER_EPOCH
    assert n.reactor.sent[1:] == []  # refused before any question


# ================================================================================================= markers


def test_a_commit_marker_ends_the_transaction_and_moves_the_lso() -> None:
    n = node()
    begin(n, [b"a", b"b"])
    part = n.rm.partition("t", 0)
    assert part is not None
    n.produce_answer("t", batch([b"plain"]), acks=1)
    assert (part.high_watermark, part.last_stable_offset) == (3, 0)
    assert marker_codes(n, marker(n, commit=True)) == [0]
    assert (part.high_watermark, part.last_stable_offset) == (4, 4)
    assert not part.producers.in_transaction(PID)
    assert n.rm.metrics.txn_markers_written == [1, 0]
    data = bytes(part.log.read(3, 1 << 20).records)
    (ctl,) = decode_batches(data)
    assert ctl.is_control and ctl.is_transactional and ctl.header.producer_id == PID
    assert parse_control_key(ctl.records[0].key)[1] == ControlRecordType.COMMIT
    assert part.log.aborted_transactions(0, 10) == []


def test_an_abort_marker_records_the_aborted_transaction() -> None:
    n = node()
    begin(n, [b"a", b"b"])
    heard: list[tuple[str, int, int, bool, int]] = []
    n.rm.on_txn_marker = lambda *args: heard.append(args)
    assert marker_codes(n, marker(n, commit=False)) == [0]
    part = n.rm.partition("t", 0)
    assert part is not None
    assert part.log.aborted_transactions(0, 10) == [AbortedTxn(PID, 0, 2, 3)]
    assert heard == [("t", 0, PID, False, 2)]


def test_markers_wait_for_the_followers_acks_all() -> None:
    n = node(rf=3, verification=False)
    write(n, txn_batch([b"a"]))
    n.follower_fetch("t", 1, 1)
    n.follower_fetch("t", 2, 1)
    d = marker(n, commit=True)
    assert isinstance(d, Deferred) and not d.done
    part = n.rm.partition("t", 0)
    assert part is not None and part.last_stable_offset == 0  # marker written, not yet replicated
    n.follower_fetch("t", 1, 2)
    assert not d.done
    n.follower_fetch("t", 2, 2)
    assert marker_codes(n, d) == [0]
    assert part.last_stable_offset == 2


def test_a_marker_that_is_not_replicated_in_time_times_out() -> None:
    n = node(rf=3, verification=False)
    d = marker(n, commit=True)
    n.reactor.advance(30_000)
    assert marker_codes(n, d) == [E.REQUEST_TIMED_OUT]


def test_marker_errors_per_partition() -> None:
    n = node(verification=False)
    n.meta.topic("elsewhere", [{"replicas": [1]}])
    req = W(
        markers=[
            W.WritableTxnMarker(
                producer_id=PID,
                producer_epoch=0,
                transaction_result=True,
                coordinator_epoch=1,
                topics=[
                    W.WritableTxnMarkerTopic(name="t", partition_indexes=[0, 7]),
                    W.WritableTxnMarkerTopic(name="nope", partition_indexes=[0]),
                    W.WritableTxnMarkerTopic(name="elsewhere", partition_indexes=[0]),
                ],
            )
        ]
    )
    assert marker_codes(n, n.handle(W.API_KEY, 2, req)) == [
        0,
        E.UNKNOWN_TOPIC_OR_PARTITION,
        E.UNKNOWN_TOPIC_OR_PARTITION,
        E.NOT_LEADER_OR_FOLLOWER,
    ]


def test_a_stale_coordinator_epoch_is_fenced_and_an_old_producer_epoch_refused() -> None:
    n = node(verification=False)
    write(n, txn_batch([b"a"], epoch=2))
    assert marker_codes(n, marker(n, commit=False, epoch=2, coordinator_epoch=7)) == [0]
    assert marker_codes(n, marker(n, commit=False, epoch=2, coordinator_epoch=6)) == [E.TRANSACTION_COORDINATOR_FENCED]
    assert marker_codes(n, marker(n, commit=False, epoch=1, coordinator_epoch=7)) == [E.INVALID_PRODUCER_EPOCH]
    part = n.rm.partition("t", 0)
    assert part is not None and part.log.log_end_offset == 2  # the refused markers were not written
    with pytest.raises(ProtocolError) as e:
        n.rm.append_txn_marker(
            "t", 0, producer_id=PID, producer_epoch=2, coordinator_epoch=3, commit=True, timestamp_ms=1
        )
    assert e.value.error_code == E.TRANSACTION_COORDINATOR_FENCED


def test_markers_below_min_isr_are_refused() -> None:
    n = node(rf=3, verification=False)
    n.meta.change("t", isr=[0])
    assert marker_codes(n, marker(n, commit=True)) == [E.NOT_ENOUGH_REPLICAS]


def test_the_new_apis_are_served() -> None:
    n = node()
    assert API_VERSIONS[W.API_KEY] == (1, 2)
    assert API_VERSIONS[DescribeProducersRequest.API_KEY] == (0, 0)
    assert {W.API_KEY, DescribeProducersRequest.API_KEY} <= set(n.rm.handlers())


# ======================================================================================== read_committed


def test_read_committed_never_sees_an_open_or_aborted_transaction() -> None:
    n = node(verification=False)
    n.produce_answer("t", batch([b"before"]), acks=1)
    write(n, txn_batch([b"t1", b"t2"]))
    uncommitted, pd = values(n, 0, isolation=0)
    assert uncommitted == [b"before", b"t1", b"t2"]
    assert (pd.high_watermark, pd.last_stable_offset) == (3, 1)
    committed, pd = values(n, 0, isolation=1)
    assert committed == [b"before"]  # up to the LSO
    assert pd.aborted_transactions == []
    marker_codes(n, marker(n, commit=False))
    n.produce_answer("t", batch([b"after"]), acks=1)
    committed, pd = values(n, 0, isolation=1)
    assert [(a.producer_id, a.first_offset) for a in pd.aborted_transactions] == [(PID, 1)]
    assert pd.last_stable_offset == pd.high_watermark == 5
    # the consumer drops the aborted records itself; the broker returns them with the aborted list
    assert committed == [b"before", b"t1", b"t2", b"after"]
    _, pd = values(n, 4, isolation=1)
    assert pd.aborted_transactions == []  # nothing aborted in [4, 5)


def test_list_offsets_latest_is_the_lso_for_read_committed() -> None:
    n = node(verification=False)
    n.produce_answer("t", batch([b"a"]), acks=1)
    write(n, txn_batch([b"t"]))
    L = ListOffsetsRequest

    def latest(isolation: int) -> int:
        req = L(
            replica_id=-1,
            isolation_level=isolation,
            topics=[L.ListOffsetsTopic(name="t", partitions=[L.ListOffsetsPartition(partition_index=0, timestamp=-1)])],
        )
        return int(n.answer(n.handle(L.API_KEY, 5, req), 5).topics[0].partitions[0].offset)

    assert (latest(0), latest(1)) == (2, 1)
    marker_codes(n, marker(n, commit=True))
    assert (latest(0), latest(1)) == (3, 3)


def test_a_parked_read_committed_fetch_waits_for_the_lso() -> None:
    n = node(verification=False)
    write(n, txn_batch([b"t"]))
    d = n.fetch("t", 0, isolation=1, max_wait_ms=500)
    assert isinstance(d, Deferred) and not d.done  # data below the HWM, none below the LSO
    marker_codes(n, marker(n, commit=True))
    assert d.done
    assert [
        bytes(r.value)
        for b in decode_batches(bytes(n.answer(d, 12).responses[0].partitions[0].records))
        if not b.is_control
        for r in b.records
    ] == [b"t"]


# ================================================================================== state from the log


def test_open_and_aborted_transactions_survive_a_restart() -> None:
    n = node(verification=False)
    write(n, txn_batch([b"a"]))
    marker_codes(n, marker(n, commit=False, coordinator_epoch=9))
    write(n, txn_batch([b"b"], seq=1, pid=PID + 1))
    n.rm.shutdown()
    again = Node(0, brokers=(0,), fs=n.fs, meta=_replay(n.meta))
    part = again.rm.partition("t", 0)
    assert part is not None
    assert part.producers.in_transaction(PID + 1) and not part.producers.in_transaction(PID)
    assert part.last_stable_offset == 2
    entry = part.producers.entry(PID)
    assert entry is not None and entry.coordinator_epoch == 9
    assert part.log.aborted_transactions(0, 10) == [AbortedTxn(PID, 0, 1, 2)]


def _replay(meta: Meta) -> Meta:
    fresh = Meta()
    fresh.image = meta.image
    fresh.topic_ids = dict(meta.topic_ids)
    return fresh


def test_a_follower_tracks_transactions_and_truncation_reopens_them() -> None:
    leader = node(verification=False)
    write(leader, txn_batch([b"a"]))
    marker_codes(leader, marker(leader, commit=False))
    part = leader.rm.partition("t", 0)
    assert part is not None
    records = bytes(part.log.read(0, 1 << 20).records)
    follower = Node(1, brokers=(0, 1))
    follower.meta.topic("t", [{"replicas": [0, 1], "leader": 0}])
    key = (follower.meta.topic_ids["t"], 0)
    follower.rm.append_as_follower(key, 0, records, 2, 0)
    fpart = follower.rm.partition("t", 0)
    assert fpart is not None
    assert not fpart.producers.in_transaction(PID)
    assert fpart.log.aborted_transactions(0, 10) == [AbortedTxn(PID, 0, 1, 2)]
    follower.rm.truncate_to(key, 1)  # the marker is gone: the transaction is open again
    assert fpart.producers.in_transaction(PID)


# ================================================================================== DescribeProducers


def test_describe_producers_lists_active_producers_with_their_open_transaction() -> None:
    n = node(verification=False)
    n.produce_answer("t", batch([b"x"], producer_id=7, producer_epoch=1, base_sequence=0), acks=1)
    write(n, txn_batch([b"a", b"b"], seq=0))
    D = DescribeProducersRequest
    req = D(
        topics=[D.TopicRequest(name="t", partition_indexes=[0, 9]), D.TopicRequest(name="nope", partition_indexes=[0])]
    )
    resp = n.answer(n.handle(D.API_KEY, 0, req), 0)
    p0, p9 = resp.topics[0].partitions
    states = sorted(
        (s.producer_id, s.producer_epoch, s.last_sequence, s.coordinator_epoch, s.current_txn_start_offset)
        for s in p0.active_producers
    )
    assert (p0.error_code, states) == (0, [(7, 1, 0, -1, -1), (PID, 0, 1, -1, 1)])
    assert p9.error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    assert resp.topics[1].partitions[0].error_code == E.UNKNOWN_TOPIC_OR_PARTITION


# ============================================================================ internal transactional appends


def test_transactional_internal_appends_hold_the_lso_until_the_marker() -> None:
    n = node()
    n.rm.append_internal(
        "t", 0, [(b"k", b"v")], timestamp_ms=1, producer_id=PID, producer_epoch=0, base_sequence=0, transactional=True
    )
    part = n.rm.partition("t", 0)
    assert part is not None and part.producers.in_transaction(PID) and part.last_stable_offset == 0
    assert n.reactor.sent == []  # internal appends are not verified
    # the same sequence again is not taken for a duplicate (sequences are not checked for coordinators)
    n.rm.append_internal(
        "t", 0, [(b"k", b"w")], timestamp_ms=1, producer_id=PID, producer_epoch=0, base_sequence=0, transactional=True
    )
    offset = n.rm.append_txn_marker(
        "t", 0, producer_id=PID, producer_epoch=0, coordinator_epoch=0, commit=True, timestamp_ms=1
    )
    assert offset == 2 and part.last_stable_offset == 3
    with pytest.raises(ProtocolError) as e:
        n.rm.append_internal(
            "t",
            0,
            [(b"k", b"v")],
            timestamp_ms=1,
            producer_id=PID,
            producer_epoch=-1,
            base_sequence=0,
            transactional=True,
        )
    assert e.value.error_code == E.INVALID_PRODUCER_EPOCH


def test_the_broker_transaction_metrics_are_exported() -> None:
    n = node(verification=False)
    write(n, txn_batch([b"a"]))
    marker_codes(n, marker(n, commit=False))
    families = {f.name: f for f in broker_transaction_collector(lambda: n.rm.metrics).collect()}
    written = {s.labels["result"]: s.value for s in families["kafka_server_replicamanager_txn_markers_written"].samples}
    assert (written["commit"], written["abort"]) == (0, 1)
