"""Table tests of the reassignment rules, DESIGNATION elections and the recovery-manager switch of
`kraftpy.controller.partition_change.build_change` (KIP-966 "Other behaviors" 4, ElectLeaders v3)."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterable

import pytest

from kraftpy.controller.partition_change import (
    UNASSIGNED_DIRECTORY,
    ChangeOptions,
    ChangeResult,
    Election,
    TargetAssignment,
    build_change,
)
from kraftpy.controller.reassignment import plan_cancellation, plan_reassignment
from kraftpy.metadata.partition import NO_LEADER, RECOVERED, RECOVERING, PartitionRegistration

TOPIC = uuid.UUID(int=42)


def part(replicas: Iterable[int], isr: Iterable[int], leader: int, **kw) -> PartitionRegistration:  # type: ignore[no-untyped-def]
    return PartitionRegistration(
        replicas=tuple(replicas),
        isr=tuple(isr),
        leader=leader,
        leader_epoch=5,
        partition_epoch=10,
        **{k: tuple(v) if isinstance(v, list) else v for k, v in kw.items()},
    )


def run(
    p: PartitionRegistration,
    *,
    alive: Iterable[int],
    min_isr: int,
    isr: Iterable[int] | None = None,
    assignment: TargetAssignment | None = None,
    election: Election = Election.ONLINE,
    desired: int = NO_LEADER,
    manager: bool = False,
    unclean: bool = False,
) -> ChangeResult | None:
    live = set(alive)
    return build_change(
        TOPIC,
        0,
        p,
        can_lead=lambda b: b in live,
        target_isr=None if isr is None else tuple(isr),
        target_assignment=assignment,
        options=ChangeOptions(
            min_isr=min(min_isr, len(p.replicas)),
            configured_min_isr=min_isr,
            election=election,
            desired_leader=desired,
            recovery_manager=manager,
            unclean_election_enabled=unclean,
        ),
        rng=random.Random(0),
    )


def after(p: PartitionRegistration, **kw) -> PartitionRegistration:  # type: ignore[no-untyped-def]
    result = run(p, **kw)
    return p if result is None else result.after


def assignment(p: PartitionRegistration) -> tuple[list[int], list[int], list[int]]:
    return list(p.replicas), list(p.adding_replicas), list(p.removing_replicas)


# -- planning ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("replicas", "target", "planned"),
    [
        ([1, 2, 3], [4, 5, 6], ([4, 5, 6, 1, 2, 3], [4, 5, 6], [1, 2, 3])),  # move every replica
        ([1, 2, 3], [1, 2, 4], ([1, 2, 4, 3], [4], [3])),  # replace one
        ([1, 2], [1, 2, 3], ([1, 2, 3], [3], [])),  # replication factor up
        ([1, 2, 3], [2, 1], ([2, 1, 3], [], [3])),  # replication factor down
        ([1, 2, 3], [3, 1, 2], ([3, 1, 2], [], [])),  # reorder only
    ],
)
def test_plan_reassignment(
    replicas: list[int], target: list[int], planned: tuple[list[int], list[int], list[int]]
) -> None:
    a = plan_reassignment(part(replicas, replicas, replicas[0]), target)
    assert (list(a.replicas), list(a.adding), list(a.removing)) == planned


def test_plan_on_top_of_an_ongoing_reassignment_uses_the_current_replicas() -> None:
    """As Kafka: the base is the partition's replica list, which holds the ongoing reassignment's replicas too."""
    p = part([4, 5, 6, 1, 2, 3], [1, 2, 3, 4], 1, adding_replicas=[4, 5, 6], removing_replicas=[1, 2, 3])
    a = plan_reassignment(p, [1, 2, 7])
    assert (list(a.replicas), list(a.adding), list(a.removing)) == ([1, 2, 7, 3, 4, 5, 6], [7], [3, 4, 5, 6])


def test_plan_cancellation_drops_the_adding_replicas() -> None:
    p = part([4, 5, 6, 1, 2, 3], [1, 2, 3, 4], 4, adding_replicas=[4, 5, 6], removing_replicas=[1, 2, 3])
    a, isr = plan_cancellation(p)
    assert (list(a.replicas), a.adding, a.removing, list(isr)) == ([1, 2, 3], (), (), [1, 2, 3])


# -- starting, completing, cancelling -------------------------------------------------------------------------------


def test_starting_a_reassignment_keeps_leader_and_epoch() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    result = run(p, alive=[1, 2, 3, 4, 5, 6], min_isr=2, assignment=plan_reassignment(p, [4, 5, 6]))
    assert result is not None and not result.reassignment_completed
    a = result.after
    assert assignment(a) == ([4, 5, 6, 1, 2, 3], [4, 5, 6], [1, 2, 3])
    assert (a.leader, a.leader_epoch, list(a.isr)) == (1, 5, [1, 2, 3])
    assert a.partition_epoch == 11 and result.record.leader == -2  # no leader field: no epoch bump


def test_reassignment_completes_when_every_target_replica_is_in_the_isr() -> None:
    p = part([4, 5, 6, 1, 2, 3], [1, 2, 3, 4, 5], 1, adding_replicas=[4, 5, 6], removing_replicas=[1, 2, 3])
    # not yet: 6 is not in sync
    a = after(p, alive=range(1, 7), min_isr=2, isr=[1, 2, 3, 4, 5])
    assert assignment(a) == ([4, 5, 6, 1, 2, 3], [4, 5, 6], [1, 2, 3])
    result = run(p, alive=range(1, 7), min_isr=2, isr=[1, 2, 3, 4, 5, 6])
    assert result is not None and result.reassignment_completed and result.leader_changed
    a = result.after
    assert assignment(a) == ([4, 5, 6], [], [])
    assert (a.leader, list(a.isr)) == (4, [4, 5, 6])  # the old leader was removed: the first target replica leads
    assert a.leader_epoch == 6


def test_completion_that_keeps_the_leader_still_bumps_the_leader_epoch() -> None:
    p = part([1, 2, 4, 3], [1, 2, 3], 1, adding_replicas=[4], removing_replicas=[3])
    result = run(p, alive=[1, 2, 3, 4], min_isr=2, isr=[1, 2, 3, 4])
    assert result is not None and result.reassignment_completed and not result.leader_changed
    a = result.after
    assert assignment(a) == ([1, 2, 4], [], []) and list(a.isr) == [1, 2, 4]
    assert (a.leader, a.leader_epoch) == (1, 6)  # 3 left: followers must see a new epoch


def test_completion_is_checked_against_the_min_isr_of_the_final_replica_set() -> None:
    """KIP-966: complete only when the final ISR >= min ISR. Shrinking to one replica with min.insync.replicas=2
    completes (the final set's effective min ISR is 1); measured against the current set it never could."""
    p = part([1, 2, 3], [1, 2, 3], 1, removing_replicas=[2, 3])
    a = after(p, alive=[1, 2, 3], min_isr=2)
    assert assignment(a) == ([1], [], []) and list(a.isr) == [1]
    strict = build_change(TOPIC, 0, p, can_lead=lambda b: True, options=ChangeOptions(min_isr=2))
    assert strict is None  # no configured value: the current set's min ISR (2) applies and blocks the completion


def test_replication_factor_decrease_waits_for_the_remaining_replicas() -> None:
    p = part([1, 2, 3], [1, 3], 1)
    a = after(p, alive=[1, 2, 3], min_isr=2, assignment=plan_reassignment(p, [1, 2]))
    assert assignment(a) == ([1, 2, 3], [], [3])  # 2 is not in sync yet
    done = after(a, alive=[1, 2, 3], min_isr=2, isr=[1, 3, 2])
    assert assignment(done) == ([1, 2], [], []) and list(done.isr) == [1, 2]


def test_reorder_only_changes_the_preferred_replica_at_once() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    result = run(p, alive=[1, 2, 3], min_isr=2, assignment=plan_reassignment(p, [3, 1, 2]))
    assert result is not None
    a = result.after
    assert assignment(a) == ([3, 1, 2], [], []) and a.preferred_leader == 3
    assert (a.leader, a.leader_epoch) == (1, 5)  # nobody left: no epoch bump


def test_completion_clears_the_elr_and_keeps_only_final_replicas() -> None:
    """Replica 3 is being removed and sits in the ELR; completing the move leaves an ELR-free partition whose
    ISR reached min ISR (KIP-966: the ELR only holds replicas of the final set)."""
    p = part([1, 2, 4, 3], [1, 2], 1, adding_replicas=[4], removing_replicas=[3], elr=[3], last_known_elr=[3])
    a = after(p, alive=[1, 2, 4], min_isr=3, isr=[1, 2, 4])
    assert assignment(a) == ([1, 2, 4], [], [])
    assert (list(a.isr), list(a.elr), list(a.last_known_elr)) == ([1, 2, 4], [], [])


def test_a_new_replica_set_drops_elr_members_outside_it() -> None:
    p = part([1, 2, 3], [1], 1, elr=[2, 3], last_known_elr=[3])
    a = after(p, alive=[1, 2, 3], min_isr=3, assignment=TargetAssignment((1, 2)))
    assert assignment(a) == ([1, 2], [], [])
    assert (list(a.isr), list(a.elr), list(a.last_known_elr)) == ([1], [2], [])
    assert a.leader_epoch == 6


def test_cancellation_restores_the_original_replicas() -> None:
    p = part([4, 5, 6, 1, 2, 3], [1, 2, 3, 4], 4, adding_replicas=[4, 5, 6], removing_replicas=[1, 2, 3])
    a_, isr = plan_cancellation(p)
    result = run(p, alive=range(1, 7), min_isr=2, isr=isr, assignment=a_)
    assert result is not None
    a = result.after
    assert assignment(a) == ([1, 2, 3], [], []) and list(a.isr) == [1, 2, 3]
    assert (a.leader, a.leader_epoch) == (1, 6)  # the adding replica that led is gone


def test_directories_follow_the_replicas() -> None:
    d1, d2, d3 = (uuid.UUID(int=i) for i in (101, 102, 103))
    p = part([1, 2, 3], [1, 2, 3], 1, directories=[d1, d2, d3])
    a = after(p, alive=[1, 2, 3, 4], min_isr=2, assignment=plan_reassignment(p, [1, 4, 3]))
    assert list(a.replicas) == [1, 4, 3, 2]
    assert list(a.directories) == [d1, UNASSIGNED_DIRECTORY, d3, d2]


# -- DESIGNATION -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("partition", "alive", "desired", "expected"),
    [
        # (leader, isr, elr, last known elr, recovery state) after the election
        (part([1, 2, 3], [], NO_LEADER, elr=[1, 2]), [2, 3], 2, (2, [2], [1], [], RECOVERED)),
        # unclean: the ELR goes, LastKnownELR stays until the ISR reaches min ISR
        (part([1, 2, 3], [], NO_LEADER, elr=[1], last_known_elr=[2]), [3], 3, (3, [3], [], [2], RECOVERING)),
        (part([1, 2, 3], [], NO_LEADER, last_known_leader=1), [2, 3], 3, (3, [3], [], [], RECOVERING)),
        (part([1, 2, 3], [], NO_LEADER, elr=[1]), [1], 2, (NO_LEADER, [], [1], [], RECOVERED)),  # 2 is fenced
        (part([1, 2, 3], [], NO_LEADER, elr=[1]), [1, 2, 3, 4], 4, (NO_LEADER, [], [1], [], RECOVERED)),
        (part([1, 2, 3], [3], NO_LEADER), [3], 3, (3, [3], [], [], RECOVERED)),
    ],
)
def test_designation(
    partition: PartitionRegistration,
    alive: list[int],
    desired: int,
    expected: tuple[int, list[int], list[int], list[int], int],
) -> None:
    a = after(partition, alive=alive, min_isr=2, election=Election.DESIGNATION, desired=desired)
    assert (a.leader, list(a.isr), list(a.elr), list(a.last_known_elr), a.leader_recovery_state) == expected
    if a.leader != NO_LEADER:
        assert a.last_known_leader == -1 and a.leader_epoch == partition.leader_epoch + 1


# -- the unclean recovery manager switch ----------------------------------------------------------------------------


def test_with_the_recovery_manager_online_elections_never_go_unclean() -> None:
    fenced_elr = part([1, 2, 3], [], NO_LEADER, elr=[1, 2])
    assert run(fenced_elr, alive=[3], min_isr=2, unclean=True, manager=True) is None
    assert after(fenced_elr, alive=[3], min_isr=2, unclean=True).leader == 3  # the delivery plan would
    lkl = part([1, 2, 3], [], NO_LEADER, last_known_leader=3)
    assert run(lkl, alive=[1, 2, 3], min_isr=2, manager=True) is None
    assert after(lkl, alive=[1, 2, 3], min_isr=2).leader == 3
    # ISR and unfenced ELR members are still elected at once
    assert after(fenced_elr, alive=[2, 3], min_isr=2, manager=True).leader == 2
    # and an operator's explicit unclean election still happens
    assert after(fenced_elr, alive=[3], min_isr=2, manager=True, election=Election.UNCLEAN).leader == 3
