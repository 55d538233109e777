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

def _mk_BeginQuorumEpochRequest_TopicData():
    o = _new(_C_BeginQuorumEpochRequest_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochRequest_PartitionData():
    o = _new(_C_BeginQuorumEpochRequest_PartitionData)
    o.partition_index = 0
    o.voter_directory_id = _ZERO_UUID
    o.leader_id = 0
    o.leader_epoch = 0
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochRequest_LeaderEndpoint():
    o = _new(_C_BeginQuorumEpochRequest_LeaderEndpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


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

def _mk_BeginQuorumEpochResponse_TopicData():
    o = _new(_C_BeginQuorumEpochResponse_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochResponse_PartitionData():
    o = _new(_C_BeginQuorumEpochResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.leader_id = 0
    o.leader_epoch = 0
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochResponse_NodeEndpoint():
    o = _new(_C_BeginQuorumEpochResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


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
    u126 = o._unknown_tags
    if k117 or u126 is not None:
        _write_tags(a, k117, u126)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BeginQuorumEpochResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(BeginQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n127 = buf[pos] - 1
    if 0 <= n127 < 127:
        pos += 1
    else:
        n127, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.Topics')
    l128 = []
    ap129 = l128.append
    for _ in range(n127):
        t130 = _new(_C_BeginQuorumEpochResponse_TopicData)
        n131 = buf[pos] - 1
        if 0 <= n131 < 127:
            x132 = pos + 1 + n131
            if x132 > blen:
                raise _bad_length(n131, 'BeginQuorumEpochResponse.Topics.TopicName', pos)
            t130.topic_name = str(buf[pos + 1:x132], 'utf-8')
            pos = x132
        else:
            t130.topic_name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochResponse.Topics.TopicName')
        n133 = buf[pos] - 1
        if 0 <= n133 < 127:
            pos += 1
        else:
            n133, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.Topics.Partitions')
        l134 = []
        ap135 = l134.append
        for _ in range(n133):
            t136 = _new(_C_BeginQuorumEpochResponse_PartitionData)
            t136.partition_index, t136.error_code, t136.leader_id, t136.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t136._unknown_tags = None
            else:
                nt137, pos = _ruv(buf, pos)
                if nt137 * 2 > blen - pos:
                    raise _array_too_long(nt137, 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                uk138 = None
                for _ in range(nt137):
                    tg139, pos = _ruv(buf, pos)
                    sz140, pos = _ruv(buf, pos)
                    x141 = pos + sz140
                    if x141 > blen:
                        raise _bad_length(sz140, 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                    if uk138 is None:
                        uk138 = []
                    uk138.append((tg139, bytes(buf[pos:x141])))
                    pos = x141
                t136._unknown_tags = uk138
            ap135(t136)
        t130.partitions = l134
        if buf[pos] == 0:
            pos += 1
            t130._unknown_tags = None
        else:
            nt142, pos = _ruv(buf, pos)
            if nt142 * 2 > blen - pos:
                raise _array_too_long(nt142, 'BeginQuorumEpochResponse.Topics._tagged_fields', pos)
            uk143 = None
            for _ in range(nt142):
                tg144, pos = _ruv(buf, pos)
                sz145, pos = _ruv(buf, pos)
                x146 = pos + sz145
                if x146 > blen:
                    raise _bad_length(sz145, 'BeginQuorumEpochResponse.Topics._tagged_fields', pos)
                if uk143 is None:
                    uk143 = []
                uk143.append((tg144, bytes(buf[pos:x146])))
                pos = x146
            t130._unknown_tags = uk143
        ap129(t130)
    o.topics = l128
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt147, pos = _ruv(buf, pos)
        if nt147 * 2 > blen - pos:
            raise _array_too_long(nt147, 'BeginQuorumEpochResponse._tagged_fields', pos)
        uk148 = None
        for _ in range(nt147):
            tg149, pos = _ruv(buf, pos)
            sz150, pos = _ruv(buf, pos)
            x151 = pos + sz150
            if x151 > blen:
                raise _bad_length(sz150, 'BeginQuorumEpochResponse._tagged_fields', pos)
            if tg149 == 0:
                n152 = buf[pos] - 1
                if 0 <= n152 < 127:
                    pos += 1
                else:
                    n152, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.NodeEndpoints')
                l153 = []
                ap154 = l153.append
                for _ in range(n152):
                    t155 = _new(_C_BeginQuorumEpochResponse_NodeEndpoint)
                    t155.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n156 = buf[pos] - 1
                    if 0 <= n156 < 127:
                        x157 = pos + 1 + n156
                        if x157 > blen:
                            raise _bad_length(n156, 'BeginQuorumEpochResponse.NodeEndpoints.Host', pos)
                        t155.host = str(buf[pos + 1:x157], 'utf-8')
                        pos = x157
                    else:
                        t155.host, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochResponse.NodeEndpoints.Host')
                    t155.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t155._unknown_tags = None
                    else:
                        nt158, pos = _ruv(buf, pos)
                        if nt158 * 2 > blen - pos:
                            raise _array_too_long(nt158, 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                        uk159 = None
                        for _ in range(nt158):
                            tg160, pos = _ruv(buf, pos)
                            sz161, pos = _ruv(buf, pos)
                            x162 = pos + sz161
                            if x162 > blen:
                                raise _bad_length(sz161, 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                            if uk159 is None:
                                uk159 = []
                            uk159.append((tg160, bytes(buf[pos:x162])))
                            pos = x162
                        t155._unknown_tags = uk159
                    ap154(t155)
                o.node_endpoints = l153
                if pos != x151:
                    raise _tag_size_mismatch(tg149, 'BeginQuorumEpochResponse.NodeEndpoints', pos)
            else:
                if uk148 is None:
                    uk148 = []
                uk148.append((tg149, bytes(buf[pos:x151])))
                pos = x151
        o._unknown_tags = uk148
    return o, pos


BeginQuorumEpochResponse._ENC = {0: _enc_BeginQuorumEpochResponse_v0, 1: _enc_BeginQuorumEpochResponse_v1}
BeginQuorumEpochResponse._DEC = {0: _dec_BeginQuorumEpochResponse_v0, 1: _dec_BeginQuorumEpochResponse_v1}


_LINES = {
    152: 'BeginQuorumEpochRequest.ClusterId',
    153: 'BeginQuorumEpochRequest.ClusterId',
    154: 'BeginQuorumEpochRequest.ClusterId',
    155: 'BeginQuorumEpochRequest.ClusterId',
    156: 'BeginQuorumEpochRequest.ClusterId',
    157: 'BeginQuorumEpochRequest.ClusterId',
    158: 'BeginQuorumEpochRequest.ClusterId',
    159: 'BeginQuorumEpochRequest.Topics',
    160: 'BeginQuorumEpochRequest.Topics',
    161: 'BeginQuorumEpochRequest.Topics',
    162: 'BeginQuorumEpochRequest.Topics.TopicName',
    163: 'BeginQuorumEpochRequest.Topics.TopicName',
    164: 'BeginQuorumEpochRequest.Topics.TopicName',
    165: 'BeginQuorumEpochRequest.Topics.TopicName',
    166: 'BeginQuorumEpochRequest.Topics.Partitions',
    167: 'BeginQuorumEpochRequest.Topics.Partitions',
    168: 'BeginQuorumEpochRequest.Topics.Partitions',
    169: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex',
    170: 'BeginQuorumEpochRequest.Topics.Partitions.LeaderId,LeaderEpoch',
    177: 'BeginQuorumEpochRequest.ClusterId',
    182: 'BeginQuorumEpochRequest.ClusterId',
    185: 'BeginQuorumEpochRequest.ClusterId',
    186: 'BeginQuorumEpochRequest.Topics',
    191: 'BeginQuorumEpochRequest.Topics.TopicName',
    196: 'BeginQuorumEpochRequest.Topics.TopicName',
    199: 'BeginQuorumEpochRequest.Topics.TopicName',
    200: 'BeginQuorumEpochRequest.Topics.Partitions',
    205: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    223: 'BeginQuorumEpochRequest.ClusterId',
    224: 'BeginQuorumEpochRequest.ClusterId',
    225: 'BeginQuorumEpochRequest.ClusterId',
    226: 'BeginQuorumEpochRequest.ClusterId',
    227: 'BeginQuorumEpochRequest.ClusterId',
    228: 'BeginQuorumEpochRequest.ClusterId',
    229: 'BeginQuorumEpochRequest.ClusterId',
    230: 'BeginQuorumEpochRequest.ClusterId',
    231: 'BeginQuorumEpochRequest.VoterId',
    232: 'BeginQuorumEpochRequest.Topics',
    233: 'BeginQuorumEpochRequest.Topics',
    234: 'BeginQuorumEpochRequest.Topics',
    235: 'BeginQuorumEpochRequest.Topics',
    236: 'BeginQuorumEpochRequest.Topics.TopicName',
    237: 'BeginQuorumEpochRequest.Topics.TopicName',
    238: 'BeginQuorumEpochRequest.Topics.TopicName',
    239: 'BeginQuorumEpochRequest.Topics.TopicName',
    240: 'BeginQuorumEpochRequest.Topics.TopicName',
    241: 'BeginQuorumEpochRequest.Topics.Partitions',
    242: 'BeginQuorumEpochRequest.Topics.Partitions',
    243: 'BeginQuorumEpochRequest.Topics.Partitions',
    244: 'BeginQuorumEpochRequest.Topics.Partitions',
    245: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,VoterDirectoryId,LeaderId,LeaderEpoch',
    246: 'BeginQuorumEpochRequest.Topics.Partitions._unknown_tags',
    247: 'BeginQuorumEpochRequest.Topics.Partitions',
    250: 'BeginQuorumEpochRequest.Topics.Partitions._unknown_tags',
    251: 'BeginQuorumEpochRequest.Topics._unknown_tags',
    252: 'BeginQuorumEpochRequest.Topics',
    255: 'BeginQuorumEpochRequest.Topics._unknown_tags',
    256: 'BeginQuorumEpochRequest.LeaderEndpoints',
    257: 'BeginQuorumEpochRequest.LeaderEndpoints',
    258: 'BeginQuorumEpochRequest.LeaderEndpoints',
    259: 'BeginQuorumEpochRequest.LeaderEndpoints',
    260: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    261: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    262: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    263: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    264: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    265: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    266: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    267: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    268: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    269: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    270: 'BeginQuorumEpochRequest.LeaderEndpoints.Port',
    271: 'BeginQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    272: 'BeginQuorumEpochRequest.LeaderEndpoints',
    275: 'BeginQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    276: 'BeginQuorumEpochRequest._unknown_tags',
    277: 'BeginQuorumEpochRequest',
    280: 'BeginQuorumEpochRequest._unknown_tags',
    287: 'BeginQuorumEpochRequest.ClusterId',
    292: 'BeginQuorumEpochRequest.ClusterId',
    295: 'BeginQuorumEpochRequest.ClusterId',
    296: 'BeginQuorumEpochRequest.VoterId',
    298: 'BeginQuorumEpochRequest.Topics',
    302: 'BeginQuorumEpochRequest.Topics',
    307: 'BeginQuorumEpochRequest.Topics.TopicName',
    312: 'BeginQuorumEpochRequest.Topics.TopicName',
    315: 'BeginQuorumEpochRequest.Topics.TopicName',
    316: 'BeginQuorumEpochRequest.Topics.Partitions',
    320: 'BeginQuorumEpochRequest.Topics.Partitions',
    325: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,VoterDirectoryId,LeaderId,LeaderEpoch',
    328: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    332: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    337: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    338: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    349: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    353: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    358: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    359: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    370: 'BeginQuorumEpochRequest.LeaderEndpoints',
    374: 'BeginQuorumEpochRequest.LeaderEndpoints',
    379: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    384: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    387: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    388: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    393: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    396: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    397: 'BeginQuorumEpochRequest.LeaderEndpoints.Port',
    399: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    403: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    408: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    409: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    420: 'BeginQuorumEpochRequest._tagged_fields',
    424: 'BeginQuorumEpochRequest._tagged_fields',
    429: 'BeginQuorumEpochRequest._tagged_fields',
    430: 'BeginQuorumEpochRequest._tagged_fields',
    546: 'BeginQuorumEpochResponse.ErrorCode',
    547: 'BeginQuorumEpochResponse.Topics',
    548: 'BeginQuorumEpochResponse.Topics',
    549: 'BeginQuorumEpochResponse.Topics',
    550: 'BeginQuorumEpochResponse.Topics.TopicName',
    551: 'BeginQuorumEpochResponse.Topics.TopicName',
    552: 'BeginQuorumEpochResponse.Topics.TopicName',
    553: 'BeginQuorumEpochResponse.Topics.TopicName',
    554: 'BeginQuorumEpochResponse.Topics.Partitions',
    555: 'BeginQuorumEpochResponse.Topics.Partitions',
    556: 'BeginQuorumEpochResponse.Topics.Partitions',
    557: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    558: 'BeginQuorumEpochResponse.NodeEndpoints',
    566: 'BeginQuorumEpochResponse.ErrorCode',
    568: 'BeginQuorumEpochResponse.Topics',
    573: 'BeginQuorumEpochResponse.Topics.TopicName',
    578: 'BeginQuorumEpochResponse.Topics.TopicName',
    581: 'BeginQuorumEpochResponse.Topics.TopicName',
    582: 'BeginQuorumEpochResponse.Topics.Partitions',
    587: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    603: 'BeginQuorumEpochResponse.ErrorCode',
    604: 'BeginQuorumEpochResponse.Topics',
    605: 'BeginQuorumEpochResponse.Topics',
    606: 'BeginQuorumEpochResponse.Topics',
    607: 'BeginQuorumEpochResponse.Topics',
    608: 'BeginQuorumEpochResponse.Topics.TopicName',
    609: 'BeginQuorumEpochResponse.Topics.TopicName',
    610: 'BeginQuorumEpochResponse.Topics.TopicName',
    611: 'BeginQuorumEpochResponse.Topics.TopicName',
    612: 'BeginQuorumEpochResponse.Topics.TopicName',
    613: 'BeginQuorumEpochResponse.Topics.Partitions',
    614: 'BeginQuorumEpochResponse.Topics.Partitions',
    615: 'BeginQuorumEpochResponse.Topics.Partitions',
    616: 'BeginQuorumEpochResponse.Topics.Partitions',
    617: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    618: 'BeginQuorumEpochResponse.Topics.Partitions._unknown_tags',
    619: 'BeginQuorumEpochResponse.Topics.Partitions',
    622: 'BeginQuorumEpochResponse.Topics.Partitions._unknown_tags',
    623: 'BeginQuorumEpochResponse.Topics._unknown_tags',
    624: 'BeginQuorumEpochResponse.Topics',
    627: 'BeginQuorumEpochResponse.Topics._unknown_tags',
    628: 'BeginQuorumEpochResponse',
    629: 'BeginQuorumEpochResponse.NodeEndpoints',
    630: 'BeginQuorumEpochResponse.NodeEndpoints',
    631: 'BeginQuorumEpochResponse.NodeEndpoints',
    632: 'BeginQuorumEpochResponse.NodeEndpoints',
    633: 'BeginQuorumEpochResponse.NodeEndpoints',
    634: 'BeginQuorumEpochResponse.NodeEndpoints',
    635: 'BeginQuorumEpochResponse.NodeEndpoints.NodeId',
    636: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    637: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    638: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    639: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    640: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    641: 'BeginQuorumEpochResponse.NodeEndpoints.Port',
    642: 'BeginQuorumEpochResponse.NodeEndpoints._unknown_tags',
    643: 'BeginQuorumEpochResponse.NodeEndpoints',
    646: 'BeginQuorumEpochResponse.NodeEndpoints._unknown_tags',
    647: 'BeginQuorumEpochResponse.NodeEndpoints',
    648: 'BeginQuorumEpochResponse._unknown_tags',
    650: 'BeginQuorumEpochResponse._unknown_tags',
    659: 'BeginQuorumEpochResponse.ErrorCode',
    661: 'BeginQuorumEpochResponse.Topics',
    665: 'BeginQuorumEpochResponse.Topics',
    670: 'BeginQuorumEpochResponse.Topics.TopicName',
    675: 'BeginQuorumEpochResponse.Topics.TopicName',
    678: 'BeginQuorumEpochResponse.Topics.TopicName',
    679: 'BeginQuorumEpochResponse.Topics.Partitions',
    683: 'BeginQuorumEpochResponse.Topics.Partitions',
    688: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    690: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    694: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    699: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    700: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    711: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    715: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    720: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    721: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    733: 'BeginQuorumEpochResponse._tagged_fields',
    737: 'BeginQuorumEpochResponse._tagged_fields',
    742: 'BeginQuorumEpochResponse._tagged_fields',
    743: 'BeginQuorumEpochResponse._tagged_fields',
    748: 'BeginQuorumEpochResponse.NodeEndpoints',
    752: 'BeginQuorumEpochResponse.NodeEndpoints',
    757: 'BeginQuorumEpochResponse.NodeEndpoints.NodeId',
    759: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    764: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    767: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    768: 'BeginQuorumEpochResponse.NodeEndpoints.Port',
    770: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    774: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    779: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    780: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
}
