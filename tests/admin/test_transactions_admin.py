"""AdminClient's transaction calls against a fake cluster (real server, real wire): ListTransactions to every broker
(merged, filters and the versions they need, COORDINATOR_LOAD_IN_PROGRESS retried, COORDINATOR_NOT_AVAILABLE listing
nothing), DescribeTransactions per coordinator found with FindCoordinator key type 1 (NOT_COORDINATOR looked up again),
DescribeProducers to each partition's leader or a named broker, and abortTransaction's WriteTxnMarkers ABORT marker."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from kraftpy.admin.client import (
    AdminClient,
    AdminError,
    PartitionProducerState,
    TopicPartition,
    TransactionDescription,
    TransactionListing,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_producers import DescribeProducersRequest, DescribeProducersResponse
from kraftpy.protocol.messages.describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse
from kraftpy.protocol.messages.list_transactions import ListTransactionsRequest, ListTransactionsResponse
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse

from .fake import FakeCluster, FakePartition, FakeTopic

pytestmark = pytest.mark.timeout(60)
T = TypeVar("T")

WRITE_TXN_MARKERS = 27
FIND_COORDINATOR = 10
DESCRIBE_PRODUCERS = 61
DESCRIBE_TRANSACTIONS = 65
LIST_TRANSACTIONS = 66
E = ErrorCode


def run(fake: FakeCluster, fn: Callable[[AdminClient], Awaitable[T]], **options: Any) -> T:
    async def main() -> T:
        async with fake, AdminClient(fake.bootstrap, **options) as admin:
            return await fn(admin)

    return asyncio.run(main())


def two_brokers() -> FakeCluster:
    """Brokers 1 and 2, each its own server; topic `t` with partition 0 led by 1 and partition 1 led by 2."""
    fake = FakeCluster(
        [FakeTopic("t", [FakePartition(1, [1, 2], [1, 2]), FakePartition(2, [2, 1], [2, 1])])], brokers=(1, 2)
    )
    fake.extra_node(2)
    return fake


def on_node(fake: FakeCluster, node: int, api_key: int) -> list[Any]:
    return [r for k, _v, r in fake.nodes[node].requests if k == api_key]


# =========================================================================================== ListTransactions


def listing(*states: tuple[str, int, str], code: int = 0) -> ListTransactionsResponse:
    R = ListTransactionsResponse
    return R(
        error_code=code,
        transaction_states=[
            R.TransactionState(transactional_id=t, producer_id=p, transaction_state=s) for t, p, s in states
        ],
    )


def test_list_transactions_asks_every_broker_and_merges_the_answers() -> None:
    fake = two_brokers()
    fake.serve(LIST_TRANSACTIONS, lambda req, v: listing(("b", 7, "Ongoing"), ("a", 5, "Empty")))
    fake.serve(LIST_TRANSACTIONS, lambda req, v: listing(("c", 9, "CompleteCommit")), node=2)
    out = run(fake, lambda admin: admin.list_transactions())
    assert out == [
        TransactionListing("a", 5, "Empty", 1),
        TransactionListing("b", 7, "Ongoing", 1),
        TransactionListing("c", 9, "CompleteCommit", 2),
    ]
    assert len(on_node(fake, 1, LIST_TRANSACTIONS)) == 1 and len(on_node(fake, 2, LIST_TRANSACTIONS)) == 1


def test_list_transactions_sends_the_filters_with_the_versions_they_need() -> None:
    fake = FakeCluster(brokers=(1,))
    seen: list[tuple[int, ListTransactionsRequest]] = []

    def handler(req: ListTransactionsRequest, version: int) -> ListTransactionsResponse:
        seen.append((version, req))
        return listing()

    fake.serve(LIST_TRANSACTIONS, handler, max_version=1)

    async def calls(admin: AdminClient) -> AdminError:
        await admin.list_transactions(states=["Ongoing", "PrepareAbort"], producer_ids=[3, 4])
        await admin.list_transactions(duration_filter_ms=60_000)
        with pytest.raises(AdminError) as pattern_error:
            await admin.list_transactions(transactional_id_pattern="app-.*")
        return pattern_error.value

    error = run(fake, calls)
    assert error.error_code == E.UNSUPPORTED_VERSION and "transactional id pattern" in str(error)
    (_v0, first), (v1, second) = seen
    assert first.state_filters == ["Ongoing", "PrepareAbort"] and first.producer_id_filters == [3, 4]
    assert first.duration_filter == -1
    assert v1 == 1 and second.duration_filter == 60_000 and second.state_filters == []

    with pytest.raises(ValueError, match="unknown transaction state"):
        run(FakeCluster(), lambda admin: admin.list_transactions(states=["Running"]))


def test_list_transactions_retries_a_loading_coordinator_and_skips_an_unavailable_one() -> None:
    fake = two_brokers()
    answers = iter([E.COORDINATOR_LOAD_IN_PROGRESS, E.COORDINATOR_LOAD_IN_PROGRESS, 0])
    fake.serve(LIST_TRANSACTIONS, lambda req, v: listing(("x", 1, "Ongoing"), code=next(answers)))
    fake.serve(LIST_TRANSACTIONS, lambda req, v: listing(("y", 2, "Ongoing"), code=E.COORDINATOR_NOT_AVAILABLE), node=2)
    out = run(fake, lambda admin: admin.list_transactions(), retry_backoff_ms=1)
    assert out == [TransactionListing("x", 1, "Ongoing", 1)]
    assert len(on_node(fake, 1, LIST_TRANSACTIONS)) == 3

    fake = FakeCluster(brokers=(1,))
    fake.serve(LIST_TRANSACTIONS, lambda req, v: listing(code=E.CLUSTER_AUTHORIZATION_FAILED))
    with pytest.raises(AdminError) as failed:
        run(fake, lambda admin: admin.list_transactions())
    assert failed.value.error_code == E.CLUSTER_AUTHORIZATION_FAILED


# ====================================================================================== DescribeTransactions


def serve_coordinators(fake: FakeCluster, where: dict[str, int | Callable[[], int]]) -> None:
    """FindCoordinator key type 1: `where[id]` (a node id, or a function giving one) for each key."""

    def handler(req: FindCoordinatorRequest, version: int) -> FindCoordinatorResponse:
        assert req.key_type == 1
        R = FindCoordinatorResponse
        keys = req.coordinator_keys if version >= 4 else [req.key]
        coordinators = []
        for key in keys:
            found = where.get(key, -1)
            node = found() if callable(found) else found
            if node < 0:
                coordinators.append(R.Coordinator(key=key, node_id=-1, error_code=E.COORDINATOR_NOT_AVAILABLE))
            else:
                host, port = fake._endpoint(node)
                coordinators.append(R.Coordinator(key=key, node_id=node, host=host, port=port))
        if version >= 4:
            return R(coordinators=coordinators)
        c = coordinators[0]
        return R(error_code=c.error_code, node_id=c.node_id, host=c.host, port=c.port)

    fake.serve(FIND_COORDINATOR, handler)


def described(
    tid: str, *, code: int = 0, state: str = "Ongoing", start: int = 1_000, topics: dict[str, list[int]] | None = None
) -> DescribeTransactionsResponse.TransactionState:
    R = DescribeTransactionsResponse
    return R.TransactionState(
        error_code=code,
        transactional_id=tid,
        transaction_state=state,
        transaction_timeout_ms=60_000,
        transaction_start_time_ms=start,
        producer_id=42 if code == 0 else -1,
        producer_epoch=3 if code == 0 else -1,
        topics=[R.TopicData(topic=t, partitions=ps) for t, ps in (topics or {}).items()],
    )


def test_describe_transactions_batches_per_coordinator_and_follows_moved_ids() -> None:
    fake = two_brokers()
    moved = {"done": False}

    def where_b() -> int:
        return 2 if moved["done"] else 1

    serve_coordinators(fake, {"a": 1, "b": where_b, "gone": 2})

    def on_1(req: DescribeTransactionsRequest, version: int) -> DescribeTransactionsResponse:
        out = []
        for tid in req.transactional_ids:
            if tid == "b":
                moved["done"] = True
                out.append(described(tid, code=E.NOT_COORDINATOR))
            else:
                out.append(described(tid, topics={"t": [1, 0], "s": [2]}))
        return DescribeTransactionsResponse(transaction_states=out)

    loading = iter([E.COORDINATOR_LOAD_IN_PROGRESS, 0])

    def on_2(req: DescribeTransactionsRequest, version: int) -> DescribeTransactionsResponse:
        out = []
        for tid in req.transactional_ids:
            if tid == "gone":
                out.append(described(tid, code=E.TRANSACTIONAL_ID_NOT_FOUND))
            else:
                out.append(described(tid, code=next(loading), state="Empty", start=-1))
        return DescribeTransactionsResponse(transaction_states=out)

    fake.serve(DESCRIBE_TRANSACTIONS, on_1)
    fake.serve(DESCRIBE_TRANSACTIONS, on_2, node=2)
    out = run(fake, lambda admin: admin.describe_transactions(["a", "b", "gone"]), retry_backoff_ms=1)
    assert out["a"] == TransactionDescription(
        coordinator_id=1,
        state="Ongoing",
        producer_id=42,
        producer_epoch=3,
        transaction_timeout_ms=60_000,
        transaction_start_time_ms=1_000,
        topic_partitions=(TopicPartition("s", 2), TopicPartition("t", 0), TopicPartition("t", 1)),
    )
    b = out["b"]
    assert isinstance(b, TransactionDescription)
    assert (b.coordinator_id, b.state, b.transaction_start_time_ms, b.topic_partitions) == (2, "Empty", None, ())
    gone = out["gone"]
    assert isinstance(gone, AdminError) and gone.error_code == E.TRANSACTIONAL_ID_NOT_FOUND
    # FindCoordinator v4 batched: a, b, gone at first, then b alone after NOT_COORDINATOR
    finds = [r.coordinator_keys for _v, r in fake.sent(FIND_COORDINATOR)]
    assert finds[0] == ["a", "b", "gone"] and finds[1:] == [["b"]]
    # one DescribeTransactions per coordinator: a and b to 1, gone to 2; then b to 2 (loading) and again
    assert [r.transactional_ids for r in on_node(fake, 1, DESCRIBE_TRANSACTIONS)] == [["a", "b"]]
    assert [r.transactional_ids for r in on_node(fake, 2, DESCRIBE_TRANSACTIONS)] == [["gone"], ["b"], ["b"]]


def test_describe_transactions_times_out_per_id_when_no_coordinator_is_found() -> None:
    fake = FakeCluster()
    serve_coordinators(fake, {})
    out = run(
        fake,
        lambda admin: admin.describe_transactions(["nowhere"], timeout_ms=300),
        retry_backoff_ms=20,
    )
    error = out["nowhere"]
    assert isinstance(error, AdminError) and "COORDINATOR_NOT_AVAILABLE" in str(error)


# ======================================================================================== DescribeProducers


def producers(
    req: DescribeProducersRequest, states: dict[tuple[str, int], list[tuple[int, int, int]] | int]
) -> DescribeProducersResponse:
    """Each asked partition answered from `states`: an error code, or (producer id, coordinator epoch, txn start)."""
    R = DescribeProducersResponse
    topics = []
    for t in req.topics:
        parts = []
        for p in t.partition_indexes:
            answer = states.get((t.name, p), E.NOT_LEADER_OR_FOLLOWER)
            if isinstance(answer, int):
                parts.append(R.PartitionResponse(partition_index=p, error_code=answer))
                continue
            parts.append(
                R.PartitionResponse(
                    partition_index=p,
                    active_producers=[
                        R.ProducerState(
                            producer_id=pid,
                            producer_epoch=5,
                            last_sequence=9,
                            last_timestamp=123,
                            coordinator_epoch=cepoch,
                            current_txn_start_offset=start,
                        )
                        for pid, cepoch, start in answer
                    ],
                )
            )
        topics.append(R.TopicResponse(name=t.name, partitions=parts))
    return R(topics=topics)


def test_describe_producers_asks_each_partitions_leader() -> None:
    fake = two_brokers()
    fake.serve(DESCRIBE_PRODUCERS, lambda req, v: producers(req, {("t", 0): [(7, -1, 40)]}))
    fake.serve(DESCRIBE_PRODUCERS, lambda req, v: producers(req, {("t", 1): [(8, 2, -1)]}), node=2)
    out = run(fake, lambda admin: admin.describe_producers([TopicPartition("t", 0), TopicPartition("t", 1)]))
    p0, p1 = out[TopicPartition("t", 0)], out[TopicPartition("t", 1)]
    assert isinstance(p0, PartitionProducerState) and isinstance(p1, PartitionProducerState)
    assert p0.broker_id == 1 and p1.broker_id == 2
    (s0,) = p0.active_producers
    assert (s0.producer_id, s0.producer_epoch, s0.last_sequence, s0.last_timestamp) == (7, 5, 9, 123)
    assert s0.coordinator_epoch is None and s0.current_transaction_start_offset == 40
    (s1,) = p1.active_producers
    assert s1.coordinator_epoch == 2 and s1.current_transaction_start_offset is None
    assert [[(t.name, t.partition_indexes) for t in r.topics] for r in on_node(fake, 1, DESCRIBE_PRODUCERS)] == [
        [("t", [0])]
    ]
    assert [[(t.name, t.partition_indexes) for t in r.topics] for r in on_node(fake, 2, DESCRIBE_PRODUCERS)] == [
        [("t", [1])]
    ]


def test_describe_producers_follows_a_moved_leader_but_not_on_a_named_broker() -> None:
    fake = two_brokers()

    def on_1(req: DescribeProducersRequest, version: int) -> DescribeProducersResponse:
        fake.topics["t"].partitions[0].leader = 2  # the leader moved away
        return producers(req, {})

    fake.serve(DESCRIBE_PRODUCERS, on_1)
    fake.serve(DESCRIBE_PRODUCERS, lambda req, v: producers(req, {("t", 0): [], ("t", 1): []}), node=2)
    tp = TopicPartition("t", 0)
    out = run(fake, lambda admin: admin.describe_producers([tp]), retry_backoff_ms=1)
    assert out[tp] == PartitionProducerState((), 2)

    fake = two_brokers()
    fake.serve(DESCRIBE_PRODUCERS, lambda req, v: producers(req, {}))
    out = run(fake, lambda admin: admin.describe_producers([tp], broker_id=1, timeout_ms=5_000))
    error = out[tp]
    assert isinstance(error, AdminError) and error.error_code == E.NOT_LEADER_OR_FOLLOWER
    assert "on brokerId 1" in str(error)
    assert len(fake.sent(DESCRIBE_PRODUCERS)) == 1


def test_describe_producers_answers_unknown_partitions_at_once() -> None:
    fake = two_brokers()
    fake.serve(DESCRIBE_PRODUCERS, lambda req, v: producers(req, {("t", 0): []}))
    asked = [TopicPartition("t", 0), TopicPartition("t", 5), TopicPartition("nope", 0)]
    out = run(fake, lambda admin: admin.describe_producers(asked, timeout_ms=30_000))
    assert out[asked[0]] == PartitionProducerState((), 1)
    for tp in asked[1:]:
        error = out[tp]
        assert isinstance(error, AdminError) and error.error_code == E.UNKNOWN_TOPIC_OR_PARTITION


# ========================================================================================= abortTransaction


def markers(code: int | Callable[[], int]) -> Callable[[WriteTxnMarkersRequest, int], WriteTxnMarkersResponse]:
    def handler(req: WriteTxnMarkersRequest, version: int) -> WriteTxnMarkersResponse:
        R = WriteTxnMarkersResponse
        value = code() if callable(code) else code
        return R(
            markers=[
                R.WritableTxnMarkerResult(
                    producer_id=m.producer_id,
                    topics=[
                        R.WritableTxnMarkerTopicResult(
                            name=t.name,
                            partitions=[
                                R.WritableTxnMarkerPartitionResult(partition_index=p, error_code=value)
                                for p in t.partition_indexes
                            ],
                        )
                        for t in m.topics
                    ],
                )
                for m in req.markers
            ]
        )

    return handler


def test_abort_transaction_writes_an_abort_marker_on_the_leader() -> None:
    fake = two_brokers()
    fake.serve(WRITE_TXN_MARKERS, markers(0), node=2)
    run(fake, lambda admin: admin.abort_transaction(TopicPartition("t", 1), 42, 3, 7))
    assert on_node(fake, 1, WRITE_TXN_MARKERS) == []
    (req,) = on_node(fake, 2, WRITE_TXN_MARKERS)
    (m,) = req.markers
    assert (m.producer_id, m.producer_epoch, m.coordinator_epoch, m.transaction_result) == (42, 3, 7, False)
    assert [(t.name, t.partition_indexes) for t in m.topics] == [("t", [1])]


def test_abort_transaction_retries_on_a_new_leader_and_reports_refusals() -> None:
    fake = two_brokers()

    def moved() -> int:
        fake.topics["t"].partitions[0].leader = 2
        return E.NOT_LEADER_OR_FOLLOWER

    fake.serve(WRITE_TXN_MARKERS, markers(moved))
    fake.serve(WRITE_TXN_MARKERS, markers(0), node=2)
    run(fake, lambda admin: admin.abort_transaction(TopicPartition("t", 0), 42, 3, 0), retry_backoff_ms=1)
    assert len(on_node(fake, 1, WRITE_TXN_MARKERS)) == 1 and len(on_node(fake, 2, WRITE_TXN_MARKERS)) == 1

    for code, words in (
        (E.CLUSTER_AUTHORIZATION_FAILED, "due to cluster authorization error"),
        (E.INVALID_PRODUCER_EPOCH, "due to an invalid producer epoch"),
        (E.TRANSACTION_COORDINATOR_FENCED, "due to an invalid coordinator epoch"),
    ):
        fake = two_brokers()
        fake.serve(WRITE_TXN_MARKERS, markers(code))
        with pytest.raises(AdminError) as refused:
            run(fake, lambda admin: admin.abort_transaction(TopicPartition("t", 0), 42, 3, 0))
        assert refused.value.error_code == code
        assert str(refused.value).endswith(
            "WriteTxnMarkers request with AbortTransactionSpec(topicPartition=t-0, producerId=42, producerEpoch=3, "
            f"coordinatorEpoch=0) failed {words}"
        )
        assert len(fake.sent(WRITE_TXN_MARKERS)) == 1

    fake = two_brokers()
    with pytest.raises(AdminError) as unknown:
        run(fake, lambda admin: admin.abort_transaction(TopicPartition("missing", 0), 42, 3, 0, timeout_ms=30_000))
    assert unknown.value.error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    with pytest.raises(ValueError, match="producer epoch"):
        run(fake, lambda admin: admin.abort_transaction(TopicPartition("t", 0), 42, 40_000, 0))
