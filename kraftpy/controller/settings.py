"""The controller's static settings (from the node's configuration) and effective per-topic values."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from kraftpy.metadata.configs import ConfigResolver, elr_enabled_in
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
    # KIP-966's eligible.leader.replicas.enabled (default false): the ELR feature level a new cluster starts with
    eligible_leader_replicas_enabled: bool = False
    metadata_version: int = 27  # 4.1-IV1
    static: Mapping[str, str] = field(default_factory=dict)  # the node's server.properties (Kafka names)
    controller_ids: tuple[int, ...] = ()  # the quorum's voters (they accept BROKER-resource configs too)


def resolver(image: MetadataImage, settings: ControllerSettings) -> ConfigResolver:
    """Effective configuration values as the controller sees them: topic override, cluster default, the node's
    static setting, Kafka's default. No per-broker level, so decisions do not depend on which controller is active."""
    return ConfigResolver(image, settings.static, node_id=None)


def elr_enabled(image: MetadataImage) -> bool:
    return elr_enabled_in(image)
