"""Fetch session cache rules (KIP-227) as Kafka's FetchSession.scala applies them."""

from __future__ import annotations

import random
import uuid

from kraftpy.broker.fetch_session import (
    FINAL_EPOCH,
    INT32_MAX,
    FetchContext,
    FetchPartition,
    FetchSessionCache,
    next_epoch,
)
from kraftpy.protocol.error_codes import ErrorCode

E = ErrorCode
T = uuid.UUID(int=3)


def fp(partition: int, offset: int = 0) -> FetchPartition:
    return FetchPartition(topic_id=T, topic="t", partition=partition, fetch_offset=offset, partition_max_bytes=100)


def test_next_epoch() -> None:
    assert next_epoch(0) == 1
    assert next_epoch(INT32_MAX) == 1
    assert next_epoch(FINAL_EPOCH) == FINAL_EPOCH


def test_contexts() -> None:
    cache = FetchSessionCache(random.Random(1))
    assert cache.new_context(6, 0, 0, [fp(0)], [], 0).kind == FetchContext.SESSIONLESS  # before v7
    assert cache.new_context(12, 0, -1, [fp(0)], [], 0).kind == FetchContext.SESSIONLESS
    full = cache.new_context(12, 0, 0, [fp(0), fp(1), fp(0, 5)], [], 0)
    assert full.kind == FetchContext.FULL
    assert [(p.partition, p.fetch_offset) for p in full.partitions] == [(0, 5), (1, 0)]  # de-duplicated
    sid, chosen = full.select([(p, 0, 10, 0, False) for p in full.partitions], 0, False)
    assert sid != 0 and chosen == [0, 1] and len(cache) == 1
    inc = cache.new_context(12, sid, 1, [fp(1, 3)], [("t", 0)], 1)
    assert inc.kind == FetchContext.INCREMENTAL
    assert [(p.partition, p.fetch_offset) for p in inc.partitions] == [(1, 3)]
    # unchanged HWM and no data: nothing to send; a changed HWM or an error must be sent
    assert inc.select([(inc.partitions[0], 0, 10, 0, False)], 1, False) == (sid, [])
    inc = cache.new_context(12, sid, 2, [], [], 2)
    assert inc.select([(inc.partitions[0], 0, 11, 0, False)], 2, False) == (sid, [0])
    inc = cache.new_context(12, sid, 3, [], [], 3)
    assert inc.select([(inc.partitions[0], E.NOT_LEADER_OR_FOLLOWER, -1, -1, False)], 3, False) == (sid, [0])
    assert cache.new_context(12, sid, 3, [], [], 4).error == E.INVALID_FETCH_SESSION_EPOCH
    assert cache.new_context(12, sid + 1, 4, [], [], 4).error == E.FETCH_SESSION_ID_NOT_FOUND
    assert cache.new_context(13, sid, 4, [], [], 4).error == E.FETCH_SESSION_TOPIC_ID_ERROR
    # forgetting the last partition closes the session
    assert cache.new_context(12, sid, 4, [], [("t", 1)], 5).kind == FetchContext.SESSIONLESS
    assert len(cache) == 0


def test_partitions_with_data_move_to_the_end() -> None:
    cache = FetchSessionCache(random.Random(1))
    full = cache.new_context(12, 0, 0, [fp(0), fp(1), fp(2)], [], 0)
    sid, _ = full.select([(p, 0, 0, 0, False) for p in full.partitions], 0, False)
    inc = cache.new_context(12, sid, 1, [], [], 1)
    inc.select([(p, 0, 0, 0, p.partition == 0) for p in inc.partitions], 1, False)
    inc = cache.new_context(12, sid, 2, [], [], 2)
    assert [p.partition for p in inc.partitions] == [1, 2, 0]


def test_a_full_cache_evicts_only_idle_sessions() -> None:
    cache = FetchSessionCache(random.Random(1), max_slots=1, eviction_ms=1000)
    a = cache.new_context(12, 0, 0, [fp(0)], [], 0)
    sid_a, _ = a.select([(p, 0, 0, 0, False) for p in a.partitions], 0, False)
    b = cache.new_context(12, 0, 0, [fp(0)], [], 500)
    assert b.select([(p, 0, 0, 0, False) for p in b.partitions], 500, False)[0] == 0  # no room
    c = cache.new_context(12, 0, 0, [fp(0)], [], 1500)
    sid_c, _ = c.select([(p, 0, 0, 0, False) for p in c.partitions], 1500, False)
    assert sid_c not in (0, sid_a) and cache.evictions == 1
