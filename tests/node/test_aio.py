"""The asyncio reactor: timers, outbound requests with callbacks, and Deferred responses through the dispatcher."""

from __future__ import annotations

import asyncio
import random

from kraftpy.net.api_versions import ApiVersionsHandler
from kraftpy.net.client import ChannelManager
from kraftpy.net.dispatch import Dispatcher, serve
from kraftpy.net.server import KafkaServer, Listener
from kraftpy.node.aio import AsyncioReactor
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.runtime import BROKER_LISTENER, Deferred, RequestInfo, TransportError


def test_timers_requests_and_deferred_responses() -> None:
    async def main() -> None:
        dispatcher = Dispatcher()
        dispatcher.register(18, ApiVersionsHandler(dispatcher))
        server = KafkaServer(dispatcher, [Listener("PLAINTEXT", "127.0.0.1", 0)])
        await server.start()
        channels = ChannelManager(rng=random.Random(1))
        reactor = AsyncioReactor(1, channels, {BROKER_LISTENER: "PLAINTEXT"}, random.Random(2))
        seen: list[RequestInfo] = []

        def describe_cluster(info: RequestInfo, req: DescribeClusterRequest) -> Deferred:
            seen.append(info)
            d = Deferred()
            # answered later, from a reactor timer
            reactor.call_at(reactor.now_ms() + 20, lambda: d.resolve(DescribeClusterResponse(cluster_id="c1")))
            return d

        serve(dispatcher, 60, describe_cluster, listeners=["PLAINTEXT"])
        channels.set_endpoint(9, *server.address("PLAINTEXT"), listener="PLAINTEXT")
        results: asyncio.Queue[tuple[object, object]] = asyncio.Queue()
        reactor.send(
            9, BROKER_LISTENER, DescribeClusterRequest(), lambda r, e: results.put_nowait((r, e)), timeout_ms=5000
        )
        response, error = await asyncio.wait_for(results.get(), 10)
        assert error is None and isinstance(response, DescribeClusterResponse) and response.cluster_id == "c1"
        assert seen[0].listener == "PLAINTEXT" and seen[0].api_key == 60

        # a node nobody listens for: the callback gets a TransportError
        reactor.send(
            77, BROKER_LISTENER, DescribeClusterRequest(), lambda r, e: results.put_nowait((r, e)), timeout_ms=500
        )
        response, error = await asyncio.wait_for(results.get(), 10)
        assert response is None and isinstance(error, TransportError)

        fired: list[int] = []
        timer = reactor.call_at(reactor.now_ms() + 10, lambda: fired.append(1))
        reactor.call_at(reactor.now_ms() + 5, lambda: 1 / 0)  # an error in a callback is logged, not raised
        cancelled = reactor.call_at(reactor.now_ms() + 5, lambda: fired.append(2))
        cancelled.cancel()
        await asyncio.sleep(0.05)
        assert fired == [1]
        del timer
        await reactor.close()
        await channels.close()
        await server.shutdown(1)

    asyncio.run(main())
