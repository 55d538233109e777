"""Config value types and their handling: the enums of the config layer (value types, sources, resource types, alter
operations, update modes), parsing and formatting of values in Kafka's notation, the validators, and the two types the
catalogue is made of (`ConfigKey`, `Synonym`).

KIP-966's config names (``min.insync.replicas``, ``unclean.leader.election.enable`` and the ``unclean.recovery.*``
settings) and its recovery strategies are defined here, since every other part of the config layer uses them.

Part of the config layer; callers import from `kraftpy.metadata.configs`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum, IntEnum
from types import MappingProxyType
from typing import Any

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
    """``*`` or ``partition:broker,partition:broker,...``: the replicas a replication throttle applies to (KIP-73,
    `kraftpy.broker.replication_quota`)."""

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


class HostCounts(Validator):
    """``host:count,host:count,...`` with counts >= 0 (``max.connections.per.ip.overrides``); an IPv6 address is
    written with its colons, the count after the last one. Stored as given, without spaces."""

    __slots__ = ()

    def check(self, key: str, raw: str, value: Any) -> Any:
        items = [v.strip() for v in str(value).split(",") if v.strip()]
        for item in items:
            host, sep, count = item.rpartition(":")
            if not sep or not host.strip("[] ") or not count.strip().isdigit():
                raise ConfigValueError(key, raw.strip(), f"expected host:count with a count of 0 or more, got {item!r}")
        return ",".join(items)

    def __str__(self) -> str:
        return "host:count,host:count,..."


# -- the catalogue's types ----------------------------------------------------------------------------------------


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
