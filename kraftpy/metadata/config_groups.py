"""Group configs (KIP-848): the dynamic configs of a GROUP resource (ConfigResource type 32), as Kafka 4.0 defines
them, their defaults (the broker's group settings) and the bounds a value must keep (the broker's min/max settings).

| group config | default (broker setting) | bounds (broker settings) |
|---|---|---|
| consumer.session.timeout.ms | group.consumer.session.timeout.ms | group.consumer.min/max.session.timeout.ms |
| consumer.heartbeat.interval.ms | group.consumer.heartbeat.interval.ms | group.consumer.min/max.heartbeat.interval.ms |
| share.session.timeout.ms | group.share.session.timeout.ms | group.share.min/max.session.timeout.ms |
| share.heartbeat.interval.ms | group.share.heartbeat.interval.ms | group.share.min/max.heartbeat.interval.ms |
| share.record.lock.duration.ms | group.share.record.lock.duration.ms | group.share.min/max.record.lock.duration.ms |
| share.auto.offset.reset | latest | latest, earliest |

A session timeout must also be greater than the heartbeat interval of the same kind. The values live in the metadata
log as ConfigRecords of resource type GROUP (the group need not exist); the group coordinator applies the consumer.*
ones to KIP-848 groups. kraftpy has no share groups: the share.* configs are validated and stored, not acted on.

Part of the config layer; callers import from `kraftpy.metadata.configs`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from kraftpy.metadata.config_catalogue import BROKER_CONFIGS
from kraftpy.metadata.config_types import ConfigKey, ConfigType, ConfigValueError, OneOf, Range, ResourceType, Validator

__all__ = [
    "CONSUMER_HEARTBEAT_INTERVAL",
    "CONSUMER_SESSION_TIMEOUT",
    "GROUP_CONFIGS",
    "GROUP_RESOURCE",
    "GroupConfigError",
    "group_config_defaults",
    "group_consumer_timeouts",
    "validate_group_configs",
]

GROUP_RESOURCE = int(ResourceType.GROUP)

CONSUMER_SESSION_TIMEOUT = "consumer.session.timeout.ms"
CONSUMER_HEARTBEAT_INTERVAL = "consumer.heartbeat.interval.ms"
_SHARE_SESSION_TIMEOUT = "share.session.timeout.ms"
_SHARE_HEARTBEAT_INTERVAL = "share.heartbeat.interval.ms"
_SHARE_LOCK_DURATION = "share.record.lock.duration.ms"
_SHARE_AUTO_OFFSET_RESET = "share.auto.offset.reset"


class GroupConfigError(ValueError):
    """A group config change Kafka refuses with INVALID_CONFIG; `str()` is the one-line reason."""


def _key(name: str, ctype: ConfigType, doc: str, validator: Validator) -> ConfigKey:
    return ConfigKey(name=name, type=ctype, default=None, doc=doc, validator=validator)


_I = ConfigType.INT
GROUP_CONFIGS: Mapping[str, ConfigKey] = MappingProxyType(
    {
        k.name: k
        for k in (
            _key(
                CONSUMER_SESSION_TIMEOUT,
                _I,
                "The timeout to detect members of this consumer group that fail.",
                Range(1),
            ),
            _key(CONSUMER_HEARTBEAT_INTERVAL, _I, "The heartbeat interval given to this group's members.", Range(1)),
            _key(
                _SHARE_SESSION_TIMEOUT, _I, "Session timeout of this share group (stored; no share groups).", Range(1)
            ),
            _key(_SHARE_HEARTBEAT_INTERVAL, _I, "Heartbeat interval of this share group (stored).", Range(1)),
            _key(_SHARE_LOCK_DURATION, _I, "Record lock duration of this share group (stored).", Range(1000)),
            _key(
                _SHARE_AUTO_OFFSET_RESET,
                ConfigType.STRING,
                "Where this share group starts reading a partition (stored).",
                OneOf("latest", "earliest", case_insensitive=True),
            ),
        )
    }
)

# group config -> (broker setting giving its default, broker settings bounding it)
_BROKER_KEYS: Mapping[str, tuple[str | None, str | None, str | None]] = MappingProxyType(
    {
        CONSUMER_SESSION_TIMEOUT: (
            "group.consumer.session.timeout.ms",
            "group.consumer.min.session.timeout.ms",
            "group.consumer.max.session.timeout.ms",
        ),
        CONSUMER_HEARTBEAT_INTERVAL: (
            "group.consumer.heartbeat.interval.ms",
            "group.consumer.min.heartbeat.interval.ms",
            "group.consumer.max.heartbeat.interval.ms",
        ),
        _SHARE_SESSION_TIMEOUT: (
            "group.share.session.timeout.ms",
            "group.share.min.session.timeout.ms",
            "group.share.max.session.timeout.ms",
        ),
        _SHARE_HEARTBEAT_INTERVAL: (
            "group.share.heartbeat.interval.ms",
            "group.share.min.heartbeat.interval.ms",
            "group.share.max.heartbeat.interval.ms",
        ),
        _SHARE_LOCK_DURATION: (
            "group.share.record.lock.duration.ms",
            "group.share.min.record.lock.duration.ms",
            "group.share.max.record.lock.duration.ms",
        ),
        _SHARE_AUTO_OFFSET_RESET: (None, None, None),
    }
)
_DEFAULT_TEXT = MappingProxyType({_SHARE_AUTO_OFFSET_RESET: "latest"})
_PAIRS = ((CONSUMER_SESSION_TIMEOUT, CONSUMER_HEARTBEAT_INTERVAL), (_SHARE_SESSION_TIMEOUT, _SHARE_HEARTBEAT_INTERVAL))


def _broker_value(static: Mapping[str, Any], name: str) -> Any:
    key = BROKER_CONFIGS[name]
    raw = static.get(name)
    return key.default if raw is None else key.parse(raw)


def group_config_defaults(static: Mapping[str, Any] | None) -> dict[str, str]:
    """Every group config's default as text: the broker's setting (its static value, else Kafka's default)."""
    static = static or {}
    out: dict[str, str] = {}
    for name, (default_key, _, _) in _BROKER_KEYS.items():
        out[name] = _DEFAULT_TEXT[name] if default_key is None else str(_broker_value(static, default_key))
    return out


def validate_group_configs(values: Mapping[str, str], static: Mapping[str, Any] | None) -> dict[str, str]:
    """The group's dynamic configs `values` (names and texts) checked as Kafka's controller checks them: known names,
    parsable values within the broker's bounds, session timeouts above heartbeat intervals (defaults filled in).
    Returns them in canonical form; raises GroupConfigError naming the first problem."""
    static = static or {}
    canonical: dict[str, str] = {}
    for name, raw in values.items():
        key = GROUP_CONFIGS.get(name)
        if key is None:
            raise GroupConfigError(f"Unknown group config name: {name}")
        try:
            canonical[name] = key.canonical(raw)
        except ConfigValueError as exc:
            raise GroupConfigError(str(exc)) from None
    effective = {**group_config_defaults(static), **canonical}
    for name, (_, lo_key, hi_key) in _BROKER_KEYS.items():
        if lo_key is None or hi_key is None:
            continue
        value = int(effective[name])
        if value < _broker_value(static, lo_key):
            raise GroupConfigError(f"{name} must be greater than or equal to {lo_key}")
        if value > _broker_value(static, hi_key):
            raise GroupConfigError(f"{name} must be less than or equal to {hi_key}")
    for session, heartbeat in _PAIRS:
        if int(effective[session]) <= int(effective[heartbeat]):
            raise GroupConfigError(f"{session} must be greater than {heartbeat}")
    return canonical


def group_consumer_timeouts(group_configs: Mapping[str, str], session_ms: int, heartbeat_ms: int) -> tuple[int, int]:
    """(session timeout, heartbeat interval) of a KIP-848 group: its group configs, else the coordinator's
    settings (`session_ms`, `heartbeat_ms`)."""
    session = group_configs.get(CONSUMER_SESSION_TIMEOUT)
    heartbeat = group_configs.get(CONSUMER_HEARTBEAT_INTERVAL)
    return (int(session) if session else session_ms, int(heartbeat) if heartbeat else heartbeat_ms)
