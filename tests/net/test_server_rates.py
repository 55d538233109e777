"""Connection creation rates over real sockets (default loop and uvloop): `max.connection.creation.rate` and
`listener.name.<l>.max.connection.creation.rate` (KIP-612) delay acceptance instead of refusing, so a burst is
accepted at the rate while the rest waits in the listen backlog; the inter-broker and controller listeners are
exempt from the node's rate; TLS listeners, deferred listeners and shutdown keep working while throttled.

Timing: every bound asserted here is a lower bound the throttle guarantees (a slow machine only makes the
connections later), or a generous bound on a hang; the exact spacing is benchmarks' business."""

from __future__ import annotations

import asyncio
import logging
import socket
import struct
from pathlib import Path

import pytest

from kraftpy.metrics.node import NodeMetrics
from kraftpy.net import Dispatcher, KafkaServer, Listener
from kraftpy.net.limits import ConnectionLimits
from kraftpy.security.certs import CertificateAuthority
from kraftpy.security.tls import client_context, server_context

from .util import LOOPS, api_versions_dispatcher, api_versions_frame, read_frames, run, serving, wait_for

pytestmark = pytest.mark.parametrize("loop", LOOPS)

#: allowance for the throttle's whole milliseconds and uvloop's millisecond timers
SLACK = 0.005


class TimedMetrics(NodeMetrics):
    """NodeMetrics that also notes when each connection was opened (loop time), by listener."""

    def __init__(self) -> None:
        super().__init__(process_metrics=False)
        self.opened_at: dict[str, list[float]] = {}

    def connection_opened(self, listener: str) -> None:
        super().connection_opened(listener)
        self.opened_at.setdefault(listener, []).append(asyncio.get_running_loop().time())


def dispatcher(metrics: NodeMetrics) -> Dispatcher:
    return api_versions_dispatcher(metrics=metrics)


def burst(server: KafkaServer, listener: str, n: int) -> list[socket.socket]:
    """`n` connections made at once, without giving the event loop a turn (the kernel completes them: they wait in
    the listen backlog until the server accepts them), each with an ApiVersions request already sent."""
    host, port = server.address(listener)
    out = []
    for i in range(n):
        s = socket.create_connection((host, port), timeout=5)
        s.sendall(api_versions_frame(3, i))
        s.setblocking(False)
        out.append(s)
    return out


async def answered(s: socket.socket, timeout: float = 10.0) -> bool:
    """Whether the connection gets a whole response (and is neither closed nor reset first)."""
    loop = asyncio.get_running_loop()
    buf = b""
    async with asyncio.timeout(timeout):
        while len(buf) < 4 or len(buf) < 4 + struct.unpack_from(">i", buf)[0]:
            try:
                chunk = await loop.sock_recv(s, 65536)
            except ConnectionResetError:
                return False
            if not chunk:
                return False
            buf += chunk
    return True


def value(metrics: NodeMetrics, name: str, listener: str | None = None) -> float:
    got = metrics.value(name, {"listener": listener} if listener is not None else None)
    assert got is not None, name
    return got


def test_a_burst_is_accepted_at_the_rate_and_the_rest_waits_in_the_backlog(loop: str) -> None:
    """20 a second over 2 windows of 1 s: a node that just started takes a burst of 20 (the rate over the
    `quota.window.num - 1` whole windows Kafka assumes), then Kafka's throttle time brings the k-th connection to
    k / 20 - 1 s after the first: 50 ms apart. The others wait, connected, and are all served."""

    async def main() -> None:
        metrics = TimedMetrics()
        limits = ConnectionLimits(max_connection_creation_rate=20, quota_window_num=2, quota_window_size_seconds=1)
        async with serving(dispatcher(metrics), limits=limits, metrics=metrics) as server:
            metrics.track_connection_rates(server.accept_stats)
            clients = burst(server, "PLAINTEXT", 30)
            start = asyncio.get_running_loop().time()  # no connection was accepted before this
            results = await asyncio.gather(*(answered(s) for s in clients))
            assert all(results), "a waiting connection was closed or reset"
            opened = metrics.opened_at["PLAINTEXT"]
            assert len(opened) == 30
            for k in range(21, 31):  # the k-th connection, k > 20, no sooner than (k - 20) / 20 s in
                assert opened[k - 1] >= start + (k - 20) / 20 - SLACK, (k, opened[k - 1] - start)
            assert opened[-1] - start < 5.0  # (0.5 s expected: accepted at the rate, not one per window)
            assert value(metrics, "kafka_network_connections_throttled_total", "PLAINTEXT") == 10
            assert value(metrics, "kafka_network_acceptor_blocked_seconds_total", "PLAINTEXT") >= 0.5 - 10 * SLACK
            avg = value(metrics, "kafka_network_connection_accept_throttle_time_avg_seconds", "PLAINTEXT")
            peak = value(metrics, "kafka_network_connection_accept_throttle_time_max_seconds", "PLAINTEXT")
            assert 0 < avg <= peak <= 1.0
            assert value(metrics, "kafka_network_connection_accept_rate", "PLAINTEXT") > 0
            assert value(metrics, "kafka_network_broker_connection_accept_rate") > 0
            assert metrics.value("kafka_network_connections_refused_total", {"listener": "PLAINTEXT"}) is None
            for s in clients:
                s.close()

    run(main, loop)


def test_the_inter_broker_and_controller_listeners_are_exempt_from_the_node_rate(loop: str) -> None:
    """Protected listeners are neither throttled by max.connection.creation.rate nor counted in it (Kafka exempts
    the inter-broker listener); a listener's own rate still applies to them."""

    async def main() -> None:
        metrics = TimedMetrics()
        limits = ConnectionLimits(
            max_connection_creation_rate=10,
            per_listener_creation_rate={"CONTROLLER": 5},
            protected=frozenset({"INTERNAL", "CONTROLLER"}),
            quota_window_num=2,
            quota_window_size_seconds=1,
        )
        listeners = [Listener(name, "127.0.0.1", 0) for name in ("CLIENT", "INTERNAL", "CONTROLLER")]
        async with serving(dispatcher(metrics), listeners, limits=limits, metrics=metrics) as server:
            metrics.track_connection_rates(server.accept_stats)
            internal = burst(server, "INTERNAL", 40)
            assert all(await asyncio.gather(*(answered(s) for s in internal)))
            # then a burst on a client listener: its first 10 go straight in (the 40 above did not count)
            client = burst(server, "CLIENT", 15)
            controller = burst(server, "CONTROLLER", 8)
            assert all(await asyncio.gather(*(answered(s) for s in [*client, *controller])))
            assert value(metrics, "kafka_network_connections_throttled_total", "INTERNAL") == 0
            assert value(metrics, "kafka_network_connections_throttled_total", "CLIENT") == 5
            assert value(metrics, "kafka_network_connections_throttled_total", "CONTROLLER") == 3
            assert server.rates.blocked_seconds["INTERNAL"] == 0.0
            for s in [*internal, *client, *controller]:
                s.close()

    run(main, loop)


def test_a_throttled_tls_listener_hands_over_its_connections_and_survives_bad_handshakes(
    loop: str, tmp_path: Path
) -> None:
    ca = CertificateAuthority.create("test CA")
    node = ca.issue("node", hosts=["127.0.0.1", "localhost"])
    server_ctx = server_context({"ssl.keystore.location": str(node.write_pem(tmp_path / "node.pem"))})
    client_ctx = client_context({"ssl.truststore.location": str(ca.write_ca(tmp_path / "ca.pem"))})

    async def main() -> None:
        metrics = TimedMetrics()
        limits = ConnectionLimits(max_connection_creation_rate=5, quota_window_num=2, quota_window_size_seconds=1)
        listener = Listener("SSL", "127.0.0.1", 0, security_protocol="SSL", ssl_context=server_ctx)
        async with serving(dispatcher(metrics), [listener], limits=limits, metrics=metrics) as server:
            metrics.track_connection_rates(server.accept_stats)
            host, port = server.address("SSL")
            # a client that is no TLS client: its handshake fails, the listener goes on
            _r, bad = await asyncio.open_connection(host, port)
            bad.write(b"\x00\x00\x00\x10" + b"x" * 16)

            async def one(i: int) -> bytes:
                reader, writer = await asyncio.open_connection(host, port, ssl=client_ctx)
                writer.write(api_versions_frame(3, i))
                (answer,) = await read_frames(reader, 1)
                writer.close()
                return answer

            start = asyncio.get_running_loop().time()
            answers = await asyncio.gather(*(one(i) for i in range(8)))
            assert [struct.unpack_from(">i", a)[0] for a in answers] == list(range(8))
            opened = metrics.opened_at["SSL"]
            assert len(opened) == 8
            # 9 connections (the bad one first): the 6th and later wait 200 ms each
            assert opened[-1] >= start + (9 - 5) / 5 - SLACK
            assert value(metrics, "kafka_network_connections_throttled_total", "SSL") == 4
            bad.close()

    run(main, loop)


def test_shutdown_while_throttled_closes_everything_at_once(loop: str, caplog: pytest.LogCaptureFixture) -> None:
    """A rate of 0 holds each connection for a whole window (Kafka's bound on a throttle time): 30 s here. Shutdown
    does not wait for it: the held connection and those in the backlog are closed, the port is released, and
    nothing is logged above INFO."""

    async def main() -> None:
        limits = ConnectionLimits(max_connection_creation_rate=0, quota_window_num=2, quota_window_size_seconds=30)
        server = KafkaServer(api_versions_dispatcher(), [Listener("PLAINTEXT", "127.0.0.1", 0)], limits=limits)
        await server.start()
        host, port = server.address("PLAINTEXT")
        clients = burst(server, "PLAINTEXT", 5)
        await wait_for(lambda: server.rates.throttled["PLAINTEXT"] == 1, what="the first connection to be held")
        await asyncio.sleep(0.2)
        assert server.connection_count == 0  # connected, not refused: waiting
        loop_ = asyncio.get_running_loop()
        began = loop_.time()
        await server.shutdown(timeout=5)
        assert loop_.time() - began < 5.0  # (not the 30 s of the throttle)
        for s in clients:
            assert not await answered(s)  # closed or reset, not served
            s.close()
        with pytest.raises(OSError):
            socket.create_connection((host, port), timeout=2).close()
        pending = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        assert not pending, pending

    with caplog.at_level(logging.DEBUG, logger="kraftpy.net.server"):
        run(main, loop)
    assert not [r for r in caplog.records if r.levelno > logging.INFO], caplog.text


def test_a_deferred_throttled_listener_refuses_until_it_serves(loop: str) -> None:
    async def main() -> None:
        limits = ConnectionLimits(max_connection_creation_rate=100)
        server = KafkaServer(api_versions_dispatcher(), [Listener("PLAINTEXT", "127.0.0.1", 0)], limits=limits)
        await server.start(deferred=["PLAINTEXT"])
        try:
            host, port = server.address("PLAINTEXT")
            assert port > 0 and not server.serving("PLAINTEXT")
            with pytest.raises(ConnectionRefusedError):
                socket.create_connection((host, port), timeout=2).close()
            await server.start_serving(["PLAINTEXT"])
            assert server.serving("PLAINTEXT")
            (s,) = burst(server, "PLAINTEXT", 1)
            assert await answered(s)
            s.close()
        finally:
            await server.shutdown(timeout=5)
        assert not server.serving("PLAINTEXT")

    run(main, loop)
