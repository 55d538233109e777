"""AlterClientQuotas on the controller (validation as Kafka's, records written and answered after the commit) and
the controller mutation quota (KIP-599) on CreateTopics / DeleteTopics / CreatePartitions."""

from __future__ import annotations

import math
from typing import Any

import pytest

from kraftpy.metadata.image import replay_records
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_client_quotas import AlterClientQuotasRequest
from kraftpy.protocol.messages.create_partitions import CreatePartitionsRequest
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest
from kraftpy.runtime import Deferred, RequestInfo
from tests.controller.fakes import result
from tests.controller.harness import Harness

E = ErrorCode
A = AlterClientQuotasRequest
ALTER_CLIENT_QUOTAS = 49


def entry(entity: dict[str, str | None], *ops: tuple[str, float | None]) -> A.EntryData:
    return A.EntryData(
        entity=[A.EntityData(entity_type=t, entity_name=n) for t, n in entity.items()],
        ops=[A.OpData(key=k, value=0.0 if v is None else v, remove=v is None) for k, v in ops],
    )


def alter(h: Harness, *entries: A.EntryData, validate_only: bool = False) -> list[tuple[int, str | None]]:
    resp = h.call(ALTER_CLIENT_QUOTAS, 1, A(entries=list(entries), validate_only=validate_only))
    return [(e.error_code, e.error_message) for e in resp.entries]


def test_alter_writes_client_quota_records_and_answers_after_the_commit() -> None:
    h = Harness(controllers=1)
    d = h.submit(ALTER_CLIENT_QUOTAS, 1, A(entries=[entry({"user": "alice"}, ("producer_byte_rate", 1024.0))]))
    assert isinstance(d, Deferred) and not d.done
    h.log.commit()
    assert result(d).entries[0].error_code == 0
    assert h.committed.client_quotas == {(("user", "alice"),): {"producer_byte_rate": 1024.0}}

    # a second key, the default client of alice, then a removal
    assert alter(
        h,
        entry({"user": "alice"}, ("consumer_byte_rate", 2048.0)),
        entry({"client-id": None, "user": "alice"}, ("request_percentage", 12.5)),
    ) == [(0, None), (0, None)]
    assert alter(h, entry({"user": "alice"}, ("producer_byte_rate", None))) == [(0, None)]
    assert dict(h.committed.client_quotas) == {
        (("user", "alice"),): {"consumer_byte_rate": 2048.0},
        (("client-id", None), ("user", "alice")): {"request_percentage": 12.5},
    }
    # the image rebuilds from its own records (a snapshot)
    assert replay_records(h.committed.to_records()).client_quotas == h.committed.client_quotas
    # removing the last key removes the entity
    assert alter(h, entry({"user": "alice"}, ("consumer_byte_rate", None))) == [(0, None)]
    assert (("user", "alice"),) not in h.committed.client_quotas


def test_validate_only_writes_nothing() -> None:
    h = Harness(controllers=1)
    assert alter(h, entry({"ip": "10.0.0.1"}, ("connection_creation_rate", 5.0)), validate_only=True) == [(0, None)]
    assert not h.committed.client_quotas


BAD: list[tuple[dict[str, str | None], tuple[str, float | None], int, str]] = [
    ({"user": "bob"}, ("unknown_rate", 1.0), E.INVALID_REQUEST, "Invalid configuration key unknown_rate"),
    ({"user": "bob"}, ("producer_byte_rate", -1.0), E.INVALID_REQUEST, "above 0"),
    ({"user": "bob"}, ("producer_byte_rate", 0.0), E.INVALID_REQUEST, "above 0"),
    ({"user": "bob"}, ("consumer_byte_rate", math.nan), E.INVALID_REQUEST, "above 0"),
    ({"user": "bob"}, ("request_percentage", math.inf), E.INVALID_REQUEST, "above 0"),
    ({"client-id": "c"}, ("producer_byte_rate", 10.5), E.INVALID_REQUEST, "must be a Long value"),
    ({"user": "bob"}, ("connection_creation_rate", 5.0), E.INVALID_REQUEST, "Invalid configuration key"),
    ({"ip": "10.0.0.1"}, ("producer_byte_rate", 5.0), E.INVALID_REQUEST, "Invalid configuration key"),
    ({"ip": "not-an-ip"}, ("connection_creation_rate", 5.0), E.INVALID_REQUEST, "not a valid IP address"),
    ({"ip": "10.0.0.1", "user": "bob"}, ("connection_creation_rate", 5.0), E.INVALID_REQUEST, "combination"),
    ({}, ("producer_byte_rate", 5.0), E.INVALID_REQUEST, "empty client quota entity"),
    ({"group": "g"}, ("producer_byte_rate", 5.0), E.UNSUPPORTED_VERSION, "Unhandled client quota entity type"),
]


@pytest.mark.parametrize(("entity", "op", "code", "message"), BAD)
def test_bad_entries_get_kafkas_errors_and_write_nothing(
    entity: dict[str, str | None], op: tuple[str, float | None], code: int, message: str
) -> None:
    h = Harness(controllers=1)
    # a good entry beside the bad one is written: entries succeed or fail one by one
    results = alter(h, entry(entity, op), entry({"user": "carol"}, ("producer_byte_rate", 100.0)))
    assert results[0][0] == code and message in (results[0][1] or ""), results
    assert results[1] == (0, None)
    assert dict(h.committed.client_quotas) == {(("user", "carol"),): {"producer_byte_rate": 100.0}}


def test_duplicate_types_and_keys_are_invalid_requests() -> None:
    h = Harness(controllers=1)
    dup_type = A.EntryData(
        entity=[A.EntityData(entity_type="user", entity_name="a"), A.EntityData(entity_type="user", entity_name="b")],
        ops=[A.OpData(key="producer_byte_rate", value=1.0)],
    )
    dup_key = entry({"user": "a"}, ("producer_byte_rate", 1.0), ("producer_byte_rate", 2.0))
    assert [code for code, _ in alter(h, dup_type, dup_key)] == [E.INVALID_REQUEST, E.INVALID_REQUEST]
    assert not h.committed.client_quotas


def test_long_entity_names_round_trip_and_oversized_ones_are_refused() -> None:
    h = Harness(controllers=1)
    name = "u" * 10_000
    assert alter(h, entry({"user": name}, ("producer_byte_rate", 1.0))) == [(0, None)]
    assert h.committed.client_quotas[(("user", name),)] == {"producer_byte_rate": 1.0}
    # too long for a metadata record's string (32767 bytes of UTF-8)
    ((code, message),) = alter(h, entry({"client-id": "é" * 20_000}, ("producer_byte_rate", 1.0)))
    assert code == E.INVALID_REQUEST and "longer than" in (message or "")


# -- controller mutation quota -----------------------------------------------------------------------------------


def _create(h: Harness, client: str, names: list[str], partitions: int, version: int = 7) -> Any:
    T = CreateTopicsRequest
    req = T(topics=[T.CreatableTopic(name=n, num_partitions=partitions, replication_factor=1) for n in names])
    d = h.active.handlers()[19](RequestInfo(19, version, 1, client, "CONTROLLER", "User:ANONYMOUS"), req)
    h.log.commit()
    return result(d) if isinstance(d, Deferred) else d


def test_controller_mutation_rate_throttles_then_refuses_with_throttling_quota_exceeded() -> None:
    h = Harness(controllers=1)
    h.start_brokers(1)
    # 2 partitions a second for client "admin": a bucket of 2 * 11 = 22 tokens
    assert alter(h, entry({"client-id": "admin"}, ("controller_mutation_rate", 2.0))) == [(0, None)]
    first = _create(h, "admin", ["t1"], 20)
    assert [t.error_code for t in first.topics] == [0] and first.throttle_time_ms == 0
    # 10 more partitions: served, leaving the bucket 8 tokens short: 4 s at 2 a second
    second = _create(h, "admin", ["t2"], 10)
    assert [t.error_code for t in second.topics] == [0] and second.throttle_time_ms == 4000
    # while it is short, v6+ requests are refused, every topic with THROTTLING_QUOTA_EXCEEDED
    third = _create(h, "admin", ["t3", "t4"], 1)
    assert [t.error_code for t in third.topics] == [E.THROTTLING_QUOTA_EXCEEDED] * 2
    assert third.throttle_time_ms == 4000
    assert h.committed.topic("t3") is None
    # ... older versions are served, and throttled
    old = _create(h, "admin", ["t5"], 1, version=5)
    assert [t.error_code for t in old.topics] == [0] and old.throttle_time_ms == 4500
    # another client id has no quota
    assert [t.error_code for t in _create(h, "other", ["t6"], 50).topics] == [0]
    # once the bucket refilled (4.5 s), the client may go on
    h.reactor.advance(4500)
    assert [t.error_code for t in _create(h, "admin", ["t7"], 1).topics] == [0]


def test_create_partitions_counts_the_new_partitions() -> None:
    h = Harness(controllers=1)
    h.start_brokers(1)
    assert alter(h, entry({"user": None}, ("controller_mutation_rate", 1.0))) == [(0, None)]
    _create(h, "c", ["t"], 1)
    P = CreatePartitionsRequest
    req = P(topics=[P.CreatePartitionsTopic(name="t", count=20, assignments=None)], timeout_ms=1000)
    d = h.active.handlers()[37](RequestInfo(37, 3, 1, "c", "CONTROLLER", "User:ANONYMOUS"), req)
    h.log.commit()
    resp = result(d)
    # 1 + 19 partitions out of a bucket of 11: 9 tokens short, 9 s at 1 a second
    assert [r.error_code for r in resp.results] == [0] and resp.throttle_time_ms == 9000


def test_delete_topics_counts_the_partitions_deleted() -> None:
    h = Harness(controllers=1)
    h.start_brokers(1)
    _create(h, "c", ["a", "b"], 8)
    assert alter(h, entry({"client-id": "c"}, ("controller_mutation_rate", 1.0))) == [(0, None)]
    D = DeleteTopicsRequest
    req = D(topics=[D.DeleteTopicState(name="a"), D.DeleteTopicState(name="b")], timeout_ms=1000)
    d = h.active.handlers()[20](RequestInfo(20, 6, 1, "c", "CONTROLLER", "User:ANONYMOUS"), req)
    h.log.commit()
    resp = result(d)
    # 16 partitions out of a bucket of 11: 5 s
    assert [r.error_code for r in resp.responses] == [0, 0] and resp.throttle_time_ms == 5000
    assert h.committed.topic("a") is None
