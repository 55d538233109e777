"""Idempotent producers: producer ids for InitProducerId, and each partition's producer state.

Producer ids (InitProducerId v0-6, non-transactional producers)
    Ids come in blocks that the active controller reserves with a ProducerIdsRecord (AllocateProducerIds, key 67),
    so no id is ever handed out twice, across broker restarts and controller failovers too. `ProducerIdManager`
    serves ids from the current block and asks for the next one (through an injected
    ``allocate_producer_ids() -> Deferred[(first_id, count)]``) once 90% of the block is used, as Kafka's
    ``RPCProducerIdManager`` does. While no block is available, requests wait for the allocation (up to
    `timeout_ms`) instead of failing at once; if it fails they get COORDINATOR_LOAD_IN_PROGRESS, which clients
    retry. A producer without a transactional id always gets a new id with epoch 0 (Kafka's rule: the request's
    ProducerId/ProducerEpoch are ignored). A request with a transactional id belongs to the transaction coordinator (the
    node routes it there); reaching this manager it answers COORDINATOR_NOT_AVAILABLE.

Per-partition state (`ProducerStateManager`, Kafka's ``ProducerStateManager``/``ProducerAppendInfo`` rules)
    For every producer id that wrote to the partition: its epoch and the metadata of its last 5 batches (first and
    last sequence, first and last offset, timestamp). A producer batch from a client is checked before it is
    appended:

    * a batch whose epoch and sequence range equal one of the 5 cached batches is a **duplicate** (a retry whose
      first attempt was written): it is not appended again, and the client gets the original offsets;
    * an epoch below the producer's current one -> INVALID_PRODUCER_EPOCH;
    * a new (higher) epoch must start at sequence 0 -> else OUT_OF_ORDER_SEQUENCE_NUMBER;
    * the same epoch must continue the sequence (last sequence + 1, wrapping at 2^31-1 to 0) -> else
      OUT_OF_ORDER_SEQUENCE_NUMBER;
    * a producer the partition has no state for (a new producer, or one whose records were all removed by
      retention or DeleteRecords, or that expired) may start at any sequence: Kafka accepts such writes since
      KIP-360 instead of answering UNKNOWN_PRODUCER_ID, and so does kraftpy.

    Transactions (Kafka's rules): a producer's first transactional batch on the partition opens its transaction
    at that batch's first offset; a non-transactional batch of a producer with an open transaction is
    INVALID_TXN_STATE; a COMMIT/ABORT marker (`check_marker`: an older producer epoch is INVALID_PRODUCER_EPOCH, an
    older coordinator epoch TRANSACTION_COORDINATOR_FENCED) ends it and sets the producer's epoch and coordinator
    epoch. The last stable offset is the high watermark, or the first offset of the earliest transaction that is
    open or whose marker the high watermark has not passed (`last_stable_offset`). Producers with an open
    transaction never expire. KIP-890's verification guards (`start_verification`) live here too.

    Appends as follower (replication) update the state without these checks, so a follower that becomes leader
    already knows every producer: the state is kept across leader changes. After a restart the state is rebuilt
    by scanning the batch headers of the log, markers included (`kraftpy.broker.transactions.load_producer_state`;
    no producer snapshot files: the scan is the snapshot); after a truncation below a batch or marker it is rebuilt
    the same way. Producers whose last write is older than ``producer.id.expiration.ms`` are forgotten.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.allocate_producer_ids import (
    AllocateProducerIdsRequest,
    AllocateProducerIdsResponse,
)
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest, InitProducerIdResponse
from kraftpy.protocol.records.batch import NO_PRODUCER_EPOCH, NO_SEQUENCE, BatchHeader
from kraftpy.runtime import CONTROLLER_LISTENER, Deferred, Reactor, RequestInfo, Timer, TransportError

__all__ = [
    "NUM_BATCHES_TO_RETAIN",
    "BatchMetadata",
    "CompletedTxn",
    "MarkerReader",
    "ProducerIdManager",
    "ProducerStateEntry",
    "ProducerStateError",
    "ProducerStateManager",
    "VerificationGuard",
    "controller_producer_id_allocator",
]

log = logging.getLogger(__name__)
E = ErrorCode


_error_name = E.name_of

NUM_BATCHES_TO_RETAIN = 5
INT32_MAX = 2**31 - 1


class ProducerStateError(ProtocolError):
    """A producer batch that must be refused; `error_code` is OUT_OF_ORDER_SEQUENCE_NUMBER or
    INVALID_PRODUCER_EPOCH."""


@dataclass(frozen=True, slots=True)
class BatchMetadata:
    first_seq: int
    last_seq: int
    first_offset: int
    last_offset: int
    timestamp: int


class CompletedTxn(NamedTuple):
    """A transaction a COMMIT/ABORT marker ended: its producer, first offset, the marker's offset, whether it was
    aborted, and the last stable offset right after it (the first offset of the next open transaction of another
    producer, else the marker's offset + 1: what the aborted-transaction index stores)."""

    producer_id: int
    first_offset: int
    last_offset: int
    is_aborted: bool
    last_stable_offset: int


class VerificationGuard:
    """The token of one KIP-890 verification of a producer on a partition: created when the leader asks the
    transaction coordinator, dropped when a marker of the producer is written or its transaction starts here. A
    verified write is appended only while its guard is still the partition's (a marker written meanwhile means the
    transaction the coordinator confirmed is over)."""

    __slots__ = ("add", "producer_epoch", "producer_id")

    def __init__(self, producer_id: int, producer_epoch: int) -> None:
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.add = False  # transactions v2: the leader has the coordinator add the partition (no VerifyOnly)


#: ``(control type, coordinator epoch)`` of a COMMIT/ABORT marker batch, None for other control batches
MarkerReader = Callable[[BatchHeader], "tuple[int, int] | None"]


@dataclass(slots=True)
class ProducerStateEntry:
    producer_id: int
    producer_epoch: int = NO_PRODUCER_EPOCH
    batches: deque[BatchMetadata] = field(default_factory=lambda: deque(maxlen=NUM_BATCHES_TO_RETAIN))
    last_timestamp: int = -1
    coordinator_epoch: int = -1  # of the last marker written for the producer
    current_txn_first_offset: int = -1  # first offset of its open transaction on this partition, -1: none

    @property
    def last_seq(self) -> int:
        return self.batches[-1].last_seq if self.batches else NO_SEQUENCE

    @property
    def last_offset(self) -> int:
        return self.batches[-1].last_offset if self.batches else -1

    def find_duplicate(self, epoch: int, first_seq: int, last_seq: int) -> BatchMetadata | None:
        if epoch != self.producer_epoch:
            return None
        for b in self.batches:
            if b.first_seq == first_seq and b.last_seq == last_seq:
                return b
        return None

    def add_batch(self, epoch: int, metadata: BatchMetadata) -> None:
        if epoch != self.producer_epoch:
            self.batches.clear()
            self.producer_epoch = epoch
        self.batches.append(metadata)
        self.last_timestamp = metadata.timestamp


def in_sequence(last_seq: int, next_seq: int) -> bool:
    return next_seq == last_seq + 1 or (next_seq == 0 and last_seq == INT32_MAX)


class ProducerStateManager:
    """The producer state of one partition replica (module docstring)."""

    __slots__ = ("aborted_seen", "entries", "last_marker_offset", "log_prefix", "ongoing", "unreplicated", "verifying")

    def __init__(self, log_prefix: str = "") -> None:
        self.entries: dict[int, ProducerStateEntry] = {}
        self.log_prefix = log_prefix
        # producer id -> first offset of its open transaction; insertion order is offset order (transactions start
        # at increasing offsets), so the first value is the first unstable offset among them
        self.ongoing: dict[int, int] = {}
        # transactions ended by a marker the high watermark has not passed yet: they still hold the LSO
        self.unreplicated: list[CompletedTxn] = []
        self.verifying: dict[int, VerificationGuard] = {}  # producer id -> its pending KIP-890 verification
        self.last_marker_offset = -1  # of the last COMMIT/ABORT marker (a truncation below it rebuilds the state)
        # whether an ABORT marker ended a transaction with data here since the state was built: without one, the
        # log has no aborted transactions and read_committed fetches skip the index
        self.aborted_seen = False

    def __len__(self) -> int:
        return len(self.entries)

    def entry(self, producer_id: int) -> ProducerStateEntry | None:
        return self.entries.get(producer_id)

    # -- leader side: validation of client batches ----------------------------------------------------------------

    def check(self, h: BatchHeader, *, internal: bool = False) -> BatchMetadata | None:
        """Validate a producer batch (`h.base_offset` is not yet assigned). Returns the original batch when `h` is
        a duplicate, None when it may be appended; raises ProducerStateError otherwise. `internal`: a coordinator's
        own append (Kafka's origin COORDINATOR): epochs and transaction state are checked, sequences are not."""
        entry = self.entries.get(h.producer_id)
        if entry is None or entry.producer_epoch == NO_PRODUCER_EPOCH:
            return None  # unknown producer: any sequence is accepted
        epoch = h.producer_epoch
        first_seq = h.base_sequence
        if not internal:
            duplicate = entry.find_duplicate(epoch, first_seq, h.last_sequence)
            if duplicate is not None:
                return duplicate
        if epoch < entry.producer_epoch:
            raise ProducerStateError(
                f"Epoch of producer {h.producer_id} is {epoch}, which is smaller than the last seen epoch "
                f"{entry.producer_epoch}",
                error_code=int(E.INVALID_PRODUCER_EPOCH),
            )
        if internal:
            pass
        elif epoch > entry.producer_epoch:
            if first_seq != 0:
                raise ProducerStateError(
                    f"Invalid sequence number for new epoch of producer {h.producer_id}: {epoch} (request epoch), "
                    f"{first_seq} (seq. number), {entry.producer_epoch} (current producer epoch)",
                    error_code=int(E.OUT_OF_ORDER_SEQUENCE_NUMBER),
                )
        elif not in_sequence(entry.last_seq, first_seq):
            raise ProducerStateError(
                f"Out of order sequence number for producer {h.producer_id}: {first_seq} (incoming seq. number), "
                f"{entry.last_seq} (current end sequence number)",
                error_code=int(E.OUT_OF_ORDER_SEQUENCE_NUMBER),
            )
        if entry.current_txn_first_offset >= 0 and not h.is_transactional:
            raise ProducerStateError(
                f"Expected transactional write from producer {h.producer_id}: it has a transaction open since offset "
                f"{entry.current_txn_first_offset}",
                error_code=int(E.INVALID_TXN_STATE),
            )
        return None

    def in_transaction(self, producer_id: int, producer_epoch: int | None = None) -> bool:
        """Whether the producer has an open transaction here (of `producer_epoch`, when given: under transactions
        v2 every transaction has its own epoch)."""
        entry = self.entries.get(producer_id)
        if entry is None or entry.current_txn_first_offset < 0:
            return False
        return producer_epoch is None or entry.producer_epoch == producer_epoch

    def check_marker(self, producer_id: int, producer_epoch: int, coordinator_epoch: int) -> None:
        """Validate a COMMIT/ABORT marker before the leader writes it: an epoch below the producer's is
        INVALID_PRODUCER_EPOCH, a coordinator epoch below the last marker's TRANSACTION_COORDINATOR_FENCED."""
        entry = self.entries.get(producer_id)
        if entry is None:
            return
        if producer_epoch < entry.producer_epoch:
            raise ProducerStateError(
                f"Epoch of producer {producer_id} in the transaction marker is {producer_epoch}, which is smaller "
                f"than the last seen epoch {entry.producer_epoch}",
                error_code=int(E.INVALID_PRODUCER_EPOCH),
            )
        if coordinator_epoch < entry.coordinator_epoch:
            raise ProducerStateError(
                f"Transaction marker of producer {producer_id} from coordinator epoch {coordinator_epoch} is older "
                f"than the last one ({entry.coordinator_epoch})",
                error_code=int(E.TRANSACTION_COORDINATOR_FENCED),
            )

    # -- KIP-890 verification ------------------------------------------------------------------------------------

    def start_verification(self, producer_id: int, producer_epoch: int) -> VerificationGuard:
        """The guard of a verification of the producer (its pending one when it has one of the same epoch)."""
        guard = self.verifying.get(producer_id)
        if guard is None or guard.producer_epoch != producer_epoch:
            guard = self.verifying[producer_id] = VerificationGuard(producer_id, producer_epoch)
        return guard

    def is_verified(self, producer_id: int, guard: VerificationGuard) -> bool:
        """Whether `guard` is still the producer's pending verification (no marker was written since)."""
        return self.verifying.get(producer_id) is guard

    # -- both sides: what was appended --------------------------------------------------------------------------

    def on_append(self, h: BatchHeader, base_offset: int | None = None) -> None:
        """Record an appended batch (`base_offset` overrides the header's, for leader appends whose header was
        read before offsets were assigned). Batches without a producer id and control batches are ignored (markers
        go through `on_marker`)."""
        if h.producer_id < 0 or h.is_control:
            return
        first = h.base_offset if base_offset is None else base_offset
        metadata = BatchMetadata(h.base_sequence, h.last_sequence, first, first + h.last_offset_delta, h.max_timestamp)
        pid = h.producer_id
        entry = self.entries.get(pid)
        if entry is None:
            entry = self.entries[pid] = ProducerStateEntry(pid)
        elif h.producer_epoch < entry.producer_epoch:
            log.warning(
                "%sEpoch of producer %d at offset %d is %d, which is smaller than the last seen epoch %d",
                self.log_prefix,
                pid,
                first,
                h.producer_epoch,
                entry.producer_epoch,
            )
        entry.add_batch(h.producer_epoch, metadata)
        if h.is_transactional:
            if entry.current_txn_first_offset < 0:
                entry.current_txn_first_offset = first
                self.ongoing[pid] = first
            if self.verifying:
                self.verifying.pop(pid, None)

    def on_marker(
        self, producer_id: int, producer_epoch: int, coordinator_epoch: int, commit: bool, offset: int, timestamp: int
    ) -> CompletedTxn | None:
        """A COMMIT/ABORT marker at `offset` was appended: the producer's open transaction (if any) ends; returns
        it. The marker's epoch becomes the producer's (an abort after an epoch bump, or transactions v2)."""
        entry = self.entries.get(producer_id)
        if entry is None:
            entry = self.entries[producer_id] = ProducerStateEntry(producer_id)
        completed = None
        self.last_marker_offset = offset
        if entry.current_txn_first_offset >= 0:
            self.aborted_seen = self.aborted_seen or not commit
            self.ongoing.pop(producer_id, None)
            lso = next(iter(self.ongoing.values()), offset + 1)
            completed = CompletedTxn(producer_id, entry.current_txn_first_offset, offset, not commit, lso)
            self.unreplicated.append(completed)
            entry.current_txn_first_offset = -1
        if producer_epoch != entry.producer_epoch:
            entry.batches.clear()
            entry.producer_epoch = producer_epoch
        entry.coordinator_epoch = coordinator_epoch
        entry.last_timestamp = timestamp
        if self.verifying:
            self.verifying.pop(producer_id, None)
        return completed

    def on_batches(self, headers: Iterable[BatchHeader], read_marker: MarkerReader | None = None) -> list[CompletedTxn]:
        """Batches appended without checks (a follower's, a log being loaded); `read_marker` reads the marker of a
        transactional control batch (without it, markers are skipped). Returns the transactions they ended."""
        completed: list[CompletedTxn] = []
        for h in headers:
            if h.producer_id < 0:
                continue
            if not h.is_control:
                self.on_append(h)
            elif h.is_transactional and read_marker is not None:
                marker = read_marker(h)
                if marker is not None:
                    done = self.on_marker(
                        h.producer_id, h.producer_epoch, marker[1], marker[0] == 1, h.base_offset, h.max_timestamp
                    )
                    if done is not None:
                        completed.append(done)
        return completed

    # -- the last stable offset -----------------------------------------------------------------------------------

    def last_stable_offset(self, high_watermark: int) -> int:
        """Kafka's LSO: the high watermark, or the first offset of the earliest transaction that is open or whose
        marker the high watermark has not passed, when lower."""
        if not self.ongoing and not self.unreplicated:
            return high_watermark
        if self.unreplicated:
            self.unreplicated = [t for t in self.unreplicated if t.last_offset >= high_watermark]
        low = high_watermark
        for first in self.ongoing.values():
            low = min(low, first)
            break
        for t in self.unreplicated:
            low = min(low, t.first_offset)
        return low

    def first_unstable_offset(self) -> int | None:
        """The first offset of the earliest open transaction, None without one."""
        return next(iter(self.ongoing.values()), None)

    # -- maintenance ----------------------------------------------------------------------------------------------

    def rebuild(self, headers: Iterable[BatchHeader], read_marker: MarkerReader | None = None) -> list[CompletedTxn]:
        """Forget everything and replay the batch headers of a log (load, truncation); returns the transactions
        its markers ended."""
        self.entries.clear()
        self.ongoing.clear()
        self.unreplicated = []
        self.verifying.clear()
        self.last_marker_offset = -1
        self.aborted_seen = False
        return self.on_batches(headers, read_marker)

    def _forget(self, gone: list[int]) -> None:
        for pid in gone:
            del self.entries[pid]
            self.ongoing.pop(pid, None)
            self.verifying.pop(pid, None)

    def evict_below(self, log_start_offset: int) -> int:
        """Forget producers whose every batch is below the new log start offset (DeleteRecords, retention), with
        their transactions. A producer known only from a marker (no batch: its epoch and coordinator epoch) stays
        until it expires."""
        gone = [pid for pid, e in self.entries.items() if e.batches and e.last_offset < log_start_offset]
        self._forget(gone)
        if self.unreplicated:
            self.unreplicated = [t for t in self.unreplicated if t.last_offset >= log_start_offset]
        return len(gone)

    def remove_expired(self, now_ms: int, expiration_ms: int) -> int:
        """Forget producers whose last batch timestamp is older than ``producer.id.expiration.ms`` (never one with
        an open transaction, as in Kafka)."""
        gone = [
            pid
            for pid, e in self.entries.items()
            if now_ms - e.last_timestamp >= expiration_ms and e.current_txn_first_offset < 0
        ]
        self._forget(gone)
        return len(gone)


# ================================================================================================ producer ids


AllocateProducerIds = Callable[[], Deferred]


def controller_producer_id_allocator(
    reactor: Reactor,
    node_id: int,
    broker_epoch: Callable[[], int],
    controller_leader: Callable[[], int],
    timeout_ms: int,
) -> AllocateProducerIds:
    """``allocate_producer_ids()`` through AllocateProducerIds (key 67) to the active controller: a Deferred of
    ``(first_id, count)`` that fails with a ProtocolError carrying the controller's (or the transport's) error."""

    def allocate() -> Deferred:
        d = Deferred()
        leader = controller_leader()
        if leader < 0:
            d.fail(ProtocolError("no active controller is known", error_code=int(E.NOT_CONTROLLER)))
            return d

        def done(resp: AllocateProducerIdsResponse | None, error: TransportError | None) -> None:
            if error is not None or resp is None:
                d.fail(
                    ProtocolError(
                        f"AllocateProducerIds to controller {leader} failed: {error}",
                        error_code=int(E.REQUEST_TIMED_OUT),
                    )
                )
            elif resp.error_code != 0:
                d.fail(
                    ProtocolError(
                        f"AllocateProducerIds refused: {_error_name(resp.error_code)}", error_code=resp.error_code
                    )
                )
            else:
                d.resolve((resp.producer_id_start, resp.producer_id_len))

        req = AllocateProducerIdsRequest(broker_id=node_id, broker_epoch=broker_epoch())
        reactor.send(leader, CONTROLLER_LISTENER, req, done, timeout_ms=timeout_ms, version=0)
        return d

    return allocate


@dataclass(slots=True)
class _Waiter:
    deferred: Deferred
    timer: Timer | None = None


class ProducerIdManager:
    """Hands out producer ids from controller-reserved blocks (module docstring)."""

    PREFETCH_RATIO = 0.9

    def __init__(
        self,
        reactor: Reactor,
        allocate: AllocateProducerIds,
        *,
        node_id: int = -1,
        timeout_ms: int = 30_000,
        retry_backoff_ms: int = 100,
    ) -> None:
        self.reactor = reactor
        self.allocate = allocate
        self.node_id = node_id
        self.timeout_ms = timeout_ms
        self.retry_backoff_ms = retry_backoff_ms
        self._next = 0
        self._end = 0  # exclusive
        self._prefetch_at = 0
        self._pending_block: tuple[int, int] | None = None  # prefetched, not yet in use
        self._in_flight = False
        self._last_failure_ms = -(10**12)
        self._waiters: deque[_Waiter] = deque()
        self._closed = False

    @property
    def prefix(self) -> str:
        return f"[ProducerIdManager id={self.node_id}]"

    def generate(self) -> Deferred:
        """A Deferred producer id: at once when the block has one, else once the next block arrives."""
        d = Deferred()
        if self._next >= self._end and self._pending_block is not None:
            self._use_block(*self._pending_block)
            self._pending_block = None
        if self._next < self._end:
            pid = self._next
            self._next += 1
            if self._next >= self._prefetch_at and self._pending_block is None:
                self._maybe_request(urgent=False)
            d.resolve(pid)
            return d
        w = _Waiter(d)
        w.timer = self.reactor.call_at(self.reactor.now_ms() + self.timeout_ms, lambda: self._expire(w))
        self._waiters.append(w)
        self._maybe_request()
        return d

    def _use_block(self, first: int, count: int) -> None:
        self._next = first
        self._end = first + count
        self._prefetch_at = first + int(count * self.PREFETCH_RATIO)
        log.info("%s Using producer id block [%d, %d)", self.prefix, first, first + count)

    def _maybe_request(self, urgent: bool = True) -> None:
        if self._in_flight or self._closed:
            return
        if not urgent and self.reactor.now_ms() - self._last_failure_ms < self.retry_backoff_ms:
            return  # a prefetch failed a moment ago: do not hammer the controller
        self._in_flight = True
        try:
            d = self.allocate()
        except Exception as e:  # an allocator that raises instead of failing its Deferred
            self._in_flight = False
            self._allocation_failed(e)
            return
        d.add_callback(self._allocated)

    def _allocated(self, d: Deferred) -> None:
        self._in_flight = False
        if self._closed:
            return
        if d.error is not None:
            self._allocation_failed(d.error)
            return
        first, count = d.result()
        if count <= 0 or first < 0:
            self._allocation_failed(ValueError(f"invalid producer id block ({first}, {count})"))
            return
        if self._next >= self._end:
            self._use_block(first, count)
        else:
            self._pending_block = (first, count)
        self._serve_waiters()

    def _allocation_failed(self, error: BaseException) -> None:
        log.warning("%s Could not get a producer id block: %s", self.prefix, error)
        self._last_failure_ms = self.reactor.now_ms()
        waiters, self._waiters = self._waiters, deque()
        for w in waiters:
            self._finish(
                w,
                ProtocolError(
                    f"no producer id block is available: {error}", error_code=int(E.COORDINATOR_LOAD_IN_PROGRESS)
                ),
            )

    def _serve_waiters(self) -> None:
        while self._waiters:
            if self._next >= self._end:
                if self._pending_block is None:
                    self._maybe_request()
                    return
                self._use_block(*self._pending_block)
                self._pending_block = None
            w = self._waiters.popleft()
            pid = self._next
            self._next += 1
            self._finish(w, pid)
        if self._next >= self._prefetch_at and self._pending_block is None:
            self._maybe_request(urgent=False)

    def _expire(self, w: _Waiter) -> None:
        if w.deferred.done:
            return
        try:
            self._waiters.remove(w)
        except ValueError:
            return
        w.deferred.fail(
            ProtocolError("timed out waiting for a producer id block", error_code=int(E.COORDINATOR_LOAD_IN_PROGRESS))
        )

    @staticmethod
    def _finish(w: _Waiter, outcome: int | BaseException) -> None:
        if w.timer is not None:
            w.timer.cancel()
        if w.deferred.done:
            return
        if isinstance(outcome, BaseException):
            w.deferred.fail(outcome)
        else:
            w.deferred.resolve(outcome)

    def close(self) -> None:
        self._closed = True
        waiters, self._waiters = self._waiters, deque()
        for w in waiters:
            self._finish(w, ProtocolError("the broker is shutting down", error_code=int(E.COORDINATOR_NOT_AVAILABLE)))

    # -- InitProducerId ------------------------------------------------------------------------------------------

    def handle_init_producer_id(self, info: RequestInfo, req: InitProducerIdRequest) -> Any:
        R = InitProducerIdResponse
        if req.transactional_id is not None:
            # Transactions need the transaction coordinator, which kraftpy does not have yet.
            return R(error_code=int(E.COORDINATOR_NOT_AVAILABLE), producer_id=-1, producer_epoch=-1)
        out = Deferred()

        def done(d: Deferred) -> None:
            if d.error is not None:
                code = getattr(d.error, "error_code", int(E.COORDINATOR_LOAD_IN_PROGRESS))
                out.resolve(R(error_code=int(code), producer_id=-1, producer_epoch=-1))
            else:
                out.resolve(R(error_code=0, producer_id=d.result(), producer_epoch=0))

        self.generate().add_callback(done)
        return out.result() if out.done else out
