"""``kraftpy what-if``: replay a cluster's metadata log topology under a fault schedule, once per election policy.

The cluster of the log (topics, partitions, replica assignments, configs, brokers and racks) runs in the
simulator (`kraftpy.sim.what_if`: kraftpy's own controller, the brokers' high-watermark rule, an abstract data
plane) under the schedule, for each policy: ELR off with unclean leader election, ELR on, ELR on with Unclean
Recovery Balanced, ELR on with Unclean Recovery Aggressive. It prints one line per policy and writes Parquet tables
to ``--out DIR/what_if/``.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any, TextIO

from kraftpy.sim.what_if import POLICIES, WhatIfOptions, policy_by_name, run_what_if
from kraftpy.sim.what_if_input import ScheduleError, derive_schedule, load_schedule, read_metadata_log
from kraftpy.sim.what_if_output import format_table, write_tables
from kraftpy.tools import UsageError

__all__ = ["main", "register", "run"]

_DESCRIPTION = (
    "Run a fault schedule against the cluster a metadata log describes, once per election policy (ELR off with "
    "unclean elections, ELR on, ELR on + Unclean Recovery Balanced, ELR on + Aggressive), in the deterministic "
    "simulator with kraftpy's own controller; report acknowledged records lost, leaderless partitions and for how "
    "long, unclean and ELR elections, and unclean recoveries. The schedule is a JSON file (YAML too when PyYAML is "
    "installed) or --from-log: the fencings, unclean and clean re-registrations, controlled shutdowns and quorum "
    "leader changes the log recorded."
)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "what-if",
        help="replay a metadata log's cluster under a fault schedule for each election policy",
        description=_DESCRIPTION,
    )
    _add_arguments(p)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kraftpy what-if", description=_DESCRIPTION)
    _add_arguments(parser)
    args = parser.parse_args(argv)
    try:
        return run(args)
    except UsageError as e:
        print(f"kraftpy what-if: {e}", file=sys.stderr)
        return 2


def _add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--log-dir",
        required=True,
        metavar="PATH",
        help="a node's metadata log dir (holding __cluster_metadata-0), that directory, or one .checkpoint snapshot",
    )
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--schedule", metavar="FILE", help="the fault schedule (JSON; YAML when PyYAML is installed)")
    src.add_argument("--from-log", action="store_true", help="replay the faults the log recorded")
    p.add_argument("--seed", type=int, default=0, help="the first seed (default 0)")
    p.add_argument("--seeds", type=int, default=1, metavar="N", help="run N seeds from --seed; cells show ranges")
    p.add_argument(
        "--policies",
        default=",".join(x.name for x in POLICIES),
        help=f"comma-separated policies (default: all of {', '.join(x.name for x in POLICIES)})",
    )
    p.add_argument("--records-per-sec", type=int, default=10, metavar="N", help="acks=all records per partition/s")
    p.add_argument(
        "--unflushed-ms",
        type=int,
        default=30_000,
        metavar="MS",
        help="a power loss takes back what a replica received in the last U ms, U in [MS/2, MS] (default 30000)",
    )
    p.add_argument("--min-insync-replicas", type=int, metavar="N", help="when the log sets none (default 2)")
    p.add_argument("--session-timeout-ms", type=int, default=9_000, metavar="MS", help="broker.session.timeout.ms")
    p.add_argument("--settle-ms", type=int, default=60_000, metavar="MS", help="run this long after the schedule")
    p.add_argument("--no-heal", action="store_true", help="do not restart nodes and heal the network at the end")
    p.add_argument(
        "--unclean-as",
        choices=("kill", "power-loss"),
        default="kill",
        help="--from-log: replay an unclean shutdown as a kill -9 (default) or a power loss",
    )
    p.add_argument("--out", metavar="DIR", help="write the tables to DIR/what_if/ (Parquet)")
    p.add_argument("--print-schedule", action="store_true", help="print the schedule before the runs")
    p.set_defaults(func=run)


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    try:
        policies = [policy_by_name(n) for n in args.policies.split(",") if n.strip()]
    except ValueError as e:
        raise UsageError(str(e)) from None
    if not policies:
        raise UsageError("--policies names no policy")
    if args.seeds < 1:
        raise UsageError("--seeds must be at least 1")
    options = WhatIfOptions(
        records_per_sec=args.records_per_sec,
        unflushed_ms=args.unflushed_ms,
        session_timeout_ms=args.session_timeout_ms,
        min_insync_replicas=args.min_insync_replicas,
        heal_at_end=not args.no_heal,
        settle_ms=args.settle_ms,
    )
    try:
        history = read_metadata_log(args.log_dir)
    except (FileNotFoundError, NotADirectoryError) as e:
        raise UsageError(f"{args.log_dir}: {e}") from None
    if not history.image.brokers:
        raise UsageError(f"{args.log_dir}: the log registers no broker")
    try:
        if args.from_log:
            schedule = derive_schedule(
                history, session_timeout_ms=options.session_timeout_ms, unclean_as=args.unclean_as
            )
        else:
            schedule = load_schedule(args.schedule)
    except (ScheduleError, OSError) as e:
        raise UsageError(str(e)) from None
    image = history.image
    topics = len(image.topics_by_id)
    print(
        f"{args.log_dir}: {len(history.records)} records, {len(image.brokers)} brokers, {topics} topics, "
        f"{image.partition_count()} partitions",
        file=out,
    )
    for problem in history.problems:
        print(f"warning: {problem}", file=out)
    if args.print_schedule or args.from_log:
        print(schedule.describe(), file=out)
    seeds = list(range(args.seed, args.seed + args.seeds))
    started = time.perf_counter()
    result = run_what_if(image, schedule, seeds=seeds, policies=policies, options=options)
    elapsed = time.perf_counter() - started
    for note in result.notes:
        print(f"note: {note}", file=out)
    print(format_table(result), file=out)
    per = ", ".join(f"{r.policy.name} {r.wall_s:.2f}s" for r in result.results[: len(policies)])
    print(f"{len(result.results)} run(s) in {elapsed:.1f}s ({per})", file=out)
    if args.out:
        for path in write_tables(result, args.out):
            print(f"wrote {path}", file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
