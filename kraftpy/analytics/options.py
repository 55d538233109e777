"""The analytics job's command-line options, declared once for ``kraftpy analytics`` (:mod:`kraftpy.tools.analytics`)
and for ``spark-submit kraftpy/analytics/job.py``. Imports nothing of Spark, so ``kraftpy --help`` needs no Spark."""

from __future__ import annotations

import argparse

__all__ = ["add_job_arguments"]


def add_job_arguments(p: argparse.ArgumentParser) -> None:
    """The job's options (all but ``--master``), added to `p`."""
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
