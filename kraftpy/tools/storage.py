"""`kraftpy storage random-uuid | format | info`, like kafka-storage.

`format` writes `meta.properties` (version 1, cluster.id, node.id, directory.id) into every log directory and the
metadata directory. It refuses to touch a directory that is already formatted unless `--ignore-formatted` is given.

A dynamic quorum (voters kept in the metadata log, `controller.quorum.bootstrap.servers` instead of
`controller.quorum.voters`) is formatted with one of:

* `--standalone`: this controller is the only voter of a new quorum;
* `--initial-controllers id@host:port:directoryId,...`: the voters of a new quorum (each controller formatted with the
  same list; its metadata directory gets the directory id the list gives it);
* `--no-initial-controllers`: a controller that joins an existing quorum as an observer (a reassignment or
  `kraftpy metadata-quorum add-controller` makes it a voter later).

With the first two, the metadata directory gets the bootstrap snapshot `00000000000000000000-0000000000.checkpoint`
holding a VoterAssignmentMessage with those voters (their directory ids and controller endpoints) and the cluster id;
the first leader writes it into the log.
"""

from __future__ import annotations

import argparse
import re
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path

from kraftpy.node.config import ConfigError, NodeConfig, load_config
from kraftpy.node.metadata_log import metadata_partition_dir
from kraftpy.node.raft_role import controller_endpoints
from kraftpy.protocol.uuids import random_uuid, uuid_from_str, uuid_to_str
from kraftpy.raft.assignment import VoterAssignment
from kraftpy.raft.records import build_snapshot
from kraftpy.raft.voters import Endpoint, Voter, VoterSet
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import (
    MetaProperties,
    MetaPropertiesError,
    read_meta_properties,
    write_meta_properties,
)
from kraftpy.storage.snapshots import SnapshotId, SnapshotWriter
from kraftpy.tools import UsageError

# The metadata.version kraftpy formats clusters with: 4.1-IV1 (feature level 27). Whether ELR is on is another
# feature, eligible.leader.replicas.version: off unless `eligible.leader.replicas.enabled` (KIP-966's default).
METADATA_VERSION = "4.1-IV1"
FS = RealFileSystem()


@dataclass(frozen=True, slots=True)
class InitialController:
    node_id: int
    host: str
    port: int
    directory_id: uuid.UUID


def parse_initial_controllers(text: str) -> list[InitialController]:
    """`id@host:port:directoryId,...` as kafka-storage's --initial-controllers takes it."""
    out: list[InitialController] = []
    for item in [s.strip() for s in text.split(",") if s.strip()]:
        m = re.fullmatch(r"(\d+)@(\[[0-9A-Fa-f:.]+\]|[^:@\[\]]+):(\d+):([A-Za-z0-9_-]{22})", item)
        if not m:
            raise UsageError(f"--initial-controllers: expected id@host:port:directoryId, got {item!r}")
        host = m.group(2).strip("[]")
        port = int(m.group(3))
        if port > 65535:
            raise UsageError(f"--initial-controllers: invalid port in {item!r}")
        out.append(InitialController(int(m.group(1)), host, port, uuid_from_str(m.group(4))))
    if not out:
        raise UsageError("--initial-controllers: no controllers given")
    ids = [c.node_id for c in out]
    if len(set(ids)) != len(ids):
        raise UsageError("--initial-controllers: a node id appears twice")
    return out


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("storage", help="format and inspect log directories", description=__doc__)
    sub = p.add_subparsers(dest="storage_command", metavar="SUBCOMMAND", required=True)

    r = sub.add_parser("random-uuid", help="print a random cluster id (22 characters, base64)")
    r.set_defaults(func=cmd_random_uuid)

    f = sub.add_parser("format", help="write meta.properties into every log directory of a node")
    f.add_argument("--config", "-c", required=True, help="the node's server.properties")
    f.add_argument("--cluster-id", "-t", required=True, help="the cluster id (see `kraftpy storage random-uuid`)")
    f.add_argument("--ignore-formatted", "-g", action="store_true", help="skip directories that are already formatted")
    group = f.add_mutually_exclusive_group()
    group.add_argument(
        "--standalone",
        "-s",
        action="store_true",
        help="format this controller as the only voter of a new dynamic quorum",
    )
    group.add_argument(
        "--initial-controllers",
        "-I",
        metavar="ID@HOST:PORT:DIRID,...",
        help="the voters of a new dynamic quorum, with their metadata directory ids",
    )
    group.add_argument(
        "--no-initial-controllers",
        "-N",
        action="store_true",
        help="join an existing dynamic quorum as an observer first (no initial voter set)",
    )
    f.set_defaults(func=cmd_format)

    i = sub.add_parser("info", help="show what the node's log directories hold")
    i.add_argument("--config", "-c", required=True, help="the node's server.properties")
    i.set_defaults(func=cmd_info)


def cmd_random_uuid(args: argparse.Namespace) -> int:
    print(uuid_to_str(random_uuid()))
    return 0


def _config(path: str) -> NodeConfig:
    try:
        return load_config(path)
    except ConfigError as e:
        raise UsageError(f"invalid configuration: {e}") from None


def cmd_format(args: argparse.Namespace) -> int:
    config = _config(args.config)
    try:
        lines = format_command(
            config,
            args.cluster_id,
            ignore_formatted=args.ignore_formatted,
            standalone=args.standalone,
            initial_controllers=args.initial_controllers,
            no_initial_controllers=args.no_initial_controllers,
        )
    except FormatError as e:
        print(str(e), file=sys.stderr)
        return 1
    for line in lines:
        print(line)
    return 0


def format_command(
    config: NodeConfig,
    cluster_id: str,
    *,
    ignore_formatted: bool = False,
    standalone: bool = False,
    initial_controllers: str | None = None,
    no_initial_controllers: bool = False,
) -> list[str]:
    """`storage format`: the checks of the flags against the configuration, then `format_node`. Raises
    `UsageError` for a wrong combination, `FormatError` for a directory that cannot be formatted."""
    try:
        uuid_from_str(cluster_id)
    except ValueError:
        raise UsageError(f"Cluster ID string {cluster_id} does not appear to be a valid UUID") from None
    dynamic = standalone or bool(initial_controllers) or no_initial_controllers
    if dynamic and config.controller_quorum_voters:
        raise UsageError(
            "--standalone, --initial-controllers and --no-initial-controllers are for dynamic quorums; "
            "this configuration sets controller.quorum.voters"
        )
    if (standalone or initial_controllers) and not config.is_controller:
        raise UsageError("--standalone and --initial-controllers can only be used on a controller")
    if config.is_controller and not config.controller_quorum_voters and not dynamic:
        raise UsageError(
            "controller.quorum.voters is not set on this controller: give one of --standalone, "
            "--initial-controllers or --no-initial-controllers"
        )
    metadata_dir_id: uuid.UUID | None = None
    initial: VoterSet | None = None
    if initial_controllers:
        controllers = parse_initial_controllers(initial_controllers)
        mine = [c for c in controllers if c.node_id == config.node_id]
        if not mine:
            raise UsageError(f"--initial-controllers does not include this node ({config.node_id})")
        metadata_dir_id = mine[0].directory_id
        name = config.controller_listener_names[0]
        initial = VoterSet(Voter(c.node_id, c.directory_id, (Endpoint(name, c.host, c.port),)) for c in controllers)
    elif standalone:
        metadata_dir_id = random_uuid()
        initial = VoterSet([Voter(config.node_id, metadata_dir_id, controller_endpoints(config))])
    return format_node(
        config,
        cluster_id,
        ignore_formatted=ignore_formatted,
        metadata_dir_id=metadata_dir_id,
        dynamic=bool(dynamic),
        voter=bool(standalone or initial_controllers),
        initial_voters=initial,
    )


class FormatError(Exception):
    """A directory that cannot be formatted (already formatted, unreadable, not writable)."""


def format_node(
    config: NodeConfig,
    cluster_id: str,
    *,
    ignore_formatted: bool = False,
    metadata_dir_id: uuid.UUID | None = None,
    dynamic: bool = False,
    voter: bool = False,
    initial_voters: VoterSet | None = None,
) -> list[str]:
    """Write meta.properties into every directory of the node; return the lines to print. With `initial_voters` (a
    new dynamic quorum), the metadata directory also gets the bootstrap snapshot holding them.

    Every directory is checked before anything is written, so a mistake leaves nothing half-formatted.
    """
    to_format: list[str] = []
    for d in config.all_dirs:
        try:
            existing = read_meta_properties(FS, d)
        except MetaPropertiesError as e:
            raise FormatError(f"Error: {e}") from None
        if existing is None:
            to_format.append(d)
        elif not ignore_formatted:
            raise FormatError(
                f"Log directory {d} is already formatted. Use --ignore-formatted to ignore this directory "
                "and format the others."
            )
    if not to_format:
        return ["All of the log directories are already formatted."]
    lines = []
    for d in to_format:
        is_metadata = d == config.metadata_dir
        dir_id = metadata_dir_id if (is_metadata and metadata_dir_id is not None) else random_uuid()
        try:
            Path(d).mkdir(parents=True, exist_ok=True)
            meta = MetaProperties.model_validate(
                {"cluster.id": cluster_id, "node.id": config.node_id, "directory.id": uuid_to_str(dir_id)}
            )
            write_meta_properties(FS, d, meta)
            if is_metadata and initial_voters is not None:
                write_bootstrap_snapshot(d, cluster_id, initial_voters)
        except OSError as e:
            raise FormatError(f"Error: cannot format {d}: {e.strerror or e}") from None
        if is_metadata and voter:
            kind = "dynamic metadata voter directory"
        elif is_metadata and dynamic:
            kind = "dynamic metadata directory"
        elif is_metadata:
            kind = "metadata directory"
        else:
            kind = "data directory"
        lines.append(f"Formatting {kind} {d} with metadata.version {METADATA_VERSION}.")
    return lines


def write_bootstrap_snapshot(metadata_dir: str, cluster_id: str, voters: VoterSet) -> str:
    """`<metadata_dir>/__cluster_metadata-0/00000000000000000000-0000000000.checkpoint` with the initial voters."""

    directory = metadata_partition_dir(metadata_dir)
    Path(directory).mkdir(parents=True, exist_ok=True)
    data = build_snapshot(
        [],
        epoch=0,
        timestamp=0,
        last_contained_log_timestamp=-1,
        voters=VoterAssignment(voters, None, cluster_id).to_message(),
    )
    writer = SnapshotWriter(FS, directory, SnapshotId(0, 0))
    writer.append(data)
    return writer.freeze()


def cmd_info(args: argparse.Namespace) -> int:
    config = _config(args.config)
    found: list[str] = []
    problems: list[str] = []
    metas: dict[str, MetaProperties] = {}
    for d in config.all_dirs:
        if not Path(d).is_dir():
            problems.append(f"{d} does not exist")
            continue
        found.append(d)
        try:
            meta = read_meta_properties(FS, d)
        except MetaPropertiesError as e:
            problems.append(str(e))
            continue
        if meta is None:
            problems.append(f"{d} is not formatted.")
        else:
            metas[d] = meta
    clusters = {m.cluster_id or "" for m in metas.values()}
    if len(clusters) > 1:
        problems.append(f"the log directories belong to different clusters: {', '.join(sorted(clusters))}")
    for d, m in metas.items():
        if m.node_id != config.node_id:
            problems.append(f"{d} was formatted for node {m.node_id}, but node.id is {config.node_id}")
    if found:
        print("Found log director" + ("y:" if len(found) == 1 else "ies:"))
        for d in found:
            print(f"  {d}")
        print()
    for d, m in metas.items():
        fields = ", ".join(f"{k}={v}" for k, v in sorted(m.to_properties().items()))
        print(f"Found metadata in {d}: {{{fields}}}")
    if metas:
        print()
    if problems:
        print("Found problem" + (":" if len(problems) == 1 else "s:"))
        for p in problems:
            print(f"  {p}")
        print()
        return 1
    return 0
