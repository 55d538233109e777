"""`kraftpy reassign-partitions` without a cluster: the command line checks, the JSON files, --generate's placement
and output format, the throttle configs --execute --throttle computes (which partition:broker pairs go to the
leader and follower lists, which brokers get the rates), the reports of --verify and --list, and bad input reported
in one line with exit code 1 before any connection is made."""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import random
from collections import Counter
from pathlib import Path

import pytest

from kraftpy.admin.client import PartitionReassignment, TopicPartition
from kraftpy.tools import main as kraftpy_main
from kraftpy.tools import reassign_partitions as rp
from kraftpy.tools.reassign_partitions import ReassignCommandError

TP = TopicPartition


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    rp.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["reassign-partitions", *argv])


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(rp.run(parse(*argv), out, err))
    return code, out.getvalue(), err.getvalue()


# ============================================================================================= command line


def test_registered_as_a_kraftpy_command() -> None:
    args = kraftpy_main.build_parser().parse_args(["reassign-partitions", "--bootstrap-server", "h:1", "--list"])
    assert args.command == "reassign-partitions" and args.list


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bootstrap-server", "h:1"], "Command must include exactly one action: --generate, --execute, --verify, "
                                        "--cancel, --list"),
        (["--bootstrap-server", "h:1", "--list", "--verify"], "Command must include exactly one action"),
        (["--list"], "Please specify either --bootstrap-server or --bootstrap-controller"),
        (["--bootstrap-server", "h:1", "--bootstrap-controller", "h:2", "--list"], "Please don't specify both"),
        (["--bootstrap-controller", "h:2", "--list"], "The --bootstrap-controller option is not supported"),
        (["--bootstrap-controller", "h:2", "--cancel", "--reassignment-json-file", "f"],
         "--cancel with --bootstrap-controller cannot clear the brokers' throttle rates"),
        (["--bootstrap-server", "h:1", "--execute"], 'Missing required argument "[reassignment-json-file]"'),
        (["--bootstrap-server", "h:1", "--generate", "--broker-list", "1"],
         'Missing required argument "[topics-to-move-json-file]"'),
        (["--bootstrap-server", "h:1", "--verify", "--reassignment-json-file", "f", "--throttle", "10"],
         'Option "[throttle]" can\'t be used with action "[verify]"'),
        (["--bootstrap-server", "h:1", "--list", "--additional"],
         'Option "[additional]" can\'t be used with action "[list]"'),
        (["--bootstrap-server", "h:1", "--execute", "--reassignment-json-file", "f", "--throttle", "-5"],
         "--throttle must be a number of bytes a second of at least 0, not -5"),
        (["--bootstrap-server", "h:1", "--execute", "--reassignment-json-file", "f", "--throttle", "fast"],
         "--throttle must be a whole number, not 'fast'"),
        (["--bootstrap-server", "h:1", "--execute", "--reassignment-json-file", "f",
          "--replica-alter-log-dirs-throttle", "-1"],
         "--replica-alter-log-dirs-throttle must be a number of bytes a second of at least 0, not -1"),
        (["--bootstrap-server", "h:1", "--cancel", "--reassignment-json-file", "f", "--timeout", "0"],
         "--timeout must be a number of milliseconds of at least 1, not 0"),
    ],
)  # fmt: skip
def test_command_line_mistakes(argv: list[str], message: str) -> None:
    with pytest.raises(ReassignCommandError) as e:
        rp.make_command(parse(*argv))
    assert str(e.value).startswith(message)


def test_a_valid_command_line() -> None:
    command = rp.make_command(
        parse("--bootstrap-server", "h:1", "--execute", "--reassignment-json-file", "f", "--throttle", "1024")
    )
    assert (command.action, command.throttle, command.log_dir_throttle, command.timeout_ms) == (
        "execute",
        1024,
        -1,
        10000,
    )
    cancel = rp.make_command(
        parse("--bootstrap-controller", "c:1", "--cancel", "--reassignment-json-file", "f", "--preserve-throttles")
    )
    assert (cancel.action, cancel.bootstrap_controller) == ("cancel", "c:1")


# ================================================================================================== files


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "The input string is not a valid JSON"),
        ("[1, 2]", "The input JSON must be an object"),
        ('{"version": 2, "partitions": []}', "Not supported version field value 2"),
        ('{"partitions": {"topic": "a"}}', '"partitions" must be an array'),
        ('{"partitions": [3]}', '"partitions" entry 0 is not an object'),
        ('{"partitions": [{"partition": 0, "replicas": [1]}]}', '"partitions" entry 0 needs a "topic" string'),
        ('{"partitions": [{"topic": "a", "partition": "0", "replicas": [1]}]}', 'needs a "partition" number'),
        ('{"partitions": [{"topic": "a", "partition": -1, "replicas": [1]}]}', 'needs a "partition" number'),
        ('{"partitions": [{"topic": "a", "partition": 0}]}', '"partitions" entry 0 (a-0) needs "replicas"'),
        ('{"partitions": [{"topic": "a", "partition": 0, "replicas": [1, "2"]}]}', 'needs "replicas"'),
        ('{"partitions": [{"topic": "a", "partition": 0, "replicas": [-1]}]}', 'needs "replicas"'),
        (
            '{"partitions": [{"topic": "a", "partition": 0, "replicas": [1, 2], "log_dirs": ["any"]}]}',
            "Size of replicas list [1, 2] is different from size of log dirs list ['any'] for partition a-0",
        ),
        (
            '{"partitions": [{"topic": "a", "partition": 0, "replicas": [1], "log_dirs": ["/data/d2"]}]}',
            'Partition a-0: log_dirs other than "any" (/data/d2) are not supported',
        ),
    ],
)
def test_reassignment_file_mistakes(text: str, message: str) -> None:
    with pytest.raises(ReassignCommandError) as e:
        rp.parse_reassignment_json(text)
    assert message in str(e.value)


def test_reassignment_file_read_in_file_order() -> None:
    text = json.dumps(
        {
            "version": 1,
            "partitions": [
                {"topic": "b", "partition": 1, "replicas": [3, 1], "log_dirs": ["any", "any"]},
                {"topic": "a", "partition": 0, "replicas": [2]},
            ],
        }
    )
    assert rp.parse_reassignment_json(text) == [(TP("b", 1), [3, 1]), (TP("a", 0), [2])]
    assert rp.parse_reassignment_json("{}") == []  # Kafka reads a file without "partitions" as empty


@pytest.mark.parametrize(
    ("parts", "message"),
    [
        ([], "Partition reassignment list cannot be empty"),
        ([(TP("a", 0), [])], "Partition replica list cannot be empty"),
        (
            [(TP("a", 0), [1]), (TP("b", 0), [1]), (TP("a", 0), [2])],
            "Partition reassignment contains duplicate topic partitions: a-0",
        ),
        (
            [(TP("a", 0), [1, 2, 1]), (TP("a", 1), [3]), (TP("b", 2), [4, 4, 5, 5])],
            "Partition replica lists may not contain duplicate entries: a-0 contains multiple entries for 1. "
            "b-2 contains multiple entries for 4,5",
        ),
    ],
)
def test_execute_refuses_bad_assignments(parts: list[tuple[TopicPartition, list[int]]], message: str) -> None:
    with pytest.raises(ReassignCommandError) as e:
        rp.validate_execute(parts)
    assert str(e.value) == message


def test_topics_to_move_and_broker_list() -> None:
    assert rp.parse_topics_to_move('{"topics": [{"topic": "foo"}, {"topic": "bar"}], "version": 1}') == ["foo", "bar"]
    with pytest.raises(ReassignCommandError, match="List of topics to reassign contains duplicate entries: foo"):
        rp.parse_topics_to_move('{"topics": [{"topic": "foo"}, {"topic": "foo"}]}')
    with pytest.raises(ReassignCommandError, match='"topics" entry 1 needs a "topic" string'):
        rp.parse_topics_to_move('{"topics": [{"topic": "foo"}, {"name": "bar"}]}')
    with pytest.raises(ReassignCommandError, match="The list of topics to reassign is empty"):
        rp.parse_topics_to_move('{"topics": []}')
    assert rp.parse_broker_list("1, 2,3") == [1, 2, 3]
    with pytest.raises(ReassignCommandError, match="Broker list contains duplicate entries: 2"):
        rp.parse_broker_list("1,2,2")
    with pytest.raises(ReassignCommandError, match="--broker-list must be broker ids separated by commas"):
        rp.parse_broker_list("1;2")


def test_reassignment_json_format() -> None:
    text = rp.format_reassignment_json({TP("foo", 1): [3, 1], TP("bar", 0): [2], TP("foo", 0): [1, 2]})
    assert text == (
        '{"version":1,"partitions":['
        '{"topic":"bar","partition":0,"replicas":[2],"log_dirs":["any"]},'
        '{"topic":"foo","partition":0,"replicas":[1,2],"log_dirs":["any","any"]},'
        '{"topic":"foo","partition":1,"replicas":[3,1],"log_dirs":["any","any"]}]}'
    )
    # what --generate and --execute print reads back as a reassignment file
    assert dict(rp.parse_reassignment_json(text)) == {TP("bar", 0): [2], TP("foo", 0): [1, 2], TP("foo", 1): [3, 1]}


# =============================================================================================== planning


@pytest.mark.parametrize("seed", range(20))
def test_generated_assignment_spreads_replicas_and_leaders(seed: int) -> None:
    brokers = [(b, None) for b in (4, 5, 6, 7)]
    out = rp.assign_replicas(brokers, 8, 3, random.Random(seed))
    assert sorted(out) == list(range(8))
    for replicas in out.values():
        assert len(replicas) == 3 and len(set(replicas)) == 3 and set(replicas) <= {4, 5, 6, 7}
    assert Counter(r[0] for r in out.values()) == Counter({4: 2, 5: 2, 6: 2, 7: 2})  # leaders even
    assert Counter(b for r in out.values() for b in r) == Counter({4: 6, 5: 6, 6: 6, 7: 6})  # replicas even
    # each round of the brokers shifts the followers: a broker's two partitions have different followers
    assert len({tuple(r) for r in out.values()}) == 8


@pytest.mark.parametrize("seed", range(20))
def test_generated_assignment_puts_replicas_in_different_racks(seed: int) -> None:
    brokers = [(1, "a"), (2, "a"), (3, "b"), (4, "b"), (5, "c"), (6, "c")]
    rack = dict(brokers)
    out = rp.assign_replicas(brokers, 6, 3, random.Random(seed))
    for replicas in out.values():
        assert len(set(replicas)) == 3
        assert len({rack[b] for b in replicas}) == 3, (out, replicas)
    assert Counter(r[0] for r in out.values()) == Counter({b: 1 for b in rack})
    # two racks, three replicas: both racks used, no broker twice
    two = rp.assign_replicas([(1, "a"), (2, "a"), (3, "b")], 3, 3, random.Random(seed))
    assert all(sorted(r) == [1, 2, 3] for r in two.values())


def test_generated_assignment_refusals() -> None:
    with pytest.raises(ReassignCommandError, match=r"Replication factor: 3 larger than available brokers: 2\."):
        rp.assign_replicas([(1, None), (2, None)], 1, 3, random.Random(0))
    with pytest.raises(ReassignCommandError, match=r"Not all brokers have rack information\. Add --disable-rack-aware"):
        rp.assign_replicas([(1, "a"), (2, None)], 1, 2, random.Random(0))
    # without rack awareness the racks do not matter
    out = rp.assign_replicas([(1, "a"), (2, None)], 2, 2, random.Random(0), rack_aware=False)
    assert all(sorted(r) == [1, 2] for r in out.values())


def test_throttles_of_new_moves() -> None:
    """Kafka's rule: the leader list names each partition's current replicas, the follower list the replicas it
    gains; the rates go to every broker on either side."""
    current = {TP("foo", 0): [1, 2, 3], TP("foo", 1): [4, 5, 6], TP("bar", 0): [2, 3, 4]}
    proposed = {TP("foo", 0): [4, 2, 3], TP("foo", 1): [1, 5, 6], TP("bar", 0): [2, 3, 4]}
    moves = rp.proposed_moves({}, proposed, current)
    assert rp.leader_throttles(moves) == {"foo": "0:1,0:2,0:3,1:4,1:5,1:6", "bar": "0:2,0:3,0:4"}
    assert rp.follower_throttles(moves) == {"foo": "0:4,1:1", "bar": ""}
    assert rp.reassigning_brokers(moves) == [1, 2, 3, 4, 5, 6]


def test_throttles_count_the_moves_in_progress() -> None:
    """A reassignment already running keeps its sources (its replicas less the adding ones) and destinations, and a
    new target for it is measured from those sources; other running moves of the topic stay in its lists."""
    ongoing = {
        TP("foo", 0): PartitionReassignment((5, 1, 2), (5,), (1,)),  # [1, 2] -> [5, 2]
        TP("foo", 2): PartitionReassignment((7, 3), (7,), (3,)),  # [3] -> [7], not in the new file
    }
    proposed = {TP("foo", 0): [6, 2], TP("foo", 1): [8]}
    current = {TP("foo", 0): [5, 1, 2], TP("foo", 1): [9]}
    moves = rp.proposed_moves(ongoing, proposed, current)
    assert moves["foo"][0] == rp.PartitionMove(frozenset({1, 2}), frozenset({6}))
    assert rp.leader_throttles(moves) == {"foo": "0:1,0:2,1:9,2:3"}
    assert rp.follower_throttles(moves) == {"foo": "0:6,1:8,2:7"}
    assert rp.reassigning_brokers(moves) == [1, 2, 3, 6, 7, 8, 9]
    with pytest.raises(ReassignCommandError, match="Trying to reassign a topic partition foo-3 with 0 replicas"):
        rp.proposed_moves({}, {TP("foo", 3): [1]}, {})


def test_verify_and_list_reports() -> None:
    targets = [(TP("t", 2), [1, 2]), (TP("t", 0), [3]), (TP("t", 1), [4])]
    ongoing = {TP("t", 2): PartitionReassignment((1, 2, 5), (1,), (5,))}
    assert rp.format_states(targets, ongoing, {TP("t", 0): [3], TP("t", 1): [5]}) == [
        "Status of partition reassignment:",
        "Reassignment of partition t-0 is completed.",
        "There is no active reassignment of partition t-1, but replica set is 5 rather than 4.",
        "Reassignment of partition t-2 is still in progress.",
    ]
    assert rp.format_list(ongoing | {TP("a", 0): PartitionReassignment((1, 2), (2,), ())}) == [
        "Current partition reassignments:",
        "a-0: replicas: 1,2. adding: 2.",
        "t-2: replicas: 1,2,5. adding: 1. removing: 5.",
    ]
    assert rp.format_list({}) == ["No partition reassignments found."]


# ==================================================================== bad input, reported before connecting


def test_bad_files_are_one_line_and_exit_1(tmp_path: Path) -> None:
    # the bootstrap address is never dialled: files are checked first
    boot = ("--bootstrap-server", "127.0.0.1:9")
    bad = tmp_path / "bad.json"
    bad.write_text('{"partitions": [{"topic": "a", "partition": 0, "replicas": [1, 1]}]}')
    code, out, err = run(*boot, "--execute", "--reassignment-json-file", str(bad))
    assert (code, out) == (1, "")
    assert err == "Partition replica lists may not contain duplicate entries: a-0 contains multiple entries for 1\n"
    bad.write_text('{"partitions": [')
    code, out, err = run(*boot, "--verify", "--reassignment-json-file", str(bad))
    assert code == 1 and out == "" and err.startswith("The input string is not a valid JSON") and err.count("\n") == 1
    code, out, err = run(*boot, "--cancel", "--reassignment-json-file", str(tmp_path / "missing.json"))
    assert (code, out, err) == (1, "", f"The file {tmp_path / 'missing.json'} does not exist\n")
    topics = tmp_path / "topics.json"
    topics.write_text('{"topics": [{"topic": "a"}]}')
    code, out, err = run(*boot, "--generate", "--topics-to-move-json-file", str(topics), "--broker-list", "1,1")
    assert (code, out, err) == (1, "", "Broker list contains duplicate entries: 1\n")
    code, out, err = run(*boot, "--execute", "--reassignment-json-file", str(bad), "--throttle", "-1")
    assert (code, out, err) == (1, "", "--throttle must be a number of bytes a second of at least 0, not -1\n")
