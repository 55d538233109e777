"""``kraftpy metadata-quorum``: describe and change the KRaft metadata quorum, as ``kafka-metadata-quorum.sh``
does, plus seed 003's reassignment of the whole voter set.

::

    kraftpy metadata-quorum (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        describe (--status | --replication [--human-readable])
        add-controller [--config F] [--dry-run]
        remove-controller --controller-id N --controller-directory-id D [--dry-run]
        reassign (--voters 4,5,6 | --cancel) [--no-wait] [--timeout-ms T]

``--status`` prints the summary lines of Kafka's tool (``ClusterId:`` ... ``CurrentObservers:``, values aligned
at column 25), with a ``TargetVoters:`` line after ``CurrentVoters:`` while a quorum reassignment is in progress
(seed 003's field; without one the output is exactly Kafka's); ``--replication`` prints the replication table
(``NodeId DirectoryId LogEndOffset Lag LastFetchTimestamp LastCaughtUpTimestamp Status``: each cell padded to its
column's width and followed by a TAB; the leader first, then the other voters, then the observers with their lag),
with ``--human-readable`` timestamps as ``<n> ms ago``.

``add-controller`` reads the new controller's properties (``--config``, or Kafka's ``--command-config``): its
``node.id``, the directory id in its metadata directory's ``meta.properties`` and its advertised controller
listeners, and sends KIP-853's AddRaftVoter; ``remove-controller`` sends RemoveRaftVoter. Both return once the
committed voter set is the one asked for, and print Kafka's lines (``Added controller 4 with directory id ... and
endpoints: CONTROLLER://host:port``, ``Removed KRaft controller 4 with directory id ...``).

``reassign --voters 4,5,6`` is seed 003's AlterPartitionReassignments on ``__cluster_metadata-0``: the target is
committed first (``Reassignment of the metadata quorum to [4, 5, 6] accepted``), then, unless ``--no-wait``, the
tool follows the single-member steps (``CurrentVoters: [...]``) until the quorum has the target voters;
``--cancel`` stops a reassignment in progress and leaves the quorum with the voters it has at that point.\n"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from kraftpy.admin.client import (
    AdminClient,
    AdminConfigError,
    AdminError,
    QuorumEndpoint,
    QuorumInfo,
    QuorumReplica,
    TopicPartition,
)
from kraftpy.node.config import ConfigError, load_config
from kraftpy.node.raft_role import controller_endpoints
from kraftpy.protocol.uuids import uuid_from_str, uuid_to_str
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import MetaPropertiesError, read_meta_properties
from kraftpy.storage.properties import PropertiesError, parse_properties

__all__ = ["format_replication", "format_status", "register"]

_HEADERS = (
    "NodeId",
    "DirectoryId",
    "LogEndOffset",
    "Lag",
    "LastFetchTimestamp",
    "LastCaughtUpTimestamp",
    "Status",
)


class TerseError(Exception):
    """A one-line error for the user (exit code 1)."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "metadata-quorum",
        help="describe the KRaft metadata quorum (like kafka-metadata-quorum.sh)",
        description="This tool describes kraft metadata quorum status.",
    )
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument(
        "--bootstrap-server",
        help="A comma-separated list of host:port pairs to use for establishing the connection to the Kafka cluster.",
    )
    target.add_argument(
        "--bootstrap-controller",
        help="A comma-separated list of host:port pairs to use for establishing the connection to the Kafka "
        "controllers.",
    )
    p.add_argument("--command-config", help="Property file containing configs to be passed to Admin Client.")
    sub = p.add_subparsers(dest="quorum_command", metavar="COMMAND")
    d = sub.add_parser("describe", help="Describe the metadata quorum info")
    status = d.add_argument_group("Status")
    status.add_argument(
        "--status",
        action="store_true",
        help="A short summary of the quorum status and the other provides detailed information about the status "
        "of replication.",
    )
    replication = d.add_argument_group("Replication")
    replication.add_argument(
        "--replication", action="store_true", help="Detailed information about the status of replication"
    )
    replication.add_argument("--human-readable", action="store_true", help="Human-readable output")
    a = sub.add_parser("add-controller", help="Add a controller to the KRaft controller cluster")
    a.add_argument(
        "--config",
        dest="controller_config",
        help="The new controller's properties file (node.id, its metadata log directory and its "
        "advertised controller listeners); Kafka's --command-config works too",
    )
    a.add_argument("--dry-run", action="store_true", help="True if we should print what would be done, but not do it.")
    r = sub.add_parser("remove-controller", help="Remove a controller from the KRaft controller cluster")
    r.add_argument("--controller-id", "-i", type=int, required=True, help="The id of the controller to remove.")
    r.add_argument(
        "--controller-directory-id", "-d", required=True, help="The directory ID of the controller to remove."
    )
    r.add_argument("--dry-run", action="store_true", help="True if we should print what would be done, but not do it.")
    g = sub.add_parser("reassign", help="Move the controller quorum to a new set of voters (seed 003)")
    which = g.add_mutually_exclusive_group(required=True)
    which.add_argument("--voters", help="The target voters, comma-separated node ids (e.g. 4,5,6)")
    which.add_argument(
        "--cancel",
        action="store_true",
        help="Cancel the reassignment in progress (the quorum keeps the voters it has)",
    )
    g.add_argument("--no-wait", action="store_true", help="Return once the target is committed")
    g.add_argument(
        "--timeout-ms",
        type=int,
        default=300_000,
        help="How long to wait for the reassignment to complete (default 300000)",
    )
    p.set_defaults(func=cmd_metadata_quorum)


def cmd_metadata_quorum(args: argparse.Namespace) -> int:
    try:
        return _run(args, sys.stdout)
    except TerseError as e:
        print(e, file=sys.stderr)
        return 1
    except (AdminError, AdminConfigError) as e:
        print(e, file=sys.stderr)
        return 1


def _run(args: argparse.Namespace, out: TextIO) -> int:
    command = getattr(args, "quorum_command", None)
    if command in ("add-controller", "remove-controller", "reassign"):
        config = _command_config(args.command_config)
        text = asyncio.run(_change(args, config, out))
        out.write(text)
        out.flush()
        return 0
    if command != "describe":
        raise TerseError("Unknown or missing command: use describe, add-controller, remove-controller or reassign")
    if args.status and args.replication:
        raise TerseError("Only one of --status or --replication should be specified with describe sub-command")
    if not args.status and not args.replication:
        raise TerseError("One of --status or --replication must be specified with describe sub-command")
    if args.status and args.human_readable:
        raise TerseError("The option --human-readable is only supported along with --replication")
    config = _command_config(args.command_config)
    text = asyncio.run(_describe(args, config))
    out.write(text)
    out.flush()
    return 0


def _command_config(path: str | None) -> dict[str, str]:
    if path is None:
        return {}
    p = Path(path)
    if not p.exists():
        raise TerseError(f"Properties file {path} does not exists!")
    try:
        return parse_properties(p.read_text(encoding="utf-8"), path)
    except (OSError, PropertiesError, UnicodeDecodeError) as e:
        raise TerseError(f"Cannot read {path}: {e}") from None


async def _describe(args: argparse.Namespace, config: dict[str, str]) -> str:
    # the command line's bootstrap option replaces both bootstrap settings of --command-config
    config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
    async with AdminClient(
        args.bootstrap_server, bootstrap_controllers=args.bootstrap_controller, config=config
    ) as admin:
        if args.replication:
            quorum = await admin.describe_quorum()
            return format_replication(quorum, human_readable=args.human_readable, now_ms=_now_ms())
        cluster_id = await admin.cluster_id()
        quorum = await admin.describe_quorum()
        return format_status(cluster_id, quorum)


def _admin(args: argparse.Namespace, config: dict[str, str]) -> AdminClient:
    config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
    return AdminClient(args.bootstrap_server, bootstrap_controllers=args.bootstrap_controller, config=config)


def controller_to_add(path: str) -> tuple[int, uuid.UUID, list[QuorumEndpoint]]:
    """node.id, metadata directory id and advertised controller endpoints of a controller's properties file."""

    try:
        config = load_config(path)
    except ConfigError as e:
        raise TerseError(f"{path}: {e}") from None
    if not config.is_controller:
        raise TerseError(f"{path}: process.roles does not include controller")
    try:
        meta = read_meta_properties(RealFileSystem(), config.metadata_dir)
    except MetaPropertiesError as e:
        raise TerseError(str(e)) from None
    if meta is None or not meta.directory_id:
        raise TerseError(
            f"No meta.properties with a directory.id in {config.metadata_dir}: format the controller "
            "first (kraftpy storage format --no-initial-controllers)"
        )
    endpoints = [QuorumEndpoint(e.name, e.host, e.port) for e in controller_endpoints(config)]
    if not endpoints:
        raise TerseError(f"{path}: no controller listener to advertise")
    return config.node_id, uuid_from_str(meta.directory_id), endpoints


async def _change(args: argparse.Namespace, config: dict[str, str], out: TextIO) -> str:
    command = args.quorum_command
    if command == "add-controller":
        path = args.controller_config or args.command_config
        if not path:
            raise TerseError("add-controller needs the new controller's properties: --config F")
        node_id, directory_id, endpoints = controller_to_add(path)
        what = f"controller {node_id} with directory id {uuid_to_str(directory_id)} and endpoints: " + ", ".join(
            str(e) for e in endpoints
        )
        if args.dry_run:
            return f"DRY RUN of adding {what}\n"
        async with _admin(args, config) as admin:
            await admin.add_raft_voter(node_id, directory_id, endpoints)
        return f"Added {what}\n"
    if command == "remove-controller":
        try:
            directory_id = uuid_from_str(args.controller_directory_id)
        except ValueError:
            raise TerseError(f"Invalid directory id {args.controller_directory_id!r}") from None
        what = f"KRaft controller {args.controller_id} with directory id {uuid_to_str(directory_id)}"
        if args.dry_run:
            return f"DRY RUN of removing {what}\n"
        async with _admin(args, config) as admin:
            await admin.remove_raft_voter(args.controller_id, directory_id)
        return f"Removed {what}\n"
    return await _reassign(args, config, out)


async def _reassign(args: argparse.Namespace, config: dict[str, str], out: TextIO) -> str:
    target: list[int] | None = None
    if not args.cancel:
        try:
            target = [int(x) for x in args.voters.split(",") if x.strip()]
        except ValueError:
            raise TerseError(f"--voters: expected comma-separated node ids, got {args.voters!r}") from None
        if not target:
            raise TerseError("--voters: no voter given")
    tp = TopicPartition("__cluster_metadata", 0)
    async with _admin(args, config) as admin:
        result = await admin.alter_partition_reassignments({tp: target}, timeout_ms=args.timeout_ms)
        error = result.get(tp)
        if error is not None:
            raise TerseError(f"The metadata quorum reassignment failed: {error}")
        if target is None:
            q = await admin.describe_quorum()
            return (
                f"Cancelled the metadata quorum reassignment; the voters are {sorted(v.replica_id for v in q.voters)}\n"
            )
        out.write(f"Reassignment of the metadata quorum to {sorted(target)} accepted\n")
        out.flush()
        if args.no_wait:
            return ""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + args.timeout_ms / 1000
        shown: list[int] | None = None
        while True:
            q = await admin.describe_quorum()
            voters = sorted(v.replica_id for v in q.voters)
            if voters != shown:
                out.write(f"CurrentVoters: {voters}\n")
                out.flush()
                shown = voters
            if voters == sorted(target) and q.target_voters is None:
                return f"The metadata quorum's voters are {voters}\n"
            if q.target_voters is not None and sorted(v.replica_id for v in q.target_voters) != sorted(target):
                raise TerseError(
                    f"Another reassignment (to {sorted(v.replica_id for v in q.target_voters)}) replaced this one"
                )
            if q.target_voters is None and voters != sorted(target):
                raise TerseError(f"The reassignment was cancelled; the voters are {voters}")
            if loop.time() >= deadline:
                raise TerseError(
                    f"The reassignment did not complete within {args.timeout_ms} ms; the voters are "
                    f"{voters} (it goes on)"
                )
            await asyncio.sleep(0.5)


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


def _leader(quorum: QuorumInfo) -> QuorumReplica:
    leader = quorum.voter(quorum.leader_id)
    if leader is None:
        raise TerseError(f"The quorum leader {quorum.leader_id} is not among the voters")
    return leader


def _node_json(quorum: QuorumInfo, replica: QuorumReplica) -> str:
    parts = [f'"id": {replica.replica_id}']
    if replica.directory_id.int:
        parts.append(f'"directoryId": "{uuid_to_str(replica.directory_id)}"')
    endpoints = quorum.nodes.get(replica.replica_id, ())
    if endpoints:
        parts.append('"endpoints": [' + ", ".join(f'"{e}"' for e in endpoints) + "]")
    return "{" + ", ".join(parts) + "}"


def format_status(cluster_id: str, quorum: QuorumInfo) -> str:
    """The lines of `describe --status`."""
    leader = _leader(quorum)
    laggiest = min(quorum.voters, key=lambda v: v.log_end_offset)
    max_lag = leader.log_end_offset - laggiest.log_end_offset
    if laggiest is leader:
        max_lag_time = 0
    elif leader.last_caught_up_timestamp is not None and laggiest.last_caught_up_timestamp is not None:
        max_lag_time = leader.last_caught_up_timestamp - laggiest.last_caught_up_timestamp
    else:
        max_lag_time = -1
    voters = "[" + ", ".join(_node_json(quorum, v) for v in quorum.voters) + "]"
    observers = "[" + ", ".join(_node_json(quorum, o) for o in quorum.observers) + "]"
    rows: list[tuple[str, object]] = [
        ("ClusterId:", cluster_id),
        ("LeaderId:", quorum.leader_id),
        ("LeaderEpoch:", quorum.leader_epoch),
        ("HighWatermark:", quorum.high_watermark),
        ("MaxFollowerLag:", max_lag),
        ("MaxFollowerLagTimeMs:", max_lag_time),
        ("CurrentVoters:", voters),
    ]
    if quorum.target_voters is not None:  # seed 003: a quorum reassignment is in progress
        rows.append(("TargetVoters:", "[" + ", ".join(_node_json(quorum, v) for v in quorum.target_voters) + "]"))
    rows.append(("CurrentObservers:", observers))
    return "".join(f"{key:<24}{value}\n" for key, value in rows)


def _relative(timestamp: int, now_ms: int, what: str) -> int:
    if not (0 < timestamp <= now_ms):
        raise TerseError(
            "Error while computing relative time, possible drift in system clock.\n"
            f"Current timestamp is {now_ms}, {what} timestamp is {timestamp}"
        )
    return now_ms - timestamp


def _rows(
    leader: QuorumReplica, replicas: Sequence[QuorumReplica], status: str, human: bool, now_ms: int
) -> list[list[str]]:
    rows = []
    for r in replicas:
        if r.last_fetch_timestamp is None:
            fetch = "-1"
        elif human:
            fetch = f"{_relative(r.last_fetch_timestamp, now_ms, 'last fetch')} ms ago"
        else:
            fetch = str(r.last_fetch_timestamp)
        if r.last_caught_up_timestamp is None:
            caught_up = "-1"
        elif human:
            caught_up = f"{_relative(r.last_caught_up_timestamp, now_ms, 'last caught up')} ms ago"
        else:
            caught_up = str(r.last_caught_up_timestamp)
        rows.append(
            [
                str(r.replica_id),
                uuid_to_str(r.directory_id),
                str(r.log_end_offset),
                str(leader.log_end_offset - r.log_end_offset),
                fetch,
                caught_up,
                status,
            ]
        )
    return rows


def format_replication(quorum: QuorumInfo, *, human_readable: bool = False, now_ms: int | None = None) -> str:
    """The table of `describe --replication`."""
    now = _now_ms() if now_ms is None else now_ms
    leader = _leader(quorum)
    rows = _rows(leader, [leader], "Leader", human_readable, now)
    rows += _rows(
        leader,
        [v for v in quorum.voters if v.replica_id != quorum.leader_id],
        "Follower",
        human_readable,
        now,
    )
    rows += _rows(leader, list(quorum.observers), "Observer", human_readable, now)
    widths = [len(h) for h in _HEADERS]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    lines = []
    for row in [list(_HEADERS), *rows]:
        lines.append("".join(cell.ljust(widths[i]) + "\t" for i, cell in enumerate(row)))
    return "\n".join(lines) + "\n"
