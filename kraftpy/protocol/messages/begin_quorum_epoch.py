# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/BeginQuorumEpochRequest.json, schemas/messages/BeginQuorumEpochResponse.json.
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

__all__ = ['BeginQuorumEpochRequest', 'BeginQuorumEpochResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iUii = Struct('>i16sii')
_S_ihii = Struct('>ihii')
_S_ii = Struct('>ii')
_S_iii = Struct('>iii')


class BeginQuorumEpochRequest(_Message):
    __slots__ = ('cluster_id', 'voter_id', 'topics', 'leader_endpoints', '_unknown_tags')
    NAME = 'BeginQuorumEpochRequest'
    TYPE = 'request'
    API_KEY = 53
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    def __init__(self, *, cluster_id=None, voter_id=-1, topics=_EMPTY, leader_endpoints=_EMPTY, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.topics = [] if topics is _EMPTY else topics
        self.leader_endpoints = [] if leader_endpoints is _EMPTY else leader_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'BeginQuorumEpochRequest.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'voter_directory_id', 'leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'BeginQuorumEpochRequest.PartitionData'

        def __init__(self, *, partition_index=0, voter_directory_id=_ZERO_UUID, leader_id=0, leader_epoch=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.voter_directory_id = voter_directory_id
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class LeaderEndpoint(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'BeginQuorumEpochRequest.LeaderEndpoint'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_BeginQuorumEpochRequest_TopicData = BeginQuorumEpochRequest.TopicData
_C_BeginQuorumEpochRequest_PartitionData = BeginQuorumEpochRequest.PartitionData
_C_BeginQuorumEpochRequest_LeaderEndpoint = BeginQuorumEpochRequest.LeaderEndpoint
BeginQuorumEpochRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('VoterId', 'voter_id', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochRequest_TopicData),
    _FI('LeaderEndpoints', 'leader_endpoints', '[]LeaderEndpoint', (1, 32767), (1, 0), (1, 0), None, (), True, _C_BeginQuorumEpochRequest_LeaderEndpoint),
)
_C_BeginQuorumEpochRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochRequest_PartitionData),
)
_C_BeginQuorumEpochRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_BeginQuorumEpochRequest_LeaderEndpoint.FIELDS = (
    _FI('Name', 'name', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_BeginQuorumEpochRequest_TopicData = _C_BeginQuorumEpochRequest_TopicData()
_DEF_BeginQuorumEpochRequest_PartitionData = _C_BeginQuorumEpochRequest_PartitionData()
_DEF_BeginQuorumEpochRequest_LeaderEndpoint = _C_BeginQuorumEpochRequest_LeaderEndpoint()


def _enc_BeginQuorumEpochRequest_v0(o):
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
            a(_S_i.pack(e10.partition_index))
            a(_S_ii.pack(e10.leader_id, e10.leader_epoch))
    return b''.join(parts)


def _dec_BeginQuorumEpochRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(BeginQuorumEpochRequest)
    n11, = _S_h.unpack_from(buf, pos)
    if n11 >= 0:
        x12 = pos + 2 + n11
        if x12 > blen:
            raise _bad_length(n11, 'BeginQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x12], 'utf-8')
        pos = x12
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'BeginQuorumEpochRequest.ClusterId')
    n13, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochRequest.Topics')
    l14 = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_BeginQuorumEpochRequest_TopicData)
        n17, = _S_h.unpack_from(buf, pos)
        if n17 >= 0:
            x18 = pos + 2 + n17
            if x18 > blen:
                raise _bad_length(n17, 'BeginQuorumEpochRequest.Topics.TopicName', pos)
            t16.topic_name = str(buf[pos + 2:x18], 'utf-8')
            pos = x18
        else:
            t16.topic_name, pos = _read_string(buf, pos, False, False, 'BeginQuorumEpochRequest.Topics.TopicName')
        n19, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochRequest.Topics.Partitions')
        l20 = []
        ap21 = l20.append
        for _ in range(n19):
            t22 = _new(_C_BeginQuorumEpochRequest_PartitionData)
            t22.partition_index, t22.leader_id, t22.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            t22.voter_directory_id = _ZERO_UUID
            t22._unknown_tags = None
            ap21(t22)
        t16.partitions = l20
        t16._unknown_tags = None
        ap15(t16)
    o.topics = l14
    o.voter_id = -1
    o.leader_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_BeginQuorumEpochRequest_v1(o):
    parts = []
    a = parts.append
    s23 = o.cluster_id
    if s23 is None:
        a(_H0)
    else:
        b24 = s23.encode()
        n25 = len(b24) + 1
        a(_UV[n25] if n25 < 128 else _uv(n25))
        a(b24)
    a(_S_i.pack(o.voter_id))
    l26 = o.topics
    n27 = len(l26) + 1
    a(_UV[n27] if n27 < 128 else _uv(n27))
    for e28 in l26:
        s29 = e28.topic_name
        b30 = s29.encode()
        n31 = len(b30) + 1
        a(_UV[n31] if n31 < 128 else _uv(n31))
        a(b30)
        l32 = e28.partitions
        n33 = len(l32) + 1
        a(_UV[n33] if n33 < 128 else _uv(n33))
        for e34 in l32:
            a(_S_iUii.pack(e34.partition_index, e34.voter_directory_id.bytes, e34.leader_id, e34.leader_epoch))
            u35 = e34._unknown_tags
            if u35 is None:
                a(_H0)
            else:
                _write_tags(a, None, u35)
        u36 = e28._unknown_tags
        if u36 is None:
            a(_H0)
        else:
            _write_tags(a, None, u36)
    l37 = o.leader_endpoints
    n38 = len(l37) + 1
    a(_UV[n38] if n38 < 128 else _uv(n38))
    for e39 in l37:
        s40 = e39.name
        b41 = s40.encode()
        n42 = len(b41) + 1
        a(_UV[n42] if n42 < 128 else _uv(n42))
        a(b41)
        s43 = e39.host
        b44 = s43.encode()
        n45 = len(b44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        a(b44)
        a(_S_H.pack(e39.port))
        u46 = e39._unknown_tags
        if u46 is None:
            a(_H0)
        else:
            _write_tags(a, None, u46)
    u47 = o._unknown_tags
    if u47 is None:
        a(_H0)
    else:
        _write_tags(a, None, u47)
    return b''.join(parts)


def _dec_BeginQuorumEpochRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(BeginQuorumEpochRequest)
    n48 = buf[pos] - 1
    if 0 <= n48 < 127:
        x49 = pos + 1 + n48
        if x49 > blen:
            raise _bad_length(n48, 'BeginQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x49], 'utf-8')
        pos = x49
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'BeginQuorumEpochRequest.ClusterId')
    o.voter_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n50 = buf[pos] - 1
    if 0 <= n50 < 127:
        pos += 1
    else:
        n50, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochRequest.Topics')
    l51 = []
    ap52 = l51.append
    for _ in range(n50):
        t53 = _new(_C_BeginQuorumEpochRequest_TopicData)
        n54 = buf[pos] - 1
        if 0 <= n54 < 127:
            x55 = pos + 1 + n54
            if x55 > blen:
                raise _bad_length(n54, 'BeginQuorumEpochRequest.Topics.TopicName', pos)
            t53.topic_name = str(buf[pos + 1:x55], 'utf-8')
            pos = x55
        else:
            t53.topic_name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochRequest.Topics.TopicName')
        n56 = buf[pos] - 1
        if 0 <= n56 < 127:
            pos += 1
        else:
            n56, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochRequest.Topics.Partitions')
        l57 = []
        ap58 = l57.append
        for _ in range(n56):
            t59 = _new(_C_BeginQuorumEpochRequest_PartitionData)
            t59.partition_index, u60, t59.leader_id, t59.leader_epoch = _S_iUii.unpack_from(buf, pos)
            pos += 28
            t59.voter_directory_id = _uuid_from(u60)
            if buf[pos] == 0:
                pos += 1
                t59._unknown_tags = None
            else:
                nt61, pos = _ruv(buf, pos)
                if nt61 * 2 > blen - pos:
                    raise _array_too_long(nt61, 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                uk62 = None
                for _ in range(nt61):
                    tg63, pos = _ruv(buf, pos)
                    sz64, pos = _ruv(buf, pos)
                    x65 = pos + sz64
                    if x65 > blen:
                        raise _bad_length(sz64, 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                    if uk62 is None:
                        uk62 = []
                    uk62.append((tg63, bytes(buf[pos:x65])))
                    pos = x65
                t59._unknown_tags = uk62
            ap58(t59)
        t53.partitions = l57
        if buf[pos] == 0:
            pos += 1
            t53._unknown_tags = None
        else:
            nt66, pos = _ruv(buf, pos)
            if nt66 * 2 > blen - pos:
                raise _array_too_long(nt66, 'BeginQuorumEpochRequest.Topics._tagged_fields', pos)
            uk67 = None
            for _ in range(nt66):
                tg68, pos = _ruv(buf, pos)
                sz69, pos = _ruv(buf, pos)
                x70 = pos + sz69
                if x70 > blen:
                    raise _bad_length(sz69, 'BeginQuorumEpochRequest.Topics._tagged_fields', pos)
                if uk67 is None:
                    uk67 = []
                uk67.append((tg68, bytes(buf[pos:x70])))
                pos = x70
            t53._unknown_tags = uk67
        ap52(t53)
    o.topics = l51
    n71 = buf[pos] - 1
    if 0 <= n71 < 127:
        pos += 1
    else:
        n71, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochRequest.LeaderEndpoints')
    l72 = []
    ap73 = l72.append
    for _ in range(n71):
        t74 = _new(_C_BeginQuorumEpochRequest_LeaderEndpoint)
        n75 = buf[pos] - 1
        if 0 <= n75 < 127:
            x76 = pos + 1 + n75
            if x76 > blen:
                raise _bad_length(n75, 'BeginQuorumEpochRequest.LeaderEndpoints.Name', pos)
            t74.name = str(buf[pos + 1:x76], 'utf-8')
            pos = x76
        else:
            t74.name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochRequest.LeaderEndpoints.Name')
        n77 = buf[pos] - 1
        if 0 <= n77 < 127:
            x78 = pos + 1 + n77
            if x78 > blen:
                raise _bad_length(n77, 'BeginQuorumEpochRequest.LeaderEndpoints.Host', pos)
            t74.host = str(buf[pos + 1:x78], 'utf-8')
            pos = x78
        else:
            t74.host, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochRequest.LeaderEndpoints.Host')
        t74.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t74._unknown_tags = None
        else:
            nt79, pos = _ruv(buf, pos)
            if nt79 * 2 > blen - pos:
                raise _array_too_long(nt79, 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
            uk80 = None
            for _ in range(nt79):
                tg81, pos = _ruv(buf, pos)
                sz82, pos = _ruv(buf, pos)
                x83 = pos + sz82
                if x83 > blen:
                    raise _bad_length(sz82, 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
                if uk80 is None:
                    uk80 = []
                uk80.append((tg81, bytes(buf[pos:x83])))
                pos = x83
            t74._unknown_tags = uk80
        ap73(t74)
    o.leader_endpoints = l72
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt84, pos = _ruv(buf, pos)
        if nt84 * 2 > blen - pos:
            raise _array_too_long(nt84, 'BeginQuorumEpochRequest._tagged_fields', pos)
        uk85 = None
        for _ in range(nt84):
            tg86, pos = _ruv(buf, pos)
            sz87, pos = _ruv(buf, pos)
            x88 = pos + sz87
            if x88 > blen:
                raise _bad_length(sz87, 'BeginQuorumEpochRequest._tagged_fields', pos)
            if uk85 is None:
                uk85 = []
            uk85.append((tg86, bytes(buf[pos:x88])))
            pos = x88
        o._unknown_tags = uk85
    return o, pos


BeginQuorumEpochRequest._ENC = {0: _enc_BeginQuorumEpochRequest_v0, 1: _enc_BeginQuorumEpochRequest_v1}
BeginQuorumEpochRequest._DEC = {0: _dec_BeginQuorumEpochRequest_v0, 1: _dec_BeginQuorumEpochRequest_v1}


class BeginQuorumEpochResponse(_Message):
    __slots__ = ('error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'BeginQuorumEpochResponse'
    TYPE = 'response'
    API_KEY = 53
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    def __init__(self, *, error_code=0, topics=_EMPTY, node_endpoints=_EMPTY, _unknown_tags=None):
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'BeginQuorumEpochResponse.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'BeginQuorumEpochResponse.PartitionData'

        def __init__(self, *, partition_index=0, error_code=0, leader_id=0, leader_epoch=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.error_code = error_code
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'BeginQuorumEpochResponse.NodeEndpoint'

        def __init__(self, *, node_id=0, host='', port=0, _unknown_tags=None):
            self.node_id = node_id
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_BeginQuorumEpochResponse_TopicData = BeginQuorumEpochResponse.TopicData
_C_BeginQuorumEpochResponse_PartitionData = BeginQuorumEpochResponse.PartitionData
_C_BeginQuorumEpochResponse_NodeEndpoint = BeginQuorumEpochResponse.NodeEndpoint
BeginQuorumEpochResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochResponse_TopicData),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_BeginQuorumEpochResponse_NodeEndpoint),
)
_C_BeginQuorumEpochResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochResponse_PartitionData),
)
_C_BeginQuorumEpochResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_BeginQuorumEpochResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_BeginQuorumEpochResponse_TopicData = _C_BeginQuorumEpochResponse_TopicData()
_DEF_BeginQuorumEpochResponse_PartitionData = _C_BeginQuorumEpochResponse_PartitionData()
_DEF_BeginQuorumEpochResponse_NodeEndpoint = _C_BeginQuorumEpochResponse_NodeEndpoint()


def _enc_BeginQuorumEpochResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l89 = o.topics
    a(_S_i.pack(len(l89)))
    for e90 in l89:
        s91 = e90.topic_name
        b92 = s91.encode()
        a(_S_h.pack(len(b92)))
        a(b92)
        l94 = e90.partitions
        a(_S_i.pack(len(l94)))
        for e95 in l94:
            a(_S_ihii.pack(e95.partition_index, e95.error_code, e95.leader_id, e95.leader_epoch))
    if o.node_endpoints:
        raise _unsupported_field('BeginQuorumEpochResponse', 'NodeEndpoints', 0)
    return b''.join(parts)


def _dec_BeginQuorumEpochResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(BeginQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochResponse.Topics')
    l97 = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_BeginQuorumEpochResponse_TopicData)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'BeginQuorumEpochResponse.Topics.TopicName', pos)
            t99.topic_name = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.topic_name, pos = _read_string(buf, pos, False, False, 'BeginQuorumEpochResponse.Topics.TopicName')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochResponse.Topics.Partitions')
        l103 = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_BeginQuorumEpochResponse_PartitionData)
            t105.partition_index, t105.error_code, t105.leader_id, t105.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            t105._unknown_tags = None
            ap104(t105)
        t99.partitions = l103
        t99._unknown_tags = None
        ap98(t99)
    o.topics = l97
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_BeginQuorumEpochResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l106 = o.topics
    n107 = len(l106) + 1
    a(_UV[n107] if n107 < 128 else _uv(n107))
    for e108 in l106:
        s109 = e108.topic_name
        b110 = s109.encode()
        n111 = len(b110) + 1
        a(_UV[n111] if n111 < 128 else _uv(n111))
        a(b110)
        l112 = e108.partitions
        n113 = len(l112) + 1
        a(_UV[n113] if n113 < 128 else _uv(n113))
        for e114 in l112:
            a(_S_ihii.pack(e114.partition_index, e114.error_code, e114.leader_id, e114.leader_epoch))
            u115 = e114._unknown_tags
            if u115 is None:
                a(_H0)
            else:
                _write_tags(a, None, u115)
        u116 = e108._unknown_tags
        if u116 is None:
            a(_H0)
        else:
            _write_tags(a, None, u116)
    k117 = []
    if o.node_endpoints:
        p118 = []
        l119 = o.node_endpoints
        n120 = len(l119) + 1
        p118.append(_UV[n120] if n120 < 128 else _uv(n120))
        for e121 in l119:
            p118.append(_S_i.pack(e121.node_id))
            s122 = e121.host
            b123 = s122.encode()
            n124 = len(b123) + 1
            p118.append(_UV[n124] if n124 < 128 else _uv(n124))
            p118.append(b123)
            p118.append(_S_H.pack(e121.port))
            u125 = e121._unknown_tags
            if u125 is None:
                p118.append(_H0)
            else:
                _write_tags(p118.append, None, u125)
        k117.append((0, b''.join(p118)))
    _write_tags(a, k117, o._unknown_tags)
    return b''.join(parts)


def _dec_BeginQuorumEpochResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(BeginQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n126 = buf[pos] - 1
    if 0 <= n126 < 127:
        pos += 1
    else:
        n126, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.Topics')
    l127 = []
    ap128 = l127.append
    for _ in range(n126):
        t129 = _new(_C_BeginQuorumEpochResponse_TopicData)
        n130 = buf[pos] - 1
        if 0 <= n130 < 127:
            x131 = pos + 1 + n130
            if x131 > blen:
                raise _bad_length(n130, 'BeginQuorumEpochResponse.Topics.TopicName', pos)
            t129.topic_name = str(buf[pos + 1:x131], 'utf-8')
            pos = x131
        else:
            t129.topic_name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochResponse.Topics.TopicName')
        n132 = buf[pos] - 1
        if 0 <= n132 < 127:
            pos += 1
        else:
            n132, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.Topics.Partitions')
        l133 = []
        ap134 = l133.append
        for _ in range(n132):
            t135 = _new(_C_BeginQuorumEpochResponse_PartitionData)
            t135.partition_index, t135.error_code, t135.leader_id, t135.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t135._unknown_tags = None
            else:
                nt136, pos = _ruv(buf, pos)
                if nt136 * 2 > blen - pos:
                    raise _array_too_long(nt136, 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                uk137 = None
                for _ in range(nt136):
                    tg138, pos = _ruv(buf, pos)
                    sz139, pos = _ruv(buf, pos)
                    x140 = pos + sz139
                    if x140 > blen:
                        raise _bad_length(sz139, 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                    if uk137 is None:
                        uk137 = []
                    uk137.append((tg138, bytes(buf[pos:x140])))
                    pos = x140
                t135._unknown_tags = uk137
            ap134(t135)
        t129.partitions = l133
        if buf[pos] == 0:
            pos += 1
            t129._unknown_tags = None
        else:
            nt141, pos = _ruv(buf, pos)
            if nt141 * 2 > blen - pos:
                raise _array_too_long(nt141, 'BeginQuorumEpochResponse.Topics._tagged_fields', pos)
            uk142 = None
            for _ in range(nt141):
                tg143, pos = _ruv(buf, pos)
                sz144, pos = _ruv(buf, pos)
                x145 = pos + sz144
                if x145 > blen:
                    raise _bad_length(sz144, 'BeginQuorumEpochResponse.Topics._tagged_fields', pos)
                if uk142 is None:
                    uk142 = []
                uk142.append((tg143, bytes(buf[pos:x145])))
                pos = x145
            t129._unknown_tags = uk142
        ap128(t129)
    o.topics = l127
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt146, pos = _ruv(buf, pos)
        if nt146 * 2 > blen - pos:
            raise _array_too_long(nt146, 'BeginQuorumEpochResponse._tagged_fields', pos)
        uk147 = None
        for _ in range(nt146):
            tg148, pos = _ruv(buf, pos)
            sz149, pos = _ruv(buf, pos)
            x150 = pos + sz149
            if x150 > blen:
                raise _bad_length(sz149, 'BeginQuorumEpochResponse._tagged_fields', pos)
            if tg148 == 0:
                n151 = buf[pos] - 1
                if 0 <= n151 < 127:
                    pos += 1
                else:
                    n151, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.NodeEndpoints')
                l152 = []
                ap153 = l152.append
                for _ in range(n151):
                    t154 = _new(_C_BeginQuorumEpochResponse_NodeEndpoint)
                    t154.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n155 = buf[pos] - 1
                    if 0 <= n155 < 127:
                        x156 = pos + 1 + n155
                        if x156 > blen:
                            raise _bad_length(n155, 'BeginQuorumEpochResponse.NodeEndpoints.Host', pos)
                        t154.host = str(buf[pos + 1:x156], 'utf-8')
                        pos = x156
                    else:
                        t154.host, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochResponse.NodeEndpoints.Host')
                    t154.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t154._unknown_tags = None
                    else:
                        nt157, pos = _ruv(buf, pos)
                        if nt157 * 2 > blen - pos:
                            raise _array_too_long(nt157, 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                        uk158 = None
                        for _ in range(nt157):
                            tg159, pos = _ruv(buf, pos)
                            sz160, pos = _ruv(buf, pos)
                            x161 = pos + sz160
                            if x161 > blen:
                                raise _bad_length(sz160, 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                            if uk158 is None:
                                uk158 = []
                            uk158.append((tg159, bytes(buf[pos:x161])))
                            pos = x161
                        t154._unknown_tags = uk158
                    ap153(t154)
                o.node_endpoints = l152
                if pos != x150:
                    raise _tag_size_mismatch(tg148, 'BeginQuorumEpochResponse.NodeEndpoints', pos)
            else:
                if uk147 is None:
                    uk147 = []
                uk147.append((tg148, bytes(buf[pos:x150])))
                pos = x150
        o._unknown_tags = uk147
    return o, pos


BeginQuorumEpochResponse._ENC = {0: _enc_BeginQuorumEpochResponse_v0, 1: _enc_BeginQuorumEpochResponse_v1}
BeginQuorumEpochResponse._DEC = {0: _dec_BeginQuorumEpochResponse_v0, 1: _dec_BeginQuorumEpochResponse_v1}


_LINES = {
    128: 'BeginQuorumEpochRequest.ClusterId',
    129: 'BeginQuorumEpochRequest.ClusterId',
    130: 'BeginQuorumEpochRequest.ClusterId',
    131: 'BeginQuorumEpochRequest.ClusterId',
    132: 'BeginQuorumEpochRequest.ClusterId',
    133: 'BeginQuorumEpochRequest.ClusterId',
    134: 'BeginQuorumEpochRequest.ClusterId',
    135: 'BeginQuorumEpochRequest.Topics',
    136: 'BeginQuorumEpochRequest.Topics',
    137: 'BeginQuorumEpochRequest.Topics',
    138: 'BeginQuorumEpochRequest.Topics.TopicName',
    139: 'BeginQuorumEpochRequest.Topics.TopicName',
    140: 'BeginQuorumEpochRequest.Topics.TopicName',
    141: 'BeginQuorumEpochRequest.Topics.TopicName',
    142: 'BeginQuorumEpochRequest.Topics.Partitions',
    143: 'BeginQuorumEpochRequest.Topics.Partitions',
    144: 'BeginQuorumEpochRequest.Topics.Partitions',
    145: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex',
    146: 'BeginQuorumEpochRequest.Topics.Partitions.LeaderId,LeaderEpoch',
    153: 'BeginQuorumEpochRequest.ClusterId',
    158: 'BeginQuorumEpochRequest.ClusterId',
    161: 'BeginQuorumEpochRequest.ClusterId',
    162: 'BeginQuorumEpochRequest.Topics',
    167: 'BeginQuorumEpochRequest.Topics.TopicName',
    172: 'BeginQuorumEpochRequest.Topics.TopicName',
    175: 'BeginQuorumEpochRequest.Topics.TopicName',
    176: 'BeginQuorumEpochRequest.Topics.Partitions',
    181: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    199: 'BeginQuorumEpochRequest.ClusterId',
    200: 'BeginQuorumEpochRequest.ClusterId',
    201: 'BeginQuorumEpochRequest.ClusterId',
    202: 'BeginQuorumEpochRequest.ClusterId',
    203: 'BeginQuorumEpochRequest.ClusterId',
    204: 'BeginQuorumEpochRequest.ClusterId',
    205: 'BeginQuorumEpochRequest.ClusterId',
    206: 'BeginQuorumEpochRequest.ClusterId',
    207: 'BeginQuorumEpochRequest.VoterId',
    208: 'BeginQuorumEpochRequest.Topics',
    209: 'BeginQuorumEpochRequest.Topics',
    210: 'BeginQuorumEpochRequest.Topics',
    211: 'BeginQuorumEpochRequest.Topics',
    212: 'BeginQuorumEpochRequest.Topics.TopicName',
    213: 'BeginQuorumEpochRequest.Topics.TopicName',
    214: 'BeginQuorumEpochRequest.Topics.TopicName',
    215: 'BeginQuorumEpochRequest.Topics.TopicName',
    216: 'BeginQuorumEpochRequest.Topics.TopicName',
    217: 'BeginQuorumEpochRequest.Topics.Partitions',
    218: 'BeginQuorumEpochRequest.Topics.Partitions',
    219: 'BeginQuorumEpochRequest.Topics.Partitions',
    220: 'BeginQuorumEpochRequest.Topics.Partitions',
    221: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,VoterDirectoryId,LeaderId,LeaderEpoch',
    222: 'BeginQuorumEpochRequest.Topics.Partitions._unknown_tags',
    223: 'BeginQuorumEpochRequest.Topics.Partitions',
    226: 'BeginQuorumEpochRequest.Topics.Partitions._unknown_tags',
    227: 'BeginQuorumEpochRequest.Topics._unknown_tags',
    228: 'BeginQuorumEpochRequest.Topics',
    231: 'BeginQuorumEpochRequest.Topics._unknown_tags',
    232: 'BeginQuorumEpochRequest.LeaderEndpoints',
    233: 'BeginQuorumEpochRequest.LeaderEndpoints',
    234: 'BeginQuorumEpochRequest.LeaderEndpoints',
    235: 'BeginQuorumEpochRequest.LeaderEndpoints',
    236: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    237: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    238: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    239: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    240: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    241: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    242: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    243: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    244: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    245: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    246: 'BeginQuorumEpochRequest.LeaderEndpoints.Port',
    247: 'BeginQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    248: 'BeginQuorumEpochRequest.LeaderEndpoints',
    251: 'BeginQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    252: 'BeginQuorumEpochRequest._unknown_tags',
    253: 'BeginQuorumEpochRequest',
    256: 'BeginQuorumEpochRequest._unknown_tags',
    263: 'BeginQuorumEpochRequest.ClusterId',
    268: 'BeginQuorumEpochRequest.ClusterId',
    271: 'BeginQuorumEpochRequest.ClusterId',
    272: 'BeginQuorumEpochRequest.VoterId',
    274: 'BeginQuorumEpochRequest.Topics',
    278: 'BeginQuorumEpochRequest.Topics',
    283: 'BeginQuorumEpochRequest.Topics.TopicName',
    288: 'BeginQuorumEpochRequest.Topics.TopicName',
    291: 'BeginQuorumEpochRequest.Topics.TopicName',
    292: 'BeginQuorumEpochRequest.Topics.Partitions',
    296: 'BeginQuorumEpochRequest.Topics.Partitions',
    301: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,VoterDirectoryId,LeaderId,LeaderEpoch',
    304: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    308: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    313: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    314: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    325: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    329: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    334: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    335: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    346: 'BeginQuorumEpochRequest.LeaderEndpoints',
    350: 'BeginQuorumEpochRequest.LeaderEndpoints',
    355: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    360: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    363: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    364: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    369: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    372: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    373: 'BeginQuorumEpochRequest.LeaderEndpoints.Port',
    375: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    379: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    384: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    385: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    396: 'BeginQuorumEpochRequest._tagged_fields',
    400: 'BeginQuorumEpochRequest._tagged_fields',
    405: 'BeginQuorumEpochRequest._tagged_fields',
    406: 'BeginQuorumEpochRequest._tagged_fields',
    498: 'BeginQuorumEpochResponse.ErrorCode',
    499: 'BeginQuorumEpochResponse.Topics',
    500: 'BeginQuorumEpochResponse.Topics',
    501: 'BeginQuorumEpochResponse.Topics',
    502: 'BeginQuorumEpochResponse.Topics.TopicName',
    503: 'BeginQuorumEpochResponse.Topics.TopicName',
    504: 'BeginQuorumEpochResponse.Topics.TopicName',
    505: 'BeginQuorumEpochResponse.Topics.TopicName',
    506: 'BeginQuorumEpochResponse.Topics.Partitions',
    507: 'BeginQuorumEpochResponse.Topics.Partitions',
    508: 'BeginQuorumEpochResponse.Topics.Partitions',
    509: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    510: 'BeginQuorumEpochResponse.NodeEndpoints',
    518: 'BeginQuorumEpochResponse.ErrorCode',
    520: 'BeginQuorumEpochResponse.Topics',
    525: 'BeginQuorumEpochResponse.Topics.TopicName',
    530: 'BeginQuorumEpochResponse.Topics.TopicName',
    533: 'BeginQuorumEpochResponse.Topics.TopicName',
    534: 'BeginQuorumEpochResponse.Topics.Partitions',
    539: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    555: 'BeginQuorumEpochResponse.ErrorCode',
    556: 'BeginQuorumEpochResponse.Topics',
    557: 'BeginQuorumEpochResponse.Topics',
    558: 'BeginQuorumEpochResponse.Topics',
    559: 'BeginQuorumEpochResponse.Topics',
    560: 'BeginQuorumEpochResponse.Topics.TopicName',
    561: 'BeginQuorumEpochResponse.Topics.TopicName',
    562: 'BeginQuorumEpochResponse.Topics.TopicName',
    563: 'BeginQuorumEpochResponse.Topics.TopicName',
    564: 'BeginQuorumEpochResponse.Topics.TopicName',
    565: 'BeginQuorumEpochResponse.Topics.Partitions',
    566: 'BeginQuorumEpochResponse.Topics.Partitions',
    567: 'BeginQuorumEpochResponse.Topics.Partitions',
    568: 'BeginQuorumEpochResponse.Topics.Partitions',
    569: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    570: 'BeginQuorumEpochResponse.Topics.Partitions._unknown_tags',
    571: 'BeginQuorumEpochResponse.Topics.Partitions',
    574: 'BeginQuorumEpochResponse.Topics.Partitions._unknown_tags',
    575: 'BeginQuorumEpochResponse.Topics._unknown_tags',
    576: 'BeginQuorumEpochResponse.Topics',
    579: 'BeginQuorumEpochResponse.Topics._unknown_tags',
    580: 'BeginQuorumEpochResponse',
    581: 'BeginQuorumEpochResponse.NodeEndpoints',
    582: 'BeginQuorumEpochResponse.NodeEndpoints',
    583: 'BeginQuorumEpochResponse.NodeEndpoints',
    584: 'BeginQuorumEpochResponse.NodeEndpoints',
    585: 'BeginQuorumEpochResponse.NodeEndpoints',
    586: 'BeginQuorumEpochResponse.NodeEndpoints',
    587: 'BeginQuorumEpochResponse.NodeEndpoints.NodeId',
    588: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    589: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    590: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    591: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    592: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    593: 'BeginQuorumEpochResponse.NodeEndpoints.Port',
    594: 'BeginQuorumEpochResponse.NodeEndpoints._unknown_tags',
    595: 'BeginQuorumEpochResponse.NodeEndpoints',
    598: 'BeginQuorumEpochResponse.NodeEndpoints._unknown_tags',
    599: 'BeginQuorumEpochResponse.NodeEndpoints',
    600: 'BeginQuorumEpochResponse._unknown_tags',
    607: 'BeginQuorumEpochResponse.ErrorCode',
    609: 'BeginQuorumEpochResponse.Topics',
    613: 'BeginQuorumEpochResponse.Topics',
    618: 'BeginQuorumEpochResponse.Topics.TopicName',
    623: 'BeginQuorumEpochResponse.Topics.TopicName',
    626: 'BeginQuorumEpochResponse.Topics.TopicName',
    627: 'BeginQuorumEpochResponse.Topics.Partitions',
    631: 'BeginQuorumEpochResponse.Topics.Partitions',
    636: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    638: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    642: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    647: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    648: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    659: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    663: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    668: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    669: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    681: 'BeginQuorumEpochResponse._tagged_fields',
    685: 'BeginQuorumEpochResponse._tagged_fields',
    690: 'BeginQuorumEpochResponse._tagged_fields',
    691: 'BeginQuorumEpochResponse._tagged_fields',
    696: 'BeginQuorumEpochResponse.NodeEndpoints',
    700: 'BeginQuorumEpochResponse.NodeEndpoints',
    705: 'BeginQuorumEpochResponse.NodeEndpoints.NodeId',
    707: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    712: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    715: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    716: 'BeginQuorumEpochResponse.NodeEndpoints.Port',
    718: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    722: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    727: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    728: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
}
