"""`kraftpy server start CONFIG [--override key=value ...]`: run one node in the foreground."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import textwrap

from kraftpy.node.config import ConfigError, describe_settings, load_config, settings_not_acted_on
from kraftpy.tools import UsageError


def _settings_help() -> str:
    rows = describe_settings()
    width = max(len(name) for name, _, _ in rows)
    lines = ["settings (server.properties keys; KAFKA_* environment variables map to them, e.g. KAFKA_NODE_ID):"]
    for name, default, about in rows:
        lines.append(f"  {name:<{width}}  {about}" + (f" [default: {default}]" if default else ""))
    lines.append("")
    lines.append(
        "Kafka 4.0 broker settings kraftpy accepts and does not act on (a warning at start-up names each one set):"
    )
    lines.extend(
        textwrap.wrap(" ".join(settings_not_acted_on()), width=116, initial_indent="  ", subsequent_indent="  ")
    )
    return "\n".join(lines)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("server", help="run a node")
    sub = p.add_subparsers(dest="server_command", metavar="SUBCOMMAND", required=True)
    s = sub.add_parser(
        "start",
        help="start a node in the foreground (SIGTERM/SIGINT stops it gracefully)",
        description="Start a kraftpy node from a Kafka server.properties file. Settings come from the file, then "
        "from KAFKA_* environment variables, then from --override. The log directories must have been "
        "formatted with `kraftpy storage format`.",
        epilog=_settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    s.add_argument("config", help="the node's server.properties")
    s.add_argument(
        "--override", action="append", default=[], metavar="KEY=VALUE", help="override a setting (repeatable)"
    )
    s.set_defaults(func=cmd_start)


def parse_overrides(items: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--override expects KEY=VALUE, got {item!r}")
        out[key.strip()] = value
    return out


def cmd_start(args: argparse.Namespace) -> int:
    # imported here, not at the top: the node (broker, controller, raft, ...) is loaded only by the command that
    # runs one, so `kraftpy --help` and every other command (which build the same parser) stay light
    from kraftpy.node.server import configure_logging, install_event_loop, serve

    warnings: list[str] = []
    try:
        config = load_config(
            args.config, environ=os.environ, overrides=parse_overrides(args.override), warnings=warnings
        )
    except ConfigError as e:
        print(f"kraftpy server start: configuration error: {e}", file=sys.stderr)
        return 2
    configure_logging(config.log_level)
    for w in warnings:
        logging.getLogger("kraftpy.node.config").warning("%s", w)
    install_event_loop()
    return asyncio.run(serve(config))
