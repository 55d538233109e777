"""kraftpy's AdminClient against a fake cluster (real server, real wire): topic calls, DescribeTopicPartitions
paging and splitting, the Metadata fallback, ElectLeaders version choice and limits, controller routing and the
per-item retries."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from kraftpy.admin.client import (
    AdminClient,
    AdminError,
    AdminTimeoutError,
    AlterConfigOp,
    AlterConfigOpType,
    ConfigResource,
    ConfigResourceType,
    ConfigSource,
    ElectionType,
    NewPartitions,
    NewTopic,
    PartitionReassignment,
    TopicPartition,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition_reassignments import AlterPartitionReassignmentsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsResponse
from kraftpy.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsResponse
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsResponse

from .fake import (
    CREATE_TOPICS,
    DESCRIBE_CONFIGS,
    DESCRIBE_TOPIC_PARTITIONS,
    ELECT_LEADERS,
    METADATA,
    FakeCluster,
    FakePartition,
    FakeTopic,
    never,
    simple_topic,
)

pytestmark = pytest.mark.timeout(60)
T = TypeVar("T")


def run(fake: FakeCluster, fn: Callable[[AdminClient], Awaitable[T]], **options: Any) -> T:
    async def main() -> T:
        async with fake, AdminClient(fake.bootstrap, **options) as admin:
            return await fn(admin)

    return asyncio.run(main())


def elr_topic() -> FakeTopic:
    return FakeTopic(
        "elr",
        [
            FakePartition(leader=1, replicas=[1, 2, 3], isr=[1], elr=[2], last_known_elr=[3]),
            FakePartition(leader=-1, replicas=[2, 3, 1], isr=[], elr=[], last_known_elr=[3], last_known_leader=2),
        ],
        configs={"min.insync.replicas": ("2", 1)},
    )


def election_response(results: dict[TopicPartition, int], *, error_code: int = 0) -> ElectLeadersResponse:
    R = ElectLeadersResponse
    by_topic: dict[str, list[Any]] = {}
    for tp, code in sorted(results.items()):
        by_topic.setdefault(tp.topic, []).append(
            R.PartitionResult(partition_id=tp.partition, error_code=code, error_message=None if code == 0 else "detail")
        )
    return R(
        error_code=error_code,
        replica_election_results=[R.ReplicaElectionResult(topic=t, partition_result=ps) for t, ps in by_topic.items()],
    )


def answer_all(code: int = 0) -> Callable[[ElectLeadersRequest, int], ElectLeadersResponse]:
    """An ElectLeaders handler answering `code` for every partition asked."""

    def handler(req: ElectLeadersRequest, version: int) -> ElectLeadersResponse:
        results = {TopicPartition(t.topic, p): code for t in (req.topic_partitions or []) for p in t.partitions}
        return election_response(results)

    return handler


# ================================================================================== DescribeTopicPartitions


def test_describe_follows_cursors_and_reassembles_topics_split_over_pages() -> None:
    fake = FakeCluster([simple_topic("a", 5, [1, 2, 3]), simple_topic("b", 1, [2]), elr_topic()])
    described = run(fake, lambda admin: admin.describe_topic_partitions(response_partition_limit=2))
    assert [d.name for d in described] == ["a", "b", "elr"]
    assert [p.partition for p in described[0].partitions] == [0, 1, 2, 3, 4]
    assert described[0].partitions[3].replicas == (1, 2, 3)
    pages = fake.sent(DESCRIBE_TOPIC_PARTITIONS)
    # 8 partitions, 2 per page: 4 pages; each request after the first starts where the last one stopped
    assert len(pages) == 4
    assert [(None if r.cursor is None else (r.cursor.topic_name, r.cursor.partition_index)) for _, r in pages] == [
        None,
        ("a", 2),
        ("a", 4),
        ("elr", 0),
    ]
    assert all(r.response_partition_limit == 2 and r.topics == [] for _, r in pages)
    elr = described[2]
    assert elr.partitions[0].elr == (2,) and elr.partitions[0].last_known_elr == (3,)
    assert elr.partitions[0].last_known_leader is None  # -1 on the wire
    assert elr.partitions[1].leader is None and elr.partitions[1].last_known_leader == 2
    assert elr.topic_id == fake.topics["elr"].topic_id


def test_describe_splits_long_topic_lists_per_the_topic_limit() -> None:
    fake = FakeCluster([simple_topic(f"t{i:02d}", 2, [1]) for i in range(45)])
    names = [f"t{i:02d}" for i in reversed(range(45))]
    described = run(fake, lambda admin: admin.describe_topic_partitions(names, response_partition_limit=15))
    assert [d.name for d in described] == sorted(names)
    assert all(len(d.partitions) == 2 for d in described)
    requests = [r for _, r in fake.sent(DESCRIBE_TOPIC_PARTITIONS)]
    assert max(len(r.topics) for r in requests) == 20
    asked = {t.name for r in requests for t in r.topics}
    assert asked == set(names)
    # chunks of 20, 20, 5 topics, each paged by 15 partitions: 40 -> 3 pages, 40 -> 3, 10 -> 1
    assert [len(r.topics) for r in requests] == [20, 20, 20, 20, 20, 20, 5]


def test_unknown_topics_come_back_with_an_error() -> None:
    fake = FakeCluster([simple_topic("a", 1, [1])])
    described = run(fake, lambda admin: admin.describe_topic_partitions(["a", "missing"]))
    missing = next(d for d in described if d.name == "missing")
    assert missing.error is not None and missing.error.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    assert next(d for d in described if d.name == "a").error is None


def test_brokers_without_describe_topic_partitions_are_asked_with_metadata() -> None:
    fake = FakeCluster([elr_topic(), simple_topic("b", 2, [1, 2])], describe_topic_partitions=False)
    described = run(fake, lambda admin: admin.describe_topic_partitions(["elr", "b"]))
    assert fake.sent(DESCRIBE_TOPIC_PARTITIONS) == []
    assert [d.name for d in described] == ["b", "elr"]
    p0 = described[1].partitions[0]
    assert (p0.leader, p0.replicas, p0.isr) == (1, (1, 2, 3), (1,))
    assert p0.elr is None and p0.last_known_elr is None and p0.last_known_leader is None
    assert described[1].partitions[1].leader is None


def test_list_topics_hides_internal_topics_unless_asked() -> None:
    fake = FakeCluster(
        [simple_topic("b", 1, [1]), simple_topic("__consumer_offsets", 1, [1]), simple_topic("a", 1, [1])]
    )

    async def both(admin: AdminClient) -> tuple[list[str], list[str]]:
        plain = [t.name for t in await admin.list_topics()]
        everything = [t.name for t in await admin.list_topics(include_internal=True)]
        return plain, everything

    plain, everything = run(fake, both)
    assert plain == ["a", "b"]
    assert everything == ["__consumer_offsets", "a", "b"]


# =========================================================================================== topic changes


def test_create_topics_goes_to_the_metadata_controller_and_retries_only_not_controller_topics() -> None:
    fake = FakeCluster()
    fake.controller_id = 2
    fake.extra_node(2)
    answers = iter([ErrorCode.NOT_CONTROLLER, 0])

    def create(req: Any, version: int) -> CreateTopicsResponse:
        R = CreateTopicsResponse
        out = R()
        for t in req.topics:
            code = next(answers) if t.name == "late" else 0
            out.topics.append(R.CreatableTopicResult(name=t.name, error_code=code, num_partitions=t.num_partitions))
        return out

    fake.serve(CREATE_TOPICS, create, node=2)
    results = run(
        fake,
        lambda admin: admin.create_topics(
            [NewTopic("early", 3, 1, configs={"retention.ms": "5"}), NewTopic("late", 1, 1)]
        ),
        retry_backoff_ms=10,
    )
    assert results["early"].error is None and results["early"].num_partitions == 3
    assert results["late"].error is None
    assert fake.nodes[1].requests and all(k != CREATE_TOPICS for k, _v, _r in fake.nodes[1].requests)
    sent = [r for _, r in fake.sent(CREATE_TOPICS)]
    assert [[t.name for t in r.topics] for r in sent] == [["early", "late"], ["late"]]
    first = sent[0].topics[0]
    assert (first.num_partitions, first.replication_factor) == (3, 1)
    assert [(c.name, c.value) for c in first.configs] == [("retention.ms", "5")]


def test_create_topics_reports_per_topic_errors_and_sends_assignments() -> None:
    fake = FakeCluster([simple_topic("exists", 1, [1])])
    results = run(
        fake,
        lambda admin: admin.create_topics(
            [NewTopic("exists", 1, 1), NewTopic("placed", replica_assignments={0: [3, 1], 1: [1, 2]})]
        ),
    )
    err = results["exists"].error
    assert err is not None and err.error_code == ErrorCode.TOPIC_ALREADY_EXISTS
    assert err.detail == "Topic 'exists' already exists."
    assert results["placed"].error is None
    assert [p.replicas for p in fake.topics["placed"].partitions] == [[3, 1], [1, 2]]
    (_, req) = fake.sent(CREATE_TOPICS)[0]
    placed = req.topics[1]
    assert (placed.num_partitions, placed.replication_factor) == (-1, -1)


def test_a_retry_that_finds_its_own_earlier_creation_reports_success() -> None:
    """The controller created the topic but failed over before it answered (a big CreateTopics on a busy
    controller): the retry hears TOPIC_ALREADY_EXISTS. The tool said "already exists" for the topic its own request
    had created; now a topic that matches the request is reported created, and one that does not stays an error."""
    fake = FakeCluster()
    first = [True]

    def slow_create(req: Any, version: int) -> Any:
        R = CreateTopicsResponse
        if first[0]:
            first[0] = False
            for t in req.topics:  # committed, but the controller failed over before answering
                if t.name not in fake.topics:
                    fake.topics[t.name] = simple_topic(t.name, t.num_partitions, [1, 2, 3][: t.replication_factor])
            return R(
                topics=[R.CreatableTopicResult(name=t.name, error_code=ErrorCode.NOT_CONTROLLER) for t in req.topics]
            )
        return R(
            topics=[
                R.CreatableTopicResult(
                    name=t.name,
                    error_code=ErrorCode.TOPIC_ALREADY_EXISTS,
                    error_message=f"Topic '{t.name}' already exists.",
                )
                for t in req.topics
            ]
        )

    fake.serve(CREATE_TOPICS, slow_create)
    fake.topics["theirs"] = simple_topic("theirs", 1, [2])  # created by someone else, unlike this request
    results = run(
        fake, lambda admin: admin.create_topics([NewTopic("mine", 6, 2), NewTopic("theirs", 3, 1)]), retry_backoff_ms=10
    )
    assert results["mine"].error is None
    assert (results["mine"].num_partitions, results["mine"].replication_factor) == (6, 2)
    err = results["theirs"].error
    assert err is not None and err.error_code == ErrorCode.TOPIC_ALREADY_EXISTS
    assert len(fake.sent(CREATE_TOPICS)) == 2


def test_not_controller_until_the_timeout_leaves_the_timeout_error_on_the_pending_items() -> None:
    fake = FakeCluster()
    fake.serve(
        CREATE_TOPICS,
        lambda req, v: CreateTopicsResponse(
            topics=[
                CreateTopicsResponse.CreatableTopicResult(name=t.name, error_code=ErrorCode.NOT_CONTROLLER)
                for t in req.topics
            ]
        ),
    )
    results = run(fake, lambda admin: admin.create_topics([NewTopic("x", 1, 1)], timeout_ms=300), retry_backoff_ms=20)
    assert isinstance(results["x"].error, AdminTimeoutError)
    assert len(fake.sent(CREATE_TOPICS)) > 1


def test_delete_by_name_and_by_id_and_create_partitions() -> None:
    fake = FakeCluster([simple_topic("a", 1, [1]), simple_topic("b", 1, [1]), simple_topic("c", 2, [1, 2])])
    b_id = fake.topics["b"].topic_id

    async def go(admin: AdminClient) -> Any:
        deleted = await admin.delete_topics(["a", b_id, "zzz"])
        grown = await admin.create_partitions(
            {"c": NewPartitions(4, [[3, 1], [2, 3]]), "a": NewPartitions(2), "c2": NewPartitions(1)}
        )
        return deleted, grown

    deleted, grown = run(fake, go)
    assert deleted["a"].error is None and deleted[b_id].error is None and deleted[b_id].name == "b"
    assert deleted["zzz"].error is not None and deleted["zzz"].error.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    assert sorted(fake.topics) == ["c"]
    assert grown["c"] is None
    assert [p.replicas for p in fake.topics["c"].partitions][2:] == [[3, 1], [2, 3]]
    assert grown["a"] is not None and grown["a"].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION


def test_deleting_by_id_needs_v6() -> None:
    fake = FakeCluster([simple_topic("a", 1, [1])])
    fake.serve(20, fake._delete_topics, max_version=5)
    topic_id = fake.topics["a"].topic_id
    with pytest.raises(AdminError) as info:
        run(fake, lambda admin: admin.delete_topics([topic_id]))
    assert info.value.error_code == ErrorCode.UNSUPPORTED_VERSION
    # by name, v5 is fine
    fake2 = FakeCluster([simple_topic("a", 1, [1])])
    fake2.serve(20, fake2._delete_topics, max_version=5)
    assert run(fake2, lambda admin: admin.delete_topics(["a"]))["a"].error is None
    assert fake2.sent(20)[0][0] == 5


# ================================================================================================ configs


def test_describe_configs_routes_broker_resources_to_their_broker() -> None:
    fake = FakeCluster([elr_topic()])
    fake.extra_node(2)
    fake.serve(DESCRIBE_CONFIGS, fake._describe_configs, node=2)
    topic = ConfigResource(ConfigResourceType.TOPIC, "elr")
    broker = ConfigResource(ConfigResourceType.BROKER, "2")
    missing = ConfigResource(ConfigResourceType.TOPIC, "missing")
    out = run(fake, lambda admin: admin.describe_configs([topic, broker, missing]))
    entry = out[topic].get("min.insync.replicas")
    assert entry is not None and entry.value == "2" and entry.source == ConfigSource.DYNAMIC_TOPIC_CONFIG
    assert not entry.is_default and out[topic].get("cleanup.policy").is_default  # type: ignore[union-attr]
    assert out[broker].get("broker.id").value == "2"  # type: ignore[union-attr]
    assert [
        r.resource_name for k, _v, req in fake.nodes[2].requests if k == DESCRIBE_CONFIGS for r in req.resources
    ] == ["2"]
    assert out[missing].error is not None and out[missing].error.detail == "Topic missing does not exist"


def test_incremental_alter_configs_sends_the_operations() -> None:
    fake = FakeCluster()
    R = IncrementalAlterConfigsResponse

    def alter(req: Any, version: int) -> Any:
        return R(
            responses=[
                R.AlterConfigsResourceResponse(
                    error_code=ErrorCode.INVALID_CONFIG if r.resource_name == "bad" else 0,
                    error_message="Invalid value x" if r.resource_name == "bad" else None,
                    resource_type=r.resource_type,
                    resource_name=r.resource_name,
                )
                for r in req.resources
            ]
        )

    fake.serve(44, alter)
    good = ConfigResource(ConfigResourceType.TOPIC, "good")
    bad = ConfigResource(ConfigResourceType.TOPIC, "bad")
    out = run(
        fake,
        lambda admin: admin.incremental_alter_configs(
            {
                good: [
                    AlterConfigOp("retention.ms", "5"),
                    AlterConfigOp("cleanup.policy", None, AlterConfigOpType.DELETE),
                ],
                bad: [AlterConfigOp("x", "y")],
            }
        ),
    )
    assert out[good] is None
    assert out[bad] is not None and out[bad].error_code == ErrorCode.INVALID_CONFIG
    (_, req) = fake.sent(44)[0]
    ops = [(c.name, c.config_operation, c.value) for c in req.resources[0].configs]
    assert ops == [("retention.ms", 0, "5"), ("cleanup.policy", 1, None)]


def test_describe_configs_response_is_parsed_from_the_wire() -> None:
    fake = FakeCluster()
    R = DescribeConfigsResponse
    fake.serve(
        DESCRIBE_CONFIGS,
        lambda req, v: R(
            results=[
                R.DescribeConfigsResult(
                    resource_type=4,
                    resource_name="",
                    configs=[
                        R.DescribeConfigsResourceResult(
                            name="min.insync.replicas",
                            value="2",
                            read_only=False,
                            config_source=3,
                            is_sensitive=False,
                            synonyms=[
                                R.DescribeConfigsSynonym(name="min.insync.replicas", value="2", source=3),
                                R.DescribeConfigsSynonym(name="min.insync.replicas", value="1", source=5),
                            ],
                        )
                    ],
                )
            ]
        ),
    )
    default = ConfigResource(ConfigResourceType.BROKER, "")
    out = run(fake, lambda admin: admin.describe_configs([default], include_synonyms=True))
    entry = out[default].entries[0]
    assert entry.source == ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG
    assert [(s.value, s.source) for s in entry.synonyms] == [("2", 3), ("1", 5)]
    assert fake.sent(DESCRIBE_CONFIGS)[0][1].include_synonyms is True


# ============================================================================================== elections


@pytest.mark.parametrize(
    ("max_version", "etype", "desired", "expected_version"),
    [
        (3, ElectionType.PREFERRED, None, 2),
        (3, ElectionType.UNCLEAN, None, 2),
        (1, ElectionType.UNCLEAN, None, 1),
        (0, ElectionType.PREFERRED, None, 0),
        (3, ElectionType.LONGEST_LOG_AGGRESSIVE, None, 3),
        (3, ElectionType.LONGEST_LOG_BALANCED, None, 3),
        (3, ElectionType.DESIGNATION, {TopicPartition("t", 0): 2}, 3),
        (3, ElectionType.PREFERRED, {TopicPartition("t", 0): 2}, 3),
    ],
)
def test_elect_leaders_picks_the_version_the_election_needs(
    max_version: int, etype: ElectionType, desired: dict[TopicPartition, int] | None, expected_version: int
) -> None:
    fake = FakeCluster()
    fake.serve(ELECT_LEADERS, answer_all(), max_version=max_version)
    out = run(fake, lambda admin: admin.elect_leaders(etype, [TopicPartition("t", 0)], desired_leaders=desired))
    assert out == {TopicPartition("t", 0): None}
    version, req = fake.sent(ELECT_LEADERS)[0]
    assert version == expected_version
    if version >= 1:
        assert req.election_type == int(etype)
    if version >= 3:
        assert req.topic_partitions[0].desired_leaders == (None if desired is None else [2])


@pytest.mark.parametrize(
    ("max_version", "etype", "needs"),
    [
        (2, ElectionType.LONGEST_LOG_AGGRESSIVE, "v3"),
        (2, ElectionType.DESIGNATION, "v3"),
        (0, ElectionType.UNCLEAN, "v2/v1"),
    ],
)
def test_elections_the_broker_cannot_express_fail_clearly(max_version: int, etype: ElectionType, needs: str) -> None:
    fake = FakeCluster()
    fake.serve(ELECT_LEADERS, answer_all(), max_version=max_version)
    desired = {TopicPartition("t", 0): 1} if etype == ElectionType.DESIGNATION else None
    with pytest.raises(AdminError) as info:
        run(fake, lambda admin: admin.elect_leaders(etype, [TopicPartition("t", 0)], desired_leaders=desired))
    assert info.value.error_code == ErrorCode.UNSUPPORTED_VERSION
    assert needs in str(info.value) and etype.name in str(info.value)
    assert fake.sent(ELECT_LEADERS) == []


def test_all_partitions_is_a_null_list_and_results_are_what_the_controller_answered() -> None:
    fake = FakeCluster()
    fake.serve(
        ELECT_LEADERS,
        lambda req, v: election_response(
            {TopicPartition("a", 1): 0, TopicPartition("b", 0): ErrorCode.PREFERRED_LEADER_NOT_AVAILABLE}
        ),
    )
    out = run(fake, lambda admin: admin.elect_leaders(ElectionType.PREFERRED, None))
    assert fake.sent(ELECT_LEADERS)[0][1].topic_partitions is None
    assert out[TopicPartition("a", 1)] is None
    err = out[TopicPartition("b", 0)]
    assert err is not None and err.error_code == ErrorCode.PREFERRED_LEADER_NOT_AVAILABLE


def test_elections_are_split_per_the_kip_limits_and_limited_partitions_are_sent_again() -> None:
    fake = FakeCluster()
    served: list[int] = []

    def handler(req: ElectLeadersRequest, version: int) -> ElectLeadersResponse:
        # a controller serving at most 700 partitions per request; the rest REQUEST_LIMIT_REACHED
        results = {}
        for t in req.topic_partitions:
            for p in t.partitions:
                tp = TopicPartition(t.topic, p)
                results[tp] = 0 if len(results) < 700 else ErrorCode.REQUEST_LIMIT_REACHED
        served.append(sum(1 for c in results.values() if c == 0))
        return election_response(results)

    fake.serve(ELECT_LEADERS, handler)
    wanted = [TopicPartition("big", i) for i in range(1500)] + [TopicPartition(f"s{i:02d}", 0) for i in range(25)]
    out = run(fake, lambda admin: admin.elect_leaders(ElectionType.UNCLEAN, wanted), retry_backoff_ms=5)
    assert set(out) == set(wanted) and all(e is None for e in out.values())
    requests = [r for _, r in fake.sent(ELECT_LEADERS)]
    for r in requests:
        assert len(r.topic_partitions) <= 20
        assert sum(len(t.partitions) for t in r.topic_partitions) <= 1000
    asked = [TopicPartition(t.topic, p) for r in requests for t in r.topic_partitions for p in t.partitions]
    assert set(asked) == set(wanted)
    assert sum(served) == len(wanted)  # every partition elected exactly once


def test_top_level_errors_fail_the_whole_election() -> None:
    fake = FakeCluster()
    fake.serve(
        ELECT_LEADERS,
        lambda req, v: election_response({}, error_code=ErrorCode.CLUSTER_AUTHORIZATION_FAILED),
    )
    with pytest.raises(AdminError) as info:
        run(fake, lambda admin: admin.elect_leaders(ElectionType.PREFERRED, [TopicPartition("t", 0)]))
    assert info.value.error_code == ErrorCode.CLUSTER_AUTHORIZATION_FAILED


def test_a_stuck_controller_times_out() -> None:
    fake = FakeCluster()
    fake.serve(ELECT_LEADERS, never())
    out = run(
        fake,
        lambda admin: admin.elect_leaders(ElectionType.PREFERRED, [TopicPartition("t", 0)], timeout_ms=400),
        request_timeout_ms=200,
        retry_backoff_ms=10,
    )
    assert isinstance(out[TopicPartition("t", 0)], AdminTimeoutError)


def test_designation_needs_a_desired_leader_per_partition() -> None:
    fake = FakeCluster()
    with pytest.raises(ValueError, match="desired leader"):
        run(fake, lambda admin: admin.elect_leaders(ElectionType.DESIGNATION, [TopicPartition("t", 0)]))
    with pytest.raises(ValueError, match="names its partitions"):
        run(FakeCluster(), lambda admin: admin.elect_leaders(ElectionType.DESIGNATION, None))


# ========================================================================================== reassignments


def test_reassignments_round_trip() -> None:
    fake = FakeCluster()
    fake.reassignments[("t", 0)] = ([1, 2, 3, 4], [4], [1])
    R = AlterPartitionReassignmentsResponse

    def alter(req: Any, version: int) -> Any:
        return R(
            responses=[
                R.ReassignableTopicResponse(
                    name=t.name,
                    partitions=[
                        R.ReassignablePartitionResponse(
                            partition_index=p.partition_index,
                            error_code=ErrorCode.NO_REASSIGNMENT_IN_PROGRESS if p.replicas is None else 0,
                        )
                        for p in t.partitions
                    ],
                )
                for t in req.topics
            ]
        )

    fake.serve(45, alter)

    async def go(admin: AdminClient) -> Any:
        listed = await admin.list_partition_reassignments([TopicPartition("t", 0), TopicPartition("t", 1)])
        altered = await admin.alter_partition_reassignments(
            {TopicPartition("t", 1): [2, 3], TopicPartition("u", 0): None}
        )
        return listed, altered

    listed, altered = run(fake, go)
    assert listed == {TopicPartition("t", 0): PartitionReassignment((1, 2, 3, 4), (4,), (1,))}
    assert altered[TopicPartition("t", 1)] is None
    cancel = altered[TopicPartition("u", 0)]
    assert cancel is not None and cancel.error_code == ErrorCode.NO_REASSIGNMENT_IN_PROGRESS
    (_, req) = fake.sent(45)[0]
    assert [(t.name, [(p.partition_index, p.replicas) for p in t.partitions]) for t in req.topics] == [
        ("t", [(1, [2, 3])]),
        ("u", [(0, None)]),
    ]


def test_reassignments_answered_not_leader_or_timed_out_are_sent_again() -> None:
    """Seed 003: a quorum whose leader moved answers NOT_LEADER_OR_FOLLOWER, one that did not commit in time
    REQUEST_TIMED_OUT; the client sends those partitions again (a target, not a cancellation, after a timeout)."""
    fake = FakeCluster()
    R = AlterPartitionReassignmentsResponse
    first = {("t", 0): ErrorCode.NOT_LEADER_OR_FOLLOWER, ("t", 1): ErrorCode.REQUEST_TIMED_OUT}
    cancel_timed_out = ("u", 0)

    def alter(req: Any, version: int) -> Any:
        def code(name: str, index: int) -> int:
            if (name, index) == cancel_timed_out:
                return ErrorCode.REQUEST_TIMED_OUT
            return first.pop((name, index), 0)

        return R(
            responses=[
                R.ReassignableTopicResponse(
                    name=t.name,
                    partitions=[
                        R.ReassignablePartitionResponse(
                            partition_index=p.partition_index, error_code=code(t.name, p.partition_index)
                        )
                        for p in t.partitions
                    ],
                )
                for t in req.topics
            ]
        )

    fake.serve(45, alter)
    out = run(
        fake,
        lambda admin: admin.alter_partition_reassignments(
            {TopicPartition("t", 0): [1, 2], TopicPartition("t", 1): [2, 3], TopicPartition("u", 0): None}
        ),
        retry_backoff_ms=5,
    )
    assert out[TopicPartition("t", 0)] is None and out[TopicPartition("t", 1)] is None
    cancel = out[TopicPartition("u", 0)]
    assert cancel is not None and cancel.error_code == ErrorCode.REQUEST_TIMED_OUT
    sent = [[(t.name, p.partition_index) for t in r.topics for p in t.partitions] for _, r in fake.sent(45)]
    assert sent == [[("t", 0), ("t", 1), ("u", 0)], [("t", 0), ("t", 1)]]


def test_metadata_is_what_finds_the_controller() -> None:
    fake = FakeCluster()
    fake.controller_id = -1  # no controller known yet: retried until the timeout
    with pytest.raises(AdminTimeoutError):
        run(
            fake,
            lambda admin: admin.elect_leaders(ElectionType.PREFERRED, None, timeout_ms=300),
            retry_backoff_ms=20,
        )
    assert len(fake.sent(METADATA)) > 1


def test_uuid_topic_ids_survive_the_round_trip() -> None:
    topic = simple_topic("a", 1, [1])
    topic.topic_id = uuid.UUID("12345678-1234-5678-1234-567812345678")
    listed = run(FakeCluster([topic]), lambda admin: admin.list_topics())
    assert listed[0].topic_id == topic.topic_id


def test_a_cursor_that_does_not_move_is_an_error_not_a_loop() -> None:
    fake = FakeCluster([simple_topic("a", 3, [1])])
    R = DescribeTopicPartitionsResponse
    fake.serve(
        DESCRIBE_TOPIC_PARTITIONS,
        lambda req, v: R(topics=[], next_cursor=R.Cursor(topic_name="a", partition_index=1)),
    )
    with pytest.raises(AdminError, match="returned the cursor a-1 twice"):
        run(fake, lambda admin: admin.describe_topic_partitions(["a"]))
    assert len(fake.sent(DESCRIBE_TOPIC_PARTITIONS)) == 2


def test_desired_leaders_cover_a_topic_wholly_or_not_at_all() -> None:
    with pytest.raises(ValueError, match="every partition of topic t or for none"):
        run(
            FakeCluster(),
            lambda admin: admin.elect_leaders(
                ElectionType.PREFERRED,
                [TopicPartition("t", 0), TopicPartition("t", 1)],
                desired_leaders={TopicPartition("t", 0): 1},
            ),
        )
