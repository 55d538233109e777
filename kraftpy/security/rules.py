"""Which operation on which resource every API needs (Kafka's mapping), applied around the request handlers.

Default deny: every API a node serves has its rule here (`rule_for`), one of "nothing needed" (ApiVersions and the
SASL APIs, `NO_AUTHORIZATION`), a cluster operation (`CLUSTER_RULES`, and `CONTROLLER_CLUSTER_RULES` on the
controller listeners, as Kafka's ControllerApis), or a function of the request. `RequestAuthorizer.wrap(api,
handler)` returns a handler that applies the rule before the real handler runs; an API without a rule is refused
with CLUSTER_AUTHORIZATION_FAILED, whoever asks. A request that needs a cluster permission it lacks fails with
CLUSTER_AUTHORIZATION_FAILED (the dispatcher puts the code in every error field of the response); a request about
several topics or groups is split, the handler sees only the authorized part, and the rest is answered with
TOPIC_AUTHORIZATION_FAILED / GROUP_AUTHORIZATION_FAILED / TRANSACTIONAL_ID_AUTHORIZATION_FAILED in the places
Kafka puts them. A topic id the node's image does not know is answered UNKNOWN_TOPIC_ID here, without reaching
the handler. Handlers whose answer depends on more than the request names (a consumer's fetch session, the paging
of DescribeTopicPartitions, regular-expression subscriptions) ask `RequestInfo.may` themselves for each resource
they would serve or name; the `RequestAuthorizer` is every request's `RequestInfo.access`. Authorized-operations
fields asked for in Metadata, DescribeCluster, DescribeTopicPartitions, DescribeGroups and ConsumerGroupDescribe are
computed from the ACLs. Without an authorizer nothing is wrapped: the handlers run as they are and cost nothing
more.

| API | needs |
|---|---|
| Produce | WRITE on each topic (TOPIC_AUTHORIZATION_FAILED per partition); WRITE on the transactional id if any |
| Fetch (broker listeners) | consumers: READ on each topic of the request and of its fetch session, on every request (checked by the fetch handler); followers (replica id >= 0): CLUSTER_ACTION on the cluster |
| Fetch (controller listeners: raft's Fetch of the metadata log) | CLUSTER_ACTION on the cluster |
| ListOffsets, OffsetForLeaderEpoch (consumers) | DESCRIBE on each topic; OffsetForLeaderEpoch from a follower: CLUSTER_ACTION |
| Metadata | DESCRIBE on each topic: a named topic the principal may not describe is TOPIC_AUTHORIZATION_FAILED whether it exists or not; a listing of all topics (null, or an empty list in v0) leaves such topics out; auto-creation needs CREATE on the cluster or the topic |
| DescribeTopicPartitions (KIP-966) | DESCRIBE on each topic (TOPIC_AUTHORIZATION_FAILED, zero topic id); a listing pages over describable topics only (checked by the handler) |
| CreateTopics | CREATE on the cluster or the topic; DESCRIBE_CONFIGS on the topic to see its configs |
| DeleteTopics | DELETE on the topic; a topic that cannot be described is TOPIC_AUTHORIZATION_FAILED too (never UNKNOWN_TOPIC_OR_PARTITION) |
| CreatePartitions | ALTER on the topic |
| DeleteRecords | DELETE on the topic |
| DescribeConfigs / AlterConfigs / IncrementalAlterConfigs | DESCRIBE_CONFIGS / ALTER_CONFIGS on the topic, on the cluster for brokers (CLUSTER_AUTHORIZATION_FAILED), on the group for groups (GROUP_AUTHORIZATION_FAILED) |
| ElectLeaders (KIP-183, and v3 of KIP-966) | ALTER on the cluster (seed 004 and released Kafka; seed 001 names CLUSTER_ACTION for v3, which kraftpy does not apply) |
| AlterPartitionReassignments, UpdateFeatures, UnregisterBroker, AddRaftVoter, RemoveRaftVoter, CreateAcls, DeleteAcls, AlterUserScramCredentials | ALTER on the cluster |
| ListPartitionReassignments, DescribeQuorum, DescribeAcls, DescribeUserScramCredentials, DescribeLogDirs | DESCRIBE on the cluster |
| DescribeClientQuotas / AlterClientQuotas | DESCRIBE_CONFIGS / ALTER_CONFIGS on the cluster (AlterClientQuotas answered per entity) |
| GetReplicaLogInfo (KIP-966), AlterPartition, BrokerRegistration, BrokerHeartbeat, AllocateProducerIds, Vote, BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot, UpdateRaftVoter | CLUSTER_ACTION on the cluster |
| Envelope (a broker forwarding a client's admin request) | CLUSTER_ACTION on the cluster for the broker; then the forwarded request's own rule for the client's principal and address |
| FindCoordinator | DESCRIBE on the group (GROUP_AUTHORIZATION_FAILED) or transactional id |
| JoinGroup, SyncGroup, Heartbeat, LeaveGroup, ConsumerGroupHeartbeat | READ on the group (ConsumerGroupHeartbeat: DESCRIBE on the subscribed topics too; a regular expression matches only topics the member may describe) |
| OffsetCommit | READ on the group, READ on each topic |
| OffsetFetch | DESCRIBE on the group, DESCRIBE on each topic (a fetch of all offsets leaves other topics out) |
| OffsetDelete | DELETE on the group, READ on each topic |
| DescribeGroups, ConsumerGroupDescribe | DESCRIBE on each group; ConsumerGroupDescribe: a group whose assignments name a topic the principal may not describe is TOPIC_AUTHORIZATION_FAILED, without members |
| ListGroups | DESCRIBE on the cluster, else only the groups the principal may describe |
| DeleteGroups | DELETE on each group |
| InitProducerId | WRITE on the transactional id; without one, IDEMPOTENT_WRITE on the cluster or WRITE on some topic |
| AddPartitionsToTxn | v0-3: WRITE on the transactional id and on each topic; v4+ (brokers verifying): CLUSTER_ACTION |
| AddOffsetsToTxn, TxnOffsetCommit | WRITE on the transactional id, READ on the group (TxnOffsetCommit: READ on each topic too) |
| EndTxn | WRITE on the transactional id |
| WriteTxnMarkers | CLUSTER_ACTION on the cluster |
| DescribeProducers | READ on each topic |
| DescribeTransactions, ListTransactions | DESCRIBE on each transactional id (a listing leaves the others out) |
| DescribeCluster | nothing (the authorized operations when asked) |
| ApiVersions, SaslHandshake, SaslAuthenticate | nothing |

(This module is over ~800 lines: it is the one table of every API's rule, each rule next to the others, so that
what an API needs is read in one place.)
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from kraftpy.metadata.acls import (
    CLUSTER_NAME,
    CLUSTER_OPERATIONS,
    GROUP_OPERATIONS,
    TOPIC_OPERATIONS,
    AclOperation,
    ResourceType,
)
from kraftpy.metadata.config_types import ResourceType as ConfigResourceType
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages import ApiKey as K
from kraftpy.runtime import Deferred, RequestHandler, RequestInfo

from .acl import Authorizer

__all__ = ["CLUSTER_RULES", "CONTROLLER_CLUSTER_RULES", "NO_AUTHORIZATION", "RequestAuthorizer", "rule_for"]

log = logging.getLogger(__name__)

Op = AclOperation
RT = ResourceType
E = ErrorCode
INT32_MIN = -(2**31)
ZERO_UUID = uuid.UUID(int=0)
TOPIC_DENIED = int(E.TOPIC_AUTHORIZATION_FAILED)
GROUP_DENIED = int(E.GROUP_AUTHORIZATION_FAILED)
UNKNOWN_ID = int(E.UNKNOWN_TOPIC_ID)

#: APIs any principal may call, authenticated or not (a SASL listener reads nothing else before authentication)
NO_AUTHORIZATION: frozenset[int] = frozenset({K.API_VERSIONS, K.SASL_HANDSHAKE, K.SASL_AUTHENTICATE})

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
    K.DESCRIBE_CLIENT_QUOTAS: Op.DESCRIBE_CONFIGS,
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
    K.ENVELOPE: Op.CLUSTER_ACTION,
    K.WRITE_TXN_MARKERS: Op.CLUSTER_ACTION,
}
#: On controller listeners (Kafka's ControllerApis), where these APIs read or write the metadata quorum itself:
#: Fetch there is raft's Fetch of `__cluster_metadata`, the log that holds every ACL and SCRAM credential
CONTROLLER_CLUSTER_RULES: dict[int, AclOperation] = {K.FETCH: Op.CLUSTER_ACTION}
#: ALTER on the cluster, answered per element (their responses have no top-level error code)
_ALTER_CLUSTER_ELEMENTS = {K.CREATE_ACLS, K.DELETE_ACLS, K.ALTER_USER_SCRAM_CREDENTIALS, K.ALTER_CLIENT_QUOTAS}


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
    """The authorizer applied to requests: `wrap` puts each API's rule around its handler; as the requests'
    `RequestInfo.access` it answers the handlers' own questions (`allowed`)."""

    def __init__(
        self,
        authorizer: Authorizer,
        image: Callable[[], MetadataImage],
        controller_listeners: Iterable[str] = (),
    ) -> None:
        self.authorizer = authorizer
        self.image = image
        #: the listeners of the controller role (Kafka's ControllerApis), whose rules differ for some APIs
        self.controller_listeners = frozenset(controller_listeners)

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
        """`handler` behind the rule of `api` on each kind of listener (`rule_for`). An API without a rule is
        refused with CLUSTER_AUTHORIZATION_FAILED: nothing is served that no rule names."""
        on_brokers = rule_for(api, controller=False)
        on_controllers = rule_for(api, controller=True)
        broker_side = self._guarded(api, on_brokers, handler)
        if on_controllers is on_brokers or not self.controller_listeners:
            return broker_side
        controller_side = self._guarded(api, on_controllers, handler)
        controllers = self.controller_listeners

        def by_listener(info: RequestInfo, req: Any) -> Any:
            return (controller_side if info.listener in controllers else broker_side)(info, req)

        return by_listener

    @staticmethod
    def unchecked(api: int) -> bool:
        """Whether `api` needs no authorization on any listener (ApiVersions and the SASL APIs)."""
        return api in NO_AUTHORIZATION

    def _guarded(self, api: int, rule: Rule | None, handler: RequestHandler) -> RequestHandler:
        if rule is None:
            name = _api_name(api)
            log.error("%s has no authorization rule: every request is refused", name)

            def refused(info: RequestInfo, req: Any) -> Any:
                raise ClusterAuthorizationError(f"{name} has no authorization rule on listener {info.listener}")

            return refused
        if rule is _no_authorization:
            return handler

        def checked(info: RequestInfo, req: Any) -> Any:
            return rule(self, info, req, handler)

        return checked


def _api_name(api: int) -> str:
    info = API_BY_KEY.get(api)
    return f"API key {api}" if info is None else info.name


# -- the rules: (authorizer, info, request, handler) -> the answer ---------------------------------------------

Rule = Callable[[RequestAuthorizer, RequestInfo, Any, RequestHandler], Any]


def _produce(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    if req.transactional_id is not None and not a.allowed(info, Op.WRITE, RT.TRANSACTIONAL_ID, req.transactional_id):
        raise ProtocolError("transactional id not authorized", error_code=int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED))
    denied: list[tuple[Any, int]] = []
    kept = []
    for t in req.topic_data:
        name = t.name if t.name else a._name_of(t.topic_id)
        if name is None:
            denied.append((t, UNKNOWN_ID))  # an unknown topic id: nothing is written
        elif a.topic(info, Op.WRITE, name):
            kept.append(t)
        else:
            denied.append((t, TOPIC_DENIED))
    if not denied:
        return handler(info, req)
    req.topic_data = kept

    def merge(resp: Any) -> Any:
        if resp is None:
            return None
        cls = type(resp)
        T = cls.TopicProduceResponse
        P = cls.PartitionProduceResponse
        for t, code in denied:
            resp.responses.append(
                T(
                    name=t.name,
                    topic_id=t.topic_id,
                    partition_responses=[P(index=p.index, error_code=code, base_offset=-1) for p in t.partition_data],
                )
            )
        return resp

    return then(handler(info, req), merge)


def _fetch(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """Followers (replica id >= 0) need CLUSTER_ACTION: without it every partition is TOPIC_AUTHORIZATION_FAILED.
    Consumers need READ on each topic they read, on every request: the fetch handler asks `info.may` for every
    partition it would read, those of the request and those its fetch session holds, so this rule passes them on."""
    replica = req.replica_id
    if replica < 0 and req.replica_state is not None:
        replica = req.replica_state.replica_id
    if replica < 0 or a.cluster(info, Op.CLUSTER_ACTION):
        return handler(info, req)
    R = type_of_response(K.FETCH)
    return R(
        error_code=0,
        session_id=0,
        responses=[
            R.FetchableTopicResponse(
                topic=t.topic,
                topic_id=t.topic_id,
                partitions=[
                    R.PartitionData(
                        partition_index=p.partition,
                        error_code=TOPIC_DENIED,
                        high_watermark=-1,
                        last_stable_offset=-1,
                        log_start_offset=-1,
                    )
                    for p in t.partitions
                ],
            )
            for t in req.topics
        ],
    )


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
    denied: list[tuple[str | None, uuid.UUID, int]] = []
    # every topic: null, or in v0 an empty list; only those the principal may describe are answered
    listing = req.topics is None or (version == 0 and not req.topics)
    if not listing:
        kept = []
        for t in req.topics:
            name = t.name
            if name is None:
                name = a._name_of(t.topic_id)
                if name is None:
                    denied.append((None, t.topic_id, UNKNOWN_ID))
                    continue
            if a.topic(info, Op.DESCRIBE, name):
                if (
                    image.topics_by_name.get(name) is None
                    and req.allow_auto_topic_creation
                    and not (a.cluster(info, Op.CREATE) or a.topic(info, Op.CREATE, name))
                ):
                    denied.append((name, ZERO_UUID, TOPIC_DENIED))  # may not create it
                    continue
                kept.append(t)
            else:
                denied.append((t.name, t.topic_id if t.name is None else ZERO_UUID, TOPIC_DENIED))
        req.topics = kept
    # nothing left to ask, which v0 reads as every topic: the answer keeps the brokers and drops the topics
    emptied = not listing and not req.topics

    def merge(resp: Any) -> Any:
        T = type(resp).MetadataResponseTopic
        if emptied:
            resp.topics = []
        elif listing:
            resp.topics = [t for t in resp.topics if a.topic(info, Op.DESCRIBE, t.name)]
        for name, topic_id, code in denied:
            resp.topics.append(
                T(
                    error_code=code,
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
    """DESCRIBE on each topic. The handler asks `info.may` itself, since paging depends on it: a listing pages over
    the topics the principal may describe only, a named topic it may not is TOPIC_AUTHORIZATION_FAILED with a zero
    topic id, and neither the cursor nor the 20-topic limit counts or names the others. Here: the authorized
    operations of each topic served."""

    def finish(resp: Any) -> Any:
        for t in resp.topics:
            if t.error_code == 0:
                t.topic_authorized_operations = a.operations(info, RT.TOPIC, t.name, TOPIC_OPERATIONS)
        return resp

    return then(handler(info, req), finish)


def type_of_response(api: int) -> Any:
    return API_BY_KEY[api].response_class


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
        return merge(type_of_response(K.CREATE_TOPICS)(topics=[]))
    return then(handler(info, req), merge)


def _delete_topics(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    image = a.image()
    denied: list[tuple[str | None, uuid.UUID, int]] = []
    by_state = info.api_version >= 6
    items = req.topics if by_state else req.topic_names
    kept = []
    for item in items:
        name = (item.name if item.name is not None else a._name_of(item.topic_id)) if by_state else item
        if name is None:
            denied.append((None, item.topic_id, UNKNOWN_ID))  # an unknown id: nothing is deleted
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
        denied.append((shown, topic_id, TOPIC_DENIED))
    if by_state:
        req.topics = kept
    else:
        req.topic_names = kept

    def merge(resp: Any) -> Any:
        T = type(resp).DeletableTopicResult
        for name, topic_id, code in denied:
            resp.responses.append(T(name=name, topic_id=topic_id, error_code=code))
        return resp

    if not kept and denied:
        return merge(type_of_response(K.DELETE_TOPICS)(responses=[]))
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
        return merge(type_of_response(K.CREATE_PARTITIONS)(results=[]))
    return then(handler(info, req), merge)


_BROKER_RESOURCES = (ConfigResourceType.BROKER, ConfigResourceType.BROKER_LOGGER)


def _configs(op: AclOperation, api: int, results_attr: str, result_class: str) -> Rule:
    def rule(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
        kept: list[Any] = []
        denied: list[Any] = []
        for r in req.resources:
            if r.resource_type == ConfigResourceType.TOPIC:
                ok = a.topic(info, op, r.resource_name)
                code = TOPIC_DENIED
            elif r.resource_type in _BROKER_RESOURCES:
                ok = a.cluster(info, op)
                code = int(E.CLUSTER_AUTHORIZATION_FAILED)
            elif r.resource_type == ConfigResourceType.GROUP:  # group configs (KIP-848)
                ok = a.group(info, op, r.resource_name)
                code = int(E.GROUP_AUTHORIZATION_FAILED)
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
        return merge(type_of_response(K.FIND_COORDINATOR)())
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
        if name is None:
            denied.append((t, UNKNOWN_ID))
        elif a.topic(info, Op.READ, name):
            kept.append(t)
        else:
            denied.append((t, TOPIC_DENIED))
    if not denied:
        return handler(info, req)
    req.topics = kept

    def merge(resp: Any) -> Any:
        T = type(resp).OffsetCommitResponseTopic
        P = type(resp).OffsetCommitResponsePartition
        for t, code in denied:
            resp.topics.append(
                T(
                    name=t.name,
                    topic_id=t.topic_id,
                    partitions=[P(partition_index=p.partition_index, error_code=code) for p in t.partitions],
                )
            )
        return resp

    if not kept:
        return merge(type_of_response(K.OFFSET_COMMIT)())
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
    topics_denied: dict[str, list[tuple[Any, int]]] = {}
    all_topics: set[str] = set()
    for g in req.groups:
        if g.topics is None:
            all_topics.add(g.group_id)
            continue
        kept = []
        for t in g.topics:
            name = t.name if t.name else a._name_of(t.topic_id)
            if name is None:
                topics_denied.setdefault(g.group_id, []).append((t, UNKNOWN_ID))
            elif a.topic(info, Op.DESCRIBE, name):
                kept.append(t)
            else:
                topics_denied.setdefault(g.group_id, []).append((t, TOPIC_DENIED))
        g.topics = kept

    def merge(resp: Any) -> Any:
        G = type(resp).OffsetFetchResponseGroup
        T = type(resp).OffsetFetchResponseTopics
        P = type(resp).OffsetFetchResponsePartitions
        for g in resp.groups:
            if g.group_id in all_topics:
                g.topics = [t for t in g.topics if a.topic(info, Op.DESCRIBE, t.name)]
            for t, code in topics_denied.get(g.group_id, ()):
                g.topics.append(
                    T(
                        name=t.name,
                        topic_id=t.topic_id,
                        partitions=[
                            P(partition_index=i, committed_offset=-1, error_code=code) for i in t.partition_indexes
                        ],
                    )
                )
        for g in groups_denied:
            resp.groups.append(G(group_id=g.group_id, error_code=GROUP_DENIED, topics=[]))
        return resp

    if not req.groups:
        return merge(type_of_response(K.OFFSET_FETCH)())
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
            if api == K.CONSUMER_GROUP_DESCRIBE:  # assignments name topics: hide a group that names one it may not see
                for i, g in enumerate(resp.groups):
                    if g.error_code == 0 and not _assignments_describable(a, info, g):
                        resp.groups[i] = G(
                            group_id=g.group_id,
                            error_code=TOPIC_DENIED,
                            error_message="The group has described topic(s) that the client is not authorized to "
                            "describe.",
                            authorized_operations=INT32_MIN,
                        )
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


def _assignments_describable(a: RequestAuthorizer, info: RequestInfo, group: Any) -> bool:
    """Whether the principal may DESCRIBE every topic in the current and target assignments of a described
    consumer group (Kafka 4 answers a group naming any other one with TOPIC_AUTHORIZATION_FAILED, no members)."""
    for m in group.members:
        for assignment in (m.assignment, m.target_assignment):
            for tp in assignment.topic_partitions if assignment is not None else ():
                if not a.topic(info, Op.DESCRIBE, tp.topic_name):
                    return False
    return True


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
        return merge(type_of_response(K.DELETE_GROUPS)())
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
    """CreateAcls, DeleteAcls, AlterUserScramCredentials: ALTER on the cluster, answered per element;
    AlterClientQuotas the same with ALTER_CONFIGS."""

    op = Op.ALTER_CONFIGS if api == K.ALTER_CLIENT_QUOTAS else Op.ALTER

    def rule(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
        if a.cluster(info, op):
            return handler(info, req)
        R = type_of_response(api)
        code = int(E.CLUSTER_AUTHORIZATION_FAILED)
        message = f"Not authorized to {op.name} the cluster."
        if api == K.ALTER_CLIENT_QUOTAS:
            return R(
                entries=[
                    R.EntryData(
                        error_code=code,
                        error_message=message,
                        entity=[R.EntityData(entity_type=x.entity_type, entity_name=x.entity_name) for x in e.entity],
                    )
                    for e in req.entries
                ]
            )
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


# -- transactions ------------------------------------------------------------------------------------------------

TXN_DENIED = int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED)
NOT_ATTEMPTED = int(E.OPERATION_NOT_ATTEMPTED)


def _txn_id(a: RequestAuthorizer, info: RequestInfo, op: int, transactional_id: str) -> bool:
    return a.allowed(info, op, RT.TRANSACTIONAL_ID, transactional_id)


def _add_partitions_to_txn(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """v4+ (sent by brokers, batched, VerifyOnly): CLUSTER_ACTION. v0-3 (clients): WRITE on the transactional id
    (else TRANSACTIONAL_ID_AUTHORIZATION_FAILED for every partition) and on each topic (else the whole request fails:
    TOPIC_AUTHORIZATION_FAILED for those, OPERATION_NOT_ATTEMPTED for the others), as Kafka answers."""
    if info.api_version >= 4:
        if not a.cluster(info, Op.CLUSTER_ACTION):
            raise ClusterAuthorizationError("AddPartitionsToTxn v4+ is for brokers: CLUSTER_ACTION on the cluster")
        return handler(info, req)
    topics = req.v3_and_below_topics
    if _txn_id(a, info, Op.WRITE, req.v3_and_below_transactional_id):
        denied = {t.name for t in topics if not a.topic(info, Op.WRITE, t.name)}
        if not denied:
            return handler(info, req)
    else:
        denied = None  # every partition: the transactional id is denied
    R = type_of_response(K.ADD_PARTITIONS_TO_TXN)
    results = []
    for t in topics:
        code = TXN_DENIED if denied is None else (TOPIC_DENIED if t.name in denied else NOT_ATTEMPTED)
        results.append(
            R.AddPartitionsToTxnTopicResult(
                name=t.name,
                results_by_partition=[
                    R.AddPartitionsToTxnPartitionResult(partition_index=p, partition_error_code=code)
                    for p in t.partitions
                ],
            )
        )
    return R(results_by_topic_v3_and_below=results)


def _add_offsets_to_txn(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """WRITE on the transactional id, READ on the group."""
    if not _txn_id(a, info, Op.WRITE, req.transactional_id):
        raise ProtocolError("transactional id not authorized", error_code=TXN_DENIED)
    if not a.group(info, Op.READ, req.group_id):
        raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
    return handler(info, req)


def _end_txn(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """WRITE on the transactional id."""
    if not _txn_id(a, info, Op.WRITE, req.transactional_id):
        raise ProtocolError("transactional id not authorized", error_code=TXN_DENIED)
    return handler(info, req)


def _txn_offset_commit(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """WRITE on the transactional id and READ on the group (else that code for every partition), READ on each
    topic (TOPIC_AUTHORIZATION_FAILED for those; the others are committed)."""
    if not _txn_id(a, info, Op.WRITE, req.transactional_id):
        raise ProtocolError("transactional id not authorized", error_code=TXN_DENIED)
    if not a.group(info, Op.READ, req.group_id):
        raise ProtocolError("group not authorized", error_code=GROUP_DENIED)
    return _topics_with_denials(
        a,
        info,
        req,
        handler,
        Op.READ,
        lambda R, t: R.TxnOffsetCommitResponseTopic(
            name=t.name,
            partitions=[
                R.TxnOffsetCommitResponsePartition(partition_index=p.partition_index, error_code=TOPIC_DENIED)
                for p in t.partitions
            ],
        ),
    )


def _describe_producers(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """READ on each topic."""
    return _topics_with_denials(
        a,
        info,
        req,
        handler,
        Op.READ,
        lambda R, t: R.TopicResponse(
            name=t.name,
            partitions=[
                R.PartitionResponse(partition_index=i, error_code=TOPIC_DENIED, error_message=None)
                for i in t.partition_indexes
            ],
        ),
    )


def _describe_transactions(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """DESCRIBE on each transactional id (else TRANSACTIONAL_ID_AUTHORIZATION_FAILED for it); the partitions of a
    described transaction are named only for topics the principal may describe."""
    ids = list(req.transactional_ids)
    denied = [t for t in ids if not _txn_id(a, info, Op.DESCRIBE, t)]
    req.transactional_ids = [t for t in ids if t not in denied]

    def merge(resp: Any) -> Any:
        S = type(resp).TransactionState
        for state in resp.transaction_states:
            state.topics = [t for t in state.topics if a.topic(info, Op.DESCRIBE, t.topic)]
        for t in denied:
            resp.transaction_states.append(S(error_code=TXN_DENIED, transactional_id=t))
        return resp

    if not req.transactional_ids:
        return merge(type_of_response(K.DESCRIBE_TRANSACTIONS)())
    return then(handler(info, req), merge)


def _list_transactions(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """Only the transactions whose transactional id the principal may DESCRIBE are listed."""

    def merge(resp: Any) -> Any:
        resp.transaction_states = [
            t for t in resp.transaction_states if _txn_id(a, info, Op.DESCRIBE, t.transactional_id)
        ]
        return resp

    return then(handler(info, req), merge)


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
    K.ADD_PARTITIONS_TO_TXN: _add_partitions_to_txn,
    K.ADD_OFFSETS_TO_TXN: _add_offsets_to_txn,
    K.END_TXN: _end_txn,
    K.TXN_OFFSET_COMMIT: _txn_offset_commit,
    K.DESCRIBE_PRODUCERS: _describe_producers,
    K.DESCRIBE_TRANSACTIONS: _describe_transactions,
    K.LIST_TRANSACTIONS: _list_transactions,
    **{api: _alter_cluster_elements(api) for api in _ALTER_CLUSTER_ELEMENTS},
}


def _no_authorization(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
    """ApiVersions, SaslHandshake, SaslAuthenticate: nothing to authorize (`wrap` serves them unwrapped)."""
    return handler(info, req)


def _cluster_rule(op: AclOperation) -> Rule:
    def cluster_checked(a: RequestAuthorizer, info: RequestInfo, req: Any, handler: RequestHandler) -> Any:
        if not a.cluster(info, op):
            raise ClusterAuthorizationError(f"{info.principal} is not authorized to {op.name} on the cluster")
        return handler(info, req)

    return cluster_checked


_CLUSTER: dict[AclOperation, Rule] = {
    op: _cluster_rule(op) for op in {*CLUSTER_RULES.values(), *CONTROLLER_CLUSTER_RULES.values()}
}


def rule_for(api: int, *, controller: bool) -> Rule | None:
    """The rule of `api` on a controller listener (`controller`) or a broker listener; None: the API has no rule
    there, and `RequestAuthorizer.wrap` refuses every request of it."""
    if api in NO_AUTHORIZATION:
        return _no_authorization
    op = CONTROLLER_CLUSTER_RULES.get(api) if controller else None
    if op is None:
        op = CLUSTER_RULES.get(api)
    if op is not None:
        return _CLUSTER[op]
    return _RULES.get(api)
