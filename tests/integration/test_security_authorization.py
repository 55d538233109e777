"""Authorization on real node processes (a secured cluster: one controller, two brokers, the StandardAuthorizer):
requests of `alice` (SASL PLAIN, no ACLs but those a test grants) and of the super user `admin`, API by API, with
the error codes Kafka answers, the seeds' three rules, authorized-operations bitfields, and ACL changes taking
effect on every broker once committed.

| topic | alice may |
|---|---|
| visible | DESCRIBE |
| readable | READ (implies DESCRIBE) |
| secret | nothing |
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from kraftpy.admin.client import AdminClient, NewTopic
from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.net.client import NodeClient
from kraftpy.protocol.messages.create_acls import CreateAclsRequest
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest
from kraftpy.protocol.messages.describe_acls import DescribeAclsRequest
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest
from kraftpy.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsRequest
from kraftpy.protocol.messages.describe_user_scram_credentials import DescribeUserScramCredentialsRequest
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.security.config import ClientSecurity

from .secure_cluster import SecureCluster, password

pytestmark = [pytest.mark.timeout(300)]

Op = AclOperation
T = ResourceType
ZERO = uuid.UUID(int=0)
TOPIC_DENIED, GROUP_DENIED, CLUSTER_DENIED = 29, 30, 31
ALL_TOPIC_OPS = (Op.READ, Op.WRITE, Op.CREATE, Op.DELETE, Op.ALTER, Op.DESCRIBE, Op.DESCRIBE_CONFIGS, Op.ALTER_CONFIGS)


def bits(*ops: int) -> int:
    return sum(1 << int(o) for o in ops)


def acl(
    rtype: int,
    name: str,
    op: int,
    principal: str = "User:alice",
    pattern: int = PatternType.LITERAL,
    permission: int = AclPermissionType.ALLOW,
) -> AclBinding:
    return AclBinding(rtype, name, pattern, principal, "*", op, permission)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SecureCluster]:
    c = SecureCluster(tmp_path_factory.mktemp("authz"), controllers=1, brokers=2)
    try:
        c.start_all()

        async def setup() -> None:
            async with AdminClient(config=c.admin_config()) as admin:
                await admin.create_topics([NewTopic(n, 2, 2) for n in ("visible", "readable", "secret")])
                assert await admin.create_acls(
                    [acl(T.TOPIC, "visible", Op.DESCRIBE), acl(T.TOPIC, "readable", Op.READ)]
                ) == [None, None]

        asyncio.run(setup())
        yield c
    finally:
        c.close()


def ask(
    c: SecureCluster,
    request: Any,
    version: int | None = None,
    *,
    user: str = "alice",
    broker: int = 0,
    controller: bool = False,
) -> Any:
    """Send one request over SASL_PLAINTEXT PLAIN (the controller: SASL_SSL) as `user`."""
    if controller:
        host, port = c.bootstrap_controllers.split(",")[0].split(":")
        from kraftpy.security.tls import client_context

        sec = ClientSecurity(
            "SASL_SSL",
            client_context({"ssl.truststore.location": str(c.ca_file)}),
            "PLAIN",
            "node" if user == "node" else user,
            "node-secret" if user == "node" else password(user),
        )
    else:
        host, port = c.address(c.brokers[broker], "SASLPLAIN").split(":")
        sec = ClientSecurity("SASL_PLAINTEXT", None, "PLAIN", user, password(user))

    async def run() -> Any:
        client = NodeClient(-1, host, int(port), rng=random.Random(0), security=sec, request_timeout=15)
        try:
            return await client.send(request, version)
        finally:
            await client.close()

    return asyncio.run(run())


def grant(c: SecureCluster, *bindings: AclBinding) -> None:
    async def run() -> None:
        async with AdminClient(config=c.admin_config()) as admin:
            assert await admin.create_acls(list(bindings)) == [None] * len(bindings)

    asyncio.run(run())


def revoke(c: SecureCluster, *bindings: AclBinding) -> None:
    from kraftpy.admin.security_client import AclFilter

    async def run() -> None:
        async with AdminClient(config=c.admin_config()) as admin:
            await admin.delete_acls(
                [
                    AclFilter(
                        b.resource_type,
                        b.resource_name,
                        b.pattern_type,
                        b.principal,
                        b.host,
                        b.operation,
                        b.permission_type,
                    )
                    for b in bindings
                ]
            )

    asyncio.run(run())


def eventually(probe: Any, timeout: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        got = probe()
        if got or time.monotonic() > deadline:
            return got
        time.sleep(0.2)


# -- topics ------------------------------------------------------------------------------------------------------


def test_metadata_hides_and_refuses_like_kafka(cluster: SecureCluster) -> None:
    R = MetadataRequest
    resp = ask(
        cluster,
        R(
            topics=[R.MetadataRequestTopic(name=n) for n in ("visible", "secret", "missing")],
            allow_auto_topic_creation=False,
            include_topic_authorized_operations=True,
        ),
        12,
    )
    by = {t.name: t for t in resp.topics}
    assert by["visible"].error_code == 0 and len(by["visible"].partitions) == 2
    assert by["visible"].topic_authorized_operations == bits(Op.DESCRIBE)
    # a topic alice may not describe is TOPIC_AUTHORIZATION_FAILED whether it exists or not
    assert by["secret"].error_code == TOPIC_DENIED and by["secret"].partitions == []
    assert by["missing"].error_code == TOPIC_DENIED
    everything = ask(cluster, R(topics=None, include_topic_authorized_operations=True), 12)
    listed = {t.name: t.topic_authorized_operations for t in everything.topics}
    assert set(listed) == {"visible", "readable"}  # the rest is left out
    assert listed["readable"] == bits(Op.READ, Op.DESCRIBE)
    admin = ask(cluster, R(topics=None, include_topic_authorized_operations=True), 12, user="admin")
    admin_ops = {t.name: t.topic_authorized_operations for t in admin.topics}
    assert {"visible", "readable", "secret"} <= set(admin_ops)
    assert admin_ops["secret"] == bits(*ALL_TOPIC_OPS)
    # cluster authorized operations (Metadata v8-10)
    assert ask(cluster, R(topics=[], include_cluster_authorized_operations=True), 10).cluster_authorized_operations == 0


def test_describe_topic_partitions_needs_describe_seed_001(cluster: SecureCluster) -> None:
    R = DescribeTopicPartitionsRequest
    resp = ask(
        cluster, R(topics=[R.TopicRequest(name=n) for n in ("visible", "secret")], response_partition_limit=100), 0
    )
    by = {t.name: t for t in resp.topics}
    assert by["secret"].error_code == TOPIC_DENIED and by["secret"].topic_id == ZERO and by["secret"].partitions == []
    assert by["visible"].error_code == 0 and len(by["visible"].partitions) == 2
    assert by["visible"].topic_authorized_operations == bits(Op.DESCRIBE)
    listing = ask(cluster, R(topics=[], response_partition_limit=100), 0)
    assert {t.name for t in listing.topics} == {"visible", "readable"}


def test_list_offsets_delete_topics_and_create_topics(cluster: SecureCluster) -> None:
    L = ListOffsetsRequest
    resp = ask(
        cluster,
        L(
            replica_id=-1,
            topics=[
                L.ListOffsetsTopic(name=n, partitions=[L.ListOffsetsPartition(partition_index=0, timestamp=-1)])
                for n in ("visible", "secret")
            ],
        ),
        7,
    )
    codes = {t.name: t.partitions[0].error_code for t in resp.topics}
    assert codes["secret"] == TOPIC_DENIED and codes["visible"] in (0, 6)  # 6: this broker does not lead it
    D = DeleteTopicsRequest
    resp = ask(cluster, D(topics=[D.DeleteTopicState(name=n) for n in ("secret", "missing")], timeout_ms=5000), 6)
    assert {r.name: r.error_code for r in resp.responses} == {"secret": TOPIC_DENIED, "missing": TOPIC_DENIED}
    resp = ask(cluster, D(topics=[D.DeleteTopicState(name="missing")], timeout_ms=5000), 6, user="admin")
    assert resp.responses[0].error_code == 3  # UNKNOWN_TOPIC_OR_PARTITION for who may see everything
    C = CreateTopicsRequest
    new = f"alice-{uuid.uuid4().hex[:6]}"
    create = C(topics=[C.CreatableTopic(name=new, num_partitions=1, replication_factor=2)], timeout_ms=10000)
    assert ask(cluster, create, 7).topics[0].error_code == TOPIC_DENIED
    grant(cluster, acl(T.TOPIC, "alice-", Op.CREATE, pattern=PatternType.PREFIXED))
    resp = eventually(lambda: (r := ask(cluster, create, 7)).topics[0].error_code == 0 and r)
    assert resp and resp.topics[0].error_code == 0
    # no DESCRIBE_CONFIGS on the topic: its configs are not shown
    assert resp.topics[0].topic_config_error_code == TOPIC_DENIED and resp.topics[0].configs is None


def test_describe_configs(cluster: SecureCluster) -> None:
    R = DescribeConfigsRequest
    resp = ask(
        cluster,
        R(
            resources=[
                R.DescribeConfigsResource(resource_type=2, resource_name="secret"),
                R.DescribeConfigsResource(resource_type=4, resource_name="2"),
            ]
        ),
        4,
    )
    codes = {r.resource_name: r.error_code for r in resp.results}
    assert codes == {"secret": TOPIC_DENIED, "2": CLUSTER_DENIED}


def test_follower_fetch_needs_cluster_action(cluster: SecureCluster) -> None:
    F = FetchRequest
    req = F(
        replica_id=5,
        max_wait_ms=0,
        min_bytes=1,
        max_bytes=1 << 20,
        session_epoch=-1,
        topics=[
            F.FetchTopic(
                topic="readable",
                partitions=[F.FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=1 << 20)],
            )
        ],
    )
    resp = ask(cluster, req, 12)
    assert [p.error_code for t in resp.responses for p in t.partitions] == [TOPIC_DENIED]
    req.replica_id = -1  # as a consumer alice may read the topic
    resp = ask(cluster, req, 12)
    assert [p.error_code for t in resp.responses for p in t.partitions] in ([0], [6])  # 6: not the leader here


# -- the cluster ---------------------------------------------------------------------------------------------------


def test_elect_leaders_needs_alter_on_the_cluster_seed_004(cluster: SecureCluster) -> None:
    E = ElectLeadersRequest
    req = E(election_type=0, topic_partitions=[E.TopicPartitions(topic="visible", partitions=[0])], timeout_ms=5000)
    resp = ask(cluster, req, 2)
    assert resp.error_code == CLUSTER_DENIED
    assert [p.error_code for r in resp.replica_election_results for p in r.partition_result] == [CLUSTER_DENIED]
    binding = acl(T.CLUSTER, "kafka-cluster", Op.ALTER)
    grant(cluster, binding)
    try:
        ok = eventually(lambda: (r := ask(cluster, req, 2)).error_code == 0 and r)
        assert ok, "ALTER on the cluster allows elections"
        assert next(p.error_code for r in ok.replica_election_results for p in r.partition_result) in (0, 84)
    finally:
        revoke(cluster, binding)


def test_get_replica_log_info_needs_cluster_action_seed_001(cluster: SecureCluster) -> None:
    meta = ask(cluster, MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="visible")]), 12)
    topic_id = meta.topics[0].topic_id
    G = GetReplicaLogInfoRequest
    req = G(
        broker_id=cluster.brokers[0].node_id, topic_partitions=[G.TopicPartitions(topic_id=topic_id, partitions=[0, 1])]
    )
    resp = ask(cluster, req, 0)
    codes = [p.error_code for t in resp.topic_partition_log_info_list for p in t.partition_log_info]
    assert codes == [CLUSTER_DENIED, CLUSTER_DENIED]
    resp = ask(cluster, req, 0, user="admin")  # a super user is answered
    codes = [p.error_code for t in resp.topic_partition_log_info_list for p in t.partition_log_info]
    assert CLUSTER_DENIED not in codes


def test_cluster_apis_for_a_plain_user(cluster: SecureCluster) -> None:
    resp = ask(cluster, DescribeClusterRequest(include_cluster_authorized_operations=True), 1)
    assert resp.error_code == 0 and resp.cluster_authorized_operations == 0
    admin = ask(cluster, DescribeClusterRequest(include_cluster_authorized_operations=True), 1, user="admin")
    assert admin.cluster_authorized_operations == bits(
        Op.CREATE, Op.ALTER, Op.DESCRIBE, Op.CLUSTER_ACTION, Op.DESCRIBE_CONFIGS, Op.ALTER_CONFIGS, Op.IDEMPOTENT_WRITE
    )
    D = DescribeAclsRequest
    describe = D(resource_type_filter=1, pattern_type_filter=1, operation=1, permission_type=1)
    assert ask(cluster, describe, 3).error_code == CLUSTER_DENIED
    assert ask(cluster, describe, 3, user="admin").error_code == 0
    C = CreateAclsRequest
    create = C(
        creations=[
            C.AclCreation(
                resource_type=2,
                resource_name="secret",
                resource_pattern_type=3,
                principal="User:alice",
                host="*",
                operation=2,
                permission_type=3,
            )
        ]
    )
    assert [r.error_code for r in ask(cluster, create, 3).results] == [CLUSTER_DENIED]
    assert ask(cluster, DescribeUserScramCredentialsRequest(users=None), 0).error_code == CLUSTER_DENIED
    assert ask(cluster, FindCoordinatorRequest(key="g", key_type=0), 3).error_code == GROUP_DENIED
    # the controller itself checks too (a tool bootstrapped with controllers)
    assert ask(cluster, describe, 3, controller=True).error_code == CLUSTER_DENIED


def test_acl_changes_take_effect_on_every_broker(cluster: SecureCluster) -> None:
    L = ListOffsetsRequest
    req = L(
        replica_id=-1,
        topics=[
            L.ListOffsetsTopic(name="secret", partitions=[L.ListOffsetsPartition(partition_index=0, timestamp=-1)])
        ],
    )

    def codes() -> list[int]:
        return [ask(cluster, req, 7, broker=i).topics[0].partitions[0].error_code for i in (0, 1)]

    assert codes() == [TOPIC_DENIED, TOPIC_DENIED]
    binding = acl(T.TOPIC, "sec", Op.DESCRIBE, pattern=PatternType.PREFIXED)
    grant(cluster, binding)  # through the first broker; the controller commits it; both brokers replay it
    assert eventually(lambda: TOPIC_DENIED not in codes()), codes()
    deny = acl(T.TOPIC, "secret", Op.ALL, permission=AclPermissionType.DENY)
    grant(cluster, deny)  # DENY wins over the ALLOW
    assert eventually(lambda: codes() == [TOPIC_DENIED, TOPIC_DENIED]), codes()
    revoke(cluster, deny, binding)
    assert eventually(lambda: codes() == [TOPIC_DENIED, TOPIC_DENIED])
