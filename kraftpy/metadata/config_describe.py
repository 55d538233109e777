"""DescribeConfigs: the responses for topics and brokers, from the effective values of the resolver.

Deliberate difference from Apache Kafka: DescribeConfigs on a topic lists every synonym that its value may come from
(Kafka drops those ahead of the first synonym name, so ``retention.ms`` derived from ``log.retention.hours`` shows no
synonyms and DEFAULT_CONFIG).

Part of the config layer; callers import from `kraftpy.metadata.configs`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from kraftpy.metadata.config_catalogue import BROKER_CONFIGS, TOPIC_CONFIGS
from kraftpy.metadata.config_groups import GROUP_CONFIGS, GROUP_RESOURCE, group_config_defaults
from kraftpy.metadata.config_resolution import ConfigResolver, SynonymValue, topic_name_error
from kraftpy.metadata.config_types import ConfigKey, ConfigSource, ConfigType, ResourceType
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE, MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse

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
    # a password is described without its value, as Kafka describes sensitive configs
    sensitive = key is not None and key.type is ConfigType.PASSWORD
    return _DR.DescribeConfigsResourceResult(
        name=name,
        value=None if sensitive else text,
        read_only=read_only,
        config_source=int(source),
        is_default=False,  # v0 only (no longer served: DescribeConfigs is v1-4); v1+ says it with ConfigSource
        is_sensitive=sensitive,
        synonyms=[
            _DR.DescribeConfigsSynonym(name=s.name, value=None if sensitive else s.value, source=int(s.source))
            for s in synonyms
        ]
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


def describe_group(
    resolver: ConfigResolver,
    group: str,
    keys: Sequence[str] | None = None,
    include_synonyms: bool = False,
    include_documentation: bool = False,
) -> DescribeConfigsResponse.DescribeConfigsResult:
    """DescribeConfigs of a GROUP resource (KIP-848 group configs): every group config, GROUP_CONFIG where the group
    sets it, else DEFAULT_CONFIG with the broker's default. The group need not exist."""
    result = _DR.DescribeConfigsResult(
        error_code=0, error_message=None, resource_type=GROUP_RESOURCE, resource_name=group
    )
    if not group:
        result.error_code, result.error_message = int(ErrorCode.INVALID_REQUEST), "Group name must not be empty"
        return result
    wanted = _wanted(keys)
    dynamic = resolver.image.configs.get((GROUP_RESOURCE, group), {})
    defaults = group_config_defaults(resolver.static)
    for name in sorted(GROUP_CONFIGS):
        if wanted is not None and name not in wanted:
            continue
        if name in dynamic:
            text, source = dynamic[name], ConfigSource.GROUP_CONFIG
        else:
            text, source = defaults[name], ConfigSource.DEFAULT_CONFIG
        result.configs.append(
            _describe_entry(
                name,
                text,
                source,
                False,
                [SynonymValue(name, text, source)],
                GROUP_CONFIGS[name],
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
    """The DescribeConfigs response of node `node_id` (TOPIC, BROKER and GROUP resources; others are
    INVALID_REQUEST).

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
        elif res.resource_type == GROUP_RESOURCE:
            results.append(
                describe_group(
                    resolver, res.resource_name, keys, request.include_synonyms, request.include_documentation
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
