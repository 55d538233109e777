# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeTopicPartitionsRequest.json, schemas/messages/DescribeTopicPartitionsResponse.json.
# Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale.
# fmt: off
# ruff: noqa
from __future__ import annotations

from struct import Struct
from typing import ClassVar
from uuid import UUID

from kraftpy.protocol.codec import (
    Buffer as _Buffer,
    EMPTY as _EMPTY,
    FieldInfo as _FI,
    Message as _Message,
    ZERO_UUID as _ZERO_UUID,
    ARRAYS as _ARRAYS,
    COMPACT_ARRAYS as _COMPACT_ARRAYS,
    LONG_ARRAYS as _LONG_ARRAYS,
    array_too_long as _array_too_long,
    bad_length as _bad_length,
    encode_array as _encode_array,
    read_array_len as _read_array_len,
    read_fixed_array as _read_fixed_array,
    read_string as _read_string,
    read_uvarint as _ruv,
    tag_size_mismatch as _tag_size_mismatch,
    unsupported_field as _unsupported_field,
    unexpected_null as _unexpected_null,
    uuid_from as _uuid_from,
    uvarint as _uv,
    write_tags as _write_tags,
)

__all__ = ['DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U_ = Struct('>16s?')
_S_h = Struct('>h')
_S_hiii = Struct('>hiii')
_S_i = Struct('>i')


class DescribeTopicPartitionsRequest(_Message):
    """DescribeTopicPartitionsRequest (request): API key 75; versions 0; flexible in 0; listeners: broker."""

    __slots__ = ('topics', 'response_partition_limit', 'cursor', '_unknown_tags')
    NAME = 'DescribeTopicPartitionsRequest'
    TYPE = 'request'
    API_KEY = 75
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    topics: list[DescribeTopicPartitionsRequest.TopicRequest]
    """Topics to describe; empty for all topics.

    `Topics` ([]TopicRequest): versions 0+; default []."""
    response_partition_limit: int
    """Largest number of partitions the response may contain.

    `ResponsePartitionLimit` (int32): versions 0+; default 2000."""
    cursor: DescribeTopicPartitionsRequest.Cursor | None
    """Where to start (topic and partition), or null to start at the beginning.

    `Cursor` (Cursor): versions 0+; nullable in 0+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[DescribeTopicPartitionsRequest.TopicRequest] = _EMPTY,
        response_partition_limit: int = 2000,
        cursor: DescribeTopicPartitionsRequest.Cursor | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.response_partition_limit = response_partition_limit
        self.cursor = cursor
        self._unknown_tags = _unknown_tags

    class TopicRequest(_Message):
        """Topics to describe; empty for all topics.

        TopicRequest (in DescribeTopicPartitionsRequest): versions 0+."""

        __slots__ = ('name', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsRequest.TopicRequest'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self._unknown_tags = _unknown_tags

    class Cursor(_Message):
        """Where to start (topic and partition), or null to start at the beginning.

        Cursor (in DescribeTopicPartitionsRequest): versions 0+."""

        __slots__ = ('topic_name', 'partition_index', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsRequest.Cursor'

        topic_name: str
        """Topic to start with.

        `TopicName` (string): versions 0+; default ''."""
        partition_index: int
        """Partition of that topic to start with.

        `PartitionIndex` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partition_index: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partition_index = partition_index
            self._unknown_tags = _unknown_tags


_C_DescribeTopicPartitionsRequest_TopicRequest = DescribeTopicPartitionsRequest.TopicRequest
_C_DescribeTopicPartitionsRequest_Cursor = DescribeTopicPartitionsRequest.Cursor
DescribeTopicPartitionsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]TopicRequest', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeTopicPartitionsRequest_TopicRequest),
    _FI('ResponsePartitionLimit', 'response_partition_limit', 'int32', (0, 32767), (1, 0), (1, 0), None, 2000, False, None),
    _FI('Cursor', 'cursor', 'Cursor', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_DescribeTopicPartitionsRequest_Cursor),
)
_C_DescribeTopicPartitionsRequest_TopicRequest.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)
_C_DescribeTopicPartitionsRequest_Cursor.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeTopicPartitionsRequest_TopicRequest = _C_DescribeTopicPartitionsRequest_TopicRequest()
_DEF_DescribeTopicPartitionsRequest_Cursor = _C_DescribeTopicPartitionsRequest_Cursor()

def _mk_DescribeTopicPartitionsRequest_TopicRequest() -> DescribeTopicPartitionsRequest.TopicRequest:
    o = _new(_C_DescribeTopicPartitionsRequest_TopicRequest)
    o.name = ''
    o._unknown_tags = None
    return o

def _mk_DescribeTopicPartitionsRequest_Cursor() -> DescribeTopicPartitionsRequest.Cursor:
    o = _new(_C_DescribeTopicPartitionsRequest_Cursor)
    o.topic_name = ''
    o.partition_index = 0
    o._unknown_tags = None
    return o


def _enc_DescribeTopicPartitionsRequest_v0(o: DescribeTopicPartitionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        u7 = e3._unknown_tags
        if u7 is None:
            a(_H0)
        else:
            _write_tags(a, None, u7)
    a(_S_i.pack(o.response_partition_limit))
    t8 = o.cursor
    if t8 is None:
        a(b'\xff')
    else:
        a(b'\x01')
        s9 = t8.topic_name
        b10 = s9.encode()
        n11 = len(b10) + 1
        a(_UV[n11] if n11 < 128 else _uv(n11))
        a(b10)
        a(_S_i.pack(t8.partition_index))
        u12 = t8._unknown_tags
        if u12 is None:
            a(_H0)
        else:
            _write_tags(a, None, u12)
    u13 = o._unknown_tags
    if u13 is None:
        a(_H0)
    else:
        _write_tags(a, None, u13)
    return b''.join(parts)


def _dec_DescribeTopicPartitionsRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeTopicPartitionsRequest, int]:
    blen = len(buf)
    o = _new(DescribeTopicPartitionsRequest)
    n14 = buf[pos] - 1
    if 0 <= n14 < 127:
        pos += 1
    else:
        n14, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsRequest.Topics')
    l15: list[DescribeTopicPartitionsRequest.TopicRequest] = []
    ap16 = l15.append
    for _ in range(n14):
        t17 = _new(_C_DescribeTopicPartitionsRequest_TopicRequest)
        n18 = buf[pos] - 1
        if 0 <= n18 < 127:
            x19 = pos + 1 + n18
            if x19 > blen:
                raise _bad_length(n18, 'DescribeTopicPartitionsRequest.Topics.Name', pos)
            t17.name = str(buf[pos + 1:x19], 'utf-8')
            pos = x19
        else:
            t17.name, pos = _read_string(buf, pos, True, False, 'DescribeTopicPartitionsRequest.Topics.Name')
        if buf[pos] == 0:
            pos += 1
            t17._unknown_tags = None
        else:
            nt20, pos = _ruv(buf, pos)
            if nt20 * 2 > blen - pos:
                raise _array_too_long(nt20, 'DescribeTopicPartitionsRequest.Topics._tagged_fields', pos)
            uk21: list[tuple[int, bytes]] | None = None
            for _ in range(nt20):
                tg22, pos = _ruv(buf, pos)
                sz23, pos = _ruv(buf, pos)
                x24 = pos + sz23
                if x24 > blen:
                    raise _bad_length(sz23, 'DescribeTopicPartitionsRequest.Topics._tagged_fields', pos)
                if uk21 is None:
                    uk21 = []
                uk21.append((tg22, bytes(buf[pos:x24])))
                pos = x24
            t17._unknown_tags = uk21
        ap16(t17)
    o.topics = l15
    o.response_partition_limit, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] & 0x80:
        pos += 1
        o.cursor = None
    else:
        pos += 1
        t25 = _new(_C_DescribeTopicPartitionsRequest_Cursor)
        n26 = buf[pos] - 1
        if 0 <= n26 < 127:
            x27 = pos + 1 + n26
            if x27 > blen:
                raise _bad_length(n26, 'DescribeTopicPartitionsRequest.Cursor.TopicName', pos)
            t25.topic_name = str(buf[pos + 1:x27], 'utf-8')
            pos = x27
        else:
            t25.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeTopicPartitionsRequest.Cursor.TopicName')
        t25.partition_index, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t25._unknown_tags = None
        else:
            nt28, pos = _ruv(buf, pos)
            if nt28 * 2 > blen - pos:
                raise _array_too_long(nt28, 'DescribeTopicPartitionsRequest.Cursor._tagged_fields', pos)
            uk29: list[tuple[int, bytes]] | None = None
            for _ in range(nt28):
                tg30, pos = _ruv(buf, pos)
                sz31, pos = _ruv(buf, pos)
                x32 = pos + sz31
                if x32 > blen:
                    raise _bad_length(sz31, 'DescribeTopicPartitionsRequest.Cursor._tagged_fields', pos)
                if uk29 is None:
                    uk29 = []
                uk29.append((tg30, bytes(buf[pos:x32])))
                pos = x32
            t25._unknown_tags = uk29
        o.cursor = t25
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt33, pos = _ruv(buf, pos)
        if nt33 * 2 > blen - pos:
            raise _array_too_long(nt33, 'DescribeTopicPartitionsRequest._tagged_fields', pos)
        uk34: list[tuple[int, bytes]] | None = None
        for _ in range(nt33):
            tg35, pos = _ruv(buf, pos)
            sz36, pos = _ruv(buf, pos)
            x37 = pos + sz36
            if x37 > blen:
                raise _bad_length(sz36, 'DescribeTopicPartitionsRequest._tagged_fields', pos)
            if uk34 is None:
                uk34 = []
            uk34.append((tg35, bytes(buf[pos:x37])))
            pos = x37
        o._unknown_tags = uk34
    return o, pos


DescribeTopicPartitionsRequest._ENC = {0: _enc_DescribeTopicPartitionsRequest_v0}
DescribeTopicPartitionsRequest._DEC = {0: _dec_DescribeTopicPartitionsRequest_v0}


class DescribeTopicPartitionsResponse(_Message):
    """DescribeTopicPartitionsResponse (response): API key 75; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'topics', 'next_cursor', '_unknown_tags')
    NAME = 'DescribeTopicPartitionsResponse'
    TYPE = 'response'
    API_KEY = 75
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0; ignorable."""
    topics: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic]
    """The described topics.

    `Topics` ([]DescribeTopicPartitionsResponseTopic): versions 0+; default []."""
    next_cursor: DescribeTopicPartitionsResponse.Cursor | None
    """Where the next page starts, or null if this is the last page.

    `NextCursor` (Cursor): versions 0+; nullable in 0+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic] = _EMPTY,
        next_cursor: DescribeTopicPartitionsResponse.Cursor | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self.next_cursor = next_cursor
        self._unknown_tags = _unknown_tags

    class DescribeTopicPartitionsResponseTopic(_Message):
        """The described topics.

        DescribeTopicPartitionsResponseTopic (in DescribeTopicPartitionsResponse): versions 0+."""

        __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic'

        error_code: int
        """Topic-level error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        name: str | None
        """Name of the topic.

        `Name` (string): versions 0+; nullable in 0+; default ''."""
        topic_id: UUID
        """Id of the topic.

        `TopicId` (uuid): versions 0+; default the zero UUID; ignorable."""
        is_internal: bool
        """Whether the topic is internal.

        `IsInternal` (bool): versions 0+; default False; ignorable."""
        partitions: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition]
        """The topic's partitions.

        `Partitions` ([]DescribeTopicPartitionsResponsePartition): versions 0+; default []."""
        topic_authorized_operations: int
        """Bit set of operations the caller may perform on the topic.

        `TopicAuthorizedOperations` (int32): versions 0+; default -2147483648."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            name: str | None = '',
            topic_id: UUID = _ZERO_UUID,
            is_internal: bool = False,
            partitions: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition] = _EMPTY,
            topic_authorized_operations: int = -2147483648,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.name = name
            self.topic_id = topic_id
            self.is_internal = is_internal
            self.partitions = [] if partitions is _EMPTY else partitions
            self.topic_authorized_operations = topic_authorized_operations
            self._unknown_tags = _unknown_tags

    class DescribeTopicPartitionsResponsePartition(_Message):
        """The topic's partitions.

        DescribeTopicPartitionsResponsePartition (in DescribeTopicPartitionsResponse): versions 0+."""

        __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas', 'last_known_leader', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition'

        error_code: int
        """Partition-level error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        leader_id: int
        """Current leader, or -1 if none.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Current leader epoch.

        `LeaderEpoch` (int32): versions 0+; default -1; ignorable."""
        replica_nodes: list[int]
        """All replicas of the partition.

        `ReplicaNodes` ([]int32): versions 0+; default []."""
        isr_nodes: list[int]
        """In-sync replicas.

        `IsrNodes` ([]int32): versions 0+; default []."""
        eligible_leader_replicas: list[int] | None
        """Eligible leader replicas (ELR), or null if not known.

        `EligibleLeaderReplicas` ([]int32): versions 0+; nullable in 0+; default None."""
        last_known_elr: list[int] | None
        """Last known ELR members, or null if not known.

        `LastKnownElr` ([]int32): versions 0+; nullable in 0+; default None."""
        offline_replicas: list[int]
        """Replicas that are offline.

        `OfflineReplicas` ([]int32): versions 0+; default []; ignorable."""
        last_known_leader: int
        """kraftpy: the last ISR member (the leader), recorded when it was fenced; -1 if none.

        `LastKnownLeader` (int32): versions 0+; tagged (tag 1000) in 0+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            partition_index: int = 0,
            leader_id: int = 0,
            leader_epoch: int = -1,
            replica_nodes: list[int] = _EMPTY,
            isr_nodes: list[int] = _EMPTY,
            eligible_leader_replicas: list[int] | None = None,
            last_known_elr: list[int] | None = None,
            offline_replicas: list[int] = _EMPTY,
            last_known_leader: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.partition_index = partition_index
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.replica_nodes = [] if replica_nodes is _EMPTY else replica_nodes
            self.isr_nodes = [] if isr_nodes is _EMPTY else isr_nodes
            self.eligible_leader_replicas = eligible_leader_replicas
            self.last_known_elr = last_known_elr
            self.offline_replicas = [] if offline_replicas is _EMPTY else offline_replicas
            self.last_known_leader = last_known_leader
            self._unknown_tags = _unknown_tags

    class Cursor(_Message):
        """Where the next page starts, or null if this is the last page.

        Cursor (in DescribeTopicPartitionsResponse): versions 0+."""

        __slots__ = ('topic_name', 'partition_index', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsResponse.Cursor'

        topic_name: str
        """Topic to continue with.

        `TopicName` (string): versions 0+; default ''."""
        partition_index: int
        """Partition of that topic to continue with.

        `PartitionIndex` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partition_index: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partition_index = partition_index
            self._unknown_tags = _unknown_tags


_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic = DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic
_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition = DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition
_C_DescribeTopicPartitionsResponse_Cursor = DescribeTopicPartitionsResponse.Cursor
DescribeTopicPartitionsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]DescribeTopicPartitionsResponseTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic),
    _FI('NextCursor', 'next_cursor', 'Cursor', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_DescribeTopicPartitionsResponse_Cursor),
)
_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Name', 'name', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('IsInternal', 'is_internal', 'bool', (0, 32767), (1, 0), (1, 0), None, False, True, None),
    _FI('Partitions', 'partitions', '[]DescribeTopicPartitionsResponsePartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition),
    _FI('TopicAuthorizedOperations', 'topic_authorized_operations', 'int32', (0, 32767), (1, 0), (1, 0), None, -2147483648, False, None),
)
_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('ReplicaNodes', 'replica_nodes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('IsrNodes', 'isr_nodes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('EligibleLeaderReplicas', 'eligible_leader_replicas', '[]int32', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('LastKnownElr', 'last_known_elr', '[]int32', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('OfflineReplicas', 'offline_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), True, None),
    _FI('LastKnownLeader', 'last_known_leader', 'int32', (0, 32767), (1, 0), (0, 32767), 1000, -1, False, None),
)
_C_DescribeTopicPartitionsResponse_Cursor.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic = _C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic()
_DEF_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition = _C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition()
_DEF_DescribeTopicPartitionsResponse_Cursor = _C_DescribeTopicPartitionsResponse_Cursor()

def _mk_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic() -> DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic:
    o = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic)
    o.error_code = 0
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.is_internal = False
    o.partitions = []
    o.topic_authorized_operations = -2147483648
    o._unknown_tags = None
    return o

def _mk_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition() -> DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition:
    o = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition)
    o.error_code = 0
    o.partition_index = 0
    o.leader_id = 0
    o.leader_epoch = -1
    o.replica_nodes = []
    o.isr_nodes = []
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.offline_replicas = []
    o.last_known_leader = -1
    o._unknown_tags = None
    return o

def _mk_DescribeTopicPartitionsResponse_Cursor() -> DescribeTopicPartitionsResponse.Cursor:
    o = _new(_C_DescribeTopicPartitionsResponse_Cursor)
    o.topic_name = ''
    o.partition_index = 0
    o._unknown_tags = None
    return o


def _enc_DescribeTopicPartitionsResponse_v0(o: DescribeTopicPartitionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l38 = o.topics
    n39 = len(l38) + 1
    a(_UV[n39] if n39 < 128 else _uv(n39))
    for e40 in l38:
        a(_S_h.pack(e40.error_code))
        s41 = e40.name
        if s41 is None:
            a(_H0)
        else:
            b42 = s41.encode()
            n43 = len(b42) + 1
            a(_UV[n43] if n43 < 128 else _uv(n43))
            a(b42)
        a(_S_U_.pack(e40.topic_id.bytes, e40.is_internal))
        l44 = e40.partitions
        n45 = len(l44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        for e46 in l44:
            a(_S_hiii.pack(e46.error_code, e46.partition_index, e46.leader_id, e46.leader_epoch))
            l47 = e46.replica_nodes
            n48 = len(l47)
            if n48 < 64:
                a(_CA_i[n48].pack(n48 + 1, *l47))
            else:
                a(_encode_array('i', l47, True))
            l49 = e46.isr_nodes
            n50 = len(l49)
            if n50 < 64:
                a(_CA_i[n50].pack(n50 + 1, *l49))
            else:
                a(_encode_array('i', l49, True))
            l51 = e46.eligible_leader_replicas
            if l51 is None:
                a(_H0)
            else:
                n52 = len(l51)
                if n52 < 64:
                    a(_CA_i[n52].pack(n52 + 1, *l51))
                else:
                    a(_encode_array('i', l51, True))
            l53 = e46.last_known_elr
            if l53 is None:
                a(_H0)
            else:
                n54 = len(l53)
                if n54 < 64:
                    a(_CA_i[n54].pack(n54 + 1, *l53))
                else:
                    a(_encode_array('i', l53, True))
            l55 = e46.offline_replicas
            n56 = len(l55)
            if n56 < 64:
                a(_CA_i[n56].pack(n56 + 1, *l55))
            else:
                a(_encode_array('i', l55, True))
            k57: list[tuple[int, bytes]] = []
            if e46.last_known_leader != -1:
                p58: list[bytes] = []
                p58.append(_S_i.pack(e46.last_known_leader))
                k57.append((1000, b''.join(p58)))
            u59 = e46._unknown_tags
            if k57 or u59 is not None:
                _write_tags(a, k57, u59)
            else:
                a(_H0)
        a(_S_i.pack(e40.topic_authorized_operations))
        u60 = e40._unknown_tags
        if u60 is None:
            a(_H0)
        else:
            _write_tags(a, None, u60)
    t61 = o.next_cursor
    if t61 is None:
        a(b'\xff')
    else:
        a(b'\x01')
        s62 = t61.topic_name
        b63 = s62.encode()
        n64 = len(b63) + 1
        a(_UV[n64] if n64 < 128 else _uv(n64))
        a(b63)
        a(_S_i.pack(t61.partition_index))
        u65 = t61._unknown_tags
        if u65 is None:
            a(_H0)
        else:
            _write_tags(a, None, u65)
    u66 = o._unknown_tags
    if u66 is None:
        a(_H0)
    else:
        _write_tags(a, None, u66)
    return b''.join(parts)


def _dec_DescribeTopicPartitionsResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeTopicPartitionsResponse, int]:
    blen = len(buf)
    o = _new(DescribeTopicPartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n67 = buf[pos] - 1
    if 0 <= n67 < 127:
        pos += 1
    else:
        n67, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsResponse.Topics')
    l68: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic] = []
    ap69 = l68.append
    for _ in range(n67):
        t70 = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic)
        t70.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n71 = buf[pos] - 1
        if 0 <= n71 < 127:
            x72 = pos + 1 + n71
            if x72 > blen:
                raise _bad_length(n71, 'DescribeTopicPartitionsResponse.Topics.Name', pos)
            t70.name = str(buf[pos + 1:x72], 'utf-8')
            pos = x72
        else:
            t70.name, pos = _read_string(buf, pos, True, True, 'DescribeTopicPartitionsResponse.Topics.Name')
        u73, t70.is_internal = _S_U_.unpack_from(buf, pos)
        pos += 17
        t70.topic_id = _uuid_from(u73)
        n74 = buf[pos] - 1
        if 0 <= n74 < 127:
            pos += 1
        else:
            n74, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsResponse.Topics.Partitions')
        l75: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition] = []
        ap76 = l75.append
        for _ in range(n74):
            t77 = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition)
            t77.error_code, t77.partition_index, t77.leader_id, t77.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n78 = buf[pos] - 1
            if 0 <= n78 < 64:
                t77.replica_nodes = list(_A_i[n78].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n78
            else:
                t77.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes')
            n79 = buf[pos] - 1
            if 0 <= n79 < 64:
                t77.isr_nodes = list(_A_i[n79].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n79
            else:
                t77.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes')
            n80 = buf[pos] - 1
            if 0 <= n80 < 64:
                t77.eligible_leader_replicas = list(_A_i[n80].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n80
            else:
                t77.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas')
            n81 = buf[pos] - 1
            if 0 <= n81 < 64:
                t77.last_known_elr = list(_A_i[n81].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n81
            else:
                t77.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr')
            n82 = buf[pos] - 1
            if 0 <= n82 < 64:
                t77.offline_replicas = list(_A_i[n82].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n82
            else:
                t77.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas')
            t77.last_known_leader = -1
            if buf[pos] == 0:
                pos += 1
                t77._unknown_tags = None
            else:
                nt83, pos = _ruv(buf, pos)
                if nt83 * 2 > blen - pos:
                    raise _array_too_long(nt83, 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields', pos)
                uk84: list[tuple[int, bytes]] | None = None
                for _ in range(nt83):
                    tg85, pos = _ruv(buf, pos)
                    sz86, pos = _ruv(buf, pos)
                    x87 = pos + sz86
                    if x87 > blen:
                        raise _bad_length(sz86, 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields', pos)
                    if tg85 == 1000:
                        t77.last_known_leader, = _S_i.unpack_from(buf, pos)
                        pos += 4
                        if pos != x87:
                            raise _tag_size_mismatch(tg85, 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader', pos)
                    else:
                        if uk84 is None:
                            uk84 = []
                        uk84.append((tg85, bytes(buf[pos:x87])))
                        pos = x87
                t77._unknown_tags = uk84
            ap76(t77)
        t70.partitions = l75
        t70.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t70._unknown_tags = None
        else:
            nt88, pos = _ruv(buf, pos)
            if nt88 * 2 > blen - pos:
                raise _array_too_long(nt88, 'DescribeTopicPartitionsResponse.Topics._tagged_fields', pos)
            uk89: list[tuple[int, bytes]] | None = None
            for _ in range(nt88):
                tg90, pos = _ruv(buf, pos)
                sz91, pos = _ruv(buf, pos)
                x92 = pos + sz91
                if x92 > blen:
                    raise _bad_length(sz91, 'DescribeTopicPartitionsResponse.Topics._tagged_fields', pos)
                if uk89 is None:
                    uk89 = []
                uk89.append((tg90, bytes(buf[pos:x92])))
                pos = x92
            t70._unknown_tags = uk89
        ap69(t70)
    o.topics = l68
    if buf[pos] & 0x80:
        pos += 1
        o.next_cursor = None
    else:
        pos += 1
        t93 = _new(_C_DescribeTopicPartitionsResponse_Cursor)
        n94 = buf[pos] - 1
        if 0 <= n94 < 127:
            x95 = pos + 1 + n94
            if x95 > blen:
                raise _bad_length(n94, 'DescribeTopicPartitionsResponse.NextCursor.TopicName', pos)
            t93.topic_name = str(buf[pos + 1:x95], 'utf-8')
            pos = x95
        else:
            t93.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeTopicPartitionsResponse.NextCursor.TopicName')
        t93.partition_index, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t93._unknown_tags = None
        else:
            nt96, pos = _ruv(buf, pos)
            if nt96 * 2 > blen - pos:
                raise _array_too_long(nt96, 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields', pos)
            uk97: list[tuple[int, bytes]] | None = None
            for _ in range(nt96):
                tg98, pos = _ruv(buf, pos)
                sz99, pos = _ruv(buf, pos)
                x100 = pos + sz99
                if x100 > blen:
                    raise _bad_length(sz99, 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields', pos)
                if uk97 is None:
                    uk97 = []
                uk97.append((tg98, bytes(buf[pos:x100])))
                pos = x100
            t93._unknown_tags = uk97
        o.next_cursor = t93
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt101, pos = _ruv(buf, pos)
        if nt101 * 2 > blen - pos:
            raise _array_too_long(nt101, 'DescribeTopicPartitionsResponse._tagged_fields', pos)
        uk102: list[tuple[int, bytes]] | None = None
        for _ in range(nt101):
            tg103, pos = _ruv(buf, pos)
            sz104, pos = _ruv(buf, pos)
            x105 = pos + sz104
            if x105 > blen:
                raise _bad_length(sz104, 'DescribeTopicPartitionsResponse._tagged_fields', pos)
            if uk102 is None:
                uk102 = []
            uk102.append((tg103, bytes(buf[pos:x105])))
            pos = x105
        o._unknown_tags = uk102
    return o, pos


DescribeTopicPartitionsResponse._ENC = {0: _enc_DescribeTopicPartitionsResponse_v0}
DescribeTopicPartitionsResponse._DEC = {0: _dec_DescribeTopicPartitionsResponse_v0}


_LINES = {
    179: 'DescribeTopicPartitionsRequest.Topics',
    180: 'DescribeTopicPartitionsRequest.Topics',
    181: 'DescribeTopicPartitionsRequest.Topics',
    182: 'DescribeTopicPartitionsRequest.Topics',
    183: 'DescribeTopicPartitionsRequest.Topics.Name',
    184: 'DescribeTopicPartitionsRequest.Topics.Name',
    185: 'DescribeTopicPartitionsRequest.Topics.Name',
    186: 'DescribeTopicPartitionsRequest.Topics.Name',
    187: 'DescribeTopicPartitionsRequest.Topics.Name',
    188: 'DescribeTopicPartitionsRequest.Topics._unknown_tags',
    189: 'DescribeTopicPartitionsRequest.Topics',
    192: 'DescribeTopicPartitionsRequest.Topics._unknown_tags',
    193: 'DescribeTopicPartitionsRequest.ResponsePartitionLimit',
    194: 'DescribeTopicPartitionsRequest.Cursor',
    195: 'DescribeTopicPartitionsRequest.Cursor',
    196: 'DescribeTopicPartitionsRequest.Cursor',
    197: 'DescribeTopicPartitionsRequest.Cursor',
    198: 'DescribeTopicPartitionsRequest.Cursor',
    199: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    200: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    201: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    202: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    203: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    204: 'DescribeTopicPartitionsRequest.Cursor.PartitionIndex',
    205: 'DescribeTopicPartitionsRequest.Cursor._unknown_tags',
    206: 'DescribeTopicPartitionsRequest.Cursor',
    209: 'DescribeTopicPartitionsRequest.Cursor._unknown_tags',
    210: 'DescribeTopicPartitionsRequest._unknown_tags',
    211: 'DescribeTopicPartitionsRequest',
    214: 'DescribeTopicPartitionsRequest._unknown_tags',
    221: 'DescribeTopicPartitionsRequest.Topics',
    225: 'DescribeTopicPartitionsRequest.Topics',
    230: 'DescribeTopicPartitionsRequest.Topics.Name',
    235: 'DescribeTopicPartitionsRequest.Topics.Name',
    238: 'DescribeTopicPartitionsRequest.Topics.Name',
    239: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    243: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    248: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    249: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    260: 'DescribeTopicPartitionsRequest.ResponsePartitionLimit',
    262: 'DescribeTopicPartitionsRequest.Cursor',
    268: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    273: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    276: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    277: 'DescribeTopicPartitionsRequest.Cursor.PartitionIndex',
    279: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    283: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    288: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    289: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    299: 'DescribeTopicPartitionsRequest._tagged_fields',
    303: 'DescribeTopicPartitionsRequest._tagged_fields',
    308: 'DescribeTopicPartitionsRequest._tagged_fields',
    309: 'DescribeTopicPartitionsRequest._tagged_fields',
    599: 'DescribeTopicPartitionsResponse.ThrottleTimeMs',
    600: 'DescribeTopicPartitionsResponse.Topics',
    601: 'DescribeTopicPartitionsResponse.Topics',
    602: 'DescribeTopicPartitionsResponse.Topics',
    603: 'DescribeTopicPartitionsResponse.Topics',
    604: 'DescribeTopicPartitionsResponse.Topics.ErrorCode',
    605: 'DescribeTopicPartitionsResponse.Topics.Name',
    606: 'DescribeTopicPartitionsResponse.Topics.Name',
    607: 'DescribeTopicPartitionsResponse.Topics.Name',
    608: 'DescribeTopicPartitionsResponse.Topics.Name',
    609: 'DescribeTopicPartitionsResponse.Topics.Name',
    610: 'DescribeTopicPartitionsResponse.Topics.Name',
    611: 'DescribeTopicPartitionsResponse.Topics.Name',
    612: 'DescribeTopicPartitionsResponse.Topics.Name',
    613: 'DescribeTopicPartitionsResponse.Topics.TopicId,IsInternal',
    614: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    615: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    616: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    617: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    618: 'DescribeTopicPartitionsResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    619: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    620: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    622: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    624: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    625: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    626: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    628: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    630: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    631: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    632: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    633: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    634: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    635: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    637: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    639: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    640: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    641: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    642: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    643: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    644: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    646: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    648: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    649: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    650: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    652: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    654: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    655: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    656: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    657: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    658: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    659: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    660: 'DescribeTopicPartitionsResponse.Topics.Partitions._unknown_tags',
    662: 'DescribeTopicPartitionsResponse.Topics.Partitions._unknown_tags',
    665: 'DescribeTopicPartitionsResponse.Topics.TopicAuthorizedOperations',
    666: 'DescribeTopicPartitionsResponse.Topics._unknown_tags',
    667: 'DescribeTopicPartitionsResponse.Topics',
    670: 'DescribeTopicPartitionsResponse.Topics._unknown_tags',
    671: 'DescribeTopicPartitionsResponse.NextCursor',
    672: 'DescribeTopicPartitionsResponse.NextCursor',
    673: 'DescribeTopicPartitionsResponse.NextCursor',
    674: 'DescribeTopicPartitionsResponse.NextCursor',
    675: 'DescribeTopicPartitionsResponse.NextCursor',
    676: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    677: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    678: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    679: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    680: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    681: 'DescribeTopicPartitionsResponse.NextCursor.PartitionIndex',
    682: 'DescribeTopicPartitionsResponse.NextCursor._unknown_tags',
    683: 'DescribeTopicPartitionsResponse.NextCursor',
    686: 'DescribeTopicPartitionsResponse.NextCursor._unknown_tags',
    687: 'DescribeTopicPartitionsResponse._unknown_tags',
    688: 'DescribeTopicPartitionsResponse',
    691: 'DescribeTopicPartitionsResponse._unknown_tags',
    698: 'DescribeTopicPartitionsResponse.ThrottleTimeMs',
    700: 'DescribeTopicPartitionsResponse.Topics',
    704: 'DescribeTopicPartitionsResponse.Topics',
    709: 'DescribeTopicPartitionsResponse.Topics.ErrorCode',
    711: 'DescribeTopicPartitionsResponse.Topics.Name',
    716: 'DescribeTopicPartitionsResponse.Topics.Name',
    719: 'DescribeTopicPartitionsResponse.Topics.Name',
    720: 'DescribeTopicPartitionsResponse.Topics.TopicId,IsInternal',
    723: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    727: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    732: 'DescribeTopicPartitionsResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    734: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    736: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    739: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    740: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    742: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    745: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    746: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    748: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    751: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    752: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    754: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    757: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    758: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    760: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    763: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    765: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    769: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    774: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    775: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    780: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    792: 'DescribeTopicPartitionsResponse.Topics.TopicAuthorizedOperations',
    794: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    798: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    803: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    804: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    815: 'DescribeTopicPartitionsResponse.NextCursor',
    821: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    826: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    829: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    830: 'DescribeTopicPartitionsResponse.NextCursor.PartitionIndex',
    832: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    836: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    841: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    842: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    852: 'DescribeTopicPartitionsResponse._tagged_fields',
    856: 'DescribeTopicPartitionsResponse._tagged_fields',
    861: 'DescribeTopicPartitionsResponse._tagged_fields',
    862: 'DescribeTopicPartitionsResponse._tagged_fields',
}
