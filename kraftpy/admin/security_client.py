"""The AdminClient's ACL and SCRAM credential calls (CreateAcls, DescribeAcls, DeleteAcls,
DescribeUserScramCredentials, AlterUserScramCredentials), as Kafka's Admin API has them."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.protocol.messages.alter_user_scram_credentials import AlterUserScramCredentialsRequest
from kraftpy.protocol.messages.create_acls import CreateAclsRequest
from kraftpy.protocol.messages.delete_acls import DeleteAclsRequest
from kraftpy.protocol.messages.describe_acls import DescribeAclsRequest
from kraftpy.protocol.messages.describe_user_scram_credentials import DescribeUserScramCredentialsRequest
from kraftpy.security.scram import MECHANISMS, salted_password

from .errors import AdminError

__all__ = ["AclFilter", "ScramCredentialInfo", "SecurityAdminMixin"]

MECHANISM_NAMES = {m.id: m.name for m in MECHANISMS.values()}


@dataclass(frozen=True, slots=True)
class AclFilter:
    """A DescribeAcls / DeleteAcls filter: None or ANY matches every value (MATCH: the patterns that apply to
    `resource_name`)."""

    resource_type: int = ResourceType.ANY
    resource_name: str | None = None
    pattern_type: int = PatternType.ANY
    principal: str | None = None
    host: str | None = None
    operation: int = AclOperation.ANY
    permission_type: int = AclPermissionType.ANY


@dataclass(frozen=True, slots=True)
class ScramCredentialInfo:
    mechanism: str
    iterations: int


class SecurityAdminMixin:
    """Mixed into AdminClient (which provides `_send_any`, `_send_to_controller`, `_retrying`, `to_controllers`)."""

    async def _send_mutation(self, request: Any) -> Any:
        if getattr(self, "to_controllers", False):
            return await self._send_to_controller(request)  # type: ignore[attr-defined]
        return await self._send_any(request)  # type: ignore[attr-defined]

    async def create_acls(self, bindings: Sequence[AclBinding]) -> list[Any]:
        """One entry per binding: None when created (or already there), else an AdminError."""
        R = CreateAclsRequest
        req = R(
            creations=[
                R.AclCreation(
                    resource_type=b.resource_type,
                    resource_name=b.resource_name,
                    resource_pattern_type=b.pattern_type,
                    principal=b.principal,
                    host=b.host,
                    operation=b.operation,
                    permission_type=b.permission_type,
                )
                for b in bindings
            ]
        )

        async def attempt() -> list[Any]:
            resp = await self._send_mutation(req)
            return [None if r.error_code == 0 else AdminError.of(r.error_code, r.error_message) for r in resp.results]

        return await self._retrying("createAcls", attempt)  # type: ignore[attr-defined,no-any-return]

    async def describe_acls(self, f: AclFilter = AclFilter()) -> list[AclBinding]:
        req = DescribeAclsRequest(
            resource_type_filter=f.resource_type,
            resource_name_filter=f.resource_name,
            pattern_type_filter=f.pattern_type,
            principal_filter=f.principal,
            host_filter=f.host,
            operation=f.operation,
            permission_type=f.permission_type,
        )

        async def attempt() -> list[AclBinding]:
            resp = await self._send_any(req)  # type: ignore[attr-defined]
            if resp.error_code:
                raise AdminError.of(resp.error_code, resp.error_message)
            return [
                AclBinding(
                    r.resource_type,
                    r.resource_name,
                    r.pattern_type,
                    a.principal,
                    a.host,
                    a.operation,
                    a.permission_type,
                )
                for r in resp.resources
                for a in r.acls
            ]

        return await self._retrying("describeAcls", attempt)  # type: ignore[attr-defined,no-any-return]

    async def delete_acls(self, filters: Sequence[AclFilter]) -> list[Any]:
        """One entry per filter: the ACLs it deleted, or an AdminError."""
        R = DeleteAclsRequest
        req = R(
            filters=[
                R.DeleteAclsFilter(
                    resource_type_filter=f.resource_type,
                    resource_name_filter=f.resource_name,
                    pattern_type_filter=f.pattern_type,
                    principal_filter=f.principal,
                    host_filter=f.host,
                    operation=f.operation,
                    permission_type=f.permission_type,
                )
                for f in filters
            ]
        )

        async def attempt() -> list[Any]:
            resp = await self._send_mutation(req)
            out: list[Any] = []
            for r in resp.filter_results:
                if r.error_code:
                    out.append(AdminError.of(r.error_code, r.error_message))
                else:
                    out.append(
                        [
                            AclBinding(
                                m.resource_type,
                                m.resource_name,
                                m.pattern_type,
                                m.principal,
                                m.host,
                                m.operation,
                                m.permission_type,
                            )
                            for m in r.matching_acls
                        ]
                    )
            return out

        return await self._retrying("deleteAcls", attempt)  # type: ignore[attr-defined,no-any-return]

    async def describe_user_scram_credentials(self, users: Sequence[str] | None = None) -> dict[str, Any]:
        """user -> its credentials (mechanism, iterations), or an AdminError (RESOURCE_NOT_FOUND, ...)."""
        R = DescribeUserScramCredentialsRequest
        req = R(users=None if users is None else [R.UserName(name=u) for u in users])

        async def attempt() -> dict[str, Any]:
            resp = await self._send_any(req)  # type: ignore[attr-defined]
            if resp.error_code:
                raise AdminError.of(resp.error_code, resp.error_message)
            out: dict[str, Any] = {}
            for r in resp.results:
                if r.error_code:
                    out[r.user] = AdminError.of(r.error_code, r.error_message)
                else:
                    out[r.user] = [
                        ScramCredentialInfo(MECHANISM_NAMES.get(c.mechanism, str(c.mechanism)), c.iterations)
                        for c in r.credential_infos
                    ]
            return out

        return await self._retrying("describeUserScramCredentials", attempt)  # type: ignore[attr-defined,no-any-return]

    async def alter_user_scram_credentials(
        self,
        upsertions: Sequence[tuple[str, str, str, int]] = (),
        deletions: Sequence[tuple[str, str]] = (),
    ) -> dict[str, Any]:
        """Upsertions (user, mechanism name, password, iterations) and deletions (user, mechanism name): the
        salted password is computed here, with a random salt, so the password never leaves the client. user ->
        None or an AdminError."""
        R = AlterUserScramCredentialsRequest
        ups = []
        for user, mech_name, password, iterations in upsertions:
            mech = MECHANISMS.get(mech_name.upper())
            if mech is None:
                raise ValueError(f"unknown SCRAM mechanism {mech_name} ({', '.join(MECHANISMS)})")
            salt = os.urandom(32)
            ups.append(
                R.ScramCredentialUpsertion(
                    name=user,
                    mechanism=mech.id,
                    iterations=iterations,
                    salt=salt,
                    salted_password=salted_password(mech, password.encode(), salt, max(1, iterations))
                    if 0 < iterations <= 100_000
                    else b"",
                )
            )
        dels = []
        for user, mech_name in deletions:
            mech = MECHANISMS.get(mech_name.upper())
            dels.append(R.ScramCredentialDeletion(name=user, mechanism=0 if mech is None else mech.id))
        req = R(deletions=dels, upsertions=ups)

        async def attempt() -> dict[str, Any]:
            resp = await self._send_mutation(req)
            return {
                r.user: None if r.error_code == 0 else AdminError.of(r.error_code, r.error_message)
                for r in resp.results
            }

        return await self._retrying("alterUserScramCredentials", attempt)  # type: ignore[attr-defined,no-any-return]
