"""Hostile input against a real node process: the node stays up, memory stays bounded, other clients are served.

* one CreateTopics asking for 268,435,456 partitions (it froze the active controller, which grew to gigabytes);
* connections that pipeline Fetch requests and never read the answers (each held ~125 MB);
* connections that announce 50 MB frames and send most of them, never finishing (they stayed buffered: +470 MB
  for 8 connections of 100 MB).
"""

from __future__ import annotations

import os
import socket
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kraftpy.protocol.api import decode_response, encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import RecordBatchBuilder

from .cluster import REPO, Cluster

MB = 1024 * 1024


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError(f"no VmRSS for {pid}")


def framed(msg: Message, version: int, cid: int) -> bytes:
    payload = encode_request(msg, version, cid, "hostile")
    return struct.pack(">i", len(payload)) + payload


def api_versions_answered(host: str, port: int, timeout: float = 10.0) -> float:
    """Seconds until a fresh connection gets an ApiVersions answer."""
    started = time.monotonic()
    with socket.create_connection((host, port), timeout=timeout) as s:
        s.sendall(framed(ApiVersionsRequest(client_software_name="probe", client_software_version="1"), 3, 1))
        head = b""
        while len(head) < 4:
            chunk = s.recv(4 - len(head))
            assert chunk, "the node closed the connection"
            head += chunk
        (size,) = struct.unpack(">i", head)
        body = b""
        while len(body) < size:
            chunk = s.recv(size - len(body))
            assert chunk
            body += chunk
    return time.monotonic() - started


def one_node(tmp_path: Path, **overrides: str) -> Cluster:
    cluster = Cluster(tmp_path, controllers=1, combined=True, overrides=overrides)
    cluster.start_all()
    cluster.wait_for_brokers()
    return cluster


def test_a_create_topics_for_268435456_partitions_is_refused_at_once(tmp_path: Path) -> None:
    with one_node(tmp_path) as cluster:
        started = time.monotonic()
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "kraftpy",
                "topics",
                "--bootstrap-server",
                cluster.bootstrap_servers,
                "--create",
                "--topic",
                "many",
                "--partitions",
                "268435456",
                "--replication-factor",
                "1",
            ],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=str(REPO),
        )
        assert time.monotonic() - started < 20
        assert out.returncode != 0
        assert "Excessively large number of partitions per request" in out.stdout + out.stderr
        node = cluster.nodes[1]
        assert node.running and rss_mb(node.proc.pid) < 400  # type: ignore[union-attr]
        # the cluster keeps serving: a normal topic is created and described
        parts = cluster.create_topic("fine", 3, 1)
        assert len(parts) == 3


def test_connections_that_never_read_their_answers_leave_memory_bounded(tmp_path: Path) -> None:
    """20 connections pipeline 200 Fetch requests each (1 MB of records per answer) and never read: before the
    bounds each held up to 128 answers in memory (2.5 GB in all); now one Fetch per connection is in flight and
    answers stop being computed once a few MB wait, so the node stays small and keeps serving others."""
    with one_node(tmp_path) as cluster:
        cluster.create_topic("data", 1, 1)
        node = cluster.nodes[1]
        host, port = node.host, node.broker_port
        assert port is not None
        # 2 MB of records in the partition
        with socket.create_connection((host, port)) as s:
            for i in range(8):
                b = RecordBatchBuilder()
                for j in range(256):
                    b.append(int(time.time() * 1000), b"k%d" % j, bytes([i]) * 1000)
                req = ProduceRequest(
                    acks=1,
                    timeout_ms=5000,
                    topic_data=[
                        ProduceRequest.TopicProduceData(
                            name="data",
                            partition_data=[ProduceRequest.PartitionProduceData(index=0, records=b.build())],
                        )
                    ],
                )
                s.sendall(framed(req, 9, i))
            s.settimeout(10)
            got = b""
            while got.count(b"data") < 8:  # eight answers (each names the topic)
                chunk = s.recv(65536)
                assert chunk
                got += chunk
        F = FetchRequest
        fetch = framed(
            F(
                replica_id=-1,
                max_wait_ms=0,
                min_bytes=1,
                max_bytes=50 * MB,
                topics=[
                    F.FetchTopic(
                        topic="data", partitions=[F.FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=MB)]
                    )
                ],
            ),
            12,
            99,
        )
        baseline = rss_mb(node.proc.pid)  # type: ignore[union-attr]
        hogs = []
        for _ in range(20):
            s = socket.create_connection((host, port))
            s.setblocking(False)
            hogs.append(s)
        sent = [0] * len(hogs)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and min(sent) < 200:
            progress = False
            for i, s in enumerate(hogs):
                if sent[i] < 200:
                    try:
                        s.send(fetch)
                        sent[i] += 1
                        progress = True
                    except BlockingIOError:
                        pass
            if not progress:
                time.sleep(0.05)
        time.sleep(3)
        try:
            grown = rss_mb(node.proc.pid) - baseline  # type: ignore[union-attr]
            assert grown < 400, f"the node grew by {grown:.0f} MB"
            assert api_versions_answered(host, port) < 5  # another client is served meanwhile
            assert node.running
        finally:
            for s in hogs:
                s.close()


def test_partial_frames_count_against_queued_max_request_bytes(tmp_path: Path) -> None:
    """8 connections announce 50 MB frames and send 40 MB of each, never finishing: with
    queued.max.request.bytes=120 MB only two of them are read (a frame counts in full from its size prefix on),
    the others wait with reading paused. Once they go, other clients are served again."""
    with one_node(
        tmp_path, **{"socket.request.max.bytes": str(50 * MB), "queued.max.request.bytes": str(120 * MB)}
    ) as cluster:
        node = cluster.nodes[1]
        host, port = node.host, node.broker_port
        assert port is not None
        baseline = rss_mb(node.proc.pid)  # type: ignore[union-attr]
        chunk = b"\x00" * MB
        hogs = []
        for _ in range(8):
            s = socket.create_connection((host, port))
            s.setblocking(False)
            s.send(struct.pack(">i", 50 * MB) + struct.pack(">hhi", 0, 9, 1))
            hogs.append([s, 0])
        deadline = time.monotonic() + 30
        last_progress = time.monotonic()
        while time.monotonic() < min(deadline, last_progress + 3) and any(n < 40 for _, n in hogs):
            progress = False
            for h in hogs:
                if h[1] < 40:
                    try:
                        h[0].send(chunk)
                        h[1] += 1
                        progress = True
                    except BlockingIOError:
                        pass
            if progress:
                last_progress = time.monotonic()
            else:
                time.sleep(0.05)
        time.sleep(2)
        try:
            grown = rss_mb(node.proc.pid) - baseline  # type: ignore[union-attr]
            assert grown < 200, f"the node grew by {grown:.0f} MB"
            assert sum(n >= 40 for _, n in hogs) <= 3  # the others could not send: their reading is paused
            assert node.running
        finally:
            for s, _ in hogs:
                s.close()
        time.sleep(1)
        assert api_versions_answered(host, port) < 5
        assert node.running


@pytest.mark.parametrize("value", ["0", "1000"])
def test_queued_max_request_bytes_below_the_largest_request_is_a_config_error(tmp_path: Path, value: str) -> None:
    cluster = Cluster(tmp_path, controllers=1, combined=True, overrides={"queued.max.request.bytes": value})
    node = cluster.nodes[1]
    node.home.mkdir(parents=True)
    node.config_path.write_text(cluster.config_text(node))
    out = subprocess.run(
        [sys.executable, "-m", "kraftpy", "server", "start", str(node.config_path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=str(REPO),
    )
    assert out.returncode == 2
    assert out.stderr.strip().splitlines()[-1].count("queued.max.request.bytes") == 1


def exchange(host: str, port: int, request: bytes, timeout: float = 10.0) -> bytes | None:
    """Send one request frame; the response payload, or None when the node closes the connection."""
    with socket.create_connection((host, port), timeout=timeout) as s:
        s.sendall(request)
        data = b""
        while len(data) < 4 or len(data) < 4 + struct.unpack(">i", data[:4])[0]:
            chunk = s.recv(65536)
            if not chunk:
                return None
            data += chunk
        return data[4:]


def test_odd_requests_get_clear_answers_and_no_errors_in_the_log(tmp_path: Path) -> None:
    """A Fetch v4-v11 on the controller listener (it answered UNKNOWN_SERVER_ERROR and logged ERROR), a Metadata
    v10/v11 naming a topic by id with a null name (a traceback, the connection closed), and a topic name with
    control characters (written to the log as it came)."""
    import uuid

    with one_node(tmp_path) as cluster:
        node = cluster.nodes[1]
        assert node.controller_port is not None and node.broker_port is not None
        F = FetchRequest
        for version in (4, 11):
            fetch = F(
                replica_id=-1,
                max_wait_ms=0,
                min_bytes=1,
                max_bytes=1000,
                topics=[
                    F.FetchTopic(
                        topic="__cluster_metadata",
                        partitions=[F.FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=100)],
                    )
                ],
            )
            # not offered (ApiVersions says Fetch 12+ there): the connection closes, as for any version not served
            assert exchange(node.host, node.controller_port, framed(fetch, version, 5)) is None
        M = MetadataRequest
        for version in (10, 11):
            req = M(
                topics=[M.MetadataRequestTopic(name=None, topic_id=uuid.UUID(int=77))], allow_auto_topic_creation=False
            )
            payload = exchange(node.host, node.broker_port, framed(req, version, 6))
            assert payload is not None
            _, resp = decode_response(payload, 3, version)
            assert [(t.error_code, t.name) for t in resp.topics] == [(42, "")]  # INVALID_REQUEST
        forged = "x\n[2026-01-01 00:00:00,000] ERROR forged line\x1b[31m"
        req = M(topics=[M.MetadataRequestTopic(name=forged)], allow_auto_topic_creation=True)
        payload = exchange(node.host, node.broker_port, framed(req, 12, 7))
        assert payload is not None
        _, resp = decode_response(payload, 3, 12)
        assert [t.error_code for t in resp.topics] == [17]  # INVALID_TOPIC_EXCEPTION: an illegal name is not created
        # a client id the node logs (a version it does not serve), forged the same way
        bad = encode_request(fetch, 11, 8, forged)
        assert exchange(node.host, node.controller_port, struct.pack(">i", len(bad)) + bad) is None
        time.sleep(1)
        log = node.log_path.read_text()
        levels = [line.split("] ", 1)[1].split(" ", 1)[0] for line in log.splitlines() if line.startswith("[")]
        assert "ERROR" not in levels and "Traceback" not in log, log[-3000:]
        assert "\x1b" not in log and not any(line.startswith("[2026-01-01") for line in log.splitlines())
        assert "forged line\\x1b[31m" in log  # escaped
        assert api_versions_answered(node.host, node.broker_port) < 5


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a small tmpfs as a log dir needs root")
def test_a_full_log_dir_moves_leadership_and_loses_no_acknowledged_record(tmp_path: Path) -> None:
    """Broker 1 leads a partition (RF 3, min ISR 2) from a 6 MB tmpfs log dir; a producer writes 12 MB with
    acks=all. When the disk is full the broker stopped serving the dir and the partition but kept leading it
    (KAFKA_STORAGE_ERROR for minutes); now the dir goes offline, the broker shuts down in a controlled way, another
    replica leads within seconds, and every acknowledged record is in the log."""
    from confluent_kafka import Consumer, Producer, TopicPartition

    mount = tmp_path / "small-disk"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=6m", "tmpfs", str(mount)], check=True)
    try:
        cluster = Cluster(
            tmp_path / "cluster", controllers=3, combined=True, overrides={"eligible.leader.replicas.enabled": "true"}
        )
        victim = cluster.nodes[1]
        victim.overrides.update({"log.dirs": str(mount / "data"), "metadata.log.dir": str(victim.home / "metadata")})
        with cluster:
            cluster.start_all()
            cluster.wait_for_brokers()
            cluster.create_topic("fill", assignments={0: [1, 2, 3]}, configs={"min.insync.replicas": "2"})
            acked: set[bytes] = set()
            failed: list[str] = []

            def delivered(err: object, msg: object) -> None:
                if err is None:
                    acked.add(msg.value())  # type: ignore[attr-defined]
                else:
                    failed.append(str(err))

            producer = Producer(
                {
                    "bootstrap.servers": cluster.bootstrap_servers,
                    "acks": "all",
                    "enable.idempotence": True,
                    "linger.ms": 5,
                    "message.timeout.ms": 120_000,
                }
            )
            moved_at = None
            started = time.monotonic()
            for i in range(12_000):
                producer.produce("fill", value=b"%08d" % i + b"x" * 1016, partition=0, on_delivery=delivered)
                producer.poll(0)
                if i % 500 == 0:
                    producer.flush(30)
            assert producer.flush(120) == 0
            exit_code = victim.proc.wait(timeout=60)  # type: ignore[union-attr]
            assert exit_code == 1
            log_text = victim.log_path.read_text()
            assert "Log dir" in log_text and "failed" in log_text and "Shutting down the broker" in log_text

            def at(marker: str) -> float:
                line = next(ln for ln in log_text.splitlines() if marker in ln)
                stamp = line[1 : line.index("]")]
                return time.mktime(time.strptime(stamp[:19], "%Y-%m-%d %H:%M:%S")) + int(stamp[20:23]) / 1000

            # from the first failed write to leadership handed over by the controlled shutdown
            assert at("The controller granted the controlled shutdown") - at("No space left on device") < 10
            p = cluster.wait_for_partition("fill", 0, "led by another broker", lambda p: p.leader in (2, 3))
            moved_at = time.monotonic()
            assert p.leader in (2, 3)
            assert moved_at - started < 300
            assert not failed, failed[:3]
            consumer = Consumer(
                {
                    "bootstrap.servers": cluster.bootstrap(exclude=[1]),
                    "group.id": "unused",
                    "enable.auto.commit": False,
                    "enable.partition.eof": True,
                }
            )
            consumer.assign([TopicPartition("fill", 0, 0)])
            seen: set[bytes] = set()
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                m = consumer.poll(1.0)
                if m is None:
                    continue
                if m.error():
                    if m.error().code() == -191:  # _PARTITION_EOF
                        break
                    continue
                seen.add(m.value())
            consumer.close()
            missing = acked - seen
            assert len(acked) == 12_000 and not missing, f"{len(missing)} acknowledged records missing"
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)
