"""The `kraftpy` command: one entry point, Kafka-style subcommands and long flags (`python -m kraftpy` and the
`kraftpy` console script run `main`).

Each subcommand lives in its own module of `kraftpy.tools` exposing `register(subparsers)`, which adds an argparse
parser whose `func` attribute runs the command and returns the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from kraftpy import __version__
from kraftpy.tools import UsageError

# subcommand module paths, in the order `kraftpy --help` lists them
COMMANDS: tuple[str, ...] = (
    "kraftpy.tools.storage",
    "kraftpy.tools.server",
    "kraftpy.tools.local_cluster",
    "kraftpy.tools.healthcheck",
    "kraftpy.tools.dump_log",
    "kraftpy.tools.metadata_quorum",
    "kraftpy.tools.features",
    "kraftpy.tools.topics",
    "kraftpy.tools.consumer_groups",
    "kraftpy.tools.transactions",
    "kraftpy.tools.acls",
    "kraftpy.tools.configs",
    "kraftpy.tools.leader_election",
    "kraftpy.tools.reassign_partitions",
    "kraftpy.tools.log_dirs",
    "kraftpy.tools.analytics",
    "kraftpy.tools.what_if",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kraftpy",
        description="kraftpy: a Kafka-compatible broker and controller (KRaft, KIP-966, KIP-642, KIP-183).",
    )
    parser.add_argument("--version", action="version", version=f"kraftpy {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for path in COMMANDS:
        importlib.import_module(path).register(subparsers)
    return parser


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
