"""Large frames read into buffers of their own (`direct_buffer` / `direct_received`), on the server connection, the
client side's FrameBuffer and ClientConnection, and the asyncio adapters of both over real sockets: the same requests
and responses, byte for byte, as the plain path, the request memory pool settled, and the bytes of a large frame
parsed where they were read (no copy out of a read buffer, no join)."""

from __future__ import annotations

import random
import struct

import pytest

from kraftpy.net import ApiVersionsHandler, Dispatcher, NodeClient, RequestContext
from kraftpy.net.client_connection import ClientConnection
from kraftpy.net.connection import InboundRequest, RequestMemoryPool, ServerConnection
from kraftpy.net.framing import DIRECT_MIN, FrameBuffer
from kraftpy.protocol.api import encode_response
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse
from kraftpy.protocol.records import new_buffer

from .util import LOOPS, raw_frame, run, serving


def request(cid: int, body_bytes: int, rng: random.Random) -> bytes:
    """A Produce v9 frame (header v2, client id "c") whose body is `body_bytes` random bytes: the connection cuts
    frames and reads headers, it does not decode bodies."""
    head = struct.pack(">hhih", 0, 9, cid, 1) + b"c" + b"\x00"
    return raw_frame(head + rng.randbytes(body_bytes))


def stream(rng: random.Random, frames: int) -> list[bytes]:
    """Frames of mixed sizes: small ones, and large ones well over DIRECT_MIN."""
    sizes = [rng.choice([20, 300, 5_000, DIRECT_MIN + 1, 3 * DIRECT_MIN, 700_000]) for _ in range(frames)]
    return [request(cid, size, rng) for cid, size in enumerate(sizes)]


def plain(conn: ServerConnection, data: bytes, rng: random.Random) -> list[InboundRequest]:
    out: list[InboundRequest] = []
    while data:
        n = conn.read_size(min(len(data), rng.randint(1, 300_000)))
        assert n > 0
        out += conn.receive_data(data[:n], 0.0)
        data = data[n:]
    return out


def direct(
    conn: ServerConnection, data: bytes, rng: random.Random, detour: float = 0.0
) -> tuple[list[InboundRequest], int]:
    """As the asyncio adapter reads: into the frame's own buffer when the connection gives one, else through
    receive_data; with `detour`, that share of the reads that could go direct come through receive_data instead
    (a read path that does not ask for buffers), which must work as well. Returns the requests and the number of
    direct reads."""
    out: list[InboundRequest] = []
    directs = 0
    while data:
        view = conn.direct_buffer()
        size = rng.randint(1, 300_000)
        if view is not None and rng.random() >= detour:
            n = min(len(view), size, len(data))
            view[:n] = data[:n]
            out += conn.direct_received(n, 0.0)
            directs += 1
        else:
            n = conn.read_size(min(len(data), size))
            assert n > 0
            out += conn.receive_data(data[:n], 0.0)
        data = data[n:]
    return out, directs


def summary(reqs: list[InboundRequest]) -> list[tuple[int, int, str | None, bytes]]:
    return [(r.api.key, r.correlation_id, r.client_id, bytes(r.body)) for r in reqs]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("detour", [0.0, 0.3])
def test_server_connection_direct_reads_give_the_requests_of_the_plain_path(seed: int, detour: float) -> None:
    rng = random.Random(seed)
    frames = stream(rng, 12)
    data = b"".join(frames)
    pool_a, pool_b = RequestMemoryPool(64 << 20), RequestMemoryPool(64 << 20)
    a = ServerConnection(pool=pool_a, max_inflight=100)
    b = ServerConnection(pool=pool_b, max_inflight=100)
    expected = plain(a, data, random.Random(seed))
    got, directs = direct(b, data, random.Random(seed), detour)
    assert summary(got) == summary(expected)
    assert [bytes(r.body) for r in got] == [f[4 + 12 :] for f in frames]  # the random bodies, byte for byte
    if any(len(f) > 2 * DIRECT_MIN for f in frames):
        assert directs > 0
    # the pool counts the same bytes either way, and all of them go back once the requests are answered
    assert pool_b.used == pool_a.used == sum(len(f) for f in frames)
    for r in got:
        b.complete(r, None)
    assert pool_b.used == 0 and b.reserved_bytes == 0 and b.bytes_received == len(data)


def test_a_large_request_is_parsed_in_the_buffer_it_was_read_into() -> None:
    rng = random.Random(7)
    f = request(1, 500_000, rng)
    conn = ServerConnection()
    assert conn.receive_data(f[:1000], 0.0) == []
    view = conn.direct_buffer()
    assert view is not None and len(view) == len(f) - 1000
    buffer = view.obj
    view[: len(f) - 1000] = f[1000:]
    (r,) = conn.direct_received(len(f) - 1000, 0.0)
    assert isinstance(r.body, memoryview) and r.body.obj is buffer  # no copy, no join
    assert bytes(r.body) == f[16:]
    assert conn.direct_buffer() is None  # nothing partial left


def test_while_reading_is_paused_the_one_byte_a_transport_still_reads_lands_in_the_frame() -> None:
    rng = random.Random(11)
    first, second = request(1, 2_000, rng), request(2, 300_000, rng)
    conn = ServerConnection(max_queued_bytes=100)
    (r1,) = conn.receive_data(first + second[:1000], 0.0)
    view = conn.direct_buffer()
    assert view is not None and len(view) == len(second) - 1000
    buffer = view.obj
    view[:5000] = second[1000:6000]
    assert conn.direct_received(5000, 0.0) == []
    conn.complete(r1, b"x" * 200)  # an answer the socket has not taken: over max_queued_bytes, reading pauses
    assert not conn.wants_read
    view = conn.direct_buffer()
    assert view is not None and view.obj is buffer and len(view) == 1  # what a pausing transport may still read
    view[:1] = second[6000:6001]
    assert conn.direct_received(1, 0.0) == []
    assert conn.data_to_send()  # taken: reading resumes
    view = conn.direct_buffer()
    assert view is not None and view.obj is buffer and len(view) == len(second) - 6001
    view[:] = second[6001:]
    (r2,) = conn.direct_received(len(view), 0.0)
    assert r2.body.obj is buffer and bytes(r2.body) == second[16:]


def test_a_frame_too_small_to_be_worth_it_is_read_as_usual() -> None:
    conn = ServerConnection()
    f = request(1, DIRECT_MIN // 2, random.Random(1))
    conn.receive_data(f[:100], 0.0)
    assert conn.direct_buffer() is None


def test_new_buffer_makes_a_bytearray_of_the_size_asked() -> None:
    b = new_buffer(100_000)
    assert type(b) is bytearray and len(b) == 100_000
    with pytest.raises((ValueError, SystemError)):
        new_buffer(-1)


@pytest.mark.parametrize("seed", range(4))
def test_frame_buffer_direct_reads_match_fed_bytes(seed: int) -> None:
    rng = random.Random(seed)
    payloads = [rng.randbytes(rng.choice([3, 900, DIRECT_MIN + 5, 400_000])) for _ in range(10)]
    data = b"".join(raw_frame(p) for p in payloads)
    fb = FrameBuffer(max_size=1 << 22)
    got: list[bytes] = []
    directs = 0
    while data:
        view = fb.direct_buffer(DIRECT_MIN)
        n = rng.randint(1, 200_000)
        if view is not None and rng.random() < 0.8:
            n = min(n, len(view))
            view[:n] = data[:n]
            fb.direct_received(n)
            directs += 1
        else:
            n = min(n, len(data))
            fb.feed(data[:n])
        data = data[n:]
        got += [bytes(f) for f in fb.pop_frames(1 << 30)]
    assert got == payloads
    assert fb.buffered == 0
    assert directs > 0


def test_client_connection_decodes_a_large_response_read_into_its_own_buffer() -> None:
    c = ClientConnection()
    cid = c.send(FetchRequest(), 12)
    records = random.Random(3).randbytes(300_000)
    body = FetchResponse(
        responses=[
            FetchResponse.FetchableTopicResponse(
                topic="t", partitions=[FetchResponse.PartitionData(partition_index=0, records=records)]
            )
        ]
    )
    data = raw_frame(encode_response(body, 12, cid))
    assert c.receive_data(data[:5000]) == []
    view = c.direct_buffer()
    assert view is not None and len(view) == len(data) - 5000
    view[:] = data[5000:]
    (r,) = c.direct_received(len(view))
    assert bytes(r.body.responses[0].partitions[0].records) == records


@pytest.mark.parametrize("loop", LOOPS)
def test_large_requests_and_responses_over_real_sockets(loop: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A NodeClient sends 1-3 MB produce requests and reads fetch responses as large back: both adapters read
    the rest of those frames into buffers of their own, and every byte arrives as sent."""
    directs = {"server": 0, "client": 0}

    def counting(cls: type, side: str) -> None:
        inner = cls.direct_received

        def wrapper(self: object, *args: object) -> object:
            directs[side] += 1
            return inner(self, *args)

        monkeypatch.setattr(cls, "direct_received", wrapper)

    counting(ServerConnection, "server")
    counting(ClientConnection, "client")

    async def main() -> None:
        stored: list[bytes] = []
        dispatcher = Dispatcher()

        def produce(ctx: RequestContext, req: ProduceRequest) -> ProduceResponse:
            stored.append(bytes(req.topic_data[0].partition_data[0].records))
            return ProduceResponse()

        def fetch(ctx: RequestContext, req: FetchRequest) -> FetchResponse:
            part = FetchResponse.PartitionData(partition_index=0, records=stored[-1])
            return FetchResponse(responses=[FetchResponse.FetchableTopicResponse(topic="t", partitions=[part])])

        dispatcher.register(18, ApiVersionsHandler(dispatcher))
        dispatcher.register(0, produce)
        dispatcher.register(1, fetch)
        async with serving(dispatcher) as server:
            host, port = server.address("PLAINTEXT")
            client = NodeClient(1, host, port, rng=random.Random(1))
            rng = random.Random(5)
            for size in (1 << 20, 3 << 20, DIRECT_MIN + 3, 2_500_001):
                records = rng.randbytes(size)
                partition = ProduceRequest.PartitionProduceData(index=0, records=records)
                topic = ProduceRequest.TopicProduceData(name="t", partition_data=[partition])
                await client.send(ProduceRequest(acks=1, timeout_ms=1000, topic_data=[topic]), version=9, timeout=10)
                assert stored[-1] == records
                resp = await client.send(FetchRequest(max_bytes=1 << 30), version=12, timeout=10)
                assert bytes(resp.responses[0].partitions[0].records) == records
            await client.close()

    run(main, loop)
    assert directs["server"] > 0 and directs["client"] > 0
