"""A write the partition refuses reverts the working state of the shard, without reloading it from the log: the
operation is atomic (its records in the log and all its changes, or nothing of it)."""

from __future__ import annotations

from kraftpy.coordinator.groups import ClassicGroup, ClassicState
from kraftpy.coordinator.records import CONSUMER_OFFSETS
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.metadata.image import TOPIC_RESOURCE
from kraftpy.protocol.error_codes import ErrorCode as E

from .harness import COMMIT, JOIN, SYNC, Harness, commit_req, committed, heartbeat_req, join_req, sync_req
from .test_consumer import SETTINGS, hb, join
from .test_load import snapshot


def leader_alone(h: Harness, group: str) -> int:
    """The group's partition has replicas 0 and 1 and an ISR of the leader alone: writes commit at once until
    min.insync.replicas goes to 2, then they are refused (NOT_ENOUGH_REPLICAS, nothing appended)."""
    p = h.partition_of(group)
    h.meta.change(CONSUMER_OFFSETS, p, isr=[0])
    h.run(1)
    return p


def refuse_writes(h: Harness) -> None:
    h.meta.config(TOPIC_RESOURCE, CONSUMER_OFFSETS, "min.insync.replicas", "2")
    h.run(1)


def log_end(h: Harness, p: int) -> int:
    return int(h.node.rm.partition(CONSUMER_OFFSETS, p).log.log_end_offset)


def test_a_refused_consumer_group_write_reverts_the_working_state_without_a_reload() -> None:
    h = Harness(settings=SETTINGS, replicas=(0, 1))
    p = leader_alone(h, "cg")
    a = join(h, "a", group="cg")
    assert a.error_code == 0 and a.member_epoch == 1
    shard = h.gc.shards[p]
    loads, failures, end = h.gc.metrics.partitions_loaded, h.gc.metrics.write_failures, log_end(h, p)
    before = snapshot(h)
    refuse_writes(h)
    b = join(h, "b", group="cg")  # a new member: its records were applied to the working state at once
    assert b.error_code == E.COORDINATOR_NOT_AVAILABLE
    assert snapshot(h) == before  # b is no member; the group epoch, target and assignments as before
    assert h.gc.shards[p] is shard and h.gc.metrics.partitions_loaded == loads  # the same shard: no reload
    assert h.gc.metrics.write_failures == failures + 1 and log_end(h, p) == end  # nothing appended
    r = hb(h, "a", 1, group="cg")  # served at once from the same state
    assert r.error_code == 0 and r.member_epoch == 1


def test_a_refused_static_member_replacement_keeps_the_old_member() -> None:
    h = Harness(replicas=(0, 1))
    p = leader_alone(h, "g")
    leader = h.call(JOIN, 7, join_req("g", instance_id="i-1"), wait_ms=100).member_id
    h.call(JOIN, 7, join_req("g", instance_id="i-2"), wait_ms=100)
    again = h.send(JOIN, 7, join_req("g", leader, instance_id="i-1"))
    h.run(50)
    shard = h.gc.shards[p]
    g = shard.groups["g"]
    assert isinstance(g, ClassicGroup)
    other = g.static_members["i-2"]
    gen = h.answer(again, JOIN, 7, 100).generation_id
    assignments = {leader: {"t": [0, 1]}, other: {"t": [2, 3]}}
    assert h.call(SYNC, 5, sync_req("g", leader, gen, assignments, instance_id="i-1"), wait_ms=100).error_code == 0
    assert h.call(SYNC, 5, sync_req("g", other, gen, instance_id="i-2"), wait_ms=100).error_code == 0
    refuse_writes(h)
    r = h.call(JOIN, 7, join_req("g", instance_id="i-2"), wait_ms=100)  # i-2 restarts: a new member id
    assert r.error_code == E.COORDINATOR_NOT_AVAILABLE
    assert sorted(g.members) == sorted([leader, other]) and g.static_members["i-2"] == other
    assert g.state is ClassicState.STABLE and g.members[other].assignment and h.gc.shards[p] is shard
    assert h.call(12, 4, heartbeat_req("g", other, gen, "i-2")).error_code == 0


def test_a_refused_offset_commit_changes_nothing() -> None:
    h = Harness(replicas=(0, 1))
    p = leader_alone(h, "g")
    assert h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}), wait_ms=10).topics[0].partitions[0].error_code == 0
    refuse_writes(h)
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 6, ("t", 1): 1}), wait_ms=10)
    assert [x.error_code for x in r.topics[0].partitions] == [E.COORDINATOR_NOT_AVAILABLE] * 2
    offsets = h.gc.shards[p].offsets["g"]
    assert {k: v.offset for k, v in offsets.items()} == {("t", 0): 5}  # the working state too
    assert committed(h, "g", "t", 0)[:2] == (5, "")


def test_a_write_that_times_out_after_its_append_keeps_the_shard() -> None:
    """Nothing to revert (the records are in the log): the shard keeps its state and catches up, it is not
    reloaded."""
    h = Harness(replicas=(0, 1))
    for i in range(h.partitions):
        h.follow(i)
    p = h.partition_of("g")
    h.gc.settings = GroupCoordinatorSettings(offsets_commit_timeout_ms=200)
    shard, loads = h.gc.shards[p], h.gc.metrics.partitions_loaded
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}), wait_ms=300)
    assert r.topics[0].partitions[0].error_code == E.COORDINATOR_NOT_AVAILABLE
    assert {k: v.offset for k, v in shard.offsets["g"].items()} == {("t", 0): 5}  # what the log holds
    h.follow(p)
    h.run(20)
    assert committed(h, "g", "t", 0)[:2] == (5, "")
    assert h.gc.shards[p] is shard and h.gc.metrics.partitions_loaded == loads
