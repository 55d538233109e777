"""The metrics endpoint guarded: the node's own host by default, HTTPS, basic authentication, a cached page, a cap
on connections, and settings that name themselves when they are wrong."""

from __future__ import annotations

import asyncio
import base64
import gzip
import logging
import socket
import ssl
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.core import GaugeMetricFamily

from kraftpy.metadata.configs import ConfigResolver, describe_broker
from kraftpy.metadata.image import EMPTY_IMAGE
from kraftpy.metrics import MetricsServer, NodeMetrics
from kraftpy.node.config import ConfigError, NodeConfig, config_from_properties, metrics_address
from kraftpy.security.certs import CertificateAuthority
from kraftpy.tools.container import SINGLE_NODE_DEFAULTS, ContainerError, container_properties, env_name

GET = b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n"
GET_CLOSE = b"GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"

Response = tuple[str, dict[str, str], bytes]


def node_config(**settings: str) -> NodeConfig:
    props = {
        "process.roles": "broker,controller",
        "node.id": "1",
        "controller.quorum.voters": "1@127.0.0.1:19093",
        "listeners": "PLAINTEXT://:19092,CONTROLLER://:19093",
        "controller.listener.names": "CONTROLLER",
        "log.dirs": "/tmp/kraftpy-metrics-test",
        "kraftpy.metrics.listener": ":0",
    }
    props.update({k.replace("_", "."): v for k, v in settings.items()})
    return config_from_properties(props)


def endpoint(config: NodeConfig) -> Any:  # a MetricsEndpoint
    ep = metrics_address(config)
    assert ep is not None
    return ep


async def exchange(
    port: int,
    raw: bytes,
    responses: int = 1,
    *,
    ctx: ssl.SSLContext | None = None,
    host: str = "127.0.0.1",
) -> list[Response]:
    reader, writer = await asyncio.open_connection(host, port, ssl=ctx, server_hostname="localhost" if ctx else None)
    try:
        writer.write(raw)
        return [await read_response(reader, head_only=raw.startswith(b"HEAD")) for _ in range(responses)]
    finally:
        writer.close()


async def read_response(reader: asyncio.StreamReader, *, head_only: bool = False) -> Response:
    async with asyncio.timeout(10):
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        headers = {}
        for line in head[1:]:
            if line:
                k, _, v = line.partition(":")
                headers[k.strip().lower()] = v.strip()
        n = int(headers.get("content-length", "0"))
        body = await reader.readexactly(n) if n and not head_only else b""
    return head[0], headers, body


def auth(user: str, password: str) -> bytes:
    return b"Authorization: Basic " + base64.b64encode(f"{user}:{password}".encode()) + b"\r\n"


# -- where it binds ------------------------------------------------------------------------------------------------


def test_a_listener_without_a_host_binds_the_nodes_own_host() -> None:
    # the first listener that names a host
    ep = endpoint(node_config(listeners="PLAINTEXT://:19092,CONTROLLER://127.0.0.7:19093"))
    assert (ep.host, ep.port) == ("127.0.0.7", 0)
    # listeners on every interface: the host the broker advertises first
    ep = endpoint(
        node_config(
            listeners="PLAINTEXT://:19092,PLAINTEXT_HOST://:9092,CONTROLLER://:19093",
            advertised_listeners="PLAINTEXT://broker-4:19092,PLAINTEXT_HOST://localhost:9092",
            listener_security_protocol_map="CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT",
            kraftpy_metrics_listener=":9404",
        )
    )
    assert (ep.host, ep.port, ep.fallback_host) == ("broker-4", 9404, "127.0.0.1")
    # a controller-only node advertises its entry of controller.quorum.voters
    ep = endpoint(
        node_config(
            process_roles="controller",
            controller_quorum_voters="1@controller-1:9093",
            listeners="CONTROLLER://:9093",
        )
    )
    assert ep.host == "controller-1"
    # nothing names a host: loopback, not every interface
    ep = endpoint(
        node_config(
            process_roles="broker",
            node_id="4",
            listeners="PLAINTEXT://0.0.0.0:19092",
            advertised_listeners="",
            controller_quorum_voters="1@controller-1:9093",
        )
    )
    assert ep.host == "127.0.0.1"
    # a host given is used as given, every interface included
    assert endpoint(node_config(kraftpy_metrics_listener="0.0.0.0:9404")).host == "0.0.0.0"
    assert endpoint(node_config(kraftpy_metrics_listener="127.0.0.3:9404")).fallback_host is None
    assert metrics_address(node_config(kraftpy_metrics_listener="")) is None


def test_the_container_image_binds_the_host_the_node_advertises() -> None:
    config, _ = container_properties({})  # the single-node default: advertised as localhost:9092
    assert endpoint(config).host == "localhost"
    config, _ = container_properties(
        {
            "KAFKA_PROCESS_ROLES": "controller",
            "KAFKA_NODE_ID": "1",
            "KAFKA_CONTROLLER_QUORUM_VOTERS": "1@controller-1:9093,2@controller-2:9093",
            "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
            "KAFKA_LISTENERS": "CONTROLLER://:9093",
        }
    )
    assert (endpoint(config).host, endpoint(config).port) == ("controller-1", 9404)


def test_the_endpoint_binds_only_the_host_it_was_given() -> None:
    async def main() -> None:
        ep = endpoint(node_config(listeners="PLAINTEXT://127.0.0.2:19092,CONTROLLER://127.0.0.2:19093"))
        async with MetricsServer.serving(NodeMetrics(1).registry, ep) as srv:
            assert srv.port and srv.url == f"http://127.0.0.2:{srv.port}/metrics"
            ((status, _, body),) = await exchange(srv.port, GET_CLOSE, host="127.0.0.2")
            assert status == "HTTP/1.1 200 OK" and b"process_cpu_seconds_total" in body
            with pytest.raises(OSError):  # not on 127.0.0.1, nor any other interface
                await exchange(srv.port, GET_CLOSE, host="127.0.0.1")
        # the class's own default is loopback too (it was every interface)
        async with MetricsServer(NodeMetrics(1).registry) as srv:
            assert srv.url.startswith("http://127.0.0.1:")
            assert [s.getsockname()[0] for s in srv._sockets] == ["127.0.0.1"]

    asyncio.run(main())


def test_a_derived_host_that_is_not_here_falls_back_to_loopback(caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        # 192.0.2.1 (TEST-NET-1) is no address of this machine: a node advertising it still starts
        config = node_config(advertised_listeners="PLAINTEXT://192.0.2.1:9092")
        ep = endpoint(config)
        assert ep.host == "192.0.2.1"
        with caplog.at_level(logging.WARNING, logger="kraftpy.metrics.http"):
            async with MetricsServer.serving(NodeMetrics(1).registry, ep) as srv:
                assert srv.host == "127.0.0.1"
                ((status, _, _),) = await exchange(srv.port, GET_CLOSE)
                assert status.endswith("200 OK")
        assert "cannot bind to the node's host 192.0.2.1" in caplog.text
        # the same host given explicitly: start-up fails, naming the setting
        ep = endpoint(node_config(kraftpy_metrics_listener="192.0.2.1:0"))
        with pytest.raises(OSError, match=r"^\[Errno \d+\] kraftpy\.metrics\.listener: .*192\.0\.2\.1"):
            await MetricsServer.serving(NodeMetrics(1).registry, ep).start()

    asyncio.run(main())


def test_a_name_with_an_address_that_is_not_here_binds_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    """`localhost` where IPv6 is off: its ::1 is not an address of the machine, its 127.0.0.1 is."""

    async def main() -> None:
        loop = asyncio.get_running_loop()

        async def getaddrinfo(host: Any, port: Any, **kw: Any) -> list[Any]:
            assert host == "both.test"
            tcp = (socket.SOCK_STREAM, 6, "")
            return [(socket.AF_INET, *tcp, ("192.0.2.1", port)), (socket.AF_INET, *tcp, ("127.0.0.1", port))]

        monkeypatch.setattr(loop, "getaddrinfo", getaddrinfo)
        async with MetricsServer(NodeMetrics(1).registry, "both.test") as srv:
            assert [s.getsockname()[0] for s in srv._sockets] == ["127.0.0.1"]
            ((status, _, _),) = await exchange(srv.port, GET_CLOSE)
            assert status.endswith("200 OK")

    asyncio.run(main())


# -- HTTPS and basic authentication --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ca() -> CertificateAuthority:
    return CertificateAuthority.create("metrics test CA")


def client_context(ca: CertificateAuthority) -> ssl.SSLContext:
    ctx = ssl.create_default_context(cadata=ca.pem.decode())
    return ctx


@pytest.mark.parametrize("key_password", [None, "s3cret"])
def test_tls_scrape_with_a_certificate_of_a_made_up_ca(
    tmp_path: Path, ca: CertificateAuthority, key_password: str | None
) -> None:
    keystore = ca.issue("localhost", hosts=["localhost", "127.0.0.1"]).write_pem(tmp_path / "m.pem", key_password)
    settings = {"kraftpy.metrics.ssl.keystore.location": str(keystore)}
    if key_password:
        settings["kraftpy.metrics.ssl.key.password"] = key_password
    ep = endpoint(node_config(**settings))
    assert ep.ssl_context is not None

    async def main() -> None:
        m = NodeMetrics(node_id=3)
        async with MetricsServer.serving(m.registry, ep) as srv:
            assert srv.url == f"https://127.0.0.1:{srv.port}/metrics"
            ((status, _, body), (status2, _, _)) = await exchange(srv.port, GET + GET_CLOSE, 2, ctx=client_context(ca))
            assert status == status2 == "HTTP/1.1 200 OK"  # keep-alive over TLS
            assert b"process_cpu_seconds_total" in body
            # plain HTTP gets no page
            with pytest.raises((ConnectionError, asyncio.IncompleteReadError, TimeoutError)):
                await exchange(srv.port, GET_CLOSE)
            # a client that does not trust the CA does not get in
            with pytest.raises(ssl.SSLError):
                await exchange(srv.port, GET_CLOSE, ctx=ssl.create_default_context())
            # the endpoint still serves after those
            ((status, _, _),) = await exchange(srv.port, GET_CLOSE, ctx=client_context(ca))
            assert status.endswith("200 OK")

    asyncio.run(main())


def test_basic_auth_401_without_or_with_wrong_credentials_and_200_with_them() -> None:
    ep = endpoint(
        node_config(**{"kraftpy.metrics.basic.auth.user": "prom", "kraftpy.metrics.basic.auth.password": "pa:ss wörd"})
    )
    assert ep.basic_auth == ("prom", "pa:ss wörd") and "wörd" not in repr(ep)

    async def main() -> None:
        async with MetricsServer.serving(NodeMetrics(node_id=1).registry, ep) as srv:
            assert srv.port is not None
            denied = [
                b"",  # none
                auth("prom", "wrong"),
                auth("prom", "pa:ss"),
                auth("other", "pa:ss wörd"),
                auth("", ""),
                b"Authorization: Basic not-base64!\r\n",
                b"Authorization: Bearer " + base64.b64encode("prom:pa:ss wörd".encode()) + b"\r\n",
            ]
            for header in denied:
                ((status, headers, body),) = await exchange(srv.port, b"GET /metrics HTTP/1.1\r\n" + header + b"\r\n")
                assert status == "HTTP/1.1 401 Unauthorized", header
                assert headers["www-authenticate"] == 'Basic realm="kraftpy"'
                assert headers["connection"] == "close" and b"kafka_" not in body
            # nothing else is told before authentication: another path is 401 too, HEAD gets no body
            ((status, _, _),) = await exchange(srv.port, b"GET /other HTTP/1.1\r\n\r\n")
            assert status.startswith("HTTP/1.1 401")
            ((status, headers, body),) = await exchange(srv.port, b"HEAD /metrics HTTP/1.1\r\n\r\n")
            assert status.startswith("HTTP/1.1 401") and body == b""
            # the right ones: 200, keep-alive, gzip and HEAD as without authentication
            good = auth("prom", "pa:ss wörd")
            get = b"GET /metrics HTTP/1.1\r\n" + good + b"Accept-Encoding: gzip\r\n\r\n"
            (s1, h1, b1), (s2, _, b2) = await exchange(srv.port, get + get, 2)
            ((s3, h3, b3),) = await exchange(srv.port, b"HEAD /metrics HTTP/1.1\r\n" + good + b"\r\n")
            assert s1 == s2 == s3 == "HTTP/1.1 200 OK"
            assert h1["content-encoding"] == "gzip" and b"process_cpu_seconds_total" in gzip.decompress(b1)
            assert b1 == b2  # the same cached page
            assert int(h3["content-length"]) > 0 and b3 == b""

    asyncio.run(main())


def test_basic_auth_over_tls(tmp_path: Path, ca: CertificateAuthority) -> None:
    keystore = ca.issue("localhost", hosts=["127.0.0.1"]).write_pem(tmp_path / "m.pem")
    ep = endpoint(
        node_config(
            **{
                "kraftpy.metrics.ssl.keystore.location": str(keystore),
                "kraftpy.metrics.basic.auth.user": "prom",
                "kraftpy.metrics.basic.auth.password": "x",
            }
        )
    )

    async def main() -> None:
        async with MetricsServer.serving(NodeMetrics(node_id=1).registry, ep) as srv:
            assert srv.port is not None
            ((status, _, _),) = await exchange(srv.port, GET_CLOSE, ctx=client_context(ca))
            assert status.startswith("HTTP/1.1 401")
            req = b"GET /metrics HTTP/1.1\r\n" + auth("prom", "x") + b"\r\n"
            ((status, _, _),) = await exchange(srv.port, req, ctx=client_context(ca))
            assert status.endswith("200 OK")

    asyncio.run(main())


def test_the_password_is_not_described() -> None:
    config = node_config(**{"kraftpy.metrics.basic.auth.user": "prom", "kraftpy.metrics.basic.auth.password": "hush"})
    resolver = ConfigResolver(EMPTY_IMAGE, config.as_kafka_properties(), config.node_id)
    result = describe_broker(resolver, "1", 1, include_synonyms=True)
    by_name = {c.name: c for c in result.configs}
    assert by_name["kraftpy.metrics.basic.auth.user"].value == "prom"
    password = by_name["kraftpy.metrics.basic.auth.password"]
    assert password.value is None and password.is_sensitive
    assert all(s.value is None for s in password.synonyms)
    assert "hush" not in repr(result)


# -- what a scrape costs -------------------------------------------------------------------------------------------


class CountingCollector:
    """A collector that counts how often the registry is collected."""

    def __init__(self) -> None:
        self.collections = 0

    def collect(self) -> Iterator[GaugeMetricFamily]:
        self.collections += 1
        yield GaugeMetricFamily("test_collections", "collections so far", value=self.collections)


def test_scrapes_within_the_cache_window_share_one_render() -> None:
    async def main() -> None:
        registry = CollectorRegistry()
        counter = CountingCollector()
        registry.register(counter)
        async with MetricsServer(registry, cache_ms=60_000) as srv:
            assert srv.port is not None
            before = counter.collections
            # two scrapes on one connection, two on others, one of them at once, gzip or not
            await exchange(srv.port, GET + GET, 2)
            await asyncio.gather(
                exchange(srv.port, GET_CLOSE),
                exchange(srv.port, b"GET /metrics HTTP/1.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n"),
            )
            assert counter.collections - before == 1 and srv.renders == 1
            # OpenMetrics is another page: rendered once for itself
            om = b"GET /metrics HTTP/1.1\r\nAccept: application/openmetrics-text; version=1.0.0\r\n\r\n"
            (_, h1, b1), (_, _, b2) = await exchange(srv.port, om + om, 2)
            assert h1["content-type"].startswith("application/openmetrics-text") and b1 == b2
            assert counter.collections - before == 2
        async with MetricsServer(registry, cache_ms=50) as srv:
            assert srv.port is not None
            before = counter.collections
            ((_, _, b1),) = await exchange(srv.port, GET_CLOSE)
            ((_, _, b2),) = await exchange(srv.port, GET_CLOSE)
            await asyncio.sleep(0.1)  # past the window: a new page
            ((_, _, b3),) = await exchange(srv.port, GET_CLOSE)
            assert counter.collections - before == 2 and b1 == b2 != b3
        async with MetricsServer(registry, cache_ms=0) as srv:  # no cache: every scrape collects
            assert srv.port is not None
            before = counter.collections
            await exchange(srv.port, GET + GET, 2)
            assert counter.collections - before == 2

    asyncio.run(main())


def test_connections_over_the_cap_wait_until_one_closes() -> None:
    async def main() -> None:
        async with MetricsServer(NodeMetrics(node_id=1).registry, max_connections=2) as srv:
            assert srv.port is not None
            held = []
            for _ in range(2):  # two scrapers on keep-alive connections
                reader, writer = await asyncio.open_connection("127.0.0.1", srv.port)
                writer.write(GET)
                assert (await read_response(reader))[0].endswith("200 OK")
                held.append((reader, writer))
            assert srv.connections == 2
            # a third one is not served (nor accepted: it costs the node nothing) while both are open
            reader3, writer3 = await asyncio.open_connection("127.0.0.1", srv.port)
            writer3.write(GET_CLOSE)
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(reader3.read(1), 0.5)
            assert srv.connections == 2
            # the held ones still work; when one closes, the third is served
            held[0][1].write(GET)
            assert (await read_response(held[0][0]))[0].endswith("200 OK")
            held[1][1].close()
            status, _, body = await read_response(reader3)
            assert status.endswith("200 OK") and b"process_cpu_seconds_total" in body
            writer3.close()
            held[0][1].close()
            for _ in range(50):
                if srv.connections == 0:
                    break
                await asyncio.sleep(0.02)
            assert srv.connections == 0

    asyncio.run(main())


# -- settings ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("settings", "key", "words"),
    [
        ({"kraftpy.metrics.basic.auth.user": "prom"}, "kraftpy.metrics.basic.auth.password", "is required"),
        ({"kraftpy.metrics.basic.auth.password": "x"}, "kraftpy.metrics.basic.auth.user", "is required"),
        (
            {"kraftpy.metrics.basic.auth.user": "a:b", "kraftpy.metrics.basic.auth.password": "x"},
            "kraftpy.metrics.basic.auth.user",
            "':'",
        ),
        (
            {"kraftpy.metrics.ssl.keystore.location": "/nonexistent/m.pem"},
            "kraftpy.metrics.ssl.keystore.location",
            "cannot read /nonexistent/m.pem",
        ),
        ({"kraftpy.metrics.ssl.key.password": "x"}, "kraftpy.metrics.ssl.key.password", "is set but"),
        ({"kraftpy.metrics.cache.ms": "-1"}, "kraftpy.metrics.cache.ms", "at least 0"),
        ({"kraftpy.metrics.max.connections": "0"}, "kraftpy.metrics.max.connections", "at least 1"),
        ({"kraftpy.metrics.listener": "9404"}, "kraftpy.metrics.listener", "host:port"),
    ],
)
def test_a_bad_setting_names_its_key(settings: Mapping[str, str], key: str, words: str) -> None:
    with pytest.raises(ConfigError) as e:
        node_config(**settings)
    assert e.value.key == key and words in e.value.problem
    assert "\n" not in str(e.value) and str(e.value).startswith(f"{key}: ")


def test_a_keystore_that_is_not_one_names_its_key(tmp_path: Path, ca: CertificateAuthority) -> None:
    bad = tmp_path / "bad.pem"
    bad.write_text("-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----\n")
    with pytest.raises(ConfigError, match=r"^kraftpy\.metrics\.ssl\.keystore\.location: cannot load"):
        node_config(**{"kraftpy.metrics.ssl.keystore.location": str(bad)})
    encrypted = ca.issue("localhost").write_pem(tmp_path / "enc.pem", "right")
    with pytest.raises(ConfigError, match=r"^kraftpy\.metrics\.ssl\.keystore\.location: cannot load"):
        node_config(
            **{
                "kraftpy.metrics.ssl.keystore.location": str(encrypted),
                "kraftpy.metrics.ssl.key.password": "wrong",
            }
        )


def test_a_bad_setting_stops_the_container_naming_the_variable() -> None:
    node = {env_name(k): v for k, v in SINGLE_NODE_DEFAULTS.items()}
    with pytest.raises(ContainerError) as e:
        container_properties({**node, "KAFKA_KRAFTPY_METRICS_BASIC_AUTH_USER": "prom"})
    assert str(e.value) == (
        "configuration error: KAFKA_KRAFTPY_METRICS_BASIC_AUTH_PASSWORD (kraftpy.metrics.basic.auth.password): "
        "is required when kraftpy.metrics.basic.auth.user is set"
    )
    # the password comes from the environment like every setting
    config, _ = container_properties(
        {
            **node,
            "KAFKA_KRAFTPY_METRICS_BASIC_AUTH_USER": "prom",
            "KAFKA_KRAFTPY_METRICS_BASIC_AUTH_PASSWORD": "from-env",
        }
    )
    assert endpoint(config).basic_auth == ("prom", "from-env")


def test_server_start_stops_with_one_line_naming_the_key(tmp_path: Path) -> None:
    config = tmp_path / "server.properties"
    config.write_text(
        "process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@127.0.0.1:19093\n"
        "listeners=PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093\ncontroller.listener.names=CONTROLLER\n"
        f"log.dirs={tmp_path / 'data'}\nkraftpy.metrics.listener=:9404\n"
        f"kraftpy.metrics.ssl.keystore.location={tmp_path / 'missing.pem'}\n"
    )
    r = subprocess.run(
        [sys.executable, "-m", "kraftpy", "server", "start", str(config)], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "kraftpy server start: configuration error: kraftpy.metrics.ssl.keystore.location: "
        f"cannot read {tmp_path / 'missing.pem'}: No such file or directory"
    ]
