"""The PySpark pipeline on local Spark (one session for the module):

* Hypothesis: random controller histories written as real metadata logs (segments, a snapshot, the prefix deleted
  behind it): the last `partition_history` row of every partition equals the partition in the MetadataImage a node
  replays from the same files, and partitions of deleted topics end with a deleted row;
* the simulator's KIP-966 scenario (events known step by step): the whole job, and `under_min_isr`, `elections`,
  `brokers` and `partition_history` against the scenario's recorded states; the HTML report renders in headless
  Chromium (Debian's chromium package) to a non-empty screenshot.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyspark.sql import Window
from pyspark.sql import functions as F

from kraftpy.analytics.decode import plan_log, plan_pieces
from kraftpy.analytics.job import run_job
from kraftpy.analytics.report import Report, quorum_plot, time_axis
from kraftpy.analytics.source import DEFAULT_SPLIT_BYTES, FORMAT
from kraftpy.analytics.tables import StaticConfig, load_records, partition_history
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.node.metadata_log import metadata_partition_dir
from kraftpy.protocol.uuids import uuid_to_str

from .logs import History, kip966_scenario_log, random_history, replay_dir, write_history

pytestmark = pytest.mark.timeout(900)


def last_rows(spark: Any, log_dir: Path) -> dict[tuple[str, int], Any]:
    records = load_records(spark, str(log_dir)).localCheckpoint()  # the data source runs once
    history = partition_history(records)
    w = Window.partitionBy("topic_id", "partition").orderBy(F.desc("log_offset"))
    rows = history.withColumn("_n", F.row_number().over(w)).where(F.col("_n") == 1).collect()
    return {(r["topic_id"], r["partition"]): r for r in rows}


def as_registration(r: Any) -> PartitionRegistration:
    return PartitionRegistration(
        tuple(r["replicas"]),
        tuple(r["isr"]),
        r["leader"],
        r["leader_epoch"],
        r["partition_epoch"],
        r["leader_recovery_state"],
        tuple(r["elr"]),
        tuple(r["last_known_elr"]),
        r["last_known_leader"],
        tuple(r["adding_replicas"]),
        tuple(r["removing_replicas"]),
        tuple(r["directories"] or ()),
    )


@settings(
    max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32 - 1), ops=st.integers(20, 150), snapshot=st.booleans(), late_snapshot=st.booleans())
def test_last_history_row_equals_the_replayed_image(
    spark: Any, tmp_path_factory: pytest.TempPathFactory, seed: int, ops: int, snapshot: bool, late_snapshot: bool
) -> None:
    rng = random.Random(seed)
    h = random_history(rng, ops, snapshot=False, delete_prefix=False)
    if snapshot:  # a snapshot with the log prefix deleted behind it, as a node leaves its log
        at = len(h.batches) - 3 if late_snapshot else rng.randint(1, len(h.batches))
        h = History(h.batches, at, delete_prefix=True)
    log_dir = tmp_path_factory.mktemp("log")
    written = write_history(log_dir, h)
    rows = last_rows(spark, log_dir)
    image = replay_dir(log_dir)
    assert image.partition_count() == written.partition_count()
    expected = {(uuid_to_str(t.id), i): p for t in image.topics_by_id.values() for i, p in t.partitions.items()}
    live = {k: r for k, r in rows.items() if not r["deleted"]}
    assert set(live) == set(expected)
    for key, p in expected.items():
        assert as_registration(live[key]) == p, (key, live[key], p)
    names = {uuid_to_str(t.id): t.name for t in image.topics_by_id.values()}
    assert all(live[k]["topic_name"] == names[k[0]] for k in live)
    shutil.rmtree(log_dir)


# ============================================================================================ options


def test_split_bytes_option_cuts_files_into_input_partitions(spark: Any, tmp_path: Path) -> None:
    """``splitBytes`` reaches the reader whatever its case (Spark lower-cases option names): a log of a few
    segments read in pieces of ~700 bytes gives one input partition per piece and the same rows as one per file;
    without the option, the default size applies."""
    h = random_history(random.Random(3), 120, snapshot=True, delete_prefix=False)
    write_history(tmp_path, h, segment_bytes=64 * 1024)
    plan = plan_log(str(tmp_path))
    pieces = plan_pieces(plan, 700)
    assert len(pieces) > len(plan.files)
    split = load_records(spark, str(tmp_path), 700)
    whole = load_records(spark, str(tmp_path), 0)
    assert split.rdd.getNumPartitions() == len(pieces)
    assert whole.rdd.getNumPartitions() == len(plan.files)
    assert load_records(spark, str(tmp_path)).rdd.getNumPartitions() == len(plan_pieces(plan, DEFAULT_SPLIT_BYTES))
    key = ["file", "offset"]
    assert split.orderBy(*key).collect() == whole.orderBy(*key).collect()


def test_starting_offsets_option_of_the_stream(spark: Any, tmp_path: Path) -> None:
    """``startingOffsets`` (a number, ``latest``) decides where a stream starts."""
    h = random_history(random.Random(5), 60, snapshot=False, delete_prefix=False)
    write_history(tmp_path / "node", h, segment_bytes=64 * 1024)
    directory = metadata_partition_dir(str(tmp_path / "node"))
    offsets = sorted(r["offset"] for r in load_records(spark, directory).collect())
    middle = offsets[len(offsets) // 2]

    def stream(name: str, starting: str) -> list[int]:
        query = (
            spark.readStream.format(FORMAT)
            .option("startingOffsets", starting)
            .load(directory)
            .writeStream.format("memory")
            .queryName(name)
            .option("checkpointLocation", str(tmp_path / name))
            .trigger(availableNow=True)
            .start()
        )
        query.awaitTermination(120)
        return sorted(r["offset"] for r in spark.sql(f"select offset from {name}").collect())

    assert stream("from_middle", str(middle)) == [o for o in offsets if o >= middle]
    assert stream("from_latest", "latest") == []
    assert stream("from_earliest", "earliest") == offsets


# ====================================================================================== KIP-966 scenario


@pytest.fixture(scope="module")
def scenario(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("kip966")
    outcome = kip966_scenario_log(root / "log")
    out = root / "out"

    def extra(rep: Report) -> None:  # one more section, as a later analysis adds its own
        rep.add_plot(quorum_plot(time_axis(0, 1000), []))
        rep.sections.append(("One more section", ["policy", "lost"], [["elr", 0]], "added by the caller"))

    result = run_job(spark, str(root / "log"), str(out), StaticConfig(min_insync_replicas=2), report_sections=[extra])
    tables = {name: spark.read.parquet(str(out / name)) for name in result.rows}
    return {"outcome": outcome, "out": out, "result": result, "tables": tables}


def test_kip966_scenario_tables(scenario: dict[str, Any]) -> None:
    outcome, tables, result = scenario["outcome"], scenario["tables"], scenario["result"]
    states = outcome.states
    assert not result.damage and result.report is not None
    history = tables["partition_history"].where(F.col("topic_name") == "kip966").orderBy("log_offset").collect()
    # every state the scenario recorded is a row of the history, in order, and the last row is the final state
    regs = [as_registration(r) for r in history]
    steps = ["online", "broker 0 cut off", "broker 1 cut off", "broker 2 fenced", "network healed", "caught up"]
    positions = [regs.index(states[s]) for s in steps]
    assert positions == sorted(positions)
    assert regs[-1] == states["caught up"]

    (interval,) = tables["under_min_isr"].collect()
    alone = history[positions[2]]  # ISR [2], ELR [1]
    healed = history[positions[4]]  # leader 1, ISR [1, 0]
    assert interval["topic_name"] == "kip966" and interval["effective_min_isr"] == 2
    assert interval["start_offset"] == alone["log_offset"] and interval["start"] == alone["timestamp"]
    assert interval["end_offset"] <= healed["log_offset"] and not interval["ongoing"]
    assert interval["isr_size_at_start"] == 1 and interval["elr_size_at_start"] == 1
    assert interval["min_isr_size"] == 0 and interval["max_elr_size"] == 2 and interval["leaderless"]
    assert interval["duration_ms"] > 0

    (election,) = tables["elections"].collect()
    assert election["kind"] == "elr" and election["leader"] == outcome.leader_after_heal == 1
    assert 1 in election["prev_elr"] and election["prev_leader"] == -1 and election["leaderless_ms"] > 0

    regs_rows = tables["brokers"].where(F.col("event") == "registered").collect()
    kinds = {(r["broker_id"], r["shutdown"]) for r in regs_rows}
    assert kinds == {(0, "first"), (1, "first"), (2, "first"), (2, "unclean")}  # broker 2 lost power
    fenced = {r["broker_id"] for r in tables["brokers"].where(F.col("event") == "fenced").collect()}
    assert fenced == {0, 1, 2}
    assert tables["quorum"].where(F.col("event") == "leader_change").count() >= 1
    created = tables["topics_configs"].where(F.col("event") == "topic_created").collect()
    assert [(r["name"], r["value"]) for r in created] == [("kip966", "1")]


def test_report_plot_data_of_the_scenario(scenario: dict[str, Any]) -> None:
    """plots.json: every time axis is the log's life (not years around one event), the one ELR election is one
    bar counting one, and nothing the scenario produced is collapsed."""
    report = Path(scenario["result"].report)
    listed = json.loads((report.parent / "plots.json").read_text())
    assert len(listed) == 6 and listed[-1]["empty"] is not None  # the caller's plot, collapsed
    plots = {p["name"]: p for p in listed[:-1]}
    records = scenario["tables"]["records"]
    span = records.agg(F.min(F.unix_millis("timestamp")).alias("lo"), F.max(F.unix_millis("timestamp")).alias("hi"))
    lo, hi = span.collect()[0]
    assert hi - lo < 10 * 60 * 1000  # the simulated cluster lives minutes
    for p in plots.values():
        assert p["empty"] is None and p["file"] == p["name"], p["name"]
        axis = p["axis"]
        assert axis["end"] - axis["start"] == max(hi - lo, 1000)
        assert all(axis["start"] <= t <= axis["end"] for t in axis["ticks"]) and 2 <= len(axis["ticks"]) <= 8
    (panel,) = plots["elections.png"]["panels"]
    assert [(b["label"], b["counts"]) for b in panel["bars"]] == [("elr", [1])]
    assert panel["ylabel"].startswith("elections per ")
    (panel,) = plots["under_min_isr.png"]["panels"]
    assert max(panel["steps"][0]["values"]) == 1
    assert [lane["label"] for lane in plots["brokers.png"]["panels"][0]["lanes"]] == [
        "broker 0",
        "broker 1",
        "broker 2",
    ]


def test_report_renders_in_headless_chromium(scenario: dict[str, Any], tmp_path: Path) -> None:
    report = Path(scenario["result"].report)
    page = report.read_text()
    for png in ("isr_elr_worst_partitions.png", "under_min_isr.png", "elections.png", "brokers.png", "quorum.png"):
        assert (report.parent / png).stat().st_size > 1000 and png in page
    assert "kip966" in page and "elr" in page
    assert "<h2>One more section</h2>" in page and page.count('<p class="empty">') == 1
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    assert chromium, "Debian's chromium package is needed (scripts/test.sh installs it when run as root)"
    shot = tmp_path / "report.png"
    subprocess.run(
        [
            chromium,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            f"--screenshot={shot}",
            "--window-size=1200,2400",
            report.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    from PIL import Image

    with Image.open(shot) as img:
        assert img.size == (1200, 2400)
        colors = img.convert("RGB").getcolors(maxcolors=1 << 20)
    assert colors is None or len(colors) > 50  # plots and tables drawn, not a blank page


def test_benchmark_smoke(spark: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/analytics_bench.py keeps working: a tiny run in this session, its checks and its JSON."""
    import importlib.util
    import json
    import sys

    script = Path(__file__).resolve().parents[2] / "benchmarks" / "analytics_bench.py"
    spec = importlib.util.spec_from_file_location("analytics_bench", script)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    try:
        spec.loader.exec_module(bench)
        assert bench.main(["--partitions", "2000", "--deltas", "3000", "--rounds", "1", "--json"], spark=spark) == 0
    finally:
        del sys.modules[spec.name]
    res = json.loads(capsys.readouterr().out)
    assert res["rows"] == 2000 + 3000 + 2 + 300 + 20 + 2  # partitions, deltas, features, brokers, topics, header/footer
    assert set(res["contenders"]) == {"spark", "single"} and res["ratio"] > 0
