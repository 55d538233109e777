"""Many seeds in a row, summarized: the soak behind `python -m kraftpy.sim raft`."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from .raft_sim import RaftSimConfig, RaftSimulation, SimFailure, SimResult

__all__ = ["SoakSummary", "headline", "run_seeds", "run_soak"]

R = TypeVar("R")
F = TypeVar("F", bound=Exception)


def run_seeds(
    seeds: Iterable[int],
    run: Callable[[int], R],
    failure_type: type[F],
    results: list[R],
    failures: list[F],
    on_failure: Callable[[F], None] | None = None,
    stop_on_failure: bool = False,
) -> float:
    """`run(seed)` for every seed: results and failures (`failure_type` raised) go to their lists, each failure to
    `on_failure` as it happens; returns the wall time in seconds."""
    started = time.perf_counter()
    for seed in seeds:
        try:
            results.append(run(seed))
        except failure_type as failure:
            failures.append(failure)
            if on_failure is not None:
                on_failure(failure)
            if stop_on_failure:
                break
    return time.perf_counter() - started


def headline(kind: str, desc: str, seeds: int, failed: int, wall_s: float) -> str:
    """The first line of a soak's summary."""
    rate = seeds / wall_s if wall_s else 0
    return f"{kind} soak ({desc}): {seeds} seeds, {failed} failed, {wall_s:.1f} s wall, {rate:.1f} seeds/s"


@dataclass(slots=True)
class SoakSummary:
    config: RaftSimConfig
    results: list[SimResult] = field(default_factory=list)
    failures: list[SimFailure] = field(default_factory=list)
    wall_s: float = 0.0

    @property
    def seeds(self) -> int:
        return len(self.results) + len(self.failures)

    def format(self) -> str:
        r = self.results
        lines = [headline("raft", self.config.describe().strip(), self.seeds, len(self.failures), self.wall_s)]
        if r:
            walls = sorted(x.wall_ms for x in r)
            rec = sorted(x.recovery_ms for x in r)

            def tot(attr: str) -> int:
                return sum(getattr(x, attr) for x in r)

            lines += [
                f"  per seed: {statistics.mean(walls):.1f} ms mean, {walls[len(walls) // 2]:.1f} ms median, "
                f"{walls[-1]:.1f} ms max; {statistics.mean(x.sim_ms for x in r) / 1000:.1f} s simulated on average",
                f"  events {tot('events')}, messages delivered {tot('messages')}",
                f"  elections (epochs with a leader) {tot('elections')}, committed records {tot('committed_records')} "
                f"({tot('committed_offsets')} offsets)",
                f"  crashes {tot('crashes')} (power losses {tot('power_losses')}), truncations {tot('truncations')}, "
                f"snapshots created {tot('snapshots_created')}, loaded {tot('snapshots_loaded')}",
                f"  recovery after healing: {rec[len(rec) // 2]} ms median, {rec[int(len(rec) * 0.99)]} ms p99, "
                f"{rec[-1]} ms max",
            ]
            if self.config.reconfig:
                lines.append(
                    f"  reassignments: {tot('reassignments')} requested, {tot('reassignments_ok')} answered ok; "
                    f"{tot('voter_changes')} committed voter changes, {tot('voter_records_truncated')} voter records "
                    f"truncated, {tot('leader_handovers')} leader handovers, {tot('elections_checked')} elections "
                    "checked against the last commit's majority"
                )
        for f in self.failures:
            lines.append(f"FAILED seed {f.seed}: {f.reason}")
        return "\n".join(lines)


def run_soak(
    seeds: Iterable[int],
    config: RaftSimConfig | None = None,
    on_failure: Callable[[SimFailure], None] | None = None,
    stop_on_failure: bool = False,
) -> SoakSummary:
    summary = SoakSummary(config if config is not None else RaftSimConfig())
    summary.wall_s = run_seeds(
        seeds,
        lambda seed: RaftSimulation(seed, summary.config).run(),
        SimFailure,
        summary.results,
        summary.failures,
        on_failure,
        stop_on_failure,
    )
    return summary
