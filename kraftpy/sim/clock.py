"""The simulated clock: milliseconds that only move when the simulator says so."""

from __future__ import annotations

__all__ = ["SimClock"]


class SimClock:
    __slots__ = ("now",)

    def __init__(self, start: int = 0) -> None:
        self.now = start

    def advance_to(self, t: int) -> None:
        if t < self.now:
            raise ValueError(f"the simulated clock cannot go back from {self.now} to {t}")
        self.now = t

    def __repr__(self) -> str:
        return f"SimClock(now={self.now})"
