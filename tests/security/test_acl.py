"""The authorizer's decisions against Kafka's StandardAuthorizer rules: literal, wildcard and prefixed patterns, DENY
before ALLOW, implied operations, principals and hosts, super.users, allow.everyone.if.no.acl.found."""

from __future__ import annotations

import uuid
from types import MappingProxyType

import pytest

from kraftpy.metadata.acls import (
    AclBinding,
    AclOperation,
    AclPermissionType,
    PatternType,
    ResourceType,
    matches_filter,
)
from kraftpy.protocol.messages.describe_acls import DescribeAclsRequest
from kraftpy.security.acl import Authorizer

Op = AclOperation
ALLOW, DENY = AclPermissionType.ALLOW, AclPermissionType.DENY
LIT, PRE = PatternType.LITERAL, PatternType.PREFIXED
TOPIC, GROUP, CLUSTER = ResourceType.TOPIC, ResourceType.GROUP, ResourceType.CLUSTER


def acls(*bindings: tuple) -> MappingProxyType:
    out = {}
    for b in bindings:
        i = uuid.uuid4()
        out[i] = AclBinding(*b, id=i)
    return MappingProxyType(out)


ACLS = acls(
    (TOPIC, "orders", LIT, "User:alice", "*", Op.READ, ALLOW),
    (TOPIC, "orders", LIT, "User:alice", "10.0.0.9", Op.READ, DENY),
    (TOPIC, "pay-", PRE, "User:bob", "*", Op.WRITE, ALLOW),
    (TOPIC, "pay-secret", LIT, "User:bob", "*", Op.ALL, DENY),
    (TOPIC, "*", LIT, "User:carol", "*", Op.DESCRIBE, ALLOW),
    (TOPIC, "cfg", LIT, "User:*", "*", Op.ALTER_CONFIGS, ALLOW),
    (GROUP, "g", LIT, "User:alice", "*", Op.READ, ALLOW),
    (CLUSTER, "kafka-cluster", LIT, "User:ops", "*", Op.ALTER, ALLOW),
)

CASES = [
    # principal, host, operation, type, name, expected
    ("User:alice", "1.2.3.4", Op.READ, TOPIC, "orders", True),
    ("User:alice", "10.0.0.9", Op.READ, TOPIC, "orders", False),  # DENY from that host wins
    ("User:alice", "1.2.3.4", Op.DESCRIBE, TOPIC, "orders", True),  # READ implies DESCRIBE
    ("User:alice", "1.2.3.4", Op.WRITE, TOPIC, "orders", False),
    ("User:alice", "1.2.3.4", Op.READ, TOPIC, "orders2", False),  # literal means exactly
    ("User:bob", "1.2.3.4", Op.WRITE, TOPIC, "pay-in", True),  # prefixed
    ("User:bob", "1.2.3.4", Op.DESCRIBE, TOPIC, "pay-in", True),  # WRITE implies DESCRIBE
    ("User:bob", "1.2.3.4", Op.WRITE, TOPIC, "pay-secret", False),  # DENY ALL beats the prefixed ALLOW
    ("User:bob", "1.2.3.4", Op.WRITE, TOPIC, "pa", False),
    ("User:carol", "1.2.3.4", Op.DESCRIBE, TOPIC, "anything", True),  # the wildcard resource
    ("User:carol", "1.2.3.4", Op.READ, TOPIC, "anything", False),  # DESCRIBE does not imply READ
    ("User:dave", "1.2.3.4", Op.ALTER_CONFIGS, TOPIC, "cfg", True),  # the wildcard principal
    ("User:dave", "1.2.3.4", Op.DESCRIBE_CONFIGS, TOPIC, "cfg", True),  # ALTER_CONFIGS implies DESCRIBE_CONFIGS
    ("User:dave", "1.2.3.4", Op.DESCRIBE, TOPIC, "cfg", False),
    ("User:alice", "1.2.3.4", Op.READ, GROUP, "g", True),
    ("User:alice", "1.2.3.4", Op.READ, TOPIC, "g", False),  # resource types are apart
    ("User:ops", "1.2.3.4", Op.ALTER, CLUSTER, "kafka-cluster", True),
    ("User:ops", "1.2.3.4", Op.CLUSTER_ACTION, CLUSTER, "kafka-cluster", False),
    ("User:nobody", "1.2.3.4", Op.READ, TOPIC, "no-acl-at-all", False),  # no ACL: denied by default
    ("Group:alice", "1.2.3.4", Op.READ, TOPIC, "orders", False),  # the principal type matters
]


@pytest.mark.parametrize(("principal", "host", "op", "rtype", "name", "expected"), CASES)
def test_decisions(principal: str, host: str, op: int, rtype: int, name: str, expected: bool) -> None:
    assert Authorizer().authorize(ACLS, principal, host, op, rtype, name) is expected


def test_super_users_and_allow_everyone_if_no_acl_found() -> None:
    a = Authorizer(super_users=["User:admin"], allow_everyone_if_no_acl_found=True)
    assert a.authorize(ACLS, "User:admin", "h", Op.WRITE, TOPIC, "pay-secret")  # super users skip every ACL
    assert a.authorize(ACLS, "User:nobody", "h", Op.READ, GROUP, "no-acl-at-all")  # nothing covers it
    # an ACL covers these (a literal one; the wildcard topic ACL covers every topic), not for him
    assert not a.authorize(ACLS, "User:nobody", "h", Op.READ, TOPIC, "orders")
    assert not a.authorize(ACLS, "User:nobody", "h", Op.READ, TOPIC, "no-acl-at-all")


def test_decisions_follow_a_new_image() -> None:
    a = Authorizer()
    assert not a.authorize(ACLS, "User:eve", "h", Op.READ, TOPIC, "orders")
    more = acls((TOPIC, "orders", LIT, "User:eve", "*", Op.READ, ALLOW))
    assert a.authorize(more, "User:eve", "h", Op.READ, TOPIC, "orders")  # the cache is per ACL mapping
    assert not a.authorize(ACLS, "User:eve", "h", Op.READ, TOPIC, "orders")


def test_authorized_operations_bitfield() -> None:
    bits = Authorizer().authorized_operations(
        ACLS, "User:bob", "h", TOPIC, "pay-in", (Op.READ, Op.WRITE, Op.DESCRIBE, Op.ALTER)
    )
    assert bits == (1 << Op.WRITE) | (1 << Op.DESCRIBE)


def test_authorize_any_for_idempotent_producers() -> None:
    a = Authorizer()
    assert a.authorize_any(ACLS, "User:bob", "h", Op.WRITE, TOPIC)
    assert not a.authorize_any(ACLS, "User:carol", "h", Op.WRITE, TOPIC)
    denied = acls((TOPIC, "x", LIT, "User:z", "*", Op.WRITE, ALLOW), (TOPIC, "*", LIT, "User:z", "*", Op.ALL, DENY))
    assert not a.authorize_any(denied, "User:z", "h", Op.WRITE, TOPIC)


@pytest.mark.parametrize(
    ("binding", "problem"),
    [
        ((CLUSTER, "other", LIT, "User:a", "*", Op.ALTER, ALLOW), "kafka-cluster"),
        ((TOPIC, "t", PatternType.MATCH, "User:a", "*", Op.READ, ALLOW), "pattern type"),
        ((TOPIC, "t", LIT, "alice", "*", Op.READ, ALLOW), "colon"),
        ((TOPIC, "t", LIT, "User:a", "*", Op.ANY, ALLOW), "operation"),
        ((TOPIC, "", LIT, "User:a", "*", Op.READ, ALLOW), "empty"),
        ((ResourceType.ANY, "t", LIT, "User:a", "*", Op.READ, ALLOW), "resource type"),
    ],
)
def test_invalid_bindings(binding: tuple, problem: str) -> None:
    why = AclBinding(*binding).validate()
    assert why is not None and problem in why


def test_filters_match_like_kafka() -> None:
    b = AclBinding(TOPIC, "pay-", PRE, "User:bob", "*", Op.WRITE, ALLOW)
    f = DescribeAclsRequest(
        resource_type_filter=TOPIC,
        resource_name_filter="pay-in",
        pattern_type_filter=PatternType.MATCH,
        principal_filter=None,
        host_filter=None,
        operation=Op.ANY,
        permission_type=1,
    )
    assert matches_filter(f, b)  # MATCH: the prefixed ACL applies to pay-in
    f.pattern_type_filter = LIT
    assert not matches_filter(f, b)
    f.pattern_type_filter = PatternType.ANY
    f.resource_name_filter = "pay-"
    assert matches_filter(f, b)
    f.principal_filter = "User:alice"
    assert not matches_filter(f, b)
