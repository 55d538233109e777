"""`LogConfig`: the topic-level configs the storage engine uses, with Kafka's names, defaults and ranges.

``LogConfig.from_properties({"segment.bytes": "1048576", ...})`` validates keys and values; a bad one raises
:class:`~kraftpy.storage.errors.LogConfigError` naming the key. Topic configs that Kafka defines but the storage
engine does not use (``min.insync.replicas``, ``compression.type``, ...) are accepted and ignored, so a broker can
pass a topic's whole config map; any other key is an error.

Deviations from Kafka, on purpose:

* ``segment.bytes`` accepts values down to 14 bytes (Kafka 3.x's bound) so tests can roll small segments; Kafka 4
  requires 1 MiB and has an internal override for tests.
* ``segment.jitter.ms`` and ``preallocate`` are accepted but not used: rolls are deterministic and index files are
  not preallocated (see :mod:`kraftpy.storage.index`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from .errors import LogConfigError

__all__ = [
    "LONG_MAX",
    "OTHER_TOPIC_CONFIGS",
    "LogConfig",
]

LONG_MAX = 2**63 - 1
INT_MAX = 2**31 - 1

CREATE_TIME = "CreateTime"
LOG_APPEND_TIME = "LogAppendTime"

# Kafka topic configs the storage engine does not use; accepted and ignored by from_properties.
OTHER_TOPIC_CONFIGS = frozenset(
    {
        "compression.type",
        "compression.gzip.level",
        "compression.lz4.level",
        "compression.zstd.level",
        "follower.replication.throttled.replicas",
        "leader.replication.throttled.replicas",
        "local.retention.bytes",
        "local.retention.ms",
        "message.downconversion.enable",
        "message.format.version",
        "message.timestamp.difference.max.ms",
        "min.insync.replicas",
        "preallocate",
        "remote.log.copy.disable",
        "remote.log.delete.on.disable",
        "remote.storage.enable",
        "segment.jitter.ms",
        "unclean.leader.election.enable",
    }
)


def _int(key: str, value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool):
        raise LogConfigError(key, f"expected an integer, got {value!r}")
    if isinstance(value, int):
        n = value
    elif isinstance(value, str):
        text = value.strip()
        try:
            n = int(text, 10)
        except ValueError:
            raise LogConfigError(key, f"expected an integer, got {value!r}") from None
    else:
        raise LogConfigError(key, f"expected an integer, got {value!r}")
    if n < lo:
        raise LogConfigError(key, f"value {n} must be at least {lo}")
    if n > hi:
        raise LogConfigError(key, f"value {n} is out of range (at most {hi})")
    return n


def _ratio(key: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise LogConfigError(key, f"expected a number, got {value!r}")
    try:
        f = float(value.strip()) if isinstance(value, str) else float(value)
    except ValueError:
        raise LogConfigError(key, f"expected a number, got {value!r}") from None
    if not 0.0 <= f <= 1.0:  # NaN fails too
        raise LogConfigError(key, f"value {value} must be between 0 and 1")
    return f


def _timestamp_type(key: str, value: Any) -> str:
    if not isinstance(value, str) or value.strip() not in (CREATE_TIME, LOG_APPEND_TIME):
        raise LogConfigError(key, f"value {value!r} must be one of {CREATE_TIME}, {LOG_APPEND_TIME}")
    return value.strip()


def _cleanup_policy(key: str, value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        items = [p.strip() for p in value.split(",")]
    elif isinstance(value, list | tuple):
        items = [str(p).strip() for p in value]
    else:
        raise LogConfigError(key, f"expected a comma-separated list, got {value!r}")
    items = [p for p in items if p]
    if not items:
        raise LogConfigError(key, "must contain delete, compact or both")
    for p in items:
        if p not in ("delete", "compact"):
            raise LogConfigError(key, f"invalid policy {p!r}: must be delete, compact or both")
    return tuple(dict.fromkeys(items))


# key -> (attribute, parser)
_PARSERS: dict[str, tuple[str, Any]] = {
    "segment.bytes": ("segment_bytes", lambda k, v: _int(k, v, 14, INT_MAX)),
    "segment.ms": ("segment_ms", lambda k, v: _int(k, v, 1, LONG_MAX)),
    "segment.index.bytes": ("segment_index_bytes", lambda k, v: _int(k, v, 4, INT_MAX)),
    "index.interval.bytes": ("index_interval_bytes", lambda k, v: _int(k, v, 0, INT_MAX)),
    "retention.ms": ("retention_ms", lambda k, v: _int(k, v, -1, LONG_MAX)),
    "retention.bytes": ("retention_bytes", lambda k, v: _int(k, v, -(2**63), LONG_MAX)),
    "flush.messages": ("flush_messages", lambda k, v: _int(k, v, 1, LONG_MAX)),
    "flush.ms": ("flush_ms", lambda k, v: _int(k, v, 0, LONG_MAX)),
    "message.timestamp.type": ("message_timestamp_type", _timestamp_type),
    "message.timestamp.before.max.ms": ("message_timestamp_before_max_ms", lambda k, v: _int(k, v, 0, LONG_MAX)),
    "message.timestamp.after.max.ms": ("message_timestamp_after_max_ms", lambda k, v: _int(k, v, 0, LONG_MAX)),
    "max.message.bytes": ("max_message_bytes", lambda k, v: _int(k, v, 0, INT_MAX)),
    "cleanup.policy": ("cleanup_policy", _cleanup_policy),
    "file.delete.delay.ms": ("file_delete_delay_ms", lambda k, v: _int(k, v, 0, LONG_MAX)),
    "delete.retention.ms": ("delete_retention_ms", lambda k, v: _int(k, v, 0, LONG_MAX)),
    "min.cleanable.dirty.ratio": ("min_cleanable_dirty_ratio", _ratio),
    "min.compaction.lag.ms": ("min_compaction_lag_ms", lambda k, v: _int(k, v, 0, LONG_MAX)),
    "max.compaction.lag.ms": ("max_compaction_lag_ms", lambda k, v: _int(k, v, 1, LONG_MAX)),
}
_KEY_BY_ATTR = {attr: key for key, (attr, _) in _PARSERS.items()}


@dataclass(frozen=True, slots=True)
class LogConfig:
    """Per-log settings (Kafka topic-config names in the docstrings of each field; defaults as Kafka's).

    The flush policy defaults to Kafka's: ``flush.messages`` and ``flush.ms`` are Long.MAX_VALUE, meaning durability
    comes from replication and the log fsyncs only on segment roll, on checkpoints and at shutdown.
    """

    segment_bytes: int = 1024 * 1024 * 1024  # segment.bytes
    segment_ms: int = 7 * 24 * 3600 * 1000  # segment.ms
    segment_index_bytes: int = 10 * 1024 * 1024  # segment.index.bytes
    index_interval_bytes: int = 4096  # index.interval.bytes
    retention_ms: int = 7 * 24 * 3600 * 1000  # retention.ms (-1: no time limit)
    retention_bytes: int = -1  # retention.bytes (negative: no size limit)
    flush_messages: int = LONG_MAX  # flush.messages
    flush_ms: int = LONG_MAX  # flush.ms
    message_timestamp_type: str = CREATE_TIME  # message.timestamp.type
    # how far a CreateTime record's timestamp may lie before / after the leader's clock (INVALID_TIMESTAMP beyond)
    message_timestamp_before_max_ms: int = LONG_MAX  # message.timestamp.before.max.ms
    message_timestamp_after_max_ms: int = 3_600_000  # message.timestamp.after.max.ms
    max_message_bytes: int = 1024 * 1024 + 12  # max.message.bytes
    cleanup_policy: tuple[str, ...] = ("delete",)  # cleanup.policy
    file_delete_delay_ms: int = 60000  # file.delete.delay.ms
    # compaction (cleanup.policy=compact; the log cleaner of kraftpy.storage.cleaner)
    delete_retention_ms: int = 86_400_000  # delete.retention.ms: tombstones and markers live on after cleaning
    min_cleanable_dirty_ratio: float = 0.5  # min.cleanable.dirty.ratio
    min_compaction_lag_ms: int = 0  # min.compaction.lag.ms
    max_compaction_lag_ms: int = LONG_MAX  # max.compaction.lag.ms

    def __post_init__(self) -> None:
        for f in fields(self):
            key = _KEY_BY_ATTR[f.name]
            _PARSERS[key][1](key, getattr(self, f.name))

    @classmethod
    def from_properties(cls, props: Mapping[str, Any], base: LogConfig | None = None) -> LogConfig:
        """A config from Kafka-named properties (str or int values) over `base` (default: Kafka's defaults)."""
        values: dict[str, Any] = {}
        for key, value in props.items():
            entry = _PARSERS.get(key)
            if entry is None:
                if key in OTHER_TOPIC_CONFIGS:
                    continue
                raise LogConfigError(key, "unknown log config")
            attr, parse = entry
            values[attr] = parse(key, value)
        return replace(base or cls(), **values)

    def to_properties(self) -> dict[str, str]:
        """Kafka-named string properties of every field."""
        out = {}
        for attr, value in asdict(self).items():
            out[_KEY_BY_ATTR[attr]] = ",".join(value) if isinstance(value, tuple) else str(value)
        return out

    @property
    def log_append_time(self) -> bool:
        return self.message_timestamp_type == LOG_APPEND_TIME

    @property
    def delete_enabled(self) -> bool:
        """Whether cleanup.policy includes ``delete`` (time/size retention applies)."""
        return "delete" in self.cleanup_policy

    @property
    def compact_enabled(self) -> bool:
        return "compact" in self.cleanup_policy

    @property
    def max_index_entries(self) -> int:
        """Entries an offset index may hold before the segment rolls (8 bytes each)."""
        return max(1, self.segment_index_bytes // 8)

    @property
    def max_time_index_entries(self) -> int:
        """Entries a time index may hold before the segment rolls (12 bytes each)."""
        return max(1, self.segment_index_bytes // 12)
