"""KIP-966's motivating scenario on a whole simulated cluster (3 controllers, brokers 0-2, real codecs on every
request): RF 3, min ISR 2; broker 0 is cut off and leaves the ISR, then broker 1; broker 2 leads alone, then loses
power (everything it had not fsynced is gone); the network heals; broker 2 restarts. Producers write acks=all and
acks=1 throughout and a consumer reads (see `kraftpy.sim.scenarios.run_kip966_scenario`).

With Eligible Leader Replicas every acknowledged acks=all record is still readable at its offset afterwards, and
nothing a consumer was returned vanished or changed. With `eligible.leader.replicas.enabled=false` the same
schedule loses acknowledged records: the returning broker 2, last member of the ISR, is elected with its empty log.
"""

from __future__ import annotations

import pytest

from kraftpy.sim.scenarios import Kip966Outcome, run_kip966_scenario


def _common_preconditions(out: Kip966Outcome) -> None:
    """The schedule did what the KIP describes: broker 2 led alone, refused acks=all, took acks=1 writes, and its
    power loss destroyed acknowledged records on its disk."""
    assert tuple(out.states["online"].isr) == (2, 1, 0) and out.states["online"].leader == 2
    assert set(out.states["broker 0 cut off"].isr) == {2, 1}
    alone = out.states["broker 1 cut off"]
    assert alone.leader == 2 and tuple(alone.isr) == (2,)
    assert out.acked_all_before_power_loss > 20
    assert out.acked_all_lost_on_disk == out.acked_all_before_power_loss  # nothing was fsynced
    assert out.acks_all_refused_while_alone > 0  # NOT_ENOUGH_REPLICAS below min ISR
    assert out.acked_one_while_alone > 0
    assert out.metadata_violations == []


@pytest.mark.parametrize("seed", [0, 1])
def test_with_elr_no_acknowledged_record_is_lost(seed: int) -> None:
    out = run_kip966_scenario(seed, elr=True)
    _common_preconditions(out)
    assert list(out.states["broker 1 cut off"].elr) == [1]  # KIP-966: the ISR shrank below min ISR into the ELR
    fenced = out.states["broker 2 fenced"]
    assert fenced.leader == -1 and fenced.isr == () and set(fenced.elr) == {1, 2} and fenced.last_known_leader == 2
    assert out.leader_after_heal == 1  # the unfenced ELR member is elected, not the broker that lost its data
    assert 2 not in out.states["broker 2 restarted"].elr  # an unclean shutdown removes it from the ELR
    assert set(out.states["caught up"].isr) == {0, 1, 2}
    assert out.data_violations == [], out.describe()
    # every acknowledged acks=all record was checked in the final log, and consumers saw data throughout
    assert out.stats.checked_acked_all == out.stats.acked_all > 20
    assert out.stats.checked_consumed == out.stats.consumed > 0
    acked = [r for r in out.final_log.values() if r.endswith(b":a")]
    assert len(acked) >= out.stats.acked_all


def test_without_elr_acknowledged_records_are_lost() -> None:
    out = run_kip966_scenario(0, elr=False)
    _common_preconditions(out)
    assert out.states["broker 1 cut off"].elr == ()
    fenced = out.states["broker 2 fenced"]
    assert fenced.leader == -1 and tuple(fenced.isr) == (2,)  # legacy: the last ISR member is never removed
    assert out.leader_after_heal == -1  # nothing electable without unclean elections
    assert out.states["broker 2 restarted"].leader == 2  # the broker that lost its data leads again
    lost = [v for v in out.data_violations if v.kind == "data-loss" and "acknowledged with acks=all" in v.what]
    assert lost, out.describe()
    assert out.stats.checked_acked_all < out.stats.acked_all
    # what consumers had been returned changed too: the consumer-visible high watermark went backward
    assert any("a consumer was returned" in v.what for v in out.data_violations)


def test_the_scenario_replays_exactly() -> None:
    a = run_kip966_scenario(3, elr=True)
    b = run_kip966_scenario(3, elr=True)
    assert a.timeline == b.timeline
    assert a.final_log == b.final_log
