"""Configuration: Kafka names and defaults, KAFKA_* environment mapping, and one-line errors for mistakes."""

from __future__ import annotations

from pathlib import Path

import pytest

from kraftpy.metadata.configs import BROKER_CONFIGS
from kraftpy.node.config import (
    ConfigError,
    Endpoint,
    NodeConfig,
    VoterAddress,
    env_to_properties,
    is_known_setting,
    load_config,
    settings_not_acted_on,
)
from kraftpy.node.kafka_broker_configs import KAFKA_BROKER_CONFIGS
from kraftpy.storage.properties import parse_properties

COMBINED = """
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:9093
listeners=PLAINTEXT://127.0.0.1:9092,CONTROLLER://127.0.0.1:9093
controller.listener.names=CONTROLLER
log.dirs=/tmp/kraftpy-a,/tmp/kraftpy-b
"""


def _props(text: str, **extra: str) -> dict[str, str]:
    props = parse_properties(text)
    props.update(extra)
    return props


def _load(tmp_path: Path, text: str = COMBINED, **kw):  # type: ignore[no-untyped-def]
    path = tmp_path / "server.properties"
    path.write_text(text)
    return load_config(path, **kw)


def test_defaults_follow_kafka(tmp_path: Path) -> None:
    c = _load(tmp_path)
    assert c.process_roles == ["broker", "controller"]
    assert c.controller_quorum_voters == [VoterAddress(1, "127.0.0.1", 9093)]
    assert c.listeners == [Endpoint("PLAINTEXT", "127.0.0.1", 9092), Endpoint("CONTROLLER", "127.0.0.1", 9093)]
    assert c.broker_listeners == [Endpoint("PLAINTEXT", "127.0.0.1", 9092)]
    assert c.effective_advertised_listeners == c.broker_listeners
    assert c.data_dirs == ["/tmp/kraftpy-a", "/tmp/kraftpy-b"]
    assert c.metadata_dir == "/tmp/kraftpy-a"
    assert (c.num_partitions, c.default_replication_factor, c.min_insync_replicas) == (1, 1, 1)
    assert c.unclean_leader_election_enable is False and c.auto_leader_rebalance_enable is True
    assert (c.broker_heartbeat_interval_ms, c.broker_session_timeout_ms) == (2000, 9000)
    assert c.replica_lag_time_max_ms == 30000
    assert c.max_request_partition_size_limit == 2000
    assert c.socket_request_max_bytes == 104857600
    assert (c.controller_quorum_election_timeout_ms, c.controller_quorum_fetch_timeout_ms) == (1000, 2000)
    assert (c.controller_quorum_election_backoff_max_ms, c.controller_quorum_request_timeout_ms) == (1000, 2000)
    assert (c.controller_quorum_retry_backoff_ms, c.controller_quorum_append_linger_ms) == (20, 25)
    assert c.listener_security_protocol_map["CONTROLLER"] == "PLAINTEXT"
    assert c.effective_inter_broker_listener_name == "PLAINTEXT"


def test_environment_as_the_official_image_maps_it(tmp_path: Path) -> None:
    env = {
        "KAFKA_NODE_ID": "7",
        "KAFKA_CONTROLLER_QUORUM_VOTERS": "7@127.0.0.1:9093",
        "KAFKA_MIN_INSYNC_REPLICAS": "2",
        "KAFKA_HEAP_OPTS": "-Xmx1G",  # not a setting
        "PATH": "/usr/bin",
    }
    assert env_to_properties({"KAFKA_LISTENER_SECURITY_PROTOCOL_MAP": "x", "KAFKA_A__B___C": "y"}) == {
        "listener.security.protocol.map": "x",
        "a_b-c": "y",
    }
    c = _load(
        tmp_path,
        COMBINED.replace("node.id=1\n", "").replace("controller.quorum.voters=1@127.0.0.1:9093\n", ""),
        environ=env,
    )
    assert c.node_id == 7 and c.min_insync_replicas == 2
    # overrides beat the environment, which beats the file
    c = _load(tmp_path, environ=env, overrides={"min.insync.replicas": "3"})
    assert c.min_insync_replicas == 3 and c.node_id == 7


@pytest.mark.parametrize(
    ("change", "key", "problem"),
    [
        ({"no.such.setting": "1"}, "no.such.setting", "unknown configuration key"),
        ({"node.id": "one"}, "node.id", "integer"),
        ({"node.id": "-1"}, "node.id", "greater than or equal to 0"),
        ({"process.roles": "broker,zookeeper"}, "process.roles", "broker"),
        ({"process.roles": ""}, "process.roles", "must contain"),
        ({"unclean.leader.election.enable": "yes"}, "unclean.leader.election.enable", "true or false"),
        ({"listeners": "PLAINTEXT:/x"}, "listeners", "NAME://host:port"),
        ({"listeners": "PLAINTEXT://:99999,CONTROLLER://:9093"}, "listeners", "invalid port"),
        ({"controller.quorum.voters": "1@nohost"}, "controller.quorum.voters", "host:port"),
        ({"controller.quorum.voters": ""}, "controller.quorum.voters", "cannot find the controllers"),
        ({"controller.quorum.voters": "2@127.0.0.1:9093"}, "controller.quorum.voters", "node.id 1"),
        (
            {"listeners": "PLAINTEXT://127.0.0.1:9092,INTERNAL://127.0.0.1:9094,CONTROLLER://127.0.0.1:9093"},
            "listener.security.protocol.map",
            "INTERNAL",
        ),
        (
            {"listener.security.protocol.map": "PLAINTEXT:KERBEROS,CONTROLLER:PLAINTEXT"},
            "listener.security.protocol.map",
            "supports PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL",
        ),
        (
            {"listener.security.protocol.map": "PLAINTEXT:SSL,CONTROLLER:PLAINTEXT"},
            "ssl.keystore.location",
            "a TLS listener needs a keystore",
        ),
        (
            {
                "listener.security.protocol.map": "PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT",
                "sasl.enabled.mechanisms": "PLAIN,GSSAPI",
            },
            "sasl.enabled.mechanisms",
            "GSSAPI is not supported",
        ),
        (
            {
                "listener.security.protocol.map": "PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT",
                "sasl.enabled.mechanisms": "PLAIN",
            },
            "listener.name.plaintext.plain.sasl.jaas.config",
            "enables PLAIN",
        ),
        (
            {"authorizer.class.name": "kafka.security.authorizer.AclAuthorizer"},
            "authorizer.class.name",
            "is not supported",
        ),
        (
            {
                "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
                "super.users": "admin",
            },
            "super.users",
            "not a principal",
        ),
        ({"controller.listener.names": ""}, "controller.listener.names", "required"),
        ({"listeners": "PLAINTEXT://127.0.0.1:9092"}, "listeners", "controller must listen"),
        ({"inter.broker.listener.name": "EXTERNAL"}, "inter.broker.listener.name", "not one of"),
        ({"broker.session.timeout.ms": "1000"}, "broker.session.timeout.ms", "larger than"),
        ({"kraftpy.metrics.listener": "localhost"}, "kraftpy.metrics.listener", "host:port"),
        ({"max.connections.per.ip": "0"}, "max.connections.per.ip", "only with max.connections.per.ip.overrides"),
    ],
)
def test_mistakes_are_one_line_naming_the_key(tmp_path: Path, change: dict[str, str], key: str, problem: str) -> None:
    text = COMBINED + "".join(f"{k}={v}\n" for k, v in change.items())
    with pytest.raises(ConfigError) as info:
        _load(tmp_path, text)
    assert info.value.key == key
    assert problem in info.value.problem
    assert "\n" not in str(info.value)


def test_broker_without_voters_is_impossible(tmp_path: Path) -> None:
    text = "process.roles=broker\nnode.id=2\ncontroller.listener.names=CONTROLLER\n"
    with pytest.raises(ConfigError, match=r"controller\.quorum\.voters"):
        _load(tmp_path, text)


def test_broker_only_node_must_not_listen_as_controller(tmp_path: Path) -> None:
    text = COMBINED.replace("process.roles=broker,controller", "process.roles=broker")
    with pytest.raises(ConfigError, match="must not listen on controller listener CONTROLLER"):
        _load(tmp_path, text)


def test_kafka_sample_settings_are_accepted_and_reported(tmp_path: Path) -> None:
    warnings: list[str] = []
    config = _load(
        tmp_path,
        COMBINED + "num.network.threads=3\ntransaction.state.log.replication.factor=1\n"
        "offsets.topic.replication.factor=1\ngroup.initial.rebalance.delay.ms=0\n",
        warnings=warnings,
    )
    assert any("num.network.threads" in w for w in warnings)
    assert any("transaction.state.log.replication.factor" in w and "transaction coordinator" in w for w in warnings)
    # the group coordinator's settings are honoured
    assert not any("offsets.topic" in w or "group.initial" in w for w in warnings)
    assert config.catalogue_value("offsets.topic.replication.factor") == 1
    assert config.catalogue_value("group.initial.rebalance.delay.ms") == 0


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "nope.properties")


def test_properties_syntax() -> None:
    props = parse_properties("# c\n! c\na = 1\nb:2\nc 3\nd=x\\\n   y\ne=\\u0041\\t\nf\n")
    assert props == {"a": "1", "b": "2", "c": "3", "d": "xy", "e": "A\t", "f": ""}


def test_catalogue_settings_from_kafkas_sample_file_are_honoured(tmp_path: Path) -> None:
    c = _load(
        tmp_path, COMBINED + "log.retention.hours=48\nlog.segment.bytes=1048576\nauto.create.topics.enable=false\n"
    )
    props = c.as_kafka_properties()
    assert props["log.retention.hours"] == "48" and props["log.segment.bytes"] == "1048576"
    assert props["node.id"] == "1" and props["process.roles"] == "broker,controller"
    assert "num.partitions" not in props  # only what the file set
    with pytest.raises(ConfigError) as info:
        _load(tmp_path, COMBINED + "log.segment.bytes=big\n")
    assert info.value.key == "log.segment.bytes"


def test_request_timeout_is_kafkas_setting(tmp_path: Path) -> None:
    assert _load(tmp_path).catalogue_value("request.timeout.ms") == 30000
    assert _load(tmp_path, COMBINED + "request.timeout.ms=5000\n").catalogue_value("request.timeout.ms") == 5000
    with pytest.raises(ConfigError, match=r"^request\.timeout\.ms: "):
        _load(tmp_path, COMBINED + "request.timeout.ms=0\n")


def test_every_setting_is_described_once_in_the_catalogue() -> None:
    for attr, f in NodeConfig.model_fields.items():
        if attr in ("catalogue_settings", "security_settings"):
            continue
        assert f.description == BROKER_CONFIGS[f.alias or attr].doc, attr


def test_kafka_4_broker_settings_kraftpy_does_not_act_on_are_accepted_and_named(tmp_path: Path) -> None:
    """A server.properties written for Kafka 4.0 starts a node: its settings kraftpy does not act on (Kerberos,
    OAuth, tiered storage, share groups, ...) are accepted with a warning naming each, not refused as unknown."""
    ignored = settings_not_acted_on()
    assert "sasl.kerberos.min.time.before.relogin" in ignored and "remote.log.storage.system.enable" in ignored
    assert "log.retention.hours" not in ignored and "ssl.keystore.location" not in ignored  # acted on
    warnings: list[str] = []
    text = COMBINED + "".join(f"{name}=whatever\n" for name in ignored)
    _load(tmp_path, text, warnings=warnings)
    named = {w.split("=", 1)[0].removeprefix("Ignoring ") for w in warnings}
    assert named == set(ignored)
    assert (
        "Ignoring sasl.kerberos.min.time.before.relogin=whatever: a Kafka broker setting kraftpy does not act on"
        in (warnings)
    )
    # every other name of Kafka's reference is one kraftpy acts on, and a name Kafka 4 does not know stays refused
    assert all(is_known_setting(n) for n in KAFKA_BROKER_CONFIGS if n not in ignored)
    with pytest.raises(ConfigError, match=r"^zookeeper\.connect: unknown configuration key$"):
        _load(tmp_path, COMBINED + "zookeeper.connect=localhost:2181\n")


def test_server_start_help_lists_the_settings_kraftpy_does_not_act_on(capsys: pytest.CaptureFixture[str]) -> None:
    from kraftpy.tools.main import main

    with pytest.raises(SystemExit):
        main(["server", "start", "--help"])
    out = capsys.readouterr().out
    listed = out.split("Kafka 4.0 broker settings kraftpy accepts and does not act on", 1)[1].split()
    assert "sasl.kerberos.min.time.before.relogin" in listed and "group.share.max.size" in listed
    assert "log.retention.hours" not in listed
