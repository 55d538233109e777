"""The transaction manager: the transaction coordinator's decisions as operations on a `TxnShard` (Kafka's
``TransactionCoordinator`` rules). Each returns its answer and writes the id's new state through the `OpContext`
(replayed at once, appended by the runtime, answered once committed); it never writes itself.

States and transitions (one `__transaction_state` record each, the id's whole state):

    (new id) --InitProducerId--> Empty --AddPartitionsToTxn / AddOffsetsToTxn--> Ongoing --EndTxn--> PrepareCommit
                                   ^                                               |   \\          or PrepareAbort
                                   |                         InitProducerId (fence)|    timeout (fence)     |
                                   |                                               v                        |
         InitProducerId (bump) ----+---- CompleteCommit / CompleteAbort <-- markers written <--------------+
                                   |
                 transactional.id.expiration.ms without a transaction: a tombstone (Dead: the id is gone)

* **InitProducerId** (with a transactional id): a new id gets a producer id from the controller's blocks (the
  operation asks for one: `NEED_PRODUCER_ID`) and epoch 0; an existing one gets its epoch bumped, which fences every
  older producer of the id. With the producer's current id and epoch (v3+, KIP-360) a producer recovers: its own
  epoch is bumped, a retry of a bump that succeeded gets the same answer (the last epoch), anyone else is
  PRODUCER_FENCED. An exhausted epoch (32766+) rotates to a new producer id. While a transaction is prepared:
  CONCURRENT_TRANSACTIONS (the client retries); while one is Ongoing, it is aborted first with a bumped epoch (the
  old producer is fenced by the abort markers) and the answer is CONCURRENT_TRANSACTIONS, so the retry finds it
  completed and bumps again (Kafka's PrepareEpochFence, which is never written).
* **AddPartitionsToTxn / AddOffsetsToTxn**: the producer id must be the id's (INVALID_PRODUCER_ID_MAPPING) and its
  epoch the current one (PRODUCER_FENCED); while a transaction is prepared, CONCURRENT_TRANSACTIONS; partitions
  already in the Ongoing transaction answer at once without a write. A transaction starts (its start time) at its
  first partition. AddOffsetsToTxn adds the group's `__consumer_offsets` partition. The brokers' verify-only form
  (KIP-890) writes nothing: each partition answers whether it is in the transaction (TRANSACTION_ABORTABLE if not).
* **EndTxn**: Ongoing -> PrepareCommit / PrepareAbort, answered once that record is committed; the markers go out
  after it (`ctx.post(MarkerJob)`, the coordinator's `MarkerSender`), and when every partition has its marker,
  `complete` writes CompleteCommit / CompleteAbort. A retry of a finished EndTxn with the same result answers
  success; while it is being prepared, CONCURRENT_TRANSACTIONS; the other result, INVALID_TXN_STATE.
* **Transaction version 2** (KIP-890 part 2, EndTxn v5 on a cluster whose `transaction.version` is 2): every EndTxn
  bumps the epoch (the markers are written with the new epoch, so late writes of the old one are fenced), the answer
  carries the producer id and epoch for the next transaction (a new producer id once the epoch is exhausted:
  NextProducerId in the prepare record, the id moves at completion), retries are recognised by the epoch one below
  the current one, and an abort needs no open transaction (an abort of nothing still bumps the epoch).
* **Timeouts** (every `transaction.abort.timed.out.transaction.cleanup.interval.ms`): an Ongoing transaction older
  than its `transaction.timeout.ms` is aborted with a bumped epoch (the producer is fenced). **Expiry** (every
  `transaction.remove.expired.transaction.cleanup.interval.ms`): an id without an open transaction that has not
  changed for `transactional.id.expiration.ms` is deleted (a tombstone).
* **Failover**: a shard that finished loading posts the markers of every prepared transaction again (`on_loaded`);
  so does a shard that caught up after a write failed after its append (`on_caught_up`: that write's posts were
  dropped).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from kraftpy.coordinator.runtime import OpContext
from kraftpy.coordinator.txn_markers import MarkerJob, TopicPartition
from kraftpy.coordinator.txn_records import MAX_EPOCH, TxnMetadata, TxnRecord, TxnState, epoch_exhausted
from kraftpy.coordinator.txn_state import TxnEnv, TxnShard
from kraftpy.metadata.coordinator_keys import CONSUMER_OFFSETS
from kraftpy.protocol.error_codes import ErrorCode

__all__ = [
    "ABORT_TIMER",
    "EXPIRY_TIMER",
    "NEED_PRODUCER_ID",
    "TransactionManager",
    "TxnResult",
]

log = logging.getLogger(__name__)
E = ErrorCode
S = TxnState
ABORT_TIMER = ("abort-timed-out-transactions",)
EXPIRY_TIMER = ("remove-expired-transactional-ids",)
MAX_RECORDS_PER_RUN = 500  # timed-out aborts / expired ids written by one timer run (one batch)

OK = 0
FENCED = int(E.PRODUCER_FENCED)
CONCURRENT = int(E.CONCURRENT_TRANSACTIONS)
MAPPING = int(E.INVALID_PRODUCER_ID_MAPPING)
INVALID_STATE = int(E.INVALID_TXN_STATE)


class _NeedProducerId:
    __slots__ = ()

    def __repr__(self) -> str:
        return "NEED_PRODUCER_ID"


#: what an operation answers when it needs a new producer id: the coordinator allocates one and runs it again
NEED_PRODUCER_ID: Any = _NeedProducerId()


@dataclass(frozen=True, slots=True)
class TxnResult:
    """An answer of InitProducerId or EndTxn: the error, and the producer id and epoch the producer goes on with."""

    error: int
    producer_id: int = -1
    producer_epoch: int = -1


class TransactionManager:
    def __init__(self, env: TxnEnv) -> None:
        self.env = env

    # ============================================================================================ helpers

    def _write(self, ctx: OpContext, meta: TxnMetadata) -> None:
        version = 1 if self.env.transaction_version() >= 1 else 0
        ctx.write(TxnRecord(meta.transactional_id, meta, version))

    def _prepare(
        self,
        shard: TxnShard,
        ctx: OpContext,
        meta: TxnMetadata,
        commit: bool,
        tv: int,
        *,
        fence: bool = False,
        next_producer_id: int = -1,
    ) -> TxnMetadata:
        """Write PrepareCommit / PrepareAbort and post its markers. The epoch goes up by one with transactions v2
        and for a fence (never twice); the markers carry the new epoch."""
        if tv >= 2 or fence:
            epoch, last = meta.producer_epoch + 1, (-1 if fence else meta.producer_epoch)
        else:
            epoch, last = meta.producer_epoch, meta.last_producer_epoch
        if epoch > MAX_EPOCH:  # cannot happen: an open transaction's epoch is never exhausted (see init_producer_id)
            raise ValueError(f"the epoch of {meta.transactional_id} would overflow")
        new = replace(
            meta,
            state=S.PREPARE_COMMIT if commit else S.PREPARE_ABORT,
            producer_epoch=epoch,
            last_producer_epoch=last,
            next_producer_id=next_producer_id,
            start_ms=meta.start_ms if meta.state is S.ONGOING else ctx.wall_ms,
            update_ms=ctx.wall_ms,
            client_version=tv,
        )
        self._write(ctx, new)
        ctx.post(
            MarkerJob(
                shard.partition,
                ctx.shard_epoch,
                new.transactional_id,
                new.producer_id,
                new.producer_epoch,
                commit,
                new.partitions,
                tv,
            )
        )
        return new

    @staticmethod
    def _after_completion(meta: TxnMetadata) -> tuple[int, int]:
        """The producer id and epoch a prepared transaction leaves the producer with once complete."""
        if meta.client_version >= 2 and meta.next_producer_id >= 0:
            return meta.next_producer_id, 0
        return meta.producer_id, meta.producer_epoch

    # ====================================================================================== InitProducerId

    def init_producer_id(
        self,
        shard: TxnShard,
        ctx: OpContext,
        transactional_id: str,
        timeout_ms: int,
        expected: tuple[int, int] | None,
        new_producer_id: int | None,
    ) -> TxnResult:
        """InitProducerId with a transactional id (the module docstring). `expected`: the producer's (id, epoch)
        from v3; `new_producer_id`: an id allocated for this request, if the operation asked for one."""
        meta = shard.txns.get(transactional_id)
        if meta is None:
            if new_producer_id is None:
                return NEED_PRODUCER_ID  # type: ignore[no-any-return]
            meta = TxnMetadata(transactional_id, new_producer_id, -1, timeout_ms=timeout_ms, update_ms=ctx.wall_ms)
            new_producer_id = None
        if expected is not None and not _valid_producer(meta, expected):
            return TxnResult(FENCED)
        state = meta.state
        if state.prepared:
            return TxnResult(CONCURRENT)
        if state is S.ONGOING:
            self._prepare(shard, ctx, meta, False, self.env.transaction_version(), fence=True)
            ctx.count("transactions_fenced")
            log.info(
                "%s Aborting the ongoing transaction of %s (producer %d) to initialize a new producer",
                self.env.prefix,
                transactional_id,
                meta.producer_id,
            )
            return TxnResult(CONCURRENT)
        if not state.completed:
            log.error("%s %s is in state %s: this must never be", self.env.prefix, transactional_id, state.display)
            return TxnResult(int(E.UNKNOWN_SERVER_ERROR))
        now = ctx.wall_ms
        if epoch_exhausted(meta.producer_epoch) and (expected is None or expected[1] == meta.producer_epoch):
            if new_producer_id is None:
                return NEED_PRODUCER_ID  # type: ignore[no-any-return]
            new = replace(
                meta,
                producer_id=new_producer_id,
                prev_producer_id=meta.producer_id,
                next_producer_id=-1,
                producer_epoch=0,
                last_producer_epoch=meta.producer_epoch if expected is not None else -1,
            )
        else:
            bumped = meta.producer_epoch + 1
            if expected is None:
                epoch, last = bumped, -1
            elif meta.producer_epoch == -1 or expected[1] == meta.producer_epoch:
                epoch, last = bumped, meta.producer_epoch
            elif expected[1] == meta.last_producer_epoch:
                epoch, last = meta.producer_epoch, meta.last_producer_epoch  # a retry of a bump that succeeded
            else:
                return TxnResult(FENCED)
            new = replace(meta, producer_epoch=epoch, last_producer_epoch=last, next_producer_id=-1)
        new = replace(new, timeout_ms=timeout_ms, state=S.EMPTY, partitions=frozenset(), start_ms=-1, update_ms=now)
        self._write(ctx, new)
        log.info(
            "%s Initialized transactional id %s with producer id %d and producer epoch %d on partition %d",
            self.env.prefix,
            transactional_id,
            new.producer_id,
            new.producer_epoch,
            shard.partition,
        )
        return TxnResult(OK, new.producer_id, new.producer_epoch)

    # ============================================================================ AddPartitionsToTxn, offsets

    def add_partitions(
        self,
        shard: TxnShard,
        ctx: OpContext,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        partitions: Iterable[TopicPartition],
        tv: int = 0,
    ) -> int:
        """Add partitions to the transaction (starting it): the error code, 0 once written."""
        meta = shard.txns.get(transactional_id)
        if meta is None or meta.producer_id != producer_id:
            return MAPPING
        if meta.producer_epoch != producer_epoch:
            return FENCED
        if meta.state.prepared:
            return CONCURRENT
        added = frozenset(partitions)
        if meta.state is S.ONGOING and added <= meta.partitions:
            return OK
        if meta.state is not S.ONGOING and not meta.state.completed:
            return INVALID_STATE
        now = ctx.wall_ms
        new = replace(
            meta,
            state=S.ONGOING,
            partitions=meta.partitions | added,
            start_ms=meta.start_ms if meta.state is S.ONGOING else now,
            update_ms=now,
            client_version=tv,
        )
        self._write(ctx, new)
        if meta.state is not S.ONGOING:
            ctx.count("transactions_started")
        return OK

    def add_offsets(
        self,
        shard: TxnShard,
        ctx: OpContext,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        group_id: str,
    ) -> int:
        """AddOffsetsToTxn: the group's `__consumer_offsets` partition joins the transaction."""
        partition = (CONSUMER_OFFSETS, self.env.offsets_partition(group_id))
        return self.add_partitions(shard, ctx, transactional_id, producer_id, producer_epoch, [partition])

    def verify_partitions(
        self,
        shard: TxnShard,
        ctx: OpContext,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        partitions: Iterable[TopicPartition],
    ) -> dict[TopicPartition, int]:
        """AddPartitionsToTxn's verify-only form (KIP-890, from partition leaders): per partition, 0 if it is in the
        transaction, TRANSACTION_ABORTABLE if not; the whole transaction's error for every partition otherwise.
        Writes nothing (answered after the writes before it)."""
        parts = list(partitions)
        meta = shard.txns.get(transactional_id)
        code = 0
        if meta is None or meta.producer_id != producer_id:
            code = MAPPING
        elif meta.producer_epoch != producer_epoch:
            code = FENCED
        elif meta.state.prepared:
            code = CONCURRENT
        if code or meta is None:
            return {tp: code or MAPPING for tp in parts}
        abortable = int(E.TRANSACTION_ABORTABLE)
        return {tp: OK if tp in meta.partitions else abortable for tp in parts}

    # =========================================================================================== EndTxn

    def end_txn(
        self,
        shard: TxnShard,
        ctx: OpContext,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        commit: bool,
        tv: int,
        new_producer_id: int | None,
    ) -> TxnResult:
        """EndTxn (the module docstring); `tv`: 2 for transactions v2 (EndTxn v5 on a cluster at
        transaction.version 2)."""
        meta = shard.txns.get(transactional_id)
        if meta is None:
            return TxnResult(MAPPING)
        v2 = tv >= 2
        retry_overflow = (
            v2 and meta.prev_producer_id == producer_id and producer_epoch == MAX_EPOCH - 1 and meta.producer_epoch == 0
        )
        retry_bump = v2 and meta.producer_id == producer_id and meta.producer_epoch == producer_epoch + 1
        if meta.producer_id != producer_id and not retry_overflow:
            return TxnResult(MAPPING)
        state = meta.state
        if not v2 or state in (S.ONGOING, S.EMPTY):
            valid = producer_epoch == meta.producer_epoch
        elif state.prepared:
            valid = retry_bump
        else:
            valid = retry_bump or retry_overflow or producer_epoch == meta.producer_epoch
        if not valid:
            return TxnResult(FENCED)
        is_retry = (retry_bump or retry_overflow) if v2 else True
        current = TxnResult(OK, meta.producer_id, meta.producer_epoch)
        if state is S.ONGOING:
            return self._end(shard, ctx, meta, commit, tv, new_producer_id)
        if state is S.COMPLETE_COMMIT:
            if commit:
                return current if is_retry else TxnResult(INVALID_STATE)
            return self._end(shard, ctx, meta, False, tv, new_producer_id) if not is_retry else _invalid(meta, commit)
        if state is S.COMPLETE_ABORT:
            if commit:
                return _invalid(meta, commit)
            return current if is_retry else self._end(shard, ctx, meta, False, tv, new_producer_id)
        if state is S.PREPARE_COMMIT:
            return TxnResult(CONCURRENT) if commit else _invalid(meta, commit)
        if state is S.PREPARE_ABORT:
            return TxnResult(CONCURRENT) if not commit else _invalid(meta, commit)
        if state is S.EMPTY and v2 and not commit:
            return self._end(shard, ctx, meta, False, tv, new_producer_id)
        return _invalid(meta, commit)

    def _end(
        self,
        shard: TxnShard,
        ctx: OpContext,
        meta: TxnMetadata,
        commit: bool,
        tv: int,
        new_producer_id: int | None,
    ) -> TxnResult:
        """Prepare the end of the transaction (with v2 an abort may have no transaction open: its epoch still
        bumps)."""
        if tv < 2 and meta.state is not S.ONGOING:
            return _invalid(meta, commit)
        next_id = -1
        if tv >= 2 and epoch_exhausted(meta.producer_epoch):
            if new_producer_id is None:
                return NEED_PRODUCER_ID  # type: ignore[no-any-return]
            next_id = new_producer_id
        new = self._prepare(shard, ctx, meta, commit, tv, next_producer_id=next_id)
        pid, epoch = self._after_completion(new)
        return TxnResult(OK, pid, epoch)

    def complete(self, shard: TxnShard, ctx: OpContext, job: MarkerJob) -> None:
        """Every marker of `job` is written: CompleteCommit / CompleteAbort (if the id is still in that prepared
        state: otherwise a newer decision won and this does nothing)."""
        meta = shard.txns.get(job.transactional_id)
        expected = S.PREPARE_COMMIT if job.committed else S.PREPARE_ABORT
        if (
            meta is None
            or meta.state is not expected
            or meta.producer_id != job.producer_id
            or meta.producer_epoch != job.producer_epoch
        ):
            return
        pid, epoch = self._after_completion(meta)
        now = ctx.wall_ms
        new = replace(
            meta,
            state=S.COMPLETE_COMMIT if job.committed else S.COMPLETE_ABORT,
            producer_id=pid,
            producer_epoch=epoch,
            prev_producer_id=meta.producer_id if pid != meta.producer_id else meta.prev_producer_id,
            next_producer_id=-1,
            partitions=frozenset(),
            update_ms=now,
        )
        self._write(ctx, new)
        ctx.count("transactions_committed" if job.committed else "transactions_aborted")
        if meta.start_ms >= 0:
            ctx.count("transaction_duration_ms_total", max(0, now - meta.start_ms))
            ctx.count("transaction_duration_count")

    # ================================================================================= timers, failover

    def on_loaded(self, shard: TxnShard, ctx: OpContext) -> None:
        """A shard finished loading: the timers start, and the markers of every prepared transaction go out again
        (a previous coordinator may have prepared it and failed before it completed)."""
        s = self.env.settings()
        ctx.schedule(
            ABORT_TIMER,
            ctx.now_ms + s.transaction_abort_timed_out_transaction_cleanup_interval_ms,
            self.abort_timed_out,
        )
        ctx.schedule(
            EXPIRY_TIMER, ctx.now_ms + s.transaction_remove_expired_transaction_cleanup_interval_ms, self.expire
        )
        self.on_caught_up(shard, ctx)

    def on_caught_up(self, shard: TxnShard, ctx: OpContext) -> None:
        """The markers of every prepared transaction go out (again). Also once a shard caught up after a write that
        failed after its append: a PrepareCommit/PrepareAbort whose write timed out is in the log (and commits once
        the replicas catch up), but the markers it posted were dropped with its answer; without this, the
        transaction would stay prepared, and its partitions open, until the coordinator moved."""
        for meta in shard.txns.values():
            if meta.state.prepared:
                ctx.post(
                    MarkerJob(
                        shard.partition,
                        ctx.shard_epoch,
                        meta.transactional_id,
                        meta.producer_id,
                        meta.producer_epoch,
                        meta.state is S.PREPARE_COMMIT,
                        meta.partitions,
                        meta.client_version,
                    )
                )

    def abort_timed_out(self, shard: TxnShard, ctx: OpContext) -> None:
        """Abort (with a bumped epoch: fencing the producer) every Ongoing transaction past its timeout."""
        s = self.env.settings()
        ctx.schedule(
            ABORT_TIMER,
            ctx.now_ms + s.transaction_abort_timed_out_transaction_cleanup_interval_ms,
            self.abort_timed_out,
        )
        now = ctx.wall_ms
        expired = [m for m in shard.txns.values() if m.state is S.ONGOING and m.start_ms + m.timeout_ms < now][
            :MAX_RECORDS_PER_RUN
        ]
        for meta in expired:
            log.info(
                "%s Aborting transaction %s (producer %d, epoch %d): it timed out after %d ms",
                self.env.prefix,
                meta.transactional_id,
                meta.producer_id,
                meta.producer_epoch,
                now - meta.start_ms,
            )
            self._prepare(shard, ctx, meta, False, meta.client_version, fence=True)
        if expired:
            ctx.count("transactions_timed_out", len(expired))

    def expire(self, shard: TxnShard, ctx: OpContext) -> None:
        """Delete (tombstones) the ids without an open transaction unchanged for transactional.id.expiration.ms."""
        s = self.env.settings()
        ctx.schedule(
            EXPIRY_TIMER, ctx.now_ms + s.transaction_remove_expired_transaction_cleanup_interval_ms, self.expire
        )
        now = ctx.wall_ms
        gone = [
            m
            for m in shard.txns.values()
            if m.state.completed and m.update_ms + s.transactional_id_expiration_ms <= now
        ][:MAX_RECORDS_PER_RUN]
        for meta in gone:
            ctx.write(TxnRecord(meta.transactional_id, None))
        if gone:
            ctx.count("transactional_ids_expired", len(gone))
            log.info(
                "%s Removed %d expired transactional ids from partition %d", self.env.prefix, len(gone), shard.partition
            )


def _valid_producer(meta: TxnMetadata, expected: tuple[int, int]) -> bool:
    """A producer's (id, epoch) that may re-initialize (KIP-360): the id is new (no epoch yet), the producer's id is
    the current one (its epoch is checked by the bump), or it is the previous one with an exhausted epoch (a retry
    of the InitProducerId that rotated the id)."""
    pid, epoch = expected
    return (
        meta.producer_epoch == -1
        or pid == meta.producer_id
        or (pid == meta.prev_producer_id and epoch_exhausted(epoch))
    )


def _invalid(meta: TxnMetadata, commit: bool) -> TxnResult:
    log.debug(
        "EndTxn %s of %s is not valid in state %s",
        "COMMIT" if commit else "ABORT",
        meta.transactional_id,
        meta.state.display,
    )
    return TxnResult(INVALID_STATE)
