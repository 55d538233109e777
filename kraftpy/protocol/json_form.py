"""Kafka's JSON form of messages and records, defined once for every part of kraftpy that writes or reads it.

The rules are those of the JSON converters Kafka generates from its schemas: a message is a JSON object of the
fields its version has, named by their schema names in camelCase (``LeaderEpoch`` -> ``leaderEpoch``); tagged
fields are left out while they hold their default; structs are objects; uuids are 22 characters of URL-safe
base64 without padding (``uuid_to_str``); bytes are standard base64.

Users:

* ``kraftpy dump-log`` (:mod:`kraftpy.tools.dump_log`) prints metadata records as ``{"type":"TOPIC_RECORD",
  "version":0,"data":{...}}`` (:func:`metadata_record_json`, as Kafka's ``--cluster-metadata-decoder``) and control
  records as ``<name> {...}``;
* the analytics decoder (:mod:`kraftpy.analytics.decode`) keeps every metadata-log record in the same form;
* the ``quorum-state`` file is ``QuorumStateData`` in this form (:func:`to_json_object` and
  :func:`from_json_object` cover what it needs).
"""

from __future__ import annotations

import base64
import functools
import uuid
from typing import Any

from .codec import FieldInfo, Message
from .records.record import ControlRecordType
from .uuids import uuid_to_str

__all__ = [
    "CONTROL_RECORD_NAMES",
    "from_json_object",
    "json_name",
    "metadata_record_json",
    "record_type_name",
    "to_json_object",
]

# the names Kafka's tools give control record types (kraftpy's VoterAssignmentMessage is control type 1000)
CONTROL_RECORD_NAMES: dict[int, str] = {
    ControlRecordType.LEADER_CHANGE: "LeaderChange",
    ControlRecordType.SNAPSHOT_HEADER: "SnapshotHeader",
    ControlRecordType.SNAPSHOT_FOOTER: "SnapshotFooter",
    ControlRecordType.KRAFT_VERSION: "KRaftVersion",
    ControlRecordType.KRAFT_VOTERS: "KRaftVoters",
    1000: "VoterAssignment",
}


def json_name(schema_name: str) -> str:
    """A field's name in the JSON form: its schema name with the first letter in lower case."""
    return schema_name[:1].lower() + schema_name[1:]


@functools.cache
def record_type_name(name: str) -> str:
    """A metadata record's type in the JSON form: ``PartitionChangeRecord`` -> ``PARTITION_CHANGE_RECORD``."""
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append("_")
        out.append(ch.upper())
    return "".join(out)


def metadata_record_json(msg: Message, version: int) -> dict[str, Any]:
    """A metadata record as Kafka's metadata decoder prints it: ``{"type": .., "version": .., "data": {..}}``."""
    return {"type": record_type_name(msg.NAME), "version": version, "data": to_json_object(msg, version)}


def to_json_object(msg: Message, version: int) -> dict[str, Any]:
    """`msg` at `version` in the JSON form (ready for ``json.dumps``)."""
    out: dict[str, Any] = {}
    for f in msg.FIELDS:
        if not f.present(version):
            continue
        value = getattr(msg, f.attr)
        if f.is_tagged(version) and _is_default(f, value):
            continue
        out[json_name(f.name)] = _json_value(f, value, version)
    return out


def _is_default(f: FieldInfo, value: Any) -> bool:
    default = f.default
    if f.is_array:
        return value is None if default is None else not value
    return bool(value == default)


def _json_value(f: FieldInfo, value: Any, version: int) -> Any:
    if value is None:
        return None
    if f.struct is not None:
        if f.is_array:
            return [to_json_object(v, version) for v in value]
        return to_json_object(value, version)
    if f.is_array:
        return [_scalar(v) for v in value]
    return _scalar(value)


def _scalar(value: Any) -> Any:
    if isinstance(value, uuid.UUID):
        return uuid_to_str(value)
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode()
    return value


def from_json_object(cls: type[Message], obj: dict[str, Any], version: int) -> Any:
    """An instance of `cls` read from its JSON form at `version`. A field the version has may be left out only when
    it is tagged (it keeps its default). Raises ``KeyError`` for a missing field and ``TypeError``/``ValueError``
    for a value of the wrong kind."""
    kwargs: dict[str, Any] = {}
    for f in cls.FIELDS:
        if not f.present(version):
            continue
        name = json_name(f.name)
        if name not in obj:
            if f.is_tagged(version):
                continue
            raise KeyError(f"field {name!r} is missing (version {version})")
        kwargs[f.attr] = _from_json_value(f, name, obj[name], version)
    return cls(**kwargs)


def _from_json_value(f: FieldInfo, name: str, value: Any, version: int) -> Any:
    if value is None:
        return None
    if f.struct is not None:
        if f.is_array:
            if not isinstance(value, list):
                raise TypeError(f"field {name!r} must be a list")
            return [from_json_object(f.struct, v, version) for v in value]
        if not isinstance(value, dict):
            raise TypeError(f"field {name!r} must be an object")
        return from_json_object(f.struct, value, version)
    if f.is_array:
        if not isinstance(value, list):
            raise TypeError(f"field {name!r} must be a list")
        return [_from_scalar(f.element_type, name, v) for v in value]
    return _from_scalar(f.schema_type, name, value)


_INTEGERS = frozenset({"int8", "int16", "uint16", "int32", "uint32", "int64"})


def _from_scalar(schema_type: str, name: str, value: Any) -> Any:
    if schema_type == "uuid":
        if not isinstance(value, str):
            raise TypeError(f"field {name!r} must be a base64 uuid string")
        raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
        if len(raw) != 16:
            raise ValueError(f"invalid uuid {value!r}: expected 22 characters of URL-safe base64")
        return uuid.UUID(bytes=raw)
    if schema_type in _INTEGERS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"field {name!r} must be an integer")
        return value
    if schema_type == "string":
        if not isinstance(value, str):
            raise TypeError(f"field {name!r} must be a string")
        return value
    if schema_type in ("bytes", "records"):
        if not isinstance(value, str):
            raise TypeError(f"field {name!r} must be a base64 string")
        return base64.b64decode(value)
    return value
