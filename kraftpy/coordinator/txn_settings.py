"""The transaction coordinator's configs: Kafka's broker config names and defaults (also in the config catalogue,
`kraftpy.metadata.config_catalogue`, where a node reads them from server.properties)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

__all__ = ["TransactionCoordinatorSettings"]


@dataclass(frozen=True, slots=True)
class TransactionCoordinatorSettings:
    transaction_state_log_num_partitions: int = 50  # transaction.state.log.num.partitions
    transaction_state_log_replication_factor: int = 3  # (capped by the live brokers when it is created)
    transaction_state_log_min_isr: int = 2  # transaction.state.log.min.isr (the topic's min.insync.replicas)
    transaction_state_log_segment_bytes: int = 104_857_600  # transaction.state.log.segment.bytes
    transaction_state_log_load_buffer_size: int = 5_242_880  # transaction.state.log.load.buffer.size
    transaction_max_timeout_ms: int = 900_000  # transaction.max.timeout.ms
    transactional_id_expiration_ms: int = 604_800_000  # transactional.id.expiration.ms (7 days)
    transaction_abort_timed_out_transaction_cleanup_interval_ms: int = 10_000
    transaction_remove_expired_transaction_cleanup_interval_ms: int = 3_600_000
    transaction_partition_verification_enable: bool = True  # transaction.partition.verification.enable (KIP-890)
    request_timeout_ms: int = 30_000  # request.timeout.ms: a __transaction_state write, a WriteTxnMarkers request
    retry_backoff_ms: int = 100  # retry.backoff.ms: the first wait before markers are sent again
    retry_backoff_max_ms: int = 1_000  # retry.backoff.max.ms: the longest
    offsets_topic_num_partitions: int = 50  # offsets.topic.num.partitions: AddOffsetsToTxn's partition of a group

    @classmethod
    def from_properties(cls, props: Mapping[str, Any]) -> TransactionCoordinatorSettings:
        """From a node's explicitly set settings (Kafka names; values as text or typed)."""
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            name = f.name.replace("_", ".")
            if name not in props:
                continue
            raw = props[name]
            if f.name == "transaction_partition_verification_enable":
                kwargs[f.name] = raw if isinstance(raw, bool) else str(raw).strip().lower() == "true"
            else:
                kwargs[f.name] = int(raw)
        return cls(**kwargs)
