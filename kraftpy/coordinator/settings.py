"""The group coordinator's configs: Kafka's broker config names and defaults (also in the config catalogue,
`kraftpy.metadata.configs.BROKER_CONFIGS`, where a node reads them from server.properties)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

__all__ = ["GroupCoordinatorSettings"]

INT_MAX = 2**31 - 1


@dataclass(frozen=True, slots=True)
class GroupCoordinatorSettings:
    offsets_topic_num_partitions: int = 50  # offsets.topic.num.partitions
    offsets_topic_replication_factor: int = 3  # offsets.topic.replication.factor (capped by the live brokers)
    offsets_topic_segment_bytes: int = 104_857_600  # offsets.topic.segment.bytes
    offsets_commit_timeout_ms: int = 5_000  # offsets.commit.timeout.ms
    offsets_retention_minutes: int = 10_080  # offsets.retention.minutes (7 days)
    offsets_retention_check_interval_ms: int = 600_000  # offsets.retention.check.interval.ms
    offsets_load_buffer_size: int = 5_242_880  # offsets.load.buffer.size
    offset_metadata_max_bytes: int = 4_096  # offset.metadata.max.bytes
    group_initial_rebalance_delay_ms: int = 3_000  # group.initial.rebalance.delay.ms
    group_min_session_timeout_ms: int = 6_000  # group.min.session.timeout.ms
    group_max_session_timeout_ms: int = 1_800_000  # group.max.session.timeout.ms
    group_max_size: int = INT_MAX  # group.max.size
    group_consumer_session_timeout_ms: int = 45_000  # group.consumer.session.timeout.ms
    group_consumer_heartbeat_interval_ms: int = 5_000  # group.consumer.heartbeat.interval.ms
    group_consumer_max_size: int = INT_MAX  # group.consumer.max.size
    group_consumer_assignors: tuple[str, ...] = ("uniform", "range")  # group.consumer.assignors (first = default)
    group_coordinator_rebalance_protocols: tuple[str, ...] = ("classic", "consumer")

    @property
    def offsets_retention_ms(self) -> int:
        return self.offsets_retention_minutes * 60_000

    @property
    def consumer_protocol_enabled(self) -> bool:
        return "consumer" in self.group_coordinator_rebalance_protocols

    @classmethod
    def from_properties(cls, props: Mapping[str, Any]) -> GroupCoordinatorSettings:
        """From a node's explicitly set settings (Kafka names; values as text or typed)."""
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            name = f.name.replace("_", ".")
            if name not in props:
                continue
            raw = props[name]
            if f.name in ("group_consumer_assignors", "group_coordinator_rebalance_protocols"):
                items = raw if isinstance(raw, list | tuple) else str(raw).split(",")
                kwargs[f.name] = tuple(str(x).strip().lower() for x in items if str(x).strip())
            else:
                kwargs[f.name] = int(raw)
        return cls(**kwargs)
