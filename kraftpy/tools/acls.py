"""``kraftpy acls``: add, list and remove ACLs, as ``kafka-acls.sh`` does.

::

    kraftpy acls (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        --add | --list | --remove [--force]
        [--topic T | --group G | --cluster | --transactional-id T ...] [--resource-pattern-type P]
        [--allow-principal P ... --allow-host H ...] [--deny-principal P ... --deny-host H ...]
        [--operation OP ...] [--producer] [--consumer] [--principal P]

Resources: each ``--topic``, ``--group``, ``--transactional-id`` (repeatable) and ``--cluster``. Pattern types:
LITERAL (the default of --add and --remove), PREFIXED, and for --list and --remove also ANY and MATCH (--list
without a resource lists every ACL). Operations: All, Read, Write, Create, Delete, Alter, Describe, ClusterAction,
DescribeConfigs, AlterConfigs, IdempotentWrite (case-insensitive). ``--producer`` adds WRITE, DESCRIBE and CREATE
on the topics; ``--consumer`` READ and DESCRIBE on the topics and READ on the group. A principal without hosts
gets ``*``.

Output as Kafka's tool prints it::

    Adding ACLs for resource `ResourcePattern(resourceType=TOPIC, name=orders, patternType=LITERAL)`:
     (principal=User:alice, host=*, operation=READ, permissionType=ALLOW)

    Current ACLs for resource `ResourcePattern(resourceType=TOPIC, name=orders, patternType=LITERAL)`:
     (principal=User:alice, host=*, operation=READ, permissionType=ALLOW)

Errors: ``Error while executing ACL command: <message>``, exit code 1.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections import defaultdict
from collections.abc import Iterable
from typing import TextIO

from kraftpy.admin.client import AdminClient, AdminConfigError, AdminError, load_client_properties
from kraftpy.admin.security_client import AclFilter
from kraftpy.metadata.acls import (
    CLUSTER_NAME,
    AclBinding,
    AclOperation,
    AclPermissionType,
    PatternType,
    ResourceType,
)

__all__ = ["register", "run"]

_OPERATIONS = {
    op.name.replace("_", "").lower(): op for op in AclOperation if op not in (AclOperation.UNKNOWN, AclOperation.ANY)
}
_PATTERNS = {p.name.lower(): p for p in (PatternType.ANY, PatternType.MATCH, PatternType.LITERAL, PatternType.PREFIXED)}


class AclCommandError(Exception):
    pass


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "acls",
        help="add, list or remove ACLs (like kafka-acls.sh)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--bootstrap-server", metavar="HOST:PORT", help="brokers to connect to")
    p.add_argument("--bootstrap-controller", metavar="HOST:PORT", help="controllers to connect to")
    p.add_argument("--command-config", metavar="FILE", help="properties file with the admin client's settings")
    p.add_argument("--add", action="store_true", help="add ACLs")
    p.add_argument("--list", action="store_true", help="list ACLs")
    p.add_argument("--remove", action="store_true", help="remove ACLs")
    p.add_argument("--force", action="store_true", help="remove without asking")
    p.add_argument("--topic", action="append", default=[], help="a topic (repeatable)")
    p.add_argument("--group", action="append", default=[], help="a consumer group (repeatable)")
    p.add_argument("--transactional-id", action="append", default=[], help="a transactional id (repeatable)")
    p.add_argument("--cluster", action="store_true", help="the cluster")
    p.add_argument("--resource-pattern-type", default=None, help="LITERAL, PREFIXED, ANY or MATCH")
    p.add_argument("--allow-principal", action="append", default=[], help="principal to allow (User:name)")
    p.add_argument("--deny-principal", action="append", default=[], help="principal to deny (User:name)")
    p.add_argument("--allow-host", action="append", default=[], help="host the allow principals may come from")
    p.add_argument("--deny-host", action="append", default=[], help="host the deny principals come from")
    p.add_argument("--operation", action="append", default=[], help="operation (repeatable); default All")
    p.add_argument("--producer", action="store_true", help="the ACLs a producer needs")
    p.add_argument("--consumer", action="store_true", help="the ACLs a consumer needs (with --group)")
    p.add_argument("--idempotent", action="store_true", help="with --producer (no extra ACL is needed)")
    p.add_argument("--principal", action="append", default=[], help="with --list: only this principal's ACLs")
    p.set_defaults(func=lambda args: asyncio.run(run(args, sys.stdout, sys.stderr)))


def _resources(args: argparse.Namespace, pattern: int) -> list[tuple[int, str, int]]:
    out: list[tuple[int, str, int]] = [(ResourceType.TOPIC, t, pattern) for t in args.topic]
    out += [(ResourceType.GROUP, g, pattern) for g in args.group]
    out += [(ResourceType.TRANSACTIONAL_ID, t, pattern) for t in args.transactional_id]
    if args.cluster:
        out.append((ResourceType.CLUSTER, CLUSTER_NAME, PatternType.LITERAL))
    return out


def _operations(names: Iterable[str]) -> list[AclOperation]:
    ops: list[AclOperation] = []
    for n in names:
        op = _OPERATIONS.get(n.replace("_", "").replace("-", "").lower())
        if op is None:
            raise AclCommandError(
                f"Invalid operation {n!r} (valid: All, Read, Write, Create, Delete, Alter, Describe, "
                "ClusterAction, DescribeConfigs, AlterConfigs, IdempotentWrite)"
            )
        ops.append(op)
    return ops


def _pattern(args: argparse.Namespace) -> int:
    name = (args.resource_pattern_type or "literal").lower()
    if name not in _PATTERNS:
        raise AclCommandError(f"Invalid resource pattern type {args.resource_pattern_type!r}")
    p = _PATTERNS[name]
    if args.add and p in (PatternType.ANY, PatternType.MATCH):
        raise AclCommandError(f"A '--resource-pattern-type' value of '{name}' is not valid when adding acls.")
    return p


def bindings_to_add(args: argparse.Namespace) -> list[AclBinding]:
    pattern = _pattern(args)
    resources = _resources(args, pattern)
    out: list[AclBinding] = []
    entries: list[tuple[str, str, int, int]] = []  # principal, host, operation, permission

    def entries_for(ops: list[AclOperation]) -> list[tuple[str, str, int, int]]:
        e: list[tuple[str, str, int, int]] = []
        for principals, hosts, perm in (
            (args.allow_principal, args.allow_host, AclPermissionType.ALLOW),
            (args.deny_principal, args.deny_host, AclPermissionType.DENY),
        ):
            for principal in principals:
                for host in hosts or ["*"]:
                    for op in ops:
                        e.append((principal, host, op, perm))
        return e

    if not (args.allow_principal or args.deny_principal):
        raise AclCommandError("You must specify one of: --allow-principal, --deny-principal when trying to add ACLs.")
    if args.producer or args.consumer:
        topics = [r for r in resources if r[0] == ResourceType.TOPIC]
        if not topics:
            raise AclCommandError("With --producer or --consumer you must specify a --topic")
        if args.consumer and not args.group:
            raise AclCommandError("With --consumer you must specify a --group")
        for t in topics:
            ops = []
            if args.producer:
                ops += [AclOperation.WRITE, AclOperation.DESCRIBE, AclOperation.CREATE]
            if args.consumer:
                ops += [AclOperation.READ, AclOperation.DESCRIBE]
            for principal, host, op, perm in entries_for(list(dict.fromkeys(ops))):
                out.append(AclBinding(t[0], t[1], t[2], principal, host, op, perm))
        if args.consumer:
            for g in (r for r in resources if r[0] == ResourceType.GROUP):
                for principal, host, op, perm in entries_for([AclOperation.READ]):
                    out.append(AclBinding(g[0], g[1], g[2], principal, host, op, perm))
        return out
    if not resources:
        raise AclCommandError("You must specify one of: --topic, --cluster, --group, --transactional-id")
    entries = entries_for(_operations(args.operation) or [AclOperation.ALL])
    for rtype, name, pat in resources:
        for principal, host, op, perm in entries:
            out.append(AclBinding(rtype, name, pat, principal, host, op, perm))
    return out


def _pattern_text(rtype: int, name: str, pattern: int) -> str:
    return (
        f"ResourcePattern(resourceType={ResourceType(rtype).name}, name={name}, "
        f"patternType={PatternType(pattern).name})"
    )


def _entry_text(b: AclBinding) -> str:
    return (
        f"(principal={b.principal}, host={b.host}, operation={AclOperation(b.operation).name}, "
        f"permissionType={AclPermissionType(b.permission_type).name})"
    )


def _print_grouped(out: TextIO, title: str, bindings: Iterable[AclBinding]) -> None:
    groups: dict[tuple[int, str, int], list[AclBinding]] = defaultdict(list)
    for b in bindings:
        groups[(b.resource_type, b.resource_name, b.pattern_type)].append(b)
    for key in sorted(groups):
        out.write(f"{title} `{_pattern_text(*key)}`: \n")
        for b in sorted(groups[key], key=_entry_text):
            out.write(f" \t{_entry_text(b)} \n")
        out.write("\n")


async def run(args: argparse.Namespace, out: TextIO, err: TextIO, confirm: TextIO | None = None) -> int:
    try:
        if sum((args.add, args.list, args.remove)) != 1:
            raise AclCommandError("Command must include exactly one action: --list, --add, --remove.")
        if (args.bootstrap_server is None) == (args.bootstrap_controller is None):
            raise AclCommandError("Only one of --bootstrap-server or --bootstrap-controller must be specified")
        config = {} if args.command_config is None else load_client_properties(args.command_config)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        admin = AdminClient(args.bootstrap_server, bootstrap_controllers=args.bootstrap_controller, config=config)
        to_add = bindings_to_add(args) if args.add else []
        async with admin:
            if args.add:
                return await _add(admin, to_add, out)
            if args.list:
                return await _list(admin, args, out)
            return await _remove(admin, args, out, confirm if confirm is not None else sys.stdin)
    except (AclCommandError, AdminConfigError, AdminError) as e:
        message = e.detail if isinstance(e, AdminError) else str(e)
        err.write(f"Error while executing ACL command: {message}\n")
        return 1


async def _current(admin: AdminClient, rtype: int, name: str, pattern: int) -> list[AclBinding]:
    return await admin.describe_acls(AclFilter(rtype, name, pattern))


async def _add(admin: AdminClient, bindings: list[AclBinding], out: TextIO) -> int:
    _print_grouped(out, "Adding ACLs for resource", bindings)
    results = await admin.create_acls(bindings)
    failed = [(b, r) for b, r in zip(bindings, results, strict=True) if r is not None]
    for b, r in failed:
        out.write(f"Error while adding ACLs: {r.detail} ({_entry_text(b)})\n")
    for key in sorted({(b.resource_type, b.resource_name, b.pattern_type) for b in bindings}):
        _print_grouped(out, "Current ACLs for resource", await _current(admin, *key))
    return 1 if failed else 0


def _filters(args: argparse.Namespace, default_pattern: int) -> list[AclFilter]:
    name = (args.resource_pattern_type or PatternType(default_pattern).name).lower()
    if name not in _PATTERNS:
        raise AclCommandError(f"Invalid resource pattern type {args.resource_pattern_type!r}")
    pattern = _PATTERNS[name]
    resources = _resources(args, pattern)
    principals = args.principal or args.allow_principal + args.deny_principal or [None]
    ops = _operations(args.operation) or [AclOperation.ANY]
    out = []
    targets: list[tuple[int, str | None, int]] = list(resources) or [(ResourceType.ANY, None, pattern)]
    for rtype, name, pat in targets:
        for principal in principals:
            for op in ops:
                out.append(AclFilter(rtype, name, pat, principal, None, op))
    return out


async def _list(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> int:
    found: dict[object, AclBinding] = {}
    for f in _filters(args, PatternType.ANY if not _resources(args, 0) else PatternType.LITERAL):
        for b in await admin.describe_acls(f):
            found[
                (b.resource_type, b.resource_name, b.pattern_type, b.principal, b.host, b.operation, b.permission_type)
            ] = b
    _print_grouped(out, "Current ACLs for resource", found.values())
    return 0


async def _remove(admin: AdminClient, args: argparse.Namespace, out: TextIO, confirm: TextIO) -> int:
    if not _resources(args, 0):
        raise AclCommandError("You must specify one of: --topic, --cluster, --group, --transactional-id")
    filters = _filters(args, PatternType.LITERAL)
    if not args.force:
        out.write("Are you sure you want to remove ACLs matching the given resources and principals? (y/n)\n")
        out.flush()
        if confirm.readline().strip().lower() not in ("y", "yes"):
            return 0
    results = await admin.delete_acls(filters)
    removed: list[AclBinding] = []
    failed = False
    for r in results:
        if isinstance(r, AdminError):
            out.write(f"Error while removing ACLs: {r.detail}\n")
            failed = True
        else:
            removed += r
    _print_grouped(out, "Removing ACLs for resource", removed)
    return 1 if failed else 0
