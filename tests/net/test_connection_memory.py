"""Memory bounds of server connections: the node-wide request memory pool (`queued.max.request.bytes`: every byte
is counted before it is read, a frame of an authenticated connection counts in full from its size prefix on,
reading pauses without room, a release serves only the waiters it covers) and heavy requests (Fetch, Metadata, ...)
handed out one at a time per connection."""

from __future__ import annotations

import random
import struct

from kraftpy.net.connection import HEAVY_APIS, READ_WINDOW, InboundRequest, RequestMemoryPool, ServerConnection
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


def read(c: ServerConnection, data: bytes, limit: int = 256 * 1024) -> tuple[list[InboundRequest], bytes]:
    """What the asyncio adapter does: ask how much may be read, read no more, hand it over; until the connection
    stops reading. Returns the requests and the bytes left unread (still in the socket)."""
    out: list[InboundRequest] = []
    while data:
        n = c.read_size(min(limit, len(data)))
        if n <= 0:
            break
        out += c.receive_data(data[:n])
        data = data[n:]
    return out, data


def test_requests_hold_their_size_in_the_pool_until_answered() -> None:
    pool = RequestMemoryPool(10_000)
    c = conn(pool)
    f1, f2 = produce(1, 100), produce(2, 200)
    reqs, rest = read(c, f1 + f2)
    assert len(reqs) == 2 and rest == b""
    assert pool.used == len(f1) + len(f2) == c.reserved_bytes
    c.complete(reqs[1], b"x")  # answered out of order: its bytes go back at once
    assert pool.used == len(f1)
    c.complete(reqs[0], None)
    assert pool.used == 0 and c.reserved_bytes == 0


def test_a_read_is_counted_before_it_happens_and_what_did_not_arrive_goes_back() -> None:
    pool = RequestMemoryPool(10 * READ_WINDOW)
    c = conn(pool)
    n = c.read_size(1 << 20)
    assert n == READ_WINDOW and pool.used == READ_WINDOW  # the window is held before the read
    f = produce(1, 100)
    (r,) = c.receive_data(f)
    assert pool.used == len(f)  # the request holds its bytes; the rest of the window went back
    c.complete(r, None)
    assert pool.used == 0


def test_a_partial_frame_counts_in_full_as_soon_as_its_size_is_known() -> None:
    """A client that announces a 100 MB frame and trickles it in holds 100 MB of the budget, not what arrived."""
    pool = RequestMemoryPool(200 * 1024 * 1024)
    c = conn(pool)
    assert read(c, struct.pack(">i", 100 * 1024 * 1024) + b"\x00\x00") == ([], b"")
    assert pool.used == 100 * 1024 * 1024 + 4
    read(c, b"\x00" * 1000)
    assert pool.used == 100 * 1024 * 1024 + 4  # counted once
    # the rest of the frame is held already: a read may take all of it (and a window beyond it)
    assert c.read_size(1 << 30) == 100 * 1024 * 1024 + 4 - 1006 + READ_WINDOW
    c.receive_data(b"")
    c.close()
    assert pool.used == 0


def test_without_room_reading_stops_and_an_answer_elsewhere_hands_the_room_over() -> None:
    f = produce(1, 400)
    pool = RequestMemoryPool(len(f) + 10)
    woken: list[int] = []
    a, b = conn(pool, woken, 1), conn(pool, woken, 2)
    (ra,), _ = read(a, f)
    g = produce(7, 400)
    got, rest = read(b, g)
    assert got == [] and len(rest) == len(g) - 10  # b read what the pool had room for, and stopped
    assert b.pool_blocked and not b.wants_read and pool.waiting == 1 and pool.available == 0
    a.complete(ra, b"ok")  # a's request answered: the room goes to b
    assert woken == [2] and not b.pool_blocked and b.wants_read
    assert pool.available == pool.capacity - len(g)  # the whole frame is b's: nobody else can take it
    (rb,), rest = read(b, rest)
    assert rb.correlation_id == 7 and rest == b"" and pool.used == len(g)


def test_a_release_wakes_only_the_waiters_it_can_serve() -> None:
    """Many stalled connections and one answer: only as many are woken as the room covers, each given its share
    at once; the others keep waiting (they do not read a socket buffer each and block again)."""
    big = 100_000
    pool = RequestMemoryPool(3 * big)
    woken: list[int] = []
    holders = [conn(pool, woken, i) for i in range(3)]
    reqs = []
    for h in holders:  # each holds one frame of `big` bytes: the pool is full
        h.receive_data(struct.pack(">i", big - 4))
        reqs.append(h)
    assert pool.available == 0
    waiters = [conn(pool, woken, 10 + i) for i in range(8)]
    for w in waiters:
        assert w.read_size(1 << 20) == 0 and w.pool_blocked
    assert pool.waiting == 8
    holders[0].close()  # `big` bytes free: enough for the first waiters' minimum reads, in order
    served = [t for t in woken if t >= 10]
    assert served == list(range(10, 10 + min(8, big // 4096)))
    assert pool.available == big - 4096 * len(served)
    for i, w in enumerate(waiters):
        assert w.pool_blocked == (10 + i not in served)
    for w in waiters:
        w.close()
    for h in holders[1:]:
        h.close()
    assert pool.used == 0 and pool.waiting == 0


def test_a_partial_frame_without_room_waits_and_then_completes() -> None:
    f = produce(1, 400)
    pool = RequestMemoryPool(len(f) + 10)
    woken: list[int] = []
    a, b = conn(pool, woken, 1), conn(pool, woken, 2)
    (ra,), _ = read(a, f)
    g = produce(2, 400)
    assert b.receive_data(g[:10]) == []  # its size is known: the whole frame does not fit
    assert b.pool_blocked and not b.wants_read
    a.complete(ra, None)
    assert woken == [2] and not b.pool_blocked
    assert pool.used == len(g)  # the whole frame is b's now
    (rb,), rest = read(b, g[10:])
    assert rb.correlation_id == 2 and rest == b"" and pool.used == len(g)


def test_closing_releases_everything_and_stops_waiting() -> None:
    f = produce(1, 400)
    pool = RequestMemoryPool(len(f) + 10)
    a, b = conn(pool), conn(pool)
    a.receive_data(f + f[:20])  # the first frame is handed out, the partial second one waits for room
    assert b.read_size(1000) == 0  # and b cannot read at all
    assert a.pool_blocked and b.pool_blocked and pool.waiting == 2
    b.close()
    assert pool.waiting == 1
    a.close()
    assert pool.waiting == 0
    assert pool.used == 0 and pool.available == pool.capacity


def test_a_violation_gives_back_the_buffered_bytes_at_once() -> None:
    pool = RequestMemoryPool(10_000_000)
    c = conn(pool)
    f = produce(1, 100)
    (r,) = c.receive_data(f + struct.pack(">i", 5) + b"\x00" * 100_000)
    assert c.close_reason is not None and c.buffered_bytes == 0
    assert pool.used == len(f)  # only the request handed out before the violation holds bytes
    c.complete(r, b"ok")
    assert pool.used == 0 and c.should_close is False  # (its answer is still to be taken)
    c.data_to_send()
    assert c.should_close


def test_the_pool_bounds_what_is_read_whatever_the_traffic() -> None:
    """Connections read in random pieces, as the adapter does, with random frames and answers: the bytes read and
    not yet answered never exceed the pool, and everything goes back at the end."""
    rng = random.Random(7)
    pool = RequestMemoryPool(200_000)
    conns = [conn(pool, heavy=frozenset()) for _ in range(6)]
    pending: dict[int, list[InboundRequest]] = {i: [] for i in range(len(conns))}
    unread = {i: b"".join(produce(j, rng.randrange(0, 30_000)) for j in range(40)) for i in range(len(conns))}
    for _ in range(3000):
        i = rng.randrange(len(conns))
        c = conns[i]
        if unread[i] and rng.random() < 0.6:
            n = c.read_size(rng.randrange(1, 70_000))
            if n:
                pending[i] += c.receive_data(unread[i][:n])
                unread[i] = unread[i][n:]
        elif pending[i]:
            c.complete(pending[i].pop(0), None)
        in_memory = sum(x.reserved_bytes for x in conns)
        assert pool.used == in_memory <= pool.capacity
        assert all(x.buffered_bytes <= x.reserved_bytes for x in conns)
    for c in conns:
        c.close()
    assert pool.used == 0


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
    assert c.read_size(12345) == 12345
