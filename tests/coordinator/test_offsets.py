"""Committed offsets: OffsetCommit / OffsetFetch / OffsetDelete rules, acks=all visibility, expiry, bad input."""

from __future__ import annotations

from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.messages.delete_groups import DeleteGroupsRequest
from kraftpy.protocol.messages.offset_delete import OffsetDeleteRequest
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest

from .harness import (
    COMMIT,
    FETCH,
    JOIN,
    SYNC,
    Harness,
    commit_req,
    committed,
    fetch_req,
    heartbeat_req,
    join_group,
    join_req,
    sync_req,
)


def commit_errors(resp) -> dict[tuple[str, int], int]:  # type: ignore[no-untyped-def]
    return {(t.name, p.partition_index): p.error_code for t in resp.topics for p in t.partitions}


def test_commit_outside_a_group_then_fetch_every_version() -> None:
    h = Harness()
    r = h.call(COMMIT, 8, commit_req("simple", {("t", 0): 5, ("t", 1): 7}, metadata="m"), wait_ms=10)
    assert commit_errors(r) == {("t", 0): 0, ("t", 1): 0}
    for v in (1, 2, 5, 7):
        resp = h.call(FETCH, v, fetch_req("simple", {"t": [0, 1, 2]}))
        got = {p.partition_index: (p.committed_offset, p.metadata, p.error_code) for p in resp.topics[0].partitions}
        assert got == {0: (5, "m", 0), 1: (7, "m", 0), 2: (-1, "", 0)}, (v, got)
        if v >= 5:
            assert resp.topics[0].partitions[0].committed_leader_epoch == 3
    # v8+: several groups, topics null = all
    F = OffsetFetchRequest
    resp = h.call(
        FETCH,
        8,
        F(
            groups=[
                F.OffsetFetchRequestGroup(group_id="simple", topics=None),
                F.OffsetFetchRequestGroup(group_id="unknown", topics=None),
            ]
        ),
    )
    assert [g.group_id for g in resp.groups] == ["simple", "unknown"]
    assert [(t.name, [p.committed_offset for p in t.partitions]) for t in resp.groups[0].topics] == [("t", [5, 7])]
    assert resp.groups[1].topics == [] and resp.groups[1].error_code == 0


def test_commit_by_topic_id_v10() -> None:
    h = Harness()
    tid = h.meta.topic_ids["t"]
    r = h.call(COMMIT, 10, commit_req("g", {("t", 2): 11}, topic_ids={"t": tid}), wait_ms=10)
    assert r.topics[0].topic_id == tid and r.topics[0].partitions[0].error_code == 0
    assert committed(h, "g", "t", 2)[0] == 11
    F = OffsetFetchRequest
    resp = h.call(
        FETCH,
        10,
        F(
            groups=[
                F.OffsetFetchRequestGroup(
                    group_id="g", topics=[F.OffsetFetchRequestTopics(topic_id=tid, partition_indexes=[2])]
                )
            ]
        ),
    )
    assert resp.groups[0].topics[0].partitions[0].committed_offset == 11


def test_bad_commits_get_kafkas_errors_and_do_not_disturb_the_rest() -> None:
    h = Harness()
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 1, ("t", 99): 1, ("nosuch", 0): 1}), wait_ms=10)
    assert commit_errors(r) == {
        ("t", 0): 0,
        ("t", 99): E.UNKNOWN_TOPIC_OR_PARTITION,
        ("nosuch", 0): E.UNKNOWN_TOPIC_OR_PARTITION,
    }
    r = h.call(COMMIT, 8, commit_req("g", {("t", 1): 1}, metadata="x" * 5000), wait_ms=10)
    assert commit_errors(r) == {("t", 1): E.OFFSET_METADATA_TOO_LARGE}
    # a generation for a group that does not exist, and members that do not exist
    r = h.call(COMMIT, 8, commit_req("nogroup", {("t", 0): 1}, generation=3, member_id="m"), wait_ms=10)
    assert commit_errors(r) == {("t", 0): E.ILLEGAL_GENERATION}
    gen, ids, _ = join_group(h, "live", 1)
    r = h.call(COMMIT, 8, commit_req("live", {("t", 0): 1}, generation=gen, member_id="stranger"), wait_ms=10)
    assert commit_errors(r) == {("t", 0): E.UNKNOWN_MEMBER_ID}
    r = h.call(COMMIT, 8, commit_req("live", {("t", 0): 1}), wait_ms=10)  # admin commit to a live group
    assert commit_errors(r) == {("t", 0): E.UNKNOWN_MEMBER_ID}
    r = h.call(COMMIT, 8, commit_req("live", {("t", 0): 1}, generation=gen + 1, member_id=ids[0]), wait_ms=10)
    assert commit_errors(r) == {("t", 0): E.ILLEGAL_GENERATION}
    r = h.call(COMMIT, 8, commit_req("live", {("t", 0): 42}, generation=gen, member_id=ids[0]), wait_ms=10)
    assert commit_errors(r) == {("t", 0): 0}
    assert committed(h, "g", "t", 0)[0] == 1 and committed(h, "live", "t", 0)[0] == 42


def test_commit_during_completing_rebalance_is_refused() -> None:
    h = Harness()
    gen, ids, _ = join_group(h, "g", 1)
    h.call(JOIN, 7, join_req("g", ids[0], topics=("t", "u")), wait_ms=100)  # leader rejoins: new generation
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 1}, generation=gen + 1, member_id=ids[0]), wait_ms=10)
    assert commit_errors(r) == {("t", 0): E.REBALANCE_IN_PROGRESS}
    h.call(SYNC, 5, sync_req("g", ids[0], gen + 1, {ids[0]: {"t": [0]}}), wait_ms=100)
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 1}, generation=gen + 1, member_id=ids[0]), wait_ms=10)
    assert commit_errors(r) == {("t", 0): 0}


def test_a_group_id_of_ten_thousand_characters_works() -> None:
    h = Harness()
    gid = "g" * 10_000
    r = h.call(COMMIT, 8, commit_req(gid, {("t", 0): 9}), wait_ms=10)
    assert commit_errors(r) == {("t", 0): 0}
    assert committed(h, gid, "t", 0)[0] == 9
    gen, _ids, _ = join_group(h, gid, 1)
    assert gen == 1
    too_long = "g" * 40_000
    r = h.call(COMMIT, 8, commit_req(too_long, {("t", 0): 9}), wait_ms=10)
    assert commit_errors(r) == {("t", 0): E.INVALID_GROUP_ID}


def test_an_offset_is_visible_only_once_the_replicas_have_it() -> None:
    h = Harness(replicas=(0, 1))
    for i in range(h.partitions):
        h.follow(i)
    p = h.partition_of("g")
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}))
    assert r is None  # acks=all: waits for the follower
    assert committed(h, "g", "t", 0)[0] == -1  # not committed yet: not visible
    h.follow(p)
    h.run(1)
    assert committed(h, "g", "t", 0)[0] == 5


def test_min_isr_failure_answers_coordinator_not_available() -> None:
    h = Harness(replicas=(0, 1))
    from kraftpy.metadata.image import TOPIC_RESOURCE

    h.meta.config(TOPIC_RESOURCE, "__consumer_offsets", "min.insync.replicas", "2")
    h.meta.change("__consumer_offsets", h.partition_of("g"), isr=[0])
    h.run(1)
    r = h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}), wait_ms=10)
    assert commit_errors(r) == {("t", 0): E.COORDINATOR_NOT_AVAILABLE}
    assert committed(h, "g", "t", 0)[0] == -1


def test_offset_delete_and_delete_groups() -> None:
    h = Harness()
    h.call(COMMIT, 8, commit_req("g", {("t", 0): 1, ("u", 0): 2}), wait_ms=10)
    D = OffsetDeleteRequest
    r = h.call(
        47,
        0,
        D(
            group_id="g",
            topics=[
                D.OffsetDeleteRequestTopic(name="u", partitions=[D.OffsetDeleteRequestPartition(partition_index=0)])
            ],
        ),
        wait_ms=10,
    )
    assert r.error_code == 0 and r.topics[0].partitions[0].error_code == 0
    assert committed(h, "g", "u", 0)[0] == -1 and committed(h, "g", "t", 0)[0] == 1
    r = h.call(47, 0, D(group_id="nope", topics=[]), wait_ms=10)
    assert r.error_code == E.GROUP_ID_NOT_FOUND
    gen, ids, _ = join_group(h, "live", 1)
    h.call(COMMIT, 8, commit_req("live", {("t", 0): 1}, generation=gen, member_id=ids[0]), wait_ms=10)
    r = h.call(
        47,
        0,
        D(
            group_id="live",
            topics=[
                D.OffsetDeleteRequestTopic(name="t", partitions=[D.OffsetDeleteRequestPartition(partition_index=0)])
            ],
        ),
        wait_ms=10,
    )
    assert r.topics[0].partitions[0].error_code == E.GROUP_SUBSCRIBED_TO_TOPIC
    r = h.call(42, 2, DeleteGroupsRequest(groups_names=["g", "live", "nope"]), wait_ms=10)
    assert [(x.group_id, x.error_code) for x in r.results] == [
        ("g", 0),
        ("live", E.NON_EMPTY_GROUP),
        ("nope", E.GROUP_ID_NOT_FOUND),
    ]
    assert committed(h, "g", "t", 0)[0] == -1
    assert "g" not in h.gc.shards[h.partition_of("g")].groups


def test_offsets_expire_after_retention_once_unused() -> None:
    settings = GroupCoordinatorSettings(
        group_initial_rebalance_delay_ms=0,
        group_min_session_timeout_ms=100,
        offsets_retention_minutes=1,
        offsets_retention_check_interval_ms=1_000,
    )
    h = Harness(settings=settings)
    h.call(COMMIT, 8, commit_req("simple", {("t", 0): 1}), wait_ms=10)
    gen, ids, _ = join_group(h, "live", 1, session_ms=120_000)
    h.call(COMMIT, 8, commit_req("live", {("t", 0): 4, ("u", 0): 4}, generation=gen, member_id=ids[0]), wait_ms=10)
    h.call(
        COMMIT,
        2,
        commit_req("explicit", {("t", 0): 3}).__class__(
            group_id="explicit",
            generation_id_or_member_epoch=-1,
            member_id="",
            retention_time_ms=5_000,
            topics=commit_req("explicit", {("t", 0): 3}).topics,
        ),
        wait_ms=10,
    )
    h.run(6_000)
    assert committed(h, "explicit", "t", 0)[0] == -1  # its own retention time
    assert committed(h, "simple", "t", 0)[0] == 1
    for _ in range(30):
        h.run(2_000)
        h.call(12, 4, heartbeat_req("live", ids[0], gen))
    assert committed(h, "simple", "t", 0)[0] == -1
    assert "simple" not in h.gc.shards[h.partition_of("simple")].groups
    assert committed(h, "live", "t", 0)[0] == 4  # subscribed topic of a live group: kept
    assert committed(h, "live", "u", 0)[0] == -1  # not subscribed: expired
    assert h.gc.metrics.offsets_expired == 3


def test_clients_cannot_write_to_consumer_offsets() -> None:
    """A forged OffsetCommit record produced by a client would be loaded as a real commit: Kafka refuses client
    writes to internal topics (INVALID_TOPIC_EXCEPTION) and so does kraftpy."""
    from kraftpy.coordinator.records import CONSUMER_OFFSETS, OFFSET_COMMIT, CoordinatorRecord
    from kraftpy.protocol.messages.coordinator_records import OffsetCommitKey, OffsetCommitValue
    from kraftpy.protocol.records import RecordBatchBuilder

    h = Harness()
    h.call(COMMIT, 8, commit_req("g", {("t", 0): 5}), wait_ms=10)
    key, value = CoordinatorRecord(
        OFFSET_COMMIT,
        OffsetCommitKey(group="g", topic="t", partition=0),
        OffsetCommitValue(offset=999, metadata="", commit_timestamp=1),
    ).encode()
    b = RecordBatchBuilder()
    b.append(1_700_000_000_000, key, value)
    p = h.partition_of("g")
    r = h.node.produce_answer(CONSUMER_OFFSETS, b.build(), partition=p)
    assert r.error_code == E.INVALID_TOPIC_EXCEPTION
    assert r.error_message == "Cannot append to internal topic __consumer_offsets"
    h.meta.change(CONSUMER_OFFSETS, p, leader=0)  # a new leader epoch: the partition is loaded again
    h.run(50)
    assert committed(h, "g", "t", 0)[0] == 5
