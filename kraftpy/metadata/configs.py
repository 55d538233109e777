"""Topic and broker configs: the catalogue, effective values, alter validation and DescribeConfigs.

Shared by the controller and the brokers; sans-IO (it reads a `MetadataImage` and the node's static settings and
returns records, responses and values).

Where values come from, highest precedence first (Kafka's order):

  1. the topic's own dynamic override        ConfigRecord(TOPIC, name)          DYNAMIC_TOPIC_CONFIG (1)
  2. this node's dynamic broker config        ConfigRecord(BROKER, "<node id>")  DYNAMIC_BROKER_CONFIG (2)
  3. the cluster-wide dynamic default         ConfigRecord(BROKER, "")           DYNAMIC_DEFAULT_BROKER_CONFIG (3)
  4. the node's static settings (server.properties, KAFKA_* variables, overrides)  STATIC_BROKER_CONFIG (4)
  5. the built-in default                                                          DEFAULT_CONFIG (5)

A topic config falls back to its broker-level synonyms (``retention.ms`` <- ``log.retention.ms`` <-
``log.retention.minutes`` <- ``log.retention.hours``), level by level: every synonym is looked up at level 2 before
any at level 3, and so on. Synonyms in minutes or hours are converted to milliseconds.

The static settings are a plain ``Mapping[str, Any]`` of the settings the operator set explicitly, by Kafka name
(``NodeConfig`` produces it); everything not in it uses the defaults of this catalogue.

KIP-966 (kraftpy follows the KIP text):

* ``unclean.recovery.strategy`` (Aggressive | Balanced | None, default Balanced; case-insensitive on input, stored
  in its canonical spelling), ``unclean.recovery.timeout.ms`` (default 300000) at topic and cluster level, and
  ``unclean.recovery.manager.enabled`` (default false) at cluster level only;
* ``unclean.leader.election.enable`` is deprecated and mapped (true -> Aggressive, false -> Balanced): at each level
  an explicit ``unclean.recovery.strategy`` wins over the mapped value, and a more specific level wins over a less
  specific one (a topic's ``unclean.leader.election.enable=true`` beats a cluster-wide strategy);
* effective min ISR = min(min.insync.replicas, replication factor);
* a min.insync.replicas change is reported per topic whose resolved value changed, so that the controller clears
  the ELR only where the new min ISR <= ISR size (the KIP's rule; released Kafka clears it on every such record).

Deliberate differences from Apache Kafka (each one also noted where it is implemented):

* unknown broker config names are rejected (Kafka accepts custom broker properties for plugins; kraftpy has none);
* a bad broker config value is INVALID_CONFIG (Kafka answers INVALID_REQUEST, KAFKA-13609, kept only for
  compatibility);
* APPEND/SUBTRACT start from the effective current value (Kafka starts from the resource's own value, else the
  built-in default, which loses an inherited broker-level list);
* DescribeConfigs on a topic lists every synonym that its value may come from (Kafka drops those ahead of the first
  synonym name, so ``retention.ms`` derived from ``log.retention.hours`` shows no synonyms and DEFAULT_CONFIG);
* ``segment.bytes``/``log.segment.bytes`` accept values down to 14 bytes (Kafka 3.x's bound; Kafka 4 requires
  1 MiB), like kraftpy's storage engine, so that tests can roll small segments;
* tiered storage, message-format and down-conversion topic configs are not offered (kraftpy has neither);
* ``listeners``, ``advertised.listeners`` and ``listener.security.protocol.map`` are read-only (Kafka can change
  them per broker; kraftpy binds its listeners once);
* records are written only for values that change (Kafka also rewrites unchanged broker values, KAFKA-14136, to
  make brokers reload; kraftpy's brokers follow the image).
"""

from __future__ import annotations

import logging
import math
import re
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum, IntEnum
from types import MappingProxyType
from typing import Any

from kraftpy.metadata.features import ELR_FEATURE
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE, MetadataDelta, MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_configs import AlterConfigsRequest, AlterConfigsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
from kraftpy.protocol.messages.incremental_alter_configs import (
    IncrementalAlterConfigsRequest,
    IncrementalAlterConfigsResponse,
)
from kraftpy.protocol.messages.metadata_records import ConfigRecord

log = logging.getLogger(__name__)

INT_MIN = -(2**31)
INT_MAX = 2**31 - 1
LONG_MIN = -(2**63)
LONG_MAX = 2**63 - 1

MIN_ISR = "min.insync.replicas"
UNCLEAN_LEADER_ELECTION = "unclean.leader.election.enable"
UNCLEAN_RECOVERY_STRATEGY = "unclean.recovery.strategy"
UNCLEAN_RECOVERY_TIMEOUT = "unclean.recovery.timeout.ms"
UNCLEAN_RECOVERY_MANAGER = "unclean.recovery.manager.enabled"
STRATEGIES = ("Aggressive", "Balanced", "None")

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class ConfigType(IntEnum):
    """DescribeConfigs ConfigType ids."""

    UNKNOWN = 0
    BOOLEAN = 1
    STRING = 2
    INT = 3
    SHORT = 4
    LONG = 5
    DOUBLE = 6
    LIST = 7
    CLASS = 8
    PASSWORD = 9


class ConfigSource(IntEnum):
    """DescribeConfigs ConfigSource ids."""

    UNKNOWN = 0
    DYNAMIC_TOPIC_CONFIG = 1
    DYNAMIC_BROKER_CONFIG = 2
    DYNAMIC_DEFAULT_BROKER_CONFIG = 3
    STATIC_BROKER_CONFIG = 4
    DEFAULT_CONFIG = 5
    DYNAMIC_BROKER_LOGGER_CONFIG = 6
    CLIENT_METRICS_CONFIG = 7
    GROUP_CONFIG = 8


class ResourceType(IntEnum):
    """ConfigResource type ids."""

    UNKNOWN = 0
    TOPIC = 2
    BROKER = 4
    BROKER_LOGGER = 8
    CLIENT_METRICS = 16
    GROUP = 32


class AlterOp(IntEnum):
    """IncrementalAlterConfigs operations."""

    SET = 0
    DELETE = 1
    APPEND = 2
    SUBTRACT = 3


class UpdateMode(Enum):
    """Where a broker config may be set dynamically (Kafka's "dynamic update mode", plus kraftpy's cluster-only)."""

    READ_ONLY = "read-only"  # static only: server.properties / KAFKA_* / --override
    CLUSTER_WIDE = "cluster-wide"  # cluster default (resource name "") or one broker (name = broker id)
    CLUSTER_ONLY = "cluster-only"  # kraftpy: only the cluster default (controller-side settings)


class ConfigValueError(ValueError):
    """A value that does not parse or validate; `str()` is Kafka's "Invalid value V for configuration K: why"."""

    def __init__(self, key: str, value: Any, reason: str) -> None:
        self.key = key
        self.value = value
        self.reason = reason
        super().__init__(f"Invalid value {value} for configuration {key}: {reason}")


# -- value parsing and formatting ---------------------------------------------------------------------------------

_INT_RE = re.compile(r"[+-]?[0-9]+")
_DOUBLE_RE = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_LIST_SPLIT = re.compile(r"\s*,\s*")


def _stringify(value: Any) -> str | None:
    """A static setting (str, or a typed value from the node config) in Kafka's property syntax."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return _java_double(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Mapping):
        return ",".join(f"{k}:{v}" for k, v in value.items())
    if isinstance(value, list | tuple | set | frozenset):
        return ",".join(s for s in (_stringify(x) for x in value) if s is not None)
    return str(value)


def _java_double(x: float) -> str:
    """Java's Double.toString (shortest digits; plain between 1e-3 and 1e7, else d.dddE<exp>)."""
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    if x == 0:
        return "-0.0" if math.copysign(1.0, x) < 0 else "0.0"
    d = Decimal(repr(x))
    if 1e-3 <= abs(x) < 1e7:
        text = format(d, "f")
        if "." not in text:
            text += ".0"
        text = text.rstrip("0")
        return text + "0" if text.endswith(".") else text
    sign, digits, _ = d.normalize().as_tuple()
    head = str(digits[0])
    tail = "".join(str(n) for n in digits[1:]) or "0"
    return f"{'-' if sign else ''}{head}.{tail}E{d.adjusted()}"


def _parse_type(key: str, text: str, ctype: ConfigType) -> Any:
    raw = text
    text = text.strip()
    if ctype is ConfigType.BOOLEAN:
        low = text.lower()
        if low in ("true", "false"):
            return low == "true"
        raise ConfigValueError(key, raw, "Expected value to be either true or false")
    if ctype in (ConfigType.INT, ConfigType.SHORT, ConfigType.LONG):
        lo, hi = {ConfigType.INT: (INT_MIN, INT_MAX), ConfigType.SHORT: (-(2**15), 2**15 - 1)}.get(
            ctype, (LONG_MIN, LONG_MAX)
        )
        if _INT_RE.fullmatch(text):
            n = int(text)
            if lo <= n <= hi:
                return n
        raise ConfigValueError(key, raw, f"Not a number of type {ctype.name}")
    if ctype is ConfigType.DOUBLE:
        if _DOUBLE_RE.fullmatch(text):
            f = float(text)
            if math.isfinite(f):
                return f
        raise ConfigValueError(key, raw, "Not a number of type DOUBLE")
    if ctype is ConfigType.LIST:
        return () if not text else tuple(_LIST_SPLIT.split(text))
    return text


def _format(value: Any, ctype: ConfigType) -> str | None:
    """Kafka's canonical text of a parsed value (ConfigDef.convertToString)."""
    if value is None:
        return None
    if ctype is ConfigType.BOOLEAN:
        return "true" if value else "false"
    if ctype is ConfigType.LIST:
        return ",".join(value)
    if ctype is ConfigType.DOUBLE:
        return _java_double(float(value))
    return str(value)


# -- validators ---------------------------------------------------------------------------------------------------


class Validator:
    """Checks a parsed value; may return a canonical form of it. Raises ConfigValueError."""

    __slots__ = ()

    def check(self, key: str, raw: str, value: Any) -> Any:
        return value


class Range(Validator):
    __slots__ = ("hi", "lo")

    def __init__(self, lo: float | None = None, hi: float | None = None) -> None:
        self.lo = lo
        self.hi = hi

    def check(self, key: str, raw: str, value: Any) -> Any:
        if self.lo is not None and value < self.lo:
            raise ConfigValueError(key, raw.strip(), f"Value must be at least {self.lo}")
        if self.hi is not None and value > self.hi:
            raise ConfigValueError(key, raw.strip(), f"Value must be no more than {self.hi}")
        return value

    def __str__(self) -> str:
        if self.hi is None:
            return f"[{self.lo},...]"
        if self.lo is None:
            return f"[...,{self.hi}]"
        return f"[{self.lo},...,{self.hi}]"


class OneOf(Validator):
    """One of a fixed set of strings; with `case_insensitive` the value is stored in its canonical spelling."""

    __slots__ = ("case_insensitive", "values")

    def __init__(self, *values: str, case_insensitive: bool = False) -> None:
        self.values = values
        self.case_insensitive = case_insensitive

    def check(self, key: str, raw: str, value: Any) -> Any:
        if value in self.values:
            return value
        if self.case_insensitive:
            for v in self.values:
                if v.lower() == str(value).lower():
                    return v
            raise ConfigValueError(key, value, f"String must be one of (case insensitive): {', '.join(self.values)}")
        raise ConfigValueError(key, value, f"String must be one of: {', '.join(self.values)}")

    def __str__(self) -> str:
        return "[" + ", ".join(self.values) + "]" + (" (case insensitive)" if self.case_insensitive else "")


class ListOf(Validator):
    """Every element one of `values` (duplicates dropped); `non_empty` rejects an empty list."""

    __slots__ = ("non_empty", "values")

    def __init__(self, *values: str, non_empty: bool = False) -> None:
        self.values = values
        self.non_empty = non_empty

    def check(self, key: str, raw: str, value: Any) -> Any:
        for item in value:
            if item not in self.values:
                raise ConfigValueError(key, raw.strip(), f"String must be one of: {', '.join(self.values)}")
        if self.non_empty and not value:
            raise ConfigValueError(key, raw.strip(), f"Empty list not allowed: use {' and/or '.join(self.values)}")
        return tuple(dict.fromkeys(value))

    def __str__(self) -> str:
        return "[" + ", ".join(self.values) + "]"


class GzipLevel(Validator):
    __slots__ = ()

    def check(self, key: str, raw: str, value: Any) -> Any:
        if value > 9 or (value < 1 and value != -1):
            raise ConfigValueError(key, raw.strip(), "Value must be between 1 and 9 or equal to -1")
        return value

    def __str__(self) -> str:
        return "[1,...,9] or -1"


class ThrottledReplicas(Validator):
    """``*`` or ``partition:broker,partition:broker,...`` (accepted; kraftpy does not throttle replication)."""

    __slots__ = ()
    _PAIR = re.compile(r"([0-9]+:[0-9]+)?")

    def check(self, key: str, raw: str, value: Any) -> Any:
        items = [v.strip() for v in value]
        if "".join(items) == "*" or all(self._PAIR.fullmatch(v) for v in items):
            return tuple(items)
        raise ConfigValueError(
            key,
            raw.strip(),
            f"{key} must be the literal '*' or a list of replicas in the following format: "
            "[partitionId]:[brokerId],[partitionId]:[brokerId],...",
        )

    def __str__(self) -> str:
        return "[partitionId]:[brokerId],[partitionId]:[brokerId],..."


# -- the catalogue ------------------------------------------------------------------------------------------------

_UNCLEAN_MAPPING = (("true", "Aggressive"), ("false", "Balanced"))


@dataclass(frozen=True, slots=True)
class Synonym:
    """A config another config falls back to; `unit_ms` converts minutes/hours, `mapping` maps values."""

    name: str
    unit_ms: int = 1
    mapping: tuple[tuple[str, str], ...] = ()

    def convert(self, text: str) -> str:
        if self.mapping:
            low = text.strip().lower()
            for k, v in self.mapping:
                if k == low:
                    return v
            return text
        if self.unit_ms != 1:
            stripped = text.strip()
            if _INT_RE.fullmatch(stripped):
                return str(int(stripped) * self.unit_ms)
        return text


@dataclass(frozen=True, slots=True)
class ConfigKey:
    """One config: Kafka's name, type, default (parsed; None = no default), validator and documentation.

    Topic configs list their broker-level `synonyms` in precedence order (and `topic_aliases`: other topic configs
    that stand in for them at the topic level, the deprecated unclean.leader.election.enable for the recovery
    strategy). Broker configs have an update `mode`; a broker config with `synonyms` resolves through them.
    """

    name: str
    type: ConfigType
    default: Any
    doc: str
    validator: Validator | None = None
    synonyms: tuple[Synonym, ...] = ()
    topic_aliases: tuple[Synonym, ...] = ()
    mode: UpdateMode = UpdateMode.CLUSTER_WIDE
    deprecated: str | None = None

    def parse(self, raw: Any) -> Any:
        """The typed value of `raw` (a string, or a typed static value); raises ConfigValueError."""
        text = raw if isinstance(raw, str) else (_stringify(raw) or "")
        value = _parse_type(self.name, text, self.type)
        if self.validator is not None:
            value = self.validator.check(self.name, text, value)
        return value

    def format(self, value: Any) -> str | None:
        return _format(value, self.type)

    def canonical(self, raw: Any) -> str:
        """`raw` validated and in canonical form (what a ConfigRecord stores)."""
        text = self.format(self.parse(raw))
        return "" if text is None else text

    @property
    def default_text(self) -> str | None:
        return self.format(self.default)

    @property
    def dynamic(self) -> bool:
        return self.mode is not UpdateMode.READ_ONLY


def _k(
    name: str,
    ctype: ConfigType,
    default: Any,
    doc: str,
    validator: Validator | None = None,
    *synonyms: Synonym,
    mode: UpdateMode = UpdateMode.CLUSTER_WIDE,
    aliases: tuple[Synonym, ...] = (),
    deprecated: str | None = None,
) -> ConfigKey:
    return ConfigKey(name, ctype, default, doc, validator, tuple(synonyms), aliases, mode, deprecated)


_S = Synonym
_B, _STR, _I, _L, _D, _LIST = (
    ConfigType.BOOLEAN,
    ConfigType.STRING,
    ConfigType.INT,
    ConfigType.LONG,
    ConfigType.DOUBLE,
    ConfigType.LIST,
)
_HOUR = 3_600_000
_MINUTE = 60_000
_WEEK_MS = 7 * 24 * _HOUR
_COMPRESSION = OneOf("uncompressed", "zstd", "lz4", "snappy", "gzip", "producer")
_TIMESTAMP_TYPE = OneOf("CreateTime", "LogAppendTime")
_CLEANUP = ListOf("compact", "delete", non_empty=True)
_STRATEGY = OneOf(*STRATEGIES, case_insensitive=True)
_ULE_DEPRECATION = "deprecated by KIP-966: use unclean.recovery.strategy (true maps to Aggressive, false to Balanced)"

_TOPIC_KEYS = (
    _k(
        "cleanup.policy",
        _LIST,
        ("delete",),
        "Retention policy of old segments: delete, compact, or both.",
        _CLEANUP,
        _S("log.cleanup.policy"),
    ),
    _k(
        "compression.type",
        _STR,
        "producer",
        "Final compression of the topic's batches; producer keeps the producer's codec.",
        _COMPRESSION,
        _S("compression.type"),
    ),
    _k(
        "compression.gzip.level",
        _I,
        -1,
        "gzip level used when compression.type is gzip.",
        GzipLevel(),
        _S("compression.gzip.level"),
    ),
    _k(
        "compression.lz4.level",
        _I,
        9,
        "lz4 level used when compression.type is lz4.",
        Range(1, 17),
        _S("compression.lz4.level"),
    ),
    _k(
        "compression.zstd.level",
        _I,
        3,
        "zstd level used when compression.type is zstd.",
        Range(-131072, 22),
        _S("compression.zstd.level"),
    ),
    _k(
        "delete.retention.ms",
        _L,
        86_400_000,
        "How long tombstones stay in a compacted topic.",
        Range(0),
        _S("log.cleaner.delete.retention.ms"),
    ),
    _k(
        "file.delete.delay.ms",
        _L,
        60_000,
        "Delay before a deleted segment's files are removed from disk.",
        Range(0),
        _S("log.segment.delete.delay.ms"),
    ),
    _k(
        "flush.messages",
        _L,
        LONG_MAX,
        "Messages written before the log is fsynced.",
        Range(1),
        _S("log.flush.interval.messages"),
    ),
    _k(
        "flush.ms",
        _L,
        LONG_MAX,
        "Milliseconds between forced fsyncs of the log.",
        Range(0),
        _S("log.flush.interval.ms"),
        _S("log.flush.scheduler.interval.ms"),
    ),
    _k(
        "follower.replication.throttled.replicas",
        _LIST,
        (),
        "Replicas whose follower replication is throttled (accepted; kraftpy does not throttle).",
        ThrottledReplicas(),
    ),
    _k(
        "index.interval.bytes",
        _I,
        4096,
        "Bytes of log between two offset index entries.",
        Range(0),
        _S("log.index.interval.bytes"),
    ),
    _k(
        "leader.replication.throttled.replicas",
        _LIST,
        (),
        "Replicas whose leader-side replication is throttled (accepted; kraftpy does not throttle).",
        ThrottledReplicas(),
    ),
    _k(
        "max.compaction.lag.ms",
        _L,
        LONG_MAX,
        "Longest time a message may stay uncompacted.",
        Range(1),
        _S("log.cleaner.max.compaction.lag.ms"),
    ),
    _k(
        "max.message.bytes", _I, 1_048_588, "Largest record batch the topic accepts.", Range(0), _S("message.max.bytes")
    ),
    _k(
        "message.timestamp.after.max.ms",
        _L,
        _HOUR,
        "How far in the future a CreateTime timestamp may be, relative to the broker's clock.",
        Range(0),
        _S("log.message.timestamp.after.max.ms"),
    ),
    _k(
        "message.timestamp.before.max.ms",
        _L,
        LONG_MAX,
        "How far in the past a CreateTime timestamp may be, relative to the broker's clock.",
        Range(0),
        _S("log.message.timestamp.before.max.ms"),
    ),
    _k(
        "message.timestamp.type",
        _STR,
        "CreateTime",
        "Timestamp kept in records: CreateTime or LogAppendTime.",
        _TIMESTAMP_TYPE,
        _S("log.message.timestamp.type"),
    ),
    _k(
        "min.cleanable.dirty.ratio",
        _D,
        0.5,
        "Dirty fraction of the log that triggers compaction.",
        Range(0, 1),
        _S("log.cleaner.min.cleanable.ratio"),
    ),
    _k(
        "min.compaction.lag.ms",
        _L,
        0,
        "Shortest time a message stays uncompacted.",
        Range(0),
        _S("log.cleaner.min.compaction.lag.ms"),
    ),
    _k(
        MIN_ISR,
        _I,
        1,
        "Minimum ISR size for acks=all writes and for the high watermark to advance; the effective value is "
        "min(min.insync.replicas, replication factor).",
        Range(1),
        _S(MIN_ISR),
    ),
    _k(
        "preallocate",
        _B,
        False,
        "Preallocate segment files (accepted; kraftpy does not preallocate).",
        None,
        _S("log.preallocate"),
    ),
    _k(
        "retention.bytes",
        _L,
        -1,
        "Largest size of a partition before old segments are deleted; -1: no limit.",
        None,
        _S("log.retention.bytes"),
    ),
    _k(
        "retention.ms",
        _L,
        _WEEK_MS,
        "Age after which old segments are deleted; -1: no limit.",
        Range(-1),
        _S("log.retention.ms"),
        _S("log.retention.minutes", _MINUTE),
        _S("log.retention.hours", _HOUR),
    ),
    _k("segment.bytes", _I, 1_073_741_824, "Size at which a segment rolls.", Range(14), _S("log.segment.bytes")),
    _k(
        "segment.index.bytes",
        _I,
        10_485_760,
        "Size of a segment's offset and time indexes.",
        Range(4),
        _S("log.index.size.max.bytes"),
    ),
    _k(
        "segment.jitter.ms",
        _L,
        0,
        "Random jitter subtracted from segment.ms (accepted; kraftpy rolls exactly).",
        Range(0),
        _S("log.roll.jitter.ms"),
        _S("log.roll.jitter.hours", _HOUR),
    ),
    _k(
        "segment.ms",
        _L,
        _WEEK_MS,
        "Age at which a segment rolls even if not full.",
        Range(1),
        _S("log.roll.ms"),
        _S("log.roll.hours", _HOUR),
    ),
    _k(
        UNCLEAN_LEADER_ELECTION,
        _B,
        False,
        "Allow electing a replica outside the ISR and ELR (data loss); " + _ULE_DEPRECATION + ".",
        None,
        _S(UNCLEAN_LEADER_ELECTION),
        deprecated=_ULE_DEPRECATION,
    ),
    _k(
        UNCLEAN_RECOVERY_STRATEGY,
        _STR,
        "Balanced",
        "KIP-966 unclean recovery when ISR and ELR are empty: Aggressive (recover at once), Balanced (wait for the "
        "last known ELR), None (wait for an operator).",
        _STRATEGY,
        _S(UNCLEAN_RECOVERY_STRATEGY),
        _S(UNCLEAN_LEADER_ELECTION, mapping=_UNCLEAN_MAPPING),
        aliases=(_S(UNCLEAN_LEADER_ELECTION, mapping=_UNCLEAN_MAPPING),),
    ),
    _k(
        UNCLEAN_RECOVERY_TIMEOUT,
        _L,
        300_000,
        "How long an unclean recovery waits for the replicas' log info.",
        Range(0),
        _S(UNCLEAN_RECOVERY_TIMEOUT),
    ),
)

TOPIC_CONFIGS: Mapping[str, ConfigKey] = MappingProxyType({k.name: k for k in _TOPIC_KEYS})

_RO = UpdateMode.READ_ONLY
_CO = UpdateMode.CLUSTER_ONLY
_BROKER_KEYS = (
    # dynamic (cluster default or per broker): the broker-level defaults of the topic configs
    _k("log.cleanup.policy", _LIST, ("delete",), "Default cleanup.policy of topics.", _CLEANUP),
    _k("compression.type", _STR, "producer", "Default compression.type of topics.", _COMPRESSION),
    _k("compression.gzip.level", _I, -1, "Default compression.gzip.level of topics.", GzipLevel()),
    _k("compression.lz4.level", _I, 9, "Default compression.lz4.level of topics.", Range(1, 17)),
    _k("compression.zstd.level", _I, 3, "Default compression.zstd.level of topics.", Range(-131072, 22)),
    _k("log.cleaner.delete.retention.ms", _L, 86_400_000, "Default delete.retention.ms of topics.", Range(0)),
    _k("log.segment.delete.delay.ms", _L, 60_000, "Default file.delete.delay.ms of topics.", Range(0)),
    _k("log.flush.interval.messages", _L, LONG_MAX, "Default flush.messages of topics.", Range(1)),
    _k(
        "log.flush.interval.ms",
        _L,
        None,
        "Default flush.ms of topics; unset: log.flush.scheduler.interval.ms.",
        Range(0),
    ),
    _k("log.index.interval.bytes", _I, 4096, "Default index.interval.bytes of topics.", Range(0)),
    _k("log.cleaner.max.compaction.lag.ms", _L, LONG_MAX, "Default max.compaction.lag.ms of topics.", Range(1)),
    _k("message.max.bytes", _I, 1_048_588, "Default max.message.bytes of topics.", Range(0)),
    _k("log.message.timestamp.after.max.ms", _L, _HOUR, "Default message.timestamp.after.max.ms of topics.", Range(0)),
    _k(
        "log.message.timestamp.before.max.ms",
        _L,
        LONG_MAX,
        "Default message.timestamp.before.max.ms of topics.",
        Range(0),
    ),
    _k("log.message.timestamp.type", _STR, "CreateTime", "Default message.timestamp.type of topics.", _TIMESTAMP_TYPE),
    _k("log.cleaner.min.cleanable.ratio", _D, 0.5, "Default min.cleanable.dirty.ratio of topics.", Range(0, 1)),
    _k("log.cleaner.min.compaction.lag.ms", _L, 0, "Default min.compaction.lag.ms of topics.", Range(0)),
    _k(
        MIN_ISR,
        _I,
        1,
        "Default min.insync.replicas of topics: the minimum ISR size for acks=all writes and high-watermark advance.",
        Range(1),
    ),
    _k("log.preallocate", _B, False, "Default preallocate of topics.", None),
    _k("log.retention.bytes", _L, -1, "Default retention.bytes of topics.", None),
    _k(
        "log.retention.ms",
        _L,
        None,
        "Default retention.ms of topics; unset: log.retention.minutes, then log.retention.hours.",
        Range(-1),
    ),
    _k("log.segment.bytes", _I, 1_073_741_824, "Default segment.bytes of topics.", Range(14)),
    _k("log.index.size.max.bytes", _I, 10_485_760, "Default segment.index.bytes of topics.", Range(4)),
    _k("log.roll.jitter.ms", _L, None, "Default segment.jitter.ms of topics; unset: log.roll.jitter.hours.", Range(0)),
    _k("log.roll.ms", _L, None, "Default segment.ms of topics; unset: log.roll.hours.", Range(1)),
    _k(
        UNCLEAN_LEADER_ELECTION,
        _B,
        False,
        "Default unclean.leader.election.enable of topics: allow electing a "
        "replica outside the ISR and ELR (data loss); " + _ULE_DEPRECATION + ".",
        None,
        deprecated=_ULE_DEPRECATION,
    ),
    # kraftpy's KIP-966 unclean recovery settings: cluster level only (the active controller uses them)
    _k(
        UNCLEAN_RECOVERY_STRATEGY,
        _STR,
        "Balanced",
        "Default unclean.recovery.strategy of topics.",
        _STRATEGY,
        _S(UNCLEAN_RECOVERY_STRATEGY),
        _S(UNCLEAN_LEADER_ELECTION, mapping=_UNCLEAN_MAPPING),
        mode=_CO,
    ),
    _k(UNCLEAN_RECOVERY_TIMEOUT, _L, 300_000, "Default unclean.recovery.timeout.ms of topics.", Range(0), mode=_CO),
    _k(
        UNCLEAN_RECOVERY_MANAGER,
        _B,
        False,
        "Run KIP-966 unclean recoveries (true) instead of the ELR delivery-plan election order (false).",
        None,
        mode=_CO,
    ),
    # read-only: the static synonyms of the log defaults
    _k(
        "log.retention.minutes",
        _I,
        None,
        "Default retention of topics in minutes, if log.retention.ms is unset.",
        mode=_RO,
    ),
    _k(
        "log.retention.hours",
        _I,
        168,
        "Default retention of topics in hours, if log.retention.ms and log.retention.minutes are unset.",
        mode=_RO,
    ),
    _k(
        "log.roll.hours", _I, 168, "Default segment.ms of topics in hours, if log.roll.ms is unset.", Range(1), mode=_RO
    ),
    _k(
        "log.roll.jitter.hours",
        _I,
        0,
        "Default segment.jitter.ms in hours, if log.roll.jitter.ms is unset.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.flush.scheduler.interval.ms",
        _L,
        LONG_MAX,
        "Default flush.ms of topics if log.flush.interval.ms is unset.",
        mode=_RO,
    ),
    # read-only: the node's own settings (kraftpy's NodeConfig)
    _k("process.roles", _LIST, (), "The roles of this node: broker, controller, or both.", mode=_RO),
    _k("node.id", _I, -1, "The id of this node in the cluster.", mode=_RO),
    _k("broker.id", _I, -1, "The id of this broker (the node.id in KRaft mode).", mode=_RO),
    _k("controller.quorum.voters", _LIST, (), "Static voter set of the metadata quorum: id@host:port,...", mode=_RO),
    _k(
        "controller.quorum.bootstrap.servers",
        _LIST,
        (),
        "Controllers to contact first when the voter set is dynamic: host:port,...",
        mode=_RO,
    ),
    _k("controller.listener.names", _LIST, (), "Names of the listeners used by the controllers.", mode=_RO),
    _k(
        "controller.quorum.election.timeout.ms",
        _I,
        1000,
        "Time without a leader before a voter starts an election.",
        mode=_RO,
    ),
    _k(
        "controller.quorum.fetch.timeout.ms",
        _I,
        2000,
        "Time without a successful fetch before a follower starts an election.",
        mode=_RO,
    ),
    _k(
        "controller.quorum.election.backoff.max.ms",
        _I,
        1000,
        "Upper bound of the randomized backoff before a new election.",
        mode=_RO,
    ),
    _k("controller.quorum.request.timeout.ms", _I, 2000, "Timeout of quorum requests.", mode=_RO),
    _k("controller.quorum.retry.backoff.ms", _I, 20, "Wait before retrying a failed quorum request.", mode=_RO),
    _k("controller.quorum.append.linger.ms", _I, 25, "How long the leader waits to batch appended records.", mode=_RO),
    _k(
        "metadata.max.idle.interval.ms",
        _I,
        500,
        "The active controller appends a NoOpRecord when nothing else was appended for this long (0: never).",
        Range(0),
        mode=_RO,
    ),
    _k("listeners", _STR, "PLAINTEXT://:9092", "Listeners to bind: NAME://host:port,...", mode=_RO),
    _k(
        "advertised.listeners",
        _STR,
        None,
        "Listeners published to clients; defaults to the broker listeners.",
        mode=_RO,
    ),
    _k(
        "listener.security.protocol.map",
        _STR,
        "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,SSL:SSL,SASL_PLAINTEXT:SASL_PLAINTEXT,SASL_SSL:SASL_SSL",
        "Security protocol of each listener name.",
        mode=_RO,
    ),
    _k(
        "inter.broker.listener.name",
        _STR,
        None,
        "Listener brokers use to talk to each other (default PLAINTEXT).",
        mode=_RO,
    ),
    _k(
        "socket.request.max.bytes",
        _I,
        104_857_600,
        "Largest request accepted; bigger frames close the connection.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "queued.max.request.bytes",
        _L,
        524_288_000,
        "Bytes of requests received and not yet answered, over every connection, before the node stops reading "
        "(-1: no limit). A frame counts in full from its size prefix on.",
        Range(-1),
        mode=_RO,
    ),
    _k(
        "request.timeout.ms",
        _I,
        30_000,
        "How long a broker waits for the active controller to answer a request it sends there: forwarded admin "
        "requests, and the timeout of the CreateTopics of automatic topic creation.",
        Range(1),
        mode=_RO,
    ),
    _k("log.dirs", _STR, None, "Directories holding partition logs.", mode=_RO),
    _k("log.dir", _STR, "/tmp/kafka-logs", "Log directory used when log.dirs is not set.", mode=_RO),
    _k("metadata.log.dir", _STR, None, "Directory of the metadata log; defaults to the first log directory.", mode=_RO),
    _k("num.partitions", _I, 1, "Default partition count of new topics.", Range(1), mode=_RO),
    _k("auto.create.topics.enable", _B, True, "Create unknown topics a Metadata request names.", None, mode=_RO),
    _k("broker.rack", _STR, None, "The rack of the broker, used to spread replicas.", None, mode=_RO),
    _k(
        "eligible.leader.replicas.enabled",
        _B,
        False,
        "KIP-966 Eligible Leader Replicas: the level of the eligible.leader.replicas.version feature a new cluster "
        "starts with (true: 1). Change it on a running cluster with `kraftpy features upgrade|downgrade` "
        "(UpdateFeatures).",
        None,
        mode=_RO,
    ),
    _k("default.replication.factor", _I, 1, "Default replication factor of new topics.", mode=_RO),
    _k("auto.leader.rebalance.enable", _B, True, "Periodically move leadership back to preferred replicas.", mode=_RO),
    _k(
        "leader.imbalance.check.interval.seconds",
        _L,
        300,
        "Interval of the preferred-leader check.",
        Range(1),
        mode=_RO,
    ),
    _k("broker.heartbeat.interval.ms", _I, 2000, "Interval of broker heartbeats to the controller.", mode=_RO),
    _k("broker.session.timeout.ms", _I, 9000, "A broker without heartbeats for this long is fenced.", mode=_RO),
    _k(
        "replica.lag.time.max.ms",
        _L,
        30000,
        "A follower that has not caught up for this long leaves the ISR.",
        mode=_RO,
    ),
    _k("replica.fetch.wait.max.ms", _I, 500, "Longest wait of a follower's fetch for new data.", Range(0), mode=_RO),
    _k("replica.fetch.min.bytes", _I, 1, "Data a follower's fetch waits for.", Range(1), mode=_RO),
    _k("replica.fetch.max.bytes", _I, 1_048_576, "Data a follower fetches per partition.", Range(0), mode=_RO),
    _k(
        "replica.fetch.response.max.bytes",
        _I,
        10_485_760,
        "Data a follower fetches in one response.",
        Range(0),
        mode=_RO,
    ),
    _k("replica.fetch.backoff.ms", _I, 1000, "Wait of a follower after a failed fetch.", Range(0), mode=_RO),
    _k("replica.socket.timeout.ms", _I, 30000, "Timeout of a follower's fetch requests.", mode=_RO),
    _k("fetch.max.bytes", _I, 57_671_680, "Most data a consumer's fetch response holds.", Range(1024), mode=_RO),
    _k(
        "max.incremental.fetch.session.cache.slots",
        _I,
        1000,
        "Incremental fetch sessions a broker keeps.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "producer.id.expiration.ms",
        _I,
        86_400_000,
        "A producer id without writes for this long is forgotten.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "producer.id.expiration.check.interval.ms",
        _I,
        600_000,
        "Interval of the producer id expiration check.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "replica.high.watermark.checkpoint.interval.ms",
        _L,
        5000,
        "Interval of the high watermark checkpoint files.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "log.retention.check.interval.ms",
        _L,
        300_000,
        "Interval of the retention (log deletion) check.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "log.flush.offset.checkpoint.interval.ms",
        _I,
        60_000,
        "Interval of the recovery point checkpoint files.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.flush.start.offset.checkpoint.interval.ms",
        _I,
        60_000,
        "Interval of the log start offset checkpoint files.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "max.request.partition.size.limit",
        _I,
        2000,
        "Most partitions in one DescribeTopicPartitions response.",
        Range(1),
        mode=_RO,
    ),
    # the group coordinator (kraftpy.coordinator): Kafka's names and defaults
    _k(
        "offsets.topic.num.partitions",
        _I,
        50,
        "Partitions of __consumer_offsets (when it is created).",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.topic.replication.factor",
        _I,
        3,
        "Replication factor of __consumer_offsets (at most the number of live brokers when it is created).",
        Range(1),
        mode=_RO,
    ),
    _k("offsets.topic.segment.bytes", _I, 104_857_600, "segment.bytes of __consumer_offsets.", Range(1), mode=_RO),
    _k(
        "offsets.commit.timeout.ms",
        _I,
        5_000,
        "How long an offset commit (or a group write) waits for the replicas of __consumer_offsets.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.retention.minutes",
        _I,
        10_080,
        "Committed offsets of a group without members (or of topics it no longer subscribes to) expire after "
        "this long.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.retention.check.interval.ms",
        _L,
        600_000,
        "Interval of the check for expired offsets.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.load.buffer.size",
        _I,
        5_242_880,
        "Bytes read at a time when a partition of __consumer_offsets is loaded.",
        Range(1),
        mode=_RO,
    ),
    _k("offset.metadata.max.bytes", _I, 4_096, "Largest metadata string of a committed offset.", mode=_RO),
    _k(
        "group.initial.rebalance.delay.ms",
        _I,
        3_000,
        "How long the first rebalance of an empty classic group waits for more members.",
        mode=_RO,
    ),
    _k(
        "group.min.session.timeout.ms",
        _I,
        6_000,
        "Smallest session timeout a classic group member may ask for.",
        mode=_RO,
    ),
    _k(
        "group.max.session.timeout.ms",
        _I,
        1_800_000,
        "Largest session timeout a classic group member may ask for.",
        mode=_RO,
    ),
    _k("group.max.size", _I, INT_MAX, "Most members of a classic group.", Range(1), mode=_RO),
    _k(
        "group.consumer.session.timeout.ms",
        _I,
        45_000,
        "Session timeout of the members of consumer (KIP-848) groups.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.consumer.heartbeat.interval.ms",
        _I,
        5_000,
        "Heartbeat interval of the members of consumer (KIP-848) groups.",
        Range(1),
        mode=_RO,
    ),
    _k("group.consumer.max.size", _I, INT_MAX, "Most members of a consumer (KIP-848) group.", Range(1), mode=_RO),
    _k(
        "group.consumer.assignors",
        _LIST,
        ("uniform", "range"),
        "Server-side assignors of consumer (KIP-848) groups; the first is the default.",
        ListOf("uniform", "range", non_empty=True),
        mode=_RO,
    ),
    _k(
        "group.coordinator.rebalance.protocols",
        _LIST,
        ("classic", "consumer"),
        "Group protocols the coordinator offers (consumer = KIP-848's ConsumerGroupHeartbeat).",
        ListOf("classic", "consumer", non_empty=True),
        mode=_RO,
    ),
    _k("kraftpy.metrics.listener", _STR, "", "host:port of the Prometheus /metrics endpoint; empty = off.", mode=_RO),
    _k("kraftpy.log.level", _STR, "INFO", "Level of the node's log output.", mode=_RO),
)

BROKER_CONFIGS: Mapping[str, ConfigKey] = MappingProxyType({k.name: k for k in _BROKER_KEYS})
_CLUSTER_ONLY_NAMES = frozenset(k.name for k in _BROKER_KEYS if k.mode is UpdateMode.CLUSTER_ONLY)

# Broker configs defined in several units (Kafka's DynamicBrokerConfig.brokerConfigSynonyms), in precedence order.
_BROKER_GROUPS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "log.roll.ms": ("log.roll.ms", "log.roll.hours"),
        "log.roll.hours": ("log.roll.ms", "log.roll.hours"),
        "log.roll.jitter.ms": ("log.roll.jitter.ms", "log.roll.jitter.hours"),
        "log.roll.jitter.hours": ("log.roll.jitter.ms", "log.roll.jitter.hours"),
        "log.flush.interval.ms": ("log.flush.interval.ms", "log.flush.scheduler.interval.ms"),
        "log.retention.ms": ("log.retention.ms", "log.retention.minutes", "log.retention.hours"),
        "log.retention.minutes": ("log.retention.ms", "log.retention.minutes", "log.retention.hours"),
        "log.retention.hours": ("log.retention.ms", "log.retention.minutes", "log.retention.hours"),
        "broker.id": ("broker.id", "node.id"),
    }
)

# The topic configs kraftpy's storage engine takes (kraftpy.storage.config.LogConfig.from_properties).
LOG_CONFIG_KEYS = (
    "segment.bytes",
    "segment.ms",
    "segment.index.bytes",
    "index.interval.bytes",
    "retention.ms",
    "retention.bytes",
    "flush.messages",
    "flush.ms",
    "message.timestamp.type",
    "max.message.bytes",
    "cleanup.policy",
    "file.delete.delay.ms",
    "message.timestamp.before.max.ms",
    "message.timestamp.after.max.ms",
)


# -- topic names ----------------------------------------------------------------------------------------------------

_TOPIC_NAME = re.compile(r"[a-zA-Z0-9._-]+")
MAX_TOPIC_NAME_LENGTH = 249
# Kafka's internal topics (Topic.INTERNAL_TOPICS): Metadata marks them internal, clients cannot produce to them,
# auto-creation and `--exclude-internal` leave them out
INTERNAL_TOPICS = frozenset({"__consumer_offsets", "__transaction_state", "__share_group_state"})


def topic_name_error(name: str) -> str | None:
    """Kafka's topic-name rules (Topic.validate): the problem, or None if the name is legal."""
    if not name:
        return "Topic name is illegal, it can't be empty"
    if name in (".", ".."):
        return 'Topic name cannot be "." or ".."'
    if len(name) > MAX_TOPIC_NAME_LENGTH:
        return f"Topic name is illegal, it can't be longer than {MAX_TOPIC_NAME_LENGTH} characters, topic name: {name}"
    if not _TOPIC_NAME.fullmatch(name):
        return (
            f'Topic name "{name}" is illegal, it contains a character other than ASCII alphanumerics, '
            "'.', '_' and '-'"
        )
    return None


# -- resolution -----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SynonymValue:
    """One definition a value may come from, as DescribeConfigs lists it."""

    name: str
    value: str | None
    source: ConfigSource


@dataclass(frozen=True, slots=True)
class ConfigValue:
    """A resolved config: typed `value`, canonical `text`, where it came from, and the chain it was chosen from."""

    name: str
    value: Any
    text: str | None
    source: ConfigSource
    synonyms: tuple[SynonymValue, ...] = ()
    from_key: str = ""  # the name that supplied the value (a synonym, or the config itself)


@dataclass(frozen=True, slots=True)
class _Entry:
    synonym: Synonym
    raw: str
    source: ConfigSource


def elr_enabled_in(image: MetadataImage) -> bool:
    """Whether the image's features enable ELR (absent = level 0 = off: `MetadataImage.elr_enabled`)."""
    return image.elr_enabled


class ConfigResolver:
    """Effective values from an image and the node's static settings, seen from node `node_id`.

    `node_id` selects the per-broker dynamic level (ConfigRecord(BROKER, "<node_id>")): a broker passes its own id.
    None skips that level (the cluster view). Kafka's controller resolves with its own node id; kraftpy's
    controller should pass None so that its decisions do not depend on which controller is active.
    """

    __slots__ = ("_cluster", "_node", "image", "node_id", "static")

    def __init__(
        self, image: MetadataImage, static: Mapping[str, Any] | None = None, node_id: int | None = None
    ) -> None:
        self.image = image
        self.node_id = node_id
        values: dict[str, str] = {}
        for key, value in (static or {}).items():
            text = _stringify(value)
            if text is not None:
                values[key] = text
        if "node.id" in values and "broker.id" not in values:
            values["broker.id"] = values["node.id"]
        self.static: Mapping[str, str] = MappingProxyType(values)
        self._cluster = image.broker_config(None)
        self._node = image.broker_config(node_id) if node_id is not None else _EMPTY

    def with_image(self, image: MetadataImage) -> ConfigResolver:
        return ConfigResolver(image, self.static, self.node_id)

    # -- topics ----------------------------------------------------------------------------------------------------

    def _topic_entries(
        self, key: ConfigKey, overrides: Mapping[str, str], node: Mapping[str, str], cluster: Mapping[str, str]
    ) -> list[_Entry]:
        entries: list[_Entry] = []
        own = overrides.get(key.name)
        if own is not None:
            entries.append(_Entry(Synonym(key.name), own, ConfigSource.DYNAMIC_TOPIC_CONFIG))
        for alias in key.topic_aliases:
            v = overrides.get(alias.name)
            if v is not None:
                entries.append(_Entry(alias, v, ConfigSource.DYNAMIC_TOPIC_CONFIG))
        if key.synonyms:
            for source, cfg in (
                (ConfigSource.DYNAMIC_BROKER_CONFIG, node),
                (ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG, cluster),
                (ConfigSource.STATIC_BROKER_CONFIG, self.static),
            ):
                for syn in key.synonyms:
                    v = cfg.get(syn.name)
                    if v is not None and not (
                        source is ConfigSource.DYNAMIC_BROKER_CONFIG and syn.name in _CLUSTER_ONLY_NAMES
                    ):
                        entries.append(_Entry(syn, v, source))
            for syn in key.synonyms:
                bk = BROKER_CONFIGS.get(syn.name)
                d = bk.default_text if bk is not None else None
                if d is not None:
                    entries.append(_Entry(syn, d, ConfigSource.DEFAULT_CONFIG))
        return entries

    def _choose(self, key: ConfigKey, entries: Sequence[_Entry], context: str) -> ConfigValue:
        chain = tuple(SynonymValue(e.synonym.name, e.raw, e.source) for e in entries)
        for e in entries:
            try:
                value = key.parse(e.synonym.convert(e.raw))
            except ConfigValueError as err:
                log.warning(
                    "Ignoring %s=%r (%s) for %s%s: %s", e.synonym.name, e.raw, e.source.name, key.name, context, err
                )
                continue
            return ConfigValue(key.name, value, key.format(value), e.source, chain, e.synonym.name)
        return ConfigValue(key.name, key.default, key.default_text, ConfigSource.DEFAULT_CONFIG, chain, key.name)

    def topic_value(self, topic: str, name: str, overrides: Mapping[str, str] | None = None) -> ConfigValue:
        """One topic config of `topic` (its stored overrides, or `overrides` for a topic being created)."""
        key = TOPIC_CONFIGS.get(name)
        if key is None:
            raise KeyError(f"Unknown topic config name: {name}")
        ov = self.image.topic_config(topic) if overrides is None else overrides
        return self._choose(key, self._topic_entries(key, ov, self._node, self._cluster), f" of topic {topic}")

    def topic_values(self, topic: str, overrides: Mapping[str, str] | None = None) -> dict[str, ConfigValue]:
        """Every topic config of `topic`, by name."""
        ov = self.image.topic_config(topic) if overrides is None else overrides
        return {
            name: self._choose(key, self._topic_entries(key, ov, self._node, self._cluster), f" of topic {topic}")
            for name, key in TOPIC_CONFIGS.items()
        }

    def topic_config(self, topic: str, overrides: Mapping[str, str] | None = None) -> dict[str, Any]:
        """Every topic config of `topic` as a typed value (lists are tuples)."""
        return {name: cv.value for name, cv in self.topic_values(topic, overrides).items()}

    def min_insync_replicas(self, topic: str) -> int:
        return int(self.topic_value(topic, MIN_ISR).value)

    def effective_min_isr(self, topic: str, replication_factor: int) -> int:
        """KIP-966: min(min.insync.replicas, replication factor)."""
        return effective_min_isr_value(self.min_insync_replicas(topic), replication_factor)

    def log_config_properties(self, topic: str, overrides: Mapping[str, str] | None = None) -> dict[str, str]:
        """The storage engine's settings of `topic` (for kraftpy.storage LogConfig.from_properties)."""
        ov = self.image.topic_config(topic) if overrides is None else overrides
        out: dict[str, str] = {}
        for name in LOG_CONFIG_KEYS:
            key = TOPIC_CONFIGS[name]
            text = self._choose(key, self._topic_entries(key, ov, self._node, self._cluster), f" of topic {topic}").text
            if text is not None:
                out[name] = text
        return out

    def unclean_recovery(self, topic: str) -> UncleanRecoverySettings:
        """The KIP-966 settings the controller applies to `topic`."""
        strategy = self.topic_value(topic, UNCLEAN_RECOVERY_STRATEGY)
        ule = self.topic_value(topic, UNCLEAN_LEADER_ELECTION)
        timeout = self.topic_value(topic, UNCLEAN_RECOVERY_TIMEOUT)
        manager = self.broker_value(UNCLEAN_RECOVERY_MANAGER)
        explicit = [s for s in ule.synonyms if s.source is not ConfigSource.DEFAULT_CONFIG]
        message = None
        if explicit:
            first = explicit[0]
            if strategy.from_key == UNCLEAN_LEADER_ELECTION:
                outcome = f"it sets unclean.recovery.strategy={strategy.value}"
            else:
                outcome = (
                    f"unclean.recovery.strategy={strategy.value} ({strategy.source.name}) takes precedence "
                    "for unclean recovery"
                )
            message = (
                f"Topic {topic}: unclean.leader.election.enable={first.value} ({first.source.name}) is "
                f"deprecated by KIP-966 (true maps to unclean.recovery.strategy=Aggressive, false to "
                f"Balanced); {outcome}"
            )
        return UncleanRecoverySettings(
            strategy=str(strategy.value),
            strategy_source=strategy.source,
            strategy_key=strategy.from_key,
            timeout_ms=int(timeout.value),
            manager_enabled=bool(manager.value),
            unclean_leader_election_enable=bool(ule.value),
            deprecated_key_set=bool(explicit),
            deprecation_message=message,
        )

    # -- brokers ---------------------------------------------------------------------------------------------------

    def _broker_entries(
        self, name: str, node: Mapping[str, str] | None, cluster: Mapping[str, str], static: bool = True
    ) -> tuple[list[_Entry], bool]:
        """(entries, resolve_through): level-major definitions of broker config `name` and its synonyms."""
        key = BROKER_CONFIGS.get(name)
        levels: list[tuple[ConfigSource, Mapping[str, str]]] = []
        if node is not None and not (key is not None and key.mode is UpdateMode.CLUSTER_ONLY):
            levels.append((ConfigSource.DYNAMIC_BROKER_CONFIG, node))
        levels.append((ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG, cluster))
        if static:
            levels.append((ConfigSource.STATIC_BROKER_CONFIG, self.static))
        if key is not None and key.synonyms:
            syns = key.synonyms
            through = True
        else:
            syns = tuple(Synonym(n) for n in _BROKER_GROUPS.get(name, (name,)))
            through = False
        entries: list[_Entry] = []
        for source, cfg in levels:
            for syn in syns:
                v = cfg.get(syn.name)
                if v is not None:
                    entries.append(_Entry(syn, v, source))
        if static:
            for syn in syns:
                bk = BROKER_CONFIGS.get(syn.name)
                d = bk.default_text if bk is not None else None
                if d is not None:
                    entries.append(_Entry(syn, d, ConfigSource.DEFAULT_CONFIG))
        if not through:
            # Kafka: a config's own value, then only what it falls back to (drop definitions ahead of its name)
            while entries and entries[0].synonym.name != name:
                entries.pop(0)
        return entries, through

    def broker_value(
        self,
        name: str,
        node_id: int | None = None,
        *,
        cluster: Mapping[str, str] | None = None,
        node: Mapping[str, str] | None = None,
    ) -> ConfigValue:
        """A broker config as node `node_id` (default: the resolver's) sees it; `cluster`/`node` replace the
        image's dynamic configs (used to check a change before it is written)."""
        nid = self.node_id if node_id is None else node_id
        node_cfg = node if node is not None else (self.image.broker_config(nid) if nid is not None else None)
        cluster_cfg = self._cluster if cluster is None else cluster
        entries, through = self._broker_entries(name, node_cfg, cluster_cfg)
        key = BROKER_CONFIGS.get(name)
        chain = tuple(SynonymValue(e.synonym.name, e.raw, e.source) for e in entries)
        if key is None:
            if entries:
                e = entries[0]
                return ConfigValue(name, e.raw, e.raw, e.source, chain, name)
            return ConfigValue(name, None, None, ConfigSource.DEFAULT_CONFIG, chain, name)
        for e in entries:
            if not through and e.synonym.name != name:
                break
            try:
                value = key.parse(e.synonym.convert(e.raw))
            except ConfigValueError as err:
                log.warning("Ignoring %s=%r (%s): %s", e.synonym.name, e.raw, e.source.name, err)
                continue
            return ConfigValue(name, value, key.format(value), e.source, chain, e.synonym.name)
        return ConfigValue(name, key.default, key.default_text, ConfigSource.DEFAULT_CONFIG, chain, name)


@dataclass(frozen=True, slots=True)
class UncleanRecoverySettings:
    """The effective KIP-966 settings of one topic."""

    strategy: str  # "Aggressive" | "Balanced" | "None"
    strategy_source: ConfigSource
    strategy_key: str  # unclean.recovery.strategy, or the deprecated unclean.leader.election.enable it came from
    timeout_ms: int
    manager_enabled: bool  # unclean.recovery.manager.enabled (cluster level)
    unclean_leader_election_enable: bool  # the deprecated flag itself (the delivery-plan election order uses it)
    deprecated_key_set: bool  # unclean.leader.election.enable is set explicitly somewhere in the topic's chain
    deprecation_message: str | None  # a line for the caller to log when deprecated_key_set


def effective_min_isr_value(min_insync_replicas: int, replication_factor: int) -> int:
    """KIP-966: the effective min ISR is min(min.insync.replicas, replication factor)."""
    return min(min_insync_replicas, replication_factor)


def effective_topic_config(
    image: MetadataImage, node_config_values: Mapping[str, Any], topic: str, node_id: int | None = None
) -> dict[str, Any]:
    """Every topic config of `topic` mapped to its effective typed value."""
    return ConfigResolver(image, node_config_values, node_id).topic_config(topic)


def effective_min_isr(
    image: MetadataImage,
    node_config_values: Mapping[str, Any],
    topic: str,
    replication_factor: int,
    node_id: int | None = None,
) -> int:
    """min(min.insync.replicas of `topic`, `replication_factor`)."""
    return ConfigResolver(image, node_config_values, node_id).effective_min_isr(topic, replication_factor)


def log_config_properties(
    image: MetadataImage, node_config_values: Mapping[str, Any], topic: str, node_id: int | None = None
) -> dict[str, str]:
    """`topic`'s storage settings as Kafka-named strings for kraftpy.storage LogConfig.from_properties."""
    return ConfigResolver(image, node_config_values, node_id).log_config_properties(topic)


def unclean_recovery_settings(
    image: MetadataImage, node_config_values: Mapping[str, Any], topic: str, node_id: int | None = None
) -> UncleanRecoverySettings:
    """`topic`'s effective unclean.recovery.* settings and whether the deprecated key was set."""
    return ConfigResolver(image, node_config_values, node_id).unclean_recovery(topic)


# -- altering -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResourceOutcome:
    """The result of one resource of an alter request: an error, or the records that apply it."""

    resource_type: int
    resource_name: str
    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    records: tuple[ConfigRecord, ...] = ()
    warnings: tuple[str, ...] = ()  # lines for the caller to log (deprecated keys)

    @property
    def ok(self) -> bool:
        return self.error is ErrorCode.NONE


@dataclass(frozen=True, slots=True)
class MinIsrChange:
    """A topic whose resolved min.insync.replicas changes (KIP-966: clear the ELR where new min ISR <= ISR size)."""

    topic: str
    topic_id: uuid.UUID
    old_value: int
    new_value: int
    scope: tuple[int, str]  # the altered resource behind it: (2, topic), (4, "<broker id>") or (4, "") cluster

    def effective(self, replication_factor: int) -> int:
        return effective_min_isr_value(self.new_value, replication_factor)


@dataclass(frozen=True, slots=True)
class AlterOutcome:
    """An AlterConfigs / IncrementalAlterConfigs / config-creating request, decided."""

    resources: tuple[ResourceOutcome, ...]
    validate_only: bool = False
    min_isr_changes: tuple[MinIsrChange, ...] = ()

    @property
    def records(self) -> list[ConfigRecord]:
        """Records to append (none for validateOnly)."""
        if self.validate_only:
            return []
        return [r for res in self.resources if res.ok for r in res.records]

    @property
    def warnings(self) -> list[str]:
        return [w for res in self.resources for w in res.warnings]

    def alter_configs_response(self, throttle_time_ms: int = 0) -> AlterConfigsResponse:
        R = AlterConfigsResponse.AlterConfigsResourceResponse
        return AlterConfigsResponse(
            throttle_time_ms=throttle_time_ms,
            responses=[
                R(
                    error_code=int(r.error),
                    error_message=r.message,
                    resource_type=r.resource_type,
                    resource_name=r.resource_name,
                )
                for r in self.resources
            ],
        )

    def incremental_alter_configs_response(self, throttle_time_ms: int = 0) -> IncrementalAlterConfigsResponse:
        R = IncrementalAlterConfigsResponse.AlterConfigsResourceResponse
        return IncrementalAlterConfigsResponse(
            throttle_time_ms=throttle_time_ms,
            responses=[
                R(
                    error_code=int(r.error),
                    error_message=r.message,
                    resource_type=r.resource_type,
                    resource_name=r.resource_name,
                )
                for r in self.resources
            ],
        )


@dataclass(frozen=True, slots=True)
class _Op:
    name: str
    op: int
    value: str | None


class _Reject(Exception):
    def __init__(self, error: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.error = error
        self.message = message


@dataclass(slots=True)
class _Ctx:
    image: MetadataImage
    resolver: ConfigResolver
    controller_ids: frozenset[int]
    local_broker_id: int | None
    elr_enabled: bool
    warnings: list[str] = field(default_factory=list)


def _split_operand(value: str) -> list[str]:
    return [v for v in (p.strip() for p in value.split(",")) if v]


def _apply_list_op(op: AlterOp, base: Sequence[str], operand: str) -> str:
    items = list(base)
    values = _split_operand(operand)
    if op is AlterOp.APPEND:
        for v in values:
            if v not in items:
                items.append(v)
    else:
        items = [x for x in items if x not in values]
    return ",".join(items)


def _canonical(key: ConfigKey, raw: str) -> str:
    try:
        return key.canonical(raw)
    except ConfigValueError as e:
        raise _Reject(ErrorCode.INVALID_CONFIG, str(e)) from None


def _deprecation_warnings(rtype: int, rname: str, new: Mapping[str, str], old: Mapping[str, str]) -> list[str]:
    v = new.get(UNCLEAN_LEADER_ELECTION)
    if v is None or v == old.get(UNCLEAN_LEADER_ELECTION):
        return []
    where = f"topic {rname}" if rtype == TOPIC_RESOURCE else ("the cluster default" if not rname else f"broker {rname}")
    mapped = "Aggressive" if v == "true" else "Balanced"
    line = (
        f"unclean.leader.election.enable={v} set on {where} is deprecated by KIP-966: it maps to "
        f"unclean.recovery.strategy={mapped}; set unclean.recovery.strategy instead"
    )
    if UNCLEAN_RECOVERY_STRATEGY in new:
        line += f" (unclean.recovery.strategy={new[UNCLEAN_RECOVERY_STRATEGY]} on the same resource takes precedence)"
    return [line]


def _records(
    rtype: int, rname: str, order: Iterable[str], old: Mapping[str, str], new: Mapping[str, str]
) -> tuple[ConfigRecord, ...]:
    out = []
    seen: set[str] = set()
    for name in order:
        if name in seen:
            continue
        seen.add(name)
        if new.get(name) != old.get(name):
            out.append(ConfigRecord(resource_type=rtype, resource_name=rname, name=name, value=new.get(name)))
    return tuple(out)


def _check_compaction_lags(values: Mapping[str, ConfigValue], min_name: str, max_name: str, what: str) -> None:
    lo = values["min.compaction.lag.ms"].value
    hi = values["max.compaction.lag.ms"].value
    if lo > hi:
        raise _Reject(ErrorCode.INVALID_CONFIG, f"conflict {what} config setting {min_name} ({lo}) > {max_name} ({hi})")


def _alter_topic(ctx: _Ctx, name: str, ops: Sequence[_Op], legacy: bool, creating: bool) -> ResourceOutcome:
    if not name:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Default topic resources are not allowed.")
    problem = topic_name_error(name)
    if problem is not None:
        raise _Reject(ErrorCode.INVALID_TOPIC_EXCEPTION, problem)
    old: Mapping[str, str] = {} if creating else ctx.image.topic_config(name)
    new: dict[str, str] = {} if legacy else dict(old)
    effective: dict[str, ConfigValue] | None = None
    for o in ops:
        key = TOPIC_CONFIGS.get(o.name)
        if key is None and not (o.op == AlterOp.DELETE and o.name in old):
            raise _Reject(ErrorCode.INVALID_CONFIG, f"Unknown topic config name: {o.name}")
        if o.op == AlterOp.DELETE:
            new.pop(o.name, None)
            continue
        assert key is not None and o.value is not None
        if o.op == AlterOp.SET:
            new[o.name] = _canonical(key, o.value)
            continue
        op = AlterOp(o.op)
        if key.type is not ConfigType.LIST:
            raise _Reject(ErrorCode.INVALID_CONFIG, f"Can't {op.name} to key {o.name} because its type is not LIST.")
        if o.name in new:
            base = _parse_type(o.name, new[o.name], ConfigType.LIST)
        else:
            # kraftpy: start from the effective value (the inherited broker-level list, else the default)
            if effective is None:
                effective = ctx.resolver.topic_values(name, new)
            base = effective[o.name].value or ()
        new[o.name] = _canonical(key, _apply_list_op(op, base, o.value))
    values = ctx.resolver.topic_values(name, new)
    _check_compaction_lags(values, "min.compaction.lag.ms", "max.compaction.lag.ms", "topic")
    if not creating and ctx.image.topic(name) is None:
        raise _Reject(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, f"The topic '{name}' does not exist.")
    order = [o.name for o in ops] + sorted(set(old) - set(new))
    return ResourceOutcome(
        TOPIC_RESOURCE,
        name,
        records=_records(TOPIC_RESOURCE, name, order, old, new),
        warnings=tuple(_deprecation_warnings(TOPIC_RESOURCE, name, new, old)),
    )


def _broker_id(name: str) -> int:
    if not re.fullmatch(r"[+-]?[0-9]+", name):
        raise _Reject(ErrorCode.INVALID_REQUEST, "Unable to parse broker name as a base 10 number.")
    n = int(name)
    if n < 0:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Invalid negative broker ID.")
    if n > INT_MAX:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Unable to parse broker name as a base 10 number.")
    return n


def _unknown_broker_key(name: str) -> _Reject:
    hint = ""
    topic_key = TOPIC_CONFIGS.get(name)
    if topic_key is not None and topic_key.synonyms and topic_key.synonyms[0].name != name:
        hint = f" ({name} is a topic config; its broker-level default is {topic_key.synonyms[0].name})"
    return _Reject(ErrorCode.INVALID_CONFIG, f"Unknown broker config name: {name}{hint}")


def _broker_view(ctx: _Ctx, broker_id: int | None, new: Mapping[str, str], name: str) -> ConfigValue:
    """Broker config `name` as it resolves once `new` is the altered resource's config (broker `broker_id`, or
    the cluster default when None, seen without any per-broker level)."""
    if broker_id is None:
        return ctx.resolver.broker_value(name, cluster=new, node=_EMPTY)
    return ctx.resolver.broker_value(name, broker_id, node=new)


def _alter_broker(ctx: _Ctx, name: str, ops: Sequence[_Op], legacy: bool) -> ResourceOutcome:
    broker_id: int | None = None
    record_name = name
    if name:
        broker_id = _broker_id(name)
        record_name = str(broker_id)
        if ctx.local_broker_id is not None and broker_id != ctx.local_broker_id:
            raise _Reject(
                ErrorCode.INVALID_REQUEST, f"Unexpected broker id, expected {ctx.local_broker_id}, but received {name}"
            )
    old: Mapping[str, str] = ctx.image.configs.get((BROKER_RESOURCE, record_name), _EMPTY)
    new: dict[str, str] = {} if legacy else dict(old)
    read_only: list[str] = []
    cluster_only: list[str] = []
    for o in ops:
        key = BROKER_CONFIGS.get(o.name)
        if key is None:
            if o.op == AlterOp.DELETE and o.name in old:
                new.pop(o.name, None)
                continue
            raise _unknown_broker_key(o.name)
        if not key.dynamic:
            if not (o.op == AlterOp.DELETE and o.name in old):
                read_only.append(o.name)
            new.pop(o.name, None)
            continue
        if key.mode is UpdateMode.CLUSTER_ONLY and name and o.op != AlterOp.DELETE:
            cluster_only.append(o.name)
            continue
        if o.op == AlterOp.DELETE:
            new.pop(o.name, None)
            continue
        assert o.value is not None
        if o.op == AlterOp.SET:
            new[o.name] = _canonical(key, o.value)
            continue
        op = AlterOp(o.op)
        if key.type is not ConfigType.LIST:
            raise _Reject(
                ErrorCode.INVALID_CONFIG, f"Config value {op.name.lower()} is not allowed for config key: {o.name}"
            )
        if o.name in new:
            base = _parse_type(o.name, new[o.name], ConfigType.LIST)
        else:
            base = _broker_view(ctx, broker_id, new, o.name).value or ()
        new[o.name] = _canonical(key, _apply_list_op(op, base, o.value))
    if read_only:
        raise _Reject(ErrorCode.INVALID_REQUEST, f"Cannot update these configs dynamically: [{', '.join(read_only)}]")
    if cluster_only:
        raise _Reject(
            ErrorCode.INVALID_REQUEST,
            'Cannot update these configs per broker, only at the default cluster level (resource name ""): '
            f"[{', '.join(cluster_only)}]",
        )
    # the compaction lags as the changed level resolves them
    lo = _broker_view(ctx, broker_id, new, "log.cleaner.min.compaction.lag.ms").value
    hi = _broker_view(ctx, broker_id, new, "log.cleaner.max.compaction.lag.ms").value
    if lo > hi:
        raise _Reject(
            ErrorCode.INVALID_CONFIG,
            "conflict broker config setting log.cleaner.min.compaction.lag.ms "
            f"({lo}) > log.cleaner.max.compaction.lag.ms ({hi})",
        )
    if ctx.elr_enabled:
        if name and MIN_ISR in new and new.get(MIN_ISR) != old.get(MIN_ISR):
            raise _Reject(
                ErrorCode.INVALID_CONFIG, "Broker-level min.insync.replicas cannot be altered while ELR is enabled."
            )
        if not name and MIN_ISR in old and MIN_ISR not in new:
            raise _Reject(
                ErrorCode.INVALID_CONFIG, "Cluster-level min.insync.replicas cannot be removed while ELR is enabled."
            )
    if broker_id is not None and broker_id not in ctx.image.brokers and broker_id not in ctx.controller_ids:
        raise _Reject(ErrorCode.BROKER_ID_NOT_REGISTERED, f"No node with id {broker_id} found.")
    order = [o.name for o in ops] + sorted(set(old) - set(new))
    return ResourceOutcome(
        BROKER_RESOURCE,
        name,
        records=_records(BROKER_RESOURCE, record_name, order, old, new),
        warnings=tuple(_deprecation_warnings(BROKER_RESOURCE, record_name, new, old)),
    )


def _alter_resource(ctx: _Ctx, rtype: int, name: str, ops: Sequence[_Op], legacy: bool) -> ResourceOutcome:
    names = [o.name for o in ops]
    if len(set(names)) != len(names):
        raise _Reject(ErrorCode.INVALID_REQUEST, "Error due to duplicate config keys")
    nulls = [o.name for o in ops if o.value is None and o.op != AlterOp.DELETE]
    if nulls:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Null value not supported for : " + ", ".join(nulls))
    for o in ops:
        if o.op not in AlterOp._value2member_map_:
            raise _Reject(ErrorCode.INVALID_REQUEST, f"Unknown operation type {o.op} for config {o.name}")
    if rtype == TOPIC_RESOURCE:
        return _alter_topic(ctx, name, ops, legacy, creating=False)
    if rtype == BROKER_RESOURCE:
        return _alter_broker(ctx, name, ops, legacy)
    if rtype in ResourceType._value2member_map_ and rtype != ResourceType.UNKNOWN:
        raise _Reject(
            ErrorCode.INVALID_REQUEST, f"Resource type {ResourceType(rtype).name} is not supported by kraftpy"
        )
    raise _Reject(ErrorCode.INVALID_REQUEST, f"Unknown resource type {rtype}")


def _alter(
    ctx: _Ctx, resources: Sequence[tuple[int, str, list[_Op]]], legacy: bool, validate_only: bool
) -> AlterOutcome:
    counts: dict[tuple[int, str], int] = {}
    for rtype, name, _ in resources:
        counts[(rtype, name)] = counts.get((rtype, name), 0) + 1
    outcomes: list[ResourceOutcome] = []
    for rtype, name, ops in resources:
        if counts[(rtype, name)] > 1:
            outcomes.append(
                ResourceOutcome(rtype, name, ErrorCode.INVALID_REQUEST, "Each resource must appear at most once.")
            )
            continue
        try:
            outcome = _alter_resource(ctx, rtype, name, ops, legacy)
        except _Reject as r:
            log.info("Rejected config change of resource type %d %r: %s %s", rtype, name, r.error.name, r.message)
            outcome = ResourceOutcome(rtype, name, r.error, r.message)
        outcomes.append(outcome)
    result = AlterOutcome(tuple(outcomes), validate_only)
    if validate_only:
        return result
    return AlterOutcome(tuple(outcomes), False, min_isr_changes(ctx.image, result.records, ctx.resolver))


def _ctx(
    image: MetadataImage,
    static: Mapping[str, Any] | None,
    node_id: int | None,
    controller_ids: Iterable[int],
    local_broker_id: int | None,
    elr_enabled: bool | None,
) -> _Ctx:
    return _Ctx(
        image,
        ConfigResolver(image, static, node_id),
        frozenset(controller_ids),
        local_broker_id,
        elr_enabled_in(image) if elr_enabled is None else elr_enabled,
    )


def alter_configs(
    request: AlterConfigsRequest,
    image: MetadataImage,
    static: Mapping[str, Any] | None = None,
    *,
    node_id: int | None = None,
    controller_ids: Iterable[int] = (),
    local_broker_id: int | None = None,
    elr_enabled: bool | None = None,
) -> AlterOutcome:
    """Legacy AlterConfigs: each resource's dynamic config becomes exactly the given set (keys left out are
    deleted). Resources are decided independently against `image`.

    `node_id`: the perspective of effective values (see ConfigResolver). `controller_ids`: node ids that accept
    BROKER configs besides registered brokers. `local_broker_id`: set when a broker pre-validates a request it will
    forward, to accept only its own id (Kafka's broker-side check). `elr_enabled`: default from the image's features.
    """
    ctx = _ctx(image, static, node_id, controller_ids, local_broker_id, elr_enabled)
    resources = [
        (r.resource_type, r.resource_name, [_Op(c.name, AlterOp.SET, c.value) for c in r.configs])
        for r in request.resources
    ]
    return _alter(ctx, resources, legacy=True, validate_only=request.validate_only)


def incremental_alter_configs(
    request: IncrementalAlterConfigsRequest,
    image: MetadataImage,
    static: Mapping[str, Any] | None = None,
    *,
    node_id: int | None = None,
    controller_ids: Iterable[int] = (),
    local_broker_id: int | None = None,
    elr_enabled: bool | None = None,
) -> AlterOutcome:
    """IncrementalAlterConfigs: SET, DELETE, APPEND and SUBTRACT (list configs) per key; see `alter_configs`."""
    ctx = _ctx(image, static, node_id, controller_ids, local_broker_id, elr_enabled)
    resources = [
        (r.resource_type, r.resource_name, [_Op(c.name, c.config_operation, c.value) for c in r.configs])
        for r in request.resources
    ]
    return _alter(ctx, resources, legacy=False, validate_only=request.validate_only)


def _valid(key: ConfigKey, raw: str) -> bool:
    try:
        key.parse(raw)
    except ConfigValueError:
        return False
    return True


def min_isr_changes(
    image: MetadataImage, records: Sequence[ConfigRecord], resolver: ConfigResolver | None = None
) -> tuple[MinIsrChange, ...]:
    """Topics whose resolved min.insync.replicas differs after `records` (config records) are applied to `image`.

    Only values that change are reported: while ELR is non-empty the ISR is below min ISR, so an unchanged value
    never needs the ELR cleared.
    """
    scopes = [(r.resource_type, r.resource_name) for r in records if r.name == MIN_ISR]
    if not scopes:
        return ()
    before = resolver.with_image(image) if resolver is not None else ConfigResolver(image)
    delta = MetadataDelta(image)
    for r in records:
        delta.replay(r)
    after = before.with_image(delta.apply())
    topic_scopes = {name for rtype, name in scopes if rtype == TOPIC_RESOURCE}
    node_scope = (BROKER_RESOURCE, str(before.node_id)) if before.node_id is not None else None
    if any(rtype == BROKER_RESOURCE for rtype, _ in scopes):
        candidates: Iterable[str] = image.topics_by_name
    else:
        candidates = sorted(t for t in topic_scopes if t in image.topics_by_name)
    # a topic that neither was altered nor has a (valid) override of its own inherits the broker-level value
    inherited = (before.topic_value("", MIN_ISR, _EMPTY).value, after.topic_value("", MIN_ISR, _EMPTY).value)
    key = TOPIC_CONFIGS[MIN_ISR]
    out = []
    for name in sorted(candidates):
        own = image.topic_config(name).get(MIN_ISR)
        if name not in topic_scopes and (own is None or _valid(key, own)):
            if own is not None:
                continue  # its own override decides, before and after
            old, new = inherited
        else:
            old = before.min_insync_replicas(name)
            new = after.min_insync_replicas(name)
        if old == new:
            continue
        if name in topic_scopes:
            scope: tuple[int, str] = (TOPIC_RESOURCE, name)
        elif node_scope is not None and node_scope in scopes:
            scope = node_scope
        else:
            scope = (BROKER_RESOURCE, "")
        out.append(MinIsrChange(name, image.topics_by_name[name].id, old, new, scope))
    return tuple(out)


def elr_safety_records(image: MetadataImage, static: Mapping[str, Any] | None = None) -> list[ConfigRecord]:
    """Records to write, in the same batch, when ELR gets enabled (as Kafka does): a cluster-level
    min.insync.replicas from the static setting if there is none, and deletion of every broker-level one."""
    out = []
    if MIN_ISR not in image.broker_config(None):
        value = ConfigResolver(image, static).broker_value(MIN_ISR, cluster=_EMPTY).text or "1"
        out.append(ConfigRecord(resource_type=BROKER_RESOURCE, resource_name="", name=MIN_ISR, value=value))
    for (rtype, rname), values in sorted(image.configs.items()):
        if rtype == BROKER_RESOURCE and rname and MIN_ISR in values:
            out.append(ConfigRecord(resource_type=BROKER_RESOURCE, resource_name=rname, name=MIN_ISR, value=None))
    return out


# -- CreateTopics ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TopicCreationConfigs:
    """A new topic's configs, validated: an error, or the overrides and the ConfigRecords that store them."""

    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    overrides: Mapping[str, str] = field(default_factory=dict)  # canonical values, to pass as `overrides`
    records: tuple[ConfigRecord, ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.error is ErrorCode.NONE


def _config_pairs(configs: Mapping[str, str | None] | Iterable[Any]) -> list[tuple[str, str | None]]:
    if isinstance(configs, Mapping):
        return list(configs.items())
    out: list[tuple[str, str | None]] = []
    items: Iterable[Any] = configs
    for c in items:
        if isinstance(c, tuple):
            out.append((c[0], c[1]))
        else:
            out.append((c.name, c.value))
    return out


def validate_topic_creation_configs(
    topic: str,
    configs: Mapping[str, str | None] | Iterable[Any],
    image: MetadataImage,
    static: Mapping[str, Any] | None = None,
    *,
    node_id: int | None = None,
) -> TopicCreationConfigs:
    """CreateTopics' per-topic configs (CreatableTopicConfig items, (name, value) pairs or a mapping): keys and
    values validated as IncrementalAlterConfigs SETs on a new topic (a repeated key: the last one wins, as Kafka).
    The topic name itself is the caller's to check."""
    pairs = _config_pairs(configs)
    nulls = [name for name, value in pairs if value is None]
    if nulls:
        return TopicCreationConfigs(
            ErrorCode.INVALID_CONFIG, "Null value not supported for topic configs: " + ",".join(nulls)
        )
    last: dict[str, str] = {}
    for name, value in pairs:
        assert value is not None
        last.pop(name, None)
        last[name] = value
    ctx = _ctx(image, static, node_id, (), None, None)
    try:
        outcome = _alter_topic(
            ctx, topic, [_Op(n, AlterOp.SET, v) for n, v in last.items()], legacy=True, creating=True
        )
    except _Reject as r:
        return TopicCreationConfigs(r.error, r.message)
    overrides = {r.name: r.value for r in outcome.records if r.value is not None}
    return TopicCreationConfigs(overrides=overrides, records=outcome.records, warnings=outcome.warnings)


def creatable_topic_configs(
    image: MetadataImage,
    static: Mapping[str, Any] | None,
    topic: str,
    overrides: Mapping[str, str],
    *,
    node_id: int | None = None,
) -> list[CreateTopicsResponse.CreatableTopicConfigs]:
    """The effective configs of a topic being created, for CreateTopics v5+ responses (sorted by name)."""
    values = ConfigResolver(image, static, node_id).topic_values(topic, overrides)
    C = CreateTopicsResponse.CreatableTopicConfigs
    return [
        C(name=name, value=cv.text, read_only=False, config_source=int(cv.source), is_sensitive=False)
        for name, cv in sorted(values.items())
    ]


# -- DescribeConfigs ------------------------------------------------------------------------------------------------

_DR = DescribeConfigsResponse


def _describe_entry(
    name: str,
    text: str | None,
    source: ConfigSource,
    read_only: bool,
    synonyms: Sequence[SynonymValue],
    key: ConfigKey | None,
    include_synonyms: bool,
    include_documentation: bool,
) -> DescribeConfigsResponse.DescribeConfigsResourceResult:
    return _DR.DescribeConfigsResourceResult(
        name=name,
        value=text,
        read_only=read_only,
        config_source=int(source),
        is_default=False,  # v0 only (no longer served: DescribeConfigs is v1-4); v1+ says it with ConfigSource
        is_sensitive=False,
        synonyms=[_DR.DescribeConfigsSynonym(name=s.name, value=s.value, source=int(s.source)) for s in synonyms]
        if include_synonyms
        else [],
        config_type=int(key.type) if key is not None else int(ConfigType.UNKNOWN),
        documentation=(key.doc if key is not None else None) if include_documentation else None,
    )


def _wanted(keys: Sequence[str] | None) -> set[str] | None:
    return set(keys) if keys else None


def describe_topic(
    resolver: ConfigResolver,
    topic: str,
    keys: Sequence[str] | None = None,
    include_synonyms: bool = False,
    include_documentation: bool = False,
) -> DescribeConfigsResponse.DescribeConfigsResult:
    """DescribeConfigs of one topic: every topic config, its value, source and synonyms."""
    result = _DR.DescribeConfigsResult(
        error_code=0, error_message=None, resource_type=TOPIC_RESOURCE, resource_name=topic
    )
    problem = topic_name_error(topic)
    if problem is not None:
        result.error_code, result.error_message = int(ErrorCode.INVALID_TOPIC_EXCEPTION), problem
        return result
    if resolver.image.topic(topic) is None:
        result.error_code = int(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
        result.error_message = f"The topic '{topic}' does not exist."
        return result
    wanted = _wanted(keys)
    for name, cv in sorted(resolver.topic_values(topic).items()):
        if wanted is not None and name not in wanted:
            continue
        chain = list(cv.synonyms)
        if cv.source is ConfigSource.DYNAMIC_TOPIC_CONFIG and cv.from_key == name:
            chain[0] = SynonymValue(name, cv.text, ConfigSource.DYNAMIC_TOPIC_CONFIG)  # Kafka: the parsed value
        result.configs.append(
            _describe_entry(
                name, cv.text, cv.source, False, chain, TOPIC_CONFIGS[name], include_synonyms, include_documentation
            )
        )
    return result


def describe_broker(
    resolver: ConfigResolver,
    name: str,
    node_id: int,
    keys: Sequence[str] | None = None,
    include_synonyms: bool = False,
    include_documentation: bool = False,
) -> DescribeConfigsResponse.DescribeConfigsResult:
    """DescribeConfigs of a BROKER resource: "" = the cluster-wide dynamic defaults that are set; the node's own id
    = every broker config with its value, source and synonyms (a node only knows its own static settings)."""
    result = _DR.DescribeConfigsResult(
        error_code=0, error_message=None, resource_type=BROKER_RESOURCE, resource_name=name
    )
    wanted = _wanted(keys)
    cluster = resolver.image.broker_config(None)
    if not name:
        for key_name in sorted(cluster):
            if wanted is not None and key_name not in wanted:
                continue
            entries, _ = resolver._broker_entries(key_name, None, cluster, static=False)
            chain = [SynonymValue(e.synonym.name, e.raw, e.source) for e in entries]
            key = BROKER_CONFIGS.get(key_name)
            result.configs.append(
                _describe_entry(
                    key_name,
                    cluster[key_name],
                    ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG,
                    key is None or not key.dynamic,
                    chain,
                    key,
                    include_synonyms,
                    include_documentation,
                )
            )
        return result
    if not re.fullmatch(r"[+-]?[0-9]+", name):
        result.error_code = int(ErrorCode.INVALID_REQUEST)
        result.error_message = f"Broker id must be an integer, but it is: {name}"
        return result
    if int(name) != node_id:
        result.error_code = int(ErrorCode.INVALID_REQUEST)
        result.error_message = f"Unexpected broker id, expected {node_id} or empty string, but received {name}"
        return result
    names = set(BROKER_CONFIGS) | set(resolver.static) | set(cluster) | set(resolver.image.broker_config(node_id))
    for key_name in sorted(names):
        if wanted is not None and key_name not in wanted:
            continue
        cv = resolver.broker_value(key_name, node_id)
        key = BROKER_CONFIGS.get(key_name)
        result.configs.append(
            _describe_entry(
                key_name,
                cv.text,
                cv.source,
                key is None or not key.dynamic,
                cv.synonyms,
                key,
                include_synonyms,
                include_documentation,
            )
        )
    return result


def describe_configs(
    request: DescribeConfigsRequest,
    image: MetadataImage,
    static: Mapping[str, Any] | None,
    node_id: int,
    *,
    throttle_time_ms: int = 0,
) -> DescribeConfigsResponse:
    """The DescribeConfigs response of node `node_id` (TOPIC and BROKER resources; others are INVALID_REQUEST).

    Configs are listed in name order; `ConfigurationKeys` null or empty = all of them. Synonyms are in precedence
    order (topic override, this broker's dynamic config, the cluster default, static, default)."""
    resolver = ConfigResolver(image, static, node_id)
    results = []
    for res in request.resources:
        keys = res.configuration_keys
        if res.resource_type == TOPIC_RESOURCE:
            results.append(
                describe_topic(
                    resolver, res.resource_name, keys, request.include_synonyms, request.include_documentation
                )
            )
        elif res.resource_type == BROKER_RESOURCE:
            results.append(
                describe_broker(
                    resolver, res.resource_name, node_id, keys, request.include_synonyms, request.include_documentation
                )
            )
        else:
            rt = res.resource_type
            kind = ResourceType(rt).name if rt in ResourceType._value2member_map_ else str(rt)
            results.append(
                _DR.DescribeConfigsResult(
                    error_code=int(ErrorCode.INVALID_REQUEST),
                    error_message=f"Unsupported resource type: {kind}",
                    resource_type=rt,
                    resource_name=res.resource_name,
                )
            )
    return DescribeConfigsResponse(throttle_time_ms=throttle_time_ms, results=results)


__all__ = [
    "BROKER_CONFIGS",
    "ELR_FEATURE",
    "LOG_CONFIG_KEYS",
    "STRATEGIES",
    "TOPIC_CONFIGS",
    "AlterOp",
    "AlterOutcome",
    "ConfigKey",
    "ConfigResolver",
    "ConfigSource",
    "ConfigType",
    "ConfigValue",
    "ConfigValueError",
    "MinIsrChange",
    "ResourceOutcome",
    "ResourceType",
    "Synonym",
    "SynonymValue",
    "TopicCreationConfigs",
    "UncleanRecoverySettings",
    "UpdateMode",
    "alter_configs",
    "creatable_topic_configs",
    "describe_broker",
    "describe_configs",
    "describe_topic",
    "effective_min_isr",
    "effective_min_isr_value",
    "effective_topic_config",
    "elr_enabled_in",
    "elr_safety_records",
    "incremental_alter_configs",
    "log_config_properties",
    "min_isr_changes",
    "topic_name_error",
    "INTERNAL_TOPICS",
    "MAX_TOPIC_NAME_LENGTH",
    "unclean_recovery_settings",
]
