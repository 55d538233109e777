"""Capture the exact request bytes real Kafka clients send, as golden test data.

    python -m tests.protocol.capture.capture --out tests/protocol/testdata/golden [--clients kafka-python,kcat]

Starts :mod:`tests.protocol.capture.fake_broker` (one fresh broker per client), drives each client through a list of
scripted sessions, and writes one file per distinct request to ``<out>/<client>/``:

    <NNN>_<ApiName>_v<version>[_<variant>].bin   the request frame: header + body, without the 4-byte size prefix
    index.json                                    what each file is

"Distinct" means one file per (api, version, variant) per client; the first such request wins. The variant is
derived from what is on the wire, not from what the session meant to do (see :func:`wire_variant`), so a file name
never claims, say, gzip for a batch that went out uncompressed.

Every Python-client session runs in its own subprocess (``--run-session CLIENT:SESSION --bootstrap HOST:PORT``)
under a timeout, so a stuck client cannot hang the capture; kcat runs as a subprocess too.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import functools
import json
import logging
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_OUT = REPO_ROOT / "tests" / "protocol" / "testdata" / "golden"
SESSION_TIMEOUT_S = 60

log = logging.getLogger("tests.capture")

TOPIC = "golden"  # produce/consume topic (auto-created by the fake's Metadata)
ADMIN_TOPIC = "golden-admin"
ADMIN_TOPIC2 = "golden-admin-2"
COMPRESSIONS = ("none", "gzip", "snappy", "lz4", "zstd")
N_RECORDS = 10


def record_value(i: int) -> bytes:
    # Compressible, so that every codec actually shrinks the batch (librdkafka sends a batch uncompressed when
    # compression does not make it smaller).
    return (f"kraftpy golden capture record {i:03d} " * 8).encode()


def record_key(i: int) -> bytes:
    return f"key-{i:03d}".encode()


RECORD_HEADERS: list[tuple[str, Any]] = [("trace-id", b"golden-0001")]


# =================================================================================================================
# Sessions: what each client is made to do. Functions run in a subprocess with the bootstrap address.
# =================================================================================================================


@dataclass
class Session:
    name: str
    description: str
    run: Callable[[str], Any] | None = None  # python client, in a subprocess
    argv: Callable[[str], list[str]] | None = None  # external command (kcat)
    stdin: bytes | None = None
    reject_api_versions: dict[int, int] | None = None  # fake broker: reject these ApiVersions versions N times


# ---- kafka-python 3.0.12 ----------------------------------------------------------------------------------------


def kp_metadata(bootstrap: str) -> None:
    from kafka.admin import KafkaAdminClient

    admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id="golden-kafka-python", request_timeout_ms=10000)
    try:
        admin.list_topics()
        admin.describe_topics([TOPIC])
    finally:
        admin.close()


def kp_apiversions_fallback(bootstrap: str) -> None:
    kp_metadata(bootstrap)


def _kp_produce(bootstrap: str, compression: str, acks: Any, idempotence: bool | None = None) -> None:
    from kafka import KafkaProducer

    kwargs: dict[str, Any] = {}
    if idempotence is not None:
        kwargs["enable_idempotence"] = idempotence
    p = KafkaProducer(
        bootstrap_servers=bootstrap,
        client_id="golden-kafka-python",
        acks=acks,
        compression_type=None if compression == "none" else compression,
        linger_ms=100,
        request_timeout_ms=10000,
        max_block_ms=10000,
        **kwargs,
    )
    try:
        futures = [
            p.send(TOPIC, record_value(i), key=record_key(i), headers=RECORD_HEADERS, partition=0)
            for i in range(N_RECORDS)
        ]
        p.flush(timeout=10)
        if acks != 0:
            for f in futures:
                f.get(timeout=10)
    finally:
        p.close(timeout=5)


def kp_consumer_assign(bootstrap: str) -> None:
    from kafka import KafkaConsumer, TopicPartition

    c = KafkaConsumer(
        bootstrap_servers=bootstrap,
        client_id="golden-kafka-python",
        fetch_max_wait_ms=100,
        request_timeout_ms=10000,
        enable_auto_commit=False,
    )
    try:
        tps = [TopicPartition(TOPIC, 0), TopicPartition(TOPIC, 1)]
        c.assign(tps)
        c.seek_to_beginning()
        for _ in range(3):
            c.poll(timeout_ms=300)
        c.end_offsets(tps)
        c.offsets_for_times({tps[0]: 1_700_000_000_000})
    finally:
        c.close()


def kp_consumer_group(bootstrap: str) -> None:
    from kafka import KafkaConsumer, OffsetAndMetadata, TopicPartition

    c = KafkaConsumer(
        bootstrap_servers=bootstrap,
        client_id="golden-kafka-python",
        group_id="golden-kafka-python-group",
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        heartbeat_interval_ms=300,
        session_timeout_ms=6000,
        fetch_max_wait_ms=100,
        request_timeout_ms=10000,
    )
    try:
        c.subscribe([TOPIC])
        deadline = time.time() + 3
        while time.time() < deadline and not c.assignment():
            c.poll(timeout_ms=200)
        for _ in range(4):
            c.poll(timeout_ms=250)
        tp = TopicPartition(TOPIC, 0)
        c.commit({tp: OffsetAndMetadata(5, "golden-metadata", -1)})
        c.committed(tp)
    finally:
        c.close()


def _kp_admin_session(fn: Callable[[Any], Any]) -> Callable[[str], None]:
    def run(bootstrap: str) -> None:
        from kafka.admin import KafkaAdminClient

        admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id="golden-kafka-python", request_timeout_ms=10000)
        try:
            fn(admin)
        finally:
            admin.close()

    return run


def _kp_create_topics(admin: Any) -> None:
    from kafka.admin import NewTopic

    admin.create_topics(
        [
            NewTopic(
                ADMIN_TOPIC,
                num_partitions=4,
                replication_factor=1,
                topic_configs={"retention.ms": "3600000", "cleanup.policy": "delete"},
            ),
            NewTopic(ADMIN_TOPIC2, replica_assignments={0: [1], 1: [1]}),
        ]
    )


def _kp_create_partitions(admin: Any) -> None:
    admin.create_partitions({ADMIN_TOPIC: 6})


def _kp_describe_configs(admin: Any) -> None:
    from kafka.admin import ConfigResource, ConfigResourceType

    admin.describe_configs(
        [ConfigResource(ConfigResourceType.TOPIC, ADMIN_TOPIC, configs={"retention.ms": None, "cleanup.policy": None})]
    )
    admin.describe_configs([ConfigResource(ConfigResourceType.BROKER, "1")], include_synonyms=True, config_filter="all")


def _kp_alter_configs(admin: Any) -> None:
    from kafka.admin import ConfigResource, ConfigResourceType

    admin.alter_configs(
        [ConfigResource(ConfigResourceType.TOPIC, ADMIN_TOPIC, configs={"retention.ms": "7200000"})],
        incremental=False,
    )


def _kp_incremental_alter_configs(admin: Any) -> None:
    from kafka.admin import AlterConfigOp, ConfigResource, ConfigResourceType

    admin.alter_configs(
        [
            ConfigResource(
                ConfigResourceType.TOPIC,
                ADMIN_TOPIC,
                configs={"retention.ms": "86400000", "cleanup.policy": (AlterConfigOp.DELETE, None)},
            )
        ],
        incremental=True,
    )


def _kp_elect_preferred(admin: Any) -> None:
    admin.elect_leaders(0, {ADMIN_TOPIC: [0, 1]})


def _kp_elect_unclean(admin: Any) -> None:
    admin.elect_leaders(1, {ADMIN_TOPIC: [2]})


def _kp_alter_reassignments(admin: Any) -> None:
    from kafka import TopicPartition

    admin.alter_partition_reassignments({TopicPartition(ADMIN_TOPIC, 0): [1], TopicPartition(ADMIN_TOPIC, 1): None})


def _kp_list_reassignments(admin: Any) -> None:
    admin.list_partition_reassignments()
    admin.list_partition_reassignments({ADMIN_TOPIC: [0, 1]})


def _kp_delete_records(admin: Any) -> None:
    from kafka import TopicPartition

    admin.delete_records({TopicPartition(ADMIN_TOPIC, 0): 3, TopicPartition(ADMIN_TOPIC, 1): -1})


def _kp_groups(admin: Any) -> None:
    admin.list_groups()
    admin.describe_groups(["golden-kafka-python-group"])


KAFKA_PYTHON_SESSIONS: list[Session] = [
    Session("metadata", "KafkaAdminClient: bootstrap, list_topics(), describe_topics([topic])", kp_metadata),
    Session(
        "apiversions-fallback",
        "KafkaAdminClient bootstrap against a broker that answers its first ApiVersions v4 with UNSUPPORTED_VERSION "
        "and ApiVersions max 3: kafka-python retries with v3",
        kp_apiversions_fallback,
        reject_api_versions={4: 1},
    ),
    *[
        Session(
            f"produce-{c}",
            f"KafkaProducer(acks=1, compression_type={c!r}, linger_ms=100): {N_RECORDS} "
            f"records with keys and one header to partition 0",
            functools.partial(_kp_produce, compression=c, acks=1),
        )
        for c in COMPRESSIONS
    ],
    *[
        Session(
            f"produce-{c}-idempotent",
            f"KafkaProducer(acks='all', compression_type={c!r}) (idempotence on by "
            f"default: InitProducerId first): {N_RECORDS} records with keys and one header to partition 0",
            functools.partial(_kp_produce, compression=c, acks="all"),
        )
        for c in COMPRESSIONS
    ],
    Session(
        "produce-none-acksall",
        "KafkaProducer(acks='all', enable_idempotence=False): no producer id",
        lambda b: _kp_produce(b, "none", "all", idempotence=False),
    ),
    Session(
        "produce-none-acks0",
        "KafkaProducer(acks=0): fire and forget, the broker sends no response",
        lambda b: _kp_produce(b, "none", 0, idempotence=False),
    ),
    Session(
        "consumer-assign",
        "KafkaConsumer without group: assign(2 partitions), seek_to_beginning(), poll(), "
        "end_offsets(), offsets_for_times()",
        kp_consumer_assign,
    ),
    Session(
        "consumer-group",
        "KafkaConsumer(group_id=...): subscribe, poll until assigned, commit(offset 5 with "
        "metadata), committed(), close()",
        kp_consumer_group,
    ),
    Session(
        "admin-create-topics",
        "KafkaAdminClient.create_topics(): one topic with partitions+configs, one with a replica assignment",
        _kp_admin_session(_kp_create_topics),
    ),
    Session(
        "admin-create-partitions",
        "KafkaAdminClient.create_partitions({topic: 6})",
        _kp_admin_session(_kp_create_partitions),
    ),
    Session(
        "admin-describe-configs",
        "KafkaAdminClient.describe_configs(): topic with two keys; broker 1 with synonyms",
        _kp_admin_session(_kp_describe_configs),
    ),
    Session(
        "admin-alter-configs",
        "KafkaAdminClient.alter_configs(incremental=False) (DescribeConfigs first to validate the keys)",
        _kp_admin_session(_kp_alter_configs),
    ),
    Session(
        "admin-incremental-alter-configs",
        "KafkaAdminClient.alter_configs(incremental=True): SET one key, DELETE another",
        _kp_admin_session(_kp_incremental_alter_configs),
    ),
    Session(
        "admin-describe-cluster",
        "KafkaAdminClient.describe_cluster()",
        _kp_admin_session(lambda a: a.describe_cluster()),
    ),
    Session(
        "admin-describe-topic-partitions",
        "KafkaAdminClient.describe_topic_partitions([topic])",
        _kp_admin_session(lambda a: a.describe_topic_partitions([ADMIN_TOPIC])),
    ),
    Session(
        "admin-elect-preferred",
        "KafkaAdminClient.elect_leaders(0 = preferred, {topic: [0, 1]})",
        _kp_admin_session(_kp_elect_preferred),
    ),
    Session(
        "admin-elect-unclean",
        "KafkaAdminClient.elect_leaders(1 = unclean, {topic: [2]})",
        _kp_admin_session(_kp_elect_unclean),
    ),
    Session(
        "admin-describe-quorum",
        "KafkaAdminClient.describe_metadata_quorum()",
        _kp_admin_session(lambda a: a.describe_metadata_quorum()),
    ),
    Session(
        "admin-alter-reassignments",
        "KafkaAdminClient.alter_partition_reassignments(): partition 0 -> [1], cancel partition 1 (null replicas)",
        _kp_admin_session(_kp_alter_reassignments),
    ),
    Session(
        "admin-list-reassignments",
        "KafkaAdminClient.list_partition_reassignments(): all (null topics), then {topic: [0, 1]}",
        _kp_admin_session(_kp_list_reassignments),
    ),
    Session(
        "admin-delete-records",
        "KafkaAdminClient.delete_records({p0: 3, p1: -1 (high watermark)})",
        _kp_admin_session(_kp_delete_records),
    ),
    Session(
        "admin-delete-topics",
        "KafkaAdminClient.delete_topics([topic2])",
        _kp_admin_session(lambda a: a.delete_topics([ADMIN_TOPIC2])),
    ),
    Session(
        "admin-groups",
        "KafkaAdminClient.list_groups(), describe_groups([group])",
        _kp_admin_session(_kp_groups),
    ),
]


# ---- confluent-kafka 2.16.1 (librdkafka 2.16.0) -----------------------------------------------------------------


def _ck_conf(bootstrap: str, **extra: Any) -> dict[str, Any]:
    conf = {"bootstrap.servers": bootstrap, "client.id": "golden-confluent-kafka", "socket.timeout.ms": 10000}
    conf.update(extra)
    return conf


def _ck_admin(bootstrap: str) -> Any:
    from confluent_kafka.admin import AdminClient

    return AdminClient(_ck_conf(bootstrap))


def ck_metadata(bootstrap: str) -> None:
    a = _ck_admin(bootstrap)
    a.list_topics(timeout=10)
    a.list_topics(topic=TOPIC, timeout=10)


def _ck_produce(bootstrap: str, compression: str, acks: str, idempotence: bool = False) -> None:
    from confluent_kafka import Producer

    errors: list[Any] = []
    p = Producer(
        _ck_conf(
            bootstrap,
            **{
                "acks": acks,
                "compression.type": compression,
                "enable.idempotence": idempotence,
                "linger.ms": 100,
                "message.timeout.ms": 15000,
            },
        )
    )
    for i in range(N_RECORDS):
        p.produce(
            TOPIC,
            record_value(i),
            key=record_key(i),
            partition=0,
            headers=RECORD_HEADERS,
            on_delivery=lambda err, msg: errors.append(err) if err else None,
        )
    left = p.flush(15)
    if left or errors:
        raise RuntimeError(f"undelivered: {left}, errors: {errors[:3]}")


def ck_consumer_assign(bootstrap: str) -> None:
    from confluent_kafka import OFFSET_BEGINNING, OFFSET_END, Consumer, TopicPartition

    c = Consumer(
        _ck_conf(
            bootstrap,
            **{
                "group.id": "golden-confluent-kafka-assign",
                "enable.auto.commit": False,
                "fetch.wait.max.ms": 100,
            },
        )
    )
    try:
        c.assign([TopicPartition(TOPIC, 0, OFFSET_BEGINNING), TopicPartition(TOPIC, 1, OFFSET_END)])
        deadline = time.time() + 2
        while time.time() < deadline:
            c.poll(0.2)
        c.get_watermark_offsets(TopicPartition(TOPIC, 0), timeout=10, cached=False)
        c.offsets_for_times([TopicPartition(TOPIC, 0, 1_700_000_000_000)], timeout=10)
    finally:
        c.close()


def ck_consumer_group(bootstrap: str) -> None:
    from confluent_kafka import Consumer, TopicPartition

    assigned: list[Any] = []
    c = Consumer(
        _ck_conf(
            bootstrap,
            **{
                "group.id": "golden-confluent-kafka-group",
                "enable.auto.commit": False,
                "auto.offset.reset": "earliest",
                "fetch.wait.max.ms": 100,
                "heartbeat.interval.ms": 300,
                "session.timeout.ms": 6000,
            },
        )
    )
    try:
        c.subscribe([TOPIC], on_assign=lambda _c, parts: assigned.extend(parts))
        deadline = time.time() + 6
        while time.time() < deadline and not assigned:
            c.poll(0.2)
        end = time.time() + 1
        while time.time() < end:
            c.poll(0.2)
        c.commit(offsets=[TopicPartition(TOPIC, 0, 5)], asynchronous=False)
        c.committed([TopicPartition(TOPIC, 0)], timeout=10)
    finally:
        c.close()


def ck_consumer_group_kip848(bootstrap: str) -> None:
    from confluent_kafka import Consumer

    c = Consumer(
        _ck_conf(
            bootstrap,
            **{
                "group.id": "golden-confluent-kafka-kip848",
                "group.protocol": "consumer",
                "enable.auto.commit": False,
            },
        )
    )
    try:
        c.subscribe([TOPIC])
        deadline = time.time() + 2
        while time.time() < deadline:
            try:
                c.poll(0.2)
            except Exception:  # the fake answers UNSUPPORTED_VERSION: librdkafka reports a fatal error
                break
    finally:
        c.close()


def _ck_admin_session(fn: Callable[[Any], Any]) -> Callable[[str], None]:
    def run(bootstrap: str) -> None:
        fn(_ck_admin(bootstrap))

    return run


def _wait_all(futures: Any) -> None:
    if isinstance(futures, dict):
        for f in futures.values():
            f.result(timeout=15)
    else:
        futures.result(timeout=15)


def _ck_create_topics(a: Any) -> None:
    from confluent_kafka.admin import NewTopic

    _wait_all(
        a.create_topics(
            [
                NewTopic(
                    ADMIN_TOPIC,
                    num_partitions=4,
                    replication_factor=1,
                    config={"retention.ms": "3600000", "cleanup.policy": "delete"},
                ),
                NewTopic(ADMIN_TOPIC2, num_partitions=2, replication_factor=-1, replica_assignment=[[1], [1]]),
            ],
            operation_timeout=10,
            request_timeout=15,
        )
    )


def _ck_create_partitions(a: Any) -> None:
    from confluent_kafka.admin import NewPartitions

    _wait_all(a.create_partitions([NewPartitions(ADMIN_TOPIC, 6)], request_timeout=15))


def _ck_describe_configs(a: Any) -> None:
    from confluent_kafka.admin import ConfigResource, ResourceType

    _wait_all(a.describe_configs([ConfigResource(ResourceType.TOPIC, ADMIN_TOPIC)], request_timeout=15))
    _wait_all(a.describe_configs([ConfigResource(ResourceType.BROKER, "1")], request_timeout=15))


def _ck_alter_configs(a: Any) -> None:
    from confluent_kafka.admin import ConfigResource, ResourceType

    _wait_all(
        a.alter_configs(
            [ConfigResource(ResourceType.TOPIC, ADMIN_TOPIC, set_config={"retention.ms": "7200000"})],
            request_timeout=15,
        )
    )


def _ck_incremental_alter_configs(a: Any) -> None:
    from confluent_kafka.admin import AlterConfigOpType, ConfigEntry, ConfigResource, ResourceType

    res = ConfigResource(
        ResourceType.TOPIC,
        ADMIN_TOPIC,
        incremental_configs=[
            ConfigEntry("retention.ms", "86400000", incremental_operation=AlterConfigOpType.SET),
            ConfigEntry("cleanup.policy", None, incremental_operation=AlterConfigOpType.DELETE),
        ],
    )
    _wait_all(a.incremental_alter_configs([res], request_timeout=15))


def _ck_elect(election: str, partitions: list[int] | None) -> Callable[[Any], None]:
    def run(a: Any) -> None:
        from confluent_kafka import ElectionType, TopicPartition

        tps = None if partitions is None else [TopicPartition(ADMIN_TOPIC, p) for p in partitions]
        # No request_timeout/operation_timeout keyword: confluent-kafka 2.16.1 raises SystemError with them.
        a.elect_leaders(ElectionType[election], tps).result(timeout=15)

    return run


def _ck_describe_cluster(a: Any) -> None:
    a.describe_cluster(request_timeout=15).result(timeout=15)
    a.describe_cluster(include_authorized_operations=True, request_timeout=15).result(timeout=15)


def _ck_describe_topics(a: Any) -> None:
    from confluent_kafka import TopicCollection

    _wait_all(a.describe_topics(TopicCollection([ADMIN_TOPIC]), include_authorized_operations=True, request_timeout=15))


def _ck_delete_records(a: Any) -> None:
    from confluent_kafka import TopicPartition

    _wait_all(a.delete_records([TopicPartition(ADMIN_TOPIC, 0, 3)], request_timeout=15))


def _ck_list_offsets(a: Any) -> None:
    from confluent_kafka import TopicPartition
    from confluent_kafka.admin import OffsetSpec

    _wait_all(
        a.list_offsets(
            {
                TopicPartition(ADMIN_TOPIC, 0): OffsetSpec.earliest(),
                TopicPartition(ADMIN_TOPIC, 1): OffsetSpec.latest(),
                TopicPartition(ADMIN_TOPIC, 2): OffsetSpec.max_timestamp(),
            },
            request_timeout=15,
        )
    )


def _ck_delete_topics(a: Any) -> None:
    _wait_all(a.delete_topics([ADMIN_TOPIC2], operation_timeout=10, request_timeout=15))


def _ck_groups(a: Any) -> None:
    a.list_consumer_groups(request_timeout=15).result(timeout=15)
    _wait_all(a.describe_consumer_groups(["golden-confluent-kafka-group"], request_timeout=15))


CONFLUENT_SESSIONS: list[Session] = [
    Session("metadata", "AdminClient.list_topics() (all topics), list_topics(topic=...)", ck_metadata),
    *[
        Session(
            f"produce-{c}",
            f"Producer(acks=1, compression.type={c}, linger.ms=100): {N_RECORDS} records with "
            f"keys and one header to partition 0",
            functools.partial(_ck_produce, compression=c, acks="1"),
        )
        for c in COMPRESSIONS
    ],
    *[
        Session(
            f"produce-{c}-idempotent",
            f"Producer(enable.idempotence=true, acks=all, compression.type={c}): "
            f"InitProducerId, then {N_RECORDS} records",
            functools.partial(_ck_produce, compression=c, acks="all", idempotence=True),
        )
        for c in COMPRESSIONS
    ],
    Session(
        "produce-none-acksall",
        "Producer(acks=all, enable.idempotence=false)",
        lambda b: _ck_produce(b, "none", "all"),
    ),
    Session(
        "produce-none-acks0",
        "Producer(acks=0): the broker sends no response",
        lambda b: _ck_produce(b, "none", "0"),
    ),
    Session(
        "consumer-assign",
        "Consumer.assign([p0 at OFFSET_BEGINNING, p1 at OFFSET_END]), poll 2 s (Fetch by "
        "topic id), get_watermark_offsets(cached=False), offsets_for_times()",
        ck_consumer_assign,
    ),
    Session(
        "consumer-group",
        "Consumer.subscribe(), poll until assigned, commit(offset 5), committed(), close()",
        ck_consumer_group,
    ),
    Session(
        "consumer-group-kip848",
        "Consumer(group.protocol=consumer).subscribe(), poll: ConsumerGroupHeartbeat "
        "(the fake answers UNSUPPORTED_VERSION: it has no KIP-848 coordinator)",
        ck_consumer_group_kip848,
    ),
    Session(
        "admin-create-topics",
        "AdminClient.create_topics(): one topic with partitions+configs, one with a replica assignment",
        _ck_admin_session(_ck_create_topics),
    ),
    Session(
        "admin-create-partitions",
        "AdminClient.create_partitions([NewPartitions(topic, 6)])",
        _ck_admin_session(_ck_create_partitions),
    ),
    Session(
        "admin-describe-configs",
        "AdminClient.describe_configs(): a topic, then broker 1",
        _ck_admin_session(_ck_describe_configs),
    ),
    Session(
        "admin-alter-configs",
        "AdminClient.alter_configs(): topic retention.ms",
        _ck_admin_session(_ck_alter_configs),
    ),
    Session(
        "admin-incremental-alter-configs",
        "AdminClient.incremental_alter_configs(): SET one key, DELETE another",
        _ck_admin_session(_ck_incremental_alter_configs),
    ),
    Session(
        "admin-elect-preferred",
        "AdminClient.elect_leaders(ElectionType.PREFERRED, [p0, p1])",
        _ck_admin_session(_ck_elect("PREFERRED", [0, 1])),
    ),
    Session(
        "admin-elect-unclean",
        "AdminClient.elect_leaders(ElectionType.UNCLEAN, [p2])",
        _ck_admin_session(_ck_elect("UNCLEAN", [2])),
    ),
    Session(
        "admin-elect-preferred-all",
        "AdminClient.elect_leaders(ElectionType.PREFERRED, None): null = all partitions",
        _ck_admin_session(_ck_elect("PREFERRED", None)),
    ),
    Session(
        "admin-describe-cluster",
        "AdminClient.describe_cluster(), then with include_authorized_operations",
        _ck_admin_session(_ck_describe_cluster),
    ),
    Session(
        "admin-describe-topics",
        "AdminClient.describe_topics(include_authorized_operations=True)",
        _ck_admin_session(_ck_describe_topics),
    ),
    Session(
        "admin-delete-records",
        "AdminClient.delete_records([p0 before offset 3])",
        _ck_admin_session(_ck_delete_records),
    ),
    Session(
        "admin-list-offsets",
        "AdminClient.list_offsets(): earliest, latest, max_timestamp",
        _ck_admin_session(_ck_list_offsets),
    ),
    Session("admin-delete-topics", "AdminClient.delete_topics([topic2])", _ck_admin_session(_ck_delete_topics)),
    Session(
        "admin-groups",
        "AdminClient.list_consumer_groups(), describe_consumer_groups([group])",
        _ck_admin_session(_ck_groups),
    ),
]


# ---- aiokafka 0.14.0 --------------------------------------------------------------------------------------------


def _aio(coro_fn: Callable[[str], Any]) -> Callable[[str], None]:
    def run(bootstrap: str) -> None:
        asyncio.run(asyncio.wait_for(coro_fn(bootstrap), SESSION_TIMEOUT_S - 10))

    return run


async def _aio_admin_run(bootstrap: str, fn: Callable[[Any], Any]) -> None:
    from aiokafka.admin import AIOKafkaAdminClient

    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap, client_id="golden-aiokafka", request_timeout_ms=10000)
    await admin.start()
    try:
        await fn(admin)
    finally:
        await admin.close()


def _aio_admin_session(fn: Callable[[Any], Any]) -> Callable[[str], None]:
    return _aio(lambda b: _aio_admin_run(b, fn))


async def aio_metadata(bootstrap: str) -> None:
    async def fn(a: Any) -> None:
        await a.list_topics()
        await a.describe_topics([TOPIC])

    await _aio_admin_run(bootstrap, fn)


async def _aio_produce(bootstrap: str, compression: str, acks: Any, idempotence: bool = False) -> None:
    from aiokafka import AIOKafkaProducer

    p = AIOKafkaProducer(
        bootstrap_servers=bootstrap,
        client_id="golden-aiokafka",
        acks=acks,
        compression_type=None if compression == "none" else compression,
        enable_idempotence=idempotence,
        linger_ms=100,
        request_timeout_ms=10000,
    )
    await p.start()
    try:
        futs = [
            await p.send(TOPIC, record_value(i), key=record_key(i), partition=0, headers=RECORD_HEADERS)
            for i in range(N_RECORDS)
        ]
        await p.flush()
        if acks != 0:
            await asyncio.gather(*futs)
    finally:
        await p.stop()


async def aio_consumer_assign(bootstrap: str) -> None:
    from aiokafka import AIOKafkaConsumer, TopicPartition

    c = AIOKafkaConsumer(
        bootstrap_servers=bootstrap,
        client_id="golden-aiokafka",
        enable_auto_commit=False,
        fetch_max_wait_ms=100,
        request_timeout_ms=10000,
    )
    await c.start()
    try:
        tps = [TopicPartition(TOPIC, 0), TopicPartition(TOPIC, 1)]
        c.assign(tps)
        await c.seek_to_beginning()
        for _ in range(3):
            await c.getmany(timeout_ms=300)
        await c.end_offsets(tps)
        await c.offsets_for_times({tps[0]: 1_700_000_000_000})
    finally:
        await c.stop()


async def aio_consumer_group(bootstrap: str) -> None:
    from aiokafka import AIOKafkaConsumer, TopicPartition
    from aiokafka.structs import OffsetAndMetadata

    c = AIOKafkaConsumer(
        TOPIC,
        bootstrap_servers=bootstrap,
        client_id="golden-aiokafka",
        group_id="golden-aiokafka-group",
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        heartbeat_interval_ms=300,
        session_timeout_ms=6000,
        fetch_max_wait_ms=100,
        request_timeout_ms=10000,
    )
    await c.start()
    try:
        deadline = time.time() + 6
        while time.time() < deadline and not c.assignment():
            await c.getmany(timeout_ms=200)
        for _ in range(4):
            await c.getmany(timeout_ms=250)
        tp = TopicPartition(TOPIC, 0)
        await c.commit({tp: OffsetAndMetadata(5, "golden-metadata")})
        await c.committed(tp)
    finally:
        await c.stop()


async def _aio_create_topics(a: Any) -> None:
    from aiokafka.admin import NewTopic

    await a.create_topics(
        [
            NewTopic(
                ADMIN_TOPIC,
                num_partitions=4,
                replication_factor=1,
                topic_configs={"retention.ms": "3600000", "cleanup.policy": "delete"},
            ),
            NewTopic(ADMIN_TOPIC2, num_partitions=-1, replication_factor=-1, replica_assignments={0: [1], 1: [1]}),
        ]
    )


async def _aio_create_partitions(a: Any) -> None:
    from aiokafka.admin import NewPartitions

    await a.create_partitions({ADMIN_TOPIC: NewPartitions(6)})


async def _aio_describe_configs(a: Any) -> None:
    from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType

    await a.describe_configs([ConfigResource(ConfigResourceType.TOPIC, ADMIN_TOPIC)])
    await a.describe_configs([ConfigResource(ConfigResourceType.BROKER, "1")], include_synonyms=True)


async def _aio_alter_configs(a: Any) -> None:
    from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType

    await a.alter_configs([ConfigResource(ConfigResourceType.TOPIC, ADMIN_TOPIC, {"retention.ms": "7200000"})])


async def _aio_delete_records(a: Any) -> None:
    from aiokafka import TopicPartition
    from aiokafka.admin import RecordsToDelete

    await a.delete_records({TopicPartition(ADMIN_TOPIC, 0): RecordsToDelete(3)})


async def _aio_groups(a: Any) -> None:
    await a.list_consumer_groups()
    await a.describe_consumer_groups(["golden-aiokafka-group"])
    await a.list_consumer_group_offsets("golden-aiokafka-group")


AIOKAFKA_SESSIONS: list[Session] = [
    Session("metadata", "AIOKafkaAdminClient: start, list_topics(), describe_topics([topic])", _aio(aio_metadata)),
    *[
        Session(
            f"produce-{c}",
            f"AIOKafkaProducer(acks=1, compression_type={c!r}, linger_ms=100): {N_RECORDS} "
            f"records with keys and one header to partition 0",
            _aio(functools.partial(_aio_produce, compression=c, acks=1)),
        )
        for c in COMPRESSIONS
    ],
    Session(
        "produce-none-idempotent",
        "AIOKafkaProducer(acks='all', enable_idempotence=True): InitProducerId, then records",
        _aio(lambda b: _aio_produce(b, "none", "all", True)),
    ),
    Session("produce-none-acksall", "AIOKafkaProducer(acks='all')", _aio(lambda b: _aio_produce(b, "none", "all"))),
    Session(
        "produce-none-acks0",
        "AIOKafkaProducer(acks=0): the broker sends no response",
        _aio(lambda b: _aio_produce(b, "none", 0)),
    ),
    Session(
        "consumer-assign",
        "AIOKafkaConsumer without group: assign(2 partitions), seek_to_beginning(), "
        "getmany(), end_offsets(), offsets_for_times()",
        _aio(aio_consumer_assign),
    ),
    Session(
        "consumer-group",
        "AIOKafkaConsumer(group_id=...): subscribe, getmany until assigned, commit(offset 5 "
        "with metadata), committed(), stop()",
        _aio(aio_consumer_group),
    ),
    Session(
        "admin-create-topics",
        "AIOKafkaAdminClient.create_topics(): one topic with partitions+configs, one with a replica assignment",
        _aio_admin_session(_aio_create_topics),
    ),
    Session(
        "admin-create-partitions",
        "AIOKafkaAdminClient.create_partitions({topic: NewPartitions(6)})",
        _aio_admin_session(_aio_create_partitions),
    ),
    Session(
        "admin-describe-configs",
        "AIOKafkaAdminClient.describe_configs(): a topic, then broker 1 with synonyms",
        _aio_admin_session(_aio_describe_configs),
    ),
    Session(
        "admin-alter-configs",
        "AIOKafkaAdminClient.alter_configs(): topic retention.ms",
        _aio_admin_session(_aio_alter_configs),
    ),
    Session(
        "admin-describe-cluster",
        "AIOKafkaAdminClient.describe_cluster() (a Metadata request)",
        _aio_admin_session(lambda a: a.describe_cluster()),
    ),
    Session(
        "admin-delete-records",
        "AIOKafkaAdminClient.delete_records({p0: before offset 3})",
        _aio_admin_session(_aio_delete_records),
    ),
    Session(
        "admin-delete-topics",
        "AIOKafkaAdminClient.delete_topics([topic2])",
        _aio_admin_session(lambda a: a.delete_topics([ADMIN_TOPIC2])),
    ),
    Session(
        "admin-groups",
        "AIOKafkaAdminClient.list_consumer_groups(), describe_consumer_groups(), list_consumer_group_offsets()",
        _aio_admin_session(_aio_groups),
    ),
]


# ---- kcat 1.7.1 -------------------------------------------------------------------------------------------------


def _kcat_stdin() -> bytes:
    return b"".join(record_key(i) + b":" + record_value(i) + b"\n" for i in range(N_RECORDS))


def _kcat(*args: str) -> Callable[[str], list[str]]:
    return lambda bootstrap: ["kcat", "-b", bootstrap, "-X", "client.id=golden-kcat", *args]


def _kcat_produce(*args: str) -> Callable[[str], list[str]]:
    return _kcat("-P", "-t", TOPIC, "-p", "0", "-K", ":", "-H", "trace-id=golden-0001", "-X", "linger.ms=100", *args)


KCAT_SESSIONS: list[Session] = [
    Session("metadata", "kcat -L (all topics)", argv=_kcat("-L")),
    Session("metadata-topic", "kcat -L -t topic", argv=_kcat("-L", "-t", TOPIC)),
    *[
        Session(
            f"produce-{c}-acksall",
            f"kcat -P -z {c} -X acks=all: {N_RECORDS} keyed lines (-K:) with a header (-H) to partition 0",
            argv=_kcat_produce("-z", c, "-X", "acks=all"),
            stdin=_kcat_stdin(),
        )
        for c in COMPRESSIONS
    ],
    Session("produce-none", "kcat -P -X acks=1", argv=_kcat_produce("-X", "acks=1"), stdin=_kcat_stdin()),
    Session(
        "produce-none-idempotent",
        "kcat -P -X enable.idempotence=true (InitProducerId first)",
        argv=_kcat_produce("-X", "enable.idempotence=true"),
        stdin=_kcat_stdin(),
    ),
    Session(
        "consume",
        "kcat -C -o beginning -e (all partitions, exit at end)",
        argv=_kcat("-C", "-t", TOPIC, "-o", "beginning", "-e", "-X", "fetch.wait.max.ms=100"),
    ),
    Session(
        "consume-group",
        "kcat -G group topic -e (balanced consumer group, committed offsets)",
        argv=_kcat(
            "-G",
            "golden-kcat-group",
            "-e",
            "-X",
            "fetch.wait.max.ms=100",
            "-X",
            "heartbeat.interval.ms=300",
            TOPIC,
        ),
    ),
    Session(
        "query-offsets",
        "kcat -Q -t topic:0:timestamp (offsets for times)",
        argv=_kcat("-Q", "-t", f"{TOPIC}:0:1700000000000"),
    ),
]


@dataclass
class Client:
    name: str
    sessions: list[Session]
    version: Callable[[], dict[str, str]]


def _kafka_python_version() -> dict[str, str]:
    import kafka

    return {"software": "kafka-python", "version": kafka.__version__}


def _confluent_version() -> dict[str, str]:
    import confluent_kafka

    return {
        "software": "confluent-kafka",
        "version": str(confluent_kafka.__version__),
        "librdkafka": confluent_kafka.libversion()[0],
    }


def _aiokafka_version() -> dict[str, str]:
    import aiokafka

    return {"software": "aiokafka", "version": aiokafka.__version__}


def _kcat_version() -> dict[str, str]:
    out = subprocess.run(["kcat", "-V"], capture_output=True, text=True, timeout=10).stdout
    m = re.search(r"Version (\S+) \((.*)\)", out)
    info = {"software": "kcat", "version": m.group(1) if m else "unknown"}
    if m:
        lib = re.search(r"librdkafka (\S+)", m.group(2))
        if lib:
            info["librdkafka"] = lib.group(1)
        feats = re.search(r"builtin.features=(\S+)", m.group(2))
        if feats:
            info["builtin_features"] = feats.group(1)
    return info


CLIENTS: dict[str, Client] = {
    "kafka-python": Client("kafka-python", KAFKA_PYTHON_SESSIONS, _kafka_python_version),
    "confluent-kafka": Client("confluent-kafka", CONFLUENT_SESSIONS, _confluent_version),
    "aiokafka": Client("aiokafka", AIOKAFKA_SESSIONS, _aiokafka_version),
    "kcat": Client("kcat", KCAT_SESSIONS, _kcat_version),
}


#: Known client quirks seen in the captures, by (client, api key).
QUIRKS: dict[tuple[str, int], str] = {
    ("confluent-kafka", 3): (
        "librdkafka bug: for an all-topics Metadata request in a flexible version (v9+) it reserves 4 bytes for the "
        "topics array count and never compacts them, so the body starts 00 00 00 00 (null topics, then "
        "allow_auto_topic_creation=false, include_topic_authorized_operations=false, no tagged fields) and the "
        "fields it meant to write (01 00 00) follow as trailing bytes. Kafka decodes the prefix and ignores the rest."
    ),
}


# =================================================================================================================
# Variants and selection
# =================================================================================================================


def wire_variant(cap: Any) -> str:
    """A short variant label derived from the decoded request (''= none). Never contains '_'."""
    from .fake_broker import iter_record_batches

    req = cap.decoded
    if req is None:
        return ""
    key = cap.api_key
    if key == 0:  # Produce: compression + acks/idempotence, from the wire
        batches = [b for td in req.topic_data for pd in td.partition_data for b in iter_record_batches(pd.records)]
        comp = batches[0].compression if batches else "empty"
        idempotent = bool(batches) and batches[0].producer_id >= 0
        parts = [comp]
        if req.transactional_id is not None or (batches and batches[0].transactional):
            parts.append("transactional")
        elif idempotent:
            parts.append("idempotent")
        elif req.acks == -1:
            parts.append("acksall")
        if req.acks == 0:
            parts.append("acks0")
        return "-".join(parts)
    if key == 3:  # Metadata
        parts = []
        if req.topics is None:
            parts.append("all-topics")
        elif not req.topics:
            parts.append("no-topics")
        elif all(t.name is None for t in req.topics):
            parts.append("topic-ids")
        if getattr(req, "include_cluster_authorized_operations", False) or getattr(
            req, "include_topic_authorized_operations", False
        ):
            parts.append("authops")
        return "-".join(parts)
    if key == 2:  # ListOffsets: what the first partition asks for
        for t in req.topics:
            for p in t.partitions:
                return {
                    -1: "latest",
                    -2: "earliest",
                    -3: "max-timestamp",
                    -4: "earliest-local",
                    -5: "latest-tiered",
                }.get(p.timestamp, "timestamp")
        return ""
    if key == 43:  # ElectLeaders
        kind = {0: "preferred", 1: "unclean"}.get(getattr(req, "election_type", 0), "type")
        return kind + ("-all" if req.topic_partitions is None else "")
    if key == 46 and req.topics is None:  # ListPartitionReassignments
        return "all"
    if key == 32 and req.resources:  # DescribeConfigs: resource type of the first resource
        return {2: "topic", 4: "broker", 8: "broker-logger"}.get(req.resources[0].resource_type, "")
    return ""


# =================================================================================================================
# Driver
# =================================================================================================================


def _run_subprocess(argv: list[str], stdin: bytes | None, timeout: float, env: dict[str, str]) -> tuple[int, str]:
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        cwd=str(REPO_ROOT),
        env=env,
        start_new_session=True,
    )
    try:
        out, _ = proc.communicate(stdin, timeout=timeout)
        return proc.returncode, out.decode(errors="replace")
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the session's own process group (start_new_session)
        out, _ = proc.communicate()
        return -999, out.decode(errors="replace") + f"\n[capture] session timed out after {timeout}s"


def run_client(client: Client, out_dir: Path, timeout: float, only_sessions: set[str] | None = None) -> dict[str, Any]:
    from .fake_broker import KAFKA_41_API_VERSIONS, BrokerThread, api_name, iter_record_batches

    version = client.version()
    client_dir = out_dir / client.name
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    problems: list[dict[str, Any]] = []
    selected: list[tuple[Session, Any, str]] = []
    seen: set[tuple[int, int, str]] = set()

    with BrokerThread() as bt:
        broker = bt.broker
        for session in client.sessions:
            if only_sessions and session.name not in only_sessions:
                continue
            tag = f"{client.name}:{session.name}"

            def prepare(tag: str = tag, session: Session = session) -> None:
                broker.tag = tag
                broker.reject_api_versions = dict(session.reject_api_versions or {})

            bt.call(prepare)
            if session.argv is not None:
                argv = session.argv(broker.bootstrap)
            else:
                argv = [
                    sys.executable,
                    "-m",
                    "tests.protocol.capture.capture",
                    "--run-session",
                    tag,
                    "--bootstrap",
                    broker.bootstrap,
                ]
            t0 = time.time()
            rc, output = _run_subprocess(argv, session.stdin, timeout, env)
            time.sleep(0.2)
            bt.close_connections()
            bt.call(lambda: setattr(broker, "tag", None))
            caps = broker.requests(tag)
            log.info("%-40s rc=%s %5.1fs %3d requests", tag, rc, time.time() - t0, len(caps))
            if rc != 0:
                problems.append({"session": session.name, "returncode": rc, "output_tail": output[-3000:]})
                log.warning("session %s failed (rc=%s):\n%s", tag, rc, output[-3000:])
            for cap in caps:
                if cap.note.startswith("rejected"):
                    continue  # the same bytes as an accepted request of that version
                variant = wire_variant(cap)
                key = (cap.api_key, cap.api_version, variant)
                if key in seen:
                    continue
                seen.add(key)
                selected.append((session, cap, variant))
        unanswered = [
            {"session": c.tag, "api": c.api_name, "version": c.api_version, "note": c.note}
            for c in broker.requests()
            if not c.responded and c.note != "no response"
        ]

    # write
    if client_dir.exists():
        for p in client_dir.glob("*.bin"):
            p.unlink()
    client_dir.mkdir(parents=True, exist_ok=True)
    entries = []
    for n, (session, cap, variant) in enumerate(selected):
        fname = f"{n:03d}_{api_name(cap.api_key)}_v{cap.api_version}" + (f"_{variant}" if variant else "") + ".bin"
        (client_dir / fname).write_bytes(cap.frame)
        entry: dict[str, Any] = {
            "file": fname,
            "api_key": cap.api_key,
            "api_name": api_name(cap.api_key),
            "api_version": cap.api_version,
            "header_version": cap.header.header_version,
            "variant": variant,
            "correlation_id": cap.header.correlation_id,
            "client_id": cap.header.client_id,
            "client_software": version["software"],
            "client_software_version": version["version"],
            "session": session.name,
            "description": f"{api_name(cap.api_key)} v{cap.api_version}"
            + (f" ({variant})" if variant else "")
            + f", sent during: {session.description}",
            "size": len(cap.frame),
            "kafka_python_decodes": cap.decoded is not None,
            "response": "none (acks=0)" if cap.note == "no response" else ("sent" if cap.responded else cap.note),
        }
        if cap.trailing_bytes:
            entry["trailing_bytes"] = cap.trailing_bytes
            entry["quirk"] = QUIRKS.get(
                (client.name, cap.api_key), "the body has bytes after the end of the message as decoded"
            )
        if cap.api_key == 18 and cap.decoded is not None and cap.api_version >= 3:
            entry["client_software_name_on_wire"] = cap.decoded.client_software_name
            entry["client_software_version_on_wire"] = cap.decoded.client_software_version
        if cap.api_key == 0 and cap.decoded is not None:
            req = cap.decoded
            entry["produce"] = {
                "acks": req.acks,
                "transactional_id": req.transactional_id,
                "batches": [
                    {
                        "topic": td.name,
                        "partition": pd.index,
                        "magic": b.magic,
                        "compression": b.compression,
                        "records": b.record_count,
                        "producer_id": b.producer_id,
                        "producer_epoch": b.producer_epoch,
                        "base_sequence": b.base_sequence,
                    }
                    for td in req.topic_data
                    for pd in td.partition_data
                    for b in iter_record_batches(pd.records)
                ],
            }
        entries.append(entry)
    index = {
        "client": client.name,
        "client_version": version,
        "captured_on": datetime.date.today().isoformat(),
        "captured_with": (
            "python -m tests.protocol.capture.capture (fake broker: tests/protocol/capture/fake_broker.py)"
        ),
        "broker_api_versions": {str(k): list(v) for k, v in sorted(KAFKA_41_API_VERSIONS.items())},
        "file_format": "request frame without the 4-byte size prefix: request header (v1, or v2 for flexible "
        "versions) followed by the body",
        "sessions": [
            {"name": s.name, "description": s.description}
            for s in client.sessions
            if not only_sessions or s.name in only_sessions
        ],
        "captures": entries,
        "failed_sessions": [{"session": p["session"], "returncode": p["returncode"]} for p in problems],
        "unanswered_requests": unanswered,
    }
    (client_dir / "index.json").write_text(json.dumps(index, indent=2) + "\n")
    return {"client": client.name, "files": len(entries), "problems": problems, "unanswered": unanswered}


def run_session(spec: str, bootstrap: str) -> None:
    client_name, _, session_name = spec.partition(":")
    client = CLIENTS[client_name]
    for s in client.sessions:
        if s.name == session_name:
            assert s.run is not None
            s.run(bootstrap)
            return
    raise SystemExit(f"no session {spec}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Capture golden request frames from real Kafka clients.")
    p.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory (one subdirectory per client)")
    p.add_argument("--clients", default=",".join(CLIENTS), help="comma-separated: " + ",".join(CLIENTS))
    p.add_argument("--sessions", default="", help="comma-separated session names to run (default: all)")
    p.add_argument("--timeout", type=float, default=SESSION_TIMEOUT_S, help="per-session timeout in seconds")
    p.add_argument("--run-session", help=argparse.SUPPRESS)
    p.add_argument("--bootstrap", help=argparse.SUPPRESS)
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
    )
    if args.run_session:
        logging.getLogger().setLevel(logging.WARNING if not args.verbose else logging.DEBUG)
        run_session(args.run_session, args.bootstrap)
        return 0
    names = [c.strip() for c in args.clients.split(",") if c.strip()]
    only = {s.strip() for s in args.sessions.split(",") if s.strip()} or None
    results = []
    for name in names:
        if name not in CLIENTS:
            raise SystemExit(f"unknown client {name!r}; known: {', '.join(CLIENTS)}")
        if name == "kcat" and shutil.which("kcat") is None:
            log.error("kcat not found on PATH (apt-get install -y kcat); skipping")
            continue
        results.append(run_client(CLIENTS[name], args.out, args.timeout, only))
    for r in results:
        print(
            f"{r['client']}: {r['files']} files, {len(r['problems'])} failed sessions, "
            f"{len(r['unanswered'])} unanswered requests"
        )
        for prob in r["problems"]:
            print(f"  FAILED {prob['session']} rc={prob['returncode']}")
        for u in r["unanswered"]:
            print(f"  UNANSWERED {u}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
