"""Stateful Hypothesis test: random reassignments, cancellations, ISR changes, fencing and unclean restarts of one
partition over six brokers; the assignment and KIP-966 invariants hold after every step."""

from __future__ import annotations

import random
import uuid

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from kraftpy.controller.partition_change import ChangeOptions, ChangeResult, TargetAssignment, build_change
from kraftpy.controller.reassignment import plan_cancellation, plan_reassignment
from kraftpy.metadata.partition import NO_LEADER, PartitionRegistration

TOPIC = uuid.UUID(int=9)
BROKERS = tuple(range(6))


class ReassignmentMachine(RuleBasedStateMachine):
    @initialize(rf=st.integers(1, 4), min_isr=st.integers(1, 3), seed=st.integers())
    def setup(self, rf: int, min_isr: int, seed: int) -> None:
        self.configured_min_isr = min_isr
        self.rng = random.Random(seed)
        self.alive = set(BROKERS)
        replicas = tuple(range(rf))
        self.p = PartitionRegistration(replicas=replicas, isr=replicas, leader=0)

    def _options(self) -> ChangeOptions:
        return ChangeOptions(
            min_isr=min(self.configured_min_isr, len(self.p.replicas)), configured_min_isr=self.configured_min_isr
        )

    def _apply(
        self,
        *,
        isr: tuple[int, ...] | None = None,
        unclean: tuple[int, ...] = (),
        assignment: TargetAssignment | None = None,
    ) -> ChangeResult | None:
        before = self.p
        result = build_change(
            TOPIC,
            0,
            before,
            can_lead=lambda b: b in self.alive,
            options=self._options(),
            target_isr=isr,
            unclean_shutdown=unclean,
            target_assignment=assignment,
            rng=self.rng,
        )
        if result is None:
            return None
        self.p = after = result.after
        if result.reassignment_completed:
            final_min = min(self.configured_min_isr, len(after.replicas))
            assert len(after.isr) >= final_min, "completed below the final min ISR"
            adding = before.adding_replicas if assignment is None else assignment.adding
            assert set(adding) <= set(after.isr), "completed before every adding replica was in sync"
        if not set(before.replicas) <= set(after.replicas):
            assert after.leader_epoch == before.leader_epoch + 1, "replicas left without a leader epoch bump"
        return result

    @rule(data=st.data())
    def reassign(self, data: st.DataObject) -> None:
        target = tuple(data.draw(st.lists(st.sampled_from(BROKERS), min_size=1, max_size=4, unique=True)))
        self._apply(assignment=plan_reassignment(self.p, target))

    @rule()
    def cancel(self) -> None:
        if not self.p.is_reassigning:
            return
        assignment, isr = plan_cancellation(self.p)
        if len(isr) < min(self.configured_min_isr, len(assignment.replicas)):
            return  # refused (KIP-966): the controller writes nothing
        before = self.p
        self._apply(isr=isr, assignment=assignment)
        assert not self.p.is_reassigning and self.p.replicas == assignment.replicas
        assert set(self.p.replicas) == set(before.replicas) - set(before.adding_replicas)

    @rule(data=st.data())
    def alter_partition(self, data: st.DataObject) -> None:
        leader = self.p.leader
        if leader == NO_LEADER:
            return
        others = sorted((self.alive & set(self.p.replicas)) - {leader})
        chosen = data.draw(st.lists(st.sampled_from(others), unique=True)) if others else []
        self._apply(isr=(leader, *chosen))

    @rule(data=st.data())
    def fence(self, data: st.DataObject) -> None:
        b = data.draw(st.sampled_from(BROKERS))
        self.alive.discard(b)
        self._apply(isr=tuple(x for x in self.p.isr if x != b))

    @rule(data=st.data())
    def unfence(self, data: st.DataObject) -> None:
        self.alive.add(data.draw(st.sampled_from(BROKERS)))
        self._apply()

    @rule(data=st.data())
    def unclean_restart(self, data: st.DataObject) -> None:
        b = data.draw(st.sampled_from(BROKERS))
        self._apply(unclean=(b,))

    @invariant()
    def assignment_invariants(self) -> None:
        p = self.p
        replicas, isr, elr = set(p.replicas), set(p.isr), set(p.elr)
        adding, removing = set(p.adding_replicas), set(p.removing_replicas)
        assert len(replicas) == len(p.replicas), "a replica listed twice"
        assert isr <= replicas and elr <= replicas and set(p.last_known_elr) <= replicas
        assert adding <= replicas and removing <= replicas and not adding & removing
        assert replicas - removing, "no replica left after the reassignment"
        assert not isr & elr
        assert not elr or len(p.isr) < min(self.configured_min_isr, len(p.replicas))
        if p.leader != NO_LEADER:
            assert p.leader in isr and p.leader in self.alive
        if p.last_known_leader != -1:
            assert p.last_known_leader in replicas


TestReassignmentMachine = ReassignmentMachine.TestCase
TestReassignmentMachine.settings = settings(
    max_examples=150, stateful_step_count=30, deadline=None, suppress_health_check=list(HealthCheck)
)
