"""A broker accepts client connections only once it is ready (registered, unfenced, caught up with the metadata
log), as Kafka enables its data-plane acceptors only then; controller listeners accept at once.

Before, a starting node accepted connections at once and answered Metadata without any broker for about a second;
a confluent-kafka CreateTopics sent then waited for its whole 60 s timeout.
"""

from __future__ import annotations

import socket
import struct
import time
from pathlib import Path

import pytest
from confluent_kafka.admin import AdminClient as CkAdmin
from confluent_kafka.admin import NewTopic

from kraftpy.protocol.api import encode_request
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.records import native_fast_path

from .cluster import Cluster, ClusterNode

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]


def accepts(node: ClusterNode, port: int | None) -> bool:
    assert port is not None
    try:
        socket.create_connection((node.host, port), timeout=0.2).close()
    except OSError:
        return False
    return True


def wait_accepting(node: ClusterNode, port: int | None, timeout: float = 60.0) -> float:
    """Poll until the port accepts a connection; the time it took."""
    start = time.monotonic()
    while not accepts(node, port):
        assert node.running, f"node {node.node_id} exited:\n{node.log_tail()}"
        assert time.monotonic() - start < timeout, f"port {port} never opened:\n{node.log_tail()}"
        time.sleep(0.01)
    return time.monotonic() - start


def metadata_brokers(node: ClusterNode) -> list[int]:
    """The broker ids of a Metadata v12 answer on the node's broker listener (a fresh connection)."""
    assert node.broker_port is not None
    frame = encode_request(MetadataRequest(topics=None), 12, correlation_id=1, client_id="ready-test")
    with socket.create_connection((node.host, node.broker_port), timeout=10) as s:
        s.sendall(struct.pack(">i", len(frame)) + frame)
        size = struct.unpack(">i", s.recv(4, socket.MSG_WAITALL))[0]
        data = s.recv(size, socket.MSG_WAITALL)
    # response header v1 (flexible): correlation id, then an empty tagged-field section
    return [b.node_id for b in MetadataResponse.decode(data[5:], 12).brokers]


def test_create_topic_with_confluent_kafka_as_soon_as_the_port_accepts(tmp_path: Path) -> None:
    with Cluster(tmp_path, controllers=3, combined=True) as cluster:
        for node_id in cluster.nodes:
            cluster.start(node_id, wait=False)
        first = cluster.nodes[1]
        wait_accepting(first, first.broker_port)
        # the very first connection already sees a registered, unfenced broker: at least this one
        assert first.node_id in metadata_brokers(first)
        admin = CkAdmin({"bootstrap.servers": first.broker_address})
        started = time.monotonic()
        futures = admin.create_topics([NewTopic("ready", num_partitions=3, replication_factor=1)])
        futures["ready"].result(timeout=20)
        assert time.monotonic() - started < 20
        # the start-up line says whether the node checks records with the C extension (this install's answer)
        line = cluster.wait_until(
            "the started line",
            lambda: next((ln for ln in first.log_tail(400).splitlines() if "] started (" in ln), None),
        )
        native = native_fast_path() is not None
        assert ("record checks native" in line) == native and ("record checks in Python" in line) != native, line


def test_a_broker_without_a_controller_keeps_its_port_closed_while_the_controller_port_is_open(tmp_path: Path) -> None:
    with Cluster(tmp_path, controllers=1, brokers=1) as cluster:
        controller, broker = cluster.nodes[1], cluster.nodes[2]
        cluster.start(broker.node_id, wait=False)
        # it cannot register: its listener is bound (a second process could not take the port) ...
        cluster.wait_until(
            "the broker's listener bound",
            lambda: "accepting connections later" in broker.log_path.read_text(),
            timeout=30,
        )
        # ... but refuses connections
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            assert broker.running, broker.log_tail()
            assert not accepts(broker, broker.broker_port)
            time.sleep(0.1)
        with socket.socket() as other:
            with pytest.raises(OSError):
                other.bind((broker.host, broker.broker_port))
        # the controller comes: its listener accepts at once, the broker's once it is registered and unfenced
        cluster.start(controller.node_id, wait=False)
        wait_accepting(controller, controller.controller_port)
        wait_accepting(broker, broker.broker_port)
        assert metadata_brokers(broker) == [broker.node_id]
        assert "ready to serve clients" in broker.log_path.read_text()
