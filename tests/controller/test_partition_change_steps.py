"""Unit tests of the steps of `build_change` (kraftpy.controller.partition_change), one KIP-966 rule at a time.

The table and property tests of `build_change` check the rules together; these check each step on its own, with
the state the previous steps would hand it.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterable

from kraftpy.controller.partition_change import (
    NOT_ELECTED,
    UNASSIGNED_DIRECTORY,
    ChangeOptions,
    Elected,
    Election,
    NextState,
    Proposal,
    TargetAssignment,
    apply_election,
    assemble_record,
    bumps_leader_epoch,
    clear_elr_at_min_isr,
    complete_reassignment,
    elect_designated,
    elect_from_elr,
    elect_from_isr,
    elect_last_resort,
    elect_leader,
    elect_preferred,
    elect_unclean,
    forget_departed,
    keep_replica_set_members,
    propose_isr,
    update_elr,
    update_last_known_leader,
)
from kraftpy.metadata.partition import (
    NO_LAST_KNOWN_LEADER,
    NO_LEADER,
    NO_LEADER_CHANGE,
    RECOVERED,
    RECOVERING,
    PartitionRegistration,
)

TOPIC = uuid.UUID(int=9)


def part(replicas: Iterable[int], isr: Iterable[int], leader: int, **kw) -> PartitionRegistration:  # type: ignore[no-untyped-def]
    return PartitionRegistration(
        replicas=tuple(replicas),
        isr=tuple(isr),
        leader=leader,
        leader_epoch=5,
        partition_epoch=10,
        **{k: tuple(v) if isinstance(v, list) else v for k, v in kw.items()},
    )


def start(
    p: PartitionRegistration, isr: Iterable[int] | None = None, assignment: TargetAssignment | None = None
) -> NextState:
    """The state `build_change` starts from, for proposed ISR `isr` (default: the current ISR)."""
    proposal = Proposal(
        TargetAssignment.of(p) if assignment is None else assignment, p.isr if isr is None else tuple(isr)
    )
    return NextState.start(p, proposal, None)


def live(*brokers: int):  # type: ignore[no-untyped-def]
    alive = set(brokers)
    return lambda b: b in alive


# -- ISR proposal filtering ------------------------------------------------------------------------------------


def test_brokers_back_from_an_unclean_shutdown_or_unregistered_leave_the_proposed_isr() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    assert propose_isr(p, None, {2}, None) == (1, 3)
    assert propose_isr(p, [3, 2, 1], {1}, None) == (3, 2)


def test_a_new_assignment_limits_the_proposed_isr_to_its_replicas() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    assert propose_isr(p, None, (), TargetAssignment((1, 2))) == (1, 2)


# -- reassignment completion (KIP-966 "Other behaviors" 4) ------------------------------------------------------


def test_a_reassignment_completes_once_adding_replicas_are_in_the_isr_and_the_final_isr_has_min_isr() -> None:
    moving = TargetAssignment((1, 4, 2), adding=(4,), removing=(2,))
    options = ChangeOptions(min_isr=2, configured_min_isr=2)
    done = complete_reassignment(moving, (1, 2, 4), options)
    assert done == Proposal(TargetAssignment((1, 4)), (1, 4), reassignment_completed=True)
    # 4 is not caught up: nothing moves
    assert complete_reassignment(moving, (1, 2), options) == Proposal(moving, (1, 2))
    # the final ISR [4] is below the final set's min ISR 2
    assert complete_reassignment(moving, (2, 4), options) == Proposal(moving, (2, 4))


def test_a_reassignment_that_shrinks_the_replicas_completes_at_the_min_isr_of_the_final_set() -> None:
    """min.insync.replicas 3, four replicas moving to two: the final set's min ISR is min(3, 2) = 2 (KIP-966), so
    [1, 4] completes it although the current set's min ISR is 3; and one that grows to three replicas needs three."""
    shrinking = TargetAssignment((1, 4, 2, 3), adding=(4,), removing=(2, 3))
    options = ChangeOptions(min_isr=3, configured_min_isr=3)  # (min_isr: the current four replicas' min ISR)
    done = complete_reassignment(shrinking, (1, 4), options)
    assert done == Proposal(TargetAssignment((1, 4)), (1, 4), reassignment_completed=True)
    growing = TargetAssignment((1, 2, 4), adding=(4,))
    small = ChangeOptions(min_isr=2, configured_min_isr=3)  # (the current two replicas' min ISR is 2)
    assert complete_reassignment(growing, (1, 4), small) == Proposal(growing, (1, 4))
    assert complete_reassignment(growing, (1, 2, 4), small) == Proposal(
        TargetAssignment((1, 2, 4)), (1, 2, 4), reassignment_completed=True
    )


def test_no_reassignment_leaves_the_proposal_as_it_is() -> None:
    assert complete_reassignment(TargetAssignment((1, 2)), (1,), ChangeOptions(min_isr=2)) == Proposal(
        TargetAssignment((1, 2)), (1,)
    )


# -- the ELR update --------------------------------------------------------------------------------------------


def test_elr_update_adds_the_members_that_left_while_below_min_isr() -> None:
    p = part([1, 2, 3, 4], [1, 2, 3], 1, elr=[4])
    s = update_elr(p, start(p, [1]), (), min_isr=3, elr_enabled=True)
    assert (s.isr, s.elr, s.last_known_elr) == ((1,), (2, 3, 4), ())


def test_elr_update_empties_the_elr_and_last_known_elr_at_min_isr() -> None:
    p = part([1, 2, 3], [1], 1, elr=[2], last_known_elr=[3])
    s = update_elr(p, start(p, [1, 3]), (), min_isr=2, elr_enabled=True)
    assert (s.elr, s.last_known_elr) == ((), ())


def test_elr_update_moves_unclean_members_to_last_known_elr() -> None:
    p = part([1, 2, 3], [1, 2], 1, elr=[3])
    s = update_elr(p, start(p, [1]), {2, 3}, min_isr=3, elr_enabled=True)
    assert (s.elr, s.last_known_elr) == ((), (2, 3))


def test_without_elr_the_last_isr_member_stays_and_the_elr_fields_are_cleared() -> None:
    p = part([1, 2], [1], 1, elr=[2], last_known_elr=[2])
    s = update_elr(p, start(p, []), (), min_isr=2, elr_enabled=False)
    assert (s.isr, s.elr, s.last_known_elr) == ((1,), (), ())


def test_a_new_replica_set_keeps_only_its_members_in_the_elr_and_last_known_elr() -> None:
    p = part([1, 2, 3], [1], 1, elr=[2, 3], last_known_elr=[3])
    s = keep_replica_set_members(p, start(p, assignment=TargetAssignment((1, 2))))
    assert (s.elr, s.last_known_elr) == ((2,), ())
    same = start(p)
    assert keep_replica_set_members(p, same) is same


# -- leader election -------------------------------------------------------------------------------------------


def test_step_1_keeps_a_valid_leader_else_the_first_isr_member_in_replica_order() -> None:
    p = part([1, 2, 3], [3, 2], 1)
    assert elect_from_isr(p, start(p), live(1, 2, 3)) == 2
    p = part([1, 2, 3], [3, 2], 3)
    assert elect_from_isr(p, start(p), live(1, 2, 3)) == 3
    assert elect_from_isr(p, start(p), live(1)) is None


def test_step_2_elects_the_first_unfenced_elr_member_only_with_an_empty_isr() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[3, 2])
    on = ChangeOptions(min_isr=2)
    assert elect_from_elr(start(p), on, live(2, 3)) == 2
    assert elect_from_elr(start(p), on, live(3)) == 3
    assert elect_from_elr(start(p), on, live(1)) is None
    assert elect_from_elr(start(p), ChangeOptions(min_isr=2, elr_enabled=False), live(2, 3)) is None
    q = part([1, 2, 3], [1], NO_LEADER, elr=[2])
    assert elect_from_elr(start(q), on, live(2)) is None


def test_step_3_waits_for_fenced_elr_members_unless_unclean_elections_are_allowed() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[2])
    assert elect_last_resort(p, start(p), ChangeOptions(min_isr=2), live(1), None) == NOT_ELECTED
    unclean = ChangeOptions(min_isr=2, unclean_election_enabled=True)
    assert elect_last_resort(p, start(p), unclean, live(1), None) == Elected(1, unclean=True)
    operator = ChangeOptions(min_isr=2, election=Election.UNCLEAN)
    assert elect_last_resort(p, start(p), operator, live(3), None) == Elected(3, unclean=True)


def test_step_4_elects_the_last_known_leader_once_it_is_back() -> None:
    p = part([1, 2, 3], [], NO_LEADER, last_known_leader=2)
    options = ChangeOptions(min_isr=2)
    assert elect_last_resort(p, start(p), options, live(1, 2), None) == Elected(2, unclean=True)
    assert elect_last_resort(p, start(p), options, live(1, 3), None) == NOT_ELECTED


def test_the_recovery_manager_stops_online_elections_after_step_2() -> None:
    p = part([1, 2, 3], [], NO_LEADER, last_known_leader=2)
    managed = ChangeOptions(min_isr=2, unclean_election_enabled=True, recovery_manager=True)
    assert elect_last_resort(p, start(p), managed, live(1, 2, 3), None) == NOT_ELECTED
    # an operator's unclean election still goes ahead
    operator = ChangeOptions(min_isr=2, recovery_manager=True, election=Election.UNCLEAN)
    assert elect_last_resort(p, start(p), operator, live(3), None) == Elected(3, unclean=True)


def test_an_unclean_election_picks_a_live_replica_with_the_rng() -> None:
    assert elect_unclean((1, 2, 3), live(2, 3), None) == Elected(2, unclean=True)
    assert elect_unclean((1, 2, 3), live(2, 3), random.Random(0)).leader in (2, 3)
    assert elect_unclean((1, 2, 3), live(), random.Random(0)) == NOT_ELECTED


def test_a_preferred_election_moves_to_the_first_replica_but_never_to_the_elr() -> None:
    p = part([1, 2, 3], [1, 2], 2)
    assert elect_preferred(p, start(p), live(1, 2, 3)) == Elected(1)
    assert elect_preferred(p, start(p), live(2, 3)) == Elected(2)
    q = part([1, 2, 3], [], NO_LEADER, elr=[1])
    assert elect_preferred(q, start(q), live(1, 2, 3)) == NOT_ELECTED


def test_a_designation_elects_the_desired_leader_cleanly_or_uncleanly_and_nobody_else() -> None:
    def designate(leader: int) -> ChangeOptions:
        return ChangeOptions(min_isr=2, election=Election.DESIGNATION, desired_leader=leader)

    p = part([1, 2, 3], [1, 2], 1)
    assert elect_designated(p, start(p), designate(2), live(1, 2, 3)) == Elected(2)
    assert elect_designated(p, start(p), designate(3), live(1, 2, 3)) == Elected(3, unclean=True)
    assert elect_designated(p, start(p), designate(3), live(1, 2)) == Elected(1)  # 3 cannot lead: keep 1
    q = part([1, 2, 3], [], NO_LEADER, elr=[2])
    assert elect_designated(q, start(q), designate(2), live(2)) == Elected(2, from_elr=True)
    assert elect_designated(q, start(q), designate(3), live(2)) == NOT_ELECTED


def test_elect_leader_follows_the_election_type() -> None:
    p = part([1, 2, 3], [1, 2], 2)
    online = ChangeOptions(min_isr=1)
    assert elect_leader(p, start(p), online, live(1, 2, 3), None) == Elected(2)
    preferred = ChangeOptions(min_isr=1, election=Election.PREFERRED)
    assert elect_leader(p, start(p), preferred, live(1, 2, 3), None) == Elected(1)


# -- the election's effect -------------------------------------------------------------------------------------


def test_an_elr_member_elected_becomes_the_isr_and_leaves_the_elr() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[2, 3], last_known_elr=[1])
    s = apply_election(start(p), Elected(2, from_elr=True))
    assert (s.leader, s.isr, s.elr, s.last_known_elr, s.leader_recovery_state) == (2, (2,), (3,), (1,), RECOVERED)


def test_an_unclean_leader_is_recovering_clears_the_elr_and_leaves_last_known_elr() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[2], last_known_elr=[1, 3])
    s = apply_election(start(p), Elected(3, unclean=True))
    assert (s.leader, s.isr, s.elr, s.last_known_elr, s.leader_recovery_state) == (3, (3,), (), (1,), RECOVERING)


def test_a_clean_election_changes_only_the_leader() -> None:
    p = part([1, 2, 3], [2, 3], 1, elr=[1])
    s = apply_election(start(p), Elected(2))
    assert s == start(p)._replace(leader=2)


# -- bookkeeping -----------------------------------------------------------------------------------------------


def test_departed_brokers_leave_last_known_elr() -> None:
    p = part([1, 2, 3], [1], 1, last_known_elr=[2, 3])
    assert forget_departed(start(p), {3}).last_known_elr == (2,)


def test_the_elr_and_last_known_elr_clear_when_the_isr_reaches_min_isr() -> None:
    p = part([1, 2, 3], [1, 2], 1, elr=[3], last_known_elr=[3])
    s = clear_elr_at_min_isr(start(p), min_isr=2, elr_enabled=True)
    assert (s.elr, s.last_known_elr) == ((), ())
    assert clear_elr_at_min_isr(start(p), min_isr=3, elr_enabled=True) == start(p)


def test_the_last_isr_member_leaving_becomes_the_last_known_leader() -> None:
    p = part([1, 2, 3], [1], 1)
    s = replace_leader(start(p, []), NO_LEADER)
    assert update_last_known_leader(p, s, (), elr_enabled=True).last_known_leader == 1
    # unless it left for good
    assert update_last_known_leader(p, s, {1}, elr_enabled=True).last_known_leader == NO_LAST_KNOWN_LEADER


def test_the_last_known_leader_is_cleared_once_a_leader_is_elected() -> None:
    p = part([1, 2, 3], [], NO_LEADER, last_known_leader=1)
    s = replace_leader(start(p, [2]), 2)
    assert update_last_known_leader(p, s, (), elr_enabled=True).last_known_leader == NO_LAST_KNOWN_LEADER
    waiting = start(p)
    assert update_last_known_leader(p, waiting, (), elr_enabled=True).last_known_leader == 1
    assert update_last_known_leader(p, waiting, (), elr_enabled=False).last_known_leader == NO_LAST_KNOWN_LEADER


def replace_leader(s: NextState, leader: int) -> NextState:
    return apply_election(s, Elected(leader))


# -- the epoch decision and the record -------------------------------------------------------------------------


def test_the_leader_epoch_moves_for_a_new_leader_or_when_replicas_leave() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    assert not bumps_leader_epoch(p, start(p, [1, 2]))  # an ISR change
    assert bumps_leader_epoch(p, replace_leader(start(p), 2))
    assert bumps_leader_epoch(p, start(p, assignment=TargetAssignment((1, 2))))
    assert not bumps_leader_epoch(p, start(p, assignment=TargetAssignment((1, 2, 3, 4), adding=(4,))))


def test_the_record_holds_only_what_changes() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    assert assemble_record(TOPIC, 0, p, start(p)) is None
    record = assemble_record(TOPIC, 0, p, start(p, [1, 2]))
    assert record is not None
    assert (record.isr, record.leader, record.eligible_leader_replicas) == ([1, 2], NO_LEADER_CHANGE, None)


def test_the_record_repeats_the_leader_when_replicas_leave_and_keeps_known_directories() -> None:
    d1, d2, d3 = (uuid.UUID(int=i) for i in (11, 12, 13))
    p = part([1, 2, 3], [1, 2, 3], 1, directories=(d1, d2, d3))
    s = start(p, [1, 3], TargetAssignment((1, 3, 4)))
    record = assemble_record(TOPIC, 0, p, s)
    assert record is not None
    assert (record.leader, record.replicas) == (1, [1, 3, 4])
    assert record.directories == [d1, d3, UNASSIGNED_DIRECTORY]
