"""Transactional client traffic for simulated clusters: transactional producers, and read_committed and
read_uncommitted readers, feeding `TxnInvariants`.

`TxnProducer` is a transactional producer speaking the real protocol over the simulated network, with a client
library's retries: it finds its coordinator (FindCoordinator, key type 1), initializes its transactional id
(InitProducerId), and then runs transactions one after the other: each writes one batch of a few uniquely-valued
records to each of a few partitions (Produce, acks=all, the transactional flag, its producer id, epoch and
sequences) and ends with EndTxn, commit or abort as the seed decides. A producer speaks one of two dialects, chosen
by the seed:

* classic: AddPartitionsToTxn v3 before the writes, Produce v9 (the leader verifies the partition with the
  coordinator: KIP-890 part 1), EndTxn v3; after an abort caused by an error, InitProducerId with its producer id
  and epoch bumps the epoch (KIP-360) so that sequences start again;
* transactions v2 (KIP-890 part 2): no AddPartitionsToTxn (the leader adds the partition on the first Produce v12),
  EndTxn v5, whose answer carries the producer id and epoch of the next transaction.

Retries as a client makes them: NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE and lost requests find the coordinator
again; COORDINATOR_LOAD_IN_PROGRESS and CONCURRENT_TRANSACTIONS are retried after a backoff; a write is sent again
with the same sequence (the leader drops a duplicate) to the leader the metadata names, until its delivery timeout,
after which the transaction is aborted. PRODUCER_FENCED, INVALID_PRODUCER_EPOCH and INVALID_PRODUCER_ID_MAPPING end
the transaction as unknown (the coordinator's timeout, or a fence, aborted it) and the producer initializes again,
as an application creates a new producer. A producer may be replaced by a new one of its transactional id
(`retire_when_fenced`): the new one's initialization fences it, and once it learns so it stops for good, as a zombie
application instance would. A commit is sent only once every write was acknowledged.

`TxnReader` reads partitions in order from the leader, as a consumer does: with isolation_level=1 (read_committed)
up to the last stable offset, dropping the records of the aborted transactions the response names (Kafka's consumer
rule: a producer's batches from an aborted transaction's first offset up to its ABORT marker), and checking that a
transaction it saw begin, and that a response's LSO passed, has its marker below that response's high watermark
(`TxnInvariants.lso_claim`); with isolation_level=0 up to the high watermark. Now and then it starts over from
offset 0, as a new consumer would.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from kraftpy.metadata.coordinator_keys import partition_for
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest
from kraftpy.protocol.messages.end_txn import EndTxnRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import RecordBatchBuilder, decode_batches
from kraftpy.protocol.records.record import ControlRecordType
from kraftpy.sim.client import Call, SimClient
from kraftpy.sim.cluster import SimCluster
from kraftpy.sim.txn_invariants import ABORTED, COMMITTED, UNKNOWN, Txn, TxnInvariants

__all__ = ["TxnProducer", "TxnReader", "TxnWorkloadConfig"]

E = ErrorCode
TopicPartition = tuple[str, int]

REQUEST_TIMEOUT_MS = 3_000
BACKOFF_MS = 50
# answers after which a client looks for its coordinator again
_REDISCOVER = frozenset({int(E.NOT_COORDINATOR), int(E.COORDINATOR_NOT_AVAILABLE), -1})
_RETRY = frozenset({int(E.COORDINATOR_LOAD_IN_PROGRESS), int(E.CONCURRENT_TRANSACTIONS)})
_FENCED = frozenset({int(E.PRODUCER_FENCED), int(E.INVALID_PRODUCER_EPOCH), int(E.INVALID_PRODUCER_ID_MAPPING)})
# Produce answers after which the same batch is sent again (the leader drops it if its first attempt was written)
_PRODUCE_RETRY = frozenset(
    {
        -1,
        int(E.NOT_LEADER_OR_FOLLOWER),
        int(E.LEADER_NOT_AVAILABLE),
        int(E.FENCED_LEADER_EPOCH),
        int(E.UNKNOWN_LEADER_EPOCH),
        int(E.UNKNOWN_TOPIC_OR_PARTITION),
        int(E.NOT_ENOUGH_REPLICAS),
        int(E.NOT_ENOUGH_REPLICAS_AFTER_APPEND),
        int(E.REQUEST_TIMED_OUT),
        int(E.KAFKA_STORAGE_ERROR),
        int(E.NETWORK_EXCEPTION),
        int(E.COORDINATOR_NOT_AVAILABLE),
        int(E.NOT_COORDINATOR),
        int(E.COORDINATOR_LOAD_IN_PROGRESS),
        int(E.CONCURRENT_TRANSACTIONS),
    }
)
_STALE_LEADER = frozenset(
    {
        -1,
        int(E.NOT_LEADER_OR_FOLLOWER),
        int(E.LEADER_NOT_AVAILABLE),
        int(E.FENCED_LEADER_EPOCH),
        int(E.UNKNOWN_LEADER_EPOCH),
        int(E.UNKNOWN_TOPIC_OR_PARTITION),
        int(E.KAFKA_STORAGE_ERROR),
    }
)


class TxnWorkloadConfig:
    """The shape of the transactional traffic."""

    __slots__ = (
        "commit_ratio",
        "delivery_timeout_ms",
        "partitions_per_txn",
        "records_per_batch",
        "think_ms",
        "transaction_timeout_ms",
    )

    def __init__(
        self,
        *,
        commit_ratio: float = 0.75,
        partitions_per_txn: tuple[int, int] = (1, 3),
        records_per_batch: tuple[int, int] = (1, 3),
        think_ms: tuple[int, int] = (100, 400),
        transaction_timeout_ms: int = 3_000,
        delivery_timeout_ms: int = 3_000,
    ) -> None:
        self.commit_ratio = commit_ratio
        self.partitions_per_txn = partitions_per_txn
        self.records_per_batch = records_per_batch
        self.think_ms = think_ms
        self.transaction_timeout_ms = transaction_timeout_ms
        self.delivery_timeout_ms = delivery_timeout_ms


class TxnProducer:
    """One transactional producer (module docstring)."""

    def __init__(
        self,
        cluster: SimCluster,
        client: SimClient,
        invariants: TxnInvariants,
        transactional_id: str,
        partitions: Sequence[TopicPartition],
        rng: random.Random,
        config: TxnWorkloadConfig,
        *,
        v2: bool,
        txn_partitions: int,
        value_prefix: str = "",
        instance: str = "",
    ) -> None:
        self.cluster = cluster
        self.client = client
        self.inv = invariants
        self.tid = transactional_id
        self.instance = instance  # tells apart producers of one transactional id (a zombie and its successor)
        self.retire_when_fenced = False  # a successor took over the transactional id: stop once fenced
        self.partitions = list(partitions)
        self.rng = rng
        self.config = config
        self.v2 = v2
        self.txn_partition = partition_for(transactional_id, txn_partitions)
        self.prefix = value_prefix
        self.running = False
        self.coordinator: int | None = None
        self.producer_id = -1
        self.epoch = -1
        self.sequences: dict[TopicPartition, int] = {}
        self.txn: Txn | None = None
        self.count = 0
        self.in_flight = 0  # requests sent and not answered
        self._generation = 0  # bumped when the producer stops: callbacks of an older generation do nothing

    # -- plumbing --------------------------------------------------------------------------------------------

    def _after(self, ms: int, fn: Callable[[], None]) -> None:
        gen = self._generation

        def run() -> None:
            if self.running and gen == self._generation:
                fn()

        reactor = self.client.reactor
        reactor.call_at(reactor.now_ms() + ms, run)

    def _send(self, dst: int, request: Any, version: int, then: Callable[[Call], None]) -> None:
        call = self.client.request(dst, request, version=version, timeout_ms=REQUEST_TIMEOUT_MS)
        self.in_flight += 1
        gen = self._generation

        def done(c: Call) -> None:
            self.in_flight -= 1
            if self.running and gen == self._generation:
                then(c)

        call.add_callback(done)

    @staticmethod
    def _code(call: Call, get: Callable[[Any], int]) -> int:
        if not call.ok:
            return -1
        return int(get(call.response))

    def start(self) -> None:
        self.running = True
        self._generation += 1
        self._init(fresh=True)

    def stop(self) -> None:
        """Stop where it is (an open transaction is left to the coordinator's timeout)."""
        if not self.running:
            return
        self.running = False
        self._generation += 1
        if self.txn is not None:
            self.inv.ended(self.txn, UNKNOWN)
            self.txn = None

    # -- the coordinator -------------------------------------------------------------------------------------

    def _with_coordinator(self, then: Callable[[int], None]) -> None:
        if self.coordinator is not None:
            then(self.coordinator)
            return
        broker = self.client.any_broker()
        if broker is None:
            self._after(BACKOFF_MS * 2, lambda: self._with_coordinator(then))
            return

        def found(c: Call) -> None:
            r = c.response
            if c.ok and r.error_code == 0 and r.node_id >= 0:
                self.coordinator = int(r.node_id)
                then(self.coordinator)
            else:
                self._after(BACKOFF_MS * 2, lambda: self._with_coordinator(then))

        self._send(broker, FindCoordinatorRequest(key=self.tid, key_type=1), 3, found)

    def _coordinator_request(
        self, make: Callable[[], Any], version: int, code_of: Callable[[Any], int], then: Callable[[int, Any], None]
    ) -> None:
        """Send to the coordinator until the answer is neither a coordinator move nor a retriable error; then
        `then(code, response)`."""

        def attempt(coordinator: int) -> None:
            def answered(c: Call) -> None:
                code = self._code(c, code_of)
                if code in _REDISCOVER:
                    self.coordinator = None
                    self._after(BACKOFF_MS, lambda: self._with_coordinator(attempt))
                elif code in _RETRY:
                    self._after(BACKOFF_MS, lambda: self._with_coordinator(attempt))
                else:
                    then(code, c.response)

            self._send(coordinator, make(), version, answered)

        self._with_coordinator(attempt)

    # -- InitProducerId --------------------------------------------------------------------------------------

    def _init(self, *, fresh: bool) -> None:
        """InitProducerId: `fresh` as a new producer (fencing whatever the id had), else with the producer's id and
        epoch (KIP-360: bump the epoch after an abortable error)."""
        pid, epoch = (-1, -1) if fresh or self.producer_id < 0 else (self.producer_id, self.epoch)

        def make() -> InitProducerIdRequest:
            return InitProducerIdRequest(
                transactional_id=self.tid,
                transaction_timeout_ms=self.config.transaction_timeout_ms,
                producer_id=pid,
                producer_epoch=epoch,
            )

        def done(code: int, resp: Any) -> None:
            if code == 0:
                self._new_epoch(int(resp.producer_id), int(resp.producer_epoch))
                self.inv.stats.inits += 1
                self._after(self.rng.randint(*self.config.think_ms), self._begin)
            elif code in _FENCED:
                self.inv.stats.fenced += 1
                if self.retire_when_fenced:
                    self.stop()
                    return
                self._after(BACKOFF_MS, lambda: self._init(fresh=True))
            else:
                self._after(BACKOFF_MS * 2, lambda: self._init(fresh=fresh))

        self._coordinator_request(make, 4, lambda r: r.error_code, done)

    def _new_epoch(self, pid: int, epoch: int) -> None:
        if (pid, epoch) != (self.producer_id, self.epoch):
            self.sequences.clear()  # a new epoch starts every partition's sequence at 0
        self.producer_id, self.epoch = pid, epoch

    # -- a transaction ---------------------------------------------------------------------------------------

    def _begin(self) -> None:
        cfg = self.config
        k = min(len(self.partitions), self.rng.randint(*cfg.partitions_per_txn))
        tps = sorted(self.rng.sample(self.partitions, k))
        self.count += 1
        key = f"{self.tid}{self.instance}#{self.count}"
        records = {
            tp: [
                f"{self.prefix}{key}@{tp[0]}-{tp[1]}.{i}".encode()
                for i in range(self.rng.randint(*cfg.records_per_batch))
            ]
            for tp in tps
        }
        txn = Txn(key, self.tid, self.txn_partition, self.producer_id, self.epoch, records, self.cluster.now)
        self.txn = txn
        self.inv.began(txn)
        if self.v2:
            self._produce_all(txn)
        else:
            self._add_partitions(txn)

    def _add_partitions(self, txn: Txn) -> None:
        R = AddPartitionsToTxnRequest
        by_topic: dict[str, list[int]] = {}
        for t, p in txn.partitions:
            by_topic.setdefault(t, []).append(p)

        def make() -> AddPartitionsToTxnRequest:
            return R(
                v3_and_below_transactional_id=self.tid,
                v3_and_below_producer_id=self.producer_id,
                v3_and_below_producer_epoch=self.epoch,
                v3_and_below_topics=[R.AddPartitionsToTxnTopic(name=t, partitions=ps) for t, ps in by_topic.items()],
            )

        def code_of(resp: Any) -> int:
            codes = {p.partition_error_code for t in resp.results_by_topic_v3_and_below for p in t.results_by_partition}
            codes.discard(0)
            return max(codes, key=lambda c: (c in _REDISCOVER, c in _RETRY, c)) if codes else 0

        def done(code: int, resp: Any) -> None:
            if code == 0:
                self._produce_all(txn)
            elif code in _FENCED:
                self._fenced(txn)
            else:  # INVALID_TXN_STATE, ...: nothing was written; start over as a new producer
                self._give_up(txn, fresh=True)

        self._coordinator_request(make, 3, code_of, done)

    def _produce_all(self, txn: Txn) -> None:
        deadline = self.cluster.now + self.config.delivery_timeout_ms
        waiting = set(txn.records)
        failed: list[int] = []
        for tp, values in sorted(txn.records.items()):
            seq = self.sequences.get(tp, 0)
            self.sequences[tp] = seq + len(values)
            self._produce(txn, tp, values, seq, deadline, waiting, failed)

    def _produce(
        self,
        txn: Txn,
        tp: TopicPartition,
        values: list[bytes],
        seq: int,
        deadline: int,
        waiting: set[TopicPartition],
        failed: list[int],
    ) -> None:
        def again() -> None:
            if self.cluster.now >= deadline:
                finish(int(E.REQUEST_TIMED_OUT))
            else:
                self._after(BACKOFF_MS, lambda: self._produce(txn, tp, values, seq, deadline, waiting, failed))

        def finish(code: int) -> None:
            waiting.discard(tp)
            if code:
                failed.append(code)
            if not waiting:
                self._produced(txn, failed)

        leader = self.client.leader(*tp)
        if leader is None:
            self.client.refresh_metadata()
            again()
            return
        builder = RecordBatchBuilder(
            producer_id=self.producer_id,
            producer_epoch=self.epoch,
            base_sequence=seq,
            is_transactional=True,
        )
        now = self.client.reactor.wall_ms()
        for v in values:
            builder.append(now, None, v)
        P = ProduceRequest
        req = P(
            transactional_id=self.tid,
            acks=-1,
            timeout_ms=2_000,
            topic_data=[
                P.TopicProduceData(
                    name=tp[0], partition_data=[P.PartitionProduceData(index=tp[1], records=builder.build())]
                )
            ],
        )

        def answered(c: Call) -> None:
            code = -1
            if c.ok:
                pr = c.response.responses[0].partition_responses[0]
                code = int(pr.error_code)
                if code == 0 or code == E.DUPLICATE_SEQUENCE_NUMBER:
                    txn.offsets[tp] = int(pr.base_offset)
                    finish(0)
                    return
            if code in _STALE_LEADER:
                self.client._stale(*tp)
            if code in _PRODUCE_RETRY:
                again()
            else:
                finish(code)

        self._send(leader.leader, req, 12 if self.v2 else 9, answered)

    def _produced(self, txn: Txn, failed: list[int]) -> None:
        if any(c in _FENCED for c in failed):
            self._fenced(txn)
        elif failed:
            # an abortable error (a write that timed out, OUT_OF_ORDER_SEQUENCE_NUMBER, INVALID_TXN_STATE, ...)
            self._end(txn, False, after_error=True)
        else:
            self._end(txn, self.rng.random() < self.config.commit_ratio, after_error=False)

    def _end(self, txn: Txn, commit: bool, *, after_error: bool) -> None:
        if commit:
            txn.commit_sent = True
        pid, epoch = self.producer_id, self.epoch

        def make() -> EndTxnRequest:
            return EndTxnRequest(transactional_id=self.tid, producer_id=pid, producer_epoch=epoch, committed=commit)

        def done(code: int, resp: Any) -> None:
            if code == 0:
                self.inv.ended(txn, COMMITTED if commit else ABORTED)
                self.txn = None
                if self.v2:
                    self._new_epoch(int(resp.producer_id), int(resp.producer_epoch))
                if after_error and not self.v2:
                    self._init(fresh=False)  # KIP-360: a new epoch, sequences from 0
                else:
                    self._after(self.rng.randint(*self.config.think_ms), self._begin)
            elif code in _FENCED:
                self._fenced(txn)
            else:  # INVALID_TXN_STATE (the coordinator aborted it meanwhile), ...
                self._give_up(txn, fresh=False)

        self._coordinator_request(make, 5 if self.v2 else 3, lambda r: r.error_code, done)

    def _fenced(self, txn: Txn) -> None:
        self.inv.stats.fenced += 1
        if self.retire_when_fenced:
            self.stop()
            return
        self._give_up(txn, fresh=True)

    def _give_up(self, txn: Txn, *, fresh: bool) -> None:
        self.inv.ended(txn, UNKNOWN)
        self.txn = None
        self._after(BACKOFF_MS, lambda: self._init(fresh=fresh))


class TxnReader:
    """A consumer of some partitions (module docstring): `committed` chooses read_committed."""

    def __init__(
        self,
        cluster: SimCluster,
        client: SimClient,
        invariants: TxnInvariants,
        partitions: Sequence[TopicPartition],
        rng: random.Random,
        *,
        committed: bool,
        every_ms: tuple[int, int] = (150, 400),
        reread_every_ms: int = 3_000,
    ) -> None:
        self.cluster = cluster
        self.client = client
        self.inv = invariants
        self.partitions = list(partitions)
        self.rng = rng
        self.committed = committed
        self.every_ms = every_ms
        self.reread_every_ms = reread_every_ms
        self.running = False
        self.positions: dict[TopicPartition, int] = dict.fromkeys(self.partitions, 0)
        # read_committed, per partition: producer id -> first offset of the transactions seen open; and producer
        # id -> (first offset, LSO, high watermark) of a response whose LSO passed such a transaction
        self.open: dict[TopicPartition, dict[int, int]] = {tp: {} for tp in self.partitions}
        self.claims: dict[TopicPartition, dict[int, tuple[int, int, int]]] = {tp: {} for tp in self.partitions}
        self._in_flight: set[TopicPartition] = set()
        self.high_watermarks: dict[TopicPartition, int] = {}  # of the last answer

    def _after(self, ms: int, fn: Callable[[], None]) -> None:
        reactor = self.client.reactor
        reactor.call_at(reactor.now_ms() + ms, fn)

    def start(self) -> None:
        self.running = True
        for tp in self.partitions:
            self._after(self.rng.randint(*self.every_ms), lambda tp=tp: self._tick(tp))  # type: ignore[misc]
        self._after(self.reread_every_ms, self._reread)

    def stop(self) -> None:
        self.running = False

    def _reread(self) -> None:
        if not self.running:
            return
        self.restart(self.rng.choice(self.partitions))
        self._after(self.reread_every_ms, self._reread)

    def restart(self, tp: TopicPartition) -> None:
        self.positions[tp] = 0
        self.open[tp] = {}
        self.claims[tp] = {}

    def _tick(self, tp: TopicPartition) -> None:
        if not self.running:
            return
        self._after(self.rng.randint(*self.every_ms), lambda: self._tick(tp))
        if tp in self._in_flight:
            return
        call = self.fetch(tp)
        if call is None:
            return
        self._in_flight.add(tp)

        def done(c: Call) -> None:
            self._in_flight.discard(tp)
            self.handle(tp, c)

        call.add_callback(done)

    def fetch(self, tp: TopicPartition) -> Call | None:
        leader = self.client.leader(*tp)
        if leader is None:
            self.client.refresh_metadata()
            return None
        F = FetchRequest
        req = F(
            replica_id=-1,
            max_wait_ms=0,
            min_bytes=1,
            max_bytes=1 << 16,
            isolation_level=1 if self.committed else 0,
            session_id=0,
            session_epoch=-1,
            topics=[
                F.FetchTopic(
                    topic=tp[0],
                    partitions=[
                        F.FetchPartition(
                            partition=tp[1],
                            current_leader_epoch=leader.leader_epoch,
                            fetch_offset=self.positions[tp],
                            partition_max_bytes=1 << 16,
                        )
                    ],
                )
            ],
        )
        return self.client.request(leader.leader, req, version=12, timeout_ms=2_000)

    def handle(self, tp: TopicPartition, call: Call, out: dict[int, bytes] | None = None) -> tuple[int, int]:
        """Process a fetch answer: (error code, -1 for a lost request; the offset the answer lets the reader read
        up to: the LSO for read_committed, else the high watermark). `out` collects the records returned."""
        if not call.ok or call.response.error_code:
            self.client._stale(*tp)
            return -1, -1
        pd = call.response.responses[0].partitions[0]
        if pd.error_code:
            if pd.error_code == E.OFFSET_OUT_OF_RANGE:
                self.restart(tp)
            else:
                self.client._stale(*tp)
            return int(pd.error_code), -1
        position = self.positions[tp]
        data = pd.records
        batches = decode_batches(bytes(data), allow_partial=True) if data is not None and len(data) else []
        aborted = sorted((a.first_offset, a.producer_id) for a in (pd.aborted_transactions or ()))
        aborting: set[int] = set()
        open_txns = self.open[tp]
        claims = self.claims[tp]
        inv = self.inv
        for b in batches:
            h = b.header
            if h.last_offset < position:
                continue
            if self.committed:
                while aborted and aborted[0][0] <= h.last_offset:
                    aborting.add(aborted.pop(0)[1])
            if h.is_control:
                kind = _control_type(b)
                if kind in (ControlRecordType.ABORT, ControlRecordType.COMMIT):
                    open_txns.pop(h.producer_id, None)
                    claim = claims.pop(h.producer_id, None)
                    if claim is not None:
                        inv.lso_claim(tp, h.producer_id, claim[0], claim[1], claim[2], h.base_offset)
                    if kind == ControlRecordType.ABORT:
                        aborting.discard(h.producer_id)
            else:
                if h.is_transactional:
                    open_txns.setdefault(h.producer_id, h.base_offset)
                for r in b.records:
                    value = bytes(r.value) if r.value is not None else b""
                    if out is not None and not (self.committed and h.is_transactional and h.producer_id in aborting):
                        out[r.offset] = value
                    if not self.committed:
                        inv.uncommitted_record(tp, r.offset, value)
                    elif h.is_transactional and h.producer_id in aborting:
                        inv.aborted_record(tp, r.offset, value)
                    else:
                        inv.committed_record(tp, r.offset, value)
            position = h.last_offset + 1
        self.positions[tp] = position
        self.high_watermarks[tp] = int(pd.high_watermark)
        upto = int(pd.last_stable_offset) if self.committed else int(pd.high_watermark)
        if self.committed:
            for pid, first in open_txns.items():
                if first < upto and pid not in claims:
                    claims[pid] = (first, upto, int(pd.high_watermark))
        return 0, upto

    def final_read(self, tp: TopicPartition, max_ms: int = 30_000) -> dict[int, bytes]:
        """Read `tp` from offset 0 up to its LSO (read_committed) or high watermark, as a new consumer; returns
        what it was returned (read_committed: without the records of aborted transactions)."""
        self.restart(tp)
        out: dict[int, bytes] = {}
        deadline = self.cluster.now + max_ms
        while self.cluster.now < deadline:
            call = self.fetch(tp)
            if call is None:
                self.cluster.run_for(100)
                continue
            self.cluster.wait_for(call, max_ms, f"final fetch of {tp}")
            code, upto = self.handle(tp, call, out)
            if code != 0:
                self.cluster.run_for(100)
                continue
            if self.positions[tp] >= upto:
                return out
        raise AssertionError(f"could not read {tp} to its last stable offset within {max_ms} ms")


def _control_type(batch: Any) -> int:
    for r in batch.records:
        key = r.key
        if key is not None and len(key) >= 4:
            return int.from_bytes(bytes(key[2:4]), "big", signed=True)
    return -1
