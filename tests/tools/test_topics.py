"""`kraftpy topics` against a fake cluster: Kafka's checks and messages, the exact --describe lines (with ELR,
LastKnownElr and LastKnownLeader), the filters, paging, the Metadata fallback, create/list/alter/delete."""

from __future__ import annotations

import argparse
import asyncio
import io

import pytest

from kraftpy.admin.client import PartitionInfo, PartitionReassignment
from kraftpy.protocol.uuids import uuid_to_str
from kraftpy.tools import topics
from kraftpy.tools.topics import (
    TopicCommandError,
    format_partition_line,
    parse_replica_assignment,
    parse_topic_configs,
    topic_filter,
)
from tests.admin.fake import (
    CREATE_PARTITIONS,
    CREATE_TOPICS,
    DELETE_TOPICS,
    DESCRIBE_TOPIC_PARTITIONS,
    FakeCluster,
    FakePartition,
    FakeTopic,
    simple_topic,
)

pytestmark = pytest.mark.timeout(60)


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    topics.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["topics", *argv])


def tool(fake: FakeCluster | None, *argv: str) -> tuple[int, str, str]:
    """Run `kraftpy topics --bootstrap-server <fake> ARGV`: (exit code, stdout, stderr)."""

    async def main() -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        if fake is None:
            code = await topics.run(parse(*argv), out, err)
        else:
            async with fake:
                code = await topics.run(parse("--bootstrap-server", fake.bootstrap, *argv), out, err)
        return code, out.getvalue(), err.getvalue()

    return asyncio.run(main())


def model() -> list[FakeTopic]:
    return [
        FakeTopic(
            "elr",
            [
                FakePartition(leader=1, replicas=[1, 2, 3], isr=[1], elr=[2], last_known_elr=[3]),
                FakePartition(leader=-1, replicas=[2, 3, 1], isr=[], elr=[], last_known_elr=[3], last_known_leader=2),
            ],
            configs={"min.insync.replicas": ("2", 1)},
        ),
        FakeTopic(
            "ok",
            [
                FakePartition(leader=1, replicas=[1, 2], isr=[1, 2]),
                FakePartition(leader=3, replicas=[3, 1], isr=[3, 1]),  # broker 3 is fenced: unavailable
            ],
        ),
        FakeTopic(
            "under",
            [FakePartition(leader=2, replicas=[2, 3, 1], isr=[2, 1])],
            configs={"min.insync.replicas": ("2", 1), "retention.ms": ("1000", 1)},
        ),
        FakeTopic("__consumer_offsets", [FakePartition(leader=1, replicas=[1], isr=[1])]),
    ]


def fake_model(**kwargs: object) -> FakeCluster:
    fake = FakeCluster(model(), **kwargs)  # type: ignore[arg-type]
    fake.fenced = {3}
    return fake


def tid(fake: FakeCluster, name: str) -> str:
    return uuid_to_str(fake.topics[name].topic_id)


# ======================================================================================= argument checks


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ((), "Command must include exactly one action: --list, --describe, --create, --alter or --delete"),
        (("--list", "--describe"), "Command must include exactly one action"),
        (("--create", "--topic", "t"), "--bootstrap-server must be specified"),
        (("--bootstrap-server", "h:1", "--create"), 'Missing required argument "[topic]"'),
        (("--bootstrap-server", "h:1", "--delete"), 'Missing required argument "[topic]"'),
        (
            ("--bootstrap-server", "h:1", "--describe", "--if-exists"),
            "--topic or --topic-id is required to describe a topic",
        ),
        (
            ("--bootstrap-server", "h:1", "--alter", "--topic", "t", "--config", "a=b"),
            'Option combination "[[bootstrap-server], [config]]" can\'t be used with option "[alter]" '
            "(To alter topic configurations, the kafka-configs tool can be used.)",
        ),
        (
            ("--bootstrap-server", "h:1", "--alter", "--topic", "t"),
            'Missing required argument "[partitions]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--describe", "--config", "a=b"),
            'Option "[config]" can\'t be used with option "[describe]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--describe", "--replication-factor", "2"),
            'Option "[replication-factor]" can\'t be used with option "[describe]"',
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--create",
                "--topic",
                "t",
                "--replica-assignment",
                "1:2",
                "--partitions",
                "2",
            ),
            'Option "[replica-assignment]" can\'t be used with option "[partitions]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--list", "--under-replicated-partitions"),
            'Option "[under-replicated-partitions]" can\'t be used with option "[list]"',
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--describe",
                "--under-min-isr-partitions",
                "--topics-with-overrides",
            ),
            'Option "[under-min-isr-partitions]" can\'t be used with option "[topics-with-overrides]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--create", "--topic", "t", "--if-exists"),
            'Option "[if-exists]" can\'t be used with option "[create]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--delete", "--topic", "t", "--if-not-exists"),
            'Option "[if-not-exists]" can\'t be used with option "[delete]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--create", "--topic", "t", "--exclude-internal"),
            'Option "[exclude-internal]" can\'t be used with option "[create]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--list", "--zookeeper", "z:2181"),
            "--zookeeper is not supported: kraftpy runs KRaft only and has no ZooKeeper",
        ),
    ],
)
def test_command_line_mistakes_get_kafkas_messages(argv: tuple[str, ...], message: str) -> None:
    code, out, err = tool(None, *argv)
    assert code == 1
    assert out == ""
    assert err.splitlines()[0].startswith(message)


def test_replica_assignments_are_parsed_like_kafka() -> None:
    assert parse_replica_assignment("1:2, 3 : 4") == {0: [1, 2], 1: [3, 4]}
    assert parse_replica_assignment("1:2,") == {0: [1, 2]}  # Java's split drops the trailing empty item
    with pytest.raises(TopicCommandError, match=r"may not contain duplicate entries: 1$"):
        parse_replica_assignment("1:2:1")
    with pytest.raises(TopicCommandError, match=r"^Partition 1 has different replication factor: \[3\]$"):
        parse_replica_assignment("1:2,3")
    with pytest.raises(TopicCommandError, match=r'^For input string: "a"$'):
        parse_replica_assignment("a:1")


def test_configs_must_be_key_equals_value() -> None:
    assert parse_topic_configs(["retention.ms = 5", "cleanup.policy=compact"]) == {
        "retention.ms": "5",
        "cleanup.policy": "compact",
    }
    for bad in (["x"], ["a=b=c"], ["a="]):
        with pytest.raises(TopicCommandError, match='must be in the format "key=val"'):
            parse_topic_configs(bad)


def test_topic_filters_are_whole_regex_matches_with_commas_as_alternatives() -> None:
    f = topic_filter(" 'foo.*,bar' ")
    assert [n for n in ("foo", "foo1", "bar", "bar1", "xfoo") if f.fullmatch(n)] == ["foo", "foo1", "bar"]
    with pytest.raises(TopicCommandError, match=r"^\[ is an invalid regex\.$"):
        topic_filter("[")


def test_partition_line_formats() -> None:
    p = PartitionInfo(0, 1, 3, (1, 2, 3), (1,), (2,), (3,), None)
    assert format_partition_line("t", p) == (
        "\tTopic: t\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1\tElr: 2\tLastKnownElr: 3\tLastKnownLeader: "
    )
    leaderless = PartitionInfo(1, None, 3, (2, 3), (), (), (), 2)
    moving = PartitionReassignment((2, 3, 4), (4,), (3,))
    assert format_partition_line("t", leaderless, moving) == (
        "\tTopic: t\tPartition: 1\tLeader: none\tReplicas: 2,3\tIsr: \tAdding Replicas: 4\tRemoving Replicas: 3"
        "\tElr: \tLastKnownElr: \tLastKnownLeader: 2"
    )
    unknown = PartitionInfo(2, 1, 0, (1,), (1,))
    assert format_partition_line("t", unknown).endswith("\tElr: N/A\tLastKnownElr: N/A\tLastKnownLeader: N/A")


# ================================================================================================ describe


def test_describe_prints_kafkas_lines_with_the_kip_966_fields() -> None:
    fake = fake_model()
    code, out, err = tool(fake, "--describe", "--topic", "elr|under")
    assert (code, err) == (0, "")
    assert out == (
        f"Topic: elr\tTopicId: {tid(fake, 'elr')}\tPartitionCount: 2\tReplicationFactor: 3"
        "\tConfigs: min.insync.replicas=2\n"
        "\tTopic: elr\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1\tElr: 2\tLastKnownElr: 3\tLastKnownLeader: \n"
        "\tTopic: elr\tPartition: 1\tLeader: none\tReplicas: 2,3,1\tIsr: \tElr: \tLastKnownElr: 3"
        "\tLastKnownLeader: 2\n"
        f"Topic: under\tTopicId: {tid(fake, 'under')}\tPartitionCount: 1\tReplicationFactor: 3"
        "\tConfigs: min.insync.replicas=2,retention.ms=1000\n"
        "\tTopic: under\tPartition: 0\tLeader: 2\tReplicas: 2,3,1\tIsr: 2,1\tElr: \tLastKnownElr: \tLastKnownLeader: \n"
    )


def test_describe_all_includes_internal_topics_unless_excluded() -> None:
    code, out, _ = tool(fake_model(), "--describe")
    assert code == 0
    names = [line.split("\t")[0] for line in out.splitlines() if line.startswith("Topic: ")]
    assert names == ["Topic: __consumer_offsets", "Topic: elr", "Topic: ok", "Topic: under"]
    code, out, _ = tool(fake_model(), "--describe", "--exclude-internal")
    assert "__consumer_offsets" not in out and "Topic: ok" in out


def partitions_printed(out: str) -> list[str]:
    """'topic-partition' of every partition line."""
    found = []
    for line in out.splitlines():
        if line.startswith("\tTopic: "):
            cells = dict(cell.split(": ", 1) for cell in line.strip("\t").split("\t") if ": " in cell)
            found.append(f"{cells['Topic']}-{cells['Partition']}")
        else:
            assert line == "", f"only partition lines expected, got {line!r}"
    return found


@pytest.mark.parametrize(
    ("flag", "expected"),
    [
        ("--under-min-isr-partitions", ["elr-0", "elr-1"]),
        ("--at-min-isr-partitions", ["under-0"]),
        ("--under-replicated-partitions", ["elr-0", "elr-1", "under-0"]),
        ("--unavailable-partitions", ["elr-1", "ok-1"]),
    ],
)
def test_describe_filters_print_only_matching_partitions(flag: str, expected: list[str]) -> None:
    code, out, _ = tool(fake_model(), "--describe", "--exclude-internal", flag)
    assert code == 0
    assert partitions_printed(out) == expected


def test_topics_with_overrides_prints_only_topic_lines_of_overridden_topics() -> None:
    code, out, _ = tool(fake_model(), "--describe", "--topics-with-overrides")
    assert code == 0
    assert [line.split("\t")[0] for line in out.splitlines()] == ["Topic: elr", "Topic: under"]


def test_describe_pages_with_the_partition_limit_and_prints_the_same() -> None:
    fake = fake_model()
    code, paged, _ = tool(fake, "--describe", "--partition-size-limit-per-response", "1")
    pages = fake.sent(DESCRIBE_TOPIC_PARTITIONS)
    assert code == 0
    assert len(pages) == 6  # one partition per page
    assert all(req.response_partition_limit == 1 for _, req in pages)
    fresh = fake_model()
    for name, topic in fake.topics.items():
        fresh.topics[name].topic_id = topic.topic_id
    code, whole, _ = tool(fresh, "--describe")
    assert paged == whole


def test_describe_shows_reassignments_and_their_replication_factor() -> None:
    fake = FakeCluster([FakeTopic("moving", [FakePartition(leader=1, replicas=[1, 2, 3], isr=[1, 2])])])
    fake.reassignments[("moving", 0)] = ([1, 2, 3], [3], [])
    code, out, _ = tool(fake, "--describe")
    assert code == 0
    lines = out.splitlines()
    assert "\tReplicationFactor: 2\t" in lines[0]
    assert lines[1] == (
        "\tTopic: moving\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1,2\tAdding Replicas: 3\tRemoving Replicas: "
        "\tElr: \tLastKnownElr: \tLastKnownLeader: "
    )
    # the reassignment's adding replica is not counted: not under-replicated
    code, out, _ = tool(fake, "--describe", "--under-replicated-partitions")
    assert out == ""


def test_describe_without_describe_topic_partitions_prints_not_available() -> None:
    fake = fake_model(describe_topic_partitions=False)
    code, out, _ = tool(fake, "--describe", "--topic", "elr")
    assert code == 0
    assert out.splitlines()[1] == (
        "\tTopic: elr\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1\tElr: N/A\tLastKnownElr: N/A"
        "\tLastKnownLeader: N/A"
    )


def test_describe_by_topic_id_and_missing_topics() -> None:
    fake = fake_model()
    code, out, _ = tool(fake, "--describe", "--topic-id", tid(fake, "ok"))
    assert code == 0 and out.startswith("Topic: ok\t")
    code, out, _ = tool(fake_model(), "--describe", "--topic", "nope")
    assert (code, out) == (
        1,
        "Error while executing topic command : Topic 'nope' does not exist as expected\n",
    )
    code, out, _ = tool(fake_model(), "--describe", "--topic", "nope", "--if-exists")
    assert (code, out) == (0, "")


# ========================================================================================== other actions


def test_create_prints_created_and_sends_the_topic() -> None:
    fake = FakeCluster()
    code, out, err = tool(
        fake, "--create", "--topic", "orders", "--partitions", "3", "--replication-factor", "2",
        "--config", "retention.ms=1000", "--config", "cleanup.policy=compact",
    )  # fmt: skip
    assert (code, out, err) == (0, "Created topic orders.\n", "")
    (_, req) = fake.sent(CREATE_TOPICS)[0]
    t = req.topics[0]
    assert (t.name, t.num_partitions, t.replication_factor, t.assignments) == ("orders", 3, 2, [])
    assert {c.name: c.value for c in t.configs} == {"retention.ms": "1000", "cleanup.policy": "compact"}
    assert len(fake.topics["orders"].partitions) == 3


def test_create_with_an_assignment_and_the_collision_warning() -> None:
    fake = FakeCluster()
    code, out, _ = tool(fake, "--create", "--topic", "a.b", "--replica-assignment", "3:1,1:2")
    assert code == 0
    assert out == (
        "WARNING: Due to limitations in metric names, topics with a period ('.') or underscore ('_') could "
        "collide. To avoid issues it is best to use either, but not both.\nCreated topic a.b.\n"
    )
    assert [p.replicas for p in fake.topics["a.b"].partitions] == [[3, 1], [1, 2]]


def test_create_errors() -> None:
    code, out, _ = tool(FakeCluster([simple_topic("t", 1, [1])]), "--create", "--topic", "t")
    assert (code, out) == (1, "Error while executing topic command : Topic 't' already exists.\n")
    code, out, _ = tool(FakeCluster([simple_topic("t", 1, [1])]), "--create", "--topic", "t", "--if-not-exists")
    assert (code, out) == (0, "")
    code, out, _ = tool(FakeCluster(), "--create", "--topic", "t", "--replication-factor", "5")
    assert code == 1 and out.startswith("Error while executing topic command : Unable to replicate the partition 5")
    fake = FakeCluster()
    code, out, _ = tool(fake, "--create", "--topic", "t", "--replication-factor", "0")
    assert out == "Error while executing topic command : The replication factor must be between 1 and 32767 inclusive\n"
    code, out, _ = tool(fake, "--create", "--topic", "t", "--partitions", "0")
    assert out == "Error while executing topic command : The partitions must be greater than 0\n"
    code, out, _ = tool(fake, "--create", "--topic", "t", "--config", "nonsense")
    assert code == 1 and 'must be in the format "key=val"' in out
    assert fake.sent(CREATE_TOPICS) == []


def test_list_prints_sorted_names() -> None:
    code, out, _ = tool(fake_model(), "--list")
    assert (code, out) == (0, "__consumer_offsets\nelr\nok\nunder\n")
    code, out, _ = tool(fake_model(), "--list", "--exclude-internal", "--topic", ".*r")
    assert (code, out) == (0, "elr\nunder\n")


def test_alter_grows_partitions() -> None:
    fake = FakeCluster([simple_topic("t", 2, [1, 2])])
    code, out, _ = tool(fake, "--alter", "--topic", "t", "--partitions", "4")
    assert (code, out) == (0, "")
    assert len(fake.topics["t"].partitions) == 4
    code, out, _ = tool(
        fake,
        "--alter",
        "--topic",
        "t",
        "--partitions",
        "6",
        "--replica-assignment",
        "1:2,2:1,1:2,2:1,3:1,1:3",
    )
    assert code == 0
    (_, req) = fake.sent(CREATE_PARTITIONS)[-1]
    assert [a.broker_ids for a in req.topics[0].assignments] == [[3, 1], [1, 3]]  # only the added partitions
    code, out, _ = tool(fake, "--alter", "--topic", "t", "--partitions", "2")
    assert (code, out) == (
        1,
        "Error while executing topic command : Topic currently has 6 partitions, which is higher than the "
        "requested 2.\n",
    )
    code, out, _ = tool(FakeCluster(), "--alter", "--topic", "none", "--partitions", "2")
    assert (code, out) == (
        1,
        "Error while executing topic command : Topic 'none' does not exist as expected\n",
    )
    code, out, _ = tool(FakeCluster(), "--alter", "--topic", "none", "--partitions", "2", "--if-exists")
    assert (code, out) == (0, "")


def test_delete_removes_the_matching_topics() -> None:
    fake = fake_model()
    code, out, _ = tool(fake, "--delete", "--topic", "elr|ok")
    assert (code, out) == (0, "")
    assert sorted(fake.topics) == ["__consumer_offsets", "under"]
    assert [sorted(t.name for t in req.topics) for _, req in fake.sent(DELETE_TOPICS)] == [["elr", "ok"]]
    code, out, _ = tool(FakeCluster(), "--delete", "--topic", "x")
    assert (code, out) == (1, "Error while executing topic command : Topic 'x' does not exist as expected\n")


def test_unreachable_cluster_is_an_error_not_a_hang() -> None:
    code, out, err = tool(
        None,
        "--bootstrap-server",
        "127.0.0.1:1",
        "--list",
        "--command-config",
        "/nonexistent/admin.properties",
    )
    assert (code, out) == (1, "")
    assert err == "Properties file /nonexistent/admin.properties does not exists!\n"
