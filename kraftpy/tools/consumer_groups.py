"""``kraftpy consumer-groups``: list, describe, reset the offsets of and delete consumer groups, as
``kafka-consumer-groups.sh`` does.

::

    kraftpy consumer-groups --bootstrap-server H:P [--command-config F]
        --list [--state [STATES]] [--type [TYPES]]
        --describe (--group G | --all-groups) [--offsets | --members [--verbose] | --state]
        --reset-offsets (--group G | --all-groups) (--topic T[:P,P...] ... | --all-topics)
            (--to-earliest | --to-latest | --to-offset N | --shift-by N) [--dry-run | --execute]
        --delete (--group G ... | --all-groups)

Output as Kafka 4's tool prints it:

* ``--describe`` (``--offsets``, the default): a blank line, then ``GROUP TOPIC PARTITION CURRENT-OFFSET
  LOG-END-OFFSET LAG CONSUMER-ID HOST CLIENT-ID`` for every partition the group has an offset for or a member
  owns (``-`` where there is none); ``Consumer group 'G' has no active members.`` first when it has none, and
  ``Warning: Consumer group 'G' is rebalancing.`` while it rebalances; ``Consumer group 'G' does not exist.`` for an
  unknown group.
* ``--members``: ``GROUP CONSUMER-ID HOST CLIENT-ID #PARTITIONS`` (``--verbose`` adds ``ASSIGNMENT``).
* ``--state``: ``GROUP COORDINATOR (ID) ASSIGNMENT-STRATEGY STATE #MEMBERS``.
* ``--reset-offsets``: the group must have no active members (``Error: Assignments can only be reset if the group
  'G' is inactive, but the current state is S.``); prints ``GROUP TOPIC PARTITION NEW-OFFSET``; commits only with
  ``--execute`` (a warning says so otherwise). ``--to-offset`` and ``--shift-by`` are kept within the partition's
  earliest and latest offsets.
* ``--delete``: ``Deletion of requested consumer groups ('G') was successful.``, or the groups that failed and why.

Errors are printed as ``Error: <message>`` with exit code 1.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from typing import TextIO

from kraftpy.admin.client import AdminClient, AdminConfigError, AdminError, TopicPartition, load_client_properties
from kraftpy.admin.groups import EARLIEST, LATEST, GroupAdmin, GroupDescription

__all__ = ["register", "run"]

ACTIVE_STATES = ("PreparingRebalance", "CompletingRebalance", "Stable", "Assigning", "Reconciling")
REBALANCING = ("PreparingRebalance", "CompletingRebalance", "Assigning", "Reconciling")


class CommandError(Exception):
    pass


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "consumer-groups",
        help="list, describe, reset offsets of or delete consumer groups (like kafka-consumer-groups.sh)",
        description="List, describe, delete consumer groups and reset their offsets, as kafka-consumer-groups.sh does.",
    )
    p.add_argument(
        "--bootstrap-server",
        metavar="HOST:PORT",
        help="REQUIRED: host:port[,host:port...] of the brokers to connect to.",
    )
    p.add_argument("--command-config", metavar="FILE", help="Properties file with settings for the admin client.")
    actions = p.add_argument_group("actions (exactly one)")
    actions.add_argument("--list", action="store_true", help="List all consumer groups.")
    actions.add_argument("--describe", action="store_true", help="Describe consumer groups.")
    actions.add_argument("--reset-offsets", action="store_true", help="Reset the offsets of a consumer group.")
    actions.add_argument("--delete", action="store_true", help="Delete consumer groups.")
    p.add_argument("--group", action="append", metavar="GROUP", help="The consumer group (repeatable).")
    p.add_argument("--all-groups", action="store_true", help="Every group.")
    p.add_argument(
        "--topic",
        action="append",
        metavar="TOPIC[:P,P...]",
        help="With --reset-offsets: a topic, optionally with partitions (repeatable).",
    )
    p.add_argument("--all-topics", action="store_true", help="With --reset-offsets: every topic of the group.")
    p.add_argument("--offsets", action="store_true", help="With --describe: the offsets (the default).")
    p.add_argument("--members", action="store_true", help="With --describe: the members.")
    p.add_argument("--verbose", action="store_true", help="With --members: the assignments too.")
    p.add_argument(
        "--state",
        nargs="?",
        const="",
        default=None,
        metavar="STATES",
        help="With --describe: the group's state; with --list: show the states (or only these, comma separated).",
    )
    p.add_argument(
        "--type",
        nargs="?",
        const="",
        default=None,
        metavar="TYPES",
        help="With --list: show the group types (or only these: classic, consumer).",
    )
    spec = p.add_argument_group("reset specifications (exactly one with --reset-offsets)")
    spec.add_argument("--to-earliest", action="store_true", help="Reset to the earliest offset.")
    spec.add_argument("--to-latest", action="store_true", help="Reset to the latest offset.")
    spec.add_argument("--to-offset", type=int, metavar="N", help="Reset to offset N.")
    spec.add_argument("--shift-by", type=int, metavar="N", help="Move the current offset by N (may be negative).")
    p.add_argument("--dry-run", action="store_true", help="Only show the result (the default).")
    p.add_argument("--execute", action="store_true", help="Commit the new offsets.")
    p.add_argument("--timeout", type=int, default=5000, metavar="MS", help="Timeout of the calls (ms).")
    p.set_defaults(func=cmd_consumer_groups)


def cmd_consumer_groups(args: argparse.Namespace) -> int:
    return asyncio.run(run(args, sys.stdout, sys.stderr))


def validate(args: argparse.Namespace) -> None:
    actions = [a for a in ("list", "describe", "reset_offsets", "delete") if getattr(args, a)]
    if len(actions) != 1:
        raise CommandError("Command must include exactly one action: --list, --describe, --delete, --reset-offsets")
    if not args.bootstrap_server:
        raise CommandError('Missing required argument "[bootstrap-server]"')
    if actions[0] in ("describe", "reset_offsets", "delete") and not args.group and not args.all_groups:
        raise CommandError(f"Option [{actions[0].replace('_', '-')}] takes one of these options: [all-groups], [group]")
    if args.reset_offsets:
        specs = [s for s in ("to_earliest", "to_latest") if getattr(args, s)]
        specs += [s for s in ("to_offset", "shift_by") if getattr(args, s) is not None]
        if len(specs) != 1:
            raise CommandError(
                "Option [reset-offsets] takes exactly one of [to-earliest], [to-latest], [to-offset], [shift-by]"
            )
        if not args.topic and not args.all_topics:
            raise CommandError("Option [reset-offsets] takes one of these options: [all-topics], [topic]")
        if args.dry_run and args.execute:
            raise CommandError("Option [reset-offsets] only accepts one of [execute], [dry-run]")
    if args.describe and sum(bool(x) for x in (args.offsets, args.members, args.state is not None)) > 1:
        raise CommandError("Option [describe] takes at most one of these options: [members], [offsets], [state]")


async def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        validate(args)
    except CommandError as e:
        err.write(f"Error: {e}\n")
        err.write("Run `kraftpy consumer-groups --help` for the options.\n")
        return 1
    try:
        config = {} if args.command_config is None else load_client_properties(args.command_config)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        admin = AdminClient(args.bootstrap_server, config=config, default_api_timeout_ms=max(args.timeout, 1))
    except AdminConfigError as e:
        err.write(f"Error: {e}\n")
        return 1
    try:
        async with admin:
            return await _execute(GroupAdmin(admin), args, out)
    except (CommandError, AdminError) as e:
        message = e.detail if isinstance(e, AdminError) else str(e)
        out.write(f"Error: {message}\n")
        out.flush()
        return 1
    finally:
        out.flush()


async def _execute(groups: GroupAdmin, args: argparse.Namespace, out: TextIO) -> int:
    if args.list:
        return await _list(groups, args, out)
    names = list(args.group or [])
    if args.all_groups:
        names = [g.group_id for g in await groups.list_groups()]
    if args.describe:
        for name in names:
            await _describe(groups, name, args, out)
        return 0
    if args.reset_offsets:
        for name in names:
            await _reset(groups, name, args, out)
        return 0
    return await _delete(groups, names, out)


def _table(rows: Sequence[Sequence[object]]) -> list[str]:
    """Columns as wide as their widest cell, separated by a space, left aligned (Kafka's %-Ns formats)."""
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    return [" ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]


async def _list(groups: GroupAdmin, args: argparse.Namespace, out: TextIO) -> int:
    states = [s.strip() for s in (args.state or "").split(",") if s.strip()]
    types = [t.strip().lower() for t in (args.type or "").split(",") if t.strip()]
    listings = await groups.list_groups(states=states, types=types)
    if args.state is None and args.type is None:
        for g in listings:
            out.write(f"{g.group_id}\n")
        return 0
    header: list[object] = ["GROUP"]
    if args.state is not None:
        header.append("STATE")
    if args.type is not None:
        header.append("TYPE")
    rows: list[list[object]] = [header]
    for g in listings:
        row: list[object] = [g.group_id]
        if args.state is not None:
            row.append(g.state)
        if args.type is not None:
            row.append(g.type.capitalize())
        rows.append(row)
    for line in _table(rows):
        out.write(line + "\n")
    return 0


def _status(d: GroupDescription, out: TextIO) -> bool:
    """The notes Kafka prints before a description; False when the group does not exist."""
    if d.state == "Dead":
        out.write(f"\nConsumer group '{d.group_id}' does not exist.\n")
        return False
    if d.state in REBALANCING:
        out.write(f"\nWarning: Consumer group '{d.group_id}' is rebalancing.\n")
    if not d.members:
        out.write(f"\nConsumer group '{d.group_id}' has no active members.\n")
    return True


async def _describe(groups: GroupAdmin, name: str, args: argparse.Namespace, out: TextIO) -> None:
    d = await groups.describe_group(name)
    if args.state is not None:
        if d.state == "Dead":
            out.write(f"\nConsumer group '{name}' does not exist.\n")
            return
        host, port, node = d.coordinator[1], d.coordinator[2], d.coordinator[0]
        rows: list[list[object]] = [
            ["GROUP", "COORDINATOR (ID)", "ASSIGNMENT-STRATEGY", "STATE", "#MEMBERS"],
            [name, f"{host}:{port} ({node})", d.assignor or "", d.state, len(d.members)],
        ]
        out.write("\n")
        for line in _table(rows):
            out.write(line + "\n")
        return
    if not _status(d, out):
        return
    if args.members:
        if not d.members:
            return
        header: list[object] = ["GROUP", "CONSUMER-ID", "HOST", "CLIENT-ID", "#PARTITIONS"]
        if args.verbose:
            header.append("ASSIGNMENT")
        rows = [header]
        for m in sorted(d.members, key=lambda m: (-len(m.assignment), m.member_id)):
            row: list[object] = [name, m.member_id, m.host, m.client_id, len(m.assignment)]
            if args.verbose:
                by_topic: dict[str, list[int]] = {}
                for tp in m.assignment:
                    by_topic.setdefault(tp.topic, []).append(tp.partition)
                row.append(
                    ",".join(f"{t}({','.join(map(str, sorted(ps)))})" for t, ps in sorted(by_topic.items())) or "-"
                )
            rows.append(row)
        out.write("\n")
        for line in _table(rows):
            out.write(line + "\n")
        return
    committed = await groups.list_group_offsets(name)
    owner: dict[TopicPartition, tuple[str, str, str]] = {}
    for m in d.members:
        for tp in m.assignment:
            owner[tp] = (m.member_id, m.host, m.client_id)
    partitions = sorted(set(committed) | set(owner), key=lambda tp: (tp.topic, tp.partition))
    ends = await groups.list_offsets(partitions, LATEST) if partitions else {}
    rows = [
        ["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID", "HOST", "CLIENT-ID"]
    ]
    for tp in partitions:
        current = committed.get(tp)
        end = ends.get(tp)
        lag = end - current.offset if current is not None and end is not None else None
        member = owner.get(tp, ("-", "-", "-"))
        rows.append(
            [
                name,
                tp.topic,
                tp.partition,
                "-" if current is None else current.offset,
                "-" if end is None else end,
                "-" if lag is None else lag,
                *member,
            ]
        )
    out.write("\n")
    for line in _table(rows):
        out.write(line + "\n")


async def _reset(groups: GroupAdmin, name: str, args: argparse.Namespace, out: TextIO) -> None:
    d = await groups.describe_group(name)
    if d.state in ACTIVE_STATES:
        raise CommandError(
            f"Assignments can only be reset if the group '{name}' is inactive, but the current state is {d.state}."
        )
    committed = await groups.list_group_offsets(name)
    if args.all_topics:
        partitions = sorted(committed, key=lambda tp: (tp.topic, tp.partition))
    else:
        topics = await groups.topic_partitions([t.split(":", 1)[0] for t in args.topic])
        partitions = []
        for spec in args.topic:
            topic, _, parts = spec.partition(":")
            if topic not in topics.partitions:
                raise CommandError(f"The topic '{topic}' does not exist or has no partitions.")
            chosen = [int(p) for p in parts.split(",") if p.strip()] if parts else topics.partitions[topic]
            partitions.extend(TopicPartition(topic, p) for p in chosen)
    if not partitions:
        raise CommandError(f"No partitions to reset for group '{name}'.")
    earliest = await groups.list_offsets(partitions, EARLIEST)
    latest = await groups.list_offsets(partitions, LATEST)
    new: dict[TopicPartition, int] = {}
    for tp in partitions:
        lo, hi = earliest[tp], latest[tp]
        if args.to_earliest:
            target = lo
        elif args.to_latest:
            target = hi
        elif args.to_offset is not None:
            target = args.to_offset
        else:
            current = committed.get(tp)
            target = (current.offset if current is not None else lo) + args.shift_by
        new[tp] = min(max(target, lo), hi)
    if args.execute:
        results = await groups.alter_group_offsets(name, new)
        failed = [(tp, e) for tp, e in results.items() if e is not None]
        if failed:
            tp, e = failed[0]
            raise CommandError(f"Resetting the offset of {tp} failed: {e.detail}")
    rows: list[list[object]] = [["GROUP", "TOPIC", "PARTITION", "NEW-OFFSET"]]
    rows += [[name, tp.topic, tp.partition, off] for tp, off in new.items()]
    out.write("\n")
    for line in _table(rows):
        out.write(line + "\n")
    if not args.execute:
        out.write(
            "\nWARN: No action will be performed as the --execute option is missing. In a future major "
            "release, the default behavior of this command will be to prompt the user before executing the "
            "reset rather than doing a dry run. You should add the --dry-run option explicitly if you are "
            "scripting this command and want to keep the current default behavior without prompting.\n"
            if not args.dry_run
            else ""
        )


async def _delete(groups: GroupAdmin, names: list[str], out: TextIO) -> int:
    results = await groups.delete_groups(names)
    failed = {g: e for g, e in results.items() if e is not None}
    if not failed:
        joined = ", ".join(f"'{g}'" for g in names)
        out.write(f"Deletion of requested consumer groups ({joined}) was successful.\n")
        return 0
    out.write("Error: Deletion of some consumer groups failed:\n")
    for g, e in failed.items():
        out.write(f"* Group '{g}' could not be deleted due to: {e.name}: {e.detail}\n")
    ok = [g for g in names if g not in failed]
    if ok:
        out.write(f"These consumer groups were deleted successfully: {', '.join(repr(g) for g in ok)}\n")
    return 1
