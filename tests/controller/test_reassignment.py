"""AlterPartitionReassignments v0-1 and ListPartitionReassignments v0 on the controller cluster: starting,
completing through AlterPartition, cancelling (KIP-966: only at min ISR), Kafka's errors, failover."""

from __future__ import annotations

from typing import Any

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition_reassignments import AlterPartitionReassignmentsRequest
from kraftpy.protocol.messages.list_partition_reassignments import ListPartitionReassignmentsRequest
from kraftpy.runtime import Deferred
from tests.controller.harness import Harness

E = ErrorCode
A = AlterPartitionReassignmentsRequest
L = ListPartitionReassignmentsRequest
ALTER, LIST = 45, 46


def reassign(
    h: Harness,
    moves: dict[tuple[str, int], list[int] | None],
    *,
    version: int = 1,
    allow_rf_change: bool = True,
    commit: bool = True,
) -> Any:
    topics: dict[str, list[AlterPartitionReassignmentsRequest.ReassignablePartition]] = {}
    for (topic, index), replicas in moves.items():
        topics.setdefault(topic, []).append(A.ReassignablePartition(partition_index=index, replicas=replicas))
    req = A(
        allow_replication_factor_change=allow_rf_change,
        topics=[A.ReassignableTopic(name=t, partitions=ps) for t, ps in topics.items()],
    )
    return h.call(ALTER, version, req, commit=commit)


def errors(resp: Any) -> dict[tuple[str, int], tuple[int, str | None]]:
    return {(t.name, p.partition_index): (p.error_code, p.error_message) for t in resp.responses for p in t.partitions}


def ongoing(h: Harness, topics: list[tuple[str, list[int]]] | None = None) -> dict[tuple[str, int], tuple]:  # type: ignore[type-arg]
    req = L(
        topics=None
        if topics is None
        else [L.ListPartitionReassignmentsTopics(name=n, partition_indexes=ps) for n, ps in topics]
    )
    resp = h.call(LIST, 0, req)
    assert resp.error_code == 0 and resp.error_message is None
    return {
        (t.name, p.partition_index): (p.replicas, p.adding_replicas, p.removing_replicas)
        for t in resp.topics
        for p in t.partitions
    }


def cluster(brokers: int = 4, **configs: str) -> Harness:
    h = Harness()
    h.start_brokers(*range(1, brokers + 1))
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3], [2, 3, 1]], **configs)
    return h


def test_move_a_replica_and_complete_when_the_leader_adds_it_to_the_isr() -> None:
    h = cluster()
    before = h.partition("t")
    d = h.submit(
        ALTER,
        1,
        A(
            topics=[
                A.ReassignableTopic(
                    name="t", partitions=[A.ReassignablePartition(partition_index=0, replicas=[1, 2, 4])]
                )
            ]
        ),
    )
    assert isinstance(d, Deferred) and not d.done  # answered once the records are committed
    h.log.commit()
    resp = d.result()
    assert resp.error_code == 0 and errors(resp) == {("t", 0): (0, None)}
    assert resp.allow_replication_factor_change is True
    p = h.partition("t")
    assert (list(p.replicas), list(p.adding_replicas), list(p.removing_replicas)) == ([1, 2, 4, 3], [4], [3])
    assert (p.leader, p.leader_epoch) == (1, before.leader_epoch)
    assert ongoing(h) == {("t", 0): ([1, 2, 4, 3], [4], [3])}

    assert h.alter_isr("t", 0, [1, 2, 3]).error_code == 0  # nothing new: still reassigning
    assert h.partition("t").is_reassigning
    resp = h.alter_isr("t", 0, [1, 2, 3, 4])  # 4 caught up: the reassignment completes in the same change
    p = h.partition("t")
    assert resp.error_code == 0 and list(resp.isr) == [1, 2, 4]
    assert (list(p.replicas), list(p.isr), p.is_reassigning) == ([1, 2, 4], [1, 2, 4], False)
    assert p.leader == 1 and p.leader_epoch == before.leader_epoch + 1 == resp.leader_epoch  # 3 must stop following
    assert ongoing(h) == {}


def test_completion_does_not_wait_for_a_fenced_replica_that_stays() -> None:
    """KIP-966: the adding replicas in the ISR and the final ISR at min ISR complete a move. [1, 2, 3] -> [1, 2, 4]
    with 4 caught up and 2 fenced: the final ISR [1, 4] meets min ISR 2."""
    h = cluster(min_insync_replicas="2")
    reassign(h, {("t", 0): [1, 2, 4]})
    h.fence(2)
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), p.is_reassigning) == ([1, 2, 4, 3], [1, 3], True)
    resp = h.alter_isr("t", 0, [1, 3, 4])
    assert resp.error_code == 0
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), p.is_reassigning, list(p.elr)) == ([1, 2, 4], [1, 4], False, [])
    assert ongoing(h) == {}


def test_completion_waits_for_the_min_isr_of_the_final_set() -> None:
    """The KIP-966 guard, through the controller: min ISR 3, [1, 2, 3] -> [1, 2, 4] with 2 fenced. 4 caught up, but
    the final ISR [1, 4] is below min ISR: the move waits (3 stays a replica) until 2 is back in the ISR."""
    h = cluster(min_insync_replicas="3")
    reassign(h, {("t", 0): [1, 2, 4]})
    h.fence(2)
    assert h.alter_isr("t", 0, [1, 3, 4]).error_code == 0
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), p.is_reassigning) == ([1, 2, 4, 3], [1, 3, 4], True)
    h.heartbeat(2)
    assert h.alter_isr("t", 0, [1, 3, 4, 2]).error_code == 0
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), p.is_reassigning) == ([1, 2, 4], [1, 4, 2], False)


def test_completion_that_removes_the_leader_answers_new_leader_elected() -> None:
    h = cluster()
    reassign(h, {("t", 0): [2, 3, 4]})
    resp = h.alter_isr("t", 0, [1, 2, 3, 4])
    assert resp.error_code == E.NEW_LEADER_ELECTED
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), p.leader) == ([2, 3, 4], [2, 3, 4], 2)


def test_replication_factor_changes_and_reorders() -> None:
    h = cluster()
    # shrinking while every remaining replica is in sync completes at once; a reorder too
    reassign(h, {("t", 0): [1, 2], ("t", 1): [1, 2, 3]})
    p0, p1 = h.partition("t", 0), h.partition("t", 1)
    assert (list(p0.replicas), list(p0.isr), p0.is_reassigning) == ([1, 2], [1, 2], False)
    assert (list(p1.replicas), p1.leader, p1.is_reassigning) == ([1, 2, 3], 2, False)
    # growing waits for the new replica
    reassign(h, {("t", 0): [1, 2, 4]})
    assert ongoing(h) == {("t", 0): ([1, 2, 4], [4], [])}
    h.alter_isr("t", 0, [1, 2, 4])
    assert list(h.partition("t").replicas) == [1, 2, 4] and ongoing(h) == {}


def test_allow_replication_factor_change() -> None:
    h = cluster()
    resp = reassign(h, {("t", 0): [1, 2], ("t", 1): [3, 4, 1]}, allow_rf_change=False)
    assert errors(resp) == {
        ("t", 0): (E.INVALID_REPLICATION_FACTOR, "The replication factor is changed from 3 to 2"),
        ("t", 1): (0, None),
    }
    assert resp.allow_replication_factor_change is False
    # v0 has no such field: changes are allowed
    assert errors(reassign(h, {("t", 0): [1, 2]}, version=0, allow_rf_change=False)) == {("t", 0): (0, None)}


def test_cancel_goes_back_to_the_original_replicas() -> None:
    h = cluster(brokers=6)
    reassign(h, {("t", 0): [4, 5, 6]})
    h.alter_isr("t", 0, [1, 2, 3, 4])
    before = h.partition("t")
    resp = reassign(h, {("t", 0): None})
    assert errors(resp) == {("t", 0): (0, None)}
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), p.is_reassigning, p.leader) == ([1, 2, 3], [1, 2, 3], False, 1)
    assert p.leader_epoch == before.leader_epoch + 1
    resp = reassign(h, {("t", 0): None})
    assert errors(resp) == {("t", 0): (E.NO_REASSIGNMENT_IN_PROGRESS, "No partition reassignment is in progress.")}


def test_cancel_is_refused_below_min_isr() -> None:
    """KIP-966: cancelling needs min ISR, as completing does; nothing is written when refused."""
    h = cluster(min_insync_replicas="2")
    reassign(h, {("t", 0): [1, 2, 4]})
    h.fence(2, 3)
    p = h.partition("t")
    assert (list(p.isr), list(p.elr)) == ([1], [3])
    before = len(h.log.values)
    code, message = errors(reassign(h, {("t", 0): None}))[("t", 0)]
    assert code == E.INVALID_REPLICA_ASSIGNMENT and "min ISR of 2" in (message or "")
    assert len(h.log.values) == before and h.partition("t").is_reassigning
    h.heartbeat(2)  # back (the fence was requested, the session is alive)
    h.alter_isr("t", 0, [1, 2])
    assert errors(reassign(h, {("t", 0): None})) == {("t", 0): (0, None)}
    p = h.partition("t")
    assert (list(p.replicas), list(p.isr), list(p.elr)) == ([1, 2, 3], [1, 2], [])


def test_errors_follow_kafka() -> None:
    h = cluster()
    resp = reassign(h, {("nope", 0): [1, 2, 3], ("t", 9): [1, 2, 3], ("t", 0): [], ("t", 1): [1, 7, 2]})
    assert errors(resp) == {
        ("nope", 0): (E.UNKNOWN_TOPIC_OR_PARTITION, "Unable to find a topic named nope."),
        ("t", 9): (E.UNKNOWN_TOPIC_OR_PARTITION, "Unable to find partition t:9."),
        ("t", 0): (E.INVALID_REPLICA_ASSIGNMENT, "The manual partition assignment includes an empty replica list."),
        ("t", 1): (
            E.INVALID_REPLICA_ASSIGNMENT,
            "The manual partition assignment includes broker 7, but no such broker is registered.",
        ),
    }
    resp = reassign(h, {("t", 0): [1, 2, 1]})
    assert errors(resp)[("t", 0)] == (
        E.INVALID_REPLICA_ASSIGNMENT,
        "The manual partition assignment includes the broker 1 more than once.",
    )
    assert ongoing(h) == {}


def test_list_given_topics_skips_unknown_and_settled_partitions() -> None:
    h = cluster()
    h.create_topic("u", 0, 0, assignment=[[3, 4]])
    reassign(h, {("t", 1): [2, 3, 4], ("u", 0): [4, 1]})
    assert ongoing(h) == {("t", 1): ([2, 3, 4, 1], [4], [1]), ("u", 0): ([4, 1, 3], [1], [3])}
    assert ongoing(h, [("u", [0, 5]), ("t", [0, 1]), ("gone", [0])]) == {
        ("u", 0): ([4, 1, 3], [1], [3]),
        ("t", 1): ([2, 3, 4, 1], [4], [1]),
    }
    assert ongoing(h, [("t", [0])]) == {}


def test_a_committed_reassignment_survives_failover_and_completes_on_the_new_controller() -> None:
    h = cluster()
    reassign(h, {("t", 0): [1, 2, 4]})
    h.elect(101)
    assert h.active.settings.node_id == 101
    assert ongoing(h) == {("t", 0): ([1, 2, 4, 3], [4], [3])}
    h.alter_isr("t", 0, [1, 2, 3, 4])
    assert list(h.partition("t").replicas) == [1, 2, 4]
