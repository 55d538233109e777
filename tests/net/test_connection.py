"""The sans-IO server connection: framing, header checks, response ordering, no-response completions, backpressure."""

from __future__ import annotations

import logging
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.net.connection import FrameBuffer, FrameSizeError, InboundRequest, ServerConnection
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.produce import ProduceRequest

from .util import api_versions_frame, frame, raw_frame, split_frames


def metadata_frame(cid: int, version: int = 12, topics: list[str] | None = None) -> bytes:
    req = MetadataRequest(
        topics=None if topics is None else [MetadataRequest.MetadataRequestTopic(name=t) for t in topics]
    )
    return frame(req, version, cid)


def produce_frame(cid: int, acks: int = 1) -> bytes:
    return frame(ProduceRequest(acks=acks, timeout_ms=1000, topic_data=[]), 9, cid)


def test_a_request_split_into_single_bytes_comes_out_once_whole() -> None:
    conn = ServerConnection()
    data = metadata_frame(7, topics=["a", "b"])
    got: list[InboundRequest] = []
    for i in range(len(data)):
        got += conn.receive_data(data[i : i + 1])
        if i < len(data) - 1:
            assert got == []
    assert len(got) == 1
    req = got[0]
    assert (req.api_key, req.api_version, req.correlation_id) == (3, 12, 7)
    assert req.header.client_id == "test"
    assert req.size == len(data)
    body = MetadataRequest.decode(req.body, 12)
    assert [t.name for t in body.topics] == ["a", "b"]
    assert conn.buffered_bytes == 0


def test_many_pipelined_frames_in_one_chunk_come_out_in_order() -> None:
    conn = ServerConnection(max_inflight=1000)
    data = b"".join(metadata_frame(cid) for cid in range(300))
    reqs = conn.receive_data(data)
    assert [r.correlation_id for r in reqs] == list(range(300))
    assert [r.seq for r in reqs] == list(range(300))
    assert conn.inflight == 300


@settings(max_examples=40, deadline=None, database=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=10_000), max_size=30))
def test_any_split_of_a_pipelined_stream_yields_the_same_requests(cuts: list[int]) -> None:
    data = b"".join(metadata_frame(cid, topics=[f"t{cid}"] * (cid % 4)) for cid in range(40))
    points = sorted({c % (len(data) + 1) for c in cuts})
    chunks = [data[a:b] for a, b in zip([0, *points], [*points, len(data)])]
    conn = ServerConnection(max_inflight=1000)
    got = []
    for c in chunks:
        got += conn.receive_data(c)
    assert [r.correlation_id for r in got] == list(range(40))
    for r in got:
        assert len(MetadataRequest.decode(r.body, 12).topics) == r.correlation_id % 4


def test_oversized_frame_closes_as_soon_as_its_size_is_known(caplog: pytest.LogCaptureFixture) -> None:
    conn = ServerConnection(max_request_size=1000)
    ok = metadata_frame(1)
    with caplog.at_level(logging.WARNING, logger="kraftpy.net.connection"):
        reqs = conn.receive_data(ok + struct.pack(">i", 1001))  # only the size prefix of the big one
    assert [r.correlation_id for r in reqs] == [1]
    assert conn.close_reason is not None and "1001 larger than 1000" in conn.close_reason
    assert any("socket.request.max.bytes" in r.getMessage() for r in caplog.records)
    assert not conn.wants_read
    assert conn.buffered_bytes == 0
    # more bytes of the big frame are not kept
    assert conn.receive_data(b"x" * 5000) == []
    assert conn.buffered_bytes == 0
    # the request before it is still answered, then the connection closes
    assert not conn.should_close
    conn.complete(reqs[0], b"resp")
    assert conn.data_to_send() == [struct.pack(">i", 4), b"resp"]
    assert conn.should_close


def test_frame_of_exactly_the_maximum_size_is_accepted() -> None:
    data = metadata_frame(1, topics=["x" * 50])
    conn = ServerConnection(max_request_size=len(data) - 4)
    assert len(conn.receive_data(data)) == 1
    assert conn.close_reason is None


def test_an_http_request_is_garbage_and_closes() -> None:
    conn = ServerConnection()
    assert conn.receive_data(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n") == []
    assert conn.should_close
    assert "1195725856" in (conn.close_reason or "")


@pytest.mark.parametrize("size", [-1, -2147483648, 0, 9])
def test_negative_or_too_small_sizes_close(size: int) -> None:
    conn = ServerConnection()
    assert conn.receive_data(struct.pack(">i", size) + b"\x00" * 20) == []
    assert conn.should_close


def test_unknown_api_key_closes_after_earlier_requests_are_answered() -> None:
    conn = ServerConnection()
    unknown = raw_frame(struct.pack(">hhih", 9999, 0, 5, 1) + b"x")
    reqs = conn.receive_data(metadata_frame(1) + unknown + metadata_frame(2))
    assert [r.correlation_id for r in reqs] == [1]
    assert "unknown API key 9999" in (conn.close_reason or "")
    assert not conn.should_close
    conn.complete(reqs[0], None)
    assert conn.should_close


def test_malformed_header_of_a_served_api_is_handed_out_with_its_error() -> None:
    conn = ServerConnection()
    # Metadata v12: client id length says 50 bytes, only 3 follow
    bad = raw_frame(struct.pack(">hhih", 3, 12, 7, 50) + b"abc")
    (req,) = conn.receive_data(bad + metadata_frame(8))[:1]
    assert (req.api_key, req.api_version, req.correlation_id) == (3, 12, 7)
    assert req.error is not None and "malformed request header" in str(req.error)
    assert conn.close_reason is None


def test_malformed_header_of_an_api_not_served_closes() -> None:
    conn = ServerConnection(supported=lambda key, version: None)
    bad = raw_frame(struct.pack(">hhih", 3, 12, 1, 50) + b"abc")
    assert conn.receive_data(bad) == []
    assert "malformed request header" in (conn.close_reason or "")
    assert conn.should_close


def test_version_outside_the_schema_closes_except_for_api_versions() -> None:
    conn = ServerConnection()
    bad = raw_frame(struct.pack(">hhih", 3, 99, 1, 0) + b"\x00")
    assert conn.receive_data(bad) == []
    assert "unsupported Metadata version 99" in (conn.close_reason or "")

    conn = ServerConnection()
    reqs = conn.receive_data(api_versions_frame(7, 3))
    assert len(reqs) == 1 and reqs[0].unsupported_version
    assert (reqs[0].api_version, reqs[0].correlation_id) == (7, 3)
    assert conn.close_reason is None


def test_supported_predicate_refuses_versions_not_served() -> None:
    served = {(18, 0), (18, 1), (18, 2), (3, 12)}
    conn = ServerConnection(supported=lambda k, v: (k, v) in served)
    reqs = conn.receive_data(api_versions_frame(2, 1) + api_versions_frame(3, 2) + metadata_frame(3, 12))
    assert [(r.correlation_id, r.unsupported_version) for r in reqs] == [(1, False), (2, True), (3, False)]
    assert conn.receive_data(metadata_frame(4, 11)) == []
    assert "unsupported Metadata version 11" in (conn.close_reason or "")


def test_out_of_order_completions_leave_in_request_order() -> None:
    conn = ServerConnection()
    a, b, c = conn.receive_data(metadata_frame(1) + metadata_frame(2) + metadata_frame(3))
    conn.complete(c, b"C")
    conn.complete(b, [b"B1", b"B2"])
    assert conn.data_to_send() == []
    assert conn.queued_bytes == (4 + 1) + (4 + 4)
    conn.complete(a, b"A")
    out = b"".join(conn.data_to_send())
    assert split_frames(out) == [b"A", b"B1B2", b"C"]
    assert conn.queued_bytes == 0
    assert conn.inflight == 0


def test_no_response_completion_releases_the_requests_behind_it() -> None:
    conn = ServerConnection()
    p0, m1, p2 = conn.receive_data(produce_frame(1, acks=0) + metadata_frame(2) + produce_frame(3, acks=0))
    conn.complete(m1, b"M")
    assert conn.data_to_send() == []
    conn.complete(p0, None)
    assert split_frames(b"".join(conn.data_to_send())) == [b"M"]
    assert conn.inflight == 1
    conn.complete(p2, None)
    assert conn.data_to_send() == []
    assert conn.inflight == 0


def test_completing_twice_is_an_error() -> None:
    conn = ServerConnection()
    (r,) = conn.receive_data(metadata_frame(1))
    conn.complete(r, b"x")
    with pytest.raises(ValueError, match="already completed"):
        conn.complete(r, b"y")


def test_inflight_cap_pauses_and_resumes_handing_out_requests() -> None:
    conn = ServerConnection(max_inflight=2)
    reqs = conn.receive_data(b"".join(metadata_frame(cid) for cid in range(5)))
    assert [r.correlation_id for r in reqs] == [0, 1]
    assert not conn.wants_read
    assert conn.receive_data(b"") == []  # still full
    conn.complete(reqs[1], b"1")  # out of order: still holds its slot
    assert not conn.wants_read
    conn.complete(reqs[0], b"0")
    assert conn.wants_read
    more = conn.receive_data(b"")
    assert [r.correlation_id for r in more] == [2, 3]
    for r in more:
        conn.complete(r, None)
    assert [r.correlation_id for r in conn.receive_data(b"")] == [4]


def test_unsent_response_bytes_pause_reading_until_taken() -> None:
    conn = ServerConnection(max_queued_bytes=100)
    (r1,) = conn.receive_data(metadata_frame(1))
    conn.complete(r1, b"x" * 200)
    assert not conn.wants_read
    # a frame arriving now is kept, not handed out
    assert conn.receive_data(metadata_frame(2)) == []
    assert conn.buffered_bytes > 0
    assert len(b"".join(conn.data_to_send())) == 204
    assert conn.wants_read
    assert [r.correlation_id for r in conn.receive_data(b"")] == [2]


def test_close_drops_everything_and_ignores_late_completions() -> None:
    conn = ServerConnection()
    a, b = conn.receive_data(metadata_frame(1) + metadata_frame(2))
    conn.complete(a, b"A")
    conn.close("test")
    assert conn.should_close and conn.closed
    assert conn.data_to_send() == []
    conn.complete(b, b"B")  # ignored
    assert conn.data_to_send() == []
    assert conn.receive_data(metadata_frame(3)) == []


def test_frame_buffer_joins_a_large_frame_from_many_chunks() -> None:
    fb = FrameBuffer(max_size=1 << 22)
    payload = bytes(range(256)) * 8192  # 2 MiB
    data = struct.pack(">i", len(payload)) + payload + struct.pack(">i", 3) + b"abc"
    head = len(data) - 8  # everything but the last byte of the big frame and the small frame
    for i in range(0, head, 65536):
        fb.feed(data[i : min(i + 65536, head)])
        assert fb.pop_frames(10) == []
    fb.feed(data[head:])
    frames = fb.pop_frames(10)
    assert [bytes(f) for f in frames] == [payload, b"abc"]
    assert fb.buffered == 0


def test_frame_buffer_limit_and_size_errors() -> None:
    fb = FrameBuffer(max_size=10)
    fb.feed(raw_frame(b"a") + raw_frame(b"bb") + raw_frame(b"ccc"))
    assert [bytes(f) for f in fb.pop_frames(2)] == [b"a", b"bb"]
    assert [bytes(f) for f in fb.pop_frames(2)] == [b"ccc"]
    fb.feed(raw_frame(b"d") + struct.pack(">i", 11) + b"x" * 11)
    assert [bytes(f) for f in fb.pop_frames(5)] == [b"d"]  # the frame before the bad size still comes out
    assert isinstance(fb.error, FrameSizeError)
    assert (fb.error.size, fb.error.max_size) == (11, 10)
    assert fb.buffered == 0
    fb.feed(raw_frame(b"e"))
    assert fb.pop_frames(5) == []
