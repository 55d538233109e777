"""``kraftpy reassign-partitions``: move partition replicas between brokers, as ``kafka-reassign-partitions.sh``
does, with its replication throttles (KIP-73) set while a move runs and removed by ``--verify`` or ``--cancel``.

::

    kraftpy reassign-partitions (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        --generate --topics-to-move-json-file F --broker-list 1,2,3 [--disable-rack-aware]
        --execute --reassignment-json-file F [--throttle B/S] [--replica-alter-log-dirs-throttle B/S]
                  [--additional] [--timeout MS]
        --verify --reassignment-json-file F [--preserve-throttles]
        --cancel --reassignment-json-file F [--preserve-throttles] [--timeout MS]
        --list

The files are Kafka's: ``{"version":1,"topics":[{"topic":"foo"}]}`` for ``--topics-to-move-json-file`` and
``{"version":1,"partitions":[{"topic":"foo","partition":0,"replicas":[1,2],"log_dirs":["any","any"]}]}`` for
``--reassignment-json-file`` (``log_dirs`` optional; kraftpy has no AlterReplicaLogDirs, so every entry must be
``"any"``). ``--generate`` prints the current assignment and a proposed one in that form; ``--execute`` prints the
current assignment (save it for a rollback) and starts the moves (AlterPartitionReassignments).

``--throttle N`` sets, as Kafka's tool does, on each topic being moved ``leader.replication.throttled.replicas`` =
``partition:broker`` for the replicas the partition has now (the sources), ``follower.replication.throttled.replicas``
= ``partition:broker`` for the replicas it gains (the destinations), counting the moves already in progress too;
and on every broker involved (sources and destinations) ``leader.replication.throttled.rate`` and
``follower.replication.throttled.rate`` = N. Run ``--execute --additional --throttle M`` with the same file to change
the rate while the move runs. ``--verify`` removes the throttles (of the topics in the file, and the rates of every
broker) once no reassignment is left in the cluster; ``--cancel`` removes them at once; ``--preserve-throttles``
keeps them. ``--bootstrap-controller`` serves ``--cancel --preserve-throttles`` only: each broker's rates are its own
config resource, which the admin client alters through that broker.

Mistakes (a malformed file, an unknown topic, partition or broker, a broker listed twice, a negative throttle, an
option that does not belong to the action) are one line on stderr and exit code 1; so are failures of the cluster.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from kraftpy.admin.client import (
    AdminClient,
    AdminConfigError,
    AdminError,
    AlterConfigOp,
    AlterConfigOpType,
    ConfigResource,
    ConfigResourceType,
    PartitionReassignment,
    TopicPartition,
    load_client_properties,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.tools.json_files import is_json_int, read_json_file

__all__ = [
    "BROKER_THROTTLES",
    "TOPIC_THROTTLES",
    "PartitionMove",
    "ReassignCommandError",
    "assign_replicas",
    "follower_throttles",
    "format_list",
    "format_reassignment_json",
    "format_states",
    "leader_throttles",
    "parse_broker_list",
    "parse_reassignment_json",
    "parse_topics_to_move",
    "proposed_moves",
    "reassigning_brokers",
    "register",
    "run",
    "validate_execute",
]

ANY_LOG_DIR = "any"
LEADER_REPLICAS = "leader.replication.throttled.replicas"
FOLLOWER_REPLICAS = "follower.replication.throttled.replicas"
LEADER_RATE = "leader.replication.throttled.rate"
FOLLOWER_RATE = "follower.replication.throttled.rate"
TOPIC_THROTTLES = (LEADER_REPLICAS, FOLLOWER_REPLICAS)
# Kafka's tool also clears replica.alter.log.dirs.io.max.bytes.per.second; kraftpy has no moves between log dirs
BROKER_THROTTLES = (LEADER_RATE, FOLLOWER_RATE)
DEFAULT_TIMEOUT_MS = 10000

CANNOT_EXECUTE = (
    "Cannot execute because there is an existing partition assignment.  Use --additional to override this and "
    "create a new partition assignment in addition to the existing one. The --additional flag can also be used to "
    "change the throttle by resubmitting the current reassignment."
)
RUN_VERIFY_WARNING = (
    "Warning: You must run --verify periodically, until the reassignment completes, to ensure the throttle is removed."
)

ACTIONS = ("generate", "execute", "verify", "cancel", "list")
# the options each action accepts besides itself (Kafka's tool refuses the others)
_PERMITTED: Mapping[str, frozenset[str]] = {
    "generate": frozenset({"command_config", "topics_to_move_json_file", "broker_list", "disable_rack_aware"}),
    "execute": frozenset(
        {
            "command_config",
            "reassignment_json_file",
            "additional",
            "throttle",
            "replica_alter_log_dirs_throttle",
            "timeout",
        }
    ),
    "verify": frozenset({"command_config", "reassignment_json_file", "preserve_throttles"}),
    "cancel": frozenset({"command_config", "reassignment_json_file", "preserve_throttles", "timeout"}),
    "list": frozenset({"command_config"}),
}
_REQUIRED: Mapping[str, tuple[str, ...]] = {
    "generate": ("topics_to_move_json_file", "broker_list"),
    "execute": ("reassignment_json_file",),
    "verify": ("reassignment_json_file",),
    "cancel": ("reassignment_json_file",),
    "list": (),
}
_OPTIONAL_FLAGS = (
    "command_config",
    "topics_to_move_json_file",
    "broker_list",
    "disable_rack_aware",
    "reassignment_json_file",
    "additional",
    "throttle",
    "replica_alter_log_dirs_throttle",
    "timeout",
    "preserve_throttles",
)


class ReassignCommandError(Exception):
    """A mistake in the command line or a file, or a failure the command reports: one line, exit code 1."""


@dataclass(frozen=True, slots=True)
class PartitionMove:
    """Where a partition's data comes from (its replicas before the move) and goes to (the replicas it gains)."""

    sources: frozenset[int]
    destinations: frozenset[int]


# ============================================================================================= command line


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "reassign-partitions",
        help="move partition replicas between brokers, with replication throttles (like kafka-reassign-partitions.sh)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--bootstrap-server", metavar="HOST:PORT", help="REQUIRED: the brokers to connect to")
    p.add_argument(
        "--bootstrap-controller",
        metavar="HOST:PORT",
        help="the controllers to connect to instead (with --cancel --preserve-throttles only)",
    )
    p.add_argument("--command-config", metavar="FILE", help="properties file with the admin client's settings")
    for action, text in (
        ("generate", "propose an assignment of the topics of --topics-to-move-json-file over --broker-list"),
        ("execute", "start the reassignment of --reassignment-json-file"),
        ("verify", "report the reassignment of --reassignment-json-file; remove the throttles once it is done"),
        ("cancel", "cancel the reassignments of --reassignment-json-file and remove the throttles"),
        ("list", "list the reassignments in progress"),
    ):
        p.add_argument(f"--{action}", action="store_true", default=None, help=text)
    p.add_argument("--topics-to-move-json-file", metavar="FILE", help='{"topics":[{"topic":"foo"}],"version":1}')
    p.add_argument("--broker-list", metavar="IDS", help='the brokers to move the topics to, "1,2,3" (--generate)')
    p.add_argument(
        "--disable-rack-aware", action="store_true", default=None, help="ignore the brokers' racks (--generate)"
    )
    p.add_argument(
        "--reassignment-json-file",
        metavar="FILE",
        help='{"version":1,"partitions":[{"topic":"foo","partition":1,"replicas":[1,2,3]}]}',
    )
    p.add_argument(
        "--throttle",
        metavar="B/S",
        help="throttle the replication of the moving replicas to this many bytes a second (--execute); resubmit "
        "with --additional to change it",
    )
    p.add_argument(
        "--replica-alter-log-dirs-throttle",
        metavar="B/S",
        help="throttle of moves between log directories of one broker (accepted; kraftpy has no such moves)",
    )
    p.add_argument("--timeout", metavar="MS", help="wait for log directory moves to start (default 10000)")
    p.add_argument(
        "--additional",
        action="store_true",
        default=None,
        help="execute although other reassignments run (also: change the throttle of a running one)",
    )
    p.add_argument(
        "--preserve-throttles", action="store_true", default=None, help="leave the throttle configs as they are"
    )
    p.set_defaults(func=lambda args: asyncio.run(run(args, sys.stdout, sys.stderr)))


@dataclass(frozen=True, slots=True)
class Command:
    action: str
    bootstrap_server: str | None
    bootstrap_controller: str | None
    config_file: str | None
    throttle: int
    log_dir_throttle: int
    timeout_ms: int


def _non_negative(args: argparse.Namespace, name: str, default: int, minimum: int = 0) -> int:
    text = getattr(args, name)
    if text is None:
        return default
    flag = "--" + name.replace("_", "-")
    try:
        value = int(str(text).strip())
    except ValueError:
        raise ReassignCommandError(f"{flag} must be a whole number, not {text!r}") from None
    if value < minimum:
        unit = "a number of bytes a second" if "throttle" in name else "a number of milliseconds"
        raise ReassignCommandError(f"{flag} must be {unit} of at least {minimum}, not {value}")
    return value


def make_command(args: argparse.Namespace) -> Command:
    """Validate the command line: one action, its required options, no option foreign to it (Kafka's checks)."""
    chosen = [a for a in ACTIONS if getattr(args, a, None)]
    if len(chosen) != 1:
        raise ReassignCommandError("Command must include exactly one action: " + ", ".join(f"--{a}" for a in ACTIONS))
    action = chosen[0]
    if args.bootstrap_server is not None and args.bootstrap_controller is not None:
        raise ReassignCommandError("Please don't specify both --bootstrap-server and --bootstrap-controller")
    if args.bootstrap_server is None and args.bootstrap_controller is None:
        raise ReassignCommandError("Please specify either --bootstrap-server or --bootstrap-controller")
    if args.bootstrap_controller is not None and action != "cancel":
        raise ReassignCommandError("The --bootstrap-controller option is not supported with these action.")
    if args.bootstrap_controller is not None and not args.preserve_throttles:
        # the broker-level throttles are each broker's own config resource, which only that broker takes
        raise ReassignCommandError(
            "--cancel with --bootstrap-controller cannot clear the brokers' throttle rates (each broker's config is "
            "altered through that broker): add --preserve-throttles, or use --bootstrap-server"
        )
    missing = [name for name in _REQUIRED[action] if getattr(args, name, None) is None]
    if missing:
        raise ReassignCommandError(
            "Missing required argument " + ", ".join(f'"[{n.replace("_", "-")}]"' for n in missing)
        )
    for name in _OPTIONAL_FLAGS:
        if getattr(args, name, None) is not None and name not in _PERMITTED[action]:
            raise ReassignCommandError(f'Option "[{name.replace("_", "-")}]" can\'t be used with action "[{action}]"')
    return Command(
        action=action,
        bootstrap_server=args.bootstrap_server,
        bootstrap_controller=args.bootstrap_controller,
        config_file=args.command_config,
        throttle=_non_negative(args, "throttle", -1),
        log_dir_throttle=_non_negative(args, "replica_alter_log_dirs_throttle", -1),
        timeout_ms=_non_negative(args, "timeout", DEFAULT_TIMEOUT_MS, 1),
    )


# ================================================================================================== files


def _document(text: str) -> dict[str, Any]:
    try:
        document = json.loads(text)
    except json.JSONDecodeError as e:
        raise ReassignCommandError(f"The input string is not a valid JSON: {e}") from None
    if not isinstance(document, dict):
        raise ReassignCommandError("The input JSON must be an object")
    version = document.get("version", 1)
    if not is_json_int(version) or version != 1:
        raise ReassignCommandError(f"Not supported version field value {json.dumps(version)}")
    return document


def _duplicates(values: Iterable[Any]) -> list[Any]:
    seen: set[Any] = set()
    dups: list[Any] = []
    for v in values:
        if v in seen and v not in dups:
            dups.append(v)
        seen.add(v)
    return dups


def parse_topics_to_move(text: str) -> list[str]:
    """``{"version":1,"topics":[{"topic":"foo"},...]}`` -> the topic names, in file order, without duplicates."""
    document = _document(text)
    entries = document.get("topics", [])
    if not isinstance(entries, list):
        raise ReassignCommandError('"topics" must be an array of {"topic": "..."} objects')
    topics: list[str] = []
    for i, entry in enumerate(entries):
        topic = entry.get("topic") if isinstance(entry, dict) else None
        if not isinstance(topic, str) or not topic:
            raise ReassignCommandError(f'"topics" entry {i} needs a "topic" string')
        topics.append(topic)
    dups = _duplicates(topics)
    if dups:
        raise ReassignCommandError(f"List of topics to reassign contains duplicate entries: {', '.join(dups)}")
    if not topics:
        raise ReassignCommandError("The list of topics to reassign is empty")
    return topics


def parse_broker_list(text: str) -> list[int]:
    """``"1,2,3"`` -> [1, 2, 3]; no broker twice."""
    brokers: list[int] = []
    for part in text.split(","):
        try:
            broker = int(part.strip())
        except ValueError:
            raise ReassignCommandError(f'--broker-list must be broker ids separated by commas, not "{text}"') from None
        if broker < 0:
            raise ReassignCommandError(f"--broker-list: {broker} is not a broker id")
        brokers.append(broker)
    dups = _duplicates(brokers)
    if dups:
        raise ReassignCommandError(f"Broker list contains duplicate entries: {', '.join(map(str, dups))}")
    return brokers


def parse_reassignment_json(text: str) -> list[tuple[TopicPartition, list[int]]]:
    """The ``--reassignment-json-file`` document -> (partition, target replicas) in file order, duplicates kept
    (``validate_execute`` refuses them)."""
    document = _document(text)
    entries = document.get("partitions", [])
    if not isinstance(entries, list):
        raise ReassignCommandError('"partitions" must be an array of {"topic", "partition", "replicas"} objects')
    out: list[tuple[TopicPartition, list[int]]] = []
    for i, entry in enumerate(entries):
        where = f'"partitions" entry {i}'
        if not isinstance(entry, dict):
            raise ReassignCommandError(f"{where} is not an object")
        topic, partition, replicas = entry.get("topic"), entry.get("partition"), entry.get("replicas")
        if not isinstance(topic, str) or not topic:
            raise ReassignCommandError(f'{where} needs a "topic" string')
        if not isinstance(partition, int) or isinstance(partition, bool) or partition < 0:
            raise ReassignCommandError(f'{where} needs a "partition" number')
        tp = TopicPartition(topic, partition)
        if not isinstance(replicas, list) or not all(is_json_int(r) and r >= 0 for r in replicas):
            raise ReassignCommandError(f'{where} ({tp}) needs "replicas", an array of broker ids')
        log_dirs = entry.get("log_dirs")
        if log_dirs is not None:
            if not isinstance(log_dirs, list) or not all(isinstance(d, str) for d in log_dirs):
                raise ReassignCommandError(f'{where} ({tp}): "log_dirs" must be an array of strings')
            if len(log_dirs) != len(replicas):
                raise ReassignCommandError(
                    f"Size of replicas list {replicas} is different from size of log dirs list {log_dirs} for "
                    f"partition {tp}"
                )
            moved = [d for d in log_dirs if d != ANY_LOG_DIR]
            if moved:
                raise ReassignCommandError(
                    f'Partition {tp}: log_dirs other than "any" ({", ".join(moved)}) are not supported: kraftpy '
                    "does not move replicas between the log directories of a broker (no AlterReplicaLogDirs)"
                )
        out.append((tp, list(replicas)))
    return out


def validate_execute(parts: Sequence[tuple[TopicPartition, list[int]]]) -> dict[TopicPartition, list[int]]:
    """Kafka's checks of an assignment to execute: something to do, no empty replica list, no partition or replica
    twice."""
    if not parts:
        raise ReassignCommandError("Partition reassignment list cannot be empty")
    if any(not replicas for _tp, replicas in parts):
        raise ReassignCommandError("Partition replica list cannot be empty")
    dup_parts = _duplicates(tp for tp, _r in parts)
    if dup_parts:
        listed = ",".join(str(tp) for tp in dup_parts)
        raise ReassignCommandError(f"Partition reassignment contains duplicate topic partitions: {listed}")
    dup_replicas = [(tp, _duplicates(r)) for tp, r in parts if _duplicates(r)]
    if dup_replicas:
        text = ". ".join(f"{tp} contains multiple entries for {','.join(map(str, d))}" for tp, d in dup_replicas)
        raise ReassignCommandError(f"Partition replica lists may not contain duplicate entries: {text}")
    return dict(parts)


def format_reassignment_json(assignment: Mapping[TopicPartition, Sequence[int]]) -> str:
    """Kafka's one-line reassignment JSON, partitions in (topic, partition) order."""
    partitions = [
        {
            "topic": tp.topic,
            "partition": tp.partition,
            "replicas": list(assignment[tp]),
            "log_dirs": [ANY_LOG_DIR] * len(assignment[tp]),
        }
        for tp in sorted(assignment)
    ]
    return json.dumps({"version": 1, "partitions": partitions}, separators=(",", ":"))


# =============================================================================================== planning


def _rack_alternated(brokers: Sequence[tuple[int, str | None]]) -> list[int]:
    """Brokers ordered rack by rack in turn (rack A's first, rack B's first, ..., then each rack's second)."""
    racks: dict[str, list[int]] = {}
    for broker, rack in sorted(brokers, key=lambda b: b[0]):
        racks.setdefault(rack or "", []).append(broker)
    columns = [racks[r] for r in sorted(racks)]
    out: list[int] = []
    for i in range(max(len(c) for c in columns)):
        out.extend(c[i] for c in columns if i < len(c))
    return out


def assign_replicas(
    brokers: Sequence[tuple[int, str | None]],
    partitions: int,
    replication_factor: int,
    rng: random.Random,
    *,
    rack_aware: bool = True,
) -> dict[int, list[int]]:
    """Replicas for `partitions` partitions over `brokers` ((id, rack)), the way Kafka's tool spreads them:
    partition p leads on the (start + p)-th broker, its followers follow at a distance that grows by one every
    round of the brokers (so that followers spread too); with racks, brokers are taken rack by rack in turn and a
    partition's replicas go to different racks while some rack is unused."""
    if replication_factor <= 0:
        raise ReassignCommandError("Replication factor must be larger than 0.")
    if replication_factor > len(brokers):
        raise ReassignCommandError(
            f"Replication factor: {replication_factor} larger than available brokers: {len(brokers)}."
        )
    racked = rack_aware and any(rack is not None for _b, rack in brokers)
    if racked and any(rack is None for _b, rack in brokers):
        raise ReassignCommandError(
            "Not all brokers have rack information. Add --disable-rack-aware in command line to make replica "
            "assignment without rack information."
        )
    rack_of = {b: r for b, r in brokers}
    order = _rack_alternated(brokers) if racked else sorted(b for b, _r in brokers)
    n = len(order)
    start = rng.randrange(n)
    shift = rng.randrange(n)
    racks_total = len({r for _b, r in brokers}) if racked else 1
    out: dict[int, list[int]] = {}
    for p in range(partitions):
        if p > 0 and p % n == 0:
            shift += 1
        first = (p + start) % n
        replicas = [order[first]]
        used_racks = {rack_of[order[first]]}
        step = 0
        while len(replicas) < replication_factor:
            gap = 1 + (shift + step) % (n - 1) if n > 1 else 0
            candidate = order[(first + gap) % n]
            step += 1
            if candidate in replicas:
                if step > 2 * n:  # every broker tried: take any broker not yet used, in order
                    candidate = next(b for b in order if b not in replicas)
                else:
                    continue
            rack = rack_of[candidate]
            if racked and rack in used_racks and len(used_racks) < racks_total and step <= 2 * n:
                continue
            replicas.append(candidate)
            used_racks.add(rack)
        out[p] = replicas
    return out


def proposed_moves(
    ongoing: Mapping[TopicPartition, PartitionReassignment],
    proposed: Mapping[TopicPartition, Sequence[int]],
    current: Mapping[TopicPartition, Sequence[int]],
) -> dict[str, dict[int, PartitionMove]]:
    """Per topic and partition, the sources and destinations of every move: the reassignments in progress (their
    sources are the replicas not being added) and the proposed ones (sources: the replicas before any move,
    destinations: the target replicas that are not sources)."""
    moves: dict[str, dict[int, PartitionMove]] = {}
    for tp, r in ongoing.items():
        sources = frozenset(r.replicas) - frozenset(r.adding_replicas)
        moves.setdefault(tp.topic, {})[tp.partition] = PartitionMove(sources, frozenset(r.adding_replicas))
    for tp, target in proposed.items():
        topic = moves.setdefault(tp.topic, {})
        if tp.partition in topic:
            sources = topic[tp.partition].sources
        elif tp in current:
            sources = frozenset(current[tp])
        else:
            raise ReassignCommandError(f"Trying to reassign a topic partition {tp} with 0 replicas")
        topic[tp.partition] = PartitionMove(sources, frozenset(target) - sources)
    return moves


def _pairs(pairs: Iterable[tuple[int, int]]) -> str:
    return ",".join(f"{p}:{b}" for p, b in sorted(set(pairs)))


def leader_throttles(moves: Mapping[str, Mapping[int, PartitionMove]]) -> dict[str, str]:
    """``leader.replication.throttled.replicas`` per topic: partition:broker for every source replica."""
    return {t: _pairs((p, b) for p, m in parts.items() for b in m.sources) for t, parts in moves.items()}


def follower_throttles(moves: Mapping[str, Mapping[int, PartitionMove]]) -> dict[str, str]:
    """``follower.replication.throttled.replicas`` per topic: partition:broker for every destination replica."""
    return {
        t: _pairs((p, b) for p, m in parts.items() for b in m.destinations if b not in m.sources)
        for t, parts in moves.items()
    }


def reassigning_brokers(moves: Mapping[str, Mapping[int, PartitionMove]]) -> list[int]:
    """Every broker a move reads from or writes to: they get the throttle rates."""
    return sorted({b for parts in moves.values() for m in parts.values() for b in m.sources | m.destinations})


def format_states(
    targets: Sequence[tuple[TopicPartition, Sequence[int]]],
    ongoing: Mapping[TopicPartition, PartitionReassignment],
    replicas_now: Mapping[TopicPartition, Sequence[int]],
) -> list[str]:
    """``--verify``'s report: per partition, in progress, completed, or done with other replicas than asked."""
    lines = ["Status of partition reassignment:"]
    for tp, target in sorted(dict(targets).items()):
        if tp in ongoing:
            lines.append(f"Reassignment of partition {tp} is still in progress.")
            continue
        now = list(replicas_now.get(tp, ()))
        if now == list(target):
            lines.append(f"Reassignment of partition {tp} is completed.")
        else:
            lines.append(
                f"There is no active reassignment of partition {tp}, but replica set is "
                f"{','.join(map(str, now))} rather than {','.join(map(str, target))}."
            )
    return lines


def format_list(ongoing: Mapping[TopicPartition, PartitionReassignment]) -> list[str]:
    """``--list``'s report."""
    if not ongoing:
        return ["No partition reassignments found."]
    lines = ["Current partition reassignments:"]
    for tp in sorted(ongoing):
        r = ongoing[tp]
        line = f"{tp}: replicas: {','.join(map(str, r.replicas))}."
        if r.adding_replicas:
            line += f" adding: {','.join(map(str, r.adding_replicas))}."
        if r.removing_replicas:
            line += f" removing: {','.join(map(str, r.removing_replicas))}."
        lines.append(line)
    return lines


def _plural(count: int, word: str) -> str:
    return word if count == 1 else word + "s"


# ============================================================================================== execution


async def run(args: argparse.Namespace, out: TextIO, err: TextIO, *, rng: random.Random | None = None) -> int:
    """The whole command; returns the exit code."""
    try:
        command = make_command(args)
        config = {} if command.config_file is None else load_client_properties(command.config_file)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        config.setdefault("client.id", "reassign-partitions-tool")
        # read the files before connecting: a mistake in them is reported without a cluster
        if command.action == "generate":
            topics = parse_topics_to_move(read_json_file(args.topics_to_move_json_file, ReassignCommandError))
            brokers = parse_broker_list(args.broker_list)
        elif command.action != "list":
            parts = parse_reassignment_json(read_json_file(args.reassignment_json_file, ReassignCommandError))
            if command.action == "execute":
                proposed = validate_execute(parts)
        admin = AdminClient(command.bootstrap_server, bootstrap_controllers=command.bootstrap_controller, config=config)
        async with admin:
            if command.action == "generate":
                await generate(admin, topics, brokers, not args.disable_rack_aware, out, rng or random.Random())
            elif command.action == "execute":
                await execute(admin, proposed, command, bool(args.additional), out)
            elif command.action == "verify":
                await verify(admin, parts, bool(args.preserve_throttles), out)
            elif command.action == "cancel":
                await cancel(admin, parts, bool(args.preserve_throttles), out)
            else:
                out.write("\n".join(format_list(await admin.list_partition_reassignments())) + "\n")
    except (ReassignCommandError, AdminConfigError, ValueError) as e:
        out.flush()
        err.write(f"{e}\n")
        return 1
    except AdminError as e:
        out.flush()
        err.write(f"Error: {e.detail}\n")
        return 1
    out.flush()
    return 0


async def _assignments(admin: AdminClient, topics: Iterable[str]) -> dict[TopicPartition, list[int]]:
    """The replicas of every partition of `topics`; an unknown topic is an error."""
    result: dict[TopicPartition, list[int]] = {}
    for description in await admin.describe_topic_partitions(sorted(set(topics))):
        if description.error is not None:
            if description.error.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
                raise ReassignCommandError(f"Topic {description.name} not found.")
            raise description.error
        for p in description.partitions:
            result[TopicPartition(description.name, p.partition)] = list(p.replicas)
    return result


async def generate(
    admin: AdminClient, topics: list[str], brokers: list[int], rack_aware: bool, out: TextIO, rng: random.Random
) -> None:
    current = await _assignments(admin, topics)
    nodes = {n.node_id: n for n in (await admin.describe_cluster()).nodes}
    unknown = [b for b in brokers if b not in nodes]
    if unknown:
        raise ReassignCommandError(f"Unknown broker id {unknown[0]} in --broker-list")
    metadata = [(b, nodes[b].rack if rack_aware else None) for b in brokers]
    proposed: dict[TopicPartition, list[int]] = {}
    for topic in topics:
        parts = sorted(tp for tp in current if tp.topic == topic)
        rf = len(current[parts[0]]) if parts else 0
        for partition, replicas in assign_replicas(metadata, len(parts), rf, rng, rack_aware=rack_aware).items():
            proposed[TopicPartition(topic, partition)] = replicas
    out.write(f"Current partition replica assignment\n{format_reassignment_json(current)}\n\n")
    out.write(f"Proposed partition reassignment configuration\n{format_reassignment_json(proposed)}\n")


async def _check_brokers(admin: AdminClient, brokers: Iterable[int]) -> list[int]:
    known = {n.node_id for n in (await admin.describe_cluster()).nodes}
    for b in sorted(set(brokers)):
        if b not in known:
            raise ReassignCommandError(f"Unknown broker id {b}")
    return sorted(known)


async def execute(
    admin: AdminClient, proposed: dict[TopicPartition, list[int]], command: Command, additional: bool, out: TextIO
) -> None:
    ongoing = await admin.list_partition_reassignments()
    if ongoing and not additional:
        raise ReassignCommandError(CANNOT_EXECUTE)
    await _check_brokers(admin, (b for replicas in proposed.values() for b in replicas))
    known = await _assignments(admin, {tp.topic for tp in proposed})
    missing = sorted(tp for tp in proposed if tp not in known)
    if missing:
        raise ReassignCommandError(f"Unable to find partition: {', '.join(map(str, missing))}")
    current = {tp: known[tp] for tp in proposed}
    out.write(
        f"Current partition replica assignment\n\n{format_reassignment_json(current)}\n\n"
        "Save this to use as the --reassignment-json-file option during rollback\n"
    )
    if command.throttle >= 0 or command.log_dir_throttle >= 0:
        out.write(RUN_VERIFY_WARNING + "\n")
        if command.throttle >= 0:
            moves = proposed_moves(ongoing, proposed, current)
            await _set_throttles(admin, moves, command.throttle)
            out.write(f"The inter-broker throttle limit was set to {command.throttle} B/s\n")
        if command.log_dir_throttle >= 0:
            # Kafka sets it on the brokers of log-dir moves; the file has none (kraftpy refuses them)
            out.write(f"The replica-alter-dir throttle limit was set to {command.log_dir_throttle} B/s\n")
    out.flush()
    results = await admin.alter_partition_reassignments(proposed)
    errors = {tp: e for tp, e in results.items() if e is not None}
    if errors:
        lines = "\n".join(f"{tp}: {errors[tp].detail}" for tp in sorted(errors))
        raise ReassignCommandError(f"Error reassigning partition(s):\n{lines}")
    listed = ",".join(str(tp) for tp in sorted(proposed))
    out.write(f"Successfully started {_plural(len(proposed), 'partition reassignment')} for {listed}\n")


async def _alter(
    admin: AdminClient, changes: Mapping[ConfigResource, list[AlterConfigOp]], *, missing_ok: bool = False
) -> None:
    """Apply `changes`; `missing_ok`: a topic that does not exist has nothing to clear (not an error)."""
    if not changes:
        return
    results = await admin.incremental_alter_configs(changes)
    for resource in sorted(results):
        error = results[resource]
        if error is None:
            continue
        if missing_ok and error.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
            continue
        raise error


async def _set_throttles(admin: AdminClient, moves: Mapping[str, Mapping[int, PartitionMove]], rate: int) -> None:
    leaders, followers = leader_throttles(moves), follower_throttles(moves)
    SET = AlterConfigOpType.SET
    topic_ops = {
        ConfigResource(ConfigResourceType.TOPIC, topic): [
            AlterConfigOp(LEADER_REPLICAS, leaders[topic], SET),
            AlterConfigOp(FOLLOWER_REPLICAS, followers[topic], SET),
        ]
        for topic in sorted(moves)
    }
    await _alter(admin, topic_ops)
    broker_ops = {
        ConfigResource(ConfigResourceType.BROKER, str(b)): [
            AlterConfigOp(LEADER_RATE, str(rate), SET),
            AlterConfigOp(FOLLOWER_RATE, str(rate), SET),
        ]
        for b in reassigning_brokers(moves)
    }
    await _alter(admin, broker_ops)


async def _clear_throttles(
    admin: AdminClient, targets: Sequence[tuple[TopicPartition, Sequence[int]]], out: TextIO
) -> None:
    """Remove the topic throttles of the file's topics and the rates of every broker (those of the cluster and
    the file's): which brokers earlier moves throttled is not known, as in Kafka's tool."""
    brokers = {n.node_id for n in (await admin.describe_cluster()).nodes}
    brokers.update(b for _tp, replicas in targets for b in replicas)
    listed = ",".join(map(str, sorted(brokers)))
    out.write(f"Clearing broker-level throttles on {_plural(len(brokers), 'broker')} {listed}\n")
    out.flush()
    DELETE = AlterConfigOpType.DELETE
    await _alter(
        admin,
        {
            ConfigResource(ConfigResourceType.BROKER, str(b)): [
                AlterConfigOp(k, None, DELETE) for k in BROKER_THROTTLES
            ]
            for b in sorted(brokers)
        },
    )
    topics = sorted({tp.topic for tp, _r in targets})
    out.write(f"Clearing topic-level throttles on {_plural(len(topics), 'topic')} {','.join(topics)}\n")
    out.flush()
    await _alter(
        admin,
        {
            ConfigResource(ConfigResourceType.TOPIC, t): [AlterConfigOp(k, None, DELETE) for k in TOPIC_THROTTLES]
            for t in topics
        },
        missing_ok=True,
    )


async def verify(
    admin: AdminClient, targets: list[tuple[TopicPartition, list[int]]], preserve: bool, out: TextIO
) -> None:
    ongoing = await admin.list_partition_reassignments()
    settled = {tp.topic for tp, _r in targets if tp not in ongoing}
    replicas_now: dict[TopicPartition, list[int]] = {}
    if settled:
        for description in await admin.describe_topic_partitions(sorted(settled)):
            for p in description.partitions:  # an unknown topic has none: its replica set reads as empty
                replicas_now[TopicPartition(description.name, p.partition)] = list(p.replicas)
    out.write("\n".join(format_states(targets, ongoing, replicas_now)) + "\n")
    # throttles go once no reassignment runs anywhere (other moves may share the brokers' rates)
    if not ongoing and not preserve:
        await _clear_throttles(admin, targets, out)


async def cancel(
    admin: AdminClient, targets: list[tuple[TopicPartition, list[int]]], preserve: bool, out: TextIO
) -> None:
    partitions = sorted({tp for tp, _r in targets})
    active = sorted(await admin.list_partition_reassignments(partitions))
    if active:
        results = await admin.alter_partition_reassignments({tp: None for tp in active})
        errors = {tp: e for tp, e in results.items() if e is not None}
        if errors:
            lines = "\n".join(f"{tp}: {errors[tp].detail}" for tp in sorted(errors))
            raise ReassignCommandError(
                f"Error cancelling {_plural(len(errors), 'partition reassignment')} for:\n{lines}"
            )
        listed = ",".join(map(str, active))
        out.write(f"Successfully cancelled {_plural(len(active), 'partition reassignment')} for: {listed}\n")
    else:
        out.write("None of the specified partition reassignments are active.\n")
    if not preserve:
        await _clear_throttles(admin, targets, out)
