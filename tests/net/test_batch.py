"""The batched request path: `Dispatcher.dispatch_many`, answers from `respond_encoded`, `ServerConnection.routes`
and `complete_batch`. Whatever the batching, the bytes on the wire and the metrics are those of one-by-one dispatch.
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.metrics import NodeMetrics
from kraftpy.net import (
    ApiVersionsHandler,
    ConnectionInfo,
    Dispatcher,
    Features,
    RequestContext,
    ServerConnection,
)
from kraftpy.net.connection import SMALL_BODY, InboundRequest
from kraftpy.protocol.api import API_BY_KEY, ApiInfo
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse

from .util import api_versions_frame, frame, split_frames

INFO = ConnectionInfo("127.0.0.1:9092-127.0.0.1:5000-0", "PLAINTEXT", "PLAINTEXT", ("127.0.0.1", 5000))


class Recording:
    """A metrics sink with only the per-request method (no `requests_completed`)."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, int, int, int, int]] = []

    def request_completed(
        self, api: ApiInfo, version: int, error_code: int, seconds: float, bytes_in: int, bytes_out: int
    ) -> None:
        assert seconds >= 0
        self.requests.append((api.name, version, error_code, bytes_in, bytes_out))

    def connection_opened(self, listener: str) -> None: ...

    def connection_closed(self, listener: str) -> None: ...


def metadata(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
    return MetadataResponse(cluster_id=f"c{ctx.correlation_id}", controller_id=1)


def make_dispatcher(metrics: Any = None, features: Any = None) -> Dispatcher:
    d = Dispatcher(metrics=metrics, clock=lambda: 0.0)
    d.register(18, ApiVersionsHandler(d, features=features), max_version=3)
    d.register(3, metadata)
    return d


def connection(d: Dispatcher, listener: str = "PLAINTEXT", **kw: Any) -> ServerConnection:
    info = ConnectionInfo(INFO.connection_id, listener, "PLAINTEXT", INFO.client_address)
    return ServerConnection(routes=d.routes(listener), info=info, **kw)


def one_by_one(d: Dispatcher, data: bytes) -> list[bytes]:
    conn = ServerConnection(supported=d.supported_predicate("PLAINTEXT"), info=INFO)
    for req in conn.receive_data(data, d.now()):
        d.dispatch(req, conn, conn.close)
    return split_frames(b"".join(conn.data_to_send()))


def batched(d: Dispatcher, data: bytes, conn: ServerConnection | None = None) -> list[bytes]:
    conn = conn if conn is not None else connection(d)
    d.dispatch_many(conn.receive_data(data, d.now()), conn, conn.close, conn)
    return split_frames(b"".join(conn.data_to_send()))


def api_versions_v3(cid: int, name: str = "kraftpy-test", client_id: str = "test") -> bytes:
    return frame(ApiVersionsRequest(client_software_name=name, client_software_version="1.0"), 3, cid, client_id)


# a request of each kind the strategy below mixes
KINDS = {
    "av0": lambda cid: api_versions_frame(0, cid),
    "av2": lambda cid: api_versions_frame(2, cid),
    "av2-other-client": lambda cid: api_versions_frame(2, cid, client_id="other"),
    "av3": lambda cid: api_versions_v3(cid),
    "av3-other-software": lambda cid: api_versions_v3(cid, name="librdkafka"),
    "av3-bad-software": lambda cid: api_versions_v3(cid, name="bad name!"),
    "av4-unsupported": lambda cid: api_versions_frame(4, cid),
    "metadata": lambda cid: frame(MetadataRequest(topics=None), 12, cid),
}


@settings(max_examples=60, deadline=None, database=None)
@given(kinds=st.lists(st.sampled_from(sorted(KINDS)), min_size=1, max_size=40))
def test_batched_dispatch_writes_the_same_bytes_as_one_by_one_dispatch(kinds: list[str]) -> None:
    data = b"".join(KINDS[k](cid) for cid, k in enumerate(kinds))
    expected = one_by_one(make_dispatcher(), data)
    assert batched(make_dispatcher(), data) == expected
    assert [struct.unpack_from(">i", p)[0] for p in expected] == list(range(len(kinds)))


@settings(max_examples=30, deadline=None, database=None)
@given(kinds=st.lists(st.sampled_from(sorted(KINDS)), min_size=1, max_size=30))
def test_batched_metrics_are_those_of_one_by_one_dispatch(kinds: list[str]) -> None:
    data = b"".join(KINDS[k](cid) for cid, k in enumerate(kinds))
    each, aggregated, recorded = NodeMetrics(process_metrics=False), NodeMetrics(process_metrics=False), Recording()
    d = make_dispatcher(metrics=each)
    conn = ServerConnection(supported=d.supported_predicate("PLAINTEXT"), info=INFO)
    for req in conn.receive_data(data, d.now()):
        d.dispatch(req, conn, conn.close)
    batched(make_dispatcher(metrics=aggregated), data)
    batched(make_dispatcher(metrics=recorded), data)
    assert aggregated._stats.keys() == each._stats.keys()
    for key, st_each in each._stats.items():
        st_agg = aggregated._stats[key]
        assert (st_agg.count, st_agg.buckets, st_agg.bytes_in, st_agg.bytes_out) == (
            st_each.count,
            st_each.buckets,
            st_each.bytes_in,
            st_each.bytes_out,
        )
    assert aggregated._errors == each._errors
    assert len(recorded.requests) == len(kinds)
    totals: dict[tuple[str, int], list[int]] = {}
    for name, version, _code, b_in, b_out in recorded.requests:
        t = totals.setdefault((name, version), [0, 0, 0])
        t[0] += 1
        t[1] += b_in
        t[2] += b_out
    assert {k: (s.count, s.bytes_in, s.bytes_out) for k, s in each._stats.items()} == {
        k: tuple(v) for k, v in totals.items()
    }


def test_answers_follow_features_and_registrations_between_batches() -> None:
    feats = [Features(supported=(("metadata.version", 7, 27),), finalized_epoch=1)]
    d = make_dispatcher(features=lambda: feats[0])
    conn = connection(d)
    (first,) = batched(d, api_versions_v3(1), conn)
    assert ApiVersionsResponse.decode(first[4:], 3).finalized_features_epoch == 1
    feats[0] = Features(supported=(("metadata.version", 7, 27),), finalized_epoch=2)
    d.register(1, lambda ctx, req: None)  # Fetch
    second, third = batched(d, api_versions_v3(2) + api_versions_frame(2, 3), conn)
    v3 = ApiVersionsResponse.decode(second[4:], 3)
    assert v3.finalized_features_epoch == 2
    assert [k.api_key for k in v3.api_keys] == [1, 3, 18]
    assert [k.api_key for k in ApiVersionsResponse.decode(third[4:], 2).api_keys] == [1, 3, 18]


def test_an_invalid_software_name_is_refused_even_after_valid_ones() -> None:
    d = make_dispatcher()
    ok, bad, ok2 = batched(d, api_versions_v3(1) + api_versions_v3(2, name="-bad") + api_versions_v3(3))
    assert ApiVersionsResponse.decode(ok[4:], 3).error_code == 0
    refused = ApiVersionsResponse.decode(bad[4:], 3)
    assert (refused.error_code, refused.api_keys) == (ErrorCode.INVALID_REQUEST, [])
    assert ok2 == struct.pack(">i", 3) + ok[4:]


def test_async_handlers_between_cached_answers_keep_request_order() -> None:
    async def main() -> list[bytes]:
        gate = asyncio.Event()

        async def slow(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            await gate.wait()
            return MetadataResponse(cluster_id="late")

        d = Dispatcher(clock=lambda: 0.0)
        d.register(18, ApiVersionsHandler(d))
        d.register(3, slow)
        conn = connection(d)
        data = api_versions_frame(2, 0) + frame(MetadataRequest(topics=None), 12, 1) + api_versions_frame(2, 2)
        d.dispatch_many(conn.receive_data(data, 0.0), conn, conn.close, conn)
        first = conn.data_to_send()  # the answer before the slow request is out; the one after it waits
        assert [struct.unpack_from(">i", p)[0] for p in split_frames(b"".join(first))] == [0]
        gate.set()
        while conn.inflight:
            await asyncio.sleep(0)
        return split_frames(b"".join(conn.data_to_send()))

    late, after = asyncio.run(main())
    assert struct.unpack_from(">i", late)[0] == 1
    assert MetadataResponse.decode(late[5:], 12).cluster_id == "late"
    assert struct.unpack_from(">i", after)[0] == 2


def test_a_responder_without_complete_batch_gets_the_same_bytes() -> None:
    class Plain:
        """Only the two methods every Responder has."""

        def __init__(self, conn: ServerConnection) -> None:
            self.conn = conn

        def complete(self, request: InboundRequest, response: Any) -> None:
            self.conn.complete(request, response)

        def complete_frame(self, request: InboundRequest, frame: bytes) -> None:
            self.conn.complete_frame(request, frame)

    data = b"".join(api_versions_frame(2, cid) for cid in range(5)) + frame(MetadataRequest(), 12, 5)
    d = make_dispatcher()
    conn = connection(d)
    out = Plain(conn)
    d.dispatch_many(conn.receive_data(data, 0.0), out, conn.close)
    assert split_frames(b"".join(conn.data_to_send())) == one_by_one(make_dispatcher(), data)


def test_a_failing_respond_encoded_falls_back_to_the_handler() -> None:
    calls: list[int] = []

    class Handler:
        def respond_encoded(self, ctx: RequestContext, body: Any) -> bytes | None:
            raise RuntimeError("cache broken")

        def __call__(self, ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            calls.append(ctx.correlation_id)
            return MetadataResponse(cluster_id="full")

    d = Dispatcher(clock=lambda: 0.0)
    d.register(3, Handler())
    (p,) = batched(d, frame(MetadataRequest(), 12, 9))
    assert calls == [9] and MetadataResponse.decode(p[5:], 12).cluster_id == "full"


# -- routes --------------------------------------------------------------------------------------------------------


def test_routes_follow_later_registrations() -> None:
    d = Dispatcher(clock=lambda: 0.0)
    d.register(18, ApiVersionsHandler(d))
    conn = connection(d)
    closed: list[str] = []
    d.register(0, lambda ctx, req: ProduceResponse())
    produce = frame(ProduceRequest(acks=1, timeout_ms=1000, topic_data=[]), 9, 1)
    reqs = conn.receive_data(produce, 0.0)
    assert [r.api_key for r in reqs] == [0]
    d.dispatch_many(reqs, conn, closed.append, conn)
    assert len(split_frames(b"".join(conn.data_to_send()))) == 1
    d.unregister(0)
    assert conn.receive_data(produce, 0.0) == []
    assert conn.close_reason == "unsupported Produce version 9"


def test_routes_per_listener_and_supported_or_routes_not_both() -> None:
    d = Dispatcher(clock=lambda: 0.0)
    d.register(18, ApiVersionsHandler(d))
    d.register(3, metadata, listeners=["CONTROLLER"])
    assert d.routes("CONTROLLER") is d.routes("CONTROLLER")
    ctl = connection(d, "CONTROLLER")
    assert [r.api_key for r in ctl.receive_data(frame(MetadataRequest(), 12, 1), 0.0)] == [3]
    plain = connection(d, "PLAINTEXT")
    assert plain.receive_data(frame(MetadataRequest(), 12, 1), 0.0) == []
    assert plain.close_reason is not None
    with pytest.raises(ValueError, match="not both"):
        ServerConnection(supported=d.supported_predicate("PLAINTEXT"), routes=d.routes("PLAINTEXT"))


# -- the requests a connection hands out and complete_batch ------------------------------------------------------


def test_handed_out_requests_have_every_field_of_a_constructed_one() -> None:
    conn = ServerConnection(info=INFO)
    data = api_versions_frame(2, 7, client_id="cli")
    (req,) = conn.receive_data(data, 3.5)
    built = InboundRequest(0, API_BY_KEY[18], 2, 7, "cli", req.body, len(data), False, True, INFO, 3.5)
    for name in InboundRequest.__slots__:
        assert getattr(req, name) == getattr(built, name), name
    assert not req.completed and req.header.client_id == "cli"


def test_small_bodies_are_copied_and_large_ones_are_views_of_the_received_bytes() -> None:
    conn = ServerConnection()
    small = frame(MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="t")]), 12, 1)
    large = frame(MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="x" * SMALL_BODY)]), 12, 2)
    a, b = conn.receive_data(small + large)
    assert type(a.body) is bytes and isinstance(b.body, memoryview)
    assert [t.name for t in MetadataRequest.decode(a.body, 12).topics] == ["t"]
    assert [t.name for t in MetadataRequest.decode(b.body, 12).topics] == ["x" * SMALL_BODY]


def frames_of(*cids: int) -> bytes:
    return b"".join(struct.pack(">ii", 4, cid) for cid in cids)


def test_complete_batch_answers_the_oldest_requests_at_once() -> None:
    conn = ServerConnection()
    reqs = conn.receive_data(b"".join(api_versions_frame(2, cid) for cid in range(4)))
    conn.complete_batch(reqs[:3], frames_of(0, 1, 2))
    assert conn.inflight == 1 and all(r.completed for r in reqs[:3])
    conn.complete_frame(reqs[3], frames_of(3))
    assert split_frames(b"".join(conn.data_to_send())) == [struct.pack(">i", cid) for cid in range(4)]
    with pytest.raises(ValueError, match="already completed"):
        conn.complete_batch(reqs[:1], frames_of(0))


def test_complete_batch_behind_a_pending_request_waits_for_it() -> None:
    conn = ServerConnection()
    reqs = conn.receive_data(b"".join(api_versions_frame(2, cid) for cid in range(5)))
    conn.complete_frame(reqs[4], frames_of(4))  # completed out of order: held
    conn.complete_batch(reqs[1:4], frames_of(1, 2, 3))
    assert conn.data_to_send() == []
    conn.complete(reqs[0], struct.pack(">i", 0))
    assert split_frames(b"".join(conn.data_to_send())) == [struct.pack(">i", cid) for cid in range(5)]
    assert conn.inflight == 0 and conn.queued_bytes == 0


def test_complete_batch_refuses_requests_that_are_not_consecutive() -> None:
    conn = ServerConnection()
    reqs = conn.receive_data(b"".join(api_versions_frame(2, cid) for cid in range(4)))
    with pytest.raises(ValueError, match="consecutive"):
        conn.complete_batch([reqs[1], reqs[3]], frames_of(1, 3))
    other = ServerConnection().receive_data(api_versions_frame(2, 9))
    with pytest.raises(ValueError, match="not in flight"):
        conn.complete_batch(other, frames_of(9))
    assert conn.inflight == 4 and not any(r.completed for r in reqs)
    conn.close()
    conn.complete_batch(reqs, frames_of(0, 1, 2, 3))  # a closed connection ignores completions
    assert conn.data_to_send() == []


def test_data_to_send_if_steady() -> None:
    conn = ServerConnection(max_inflight=2)
    reqs = conn.receive_data(b"".join(api_versions_frame(2, cid) for cid in range(3)))
    assert len(reqs) == 2
    conn.complete_frame(reqs[0], frames_of(0))
    assert conn.data_to_send_if_steady() is None  # a received frame waits to be handed out
    assert conn.queued_bytes == 8
    more = conn.receive_data(b"")
    conn.complete_batch([reqs[1], *more], frames_of(1, 2))
    out = conn.data_to_send_if_steady()
    assert out is not None and split_frames(b"".join(out)) == [struct.pack(">i", cid) for cid in range(3)]
    assert conn.data_to_send_if_steady() == []


def test_complete_batch_refuses_a_request_completed_already_while_held() -> None:
    conn = ServerConnection()
    reqs = conn.receive_data(b"".join(api_versions_frame(2, cid) for cid in range(4)))
    conn.complete_frame(reqs[2], frames_of(2))  # completed out of order: held back behind 0 and 1
    with pytest.raises(ValueError, match="already completed"):
        conn.complete_batch(reqs, frames_of(0, 1, 2, 3))
    conn.complete_batch(reqs[:2], frames_of(0, 1))
    conn.complete_batch(reqs[3:], frames_of(3))
    assert split_frames(b"".join(conn.data_to_send())) == [struct.pack(">i", cid) for cid in range(4)]
