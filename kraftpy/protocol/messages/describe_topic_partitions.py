# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeTopicPartitionsRequest.json, schemas/messages/DescribeTopicPartitionsResponse.json.
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
    __slots__ = ('topics', 'response_partition_limit', 'cursor', '_unknown_tags')
    NAME = 'DescribeTopicPartitionsRequest'
    TYPE = 'request'
    API_KEY = 75
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, topics=_EMPTY, response_partition_limit=2000, cursor=None, _unknown_tags=None):
        self.topics = [] if topics is _EMPTY else topics
        self.response_partition_limit = response_partition_limit
        self.cursor = cursor
        self._unknown_tags = _unknown_tags

    class TopicRequest(_Message):
        __slots__ = ('name', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsRequest.TopicRequest'

        def __init__(self, *, name='', _unknown_tags=None):
            self.name = name
            self._unknown_tags = _unknown_tags

    class Cursor(_Message):
        __slots__ = ('topic_name', 'partition_index', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsRequest.Cursor'

        def __init__(self, *, topic_name='', partition_index=0, _unknown_tags=None):
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

def _mk_DescribeTopicPartitionsRequest_TopicRequest():
    o = _new(_C_DescribeTopicPartitionsRequest_TopicRequest)
    o.name = ''
    o._unknown_tags = None
    return o

def _mk_DescribeTopicPartitionsRequest_Cursor():
    o = _new(_C_DescribeTopicPartitionsRequest_Cursor)
    o.topic_name = ''
    o.partition_index = 0
    o._unknown_tags = None
    return o


def _enc_DescribeTopicPartitionsRequest_v0(o):
    parts = []
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


def _dec_DescribeTopicPartitionsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeTopicPartitionsRequest)
    n14 = buf[pos] - 1
    if 0 <= n14 < 127:
        pos += 1
    else:
        n14, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsRequest.Topics')
    l15 = []
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
            uk21 = None
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
            uk29 = None
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
        uk34 = None
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
    __slots__ = ('throttle_time_ms', 'topics', 'next_cursor', '_unknown_tags')
    NAME = 'DescribeTopicPartitionsResponse'
    TYPE = 'response'
    API_KEY = 75
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, throttle_time_ms=0, topics=_EMPTY, next_cursor=None, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self.next_cursor = next_cursor
        self._unknown_tags = _unknown_tags

    class DescribeTopicPartitionsResponseTopic(_Message):
        __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic'

        def __init__(self, *, error_code=0, name='', topic_id=_ZERO_UUID, is_internal=False, partitions=_EMPTY, topic_authorized_operations=-2147483648, _unknown_tags=None):
            self.error_code = error_code
            self.name = name
            self.topic_id = topic_id
            self.is_internal = is_internal
            self.partitions = [] if partitions is _EMPTY else partitions
            self.topic_authorized_operations = topic_authorized_operations
            self._unknown_tags = _unknown_tags

    class DescribeTopicPartitionsResponsePartition(_Message):
        __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas', 'last_known_leader', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponsePartition'

        def __init__(self, *, error_code=0, partition_index=0, leader_id=0, leader_epoch=-1, replica_nodes=_EMPTY, isr_nodes=_EMPTY, eligible_leader_replicas=None, last_known_elr=None, offline_replicas=_EMPTY, last_known_leader=-1, _unknown_tags=None):
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
        __slots__ = ('topic_name', 'partition_index', '_unknown_tags')
        NAME = 'DescribeTopicPartitionsResponse.Cursor'

        def __init__(self, *, topic_name='', partition_index=0, _unknown_tags=None):
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

def _mk_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic():
    o = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic)
    o.error_code = 0
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.is_internal = False
    o.partitions = []
    o.topic_authorized_operations = -2147483648
    o._unknown_tags = None
    return o

def _mk_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition():
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

def _mk_DescribeTopicPartitionsResponse_Cursor():
    o = _new(_C_DescribeTopicPartitionsResponse_Cursor)
    o.topic_name = ''
    o.partition_index = 0
    o._unknown_tags = None
    return o


def _enc_DescribeTopicPartitionsResponse_v0(o):
    parts = []
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
            k57 = []
            if e46.last_known_leader != -1:
                p58 = []
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


def _dec_DescribeTopicPartitionsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeTopicPartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n67 = buf[pos] - 1
    if 0 <= n67 < 127:
        pos += 1
    else:
        n67, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsResponse.Topics')
    l68 = []
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
        l75 = []
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
                uk84 = None
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
            uk89 = None
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
            uk97 = None
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
        uk102 = None
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
    116: 'DescribeTopicPartitionsRequest.Topics',
    117: 'DescribeTopicPartitionsRequest.Topics',
    118: 'DescribeTopicPartitionsRequest.Topics',
    119: 'DescribeTopicPartitionsRequest.Topics',
    120: 'DescribeTopicPartitionsRequest.Topics.Name',
    121: 'DescribeTopicPartitionsRequest.Topics.Name',
    122: 'DescribeTopicPartitionsRequest.Topics.Name',
    123: 'DescribeTopicPartitionsRequest.Topics.Name',
    124: 'DescribeTopicPartitionsRequest.Topics.Name',
    125: 'DescribeTopicPartitionsRequest.Topics._unknown_tags',
    126: 'DescribeTopicPartitionsRequest.Topics',
    129: 'DescribeTopicPartitionsRequest.Topics._unknown_tags',
    130: 'DescribeTopicPartitionsRequest.ResponsePartitionLimit',
    131: 'DescribeTopicPartitionsRequest.Cursor',
    132: 'DescribeTopicPartitionsRequest.Cursor',
    133: 'DescribeTopicPartitionsRequest.Cursor',
    134: 'DescribeTopicPartitionsRequest.Cursor',
    135: 'DescribeTopicPartitionsRequest.Cursor',
    136: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    137: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    138: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    139: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    140: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    141: 'DescribeTopicPartitionsRequest.Cursor.PartitionIndex',
    142: 'DescribeTopicPartitionsRequest.Cursor._unknown_tags',
    143: 'DescribeTopicPartitionsRequest.Cursor',
    146: 'DescribeTopicPartitionsRequest.Cursor._unknown_tags',
    147: 'DescribeTopicPartitionsRequest._unknown_tags',
    148: 'DescribeTopicPartitionsRequest',
    151: 'DescribeTopicPartitionsRequest._unknown_tags',
    158: 'DescribeTopicPartitionsRequest.Topics',
    162: 'DescribeTopicPartitionsRequest.Topics',
    167: 'DescribeTopicPartitionsRequest.Topics.Name',
    172: 'DescribeTopicPartitionsRequest.Topics.Name',
    175: 'DescribeTopicPartitionsRequest.Topics.Name',
    176: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    180: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    185: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    186: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    197: 'DescribeTopicPartitionsRequest.ResponsePartitionLimit',
    199: 'DescribeTopicPartitionsRequest.Cursor',
    205: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    210: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    213: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    214: 'DescribeTopicPartitionsRequest.Cursor.PartitionIndex',
    216: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    220: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    225: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    226: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    236: 'DescribeTopicPartitionsRequest._tagged_fields',
    240: 'DescribeTopicPartitionsRequest._tagged_fields',
    245: 'DescribeTopicPartitionsRequest._tagged_fields',
    246: 'DescribeTopicPartitionsRequest._tagged_fields',
    389: 'DescribeTopicPartitionsResponse.ThrottleTimeMs',
    390: 'DescribeTopicPartitionsResponse.Topics',
    391: 'DescribeTopicPartitionsResponse.Topics',
    392: 'DescribeTopicPartitionsResponse.Topics',
    393: 'DescribeTopicPartitionsResponse.Topics',
    394: 'DescribeTopicPartitionsResponse.Topics.ErrorCode',
    395: 'DescribeTopicPartitionsResponse.Topics.Name',
    396: 'DescribeTopicPartitionsResponse.Topics.Name',
    397: 'DescribeTopicPartitionsResponse.Topics.Name',
    398: 'DescribeTopicPartitionsResponse.Topics.Name',
    399: 'DescribeTopicPartitionsResponse.Topics.Name',
    400: 'DescribeTopicPartitionsResponse.Topics.Name',
    401: 'DescribeTopicPartitionsResponse.Topics.Name',
    402: 'DescribeTopicPartitionsResponse.Topics.Name',
    403: 'DescribeTopicPartitionsResponse.Topics.TopicId,IsInternal',
    404: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    405: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    406: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    407: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    408: 'DescribeTopicPartitionsResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    409: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    410: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    412: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    414: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    415: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    416: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    418: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    420: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    421: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    422: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    423: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    424: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    425: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    427: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    429: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    430: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    431: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    432: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    433: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    434: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    436: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    438: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    439: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    440: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    442: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    444: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    445: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    446: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    447: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    448: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    449: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    450: 'DescribeTopicPartitionsResponse.Topics.Partitions._unknown_tags',
    452: 'DescribeTopicPartitionsResponse.Topics.Partitions._unknown_tags',
    455: 'DescribeTopicPartitionsResponse.Topics.TopicAuthorizedOperations',
    456: 'DescribeTopicPartitionsResponse.Topics._unknown_tags',
    457: 'DescribeTopicPartitionsResponse.Topics',
    460: 'DescribeTopicPartitionsResponse.Topics._unknown_tags',
    461: 'DescribeTopicPartitionsResponse.NextCursor',
    462: 'DescribeTopicPartitionsResponse.NextCursor',
    463: 'DescribeTopicPartitionsResponse.NextCursor',
    464: 'DescribeTopicPartitionsResponse.NextCursor',
    465: 'DescribeTopicPartitionsResponse.NextCursor',
    466: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    467: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    468: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    469: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    470: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    471: 'DescribeTopicPartitionsResponse.NextCursor.PartitionIndex',
    472: 'DescribeTopicPartitionsResponse.NextCursor._unknown_tags',
    473: 'DescribeTopicPartitionsResponse.NextCursor',
    476: 'DescribeTopicPartitionsResponse.NextCursor._unknown_tags',
    477: 'DescribeTopicPartitionsResponse._unknown_tags',
    478: 'DescribeTopicPartitionsResponse',
    481: 'DescribeTopicPartitionsResponse._unknown_tags',
    488: 'DescribeTopicPartitionsResponse.ThrottleTimeMs',
    490: 'DescribeTopicPartitionsResponse.Topics',
    494: 'DescribeTopicPartitionsResponse.Topics',
    499: 'DescribeTopicPartitionsResponse.Topics.ErrorCode',
    501: 'DescribeTopicPartitionsResponse.Topics.Name',
    506: 'DescribeTopicPartitionsResponse.Topics.Name',
    509: 'DescribeTopicPartitionsResponse.Topics.Name',
    510: 'DescribeTopicPartitionsResponse.Topics.TopicId,IsInternal',
    513: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    517: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    522: 'DescribeTopicPartitionsResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    524: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    526: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    529: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    530: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    532: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    535: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    536: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    538: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    541: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    542: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    544: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    547: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    548: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    550: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    553: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    555: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    559: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    564: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    565: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    570: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    582: 'DescribeTopicPartitionsResponse.Topics.TopicAuthorizedOperations',
    584: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    588: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    593: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    594: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    605: 'DescribeTopicPartitionsResponse.NextCursor',
    611: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    616: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    619: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    620: 'DescribeTopicPartitionsResponse.NextCursor.PartitionIndex',
    622: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    626: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    631: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    632: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    642: 'DescribeTopicPartitionsResponse._tagged_fields',
    646: 'DescribeTopicPartitionsResponse._tagged_fields',
    651: 'DescribeTopicPartitionsResponse._tagged_fields',
    652: 'DescribeTopicPartitionsResponse._tagged_fields',
}
