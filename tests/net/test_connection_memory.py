"""Memory bounds of server connections: the node-wide request memory pool (`queued.max.request.bytes`: a frame
counts in full from its size prefix on, reading pauses without room, every answer wakes the waiting connections)
and heavy requests (Fetch, Metadata, ...) handed out one at a time per connection."""

from __future__ import annotations

import struct

from kraftpy.net.connection import HEAVY_APIS, RequestMemoryPool, ServerConnection
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.produce import ProduceRequest

from .util import frame


def produce(cid: int, pad: int = 0) -> bytes:
    """A Produce v9 frame of about `pad` extra bytes (the client id carries them)."""
    return frame(ProduceRequest(acks=1, timeout_ms=1000, topic_data=[]), 9, cid, "c" * pad)


def metadata(cid: int) -> bytes:
    return frame(MetadataRequest(topics=None), 12, cid)


def conn(
    pool: RequestMemoryPool | None = None,
    woken: list[int] | None = None,
    tag: int = 0,
    heavy: frozenset[int] = HEAVY_APIS,
) -> ServerConnection:
    return ServerConnection(
        pool=pool, heavy=heavy, on_pool_available=None if woken is None else (lambda: woken.append(tag))
    )


def test_requests_hold_their_size_in_the_pool_until_answered() -> None:
    pool = RequestMemoryPool(10_000)
    c = conn(pool)
    f1, f2 = produce(1, 100), produce(2, 200)
    reqs = c.receive_data(f1 + f2)
    assert len(reqs) == 2
    assert pool.used == len(f1) + len(f2) == c.reserved_bytes
    c.complete(reqs[1], b"x")  # answered out of order: its bytes go back at once
    assert pool.used == len(f1)
    c.complete(reqs[0], None)
    assert pool.used == 0 and c.reserved_bytes == 0


def test_a_partial_frame_counts_in_full_as_soon_as_its_size_is_known() -> None:
    """A client that announces a 100 MB frame and trickles it in holds 100 MB of the budget, not what arrived."""
    pool = RequestMemoryPool(200 * 1024 * 1024)
    c = conn(pool)
    assert c.receive_data(struct.pack(">i", 100 * 1024 * 1024) + b"\x00\x00") == []
    assert pool.used == 100 * 1024 * 1024 + 4
    c.receive_data(b"\x00" * 1000)
    assert pool.used == 100 * 1024 * 1024 + 4  # counted once
    c.close()
    assert pool.used == 0


def test_without_room_reading_pauses_and_an_answer_elsewhere_wakes_it() -> None:
    f = produce(1, 400)
    pool = RequestMemoryPool(len(f) + 10)
    woken: list[int] = []
    a, b = conn(pool, woken, 1), conn(pool, woken, 2)
    (ra,) = a.receive_data(f)
    assert b.receive_data(produce(7, 400)) == []  # no room: the frame stays buffered, reading pauses
    assert b.pool_blocked and not b.wants_read and pool.waiting == 1
    a.complete(ra, b"ok")  # a's request answered: room again, b is told
    assert woken == [2] and not b.pool_blocked and b.wants_read
    (rb,) = b.receive_data(b"")
    assert rb.correlation_id == 7 and pool.used == len(produce(7, 400))


def test_a_partial_frame_without_room_waits_and_then_completes() -> None:
    f = produce(1, 400)
    pool = RequestMemoryPool(len(f) + 10)
    woken: list[int] = []
    a, b = conn(pool, woken, 1), conn(pool, woken, 2)
    (ra,) = a.receive_data(f)
    g = produce(2, 400)
    assert b.receive_data(g[:10]) == []  # its size is known: it cannot be reserved
    assert b.pool_blocked and not b.wants_read
    a.complete(ra, None)
    assert woken == [2]
    assert b.receive_data(b"") == [] and not b.pool_blocked  # reserved now, reading resumes
    assert pool.used == len(g)
    (rb,) = b.receive_data(g[10:])
    assert rb.correlation_id == 2 and pool.used == len(g)


def test_closing_releases_everything_and_stops_waiting() -> None:
    f = produce(1, 400)
    pool = RequestMemoryPool(len(f) + 10)
    a, b = conn(pool), conn(pool)
    a.receive_data(f + f[:20])  # the first frame is reserved, the partial second one waits
    b.receive_data(produce(3, 400))
    assert a.pool_blocked and b.pool_blocked and pool.waiting == 2
    b.close()
    assert pool.waiting == 1
    a.close()
    assert pool.waiting == 0
    assert pool.used == 0 and pool.available == pool.capacity


def test_heavy_requests_go_one_at_a_time_per_connection() -> None:
    """Pipelined Fetch or Metadata requests each answered with up to tens of MB: only one is handed out until it
    is answered; reading pauses meanwhile (a client that never reads its answers cannot pile them up)."""
    c = conn()
    reqs = c.receive_data(metadata(1) + metadata(2) + produce(3))
    assert [r.correlation_id for r in reqs] == [1]
    assert not c.wants_read
    c.complete(reqs[0], b"m1")
    assert c.wants_read
    reqs = c.receive_data(b"")
    assert [r.correlation_id for r in reqs] == [2, 3]  # the next heavy one and the produce behind it
    # other requests are pipelined as before while a heavy one is in flight
    assert [r.correlation_id for r in c.receive_data(produce(4) + produce(5))] == [4, 5]
    assert c.receive_data(metadata(6)) == []
    c.complete(reqs[0], b"m2")
    assert [r.correlation_id for r in c.receive_data(b"")] == [6]


def test_no_pool_means_no_accounting() -> None:
    c = conn(None, heavy=frozenset())
    reqs = c.receive_data(metadata(1) + metadata(2))
    assert len(reqs) == 2 and c.reserved_bytes == 0
