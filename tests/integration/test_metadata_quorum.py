"""DescribeQuorum end to end: kafka-python 3's `describe_metadata_quorum()` against a broker (which forwards to the
quorum leader), `kraftpy metadata-quorum describe --status/--replication` through brokers and controllers, and
kraftpy's `AdminClient` finding the leader from a follower controller. Plus the tool's exact output format."""

from __future__ import annotations

import argparse
import asyncio
import json
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from kafka.admin import KafkaAdminClient
from kafka.net.compat import KafkaNetClient

from kraftpy.admin.client import AdminClient, QuorumEndpoint, QuorumInfo, QuorumReplica
from kraftpy.protocol.uuids import uuid_from_str, uuid_to_str
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties
from kraftpy.tools import metadata_quorum
from kraftpy.tools.metadata_quorum import format_replication, format_status

from .cluster import Cluster

pytestmark = pytest.mark.timeout(120)


class BootstrapOnlyClient(KafkaNetClient):
    """kafka-python's network client, minus the Metadata bootstrap (kraftpy brokers serve Metadata only once the
    broker issue lands): requests go to the bootstrap server itself, as they would after bootstrapping to it."""

    def __init__(self, **configs: Any) -> None:
        super().__init__(**configs)
        manager = self._manager
        manager.bootstrap = lambda *args, **kwargs: None
        manager.least_loaded_node = lambda: manager.cluster.bootstrap_brokers()[0].node_id


def kafka_python_quorum(bootstrap: str) -> dict[str, Any]:
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, kafka_client=BootstrapOnlyClient, request_timeout_ms=10000)
    try:
        result: dict[str, Any] = admin.describe_metadata_quorum()
        return result
    finally:
        admin.close()


def run_tool(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="kraftpy")
    metadata_quorum.register(parser.add_subparsers(dest="command"))
    ns = parser.parse_args(["metadata-quorum", *args])
    capsys.readouterr()
    code = ns.func(ns)
    out, err = capsys.readouterr()
    return code, out, err


def table(text: str) -> list[list[str]]:
    lines = text.rstrip("\n").split("\n")
    for line in lines:
        assert line.endswith("\t"), f"every cell is followed by a TAB: {line!r}"
    return [[cell.strip() for cell in line.split("\t")[:-1]] for line in lines]


def test_kafka_python_and_the_tool_agree(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    started_ms = time.time_ns() // 1_000_000
    # no NoOps: the quorum is quiescent, so offsets are equal in every answer
    with Cluster(tmp_path, controllers=3, brokers=1, overrides={"metadata.max.idle.interval.ms": "0"}) as cluster:
        cluster.start_all()
        broker = cluster.nodes[4]
        broker_dir_id = uuid_from_str(read_meta_properties(RealFileSystem(), str(broker.data_dir)).directory_id or "")

        def settled() -> Any:
            """The quorum once the broker fetches as an observer and the log stopped moving (the broker's
            registration and unfencing are the last records: heartbeats write nothing)."""
            first = cluster.describe_quorum(timeout_ms=1000)
            time.sleep(0.5)
            q = cluster.describe_quorum(timeout_ms=1000)
            ok = (
                q.high_watermark >= 1
                and q.high_watermark == first.high_watermark
                and [o.replica_id for o in q.observers] == [4]
                and all(v.log_end_offset == q.high_watermark for v in q.voters)
                and q.observers[0].log_end_offset == q.high_watermark
            )
            return q if ok else None

        quorum = cluster.wait_until("the broker fetching as an observer, the log settled", settled)
        leader = quorum.leader_id

        # kafka-python 3 sends DescribeQuorum v2 to the broker, which forwards it to the leader
        kp = kafka_python_quorum(broker.broker_address)
        [topic] = kp["topics"]
        assert topic["topic_name"] == "__cluster_metadata"
        [part] = topic["partitions"]
        assert part["error"] is None
        assert (part["leader_id"], part["leader_epoch"], part["high_watermark"]) == (
            leader,
            quorum.leader_epoch,
            quorum.high_watermark,
        )
        kp_voters = {v["replica_id"]: v for v in part["current_voters"]}
        kp_observers = {o["replica_id"]: o for o in part["observers"]}
        assert sorted(kp_voters) == [1, 2, 3] and sorted(kp_observers) == [4]
        assert uuid.UUID(str(kp_observers[4]["replica_directory_id"])) == broker_dir_id
        assert {
            n["node_id"]: [(lst["name"], lst["host"], lst["port"]) for lst in n["listeners"]] for n in kp["nodes"]
        } == {c.node_id: [("CONTROLLER", c.host, c.controller_port)] for c in cluster.controllers}

        # the tool through the broker: the same replication table
        code, out, err = run_tool(capsys, "--bootstrap-server", broker.broker_address, "describe", "--replication")
        assert code == 0, err
        rows = table(out)
        assert rows[0] == [
            "NodeId",
            "DirectoryId",
            "LogEndOffset",
            "Lag",
            "LastFetchTimestamp",
            "LastCaughtUpTimestamp",
            "Status",
        ]
        body = rows[1:]
        assert [r[6] for r in body] == ["Leader", "Follower", "Follower", "Observer"]
        assert body[0][0] == str(leader)
        assert sorted(int(r[0]) for r in body[1:3]) == sorted(i for i in (1, 2, 3) if i != leader)
        now_ms = time.time_ns() // 1_000_000
        for row in body:
            node_id = int(row[0])
            mine = kp_voters.get(node_id) or kp_observers[node_id]
            dir_id = mine["replica_directory_id"]
            assert row[1] == uuid_to_str(uuid.UUID(str(dir_id)) if dir_id is not None else uuid.UUID(int=0))
            assert int(row[2]) == mine["log_end_offset"] == quorum.high_watermark
            assert row[3] == "0"
            for cell, key in ((row[4], "last_fetch_timestamp"), (row[5], "last_caught_up_timestamp")):
                assert started_ms <= int(cell) <= now_ms and started_ms <= mine[key] <= now_ms

        # --human-readable: relative times
        code, out, _ = run_tool(
            capsys,
            "--bootstrap-server",
            broker.broker_address,
            "describe",
            "--replication",
            "--human-readable",
        )
        assert code == 0
        for row in table(out)[1:]:
            assert row[4].endswith(" ms ago") and row[5].endswith(" ms ago")

        # --status, straight from the controllers and through the broker; each voter with the directory id of
        # its metadata directory (the leader learns them from the voters' fetches: no zero UUIDs)
        def directory_of(c: Any) -> str:
            return read_meta_properties(RealFileSystem(), str(c.data_dir)).directory_id or ""  # type: ignore[union-attr]

        expected_voters = (
            "["
            + ", ".join(
                f'{{"id": {c.node_id}, "directoryId": "{directory_of(c)}", '
                f'"endpoints": ["CONTROLLER://{c.host}:{c.controller_port}"]}}'
                for c in cluster.controllers
            )
            + "]"
        )
        expected = (
            f"ClusterId:              {cluster.cluster_id}\n"
            f"LeaderId:               {leader}\n"
            f"LeaderEpoch:            {quorum.leader_epoch}\n"
            f"HighWatermark:          {quorum.high_watermark}\n"
            "MaxFollowerLag:         0\n"
        )
        for target in (
            ["--bootstrap-controller", cluster.bootstrap_controllers],
            ["--bootstrap-server", broker.broker_address],
        ):
            code, out, err = run_tool(capsys, *target, "describe", "--status")
            assert code == 0, err
            assert out.startswith(expected), out
            lines = dict(line.split(":", 1) for line in out.splitlines())
            lag_ms = int(lines["MaxFollowerLagTimeMs"])
            assert lag_ms >= 0
            assert lines["CurrentVoters"].strip() == expected_voters
            assert lines["CurrentObservers"].strip() == f'[{{"id": 4, "directoryId": "{uuid_to_str(broker_dir_id)}"}}]'

        # usage errors, as Kafka's tool words them
        code, _, err = run_tool(capsys, "--bootstrap-server", broker.broker_address, "describe")
        assert code == 1 and "One of --status or --replication must be specified" in err
        code, _, err = run_tool(
            capsys, "--bootstrap-server", broker.broker_address, "describe", "--status", "--human-readable"
        )
        assert code == 1 and "--human-readable is only supported along with --replication" in err

        # kraftpy's AdminClient bootstrapped with one follower controller finds the leader
        follower = next(c for c in cluster.controllers if c.node_id != leader)

        async def from_follower() -> QuorumInfo:
            async with AdminClient(
                bootstrap_controllers=follower.controller_address, default_api_timeout_ms=10000
            ) as admin:
                return await admin.describe_quorum()

        assert asyncio.run(from_follower()).leader_id == leader

        # kill -9 the leader: the broker forwards to the new one once it knows it
        cluster.kill(leader)
        cluster.wait_for_leader(exclude=[leader], min_epoch=quorum.leader_epoch + 1)
        after = cluster.wait_until(
            "the broker following the new leader",
            lambda: (lambda r: r if r["topics"][0]["partitions"][0]["leader_id"] not in (leader, -1) else None)(
                kafka_python_quorum(broker.broker_address)
            ),
        )
        assert after["topics"][0]["partitions"][0]["leader_epoch"] > quorum.leader_epoch


# ============================================================================== the tool's output format


def _quorum(observers: bool = True) -> QuorumInfo:
    d = uuid.UUID(int=0x1234)
    return QuorumInfo(
        leader_id=2,
        leader_epoch=7,
        high_watermark=120,
        voters=(
            QuorumReplica(1, uuid.UUID(int=0), 118, 1_700_000_000_000, 1_699_999_999_500),
            QuorumReplica(2, uuid.UUID(int=0), 120, 1_700_000_000_100, 1_700_000_000_100),
            QuorumReplica(3, uuid.UUID(int=0), 120, None, None),
        ),
        observers=(QuorumReplica(10, d, 95, 1_700_000_000_050, 1_699_999_990_000),) if observers else (),
        nodes={
            1: (QuorumEndpoint("CONTROLLER", "c1", 9093),),
            2: (QuorumEndpoint("CONTROLLER", "c2", 9093), QuorumEndpoint("CONTROLLER2", "::1", 9094)),
            3: (),
        },
    )


def test_status_format() -> None:
    text = format_status("MkU3OEVBNTcwNTJENDM2Qk", _quorum())
    assert text == (
        "ClusterId:              MkU3OEVBNTcwNTJENDM2Qk\n"
        "LeaderId:               2\n"
        "LeaderEpoch:            7\n"
        "HighWatermark:          120\n"
        "MaxFollowerLag:         2\n"
        "MaxFollowerLagTimeMs:   600\n"
        'CurrentVoters:          [{"id": 1, "endpoints": ["CONTROLLER://c1:9093"]}, '
        '{"id": 2, "endpoints": ["CONTROLLER://c2:9093", "CONTROLLER2://[::1]:9094"]}, {"id": 3}]\n'
        'CurrentObservers:       [{"id": 10, "directoryId": "AAAAAAAAAAAAAAAAAAASNA"}]\n'
    )
    assert "MaxFollowerLagTimeMs:   0\n" in format_status(
        "c", QuorumInfo(1, 1, 5, (QuorumReplica(1, uuid.UUID(int=0), 5, 1, 1),), (), {})
    )
    json.loads(text.splitlines()[6].split(":", 1)[1])  # the voters list is JSON


def test_replication_format() -> None:
    text = format_replication(_quorum(), now_ms=1_700_000_000_200)
    assert text == (
        "NodeId\tDirectoryId           \tLogEndOffset\tLag\tLastFetchTimestamp\tLastCaughtUpTimestamp\tStatus  \t\n"
        "2     \tAAAAAAAAAAAAAAAAAAAAAA\t120         \t0  \t1700000000100     \t1700000000100        \tLeader  \t\n"
        "1     \tAAAAAAAAAAAAAAAAAAAAAA\t118         \t2  \t1700000000000     \t1699999999500        \tFollower\t\n"
        "3     \tAAAAAAAAAAAAAAAAAAAAAA\t120         \t0  \t-1                \t-1                   \tFollower\t\n"
        "10    \tAAAAAAAAAAAAAAAAAAASNA\t95          \t25 \t1700000000050     \t1699999990000        \tObserver\t\n"
    )
    human = format_replication(_quorum(observers=False), human_readable=True, now_ms=1_700_000_000_200)
    assert "\t100 ms ago" in human and "\t700 ms ago" in human and "\t-1 " in human
