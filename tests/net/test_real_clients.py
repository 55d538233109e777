"""Real Kafka clients negotiate ApiVersions with a KafkaServer started in this process on 127.0.0.1.

The server serves ApiVersions only, so each client stops after the negotiation (it finds no Metadata in the table,
or gets its connection closed when it asks anyway); the tests check the version each client sent, that the
server answered it without error, and that the client understood the answer (the table it parsed, or the error it
reports for the missing Metadata API). The metrics endpoint then shows the request counters.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import subprocess
import threading
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from kraftpy.metrics import MetricsServer, NodeMetrics
from kraftpy.net import ApiVersionsHandler, Dispatcher, KafkaServer, Listener, RequestContext
from kraftpy.protocol.messages.api_versions import ApiVersionsResponse

pytestmark = pytest.mark.clients


@dataclass
class Seen:
    version: int
    client_id: str | None
    software: tuple[str, str] | None
    error_code: int


@dataclass
class ThreadedNode:
    """A KafkaServer (+ metrics endpoint) on its own event loop in a thread, so blocking clients can call it."""

    api_versions_max: int | None = None
    seen: list[Seen] = field(default_factory=list)
    record: bool = True  # False: the handler as nodes register it (its cached answers go out without decoding)

    def __post_init__(self) -> None:
        self.metrics = NodeMetrics(node_id=1)
        self.dispatcher = Dispatcher(metrics=self.metrics)
        handler = ApiVersionsHandler(self.dispatcher)

        def api_versions(ctx: RequestContext, req: Any) -> Any:
            resp = handler(ctx, req)
            code = resp.error_code if isinstance(resp, ApiVersionsResponse) else 0
            software = (
                None if req is None or ctx.api_version < 3 else (req.client_software_name, req.client_software_version)
            )
            self.seen.append(Seen(ctx.api_version, ctx.client_id, software, code))
            return resp

        self.dispatcher.register(18, api_versions if self.record else handler, max_version=self.api_versions_max)
        self.loop = asyncio.new_event_loop()
        self.server = KafkaServer(self.dispatcher, [Listener("PLAINTEXT", "127.0.0.1", 0)])
        self.http = MetricsServer(self.metrics.registry, "127.0.0.1", 0)

    @property
    def bootstrap(self) -> str:
        host, port = self.server.address("PLAINTEXT")
        return f"{host}:{port}"

    def __enter__(self) -> ThreadedNode:
        started = threading.Event()

        def main() -> None:
            asyncio.set_event_loop(self.loop)
            self.loop.run_until_complete(self.server.start())
            self.loop.run_until_complete(self.http.start())
            started.set()
            self.loop.run_forever()

        self.thread = threading.Thread(target=main, name="kraftpy-test-node", daemon=True)
        self.thread.start()
        assert started.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        async def stop() -> None:
            await self.http.close()
            await self.server.shutdown(timeout=2)

        asyncio.run_coroutine_threadsafe(stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@contextlib.contextmanager
def node(api_versions_max: int | None = None, record: bool = True) -> Iterator[ThreadedNode]:
    with ThreadedNode(api_versions_max, record=record) as n:
        yield n


def kafka_python_negotiate(bootstrap: str) -> dict[int, tuple[int, int]]:
    """Let kafka-python 3 open its bootstrap connection; returns the ApiVersions table it parsed."""
    from kafka.net.compat import KafkaNetClient

    client = KafkaNetClient(bootstrap_servers=bootstrap, request_timeout_ms=5000, client_id="kp-test")
    try:
        node_id = client.cluster.bootstrap_brokers()[0].node_id
        client.maybe_connect(node_id)
        assert client.await_ready(node_id, timeout_ms=10000)
        conn = client._manager._conns[node_id]
        return dict(conn.broker_version_data.api_versions)
    finally:
        client.close()


def aiokafka_negotiate(bootstrap: str) -> dict[int, tuple[int, int]]:
    from aiokafka.conn import create_conn

    host, port = bootstrap.rsplit(":", 1)

    async def main() -> dict[int, tuple[int, int]]:
        conn = await create_conn(host, int(port), client_id="aio-test", request_timeout_ms=5000)
        try:
            return dict(conn._versions)
        finally:
            conn.close()

    return asyncio.run(main())


def test_kafka_python_negotiates_with_v4() -> None:
    with node() as n:
        table = kafka_python_negotiate(n.bootstrap)
    assert table == {18: (0, 4)}
    assert [(s.version, s.error_code) for s in n.seen] == [(4, 0)]
    assert n.seen[0].client_id == "kp-test" and n.seen[0].software is not None
    assert n.seen[0].software[0] == "kafka-python"


def test_kafka_python_falls_back_when_a_lower_max_is_advertised() -> None:
    with node(api_versions_max=3) as n:
        table = kafka_python_negotiate(n.bootstrap)
    assert table == {18: (0, 3)}
    # v4 is refused with UNSUPPORTED_VERSION (v0 body, max 3); the client resends v3 once
    assert [(s.version, s.error_code) for s in n.seen] == [(4, 35), (3, 0)]


def test_confluent_kafka_negotiates_with_v3() -> None:
    from confluent_kafka import KafkaError, KafkaException
    from confluent_kafka.admin import AdminClient

    with node() as n:
        admin = AdminClient({"bootstrap.servers": n.bootstrap, "client.id": "ck-test", "socket.timeout.ms": 5000})
        with pytest.raises(KafkaException) as e:
            admin.list_topics(timeout=10)
    # librdkafka parsed the table and found no Metadata API in it
    assert e.value.args[0].code() == KafkaError._UNSUPPORTED_FEATURE
    assert n.seen and all((s.version, s.error_code) == (3, 0) for s in n.seen)
    assert n.seen[0].client_id == "ck-test"
    assert n.seen[0].software is not None and n.seen[0].software[0] == "confluent-kafka-python"


def test_aiokafka_negotiates_with_v0() -> None:
    with node() as n:
        table = aiokafka_negotiate(n.bootstrap)
    assert table == {18: (0, 4)}
    assert [(s.version, s.error_code, s.client_id) for s in n.seen] == [(0, 0, "aio-test")]


def test_kcat_negotiates_with_v3() -> None:
    kcat = shutil.which("kcat")
    if kcat is None:
        pytest.skip("kcat is not installed (apt-get install -y kcat)")
    with node() as n:
        proc = subprocess.run(
            [kcat, "-b", n.bootstrap, "-X", "client.id=kcat-test", "-L", "-m", "5"],
            capture_output=True,
            timeout=60,
        )
    stderr = proc.stderr.decode(errors="replace")
    assert proc.returncode != 0
    assert "Required feature not supported by broker" in stderr, stderr
    assert n.seen and all((s.version, s.error_code, s.client_id) == (3, 0, "kcat-test") for s in n.seen)


def test_metrics_endpoint_counts_the_negotiations() -> None:
    with node() as n:
        kafka_python_negotiate(n.bootstrap)
        aiokafka_negotiate(n.bootstrap)
        with urllib.request.urlopen(n.http.url, timeout=10) as resp:
            assert resp.status == 200
            assert resp.headers["Content-Type"].startswith("text/plain")
            text = resp.read().decode()
    lines = set(text.splitlines())
    assert 'kafka_network_requests_total{request="ApiVersions",version="4"} 1.0' in lines
    assert 'kafka_network_requests_total{request="ApiVersions",version="0"} 1.0' in lines
    assert 'kafka_network_request_total_time_seconds_count{request="ApiVersions"} 2.0' in lines
    assert 'kafka_network_connection_creations_total{listener="PLAINTEXT"} 2.0' in lines
    assert any(line.startswith('kafka_network_request_bytes_total{request="ApiVersions"}') for line in lines)
    assert any(line.startswith("process_resident_memory_bytes") for line in lines)
    assert 'target_info{node_id="1"} 1.0' in lines


def test_clients_negotiate_again_with_answers_from_the_cache() -> None:
    """The plain handler: after the first negotiation of each version, answers come from respond_encoded."""
    from confluent_kafka import KafkaError, KafkaException
    from confluent_kafka.admin import AdminClient

    with node(record=False) as n:
        for _ in range(2):
            assert kafka_python_negotiate(n.bootstrap) == {18: (0, 4)}
            assert aiokafka_negotiate(n.bootstrap) == {18: (0, 4)}
            admin = AdminClient({"bootstrap.servers": n.bootstrap, "socket.timeout.ms": 5000})
            with pytest.raises(KafkaException) as e:
                admin.list_topics(timeout=10)
            assert e.value.args[0].code() == KafkaError._UNSUPPORTED_FEATURE
        kcat = shutil.which("kcat")
        if kcat is not None:
            proc = subprocess.run([kcat, "-b", n.bootstrap, "-L", "-m", "5"], capture_output=True, timeout=60)
            assert "Required feature not supported by broker" in proc.stderr.decode(errors="replace")
    assert n.metrics.value("kafka_network_requests_total", {"request": "ApiVersions", "version": "4"}) == 2
    assert n.metrics.value("kafka_network_requests_total", {"request": "ApiVersions", "version": "0"}) == 2
    assert (n.metrics.value("kafka_network_requests_total", {"request": "ApiVersions", "version": "3"}) or 0) >= 2
    assert n.metrics.value("kafka_network_request_errors_total", {"request": "ApiVersions", "error": "NONE"}) is None
