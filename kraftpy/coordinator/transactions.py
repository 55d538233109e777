"""The transaction coordinator of one broker: the transaction requests, routed to the shards of
`__transaction_state` this broker leads on the coordinator runtime, and the marker sender.

The coordinator of a transactional id is the leader of its `__transaction_state` partition
(`kraftpy.metadata.coordinator_keys.transaction_partition`: Kafka's hash); the topic (50 partitions, compacted,
replication factor min(3, brokers), min ISR 2 by default: `transaction.state.log.*`) is created through the
controller on the first FindCoordinator of key type 1. After every metadata image (and lazily on each request) the
runtime loads the partitions led here in a new leader epoch and closes those no longer led; requests for an id whose
partition is elsewhere answer NOT_COORDINATOR, COORDINATOR_LOAD_IN_PROGRESS while it loads.

This module decides nothing about transactions (`txn_manager` does): it checks what can be checked before a shard is
chosen (transactional ids, timeouts, topics), allocates producer ids when an operation asks for one (the broker's
`ProducerIdManager`, blocks from the controller's AllocateProducerIds), submits the operations, hands the markers
the operations post to the `MarkerSender` and completes the transactions whose markers are written (an operation
scheduled on the shard that prepared them), and reads shards for DescribeTransactions and ListTransactions.

Request paths:

* InitProducerId with a transactional id (the node's InitProducerId handler, `kraftpy.node.roles`, sends those here
  and the others to the replica manager):
  validation -> `init_producer_id` on the id's shard (asking for a producer id first if the id is new or its epoch
  exhausted) -> Empty written -> answered once committed.
* AddPartitionsToTxn v0-3 (clients): unknown topics or partitions fail the whole request (UNKNOWN_TOPIC_OR_PARTITION
  for them, OPERATION_NOT_ATTEMPTED for the rest) -> `add_partitions`; v4+ (brokers, batched): each transaction on
  its shard, `verify_partitions` for VerifyOnly (KIP-890 part 1), else `add_partitions` (v5: transactions v2, the
  partition leader adding the partition of a transactional produce).
* AddOffsetsToTxn -> `add_offsets` (the group's `__consumer_offsets` partition).
* EndTxn -> `end_txn` -> PrepareCommit/PrepareAbort committed -> answered; the markers go to the partition leaders
  (WriteTxnMarkers) -> `complete` -> CompleteCommit/CompleteAbort.

Errors answered to old clients as Kafka answers them: PRODUCER_FENCED becomes INVALID_PRODUCER_EPOCH for
InitProducerId below v4 and AddPartitionsToTxn, AddOffsetsToTxn and EndTxn below v2. Transactions v2 is used for a
request of EndTxn v5 or AddPartitionsToTxn v5 only while the cluster's `transaction.version` is 2 or more (the
feature gates it, as in Kafka); an EndTxn v5 on a cluster below that runs the classic protocol and answers the
unchanged producer id and epoch.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.coordinator.errors import coordinator_error
from kraftpy.coordinator.lookup import CoordinatorTopic, FindResult
from kraftpy.coordinator.runtime import CoordinatorRuntime, Op, OpContext, PartitionLog, ShardHost, ShardState
from kraftpy.coordinator.txn_manager import NEED_PRODUCER_ID, TransactionManager, TxnResult
from kraftpy.coordinator.txn_markers import MarkerJob, MarkerMetrics, MarkerSender, TopicPartition
from kraftpy.coordinator.txn_records import TXN_RECORD_SERDE, TxnState
from kraftpy.coordinator.txn_settings import TransactionCoordinatorSettings
from kraftpy.coordinator.txn_state import TxnEnv, TxnShard
from kraftpy.metadata.coordinator_keys import (
    CONSUMER_OFFSETS,
    TRANSACTION_STATE,
    partition_count,
    partition_for,
)
from kraftpy.metadata.features import TRANSACTION_VERSION, feature_level
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest, AddOffsetsToTxnResponse
from kraftpy.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
from kraftpy.protocol.messages.describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse
from kraftpy.protocol.messages.end_txn import EndTxnRequest, EndTxnResponse
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest, InitProducerIdResponse
from kraftpy.protocol.messages.list_transactions import ListTransactionsRequest, ListTransactionsResponse
from kraftpy.runtime import Deferred, Reactor, RequestHandler, RequestInfo

__all__ = [
    "API_VERSIONS",
    "MAX_TRANSACTIONAL_ID_BYTES",
    "TransactionCoordinator",
    "TransactionMetrics",
    "gather",
]

log = logging.getLogger(__name__)
E = ErrorCode

ADD_PARTITIONS_TO_TXN: int = ApiKey.ADD_PARTITIONS_TO_TXN
ADD_OFFSETS_TO_TXN: int = ApiKey.ADD_OFFSETS_TO_TXN
END_TXN: int = ApiKey.END_TXN
DESCRIBE_TRANSACTIONS: int = ApiKey.DESCRIBE_TRANSACTIONS
LIST_TRANSACTIONS: int = ApiKey.LIST_TRANSACTIONS

#: api key -> (min version, max version) served (InitProducerId is the replica manager's, TxnOffsetCommit the group
#: coordinator's)
API_VERSIONS: dict[int, tuple[int, int]] = {
    ADD_PARTITIONS_TO_TXN: (0, 5),
    ADD_OFFSETS_TO_TXN: (0, 4),
    END_TXN: (0, 5),
    DESCRIBE_TRANSACTIONS: (0, 0),
    LIST_TRANSACTIONS: (0, 2),
}
MAX_TRANSACTIONAL_ID_BYTES = 32_767  # a __transaction_state key holds the id as an int16-length string
INVALID_REQUEST = int(E.INVALID_REQUEST)
OK = 0
CONCURRENT_TRANSACTIONS = int(E.CONCURRENT_TRANSACTIONS)
#: the longest an AddPartitionsToTxn waits for the id's previous transaction to complete (`_after_completion`)
PARK_MS = 500


@dataclass(slots=True)
class TransactionMetrics:
    """The coordinator's counters (the runtime reports to it: `RuntimeMetrics`); the marker sender's are `markers`."""

    transactions_started: int = 0
    transactions_committed: int = 0
    transactions_aborted: int = 0
    transactions_timed_out: int = 0  # aborted by the coordinator: past transaction.timeout.ms
    transactions_fenced: int = 0  # aborted by the coordinator: a new producer initialized the id
    transactional_ids_expired: int = 0
    transaction_duration_ms_total: int = 0  # from the first partition to the complete record, of completed ones
    transaction_duration_count: int = 0
    partitions_loaded: int = 0
    load_time_ms_total: int = 0
    load_time_ms_max: int = 0
    write_failures: int = 0
    markers: MarkerMetrics = field(default_factory=MarkerMetrics)

    def shard_loaded(self, partition: int, took_ms: int, records: int) -> None:
        self.partitions_loaded += 1
        self.load_time_ms_total += took_ms
        self.load_time_ms_max = max(self.load_time_ms_max, took_ms)

    def write_failed(self, partition: int, error: int) -> None:
        self.write_failures += 1

    def count(self, name: str, n: int) -> None:
        setattr(self, name, getattr(self, name) + n)


def gather(results: list[Any], combine: Callable[[list[Any]], Any]) -> Any:
    """`combine` of the answers (each a value or a Deferred): at once if all are known, else a Deferred. A failed
    Deferred contributes its exception."""
    if not any(isinstance(r, Deferred) for r in results):
        return combine(results)
    out = Deferred()
    values: list[Any] = list(results)
    remaining = [sum(1 for r in results if isinstance(r, Deferred))]

    def one(i: int) -> Callable[[Deferred], None]:
        def done(d: Deferred) -> None:
            values[i] = d.error if d.error is not None else d.result()
            remaining[0] -= 1
            if remaining[0] == 0:
                out.resolve(combine(values))

        return done

    for i, r in enumerate(results):
        if isinstance(r, Deferred):
            r.add_callback(one(i))
    return out


def _then(result: Any, fn: Callable[[Any], Any]) -> Any:
    """fn(answer) at once, or when the Deferred resolves (its exception, if it failed)."""
    if not isinstance(result, Deferred):
        return fn(result)
    out = Deferred()

    def done(d: Deferred) -> None:
        value = fn(d.error if d.error is not None else d.result())
        if isinstance(value, Deferred):
            value.add_callback(lambda v: out.resolve(v.error if v.error is not None else v.result()))
        else:
            out.resolve(value)

    result.add_callback(done)
    return out


def _paired(txn: Any) -> Callable[[Any], tuple[Any, Any]]:
    return lambda codes: (txn, codes)


def _fenced_for(code: int, old_client: bool) -> int:
    """PRODUCER_FENCED as old clients know it (Kafka's KafkaApis mapping)."""
    return int(E.INVALID_PRODUCER_EPOCH) if old_client and code == E.PRODUCER_FENCED else code


def transactional_id_error(transactional_id: str | None) -> int:
    if not transactional_id:
        return INVALID_REQUEST
    if len(transactional_id.encode("utf-8", "surrogatepass")) > MAX_TRANSACTIONAL_ID_BYTES:
        return INVALID_REQUEST
    return OK


class TransactionCoordinator:
    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        state_log: PartitionLog,
        image: Callable[[], MetadataImage],
        settings: TransactionCoordinatorSettings | None = None,
        *,
        generate_producer_id: Callable[[], Deferred],
        create_state_topic: Callable[[int, int, dict[str, str]], None] | None = None,
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.image = image
        self.settings = settings or TransactionCoordinatorSettings()
        self.generate_producer_id = generate_producer_id
        self.metrics = TransactionMetrics()
        env = TxnEnv(
            node_id,
            lambda: self.settings,
            image,
            self.transaction_version,
            self.offsets_partition,
        )
        self.env = env
        self.manager = TransactionManager(env)
        self.topic = CoordinatorTopic(TRANSACTION_STATE, self.prefix, reactor, self._topic_layout, create_state_topic)
        self.runtime: CoordinatorRuntime[TxnShard] = CoordinatorRuntime(
            f"TransactionCoordinator id={node_id}",
            reactor,
            TRANSACTION_STATE,
            state_log,
            TXN_RECORD_SERDE,
            TxnShard,
            self.metrics,
            write_timeout_ms=lambda: self.settings.request_timeout_ms,
            load_buffer_bytes=lambda: self.settings.transaction_state_log_load_buffer_size,
            on_active=self.manager.on_loaded,
            on_caught_up=self.manager.on_caught_up,
            on_post=self._posted,
            on_unload=self._unloaded,
        )
        # AddPartitionsToTxn of transactional ids whose previous transaction is writing its markers (`_add`)
        self._parked: dict[str, list[Callable[[], None]]] = {}
        self.markers = MarkerSender(
            reactor,
            node_id,
            image,
            lambda: self.settings,
            is_current=self._is_current,
            on_done=self._markers_written,
            metrics=self.metrics.markers,
        )

    @property
    def prefix(self) -> str:
        return f"[TransactionCoordinator id={self.node_id}]"

    def handlers(self) -> dict[int, RequestHandler]:
        """The handlers of `API_VERSIONS` (InitProducerId: `handle_init_producer_id`, through the replica manager;
        FindCoordinator key type 1: `find`, through the group coordinator's FindCoordinator)."""
        return {
            ADD_PARTITIONS_TO_TXN: self.handle_add_partitions_to_txn,
            ADD_OFFSETS_TO_TXN: self.handle_add_offsets_to_txn,
            END_TXN: self.handle_end_txn,
            DESCRIBE_TRANSACTIONS: self.handle_describe_transactions,
            LIST_TRANSACTIONS: self.handle_list_transactions,
        }

    def api_versions(self) -> dict[int, tuple[int, int]]:
        return dict(API_VERSIONS)

    # ========================================================================================== partitions

    def num_partitions(self) -> int:
        return partition_count(self.image(), TRANSACTION_STATE, self.settings.transaction_state_log_num_partitions)

    def partition_of(self, transactional_id: str) -> int:
        return partition_for(transactional_id, self.num_partitions())

    def offsets_partition(self, group_id: str) -> int:
        """The `__consumer_offsets` partition of a group (AddOffsetsToTxn)."""
        n = partition_count(self.image(), CONSUMER_OFFSETS, self.settings.offsets_topic_num_partitions)
        return partition_for(group_id, n)

    def transaction_version(self) -> int:
        """The cluster's finalized `transaction.version` (0 when absent)."""
        return feature_level(self.image().features, TRANSACTION_VERSION)

    @property
    def shards(self) -> dict[int, TxnShard]:
        return {p: host.shard for p, host in self.runtime.hosts.items()}

    def on_image(self, image: MetadataImage, changes: Any = None) -> None:
        """After every new metadata image (subscribe after the replica manager): load and drop shards, and send
        markers that waited for a partition leader."""
        t = image.topic(TRANSACTION_STATE)
        self.runtime.sync_all(t.partitions if t is not None else ())
        self.markers.pump()

    def close(self) -> None:
        self.markers.close()
        self.runtime.close()

    def _topic_layout(self) -> tuple[int, int, dict[str, str]]:
        s = self.settings
        configs = {
            "cleanup.policy": "compact",
            "compression.type": "uncompressed",
            "min.insync.replicas": str(s.transaction_state_log_min_isr),
            "segment.bytes": str(s.transaction_state_log_segment_bytes),
            "unclean.leader.election.enable": "false",
        }
        return s.transaction_state_log_num_partitions, s.transaction_state_log_replication_factor, configs

    # ======================================================================================= markers

    def _posted(self, host: ShardHost[TxnShard], message: Any) -> None:
        if isinstance(message, MarkerJob):
            self.markers.add(message)

    def _unloaded(self, partition: int, epoch: int) -> None:
        self.markers.drop_partition(partition)

    def _is_current(self, partition: int, epoch: int) -> bool:
        host = self.runtime.hosts.get(partition)
        return host is not None and host.epoch == epoch and host.state is not ShardState.CLOSED

    def _markers_written(self, job: MarkerJob) -> None:
        """Every marker of a prepared transaction is written: complete it on its shard (retried by the runtime while
        the write is refused; dropped if the shard moved: the new coordinator finishes it)."""
        manager = self.manager

        def complete(shard: TxnShard, ctx: OpContext) -> None:
            manager.complete(shard, ctx, job)
            parked = self._parked.pop(job.transactional_id, None)
            if parked:  # (after this operation: the next one finds the transaction complete)

                def run_parked() -> None:
                    for again in parked:
                        again()

                self.reactor.call_soon(run_parked)

        key = ("complete", job.transactional_id, job.producer_id, job.producer_epoch)
        if not self.runtime.schedule(job.txn_partition, job.coordinator_epoch, key, complete):
            log.info(
                "%s Not completing %s: __transaction_state-%d is no longer loaded in epoch %d here",
                self.prefix,
                job.transactional_id,
                job.txn_partition,
                job.coordinator_epoch,
            )

    # =================================================================================== FindCoordinator

    def find(self, key: str, listener: str) -> FindResult:
        """FindCoordinator key type 1 (TRANSACTION): the leader of the id's __transaction_state partition (the
        topic is created on first use)."""
        if transactional_id_error(key):
            return (INVALID_REQUEST, "invalid transactional id", -1, "", -1)
        return self.topic.find(self.image(), key, listener)

    # =========================================================================================== helpers

    def _with_producer_id(
        self,
        partition: int,
        op_for: Callable[[int | None], Op[TxnShard]],
        error: Callable[[int], TxnResult],
        respond: Callable[[TxnResult], Any],
    ) -> Any:
        """Run an operation that may answer NEED_PRODUCER_ID: then allocate a producer id and run it again with it."""

        def settle(result: Any) -> Any:
            if isinstance(result, BaseException):
                log.error("%s An operation failed: %s", self.prefix, result)
                return respond(TxnResult(int(E.UNKNOWN_SERVER_ERROR)))
            if result is not NEED_PRODUCER_ID:
                return respond(result)
            return _then(self.generate_producer_id(), allocated)

        def allocated(pid: Any) -> Any:
            if isinstance(pid, BaseException):
                code = int(getattr(pid, "error_code", 0) or E.COORDINATOR_LOAD_IN_PROGRESS)
                log.info("%s No producer id for a transactional id: %s", self.prefix, pid)
                return respond(TxnResult(code))
            return _then(self.runtime.write(partition, op_for(int(pid)), error), settle)

        return _then(self.runtime.write(partition, op_for(None), error), settle)

    # =================================================================================== InitProducerId

    def handle_init_producer_id(self, info: RequestInfo, req: InitProducerIdRequest) -> Any:
        """InitProducerId with a transactional id (the module docstring)."""
        v = info.api_version
        R = InitProducerIdResponse
        old_client = v < 4

        def respond(r: TxnResult) -> InitProducerIdResponse:
            return R(
                error_code=_fenced_for(r.error, old_client),
                producer_id=r.producer_id if r.error == OK else -1,
                producer_epoch=r.producer_epoch if r.error == OK else -1,
            )

        tid = req.transactional_id
        code = transactional_id_error(tid)
        if code or tid is None:
            return respond(TxnResult(code or INVALID_REQUEST))
        if v >= 6 and (req.enable2_pc or req.keep_prepared_txn):
            # KIP-939's two-phase commit with an external coordinator is not offered (transaction.two.phase.commit
            # .enable off, as Kafka's default)
            return respond(TxnResult(int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED)))
        timeout = req.transaction_timeout_ms
        if timeout <= 0 or timeout > self.settings.transaction_max_timeout_ms:
            return respond(TxnResult(int(E.INVALID_TRANSACTION_TIMEOUT)))
        expected: tuple[int, int] | None = None
        if v >= 3 and (req.producer_id != -1 or req.producer_epoch != -1):
            if req.producer_id == -1 or req.producer_epoch == -1:
                return respond(TxnResult(INVALID_REQUEST))
            expected = (req.producer_id, req.producer_epoch)
        manager = self.manager

        def op_for(pid: int | None) -> Op[TxnShard]:
            return lambda shard, ctx: manager.init_producer_id(shard, ctx, tid, timeout, expected, pid)

        return self._with_producer_id(
            self.partition_of(tid), op_for, lambda c: TxnResult(coordinator_error(c)), respond
        )

    # ================================================================================ AddPartitionsToTxn

    def _unknown_partitions(self, topics: Iterable[Any]) -> set[TopicPartition]:
        image = self.image()
        unknown: set[TopicPartition] = set()
        for t in topics:
            timg = image.topic(t.name)
            for p in t.partitions:
                if timg is None or p not in timg.partitions:
                    unknown.add((t.name, p))
        return unknown

    def handle_add_partitions_to_txn(self, info: RequestInfo, req: AddPartitionsToTxnRequest) -> Any:
        v = info.api_version
        R = AddPartitionsToTxnResponse
        if v < 4:
            topics = req.v3_and_below_topics

            def results(codes: dict[TopicPartition, int]) -> list[Any]:
                return [
                    R.AddPartitionsToTxnTopicResult(
                        name=t.name,
                        results_by_partition=[
                            R.AddPartitionsToTxnPartitionResult(
                                partition_index=p, partition_error_code=_fenced_for(codes[(t.name, p)], v < 2)
                            )
                            for p in t.partitions
                        ],
                    )
                    for t in topics
                ]

            wanted = [(t.name, p) for t in topics for p in t.partitions]
            tid = req.v3_and_below_transactional_id
            code = transactional_id_error(tid)
            if code:
                return R(results_by_topic_v3_and_below=results(dict.fromkeys(wanted, code)))
            unknown = self._unknown_partitions(topics)
            if unknown:
                not_attempted = int(E.OPERATION_NOT_ATTEMPTED)
                codes = {tp: int(E.UNKNOWN_TOPIC_OR_PARTITION) if tp in unknown else not_attempted for tp in wanted}
                return R(results_by_topic_v3_and_below=results(codes))
            answer = self._add(tid, req.v3_and_below_producer_id, req.v3_and_below_producer_epoch, wanted, False, 0)
            return _then(answer, lambda c: R(results_by_topic_v3_and_below=results(c)))
        tv = 2 if v >= 5 and self.transaction_version() >= 2 else 0
        answers: list[Any] = []
        for txn in req.transactions:
            wanted = [(t.name, p) for t in txn.topics for p in t.partitions]
            code = transactional_id_error(txn.transactional_id)
            if code:
                answers.append((txn, dict.fromkeys(wanted, code)))
                continue
            answer = self._add(
                txn.transactional_id, txn.producer_id, txn.producer_epoch, wanted, bool(txn.verify_only), tv
            )
            answers.append(_then(answer, _paired(txn)))

        def combine(done: list[Any]) -> AddPartitionsToTxnResponse:
            resp = R(error_code=0)
            for item in done:
                if isinstance(item, BaseException):
                    continue
                txn, codes = item
                resp.results_by_transaction.append(
                    R.AddPartitionsToTxnResult(
                        transactional_id=txn.transactional_id,
                        topic_results=[
                            R.AddPartitionsToTxnTopicResult(
                                name=t.name,
                                results_by_partition=[
                                    R.AddPartitionsToTxnPartitionResult(
                                        partition_index=p, partition_error_code=codes.get((t.name, p), OK)
                                    )
                                    for p in t.partitions
                                ],
                            )
                            for t in txn.topics
                        ],
                    )
                )
            return resp

        return gather(answers, combine)

    def _add(
        self,
        tid: str,
        producer_id: int,
        producer_epoch: int,
        partitions: list[TopicPartition],
        verify_only: bool,
        tv: int,
    ) -> Any:
        """One transaction of AddPartitionsToTxn: {partition: error} (or a Deferred of it)."""
        manager = self.manager

        def every(code: int) -> dict[TopicPartition, int]:
            return dict.fromkeys(partitions, code)

        if verify_only:

            def verify(shard: TxnShard, ctx: OpContext) -> dict[TopicPartition, int]:
                return manager.verify_partitions(shard, ctx, tid, producer_id, producer_epoch, partitions)

            return self.runtime.write(self.partition_of(tid), verify, lambda c: every(coordinator_error(c)))

        def add(shard: TxnShard, ctx: OpContext) -> dict[TopicPartition, int]:
            return every(manager.add_partitions(shard, ctx, tid, producer_id, producer_epoch, partitions, tv))

        partition = self.partition_of(tid)

        def attempt() -> Any:
            return self.runtime.write(partition, add, lambda c: every(coordinator_error(c)))

        return _then(attempt(), lambda codes: self._after_completion(tid, codes, attempt))

    def _after_completion(self, tid: str, codes: Any, attempt: Callable[[], Any]) -> Any:
        """An AddPartitionsToTxn answered CONCURRENT_TRANSACTIONS (the id's previous transaction is writing its
        markers) waits, at most `PARK_MS`, for that transaction to complete and is then run again, instead of
        being answered at once: the producer would otherwise retry only after its backoff (20 ms for librdkafka
        and Kafka's client), which is most of a short transaction's commit cycle. Answered CONCURRENT_TRANSACTIONS
        after `PARK_MS`, or when run again while still not complete, as Kafka answers it."""
        if not isinstance(codes, dict) or not codes or any(c != CONCURRENT_TRANSACTIONS for c in codes.values()):
            return codes
        out = Deferred()
        timer: Any = None

        def again() -> None:
            if not out.done:
                timer.cancel()
                _then(attempt(), out.resolve)

        def give_up() -> None:
            waiting = self._parked.get(tid)
            if waiting is not None and again in waiting:
                waiting.remove(again)
                if not waiting:
                    del self._parked[tid]
            if not out.done:
                out.resolve(codes)

        timer = self.reactor.call_at(self.reactor.now_ms() + PARK_MS, give_up)
        self._parked.setdefault(tid, []).append(again)
        return out

    # ================================================================================== AddOffsetsToTxn

    def handle_add_offsets_to_txn(self, info: RequestInfo, req: AddOffsetsToTxnRequest) -> Any:
        R = AddOffsetsToTxnResponse
        old_client = info.api_version < 2
        tid = req.transactional_id
        code = transactional_id_error(tid)
        if code:
            return R(error_code=code)
        manager = self.manager

        def add(shard: TxnShard, ctx: OpContext) -> AddOffsetsToTxnResponse:
            code = manager.add_offsets(shard, ctx, tid, req.producer_id, req.producer_epoch, req.group_id)
            return R(error_code=_fenced_for(code, old_client))

        return self.runtime.write(self.partition_of(tid), add, lambda c: R(error_code=coordinator_error(c)))

    # =========================================================================================== EndTxn

    def handle_end_txn(self, info: RequestInfo, req: EndTxnRequest) -> Any:
        v = info.api_version
        R = EndTxnResponse
        tv = 2 if v >= 5 and self.transaction_version() >= 2 else 0

        def respond(r: TxnResult) -> EndTxnResponse:
            return R(
                error_code=_fenced_for(r.error, v < 2),
                producer_id=r.producer_id if r.error == OK else -1,
                producer_epoch=r.producer_epoch if r.error == OK else -1,
            )

        tid = req.transactional_id
        code = transactional_id_error(tid)
        if code:
            return respond(TxnResult(code))
        manager = self.manager
        pid, epoch, commit = req.producer_id, req.producer_epoch, bool(req.committed)

        def op_for(new_pid: int | None) -> Op[TxnShard]:
            return lambda shard, ctx: manager.end_txn(shard, ctx, tid, pid, epoch, commit, tv, new_pid)

        return self._with_producer_id(
            self.partition_of(tid), op_for, lambda c: TxnResult(coordinator_error(c)), respond
        )

    # ====================================================================== DescribeTransactions, listing

    def handle_describe_transactions(
        self, info: RequestInfo, req: DescribeTransactionsRequest
    ) -> DescribeTransactionsResponse:
        """Each id as committed: NOT_COORDINATOR / COORDINATOR_LOAD_IN_PROGRESS when its partition is not active
        here, TRANSACTIONAL_ID_NOT_FOUND for an unknown id."""
        R = DescribeTransactionsResponse
        resp = R()
        for tid in req.transactional_ids:
            state = R.TransactionState(error_code=0, transactional_id=tid)
            resp.transaction_states.append(state)
            if transactional_id_error(tid):
                state.error_code = int(E.TRANSACTIONAL_ID_NOT_FOUND)
                continue
            host, code = self.runtime.acquire(self.partition_of(tid))
            if host is None:
                state.error_code = code
                continue
            meta = host.shard.committed(tid)
            if meta is None or meta.state is TxnState.DEAD:
                state.error_code = int(E.TRANSACTIONAL_ID_NOT_FOUND)
                continue
            state.transaction_state = meta.state.display
            state.transaction_timeout_ms = meta.timeout_ms
            state.transaction_start_time_ms = meta.start_ms
            state.producer_id = meta.producer_id
            state.producer_epoch = meta.producer_epoch
            by_topic: dict[str, list[int]] = {}
            for topic, index in sorted(meta.partitions):
                by_topic.setdefault(topic, []).append(index)
            state.topics = [R.TopicData(topic=t, partitions=ps) for t, ps in by_topic.items()]
        return resp

    def handle_list_transactions(self, info: RequestInfo, req: ListTransactionsRequest) -> ListTransactionsResponse:
        """The ids of the partitions coordinated here (committed state), filtered by state, producer id, duration
        (v1: open longer than DurationFilter ms) and transactional id pattern (v2, a regular expression matching
        the whole id); COORDINATOR_LOAD_IN_PROGRESS (and nothing listed) while a partition loads."""
        v = info.api_version
        R = ListTransactionsResponse
        resp = R(error_code=0)
        known = {s.display: s for s in TxnState}
        states = {known[n] for n in req.state_filters if n in known}
        resp.unknown_state_filters = [n for n in req.state_filters if n not in known]
        pids = set(req.producer_id_filters)
        duration = req.duration_filter if v >= 1 else -1
        pattern: re.Pattern[str] | None = None
        if v >= 2 and req.transactional_id_pattern:
            try:
                pattern = re.compile(req.transactional_id_pattern)
            except re.error:
                resp.error_code = int(E.INVALID_REGULAR_EXPRESSION)
                return resp
        hosts = list(self.runtime.hosts.values())
        if any(h.state is ShardState.LOADING for h in hosts):
            resp.error_code = int(E.COORDINATOR_LOAD_IN_PROGRESS)
            return resp
        now = self.reactor.wall_ms()
        for host in sorted(hosts, key=lambda h: h.partition):
            if not host.active:
                continue
            for meta in sorted(host.shard.committed_all(), key=lambda m: m.transactional_id):
                if meta.state is TxnState.DEAD:
                    continue
                if pids and meta.producer_id not in pids:
                    continue
                if req.state_filters and meta.state not in states:
                    continue
                if duration >= 0 and now - meta.start_ms <= duration:
                    continue
                if pattern is not None and pattern.fullmatch(meta.transactional_id) is None:
                    continue
                resp.transaction_states.append(
                    R.TransactionState(
                        transactional_id=meta.transactional_id,
                        producer_id=meta.producer_id,
                        transaction_state=meta.state.display,
                    )
                )
        return resp

    # ========================================================================================= metrics

    def gauges(self) -> dict[str, Any]:
        """Transactional ids by state, the oldest open transaction, the partitions loading / served, the markers
        waiting to be written."""
        by_state: dict[str, int] = {}
        oldest = 0
        now = self.reactor.wall_ms()
        hosts = list(self.runtime.hosts.values())
        for host in hosts:
            if not host.active:
                continue
            for meta in host.shard.txns.values():
                name = meta.state.display
                by_state[name] = by_state.get(name, 0) + 1
                if meta.state is TxnState.ONGOING and meta.start_ms >= 0:
                    oldest = max(oldest, now - meta.start_ms)
        return {
            "transactions": by_state,
            "oldest_ongoing_ms": oldest,
            "partitions_loading": sum(1 for h in hosts if h.state is ShardState.LOADING),
            "partitions_active": sum(1 for h in hosts if h.state is ShardState.ACTIVE),
            "pending_markers": self.markers.pending_markers(),
        }
