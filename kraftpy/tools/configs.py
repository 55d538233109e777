"""``kraftpy configs``: describe and alter the configs of users (SCRAM credentials and client quotas), clients and
ips (client quotas), topics, brokers and groups, as ``kafka-configs.sh`` does.

::

    kraftpy configs (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        --describe --entity-type users|clients|ips|topics|brokers|groups [--entity-name N | --entity-default]
        --alter --entity-type users|clients|ips|topics|brokers|groups (--entity-name N | --entity-default)
            [--add-config 'K=V,...'] [--delete-config 'K,...']

Client quotas (users, clients, ips): ``--add-config 'producer_byte_rate=1048576,consumer_byte_rate=2097152,
request_percentage=50,controller_mutation_rate=10'`` (ips: ``connection_creation_rate=10``) sets them,
``--delete-config producer_byte_rate`` removes them (AlterClientQuotas). A user and a client id together: give
``--entity-type users --entity-name alice --entity-type clients --entity-name c1`` (names in the order of the
types; ``--entity-default`` stands for the name of the last type without one). ``--describe`` prints
``Quota configs for user-principal 'alice', client-id 'c1' are producer_byte_rate=1048576.0`` for each entity
matched (without a name: every entity of the type; the default: ``the default user-principal``).

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
from kraftpy.admin.quota_client import ClientQuotaAlteration, ClientQuotaFilter, entity_key
from kraftpy.metadata.config_types import ResourceType
from kraftpy.metadata.configs import ConfigSource
from kraftpy.metadata.quotas import CLIENT_ID, IP, USER

__all__ = ["parse_config_list", "register", "run"]

TOPIC, BROKER, GROUP = int(ResourceType.TOPIC), int(ResourceType.BROKER), int(ResourceType.GROUP)
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
        "--entity-type",
        action="append",
        choices=("users", "clients", "ips", "topics", "brokers", "groups"),
        help="users, clients, ips, topics, brokers or groups (users and clients may be given together)",
    )
    p.add_argument("--entity-name", action="append", help="the user, client id, ip, topic, broker id or group")
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
    types: list[str] = (
        list(args.entity_type or []) if isinstance(args.entity_type, list | tuple) else [args.entity_type]
    )
    names: list[str] = (
        list(args.entity_name or []) if isinstance(args.entity_name, list | tuple) else [args.entity_name]
    )
    args.entity_types = [t for t in types if t is not None]
    args.entity_names = [n for n in names if n is not None]
    args.entity_type = args.entity_types[0] if args.entity_types else None
    args.entity_name = args.entity_names[0] if args.entity_names else None
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
            quota_user = args.entity_type == "users" and _quota_keys(args)
            if args.entity_type in ("clients", "ips") or len(args.entity_types) > 1 or quota_user:
                return await _quotas(admin, args, out)
            if args.entity_type == "users":
                if args.describe:
                    await _describe_quotas(admin, args, out)
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


# -- client quotas -----------------------------------------------------------------------------------------------

_QUOTA_TYPES = {"users": USER, "clients": CLIENT_ID, "ips": IP}
_QUOTA_LABELS = {USER: "user-principal", CLIENT_ID: "client-id", IP: "ip"}


def _quota_keys(args: argparse.Namespace) -> bool:
    """Whether --add-config / --delete-config name client quota keys (users: rather than SCRAM mechanisms)."""
    keys = list(parse_config_list(args.add_config or ""))
    keys += [k.strip() for k in (args.delete_config or "").split(",") if k.strip()]
    return bool(keys) and all(k.upper() not in SCRAM_MECHANISMS for k in keys)


def _quota_entity(args: argparse.Namespace, *, alter: bool) -> list[tuple[str, str | None, bool]]:
    """(entity type, name, default) per --entity-type, names given in order, --entity-default for the last one
    without a name; (type, None, False) when neither (describe: any entity of the type)."""
    types = args.entity_types
    for t in types:
        if t not in _QUOTA_TYPES:
            raise ConfigCommandError(f"--entity-type {t} cannot be combined with client quota entity types")
    if len(set(types)) != len(types):
        raise ConfigCommandError("an --entity-type is given twice")
    if IP in [_QUOTA_TYPES[t] for t in types] and len(types) > 1:
        raise ConfigCommandError("ips cannot be combined with users or clients")
    names = list(args.entity_names)
    if len(names) > len(types):
        raise ConfigCommandError("more --entity-name than --entity-type")
    out: list[tuple[str, str | None, bool]] = [(_QUOTA_TYPES[t], None, False) for t in types]
    for i, name in enumerate(names):
        out[i] = (out[i][0], name, False)
    if args.entity_default:
        if len(names) == len(types):
            raise ConfigCommandError("--entity-default given for an entity type with a name")
        out[len(names)] = (out[len(names)][0], None, True)
    if alter and any(n is None and not d for _t, n, d in out):
        raise ConfigCommandError("--entity-name or --entity-default must be specified with --alter")
    return out


def _entity_text(entity: tuple[tuple[str, str | None], ...]) -> str:
    parts = []
    for t, n in sorted(entity, key=lambda p: [USER, CLIENT_ID, IP].index(p[0])):
        label = _QUOTA_LABELS[t]
        parts.append(f"the default {label}" if n is None else f"{label} '{n}'")
    return ", ".join(parts)


def _number(value: float) -> str:
    return repr(float(value))


async def _describe_quotas(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> int:
    comps = [ClientQuotaFilter(t, name=n, default=d) for t, n, d in _quota_entity(args, alter=False)]
    found = await admin.describe_client_quotas(comps, strict=True)
    for entity, values in sorted(found.items(), key=lambda kv: [(t, n or "") for t, n in kv[0]]):
        text = ", ".join(f"{k}={_number(v)}" for k, v in sorted(values.items()))
        out.write(f"Quota configs for {_entity_text(entity)} are {text}\n")
    return 0


async def _quotas(admin: AdminClient, args: argparse.Namespace, out: TextIO) -> int:
    if args.describe:
        return await _describe_quotas(admin, args, out)
    parts = _quota_entity(args, alter=True)
    entity = {t: n for t, n, _d in parts}
    ops: dict[str, float | None] = {}
    for key, value in parse_config_list(args.add_config or "").items():
        try:
            ops[key] = float(value)
        except ValueError:
            raise ConfigCommandError(f"Invalid value {value!r} for {key}: a number is expected") from None
    for key in (k.strip() for k in (args.delete_config or "").split(",") if k.strip()):
        ops[key] = None
    result = await admin.alter_client_quotas([ClientQuotaAlteration(entity, ops)])
    error = result.get(entity_key(entity))
    if error is None and len(result) == 1:
        error = next(iter(result.values()))
    if error is not None:
        raise error
    if len(parts) == 1:
        t, n, _d = parts[0]
        singular = {USER: "user", CLIENT_ID: "client", IP: "ip"}[t]
        if n is None:
            out.write(f"Completed updating default config for {singular}s in the cluster.\n")
        else:
            out.write(f"Completed updating config for {singular} {n}.\n")
    else:
        out.write(f"Completed updating config for entity: {_entity_text(entity_key(entity))}.\n")
    return 0
