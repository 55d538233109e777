"""Real admin clients against real node processes (issue 6): kafka-python 3, confluent-kafka and aiokafka each
create, describe, alter (partitions; configs, incremental and legacy) and delete topics and configs (topic, broker
and cluster-default configs). In the middle of each client's run the active controller is killed (kill -9): the
new active controller knows every committed change (it refuses to create the topic again and to "grow" it to the
partition count it already has) and the configs set before the failover are still there next to those set after.

Answers to mutating requests come once the controller committed them; brokers serve DescribeConfigs and Metadata
from their own replica of the metadata log, a moment later (as in Kafka), so the tests poll what they describe.

What a client library cannot do is left out, by name:
* the cluster-wide default broker config (resource BROKER ""): kafka-python 3 and aiokafka turn broker resource
  names into broker ids (`int(name)`) and fail on "", confluent-kafka refuses it locally ("Invalid
  ConfigResource"); it is set with kraftpy's AdminClient, and each client checks its effect (a broker's
  DYNAMIC_DEFAULT_BROKER_CONFIG entry, the synonym a topic inherits);
* aiokafka 0.14 has no IncrementalAlterConfigs: it alters configs with the legacy AlterConfigs only.

Cluster: controllers 1, 2, 3 (the quorum), brokers 4 and 5. The last test shows that brokers hold a forwarded request
across a controller failover.
"""

from __future__ import annotations

import asyncio
import time
import warnings
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import aiokafka.admin as aio
import aiokafka.errors as aioerrors
import kafka.errors as kerrors
import pytest
from aiokafka.admin.config_resource import ConfigResource as AioResource
from aiokafka.admin.config_resource import ConfigResourceType as AioType
from confluent_kafka import KafkaError, KafkaException, TopicCollection
from confluent_kafka import admin as ck
from kafka.admin import AlterConfigOp as KpOp
from kafka.admin import ConfigResource as KpResource
from kafka.admin import ConfigResourceType as KpType
from kafka.admin import KafkaAdminClient

from kraftpy.admin.client import AdminClient, AlterConfigOp, AlterConfigOpType, ConfigResource
from kraftpy.protocol.error_codes import ErrorCode

from .cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

T = TypeVar("T")
R = TypeVar("R")
BROKER_RESOURCE = 4
# DescribeConfigs ConfigSource values
DYNAMIC_TOPIC, DYNAMIC_BROKER, DYNAMIC_DEFAULT_BROKER, DEFAULT = 1, 2, 3, 5

OVERRIDES = {"broker.session.timeout.ms": "3000", "broker.heartbeat.interval.ms": "500"}


# ============================================================================================== helpers


def eventually(cluster: Cluster, what: str, fn: Callable[[], T], expected: T, timeout: float = 20.0) -> None:
    """Poll `fn()` until it returns `expected` (errors count as not yet: a broker catching up, a failover)."""
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        try:
            last = fn()
        except Exception as e:  # the controller failing over, a client timing out: ask again
            last = e
        if last == expected:
            return
        time.sleep(0.2)
    raise AssertionError(f"{what}: expected {expected!r}, last got {last!r}\n{cluster.logs()}")


def kraftpy_entry(cluster: Cluster, resource: ConfigResource, name: str) -> tuple[str | None, int] | None:
    """(value, source) of one config as kraftpy's AdminClient describes it."""

    async def run() -> tuple[str | None, int] | None:
        async with AdminClient(cluster.bootstrap_servers, default_api_timeout_ms=20000) as admin:
            desc = (await admin.describe_configs([resource]))[resource]
        assert desc.error is None, desc.error
        e = desc.get(name)
        return None if e is None else (e.value, e.source)

    return asyncio.run(run())


def set_cluster_default(cluster: Cluster, name: str, value: str | None) -> None:
    """IncrementalAlterConfigs on BROKER "" (the cluster-wide default) with kraftpy's client: SET, or DELETE."""
    op = AlterConfigOp(name, value, AlterConfigOpType.SET if value is not None else AlterConfigOpType.DELETE)
    resource = ConfigResource(BROKER_RESOURCE, "")

    async def run() -> Any:
        async with AdminClient(cluster.bootstrap_servers, default_api_timeout_ms=20000) as admin:
            return await admin.incremental_alter_configs({resource: [op]})

    assert asyncio.run(run()) == {resource: None}


def fail_over(cluster: Cluster) -> None:
    """Kill -9 the active controller, wait for another one to commit in a new epoch, restart the old one."""
    quorum = cluster.wait_for_leader()
    cluster.kill(quorum.leader_id)
    cluster.wait_for_leader(exclude={quorum.leader_id}, min_epoch=quorum.leader_epoch + 1, timeout=30)
    cluster.start(quorum.leader_id)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    with Cluster(tmp_path_factory.mktemp("admin"), controllers=3, brokers=2, overrides=OVERRIDES) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)

        async def brokers() -> set[int]:
            async with AdminClient(c.bootstrap_servers, default_api_timeout_ms=5000) as admin:
                return {n.node_id for n in (await admin.describe_cluster()).nodes if not n.is_fenced}

        eventually(c, "unfenced brokers", lambda: asyncio.run(brokers()), {4, 5}, timeout=30)
        yield c


# ========================================================================================= kafka-python


def kp_retry(fn: Callable[[], T]) -> T:
    """Call `fn` again while it fails with a retriable error (the brokers finding the new active controller after
    a failover); any other outcome (a result, or a non-retriable error) is returned / raised."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return fn()
        except kerrors.KafkaError as e:
            if not e.retriable or time.monotonic() > deadline:
                raise
        time.sleep(0.2)


def test_kafka_python(cluster: Cluster) -> None:
    admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers, request_timeout_ms=30000)
    try:
        _kafka_python(cluster, admin)
    finally:
        admin.close()


def _kafka_python(cluster: Cluster, admin: KafkaAdminClient) -> None:
    topic = "kp-topic"
    topic_res = KpResource(KpType.TOPIC, topic)

    def modified() -> dict[str, tuple[str, str]]:
        configs = admin.describe_configs([topic_res])["topic"][topic]
        return {k: (v["value"], v["config_source"]) for k, v in configs.items()}

    def broker_4(key: str) -> tuple[str, str]:
        e = admin.describe_configs([KpResource(KpType.BROKER, "4")], config_filter="all")["broker"]["4"][key]
        return e["value"], e["config_source"]

    result = admin.create_topics(
        {topic: {"num_partitions": 1, "replication_factor": 2, "configs": {"retention.ms": "3600000"}}}
    )
    (created,) = result["topics"]
    assert (created["name"], created["error_code"], created["num_partitions"], created["replication_factor"]) == (
        topic, 0, 1, 2,
    )  # fmt: skip
    assert created["configs"]["retention.ms"]["value"] == "3600000"
    admin.wait_for_topics([topic])
    assert topic in admin.list_topics()
    (described,) = admin.describe_topics([topic])
    assert described["name"] == topic and len(described["partitions"]) == 1
    assert sorted(described["partitions"][0]["replica_nodes"]) == [4, 5]
    with pytest.raises(kerrors.TopicAlreadyExistsError):
        admin.create_topics({topic: {"num_partitions": 1}})

    # partitions: 1 -> 3
    response = admin.create_partitions({topic: 3})
    assert [(r.name, r.error_code) for r in response.results] == [(topic, 0)]
    eventually(cluster, "3 partitions", lambda: len(admin.describe_topics([topic])[0]["partitions"]), 3)
    # DescribeTopicPartitions (KIP-966) sees them too, each with a full ISR and no ELR
    eventually(
        cluster,
        "3 partitions described",
        lambda: [
            # (kafka-python reports an empty ELR as None)
            (p["partition_index"], len(p["isr_nodes"]), p["eligible_leader_replicas"] or [])
            for p in admin.describe_topic_partitions([topic])["topics"][0]["partitions"]
        ],
        [(0, 2, []), (1, 2, []), (2, 2, [])],
    )

    # incremental: SET, DELETE, APPEND (to the default value of a list config)
    ops = {
        "max.message.bytes": (KpOp.SET, "200000"),
        "retention.ms": (KpOp.DELETE, None),
        "cleanup.policy": (KpOp.APPEND, "compact"),
    }
    answer = admin.alter_configs([KpResource(KpType.TOPIC, topic, configs=ops)], incremental=True)
    assert answer == {"topic": {topic: "OK"}}, answer
    after_incremental = {
        "max.message.bytes": ("200000", "DYNAMIC_TOPIC_CONFIG"),
        "cleanup.policy": ("delete,compact", "DYNAMIC_TOPIC_CONFIG"),
    }
    eventually(cluster, "incremental changes", modified, after_incremental)
    # legacy AlterConfigs replaces the whole topic config: kafka-python sends the other modified keys along
    answer = admin.alter_configs(
        [KpResource(KpType.TOPIC, topic, configs={"segment.bytes": "1048576"})], incremental=False
    )
    assert answer == {"topic": {topic: "OK"}}, answer
    before_failover = {**after_incremental, "segment.bytes": ("1048576", "DYNAMIC_TOPIC_CONFIG")}
    eventually(cluster, "legacy change", modified, before_failover)
    everything = admin.describe_configs([topic_res], config_filter="all")["topic"][topic]
    assert (everything["retention.ms"]["value"], everything["retention.ms"]["config_source"]) == (
        "604800000", "DEFAULT_CONFIG",
    )  # fmt: skip

    # broker 4's own dynamic config
    answer = admin.alter_configs([KpResource(KpType.BROKER, "4", configs={"log.retention.bytes": "1099511627776"})])
    assert answer == {"broker": {"4": "OK"}}, answer
    eventually(cluster, "broker 4's config", lambda: broker_4("log.retention.bytes"),
               ("1099511627776", "DYNAMIC_BROKER_CONFIG"))  # fmt: skip

    fail_over(cluster)

    # the new active controller has it all
    with pytest.raises(kerrors.TopicAlreadyExistsError):
        kp_retry(lambda: admin.create_topics({topic: {"num_partitions": 1}}))
    with pytest.raises(kerrors.InvalidPartitionsError):
        kp_retry(lambda: admin.create_partitions({topic: 3}))
    later = KpResource(KpType.TOPIC, topic, configs={"retention.bytes": "123456789"})
    assert kp_retry(lambda: admin.alter_configs([later], incremental=True)) == {"topic": {topic: "OK"}}
    eventually(cluster, "configs after the failover", modified,
               {**before_failover, "retention.bytes": ("123456789", "DYNAMIC_TOPIC_CONFIG")})  # fmt: skip
    assert broker_4("log.retention.bytes") == ("1099511627776", "DYNAMIC_BROKER_CONFIG")

    # reset (incremental DELETE) and delete
    answer = admin.reset_configs([KpResource(KpType.BROKER, "4", configs=["log.retention.bytes"])])
    assert answer == {"broker": {"4": "OK"}}, answer
    eventually(cluster, "broker 4's config reset", lambda: broker_4("log.retention.bytes"), ("-1", "DEFAULT_CONFIG"))
    result = admin.delete_topics([topic])
    assert [(t["name"], t["error_code"]) for t in result["topics"]] == [(topic, 0)]
    eventually(cluster, "the topic gone", lambda: topic in admin.list_topics(), False)


# ======================================================================================== confluent-kafka


def ck_error(make: Callable[[], Any]) -> KafkaError | None:
    """How the confluent-kafka admin future `make()` ends (None: success), asked again while it fails with a
    retriable error (the brokers finding the new active controller after a failover)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            make().result(30)
            return None
        except KafkaException as e:
            err = e.args[0]
            assert isinstance(err, KafkaError)
            if not err.retriable() or time.monotonic() > deadline:
                return err
        time.sleep(0.2)


def test_confluent_kafka(cluster: Cluster) -> None:
    topic = "ck-topic"
    admin = ck.AdminClient({"bootstrap.servers": cluster.bootstrap_servers})
    S, D = ck.AlterConfigOpType.SET, ck.AlterConfigOpType.DELETE

    def configs_of(restype: ck.ResourceType, name: str, *keys: str) -> dict[str, tuple[str, int]]:
        (f,) = admin.describe_configs([ck.ConfigResource(restype, name)]).values()
        described = f.result(30)
        return {k: (described[k].value, described[k].source) for k in keys}

    def topic_configs(*keys: str) -> dict[str, tuple[str, int]]:
        return configs_of(ck.ResourceType.TOPIC, topic, *keys)

    def incremental(restype: ck.ResourceType, name: str, *entries: ck.ConfigEntry) -> None:
        resource = ck.ConfigResource(restype, name, incremental_configs=list(entries))
        assert admin.incremental_alter_configs([resource])[resource].result(30) is None

    futures = admin.create_topics(
        [ck.NewTopic(topic, num_partitions=1, replication_factor=2, config={"retention.ms": "3600000"})]
    )
    assert futures[topic].result(30) is None
    eventually(cluster, "the topic listed", lambda: topic in admin.list_topics(timeout=10).topics, True)
    (desc,) = admin.describe_topics(TopicCollection([topic])).values()
    info = desc.result(30)
    assert info.name == topic and len(info.partitions) == 1
    assert sorted(r.id for r in info.partitions[0].replicas) == [4, 5]
    eventually(cluster, "the topic's config", lambda: topic_configs("retention.ms"),
               {"retention.ms": ("3600000", DYNAMIC_TOPIC)})  # fmt: skip

    assert admin.create_partitions([ck.NewPartitions(topic, 3)])[topic].result(30) is None
    eventually(cluster, "3 partitions",
               lambda: len(admin.list_topics(topic, timeout=10).topics[topic].partitions), 3)  # fmt: skip

    incremental(
        ck.ResourceType.TOPIC,
        topic,
        ck.ConfigEntry("max.message.bytes", "200000", incremental_operation=S),
        ck.ConfigEntry("retention.ms", None, incremental_operation=D),
    )
    eventually(cluster, "incremental changes", lambda: topic_configs("max.message.bytes", "retention.ms"),
               {"max.message.bytes": ("200000", DYNAMIC_TOPIC), "retention.ms": ("604800000", DEFAULT)})  # fmt: skip
    # legacy AlterConfigs replaces the whole topic config: max.message.bytes goes back to its default
    legacy = ck.ConfigResource(ck.ResourceType.TOPIC, topic, set_config={"segment.bytes": "1048576"})
    with warnings.catch_warnings():  # confluent-kafka flags AlterConfigs as deprecated, as Kafka does
        warnings.simplefilter("ignore", DeprecationWarning)
        assert admin.alter_configs([legacy])[legacy].result(30) is None
    eventually(cluster, "legacy change", lambda: topic_configs("segment.bytes", "max.message.bytes"),
               {"segment.bytes": ("1048576", DYNAMIC_TOPIC), "max.message.bytes": ("1048588", DEFAULT)})  # fmt: skip

    # broker 5's own config, and the cluster-wide default (BROKER "") which confluent-kafka cannot address
    incremental(ck.ResourceType.BROKER, "5", ck.ConfigEntry("log.retention.bytes", "1099511627776",
                                                            incremental_operation=S))  # fmt: skip
    with pytest.raises(ValueError, match="Invalid ConfigResource"):
        admin.incremental_alter_configs(
            [ck.ConfigResource(ck.ResourceType.BROKER, "", incremental_configs=[
                ck.ConfigEntry("log.segment.delete.delay.ms", "30000", incremental_operation=S)])]
        )  # fmt: skip
    set_cluster_default(cluster, "log.segment.delete.delay.ms", "30000")
    broker_5 = {
        "log.retention.bytes": ("1099511627776", DYNAMIC_BROKER),
        "log.segment.delete.delay.ms": ("30000", DYNAMIC_DEFAULT_BROKER),
    }
    eventually(cluster, "broker 5's configs", lambda: configs_of(ck.ResourceType.BROKER, "5", *broker_5), broker_5)
    # the topic inherits the cluster default through file.delete.delay.ms's broker synonym
    eventually(cluster, "the inherited default", lambda: topic_configs("file.delete.delay.ms"),
               {"file.delete.delay.ms": ("30000", DYNAMIC_DEFAULT_BROKER)})  # fmt: skip

    fail_over(cluster)

    err = ck_error(lambda: admin.create_topics([ck.NewTopic(topic, num_partitions=1, replication_factor=2)])[topic])
    assert err is not None and err.code() == KafkaError.TOPIC_ALREADY_EXISTS, err
    err = ck_error(lambda: admin.create_partitions([ck.NewPartitions(topic, 3)])[topic])
    assert err is not None and err.code() == KafkaError.INVALID_PARTITIONS, err
    later = ck.ConfigResource(ck.ResourceType.TOPIC, topic, incremental_configs=[
        ck.ConfigEntry("retention.bytes", "123456789", incremental_operation=S)])  # fmt: skip
    assert ck_error(lambda: admin.incremental_alter_configs([later])[later]) is None
    eventually(
        cluster,
        "configs after the failover",
        lambda: topic_configs("segment.bytes", "retention.bytes"),
        {"segment.bytes": ("1048576", DYNAMIC_TOPIC), "retention.bytes": ("123456789", DYNAMIC_TOPIC)},
    )
    assert configs_of(ck.ResourceType.BROKER, "5", *broker_5) == broker_5
    assert kraftpy_entry(cluster, ConfigResource(BROKER_RESOURCE, ""), "log.segment.delete.delay.ms") == (
        "30000", DYNAMIC_DEFAULT_BROKER,
    )  # fmt: skip

    # clean up: delete the broker and cluster configs, then the topic
    incremental(ck.ResourceType.BROKER, "5", ck.ConfigEntry("log.retention.bytes", None, incremental_operation=D))
    set_cluster_default(cluster, "log.segment.delete.delay.ms", None)
    eventually(
        cluster,
        "broker 5's configs deleted",
        lambda: configs_of(ck.ResourceType.BROKER, "5", *broker_5),
        {"log.retention.bytes": ("-1", DEFAULT), "log.segment.delete.delay.ms": ("60000", DEFAULT)},
    )
    assert topic_configs("file.delete.delay.ms") == {"file.delete.delay.ms": ("60000", DEFAULT)}
    assert admin.delete_topics([topic])[topic].result(30) is None
    eventually(cluster, "the topic gone", lambda: topic in admin.list_topics(timeout=10).topics, False)


# =============================================================================================== aiokafka


async def aio_settled(call: Callable[[], Awaitable[R]], codes: Callable[[R], list[int]]) -> R:
    """`await call()` again while it fails with a retriable error, raised or among the error `codes` of its answer
    (aiokafka does not retry by itself)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            result = await call()
        except aioerrors.KafkaError as e:
            if not e.retriable or time.monotonic() > deadline:
                raise
        else:
            if not any(ErrorCode(c).retriable for c in codes(result)) or time.monotonic() > deadline:
                return result
        await asyncio.sleep(0.2)


async def aio_eventually(what: str, fn: Callable[[], Awaitable[T]], expected: T, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        try:
            last = await fn()
        except aioerrors.KafkaError as e:
            last = e
        if last == expected:
            return
        await asyncio.sleep(0.2)
    raise AssertionError(f"{what}: expected {expected!r}, last got {last!r}")


def alter_codes(responses: list[Any]) -> list[int]:
    return [r[0] for resp in responses for r in resp.resources]


def test_aiokafka(cluster: Cluster) -> None:
    asyncio.run(_aiokafka(cluster))


async def _aiokafka(cluster: Cluster) -> None:
    topic = "aio-topic"
    topic_res = AioResource(AioType.TOPIC, topic)
    broker_res = AioResource(AioType.BROKER, "4")
    admin = aio.AIOKafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers, request_timeout_ms=30000)
    await admin.start()

    async def configs(resource: AioResource, *keys: str) -> dict[str, tuple[str, int]]:
        (response,) = await admin.describe_configs([resource])
        assert response.API_VERSION >= 1  # entries carry their ConfigSource
        (result,) = response.resources
        assert result[0] == 0, result
        described = {c[0]: (c[1], c[3]) for c in result[4]}  # name -> (value, source)
        return {k: described[k] for k in keys}

    async def listed() -> bool:
        return topic in await admin.list_topics()

    async def partitions() -> int:
        (desc,) = await admin.describe_topics([topic])
        return len(desc["partitions"])

    try:
        response = await admin.create_topics([aio.NewTopic(topic, 1, 2, topic_configs={"retention.ms": "3600000"})])
        assert [(t[0], t[1]) for t in response.topic_errors] == [(topic, 0)], response
        await aio_eventually("the topic listed", listed, True)
        (desc,) = await admin.describe_topics([topic])
        assert desc["topic"] == topic and len(desc["partitions"]) == 1
        assert sorted(desc["partitions"][0]["replicas"]) == [4, 5]
        await aio_eventually("the topic's config", lambda: configs(topic_res, "retention.ms"),
                             {"retention.ms": ("3600000", DYNAMIC_TOPIC)})  # fmt: skip

        await admin.create_partitions({topic: aio.NewPartitions(3)})
        await aio_eventually("3 partitions", partitions, 3)

        # legacy AlterConfigs (aiokafka has no IncrementalAlterConfigs): the whole topic config is replaced
        altered = await admin.alter_configs([AioResource(AioType.TOPIC, topic, {"max.message.bytes": "200000"})])
        assert alter_codes(altered) == [0]
        before_failover = {
            "max.message.bytes": ("200000", DYNAMIC_TOPIC),
            "retention.ms": ("604800000", DEFAULT),
        }
        await aio_eventually("legacy change", lambda: configs(topic_res, *before_failover), before_failover)
        altered = await admin.alter_configs(
            [AioResource(AioType.BROKER, "4", {"log.cleaner.delete.retention.ms": "3600000"})]
        )
        assert alter_codes(altered) == [0]
        broker_4 = {"log.cleaner.delete.retention.ms": ("3600000", DYNAMIC_BROKER)}
        await aio_eventually("broker 4's config", lambda: configs(broker_res, *broker_4), broker_4)

        await asyncio.to_thread(fail_over, cluster)

        # the new active controller knows the topic and its partitions
        response = await aio_settled(
            lambda: admin.create_topics([aio.NewTopic(topic, 1, 2)]), lambda r: [t[1] for t in r.topic_errors]
        )
        assert [t[1] for t in response.topic_errors] == [ErrorCode.TOPIC_ALREADY_EXISTS], response
        with pytest.raises(aioerrors.InvalidPartitionsError):
            await aio_settled(lambda: admin.create_partitions({topic: aio.NewPartitions(3)}), lambda r: [])
        assert await configs(topic_res, *before_failover) == before_failover
        assert await configs(broker_res, *broker_4) == broker_4
        later = AioResource(AioType.TOPIC, topic, {"max.message.bytes": "200000", "retention.bytes": "123456789"})
        assert alter_codes(await aio_settled(lambda: admin.alter_configs([later]), alter_codes)) == [0]
        after = {
            "max.message.bytes": ("200000", DYNAMIC_TOPIC),
            "retention.bytes": ("123456789", DYNAMIC_TOPIC),
        }
        await aio_eventually("configs after the failover", lambda: configs(topic_res, *after), after)

        # clean up: an empty legacy AlterConfigs clears broker 4's dynamic config; then the topic goes
        assert alter_codes(await admin.alter_configs([AioResource(AioType.BROKER, "4", {})])) == [0]
        await aio_eventually("broker 4's config cleared", lambda: configs(broker_res, *broker_4),
                             {"log.cleaner.delete.retention.ms": ("86400000", DEFAULT)})  # fmt: skip
        response = await admin.delete_topics([topic])
        assert [(t[0], t[1]) for t in response.topic_error_codes] == [(topic, 0)], response
        await aio_eventually("the topic gone", listed, False)
    finally:
        await admin.close()


# ============================================================================================= forwarding


def test_forwarded_request_waits_for_the_new_controller(cluster: Cluster) -> None:
    """A client that does not retry (aiokafka) creates a topic through a broker just after the active controller
    died: Kafka's broker holds the forwarded CreateTopics until the new active controller answers it."""
    topic = "during-failover"

    async def run() -> list[tuple[str, int]]:
        admin = aio.AIOKafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers, request_timeout_ms=40000)
        await admin.start()
        try:
            await admin.list_topics()  # connected; the controller broker is known
            quorum = await asyncio.to_thread(cluster.wait_for_leader)
            cluster.kill(quorum.leader_id)
            try:
                response = await admin.create_topics([aio.NewTopic(topic, 1, 2)], timeout_ms=30000)
            finally:
                await asyncio.to_thread(cluster.start, quorum.leader_id)
            if topic in await admin.list_topics():
                await aio_settled(lambda: admin.delete_topics([topic]), lambda r: [t[1] for t in r.topic_error_codes])
            return [(t[0], t[1]) for t in response.topic_errors]
        finally:
            await admin.close()

    assert asyncio.run(run()) == [(topic, 0)]
