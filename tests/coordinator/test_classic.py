"""The classic group protocol against Kafka's rules (JoinGroup, SyncGroup, Heartbeat, LeaveGroup, timeouts)."""

from __future__ import annotations

from kraftpy.coordinator.groups import ClassicGroup, ClassicState
from kraftpy.coordinator.records import decode_assignment
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.protocol.error_codes import ErrorCode as E

from .harness import (
    FAST,
    HEARTBEAT,
    JOIN,
    LEAVE,
    SYNC,
    Harness,
    heartbeat_req,
    join_group,
    join_req,
    leave_req,
    sync_req,
)


def group(h: Harness, gid: str) -> ClassicGroup:
    g = h.gc.shards[h.partition_of(gid)].groups[gid]
    assert isinstance(g, ClassicGroup)
    return g


def test_new_member_needs_member_id_then_joins_syncs_and_heartbeats() -> None:
    h = Harness()
    r = h.call(JOIN, 7, join_req("g"), client_id="app")
    assert r.error_code == E.MEMBER_ID_REQUIRED and r.member_id.startswith("app-")
    mid = r.member_id
    r = h.call(JOIN, 7, join_req("g", mid), wait_ms=100)
    assert r.error_code == 0 and r.generation_id == 1 and r.leader == mid and r.protocol_name == "range"
    assert [m.member_id for m in r.members] == [mid]
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", mid, 1)).error_code == 0  # CompletingRebalance is fine
    s = h.call(SYNC, 5, sync_req("g", mid, 1, {mid: {"t": [0, 1, 2, 3]}}), wait_ms=100)
    assert s.error_code == 0 and decode_assignment(s.assignment) == {"t": [0, 1, 2, 3]}
    assert s.protocol_type == "consumer" and s.protocol_name == "range"
    assert group(h, "g").state is ClassicState.STABLE
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", mid, 1)).error_code == 0
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", mid, 0)).error_code == E.ILLEGAL_GENERATION
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", "nobody", 1)).error_code == E.UNKNOWN_MEMBER_ID


def test_old_join_versions_join_at_once() -> None:
    h = Harness()
    r = h.call(JOIN, 3, join_req("g"), wait_ms=100)
    assert r.error_code == 0 and r.member_id and r.generation_id == 1


def test_second_member_triggers_a_rebalance_and_both_get_their_assignment() -> None:
    h = Harness()
    gen, ids, leader = join_group(h, "g", 1)
    r = h.call(JOIN, 7, join_req("g"), client_id="second")
    second = r.member_id
    pending = h.send(JOIN, 7, join_req("g", second))
    h.run(1)
    assert group(h, "g").state is ClassicState.PREPARING_REBALANCE
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", ids[0], gen)).error_code == E.REBALANCE_IN_PROGRESS
    first = h.send(JOIN, 7, join_req("g", ids[0]))
    r1, r2 = h.answer(first, JOIN, 7, 100), h.answer(pending, JOIN, 7, 100)
    assert r1.generation_id == r2.generation_id == gen + 1
    assert r1.leader == leader == ids[0] and len(r1.members) == 2 and r2.members == []
    follower = h.send(SYNC, 5, sync_req("g", second, gen + 1))
    h.run(5)
    assert not follower.done  # waits for the leader
    lead = h.call(SYNC, 5, sync_req("g", ids[0], gen + 1, {ids[0]: {"t": [0, 1]}, second: {"t": [2, 3]}}), wait_ms=100)
    assert decode_assignment(lead.assignment) == {"t": [0, 1]}
    assert decode_assignment(h.answer(follower, SYNC, 5, 100).assignment) == {"t": [2, 3]}


def test_leave_rebalances_and_the_last_member_leaving_empties_the_group() -> None:
    h = Harness()
    gen, ids, _ = join_group(h, "g", 2)
    r = h.call(LEAVE, 4, leave_req("g", (ids[1], None)), wait_ms=100)
    assert r.error_code == 0 and [m.error_code for m in r.members] == [0]
    assert group(h, "g").state is ClassicState.PREPARING_REBALANCE
    r = h.call(LEAVE, 4, leave_req("g", ("stranger", None)), wait_ms=100)
    assert [m.error_code for m in r.members] == [E.UNKNOWN_MEMBER_ID]
    r = h.call(LEAVE, 1, leave_req("g", (ids[0], None)).__class__(group_id="g", member_id=ids[0]), wait_ms=100)
    assert r.error_code == 0
    g = group(h, "g")
    assert g.state is ClassicState.EMPTY and not g.members and g.generation == gen + 1


def test_member_that_stops_heartbeating_is_removed_after_its_session_timeout() -> None:
    h = Harness()
    gen, ids, _ = join_group(h, "g", 2, session_ms=3_000)
    codes = []
    for _ in range(5):
        h.run(1_000)
        codes.append(h.call(HEARTBEAT, 4, heartbeat_req("g", ids[0], gen)).error_code)
    assert codes == [0, 0, E.REBALANCE_IN_PROGRESS, E.REBALANCE_IN_PROGRESS, E.REBALANCE_IN_PROGRESS]
    g = group(h, "g")
    assert ids[1] not in g.members and g.state is ClassicState.PREPARING_REBALANCE


def test_rebalance_timeout_removes_members_that_do_not_join_again() -> None:
    h = Harness()
    gen, ids, _ = join_group(h, "g", 2, rebalance_ms=2_000, session_ms=60_000)
    newcomer = h.call(JOIN, 7, join_req("g")).member_id
    pending = h.send(JOIN, 7, join_req("g", newcomer, rebalance_ms=2_000, session_ms=60_000))
    again = h.send(JOIN, 7, join_req("g", ids[0], rebalance_ms=2_000, session_ms=60_000))
    h.run(1_500)
    assert not pending.done  # ids[1] has not joined yet
    h.run(600)
    r = h.answer(again, JOIN, 7)
    assert r.error_code == 0 and r.generation_id == gen + 1
    assert sorted(m.member_id for m in r.members) == sorted([ids[0], newcomer])
    assert ids[1] not in group(h, "g").members


def test_leader_that_never_syncs_is_removed_after_the_rebalance_timeout() -> None:
    h = Harness()
    r = h.call(JOIN, 7, join_req("g", rebalance_ms=1_000))
    r = h.call(JOIN, 7, join_req("g", r.member_id, rebalance_ms=1_000), wait_ms=100)
    assert r.error_code == 0
    h.run(1_100)
    assert r.member_id not in group(h, "g").members


def test_initial_rebalance_delay_waits_for_more_members() -> None:
    settings = GroupCoordinatorSettings(group_initial_rebalance_delay_ms=1_000, group_min_session_timeout_ms=100)
    h = Harness(settings=settings)
    a = h.call(JOIN, 7, join_req("g", rebalance_ms=10_000)).member_id
    ja = h.send(JOIN, 7, join_req("g", a, rebalance_ms=10_000))
    h.run(800)
    b = h.call(JOIN, 7, join_req("g", rebalance_ms=10_000)).member_id
    jb = h.send(JOIN, 7, join_req("g", b, rebalance_ms=10_000))
    h.run(300)
    assert not ja.done  # a member joined during the delay: it is extended
    h.run(1_000)
    ra, rb = h.answer(ja, JOIN, 7), h.answer(jb, JOIN, 7)
    assert ra.generation_id == rb.generation_id == 1 and len(ra.members if ra.leader == a else rb.members) == 2


def test_static_member_restart_keeps_assignment_without_rebalance_and_fences_the_old_id() -> None:
    h = Harness()
    j = h.call(JOIN, 7, join_req("g", instance_id="i-1"), wait_ms=100)
    assert j.error_code == 0  # static members skip MEMBER_ID_REQUIRED
    leader = j.member_id
    j2 = h.call(JOIN, 7, join_req("g", instance_id="i-2"), wait_ms=100)
    assert j2 is None or j2.error_code in (0, E.REBALANCE_IN_PROGRESS)
    # complete the rebalance with both members
    ra = h.send(JOIN, 7, join_req("g", leader, instance_id="i-1"))
    h.run(50)
    g = group(h, "g")
    other = g.static_members["i-2"]
    rl = h.answer(ra, JOIN, 7, 100)
    gen = rl.generation_id
    assignments = {leader: {"t": [0, 1]}, other: {"t": [2, 3]}}
    h.call(SYNC, 5, sync_req("g", leader, gen, assignments, instance_id="i-1"), wait_ms=100)
    s = h.call(SYNC, 5, sync_req("g", other, gen, instance_id="i-2"), wait_ms=100)
    assert decode_assignment(s.assignment) == {"t": [2, 3]}
    rebalances = h.gc.metrics.rebalances
    # i-2 restarts: it joins with no member id
    r = h.call(JOIN, 7, join_req("g", instance_id="i-2"), wait_ms=100)
    assert r.error_code == 0 and r.generation_id == gen and r.member_id != other
    assert h.gc.metrics.rebalances == rebalances and group(h, "g").state is ClassicState.STABLE
    s = h.call(SYNC, 5, sync_req("g", r.member_id, gen, instance_id="i-2"), wait_ms=100)
    assert decode_assignment(s.assignment) == {"t": [2, 3]}
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", other, gen, "i-2")).error_code == E.FENCED_INSTANCE_ID
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", r.member_id, gen, "i-2")).error_code == 0


def test_a_static_leader_that_restarts_keeps_the_group_stable_and_is_told_to_skip_the_assignment() -> None:
    """As Kafka (KIP-345, KIP-814): the static leader rejoining with a new member id triggers no rebalance; it gets
    the current generation, the members, and (JoinGroup v9) SkipAssignment, so it does not assign again."""
    h = Harness()
    leader = h.call(JOIN, 9, join_req("g", instance_id="i-1"), wait_ms=100).member_id
    h.call(JOIN, 9, join_req("g", instance_id="i-2"), wait_ms=100)
    ra = h.send(JOIN, 9, join_req("g", leader, instance_id="i-1"))
    h.run(50)
    other = group(h, "g").static_members["i-2"]
    gen = h.answer(ra, JOIN, 9, 100).generation_id
    h.call(SYNC, 5, sync_req("g", leader, gen, {leader: {"t": [0]}, other: {"t": [1]}}, instance_id="i-1"), wait_ms=100)
    h.call(SYNC, 5, sync_req("g", other, gen, instance_id="i-2"), wait_ms=100)
    rebalances = h.gc.metrics.rebalances
    r = h.call(JOIN, 9, join_req("g", instance_id="i-1"), wait_ms=100)  # the leader restarts
    assert r.error_code == 0 and r.generation_id == gen and r.member_id != leader
    assert r.leader == r.member_id and r.skip_assignment
    assert sorted(m.group_instance_id for m in r.members) == ["i-1", "i-2"]
    assert h.gc.metrics.rebalances == rebalances and group(h, "g").state is ClassicState.STABLE
    s = h.call(SYNC, 5, sync_req("g", r.member_id, gen, instance_id="i-1"), wait_ms=100)
    assert s.error_code == 0 and decode_assignment(s.assignment) == {"t": [0]}


def test_bad_joins() -> None:
    h = Harness(
        settings=GroupCoordinatorSettings(
            group_initial_rebalance_delay_ms=0, group_max_size=1, group_min_session_timeout_ms=1_000
        )
    )
    assert h.call(JOIN, 7, join_req("")).error_code == E.INVALID_GROUP_ID
    assert h.call(JOIN, 7, join_req("g", session_ms=10)).error_code == E.INVALID_SESSION_TIMEOUT
    assert (
        h.call(JOIN, 7, join_req("g", session_ms=FAST.group_max_session_timeout_ms + 1)).error_code
        == E.INVALID_SESSION_TIMEOUT
    )
    assert h.call(JOIN, 7, join_req("nope", "made-up")).error_code == E.UNKNOWN_MEMBER_ID
    assert h.call(JOIN, 7, join_req("g", protocols=[])).error_code == E.INCONSISTENT_GROUP_PROTOCOL
    assert h.call(JOIN, 7, join_req("g", protocol_type="")).error_code == E.INCONSISTENT_GROUP_PROTOCOL
    join_group(h, "g", 1)
    other = join_req("g", protocols=[("roundrobin", b"x")])
    assert h.call(JOIN, 7, other).error_code == E.INCONSISTENT_GROUP_PROTOCOL
    assert h.call(JOIN, 7, join_req("g", protocol_type="connect")).error_code == E.INCONSISTENT_GROUP_PROTOCOL
    assert h.call(JOIN, 7, join_req("g")).error_code == E.GROUP_MAX_SIZE_REACHED


def test_bad_syncs() -> None:
    h = Harness()
    gen, ids, _ = join_group(h, "g", 1)
    assert h.call(SYNC, 5, sync_req("g", "who", gen)).error_code == E.UNKNOWN_MEMBER_ID
    assert h.call(SYNC, 5, sync_req("g", ids[0], gen + 7)).error_code == E.ILLEGAL_GENERATION
    assert h.call(SYNC, 5, sync_req("nope", ids[0], gen)).error_code == E.UNKNOWN_MEMBER_ID
    bad = sync_req("g", ids[0], gen)
    bad.protocol_name = "roundrobin"
    assert h.call(SYNC, 5, bad).error_code == E.INCONSISTENT_GROUP_PROTOCOL


def test_oversized_member_metadata_fails_the_join_and_leaves_the_group_usable() -> None:
    h = Harness()
    _gen, ids, _ = join_group(h, "g", 1)
    big = h.call(JOIN, 7, join_req("g"))
    r = h.call(JOIN, 7, join_req("g", big.member_id, protocols=[("range", b"x" * 2_000_000)]), wait_ms=100)
    # the join goes on (nothing is written yet); the assignment cannot be written: the members are told and the
    # group rebalances again
    assert r is None or r.error_code == 0
    j0 = h.send(JOIN, 7, join_req("g", ids[0]))
    r0 = h.answer(j0, JOIN, 7, 100)
    s = h.call(SYNC, 5, sync_req("g", ids[0], r0.generation_id, {ids[0]: {"t": [0]}}), wait_ms=100)
    assert s.error_code == E.UNKNOWN_SERVER_ERROR  # Kafka's answer to a GroupMetadata record too large to write
    assert h.call(JOIN, 7, join_req("other"), client_id="x").error_code == E.MEMBER_ID_REQUIRED
