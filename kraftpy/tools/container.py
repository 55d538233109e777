"""The entrypoint of kraftpy's container image: `python -m kraftpy.tools.container [COMMAND ...]`.

Without a command it starts a node, as Apache Kafka's image does:

1. the settings come from `KAFKA_*` environment variables, mapped as the official Kafka image maps them
   (`KAFKA_NODE_ID` -> `node.id`, `KAFKA_CONTROLLER_QUORUM_VOTERS` -> `controller.quorum.voters`, `__` -> `_`,
   `___` -> `-`). The image's own defaults are `log.dirs=/var/lib/kafka/data` (its volume) and
   `kraftpy.metrics.listener=:9404` (the metrics endpoint on the node's own host: the host it advertises, so
   localhost in the single-node default; `KAFKA_KRAFTPY_METRICS_LISTENER=0.0.0.0:9404` serves it on every
   interface of the container, as compose.yaml does for Prometheus); when no `KAFKA_*` setting is given at all, the
   node is a single combined broker and controller (id 1) listening on 9092 (advertised as localhost:9092) with its
   controller on 9093.
   A bad value stops the container with one line naming the variable (exit code 2);
2. the merged settings are written to `/etc/kraftpy/server.properties` (`KRAFTPY_CONFIG_FILE` elsewhere), which
   `kraftpy healthcheck --config` reads too;
3. on the first start only, the log directories are formatted with `CLUSTER_ID` (the same on every node of a
   cluster; see `kraftpy storage random-uuid`); a single-node default container makes one up. Later starts find
   the directories formatted and leave them as they are (a `CLUSTER_ID` that differs from theirs is an error).
   A controller of a dynamic quorum (`KAFKA_CONTROLLER_QUORUM_BOOTSTRAP_SERVERS` without voters) is formatted with
   `--standalone` when `KRAFTPY_STANDALONE=true`, with `--initial-controllers $KRAFTPY_INITIAL_CONTROLLERS` when
   that is set, and with `--no-initial-controllers` otherwise;
4. the same process then runs the node as `kraftpy server start /etc/kraftpy/server.properties` does, so the node
   is the container's first process and `docker stop`'s SIGTERM starts its controlled shutdown.

With a command (`docker run IMAGE kraftpy topics ...`, `docker run -it IMAGE bash`) the command is run instead.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import FrameType
from typing import Any

from kraftpy.node.config import (
    ConfigError,
    NodeConfig,
    config_from_properties,
    env_to_properties,
    kafka_string,
)
from kraftpy.protocol.uuids import random_uuid, uuid_from_str, uuid_to_str
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import MetaPropertiesError, read_meta_properties
from kraftpy.tools import UsageError
from kraftpy.tools.server import cmd_start
from kraftpy.tools.storage import cmd_format

__all__ = [
    "CONTAINER_DEFAULTS",
    "SINGLE_NODE_DEFAULTS",
    "ContainerError",
    "container_properties",
    "env_name",
    "format_options",
    "main",
    "prepare",
]

CONFIG_FILE = "/etc/kraftpy/server.properties"
DATA_DIR = "/var/lib/kafka/data"

# set in every container unless a KAFKA_* variable says otherwise
CONTAINER_DEFAULTS: dict[str, str] = {
    "log.dirs": DATA_DIR,
    "kraftpy.metrics.listener": ":9404",  # the node's own host, not every interface
}

# a container started without any KAFKA_* setting: one combined node, reachable from the host on localhost:9092
SINGLE_NODE_DEFAULTS: dict[str, str] = {
    "process.roles": "broker,controller",
    "node.id": "1",
    "controller.quorum.voters": "1@localhost:9093",
    "listeners": "PLAINTEXT://:9092,CONTROLLER://:9093",
    "advertised.listeners": "PLAINTEXT://localhost:9092",
    "controller.listener.names": "CONTROLLER",
    "inter.broker.listener.name": "PLAINTEXT",
}


class ContainerError(Exception):
    """The container cannot start the node: one line for `docker logs`, and the exit code."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def _env_names(environ: Mapping[str, str]) -> dict[str, str]:
    """Setting name -> the environment variable that gave it."""
    names: dict[str, str] = {}
    for name, value in environ.items():
        for key in env_to_properties({name: value}):
            names[key] = name
    return names


def env_name(key: str) -> str:
    """The `KAFKA_*` variable of a setting (`node.id` -> `KAFKA_NODE_ID`)."""
    return "KAFKA_" + key.upper().replace("_", "__").replace("-", "___").replace(".", "_")


def container_properties(environ: Mapping[str, str]) -> tuple[NodeConfig, dict[str, str]]:
    """The node's validated configuration and its settings as properties (defaults, then `KAFKA_*`)."""
    from_env = env_to_properties(environ)
    props = dict(CONTAINER_DEFAULTS)
    if not from_env:
        props.update(SINGLE_NODE_DEFAULTS)
    props.update(from_env)
    try:
        config = config_from_properties(props)
    except ConfigError as e:
        name = _env_names(environ).get(e.key) or (env_name(e.key) if e.key else "")
        where = f"{name} ({e.key})" if name else e.key
        raise ContainerError(
            f"configuration error: {where}: {e.problem}" if where else f"configuration error: {e.problem}"
        ) from None
    return config, props


def _write_properties(path: Path, props: Mapping[str, str]) -> None:
    lines = ["# written by the kraftpy container entrypoint from its KAFKA_* environment variables"]
    for key in sorted(props):
        value = props[key].replace("\\", "\\\\").replace("\n", "\\n")
        lines.append(f"{key}={value}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as e:
        raise ContainerError(f"cannot write {path}: {e.strerror or e}", 1) from None


def format_options(config: NodeConfig, environ: Mapping[str, str]) -> dict[str, Any]:
    """The dynamic-quorum options of `kraftpy storage format` for this node (all off for a static quorum)."""
    options: dict[str, Any] = {"standalone": False, "initial_controllers": None, "no_initial_controllers": False}
    if config.controller_quorum_voters or not config.is_controller:
        return options
    initial = environ.get("KRAFTPY_INITIAL_CONTROLLERS", "").strip()
    standalone = environ.get("KRAFTPY_STANDALONE", "").strip().lower()
    if standalone not in ("", "true", "false"):
        raise ContainerError(f"KRAFTPY_STANDALONE: expected true or false, got {standalone!r}")
    if initial and standalone == "true":
        raise ContainerError("KRAFTPY_STANDALONE=true and KRAFTPY_INITIAL_CONTROLLERS cannot be used together")
    if standalone == "true":
        options["standalone"] = True
    elif initial:
        options["initial_controllers"] = initial
    else:
        options["no_initial_controllers"] = True
    return options


def _formatted(config: NodeConfig) -> dict[str, str | None]:
    """Formatted directories of the node and their cluster ids."""

    found: dict[str, str | None] = {}
    for d in config.all_dirs:
        try:
            meta = read_meta_properties(RealFileSystem(), d)
        except MetaPropertiesError as e:
            raise ContainerError(str(e), 1) from None
        if meta is not None:
            found[d] = meta.cluster_id
    return found


def _is_single_node_default(config: NodeConfig) -> bool:
    voters = config.controller_quorum_voters
    return config.is_broker and config.is_controller and len(voters) == 1 and voters[0].node_id == config.node_id


def prepare(environ: Mapping[str, str], config_file: str | os.PathLike[str], out: list[str]) -> NodeConfig:
    """Write the configuration and format the log directories on the first start; lines to print go to `out`."""

    config, props = container_properties(environ)
    path = Path(config_file)
    _write_properties(path, props)
    cluster_id = environ.get("CLUSTER_ID", "").strip()
    if cluster_id:
        try:
            uuid_from_str(cluster_id)
        except ValueError:
            raise ContainerError(
                f"CLUSTER_ID: {cluster_id!r} is not a cluster id (22 characters of base64, "
                "see `kraftpy storage random-uuid`)"
            ) from None
    formatted = _formatted(config)
    ids = set(formatted.values())
    if len(ids) > 1:
        raise ContainerError(f"the log directories belong to different clusters: {', '.join(sorted(map(str, ids)))}", 1)
    existing = next(iter(ids)) if ids else None
    if existing is not None and cluster_id and cluster_id != existing:
        raise ContainerError(
            f"CLUSTER_ID: {cluster_id} differs from the cluster id {existing} the log directories were formatted with"
        )
    if len(formatted) == len(config.all_dirs):
        out.append(
            f"Log directories {', '.join(config.all_dirs)} are formatted (cluster {existing}); "
            "not formatting them again."
        )
        return config
    if not cluster_id:
        cluster_id = existing or ""
    if not cluster_id:
        if not _is_single_node_default(config):
            raise ContainerError(
                "CLUSTER_ID: is required to format the log directories on the first start "
                "(the same id on every node of a cluster, e.g. from `kraftpy storage random-uuid`)"
            )
        cluster_id = uuid_to_str(random_uuid())
    # `kraftpy storage format --ignore-formatted` with this configuration, in this process
    args = argparse.Namespace(
        config=os.fspath(path), cluster_id=cluster_id, ignore_formatted=True, **format_options(config, environ)
    )
    try:
        code = cmd_format(args)
    except UsageError as e:
        raise ContainerError(f"cannot format the log directories: {e}") from None
    if code != 0:
        raise ContainerError("formatting the log directories failed", code)
    return config


def _exec(argv: Sequence[str]) -> None:
    try:
        os.execvp(argv[0], list(argv))
    except OSError as e:
        raise ContainerError(f"cannot run {argv[0]}: {e.strerror or e}", 127) from None


def _stop_before_start(signum: int, frame: FrameType | None) -> None:
    # the container's first process gets no default signal handling: end at once when stopped while preparing
    sys.exit(128 + signum)


def main(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    env = os.environ if environ is None else environ
    if args:
        try:
            _exec(args)
        except ContainerError as e:
            print(f"kraftpy: {e}", file=sys.stderr, flush=True)
            return e.code
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, _stop_before_start)
    config_file = env.get("KRAFTPY_CONFIG_FILE") or CONFIG_FILE
    lines: list[str] = []
    try:
        config = prepare(env, config_file, lines)
    except ContainerError as e:
        print(f"kraftpy: {e}", file=sys.stderr, flush=True)
        return e.code
    for line in lines:
        print(line, flush=True)
    print(f"Starting node {config.node_id} ({kafka_string(config.process_roles)}) with {config_file}", flush=True)
    # `kraftpy server start CONFIG` in this process: the node is the container's first process, and its signal
    # handlers (a controlled shutdown on SIGTERM) replace the ones above

    return cmd_start(argparse.Namespace(config=os.fspath(config_file), override=[]))


if __name__ == "__main__":
    sys.exit(main())
