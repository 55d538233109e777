"""AdminClient.describe_log_dirs against a fake cluster (real server, real wire): DescribeLogDirs to every broker
Metadata lists or to the named ones, Topics null (all) or the named partitions, typed results per broker and dir
(sizes, lags, volume bytes, a dir's KAFKA_STORAGE_ERROR), and the errors Kafka's client reads: a top-level error
code, an answer without dirs (CLUSTER_AUTHORIZATION_FAILED below v3), a broker the metadata does not name."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from kraftpy.admin.client import AdminClient, AdminError, LogDirDescription, ReplicaInfo, TopicPartition
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse

from .fake import FakeCluster

pytestmark = pytest.mark.timeout(60)
T = TypeVar("T")
E = ErrorCode
KEY = 35
R = DescribeLogDirsResponse


def run(fake: FakeCluster, fn: Callable[[AdminClient], Awaitable[T]], **options: Any) -> T:
    async def main() -> T:
        async with fake, AdminClient(fake.bootstrap, **options) as admin:
            return await fn(admin)

    return asyncio.run(main())


def dirs(*results: tuple[str, int, dict[str, dict[int, tuple[int, int]]], int, int]) -> DescribeLogDirsResponse:
    return R(
        error_code=0,
        results=[
            R.DescribeLogDirsResult(
                error_code=code,
                log_dir=path,
                topics=[
                    R.DescribeLogDirsTopic(
                        name=t,
                        partitions=[
                            R.DescribeLogDirsPartition(
                                partition_index=i, partition_size=size, offset_lag=lag, is_future_key=False
                            )
                            for i, (size, lag) in ps.items()
                        ],
                    )
                    for t, ps in topics.items()
                ],
                total_bytes=total,
                usable_bytes=usable,
            )
            for path, code, topics, total, usable in results
        ],
    )


def three_brokers() -> FakeCluster:
    fake = FakeCluster(brokers=(1, 2, 3))
    fake.extra_node(2)
    fake.extra_node(3)
    fake.serve(KEY, lambda req, v: dirs(("/d1", 0, {"t": {0: (100, 0), 1: (7, 0)}}, 1000, 600)))
    fake.serve(KEY, lambda req, v: dirs(("/d2", 0, {"t": {0: (100, 0)}}, -1, -1), ("/bad", 56, {}, -1, -1)), node=2)
    fake.serve(KEY, lambda req, v: dirs(("/d3", 0, {}, 5, 4)), node=3)
    return fake


def on_node(fake: FakeCluster, node: int) -> list[tuple[int, Any]]:
    return [(v, r) for k, v, r in fake.nodes[node].requests if k == KEY]


def test_every_broker_is_asked_for_every_partition_and_answers_typed() -> None:
    fake = three_brokers()
    out = run(fake, lambda admin: admin.describe_log_dirs())
    assert list(out) == [1, 2, 3]
    assert out[1] == {
        "/d1": LogDirDescription(
            "/d1",
            None,
            {TopicPartition("t", 0): ReplicaInfo(100, 0, False), TopicPartition("t", 1): ReplicaInfo(7, 0, False)},
            1000,
            600,
            False,
        )
    }
    two = out[2]
    assert isinstance(two, dict)
    assert two["/d2"].total_bytes is None and two["/d2"].usable_bytes is None  # -1: unknown
    assert two["/d2"].replica_infos == {TopicPartition("t", 0): ReplicaInfo(100, 0, False)}
    bad = two["/bad"].error
    assert isinstance(bad, AdminError) and bad.error_code == E.KAFKA_STORAGE_ERROR
    assert two["/bad"].replica_infos == {}
    for node in (1, 2, 3):
        [(version, req)] = on_node(fake, node)
        assert req.topics is None  # null: all partitions, as Kafka's admin client asks
        assert version == 5


def test_named_brokers_and_partitions() -> None:
    fake = three_brokers()
    wanted = [TopicPartition("t", 1), ("u", 0), ("t", 1)]
    out = run(fake, lambda admin: admin.describe_log_dirs([3, 1, 9], wanted))
    assert list(out) == [1, 3, 9]
    missing = out[9]
    assert isinstance(missing, AdminError) and missing.error_code == E.BROKER_NOT_AVAILABLE
    assert on_node(fake, 2) == []
    [(_v, req)] = on_node(fake, 1)
    assert [(t.topic, t.partitions) for t in req.topics] == [("t", [1]), ("u", [0])]


def test_errors_kafkas_client_reads() -> None:
    fake = three_brokers()
    fake.serve(KEY, lambda req, v: R(error_code=int(E.CLUSTER_AUTHORIZATION_FAILED), results=[]))
    fake.serve(KEY, lambda req, v: R(results=[]), node=2, max_version=2)  # v1-2 have no ErrorCode
    out = run(fake, lambda admin: admin.describe_log_dirs())
    for broker in (1, 2):
        e = out[broker]
        assert isinstance(e, AdminError) and e.error_code == E.CLUSTER_AUTHORIZATION_FAILED, broker
    assert on_node(fake, 2)[0][0] == 2
    assert isinstance(out[3], dict) and list(out[3]) == ["/d3"]


def test_an_old_broker_has_no_volume_bytes() -> None:
    fake = FakeCluster(brokers=(1,))
    fake.serve(KEY, lambda req, v: dirs(("/d1", 0, {"t": {0: (3, 0)}}, 1000, 600)), max_version=3)
    out = run(fake, lambda admin: admin.describe_log_dirs())
    one = out[1]
    assert isinstance(one, dict)
    assert (one["/d1"].total_bytes, one["/d1"].usable_bytes) == (None, None)
    assert one["/d1"].replica_infos[TopicPartition("t", 0)].size == 3


def test_a_request_for_the_wire_round_trips() -> None:
    req = DescribeLogDirsRequest(topics=None)
    for v in range(1, 6):
        assert DescribeLogDirsRequest.decode(req.encode(v), v).topics is None
