# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/VoteRequest.json, schemas/messages/VoteResponse.json.
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
    read_bytes as _read_bytes,
    read_fixed_array as _read_fixed_array,
    read_string as _read_string,
    read_uvarint as _ruv,
    tag_size_mismatch as _tag_size_mismatch,
    unsupported_field as _unsupported_field,
    uuid_from as _uuid_from,
    uvarint as _uv,
    write_tags as _write_tags,
)

__all__ = ['VoteRequest', 'VoteResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ihii_ = Struct('>ihii?')
_S_iii = Struct('>iii')
_S_iiiUUiq = Struct('>iii16s16siq')
_S_iiiUUiq_ = Struct('>iii16s16siq?')
_S_iiiiq = Struct('>iiiiq')
_S_iq = Struct('>iq')


class VoteRequest(_Message):
    __slots__ = ('cluster_id', 'voter_id', 'topics', '_unknown_tags')
    NAME = 'VoteRequest'
    TYPE = 'request'
    API_KEY = 52
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, cluster_id=None, voter_id=-1, topics=_EMPTY, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'VoteRequest.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'replica_epoch', 'replica_id', 'replica_directory_id', 'voter_directory_id', 'last_offset_epoch', 'last_offset', 'pre_vote', '_unknown_tags')
        NAME = 'VoteRequest.PartitionData'

        def __init__(self, *, partition_index=0, replica_epoch=0, replica_id=0, replica_directory_id=_ZERO_UUID, voter_directory_id=_ZERO_UUID, last_offset_epoch=0, last_offset=0, pre_vote=False, _unknown_tags=None):
            self.partition_index = partition_index
            self.replica_epoch = replica_epoch
            self.replica_id = replica_id
            self.replica_directory_id = replica_directory_id
            self.voter_directory_id = voter_directory_id
            self.last_offset_epoch = last_offset_epoch
            self.last_offset = last_offset
            self.pre_vote = pre_vote
            self._unknown_tags = _unknown_tags


_C_VoteRequest_TopicData = VoteRequest.TopicData
_C_VoteRequest_PartitionData = VoteRequest.PartitionData
VoteRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('VoterId', 'voter_id', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteRequest_TopicData),
)
_C_VoteRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteRequest_PartitionData),
)
_C_VoteRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaEpoch', 'replica_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaId', 'replica_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('LastOffsetEpoch', 'last_offset_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastOffset', 'last_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PreVote', 'pre_vote', 'bool', (2, 32767), (1, 0), (1, 0), None, False, False, None),
)
_DEF_VoteRequest_TopicData = _C_VoteRequest_TopicData()
_DEF_VoteRequest_PartitionData = _C_VoteRequest_PartitionData()


def _enc_VoteRequest_v0(o):
    parts = []
    a = parts.append
    s1 = o.cluster_id
    if s1 is None:
        a(_H0)
    else:
        b2 = s1.encode()
        n3 = len(b2) + 1
        a(_UV[n3] if n3 < 128 else _uv(n3))
        a(b2)
    l4 = o.topics
    n5 = len(l4) + 1
    a(_UV[n5] if n5 < 128 else _uv(n5))
    for e6 in l4:
        s7 = e6.topic_name
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
        l10 = e6.partitions
        n11 = len(l10) + 1
        a(_UV[n11] if n11 < 128 else _uv(n11))
        for e12 in l10:
            a(_S_iii.pack(e12.partition_index, e12.replica_epoch, e12.replica_id))
            a(_S_iq.pack(e12.last_offset_epoch, e12.last_offset))
            if e12.pre_vote != False:
                raise _unsupported_field('VoteRequest', 'Topics.Partitions.PreVote', 0)
            u13 = e12._unknown_tags
            if u13 is None:
                a(_H0)
            else:
                _write_tags(a, None, u13)
        u14 = e6._unknown_tags
        if u14 is None:
            a(_H0)
        else:
            _write_tags(a, None, u14)
    u15 = o._unknown_tags
    if u15 is None:
        a(_H0)
    else:
        _write_tags(a, None, u15)
    return b''.join(parts)


def _dec_VoteRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(VoteRequest)
    n16 = buf[pos] - 1
    if 0 <= n16 < 127:
        x17 = pos + 1 + n16
        if x17 > blen:
            raise _bad_length(n16, 'VoteRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x17], 'utf-8')
        pos = x17
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'VoteRequest.ClusterId')
    n18 = buf[pos] - 1
    if 0 <= n18 < 127:
        pos += 1
    else:
        n18, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics')
    l19 = []
    ap20 = l19.append
    for _ in range(n18):
        t21 = _new(_C_VoteRequest_TopicData)
        n22 = buf[pos] - 1
        if 0 <= n22 < 127:
            x23 = pos + 1 + n22
            if x23 > blen:
                raise _bad_length(n22, 'VoteRequest.Topics.TopicName', pos)
            t21.topic_name = str(buf[pos + 1:x23], 'utf-8')
            pos = x23
        else:
            t21.topic_name, pos = _read_string(buf, pos, True, False, 'VoteRequest.Topics.TopicName')
        n24 = buf[pos] - 1
        if 0 <= n24 < 127:
            pos += 1
        else:
            n24, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics.Partitions')
        l25 = []
        ap26 = l25.append
        for _ in range(n24):
            t27 = _new(_C_VoteRequest_PartitionData)
            t27.partition_index, t27.replica_epoch, t27.replica_id, t27.last_offset_epoch, t27.last_offset = _S_iiiiq.unpack_from(buf, pos)
            pos += 24
            t27.replica_directory_id = _ZERO_UUID
            t27.voter_directory_id = _ZERO_UUID
            t27.pre_vote = False
            if buf[pos] == 0:
                pos += 1
                t27._unknown_tags = None
            else:
                nt28, pos = _ruv(buf, pos)
                if nt28 * 2 > blen - pos:
                    raise _array_too_long(nt28, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                uk29 = None
                for _ in range(nt28):
                    tg30, pos = _ruv(buf, pos)
                    sz31, pos = _ruv(buf, pos)
                    x32 = pos + sz31
                    if x32 > blen:
                        raise _bad_length(sz31, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                    if uk29 is None:
                        uk29 = []
                    uk29.append((tg30, bytes(buf[pos:x32])))
                    pos = x32
                t27._unknown_tags = uk29
            ap26(t27)
        t21.partitions = l25
        if buf[pos] == 0:
            pos += 1
            t21._unknown_tags = None
        else:
            nt33, pos = _ruv(buf, pos)
            if nt33 * 2 > blen - pos:
                raise _array_too_long(nt33, 'VoteRequest.Topics._tagged_fields', pos)
            uk34 = None
            for _ in range(nt33):
                tg35, pos = _ruv(buf, pos)
                sz36, pos = _ruv(buf, pos)
                x37 = pos + sz36
                if x37 > blen:
                    raise _bad_length(sz36, 'VoteRequest.Topics._tagged_fields', pos)
                if uk34 is None:
                    uk34 = []
                uk34.append((tg35, bytes(buf[pos:x37])))
                pos = x37
            t21._unknown_tags = uk34
        ap20(t21)
    o.topics = l19
    o.voter_id = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt38, pos = _ruv(buf, pos)
        if nt38 * 2 > blen - pos:
            raise _array_too_long(nt38, 'VoteRequest._tagged_fields', pos)
        uk39 = None
        for _ in range(nt38):
            tg40, pos = _ruv(buf, pos)
            sz41, pos = _ruv(buf, pos)
            x42 = pos + sz41
            if x42 > blen:
                raise _bad_length(sz41, 'VoteRequest._tagged_fields', pos)
            if uk39 is None:
                uk39 = []
            uk39.append((tg40, bytes(buf[pos:x42])))
            pos = x42
        o._unknown_tags = uk39
    return o, pos


def _enc_VoteRequest_v1(o):
    parts = []
    a = parts.append
    s43 = o.cluster_id
    if s43 is None:
        a(_H0)
    else:
        b44 = s43.encode()
        n45 = len(b44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        a(b44)
    a(_S_i.pack(o.voter_id))
    l46 = o.topics
    n47 = len(l46) + 1
    a(_UV[n47] if n47 < 128 else _uv(n47))
    for e48 in l46:
        s49 = e48.topic_name
        b50 = s49.encode()
        n51 = len(b50) + 1
        a(_UV[n51] if n51 < 128 else _uv(n51))
        a(b50)
        l52 = e48.partitions
        n53 = len(l52) + 1
        a(_UV[n53] if n53 < 128 else _uv(n53))
        for e54 in l52:
            a(_S_iiiUUiq.pack(e54.partition_index, e54.replica_epoch, e54.replica_id, e54.replica_directory_id.bytes, e54.voter_directory_id.bytes, e54.last_offset_epoch, e54.last_offset))
            if e54.pre_vote != False:
                raise _unsupported_field('VoteRequest', 'Topics.Partitions.PreVote', 1)
            u55 = e54._unknown_tags
            if u55 is None:
                a(_H0)
            else:
                _write_tags(a, None, u55)
        u56 = e48._unknown_tags
        if u56 is None:
            a(_H0)
        else:
            _write_tags(a, None, u56)
    u57 = o._unknown_tags
    if u57 is None:
        a(_H0)
    else:
        _write_tags(a, None, u57)
    return b''.join(parts)


def _dec_VoteRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(VoteRequest)
    n58 = buf[pos] - 1
    if 0 <= n58 < 127:
        x59 = pos + 1 + n58
        if x59 > blen:
            raise _bad_length(n58, 'VoteRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x59], 'utf-8')
        pos = x59
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'VoteRequest.ClusterId')
    o.voter_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n60 = buf[pos] - 1
    if 0 <= n60 < 127:
        pos += 1
    else:
        n60, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics')
    l61 = []
    ap62 = l61.append
    for _ in range(n60):
        t63 = _new(_C_VoteRequest_TopicData)
        n64 = buf[pos] - 1
        if 0 <= n64 < 127:
            x65 = pos + 1 + n64
            if x65 > blen:
                raise _bad_length(n64, 'VoteRequest.Topics.TopicName', pos)
            t63.topic_name = str(buf[pos + 1:x65], 'utf-8')
            pos = x65
        else:
            t63.topic_name, pos = _read_string(buf, pos, True, False, 'VoteRequest.Topics.TopicName')
        n66 = buf[pos] - 1
        if 0 <= n66 < 127:
            pos += 1
        else:
            n66, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics.Partitions')
        l67 = []
        ap68 = l67.append
        for _ in range(n66):
            t69 = _new(_C_VoteRequest_PartitionData)
            t69.partition_index, t69.replica_epoch, t69.replica_id, u70, u71, t69.last_offset_epoch, t69.last_offset = _S_iiiUUiq.unpack_from(buf, pos)
            pos += 56
            t69.replica_directory_id = _uuid_from(u70)
            t69.voter_directory_id = _uuid_from(u71)
            t69.pre_vote = False
            if buf[pos] == 0:
                pos += 1
                t69._unknown_tags = None
            else:
                nt72, pos = _ruv(buf, pos)
                if nt72 * 2 > blen - pos:
                    raise _array_too_long(nt72, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                uk73 = None
                for _ in range(nt72):
                    tg74, pos = _ruv(buf, pos)
                    sz75, pos = _ruv(buf, pos)
                    x76 = pos + sz75
                    if x76 > blen:
                        raise _bad_length(sz75, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                    if uk73 is None:
                        uk73 = []
                    uk73.append((tg74, bytes(buf[pos:x76])))
                    pos = x76
                t69._unknown_tags = uk73
            ap68(t69)
        t63.partitions = l67
        if buf[pos] == 0:
            pos += 1
            t63._unknown_tags = None
        else:
            nt77, pos = _ruv(buf, pos)
            if nt77 * 2 > blen - pos:
                raise _array_too_long(nt77, 'VoteRequest.Topics._tagged_fields', pos)
            uk78 = None
            for _ in range(nt77):
                tg79, pos = _ruv(buf, pos)
                sz80, pos = _ruv(buf, pos)
                x81 = pos + sz80
                if x81 > blen:
                    raise _bad_length(sz80, 'VoteRequest.Topics._tagged_fields', pos)
                if uk78 is None:
                    uk78 = []
                uk78.append((tg79, bytes(buf[pos:x81])))
                pos = x81
            t63._unknown_tags = uk78
        ap62(t63)
    o.topics = l61
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt82, pos = _ruv(buf, pos)
        if nt82 * 2 > blen - pos:
            raise _array_too_long(nt82, 'VoteRequest._tagged_fields', pos)
        uk83 = None
        for _ in range(nt82):
            tg84, pos = _ruv(buf, pos)
            sz85, pos = _ruv(buf, pos)
            x86 = pos + sz85
            if x86 > blen:
                raise _bad_length(sz85, 'VoteRequest._tagged_fields', pos)
            if uk83 is None:
                uk83 = []
            uk83.append((tg84, bytes(buf[pos:x86])))
            pos = x86
        o._unknown_tags = uk83
    return o, pos


def _enc_VoteRequest_v2(o):
    parts = []
    a = parts.append
    s87 = o.cluster_id
    if s87 is None:
        a(_H0)
    else:
        b88 = s87.encode()
        n89 = len(b88) + 1
        a(_UV[n89] if n89 < 128 else _uv(n89))
        a(b88)
    a(_S_i.pack(o.voter_id))
    l90 = o.topics
    n91 = len(l90) + 1
    a(_UV[n91] if n91 < 128 else _uv(n91))
    for e92 in l90:
        s93 = e92.topic_name
        b94 = s93.encode()
        n95 = len(b94) + 1
        a(_UV[n95] if n95 < 128 else _uv(n95))
        a(b94)
        l96 = e92.partitions
        n97 = len(l96) + 1
        a(_UV[n97] if n97 < 128 else _uv(n97))
        for e98 in l96:
            a(_S_iiiUUiq_.pack(e98.partition_index, e98.replica_epoch, e98.replica_id, e98.replica_directory_id.bytes, e98.voter_directory_id.bytes, e98.last_offset_epoch, e98.last_offset, e98.pre_vote))
            u99 = e98._unknown_tags
            if u99 is None:
                a(_H0)
            else:
                _write_tags(a, None, u99)
        u100 = e92._unknown_tags
        if u100 is None:
            a(_H0)
        else:
            _write_tags(a, None, u100)
    u101 = o._unknown_tags
    if u101 is None:
        a(_H0)
    else:
        _write_tags(a, None, u101)
    return b''.join(parts)


def _dec_VoteRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(VoteRequest)
    n102 = buf[pos] - 1
    if 0 <= n102 < 127:
        x103 = pos + 1 + n102
        if x103 > blen:
            raise _bad_length(n102, 'VoteRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x103], 'utf-8')
        pos = x103
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'VoteRequest.ClusterId')
    o.voter_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n104 = buf[pos] - 1
    if 0 <= n104 < 127:
        pos += 1
    else:
        n104, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics')
    l105 = []
    ap106 = l105.append
    for _ in range(n104):
        t107 = _new(_C_VoteRequest_TopicData)
        n108 = buf[pos] - 1
        if 0 <= n108 < 127:
            x109 = pos + 1 + n108
            if x109 > blen:
                raise _bad_length(n108, 'VoteRequest.Topics.TopicName', pos)
            t107.topic_name = str(buf[pos + 1:x109], 'utf-8')
            pos = x109
        else:
            t107.topic_name, pos = _read_string(buf, pos, True, False, 'VoteRequest.Topics.TopicName')
        n110 = buf[pos] - 1
        if 0 <= n110 < 127:
            pos += 1
        else:
            n110, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics.Partitions')
        l111 = []
        ap112 = l111.append
        for _ in range(n110):
            t113 = _new(_C_VoteRequest_PartitionData)
            t113.partition_index, t113.replica_epoch, t113.replica_id, u114, u115, t113.last_offset_epoch, t113.last_offset, t113.pre_vote = _S_iiiUUiq_.unpack_from(buf, pos)
            pos += 57
            t113.replica_directory_id = _uuid_from(u114)
            t113.voter_directory_id = _uuid_from(u115)
            if buf[pos] == 0:
                pos += 1
                t113._unknown_tags = None
            else:
                nt116, pos = _ruv(buf, pos)
                if nt116 * 2 > blen - pos:
                    raise _array_too_long(nt116, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                uk117 = None
                for _ in range(nt116):
                    tg118, pos = _ruv(buf, pos)
                    sz119, pos = _ruv(buf, pos)
                    x120 = pos + sz119
                    if x120 > blen:
                        raise _bad_length(sz119, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                    if uk117 is None:
                        uk117 = []
                    uk117.append((tg118, bytes(buf[pos:x120])))
                    pos = x120
                t113._unknown_tags = uk117
            ap112(t113)
        t107.partitions = l111
        if buf[pos] == 0:
            pos += 1
            t107._unknown_tags = None
        else:
            nt121, pos = _ruv(buf, pos)
            if nt121 * 2 > blen - pos:
                raise _array_too_long(nt121, 'VoteRequest.Topics._tagged_fields', pos)
            uk122 = None
            for _ in range(nt121):
                tg123, pos = _ruv(buf, pos)
                sz124, pos = _ruv(buf, pos)
                x125 = pos + sz124
                if x125 > blen:
                    raise _bad_length(sz124, 'VoteRequest.Topics._tagged_fields', pos)
                if uk122 is None:
                    uk122 = []
                uk122.append((tg123, bytes(buf[pos:x125])))
                pos = x125
            t107._unknown_tags = uk122
        ap106(t107)
    o.topics = l105
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt126, pos = _ruv(buf, pos)
        if nt126 * 2 > blen - pos:
            raise _array_too_long(nt126, 'VoteRequest._tagged_fields', pos)
        uk127 = None
        for _ in range(nt126):
            tg128, pos = _ruv(buf, pos)
            sz129, pos = _ruv(buf, pos)
            x130 = pos + sz129
            if x130 > blen:
                raise _bad_length(sz129, 'VoteRequest._tagged_fields', pos)
            if uk127 is None:
                uk127 = []
            uk127.append((tg128, bytes(buf[pos:x130])))
            pos = x130
        o._unknown_tags = uk127
    return o, pos


VoteRequest._ENC = {0: _enc_VoteRequest_v0, 1: _enc_VoteRequest_v1, 2: _enc_VoteRequest_v2}
VoteRequest._DEC = {0: _dec_VoteRequest_v0, 1: _dec_VoteRequest_v1, 2: _dec_VoteRequest_v2}


class VoteResponse(_Message):
    __slots__ = ('error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'VoteResponse'
    TYPE = 'response'
    API_KEY = 52
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, error_code=0, topics=_EMPTY, node_endpoints=_EMPTY, _unknown_tags=None):
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'VoteResponse.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'vote_granted', '_unknown_tags')
        NAME = 'VoteResponse.PartitionData'

        def __init__(self, *, partition_index=0, error_code=0, leader_id=0, leader_epoch=0, vote_granted=False, _unknown_tags=None):
            self.partition_index = partition_index
            self.error_code = error_code
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.vote_granted = vote_granted
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'VoteResponse.NodeEndpoint'

        def __init__(self, *, node_id=0, host='', port=0, _unknown_tags=None):
            self.node_id = node_id
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_VoteResponse_TopicData = VoteResponse.TopicData
_C_VoteResponse_PartitionData = VoteResponse.PartitionData
_C_VoteResponse_NodeEndpoint = VoteResponse.NodeEndpoint
VoteResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteResponse_TopicData),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_VoteResponse_NodeEndpoint),
)
_C_VoteResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteResponse_PartitionData),
)
_C_VoteResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoteGranted', 'vote_granted', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_VoteResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_VoteResponse_TopicData = _C_VoteResponse_TopicData()
_DEF_VoteResponse_PartitionData = _C_VoteResponse_PartitionData()
_DEF_VoteResponse_NodeEndpoint = _C_VoteResponse_NodeEndpoint()


def _enc_VoteResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l131 = o.topics
    n132 = len(l131) + 1
    a(_UV[n132] if n132 < 128 else _uv(n132))
    for e133 in l131:
        s134 = e133.topic_name
        b135 = s134.encode()
        n136 = len(b135) + 1
        a(_UV[n136] if n136 < 128 else _uv(n136))
        a(b135)
        l137 = e133.partitions
        n138 = len(l137) + 1
        a(_UV[n138] if n138 < 128 else _uv(n138))
        for e139 in l137:
            a(_S_ihii_.pack(e139.partition_index, e139.error_code, e139.leader_id, e139.leader_epoch, e139.vote_granted))
            u140 = e139._unknown_tags
            if u140 is None:
                a(_H0)
            else:
                _write_tags(a, None, u140)
        u141 = e133._unknown_tags
        if u141 is None:
            a(_H0)
        else:
            _write_tags(a, None, u141)
    if o.node_endpoints:
        raise _unsupported_field('VoteResponse', 'NodeEndpoints', 0)
    u142 = o._unknown_tags
    if u142 is None:
        a(_H0)
    else:
        _write_tags(a, None, u142)
    return b''.join(parts)


def _dec_VoteResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(VoteResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n143 = buf[pos] - 1
    if 0 <= n143 < 127:
        pos += 1
    else:
        n143, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics')
    l144 = []
    ap145 = l144.append
    for _ in range(n143):
        t146 = _new(_C_VoteResponse_TopicData)
        n147 = buf[pos] - 1
        if 0 <= n147 < 127:
            x148 = pos + 1 + n147
            if x148 > blen:
                raise _bad_length(n147, 'VoteResponse.Topics.TopicName', pos)
            t146.topic_name = str(buf[pos + 1:x148], 'utf-8')
            pos = x148
        else:
            t146.topic_name, pos = _read_string(buf, pos, True, False, 'VoteResponse.Topics.TopicName')
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            pos += 1
        else:
            n149, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics.Partitions')
        l150 = []
        ap151 = l150.append
        for _ in range(n149):
            t152 = _new(_C_VoteResponse_PartitionData)
            t152.partition_index, t152.error_code, t152.leader_id, t152.leader_epoch, t152.vote_granted = _S_ihii_.unpack_from(buf, pos)
            pos += 15
            if buf[pos] == 0:
                pos += 1
                t152._unknown_tags = None
            else:
                nt153, pos = _ruv(buf, pos)
                if nt153 * 2 > blen - pos:
                    raise _array_too_long(nt153, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                uk154 = None
                for _ in range(nt153):
                    tg155, pos = _ruv(buf, pos)
                    sz156, pos = _ruv(buf, pos)
                    x157 = pos + sz156
                    if x157 > blen:
                        raise _bad_length(sz156, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                    if uk154 is None:
                        uk154 = []
                    uk154.append((tg155, bytes(buf[pos:x157])))
                    pos = x157
                t152._unknown_tags = uk154
            ap151(t152)
        t146.partitions = l150
        if buf[pos] == 0:
            pos += 1
            t146._unknown_tags = None
        else:
            nt158, pos = _ruv(buf, pos)
            if nt158 * 2 > blen - pos:
                raise _array_too_long(nt158, 'VoteResponse.Topics._tagged_fields', pos)
            uk159 = None
            for _ in range(nt158):
                tg160, pos = _ruv(buf, pos)
                sz161, pos = _ruv(buf, pos)
                x162 = pos + sz161
                if x162 > blen:
                    raise _bad_length(sz161, 'VoteResponse.Topics._tagged_fields', pos)
                if uk159 is None:
                    uk159 = []
                uk159.append((tg160, bytes(buf[pos:x162])))
                pos = x162
            t146._unknown_tags = uk159
        ap145(t146)
    o.topics = l144
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt163, pos = _ruv(buf, pos)
        if nt163 * 2 > blen - pos:
            raise _array_too_long(nt163, 'VoteResponse._tagged_fields', pos)
        uk164 = None
        for _ in range(nt163):
            tg165, pos = _ruv(buf, pos)
            sz166, pos = _ruv(buf, pos)
            x167 = pos + sz166
            if x167 > blen:
                raise _bad_length(sz166, 'VoteResponse._tagged_fields', pos)
            if uk164 is None:
                uk164 = []
            uk164.append((tg165, bytes(buf[pos:x167])))
            pos = x167
        o._unknown_tags = uk164
    return o, pos


def _enc_VoteResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l168 = o.topics
    n169 = len(l168) + 1
    a(_UV[n169] if n169 < 128 else _uv(n169))
    for e170 in l168:
        s171 = e170.topic_name
        b172 = s171.encode()
        n173 = len(b172) + 1
        a(_UV[n173] if n173 < 128 else _uv(n173))
        a(b172)
        l174 = e170.partitions
        n175 = len(l174) + 1
        a(_UV[n175] if n175 < 128 else _uv(n175))
        for e176 in l174:
            a(_S_ihii_.pack(e176.partition_index, e176.error_code, e176.leader_id, e176.leader_epoch, e176.vote_granted))
            u177 = e176._unknown_tags
            if u177 is None:
                a(_H0)
            else:
                _write_tags(a, None, u177)
        u178 = e170._unknown_tags
        if u178 is None:
            a(_H0)
        else:
            _write_tags(a, None, u178)
    k179 = []
    if o.node_endpoints:
        p180 = []
        l181 = o.node_endpoints
        n182 = len(l181) + 1
        p180.append(_UV[n182] if n182 < 128 else _uv(n182))
        for e183 in l181:
            p180.append(_S_i.pack(e183.node_id))
            s184 = e183.host
            b185 = s184.encode()
            n186 = len(b185) + 1
            p180.append(_UV[n186] if n186 < 128 else _uv(n186))
            p180.append(b185)
            p180.append(_S_H.pack(e183.port))
            u187 = e183._unknown_tags
            if u187 is None:
                p180.append(_H0)
            else:
                _write_tags(p180.append, None, u187)
        k179.append((0, b''.join(p180)))
    _write_tags(a, k179, o._unknown_tags)
    return b''.join(parts)


def _dec_VoteResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(VoteResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n188 = buf[pos] - 1
    if 0 <= n188 < 127:
        pos += 1
    else:
        n188, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics')
    l189 = []
    ap190 = l189.append
    for _ in range(n188):
        t191 = _new(_C_VoteResponse_TopicData)
        n192 = buf[pos] - 1
        if 0 <= n192 < 127:
            x193 = pos + 1 + n192
            if x193 > blen:
                raise _bad_length(n192, 'VoteResponse.Topics.TopicName', pos)
            t191.topic_name = str(buf[pos + 1:x193], 'utf-8')
            pos = x193
        else:
            t191.topic_name, pos = _read_string(buf, pos, True, False, 'VoteResponse.Topics.TopicName')
        n194 = buf[pos] - 1
        if 0 <= n194 < 127:
            pos += 1
        else:
            n194, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics.Partitions')
        l195 = []
        ap196 = l195.append
        for _ in range(n194):
            t197 = _new(_C_VoteResponse_PartitionData)
            t197.partition_index, t197.error_code, t197.leader_id, t197.leader_epoch, t197.vote_granted = _S_ihii_.unpack_from(buf, pos)
            pos += 15
            if buf[pos] == 0:
                pos += 1
                t197._unknown_tags = None
            else:
                nt198, pos = _ruv(buf, pos)
                if nt198 * 2 > blen - pos:
                    raise _array_too_long(nt198, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                uk199 = None
                for _ in range(nt198):
                    tg200, pos = _ruv(buf, pos)
                    sz201, pos = _ruv(buf, pos)
                    x202 = pos + sz201
                    if x202 > blen:
                        raise _bad_length(sz201, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                    if uk199 is None:
                        uk199 = []
                    uk199.append((tg200, bytes(buf[pos:x202])))
                    pos = x202
                t197._unknown_tags = uk199
            ap196(t197)
        t191.partitions = l195
        if buf[pos] == 0:
            pos += 1
            t191._unknown_tags = None
        else:
            nt203, pos = _ruv(buf, pos)
            if nt203 * 2 > blen - pos:
                raise _array_too_long(nt203, 'VoteResponse.Topics._tagged_fields', pos)
            uk204 = None
            for _ in range(nt203):
                tg205, pos = _ruv(buf, pos)
                sz206, pos = _ruv(buf, pos)
                x207 = pos + sz206
                if x207 > blen:
                    raise _bad_length(sz206, 'VoteResponse.Topics._tagged_fields', pos)
                if uk204 is None:
                    uk204 = []
                uk204.append((tg205, bytes(buf[pos:x207])))
                pos = x207
            t191._unknown_tags = uk204
        ap190(t191)
    o.topics = l189
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt208, pos = _ruv(buf, pos)
        if nt208 * 2 > blen - pos:
            raise _array_too_long(nt208, 'VoteResponse._tagged_fields', pos)
        uk209 = None
        for _ in range(nt208):
            tg210, pos = _ruv(buf, pos)
            sz211, pos = _ruv(buf, pos)
            x212 = pos + sz211
            if x212 > blen:
                raise _bad_length(sz211, 'VoteResponse._tagged_fields', pos)
            if tg210 == 0:
                n213 = buf[pos] - 1
                if 0 <= n213 < 127:
                    pos += 1
                else:
                    n213, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.NodeEndpoints')
                l214 = []
                ap215 = l214.append
                for _ in range(n213):
                    t216 = _new(_C_VoteResponse_NodeEndpoint)
                    t216.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n217 = buf[pos] - 1
                    if 0 <= n217 < 127:
                        x218 = pos + 1 + n217
                        if x218 > blen:
                            raise _bad_length(n217, 'VoteResponse.NodeEndpoints.Host', pos)
                        t216.host = str(buf[pos + 1:x218], 'utf-8')
                        pos = x218
                    else:
                        t216.host, pos = _read_string(buf, pos, True, False, 'VoteResponse.NodeEndpoints.Host')
                    t216.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t216._unknown_tags = None
                    else:
                        nt219, pos = _ruv(buf, pos)
                        if nt219 * 2 > blen - pos:
                            raise _array_too_long(nt219, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                        uk220 = None
                        for _ in range(nt219):
                            tg221, pos = _ruv(buf, pos)
                            sz222, pos = _ruv(buf, pos)
                            x223 = pos + sz222
                            if x223 > blen:
                                raise _bad_length(sz222, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                            if uk220 is None:
                                uk220 = []
                            uk220.append((tg221, bytes(buf[pos:x223])))
                            pos = x223
                        t216._unknown_tags = uk220
                    ap215(t216)
                o.node_endpoints = l214
                if pos != x212:
                    raise _tag_size_mismatch(tg210, 'VoteResponse.NodeEndpoints', pos)
            else:
                if uk209 is None:
                    uk209 = []
                uk209.append((tg210, bytes(buf[pos:x212])))
                pos = x212
        o._unknown_tags = uk209
    return o, pos


def _enc_VoteResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l224 = o.topics
    n225 = len(l224) + 1
    a(_UV[n225] if n225 < 128 else _uv(n225))
    for e226 in l224:
        s227 = e226.topic_name
        b228 = s227.encode()
        n229 = len(b228) + 1
        a(_UV[n229] if n229 < 128 else _uv(n229))
        a(b228)
        l230 = e226.partitions
        n231 = len(l230) + 1
        a(_UV[n231] if n231 < 128 else _uv(n231))
        for e232 in l230:
            a(_S_ihii_.pack(e232.partition_index, e232.error_code, e232.leader_id, e232.leader_epoch, e232.vote_granted))
            u233 = e232._unknown_tags
            if u233 is None:
                a(_H0)
            else:
                _write_tags(a, None, u233)
        u234 = e226._unknown_tags
        if u234 is None:
            a(_H0)
        else:
            _write_tags(a, None, u234)
    k235 = []
    if o.node_endpoints:
        p236 = []
        l237 = o.node_endpoints
        n238 = len(l237) + 1
        p236.append(_UV[n238] if n238 < 128 else _uv(n238))
        for e239 in l237:
            p236.append(_S_i.pack(e239.node_id))
            s240 = e239.host
            b241 = s240.encode()
            n242 = len(b241) + 1
            p236.append(_UV[n242] if n242 < 128 else _uv(n242))
            p236.append(b241)
            p236.append(_S_H.pack(e239.port))
            u243 = e239._unknown_tags
            if u243 is None:
                p236.append(_H0)
            else:
                _write_tags(p236.append, None, u243)
        k235.append((0, b''.join(p236)))
    _write_tags(a, k235, o._unknown_tags)
    return b''.join(parts)


def _dec_VoteResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(VoteResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n244 = buf[pos] - 1
    if 0 <= n244 < 127:
        pos += 1
    else:
        n244, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics')
    l245 = []
    ap246 = l245.append
    for _ in range(n244):
        t247 = _new(_C_VoteResponse_TopicData)
        n248 = buf[pos] - 1
        if 0 <= n248 < 127:
            x249 = pos + 1 + n248
            if x249 > blen:
                raise _bad_length(n248, 'VoteResponse.Topics.TopicName', pos)
            t247.topic_name = str(buf[pos + 1:x249], 'utf-8')
            pos = x249
        else:
            t247.topic_name, pos = _read_string(buf, pos, True, False, 'VoteResponse.Topics.TopicName')
        n250 = buf[pos] - 1
        if 0 <= n250 < 127:
            pos += 1
        else:
            n250, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics.Partitions')
        l251 = []
        ap252 = l251.append
        for _ in range(n250):
            t253 = _new(_C_VoteResponse_PartitionData)
            t253.partition_index, t253.error_code, t253.leader_id, t253.leader_epoch, t253.vote_granted = _S_ihii_.unpack_from(buf, pos)
            pos += 15
            if buf[pos] == 0:
                pos += 1
                t253._unknown_tags = None
            else:
                nt254, pos = _ruv(buf, pos)
                if nt254 * 2 > blen - pos:
                    raise _array_too_long(nt254, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                uk255 = None
                for _ in range(nt254):
                    tg256, pos = _ruv(buf, pos)
                    sz257, pos = _ruv(buf, pos)
                    x258 = pos + sz257
                    if x258 > blen:
                        raise _bad_length(sz257, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                    if uk255 is None:
                        uk255 = []
                    uk255.append((tg256, bytes(buf[pos:x258])))
                    pos = x258
                t253._unknown_tags = uk255
            ap252(t253)
        t247.partitions = l251
        if buf[pos] == 0:
            pos += 1
            t247._unknown_tags = None
        else:
            nt259, pos = _ruv(buf, pos)
            if nt259 * 2 > blen - pos:
                raise _array_too_long(nt259, 'VoteResponse.Topics._tagged_fields', pos)
            uk260 = None
            for _ in range(nt259):
                tg261, pos = _ruv(buf, pos)
                sz262, pos = _ruv(buf, pos)
                x263 = pos + sz262
                if x263 > blen:
                    raise _bad_length(sz262, 'VoteResponse.Topics._tagged_fields', pos)
                if uk260 is None:
                    uk260 = []
                uk260.append((tg261, bytes(buf[pos:x263])))
                pos = x263
            t247._unknown_tags = uk260
        ap246(t247)
    o.topics = l245
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt264, pos = _ruv(buf, pos)
        if nt264 * 2 > blen - pos:
            raise _array_too_long(nt264, 'VoteResponse._tagged_fields', pos)
        uk265 = None
        for _ in range(nt264):
            tg266, pos = _ruv(buf, pos)
            sz267, pos = _ruv(buf, pos)
            x268 = pos + sz267
            if x268 > blen:
                raise _bad_length(sz267, 'VoteResponse._tagged_fields', pos)
            if tg266 == 0:
                n269 = buf[pos] - 1
                if 0 <= n269 < 127:
                    pos += 1
                else:
                    n269, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.NodeEndpoints')
                l270 = []
                ap271 = l270.append
                for _ in range(n269):
                    t272 = _new(_C_VoteResponse_NodeEndpoint)
                    t272.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n273 = buf[pos] - 1
                    if 0 <= n273 < 127:
                        x274 = pos + 1 + n273
                        if x274 > blen:
                            raise _bad_length(n273, 'VoteResponse.NodeEndpoints.Host', pos)
                        t272.host = str(buf[pos + 1:x274], 'utf-8')
                        pos = x274
                    else:
                        t272.host, pos = _read_string(buf, pos, True, False, 'VoteResponse.NodeEndpoints.Host')
                    t272.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t272._unknown_tags = None
                    else:
                        nt275, pos = _ruv(buf, pos)
                        if nt275 * 2 > blen - pos:
                            raise _array_too_long(nt275, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                        uk276 = None
                        for _ in range(nt275):
                            tg277, pos = _ruv(buf, pos)
                            sz278, pos = _ruv(buf, pos)
                            x279 = pos + sz278
                            if x279 > blen:
                                raise _bad_length(sz278, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                            if uk276 is None:
                                uk276 = []
                            uk276.append((tg277, bytes(buf[pos:x279])))
                            pos = x279
                        t272._unknown_tags = uk276
                    ap271(t272)
                o.node_endpoints = l270
                if pos != x268:
                    raise _tag_size_mismatch(tg266, 'VoteResponse.NodeEndpoints', pos)
            else:
                if uk265 is None:
                    uk265 = []
                uk265.append((tg266, bytes(buf[pos:x268])))
                pos = x268
        o._unknown_tags = uk265
    return o, pos


VoteResponse._ENC = {0: _enc_VoteResponse_v0, 1: _enc_VoteResponse_v1, 2: _enc_VoteResponse_v2}
VoteResponse._DEC = {0: _dec_VoteResponse_v0, 1: _dec_VoteResponse_v1, 2: _dec_VoteResponse_v2}


_LINES = {
    119: 'VoteRequest.ClusterId',
    120: 'VoteRequest.ClusterId',
    121: 'VoteRequest.ClusterId',
    122: 'VoteRequest.ClusterId',
    123: 'VoteRequest.ClusterId',
    124: 'VoteRequest.ClusterId',
    125: 'VoteRequest.ClusterId',
    126: 'VoteRequest.ClusterId',
    127: 'VoteRequest.Topics',
    128: 'VoteRequest.Topics',
    129: 'VoteRequest.Topics',
    130: 'VoteRequest.Topics',
    131: 'VoteRequest.Topics.TopicName',
    132: 'VoteRequest.Topics.TopicName',
    133: 'VoteRequest.Topics.TopicName',
    134: 'VoteRequest.Topics.TopicName',
    135: 'VoteRequest.Topics.TopicName',
    136: 'VoteRequest.Topics.Partitions',
    137: 'VoteRequest.Topics.Partitions',
    138: 'VoteRequest.Topics.Partitions',
    139: 'VoteRequest.Topics.Partitions',
    140: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId',
    141: 'VoteRequest.Topics.Partitions.LastOffsetEpoch,LastOffset',
    142: 'VoteRequest.Topics.Partitions.PreVote',
    144: 'VoteRequest.Topics.Partitions._unknown_tags',
    145: 'VoteRequest.Topics.Partitions',
    148: 'VoteRequest.Topics.Partitions._unknown_tags',
    149: 'VoteRequest.Topics._unknown_tags',
    150: 'VoteRequest.Topics',
    153: 'VoteRequest.Topics._unknown_tags',
    154: 'VoteRequest._unknown_tags',
    155: 'VoteRequest',
    158: 'VoteRequest._unknown_tags',
    165: 'VoteRequest.ClusterId',
    170: 'VoteRequest.ClusterId',
    173: 'VoteRequest.ClusterId',
    174: 'VoteRequest.Topics',
    178: 'VoteRequest.Topics',
    183: 'VoteRequest.Topics.TopicName',
    188: 'VoteRequest.Topics.TopicName',
    191: 'VoteRequest.Topics.TopicName',
    192: 'VoteRequest.Topics.Partitions',
    196: 'VoteRequest.Topics.Partitions',
    201: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,LastOffsetEpoch,LastOffset',
    206: 'VoteRequest.Topics.Partitions._tagged_fields',
    210: 'VoteRequest.Topics.Partitions._tagged_fields',
    215: 'VoteRequest.Topics.Partitions._tagged_fields',
    216: 'VoteRequest.Topics.Partitions._tagged_fields',
    227: 'VoteRequest.Topics._tagged_fields',
    231: 'VoteRequest.Topics._tagged_fields',
    236: 'VoteRequest.Topics._tagged_fields',
    237: 'VoteRequest.Topics._tagged_fields',
    249: 'VoteRequest._tagged_fields',
    253: 'VoteRequest._tagged_fields',
    258: 'VoteRequest._tagged_fields',
    259: 'VoteRequest._tagged_fields',
    274: 'VoteRequest.ClusterId',
    275: 'VoteRequest.ClusterId',
    276: 'VoteRequest.ClusterId',
    277: 'VoteRequest.ClusterId',
    278: 'VoteRequest.ClusterId',
    279: 'VoteRequest.ClusterId',
    280: 'VoteRequest.ClusterId',
    281: 'VoteRequest.ClusterId',
    282: 'VoteRequest.VoterId',
    283: 'VoteRequest.Topics',
    284: 'VoteRequest.Topics',
    285: 'VoteRequest.Topics',
    286: 'VoteRequest.Topics',
    287: 'VoteRequest.Topics.TopicName',
    288: 'VoteRequest.Topics.TopicName',
    289: 'VoteRequest.Topics.TopicName',
    290: 'VoteRequest.Topics.TopicName',
    291: 'VoteRequest.Topics.TopicName',
    292: 'VoteRequest.Topics.Partitions',
    293: 'VoteRequest.Topics.Partitions',
    294: 'VoteRequest.Topics.Partitions',
    295: 'VoteRequest.Topics.Partitions',
    296: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset',
    297: 'VoteRequest.Topics.Partitions.PreVote',
    299: 'VoteRequest.Topics.Partitions._unknown_tags',
    300: 'VoteRequest.Topics.Partitions',
    303: 'VoteRequest.Topics.Partitions._unknown_tags',
    304: 'VoteRequest.Topics._unknown_tags',
    305: 'VoteRequest.Topics',
    308: 'VoteRequest.Topics._unknown_tags',
    309: 'VoteRequest._unknown_tags',
    310: 'VoteRequest',
    313: 'VoteRequest._unknown_tags',
    320: 'VoteRequest.ClusterId',
    325: 'VoteRequest.ClusterId',
    328: 'VoteRequest.ClusterId',
    329: 'VoteRequest.VoterId',
    331: 'VoteRequest.Topics',
    335: 'VoteRequest.Topics',
    340: 'VoteRequest.Topics.TopicName',
    345: 'VoteRequest.Topics.TopicName',
    348: 'VoteRequest.Topics.TopicName',
    349: 'VoteRequest.Topics.Partitions',
    353: 'VoteRequest.Topics.Partitions',
    358: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset',
    363: 'VoteRequest.Topics.Partitions._tagged_fields',
    367: 'VoteRequest.Topics.Partitions._tagged_fields',
    372: 'VoteRequest.Topics.Partitions._tagged_fields',
    373: 'VoteRequest.Topics.Partitions._tagged_fields',
    384: 'VoteRequest.Topics._tagged_fields',
    388: 'VoteRequest.Topics._tagged_fields',
    393: 'VoteRequest.Topics._tagged_fields',
    394: 'VoteRequest.Topics._tagged_fields',
    405: 'VoteRequest._tagged_fields',
    409: 'VoteRequest._tagged_fields',
    414: 'VoteRequest._tagged_fields',
    415: 'VoteRequest._tagged_fields',
    430: 'VoteRequest.ClusterId',
    431: 'VoteRequest.ClusterId',
    432: 'VoteRequest.ClusterId',
    433: 'VoteRequest.ClusterId',
    434: 'VoteRequest.ClusterId',
    435: 'VoteRequest.ClusterId',
    436: 'VoteRequest.ClusterId',
    437: 'VoteRequest.ClusterId',
    438: 'VoteRequest.VoterId',
    439: 'VoteRequest.Topics',
    440: 'VoteRequest.Topics',
    441: 'VoteRequest.Topics',
    442: 'VoteRequest.Topics',
    443: 'VoteRequest.Topics.TopicName',
    444: 'VoteRequest.Topics.TopicName',
    445: 'VoteRequest.Topics.TopicName',
    446: 'VoteRequest.Topics.TopicName',
    447: 'VoteRequest.Topics.TopicName',
    448: 'VoteRequest.Topics.Partitions',
    449: 'VoteRequest.Topics.Partitions',
    450: 'VoteRequest.Topics.Partitions',
    451: 'VoteRequest.Topics.Partitions',
    452: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset,PreVote',
    453: 'VoteRequest.Topics.Partitions._unknown_tags',
    454: 'VoteRequest.Topics.Partitions',
    457: 'VoteRequest.Topics.Partitions._unknown_tags',
    458: 'VoteRequest.Topics._unknown_tags',
    459: 'VoteRequest.Topics',
    462: 'VoteRequest.Topics._unknown_tags',
    463: 'VoteRequest._unknown_tags',
    464: 'VoteRequest',
    467: 'VoteRequest._unknown_tags',
    474: 'VoteRequest.ClusterId',
    479: 'VoteRequest.ClusterId',
    482: 'VoteRequest.ClusterId',
    483: 'VoteRequest.VoterId',
    485: 'VoteRequest.Topics',
    489: 'VoteRequest.Topics',
    494: 'VoteRequest.Topics.TopicName',
    499: 'VoteRequest.Topics.TopicName',
    502: 'VoteRequest.Topics.TopicName',
    503: 'VoteRequest.Topics.Partitions',
    507: 'VoteRequest.Topics.Partitions',
    512: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset,PreVote',
    516: 'VoteRequest.Topics.Partitions._tagged_fields',
    520: 'VoteRequest.Topics.Partitions._tagged_fields',
    525: 'VoteRequest.Topics.Partitions._tagged_fields',
    526: 'VoteRequest.Topics.Partitions._tagged_fields',
    537: 'VoteRequest.Topics._tagged_fields',
    541: 'VoteRequest.Topics._tagged_fields',
    546: 'VoteRequest.Topics._tagged_fields',
    547: 'VoteRequest.Topics._tagged_fields',
    558: 'VoteRequest._tagged_fields',
    562: 'VoteRequest._tagged_fields',
    567: 'VoteRequest._tagged_fields',
    568: 'VoteRequest._tagged_fields',
    662: 'VoteResponse.ErrorCode',
    663: 'VoteResponse.Topics',
    664: 'VoteResponse.Topics',
    665: 'VoteResponse.Topics',
    666: 'VoteResponse.Topics',
    667: 'VoteResponse.Topics.TopicName',
    668: 'VoteResponse.Topics.TopicName',
    669: 'VoteResponse.Topics.TopicName',
    670: 'VoteResponse.Topics.TopicName',
    671: 'VoteResponse.Topics.TopicName',
    672: 'VoteResponse.Topics.Partitions',
    673: 'VoteResponse.Topics.Partitions',
    674: 'VoteResponse.Topics.Partitions',
    675: 'VoteResponse.Topics.Partitions',
    676: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    677: 'VoteResponse.Topics.Partitions._unknown_tags',
    678: 'VoteResponse.Topics.Partitions',
    681: 'VoteResponse.Topics.Partitions._unknown_tags',
    682: 'VoteResponse.Topics._unknown_tags',
    683: 'VoteResponse.Topics',
    686: 'VoteResponse.Topics._unknown_tags',
    687: 'VoteResponse.NodeEndpoints',
    689: 'VoteResponse._unknown_tags',
    690: 'VoteResponse',
    693: 'VoteResponse._unknown_tags',
    700: 'VoteResponse.ErrorCode',
    702: 'VoteResponse.Topics',
    706: 'VoteResponse.Topics',
    711: 'VoteResponse.Topics.TopicName',
    716: 'VoteResponse.Topics.TopicName',
    719: 'VoteResponse.Topics.TopicName',
    720: 'VoteResponse.Topics.Partitions',
    724: 'VoteResponse.Topics.Partitions',
    729: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    731: 'VoteResponse.Topics.Partitions._tagged_fields',
    735: 'VoteResponse.Topics.Partitions._tagged_fields',
    740: 'VoteResponse.Topics.Partitions._tagged_fields',
    741: 'VoteResponse.Topics.Partitions._tagged_fields',
    752: 'VoteResponse.Topics._tagged_fields',
    756: 'VoteResponse.Topics._tagged_fields',
    761: 'VoteResponse.Topics._tagged_fields',
    762: 'VoteResponse.Topics._tagged_fields',
    774: 'VoteResponse._tagged_fields',
    778: 'VoteResponse._tagged_fields',
    783: 'VoteResponse._tagged_fields',
    784: 'VoteResponse._tagged_fields',
    799: 'VoteResponse.ErrorCode',
    800: 'VoteResponse.Topics',
    801: 'VoteResponse.Topics',
    802: 'VoteResponse.Topics',
    803: 'VoteResponse.Topics',
    804: 'VoteResponse.Topics.TopicName',
    805: 'VoteResponse.Topics.TopicName',
    806: 'VoteResponse.Topics.TopicName',
    807: 'VoteResponse.Topics.TopicName',
    808: 'VoteResponse.Topics.TopicName',
    809: 'VoteResponse.Topics.Partitions',
    810: 'VoteResponse.Topics.Partitions',
    811: 'VoteResponse.Topics.Partitions',
    812: 'VoteResponse.Topics.Partitions',
    813: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    814: 'VoteResponse.Topics.Partitions._unknown_tags',
    815: 'VoteResponse.Topics.Partitions',
    818: 'VoteResponse.Topics.Partitions._unknown_tags',
    819: 'VoteResponse.Topics._unknown_tags',
    820: 'VoteResponse.Topics',
    823: 'VoteResponse.Topics._unknown_tags',
    824: 'VoteResponse',
    825: 'VoteResponse.NodeEndpoints',
    826: 'VoteResponse.NodeEndpoints',
    827: 'VoteResponse.NodeEndpoints',
    828: 'VoteResponse.NodeEndpoints',
    829: 'VoteResponse.NodeEndpoints',
    830: 'VoteResponse.NodeEndpoints',
    831: 'VoteResponse.NodeEndpoints.NodeId',
    832: 'VoteResponse.NodeEndpoints.Host',
    833: 'VoteResponse.NodeEndpoints.Host',
    834: 'VoteResponse.NodeEndpoints.Host',
    835: 'VoteResponse.NodeEndpoints.Host',
    836: 'VoteResponse.NodeEndpoints.Host',
    837: 'VoteResponse.NodeEndpoints.Port',
    838: 'VoteResponse.NodeEndpoints._unknown_tags',
    839: 'VoteResponse.NodeEndpoints',
    842: 'VoteResponse.NodeEndpoints._unknown_tags',
    843: 'VoteResponse.NodeEndpoints',
    844: 'VoteResponse._unknown_tags',
    851: 'VoteResponse.ErrorCode',
    853: 'VoteResponse.Topics',
    857: 'VoteResponse.Topics',
    862: 'VoteResponse.Topics.TopicName',
    867: 'VoteResponse.Topics.TopicName',
    870: 'VoteResponse.Topics.TopicName',
    871: 'VoteResponse.Topics.Partitions',
    875: 'VoteResponse.Topics.Partitions',
    880: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    882: 'VoteResponse.Topics.Partitions._tagged_fields',
    886: 'VoteResponse.Topics.Partitions._tagged_fields',
    891: 'VoteResponse.Topics.Partitions._tagged_fields',
    892: 'VoteResponse.Topics.Partitions._tagged_fields',
    903: 'VoteResponse.Topics._tagged_fields',
    907: 'VoteResponse.Topics._tagged_fields',
    912: 'VoteResponse.Topics._tagged_fields',
    913: 'VoteResponse.Topics._tagged_fields',
    925: 'VoteResponse._tagged_fields',
    929: 'VoteResponse._tagged_fields',
    934: 'VoteResponse._tagged_fields',
    935: 'VoteResponse._tagged_fields',
    940: 'VoteResponse.NodeEndpoints',
    944: 'VoteResponse.NodeEndpoints',
    949: 'VoteResponse.NodeEndpoints.NodeId',
    951: 'VoteResponse.NodeEndpoints.Host',
    956: 'VoteResponse.NodeEndpoints.Host',
    959: 'VoteResponse.NodeEndpoints.Host',
    960: 'VoteResponse.NodeEndpoints.Port',
    962: 'VoteResponse.NodeEndpoints._tagged_fields',
    966: 'VoteResponse.NodeEndpoints._tagged_fields',
    971: 'VoteResponse.NodeEndpoints._tagged_fields',
    972: 'VoteResponse.NodeEndpoints._tagged_fields',
    997: 'VoteResponse.ErrorCode',
    998: 'VoteResponse.Topics',
    999: 'VoteResponse.Topics',
    1000: 'VoteResponse.Topics',
    1001: 'VoteResponse.Topics',
    1002: 'VoteResponse.Topics.TopicName',
    1003: 'VoteResponse.Topics.TopicName',
    1004: 'VoteResponse.Topics.TopicName',
    1005: 'VoteResponse.Topics.TopicName',
    1006: 'VoteResponse.Topics.TopicName',
    1007: 'VoteResponse.Topics.Partitions',
    1008: 'VoteResponse.Topics.Partitions',
    1009: 'VoteResponse.Topics.Partitions',
    1010: 'VoteResponse.Topics.Partitions',
    1011: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    1012: 'VoteResponse.Topics.Partitions._unknown_tags',
    1013: 'VoteResponse.Topics.Partitions',
    1016: 'VoteResponse.Topics.Partitions._unknown_tags',
    1017: 'VoteResponse.Topics._unknown_tags',
    1018: 'VoteResponse.Topics',
    1021: 'VoteResponse.Topics._unknown_tags',
    1022: 'VoteResponse',
    1023: 'VoteResponse.NodeEndpoints',
    1024: 'VoteResponse.NodeEndpoints',
    1025: 'VoteResponse.NodeEndpoints',
    1026: 'VoteResponse.NodeEndpoints',
    1027: 'VoteResponse.NodeEndpoints',
    1028: 'VoteResponse.NodeEndpoints',
    1029: 'VoteResponse.NodeEndpoints.NodeId',
    1030: 'VoteResponse.NodeEndpoints.Host',
    1031: 'VoteResponse.NodeEndpoints.Host',
    1032: 'VoteResponse.NodeEndpoints.Host',
    1033: 'VoteResponse.NodeEndpoints.Host',
    1034: 'VoteResponse.NodeEndpoints.Host',
    1035: 'VoteResponse.NodeEndpoints.Port',
    1036: 'VoteResponse.NodeEndpoints._unknown_tags',
    1037: 'VoteResponse.NodeEndpoints',
    1040: 'VoteResponse.NodeEndpoints._unknown_tags',
    1041: 'VoteResponse.NodeEndpoints',
    1042: 'VoteResponse._unknown_tags',
    1049: 'VoteResponse.ErrorCode',
    1051: 'VoteResponse.Topics',
    1055: 'VoteResponse.Topics',
    1060: 'VoteResponse.Topics.TopicName',
    1065: 'VoteResponse.Topics.TopicName',
    1068: 'VoteResponse.Topics.TopicName',
    1069: 'VoteResponse.Topics.Partitions',
    1073: 'VoteResponse.Topics.Partitions',
    1078: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    1080: 'VoteResponse.Topics.Partitions._tagged_fields',
    1084: 'VoteResponse.Topics.Partitions._tagged_fields',
    1089: 'VoteResponse.Topics.Partitions._tagged_fields',
    1090: 'VoteResponse.Topics.Partitions._tagged_fields',
    1101: 'VoteResponse.Topics._tagged_fields',
    1105: 'VoteResponse.Topics._tagged_fields',
    1110: 'VoteResponse.Topics._tagged_fields',
    1111: 'VoteResponse.Topics._tagged_fields',
    1123: 'VoteResponse._tagged_fields',
    1127: 'VoteResponse._tagged_fields',
    1132: 'VoteResponse._tagged_fields',
    1133: 'VoteResponse._tagged_fields',
    1138: 'VoteResponse.NodeEndpoints',
    1142: 'VoteResponse.NodeEndpoints',
    1147: 'VoteResponse.NodeEndpoints.NodeId',
    1149: 'VoteResponse.NodeEndpoints.Host',
    1154: 'VoteResponse.NodeEndpoints.Host',
    1157: 'VoteResponse.NodeEndpoints.Host',
    1158: 'VoteResponse.NodeEndpoints.Port',
    1160: 'VoteResponse.NodeEndpoints._tagged_fields',
    1164: 'VoteResponse.NodeEndpoints._tagged_fields',
    1169: 'VoteResponse.NodeEndpoints._tagged_fields',
    1170: 'VoteResponse.NodeEndpoints._tagged_fields',
}
