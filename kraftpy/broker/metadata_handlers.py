"""Requests a broker answers from its metadata image: Metadata v0-13, DescribeCluster v0-2 and KIP-966's
DescribeTopicPartitions v0; and the admin requests it forwards to the active controller.

* Metadata lists the unfenced brokers that have the listener the request came in on, and `ControllerId` is this
  broker's own id: clients send CreateTopics & co. to the controller id, and every kraftpy broker forwards those.
  Unknown topics are created on the fly when the request allows it and `auto.create.topics.enable` is on (the
  topic answers LEADER_NOT_AVAILABLE until the controller has created it; a name Kafka's rules refuse answers
  INVALID_TOPIC_EXCEPTION and nothing is created).
* DescribeTopicPartitions returns ELR, LastKnownElr and kraftpy's LastKnownLeader tag, topics in name order, at most
  max(min(max.request.partition.size.limit, ResponsePartitionLimit), 1) partitions, continued with a cursor. A
  request naming more than 20 topics (KIP-966's limit) is served for the first 20 names it lists; the others are
  answered INVALID_REQUEST, in their place in name order. No topics (= every topic) is not limited.
* Authorized operations: a request that asks for them gets here every operation Kafka defines for the resource,
  which is the answer on a node without an authorizer; with one, the node's authorization rules
  (`kraftpy.security.rules`) replace it with the operations the principal may do. Not asked: INT32_MIN.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from kraftpy.metadata import configs
from kraftpy.metadata.acls import AclOperation, ResourceType
from kraftpy.metadata.config_resolution import topic_name_error
from kraftpy.metadata.configs import INTERNAL_TOPICS
from kraftpy.metadata.image import MetadataImage, TopicImage
from kraftpy.metadata.partition import NO_LEADER, PartitionRegistration
from kraftpy.protocol.codec import Message
from kraftpy.protocol.envelope import response_of, wrap
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
from kraftpy.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    DescribeTopicPartitionsResponse,
)
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.runtime import (
    CONTROLLER_LISTENER,
    Deferred,
    Reactor,
    RequestHandler,
    RequestInfo,
    TransportError,
)

log = logging.getLogger(__name__)
E = ErrorCode

INT32_MIN = -(2**31)
TOPIC_OPERATIONS = sum(1 << op for op in (3, 4, 5, 6, 7, 8, 10, 11))
CLUSTER_OPERATIONS = sum(1 << op for op in (5, 7, 8, 9, 10, 11, 12))
DESCRIBE = AclOperation.DESCRIBE
TOPIC_RESOURCE = ResourceType.TOPIC
AUTHORIZED_OPERATIONS_OMITTED = -(2**31)  # the schema's default: not asked, or not told
ENVELOPE_VERSION = 0
MAX_DESCRIBED_TOPICS = 20  # KIP-966 "Public Interfaces", DescribeTopicPartitionsRequest: 20 topics per request


@dataclass(frozen=True, slots=True)
class BrokerMetadataSettings:
    node_id: int
    cluster_id: str
    auto_create_topics_enable: bool = True
    num_partitions: int = 1
    default_replication_factor: int = 1
    max_request_partition_size_limit: int = 2000
    request_timeout_ms: int = 30000
    # controllers (id, host, port) for DescribeCluster with EndpointType=2 on the controller listener
    controllers: tuple[tuple[int, str, int], ...] = ()
    controller_listener_names: tuple[str, ...] = ("CONTROLLER",)
    static: Mapping[str, str] = field(default_factory=dict)  # the node's server.properties (Kafka names)


def offline_replicas(image: MetadataImage, p: PartitionRegistration) -> list[int]:
    out = []
    for r in p.replicas:
        reg = image.brokers.get(r)
        if reg is None or reg.fenced:
            out.append(r)
    return out


class Forwarder:
    """Sends admin requests to the active controller and answers with its response.

    A client's request goes in an Envelope with the client's principal and address (`handler`), so that the
    controller authorizes the client, not this broker; the broker's own requests (creating `__consumer_offsets`, a
    topic auto-created for a Metadata request it authorized) go as they are, as the broker. Like Kafka's forwarding
    channel, a controller that cannot be reached (connection refused or closed) or that answers NOT_CONTROLLER (a
    failover in progress) is not the client's problem: the request is sent again, after `retry_backoff_ms`, to
    whichever controller is active then, until `timeout_ms` has passed since it arrived; only then is it answered
    with REQUEST_TIMED_OUT.
    """

    def __init__(
        self, reactor: Reactor, controller_leader: Callable[[], int], timeout_ms: int, retry_backoff_ms: int = 100
    ) -> None:
        self.reactor = reactor
        self.controller_leader = controller_leader
        self.timeout_ms = timeout_ms
        self.retry_backoff_ms = retry_backoff_ms

    def forward(self, request: Message, version: int, client: RequestInfo | None = None) -> Deferred:
        """Send `request` (in `version`) to the active controller: for `client` in an Envelope, else as this
        broker."""
        d = Deferred()
        sent: Message = request
        api_key = request.API_KEY
        if client is not None:
            sent = wrap(request, version, client.correlation_id, client.client_id, client.principal, client.client_host)
        reactor = self.reactor
        deadline = reactor.now_ms() + self.timeout_ms
        last_problem = ["no active controller is known"]

        def give_up() -> None:
            d.fail(
                ProtocolError(
                    f"forwarding to the controller timed out: {last_problem[0]}", error_code=int(E.REQUEST_TIMED_OUT)
                )
            )

        def retry_later(problem: str) -> None:
            last_problem[0] = problem
            now = reactor.now_ms()
            if now >= deadline:
                give_up()
            else:
                reactor.call_at(min(deadline, now + self.retry_backoff_ms), attempt)

        def attempt() -> None:
            leader = self.controller_leader()
            remaining = deadline - reactor.now_ms()
            if remaining <= 0:
                give_up()
                return
            if leader < 0:
                retry_later("no active controller is known")
                return

            def done(resp: Message | None, error: TransportError | None) -> None:
                if error is not None or resp is None:
                    if error is not None and error.timed_out:
                        last_problem[0] = f"controller {leader} did not answer: {error}"
                        give_up()
                    else:
                        retry_later(f"controller {leader} is unreachable: {error}")
                    return
                if client is not None:
                    try:
                        resp = response_of(api_key, version, resp)  # type: ignore[arg-type]
                    except ProtocolError as e:
                        if e.error_code == E.NOT_CONTROLLER:
                            retry_later(f"controller {leader} is not the active controller")
                        else:  # the controller would not take the envelope (this broker may not forward)
                            log.warning("Controller %d refused a forwarded %s: %s", leader, type(request).__name__, e)
                            d.fail(e)
                        return
                    assert resp is not None
                if _says_not_controller(resp):
                    log.debug(
                        "Controller %d is not active any more; forwarding %s again", leader, type(request).__name__
                    )
                    retry_later(f"controller {leader} is not the active controller")
                else:
                    d.resolve(resp)

            reactor.send(
                leader,
                CONTROLLER_LISTENER,
                sent,
                done,
                timeout_ms=remaining,
                version=ENVELOPE_VERSION if client is not None else version,
            )

        attempt()
        return d

    def handler(self) -> RequestHandler:
        def handle(info: RequestInfo, request: Any) -> Deferred:
            return self.forward(request, info.api_version, info)

        return handle


def _says_not_controller(resp: Message) -> bool:
    """Whether any error code in a controller's response (top level or per item) is NOT_CONTROLLER."""
    stack: list[Any] = [resp.to_dict()]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            for k, v in value.items():
                if k == "error_code" and v == E.NOT_CONTROLLER:
                    return True
                if isinstance(v, dict | list):
                    stack.append(v)
        elif isinstance(value, list):
            stack.extend(v for v in value if isinstance(v, dict | list))
    return False


class MetadataHandlers:
    def __init__(
        self,
        settings: BrokerMetadataSettings,
        image: Callable[[], MetadataImage],
        forwarder: Forwarder,
    ) -> None:
        self.settings = settings
        self.image = image
        self.forwarder = forwarder
        self._creating: set[str] = set()

    # -- Metadata --------------------------------------------------------------------------------------------

    def metadata(self, info: RequestInfo, req: MetadataRequest) -> MetadataResponse:
        R = MetadataResponse
        image = self.image()
        version = info.api_version
        listener = info.listener
        resp = R(cluster_id=self.settings.cluster_id, controller_id=self.settings.node_id)
        for b in sorted(image.brokers.values(), key=lambda b: b.id):
            if b.fenced:
                continue
            ep = b.listener(listener)
            if ep is not None:
                resp.brokers.append(R.MetadataResponseBroker(node_id=b.id, host=ep.host, port=ep.port, rack=b.rack))
        include_topic_ops = version >= 8 and req.include_topic_authorized_operations
        if version >= 8 and version <= 10 and req.include_cluster_authorized_operations:
            resp.cluster_authorized_operations = CLUSTER_OPERATIONS
        allow_auto = req.allow_auto_topic_creation if version >= 4 else True
        if req.topics is None or (version == 0 and not req.topics):
            wanted: Iterable[Any] = [None]  # every topic
        else:
            wanted = req.topics
        to_create: list[str] = []
        for t in wanted:
            if t is None:
                for each in sorted(image.topics_by_name.values(), key=lambda x: x.name):
                    resp.topics.append(self._topic(image, each, listener, include_topic_ops))
                continue
            name = t.name
            topic_id = getattr(t, "topic_id", ZERO_UUID)
            topic: TopicImage | None
            if name is None and version < 12:
                # v10 and v11 carry a topic id field but no null names in the response: Kafka serves topic ids
                # from v12 on
                resp.topics.append(
                    R.MetadataResponseTopic(
                        error_code=int(E.INVALID_REQUEST),
                        name="",
                        topic_id=topic_id,
                        topic_authorized_operations=INT32_MIN,
                    )
                )
                continue
            if name is None and topic_id != ZERO_UUID:
                topic = image.topics_by_id.get(topic_id)
                if topic is None:
                    resp.topics.append(
                        R.MetadataResponseTopic(error_code=int(E.UNKNOWN_TOPIC_ID), name=None, topic_id=topic_id)
                    )
                    continue
            else:
                topic = image.topics_by_name.get(name or "")
            if topic is not None:
                resp.topics.append(self._topic(image, topic, listener, include_topic_ops))
                continue
            error = E.UNKNOWN_TOPIC_OR_PARTITION
            if allow_auto and self.settings.auto_create_topics_enable and name and name not in INTERNAL_TOPICS:
                if topic_name_error(name) is not None:
                    error = E.INVALID_TOPIC_EXCEPTION  # (as Kafka: never created, so the client stops retrying)
                else:
                    to_create.append(name)
                    error = E.LEADER_NOT_AVAILABLE
            resp.topics.append(
                R.MetadataResponseTopic(
                    error_code=int(error), name=name, topic_id=ZERO_UUID, topic_authorized_operations=INT32_MIN
                )
            )
        if to_create:
            self._auto_create(to_create)
        return resp

    def _topic(
        self, image: MetadataImage, topic: TopicImage, listener: str, include_ops: bool
    ) -> MetadataResponse.MetadataResponseTopic:
        R = MetadataResponse
        rt = R.MetadataResponseTopic(
            name=topic.name,
            topic_id=topic.id,
            is_internal=topic.name in INTERNAL_TOPICS,
            topic_authorized_operations=TOPIC_OPERATIONS if include_ops else INT32_MIN,
        )
        for index in sorted(topic.partitions):
            p = topic.partitions[index]
            error = 0
            if p.leader == NO_LEADER:
                error = int(E.LEADER_NOT_AVAILABLE)
            else:
                leader = image.brokers.get(p.leader)
                if leader is None or leader.listener(listener) is None:
                    error = int(E.LISTENER_NOT_FOUND)
            rt.partitions.append(
                R.MetadataResponsePartition(
                    error_code=error,
                    partition_index=index,
                    leader_id=p.leader,
                    leader_epoch=p.leader_epoch,
                    replica_nodes=list(p.replicas),
                    isr_nodes=list(p.isr),
                    offline_replicas=offline_replicas(image, p),
                )
            )
        return rt

    def _auto_create(self, names: list[str]) -> None:
        names = [n for n in names if n not in self._creating]
        if not names:
            return
        self._creating.update(names)
        T = CreateTopicsRequest
        req = T(
            topics=[
                T.CreatableTopic(
                    name=n,
                    num_partitions=self.settings.num_partitions,
                    replication_factor=self.settings.default_replication_factor,
                )
                for n in names
            ],
            timeout_ms=self.settings.request_timeout_ms,
        )

        def done(d: Deferred) -> None:
            self._creating.difference_update(names)
            if d.error is not None:
                log.info("Auto-creating topics %s failed: %s", names, d.error)
                return
            resp: CreateTopicsResponse = d.result()
            for t in resp.topics:
                if t.error_code not in (0, E.TOPIC_ALREADY_EXISTS):
                    log.info("Auto-creating topic %s failed: %s %s", t.name, E.of(t.error_code), t.error_message)

        self.forwarder.forward(req, 7).add_callback(done)

    # -- DescribeConfigs -----------------------------------------------------------------------------------------

    def describe_configs(self, info: RequestInfo, req: DescribeConfigsRequest) -> DescribeConfigsResponse:
        return configs.describe_configs(req, self.image(), self.settings.static, self.settings.node_id)

    # -- DescribeCluster -----------------------------------------------------------------------------------------

    def describe_cluster(self, info: RequestInfo, req: DescribeClusterRequest) -> DescribeClusterResponse:
        R = DescribeClusterResponse
        image = self.image()
        version = info.api_version
        endpoint_type = req.endpoint_type if version >= 1 else 1
        resp = R(cluster_id=self.settings.cluster_id, endpoint_type=endpoint_type, controller_id=self.settings.node_id)
        if req.include_cluster_authorized_operations:
            resp.cluster_authorized_operations = CLUSTER_OPERATIONS
        if endpoint_type == 1:
            for b in sorted(image.brokers.values(), key=lambda b: b.id):
                if b.fenced and not (version >= 2 and req.include_fenced_brokers):
                    continue
                ep = b.listener(info.listener) or (b.listeners[0] if b.listeners else None)
                if ep is None:
                    continue
                resp.brokers.append(
                    R.DescribeClusterBroker(broker_id=b.id, host=ep.host, port=ep.port, rack=b.rack, is_fenced=b.fenced)
                )
        elif endpoint_type == 2:
            if not self.settings.controllers or info.listener not in self.settings.controller_listener_names:
                resp.error_code = int(E.UNSUPPORTED_ENDPOINT_TYPE)
                resp.error_message = "The request was sent to an endpoint of type BROKER, but CONTROLLER was requested"
            else:
                for cid, host, port in self.settings.controllers:
                    resp.brokers.append(R.DescribeClusterBroker(broker_id=cid, host=host, port=port))
                resp.controller_id = -1
        else:
            resp.error_code = int(E.UNSUPPORTED_ENDPOINT_TYPE)
            resp.error_message = f"Unknown endpoint type {endpoint_type}"
        return resp

    # -- DescribeTopicPartitions (KIP-966) -----------------------------------------------------------------------

    def describe_topic_partitions(
        self, info: RequestInfo, req: DescribeTopicPartitionsRequest
    ) -> DescribeTopicPartitionsResponse:
        R = DescribeTopicPartitionsResponse
        image = self.image()
        limit = max(min(self.settings.max_request_partition_size_limit, req.response_partition_limit), 1)
        over_limit: set[str] = set()
        denied: set[str] = set()
        may_describe = info.may
        if req.topics:
            named = list(dict.fromkeys(t.name for t in req.topics))  # request order, each name once
            # a topic the principal may not describe is answered TOPIC_AUTHORIZATION_FAILED and counts for nothing
            served = []
            for name in named:
                if may_describe(DESCRIBE, TOPIC_RESOURCE, name):
                    served.append(name)
                else:
                    denied.add(name)
            over_limit = set(served[MAX_DESCRIBED_TOPICS:])
            requested: list[str] | None = sorted(named)
        else:
            requested = None
        names = (
            requested
            if requested is not None
            else sorted(n for n in image.topics_by_name if may_describe(DESCRIBE, TOPIC_RESOURCE, n))
        )
        cursor = req.cursor
        if cursor is not None:
            if cursor.partition_index < 0 or (
                requested is not None
                and (
                    cursor.topic_name not in requested or cursor.topic_name in over_limit or cursor.topic_name in denied
                )
            ):
                raise ProtocolError(
                    f"invalid cursor {cursor.topic_name}-{cursor.partition_index}", error_code=int(E.INVALID_REQUEST)
                )
            names = [n for n in names if n >= cursor.topic_name]
        resp = R()
        budget = limit
        for name in names:
            if name in denied:
                resp.topics.append(
                    R.DescribeTopicPartitionsResponseTopic(
                        error_code=int(E.TOPIC_AUTHORIZATION_FAILED),
                        name=name,
                        topic_id=ZERO_UUID,
                        topic_authorized_operations=AUTHORIZED_OPERATIONS_OMITTED,
                    )
                )
                continue
            if name in over_limit:
                resp.topics.append(
                    R.DescribeTopicPartitionsResponseTopic(
                        error_code=int(E.INVALID_REQUEST), name=name, topic_id=ZERO_UUID
                    )
                )
                continue
            topic = image.topics_by_name.get(name)
            if topic is None:
                resp.topics.append(
                    R.DescribeTopicPartitionsResponseTopic(
                        error_code=int(E.UNKNOWN_TOPIC_OR_PARTITION), name=name, topic_id=ZERO_UUID
                    )
                )
                continue
            start = cursor.partition_index if cursor is not None and name == cursor.topic_name else 0
            indexes = [i for i in sorted(topic.partitions) if i >= start]
            if budget == 0 and indexes:
                resp.next_cursor = R.Cursor(topic_name=name, partition_index=indexes[0])
                return resp
            rt = R.DescribeTopicPartitionsResponseTopic(
                name=name,
                topic_id=topic.id,
                is_internal=name in INTERNAL_TOPICS,
                topic_authorized_operations=TOPIC_OPERATIONS,
            )
            resp.topics.append(rt)
            for i in indexes:
                if budget == 0:
                    resp.next_cursor = R.Cursor(topic_name=name, partition_index=i)
                    return resp
                p = topic.partitions[i]
                rt.partitions.append(
                    R.DescribeTopicPartitionsResponsePartition(
                        partition_index=i,
                        leader_id=p.leader,
                        leader_epoch=p.leader_epoch,
                        replica_nodes=list(p.replicas),
                        isr_nodes=list(p.isr),
                        eligible_leader_replicas=list(p.elr),
                        last_known_elr=list(p.last_known_elr),
                        offline_replicas=offline_replicas(image, p),
                        last_known_leader=p.last_known_leader,
                    )
                )
                budget -= 1
        return resp
