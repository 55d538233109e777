"""DescribeLogDirs (API 35) on the replica manager: every version, all or named partitions, an offline dir, the
sizes against the logs, the volume sizes, and the authorization rule around the real handler."""

from __future__ import annotations

import os
import uuid
from types import MappingProxyType
from typing import Any

import pytest

from kraftpy.broker.log_dirs import statvfs_space
from kraftpy.broker.replica_manager import API_VERSIONS, ReplicaManager, ReplicaManagerSettings
from kraftpy.metadata.acls import CLUSTER_NAME, AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.metadata.image import ImageChanges, MetadataImage
from kraftpy.net.error_responses import build_error_response
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse
from kraftpy.runtime import RequestInfo
from kraftpy.security.acl import Authorizer
from kraftpy.security.rules import RequestAuthorizer
from kraftpy.storage import LogConfig, LogManager, SimFileSystem
from kraftpy.storage.fs import FileSystem, RealFileSystem
from tests.broker.helpers import Meta, batch, info, roundtrip
from tests.controller.fakes import ManualReactor

Q = DescribeLogDirsRequest
KEY = Q.API_KEY
STORAGE_ERROR = 56
CLUSTER_DENIED = 31


class Broker:
    """Broker 0 with two log dirs, a topic `a` of two partitions (led here) and `b` of one."""

    def __init__(self, fs: FileSystem | None = None, dirs: tuple[str, ...] = ("/data1", "/data2")) -> None:
        self.reactor = ManualReactor(node_id=0)
        self.fs = fs or SimFileSystem()
        self.logs = LogManager(self.fs, list(dirs), clock=self.reactor.wall_ms, default_config=LogConfig(), node_id=0)
        self.logs.startup()
        self.rm = ReplicaManager(
            self.reactor, 0, self.logs, ReplicaManagerSettings(), broker_epoch=lambda: 10, controller_leader=lambda: 9
        )
        self.meta = Meta()
        self.meta.listeners.append(self.rm.on_image)
        self.meta.broker(0)
        self.meta.topic("a", [{"replicas": [0]}, {"replicas": [0]}])
        self.meta.topic("b", [{"replicas": [0]}])
        self.rm.on_image(self.meta.image, ImageChanges())
        self.rm.start()

    def produce(self, topic: str, partition: int, values: list[bytes]) -> None:
        P = API_BY_KEY[0].request_class
        req = P(
            acks=1,
            timeout_ms=1000,
            topic_data=[
                P.TopicProduceData(
                    name=topic, partition_data=[P.PartitionProduceData(index=partition, records=batch(values))]
                )
            ],
        )
        resp = self.rm.handlers()[0](info(0, 9), roundtrip(req, 9))
        assert resp.responses[0].partition_responses[0].error_code == 0

    def describe(self, topics: dict[str, list[int]] | None = None, version: int = 4) -> Any:
        req = Q(
            topics=None
            if topics is None
            else [Q.DescribableLogDirTopic(topic=t, partitions=ps) for t, ps in topics.items()]
        )
        resp = self.rm.handlers()[KEY](info(KEY, version), roundtrip(req, version))
        return roundtrip(resp, version)


def partitions_of(result: Any) -> dict[str, dict[int, tuple[int, int, bool]]]:
    return {
        t.name: {p.partition_index: (p.partition_size, p.offset_lag, p.is_future_key) for p in t.partitions}
        for t in result.topics
    }


def where(b: Broker) -> dict[tuple[str, int], str]:
    return dict(b.logs.log_dir_of)


def test_versions_served_are_the_schemas_and_kafkas() -> None:
    assert API_VERSIONS[KEY] == (1, 5)
    assert API_BY_KEY[KEY].min_version == 1 and API_BY_KEY[KEY].max_version == 5


@pytest.mark.parametrize("version", range(1, 6))
def test_every_version_lists_each_dir_and_every_partition_with_its_size(version: int) -> None:
    b = Broker()
    b.produce("a", 0, [b"x" * 100, b"y" * 50])
    b.produce("b", 0, [b"z"])
    resp = b.describe(None, version)
    assert resp.throttle_time_ms == 0
    if version >= 3:
        assert resp.error_code == 0
    assert [r.log_dir for r in resp.results] == ["/data1", "/data2"]
    listed: dict[tuple[str, int], tuple[str, int]] = {}
    for r in resp.results:
        assert r.error_code == 0
        for topic, ps in partitions_of(r).items():
            for index, (size, lag, future) in ps.items():
                listed[(topic, index)] = (r.log_dir, size)
                assert lag == 0 and future is False
        # the simulated disk knows no volume size: -1 as Kafka's "unknown" (the default where v<4 drops it)
        assert (r.total_bytes, r.usable_bytes) == (-1, -1)
        assert r.is_cordoned is False
    assert set(listed) == {("a", 0), ("a", 1), ("b", 0)}
    for tp, (d, size) in listed.items():
        lg = b.logs.get_log(*tp)
        assert lg is not None
        assert d == where(b)[tp]
        assert size == lg.size_in_bytes == sum(s.size for s in lg.segments)
    assert listed[("a", 0)][1] > listed[("b", 0)][1] > 0 and listed[("a", 1)][1] == 0


def test_the_size_follows_the_log_and_the_files_on_disk(tmp_path: Any) -> None:
    d = str(tmp_path / "logs")
    b = Broker(RealFileSystem(), (d,))
    before = partitions_of(b.describe().results[0])["a"][0][0]
    b.produce("a", 0, [b"v" * 1000] * 5)
    r = b.describe().results[0]
    size = partitions_of(r)["a"][0][0]
    assert before == 0 and size > 5000
    on_disk = sum(
        os.path.getsize(os.path.join(d, "a-0", f)) for f in os.listdir(os.path.join(d, "a-0")) if f.endswith(".log")
    )
    assert size == on_disk


def test_named_partitions_only_and_unknown_ones_absent() -> None:
    b = Broker()
    b.produce("a", 1, [b"q"])
    resp = b.describe({"a": [1, 7], "nope": [0]})
    got = {(t.name, p.partition_index) for r in resp.results for t in r.topics for p in t.partitions}
    assert got == {("a", 1)}
    # a dir with none of the named partitions is still listed, with no topics (and no empty topic entries)
    assert len(resp.results) == 2
    assert all(all(t.partitions for t in r.topics) for r in resp.results)
    assert [len(r.topics) for r in resp.results].count(0) == 1
    empty = b.describe({})
    assert [r.topics for r in empty.results] == [[], []]


def test_an_offline_dir_answers_kafka_storage_error_and_no_partitions() -> None:
    b = Broker()
    b.produce("a", 0, [b"x"])
    dead = where(b)[("a", 0)]
    b.logs.fail_dir(dead, "disk gone")
    resp = b.describe(None, 4)
    by_dir = {r.log_dir: r for r in resp.results}
    assert set(by_dir) == {"/data1", "/data2"}
    assert by_dir[dead].error_code == STORAGE_ERROR
    assert by_dir[dead].topics == []
    assert (by_dir[dead].total_bytes, by_dir[dead].usable_bytes) == (-1, -1)
    alive = next(d for d in by_dir if d != dead)
    assert by_dir[alive].error_code == 0
    assert all(p for t in by_dir[alive].topics for p in t.partitions)


def test_a_real_volume_reports_its_total_and_usable_bytes(tmp_path: Any) -> None:
    d = str(tmp_path / "logs")
    b = Broker(RealFileSystem(), (d,))
    r4 = b.describe(None, 4).results[0]
    total, usable = statvfs_space(d)
    assert r4.log_dir == os.path.abspath(d)
    assert r4.total_bytes == total > 0
    assert 0 < r4.usable_bytes <= r4.total_bytes
    assert abs(r4.usable_bytes - usable) < 1 << 30
    r3 = b.describe(None, 3).results[0]
    assert (r3.total_bytes, r3.usable_bytes) == (-1, -1)  # not carried before v4


def test_a_volume_that_cannot_be_read_makes_the_dir_a_storage_error() -> None:
    b = Broker()

    def broken(path: str) -> tuple[int, int]:
        raise OSError(5, "Input/output error")

    b.rm.log_dirs.volume_space = broken
    resp = b.describe(None, 4)
    assert [r.error_code for r in resp.results] == [STORAGE_ERROR, STORAGE_ERROR]
    b.rm.log_dirs.volume_space = lambda path: (1000, 400)
    assert [(r.total_bytes, r.usable_bytes) for r in b.describe(None, 4).results] == [(1000, 400), (1000, 400)]


def test_a_stray_log_has_no_offset_lag() -> None:
    b = Broker()
    b.logs.get_or_create_log("stray", 0)
    resp = b.describe({"stray": [0]})
    lags = [p.offset_lag for r in resp.results for t in r.topics for p in t.partitions]
    assert lags == [-1]


def _authorizer(allow_cluster_describe: bool) -> RequestAuthorizer:
    acls: dict[uuid.UUID, AclBinding] = {}
    if allow_cluster_describe:
        i = uuid.uuid4()
        acls[i] = AclBinding(
            ResourceType.CLUSTER,
            CLUSTER_NAME,
            PatternType.LITERAL,
            "User:ops",
            "*",
            AclOperation.DESCRIBE,
            AclPermissionType.ALLOW,
            i,
        )
    image = MetadataImage(acls=MappingProxyType(acls))
    return RequestAuthorizer(Authorizer(), lambda: image)


@pytest.mark.parametrize("version", [1, 2, 3, 4, 5])
def test_without_describe_on_the_cluster_the_answer_is_cluster_authorization_failed(version: int) -> None:
    """From v3 the ErrorCode says it; v1-2 have none, and Kafka answers them with no results (its admin client reads
    that as CLUSTER_AUTHORIZATION_FAILED) rather than closing the connection."""
    b = Broker()
    handler = b.rm.handlers()[KEY]
    authz = _authorizer(False)
    req = roundtrip(Q(topics=None), version)
    req_info = RequestInfo(KEY, version, 1, "c", "PLAINTEXT", "User:ops", "1.2.3.4", authz)
    with pytest.raises(ProtocolError) as e:
        authz.wrap(KEY, handler)(req_info, req)
    assert e.value.error_code == CLUSTER_DENIED
    resp = build_error_response(API_BY_KEY[KEY], version, e.value.error_code, req)
    assert isinstance(resp, DescribeLogDirsResponse)
    resp = roundtrip(resp, version)
    assert resp.results == []
    if version >= 3:
        assert resp.error_code == CLUSTER_DENIED
    allowed = _authorizer(True)
    ok_info = RequestInfo(KEY, version, 1, "c", "PLAINTEXT", "User:ops", "1.2.3.4", allowed)
    ok = allowed.wrap(KEY, handler)(ok_info, req)
    assert len(ok.results) == 2
