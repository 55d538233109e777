"""The inter-node client: sans-IO correlation matching, and NodeClient / ChannelManager against a KafkaServer."""

from __future__ import annotations

import asyncio
import random
import socket
import struct
from typing import Any

import pytest

from kraftpy.net import (
    ApiVersionsHandler,
    ChannelManager,
    ClientConnection,
    ClientProtocolError,
    DisconnectedError,
    Dispatcher,
    KafkaServer,
    Listener,
    NodeClient,
    NodeUnavailableError,
    RequestContext,
    RequestTimedOutError,
    UnsupportedVersionError,
)
from kraftpy.net.client import ExponentialBackoff
from kraftpy.protocol.api import encode_response
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse

from .util import LOOPS, free_port, raw_frame, run, serving, wait_for

# -- sans-IO ----------------------------------------------------------------------------------------------------------


def response_frame(body: Any, version: int, cid: int) -> bytes:
    return raw_frame(encode_response(body, version, cid))


def test_correlation_ids_increase_and_wrap() -> None:
    c = ClientConnection("me", first_correlation_id=2**31 - 2)
    ids = [c.send(MetadataRequest(), 12) for _ in range(3)]
    assert ids == [2**31 - 2, 2**31 - 1, 0]
    out = b"".join(c.data_to_send())
    assert struct.unpack_from(">i", out)[0] == len(out) // 3 - 4
    key, version, cid = struct.unpack_from(">hhi", out, 4)
    assert (key, version, cid) == (3, 12, 2**31 - 2)
    assert c.in_flight == 3


def test_responses_are_matched_in_order_across_split_reads() -> None:
    c = ClientConnection()
    a = c.send(MetadataRequest(), 12)
    b = c.send(ApiVersionsRequest(), 3)
    data = response_frame(MetadataResponse(cluster_id="x"), 12, a) + response_frame(ApiVersionsResponse(), 3, b)
    got = []
    for i in range(0, len(data), 7):
        got += c.receive_data(data[i : i + 7])
    assert [(r.correlation_id, r.api_key, r.api_version) for r in got] == [(a, 3, 12), (b, 18, 3)]
    assert got[0].body.cluster_id == "x"
    assert c.in_flight == 0


def test_out_of_order_and_unknown_correlation_ids_break_the_connection() -> None:
    c = ClientConnection()
    a = c.send(MetadataRequest(), 12)
    b = c.send(MetadataRequest(), 12)
    with pytest.raises(ClientProtocolError, match=f"{b} arrived before the one to {a}"):
        c.receive_data(response_frame(MetadataResponse(), 12, b))
    with pytest.raises(ClientProtocolError, match="broken"):
        c.send(MetadataRequest(), 12)

    c = ClientConnection()
    a = c.send(MetadataRequest(), 12)
    with pytest.raises(ClientProtocolError) as e:
        c.receive_data(response_frame(MetadataResponse(), 12, a) + response_frame(MetadataResponse(), 12, 999))
    assert "unknown correlation id 999" in str(e.value)
    assert [r.correlation_id for r in e.value.responses] == [a]  # what came before is still delivered


def test_requests_without_response_are_not_waited_for() -> None:
    c = ClientConnection()
    c.send(ProduceRequest(acks=0), 9, expect_response=False)
    m = c.send(MetadataRequest(), 12)
    assert c.in_flight == 1
    (r,) = c.receive_data(response_frame(MetadataResponse(), 12, m))
    assert r.correlation_id == m


def test_api_versions_error_in_v0_is_decoded_as_v0() -> None:
    c = ClientConnection()
    cid = c.send(ApiVersionsRequest(client_software_name="a", client_software_version="1"), 4)
    err = ApiVersionsResponse(error_code=35, api_keys=[ApiVersionsResponse.ApiVersion(api_key=18, max_version=3)])
    (r,) = c.receive_data(response_frame(err, 0, cid))
    assert r.error is None and r.api_version == 0
    assert (r.body.error_code, r.body.api_keys[0].max_version) == (35, 3)


def test_an_undecodable_response_fails_only_its_request() -> None:
    c = ClientConnection()
    a = c.send(MetadataRequest(), 12)
    b = c.send(MetadataRequest(), 12)
    bad = raw_frame(struct.pack(">i", a) + b"\x00\x07")
    r1, r2 = c.receive_data(bad + response_frame(MetadataResponse(cluster_id="ok"), 12, b))
    assert r1.error is not None and r1.body is None
    assert r2.body.cluster_id == "ok"


def test_oversized_response_frame_breaks_the_connection() -> None:
    c = ClientConnection(max_response_size=100)
    c.send(MetadataRequest(), 12)
    with pytest.raises(ClientProtocolError, match="101 larger than 100"):
        c.receive_data(struct.pack(">i", 101))


def test_exponential_backoff_with_injected_random() -> None:
    class Fixed(random.Random):
        def uniform(self, a: float, b: float) -> float:
            return b  # the top of the jitter range

    b = ExponentialBackoff(0.05, 1.0, Fixed())
    assert [round(b.backoff(n), 6) for n in range(7)] == [0.06, 0.12, 0.24, 0.48, 0.96, 1.2, 1.2]
    b = ExponentialBackoff(0.05, 1.0, random.Random(7))
    for n in range(20):
        assert 0.8 * min(1.0, 0.05 * 2**n) <= b.backoff(n) <= 1.2 * min(1.0, 0.05 * 2**n)


# -- asyncio ----------------------------------------------------------------------------------------------------------


class Node:
    """A server with ApiVersions and Metadata handlers that record what they saw."""

    def __init__(self, api_versions_max: int | None = None, metadata_max: int | None = None) -> None:
        self.seen: list[tuple[str, int, int]] = []
        self.gate: asyncio.Event | None = None
        self.dispatcher = Dispatcher()
        inner = ApiVersionsHandler(self.dispatcher)

        def api_versions(ctx: RequestContext, req: Any) -> Any:
            self.seen.append(("ApiVersions", ctx.api_version, ctx.correlation_id))
            return inner(ctx, req)

        async def metadata(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            self.seen.append(("Metadata", ctx.api_version, ctx.correlation_id))
            if self.gate is not None and req.topics and req.topics[0].name == "slow":
                await self.gate.wait()
            return MetadataResponse(cluster_id=f"v{ctx.api_version}")

        def produce(ctx: RequestContext, req: ProduceRequest) -> ProduceResponse | None:
            self.seen.append(("Produce", ctx.api_version, req.acks))
            return None if req.acks == 0 else ProduceResponse()

        self.dispatcher.register(18, api_versions, max_version=api_versions_max)
        self.dispatcher.register(3, metadata, max_version=metadata_max)
        self.dispatcher.register(0, produce)

    def server(self, port: int = 0) -> KafkaServer:
        return KafkaServer(self.dispatcher, [Listener("PLAINTEXT", "127.0.0.1", port)])


def slow_metadata() -> MetadataRequest:
    return MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="slow")])


def client_for(server: KafkaServer, **kw: Any) -> NodeClient:
    host, port = server.address("PLAINTEXT")
    return NodeClient(1, host, port, rng=random.Random(1), **kw)


@pytest.mark.parametrize("loop", LOOPS)
def test_versions_are_negotiated_with_api_versions_first(loop: str) -> None:
    async def main() -> None:
        node = Node(metadata_max=9)
        async with serving(node.dispatcher) as server:
            client = client_for(server)
            resp = await client.send(MetadataRequest(), timeout=5)
            assert resp.cluster_id == "v9"  # min(ours 13, theirs 9)
            assert [s[:2] for s in node.seen] == [("ApiVersions", 4), ("Metadata", 9)]
            assert client.api_versions == {0: (3, 13), 3: (0, 9), 18: (0, 4)}
            assert (await client.send(MetadataRequest(), version=5)).cluster_id == "v5"
            with pytest.raises(UnsupportedVersionError, match="serves Metadata versions 0-9, not 12"):
                await client.send(MetadataRequest(), version=12)
            with pytest.raises(UnsupportedVersionError, match="does not serve Fetch"):
                from kraftpy.protocol.messages.fetch import FetchRequest

                await client.send(FetchRequest())
            assert await client.send(ProduceRequest(acks=0, timeout_ms=10), timeout=5) is None
            assert isinstance(await client.send(ProduceRequest(acks=1, timeout_ms=10), timeout=5), ProduceResponse)
            assert [s for s in node.seen if s[0] == "Produce"] == [("Produce", 13, 0), ("Produce", 13, 1)]
            capped = client_for(server, versions={3: (0, 4)})
            assert (await capped.send(MetadataRequest())).cluster_id == "v4"
            await client.close()
            await capped.close()

    run(main, loop)


def test_api_versions_fallback_to_the_advertised_max() -> None:
    async def main() -> None:
        node = Node(api_versions_max=2)
        async with serving(node.dispatcher) as server:
            client = client_for(server)
            assert (await client.send(MetadataRequest())).cluster_id == "v13"
            assert [s[:2] for s in node.seen] == [("ApiVersions", 4), ("ApiVersions", 2), ("Metadata", 13)]
            await client.close()

    run(main)


def test_timeout_drops_the_connection_and_the_next_send_reconnects() -> None:
    async def main() -> None:
        node = Node()
        node.gate = asyncio.Event()
        async with serving(node.dispatcher) as server:
            client = client_for(server, reconnect_backoff=0.01, reconnect_backoff_max=0.02)
            await client.send(MetadataRequest())
            with pytest.raises(RequestTimedOutError, match="Metadata request timed out"):
                await client.send(slow_metadata(), timeout=0.2)
            await wait_for(lambda: not client.connected, what="the timed-out connection to close")
            assert (await client.send(MetadataRequest(), timeout=5)).cluster_id == "v13"
            assert client.connects == 2
            node.gate.set()
            await client.close()

    run(main)


@pytest.mark.parametrize("loop", LOOPS)
def test_cancelling_a_caller_abandons_only_its_response(loop: str) -> None:
    async def main() -> None:
        node = Node()
        node.gate = asyncio.Event()
        async with serving(node.dispatcher) as server:
            client = client_for(server)
            # cancelled while connecting: the shared connection attempt goes on for the other caller
            first = asyncio.ensure_future(client.send(MetadataRequest()))
            second = asyncio.ensure_future(client.send(MetadataRequest()))
            await asyncio.sleep(0)
            first.cancel()
            assert (await second).cluster_id == "v13"
            assert first.cancelled()
            # cancelled while waiting for a response: its response is dropped when it comes
            slow = asyncio.ensure_future(client.send(slow_metadata()))
            await wait_for(lambda: sum(s[0] == "Metadata" for s in node.seen) == 2, what="the slow request")
            slow.cancel()
            with pytest.raises(asyncio.CancelledError):
                await slow
            node.gate.set()
            assert (await client.send(MetadataRequest(), timeout=5)).cluster_id == "v13"
            assert client.connects == 1 and client.connected
            await client.close()

    run(main, loop)


def test_reconnect_after_the_server_restarts_and_backoff_while_it_is_down() -> None:
    class Top(random.Random):
        def uniform(self, a: float, b: float) -> float:
            return b

    async def main() -> None:
        loop = asyncio.get_running_loop()
        node = Node()
        port = free_port()
        server = node.server(port)
        await server.start()
        client = NodeClient(7, "127.0.0.1", port, rng=Top(0), reconnect_backoff=0.05, reconnect_backoff_max=0.2)
        assert (await client.send(MetadataRequest())).cluster_id == "v13"
        await server.shutdown(timeout=1)
        # hold the port (bound, not listening: connections are refused) so that no other test's server can
        # take it while this one is "down"
        holder = socket.socket()
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        holder.bind(("127.0.0.1", port))
        await wait_for(lambda: not client.connected, what="the client to see the disconnect")
        # down: each failed attempt waits longer (x2, capped, jitter from the injected random)
        earliest = client.next_attempt
        for expected in (0.06, 0.12, 0.24, 0.24):
            before = loop.time()
            with pytest.raises(NodeUnavailableError):
                await client.send(MetadataRequest(), timeout=5)
            # no attempt before the backoff ran out (event-loop timers may fire up to a millisecond early)
            assert loop.time() >= earliest - 0.002
            assert before + expected - 1e-6 <= client.next_attempt <= loop.time() + expected + 1e-6
            earliest = client.next_attempt
        # back up on the same port: the client reconnects by itself
        holder.close()
        server = node.server(port)
        await server.start()
        assert (await client.send(MetadataRequest(), timeout=5)).cluster_id == "v13"
        assert client.connects == 2 and client.failures == 0
        await client.close()
        await server.shutdown(timeout=1)

    run(main)


def test_disconnect_fails_the_requests_in_flight() -> None:
    async def main() -> None:
        node = Node()
        node.gate = asyncio.Event()
        server = node.server()
        await server.start()
        client = client_for(server)
        slow = asyncio.ensure_future(client.send(slow_metadata(), timeout=30))
        await wait_for(lambda: node.dispatcher.pending_tasks == 1, what="the slow request")
        await server.shutdown(timeout=0.1)
        with pytest.raises(DisconnectedError):
            await slow
        await client.close()

    run(main)


def test_channel_manager_follows_endpoint_changes() -> None:
    async def main() -> None:
        a, b = Node(metadata_max=10), Node(metadata_max=11)
        async with serving(a.dispatcher) as sa, serving(b.dispatcher) as sb:
            cm = ChannelManager(rng=random.Random(3), default_listener="CONTROLLER", request_timeout=5)
            cm.update_endpoints(1, {"CONTROLLER": sa.address("PLAINTEXT"), "INTERNAL": sb.address("PLAINTEXT")})
            assert (await cm.send(1, MetadataRequest())).cluster_id == "v10"
            assert (await cm.send(1, MetadataRequest(), listener="INTERNAL")).cluster_id == "v11"
            assert cm.is_connected(1)
            # metadata says node 1 moved
            cm.update_endpoints(1, {"CONTROLLER": sb.address("PLAINTEXT")})
            assert (await cm.send(1, MetadataRequest())).cluster_id == "v11"
            with pytest.raises(NodeUnavailableError, match="no endpoint for listener INTERNAL"):
                await cm.send(1, MetadataRequest(), listener="INTERNAL")
            with pytest.raises(NodeUnavailableError, match="no endpoint known for node 2"):
                await cm.send(2, MetadataRequest())
            cm.remove_node(1)
            with pytest.raises(NodeUnavailableError):
                await cm.send(1, MetadataRequest())
            await cm.close()
            with pytest.raises(NodeUnavailableError, match="closed"):
                await cm.send(1, MetadataRequest())

    run(main)


def test_a_lane_is_a_connection_of_its_own() -> None:
    """A node answers a connection's requests in order: behind a request it holds, a quick one waits on the same
    connection, and is answered at once on another lane (the replica fetchers' and the transaction markers' own
    connections: a WriteTxnMarkers held until replication catches up must not hold up the fetches that do it)."""

    async def main() -> None:
        node = Node()
        node.gate = asyncio.Event()
        async with serving(node.dispatcher) as server:
            cm = ChannelManager(rng=random.Random(3), default_listener="PLAINTEXT", request_timeout=10)
            cm.update_endpoints(1, {"PLAINTEXT": server.address("PLAINTEXT")})
            held = asyncio.ensure_future(cm.send(1, slow_metadata()))
            await wait_for(lambda: node.dispatcher.pending_tasks == 1, what="the held request")
            behind = asyncio.ensure_future(cm.send(1, MetadataRequest()))
            aside = await asyncio.wait_for(cm.send(1, MetadataRequest(), lane="fetcher"), 5)
            assert aside.cluster_id == "v13"
            assert not behind.done() and not held.done()
            assert cm.client(1) is not cm.client(1, lane="fetcher")
            node.gate.set()
            assert (await asyncio.wait_for(behind, 5)).cluster_id == "v13"
            await asyncio.wait_for(held, 5)
            await cm.close()

    run(main)


@pytest.mark.parametrize("loop", LOOPS)
def test_send_callback_on_an_open_connection_needs_no_task(loop: str) -> None:
    """The inter-node path (raft, replication, heartbeats): on an open connection a request is written at once and
    answered through its callback, with no task; the first request (connecting) goes through a task, and the
    callback never runs inside the call."""

    async def main() -> None:
        node = Node()
        async with serving(node.dispatcher) as server:
            client = client_for(server)
            got: asyncio.Queue[tuple[Any, BaseException | None]] = asyncio.Queue()
            inside = True
            client.send_callback(MetadataRequest(), lambda r, e: got.put_nowait((r, e)), timeout=5)
            inside = False
            first = await asyncio.wait_for(got.get(), 5)
            assert first[1] is None and first[0].cluster_id == "v13"
            tasks = len(asyncio.all_tasks())
            calls: list[bool] = []

            def answered(r: Any, e: BaseException | None) -> None:
                calls.append(inside)
                got.put_nowait((r, e))

            inside = True
            for _ in range(5):
                client.send_callback(MetadataRequest(), answered, version=5, timeout=5)
            inside = False
            assert len(asyncio.all_tasks()) == tasks  # no task per request
            # a transport that paused writing and resumed is open for direct writes again
            proto = client._proto
            assert proto is not None
            proto.pause_writing()
            assert proto.write_paused
            proto.resume_writing()
            assert not proto.write_paused
            client.send_callback(MetadataRequest(), answered, version=5, timeout=5)
            assert len(asyncio.all_tasks()) == tasks
            answers = [await asyncio.wait_for(got.get(), 5) for _ in range(6)]
            assert [(r.cluster_id, e) for r, e in answers] == [("v5", None)] * 6
            assert calls == [False] * 6
            assert [s[:2] for s in node.seen][-6:] == [("Metadata", 5)] * 6
            # acks=0: nothing awaited, the callback gets None
            client.send_callback(ProduceRequest(acks=0, timeout_ms=10), lambda r, e: got.put_nowait((r, e)))
            assert await asyncio.wait_for(got.get(), 5) == (None, None)
            # a version the node does not serve fails the callback, not the call
            client.send_callback(MetadataRequest(), lambda r, e: got.put_nowait((r, e)), version=99)
            r, e = await asyncio.wait_for(got.get(), 5)
            assert r is None and isinstance(e, UnsupportedVersionError)
            await client.close()

    run(main, loop)


def test_send_callback_timeout_closes_the_connection_and_fails_what_waits_on_it() -> None:
    async def main() -> None:
        node = Node()
        node.gate = asyncio.Event()
        async with serving(node.dispatcher) as server:
            client = client_for(server, reconnect_backoff=0.01, reconnect_backoff_max=0.02)
            await client.send(MetadataRequest())
            got: list[tuple[str, Any, BaseException | None]] = []
            client.send_callback(slow_metadata(), lambda r, e: got.append(("slow", r, e)), timeout=0.2)
            client.send_callback(MetadataRequest(), lambda r, e: got.append(("behind", r, e)), timeout=30)
            await wait_for(lambda: len(got) == 2, what="both callbacks")
            assert got[0][0] == "slow" and isinstance(got[0][2], RequestTimedOutError)
            # answered in order: the request behind the slow one loses its connection with it
            assert got[1][0] == "behind" and isinstance(got[1][2], DisconnectedError)
            await wait_for(lambda: not client.connected, what="the timed-out connection to close")
            done: asyncio.Queue[tuple[Any, BaseException | None]] = asyncio.Queue()
            client.send_callback(MetadataRequest(), lambda r, e: done.put_nowait((r, e)), timeout=5)
            r, e = await asyncio.wait_for(done.get(), 5)
            assert e is None and r.cluster_id == "v13" and client.connects == 2
            node.gate.set()
            await client.close()

    run(main)


def test_channel_manager_send_callback_to_an_unknown_node_fails_the_callback() -> None:
    async def main() -> None:
        channels = ChannelManager(rng=random.Random(1), default_listener="PLAINTEXT")
        got: asyncio.Queue[tuple[Any, BaseException | None]] = asyncio.Queue()
        channels.send_callback(7, MetadataRequest(), lambda r, e: got.put_nowait((r, e)))
        assert got.empty()  # not inside the call
        r, e = await asyncio.wait_for(got.get(), 5)
        assert r is None and isinstance(e, NodeUnavailableError)
        await channels.close()

    run(main)
