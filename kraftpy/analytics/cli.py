"""``kraftpy analytics``: the PySpark job over a node's metadata log (tables as Parquet, plots, an HTML page).

Nothing of Spark is imported until the command runs, so ``kraftpy --help`` stays fast and works without the
``analytics`` extra.
"""

from __future__ import annotations

import argparse
import logging
from typing import Any

__all__ = ["add_job_arguments", "register"]

logger = logging.getLogger(__name__)

_DESCRIPTION = (
    "Ingest a node's metadata log (segments and snapshots of __cluster_metadata-0) with PySpark into typed "
    "tables (Parquet): records, partition_history, elections, under_min_isr, brokers, quorum, topics_configs; "
    "and a report (PNG plots and index.html). Runs on Spark local[*] unless --master is given. Needs the "
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
    p.set_defaults(func=run)


def add_job_arguments(p: argparse.ArgumentParser) -> None:
    # the same options as the job file (kraftpy/analytics/job.py), declared here so that --help needs no Spark
    p.add_argument(
        "--log-dir",
        required=True,
        metavar="DIR",
        help="a node's metadata log dir (holding __cluster_metadata-0), or that directory itself",
    )
    p.add_argument("--out", required=True, metavar="DIR", help="where the Parquet tables and the report go (replaced)")
    p.add_argument(
        "--config",
        metavar="FILE",
        help="a controller's server.properties: its min.insync.replicas "
        "and unclean.recovery.manager.enabled are the static defaults the log does not record",
    )
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a static setting (min.insync.replicas, unclean.recovery.manager.enabled); repeatable",
    )
    p.add_argument(
        "--split-bytes",
        type=int,
        default=None,
        metavar="N",
        help="cut files into Spark input partitions of about N bytes (default 16 MiB; 0: one partition per file)",
    )
    p.add_argument("--no-report", action="store_true", help="write the tables only")


def run(args: argparse.Namespace) -> int:
    try:
        from kraftpy.analytics import job
    except ImportError as e:
        print(f"kraftpy analytics: {e}; install the analytics extra: pip install 'kraftpy[analytics]'")
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return job.run(args, args.master)
