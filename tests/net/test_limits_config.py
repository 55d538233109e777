"""The connection-limit, connection-creation-rate and authentication-timeout settings: each bad value stops the
node with one line naming the key; good ones reach the socket server (`kraftpy.node.server.connection_limits`),
with the inter-broker and controller listeners protected. And the sans-IO decisions: counts (`ConnectionQuotas`)
and rates with Kafka's throttle times (`ConnectionRates`)."""

from __future__ import annotations

import math

import pytest

from kraftpy.net.limits import INT_MAX, ConnectionLimits, ConnectionQuotas, ConnectionRates, parse_ip_overrides
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
        ("max.connection.creation.rate", "-1"),
        ("max.connection.creation.rate", "fast"),
        ("max.connection.creation.rate", "2.5"),
        ("max.connection.creation.rate", "3000000000"),
        ("listener.name.plaintext.max.connection.creation.rate", "-1"),
        ("listener.name.internal.max.connection.creation.rate", "often"),
        ("listener.name.internal.max.connection.creation.rate", "2147483648"),
        ("quota.window.num", "0"),
        ("quota.window.num", "eleven"),
        ("quota.window.size.seconds", "0"),
        ("quota.window.size.seconds", "0.5"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_key(key: str, value: str) -> None:
    with pytest.raises(ConfigError) as e:
        config_from_properties({**BASE, key: value})
    text = str(e.value)
    assert "\n" not in text and text.startswith(f"{key}:"), text
    assert "unknown configuration key" not in text  # (the value is wrong, the key is known)


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
            "max.connection.creation.rate": "100",
            "listener.name.internal.max.connection.creation.rate": "40",
            "quota.window.num": "5",
            "quota.window.size.seconds": "2",
        }
    )
    limits = connection_limits(config)
    assert limits.max_connection_creation_rate == 100 and limits.per_listener_creation_rate == {"INTERNAL": 40}
    assert limits.quota_window_num == 5 and limits.quota_window_size_seconds == 2
    # the node's rate applies to the client listener, the inter-broker one has its own, the controller one none
    assert limits.creation_rate_limited("PLAINTEXT") and limits.creation_rate_limited("INTERNAL")
    assert not limits.creation_rate_limited("CONTROLLER")
    assert limits.max_connections == 1000 and limits.max_per_ip == 50
    assert limits.per_ip_overrides == {"127.0.0.1": 200, "10.0.0.7": 0}
    assert limits.per_listener == {"PLAINTEXT": 300}
    assert limits.protected == frozenset({"INTERNAL", "CONTROLLER"})
    assert limits.idle_timeout is None and limits.authentication_timeout is None
    defaults = connection_limits(config_from_properties(BASE))
    assert defaults.max_connections == defaults.max_per_ip == INT_MAX
    assert defaults.idle_ms == 600_000 and defaults.authentication_timeout_ms == 30_000
    assert defaults.max_connection_creation_rate == INT_MAX and defaults.per_listener_creation_rate == {}
    assert (defaults.quota_window_num, defaults.quota_window_size_seconds) == (11, 1)  # Kafka's
    assert not any(defaults.creation_rate_limited(e.name) for e in config.listeners)


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


def test_rates_throttle_as_kafka_computes_it() -> None:
    """Kafka's Rate over quota.window.num windows of quota.window.size.seconds, its throttle time
    ((rate - limit) / limit * window, whole milliseconds, at most one window)."""
    limits = ConnectionLimits(
        max_connection_creation_rate=10,
        per_listener_creation_rate={"P": 4},
        protected=frozenset({"P"}),
        quota_window_num=3,
        quota_window_size_seconds=1,
    )
    r = ConnectionRates(limits, ["A", "P"])
    # a fresh node: measured over at least 2 whole windows, so 20 connections go in at once
    assert [r.accepted("A", 100.0) for _ in range(20)] == [0.0] * 20
    # the 21st: 21 / 2 s = 10.5 a second, (10.5 - 10) / 10 * 2 s = 100 ms
    assert r.accepted("A", 100.0) == 0.1
    # 0.5 s later: 22 / 2.5 s = 8.8 a second, within the limit
    assert r.accepted("A", 100.5) == 0.0
    # a protected listener counts in its own rate only: 8 in 2 s, then (9 / 2 - 4) / 4 * 2 = 250 ms
    assert [r.accepted("P", 100.5) for _ in range(8)] == [0.0] * 8
    assert r.accepted("P", 100.5) == 0.25
    assert r.accepted("A", 100.5) == 0.0  # (23 / 2.5 = 9.2: the 9 of P did not count)
    st = r.stats(100.5)
    assert st["A"]["throttled"] == 1 and st["P"]["throttled"] == 1
    assert st["A"]["throttle_avg"] == st["A"]["throttle_max"] == 0.1
    assert st[""]["accept_rate"] == 23 / 2.5 and st["P"]["accept_rate"] == 9 / 2.0  # (P counts from 100.5)
    # windows older than 3 s are forgotten: a quiet node takes a new burst
    assert [r.accepted("A", 110.0) for _ in range(20)] == [0.0] * 20
    assert math.isnan(r.stats(110.0)["A"]["throttle_avg"])


def test_a_rate_of_zero_holds_each_connection_for_a_window_and_none_is_no_limit() -> None:
    zero = ConnectionRates(ConnectionLimits(max_connection_creation_rate=0, quota_window_size_seconds=2), ["A"])
    assert zero.accepted("A", 5.0) == 2.0  # (Kafka: an infinite throttle time, bounded by the window)
    unlimited = ConnectionRates(ConnectionLimits(), ["A"])
    assert all(unlimited.accepted("A", 5.0) == 0.0 for _ in range(100_000))
    assert unlimited.stats(5.0)["A"]["accept_rate"] == 100_000 / 10.0


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"max_connection_creation_rate": -1}, "max.connection.creation.rate"),
        ({"per_listener_creation_rate": {"CLIENT": -2}}, "listener.name.client.max.connection.creation.rate"),
        ({"quota_window_num": 0}, "quota.window.num"),
        ({"quota_window_size_seconds": 0}, "quota.window.size.seconds"),
    ],
)
def test_limits_built_in_code_name_the_key_of_a_bad_rate(kwargs: dict[str, object], key: str) -> None:
    with pytest.raises(ValueError, match=key.replace(".", r"\.")):
        ConnectionLimits(**kwargs)  # type: ignore[arg-type]
