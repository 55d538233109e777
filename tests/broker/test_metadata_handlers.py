"""Metadata, DescribeCluster and DescribeTopicPartitions answered from an image; forwarding; auto-creation."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kraftpy.broker.metadata_handlers import (
    CLUSTER_OPERATIONS,
    INT32_MIN,
    TOPIC_OPERATIONS,
    BrokerMetadataSettings,
    Forwarder,
    MetadataHandlers,
)
from kraftpy.metadata.image import replay_records
from kraftpy.protocol.api import encode_response
from kraftpy.protocol.codec import Message
from kraftpy.protocol.envelope import unwrap
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest
from kraftpy.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsRequest as DTP
from kraftpy.protocol.messages.envelope import EnvelopeRequest, EnvelopeResponse
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.runtime import RequestInfo, TransportError
from tests.controller.fakes import ManualReactor

E = ErrorCode
T_A = uuid.UUID(int=11)
T_B = uuid.UUID(int=12)


def broker(i: int, fenced: bool = False, listener: str = "PLAINTEXT") -> mr.RegisterBrokerRecord:
    return mr.RegisterBrokerRecord(
        broker_id=i,
        broker_epoch=10 + i,
        incarnation_id=uuid.UUID(int=i),
        fenced=fenced,
        end_points=[mr.RegisterBrokerRecord.BrokerEndpoint(name=listener, host=f"h{i}", port=9090 + i)],
        rack=f"r{i}",
    )


def image():  # type: ignore[no-untyped-def]
    P = mr.PartitionRecord
    return replay_records(
        [
            broker(1),
            broker(2),
            broker(3, fenced=True),
            broker(4, listener="OTHER"),
            mr.TopicRecord(name="b", topic_id=T_B),
            P(partition_id=0, topic_id=T_B, replicas=[1, 2, 3], isr=[1, 2], leader=1, leader_epoch=4),
            mr.TopicRecord(name="a", topic_id=T_A),
            *[
                P(
                    partition_id=i,
                    topic_id=T_A,
                    replicas=[2, 3, 1],
                    isr=[2],
                    leader=2,
                    leader_epoch=1,
                    eligible_leader_replicas=[3],
                    last_known_elr=[1],
                )
                for i in range(3)
            ],
            P(
                partition_id=3,
                topic_id=T_A,
                replicas=[3, 1, 2],
                isr=[],
                leader=-1,
                leader_epoch=2,
                eligible_leader_replicas=[3, 1],
                last_known_leader=3,
            ),
        ]
    )


def info(api: int, version: int, listener: str = "PLAINTEXT") -> RequestInfo:
    return RequestInfo(api, version, 1, "c", listener)


def handlers(**kw: Any) -> tuple[MetadataHandlers, ManualReactor]:
    reactor = ManualReactor()
    img = image()
    settings = BrokerMetadataSettings(node_id=2, cluster_id="cid", **kw)
    return MetadataHandlers(settings, lambda: img, Forwarder(reactor, lambda: 100, 1000)), reactor


def test_metadata_all_topics() -> None:
    h, _ = handlers()
    resp = h.metadata(info(3, 12), MetadataRequest(topics=None, include_topic_authorized_operations=True))
    assert (resp.cluster_id, resp.controller_id) == ("cid", 2)
    assert [(b.node_id, b.host, b.port, b.rack) for b in resp.brokers] == [(1, "h1", 9091, "r1"), (2, "h2", 9092, "r2")]
    assert [t.name for t in resp.topics] == ["a", "b"]
    a = resp.topics[0]
    assert a.topic_id == T_A and a.topic_authorized_operations == TOPIC_OPERATIONS
    p3 = a.partitions[3]
    assert (p3.error_code, p3.leader_id, p3.leader_epoch) == (E.LEADER_NOT_AVAILABLE, -1, 2)
    assert a.partitions[0].offline_replicas == [3]  # fenced
    assert resp.topics[1].partitions[0].isr_nodes == [1, 2]


def test_metadata_named_unknown_and_auto_creation() -> None:
    h, reactor = handlers()
    resp = h.metadata(
        info(3, 9),
        MetadataRequest(
            topics=[MetadataRequest.MetadataRequestTopic(name="b"), MetadataRequest.MetadataRequestTopic(name="new")]
        ),
    )
    assert [(t.name, t.error_code) for t in resp.topics] == [("b", 0), ("new", E.LEADER_NOT_AVAILABLE)]
    (sent,) = reactor.sent
    assert sent[0] == 100 and isinstance(sent[2], CreateTopicsRequest) and sent[2].topics[0].name == "new"
    resp = h.metadata(
        info(3, 9),
        MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="other")], allow_auto_topic_creation=False),
    )
    assert resp.topics[0].error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    h2, reactor2 = handlers(auto_create_topics_enable=False)
    assert (
        h2.metadata(info(3, 9), MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="x")]))
        .topics[0]
        .error_code
        == E.UNKNOWN_TOPIC_OR_PARTITION
    )
    assert reactor2.sent == []


def test_auto_creating_an_illegal_name_answers_invalid_topic_exception() -> None:
    """As Kafka: a name its rules refuse is never created, and the client gets INVALID_TOPIC_EXCEPTION (not
    LEADER_NOT_AVAILABLE, which it would retry until its messages time out); a legal name beside it is created."""
    h, reactor = handlers()
    names = ["bad name!", "x" * 250, "..", "fine"]
    resp = h.metadata(info(3, 9), MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=n) for n in names]))
    assert [t.error_code for t in resp.topics] == [E.INVALID_TOPIC_EXCEPTION] * 3 + [E.LEADER_NOT_AVAILABLE]
    (sent,) = reactor.sent
    assert [t.name for t in sent[2].topics] == ["fine"]


def test_metadata_by_topic_id_and_v0_empty_means_all() -> None:
    h, _ = handlers()
    M = MetadataRequest
    resp = h.metadata(
        info(3, 12),
        M(
            topics=[
                M.MetadataRequestTopic(name=None, topic_id=T_B),
                M.MetadataRequestTopic(name=None, topic_id=uuid.UUID(int=99)),
            ]
        ),
    )
    assert [(t.name, t.error_code) for t in resp.topics] == [("b", 0), (None, E.UNKNOWN_TOPIC_ID)]
    assert [t.name for t in h.metadata(info(3, 0), M(topics=[])).topics] == ["a", "b"]
    assert h.metadata(info(3, 4), M(topics=[])).topics == []


def test_metadata_cluster_operations_and_listener_not_found() -> None:
    h, _ = handlers()
    resp = h.metadata(info(3, 10), MetadataRequest(topics=None, include_cluster_authorized_operations=True))
    assert resp.cluster_authorized_operations == CLUSTER_OPERATIONS
    assert resp.topics[0].topic_authorized_operations == INT32_MIN
    resp = h.metadata(info(3, 12, listener="OTHER"), MetadataRequest(topics=None))
    assert [b.node_id for b in resp.brokers] == [4]
    assert resp.topics[1].partitions[0].error_code == E.LISTENER_NOT_FOUND


def test_describe_cluster() -> None:
    h, _ = handlers()
    resp = h.describe_cluster(
        info(60, 2), DescribeClusterRequest(include_fenced_brokers=True, include_cluster_authorized_operations=True)
    )
    assert [(b.broker_id, b.is_fenced) for b in resp.brokers] == [(1, False), (2, False), (3, True), (4, False)]
    assert resp.cluster_authorized_operations == CLUSTER_OPERATIONS
    assert [b.broker_id for b in h.describe_cluster(info(60, 1), DescribeClusterRequest()).brokers] == [1, 2, 4]
    assert (
        h.describe_cluster(info(60, 1), DescribeClusterRequest(endpoint_type=2)).error_code
        == E.UNSUPPORTED_ENDPOINT_TYPE
    )


def test_describe_topic_partitions_elr_fields_order_and_paging() -> None:
    h, _ = handlers(max_request_partition_size_limit=3)
    resp = h.describe_topic_partitions(
        info(75, 0), DTP(topics=[DTP.TopicRequest(name="b"), DTP.TopicRequest(name="a"), DTP.TopicRequest(name="zz")])
    )
    assert [t.name for t in resp.topics] == ["a"]  # name order, and the limit of 3 partitions
    a = resp.topics[0]
    assert [p.partition_index for p in a.partitions] == [0, 1, 2]
    assert (a.partitions[0].eligible_leader_replicas, a.partitions[0].last_known_elr) == ([3], [1])
    assert resp.next_cursor is not None and (resp.next_cursor.topic_name, resp.next_cursor.partition_index) == ("a", 3)
    resp = h.describe_topic_partitions(
        info(75, 0),
        DTP(
            topics=[DTP.TopicRequest(name="b"), DTP.TopicRequest(name="a"), DTP.TopicRequest(name="zz")],
            cursor=resp.next_cursor,
        ),
    )
    assert [t.name for t in resp.topics] == ["a", "b", "zz"] and resp.next_cursor is None
    p3 = resp.topics[0].partitions[0]
    assert (p3.partition_index, p3.leader_id, p3.eligible_leader_replicas, p3.last_known_leader) == (3, -1, [3, 1], 3)
    assert resp.topics[2].error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    # no topics = all topics; the request's own limit applies when smaller
    resp = h.describe_topic_partitions(info(75, 0), DTP(response_partition_limit=1))
    assert [len(t.partitions) for t in resp.topics] == [1] and resp.next_cursor.partition_index == 1


def test_describe_topic_partitions_serves_the_first_20_topics_and_rejects_the_rest() -> None:
    """KIP-966: "Limit: 20 topics max per request. If more than 20 topics are included, only the first 20 will be
    returned with info. Others will be returned with InvalidRequestError." The first 20 in request order (each name
    once), answered in name order as usual."""
    h, _ = handlers()
    names = [f"u{i:02}" for i in range(18)] + ["b", "b", "zz", "a", "c"]  # "b" twice: 20 distinct names up to "zz"
    resp = h.describe_topic_partitions(info(75, 0), DTP(topics=[DTP.TopicRequest(name=n) for n in names]))
    got = {t.name: t.error_code for t in resp.topics}
    assert [t.name for t in resp.topics] == sorted(set(names))
    assert got["b"] == 0 and len(resp.topics[[t.name for t in resp.topics].index("b")].partitions) == 1
    assert got["zz"] == E.UNKNOWN_TOPIC_OR_PARTITION  # the 20th name: served (it does not exist)
    assert got["a"] == E.INVALID_REQUEST and got["c"] == E.INVALID_REQUEST  # the 21st and 22nd: not served
    a = next(t for t in resp.topics if t.name == "a")
    assert a.partitions == [] and resp.next_cursor is None
    # a cursor cannot point at a topic beyond the limit
    with pytest.raises(ProtocolError) as err:
        h.describe_topic_partitions(
            info(75, 0),
            DTP(topics=[DTP.TopicRequest(name=n) for n in names], cursor=DTP.Cursor(topic_name="a", partition_index=0)),
        )
    assert err.value.error_code == E.INVALID_REQUEST
    # 20 names are all served; no topics (= all topics) is not limited
    resp = h.describe_topic_partitions(
        info(75, 0), DTP(topics=[DTP.TopicRequest(name=n) for n in names[:19]] + [DTP.TopicRequest(name="a")])
    )
    assert {t.name: t.error_code for t in resp.topics}["a"] == 0
    assert [t.name for t in h.describe_topic_partitions(info(75, 0), DTP()).topics] == ["a", "b"]


def test_describe_topic_partitions_invalid_cursor() -> None:
    h, _ = handlers()
    with pytest.raises(ProtocolError) as err:
        h.describe_topic_partitions(
            info(75, 0), DTP(topics=[DTP.TopicRequest(name="a")], cursor=DTP.Cursor(topic_name="b", partition_index=0))
        )
    assert err.value.error_code == E.INVALID_REQUEST
    with pytest.raises(ProtocolError):
        h.describe_topic_partitions(info(75, 0), DTP(cursor=DTP.Cursor(topic_name="a", partition_index=-1)))


def forwarded(reactor: ManualReactor, i: int) -> tuple[int, str, Any]:
    """The i-th request sent: (node, listener, the request inside its Envelope)."""
    node, listener, sent = reactor.sent[i]
    assert isinstance(sent, EnvelopeRequest)
    inner = unwrap(sent)
    assert (inner.principal, inner.client_host) == ("User:alice", "10.1.2.3")
    return node, listener, inner.body


def in_envelope(resp: Message, version: int = 7) -> EnvelopeResponse:
    return EnvelopeResponse(response_data=encode_response(resp, version, 1))


def client(api: int, version: int) -> RequestInfo:
    return RequestInfo(api, version, 1, "c", "PLAINTEXT", "User:alice", "10.1.2.3")


def test_forwarding_answers_with_the_controller_response() -> None:
    reactor = ManualReactor()
    fwd = Forwarder(reactor, lambda: 100, 1000)
    req = CreateTopicsRequest(topics=[CreateTopicsRequest.CreatableTopic(name="x", num_partitions=1)])
    d = fwd.handler()(client(19, 7), req)
    assert forwarded(reactor, 0) == (100, "controller", req)
    assert not d.done
    answer = CreateTopicsResponse(topics=[CreateTopicsResponse.CreatableTopicResult(name="x")])
    reactor.callbacks[0](in_envelope(answer), None)
    assert d.result() == answer
    # the broker's own requests (creating __consumer_offsets) go as they are
    d = fwd.forward(req, 7)
    assert reactor.sent[1] == (100, "controller", req)
    reactor.callbacks[1](answer, None)
    assert d.result() is answer


def test_forwarding_follows_a_controller_failover_instead_of_answering_not_controller() -> None:
    # Kafka's brokers retry a forwarded request on the new controller: clients never see NOT_CONTROLLER from them
    reactor = ManualReactor()
    leader = {"id": 100}
    fwd = Forwarder(reactor, lambda: leader["id"], 5000, retry_backoff_ms=100)
    req = CreateTopicsRequest()
    d = fwd.handler()(client(19, 7), req)
    # the old controller resigned: per-topic NOT_CONTROLLER
    leader["id"] = -1
    refused = CreateTopicsResponse(topics=[CreateTopicsResponse.CreatableTopicResult(name="x", error_code=41)])
    reactor.callbacks[0](in_envelope(refused), None)
    assert not d.done
    reactor.advance(300)  # no controller known yet: nothing is sent
    assert len(reactor.sent) == 1 and not d.done
    leader["id"] = 101
    reactor.advance(100)
    assert forwarded(reactor, 1) == (101, "controller", req)
    # the connection to the new one breaks once: sent again
    reactor.callbacks[1](None, TransportError("connection closed", timed_out=False))
    reactor.advance(100)
    assert forwarded(reactor, 2) == (101, "controller", req)
    # a controller that is not active refuses the envelope itself: sent again too
    reactor.callbacks[2](EnvelopeResponse(error_code=int(E.NOT_CONTROLLER)), None)
    reactor.advance(100)
    assert forwarded(reactor, 3) == (101, "controller", req)
    answer = CreateTopicsResponse(topics=[CreateTopicsResponse.CreatableTopicResult(name="x")])
    reactor.callbacks[3](in_envelope(answer), None)
    assert d.result() == answer


def test_forwarding_fails_when_the_controller_refuses_the_envelope() -> None:
    reactor = ManualReactor()
    d = Forwarder(reactor, lambda: 100, 1000).handler()(client(19, 7), CreateTopicsRequest())
    reactor.callbacks[0](EnvelopeResponse(error_code=int(E.CLUSTER_AUTHORIZATION_FAILED)), None)
    with pytest.raises(ProtocolError) as err:
        d.result()
    assert err.value.error_code == E.CLUSTER_AUTHORIZATION_FAILED


def test_forwarding_times_out_when_no_controller_answers() -> None:
    reactor = ManualReactor()
    fwd = Forwarder(reactor, lambda: -1, 1000, retry_backoff_ms=100)
    d = fwd.handler()(client(19, 7), CreateTopicsRequest())
    reactor.advance(999)
    assert not d.done and reactor.sent == []
    reactor.advance(1)
    with pytest.raises(ProtocolError) as err:
        d.result()
    assert err.value.error_code == E.REQUEST_TIMED_OUT
    # a request the controller never answers (the transport's timeout) is a timeout too
    fwd = Forwarder(reactor, lambda: 100, 1000)
    d = fwd.handler()(client(19, 7), CreateTopicsRequest())
    reactor.callbacks[-1](None, TransportError("request timed out", timed_out=True))
    with pytest.raises(ProtocolError) as err:
        d.result()
    assert err.value.error_code == E.REQUEST_TIMED_OUT


def test_describe_configs_topic_override_and_static_default() -> None:
    from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest as D

    img = replay_records(
        [*image().to_records(), mr.ConfigRecord(resource_type=2, resource_name="a", name="retention.ms", value="5000")]
    )
    settings = BrokerMetadataSettings(node_id=2, cluster_id="cid", static={"log.segment.bytes": "2097152"})
    h = MetadataHandlers(settings, lambda: img, Forwarder(ManualReactor(), lambda: 100, 1000))
    resp = h.describe_configs(
        info(32, 4),
        D(
            resources=[
                D.DescribeConfigsResource(resource_type=2, resource_name="a", configuration_keys=None),
                D.DescribeConfigsResource(resource_type=2, resource_name="missing", configuration_keys=None),
            ]
        ),
    )
    values = {c.name: (c.value, c.config_source) for c in resp.results[0].configs}
    assert values["retention.ms"] == ("5000", 1)  # DYNAMIC_TOPIC_CONFIG
    assert values["segment.bytes"] == ("2097152", 4)  # STATIC_BROKER_CONFIG via log.segment.bytes
    assert resp.results[1].error_code == E.UNKNOWN_TOPIC_OR_PARTITION


class _Describable:
    """Access that lets the principal DESCRIBE only the named topics."""

    def __init__(self, *topics: str) -> None:
        self.topics = set(topics)

    def allowed(self, info: RequestInfo, operation: int, resource_type: int, resource_name: str) -> bool:
        return resource_name in self.topics


def test_describe_topic_partitions_pages_over_describable_topics_only() -> None:
    """Issue: a listing paged over every topic and filtered afterwards, so NextCursor named topics the caller may
    not describe, and denied topics counted against the 20-topic limit."""
    h, _ = handlers(max_request_partition_size_limit=1)
    only_b = RequestInfo(75, 0, 1, "c", "PLAINTEXT", "User:x", "", _Describable("b"))
    # a listing: "a" (4 partitions, sorted first) is never served, never named by the cursor
    resp = h.describe_topic_partitions(only_b, DTP())
    assert [t.name for t in resp.topics] == ["b"] and resp.next_cursor is None
    only_a = RequestInfo(75, 0, 1, "c", "PLAINTEXT", "User:x", "", _Describable("a"))
    resp = h.describe_topic_partitions(only_a, DTP())
    assert [t.name for t in resp.topics] == ["a"] and resp.next_cursor.topic_name == "a"
    resp = h.describe_topic_partitions(only_a, DTP(cursor=DTP.Cursor(topic_name="a", partition_index=3)))
    assert [t.name for t in resp.topics] == ["a"] and resp.next_cursor is None  # not ("b", 0)
    # named: a denied topic is TOPIC_AUTHORIZATION_FAILED whether it exists or not, and counts for nothing
    names = [f"u{i:02}" for i in range(25)] + ["a"]
    h, _ = handlers()
    resp = h.describe_topic_partitions(
        RequestInfo(75, 0, 1, "c", "PLAINTEXT", "User:x", "", _Describable("a", "u00")),
        DTP(topics=[DTP.TopicRequest(name=n) for n in names]),
    )
    got = {t.name: t for t in resp.topics}
    assert got["a"].error_code == 0 and len(got["a"].partitions) == 4  # the 26th name, the 2nd it may describe
    assert got["u00"].error_code == E.UNKNOWN_TOPIC_OR_PARTITION
    assert {got[n].error_code for n in names[1:25]} == {E.TOPIC_AUTHORIZATION_FAILED}
    assert {got[n].topic_id for n in names[1:25]} == {ZERO_UUID}
    # a cursor naming a denied topic is refused as one outside the request
    with pytest.raises(ProtocolError):
        h.describe_topic_partitions(
            only_a,
            DTP(
                topics=[DTP.TopicRequest(name="a"), DTP.TopicRequest(name="b")],
                cursor=DTP.Cursor(topic_name="b", partition_index=0),
            ),
        )
