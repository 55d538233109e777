"""A real cluster's metadata log, live and after the fact: controller 1 and brokers 2, 3, 4 as processes
(tests/integration/cluster.py), topic `story` (replicas [2, 3, 4], min.insync.replicas 2) driven through

1. kill -9 of broker 4, a clean stop of broker 3 (ISR [2], ELR [3]), kill -9 of the leader 2 (no leader);
2. broker 3 back: a clean registration, elected from the ELR; brokers 2 and 4 back after their unclean shutdowns;
3. unclean.recovery.manager.enabled (dynamic), brokers 4, 2, 3 killed one by one (ISR and ELR empty at the end),
   all three back uncleanly: the recovery manager elects the longest log (Unclean Recovery).

While it runs, a Spark streaming query tails the controller's log (`readStream` of kraftpy-metadata into a memory
table), with the log's offsets; afterwards the job ingests the log and its tables show those events.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from pyspark.sql import functions as F

from kraftpy.admin.client import AlterConfigOp, ConfigResource, PartitionInfo
from kraftpy.analytics import what_if_section
from kraftpy.analytics.job import run_job
from kraftpy.analytics.source import register
from kraftpy.node.metadata_log import metadata_partition_dir
from tests.integration.cluster import Cluster

pytestmark = pytest.mark.timeout(900)

TOPIC = "story"
BROKER_RESOURCE = 4
OVERRIDES = {
    "broker.session.timeout.ms": "2000",
    "broker.heartbeat.interval.ms": "300",
    "auto.leader.rebalance.enable": "false",
    "replica.fetch.wait.max.ms": "100",
    "replica.fetch.backoff.ms": "200",
    "replica.lag.time.max.ms": "3000",
    # no NoOpRecord every 500 ms: the log grows only with the story, so that processAllAvailable() of the streaming
    # query comes to an end (with a log that always grows, each micro-batch finds new data and it can run for minutes)
    "metadata.max.idle.interval.ms": "600000",
}


def wait_state(c: Cluster, what: str, check: Callable[[PartitionInfo], bool], timeout: float = 60.0) -> PartitionInfo:
    return c.wait_for_partition(TOPIC, 0, what, check, timeout=timeout)


def wait_unfenced(c: Cluster, brokers: set[int], timeout: float = 60.0) -> None:
    def probe() -> bool:
        described = c.admin(lambda a: a.describe_cluster(), timeout_ms=3000)
        return brokers <= {n.node_id for n in described.nodes if not n.is_fenced}

    c.wait_until(f"brokers {sorted(brokers)} unfenced", probe, timeout, 0.2)


def streamed(spark: Any, query: Any) -> list[Any]:
    query.processAllAvailable()
    return spark.sql("select offset, type_name, kind, topic_name from live order by offset").collect()


def test_real_cluster_log_live_and_after(spark: Any, tmp_path: Path) -> None:
    with Cluster(tmp_path / "cluster", controllers=1, brokers=3, overrides=OVERRIDES) as c:
        c.start_all()
        wait_unfenced(c, {2, 3, 4})
        metadata_dir = metadata_partition_dir(str(c.nodes[1].data_dir))
        register(spark)
        query = (
            spark.readStream.format("kraftpy-metadata")
            .load(metadata_dir)
            .writeStream.format("memory")
            .queryName("live")
            .option("checkpointLocation", str(tmp_path / "checkpoint"))
            .trigger(processingTime="500 milliseconds")
            .start()
        )
        try:
            c.create_topic(TOPIC, assignments={0: [2, 3, 4]}, configs={"min.insync.replicas": "2"})
            rows = streamed(spark, query)
            assert [r["topic_name"] for r in rows if r["type_name"] == "TopicRecord"] == [TOPIC]
            offsets = [r["offset"] for r in rows]
            assert offsets == list(range(offsets[0], offsets[0] + len(offsets)))  # the log's offsets, no hole

            # 1. ISR [2, 3, 4] -> [2, 3] -> [2] with ELR [3] -> no leader
            c.kill(4)
            wait_state(c, "ISR [2, 3]", lambda p: set(p.isr) == {2, 3})
            assert c.stop(3) == 0
            wait_state(c, "ISR [2], ELR [3]", lambda p: p.isr == (2,) and p.elr == (3,))
            c.kill(2)
            c.start(4)
            wait_state(c, "no leader, ELR [2, 3]", lambda p: p.leader is None and set(p.elr or ()) == {2, 3})
            # 2. the cleanly stopped ELR member comes back and leads; the others come back uncleanly
            c.start(3)
            wait_state(c, "3 elected from the ELR", lambda p: p.leader == 3)
            c.start(2)
            wait_state(c, "ISR [3, 2, 4]", lambda p: set(p.isr) == {2, 3, 4})
            live_rows = streamed(spark, query)
            assert len(live_rows) > len(rows)

            # 3. Unclean Recovery
            answer = c.admin(
                lambda a: a.incremental_alter_configs(
                    {ConfigResource(BROKER_RESOURCE, ""): [AlterConfigOp("unclean.recovery.manager.enabled", "true")]}
                )
            )
            assert answer == {ConfigResource(BROKER_RESOURCE, ""): None}
            c.kill(4)
            wait_state(c, "ISR without 4", lambda p: 4 not in p.isr)
            c.kill(2)
            wait_state(c, "ISR [3], ELR [2]", lambda p: p.isr == (3,) and p.elr == (2,))
            c.kill(3)
            c.start(4)
            wait_state(c, "no leader, ELR [2, 3]", lambda p: p.leader is None and set(p.elr or ()) == {2, 3})
            c.start(2)
            c.start(3)
            wait_state(c, "a leader recovered", lambda p: p.leader is not None)
            time.sleep(1)
            final_stream = streamed(spark, query)
        finally:
            query.stop()
        for broker in (2, 3, 4):  # the story is over: only the controller's log matters, closed cleanly
            c.kill(broker)
        assert c.stop(1) == 0

    out = tmp_path / "out"
    result = run_job(spark, str(c.nodes[1].data_dir), str(out), report=False)
    assert not result.damage
    t = {name: spark.read.parquet(str(out / name)) for name in result.rows}

    # the stream saw exactly the segment records the batch read finds, at the same offsets
    batch = (
        t["records"]
        .where((F.col("file_type") == "segment") & (F.col("offset") <= final_stream[-1]["offset"]))
        .select("offset", "type_name")
        .orderBy("offset")
        .collect()
    )
    assert [(r["offset"], r["type_name"]) for r in final_stream] == [(r["offset"], r["type_name"]) for r in batch]

    el = t["elections"].where(F.col("topic_name") == TOPIC).orderBy("log_offset").collect()
    kinds = [(r["kind"], r["leader"]) for r in el]
    assert ("elr", 3) in kinds, kinds
    recovered = [r for r in el if r["kind"] == "unclean_recovery"]
    assert len(recovered) == 1 and recovered[0]["recovering"] and recovered[0]["recovery_manager_enabled"]
    assert recovered[0]["prev_leader"] == -1 and recovered[0]["leaderless_ms"] > 0
    assert kinds.index(("elr", 3)) < el.index(recovered[0])

    regs = t["brokers"].where(F.col("event") == "registered").orderBy("log_offset").collect()
    again = [(r["broker_id"], r["shutdown"]) for r in regs if r["shutdown"] != "first"]
    # phase 1: 4 (killed), 3 (stopped cleanly), 2 (killed); phase 3: 4, 2, 3 (all killed)
    assert again == [(4, "unclean"), (3, "clean"), (2, "unclean"), (4, "unclean"), (2, "unclean"), (3, "unclean")]
    evidence = {(r["broker_id"], r["evidence"]) for r in regs if r["shutdown"] != "first"}
    assert any(b == 2 and e.startswith("left the ELR") for b, e in evidence), evidence
    assert any(b == 3 and e.startswith("controlled shutdown recorded") for b, e in evidence), evidence
    # the only controlled shutdown is broker 3's
    shutdowns = (
        t["brokers"]
        .where((F.col("event") == "controlled_shutdown") & (F.col("log_offset") < recovered[0]["log_offset"]))
        .collect()
    )
    assert [r["broker_id"] for r in shutdowns] == [3]

    under = t["under_min_isr"].where(F.col("topic_name") == TOPIC).orderBy("start_offset").collect()
    story = [r for r in under if r["start_offset"] < recovered[0]["log_offset"]]  # not the brokers' final kill
    assert len(story) == 2 and all(r["effective_min_isr"] == 2 and not r["ongoing"] for r in story), under
    assert all(r["max_elr_size"] == 2 and r["leaderless"] and r["min_isr_size"] == 0 for r in story)
    assert story[0]["end_offset"] < story[1]["start_offset"] and story[1]["end_offset"] > recovered[0]["log_offset"]
    quorum = t["quorum"].where(F.col("event") == "leader_change").collect()
    assert quorum and all(r["leader_id"] == 1 for r in quorum)
    configs = t["topics_configs"].where(F.col("config_name") == "unclean.recovery.manager.enabled").collect()
    assert [(r["resource"], r["value"]) for r in configs] == [("cluster", "true")]

    # `kraftpy analytics --what-if-from-log`: the same log replayed under each election policy with the faults it
    # recorded; the tables beside the job's, and the report's What-if section with its plot
    out2 = tmp_path / "out-what-if"
    command = ["analytics", "--log-dir", str(c.nodes[1].data_dir), "--out", str(out2), "--master", "local[1]"]
    proc = subprocess.run(
        [sys.executable, "-m", "kraftpy", *command, "--what-if-from-log", "--what-if-seeds", "1"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    summary = pq.read_table(out2 / "what_if" / "summary.parquet").to_pylist()
    assert sorted(r["policy"] for r in summary) == ["aggressive", "balanced", "elr", "elr-off"]
    page = (out2 / "report" / "index.html").read_text()
    assert "What-if: the same faults under each election policy" in page
    assert (out2 / "report" / what_if_section.PLOT).exists()
