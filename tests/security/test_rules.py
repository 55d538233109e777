"""The per-API authorization rules around fake handlers: what the handler sees, what the client gets (codes in the
places Kafka puts them), and that every merged response encodes in the request's version."""

from __future__ import annotations

import uuid
from types import MappingProxyType
from typing import Any

import pytest

from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.metadata.image import MetadataImage, TopicImage
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.errors import ProtocolError
from kraftpy.runtime import Deferred, RequestInfo
from kraftpy.security import rules
from kraftpy.security.acl import Authorizer
from kraftpy.security.rules import RequestAuthorizer

Op = AclOperation
T = ResourceType
TOPIC_DENIED, GROUP_DENIED, CLUSTER_DENIED = 29, 30, 31
OK_ID = uuid.UUID(int=1)
SECRET_ID = uuid.UUID(int=2)


def _acls() -> MappingProxyType:
    rows = [
        (T.TOPIC, "ok", PatternType.LITERAL, Op.ALL),
        (T.GROUP, "g-ok", PatternType.LITERAL, Op.ALL),
        (T.TRANSACTIONAL_ID, "tx-ok", PatternType.LITERAL, Op.ALL),
    ]
    out = {}
    for rtype, name, pattern, op in rows:
        i = uuid.uuid4()
        out[i] = AclBinding(rtype, name, pattern, "User:alice", "*", op, AclPermissionType.ALLOW, i)
    return MappingProxyType(out)


IMAGE = MetadataImage(
    acls=_acls(),
    topics_by_id=MappingProxyType({OK_ID: TopicImage("ok", OK_ID, {}), SECRET_ID: TopicImage("secret", SECRET_ID, {})}),
    topics_by_name=MappingProxyType({"ok": TopicImage("ok", OK_ID, {}), "secret": TopicImage("secret", SECRET_ID, {})}),
)
AUTHZ = RequestAuthorizer(Authorizer(super_users=["User:admin"]), lambda: IMAGE)


def call(api: int, version: int, req: Any, respond: Any, principal: str = "User:alice", deferred: bool = False) -> Any:
    seen: list[Any] = []

    def handler(info: RequestInfo, r: Any) -> Any:
        seen.append(r)
        resp = respond(r)
        return Deferred.resolved(resp) if deferred else resp

    info = RequestInfo(api, version, 1, "c", "L", principal, "1.2.3.4", AUTHZ)  # as `serve` builds it
    out = AUTHZ.wrap(api, handler)(info, req)
    if isinstance(out, Deferred):
        out = out.result()
    if out is not None:
        out.encode(version)  # the merged answer must be a valid response of that version
    return seen, out


def R(api: int) -> Any:
    return API_BY_KEY[api].response_class


def Q(api: int) -> Any:
    return API_BY_KEY[api].request_class


@pytest.mark.parametrize("deferred", [False, True])
def test_produce(deferred: bool) -> None:
    P = Q(0)
    req = P(
        acks=-1,
        timeout_ms=1000,
        topic_data=[
            P.TopicProduceData(name=n, partition_data=[P.PartitionProduceData(index=0, records=None)])
            for n in ("ok", "secret")
        ],
    )
    Rs = R(0)

    def respond(r: Any) -> Any:
        return Rs(
            responses=[
                Rs.TopicProduceResponse(
                    name=t.name, partition_responses=[Rs.PartitionProduceResponse(index=0, error_code=0)]
                )
                for t in r.topic_data
            ]
        )

    seen, resp = call(0, 9, req, respond, deferred=deferred)
    assert [t.name for t in seen[0].topic_data] == ["ok"]
    assert {t.name: t.partition_responses[0].error_code for t in resp.responses} == {"ok": 0, "secret": TOPIC_DENIED}
    txn = P(transactional_id="tx-no", acks=-1, timeout_ms=1000, topic_data=[])
    with pytest.raises(ProtocolError) as info:
        call(0, 9, txn, respond)
    assert info.value.error_code == 53


def test_fetch_consumer_by_id_and_follower() -> None:
    F = Q(1)
    req = F(
        replica_id=-1,
        session_epoch=-1,
        topics=[F.FetchTopic(topic_id=i, partitions=[F.FetchPartition(partition=0)]) for i in (OK_ID, SECRET_ID)],
    )
    Rs = R(1)

    def respond(r: Any) -> Any:
        return Rs(
            responses=[
                Rs.FetchableTopicResponse(topic_id=t.topic_id, partitions=[Rs.PartitionData(partition_index=0)])
                for t in r.topics
            ]
        )

    # consumers: the fetch handler asks for READ on every partition it would serve (its session's included), so
    # the rule hands it the whole request with the principal's access
    seen, resp = call(1, 13, req, respond)
    assert [t.topic_id for t in seen[0].topics] == [OK_ID, SECRET_ID]
    info = RequestInfo(1, 13, 1, "c", "L", "User:alice", "1.2.3.4", AUTHZ)
    assert info.may(Op.READ, T.TOPIC, "ok") and not info.may(Op.READ, T.TOPIC, "secret")
    # followers need CLUSTER_ACTION: without it nothing reaches the handler and every partition is refused
    follower = F(
        replica_id=3, session_epoch=-1, topics=[F.FetchTopic(topic="ok", partitions=[F.FetchPartition(partition=0)])]
    )
    seen, resp = call(1, 12, follower, respond)
    assert seen == [] and resp.responses[0].partitions[0].error_code == TOPIC_DENIED and resp.session_id == 0
    follower = F(
        replica_id=3, session_epoch=-1, topics=[F.FetchTopic(topic="ok", partitions=[F.FetchPartition(partition=0)])]
    )
    seen, resp = call(1, 12, follower, respond, principal="User:admin")
    assert seen[0].topics[0].topic == "ok"


def test_groups_and_offsets() -> None:
    J = Q(11)
    with pytest.raises(ProtocolError) as info:
        call(11, 7, J(group_id="g-no", protocol_type="consumer"), lambda r: R(11)())
    assert info.value.error_code == GROUP_DENIED
    seen, _ = call(11, 7, J(group_id="g-ok", protocol_type="consumer"), lambda r: R(11)())
    assert len(seen) == 1
    C = Q(8)
    req = C(
        group_id="g-ok",
        topics=[
            C.OffsetCommitRequestTopic(
                name=n, partitions=[C.OffsetCommitRequestPartition(partition_index=0, committed_offset=1)]
            )
            for n in ("ok", "secret")
        ],
    )
    Rc = R(8)
    seen, resp = call(
        8,
        8,
        req,
        lambda r: Rc(
            topics=[
                Rc.OffsetCommitResponseTopic(
                    name=t.name, partitions=[Rc.OffsetCommitResponsePartition(partition_index=0, error_code=0)]
                )
                for t in r.topics
            ]
        ),
    )
    assert {t.name: t.partitions[0].error_code for t in resp.topics} == {"ok": 0, "secret": TOPIC_DENIED}
    F = Q(9)
    Rf = R(9)
    req = F(groups=[F.OffsetFetchRequestGroup(group_id=g, topics=None) for g in ("g-ok", "g-no")])

    def fetched(r: Any) -> Any:
        return Rf(
            groups=[
                Rf.OffsetFetchResponseGroup(
                    group_id=g.group_id,
                    topics=[Rf.OffsetFetchResponseTopics(name=n, partitions=[]) for n in ("ok", "secret")],
                )
                for g in r.groups
            ]
        )

    seen, resp = call(9, 8, req, fetched)
    assert [g.group_id for g in seen[0].groups] == ["g-ok"]
    by = {g.group_id: g for g in resp.groups}
    assert by["g-no"].error_code == GROUP_DENIED
    assert [t.name for t in by["g-ok"].topics] == ["ok"]  # all offsets: other topics left out
    D = Q(15)
    Rd = R(15)
    seen, resp = call(
        15,
        5,
        D(groups=["g-ok", "g-no"], include_authorized_operations=True),
        lambda r: Rd(groups=[Rd.DescribedGroup(group_id=g, error_code=0) for g in r.groups]),
    )
    by = {g.group_id: g for g in resp.groups}
    assert by["g-no"].error_code == GROUP_DENIED
    assert by["g-ok"].authorized_operations == (1 << Op.READ) | (1 << Op.DESCRIBE) | (1 << Op.DELETE)
    Rl = R(16)
    _, resp = call(16, 4, Q(16)(), lambda r: Rl(groups=[Rl.ListedGroup(group_id=g) for g in ("g-ok", "g-no")]))
    assert [g.group_id for g in resp.groups] == ["g-ok"]
    Rg = R(42)
    seen, resp = call(
        42,
        2,
        Q(42)(groups_names=["g-ok", "g-no"]),
        lambda r: Rg(results=[Rg.DeletableGroupResult(group_id=g, error_code=0) for g in r.groups_names]),
    )
    assert {g.group_id: g.error_code for g in resp.results} == {"g-ok": 0, "g-no": GROUP_DENIED}
    fc = Q(10)(key_type=0, coordinator_keys=["g-ok", "g-no"])
    Rc2 = R(10)
    _, resp = call(
        10,
        4,
        fc,
        lambda r: Rc2(coordinators=[Rc2.Coordinator(key=k, node_id=1, host="h", port=1) for k in r.coordinator_keys]),
    )
    assert {c.key: c.error_code for c in resp.coordinators} == {"g-ok": 0, "g-no": GROUP_DENIED}


def test_init_producer_id() -> None:
    Ip = Q(22)
    with pytest.raises(ProtocolError) as info:
        call(22, 4, Ip(transactional_id="tx-no", transaction_timeout_ms=1000), lambda r: R(22)())
    assert info.value.error_code == 53
    seen, _ = call(22, 4, Ip(transactional_id=None, transaction_timeout_ms=1000), lambda r: R(22)())
    assert seen  # WRITE on some topic (ALL on "ok") is enough for an idempotent producer
    with pytest.raises(ProtocolError) as info:
        call(22, 4, Ip(transactional_id=None, transaction_timeout_ms=1000), lambda r: R(22)(), principal="User:eve")
    assert info.value.error_code == CLUSTER_DENIED


@pytest.mark.parametrize(("api", "version"), [(33, 2), (44, 1), (32, 4)])
def test_configs(api: int, version: int) -> None:
    Req = Q(api)
    res_cls = Req.DescribeConfigsResource if api == 32 else Req.AlterConfigsResource
    req = Req(
        resources=[
            res_cls(resource_type=2, resource_name="ok"),
            res_cls(resource_type=2, resource_name="secret"),
            res_cls(resource_type=4, resource_name="1"),
            res_cls(resource_type=32, resource_name="g-ok"),
            res_cls(resource_type=32, resource_name="g-secret"),
        ]
    )
    Rs = R(api)
    item = Rs.DescribeConfigsResult if api == 32 else Rs.AlterConfigsResourceResponse
    attr = "results" if api == 32 else "responses"
    seen, resp = call(
        api,
        version,
        req,
        lambda r: Rs(
            **{
                attr: [
                    item(resource_type=x.resource_type, resource_name=x.resource_name, error_code=0)
                    for x in r.resources
                ]
            }
        ),
    )
    assert [x.resource_name for x in seen[0].resources] == ["ok", "g-ok"]
    codes = {x.resource_name: x.error_code for x in getattr(resp, attr)}
    # a group's configs (KIP-848) need the operation on that group
    assert codes == {"ok": 0, "secret": TOPIC_DENIED, "1": CLUSTER_DENIED, "g-ok": 0, "g-secret": GROUP_DENIED}


def test_topic_admin_requests() -> None:
    C = Q(19)
    Rc = R(19)
    req = C(topics=[C.CreatableTopic(name=n, num_partitions=1, replication_factor=1) for n in ("ok", "secret")])
    seen, resp = call(
        19, 7, req, lambda r: Rc(topics=[Rc.CreatableTopicResult(name=t.name, error_code=0) for t in r.topics])
    )
    assert [t.name for t in seen[0].topics] == ["ok"]
    assert {t.name: t.error_code for t in resp.topics} == {"ok": 0, "secret": TOPIC_DENIED}
    D = Q(20)
    Rd = R(20)
    req = D(topics=[D.DeleteTopicState(topic_id=SECRET_ID), D.DeleteTopicState(name="ok")], timeout_ms=1)
    seen, resp = call(
        20,
        6,
        req,
        lambda r: Rd(responses=[Rd.DeletableTopicResult(name=t.name, topic_id=t.topic_id) for t in r.topics]),
    )
    denied = [x for x in resp.responses if x.error_code == TOPIC_DENIED]
    assert len(denied) == 1 and denied[0].name is None and denied[0].topic_id == SECRET_ID  # the name stays hidden
    P = Q(37)
    Rp = R(37)
    req = P(topics=[P.CreatePartitionsTopic(name=n, count=2) for n in ("secret",)], timeout_ms=1)
    seen, resp = call(37, 3, req, lambda r: Rp(results=[]))
    assert seen == [] and resp.results[0].error_code == TOPIC_DENIED
    Dr = Q(21)
    Rr = R(21)
    req = Dr(
        topics=[
            Dr.DeleteRecordsTopic(name=n, partitions=[Dr.DeleteRecordsPartition(partition_index=0, offset=1)])
            for n in ("ok", "secret")
        ],
        timeout_ms=1,
    )
    _, resp = call(
        21,
        2,
        req,
        lambda r: Rr(
            topics=[
                Rr.DeleteRecordsTopicResult(
                    name=t.name, partitions=[Rr.DeleteRecordsPartitionResult(partition_index=0)]
                )
                for t in r.topics
            ]
        ),
    )
    assert {t.name: t.partitions[0].error_code for t in resp.topics} == {"ok": 0, "secret": TOPIC_DENIED}
    Oe = Q(23)
    Ro = R(23)
    req = Oe(
        replica_id=-1,
        topics=[
            Oe.OffsetForLeaderTopic(topic=n, partitions=[Oe.OffsetForLeaderPartition(partition=0)])
            for n in ("ok", "secret")
        ],
    )
    _, resp = call(
        23,
        4,
        req,
        lambda r: Ro(
            topics=[
                Ro.OffsetForLeaderTopicResult(topic=t.topic, partitions=[Ro.EpochEndOffset(partition=0)])
                for t in r.topics
            ]
        ),
    )
    assert {t.topic: t.partitions[0].error_code for t in resp.topics} == {"ok": 0, "secret": TOPIC_DENIED}


def test_cluster_rules_and_per_element_answers() -> None:
    for api, version in ((43, 2), (45, 0), (57, 1), (55, 2), (1000, 0), (56, 3), (63, 1), (52, 1), (29, 3), (50, 0)):
        with pytest.raises(ProtocolError) as info:
            call(api, version, Q(api)(), lambda r: None)
        assert info.value.error_code == CLUSTER_DENIED, api
    C = Q(30)
    _, resp = call(
        30,
        3,
        C(
            creations=[
                C.AclCreation(
                    resource_type=2,
                    resource_name="x",
                    resource_pattern_type=3,
                    principal="User:a",
                    host="*",
                    operation=2,
                    permission_type=3,
                )
            ]
            * 2
        ),
        lambda r: None,
    )
    assert [x.error_code for x in resp.results] == [CLUSTER_DENIED] * 2
    A = Q(51)
    _, resp = call(
        51,
        0,
        A(
            upsertions=[
                A.ScramCredentialUpsertion(name="u", mechanism=1, iterations=4096, salt=b"s", salted_password=b"p")
            ]
        ),
        lambda r: None,
    )
    assert [(x.user, x.error_code) for x in resp.results] == [("u", CLUSTER_DENIED)]
    seen, _ = call(43, 2, Q(43)(), lambda r: R(43)(), principal="User:admin")
    assert seen


UNKNOWN_ID = uuid.UUID(int=77)
UNKNOWN_TOPIC_ID = 100


def controller_call(api: int, version: int, req: Any, principal: str = "User:alice") -> tuple[list[Any], Any]:
    """`call` on a controller listener ("CTL") of a node whose controller listeners are CTL."""
    seen: list[Any] = []
    authz = RequestAuthorizer(Authorizer(super_users=["User:admin"]), lambda: IMAGE, ["CTL"])

    def handler(info: RequestInfo, r: Any) -> Any:
        seen.append(r)
        return R(api)()

    info = RequestInfo(api, version, 1, "c", "CTL", principal, "1.2.3.4", authz)
    return seen, authz.wrap(api, handler)(info, req)


def test_an_api_without_a_rule_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Default deny: an API no rule names is never served (it was served unchecked)."""
    for api in API_BY_KEY:  # every API kraftpy can decode has its rule, on both kinds of listener
        assert rules.rule_for(api, controller=False) is not None and rules.rule_for(api, controller=True) is not None
    monkeypatch.delitem(rules._RULES, 16)  # ListGroups, as if nobody had written its rule
    assert rules.rule_for(16, controller=False) is None
    with pytest.raises(ProtocolError) as info:
        call(16, 4, Q(16)(), lambda r: R(16)(), principal="User:admin")  # not even a super user
    assert info.value.error_code == CLUSTER_DENIED
    # the APIs that need nothing are named, not defaulted
    for api in (17, 18, 36):
        assert rules.rule_for(api, controller=False) is rules.rule_for(api, controller=True) is not None
        assert AUTHZ.unchecked(api)


def test_raft_fetch_on_a_controller_listener_needs_cluster_action() -> None:
    """The metadata log (every SCRAM credential, every ACL) was served to any principal on a controller listener:
    raft's Fetch names `__cluster_metadata` by a topic id no image knows, which the consumer rule let through."""
    F = Q(1)
    req = F(
        replica_id=-1,
        session_epoch=-1,
        topics=[F.FetchTopic(topic_id=UNKNOWN_ID, partitions=[F.FetchPartition(partition=0)])],
    )
    with pytest.raises(ProtocolError) as info:
        controller_call(1, 13, req)
    assert info.value.error_code == CLUSTER_DENIED
    seen, _ = controller_call(1, 13, req, principal="User:admin")
    assert len(seen) == 1
    # DescribeQuorum there needs DESCRIBE on the cluster, as on a broker
    with pytest.raises(ProtocolError) as info:
        controller_call(55, 2, Q(55)())
    assert info.value.error_code == CLUSTER_DENIED


def test_unknown_topic_ids_are_answered_without_reaching_the_handler() -> None:
    P = Q(0)
    req = P(
        acks=-1,
        timeout_ms=1000,
        topic_data=[P.TopicProduceData(topic_id=UNKNOWN_ID, partition_data=[P.PartitionProduceData(index=0)])],
    )
    seen, resp = call(0, 13, req, lambda r: R(0)(responses=[]))
    assert seen[0].topic_data == []
    assert resp.responses[0].partition_responses[0].error_code == UNKNOWN_TOPIC_ID
    M = Q(3)
    seen, resp = call(
        3, 12, M(topics=[M.MetadataRequestTopic(name=None, topic_id=UNKNOWN_ID)]), lambda r: R(3)(topics=[])
    )
    assert seen[0].topics == [] and [(t.error_code, t.topic_id) for t in resp.topics] == [
        (UNKNOWN_TOPIC_ID, UNKNOWN_ID)
    ]
    D = Q(20)
    seen, resp = call(20, 6, D(topics=[D.DeleteTopicState(topic_id=UNKNOWN_ID)], timeout_ms=1), lambda r: R(20)())
    assert seen == [] and resp.responses[0].error_code == UNKNOWN_TOPIC_ID
    C = Q(8)
    commit = C(
        group_id="g-ok",
        topics=[
            C.OffsetCommitRequestTopic(
                topic_id=UNKNOWN_ID, partitions=[C.OffsetCommitRequestPartition(partition_index=0)]
            )
        ],
    )
    seen, resp = call(8, 10, commit, lambda r: R(8)())
    assert resp.topics[0].partitions[0].error_code == UNKNOWN_TOPIC_ID


def test_metadata_v0_empty_list_lists_only_describable_topics() -> None:
    """Metadata v0 reads an empty topic list as every topic: a principal with no ACL got them all."""
    M = Q(3)
    Rm = R(3)

    def every_topic(r: Any) -> Any:
        names = ["ok", "secret"] if not r.topics else [t.name for t in r.topics]
        return Rm(topics=[Rm.MetadataResponseTopic(name=n, partitions=[]) for n in names])

    _, resp = call(3, 0, M(topics=[]), every_topic)
    assert [t.name for t in resp.topics] == ["ok"]
    _, resp = call(3, 0, M(topics=[]), every_topic, principal="User:nobody")
    assert resp.topics == []
    # a v0 list whose every topic is denied must not become "every topic" once the denied ones are taken out
    _, resp = call(3, 0, M(topics=[M.MetadataRequestTopic(name="secret")]), every_topic)
    assert [(t.name, t.error_code) for t in resp.topics] == [("secret", TOPIC_DENIED)]


def test_consumer_group_describe_hides_groups_naming_topics_the_principal_may_not_describe() -> None:
    """Kafka 4: "clients are not allowed to see topics that are not authorized for Describe"; a group whose members'
    assignments name one is answered TOPIC_AUTHORIZATION_FAILED without members."""
    Rg = R(69)

    def member(topic: str) -> Any:
        tp = [Rg.TopicPartitions(topic_id=OK_ID, topic_name=topic, partitions=[0])]
        return Rg.Member(member_id="m", assignment=Rg.Assignment(topic_partitions=tp))

    def handler(info: RequestInfo, r: Any) -> Any:
        return Rg(
            groups=[
                Rg.DescribedGroup(group_id="g-1", members=[member("ok")]),
                Rg.DescribedGroup(group_id="g-2", members=[member("ok"), member("secret")]),
            ]
        )

    acls = dict(IMAGE.acls)
    i = uuid.uuid4()
    acls[i] = AclBinding(
        T.GROUP, "g-", PatternType.PREFIXED, "User:alice", "*", Op.DESCRIBE, AclPermissionType.ALLOW, i
    )
    image = MetadataImage(
        acls=MappingProxyType(acls), topics_by_id=IMAGE.topics_by_id, topics_by_name=IMAGE.topics_by_name
    )
    authz = RequestAuthorizer(Authorizer(), lambda: image)
    info = RequestInfo(69, 0, 1, "c", "L", "User:alice", "1.2.3.4", authz)
    resp = authz.wrap(69, handler)(info, Q(69)(group_ids=["g-1", "g-2"]))
    resp.encode(0)
    got = {g.group_id: g for g in resp.groups}
    assert got["g-1"].error_code == 0 and got["g-1"].members[0].assignment.topic_partitions[0].topic_name == "ok"
    assert got["g-2"].error_code == TOPIC_DENIED and got["g-2"].members == []


def test_transaction_apis() -> None:
    """Kafka's rules for the transaction APIs: alice may WRITE tx-ok and the topic ok, READ g-ok."""
    A = Q(24)
    req = A(
        v3_and_below_transactional_id="tx-ok",
        v3_and_below_producer_id=1,
        v3_and_below_producer_epoch=0,
        v3_and_below_topics=[A.AddPartitionsToTxnTopic(name=n, partitions=[0, 1]) for n in ("ok", "secret")],
    )
    seen, resp = call(24, 3, req, lambda r: R(24)())
    assert seen == []  # one topic denied: nothing is added
    codes = {
        (t.name, p.partition_index): p.partition_error_code
        for t in resp.results_by_topic_v3_and_below
        for p in t.results_by_partition
    }
    assert codes == {("ok", 0): 55, ("ok", 1): 55, ("secret", 0): TOPIC_DENIED, ("secret", 1): TOPIC_DENIED}
    req.v3_and_below_transactional_id = "tx-no"
    _, resp = call(24, 3, req, lambda r: R(24)())
    assert {p.partition_error_code for t in resp.results_by_topic_v3_and_below for p in t.results_by_partition} == {53}
    req.v3_and_below_transactional_id = "tx-ok"
    req.v3_and_below_topics = req.v3_and_below_topics[:1]
    seen, _ = call(24, 3, req, lambda r: R(24)())
    assert len(seen) == 1
    # v4+ is what brokers send to verify: CLUSTER_ACTION
    with pytest.raises(ProtocolError) as info:
        call(24, 4, A(transactions=[]), lambda r: R(24)())
    assert info.value.error_code == CLUSTER_DENIED
    seen, _ = call(24, 4, A(transactions=[]), lambda r: R(24)(), principal="User:admin")
    assert len(seen) == 1
    for api, body in ((25, Q(25)(transactional_id="tx-no", group_id="g-ok")), (26, Q(26)(transactional_id="tx-no"))):
        with pytest.raises(ProtocolError) as info:
            call(api, 3, body, lambda r, api=api: R(api)())
        assert info.value.error_code == 53
    with pytest.raises(ProtocolError) as info:
        call(25, 3, Q(25)(transactional_id="tx-ok", group_id="g-no"), lambda r: R(25)())
    assert info.value.error_code == GROUP_DENIED
    T = Q(28)
    commit = T(
        transactional_id="tx-ok",
        group_id="g-ok",
        topics=[
            T.TxnOffsetCommitRequestTopic(name=n, partitions=[T.TxnOffsetCommitRequestPartition(partition_index=0)])
            for n in ("ok", "secret")
        ],
    )
    Rt = R(28)

    def committed(r: Any) -> Any:
        return Rt(
            topics=[
                Rt.TxnOffsetCommitResponseTopic(
                    name=t.name, partitions=[Rt.TxnOffsetCommitResponsePartition(partition_index=0)]
                )
                for t in r.topics
            ]
        )

    seen, resp = call(28, 3, commit, committed)
    assert [t.name for t in seen[0].topics] == ["ok"]
    assert {t.name: t.partitions[0].error_code for t in resp.topics} == {"ok": 0, "secret": TOPIC_DENIED}
    with pytest.raises(ProtocolError) as info:
        call(27, 1, Q(27)(markers=[]), lambda r: R(27)())
    assert info.value.error_code == CLUSTER_DENIED


def test_transaction_describe_apis() -> None:
    Rd = R(65)

    def described(r: Any) -> Any:
        S = Rd.TransactionState
        return Rd(
            transaction_states=[
                S(
                    transactional_id=t,
                    topics=[Rd.TopicData(topic=n, partitions=[0]) for n in ("ok", "secret")],
                )
                for t in r.transactional_ids
            ]
        )

    seen, resp = call(65, 0, Q(65)(transactional_ids=["tx-ok", "tx-no"]), described)
    assert seen[0].transactional_ids == ["tx-ok"]
    got = {s.transactional_id: s for s in resp.transaction_states}
    assert got["tx-no"].error_code == 53
    assert [t.topic for t in got["tx-ok"].topics] == ["ok"]  # the secret topic's name is not told
    Rl = R(66)
    listing = Rl(
        transaction_states=[Rl.TransactionState(transactional_id=t, producer_id=1) for t in ("tx-ok", "tx-no")]
    )
    _, resp = call(66, 1, Q(66)(), lambda r: listing)
    assert [s.transactional_id for s in resp.transaction_states] == ["tx-ok"]
    P = Q(61)
    seen, resp = call(
        61, 0, P(topics=[P.TopicRequest(name=n, partition_indexes=[0]) for n in ("ok", "secret")]), lambda r: R(61)()
    )
    assert [t.name for t in seen[0].topics] == ["ok"]
    assert resp.topics[-1].name == "secret" and resp.topics[-1].partitions[0].error_code == TOPIC_DENIED
