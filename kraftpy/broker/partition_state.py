"""The partition leader's replication state: follower progress, the maximal ISR, and KIP-966's HWM rule.

Sans-IO: the replica manager feeds it follower fetches, local appends, committed ISR changes from the metadata
image and the time; it answers with the high watermark, which acks=all writes are complete, and which ISR change
to ask the controller for (AlterPartition).

The high-watermark rule (KIP-966 "Additional High Watermark advancement requirement"):
  * the HWM advances only while the controller-committed ISR has at least
    effective min ISR = min(min.insync.replicas, replication factor) members;
  * and only up to the lowest log end offset among the leader and every member of the *maximal* ISR (the committed
    ISR plus members the leader has asked to add, which stay in it until the controller answers; members the leader
    asked to remove stay in it too until the removal is committed).
So records written with acks=0/1 while the ISR is below min ISR stay invisible to consumers until the ISR recovers.

ISR changes (Kafka's rules): a follower joins once its LEO reaches both the HWM and the start offset of the
leader's epoch, and it may lead (not fenced, not shutting down, same broker epoch); a follower leaves after it has
not caught up with the leader's LEO for `replica.lag.time.max.ms`. One AlterPartition is in flight at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

NO_EPOCH = -1
NOT_ENOUGH_REPLICAS_AFTER_APPEND = 20


def effective_min_isr(min_insync_replicas: int, replication_factor: int) -> int:
    """KIP-966: min ISR larger than the replication factor would freeze the HWM forever; it is capped."""
    return max(1, min(min_insync_replicas, replication_factor))


def next_high_watermark(
    current: int,
    leader_leo: int,
    committed_isr_size: int,
    min_isr: int,
    maximal_isr_leos: Iterable[int],
) -> int:
    """The HWM after this step: frozen below min ISR, else the lowest LEO of the maximal ISR; never backwards."""
    if committed_isr_size < min_isr:
        return current
    candidate = leader_leo
    for leo in maximal_isr_leos:
        if leo < candidate:
            candidate = leo
    return candidate if candidate > current else current


@dataclass(slots=True)
class FollowerProgress:
    log_end_offset: int = -1  # unknown until the first fetch
    last_fetch_ms: int = -1
    last_caught_up_ms: int = -1
    broker_epoch: int = -1
    last_fetch_leader_leo: int = -1  # the leader's LEO when this follower fetched last


@dataclass(slots=True)
class PendingIsrChange:
    """An AlterPartition in flight: the ISR the leader asked for."""

    proposed: tuple[int, ...]
    partition_epoch: int


@dataclass(slots=True)
class LeaderPartitionState:
    leader_id: int
    replicas: tuple[int, ...]
    isr: tuple[int, ...]  # committed by the controller
    leader_epoch: int
    partition_epoch: int
    min_insync_replicas: int
    lag_time_max_ms: int
    leader_epoch_start_offset: int  # LEO when this leader epoch began
    high_watermark: int
    log_end_offset: int
    leader_since_ms: int = 0  # followers count as caught up when the leadership starts (as in Kafka)
    followers: dict[int, FollowerProgress] = field(default_factory=dict)
    pending: PendingIsrChange | None = None

    def __post_init__(self) -> None:
        for r in self.replicas:
            if r != self.leader_id and r not in self.followers:
                self.followers[r] = FollowerProgress(last_caught_up_ms=self.leader_since_ms)

    # -- views -----------------------------------------------------------------------------------------------------

    @property
    def min_isr(self) -> int:
        return effective_min_isr(self.min_insync_replicas, len(self.replicas))

    @property
    def maximal_isr(self) -> tuple[int, ...]:
        if self.pending is None:
            return self.isr
        extra = tuple(r for r in self.pending.proposed if r not in self.isr)
        return self.isr + extra

    @property
    def under_min_isr(self) -> bool:
        return len(self.isr) < self.min_isr

    @property
    def at_min_isr(self) -> bool:
        return len(self.isr) == self.min_isr

    @property
    def under_replicated(self) -> bool:
        return len(self.isr) < len(self.replicas)

    def accepts_acks_all(self) -> bool:
        """An acks=all produce is rejected up front (NOT_ENOUGH_REPLICAS) while the committed ISR is too small."""
        return not self.under_min_isr

    def acks_all_result(self, required_offset: int) -> int | None:
        """The outcome of an acks=all write ending at `required_offset` (exclusive): 0 once the HWM covers it,
        NOT_ENOUGH_REPLICAS_AFTER_APPEND (20) if the committed ISR fell below min ISR while it waited (the HWM is
        frozen then, and the write may or may not commit later), None while it must keep waiting."""
        if self.high_watermark >= required_offset:
            return 0
        if self.under_min_isr:
            return NOT_ENOUGH_REPLICAS_AFTER_APPEND
        return None

    # -- inputs ----------------------------------------------------------------------------------------------------

    def on_append(self, log_end_offset: int) -> int:
        self.log_end_offset = log_end_offset
        return self._advance_hwm()

    def on_follower_fetch(self, replica: int, fetch_offset: int, broker_epoch: int, now_ms: int) -> int:
        """A follower fetched from `fetch_offset`: everything below it is on the follower.

        Caught up (Kafka's rule): it fetched from the leader's LEO, or from at least the LEO the leader had at the
        follower's previous fetch (then it was caught up at that time). The second rule keeps a follower that
        keeps pace under a steady write load in the ISR, though new data arrives between its fetches.
        """
        progress = self.followers.get(replica)
        if progress is None:
            return self.high_watermark  # not a replica (e.g. a reassignment removed it): ignore
        if fetch_offset >= self.log_end_offset:
            progress.last_caught_up_ms = max(progress.last_caught_up_ms, now_ms)
        elif progress.last_fetch_leader_leo >= 0 and fetch_offset >= progress.last_fetch_leader_leo:
            progress.last_caught_up_ms = max(progress.last_caught_up_ms, progress.last_fetch_ms)
        progress.log_end_offset = fetch_offset
        progress.last_fetch_ms = now_ms
        progress.last_fetch_leader_leo = self.log_end_offset
        progress.broker_epoch = broker_epoch
        return self._advance_hwm()

    def on_isr_committed(self, isr: Iterable[int], partition_epoch: int) -> int:
        """The metadata image (or the controller's AlterPartition answer) committed an ISR with `partition_epoch`.

        A state older than the one already known (a late AlterPartition answer) is ignored."""
        if partition_epoch < self.partition_epoch:
            return self.high_watermark
        self.isr = tuple(isr)
        self.partition_epoch = partition_epoch
        if self.pending is not None and partition_epoch >= self.pending.partition_epoch:
            self.pending = None
        return self._advance_hwm()

    def set_min_insync_replicas(self, value: int) -> int:
        """min.insync.replicas changed (topic or cluster config): the HWM rule uses the new value at once."""
        self.min_insync_replicas = value
        return self._advance_hwm()

    def on_replicas_changed(self, replicas: Iterable[int], now_ms: int) -> int:
        """A reassignment changed the replica set without a new leader epoch: track the new followers."""
        self.replicas = tuple(replicas)
        for r in self.replicas:
            if r != self.leader_id and r not in self.followers:
                self.followers[r] = FollowerProgress(last_caught_up_ms=now_ms)
        for r in [r for r in self.followers if r not in self.replicas]:
            del self.followers[r]
        return self._advance_hwm()

    def on_alter_partition_failed(self) -> None:
        """The controller refused or the request failed: drop the pending change (it is proposed again later)."""
        self.pending = None

    def _advance_hwm(self) -> int:
        leos = [
            self.followers[r].log_end_offset if r in self.followers else -1
            for r in self.maximal_isr
            if r != self.leader_id
        ]
        self.high_watermark = next_high_watermark(
            self.high_watermark, self.log_end_offset, len(self.isr), self.min_isr, leos
        )
        return self.high_watermark

    # -- ISR decisions ---------------------------------------------------------------------------------------------

    def isr_expansion(self, can_join: Callable[[int, int], bool]) -> tuple[int, ...] | None:
        """The ISR to propose with the caught-up followers added, or None.

        `can_join(replica, broker_epoch)` says whether the controller would accept the replica (registered,
        unfenced, not shutting down, the broker epoch it fetched with is its current one).
        """
        if self.pending is not None:
            return None
        joining = [
            r
            for r, p in self.followers.items()
            if r not in self.isr
            and p.log_end_offset >= self.high_watermark
            and p.log_end_offset >= self.leader_epoch_start_offset
            and can_join(r, p.broker_epoch)
        ]
        if not joining:
            return None
        return self.isr + tuple(r for r in self.replicas if r in joining)

    def isr_shrink(self, now_ms: int) -> tuple[int, ...] | None:
        """The ISR to propose without followers that have lagged for replica.lag.time.max.ms, or None."""
        if self.pending is not None:
            return None
        out_of_sync = []
        for r in self.isr:
            if r == self.leader_id:
                continue
            p = self.followers.get(r)
            if p is None:
                continue
            caught_up = p.log_end_offset >= self.log_end_offset
            if not caught_up and now_ms - p.last_caught_up_ms > self.lag_time_max_ms:
                out_of_sync.append(r)
        if not out_of_sync:
            return None
        return tuple(r for r in self.isr if r not in out_of_sync)

    def propose(self, isr: tuple[int, ...]) -> PendingIsrChange:
        """Record that an AlterPartition asking for `isr` was sent."""
        self.pending = PendingIsrChange(isr, self.partition_epoch + 1)
        self._advance_hwm()
        return self.pending
