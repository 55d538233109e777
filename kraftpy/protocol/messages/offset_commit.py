# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/OffsetCommitRequest.json, schemas/messages/OffsetCommitResponse.json.
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

__all__ = ['OffsetCommitRequest', 'OffsetCommitResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_iq = Struct('>iq')
_S_iqi = Struct('>iqi')
_S_q = Struct('>q')


class OffsetCommitRequest(_Message):
    """OffsetCommitRequest (request): API key 8; versions 2-10; flexible in 8-10; listeners: broker."""

    __slots__ = ('group_id', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'retention_time_ms', 'topics', '_unknown_tags')
    NAME = 'OffsetCommitRequest'
    TYPE = 'request'
    API_KEY = 8
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (2, 10)
    FLEXIBLE_VERSIONS = (8, 10)

    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    generation_id_or_member_epoch: int
    """Generation (classic groups) or member epoch (KIP-848 groups), or -1.

    `GenerationIdOrMemberEpoch` (int32): versions 1+; default -1; ignorable."""
    member_id: str
    """Member id, or empty for commits from outside the group.

    `MemberId` (string): versions 1+; default ''; ignorable."""
    group_instance_id: str | None
    """Static instance id, or null.

    `GroupInstanceId` (string): versions 7+; nullable in 7+; default None."""
    retention_time_ms: int
    """Time in ms to keep the offsets, or -1 for the broker default.

    `RetentionTimeMs` (int64): versions 2-4; default -1; ignorable."""
    topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    """Offsets to commit, grouped by topic.

    `Topics` ([]OffsetCommitRequestTopic): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        generation_id_or_member_epoch: int = -1,
        member_id: str = '',
        group_instance_id: str | None = None,
        retention_time_ms: int = -1,
        topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_id = group_id
        self.generation_id_or_member_epoch = generation_id_or_member_epoch
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.retention_time_ms = retention_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OffsetCommitRequestTopic(_Message):
        """Offsets to commit, grouped by topic.

        OffsetCommitRequestTopic (in OffsetCommitRequest): versions 0+."""

        __slots__ = ('name', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'OffsetCommitRequest.OffsetCommitRequestTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0-9; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 10+; default the zero UUID; ignorable."""
        partitions: list[OffsetCommitRequest.OffsetCommitRequestPartition]
        """Offsets to commit per partition.

        `Partitions` ([]OffsetCommitRequestPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            partitions: list[OffsetCommitRequest.OffsetCommitRequestPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetCommitRequestPartition(_Message):
        """Offsets to commit per partition.

        OffsetCommitRequestPartition (in OffsetCommitRequest): versions 0+."""

        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'commit_timestamp', 'committed_metadata', '_unknown_tags')
        NAME = 'OffsetCommitRequest.OffsetCommitRequestPartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        committed_offset: int
        """Offset to commit.

        `CommittedOffset` (int64): versions 0+; default 0."""
        committed_leader_epoch: int
        """Leader epoch of the last consumed record, or -1.

        `CommittedLeaderEpoch` (int32): versions 6+; default -1; ignorable."""
        commit_timestamp: int
        """Commit timestamp in ms, or -1 (v1 only).

        `CommitTimestamp` (int64): versions 1; default -1."""
        committed_metadata: str | None
        """Client metadata stored with the offset, or null.

        `CommittedMetadata` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            committed_offset: int = 0,
            committed_leader_epoch: int = -1,
            commit_timestamp: int = -1,
            committed_metadata: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.committed_offset = committed_offset
            self.committed_leader_epoch = committed_leader_epoch
            self.commit_timestamp = commit_timestamp
            self.committed_metadata = committed_metadata
            self._unknown_tags = _unknown_tags


_C_OffsetCommitRequest_OffsetCommitRequestTopic = OffsetCommitRequest.OffsetCommitRequestTopic
_C_OffsetCommitRequest_OffsetCommitRequestPartition = OffsetCommitRequest.OffsetCommitRequestPartition
OffsetCommitRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GenerationIdOrMemberEpoch', 'generation_id_or_member_epoch', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('MemberId', 'member_id', 'string', (1, 32767), (1, 0), (1, 0), None, '', True, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (7, 32767), (7, 32767), (1, 0), None, None, False, None),
    _FI('RetentionTimeMs', 'retention_time_ms', 'int64', (2, 4), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]OffsetCommitRequestTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetCommitRequest_OffsetCommitRequestTopic),
)
_C_OffsetCommitRequest_OffsetCommitRequestTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 9), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]OffsetCommitRequestPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetCommitRequest_OffsetCommitRequestPartition),
)
_C_OffsetCommitRequest_OffsetCommitRequestPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedOffset', 'committed_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedLeaderEpoch', 'committed_leader_epoch', 'int32', (6, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('CommitTimestamp', 'commit_timestamp', 'int64', (1, 1), (1, 0), (1, 0), None, -1, False, None),
    _FI('CommittedMetadata', 'committed_metadata', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_OffsetCommitRequest_OffsetCommitRequestTopic = _C_OffsetCommitRequest_OffsetCommitRequestTopic()
_DEF_OffsetCommitRequest_OffsetCommitRequestPartition = _C_OffsetCommitRequest_OffsetCommitRequestPartition()

def _mk_OffsetCommitRequest_OffsetCommitRequestTopic() -> OffsetCommitRequest.OffsetCommitRequestTopic:
    o = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetCommitRequest_OffsetCommitRequestPartition() -> OffsetCommitRequest.OffsetCommitRequestPartition:
    o = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.commit_timestamp = -1
    o.committed_metadata = ''
    o._unknown_tags = None
    return o


def _enc_OffsetCommitRequest_v2(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s4 = o.member_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    if o.group_instance_id is not None:
        raise _unsupported_field('OffsetCommitRequest', 'GroupInstanceId', 2)
    a(_S_q.pack(o.retention_time_ms))
    l7 = o.topics
    a(_S_i.pack(len(l7)))
    for e8 in l7:
        s9 = e8.name
        b10 = s9.encode()
        a(_S_h.pack(len(b10)))
        a(b10)
        l12 = e8.partitions
        a(_S_i.pack(len(l12)))
        for e13 in l12:
            a(_S_iq.pack(e13.partition_index, e13.committed_offset))
            if e13.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 2)
            s14 = e13.committed_metadata
            if s14 is None:
                a(b'\xff\xff')
            else:
                b15 = s14.encode()
                a(_S_h.pack(len(b15)))
                a(b15)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v2(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n17, = _S_h.unpack_from(buf, pos)
    if n17 >= 0:
        x18 = pos + 2 + n17
        if x18 > blen:
            raise _bad_length(n17, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x18], 'utf-8')
        pos = x18
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n19, = _S_h.unpack_from(buf, pos)
    if n19 >= 0:
        x20 = pos + 2 + n19
        if x20 > blen:
            raise _bad_length(n19, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x20], 'utf-8')
        pos = x20
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.MemberId')
    o.retention_time_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    n21, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics')
    l22: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap23 = l22.append
    for _ in range(n21):
        t24 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n25, = _S_h.unpack_from(buf, pos)
        if n25 >= 0:
            x26 = pos + 2 + n25
            if x26 > blen:
                raise _bad_length(n25, 'OffsetCommitRequest.Topics.Name', pos)
            t24.name = str(buf[pos + 2:x26], 'utf-8')
            pos = x26
        else:
            t24.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.Topics.Name')
        n27, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l28: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap29 = l28.append
        for _ in range(n27):
            t30 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t30.partition_index, t30.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n31, = _S_h.unpack_from(buf, pos)
            if n31 >= 0:
                x32 = pos + 2 + n31
                if x32 > blen:
                    raise _bad_length(n31, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t30.committed_metadata = str(buf[pos + 2:x32], 'utf-8')
                pos = x32
            else:
                t30.committed_metadata, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t30.committed_leader_epoch = -1
            t30.commit_timestamp = -1
            t30._unknown_tags = None
            ap29(t30)
        t24.partitions = l28
        t24.topic_id = _ZERO_UUID
        t24._unknown_tags = None
        ap23(t24)
    o.topics = l22
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitRequest_v3(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s33 = o.group_id
    b34 = s33.encode()
    a(_S_h.pack(len(b34)))
    a(b34)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s36 = o.member_id
    b37 = s36.encode()
    a(_S_h.pack(len(b37)))
    a(b37)
    if o.group_instance_id is not None:
        raise _unsupported_field('OffsetCommitRequest', 'GroupInstanceId', 3)
    a(_S_q.pack(o.retention_time_ms))
    l39 = o.topics
    a(_S_i.pack(len(l39)))
    for e40 in l39:
        s41 = e40.name
        b42 = s41.encode()
        a(_S_h.pack(len(b42)))
        a(b42)
        l44 = e40.partitions
        a(_S_i.pack(len(l44)))
        for e45 in l44:
            a(_S_iq.pack(e45.partition_index, e45.committed_offset))
            if e45.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 3)
            s46 = e45.committed_metadata
            if s46 is None:
                a(b'\xff\xff')
            else:
                b47 = s46.encode()
                a(_S_h.pack(len(b47)))
                a(b47)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v3(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n51, = _S_h.unpack_from(buf, pos)
    if n51 >= 0:
        x52 = pos + 2 + n51
        if x52 > blen:
            raise _bad_length(n51, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x52], 'utf-8')
        pos = x52
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.MemberId')
    o.retention_time_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    n53, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics')
    l54: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap55 = l54.append
    for _ in range(n53):
        t56 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n57, = _S_h.unpack_from(buf, pos)
        if n57 >= 0:
            x58 = pos + 2 + n57
            if x58 > blen:
                raise _bad_length(n57, 'OffsetCommitRequest.Topics.Name', pos)
            t56.name = str(buf[pos + 2:x58], 'utf-8')
            pos = x58
        else:
            t56.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.Topics.Name')
        n59, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l60: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap61 = l60.append
        for _ in range(n59):
            t62 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t62.partition_index, t62.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n63, = _S_h.unpack_from(buf, pos)
            if n63 >= 0:
                x64 = pos + 2 + n63
                if x64 > blen:
                    raise _bad_length(n63, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t62.committed_metadata = str(buf[pos + 2:x64], 'utf-8')
                pos = x64
            else:
                t62.committed_metadata, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t62.committed_leader_epoch = -1
            t62.commit_timestamp = -1
            t62._unknown_tags = None
            ap61(t62)
        t56.partitions = l60
        t56.topic_id = _ZERO_UUID
        t56._unknown_tags = None
        ap55(t56)
    o.topics = l54
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitRequest_v4(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s65 = o.group_id
    b66 = s65.encode()
    a(_S_h.pack(len(b66)))
    a(b66)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s68 = o.member_id
    b69 = s68.encode()
    a(_S_h.pack(len(b69)))
    a(b69)
    if o.group_instance_id is not None:
        raise _unsupported_field('OffsetCommitRequest', 'GroupInstanceId', 4)
    a(_S_q.pack(o.retention_time_ms))
    l71 = o.topics
    a(_S_i.pack(len(l71)))
    for e72 in l71:
        s73 = e72.name
        b74 = s73.encode()
        a(_S_h.pack(len(b74)))
        a(b74)
        l76 = e72.partitions
        a(_S_i.pack(len(l76)))
        for e77 in l76:
            a(_S_iq.pack(e77.partition_index, e77.committed_offset))
            if e77.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 4)
            s78 = e77.committed_metadata
            if s78 is None:
                a(b'\xff\xff')
            else:
                b79 = s78.encode()
                a(_S_h.pack(len(b79)))
                a(b79)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v4(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n81, = _S_h.unpack_from(buf, pos)
    if n81 >= 0:
        x82 = pos + 2 + n81
        if x82 > blen:
            raise _bad_length(n81, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x82], 'utf-8')
        pos = x82
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n83, = _S_h.unpack_from(buf, pos)
    if n83 >= 0:
        x84 = pos + 2 + n83
        if x84 > blen:
            raise _bad_length(n83, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x84], 'utf-8')
        pos = x84
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.MemberId')
    o.retention_time_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    n85, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics')
    l86: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap87 = l86.append
    for _ in range(n85):
        t88 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n89, = _S_h.unpack_from(buf, pos)
        if n89 >= 0:
            x90 = pos + 2 + n89
            if x90 > blen:
                raise _bad_length(n89, 'OffsetCommitRequest.Topics.Name', pos)
            t88.name = str(buf[pos + 2:x90], 'utf-8')
            pos = x90
        else:
            t88.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.Topics.Name')
        n91, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l92: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap93 = l92.append
        for _ in range(n91):
            t94 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t94.partition_index, t94.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n95, = _S_h.unpack_from(buf, pos)
            if n95 >= 0:
                x96 = pos + 2 + n95
                if x96 > blen:
                    raise _bad_length(n95, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t94.committed_metadata = str(buf[pos + 2:x96], 'utf-8')
                pos = x96
            else:
                t94.committed_metadata, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t94.committed_leader_epoch = -1
            t94.commit_timestamp = -1
            t94._unknown_tags = None
            ap93(t94)
        t88.partitions = l92
        t88.topic_id = _ZERO_UUID
        t88._unknown_tags = None
        ap87(t88)
    o.topics = l86
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitRequest_v5(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s97 = o.group_id
    b98 = s97.encode()
    a(_S_h.pack(len(b98)))
    a(b98)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s100 = o.member_id
    b101 = s100.encode()
    a(_S_h.pack(len(b101)))
    a(b101)
    if o.group_instance_id is not None:
        raise _unsupported_field('OffsetCommitRequest', 'GroupInstanceId', 5)
    l103 = o.topics
    a(_S_i.pack(len(l103)))
    for e104 in l103:
        s105 = e104.name
        b106 = s105.encode()
        a(_S_h.pack(len(b106)))
        a(b106)
        l108 = e104.partitions
        a(_S_i.pack(len(l108)))
        for e109 in l108:
            a(_S_iq.pack(e109.partition_index, e109.committed_offset))
            if e109.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 5)
            s110 = e109.committed_metadata
            if s110 is None:
                a(b'\xff\xff')
            else:
                b111 = s110.encode()
                a(_S_h.pack(len(b111)))
                a(b111)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v5(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n113, = _S_h.unpack_from(buf, pos)
    if n113 >= 0:
        x114 = pos + 2 + n113
        if x114 > blen:
            raise _bad_length(n113, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x114], 'utf-8')
        pos = x114
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n115, = _S_h.unpack_from(buf, pos)
    if n115 >= 0:
        x116 = pos + 2 + n115
        if x116 > blen:
            raise _bad_length(n115, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x116], 'utf-8')
        pos = x116
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.MemberId')
    n117, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics')
    l118: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap119 = l118.append
    for _ in range(n117):
        t120 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n121, = _S_h.unpack_from(buf, pos)
        if n121 >= 0:
            x122 = pos + 2 + n121
            if x122 > blen:
                raise _bad_length(n121, 'OffsetCommitRequest.Topics.Name', pos)
            t120.name = str(buf[pos + 2:x122], 'utf-8')
            pos = x122
        else:
            t120.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.Topics.Name')
        n123, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l124: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap125 = l124.append
        for _ in range(n123):
            t126 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t126.partition_index, t126.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n127, = _S_h.unpack_from(buf, pos)
            if n127 >= 0:
                x128 = pos + 2 + n127
                if x128 > blen:
                    raise _bad_length(n127, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t126.committed_metadata = str(buf[pos + 2:x128], 'utf-8')
                pos = x128
            else:
                t126.committed_metadata, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t126.committed_leader_epoch = -1
            t126.commit_timestamp = -1
            t126._unknown_tags = None
            ap125(t126)
        t120.partitions = l124
        t120.topic_id = _ZERO_UUID
        t120._unknown_tags = None
        ap119(t120)
    o.topics = l118
    o.group_instance_id = None
    o.retention_time_ms = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitRequest_v6(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s129 = o.group_id
    b130 = s129.encode()
    a(_S_h.pack(len(b130)))
    a(b130)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s132 = o.member_id
    b133 = s132.encode()
    a(_S_h.pack(len(b133)))
    a(b133)
    if o.group_instance_id is not None:
        raise _unsupported_field('OffsetCommitRequest', 'GroupInstanceId', 6)
    l135 = o.topics
    a(_S_i.pack(len(l135)))
    for e136 in l135:
        s137 = e136.name
        b138 = s137.encode()
        a(_S_h.pack(len(b138)))
        a(b138)
        l140 = e136.partitions
        a(_S_i.pack(len(l140)))
        for e141 in l140:
            a(_S_iqi.pack(e141.partition_index, e141.committed_offset, e141.committed_leader_epoch))
            if e141.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 6)
            s142 = e141.committed_metadata
            if s142 is None:
                a(b'\xff\xff')
            else:
                b143 = s142.encode()
                a(_S_h.pack(len(b143)))
                a(b143)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v6(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n145, = _S_h.unpack_from(buf, pos)
    if n145 >= 0:
        x146 = pos + 2 + n145
        if x146 > blen:
            raise _bad_length(n145, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x146], 'utf-8')
        pos = x146
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n147, = _S_h.unpack_from(buf, pos)
    if n147 >= 0:
        x148 = pos + 2 + n147
        if x148 > blen:
            raise _bad_length(n147, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x148], 'utf-8')
        pos = x148
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.MemberId')
    n149, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics')
    l150: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap151 = l150.append
    for _ in range(n149):
        t152 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n153, = _S_h.unpack_from(buf, pos)
        if n153 >= 0:
            x154 = pos + 2 + n153
            if x154 > blen:
                raise _bad_length(n153, 'OffsetCommitRequest.Topics.Name', pos)
            t152.name = str(buf[pos + 2:x154], 'utf-8')
            pos = x154
        else:
            t152.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.Topics.Name')
        n155, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l156: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap157 = l156.append
        for _ in range(n155):
            t158 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t158.partition_index, t158.committed_offset, t158.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n159, = _S_h.unpack_from(buf, pos)
            if n159 >= 0:
                x160 = pos + 2 + n159
                if x160 > blen:
                    raise _bad_length(n159, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t158.committed_metadata = str(buf[pos + 2:x160], 'utf-8')
                pos = x160
            else:
                t158.committed_metadata, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t158.commit_timestamp = -1
            t158._unknown_tags = None
            ap157(t158)
        t152.partitions = l156
        t152.topic_id = _ZERO_UUID
        t152._unknown_tags = None
        ap151(t152)
    o.topics = l150
    o.group_instance_id = None
    o.retention_time_ms = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitRequest_v7(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s161 = o.group_id
    b162 = s161.encode()
    a(_S_h.pack(len(b162)))
    a(b162)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s164 = o.member_id
    b165 = s164.encode()
    a(_S_h.pack(len(b165)))
    a(b165)
    s167 = o.group_instance_id
    if s167 is None:
        a(b'\xff\xff')
    else:
        b168 = s167.encode()
        a(_S_h.pack(len(b168)))
        a(b168)
    l170 = o.topics
    a(_S_i.pack(len(l170)))
    for e171 in l170:
        s172 = e171.name
        b173 = s172.encode()
        a(_S_h.pack(len(b173)))
        a(b173)
        l175 = e171.partitions
        a(_S_i.pack(len(l175)))
        for e176 in l175:
            a(_S_iqi.pack(e176.partition_index, e176.committed_offset, e176.committed_leader_epoch))
            if e176.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 7)
            s177 = e176.committed_metadata
            if s177 is None:
                a(b'\xff\xff')
            else:
                b178 = s177.encode()
                a(_S_h.pack(len(b178)))
                a(b178)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v7(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n180, = _S_h.unpack_from(buf, pos)
    if n180 >= 0:
        x181 = pos + 2 + n180
        if x181 > blen:
            raise _bad_length(n180, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x181], 'utf-8')
        pos = x181
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n182, = _S_h.unpack_from(buf, pos)
    if n182 >= 0:
        x183 = pos + 2 + n182
        if x183 > blen:
            raise _bad_length(n182, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x183], 'utf-8')
        pos = x183
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.MemberId')
    n184, = _S_h.unpack_from(buf, pos)
    if n184 >= 0:
        x185 = pos + 2 + n184
        if x185 > blen:
            raise _bad_length(n184, 'OffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 2:x185], 'utf-8')
        pos = x185
    else:
        o.group_instance_id, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.GroupInstanceId')
    n186, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics')
    l187: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap188 = l187.append
    for _ in range(n186):
        t189 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n190, = _S_h.unpack_from(buf, pos)
        if n190 >= 0:
            x191 = pos + 2 + n190
            if x191 > blen:
                raise _bad_length(n190, 'OffsetCommitRequest.Topics.Name', pos)
            t189.name = str(buf[pos + 2:x191], 'utf-8')
            pos = x191
        else:
            t189.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitRequest.Topics.Name')
        n192, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l193: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap194 = l193.append
        for _ in range(n192):
            t195 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t195.partition_index, t195.committed_offset, t195.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n196, = _S_h.unpack_from(buf, pos)
            if n196 >= 0:
                x197 = pos + 2 + n196
                if x197 > blen:
                    raise _bad_length(n196, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t195.committed_metadata = str(buf[pos + 2:x197], 'utf-8')
                pos = x197
            else:
                t195.committed_metadata, pos = _read_string(buf, pos, False, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t195.commit_timestamp = -1
            t195._unknown_tags = None
            ap194(t195)
        t189.partitions = l193
        t189.topic_id = _ZERO_UUID
        t189._unknown_tags = None
        ap188(t189)
    o.topics = l187
    o.retention_time_ms = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitRequest_v8(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s198 = o.group_id
    b199 = s198.encode()
    n200 = len(b199) + 1
    a(_UV[n200] if n200 < 128 else _uv(n200))
    a(b199)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s201 = o.member_id
    b202 = s201.encode()
    n203 = len(b202) + 1
    a(_UV[n203] if n203 < 128 else _uv(n203))
    a(b202)
    s204 = o.group_instance_id
    if s204 is None:
        a(_H0)
    else:
        b205 = s204.encode()
        n206 = len(b205) + 1
        a(_UV[n206] if n206 < 128 else _uv(n206))
        a(b205)
    l207 = o.topics
    n208 = len(l207) + 1
    a(_UV[n208] if n208 < 128 else _uv(n208))
    for e209 in l207:
        s210 = e209.name
        b211 = s210.encode()
        n212 = len(b211) + 1
        a(_UV[n212] if n212 < 128 else _uv(n212))
        a(b211)
        l213 = e209.partitions
        n214 = len(l213) + 1
        a(_UV[n214] if n214 < 128 else _uv(n214))
        for e215 in l213:
            a(_S_iqi.pack(e215.partition_index, e215.committed_offset, e215.committed_leader_epoch))
            if e215.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 8)
            s216 = e215.committed_metadata
            if s216 is None:
                a(_H0)
            else:
                b217 = s216.encode()
                n218 = len(b217) + 1
                a(_UV[n218] if n218 < 128 else _uv(n218))
                a(b217)
            u219 = e215._unknown_tags
            if u219 is None:
                a(_H0)
            else:
                _write_tags(a, None, u219)
        u220 = e209._unknown_tags
        if u220 is None:
            a(_H0)
        else:
            _write_tags(a, None, u220)
    u221 = o._unknown_tags
    if u221 is None:
        a(_H0)
    else:
        _write_tags(a, None, u221)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v8(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n222 = buf[pos] - 1
    if 0 <= n222 < 127:
        x223 = pos + 1 + n222
        if x223 > blen:
            raise _bad_length(n222, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x223], 'utf-8')
        pos = x223
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n224 = buf[pos] - 1
    if 0 <= n224 < 127:
        x225 = pos + 1 + n224
        if x225 > blen:
            raise _bad_length(n224, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x225], 'utf-8')
        pos = x225
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.MemberId')
    n226 = buf[pos] - 1
    if 0 <= n226 < 127:
        x227 = pos + 1 + n226
        if x227 > blen:
            raise _bad_length(n226, 'OffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x227], 'utf-8')
        pos = x227
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'OffsetCommitRequest.GroupInstanceId')
    n228 = buf[pos] - 1
    if 0 <= n228 < 127:
        pos += 1
    else:
        n228, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitRequest.Topics')
    l229: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap230 = l229.append
    for _ in range(n228):
        t231 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n232 = buf[pos] - 1
        if 0 <= n232 < 127:
            x233 = pos + 1 + n232
            if x233 > blen:
                raise _bad_length(n232, 'OffsetCommitRequest.Topics.Name', pos)
            t231.name = str(buf[pos + 1:x233], 'utf-8')
            pos = x233
        else:
            t231.name, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.Topics.Name')
        n234 = buf[pos] - 1
        if 0 <= n234 < 127:
            pos += 1
        else:
            n234, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l235: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap236 = l235.append
        for _ in range(n234):
            t237 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t237.partition_index, t237.committed_offset, t237.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n238 = buf[pos] - 1
            if 0 <= n238 < 127:
                x239 = pos + 1 + n238
                if x239 > blen:
                    raise _bad_length(n238, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t237.committed_metadata = str(buf[pos + 1:x239], 'utf-8')
                pos = x239
            else:
                t237.committed_metadata, pos = _read_string(buf, pos, True, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t237.commit_timestamp = -1
            if buf[pos] == 0:
                pos += 1
                t237._unknown_tags = None
            else:
                nt240, pos = _ruv(buf, pos)
                if nt240 * 2 > blen - pos:
                    raise _array_too_long(nt240, 'OffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                uk241: list[tuple[int, bytes]] | None = None
                for _ in range(nt240):
                    tg242, pos = _ruv(buf, pos)
                    sz243, pos = _ruv(buf, pos)
                    x244 = pos + sz243
                    if x244 > blen:
                        raise _bad_length(sz243, 'OffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                    if uk241 is None:
                        uk241 = []
                    uk241.append((tg242, bytes(buf[pos:x244])))
                    pos = x244
                t237._unknown_tags = uk241
            ap236(t237)
        t231.partitions = l235
        t231.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t231._unknown_tags = None
        else:
            nt245, pos = _ruv(buf, pos)
            if nt245 * 2 > blen - pos:
                raise _array_too_long(nt245, 'OffsetCommitRequest.Topics._tagged_fields', pos)
            uk246: list[tuple[int, bytes]] | None = None
            for _ in range(nt245):
                tg247, pos = _ruv(buf, pos)
                sz248, pos = _ruv(buf, pos)
                x249 = pos + sz248
                if x249 > blen:
                    raise _bad_length(sz248, 'OffsetCommitRequest.Topics._tagged_fields', pos)
                if uk246 is None:
                    uk246 = []
                uk246.append((tg247, bytes(buf[pos:x249])))
                pos = x249
            t231._unknown_tags = uk246
        ap230(t231)
    o.topics = l229
    o.retention_time_ms = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt250, pos = _ruv(buf, pos)
        if nt250 * 2 > blen - pos:
            raise _array_too_long(nt250, 'OffsetCommitRequest._tagged_fields', pos)
        uk251: list[tuple[int, bytes]] | None = None
        for _ in range(nt250):
            tg252, pos = _ruv(buf, pos)
            sz253, pos = _ruv(buf, pos)
            x254 = pos + sz253
            if x254 > blen:
                raise _bad_length(sz253, 'OffsetCommitRequest._tagged_fields', pos)
            if uk251 is None:
                uk251 = []
            uk251.append((tg252, bytes(buf[pos:x254])))
            pos = x254
        o._unknown_tags = uk251
    return o, pos


def _enc_OffsetCommitRequest_v9(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s255 = o.group_id
    b256 = s255.encode()
    n257 = len(b256) + 1
    a(_UV[n257] if n257 < 128 else _uv(n257))
    a(b256)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s258 = o.member_id
    b259 = s258.encode()
    n260 = len(b259) + 1
    a(_UV[n260] if n260 < 128 else _uv(n260))
    a(b259)
    s261 = o.group_instance_id
    if s261 is None:
        a(_H0)
    else:
        b262 = s261.encode()
        n263 = len(b262) + 1
        a(_UV[n263] if n263 < 128 else _uv(n263))
        a(b262)
    l264 = o.topics
    n265 = len(l264) + 1
    a(_UV[n265] if n265 < 128 else _uv(n265))
    for e266 in l264:
        s267 = e266.name
        b268 = s267.encode()
        n269 = len(b268) + 1
        a(_UV[n269] if n269 < 128 else _uv(n269))
        a(b268)
        l270 = e266.partitions
        n271 = len(l270) + 1
        a(_UV[n271] if n271 < 128 else _uv(n271))
        for e272 in l270:
            a(_S_iqi.pack(e272.partition_index, e272.committed_offset, e272.committed_leader_epoch))
            if e272.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 9)
            s273 = e272.committed_metadata
            if s273 is None:
                a(_H0)
            else:
                b274 = s273.encode()
                n275 = len(b274) + 1
                a(_UV[n275] if n275 < 128 else _uv(n275))
                a(b274)
            u276 = e272._unknown_tags
            if u276 is None:
                a(_H0)
            else:
                _write_tags(a, None, u276)
        u277 = e266._unknown_tags
        if u277 is None:
            a(_H0)
        else:
            _write_tags(a, None, u277)
    u278 = o._unknown_tags
    if u278 is None:
        a(_H0)
    else:
        _write_tags(a, None, u278)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v9(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n279 = buf[pos] - 1
    if 0 <= n279 < 127:
        x280 = pos + 1 + n279
        if x280 > blen:
            raise _bad_length(n279, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x280], 'utf-8')
        pos = x280
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n281 = buf[pos] - 1
    if 0 <= n281 < 127:
        x282 = pos + 1 + n281
        if x282 > blen:
            raise _bad_length(n281, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x282], 'utf-8')
        pos = x282
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.MemberId')
    n283 = buf[pos] - 1
    if 0 <= n283 < 127:
        x284 = pos + 1 + n283
        if x284 > blen:
            raise _bad_length(n283, 'OffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x284], 'utf-8')
        pos = x284
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'OffsetCommitRequest.GroupInstanceId')
    n285 = buf[pos] - 1
    if 0 <= n285 < 127:
        pos += 1
    else:
        n285, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitRequest.Topics')
    l286: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap287 = l286.append
    for _ in range(n285):
        t288 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        n289 = buf[pos] - 1
        if 0 <= n289 < 127:
            x290 = pos + 1 + n289
            if x290 > blen:
                raise _bad_length(n289, 'OffsetCommitRequest.Topics.Name', pos)
            t288.name = str(buf[pos + 1:x290], 'utf-8')
            pos = x290
        else:
            t288.name, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.Topics.Name')
        n291 = buf[pos] - 1
        if 0 <= n291 < 127:
            pos += 1
        else:
            n291, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l292: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap293 = l292.append
        for _ in range(n291):
            t294 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t294.partition_index, t294.committed_offset, t294.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n295 = buf[pos] - 1
            if 0 <= n295 < 127:
                x296 = pos + 1 + n295
                if x296 > blen:
                    raise _bad_length(n295, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t294.committed_metadata = str(buf[pos + 1:x296], 'utf-8')
                pos = x296
            else:
                t294.committed_metadata, pos = _read_string(buf, pos, True, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t294.commit_timestamp = -1
            if buf[pos] == 0:
                pos += 1
                t294._unknown_tags = None
            else:
                nt297, pos = _ruv(buf, pos)
                if nt297 * 2 > blen - pos:
                    raise _array_too_long(nt297, 'OffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                uk298: list[tuple[int, bytes]] | None = None
                for _ in range(nt297):
                    tg299, pos = _ruv(buf, pos)
                    sz300, pos = _ruv(buf, pos)
                    x301 = pos + sz300
                    if x301 > blen:
                        raise _bad_length(sz300, 'OffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                    if uk298 is None:
                        uk298 = []
                    uk298.append((tg299, bytes(buf[pos:x301])))
                    pos = x301
                t294._unknown_tags = uk298
            ap293(t294)
        t288.partitions = l292
        t288.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t288._unknown_tags = None
        else:
            nt302, pos = _ruv(buf, pos)
            if nt302 * 2 > blen - pos:
                raise _array_too_long(nt302, 'OffsetCommitRequest.Topics._tagged_fields', pos)
            uk303: list[tuple[int, bytes]] | None = None
            for _ in range(nt302):
                tg304, pos = _ruv(buf, pos)
                sz305, pos = _ruv(buf, pos)
                x306 = pos + sz305
                if x306 > blen:
                    raise _bad_length(sz305, 'OffsetCommitRequest.Topics._tagged_fields', pos)
                if uk303 is None:
                    uk303 = []
                uk303.append((tg304, bytes(buf[pos:x306])))
                pos = x306
            t288._unknown_tags = uk303
        ap287(t288)
    o.topics = l286
    o.retention_time_ms = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt307, pos = _ruv(buf, pos)
        if nt307 * 2 > blen - pos:
            raise _array_too_long(nt307, 'OffsetCommitRequest._tagged_fields', pos)
        uk308: list[tuple[int, bytes]] | None = None
        for _ in range(nt307):
            tg309, pos = _ruv(buf, pos)
            sz310, pos = _ruv(buf, pos)
            x311 = pos + sz310
            if x311 > blen:
                raise _bad_length(sz310, 'OffsetCommitRequest._tagged_fields', pos)
            if uk308 is None:
                uk308 = []
            uk308.append((tg309, bytes(buf[pos:x311])))
            pos = x311
        o._unknown_tags = uk308
    return o, pos


def _enc_OffsetCommitRequest_v10(o: OffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s312 = o.group_id
    b313 = s312.encode()
    n314 = len(b313) + 1
    a(_UV[n314] if n314 < 128 else _uv(n314))
    a(b313)
    a(_S_i.pack(o.generation_id_or_member_epoch))
    s315 = o.member_id
    b316 = s315.encode()
    n317 = len(b316) + 1
    a(_UV[n317] if n317 < 128 else _uv(n317))
    a(b316)
    s318 = o.group_instance_id
    if s318 is None:
        a(_H0)
    else:
        b319 = s318.encode()
        n320 = len(b319) + 1
        a(_UV[n320] if n320 < 128 else _uv(n320))
        a(b319)
    l321 = o.topics
    n322 = len(l321) + 1
    a(_UV[n322] if n322 < 128 else _uv(n322))
    for e323 in l321:
        a(_S_U.pack(e323.topic_id.bytes))
        l324 = e323.partitions
        n325 = len(l324) + 1
        a(_UV[n325] if n325 < 128 else _uv(n325))
        for e326 in l324:
            a(_S_iqi.pack(e326.partition_index, e326.committed_offset, e326.committed_leader_epoch))
            if e326.commit_timestamp != -1:
                raise _unsupported_field('OffsetCommitRequest', 'Topics.Partitions.CommitTimestamp', 10)
            s327 = e326.committed_metadata
            if s327 is None:
                a(_H0)
            else:
                b328 = s327.encode()
                n329 = len(b328) + 1
                a(_UV[n329] if n329 < 128 else _uv(n329))
                a(b328)
            u330 = e326._unknown_tags
            if u330 is None:
                a(_H0)
            else:
                _write_tags(a, None, u330)
        u331 = e323._unknown_tags
        if u331 is None:
            a(_H0)
        else:
            _write_tags(a, None, u331)
    u332 = o._unknown_tags
    if u332 is None:
        a(_H0)
    else:
        _write_tags(a, None, u332)
    return b''.join(parts)


def _dec_OffsetCommitRequest_v10(buf: _Buffer, pos: int) -> tuple[OffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(OffsetCommitRequest)
    n333 = buf[pos] - 1
    if 0 <= n333 < 127:
        x334 = pos + 1 + n333
        if x334 > blen:
            raise _bad_length(n333, 'OffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x334], 'utf-8')
        pos = x334
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.GroupId')
    o.generation_id_or_member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n335 = buf[pos] - 1
    if 0 <= n335 < 127:
        x336 = pos + 1 + n335
        if x336 > blen:
            raise _bad_length(n335, 'OffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x336], 'utf-8')
        pos = x336
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'OffsetCommitRequest.MemberId')
    n337 = buf[pos] - 1
    if 0 <= n337 < 127:
        x338 = pos + 1 + n337
        if x338 > blen:
            raise _bad_length(n337, 'OffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x338], 'utf-8')
        pos = x338
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'OffsetCommitRequest.GroupInstanceId')
    n339 = buf[pos] - 1
    if 0 <= n339 < 127:
        pos += 1
    else:
        n339, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitRequest.Topics')
    l340: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    ap341 = l340.append
    for _ in range(n339):
        t342 = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
        u343, = _S_U.unpack_from(buf, pos)
        pos += 16
        t342.topic_id = _uuid_from(u343)
        n344 = buf[pos] - 1
        if 0 <= n344 < 127:
            pos += 1
        else:
            n344, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitRequest.Topics.Partitions')
        l345: list[OffsetCommitRequest.OffsetCommitRequestPartition] = []
        ap346 = l345.append
        for _ in range(n344):
            t347 = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
            t347.partition_index, t347.committed_offset, t347.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n348 = buf[pos] - 1
            if 0 <= n348 < 127:
                x349 = pos + 1 + n348
                if x349 > blen:
                    raise _bad_length(n348, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t347.committed_metadata = str(buf[pos + 1:x349], 'utf-8')
                pos = x349
            else:
                t347.committed_metadata, pos = _read_string(buf, pos, True, True, 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t347.commit_timestamp = -1
            if buf[pos] == 0:
                pos += 1
                t347._unknown_tags = None
            else:
                nt350, pos = _ruv(buf, pos)
                if nt350 * 2 > blen - pos:
                    raise _array_too_long(nt350, 'OffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                uk351: list[tuple[int, bytes]] | None = None
                for _ in range(nt350):
                    tg352, pos = _ruv(buf, pos)
                    sz353, pos = _ruv(buf, pos)
                    x354 = pos + sz353
                    if x354 > blen:
                        raise _bad_length(sz353, 'OffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                    if uk351 is None:
                        uk351 = []
                    uk351.append((tg352, bytes(buf[pos:x354])))
                    pos = x354
                t347._unknown_tags = uk351
            ap346(t347)
        t342.partitions = l345
        t342.name = ''
        if buf[pos] == 0:
            pos += 1
            t342._unknown_tags = None
        else:
            nt355, pos = _ruv(buf, pos)
            if nt355 * 2 > blen - pos:
                raise _array_too_long(nt355, 'OffsetCommitRequest.Topics._tagged_fields', pos)
            uk356: list[tuple[int, bytes]] | None = None
            for _ in range(nt355):
                tg357, pos = _ruv(buf, pos)
                sz358, pos = _ruv(buf, pos)
                x359 = pos + sz358
                if x359 > blen:
                    raise _bad_length(sz358, 'OffsetCommitRequest.Topics._tagged_fields', pos)
                if uk356 is None:
                    uk356 = []
                uk356.append((tg357, bytes(buf[pos:x359])))
                pos = x359
            t342._unknown_tags = uk356
        ap341(t342)
    o.topics = l340
    o.retention_time_ms = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt360, pos = _ruv(buf, pos)
        if nt360 * 2 > blen - pos:
            raise _array_too_long(nt360, 'OffsetCommitRequest._tagged_fields', pos)
        uk361: list[tuple[int, bytes]] | None = None
        for _ in range(nt360):
            tg362, pos = _ruv(buf, pos)
            sz363, pos = _ruv(buf, pos)
            x364 = pos + sz363
            if x364 > blen:
                raise _bad_length(sz363, 'OffsetCommitRequest._tagged_fields', pos)
            if uk361 is None:
                uk361 = []
            uk361.append((tg362, bytes(buf[pos:x364])))
            pos = x364
        o._unknown_tags = uk361
    return o, pos


OffsetCommitRequest._ENC = {2: _enc_OffsetCommitRequest_v2, 3: _enc_OffsetCommitRequest_v3, 4: _enc_OffsetCommitRequest_v4, 5: _enc_OffsetCommitRequest_v5, 6: _enc_OffsetCommitRequest_v6, 7: _enc_OffsetCommitRequest_v7, 8: _enc_OffsetCommitRequest_v8, 9: _enc_OffsetCommitRequest_v9, 10: _enc_OffsetCommitRequest_v10}
OffsetCommitRequest._DEC = {2: _dec_OffsetCommitRequest_v2, 3: _dec_OffsetCommitRequest_v3, 4: _dec_OffsetCommitRequest_v4, 5: _dec_OffsetCommitRequest_v5, 6: _dec_OffsetCommitRequest_v6, 7: _dec_OffsetCommitRequest_v7, 8: _dec_OffsetCommitRequest_v8, 9: _dec_OffsetCommitRequest_v9, 10: _dec_OffsetCommitRequest_v10}


class OffsetCommitResponse(_Message):
    """OffsetCommitResponse (response): API key 8; versions 2-10; flexible in 8-10."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'OffsetCommitResponse'
    TYPE = 'response'
    API_KEY = 8
    VALID_VERSIONS = (2, 10)
    FLEXIBLE_VERSIONS = (8, 10)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 3+; default 0; ignorable."""
    topics: list[OffsetCommitResponse.OffsetCommitResponseTopic]
    """Results, grouped by topic.

    `Topics` ([]OffsetCommitResponseTopic): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[OffsetCommitResponse.OffsetCommitResponseTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OffsetCommitResponseTopic(_Message):
        """Results, grouped by topic.

        OffsetCommitResponseTopic (in OffsetCommitResponse): versions 0+."""

        __slots__ = ('name', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'OffsetCommitResponse.OffsetCommitResponseTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0-9; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 10+; default the zero UUID; ignorable."""
        partitions: list[OffsetCommitResponse.OffsetCommitResponsePartition]
        """Results per partition.

        `Partitions` ([]OffsetCommitResponsePartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            partitions: list[OffsetCommitResponse.OffsetCommitResponsePartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetCommitResponsePartition(_Message):
        """Results per partition.

        OffsetCommitResponsePartition (in OffsetCommitResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', '_unknown_tags')
        NAME = 'OffsetCommitResponse.OffsetCommitResponsePartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Error code for this partition, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_OffsetCommitResponse_OffsetCommitResponseTopic = OffsetCommitResponse.OffsetCommitResponseTopic
_C_OffsetCommitResponse_OffsetCommitResponsePartition = OffsetCommitResponse.OffsetCommitResponsePartition
OffsetCommitResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (3, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]OffsetCommitResponseTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetCommitResponse_OffsetCommitResponseTopic),
)
_C_OffsetCommitResponse_OffsetCommitResponseTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 9), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]OffsetCommitResponsePartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetCommitResponse_OffsetCommitResponsePartition),
)
_C_OffsetCommitResponse_OffsetCommitResponsePartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_OffsetCommitResponse_OffsetCommitResponseTopic = _C_OffsetCommitResponse_OffsetCommitResponseTopic()
_DEF_OffsetCommitResponse_OffsetCommitResponsePartition = _C_OffsetCommitResponse_OffsetCommitResponsePartition()

def _mk_OffsetCommitResponse_OffsetCommitResponseTopic() -> OffsetCommitResponse.OffsetCommitResponseTopic:
    o = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetCommitResponse_OffsetCommitResponsePartition() -> OffsetCommitResponse.OffsetCommitResponsePartition:
    o = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
    o.partition_index = 0
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_OffsetCommitResponse_v2(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l365 = o.topics
    a(_S_i.pack(len(l365)))
    for e366 in l365:
        s367 = e366.name
        b368 = s367.encode()
        a(_S_h.pack(len(b368)))
        a(b368)
        l370 = e366.partitions
        a(_S_i.pack(len(l370)))
        for e371 in l370:
            a(_S_ih.pack(e371.partition_index, e371.error_code))
    return b''.join(parts)


def _dec_OffsetCommitResponse_v2(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    n372, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l373: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap374 = l373.append
    for _ in range(n372):
        t375 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n376, = _S_h.unpack_from(buf, pos)
        if n376 >= 0:
            x377 = pos + 2 + n376
            if x377 > blen:
                raise _bad_length(n376, 'OffsetCommitResponse.Topics.Name', pos)
            t375.name = str(buf[pos + 2:x377], 'utf-8')
            pos = x377
        else:
            t375.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitResponse.Topics.Name')
        n378, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l379: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap380 = l379.append
        for _ in range(n378):
            t381 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t381.partition_index, t381.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t381._unknown_tags = None
            ap380(t381)
        t375.partitions = l379
        t375.topic_id = _ZERO_UUID
        t375._unknown_tags = None
        ap374(t375)
    o.topics = l373
    o.throttle_time_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitResponse_v3(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l382 = o.topics
    a(_S_i.pack(len(l382)))
    for e383 in l382:
        s384 = e383.name
        b385 = s384.encode()
        a(_S_h.pack(len(b385)))
        a(b385)
        l387 = e383.partitions
        a(_S_i.pack(len(l387)))
        for e388 in l387:
            a(_S_ih.pack(e388.partition_index, e388.error_code))
    return b''.join(parts)


def _dec_OffsetCommitResponse_v3(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n389, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l390: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap391 = l390.append
    for _ in range(n389):
        t392 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n393, = _S_h.unpack_from(buf, pos)
        if n393 >= 0:
            x394 = pos + 2 + n393
            if x394 > blen:
                raise _bad_length(n393, 'OffsetCommitResponse.Topics.Name', pos)
            t392.name = str(buf[pos + 2:x394], 'utf-8')
            pos = x394
        else:
            t392.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitResponse.Topics.Name')
        n395, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l396: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap397 = l396.append
        for _ in range(n395):
            t398 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t398.partition_index, t398.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t398._unknown_tags = None
            ap397(t398)
        t392.partitions = l396
        t392.topic_id = _ZERO_UUID
        t392._unknown_tags = None
        ap391(t392)
    o.topics = l390
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitResponse_v4(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l399 = o.topics
    a(_S_i.pack(len(l399)))
    for e400 in l399:
        s401 = e400.name
        b402 = s401.encode()
        a(_S_h.pack(len(b402)))
        a(b402)
        l404 = e400.partitions
        a(_S_i.pack(len(l404)))
        for e405 in l404:
            a(_S_ih.pack(e405.partition_index, e405.error_code))
    return b''.join(parts)


def _dec_OffsetCommitResponse_v4(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n406, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l407: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap408 = l407.append
    for _ in range(n406):
        t409 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n410, = _S_h.unpack_from(buf, pos)
        if n410 >= 0:
            x411 = pos + 2 + n410
            if x411 > blen:
                raise _bad_length(n410, 'OffsetCommitResponse.Topics.Name', pos)
            t409.name = str(buf[pos + 2:x411], 'utf-8')
            pos = x411
        else:
            t409.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitResponse.Topics.Name')
        n412, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l413: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap414 = l413.append
        for _ in range(n412):
            t415 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t415.partition_index, t415.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t415._unknown_tags = None
            ap414(t415)
        t409.partitions = l413
        t409.topic_id = _ZERO_UUID
        t409._unknown_tags = None
        ap408(t409)
    o.topics = l407
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitResponse_v5(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l416 = o.topics
    a(_S_i.pack(len(l416)))
    for e417 in l416:
        s418 = e417.name
        b419 = s418.encode()
        a(_S_h.pack(len(b419)))
        a(b419)
        l421 = e417.partitions
        a(_S_i.pack(len(l421)))
        for e422 in l421:
            a(_S_ih.pack(e422.partition_index, e422.error_code))
    return b''.join(parts)


def _dec_OffsetCommitResponse_v5(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n423, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l424: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap425 = l424.append
    for _ in range(n423):
        t426 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n427, = _S_h.unpack_from(buf, pos)
        if n427 >= 0:
            x428 = pos + 2 + n427
            if x428 > blen:
                raise _bad_length(n427, 'OffsetCommitResponse.Topics.Name', pos)
            t426.name = str(buf[pos + 2:x428], 'utf-8')
            pos = x428
        else:
            t426.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitResponse.Topics.Name')
        n429, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l430: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap431 = l430.append
        for _ in range(n429):
            t432 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t432.partition_index, t432.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t432._unknown_tags = None
            ap431(t432)
        t426.partitions = l430
        t426.topic_id = _ZERO_UUID
        t426._unknown_tags = None
        ap425(t426)
    o.topics = l424
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitResponse_v6(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l433 = o.topics
    a(_S_i.pack(len(l433)))
    for e434 in l433:
        s435 = e434.name
        b436 = s435.encode()
        a(_S_h.pack(len(b436)))
        a(b436)
        l438 = e434.partitions
        a(_S_i.pack(len(l438)))
        for e439 in l438:
            a(_S_ih.pack(e439.partition_index, e439.error_code))
    return b''.join(parts)


def _dec_OffsetCommitResponse_v6(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n440, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l441: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap442 = l441.append
    for _ in range(n440):
        t443 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n444, = _S_h.unpack_from(buf, pos)
        if n444 >= 0:
            x445 = pos + 2 + n444
            if x445 > blen:
                raise _bad_length(n444, 'OffsetCommitResponse.Topics.Name', pos)
            t443.name = str(buf[pos + 2:x445], 'utf-8')
            pos = x445
        else:
            t443.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitResponse.Topics.Name')
        n446, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l447: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap448 = l447.append
        for _ in range(n446):
            t449 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t449.partition_index, t449.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t449._unknown_tags = None
            ap448(t449)
        t443.partitions = l447
        t443.topic_id = _ZERO_UUID
        t443._unknown_tags = None
        ap442(t443)
    o.topics = l441
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitResponse_v7(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l450 = o.topics
    a(_S_i.pack(len(l450)))
    for e451 in l450:
        s452 = e451.name
        b453 = s452.encode()
        a(_S_h.pack(len(b453)))
        a(b453)
        l455 = e451.partitions
        a(_S_i.pack(len(l455)))
        for e456 in l455:
            a(_S_ih.pack(e456.partition_index, e456.error_code))
    return b''.join(parts)


def _dec_OffsetCommitResponse_v7(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n457, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l458: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap459 = l458.append
    for _ in range(n457):
        t460 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n461, = _S_h.unpack_from(buf, pos)
        if n461 >= 0:
            x462 = pos + 2 + n461
            if x462 > blen:
                raise _bad_length(n461, 'OffsetCommitResponse.Topics.Name', pos)
            t460.name = str(buf[pos + 2:x462], 'utf-8')
            pos = x462
        else:
            t460.name, pos = _read_string(buf, pos, False, False, 'OffsetCommitResponse.Topics.Name')
        n463, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l464: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap465 = l464.append
        for _ in range(n463):
            t466 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t466.partition_index, t466.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t466._unknown_tags = None
            ap465(t466)
        t460.partitions = l464
        t460.topic_id = _ZERO_UUID
        t460._unknown_tags = None
        ap459(t460)
    o.topics = l458
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitResponse_v8(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l467 = o.topics
    n468 = len(l467) + 1
    a(_UV[n468] if n468 < 128 else _uv(n468))
    for e469 in l467:
        s470 = e469.name
        b471 = s470.encode()
        n472 = len(b471) + 1
        a(_UV[n472] if n472 < 128 else _uv(n472))
        a(b471)
        l473 = e469.partitions
        n474 = len(l473) + 1
        a(_UV[n474] if n474 < 128 else _uv(n474))
        for e475 in l473:
            a(_S_ih.pack(e475.partition_index, e475.error_code))
            u476 = e475._unknown_tags
            if u476 is None:
                a(_H0)
            else:
                _write_tags(a, None, u476)
        u477 = e469._unknown_tags
        if u477 is None:
            a(_H0)
        else:
            _write_tags(a, None, u477)
    u478 = o._unknown_tags
    if u478 is None:
        a(_H0)
    else:
        _write_tags(a, None, u478)
    return b''.join(parts)


def _dec_OffsetCommitResponse_v8(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n479 = buf[pos] - 1
    if 0 <= n479 < 127:
        pos += 1
    else:
        n479, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics')
    l480: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap481 = l480.append
    for _ in range(n479):
        t482 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n483 = buf[pos] - 1
        if 0 <= n483 < 127:
            x484 = pos + 1 + n483
            if x484 > blen:
                raise _bad_length(n483, 'OffsetCommitResponse.Topics.Name', pos)
            t482.name = str(buf[pos + 1:x484], 'utf-8')
            pos = x484
        else:
            t482.name, pos = _read_string(buf, pos, True, False, 'OffsetCommitResponse.Topics.Name')
        n485 = buf[pos] - 1
        if 0 <= n485 < 127:
            pos += 1
        else:
            n485, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l486: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap487 = l486.append
        for _ in range(n485):
            t488 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t488.partition_index, t488.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t488._unknown_tags = None
            else:
                nt489, pos = _ruv(buf, pos)
                if nt489 * 2 > blen - pos:
                    raise _array_too_long(nt489, 'OffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                uk490: list[tuple[int, bytes]] | None = None
                for _ in range(nt489):
                    tg491, pos = _ruv(buf, pos)
                    sz492, pos = _ruv(buf, pos)
                    x493 = pos + sz492
                    if x493 > blen:
                        raise _bad_length(sz492, 'OffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                    if uk490 is None:
                        uk490 = []
                    uk490.append((tg491, bytes(buf[pos:x493])))
                    pos = x493
                t488._unknown_tags = uk490
            ap487(t488)
        t482.partitions = l486
        t482.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t482._unknown_tags = None
        else:
            nt494, pos = _ruv(buf, pos)
            if nt494 * 2 > blen - pos:
                raise _array_too_long(nt494, 'OffsetCommitResponse.Topics._tagged_fields', pos)
            uk495: list[tuple[int, bytes]] | None = None
            for _ in range(nt494):
                tg496, pos = _ruv(buf, pos)
                sz497, pos = _ruv(buf, pos)
                x498 = pos + sz497
                if x498 > blen:
                    raise _bad_length(sz497, 'OffsetCommitResponse.Topics._tagged_fields', pos)
                if uk495 is None:
                    uk495 = []
                uk495.append((tg496, bytes(buf[pos:x498])))
                pos = x498
            t482._unknown_tags = uk495
        ap481(t482)
    o.topics = l480
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt499, pos = _ruv(buf, pos)
        if nt499 * 2 > blen - pos:
            raise _array_too_long(nt499, 'OffsetCommitResponse._tagged_fields', pos)
        uk500: list[tuple[int, bytes]] | None = None
        for _ in range(nt499):
            tg501, pos = _ruv(buf, pos)
            sz502, pos = _ruv(buf, pos)
            x503 = pos + sz502
            if x503 > blen:
                raise _bad_length(sz502, 'OffsetCommitResponse._tagged_fields', pos)
            if uk500 is None:
                uk500 = []
            uk500.append((tg501, bytes(buf[pos:x503])))
            pos = x503
        o._unknown_tags = uk500
    return o, pos


def _enc_OffsetCommitResponse_v9(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l504 = o.topics
    n505 = len(l504) + 1
    a(_UV[n505] if n505 < 128 else _uv(n505))
    for e506 in l504:
        s507 = e506.name
        b508 = s507.encode()
        n509 = len(b508) + 1
        a(_UV[n509] if n509 < 128 else _uv(n509))
        a(b508)
        l510 = e506.partitions
        n511 = len(l510) + 1
        a(_UV[n511] if n511 < 128 else _uv(n511))
        for e512 in l510:
            a(_S_ih.pack(e512.partition_index, e512.error_code))
            u513 = e512._unknown_tags
            if u513 is None:
                a(_H0)
            else:
                _write_tags(a, None, u513)
        u514 = e506._unknown_tags
        if u514 is None:
            a(_H0)
        else:
            _write_tags(a, None, u514)
    u515 = o._unknown_tags
    if u515 is None:
        a(_H0)
    else:
        _write_tags(a, None, u515)
    return b''.join(parts)


def _dec_OffsetCommitResponse_v9(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n516 = buf[pos] - 1
    if 0 <= n516 < 127:
        pos += 1
    else:
        n516, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics')
    l517: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap518 = l517.append
    for _ in range(n516):
        t519 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        n520 = buf[pos] - 1
        if 0 <= n520 < 127:
            x521 = pos + 1 + n520
            if x521 > blen:
                raise _bad_length(n520, 'OffsetCommitResponse.Topics.Name', pos)
            t519.name = str(buf[pos + 1:x521], 'utf-8')
            pos = x521
        else:
            t519.name, pos = _read_string(buf, pos, True, False, 'OffsetCommitResponse.Topics.Name')
        n522 = buf[pos] - 1
        if 0 <= n522 < 127:
            pos += 1
        else:
            n522, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l523: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap524 = l523.append
        for _ in range(n522):
            t525 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t525.partition_index, t525.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t525._unknown_tags = None
            else:
                nt526, pos = _ruv(buf, pos)
                if nt526 * 2 > blen - pos:
                    raise _array_too_long(nt526, 'OffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                uk527: list[tuple[int, bytes]] | None = None
                for _ in range(nt526):
                    tg528, pos = _ruv(buf, pos)
                    sz529, pos = _ruv(buf, pos)
                    x530 = pos + sz529
                    if x530 > blen:
                        raise _bad_length(sz529, 'OffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                    if uk527 is None:
                        uk527 = []
                    uk527.append((tg528, bytes(buf[pos:x530])))
                    pos = x530
                t525._unknown_tags = uk527
            ap524(t525)
        t519.partitions = l523
        t519.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t519._unknown_tags = None
        else:
            nt531, pos = _ruv(buf, pos)
            if nt531 * 2 > blen - pos:
                raise _array_too_long(nt531, 'OffsetCommitResponse.Topics._tagged_fields', pos)
            uk532: list[tuple[int, bytes]] | None = None
            for _ in range(nt531):
                tg533, pos = _ruv(buf, pos)
                sz534, pos = _ruv(buf, pos)
                x535 = pos + sz534
                if x535 > blen:
                    raise _bad_length(sz534, 'OffsetCommitResponse.Topics._tagged_fields', pos)
                if uk532 is None:
                    uk532 = []
                uk532.append((tg533, bytes(buf[pos:x535])))
                pos = x535
            t519._unknown_tags = uk532
        ap518(t519)
    o.topics = l517
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt536, pos = _ruv(buf, pos)
        if nt536 * 2 > blen - pos:
            raise _array_too_long(nt536, 'OffsetCommitResponse._tagged_fields', pos)
        uk537: list[tuple[int, bytes]] | None = None
        for _ in range(nt536):
            tg538, pos = _ruv(buf, pos)
            sz539, pos = _ruv(buf, pos)
            x540 = pos + sz539
            if x540 > blen:
                raise _bad_length(sz539, 'OffsetCommitResponse._tagged_fields', pos)
            if uk537 is None:
                uk537 = []
            uk537.append((tg538, bytes(buf[pos:x540])))
            pos = x540
        o._unknown_tags = uk537
    return o, pos


def _enc_OffsetCommitResponse_v10(o: OffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l541 = o.topics
    n542 = len(l541) + 1
    a(_UV[n542] if n542 < 128 else _uv(n542))
    for e543 in l541:
        a(_S_U.pack(e543.topic_id.bytes))
        l544 = e543.partitions
        n545 = len(l544) + 1
        a(_UV[n545] if n545 < 128 else _uv(n545))
        for e546 in l544:
            a(_S_ih.pack(e546.partition_index, e546.error_code))
            u547 = e546._unknown_tags
            if u547 is None:
                a(_H0)
            else:
                _write_tags(a, None, u547)
        u548 = e543._unknown_tags
        if u548 is None:
            a(_H0)
        else:
            _write_tags(a, None, u548)
    u549 = o._unknown_tags
    if u549 is None:
        a(_H0)
    else:
        _write_tags(a, None, u549)
    return b''.join(parts)


def _dec_OffsetCommitResponse_v10(buf: _Buffer, pos: int) -> tuple[OffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n550 = buf[pos] - 1
    if 0 <= n550 < 127:
        pos += 1
    else:
        n550, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics')
    l551: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    ap552 = l551.append
    for _ in range(n550):
        t553 = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
        u554, = _S_U.unpack_from(buf, pos)
        pos += 16
        t553.topic_id = _uuid_from(u554)
        n555 = buf[pos] - 1
        if 0 <= n555 < 127:
            pos += 1
        else:
            n555, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics.Partitions')
        l556: list[OffsetCommitResponse.OffsetCommitResponsePartition] = []
        ap557 = l556.append
        for _ in range(n555):
            t558 = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
            t558.partition_index, t558.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t558._unknown_tags = None
            else:
                nt559, pos = _ruv(buf, pos)
                if nt559 * 2 > blen - pos:
                    raise _array_too_long(nt559, 'OffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                uk560: list[tuple[int, bytes]] | None = None
                for _ in range(nt559):
                    tg561, pos = _ruv(buf, pos)
                    sz562, pos = _ruv(buf, pos)
                    x563 = pos + sz562
                    if x563 > blen:
                        raise _bad_length(sz562, 'OffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                    if uk560 is None:
                        uk560 = []
                    uk560.append((tg561, bytes(buf[pos:x563])))
                    pos = x563
                t558._unknown_tags = uk560
            ap557(t558)
        t553.partitions = l556
        t553.name = ''
        if buf[pos] == 0:
            pos += 1
            t553._unknown_tags = None
        else:
            nt564, pos = _ruv(buf, pos)
            if nt564 * 2 > blen - pos:
                raise _array_too_long(nt564, 'OffsetCommitResponse.Topics._tagged_fields', pos)
            uk565: list[tuple[int, bytes]] | None = None
            for _ in range(nt564):
                tg566, pos = _ruv(buf, pos)
                sz567, pos = _ruv(buf, pos)
                x568 = pos + sz567
                if x568 > blen:
                    raise _bad_length(sz567, 'OffsetCommitResponse.Topics._tagged_fields', pos)
                if uk565 is None:
                    uk565 = []
                uk565.append((tg566, bytes(buf[pos:x568])))
                pos = x568
            t553._unknown_tags = uk565
        ap552(t553)
    o.topics = l551
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt569, pos = _ruv(buf, pos)
        if nt569 * 2 > blen - pos:
            raise _array_too_long(nt569, 'OffsetCommitResponse._tagged_fields', pos)
        uk570: list[tuple[int, bytes]] | None = None
        for _ in range(nt569):
            tg571, pos = _ruv(buf, pos)
            sz572, pos = _ruv(buf, pos)
            x573 = pos + sz572
            if x573 > blen:
                raise _bad_length(sz572, 'OffsetCommitResponse._tagged_fields', pos)
            if uk570 is None:
                uk570 = []
            uk570.append((tg571, bytes(buf[pos:x573])))
            pos = x573
        o._unknown_tags = uk570
    return o, pos


OffsetCommitResponse._ENC = {2: _enc_OffsetCommitResponse_v2, 3: _enc_OffsetCommitResponse_v3, 4: _enc_OffsetCommitResponse_v4, 5: _enc_OffsetCommitResponse_v5, 6: _enc_OffsetCommitResponse_v6, 7: _enc_OffsetCommitResponse_v7, 8: _enc_OffsetCommitResponse_v8, 9: _enc_OffsetCommitResponse_v9, 10: _enc_OffsetCommitResponse_v10}
OffsetCommitResponse._DEC = {2: _dec_OffsetCommitResponse_v2, 3: _dec_OffsetCommitResponse_v3, 4: _dec_OffsetCommitResponse_v4, 5: _dec_OffsetCommitResponse_v5, 6: _dec_OffsetCommitResponse_v6, 7: _dec_OffsetCommitResponse_v7, 8: _dec_OffsetCommitResponse_v8, 9: _dec_OffsetCommitResponse_v9, 10: _dec_OffsetCommitResponse_v10}


_LINES = {
    240: 'OffsetCommitRequest.GroupId',
    241: 'OffsetCommitRequest.GroupId',
    242: 'OffsetCommitRequest.GroupId',
    243: 'OffsetCommitRequest.GroupId',
    244: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    245: 'OffsetCommitRequest.MemberId',
    246: 'OffsetCommitRequest.MemberId',
    247: 'OffsetCommitRequest.MemberId',
    248: 'OffsetCommitRequest.MemberId',
    249: 'OffsetCommitRequest.GroupInstanceId',
    251: 'OffsetCommitRequest.RetentionTimeMs',
    252: 'OffsetCommitRequest.Topics',
    253: 'OffsetCommitRequest.Topics',
    254: 'OffsetCommitRequest.Topics',
    255: 'OffsetCommitRequest.Topics.Name',
    256: 'OffsetCommitRequest.Topics.Name',
    257: 'OffsetCommitRequest.Topics.Name',
    258: 'OffsetCommitRequest.Topics.Name',
    259: 'OffsetCommitRequest.Topics.Partitions',
    260: 'OffsetCommitRequest.Topics.Partitions',
    261: 'OffsetCommitRequest.Topics.Partitions',
    262: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    263: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    265: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    266: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    267: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    268: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    269: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    270: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    271: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    278: 'OffsetCommitRequest.GroupId',
    283: 'OffsetCommitRequest.GroupId',
    286: 'OffsetCommitRequest.GroupId',
    287: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    289: 'OffsetCommitRequest.MemberId',
    294: 'OffsetCommitRequest.MemberId',
    297: 'OffsetCommitRequest.MemberId',
    298: 'OffsetCommitRequest.RetentionTimeMs',
    300: 'OffsetCommitRequest.Topics',
    305: 'OffsetCommitRequest.Topics.Name',
    310: 'OffsetCommitRequest.Topics.Name',
    313: 'OffsetCommitRequest.Topics.Name',
    314: 'OffsetCommitRequest.Topics.Partitions',
    319: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    321: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    326: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    329: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    347: 'OffsetCommitRequest.GroupId',
    348: 'OffsetCommitRequest.GroupId',
    349: 'OffsetCommitRequest.GroupId',
    350: 'OffsetCommitRequest.GroupId',
    351: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    352: 'OffsetCommitRequest.MemberId',
    353: 'OffsetCommitRequest.MemberId',
    354: 'OffsetCommitRequest.MemberId',
    355: 'OffsetCommitRequest.MemberId',
    356: 'OffsetCommitRequest.GroupInstanceId',
    358: 'OffsetCommitRequest.RetentionTimeMs',
    359: 'OffsetCommitRequest.Topics',
    360: 'OffsetCommitRequest.Topics',
    361: 'OffsetCommitRequest.Topics',
    362: 'OffsetCommitRequest.Topics.Name',
    363: 'OffsetCommitRequest.Topics.Name',
    364: 'OffsetCommitRequest.Topics.Name',
    365: 'OffsetCommitRequest.Topics.Name',
    366: 'OffsetCommitRequest.Topics.Partitions',
    367: 'OffsetCommitRequest.Topics.Partitions',
    368: 'OffsetCommitRequest.Topics.Partitions',
    369: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    370: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    372: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    373: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    374: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    375: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    376: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    377: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    378: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    385: 'OffsetCommitRequest.GroupId',
    390: 'OffsetCommitRequest.GroupId',
    393: 'OffsetCommitRequest.GroupId',
    394: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    396: 'OffsetCommitRequest.MemberId',
    401: 'OffsetCommitRequest.MemberId',
    404: 'OffsetCommitRequest.MemberId',
    405: 'OffsetCommitRequest.RetentionTimeMs',
    407: 'OffsetCommitRequest.Topics',
    412: 'OffsetCommitRequest.Topics.Name',
    417: 'OffsetCommitRequest.Topics.Name',
    420: 'OffsetCommitRequest.Topics.Name',
    421: 'OffsetCommitRequest.Topics.Partitions',
    426: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    428: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    433: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    436: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    454: 'OffsetCommitRequest.GroupId',
    455: 'OffsetCommitRequest.GroupId',
    456: 'OffsetCommitRequest.GroupId',
    457: 'OffsetCommitRequest.GroupId',
    458: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    459: 'OffsetCommitRequest.MemberId',
    460: 'OffsetCommitRequest.MemberId',
    461: 'OffsetCommitRequest.MemberId',
    462: 'OffsetCommitRequest.MemberId',
    463: 'OffsetCommitRequest.GroupInstanceId',
    465: 'OffsetCommitRequest.RetentionTimeMs',
    466: 'OffsetCommitRequest.Topics',
    467: 'OffsetCommitRequest.Topics',
    468: 'OffsetCommitRequest.Topics',
    469: 'OffsetCommitRequest.Topics.Name',
    470: 'OffsetCommitRequest.Topics.Name',
    471: 'OffsetCommitRequest.Topics.Name',
    472: 'OffsetCommitRequest.Topics.Name',
    473: 'OffsetCommitRequest.Topics.Partitions',
    474: 'OffsetCommitRequest.Topics.Partitions',
    475: 'OffsetCommitRequest.Topics.Partitions',
    476: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    477: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    479: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    480: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    481: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    482: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    483: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    484: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    485: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    492: 'OffsetCommitRequest.GroupId',
    497: 'OffsetCommitRequest.GroupId',
    500: 'OffsetCommitRequest.GroupId',
    501: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    503: 'OffsetCommitRequest.MemberId',
    508: 'OffsetCommitRequest.MemberId',
    511: 'OffsetCommitRequest.MemberId',
    512: 'OffsetCommitRequest.RetentionTimeMs',
    514: 'OffsetCommitRequest.Topics',
    519: 'OffsetCommitRequest.Topics.Name',
    524: 'OffsetCommitRequest.Topics.Name',
    527: 'OffsetCommitRequest.Topics.Name',
    528: 'OffsetCommitRequest.Topics.Partitions',
    533: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    535: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    540: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    543: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    561: 'OffsetCommitRequest.GroupId',
    562: 'OffsetCommitRequest.GroupId',
    563: 'OffsetCommitRequest.GroupId',
    564: 'OffsetCommitRequest.GroupId',
    565: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    566: 'OffsetCommitRequest.MemberId',
    567: 'OffsetCommitRequest.MemberId',
    568: 'OffsetCommitRequest.MemberId',
    569: 'OffsetCommitRequest.MemberId',
    570: 'OffsetCommitRequest.GroupInstanceId',
    572: 'OffsetCommitRequest.Topics',
    573: 'OffsetCommitRequest.Topics',
    574: 'OffsetCommitRequest.Topics',
    575: 'OffsetCommitRequest.Topics.Name',
    576: 'OffsetCommitRequest.Topics.Name',
    577: 'OffsetCommitRequest.Topics.Name',
    578: 'OffsetCommitRequest.Topics.Name',
    579: 'OffsetCommitRequest.Topics.Partitions',
    580: 'OffsetCommitRequest.Topics.Partitions',
    581: 'OffsetCommitRequest.Topics.Partitions',
    582: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    583: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    585: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    586: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    587: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    588: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    589: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    590: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    591: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    598: 'OffsetCommitRequest.GroupId',
    603: 'OffsetCommitRequest.GroupId',
    606: 'OffsetCommitRequest.GroupId',
    607: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    609: 'OffsetCommitRequest.MemberId',
    614: 'OffsetCommitRequest.MemberId',
    617: 'OffsetCommitRequest.MemberId',
    618: 'OffsetCommitRequest.Topics',
    623: 'OffsetCommitRequest.Topics.Name',
    628: 'OffsetCommitRequest.Topics.Name',
    631: 'OffsetCommitRequest.Topics.Name',
    632: 'OffsetCommitRequest.Topics.Partitions',
    637: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    639: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    644: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    647: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    666: 'OffsetCommitRequest.GroupId',
    667: 'OffsetCommitRequest.GroupId',
    668: 'OffsetCommitRequest.GroupId',
    669: 'OffsetCommitRequest.GroupId',
    670: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    671: 'OffsetCommitRequest.MemberId',
    672: 'OffsetCommitRequest.MemberId',
    673: 'OffsetCommitRequest.MemberId',
    674: 'OffsetCommitRequest.MemberId',
    675: 'OffsetCommitRequest.GroupInstanceId',
    677: 'OffsetCommitRequest.Topics',
    678: 'OffsetCommitRequest.Topics',
    679: 'OffsetCommitRequest.Topics',
    680: 'OffsetCommitRequest.Topics.Name',
    681: 'OffsetCommitRequest.Topics.Name',
    682: 'OffsetCommitRequest.Topics.Name',
    683: 'OffsetCommitRequest.Topics.Name',
    684: 'OffsetCommitRequest.Topics.Partitions',
    685: 'OffsetCommitRequest.Topics.Partitions',
    686: 'OffsetCommitRequest.Topics.Partitions',
    687: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    688: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    690: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    691: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    692: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    693: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    694: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    695: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    696: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    703: 'OffsetCommitRequest.GroupId',
    708: 'OffsetCommitRequest.GroupId',
    711: 'OffsetCommitRequest.GroupId',
    712: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    714: 'OffsetCommitRequest.MemberId',
    719: 'OffsetCommitRequest.MemberId',
    722: 'OffsetCommitRequest.MemberId',
    723: 'OffsetCommitRequest.Topics',
    728: 'OffsetCommitRequest.Topics.Name',
    733: 'OffsetCommitRequest.Topics.Name',
    736: 'OffsetCommitRequest.Topics.Name',
    737: 'OffsetCommitRequest.Topics.Partitions',
    742: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    744: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    749: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    752: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    770: 'OffsetCommitRequest.GroupId',
    771: 'OffsetCommitRequest.GroupId',
    772: 'OffsetCommitRequest.GroupId',
    773: 'OffsetCommitRequest.GroupId',
    774: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    775: 'OffsetCommitRequest.MemberId',
    776: 'OffsetCommitRequest.MemberId',
    777: 'OffsetCommitRequest.MemberId',
    778: 'OffsetCommitRequest.MemberId',
    779: 'OffsetCommitRequest.GroupInstanceId',
    780: 'OffsetCommitRequest.GroupInstanceId',
    781: 'OffsetCommitRequest.GroupInstanceId',
    782: 'OffsetCommitRequest.GroupInstanceId',
    783: 'OffsetCommitRequest.GroupInstanceId',
    784: 'OffsetCommitRequest.GroupInstanceId',
    785: 'OffsetCommitRequest.GroupInstanceId',
    786: 'OffsetCommitRequest.Topics',
    787: 'OffsetCommitRequest.Topics',
    788: 'OffsetCommitRequest.Topics',
    789: 'OffsetCommitRequest.Topics.Name',
    790: 'OffsetCommitRequest.Topics.Name',
    791: 'OffsetCommitRequest.Topics.Name',
    792: 'OffsetCommitRequest.Topics.Name',
    793: 'OffsetCommitRequest.Topics.Partitions',
    794: 'OffsetCommitRequest.Topics.Partitions',
    795: 'OffsetCommitRequest.Topics.Partitions',
    796: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    797: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    799: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    800: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    801: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    802: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    803: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    804: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    805: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    812: 'OffsetCommitRequest.GroupId',
    817: 'OffsetCommitRequest.GroupId',
    820: 'OffsetCommitRequest.GroupId',
    821: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    823: 'OffsetCommitRequest.MemberId',
    828: 'OffsetCommitRequest.MemberId',
    831: 'OffsetCommitRequest.MemberId',
    832: 'OffsetCommitRequest.GroupInstanceId',
    837: 'OffsetCommitRequest.GroupInstanceId',
    840: 'OffsetCommitRequest.GroupInstanceId',
    841: 'OffsetCommitRequest.Topics',
    846: 'OffsetCommitRequest.Topics.Name',
    851: 'OffsetCommitRequest.Topics.Name',
    854: 'OffsetCommitRequest.Topics.Name',
    855: 'OffsetCommitRequest.Topics.Partitions',
    860: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    862: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    867: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    870: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    887: 'OffsetCommitRequest.GroupId',
    888: 'OffsetCommitRequest.GroupId',
    889: 'OffsetCommitRequest.GroupId',
    890: 'OffsetCommitRequest.GroupId',
    891: 'OffsetCommitRequest.GroupId',
    892: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    893: 'OffsetCommitRequest.MemberId',
    894: 'OffsetCommitRequest.MemberId',
    895: 'OffsetCommitRequest.MemberId',
    896: 'OffsetCommitRequest.MemberId',
    897: 'OffsetCommitRequest.MemberId',
    898: 'OffsetCommitRequest.GroupInstanceId',
    899: 'OffsetCommitRequest.GroupInstanceId',
    900: 'OffsetCommitRequest.GroupInstanceId',
    901: 'OffsetCommitRequest.GroupInstanceId',
    902: 'OffsetCommitRequest.GroupInstanceId',
    903: 'OffsetCommitRequest.GroupInstanceId',
    904: 'OffsetCommitRequest.GroupInstanceId',
    905: 'OffsetCommitRequest.GroupInstanceId',
    906: 'OffsetCommitRequest.Topics',
    907: 'OffsetCommitRequest.Topics',
    908: 'OffsetCommitRequest.Topics',
    909: 'OffsetCommitRequest.Topics',
    910: 'OffsetCommitRequest.Topics.Name',
    911: 'OffsetCommitRequest.Topics.Name',
    912: 'OffsetCommitRequest.Topics.Name',
    913: 'OffsetCommitRequest.Topics.Name',
    914: 'OffsetCommitRequest.Topics.Name',
    915: 'OffsetCommitRequest.Topics.Partitions',
    916: 'OffsetCommitRequest.Topics.Partitions',
    917: 'OffsetCommitRequest.Topics.Partitions',
    918: 'OffsetCommitRequest.Topics.Partitions',
    919: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    920: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    922: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    923: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    924: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    925: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    926: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    927: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    928: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    929: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    930: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    931: 'OffsetCommitRequest.Topics.Partitions',
    934: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    935: 'OffsetCommitRequest.Topics._unknown_tags',
    936: 'OffsetCommitRequest.Topics',
    939: 'OffsetCommitRequest.Topics._unknown_tags',
    940: 'OffsetCommitRequest._unknown_tags',
    941: 'OffsetCommitRequest',
    944: 'OffsetCommitRequest._unknown_tags',
    951: 'OffsetCommitRequest.GroupId',
    956: 'OffsetCommitRequest.GroupId',
    959: 'OffsetCommitRequest.GroupId',
    960: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    962: 'OffsetCommitRequest.MemberId',
    967: 'OffsetCommitRequest.MemberId',
    970: 'OffsetCommitRequest.MemberId',
    971: 'OffsetCommitRequest.GroupInstanceId',
    976: 'OffsetCommitRequest.GroupInstanceId',
    979: 'OffsetCommitRequest.GroupInstanceId',
    980: 'OffsetCommitRequest.Topics',
    984: 'OffsetCommitRequest.Topics',
    989: 'OffsetCommitRequest.Topics.Name',
    994: 'OffsetCommitRequest.Topics.Name',
    997: 'OffsetCommitRequest.Topics.Name',
    998: 'OffsetCommitRequest.Topics.Partitions',
    1002: 'OffsetCommitRequest.Topics.Partitions',
    1007: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1009: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1014: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1017: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1019: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1023: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1028: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1029: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1041: 'OffsetCommitRequest.Topics._tagged_fields',
    1045: 'OffsetCommitRequest.Topics._tagged_fields',
    1050: 'OffsetCommitRequest.Topics._tagged_fields',
    1051: 'OffsetCommitRequest.Topics._tagged_fields',
    1063: 'OffsetCommitRequest._tagged_fields',
    1067: 'OffsetCommitRequest._tagged_fields',
    1072: 'OffsetCommitRequest._tagged_fields',
    1073: 'OffsetCommitRequest._tagged_fields',
    1088: 'OffsetCommitRequest.GroupId',
    1089: 'OffsetCommitRequest.GroupId',
    1090: 'OffsetCommitRequest.GroupId',
    1091: 'OffsetCommitRequest.GroupId',
    1092: 'OffsetCommitRequest.GroupId',
    1093: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1094: 'OffsetCommitRequest.MemberId',
    1095: 'OffsetCommitRequest.MemberId',
    1096: 'OffsetCommitRequest.MemberId',
    1097: 'OffsetCommitRequest.MemberId',
    1098: 'OffsetCommitRequest.MemberId',
    1099: 'OffsetCommitRequest.GroupInstanceId',
    1100: 'OffsetCommitRequest.GroupInstanceId',
    1101: 'OffsetCommitRequest.GroupInstanceId',
    1102: 'OffsetCommitRequest.GroupInstanceId',
    1103: 'OffsetCommitRequest.GroupInstanceId',
    1104: 'OffsetCommitRequest.GroupInstanceId',
    1105: 'OffsetCommitRequest.GroupInstanceId',
    1106: 'OffsetCommitRequest.GroupInstanceId',
    1107: 'OffsetCommitRequest.Topics',
    1108: 'OffsetCommitRequest.Topics',
    1109: 'OffsetCommitRequest.Topics',
    1110: 'OffsetCommitRequest.Topics',
    1111: 'OffsetCommitRequest.Topics.Name',
    1112: 'OffsetCommitRequest.Topics.Name',
    1113: 'OffsetCommitRequest.Topics.Name',
    1114: 'OffsetCommitRequest.Topics.Name',
    1115: 'OffsetCommitRequest.Topics.Name',
    1116: 'OffsetCommitRequest.Topics.Partitions',
    1117: 'OffsetCommitRequest.Topics.Partitions',
    1118: 'OffsetCommitRequest.Topics.Partitions',
    1119: 'OffsetCommitRequest.Topics.Partitions',
    1120: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1121: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    1123: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1124: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1125: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1126: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1127: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1128: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1129: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1130: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1131: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1132: 'OffsetCommitRequest.Topics.Partitions',
    1135: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1136: 'OffsetCommitRequest.Topics._unknown_tags',
    1137: 'OffsetCommitRequest.Topics',
    1140: 'OffsetCommitRequest.Topics._unknown_tags',
    1141: 'OffsetCommitRequest._unknown_tags',
    1142: 'OffsetCommitRequest',
    1145: 'OffsetCommitRequest._unknown_tags',
    1152: 'OffsetCommitRequest.GroupId',
    1157: 'OffsetCommitRequest.GroupId',
    1160: 'OffsetCommitRequest.GroupId',
    1161: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1163: 'OffsetCommitRequest.MemberId',
    1168: 'OffsetCommitRequest.MemberId',
    1171: 'OffsetCommitRequest.MemberId',
    1172: 'OffsetCommitRequest.GroupInstanceId',
    1177: 'OffsetCommitRequest.GroupInstanceId',
    1180: 'OffsetCommitRequest.GroupInstanceId',
    1181: 'OffsetCommitRequest.Topics',
    1185: 'OffsetCommitRequest.Topics',
    1190: 'OffsetCommitRequest.Topics.Name',
    1195: 'OffsetCommitRequest.Topics.Name',
    1198: 'OffsetCommitRequest.Topics.Name',
    1199: 'OffsetCommitRequest.Topics.Partitions',
    1203: 'OffsetCommitRequest.Topics.Partitions',
    1208: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1210: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1215: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1218: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1220: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1224: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1229: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1230: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1242: 'OffsetCommitRequest.Topics._tagged_fields',
    1246: 'OffsetCommitRequest.Topics._tagged_fields',
    1251: 'OffsetCommitRequest.Topics._tagged_fields',
    1252: 'OffsetCommitRequest.Topics._tagged_fields',
    1264: 'OffsetCommitRequest._tagged_fields',
    1268: 'OffsetCommitRequest._tagged_fields',
    1273: 'OffsetCommitRequest._tagged_fields',
    1274: 'OffsetCommitRequest._tagged_fields',
    1289: 'OffsetCommitRequest.GroupId',
    1290: 'OffsetCommitRequest.GroupId',
    1291: 'OffsetCommitRequest.GroupId',
    1292: 'OffsetCommitRequest.GroupId',
    1293: 'OffsetCommitRequest.GroupId',
    1294: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1295: 'OffsetCommitRequest.MemberId',
    1296: 'OffsetCommitRequest.MemberId',
    1297: 'OffsetCommitRequest.MemberId',
    1298: 'OffsetCommitRequest.MemberId',
    1299: 'OffsetCommitRequest.MemberId',
    1300: 'OffsetCommitRequest.GroupInstanceId',
    1301: 'OffsetCommitRequest.GroupInstanceId',
    1302: 'OffsetCommitRequest.GroupInstanceId',
    1303: 'OffsetCommitRequest.GroupInstanceId',
    1304: 'OffsetCommitRequest.GroupInstanceId',
    1305: 'OffsetCommitRequest.GroupInstanceId',
    1306: 'OffsetCommitRequest.GroupInstanceId',
    1307: 'OffsetCommitRequest.GroupInstanceId',
    1308: 'OffsetCommitRequest.Topics',
    1309: 'OffsetCommitRequest.Topics',
    1310: 'OffsetCommitRequest.Topics',
    1311: 'OffsetCommitRequest.Topics',
    1312: 'OffsetCommitRequest.Topics.TopicId',
    1313: 'OffsetCommitRequest.Topics.Partitions',
    1314: 'OffsetCommitRequest.Topics.Partitions',
    1315: 'OffsetCommitRequest.Topics.Partitions',
    1316: 'OffsetCommitRequest.Topics.Partitions',
    1317: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1318: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    1320: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1321: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1322: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1323: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1324: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1325: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1326: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1327: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1328: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1329: 'OffsetCommitRequest.Topics.Partitions',
    1332: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1333: 'OffsetCommitRequest.Topics._unknown_tags',
    1334: 'OffsetCommitRequest.Topics',
    1337: 'OffsetCommitRequest.Topics._unknown_tags',
    1338: 'OffsetCommitRequest._unknown_tags',
    1339: 'OffsetCommitRequest',
    1342: 'OffsetCommitRequest._unknown_tags',
    1349: 'OffsetCommitRequest.GroupId',
    1354: 'OffsetCommitRequest.GroupId',
    1357: 'OffsetCommitRequest.GroupId',
    1358: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1360: 'OffsetCommitRequest.MemberId',
    1365: 'OffsetCommitRequest.MemberId',
    1368: 'OffsetCommitRequest.MemberId',
    1369: 'OffsetCommitRequest.GroupInstanceId',
    1374: 'OffsetCommitRequest.GroupInstanceId',
    1377: 'OffsetCommitRequest.GroupInstanceId',
    1378: 'OffsetCommitRequest.Topics',
    1382: 'OffsetCommitRequest.Topics',
    1387: 'OffsetCommitRequest.Topics.TopicId',
    1390: 'OffsetCommitRequest.Topics.Partitions',
    1394: 'OffsetCommitRequest.Topics.Partitions',
    1399: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1401: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1406: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1409: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1411: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1415: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1420: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1421: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1433: 'OffsetCommitRequest.Topics._tagged_fields',
    1437: 'OffsetCommitRequest.Topics._tagged_fields',
    1442: 'OffsetCommitRequest.Topics._tagged_fields',
    1443: 'OffsetCommitRequest.Topics._tagged_fields',
    1455: 'OffsetCommitRequest._tagged_fields',
    1459: 'OffsetCommitRequest._tagged_fields',
    1464: 'OffsetCommitRequest._tagged_fields',
    1465: 'OffsetCommitRequest._tagged_fields',
    1617: 'OffsetCommitResponse.Topics',
    1618: 'OffsetCommitResponse.Topics',
    1619: 'OffsetCommitResponse.Topics',
    1620: 'OffsetCommitResponse.Topics.Name',
    1621: 'OffsetCommitResponse.Topics.Name',
    1622: 'OffsetCommitResponse.Topics.Name',
    1623: 'OffsetCommitResponse.Topics.Name',
    1624: 'OffsetCommitResponse.Topics.Partitions',
    1625: 'OffsetCommitResponse.Topics.Partitions',
    1626: 'OffsetCommitResponse.Topics.Partitions',
    1627: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1634: 'OffsetCommitResponse.Topics',
    1639: 'OffsetCommitResponse.Topics.Name',
    1644: 'OffsetCommitResponse.Topics.Name',
    1647: 'OffsetCommitResponse.Topics.Name',
    1648: 'OffsetCommitResponse.Topics.Partitions',
    1653: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1670: 'OffsetCommitResponse.ThrottleTimeMs',
    1671: 'OffsetCommitResponse.Topics',
    1672: 'OffsetCommitResponse.Topics',
    1673: 'OffsetCommitResponse.Topics',
    1674: 'OffsetCommitResponse.Topics.Name',
    1675: 'OffsetCommitResponse.Topics.Name',
    1676: 'OffsetCommitResponse.Topics.Name',
    1677: 'OffsetCommitResponse.Topics.Name',
    1678: 'OffsetCommitResponse.Topics.Partitions',
    1679: 'OffsetCommitResponse.Topics.Partitions',
    1680: 'OffsetCommitResponse.Topics.Partitions',
    1681: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1688: 'OffsetCommitResponse.ThrottleTimeMs',
    1690: 'OffsetCommitResponse.Topics',
    1695: 'OffsetCommitResponse.Topics.Name',
    1700: 'OffsetCommitResponse.Topics.Name',
    1703: 'OffsetCommitResponse.Topics.Name',
    1704: 'OffsetCommitResponse.Topics.Partitions',
    1709: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1725: 'OffsetCommitResponse.ThrottleTimeMs',
    1726: 'OffsetCommitResponse.Topics',
    1727: 'OffsetCommitResponse.Topics',
    1728: 'OffsetCommitResponse.Topics',
    1729: 'OffsetCommitResponse.Topics.Name',
    1730: 'OffsetCommitResponse.Topics.Name',
    1731: 'OffsetCommitResponse.Topics.Name',
    1732: 'OffsetCommitResponse.Topics.Name',
    1733: 'OffsetCommitResponse.Topics.Partitions',
    1734: 'OffsetCommitResponse.Topics.Partitions',
    1735: 'OffsetCommitResponse.Topics.Partitions',
    1736: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1743: 'OffsetCommitResponse.ThrottleTimeMs',
    1745: 'OffsetCommitResponse.Topics',
    1750: 'OffsetCommitResponse.Topics.Name',
    1755: 'OffsetCommitResponse.Topics.Name',
    1758: 'OffsetCommitResponse.Topics.Name',
    1759: 'OffsetCommitResponse.Topics.Partitions',
    1764: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1780: 'OffsetCommitResponse.ThrottleTimeMs',
    1781: 'OffsetCommitResponse.Topics',
    1782: 'OffsetCommitResponse.Topics',
    1783: 'OffsetCommitResponse.Topics',
    1784: 'OffsetCommitResponse.Topics.Name',
    1785: 'OffsetCommitResponse.Topics.Name',
    1786: 'OffsetCommitResponse.Topics.Name',
    1787: 'OffsetCommitResponse.Topics.Name',
    1788: 'OffsetCommitResponse.Topics.Partitions',
    1789: 'OffsetCommitResponse.Topics.Partitions',
    1790: 'OffsetCommitResponse.Topics.Partitions',
    1791: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1798: 'OffsetCommitResponse.ThrottleTimeMs',
    1800: 'OffsetCommitResponse.Topics',
    1805: 'OffsetCommitResponse.Topics.Name',
    1810: 'OffsetCommitResponse.Topics.Name',
    1813: 'OffsetCommitResponse.Topics.Name',
    1814: 'OffsetCommitResponse.Topics.Partitions',
    1819: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1835: 'OffsetCommitResponse.ThrottleTimeMs',
    1836: 'OffsetCommitResponse.Topics',
    1837: 'OffsetCommitResponse.Topics',
    1838: 'OffsetCommitResponse.Topics',
    1839: 'OffsetCommitResponse.Topics.Name',
    1840: 'OffsetCommitResponse.Topics.Name',
    1841: 'OffsetCommitResponse.Topics.Name',
    1842: 'OffsetCommitResponse.Topics.Name',
    1843: 'OffsetCommitResponse.Topics.Partitions',
    1844: 'OffsetCommitResponse.Topics.Partitions',
    1845: 'OffsetCommitResponse.Topics.Partitions',
    1846: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1853: 'OffsetCommitResponse.ThrottleTimeMs',
    1855: 'OffsetCommitResponse.Topics',
    1860: 'OffsetCommitResponse.Topics.Name',
    1865: 'OffsetCommitResponse.Topics.Name',
    1868: 'OffsetCommitResponse.Topics.Name',
    1869: 'OffsetCommitResponse.Topics.Partitions',
    1874: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1890: 'OffsetCommitResponse.ThrottleTimeMs',
    1891: 'OffsetCommitResponse.Topics',
    1892: 'OffsetCommitResponse.Topics',
    1893: 'OffsetCommitResponse.Topics',
    1894: 'OffsetCommitResponse.Topics.Name',
    1895: 'OffsetCommitResponse.Topics.Name',
    1896: 'OffsetCommitResponse.Topics.Name',
    1897: 'OffsetCommitResponse.Topics.Name',
    1898: 'OffsetCommitResponse.Topics.Partitions',
    1899: 'OffsetCommitResponse.Topics.Partitions',
    1900: 'OffsetCommitResponse.Topics.Partitions',
    1901: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1908: 'OffsetCommitResponse.ThrottleTimeMs',
    1910: 'OffsetCommitResponse.Topics',
    1915: 'OffsetCommitResponse.Topics.Name',
    1920: 'OffsetCommitResponse.Topics.Name',
    1923: 'OffsetCommitResponse.Topics.Name',
    1924: 'OffsetCommitResponse.Topics.Partitions',
    1929: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1945: 'OffsetCommitResponse.ThrottleTimeMs',
    1946: 'OffsetCommitResponse.Topics',
    1947: 'OffsetCommitResponse.Topics',
    1948: 'OffsetCommitResponse.Topics',
    1949: 'OffsetCommitResponse.Topics',
    1950: 'OffsetCommitResponse.Topics.Name',
    1951: 'OffsetCommitResponse.Topics.Name',
    1952: 'OffsetCommitResponse.Topics.Name',
    1953: 'OffsetCommitResponse.Topics.Name',
    1954: 'OffsetCommitResponse.Topics.Name',
    1955: 'OffsetCommitResponse.Topics.Partitions',
    1956: 'OffsetCommitResponse.Topics.Partitions',
    1957: 'OffsetCommitResponse.Topics.Partitions',
    1958: 'OffsetCommitResponse.Topics.Partitions',
    1959: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1960: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    1961: 'OffsetCommitResponse.Topics.Partitions',
    1964: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    1965: 'OffsetCommitResponse.Topics._unknown_tags',
    1966: 'OffsetCommitResponse.Topics',
    1969: 'OffsetCommitResponse.Topics._unknown_tags',
    1970: 'OffsetCommitResponse._unknown_tags',
    1971: 'OffsetCommitResponse',
    1974: 'OffsetCommitResponse._unknown_tags',
    1981: 'OffsetCommitResponse.ThrottleTimeMs',
    1983: 'OffsetCommitResponse.Topics',
    1987: 'OffsetCommitResponse.Topics',
    1992: 'OffsetCommitResponse.Topics.Name',
    1997: 'OffsetCommitResponse.Topics.Name',
    2000: 'OffsetCommitResponse.Topics.Name',
    2001: 'OffsetCommitResponse.Topics.Partitions',
    2005: 'OffsetCommitResponse.Topics.Partitions',
    2010: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2012: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2016: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2021: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2022: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2034: 'OffsetCommitResponse.Topics._tagged_fields',
    2038: 'OffsetCommitResponse.Topics._tagged_fields',
    2043: 'OffsetCommitResponse.Topics._tagged_fields',
    2044: 'OffsetCommitResponse.Topics._tagged_fields',
    2055: 'OffsetCommitResponse._tagged_fields',
    2059: 'OffsetCommitResponse._tagged_fields',
    2064: 'OffsetCommitResponse._tagged_fields',
    2065: 'OffsetCommitResponse._tagged_fields',
    2080: 'OffsetCommitResponse.ThrottleTimeMs',
    2081: 'OffsetCommitResponse.Topics',
    2082: 'OffsetCommitResponse.Topics',
    2083: 'OffsetCommitResponse.Topics',
    2084: 'OffsetCommitResponse.Topics',
    2085: 'OffsetCommitResponse.Topics.Name',
    2086: 'OffsetCommitResponse.Topics.Name',
    2087: 'OffsetCommitResponse.Topics.Name',
    2088: 'OffsetCommitResponse.Topics.Name',
    2089: 'OffsetCommitResponse.Topics.Name',
    2090: 'OffsetCommitResponse.Topics.Partitions',
    2091: 'OffsetCommitResponse.Topics.Partitions',
    2092: 'OffsetCommitResponse.Topics.Partitions',
    2093: 'OffsetCommitResponse.Topics.Partitions',
    2094: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2095: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    2096: 'OffsetCommitResponse.Topics.Partitions',
    2099: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    2100: 'OffsetCommitResponse.Topics._unknown_tags',
    2101: 'OffsetCommitResponse.Topics',
    2104: 'OffsetCommitResponse.Topics._unknown_tags',
    2105: 'OffsetCommitResponse._unknown_tags',
    2106: 'OffsetCommitResponse',
    2109: 'OffsetCommitResponse._unknown_tags',
    2116: 'OffsetCommitResponse.ThrottleTimeMs',
    2118: 'OffsetCommitResponse.Topics',
    2122: 'OffsetCommitResponse.Topics',
    2127: 'OffsetCommitResponse.Topics.Name',
    2132: 'OffsetCommitResponse.Topics.Name',
    2135: 'OffsetCommitResponse.Topics.Name',
    2136: 'OffsetCommitResponse.Topics.Partitions',
    2140: 'OffsetCommitResponse.Topics.Partitions',
    2145: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2147: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2151: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2156: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2157: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2169: 'OffsetCommitResponse.Topics._tagged_fields',
    2173: 'OffsetCommitResponse.Topics._tagged_fields',
    2178: 'OffsetCommitResponse.Topics._tagged_fields',
    2179: 'OffsetCommitResponse.Topics._tagged_fields',
    2190: 'OffsetCommitResponse._tagged_fields',
    2194: 'OffsetCommitResponse._tagged_fields',
    2199: 'OffsetCommitResponse._tagged_fields',
    2200: 'OffsetCommitResponse._tagged_fields',
    2215: 'OffsetCommitResponse.ThrottleTimeMs',
    2216: 'OffsetCommitResponse.Topics',
    2217: 'OffsetCommitResponse.Topics',
    2218: 'OffsetCommitResponse.Topics',
    2219: 'OffsetCommitResponse.Topics',
    2220: 'OffsetCommitResponse.Topics.TopicId',
    2221: 'OffsetCommitResponse.Topics.Partitions',
    2222: 'OffsetCommitResponse.Topics.Partitions',
    2223: 'OffsetCommitResponse.Topics.Partitions',
    2224: 'OffsetCommitResponse.Topics.Partitions',
    2225: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2226: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    2227: 'OffsetCommitResponse.Topics.Partitions',
    2230: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    2231: 'OffsetCommitResponse.Topics._unknown_tags',
    2232: 'OffsetCommitResponse.Topics',
    2235: 'OffsetCommitResponse.Topics._unknown_tags',
    2236: 'OffsetCommitResponse._unknown_tags',
    2237: 'OffsetCommitResponse',
    2240: 'OffsetCommitResponse._unknown_tags',
    2247: 'OffsetCommitResponse.ThrottleTimeMs',
    2249: 'OffsetCommitResponse.Topics',
    2253: 'OffsetCommitResponse.Topics',
    2258: 'OffsetCommitResponse.Topics.TopicId',
    2261: 'OffsetCommitResponse.Topics.Partitions',
    2265: 'OffsetCommitResponse.Topics.Partitions',
    2270: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2272: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2276: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2281: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2282: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2294: 'OffsetCommitResponse.Topics._tagged_fields',
    2298: 'OffsetCommitResponse.Topics._tagged_fields',
    2303: 'OffsetCommitResponse.Topics._tagged_fields',
    2304: 'OffsetCommitResponse.Topics._tagged_fields',
    2315: 'OffsetCommitResponse._tagged_fields',
    2319: 'OffsetCommitResponse._tagged_fields',
    2324: 'OffsetCommitResponse._tagged_fields',
    2325: 'OffsetCommitResponse._tagged_fields',
}
