"""The records of `__consumer_offsets`, the group of a partition, and the classic consumer protocol's bytes.

A record's key is an int16 record type followed by the key struct (version 0); its value is an int16 version
followed by the value struct, or null (a tombstone that deletes what the key names). Record types, as Kafka
numbers them:

    0, 1  OffsetCommitKey        -> OffsetCommitValue (written at v3, or v1 with an explicit expire timestamp)
    2     GroupMetadataKey       -> GroupMetadataValue (a classic group; written at v3)
    3     ConsumerGroupMetadataKey                 -> ConsumerGroupMetadataValue           (KIP-848 groups)
    5     ConsumerGroupMemberMetadataKey           -> ConsumerGroupMemberMetadataValue
    6     ConsumerGroupTargetAssignmentMetadataKey -> ConsumerGroupTargetAssignmentMetadataValue
    7     ConsumerGroupTargetAssignmentMemberKey   -> ConsumerGroupTargetAssignmentMemberValue
    8     ConsumerGroupCurrentMemberAssignmentKey  -> ConsumerGroupCurrentMemberAssignmentValue

Records of other types (Kafka's share and streams groups, type 4 partition metadata) are skipped when a partition
is loaded. The schemas are in `schemas/coordinator/`. The partition of a group (`partition_for`, Kafka's hash) lives
in `kraftpy.metadata.coordinator_keys`, shared with the transaction coordinator and the broker; it is re-exported
here.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kraftpy.metadata.coordinator_keys import CONSUMER_OFFSETS, java_string_hash, partition_for
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.coordinator_records import (
    ConsumerGroupCurrentMemberAssignmentKey,
    ConsumerGroupCurrentMemberAssignmentValue,
    ConsumerGroupMemberMetadataKey,
    ConsumerGroupMemberMetadataValue,
    ConsumerGroupMetadataKey,
    ConsumerGroupMetadataValue,
    ConsumerGroupTargetAssignmentMemberKey,
    ConsumerGroupTargetAssignmentMemberValue,
    ConsumerGroupTargetAssignmentMetadataKey,
    ConsumerGroupTargetAssignmentMetadataValue,
    ConsumerProtocolAssignment,
    ConsumerProtocolSubscription,
    GroupMetadataKey,
    GroupMetadataValue,
    OffsetCommitKey,
    OffsetCommitValue,
)

__all__ = [
    "CONSUMER_OFFSETS",
    "GROUP_RECORD_SERDE",
    "CoordinatorRecord",
    "GroupRecordSerde",
    "decode_assignment",
    "decode_record",
    "decode_subscription",
    "encode_assignment",
    "encode_subscription",
    "java_string_hash",
    "partition_for",
    "record_classes",
]

LEGACY_OFFSET_COMMIT = 0
OFFSET_COMMIT = 1
GROUP_METADATA = 2
CONSUMER_GROUP_METADATA = 3
CONSUMER_GROUP_PARTITION_METADATA = 4
CONSUMER_GROUP_MEMBER_METADATA = 5
CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA = 6
CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER = 7
CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT = 8

_KEYS: dict[int, Any] = {
    LEGACY_OFFSET_COMMIT: OffsetCommitKey,
    OFFSET_COMMIT: OffsetCommitKey,
    GROUP_METADATA: GroupMetadataKey,
    CONSUMER_GROUP_METADATA: ConsumerGroupMetadataKey,
    CONSUMER_GROUP_MEMBER_METADATA: ConsumerGroupMemberMetadataKey,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA: ConsumerGroupTargetAssignmentMetadataKey,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER: ConsumerGroupTargetAssignmentMemberKey,
    CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT: ConsumerGroupCurrentMemberAssignmentKey,
}
_VALUES: dict[int, Any] = {
    LEGACY_OFFSET_COMMIT: OffsetCommitValue,
    OFFSET_COMMIT: OffsetCommitValue,
    GROUP_METADATA: GroupMetadataValue,
    CONSUMER_GROUP_METADATA: ConsumerGroupMetadataValue,
    CONSUMER_GROUP_MEMBER_METADATA: ConsumerGroupMemberMetadataValue,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA: ConsumerGroupTargetAssignmentMetadataValue,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER: ConsumerGroupTargetAssignmentMemberValue,
    CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT: ConsumerGroupCurrentMemberAssignmentValue,
}


def record_classes(rtype: int) -> tuple[Any, Any] | None:
    """The key and value schema classes of a record type, or None for a type kraftpy does not use (`kraftpy
    dump-log --offsets-decoder` prints records with them)."""
    key_cls = _KEYS.get(rtype)
    return None if key_cls is None else (key_cls, _VALUES[rtype])


# the value version kraftpy writes for each record type
_WRITE_VERSION = {OFFSET_COMMIT: 3, GROUP_METADATA: 3}
_H = struct.Struct(">h")


@dataclass(frozen=True, slots=True)
class CoordinatorRecord:
    """A decoded record: its type, key struct and value struct (None for a tombstone)."""

    type: int
    key: Any
    value: Any | None

    def encode(self) -> tuple[bytes, bytes | None]:
        """The (key, value) bytes of the record."""
        key = _H.pack(self.type) + self.key.encode(0)
        if self.value is None:
            return key, None
        version = _WRITE_VERSION.get(self.type, 0)
        if self.type == OFFSET_COMMIT and self.value.expire_timestamp >= 0:
            version = 1
        return key, _H.pack(version) + self.value.encode(version)


def decode_record(key: bytes | memoryview, value: bytes | memoryview | None) -> CoordinatorRecord | None:
    """The record of a `__consumer_offsets` key and value, or None for a record type kraftpy does not use.
    Raises DecodeError for a malformed one."""
    if len(key) < 2:
        raise DecodeError("a __consumer_offsets record key shorter than its type")
    rtype = _H.unpack_from(key, 0)[0]
    key_cls = _KEYS.get(rtype)
    if key_cls is None:
        return None
    k = key_cls.decode(bytes(key[2:]), 0)
    if value is None:
        return CoordinatorRecord(rtype, k, None)
    if len(value) < 2:
        raise DecodeError("a __consumer_offsets record value shorter than its version")
    version = _H.unpack_from(value, 0)[0]
    value_cls = _VALUES[rtype]
    lo, hi = value_cls.VALID_VERSIONS
    if not lo <= version <= hi:
        raise DecodeError(f"{value_cls.__name__} version {version} is not supported")
    v = value_cls.decode_from(bytes(value), 2, version)[0]
    return CoordinatorRecord(1 if rtype == LEGACY_OFFSET_COMMIT else rtype, k, v)


class GroupRecordSerde:
    """The group coordinator's records for the coordinator runtime (`kraftpy.coordinator.runtime.RecordSerde`)."""

    __slots__ = ()

    def encode(self, record: CoordinatorRecord) -> tuple[bytes, bytes | None]:
        return record.encode()

    def decode(self, key: bytes, value: bytes | None) -> CoordinatorRecord | None:
        return decode_record(key, value)


GROUP_RECORD_SERDE = GroupRecordSerde()


# ------------------------------------------------------------------------------ the classic consumer protocol


@dataclass(frozen=True, slots=True)
class Subscription:
    topics: tuple[str, ...]
    owned: dict[str, tuple[int, ...]]
    generation: int
    rack: str | None
    user_data: bytes | None


def decode_subscription(data: bytes | memoryview) -> Subscription:
    """A JoinGroup member's "consumer" protocol metadata. Versions above the highest known are read as that one
    (the format only grows at the end), as Kafka reads them. Raises DecodeError when malformed."""
    raw = bytes(data)
    if len(raw) < 2:
        raise DecodeError("consumer protocol subscription shorter than its version")
    version = _H.unpack_from(raw, 0)[0]
    if version < 0:
        raise DecodeError(f"consumer protocol subscription version {version}")
    version = min(version, ConsumerProtocolSubscription.VALID_VERSIONS[1])
    s = ConsumerProtocolSubscription.decode_from(raw, 2, version)[0]
    owned: dict[str, tuple[int, ...]] = {}
    if version >= 1:
        for tp in s.owned_partitions:
            owned[tp.topic] = owned.get(tp.topic, ()) + tuple(tp.partitions)
    return Subscription(
        tuple(s.topics),
        owned,
        s.generation_id if version >= 2 else -1,
        s.rack_id if version >= 3 else None,
        None if s.user_data is None else bytes(s.user_data),
    )


def encode_subscription(
    topics: Iterable[str], owned: Mapping[str, Iterable[int]] | None = None, *, generation: int = -1, version: int = 1
) -> bytes:
    S = ConsumerProtocolSubscription
    msg = S(
        topics=list(topics),
        owned_partitions=[S.TopicPartition(topic=t, partitions=list(p)) for t, p in sorted((owned or {}).items())],
        generation_id=generation,
    )
    return _H.pack(version) + msg.encode(version)


def decode_assignment(data: bytes | memoryview) -> dict[str, list[int]]:
    """The partitions of a "consumer" protocol assignment (empty bytes: nothing assigned). Raises DecodeError."""
    raw = bytes(data)
    if not raw:
        return {}
    if len(raw) < 2:
        raise DecodeError("consumer protocol assignment shorter than its version")
    version = max(0, min(_H.unpack_from(raw, 0)[0], ConsumerProtocolAssignment.VALID_VERSIONS[1]))
    a = ConsumerProtocolAssignment.decode_from(raw, 2, version)[0]
    out: dict[str, list[int]] = {}
    for tp in a.assigned_partitions:
        out.setdefault(tp.topic, []).extend(tp.partitions)
    return out


def encode_assignment(partitions: Mapping[str, Iterable[int]], version: int = 0) -> bytes:
    A = ConsumerProtocolAssignment
    msg = A(
        assigned_partitions=[A.TopicPartition(topic=t, partitions=sorted(p)) for t, p in sorted(partitions.items())]
    )
    return _H.pack(version) + msg.encode(version)
