"""The Unclean Recovery manager (KIP-966) on the controller cluster, with fake brokers answering GetReplicaLogInfo:
each strategy, the failure cases the KIP lists (a replica failing before or after it answers, broker epoch
mismatch, stale leader epoch, controller failover), timeouts, batching, and the metrics as a recovery runs."""

from __future__ import annotations

from typing import Any

from kraftpy.controller.recovery_manager import MAX_PARTITIONS_PER_REQUEST
from kraftpy.metadata.partition import NO_LEADER, RECOVERING
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest
from kraftpy.protocol.messages.unregister_broker import UnregisterBrokerRequest
from tests.controller.harness import BROKER_RESOURCE, TOPIC_RESOURCE, FakeBrokers, Harness

E = ErrorCode


def cluster(
    strategy: str | None = None, *, manager: bool = True, timeout_ms: int | None = None, brokers: int = 3
) -> tuple[Harness, FakeBrokers]:
    """Brokers 1..n, manager on; topic t-0 on [1,2,3] with min ISR 2."""
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(*range(1, brokers + 1))
    if manager:
        h.set_config(BROKER_RESOURCE, "", "unclean.recovery.manager.enabled", "true")
    configs = {"min_insync_replicas": "2"}
    if strategy is not None:
        configs["unclean_recovery_strategy"] = strategy
    if timeout_ms is not None:
        configs["unclean_recovery_timeout_ms"] = str(timeout_ms)
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3]], **configs)
    return h, FakeBrokers(h)


def metrics(h: Harness) -> dict[str, int]:
    return h.active.metrics.snapshot()


def state(h: Harness) -> tuple[Any, ...]:
    p = h.partition("t")
    return p.leader, list(p.isr), list(p.elr), list(p.last_known_elr), p.leader_recovery_state


def lose_everything(h: Harness) -> None:
    """Every replica is fenced: ISR [], ELR [1, 2] (3 left while the ISR was still at min ISR), last leader 1."""
    h.fence(3, 2, 1)
    assert state(h)[:4] == (NO_LEADER, [], [1, 2], [])


# -- Aggressive ------------------------------------------------------------------------------------------------


def test_aggressive_recovers_with_the_live_replicas_and_the_longest_log_wins() -> None:
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    # only fenced ELR members: Aggressive starts a recovery, with nobody to ask yet
    assert metrics(h)["unclean_recovery_partitions_count"] == 1
    assert brokers.brokers_asked() == []
    brokers.set_log(2, "t", 0, last_written_leader_epoch=3, log_end_offset=80)
    brokers.set_log(3, "t", 0, last_written_leader_epoch=3, log_end_offset=120)
    h.restart(3, clean=False)
    h.restart(2, clean=False)  # leaves the ELR (unclean shutdown): LastKnownELR [2]
    assert sorted(brokers.brokers_asked()) == [2, 3]
    assert h.partition("t").leader == NO_LEADER
    brokers.answer()
    assert state(h) == (3, [3], [], [2], RECOVERING)  # LastKnownELR stays until the ISR reaches min ISR
    m = metrics(h)
    assert (m["unclean_recovery_partitions_count"], m["unclean_recovery_finished_count"]) == (0, 1)
    assert m["UncleanLeaderElections"] == 1 and m["OfflinePartitionsCount"] == 0


def test_aggressive_elects_among_the_replies_at_the_timeout() -> None:
    h, brokers = cluster("Aggressive", timeout_ms=10_000)
    lose_everything(h)
    brokers.set_log(2, "t", 0, 3, 10)
    brokers.set_log(3, "t", 0, 3, 999)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    brokers.answer([2])  # 3 is silent
    assert h.partition("t").leader == NO_LEADER
    h.run_for(10_000)
    assert h.partition("t").leader == 2


def test_aggressive_takes_the_first_reply_after_the_timeout() -> None:
    h, brokers = cluster("Aggressive", timeout_ms=5_000)
    lose_everything(h)
    brokers.set_log(2, "t", 0, 3, 10)
    brokers.set_log(3, "t", 0, 3, 999)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    h.run_for(20_000)  # nobody answers within the window
    assert h.partition("t").leader == NO_LEADER
    brokers.answer([2])
    assert h.partition("t").leader == 2


# -- Balanced ----------------------------------------------------------------------------------------------------


def test_balanced_waits_for_every_last_known_elr_member() -> None:
    h, brokers = cluster()  # Balanced is the default
    lose_everything(h)
    assert metrics(h)["unclean_recovery_partitions_count"] == 0  # fenced ELR members: plain waiting
    brokers.set_log(1, "t", 0, 4, 50)
    brokers.set_log(2, "t", 0, 4, 70)
    brokers.set_log(3, "t", 0, 4, 999)
    h.register(1)  # both ELR members come back after unclean shutdowns: LastKnownELR [1, 2], still fenced
    h.register(2)
    assert state(h)[:4] == (NO_LEADER, [], [], [1, 2])
    assert metrics(h)["unclean_recovery_partitions_count"] == 1  # the KIP counts this wait as a recovery
    h.restart(3, clean=False)
    assert h.heartbeat(1).is_fenced is False
    assert brokers.brokers_asked() == []  # 2 is not unfenced yet
    assert h.heartbeat(2).is_fenced is False
    assert sorted(brokers.brokers_asked()) == [1, 2, 3]
    brokers.answer([1, 3])
    assert h.partition("t").leader == NO_LEADER  # LastKnownELR member 2 has not answered
    brokers.answer()
    assert state(h) == (3, [3], [], [1, 2], RECOVERING)
    # KIP-966: LastKnownELR is cleared when the ISR reaches min ISR, not by the election
    assert h.alter_isr("t", 0, [3, 1]).error_code == 0
    assert state(h)[:4] == (3, [3, 1], [], [])


def test_balanced_does_not_wait_for_an_unregistered_broker() -> None:
    """An unregistration is not an unclean shutdown: the broker leaves the ELR and LastKnownELR (and the
    LastKnownLeader) for good, so a Balanced recovery proceeds with the replicas that remain instead of counting a
    recovery that waits forever."""
    h, brokers = cluster()
    lose_everything(h)  # ISR [], ELR [1, 2], last leader 1
    brokers.set_log(1, "t", 0, 4, 50)
    brokers.set_log(3, "t", 0, 4, 999)
    h.register(1)  # ELR member 1 came back after an unclean shutdown: LastKnownELR [1]
    assert state(h)[:4] == (NO_LEADER, [], [2], [1])
    resp = h.call(64, 0, UnregisterBrokerRequest(broker_id=2))  # ELR member 2 leaves the cluster for good
    assert resp.error_code == 0
    p = h.partition("t")
    assert (p.leader, list(p.isr), list(p.elr), list(p.last_known_elr)) == (NO_LEADER, [], [], [1])
    assert p.last_known_leader in (-1, 1)
    assert h.heartbeat(1).is_fenced is False
    h.restart(3, clean=False)
    assert sorted(brokers.brokers_asked()) == [1, 3]
    brokers.answer()
    assert state(h)[:2] == (3, [3])
    assert metrics(h)["unclean_recovery_partitions_count"] == 0
    # the unregistered broker is gone from every field
    p = h.partition("t")
    assert 2 not in (*p.isr, *p.elr, *p.last_known_elr, p.last_known_leader, p.leader)


def test_an_unregistered_last_known_elr_member_is_not_waited_for() -> None:
    h, brokers = cluster()
    lose_everything(h)
    brokers.set_log(1, "t", 0, 4, 50)
    brokers.set_log(2, "t", 0, 4, 70)
    brokers.set_log(3, "t", 0, 4, 999)
    h.register(1)
    h.register(2)  # both ELR members came back uncleanly: LastKnownELR [1, 2], fenced
    assert state(h)[:4] == (NO_LEADER, [], [], [1, 2])
    assert h.call(64, 0, UnregisterBrokerRequest(broker_id=2)).error_code == 0
    assert state(h)[:4] == (NO_LEADER, [], [], [1])
    assert h.heartbeat(1).is_fenced is False
    h.restart(3, clean=False)
    assert sorted(brokers.brokers_asked()) == [1, 3]
    brokers.answer()
    assert state(h)[:2] == (3, [3])


def test_balanced_stops_when_a_last_known_elr_member_is_fenced_again() -> None:
    h, brokers = cluster()
    lose_everything(h)
    for b in (1, 2):
        brokers.set_log(b, "t", 0, 4, 10 * b)
    h.restart(1, clean=False)
    h.restart(2, clean=False)
    assert sorted(brokers.brokers_asked()) == [1, 2]
    h.fence(2)  # decided again: back to waiting for LastKnownELR member 2
    brokers.answer()
    assert h.partition("t").leader == NO_LEADER
    assert metrics(h)["unclean_recovery_partitions_count"] == 1
    assert h.heartbeat(2).is_fenced is False
    assert sorted(brokers.brokers_asked()) == [1, 2]  # a new recovery asks everyone again
    brokers.answer()
    assert h.partition("t").leader == 2


def test_balanced_waits_for_the_timeout_for_the_other_replicas() -> None:
    h, brokers = cluster(timeout_ms=10_000)
    lose_everything(h)
    brokers.set_log(1, "t", 0, 4, 50)
    brokers.set_log(2, "t", 0, 4, 70)
    h.restart(1, clean=False)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    brokers.answer([1, 2])  # the LastKnownELR members answered; 3 did not
    assert h.partition("t").leader == NO_LEADER
    h.run_for(10_000)
    assert state(h)[0] == 2


# -- None -------------------------------------------------------------------------------------------------------


def test_strategy_none_waits_for_an_operator() -> None:
    h, brokers = cluster("None")
    lose_everything(h)
    h.restart(1, clean=False)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    h.run_for(60_000)
    assert h.partition("t").leader == NO_LEADER and brokers.brokers_asked() == []
    assert metrics(h)["manual_leader_election_required_partition_count"] == 1
    from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest as R

    resp = h.call(
        43, 3, R(election_type=4, topic_partitions=[R.TopicPartitions(topic="t", partitions=[0], desired_leaders=[2])])
    )
    assert resp.replica_election_results[0].partition_result[0].error_code == 0
    assert state(h)[:2] == (2, [2])
    assert metrics(h)["manual_leader_election_required_partition_count"] == 0


# -- failures the KIP lists ----------------------------------------------------------------------------------------


def test_a_replica_that_fails_before_answering_is_asked_again() -> None:
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    brokers.set_log(3, "t", 0, 3, 10)
    h.restart(3, clean=False)
    assert brokers.answer(fail=True) == 1
    assert h.partition("t").leader == NO_LEADER
    h.run_for(1_000)  # the retry backoff
    assert brokers.brokers_asked() == [3]
    brokers.answer()
    assert h.partition("t").leader == 3


def test_a_replica_that_restarts_after_answering_is_asked_again() -> None:
    """The answer of the old incarnation no longer counts (its broker epoch is not the registered one)."""
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    brokers.set_log(2, "t", 0, 3, 100)
    brokers.set_log(3, "t", 0, 3, 200)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    brokers.answer([3])
    h.fence(3)  # 3 goes down (its session ends) and restarts before 2 answered, losing data
    brokers.set_log(3, "t", 0, 3, 40)
    h.restart(3, clean=False)
    assert brokers.brokers_asked() == [2, 3]  # the new incarnation is asked; 2 has not answered yet
    brokers.answer([2])
    assert h.partition("t").leader == NO_LEADER  # the old incarnation's answer (200) does not count
    brokers.answer()
    assert h.partition("t").leader == 2


def test_an_answer_with_another_broker_epoch_is_rejected() -> None:
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    brokers.set_log(3, "t", 0, 3, 10)
    h.restart(3, clean=False)
    brokers.broker_epoch[3] = h.epochs[3] - 1  # an answer from a previous incarnation
    brokers.answer()
    assert h.partition("t").leader == NO_LEADER
    recovery = h.active.recovery.in_flight()[(h.topic("t").id, 0)]
    assert "broker epoch" in recovery.rejected[3]
    del brokers.broker_epoch[3]
    h.run_for(1_000)
    brokers.answer()
    assert h.partition("t").leader == 3


def test_an_answer_with_a_stale_leader_epoch_is_rejected_and_asked_again() -> None:
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    brokers.set_log(3, "t", 0, 3, 10)
    h.restart(3, clean=False)
    brokers.metadata_epoch[3] = h.partition("t").leader_epoch - 1  # its metadata is behind
    brokers.answer()
    assert h.partition("t").leader == NO_LEADER
    del brokers.metadata_epoch[3]
    h.run_for(1_000)
    brokers.answer()
    assert h.partition("t").leader == 3


def test_a_non_retriable_error_excludes_the_replica() -> None:
    h, brokers = cluster("Aggressive", timeout_ms=5_000)
    lose_everything(h)
    assert not E.CLUSTER_AUTHORIZATION_FAILED.retriable
    brokers.set_log(2, "t", 0, 9, 999, error_code=int(E.CLUSTER_AUTHORIZATION_FAILED))
    brokers.set_log(3, "t", 0, 3, 10)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    brokers.answer()
    h.run_for(5_000)
    assert h.partition("t").leader == 3
    assert brokers.brokers_asked() == []  # 2 was not asked again


def test_controller_failover_restarts_the_recovery() -> None:
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    brokers.set_log(2, "t", 0, 3, 100)
    brokers.set_log(3, "t", 0, 3, 50)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    old = brokers.collect()[:]
    assert sorted(n for n, _r, _c in old) == [2, 3]
    brokers.queue = []
    h.elect(101)  # nothing about the recovery was persisted: the new controller asks again
    assert sorted(brokers.brokers_asked()) == [2, 3]
    for node, req, cb in old:  # late answers to the old controller's questions change nothing
        cb(brokers._response(node, req), None)
    h.log.commit()
    assert h.partition("t").leader == NO_LEADER
    assert metrics(h)["unclean_recovery_partitions_count"] == 1
    brokers.answer()
    assert h.partition("t").leader == 2
    assert h.roles[100].metrics.snapshot()["unclean_recovery_partitions_count"] == 0


def test_an_elr_member_coming_back_ends_the_recovery_with_a_clean_election() -> None:
    h, brokers = cluster("Aggressive")
    lose_everything(h)
    h.restart(3, clean=False)
    assert brokers.brokers_asked() == [3]
    h.restart(1, clean=True)  # an ELR member after a clean shutdown: elected at once
    assert state(h)[:2] == (1, [1])
    assert h.partition("t").leader_recovery_state != RECOVERING
    brokers.set_log(3, "t", 0, 3, 10)
    brokers.answer()
    assert h.partition("t").leader == 1
    assert metrics(h)["unclean_recovery_partitions_count"] == 0


def test_turning_the_manager_off_gives_the_delivery_plan_back() -> None:
    h, _brokers = cluster("Aggressive")
    lose_everything(h)
    h.restart(3, clean=False)
    assert metrics(h)["unclean_recovery_partitions_count"] == 1
    h.set_config(BROKER_RESOURCE, "", "unclean.recovery.manager.enabled", "false")
    assert metrics(h)["unclean_recovery_partitions_count"] == 0
    h.set_config(TOPIC_RESOURCE, "t", "unclean.leader.election.enable", "true")
    h.fence(3)
    h.heartbeat(3)  # unfenced: the delivery plan's random unclean election (fenced ELR, unclean enabled)
    assert h.partition("t").leader == 3


def test_without_the_manager_nobody_is_asked() -> None:
    h, brokers = cluster(manager=False)
    lose_everything(h)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    h.restart(1, clean=False)  # the last leader: elected once unfenced (delivery plan)
    assert brokers.brokers_asked() == []
    assert state(h)[0] == 1 and h.partition("t").leader_recovery_state == RECOVERING


def test_questions_are_batched_per_broker() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2)
    h.set_config(BROKER_RESOURCE, "", "unclean.recovery.manager.enabled", "true")
    h.create_topic("t", 0, 0, assignment=[[1, 2]] * 7, unclean_recovery_strategy="Aggressive")
    h.create_topic("u", 0, 0, assignment=[[1]], unclean_recovery_strategy="Aggressive")
    brokers = FakeBrokers(h)
    assert MAX_PARTITIONS_PER_REQUEST == 2000
    h.active.recovery.max_partitions_per_request = 3
    h.fence(2, 1)
    h.restart(1, clean=False)
    requests = [req for _n, req, _c in brokers.collect()]
    assert [n for n, _r, _c in brokers.collect()] == [1, 1, 1]
    assert all(isinstance(r, GetReplicaLogInfoRequest) and r.broker_id == 100 for r in requests)
    assert sorted(sum(len(t.partitions) for t in r.topic_partitions) for r in requests) == [2, 3, 3]
    for i in range(7):
        brokers.set_log(1, "t", i, 2, i)
    brokers.set_log(1, "u", 0, 2, 0)
    brokers.answer()
    assert all(p.leader == 1 for p in h.topic("t").partitions.values())
    assert h.partition("u").leader == 1
    assert metrics(h)["unclean_recovery_finished_count"] == 8
