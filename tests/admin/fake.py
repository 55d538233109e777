"""A fake Kafka cluster for admin client and tool tests: real kraftpy `KafkaServer`s (ApiVersions negotiation, real
framing and codecs) whose handlers answer from a small in-memory model with responses built from the generated
classes. Every request is recorded (api key, version, decoded body) so tests can check what went on the wire.

    async with FakeCluster(topics=[...]) as fake:
        async with AdminClient(fake.bootstrap) as admin: ...

`FakeCluster` serves Metadata, DescribeTopicPartitions (sorted names, ResponsePartitionLimit, Cursor/NextCursor
paging as KIP-966 describes), DescribeConfigs, DescribeCluster, CreateTopics, DeleteTopics, CreatePartitions and
ListPartitionReassignments from the model; ElectLeaders and the rest are served by handlers a test installs with
`serve` (and version limits with `versions`). `controller_id` and extra nodes let a test point the Metadata
ControllerId at another fake node.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.net import ApiVersionsHandler, Dispatcher, KafkaServer, Listener
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.create_partitions import CreatePartitionsRequest, CreatePartitionsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicsResponse
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
from kraftpy.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    DescribeTopicPartitionsResponse,
)
from kraftpy.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
    ListPartitionReassignmentsResponse,
)
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.uuids import ZERO_UUID, random_uuid
from kraftpy.runtime import Deferred

METADATA = 3
CREATE_TOPICS = 19
DELETE_TOPICS = 20
DESCRIBE_CONFIGS = 32
CREATE_PARTITIONS = 37
ELECT_LEADERS = 43
LIST_REASSIGNMENTS = 46
DESCRIBE_CLUSTER = 60
DESCRIBE_TOPIC_PARTITIONS = 75

DEFAULT_CONFIG = 5
DYNAMIC_TOPIC_CONFIG = 1
STATIC_BROKER_CONFIG = 4
INTERNAL = frozenset({"__consumer_offsets", "__transaction_state"})


@dataclass
class FakePartition:
    leader: int
    replicas: list[int]
    isr: list[int]
    elr: list[int] = field(default_factory=list)
    last_known_elr: list[int] = field(default_factory=list)
    last_known_leader: int = -1
    leader_epoch: int = 0


@dataclass
class FakeTopic:
    name: str
    partitions: list[FakePartition]
    # as a real controller: never an id whose text starts with '-', which a command line would read as a flag
    topic_id: uuid.UUID = field(default_factory=random_uuid)
    # name -> (value, source); everything not listed is reported as a default
    configs: dict[str, tuple[str, int]] = field(default_factory=dict)


DEFAULT_TOPIC_CONFIGS = {
    "cleanup.policy": "delete",
    "min.insync.replicas": "1",
    "retention.ms": "604800000",
}


def simple_topic(name: str, partitions: int, replicas: list[int], **configs: str) -> FakeTopic:
    """A healthy topic: partition i led by its first replica, the replica list rotated per partition."""
    parts = []
    for i in range(partitions):
        rs = replicas[i % len(replicas) :] + replicas[: i % len(replicas)]
        parts.append(FakePartition(leader=rs[0], replicas=list(rs), isr=list(rs)))
    return FakeTopic(name, parts, configs={k.replace("_", "."): (v, DYNAMIC_TOPIC_CONFIG) for k, v in configs.items()})


class FakeCluster:
    """One fake broker (node `node_id`) serving a shared model; `extra_node()` adds more nodes on other ports."""

    def __init__(
        self,
        topics: Iterable[FakeTopic] = (),
        *,
        node_id: int = 1,
        brokers: Iterable[int] = (1, 2, 3),
        describe_topic_partitions: bool = True,
        partition_limit: int = 2000,
    ) -> None:
        self.topics: dict[str, FakeTopic] = {t.name: t for t in topics}
        self.node_id = node_id
        self.broker_ids = list(brokers)
        self.fenced: set[int] = set()
        self.controller_id = node_id
        self.partition_limit = partition_limit
        self.reassignments: dict[tuple[str, int], tuple[list[int], list[int], list[int]]] = {}
        self.requests: list[tuple[int, int, Any]] = []
        self.nodes: dict[int, _Node] = {}
        self._primary = self._add_node(node_id)
        self.serve(METADATA, self._metadata)
        self.serve(DESCRIBE_CLUSTER, self._describe_cluster)
        self.serve(DESCRIBE_CONFIGS, self._describe_configs)
        self.serve(CREATE_TOPICS, self._create_topics)
        self.serve(DELETE_TOPICS, self._delete_topics)
        self.serve(CREATE_PARTITIONS, self._create_partitions)
        self.serve(LIST_REASSIGNMENTS, self._list_reassignments)
        if describe_topic_partitions:
            self.serve(DESCRIBE_TOPIC_PARTITIONS, self._describe_topic_partitions)

    # -- setup ---------------------------------------------------------------------------------------------

    def _add_node(self, node_id: int) -> _Node:
        dispatcher = Dispatcher()
        dispatcher.register(18, ApiVersionsHandler(dispatcher))
        node = _Node(node_id, dispatcher)
        self.nodes[node_id] = node
        return node

    def extra_node(self, node_id: int) -> _Node:
        """Another node (its own port) answering from the same model; serves nothing until `serve(..., node=)`."""
        return self._add_node(node_id)

    def serve(
        self,
        api_key: int,
        fn: Callable[[Any, int], Any],
        *,
        node: int | None = None,
        min_version: int | None = None,
        max_version: int | None = None,
    ) -> None:
        """Answer `api_key` on a node with `fn(request, version)` (replacing a previous handler)."""
        target = self.nodes[self.node_id if node is None else node]
        target.dispatcher.unregister(api_key)

        def handler(ctx: Any, request: Any) -> Any:
            self.requests.append((api_key, ctx.api_version, request))
            target.requests.append((api_key, ctx.api_version, request))
            return fn(request, ctx.api_version)

        target.dispatcher.register(api_key, handler, min_version=min_version, max_version=max_version)

    def stop_serving(self, api_key: int, *, node: int | None = None) -> None:
        self.nodes[self.node_id if node is None else node].dispatcher.unregister(api_key)

    def sent(self, api_key: int) -> list[tuple[int, Any]]:
        """(version, request) of every `api_key` request received by any node, in order."""
        return [(v, r) for k, v, r in self.requests if k == api_key]

    @property
    def bootstrap(self) -> str:
        return f"127.0.0.1:{self._primary.port}"

    async def __aenter__(self) -> FakeCluster:
        for node in self.nodes.values():
            await node.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        for node in self.nodes.values():
            await node.stop()

    def _endpoint(self, broker_id: int) -> tuple[str, int]:
        node = self.nodes.get(broker_id, self._primary)
        return "127.0.0.1", node.port

    # -- handlers ------------------------------------------------------------------------------------------

    def _metadata(self, req: MetadataRequest, version: int) -> MetadataResponse:
        R = MetadataResponse
        resp = R(cluster_id="fake-cluster", controller_id=self.controller_id)
        for b in self.broker_ids:
            if b in self.fenced:
                continue
            host, port = self._endpoint(b)
            resp.brokers.append(R.MetadataResponseBroker(node_id=b, host=host, port=port))
        names = sorted(self.topics) if req.topics is None else [t.name for t in req.topics]
        for name in names:
            topic = self.topics.get(name)
            if topic is None:
                resp.topics.append(
                    R.MetadataResponseTopic(
                        error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, name=name, topic_id=ZERO_UUID
                    )
                )
                continue
            resp.topics.append(
                R.MetadataResponseTopic(
                    name=name,
                    topic_id=topic.topic_id,
                    is_internal=name in INTERNAL,
                    partitions=[
                        R.MetadataResponsePartition(
                            error_code=0 if p.leader >= 0 else ErrorCode.LEADER_NOT_AVAILABLE,
                            partition_index=i,
                            leader_id=p.leader,
                            leader_epoch=p.leader_epoch,
                            replica_nodes=list(p.replicas),
                            isr_nodes=list(p.isr),
                        )
                        for i, p in enumerate(topic.partitions)
                    ],
                )
            )
        return resp

    def _describe_topic_partitions(
        self, req: DescribeTopicPartitionsRequest, version: int
    ) -> DescribeTopicPartitionsResponse:
        R = DescribeTopicPartitionsResponse
        limit = max(1, min(self.partition_limit, req.response_partition_limit))
        requested = sorted({t.name for t in req.topics}) if req.topics else None
        names = requested if requested is not None else sorted(self.topics)
        cursor = req.cursor
        if cursor is not None:
            if requested is not None and cursor.topic_name not in requested:
                raise ProtocolError("invalid cursor", error_code=int(ErrorCode.INVALID_REQUEST))
            names = [n for n in names if n >= cursor.topic_name]
        resp = R()
        budget = limit
        for name in names:
            topic = self.topics.get(name)
            if topic is None:
                resp.topics.append(
                    R.DescribeTopicPartitionsResponseTopic(
                        error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, name=name, topic_id=ZERO_UUID
                    )
                )
                continue
            start = cursor.partition_index if cursor is not None and cursor.topic_name == name else 0
            indexes = list(range(start, len(topic.partitions)))
            if budget == 0 and indexes:
                resp.next_cursor = R.Cursor(topic_name=name, partition_index=indexes[0])
                return resp
            rt = R.DescribeTopicPartitionsResponseTopic(
                name=name, topic_id=topic.topic_id, is_internal=name in INTERNAL
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
                        offline_replicas=[],
                        last_known_leader=p.last_known_leader,
                    )
                )
                budget -= 1
        return resp

    def _describe_configs(self, req: DescribeConfigsRequest, version: int) -> DescribeConfigsResponse:
        R = DescribeConfigsResponse
        resp = R()
        for res in req.resources:
            if res.resource_type == 2:
                topic = self.topics.get(res.resource_name)
                if topic is None:
                    resp.results.append(
                        R.DescribeConfigsResult(
                            error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                            error_message=f"Topic {res.resource_name} does not exist",
                            resource_type=2,
                            resource_name=res.resource_name,
                        )
                    )
                    continue
                values = {k: (v, DEFAULT_CONFIG) for k, v in DEFAULT_TOPIC_CONFIGS.items()}
                values.update(topic.configs)
            else:
                values = {"broker.id": (res.resource_name, STATIC_BROKER_CONFIG)}
            resp.results.append(
                R.DescribeConfigsResult(
                    resource_type=res.resource_type,
                    resource_name=res.resource_name,
                    configs=[
                        R.DescribeConfigsResourceResult(
                            name=k, value=v, read_only=False, config_source=src, is_sensitive=False
                        )
                        for k, (v, src) in sorted(values.items())
                    ],
                )
            )
        return resp

    def _describe_cluster(self, req: DescribeClusterRequest, version: int) -> DescribeClusterResponse:
        R = DescribeClusterResponse
        brokers = []
        for b in self.broker_ids:
            if b in self.fenced and not getattr(req, "include_fenced_brokers", False):
                continue
            host, port = self._endpoint(b)
            brokers.append(R.DescribeClusterBroker(broker_id=b, host=host, port=port, is_fenced=b in self.fenced))
        return R(cluster_id="fake-cluster", controller_id=self.controller_id, brokers=brokers)

    def _create_topics(self, req: CreateTopicsRequest, version: int) -> CreateTopicsResponse:
        R = CreateTopicsResponse
        resp = R()
        for t in req.topics:
            if t.name in self.topics:
                resp.topics.append(
                    R.CreatableTopicResult(
                        name=t.name,
                        error_code=ErrorCode.TOPIC_ALREADY_EXISTS,
                        error_message=f"Topic '{t.name}' already exists.",
                    )
                )
                continue
            if t.assignments:
                assignment = {a.partition_index: list(a.broker_ids) for a in t.assignments}
            else:
                count = 1 if t.num_partitions == -1 else t.num_partitions
                rf = 1 if t.replication_factor == -1 else t.replication_factor
                if rf > len(self.broker_ids):
                    resp.topics.append(
                        R.CreatableTopicResult(
                            name=t.name,
                            error_code=ErrorCode.INVALID_REPLICATION_FACTOR,
                            error_message=f"Unable to replicate the partition {rf} time(s): The target "
                            f"replication factor of {rf} cannot be reached because only "
                            f"{len(self.broker_ids)} broker(s) are registered.",
                        )
                    )
                    continue
                assignment = {
                    i: [self.broker_ids[(i + j) % len(self.broker_ids)] for j in range(rf)] for i in range(count)
                }
            topic = FakeTopic(
                t.name,
                [FakePartition(rs[0], rs, list(rs)) for _, rs in sorted(assignment.items())],
                configs={c.name: (c.value or "", DYNAMIC_TOPIC_CONFIG) for c in t.configs},
            )
            if not req.validate_only:
                self.topics[t.name] = topic
            resp.topics.append(
                R.CreatableTopicResult(
                    name=t.name,
                    topic_id=topic.topic_id,
                    num_partitions=len(assignment),
                    replication_factor=len(next(iter(assignment.values()))),
                )
            )
        return resp

    def _delete_topics(self, req: DeleteTopicsRequest, version: int) -> DeleteTopicsResponse:
        R = DeleteTopicsResponse
        resp = R()
        wanted: list[tuple[str | None, uuid.UUID]] = (
            [(t.name, t.topic_id) for t in req.topics] if version >= 6 else [(n, ZERO_UUID) for n in req.topic_names]
        )
        for name, topic_id in wanted:
            topic = None
            if name is not None:
                topic = self.topics.get(name)
            else:
                topic = next((t for t in self.topics.values() if t.topic_id == topic_id), None)
            if topic is None:
                resp.responses.append(
                    R.DeletableTopicResult(
                        name=name, topic_id=topic_id, error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                    )
                )
                continue
            del self.topics[topic.name]
            resp.responses.append(R.DeletableTopicResult(name=topic.name, topic_id=topic.topic_id))
        return resp

    def _create_partitions(self, req: CreatePartitionsRequest, version: int) -> CreatePartitionsResponse:
        R = CreatePartitionsResponse
        resp = R()
        for t in req.topics:
            topic = self.topics.get(t.name)
            if topic is None:
                resp.results.append(
                    R.CreatePartitionsTopicResult(
                        name=t.name,
                        error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                        error_message="This server does not host this topic-partition.",
                    )
                )
                continue
            if t.count <= len(topic.partitions):
                resp.results.append(
                    R.CreatePartitionsTopicResult(
                        name=t.name,
                        error_code=ErrorCode.INVALID_PARTITIONS,
                        error_message=f"Topic currently has {len(topic.partitions)} partitions, which is higher "
                        f"than the requested {t.count}.",
                    )
                )
                continue
            rf = len(topic.partitions[0].replicas)
            for k in range(t.count - len(topic.partitions)):
                i = len(topic.partitions)
                rs = (
                    list(t.assignments[k].broker_ids)
                    if t.assignments is not None
                    else [self.broker_ids[(i + j) % len(self.broker_ids)] for j in range(rf)]
                )
                topic.partitions.append(FakePartition(rs[0], rs, list(rs)))
            resp.results.append(R.CreatePartitionsTopicResult(name=t.name))
        return resp

    def _list_reassignments(
        self, req: ListPartitionReassignmentsRequest, version: int
    ) -> ListPartitionReassignmentsResponse:
        R = ListPartitionReassignmentsResponse
        by_topic: dict[str, list[Any]] = {}
        for (topic, partition), (replicas, adding, removing) in sorted(self.reassignments.items()):
            if req.topics is not None and not any(
                t.name == topic and partition in t.partition_indexes for t in req.topics
            ):
                continue
            by_topic.setdefault(topic, []).append(
                R.OngoingPartitionReassignment(
                    partition_index=partition,
                    replicas=replicas,
                    adding_replicas=adding,
                    removing_replicas=removing,
                )
            )
        return R(topics=[R.OngoingTopicReassignment(name=t, partitions=ps) for t, ps in by_topic.items()])


class _Node:
    def __init__(self, node_id: int, dispatcher: Dispatcher) -> None:
        self.node_id = node_id
        self.dispatcher = dispatcher
        self.requests: list[tuple[int, int, Any]] = []
        self.server: KafkaServer | None = None
        self.port = 0

    async def start(self) -> None:
        self.server = KafkaServer(self.dispatcher, [Listener("PLAINTEXT", "127.0.0.1", 0)])
        await self.server.start()
        self.port = self.server.port("PLAINTEXT")

    async def stop(self) -> None:
        if self.server is not None:
            await self.server.shutdown(timeout=0.2)


def never() -> Callable[[Any, int], Any]:
    """A handler whose answer never comes (a stuck controller)."""

    def handler(request: Any, version: int) -> Any:
        return Deferred()  # completed by no one

    return handler


def canned(response: Message) -> Callable[[Any, int], Any]:
    return lambda request, version: response
