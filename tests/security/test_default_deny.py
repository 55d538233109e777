"""Default deny through the dispatcher, as a node serves requests: every handler registered is wrapped with its API's
rule (the cores' handlers through `serve`, handlers of the request context through `register`), the rule's refusal
reaches the client in every error field, and the cores' handlers get the authorizer as `RequestInfo.access`."""

from __future__ import annotations

import uuid
from types import MappingProxyType
from typing import Any

import pytest

from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.metadata.image import MetadataImage
from kraftpy.net.connection import ConnectionInfo, InboundRequest
from kraftpy.net.dispatch import Dispatcher, serve
from kraftpy.node.envelope import EnvelopeHandler
from kraftpy.protocol.api import API_BY_KEY, decode_response
from kraftpy.protocol.codec import Message
from kraftpy.protocol.envelope import wrap
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse
from kraftpy.runtime import RequestInfo
from kraftpy.security.acl import Authorizer
from kraftpy.security.rules import RequestAuthorizer

E = ErrorCode
CLUSTER_DENIED = int(E.CLUSTER_AUTHORIZATION_FAILED)
TOPIC_DENIED = int(E.TOPIC_AUTHORIZATION_FAILED)


def _image(*grants: tuple[str, AclOperation]) -> MetadataImage:
    acls = {}
    for principal, op in grants:
        i = uuid.uuid4()
        acls[i] = AclBinding(
            ResourceType.CLUSTER, "kafka-cluster", PatternType.LITERAL, principal, "*", op, AclPermissionType.ALLOW, i
        )
    return MetadataImage(acls=MappingProxyType(acls))


class Node:
    """A dispatcher with the node's authorizer, and requests sent to it as the connection hands them out."""

    def __init__(self, image: MetadataImage) -> None:
        self.authorizer = RequestAuthorizer(Authorizer(), lambda: image, ["CONTROLLER"])
        self.dispatcher = Dispatcher(clock=lambda: 0.0)
        self.dispatcher.authorization = self.authorizer
        self.seen: list[RequestInfo] = []

    def send(self, principal: str, req: Message, version: int, listener: str = "PLAINTEXT") -> Any:
        api = API_BY_KEY[type(req).API_KEY]
        conn = ConnectionInfo("c-0", listener, "SASL_PLAINTEXT", ("10.0.0.1", 4000), principal)
        inbound = InboundRequest(
            0,
            api,
            version,
            7,
            "client",
            req.encode(version),
            100,
            False,
            self.dispatcher.table(listener)[api.key],
            conn,
        )
        out: list[bytes] = []

        class Responder:
            def complete(self, request: InboundRequest, payload: Any) -> None:
                out.append(b"".join(bytes(p) for p in payload) if isinstance(payload, tuple) else bytes(payload))

            def complete_frame(self, request: InboundRequest, frame: bytes) -> None:
                out.append(frame[4:])

        self.dispatcher.dispatch(inbound, Responder(), lambda reason: out.append(b"closed: " + reason.encode()))
        assert len(out) == 1
        assert not out[0].startswith(b"closed: "), out[0]
        return decode_response(out[0], api.key, version)[1]


def elect_request() -> ElectLeadersRequest:
    R = ElectLeadersRequest
    return R(election_type=0, topic_partitions=[R.TopicPartitions(topic="t", partitions=[0, 1])], timeout_ms=1000)


def test_elect_leaders_needs_alter_on_the_cluster_in_every_error_field() -> None:
    node = Node(_image(("User:ops", AclOperation.ALTER)))

    def elect(info: RequestInfo, req: Any) -> ElectLeadersResponse:
        node.seen.append(info)
        return ElectLeadersResponse(error_code=0)

    serve(node.dispatcher, 43, elect)
    resp = node.send("User:alice", elect_request(), 2)
    assert resp.error_code == CLUSTER_DENIED and node.seen == []
    assert [(p.partition_id, p.error_code) for r in resp.replica_election_results for p in r.partition_result] == [
        (0, CLUSTER_DENIED),
        (1, CLUSTER_DENIED),
    ]
    # CLUSTER_ACTION (seed 001's rule for ElectLeaders) is not enough: kraftpy applies ALTER, as KIP-183 and Kafka
    node = Node(_image(("User:broker", AclOperation.CLUSTER_ACTION), ("User:ops", AclOperation.ALTER)))
    serve(node.dispatcher, 43, elect)
    assert node.send("User:broker", elect_request(), 2).error_code == CLUSTER_DENIED
    assert node.send("User:ops", elect_request(), 2).error_code == 0
    assert node.seen[0].principal == "User:ops" and node.seen[0].access is node.authorizer


def test_get_replica_log_info_needs_cluster_action() -> None:
    node = Node(_image(("User:broker", AclOperation.CLUSTER_ACTION)))
    serve(node.dispatcher, 1000, lambda info, req: GetReplicaLogInfoResponse(broker_epoch=5))
    G = GetReplicaLogInfoRequest
    req = G(broker_id=1, topic_partitions=[G.TopicPartitions(topic_id=uuid.uuid4(), partitions=[0, 1])])
    resp = node.send("User:alice", req, 0)
    codes = [p.error_code for t in resp.topic_partition_log_info_list for p in t.partition_log_info]
    assert codes == [CLUSTER_DENIED, CLUSTER_DENIED]
    assert node.send("User:broker", req, 0).broker_epoch == 5


def test_handlers_of_the_request_context_are_wrapped_too() -> None:
    """`register` (not only `serve`) applies the rule: a handler taking the request context cannot be served
    unchecked by being registered the other way."""
    node = Node(_image(("User:ops", AclOperation.DESCRIBE)))
    node.dispatcher.register(55, lambda ctx, req: DescribeQuorumResponse(error_code=0), listeners=["CONTROLLER"])
    assert node.send("User:alice", DescribeQuorumRequest(), 2, "CONTROLLER").error_code == CLUSTER_DENIED
    assert node.send("User:ops", DescribeQuorumRequest(), 2, "CONTROLLER").error_code == 0


def test_the_authorizer_comes_before_any_registration() -> None:
    d = Dispatcher(clock=lambda: 0.0)
    d.register(55, lambda ctx, req: DescribeQuorumResponse())
    with pytest.raises(RuntimeError):
        d.authorization = RequestAuthorizer(Authorizer(), lambda: MetadataImage())


def test_the_controller_authorizes_a_forwarded_request_as_its_client() -> None:
    """A broker forwards an admin request in an Envelope: the controller needs CLUSTER_ACTION from the broker, then
    authorizes the request's own rule for the client's principal and address (the broker's principal, a super user
    here, used to be what the controller saw)."""
    image = _image(("User:broker", AclOperation.CLUSTER_ACTION))
    acls = dict(image.acls)
    i = uuid.uuid4()
    acls[i] = AclBinding(
        ResourceType.TOPIC,
        "ok",
        PatternType.LITERAL,
        "User:alice",
        "10.1.2.3",
        AclOperation.CREATE,
        AclPermissionType.ALLOW,
        i,
    )
    node = Node(MetadataImage(acls=MappingProxyType(acls)))
    C, Rc = CreateTopicsRequest, CreateTopicsResponse

    def create(info: RequestInfo, req: Any) -> Any:
        node.seen.append(info)
        return Rc(topics=[Rc.CreatableTopicResult(name=t.name, error_code=0) for t in req.topics])

    handler = serve(node.dispatcher, 19, create, listeners=["CONTROLLER"])
    serve(node.dispatcher, 58, EnvelopeHandler({19: handler}), listeners=["CONTROLLER"])
    req = C(topics=[C.CreatableTopic(name=n, num_partitions=1, replication_factor=1) for n in ("ok", "secret")])

    def forwarded(principal: str, host: str) -> Any:
        env = node.send("User:broker", wrap(req, 7, 5, "tool", principal, host), 0, "CONTROLLER")
        assert env.error_code == 0
        return {t.name: t.error_code for t in decode_response(env.response_data, 19, 7)[1].topics}

    assert forwarded("User:alice", "10.1.2.3") == {"ok": 0, "secret": TOPIC_DENIED}
    assert [(s.principal, s.client_host, s.api_version) for s in node.seen] == [("User:alice", "10.1.2.3", 7)]
    assert forwarded("User:alice", "10.9.9.9") == {"ok": TOPIC_DENIED, "secret": TOPIC_DENIED}  # another host
    assert forwarded("User:mallory", "10.1.2.3") == {"ok": TOPIC_DENIED, "secret": TOPIC_DENIED}
    # only a principal with CLUSTER_ACTION may forward: alice cannot wrap a request to pose as someone else
    assert node.send("User:alice", wrap(req, 7, 5, "tool", "User:broker", "10.1.2.3"), 0, "CONTROLLER").error_code == (
        CLUSTER_DENIED
    )
    # only the APIs brokers forward come this way
    meta = MetadataRequest(topics=None)
    env = node.send("User:broker", wrap(meta, 12, 5, "tool", "User:alice", "10.1.2.3"), 0, "CONTROLLER")
    assert env.error_code == E.INVALID_REQUEST and env.response_data is None


def test_write_txn_markers_from_a_client_is_refused_in_every_partition() -> None:
    """WriteTxnMarkers needs CLUSTER_ACTION (only transaction coordinators send it): a client gets
    CLUSTER_AUTHORIZATION_FAILED for each partition it named, and no marker is written."""
    node = Node(_image(("User:broker", AclOperation.CLUSTER_ACTION)))
    serve(node.dispatcher, 27, lambda info, req: WriteTxnMarkersResponse(markers=[]))
    W = WriteTxnMarkersRequest
    req = W(
        markers=[
            W.WritableTxnMarker(
                producer_id=7,
                producer_epoch=1,
                transaction_result=True,
                topics=[W.WritableTxnMarkerTopic(name="t", partition_indexes=[0, 1])],
                coordinator_epoch=3,
            )
        ]
    )
    resp = node.send("User:alice", req, 1)
    assert [
        (m.producer_id, t.name, p.partition_index, p.error_code)
        for m in resp.markers
        for t in m.topics
        for p in t.partitions
    ] == [
        (7, "t", 0, CLUSTER_DENIED),
        (7, "t", 1, CLUSTER_DENIED),
    ]
    assert node.send("User:broker", req, 1).markers == []
