"""Client quotas on the active controller (sans-IO): AlterClientQuotas decided into ClientQuotaRecords, and the
controller mutation quota (KIP-599) applied to CreateTopics, CreatePartitions and DeleteTopics.

AlterClientQuotas: one result per entry of the request, in its order. An entry whose entity is invalid (empty, an
entity type named twice, an unknown type: UNSUPPORTED_VERSION, an ip with a user or client id, an ip name that is
not an address) or one of whose operations is (a key the entity type does not take, a value that is not a number
above 0, a fraction for a whole-number key, a key named twice) fails as a whole with INVALID_REQUEST and the
reason; the others are written (nothing with ValidateOnly). Removing a key that is not set writes nothing.

Controller mutations: each principal / client id has its `controller_mutation_rate` (Kafka's precedence,
`kraftpy.metadata.quotas`), measured by a token bucket of `quota.window.num * quota.window.size.seconds` seconds of
the rate; every partition created or deleted takes a token. With the versions that know THROTTLING_QUOTA_EXCEEDED
(CreateTopics v6+, DeleteTopics v5+, CreatePartitions v3+) a request that comes while the bucket is empty has
each of its topics refused with it (the response's throttle time says for how long); older versions are served
and only throttled. A request that empties the bucket is served and throttled. The throttle time goes into the
response's ThrottleTimeMs (the node's connection then stops reading for that long).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from kraftpy.controller.quorum_controller import Decision
from kraftpy.metadata.image import MetadataImage
from kraftpy.metadata.quotas import (
    CONTROLLER_MUTATION_RATE,
    QuotaEntity,
    QuotaProblem,
    entity_problem,
    op_problem,
    resolve_client_quota,
    user_of,
)
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import ApiKey
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_client_quotas import AlterClientQuotasRequest, AlterClientQuotasResponse
from kraftpy.protocol.messages.create_partitions import CreatePartitionsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsResponse
from kraftpy.protocol.messages.delete_topics import DeleteTopicsResponse
from kraftpy.runtime import RequestInfo
from kraftpy.sensors import SampledStat, TokenBucket

__all__ = ["ControllerMutationQuotas", "STRICT_SINCE", "alter_client_quotas"]

log = logging.getLogger(__name__)

E = ErrorCode
R = AlterClientQuotasResponse

#: API key -> the first version answering THROTTLING_QUOTA_EXCEEDED (CreateTopics 19, DeleteTopics 20,
#: CreatePartitions 37)
STRICT_SINCE = {19: 6, 20: 5, 37: 3}


def alter_client_quotas(image: MetadataImage, req: AlterClientQuotasRequest, version: int) -> Decision:
    results = []
    records: list[Message] = []
    for entry in req.entries:
        entity_data = [R.EntityData(entity_type=e.entity_type, entity_name=e.entity_name) for e in entry.entity]
        checked = entity_problem((e.entity_type, e.entity_name) for e in entry.entity)
        problem: QuotaProblem | None = checked if isinstance(checked, QuotaProblem) else None
        entity: QuotaEntity = () if isinstance(checked, QuotaProblem) else checked
        if problem is None:
            keys: set[str] = set()
            for op in entry.ops:
                if op.key in keys:
                    problem = QuotaProblem(int(E.INVALID_REQUEST), f"Duplicate quota key {op.key} in the entry")
                    break
                keys.add(op.key)
                problem = op_problem(entity, op.key, op.value, op.remove)
                if problem is not None:
                    break
        if problem is not None:
            results.append(
                R.EntryData(error_code=problem.error_code, error_message=problem.message, entity=entity_data)
            )
            continue
        results.append(R.EntryData(error_code=0, error_message=None, entity=entity_data))
        if req.validate_only:
            continue
        current = image.client_quotas.get(entity, {})
        for op in entry.ops:
            if op.remove and op.key not in current:
                continue
            records.append(
                mr.ClientQuotaRecord(
                    entity=[mr.ClientQuotaRecord.EntityData(entity_type=t, entity_name=n) for t, n in entity],
                    key=op.key,
                    value=0.0 if op.remove else op.value,
                    remove=op.remove,
                )
            )
    return Decision(records=records, response=R(entries=results))


class ControllerMutationQuotas:
    """The controller mutation rates of the principals and client ids (see the module text): one token bucket per
    sensor (Kafka's metric tags user / client-id), bounded by the quotas of the image `image()` returns."""

    def __init__(
        self, image: Callable[[], MetadataImage], clock: Callable[[], float], window_num: int, window_seconds: float
    ) -> None:
        self.image = image
        self.clock = clock
        self.span = window_num * window_seconds
        self._window = (window_num, window_seconds)
        self._buckets: dict[tuple[str, str], TokenBucket] = {}
        #: for the metrics, by (user tag, client-id tag): the mutations, the throttle times given (ms), the bound
        self._mutations: dict[tuple[str, str], SampledStat] = {}
        self._throttles: dict[tuple[str, str], SampledStat] = {}
        self._bounds: dict[tuple[str, str], float] = {}

    def wrap(self, api: int, fn: Callable[[MetadataImage, Any, int], Decision], default_partitions: int) -> Any:
        """`fn` (a control manager's decide function) behind the quota: returns `(info, req, image) -> Decision`
        taking the request's principal and client id. `default_partitions`: num.partitions (CreateTopics' -1)."""
        strict_since = STRICT_SINCE[api]

        def decide(info: RequestInfo, req: Any, image: MetadataImage) -> Decision:
            quotas = image.client_quotas
            if not quotas:
                return fn(image, req, info.api_version)
            user = user_of(info.principal)
            resolved = resolve_client_quota(quotas, CONTROLLER_MUTATION_RATE, user, info.client_id or "")
            if resolved is None:
                return fn(image, req, info.api_version)
            tags = (resolved.user_tag, resolved.client_tag)
            bucket = self._buckets.get(tags)
            if bucket is None:
                bucket = self._buckets[tags] = TokenBucket()
                self._mutations[tags] = SampledStat(*self._window)
                self._throttles[tags] = SampledStat(*self._window)
            rate = self._bounds[tags] = resolved.bound
            burst = rate * self.span
            now = self.clock()
            waiting = bucket.throttle(rate, burst, now)
            if waiting > 0 and info.api_version >= strict_since:
                self._throttles[tags].record(waiting * 1000.0, now)
                return Decision(response=_throttled(api, req, waiting))
            n = float(mutations(api, image, req, default_partitions))
            bucket.record(n, rate, burst, now)
            self._mutations[tags].record(n, now)
            decision = fn(image, req, info.api_version)
            throttle = bucket.throttle(rate, burst, now)
            if throttle > 0 and decision.response is not None and hasattr(decision.response, "throttle_time_ms"):
                decision.response.throttle_time_ms = max(decision.response.throttle_time_ms, round(throttle * 1000))
                self._throttles[tags].record(throttle * 1000.0, now)
            return decision

        return decide

    def snapshot(self) -> list[tuple[str, str, str, float, float, float, float]]:
        """For the metrics (`kraftpy.metrics.quotas`): (key, user, client-id, mutations a second, throttle-time
        avg ms, max ms, bound) of every sensor."""
        now = self.clock()
        out = []
        for tags, stat in sorted(self._mutations.items()):
            times = self._throttles[tags]
            out.append(
                (
                    CONTROLLER_MUTATION_RATE,
                    *tags,
                    stat.rate(now),
                    times.average(now),
                    times.maximum(now),
                    self._bounds[tags],
                )
            )
        return out


def mutations(api: int, image: MetadataImage, req: Any, default_partitions: int) -> int:
    """The partitions a request creates or deletes (as Kafka counts them: a topic's partitions; none for a topic
    that exists already, and none for validate-only requests)."""
    if getattr(req, "validate_only", False):
        return 0
    n = 0
    if api == ApiKey.CREATE_TOPICS:
        for t in req.topics:
            if t.name in image.topics_by_name:
                continue  # refused (TOPIC_ALREADY_EXISTS): nothing created
            n += t.num_partitions if t.num_partitions > 0 else (len(t.assignments) or default_partitions)
    elif api == ApiKey.DELETE_TOPICS:
        names = [t.name for t in req.topics if t.name is not None] + list(req.topic_names)
        ids = [t.topic_id for t in req.topics if t.name is None]
        for name in names:
            topic = image.topics_by_name.get(name)
            n += 0 if topic is None else len(topic.partitions)
        for topic_id in ids:
            by_id = image.topics_by_id.get(topic_id)
            n += 0 if by_id is None else len(by_id.partitions)
    else:
        for p in req.topics:
            current = image.topics_by_name.get(p.name)
            n += max(0, p.count - (0 if current is None else len(current.partitions)))
    return n


def _throttled(api: int, req: Any, seconds: float) -> Any:
    """The response refusing every topic of `req` with THROTTLING_QUOTA_EXCEEDED."""
    code = int(E.THROTTLING_QUOTA_EXCEEDED)
    ms = round(seconds * 1000)
    message = "The throttling quota has been exceeded."
    if api == ApiKey.CREATE_TOPICS:
        C = CreateTopicsResponse
        return C(
            throttle_time_ms=ms,
            topics=[C.CreatableTopicResult(name=t.name, error_code=code, error_message=message) for t in req.topics],
        )
    if api == ApiKey.DELETE_TOPICS:
        D = DeleteTopicsResponse
        results = [D.DeletableTopicResult(name=t.name, topic_id=t.topic_id, error_code=code, error_message=message)
                   for t in req.topics]  # fmt: skip
        results += [D.DeletableTopicResult(name=n, error_code=code, error_message=message) for n in req.topic_names]
        return D(throttle_time_ms=ms, responses=results)
    P = CreatePartitionsResponse
    return P(
        throttle_time_ms=ms,
        results=[
            P.CreatePartitionsTopicResult(name=t.name, error_code=code, error_message=message) for t in req.topics
        ],
    )
