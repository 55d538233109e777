"""A consumer's Fetch is authorized partition by partition on every request, its fetch session's cached partitions
included, and a fetch session belongs to the principal that created it."""

from __future__ import annotations

from typing import Any

from kraftpy.metadata.acls import AclOperation, ResourceType
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.runtime import RequestInfo
from tests.broker.helpers import Node, batch, roundtrip

E = ErrorCode
F = FetchRequest
READ = AclOperation.READ


class Acls:
    """Who may READ which topic: a mutable stand-in for the node's authorizer."""

    def __init__(self) -> None:
        self.readable: dict[str, set[str]] = {}
        self.asked: list[tuple[str, int, str]] = []

    def allowed(self, info: RequestInfo, operation: int, resource_type: int, resource_name: str) -> bool:
        self.asked.append((info.principal, operation, resource_name))
        assert resource_type == ResourceType.TOPIC
        return operation == READ and resource_name in self.readable.get(info.principal, set())


def fetch(n: Node, acls: Acls, principal: str, req: FetchRequest, version: int = 12) -> Any:
    info = RequestInfo(1, version, 7, "client", "PLAINTEXT", principal, "10.0.0.1", acls)
    return n.answer(n.rm.handlers()[1](info, roundtrip(req, version)), version)


def two_topics() -> Node:
    n = Node(0, brokers=(0,))
    n.meta.topic("a", [{"replicas": [0]}])
    n.meta.topic("b", [{"replicas": [0]}])
    n.produce_answer("a", batch([b"a0"]), acks=1)
    n.produce_answer("b", batch([b"b0"]), acks=1)
    return n


def full_fetch(*topics: str) -> FetchRequest:
    return F(
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        session_id=0,
        session_epoch=0,
        topics=[
            F.FetchTopic(
                topic=t, partitions=[F.FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=1 << 20)]
            )
            for t in topics
        ],
    )


def incremental(session_id: int, epoch: int) -> FetchRequest:
    return F(max_wait_ms=0, min_bytes=1, max_bytes=1 << 20, session_id=session_id, session_epoch=epoch, topics=[])


def codes(resp: Any) -> dict[str, int]:
    return {t.topic: t.partitions[0].error_code for t in resp.responses}


def test_a_topic_the_principal_may_not_read_is_refused_and_not_read() -> None:
    n = two_topics()
    acls = Acls()
    acls.readable["User:alice"] = {"a"}
    resp = fetch(n, acls, "User:alice", full_fetch("a", "b"))
    assert codes(resp) == {"a": 0, "b": E.TOPIC_AUTHORIZATION_FAILED}
    denied = next(t for t in resp.responses if t.topic == "b").partitions[0]
    assert not denied.records and denied.high_watermark == -1


def test_cached_session_partitions_are_authorized_again_on_every_incremental_fetch() -> None:
    n = two_topics()
    acls = Acls()
    acls.readable["User:alice"] = {"a", "b"}
    resp = fetch(n, acls, "User:alice", full_fetch("a", "b"))
    assert codes(resp) == {"a": 0, "b": 0}
    sid = resp.session_id
    assert sid != 0
    # the ACL on b goes: the next incremental fetch (which names no partition) answers b with the error
    acls.readable["User:alice"] = {"a"}
    n.produce_answer("b", batch([b"b1"]), acks=1)
    asked = len(acls.asked)
    resp = fetch(n, acls, "User:alice", incremental(sid, 1))
    assert resp.error_code == 0 and resp.session_id == sid
    assert codes(resp) == {"a": 0, "b": E.TOPIC_AUTHORIZATION_FAILED}  # (a: offset 0 is still what it asks)
    assert not next(t for t in resp.responses if t.topic == "b").partitions[0].records
    assert {name for _p, _op, name in acls.asked[asked:]} == {"a", "b"}
    # and again on the next one: the error stays until the ACL comes back
    resp = fetch(n, acls, "User:alice", incremental(sid, 2))
    assert codes(resp)["b"] == E.TOPIC_AUTHORIZATION_FAILED
    acls.readable["User:alice"] = {"a", "b"}
    resp = fetch(n, acls, "User:alice", incremental(sid, 3))
    assert codes(resp)["b"] == 0
    assert next(t for t in resp.responses if t.topic == "b").partitions[0].records


def test_a_fetch_session_belongs_to_its_principal() -> None:
    n = two_topics()
    acls = Acls()
    acls.readable = {"User:alice": {"a", "b"}, "User:mallory": {"a", "b"}}
    sid = fetch(n, acls, "User:alice", full_fetch("a", "b")).session_id
    # another principal that knows (or guesses) the id: no such session, and nothing of alice's comes back
    resp = fetch(n, acls, "User:mallory", incremental(sid, 1))
    assert resp.error_code == E.FETCH_SESSION_ID_NOT_FOUND and resp.responses == []
    # naming it in a full or sessionless fetch does not close it
    fetch(n, acls, "User:mallory", F(max_wait_ms=0, min_bytes=1, session_id=sid, session_epoch=-1, topics=[]))
    fetch(n, acls, "User:mallory", F(max_wait_ms=0, min_bytes=1, session_id=sid, session_epoch=0, topics=[]))
    resp = fetch(n, acls, "User:alice", incremental(sid, 1))
    assert resp.error_code == 0 and resp.session_id == sid
