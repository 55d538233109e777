"""Altering configs: validation of AlterConfigs and IncrementalAlterConfigs into ConfigRecords, the min ISR changes
and ELR safety records of KIP-966, and the configs of CreateTopics.

Sans-IO: it reads a `MetadataImage` and the node's static settings and returns records and responses.

KIP-966: a min.insync.replicas change is reported per topic whose resolved value changed, so that the controller
clears the ELR only where the new min ISR <= ISR size (the KIP's rule; released Kafka clears it on every such record).

Deliberate differences from Apache Kafka:

* unknown broker config names are rejected (Kafka accepts custom broker properties for plugins; kraftpy has none);
* a bad broker config value is INVALID_CONFIG (Kafka answers INVALID_REQUEST, KAFKA-13609, kept only for
  compatibility);
* APPEND/SUBTRACT start from the effective current value (Kafka starts from the resource's own value, else the
  built-in default, which loses an inherited broker-level list);
* records are written only for values that change (Kafka also rewrites unchanged broker values, KAFKA-14136, to
  make brokers reload; kraftpy's brokers follow the image).

Part of the config layer; callers import from `kraftpy.metadata.configs`.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kraftpy.metadata.config_catalogue import BROKER_CONFIGS, TOPIC_CONFIGS
from kraftpy.metadata.config_groups import GROUP_CONFIGS, GROUP_RESOURCE, GroupConfigError, validate_group_configs
from kraftpy.metadata.config_resolution import (
    ConfigResolver,
    ConfigValue,
    effective_min_isr_value,
    elr_enabled_in,
    topic_name_error,
)
from kraftpy.metadata.config_types import (
    _EMPTY,
    INT_MAX,
    MIN_ISR,
    UNCLEAN_LEADER_ELECTION,
    UNCLEAN_RECOVERY_STRATEGY,
    AlterOp,
    ConfigKey,
    ConfigType,
    ConfigValueError,
    ResourceType,
    UpdateMode,
    _parse_type,
)
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE, MetadataDelta, MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_configs import AlterConfigsRequest, AlterConfigsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsResponse
from kraftpy.protocol.messages.incremental_alter_configs import (
    IncrementalAlterConfigsRequest,
    IncrementalAlterConfigsResponse,
)
from kraftpy.protocol.messages.metadata_records import ConfigRecord

# logs under the name of the module callers import (one logger for the whole config layer)
log = logging.getLogger("kraftpy.metadata.configs")

# -- altering -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResourceOutcome:
    """The result of one resource of an alter request: an error, or the records that apply it."""

    resource_type: int
    resource_name: str
    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    records: tuple[ConfigRecord, ...] = ()
    warnings: tuple[str, ...] = ()  # lines for the caller to log (deprecated keys)

    @property
    def ok(self) -> bool:
        return self.error is ErrorCode.NONE


@dataclass(frozen=True, slots=True)
class MinIsrChange:
    """A topic whose resolved min.insync.replicas changes (KIP-966: clear the ELR where new min ISR <= ISR size)."""

    topic: str
    topic_id: uuid.UUID
    old_value: int
    new_value: int
    # the altered resource behind it (ResourceType, name): (TOPIC, topic), (BROKER, "<broker id>"), (BROKER, "") cluster
    scope: tuple[int, str]

    def effective(self, replication_factor: int) -> int:
        return effective_min_isr_value(self.new_value, replication_factor)


@dataclass(frozen=True, slots=True)
class AlterOutcome:
    """An AlterConfigs / IncrementalAlterConfigs / config-creating request, decided."""

    resources: tuple[ResourceOutcome, ...]
    validate_only: bool = False
    min_isr_changes: tuple[MinIsrChange, ...] = ()

    @property
    def records(self) -> list[ConfigRecord]:
        """Records to append (none for validateOnly)."""
        if self.validate_only:
            return []
        return [r for res in self.resources if res.ok for r in res.records]

    @property
    def warnings(self) -> list[str]:
        return [w for res in self.resources for w in res.warnings]

    def alter_configs_response(self, throttle_time_ms: int = 0) -> AlterConfigsResponse:
        R = AlterConfigsResponse.AlterConfigsResourceResponse
        return AlterConfigsResponse(
            throttle_time_ms=throttle_time_ms,
            responses=[
                R(
                    error_code=int(r.error),
                    error_message=r.message,
                    resource_type=r.resource_type,
                    resource_name=r.resource_name,
                )
                for r in self.resources
            ],
        )

    def incremental_alter_configs_response(self, throttle_time_ms: int = 0) -> IncrementalAlterConfigsResponse:
        R = IncrementalAlterConfigsResponse.AlterConfigsResourceResponse
        return IncrementalAlterConfigsResponse(
            throttle_time_ms=throttle_time_ms,
            responses=[
                R(
                    error_code=int(r.error),
                    error_message=r.message,
                    resource_type=r.resource_type,
                    resource_name=r.resource_name,
                )
                for r in self.resources
            ],
        )


@dataclass(frozen=True, slots=True)
class _Op:
    name: str
    op: int
    value: str | None


class _Reject(Exception):
    def __init__(self, error: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.error = error
        self.message = message


@dataclass(slots=True)
class _Ctx:
    image: MetadataImage
    resolver: ConfigResolver
    controller_ids: frozenset[int]
    local_broker_id: int | None
    elr_enabled: bool
    warnings: list[str] = field(default_factory=list)


def _split_operand(value: str) -> list[str]:
    return [v for v in (p.strip() for p in value.split(",")) if v]


def _apply_list_op(op: AlterOp, base: Sequence[str], operand: str) -> str:
    items = list(base)
    values = _split_operand(operand)
    if op is AlterOp.APPEND:
        for v in values:
            if v not in items:
                items.append(v)
    else:
        items = [x for x in items if x not in values]
    return ",".join(items)


def _canonical(key: ConfigKey, raw: str) -> str:
    try:
        return key.canonical(raw)
    except ConfigValueError as e:
        raise _Reject(ErrorCode.INVALID_CONFIG, str(e)) from None


def _deprecation_warnings(rtype: int, rname: str, new: Mapping[str, str], old: Mapping[str, str]) -> list[str]:
    v = new.get(UNCLEAN_LEADER_ELECTION)
    if v is None or v == old.get(UNCLEAN_LEADER_ELECTION):
        return []
    where = f"topic {rname}" if rtype == TOPIC_RESOURCE else ("the cluster default" if not rname else f"broker {rname}")
    mapped = "Aggressive" if v == "true" else "Balanced"
    line = (
        f"unclean.leader.election.enable={v} set on {where} is deprecated by KIP-966: it maps to "
        f"unclean.recovery.strategy={mapped}; set unclean.recovery.strategy instead"
    )
    if UNCLEAN_RECOVERY_STRATEGY in new:
        line += f" (unclean.recovery.strategy={new[UNCLEAN_RECOVERY_STRATEGY]} on the same resource takes precedence)"
    return [line]


def _records(
    rtype: int, rname: str, order: Iterable[str], old: Mapping[str, str], new: Mapping[str, str]
) -> tuple[ConfigRecord, ...]:
    out = []
    seen: set[str] = set()
    for name in order:
        if name in seen:
            continue
        seen.add(name)
        if new.get(name) != old.get(name):
            out.append(ConfigRecord(resource_type=rtype, resource_name=rname, name=name, value=new.get(name)))
    return tuple(out)


def _check_compaction_lags(values: Mapping[str, ConfigValue], min_name: str, max_name: str, what: str) -> None:
    lo = values["min.compaction.lag.ms"].value
    hi = values["max.compaction.lag.ms"].value
    if lo > hi:
        raise _Reject(ErrorCode.INVALID_CONFIG, f"conflict {what} config setting {min_name} ({lo}) > {max_name} ({hi})")


def _alter_topic(ctx: _Ctx, name: str, ops: Sequence[_Op], legacy: bool, creating: bool) -> ResourceOutcome:
    if not name:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Default topic resources are not allowed.")
    problem = topic_name_error(name)
    if problem is not None:
        raise _Reject(ErrorCode.INVALID_TOPIC_EXCEPTION, problem)
    old: Mapping[str, str] = {} if creating else ctx.image.topic_config(name)
    new: dict[str, str] = {} if legacy else dict(old)
    effective: dict[str, ConfigValue] | None = None
    for o in ops:
        key = TOPIC_CONFIGS.get(o.name)
        if key is None and not (o.op == AlterOp.DELETE and o.name in old):
            raise _Reject(ErrorCode.INVALID_CONFIG, f"Unknown topic config name: {o.name}")
        if o.op == AlterOp.DELETE:
            new.pop(o.name, None)
            continue
        assert key is not None and o.value is not None
        if o.op == AlterOp.SET:
            new[o.name] = _canonical(key, o.value)
            continue
        op = AlterOp(o.op)
        if key.type is not ConfigType.LIST:
            raise _Reject(ErrorCode.INVALID_CONFIG, f"Can't {op.name} to key {o.name} because its type is not LIST.")
        if o.name in new:
            base = _parse_type(o.name, new[o.name], ConfigType.LIST)
        else:
            # kraftpy: start from the effective value (the inherited broker-level list, else the default)
            if effective is None:
                effective = ctx.resolver.topic_values(name, new)
            base = effective[o.name].value or ()
        new[o.name] = _canonical(key, _apply_list_op(op, base, o.value))
    values = ctx.resolver.topic_values(name, new)
    _check_compaction_lags(values, "min.compaction.lag.ms", "max.compaction.lag.ms", "topic")
    if not creating and ctx.image.topic(name) is None:
        raise _Reject(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, f"The topic '{name}' does not exist.")
    order = [o.name for o in ops] + sorted(set(old) - set(new))
    return ResourceOutcome(
        TOPIC_RESOURCE,
        name,
        records=_records(TOPIC_RESOURCE, name, order, old, new),
        warnings=tuple(_deprecation_warnings(TOPIC_RESOURCE, name, new, old)),
    )


def _broker_id(name: str) -> int:
    if not re.fullmatch(r"[+-]?[0-9]+", name):
        raise _Reject(ErrorCode.INVALID_REQUEST, "Unable to parse broker name as a base 10 number.")
    n = int(name)
    if n < 0:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Invalid negative broker ID.")
    if n > INT_MAX:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Unable to parse broker name as a base 10 number.")
    return n


def _unknown_broker_key(name: str) -> _Reject:
    hint = ""
    topic_key = TOPIC_CONFIGS.get(name)
    if topic_key is not None and topic_key.synonyms and topic_key.synonyms[0].name != name:
        hint = f" ({name} is a topic config; its broker-level default is {topic_key.synonyms[0].name})"
    return _Reject(ErrorCode.INVALID_CONFIG, f"Unknown broker config name: {name}{hint}")


def _broker_view(ctx: _Ctx, broker_id: int | None, new: Mapping[str, str], name: str) -> ConfigValue:
    """Broker config `name` as it resolves once `new` is the altered resource's config (broker `broker_id`, or
    the cluster default when None, seen without any per-broker level)."""
    if broker_id is None:
        return ctx.resolver.broker_value(name, cluster=new, node=_EMPTY)
    return ctx.resolver.broker_value(name, broker_id, node=new)


def _alter_broker(ctx: _Ctx, name: str, ops: Sequence[_Op], legacy: bool) -> ResourceOutcome:
    broker_id: int | None = None
    record_name = name
    if name:
        broker_id = _broker_id(name)
        record_name = str(broker_id)
        if ctx.local_broker_id is not None and broker_id != ctx.local_broker_id:
            raise _Reject(
                ErrorCode.INVALID_REQUEST, f"Unexpected broker id, expected {ctx.local_broker_id}, but received {name}"
            )
    old: Mapping[str, str] = ctx.image.configs.get((BROKER_RESOURCE, record_name), _EMPTY)
    new: dict[str, str] = {} if legacy else dict(old)
    read_only: list[str] = []
    cluster_only: list[str] = []
    for o in ops:
        key = BROKER_CONFIGS.get(o.name)
        if key is None:
            if o.op == AlterOp.DELETE and o.name in old:
                new.pop(o.name, None)
                continue
            raise _unknown_broker_key(o.name)
        if not key.dynamic:
            if not (o.op == AlterOp.DELETE and o.name in old):
                read_only.append(o.name)
            new.pop(o.name, None)
            continue
        if key.mode is UpdateMode.CLUSTER_ONLY and name and o.op != AlterOp.DELETE:
            cluster_only.append(o.name)
            continue
        if o.op == AlterOp.DELETE:
            new.pop(o.name, None)
            continue
        assert o.value is not None
        if o.op == AlterOp.SET:
            new[o.name] = _canonical(key, o.value)
            continue
        op = AlterOp(o.op)
        if key.type is not ConfigType.LIST:
            raise _Reject(
                ErrorCode.INVALID_CONFIG, f"Config value {op.name.lower()} is not allowed for config key: {o.name}"
            )
        if o.name in new:
            base = _parse_type(o.name, new[o.name], ConfigType.LIST)
        else:
            base = _broker_view(ctx, broker_id, new, o.name).value or ()
        new[o.name] = _canonical(key, _apply_list_op(op, base, o.value))
    if read_only:
        raise _Reject(ErrorCode.INVALID_REQUEST, f"Cannot update these configs dynamically: [{', '.join(read_only)}]")
    if cluster_only:
        raise _Reject(
            ErrorCode.INVALID_REQUEST,
            'Cannot update these configs per broker, only at the default cluster level (resource name ""): '
            f"[{', '.join(cluster_only)}]",
        )
    # the compaction lags as the changed level resolves them
    lo = _broker_view(ctx, broker_id, new, "log.cleaner.min.compaction.lag.ms").value
    hi = _broker_view(ctx, broker_id, new, "log.cleaner.max.compaction.lag.ms").value
    if lo > hi:
        raise _Reject(
            ErrorCode.INVALID_CONFIG,
            "conflict broker config setting log.cleaner.min.compaction.lag.ms "
            f"({lo}) > log.cleaner.max.compaction.lag.ms ({hi})",
        )
    if ctx.elr_enabled:
        if name and MIN_ISR in new and new.get(MIN_ISR) != old.get(MIN_ISR):
            raise _Reject(
                ErrorCode.INVALID_CONFIG, "Broker-level min.insync.replicas cannot be altered while ELR is enabled."
            )
        if not name and MIN_ISR in old and MIN_ISR not in new:
            raise _Reject(
                ErrorCode.INVALID_CONFIG, "Cluster-level min.insync.replicas cannot be removed while ELR is enabled."
            )
    if broker_id is not None and broker_id not in ctx.image.brokers and broker_id not in ctx.controller_ids:
        raise _Reject(ErrorCode.BROKER_ID_NOT_REGISTERED, f"No node with id {broker_id} found.")
    order = [o.name for o in ops] + sorted(set(old) - set(new))
    return ResourceOutcome(
        BROKER_RESOURCE,
        name,
        records=_records(BROKER_RESOURCE, record_name, order, old, new),
        warnings=tuple(_deprecation_warnings(BROKER_RESOURCE, record_name, new, old)),
    )


def _alter_group(ctx: _Ctx, name: str, ops: Sequence[_Op], legacy: bool) -> ResourceOutcome:
    """A GROUP resource (KIP-848 group configs, `kraftpy.metadata.config_groups`): its dynamic configs after the
    operations, checked against the broker's bounds; INVALID_CONFIG names the first problem, as Kafka's does."""
    if not name:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Group name must not be empty")
    old: Mapping[str, str] = ctx.image.configs.get((GROUP_RESOURCE, name), _EMPTY)
    new: dict[str, str] = {} if legacy else dict(old)
    for o in ops:
        if o.op == AlterOp.DELETE:
            new.pop(o.name, None)
            continue
        if o.op != AlterOp.SET:
            key = GROUP_CONFIGS.get(o.name)
            if key is None:
                raise _Reject(ErrorCode.INVALID_CONFIG, f"Unknown group config name: {o.name}")
            raise _Reject(
                ErrorCode.INVALID_CONFIG,
                f"Config value {AlterOp(o.op).name.lower()} is not allowed for config key: {o.name}",
            )
        assert o.value is not None
        new[o.name] = o.value
    try:
        new = validate_group_configs(new, ctx.resolver.static)
    except GroupConfigError as exc:
        raise _Reject(ErrorCode.INVALID_CONFIG, str(exc)) from None
    order = [o.name for o in ops] + sorted(set(old) - set(new))
    return ResourceOutcome(GROUP_RESOURCE, name, records=_records(GROUP_RESOURCE, name, order, old, new))


def _alter_resource(ctx: _Ctx, rtype: int, name: str, ops: Sequence[_Op], legacy: bool) -> ResourceOutcome:
    names = [o.name for o in ops]
    if len(set(names)) != len(names):
        raise _Reject(ErrorCode.INVALID_REQUEST, "Error due to duplicate config keys")
    nulls = [o.name for o in ops if o.value is None and o.op != AlterOp.DELETE]
    if nulls:
        raise _Reject(ErrorCode.INVALID_REQUEST, "Null value not supported for : " + ", ".join(nulls))
    for o in ops:
        if o.op not in AlterOp._value2member_map_:
            raise _Reject(ErrorCode.INVALID_REQUEST, f"Unknown operation type {o.op} for config {o.name}")
    if rtype == TOPIC_RESOURCE:
        return _alter_topic(ctx, name, ops, legacy, creating=False)
    if rtype == BROKER_RESOURCE:
        return _alter_broker(ctx, name, ops, legacy)
    if rtype == GROUP_RESOURCE:
        return _alter_group(ctx, name, ops, legacy)
    if rtype in ResourceType._value2member_map_ and rtype != ResourceType.UNKNOWN:
        raise _Reject(
            ErrorCode.INVALID_REQUEST, f"Resource type {ResourceType(rtype).name} is not supported by kraftpy"
        )
    raise _Reject(ErrorCode.INVALID_REQUEST, f"Unknown resource type {rtype}")


def _alter(
    ctx: _Ctx, resources: Sequence[tuple[int, str, list[_Op]]], legacy: bool, validate_only: bool
) -> AlterOutcome:
    counts: dict[tuple[int, str], int] = {}
    for rtype, name, _ in resources:
        counts[(rtype, name)] = counts.get((rtype, name), 0) + 1
    outcomes: list[ResourceOutcome] = []
    for rtype, name, ops in resources:
        if counts[(rtype, name)] > 1:
            outcomes.append(
                ResourceOutcome(rtype, name, ErrorCode.INVALID_REQUEST, "Each resource must appear at most once.")
            )
            continue
        try:
            outcome = _alter_resource(ctx, rtype, name, ops, legacy)
        except _Reject as r:
            log.info("Rejected config change of resource type %d %r: %s %s", rtype, name, r.error.name, r.message)
            outcome = ResourceOutcome(rtype, name, r.error, r.message)
        outcomes.append(outcome)
    result = AlterOutcome(tuple(outcomes), validate_only)
    if validate_only:
        return result
    return AlterOutcome(tuple(outcomes), False, min_isr_changes(ctx.image, result.records, ctx.resolver))


def _ctx(
    image: MetadataImage,
    static: Mapping[str, Any] | None,
    node_id: int | None,
    controller_ids: Iterable[int],
    local_broker_id: int | None,
    elr_enabled: bool | None,
) -> _Ctx:
    return _Ctx(
        image,
        ConfigResolver(image, static, node_id),
        frozenset(controller_ids),
        local_broker_id,
        elr_enabled_in(image) if elr_enabled is None else elr_enabled,
    )


def alter_configs(
    request: AlterConfigsRequest,
    image: MetadataImage,
    static: Mapping[str, Any] | None = None,
    *,
    node_id: int | None = None,
    controller_ids: Iterable[int] = (),
    local_broker_id: int | None = None,
    elr_enabled: bool | None = None,
) -> AlterOutcome:
    """Legacy AlterConfigs: each resource's dynamic config becomes exactly the given set (keys left out are
    deleted). Resources are decided independently against `image`.

    `node_id`: the perspective of effective values (see ConfigResolver). `controller_ids`: node ids that accept
    BROKER configs besides registered brokers. `local_broker_id`: set when a broker pre-validates a request it will
    forward, to accept only its own id (Kafka's broker-side check). `elr_enabled`: default from the image's features.
    """
    ctx = _ctx(image, static, node_id, controller_ids, local_broker_id, elr_enabled)
    resources = [
        (r.resource_type, r.resource_name, [_Op(c.name, AlterOp.SET, c.value) for c in r.configs])
        for r in request.resources
    ]
    return _alter(ctx, resources, legacy=True, validate_only=request.validate_only)


def incremental_alter_configs(
    request: IncrementalAlterConfigsRequest,
    image: MetadataImage,
    static: Mapping[str, Any] | None = None,
    *,
    node_id: int | None = None,
    controller_ids: Iterable[int] = (),
    local_broker_id: int | None = None,
    elr_enabled: bool | None = None,
) -> AlterOutcome:
    """IncrementalAlterConfigs: SET, DELETE, APPEND and SUBTRACT (list configs) per key; see `alter_configs`."""
    ctx = _ctx(image, static, node_id, controller_ids, local_broker_id, elr_enabled)
    resources = [
        (r.resource_type, r.resource_name, [_Op(c.name, c.config_operation, c.value) for c in r.configs])
        for r in request.resources
    ]
    return _alter(ctx, resources, legacy=False, validate_only=request.validate_only)


def _valid(key: ConfigKey, raw: str) -> bool:
    try:
        key.parse(raw)
    except ConfigValueError:
        return False
    return True


def min_isr_changes(
    image: MetadataImage, records: Sequence[ConfigRecord], resolver: ConfigResolver | None = None
) -> tuple[MinIsrChange, ...]:
    """Topics whose resolved min.insync.replicas differs after `records` (config records) are applied to `image`.

    Only values that change are reported: while ELR is non-empty the ISR is below min ISR, so an unchanged value
    never needs the ELR cleared.
    """
    scopes = [(r.resource_type, r.resource_name) for r in records if r.name == MIN_ISR]
    if not scopes:
        return ()
    before = resolver.with_image(image) if resolver is not None else ConfigResolver(image)
    delta = MetadataDelta(image)
    for r in records:
        delta.replay(r)
    after = before.with_image(delta.apply())
    topic_scopes = {name for rtype, name in scopes if rtype == TOPIC_RESOURCE}
    node_scope = (BROKER_RESOURCE, str(before.node_id)) if before.node_id is not None else None
    if any(rtype == BROKER_RESOURCE for rtype, _ in scopes):
        candidates: Iterable[str] = image.topics_by_name
    else:
        candidates = sorted(t for t in topic_scopes if t in image.topics_by_name)
    # a topic that neither was altered nor has a (valid) override of its own inherits the broker-level value
    inherited = (before.topic_value("", MIN_ISR, _EMPTY).value, after.topic_value("", MIN_ISR, _EMPTY).value)
    key = TOPIC_CONFIGS[MIN_ISR]
    out = []
    for name in sorted(candidates):
        own = image.topic_config(name).get(MIN_ISR)
        if name not in topic_scopes and (own is None or _valid(key, own)):
            if own is not None:
                continue  # its own override decides, before and after
            old, new = inherited
        else:
            old = before.min_insync_replicas(name)
            new = after.min_insync_replicas(name)
        if old == new:
            continue
        if name in topic_scopes:
            scope: tuple[int, str] = (TOPIC_RESOURCE, name)
        elif node_scope is not None and node_scope in scopes:
            scope = node_scope
        else:
            scope = (BROKER_RESOURCE, "")
        out.append(MinIsrChange(name, image.topics_by_name[name].id, old, new, scope))
    return tuple(out)


def elr_safety_records(image: MetadataImage, static: Mapping[str, Any] | None = None) -> list[ConfigRecord]:
    """Records to write, in the same batch, when ELR gets enabled (as Kafka does): a cluster-level
    min.insync.replicas from the static setting if there is none, and deletion of every broker-level one."""
    out = []
    if MIN_ISR not in image.broker_config(None):
        value = ConfigResolver(image, static).broker_value(MIN_ISR, cluster=_EMPTY).text or "1"
        out.append(ConfigRecord(resource_type=BROKER_RESOURCE, resource_name="", name=MIN_ISR, value=value))
    for (rtype, rname), values in sorted(image.configs.items()):
        if rtype == BROKER_RESOURCE and rname and MIN_ISR in values:
            out.append(ConfigRecord(resource_type=BROKER_RESOURCE, resource_name=rname, name=MIN_ISR, value=None))
    return out


# -- CreateTopics ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TopicCreationConfigs:
    """A new topic's configs, validated: an error, or the overrides and the ConfigRecords that store them."""

    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    overrides: Mapping[str, str] = field(default_factory=dict)  # canonical values, to pass as `overrides`
    records: tuple[ConfigRecord, ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.error is ErrorCode.NONE


def _config_pairs(configs: Mapping[str, str | None] | Iterable[Any]) -> list[tuple[str, str | None]]:
    if isinstance(configs, Mapping):
        return list(configs.items())
    out: list[tuple[str, str | None]] = []
    items: Iterable[Any] = configs
    for c in items:
        if isinstance(c, tuple):
            out.append((c[0], c[1]))
        else:
            out.append((c.name, c.value))
    return out


def validate_topic_creation_configs(
    topic: str,
    configs: Mapping[str, str | None] | Iterable[Any],
    image: MetadataImage,
    static: Mapping[str, Any] | None = None,
    *,
    node_id: int | None = None,
) -> TopicCreationConfigs:
    """CreateTopics' per-topic configs (CreatableTopicConfig items, (name, value) pairs or a mapping): keys and
    values validated as IncrementalAlterConfigs SETs on a new topic (a repeated key: the last one wins, as Kafka).
    The topic name itself is the caller's to check."""
    pairs = _config_pairs(configs)
    nulls = [name for name, value in pairs if value is None]
    if nulls:
        return TopicCreationConfigs(
            ErrorCode.INVALID_CONFIG, "Null value not supported for topic configs: " + ",".join(nulls)
        )
    last: dict[str, str] = {}
    for name, value in pairs:
        assert value is not None
        last.pop(name, None)
        last[name] = value
    ctx = _ctx(image, static, node_id, (), None, None)
    try:
        outcome = _alter_topic(
            ctx, topic, [_Op(n, AlterOp.SET, v) for n, v in last.items()], legacy=True, creating=True
        )
    except _Reject as r:
        return TopicCreationConfigs(r.error, r.message)
    overrides = {r.name: r.value for r in outcome.records if r.value is not None}
    return TopicCreationConfigs(overrides=overrides, records=outcome.records, warnings=outcome.warnings)


def creatable_topic_configs(
    image: MetadataImage,
    static: Mapping[str, Any] | None,
    topic: str,
    overrides: Mapping[str, str],
    *,
    node_id: int | None = None,
) -> list[CreateTopicsResponse.CreatableTopicConfigs]:
    """The effective configs of a topic being created, for CreateTopics v5+ responses (sorted by name)."""
    values = ConfigResolver(image, static, node_id).topic_values(topic, overrides)
    C = CreateTopicsResponse.CreatableTopicConfigs
    return [
        C(name=name, value=cv.text, read_only=False, config_source=int(cv.source), is_sensitive=False)
        for name, cv in sorted(values.items())
    ]
