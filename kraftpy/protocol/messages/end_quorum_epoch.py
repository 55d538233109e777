# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/EndQuorumEpochRequest.json, schemas/messages/EndQuorumEpochResponse.json.
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

__all__ = ['EndQuorumEpochRequest', 'EndQuorumEpochResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iU = Struct('>i16s')
_S_ihii = Struct('>ihii')
_S_iii = Struct('>iii')


class EndQuorumEpochRequest(_Message):
    __slots__ = ('cluster_id', 'topics', 'leader_endpoints', '_unknown_tags')
    NAME = 'EndQuorumEpochRequest'
    TYPE = 'request'
    API_KEY = 54
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    def __init__(self, *, cluster_id=None, topics=_EMPTY, leader_endpoints=_EMPTY, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.topics = [] if topics is _EMPTY else topics
        self.leader_endpoints = [] if leader_endpoints is _EMPTY else leader_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'leader_id', 'leader_epoch', 'preferred_successors', 'preferred_candidates', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.PartitionData'

        def __init__(self, *, partition_index=0, leader_id=0, leader_epoch=0, preferred_successors=_EMPTY, preferred_candidates=_EMPTY, _unknown_tags=None):
            self.partition_index = partition_index
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.preferred_successors = [] if preferred_successors is _EMPTY else preferred_successors
            self.preferred_candidates = [] if preferred_candidates is _EMPTY else preferred_candidates
            self._unknown_tags = _unknown_tags

    class ReplicaInfo(_Message):
        __slots__ = ('candidate_id', 'candidate_directory_id', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.ReplicaInfo'

        def __init__(self, *, candidate_id=0, candidate_directory_id=_ZERO_UUID, _unknown_tags=None):
            self.candidate_id = candidate_id
            self.candidate_directory_id = candidate_directory_id
            self._unknown_tags = _unknown_tags

    class LeaderEndpoint(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.LeaderEndpoint'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_EndQuorumEpochRequest_TopicData = EndQuorumEpochRequest.TopicData
_C_EndQuorumEpochRequest_PartitionData = EndQuorumEpochRequest.PartitionData
_C_EndQuorumEpochRequest_ReplicaInfo = EndQuorumEpochRequest.ReplicaInfo
_C_EndQuorumEpochRequest_LeaderEndpoint = EndQuorumEpochRequest.LeaderEndpoint
EndQuorumEpochRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochRequest_TopicData),
    _FI('LeaderEndpoints', 'leader_endpoints', '[]LeaderEndpoint', (1, 32767), (1, 0), (1, 0), None, (), True, _C_EndQuorumEpochRequest_LeaderEndpoint),
)
_C_EndQuorumEpochRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochRequest_PartitionData),
)
_C_EndQuorumEpochRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PreferredSuccessors', 'preferred_successors', '[]int32', (0, 0), (1, 0), (1, 0), None, (), True, None),
    _FI('PreferredCandidates', 'preferred_candidates', '[]ReplicaInfo', (1, 32767), (1, 0), (1, 0), None, (), True, _C_EndQuorumEpochRequest_ReplicaInfo),
)
_C_EndQuorumEpochRequest_ReplicaInfo.FIELDS = (
    _FI('CandidateId', 'candidate_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CandidateDirectoryId', 'candidate_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)
_C_EndQuorumEpochRequest_LeaderEndpoint.FIELDS = (
    _FI('Name', 'name', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_EndQuorumEpochRequest_TopicData = _C_EndQuorumEpochRequest_TopicData()
_DEF_EndQuorumEpochRequest_PartitionData = _C_EndQuorumEpochRequest_PartitionData()
_DEF_EndQuorumEpochRequest_ReplicaInfo = _C_EndQuorumEpochRequest_ReplicaInfo()
_DEF_EndQuorumEpochRequest_LeaderEndpoint = _C_EndQuorumEpochRequest_LeaderEndpoint()


def _enc_EndQuorumEpochRequest_v0(o):
    parts = []
    a = parts.append
    s1 = o.cluster_id
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    l4 = o.topics
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.topic_name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partitions
        a(_S_i.pack(len(l9)))
        for e10 in l9:
            a(_S_iii.pack(e10.partition_index, e10.leader_id, e10.leader_epoch))
            l11 = e10.preferred_successors
            n12 = len(l11)
            if n12 < 64:
                a(_LA_i[n12].pack(n12, *l11))
            else:
                a(_encode_array('i', l11, False))
    return b''.join(parts)


def _dec_EndQuorumEpochRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(EndQuorumEpochRequest)
    n13, = _S_h.unpack_from(buf, pos)
    if n13 >= 0:
        x14 = pos + 2 + n13
        if x14 > blen:
            raise _bad_length(n13, 'EndQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x14], 'utf-8')
        pos = x14
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'EndQuorumEpochRequest.ClusterId')
    n15, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochRequest.Topics')
    l16 = []
    ap17 = l16.append
    for _ in range(n15):
        t18 = _new(_C_EndQuorumEpochRequest_TopicData)
        n19, = _S_h.unpack_from(buf, pos)
        if n19 >= 0:
            x20 = pos + 2 + n19
            if x20 > blen:
                raise _bad_length(n19, 'EndQuorumEpochRequest.Topics.TopicName', pos)
            t18.topic_name = str(buf[pos + 2:x20], 'utf-8')
            pos = x20
        else:
            t18.topic_name, pos = _read_string(buf, pos, False, False, 'EndQuorumEpochRequest.Topics.TopicName')
        n21, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochRequest.Topics.Partitions')
        l22 = []
        ap23 = l22.append
        for _ in range(n21):
            t24 = _new(_C_EndQuorumEpochRequest_PartitionData)
            t24.partition_index, t24.leader_id, t24.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            n25, = _S_i.unpack_from(buf, pos)
            if 0 <= n25 < 64:
                t24.preferred_successors = list(_A_i[n25].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n25
            else:
                t24.preferred_successors, pos = _read_fixed_array(buf, pos, 'i', False, False, 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors')
            t24.preferred_candidates = []
            t24._unknown_tags = None
            ap23(t24)
        t18.partitions = l22
        t18._unknown_tags = None
        ap17(t18)
    o.topics = l16
    o.leader_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_EndQuorumEpochRequest_v1(o):
    parts = []
    a = parts.append
    s26 = o.cluster_id
    if s26 is None:
        a(_H0)
    else:
        b27 = s26.encode()
        n28 = len(b27) + 1
        a(_UV[n28] if n28 < 128 else _uv(n28))
        a(b27)
    l29 = o.topics
    n30 = len(l29) + 1
    a(_UV[n30] if n30 < 128 else _uv(n30))
    for e31 in l29:
        s32 = e31.topic_name
        b33 = s32.encode()
        n34 = len(b33) + 1
        a(_UV[n34] if n34 < 128 else _uv(n34))
        a(b33)
        l35 = e31.partitions
        n36 = len(l35) + 1
        a(_UV[n36] if n36 < 128 else _uv(n36))
        for e37 in l35:
            a(_S_iii.pack(e37.partition_index, e37.leader_id, e37.leader_epoch))
            l38 = e37.preferred_candidates
            n39 = len(l38) + 1
            a(_UV[n39] if n39 < 128 else _uv(n39))
            for e40 in l38:
                a(_S_iU.pack(e40.candidate_id, e40.candidate_directory_id.bytes))
                u41 = e40._unknown_tags
                if u41 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u41)
            u42 = e37._unknown_tags
            if u42 is None:
                a(_H0)
            else:
                _write_tags(a, None, u42)
        u43 = e31._unknown_tags
        if u43 is None:
            a(_H0)
        else:
            _write_tags(a, None, u43)
    l44 = o.leader_endpoints
    n45 = len(l44) + 1
    a(_UV[n45] if n45 < 128 else _uv(n45))
    for e46 in l44:
        s47 = e46.name
        b48 = s47.encode()
        n49 = len(b48) + 1
        a(_UV[n49] if n49 < 128 else _uv(n49))
        a(b48)
        s50 = e46.host
        b51 = s50.encode()
        n52 = len(b51) + 1
        a(_UV[n52] if n52 < 128 else _uv(n52))
        a(b51)
        a(_S_H.pack(e46.port))
        u53 = e46._unknown_tags
        if u53 is None:
            a(_H0)
        else:
            _write_tags(a, None, u53)
    u54 = o._unknown_tags
    if u54 is None:
        a(_H0)
    else:
        _write_tags(a, None, u54)
    return b''.join(parts)


def _dec_EndQuorumEpochRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(EndQuorumEpochRequest)
    n55 = buf[pos] - 1
    if 0 <= n55 < 127:
        x56 = pos + 1 + n55
        if x56 > blen:
            raise _bad_length(n55, 'EndQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x56], 'utf-8')
        pos = x56
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'EndQuorumEpochRequest.ClusterId')
    n57 = buf[pos] - 1
    if 0 <= n57 < 127:
        pos += 1
    else:
        n57, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.Topics')
    l58 = []
    ap59 = l58.append
    for _ in range(n57):
        t60 = _new(_C_EndQuorumEpochRequest_TopicData)
        n61 = buf[pos] - 1
        if 0 <= n61 < 127:
            x62 = pos + 1 + n61
            if x62 > blen:
                raise _bad_length(n61, 'EndQuorumEpochRequest.Topics.TopicName', pos)
            t60.topic_name = str(buf[pos + 1:x62], 'utf-8')
            pos = x62
        else:
            t60.topic_name, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochRequest.Topics.TopicName')
        n63 = buf[pos] - 1
        if 0 <= n63 < 127:
            pos += 1
        else:
            n63, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.Topics.Partitions')
        l64 = []
        ap65 = l64.append
        for _ in range(n63):
            t66 = _new(_C_EndQuorumEpochRequest_PartitionData)
            t66.partition_index, t66.leader_id, t66.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            n67 = buf[pos] - 1
            if 0 <= n67 < 127:
                pos += 1
            else:
                n67, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates')
            l68 = []
            ap69 = l68.append
            for _ in range(n67):
                t70 = _new(_C_EndQuorumEpochRequest_ReplicaInfo)
                t70.candidate_id, u71 = _S_iU.unpack_from(buf, pos)
                pos += 20
                t70.candidate_directory_id = _uuid_from(u71)
                if buf[pos] == 0:
                    pos += 1
                    t70._unknown_tags = None
                else:
                    nt72, pos = _ruv(buf, pos)
                    if nt72 * 2 > blen - pos:
                        raise _array_too_long(nt72, 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields', pos)
                    uk73 = None
                    for _ in range(nt72):
                        tg74, pos = _ruv(buf, pos)
                        sz75, pos = _ruv(buf, pos)
                        x76 = pos + sz75
                        if x76 > blen:
                            raise _bad_length(sz75, 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields', pos)
                        if uk73 is None:
                            uk73 = []
                        uk73.append((tg74, bytes(buf[pos:x76])))
                        pos = x76
                    t70._unknown_tags = uk73
                ap69(t70)
            t66.preferred_candidates = l68
            t66.preferred_successors = []
            if buf[pos] == 0:
                pos += 1
                t66._unknown_tags = None
            else:
                nt77, pos = _ruv(buf, pos)
                if nt77 * 2 > blen - pos:
                    raise _array_too_long(nt77, 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                uk78 = None
                for _ in range(nt77):
                    tg79, pos = _ruv(buf, pos)
                    sz80, pos = _ruv(buf, pos)
                    x81 = pos + sz80
                    if x81 > blen:
                        raise _bad_length(sz80, 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                    if uk78 is None:
                        uk78 = []
                    uk78.append((tg79, bytes(buf[pos:x81])))
                    pos = x81
                t66._unknown_tags = uk78
            ap65(t66)
        t60.partitions = l64
        if buf[pos] == 0:
            pos += 1
            t60._unknown_tags = None
        else:
            nt82, pos = _ruv(buf, pos)
            if nt82 * 2 > blen - pos:
                raise _array_too_long(nt82, 'EndQuorumEpochRequest.Topics._tagged_fields', pos)
            uk83 = None
            for _ in range(nt82):
                tg84, pos = _ruv(buf, pos)
                sz85, pos = _ruv(buf, pos)
                x86 = pos + sz85
                if x86 > blen:
                    raise _bad_length(sz85, 'EndQuorumEpochRequest.Topics._tagged_fields', pos)
                if uk83 is None:
                    uk83 = []
                uk83.append((tg84, bytes(buf[pos:x86])))
                pos = x86
            t60._unknown_tags = uk83
        ap59(t60)
    o.topics = l58
    n87 = buf[pos] - 1
    if 0 <= n87 < 127:
        pos += 1
    else:
        n87, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.LeaderEndpoints')
    l88 = []
    ap89 = l88.append
    for _ in range(n87):
        t90 = _new(_C_EndQuorumEpochRequest_LeaderEndpoint)
        n91 = buf[pos] - 1
        if 0 <= n91 < 127:
            x92 = pos + 1 + n91
            if x92 > blen:
                raise _bad_length(n91, 'EndQuorumEpochRequest.LeaderEndpoints.Name', pos)
            t90.name = str(buf[pos + 1:x92], 'utf-8')
            pos = x92
        else:
            t90.name, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochRequest.LeaderEndpoints.Name')
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            x94 = pos + 1 + n93
            if x94 > blen:
                raise _bad_length(n93, 'EndQuorumEpochRequest.LeaderEndpoints.Host', pos)
            t90.host = str(buf[pos + 1:x94], 'utf-8')
            pos = x94
        else:
            t90.host, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochRequest.LeaderEndpoints.Host')
        t90.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t90._unknown_tags = None
        else:
            nt95, pos = _ruv(buf, pos)
            if nt95 * 2 > blen - pos:
                raise _array_too_long(nt95, 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
            uk96 = None
            for _ in range(nt95):
                tg97, pos = _ruv(buf, pos)
                sz98, pos = _ruv(buf, pos)
                x99 = pos + sz98
                if x99 > blen:
                    raise _bad_length(sz98, 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
                if uk96 is None:
                    uk96 = []
                uk96.append((tg97, bytes(buf[pos:x99])))
                pos = x99
            t90._unknown_tags = uk96
        ap89(t90)
    o.leader_endpoints = l88
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt100, pos = _ruv(buf, pos)
        if nt100 * 2 > blen - pos:
            raise _array_too_long(nt100, 'EndQuorumEpochRequest._tagged_fields', pos)
        uk101 = None
        for _ in range(nt100):
            tg102, pos = _ruv(buf, pos)
            sz103, pos = _ruv(buf, pos)
            x104 = pos + sz103
            if x104 > blen:
                raise _bad_length(sz103, 'EndQuorumEpochRequest._tagged_fields', pos)
            if uk101 is None:
                uk101 = []
            uk101.append((tg102, bytes(buf[pos:x104])))
            pos = x104
        o._unknown_tags = uk101
    return o, pos


EndQuorumEpochRequest._ENC = {0: _enc_EndQuorumEpochRequest_v0, 1: _enc_EndQuorumEpochRequest_v1}
EndQuorumEpochRequest._DEC = {0: _dec_EndQuorumEpochRequest_v0, 1: _dec_EndQuorumEpochRequest_v1}


class EndQuorumEpochResponse(_Message):
    __slots__ = ('error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'EndQuorumEpochResponse'
    TYPE = 'response'
    API_KEY = 54
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    def __init__(self, *, error_code=0, topics=_EMPTY, node_endpoints=_EMPTY, _unknown_tags=None):
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'EndQuorumEpochResponse.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'EndQuorumEpochResponse.PartitionData'

        def __init__(self, *, partition_index=0, error_code=0, leader_id=0, leader_epoch=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.error_code = error_code
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'EndQuorumEpochResponse.NodeEndpoint'

        def __init__(self, *, node_id=0, host='', port=0, _unknown_tags=None):
            self.node_id = node_id
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_EndQuorumEpochResponse_TopicData = EndQuorumEpochResponse.TopicData
_C_EndQuorumEpochResponse_PartitionData = EndQuorumEpochResponse.PartitionData
_C_EndQuorumEpochResponse_NodeEndpoint = EndQuorumEpochResponse.NodeEndpoint
EndQuorumEpochResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochResponse_TopicData),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_EndQuorumEpochResponse_NodeEndpoint),
)
_C_EndQuorumEpochResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochResponse_PartitionData),
)
_C_EndQuorumEpochResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_EndQuorumEpochResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_EndQuorumEpochResponse_TopicData = _C_EndQuorumEpochResponse_TopicData()
_DEF_EndQuorumEpochResponse_PartitionData = _C_EndQuorumEpochResponse_PartitionData()
_DEF_EndQuorumEpochResponse_NodeEndpoint = _C_EndQuorumEpochResponse_NodeEndpoint()


def _enc_EndQuorumEpochResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l105 = o.topics
    a(_S_i.pack(len(l105)))
    for e106 in l105:
        s107 = e106.topic_name
        b108 = s107.encode()
        a(_S_h.pack(len(b108)))
        a(b108)
        l110 = e106.partitions
        a(_S_i.pack(len(l110)))
        for e111 in l110:
            a(_S_ihii.pack(e111.partition_index, e111.error_code, e111.leader_id, e111.leader_epoch))
    if o.node_endpoints:
        raise _unsupported_field('EndQuorumEpochResponse', 'NodeEndpoints', 0)
    return b''.join(parts)


def _dec_EndQuorumEpochResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(EndQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n112, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochResponse.Topics')
    l113 = []
    ap114 = l113.append
    for _ in range(n112):
        t115 = _new(_C_EndQuorumEpochResponse_TopicData)
        n116, = _S_h.unpack_from(buf, pos)
        if n116 >= 0:
            x117 = pos + 2 + n116
            if x117 > blen:
                raise _bad_length(n116, 'EndQuorumEpochResponse.Topics.TopicName', pos)
            t115.topic_name = str(buf[pos + 2:x117], 'utf-8')
            pos = x117
        else:
            t115.topic_name, pos = _read_string(buf, pos, False, False, 'EndQuorumEpochResponse.Topics.TopicName')
        n118, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochResponse.Topics.Partitions')
        l119 = []
        ap120 = l119.append
        for _ in range(n118):
            t121 = _new(_C_EndQuorumEpochResponse_PartitionData)
            t121.partition_index, t121.error_code, t121.leader_id, t121.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            t121._unknown_tags = None
            ap120(t121)
        t115.partitions = l119
        t115._unknown_tags = None
        ap114(t115)
    o.topics = l113
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_EndQuorumEpochResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l122 = o.topics
    n123 = len(l122) + 1
    a(_UV[n123] if n123 < 128 else _uv(n123))
    for e124 in l122:
        s125 = e124.topic_name
        b126 = s125.encode()
        n127 = len(b126) + 1
        a(_UV[n127] if n127 < 128 else _uv(n127))
        a(b126)
        l128 = e124.partitions
        n129 = len(l128) + 1
        a(_UV[n129] if n129 < 128 else _uv(n129))
        for e130 in l128:
            a(_S_ihii.pack(e130.partition_index, e130.error_code, e130.leader_id, e130.leader_epoch))
            u131 = e130._unknown_tags
            if u131 is None:
                a(_H0)
            else:
                _write_tags(a, None, u131)
        u132 = e124._unknown_tags
        if u132 is None:
            a(_H0)
        else:
            _write_tags(a, None, u132)
    k133 = []
    if o.node_endpoints:
        p134 = []
        l135 = o.node_endpoints
        n136 = len(l135) + 1
        p134.append(_UV[n136] if n136 < 128 else _uv(n136))
        for e137 in l135:
            p134.append(_S_i.pack(e137.node_id))
            s138 = e137.host
            b139 = s138.encode()
            n140 = len(b139) + 1
            p134.append(_UV[n140] if n140 < 128 else _uv(n140))
            p134.append(b139)
            p134.append(_S_H.pack(e137.port))
            u141 = e137._unknown_tags
            if u141 is None:
                p134.append(_H0)
            else:
                _write_tags(p134.append, None, u141)
        k133.append((0, b''.join(p134)))
    _write_tags(a, k133, o._unknown_tags)
    return b''.join(parts)


def _dec_EndQuorumEpochResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(EndQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n142 = buf[pos] - 1
    if 0 <= n142 < 127:
        pos += 1
    else:
        n142, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochResponse.Topics')
    l143 = []
    ap144 = l143.append
    for _ in range(n142):
        t145 = _new(_C_EndQuorumEpochResponse_TopicData)
        n146 = buf[pos] - 1
        if 0 <= n146 < 127:
            x147 = pos + 1 + n146
            if x147 > blen:
                raise _bad_length(n146, 'EndQuorumEpochResponse.Topics.TopicName', pos)
            t145.topic_name = str(buf[pos + 1:x147], 'utf-8')
            pos = x147
        else:
            t145.topic_name, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochResponse.Topics.TopicName')
        n148 = buf[pos] - 1
        if 0 <= n148 < 127:
            pos += 1
        else:
            n148, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochResponse.Topics.Partitions')
        l149 = []
        ap150 = l149.append
        for _ in range(n148):
            t151 = _new(_C_EndQuorumEpochResponse_PartitionData)
            t151.partition_index, t151.error_code, t151.leader_id, t151.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t151._unknown_tags = None
            else:
                nt152, pos = _ruv(buf, pos)
                if nt152 * 2 > blen - pos:
                    raise _array_too_long(nt152, 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                uk153 = None
                for _ in range(nt152):
                    tg154, pos = _ruv(buf, pos)
                    sz155, pos = _ruv(buf, pos)
                    x156 = pos + sz155
                    if x156 > blen:
                        raise _bad_length(sz155, 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                    if uk153 is None:
                        uk153 = []
                    uk153.append((tg154, bytes(buf[pos:x156])))
                    pos = x156
                t151._unknown_tags = uk153
            ap150(t151)
        t145.partitions = l149
        if buf[pos] == 0:
            pos += 1
            t145._unknown_tags = None
        else:
            nt157, pos = _ruv(buf, pos)
            if nt157 * 2 > blen - pos:
                raise _array_too_long(nt157, 'EndQuorumEpochResponse.Topics._tagged_fields', pos)
            uk158 = None
            for _ in range(nt157):
                tg159, pos = _ruv(buf, pos)
                sz160, pos = _ruv(buf, pos)
                x161 = pos + sz160
                if x161 > blen:
                    raise _bad_length(sz160, 'EndQuorumEpochResponse.Topics._tagged_fields', pos)
                if uk158 is None:
                    uk158 = []
                uk158.append((tg159, bytes(buf[pos:x161])))
                pos = x161
            t145._unknown_tags = uk158
        ap144(t145)
    o.topics = l143
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt162, pos = _ruv(buf, pos)
        if nt162 * 2 > blen - pos:
            raise _array_too_long(nt162, 'EndQuorumEpochResponse._tagged_fields', pos)
        uk163 = None
        for _ in range(nt162):
            tg164, pos = _ruv(buf, pos)
            sz165, pos = _ruv(buf, pos)
            x166 = pos + sz165
            if x166 > blen:
                raise _bad_length(sz165, 'EndQuorumEpochResponse._tagged_fields', pos)
            if tg164 == 0:
                n167 = buf[pos] - 1
                if 0 <= n167 < 127:
                    pos += 1
                else:
                    n167, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochResponse.NodeEndpoints')
                l168 = []
                ap169 = l168.append
                for _ in range(n167):
                    t170 = _new(_C_EndQuorumEpochResponse_NodeEndpoint)
                    t170.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n171 = buf[pos] - 1
                    if 0 <= n171 < 127:
                        x172 = pos + 1 + n171
                        if x172 > blen:
                            raise _bad_length(n171, 'EndQuorumEpochResponse.NodeEndpoints.Host', pos)
                        t170.host = str(buf[pos + 1:x172], 'utf-8')
                        pos = x172
                    else:
                        t170.host, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochResponse.NodeEndpoints.Host')
                    t170.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t170._unknown_tags = None
                    else:
                        nt173, pos = _ruv(buf, pos)
                        if nt173 * 2 > blen - pos:
                            raise _array_too_long(nt173, 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                        uk174 = None
                        for _ in range(nt173):
                            tg175, pos = _ruv(buf, pos)
                            sz176, pos = _ruv(buf, pos)
                            x177 = pos + sz176
                            if x177 > blen:
                                raise _bad_length(sz176, 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                            if uk174 is None:
                                uk174 = []
                            uk174.append((tg175, bytes(buf[pos:x177])))
                            pos = x177
                        t170._unknown_tags = uk174
                    ap169(t170)
                o.node_endpoints = l168
                if pos != x166:
                    raise _tag_size_mismatch(tg164, 'EndQuorumEpochResponse.NodeEndpoints', pos)
            else:
                if uk163 is None:
                    uk163 = []
                uk163.append((tg164, bytes(buf[pos:x166])))
                pos = x166
        o._unknown_tags = uk163
    return o, pos


EndQuorumEpochResponse._ENC = {0: _enc_EndQuorumEpochResponse_v0, 1: _enc_EndQuorumEpochResponse_v1}
EndQuorumEpochResponse._DEC = {0: _dec_EndQuorumEpochResponse_v0, 1: _dec_EndQuorumEpochResponse_v1}


_LINES = {
    145: 'EndQuorumEpochRequest.ClusterId',
    146: 'EndQuorumEpochRequest.ClusterId',
    147: 'EndQuorumEpochRequest.ClusterId',
    148: 'EndQuorumEpochRequest.ClusterId',
    149: 'EndQuorumEpochRequest.ClusterId',
    150: 'EndQuorumEpochRequest.ClusterId',
    151: 'EndQuorumEpochRequest.ClusterId',
    152: 'EndQuorumEpochRequest.Topics',
    153: 'EndQuorumEpochRequest.Topics',
    154: 'EndQuorumEpochRequest.Topics',
    155: 'EndQuorumEpochRequest.Topics.TopicName',
    156: 'EndQuorumEpochRequest.Topics.TopicName',
    157: 'EndQuorumEpochRequest.Topics.TopicName',
    158: 'EndQuorumEpochRequest.Topics.TopicName',
    159: 'EndQuorumEpochRequest.Topics.Partitions',
    160: 'EndQuorumEpochRequest.Topics.Partitions',
    161: 'EndQuorumEpochRequest.Topics.Partitions',
    162: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    163: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    164: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    166: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    168: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    175: 'EndQuorumEpochRequest.ClusterId',
    180: 'EndQuorumEpochRequest.ClusterId',
    183: 'EndQuorumEpochRequest.ClusterId',
    184: 'EndQuorumEpochRequest.Topics',
    189: 'EndQuorumEpochRequest.Topics.TopicName',
    194: 'EndQuorumEpochRequest.Topics.TopicName',
    197: 'EndQuorumEpochRequest.Topics.TopicName',
    198: 'EndQuorumEpochRequest.Topics.Partitions',
    203: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    205: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    207: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    210: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    226: 'EndQuorumEpochRequest.ClusterId',
    227: 'EndQuorumEpochRequest.ClusterId',
    228: 'EndQuorumEpochRequest.ClusterId',
    229: 'EndQuorumEpochRequest.ClusterId',
    230: 'EndQuorumEpochRequest.ClusterId',
    231: 'EndQuorumEpochRequest.ClusterId',
    232: 'EndQuorumEpochRequest.ClusterId',
    233: 'EndQuorumEpochRequest.ClusterId',
    234: 'EndQuorumEpochRequest.Topics',
    235: 'EndQuorumEpochRequest.Topics',
    236: 'EndQuorumEpochRequest.Topics',
    237: 'EndQuorumEpochRequest.Topics',
    238: 'EndQuorumEpochRequest.Topics.TopicName',
    239: 'EndQuorumEpochRequest.Topics.TopicName',
    240: 'EndQuorumEpochRequest.Topics.TopicName',
    241: 'EndQuorumEpochRequest.Topics.TopicName',
    242: 'EndQuorumEpochRequest.Topics.TopicName',
    243: 'EndQuorumEpochRequest.Topics.Partitions',
    244: 'EndQuorumEpochRequest.Topics.Partitions',
    245: 'EndQuorumEpochRequest.Topics.Partitions',
    246: 'EndQuorumEpochRequest.Topics.Partitions',
    247: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    248: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    249: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    250: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    251: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    252: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates.CandidateId,CandidateDirectoryId',
    253: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._unknown_tags',
    254: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    257: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._unknown_tags',
    258: 'EndQuorumEpochRequest.Topics.Partitions._unknown_tags',
    259: 'EndQuorumEpochRequest.Topics.Partitions',
    262: 'EndQuorumEpochRequest.Topics.Partitions._unknown_tags',
    263: 'EndQuorumEpochRequest.Topics._unknown_tags',
    264: 'EndQuorumEpochRequest.Topics',
    267: 'EndQuorumEpochRequest.Topics._unknown_tags',
    268: 'EndQuorumEpochRequest.LeaderEndpoints',
    269: 'EndQuorumEpochRequest.LeaderEndpoints',
    270: 'EndQuorumEpochRequest.LeaderEndpoints',
    271: 'EndQuorumEpochRequest.LeaderEndpoints',
    272: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    273: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    274: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    275: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    276: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    277: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    278: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    279: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    280: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    281: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    282: 'EndQuorumEpochRequest.LeaderEndpoints.Port',
    283: 'EndQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    284: 'EndQuorumEpochRequest.LeaderEndpoints',
    287: 'EndQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    288: 'EndQuorumEpochRequest._unknown_tags',
    289: 'EndQuorumEpochRequest',
    292: 'EndQuorumEpochRequest._unknown_tags',
    299: 'EndQuorumEpochRequest.ClusterId',
    304: 'EndQuorumEpochRequest.ClusterId',
    307: 'EndQuorumEpochRequest.ClusterId',
    308: 'EndQuorumEpochRequest.Topics',
    312: 'EndQuorumEpochRequest.Topics',
    317: 'EndQuorumEpochRequest.Topics.TopicName',
    322: 'EndQuorumEpochRequest.Topics.TopicName',
    325: 'EndQuorumEpochRequest.Topics.TopicName',
    326: 'EndQuorumEpochRequest.Topics.Partitions',
    330: 'EndQuorumEpochRequest.Topics.Partitions',
    335: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    337: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    341: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    346: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates.CandidateId,CandidateDirectoryId',
    349: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    353: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    358: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    359: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    371: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    375: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    380: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    381: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    392: 'EndQuorumEpochRequest.Topics._tagged_fields',
    396: 'EndQuorumEpochRequest.Topics._tagged_fields',
    401: 'EndQuorumEpochRequest.Topics._tagged_fields',
    402: 'EndQuorumEpochRequest.Topics._tagged_fields',
    413: 'EndQuorumEpochRequest.LeaderEndpoints',
    417: 'EndQuorumEpochRequest.LeaderEndpoints',
    422: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    427: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    430: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    431: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    436: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    439: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    440: 'EndQuorumEpochRequest.LeaderEndpoints.Port',
    442: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    446: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    451: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    452: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    463: 'EndQuorumEpochRequest._tagged_fields',
    467: 'EndQuorumEpochRequest._tagged_fields',
    472: 'EndQuorumEpochRequest._tagged_fields',
    473: 'EndQuorumEpochRequest._tagged_fields',
    565: 'EndQuorumEpochResponse.ErrorCode',
    566: 'EndQuorumEpochResponse.Topics',
    567: 'EndQuorumEpochResponse.Topics',
    568: 'EndQuorumEpochResponse.Topics',
    569: 'EndQuorumEpochResponse.Topics.TopicName',
    570: 'EndQuorumEpochResponse.Topics.TopicName',
    571: 'EndQuorumEpochResponse.Topics.TopicName',
    572: 'EndQuorumEpochResponse.Topics.TopicName',
    573: 'EndQuorumEpochResponse.Topics.Partitions',
    574: 'EndQuorumEpochResponse.Topics.Partitions',
    575: 'EndQuorumEpochResponse.Topics.Partitions',
    576: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    577: 'EndQuorumEpochResponse.NodeEndpoints',
    585: 'EndQuorumEpochResponse.ErrorCode',
    587: 'EndQuorumEpochResponse.Topics',
    592: 'EndQuorumEpochResponse.Topics.TopicName',
    597: 'EndQuorumEpochResponse.Topics.TopicName',
    600: 'EndQuorumEpochResponse.Topics.TopicName',
    601: 'EndQuorumEpochResponse.Topics.Partitions',
    606: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    622: 'EndQuorumEpochResponse.ErrorCode',
    623: 'EndQuorumEpochResponse.Topics',
    624: 'EndQuorumEpochResponse.Topics',
    625: 'EndQuorumEpochResponse.Topics',
    626: 'EndQuorumEpochResponse.Topics',
    627: 'EndQuorumEpochResponse.Topics.TopicName',
    628: 'EndQuorumEpochResponse.Topics.TopicName',
    629: 'EndQuorumEpochResponse.Topics.TopicName',
    630: 'EndQuorumEpochResponse.Topics.TopicName',
    631: 'EndQuorumEpochResponse.Topics.TopicName',
    632: 'EndQuorumEpochResponse.Topics.Partitions',
    633: 'EndQuorumEpochResponse.Topics.Partitions',
    634: 'EndQuorumEpochResponse.Topics.Partitions',
    635: 'EndQuorumEpochResponse.Topics.Partitions',
    636: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    637: 'EndQuorumEpochResponse.Topics.Partitions._unknown_tags',
    638: 'EndQuorumEpochResponse.Topics.Partitions',
    641: 'EndQuorumEpochResponse.Topics.Partitions._unknown_tags',
    642: 'EndQuorumEpochResponse.Topics._unknown_tags',
    643: 'EndQuorumEpochResponse.Topics',
    646: 'EndQuorumEpochResponse.Topics._unknown_tags',
    647: 'EndQuorumEpochResponse',
    648: 'EndQuorumEpochResponse.NodeEndpoints',
    649: 'EndQuorumEpochResponse.NodeEndpoints',
    650: 'EndQuorumEpochResponse.NodeEndpoints',
    651: 'EndQuorumEpochResponse.NodeEndpoints',
    652: 'EndQuorumEpochResponse.NodeEndpoints',
    653: 'EndQuorumEpochResponse.NodeEndpoints',
    654: 'EndQuorumEpochResponse.NodeEndpoints.NodeId',
    655: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    656: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    657: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    658: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    659: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    660: 'EndQuorumEpochResponse.NodeEndpoints.Port',
    661: 'EndQuorumEpochResponse.NodeEndpoints._unknown_tags',
    662: 'EndQuorumEpochResponse.NodeEndpoints',
    665: 'EndQuorumEpochResponse.NodeEndpoints._unknown_tags',
    666: 'EndQuorumEpochResponse.NodeEndpoints',
    667: 'EndQuorumEpochResponse._unknown_tags',
    674: 'EndQuorumEpochResponse.ErrorCode',
    676: 'EndQuorumEpochResponse.Topics',
    680: 'EndQuorumEpochResponse.Topics',
    685: 'EndQuorumEpochResponse.Topics.TopicName',
    690: 'EndQuorumEpochResponse.Topics.TopicName',
    693: 'EndQuorumEpochResponse.Topics.TopicName',
    694: 'EndQuorumEpochResponse.Topics.Partitions',
    698: 'EndQuorumEpochResponse.Topics.Partitions',
    703: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    705: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    709: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    714: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    715: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    726: 'EndQuorumEpochResponse.Topics._tagged_fields',
    730: 'EndQuorumEpochResponse.Topics._tagged_fields',
    735: 'EndQuorumEpochResponse.Topics._tagged_fields',
    736: 'EndQuorumEpochResponse.Topics._tagged_fields',
    748: 'EndQuorumEpochResponse._tagged_fields',
    752: 'EndQuorumEpochResponse._tagged_fields',
    757: 'EndQuorumEpochResponse._tagged_fields',
    758: 'EndQuorumEpochResponse._tagged_fields',
    763: 'EndQuorumEpochResponse.NodeEndpoints',
    767: 'EndQuorumEpochResponse.NodeEndpoints',
    772: 'EndQuorumEpochResponse.NodeEndpoints.NodeId',
    774: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    779: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    782: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    783: 'EndQuorumEpochResponse.NodeEndpoints.Port',
    785: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
    789: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
    794: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
    795: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
}
