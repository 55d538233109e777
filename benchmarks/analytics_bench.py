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
* ``single``: the baseline, in a child process: the same column decoder (`kraftpy.analytics.columns.file_batches`),
  every file in turn, Parquet written by pyarrow.

Checked first: both outputs hold the same number of rows, the same count of rows per record type and the same
sum of offsets. Rounds alternate the order of the contenders; the figures are medians (min-max shown) of rows/s
and of the peak resident memory of the processes doing the work (Spark: the driver's JVM and its Python workers;
single: the child process), sampled every 100 ms. The target of the issue (printed, never asserted): spark >= 1.2x
the single-process rate on a 2-core machine.

Then decoding alone against the controller, each in a child process, rounds in alternating order: the column
decoder (every file into Arrow record batches, dropped; the snapshot's time printed apart), with
``--rows-reference`` the per-row reference decoder and its Arrow conversion, and a controller's replay of the same
files through its own entry points (the latest snapshot by ``handle_load_snapshot_values``, then every committed
batch by ``handle_commit``, as raft hands them over at start-up). Printed: the medians, and the median of the
rounds' ratios column decoder / replay (the target of the decoding issue: at most 3x, printed, never asserted) and
snapshot decoding / snapshot load. ``--decode-only`` skips Spark.

Usage::

    .venv/bin/python benchmarks/analytics_bench.py              # 1,000,000 partitions + 1,000,000 deltas, 3 rounds
    .venv/bin/python benchmarks/analytics_bench.py --quick      # 20,000 + 20,000, 1 round
    .venv/bin/python benchmarks/analytics_bench.py --json out.json
    .venv/bin/python benchmarks/analytics_bench.py --decode-only --rows-reference   # decoders against the replay
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

    from kraftpy.analytics.columns import ARROW_SCHEMA, file_batches

    os.makedirs(out, exist_ok=True)
    start = time.perf_counter()
    rows = 0
    with pq.ParquetWriter(os.path.join(out, "part-0.parquet"), ARROW_SCHEMA, compression="snappy") as w:
        for batch in file_batches(directory):
            w.write_batch(batch)
            rows += batch.num_rows
    return {"seconds": time.perf_counter() - start, "rows": rows}


def decode_only(directory: str, how: str) -> dict[str, Any]:
    """Decoding alone (run in a child process): every file of `directory` into Arrow record batches, dropped.
    `how` is ``columns`` (the decoder the data source runs) or ``rows`` (the per-row reference decoder, then
    its rows converted to Arrow; the two times are reported apart)."""
    from kraftpy.analytics import columns
    from kraftpy.analytics.decode import file_rows

    rows = 0
    if how == "columns":
        from kraftpy.analytics.decode import Piece, plan_log

        start = time.perf_counter()
        by_kind = {"snapshot": 0.0, "segment": 0.0}
        for f in plan_log(directory).files:
            t = time.perf_counter()
            for batch in columns.piece_batches(Piece(f)):
                rows += batch.num_rows
            by_kind[f.kind] += time.perf_counter() - t
        return {"seconds": time.perf_counter() - start, "rows": rows, "snapshot_seconds": by_kind["snapshot"]}
    decoding = converting = 0.0
    buf: list[Any] = []
    start = time.perf_counter()
    for row in file_rows(directory):
        buf.append(row)
        if len(buf) >= columns.BATCH_ROWS:
            t = time.perf_counter()
            rows += columns.rows_to_batch(buf).num_rows
            converting += time.perf_counter() - t
            buf = []
    if buf:
        t = time.perf_counter()
        rows += columns.rows_to_batch(buf).num_rows
        converting += time.perf_counter() - t
    decoding = time.perf_counter() - start - converting
    return {"seconds": decoding + converting, "decoding": decoding, "converting": converting, "rows": rows}


def controller_replay(directory: str) -> dict[str, Any]:
    """The reference (run in a child process): what a controller does with the same files when it starts, through
    the node's metadata log and the controller's own entry points: the latest snapshot loaded from its framed
    records (`handle_load_snapshot_values`), then every committed batch after it replayed (`handle_commit`)."""
    from kraftpy.controller.quorum_controller import QuorumController
    from kraftpy.node.metadata_log import MetadataLog
    from kraftpy.raft.records import decode_log_batches, read_snapshot

    start = time.perf_counter()
    log = MetadataLog.open(RealFileSystem(), directory, lambda: 0)
    records = 0
    snapshot_seconds = 0.0
    try:
        # replay needs neither a reactor nor the log: the controller is never asked to decide here
        controller = QuorumController(0, None, None)  # type: ignore[arg-type]
        pos = log.start_offset
        snap = log.latest_snapshot_id()
        if snap is not None:
            data = log.read_snapshot(snap, 0, 1 << 62)
            if data is None:
                raise BenchmarkError(f"cannot read snapshot {snap}")
            _header, values = read_snapshot(data)
            controller.handle_load_snapshot_values(values, snap.offset - 1)
            records += len(values)
            snapshot_seconds = time.perf_counter() - start
            pos = max(pos, snap.offset)
        while pos < log.end_offset:
            data = log.read(pos, 8 * MB)
            if not data:
                break
            for b in decode_log_batches(data):
                if b.last_offset < pos:
                    continue
                if b.is_control:
                    controller.handle_commit_offset(b.last_offset)
                else:
                    values = b.records[max(pos - b.base_offset, 0) :]
                    controller.handle_commit(max(b.base_offset, pos), values, b.epoch)
                    records += len(values)
                pos = b.last_offset + 1
        if controller.committed.partition_count() <= 0 and records:
            raise BenchmarkError("the replay built no partitions")
    finally:
        log.close()
    return {"seconds": time.perf_counter() - start, "snapshot_seconds": snapshot_seconds, "rows": records}


def run_child(flag: str, directory: str, out: str) -> tuple[float, int, int]:
    """(seconds, rows, peak RSS) of `--single-worker` or `--replay-worker` in a child process."""
    proc = subprocess.Popen([sys.executable, __file__, flag, directory, out], stdout=subprocess.PIPE, text=True)
    with PeakRss(proc.pid) as mem:
        stdout, _ = proc.communicate()
    if proc.returncode != 0:
        raise BenchmarkError(f"the {flag} run failed ({proc.returncode})")
    res = json.loads(stdout.strip().splitlines()[-1])
    return res["seconds"], res["rows"], mem.peak


def run_single(directory: str, out: str) -> tuple[float, int, int]:
    return run_child("--single-worker", directory, out)


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


def spark_rounds(args: Any, log: dict[str, Any], root: Path, spark: Any, result: dict[str, Any], out: Any) -> None:
    """Spark against the single process, both writing Parquet (see the module docstring)."""
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
    result["spark_startup_s"] = startup
    result["contenders"] = {}
    print(f"\n{'contender':<10} {'rows/s (median)':>16} {'min-max':>22} {'seconds':>8} {'peak RSS MB':>12}", file=out)
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


def decode_rounds(args: Any, log: dict[str, Any], result: dict[str, Any], out: Any) -> None:
    """Decoding into Arrow (the column decoder; with --rows-reference also the per-row reference decoder) against
    a controller's replay of the same files, each in a child process, rounds in alternating order."""
    names = ["columns", "replay"] + (["rows"] if args.rows_reference else [])
    seconds: dict[str, list[float]] = {name: [] for name in names}
    parts: dict[str, list[float]] = {"decoding": [], "converting": [], "snapshot": [], "decode_snapshot": []}
    directory = log["directory"]
    for i in range(args.rounds):
        order = names if i % 2 == 0 else names[::-1]
        for name in order:
            flag, how = ("--replay-worker", "-") if name == "replay" else ("--decode-worker", name)
            proc = subprocess.run([sys.executable, __file__, flag, directory, how], capture_output=True, text=True)
            if proc.returncode != 0:
                raise BenchmarkError(f"{name} failed ({proc.returncode}): {proc.stderr[-2000:]}")
            res = json.loads(proc.stdout.strip().splitlines()[-1])
            expected = log["rows"] - (2 if name == "replay" else 0)  # the replay sees no snapshot header/footer
            if res["rows"] != expected:
                raise BenchmarkError(f"{name} read {res['rows']} records, expected {expected}")
            seconds[name].append(res["seconds"])
            for key in ("decoding", "converting"):
                if key in res:
                    parts[key].append(res[key])
            if "snapshot_seconds" in res:
                parts["snapshot" if name == "replay" else "decode_snapshot"].append(res["snapshot_seconds"])
        print(
            f"  decode round {i + 1}/{args.rounds}: "
            + ", ".join(f"{name} {seconds[name][-1]:.2f} s" for name in names),
            file=out,
            flush=True,
        )
    columns, replay = med(seconds["columns"]), med(seconds["replay"])
    print(f"\ndecoding {log['rows']:,} records into Arrow, median of {args.rounds} (min-max), seconds:", file=out)
    snap = med(parts["decode_snapshot"])
    print(
        f"  column decoder         {columns:8.2f}  ({min(seconds['columns']):.2f}-{max(seconds['columns']):.2f}; "
        f"snapshot {snap:.2f}, segments {columns - snap:.2f})",
        file=out,
    )
    if args.rows_reference:
        print(
            f"  row decoder + Arrow    {med(seconds['rows']):8.2f}  (decoding {med(parts['decoding']):.2f} + "
            f"converting {med(parts['converting']):.2f})",
            file=out,
        )
    print(
        f"  controller replay      {replay:8.2f}  ({min(seconds['replay']):.2f}-{max(seconds['replay']):.2f}; "
        f"snapshot load {med(parts['snapshot']):.2f}, segment records {replay - med(parts['snapshot']):.2f})",
        file=out,
    )
    # ratios per round (the two ran back to back), then their median
    ratios = [c / r for c, r in zip(seconds["columns"], seconds["replay"])]
    snapshot_ratios = [d / r for d, r in zip(parts["decode_snapshot"], parts["snapshot"]) if r > 0]
    ratio, snapshot_ratio = med(ratios), med(snapshot_ratios)
    print(
        f"column decoder / controller replay, median of the rounds' ratios: {ratio:.2f}x "
        f"({min(ratios):.2f}-{max(ratios):.2f}; target <= 3x: {'met' if ratio <= 3 else 'not met'})",
        file=out,
    )
    if snapshot_ratios:
        print(
            f"the snapshot alone, column decoder / the controller's snapshot load: {snapshot_ratio:.2f}x "
            f"({min(snapshot_ratios):.2f}-{max(snapshot_ratios):.2f})",
            file=out,
        )
    result["decode"] = {
        "seconds": seconds,
        "rows_decoding_s": parts["decoding"],
        "rows_converting_s": parts["converting"],
        "replay_snapshot_s": parts["snapshot"],
        "decode_snapshot_s": parts["decode_snapshot"],
        "ratios_to_replay": ratios,
        "ratio_to_replay": ratio,
        "snapshot_ratios": snapshot_ratios,
        "snapshot_ratio": snapshot_ratio,
    }


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
    parser.add_argument("--decode-only", action="store_true", help="only the decoders against the controller's replay")
    parser.add_argument("--rows-reference", action="store_true", help="also time the per-row reference decoder")
    parser.add_argument("--json", nargs="?", const="-", metavar="PATH")
    parser.add_argument("--single-worker", nargs=2, metavar=("DIR", "OUT"), help=argparse.SUPPRESS)
    parser.add_argument("--replay-worker", nargs=2, metavar=("DIR", "OUT"), help=argparse.SUPPRESS)
    parser.add_argument("--decode-worker", nargs=2, metavar=("DIR", "HOW"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.single_worker:
        print(json.dumps(single_process(*args.single_worker)))
        return 0
    if args.replay_worker:
        print(json.dumps(controller_replay(args.replay_worker[0])))
        return 0
    if args.decode_worker:
        print(json.dumps(decode_only(*args.decode_worker)))
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
        result: dict[str, Any] = {
            "partitions": args.partitions,
            "deltas": args.deltas,
            "rows": log["rows"],
            "files": log["files"],
            "bytes": log["bytes"],
            "split_bytes": args.split_bytes,
        }
        if not args.decode_only:
            spark_rounds(args, log, root, spark, result, out)
        decode_rounds(args, log, result, out)
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
