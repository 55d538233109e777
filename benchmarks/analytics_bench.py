"""Analytics ingest: a metadata log to Parquet with PySpark on local[2] against one process doing the same work.

The log (built once, in a temporary directory, as a node leaves it): a snapshot of ``--partitions`` partitions
(topics of 100 partitions, RF 3, 300 brokers, leaders round robin, plus feature levels and broker registrations),
then ``--deltas`` PartitionChangeRecords in the segment(s) after it (ISR shrinks and expands, leader moves, ELR
entries), 1,000 records per batch; one segment of Kafka's default size (1 GiB) unless ``--segment-bytes`` rolls
more.

Contenders, each writing every row of the ``kraftpy-metadata`` data source (all 52 columns, the record's JSON
included) to Parquet:

* ``spark``: ``spark.read.format("kraftpy-metadata").load(dir).write.parquet(out)`` on ``local[2]``: files cut
  into input partitions of the data source's default size (16 MiB; ``--split-bytes N`` for another size, 0 for one
  partition per file), decoded by two Python workers, Arrow batches to the JVM, Parquet written by Spark. The
  session is started before timing (its start-up is printed apart).
* ``single``: the baseline, in a child process: the same decoder (`kraftpy.analytics.decode`, kraftpy's codecs)
  and the same Arrow conversion, every file in turn, Parquet written by pyarrow.

Checked first: both outputs hold the same number of rows, the same count of rows per record type and the same
sum of offsets. Rounds alternate the order of the contenders; the figures are medians (min-max shown) of rows/s
and of the peak resident memory of the processes doing the work (Spark: the driver's JVM and its Python workers;
single: the child process), sampled every 100 ms. The target of the issue (printed, never asserted): spark >= 1.2x
the single-process rate on a 2-core machine.

Usage::

    .venv/bin/python benchmarks/analytics_bench.py              # 1,000,000 partitions + 1,000,000 deltas, 3 rounds
    .venv/bin/python benchmarks/analytics_bench.py --quick      # 20,000 + 20,000, 1 round
    .venv/bin/python benchmarks/analytics_bench.py --json out.json
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from kraftpy.metadata.records import encode_record  # noqa: E402
from kraftpy.node.metadata_log import metadata_partition_dir  # noqa: E402
from kraftpy.protocol.messages import metadata_records as mr  # noqa: E402
from kraftpy.raft.records import build_data_batch, build_snapshot  # noqa: E402
from kraftpy.storage.fs import RealFileSystem  # noqa: E402
from kraftpy.storage.snapshots import SnapshotId, SnapshotWriter  # noqa: E402

PARTITIONS_PER_TOPIC = 100
BROKERS = 300
RF = 3
EPOCH = 7
BATCH = 1000
MB = 1024 * 1024


class BenchmarkError(Exception):
    pass


# ================================================================================================ the log


def build_log(root: Path, partitions: int, deltas: int, segment_bytes: int, seed: int = 1) -> dict[str, Any]:
    rng = random.Random(seed)
    directory = Path(metadata_partition_dir(str(root)))
    directory.mkdir(parents=True)
    records: list[Any] = [
        mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
        mr.FeatureLevelRecord(name="eligible.leader.replicas.version", feature_level=1),
    ]
    for b in range(BROKERS):
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=b,
                broker_epoch=100 + b,
                incarnation_id=uuid.UUID(int=(1 << 64) + b),
                fenced=False,
                rack=f"zone-{b % 3}",
                end_points=[mr.RegisterBrokerRecord.BrokerEndpoint(name="PLAINTEXT", host=f"broker-{b}", port=9092)],
            )
        )
    topics = max(1, partitions // PARTITIONS_PER_TOPIC)
    ids = [uuid.UUID(int=(2 << 64) + t) for t in range(topics)]
    leader = 0
    for t, tid in enumerate(ids):
        records.append(mr.TopicRecord(name=f"topic{t}", topic_id=tid))
        for p in range(PARTITIONS_PER_TOPIC):
            replicas = [(leader + i) % BROKERS for i in range(RF)]
            records.append(
                mr.PartitionRecord(
                    partition_id=p,
                    topic_id=tid,
                    replicas=replicas,
                    isr=list(replicas),
                    leader=leader,
                    leader_epoch=1,
                    partition_epoch=2,
                )
            )
            leader = (leader + 1) % BROKERS
    values = [encode_record(r) for r in records]
    end = len(values)
    fs = RealFileSystem()
    writer = SnapshotWriter(fs, str(directory), SnapshotId(end, EPOCH))
    writer.append(build_snapshot(values, epoch=EPOCH, timestamp=1, last_contained_log_timestamp=1))
    writer.freeze()
    snapshot_values = len(values)
    del values, records
    # the deltas: segments from the snapshot's end offset on
    offset = end
    segment = None
    written = 0
    ts = 1_700_000_000_000
    while written < deltas:
        n = min(BATCH, deltas - written)
        batch_values = []
        for _ in range(n):
            t = rng.randrange(topics)
            p = rng.randrange(PARTITIONS_PER_TOPIC)
            first = (t * PARTITIONS_PER_TOPIC + p) % BROKERS
            replicas = [(first + i) % BROKERS for i in range(RF)]
            c = mr.PartitionChangeRecord(partition_id=p, topic_id=ids[t])
            roll = rng.random()
            if roll < 0.5:
                c.isr = replicas[:2]
                c.eligible_leader_replicas = []
            elif roll < 0.8:
                c.isr = list(replicas)
            elif roll < 0.95:
                c.isr = replicas[1:]
                c.leader = replicas[1]
            else:
                c.isr = replicas[:1]
                c.eligible_leader_replicas = [replicas[1]]
            batch_values.append(encode_record(c))
        data = build_data_batch(batch_values, base_offset=offset, epoch=EPOCH, timestamp=ts)
        if segment is None or segment.tell() + len(data) > segment_bytes:
            if segment is not None:
                segment.close()
            segment = open(directory / f"{offset:020d}.log", "wb")  # noqa: SIM115 - closed when it rolls
        segment.write(data)
        offset += n
        written += n
        ts += 10
    if segment is not None:
        segment.close()
    files = sorted(p.name for p in directory.iterdir())
    size = sum((directory / f).stat().st_size for f in files)
    return {"directory": str(directory), "rows": snapshot_values + 2 + deltas, "files": files, "bytes": size}


# ============================================================================================== memory


class PeakRss:
    """Peak resident memory of a process and its descendants, sampled every 100 ms."""

    def __init__(self, pid: int, exclude: int | None = None) -> None:
        self.pid = pid
        self.exclude = exclude
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> PeakRss:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, tree_rss(self.pid, self.exclude))
            self._stop.wait(0.1)


def tree_rss(root: int, exclude: int | None = None) -> int:
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    page = os.sysconf("SC_PAGE_SIZE")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            with open(f"/proc/{entry}/statm") as f:
                resident = int(f.read().split()[1]) * page
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        children.setdefault(int(fields[1]), []).append(int(entry))
        rss[int(entry)] = resident
    total = 0
    todo = [root]
    while todo:
        pid = todo.pop()
        if pid != exclude:
            total += rss.get(pid, 0)
        todo.extend(children.get(pid, []))
    return total


# ========================================================================================== contenders


def single_process(directory: str, out: str) -> dict[str, Any]:
    """The baseline (run in a child process): every file decoded in turn, Parquet by pyarrow."""
    import pyarrow.parquet as pq

    from kraftpy.analytics.columns import ARROW_SCHEMA, arrow_batches
    from kraftpy.analytics.decode import file_rows

    os.makedirs(out, exist_ok=True)
    start = time.perf_counter()
    rows = 0
    with pq.ParquetWriter(os.path.join(out, "part-0.parquet"), ARROW_SCHEMA, compression="snappy") as w:
        for batch in arrow_batches(file_rows(directory)):
            w.write_batch(batch)
            rows += batch.num_rows
    return {"seconds": time.perf_counter() - start, "rows": rows}


def run_single(directory: str, out: str) -> tuple[float, int, int]:
    proc = subprocess.Popen(
        [sys.executable, __file__, "--single-worker", directory, out], stdout=subprocess.PIPE, text=True
    )
    with PeakRss(proc.pid) as mem:
        stdout, _ = proc.communicate()
    if proc.returncode != 0:
        raise BenchmarkError(f"the single-process run failed ({proc.returncode})")
    res = json.loads(stdout.strip().splitlines()[-1])
    return res["seconds"], res["rows"], mem.peak


def run_spark(spark: Any, directory: str, out: str, split_bytes: int | None) -> tuple[float, int, int]:
    from kraftpy.analytics.tables import load_records

    jvm_pid = int(spark.sparkContext._jvm.ProcessHandle.current().pid())
    with PeakRss(jvm_pid) as mem:
        start = time.perf_counter()
        load_records(spark, directory, split_bytes).write.mode("overwrite").parquet(out)
        seconds = time.perf_counter() - start
    rows = spark.read.parquet(out).count()
    return seconds, rows, mem.peak


def fingerprint(spark: Any, path: str) -> tuple[int, list[tuple[str, int]], int]:
    from pyspark.sql import functions as F

    df = spark.read.parquet(path)
    counts = sorted(
        (r["type_name"] or r["kind"], r["n"])
        for r in df.groupBy("type_name", "kind").agg(F.count(F.lit(1)).alias("n")).collect()
    )
    total = df.agg(F.sum("offset").alias("s")).collect()[0]["s"]
    return df.count(), counts, int(total)


# ================================================================================================ main


@dataclass
class Figures:
    seconds: list[float] = field(default_factory=list)
    peak: list[int] = field(default_factory=list)


def med(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main(argv: Sequence[str] | None = None, spark: Any = None) -> int:
    """Run the benchmark; with `spark`, in that session (left running) instead of a new local[2] one."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--partitions", type=int, default=1_000_000)
    parser.add_argument("--deltas", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--segment-bytes", type=int, default=1 << 30)
    parser.add_argument("--split-bytes", type=int, default=None)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", nargs="?", const="-", metavar="PATH")
    parser.add_argument("--single-worker", nargs=2, metavar=("DIR", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.single_worker:
        print(json.dumps(single_process(*args.single_worker)))
        return 0
    if args.quick:
        args.partitions, args.deltas, args.rounds = 20_000, 20_000, 1
    out = sys.stderr if args.json == "-" else sys.stdout
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    print(f"load average before: {os.getloadavg()}", file=out)
    root = Path(tempfile.mkdtemp(prefix="analytics-bench-"))
    try:
        t0 = time.perf_counter()
        log = build_log(root / "log", args.partitions, args.deltas, args.segment_bytes)
        print(
            f"log: {args.partitions} partitions in a snapshot + {args.deltas} deltas, {len(log['files'])} files, "
            f"{log['bytes'] / MB:.0f} MB, {log['rows']} rows (built in {time.perf_counter() - t0:.1f} s)",
            file=out,
            flush=True,
        )
        from pyspark.sql import SparkSession

        t0 = time.perf_counter()
        own = spark is None
        if own:
            spark = (
                SparkSession.builder.master("local[2]")
                .appName("analytics-bench")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.memory", "2g")
                .getOrCreate()
            )
            spark.sparkContext.setLogLevel("ERROR")
        startup = time.perf_counter() - t0
        print(f"Spark session started in {startup:.1f} s (not timed below)", file=out, flush=True)
        figures = {"spark": Figures(), "single": Figures()}
        try:
            # warm-up and the check that both do the same work
            s_out, b_out = str(root / "spark"), str(root / "single")
            run_spark(spark, log["directory"], s_out, args.split_bytes)
            run_single(log["directory"], b_out)
            a, b = fingerprint(spark, s_out), fingerprint(spark, b_out)
            if a != b or a[0] != log["rows"]:
                raise BenchmarkError(f"the outputs differ: spark {a}, single {b}, expected {log['rows']} rows")
            print(f"check: both wrote {a[0]} rows, {len(a[1])} record types, offsets sum {a[2]}", file=out)
            for i in range(args.rounds):
                order = ["spark", "single"] if i % 2 == 0 else ["single", "spark"]
                for name in order:
                    target = str(root / f"{name}-{i}")
                    if name == "spark":
                        seconds, rows, peak = run_spark(spark, log["directory"], target, args.split_bytes)
                    else:
                        seconds, rows, peak = run_single(log["directory"], target)
                    if rows != log["rows"]:
                        raise BenchmarkError(f"{name} wrote {rows} rows, expected {log['rows']}")
                    figures[name].seconds.append(seconds)
                    figures[name].peak.append(peak)
                    shutil.rmtree(target, ignore_errors=True)
                print(
                    f"  round {i + 1}/{args.rounds}: spark {figures['spark'].seconds[-1]:.1f} s, single "
                    f"{figures['single'].seconds[-1]:.1f} s",
                    file=out,
                    flush=True,
                )
        finally:
            if own:
                spark.stop()
        rows = log["rows"]
        result: dict[str, Any] = {
            "partitions": args.partitions,
            "deltas": args.deltas,
            "rows": rows,
            "files": log["files"],
            "bytes": log["bytes"],
            "spark_startup_s": startup,
            "split_bytes": args.split_bytes,
            "contenders": {},
        }
        print(
            f"\n{'contender':<10} {'rows/s (median)':>16} {'min-max':>22} {'seconds':>8} {'peak RSS MB':>12}", file=out
        )
        for name, f in figures.items():
            rates = [rows / s for s in f.seconds]
            result["contenders"][name] = {
                "seconds": f.seconds,
                "rows_per_s": rates,
                "peak_rss": f.peak,
                "median_rows_per_s": med(rates),
                "median_peak_rss_mb": med(f.peak) / MB,
            }
            print(
                f"{name:<10} {med(rates):>16,.0f} {min(rates):>10,.0f}-{max(rates):<11,.0f} "
                f"{med(f.seconds):>8.1f} {med(f.peak) / MB:>12.0f}",
                file=out,
            )
        ratio = med(figures["single"].seconds) / med(figures["spark"].seconds)
        result["ratio"] = ratio
        print(
            f"\nspark / single-process rate: {ratio:.2f}x (target >= 1.2x: {'met' if ratio >= 1.2 else 'not met'})",
            file=out,
        )
        print(f"load average after: {os.getloadavg()}", file=out)
        if args.json:
            text = json.dumps(result, indent=2)
            if args.json == "-":
                print(text)
            else:
                Path(args.json).write_text(text)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
