"""KIP-890's server-side defence: before a partition leader appends the first transactional batch of a producer, it
asks the producer's transaction coordinator whether the partition is in the transaction (Kafka's
``AddPartitionsToTxnManager``).

The coordinator of a transactional id is the leader of its `__transaction_state` partition
(`kraftpy.metadata.coordinator_keys.transaction_partition`) in this broker's metadata image; no such topic, no leader,
or a leader that is not a live broker: COORDINATOR_NOT_AVAILABLE at once. Otherwise the question joins the pending
AddPartitionsToTxn (v4+, the batched form brokers send) to that node: one request per coordinator in flight, the
transactions that arrive meanwhile go in the next one. A transaction is either verified (VerifyOnly=true: "was this
partition added?") or, under transactions v2 (KIP-890 part 2: `transaction.version` >= 2 and a Produce v12+ client),
added by the leader on the producer's behalf (VerifyOnly=false, AddPartitionsToTxn v5).

Per transactional id only one question waits per node, as in Kafka: a second one with a higher epoch fails the first
with INVALID_PRODUCER_EPOCH, one with the same epoch fails the first with NETWORK_EXCEPTION (a client retry: the newer
question goes instead), one with a lower epoch fails itself with INVALID_PRODUCER_EPOCH.

The answer is a map partition -> error code of the partitions that are not verified (empty: all verified). Errors as
Kafka's manager makes them: PRODUCER_FENCED becomes INVALID_PRODUCER_EPOCH (what producers handle on a produce),
a top-level CLUSTER_AUTHORIZATION_FAILED becomes INVALID_TXN_STATE (clients never see cluster authorization here),
other top-level errors apply to every partition, and a transport failure (unreachable, disconnected, timed out) is
NETWORK_EXCEPTION. The produce handler maps these to what each Produce version understands.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from kraftpy.broker.replica_metrics import ReplicaManagerMetrics
from kraftpy.metadata.coordinator_keys import TRANSACTION_STATE, transaction_partition
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
from kraftpy.runtime import BROKER_LISTENER, Reactor, TransportError

__all__ = ["TopicPartition", "TransactionVerifier", "VerifyCallback"]

log = logging.getLogger(__name__)
E = ErrorCode

TopicPartition = tuple[str, int]
#: the partitions that are not verified, with their error codes (empty: every partition is verified)
VerifyCallback = Callable[[dict[TopicPartition, int]], None]


@dataclass(slots=True)
class _Question:
    transactional_id: str
    producer_id: int
    producer_epoch: int
    partitions: list[TopicPartition]
    add: bool
    callback: VerifyCallback
    started_ms: int


class TransactionVerifier:
    """Asks transaction coordinators whether partitions were added to transactions (module docstring)."""

    __slots__ = (
        "_in_flight",
        "_pending",
        "image",
        "metrics",
        "node_id",
        "reactor",
        "request_timeout_ms",
        "transaction_partitions",
    )

    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        image: Callable[[], MetadataImage],
        metrics: ReplicaManagerMetrics,
        *,
        request_timeout_ms: int = 30_000,
        transaction_partitions: int = 50,
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.image = image
        self.metrics = metrics
        self.request_timeout_ms = request_timeout_ms
        self.transaction_partitions = transaction_partitions  # transaction.state.log.num.partitions
        self._pending: dict[int, dict[str, _Question]] = {}
        self._in_flight: set[int] = set()

    @property
    def prefix(self) -> str:
        return f"[AddPartitionsToTxnSenderThread-{self.node_id}]"

    def coordinator(self, transactional_id: str) -> int | None:
        """The node that coordinates `transactional_id`, as far as this broker's metadata says; None if none."""
        image = self.image()
        topic = image.topic(TRANSACTION_STATE)
        if topic is None or not topic.partitions:
            return None  # the topic does not exist: no transaction was ever started
        reg = topic.partitions.get(transaction_partition(image, transactional_id, self.transaction_partitions))
        if reg is None or reg.leader < 0:
            return None
        broker = image.brokers.get(reg.leader)
        if broker is None or broker.fenced:
            return None
        return int(reg.leader)

    def verify(
        self,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        partitions: list[TopicPartition],
        callback: VerifyCallback,
        *,
        add: bool = False,
    ) -> None:
        """Ask (or, with `add`, have the coordinator add) `partitions` of the transaction; `callback` runs once,
        later or at once, with the partitions that are not verified."""
        self.metrics.txn_verifications += 1
        node = self.coordinator(transactional_id)
        if node is None:
            self._answer(callback, dict.fromkeys(partitions, int(E.COORDINATOR_NOT_AVAILABLE)))
            return
        q = _Question(
            transactional_id, producer_id, producer_epoch, list(partitions), add, callback, self.reactor.now_ms()
        )
        pending = self._pending.setdefault(node, {})
        old = pending.get(transactional_id)
        if old is not None:
            if old.producer_epoch > producer_epoch:
                self._answer(callback, dict.fromkeys(partitions, int(E.INVALID_PRODUCER_EPOCH)))
                return
            code = E.INVALID_PRODUCER_EPOCH if old.producer_epoch < producer_epoch else E.NETWORK_EXCEPTION
            self._answer(old.callback, dict.fromkeys(old.partitions, int(code)))
        pending[transactional_id] = q
        if node not in self._in_flight and len(pending) == 1 and old is None:
            self.reactor.call_soon(lambda: self._send(node))

    def _send(self, node: int) -> None:
        if node in self._in_flight:
            return
        questions = self._pending.pop(node, None)
        if not questions:
            return
        self._in_flight.add(node)
        R = AddPartitionsToTxnRequest
        transactions = []
        for q in questions.values():
            topics: dict[str, list[int]] = {}
            for topic, index in q.partitions:
                topics.setdefault(topic, []).append(index)
            transactions.append(
                R.AddPartitionsToTxnTransaction(
                    transactional_id=q.transactional_id,
                    producer_id=q.producer_id,
                    producer_epoch=q.producer_epoch,
                    verify_only=not q.add,
                    topics=[R.AddPartitionsToTxnTopic(name=t, partitions=ps) for t, ps in topics.items()],
                )
            )
        version = 5 if any(q.add for q in questions.values()) else 4

        def done(resp: AddPartitionsToTxnResponse | None, error: TransportError | None) -> None:
            self._in_flight.discard(node)
            try:
                self._handle(node, questions, resp, error)
            finally:
                if self._pending.get(node):
                    self._send(node)

        self.reactor.send(
            node,
            BROKER_LISTENER,
            R(transactions=transactions),
            done,
            timeout_ms=self.request_timeout_ms,
            version=version,
        )

    def _handle(
        self,
        node: int,
        questions: dict[str, _Question],
        resp: AddPartitionsToTxnResponse | None,
        error: TransportError | None,
    ) -> None:
        if error is not None or resp is None:
            log.warning(
                "%s AddPartitionsToTxnRequest failed for node %d with a network exception: %s", self.prefix, node, error
            )
            for q in questions.values():
                self._answer(q.callback, dict.fromkeys(q.partitions, int(E.NETWORK_EXCEPTION)), q)
            return
        if resp.error_code:
            log.error(
                "%s AddPartitionsToTxnRequest for node %d returned with error %s",
                self.prefix,
                node,
                E.name_of(resp.error_code),
            )
            code = int(E.INVALID_TXN_STATE) if resp.error_code == E.CLUSTER_AUTHORIZATION_FAILED else resp.error_code
            for q in questions.values():
                self._answer(q.callback, dict.fromkeys(q.partitions, code), q)
            return
        answered: set[str] = set()
        for result in resp.results_by_transaction:
            asked = questions.get(result.transactional_id)
            if asked is None or result.transactional_id in answered:
                continue
            answered.add(result.transactional_id)
            unverified: dict[TopicPartition, int] = {}
            for t in result.topic_results:
                for p in t.results_by_partition:
                    code = p.partition_error_code
                    if code:
                        unverified[(t.name, p.partition_index)] = (
                            int(E.INVALID_PRODUCER_EPOCH) if code == E.PRODUCER_FENCED else code
                        )
            self._answer(asked.callback, unverified, asked)
        for tid, q in questions.items():
            if tid not in answered:  # the coordinator left it out: not verified
                self._answer(q.callback, dict.fromkeys(q.partitions, int(E.INVALID_TXN_STATE)), q)

    def _answer(
        self, callback: VerifyCallback, unverified: dict[TopicPartition, int], q: _Question | None = None
    ) -> None:
        if unverified:
            self.metrics.txn_verification_failures += len(unverified)
        if q is not None:
            self.metrics.txn_verification_latency.record(self.reactor.now_ms() - q.started_ms)
        try:
            callback(unverified)
        except Exception:
            log.exception("%s A verification callback failed", self.prefix)
