"""Table tests of KIP-966's partition-change rules (kraftpy.controller.partition_change)."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterable

import pytest

from kraftpy.controller.partition_change import (
    ChangeOptions,
    Election,
    build_change,
    clear_elr_for_min_isr,
)
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


def live(*brokers: int):  # type: ignore[no-untyped-def]
    alive = set(brokers)
    return lambda b: b in alive


def change(
    p: PartitionRegistration,
    *,
    alive: Iterable[int],
    min_isr: int,
    isr: Iterable[int] | None = None,
    unclean_shutdown: Iterable[int] = (),
    elr: bool = True,
    unclean: bool = False,
    election: Election = Election.ONLINE,
    rng: random.Random | None = None,
) -> PartitionRegistration:
    result = build_change(
        TOPIC,
        0,
        p,
        can_lead=live(*alive),
        target_isr=None if isr is None else tuple(isr),
        unclean_shutdown=tuple(unclean_shutdown),
        options=ChangeOptions(min_isr=min_isr, elr_enabled=elr, unclean_election_enabled=unclean, election=election),
        rng=rng,
    )
    return p if result is None else result.after


def state(p: PartitionRegistration) -> tuple:  # type: ignore[type-arg]
    return (p.leader, list(p.isr), list(p.elr), list(p.last_known_elr), p.last_known_leader)


# -- the ELR update rule ---------------------------------------------------------------------------------------


def test_isr_shrink_below_min_isr_moves_the_removed_members_into_the_elr() -> None:
    p = part([1, 2, 3, 4], [1, 2, 3, 4], 1)
    after = change(p, alive=[1, 2, 3, 4], min_isr=3, isr=[1, 2])
    assert state(after) == (1, [1, 2], [3, 4], [], -1)


def test_members_removed_while_the_isr_stays_at_min_isr_do_not_join() -> None:
    p = part([1, 2, 3, 4], [1, 2, 3, 4], 1)
    after = change(p, alive=[1, 2, 3], min_isr=3, isr=[1, 2, 3])
    assert state(after) == (1, [1, 2, 3], [], [], -1)
    after = change(after, alive=[1, 2], min_isr=3, isr=[1, 2])
    assert state(after) == (1, [1, 2], [3], [], -1)  # 4 left while the HWM could still advance: not eligible


def test_isr_back_at_min_isr_empties_the_elr() -> None:
    p = part([1, 2, 3, 4], [1], 1, elr=[2, 3])
    after = change(p, alive=[1, 2, 3, 4], min_isr=3, isr=[1, 2, 4])
    assert state(after) == (1, [1, 2, 4], [], [], -1)


def test_new_isr_member_not_in_elr_keeps_the_elr() -> None:
    p = part([1, 2, 3, 4], [1], 1, elr=[2, 3])
    after = change(p, alive=[1, 2, 3, 4], min_isr=3, isr=[1, 4])
    assert state(after) == (1, [1, 4], [2, 3], [], -1)


def test_elr_member_rejoining_the_isr_leaves_the_elr() -> None:
    p = part([1, 2, 3, 4], [1], 1, elr=[2, 3])
    after = change(p, alive=[1, 2, 3, 4], min_isr=4, isr=[1, 2])
    assert state(after) == (1, [1, 2], [3], [], -1)


def test_isr_can_shrink_to_empty() -> None:
    p = part([1, 2, 3, 4], [1, 2, 3, 4], 1)
    after = change(p, alive=[], min_isr=3, isr=[])
    assert state(after) == (NO_LEADER, [], [1, 2, 3, 4], [], 1)
    assert after.leader_epoch == p.leader_epoch + 1


def test_unclean_shutdown_removes_from_isr_and_elr_and_records_last_known_elr() -> None:
    p = part([1, 2, 3], [1], 1, elr=[2, 3])
    after = change(p, alive=[1], min_isr=2, unclean_shutdown=[3])
    assert state(after) == (1, [1], [2], [3], -1)
    assert after.leader_epoch == p.leader_epoch  # an ELR-only change does not bump the leader epoch
    assert after.partition_epoch == p.partition_epoch + 1


def test_unclean_last_isr_member_is_remembered_as_last_known_leader() -> None:
    # ISR [2] led by 2; 2 re-registers after an unclean shutdown before its session expired
    p = part([0, 1, 2], [2], 2, elr=[1])
    after = change(p, alive=[0], min_isr=2, unclean_shutdown=[2])
    assert state(after) == (NO_LEADER, [], [1], [2], 2)


def test_last_known_elr_is_cleared_when_the_isr_reaches_min_isr() -> None:
    p = part([1, 2, 3], [1], 1, elr=[2], last_known_elr=[3])
    after = change(p, alive=[1, 2, 3], min_isr=2, isr=[1, 3])
    assert state(after) == (1, [1, 3], [], [], -1)


# -- elections -------------------------------------------------------------------------------------------------


def test_another_isr_member_is_preferred_over_the_elr() -> None:
    p = part([1, 2, 3], [1, 2], 1, elr=[3])
    after = change(p, alive=[2, 3], min_isr=3, isr=[2])
    assert state(after) == (2, [2], [1, 3], [], -1)  # ELR in replica order


def test_unfenced_elr_member_is_elected_and_becomes_the_isr() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[1, 2], last_known_leader=1)
    after = change(p, alive=[2], min_isr=2)
    assert state(after) == (2, [2], [1], [], -1)
    assert after.leader_recovery_state == RECOVERED
    assert after.leader_epoch == p.leader_epoch + 1


def test_fenced_elr_members_mean_waiting_without_unclean_election() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[1, 2], last_known_leader=1)
    assert change(p, alive=[3], min_isr=2) == p  # no record at all
    # the first ELR member to come back is elected
    after = change(p, alive=[1, 3], min_isr=2)
    assert state(after) == (1, [1], [2], [], -1)


def test_fenced_elr_members_with_unclean_election_enabled() -> None:
    p = part([1, 2, 3], [], NO_LEADER, elr=[1, 2], last_known_leader=1)
    after = change(p, alive=[3], min_isr=2, unclean=True, rng=random.Random(1))
    assert state(after) == (3, [3], [], [], -1)
    assert after.leader_recovery_state == RECOVERING


def test_no_elr_and_unclean_election_picks_a_random_live_replica() -> None:
    p = part([1, 2, 3, 4], [], NO_LEADER, last_known_leader=1)
    leaders = {change(p, alive=[2, 3, 4], min_isr=2, unclean=True, rng=random.Random(s)).leader for s in range(40)}
    assert leaders == {2, 3, 4}


def test_no_elr_waits_for_the_last_known_leader() -> None:
    p = part([1, 2, 3], [], NO_LEADER, last_known_leader=3)
    assert change(p, alive=[1, 2], min_isr=2) == p
    after = change(p, alive=[1, 2, 3], min_isr=2)
    assert state(after) == (3, [3], [], [], -1)
    assert after.leader_recovery_state == RECOVERING  # it may have lost data: an unclean election


def test_explicit_unclean_election_ignores_the_topic_setting() -> None:
    p = part([1, 2, 3], [], NO_LEADER, last_known_leader=3)
    after = change(p, alive=[2], min_isr=2, election=Election.UNCLEAN, rng=random.Random(0))
    assert state(after) == (2, [2], [], [], -1)


def test_preferred_election_moves_leadership_to_the_first_replica() -> None:
    p = part([1, 2, 3], [1, 2, 3], 2)
    after = change(p, alive=[1, 2, 3], min_isr=2, election=Election.PREFERRED)
    assert after.leader == 1 and after.leader_epoch == p.leader_epoch + 1
    # not when the preferred replica is out of the ISR; never from the ELR or uncleanly
    p = part([1, 2, 3], [2, 3], 2)
    assert change(p, alive=[1, 2, 3], min_isr=2, election=Election.PREFERRED) == p
    p = part([1, 2, 3], [], NO_LEADER, elr=[1])
    assert change(p, alive=[1, 2, 3], min_isr=2, election=Election.PREFERRED) == p


def test_leader_epoch_only_moves_with_the_leader() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    after = change(p, alive=[1, 2, 3], min_isr=2, isr=[1, 2])
    assert after.leader_epoch == p.leader_epoch and after.partition_epoch == p.partition_epoch + 1
    assert change(p, alive=[1, 2, 3], min_isr=2) == p  # nothing to do: no record


def test_min_isr_change_clears_the_elr_only_where_the_isr_is_large_enough() -> None:
    p = part([1, 2, 3], [1, 2], 1, elr=[3])
    assert clear_elr_for_min_isr(TOPIC, 0, p, 3) is None
    record = clear_elr_for_min_isr(TOPIC, 0, p, 2)
    assert record is not None
    after = p.merge(record)
    assert state(after) == (1, [1, 2], [], [], -1) and after.leader_epoch == p.leader_epoch


# -- ELR disabled: the legacy behaviour ------------------------------------------------------------------------


def test_legacy_mode_never_removes_the_last_isr_member() -> None:
    p = part([1, 2, 3], [1, 2, 3], 1)
    p = change(p, alive=[1], min_isr=2, isr=[1], elr=False)
    assert state(p) == (1, [1], [], [], -1)
    p = change(p, alive=[], min_isr=2, isr=[], elr=False)
    assert state(p) == (NO_LEADER, [1], [], [], -1)
    # ... and it is re-elected when it comes back, whatever it lost
    assert state(change(p, alive=[1, 2, 3], min_isr=2, elr=False)) == (1, [1], [], [], -1)


def test_legacy_mode_drops_elr_fields_on_the_next_change() -> None:
    p = part([1, 2, 3], [1], 1, elr=[2], last_known_elr=[3], last_known_leader=-1)
    after = change(p, alive=[1, 2, 3], min_isr=2, isr=[1, 2], elr=False)
    assert state(after) == (1, [1, 2], [], [], -1)


# -- scenarios ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("elr_enabled", [True, False])
def test_kip_motivating_scenario(elr_enabled: bool) -> None:
    """RF 3, min ISR 2, ISR [0,1,2] (KIP-966 "Motivation").

    T0 broker 0 leaves the ISR; T1 broker 1 leaves, 2 leads alone; T2 broker 2 is fenced and comes back after an
    unclean shutdown that lost data; T3 brokers 0 and 1 return. With ELR, broker 1 (which holds everything up to
    the HWM) is elected. Without, broker 2 is re-elected and its followers would truncate acknowledged data.
    """
    p = part([0, 1, 2], [0, 1, 2], 2)
    p = change(p, alive=[1, 2], min_isr=2, isr=[1, 2], elr=elr_enabled)  # T0
    p = change(p, alive=[2], min_isr=2, isr=[2], elr=elr_enabled)  # T1
    assert list(p.elr) == ([1] if elr_enabled else [])
    p = change(p, alive=[], min_isr=2, isr=[], elr=elr_enabled)  # T2: broker 2 fenced
    p = change(p, alive=[], min_isr=2, unclean_shutdown=[2], elr=elr_enabled)  # T2: unclean re-registration
    p = change(p, alive=[0, 1, 2], min_isr=2, elr=elr_enabled)  # T3/T4: everyone is back
    if elr_enabled:
        assert state(p) == (1, [1], [], [2], -1)
    else:
        assert p.leader == 2  # the data-losing replica leads again


def test_four_brokers_min_isr_three_walkthrough() -> None:
    """KIP-966's 4-broker, min ISR 3 example, step by step as the rules in the text define it."""
    p = part([0, 1, 2, 3], [0, 1, 2, 3], 0)
    steps = [
        # (event, alive, proposed isr, unclean shutdown) -> (leader, isr, elr, last known elr, last known leader)
        ("broker 3 fenced", [0, 1, 2], [0, 1, 2], [], (0, [0, 1, 2], [], [], -1)),
        ("broker 2 fenced", [0, 1], [0, 1], [], (0, [0, 1], [2], [], -1)),
        ("broker 1 fenced", [0], [0], [], (0, [0], [1, 2], [], -1)),
        ("broker 0 fenced", [], [], [], (NO_LEADER, [], [0, 1, 2], [], 0)),
        ("broker 1 back after an unclean shutdown", [], None, [1], (NO_LEADER, [], [0, 2], [1], 0)),
        ("broker 3 unfenced (not eligible)", [3], None, [], (NO_LEADER, [], [0, 2], [1], 0)),
        ("broker 2 unfenced", [2, 3], None, [], (2, [2], [0], [1], -1)),
        ("leader adds 3 and 1", [1, 2, 3], [2, 3, 1], [], (2, [2, 3, 1], [], [], -1)),
    ]
    for event, alive, isr, unclean, expected in steps:
        p = change(p, alive=alive, min_isr=3, isr=isr, unclean_shutdown=unclean)
        assert state(p) == expected, event
        # invariants of KIP-966 after every step
        assert not set(p.elr) & set(p.isr), event
        assert not p.elr or len(p.isr) < 3, event
        assert set(p.elr) <= set(p.replicas), event
