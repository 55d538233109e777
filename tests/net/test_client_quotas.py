"""Client quotas: Kafka's precedence of entities, DescribeClientQuotas' matching, the throttle formula, the quota
manager's measurements (produce bytes, consumer fetch bytes and sizing, request time, followers exempt), the
dispatcher putting the throttle time in the response and muting the connection, and connection_creation_rate per
address."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

import pytest

from kraftpy.broker.quota_handlers import describe_client_quotas
from kraftpy.metadata.image import MetadataImage
from kraftpy.metadata.quotas import (
    MATCH_ANY,
    MATCH_DEFAULT,
    MATCH_EXACT,
    QuotaEntity,
    describe_quotas,
    filter_problem,
    resolve_client_quota,
    resolve_ip_quota,
)
from kraftpy.net import ConnectionInfo, Dispatcher, RequestContext, ServerConnection
from kraftpy.net.limits import ConnectionLimits, ConnectionRates
from kraftpy.net.quotas import ClientQuotaManager
from kraftpy.protocol.messages.describe_client_quotas import DescribeClientQuotasRequest
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse
from kraftpy.sensors import SampledStat, TokenBucket, throttle_seconds

from .util import decode, frame, read_frames, serving, split_frames

U, C = "user", "client-id"

# every level of Kafka's precedence, each with its own value
ALL_LEVELS: dict[QuotaEntity, Mapping[str, float]] = {
    ((C, "c1"), (U, "alice")): {"producer_byte_rate": 1.0},
    ((C, None), (U, "alice")): {"producer_byte_rate": 2.0},
    ((U, "alice"),): {"producer_byte_rate": 3.0},
    ((C, "c1"), (U, None)): {"producer_byte_rate": 4.0},
    ((C, None), (U, None)): {"producer_byte_rate": 5.0},
    ((U, None),): {"producer_byte_rate": 6.0},
    ((C, "c1"),): {"producer_byte_rate": 7.0},
    ((C, None),): {"producer_byte_rate": 8.0},
}


@pytest.mark.parametrize(
    ("removed", "bound", "tags"),
    [
        (0, 1.0, ("alice", "c1")),  # user + client id
        (1, 2.0, ("alice", "c1")),  # user + default client id: measured per client id
        (2, 3.0, ("alice", "")),  # the user: one sensor for all its client ids
        (3, 4.0, ("alice", "c1")),  # default user + client id
        (4, 5.0, ("alice", "c1")),  # default user + default client id
        (5, 6.0, ("alice", "")),  # the default user: per user
        (6, 7.0, ("", "c1")),  # the client id
        (7, 8.0, ("", "c1")),  # the default client id: per client id
    ],
)
def test_precedence_is_kafkas(removed: int, bound: float, tags: tuple[str, str]) -> None:
    """With the `removed` most specific levels taken away, the next one applies, with its metric tags."""
    quotas = dict(list(ALL_LEVELS.items())[removed:])
    got = resolve_client_quota(quotas, "producer_byte_rate", "alice", "c1")
    assert got is not None and (got.bound, got.user_tag, got.client_tag) == (bound, *tags)


def test_a_level_without_the_key_is_skipped_and_no_level_means_no_quota() -> None:
    quotas = {((U, "alice"),): {"consumer_byte_rate": 9.0}, ((C, "c1"),): {"producer_byte_rate": 7.0}}
    got = resolve_client_quota(quotas, "producer_byte_rate", "alice", "c1")
    assert got is not None and got.bound == 7.0
    assert resolve_client_quota(quotas, "producer_byte_rate", "bob", "c2") is None
    assert resolve_client_quota(quotas, "request_percentage", "alice", "c1") is None


def test_ip_quota_falls_back_to_the_default_ip() -> None:
    quotas = {
        (("ip", "10.0.0.1"),): {"connection_creation_rate": 3.0},
        (("ip", None),): {"connection_creation_rate": 9.0},
    }
    assert resolve_ip_quota(quotas, "10.0.0.1") == 3.0
    assert resolve_ip_quota(quotas, "10.0.0.2") == 9.0
    assert resolve_ip_quota({}, "10.0.0.2") is None


def test_describe_matches_exact_default_and_any_and_strict() -> None:
    def names(comps: list[tuple[str, int, str | None]], strict: bool) -> list[QuotaEntity]:
        return [e for e, _ in describe_quotas(ALL_LEVELS, comps, strict)]

    assert names([(U, MATCH_EXACT, "alice")], strict=True) == [((U, "alice"),)]
    assert names([(U, MATCH_EXACT, "alice")], strict=False) == [
        ((C, None), (U, "alice")),
        ((C, "c1"), (U, "alice")),
        ((U, "alice"),),
    ]
    assert names([(U, MATCH_DEFAULT, None)], strict=True) == [((U, None),)]
    assert names([(C, MATCH_ANY, None)], strict=True) == [((C, None),), ((C, "c1"),)]
    assert names([(U, MATCH_DEFAULT, None), (C, MATCH_EXACT, "c1")], strict=True) == [((C, "c1"), (U, None))]
    assert len(names([], strict=False)) == len(ALL_LEVELS)
    assert names([], strict=True) == []


@pytest.mark.parametrize(
    ("comps", "code"),
    [
        ([(U, MATCH_EXACT, None)], 42),
        ([(U, MATCH_DEFAULT, "x")], 42),
        ([(U, 7, None)], 42),
        ([(U, MATCH_ANY, None), (U, MATCH_ANY, None)], 42),
        ([("ip", MATCH_ANY, None), (U, MATCH_ANY, None)], 42),
        ([("group", MATCH_ANY, None)], 35),
    ],
)
def test_bad_describe_filters_get_kafkas_errors(comps: list[tuple[str, int, str | None]], code: int) -> None:
    problem = filter_problem(comps)
    assert problem is not None and problem.error_code == code
    D = DescribeClientQuotasRequest
    req = D(components=[D.ComponentData(entity_type=t, match_type=m, match=n) for t, m, n in comps], strict=False)
    resp = describe_client_quotas(MetadataImage(client_quotas=ALL_LEVELS), req)
    assert resp.error_code == code and resp.entries is None


# -- the throttle formula ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rate", "bound", "window", "expected"),
    [
        (100.0, 100.0, 10.0, 0.0),  # at the bound: none
        (150.0, 100.0, 10.0, 5.0),  # (150 - 100) / 100 * 10 s
        (110.0, 100.0, 11.0, 1.1),
        (1000.0, 100.0, 10.0, 11.0),  # capped at the span of the windows
    ],
)
def test_throttle_time_is_kafkas_formula(rate: float, bound: float, window: float, expected: float) -> None:
    assert throttle_seconds(rate, bound, window, 11.0) == pytest.approx(expected)


def test_rate_counts_at_least_all_windows_but_one() -> None:
    s = SampledStat(11, 1.0)
    s.record(1000.0, 0.0)
    assert s.elapsed(0.5) == pytest.approx(10.5) and s.rate(0.5) == pytest.approx(1000 / 10.5)
    s.record(1000.0, 10.5)
    assert s.elapsed(10.6) == pytest.approx(10.6)
    # the first window is 11 windows old: gone
    assert s.total(11.0) == pytest.approx(1000.0)


def test_token_bucket_refills_at_the_rate_up_to_the_burst() -> None:
    b = TokenBucket()
    b.record(30, 2.0, 22.0, 0.0)  # full (22) then 30 taken: 8 short
    assert b.throttle(2.0, 22.0, 0.0) == pytest.approx(4.0)
    assert b.throttle(2.0, 22.0, 3.0) == pytest.approx(1.0)
    assert b.throttle(2.0, 22.0, 4.0) == 0.0
    assert b.throttle(2.0, 22.0, 100.0) == 0.0 and b.tokens == 22.0


# -- the manager ------------------------------------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def manager(quotas: Mapping[QuotaEntity, Mapping[str, float]]) -> tuple[ClientQuotaManager, Clock]:
    clock = Clock()
    m = ClientQuotaManager(11, 1.0, clock)
    m.update(quotas)
    return m, clock


def fetch_response(nbytes: int) -> FetchResponse:
    F = FetchResponse
    return F(
        responses=[
            F.FetchableTopicResponse(topic="t", partitions=[F.PartitionData(partition_index=0, records=b"x" * nbytes)])
        ]
    )


def test_produce_bytes_over_the_quota_are_throttled_by_the_formula() -> None:
    m, clock = manager({((C, "p"),): {"producer_byte_rate": 1000.0}})
    # 10 windows' worth is within the quota (the rate counts 10 s from the start)
    assert m.handled(0, "User:ANONYMOUS", "p", 10_000, None, 0.0) == 0.0
    # 5000 more: 15000 over 10 s is 1500/s, (1500 - 1000) / 1000 * 10 s
    assert m.handled(0, "User:ANONYMOUS", "p", 5_000, None, 0.0) == pytest.approx(5.0)
    # another client id has no quota; neither has the same client for fetches
    assert m.handled(0, "User:ANONYMOUS", "other", 1_000_000, None, 0.0) == 0.0
    # 5 s later the rate is still taken over 10 s (at least all windows but one, as Kafka's): still over
    clock.now += 5.0
    assert m.handled(0, "User:ANONYMOUS", "p", 1, None, 0.0) == pytest.approx(5.001)
    (key, user, client, rate, avg_ms, _max, bound) = m.snapshot()[0]
    assert (key, user, client, bound) == ("producer_byte_rate", "", "p", 1000.0)
    assert rate == pytest.approx(15_001 / 10.0) and avg_ms == pytest.approx(5000.5)
    # once the first window is 11 windows old it is forgotten
    clock.now += 6.0
    assert m.handled(0, "User:ANONYMOUS", "p", 1, None, 0.0) == 0.0


def test_consumer_fetches_are_sized_and_measured_and_followers_are_exempt() -> None:
    m, _clock = manager({((U, "bob"),): {"consumer_byte_rate": 100.0}})
    consumer = FetchRequest(replica_id=-1, max_bytes=50 * 1024 * 1024)
    m.before(1, "User:bob", "any", consumer)
    assert consumer.max_bytes == 100 * 10  # what the quota allows over all windows but one
    assert m.fetched("User:bob", "any", consumer, fetch_response(1_500)) == pytest.approx(5.0)
    follower = FetchRequest(replica_id=2, max_bytes=50 * 1024 * 1024)
    m.before(1, "User:bob", "any", follower)
    assert follower.max_bytes == 50 * 1024 * 1024
    assert m.fetched("User:bob", "any", follower, fetch_response(10**9)) == 0.0
    assert m.handled(1, "User:bob", "any", 100, follower, 100.0) == 0.0


def test_request_percentage_measures_handler_time_except_for_exempt_apis() -> None:
    m, _clock = manager({((C, "busy"),): {"request_percentage": 10.0}})
    # 10 % of one handler over 10 s is 1 s of handler time; 1.5 s is 50 % over: 5 s
    assert m.handled(3, "User:ANONYMOUS", "busy", 100, None, 1.0) == 0.0
    assert m.handled(3, "User:ANONYMOUS", "busy", 100, None, 0.5) == pytest.approx(5.0)
    assert m.handled(18, "User:ANONYMOUS", "busy", 100, None, 100.0) == 0.0  # ApiVersions


# -- the dispatcher ---------------------------------------------------------------------------------------------


class Muted(ServerConnection):
    """A sans-IO connection that notes the throttles the dispatcher asks for (the asyncio adapter mutes)."""

    throttled: list[float]

    def throttle(self, seconds: float) -> None:
        self.throttled.append(seconds)


def run_produce(quotas: Mapping[QuotaEntity, Mapping[str, float]] | None, count: int) -> tuple[list[int], list[float]]:
    d = Dispatcher(clock=lambda: 100.0)

    def produce(ctx: RequestContext, req: ProduceRequest) -> Any:
        return ProduceResponse(responses=[])

    d.register(0, produce)
    if quotas is not None:
        m = ClientQuotaManager(11, 1.0, lambda: 100.0)
        m.update(quotas)
        d.quotas = m
    info = ConnectionInfo("c", "PLAINTEXT", "PLAINTEXT", ("127.0.0.1", 5000))
    conn = Muted(supported=d.supported_predicate("PLAINTEXT"), info=info)
    conn.throttled = []
    data = frame(ProduceRequest(acks=1, timeout_ms=1000, topic_data=[]), 9, 1, client_id="p") * count
    for req in conn.receive_data(data, 0.0):
        d.dispatch(req, conn, lambda reason: None)
    throttles = [decode(f, 0, 9)[1].throttle_time_ms for f in split_frames(b"".join(conn.data_to_send()))]
    return throttles, conn.throttled


def test_dispatcher_puts_the_throttle_time_in_the_response_and_mutes() -> None:
    # each request is about 21 bytes: a quota of 5 bytes a second lets 50 bytes through in the first 10 s
    throttles, muted = run_produce({((C, "p"),): {"producer_byte_rate": 5.0}}, 4)
    assert throttles[:2] == [0, 0] and throttles[2] > 0
    assert throttles == sorted(throttles)
    assert muted == [t / 1000.0 for t in throttles if t > 0]
    # without a quota anywhere nothing is measured
    assert run_produce(None, 4) == ([0, 0, 0, 0], [])


# -- connection_creation_rate per address -----------------------------------------------------------------------


def test_connection_creation_rate_per_address() -> None:
    rates = ConnectionRates(ConnectionLimits(), ["PLAINTEXT"])
    assert rates.ip_accepted("10.0.0.1", 0.0)  # no quota at all
    quotas = {(("ip", "10.0.0.1"),): {"connection_creation_rate": 1.0}}
    rates.ip_quota = lambda ip: resolve_ip_quota(quotas, ip)
    # 1 a second over 10 s from the start: 10 connections, the 11th is refused
    assert [rates.ip_accepted("10.0.0.1", 0.01 * i) for i in range(11)] == [True] * 10 + [False]
    assert rates.ip_refused == 1
    assert rates.ip_accepted("10.0.0.2", 0.2)  # another address, no quota (no default ip)
    # once the windows have passed, it may connect again
    assert rates.ip_accepted("10.0.0.1", 12.0)


def test_a_throttled_connection_is_not_read_until_its_throttle_time_has_passed() -> None:
    """Over a real socket: the throttled response comes at once, the next request is answered only after the
    throttle time (KIP-219's muted channel); another connection is served meanwhile."""

    async def main() -> None:
        d = Dispatcher()
        answered: list[tuple[str | None, float]] = []

        def produce(ctx: RequestContext, req: ProduceRequest) -> Any:
            answered.append((ctx.client_id, asyncio.get_running_loop().time()))
            return ProduceResponse(responses=[])

        d.register(0, produce)
        # 2 windows of 1 s, 30 bytes a second: the first request (about 21 bytes) passes, the second is throttled
        m = ClientQuotaManager(2, 1.0, d.clock)
        m.update({((C, "p"),): {"producer_byte_rate": 30.0}})
        d.quotas = m
        body = ProduceRequest(acks=1, timeout_ms=1000, topic_data=[])
        async with serving(d) as server:
            host, port = server.address("PLAINTEXT")
            reader, writer = await asyncio.open_connection(host, port)
            other_reader, other_writer = await asyncio.open_connection(host, port)
            writer.write(frame(body, 9, 1, client_id="p") + frame(body, 9, 2, client_id="p"))
            (first, second) = await read_frames(reader, 2)
            throttle_ms = decode(second, 0, 9)[1].throttle_time_ms
            assert decode(first, 0, 9)[1].throttle_time_ms == 0 and throttle_ms > 200
            sent = asyncio.get_running_loop().time()
            writer.write(frame(body, 9, 3, client_id="p"))
            other_writer.write(frame(body, 9, 1, client_id="q"))
            await read_frames(other_reader, 1)
            await read_frames(reader, 1)
            third_at = answered[-1][1] if answered[-1][0] == "p" else answered[-2][1]
            assert [c for c, _ in answered] == ["p", "p", "q", "p"]
            assert third_at - sent >= throttle_ms / 1000.0 - 0.1
            writer.close()
            other_writer.close()

    asyncio.run(main())
