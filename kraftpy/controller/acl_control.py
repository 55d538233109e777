"""ACLs and SCRAM credentials in the metadata log: CreateAcls, DeleteAcls and AlterUserScramCredentials decided on
the active controller (sans-IO: image + request -> records + response).

CreateAcls: each creation is checked (resource type, pattern LITERAL or PREFIXED, operation, permission, a
`Type:name` principal, a host, `kafka-cluster` as the only CLUSTER name): INVALID_REQUEST with the reason; an ACL
that exists already is not written again (success). DeleteAcls: each filter removes every ACL it matches and lists
them; an invalid filter is INVALID_REQUEST.

AlterUserScramCredentials (Kafka's rules): one result per user. A user and mechanism named twice in the request
(two deletions, two upsertions, or one of each) is DUPLICATE_RESOURCE; an empty name UNACCEPTABLE_CREDENTIAL; an
unknown mechanism UNSUPPORTED_SASL_MECHANISM; iterations below 4096 or above 16384 UNACCEPTABLE_CREDENTIAL;
deleting a credential that does not exist RESOURCE_NOT_FOUND. Upsertions carry the salted password the client
computed; the controller stores only the salt, StoredKey, ServerKey and iterations. A user whose alterations
fail has none of them applied.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Callable

from kraftpy.controller.quorum_controller import Decision
from kraftpy.metadata.acls import AclBinding, filter_problem, matches_filter
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_user_scram_credentials import (
    AlterUserScramCredentialsRequest,
    AlterUserScramCredentialsResponse,
)
from kraftpy.protocol.messages.create_acls import CreateAclsRequest, CreateAclsResponse
from kraftpy.protocol.messages.delete_acls import DeleteAclsRequest, DeleteAclsResponse
from kraftpy.protocol.uuids import random_uuid

__all__ = ["AclControl"]

E = ErrorCode
SCRAM_HASHES = {1: "sha256", 2: "sha512"}
MIN_ITERATIONS = 4096
MAX_ITERATIONS = 16384


class AclControl:
    def __init__(self, rng: random.Random, enabled: Callable[[], bool] = lambda: True) -> None:
        self.rng = rng
        self.enabled = enabled  # an authorizer is configured (else SECURITY_DISABLED for the ACL APIs)

    # -- ACLs ----------------------------------------------------------------------------------------------------

    def create_acls(self, image: MetadataImage, req: CreateAclsRequest, version: int) -> Decision:
        results = []
        records: list[Message] = []
        pending: list[AclBinding] = []
        for c in req.creations:
            if not self.enabled():
                results.append(
                    CreateAclsResponse.AclCreationResult(
                        error_code=int(E.SECURITY_DISABLED), error_message="No Authorizer is configured."
                    )
                )
                continue
            b = AclBinding(
                c.resource_type,
                c.resource_name,
                c.resource_pattern_type,
                c.principal,
                c.host,
                c.operation,
                c.permission_type,
            )
            problem = b.validate()
            if problem is not None:
                results.append(
                    CreateAclsResponse.AclCreationResult(error_code=int(E.INVALID_REQUEST), error_message=problem)
                )
                continue
            results.append(CreateAclsResponse.AclCreationResult(error_code=0))
            if any(b.same_acl(x) for x in image.acls.values()) or any(b.same_acl(x) for x in pending):
                continue
            pending.append(b)
            records.append(
                mr.AccessControlEntryRecord(
                    id=random_uuid(self.rng),
                    resource_type=b.resource_type,
                    resource_name=b.resource_name,
                    pattern_type=b.pattern_type,
                    principal=b.principal,
                    host=b.host,
                    operation=b.operation,
                    permission_type=b.permission_type,
                )
            )
        return Decision(records=records, response=CreateAclsResponse(results=results))

    def delete_acls(self, image: MetadataImage, req: DeleteAclsRequest, version: int) -> Decision:
        R = DeleteAclsResponse
        results = []
        records: list[Message] = []
        removed: set[object] = set()
        for f in req.filters:
            if not self.enabled():
                results.append(
                    R.DeleteAclsFilterResult(
                        error_code=int(E.SECURITY_DISABLED), error_message="No Authorizer is configured."
                    )
                )
                continue
            problem = filter_problem(f)
            if problem is not None:
                results.append(R.DeleteAclsFilterResult(error_code=int(E.INVALID_REQUEST), error_message=problem))
                continue
            matching = []
            for acl_id, b in sorted(image.acls.items(), key=lambda kv: str(kv[0])):
                if not matches_filter(f, b):
                    continue
                matching.append(
                    R.DeleteAclsMatchingAcl(
                        error_code=0,
                        resource_type=b.resource_type,
                        resource_name=b.resource_name,
                        pattern_type=b.pattern_type,
                        principal=b.principal,
                        host=b.host,
                        operation=b.operation,
                        permission_type=b.permission_type,
                    )
                )
                if acl_id not in removed:
                    removed.add(acl_id)
                    records.append(mr.RemoveAccessControlEntryRecord(id=acl_id))
            results.append(R.DeleteAclsFilterResult(error_code=0, matching_acls=matching))
        return Decision(records=records, response=R(filter_results=results))

    # -- SCRAM credentials ---------------------------------------------------------------------------------------

    def alter_user_scram_credentials(
        self, image: MetadataImage, req: AlterUserScramCredentialsRequest, version: int
    ) -> Decision:
        R = AlterUserScramCredentialsResponse
        order: list[str] = []
        count: dict[tuple[str, int], int] = {}
        asked: list[tuple[str, int]] = [(d.name, d.mechanism) for d in req.deletions]
        asked += [(u.name, u.mechanism) for u in req.upsertions]
        for name, mechanism in asked:
            if name not in order:
                order.append(name)
            key = (name, mechanism)
            count[key] = count.get(key, 0) + 1
        errors: dict[str, tuple[int, str]] = {}
        records: dict[str, list[Message]] = {u: [] for u in order}
        for d in req.deletions:
            if d.name in errors:
                continue
            problem = self._check_user(d.name, d.mechanism, count)
            if problem is None and (d.name, d.mechanism) not in image.scram:
                problem = (int(E.RESOURCE_NOT_FOUND), "Attempt to delete a user credential that does not exist")
            if problem is not None:
                errors[d.name] = problem
                continue
            records[d.name].append(mr.RemoveUserScramCredentialRecord(name=d.name, mechanism=d.mechanism))
        for u in req.upsertions:
            if u.name in errors:
                continue
            problem = self._check_user(u.name, u.mechanism, count)
            if problem is None and u.iterations < MIN_ITERATIONS:
                problem = (int(E.UNACCEPTABLE_CREDENTIAL), "Too few iterations")
            if problem is None and u.iterations > MAX_ITERATIONS:
                problem = (int(E.UNACCEPTABLE_CREDENTIAL), "Too many iterations")
            if problem is None and not u.salted_password:
                problem = (int(E.UNACCEPTABLE_CREDENTIAL), "Empty salted password")
            if problem is not None:
                errors[u.name] = problem
                continue
            name = SCRAM_HASHES[u.mechanism]
            salted = bytes(u.salted_password)
            client_key = hmac.new(salted, b"Client Key", name).digest()
            records[u.name].append(
                mr.UserScramCredentialRecord(
                    name=u.name,
                    mechanism=u.mechanism,
                    salt=bytes(u.salt),
                    stored_key=hashlib.new(name, client_key).digest(),
                    server_key=hmac.new(salted, b"Server Key", name).digest(),
                    iterations=u.iterations,
                )
            )
        results = []
        out: list[Message] = []
        for user in order:
            if user in errors:
                code, message = errors[user]
                results.append(R.AlterUserScramCredentialsResult(user=user, error_code=code, error_message=message))
            else:
                results.append(R.AlterUserScramCredentialsResult(user=user, error_code=0))
                out += records[user]
        return Decision(records=out, response=R(results=results))

    @staticmethod
    def _check_user(name: str, mechanism: int, count: dict[tuple[str, int], int]) -> tuple[int, str] | None:
        if count.get((name, mechanism), 0) > 1:
            return int(E.DUPLICATE_RESOURCE), "A user credential cannot be altered twice in the same request"
        if not name:
            return int(E.UNACCEPTABLE_CREDENTIAL), "Username must not be empty"
        if mechanism not in SCRAM_HASHES:
            return int(E.UNSUPPORTED_SASL_MECHANISM), "Unknown SCRAM mechanism"
        return None
