"""ElectLeaders v0-v3 on the controller cluster: every election type, answers only once the elections are
committed (or TimeoutMs expires), the KIP limits and errors, and the automatic preferred elections."""

from __future__ import annotations

from typing import Any

import pytest

from kraftpy.controller.elections import (
    DESIGNATION,
    LONGEST_LOG_AGGRESSIVE,
    LONGEST_LOG_BALANCED,
    PREFERRED,
    UNCLEAN,
)
from kraftpy.metadata.partition import NO_LEADER, RECOVERED, RECOVERING
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from kraftpy.runtime import Deferred
from tests.controller.harness import BROKER_RESOURCE, TOPIC_RESOURCE, FakeBrokers, Harness

E = ErrorCode
R = ElectLeadersRequest
ELECT = 43


def request(
    etype: int,
    parts: dict[str, list[int]] | None,
    *,
    desired: dict[str, list[int] | None] | None = None,
    timeout_ms: int = 60_000,
) -> ElectLeadersRequest:
    if parts is None:
        return R(election_type=etype, topic_partitions=None, timeout_ms=timeout_ms)
    return R(
        election_type=etype,
        timeout_ms=timeout_ms,
        topic_partitions=[
            R.TopicPartitions(topic=t, partitions=ps, desired_leaders=(desired or {}).get(t)) for t, ps in parts.items()
        ],
    )


def elect(h: Harness, etype: int, parts: dict[str, list[int]] | None, *, version: int = 3, **kw: Any) -> Any:
    resp = h.call(ELECT, version, request(etype, parts, **kw))
    # every response encodes at the request's version
    ElectLeadersResponse.decode(resp.encode(version), version)
    return resp


def results(resp: Any) -> dict[tuple[str, int], int]:
    return {(t.topic, p.partition_id): p.error_code for t in resp.replica_election_results for p in t.partition_result}


def messages(resp: Any) -> dict[tuple[str, int], str | None]:
    return {
        (t.topic, p.partition_id): p.error_message for t in resp.replica_election_results for p in t.partition_result
    }


def imbalanced() -> Harness:
    """Partition t-0 [1,2,3] led by 2 after 1 came back; t-1 [2,3,1] led by its preferred replica 2."""
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3], [2, 3, 1]])
    h.fence(1)
    h.heartbeat(1)  # unfenced again, but not back in the ISR until the leader adds it
    assert h.partition("t").leader == 2
    return h


def leaderless(**settings: Any) -> Harness:
    """Partition t-0 [1,2,3], min ISR 2: every replica fenced (ISR [], ELR [1,2], last leader 1), then 2 and 3
    restarted after unclean shutdowns: ISR [], ELR [1] (fenced), LastKnownELR [2], live replicas 2 and 3."""
    h = Harness(auto_leader_rebalance_enable=False, **settings)
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3]], min_insync_replicas="2")
    h.fence(3, 2, 1)
    h.restart(2, clean=False)
    h.restart(3, clean=False)
    p = h.partition("t")
    assert (p.leader, list(p.isr), list(p.elr), list(p.last_known_elr)) == (NO_LEADER, [], [1], [2])
    return h


# -- PREFERRED ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("version", [1, 2, 3])
def test_preferred_election(version: int) -> None:
    h = imbalanced()
    resp = elect(h, PREFERRED, {"t": [0]}, version=version)
    assert results(resp) == {("t", 0): E.PREFERRED_LEADER_NOT_AVAILABLE}  # 1 is not in the ISR yet
    assert messages(resp)[("t", 0)] == "The preferred leader was not available."
    h.alter_isr("t", 0, [2, 3, 1])
    epoch = h.partition("t").leader_epoch
    resp = elect(h, PREFERRED, {"t": [0, 1]}, version=version)
    assert resp.error_code == 0
    assert results(resp) == {("t", 0): 0, ("t", 1): E.ELECTION_NOT_NEEDED}
    assert messages(resp)[("t", 0)] is None
    p = h.partition("t")
    assert (p.leader, p.leader_epoch) == (1, epoch + 1)
    assert results(elect(h, PREFERRED, {"t": [0]}, version=version)) == {("t", 0): E.ELECTION_NOT_NEEDED}


def test_v0_is_kip_183_preferred_election() -> None:
    h = imbalanced()
    h.alter_isr("t", 0, [2, 3, 1])
    resp = elect(h, PREFERRED, {"t": [0, 1]}, version=0)
    # v0 knows no ELECTION_NOT_NEEDED: the preferred replica leading already is a success
    assert results(resp) == {("t", 0): 0, ("t", 1): 0}
    assert h.partition("t").leader == 1
    # ElectionType does not exist in v0: whatever the object says, v0 elects the preferred replica
    resp = h.call(ELECT, 0, request(UNCLEAN, {"t": [1]}))
    assert results(resp) == {("t", 1): 0}


def test_the_answer_waits_for_the_commit() -> None:
    h = imbalanced()
    h.alter_isr("t", 0, [2, 3, 1])
    d = h.submit(ELECT, 2, request(PREFERRED, {"t": [0]}))
    assert isinstance(d, Deferred) and not d.done
    assert h.topic("t").partitions[0].leader == 1  # decided (appended) ...
    assert h.topic("t", committed=True).partitions[0].leader == 2  # ... not committed: no answer yet
    h.log.commit()
    assert d.done and results(d.result()) == {("t", 0): 0}


def test_all_partitions_omits_those_that_needed_no_election() -> None:
    h = imbalanced()
    h.create_topic("balanced", 0, 0, assignment=[[3, 1, 2]])
    h.alter_isr("t", 0, [2, 3, 1])
    resp = elect(h, PREFERRED, None, version=2)
    assert [t.topic for t in resp.replica_election_results] == ["t"]
    assert results(resp) == {("t", 0): 0}
    assert elect(h, PREFERRED, None).replica_election_results == []


def test_timeout_answers_request_timed_out_for_what_did_not_commit() -> None:
    h = imbalanced()
    h.alter_isr("t", 0, [2, 3, 1])
    d = h.submit(ELECT, 2, request(PREFERRED, {"t": [0, 1]}, timeout_ms=1000))
    h.reactor.advance(999)
    assert not d.done
    h.reactor.advance(1)
    resp = d.result()
    assert results(resp) == {("t", 0): E.REQUEST_TIMED_OUT, ("t", 1): E.ELECTION_NOT_NEEDED}
    assert "1000 ms" in (messages(resp)[("t", 0)] or "")


# -- UNCLEAN -----------------------------------------------------------------------------------------------------


def test_unclean_election() -> None:
    h = leaderless()
    h.create_topic("led", 0, 0, assignment=[[2, 3]])
    resp = elect(h, UNCLEAN, {"t": [0], "led": [0]}, version=1)
    assert results(resp) == {("t", 0): 0, ("led", 0): E.ELECTION_NOT_NEEDED}
    p = h.partition("t")
    assert p.leader in (2, 3) and list(p.isr) == [p.leader]
    # the ELR goes; LastKnownELR stays until the ISR reaches min ISR (KIP-966), without the new leader
    expected_lke = [b for b in [2] if b != p.leader]
    assert (list(p.elr), list(p.last_known_elr), p.leader_recovery_state) == ([], expected_lke, RECOVERING)
    assert h.active.metrics.snapshot()["UncleanLeaderElections"] == 1


def test_unclean_election_without_any_live_replica() -> None:
    h = leaderless()
    h.fence(2, 3)
    resp = elect(h, UNCLEAN, {"t": [0]}, version=2)
    assert results(resp) == {("t", 0): E.ELIGIBLE_LEADERS_NOT_AVAILABLE}
    assert messages(resp)[("t", 0)] == "Eligible topic partition leaders are not available."


# -- DESIGNATION -------------------------------------------------------------------------------------------------


def test_designation() -> None:
    h = leaderless()
    h.create_topic("u", 0, 0, assignment=[[2, 3], [3, 2]])
    resp = elect(h, DESIGNATION, {"t": [0], "u": [0, 1]}, desired={"t": [3], "u": [3, 3]})
    assert results(resp) == {("t", 0): 0, ("u", 0): E.ELECTION_NOT_NEEDED, ("u", 1): E.ELECTION_NOT_NEEDED}
    p = h.partition("t")
    assert (p.leader, list(p.isr), list(p.elr), p.leader_recovery_state) == (3, [3], [], RECOVERING)


def test_designation_errors() -> None:
    h = leaderless()
    resp = elect(h, DESIGNATION, {"t": [0]}, desired={"t": [1]})  # an ELR member, but fenced
    assert results(resp) == {("t", 0): E.ELIGIBLE_LEADERS_NOT_AVAILABLE}
    assert "cannot lead" in (messages(resp)[("t", 0)] or "")
    assert results(elect(h, DESIGNATION, {"t": [0]}, desired={"t": [9]})) == {("t", 0): E.INVALID_REQUEST}
    assert results(elect(h, DESIGNATION, {"t": [0]})) == {("t", 0): E.INVALID_REQUEST}  # no DesiredLeaders
    resp = elect(h, DESIGNATION, {"t": [0]}, desired={"t": [2, 3]})
    assert results(resp) == {("t", 0): E.INVALID_REQUEST} and "DesiredLeaders" in (messages(resp)[("t", 0)] or "")
    dup = R(
        election_type=DESIGNATION,
        topic_partitions=[
            R.TopicPartitions(topic="t", partitions=[0], desired_leaders=[2]),
            R.TopicPartitions(topic="t", partitions=[0], desired_leaders=[3]),
        ],
    )
    assert results(h.call(ELECT, 3, dup)) == {("t", 0): E.INVALID_REQUEST}
    assert h.partition("t").leader == NO_LEADER  # nothing was elected by any of these
    resp = elect(h, DESIGNATION, None)
    assert resp.error_code == E.INVALID_REQUEST and resp.replica_election_results == []


# -- LONGEST_LOG -------------------------------------------------------------------------------------------------


def test_longest_log_aggressive_elects_the_longest_replica() -> None:
    h = leaderless()
    brokers = FakeBrokers(h)
    brokers.set_log(2, "t", 0, last_written_leader_epoch=4, log_end_offset=100)
    brokers.set_log(3, "t", 0, last_written_leader_epoch=4, log_end_offset=150)
    d = h.submit(ELECT, 3, request(LONGEST_LOG_AGGRESSIVE, {"t": [0]}))
    h.log.commit()
    assert not d.done  # waiting for the replicas
    assert sorted(brokers.brokers_asked()) == [2, 3]
    brokers.answer()
    assert d.done and results(d.result()) == {("t", 0): 0}
    p = h.partition("t")
    assert (p.leader, list(p.isr), p.leader_recovery_state) == (3, [3], RECOVERING)
    assert h.active.metrics.snapshot()["unclean_recovery_finished_count"] == 1


def test_longest_log_balanced_waits_for_a_fenced_elr_member() -> None:
    h = leaderless()
    resp = elect(h, LONGEST_LOG_BALANCED, {"t": [0]})
    assert results(resp) == {("t", 0): E.ELIGIBLE_LEADERS_NOT_AVAILABLE}
    assert "fenced ELR" in (messages(resp)[("t", 0)] or "")


def test_longest_log_balanced_when_the_manager_leaves_the_partition_to_an_operator() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.set_config(BROKER_RESOURCE, "", "unclean.recovery.manager.enabled", "true")
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3]], min_insync_replicas="2")
    h.set_config(TOPIC_RESOURCE, "t", "unclean.recovery.strategy", "None")
    h.fence(3, 2, 1)
    h.restart(1, clean=False)
    h.restart(2, clean=False)
    p = h.partition("t")
    assert (p.leader, list(p.elr), list(p.last_known_elr)) == (NO_LEADER, [], [1, 2])
    assert h.active.metrics.snapshot()["manual_leader_election_required_partition_count"] == 1
    brokers = FakeBrokers(h)
    brokers.set_log(1, "t", 0, 7, 500)
    brokers.set_log(2, "t", 0, 8, 10)  # a later epoch beats a longer log
    d = h.submit(ELECT, 3, request(LONGEST_LOG_BALANCED, {"t": [0]}))
    h.log.commit()
    assert sorted(brokers.brokers_asked()) == [1, 2]
    brokers.answer()
    assert results(d.result()) == {("t", 0): 0}
    assert h.partition("t").leader == 2
    snap = h.active.metrics.snapshot()
    assert snap["manual_leader_election_required_partition_count"] == 0
    assert snap["unclean_recovery_partitions_count"] == 0


def test_longest_log_times_out_while_replicas_do_not_answer() -> None:
    h = leaderless()
    brokers = FakeBrokers(h)
    d = h.submit(ELECT, 3, request(LONGEST_LOG_AGGRESSIVE, {"t": [0], "nope": [0]}, timeout_ms=5000))
    h.log.commit()
    assert brokers.brokers_asked()
    h.reactor.advance(5000)
    assert results(d.result()) == {("t", 0): E.REQUEST_TIMED_OUT, ("nope", 0): E.UNKNOWN_TOPIC_OR_PARTITION}
    assert h.partition("t").leader == NO_LEADER
    # with the request gone and the manager off, the recovery stops: late answers elect nobody
    h.reactor.advance(1000)
    h.log.commit()
    assert h.active.recovery.in_flight() == {}
    brokers.set_log(2, "t", 0, 4, 100)
    brokers.set_log(3, "t", 0, 4, 100)
    brokers.answer()
    assert h.partition("t").leader == NO_LEADER


def test_longest_log_needs_a_leaderless_partition_and_a_live_replica() -> None:
    h = leaderless()
    h.create_topic("led", 0, 0, assignment=[[2, 3]])
    assert results(elect(h, LONGEST_LOG_AGGRESSIVE, {"led": [0]})) == {("led", 0): E.ELECTION_NOT_NEEDED}
    h.fence(2, 3)
    resp = elect(h, LONGEST_LOG_AGGRESSIVE, {"t": [0]})
    assert results(resp) == {("t", 0): E.ELIGIBLE_LEADERS_NOT_AVAILABLE}


def test_failover_fails_a_pending_election_with_not_controller() -> None:
    h = leaderless()
    d = h.submit(ELECT, 3, request(LONGEST_LOG_AGGRESSIVE, {"t": [0]}))
    h.log.commit()
    h.elect(101)
    with pytest.raises(ProtocolError) as err:
        d.result()
    assert err.value.error_code == E.NOT_CONTROLLER


# -- request-level rules -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("version", "etype"), [(1, LONGEST_LOG_AGGRESSIVE), (2, DESIGNATION), (3, 5)])
def test_unknown_election_type(version: int, etype: int) -> None:
    h = imbalanced()
    resp = elect(h, etype, {"t": [0, 1]}, version=version)
    assert resp.error_code == E.INVALID_REQUEST
    assert results(resp) == {("t", 0): E.INVALID_REQUEST, ("t", 1): E.INVALID_REQUEST}
    assert messages(resp)[("t", 0)] == f"Unknown election type {etype}"


def test_at_most_20_topics_per_request_and_duplicates_are_answered_once() -> None:
    h = imbalanced()
    h.alter_isr("t", 0, [2, 3, 1])
    names = ["t"] + [f"x{i}" for i in range(20)]
    req = R(
        election_type=PREFERRED,
        topic_partitions=[R.TopicPartitions(topic=n, partitions=[0]) for n in names]
        + [R.TopicPartitions(topic="t", partitions=[0, 0, 1])],
    )
    resp = h.call(ELECT, 2, req)
    got = results(resp)
    assert got[("t", 0)] == 0 and got[("t", 1)] == E.ELECTION_NOT_NEEDED
    assert all(got[(f"x{i}", 0)] == E.UNKNOWN_TOPIC_OR_PARTITION for i in range(19))
    # the 21st topic: KIP-966 "Others will be returned with InvalidRequestError"
    assert got[("x19", 0)] == E.INVALID_REQUEST
    assert messages(resp)[("x19", 0)].startswith("At most 20 topics are served per request")
    assert sum(1 for t in resp.replica_election_results for p in t.partition_result if t.topic == "t") == 2


def test_at_most_1000_partitions_per_request_the_rest_request_limit_reached() -> None:
    """KIP-966: "If more than 1000 partitions are included, only the first 1000 will be served. Others will be
    returned with REQUEST_LIMIT_REACHED": counted in request order, each partition once, topics beyond the 20th
    not counted (they are INVALID_REQUEST)."""
    h = imbalanced()
    h.alter_isr("t", 0, [2, 3, 1])
    over = [f"o{i}" for i in range(19)] + ["late"]
    req = R(
        election_type=PREFERRED,
        topic_partitions=[
            R.TopicPartitions(topic="t", partitions=[0, 0, *range(2, 1000)]),  # 999 distinct partitions
            *[R.TopicPartitions(topic=n, partitions=[0]) for n in over[:19]],  # the 1000th is o0-0
            R.TopicPartitions(topic="t", partitions=[1, 0]),  # t-1 is the 1019th: beyond the limit; t-0 a duplicate
            R.TopicPartitions(topic="late", partitions=[0]),  # the 21st topic
        ],
    )
    resp = h.call(ELECT, 2, req)
    got = results(resp)
    assert got[("t", 0)] == 0 and h.partition("t", 0).leader == 1  # served: the preferred replica leads again
    assert got[("t", 999)] == E.UNKNOWN_TOPIC_OR_PARTITION and got[("o0", 0)] == E.UNKNOWN_TOPIC_OR_PARTITION
    assert [got[(n, 0)] for n in over[1:19]] == [E.REQUEST_LIMIT_REACHED] * 18
    assert got[("t", 1)] == E.REQUEST_LIMIT_REACHED
    assert messages(resp)[("t", 1)].startswith("At most 1000 partitions are served per request")
    assert got[("late", 0)] == E.INVALID_REQUEST
    assert len(got) == 999 + 19 + 1 + 1
    # exactly 1000 distinct partitions: every one is served
    resp = h.call(
        ELECT,
        2,
        R(election_type=PREFERRED, topic_partitions=[R.TopicPartitions(topic="t", partitions=list(range(1000)))]),
    )
    assert E.REQUEST_LIMIT_REACHED not in results(resp).values()


def test_unknown_partition() -> None:
    h = imbalanced()
    resp = elect(h, PREFERRED, {"t": [7]}, version=2)
    assert results(resp) == {("t", 7): E.UNKNOWN_TOPIC_OR_PARTITION}
    assert messages(resp)[("t", 7)] == "No such partition as t-7"


def test_a_standby_answers_not_controller() -> None:
    h = imbalanced()
    d = h.roles[101].handlers()[ELECT](h_info(), request(PREFERRED, {"t": [0]}))
    assert isinstance(d, Deferred)
    with pytest.raises(ProtocolError) as err:
        d.result()
    assert err.value.error_code == E.NOT_CONTROLLER


def h_info() -> Any:
    from tests.controller.fakes import info

    return info(ELECT, 2)


# -- automatic preferred elections ---------------------------------------------------------------------------------


def test_auto_rebalance_moves_leadership_back_every_interval() -> None:
    h = Harness(leader_imbalance_check_interval_seconds=30)
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3], [1, 3, 2], [2, 1, 3]])
    h.fence(1)
    h.heartbeat(1)
    h.alter_isr("t", 0, [2, 3, 1])  # t-0 may go back to 1; t-1 may not (1 is not in its ISR)
    assert [h.partition("t", i).leader for i in range(3)] == [2, 3, 2]
    snap = h.active.metrics.snapshot()
    assert snap["PreferredReplicaImbalanceCount"] == 2
    h.run_for(29_000)
    assert h.partition("t", 0).leader == 2
    h.run_for(1_000)
    assert [h.partition("t", i).leader for i in range(3)] == [1, 3, 2]
    assert h.active.metrics.snapshot()["PreferredReplicaImbalanceCount"] == 1


def test_auto_rebalance_off() -> None:
    h = Harness(auto_leader_rebalance_enable=False, leader_imbalance_check_interval_seconds=30)
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3]])
    h.fence(1)
    h.heartbeat(1)
    h.alter_isr("t", 0, [2, 3, 1])
    h.run_for(120_000)
    assert h.partition("t").leader == 2


def test_auto_rebalance_runs_at_most_1000_elections_at_a_time() -> None:
    h = Harness(leader_imbalance_check_interval_seconds=30)
    h.start_brokers(1, 2)
    h.create_topic("t", 0, 0, assignment=[[1, 2]] * 1200)
    h.fence(1)
    h.heartbeat(1)
    for i in range(1200):
        h.alter_isr("t", i, [2, 1])
    assert h.active.metrics.snapshot()["PreferredReplicaImbalanceCount"] == 1200
    before = len(h.log.values)
    h.active.elections.rebalance()
    assert len(h.log.values) - before == 1000
    h.log.commit()
    assert h.active.metrics.snapshot()["PreferredReplicaImbalanceCount"] == 200
    h.reactor.advance(0)  # the rest runs at once
    h.log.commit()
    assert h.active.metrics.snapshot()["PreferredReplicaImbalanceCount"] == 0
    assert all(p.leader_recovery_state == RECOVERED for p in h.topic("t").partitions.values())
