"""KIP-966 Unclean Recovery on a whole simulated cluster (issue 8).

`prepare_unclean_recovery` drives partition `recovery-0` (replicas [0, 1, 2], min ISR 2, flush.messages 16) into
the state the recovery manager exists for: every replica shut down uncleanly, at different times, after different
histories (broker 2 was cut off early, broker 0 led alone for a while, broker 1 was then elected from the ELR and
wrote in a newer leader epoch), and each power loss kept a different durable prefix. So the replicas' logs differ in
last leader epoch and end offset; ISR and ELR are empty once they re-register.

With `unclean.recovery.manager.enabled=true`:
* Balanced waits until every LastKnownELR member is unfenced, asks every live replica, and elects the highest
  (LastWrittenLeaderEpoch, LogEndOffset);
* Aggressive recovers as soon as any replica can answer (availability first), and elects the longest log among
  the replicas it could ask;
* None elects nothing until an operator does: ElectLeaders v3 LONGEST_LOG_BALANCED / LONGEST_LOG_AGGRESSIVE elect
  the longest log, DESIGNATION the replica named.
Finally the randomized schedules of the data-plane simulation with two unclean shutdowns (one power loss, one
kill -9 of a replica that answers the recovery) keep every acknowledged acks=all record with the manager on.
"""

from __future__ import annotations

import pytest

from kraftpy.metadata.partition import RECOVERED, RECOVERING
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest
from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest
from kraftpy.sim.cluster_sim import ClusterSimConfig, ClusterSimulation
from kraftpy.sim.scenarios import (
    RECOVERY_TOPIC,
    RecoverySetup,
    caught_up,
    longest_log,
    prepare_unclean_recovery,
)

LONGEST_LOG_AGGRESSIVE = 2
LONGEST_LOG_BALANCED = 3
DESIGNATION = 4


def _recovered(s: RecoverySetup, expected: int) -> None:
    """`expected` leads after a recovery (ISR = [it], RECOVERING), then the others catch up and the partition is
    RECOVERED with every replica holding the winner's log."""
    c = s.cluster
    c.run_until(lambda: s.leader() >= 0, 30_000, "a leader")
    p = s.state("elected")
    assert p.leader == expected, "\n".join(s.timeline)
    assert tuple(p.isr) == (expected,) and p.leader_recovery_state == RECOVERING
    c.run_until(lambda: caught_up(c, RECOVERY_TOPIC), 60_000, "catch-up")
    p = s.state("caught up")
    assert p.leader == expected and p.leader_recovery_state == RECOVERED and set(p.isr) == {0, 1, 2}
    winner_end = s.logs[expected].log_end_offset
    leader = c.replica(expected, RECOVERY_TOPIC)
    assert leader is not None and leader.log.log_end_offset == winner_end  # nothing written since
    assert s.metadata.violations == []


def _manager(s: RecoverySetup):  # type: ignore[no-untyped-def]
    node = s.cluster.active_controller()
    assert node is not None and node.controller is not None
    return node.controller.role.recovery


@pytest.mark.parametrize("seed", [0, 1])
def test_balanced_waits_for_last_known_elr_then_elects_the_longest_log(seed: int) -> None:
    s = prepare_unclean_recovery(seed, strategy="Balanced")
    c = s.cluster
    s.restart(2)  # not an ELR member
    s.wait_unfenced(2)
    c.run_for(3_000)
    assert s.leader() == -1, "\n".join(s.timeline)  # fenced ELR members 0 and 1: wait
    s.restart(0)  # an ELR member returning uncleanly: it leaves the ELR for the LastKnownELR
    s.wait_unfenced(0)
    c.run_for(3_000)
    p = s.state("0 and 2 back")
    assert p.leader == -1 and p.elr == (1,) and 0 in p.last_known_elr
    s.restart(1)
    expected = longest_log(s.logs, s.replicas)
    _recovered(s, expected)
    assert _manager(s).finished_count >= 1


def test_the_newer_leader_epoch_beats_the_longer_log() -> None:
    """Seed 0: broker 0 holds more records, broker 1 fewer but written in the newer leader epoch - 1 wins."""
    s = prepare_unclean_recovery(0, strategy="Balanced")
    for b in (0, 1, 2):
        s.restart(b)
    assert s.logs[0].log_end_offset > s.logs[1].log_end_offset
    assert s.logs[1].last_written_epoch > s.logs[0].last_written_epoch
    _recovered(s, 1)


def test_aggressive_recovers_at_once_with_the_first_replica_back() -> None:
    s = prepare_unclean_recovery(1, strategy="Aggressive")
    c = s.cluster
    s.restart(2)  # the replica with the shortest log comes back alone
    c.run_until(lambda: s.leader() >= 0, 15_000, "an aggressive recovery")
    p = s.state("2 back")
    assert p.leader == 2 and p.leader_recovery_state == RECOVERING  # availability first: fenced ELR members
    s.restart(0)  # ... were not waited for, although they hold more
    s.restart(1)
    assert longest_log(s.logs, s.replicas) != 2 and s.logs[0].rank() > s.logs[2].rank()
    c.run_until(lambda: caught_up(c, RECOVERY_TOPIC), 60_000, "catch-up")
    assert s.state("caught up").leader == 2


@pytest.mark.parametrize("strategy", ["Aggressive", "Balanced"])
def test_with_every_replica_back_the_longest_log_wins(strategy: str) -> None:
    """Strategy None holds the partition until every replica is back; then the topic's strategy is changed and the
    recovery asks all three."""
    s = prepare_unclean_recovery(2, strategy="None")
    c = s.cluster
    for b in (0, 1, 2):
        s.restart(b)
    s.wait_unfenced(0, 1, 2)
    c.run_for(3_000)
    assert s.leader() == -1
    R = IncrementalAlterConfigsRequest
    req = R(
        resources=[
            R.AlterConfigsResource(
                resource_type=2,
                resource_name=RECOVERY_TOPIC,
                configs=[R.AlterableConfig(name="unclean.recovery.strategy", config_operation=0, value=strategy)],
            )
        ]
    )
    call = s.client.admin(req, version=1)
    assert call is not None
    c.run_until(lambda: call.done, 20_000, "IncrementalAlterConfigs")
    assert call.ok and call.response.responses[0].error_code == 0
    _recovered(s, longest_log(s.logs, s.replicas))


def _elect(s: RecoverySetup, election_type: int, desired: int | None = None) -> int:
    c = s.cluster
    T = ElectLeadersRequest.TopicPartitions
    req = ElectLeadersRequest(
        election_type=election_type,
        timeout_ms=20_000,
        topic_partitions=[
            T(topic=RECOVERY_TOPIC, partitions=[0], desired_leaders=None if desired is None else [desired])
        ],
    )
    call = s.client.admin(req, version=3, timeout_ms=25_000)
    assert call is not None
    c.run_until(lambda: call.done, 30_000, "ElectLeaders")
    assert call.ok, call
    assert call.response.error_code == 0
    result = call.response.replica_election_results[0].partition_result[0]
    return int(result.error_code)


@pytest.mark.parametrize("election_type", [LONGEST_LOG_BALANCED, LONGEST_LOG_AGGRESSIVE])
def test_none_waits_for_an_operator_longest_log_election(election_type: int) -> None:
    s = prepare_unclean_recovery(0, strategy="None")
    c = s.cluster
    for b in (0, 1, 2):
        s.restart(b)
    s.wait_unfenced(0, 1, 2)
    c.run_for(5_000)
    assert s.leader() == -1  # strategy None: nobody is elected automatically
    assert _manager(s).manual_election_partitions == 1
    assert _elect(s, election_type) == 0  # answered once the election is committed
    assert s.leader() == longest_log(s.logs, s.replicas)
    _recovered(s, longest_log(s.logs, s.replicas))
    assert _manager(s).manual_election_partitions == 0


def test_none_waits_for_an_operator_designation() -> None:
    s = prepare_unclean_recovery(1, strategy="None")
    c = s.cluster
    for b in (0, 1, 2):
        s.restart(b)
    s.wait_unfenced(0, 1, 2)
    c.run_for(3_000)
    assert s.leader() == -1
    shortest = min(s.logs.values(), key=lambda r: r.rank()).broker
    assert shortest != longest_log(s.logs, s.replicas)
    assert _elect(s, DESIGNATION, 7) == ErrorCode.INVALID_REQUEST  # not a replica
    assert _elect(s, DESIGNATION, shortest) == 0  # the operator's choice, even with less data
    c.run_until(lambda: caught_up(c, RECOVERY_TOPIC), 60_000, "catch-up")
    assert s.state("caught up").leader == shortest


@pytest.mark.parametrize("seed", range(8))
def test_two_unclean_shutdowns_lose_nothing_when_the_lossless_replica_answers(seed: int) -> None:
    """Randomized schedules (network faults, clean stops, controller crashes) where one replica loses power and
    another is killed: with the recovery manager on, no acks=all record is lost (`ClusterSimulation` raises
    otherwise)."""
    result = ClusterSimulation(
        seed, ClusterSimConfig(two_unclean=True, recovery_manager=True, recovery_strategy="Balanced")
    ).run()
    assert result.unclean_shutdowns >= 2
    assert result.data.checked_acked_all == result.data.acked_all


def test_two_unclean_shutdowns_without_the_recovery_manager_can_lose_data() -> None:
    """The same schedules with the delivery-plan elections: the LastKnownLeader election may pick the replica that
    lost power (the KIP's stated limit: min ISR unclean shutdowns). Seeds 0-19 include such a loss."""
    config = ClusterSimConfig(two_unclean=True)
    lossy = next((r for r in (ClusterSimulation(seed, config).run() for seed in range(20)) if r.data_loss), None)
    assert lossy is not None
    assert all(v.kind == "data-loss" for v in lossy.data_loss)
