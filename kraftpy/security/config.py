"""The security settings of a node, by Kafka's names, and what they make: TLS contexts, SASL settings per listener,
the client side of inter-node connections, the authorizer.

Settings (Kafka's names; a listener-specific `listener.name.<listener lower case>.<setting>` wins over the plain
one, and `listener.name.<listener>.<mechanism lower case>.sasl.jaas.config` holds a mechanism's JAAS config):

| setting | default | meaning |
|---|---|---|
| `ssl.keystore.*`, `ssl.truststore.*`, `ssl.key.password`, `ssl.client.auth`, `ssl.enabled.protocols`, `ssl.cipher.suites`, `ssl.endpoint.identification.algorithm` | see `kraftpy.security.tls` | TLS of SSL and SASL_SSL listeners, and of this node's connections to them |
| `sasl.enabled.mechanisms` | GSSAPI (Kafka's default, not supported: set it) | mechanisms a SASL listener offers: PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 |
| `sasl.mechanism.inter.broker.protocol`, `sasl.mechanism.controller.protocol` | GSSAPI (likewise) | what this node uses on a SASL inter-broker / controller listener |
| `sasl.server.max.receive.size` | 524288 | the largest frame read before authentication |
| `connections.max.reauth.ms` | 0 | SASL session lifetime (0: none); at its end a connection that did not re-authenticate is closed |
| `listener.name.<listener>.max.connections` | none | connections of one listener; more are closed at once (`kraftpy.net.limits`) |
| `listener.name.<listener>.max.connection.creation.rate` | none | connections one listener accepts a second; beyond it acceptance waits (`kraftpy.net.limits`) |
| `authorizer.class.name` | empty (no authorization) | `org.apache.kafka.metadata.authorizer.StandardAuthorizer` enables ACLs |
| `super.users` | empty | `User:a;User:b`: principals allowed everything |
| `allow.everyone.if.no.acl.found` | false | allow what no ACL covers |
"""

from __future__ import annotations

import ssl
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from .acl import Authorizer
from .sasl import (
    DEFAULT_MAX_RECEIVE_SIZE,
    PLAIN_MODULE,
    SCRAM_MODULE,
    SUPPORTED_MECHANISMS,
    SaslConfigError,
    client_credentials,
    parse_jaas,
)
from .tls import PrincipalMapper, TlsConfigError, client_context, principal_mapper, server_context

__all__ = [
    "STANDARD_AUTHORIZER",
    "ClientSecurity",
    "SecurityConfigError",
    "SecuritySettings",
    "is_security_key",
]

STANDARD_AUTHORIZER = "org.apache.kafka.metadata.authorizer.StandardAuthorizer"
TLS_PROTOCOLS = frozenset({"SSL", "SASL_SSL"})
SASL_PROTOCOLS = frozenset({"SASL_PLAINTEXT", "SASL_SSL"})
SECURITY_PROTOCOLS = frozenset({"PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"})

_T = TypeVar("_T")

_KEYS = frozenset(
    {
        "super.users",
        "authorizer.class.name",
        "allow.everyone.if.no.acl.found",
        "connections.max.reauth.ms",
        "sasl.enabled.mechanisms",
        "sasl.mechanism.inter.broker.protocol",
        "sasl.mechanism.controller.protocol",
        "sasl.server.max.receive.size",
        "sasl.jaas.config",
    }
)
_SSL_KEYS = frozenset(
    {
        "ssl.keystore.type",
        "ssl.keystore.location",
        "ssl.keystore.password",
        "ssl.key.password",
        "ssl.keystore.certificate.chain",
        "ssl.keystore.key",
        "ssl.truststore.type",
        "ssl.truststore.location",
        "ssl.truststore.password",
        "ssl.truststore.certificates",
        "ssl.client.auth",
        "ssl.enabled.protocols",
        "ssl.protocol",
        "ssl.cipher.suites",
        "ssl.endpoint.identification.algorithm",
        "ssl.principal.mapping.rules",
    }
)
_LISTENER_KEYS = _SSL_KEYS | {
    "sasl.enabled.mechanisms",
    "sasl.server.max.receive.size",
    "connections.max.reauth.ms",
    "max.connections",  # listener.name.<listener>.max.connections only (max.connections is a broker config)
    "max.connection.creation.rate",  # likewise
}
#: values never shown in logs or tool output
SENSITIVE = frozenset(
    {"ssl.keystore.password", "ssl.key.password", "ssl.truststore.password", "ssl.keystore.key", "sasl.jaas.config"}
)


class SecurityConfigError(Exception):
    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"{key}: {problem}")


def is_security_key(key: str) -> bool:
    """Whether a setting belongs to the security settings (kept apart from the broker config catalogue)."""
    if key in _KEYS or key in _SSL_KEYS:
        return True
    if key.startswith("listener.name."):
        rest = key[len("listener.name.") :].split(".", 1)
        if len(rest) != 2:
            return False
        tail = rest[1]
        if tail in _LISTENER_KEYS:
            return True
        mech, _, setting = tail.partition(".")
        return setting == "sasl.jaas.config" and bool(mech)
    return False


@dataclass(frozen=True, slots=True)
class ClientSecurity:
    """How this node (or a tool) connects to a listener: TLS context (None: plaintext), SASL mechanism and
    credentials (None: no SASL)."""

    protocol: str = "PLAINTEXT"
    ssl_context: ssl.SSLContext | None = None
    sasl_mechanism: str | None = None
    username: str = ""
    password: str = field(default="", repr=False)


@dataclass(frozen=True, slots=True)
class SaslListener:
    mechanisms: tuple[str, ...]
    plain_users: Mapping[str, str]
    max_receive_size: int
    reauth_ms: int


def _int(key: str, text: str, low: int = 0) -> int:
    try:
        v = int(text.strip())
    except ValueError:
        raise SecurityConfigError(key, f"expected an integer, got {text!r}") from None
    if v < low:
        raise SecurityConfigError(key, f"must be at least {low}")
    return v


class SecuritySettings:
    """The security settings of one node (or of a tool's --command-config)."""

    def __init__(self, raw: Mapping[str, str], protocol_map: Mapping[str, str] | None = None) -> None:
        self.raw = dict(raw)
        self.protocol_map = dict(protocol_map or {})

    def get(self, key: str, listener: str | None = None, default: str | None = None) -> str | None:
        if listener is not None:
            v = self.raw.get(f"listener.name.{listener.lower()}.{key}")
            if v is not None:
                return v
        return self.raw.get(key, default)

    def listener_props(self, listener: str | None) -> dict[str, str]:
        """The ssl.* settings of a listener (listener-specific ones over the plain ones)."""
        out = {k: v for k, v in self.raw.items() if k in _SSL_KEYS}
        if listener is not None:
            prefix = f"listener.name.{listener.lower()}."
            for k, v in self.raw.items():
                if k.startswith(prefix) and k[len(prefix) :] in _SSL_KEYS:
                    out[k[len(prefix) :]] = v
        return out

    # -- server side ---------------------------------------------------------------------------------------------

    def protocol(self, listener: str) -> str:
        return self.protocol_map.get(listener, "PLAINTEXT")

    def _listener_tls(self, listener: str, build: Callable[[dict[str, str]], _T]) -> _T | None:
        """`build` over the ssl.* settings of a TLS listener (None on the others); a setting `build` refuses is
        named with the key it was read from (the listener-specific one when that is set)."""
        if self.protocol(listener) not in TLS_PROTOCOLS:
            return None
        try:
            return build(self.listener_props(listener))
        except TlsConfigError as e:
            raise SecurityConfigError(self._listener_key(listener, e.key), e.problem) from None

    def server_tls(self, listener: str) -> ssl.SSLContext | None:
        return self._listener_tls(listener, server_context)

    def principal_mapper(self, listener: str) -> PrincipalMapper | None:
        """`ssl.principal.mapping.rules` of a TLS listener (None on the others); names client certificates on SSL
        listeners (on SASL_SSL ones SASL names the principal, but the rules are checked all the same, as Kafka)."""
        return self._listener_tls(listener, principal_mapper)

    def _listener_key(self, listener: str, key: str) -> str:
        specific = f"listener.name.{listener.lower()}.{key}"
        return specific if specific in self.raw else key

    def mechanisms(self, listener: str) -> tuple[str, ...]:
        text = self.get("sasl.enabled.mechanisms", listener, "GSSAPI") or ""
        mechs = tuple(m.strip().upper() for m in text.split(",") if m.strip())
        key = self._listener_key(listener, "sasl.enabled.mechanisms")
        if not mechs:
            raise SecurityConfigError(key, f"listener {listener} uses SASL but enables no mechanism")
        for m in mechs:
            if m not in SUPPORTED_MECHANISMS:
                raise SecurityConfigError(key, f"{m} is not supported (supported: {', '.join(SUPPORTED_MECHANISMS)})")
        return mechs

    def jaas(self, listener: str, mechanism: str) -> tuple[str, dict[str, str]] | None:
        key = f"listener.name.{listener.lower()}.{mechanism.lower()}.sasl.jaas.config"
        text = self.raw.get(key)
        if text is None:
            return None
        try:
            j = parse_jaas(key, text)
        except SaslConfigError as e:
            raise SecurityConfigError(e.key, str(e).split(": ", 1)[1]) from None
        expected = PLAIN_MODULE if mechanism == "PLAIN" else SCRAM_MODULE
        if j.module != expected:
            raise SecurityConfigError(key, f"expected login module {expected}, got {j.module}")
        return key, dict(j.options)

    def sasl_listener(self, listener: str) -> SaslListener | None:
        if self.protocol(listener) not in SASL_PROTOCOLS:
            return None
        mechs = self.mechanisms(listener)
        users: dict[str, str] = {}
        if "PLAIN" in mechs:
            found = self.jaas(listener, "PLAIN")
            if found is None:
                raise SecurityConfigError(
                    f"listener.name.{listener.lower()}.plain.sasl.jaas.config",
                    f'listener {listener} enables PLAIN but has no JAAS config with its users (user_<name>="...")',
                )
            users = {k[5:]: v for k, v in found[1].items() if k.startswith("user_")}
        max_receive = _int(
            "sasl.server.max.receive.size",
            self.get("sasl.server.max.receive.size", listener, str(DEFAULT_MAX_RECEIVE_SIZE)) or "0",
            1,
        )
        reauth = _int("connections.max.reauth.ms", self.get("connections.max.reauth.ms", listener, "0") or "0")
        return SaslListener(mechs, users, max_receive, reauth)

    def listener_max_connections(self, listener: str) -> int | None:
        """`listener.name.<listener>.max.connections` (None: not set)."""
        key = f"listener.name.{listener.lower()}.max.connections"
        text = self.raw.get(key)
        return None if text is None else _int(key, text)

    def listener_max_connection_creation_rate(self, listener: str) -> int | None:
        """`listener.name.<listener>.max.connection.creation.rate` (None: not set)."""
        key = f"listener.name.{listener.lower()}.max.connection.creation.rate"
        text = self.raw.get(key)
        if text is None:
            return None
        rate = _int(key, text)
        if rate > 2147483647:  # (a Java int, as Kafka reads it)
            raise SecurityConfigError(key, "must be at most 2147483647")
        return rate

    def authorizer(self) -> Authorizer | None:
        name = (self.raw.get("authorizer.class.name") or "").strip()
        if not name:
            return None
        if name != STANDARD_AUTHORIZER:
            raise SecurityConfigError("authorizer.class.name", f"{name} is not supported (only {STANDARD_AUTHORIZER})")
        supers = [p.strip() for p in (self.raw.get("super.users") or "").split(";") if p.strip()]
        for p in supers:
            if ":" not in p:
                raise SecurityConfigError("super.users", f"{p!r} is not a principal (Type:name)")
        allow = (self.raw.get("allow.everyone.if.no.acl.found") or "false").strip().lower()
        if allow not in ("true", "false"):
            raise SecurityConfigError("allow.everyone.if.no.acl.found", f"expected true or false, got {allow!r}")
        return Authorizer(supers, allow == "true")

    # -- client side ---------------------------------------------------------------------------------------------

    def client_for(self, listener: str, mechanism_key: str) -> ClientSecurity:
        """How this node connects to `listener` of another node (inter-broker or controller listener); the SASL
        mechanism comes from `mechanism_key` (sasl.mechanism.inter.broker.protocol or
        sasl.mechanism.controller.protocol) and the credentials from the listener's JAAS config."""
        protocol = self.protocol(listener)
        ctx = self._listener_tls(listener, client_context)
        if protocol not in SASL_PROTOCOLS:
            return ClientSecurity(protocol, ctx)
        mech = (self.raw.get(mechanism_key) or "GSSAPI").strip().upper()
        if mech not in SUPPORTED_MECHANISMS:
            raise SecurityConfigError(
                mechanism_key, f"{mech} is not supported (supported: {', '.join(SUPPORTED_MECHANISMS)})"
            )
        found = self.jaas(listener, mech)
        if found is None or "username" not in found[1] or "password" not in found[1]:
            raise SecurityConfigError(
                f"listener.name.{listener.lower()}.{mech.lower()}.sasl.jaas.config",
                f"needs username and password: the credentials this node uses on listener {listener}",
            )
        return ClientSecurity(protocol, ctx, mech, found[1]["username"], found[1]["password"])

    def validate(self, listeners: list[str], inter_broker: str | None, controller: str | None) -> None:
        """Build everything once, so that a bad setting stops the node at start-up with one line."""
        for name in listeners:
            self.principal_mapper(name)
            self.server_tls(name)
            self.sasl_listener(name)
            self.listener_max_connections(name)
            self.listener_max_connection_creation_rate(name)
        if inter_broker is not None:
            self.client_for(inter_broker, "sasl.mechanism.inter.broker.protocol")
        if controller is not None:
            self.client_for(controller, "sasl.mechanism.controller.protocol")
        self.authorizer()
        _int("connections.max.reauth.ms", self.raw.get("connections.max.reauth.ms", "0"))


def inter_node_security(
    settings: SecuritySettings, controller_listener: str | None, inter_broker_listener: str | None
) -> dict[str, ClientSecurity]:
    """listener name -> how this node connects to other nodes' controller / inter-broker listener."""
    out: dict[str, ClientSecurity] = {}
    if controller_listener is not None:
        out[controller_listener] = settings.client_for(controller_listener, "sasl.mechanism.controller.protocol")
    if inter_broker_listener is not None and inter_broker_listener not in out:
        out[inter_broker_listener] = settings.client_for(inter_broker_listener, "sasl.mechanism.inter.broker.protocol")
    return out


def client_security(props: Mapping[str, str]) -> ClientSecurity:
    """A client's settings (a tool's --command-config, Kafka's client names): security.protocol, ssl.*,
    sasl.mechanism, sasl.jaas.config (or sasl.username / sasl.password)."""
    protocol = (props.get("security.protocol") or "PLAINTEXT").strip().upper()
    if protocol not in SECURITY_PROTOCOLS:
        raise SecurityConfigError("security.protocol", f"unknown protocol {protocol!r}")
    ctx = None
    if protocol in TLS_PROTOCOLS:
        try:
            ctx = client_context({k: v for k, v in props.items() if k.startswith("ssl.")})
        except TlsConfigError as e:
            raise SecurityConfigError(e.key, str(e).split(": ", 1)[1]) from None
    if protocol not in SASL_PROTOCOLS:
        return ClientSecurity(protocol, ctx)
    mech = (props.get("sasl.mechanism") or "GSSAPI").strip().upper()
    if mech not in SUPPORTED_MECHANISMS:
        raise SecurityConfigError("sasl.mechanism", f"{mech} is not supported ({', '.join(SUPPORTED_MECHANISMS)})")
    try:
        user, password = client_credentials(props)
    except SaslConfigError as e:
        raise SecurityConfigError(e.key, str(e).split(": ", 1)[1]) from None
    return ClientSecurity(protocol, ctx, mech, user, password)
