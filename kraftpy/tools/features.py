"""``kraftpy features``: describe and change the cluster's finalized feature levels, as ``kafka-features.sh`` does.

::

    kraftpy features (--bootstrap-server H:P | --bootstrap-controller H:P) [--command-config F]
        describe
        upgrade   (--feature NAME=LEVEL ... | --release-version V) [--dry-run]
        downgrade (--feature NAME=LEVEL ... | --release-version V) [--unsafe] [--dry-run]
        disable   --feature NAME ... [--unsafe] [--dry-run]

``describe`` asks a broker (or the active controller) with ApiVersions and prints one line per supported feature::

    Feature: eligible.leader.replicas.version          SupportedMinVersion: 0                SupportedMaxVersion: 1 ...

(``Feature: %-40s  SupportedMinVersion: %-15s  SupportedMaxVersion: %-15s  FinalizedVersionLevel: %-15s  Epoch:
%s``; metadata.version levels by name, ``4.1-IV1``; an unknown epoch as ``-``). The other commands send
UpdateFeatures to the controller (through a broker, which forwards it) and print per feature
``<feature> was upgraded to <level>.`` (``can be`` with ``--dry-run``, ``downgraded``, ``disabled.``) or
``Could not upgrade <feature> to <level>. <reason>``; when something failed the last line, on stderr, is
``N out of M operation(s) failed.`` and the exit code 1. Downgrades are safe ones unless ``--unsafe``.

Eligible Leader Replicas (KIP-966) on a running cluster::

    kraftpy features --bootstrap-server 127.0.0.1:9092 upgrade --feature eligible.leader.replicas.version=1
    kraftpy features --bootstrap-server 127.0.0.1:9092 downgrade --feature eligible.leader.replicas.version=0

After the downgrade the controller ignores the ELR fields and drops them from each partition at its next change.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from kraftpy.admin.client import AdminClient, AdminConfigError, AdminError, FeatureMetadata, FeatureUpdateType
from kraftpy.metadata.features import (
    METADATA_VERSION,
    level_to_string,
    metadata_version_level,
    release_feature_levels,
)
from kraftpy.storage.properties import PropertiesError, parse_properties

__all__ = ["FeatureCommandError", "format_describe", "parse_feature_levels", "register", "run"]

DESCRIPTION = """\
Describe, upgrade, downgrade or disable the feature flags of a kraftpy cluster, like kafka-features.sh."""

EPILOG = """\
features of kraftpy:
  metadata.version                  7 (3.3-IV3) .. 27 (4.1-IV1); never downgraded
  eligible.leader.replicas.version  0 or 1: KIP-966 Eligible Leader Replicas (needs metadata.version 4.0-IV1)

examples:
  kraftpy features --bootstrap-server 127.0.0.1:9092 describe
  kraftpy features --bootstrap-server 127.0.0.1:9092 upgrade --feature eligible.leader.replicas.version=1
  kraftpy features --bootstrap-server 127.0.0.1:9092 downgrade --feature eligible.leader.replicas.version=0"""


class FeatureCommandError(Exception):
    """A one-line error for the user (stderr, exit code 1)."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "features",
        help="describe, upgrade or downgrade feature flags such as ELR (like kafka-features.sh)",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    target = p.add_mutually_exclusive_group()
    target.add_argument(
        "--bootstrap-server",
        help="A comma-separated list of host:port pairs to use for establishing the connection to the Kafka cluster.",
    )
    target.add_argument(
        "--bootstrap-controller",
        help="A comma-separated list of host:port pairs to use for establishing the connection to "
        "the KRaft controllers.",
    )
    p.add_argument("--command-config", help="Property file containing configs to be passed to Admin Client.")
    sub = p.add_subparsers(dest="features_command", metavar="COMMAND")
    sub.add_parser("describe", help="Describes the current active feature flags.")
    for name, what in (
        ("upgrade", "Upgrade one or more feature flags."),
        ("downgrade", "Downgrade one or more feature flags."),
    ):
        c = sub.add_parser(name, help=what)
        c.add_argument(
            "--feature",
            action="append",
            metavar="FEATURE=LEVEL",
            help=f"A feature to {name} and its level, e.g. eligible.leader.replicas.version=1 "
            "(repeatable; metadata.version also by name, e.g. metadata.version=4.1-IV1).",
        )
        c.add_argument(
            "--release-version",
            metavar="VERSION",
            help=f"The release version to {name} to (e.g. 4.1 or 4.1-IV1): metadata.version and the "
            "other features at that release's levels.",
        )
        if name == "downgrade":
            c.add_argument(
                "--unsafe", action="store_true", help="Perform an unsafe (lossy) downgrade instead of a safe one."
            )
        c.add_argument("--dry-run", action="store_true", help="Validate this operation, but do not perform it.")
    d = sub.add_parser("disable", help="Disable one or more feature flags (set them to level 0).")
    d.add_argument("--feature", action="append", metavar="FEATURE", help="A feature to disable (repeatable).")
    d.add_argument("--unsafe", action="store_true", help="Disable the feature even if that is unsafe (lossy).")
    d.add_argument("--dry-run", action="store_true", help="Validate this operation, but do not perform it.")
    p.set_defaults(func=cmd_features)


def cmd_features(args: argparse.Namespace) -> int:
    return asyncio.run(run(args, sys.stdout, sys.stderr))


def parse_feature_levels(values: list[str]) -> dict[str, int]:
    """`--feature name=level` values (Kafka's messages for malformed ones)."""
    out: dict[str, int] = {}
    for text in values:
        name, sep, level = text.partition("=")
        if not sep:
            raise FeatureCommandError(f"Can't parse feature=level string {text}: equals sign not found.")
        name = name.strip()
        try:
            value = int(level.strip())
        except ValueError:
            if name != METADATA_VERSION:
                raise FeatureCommandError(
                    f"Can't parse feature=level string {text}: unable to parse {level.strip()} as a short."
                ) from None
            try:  # metadata.version may be given by name, as 4.1-IV1
                value = metadata_version_level(level)
            except ValueError as e:
                raise FeatureCommandError(f"Can't parse feature=level string {text}: {e}") from None
        if not -(2**15) <= value < 2**15:
            raise FeatureCommandError(
                f"Can't parse feature=level string {text}: unable to parse {level.strip()} as a short."
            )
        if name in out:
            raise FeatureCommandError(f"Feature {name} was specified more than once.")
        out[name] = value
    return out


def _updates(args: argparse.Namespace) -> tuple[str, dict[str, tuple[int, FeatureUpdateType]]]:
    """The subcommand's updates: (operation name, {feature: (level, type)})."""
    op = args.features_command
    unsafe = getattr(args, "unsafe", False)
    downgrade = FeatureUpdateType.UNSAFE_DOWNGRADE if unsafe else FeatureUpdateType.SAFE_DOWNGRADE
    kind = FeatureUpdateType.UPGRADE if op == "upgrade" else downgrade
    features = args.feature or []
    if op == "disable":
        if not features:
            raise FeatureCommandError("You must specify at least one feature to disable")
        names = [f.strip() for f in features]
        if len(set(names)) != len(names):
            raise FeatureCommandError("A feature was specified more than once.")
        return op, {name: (0, downgrade) for name in names}
    if args.release_version is not None and features:
        raise FeatureCommandError("Can not specify `release-version` and `feature` together")
    if args.release_version is not None:
        try:
            levels = release_feature_levels(args.release_version)
        except ValueError as e:
            raise FeatureCommandError(str(e)) from None
    else:
        levels = parse_feature_levels(features)
    if not levels:
        raise FeatureCommandError(f"You must specify at least one feature to {op}")
    return op, {name: (level, kind) for name, level in levels.items()}


def format_describe(meta: FeatureMetadata) -> str:
    """The lines of `describe`: every supported feature, in name order."""
    epoch = "-" if meta.finalized_epoch is None else str(meta.finalized_epoch)
    lines = []
    for name in sorted(meta.supported):
        lo, hi = meta.supported[name]
        finalized = meta.finalized.get(name, 0)
        lines.append(
            f"Feature: {name:<40}  SupportedMinVersion: {level_to_string(name, lo):<15}  "
            f"SupportedMaxVersion: {level_to_string(name, hi):<15}  "
            f"FinalizedVersionLevel: {level_to_string(name, finalized):<15}  Epoch: {epoch}"
        )
    return "".join(line + "\n" for line in lines)


def format_updates(
    op: str,
    updates: Mapping[str, tuple[int, FeatureUpdateType]],
    results: Mapping[str, AdminError | None],
    dry_run: bool,
) -> tuple[list[str], int]:
    """Kafka's line per feature (in name order) and the number of failures."""
    lines = []
    failed = 0
    for name in sorted(updates):
        level = updates[name][0]
        error = results.get(name)
        if error is None:
            verb = "can be" if dry_run else "was"
            what = "disabled." if op == "disable" else f"{op}d to {level}."
            lines.append(f"{name} {verb} {what}")
        else:
            failed += 1
            helper = "Can not" if dry_run else "Could not"
            what = f"disable {name}" if op == "disable" else f"{op} {name} to {level}"
            lines.append(f"{helper} {what}. {error.detail or error}")
    return lines, failed


def _command_config(path: str | None) -> dict[str, str]:
    if path is None:
        return {}
    p = Path(path)
    if not p.exists():
        raise FeatureCommandError(f"Properties file {path} does not exists!")
    try:
        return parse_properties(p.read_text(encoding="utf-8"), path)
    except (OSError, PropertiesError, UnicodeDecodeError) as e:
        raise FeatureCommandError(f"Cannot read {path}: {e}") from None


async def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The whole command; returns the exit code."""
    try:
        if args.features_command is None:
            raise FeatureCommandError("Unknown or missing command: use describe, upgrade, downgrade or disable")
        if args.bootstrap_server is None and args.bootstrap_controller is None:
            raise FeatureCommandError("You must specify either --bootstrap-controller or --bootstrap-server.")
        config = _command_config(args.command_config)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        if args.features_command == "describe":
            async with AdminClient(
                args.bootstrap_server, bootstrap_controllers=args.bootstrap_controller, config=config
            ) as admin:
                meta = await admin.describe_features()
            out.write(format_describe(meta))
            out.flush()
            return 0
        op, updates = _updates(args)
        async with AdminClient(
            args.bootstrap_server, bootstrap_controllers=args.bootstrap_controller, config=config
        ) as admin:
            results = await admin.update_features(updates, validate_only=args.dry_run)
    except FeatureCommandError as e:
        err.write(f"{e}\n")
        return 1
    except (AdminError, AdminConfigError, ValueError) as e:
        err.write(f"{e}\n")
        return 1
    lines, failed = format_updates(op, updates, results, args.dry_run)
    out.write("".join(line + "\n" for line in lines))
    out.flush()
    if failed:
        err.write(f"{failed} out of {len(updates)} operation(s) failed.\n")
        return 1
    return 0
