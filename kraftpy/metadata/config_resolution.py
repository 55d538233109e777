"""Topic names and effective config values: `topic_name_error`, `ConfigResolver` and the helpers built on it
(effective min ISR, the storage engine's properties, the KIP-966 unclean recovery settings).

Sans-IO: it reads a `MetadataImage` and the node's static settings and returns values.

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
(``NodeConfig`` produces it); everything not in it uses the defaults of the catalogue.

KIP-966 (kraftpy follows the KIP text):

* ``unclean.leader.election.enable`` is deprecated and mapped (true -> Aggressive, false -> Balanced): at each level
  an explicit ``unclean.recovery.strategy`` wins over the mapped value, and a more specific level wins over a less
  specific one (a topic's ``unclean.leader.election.enable=true`` beats a cluster-wide strategy);
* effective min ISR = min(min.insync.replicas, replication factor).

Part of the config layer; callers import from `kraftpy.metadata.configs`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from kraftpy.metadata.config_catalogue import (
    _BROKER_GROUPS,
    _CLUSTER_ONLY_NAMES,
    BROKER_CONFIGS,
    LOG_CONFIG_KEYS,
    TOPIC_CONFIGS,
)
from kraftpy.metadata.config_types import (
    _EMPTY,
    MIN_ISR,
    UNCLEAN_LEADER_ELECTION,
    UNCLEAN_RECOVERY_MANAGER,
    UNCLEAN_RECOVERY_STRATEGY,
    UNCLEAN_RECOVERY_TIMEOUT,
    ConfigKey,
    ConfigSource,
    ConfigValueError,
    Synonym,
    UpdateMode,
    _stringify,
)
from kraftpy.metadata.image import MetadataImage

# logs under the name of the module callers import (one logger for the whole config layer)
log = logging.getLogger("kraftpy.metadata.configs")

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
