"""The connection-limit and authentication-timeout settings: each bad value stops the node with one line naming
the key; good ones reach the socket server (`kraftpy.node.server.connection_limits`), with the inter-broker and
controller listeners protected."""

from __future__ import annotations

import pytest

from kraftpy.net.limits import INT_MAX, ConnectionLimits, ConnectionQuotas, parse_ip_overrides
from kraftpy.net.server import resolve_ip_overrides
from kraftpy.node.config import ConfigError, config_from_properties
from kraftpy.node.server import connection_limits

BASE = {
    "process.roles": "broker,controller",
    "node.id": "1",
    "controller.quorum.voters": "1@127.0.0.1:9093",
    "controller.listener.names": "CONTROLLER",
    "listeners": "PLAINTEXT://127.0.0.1:9092,INTERNAL://127.0.0.1:9094,CONTROLLER://127.0.0.1:9093",
    "listener.security.protocol.map": "PLAINTEXT:PLAINTEXT,INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT",
    "inter.broker.listener.name": "INTERNAL",
    "log.dirs": "/tmp/kraftpy-limits-test",
}


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("connections.max.idle.ms", "soon"),
        ("connections.max.idle.ms", "-2"),
        ("max.connections", "-1"),
        ("max.connections", "lots"),
        ("max.connections.per.ip", "-5"),
        ("max.connections.per.ip.overrides", "127.0.0.1"),
        ("max.connections.per.ip.overrides", "127.0.0.1:ten"),
        ("max.connections.per.ip.overrides", "a:1,b:-1"),
        ("kraftpy.connections.authentication.timeout.ms", "-1"),
        ("kraftpy.connections.authentication.timeout.ms", "1.5"),
        ("kraftpy.queued.max.unauthenticated.request.bytes", "0"),
        ("listener.name.plaintext.max.connections", "-3"),
        ("listener.name.plaintext.max.connections", "many"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_key(key: str, value: str) -> None:
    with pytest.raises(ConfigError) as e:
        config_from_properties({**BASE, key: value})
    text = str(e.value)
    assert "\n" not in text and text.startswith(f"{key}:"), text


def test_good_values_reach_the_socket_server() -> None:
    config = config_from_properties(
        {
            **BASE,
            "max.connections": "1000",
            "max.connections.per.ip": "50",
            "max.connections.per.ip.overrides": "127.0.0.1:200, 10.0.0.7:0",
            "listener.name.plaintext.max.connections": "300",
            "connections.max.idle.ms": "-1",
            "kraftpy.connections.authentication.timeout.ms": "0",
        }
    )
    limits = connection_limits(config)
    assert limits.max_connections == 1000 and limits.max_per_ip == 50
    assert limits.per_ip_overrides == {"127.0.0.1": 200, "10.0.0.7": 0}
    assert limits.per_listener == {"PLAINTEXT": 300}
    assert limits.protected == frozenset({"INTERNAL", "CONTROLLER"})
    assert limits.idle_timeout is None and limits.authentication_timeout is None
    defaults = connection_limits(config_from_properties(BASE))
    assert defaults.max_connections == defaults.max_per_ip == INT_MAX
    assert defaults.idle_ms == 600_000 and defaults.authentication_timeout_ms == 30_000


def test_overrides_parse_and_resolve() -> None:
    assert parse_ip_overrides(" a:1 ,[::1]:5,fe80::2:7, ") == {"a": 1, "::1": 5, "fe80::2": 7}
    with pytest.raises(ValueError, match="host:count"):
        parse_ip_overrides("nohost")
    resolved = resolve_ip_overrides({"localhost": 3, "10.1.2.3": 4})
    assert resolved["127.0.0.1"] == 3 and resolved["10.1.2.3"] == 4
    with pytest.raises(ValueError, match=r"max\.connections\.per\.ip\.overrides"):
        resolve_ip_overrides({"no-such-host.invalid": 1})


def test_quotas_count_and_refuse() -> None:
    q = ConnectionQuotas(
        ConnectionLimits(max_connections=3, max_per_ip=2, per_listener={"A": 2}, protected=frozenset({"P"})),
        ["A", "B", "P"],
    )
    assert q.admit("A", "1.1.1.1") == (None, False)
    assert q.admit("A", "1.1.1.1") == (None, False)
    assert q.admit("A", "2.2.2.2") == ("listener.max.connections", False)
    assert q.admit("B", "1.1.1.1") == ("max.connections.per.ip", False)
    assert q.admit("B", "2.2.2.2") == (None, False)
    assert q.admit("B", "3.3.3.3") == ("max.connections", False)
    assert q.admit("P", "4.4.4.4") == (None, True)  # protected: in, and room is to be made
    q.release("A", "1.1.1.1")
    q.release("A", "1.1.1.1")
    assert q.by_ip == {"2.2.2.2": 1, "4.4.4.4": 1} and q.total == 2
