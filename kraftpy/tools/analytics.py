"""``kraftpy analytics``: the PySpark job over a node's metadata log (tables as Parquet, plots, an HTML page).

Nothing of Spark is imported until the command runs, so ``kraftpy --help`` stays fast and works without the
``analytics`` extra. The job's options are declared once, in :mod:`kraftpy.analytics.options`, for this command
and for ``spark-submit kraftpy/analytics/job.py``.
"""

from __future__ import annotations

import argparse
import logging
from typing import Any

from kraftpy.analytics.options import add_job_arguments
from kraftpy.sim.what_if_output import what_if, write_tables

__all__ = ["register", "run"]

logger = logging.getLogger(__name__)

_DESCRIPTION = (
    "Ingest a node's metadata log (segments and snapshots of __cluster_metadata-0) with PySpark into typed "
    "tables (Parquet): records, partition_history, elections, under_min_isr, brokers, quorum, topics_configs; "
    "and a report (PNG plots and index.html); with --what-if or --what-if-from-log, the what-if replay of the same "
    "log under each election policy too. Runs on Spark local[*] unless --master is given. Needs the "
    "analytics extra: pip install 'kraftpy[analytics]'."
)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "analytics",
        help="PySpark analytics of a metadata log: Parquet tables, plots, an HTML report",
        description=_DESCRIPTION,
    )
    p.add_argument("--master", metavar="URL", help="Spark master URL (default: local[*])")
    add_job_arguments(p)
    what_if = p.add_mutually_exclusive_group()
    what_if.add_argument(
        "--what-if",
        metavar="SCHEDULE",
        help="also replay the log under this fault schedule (a JSON file, as `kraftpy what-if --schedule`) with each "
        "election policy: tables in OUT/what_if/ and a What-if section in the report",
    )
    what_if.add_argument(
        "--what-if-from-log",
        action="store_true",
        help="the same with the faults the log recorded (as `kraftpy what-if --from-log`)",
    )
    p.add_argument("--what-if-seeds", type=int, default=3, metavar="N", help="seeds of the what-if runs (default 3)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:  # imported here: PySpark, pyarrow and matplotlib are an optional extra, and `kraftpy --help` must not need it
        from kraftpy.analytics import job, what_if_section
    except ImportError as e:
        print(f"kraftpy analytics: {e}; install the analytics extra: pip install 'kraftpy[analytics]'")
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    sections = []
    if args.what_if or args.what_if_from_log:
        if args.what_if_seeds < 1:
            print("kraftpy analytics: --what-if-seeds must be at least 1")
            return 2
        try:
            result = what_if(
                args.log_dir,
                args.what_if,
                from_log=args.what_if_from_log,
                seeds=range(args.what_if_seeds),
            )
        except (OSError, ValueError) as e:
            print(f"kraftpy analytics: what-if: {e}")
            return 2
        write_tables(result, args.out)
        sections.append(what_if_section.report_section(args.out))
    return job.run(args, args.master, report_sections=sections)
