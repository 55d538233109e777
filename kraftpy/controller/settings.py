"""The controller's static settings (from the node's configuration) and effective per-topic values."""

from __future__ import annotations

from dataclasses import dataclass

from kraftpy.metadata.image import MetadataImage


@dataclass(frozen=True, slots=True)
class ControllerSettings:
    node_id: int
    cluster_id: str
    default_replication_factor: int = 1
    num_partitions: int = 1
    min_insync_replicas: int = 1
    unclean_leader_election_enable: bool = False
    broker_session_timeout_ms: int = 9000
    broker_heartbeat_interval_ms: int = 2000
    metadata_max_idle_interval_ms: int = 500
    auto_leader_rebalance_enable: bool = True
    leader_imbalance_check_interval_seconds: int = 300
    eligible_leader_replicas_enabled: bool = True  # kraftpy: the KIP-966 switch, written as a feature at bootstrap
    metadata_version: int = 27  # 4.1-IV1


def _topic_or_default(image: MetadataImage, topic: str, key: str) -> str | None:
    value = image.topic_config(topic).get(key)
    if value is None:
        value = image.broker_config(None).get(key)
    return value


def effective_min_isr(image: MetadataImage, settings: ControllerSettings, topic: str, replication_factor: int) -> int:
    """min(min.insync.replicas, replication factor): topic override, then the cluster default, then the static value."""
    raw = _topic_or_default(image, topic, "min.insync.replicas")
    value = int(raw) if raw is not None else settings.min_insync_replicas
    return max(1, min(value, replication_factor))


def unclean_election_enabled(image: MetadataImage, settings: ControllerSettings, topic: str) -> bool:
    raw = _topic_or_default(image, topic, "unclean.leader.election.enable")
    return settings.unclean_leader_election_enable if raw is None else raw.strip().lower() == "true"


def elr_enabled(image: MetadataImage) -> bool:
    return image.features.get("eligible.leader.replicas.version", 0) >= 1
