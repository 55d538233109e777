"""Committed offsets under crashes, power losses, partitions and controller quorum changes (kraftpy.sim.group_sim),
and that the checker catches what it must."""

from __future__ import annotations

import pytest

from kraftpy.coordinator import log as coordinator_log
from kraftpy.sim.cluster import SimCluster
from kraftpy.sim.group_sim import Commit, GroupInvariants, GroupSimConfig, GroupSimFailure, GroupSimulation

SEEDS = range(12)


def test_invariants_flag_lost_backward_and_made_up_offsets() -> None:
    inv = GroupInvariants(SimCluster(0), min_isr=2)
    c1, c2 = Commit("g", 1, 0, 10, 0), Commit("g", 2, 0, 12, 5)
    inv.sent(c1)
    inv.sent(c2)
    inv.acknowledged(c1, 3)
    inv.answer("g", 4, {0: (10, "g/1")})  # fine
    assert not inv.violations
    inv.acknowledged(c2, 8)
    inv.answer("g", 6, {0: (10, "g/1")})  # asked before commit 2 was acknowledged: fine
    assert not inv.violations
    inv.answer("g", 9, {})  # lost
    inv.answer("g", 9, {0: (10, "g/1")})  # behind an acknowledged commit
    inv.answer("g", 9, {0: (99, "g/77")})  # nobody committed that
    # lost; behind; and the made-up one both hides commit 2 and is no commit at all
    assert len(inv.violations) == 4, inv.violations


@pytest.mark.parametrize("seed", SEEDS)
def test_committed_offsets_survive_faults(seed: int) -> None:
    r = GroupSimulation(seed, GroupSimConfig(unclean_brokers=(1, 2))).run()
    assert r.commits_acked > 50 and r.fetches_checked > 20 and r.faults > 0


def test_the_quorum_changes_through_the_voter_handlers_while_groups_commit() -> None:
    """KIP-853's RemoveRaftVoter, AddRaftVoter and UpdateRaftVoter run under the seed (through brokers and the
    leader's controller listener) while the faults play, and every controller is a voter again at the end."""
    sim = GroupSimulation(11, GroupSimConfig(unclean_brokers=(1, 2)))
    r = sim.run()
    assert r.voters_removed > 0 and r.voters_added > 0 and r.voters_updated > 0, r
    c = sim.cluster
    voter_sets = {c.nodes[n].driver.voters.ids for n in c.controller_ids}  # type: ignore[union-attr]
    assert voter_sets == {tuple(c.controller_ids)}
    assert sim.metadata.violations == []


def test_acks_one_coordinator_loses_commits_and_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A coordinator that answered commits once its own log has them (acks=1) loses acknowledged offsets when its
    broker crashes: the simulation must see it within a few seeds."""

    def append_acks_one(self, partition, records, timestamp_ms, committed):  # type: ignore[no-untyped-def]
        first_last = self.replicas.append_internal(self.topic, partition, records, timestamp_ms=timestamp_ms)
        committed.complete(None)  # "committed" as soon as the leader's own log has it
        return first_last

    monkeypatch.setattr(coordinator_log.ReplicaManagerLog, "append", append_acks_one)
    caught = []
    for seed in (4, 7, 8, 19, 20):
        try:
            GroupSimulation(seed, GroupSimConfig(unclean_brokers=(1, 2))).run()
        except GroupSimFailure as e:
            caught.append(e)
    assert caught, "no seed caught a coordinator that acknowledges unreplicated commits"
