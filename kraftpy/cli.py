"""The `kraftpy` command: one entry point, Kafka-style subcommands and long flags.

Each subcommand lives in its own module exposing `register(subparsers)`, which adds an argparse parser whose
`func` attribute runs the command and returns the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# subcommand module paths, in the order `kraftpy --help` lists them
COMMANDS: tuple[str, ...] = (
    "kraftpy.node.storage_tool",
    "kraftpy.node.server_tool",
    "kraftpy.node.local_cluster",
    "kraftpy.node.healthcheck",
    "kraftpy.admin.dump_log",
    "kraftpy.admin.metadata_quorum",
    "kraftpy.admin.features",
    "kraftpy.admin.topics",
    "kraftpy.admin.consumer_groups",
    "kraftpy.admin.acls",
    "kraftpy.admin.configs",
    "kraftpy.admin.leader_election",
    "kraftpy.analytics.cli",
)


class UsageError(Exception):
    """A command-line mistake: printed as one line, exit code 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kraftpy",
        description="kraftpy: a Kafka-compatible broker and controller (KRaft, KIP-966, KIP-642, KIP-183).",
    )
    parser.add_argument("--version", action="version", version=f"kraftpy {_version()}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for path in COMMANDS:
        importlib.import_module(path).register(subparsers)
    return parser


def _version() -> str:
    from kraftpy import __version__

    return __version__


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    try:
        return int(func(args) or 0)
    except UsageError as e:
        print(f"kraftpy {args.command}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
