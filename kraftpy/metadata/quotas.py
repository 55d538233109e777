"""Client quotas as the metadata image keeps them (ClientQuotaRecord), Kafka's rules for them, and the lookups
DescribeClientQuotas and the quota managers make.

An entity is a set of (type, name) pairs, one per type it names: `user` and/or `client-id`, or `ip` alone; a name
of None is the type's default entity (`<default>` in kafka-configs.sh). In the image an entity is the tuple of its
pairs sorted by type (`QuotaEntity`), with the quotas set on it (key -> value).

Keys (Kafka's QuotaConfig): `producer_byte_rate`, `consumer_byte_rate` (bytes a second, whole numbers),
`request_percentage` (percent of one request handler's time, over the quota windows) and `controller_mutation_rate`
(partitions created or deleted a second) on user / client-id entities; `connection_creation_rate` (connections a
second, a whole number) on ip entities.

Which quota applies to a request of (user, client id) is Kafka's precedence (`DefaultQuotaCallback`), most
specific first:

    user=U, client-id=C        user=U, client-id=<default>        user=U
    user=<default>, client-id=C    user=<default>, client-id=<default>    user=<default>
    client-id=C                client-id=<default>

The first entity with the key set gives the bound and the metric tags of the sensor it is measured by: a quota
set on `user=U` alone is shared by all of U's client ids (tags user=U, client-id=""), one set on a default is
measured for each user / client id apart (the tags name them).
"""

from __future__ import annotations

import ipaddress
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

__all__ = [
    "CLIENT_ID",
    "CONNECTION_CREATION_RATE",
    "CONSUMER_BYTE_RATE",
    "CONTROLLER_MUTATION_RATE",
    "IP",
    "MATCH_ANY",
    "MATCH_DEFAULT",
    "MATCH_EXACT",
    "PRODUCER_BYTE_RATE",
    "QUOTA_KEYS",
    "REQUEST_PERCENTAGE",
    "USER",
    "QuotaEntity",
    "QuotaProblem",
    "ResolvedQuota",
    "describe_quotas",
    "entity_problem",
    "filter_problem",
    "op_problem",
    "resolve_client_quota",
    "resolve_ip_quota",
    "user_of",
]

USER = "user"
CLIENT_ID = "client-id"
IP = "ip"

PRODUCER_BYTE_RATE = "producer_byte_rate"
CONSUMER_BYTE_RATE = "consumer_byte_rate"
REQUEST_PERCENTAGE = "request_percentage"
CONTROLLER_MUTATION_RATE = "controller_mutation_rate"
CONNECTION_CREATION_RATE = "connection_creation_rate"

#: the keys each entity type takes, and whether a key's value is a whole number (Kafka's LONG / INT keys)
_CLIENT_KEYS = {PRODUCER_BYTE_RATE: True, CONSUMER_BYTE_RATE: True, REQUEST_PERCENTAGE: False,
                CONTROLLER_MUTATION_RATE: False}  # fmt: skip
_IP_KEYS = {CONNECTION_CREATION_RATE: True}
QUOTA_KEYS: Mapping[str, Mapping[str, bool]] = {USER: _CLIENT_KEYS, CLIENT_ID: _CLIENT_KEYS, IP: _IP_KEYS}

MATCH_EXACT = 0
MATCH_DEFAULT = 1
MATCH_ANY = 2

#: the longest name a string field can carry in a metadata record (int16 length, UTF-8)
_MAX_NAME_BYTES = 32767
_LONG_MAX = float(2**63 - 1)

QuotaEntity = tuple[tuple[str, str | None], ...]


@dataclass(frozen=True, slots=True)
class QuotaProblem:
    """Why an entity, a key or a filter is refused: Kafka's error code (INVALID_REQUEST 42, UNSUPPORTED_VERSION
    35) and the message."""

    error_code: int
    message: str


_INVALID_REQUEST = 42
_UNSUPPORTED_VERSION = 35


def entity_problem(pairs: Iterable[tuple[str, str | None]]) -> QuotaProblem | QuotaEntity:
    """The entity of AlterClientQuotas' (type, name) pairs, as the image keys it, or what is wrong with them
    (Kafka's ClientQuotaControlManager rules)."""
    seen: dict[str, str | None] = {}
    for etype, name in pairs:
        if etype in seen:
            return QuotaProblem(_INVALID_REQUEST, f"Duplicate entity type {etype} in the quota entity")
        if etype not in QUOTA_KEYS:
            return QuotaProblem(_UNSUPPORTED_VERSION, f"Unhandled client quota entity type: {etype}")
        if name is not None and len(name.encode("utf-8", "surrogatepass")) > _MAX_NAME_BYTES:
            return QuotaProblem(_INVALID_REQUEST, f"The {etype} entity name is longer than {_MAX_NAME_BYTES} bytes")
        if etype == IP and name is not None:
            try:
                ipaddress.ip_address(name)
            except ValueError:
                return QuotaProblem(_INVALID_REQUEST, f"{name} is not a valid IP address")
        seen[etype] = name
    if not seen:
        return QuotaProblem(_INVALID_REQUEST, "Invalid empty client quota entity")
    if IP in seen and len(seen) > 1:
        return QuotaProblem(
            _INVALID_REQUEST, "Invalid quota entity combination, IP entity should not be combined with User or ClientId"
        )
    return tuple(sorted(seen.items()))


def op_problem(entity: QuotaEntity, key: str, value: float, remove: bool) -> QuotaProblem | None:
    """What is wrong with setting (or removing) `key` on `entity`, or None."""
    etype = entity[0][0]
    whole = QUOTA_KEYS[etype].get(key)
    if whole is None:
        return QuotaProblem(_INVALID_REQUEST, f"Invalid configuration key {key}")
    if remove:
        return None
    if math.isnan(value) or math.isinf(value) or value <= 0:
        return QuotaProblem(_INVALID_REQUEST, f"Invalid value {value} for {key}: it must be a number above 0")
    if whole:
        if value > _LONG_MAX:
            return QuotaProblem(_INVALID_REQUEST, f"Proposed value for {key} is too large for a LONG")
        if value != math.floor(value):
            return QuotaProblem(_INVALID_REQUEST, f"Configuration {key} must be a Long value")
    return None


def filter_problem(components: Iterable[tuple[str, int, str | None]]) -> QuotaProblem | None:
    """What is wrong with DescribeClientQuotas' filter components (type, match type, match), or None."""
    seen: set[str] = set()
    for etype, match_type, match in components:
        if etype in seen:
            return QuotaProblem(_INVALID_REQUEST, f"Entity type {etype} cannot appear more than once in the filter")
        seen.add(etype)
        if etype not in QUOTA_KEYS:
            return QuotaProblem(_UNSUPPORTED_VERSION, f"Custom entity type {etype} not supported")
        if match_type == MATCH_EXACT:
            if match is None:
                return QuotaProblem(_INVALID_REQUEST, f"Request specified MATCH_TYPE_EXACT for {etype} without a name")
        elif match_type in (MATCH_DEFAULT, MATCH_ANY):
            if match is not None:
                return QuotaProblem(_INVALID_REQUEST, f"Request specified a name for {etype} with a non-exact match")
        else:
            return QuotaProblem(_INVALID_REQUEST, f"Unknown match type {match_type}")
    if IP in seen and len(seen) > 1:
        return QuotaProblem(
            _INVALID_REQUEST,
            "Invalid entity filter component combination, IP filter component should not be used with user or "
            "clientId filter component.",
        )
    return None


def describe_quotas(
    quotas: Mapping[QuotaEntity, Mapping[str, float]],
    components: Iterable[tuple[str, int, str | None]],
    strict: bool,
) -> list[tuple[QuotaEntity, Mapping[str, float]]]:
    """The entities (with their quotas) that a valid filter matches: every component must match one of the
    entity's pairs (exact name, the default, or any); with `strict`, the entity names no other type."""
    comps = list(components)
    types = {c[0] for c in comps}
    out = []
    for entity, values in quotas.items():
        if not values:
            continue
        names = dict(entity)
        if strict and any(t not in types for t in names):
            continue
        ok = True
        for etype, match_type, match in comps:
            if etype not in names:
                ok = False
            elif match_type == MATCH_EXACT:
                ok = names[etype] == match
            elif match_type == MATCH_DEFAULT:
                ok = names[etype] is None
            if not ok:
                break
        if ok:
            out.append((entity, values))
    out.sort(key=lambda e: [(t, "" if n is None else "\x00" + n) for t, n in e[0]])
    return out


@dataclass(frozen=True, slots=True)
class ResolvedQuota:
    """The quota a (user, client id) is measured against: the bound, and the tags of the sensor measuring it."""

    bound: float
    user_tag: str
    client_tag: str


def user_of(principal: str) -> str:
    """The user entity name of a principal (`User:alice` -> `alice`; `User:ANONYMOUS` -> `ANONYMOUS`, as Kafka)."""
    return principal.partition(":")[2]


def resolve_client_quota(
    quotas: Mapping[QuotaEntity, Mapping[str, float]], key: str, user: str, client_id: str
) -> ResolvedQuota | None:
    """`key`'s quota for a request of `user` (the principal's name) and `client_id`, by Kafka's precedence (see the
    module text); None: no quota applies."""
    U, C = USER, CLIENT_ID
    candidates: tuple[tuple[QuotaEntity, str, str], ...] = (
        (((C, client_id), (U, user)), user, client_id),
        (((C, None), (U, user)), user, client_id),
        (((U, user),), user, ""),
        (((C, client_id), (U, None)), user, client_id),
        (((C, None), (U, None)), user, client_id),
        (((U, None),), user, ""),
        (((C, client_id),), "", client_id),
        (((C, None),), "", client_id),
    )
    for entity, user_tag, client_tag in candidates:
        values = quotas.get(entity)
        if values is not None:
            bound = values.get(key)
            if bound is not None:
                return ResolvedQuota(bound, user_tag, client_tag)
    return None


def resolve_ip_quota(quotas: Mapping[QuotaEntity, Mapping[str, float]], ip: str) -> float | None:
    """The connection_creation_rate of `ip`: its own, else the default ip's; None: none."""
    for entity in (((IP, ip),), ((IP, None),)):
        values = quotas.get(entity)
        if values is not None:
            bound = values.get(CONNECTION_CREATION_RATE)
            if bound is not None:
                return bound
    return None
