"""The transaction coordinator on the coordinator runtime: requests, the two-phase commit with WriteTxnMarkers sent to
the partition leaders (retried across a leader change and a lost connection), a new coordinator finishing a
prepared commit after failover, DescribeTransactions / ListTransactions, bad input. On `TxnFakeLog` for
`__transaction_state` (one partition, led here) and a `ManualReactor` whose sends the test answers."""

from __future__ import annotations

from typing import Any

from prometheus_client import CollectorRegistry, generate_latest

from kraftpy.coordinator.transactions import PARK_MS, TransactionCoordinator
from kraftpy.coordinator.txn_records import TxnState, decode_txn_record
from kraftpy.coordinator.txn_settings import TransactionCoordinatorSettings
from kraftpy.metadata.coordinator_keys import TRANSACTION_STATE
from kraftpy.metrics.transactions import transaction_coordinator_collector
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest as APT
from kraftpy.protocol.messages.describe_transactions import DescribeTransactionsRequest
from kraftpy.protocol.messages.end_txn import EndTxnRequest
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest
from kraftpy.protocol.messages.list_transactions import ListTransactionsRequest
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse
from kraftpy.runtime import BROKER_LISTENER, Deferred, RequestInfo, TransportError
from tests.broker.helpers import Meta
from tests.controller.fakes import ManualReactor
from tests.coordinator.txn_harness import TxnFakeLog

INIT, ADD, END, DESCRIBE, LIST = 22, 24, 26, 65, 66
SETTINGS = TransactionCoordinatorSettings(retry_backoff_ms=100, retry_backoff_max_ms=1_000)


class Txns:
    def __init__(self, log: TxnFakeLog | None = None, meta: Meta | None = None, node_id: int = 0) -> None:
        self.reactor = ManualReactor(node_id=node_id)
        if meta is None:
            meta = Meta()
            for b in (0, 1, 2):
                meta.broker(b)
            meta.topic(TRANSACTION_STATE, [{"replicas": [0, 1]}])
            meta.topic("t", [{"replicas": [1, 2], "leader": 1}, {"replicas": [2, 1], "leader": 2}])
        self.meta = meta
        self.log = log or TxnFakeLog(1)
        self.pids = iter(range(1000, 2000))
        self.tc = TransactionCoordinator(
            self.reactor,
            node_id,
            self.log,
            lambda: self.meta.image,
            SETTINGS,
            generate_producer_id=lambda: Deferred.resolved(next(self.pids)),
        )
        self.meta.listeners.append(self.tc.on_image)
        self.tc.on_image(self.meta.image)
        self.reactor.advance(10)

    def call(self, api: int, version: int, req: Any) -> Any:
        body = type(req).decode(req.encode(version), version)
        info = RequestInfo(api, version, 1, "client", "PLAINTEXT", client_host="/127.0.0.1")
        handlers = {**self.tc.handlers(), INIT: self.tc.handle_init_producer_id}
        result = handlers[api](info, body)
        self.reactor.advance(0)
        if isinstance(result, Deferred):
            if not result.done:
                return None
            result = result.result()
        return API_BY_KEY[api].response_class.decode(result.encode(version), version)

    def init(self, tid: str = "tx", version: int = 4, timeout: int = 60_000, pid: int = -1, epoch: int = -1) -> Any:
        req = InitProducerIdRequest(
            transactional_id=tid, transaction_timeout_ms=timeout, producer_id=pid, producer_epoch=epoch
        )
        return self.call(INIT, version, req)

    def add(self, pid: int, epoch: int, parts: dict[str, list[int]], tid: str = "tx", version: int = 3) -> Any:
        req = APT(
            v3_and_below_transactional_id=tid,
            v3_and_below_producer_id=pid,
            v3_and_below_producer_epoch=epoch,
            v3_and_below_topics=[APT.AddPartitionsToTxnTopic(name=t, partitions=ps) for t, ps in parts.items()],
        )
        resp = self.call(ADD, version, req)
        return {
            (t.name, p.partition_index): p.partition_error_code
            for t in resp.results_by_topic_v3_and_below
            for p in t.results_by_partition
        }

    def end(self, pid: int, epoch: int, commit: bool, tid: str = "tx", version: int = 3) -> Any:
        req = EndTxnRequest(transactional_id=tid, producer_id=pid, producer_epoch=epoch, committed=commit)
        return self.call(END, version, req)

    def states(self) -> list[tuple[str, int]]:
        """The __transaction_state records written: (state, epoch)."""
        out = []
        for key, value, *_ in self.log.entries[0]:
            rec = decode_txn_record(key, value)
            assert rec is not None and rec.metadata is not None
            out.append((rec.metadata.state.display, rec.metadata.producer_epoch))
        return out

    def sent_markers(self) -> list[tuple[int, Any, Any]]:
        """(broker, request, callback) of the WriteTxnMarkers sent so far, taken off the reactor."""
        out = [
            (b, req, cb)
            for (b, listener, req), cb in zip(self.reactor.sent, self.reactor.callbacks, strict=True)
            if isinstance(req, WriteTxnMarkersRequest) and listener == BROKER_LISTENER
        ]
        self.reactor.sent.clear()
        self.reactor.callbacks.clear()
        return out


def answer(req: WriteTxnMarkersRequest, codes: dict[tuple[str, int], int] | None = None) -> WriteTxnMarkersResponse:
    R = WriteTxnMarkersResponse
    return R(
        markers=[
            R.WritableTxnMarkerResult(
                producer_id=m.producer_id,
                topics=[
                    R.WritableTxnMarkerTopicResult(
                        name=t.name,
                        partitions=[
                            R.WritableTxnMarkerPartitionResult(
                                partition_index=p, error_code=(codes or {}).get((t.name, p), 0)
                            )
                            for p in t.partition_indexes
                        ],
                    )
                    for t in m.topics
                ],
            )
            for m in req.markers
        ]
    )


def _begin(h: Txns) -> tuple[int, int]:
    r = h.init()
    assert r.error_code == 0, r
    assert h.add(r.producer_id, r.producer_epoch, {"t": [0, 1]}) == {("t", 0): 0, ("t", 1): 0}
    return r.producer_id, r.producer_epoch


def test_commit_writes_markers_to_every_leader_then_completes() -> None:
    h = Txns()
    pid, epoch = _begin(h)
    r = h.end(pid, epoch, True)
    assert r is not None and r.error_code == 0
    sent = h.sent_markers()
    assert sorted(b for b, _req, _cb in sent) == [1, 2]
    for _b, req, _cb in sent:
        m = req.markers[0]
        assert (m.producer_id, m.producer_epoch, m.transaction_result, m.coordinator_epoch) == (pid, epoch, True, 5)
    assert h.states()[-1] == ("PrepareCommit", 0)
    for _b, req, cb in sent:
        cb(answer(req), None)
    h.reactor.advance(0)
    assert h.states() == [("Empty", 0), ("Ongoing", 0), ("PrepareCommit", 0), ("CompleteCommit", 0)]
    assert h.tc.metrics.transactions_committed == 1 and h.tc.metrics.markers.markers_written == 2


def test_a_prepare_whose_write_timed_out_sends_its_markers_once_the_shard_caught_up() -> None:
    """EndTxn's PrepareCommit is appended but the high watermark does not reach it within the write timeout: the
    answer fails (the shard catches up), and the markers the operation posted are dropped with it. Once the replicas
    catch up the record commits and the shard serves again: the markers must go out then, or the transaction stays
    prepared (and its partitions open) until the coordinator moves (found by the transaction simulator)."""
    h = Txns()
    pid, epoch = _begin(h)
    h.log.auto_commit = False
    assert h.end(pid, epoch, True) is None  # waiting for the high watermark
    h.reactor.advance(SETTINGS.request_timeout_ms + 1)
    assert h.sent_markers() == []
    h.log.commit(0)  # the followers caught up: PrepareCommit is committed
    h.reactor.advance(100)
    sent = h.sent_markers()
    assert sorted(b for b, _req, _cb in sent) == [1, 2]
    h.log.auto_commit = True
    for _b, req, cb in sent:
        cb(answer(req), None)
    h.reactor.advance(0)
    assert h.states()[-2:] == [("PrepareCommit", 0), ("CompleteCommit", 0)]
    assert h.end(pid, epoch, True).error_code == 0  # the client's retry: already committed


def test_adding_partitions_while_the_last_commit_writes_its_markers_waits_for_it() -> None:
    """The next transaction's AddPartitionsToTxn, sent while the previous one's markers are being written, is
    answered once that transaction completed (not CONCURRENT_TRANSACTIONS at once, which the client would retry only
    after its backoff); if it does not complete within PARK_MS, CONCURRENT_TRANSACTIONS, as Kafka answers."""
    h = Txns()
    pid, epoch = _begin(h)
    assert h.end(pid, epoch, True).error_code == 0
    sent = h.sent_markers()
    req = APT(
        v3_and_below_transactional_id="tx",
        v3_and_below_producer_id=pid,
        v3_and_below_producer_epoch=epoch,
        v3_and_below_topics=[APT.AddPartitionsToTxnTopic(name="t", partitions=[1])],
    )
    info = RequestInfo(ADD, 3, 1, "client", "PLAINTEXT", client_host="/127.0.0.1")
    waiting = h.tc.handlers()[ADD](info, req)
    h.reactor.advance(0)
    assert isinstance(waiting, Deferred) and not waiting.done  # parked behind the markers
    for _b, marker_req, cb in sent:
        cb(answer(marker_req), None)
    h.reactor.advance(0)
    assert waiting.done
    codes = [
        p.partition_error_code for t in waiting.result().results_by_topic_v3_and_below for p in t.results_by_partition
    ]
    assert codes == [0]
    assert h.states()[-2:] == [("CompleteCommit", 0), ("Ongoing", 0)]

    # markers that are not written in time: CONCURRENT_TRANSACTIONS after PARK_MS
    assert h.end(pid, epoch, True).error_code == 0
    h.sent_markers()  # (never answered)
    late = h.tc.handlers()[ADD](info, req)
    h.reactor.advance(PARK_MS - 1)
    assert isinstance(late, Deferred) and not late.done
    h.reactor.advance(1)
    assert late.done
    codes = [
        p.partition_error_code for t in late.result().results_by_topic_v3_and_below for p in t.results_by_partition
    ]
    assert codes == [int(E.CONCURRENT_TRANSACTIONS)]


def test_markers_are_retried_across_a_leader_change_and_a_lost_connection() -> None:
    h = Txns()
    pid, epoch = _begin(h)
    h.end(pid, epoch, False)
    sent = {b: (req, cb) for b, req, cb in h.sent_markers()}
    # broker 1 no longer leads t-0; broker 2's request is lost
    req1, cb1 = sent[1]
    cb1(answer(req1, {("t", 0): int(E.NOT_LEADER_OR_FOLLOWER)}), None)
    _req2, cb2 = sent[2]
    cb2(None, TransportError("connection refused"))
    h.reactor.advance(0)
    assert h.sent_markers() == []  # backing off
    h.meta.change("t", 0, leader=2)
    h.reactor.advance(100)
    again = h.sent_markers()
    assert [b for b, _r, _c in again] == [2]
    req, cb = again[0][1], again[0][2]
    assert sorted((t.name, p) for m in req.markers for t in m.topics for p in t.partition_indexes) == [
        ("t", 0),
        ("t", 1),
    ]
    assert h.states()[-1] == ("PrepareAbort", 0)
    cb(answer(req), None)
    h.reactor.advance(0)
    assert h.states()[-1] == ("CompleteAbort", 0)
    assert h.tc.metrics.markers.marker_retries == 2


def test_a_new_coordinator_finishes_a_prepared_commit() -> None:
    h = Txns()
    pid, epoch = _begin(h)
    h.end(pid, epoch, True)
    assert len(h.sent_markers()) == 2  # never answered: the coordinator fails over
    h.log.move_leadership(0, None)
    h.tc.on_image(h.meta.image)
    assert h.tc.markers.pending_markers() == 0  # its jobs went with the shard
    # the partition's new leader (leader epoch 6) loads it, on the same log
    h.log.move_leadership(0, 6)
    b = Txns(h.log, h.meta, node_id=1)
    sent = b.sent_markers()
    assert sorted(x for x, _r, _c in sent) == [1, 2]
    assert all(r.markers[0].coordinator_epoch == 6 and r.markers[0].transaction_result for _x, r, _c in sent)
    for _x, req, cb in sent:
        cb(answer(req), None)
    b.reactor.advance(0)
    assert b.states()[-1] == ("CompleteCommit", 0)
    # a retried EndTxn reaches the new coordinator and succeeds
    assert b.end(pid, epoch, True).error_code == 0


def test_fencing_and_epochs_from_the_past() -> None:
    h = Txns()
    first = h.init()
    second = h.init()
    assert (first.producer_id, first.producer_epoch) == (second.producer_id, 0) and second.producer_epoch == 1
    assert h.add(first.producer_id, 0, {"t": [0]}) == {("t", 0): int(E.PRODUCER_FENCED)}
    # clients below v2 know the error as INVALID_PRODUCER_EPOCH (Kafka's mapping)
    assert h.add(first.producer_id, 0, {"t": [0]}, version=1) == {("t", 0): int(E.INVALID_PRODUCER_EPOCH)}
    r = h.end(first.producer_id, 0, True, version=4)
    assert r.error_code == int(E.PRODUCER_FENCED)
    assert h.end(first.producer_id, 0, True, version=1).error_code == int(E.INVALID_PRODUCER_EPOCH)
    assert h.init(pid=first.producer_id, epoch=0).error_code == int(E.PRODUCER_FENCED)
    assert h.init(pid=first.producer_id, epoch=0, version=3).error_code == int(E.INVALID_PRODUCER_EPOCH)


def test_bad_input() -> None:
    h = Txns()
    # a long transactional id is a transactional id (Kafka accepts it): its record round-trips the log
    long_id = "x" * 10_000
    r = h.init(long_id)
    assert r.error_code == 0
    assert decode_txn_record(*h.log.entries[0][-1][:2]).transactional_id == long_id  # type: ignore[union-attr]
    # longer than a __transaction_state key can hold, or empty: INVALID_REQUEST, nothing written
    written = len(h.log.entries[0])
    assert h.init("y" * 40_000).error_code == int(E.INVALID_REQUEST)
    assert h.init("").error_code == int(E.INVALID_REQUEST)
    assert h.init(timeout=SETTINGS.transaction_max_timeout_ms + 1).error_code == int(E.INVALID_TRANSACTION_TIMEOUT)
    assert h.init(timeout=0).error_code == int(E.INVALID_TRANSACTION_TIMEOUT)
    assert len(h.log.entries[0]) == written
    # partitions that do not exist fail the whole request (v3): the others are not attempted
    pid = r.producer_id
    assert h.add(pid, 0, {"t": [0, 7], "nosuch": [0]}, tid=long_id) == {
        ("t", 0): int(E.OPERATION_NOT_ATTEMPTED),
        ("t", 7): int(E.UNKNOWN_TOPIC_OR_PARTITION),
        ("nosuch", 0): int(E.UNKNOWN_TOPIC_OR_PARTITION),
    }
    # an id whose partition is not led here
    h.log.move_leadership(0, None)
    assert h.init("other").error_code == int(E.NOT_COORDINATOR)


def test_load_in_progress_then_served() -> None:
    h = Txns()
    r = h.init()
    # the partition's next leader finds the record in its log, above the high watermark at first
    h.log.move_leadership(0, 6)
    h.log.hwm[0] = 0
    h.log.auto_commit = False
    b = Txns(h.log, h.meta, node_id=1)
    assert b.init().error_code == int(E.COORDINATOR_LOAD_IN_PROGRESS)
    h.log.auto_commit = True
    h.log.commit()
    b.reactor.advance(1_000)
    again = b.init()
    assert (again.error_code, again.producer_id, again.producer_epoch) == (0, r.producer_id, r.producer_epoch + 1)


def test_verify_only_and_batched_add_from_brokers() -> None:
    h = Txns()
    pid, epoch = _begin(h)
    A = APT
    req = A(
        transactions=[
            A.AddPartitionsToTxnTransaction(
                transactional_id="tx",
                producer_id=pid,
                producer_epoch=epoch,
                verify_only=True,
                topics=[A.AddPartitionsToTxnTopic(name="t", partitions=[0, 1, 5])],
            ),
            A.AddPartitionsToTxnTransaction(
                transactional_id="unknown",
                producer_id=1,
                producer_epoch=0,
                verify_only=True,
                topics=[A.AddPartitionsToTxnTopic(name="t", partitions=[0])],
            ),
        ]
    )
    resp = h.call(ADD, 4, req)
    codes = {
        (r.transactional_id, t.name, p.partition_index): p.partition_error_code
        for r in resp.results_by_transaction
        for t in r.topic_results
        for p in t.results_by_partition
    }
    assert codes == {
        ("tx", "t", 0): 0,
        ("tx", "t", 1): 0,
        ("tx", "t", 5): int(E.TRANSACTION_ABORTABLE),
        ("unknown", "t", 0): int(E.INVALID_PRODUCER_ID_MAPPING),
    }


def test_describe_and_list_transactions() -> None:
    h = Txns()
    pid, _epoch = _begin(h)
    h.init("idle")
    D = DescribeTransactionsRequest
    resp = h.call(DESCRIBE, 0, D(transactional_ids=["tx", "nosuch"]))
    tx, nosuch = resp.transaction_states
    assert (tx.error_code, tx.transaction_state, tx.producer_id) == (0, "Ongoing", pid)
    assert sorted((t.topic, list(t.partitions)) for t in tx.topics) == [("t", [0, 1])]
    assert nosuch.error_code == int(E.TRANSACTIONAL_ID_NOT_FOUND)
    L = ListTransactionsRequest

    def listed(version: int = 1, **kw: Any) -> list[str]:
        r = h.call(LIST, version, L(**{"state_filters": [], "producer_id_filters": [], **kw}))
        assert r.error_code == 0
        return sorted(s.transactional_id for s in r.transaction_states)

    assert listed() == ["idle", "tx"]
    assert listed(state_filters=["Ongoing"]) == ["tx"]
    assert listed(producer_id_filters=[pid + 1]) == ["idle"]
    h.reactor.advance(5_000)
    assert listed(duration_filter=1_000, state_filters=["Ongoing"]) == ["tx"]
    assert listed(duration_filter=60_000, state_filters=["Ongoing"]) == []
    r = h.call(LIST, 0, L(state_filters=["Bogus"], producer_id_filters=[]))
    assert list(r.unknown_state_filters) == ["Bogus"]


def test_metrics() -> None:
    h = Txns()
    pid, epoch = _begin(h)
    registry = CollectorRegistry()
    registry.register(transaction_coordinator_collector(h.tc))
    p = "kafka_server_transaction_coordinator_metrics_"

    def scrape() -> dict[str, float]:
        out = {}
        for line in generate_latest(registry).decode().splitlines():
            if line and not line.startswith("#"):
                name, value = line.rsplit(" ", 1)
                out[name] = float(value)
        return out

    m = scrape()
    assert m[p + "ongoing_transaction_count"] == 1 and m[p + 'transactional_id_count{state="Ongoing"}'] == 1
    assert m[p + 'num_partitions{state="active"}'] == 1
    h.reactor.advance(250)
    h.end(pid, epoch, True)
    for _b, req, cb in h.sent_markers():
        cb(answer(req), None)
    h.reactor.advance(0)
    m = scrape()
    assert m[p + "ongoing_transaction_count"] == 0 and m[p + "transactions_committed_count_total"] == 1
    assert m[p + "transaction_duration_ms_count"] == 1 and m[p + "transaction_duration_ms_sum"] >= 250
    assert m["kafka_server_transaction_marker_channel_metrics_markers_written_count_total"] == 2
    assert TxnState.COMPLETE_COMMIT.display == "CompleteCommit"
