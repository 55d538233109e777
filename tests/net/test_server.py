"""The asyncio adapter and KafkaServer over real sockets on 127.0.0.1, on the default loop and on uvloop."""

from __future__ import annotations

import asyncio
import logging
import socket
import struct
from pathlib import Path
from typing import Any

import pytest

from kraftpy.net import Dispatcher, EncodedBody, KafkaServer, Listener, RequestContext
from kraftpy.net.server import KafkaProtocol
from kraftpy.protocol.messages.api_versions import ApiVersionsResponse
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.security.certs import CertificateAuthority
from kraftpy.security.tls import client_context, server_context

from .test_dispatch import RecordingMetrics
from .util import (
    LOOPS,
    api_versions_dispatcher,
    api_versions_frame,
    decode,
    frame,
    read_frames,
    run,
    serving,
    wait_for,
)

pytestmark = pytest.mark.parametrize("loop", LOOPS)


def metadata_frame(cid: int) -> bytes:
    return frame(MetadataRequest(topics=None), 12, cid)


async def connect(
    server: KafkaServer, listener: str = "PLAINTEXT"
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    host, port = server.address(listener)
    return await asyncio.open_connection(host, port)


async def closed_by_peer(reader: asyncio.StreamReader) -> bool:
    async with asyncio.timeout(10):
        data = await reader.read()
    return data == b""


def test_pipelined_requests_in_one_write_are_answered_in_order(loop: str) -> None:
    async def main() -> None:
        async with serving(api_versions_dispatcher()) as server:
            reader, writer = await connect(server)
            writer.write(b"".join(api_versions_frame(v % 5, cid) for cid, v in enumerate(range(200))))
            frames = await read_frames(reader, 200)
            for cid, payload in enumerate(frames):
                assert struct.unpack_from(">i", payload)[0] == cid
                assert ApiVersionsResponse.decode(payload[4:], cid % 5).error_code == 0
            writer.close()

    run(main, loop)


def test_several_listeners_with_ephemeral_ports_and_their_own_tables(loop: str) -> None:
    async def main() -> None:
        d = api_versions_dispatcher()
        d.register(3, lambda ctx, req: MetadataResponse(cluster_id=ctx.listener), listeners=["PLAINTEXT"])
        listeners = [Listener("PLAINTEXT", "127.0.0.1", 0), Listener("CONTROLLER", "127.0.0.1", 0)]
        metrics = RecordingMetrics()
        async with serving(d, listeners, metrics=metrics) as server:
            ports = {name: server.port(name) for name in ("PLAINTEXT", "CONTROLLER")}
            assert all(p > 0 for p in ports.values()) and len(set(ports.values())) == 2
            tables = {}
            for name in ports:
                reader, writer = await connect(server, name)
                writer.write(api_versions_frame(4, 1))
                (payload,) = await read_frames(reader, 1)
                tables[name] = [k.api_key for k in ApiVersionsResponse.decode(payload[4:], 4).api_keys]
                if name == "CONTROLLER":  # Metadata is not served there: Kafka closes the connection
                    writer.write(metadata_frame(2))
                    assert await closed_by_peer(reader)
                else:
                    writer.write(metadata_frame(2))
                    (md,) = await read_frames(reader, 1)
                    assert decode(md, 3, 12)[1].cluster_id == "PLAINTEXT"
                writer.close()
            assert tables == {"PLAINTEXT": [3, 18], "CONTROLLER": [18]}
            await wait_for(lambda: server.connection_count == 0, what="connections to close")
        assert sorted(metrics.opened) == ["CONTROLLER", "PLAINTEXT"]
        assert sorted(metrics.closed) == ["CONTROLLER", "PLAINTEXT"]

    run(main, loop)


def test_oversized_request_closes_the_connection_with_a_log_line(loop: str, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        async with serving(api_versions_dispatcher(), max_request_size=1024) as server:
            reader, writer = await connect(server)
            writer.write(api_versions_frame(3, 1) + struct.pack(">i", 1025) + b"\x00" * 100)
            (payload,) = await read_frames(reader, 1)  # the request before it is still answered
            assert struct.unpack_from(">i", payload)[0] == 1
            assert await closed_by_peer(reader)
            writer.close()

    with caplog.at_level(logging.WARNING, logger="kraftpy.net.connection"):
        run(main, loop)
    assert any("1025 larger than 1024" in r.getMessage() for r in caplog.records)


def test_unknown_api_key_and_garbage_close_the_connection(loop: str) -> None:
    async def main() -> None:
        async with serving(api_versions_dispatcher()) as server:
            for junk in (
                struct.pack(">ihhih", 10, 5000, 0, 1, 0),
                b"\xff\xff\xff\xff",
                b"GET /metrics HTTP/1.1\r\n\r\n",
            ):
                reader, writer = await connect(server)
                writer.write(junk)
                assert await closed_by_peer(reader)
                writer.close()

    run(main, loop)


def test_half_closed_client_still_gets_its_answers(loop: str) -> None:
    async def main() -> None:
        async with serving(api_versions_dispatcher()) as server:
            host, port = server.address("PLAINTEXT")
            sock = socket.create_connection((host, port))
            sock.sendall(b"".join(api_versions_frame(3, cid) for cid in range(5)))
            sock.shutdown(socket.SHUT_WR)
            reader, writer = await asyncio.open_connection(sock=sock)
            frames = await read_frames(reader, 5)
            assert [struct.unpack_from(">i", f)[0] for f in frames] == list(range(5))
            assert await closed_by_peer(reader)
            writer.close()

    run(main, loop)


def test_a_tls_client_that_half_closes_is_closed_quietly(
    loop: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A TLS connection cannot stay half open (asyncio closes it after the EOF whatever the protocol asks, and
    logs a warning when asked to keep it): the node closes it without the warning, and goes on serving."""
    ca = CertificateAuthority.create("test CA")
    node = ca.issue("node", hosts=["127.0.0.1"])
    server_ctx = server_context({"ssl.keystore.location": str(node.write_pem(tmp_path / "node.pem"))})
    client_ctx = client_context({"ssl.truststore.location": str(ca.write_ca(tmp_path / "ca.pem"))})
    listener = Listener("SSL", "127.0.0.1", 0, security_protocol="SSL", ssl_context=server_ctx)

    async def main() -> None:
        d = api_versions_dispatcher()
        gate = asyncio.Event()

        async def slow(ctx: Any, req: Any) -> MetadataResponse:
            await gate.wait()  # (the answers are still owed when the EOF comes)
            return MetadataResponse()

        d.register(3, slow)
        async with serving(d, [listener]) as server:
            host, port = server.address("SSL")
            for cid in range(3):
                _reader, writer = await asyncio.open_connection(host, port, ssl=client_ctx)
                writer.write(metadata_frame(cid))
                await asyncio.sleep(0.05)
                writer.close()  # close_notify: the EOF of the TLS stream, with an answer still owed
                await wait_for(lambda: server.connection_count == 0, what="the half-closed connection to close")
            gate.set()
            reader, writer = await asyncio.open_connection(host, port, ssl=client_ctx)
            writer.write(api_versions_frame(3, 7))
            (answer,) = await read_frames(reader, 1)
            assert struct.unpack_from(">i", answer)[0] == 7
            writer.close()

    with caplog.at_level(logging.WARNING):
        run(main, loop)
    assert not [r for r in caplog.records if "eof_received" in r.getMessage()], caplog.text


def test_a_client_that_stops_reading_is_paused_and_memory_stays_bounded(loop: str) -> None:
    big = EncodedBody(b"\x00" * 200_000)  # a pre-encoded body is sent as is after the header

    async def main() -> None:
        d = api_versions_dispatcher()
        d.register(3, lambda ctx, req: big)
        async with serving(
            d, max_inflight=8, max_queued_bytes=500_000, write_buffer_high=256_000, write_buffer_low=64_000
        ) as server:
            host, port = server.address("PLAINTEXT")
            sock = socket.create_connection((host, port))
            sock.setblocking(False)
            reader, writer = await asyncio.open_connection(sock=sock)
            n = 300
            writer.write(b"".join(metadata_frame(cid) for cid in range(n)))
            await wait_for(lambda: server.connection_count == 1, what="the connection to be accepted")
            (proto,) = server.connections
            assert isinstance(proto, KafkaProtocol) and proto.conn is not None
            # the server stops reading once the socket and its queue are full
            await wait_for(lambda: not proto._reading, what="the server to pause reading")
            peak = proto.conn.queued_bytes + proto.transport.get_write_buffer_size()  # type: ignore[union-attr]
            assert proto.conn.inflight <= 8
            assert peak <= 500_000 + 256_000 + 8 * (len(big.data) + 64)
            # reading everything resumes it; all answers arrive in order
            frames = await read_frames(reader, n, timeout=60)
            assert [struct.unpack_from(">i", f)[0] for f in frames] == list(range(n))
            assert all(len(f) == 5 + len(big.data) for f in frames)  # header v1: correlation id + tags
            writer.close()

    run(main, loop)


def test_graceful_shutdown_stops_accepting_and_finishes_in_flight_requests(loop: str) -> None:
    async def main() -> None:
        gate = asyncio.Event()
        started = asyncio.Event()

        async def slow(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            started.set()
            await gate.wait()
            return MetadataResponse(cluster_id="done")

        d = api_versions_dispatcher()
        d.register(3, slow)
        server = KafkaServer(d, [Listener("PLAINTEXT", "127.0.0.1", 0)])
        await server.start()
        host, port = server.address("PLAINTEXT")
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(metadata_frame(1))
        await started.wait()
        shutdown = asyncio.ensure_future(server.shutdown(timeout=30))
        await asyncio.sleep(0.05)
        with pytest.raises(OSError):
            await asyncio.open_connection(host, port)
        assert not shutdown.done()
        gate.set()
        (payload,) = await read_frames(reader, 1)
        assert decode(payload, 3, 12)[1].cluster_id == "done"
        assert await closed_by_peer(reader)
        await asyncio.wait_for(shutdown, 10)
        writer.close()

    run(main, loop)


def test_shutdown_timeout_cancels_stuck_requests_and_closes(loop: str) -> None:
    async def main() -> None:
        cancelled: list[Any] = []

        async def stuck(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            try:
                await asyncio.Event().wait()
            except asyncio.CancelledError:
                cancelled.append(ctx.correlation_id)
                raise
            raise AssertionError

        d = api_versions_dispatcher()
        d.register(3, stuck)
        server = KafkaServer(d, [Listener("PLAINTEXT", "127.0.0.1", 0)])
        await server.start()
        reader, writer = await connect(server)
        writer.write(metadata_frame(9))
        await wait_for(lambda: d.pending_tasks == 1, what="the request to start")
        await asyncio.wait_for(server.shutdown(timeout=0.2), 10)
        assert cancelled == [9]
        assert await closed_by_peer(reader)
        assert server.connection_count == 0
        writer.close()

    run(main, loop)


def test_bind_failure_names_the_listener_and_leaves_nothing_bound(loop: str) -> None:
    async def main() -> None:
        blocker = socket.socket()
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        taken = blocker.getsockname()[1]
        server = KafkaServer(
            api_versions_dispatcher(),
            [Listener("FIRST", "127.0.0.1", 0), Listener("SECOND", "127.0.0.1", taken)],
        )
        with pytest.raises(OSError, match=rf"127.0.0.1:{taken} \(listener SECOND\)"):
            await server.start()
        assert server.addresses == {}
        blocker.close()

    run(main, loop)


def test_listener_configuration_mistakes(loop: str) -> None:
    d = Dispatcher()
    with pytest.raises(ValueError, match="security protocol GSSAPI_TLS is not supported"):
        KafkaServer(d, [Listener("S", "127.0.0.1", 0, "GSSAPI_TLS")])
    with pytest.raises(ValueError, match="SSL needs a TLS context"):
        KafkaServer(d, [Listener("S", "127.0.0.1", 0, "SSL")])
    with pytest.raises(ValueError, match="SASL_PLAINTEXT needs SASL settings"):
        KafkaServer(d, [Listener("S", "127.0.0.1", 0, "SASL_PLAINTEXT")])
    with pytest.raises(ValueError, match="unique"):
        KafkaServer(d, [Listener("A", "127.0.0.1", 0), Listener("A", "127.0.0.1", 0)])
    with pytest.raises(ValueError, match="out of range"):
        KafkaServer(d, [Listener("A", "127.0.0.1", 70000)])
