"""The simulated network: per-message delay and loss, and partitions that heal.

The network decides when (and whether) a message arrives; the world (`kraftpy.sim.world`) owns the event queue
and keeps each connection in order, as TCP does (a message never arrives twice or before an earlier one). All
randomness comes from the `random.Random` it is given, so one seed fixes every decision.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["NetworkConfig", "SimNetwork"]


@dataclass(slots=True)
class NetworkConfig:
    min_delay_ms: int = 1
    max_delay_ms: int = 15
    drop_rate: float = 0.0


class SimNetwork:
    __slots__ = ("_blocked", "config", "delivered", "dropped", "rng")

    def __init__(self, rng: random.Random, config: NetworkConfig | None = None) -> None:
        self.rng = rng
        self.config = config if config is not None else NetworkConfig()
        self._blocked: Counter[tuple[int, int]] = Counter()
        self.dropped = 0
        self.delivered = 0

    # ---------------------------------------------------------------------------------------- partitions

    def block(self, pairs: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
        """Cut directed links; returns them so the same cut can be healed later."""
        cut = list(pairs)
        for pair in cut:
            self._blocked[pair] += 1
        return cut

    def unblock(self, pairs: Iterable[tuple[int, int]]) -> None:
        for pair in pairs:
            if self._blocked[pair] > 0:
                self._blocked[pair] -= 1
                if self._blocked[pair] == 0:
                    del self._blocked[pair]

    def partition(self, groups: list[list[int]]) -> list[tuple[int, int]]:
        """Nodes in different groups cannot talk (both directions)."""
        pairs = []
        for i, a in enumerate(groups):
            for b in groups[i + 1 :]:
                for x in a:
                    for y in b:
                        pairs.append((x, y))
                        pairs.append((y, x))
        return self.block(pairs)

    def heal_all(self) -> None:
        self._blocked.clear()

    def is_blocked(self, src: int, dst: int) -> bool:
        return (src, dst) in self._blocked

    # ------------------------------------------------------------------------------------------ delivery

    def plan(self, src: int, dst: int, now: int) -> list[int]:
        """Arrival times of one message sent now (empty: lost)."""
        cfg = self.config
        rng = self.rng
        if self.is_blocked(src, dst) or (cfg.drop_rate > 0 and rng.random() < cfg.drop_rate):
            self.dropped += 1
            return []
        return [now + rng.randint(cfg.min_delay_ms, cfg.max_delay_ms)]

    def can_deliver(self, src: int, dst: int) -> bool:
        """Checked again on arrival: a partition that started while the message was in flight drops it."""
        if self.is_blocked(src, dst):
            self.dropped += 1
            return False
        self.delivered += 1
        return True
