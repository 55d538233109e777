"""``kraftpy configs``: describe and alter the configs of users (SCRAM credentials), topics, brokers and groups, as
``kafka-configs.sh`` does.

::

    kraftpy configs (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        --describe --entity-type users|topics|brokers|groups [--entity-name N | --entity-default]
        --alter --entity-type users|topics|brokers|groups (--entity-name N | --entity-default)
            [--add-config 'K=V,...'] [--delete-config 'K,...']

Users: ``--add-config 'SCRAM-SHA-256=[iterations=8192,password=alice-secret],SCRAM-SHA-512=[password=...]'``
creates or replaces the user's SCRAM credentials (iterations default 4096; the salted password is computed here
with a random salt: the password never leaves the tool); ``--delete-config 'SCRAM-SHA-512'`` removes one.
``--describe`` prints ``SCRAM credential configs for user-principal 'alice' are SCRAM-SHA-256=iterations=8192``.

Topics, brokers and groups (KIP-848 group configs, e.g. ``consumer.session.timeout.ms``):
``--add-config 'retention.ms=1000,cleanup.policy=[delete,compact]'`` sets configs,
``--delete-config`` removes overrides (IncrementalAlterConfigs); ``--describe`` prints the dynamic configs:
``Dynamic configs for topic t are:`` then ``  retention.ms=1000 sensitive=false synonyms={...}``.

Output after --alter: ``Completed updating config for user alice.`` (topics: ``Completed updating config for
topic t.``; brokers: ``Completed updating config for broker 1.`` / ``Completed updating default config for brokers
in the cluster.``). Errors: ``Error while executing config command with args ...: <message>``, exit code 1.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from typing import TextIO

from kraftpy.admin.client import (
    AdminClient,
    AdminConfigError,
    AdminError,
    AlterConfigOp,
    AlterConfigOpType,
    ConfigResource,
    load_client_properties,
)
from kraftpy.metadata.configs import ConfigSource

__all__ = ["parse_config_list", "register", "run"]

TOPIC, BROKER, GROUP = 2, 4, 32
_WHAT = {TOPIC: "topic", BROKER: "broker", GROUP: "group"}
SCRAM_MECHANISMS = ("SCRAM-SHA-256", "SCRAM-SHA-512")
DEFAULT_ITERATIONS = 4096


class ConfigCommandError(Exception):
    pass


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "configs",
        help="describe or alter user (SCRAM), topic, broker and group configs (like kafka-configs.sh)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--bootstrap-server", metavar="HOST:PORT", help="brokers to connect to")
    p.add_argument("--bootstrap-controller", metavar="HOST:PORT", help="controllers to connect to")
    p.add_argument("--command-config", metavar="FILE", help="properties file with the admin client's settings")
    p.add_argument("--describe", action="store_true", help="describe configs")
    p.add_argument("--alter", action="store_true", help="alter configs")
    p.add_argument(
        "--entity-type", choices=("users", "topics", "brokers", "groups"), help="users, topics, brokers or groups"
    )
    p.add_argument("--entity-name", help="the user, topic, broker id or group")
    p.add_argument("--entity-default", action="store_true", help="the cluster-wide broker default")
    p.add_argument("--add-config", help="K=V pairs, comma separated ([a,b] for lists)")
    p.add_argument("--delete-config", help="config names to remove, comma separated")
    p.set_defaults(func=lambda args: asyncio.run(run(args, sys.stdout, sys.stderr)))


def parse_config_list(text: str) -> dict[str, str]:
    """`a=1,b=[x,y],SCRAM-SHA-256=[iterations=8192,password=p]` -> {"a": "1", "b": "x,y", ...}: commas inside
    brackets belong to the value."""
    out: dict[str, str] = {}
    for m in re.finditer(r"\s*([^=,\s][^=,]*)=(\[[^\]]*\]|[^,]*)\s*(?:,|$)", text):
        value = m.group(2)
        if value.startswith("[") and value.endswith("]"):
            value = value[1:-1]
        out[m.group(1).strip()] = value
    if text.strip() and not out:
        raise ConfigCommandError(
            f'Invalid entity config: all configs to be added must be in the format "key=val": {text}'
        )
    return out


def _scram_settings(value: str, mechanism: str) -> tuple[str, int]:
    settings = dict(part.split("=", 1) for part in value.split(",") if "=" in part)
    password = settings.get("password")
    if password is None:
        raise ConfigCommandError(f"{mechanism} needs password=...")
    try:
        iterations = int(settings.get("iterations", DEFAULT_ITERATIONS))
    except ValueError:
        raise ConfigCommandError(f"{mechanism}: iterations must be a number") from None
    return password, iterations


async def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        if args.describe == args.alter:
            raise ConfigCommandError("Command must include exactly one action: --describe, --alter")
        if args.entity_type is None:
            raise ConfigCommandError("--entity-type must be specified")
        if (args.bootstrap_server is None) == (args.bootstrap_controller is None):
            raise ConfigCommandError("Exactly one of --bootstrap-server or --bootstrap-controller must be specified")
        if args.alter and args.entity_name is None and not args.entity_default:
            raise ConfigCommandError("--entity-name or --entity-default must be specified with --alter")
        if args.alter and not (args.add_config or args.delete_config):
            raise ConfigCommandError("At least one of --add-config or --delete-config must be specified with --alter")
        config = {} if args.command_config is None else load_client_properties(args.command_config)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        admin = AdminClient(args.bootstrap_server, bootstrap_controllers=args.bootstrap_controller, config=config)
        async with admin:
            if args.entity_type == "users":
                return await _users(admin, args, out)
            return await _resources(admin, args, out)
    except (ConfigCommandError, AdminConfigError, AdminError, ValueError) as e:
        message = e.detail if isinstance(e, AdminError) else str(e)
        err.write(f"Error while executing config command with args '{_argv(args)}': {message}\n")
        return 1


def _argv(args: argparse.Namespace) -> str:
    parts = []
    for k in ("bootstrap_server", "bootstrap_controller", "entity_type", "entity_name", "add_config", "delete_config"):
        v = getattr(args, k)
        if v is not None:
            shown = re.sub(r"password=[^,\]]*", "password=[hidden]", str(v))
            parts.append(f"--{k.replace('_', '-')} {shown}")
    for k in ("describe", "alter", "entity_default"):
        if getattr(args, k):
            parts.append(f"--{k.replace('_', '-')}")
    return " ".join(parts)


async def _users(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> int:
    if args.describe:
        found = await admin.describe_user_scram_credentials([args.entity_name] if args.entity_name else None)
        for user, infos in found.items():
            if isinstance(infos, AdminError):
                if infos.error_code == 91 and args.entity_name:  # RESOURCE_NOT_FOUND: nothing to show
                    continue
                raise infos
            text = ", ".join(f"{i.mechanism}=iterations={i.iterations}" for i in infos)
            out.write(f"SCRAM credential configs for user-principal '{user}' are {text}\n")
        return 0
    user = args.entity_name
    ups = []
    for key, value in parse_config_list(args.add_config or "").items():
        mech = key.upper()
        if mech not in SCRAM_MECHANISMS:
            raise ConfigCommandError(f"Invalid config(s) for users: {key} (supported: {', '.join(SCRAM_MECHANISMS)})")
        password, iterations = _scram_settings(value, mech)
        ups.append((user, mech, password, iterations))
    dels = []
    for key in (k.strip() for k in (args.delete_config or "").split(",") if k.strip()):
        if key.upper() not in SCRAM_MECHANISMS:
            raise ConfigCommandError(f"Invalid config(s) for users: {key}")
        dels.append((user, key.upper()))
    result = await admin.alter_user_scram_credentials(ups, dels)
    error = result.get(user)
    if error is not None:
        raise error
    out.write(f"Completed updating config for user {user}.\n")
    return 0


def _resource(args: argparse.Namespace) -> ConfigResource:
    if args.entity_type == "topics":
        if not args.entity_name:
            raise ConfigCommandError("--entity-name must be specified for topics")
        return ConfigResource(TOPIC, args.entity_name)
    if args.entity_type == "groups":
        if not args.entity_name:
            raise ConfigCommandError("--entity-name must be specified for groups")
        return ConfigResource(GROUP, args.entity_name)
    return ConfigResource(BROKER, "" if args.entity_default else (args.entity_name or ""))


async def _resources(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> int:
    resource = _resource(args)
    what = _WHAT[resource.type]
    if args.describe:
        desc = (await admin.describe_configs([resource], include_synonyms=True))[resource]
        if desc.error is not None:
            raise desc.error
        dynamic = (
            ConfigSource.DYNAMIC_TOPIC_CONFIG,
            ConfigSource.DYNAMIC_BROKER_CONFIG,
            ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG,
            ConfigSource.GROUP_CONFIG,
        )
        label = f"{what} {resource.name}" if resource.name else "the default broker"
        out.write(f"Dynamic configs for {label} are:\n")
        for e in desc.entries:
            if e.source in dynamic:
                synonyms = ", ".join(f"{ConfigSource(s.source).name}:{s.name}={s.value}" for s in e.synonyms)
                value = "null" if e.is_sensitive else e.value
                out.write(f"  {e.name}={value} sensitive={str(e.is_sensitive).lower()} synonyms={{{synonyms}}}\n")
        return 0
    ops = [AlterConfigOp(k, v, AlterConfigOpType.SET) for k, v in parse_config_list(args.add_config or "").items()]
    ops += [
        AlterConfigOp(k.strip(), None, AlterConfigOpType.DELETE)
        for k in (args.delete_config or "").split(",")
        if k.strip()
    ]
    result = await admin.incremental_alter_configs({resource: ops})
    error = result.get(resource)
    if error is not None:
        raise error
    if resource.type == BROKER and not resource.name:
        out.write("Completed updating default config for brokers in the cluster.\n")
    else:
        out.write(f"Completed updating config for {what} {resource.name}.\n")
    return 0
