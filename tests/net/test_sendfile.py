"""Fetch responses whose records are FileRegions of segment files: sendfile(2) on plaintext listeners, the bytes
read and written on TLS listeners; either way the client gets exactly the response a byte copy would give."""

from __future__ import annotations

import asyncio
import os
import ssl
import struct
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kraftpy.net import Dispatcher, KafkaServer, Listener, RequestContext
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.security.certs import CertificateAuthority
from kraftpy.security.tls import client_context, server_context
from kraftpy.storage.region import FileRegion

from .util import LOOPS, frame, read_frames, run, serving

pytestmark = pytest.mark.parametrize("loop", LOOPS)

VERSION = 12
SIZES = (700_000, 1, 3_000_000)  # larger than a socket buffer: sendfile takes part, the transport the rest


def response(records: list[Any]) -> FetchResponse:
    R = FetchResponse
    return R(
        session_id=0,
        responses=[
            R.FetchableTopicResponse(
                topic="t",
                topic_id=uuid.UUID(int=1),
                partitions=[
                    R.PartitionData(
                        partition_index=i, high_watermark=5, last_stable_offset=5, log_start_offset=0, records=r
                    )
                    for i, r in enumerate(records)
                ],
            )
        ],
    )


def fetch_frame(cid: int) -> bytes:
    return frame(FetchRequest(max_wait_ms=0, min_bytes=1, max_bytes=1 << 30, topics=[]), VERSION, cid)


def segment_file(tmp_path: Path) -> tuple[Path, bytes]:
    payload = os.urandom(sum(SIZES))
    path = tmp_path / "00000000000000000000.log"
    path.write_bytes(payload)
    return path, payload


def fetch_dispatcher(path: Path, made: list[FileRegion], after: Callable[[], None] = lambda: None) -> Dispatcher:
    """Fetch answered with regions of the file at `path` (`after` runs once they are made)."""

    def handler(ctx: RequestContext, req: FetchRequest) -> FetchResponse:
        fd = os.open(path, os.O_RDONLY)
        try:
            regions, pos = [], 0
            for size in SIZES:
                regions.append(FileRegion(fd, pos, size))
                pos += size
        finally:
            os.close(fd)
        made.extend(regions)
        after()
        return response(regions)

    d = Dispatcher()
    d.register(1, handler)
    return d


def expected_frames(payload: bytes, n: int) -> list[bytes]:
    parts, pos = [], 0
    for size in SIZES:
        parts.append(payload[pos : pos + size])
        pos += size
    body = response(parts).encode(VERSION)
    return [struct.pack(">i", cid) + b"\x00" + body for cid in range(n)]


async def exchange(
    server: KafkaServer, n: int, listener: str = "PLAINTEXT", context: ssl.SSLContext | None = None
) -> list[bytes]:
    host, port = server.address(listener)
    reader, writer = await asyncio.open_connection(host, port, ssl=context)
    writer.write(b"".join(fetch_frame(cid) for cid in range(n)))
    frames = await read_frames(reader, n, timeout=30)
    writer.close()
    return frames


def test_plaintext_fetch_responses_send_regions_with_sendfile(loop: str, tmp_path: Path) -> None:
    path, payload = segment_file(tmp_path)
    made: list[FileRegion] = []

    async def main() -> None:
        async with serving(fetch_dispatcher(path, made)) as server:
            assert await exchange(server, 3) == expected_frames(payload, 3)
            assert server.sendfile_bytes > 0  # the page cache went to the socket
            assert server.sendfile_bytes + server.region_read_bytes == 3 * sum(SIZES)

    run(main, loop)
    assert made and all(r.closed for r in made)  # every duplicated descriptor is closed once sent


def test_tls_fetch_responses_read_the_regions(loop: str, tmp_path: Path) -> None:
    path, payload = segment_file(tmp_path)
    ca = CertificateAuthority.create("test CA")
    node = ca.issue("node", hosts=["127.0.0.1", "localhost"])
    server_ctx = server_context({"ssl.keystore.location": str(node.write_pem(tmp_path / "node.pem"))})
    client_ctx = client_context({"ssl.truststore.location": str(ca.write_ca(tmp_path / "ca.pem"))})
    made: list[FileRegion] = []

    async def main() -> None:
        listener = Listener("SSL", "127.0.0.1", 0, security_protocol="SSL", ssl_context=server_ctx)
        async with serving(fetch_dispatcher(path, made), [listener]) as server:
            assert await exchange(server, 2, "SSL", client_ctx) == expected_frames(payload, 2)
            assert server.sendfile_bytes == 0 and server.region_read_bytes == 0  # read before encoding

    run(main, loop)
    assert made and all(r.closed for r in made)


def test_a_region_truncated_before_it_is_sent_closes_the_connection(loop: str, tmp_path: Path) -> None:
    path, _payload = segment_file(tmp_path)
    made: list[FileRegion] = []

    async def main() -> None:
        # a follower truncated its log after the read
        d = fetch_dispatcher(path, made, after=lambda: os.truncate(path, 1000))
        async with serving(d) as server:
            host, port = server.address("PLAINTEXT")
            reader, writer = await asyncio.open_connection(host, port)
            writer.write(fetch_frame(0))
            async with asyncio.timeout(10):
                data = await reader.read()  # until the server closes: a short frame, never a lying one
            (size,) = struct.unpack_from(">i", data)
            assert len(data) < size + 4
            writer.close()

    run(main, loop)
