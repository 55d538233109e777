# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/OffsetCommitRequest.json, schemas/messages/OffsetCommitResponse.json.
# Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale.
# fmt: off
# ruff: noqa
from __future__ import annotations

from struct import Struct
from uuid import UUID

from kraftpy.protocol.codec import (
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
    __slots__ = ('group_id', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'retention_time_ms', 'topics', '_unknown_tags')
    NAME = 'OffsetCommitRequest'
    TYPE = 'request'
    API_KEY = 8
    LISTENERS = ('broker',)
    VALID_VERSIONS = (2, 10)
    FLEXIBLE_VERSIONS = (8, 10)

    def __init__(self, *, group_id='', generation_id_or_member_epoch=-1, member_id='', group_instance_id=None, retention_time_ms=-1, topics=_EMPTY, _unknown_tags=None):
        self.group_id = group_id
        self.generation_id_or_member_epoch = generation_id_or_member_epoch
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.retention_time_ms = retention_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OffsetCommitRequestTopic(_Message):
        __slots__ = ('name', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'OffsetCommitRequest.OffsetCommitRequestTopic'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetCommitRequestPartition(_Message):
        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'commit_timestamp', 'committed_metadata', '_unknown_tags')
        NAME = 'OffsetCommitRequest.OffsetCommitRequestPartition'

        def __init__(self, *, partition_index=0, committed_offset=0, committed_leader_epoch=-1, commit_timestamp=-1, committed_metadata='', _unknown_tags=None):
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

def _mk_OffsetCommitRequest_OffsetCommitRequestTopic():
    o = _new(_C_OffsetCommitRequest_OffsetCommitRequestTopic)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetCommitRequest_OffsetCommitRequestPartition():
    o = _new(_C_OffsetCommitRequest_OffsetCommitRequestPartition)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.commit_timestamp = -1
    o.committed_metadata = ''
    o._unknown_tags = None
    return o


def _enc_OffsetCommitRequest_v2(o):
    parts = []
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


def _dec_OffsetCommitRequest_v2(buf, pos):
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
    l22 = []
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
        l28 = []
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


def _enc_OffsetCommitRequest_v3(o):
    parts = []
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


def _dec_OffsetCommitRequest_v3(buf, pos):
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
    l54 = []
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
        l60 = []
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


def _enc_OffsetCommitRequest_v4(o):
    parts = []
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


def _dec_OffsetCommitRequest_v4(buf, pos):
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
    l86 = []
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
        l92 = []
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


def _enc_OffsetCommitRequest_v5(o):
    parts = []
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


def _dec_OffsetCommitRequest_v5(buf, pos):
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
    l118 = []
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
        l124 = []
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


def _enc_OffsetCommitRequest_v6(o):
    parts = []
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


def _dec_OffsetCommitRequest_v6(buf, pos):
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
    l150 = []
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
        l156 = []
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


def _enc_OffsetCommitRequest_v7(o):
    parts = []
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


def _dec_OffsetCommitRequest_v7(buf, pos):
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
    l187 = []
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
        l193 = []
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


def _enc_OffsetCommitRequest_v8(o):
    parts = []
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


def _dec_OffsetCommitRequest_v8(buf, pos):
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
    l229 = []
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
        l235 = []
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
                uk241 = None
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
            uk246 = None
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
        uk251 = None
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


def _enc_OffsetCommitRequest_v9(o):
    parts = []
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


def _dec_OffsetCommitRequest_v9(buf, pos):
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
    l286 = []
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
        l292 = []
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
                uk298 = None
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
            uk303 = None
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
        uk308 = None
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


def _enc_OffsetCommitRequest_v10(o):
    parts = []
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


def _dec_OffsetCommitRequest_v10(buf, pos):
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
    l340 = []
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
        l345 = []
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
                uk351 = None
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
            uk356 = None
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
        uk361 = None
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
    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'OffsetCommitResponse'
    TYPE = 'response'
    API_KEY = 8
    VALID_VERSIONS = (2, 10)
    FLEXIBLE_VERSIONS = (8, 10)

    def __init__(self, *, throttle_time_ms=0, topics=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OffsetCommitResponseTopic(_Message):
        __slots__ = ('name', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'OffsetCommitResponse.OffsetCommitResponseTopic'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetCommitResponsePartition(_Message):
        __slots__ = ('partition_index', 'error_code', '_unknown_tags')
        NAME = 'OffsetCommitResponse.OffsetCommitResponsePartition'

        def __init__(self, *, partition_index=0, error_code=0, _unknown_tags=None):
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

def _mk_OffsetCommitResponse_OffsetCommitResponseTopic():
    o = _new(_C_OffsetCommitResponse_OffsetCommitResponseTopic)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetCommitResponse_OffsetCommitResponsePartition():
    o = _new(_C_OffsetCommitResponse_OffsetCommitResponsePartition)
    o.partition_index = 0
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_OffsetCommitResponse_v2(o):
    parts = []
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


def _dec_OffsetCommitResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    n372, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l373 = []
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
        l379 = []
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


def _enc_OffsetCommitResponse_v3(o):
    parts = []
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


def _dec_OffsetCommitResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n389, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l390 = []
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
        l396 = []
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


def _enc_OffsetCommitResponse_v4(o):
    parts = []
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


def _dec_OffsetCommitResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n406, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l407 = []
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
        l413 = []
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


def _enc_OffsetCommitResponse_v5(o):
    parts = []
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


def _dec_OffsetCommitResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n423, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l424 = []
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
        l430 = []
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


def _enc_OffsetCommitResponse_v6(o):
    parts = []
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


def _dec_OffsetCommitResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n440, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l441 = []
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
        l447 = []
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


def _enc_OffsetCommitResponse_v7(o):
    parts = []
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


def _dec_OffsetCommitResponse_v7(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n457, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetCommitResponse.Topics')
    l458 = []
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
        l464 = []
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


def _enc_OffsetCommitResponse_v8(o):
    parts = []
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


def _dec_OffsetCommitResponse_v8(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n479 = buf[pos] - 1
    if 0 <= n479 < 127:
        pos += 1
    else:
        n479, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics')
    l480 = []
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
        l486 = []
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
                uk490 = None
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
            uk495 = None
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
        uk500 = None
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


def _enc_OffsetCommitResponse_v9(o):
    parts = []
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


def _dec_OffsetCommitResponse_v9(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n516 = buf[pos] - 1
    if 0 <= n516 < 127:
        pos += 1
    else:
        n516, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics')
    l517 = []
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
        l523 = []
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
                uk527 = None
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
            uk532 = None
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
        uk537 = None
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


def _enc_OffsetCommitResponse_v10(o):
    parts = []
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


def _dec_OffsetCommitResponse_v10(buf, pos):
    blen = len(buf)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n550 = buf[pos] - 1
    if 0 <= n550 < 127:
        pos += 1
    else:
        n550, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetCommitResponse.Topics')
    l551 = []
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
        l556 = []
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
                uk560 = None
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
            uk565 = None
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
        uk570 = None
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
    137: 'OffsetCommitRequest.GroupId',
    138: 'OffsetCommitRequest.GroupId',
    139: 'OffsetCommitRequest.GroupId',
    140: 'OffsetCommitRequest.GroupId',
    141: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    142: 'OffsetCommitRequest.MemberId',
    143: 'OffsetCommitRequest.MemberId',
    144: 'OffsetCommitRequest.MemberId',
    145: 'OffsetCommitRequest.MemberId',
    146: 'OffsetCommitRequest.GroupInstanceId',
    148: 'OffsetCommitRequest.RetentionTimeMs',
    149: 'OffsetCommitRequest.Topics',
    150: 'OffsetCommitRequest.Topics',
    151: 'OffsetCommitRequest.Topics',
    152: 'OffsetCommitRequest.Topics.Name',
    153: 'OffsetCommitRequest.Topics.Name',
    154: 'OffsetCommitRequest.Topics.Name',
    155: 'OffsetCommitRequest.Topics.Name',
    156: 'OffsetCommitRequest.Topics.Partitions',
    157: 'OffsetCommitRequest.Topics.Partitions',
    158: 'OffsetCommitRequest.Topics.Partitions',
    159: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    160: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    162: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    163: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    164: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    165: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    166: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    167: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    168: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    175: 'OffsetCommitRequest.GroupId',
    180: 'OffsetCommitRequest.GroupId',
    183: 'OffsetCommitRequest.GroupId',
    184: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    186: 'OffsetCommitRequest.MemberId',
    191: 'OffsetCommitRequest.MemberId',
    194: 'OffsetCommitRequest.MemberId',
    195: 'OffsetCommitRequest.RetentionTimeMs',
    197: 'OffsetCommitRequest.Topics',
    202: 'OffsetCommitRequest.Topics.Name',
    207: 'OffsetCommitRequest.Topics.Name',
    210: 'OffsetCommitRequest.Topics.Name',
    211: 'OffsetCommitRequest.Topics.Partitions',
    216: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    218: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    223: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    226: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    244: 'OffsetCommitRequest.GroupId',
    245: 'OffsetCommitRequest.GroupId',
    246: 'OffsetCommitRequest.GroupId',
    247: 'OffsetCommitRequest.GroupId',
    248: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    249: 'OffsetCommitRequest.MemberId',
    250: 'OffsetCommitRequest.MemberId',
    251: 'OffsetCommitRequest.MemberId',
    252: 'OffsetCommitRequest.MemberId',
    253: 'OffsetCommitRequest.GroupInstanceId',
    255: 'OffsetCommitRequest.RetentionTimeMs',
    256: 'OffsetCommitRequest.Topics',
    257: 'OffsetCommitRequest.Topics',
    258: 'OffsetCommitRequest.Topics',
    259: 'OffsetCommitRequest.Topics.Name',
    260: 'OffsetCommitRequest.Topics.Name',
    261: 'OffsetCommitRequest.Topics.Name',
    262: 'OffsetCommitRequest.Topics.Name',
    263: 'OffsetCommitRequest.Topics.Partitions',
    264: 'OffsetCommitRequest.Topics.Partitions',
    265: 'OffsetCommitRequest.Topics.Partitions',
    266: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    267: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    269: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    270: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    271: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    272: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    273: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    274: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    275: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    282: 'OffsetCommitRequest.GroupId',
    287: 'OffsetCommitRequest.GroupId',
    290: 'OffsetCommitRequest.GroupId',
    291: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    293: 'OffsetCommitRequest.MemberId',
    298: 'OffsetCommitRequest.MemberId',
    301: 'OffsetCommitRequest.MemberId',
    302: 'OffsetCommitRequest.RetentionTimeMs',
    304: 'OffsetCommitRequest.Topics',
    309: 'OffsetCommitRequest.Topics.Name',
    314: 'OffsetCommitRequest.Topics.Name',
    317: 'OffsetCommitRequest.Topics.Name',
    318: 'OffsetCommitRequest.Topics.Partitions',
    323: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    325: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    330: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    333: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    351: 'OffsetCommitRequest.GroupId',
    352: 'OffsetCommitRequest.GroupId',
    353: 'OffsetCommitRequest.GroupId',
    354: 'OffsetCommitRequest.GroupId',
    355: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    356: 'OffsetCommitRequest.MemberId',
    357: 'OffsetCommitRequest.MemberId',
    358: 'OffsetCommitRequest.MemberId',
    359: 'OffsetCommitRequest.MemberId',
    360: 'OffsetCommitRequest.GroupInstanceId',
    362: 'OffsetCommitRequest.RetentionTimeMs',
    363: 'OffsetCommitRequest.Topics',
    364: 'OffsetCommitRequest.Topics',
    365: 'OffsetCommitRequest.Topics',
    366: 'OffsetCommitRequest.Topics.Name',
    367: 'OffsetCommitRequest.Topics.Name',
    368: 'OffsetCommitRequest.Topics.Name',
    369: 'OffsetCommitRequest.Topics.Name',
    370: 'OffsetCommitRequest.Topics.Partitions',
    371: 'OffsetCommitRequest.Topics.Partitions',
    372: 'OffsetCommitRequest.Topics.Partitions',
    373: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    374: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    376: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    377: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    378: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    379: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    380: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    381: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    382: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    389: 'OffsetCommitRequest.GroupId',
    394: 'OffsetCommitRequest.GroupId',
    397: 'OffsetCommitRequest.GroupId',
    398: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    400: 'OffsetCommitRequest.MemberId',
    405: 'OffsetCommitRequest.MemberId',
    408: 'OffsetCommitRequest.MemberId',
    409: 'OffsetCommitRequest.RetentionTimeMs',
    411: 'OffsetCommitRequest.Topics',
    416: 'OffsetCommitRequest.Topics.Name',
    421: 'OffsetCommitRequest.Topics.Name',
    424: 'OffsetCommitRequest.Topics.Name',
    425: 'OffsetCommitRequest.Topics.Partitions',
    430: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    432: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    437: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    440: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    458: 'OffsetCommitRequest.GroupId',
    459: 'OffsetCommitRequest.GroupId',
    460: 'OffsetCommitRequest.GroupId',
    461: 'OffsetCommitRequest.GroupId',
    462: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    463: 'OffsetCommitRequest.MemberId',
    464: 'OffsetCommitRequest.MemberId',
    465: 'OffsetCommitRequest.MemberId',
    466: 'OffsetCommitRequest.MemberId',
    467: 'OffsetCommitRequest.GroupInstanceId',
    469: 'OffsetCommitRequest.Topics',
    470: 'OffsetCommitRequest.Topics',
    471: 'OffsetCommitRequest.Topics',
    472: 'OffsetCommitRequest.Topics.Name',
    473: 'OffsetCommitRequest.Topics.Name',
    474: 'OffsetCommitRequest.Topics.Name',
    475: 'OffsetCommitRequest.Topics.Name',
    476: 'OffsetCommitRequest.Topics.Partitions',
    477: 'OffsetCommitRequest.Topics.Partitions',
    478: 'OffsetCommitRequest.Topics.Partitions',
    479: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    480: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    482: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    483: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    484: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    485: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    486: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    487: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    488: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    495: 'OffsetCommitRequest.GroupId',
    500: 'OffsetCommitRequest.GroupId',
    503: 'OffsetCommitRequest.GroupId',
    504: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    506: 'OffsetCommitRequest.MemberId',
    511: 'OffsetCommitRequest.MemberId',
    514: 'OffsetCommitRequest.MemberId',
    515: 'OffsetCommitRequest.Topics',
    520: 'OffsetCommitRequest.Topics.Name',
    525: 'OffsetCommitRequest.Topics.Name',
    528: 'OffsetCommitRequest.Topics.Name',
    529: 'OffsetCommitRequest.Topics.Partitions',
    534: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    536: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    541: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    544: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    563: 'OffsetCommitRequest.GroupId',
    564: 'OffsetCommitRequest.GroupId',
    565: 'OffsetCommitRequest.GroupId',
    566: 'OffsetCommitRequest.GroupId',
    567: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    568: 'OffsetCommitRequest.MemberId',
    569: 'OffsetCommitRequest.MemberId',
    570: 'OffsetCommitRequest.MemberId',
    571: 'OffsetCommitRequest.MemberId',
    572: 'OffsetCommitRequest.GroupInstanceId',
    574: 'OffsetCommitRequest.Topics',
    575: 'OffsetCommitRequest.Topics',
    576: 'OffsetCommitRequest.Topics',
    577: 'OffsetCommitRequest.Topics.Name',
    578: 'OffsetCommitRequest.Topics.Name',
    579: 'OffsetCommitRequest.Topics.Name',
    580: 'OffsetCommitRequest.Topics.Name',
    581: 'OffsetCommitRequest.Topics.Partitions',
    582: 'OffsetCommitRequest.Topics.Partitions',
    583: 'OffsetCommitRequest.Topics.Partitions',
    584: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    585: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    587: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    588: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    589: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    590: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    591: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    592: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    593: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    600: 'OffsetCommitRequest.GroupId',
    605: 'OffsetCommitRequest.GroupId',
    608: 'OffsetCommitRequest.GroupId',
    609: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    611: 'OffsetCommitRequest.MemberId',
    616: 'OffsetCommitRequest.MemberId',
    619: 'OffsetCommitRequest.MemberId',
    620: 'OffsetCommitRequest.Topics',
    625: 'OffsetCommitRequest.Topics.Name',
    630: 'OffsetCommitRequest.Topics.Name',
    633: 'OffsetCommitRequest.Topics.Name',
    634: 'OffsetCommitRequest.Topics.Partitions',
    639: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    641: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    646: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    649: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    667: 'OffsetCommitRequest.GroupId',
    668: 'OffsetCommitRequest.GroupId',
    669: 'OffsetCommitRequest.GroupId',
    670: 'OffsetCommitRequest.GroupId',
    671: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    672: 'OffsetCommitRequest.MemberId',
    673: 'OffsetCommitRequest.MemberId',
    674: 'OffsetCommitRequest.MemberId',
    675: 'OffsetCommitRequest.MemberId',
    676: 'OffsetCommitRequest.GroupInstanceId',
    677: 'OffsetCommitRequest.GroupInstanceId',
    678: 'OffsetCommitRequest.GroupInstanceId',
    679: 'OffsetCommitRequest.GroupInstanceId',
    680: 'OffsetCommitRequest.GroupInstanceId',
    681: 'OffsetCommitRequest.GroupInstanceId',
    682: 'OffsetCommitRequest.GroupInstanceId',
    683: 'OffsetCommitRequest.Topics',
    684: 'OffsetCommitRequest.Topics',
    685: 'OffsetCommitRequest.Topics',
    686: 'OffsetCommitRequest.Topics.Name',
    687: 'OffsetCommitRequest.Topics.Name',
    688: 'OffsetCommitRequest.Topics.Name',
    689: 'OffsetCommitRequest.Topics.Name',
    690: 'OffsetCommitRequest.Topics.Partitions',
    691: 'OffsetCommitRequest.Topics.Partitions',
    692: 'OffsetCommitRequest.Topics.Partitions',
    693: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    694: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    696: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    697: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    698: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    699: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    700: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    701: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    702: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    709: 'OffsetCommitRequest.GroupId',
    714: 'OffsetCommitRequest.GroupId',
    717: 'OffsetCommitRequest.GroupId',
    718: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    720: 'OffsetCommitRequest.MemberId',
    725: 'OffsetCommitRequest.MemberId',
    728: 'OffsetCommitRequest.MemberId',
    729: 'OffsetCommitRequest.GroupInstanceId',
    734: 'OffsetCommitRequest.GroupInstanceId',
    737: 'OffsetCommitRequest.GroupInstanceId',
    738: 'OffsetCommitRequest.Topics',
    743: 'OffsetCommitRequest.Topics.Name',
    748: 'OffsetCommitRequest.Topics.Name',
    751: 'OffsetCommitRequest.Topics.Name',
    752: 'OffsetCommitRequest.Topics.Partitions',
    757: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    759: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    764: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    767: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    784: 'OffsetCommitRequest.GroupId',
    785: 'OffsetCommitRequest.GroupId',
    786: 'OffsetCommitRequest.GroupId',
    787: 'OffsetCommitRequest.GroupId',
    788: 'OffsetCommitRequest.GroupId',
    789: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    790: 'OffsetCommitRequest.MemberId',
    791: 'OffsetCommitRequest.MemberId',
    792: 'OffsetCommitRequest.MemberId',
    793: 'OffsetCommitRequest.MemberId',
    794: 'OffsetCommitRequest.MemberId',
    795: 'OffsetCommitRequest.GroupInstanceId',
    796: 'OffsetCommitRequest.GroupInstanceId',
    797: 'OffsetCommitRequest.GroupInstanceId',
    798: 'OffsetCommitRequest.GroupInstanceId',
    799: 'OffsetCommitRequest.GroupInstanceId',
    800: 'OffsetCommitRequest.GroupInstanceId',
    801: 'OffsetCommitRequest.GroupInstanceId',
    802: 'OffsetCommitRequest.GroupInstanceId',
    803: 'OffsetCommitRequest.Topics',
    804: 'OffsetCommitRequest.Topics',
    805: 'OffsetCommitRequest.Topics',
    806: 'OffsetCommitRequest.Topics',
    807: 'OffsetCommitRequest.Topics.Name',
    808: 'OffsetCommitRequest.Topics.Name',
    809: 'OffsetCommitRequest.Topics.Name',
    810: 'OffsetCommitRequest.Topics.Name',
    811: 'OffsetCommitRequest.Topics.Name',
    812: 'OffsetCommitRequest.Topics.Partitions',
    813: 'OffsetCommitRequest.Topics.Partitions',
    814: 'OffsetCommitRequest.Topics.Partitions',
    815: 'OffsetCommitRequest.Topics.Partitions',
    816: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    817: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    819: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    820: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    821: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    822: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    823: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    824: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    825: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    826: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    827: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    828: 'OffsetCommitRequest.Topics.Partitions',
    831: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    832: 'OffsetCommitRequest.Topics._unknown_tags',
    833: 'OffsetCommitRequest.Topics',
    836: 'OffsetCommitRequest.Topics._unknown_tags',
    837: 'OffsetCommitRequest._unknown_tags',
    838: 'OffsetCommitRequest',
    841: 'OffsetCommitRequest._unknown_tags',
    848: 'OffsetCommitRequest.GroupId',
    853: 'OffsetCommitRequest.GroupId',
    856: 'OffsetCommitRequest.GroupId',
    857: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    859: 'OffsetCommitRequest.MemberId',
    864: 'OffsetCommitRequest.MemberId',
    867: 'OffsetCommitRequest.MemberId',
    868: 'OffsetCommitRequest.GroupInstanceId',
    873: 'OffsetCommitRequest.GroupInstanceId',
    876: 'OffsetCommitRequest.GroupInstanceId',
    877: 'OffsetCommitRequest.Topics',
    881: 'OffsetCommitRequest.Topics',
    886: 'OffsetCommitRequest.Topics.Name',
    891: 'OffsetCommitRequest.Topics.Name',
    894: 'OffsetCommitRequest.Topics.Name',
    895: 'OffsetCommitRequest.Topics.Partitions',
    899: 'OffsetCommitRequest.Topics.Partitions',
    904: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    906: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    911: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    914: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    916: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    920: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    925: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    926: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    938: 'OffsetCommitRequest.Topics._tagged_fields',
    942: 'OffsetCommitRequest.Topics._tagged_fields',
    947: 'OffsetCommitRequest.Topics._tagged_fields',
    948: 'OffsetCommitRequest.Topics._tagged_fields',
    960: 'OffsetCommitRequest._tagged_fields',
    964: 'OffsetCommitRequest._tagged_fields',
    969: 'OffsetCommitRequest._tagged_fields',
    970: 'OffsetCommitRequest._tagged_fields',
    985: 'OffsetCommitRequest.GroupId',
    986: 'OffsetCommitRequest.GroupId',
    987: 'OffsetCommitRequest.GroupId',
    988: 'OffsetCommitRequest.GroupId',
    989: 'OffsetCommitRequest.GroupId',
    990: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    991: 'OffsetCommitRequest.MemberId',
    992: 'OffsetCommitRequest.MemberId',
    993: 'OffsetCommitRequest.MemberId',
    994: 'OffsetCommitRequest.MemberId',
    995: 'OffsetCommitRequest.MemberId',
    996: 'OffsetCommitRequest.GroupInstanceId',
    997: 'OffsetCommitRequest.GroupInstanceId',
    998: 'OffsetCommitRequest.GroupInstanceId',
    999: 'OffsetCommitRequest.GroupInstanceId',
    1000: 'OffsetCommitRequest.GroupInstanceId',
    1001: 'OffsetCommitRequest.GroupInstanceId',
    1002: 'OffsetCommitRequest.GroupInstanceId',
    1003: 'OffsetCommitRequest.GroupInstanceId',
    1004: 'OffsetCommitRequest.Topics',
    1005: 'OffsetCommitRequest.Topics',
    1006: 'OffsetCommitRequest.Topics',
    1007: 'OffsetCommitRequest.Topics',
    1008: 'OffsetCommitRequest.Topics.Name',
    1009: 'OffsetCommitRequest.Topics.Name',
    1010: 'OffsetCommitRequest.Topics.Name',
    1011: 'OffsetCommitRequest.Topics.Name',
    1012: 'OffsetCommitRequest.Topics.Name',
    1013: 'OffsetCommitRequest.Topics.Partitions',
    1014: 'OffsetCommitRequest.Topics.Partitions',
    1015: 'OffsetCommitRequest.Topics.Partitions',
    1016: 'OffsetCommitRequest.Topics.Partitions',
    1017: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1018: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    1020: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1021: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1022: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1023: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1024: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1025: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1026: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1027: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1028: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1029: 'OffsetCommitRequest.Topics.Partitions',
    1032: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1033: 'OffsetCommitRequest.Topics._unknown_tags',
    1034: 'OffsetCommitRequest.Topics',
    1037: 'OffsetCommitRequest.Topics._unknown_tags',
    1038: 'OffsetCommitRequest._unknown_tags',
    1039: 'OffsetCommitRequest',
    1042: 'OffsetCommitRequest._unknown_tags',
    1049: 'OffsetCommitRequest.GroupId',
    1054: 'OffsetCommitRequest.GroupId',
    1057: 'OffsetCommitRequest.GroupId',
    1058: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1060: 'OffsetCommitRequest.MemberId',
    1065: 'OffsetCommitRequest.MemberId',
    1068: 'OffsetCommitRequest.MemberId',
    1069: 'OffsetCommitRequest.GroupInstanceId',
    1074: 'OffsetCommitRequest.GroupInstanceId',
    1077: 'OffsetCommitRequest.GroupInstanceId',
    1078: 'OffsetCommitRequest.Topics',
    1082: 'OffsetCommitRequest.Topics',
    1087: 'OffsetCommitRequest.Topics.Name',
    1092: 'OffsetCommitRequest.Topics.Name',
    1095: 'OffsetCommitRequest.Topics.Name',
    1096: 'OffsetCommitRequest.Topics.Partitions',
    1100: 'OffsetCommitRequest.Topics.Partitions',
    1105: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1107: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1112: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1115: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1117: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1121: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1126: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1127: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1139: 'OffsetCommitRequest.Topics._tagged_fields',
    1143: 'OffsetCommitRequest.Topics._tagged_fields',
    1148: 'OffsetCommitRequest.Topics._tagged_fields',
    1149: 'OffsetCommitRequest.Topics._tagged_fields',
    1161: 'OffsetCommitRequest._tagged_fields',
    1165: 'OffsetCommitRequest._tagged_fields',
    1170: 'OffsetCommitRequest._tagged_fields',
    1171: 'OffsetCommitRequest._tagged_fields',
    1186: 'OffsetCommitRequest.GroupId',
    1187: 'OffsetCommitRequest.GroupId',
    1188: 'OffsetCommitRequest.GroupId',
    1189: 'OffsetCommitRequest.GroupId',
    1190: 'OffsetCommitRequest.GroupId',
    1191: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1192: 'OffsetCommitRequest.MemberId',
    1193: 'OffsetCommitRequest.MemberId',
    1194: 'OffsetCommitRequest.MemberId',
    1195: 'OffsetCommitRequest.MemberId',
    1196: 'OffsetCommitRequest.MemberId',
    1197: 'OffsetCommitRequest.GroupInstanceId',
    1198: 'OffsetCommitRequest.GroupInstanceId',
    1199: 'OffsetCommitRequest.GroupInstanceId',
    1200: 'OffsetCommitRequest.GroupInstanceId',
    1201: 'OffsetCommitRequest.GroupInstanceId',
    1202: 'OffsetCommitRequest.GroupInstanceId',
    1203: 'OffsetCommitRequest.GroupInstanceId',
    1204: 'OffsetCommitRequest.GroupInstanceId',
    1205: 'OffsetCommitRequest.Topics',
    1206: 'OffsetCommitRequest.Topics',
    1207: 'OffsetCommitRequest.Topics',
    1208: 'OffsetCommitRequest.Topics',
    1209: 'OffsetCommitRequest.Topics.TopicId',
    1210: 'OffsetCommitRequest.Topics.Partitions',
    1211: 'OffsetCommitRequest.Topics.Partitions',
    1212: 'OffsetCommitRequest.Topics.Partitions',
    1213: 'OffsetCommitRequest.Topics.Partitions',
    1214: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1215: 'OffsetCommitRequest.Topics.Partitions.CommitTimestamp',
    1217: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1218: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1219: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1220: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1221: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1222: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1223: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1224: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1225: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1226: 'OffsetCommitRequest.Topics.Partitions',
    1229: 'OffsetCommitRequest.Topics.Partitions._unknown_tags',
    1230: 'OffsetCommitRequest.Topics._unknown_tags',
    1231: 'OffsetCommitRequest.Topics',
    1234: 'OffsetCommitRequest.Topics._unknown_tags',
    1235: 'OffsetCommitRequest._unknown_tags',
    1236: 'OffsetCommitRequest',
    1239: 'OffsetCommitRequest._unknown_tags',
    1246: 'OffsetCommitRequest.GroupId',
    1251: 'OffsetCommitRequest.GroupId',
    1254: 'OffsetCommitRequest.GroupId',
    1255: 'OffsetCommitRequest.GenerationIdOrMemberEpoch',
    1257: 'OffsetCommitRequest.MemberId',
    1262: 'OffsetCommitRequest.MemberId',
    1265: 'OffsetCommitRequest.MemberId',
    1266: 'OffsetCommitRequest.GroupInstanceId',
    1271: 'OffsetCommitRequest.GroupInstanceId',
    1274: 'OffsetCommitRequest.GroupInstanceId',
    1275: 'OffsetCommitRequest.Topics',
    1279: 'OffsetCommitRequest.Topics',
    1284: 'OffsetCommitRequest.Topics.TopicId',
    1287: 'OffsetCommitRequest.Topics.Partitions',
    1291: 'OffsetCommitRequest.Topics.Partitions',
    1296: 'OffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1298: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1303: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1306: 'OffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1308: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1312: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1317: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1318: 'OffsetCommitRequest.Topics.Partitions._tagged_fields',
    1330: 'OffsetCommitRequest.Topics._tagged_fields',
    1334: 'OffsetCommitRequest.Topics._tagged_fields',
    1339: 'OffsetCommitRequest.Topics._tagged_fields',
    1340: 'OffsetCommitRequest.Topics._tagged_fields',
    1352: 'OffsetCommitRequest._tagged_fields',
    1356: 'OffsetCommitRequest._tagged_fields',
    1361: 'OffsetCommitRequest._tagged_fields',
    1362: 'OffsetCommitRequest._tagged_fields',
    1448: 'OffsetCommitResponse.Topics',
    1449: 'OffsetCommitResponse.Topics',
    1450: 'OffsetCommitResponse.Topics',
    1451: 'OffsetCommitResponse.Topics.Name',
    1452: 'OffsetCommitResponse.Topics.Name',
    1453: 'OffsetCommitResponse.Topics.Name',
    1454: 'OffsetCommitResponse.Topics.Name',
    1455: 'OffsetCommitResponse.Topics.Partitions',
    1456: 'OffsetCommitResponse.Topics.Partitions',
    1457: 'OffsetCommitResponse.Topics.Partitions',
    1458: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1465: 'OffsetCommitResponse.Topics',
    1470: 'OffsetCommitResponse.Topics.Name',
    1475: 'OffsetCommitResponse.Topics.Name',
    1478: 'OffsetCommitResponse.Topics.Name',
    1479: 'OffsetCommitResponse.Topics.Partitions',
    1484: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1501: 'OffsetCommitResponse.ThrottleTimeMs',
    1502: 'OffsetCommitResponse.Topics',
    1503: 'OffsetCommitResponse.Topics',
    1504: 'OffsetCommitResponse.Topics',
    1505: 'OffsetCommitResponse.Topics.Name',
    1506: 'OffsetCommitResponse.Topics.Name',
    1507: 'OffsetCommitResponse.Topics.Name',
    1508: 'OffsetCommitResponse.Topics.Name',
    1509: 'OffsetCommitResponse.Topics.Partitions',
    1510: 'OffsetCommitResponse.Topics.Partitions',
    1511: 'OffsetCommitResponse.Topics.Partitions',
    1512: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1519: 'OffsetCommitResponse.ThrottleTimeMs',
    1521: 'OffsetCommitResponse.Topics',
    1526: 'OffsetCommitResponse.Topics.Name',
    1531: 'OffsetCommitResponse.Topics.Name',
    1534: 'OffsetCommitResponse.Topics.Name',
    1535: 'OffsetCommitResponse.Topics.Partitions',
    1540: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1556: 'OffsetCommitResponse.ThrottleTimeMs',
    1557: 'OffsetCommitResponse.Topics',
    1558: 'OffsetCommitResponse.Topics',
    1559: 'OffsetCommitResponse.Topics',
    1560: 'OffsetCommitResponse.Topics.Name',
    1561: 'OffsetCommitResponse.Topics.Name',
    1562: 'OffsetCommitResponse.Topics.Name',
    1563: 'OffsetCommitResponse.Topics.Name',
    1564: 'OffsetCommitResponse.Topics.Partitions',
    1565: 'OffsetCommitResponse.Topics.Partitions',
    1566: 'OffsetCommitResponse.Topics.Partitions',
    1567: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1574: 'OffsetCommitResponse.ThrottleTimeMs',
    1576: 'OffsetCommitResponse.Topics',
    1581: 'OffsetCommitResponse.Topics.Name',
    1586: 'OffsetCommitResponse.Topics.Name',
    1589: 'OffsetCommitResponse.Topics.Name',
    1590: 'OffsetCommitResponse.Topics.Partitions',
    1595: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1611: 'OffsetCommitResponse.ThrottleTimeMs',
    1612: 'OffsetCommitResponse.Topics',
    1613: 'OffsetCommitResponse.Topics',
    1614: 'OffsetCommitResponse.Topics',
    1615: 'OffsetCommitResponse.Topics.Name',
    1616: 'OffsetCommitResponse.Topics.Name',
    1617: 'OffsetCommitResponse.Topics.Name',
    1618: 'OffsetCommitResponse.Topics.Name',
    1619: 'OffsetCommitResponse.Topics.Partitions',
    1620: 'OffsetCommitResponse.Topics.Partitions',
    1621: 'OffsetCommitResponse.Topics.Partitions',
    1622: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1629: 'OffsetCommitResponse.ThrottleTimeMs',
    1631: 'OffsetCommitResponse.Topics',
    1636: 'OffsetCommitResponse.Topics.Name',
    1641: 'OffsetCommitResponse.Topics.Name',
    1644: 'OffsetCommitResponse.Topics.Name',
    1645: 'OffsetCommitResponse.Topics.Partitions',
    1650: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1666: 'OffsetCommitResponse.ThrottleTimeMs',
    1667: 'OffsetCommitResponse.Topics',
    1668: 'OffsetCommitResponse.Topics',
    1669: 'OffsetCommitResponse.Topics',
    1670: 'OffsetCommitResponse.Topics.Name',
    1671: 'OffsetCommitResponse.Topics.Name',
    1672: 'OffsetCommitResponse.Topics.Name',
    1673: 'OffsetCommitResponse.Topics.Name',
    1674: 'OffsetCommitResponse.Topics.Partitions',
    1675: 'OffsetCommitResponse.Topics.Partitions',
    1676: 'OffsetCommitResponse.Topics.Partitions',
    1677: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1684: 'OffsetCommitResponse.ThrottleTimeMs',
    1686: 'OffsetCommitResponse.Topics',
    1691: 'OffsetCommitResponse.Topics.Name',
    1696: 'OffsetCommitResponse.Topics.Name',
    1699: 'OffsetCommitResponse.Topics.Name',
    1700: 'OffsetCommitResponse.Topics.Partitions',
    1705: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1721: 'OffsetCommitResponse.ThrottleTimeMs',
    1722: 'OffsetCommitResponse.Topics',
    1723: 'OffsetCommitResponse.Topics',
    1724: 'OffsetCommitResponse.Topics',
    1725: 'OffsetCommitResponse.Topics.Name',
    1726: 'OffsetCommitResponse.Topics.Name',
    1727: 'OffsetCommitResponse.Topics.Name',
    1728: 'OffsetCommitResponse.Topics.Name',
    1729: 'OffsetCommitResponse.Topics.Partitions',
    1730: 'OffsetCommitResponse.Topics.Partitions',
    1731: 'OffsetCommitResponse.Topics.Partitions',
    1732: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1739: 'OffsetCommitResponse.ThrottleTimeMs',
    1741: 'OffsetCommitResponse.Topics',
    1746: 'OffsetCommitResponse.Topics.Name',
    1751: 'OffsetCommitResponse.Topics.Name',
    1754: 'OffsetCommitResponse.Topics.Name',
    1755: 'OffsetCommitResponse.Topics.Partitions',
    1760: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1776: 'OffsetCommitResponse.ThrottleTimeMs',
    1777: 'OffsetCommitResponse.Topics',
    1778: 'OffsetCommitResponse.Topics',
    1779: 'OffsetCommitResponse.Topics',
    1780: 'OffsetCommitResponse.Topics',
    1781: 'OffsetCommitResponse.Topics.Name',
    1782: 'OffsetCommitResponse.Topics.Name',
    1783: 'OffsetCommitResponse.Topics.Name',
    1784: 'OffsetCommitResponse.Topics.Name',
    1785: 'OffsetCommitResponse.Topics.Name',
    1786: 'OffsetCommitResponse.Topics.Partitions',
    1787: 'OffsetCommitResponse.Topics.Partitions',
    1788: 'OffsetCommitResponse.Topics.Partitions',
    1789: 'OffsetCommitResponse.Topics.Partitions',
    1790: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1791: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    1792: 'OffsetCommitResponse.Topics.Partitions',
    1795: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    1796: 'OffsetCommitResponse.Topics._unknown_tags',
    1797: 'OffsetCommitResponse.Topics',
    1800: 'OffsetCommitResponse.Topics._unknown_tags',
    1801: 'OffsetCommitResponse._unknown_tags',
    1802: 'OffsetCommitResponse',
    1805: 'OffsetCommitResponse._unknown_tags',
    1812: 'OffsetCommitResponse.ThrottleTimeMs',
    1814: 'OffsetCommitResponse.Topics',
    1818: 'OffsetCommitResponse.Topics',
    1823: 'OffsetCommitResponse.Topics.Name',
    1828: 'OffsetCommitResponse.Topics.Name',
    1831: 'OffsetCommitResponse.Topics.Name',
    1832: 'OffsetCommitResponse.Topics.Partitions',
    1836: 'OffsetCommitResponse.Topics.Partitions',
    1841: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1843: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1847: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1852: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1853: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1865: 'OffsetCommitResponse.Topics._tagged_fields',
    1869: 'OffsetCommitResponse.Topics._tagged_fields',
    1874: 'OffsetCommitResponse.Topics._tagged_fields',
    1875: 'OffsetCommitResponse.Topics._tagged_fields',
    1886: 'OffsetCommitResponse._tagged_fields',
    1890: 'OffsetCommitResponse._tagged_fields',
    1895: 'OffsetCommitResponse._tagged_fields',
    1896: 'OffsetCommitResponse._tagged_fields',
    1911: 'OffsetCommitResponse.ThrottleTimeMs',
    1912: 'OffsetCommitResponse.Topics',
    1913: 'OffsetCommitResponse.Topics',
    1914: 'OffsetCommitResponse.Topics',
    1915: 'OffsetCommitResponse.Topics',
    1916: 'OffsetCommitResponse.Topics.Name',
    1917: 'OffsetCommitResponse.Topics.Name',
    1918: 'OffsetCommitResponse.Topics.Name',
    1919: 'OffsetCommitResponse.Topics.Name',
    1920: 'OffsetCommitResponse.Topics.Name',
    1921: 'OffsetCommitResponse.Topics.Partitions',
    1922: 'OffsetCommitResponse.Topics.Partitions',
    1923: 'OffsetCommitResponse.Topics.Partitions',
    1924: 'OffsetCommitResponse.Topics.Partitions',
    1925: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1926: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    1927: 'OffsetCommitResponse.Topics.Partitions',
    1930: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    1931: 'OffsetCommitResponse.Topics._unknown_tags',
    1932: 'OffsetCommitResponse.Topics',
    1935: 'OffsetCommitResponse.Topics._unknown_tags',
    1936: 'OffsetCommitResponse._unknown_tags',
    1937: 'OffsetCommitResponse',
    1940: 'OffsetCommitResponse._unknown_tags',
    1947: 'OffsetCommitResponse.ThrottleTimeMs',
    1949: 'OffsetCommitResponse.Topics',
    1953: 'OffsetCommitResponse.Topics',
    1958: 'OffsetCommitResponse.Topics.Name',
    1963: 'OffsetCommitResponse.Topics.Name',
    1966: 'OffsetCommitResponse.Topics.Name',
    1967: 'OffsetCommitResponse.Topics.Partitions',
    1971: 'OffsetCommitResponse.Topics.Partitions',
    1976: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1978: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1982: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1987: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    1988: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2000: 'OffsetCommitResponse.Topics._tagged_fields',
    2004: 'OffsetCommitResponse.Topics._tagged_fields',
    2009: 'OffsetCommitResponse.Topics._tagged_fields',
    2010: 'OffsetCommitResponse.Topics._tagged_fields',
    2021: 'OffsetCommitResponse._tagged_fields',
    2025: 'OffsetCommitResponse._tagged_fields',
    2030: 'OffsetCommitResponse._tagged_fields',
    2031: 'OffsetCommitResponse._tagged_fields',
    2046: 'OffsetCommitResponse.ThrottleTimeMs',
    2047: 'OffsetCommitResponse.Topics',
    2048: 'OffsetCommitResponse.Topics',
    2049: 'OffsetCommitResponse.Topics',
    2050: 'OffsetCommitResponse.Topics',
    2051: 'OffsetCommitResponse.Topics.TopicId',
    2052: 'OffsetCommitResponse.Topics.Partitions',
    2053: 'OffsetCommitResponse.Topics.Partitions',
    2054: 'OffsetCommitResponse.Topics.Partitions',
    2055: 'OffsetCommitResponse.Topics.Partitions',
    2056: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2057: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    2058: 'OffsetCommitResponse.Topics.Partitions',
    2061: 'OffsetCommitResponse.Topics.Partitions._unknown_tags',
    2062: 'OffsetCommitResponse.Topics._unknown_tags',
    2063: 'OffsetCommitResponse.Topics',
    2066: 'OffsetCommitResponse.Topics._unknown_tags',
    2067: 'OffsetCommitResponse._unknown_tags',
    2068: 'OffsetCommitResponse',
    2071: 'OffsetCommitResponse._unknown_tags',
    2078: 'OffsetCommitResponse.ThrottleTimeMs',
    2080: 'OffsetCommitResponse.Topics',
    2084: 'OffsetCommitResponse.Topics',
    2089: 'OffsetCommitResponse.Topics.TopicId',
    2092: 'OffsetCommitResponse.Topics.Partitions',
    2096: 'OffsetCommitResponse.Topics.Partitions',
    2101: 'OffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2103: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2107: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2112: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2113: 'OffsetCommitResponse.Topics.Partitions._tagged_fields',
    2125: 'OffsetCommitResponse.Topics._tagged_fields',
    2129: 'OffsetCommitResponse.Topics._tagged_fields',
    2134: 'OffsetCommitResponse.Topics._tagged_fields',
    2135: 'OffsetCommitResponse.Topics._tagged_fields',
    2146: 'OffsetCommitResponse._tagged_fields',
    2150: 'OffsetCommitResponse._tagged_fields',
    2155: 'OffsetCommitResponse._tagged_fields',
    2156: 'OffsetCommitResponse._tagged_fields',
}
