"""Stateful Hypothesis test: random fencing, unfencing, clean and unclean restarts, AlterPartition and min ISR
changes on one partition; KIP-966's invariants hold after every step."""

from __future__ import annotations

import random
import uuid

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from kraftpy.controller.partition_change import ChangeOptions, build_change, clear_elr_for_min_isr
from kraftpy.metadata.partition import NO_LEADER, PartitionRegistration

TOPIC = uuid.UUID(int=7)


class PartitionMachine(RuleBasedStateMachine):
    @initialize(rf=st.integers(2, 5), min_isr=st.integers(1, 4), unclean_enabled=st.booleans(), seed=st.integers())
    def setup(self, rf: int, min_isr: int, unclean_enabled: bool, seed: int) -> None:
        self.replicas = tuple(range(rf))
        self.min_isr = min(min_isr, rf)  # the effective min ISR
        self.unclean_enabled = unclean_enabled
        self.rng = random.Random(seed)
        self.alive = set(self.replicas)
        self.p = PartitionRegistration(replicas=self.replicas, isr=self.replicas, leader=0)
        self.floor = self.min_isr  # |ISR| + |ELR| + losses stays >= floor
        self.losses = 0
        # replicas holding every committed record; the HWM advances (commits) only while ISR >= min ISR
        self.complete = set(self.replicas)
        self.unclean_elected = False

    def _apply(self, *, isr: tuple[int, ...] | None = None, unclean: tuple[int, ...] = ()) -> None:
        before = self.p
        result = build_change(
            TOPIC,
            0,
            before,
            can_lead=lambda b: b in self.alive,
            target_isr=isr,
            unclean_shutdown=unclean,
            options=ChangeOptions(min_isr=self.min_isr, unclean_election_enabled=self.unclean_enabled),
            rng=self.rng,
        )
        if result is None:
            return
        self.p = result.after
        assert self.p.partition_epoch == before.partition_epoch + 1
        assert self.p.leader_epoch == before.leader_epoch + (1 if self.p.leader != before.leader else 0)
        self.losses += sum(1 for b in unclean if b in set(before.isr) | set(before.elr))
        if result.unclean:
            self.losses += len(self.replicas)  # an unclean election gives up the guarantee
            self.unclean_elected = True

    @rule(data=st.data())
    def fence(self, data: st.DataObject) -> None:
        if not self.alive:
            return
        b = data.draw(st.sampled_from(sorted(self.alive)))
        self.alive.discard(b)
        self._apply(isr=tuple(x for x in self.p.isr if x != b))

    @rule(data=st.data())
    def unfence(self, data: st.DataObject) -> None:
        dead = sorted(set(self.replicas) - self.alive)
        if not dead:
            return
        self.alive.add(data.draw(st.sampled_from(dead)))
        self._apply()

    @rule(data=st.data())
    def unclean_restart(self, data: st.DataObject) -> None:
        b = data.draw(st.sampled_from(self.replicas))
        self.alive.discard(b)
        self.complete.discard(b)  # it lost its unflushed tail
        self._apply(unclean=(b,))

    @rule()
    def produce_and_commit(self) -> None:
        """acks=all records arrive; the leader commits them only while the committed ISR is at min ISR."""
        p = self.p
        if p.leader != NO_LEADER and len(p.isr) >= self.min_isr and set(p.isr) <= self.complete:
            self.complete = set(p.isr)  # everyone outside the ISR is now behind the HWM

    @rule(data=st.data())
    def alter_partition(self, data: st.DataObject) -> None:
        leader = self.p.leader
        if leader == NO_LEADER:
            return
        others = sorted(self.alive - {leader})
        chosen = data.draw(st.lists(st.sampled_from(others), unique=True)) if others else []
        # a follower joins the ISR only once it has caught up with the leader
        if leader in self.complete:
            self.complete.update(chosen)
        self._apply(isr=(leader, *chosen))

    @rule(new_min=st.integers(1, 5))
    def change_min_isr(self, new_min: int) -> None:
        self.min_isr = min(new_min, len(self.replicas))
        record = clear_elr_for_min_isr(TOPIC, 0, self.p, self.min_isr)
        if record is not None:
            self.p = self.p.merge(record)
        self.floor = min(self.floor, self.min_isr)

    @invariant()
    def kip966_invariants(self) -> None:
        p = self.p
        isr, elr = set(p.isr), set(p.elr)
        assert not isr & elr, "ELR and ISR overlap"
        assert not elr or len(p.isr) < self.min_isr, "ELR non-empty while ISR >= min ISR"
        assert elr <= set(p.replicas) and isr <= set(p.replicas)
        if p.leader != NO_LEADER:
            assert p.leader in isr, "leader outside the ISR"
            assert p.leader in self.alive, "fenced leader"
        if len(p.isr) >= self.min_isr:
            self.floor, self.losses = self.min_isr, 0
        assert len(isr) + len(elr) + self.losses >= self.floor, "electable replicas fell below min ISR"
        if p.leader == NO_LEADER and not self.unclean_enabled:
            # a partition without a leader has nobody electable who is alive (otherwise the rules elect it)
            electable = (isr | elr) & self.alive
            assert not electable or (not p.isr and not p.elr), electable
        assert not p.isr or p.last_known_leader == -1 or p.leader == NO_LEADER
        # KIP-966: every ELR member holds the data up to the HWM, and so does every leader the rules elect (without
        # an unclean election), unless replicas lost data in unclean shutdowns
        if not self.unclean_elected and self.losses == 0:
            assert elr <= self.complete, ("ELR member behind the HWM", elr - self.complete)
            assert p.leader == NO_LEADER or p.leader in self.complete, "a leader without the committed data"


TestPartitionMachine = PartitionMachine.TestCase
TestPartitionMachine.settings = settings(
    max_examples=300, stateful_step_count=40, deadline=None, suppress_health_check=list(HealthCheck)
)
