"""The dispatcher and the ApiVersions handler, driven through a sans-IO connection (no sockets)."""

from __future__ import annotations

import asyncio
import logging
import struct
import uuid
from typing import Any

import pytest

from kraftpy.net import (
    ApiVersionsHandler,
    Dispatcher,
    Features,
    RequestContext,
)
from kraftpy.net.error_responses import build_error_response
from kraftpy.protocol.api import API_BY_KEY, ApiInfo
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.api_versions import ApiVersionsResponse
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicsResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse

from .util import Harness, api_versions_frame, decode, frame, raw_frame


class RecordingMetrics:
    def __init__(self) -> None:
        self.requests: list[tuple[str, int, int, int, int]] = []
        self.opened: list[str] = []
        self.closed: list[str] = []

    def request_completed(
        self, api: ApiInfo, version: int, error_code: int, seconds: float, bytes_in: int, bytes_out: int
    ) -> None:
        assert seconds >= 0
        self.requests.append((api.name, version, error_code, bytes_in, bytes_out))

    def connection_opened(self, listener: str) -> None:
        self.opened.append(listener)

    def connection_closed(self, listener: str) -> None:
        self.closed.append(listener)


def dispatcher(**kw: Any) -> Dispatcher:
    d = Dispatcher(clock=lambda: 0.0, **kw)
    d.register(18, ApiVersionsHandler(d))
    return d


def metadata_frame(cid: int, version: int = 12, topics: list[str] | None = None) -> bytes:
    req = MetadataRequest(
        topics=None if topics is None else [MetadataRequest.MetadataRequestTopic(name=t) for t in topics]
    )
    return frame(req, version, cid)


def produce_request(acks: int = 1) -> ProduceRequest:
    P = ProduceRequest
    return P(
        acks=acks,
        timeout_ms=1000,
        topic_data=[
            P.TopicProduceData(
                name="t1", partition_data=[P.PartitionProduceData(index=0), P.PartitionProduceData(index=3)]
            ),
            P.TopicProduceData(name="t2", partition_data=[P.PartitionProduceData(index=1)]),
        ],
    )


def empty_metadata(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
    return MetadataResponse(cluster_id="c", controller_id=1)


# -- registry -------------------------------------------------------------------------------------------------------


def test_advertised_table_comes_from_registered_handlers_per_listener() -> None:
    d = dispatcher()
    assert d.api_versions("PLAINTEXT") == [(18, 0, 4)]
    d.register(3, empty_metadata, min_version=1, max_version=12, listeners=["PLAINTEXT"])
    d.register(52, empty_metadata, listeners=["CONTROLLER"])
    assert d.api_versions("PLAINTEXT") == [(3, 1, 12), (18, 0, 4)]
    assert d.api_versions("CONTROLLER") == [(18, 0, 4), (52, 0, API_BY_KEY[52].max_version)]
    assert d.supports("PLAINTEXT", 3, 12) and not d.supports("PLAINTEXT", 3, 13)
    assert not d.supports("PLAINTEXT", 52, 0)
    d.unregister(3)
    assert d.api_versions("PLAINTEXT") == [(18, 0, 4)]


def test_registration_mistakes_are_refused() -> None:
    d = dispatcher()
    with pytest.raises(ValueError, match="already has a handler"):
        d.register(18, ApiVersionsHandler(d))
    with pytest.raises(ValueError, match="not within the supported range"):
        d.register(3, empty_metadata, max_version=99)
    with pytest.raises(ValueError, match="unknown API key"):
        d.register(4242, empty_metadata)
    with pytest.raises(TypeError):
        d.register(3, "not callable")  # type: ignore[arg-type]
    d.register(3, empty_metadata, listeners=["A"])
    d.register(3, empty_metadata, listeners=["B"])
    with pytest.raises(ValueError, match="already has a handler"):
        d.register(3, empty_metadata, listeners=["B", "C"])


# -- ApiVersions ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("version", [0, 1, 2, 3, 4])
def test_api_versions_lists_the_registered_apis_with_a_v0_response_header(version: int) -> None:
    d = dispatcher()
    d.register(3, empty_metadata, max_version=12)
    h = Harness(d)
    h.feed(api_versions_frame(version, 41))
    (payload,) = h.responses()
    (cid,) = struct.unpack_from(">i", payload)
    assert cid == 41
    # header v0 is 4 bytes: the body starts right after the correlation id, also for flexible v3/v4
    body = ApiVersionsResponse.decode(payload[4:], version)
    assert body.error_code == 0
    assert [(k.api_key, k.min_version, k.max_version) for k in body.api_keys] == [(3, 0, 12), (18, 0, 4)]


@pytest.mark.parametrize("rejected", [5, 9, 32767])
def test_unsupported_api_versions_version_gets_a_v0_error_with_a_lower_max(rejected: int) -> None:
    h = Harness(dispatcher())
    h.feed(api_versions_frame(rejected, 77))
    (payload,) = h.responses()
    assert struct.unpack_from(">i", payload)[0] == 77
    body = ApiVersionsResponse.decode(payload[4:], 0)
    assert body.error_code == ErrorCode.UNSUPPORTED_VERSION
    assert [(k.api_key, k.min_version, k.max_version) for k in body.api_keys] == [(18, 0, 4)]
    assert body.api_keys[0].max_version < rejected
    assert h.close_reason is None


def test_api_versions_registered_below_the_schema_max_rejects_higher_versions() -> None:
    d = Dispatcher(clock=lambda: 0.0)
    d.register(18, ApiVersionsHandler(d), max_version=2)
    h = Harness(d)
    h.feed(api_versions_frame(4, 1) + api_versions_frame(2, 2))
    first, second = h.responses()
    err = ApiVersionsResponse.decode(first[4:], 0)
    assert err.error_code == ErrorCode.UNSUPPORTED_VERSION
    assert [(k.api_key, k.max_version) for k in err.api_keys] == [(18, 2)]
    ok = ApiVersionsResponse.decode(second[4:], 2)
    assert ok.error_code == 0 and [(k.api_key, k.max_version) for k in ok.api_keys] == [(18, 2)]


def test_api_versions_v3_with_an_invalid_software_name_is_an_invalid_request() -> None:
    from kraftpy.protocol.messages.api_versions import ApiVersionsRequest

    h = Harness(dispatcher())
    h.feed(frame(ApiVersionsRequest(client_software_name="bad name!", client_software_version="1"), 3, 5))
    h.feed(frame(ApiVersionsRequest(client_software_name="", client_software_version=""), 4, 6))
    for payload in h.responses():
        body = ApiVersionsResponse.decode(payload[4:], 3)
        assert body.error_code == ErrorCode.INVALID_REQUEST
        assert body.api_keys == []


def test_api_versions_v3_includes_features_and_v2_does_not() -> None:
    d = Dispatcher(clock=lambda: 0.0)
    feats = Features(
        supported=(("metadata.version", 7, 27), ("kraft.version", 0, 1)),
        finalized_epoch=12,
        finalized=(("metadata.version", 27, 27),),
    )
    d.register(18, ApiVersionsHandler(d, features=lambda: feats))
    h = Harness(d)
    h.feed(api_versions_frame(3, 1) + api_versions_frame(2, 2))
    v3, v2 = h.responses()
    b3 = ApiVersionsResponse.decode(v3[4:], 3)
    # v3: no supported MinVersion 0 (KAFKA-17011: older clients reject it), v4 carries it as it is
    assert [(f.name, f.min_version, f.max_version) for f in b3.supported_features] == [
        ("metadata.version", 7, 27),
        ("kraft.version", 1, 1),
    ]
    assert b3.finalized_features_epoch == 12
    assert [(f.name, f.min_version_level, f.max_version_level) for f in b3.finalized_features] == [
        ("metadata.version", 27, 27)
    ]
    b2 = ApiVersionsResponse.decode(v2[4:], 2)
    assert b2.supported_features == [] and b2.finalized_features_epoch == -1
    h.feed(api_versions_frame(4, 3))
    (v4,) = h.responses()
    b4 = ApiVersionsResponse.decode(v4[4:], 4)
    assert [(f.name, f.min_version, f.max_version) for f in b4.supported_features] == list(feats.supported)
    feats = Features(supported=(("eligible.leader.replicas.version", 0, 0),), finalized_epoch=13)
    h.feed(api_versions_frame(3, 4) + api_versions_frame(4, 5))
    v3, v4 = h.responses()
    assert ApiVersionsResponse.decode(v3[4:], 3).supported_features == []
    assert [
        (f.name, f.min_version, f.max_version) for f in ApiVersionsResponse.decode(v4[4:], 4).supported_features
    ] == [("eligible.leader.replicas.version", 0, 0)]


def test_api_versions_follows_later_registrations_and_listeners() -> None:
    d = dispatcher()
    h = Harness(d)
    h.feed(api_versions_frame(4, 1))
    d.register(3, empty_metadata, listeners=["PLAINTEXT"])
    h.feed(api_versions_frame(4, 2))
    c = Harness(d, listener="CONTROLLER")
    c.feed(api_versions_frame(4, 3))
    keys = [[k.api_key for k in ApiVersionsResponse.decode(p[4:], 4).api_keys] for p in h.responses()]
    assert keys == [[18], [3, 18]]
    (ctl,) = c.responses()
    assert [k.api_key for k in ApiVersionsResponse.decode(ctl[4:], 4).api_keys] == [18]


def test_no_api_versions_handler_means_the_connection_closes() -> None:
    d = Dispatcher(clock=lambda: 0.0)
    d.register(3, empty_metadata)
    h = Harness(d)
    h.feed(api_versions_frame(3, 1))
    assert h.close_reason is not None and "no handler for ApiVersions" in h.close_reason


# -- bodies that do not decode --------------------------------------------------------------------------------------


def test_undecodable_body_with_a_top_level_error_code_gets_invalid_request(
    caplog: pytest.LogCaptureFixture,
) -> None:
    d = dispatcher()
    d.register(3, empty_metadata)
    h = Harness(d)
    good = metadata_frame(1, version=13)
    payload = good[4:]
    # header v2 (flexible) of Metadata v13: key, version, cid, client id "test", empty tag section; then garbage
    head_len = 2 + 2 + 4 + 2 + 4 + 1
    bad = raw_frame(payload[:head_len] + b"\x05\xff\xff")
    with caplog.at_level(logging.INFO, logger="kraftpy.net.dispatch"):
        h.feed(bad + metadata_frame(2, version=13))
    first, second = h.responses()
    cid, body = decode(first, 3, 13)
    assert (cid, body.error_code) == (1, ErrorCode.INVALID_REQUEST)
    assert decode(second, 3, 13)[1].error_code == 0
    assert h.close_reason is None
    assert any("cannot decode" in r.getMessage() for r in caplog.records)


def test_malformed_header_of_a_known_api_gets_an_error_response_or_a_close() -> None:
    d = dispatcher()
    d.register(0, lambda ctx, req: ProduceResponse())
    h = Harness(d)
    # ApiVersions v3 (header v2): the client id length runs past the frame
    h.feed(raw_frame(struct.pack(">hhih", 18, 3, 31, 200) + b"xyz"))
    (payload,) = h.responses()
    assert struct.unpack_from(">i", payload)[0] == 31
    assert ApiVersionsResponse.decode(payload[4:], 3).error_code == ErrorCode.INVALID_REQUEST
    assert h.close_reason is None
    # Produce has no top-level error code: the connection closes
    h.feed(raw_frame(struct.pack(">hhih", 0, 9, 32, 200) + b"xyz"))
    assert h.responses() == []
    assert h.close_reason is not None


def test_undecodable_body_without_a_top_level_error_code_closes_the_connection() -> None:
    d = dispatcher()
    d.register(0, lambda ctx, req: ProduceResponse())
    h = Harness(d)
    good = frame(produce_request(), 9, 1)
    bad = raw_frame(good[4:-3])  # cut into the records
    h.feed(bad)
    assert h.responses() == []
    assert h.close_reason is not None and "cannot decode Produce" in h.close_reason


# -- handler failures -----------------------------------------------------------------------------------------------


def test_handler_exception_becomes_unknown_server_error_per_partition(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def boom(ctx: RequestContext, req: ProduceRequest) -> ProduceResponse:
        raise RuntimeError("disk on fire")

    metrics = RecordingMetrics()
    d = dispatcher(metrics=metrics)
    d.register(0, boom)
    h = Harness(d)
    with caplog.at_level(logging.ERROR, logger="kraftpy.net.dispatch"):
        h.feed(frame(produce_request(), 9, 1) + api_versions_frame(4, 2))
    first, second = h.responses()
    _, resp = decode(first, 0, 9)
    got = [(t.name, p.index, p.error_code) for t in resp.responses for p in t.partition_responses]
    assert got == [("t1", 0, -1), ("t1", 3, -1), ("t2", 1, -1)]
    assert ApiVersionsResponse.decode(second[4:], 4).error_code == 0  # the connection still serves
    assert h.close_reason is None
    assert any("disk on fire" in (r.exc_text or "") or r.exc_info for r in caplog.records)
    assert metrics.requests[0][:3] == ("Produce", 9, -1)


def test_handler_raising_a_kafka_error_answers_with_its_code() -> None:
    def not_leader(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
        raise ProtocolError("not the controller", error_code=int(ErrorCode.NOT_CONTROLLER))

    d = dispatcher()
    d.register(3, not_leader)
    h = Harness(d)
    h.feed(metadata_frame(1, version=13) + metadata_frame(2, version=12, topics=["a", "b"]))
    v13, v12 = h.responses()
    assert decode(v13, 3, 13)[1].error_code == ErrorCode.NOT_CONTROLLER
    # v12 has no top-level error code: the requested topics carry it
    topics = decode(v12, 3, 12)[1].topics
    assert [(t.name, t.error_code) for t in topics] == [("a", 41), ("b", 41)]


def test_handler_returning_something_else_is_an_unknown_server_error() -> None:
    d = dispatcher()
    d.register(3, lambda ctx, req: {"not": "a response"})
    h = Harness(d)
    h.feed(metadata_frame(1, version=13))
    (p,) = h.responses()
    assert decode(p, 3, 13)[1].error_code == ErrorCode.UNKNOWN_SERVER_ERROR


def test_handler_failure_with_no_error_field_to_carry_it_closes() -> None:
    def boom(ctx: RequestContext, req: Any) -> Any:
        raise RuntimeError("x")

    d = dispatcher()
    d.register(75, boom)  # DescribeTopicPartitions: errors only per topic, and the request below names none
    h = Harness(d)
    from kraftpy.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsRequest

    h.feed(frame(DescribeTopicPartitionsRequest(topics=[]), 0, 1))
    assert h.close_reason is not None


# -- asynchronous handlers and ordering -----------------------------------------------------------------------------


def test_async_handlers_finishing_out_of_order_answer_in_request_order() -> None:
    async def main() -> list[bytes]:
        gate = asyncio.Event()
        finished: list[int] = []

        async def handler(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            if ctx.correlation_id == 1:
                await gate.wait()  # the first request finishes last
            finished.append(ctx.correlation_id)
            if ctx.correlation_id == 3:
                gate.set()
            return MetadataResponse(cluster_id=f"c{ctx.correlation_id}")

        d = Dispatcher()
        d.register(3, handler)
        h = Harness(d)
        h.feed(metadata_frame(1) + metadata_frame(2) + metadata_frame(3))
        while h.conn.inflight:
            await asyncio.sleep(0)
        assert finished == [2, 3, 1]
        return h.responses()

    responses = asyncio.run(main())
    assert [decode(p, 3, 12) for p in responses] == [(cid, MetadataResponse(cluster_id=f"c{cid}")) for cid in (1, 2, 3)]


def test_future_returning_handler_and_acks0_no_response() -> None:
    async def main() -> list[bytes]:
        loop = asyncio.get_running_loop()
        pending: list[asyncio.Future[Any]] = []

        def produce(ctx: RequestContext, req: ProduceRequest) -> asyncio.Future[Any]:
            fut = loop.create_future()
            if req.acks == 0:
                fut.set_result(None)  # no response
            else:
                pending.append(fut)
            return fut

        d = Dispatcher()
        d.register(0, produce, awaitable=True)
        d.register(18, ApiVersionsHandler(d))
        h = Harness(d)
        h.feed(frame(produce_request(acks=0), 9, 1) + frame(produce_request(acks=-1), 9, 2) + api_versions_frame(3, 3))
        assert h.responses() == []  # the ApiVersions answer waits for the delayed produce
        pending[0].set_result(ProduceResponse(throttle_time_ms=7))
        await asyncio.sleep(0)
        return h.responses()

    produce, av = asyncio.run(main())
    assert decode(produce, 0, 9) == (2, ProduceResponse(throttle_time_ms=7))
    assert struct.unpack_from(">i", av)[0] == 3


def test_cancelled_handler_task_releases_its_slot() -> None:
    async def main() -> tuple[Dispatcher, Harness]:
        async def forever(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
            await asyncio.Event().wait()
            raise AssertionError

        d = Dispatcher()
        d.register(3, forever)
        d.register(18, ApiVersionsHandler(d))
        h = Harness(d)
        h.feed(metadata_frame(1) + api_versions_frame(3, 2))
        await asyncio.sleep(0)
        assert d.pending_tasks == 1
        assert d.cancel_pending() == 1
        await asyncio.sleep(0)
        return d, h

    d, h = asyncio.run(main())
    (only,) = h.responses()
    assert struct.unpack_from(">i", only)[0] == 2
    assert d.pending_tasks == 0


def test_metrics_see_every_request_with_sizes() -> None:
    m = RecordingMetrics()
    d = dispatcher(metrics=m)
    h = Harness(d)
    data = api_versions_frame(3, 1)
    h.feed(data)
    (p,) = h.responses()
    assert m.requests == [("ApiVersions", 3, 0, len(data), len(p) + 4)]


# -- error responses ------------------------------------------------------------------------------------------------


def test_error_response_mirrors_fetch_topics_by_name_and_by_id() -> None:
    F = FetchRequest
    tid = uuid.uuid4()
    req = F(topics=[F.FetchTopic(topic="a", topic_id=tid, partitions=[F.FetchPartition(partition=2)])])
    r12 = build_error_response(API_BY_KEY[1], 12, 6, req)
    assert r12 is not None and r12.error_code == 6
    assert [(t.topic, [(p.partition_index, p.error_code) for p in t.partitions]) for t in r12.responses] == [
        ("a", [(2, 6)])
    ]
    r13 = build_error_response(API_BY_KEY[1], 13, 6, req)
    assert r13 is not None and r13.responses[0].topic_id == tid
    r13.encode(13)


def test_error_response_for_name_lists_resources_and_keys() -> None:
    d = build_error_response(API_BY_KEY[20], 5, 41, DeleteTopicsRequest(topic_names=["x", "y"]))
    assert isinstance(d, DeleteTopicsResponse)
    assert [(r.name, r.error_code) for r in d.responses] == [("x", 41), ("y", 41)]
    R = DescribeConfigsRequest
    dc = build_error_response(
        API_BY_KEY[32], 4, -1, R(resources=[R.DescribeConfigsResource(resource_type=2, resource_name="t")])
    )
    assert dc is not None
    assert [(r.resource_type, r.resource_name, r.error_code) for r in dc.results] == [(2, "t", -1)]
    fc = build_error_response(API_BY_KEY[10], 4, 15, FindCoordinatorRequest(key_type=0, coordinator_keys=["g"]))
    assert fc is not None and [(c.key, c.error_code) for c in fc.coordinators] == [("g", 15)]
    for resp, v in ((d, 5), (dc, 4), (fc, 4)):
        resp.encode(v)


def test_error_response_without_request_only_has_the_top_level_code() -> None:
    assert build_error_response(API_BY_KEY[0], 9, 42) is None
    md = build_error_response(API_BY_KEY[3], 13, 42)
    assert md is not None and md.error_code == 42 and md.topics == []
    assert build_error_response(API_BY_KEY[3], 12, 42) is None


def test_error_response_ignores_arrays_without_errors() -> None:
    r = build_error_response(API_BY_KEY[0], 10, 6, produce_request())
    assert isinstance(r, ProduceResponse)
    assert r.node_endpoints == []
    r.encode(10)


def test_bytes_after_the_body_are_ignored_as_kafka_does() -> None:
    """librdkafka's all-topics Metadata v13 (a golden capture) leaves 3 bytes after the body."""
    from pathlib import Path

    golden = Path(__file__).parents[1] / "protocol" / "testdata" / "golden" / "confluent-kafka"
    capture = (golden / "002_Metadata_v13_all-topics.bin").read_bytes()
    seen: list[MetadataRequest] = []

    def handler(ctx: RequestContext, req: MetadataRequest) -> MetadataResponse:
        seen.append(req)
        return MetadataResponse(cluster_id="c", controller_id=1)

    d = dispatcher()
    d.register(3, handler)
    h = Harness(d)
    h.feed(struct.pack(">i", len(capture)) + capture)
    assert len(seen) == 1 and seen[0].topics is None
    (response,) = h.responses()
    assert h.close_reason is None
    assert MetadataResponse.decode(response[4 + 1 :], 13).cluster_id == "c"
