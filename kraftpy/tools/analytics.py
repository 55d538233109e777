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

__all__ = ["register", "run"]

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


def run(args: argparse.Namespace) -> int:
    try:  # imported here: PySpark is an optional extra, and `kraftpy --help` must not need it
        from kraftpy.analytics import job
    except ImportError as e:
        print(f"kraftpy analytics: {e}; install the analytics extra: pip install 'kraftpy[analytics]'")
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return job.run(args, args.master)
