"""Loading __consumer_offsets partitions on leadership, the coordinator of a group, and the records."""

from __future__ import annotations

from kraftpy.coordinator.groups import ClassicGroup, ConsumerGroup
from kraftpy.coordinator.records import (
    CONSUMER_OFFSETS,
    decode_record,
    decode_subscription,
    encode_subscription,
    java_string_hash,
    partition_for,
)
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.messages.describe_groups import DescribeGroupsRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.list_groups import ListGroupsRequest

from .harness import COMMIT, HEARTBEAT, Harness, commit_req, committed, heartbeat_req, join_group
from .test_consumer import SETTINGS, hb, join


def test_java_string_hash_and_partition() -> None:
    assert java_string_hash("") == 0
    assert java_string_hash("hello") == 99162322
    assert java_string_hash("Aa") == java_string_hash("BB") == 2112
    assert java_string_hash("polygenelubricants") == -(2**31)  # Integer.MIN_VALUE: Kafka's abs makes it 0
    assert partition_for("polygenelubricants", 50) == 0
    negative = next(s for s in (f"consumer-group-{i}-" * 3 for i in range(1000)) if java_string_hash(s) < 0)
    assert partition_for(negative, 50) == abs(java_string_hash(negative)) % 50
    assert java_string_hash("\U0001f600") == 0xD83D * 31 + 0xDE00  # UTF-16 code units


def test_subscription_versions_are_read_leniently() -> None:
    raw = encode_subscription(["a", "b"], {"a": [1]}, generation=4, version=2)
    s = decode_subscription(raw)
    assert s.topics == ("a", "b") and s.owned == {"a": (1,)} and s.generation == 4
    future = b"\x00\x09" + raw[2:] + b"\x00\x00"  # a newer version: read as the newest known
    assert decode_subscription(future).topics == ("a", "b")
    assert decode_record(b"\x00\x63xx", None) is None  # a record type kraftpy does not use


def test_state_after_a_reload_equals_the_state_before() -> None:
    h = Harness(settings=SETTINGS)
    gen, ids, _ = join_group(h, "classic", 2)
    h.call(COMMIT, 8, commit_req("classic", {("t", 0): 4, ("t", 1): 6}, generation=gen, member_id=ids[0]), wait_ms=10)
    join(h, "a", group="cg")
    join(h, "b", group="cg")
    t = h.meta.topic_ids["t"]
    hb(h, "a", 1, group="cg")
    assert t in h.meta.image.topics_by_id
    before = snapshot(h)
    h2 = h.new_coordinator(SETTINGS)  # a second coordinator on the same logs loads everything written
    h.run(20)
    assert snapshot(h, h2) == before


def snapshot(h: Harness, gc=None) -> dict:  # type: ignore[no-untyped-def]
    gc = gc or h.gc
    out = {}
    for i, shard in gc.shards.items():
        for gid, g in shard.groups.items():
            if isinstance(g, ClassicGroup):
                out[gid] = (
                    "classic",
                    g.generation,
                    g.protocol,
                    g.leader,
                    g.state.value,
                    sorted((m.member_id, m.assignment) for m in g.members.values()),
                )
            else:
                assert isinstance(g, ConsumerGroup)
                out[gid] = (
                    "consumer",
                    g.group_epoch,
                    g.assignment_epoch,
                    sorted(
                        (
                            m.member_id,
                            m.member_epoch,
                            m.state.value,
                            sorted((str(k), sorted(v)) for k, v in m.assigned.items()),
                        )
                        for m in g.members.values()
                    ),
                    sorted((k, sorted((str(t), sorted(p)) for t, p in v.items())) for k, v in g.target.items()),
                )
        out[f"offsets-{i}"] = {g: {k: v.offset for k, v in o.items()} for g, o in shard.offsets.items()}
    return out


def test_leadership_moves_away_and_back() -> None:
    h = Harness()
    h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}), wait_ms=10)
    p = h.partition_of("g")
    h.meta.change(CONSUMER_OFFSETS, p, leader=1)  # this broker follows now
    h.run(1)
    assert committed(h, "g", "t", 0)[2] == E.NOT_COORDINATOR
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 6}), wait_ms=10)
    assert r.topics[0].partitions[0].error_code == E.NOT_COORDINATOR
    h.meta.change(CONSUMER_OFFSETS, p, leader=0)  # back, in a new leader epoch: loaded again
    h.run(50)
    assert committed(h, "g", "t", 0)[:2] == (5, "")


def test_load_in_progress_until_the_high_watermark_reaches_the_loaded_end() -> None:
    h = Harness(replicas=(0, 1))
    for i in range(h.partitions):
        h.follow(i)
    p = h.partition_of("g")
    pending = h.send(COMMIT, 8, commit_req("g", {("t", 0): 5}))
    h.run(1)
    assert not pending.done
    h.meta.change(CONSUMER_OFFSETS, p, leader=0, isr=[0, 1])  # a new leader epoch: the shard reloads
    h.run(20)
    assert committed(h, "g", "t", 0)[2] == E.COORDINATOR_LOAD_IN_PROGRESS  # the commit is above the HWM
    h.follow(p)
    h.run(20)
    assert committed(h, "g", "t", 0)[:2] == (5, "")


def test_a_write_that_fails_after_its_append_waits_for_the_log_to_commit() -> None:
    """The commit's records are in the log but the follower never fetches: the write times out, and the partition
    answers COORDINATOR_LOAD_IN_PROGRESS (catching up, without a reload) until the high watermark covers them."""
    h = Harness(replicas=(0, 1))
    for i in range(h.partitions):
        h.follow(i)
    p = h.partition_of("g")
    h.gc.settings = GroupCoordinatorSettings(
        group_initial_rebalance_delay_ms=0, group_min_session_timeout_ms=100, offsets_commit_timeout_ms=200
    )
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}), wait_ms=300)
    assert r.topics[0].partitions[0].error_code == E.COORDINATOR_NOT_AVAILABLE  # REQUEST_TIMED_OUT inside
    assert h.gc.metrics.write_failures == 1
    assert committed(h, "g", "t", 0)[2] == E.COORDINATOR_LOAD_IN_PROGRESS  # catching up: the record is in the log
    h.follow(p)
    h.run(20)
    assert committed(h, "g", "t", 0)[:2] == (5, "")  # appended, then replicated: it is committed after all


def test_find_coordinator_list_and_describe_groups() -> None:
    h = Harness()
    F = FindCoordinatorRequest
    r = h.call(10, 2, F(key="g", key_type=0))
    assert (r.error_code, r.node_id, r.host, r.port) == (0, 0, "host0", 9092)
    r = h.call(10, 4, F(key_type=0, coordinator_keys=["g", "h"]))
    assert [(c.key, c.node_id, c.error_code) for c in r.coordinators] == [("g", 0, 0), ("h", 0, 0)]
    r = h.call(10, 4, F(key_type=1, coordinator_keys=["txn"]))
    assert r.coordinators[0].error_code == E.INVALID_REQUEST
    gen, ids, _ = join_group(h, "g", 2)
    h.call(COMMIT, 8, commit_req("simple", {("t", 0): 1}), wait_ms=10)
    join(h, "m", group="cg")
    r = h.call(16, 5, ListGroupsRequest())
    assert sorted((g.group_id, g.protocol_type, g.group_state, g.group_type) for g in r.groups) == [
        ("cg", "consumer", "Stable", "consumer"),
        ("g", "consumer", "Stable", "classic"),
        ("simple", "", "Empty", "classic"),
    ]
    r = h.call(16, 5, ListGroupsRequest(states_filter=["empty"], types_filter=["CLASSIC"]))
    assert [g.group_id for g in r.groups] == ["simple"]
    d = h.call(15, 5, DescribeGroupsRequest(groups=["g", "nope", "cg"]))
    g, nope, cg = d.groups
    assert g.group_state == "Stable" and g.protocol_data == "range" and len(g.members) == 2
    assert {m.client_id for m in g.members} == {"c0", "c1"} and g.members[0].member_assignment
    assert nope.group_state == "Dead" and nope.error_code == 0
    assert cg.error_code == E.GROUP_ID_NOT_FOUND
    assert h.call(15, 6, DescribeGroupsRequest(groups=["nope"])).groups[0].error_code == E.GROUP_ID_NOT_FOUND
    assert h.call(HEARTBEAT, 4, heartbeat_req("g", ids[0], gen)).error_code == 0
