"""The analytics job: the metadata log -> every table as Parquet, plus PNG plots and one HTML page.

Run it with ``kraftpy analytics --log-dir D --out O [--master URL]`` (Spark local[*] unless a master is given), or
unchanged on a Spark cluster::

    spark-submit --master spark://HOST:7077 kraftpy/analytics/job.py --log-dir D --out O

Outputs in O: ``records/`` (every row of the data source), ``partition_history/``, ``elections/``,
``under_min_isr/``, ``brokers/``, ``quorum/``, ``topics_configs/`` (Parquet), ``summary.json`` and ``report/``
(``index.html`` and its PNG files). The log directory and O must be reachable by the executors (a local path in
local mode, a shared path on a cluster). A damaged log never stops the job: the damage is a row of ``records``, a
warning in the job's log and a line of the report.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

if __package__ in (None, ""):  # run as a file (spark-submit kraftpy/analytics/job.py): import kraftpy by name
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from pyspark import StorageLevel
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from kraftpy.analytics.decode import plan_log
from kraftpy.analytics.options import add_job_arguments as add_arguments
from kraftpy.analytics.report import Report, write_report
from kraftpy.analytics.tables import (
    StaticConfig,
    brokers,
    elections,
    load_records,
    partition_history,
    quorum,
    topics_configs,
    under_min_isr,
)
from kraftpy.storage.properties import parse_properties

__all__ = ["JobResult", "add_arguments", "main", "run_job", "spark_session", "static_config"]

logger = logging.getLogger(__name__)

TABLES = ("records", "partition_history", "elections", "under_min_isr", "brokers", "quorum", "topics_configs")


@dataclass
class JobResult:
    out: str
    rows: dict[str, int] = field(default_factory=dict)
    damage: list[str] = field(default_factory=list)
    report: str | None = None
    seconds: float = 0.0


def static_config(args: argparse.Namespace) -> StaticConfig:
    props: dict[str, str] = {}
    if args.config:
        with open(args.config, encoding="utf-8") as f:
            props.update(parse_properties(f.read(), args.config))
    for item in args.set:
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--set {item!r}: expected KEY=VALUE")
        props[key.strip()] = value.strip()
    return StaticConfig.from_properties(props)


def spark_session(master: str | None = None, app: str = "kraftpy-analytics") -> SparkSession:
    """A session for the job: the given master, else the one spark-submit set, else local[*]. The executors'
    Python is this interpreter unless PYSPARK_PYTHON says otherwise."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = SparkSession.builder.appName(app).config("spark.sql.session.timeZone", "UTC")
    if master:
        builder = builder.master(master)
    else:  # (pyspark, an optional extra, is imported where the job runs)
        from pyspark import SparkConf, SparkContext

        # the JVM first: under spark-submit its system properties hold the master it was given
        SparkContext._ensure_initialized()
        if not SparkConf().contains("spark.master"):
            builder = builder.master("local[*]")
    return builder.getOrCreate()


def run_job(
    spark: SparkSession,
    log_dir: str,
    out: str,
    static: StaticConfig | None = None,
    *,
    split_bytes: int | None = None,
    report: bool = True,
    report_sections: Sequence[Callable[[Report], None]] = (),
) -> JobResult:
    """Ingest `log_dir`, write the tables under `out` and (unless `report` is false) the report, with the plots and
    tables `report_sections` add to it (see `write_report`)."""
    started = time.monotonic()
    static = static or StaticConfig()
    plan = plan_log(log_dir)
    result = JobResult(out)
    # the data source runs once: every derived table reads the records back from Parquet (no Python involved)
    load_records(spark, plan.directory, split_bytes).write.mode("overwrite").parquet(os.path.join(out, "records"))
    logger.info("Ingested %s into %s/records in %.1f s", plan.directory, out, time.monotonic() - started)
    records = spark.read.parquet(os.path.join(out, "records"))
    history = partition_history(records).persist(StorageLevel.MEMORY_AND_DISK)
    try:
        history.write.mode("overwrite").parquet(os.path.join(out, "partition_history"))
        derived: dict[str, DataFrame] = {
            "elections": elections(history, records, static),
            "under_min_isr": under_min_isr(history, records, static),
            "brokers": brokers(records, history),
            "quorum": quorum(records),
            "topics_configs": topics_configs(records),
        }
        for name, df in derived.items():
            df.write.mode("overwrite").parquet(os.path.join(out, name))
            logger.info("Wrote %s at %.1f s", name, time.monotonic() - started)
    finally:
        history.unpersist()
    tables = {name: spark.read.parquet(os.path.join(out, name)) for name in TABLES}
    for name, df in tables.items():
        result.rows[name] = df.count()
    problems = tables["records"].where(F.col("kind").isin("damage", "gap")).select("error").limit(1000).collect()
    result.damage = [r["error"] for r in problems]
    for message in result.damage:
        logger.warning("%s", message)
    rec = tables["records"]
    span = rec.agg(
        F.min("timestamp").alias("lo"),
        F.max("timestamp").alias("hi"),
        F.min(F.unix_millis("timestamp")).alias("lo_ms"),
        F.max(F.unix_millis("timestamp")).alias("hi_ms"),
        F.count(F.when(F.col("replayed"), 1)).alias("replayed"),
    ).collect()[0]
    summary: list[tuple[str, str]] = [
        ("log directory", plan.directory),
        ("files", ", ".join(f.name for f in plan.files) or "none"),
        (
            "replay chain",
            f"snapshot {plan.chain_snapshot}, then segment records from offset {plan.chain_start}"
            if plan.chain_snapshot
            else f"segment records from offset {plan.chain_start}",
        ),
        ("records", f"{result.rows['records']} rows, {span['replayed']} in the replay chain"),
        ("time span", _time_span(span["lo_ms"], span["hi_ms"])),
        (
            "static settings",
            f"min.insync.replicas={static.min_insync_replicas}, "
            f"unclean.recovery.manager.enabled={str(static.unclean_recovery_manager_enabled).lower()}",
        ),
        ("damage and gaps", "; ".join(result.damage) if result.damage else "none"),
    ]
    summary += [(f"table {name}", f"{n} rows") for name, n in result.rows.items() if name != "records"]
    if report:
        result.report = write_report(
            os.path.join(out, "report"),
            tables,
            summary,
            log_start=span["lo_ms"],
            log_end=span["hi_ms"],
            extend=report_sections,
        )
        logger.info("Wrote the report at %.1f s", time.monotonic() - started)
    result.seconds = time.monotonic() - started
    with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(
            {
                "log_dir": plan.directory,
                "rows": result.rows,
                "damage": result.damage,
                "report": result.report,
                "seconds": round(result.seconds, 3),
                "static": {
                    "min.insync.replicas": static.min_insync_replicas,
                    "unclean.recovery.manager.enabled": static.unclean_recovery_manager_enabled,
                },
            },
            f,
            indent=2,
        )
    return result


def _time_span(lo_ms: int | None, hi_ms: int | None) -> str:
    """The records' time span in UTC, and how long it is."""
    if lo_ms is None or hi_ms is None:
        return "no timestamps"

    def utc(ms: int) -> str:
        return dt.datetime.fromtimestamp(ms / 1000, dt.UTC).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]

    return f"{utc(lo_ms)} to {utc(hi_ms)} UTC ({(hi_ms - lo_ms) / 1000:,.1f} s)"


def describe(result: JobResult) -> str:
    lines = [
        f"Wrote {', '.join(f'{k} ({v} rows)' for k, v in result.rows.items())} to {result.out} in "
        f"{result.seconds:.1f} s"
    ]
    if result.report:
        lines.append(f"Report: {result.report}")
    lines += [f"warning: {d}" for d in result.damage]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None, master: str | None = None) -> int:
    """Entry point of ``spark-submit kraftpy/analytics/job.py`` (and of ``kraftpy analytics``)."""
    parser = argparse.ArgumentParser(prog="kraftpy-analytics-job", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return run(args, master)


def run(args: Any, master: str | None = None, report_sections: Sequence[Callable[[Report], None]] = ()) -> int:
    try:
        static = static_config(args)
        plan_log(args.log_dir)  # a missing directory is a usage error, before Spark starts
    except (OSError, ValueError) as e:
        print(f"kraftpy analytics: {e}", file=sys.stderr)
        return 2
    spark = spark_session(master)
    try:
        spark.sparkContext.setLogLevel("WARN")
        result = run_job(
            spark,
            args.log_dir,
            args.out,
            static,
            split_bytes=args.split_bytes,
            report=not args.no_report,
            report_sections=report_sections,
        )
    finally:
        spark.stop()
    print(describe(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
