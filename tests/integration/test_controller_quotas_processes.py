"""A controller mutation quota on a controller-only node: an admin client that talks to the controller listener
(`--bootstrap-controller`) and goes over its quota gets the throttle time in its CreateTopics response, and its
connection is then muted for that long (KIP-219), as a broker mutes its clients. Requests forwarded by brokers
arrive in Envelopes and are never muted there (the broker mutes its own client).

One controller-only node and one broker, `quota.window.num=2` windows of 1 s: a quota of 5 partitions a second
lets a burst of 10 through, so a topic of 16 partitions leaves the client 6 tokens short, about 1.2 s.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import socket
import struct
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kraftpy.protocol.api import API_BY_KEY, decode_response, encode_request
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.tools import configs as configs_command

from .cluster import Cluster

pytestmark = pytest.mark.timeout(120)

CLIENT = "ctl-maker"


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    c = Cluster(
        Path(tmp_path_factory.mktemp("ctlquota")), controllers=1, brokers=1, overrides={"quota.window.num": "2"}
    )
    with c:
        c.start_all()
        c.wait_for_brokers()
        yield c


def configs(cluster: Cluster, *args: str) -> str:
    parser = argparse.ArgumentParser(prog="kraftpy")
    configs_command.register(parser.add_subparsers(dest="command"))
    parsed = parser.parse_args(["configs", "--bootstrap-controller", cluster.bootstrap_controllers, *args])
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(configs_command.run(parsed, out, err))
    assert code == 0, err.getvalue()
    return out.getvalue()


class Connection:
    """One connection to a node, requests sent one at a time with kraftpy's codecs."""

    def __init__(self, address: str) -> None:
        host, port = address.rsplit(":", 1)
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        self.cid = 0

    def ask(self, body: Any, version: int) -> Any:
        self.cid += 1
        frame = encode_request(body, version, self.cid, client_id=CLIENT)
        self.sock.sendall(struct.pack(">i", len(frame)) + frame)
        (size,) = struct.unpack(">i", self._recv(4))
        cid, answer = decode_response(self._recv(size), API_BY_KEY[body.API_KEY].key, version)
        assert cid == self.cid
        return answer

    def _recv(self, n: int) -> bytes:
        out = b""
        while len(out) < n:
            chunk = self.sock.recv(n - len(out))
            assert chunk, "connection closed"
            out += chunk
        return out

    def close(self) -> None:
        self.sock.close()


def create_topics(name: str, partitions: int) -> CreateTopicsRequest:
    R = CreateTopicsRequest
    return R(
        topics=[R.CreatableTopic(name=name, num_partitions=partitions, replication_factor=1)],
        timeout_ms=30_000,
    )


def test_a_client_of_the_controller_listener_is_muted_for_its_mutation_throttle(cluster: Cluster) -> None:
    configs(cluster, "--alter", "--entity-type", "clients", "--entity-name", CLIENT,
            "--add-config", "controller_mutation_rate=5")  # fmt: skip
    cluster.wait_until(
        "the quota on the controller",
        lambda: CLIENT in configs(cluster, "--describe", "--entity-type", "clients") or None,
    )
    conn = Connection(cluster.bootstrap_controllers)
    try:
        # an idle connection answers at once
        started = time.monotonic()
        conn.ask(ApiVersionsRequest(client_software_name="t", client_software_version="1"), 3)
        assert time.monotonic() - started < 0.5

        # 16 partitions against a burst of 10: created, and told to wait about 1.2 s
        answer = conn.ask(create_topics("muted-1", 16), 7)
        assert [(t.name, t.error_code) for t in answer.topics] == [("muted-1", 0)], answer
        throttle = answer.throttle_time_ms
        assert 800 <= throttle <= 2000, throttle

        # the next request on that connection is read only after the throttle time
        sent = time.monotonic()
        conn.ask(ApiVersionsRequest(client_software_name="t", client_software_version="1"), 3)
        waited = time.monotonic() - sent
        assert waited >= 0.8 * throttle / 1000, (waited, throttle)

    finally:
        conn.close()
