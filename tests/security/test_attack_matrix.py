"""The security matrix: what a hostile user tries against a secured cluster of real node processes, one row per
attack class, each naming the behaviour of Kafka (or the kraftpy rule, where kraftpy is stricter) it expects.

The cluster (tests/integration/secure_cluster.py): one controller (CONTROLLER: SASL_SSL, PLAIN) and two brokers
with the StandardAuthorizer; every row runs on the brokers' SASL_PLAINTEXT and SASL_SSL listeners (PLAIN users
`alice`, `bob`, the super user `admin`), or on the controller's listener where the attack targets the controller.

| topic | alice may | bob may |
|---|---|---|
| visible, rx-visible | DESCRIBE | - |
| readable | READ | - |
| bob-topic | - | READ |
| secret, rx-secret | - | - |

A row is a function `(lab, listener) -> None` that attacks and asserts what a client must see; `ROWS` is the table,
and `test_attack` runs every (row, listener) pair.
"""

from __future__ import annotations

import asyncio
import random
import struct
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from kraftpy.admin.client import AdminClient, NewTopic
from kraftpy.admin.security_client import AclFilter
from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.net.client import NodeClient
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.codec import Message
from kraftpy.protocol.envelope import wrap
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.describe_groups import DescribeGroupsRequest
from kraftpy.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.join_group import JoinGroupRequest
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.protocol.uuids import METADATA_TOPIC_ID
from kraftpy.security.config import ClientSecurity
from kraftpy.security.tls import client_context
from tests.integration.secure_cluster import SecureCluster, password
from tests.security.raw import SASL_FAILED, RawClient, request

pytestmark = [pytest.mark.timeout(600)]

E = ErrorCode
Op = AclOperation
T = ResourceType
TOPIC_DENIED, GROUP_DENIED, CLUSTER_DENIED = 29, 30, 31
BROKER_LISTENERS = ("SASLPLAIN", "SASLSSL")
REAUTH_MS = 4_000  # SASL sessions of the cluster (connections.max.reauth.ms)
# a small request memory pool, and connections that announce more than it holds
POOL = {"socket.request.max.bytes": str(8 << 20), "queued.max.request.bytes": str(16 << 20)}
# frames that fill a 16 MiB pool to the last bytes (the large ones first, then smaller and smaller)
HALF_OPEN_FRAMES = [400 << 10] * 40 + [1 << k for k in range(18, 5, -1)] + [64] * 20
CONTROLLER = ("CONTROLLER",)
F = FetchRequest


def acl(
    rtype: int, name: str, op: int, principal: str = "User:alice", pattern: int = PatternType.LITERAL
) -> AclBinding:
    return AclBinding(rtype, name, pattern, principal, "*", op, AclPermissionType.ALLOW)


class Lab:
    """The secured cluster and the ways to talk to it."""

    def __init__(self, cluster: SecureCluster) -> None:
        self.cluster = cluster

    def security(self, user: str, listener: str, node: int | None = None) -> tuple[str, int, ClientSecurity]:
        """Where and how `user` connects on `listener` (of broker `node`, default the first broker)."""
        c = self.cluster
        if listener == "CONTROLLER":
            host, port = c.bootstrap_controllers.split(",")[0].split(":")
            tls = client_context({"ssl.truststore.location": str(c.ca_file)})
            return host, int(port), ClientSecurity("SASL_SSL", tls, "PLAIN", user, password(user))
        broker = c.brokers[0] if node is None else c.nodes[node]
        host, port = c.address(broker, listener).split(":")
        if listener == "SASLSSL":
            tls = client_context({"ssl.truststore.location": str(c.ca_file)})
            return host, int(port), ClientSecurity("SASL_SSL", tls, "PLAIN", user, password(user))
        return host, int(port), ClientSecurity("SASL_PLAINTEXT", None, "PLAIN", user, password(user))

    def ask(self, listener: str, user: str, *requests: tuple[Message, int], node: int | None = None) -> list[Any]:
        """Send requests one after another on one connection of `user`; their responses."""
        host, port, sec = self.security(user, listener, node)

        async def run() -> list[Any]:
            client = NodeClient(-1, host, port, rng=random.Random(0), security=sec, request_timeout=15)
            try:
                return [await client.send(req, version) for req, version in requests]
            finally:
                await client.close()

        return asyncio.run(run())

    def one(self, listener: str, user: str, request: Message, version: int, node: int | None = None) -> Any:
        return self.ask(listener, user, (request, version), node=node)[0]

    def admin(self, fn: Callable[[AdminClient], Any]) -> Any:
        async def run() -> Any:
            async with AdminClient(config=self.cluster.admin_config()) as admin:
                return await fn(admin)

        return asyncio.run(run())

    def grant(self, *bindings: AclBinding) -> None:
        assert self.admin(lambda a: a.create_acls(list(bindings))) == [None] * len(bindings)

    def revoke(self, *bindings: AclBinding) -> None:
        filters = [
            AclFilter(
                b.resource_type, b.resource_name, b.pattern_type, b.principal, b.host, b.operation, b.permission_type
            )
            for b in bindings
        ]
        self.admin(lambda a: a.delete_acls(filters))

    def topic_id(self, name: str) -> uuid.UUID:
        resp = self.one(
            "SASLPLAIN", "admin", MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=name)]), 12
        )
        return resp.topics[0].topic_id  # type: ignore[no-any-return]

    def produce(self, topic: str, value: bytes = b"v", timeout_ms: int = 10_000) -> None:
        b = RecordBatchBuilder()
        b.append(0, b"k", value)
        records = b.build()
        P = ProduceRequest
        req = P(
            acks=-1,
            timeout_ms=timeout_ms,
            topic_data=[
                P.TopicProduceData(
                    name=topic, partition_data=[P.PartitionProduceData(index=i, records=records) for i in (0, 1)]
                )
            ],
        )
        for _ in range(50):  # (partitions the first broker does not lead answer NOT_LEADER_OR_FOLLOWER)
            resp = self.one("SASLPLAIN", "admin", req, 9)
            codes = {p.error_code for p in resp.responses[0].partition_responses}
            if 0 in codes and codes <= {0, E.NOT_LEADER_OR_FOLLOWER}:
                return
            time.sleep(0.2)
        raise AssertionError(f"cannot produce to {topic}")


def eventually(probe: Callable[[], Any], timeout: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        got = probe()
        if got or time.monotonic() > deadline:
            return got
        time.sleep(0.2)


def leader_partition(lab: Lab, topic: str) -> int:
    """A partition of `topic` that the first broker leads."""
    resp = lab.one("SASLPLAIN", "admin", MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=topic)]), 12)
    me = lab.cluster.brokers[0].node_id
    for p in resp.topics[0].partitions:
        if p.leader_id == me:
            return int(p.partition_index)
    raise AssertionError(f"broker {me} leads no partition of {topic}")


def full_fetch(topic: str, partition: int) -> FetchRequest:
    return F(
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        session_id=0,
        session_epoch=0,
        topics=[
            F.FetchTopic(
                topic=topic,
                partitions=[F.FetchPartition(partition=partition, fetch_offset=0, partition_max_bytes=1 << 20)],
            )
        ],
    )


def incremental(session_id: int, epoch: int) -> FetchRequest:
    return F(max_wait_ms=0, min_bytes=1, max_bytes=1 << 20, session_id=session_id, session_epoch=epoch, topics=[])


# -- the rows ----------------------------------------------------------------------------------------------------


def raft_fetch_of_the_metadata_log(lab: Lab, listener: str) -> None:
    """Kafka's ControllerApis: Fetch needs CLUSTER_ACTION. The metadata log holds every SCRAM credential and ACL."""
    by_id = F(
        replica_id=-1,
        max_wait_ms=0,
        session_epoch=-1,
        topics=[F.FetchTopic(topic_id=METADATA_TOPIC_ID, partitions=[F.FetchPartition(partition=0, fetch_offset=0)])],
    )
    by_name = F(
        replica_id=-1,
        max_wait_ms=0,
        session_epoch=-1,
        topics=[F.FetchTopic(topic="__cluster_metadata", partitions=[F.FetchPartition(partition=0, fetch_offset=0)])],
    )
    for req, version in ((by_id, 13), (by_id, 16), (by_name, 12)):
        resp = lab.one(listener, "alice", req, version)
        assert resp.error_code == CLUSTER_DENIED, (version, resp.error_code)
        assert all(not p.records for t in resp.responses for p in t.partitions)


def controller_apis_need_cluster_action(lab: Lab, listener: str) -> None:
    """Vote, BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot, BrokerRegistration, BrokerHeartbeat, AlterPartition,
    AllocateProducerIds, UpdateRaftVoter and Envelope from a client: CLUSTER_AUTHORIZATION_FAILED."""
    for key in (52, 53, 54, 59, 62, 63, 56, 67, 82):
        api = API_BY_KEY[key]
        resp = lab.one(listener, "alice", api.request_class(), api.max_version)
        assert getattr(resp, "error_code", CLUSTER_DENIED) == CLUSTER_DENIED, api.name
    # an Envelope from a client, posing as the super user, is refused before anything inside it is read
    inner = CreateTopicsRequest(topics=[CreateTopicsRequest.CreatableTopic(name="posed", num_partitions=1)])
    resp = lab.one(listener, "alice", wrap(inner, 7, 1, "x", "User:admin", "127.0.0.1"), 0)
    assert resp.error_code == CLUSTER_DENIED and resp.response_data is None


def incremental_fetch_after_the_acl_went(lab: Lab, listener: str) -> None:
    """Kafka re-authorizes every partition of a fetch session on every fetch: TOPIC_AUTHORIZATION_FAILED, no data."""
    topic = f"revoked-{listener.lower()}"
    lab.admin(lambda a: a.create_topics([NewTopic(topic, 2, 2)]))
    lab.produce(topic)
    grant = acl(T.TOPIC, topic, Op.READ)
    lab.grant(grant)
    partition = leader_partition(lab, topic)
    host, port, sec = lab.security("alice", listener)

    async def run() -> None:
        client = NodeClient(-1, host, port, rng=random.Random(0), security=sec, request_timeout=15)
        try:
            for _ in range(75):  # the ACL reaches the broker once committed
                resp = await client.send(full_fetch(topic, partition), 12)
                p = resp.responses[0].partitions[0]
                if p.error_code == 0 and p.records:
                    break
                await asyncio.sleep(0.2)
            assert resp.session_id != 0 and p.records, p
            session, epoch = resp.session_id, 1
            await asyncio.to_thread(lab.revoke, grant)
            for _ in range(75):
                resp = await client.send(incremental(session, epoch), 12)
                epoch += 1
                assert resp.error_code == 0
                codes = [p.error_code for t in resp.responses for p in t.partitions]
                if codes == [TOPIC_DENIED]:
                    assert not resp.responses[0].partitions[0].records
                    return
                await asyncio.sleep(0.2)
            raise AssertionError(f"the session kept serving {topic}: {codes}")
        finally:
            await client.close()

    asyncio.run(run())


def fetch_session_of_another_principal(lab: Lab, listener: str) -> None:
    """kraftpy binds a fetch session to its principal: another principal that sends its id gets
    FETCH_SESSION_ID_NOT_FOUND (Kafka keys sessions by id alone; kraftpy's ids are unpredictable too)."""
    partition = leader_partition(lab, "readable")
    first = lab.one(listener, "alice", full_fetch("readable", partition), 12)
    assert first.session_id != 0
    stolen = lab.one(listener, "bob", incremental(first.session_id, 1), 12)
    assert stolen.error_code == E.FETCH_SESSION_ID_NOT_FOUND and stolen.responses == []


def metadata_v0_all_topics(lab: Lab, listener: str) -> None:
    """Metadata v0's empty topic list means every topic: only those the principal may DESCRIBE are named."""
    resp = lab.one(listener, "bob", MetadataRequest(topics=[]), 0)
    assert {t.name for t in resp.topics} == {"bob-topic"}
    resp = lab.one(listener, "bob", MetadataRequest(topics=None), 12)
    assert {t.name for t in resp.topics} == {"bob-topic"}


def describe_topic_partitions_paging(lab: Lab, listener: str) -> None:
    """Kafka 4: DescribeTopicPartitions pages over the topics the principal may describe; the cursor never names
    another, and the 20-topic limit counts only what is served."""
    R = DescribeTopicPartitionsRequest
    seen: list[str] = []
    cursor = None
    for _ in range(50):
        resp = lab.one(listener, "alice", R(topics=[], response_partition_limit=1, cursor=cursor), 0)
        seen += [t.name for t in resp.topics if t.partitions]
        cursor = resp.next_cursor
        if cursor is None:
            break
        assert cursor.topic_name in ("readable", "rx-visible", "visible"), cursor.topic_name
        cursor = R.Cursor(topic_name=cursor.topic_name, partition_index=cursor.partition_index)
    assert set(seen) == {"readable", "rx-visible", "visible"}
    names = [f"secret-{i}" for i in range(25)] + ["visible"]
    resp = lab.one(listener, "alice", R(topics=[R.TopicRequest(name=n) for n in names]), 0)
    got = {t.name: t.error_code for t in resp.topics}
    assert got["visible"] == 0 and {got[n] for n in names[:25]} == {TOPIC_DENIED}


def regex_subscription(lab: Lab, listener: str) -> None:
    """Kafka 4 (KIP-848): a regular expression is resolved over the topics the member may DESCRIBE only."""
    group = f"rx-group-{listener.lower()}"
    lab.grant(acl(T.GROUP, group, Op.READ))
    H = ConsumerGroupHeartbeatRequest
    visible, secret = lab.topic_id("rx-visible"), lab.topic_id("rx-secret")
    member = str(uuid.uuid4())
    join = H(
        group_id=group, member_id=member, member_epoch=0, rebalance_timeout_ms=1000, subscribed_topic_regex="rx-.*"
    )

    def assigned() -> set[uuid.UUID] | None:
        found = lab.one(listener, "alice", FindCoordinatorRequest(key_type=0, coordinator_keys=[group]), 4)
        coordinator = found.coordinators[0]
        if coordinator.error_code:
            return None
        resp = lab.one(listener, "alice", join, 1, node=coordinator.node_id)
        if resp.error_code in (E.COORDINATOR_LOAD_IN_PROGRESS, E.NOT_COORDINATOR, E.COORDINATOR_NOT_AVAILABLE):
            return None
        assert resp.error_code == 0, resp
        return {tp.topic_id for tp in resp.assignment.topic_partitions} if resp.assignment else None

    got = eventually(assigned, 30)
    assert got == {visible} and secret not in got


def unknown_topic_id(lab: Lab, listener: str) -> None:
    """A topic id no image knows: UNKNOWN_TOPIC_ID, nothing written, nothing read."""
    P = ProduceRequest
    unknown = uuid.uuid4()
    req = P(
        acks=1,
        timeout_ms=1000,
        topic_data=[P.TopicProduceData(topic_id=unknown, partition_data=[P.PartitionProduceData(index=0)])],
    )
    resp = lab.one(listener, "admin", req, 13)
    assert resp.responses[0].partition_responses[0].error_code == E.UNKNOWN_TOPIC_ID
    fetch = F(
        max_wait_ms=0,
        session_epoch=-1,
        topics=[F.FetchTopic(topic_id=unknown, partitions=[F.FetchPartition(partition=0)])],
    )
    resp = lab.one(listener, "alice", fetch, 13)
    assert [p.error_code for t in resp.responses for p in t.partitions] == [E.UNKNOWN_TOPIC_ID]


def forwarded_create_topics(lab: Lab, listener: str) -> None:
    """CreateTopics through a broker (forwarded in an Envelope): CREATE on the cluster or the topic, checked for the
    client's principal, TOPIC_AUTHORIZATION_FAILED per topic."""
    C = CreateTopicsRequest
    name = f"alice-made-{listener.lower()}"
    req = C(topics=[C.CreatableTopic(name=name, num_partitions=1, replication_factor=1)], timeout_ms=10_000)
    resp = lab.one(listener, "alice", req, 7)
    assert [(t.name, t.error_code) for t in resp.topics] == [(name, TOPIC_DENIED)]
    lab.grant(acl(T.TOPIC, name, Op.CREATE))
    ok = eventually(lambda: lab.one(listener, "alice", req, 7).topics[0].error_code in (0, E.TOPIC_ALREADY_EXISTS))
    assert ok


def cluster_operations(lab: Lab, listener: str) -> None:
    """Every cluster-level admin API, every version: CLUSTER_AUTHORIZATION_FAILED for a principal without the
    operation (ElectLeaders: ALTER, as KIP-183 and Kafka; not seed 001's CLUSTER_ACTION)."""
    for key in (43, 45, 46, 29, 50, 57, 55):
        api = API_BY_KEY[key]
        req = api.request_class()
        if key == 43:  # (ElectLeaders v0 has no top-level error code: the refusal is told per partition)
            req.topic_partitions = [req.TopicPartitions(topic="visible", partitions=[0])]
        for version in range(api.min_version, api.max_version + 1):
            resp = lab.one(listener, "alice", req, version)
            codes = {getattr(resp, "error_code", None)}
            if key == 43:
                codes |= {p.error_code for r in resp.replica_election_results for p in r.partition_result}
            assert CLUSTER_DENIED in codes, (api.name, version, codes)


def group_operations(lab: Lab, listener: str) -> None:
    """A group the principal has no ACL on: GROUP_AUTHORIZATION_FAILED (JoinGroup, OffsetFetch, DescribeGroups)."""
    join = JoinGroupRequest(group_id="not-yours", session_timeout_ms=10_000, member_id="", protocol_type="consumer")
    assert lab.one(listener, "alice", join, 7).error_code == GROUP_DENIED
    fetch = OffsetFetchRequest(group_id="not-yours", topics=None)
    assert lab.one(listener, "alice", fetch, 7).error_code == GROUP_DENIED
    described = lab.one(listener, "alice", DescribeGroupsRequest(groups=["not-yours"]), 5)
    assert described.groups[0].error_code == GROUP_DENIED


# -- connections: authentication and what an unauthenticated peer can hold ---------------------------------------


def raw(lab: Lab, listener: str, node: int | None = None) -> RawClient:
    host, port, sec = lab.security("alice", listener, node)
    return RawClient(host, port, sec.ssl_context)


def requests_before_authentication(lab: Lab, listener: str) -> None:
    """Kafka: before authentication only ApiVersions and the SASL APIs are read; anything else closes the
    connection."""
    with raw(lab, listener) as c:
        c.send(ApiVersionsRequest(), 0)
        assert c.read() is not None
        c.send(MetadataRequest(topics=None), 4)
        assert c.read() is None and c.closed()


def failed_handshake_then_pipelined_frame(lab: Lab, listener: str) -> None:
    """A failed SaslHandshake is answered and the connection closed at once, whatever follows it (a pipelined frame
    behind it kept the connection, its socket and its pool bytes alive after the client left)."""
    with raw(lab, listener) as c:
        c.send_bytes(
            request(SaslHandshakeRequest(mechanism="NOPE"), 1, 1) + request(MetadataRequest(topics=None), 4, 2)
        )
        answer = c.read()
        assert answer is not None
        assert SaslHandshakeResponse.decode(answer[4:], 1).error_code == E.UNSUPPORTED_SASL_MECHANISM
        assert c.read() is None and c.closed(3)


def bad_credentials(lab: Lab, listener: str) -> None:
    """Kafka: a failed login answers SASL_AUTHENTICATION_FAILED, the same for every reason, and closes."""
    cases = [("PLAIN", "alice", "wrong"), ("PLAIN", "mallory", "x"), ("SCRAM-SHA-256", "carol", "wrong")]
    for mechanism, user, secret in cases:
        with raw(lab, listener) as c:
            assert c.login(mechanism, user, secret) == SASL_FAILED, (mechanism, user)
            assert c.closed()
    with raw(lab, listener) as c:  # a malformed PLAIN token
        assert c.handshake("PLAIN") == 0
        answer = c.authenticate(b"garbage")
        assert answer is not None and answer.error_code == SASL_FAILED and c.closed()
    with raw(lab, listener) as c:  # the real user logs in
        assert c.login("SCRAM-SHA-256", "carol", "carol-scram") == 0


def unknown_scram_users_look_real(lab: Lab, listener: str) -> None:
    """kraftpy: an unknown SCRAM user is answered as a real one with a wrong password, the same salt on every broker
    (Kafka refuses an unknown user at its first message; each kraftpy broker made up its own salt)."""
    answers = []
    for broker in lab.cluster.brokers:
        with raw(lab, listener, broker.node_id) as c:
            answers.append(c.scram_server_first("SCRAM-SHA-256", "nobody-here"))
    real = []
    for broker in lab.cluster.brokers:
        with raw(lab, listener, broker.node_id) as c:
            real.append(c.scram_server_first("SCRAM-SHA-256", "carol"))
    assert answers[0]["s"] == answers[1]["s"] and real[0]["s"] == real[1]["s"]
    # the iteration count real users have (not a default), a salt of their length; the exchange then fails as a
    # wrong password does
    assert answers[0]["i"] == real[0]["i"] == "8192" and len(answers[0]["s"]) == len(real[0]["s"])
    for broker in lab.cluster.brokers:
        with raw(lab, listener, broker.node_id) as c:
            assert c.login("SCRAM-SHA-256", "nobody-here", "guess") == SASL_FAILED and c.closed()


def reauthenticating_as_someone_else(lab: Lab, listener: str) -> None:
    """KIP-368: a re-authentication must keep the principal; switching fails and closes the connection."""
    with raw(lab, listener) as c:
        assert c.login("PLAIN", "alice", password("alice")) == 0
        code = c.login("PLAIN", "admin", password("admin"))
        assert code == SASL_FAILED and c.closed()


def expired_session_with_a_bare_handshake(lab: Lab, listener: str) -> None:
    """KIP-368: a session that expired (connections.max.reauth.ms) is not served; a SaslHandshake never followed by
    SaslAuthenticate kept an expired connection served."""
    with raw(lab, listener) as c:
        assert c.login("PLAIN", "alice", password("alice")) == 0
        c.send(MetadataRequest(topics=None), 12)
        assert c.read() is not None
        time.sleep(REAUTH_MS / 1000 + 0.5)
        try:
            c.send(SaslHandshakeRequest(mechanism="PLAIN"), 1)
            c.send(MetadataRequest(topics=None), 12)
        except (BrokenPipeError, ConnectionResetError):  # (kraftpy closes a session when it ends)
            return
        seen = [c.read(3) for _ in range(2)]
        served = [f for f in seen if f is not None]
        # at most the handshake's answer; never the Metadata of an expired session
        assert len(served) <= 1 and c.closed()


def wrong_protocol_bytes(lab: Lab, listener: str) -> None:
    """TLS downgrade and its reverse: plaintext Kafka bytes to a SASL_SSL listener, a TLS ClientHello to a
    SASL_PLAINTEXT one. Either way no Kafka answer, and the connection is closed."""
    host, port, _sec = lab.security("alice", listener)
    if listener == "SASLSSL":
        with RawClient(host, port) as c:
            c.send(ApiVersionsRequest(), 0)
            assert c.read(5) is None and c.closed()
    else:
        hello = bytes.fromhex("16030100a5010000a10303") + bytes(32) + b"\x00\x00\x02\x13\x01\x01\x00" + bytes(150)
        with RawClient(host, port) as c:
            c.send_bytes(hello)
            assert c.read(5) is None and c.closed()
    # and a well-behaved client still gets in
    assert lab.one(listener, "alice", MetadataRequest(topics=None), 12).topics is not None


def half_open_frames_do_not_starve_the_node(lab: Lab, listener: str) -> None:
    """Unauthenticated connections that announce a frame (a size prefix) and send nothing more could take the whole
    request memory pool (queued.max.request.bytes), so that nothing else was read, replication included: produces
    timed out. Here they announce more than the pool holds, and acks=all writes go on."""
    host, port, sec = lab.security("alice", listener)
    idle = []
    try:
        for size in HALF_OPEN_FRAMES:
            c = RawClient(host, port, sec.ssl_context)
            # the size prefix and the start of a request header (SaslHandshake v1), then nothing
            c.send_bytes(struct.pack(">ihhi", size, 17, 1, 1))
            idle.append(c)
        time.sleep(1)
        topic = f"starved-{listener.lower()}"
        lab.admin(lambda a: a.create_topics([NewTopic(topic, 2, 2)]))
        start = time.monotonic()
        lab.produce(topic, timeout_ms=5_000)
        assert time.monotonic() - start < 15
    finally:
        for c in idle:
            c.close()


@dataclass(frozen=True)
class Row:
    name: str
    kafka: str  # the behaviour expected, as Kafka (or kraftpy, where stricter) answers
    run: Callable[[Lab, str], None]
    listeners: tuple[str, ...] = BROKER_LISTENERS


ROWS = [
    Row(
        "raft-fetch-metadata-log",
        "ControllerApis: Fetch needs CLUSTER_ACTION",
        raft_fetch_of_the_metadata_log,
        CONTROLLER,
    ),
    Row("controller-apis", "ControllerApis: CLUSTER_ACTION", controller_apis_need_cluster_action, CONTROLLER),
    Row("fetch-session-reauthorized", "every fetch re-authorizes the session", incremental_fetch_after_the_acl_went),
    Row("fetch-session-other-principal", "kraftpy: FETCH_SESSION_ID_NOT_FOUND", fetch_session_of_another_principal),
    Row("metadata-v0-all-topics", "describable topics only", metadata_v0_all_topics),
    Row("describe-topic-partitions-paging", "pages over describable topics", describe_topic_partitions_paging),
    Row("regex-subscription", "regex resolves over describable topics", regex_subscription),
    Row("unknown-topic-id", "UNKNOWN_TOPIC_ID", unknown_topic_id),
    Row("forwarded-create-topics", "CREATE for the client's principal", forwarded_create_topics),
    Row("cluster-operations", "CLUSTER_AUTHORIZATION_FAILED", cluster_operations),
    Row("group-operations", "GROUP_AUTHORIZATION_FAILED", group_operations),
    Row("requests-before-authentication", "connection closed", requests_before_authentication),
    Row("failed-handshake-pipelined", "answered, then closed at once", failed_handshake_then_pipelined_frame),
    Row("bad-credentials", "SASL_AUTHENTICATION_FAILED alike, closed", bad_credentials),
    Row("unknown-scram-user", "kraftpy: a real-looking salt, the same on every broker", unknown_scram_users_look_real),
    Row("reauthenticate-as-another", "KIP-368: refused, closed", reauthenticating_as_someone_else),
    Row("expired-session-bare-handshake", "KIP-368: not served after expiry", expired_session_with_a_bare_handshake),
    Row("wrong-protocol-bytes", "closed without an answer", wrong_protocol_bytes),
    Row("half-open-frames", "the pool stays for authenticated traffic", half_open_frames_do_not_starve_the_node),
]
CASES = [(row, listener) for row in ROWS for listener in row.listeners]


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    c = SecureCluster(tmp_path_factory.mktemp("matrix"), controllers=1, brokers=2, reauth_ms=REAUTH_MS, overrides=POOL)
    try:
        c.start_all()
        lab = Lab(c)
        topics = ("visible", "readable", "secret", "bob-topic", "rx-visible", "rx-secret")
        lab.admin(lambda a: a.create_topics([NewTopic(n, 2, 2) for n in topics]))
        lab.grant(
            acl(T.TOPIC, "visible", Op.DESCRIBE),
            acl(T.TOPIC, "rx-visible", Op.DESCRIBE),
            acl(T.TOPIC, "readable", Op.READ),
            acl(T.TOPIC, "bob-topic", Op.READ, "User:bob"),
        )
        lab.produce("readable")
        carol = ("carol", "SCRAM-SHA-256", "carol-scram", 8192)  # a SCRAM user (the PLAIN users come from JAAS)
        assert lab.admin(lambda a: a.alter_user_scram_credentials([carol])) == {"carol": None}

        def acls_everywhere() -> bool:  # the ACLs are committed and replayed on the broker the rows talk to
            names = {t.name for t in lab.one("SASLPLAIN", "alice", MetadataRequest(topics=None), 12).topics}
            return names == {"visible", "readable", "rx-visible"}

        assert eventually(acls_everywhere, 30)
        yield lab
    finally:
        c.close()


@pytest.mark.parametrize(("row", "listener"), CASES, ids=[f"{r.name}-{ls}" for r, ls in CASES])
def test_attack(lab: Lab, row: Row, listener: str) -> None:
    row.run(lab, listener)
