"""Topic and broker configs: validation, AlterConfigs/IncrementalAlterConfigs records, DescribeConfigs sources and
synonyms, KIP-966 settings and the min ISR change report, CreateTopics configs, and what real clients decode."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import pytest
from kafka.admin._configs import ConfigAdminMixin
from kafka.protocol.admin import AlterConfigsResponse as KpAlterConfigsResponse
from kafka.protocol.admin import DescribeConfigsResponse as KpDescribeConfigsResponse
from kafka.protocol.admin import IncrementalAlterConfigsResponse as KpIncrementalAlterConfigsResponse

from kraftpy.controller.partition_change import clear_elr_for_min_isr
from kraftpy.metadata import configs as C
from kraftpy.metadata.configs import (
    BROKER_CONFIGS,
    LOG_CONFIG_KEYS,
    TOPIC_CONFIGS,
    AlterOp,
    ConfigResolver,
    ConfigSource,
    ConfigType,
    ConfigValueError,
    UpdateMode,
)
from kraftpy.metadata.image import MetadataImage, replay_records
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.node.config import NodeConfig, config_from_properties
from kraftpy.protocol.api import decode_request_header
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_configs import AlterConfigsRequest, AlterConfigsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
from kraftpy.protocol.messages.incremental_alter_configs import (
    IncrementalAlterConfigsRequest,
    IncrementalAlterConfigsResponse,
)
from kraftpy.storage.config import LogConfig

GOLDEN = Path(__file__).parents[1] / "protocol" / "testdata" / "golden"
T1 = uuid.UUID(int=1)
T2 = uuid.UUID(int=2)
TOPIC, BROKER = 2, 4
SET, DELETE, APPEND, SUBTRACT = AlterOp.SET, AlterOp.DELETE, AlterOp.APPEND, AlterOp.SUBTRACT
STATIC = {"node.id": "1", "process.roles": "broker,controller", "min.insync.replicas": "2"}


# -- fixtures -------------------------------------------------------------------------------------------------------


def cfg(rtype: int, rname: str, name: str, value: str | None) -> mr.ConfigRecord:
    return mr.ConfigRecord(resource_type=rtype, resource_name=rname, name=name, value=value)


def broker(i: int) -> mr.RegisterBrokerRecord:
    return mr.RegisterBrokerRecord(
        broker_id=i, broker_epoch=10 + i, incarnation_id=uuid.UUID(int=100 + i), fenced=False
    )


def image(*extra: Any, elr: int = 1) -> MetadataImage:
    records: list[Any] = [mr.FeatureLevelRecord(name="eligible.leader.replicas.version", feature_level=elr)]
    if elr == 0:
        records = []
    records += [broker(1), broker(2), broker(3)]
    for name, tid in (("t", T1), ("u", T2)):
        records.append(mr.TopicRecord(name=name, topic_id=tid))
        records.append(mr.PartitionRecord(partition_id=0, topic_id=tid, replicas=[1, 2, 3], isr=[1, 2, 3], leader=1))
    records += list(extra)
    return replay_records(records)


def apply(img: MetadataImage, records: list[mr.ConfigRecord]) -> MetadataImage:
    return replay_records(records, img)


def incr(
    *resources: tuple[int, str, list[tuple[str, int, str | None]]], validate_only: bool = False
) -> IncrementalAlterConfigsRequest:
    R = IncrementalAlterConfigsRequest
    return R(
        validate_only=validate_only,
        resources=[
            R.AlterConfigsResource(
                resource_type=rt,
                resource_name=rn,
                configs=[R.AlterableConfig(name=n, config_operation=int(op), value=v) for n, op, v in ops],
            )
            for rt, rn, ops in resources
        ],
    )


def legacy(
    *resources: tuple[int, str, list[tuple[str, str | None]]], validate_only: bool = False
) -> AlterConfigsRequest:
    R = AlterConfigsRequest
    return R(
        validate_only=validate_only,
        resources=[
            R.AlterConfigsResource(
                resource_type=rt, resource_name=rn, configs=[R.AlterableConfig(name=n, value=v) for n, v in ops]
            )
            for rt, rn, ops in resources
        ],
    )


def one(outcome: C.AlterOutcome) -> C.ResourceOutcome:
    assert len(outcome.resources) == 1
    return outcome.resources[0]


def topic_set(
    img: MetadataImage, name: str, key: str, value: str | None, op: int = SET, **kw: Any
) -> C.ResourceOutcome:
    return one(C.incremental_alter_configs(incr((TOPIC, name, [(key, op, value)])), img, STATIC, **kw))


def describe(
    img: MetadataImage,
    rtype: int,
    name: str,
    keys: list[str] | None = None,
    synonyms: bool = True,
    docs: bool = False,
    static: dict[str, Any] | None = None,
    node_id: int = 1,
) -> DescribeConfigsResponse.DescribeConfigsResult:
    R = DescribeConfigsRequest
    req = R(
        resources=[R.DescribeConfigsResource(resource_type=rtype, resource_name=name, configuration_keys=keys)],
        include_synonyms=synonyms,
        include_documentation=docs,
    )
    resp = C.describe_configs(req, img, STATIC if static is None else static, node_id)
    return resp.results[0]


def entries(result: DescribeConfigsResponse.DescribeConfigsResult) -> dict[str, Any]:
    return {c.name: c for c in result.configs}


def syn(entry: Any) -> list[tuple[str, str | None, int]]:
    return [(s.name, s.value, s.source) for s in entry.synonyms]


# -- the catalogue ----------------------------------------------------------------------------------------------------

REQUIRED_TOPIC_CONFIGS = {
    # name: (type, default text, first broker synonym)
    "cleanup.policy": (ConfigType.LIST, "delete", "log.cleanup.policy"),
    "compression.type": (ConfigType.STRING, "producer", "compression.type"),
    "delete.retention.ms": (ConfigType.LONG, "86400000", "log.cleaner.delete.retention.ms"),
    "file.delete.delay.ms": (ConfigType.LONG, "60000", "log.segment.delete.delay.ms"),
    "flush.messages": (ConfigType.LONG, str(2**63 - 1), "log.flush.interval.messages"),
    "flush.ms": (ConfigType.LONG, str(2**63 - 1), "log.flush.interval.ms"),
    "index.interval.bytes": (ConfigType.INT, "4096", "log.index.interval.bytes"),
    "max.message.bytes": (ConfigType.INT, "1048588", "message.max.bytes"),
    "message.timestamp.type": (ConfigType.STRING, "CreateTime", "log.message.timestamp.type"),
    "message.timestamp.before.max.ms": (ConfigType.LONG, str(2**63 - 1), "log.message.timestamp.before.max.ms"),
    "message.timestamp.after.max.ms": (ConfigType.LONG, "3600000", "log.message.timestamp.after.max.ms"),
    "min.compaction.lag.ms": (ConfigType.LONG, "0", "log.cleaner.min.compaction.lag.ms"),
    "max.compaction.lag.ms": (ConfigType.LONG, str(2**63 - 1), "log.cleaner.max.compaction.lag.ms"),
    "min.cleanable.dirty.ratio": (ConfigType.DOUBLE, "0.5", "log.cleaner.min.cleanable.ratio"),
    "min.insync.replicas": (ConfigType.INT, "1", "min.insync.replicas"),
    "preallocate": (ConfigType.BOOLEAN, "false", "log.preallocate"),
    "retention.bytes": (ConfigType.LONG, "-1", "log.retention.bytes"),
    "retention.ms": (ConfigType.LONG, "604800000", "log.retention.ms"),
    "segment.bytes": (ConfigType.INT, "1073741824", "log.segment.bytes"),
    "segment.index.bytes": (ConfigType.INT, "10485760", "log.index.size.max.bytes"),
    "segment.jitter.ms": (ConfigType.LONG, "0", "log.roll.jitter.ms"),
    "segment.ms": (ConfigType.LONG, "604800000", "log.roll.ms"),
    "unclean.leader.election.enable": (ConfigType.BOOLEAN, "false", "unclean.leader.election.enable"),
    "unclean.recovery.strategy": (ConfigType.STRING, "Balanced", "unclean.recovery.strategy"),
    "unclean.recovery.timeout.ms": (ConfigType.LONG, "300000", "unclean.recovery.timeout.ms"),
}


@pytest.mark.parametrize("name", sorted(REQUIRED_TOPIC_CONFIGS))
def test_topic_catalogue_has_kafkas_names_types_defaults_and_synonyms(name: str) -> None:
    ctype, default, first_synonym = REQUIRED_TOPIC_CONFIGS[name]
    key = TOPIC_CONFIGS[name]
    assert (key.type, key.default_text, key.synonyms[0].name) == (ctype, default, first_synonym)
    assert key.doc


def test_every_topic_synonym_is_a_broker_config_whose_default_gives_the_topic_default() -> None:
    resolver = ConfigResolver(image(), {})
    values = resolver.topic_values("t")
    for key in TOPIC_CONFIGS.values():
        for s in key.synonyms:
            assert s.name in BROKER_CONFIGS, (key.name, s.name)
        assert values[key.name].text == key.default_text, key.name


def test_retention_ms_falls_back_through_minutes_and_hours() -> None:
    assert [s.name for s in TOPIC_CONFIGS["retention.ms"].synonyms] == [
        "log.retention.ms",
        "log.retention.minutes",
        "log.retention.hours",
    ]
    assert [s.name for s in TOPIC_CONFIGS["segment.ms"].synonyms] == ["log.roll.ms", "log.roll.hours"]
    assert [s.name for s in TOPIC_CONFIGS["flush.ms"].synonyms] == [
        "log.flush.interval.ms",
        "log.flush.scheduler.interval.ms",
    ]


@pytest.mark.parametrize(
    ("name", "mode"),
    [
        ("min.insync.replicas", UpdateMode.CLUSTER_WIDE),
        ("unclean.leader.election.enable", UpdateMode.CLUSTER_WIDE),
        ("log.retention.ms", UpdateMode.CLUSTER_WIDE),
        ("log.retention.bytes", UpdateMode.CLUSTER_WIDE),
        ("log.segment.bytes", UpdateMode.CLUSTER_WIDE),
        ("log.roll.ms", UpdateMode.CLUSTER_WIDE),
        ("log.flush.interval.messages", UpdateMode.CLUSTER_WIDE),
        ("log.flush.interval.ms", UpdateMode.CLUSTER_WIDE),
        ("compression.type", UpdateMode.CLUSTER_WIDE),
        ("message.max.bytes", UpdateMode.CLUSTER_WIDE),
        ("log.cleanup.policy", UpdateMode.CLUSTER_WIDE),
        # Kafka: only the first synonym of each topic config is dynamic; the hours/minutes forms are static
        ("log.retention.hours", UpdateMode.READ_ONLY),
        ("log.retention.minutes", UpdateMode.READ_ONLY),
        ("log.roll.hours", UpdateMode.READ_ONLY),
        # Kafka: not in DynamicBrokerConfig.AllDynamicConfigs
        ("auto.leader.rebalance.enable", UpdateMode.READ_ONLY),
        ("leader.imbalance.check.interval.seconds", UpdateMode.READ_ONLY),
        ("node.id", UpdateMode.READ_ONLY),
        ("listeners", UpdateMode.READ_ONLY),
        ("num.partitions", UpdateMode.READ_ONLY),
        ("default.replication.factor", UpdateMode.READ_ONLY),
        ("unclean.recovery.strategy", UpdateMode.CLUSTER_ONLY),
        ("unclean.recovery.manager.enabled", UpdateMode.CLUSTER_ONLY),
        ("unclean.recovery.timeout.ms", UpdateMode.CLUSTER_ONLY),
    ],
)
def test_broker_update_modes(name: str, mode: UpdateMode) -> None:
    assert BROKER_CONFIGS[name].mode is mode


def _kafka_string(value: Any) -> str | None:
    """What NodeConfig.as_kafka_properties() should produce (see the report): Kafka's property syntax."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return ",".join(f"{k}:{v}" for k, v in value.items())
    if isinstance(value, list):
        parts = []
        for v in value:
            if hasattr(v, "node_id"):
                parts.append(f"{v.node_id}@{v.host}:{v.port}")
            elif isinstance(v, tuple):
                parts.append(f"{v[0]}:{v[1]}")
            else:
                parts.append(str(v))
        return ",".join(parts)
    return str(value)


def as_kafka_properties(config: NodeConfig) -> dict[str, str]:
    return config.as_kafka_properties()


def test_every_node_setting_is_a_broker_config_with_the_same_default() -> None:
    for attr, f in NodeConfig.model_fields.items():
        if attr in ("catalogue_settings", "security_settings"):  # kept apart by construction
            continue
        name = f.alias or attr
        assert name in BROKER_CONFIGS, name
        if f.is_required():
            continue
        assert BROKER_CONFIGS[name].default_text == _kafka_string(f.default), name


def test_describe_from_a_real_node_config() -> None:
    node = config_from_properties(
        {
            "process.roles": "broker",
            "node.id": "3",
            "controller.listener.names": "CONTROLLER",
            "controller.quorum.voters": "1@127.0.0.1:9093",
            "listeners": "PLAINTEXT://127.0.0.1:9092",
            "min.insync.replicas": "2",
            "unclean.leader.election.enable": "true",
        }
    )
    static = as_kafka_properties(node)
    got = entries(describe(image(), BROKER, "3", static=static, node_id=3))
    assert (got["node.id"].value, got["node.id"].config_source, got["node.id"].read_only) == ("3", 4, True)
    assert (got["broker.id"].value, got["broker.id"].config_source) == ("3", 4)
    assert (got["listeners"].value, got["listeners"].config_source) == ("PLAINTEXT://127.0.0.1:9092", 4)
    assert (got["controller.quorum.voters"].value, got["controller.quorum.voters"].config_source) == (
        "1@127.0.0.1:9093",
        4,
    )
    assert (got["num.partitions"].value, got["num.partitions"].config_source) == ("1", 5)
    assert (got["min.insync.replicas"].value, got["min.insync.replicas"].read_only) == ("2", False)
    settings = C.unclean_recovery_settings(image(), static, "t", node_id=3)
    assert (settings.strategy, settings.strategy_source, settings.deprecated_key_set) == (
        "Aggressive",
        ConfigSource.STATIC_BROKER_CONFIG,
        True,
    )


def test_log_config_keys_are_the_storage_engines() -> None:
    assert set(LOG_CONFIG_KEYS) == set(LogConfig().to_properties())
    props = C.log_config_properties(image(), STATIC, "t")
    assert LogConfig.from_properties(props) == LogConfig()


def test_log_config_follows_overrides_and_broker_levels() -> None:
    img = image(
        cfg(BROKER, "", "log.retention.ms", "3600000"),
        cfg(BROKER, "", "log.segment.bytes", "1048576"),
        cfg(TOPIC, "t", "cleanup.policy", "compact,delete"),
        cfg(BROKER, "1", "log.segment.bytes", "2048"),
    )
    lc = LogConfig.from_properties(C.log_config_properties(img, STATIC, "t"))
    assert (lc.retention_ms, lc.segment_bytes, lc.cleanup_policy) == (3_600_000, 1_048_576, ("compact", "delete"))
    lc1 = LogConfig.from_properties(C.log_config_properties(img, STATIC, "t", node_id=1))
    assert lc1.segment_bytes == 2048  # broker 1's own dynamic config beats the cluster default
    lc_static = LogConfig.from_properties(C.log_config_properties(image(), {"log.retention.hours": "24"}, "u"))
    assert lc_static.retention_ms == 86_400_000


# -- value validation -------------------------------------------------------------------------------------------------

VALID = [
    ("min.insync.replicas", "2", "2"),
    ("min.insync.replicas", " 3 ", "3"),
    ("min.insync.replicas", "+4", "4"),
    ("retention.ms", "-1", "-1"),
    ("retention.ms", "9223372036854775807", "9223372036854775807"),
    ("retention.bytes", "-5", "-5"),
    ("cleanup.policy", "compact", "compact"),
    ("cleanup.policy", "compact, delete", "compact,delete"),
    ("cleanup.policy", "delete,delete", "delete"),
    ("compression.type", "zstd", "zstd"),
    ("message.timestamp.type", "LogAppendTime", "LogAppendTime"),
    ("preallocate", "TRUE", "true"),
    ("unclean.leader.election.enable", "False", "false"),
    ("min.cleanable.dirty.ratio", "0.25", "0.25"),
    ("min.cleanable.dirty.ratio", "1", "1.0"),
    ("min.cleanable.dirty.ratio", "1e-4", "1.0E-4"),
    ("min.cleanable.dirty.ratio", "0", "0.0"),
    ("compression.gzip.level", "-1", "-1"),
    ("compression.gzip.level", "9", "9"),
    ("compression.zstd.level", "-131072", "-131072"),
    ("segment.bytes", "14", "14"),
    ("unclean.recovery.strategy", "aggressive", "Aggressive"),
    ("unclean.recovery.strategy", "NONE", "None"),
    ("unclean.recovery.strategy", " balanced ", "Balanced"),
    ("unclean.recovery.timeout.ms", "0", "0"),
    ("leader.replication.throttled.replicas", "*", "*"),
    ("leader.replication.throttled.replicas", "0:1, 1:2", "0:1,1:2"),
    ("follower.replication.throttled.replicas", "", ""),
]


@pytest.mark.parametrize(("name", "raw", "stored"), VALID)
def test_valid_values_are_stored_canonically(name: str, raw: str, stored: str) -> None:
    assert TOPIC_CONFIGS[name].canonical(raw) == stored
    res = topic_set(image(), "t", name, raw)
    assert res.ok, res.message
    assert [(r.name, r.value) for r in res.records] == [(name, stored)]


INVALID = [
    ("min.insync.replicas", "0", "Invalid value 0 for configuration min.insync.replicas: Value must be at least 1"),
    ("min.insync.replicas", "abc", "Invalid value abc for configuration min.insync.replicas: Not a number of type INT"),
    ("min.insync.replicas", "2147483648", "Not a number of type INT"),
    ("min.insync.replicas", "1.5", "Not a number of type INT"),
    ("min.insync.replicas", "1_0", "Not a number of type INT"),
    ("retention.ms", "-2", "Value must be at least -1"),
    ("retention.ms", "9223372036854775808", "Not a number of type LONG"),
    ("cleanup.policy", "foo", "String must be one of: compact, delete"),
    ("cleanup.policy", "delete,", "String must be one of: compact, delete"),
    ("cleanup.policy", "", "Empty list not allowed"),
    ("compression.type", "ZSTD", "String must be one of: uncompressed, zstd, lz4, snappy, gzip, producer"),
    ("compression.type", "brotli", "String must be one of"),
    ("message.timestamp.type", "logappendtime", "String must be one of: CreateTime, LogAppendTime"),
    ("preallocate", "yes", "Expected value to be either true or false"),
    ("min.cleanable.dirty.ratio", "1.5", "Value must be no more than 1"),
    ("min.cleanable.dirty.ratio", "-0.1", "Value must be at least 0"),
    ("min.cleanable.dirty.ratio", "nan", "Not a number of type DOUBLE"),
    ("compression.gzip.level", "0", "Value must be between 1 and 9 or equal to -1"),
    ("compression.lz4.level", "18", "Value must be no more than 17"),
    ("segment.bytes", "13", "Value must be at least 14"),
    ("segment.ms", "0", "Value must be at least 1"),
    ("max.compaction.lag.ms", "0", "Value must be at least 1"),
    ("unclean.recovery.strategy", "Manual", "String must be one of (case insensitive): Aggressive, Balanced, None"),
    ("unclean.recovery.timeout.ms", "-1", "Value must be at least 0"),
    (
        "leader.replication.throttled.replicas",
        "0-1",
        "leader.replication.throttled.replicas must be the literal '*' or a list of replicas",
    ),
]


@pytest.mark.parametrize(("name", "raw", "message"), INVALID)
def test_invalid_values_name_the_key_and_the_problem(name: str, raw: str, message: str) -> None:
    with pytest.raises(ConfigValueError) as err:
        TOPIC_CONFIGS[name].parse(raw)
    assert message in str(err.value)
    assert f"for configuration {name}" in str(err.value)
    res = topic_set(image(), "t", name, raw)
    assert (res.error, res.records) == (ErrorCode.INVALID_CONFIG, ())
    assert message in (res.message or "")


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("", "it can't be empty"),
        (".", 'cannot be "." or ".."'),
        ("a" * 250, "can't be longer than 249 characters"),
        ("a/b", "contains a character other than ASCII alphanumerics"),
        ("ok.topic_name-1", None),
    ],
)
def test_topic_name_rules(name: str, problem: str | None) -> None:
    got = C.topic_name_error(name)
    assert (got is None) if problem is None else (problem in (got or ""))


# -- IncrementalAlterConfigs on topics ------------------------------------------------------------------------------


def test_set_and_delete_produce_records_and_change_the_effective_value() -> None:
    img = image(cfg(TOPIC, "t", "retention.ms", "1000"))
    out = C.incremental_alter_configs(
        incr((TOPIC, "t", [("retention.ms", DELETE, None), ("segment.ms", SET, "60000")])), img, STATIC
    )
    assert [(r.resource_type, r.resource_name, r.name, r.value) for r in out.records] == [
        (TOPIC, "t", "retention.ms", None),
        (TOPIC, "t", "segment.ms", "60000"),
    ]
    after = apply(img, out.records)
    assert dict(after.topic_config("t")) == {"segment.ms": "60000"}
    assert C.effective_topic_config(after, STATIC, "t")["retention.ms"] == 604_800_000
    resp = out.incremental_alter_configs_response()
    assert [(r.error_code, r.error_message, r.resource_name) for r in resp.responses] == [(0, None, "t")]


def test_unchanged_values_and_deletes_of_unset_keys_write_nothing() -> None:
    img = image(cfg(TOPIC, "t", "retention.ms", "1000"))
    res = one(
        C.incremental_alter_configs(
            incr((TOPIC, "t", [("retention.ms", SET, "1000"), ("segment.ms", DELETE, None)])), img, STATIC
        )
    )
    assert res.ok and res.records == ()


@pytest.mark.parametrize(
    ("ops", "error", "message"),
    [
        ([("retention.msx", SET, "1")], ErrorCode.INVALID_CONFIG, "Unknown topic config name: retention.msx"),
        ([("retention.msx", DELETE, None)], ErrorCode.INVALID_CONFIG, "Unknown topic config name: retention.msx"),
        ([("segment.ms", SET, "5"), ("retention.msx", SET, "1")], ErrorCode.INVALID_CONFIG, "Unknown topic config"),
        (
            [("retention.ms", SET, "1"), ("retention.ms", DELETE, None)],
            ErrorCode.INVALID_REQUEST,
            "Error due to duplicate config keys",
        ),
        (
            [("retention.ms", SET, None), ("segment.ms", APPEND, None)],
            ErrorCode.INVALID_REQUEST,
            "Null value not supported for : retention.ms, segment.ms",
        ),
        ([("retention.ms", 7, "1")], ErrorCode.INVALID_REQUEST, "Unknown operation type 7"),
        (
            [("retention.ms", APPEND, "1")],
            ErrorCode.INVALID_CONFIG,
            "Can't APPEND to key retention.ms because its type is not LIST.",
        ),
        (
            [("preallocate", SUBTRACT, "true")],
            ErrorCode.INVALID_CONFIG,
            "Can't SUBTRACT to key preallocate because its type is not LIST.",
        ),
        (
            [("min.compaction.lag.ms", SET, "10"), ("max.compaction.lag.ms", SET, "5")],
            ErrorCode.INVALID_CONFIG,
            "conflict topic config setting min.compaction.lag.ms (10) > max.compaction.lag.ms (5)",
        ),
    ],
)
def test_topic_alter_errors(ops: list[tuple[str, int, str | None]], error: ErrorCode, message: str) -> None:
    res = one(C.incremental_alter_configs(incr((TOPIC, "t", ops)), image(), STATIC))
    assert (res.error, res.records) == (error, ())
    assert message in (res.message or "")


def test_compaction_lag_conflict_with_an_inherited_broker_default() -> None:
    img = image(cfg(BROKER, "", "log.cleaner.max.compaction.lag.ms", "5"))
    res = topic_set(img, "t", "min.compaction.lag.ms", "10")
    assert res.error is ErrorCode.INVALID_CONFIG
    assert "min.compaction.lag.ms (10) > max.compaction.lag.ms (5)" in (res.message or "")


def test_a_stored_unknown_key_can_be_deleted() -> None:
    img = image(cfg(TOPIC, "t", "message.format.version", "3.0-IV1"))
    res = topic_set(img, "t", "message.format.version", None, DELETE)
    assert res.ok and [(r.name, r.value) for r in res.records] == [("message.format.version", None)]


@pytest.mark.parametrize(
    ("name", "error", "message"),
    [
        ("nope", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "The topic 'nope' does not exist."),
        ("", ErrorCode.INVALID_REQUEST, "Default topic resources are not allowed."),
        ("a/b", ErrorCode.INVALID_TOPIC_EXCEPTION, "is illegal"),
    ],
)
def test_topic_resource_errors(name: str, error: ErrorCode, message: str) -> None:
    res = topic_set(image(), name, "retention.ms", "1000")
    assert (res.error, res.records) == (error, ())
    assert message in (res.message or "")


def test_values_are_checked_before_existence_as_kafka_does() -> None:
    assert topic_set(image(), "nope", "retention.ms", "x").error is ErrorCode.INVALID_CONFIG


@pytest.mark.parametrize(
    ("stored", "broker_level", "op", "operand", "result"),
    [
        (None, None, APPEND, "compact", "delete,compact"),
        (None, None, APPEND, "delete", "delete"),  # the effective list, now an explicit override
        ("delete,compact", None, SUBTRACT, "delete", "compact"),
        ("compact", None, APPEND, "delete, compact", "compact,delete"),
        # kraftpy starts from the effective value: the cluster's compact policy is kept
        (None, "compact", APPEND, "delete", "compact,delete"),
        (None, "compact,delete", SUBTRACT, "compact", "delete"),
    ],
)
def test_append_and_subtract_on_cleanup_policy(
    stored: str | None, broker_level: str | None, op: AlterOp, operand: str, result: str | None
) -> None:
    extra = []
    if stored is not None:
        extra.append(cfg(TOPIC, "t", "cleanup.policy", stored))
    if broker_level is not None:
        extra.append(cfg(BROKER, "", "log.cleanup.policy", broker_level))
    res = topic_set(image(*extra), "t", "cleanup.policy", operand, op)
    assert res.ok, res.message
    assert [r.value for r in res.records] == ([] if result is None else [result])


def test_subtracting_every_cleanup_policy_is_invalid() -> None:
    res = topic_set(image(cfg(TOPIC, "t", "cleanup.policy", "delete")), "t", "cleanup.policy", "delete", SUBTRACT)
    assert res.error is ErrorCode.INVALID_CONFIG and "Empty list not allowed" in (res.message or "")


def test_append_and_subtract_throttled_replicas() -> None:
    img = image()
    res = topic_set(img, "t", "leader.replication.throttled.replicas", "0:1", APPEND)
    img = apply(img, list(res.records))
    res = topic_set(img, "t", "leader.replication.throttled.replicas", "1:2,0:1", APPEND)
    assert [r.value for r in res.records] == ["0:1,1:2"]
    img = apply(img, list(res.records))
    res = topic_set(img, "t", "leader.replication.throttled.replicas", "0:1,1:2", SUBTRACT)
    assert [r.value for r in res.records] == [""]
    img = apply(img, list(res.records))
    assert C.effective_topic_config(img, STATIC, "t")["leader.replication.throttled.replicas"] == ()


def test_resources_are_decided_independently_and_duplicates_fail_both() -> None:
    out = C.incremental_alter_configs(
        incr(
            (TOPIC, "t", [("retention.ms", SET, "1000")]),
            (TOPIC, "u", [("retention.ms", SET, "bad")]),
            (TOPIC, "t", [("segment.ms", SET, "1000")]),
            (99, "x", [("a", SET, "1")]),
            (16, "metrics", [("a", SET, "1")]),
            (TOPIC, "t2", []),
        ),
        image(cfg(TOPIC, "t2", "retention.ms", "5")),
        STATIC,
    )
    got = [(r.resource_name, r.error) for r in out.resources]
    assert got == [
        ("t", ErrorCode.INVALID_REQUEST),
        ("u", ErrorCode.INVALID_CONFIG),
        ("t", ErrorCode.INVALID_REQUEST),
        ("x", ErrorCode.INVALID_REQUEST),
        ("metrics", ErrorCode.INVALID_REQUEST),
        ("t2", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
    ]
    assert out.resources[0].message == "Each resource must appear at most once."
    assert out.resources[3].message == "Unknown resource type 99"
    assert out.resources[4].message == "Resource type CLIENT_METRICS is not supported by kraftpy"
    assert out.records == []


def test_validate_only_decides_but_writes_nothing() -> None:
    req = incr((TOPIC, "t", [(C.MIN_ISR, SET, "3")]), (TOPIC, "u", [("retention.ms", SET, "x")]), validate_only=True)
    out = C.incremental_alter_configs(req, image(), STATIC)
    assert [r.error for r in out.resources] == [ErrorCode.NONE, ErrorCode.INVALID_CONFIG]
    assert out.resources[0].records  # what would be written
    assert out.records == [] and out.min_isr_changes == ()


# -- legacy AlterConfigs ----------------------------------------------------------------------------------------------


def test_legacy_alter_configs_replaces_the_whole_set() -> None:
    img = image(
        cfg(TOPIC, "t", "retention.ms", "1000"),
        cfg(TOPIC, "t", "cleanup.policy", "compact"),
        cfg(TOPIC, "t", "segment.ms", "500"),
    )
    out = C.alter_configs(legacy((TOPIC, "t", [("retention.ms", "2000"), ("segment.ms", "500")])), img, STATIC)
    assert [(r.name, r.value) for r in out.records] == [("retention.ms", "2000"), ("cleanup.policy", None)]
    assert dict(apply(img, out.records).topic_config("t")) == {"retention.ms": "2000", "segment.ms": "500"}
    out = C.alter_configs(legacy((TOPIC, "t", [])), img, STATIC)
    assert sorted((r.name, r.value) for r in out.records) == [
        ("cleanup.policy", None),
        ("retention.ms", None),
        ("segment.ms", None),
    ]
    assert out.alter_configs_response().responses[0].error_code == 0


@pytest.mark.parametrize(
    ("ops", "error", "message"),
    [
        ([("retention.ms", None)], ErrorCode.INVALID_REQUEST, "Null value not supported for : retention.ms"),
        ([("retention.ms", "1"), ("retention.ms", "2")], ErrorCode.INVALID_REQUEST, "duplicate config keys"),
        ([("bogus", "1")], ErrorCode.INVALID_CONFIG, "Unknown topic config name: bogus"),
    ],
)
def test_legacy_alter_errors(ops: list[tuple[str, str | None]], error: ErrorCode, message: str) -> None:
    res = one(C.alter_configs(legacy((TOPIC, "t", ops)), image(), STATIC))
    assert res.error is error and message in (res.message or "")


# -- broker and cluster configs ---------------------------------------------------------------------------------------


def test_cluster_default_applies_to_topics_without_an_override() -> None:
    img = image(cfg(TOPIC, "u", "retention.ms", "1000"))
    out = C.incremental_alter_configs(incr((BROKER, "", [("log.retention.ms", SET, "3600000")])), img, STATIC)
    assert [(r.resource_type, r.resource_name, r.name, r.value) for r in out.records] == [
        (BROKER, "", "log.retention.ms", "3600000")
    ]
    after = ConfigResolver(apply(img, out.records), STATIC)
    t = after.topic_value("t", "retention.ms")
    assert (t.value, t.source) == (3_600_000, ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG)
    assert after.topic_value("u", "retention.ms").value == 1000


@pytest.mark.parametrize(
    ("name", "ops", "error", "message"),
    [
        (
            "",
            [("log.retention.hours", SET, "1"), ("auto.leader.rebalance.enable", SET, "false")],
            ErrorCode.INVALID_REQUEST,
            "Cannot update these configs dynamically: [log.retention.hours, auto.leader.rebalance.enable]",
        ),
        ("1", [("node.id", SET, "7")], ErrorCode.INVALID_REQUEST, "Cannot update these configs dynamically: [node.id]"),
        ("", [("foo.bar", SET, "1")], ErrorCode.INVALID_CONFIG, "Unknown broker config name: foo.bar"),
        (
            "",
            [("retention.ms", SET, "1")],
            ErrorCode.INVALID_CONFIG,
            "Unknown broker config name: retention.ms (retention.ms is a topic config; its broker-level default is "
            "log.retention.ms)",
        ),
        (
            "abc",
            [("log.retention.ms", SET, "1")],
            ErrorCode.INVALID_REQUEST,
            "Unable to parse broker name as a base 10 number.",
        ),
        ("-1", [("log.retention.ms", SET, "1")], ErrorCode.INVALID_REQUEST, "Invalid negative broker ID."),
        ("9", [("log.retention.ms", SET, "1")], ErrorCode.BROKER_ID_NOT_REGISTERED, "No node with id 9 found."),
        (
            "1",
            [(C.UNCLEAN_RECOVERY_MANAGER, SET, "true")],
            ErrorCode.INVALID_REQUEST,
            "only at the default cluster level",
        ),
        (
            "",
            [("message.max.bytes", SET, "-1")],
            ErrorCode.INVALID_CONFIG,
            "Invalid value -1 for configuration message.max.bytes: Value must be at least 0",
        ),
        (
            "",
            [("message.max.bytes", APPEND, "1")],
            ErrorCode.INVALID_CONFIG,
            "Config value append is not allowed for config key: message.max.bytes",
        ),
        (
            "",
            [("log.cleaner.min.compaction.lag.ms", SET, "10"), ("log.cleaner.max.compaction.lag.ms", SET, "5")],
            ErrorCode.INVALID_CONFIG,
            "log.cleaner.min.compaction.lag.ms (10) > log.cleaner.max.compaction.lag.ms (5)",
        ),
    ],
)
def test_broker_alter_errors(name: str, ops: list[tuple[str, int, str | None]], error: ErrorCode, message: str) -> None:
    res = one(C.incremental_alter_configs(incr((BROKER, name, ops)), image(), STATIC))
    assert (res.error, res.records) == (error, ())
    assert message in (res.message or "")


def test_per_broker_configs_and_controller_ids() -> None:
    res = one(
        C.incremental_alter_configs(incr((BROKER, "02", [("log.segment.bytes", SET, "1048576")])), image(), STATIC)
    )
    assert res.ok and res.resource_name == "02"
    assert [(r.resource_name, r.name, r.value) for r in res.records] == [("2", "log.segment.bytes", "1048576")]
    res = one(
        C.incremental_alter_configs(
            incr((BROKER, "9", [("log.segment.bytes", SET, "1048576")])), image(), STATIC, controller_ids=[9]
        )
    )
    assert res.ok


def test_a_broker_only_accepts_its_own_id_when_it_prevalidates() -> None:
    req = incr((BROKER, "2", [("log.segment.bytes", SET, "1048576")]), (BROKER, "", [("message.max.bytes", SET, "5")]))
    out = C.incremental_alter_configs(req, image(), STATIC, local_broker_id=1)
    assert out.resources[0].error is ErrorCode.INVALID_REQUEST
    assert out.resources[0].message == "Unexpected broker id, expected 1, but received 2"
    assert out.resources[1].ok


def test_append_to_a_broker_list_config_starts_from_its_effective_value() -> None:
    res = one(
        C.incremental_alter_configs(incr((BROKER, "", [("log.cleanup.policy", APPEND, "compact")])), image(), STATIC)
    )
    assert [r.value for r in res.records] == ["delete,compact"]


def test_elr_forbids_broker_level_min_isr_and_removing_the_cluster_level_one() -> None:
    img = image(cfg(BROKER, "", C.MIN_ISR, "2"), cfg(BROKER, "2", C.MIN_ISR, "3"))
    res = one(C.incremental_alter_configs(incr((BROKER, "1", [(C.MIN_ISR, SET, "2")])), img, STATIC))
    assert (res.error, res.message) == (
        ErrorCode.INVALID_CONFIG,
        "Broker-level min.insync.replicas cannot be altered while ELR is enabled.",
    )
    res = one(C.incremental_alter_configs(incr((BROKER, "", [(C.MIN_ISR, DELETE, None)])), img, STATIC))
    assert (res.error, res.message) == (
        ErrorCode.INVALID_CONFIG,
        "Cluster-level min.insync.replicas cannot be removed while ELR is enabled.",
    )
    res = one(C.alter_configs(legacy((BROKER, "", [("log.retention.ms", "5")])), img, STATIC))
    assert res.error is ErrorCode.INVALID_CONFIG
    # deleting a broker-level value is what the ELR safety records do: allowed
    res = one(C.incremental_alter_configs(incr((BROKER, "2", [(C.MIN_ISR, DELETE, None)])), img, STATIC))
    assert res.ok and [(r.resource_name, r.value) for r in res.records] == [("2", None)]
    # with ELR off both are allowed
    res = one(C.incremental_alter_configs(incr((BROKER, "1", [(C.MIN_ISR, SET, "2")])), img, STATIC, elr_enabled=False))
    assert res.ok
    off = image(cfg(BROKER, "", C.MIN_ISR, "2"), elr=0)
    assert not C.elr_enabled_in(off) and C.elr_enabled_in(img)
    assert one(C.incremental_alter_configs(incr((BROKER, "", [(C.MIN_ISR, DELETE, None)])), off, STATIC)).ok


def test_elr_safety_records() -> None:
    img = image(cfg(BROKER, "2", C.MIN_ISR, "3"), cfg(BROKER, "3", "log.retention.ms", "5"))
    got = [(r.resource_name, r.name, r.value) for r in C.elr_safety_records(img, STATIC)]
    assert got == [("", C.MIN_ISR, "2"), ("2", C.MIN_ISR, None)]
    img = image(cfg(BROKER, "", C.MIN_ISR, "3"))
    assert C.elr_safety_records(img, STATIC) == []


def test_legacy_broker_alter_replaces_the_broker_set() -> None:
    img = image(cfg(BROKER, "1", "log.retention.ms", "5"), cfg(BROKER, "1", "message.max.bytes", "100"))
    res = one(C.alter_configs(legacy((BROKER, "1", [("message.max.bytes", "200")])), img, STATIC))
    assert [(r.name, r.value) for r in res.records] == [("message.max.bytes", "200"), ("log.retention.ms", None)]


# -- precedence and effective values ----------------------------------------------------------------------------------


def test_precedence_topic_then_broker_then_cluster_then_static_then_default() -> None:
    levels = [
        cfg(TOPIC, "t", "segment.bytes", "1000"),
        cfg(BROKER, "1", "log.segment.bytes", "2000"),
        cfg(BROKER, "", "log.segment.bytes", "3000"),
    ]
    static = {**STATIC, "log.segment.bytes": "4000"}
    expected = [
        ("1000", ConfigSource.DYNAMIC_TOPIC_CONFIG),
        ("2000", ConfigSource.DYNAMIC_BROKER_CONFIG),
        ("3000", ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG),
        ("4000", ConfigSource.STATIC_BROKER_CONFIG),
    ]
    for i, (text, source) in enumerate(expected):
        v = ConfigResolver(image(*levels[i:]), static, node_id=1).topic_value("t", "segment.bytes")
        assert (v.text, v.source) == (text, source)
    v = ConfigResolver(image(), STATIC, node_id=1).topic_value("t", "segment.bytes")
    assert (v.value, v.source) == (1_073_741_824, ConfigSource.DEFAULT_CONFIG)
    # the cluster view (node_id None) skips the per-broker level
    v = ConfigResolver(image(*levels[1:]), static).topic_value("t", "segment.bytes")
    assert (v.text, v.source) == ("3000", ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG)


def test_every_synonym_of_a_level_before_the_next_level() -> None:
    # the node's log.retention.hours beats the cluster's log.retention.ms (level first, then synonym order)
    img = image(cfg(BROKER, "1", "log.retention.hours", "2"), cfg(BROKER, "", "log.retention.ms", "1000"))
    v = ConfigResolver(img, STATIC, node_id=1).topic_value("t", "retention.ms")
    assert (v.value, v.source, v.from_key) == (7_200_000, ConfigSource.DYNAMIC_BROKER_CONFIG, "log.retention.hours")
    v = ConfigResolver(image(), {"log.retention.minutes": "3", "log.retention.hours": "5"}).topic_value(
        "t", "retention.ms"
    )
    assert (v.value, v.from_key) == (180_000, "log.retention.minutes")


def test_typed_effective_topic_config() -> None:
    img = image(
        cfg(TOPIC, "t", "cleanup.policy", "compact,delete"),
        cfg(TOPIC, "t", "preallocate", "true"),
        cfg(TOPIC, "t", "min.cleanable.dirty.ratio", "0.2"),
    )
    got = C.effective_topic_config(img, {**STATIC, "unclean.leader.election.enable": True}, "t")
    assert set(got) == set(TOPIC_CONFIGS)
    assert got["cleanup.policy"] == ("compact", "delete")
    assert got["preallocate"] is True and got["unclean.leader.election.enable"] is True
    assert got["min.cleanable.dirty.ratio"] == 0.2 and got["min.insync.replicas"] == 2
    assert got["unclean.recovery.strategy"] == "Aggressive"


@pytest.mark.parametrize(("min_isr", "rf", "effective"), [(5, 3, 3), (2, 3, 2), (3, 3, 3), (2, 1, 1)])
def test_effective_min_isr_is_capped_by_the_replication_factor(min_isr: int, rf: int, effective: int) -> None:
    img = image(cfg(TOPIC, "t", C.MIN_ISR, str(min_isr)))
    assert C.effective_min_isr(img, STATIC, "t", rf) == effective


def test_a_bad_stored_value_is_skipped() -> None:
    img = image(cfg(TOPIC, "t", "retention.ms", "abc"), cfg(BROKER, "", "log.retention.ms", "5000"))
    v = ConfigResolver(img, STATIC).topic_value("t", "retention.ms")
    assert (v.value, v.source) == (5000, ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG)


# -- KIP-966 unclean recovery settings --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("records", "static", "strategy", "source", "deprecated"),
    [
        ([], {}, "Balanced", ConfigSource.DEFAULT_CONFIG, False),
        (
            [cfg(BROKER, "", C.UNCLEAN_LEADER_ELECTION, "true")],
            {},
            "Aggressive",
            ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG,
            True,
        ),
        (
            [cfg(BROKER, "", C.UNCLEAN_LEADER_ELECTION, "false")],
            {},
            "Balanced",
            ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG,
            True,
        ),
        # same level: the explicit strategy wins over the mapped deprecated flag
        (
            [cfg(BROKER, "", C.UNCLEAN_LEADER_ELECTION, "true"), cfg(BROKER, "", C.UNCLEAN_RECOVERY_STRATEGY, "None")],
            {},
            "None",
            ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG,
            True,
        ),
        # a more specific level wins: the topic's deprecated flag beats the cluster's strategy
        (
            [
                cfg(TOPIC, "t", C.UNCLEAN_LEADER_ELECTION, "false"),
                cfg(BROKER, "", C.UNCLEAN_RECOVERY_STRATEGY, "Aggressive"),
            ],
            {},
            "Balanced",
            ConfigSource.DYNAMIC_TOPIC_CONFIG,
            True,
        ),
        (
            [cfg(TOPIC, "t", C.UNCLEAN_RECOVERY_STRATEGY, "None"), cfg(TOPIC, "t", C.UNCLEAN_LEADER_ELECTION, "true")],
            {},
            "None",
            ConfigSource.DYNAMIC_TOPIC_CONFIG,
            True,
        ),
        ([], {C.UNCLEAN_LEADER_ELECTION: True}, "Aggressive", ConfigSource.STATIC_BROKER_CONFIG, True),
        ([], {C.UNCLEAN_RECOVERY_STRATEGY: "aggressive"}, "Aggressive", ConfigSource.STATIC_BROKER_CONFIG, False),
        (
            [cfg(BROKER, "", C.UNCLEAN_RECOVERY_STRATEGY, "None")],
            {C.UNCLEAN_LEADER_ELECTION: "true"},
            "None",
            ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG,
            True,
        ),
    ],
)
def test_effective_unclean_recovery_strategy(
    records: list[mr.ConfigRecord], static: dict[str, Any], strategy: str, source: ConfigSource, deprecated: bool
) -> None:
    s = C.unclean_recovery_settings(image(*records), static, "t")
    assert (s.strategy, s.strategy_source, s.deprecated_key_set) == (strategy, source, deprecated)
    assert (s.deprecation_message is not None) == deprecated
    if deprecated:
        assert "deprecated by KIP-966" in (s.deprecation_message or "")


def test_unclean_recovery_manager_timeout_and_the_deprecated_flag_itself() -> None:
    img = image(
        cfg(BROKER, "", C.UNCLEAN_RECOVERY_MANAGER, "true"),
        cfg(TOPIC, "t", C.UNCLEAN_RECOVERY_TIMEOUT, "1000"),
        cfg(TOPIC, "t", C.UNCLEAN_LEADER_ELECTION, "true"),
        cfg(TOPIC, "t", C.UNCLEAN_RECOVERY_STRATEGY, "Balanced"),
    )
    s = C.unclean_recovery_settings(img, STATIC, "t")
    assert (s.manager_enabled, s.timeout_ms, s.strategy, s.unclean_leader_election_enable) == (
        True,
        1000,
        "Balanced",
        True,
    )
    assert "takes precedence" in (s.deprecation_message or "")
    d = C.unclean_recovery_settings(image(), STATIC, "u")
    assert (d.manager_enabled, d.timeout_ms, d.strategy_key) == (False, 300_000, C.UNCLEAN_RECOVERY_STRATEGY)


def test_setting_the_deprecated_flag_warns_and_the_strategy_is_stored_canonically() -> None:
    res = topic_set(image(), "t", C.UNCLEAN_LEADER_ELECTION, "TRUE")
    assert res.ok and [r.value for r in res.records] == ["true"]
    assert len(res.warnings) == 1 and "maps to unclean.recovery.strategy=Aggressive" in res.warnings[0]
    res = topic_set(image(), "t", C.UNCLEAN_RECOVERY_STRATEGY, "none")
    assert res.ok and [r.value for r in res.records] == ["None"] and res.warnings == ()
    res = one(
        C.incremental_alter_configs(
            incr(
                (
                    BROKER,
                    "",
                    [(C.UNCLEAN_RECOVERY_STRATEGY, SET, "BALANCED"), (C.UNCLEAN_RECOVERY_MANAGER, SET, "True")],
                )
            ),
            image(),
            STATIC,
        )
    )
    assert [(r.name, r.value) for r in res.records] == [
        (C.UNCLEAN_RECOVERY_STRATEGY, "Balanced"),
        (C.UNCLEAN_RECOVERY_MANAGER, "true"),
    ]


# -- min ISR change report ---------------------------------------------------------------------------------------------


def test_topic_min_isr_change_is_reported_with_its_scope() -> None:
    out = C.incremental_alter_configs(incr((TOPIC, "t", [(C.MIN_ISR, SET, "3")])), image(), STATIC)
    assert out.min_isr_changes == (C.MinIsrChange("t", T1, 2, 3, (TOPIC, "t")),)
    # setting the value it already resolves to writes a record but changes nothing
    out = C.incremental_alter_configs(incr((TOPIC, "t", [(C.MIN_ISR, SET, "2")])), image(), STATIC)
    assert len(out.records) == 1 and out.min_isr_changes == ()


def test_cluster_min_isr_change_reports_the_topics_that_inherit_it() -> None:
    img = image(cfg(TOPIC, "u", C.MIN_ISR, "3"))
    out = C.incremental_alter_configs(incr((BROKER, "", [(C.MIN_ISR, SET, "1")])), img, STATIC)
    assert out.min_isr_changes == (C.MinIsrChange("t", T1, 2, 1, (BROKER, "")),)
    # removing a topic override falls back to the cluster value
    img2 = apply(img, out.records)
    out = C.alter_configs(legacy((TOPIC, "u", [])), img2, STATIC)
    assert out.min_isr_changes == (C.MinIsrChange("u", T2, 3, 1, (TOPIC, "u")),)


def test_a_topic_with_an_unusable_override_follows_the_cluster_change() -> None:
    img = image(cfg(TOPIC, "u", C.MIN_ISR, "bad"))
    out = C.incremental_alter_configs(incr((BROKER, "", [(C.MIN_ISR, SET, "3")])), img, STATIC)
    assert [(c.topic, c.old_value, c.new_value) for c in out.min_isr_changes] == [("t", 2, 3), ("u", 2, 3)]


def test_cluster_only_settings_ignore_a_per_broker_value() -> None:
    img = image(
        cfg(BROKER, "1", C.UNCLEAN_RECOVERY_STRATEGY, "None"), cfg(BROKER, "1", C.UNCLEAN_RECOVERY_MANAGER, "true")
    )
    s = C.unclean_recovery_settings(img, STATIC, "t", node_id=1)
    assert (s.strategy, s.manager_enabled) == ("Balanced", False)


def test_broker_level_min_isr_change_from_that_brokers_view() -> None:
    out = C.incremental_alter_configs(incr((BROKER, "1", [(C.MIN_ISR, SET, "3")])), image(elr=0), STATIC, node_id=1)
    assert [(c.topic, c.new_value, c.scope) for c in out.min_isr_changes] == [
        ("t", 3, (BROKER, "1")),
        ("u", 3, (BROKER, "1")),
    ]
    out = C.incremental_alter_configs(incr((BROKER, "2", [(C.MIN_ISR, SET, "3")])), image(elr=0), STATIC, node_id=1)
    assert out.records and out.min_isr_changes == ()


def test_the_report_drives_the_kip_966_elr_clearing_rule() -> None:
    """KIP-966: a min.insync.replicas change clears the ELR where the new min ISR <= ISR size (and only there)."""
    img = image(cfg(TOPIC, "t", C.MIN_ISR, "3"))
    one_isr = PartitionRegistration(replicas=(1, 2, 3), isr=(1,), leader=1, elr=(2, 3))
    empty_isr = PartitionRegistration(replicas=(1, 2, 3), isr=(), leader=-1, elr=(2, 3), last_known_elr=(1,))
    out = C.incremental_alter_configs(incr((TOPIC, "t", [(C.MIN_ISR, SET, "1")])), img, STATIC)
    (change,) = out.min_isr_changes
    new_min_isr = change.effective(len(one_isr.replicas))
    assert new_min_isr == 1
    assert clear_elr_for_min_isr(T1, 0, one_isr, new_min_isr) is not None
    assert clear_elr_for_min_isr(T1, 1, empty_isr, new_min_isr) is None
    # a min ISR above the replication factor counts as the replication factor
    assert C.MinIsrChange("t", T1, 1, 5, (TOPIC, "t")).effective(3) == 3


# -- CreateTopics -----------------------------------------------------------------------------------------------------


def test_topic_creation_configs() -> None:
    Req = CreateTopicsRequest
    configs = [
        Req.CreatableTopicConfig(name="retention.ms", value=" 1000 "),
        Req.CreatableTopicConfig(name="unclean.recovery.strategy", value="aggressive"),
        Req.CreatableTopicConfig(name="retention.ms", value="2000"),
    ]
    got = C.validate_topic_creation_configs("new", configs, image(), STATIC)
    assert got.ok
    assert dict(got.overrides) == {"retention.ms": "2000", "unclean.recovery.strategy": "Aggressive"}
    assert [(r.resource_type, r.resource_name, r.name, r.value) for r in got.records] == [
        (TOPIC, "new", "unclean.recovery.strategy", "Aggressive"),
        (TOPIC, "new", "retention.ms", "2000"),
    ]
    listed = C.creatable_topic_configs(image(), STATIC, "new", got.overrides)
    assert [c.name for c in listed] == sorted(TOPIC_CONFIGS)
    by_name = {c.name: c for c in listed}
    assert (by_name["retention.ms"].value, by_name["retention.ms"].config_source) == ("2000", 1)
    assert (by_name["min.insync.replicas"].value, by_name["min.insync.replicas"].config_source) == ("2", 4)
    assert (by_name["segment.ms"].value, by_name["segment.ms"].config_source) == ("604800000", 5)
    result = CreateTopicsResponse.CreatableTopicResult(name="new", configs=listed)
    for v in (5, 7):
        assert CreateTopicsResponse.decode(CreateTopicsResponse(topics=[result]).encode(v), v).topics[0] == result


@pytest.mark.parametrize(
    ("configs", "message"),
    [
        (
            {"retention.ms": None, "segment.ms": None},
            "Null value not supported for topic configs: retention.ms,segment.ms",
        ),
        ({"foo": "1"}, "Unknown topic config name: foo"),
        (
            {"min.insync.replicas": "0"},
            "Invalid value 0 for configuration min.insync.replicas: Value must be at least 1",
        ),
        ({"min.compaction.lag.ms": "10", "max.compaction.lag.ms": "5"}, "conflict topic config setting"),
    ],
)
def test_topic_creation_config_errors(configs: dict[str, str | None], message: str) -> None:
    got = C.validate_topic_creation_configs("new", configs, image(), STATIC)
    assert got.error is ErrorCode.INVALID_CONFIG and message in (got.message or "") and got.records == ()


def test_topic_creation_with_the_deprecated_flag_warns() -> None:
    got = C.validate_topic_creation_configs("new", [("unclean.leader.election.enable", "true")], image(), STATIC)
    assert got.ok and got.warnings and "deprecated by KIP-966" in got.warnings[0]


# -- DescribeConfigs ---------------------------------------------------------------------------------------------------


def test_describe_topic_lists_every_config_in_name_order() -> None:
    result = describe(image(cfg(TOPIC, "t", "retention.ms", "1000")), TOPIC, "t", synonyms=False)
    assert (result.error_code, result.error_message) == (0, None)
    assert [c.name for c in result.configs] == sorted(TOPIC_CONFIGS)
    got = entries(result)
    assert (got["retention.ms"].value, got["retention.ms"].config_source) == ("1000", 1)
    assert got["segment.ms"].config_source == 5
    assert not any(c.is_default for c in result.configs)  # v0-only field
    assert all(not c.read_only and not c.is_sensitive and c.synonyms == [] for c in result.configs)
    assert all(c.documentation is None for c in result.configs)
    assert got["cleanup.policy"].config_type == ConfigType.LIST
    assert got["min.cleanable.dirty.ratio"].config_type == ConfigType.DOUBLE
    docs = entries(describe(image(), TOPIC, "t", docs=True))
    assert all(c.documentation for c in docs.values())


def test_describe_synonyms_in_precedence_order() -> None:
    img = image(cfg(TOPIC, "t", C.MIN_ISR, "3"), cfg(BROKER, "1", C.MIN_ISR, "4"), cfg(BROKER, "", C.MIN_ISR, "5"))
    got = entries(describe(img, TOPIC, "t"))
    e = got[C.MIN_ISR]
    assert (e.value, e.config_source) == ("3", 1)
    assert syn(e) == [
        (C.MIN_ISR, "3", 1),
        (C.MIN_ISR, "4", 2),
        (C.MIN_ISR, "5", 3),
        (C.MIN_ISR, "2", 4),
        (C.MIN_ISR, "1", 5),
    ]


def test_describe_a_topic_config_derived_from_a_synonym_in_hours() -> None:
    got = entries(describe(image(), TOPIC, "t", static={**STATIC, "log.retention.hours": "24"}))
    e = got["retention.ms"]
    assert (e.value, e.config_source) == ("86400000", 4)
    assert syn(e) == [("log.retention.hours", "24", 4), ("log.retention.hours", "168", 5)]


def test_describe_the_effective_recovery_strategy_with_its_deprecated_synonym() -> None:
    img = image(cfg(TOPIC, "t", C.UNCLEAN_LEADER_ELECTION, "true"))
    e = entries(describe(img, TOPIC, "t"))[C.UNCLEAN_RECOVERY_STRATEGY]
    assert (e.value, e.config_source) == ("Aggressive", 1)
    assert syn(e)[:2] == [(C.UNCLEAN_LEADER_ELECTION, "true", 1), (C.UNCLEAN_RECOVERY_STRATEGY, "Balanced", 5)]


def test_describe_filters_requested_keys() -> None:
    result = describe(image(), TOPIC, "t", keys=["retention.ms", "cleanup.policy", "no.such.key"])
    assert [c.name for c in result.configs] == ["cleanup.policy", "retention.ms"]
    assert len(describe(image(), TOPIC, "t", keys=[]).configs) == len(TOPIC_CONFIGS)


@pytest.mark.parametrize(
    ("rtype", "name", "error", "message"),
    [
        (TOPIC, "nope", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "The topic 'nope' does not exist."),
        (TOPIC, "", ErrorCode.INVALID_TOPIC_EXCEPTION, "Topic name is illegal, it can't be empty"),
        (BROKER, "2", ErrorCode.INVALID_REQUEST, "Unexpected broker id, expected 1 or empty string, but received 2"),
        (BROKER, "x", ErrorCode.INVALID_REQUEST, "Broker id must be an integer, but it is: x"),
        (32, "", ErrorCode.INVALID_REQUEST, "Group name must not be empty"),
        (16, "m", ErrorCode.INVALID_REQUEST, "Unsupported resource type: CLIENT_METRICS"),
        (77, "g", ErrorCode.INVALID_REQUEST, "Unsupported resource type: 77"),
    ],
)
def test_describe_errors(rtype: int, name: str, error: ErrorCode, message: str) -> None:
    result = describe(image(), rtype, name)
    assert (result.error_code, result.error_message, result.configs) == (error, message, [])


def test_describe_own_broker() -> None:
    img = image(
        cfg(BROKER, "", C.MIN_ISR, "3"),
        cfg(BROKER, "", "log.retention.ms", "5000"),
        cfg(BROKER, "1", "log.segment.bytes", "2048"),
    )
    got = entries(describe(img, BROKER, "1"))
    assert set(BROKER_CONFIGS) <= set(got)
    e = got[C.MIN_ISR]
    assert (e.value, e.config_source, e.read_only) == ("3", 3, False)
    assert syn(e) == [(C.MIN_ISR, "3", 3), (C.MIN_ISR, "2", 4), (C.MIN_ISR, "1", 5)]
    assert (got["log.segment.bytes"].value, got["log.segment.bytes"].config_source) == ("2048", 2)
    assert (got["node.id"].value, got["node.id"].config_source, got["node.id"].read_only) == ("1", 4, True)
    assert (got["auto.leader.rebalance.enable"].value, got["auto.leader.rebalance.enable"].read_only) == ("true", True)
    # each broker config shows its own value; its synonyms are those it falls back to (Kafka's rule)
    ms, hours = got["log.retention.ms"], got["log.retention.hours"]
    assert (ms.value, ms.config_source, syn(ms)) == (
        "5000",
        3,
        [("log.retention.ms", "5000", 3), ("log.retention.hours", "168", 5)],
    )
    assert (hours.value, hours.config_source, hours.read_only, syn(hours)) == (
        "168",
        5,
        True,
        [("log.retention.hours", "168", 5)],
    )
    assert (got["log.roll.ms"].value, got["log.roll.ms"].config_source) == (None, 5)


def test_describe_cluster_default_lists_what_is_set_there() -> None:
    img = image(
        cfg(BROKER, "", C.MIN_ISR, "3"),
        cfg(BROKER, "", "log.retention.ms", "5000"),
        cfg(BROKER, "1", "log.segment.bytes", "2048"),
    )
    result = describe(img, BROKER, "")
    assert [(c.name, c.value, c.config_source, c.read_only, syn(c)) for c in result.configs] == [
        ("log.retention.ms", "5000", 3, False, [("log.retention.ms", "5000", 3)]),
        (C.MIN_ISR, "3", 3, False, [(C.MIN_ISR, "3", 3)]),
    ]


# -- what real clients send and decode ------------------------------------------------------------------------------


def _captures(api: str) -> list[tuple[str, str]]:
    out = []
    for client in ("kafka-python", "confluent-kafka", "aiokafka"):
        index = json.loads((GOLDEN / client / "index.json").read_text())
        out += [(client, e["file"]) for e in index["captures"] if e["api_name"] == api]
    return out


def _request(client: str, file: str) -> tuple[Any, int]:
    frame = (GOLDEN / client / file).read_bytes()
    header, pos, info = decode_request_header(frame)
    assert info is not None
    body, _ = info.request_class.decode_from(frame, pos, header.request_api_version)
    return body, header.request_api_version


def golden_image() -> MetadataImage:
    tid = uuid.UUID(int=77)
    return image(
        mr.TopicRecord(name="golden-admin", topic_id=tid),
        mr.PartitionRecord(partition_id=0, topic_id=tid, replicas=[1], isr=[1], leader=1),
        cfg(TOPIC, "golden-admin", "retention.ms", "3600000"),
        cfg(BROKER, "", C.MIN_ISR, "1"),
    )


DESCRIBE_CAPTURES = _captures("DescribeConfigs")


def test_the_captures_cover_the_three_clients_versions() -> None:
    versions = {(c, _request(c, f)[1]) for c, f in DESCRIBE_CAPTURES}
    assert {("kafka-python", 4), ("confluent-kafka", 1), ("aiokafka", 2)} <= versions


@pytest.mark.parametrize(("client", "file"), DESCRIBE_CAPTURES, ids=[f"{c}/{f}" for c, f in DESCRIBE_CAPTURES])
def test_describe_responses_decode_in_kafka_python_at_the_clients_version(client: str, file: str) -> None:
    request, version = _request(client, file)
    response = C.describe_configs(request, golden_image(), STATIC, 1)
    wire = response.encode(version)
    assert DescribeConfigsResponse.decode(wire, version).encode(version) == wire
    theirs = KpDescribeConfigsResponse.decode(wire, version=version)
    (ours,) = response.results
    (result,) = theirs.results
    assert (result.error_code, result.resource_type, result.resource_name) == (
        0,
        ours.resource_type,
        ours.resource_name,
    )
    assert [(c.name, c.value, c.config_source, c.read_only) for c in result.configs] == [
        (c.name, c.value, c.config_source, c.read_only) for c in ours.configs
    ]
    if request.include_synonyms:
        assert any(c.synonyms for c in result.configs)
    # kafka-python's KafkaAdminClient post-processing: 'modified' keeps what an operator set
    processed = ConfigAdminMixin._describe_configs_process_responses([theirs], "modified")
    kind = "topic" if ours.resource_type == TOPIC else "broker"
    modified = processed[kind][ours.resource_name]
    if kind == "topic":
        assert modified["retention.ms"]["value"] == "3600000"
        assert modified["retention.ms"]["config_source"] == "DYNAMIC_TOPIC_CONFIG"
        assert set(modified) <= {"retention.ms"}
    else:
        assert modified == {}  # node.id etc. are STATIC, min.insync.replicas is a cluster default
        everything = ConfigAdminMixin._describe_configs_process_responses(
            [KpDescribeConfigsResponse.decode(wire, version=version)], "all"
        )["broker"]["1"]
        assert everything[C.MIN_ISR]["config_source"] == "DYNAMIC_DEFAULT_BROKER_CONFIG"


ALTER_CAPTURES = _captures("AlterConfigs") + _captures("IncrementalAlterConfigs")


@pytest.mark.parametrize(("client", "file"), ALTER_CAPTURES, ids=[f"{c}/{f}" for c, f in ALTER_CAPTURES])
def test_alter_requests_from_real_clients(client: str, file: str) -> None:
    request, version = _request(client, file)
    img = golden_image()
    if isinstance(request, AlterConfigsRequest):
        out = C.alter_configs(request, img, STATIC)
        response: Any = out.alter_configs_response()
        kp: Any = KpAlterConfigsResponse
        assert isinstance(response, AlterConfigsResponse)
    else:
        out = C.incremental_alter_configs(request, img, STATIC)
        response = out.incremental_alter_configs_response()
        kp = KpIncrementalAlterConfigsResponse
        assert isinstance(response, IncrementalAlterConfigsResponse)
    assert all(r.ok for r in out.resources), [r.message for r in out.resources]
    after = apply(img, out.records)
    sent = {c.name: c.value for c in request.resources[0].configs if getattr(c, "config_operation", 0) == 0}
    assert {k: v for k, v in after.topic_config("golden-admin").items()} == sent
    wire = response.encode(version)
    theirs = kp.decode(wire, version=version)
    assert ConfigAdminMixin._alter_configs_process_responses(theirs.responses) == {"topic": {"golden-admin": "OK"}}


def test_error_responses_decode_in_kafka_python() -> None:
    out = C.incremental_alter_configs(incr((TOPIC, "t", [(C.MIN_ISR, SET, "0")])), image(), STATIC)
    theirs = KpIncrementalAlterConfigsResponse.decode(out.incremental_alter_configs_response().encode(1), version=1)
    text = ConfigAdminMixin._alter_configs_process_responses(theirs.responses)["topic"]["t"]
    assert "InvalidConfig" in text and "Value must be at least 1" in text
