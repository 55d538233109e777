"""NodeMetrics (a registry per node) and the asyncio /metrics endpoint."""

from __future__ import annotations

import asyncio
import gzip

import prometheus_client
import pytest

from kraftpy.metrics import MetricsServer, NodeMetrics
from kraftpy.protocol.api import API_BY_KEY

PRODUCE = API_BY_KEY[0]
FETCH = API_BY_KEY[1]


def test_each_node_has_its_own_registry_and_nothing_goes_to_the_global_one() -> None:
    a, b = NodeMetrics(node_id=1), NodeMetrics(node_id=2, process_metrics=False)
    a.request_completed(PRODUCE, 9, 0, 0.002, 100, 50)
    assert a.value("kafka_network_requests_total", {"request": "Produce", "version": "9"}) == 1.0
    assert b.value("kafka_network_requests_total", {"request": "Produce", "version": "9"}) is None
    assert (
        prometheus_client.REGISTRY.get_sample_value(
            "kafka_network_requests_total", {"request": "Produce", "version": "9"}
        )
        is None
    )
    assert a.value("target_info", {"node_id": "1"}) == 1.0
    assert a.value("process_resident_memory_bytes") is not None
    assert b.value("process_resident_memory_bytes") is None


def test_request_metrics_count_errors_latency_and_bytes() -> None:
    m = NodeMetrics(process_metrics=False)
    m.request_completed(FETCH, 12, 0, 0.0004, 120, 4000)
    m.request_completed(FETCH, 12, 6, 0.003, 130, 90)
    m.request_completed(FETCH, 13, 6, 0.5, 140, 0)
    m.request_completed(PRODUCE, 9, -1, 0.001, 10, 0)
    assert m.value("kafka_network_requests_total", {"request": "Fetch", "version": "12"}) == 2
    assert m.value("kafka_network_requests_total", {"request": "Fetch", "version": "13"}) == 1
    assert m.value("kafka_network_request_errors_total", {"request": "Fetch", "error": "NOT_LEADER_OR_FOLLOWER"}) == 2
    assert m.value("kafka_network_request_errors_total", {"request": "Produce", "error": "UNKNOWN_SERVER_ERROR"}) == 1
    assert m.value("kafka_network_request_errors_total", {"request": "Fetch", "error": "NONE"}) is None
    assert m.value("kafka_network_request_total_time_seconds_count", {"request": "Fetch"}) == 3
    assert m.value("kafka_network_request_total_time_seconds_bucket", {"request": "Fetch", "le": "0.0005"}) == 1
    assert m.value("kafka_network_request_total_time_seconds_bucket", {"request": "Fetch", "le": "0.005"}) == 2
    assert m.value("kafka_network_request_bytes_total", {"request": "Fetch"}) == 390
    assert m.value("kafka_network_response_bytes_total", {"request": "Fetch"}) == 4090


def test_requests_completed_at_once_count_as_many_single_requests() -> None:
    many, single = NodeMetrics(process_metrics=False), NodeMetrics(process_metrics=False)
    many.requests_completed(FETCH, 12, 3, 0.002, 300, 90)
    many.requests_completed(FETCH, 12, 1, -0.5, 100, 30)  # a clock that went back counts as 0 s
    for seconds in (0.002, 0.002, 0.002, 0.0):
        single.request_completed(FETCH, 12, 0, seconds, 100, 30)
    names = [
        "kafka_network_requests_total",
        "kafka_network_request_total_time_seconds_count",
        "kafka_network_request_total_time_seconds_sum",
        "kafka_network_request_bytes_total",
        "kafka_network_response_bytes_total",
    ]
    labels = [{"request": "Fetch", "version": "12"}] + [{"request": "Fetch"}] * 4
    for name, lab in zip(names, labels):
        assert many.value(name, lab) == pytest.approx(single.value(name, lab)), name
    for le in ("0.0001", "0.0025", "+Inf"):
        bucket = {"request": "Fetch", "le": le}
        assert many.value("kafka_network_request_total_time_seconds_bucket", bucket) == single.value(
            "kafka_network_request_total_time_seconds_bucket", bucket
        )
    assert many.value("kafka_network_request_total_time_seconds_bucket", {"request": "Fetch", "le": "0.0001"}) == 1
    assert many.value("kafka_network_request_errors_total", {"request": "Fetch", "error": "NONE"}) is None


def test_connection_metrics() -> None:
    m = NodeMetrics(process_metrics=False)
    m.connection_opened("PLAINTEXT")
    m.connection_opened("PLAINTEXT")
    m.connection_opened("CONTROLLER")
    m.connection_closed("PLAINTEXT")
    assert m.value("kafka_network_connections", {"listener": "PLAINTEXT"}) == 1
    assert m.value("kafka_network_connections", {"listener": "CONTROLLER"}) == 1
    assert m.value("kafka_network_connection_creations_total", {"listener": "PLAINTEXT"}) == 2
    assert m.value("kafka_network_connection_closes_total", {"listener": "PLAINTEXT"}) == 1


async def http(port: int, raw: bytes, responses: int = 1) -> list[tuple[str, dict[str, str], bytes]]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(raw)
    out = []
    async with asyncio.timeout(10):
        for _ in range(responses):
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
            headers = {}
            for line in head[1:]:
                if line:
                    k, _, v = line.partition(":")
                    headers[k.strip().lower()] = v.strip()
            n = int(headers.get("content-length", "0"))
            body = await reader.readexactly(n) if n and not raw.startswith(b"HEAD") else b""
            out.append((head[0], headers, body))
    writer.close()
    return out


def test_metrics_endpoint_http() -> None:
    async def main() -> None:
        m = NodeMetrics(node_id=5)
        m.request_completed(PRODUCE, 9, 0, 0.001, 10, 20)
        async with MetricsServer(m.registry, "127.0.0.1", 0) as srv:
            assert srv.port and srv.url == f"http://127.0.0.1:{srv.port}/metrics"
            # two requests on one keep-alive connection
            get = b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n"
            (s1, h1, b1), (s2, _h2, b2) = await http(srv.port, get + get, responses=2)
            assert s1 == s2 == "HTTP/1.1 200 OK"
            assert h1["content-type"].startswith("text/plain; version=0.0.4")
            assert b'kafka_network_requests_total{request="Produce",version="9"} 1.0' in b1
            assert b"process_cpu_seconds_total" in b2
            # HEAD: headers only
            ((s, h, b),) = await http(srv.port, b"HEAD /metrics HTTP/1.1\r\nConnection: close\r\n\r\n")
            assert s.endswith("200 OK") and int(h["content-length"]) > 0 and b == b""
            # gzip and OpenMetrics when asked for
            ((s, h, b),) = await http(
                srv.port,
                b"GET /metrics HTTP/1.1\r\nAccept: application/openmetrics-text; version=1.0.0\r\n"
                b"Accept-Encoding: gzip\r\nConnection: close\r\n\r\n",
            )
            assert h["content-encoding"] == "gzip" and h["content-type"].startswith("application/openmetrics-text")
            assert gzip.decompress(b).rstrip().endswith(b"# EOF")
            # mistakes
            ((s, _, _),) = await http(srv.port, b"GET /other HTTP/1.1\r\nConnection: close\r\n\r\n")
            assert s.startswith("HTTP/1.1 404")
            ((s, h, _),) = await http(srv.port, b"POST /metrics HTTP/1.1\r\nContent-Length: 2\r\n\r\nab")
            assert s.startswith("HTTP/1.1 405") and h["allow"] == "GET, HEAD"
            ((s, _, _),) = await http(srv.port, b"NONSENSE\r\n\r\n")
            assert s.startswith("HTTP/1.1 400")

    asyncio.run(main())
