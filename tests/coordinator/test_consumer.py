"""KIP-848 consumer groups: heartbeats, server-side assignment with revocation, fencing, describe."""

from __future__ import annotations

import uuid
from typing import Any

from kraftpy.coordinator.assignors import range_assign, uniform_assign
from kraftpy.coordinator.groups import ConsumerGroup, ConsumerState
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.messages.consumer_group_describe import ConsumerGroupDescribeRequest
from kraftpy.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest as HB

from .harness import COMMIT, JOIN, Harness, commit_req, committed, join_req

CGH = 68
SETTINGS = GroupCoordinatorSettings(
    group_initial_rebalance_delay_ms=0,
    group_consumer_session_timeout_ms=3_000,
    group_consumer_heartbeat_interval_ms=500,
)


def hb(
    h: Harness,
    member: str,
    epoch: int,
    *,
    group: str = "cg",
    topics: list[str] | None = None,
    owned: dict[uuid.UUID, list[int]] | None = None,
    version: int = 1,
    **kw: Any,
) -> Any:
    req = HB(
        group_id=group,
        member_id=member,
        member_epoch=epoch,
        rebalance_timeout_ms=kw.pop("rebalance", -1),
        subscribed_topic_names=topics,
        topic_partitions=None
        if owned is None
        else [HB.TopicPartitions(topic_id=t, partitions=ps) for t, ps in owned.items()],
        **kw,
    )
    return h.call(CGH, version, req, wait_ms=10)


def owned_of(resp: Any) -> dict[uuid.UUID, list[int]]:
    return {tp.topic_id: sorted(tp.partitions) for tp in resp.assignment.topic_partitions}


def join(h: Harness, member: str, topics: list[str] | None = None, **kw: Any) -> Any:
    return hb(h, member, 0, topics=topics or ["t"], rebalance=5_000, **kw)


def test_two_members_share_the_partitions_after_a_revocation() -> None:
    h = Harness(settings=SETTINGS)
    t = h.meta.topic_ids["t"]
    a = join(h, "a")
    assert a.error_code == 0 and a.member_epoch == 1 and a.heartbeat_interval_ms == 500
    assert owned_of(a) == {t: [0, 1, 2, 3]}
    b = join(h, "b")
    assert b.member_epoch == 2 and owned_of(b) == {}  # its partitions are still a's
    a2 = hb(h, "a", 1)
    kept = owned_of(a2)[t]
    assert a2.member_epoch == 1 and len(kept) == 2  # revoke two partitions first, keeping the epoch
    a3 = hb(h, "a", 1, owned={t: kept})  # revoked
    assert a3.member_epoch == 2 and a3.assignment is None  # unchanged assignment is not sent again
    b2 = hb(h, "b", 2)
    assert owned_of(b2) == {t: sorted({0, 1, 2, 3} - set(kept))}
    g = h.gc.shards[h.partition_of("cg")].groups["cg"]
    assert isinstance(g, ConsumerGroup) and g.state is ConsumerState.STABLE


def test_leave_gives_the_partitions_back() -> None:
    h = Harness(settings=SETTINGS)
    t = h.meta.topic_ids["t"]
    join(h, "a")
    join(h, "b")
    hb(h, "a", 1, owned={t: owned_of(hb(h, "a", 1))[t]})
    left = hb(h, "b", -1)
    assert left.error_code == 0 and left.member_epoch == -1
    a = hb(h, "a", 2)
    assert a.member_epoch == 3 and owned_of(a) == {t: [0, 1, 2, 3]}


def test_silent_member_is_fenced_after_the_session_timeout() -> None:
    h = Harness(settings=SETTINGS)
    join(h, "a")
    join(h, "b")
    for _ in range(4):
        h.run(1_000)
        r = hb(h, "a", 1)
    assert r.error_code == 0
    assert hb(h, "b", 2).error_code == E.UNKNOWN_MEMBER_ID


def test_member_that_does_not_revoke_in_time_is_fenced() -> None:
    h = Harness(settings=SETTINGS)
    hb(h, "a", 0, topics=["t"], rebalance=1_000)
    join(h, "b")
    hb(h, "a", 1)  # told to revoke 2 and 3
    for _ in range(3):
        h.run(500)
        hb(h, "a", 1)  # keeps heartbeating but never revokes
        hb(h, "b", 2)
    assert hb(h, "a", 1).error_code == E.UNKNOWN_MEMBER_ID
    t = h.meta.topic_ids["t"]
    assert owned_of(hb(h, "b", 2, owned={})) == {t: [0, 1, 2, 3]} or hb(h, "b", 3).error_code == 0


def test_fenced_epoch_unknown_member_and_bad_requests() -> None:
    h = Harness(settings=SETTINGS)
    join(h, "a")
    assert hb(h, "a", 5).error_code == E.FENCED_MEMBER_EPOCH
    assert hb(h, "zz", 1).error_code == E.UNKNOWN_MEMBER_ID
    assert hb(h, "", 0, topics=["t"], rebalance=1).error_code == E.INVALID_REQUEST
    assert hb(h, "x", 0, topics=None).error_code == E.INVALID_REQUEST
    assert hb(h, "x", 0, topics=["t"]).error_code == E.INVALID_REQUEST  # no rebalance timeout on join
    assert hb(h, "x", -3).error_code == E.INVALID_REQUEST
    assert hb(h, "x", 0, topics=["t"], rebalance=1, server_assignor="sticky").error_code == E.UNSUPPORTED_ASSIGNOR
    assert (
        hb(h, "x", 0, topics=None, rebalance=1, subscribed_topic_regex="(").error_code == E.INVALID_REGULAR_EXPRESSION
    )
    assert hb(h, "x", 0, group="", topics=["t"], rebalance=1).error_code == E.INVALID_REQUEST


def test_regex_subscription_and_range_assignor() -> None:
    h = Harness(settings=SETTINGS)
    u, t = h.meta.topic_ids["u"], h.meta.topic_ids["t"]
    a = hb(h, "a", 0, topics=None, subscribed_topic_regex="[tu]", rebalance=1, server_assignor="range")
    assert owned_of(a) == {t: [0, 1, 2, 3], u: [0, 1]}


def test_classic_and_consumer_groups_do_not_mix() -> None:
    h = Harness(settings=SETTINGS)
    join(h, "a")
    assert h.call(JOIN, 7, join_req("cg")).error_code == E.INCONSISTENT_GROUP_PROTOCOL
    h.call(COMMIT, 8, commit_req("offsets-only", {("t", 0): 3}), wait_ms=10)
    r = join(h, "m", group="offsets-only")  # an Empty classic group becomes a consumer group, keeping offsets
    assert r.error_code == 0
    assert committed(h, "offsets-only", "t", 0)[0] == 3


def test_commit_with_member_epoch_and_describe() -> None:
    h = Harness(settings=SETTINGS)
    a = join(h, "a")
    r = h.call(COMMIT, 9, commit_req("cg", {("t", 0): 8}, generation=a.member_epoch, member_id="a"), wait_ms=10)
    assert r.topics[0].partitions[0].error_code == 0
    r = h.call(COMMIT, 9, commit_req("cg", {("t", 0): 9}, generation=7, member_id="a"), wait_ms=10)
    assert r.topics[0].partitions[0].error_code == E.STALE_MEMBER_EPOCH
    d = h.call(69, 1, ConsumerGroupDescribeRequest(group_ids=["cg", "nope"], include_authorized_operations=True))
    g, missing = d.groups
    assert g.error_code == 0 and g.group_state == "Stable" and g.group_epoch == 1 and g.assignor_name == "uniform"
    assert [(m.member_id, m.member_epoch, m.member_type) for m in g.members] == [("a", 1, 1)]
    assert g.members[0].assignment.topic_partitions[0].topic_name == "t"
    assert missing.error_code == E.GROUP_ID_NOT_FOUND


def test_assignors_balance_and_stick() -> None:
    t1, t2 = uuid.UUID(int=1), uuid.UUID(int=2)
    subs = {m: {t1, t2} for m in ("a", "b", "c")}
    parts = {t1: 5, t2: 3}
    first = uniform_assign(subs, parts, {})
    counts = sorted(sum(len(p) for p in a.values()) for a in first.values())
    assert counts == [2, 3, 3]
    del subs["c"]
    second = uniform_assign(subs, parts, first)
    for m in ("a", "b"):  # the survivors keep what they had
        for t, ps in first[m].items():
            assert ps <= second[m].get(t, set())
    r = range_assign({"a": {t1}, "b": {t1}}, {t1: 5}, {})
    assert r == {"a": {t1: {0, 1, 2}}, "b": {t1: {3, 4}}}


class _Describable:
    """The member's principal may DESCRIBE only these topics."""

    def __init__(self, *topics: str) -> None:
        self.topics = set(topics)

    def allowed(self, info: Any, operation: int, resource_type: int, resource_name: str) -> bool:
        return resource_name in self.topics


def test_a_regex_matches_only_topics_the_member_may_describe() -> None:
    """A regular expression resolved over every topic assigned (and ConsumerGroupDescribe then named) topics the
    member's principal may not describe."""
    h = Harness(settings=SETTINGS)
    u, t = h.meta.topic_ids["u"], h.meta.topic_ids["t"]
    access = _Describable("t")
    req = HB(group_id="cg", member_id="a", member_epoch=0, rebalance_timeout_ms=1, subscribed_topic_regex="[tu]")
    a = h.call(CGH, 1, req, wait_ms=10, access=access)
    assert owned_of(a) == {t: [0, 1, 2, 3]}
    # the ACL on u comes: the member's next heartbeat resolves the expression again
    access.topics.add("u")
    owned = [HB.TopicPartitions(topic_id=t, partitions=[0, 1, 2, 3])]
    req = HB(group_id="cg", member_id="a", member_epoch=a.member_epoch, topic_partitions=owned)
    b = h.call(CGH, 1, req, wait_ms=10, access=access)
    assert b.member_epoch > a.member_epoch and owned_of(b) == {t: [0, 1, 2, 3], u: [0, 1]}


def test_group_configs_set_the_groups_heartbeat_interval_and_session_timeout() -> None:
    """KIP-848 group configs (ConfigRecords of resource type GROUP): the coordinator gives the group's members its
    consumer.heartbeat.interval.ms and fences them after its consumer.session.timeout.ms; other groups keep the
    broker's settings."""
    from kraftpy.protocol.messages.metadata_records import ConfigRecord

    h = Harness(settings=SETTINGS)
    h.meta.apply(
        ConfigRecord(resource_type=32, resource_name="cg", name="consumer.heartbeat.interval.ms", value="250"),
        ConfigRecord(resource_type=32, resource_name="cg", name="consumer.session.timeout.ms", value="10000"),
    )
    assert join(h, "a").heartbeat_interval_ms == 250
    assert join(h, "x", group="other").heartbeat_interval_ms == 500  # group.consumer.heartbeat.interval.ms
    join(h, "b")
    members = h.gc.shards[h.partition_of("cg")].groups["cg"].members  # type: ignore[union-attr]
    for _ in range(6):  # 6 s without b's heartbeats: past the broker's 3 s, within the group's 10 s
        h.run(1_000)
        hb(h, "a", 1)
    assert "b" in members
    for _ in range(5):
        h.run(1_000)
        hb(h, "a", 1)
    assert "b" not in members
