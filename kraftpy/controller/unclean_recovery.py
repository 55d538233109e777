"""KIP-966 Unclean Recovery: when a partition has no ISR and no ELR member that can lead, ask the replicas what
their logs hold (GetReplicaLogInfo) and elect the one with the most data.

Everything here is sans-IO and deterministic. `decide` says what a leaderless partition needs (a normal election,
a recovery, waiting, or an operator). `Recovery` is one recovery in flight: it is fed replies and the clock, and
says when and whom to elect. Nothing about a recovery is persisted: a controller failover starts it over.

Decision order (KIP-966 "Unclean recovery"):
  1. an ISR member that can lead -> a normal election;
  2. an unfenced ELR member -> a normal election;
  3. fenced ELR members only -> Aggressive: recover now; otherwise wait for them;
  4. no ELR -> Aggressive: recover; Balanced: recover once every LastKnownELR member is unfenced;
     None: nothing, the partition waits for an operator (ElectLeaders).
Election (when the manager elects):
  * Balanced: every LastKnownELR member has replied, and every queried replica replied or the timeout passed;
  * Aggressive: every queried replica replied, or the timeout passed with at least one reply, or the first reply
    after the timeout.
  The winner is the highest (LastWrittenLeaderEpoch, LogEndOffset), ties broken by replica order. A reply whose
  broker epoch is not the broker's current registration epoch (it restarted since), or whose CurrentLeaderEpoch is
  not the partition's leader epoch (a stale view), is rejected.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from kraftpy.metadata.partition import PartitionRegistration


class Strategy(enum.Enum):
    AGGRESSIVE = "Aggressive"
    BALANCED = "Balanced"
    NONE = "None"

    @classmethod
    def parse(cls, text: str) -> Strategy:
        for s in cls:
            if s.value.lower() == text.strip().lower():
                return s
        raise ValueError(f"expected one of Aggressive, Balanced, None; got {text!r}")


class Need(enum.Enum):
    ELECTION = "election"  # the normal rules can elect (ISR or unfenced ELR member)
    RECOVERY = "recovery"  # start an unclean recovery now
    WAIT = "wait"  # wait for fenced ELR / LastKnownELR members (counted as a live recovery in Balanced mode)
    MANUAL = "manual"  # strategy None: an operator must elect


@dataclass(frozen=True, slots=True)
class Decision:
    need: Need
    reason: str


def decide(p: PartitionRegistration, strategy: Strategy, can_lead: Callable[[int], bool]) -> Decision:
    """What a partition without a leader needs next."""
    if any(can_lead(b) for b in p.isr):
        return Decision(Need.ELECTION, "an ISR member can lead")
    if not p.isr and any(can_lead(b) for b in p.elr):
        return Decision(Need.ELECTION, "an ELR member is unfenced")
    if p.elr:
        if strategy is Strategy.AGGRESSIVE:
            return Decision(Need.RECOVERY, "only fenced ELR members are left (Aggressive)")
        return Decision(Need.WAIT, "waiting for a fenced ELR member to come back")
    if strategy is Strategy.AGGRESSIVE:
        return Decision(Need.RECOVERY, "no ISR or ELR member (Aggressive)")
    if strategy is Strategy.BALANCED:
        missing = [b for b in p.last_known_elr if not can_lead(b)]
        if missing:
            return Decision(Need.WAIT, f"waiting for LastKnownELR members {missing} to be unfenced (Balanced)")
        return Decision(Need.RECOVERY, "every LastKnownELR member is unfenced (Balanced)")
    return Decision(Need.MANUAL, "no ISR or ELR member and unclean.recovery.strategy=None")


@dataclass(frozen=True, slots=True)
class LogInfo:
    """One replica's GetReplicaLogInfo answer for the partition."""

    broker_id: int
    broker_epoch: int
    last_written_leader_epoch: int
    current_leader_epoch: int
    log_end_offset: int
    error_code: int = 0

    def rank(self) -> tuple[int, int]:
        return (self.last_written_leader_epoch, self.log_end_offset)


@dataclass(slots=True)
class Recovery:
    """One unclean recovery in flight for one partition."""

    strategy: Strategy
    partition: PartitionRegistration
    queried: tuple[int, ...]  # replicas asked, with their broker epochs at the time
    started_ms: int
    timeout_ms: int
    replies: dict[int, LogInfo] = field(default_factory=dict)
    rejected: dict[int, str] = field(default_factory=dict)

    @classmethod
    def start(
        cls,
        strategy: Strategy,
        partition: PartitionRegistration,
        can_lead: Callable[[int], bool],
        now_ms: int,
        timeout_ms: int,
    ) -> Recovery:
        queried = tuple(b for b in partition.replicas if can_lead(b))
        return cls(strategy, partition, queried, now_ms, timeout_ms)

    @property
    def deadline_ms(self) -> int:
        return self.started_ms + self.timeout_ms

    def on_reply(self, info: LogInfo, registered_epoch: Callable[[int], int | None]) -> None:
        """Record a reply, rejecting stale ones (restarted broker, stale leader epoch, error)."""
        b = info.broker_id
        if b not in self.queried:
            self.rejected[b] = "not queried"
            return
        if info.error_code != 0:
            self.rejected[b] = f"error {info.error_code}"
            return
        if registered_epoch(b) != info.broker_epoch:
            self.rejected[b] = f"broker epoch {info.broker_epoch} is not its registration's"
            return
        if info.current_leader_epoch != self.partition.leader_epoch:
            self.rejected[b] = (
                f"leader epoch {info.current_leader_epoch} != partition leader epoch {self.partition.leader_epoch}"
            )
            return
        self.replies[b] = info
        self.rejected.pop(b, None)

    def valid_replies(self, registered_epoch: Callable[[int], int | None]) -> list[LogInfo]:
        """Replies whose broker is still the incarnation that answered (checked again at election time)."""
        return [r for r in self.replies.values() if registered_epoch(r.broker_id) == r.broker_epoch]

    def winner(
        self, now_ms: int, registered_epoch: Callable[[int], int | None], can_lead: Callable[[int], bool]
    ) -> int | None:
        """The replica to elect now, or None to keep waiting."""
        replies = [r for r in self.valid_replies(registered_epoch) if can_lead(r.broker_id)]
        answered = {r.broker_id for r in replies}
        everyone = answered >= set(self.queried)
        timed_out = now_ms >= self.deadline_ms
        if self.strategy is Strategy.BALANCED:
            if not set(self.partition.last_known_elr) <= answered:
                return None
            if not (everyone or timed_out):
                return None
        elif not replies or not (everyone or timed_out):
            return None
        return choose_longest_log(replies, self.partition.replicas)


def choose_longest_log(replies: Iterable[LogInfo], replicas: tuple[int, ...]) -> int | None:
    """The replica with the highest (LastWrittenLeaderEpoch, LogEndOffset); ties go to the earlier replica."""
    order = {b: i for i, b in enumerate(replicas)}
    ranked = [(r.rank(), -order.get(r.broker_id, len(order)), r.broker_id) for r in replies]
    return max(ranked)[2] if ranked else None
