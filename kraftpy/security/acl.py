"""ACLs and the authorizer: Kafka's StandardAuthorizer semantics over the ACLs of the metadata image (sans-IO).

An ACL binds a resource pattern (type, name, LITERAL or PREFIXED) to an entry (principal, host, operation, ALLOW or
DENY). A request (principal, host, operation, resource) is decided so:

1. a principal listed in `super.users` is allowed everything;
2. the ACLs that apply to the resource are the LITERAL ones with its name, the LITERAL ones named `*`, and the
   PREFIXED ones whose name is a prefix of the resource's name;
3. if one of them DENYs the request (its principal is the request's or `User:*`, its host the client's or `*`, its
   operation the requested one or ALL), the request is denied: DENY wins over ALLOW;
4. else if one ALLOWs it (operation the requested one, ALL, or one that implies it: READ, WRITE, DELETE and ALTER
   imply DESCRIBE; ALTER_CONFIGS implies DESCRIBE_CONFIGS), it is allowed;
5. else, when no ACL at all applies to the resource, `allow.everyone.if.no.acl.found` decides (default false);
   otherwise it is denied.

The authorizer reads the ACLs of whatever `MetadataImage` it is given, so an ACL takes effect on a node as soon as
its record is committed and replayed there. Decisions are cached per image (`Authorizer.authorize` is on the
request path of every authorized API).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping

from kraftpy.metadata.acls import (
    CLUSTER_NAME,
    CLUSTER_OPERATIONS,
    GROUP_OPERATIONS,
    IMPLIED_BY,
    TOPIC_OPERATIONS,
    TRANSACTIONAL_ID_OPERATIONS,
    WILDCARD,
    WILDCARD_PRINCIPAL,
    AclBinding,
    AclOperation,
    AclPermissionType,
    PatternType,
    ResourceType,
    parse_principal,
)

Op = AclOperation

__all__ = [
    "CLUSTER_NAME",
    "CLUSTER_OPERATIONS",
    "GROUP_OPERATIONS",
    "TOPIC_OPERATIONS",
    "TRANSACTIONAL_ID_OPERATIONS",
    "AclBinding",
    "AclOperation",
    "AclPermissionType",
    "Authorizer",
    "PatternType",
    "ResourceType",
    "parse_principal",
]


class _Index:
    """The ACLs of one image, grouped for lookups: (type, name) -> literal ACLs; type -> prefixed ACLs."""

    __slots__ = ("literal", "prefixed")

    def __init__(self, acls: Iterable[AclBinding]) -> None:
        self.literal: dict[tuple[int, str], list[AclBinding]] = {}
        self.prefixed: dict[int, list[AclBinding]] = {}
        for b in acls:
            if b.pattern_type == PatternType.LITERAL:
                self.literal.setdefault((b.resource_type, b.resource_name), []).append(b)
            elif b.pattern_type == PatternType.PREFIXED:
                self.prefixed.setdefault(b.resource_type, []).append(b)

    def applying(self, rtype: int, name: str) -> list[AclBinding]:
        out = list(self.literal.get((rtype, name), ()))
        if name != WILDCARD:
            out += self.literal.get((rtype, WILDCARD), ())
        for b in self.prefixed.get(rtype, ()):
            if name.startswith(b.resource_name):
                out.append(b)
        return out


class Authorizer:
    """StandardAuthorizer's decisions over the ACLs of a metadata image (see the module docstring).

    `acls_of` returns the current ACLs (the node's image's `acls` mapping); its identity is the cache key, so
    a new image with new ACLs drops every cached decision.
    """

    def __init__(self, super_users: Iterable[str] = (), allow_everyone_if_no_acl_found: bool = False) -> None:
        self.super_users = frozenset(super_users)
        self.allow_if_no_acl = allow_everyone_if_no_acl_found
        self._of: object = None
        self._index = _Index(())
        self._cache: dict[tuple[str, str, int, int, str], bool] = {}

    def _indexed(self, acls: Mapping[uuid.UUID, AclBinding]) -> _Index:
        if acls is not self._of:
            self._of = acls
            self._index = _Index(acls.values())
            self._cache = {}
        return self._index

    def authorize(
        self,
        acls: Mapping[uuid.UUID, AclBinding],
        principal: str,
        host: str,
        operation: int,
        resource_type: int,
        resource_name: str,
    ) -> bool:
        if principal in self.super_users:
            return True
        index = self._indexed(acls)
        key = (principal, host, operation, resource_type, resource_name)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        applying = index.applying(resource_type, resource_name)
        result = self._decide(applying, principal, host, operation)
        if len(self._cache) > 100_000:
            self._cache = {}
        self._cache[key] = result
        return result

    def _decide(self, applying: list[AclBinding], principal: str, host: str, operation: int) -> bool:
        if not applying:
            return self.allow_if_no_acl
        allowed = False
        granting = IMPLIED_BY.get(operation)  # type: ignore[call-overload]
        for b in applying:
            if b.principal != principal and b.principal != WILDCARD_PRINCIPAL:
                continue
            if b.host != host and b.host != WILDCARD:
                continue
            if b.permission_type == AclPermissionType.DENY:
                if b.operation == operation or b.operation == Op.ALL:
                    return False
            elif (
                not allowed
                and b.permission_type == AclPermissionType.ALLOW
                and (
                    b.operation == operation
                    or b.operation == Op.ALL
                    or (granting is not None and b.operation in granting)
                )
            ):
                allowed = True
        return allowed

    def authorized_operations(
        self,
        acls: Mapping[uuid.UUID, AclBinding],
        principal: str,
        host: str,
        resource_type: int,
        resource_name: str,
        operations: Iterable[int],
    ) -> int:
        """The authorized-operations bitfield (bit n = operation code n) of `operations` on a resource."""
        bits = 0
        for op in operations:
            if self.authorize(acls, principal, host, op, resource_type, resource_name):
                bits |= 1 << int(op)
        return bits

    def authorize_any(
        self, acls: Mapping[uuid.UUID, AclBinding], principal: str, host: str, operation: int, resource_type: int
    ) -> bool:
        """Whether the principal may do `operation` on some resource of the type (Kafka's
        authorizeByResourceType): a super user, or an ALLOW ACL of any pattern that no DENY of the same
        principal/host on the wildcard or a covering pattern voids; with no ACL of the type at all,
        allow.everyone.if.no.acl.found."""
        if principal in self.super_users:
            return True
        index = self._indexed(acls)
        relevant = [b for (t, _n), bs in index.literal.items() if t == resource_type for b in bs]
        relevant += index.prefixed.get(resource_type, [])
        matching = [
            b
            for b in relevant
            if (b.principal == principal or b.principal == WILDCARD_PRINCIPAL)
            and (b.host == host or b.host == WILDCARD)
        ]
        if not relevant:
            return self.allow_if_no_acl
        granting = IMPLIED_BY.get(operation, frozenset({operation, Op.ALL}))  # type: ignore[call-overload]
        denied_all = any(
            b.permission_type == AclPermissionType.DENY
            and b.pattern_type == PatternType.LITERAL
            and b.resource_name == WILDCARD
            and b.operation in (operation, Op.ALL)
            for b in matching
        )
        if denied_all:
            return False
        denies = [
            b for b in matching if b.permission_type == AclPermissionType.DENY and b.operation in (operation, Op.ALL)
        ]
        for b in matching:
            if b.permission_type != AclPermissionType.ALLOW or b.operation not in granting:
                continue
            voided = False
            for d in denies:
                if (
                    d.pattern_type == PatternType.LITERAL
                    and d.resource_name == b.resource_name
                    and b.pattern_type == PatternType.LITERAL
                ) or (d.pattern_type == PatternType.PREFIXED and b.resource_name.startswith(d.resource_name)):
                    voided = True
                if voided:
                    break
            if not voided:
                return True
        return False
