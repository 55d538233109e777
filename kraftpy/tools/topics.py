"""``kraftpy topics``: create, delete, list, describe and alter topics, as ``kafka-topics.sh`` does.

::

    kraftpy topics --bootstrap-server H:P [--command-config F]
        (--create | --delete | --list | --describe | --alter) [--topic T] [options]

The tool behaves like Kafka 4's: the same options, checks and messages (``Created topic T.``; failures as
``Error while executing topic command : <message>`` on stdout; exit code 1 on any error). ``--topic`` is a regular
expression (full match; ``,`` separates alternatives) except with ``--create``. ``--alter`` only grows partitions
(CreatePartitions); topic configs are changed with a configs tool, as in Kafka 4.

``--describe`` reads the partitions with DescribeTopicPartitions (KIP-966), following NextCursor pages of at most
``--partition-size-limit-per-response`` partitions (falling back to Metadata on brokers without it), the topic
configs with DescribeConfigs and ongoing reassignments with ListPartitionReassignments (when served), and prints
Kafka's lines::

    Topic: <name>\\tTopicId: <id>\\tPartitionCount: <n>\\tReplicationFactor: <rf>\\tConfigs: <non-default k=v,...>
    \\tTopic: <name>\\tPartition: <p>\\tLeader: <id|none>\\tReplicas: <ids>\\tIsr: <ids>
      [\\tAdding Replicas: <ids>\\tRemoving Replicas: <ids>]\\tElr: <ids>\\tLastKnownElr: <ids>\\tLastKnownLeader: <id>

``Elr:`` and ``LastKnownElr:`` are always printed (empty when there are none, ``N/A`` when the broker could not
say); ``LastKnownLeader:`` is kraftpy's addition (KIP-966's last known leader; empty when none, ``N/A`` when not
known). The filters ``--under-replicated-partitions``, ``--unavailable-partitions``, ``--under-min-isr-partitions``
and ``--at-min-isr-partitions`` print only the matching partition lines; ``--topics-with-overrides`` only the topic
lines of topics with non-default configs.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from kraftpy.admin.client import (
    DEFAULT_PARTITION_SIZE_LIMIT,
    INTERNAL_TOPICS,
    AdminClient,
    AdminConfigError,
    AdminError,
    ConfigDescription,
    ConfigResource,
    ConfigResourceType,
    NewPartitions,
    NewTopic,
    PartitionInfo,
    PartitionReassignment,
    TopicDescription,
    TopicPartition,
    load_client_properties,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.uuids import ZERO_UUID, uuid_from_str, uuid_to_str

__all__ = [
    "TopicCommandError",
    "TopicUsageError",
    "format_partition_line",
    "format_topic_line",
    "parse_replica_assignment",
    "parse_topic_configs",
    "register",
    "run",
    "topic_filter",
]

logger = logging.getLogger(__name__)

ACTIONS = ("create", "list", "alter", "describe", "delete")
REPORT_OPTIONS = (
    "under_replicated_partitions",
    "under_min_isr_partitions",
    "at_min_isr_partitions",
    "unavailable_partitions",
)
CONFIGS_TOOL_NOTE = " (To alter topic configurations, the kafka-configs tool can be used.)"  # Kafka's message
CONFIGS_HELP_NOTE = (
    " Configs of existing topics are changed with kafka-configs.sh (IncrementalAlterConfigs), not with this tool."
)
MAX_REPLICATION_FACTOR = 32767


class TopicUsageError(Exception):
    """A command-line mistake: the message goes to stderr, exit code 1 (Kafka's printUsageAndExit)."""


class TopicCommandError(Exception):
    """A failure while running the command: ``Error while executing topic command : <message>``, exit 1."""


# ============================================================================================= command line


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "topics",
        help="create, delete, list, describe or alter topics (like kafka-topics.sh)",
        description="Create, delete, list, describe or change topics, as kafka-topics.sh does.",
    )
    p.add_argument(
        "--bootstrap-server",
        metavar="HOST:PORT",
        help="REQUIRED: host:port[,host:port...] of the brokers to connect to.",
    )
    p.add_argument("--command-config", metavar="FILE", help="Properties file with settings for the admin client.")
    actions = p.add_argument_group("actions (exactly one)")
    actions.add_argument("--create", action="store_true", help="Create a topic.")
    actions.add_argument("--delete", action="store_true", help="Delete topics.")
    actions.add_argument("--list", action="store_true", help="List the topics, one name per line.")
    actions.add_argument(
        "--describe",
        action="store_true",
        help="Describe topics: partitions with leader, replicas, ISR, ELR, last known ELR and last known leader.",
    )
    actions.add_argument(
        "--alter",
        action="store_true",
        help="Increase the number of partitions (and place them with --replica-assignment)." + CONFIGS_TOOL_NOTE,
    )
    p.add_argument(
        "--topic",
        metavar="TOPIC",
        help="The topic to create, or a regular expression of the topics to alter, describe, list or delete "
        "(quote it, and escape regex characters, e.g. 'my\\.topic').",
    )
    p.add_argument("--topic-id", metavar="ID", help="The id of the topic to describe.")
    p.add_argument(
        "--partitions",
        type=int,
        metavar="N",
        help="Partition count of the topic to create (default: the broker's num.partitions), or the new count "
        "with --alter (keyed messages may then go to other partitions).",
    )
    p.add_argument(
        "--replication-factor",
        type=int,
        metavar="N",
        help="Replicas per partition of the topic to create (default: default.replication.factor).",
    )
    p.add_argument(
        "--replica-assignment",
        metavar="ASSIGNMENT",
        help="Brokers of each partition for --create or --alter: 'b1:b2,b3:b4,...' (partition 0 on b1 and b2, ...).",
    )
    p.add_argument(
        "--config",
        action="append",
        metavar="NAME=VALUE",
        help="A topic config for --create (repeatable)." + CONFIGS_HELP_NOTE,
    )
    p.add_argument("--if-exists", action="store_true", help="With --alter, --delete, --describe: only if it exists.")
    p.add_argument("--if-not-exists", action="store_true", help="With --create: only if it does not exist yet.")
    p.add_argument(
        "--under-replicated-partitions",
        action="store_true",
        help="With --describe: only partitions whose ISR is smaller than their replica set.",
    )
    p.add_argument(
        "--unavailable-partitions",
        action="store_true",
        help="With --describe: only partitions without a leader, or whose leader is not a live broker.",
    )
    p.add_argument(
        "--under-min-isr-partitions",
        action="store_true",
        help="With --describe: only partitions without a leader or with fewer in-sync replicas than "
        "min.insync.replicas.",
    )
    p.add_argument(
        "--at-min-isr-partitions",
        action="store_true",
        help="With --describe: only partitions whose ISR size equals min.insync.replicas.",
    )
    p.add_argument(
        "--topics-with-overrides",
        action="store_true",
        help="With --describe: only the topics that have configs other than the defaults (no partition lines).",
    )
    p.add_argument(
        "--exclude-internal", action="store_true", help="With --list, --describe: leave internal topics out."
    )
    p.add_argument(
        "--partition-size-limit-per-response",
        type=int,
        metavar="N",
        help="With --describe: partitions per DescribeTopicPartitions response "
        f"(default {DEFAULT_PARTITION_SIZE_LIMIT}).",
    )
    p.add_argument("--zookeeper", help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_topics)


def cmd_topics(args: argparse.Namespace) -> int:
    return asyncio.run(run(args, sys.stdout, sys.stderr))


async def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The whole command: validate, connect, act; returns the exit code."""
    try:
        validate(args)
    except TopicUsageError as e:
        err.write(f"{e}\n")
        err.write("Run `kraftpy topics --help` for the options.\n")
        return 1
    try:
        config = {} if args.command_config is None else load_client_properties(args.command_config)
        # the command line's --bootstrap-server replaces the file's bootstrap settings
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        admin = AdminClient(args.bootstrap_server, config=config)
    except AdminConfigError as e:
        err.write(f"{e}\n")
        return 1
    try:
        async with admin:
            await _execute(admin, args, out)
    except (TopicCommandError, AdminError, ValueError) as e:
        message = e.detail if isinstance(e, AdminError) else str(e)
        out.write(f"Error while executing topic command : {message}\n")
        out.flush()
        return 1
    out.flush()
    return 0


def _opt(name: str) -> str:
    """An option as joptsimple prints it in Kafka's messages: ``[topic]``."""
    return f"[{name.replace('_', '-')}]"


def validate(args: argparse.Namespace) -> None:
    """Kafka's TopicCommandOptions checks, in its order and with its messages."""
    if args.zookeeper is not None:
        raise TopicUsageError(
            "--zookeeper is not supported: kraftpy runs KRaft only and has no ZooKeeper; "
            "use --bootstrap-server host:port"
        )
    chosen = [a for a in ACTIONS if getattr(args, a)]
    if len(chosen) != 1:
        raise TopicUsageError(
            "Command must include exactly one action: --list, --describe, --create, --alter or --delete"
        )
    action = chosen[0]
    if not args.bootstrap_server:
        raise TopicUsageError("--bootstrap-server must be specified")
    if action == "describe" and args.if_exists and args.topic is None and args.topic_id is None:
        raise TopicUsageError("--topic or --topic-id is required to describe a topic")
    if action not in ("list", "describe") and args.topic is None:
        raise TopicUsageError(f'Missing required argument "{_opt("topic")}"')
    if action == "alter":
        if args.config:
            raise TopicUsageError(
                f'Option combination "[{_opt("bootstrap-server")}, {_opt("config")}]" can\'t be used with option '
                f'"{_opt("alter")}"{CONFIGS_TOOL_NOTE}'
            )
        if args.partitions is None:
            raise TopicUsageError(f'Missing required argument "{_opt("partitions")}"')

    def only_with(option: str, allowed: Sequence[str], also_invalid: Sequence[str] = ()) -> None:
        value = getattr(args, option)
        if value is None or value is False or value == []:
            return
        for other in (*[a for a in ACTIONS if a not in allowed], *also_invalid):
            if getattr(args, other):
                raise TopicUsageError(f'Option "{_opt(option)}" can\'t be used with option "{_opt(other)}"')

    only_with("config", ("alter", "create"))
    only_with("partitions", ("alter", "create"))
    only_with("replication_factor", ("create",))
    only_with("replica_assignment", ("alter", "create"))
    if action == "create" and args.replica_assignment is not None:
        for other in ("partitions", "replication_factor"):
            if getattr(args, other) is not None:
                raise TopicUsageError(
                    f'Option "{_opt("replica_assignment")}" can\'t be used with option "{_opt(other)}"'
                )
    for report in REPORT_OPTIONS:
        only_with(report, ("describe",), ("topics_with_overrides",))
    only_with("topics_with_overrides", ("describe",), REPORT_OPTIONS)
    only_with("if_exists", ("alter", "delete", "describe"))
    only_with("if_not_exists", ("create",))
    only_with("exclude_internal", ("list", "describe"))
    if args.partition_size_limit_per_response is not None and args.partition_size_limit_per_response < 1:
        raise TopicUsageError("--partition-size-limit-per-response must be at least 1")


# ================================================================================================= parsing


def _java_split(text: str, pattern: str) -> list[str]:
    """Java's String.split: trailing empty strings are dropped (an empty input gives [""])."""
    parts = re.split(pattern, text)
    while len(parts) > 1 and parts[-1] == "":
        parts.pop()
    return parts


def _parse_int(text: str) -> int:
    if not re.fullmatch(r"[+-]?\d+", text):
        raise TopicCommandError(f'For input string: "{text}"')
    value = int(text)
    if not -(2**31) <= value < 2**31:
        raise TopicCommandError(f'For input string: "{text}"')
    return value


def parse_replica_assignment(text: str) -> dict[int, list[int]]:
    """``1:2,3:4`` -> {0: [1, 2], 1: [3, 4]}, with Kafka's checks (no duplicate broker in a partition, the
    same replication factor everywhere)."""
    out: dict[int, list[int]] = {}
    for i, item in enumerate(_java_split(text, ",")):
        brokers = [_parse_int(b.strip()) for b in _java_split(item, ":")]
        seen: set[int] = set()
        duplicates: list[int] = []
        for b in brokers:
            if b in seen and b not in duplicates:
                duplicates.append(b)
            seen.add(b)
        if duplicates:
            raise TopicCommandError(
                "Partition replica lists may not contain duplicate entries: " + ",".join(map(str, duplicates))
            )
        out[i] = brokers
        if len(brokers) != len(out[0]):
            raise TopicCommandError(f"Partition {i} has different replication factor: [{', '.join(map(str, brokers))}]")
    return out


def parse_topic_configs(items: Sequence[str] | None) -> dict[str, str]:
    """``--config k=v`` values -> {k: v} (Kafka's rule: exactly one ``=``, spaces around it ignored)."""
    pairs = [_java_split(item, r"\s*=\s*") for item in items or ()]
    if not all(len(p) == 2 for p in pairs):
        raise TopicCommandError(
            'requirement failed: Invalid topic config: all configs to be added must be in the format "key=val".'
        )
    return {k.strip(): v.strip() for k, v in pairs}


def topic_filter(raw: str) -> re.Pattern[str]:
    """Kafka's topic include-list: trimmed, ``,`` as ``|``, spaces and surrounding quotes removed; matched whole."""
    regex = raw.strip().replace(",", "|").replace(" ", "")
    regex = re.sub(r"""^["']+""", "", regex)
    regex = re.sub(r"""["']+$""", "", regex)
    try:
        return re.compile(regex)
    except re.error:
        raise TopicCommandError(f"{regex} is an invalid regex.") from None


def has_collision_chars(topic: str) -> bool:
    return "." in topic or "_" in topic


# ============================================================================================== formatting


def _ids(values: Sequence[int] | None) -> str:
    return "N/A" if values is None else ",".join(map(str, values))


def format_topic_line(description: TopicDescription, config: ConfigDescription, replication_factor: int) -> str:
    """Kafka's topic line: name, id (unless zero), partition count, replication factor, non-default configs."""
    configs = ",".join(f"{e.name}={e.value}" for e in config.entries if not e.is_default)
    line = f"Topic: {description.name}"
    if description.topic_id != ZERO_UUID:
        line += f"\tTopicId: {uuid_to_str(description.topic_id)}"
    line += f"\tPartitionCount: {len(description.partitions)}"
    line += f"\tReplicationFactor: {replication_factor}"
    line += f"\tConfigs: {configs}"
    return line


def format_partition_line(topic: str, p: PartitionInfo, reassignment: PartitionReassignment | None = None) -> str:
    """Kafka's partition line, plus kraftpy's ``LastKnownLeader:`` at the end."""
    line = f"\tTopic: {topic}\tPartition: {p.partition}"
    line += f"\tLeader: {'none' if p.leader is None else p.leader}"
    line += f"\tReplicas: {_ids(p.replicas)}\tIsr: {_ids(p.isr)}"
    if reassignment is not None:
        line += f"\tAdding Replicas: {_ids(reassignment.adding_replicas)}"
        line += f"\tRemoving Replicas: {_ids(reassignment.removing_replicas)}"
    line += f"\tElr: {_ids(p.elr)}\tLastKnownElr: {_ids(p.last_known_elr)}"
    if p.elr is None:  # the Metadata fallback: nothing known about KIP-966 fields
        last_known_leader = "N/A"
    else:
        last_known_leader = "" if p.last_known_leader is None else str(p.last_known_leader)
    line += f"\tLastKnownLeader: {last_known_leader}"
    return line


def _reassigning(p: PartitionInfo, r: PartitionReassignment | None) -> bool:
    """Kafka: a reassignment counts while its adding or removing replicas are still among the replicas."""
    if r is None:
        return False
    changing = set(r.adding_replicas) | set(r.removing_replicas)
    return any(b in changing for b in p.replicas)


def replication_factor(p: PartitionInfo, r: PartitionReassignment | None) -> int:
    return len(r.replicas) - len(r.adding_replicas) if r is not None and _reassigning(p, r) else len(p.replicas)


@dataclass(frozen=True, slots=True)
class _Reports:
    """Which partitions `--describe` prints (Kafka's DescribeOptions)."""

    under_replicated: bool
    unavailable: bool
    under_min_isr: bool
    at_min_isr: bool
    with_overrides: bool
    live_brokers: frozenset[int]

    @property
    def describe_configs(self) -> bool:
        return not (self.under_replicated or self.unavailable or self.under_min_isr or self.at_min_isr)

    @property
    def describe_partitions(self) -> bool:
        return not self.with_overrides

    def wants(self, p: PartitionInfo, r: PartitionReassignment | None, min_isr: int) -> bool:
        if self.describe_configs:
            return True
        if self.under_replicated and replication_factor(p, r) - len(p.isr) > 0:
            return True
        if self.unavailable and (p.leader is None or p.leader not in self.live_brokers):
            return True
        if self.under_min_isr and (p.leader is None or len(p.isr) < min_isr):
            return True
        return self.at_min_isr and len(p.isr) == min_isr


def _min_isr(config: ConfigDescription) -> int:
    entry = config.get("min.insync.replicas")
    try:
        return int(entry.value) if entry is not None and entry.value is not None else 1
    except ValueError:
        return 1


# =============================================================================================== execution


async def _execute(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> None:
    if args.create:
        await _create(admin, args, out)
    elif args.alter:
        await _alter(admin, args)
    elif args.list:
        names = await _topics(admin, args.topic, args.exclude_internal)
        out.write("\n".join(names) + "\n")
    elif args.describe:
        await _describe(admin, args, out)
    elif args.delete:
        await _delete(admin, args)


async def _topics(admin: AdminClient, regex: str | None, exclude_internal: bool) -> list[str]:
    """Kafka's getTopics: every topic (internal ones unless excluded), sorted, matching `regex` if given."""
    listings = await admin.list_topics(include_internal=not exclude_internal)
    names = sorted(t.name for t in listings)
    if regex is None:
        return names
    pattern = topic_filter(regex)
    return [n for n in names if pattern.fullmatch(n) and not (exclude_internal and n in INTERNAL_TOPICS)]


def _ensure_exists(found: Sequence[str], topic: str | None, if_exists: bool) -> None:
    if topic and not found and not if_exists:
        raise TopicCommandError(f"Topic '{topic}' does not exist as expected")


def _raise_first(errors: Sequence[AdminError | None]) -> None:
    for e in errors:
        if e is not None:
            raise e


async def _create(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> None:
    name: str = args.topic
    configs = parse_topic_configs(args.config)
    assignment = parse_replica_assignment(args.replica_assignment) if args.replica_assignment else None
    if has_collision_chars(name):
        out.write(
            "WARNING: Due to limitations in metric names, topics with a period ('.') or underscore ('_') could "
            "collide. To avoid issues it is best to use either, but not both.\n"
        )
    rf = args.replication_factor
    if rf is not None and not 1 <= rf <= MAX_REPLICATION_FACTOR:
        raise TopicCommandError(f"The replication factor must be between 1 and {MAX_REPLICATION_FACTOR} inclusive")
    if args.partitions is not None and args.partitions < 1:
        raise TopicCommandError("The partitions must be greater than 0")
    topic = NewTopic(
        name=name,
        num_partitions=-1 if args.partitions is None else args.partitions,
        replication_factor=-1 if rf is None else rf,
        replica_assignments=assignment,
        configs=configs,
    )
    result = (await admin.create_topics([topic]))[name]
    if result.error is not None:
        if result.error.error_code == ErrorCode.TOPIC_ALREADY_EXISTS and args.if_not_exists:
            return
        raise result.error
    out.write(f"Created topic {name}.\n")


async def _alter(admin: AdminClient, args: argparse.Namespace) -> None:
    assignment = parse_replica_assignment(args.replica_assignment) if args.replica_assignment else None
    topics = await _topics(admin, args.topic, args.exclude_internal)
    _ensure_exists(topics, args.topic, args.if_exists)
    if not topics:
        return
    wanted: dict[str, NewPartitions] = {}
    if assignment is None:
        wanted = {t: NewPartitions(args.partitions) for t in topics}
    else:
        described = {d.name: d for d in await admin.describe_topic_partitions(topics)}
        for t in topics:
            d = described.get(t)
            if d is None:
                raise TopicCommandError(f"Topic '{t}' does not exist as expected")
            if d.error is not None:
                raise d.error
            start = len(d.partitions)
            added = [assignment[i] for i in sorted(assignment) if i >= start]
            wanted[t] = NewPartitions(args.partitions, added)
    results = await admin.create_partitions(wanted)
    _raise_first([results[t] for t in topics])


async def _delete(admin: AdminClient, args: argparse.Namespace) -> None:
    topics = await _topics(admin, args.topic, args.exclude_internal)
    _ensure_exists(topics, args.topic, args.if_exists)
    if not topics:
        return
    results = await admin.delete_topics(topics)
    _raise_first([results[t].error for t in topics])


async def _describe(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> None:
    topic_id = None
    if args.topic_id is not None:
        try:
            topic_id = uuid_from_str(args.topic_id)
        except ValueError:
            raise TopicCommandError(f"Invalid topic id: {args.topic_id}") from None
    if topic_id is not None and topic_id != ZERO_UUID:
        listings = await admin.list_topics(include_internal=not args.exclude_internal)
        topics = [t.name for t in listings if t.topic_id == topic_id]
        if not topics and not args.if_exists:
            raise TopicCommandError(f"TopicId '{args.topic_id}' does not exist as expected")
    else:
        topics = await _topics(admin, args.topic, args.exclude_internal)
        _ensure_exists(topics, args.topic, args.if_exists)
    if not topics:
        return
    limit = args.partition_size_limit_per_response or DEFAULT_PARTITION_SIZE_LIMIT
    descriptions = await admin.describe_topic_partitions(topics, response_partition_limit=limit)
    for d in descriptions:
        if d.error is not None:
            raise d.error
    configs = await admin.describe_configs([ConfigResource(ConfigResourceType.TOPIC, d.name) for d in descriptions])
    cluster = await admin.describe_cluster()
    reports = _Reports(
        under_replicated=args.under_replicated_partitions,
        unavailable=args.unavailable_partitions,
        under_min_isr=args.under_min_isr_partitions,
        at_min_isr=args.at_min_isr_partitions,
        with_overrides=args.topics_with_overrides,
        live_brokers=frozenset(n.node_id for n in cluster.nodes if not n.is_fenced),
    )
    reassignments = await _reassignments(
        admin, [TopicPartition(d.name, p.partition) for d in descriptions for p in d.partitions]
    )
    for d in descriptions:
        config = configs[ConfigResource(ConfigResourceType.TOPIC, d.name)]
        if config.error is not None:
            raise config.error
        lines = []
        if reports.describe_configs:
            has_overrides = any(not e.is_default for e in config.entries)
            if not reports.with_overrides or has_overrides:
                first = d.partitions[0] if d.partitions else None
                rf = 0
                if first is not None:
                    rf = replication_factor(first, reassignments.get(TopicPartition(d.name, first.partition)))
                lines.append(format_topic_line(d, config, rf))
        if reports.describe_partitions:
            min_isr = _min_isr(config)
            for p in d.partitions:
                r = reassignments.get(TopicPartition(d.name, p.partition))
                if reports.wants(p, r, min_isr):
                    lines.append(format_partition_line(d.name, p, r))
        if lines:
            out.write("\n".join(lines) + "\n")


async def _reassignments(
    admin: AdminClient, partitions: list[TopicPartition]
) -> dict[TopicPartition, PartitionReassignment]:
    """Ongoing reassignments of the described partitions; none when the cluster cannot tell (as Kafka)."""
    if not partitions:
        return {}
    try:
        return await admin.list_partition_reassignments(partitions)
    except AdminError as e:
        if e.error_code in (ErrorCode.UNSUPPORTED_VERSION, ErrorCode.CLUSTER_AUTHORIZATION_FAILED):
            logger.debug("Couldn't query reassignments through the AdminClient API: %s", e)
            return {}
        raise
