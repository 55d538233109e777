"""`kraftpy leader-election`: Kafka's validation messages, the JSON file with desiredLeader, the election types
(and the KIP's spelling), the requests it sends, its output lines and exit codes, against a fake controller that
answers ElectLeaders with real wire responses."""

from __future__ import annotations

import argparse
import asyncio
import io
from pathlib import Path
from typing import Any

import pytest

from kraftpy.admin.client import AdminError, ElectionType, TopicPartition
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from kraftpy.tools import leader_election
from kraftpy.tools.leader_election import (
    DEPRECATED_ADMIN_CONFIG,
    ElectionCommandError,
    format_results,
    parse_election_data,
    parse_election_type,
)
from tests.admin.fake import ELECT_LEADERS, FakeCluster, never

pytestmark = pytest.mark.timeout(60)


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    leader_election.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["leader-election", *argv])


def tool(fake: FakeCluster | None, *argv: str) -> tuple[int, str, str]:
    """`kraftpy leader-election --bootstrap-server <fake> ARGV`: (exit code, stdout, stderr)."""

    async def main() -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        if fake is None:
            code = await leader_election.run(parse(*argv), out, err)
        else:
            async with fake:
                code = await leader_election.run(parse("--bootstrap-server", fake.bootstrap, *argv), out, err)
        return code, out.getvalue(), err.getvalue()

    return asyncio.run(main())


def controller(outcomes: dict[TopicPartition, int] | None = None, *, max_version: int = 3) -> FakeCluster:
    """A fake whose ElectLeaders answers `outcomes` (the asked partitions, for a list; all of `outcomes` for
    null); partitions not in `outcomes` succeed."""
    fake = FakeCluster()
    outcomes = outcomes or {}

    def handler(req: ElectLeadersRequest, version: int) -> ElectLeadersResponse:
        if req.topic_partitions is None:
            asked = list(outcomes)
        else:
            asked = [TopicPartition(t.topic, p) for t in req.topic_partitions for p in t.partitions]
        R = ElectLeadersResponse
        by_topic: dict[str, list[Any]] = {}
        for tp in asked:
            code = outcomes.get(tp, 0)
            by_topic.setdefault(tp.topic, []).append(
                R.PartitionResult(
                    partition_id=tp.partition,
                    error_code=code,
                    error_message=None if code == 0 else f"Failed to elect leader for partition {tp}",
                )
            )
        return R(
            replica_election_results=[
                R.ReplicaElectionResult(topic=t, partition_result=ps) for t, ps in by_topic.items()
            ]
        )

    fake.serve(ELECT_LEADERS, handler, max_version=max_version)
    return fake


def json_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "election.json"
    path.write_text(text)
    return str(path)


# ========================================================================================== command line


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--all-topic-partitions",), "Missing required option(s): bootstrap-server, election-type"),
        (
            ("--bootstrap-server", "h:1", "--all-topic-partitions"),
            "Missing required option(s): election-type",
        ),
        (
            ("--election-type", "preferred", "--all-topic-partitions"),
            "Missing required option(s): bootstrap-server",
        ),
        (
            ("--bootstrap-server", "h:1", "--election-type", "preferred"),
            "One and only one of the following options is required: topic, all-topic-partitions, path-to-json-file",
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--election-type",
                "preferred",
                "--all-topic-partitions",
                "--topic",
                "t",
            ),
            "One and only one of the following options is required: topic, all-topic-partitions, path-to-json-file",
        ),
        (
            ("--bootstrap-server", "h:1", "--election-type", "preferred", "--topic", "t"),
            "Missing required option(s): partition",
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--election-type",
                "preferred",
                "--all-topic-partitions",
                "--partition",
                "1",
            ),
            "Option partition is only allowed if topic is used",
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--election-type",
                "preferred",
                "--all-topic-partitions",
                "--admin.config",
                "a.properties",
                "--command-config",
                "c.properties",
            ),
            'Option "[admin.config]" can\'t be used with option "[command-config]"',
        ),
        (
            ("--bootstrap-server", "h:1", "--election-type", "random", "--all-topic-partitions"),
            "Value [random] is not one of [preferred, unclean, longest_log_aggressive, longest_log_balanced, "
            "designation]",
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--election-type",
                "designation",
                "--topic",
                "t",
                "--partition",
                "0",
            ),
            "Election type designation needs a desired leader for each partition",
        ),
        (
            ("--bootstrap-server", "h:1", "--election-type", "designation", "--all-topic-partitions"),
            "Election type designation needs a desired leader for each partition",
        ),
        (
            ("--zookeeper", "z:2181", "--election-type", "preferred", "--all-topic-partitions"),
            "--zookeeper is not supported: kraftpy has no ZooKeeper",
        ),
        (
            (
                "--bootstrap-server",
                "h:1",
                "--election-type",
                "preferred",
                "--path-to-json-file",
                "/no/such.json",
            ),
            "The JSON file /no/such.json does not exist",
        ),
    ],
)
def test_command_line_mistakes_get_kafkas_messages(argv: tuple[str, ...], message: str) -> None:
    code, out, err = tool(None, *argv)
    assert (code, out) == (1, "")
    assert err.splitlines() == [line for line in err.splitlines() if line]  # one message, nothing else
    assert err.startswith(message)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("preferred", ElectionType.PREFERRED),
        ("PREFERRED", ElectionType.PREFERRED),
        ("Unclean", ElectionType.UNCLEAN),
        ("longest_log_aggressive", ElectionType.LONGEST_LOG_AGGRESSIVE),
        ("longest_log_agressive", ElectionType.LONGEST_LOG_AGGRESSIVE),  # the KIP's spelling
        ("LONGEST_LOG_BALANCED", ElectionType.LONGEST_LOG_BALANCED),
        ("designation", ElectionType.DESIGNATION),
    ],
)
def test_election_types_are_case_insensitive(text: str, expected: ElectionType) -> None:
    assert parse_election_type(text) == expected


def test_help_explains_the_preferred_replica_and_automatic_rebalancing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as info:
        parse("--help")
    assert info.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "The preferred replica is the FIRST replica of the partition's assignment" in text
    assert "auto.leader.rebalance.enable=true (the default) the controller does this by itself" in text
    for kind in (
        "unclean",
        "longest_log_aggressive",
        "longest_log_agressive",
        "longest_log_balanced",
        "designation",
    ):
        assert kind in text
    assert "desiredLeader" in text and "no --zookeeper option" in text


# ============================================================================================== JSON file


def test_json_file_partitions_and_desired_leaders() -> None:
    doc = (
        '{"partitions": [{"topic": "foo", "partition": 1, "desiredLeader": 3}, '
        '{"topic": "bar", "partition": 0, "desiredLeader": 1}]}'
    )
    partitions, desired = parse_election_data(doc, ElectionType.DESIGNATION)
    assert partitions == [TopicPartition("foo", 1), TopicPartition("bar", 0)]
    assert desired == {TopicPartition("foo", 1): 3, TopicPartition("bar", 0): 1}
    partitions, desired = parse_election_data(
        '{"partitions": [{"topic": "foo", "partition": 1}]}', ElectionType.UNCLEAN
    )
    assert (partitions, desired) == ([TopicPartition("foo", 1)], {})


@pytest.mark.parametrize(
    "etype",
    [
        ElectionType.PREFERRED,
        ElectionType.UNCLEAN,
        ElectionType.LONGEST_LOG_AGGRESSIVE,
        ElectionType.LONGEST_LOG_BALANCED,
    ],
)
def test_desired_leaders_are_accepted_and_ignored_by_the_other_election_types(etype: ElectionType) -> None:
    """Seed 002: "The desiredLeader field is only required in DESIGNATION election": one file serves every type."""
    doc = (
        '{"partitions": [{"topic": "foo", "partition": 1, "desiredLeader": 0},'
        ' {"topic": "foobar", "partition": 2, "desiredLeader": 1}, {"topic": "bar", "partition": 0}]}'
    )
    partitions, desired = parse_election_data(doc, etype)
    assert partitions == [TopicPartition("foo", 1), TopicPartition("foobar", 2), TopicPartition("bar", 0)]
    assert desired == {}


def test_a_designation_file_runs_a_preferred_election_without_desired_leaders(tmp_path: Path) -> None:
    fake = controller()
    path = json_file(tmp_path, '{"partitions": [{"topic": "foo", "partition": 1, "desiredLeader": 0}]}')
    code, out, err = tool(fake, "--election-type", "preferred", "--path-to-json-file", path)
    assert (code, out, err) == (0, "Successfully completed leader election (PREFERRED) for partitions foo-1\n", "")
    (version, req) = fake.sent(ELECT_LEADERS)[0]
    assert version == 2 and req.election_type == 0  # released Kafka's version: nothing of v3 is needed
    assert [(t.topic, list(t.partitions)) for t in req.topic_partitions] == [("foo", [1])]


@pytest.mark.parametrize(
    ("doc", "etype", "message"),
    [
        ("", ElectionType.PREFERRED, "Replica election data is empty"),
        ("{nope", ElectionType.PREFERRED, "Replica election data is not valid JSON: "),
        (
            "[]",
            ElectionType.PREFERRED,
            'Replica election data must be a JSON object with a "partitions" field',
        ),
        ('{"partition": []}', ElectionType.PREFERRED, 'Replica election data is missing "partitions" field'),
        (
            '{"partitions": {}}',
            ElectionType.PREFERRED,
            'Replica election data: "partitions" must be an array',
        ),
        (
            '{"partitions": [1]}',
            ElectionType.PREFERRED,
            'Replica election data: "partitions" entry 0 is not an object',
        ),
        (
            '{"partitions": [{"partition": 1}]}',
            ElectionType.PREFERRED,
            'Replica election data: "partitions" entry 0 needs a "topic" string',
        ),
        (
            '{"partitions": [{"topic": "a", "partition": "1"}]}',
            ElectionType.PREFERRED,
            'Replica election data: "partitions" entry 0 needs a "partition" integer',
        ),
        (
            '{"partitions": [{"topic": "a", "partition": true}]}',
            ElectionType.PREFERRED,
            'Replica election data: "partitions" entry 0 needs a "partition" integer',
        ),
        (
            '{"partitions": [{"topic": "a", "partition": 1}, {"topic": "b", "partition": 0},'
            ' {"topic": "a", "partition": 1}, {"topic": "b", "partition": 0}]}',
            ElectionType.PREFERRED,
            "Replica election data contains duplicate partitions: [a-1, b-0]",
        ),
        (
            '{"partitions": [{"topic": "a", "partition": 1, "desiredLeader": 2}, {"topic": "a", "partition": 2}]}',
            ElectionType.DESIGNATION,
            'Replica election data: "desiredLeader" is required with --election-type designation; missing for '
            "partitions a-2",
        ),
        (
            '{"partitions": [{"topic": "a", "partition": 1, "desiredLeader": "2"}]}',
            ElectionType.DESIGNATION,
            'Replica election data: "desiredLeader" of partition a-1 must be a broker id (a non-negative integer), '
            'not "2"',
        ),
    ],
)
def test_bad_json_files_are_reported_in_one_line(doc: str, etype: ElectionType, message: str) -> None:
    with pytest.raises(ElectionCommandError) as info:
        parse_election_data(doc, etype)
    assert str(info.value).startswith(message)
    assert "\n" not in str(info.value)


# =============================================================================================== output


def test_output_lines_sort_partitions_and_count_failures() -> None:
    results: dict[TopicPartition, AdminError | None] = {
        TopicPartition("foo", 0): None,
        TopicPartition("bar", 1): None,
        TopicPartition("foo", 1): AdminError.of(ErrorCode.ELECTION_NOT_NEEDED),
        TopicPartition("foo", 2): AdminError.of(ErrorCode.PREFERRED_LEADER_NOT_AVAILABLE, "not in ISR"),
    }
    lines, failed = format_results(ElectionType.PREFERRED, results)
    assert lines == [
        "Successfully completed leader election (PREFERRED) for partitions bar-1, foo-0",
        "Valid replica already elected for partitions foo-1",
        "Error completing leader election (PREFERRED) for partition: foo-2: PREFERRED_LEADER_NOT_AVAILABLE: not in ISR",
    ]
    assert failed == 1


def test_a_preferred_election_of_one_partition() -> None:
    fake = controller()
    code, out, err = tool(fake, "--election-type", "preferred", "--topic", "foo", "--partition", "0")
    assert (code, out, err) == (
        0,
        "Successfully completed leader election (PREFERRED) for partitions foo-0\n",
        "",
    )
    (version, req) = fake.sent(ELECT_LEADERS)[0]
    assert version == 2  # Kafka's released version for preferred/unclean
    assert req.election_type == 0
    assert [(t.topic, t.partitions) for t in req.topic_partitions] == [("foo", [0])]


def test_all_partitions_sends_null_and_reports_each_outcome() -> None:
    fake = controller(
        {
            TopicPartition("a", 0): 0,
            TopicPartition("a", 1): ErrorCode.ELECTION_NOT_NEEDED,
            TopicPartition("b", 2): ErrorCode.ELIGIBLE_LEADERS_NOT_AVAILABLE,
            TopicPartition("b", 3): ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
        }
    )
    code, out, err = tool(fake, "--election-type", "UNCLEAN", "--all-topic-partitions")
    assert code == 1
    assert out.splitlines() == [
        "Successfully completed leader election (UNCLEAN) for partitions a-0",
        "Valid replica already elected for partitions a-1",
        "Error completing leader election (UNCLEAN) for partition: b-2: ELIGIBLE_LEADERS_NOT_AVAILABLE: "
        "Failed to elect leader for partition b-2",
        "Error completing leader election (UNCLEAN) for partition: b-3: UNKNOWN_TOPIC_OR_PARTITION: "
        "Failed to elect leader for partition b-3",
    ]
    assert err == "2 replica(s) could not be elected\n"
    (_, req) = fake.sent(ELECT_LEADERS)[0]
    assert req.topic_partitions is None and req.election_type == 1


def test_designation_from_the_json_file_sends_v3_with_the_desired_leaders(tmp_path: Path) -> None:
    fake = controller()
    path = json_file(
        tmp_path,
        '{"partitions": [{"topic": "foo", "partition": 1, "desiredLeader": 3},'
        ' {"topic": "foo", "partition": 0, "desiredLeader": 2}, {"topic": "bar", "partition": 2, "desiredLeader": 1}]}',
    )
    code, out, _ = tool(fake, "--election-type", "designation", "--path-to-json-file", path)
    assert code == 0
    assert out == "Successfully completed leader election (DESIGNATION) for partitions bar-2, foo-0, foo-1\n"
    (version, req) = fake.sent(ELECT_LEADERS)[0]
    assert version == 3 and req.election_type == 4
    sent = {
        TopicPartition(t.topic, p): leader
        for t in req.topic_partitions
        for p, leader in zip(t.partitions, t.desired_leaders, strict=True)
    }
    assert sent == {TopicPartition("foo", 1): 3, TopicPartition("foo", 0): 2, TopicPartition("bar", 2): 1}


@pytest.mark.parametrize(
    ("spelling", "code"),
    [("longest_log_agressive", 2), ("longest_log_aggressive", 2), ("longest_log_balanced", 3)],
)
def test_longest_log_elections_use_v3(spelling: str, code: int) -> None:
    fake = controller()
    exit_code, out, _ = tool(fake, "--election-type", spelling, "--topic", "t", "--partition", "4")
    kind = "LONGEST_LOG_AGGRESSIVE" if code == 2 else "LONGEST_LOG_BALANCED"
    assert (exit_code, out) == (0, f"Successfully completed leader election ({kind}) for partitions t-4\n")
    (version, req) = fake.sent(ELECT_LEADERS)[0]
    assert (version, req.election_type) == (3, code)
    assert req.topic_partitions[0].desired_leaders is None


def test_a_broker_without_v3_is_a_clear_error() -> None:
    fake = controller(max_version=2)
    code, out, err = tool(fake, "--election-type", "longest_log_balanced", "--all-topic-partitions")
    assert (code, out) == (1, "")
    assert err.startswith("UNSUPPORTED_VERSION: an election of type LONGEST_LOG_BALANCED needs v3")


def test_not_authorized() -> None:
    fake = FakeCluster()
    fake.serve(
        ELECT_LEADERS,
        lambda req, v: ElectLeadersResponse(error_code=ErrorCode.CLUSTER_AUTHORIZATION_FAILED),
    )
    code, out, err = tool(fake, "--election-type", "preferred", "--all-topic-partitions")
    assert (code, out, err) == (
        1,
        "Not authorized to perform leader election\n",
        "Not authorized to perform leader election\n",
    )


def test_timeout_waiting_for_results(tmp_path: Path) -> None:
    fake = FakeCluster()
    fake.serve(ELECT_LEADERS, never())
    config = tmp_path / "admin.properties"
    config.write_text("default.api.timeout.ms=300\nrequest.timeout.ms=200\nretry.backoff.ms=10\n")
    code, out, err = tool(
        fake,
        "--election-type",
        "preferred",
        "--topic",
        "t",
        "--partition",
        "0",
        "--admin.config",
        str(config),
    )
    assert code == 1
    assert out == "Timeout waiting for election results\n"
    assert err == f"{DEPRECATED_ADMIN_CONFIG}\nTimeout waiting for election results\n"
    (_, req) = fake.sent(ELECT_LEADERS)[0]
    assert req.timeout_ms == 300  # the admin timeout goes to the controller as TimeoutMs


def test_command_config_is_used_without_a_notice(tmp_path: Path) -> None:
    fake = controller()
    config = tmp_path / "admin.properties"
    config.write_text("client.id=election-test\n")
    code, _out, err = tool(
        fake, "--election-type", "preferred", "--all-topic-partitions", "--command-config", str(config)
    )
    assert (code, err) == (0, "")
    (_, req) = fake.sent(ELECT_LEADERS)[0]
    assert req.timeout_ms == 30000  # Kafka's tool default
