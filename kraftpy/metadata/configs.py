"""Topic and broker configs: the catalogue, effective values, alter validation and DescribeConfigs.

Shared by the controller and the brokers; sans-IO (it reads a `MetadataImage` and the node's static settings and
returns records, responses and values).

This is the module callers import from; it re-exports the names of the config layer, whose code lives in:

* `kraftpy.metadata.config_types`: value types, sources, resource types, alter operations and update modes, parsing
  and formatting of values, the validators, `ConfigKey` and `Synonym`, and the KIP-966 config names;
* `kraftpy.metadata.config_catalogue`: every topic and broker config (`TOPIC_CONFIGS`, `BROKER_CONFIGS`,
  `LOG_CONFIG_KEYS`) and the deliberate differences from Apache Kafka in what is offered;
* `kraftpy.metadata.config_resolution`: topic names and effective values (`ConfigResolver`; where values come from
  and in which order, synonyms, the KIP-966 mapping of ``unclean.leader.election.enable``, effective min ISR);
* `kraftpy.metadata.config_groups`: the group configs of GROUP resources (KIP-848), their defaults and bounds;
* `kraftpy.metadata.config_alter`: AlterConfigs and IncrementalAlterConfigs validation into ConfigRecords, min ISR
  changes and ELR safety records, the configs of CreateTopics, and the deliberate differences from Apache Kafka in
  altering;
* `kraftpy.metadata.config_describe`: DescribeConfigs.

The modules import in that order (each only from those before it), so there are no import cycles.
"""

from __future__ import annotations

from kraftpy.metadata.config_alter import (
    AlterOutcome,
    MinIsrChange,
    ResourceOutcome,
    TopicCreationConfigs,
    alter_configs,
    creatable_topic_configs,
    elr_safety_records,
    incremental_alter_configs,
    min_isr_changes,
    validate_topic_creation_configs,
)
from kraftpy.metadata.config_catalogue import BROKER_CONFIGS, LOG_CONFIG_KEYS, TOPIC_CONFIGS
from kraftpy.metadata.config_describe import describe_broker, describe_configs, describe_group, describe_topic
from kraftpy.metadata.config_groups import (
    CONSUMER_HEARTBEAT_INTERVAL,
    CONSUMER_SESSION_TIMEOUT,
    GROUP_CONFIGS,
    GROUP_RESOURCE,
    GroupConfigError,
    group_config_defaults,
    group_consumer_timeouts,
    validate_group_configs,
)
from kraftpy.metadata.config_resolution import (
    INTERNAL_TOPICS,
    MAX_TOPIC_NAME_LENGTH,
    ConfigResolver,
    ConfigValue,
    SynonymValue,
    UncleanRecoverySettings,
    effective_min_isr,
    effective_min_isr_value,
    effective_topic_config,
    elr_enabled_in,
    log_config_properties,
    topic_name_error,
    unclean_recovery_settings,
)
from kraftpy.metadata.config_types import (
    INT_MAX,
    INT_MIN,
    LONG_MAX,
    LONG_MIN,
    MIN_ISR,
    STRATEGIES,
    UNCLEAN_LEADER_ELECTION,
    UNCLEAN_RECOVERY_MANAGER,
    UNCLEAN_RECOVERY_STRATEGY,
    UNCLEAN_RECOVERY_TIMEOUT,
    AlterOp,
    ConfigKey,
    ConfigSource,
    ConfigType,
    ConfigValueError,
    GzipLevel,
    ListOf,
    OneOf,
    Range,
    ResourceType,
    Synonym,
    ThrottledReplicas,
    UpdateMode,
    Validator,
)
from kraftpy.metadata.features import ELR_FEATURE

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
    "INT_MIN",
    "INT_MAX",
    "LONG_MIN",
    "LONG_MAX",
    "MIN_ISR",
    "UNCLEAN_LEADER_ELECTION",
    "UNCLEAN_RECOVERY_STRATEGY",
    "UNCLEAN_RECOVERY_TIMEOUT",
    "UNCLEAN_RECOVERY_MANAGER",
    "Validator",
    "Range",
    "OneOf",
    "ListOf",
    "GzipLevel",
    "ThrottledReplicas",
    "validate_topic_creation_configs",
    "CONSUMER_HEARTBEAT_INTERVAL",
    "CONSUMER_SESSION_TIMEOUT",
    "GROUP_CONFIGS",
    "GROUP_RESOURCE",
    "GroupConfigError",
    "describe_group",
    "group_config_defaults",
    "group_consumer_timeouts",
    "validate_group_configs",
]
