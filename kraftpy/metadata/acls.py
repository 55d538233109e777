"""ACL entries and SCRAM credentials as the metadata image keeps them (AccessControlEntryRecord,
UserScramCredentialRecord), with Kafka's codes for resource types, pattern types, operations and permissions.
The authorizer that decides with them is `kraftpy.security.acl`."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from enum import IntEnum

__all__ = [
    "CLUSTER_NAME",
    "AclBinding",
    "AclOperation",
    "AclPermissionType",
    "PatternType",
    "ResourceType",
    "ScramCredentialEntry",
    "filter_problem",
    "matches_filter",
    "parse_principal",
]


class ResourceType(IntEnum):
    UNKNOWN = 0
    ANY = 1
    TOPIC = 2
    GROUP = 3
    CLUSTER = 4
    TRANSACTIONAL_ID = 5
    DELEGATION_TOKEN = 6
    USER = 7


class PatternType(IntEnum):
    UNKNOWN = 0
    ANY = 1
    MATCH = 2
    LITERAL = 3
    PREFIXED = 4


class AclOperation(IntEnum):
    UNKNOWN = 0
    ANY = 1
    ALL = 2
    READ = 3
    WRITE = 4
    CREATE = 5
    DELETE = 6
    ALTER = 7
    DESCRIBE = 8
    CLUSTER_ACTION = 9
    DESCRIBE_CONFIGS = 10
    ALTER_CONFIGS = 11
    IDEMPOTENT_WRITE = 12
    CREATE_TOKENS = 13
    DESCRIBE_TOKENS = 14
    TWO_PHASE_COMMIT = 15


class AclPermissionType(IntEnum):
    UNKNOWN = 0
    ANY = 1
    DENY = 2
    ALLOW = 3


Op = AclOperation
CLUSTER_NAME = "kafka-cluster"
ZERO_ID = uuid.UUID(int=0)
WILDCARD = "*"
WILDCARD_PRINCIPAL = "User:*"

#: the operations whose bits an authorized-operations field may carry, per resource type (Kafka's lists)
TOPIC_OPERATIONS = (
    Op.READ,
    Op.WRITE,
    Op.CREATE,
    Op.DELETE,
    Op.ALTER,
    Op.DESCRIBE,
    Op.DESCRIBE_CONFIGS,
    Op.ALTER_CONFIGS,
)
CLUSTER_OPERATIONS = (
    Op.CREATE,
    Op.ALTER,
    Op.DESCRIBE,
    Op.CLUSTER_ACTION,
    Op.DESCRIBE_CONFIGS,
    Op.ALTER_CONFIGS,
    Op.IDEMPOTENT_WRITE,
)
GROUP_OPERATIONS = (Op.READ, Op.DESCRIBE, Op.DELETE)
TRANSACTIONAL_ID_OPERATIONS = (Op.DESCRIBE, Op.WRITE)

#: operation -> the operations whose ALLOW grants it too
IMPLIED_BY = {
    Op.DESCRIBE: frozenset({Op.DESCRIBE, Op.ALL, Op.READ, Op.WRITE, Op.DELETE, Op.ALTER}),
    Op.DESCRIBE_CONFIGS: frozenset({Op.DESCRIBE_CONFIGS, Op.ALL, Op.ALTER_CONFIGS}),
}


def parse_principal(text: str) -> tuple[str, str]:
    """`Type:name` -> (type, name); ValueError without a colon or with an empty type."""
    kind, sep, name = text.partition(":")
    if not sep or not kind:
        raise ValueError(f"Could not parse principal from `{text}` (no colon is found separating the type and name)")
    return kind, name


@dataclass(frozen=True, slots=True)
class AclBinding:
    """One ACL: resource pattern and entry, with the id of its AccessControlEntryRecord."""

    resource_type: int
    resource_name: str
    pattern_type: int
    principal: str
    host: str
    operation: int
    permission_type: int
    id: uuid.UUID = ZERO_ID

    def same_acl(self, other: AclBinding) -> bool:
        return (
            self.resource_type,
            self.resource_name,
            self.pattern_type,
            self.principal,
            self.host,
            self.operation,
            self.permission_type,
        ) == (
            other.resource_type,
            other.resource_name,
            other.pattern_type,
            other.principal,
            other.host,
            other.operation,
            other.permission_type,
        )

    def validate(self) -> str | None:
        """Why this binding cannot be stored (Kafka's checks), or None."""
        if (
            self.resource_type in (ResourceType.UNKNOWN, ResourceType.ANY)
            or self.resource_type not in ResourceType.__members__.values()
        ):
            return "Invalid resource type"
        if self.pattern_type not in (PatternType.LITERAL, PatternType.PREFIXED):
            return "Invalid pattern type"
        if self.operation in (Op.UNKNOWN, Op.ANY) or self.operation not in AclOperation.__members__.values():
            return "Invalid operation"
        if self.permission_type not in (AclPermissionType.ALLOW, AclPermissionType.DENY):
            return "Invalid permission type"
        if not self.resource_name:
            return "Resource name should not be empty"
        if self.resource_type == ResourceType.CLUSTER and (
            self.resource_name != CLUSTER_NAME or self.pattern_type != PatternType.LITERAL
        ):
            return "The only valid name for the CLUSTER resource is kafka-cluster"
        try:
            parse_principal(self.principal)
        except ValueError as e:
            return str(e)
        if not self.host:
            return "Host should not be empty"
        return None


@dataclass(frozen=True, slots=True)
class ScramCredentialEntry:
    """A user's SCRAM credential for one mechanism (1 SCRAM-SHA-256, 2 SCRAM-SHA-512)."""

    salt: bytes
    stored_key: bytes
    server_key: bytes
    iterations: int


def matches_filter(f: object, b: AclBinding) -> bool:
    """Whether ACL `b` matches a DescribeAcls request or a DeleteAcls filter (their fields have the same names)."""
    rtype = f.resource_type_filter  # type: ignore[attr-defined]
    if rtype != ResourceType.ANY and rtype != b.resource_type:
        return False
    name = f.resource_name_filter  # type: ignore[attr-defined]
    ptype = f.pattern_type_filter  # type: ignore[attr-defined]
    if ptype == PatternType.MATCH:
        if name is not None:
            if b.pattern_type == PatternType.LITERAL:
                if b.resource_name != name and b.resource_name != "*":
                    return False
            elif b.pattern_type == PatternType.PREFIXED:
                if not name.startswith(b.resource_name):
                    return False
            else:
                return False
    else:
        if ptype != PatternType.ANY and ptype != b.pattern_type:
            return False
        if name is not None and name != b.resource_name:
            return False
    principal = f.principal_filter  # type: ignore[attr-defined]
    if principal is not None and principal != b.principal:
        return False
    host = f.host_filter  # type: ignore[attr-defined]
    if host is not None and host != b.host:
        return False
    op = f.operation  # type: ignore[attr-defined]
    if op != 1 and op != b.operation:  # 1: ANY
        return False
    perm: int = f.permission_type  # type: ignore[attr-defined]
    return perm == AclPermissionType.ANY or perm == b.permission_type


def filter_problem(f: object) -> str | None:
    """Why a DescribeAcls request / DeleteAcls filter is invalid, or None."""
    if f.resource_type_filter not in (1, 2, 3, 4, 5, 6, 7):  # type: ignore[attr-defined]
        return "Invalid resource type filter"
    if f.pattern_type_filter not in (1, 2, 3, 4):  # type: ignore[attr-defined]
        return "Invalid pattern type filter"
    if not 1 <= f.operation <= 15:  # type: ignore[attr-defined]
        return "Invalid operation filter"
    if f.permission_type not in (1, 2, 3):  # type: ignore[attr-defined]
        return "Invalid permission type filter"
    return None
