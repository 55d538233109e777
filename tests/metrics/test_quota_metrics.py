"""The client quota metrics: Kafka's quota metric types by user and client id, read from the sensors when
scraped."""

from __future__ import annotations

import pytest
from prometheus_client import CollectorRegistry

from kraftpy.controller.quorum_controller import Decision
from kraftpy.controller.quota_control import ControllerMutationQuotas
from kraftpy.metadata.image import MetadataImage
from kraftpy.metrics.quotas import QuotaCollector
from kraftpy.net.quotas import ClientQuotaManager
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.runtime import RequestInfo


def test_quota_sensors_are_published_by_user_and_client_id() -> None:
    now = [100.0]
    broker = ClientQuotaManager(11, 1.0, lambda: now[0])
    broker.update(
        {(("user", "alice"),): {"producer_byte_rate": 100.0}, (("client-id", None),): {"request_percentage": 5.0}}
    )
    assert broker.handled(0, "User:alice", "c1", 1500, None, 0.0) > 0  # 1500 bytes over 10 s: 50 % over
    broker.handled(3, "User:bob", "c2", 10, None, 0.01)
    image = MetadataImage(client_quotas={(("client-id", "admin"),): {"controller_mutation_rate": 1.0}})
    mutations = ControllerMutationQuotas(lambda: image, lambda: now[0], 11, 1.0)
    decide = mutations.wrap(19, lambda _image, _req, _version: Decision(), 1)
    T = CreateTopicsRequest
    decide(
        RequestInfo(19, 7, 1, "admin", "CONTROLLER"), T(topics=[T.CreatableTopic(name="t", num_partitions=22)]), image
    )

    collector = QuotaCollector()
    collector.add(broker.snapshot)
    collector.add(mutations.snapshot)
    registry = CollectorRegistry()
    registry.register(collector)
    value = registry.get_sample_value
    assert value("kafka_server_produce_byte_rate", {"user": "alice", "client_id": ""}) == 150.0
    assert value("kafka_server_produce_throttle_time_seconds", {"user": "alice", "client_id": ""}) == 5.0
    # a default client id: measured per client id, whoever the user (Kafka tags the user "")
    assert value("kafka_server_request_request_time", {"user": "", "client_id": "c2"}) == pytest.approx(0.1)
    assert value("kafka_server_controllermutation_mutation_rate", {"user": "", "client_id": "admin"}) == pytest.approx(
        2.2
    )
    assert (
        value("kafka_server_client_quota_bound", {"user": "alice", "client_id": "", "quota": "producer_byte_rate"})
        == 100.0
    )
    assert value("kafka_server_fetch_byte_rate", {"user": "alice", "client_id": ""}) is None
