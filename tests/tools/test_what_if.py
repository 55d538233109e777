"""`kraftpy what-if` on metadata logs: a written log whose history is known, and a real local cluster's log in
which a broker was kill -9'd and restarted (--from-log lists those events at their times)."""

from __future__ import annotations

import io
import json
import time
import uuid
from pathlib import Path

import pytest

from kraftpy.metadata.features import ELR_FEATURE
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.sim.what_if import WhatIfOptions
from kraftpy.sim.what_if_input import LoggedRecord, LogHistory, derive_schedule, read_metadata_log
from kraftpy.sim.what_if_output import what_if, write_tables
from kraftpy.tools.main import build_parser, main
from kraftpy.tools.what_if import run
from tests.analytics.logs import History, write_history
from tests.integration.cluster import Cluster

START_MS = 1_700_000_000_000  # write_history: batch i has the timestamp START_MS + 100 * i
TOPIC_ID = uuid.UUID(int=0x5EED)


def _register(broker: int, epoch: int, previous_clean_epoch: int = -1) -> mr.RegisterBrokerRecord:
    return mr.RegisterBrokerRecord(
        broker_id=broker,
        incarnation_id=uuid.UUID(int=epoch),
        broker_epoch=epoch,
        rack=f"rack-{broker % 2}",
        fenced=True,
        previous_clean_epoch=previous_clean_epoch,
    )


def _change(broker: int, epoch: int, **kw: int) -> mr.BrokerRegistrationChangeRecord:
    return mr.BrokerRegistrationChangeRecord(broker_id=broker, broker_epoch=epoch, **kw)


def _history() -> History:
    """Brokers 1-3 (racks 0/1), one topic of 3 partitions (RF 3, min ISR 2); then broker 2 stops answering
    (fenced at batch 40) and registers again without its epoch (batch 45: an unclean shutdown), and broker 3 shuts
    down in a controlled way (batch 60) and registers again with its epoch (batch 70: a clean one)."""
    batches: list[list[Message]] = [[]] * 0
    batches.append([mr.FeatureLevelRecord(name="metadata.version", feature_level=27)])
    batches.append([mr.FeatureLevelRecord(name=ELR_FEATURE, feature_level=1)])
    for b in (1, 2, 3):
        batches.append([_register(b, 10 + b)])
        batches.append([_change(b, 10 + b, fenced=-1)])
    batches.append([mr.ConfigRecord(resource_type=2, resource_name="orders", name="min.insync.replicas", value="2")])
    batches.append([mr.TopicRecord(name="orders", topic_id=TOPIC_ID)])
    for p in range(3):
        replicas = [1 + (p + k) % 3 for k in range(3)]
        batches.append(
            [mr.PartitionRecord(partition_id=p, topic_id=TOPIC_ID, replicas=replicas, isr=replicas, leader=replicas[0])]
        )
    while len(batches) < 40:
        batches.append([mr.NoOpRecord()])
    batches.append([_change(2, 12, fenced=1)])  # batch 40
    while len(batches) < 45:
        batches.append([mr.NoOpRecord()])
    batches.append([_register(2, 100)])  # batch 45: no previous clean epoch
    batches.append([_change(2, 100, fenced=-1)])
    while len(batches) < 60:
        batches.append([mr.NoOpRecord()])
    batches.append([_change(3, 13, in_controlled_shutdown=1)])  # batch 60
    batches.append([_change(3, 13, fenced=1)])
    while len(batches) < 70:
        batches.append([mr.NoOpRecord()])
    batches.append([_register(3, 200, previous_clean_epoch=13)])  # batch 70
    batches.append([_change(3, 200, fenced=-1)])
    return History(batches)


def test_from_log_on_a_written_log(tmp_path: Path) -> None:
    write_history(tmp_path / "log", _history(), start_ms=START_MS)
    history = read_metadata_log(str(tmp_path / "log"))
    assert sorted(history.image.brokers) == [1, 2, 3] and history.image.partition_count() == 3
    schedule = derive_schedule(history, session_timeout_ms=3_000)
    events = [(e.action, e.brokers, schedule.origin_wall_ms + e.at_ms) for e in schedule.events]  # type: ignore[operator]
    assert events == [
        ("kill", (2,), START_MS + 4_000 - 3_000),  # fenced at batch 40, a session timeout after it went quiet
        ("restart", (2,), START_MS + 4_500),
        ("stop", (3,), START_MS + 6_000),
        ("restart", (3,), START_MS + 7_000),
    ]


def test_what_if_command_prints_a_line_per_policy_and_writes_parquet(tmp_path: Path) -> None:
    write_history(tmp_path / "log", _history(), start_ms=START_MS)
    schedule = tmp_path / "schedule.json"
    schedule.write_text(
        json.dumps(
            {
                "duration_ms": 60_000,
                "events": [
                    {"at": "5s", "action": "partition", "racks": ["rack-1"], "duration": "20s"},
                    {"at": "10s", "action": "power-loss", "brokers": [2], "duration": "5s"},
                ],
            }
        )
    )
    argv = ["what-if", "--log-dir", str(tmp_path / "log"), "--schedule", str(schedule), "--seeds", "2"]
    args = build_parser().parse_args([*argv, "--out", str(tmp_path / "out"), "--settle-ms", "20000"])
    out = io.StringIO()
    assert run(args, out) == 0
    text = out.getvalue()
    lines = text.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("policy "))
    assert [line.split()[0] for line in lines[header + 1 : header + 5]] == ["elr-off", "elr", "balanced", "aggressive"]
    assert "3 brokers, 1 topics, 3 partitions" in lines[0]
    assert (tmp_path / "out" / "what_if" / "summary.parquet").exists() or (
        tmp_path / "out" / "what_if" / "summary.jsonl"
    ).exists()


def test_usage_errors(tmp_path: Path) -> None:
    assert main(["what-if", "--log-dir", str(tmp_path / "nothing"), "--from-log"]) == 2
    write_history(tmp_path / "log", _history(), start_ms=START_MS)
    assert main(["what-if", "--log-dir", str(tmp_path / "log"), "--from-log", "--policies", "nope"]) == 2


@pytest.mark.timeout(240)
def test_from_log_on_a_local_cluster_where_a_broker_was_killed(tmp_path: Path) -> None:
    overrides = {"broker.session.timeout.ms": "3000", "broker.heartbeat.interval.ms": "500"}
    with Cluster(tmp_path, controllers=1, brokers=3, overrides=overrides) as cluster:
        cluster.start_all()
        cluster.create_topic("orders", 3, 3, configs={"min.insync.replicas": "2"})
        victim = cluster.brokers[1].node_id
        time.sleep(1.0)
        killed_ms = time.time() * 1000
        cluster.kill(victim)

        def fenced() -> bool | None:
            return all(victim not in p.isr for p in cluster.describe_topic("orders")) or None

        cluster.wait_until("the killed broker out of every ISR", fenced, 30)
        time.sleep(1.0)
        restarted_ms = time.time() * 1000
        cluster.start(victim)

        def back() -> bool | None:
            return all(sorted(p.isr) == sorted(p.replicas) for p in cluster.describe_topic("orders")) or None

        cluster.wait_until("the restarted broker back in every ISR", back, 60)
        for b in cluster.brokers:  # (brokers first: a broker stopping cleanly waits for its controller)
            cluster.kill(b.node_id)
        assert cluster.stop(1) == 0
        log_dir = cluster.nodes[1].data_dir  # the controller's
    history = read_metadata_log(str(log_dir))
    schedule = derive_schedule(history, session_timeout_ms=3_000)
    mine = [e for e in schedule.events if victim in e.brokers]
    assert [e.action for e in mine] == ["kill", "restart"], schedule.describe()
    origin = schedule.origin_wall_ms
    assert origin is not None
    kill, restart = mine
    # the kill is placed a session timeout before the fencing: within a heartbeat or two of the real kill -9
    assert abs(origin + kill.at_ms - killed_ms) < 4_000, (origin + kill.at_ms - killed_ms, schedule.describe())
    # the restart is the unclean registration, once the process is up (slow on a loaded machine)
    assert 0 <= origin + restart.at_ms - restarted_ms < 30_000, origin + restart.at_ms - restarted_ms
    # and the command replays it under the four policies
    args = build_parser().parse_args(["what-if", "--log-dir", str(log_dir), "--from-log", "--settle-ms", "20000"])
    out = io.StringIO()
    assert run(args, out) == 0
    text = out.getvalue()
    assert "kill" in text and "restart" in text and "aggressive" in text


def test_a_log_that_starts_at_a_snapshot_and_a_snapshot_file(tmp_path: Path) -> None:
    history = _history()
    history.snapshot_after = 50  # after broker 2's restart, before broker 3's controlled shutdown
    history.delete_prefix = True
    write_history(tmp_path / "log", history, start_ms=START_MS, segment_bytes=1024)
    read = read_metadata_log(str(tmp_path / "log"))
    assert read.problems == [] and sorted(read.image.brokers) == [1, 2, 3] and read.image.partition_count() == 3
    # what the snapshot summarizes is no longer a history: only broker 3's stop and restart are in the segments
    events = [(e.action, e.brokers) for e in derive_schedule(read, session_timeout_ms=3_000).events]
    assert events == [("stop", (3,)), ("restart", (3,))]
    (snapshot,) = (tmp_path / "log" / "__cluster_metadata-0").glob("*.checkpoint")
    only = read_metadata_log(str(snapshot))
    assert sorted(only.image.brokers) == [1, 2, 3] and only.image.partition_count() == 3
    assert derive_schedule(only).events == ()


def test_from_log_brokers_that_never_came_back_and_quorum_failovers() -> None:
    h = LogHistory("memory")
    records: list[tuple[int, Message]] = [
        (0, _register(1, 11)),
        (0, _register(2, 12)),
        (10_000, _change(1, 11, fenced=1)),  # broker 1: fenced at 10 s, never registers again
        (20_000, _change(2, 12, in_controlled_shutdown=1)),  # broker 2: stops at 20 s for good
        (21_000, _change(2, 12, fenced=1)),
    ]
    h.records = [LoggedRecord(i, START_MS + t, r) for i, (t, r) in enumerate(records)]
    h.leader_changes = [(START_MS, 0, 100), (START_MS + 30_000, 7, 101)]  # quorum leader 100, then 101 at 30 s
    s = derive_schedule(h, session_timeout_ms=4_000, unclean_as="power-loss")
    assert s.origin_wall_ms is not None
    got = [(e.action, e.brokers, s.origin_wall_ms + e.at_ms - START_MS) for e in s.events]
    assert got == [
        ("power-loss", (1,), 6_000),
        ("stop", (2,), 20_000),
        ("controller-failover", (), 30_000),
    ]


def test_the_same_log_schedule_and_seed_give_identical_parquet_tables(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    write_history(tmp_path / "log", _history(), start_ms=START_MS)
    for run_dir in ("a", "b"):
        result = what_if(str(tmp_path / "log"), from_log=True, seeds=[3], options=WhatIfOptions(settle_ms=20_000))
        write_tables(result, str(tmp_path / run_dir))
    for table in ("summary", "intervals", "partitions"):
        a = pq.read_table(tmp_path / "a" / "what_if" / f"{table}.parquet")
        b = pq.read_table(tmp_path / "b" / "what_if" / f"{table}.parquet")
        assert a.equals(b), table
    assert pq.read_table(tmp_path / "a" / "what_if" / "summary.parquet").num_rows == 4
