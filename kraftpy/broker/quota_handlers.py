"""DescribeClientQuotas on a broker, answered from its metadata image (`kraftpy.metadata.quotas`): the entities the
filter matches, with their quotas; a filter Kafka refuses gets its error (INVALID_REQUEST, UNSUPPORTED_VERSION) and
no entries."""

from __future__ import annotations

from collections.abc import Callable

from kraftpy.metadata.image import MetadataImage
from kraftpy.metadata.quotas import describe_quotas, filter_problem
from kraftpy.protocol.messages.describe_client_quotas import (
    DescribeClientQuotasRequest,
    DescribeClientQuotasResponse,
)
from kraftpy.runtime import RequestInfo

__all__ = ["QuotaHandlers", "describe_client_quotas"]

R = DescribeClientQuotasResponse


def describe_client_quotas(image: MetadataImage, req: DescribeClientQuotasRequest) -> DescribeClientQuotasResponse:
    components = [(c.entity_type, c.match_type, c.match) for c in req.components]
    problem = filter_problem(components)
    if problem is not None:
        return R(error_code=problem.error_code, error_message=problem.message, entries=None)
    entries = [
        R.EntryData(
            entity=[R.EntityData(entity_type=t, entity_name=n) for t, n in entity],
            values=[R.ValueData(key=k, value=v) for k, v in sorted(values.items())],
        )
        for entity, values in describe_quotas(image.client_quotas, components, req.strict)
    ]
    return R(error_code=0, entries=entries)


class QuotaHandlers:
    def __init__(self, image: Callable[[], MetadataImage]) -> None:
        self.image = image

    def describe_client_quotas(
        self, info: RequestInfo, req: DescribeClientQuotasRequest
    ) -> DescribeClientQuotasResponse:
        return describe_client_quotas(self.image(), req)
