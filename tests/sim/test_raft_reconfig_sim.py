"""The KRaft quorum under quorum reassignments (seed 003) in the deterministic simulator: grow, shrink, replace,
cancel and overlapping requests, KIP-853's one-member add/remove, all under crashes, power losses, partitions,
leader failovers mid-change and truncated uncommitted changes. After every step: at most one leader per epoch,
committed entries never lost or changed, every committed voter set one member away from the previous one, no two
disjoint majorities, one uncommitted voter change at a time; after the heal the reassignment completes.

CI runs 300 seeds (3 initial voters of 6 controllers) plus 100 seeds growing from a single voter; the `soak`
marker runs `KRAFTPY_SOAK_SEEDS` (default 10,000) seeds, as `python -m kraftpy.sim raft --reconfig --seeds N` does.
"""

from __future__ import annotations

import os

import pytest

from kraftpy.raft import voter_changes
from kraftpy.raft.voters import Voter, VoterSet
from kraftpy.sim import RaftSimConfig, RaftSimulation, SimFailure, run_seed
from kraftpy.sim.__main__ import main
from kraftpy.sim.invariants import RaftInvariants, majorities_can_be_disjoint

RECONFIG = RaftSimConfig(voters=3, observers=1, reconfig=True, controllers=6)
FROM_ONE = RaftSimConfig(voters=1, observers=1, reconfig=True, controllers=5)


@pytest.mark.parametrize("seed", range(300))
def test_reconfiguration_invariants_hold(seed: int) -> None:
    result = run_seed(seed, RECONFIG)  # raises SimFailure (seed, schedule, trace, replay command) on a violation
    assert result.elections >= 1 and result.committed_records > 0
    assert result.reassignments > 0


@pytest.mark.parametrize("seed", range(100))
def test_growing_from_a_single_voter(seed: int) -> None:
    run_seed(10_000 + seed, FROM_ONE)


def test_the_seeds_exercise_what_they_claim() -> None:
    """Across the CI seeds the workload really changes voters, loses uncommitted changes to truncation, hands
    leadership over and checks elections against commits."""
    totals = {
        "voter_changes": 0,
        "voter_records_truncated": 0,
        "leader_handovers": 0,
        "elections_checked": 0,
        "reassignments_ok": 0,
        "crashes": 0,
    }
    for seed in range(60):
        r = run_seed(seed, RECONFIG)
        for k in totals:
            totals[k] += getattr(r, k)
    assert all(v > 0 for v in totals.values()), totals


@pytest.mark.soak
def test_reconfiguration_soak() -> None:
    count = int(os.environ.get("KRAFTPY_SOAK_SEEDS", "10000"))
    failures = []
    for seed in range(100_000, 100_000 + count):
        try:
            run_seed(seed, RECONFIG)
        except SimFailure as failure:
            failures.append(str(failure))
    assert not failures, failures[0]


# ------------------------------------------------------------------------------------- broken cores are caught


def _first_failure(config: RaftSimConfig, seeds: range) -> SimFailure:
    for seed in seeds:
        try:
            RaftSimulation(seed, config).run()
        except SimFailure as failure:
            return failure
    raise AssertionError("no seed failed")


def test_a_change_of_two_members_at_once_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    original = VoterSet.with_voter

    def with_two(self: VoterSet, voter: Voter) -> VoterSet:
        out = original(self, voter)
        spare = [i for i in range(1, 7) if i not in out]
        return original(out, Voter(spare[0])) if spare else out

    monkeypatch.setattr(VoterSet, "with_voter", with_two)
    failure = _first_failure(RECONFIG, range(40))
    assert "differs from the previous committed one" in failure.reason
    assert "--reconfig" in str(failure)


def test_several_uncommitted_changes_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(voter_changes, "voter_change_allowed", lambda hwm, latest_offset: hwm is not None)
    failure = _first_failure(RECONFIG, range(40))
    assert "uncommitted voter changes" in failure.reason


def test_changing_voters_before_an_entry_of_the_epoch_commits_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def allowed(hwm: int | None, latest_offset: int) -> bool:
        return latest_offset < (hwm if hwm is not None else 1 << 60)

    monkeypatch.setattr(voter_changes, "voter_change_allowed", allowed)
    _first_failure(RECONFIG, range(60))


def test_disjoint_majorities() -> None:
    assert majorities_can_be_disjoint(frozenset({1, 2, 3, 4, 5}), frozenset({1, 2, 3}))  # {3,4,5} and {1,2}
    assert not majorities_can_be_disjoint(frozenset({1, 2, 3}), frozenset({1, 2, 3, 4}))
    assert not majorities_can_be_disjoint(frozenset({1, 2, 3, 4}), frozenset({2, 3, 4}))
    assert majorities_can_be_disjoint(frozenset({1, 2, 3}), frozenset({4, 5, 6}))


def test_an_election_that_misses_the_last_commit_is_caught() -> None:
    from kraftpy.sim.invariants import InvariantViolation

    inv = RaftInvariants([1, 2, 3, 4, 5])
    inv._last_commit = (3, 10, frozenset({3, 4, 5}), frozenset({1, 2, 3, 4, 5}))

    class _Leader:
        def __init__(self) -> None:
            from kraftpy.raft.roles import LeaderState

            self.state = LeaderState(4, 1, 10, VoterSet([1, 2, 3]), {1, 2}, 0, 2000)

    with pytest.raises(InvariantViolation, match="disjoint majorities"):
        inv._check_election(1, _Leader())  # type: ignore[arg-type]


def test_cli_runs_the_reconfiguration_soak(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["raft", "--reconfig", "--seeds", "3", "--start", "20"]) == 0
    out = capsys.readouterr().out
    assert "3 seeds, 0 failed" in out and "reassignments:" in out and "committed voter changes" in out
