"""Group configs (GROUP resources, KIP-848) as Kafka 4.0 defines them: IncrementalAlterConfigs and AlterConfigs
validate them against the broker's group settings and write ConfigRecords of resource type GROUP; DescribeConfigs
lists every group config with its source."""

from __future__ import annotations

from typing import Any

import pytest

from kraftpy.metadata import configs as C
from kraftpy.metadata.image import MetadataImage, replay_records
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_configs import AlterConfigsRequest
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest
from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest as IR

GROUP = 32
SET, DELETE, APPEND = C.AlterOp.SET, C.AlterOp.DELETE, C.AlterOp.APPEND
STATIC = {"node.id": "1", "process.roles": "broker,controller"}
WIDE = {**STATIC, "group.consumer.min.session.timeout.ms": "1000", "group.consumer.min.heartbeat.interval.ms": "100"}


def alter(img: MetadataImage, group: str, ops: list[tuple[str, int, str | None]], static: Any = STATIC) -> Any:
    req = IR(
        resources=[
            IR.AlterConfigsResource(
                resource_type=GROUP,
                resource_name=group,
                configs=[IR.AlterableConfig(name=n, config_operation=int(op), value=v) for n, op, v in ops],
            )
        ]
    )
    out = C.incremental_alter_configs(req, img, static)
    assert len(out.resources) == 1
    return out.resources[0]


def test_a_group_config_is_a_config_record_of_resource_type_group() -> None:
    img = replay_records([])
    res = alter(img, "cg", [("consumer.session.timeout.ms", SET, "50000")])
    assert res.ok
    assert list(res.records) == [
        mr.ConfigRecord(resource_type=GROUP, resource_name="cg", name="consumer.session.timeout.ms", value="50000")
    ]
    img = replay_records(list(res.records), img)
    assert img.configs[(GROUP, "cg")] == {"consumer.session.timeout.ms": "50000"}
    res = alter(img, "cg", [("consumer.session.timeout.ms", DELETE, None)])
    assert [r.value for r in res.records] == [None]


@pytest.mark.parametrize(
    ("ops", "static", "message"),
    [
        (
            [("consumer.session.timeout.ms", SET, "10000")],
            STATIC,
            "consumer.session.timeout.ms must be greater than or equal to group.consumer.min.session.timeout.ms",
        ),
        (
            [("consumer.session.timeout.ms", SET, "70000")],
            STATIC,
            "consumer.session.timeout.ms must be less than or equal to group.consumer.max.session.timeout.ms",
        ),
        (
            [("consumer.heartbeat.interval.ms", SET, "16000")],
            STATIC,
            "consumer.heartbeat.interval.ms must be less than or equal to group.consumer.max.heartbeat.interval.ms",
        ),
        (
            [("consumer.session.timeout.ms", SET, "2000"), ("consumer.heartbeat.interval.ms", SET, "2000")],
            WIDE,
            "consumer.session.timeout.ms must be greater than consumer.heartbeat.interval.ms",
        ),
        ([("consumer.session.timeout.ms", SET, "soon")], STATIC, "Invalid value soon for configuration"),
        ([("session.timeout.ms", SET, "50000")], STATIC, "Unknown group config name: session.timeout.ms"),
        ([("share.auto.offset.reset", SET, "middle")], STATIC, "Invalid value middle for configuration"),
        (
            [("consumer.session.timeout.ms", APPEND, "1")],
            STATIC,
            "Config value append is not allowed for config key: consumer.session.timeout.ms",
        ),
    ],
)
def test_bad_group_configs_are_invalid_config(ops: Any, static: Any, message: str) -> None:
    res = alter(replay_records([]), "cg", ops, static)
    assert res.error is ErrorCode.INVALID_CONFIG and res.message.startswith(message), res.message
    assert res.records == ()


def test_the_bounds_are_the_brokers_settings() -> None:
    ops = [("consumer.session.timeout.ms", SET, "2000"), ("consumer.heartbeat.interval.ms", SET, "500")]
    res = alter(replay_records([]), "cg", ops, WIDE)
    assert res.ok and [r.value for r in res.records] == ["2000", "500"]


def test_an_empty_group_name_is_refused_and_legacy_alter_configs_replaces_the_set() -> None:
    assert alter(replay_records([]), "", [("consumer.session.timeout.ms", SET, "50000")]).error is (
        ErrorCode.INVALID_REQUEST
    )
    img = replay_records(
        [mr.ConfigRecord(resource_type=GROUP, resource_name="g", name="consumer.session.timeout.ms", value="50000")]
    )
    R = AlterConfigsRequest
    req = R(
        resources=[
            R.AlterConfigsResource(
                resource_type=GROUP,
                resource_name="g",
                configs=[R.AlterableConfig(name="consumer.heartbeat.interval.ms", value="6000")],
            )
        ]
    )
    out = C.alter_configs(req, img, STATIC)
    assert {(r.name, r.value) for r in out.records} == {
        ("consumer.heartbeat.interval.ms", "6000"),
        ("consumer.session.timeout.ms", None),
    }


def test_describe_configs_of_a_group() -> None:
    img = replay_records(
        [mr.ConfigRecord(resource_type=GROUP, resource_name="cg", name="consumer.session.timeout.ms", value="50000")]
    )
    R = DescribeConfigsRequest
    req = R(resources=[R.DescribeConfigsResource(resource_type=GROUP, resource_name="cg", configuration_keys=None)])
    result = C.describe_configs(req, img, {**STATIC, "group.consumer.heartbeat.interval.ms": "6000"}, 1).results[0]
    got = {c.name: (c.value, c.config_source, c.read_only) for c in result.configs}
    assert result.error_code == 0 and set(got) == set(C.GROUP_CONFIGS)
    assert got["consumer.session.timeout.ms"] == ("50000", 8, False)  # GROUP_CONFIG
    assert got["consumer.heartbeat.interval.ms"] == ("6000", 5, False)  # the broker's setting, DEFAULT_CONFIG
    assert got["share.auto.offset.reset"] == ("latest", 5, False)
