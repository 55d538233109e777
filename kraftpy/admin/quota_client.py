"""The AdminClient's client quota calls (DescribeClientQuotas, AlterClientQuotas), as Kafka's
`Admin.describeClientQuotas` / `alterClientQuotas`.

An entity is a mapping of entity type (`user`, `client-id`, `ip`) to a name, None for the type's default entity;
results are keyed by `QuotaEntity` (the sorted (type, name) pairs, as the metadata image keys them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kraftpy.metadata.quotas import MATCH_ANY, MATCH_DEFAULT, MATCH_EXACT, QuotaEntity
from kraftpy.protocol.messages.alter_client_quotas import AlterClientQuotasRequest
from kraftpy.protocol.messages.describe_client_quotas import DescribeClientQuotasRequest

from .errors import AdminError

__all__ = ["ClientQuotaAlteration", "ClientQuotaFilter", "QuotaAdminMixin", "entity_key"]


def entity_key(entity: Mapping[str, str | None]) -> QuotaEntity:
    return tuple(sorted(entity.items()))


@dataclass(frozen=True, slots=True)
class ClientQuotaFilter:
    """One component of a describe filter: `name` for an exact match, `default` for the default entity, neither
    for any entity of the type."""

    entity_type: str
    name: str | None = None
    default: bool = False

    @property
    def match_type(self) -> int:
        if self.name is not None:
            return MATCH_EXACT
        return MATCH_DEFAULT if self.default else MATCH_ANY


@dataclass(frozen=True, slots=True)
class ClientQuotaAlteration:
    """Changes to one entity's quotas: key -> new value, or None to remove the key."""

    entity: Mapping[str, str | None]
    ops: Mapping[str, float | None] = field(default_factory=dict)


class QuotaAdminMixin:
    """Mixed into AdminClient (which provides `_send_any`, `_send_mutation`, `_retrying`)."""

    async def describe_client_quotas(
        self, components: Sequence[ClientQuotaFilter] = (), *, strict: bool = False
    ) -> dict[QuotaEntity, dict[str, float]]:
        """The entities the filter matches (every entity with a quota when empty and not strict), with their
        quotas."""
        R = DescribeClientQuotasRequest
        req = R(
            components=[
                R.ComponentData(entity_type=c.entity_type, match_type=c.match_type, match=c.name) for c in components
            ],
            strict=strict,
        )

        async def attempt() -> dict[QuotaEntity, dict[str, float]]:
            resp = await self._send_any(req)  # type: ignore[attr-defined]
            if resp.error_code:
                raise AdminError.of(resp.error_code, resp.error_message)
            return {
                tuple(sorted((e.entity_type, e.entity_name) for e in entry.entity)): {
                    v.key: v.value for v in entry.values
                }
                for entry in resp.entries or ()
            }

        return await self._retrying("describeClientQuotas", attempt)  # type: ignore[attr-defined,no-any-return]

    async def alter_client_quotas(
        self, alterations: Sequence[ClientQuotaAlteration], *, validate_only: bool = False
    ) -> dict[QuotaEntity, AdminError | None]:
        """Alter the quotas of entities; per entity None (done) or the AdminError it failed with."""
        A = AlterClientQuotasRequest
        req = A(
            entries=[
                A.EntryData(
                    entity=[A.EntityData(entity_type=t, entity_name=n) for t, n in a.entity.items()],
                    ops=[
                        A.OpData(key=k, value=0.0 if v is None else float(v), remove=v is None)
                        for k, v in a.ops.items()
                    ],
                )
                for a in alterations
            ],
            validate_only=validate_only,
        )

        async def attempt() -> dict[QuotaEntity, AdminError | None]:
            resp: Any = await self._send_mutation(req)  # type: ignore[attr-defined]
            out: dict[QuotaEntity, AdminError | None] = {}
            for e in resp.entries:
                key = tuple(sorted((x.entity_type, x.entity_name) for x in e.entity))
                out[key] = None if e.error_code == 0 else AdminError.of(e.error_code, e.error_message)
            return out

        return await self._retrying("alterClientQuotas", attempt)  # type: ignore[attr-defined,no-any-return]
