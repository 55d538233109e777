"""Which operation on which resource every API needs (Kafka's mapping), applied around the request handlers.

`RequestAuthorizer.wrap(api, handler)` returns a handler that checks the request's principal (and client host)
with the authorizer before the real handler runs: a request that needs a cluster permission it lacks fails with
CLUSTER_AUTHORIZATION_FAILED (the dispatcher puts the code in every error field of the response); a request about
several topics or groups is split, the handler sees only the authorized part, and the rest is answered with
TOPIC_AUTHORIZATION_FAILED / GROUP_AUTHORIZATION_FAILED / TRANSACTIONAL_ID_AUTHORIZATION_FAILED in the places
Kafka puts them. Authorized-operations fields asked for in Metadata, DescribeCluster, DescribeTopicPartitions,
DescribeGroups and ConsumerGroupDescribe are computed from the ACLs. Without an authorizer nothing is wrapped: the
handlers run as they are and cost nothing more.

| API | needs |
|---|---|
| Produce | WRITE on each topic (TOPIC_AUTHORIZATION_FAILED per partition); WRITE on the transactional id if any |
| Fetch | consumers: READ on each topic; followers (replica id >= 0): CLUSTER_ACTION on the cluster |
| ListOffsets, OffsetForLeaderEpoch (consumers) | DESCRIBE on each topic; OffsetForLeaderEpoch from a follower: CLUSTER_ACTION |
| Metadata | DESCRIBE on each topic: a named topic the principal may not describe is TOPIC_AUTHORIZATION_FAILED whether it exists or not; a listing of all topics leaves such topics out; auto-creation needs CREATE on the cluster or the topic |
| DescribeTopicPartitions (KIP-966) | DESCRIBE on each topic (TOPIC_AUTHORIZATION_FAILED, zero topic id; left out of listings) |
| CreateTopics | CREATE on the cluster or the topic; DESCRIBE_CONFIGS on the topic to see its configs |
| DeleteTopics | DELETE on the topic; a topic that cannot be described is TOPIC_AUTHORIZATION_FAILED too (never UNKNOWN_TOPIC_OR_PARTITION) |
| CreatePartitions | ALTER on the topic |
| DeleteRecords | DELETE on the topic |
| DescribeConfigs / AlterConfigs / IncrementalAlterConfigs | DESCRIBE_CONFIGS / ALTER_CONFIGS on the topic, or on the cluster for brokers (CLUSTER_AUTHORIZATION_FAILED) |
| ElectLeaders (KIP-183) | ALTER on the cluster |
| AlterPartitionReassignments, UpdateFeatures, UnregisterBroker, AddRaftVoter, RemoveRaftVoter, CreateAcls, DeleteAcls, AlterUserScramCredentials | ALTER on the cluster |
| ListPartitionReassignments, DescribeQuorum, DescribeAcls, DescribeUserScramCredentials, DescribeLogDirs | DESCRIBE on the cluster |
| GetReplicaLogInfo (KIP-966), AlterPartition, BrokerRegistration, BrokerHeartbeat, AllocateProducerIds, Vote, BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot, UpdateRaftVoter, raft Fetch | CLUSTER_ACTION on the cluster |
| FindCoordinator | DESCRIBE on the group (GROUP_AUTHORIZATION_FAILED) or transactional id |
| JoinGroup, SyncGroup, Heartbeat, LeaveGroup, ConsumerGroupHeartbeat | READ on the group (ConsumerGroupHeartbeat: DESCRIBE on the subscribed topics too) |
| OffsetCommit | READ on the group, READ on each topic |
| OffsetFetch | DESCRIBE on the group, DESCRIBE on each topic (a fetch of all offsets leaves other topics out) |
| OffsetDelete | DELETE on the group, READ on each topic |
| DescribeGroups, ConsumerGroupDescribe | DESCRIBE on each group |
| ListGroups | DESCRIBE on the cluster, else only the groups the principal may describe |
| DeleteGroups | DELETE on each group |
| InitProducerId | WRITE on the transactional id; without one, IDEMPOTENT_WRITE on the cluster or WRITE on some topic |
| ApiVersions, SaslHandshake, SaslAuthenticate, DescribeCluster | nothing |
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from kraftpy.metadata.acls import (
    CLUSTER_NAME,
    CLUSTER_OPERATIONS,
    GROUP_OPERATIONS,
    TOPIC_OPERATIONS,
    AclOperation,
    ResourceType,
)
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages import ApiKey as K
from kraftpy.runtime import Deferred, RequestHandler, RequestInfo

from .acl import Authorizer

__all__ = ["RequestAuthorizer"]

Op = AclOperation
RT = ResourceType
E = ErrorCode
INT32_MIN = -(2**31)
ZERO_UUID = uuid.UUID(int=0)
TOPIC_DENIED = int(E.TOPIC_AUTHORIZATION_FAILED)
GROUP_DENIED = int(E.GROUP_AUTHORIZATION_FAILED)

#: API key -> the cluster operation it needs (the whole request fails with CLUSTER_AUTHORIZATION_FAILED)
CLUSTER_RULES: dict[int, AclOperation] = {
    K.ELECT_LEADERS: Op.ALTER,
    K.ALTER_PARTITION_REASSIGNMENTS: Op.ALTER,
    K.UPDATE_FEATURES: Op.ALTER,
    K.UNREGISTER_BROKER: Op.ALTER,
    K.ADD_RAFT_VOTER: Op.ALTER,
    K.REMOVE_RAFT_VOTER: Op.ALTER,
    K.LIST_PARTITION_REASSIGNMENTS: Op.DESCRIBE,
    K.DESCRIBE_QUORUM: Op.DESCRIBE,
    K.DESCRIBE_ACLS: Op.DESCRIBE,
    K.DESCRIBE_USER_SCRAM_CREDENTIALS: Op.DESCRIBE,
    K.DESCRIBE_LOG_DIRS: Op.DESCRIBE,
    K.GET_REPLICA_LOG_INFO: Op.CLUSTER_ACTION,
    K.ALTER_PARTITION: Op.CLUSTER_ACTION,
    K.BROKER_REGISTRATION: Op.CLUSTER_ACTION,
    K.BROKER_HEARTBEAT: Op.CLUSTER_ACTION,
    K.ALLOCATE_PRODUCER_IDS: Op.CLUSTER_ACTION,
    K.VOTE: Op.CLUSTER_ACTION,
    K.BEGIN_QUORUM_EPOCH: Op.CLUSTER_ACTION,
    K.END_QUORUM_EPOCH: Op.CLUSTER_ACTION,
    K.FETCH_SNAPSHOT: Op.CLUSTER_ACTION,
    K.UPDATE_RAFT_VOTER: Op.CLUSTER_ACTION,
}
#: ALTER on the cluster, answered per element (their responses have no top-level error code)
_ALTER_CLUSTER_ELEMENTS = {K.CREATE_ACLS, K.DELETE_ACLS, K.ALTER_USER_SCRAM_CREDENTIALS}


class ClusterAuthorizationError(ProtocolError):
    error_code = int(E.CLUSTER_AUTHORIZATION_FAILED)


def then(result: Any, fn: Callable[[Any], Any]) -> Any:
    """Apply `fn` to a handler's answer: at once for a message, when it resolves for a Deferred."""
    if isinstance(result, Deferred):
        out = Deferred()

        def done(src: Deferred) -> None:
            if src.error is not None:
                out.fail(src.error)
                return
            try:
                value = fn(src.result())
            except Exception as e:
                out.fail(e)
                return
            out.resolve(value)

        result.add_callback(done)
        return out
    return fn(result)


class RequestAuthorizer:
    """The authorizer applied to requests: `wrap` puts each API's rule around its handler."""

    def __init__(self, authorizer: Authorizer, image: Callable[[], MetadataImage]) -> None:
        self.authorizer = authorizer
        self.image = image

    # -- decisions -------------------------------------------------------------------------------------------

    def allowed(self, info: RequestInfo, op: int, rtype: int, name: str) -> bool:
        return self.authorizer.authorize(self.image().acls, info.principal, info.client_host, op, rtype, name)

    def cluster(self, info: RequestInfo, op: int) -> bool:
        return self.allowed(info, op, RT.CLUSTER, CLUSTER_NAME)

    def topic(self, info: RequestInfo, op: int, name: str) -> bool:
        return self.allowed(info, op, RT.TOPIC, name)

    def group(self, info: RequestInfo, op: int, name: str) -> bool:
        return self.allowed(info, op, RT.GROUP, name)

    def operations(self, info: RequestInfo, rtype: int, name: str, ops: tuple[AclOperation, ...]) -> int:
        return self.authorizer.authorized_operations(
            self.image().acls, info.principal, info.client_host, rtype, name, ops
        )

    def _name_of(self, topic_id: uuid.UUID) -> str | None:
        t = self.image().topics_by_id.get(topic_id)
        return None if t is None else t.name

    # -- wrapping ----------------------------------------------------------------------------------------------

    def wrap(self, api: int, handler: RequestHandler) -> RequestHandler:
        op = CLUSTER_RULES.get(api)
        if op is not None:

            def cluster_checked(info: RequestInfo, req: Any) -> Any:
                if not self.cluster(info, op):
                    raise ClusterAuthorizationError(f"{info.principal} is not authorized to {op.name} on the cluster")
                return handler(info, req)

            return cluster_checked
        rule = _RULES.get(api)
        if rule is None:
            return handler

        def checked(info: RequestInfo, req: Any) -> Any:
            return rule(self, info, req, handler)

        return checked


# -- the rules: (authorizer, info, request, handler) -> the answer ---------------------------------------------

Rule = Callable[[RequestAuthorizer, RequestInfo, Any, RequestHandler], Any]


def _produce(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if req.transactional_id is not None and not a.allowed(info, Op.WRITE, RT.TRANSACTIONAL_ID, req.transactional_id):
        raise ProtocolError("transactional id not authorized", error_code=int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED))
    denied = []
    kept = []
    for t in req.topic_data:
        name = t.name if t.name else a._name_of(t.topic_id)
        if name is not None and a.topic(info, Op.WRITE, name):
            kept.append(t)
        elif name is None and t.name == "":
            kept.append(t)  # an unknown topic id: the handler answers UNKNOWN_TOPIC_ID
        else:
            denied.append(t)
    if not denied:
        return handler(info, req)
    req.topic_data = kept

    def merge(resp: Any) -> Any:
        if resp is None:
            return None
        cls = type(resp)
        T = cls.TopicProduceResponse
        P = cls.PartitionProduceResponse
        for t in denied:
            resp.responses.append(
                T(
                    name=t.name,
                    topic_id=t.topic_id,
                    partition_responses=[
                        P(index=p.index, error_code=TOPIC_DENIED, base_offset=-1) for p in t.partition_data
                    ],
                )
            )
        return resp

    return then(handler(info, req), merge)


def _fetch(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    replica = req.replica_id
    if replica < 0 and req.replica_state is not None:
        replica = req.replica_state.replica_id
    follower = replica >= 0
    if follower:
        if a.cluster(info, Op.CLUSTER_ACTION):
            return handler(info, req)
        denied = list(req.topics)
        kept: list[Any] = []
    else:
        denied = []
        kept = []
        for t in req.topics:
            name = t.topic if t.topic else a._name_of(t.topic_id)
            if name is None or a.topic(info, Op.READ, name):
                kept.append(t)  # (an unknown topic id: the handler answers UNKNOWN_TOPIC_ID)
            else:
                denied.append(t)
        if not denied:
            return handler(info, req)
    req.topics = kept

    def merge(resp: Any) -> Any:
        cls = type(resp)
        T = cls.FetchableTopicResponse
        P = cls.PartitionData
        for t in denied:
            resp.responses.append(
                T(
                    topic=t.topic,
                    topic_id=t.topic_id,
                    partitions=[
                        P(
                            partition_index=p.partition,
                            error_code=TOPIC_DENIED,
                            high_watermark=-1,
                            last_stable_offset=-1,
                            log_start_offset=-1,
                        )
                        for p in t.partitions
                    ],
                )
            )
        return resp

    return then(handler(info, req), merge)


def _split_topics(
    a: RequestAuthorizer, info: RequestInfo, topics: list[Any], op: int, name_attr: str = "name"
) -> tuple[list[Any], list[Any]]:
    kept: list[Any] = []
    denied: list[Any] = []
    for t in topics:
        (kept if a.topic(info, op, getattr(t, name_attr)) else denied).append(t)
    return kept, denied


def _topics_with_denials(
    a: RequestAuthorizer,
    info: RequestInfo,
    req: Any,
    handler: RequestHandler,
    op: int,
    denial: Callable[[Any, Any], Any],
    name_attr: str = "name",
) -> Any:
    """The request's topics that `op` is denied on are taken out before the handler runs; each comes back in the
    response's topics as `denial(response class, request topic)`."""
    kept, denied = _split_topics(a, info, req.topics, op, name_attr)
    if not denied:
        return handler(info, req)
    req.topics = kept

    def merge(resp: Any) -> Any:
        resp.topics.extend(denial(type(resp), t) for t in denied)
        return resp

    return then(handler(info, req), merge)


def _list_offsets(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    return _topics_with_denials(
        a,
        info,
        req,
        handler,
        Op.DESCRIBE,
        lambda R, t: R.ListOffsetsTopicResponse(
            name=t.name,
            partitions=[
                R.ListOffsetsPartitionResponse(
                    partition_index=p.partition_index, error_code=TOPIC_DENIED, timestamp=-1, offset=-1
                )
                for p in t.partitions
            ],
        ),
    )


def _offset_for_leader_epoch(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if req.replica_id >= 0:
        if not a.cluster(info, Op.CLUSTER_ACTION):
            raise ClusterAuthorizationError("followers need CLUSTER_ACTION on the cluster")
        return handler(info, req)
    return _topics_with_denials(
        a,
        info,
        req,
        handler,
        Op.DESCRIBE,
        lambda R, t: R.OffsetForLeaderTopicResult(
            topic=t.topic,
            partitions=[
                R.EpochEndOffset(partition=p.partition, error_code=TOPIC_DENIED, leader_epoch=-1, end_offset=-1)
                for p in t.partitions
            ],
        ),
        name_attr="topic",
    )


def _delete_records(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    return _topics_with_denials(
        a,
        info,
        req,
        handler,
        Op.DELETE,
        lambda R, t: R.DeleteRecordsTopicResult(
            name=t.name,
            partitions=[
                R.DeleteRecordsPartitionResult(
                    partition_index=p.partition_index, error_code=TOPIC_DENIED, low_watermark=-1
                )
                for p in t.partitions
            ],
        ),
    )


def _metadata(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    version = info.api_version
    image = a.image()
    denied: list[tuple[str | None, uuid.UUID]] = []
    if req.topics is not None:
        kept = []
        for t in req.topics:
            name = t.name
            if name is None:
                name = a._name_of(t.topic_id)
                if name is None:
                    kept.append(t)  # unknown id: UNKNOWN_TOPIC_ID from the handler
                    continue
            if a.topic(info, Op.DESCRIBE, name):
                if (
                    image.topics_by_name.get(name) is None
                    and req.allow_auto_topic_creation
                    and not (a.cluster(info, Op.CREATE) or a.topic(info, Op.CREATE, name))
                ):
                    denied.append((name, ZERO_UUID))  # may not create it
                    continue
                kept.append(t)
            else:
                denied.append((t.name, t.topic_id if t.name is None else ZERO_UUID))
        req.topics = kept

    def merge(resp: Any) -> Any:
        T = type(resp).MetadataResponseTopic
        if req.topics is None:  # every topic: only those the principal may describe
            resp.topics = [t for t in resp.topics if a.topic(info, Op.DESCRIBE, t.name)]
        for name, topic_id in denied:
            resp.topics.append(
                T(
                    error_code=TOPIC_DENIED,
                    name=name,
                    topic_id=topic_id,
                    is_internal=False,
                    partitions=[],
                    topic_authorized_operations=INT32_MIN,
                )
            )
        if version >= 8 and req.include_topic_authorized_operations:
            for t in resp.topics:
                if t.error_code != TOPIC_DENIED and t.name is not None:
                    t.topic_authorized_operations = a.operations(info, RT.TOPIC, t.name, TOPIC_OPERATIONS)
        if 8 <= version <= 10 and req.include_cluster_authorized_operations:
            resp.cluster_authorized_operations = a.operations(info, RT.CLUSTER, CLUSTER_NAME, CLUSTER_OPERATIONS)
        return resp

    return then(handler(info, req), merge)


def _describe_topic_partitions(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    kept, denied = _split_topics(a, info, req.topics, Op.DESCRIBE)
    listing = not req.topics
    req.topics = kept
    if denied and not kept:  # nothing left to ask: an empty list would mean every topic
        R = type_of_response(75)
        resp = R(topics=[])
        return _finish_dtp(a, info, resp, denied, listing)
    return then(handler(info, req), lambda resp: _finish_dtp(a, info, resp, denied, listing))


def type_of_response(api: int) -> Any:
    from kraftpy.protocol.api import API_BY_KEY

    return API_BY_KEY[api].response_class


def _finish_dtp(a: RequestAuthorizer, info: RequestInfo, resp: Any, denied: list[Any], listing: bool) -> Any:
    T = type(resp).DescribeTopicPartitionsResponseTopic
    if listing:
        resp.topics = [t for t in resp.topics if a.topic(info, Op.DESCRIBE, t.name)]
    for t in resp.topics:
        if t.error_code == 0:
            t.topic_authorized_operations = a.operations(info, RT.TOPIC, t.name, TOPIC_OPERATIONS)
    for t in denied:
        resp.topics.append(
            T(
                error_code=TOPIC_DENIED,
                name=t.name,
                topic_id=ZERO_UUID,
                is_internal=False,
                partitions=[],
                topic_authorized_operations=INT32_MIN,
            )
        )
    resp.topics.sort(key=lambda t: t.name or "")
    return resp


def _describe_cluster(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    def merge(resp: Any) -> Any:
        if req.include_cluster_authorized_operations:
            resp.cluster_authorized_operations = a.operations(info, RT.CLUSTER, CLUSTER_NAME, CLUSTER_OPERATIONS)
        return resp

    return then(handler(info, req), merge)


def _create_topics(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    cluster_create = a.cluster(info, Op.CREATE)
    kept: list[Any] = []
    denied: list[Any] = []
    for t in req.topics:
        (kept if cluster_create or a.topic(info, Op.CREATE, t.name) else denied).append(t)
    req.topics = kept

    def merge(resp: Any) -> Any:
        T = type(resp).CreatableTopicResult
        for t in resp.topics:
            if t.error_code == 0 and not a.topic(info, Op.DESCRIBE_CONFIGS, t.name):
                t.topic_config_error_code = TOPIC_DENIED
                t.configs = None
        for t in denied:
            resp.topics.append(
                T(
                    name=t.name,
                    error_code=TOPIC_DENIED,
                    error_message="Authorization failed.",
                    num_partitions=-1,
                    replication_factor=-1,
                )
            )
        return resp

    if not kept and denied:
        return merge(type_of_response(19)(topics=[]))
    return then(handler(info, req), merge)


def _delete_topics(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    image = a.image()
    denied: list[tuple[str | None, uuid.UUID]] = []
    by_state = info.api_version >= 6
    items = req.topics if by_state else req.topic_names
    kept = []
    for item in items:
        name = (item.name if item.name is not None else a._name_of(item.topic_id)) if by_state else item
        if name is None:
            kept.append(item)  # unknown id: the handler answers UNKNOWN_TOPIC_ID
            continue
        if a.topic(info, Op.DELETE, name):
            kept.append(item)
            continue
        # not deletable: TOPIC_AUTHORIZATION_FAILED; by id, the name is told only to who may describe it
        given_by_id = by_state and item.name is None
        shown = name if (not given_by_id or a.topic(info, Op.DESCRIBE, name)) else None
        topic_id = item.topic_id if given_by_id else ZERO_UUID
        if not given_by_id and image.topics_by_name.get(name) is not None and a.topic(info, Op.DESCRIBE, name):
            topic_id = ZERO_UUID
        denied.append((shown, topic_id))
    if by_state:
        req.topics = kept
    else:
        req.topic_names = kept

    def merge(resp: Any) -> Any:
        T = type(resp).DeletableTopicResult
        for name, topic_id in denied:
            resp.responses.append(T(name=name, topic_id=topic_id, error_code=TOPIC_DENIED))
        return resp

    if not kept and denied:
        return merge(type_of_response(20)(responses=[]))
    return then(handler(info, req), merge)


def _create_partitions(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    kept, denied = _split_topics(a, info, req.topics, Op.ALTER)
    if not denied:
        return handler(info, req)
    req.topics = kept

    def merge(resp: Any) -> Any:
        T = type(resp).CreatePartitionsTopicResult
        for t in denied:
            resp.results.append(T(name=t.name, error_code=TOPIC_DENIED, error_message="Authorization failed."))
        return resp

    if not kept:
        return merge(type_of_response(37)(results=[]))
    return then(handler(info, req), merge)


_TOPIC_RESOURCE = 2
_BROKER_RESOURCES = (4, 8)  # BROKER, BROKER_LOGGER


def _configs(op: AclOperation, api: int, results_attr: str, result_class: str) -> Rule:
    def rule(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
        kept: list[Any] = []
        denied: list[Any] = []
        for r in req.resources:
            if r.resource_type == _TOPIC_RESOURCE:
                ok = a.topic(info, op, r.resource_name)
                code = TOPIC_DENIED
            elif r.resource_type in _BROKER_RESOURCES:
                ok = a.cluster(info, op)
                code = int(E.CLUSTER_AUTHORIZATION_FAILED)
            else:
                ok, code = True, 0
            if ok:
                kept.append(r)
            else:
                denied.append((r, code))
        if not denied:
            return handler(info, req)
        req.resources = kept

        def merge(resp: Any) -> Any:
            R = getattr(type(resp), result_class)
            for r, code in denied:
                getattr(resp, results_attr).append(
                    R(
                        error_code=code,
                        error_message="Authorization failed.",
                        resource_type=r.resource_type,
                        resource_name=r.resource_name,
                    )
                )
            return resp

        if not kept:
            return merge(type_of_response(api)())
        return then(handler(info, req), merge)

    return rule


def _find_coordinator(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    txn = req.key_type == 1
    rtype = RT.TRANSACTIONAL_ID if txn else RT.GROUP
    code = int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED) if txn else GROUP_DENIED
    if info.api_version < 4:
        if not a.allowed(info, Op.DESCRIBE, rtype, req.key):
            raise ProtocolError("not authorized", error_code=code)
        return handler(info, req)
    keys = list(req.coordinator_keys)
    kept = [k for k in keys if a.allowed(info, Op.DESCRIBE, rtype, k)]
    denied = [k for k in keys if k not in kept]
    if not denied:
        return handler(info, req)
    req.coordinator_keys = kept

    def merge(resp: Any) -> Any:
        C = type(resp).Coordinator
        for k in denied:
            resp.coordinators.append(
                C(key=k, node_id=-1, host="", port=-1, error_code=code, error_message="Not authorized.")
            )
        return resp

    if not kept:
        return merge(type_of_response(10)())
    return then(handler(info, req), merge)


def _group_read(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if not a.group(info, Op.READ, req.group_id):
        raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
    return handler(info, req)


def _consumer_group_heartbeat(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if not a.group(info, Op.READ, req.group_id):
        raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
    for name in req.subscribed_topic_names or ():
        if not a.topic(info, Op.DESCRIBE, name):
            raise ProtocolError(f"not authorized to describe topic {name}", error_code=TOPIC_DENIED)
    return handler(info, req)


def _offset_commit(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if not a.group(info, Op.READ, req.group_id):
        raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
    kept: list[Any] = []
    denied: list[Any] = []
    for t in req.topics:
        name = t.name if t.name else a._name_of(t.topic_id)
        (kept if name is None or a.topic(info, Op.READ, name) else denied).append(t)
    if not denied:
        return handler(info, req)
    req.topics = kept

    def merge(resp: Any) -> Any:
        T = type(resp).OffsetCommitResponseTopic
        P = type(resp).OffsetCommitResponsePartition
        for t in denied:
            resp.topics.append(
                T(
                    name=t.name,
                    topic_id=t.topic_id,
                    partitions=[P(partition_index=p.partition_index, error_code=TOPIC_DENIED) for p in t.partitions],
                )
            )
        return resp

    if not kept:
        return merge(type_of_response(8)())
    return then(handler(info, req), merge)


def _offset_fetch(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if info.api_version < 8:
        if not a.group(info, Op.DESCRIBE, req.group_id):
            raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
        requested = req.topics
        kept, denied = ([], []) if requested is None else _split_topics(a, info, requested, Op.DESCRIBE)
        if requested is not None:
            req.topics = kept

        def merge_old(resp: Any) -> Any:
            T = type(resp).OffsetFetchResponseTopic
            P = type(resp).OffsetFetchResponsePartition
            if requested is None:
                resp.topics = [t for t in resp.topics if a.topic(info, Op.DESCRIBE, t.name)]
            for t in denied:
                resp.topics.append(
                    T(
                        name=t.name,
                        partitions=[
                            P(partition_index=i, committed_offset=-1, error_code=TOPIC_DENIED)
                            for i in t.partition_indexes
                        ],
                    )
                )
            return resp

        return then(handler(info, req), merge_old)
    groups_denied = [g for g in req.groups if not a.group(info, Op.DESCRIBE, g.group_id)]
    req.groups = [g for g in req.groups if g not in groups_denied]
    topics_denied: dict[str, list[Any]] = {}
    all_topics: set[str] = set()
    for g in req.groups:
        if g.topics is None:
            all_topics.add(g.group_id)
            continue
        kept = []
        for t in g.topics:
            name = t.name if t.name else a._name_of(t.topic_id)
            if name is None or a.topic(info, Op.DESCRIBE, name):
                kept.append(t)
            else:
                topics_denied.setdefault(g.group_id, []).append(t)
        g.topics = kept

    def merge(resp: Any) -> Any:
        G = type(resp).OffsetFetchResponseGroup
        T = type(resp).OffsetFetchResponseTopics
        P = type(resp).OffsetFetchResponsePartitions
        for g in resp.groups:
            if g.group_id in all_topics:
                g.topics = [t for t in g.topics if a.topic(info, Op.DESCRIBE, t.name)]
            for t in topics_denied.get(g.group_id, ()):
                g.topics.append(
                    T(
                        name=t.name,
                        topic_id=t.topic_id,
                        partitions=[
                            P(partition_index=i, committed_offset=-1, error_code=TOPIC_DENIED)
                            for i in t.partition_indexes
                        ],
                    )
                )
        for g in groups_denied:
            resp.groups.append(G(group_id=g.group_id, error_code=GROUP_DENIED, topics=[]))
        return resp

    if not req.groups:
        return merge(type_of_response(9)())
    return then(handler(info, req), merge)


def _offset_delete(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if not a.group(info, Op.DELETE, req.group_id):
        raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
    return _topics_with_denials(
        a,
        info,
        req,
        handler,
        Op.READ,
        lambda R, t: R.OffsetDeleteResponseTopic(
            name=t.name,
            partitions=[
                R.OffsetDeleteResponsePartition(partition_index=p.partition_index, error_code=TOPIC_DENIED)
                for p in t.partitions
            ],
        ),
    )


def _describe_groups(ids_attr: str, api: int) -> Rule:
    def rule(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
        ids = list(getattr(req, ids_attr))
        kept = [g for g in ids if a.group(info, Op.DESCRIBE, g)]
        denied = [g for g in ids if g not in kept]
        setattr(req, ids_attr, kept)

        def merge(resp: Any) -> Any:
            G = type(resp).DescribedGroup
            for g in resp.groups:
                if g.error_code == 0 and req.include_authorized_operations:
                    g.authorized_operations = a.operations(info, RT.GROUP, g.group_id, GROUP_OPERATIONS)
            for g in denied:
                resp.groups.append(G(group_id=g, error_code=GROUP_DENIED, authorized_operations=INT32_MIN))
            return resp

        if not kept:
            return merge(type_of_response(api)())
        return then(handler(info, req), merge)

    return rule


def _list_groups(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if a.cluster(info, Op.DESCRIBE):
        return handler(info, req)

    def merge(resp: Any) -> Any:
        resp.groups = [g for g in resp.groups if a.group(info, Op.DESCRIBE, g.group_id)]
        return resp

    return then(handler(info, req), merge)


def _delete_groups(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    names = list(req.groups_names)
    kept = [g for g in names if a.group(info, Op.DELETE, g)]
    denied = [g for g in names if g not in kept]
    if not denied:
        return handler(info, req)
    req.groups_names = kept

    def merge(resp: Any) -> Any:
        R = type(resp).DeletableGroupResult
        for g in denied:
            resp.results.append(R(group_id=g, error_code=GROUP_DENIED))
        return resp

    if not kept:
        return merge(type_of_response(42)())
    return then(handler(info, req), merge)


def _init_producer_id(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if req.transactional_id is not None:
        if not a.allowed(info, Op.WRITE, RT.TRANSACTIONAL_ID, req.transactional_id):
            raise ProtocolError(
                "transactional id not authorized", error_code=int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED)
            )
    elif not (
        a.cluster(info, Op.IDEMPOTENT_WRITE)
        or a.authorizer.authorize_any(a.image().acls, info.principal, info.client_host, Op.WRITE, RT.TOPIC)
    ):
        raise ClusterAuthorizationError("idempotent producers need IDEMPOTENT_WRITE on the cluster or WRITE on a topic")
    return handler(info, req)


def _alter_cluster_elements(api: int) -> Rule:
    """CreateAcls, DeleteAcls, AlterUserScramCredentials: ALTER on the cluster, answered per element."""

    def rule(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
        if a.cluster(info, Op.ALTER):
            return handler(info, req)
        R = type_of_response(api)
        code = int(E.CLUSTER_AUTHORIZATION_FAILED)
        message = "Not authorized to ALTER the cluster."
        if api == K.CREATE_ACLS:
            return R(results=[R.AclCreationResult(error_code=code, error_message=message) for _ in req.creations])
        if api == K.DELETE_ACLS:
            return R(
                filter_results=[R.DeleteAclsFilterResult(error_code=code, error_message=message) for _ in req.filters]
            )
        users: list[str] = []
        for item in [*req.deletions, *req.upsertions]:
            if item.name not in users:
                users.append(item.name)
        return R(
            results=[R.AlterUserScramCredentialsResult(user=u, error_code=code, error_message=message) for u in users]
        )

    return rule


_RULES: dict[int, Rule] = {
    K.PRODUCE: _produce,
    K.FETCH: _fetch,
    K.LIST_OFFSETS: _list_offsets,
    K.METADATA: _metadata,
    K.OFFSET_COMMIT: _offset_commit,
    K.OFFSET_FETCH: _offset_fetch,
    K.FIND_COORDINATOR: _find_coordinator,
    K.JOIN_GROUP: _group_read,
    K.HEARTBEAT: _group_read,
    K.LEAVE_GROUP: _group_read,
    K.SYNC_GROUP: _group_read,
    K.DESCRIBE_GROUPS: _describe_groups("groups", K.DESCRIBE_GROUPS),
    K.LIST_GROUPS: _list_groups,
    K.CREATE_TOPICS: _create_topics,
    K.DELETE_TOPICS: _delete_topics,
    K.DELETE_RECORDS: _delete_records,
    K.INIT_PRODUCER_ID: _init_producer_id,
    K.OFFSET_FOR_LEADER_EPOCH: _offset_for_leader_epoch,
    K.DESCRIBE_CONFIGS: _configs(Op.DESCRIBE_CONFIGS, K.DESCRIBE_CONFIGS, "results", "DescribeConfigsResult"),
    K.ALTER_CONFIGS: _configs(Op.ALTER_CONFIGS, K.ALTER_CONFIGS, "responses", "AlterConfigsResourceResponse"),
    K.CREATE_PARTITIONS: _create_partitions,
    K.DELETE_GROUPS: _delete_groups,
    K.INCREMENTAL_ALTER_CONFIGS: _configs(
        Op.ALTER_CONFIGS, K.INCREMENTAL_ALTER_CONFIGS, "responses", "AlterConfigsResourceResponse"
    ),
    K.OFFSET_DELETE: _offset_delete,
    K.DESCRIBE_CLUSTER: _describe_cluster,
    K.CONSUMER_GROUP_HEARTBEAT: _consumer_group_heartbeat,
    K.CONSUMER_GROUP_DESCRIBE: _describe_groups("group_ids", K.CONSUMER_GROUP_DESCRIBE),
    K.DESCRIBE_TOPIC_PARTITIONS: _describe_topic_partitions,
    **{api: _alter_cluster_elements(api) for api in _ALTER_CLUSTER_ELEMENTS},
}
