"""Error responses a request can get from the dispatcher when its handler failed or its body did not decode:
`build_error_response(api, version, code, request)` puts the error code in the response's top-level ErrorCode when
its version has one and, given the decoded request, in every element the response mirrors from it (topics,
partitions, resources, groups), as Kafka's `getErrorResponse` does per API."""

from __future__ import annotations

from typing import Any

from kraftpy.protocol.api import ApiInfo, ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode

__all__ = ["build_error_response"]

#: Fields that identify an element (topic, partition, resource, group...) and are copied from request to response.
_IDENTITY = frozenset(
    {
        "name",
        "topic",
        "topic_name",
        "topic_id",
        "partition_index",
        "partition",
        "index",
        "partition_id",
        "resource_type",
        "resource_name",
        "group_id",
        "key",
        "transactional_id",
        "producer_id",
        "broker_id",
        "node_id",
    }
)
_ALIASES = (
    frozenset({"partition_index", "partition", "index", "partition_id"}),
    frozenset({"name", "topic", "topic_name"}),
)
_PARTITION_LISTS = frozenset({"partitions", "partition_indexes", "partition_ids"})
CLUSTER_AUTHORIZATION_FAILED = int(ErrorCode.CLUSTER_AUTHORIZATION_FAILED)
#: APIs whose versions without an ErrorCode Kafka answers with an empty response when the principal may not use them,
#: which its admin client reads as CLUSTER_AUTHORIZATION_FAILED: DescribeLogDirs v1-2 (no Results)
_EMPTY_WHEN_DENIED = frozenset({ApiKey.DESCRIBE_LOG_DIRS})


def build_error_response(api: ApiInfo, version: int, error_code: int, request: Any = None) -> Message | None:
    """A response of `api` in `version` whose error fields carry `error_code`, or None if it cannot have one.

    Sets the top-level ErrorCode when the version has one, and, when the decoded `request` is given, mirrors its
    arrays of topics / partitions / resources / groups into the response (identity fields copied, ErrorCode set).
    Every other field keeps its schema default. None when no error field could be set (no top-level ErrorCode and
    nothing in the request to mirror), since an empty response would read as success; except where an empty answer is
    Kafka's way of saying it (`_EMPTY_WHEN_DENIED`).
    """
    cls = api.response_class
    resp: Any = cls()
    reached = False
    for f in cls.FIELDS:
        if f.attr == "error_code" and f.present(version):
            resp.error_code = error_code
            reached = True
    if request is not None and _mirror(request, resp, version, error_code):
        reached = True
    if not reached and error_code == CLUSTER_AUTHORIZATION_FAILED and api.key in _EMPTY_WHEN_DENIED:
        return resp
    return resp if reached else None


def _has_error_code(struct_cls: type[Message], version: int) -> bool:
    for f in struct_cls.FIELDS:
        if not f.present(version):
            continue
        if f.attr == "error_code":
            return True
        if f.struct is not None and f.is_array and _has_error_code(f.struct, version):
            return True
    return False


def _scalar(f: Any, version: int) -> bool:
    return f.present(version) and f.struct is None and not f.is_array


def _identity_pairs(req_cls: type[Message], resp_cls: type[Message], version: int) -> list[tuple[str, str]]:
    req_fields = {f.attr: f for f in req_cls.FIELDS if _scalar(f, version) and f.attr in _IDENTITY}
    pairs = []
    for rf in resp_cls.FIELDS:
        if not (_scalar(rf, version) and rf.attr in _IDENTITY):
            continue
        src = req_fields.get(rf.attr)
        if src is None:
            for group in _ALIASES:
                if rf.attr in group:
                    cands = [a for a in req_fields if a in group and req_fields[a].element_type == rf.element_type]
                    if len(cands) == 1:
                        src = req_fields[cands[0]]
        if src is not None and src.element_type == rf.element_type:
            pairs.append((src.attr, rf.attr))
    return pairs


def _mirror(req_obj: Any, resp_obj: Any, version: int, code: int) -> int:
    """Fill resp_obj's error-carrying arrays from req_obj's matching arrays; returns how many error codes it set."""
    filled = 0
    req_cls = type(req_obj)
    for rf in type(resp_obj).FIELDS:
        if not (rf.present(version) and rf.is_array and rf.struct is not None):
            continue
        el_cls = rf.struct
        if not _has_error_code(el_cls, version):
            continue
        best: tuple[Any, list[tuple[str, str]] | str] | None = None
        best_score = 0
        for qf in req_cls.FIELDS:
            if not (qf.present(version) and qf.is_array):
                continue
            if qf.struct is not None:
                pairs = _identity_pairs(qf.struct, el_cls, version)
                if len(pairs) > best_score:
                    best, best_score = (qf, pairs), len(pairs)
            elif best is None and qf.element_type in ("string", "int32"):
                # a list of names (DeleteTopics v0-5, DescribeGroups) or of partition indexes
                target = _list_target(qf, el_cls, version)
                if target is not None:
                    best = (qf, target)
        if best is None:
            continue
        qf, how = best
        items = getattr(req_obj, qf.attr) or []
        out = []
        for item in items:
            el = el_cls()
            if isinstance(how, str):
                setattr(el, how, item)
            else:
                for src, dst in how:
                    setattr(el, dst, getattr(item, src))
            for f in el_cls.FIELDS:
                if f.attr == "error_code" and f.present(version):
                    el.error_code = code
                    filled += 1
            if not isinstance(how, str):
                filled += _mirror(item, el, version, code)
            out.append(el)
        setattr(resp_obj, rf.attr, out)
    return filled


def _list_target(qf: Any, el_cls: type[Message], version: int) -> str | None:
    """The response element field a request list of names / partition indexes maps to."""
    etype = qf.element_type
    for f in el_cls.FIELDS:
        if not _scalar(f, version) or f.element_type != etype or f.attr not in _IDENTITY:
            continue
        if etype == "int32":
            if qf.attr in _PARTITION_LISTS and f.attr in _ALIASES[0]:
                return str(f.attr)
        else:
            return str(f.attr)
    return None
