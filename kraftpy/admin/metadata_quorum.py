"""``kraftpy metadata-quorum``: describe the KRaft metadata quorum, as ``kafka-metadata-quorum.sh`` does.

::

    kraftpy metadata-quorum (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        describe (--status | --replication [--human-readable])

``--status`` prints the summary lines of Kafka's tool (``ClusterId:`` ... ``CurrentObservers:``, values aligned
at column 25); ``--replication`` prints the replication table (``NodeId DirectoryId LogEndOffset Lag
LastFetchTimestamp LastCaughtUpTimestamp Status``: each cell padded to its column's width and followed by a TAB;
the leader first, then the other voters, then the observers), with ``--human-readable`` timestamps as ``<n> ms ago``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from kraftpy.protocol.uuids import uuid_to_str
from kraftpy.storage.properties import PropertiesError, parse_properties

from .client import AdminClient, AdminConfigError, AdminError, QuorumInfo, QuorumReplica

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
    if getattr(args, "quorum_command", None) != "describe":
        raise TerseError("Unknown or missing command: use `describe`")
    if args.status and args.replication:
        raise TerseError(
            "Only one of --status or --replication should be specified with describe sub-command"
        )
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
    rows = [
        ("ClusterId:", cluster_id),
        ("LeaderId:", quorum.leader_id),
        ("LeaderEpoch:", quorum.leader_epoch),
        ("HighWatermark:", quorum.high_watermark),
        ("MaxFollowerLag:", max_lag),
        ("MaxFollowerLagTimeMs:", max_lag_time),
        ("CurrentVoters:", voters),
        ("CurrentObservers:", observers),
    ]
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
