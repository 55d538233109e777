"""Fault schedules: what goes wrong, and when, in one simulated run. Generated from the seed and printable,
so a failing run can be read and replayed."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

__all__ = ["Fault", "FaultSchedule", "generate_schedule"]


@dataclass(frozen=True, slots=True)
class Fault:
    """One fault. `kind`:

    * ``crash``: stop `node` for `duration` ms, then restart it. `power_loss` drops its unflushed log suffix;
      `mid_output` crashes it half-way through carrying out its next output (`point` 0-3: before the
      quorum-state write, after it, after the log flush, after some of the requests were sent).
    * ``partition``: split the nodes into `groups` for `duration` ms.
    * ``isolate``: cut `node` off from everyone for `duration` ms.
    * ``cut``: drop every message from `node` to `peer` (one direction) for `duration` ms.
    * ``loss``: raise the message loss rate to `rate` for `duration` ms.
    * ``resign``: the leader (if any) resigns gracefully.
    * ``crash-leader`` / ``isolate-leader``: like ``crash`` / ``isolate``, aimed at whoever leads at that time.
    * ``election-storm``: the leader crashes (for `duration` ms) and every other voter is armed as in
      ``vote-crash`` for 3 s, so the election that follows sees voters crash right after voting.
    * ``crash-all``: every node crashes (each with or without power loss) and all restart `duration` ms later.
    * ``vote-crash``: for `duration` ms, `node` crashes right after it next persists or grants a vote (its own
      candidacy, or a granted vote: once the event in which it voted ends, its answer on the way), then restarts
      `point` * 100 ms later; the sharpest test of "persist the vote before granting it".
    """

    at: int
    kind: str
    node: int = -1
    peer: int = -1
    duration: int = 0
    power_loss: bool = False
    mid_output: bool = False
    point: int = 0
    groups: tuple[tuple[int, ...], ...] = ()
    rate: float = 0.0

    def __str__(self) -> str:
        if self.kind == "crash":
            extra = " power-loss" if self.power_loss else ""
            extra += f" mid-output(point={self.point})" if self.mid_output else ""
            return f"t={self.at:>6} crash n{self.node} for {self.duration}ms{extra}"
        if self.kind == "partition":
            groups = " | ".join(" ".join(f"n{n}" for n in g) for g in self.groups)
            return f"t={self.at:>6} partition {groups} for {self.duration}ms"
        if self.kind == "isolate":
            return f"t={self.at:>6} isolate n{self.node} for {self.duration}ms"
        if self.kind == "crash-leader":
            return f"t={self.at:>6} crash the leader for {self.duration}ms{' power-loss' if self.power_loss else ''}"
        if self.kind == "isolate-leader":
            return f"t={self.at:>6} isolate the leader for {self.duration}ms"
        if self.kind == "election-storm":
            return f"t={self.at:>6} election storm: crash the leader for {self.duration}ms, voters crash after voting"
        if self.kind == "crash-all":
            lossy = self.groups[0] if self.groups else ()
            return f"t={self.at:>6} crash every node for {self.duration}ms (power loss on {lossy})"
        if self.kind == "vote-crash":
            return (
                f"t={self.at:>6} n{self.node} crashes after its next vote within {self.duration}ms, "
                f"down {self.point * 100}ms{' power-loss' if self.power_loss else ''}"
            )
        if self.kind == "cut":
            return f"t={self.at:>6} cut n{self.node}->n{self.peer} for {self.duration}ms"
        if self.kind == "loss":
            return f"t={self.at:>6} loss {self.rate:.2f} for {self.duration}ms"
        return f"t={self.at:>6} {self.kind}"


@dataclass(slots=True)
class FaultSchedule:
    faults: list[Fault] = field(default_factory=list)
    end: int = 0  # after this time: everything healed, every node up, no loss
    base_drop_rate: float = 0.0
    max_delay_ms: int = 15

    def __str__(self) -> str:
        head = f"network: delay 1-{self.max_delay_ms}ms, loss {self.base_drop_rate:.3f}; faults until t={self.end}"
        return "\n".join([head, *(f"  {f}" for f in self.faults)] if self.faults else [head, "  (no faults)"])


_KINDS = (
    "crash",
    "crash",
    "crash-leader",
    "crash-leader",
    "partition",
    "isolate",
    "isolate-leader",
    "isolate-leader",
    "cut",
    "loss",
    "resign",
    "vote-crash",
    "vote-crash",
    "crash-all",
    "election-storm",
    "election-storm",
)


def generate_schedule(
    rng: random.Random,
    node_ids: list[int],
    voter_ids: list[int] | None = None,
    *,
    min_end: int = 6_000,
    max_end: int = 14_000,
) -> FaultSchedule:
    if voter_ids is None:
        voter_ids = node_ids
    end = rng.randint(min_end, max_end)
    schedule = FaultSchedule(
        end=end,
        base_drop_rate=rng.choice((0.0, 0.0, 0.005, 0.02)),
        max_delay_ms=rng.choice((5, 15, 40)),
    )
    count = rng.randint(0, 7)
    start = 1_500  # let a first leader get elected most of the time
    for _ in range(count):
        at = rng.randint(start, end - 200)
        kind = rng.choice(_KINDS)
        span = max(100, min(rng.randint(200, 5_000), end - at))
        node = rng.choice(node_ids)
        if kind == "vote-crash":
            voter = rng.choice(voter_ids)
            schedule.faults.append(
                Fault(
                    at,
                    kind,
                    node=voter,
                    duration=span,
                    power_loss=rng.random() < 0.5,
                    point=rng.randint(0, 8),
                )
            )
        elif kind == "election-storm":
            schedule.faults.append(
                Fault(at, kind, duration=span, power_loss=rng.random() < 0.5, point=rng.randint(0, 3))
            )
        elif kind == "crash-all":
            lossy = tuple(n for n in node_ids if rng.random() < 0.5)
            schedule.faults.append(Fault(at, kind, duration=min(span, 1500), groups=(lossy,)))
        elif kind == "crash-leader":
            schedule.faults.append(Fault(at, kind, duration=span, power_loss=rng.random() < 0.5))
        elif kind == "isolate-leader":
            schedule.faults.append(Fault(at, kind, duration=span))
        elif kind == "crash":
            schedule.faults.append(
                Fault(
                    at,
                    "crash",
                    node=node,
                    duration=span,
                    power_loss=rng.random() < 0.5,
                    mid_output=rng.random() < 0.4,
                    point=rng.randint(0, 3),
                )
            )
        elif kind == "partition":
            shuffled = node_ids[:]
            rng.shuffle(shuffled)
            cut = rng.randint(1, len(shuffled) - 1)
            groups = (tuple(sorted(shuffled[:cut])), tuple(sorted(shuffled[cut:])))
            schedule.faults.append(Fault(at, "partition", duration=span, groups=groups))
        elif kind == "isolate":
            schedule.faults.append(Fault(at, "isolate", node=node, duration=span))
        elif kind == "cut":
            peer = rng.choice([n for n in node_ids if n != node])
            schedule.faults.append(Fault(at, "cut", node=node, peer=peer, duration=span))
        elif kind == "loss":
            schedule.faults.append(Fault(at, "loss", duration=span, rate=rng.choice((0.1, 0.3, 0.6))))
        else:
            schedule.faults.append(Fault(at, "resign"))
    schedule.faults.sort(key=lambda f: (f.at, f.kind, f.node))
    return schedule
