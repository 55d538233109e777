"""``kraftpy leader-election``: elect partition leaders through the admin API, as ``kafka-leader-election.sh`` does
(KIP-183), with the election types KIP-966 adds (seed 002).

::

    kraftpy leader-election --bootstrap-server H:P [--command-config F | --admin.config F]
        --election-type preferred|unclean|longest_log_aggressive|longest_log_balanced|designation
        (--topic T --partition P | --all-topic-partitions | --path-to-json-file F)

The request is ElectLeaders, sent to the broker Metadata names as controller (it forwards it to the active
controller); preferred and unclean elections use v2 (or what the broker serves), the KIP-966 types and desired
leaders kraftpy's v3. The answer comes once the elections are committed. Output and exit codes follow Kafka's tool:

    Successfully completed leader election (PREFERRED) for partitions foo-0, bar-1
    Valid replica already elected for partitions foo-1
    Error completing leader election (PREFERRED) for partition: foo-2: <error>   (then exit 1 with
                                                   "N replica(s) could not be elected" on stderr)
    Timeout waiting for election results / Not authorized to perform leader election   (exit 1)

Command-line mistakes and bad JSON files are reported on stderr in one line (Kafka's wording where Kafka has one),
exit code 1. The JSON file: ``{"partitions": [{"topic": "foo", "partition": 1, "desiredLeader": 2}, ...]}``;
``desiredLeader`` is required with ``designation``; with the other types it is accepted and ignored (seed 002: "The
desiredLeader field is only required in DESIGNATION election"), so one file serves every election type.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TextIO

from kraftpy.admin.client import (
    AdminClient,
    AdminConfigError,
    AdminError,
    AdminTimeoutError,
    ElectionType,
    TopicPartition,
    load_client_properties,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.tools.json_files import is_json_int, read_json_file

__all__ = [
    "ELECTION_TYPES",
    "ElectionCommandError",
    "ElectionPlan",
    "format_results",
    "make_plan",
    "parse_election_data",
    "parse_election_type",
    "register",
    "run",
]

# --election-type values (case-insensitive); the KIP text spells "agressive", both are accepted
ELECTION_TYPES: Mapping[str, ElectionType] = {
    "preferred": ElectionType.PREFERRED,
    "unclean": ElectionType.UNCLEAN,
    "longest_log_aggressive": ElectionType.LONGEST_LOG_AGGRESSIVE,
    "longest_log_agressive": ElectionType.LONGEST_LOG_AGGRESSIVE,
    "longest_log_balanced": ElectionType.LONGEST_LOG_BALANCED,
    "designation": ElectionType.DESIGNATION,
}
_TYPE_LIST = "preferred, unclean, longest_log_aggressive, longest_log_balanced, designation"
# Kafka's LeaderElectionCommand runs with a 30 s admin timeout and half of it per request
DEFAULT_API_TIMEOUT_MS = 30000
DEFAULT_REQUEST_TIMEOUT_MS = 15000
DEPRECATED_ADMIN_CONFIG = (
    "Option --admin.config has been deprecated and will be removed in a future version. Use --command-config instead."
)

DESCRIPTION = """\
Elect new leaders for a set of topic partitions (like kafka-leader-election.sh). The election is done by the
active controller; the command returns once the new leaders are committed (or the timeout passes)."""

EPILOG = """\
election types (--election-type, case-insensitive):
  preferred
      Make each partition's preferred replica its leader. The preferred replica is the FIRST replica of the
      partition's assignment (the first broker listed under "Replicas:" by `kraftpy topics --describe`).
      Assignments put a different broker first for each partition, so preferred leaders spread leadership
      evenly; after brokers restart, leadership piles up on the brokers that stayed up, and a preferred election
      moves it back. Only partitions whose leader is not already the preferred replica are changed, and only when
      the preferred replica is alive and in sync.
      With auto.leader.rebalance.enable=true (the default) the controller does this by itself every
      leader.imbalance.check.interval.seconds (default 300), so this command is then only needed to rebalance
      at once (or when automatic rebalancing is turned off).
  unclean
      For partitions that have no leader: elect a live replica even if it is not in sync (records acknowledged
      only by the lost replicas are lost).
  longest_log_aggressive (also spelled longest_log_agressive)
      KIP-966 unclean recovery, for partitions that have no leader: the controller asks the replicas about
      their logs and elects the one holding the most data (highest last written leader epoch, then log end
      offset), deciding on the replies that come first.
  longest_log_balanced
      The same, but waiting for every last-known-ELR replica to reply (or unclean.recovery.timeout.ms).
  designation
      Elect the replica named as "desiredLeader" for each partition of --path-to-json-file, for partitions with
      no leader.

partitions (exactly one of):
  --topic T --partition P       one partition
  --all-topic-partitions        every partition that needs the election
  --path-to-json-file F         the partitions listed in F:
      {"partitions": [{"topic": "foo", "partition": 1},
                      {"topic": "bar", "partition": 2, "desiredLeader": 3}]}
      "desiredLeader" is required with designation and ignored by the other types.

ZooKeeper: kraftpy is KRaft-only; there is no --zookeeper option."""


class ElectionCommandError(Exception):
    """A command-line or JSON-file mistake: printed on stderr, exit code 1."""


@dataclass(frozen=True, slots=True)
class ElectionPlan:
    """A validated command line: what to elect, where, with which admin settings."""

    bootstrap_server: str
    election_type: ElectionType
    partitions: tuple[TopicPartition, ...] | None  # None: every partition (TopicPartitions null on the wire)
    desired_leaders: Mapping[TopicPartition, int] = field(default_factory=dict)
    config_file: str | None = None
    notices: tuple[str, ...] = ()


# ============================================================================================= command line


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "leader-election",
        help="elect partition leaders: preferred, unclean, longest-log or designated (like kafka-leader-election.sh)",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--bootstrap-server",
        metavar="HOST:PORT",
        help="REQUIRED. The brokers to connect to, host:port[,host:port...].",
    )
    p.add_argument("--command-config", metavar="FILE", help="Properties file with settings for the admin client.")
    p.add_argument(
        "--admin.config",
        dest="admin_config",
        metavar="FILE",
        help="Deprecated name of --command-config (Kafka's original KIP-183 option).",
    )
    p.add_argument(
        "--election-type",
        metavar="TYPE",
        help="REQUIRED. preferred, unclean, longest_log_aggressive, longest_log_balanced or designation (see below).",
    )
    p.add_argument("--topic", help="The topic of the partition to elect a leader for (needs --partition).")
    p.add_argument("--partition", type=int, help="The partition to elect a leader for (with --topic).")
    p.add_argument(
        "--all-topic-partitions",
        action="store_true",
        help="Elect leaders for every partition the election type applies to.",
    )
    p.add_argument(
        "--path-to-json-file",
        metavar="FILE",
        help="JSON file listing the partitions (and, for designation, their desired leaders).",
    )
    p.add_argument("--zookeeper", help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_leader_election)


def cmd_leader_election(args: argparse.Namespace) -> int:
    return asyncio.run(run(args, sys.stdout, sys.stderr))


def parse_election_type(text: str) -> ElectionType:
    t = ELECTION_TYPES.get(text.strip().lower())
    if t is None:
        raise ElectionCommandError(f"Value [{text}] is not one of [{_TYPE_LIST}] (option election-type)")
    return t


def make_plan(args: argparse.Namespace) -> ElectionPlan:
    """Validate the command line (Kafka's checks and messages first) and read the JSON file."""
    if args.zookeeper is not None:
        raise ElectionCommandError(
            "--zookeeper is not supported: kraftpy has no ZooKeeper (it runs KRaft only); elections go through "
            "the brokers with --bootstrap-server host:port"
        )
    missing = [
        name
        for name, value in (
            ("bootstrap-server", args.bootstrap_server),
            ("election-type", args.election_type),
        )
        if value is None
    ]
    if missing:
        raise ElectionCommandError(f"Missing required option(s): {', '.join(missing)}")
    chosen = [args.topic is not None, bool(args.all_topic_partitions), args.path_to_json_file is not None]
    if sum(chosen) != 1:
        raise ElectionCommandError(
            "One and only one of the following options is required: topic, all-topic-partitions, path-to-json-file"
        )
    if args.topic is not None and args.partition is None:
        raise ElectionCommandError("Missing required option(s): partition")
    if args.topic is None and args.partition is not None:
        raise ElectionCommandError("Option partition is only allowed if topic is used")
    if args.admin_config is not None and args.command_config is not None:
        raise ElectionCommandError('Option "[admin.config]" can\'t be used with option "[command-config]"')
    election_type = parse_election_type(args.election_type)
    notices = (DEPRECATED_ADMIN_CONFIG,) if args.admin_config is not None else ()
    config_file = args.command_config if args.command_config is not None else args.admin_config
    if args.path_to_json_file is not None:
        text = read_json_file(args.path_to_json_file, ElectionCommandError, "JSON file")
        partitions, desired = parse_election_data(text, election_type)
        return ElectionPlan(args.bootstrap_server, election_type, tuple(partitions), desired, config_file, notices)
    if election_type == ElectionType.DESIGNATION:
        raise ElectionCommandError(
            "Election type designation needs a desired leader for each partition: list the partitions with "
            '"desiredLeader" in --path-to-json-file'
        )
    if args.all_topic_partitions:
        return ElectionPlan(args.bootstrap_server, election_type, None, {}, config_file, notices)
    tp = TopicPartition(args.topic, args.partition)
    return ElectionPlan(args.bootstrap_server, election_type, (tp,), {}, config_file, notices)


def parse_election_data(
    text: str, election_type: ElectionType
) -> tuple[list[TopicPartition], dict[TopicPartition, int]]:
    """The ``--path-to-json-file`` document -> (partitions in file order, desired leaders)."""
    if not text.strip():
        raise ElectionCommandError("Replica election data is empty")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as e:
        raise ElectionCommandError(f"Replica election data is not valid JSON: {e}") from None
    if not isinstance(document, dict):
        raise ElectionCommandError('Replica election data must be a JSON object with a "partitions" field')
    if "partitions" not in document:
        raise ElectionCommandError('Replica election data is missing "partitions" field')
    entries = document["partitions"]
    if not isinstance(entries, list):
        raise ElectionCommandError(
            'Replica election data: "partitions" must be an array of {"topic": ..., "partition": ...} objects'
        )
    partitions: list[TopicPartition] = []
    desired: dict[TopicPartition, int] = {}
    with_leader: list[tuple[TopicPartition, Any]] = []
    for i, entry in enumerate(entries):
        where = f'Replica election data: "partitions" entry {i}'
        if not isinstance(entry, dict):
            raise ElectionCommandError(f"{where} is not an object")
        topic = entry.get("topic")
        if not isinstance(topic, str) or not topic:
            raise ElectionCommandError(f'{where} needs a "topic" string')
        partition = entry.get("partition")
        if not is_json_int(partition):
            raise ElectionCommandError(f'{where} needs a "partition" integer')
        tp = TopicPartition(topic, int(partition))  # type: ignore[arg-type]
        partitions.append(tp)
        if "desiredLeader" in entry:
            with_leader.append((tp, entry["desiredLeader"]))
    seen: set[TopicPartition] = set()
    duplicates: set[TopicPartition] = set()
    for tp in partitions:
        if tp in seen:
            duplicates.add(tp)
        seen.add(tp)
    if duplicates:
        listed = ", ".join(str(tp) for tp in sorted(duplicates))
        raise ElectionCommandError(f"Replica election data contains duplicate partitions: [{listed}]")
    if election_type != ElectionType.DESIGNATION:
        return partitions, desired  # desiredLeader is only required (and only used) by designation
    for tp, leader in with_leader:
        if not is_json_int(leader) or leader < 0:
            raise ElectionCommandError(
                f'Replica election data: "desiredLeader" of partition {tp} must be a broker id '
                f"(a non-negative integer), not {json.dumps(leader)}"
            )
        desired[tp] = leader
    lacking = [str(tp) for tp in partitions if tp not in desired]
    if lacking:
        raise ElectionCommandError(
            f'Replica election data: "desiredLeader" is required with --election-type designation; missing for '
            f"partitions {', '.join(lacking)}"
        )
    return partitions, desired


# =============================================================================================== execution


def format_results(
    election_type: ElectionType, results: Mapping[TopicPartition, AdminError | None]
) -> tuple[list[str], int]:
    """Kafka's output lines for the outcome of an election, and how many partitions failed."""
    succeeded = sorted(tp for tp, e in results.items() if e is None)
    noop = sorted(tp for tp, e in results.items() if e is not None and e.error_code == ErrorCode.ELECTION_NOT_NEEDED)
    failed = sorted(
        (tp, e) for tp, e in results.items() if e is not None and e.error_code != ErrorCode.ELECTION_NOT_NEEDED
    )
    lines = []
    kind = election_type.name
    if succeeded:
        lines.append(f"Successfully completed leader election ({kind}) for partitions {', '.join(map(str, succeeded))}")
    if noop:
        lines.append(f"Valid replica already elected for partitions {', '.join(map(str, noop))}")
    for tp, e in failed:
        lines.append(f"Error completing leader election ({kind}) for partition: {tp}: {e}")
    return lines, len(failed)


async def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The whole command; returns the exit code."""
    try:
        plan = make_plan(args)
    except ElectionCommandError as e:
        err.write(f"{e}\n")
        return 1
    for notice in plan.notices:
        err.write(f"{notice}\n")
    return await elect(plan, out, err)


async def elect(plan: ElectionPlan, out: TextIO, err: TextIO) -> int:
    """Run a validated election and print its outcome."""
    try:
        config = {} if plan.config_file is None else load_client_properties(plan.config_file)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        config.setdefault("default.api.timeout.ms", str(DEFAULT_API_TIMEOUT_MS))
        config.setdefault("request.timeout.ms", str(DEFAULT_REQUEST_TIMEOUT_MS))
        admin = AdminClient(plan.bootstrap_server, config=config)
    except AdminConfigError as e:
        err.write(f"{e}\n")
        return 1
    try:
        async with admin:
            results = await admin.elect_leaders(
                plan.election_type, plan.partitions, desired_leaders=plan.desired_leaders or None
            )
    except AdminTimeoutError:
        return _fail(out, err, "Timeout waiting for election results")
    except AdminError as e:
        if e.error_code == ErrorCode.CLUSTER_AUTHORIZATION_FAILED:
            return _fail(out, err, "Not authorized to perform leader election")
        err.write(f"{e}\n")
        return 1
    except ValueError as e:
        err.write(f"{e}\n")
        return 1
    if any(isinstance(e, AdminTimeoutError) for e in results.values()):
        return _fail(out, err, "Timeout waiting for election results")
    lines, failed = format_results(plan.election_type, results)
    if lines:
        out.write("\n".join(lines) + "\n")
    out.flush()
    if failed:
        err.write(f"{failed} replica(s) could not be elected\n")
        return 1
    return 0


def _fail(out: TextIO, err: TextIO, message: str) -> int:
    """Kafka prints these on stdout, then fails with the same message."""
    out.write(f"{message}\n")
    out.flush()
    err.write(f"{message}\n")
    return 1
