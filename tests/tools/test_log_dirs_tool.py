"""`kraftpy log-dirs`: kafka-log-dirs.sh's lines and one-line JSON, --broker-list / --topic-list, the argument
errors, a failed broker, against a stand-in admin client; once over the wire against a fake cluster; and the
registration in `kraftpy` itself."""

from __future__ import annotations

import argparse
import asyncio
import io
import json
from typing import Any

import pytest

from kraftpy.admin.client import (
    AdminError,
    ClusterDescription,
    ClusterNode,
    LogDirDescription,
    ReplicaInfo,
    TopicPartition,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_log_dirs import DescribeLogDirsResponse
from kraftpy.tools import log_dirs as tool
from kraftpy.tools.main import build_parser, main
from tests.admin.fake import FakeCluster

pytestmark = pytest.mark.timeout(60)
E = ErrorCode
TP = TopicPartition


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    tool.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["log-dirs", *argv])


def node(i: int) -> ClusterNode:
    return ClusterNode(i, "127.0.0.1", 9092 + i, None)


class FakeAdmin:
    def __init__(self, dirs: dict[int, dict[str, LogDirDescription] | AdminError]) -> None:
        self.dirs = dirs
        self.asked: list[Any] = []
        self.config: dict[str, str] = {}
        self.fenced = ClusterNode(8, "127.0.0.1", 9100, None, is_fenced=True)  # not listed, as Kafka's tool

    async def __aenter__(self) -> FakeAdmin:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    async def describe_cluster(self) -> ClusterDescription:
        return ClusterDescription("c1", 1, (*(node(b) for b in sorted(self.dirs)), self.fenced), 1)

    async def describe_log_dirs(self, broker_ids: Any = None, partitions: Any = None) -> Any:
        self.asked.append((list(broker_ids), partitions))
        return {b: self.dirs[b] for b in broker_ids}


def cluster() -> FakeAdmin:
    return FakeAdmin(
        {
            1: {
                "/data/1": LogDirDescription(
                    "/data/1",
                    None,
                    {TP("t", 1): ReplicaInfo(20, 0, False), TP("t", 0): ReplicaInfo(123, 0, False)},
                    1000,
                    500,
                ),
                "/dead": LogDirDescription("/dead", AdminError.of(E.KAFKA_STORAGE_ERROR), {}),
            },
            2: {"/data/2": LogDirDescription("/data/2", None, {TP("u", 0): ReplicaInfo(5, 0, False)})},
            3: {"/data/3": LogDirDescription("/data/3", None, {})},
        }
    )


def execute(admin: FakeAdmin, *argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(tool.run(parse(*argv), out, err, admin_factory=lambda servers, cfg: admin))
    return code, out.getvalue(), err.getvalue()


def test_describe_prints_kafkas_lines_and_json() -> None:
    admin = cluster()
    code, out, err = execute(admin, "--bootstrap-server", "h:1", "--describe")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[:2] == [
        "Querying brokers for log directories information",
        "Received log directory information from brokers 1,2,3",
    ]
    assert len(lines) == 3
    assert lines[2] == (
        '{"version":1,"brokers":['
        '{"broker":1,"logDirs":[{"logDir":"/data/1","error":null,"partitions":['
        '{"partition":"t-0","size":123,"offsetLag":0,"isFuture":false},'
        '{"partition":"t-1","size":20,"offsetLag":0,"isFuture":false}]},'
        '{"logDir":"/dead","error":"org.apache.kafka.common.errors.KafkaStorageException","partitions":[]}]},'
        '{"broker":2,"logDirs":[{"logDir":"/data/2","error":null,"partitions":['
        '{"partition":"u-0","size":5,"offsetLag":0,"isFuture":false}]}]},'
        '{"broker":3,"logDirs":[{"logDir":"/data/3","error":null,"partitions":[]}]}]}'
    )
    assert admin.asked == [([1, 2, 3], None)]  # every partition asked for, as Kafka's tool does


def test_broker_and_topic_lists() -> None:
    admin = cluster()
    code, out, _ = execute(
        admin, "--bootstrap-server", "h:1", "--describe", "--broker-list", "2, 1", "--topic-list", "u"
    )
    assert code == 0
    assert out.splitlines()[1] == "Received log directory information from brokers 1,2"
    doc = json.loads(out.splitlines()[2])
    assert [b["broker"] for b in doc["brokers"]] == [1, 2]
    parts = [p["partition"] for b in doc["brokers"] for d in b["logDirs"] for p in d["partitions"]]
    assert parts == ["u-0"]
    assert admin.asked == [([1, 2], None)]


def test_unknown_brokers_are_refused_before_asking() -> None:
    admin = cluster()
    code, out, err = execute(admin, "--bootstrap-server", "h:1", "--describe", "--broker-list", "1,9,7")
    assert code == 1 and out == ""
    assert err == ("ERROR: The given brokers do not exist from --broker-list: 7,9. Current existent brokers: 1,2,3\n")
    assert admin.asked == []


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bootstrap-server", "h:1"], "Command must include option '--describe'\n"),
        (["--describe"], 'Missing required argument "[bootstrap-server]"\n'),
        (
            ["--bootstrap-server", "h:1", "--describe", "--broker-list", "1,x"],
            '--broker-list: "x" is not a broker id (expected integers in the form "0,1,2")\n',
        ),
    ],
)
def test_argument_errors_are_one_line(argv: list[str], message: str) -> None:
    code, out, err = execute(cluster(), *argv)
    assert (code, out, err) == (1, "", message)


def test_a_broker_that_cannot_be_described_fails_the_command() -> None:
    admin = cluster()
    admin.dirs[2] = AdminError.of(E.CLUSTER_AUTHORIZATION_FAILED)
    code, out, err = execute(admin, "--bootstrap-server", "h:1", "--describe")
    assert code == 1
    assert out == "Querying brokers for log directories information\n"
    assert err.startswith("Error while describing the log directories of broker 2: CLUSTER_AUTHORIZATION_FAILED")
    assert err.count("\n") == 1


def test_over_the_wire_against_a_fake_cluster() -> None:
    R = DescribeLogDirsResponse
    fake = FakeCluster(brokers=(1,))
    fake.serve(
        35,
        lambda req, v: R(
            results=[
                R.DescribeLogDirsResult(
                    log_dir="/var/k",
                    topics=[
                        R.DescribeLogDirsTopic(
                            name="t",
                            partitions=[R.DescribeLogDirsPartition(partition_index=0, partition_size=77, offset_lag=0)],
                        )
                    ],
                )
            ]
        ),
    )

    async def go() -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        async with fake:
            code = await tool.run(parse("--bootstrap-server", fake.bootstrap, "--describe"), out, err)
        return code, out.getvalue(), err.getvalue()

    code, out, err = asyncio.run(go())
    assert (code, err) == (0, ""), err
    assert out.splitlines()[2] == (
        '{"version":1,"brokers":[{"broker":1,"logDirs":[{"logDir":"/var/k","error":null,"partitions":['
        '{"partition":"t-0","size":77,"offsetLag":0,"isFuture":false}]}]}]}'
    )


def test_registered_in_kraftpy() -> None:
    parser = build_parser()
    args = parser.parse_args(["log-dirs", "--bootstrap-server", "h:1", "--describe", "--topic-list", "a,b"])
    assert args.func is tool.cmd_log_dirs and args.topic_list == "a,b"
    assert main(["log-dirs", "--bootstrap-server", "h:1"]) == 1
