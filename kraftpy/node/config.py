"""Node configuration: Kafka's `server.properties` names and defaults, modelled with pydantic.

Sources, later ones winning: the properties file, `KAFKA_*` environment variables (mapped as the official Kafka
container image maps them: `KAFKA_NODE_ID` -> `node.id`, `__` -> `_`, `___` -> `-`), then `--override key=value`
arguments. An unknown key, a bad value or an impossible combination raises `ConfigError`, whose message is one line
naming the key and the problem.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, field_validator

from kraftpy.metadata.configs import BROKER_CONFIGS, ConfigValueError
from kraftpy.metrics.http import LISTENER, MetricsConfigError, MetricsEndpoint, endpoint_from_settings
from kraftpy.node.kafka_broker_configs import KAFKA_BROKER_CONFIGS, not_acted_on
from kraftpy.raft.voters import Endpoint
from kraftpy.security.config import SecurityConfigError, SecuritySettings, is_security_key
from kraftpy.storage.properties import PropertiesError, parse_properties

__all__ = [
    "ConfigError",
    "Endpoint",
    "NodeConfig",
    "VoterAddress",
    "describe_settings",
    "env_to_properties",
    "load_config",
]


class ConfigError(Exception):
    """A configuration mistake; `str()` is one line naming the key."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"{key}: {problem}" if key else problem)


# -- value types --------------------------------------------------------------------------------------------------


# A listener, `NAME://host:port` (an empty host means every interface), is a raft `Endpoint`: the same value the
# quorum publishes for its voters.


@dataclass(frozen=True, slots=True)
class VoterAddress:
    """An entry of `controller.quorum.voters` (`id@host:port`): a static voter's id and where to reach it, without a
    listener name (the quorum's `Voter` gets one from controller.listener.names, and a directory id)."""

    node_id: int
    host: str
    port: int


def _split_list(v: Any) -> Any:
    if isinstance(v, str):
        return [item.strip() for item in v.split(",") if item.strip()]
    return v


def _parse_port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise ValueError(f"invalid port {text!r}")
    return int(text)


def _parse_host_port(text: str) -> tuple[str, int]:
    m = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\]:(\d+)|([^:\[\]]*):(\d+)", text)
    if not m:
        raise ValueError(f"expected host:port, got {text!r}")
    host = m.group(1) if m.group(1) is not None else m.group(3)
    port = _parse_port(m.group(2) or m.group(4))
    return host, port


def _parse_endpoints(v: Any) -> Any:
    if not isinstance(v, list):
        return v
    out = []
    for item in v:
        if isinstance(item, Endpoint):
            out.append(item)
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)://(.*)", item)
        if not m:
            raise ValueError(f"expected NAME://host:port, got {item!r}")
        host, port = _parse_host_port(m.group(2))
        out.append(Endpoint(m.group(1).upper(), host, port))
    return out


def _parse_voters(v: Any) -> Any:
    if not isinstance(v, list):
        return v
    out = []
    for item in v:
        if isinstance(item, VoterAddress):
            out.append(item)
            continue
        m = re.fullmatch(r"(\d+)@(.+)", item)
        if not m:
            raise ValueError(f"expected id@host:port, got {item!r}")
        host, port = _parse_host_port(m.group(2))
        out.append(VoterAddress(int(m.group(1)), host, port))
    return out


def _parse_bootstrap(v: Any) -> Any:
    if not isinstance(v, list):
        return v
    return [item if isinstance(item, tuple) else _parse_host_port(item) for item in v]


def _parse_protocol_map(v: Any) -> Any:
    if not isinstance(v, list):
        return v
    out: dict[str, str] = {}
    for item in v:
        name, sep, proto = item.partition(":")
        if not sep or not name or not proto:
            raise ValueError(f"expected NAME:PROTOCOL, got {item!r}")
        out[name.strip().upper()] = proto.strip().upper()
    return out


def _parse_bool(v: Any) -> Any:
    if isinstance(v, str):
        low = v.strip().lower()
        if low in ("true", "false"):
            return low == "true"
        raise ValueError(f"expected true or false, got {v!r}")
    return v


StrList = Annotated[list[str], BeforeValidator(_split_list)]
Endpoints = Annotated[list[Endpoint], BeforeValidator(_parse_endpoints), BeforeValidator(_split_list)]
Voters = Annotated[list[VoterAddress], BeforeValidator(_parse_voters), BeforeValidator(_split_list)]
Bootstrap = Annotated[list[tuple[str, int]], BeforeValidator(_parse_bootstrap), BeforeValidator(_split_list)]
ProtocolMap = Annotated[dict[str, str], BeforeValidator(_parse_protocol_map), BeforeValidator(_split_list)]
Bool = Annotated[bool, BeforeValidator(_parse_bool)]
Role = Literal["broker", "controller"]
Roles = Annotated[list[Role], BeforeValidator(_split_list)]
PositiveInt = Annotated[int, Field(ge=1)]
NonNegativeInt = Annotated[int, Field(ge=0)]

SUPPORTED_PROTOCOLS = ("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL")

# Kafka settings that tune the JVM broker or features kraftpy does not have yet: accepted so that Kafka's sample
# server.properties works unchanged, and reported at start-up as ignored, with the reason.
IGNORED_SETTINGS: dict[str, str] = {
    "num.network.threads": "kraftpy serves connections on one asyncio event loop",
    "num.io.threads": "kraftpy handles requests on one asyncio event loop",
    "num.recovery.threads.per.data.dir": "log recovery runs in the node process",
    "socket.send.buffer.bytes": "the operating system's socket buffer defaults are used",
    "socket.receive.buffer.bytes": "the operating system's socket buffer defaults are used",
    "transaction.state.log.replication.factor": "kraftpy has no transaction coordinator yet",
    "transaction.state.log.min.isr": "kraftpy has no transaction coordinator yet",
    "share.coordinator.state.topic.replication.factor": "kraftpy has no share groups",
    "share.coordinator.state.topic.min.isr": "kraftpy has no share groups",
}


def _catalogued(name: str, *, required: bool = False) -> Any:
    """A field for the setting `name` of the configuration catalogue (`BROKER_CONFIGS`), which defines its Kafka
    name, description and default once: the field's type only adds how NodeConfig parses and checks the value. The
    default is the catalogue's, validated like a configured value (`listeners`' text becomes endpoints); a list
    default is kept as a list. A required setting has no default here (the catalogue's is what DescribeConfigs
    shows when it is not set)."""
    key = BROKER_CONFIGS[name]
    if required:
        return Field(..., alias=name, description=key.doc)
    default = list(key.default) if isinstance(key.default, tuple) else key.default
    return Field(default, alias=name, description=key.doc, validate_default=True)


class NodeConfig(BaseModel):
    """Every setting a kraftpy node honours, by its Kafka name (attribute = name with `.` -> `_`). Names, defaults
    and descriptions come from the configuration catalogue (`_catalogued`); the types add parsing and checks."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)

    # roles and identity
    process_roles: Roles = _catalogued("process.roles", required=True)
    node_id: NonNegativeInt = _catalogued("node.id", required=True)
    # quorum
    controller_quorum_voters: Voters = _catalogued("controller.quorum.voters")
    controller_quorum_bootstrap_servers: Bootstrap = _catalogued("controller.quorum.bootstrap.servers")
    controller_listener_names: StrList = _catalogued("controller.listener.names")
    controller_quorum_election_timeout_ms: PositiveInt = _catalogued("controller.quorum.election.timeout.ms")
    controller_quorum_fetch_timeout_ms: PositiveInt = _catalogued("controller.quorum.fetch.timeout.ms")
    controller_quorum_election_backoff_max_ms: PositiveInt = _catalogued("controller.quorum.election.backoff.max.ms")
    controller_quorum_request_timeout_ms: PositiveInt = _catalogued("controller.quorum.request.timeout.ms")
    controller_quorum_retry_backoff_ms: NonNegativeInt = _catalogued("controller.quorum.retry.backoff.ms")
    controller_quorum_append_linger_ms: NonNegativeInt = _catalogued("controller.quorum.append.linger.ms")
    metadata_max_idle_interval_ms: NonNegativeInt = _catalogued("metadata.max.idle.interval.ms")
    # network
    listeners: Endpoints = _catalogued("listeners")
    advertised_listeners: Endpoints | None = _catalogued("advertised.listeners")
    listener_security_protocol_map: ProtocolMap = _catalogued("listener.security.protocol.map")
    inter_broker_listener_name: str | None = _catalogued("inter.broker.listener.name")
    socket_request_max_bytes: PositiveInt = _catalogued("socket.request.max.bytes")
    # storage
    log_dirs: StrList | None = _catalogued("log.dirs")
    log_dir: str = _catalogued("log.dir")
    metadata_log_dir: str | None = _catalogued("metadata.log.dir")
    # topics and replication
    num_partitions: PositiveInt = _catalogued("num.partitions")
    auto_create_topics_enable: Bool = _catalogued("auto.create.topics.enable")
    broker_rack: str | None = _catalogued("broker.rack")
    eligible_leader_replicas_enabled: Bool = _catalogued("eligible.leader.replicas.enabled")
    default_replication_factor: PositiveInt = _catalogued("default.replication.factor")
    min_insync_replicas: PositiveInt = _catalogued("min.insync.replicas")
    unclean_leader_election_enable: Bool = _catalogued("unclean.leader.election.enable")
    auto_leader_rebalance_enable: Bool = _catalogued("auto.leader.rebalance.enable")
    leader_imbalance_check_interval_seconds: PositiveInt = _catalogued("leader.imbalance.check.interval.seconds")
    broker_heartbeat_interval_ms: PositiveInt = _catalogued("broker.heartbeat.interval.ms")
    broker_session_timeout_ms: PositiveInt = _catalogued("broker.session.timeout.ms")
    replica_lag_time_max_ms: PositiveInt = _catalogued("replica.lag.time.max.ms")
    max_request_partition_size_limit: PositiveInt = _catalogued("max.request.partition.size.limit")
    # kraftpy's own
    metrics_listener: str = _catalogued("kraftpy.metrics.listener")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = _catalogued("kraftpy.log.level")
    controller_quorum_demote_on_shutdown: Bool = _catalogued("kraftpy.controller.quorum.demote.on.shutdown")
    # Other broker settings of the configuration catalogue (kraftpy.metadata.configs.BROKER_CONFIGS), e.g.
    # log.retention.hours or log.segment.bytes: validated there, kept as text, and used as static defaults.
    catalogue_settings: dict[str, str] = Field(default_factory=dict, exclude=True)
    # TLS, SASL and authorizer settings by Kafka name (ssl.*, sasl.*, listener.name.<l>.*, super.users, ...): see
    # kraftpy.security.config; kept apart because they hold secrets and listener-specific names
    security_settings: dict[str, str] = Field(default_factory=dict, exclude=True)

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper(cls, v: Any) -> Any:
        if isinstance(v, str):
            v = v.strip().upper()
            return "WARNING" if v == "WARN" else v
        return v

    # -- derived values ------------------------------------------------------------------------------------------

    def as_kafka_properties(self) -> dict[str, str]:
        """The settings given in the configuration (not defaults), by Kafka name, in property syntax."""
        out: dict[str, str] = {}
        for attr in sorted(self.model_fields_set):
            if attr in ("catalogue_settings", "security_settings"):
                continue
            text = kafka_string(getattr(self, attr))
            if text is not None:
                out[type(self).model_fields[attr].alias or attr] = text
        out.update(self.catalogue_settings)
        return out

    def catalogue_value(self, key: str) -> Any:
        """The typed value of a setting of the configuration catalogue that is not a field of NodeConfig (see
        `catalogue_settings`): the configured value, else Kafka's default."""
        known = BROKER_CONFIGS[key]
        raw = self.catalogue_settings.get(key)
        return known.default if raw is None else known.parse(raw)

    @property
    def security(self) -> SecuritySettings:
        """The node's security settings with its listeners' security protocols."""
        return SecuritySettings(self.security_settings, self.listener_security_protocol_map)

    @property
    def is_broker(self) -> bool:
        return "broker" in self.process_roles

    @property
    def is_controller(self) -> bool:
        return "controller" in self.process_roles

    @property
    def data_dirs(self) -> list[str]:
        return list(self.log_dirs) if self.log_dirs else [self.log_dir]

    @property
    def metadata_dir(self) -> str:
        return self.metadata_log_dir or self.data_dirs[0]

    @property
    def all_dirs(self) -> list[str]:
        dirs = list(self.data_dirs)
        if self.metadata_dir not in dirs:
            dirs.append(self.metadata_dir)
        return dirs

    @property
    def broker_listeners(self) -> list[Endpoint]:
        return [e for e in self.listeners if e.name not in self.controller_listener_names]

    @property
    def controller_listeners(self) -> list[Endpoint]:
        return [e for e in self.listeners if e.name in self.controller_listener_names]

    @property
    def effective_advertised_listeners(self) -> list[Endpoint]:
        if self.advertised_listeners is not None:
            return list(self.advertised_listeners)
        return self.broker_listeners

    @property
    def effective_inter_broker_listener_name(self) -> str:
        return self.inter_broker_listener_name or "PLAINTEXT"


_ALIASES: dict[str, str] = {f.alias: name for name, f in NodeConfig.model_fields.items() if f.alias}


def kafka_string(value: Any) -> str | None:
    """A setting's value in Kafka's property syntax (booleans lower case, lists comma separated)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return ",".join(f"{k}:{v}" for k, v in value.items())
    if isinstance(value, list):
        parts = []
        for v in value:
            if isinstance(v, VoterAddress):
                parts.append(f"{v.node_id}@{v.host}:{v.port}")
            elif isinstance(v, tuple):
                parts.append(f"{v[0]}:{v[1]}")
            else:
                parts.append(str(v))
        return ",".join(parts)
    return str(value)


def describe_settings() -> list[tuple[str, str, str]]:
    """(name, default, description) of every setting, for `--help` and the docs."""
    rows = []
    for _name, f in NodeConfig.model_fields.items():
        if _name in ("catalogue_settings", "security_settings"):
            continue
        if f.is_required():
            default = "(required)"
        else:
            d = f.default
            if isinstance(d, list):
                default = ",".join(str(x) for x in d)
            elif isinstance(d, dict):
                default = ",".join(f"{k}:{v}" for k, v in d.items())
            elif d is None:
                default = ""
            else:
                default = str(d).lower() if isinstance(d, bool) else str(d)
        rows.append((f.alias or _name, default, f.description or ""))
    return rows


# -- loading --------------------------------------------------------------------------------------------------------

_NOT_CONFIG_ENV = frozenset(
    {
        "KAFKA_VERSION",
        "KAFKA_HOME",
        "KAFKA_DEBUG",
        "KAFKA_GC_LOG_OPTS",
        "KAFKA_HEAP_OPTS",
        "KAFKA_JMX_OPTS",
        "KAFKA_JVM_PERFORMANCE_OPTS",
        "KAFKA_LOG",
        "KAFKA_LOG4J_OPTS",
        "KAFKA_OPTS",
        "KAFKA_JMX_PORT",
        "KAFKA_JMX_HOSTNAME",
    }
)


def env_to_properties(environ: Mapping[str, str]) -> dict[str, str]:
    """`KAFKA_*` variables as the official image maps them: `KAFKA_LOG_DIRS` -> `log.dirs`,
    `KAFKA_LISTENER_SECURITY_PROTOCOL_MAP` -> `listener.security.protocol.map`, `__` -> `_`, `___` -> `-`."""
    out: dict[str, str] = {}
    for name, value in environ.items():
        if not name.startswith("KAFKA_") or name in _NOT_CONFIG_ENV:
            continue
        key = name[len("KAFKA_") :].lower().replace("___", "\0").replace("__", "\1").replace("_", ".")
        out[key.replace("\0", "-").replace("\1", "_")] = value
    return out


def _first_error(e: ValidationError) -> ConfigError:
    err = e.errors()[0]
    loc = err.get("loc") or ()
    field = str(loc[0]) if loc else ""
    key = NodeConfig.model_fields[field].alias if field in NodeConfig.model_fields else field
    msg = err.get("msg", "invalid value")
    if err.get("type") == "missing":
        return ConfigError(key or field, "is required")
    msg = re.sub(r"^Value error, ", "", msg)
    value = err.get("input")
    if isinstance(value, str):
        msg = f"{msg} (got {value!r})"
    return ConfigError(key or field, msg)


def load_config(
    path: str | os.PathLike[str] | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    overrides: Mapping[str, str] | None = None,
    warnings: list[str] | None = None,
) -> NodeConfig:
    """Read, merge, validate. Ignored-but-known Kafka settings are reported through `warnings`."""
    raw: dict[str, str] = {}
    if path is not None:
        try:
            raw.update(parse_properties(Path(path).read_text(encoding="utf-8"), os.fspath(path)))
        except FileNotFoundError:
            raise ConfigError("", f"configuration file {os.fspath(path)} does not exist") from None
        except (OSError, PropertiesError, UnicodeDecodeError) as e:
            raise ConfigError("", f"cannot read configuration file {os.fspath(path)}: {e}") from None
    if environ is not None:
        raw.update(env_to_properties(environ))
    if overrides:
        raw.update(overrides)
    return config_from_properties(raw, warnings=warnings)


def is_known_setting(key: str) -> bool:
    """Whether kraftpy acts on the setting `key` (its own fields, the configuration catalogue, the security
    settings); Kafka's other broker settings are accepted and ignored (`settings_not_acted_on`)."""
    return key in _ALIASES or key in BROKER_CONFIGS or is_security_key(key)


def settings_not_acted_on() -> list[str]:
    """Kafka 4.0's documented broker settings a node accepts without acting on them (each one set is named in a
    warning at start-up), sorted; `kraftpy server start --help` lists them."""
    return not_acted_on(is_known_setting)


def config_from_properties(raw: Mapping[str, str], *, warnings: list[str] | None = None) -> NodeConfig:
    values: dict[str, Any] = {}
    catalogue: dict[str, str] = {}
    security: dict[str, str] = {}
    for key, value in raw.items():
        if is_security_key(key):
            security[key] = value.strip() if isinstance(value, str) else value
            continue
        if key in IGNORED_SETTINGS:
            if warnings is not None:
                warnings.append(f"Ignoring {key}={value}: {IGNORED_SETTINGS[key]}")
            continue
        if key not in _ALIASES:
            known = BROKER_CONFIGS.get(key)
            if known is None and key in KAFKA_BROKER_CONFIGS:
                if warnings is not None:
                    warnings.append(f"Ignoring {key}={value}: a Kafka broker setting kraftpy does not act on")
                continue
            if known is None:
                raise ConfigError(key, "unknown configuration key")
            try:
                catalogue[key] = known.canonical(value.strip() if isinstance(value, str) else value)
            except ConfigValueError as e:
                raise ConfigError(key, str(e)) from None
            continue
        values[key] = value.strip() if isinstance(value, str) else value
    values["catalogue_settings"] = catalogue
    values["security_settings"] = security
    try:
        config = NodeConfig.model_validate(values)
    except ValidationError as e:
        raise _first_error(e) from None
    check_combinations(config)
    return config


# complex on purpose: one independent check per combination of settings, each naming its keys
def check_combinations(c: NodeConfig) -> None:  # noqa: C901
    """Rules that involve several settings (Kafka's KafkaConfig checks, as far as kraftpy needs them)."""
    if not c.process_roles:
        raise ConfigError("process.roles", "must contain broker, controller or both")
    if len(set(c.process_roles)) != len(c.process_roles):
        raise ConfigError("process.roles", "lists a role twice")
    if not c.controller_listener_names:
        raise ConfigError("controller.listener.names", "is required in KRaft mode")
    if not c.controller_quorum_voters and not c.controller_quorum_bootstrap_servers:
        raise ConfigError(
            "controller.quorum.voters",
            "is empty and controller.quorum.bootstrap.servers is empty too: the node cannot find the controllers",
        )
    voter_ids = [v.node_id for v in c.controller_quorum_voters]
    if len(set(voter_ids)) != len(voter_ids):
        raise ConfigError("controller.quorum.voters", "lists a node id twice")
    names = [e.name for e in c.listeners]
    if len(set(names)) != len(names):
        raise ConfigError("listeners", "lists a listener name twice")
    ports = [(e.host, e.port) for e in c.listeners if e.port != 0]
    if len(set(ports)) != len(ports):
        raise ConfigError("listeners", "binds the same host and port twice")
    for e in [*c.listeners, *(c.advertised_listeners or [])]:
        if e.name not in c.listener_security_protocol_map:
            raise ConfigError("listener.security.protocol.map", f"has no security protocol for listener name {e.name}")
        proto = c.listener_security_protocol_map[e.name]
        if proto not in SUPPORTED_PROTOCOLS:
            raise ConfigError(
                "listener.security.protocol.map",
                f"listener {e.name} uses {proto}; kraftpy supports {', '.join(SUPPORTED_PROTOCOLS)}",
            )
    if c.is_controller:
        if not c.controller_listeners:
            raise ConfigError(
                "listeners",
                "a controller must listen on one of controller.listener.names "
                f"({','.join(c.controller_listener_names)})",
            )
        if c.controller_quorum_voters and c.node_id not in voter_ids:
            raise ConfigError(
                "controller.quorum.voters",
                f"does not include this controller's node.id {c.node_id}",
            )
    elif c.controller_listeners:
        raise ConfigError(
            "listeners",
            f"a broker-only node must not listen on controller listener {c.controller_listeners[0].name}",
        )
    if c.is_broker:
        if not c.broker_listeners:
            raise ConfigError("listeners", "a broker needs at least one listener that is not a controller listener")
        ibl = c.effective_inter_broker_listener_name
        if ibl not in {e.name for e in c.broker_listeners}:
            raise ConfigError("inter.broker.listener.name", f"{ibl} is not one of the broker listeners")
        for e in c.effective_advertised_listeners:
            if e.name in c.controller_listener_names:
                raise ConfigError("advertised.listeners", f"must not advertise controller listener {e.name}")
            if e.port == 0:
                raise ConfigError("advertised.listeners", f"listener {e.name} has no port to advertise")
    elif c.advertised_listeners:
        for e in c.advertised_listeners:
            if e.name not in c.controller_listener_names:
                raise ConfigError("advertised.listeners", f"{e.name} is not a listener of this controller-only node")
    if c.broker_session_timeout_ms <= c.broker_heartbeat_interval_ms:
        raise ConfigError(
            "broker.session.timeout.ms",
            f"must be larger than broker.heartbeat.interval.ms ({c.broker_heartbeat_interval_ms})",
        )
    try:
        c.security.validate(
            [e.name for e in c.listeners],
            c.effective_inter_broker_listener_name if c.is_broker else None,
            c.controller_listener_names[0] if c.controller_listener_names else None,
        )
    except SecurityConfigError as e:
        raise ConfigError(e.key, e.problem) from None
    queued = c.catalogue_value("queued.max.request.bytes")
    if queued == 0 or 0 < queued < c.socket_request_max_bytes:
        raise ConfigError(
            "queued.max.request.bytes",
            f"must be -1 (no limit) or at least socket.request.max.bytes ({c.socket_request_max_bytes})",
        )
    if c.catalogue_value("max.connections.per.ip") == 0 and not c.catalogue_value("max.connections.per.ip.overrides"):
        raise ConfigError(
            "max.connections.per.ip", "0 refuses every client: allowed only with max.connections.per.ip.overrides"
        )
    metrics_address(c)  # the endpoint's settings (TLS files read): raises naming the key at fault
    for d in c.all_dirs:
        if not d or (not Path(d).is_absolute() and d.startswith("~")):
            raise ConfigError("log.dirs", f"invalid directory {d!r}")


_ANY_HOST = ("", "0.0.0.0", "::")


def node_host(c: NodeConfig) -> str:
    """The node's own host: the first listener's host when one names a host, else the host the node advertises
    (its first advertised listener, or a controller's own entry in controller.quorum.voters), else 127.0.0.1. Never
    every interface."""
    for e in c.listeners:
        if e.host not in _ANY_HOST:
            return e.host
    advertised = [e.host for e in (c.effective_advertised_listeners if c.is_broker else c.advertised_listeners or [])]
    advertised += [v.host for v in c.controller_quorum_voters if v.node_id == c.node_id]
    return next((h for h in advertised if h not in _ANY_HOST), "127.0.0.1")


def metrics_address(c: NodeConfig) -> MetricsEndpoint | None:
    """The node's metrics endpoint from its `kraftpy.metrics.*` settings, None when kraftpy.metrics.listener is
    empty. A listener without a host (`:9404`) binds the node's own host (`node_host`; 127.0.0.1 when that is no
    address of this machine); `0.0.0.0:9404` binds every interface. A bad value raises ConfigError naming it."""
    if not c.metrics_listener:
        return None
    try:
        host, port = _parse_host_port(c.metrics_listener)
    except ValueError as e:
        raise ConfigError(LISTENER, str(e)) from None
    fallback = None
    if not host:
        host, fallback = node_host(c), "127.0.0.1"
    try:
        return endpoint_from_settings(host, port, c.catalogue_value, fallback_host=fallback)
    except MetricsConfigError as e:
        raise ConfigError(e.key, e.problem) from None
