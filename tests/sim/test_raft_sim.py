"""The KRaft quorum under the deterministic simulator: Raft's invariants hold on every seed."""

from __future__ import annotations

import os
import random

import pytest

from kraftpy.raft import MemoryRaftLog, OffsetAndEpoch
from kraftpy.raft.records import build_data_batch
from kraftpy.raft.roles import LeaderState
from kraftpy.sim import (
    FaultSchedule,
    InvariantViolation,
    RaftInvariants,
    RaftSimConfig,
    RaftSimulation,
    SimFailure,
    SimNetwork,
    generate_schedule,
    run_seed,
)
from kraftpy.sim.__main__ import main

CONFIGS = {
    "3v1o": RaftSimConfig(voters=3, observers=1),
    "5v2o": RaftSimConfig(voters=5, observers=2),
}
SEEDS = range(100)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", list(CONFIGS))
def test_invariants_hold(name: str, seed: int) -> None:
    result = run_seed(seed, CONFIGS[name])  # raises SimFailure (with seed and schedule) on any violation
    assert result.elections >= 1
    assert result.committed_records > 0
    assert result.recovery_ms <= CONFIGS[name].liveness_bound_ms


@pytest.mark.soak
@pytest.mark.parametrize("name", list(CONFIGS))
def test_soak(name: str) -> None:
    count = int(os.environ.get("KRAFTPY_SOAK_SEEDS", "3000"))
    failures = []
    for seed in range(1000, 1000 + count):
        try:
            run_seed(seed, CONFIGS[name])
        except SimFailure as failure:
            failures.append(str(failure))
    assert not failures, failures[0]


def test_a_seed_reproduces_exactly() -> None:
    config = RaftSimConfig(voters=3, observers=1)
    a = RaftSimulation(42, config)
    b = RaftSimulation(42, config)
    ra, rb = a.run(), b.run()
    assert str(a.schedule) == str(b.schedule)
    assert (ra.digest, ra.events, ra.messages, ra.elections, ra.committed_offsets, ra.sim_ms) == (
        rb.digest,
        rb.events,
        rb.messages,
        rb.elections,
        rb.committed_offsets,
        rb.sim_ms,
    )
    for node_id in a.nodes:
        assert list(a.nodes[node_id].log.batches()) == list(b.nodes[node_id].log.batches())
        assert a.nodes[node_id].store.text == b.nodes[node_id].store.text
    assert run_seed(43, config).digest != ra.digest


def _minority_hwm(self: LeaderState) -> bool:
    """A broken HWM rule: commit what the most advanced voter has."""
    best = max(s.end_offset for s in self.voter_states.values())
    if best > self.epoch_start_offset and (self.high_watermark is None or best > self.high_watermark):
        self.high_watermark = best
        return True
    return False


def test_a_broken_core_fails_with_its_seed_and_schedule(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LeaderState, "maybe_update_high_watermark", _minority_hwm)
    config = RaftSimConfig(voters=3, observers=1)
    seed = next(s for s in range(50) if _fails(s, config))
    with pytest.raises(SimFailure) as first:
        run_seed(seed, config)
    text = str(first.value)
    assert f"seed {seed}" in text and "fault schedule:" in text and "network: delay" in text
    assert f"replay: python -m kraftpy.sim raft --seeds 1 --start {seed} --voters 3 --observers 1" in text
    assert "InvariantViolation" in text
    with pytest.raises(SimFailure) as second:  # the same seed fails the same way
        run_seed(seed, config)
    assert str(second.value) == text


def _fails(seed: int, config: RaftSimConfig) -> bool:
    try:
        run_seed(seed, config)
    except SimFailure:
        return True
    return False


def test_liveness_failure_is_reported() -> None:
    # a schedule whose faults never end within the liveness bound: a permanent partition of every voter
    config = RaftSimConfig(voters=3, observers=0, liveness_bound_ms=5_000)
    sim = RaftSimulation(3, config, schedule=FaultSchedule(end=1_000))
    sim.network.partition([[1], [2], [3]])
    sim._heal = lambda: setattr(sim, "_healed_at", sim.clock.now)  # type: ignore[method-assign]
    with pytest.raises(SimFailure, match="liveness"):
        sim.run()


# ------------------------------------------------------------------------------------------ components


def test_network_partitions_heal_and_decisions_follow_the_seed() -> None:
    net = SimNetwork(random.Random(1))
    cut = net.partition([[1], [2, 3]])
    assert net.plan(1, 2, 0) == [] and net.plan(3, 1, 0) == [] and net.plan(2, 3, 0)
    net.unblock(cut)
    assert net.plan(1, 2, 0)
    a = [SimNetwork(random.Random(9)).plan(1, 2, t) for t in range(20)]
    b = [SimNetwork(random.Random(9)).plan(1, 2, t) for t in range(20)]
    assert a == b


def test_fault_schedules_are_seeded_and_printable() -> None:
    s1 = generate_schedule(random.Random(5), [1, 2, 3, 4], [1, 2, 3])
    s2 = generate_schedule(random.Random(5), [1, 2, 3, 4], [1, 2, 3])
    assert str(s1) == str(s2)
    assert all(f.at < s1.end for f in s1.faults)
    kinds = set()
    for seed in range(200):
        kinds |= {f.kind for f in generate_schedule(random.Random(seed), [1, 2, 3, 4], [1, 2, 3]).faults}
    assert {"crash", "partition", "isolate", "cut", "loss", "resign", "vote-crash", "crash-all"} <= kinds


class _FakeNode:
    def __init__(self, epoch: int, leader: bool, hwm: int | None) -> None:
        self.epoch, self.is_leader, self.high_watermark = epoch, leader, hwm


def _log(*epochs: int) -> MemoryRaftLog:
    log = MemoryRaftLog()
    for i, e in enumerate(epochs):
        log.append_as_leader(build_data_batch([b"%d" % i], base_offset=0, epoch=e, timestamp=0), e)
    log.flush()
    return log


def test_invariant_checker_catches_violations() -> None:
    inv = RaftInvariants([1, 2, 3])
    inv.observe(1, _FakeNode(1, True, None), _log(1))  # type: ignore[arg-type]
    with pytest.raises(InvariantViolation, match="two leaders in epoch 1"):
        inv.observe(2, _FakeNode(1, True, None), _log(1))  # type: ignore[arg-type]

    inv = RaftInvariants([1, 2, 3])
    inv.observe(1, _FakeNode(1, False, 2), _log(1, 1))  # type: ignore[arg-type]
    with pytest.raises(InvariantViolation, match="moved backward"):
        inv.observe(1, _FakeNode(1, False, 1), _log(1, 1))  # type: ignore[arg-type]
    with pytest.raises(InvariantViolation, match="committed batch at offset 1 changed"):
        inv.observe(2, _FakeNode(2, False, 2), _log(1, 2))  # type: ignore[arg-type]
    with pytest.raises(InvariantViolation, match="beyond its log end"):
        inv.observe(3, _FakeNode(1, False, 5), _log(1, 1))  # type: ignore[arg-type]
    with pytest.raises(InvariantViolation, match="became leader of epoch 3 with log end 1"):
        inv.observe(3, _FakeNode(3, True, None), _log(1))  # type: ignore[arg-type]
    with pytest.raises(InvariantViolation, match="durable on only 1"):
        inv.check_durable_majority({1: _log(1, 1), 2: MemoryRaftLog(), 3: MemoryRaftLog()})
    assert OffsetAndEpoch(2, 1) == OffsetAndEpoch(2, 1)


def test_cli_runs_the_soak_and_summarizes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["raft", "--seeds", "3", "--start", "10"]) == 0
    out = capsys.readouterr().out
    assert "3 seeds, 0 failed" in out and "elections" in out and "committed records" in out
    assert "per seed:" in out and "seeds/s" in out
