"""The broker's purgatory: where Produce (acks=all), Fetch (long poll) and DeleteRecords requests wait, and the
events that complete them (Kafka's ``DelayedOperationPurgatory``, keyed by partition).

The parts of the replica manager never call each other to wake a parked request. The part that parks a request
registers it here, on the keys of the partitions it waits for (`Partition.produce_queue`, `fetch_watch`,
`delete_watch`), with a deadline (`set_deadline`: a reactor timer that expires it); the parts that change a
partition publish what changed, and every request parked on that partition checks itself and completes itself:

* `hwm_moved(P)`, from the ISR part, when an append, a follower's fetch or an ISR change moved P's high watermark:
  the acks=all writes it covers complete (`DeferredQueue.complete_up_to`, in offset order), then fetches and
  DeleteRecords look again as for `partition_changed`;
* `partition_changed(P)`, from the roles part (P became a follower, lost its leader, stopped, was deleted) and the
  replica manager's shutdown: fetches on P look again; acks=all writes all fail with NOT_LEADER_OR_FOLLOWER when P
  no longer leads here; DeleteRecords on P look again;
* `isr_changed(P)`, from the ISR part, when the committed ISR or min ISR changed but not the HWM: acks=all writes
  all fail with NOT_ENOUGH_REPLICAS_AFTER_APPEND once the ISR is below min ISR;
* `log_changed(P)`, from the ISR part after a leader append that left the HWM, and from DeleteRecords after it moved
  the log start: fetches on P look again (followers read up to the log end, and learn a new log start at once);
* `follower_log_start_changed(P)`, from the Fetch part after a follower's fetch: DeleteRecords on P look again (the
  low watermark).

An acks=all write waits on one `DeferredQueue` per partition: its completion needs one offset (the HWM), so an HWM
move pops the writes it covers and never looks at the others. Fetches and DeleteRecords wait on `WatchList`s: their
condition is not one offset (bytes available, a divergence, a follower's HWM; the low watermark over the live
replicas), so each checks itself (`DelayedOperation.try_complete`). The operations themselves (`DelayedProduce`,
`DelayedMarkers`, `DelayedFetch`, `DelayedDeleteRecords`) live with the parts that build their answers; the acks=all
ones (a Produce, a WriteTxnMarkers) count down their partitions on `PartitionsOperation`.
"""

from __future__ import annotations

from typing import Any

from kraftpy.broker.fetch_session import FetchPartition
from kraftpy.broker.partition import Partition
from kraftpy.deferred import DeferredEntry, DeferredEvent, DelayedOperation
from kraftpy.metadata.image import PartitionKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.runtime import Reactor

__all__ = ["PartitionsOperation", "ReplicaPurgatory"]


class PartitionsOperation(DelayedOperation[None]):
    """A request waiting for each of `remaining` partitions to be decided (their acks=all writes): it completes
    when the last one is (`partition_done`), or at its deadline, where the subclass's `on_expiration` answers those
    still waiting."""

    __slots__ = ("remaining",)

    def __init__(self, remaining: int = 0) -> None:
        super().__init__()
        self.remaining = remaining  # partitions not decided yet

    def partition_done(self) -> None:
        """One of its partitions was decided."""
        if self.done:
            return
        self.remaining -= 1
        if self.remaining <= 0:
            self.force_complete()

    def try_complete(self, payload: None) -> bool:
        if self.remaining <= 0:
            self.force_complete()
        return self.done


E = ErrorCode
NOT_LEADER_OR_FOLLOWER = int(E.NOT_LEADER_OR_FOLLOWER)
NOT_ENOUGH_REPLICAS_AFTER_APPEND = int(E.NOT_ENOUGH_REPLICAS_AFTER_APPEND)


class ReplicaPurgatory:
    """The replica manager's parked requests; see the module docstring."""

    __slots__ = ("partitions", "reactor")

    def __init__(self, reactor: Reactor, partitions: dict[PartitionKey, Partition]) -> None:
        self.reactor = reactor
        self.partitions = partitions  # the hosted replicas (a write on a replica no longer hosted fails)

    # ============================================================================================= registering

    def park_write(self, part: Partition, required_offset: int, event: DeferredEvent[int]) -> DeferredEntry[int]:
        """Park one partition of an acks=all write until `part`'s HWM reaches `required_offset` (its last offset
        + 1). `event.complete` gets None then, or the Kafka error code it failed with."""
        return part.produce_queue.add(required_offset, event)

    def unpark_write(self, part: Partition, entry: DeferredEntry[int]) -> bool:
        """Take a parked write out (its request finished otherwise: it timed out). False if it was done already."""
        return part.produce_queue.cancel(entry)

    def watch_fetch(self, op: DelayedOperation[list[FetchPartition]], part: Partition, entry: FetchPartition) -> None:
        """Park a fetch on `part` for one of its entries (a fetch may name a partition more than once)."""
        watch = part.fetch_watch
        entries = watch.get(op)
        if entries is None:
            watch.watch(op, [entry])
        else:
            entries.append(entry)

    def watch_delete(self, op: DelayedOperation[None], part: Partition) -> None:
        """Park a DeleteRecords on `part`."""
        part.delete_watch.watch(op, None)

    def set_deadline(self, op: DelayedOperation[Any], deadline_ms: int) -> None:
        """Expire `op` at `deadline_ms` (monotonic) unless it completes first."""
        op.timer = self.reactor.call_at(deadline_ms, op.expire)

    # ============================================================================================== publishing

    def hwm_moved(self, part: Partition) -> None:
        """`part`'s high watermark moved: the writes it covers complete, fetches and DeleteRecords look again."""
        self.partition_changed(part)

    def partition_changed(self, part: Partition) -> None:
        """`part` changed (HWM, leadership, hosting): every request parked on it looks again, fetches first, then
        acks=all writes, then DeleteRecords."""
        if part.fetch_watch:
            part.fetch_watch.check_and_complete()
        if part.produce_queue:
            self._check_writes(part)
        if part.delete_watch:
            part.delete_watch.check_and_complete()

    def isr_changed(self, part: Partition) -> None:
        """`part`'s committed ISR or min ISR changed but not its HWM: parked acks=all writes look again."""
        if part.produce_queue:
            self._check_writes(part)

    def log_changed(self, part: Partition) -> None:
        """`part`'s log end or log start moved without its HWM: parked fetches look again."""
        if part.fetch_watch:
            part.fetch_watch.check_and_complete()

    def follower_log_start_changed(self, part: Partition) -> None:
        """A follower of `part` reported its log start offset: parked DeleteRecords look again."""
        if part.delete_watch:
            part.delete_watch.check_and_complete()

    def _check_writes(self, part: Partition) -> None:
        """Complete the parked acks=all writes that are decided: those the HWM covers (in offset order), or all of
        them when `part` no longer leads here (NOT_LEADER_OR_FOLLOWER) or its committed ISR fell below min ISR
        (NOT_ENOUGH_REPLICAS_AFTER_APPEND: the HWM is frozen then, and the write may or may not commit later)."""
        queue = part.produce_queue
        st = part.state
        if st is None or self.partitions.get(part.key) is not part:
            queue.fail_all(NOT_LEADER_OR_FOLLOWER)
            return
        queue.complete_up_to(st.high_watermark)
        if queue and st.under_min_isr:
            queue.fail_all(NOT_ENOUGH_REPLICAS_AFTER_APPEND)
