"""Group configs (KIP-848's GROUP config resources, type 32) against real node processes and a released client:
kafka-python 3 sets `consumer.session.timeout.ms` and `consumer.heartbeat.interval.ms` of a group through a broker
(IncrementalAlterConfigs, forwarded to the controller, stored as ConfigRecords of resource type GROUP), describes
them (DescribeConfigs: GROUP_CONFIG where set, the broker's default otherwise), gets INVALID_CONFIG for a value
outside the broker's group.consumer.min/max settings, and a KIP-848 member of that group is given the group's
heartbeat interval by the coordinator (ConsumerGroupHeartbeat)."""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from kafka.admin import ConfigResource as KpResource
from kafka.admin import ConfigResourceType as KpType
from kafka.admin import KafkaAdminClient

from kraftpy.net.client import ChannelManager
from kraftpy.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest

from .cluster import Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]

# the brokers' bounds of group configs, wide enough for short timeouts (the controller validates against its own)
OVERRIDES = {
    "group.consumer.min.session.timeout.ms": "1000",
    "group.consumer.min.heartbeat.interval.ms": "100",
    "group.consumer.heartbeat.interval.ms": "3000",
}


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    with Cluster(tmp_path_factory.mktemp("groupcfg"), controllers=1, brokers=1, overrides=OVERRIDES) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        c.create_topic("orders", partitions=2, replication_factor=1, timeout=30)
        yield c


def describe_group(admin: KafkaAdminClient, group: str) -> dict[str, tuple[str, Any]]:
    configs = admin.describe_configs([KpResource(KpType.GROUP, group)], config_filter="all")["group"][group]
    return {k: (v["value"], v["config_source"]) for k, v in configs.items()}


def heartbeat_interval(cluster: Cluster, group: str) -> int:
    """A KIP-848 member joins `group` (ConsumerGroupHeartbeat v1 to the only broker, its coordinator): the heartbeat
    interval the coordinator gives it."""
    broker = cluster.brokers[0]

    async def run() -> int:
        channels = ChannelManager(rng=random.Random(1), client_id="group-configs-test", default_listener="PLAINTEXT")
        channels.set_endpoint(broker.node_id, broker.host, broker.broker_port or 0)
        request = ConsumerGroupHeartbeatRequest(
            group_id=group,
            member_id=str(uuid.uuid4()),
            member_epoch=0,
            rebalance_timeout_ms=30_000,
            subscribed_topic_names=["orders"],
            topic_partitions=[],
        )
        try:
            deadline = time.monotonic() + 30
            while True:
                # FindCoordinator first, as clients do (it creates __consumer_offsets)
                await channels.send(
                    broker.node_id, FindCoordinatorRequest(key_type=0, coordinator_keys=[group]), timeout=10
                )
                response = await channels.send(broker.node_id, request, version=1, timeout=10)
                if response.error_code == 0 or time.monotonic() > deadline:
                    assert response.error_code == 0, response
                    return int(response.heartbeat_interval_ms)
                await asyncio.sleep(0.2)  # the coordinator loading __consumer_offsets
        finally:
            await channels.close()

    return asyncio.run(run())


def test_group_configs_are_set_described_validated_and_applied(cluster: Cluster) -> None:
    admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap_servers, request_timeout_ms=30000)
    try:
        before = describe_group(admin, "cg")
        assert before["consumer.heartbeat.interval.ms"][0] == "3000"  # the broker's group.consumer.heartbeat...
        assert before["consumer.session.timeout.ms"][0] == "45000"
        assert {"share.session.timeout.ms", "share.auto.offset.reset"} <= set(before)

        resource = KpResource(
            KpType.GROUP,
            "cg",
            {"consumer.session.timeout.ms": "20000", "consumer.heartbeat.interval.ms": "1500"},
        )
        result = admin.alter_configs([resource], raise_on_unknown=False)
        assert result == {"group": {"cg": "OK"}}, result

        deadline = time.monotonic() + 20
        while True:  # the broker describes from its replica of the metadata log, a moment after the commit
            after = describe_group(admin, "cg")
            if after["consumer.session.timeout.ms"][0] == "20000" or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert after["consumer.session.timeout.ms"][0] == "20000"
        assert after["consumer.heartbeat.interval.ms"][0] == "1500"
        assert after["consumer.session.timeout.ms"][1] != before["consumer.session.timeout.ms"][1]  # GROUP_CONFIG

        # outside the broker's bounds (group.consumer.max.session.timeout.ms is 60000): INVALID_CONFIG, unchanged
        bad = KpResource(KpType.GROUP, "cg", {"consumer.session.timeout.ms": "120000"})
        error = admin.alter_configs([bad], raise_on_unknown=False)["group"]["cg"]
        assert str(error) == (
            "[Error 40] InvalidConfigurationError: consumer.session.timeout.ms must be less than or equal to "
            "group.consumer.max.session.timeout.ms"
        )
        assert describe_group(admin, "cg")["consumer.session.timeout.ms"][0] == "20000"
    finally:
        admin.close()

    # the coordinator applies them to the group's members; other groups keep the broker's settings
    assert heartbeat_interval(cluster, "cg") == 1500
    assert heartbeat_interval(cluster, "other") == 3000


def test_kraftpy_configs_alters_and_describes_a_group(cluster: Cluster, capsys: pytest.CaptureFixture[str]) -> None:
    from kraftpy.tools.main import main

    boot = ["configs", "--bootstrap-server", cluster.bootstrap_servers, "--entity-type", "groups"]
    assert main([*boot, "--alter", "--entity-name", "cg2", "--add-config", "consumer.heartbeat.interval.ms=2000"]) == 0
    assert capsys.readouterr().out == "Completed updating config for group cg2.\n"
    deadline = time.monotonic() + 20
    while True:
        assert main([*boot, "--describe", "--entity-name", "cg2"]) == 0
        out = capsys.readouterr().out
        if "consumer.heartbeat.interval.ms" in out or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert out.splitlines() == [
        "Dynamic configs for group cg2 are:",
        "  consumer.heartbeat.interval.ms=2000 sensitive=false "
        "synonyms={GROUP_CONFIG:consumer.heartbeat.interval.ms=2000}",
    ]
    assert main([*boot, "--alter", "--entity-name", "cg2", "--add-config", "consumer.heartbeat.interval.ms=10"]) == 1
    assert "consumer.heartbeat.interval.ms must be greater than or equal to" in capsys.readouterr().err
