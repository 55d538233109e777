"""DescribeAcls and DescribeUserScramCredentials, answered by a broker from its metadata image (sans-IO).

DescribeAcls groups the matching ACLs by resource pattern; without an authorizer it is SECURITY_DISABLED (Kafka's
answer). DescribeUserScramCredentials with a null user list describes every user that has a credential; a named
user without one is RESOURCE_NOT_FOUND, a user named twice DUPLICATE_RESOURCE. Neither ever returns salts or keys:
only mechanisms and iteration counts.
"""

from __future__ import annotations

from collections.abc import Callable

from kraftpy.metadata.acls import filter_problem, matches_filter
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_acls import DescribeAclsRequest, DescribeAclsResponse
from kraftpy.protocol.messages.describe_user_scram_credentials import (
    DescribeUserScramCredentialsRequest,
    DescribeUserScramCredentialsResponse,
)
from kraftpy.runtime import RequestHandler, RequestInfo

__all__ = ["SecurityHandlers"]

E = ErrorCode


class SecurityHandlers:
    def __init__(self, image: Callable[[], MetadataImage], acls_enabled: bool) -> None:
        self.image = image
        self.acls_enabled = acls_enabled

    def handlers(self) -> dict[int, RequestHandler]:
        return {
            DescribeAclsRequest.API_KEY: self.describe_acls,
            DescribeUserScramCredentialsRequest.API_KEY: self.describe_user_scram_credentials,
        }

    def describe_acls(self, info: RequestInfo, req: DescribeAclsRequest) -> DescribeAclsResponse:
        R = DescribeAclsResponse
        if not self.acls_enabled:
            return R(error_code=int(E.SECURITY_DISABLED), error_message="No Authorizer is configured.")
        problem = filter_problem(req)
        if problem is not None:
            return R(error_code=int(E.INVALID_REQUEST), error_message=problem)
        groups: dict[tuple[int, str, int], list[DescribeAclsResponse.AclDescription]] = {}
        for b in self.image().acls.values():
            if matches_filter(req, b):
                groups.setdefault((b.resource_type, b.resource_name, b.pattern_type), []).append(
                    R.AclDescription(
                        principal=b.principal, host=b.host, operation=b.operation, permission_type=b.permission_type
                    )
                )
        resources = []
        for (rtype, name, ptype), acls in sorted(groups.items()):
            acls.sort(key=lambda a: (a.principal, a.host, a.operation, a.permission_type))
            resources.append(
                R.DescribeAclsResource(resource_type=rtype, resource_name=name, pattern_type=ptype, acls=acls)
            )
        return R(error_code=0, resources=resources)

    def describe_user_scram_credentials(
        self, info: RequestInfo, req: DescribeUserScramCredentialsRequest
    ) -> DescribeUserScramCredentialsResponse:
        R = DescribeUserScramCredentialsResponse
        scram = self.image().scram
        by_user: dict[str, list[DescribeUserScramCredentialsResponse.CredentialInfo]] = {}
        for (user, mechanism), c in sorted(scram.items()):
            by_user.setdefault(user, []).append(R.CredentialInfo(mechanism=mechanism, iterations=c.iterations))
        results = []
        if req.users is None:
            for user, infos in sorted(by_user.items()):
                results.append(R.DescribeUserScramCredentialsResult(user=user, error_code=0, credential_infos=infos))
            return R(error_code=0, results=results)
        names = [u.name for u in req.users]
        seen: set[str] = set()
        for name in names:
            if name in seen:
                continue
            seen.add(name)
            if names.count(name) > 1:
                results.append(
                    R.DescribeUserScramCredentialsResult(
                        user=name,
                        error_code=int(E.DUPLICATE_RESOURCE),
                        error_message=f"Cannot describe SCRAM credentials for the same user twice in a single "
                        f"request: {name}",
                    )
                )
            elif name not in by_user:
                results.append(
                    R.DescribeUserScramCredentialsResult(
                        user=name,
                        error_code=int(E.RESOURCE_NOT_FOUND),
                        error_message=f"Attempt to describe a user credential that does not exist: {name}",
                    )
                )
            else:
                results.append(
                    R.DescribeUserScramCredentialsResult(user=name, error_code=0, credential_infos=by_user[name])
                )
        return R(error_code=0, results=results)
