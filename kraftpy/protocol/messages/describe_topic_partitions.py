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
            _write_tags(a, k57, e46._unknown_tags)
        a(_S_i.pack(e40.topic_authorized_operations))
        u59 = e40._unknown_tags
        if u59 is None:
            a(_H0)
        else:
            _write_tags(a, None, u59)
    t60 = o.next_cursor
    if t60 is None:
        a(b'\xff')
    else:
        a(b'\x01')
        s61 = t60.topic_name
        b62 = s61.encode()
        n63 = len(b62) + 1
        a(_UV[n63] if n63 < 128 else _uv(n63))
        a(b62)
        a(_S_i.pack(t60.partition_index))
        u64 = t60._unknown_tags
        if u64 is None:
            a(_H0)
        else:
            _write_tags(a, None, u64)
    u65 = o._unknown_tags
    if u65 is None:
        a(_H0)
    else:
        _write_tags(a, None, u65)
    return b''.join(parts)


def _dec_DescribeTopicPartitionsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeTopicPartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n66 = buf[pos] - 1
    if 0 <= n66 < 127:
        pos += 1
    else:
        n66, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsResponse.Topics')
    l67 = []
    ap68 = l67.append
    for _ in range(n66):
        t69 = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic)
        t69.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n70 = buf[pos] - 1
        if 0 <= n70 < 127:
            x71 = pos + 1 + n70
            if x71 > blen:
                raise _bad_length(n70, 'DescribeTopicPartitionsResponse.Topics.Name', pos)
            t69.name = str(buf[pos + 1:x71], 'utf-8')
            pos = x71
        else:
            t69.name, pos = _read_string(buf, pos, True, True, 'DescribeTopicPartitionsResponse.Topics.Name')
        u72, t69.is_internal = _S_U_.unpack_from(buf, pos)
        pos += 17
        t69.topic_id = _uuid_from(u72)
        n73 = buf[pos] - 1
        if 0 <= n73 < 127:
            pos += 1
        else:
            n73, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTopicPartitionsResponse.Topics.Partitions')
        l74 = []
        ap75 = l74.append
        for _ in range(n73):
            t76 = _new(_C_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponsePartition)
            t76.error_code, t76.partition_index, t76.leader_id, t76.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n77 = buf[pos] - 1
            if 0 <= n77 < 64:
                t76.replica_nodes = list(_A_i[n77].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n77
            else:
                t76.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes')
            n78 = buf[pos] - 1
            if 0 <= n78 < 64:
                t76.isr_nodes = list(_A_i[n78].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n78
            else:
                t76.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes')
            n79 = buf[pos] - 1
            if 0 <= n79 < 64:
                t76.eligible_leader_replicas = list(_A_i[n79].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n79
            else:
                t76.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas')
            n80 = buf[pos] - 1
            if 0 <= n80 < 64:
                t76.last_known_elr = list(_A_i[n80].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n80
            else:
                t76.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr')
            n81 = buf[pos] - 1
            if 0 <= n81 < 64:
                t76.offline_replicas = list(_A_i[n81].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n81
            else:
                t76.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas')
            t76.last_known_leader = -1
            if buf[pos] == 0:
                pos += 1
                t76._unknown_tags = None
            else:
                nt82, pos = _ruv(buf, pos)
                if nt82 * 2 > blen - pos:
                    raise _array_too_long(nt82, 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields', pos)
                uk83 = None
                for _ in range(nt82):
                    tg84, pos = _ruv(buf, pos)
                    sz85, pos = _ruv(buf, pos)
                    x86 = pos + sz85
                    if x86 > blen:
                        raise _bad_length(sz85, 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields', pos)
                    if tg84 == 1000:
                        t76.last_known_leader, = _S_i.unpack_from(buf, pos)
                        pos += 4
                        if pos != x86:
                            raise _tag_size_mismatch(tg84, 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader', pos)
                    else:
                        if uk83 is None:
                            uk83 = []
                        uk83.append((tg84, bytes(buf[pos:x86])))
                        pos = x86
                t76._unknown_tags = uk83
            ap75(t76)
        t69.partitions = l74
        t69.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t69._unknown_tags = None
        else:
            nt87, pos = _ruv(buf, pos)
            if nt87 * 2 > blen - pos:
                raise _array_too_long(nt87, 'DescribeTopicPartitionsResponse.Topics._tagged_fields', pos)
            uk88 = None
            for _ in range(nt87):
                tg89, pos = _ruv(buf, pos)
                sz90, pos = _ruv(buf, pos)
                x91 = pos + sz90
                if x91 > blen:
                    raise _bad_length(sz90, 'DescribeTopicPartitionsResponse.Topics._tagged_fields', pos)
                if uk88 is None:
                    uk88 = []
                uk88.append((tg89, bytes(buf[pos:x91])))
                pos = x91
            t69._unknown_tags = uk88
        ap68(t69)
    o.topics = l67
    if buf[pos] & 0x80:
        pos += 1
        o.next_cursor = None
    else:
        pos += 1
        t92 = _new(_C_DescribeTopicPartitionsResponse_Cursor)
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            x94 = pos + 1 + n93
            if x94 > blen:
                raise _bad_length(n93, 'DescribeTopicPartitionsResponse.NextCursor.TopicName', pos)
            t92.topic_name = str(buf[pos + 1:x94], 'utf-8')
            pos = x94
        else:
            t92.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeTopicPartitionsResponse.NextCursor.TopicName')
        t92.partition_index, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t92._unknown_tags = None
        else:
            nt95, pos = _ruv(buf, pos)
            if nt95 * 2 > blen - pos:
                raise _array_too_long(nt95, 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields', pos)
            uk96 = None
            for _ in range(nt95):
                tg97, pos = _ruv(buf, pos)
                sz98, pos = _ruv(buf, pos)
                x99 = pos + sz98
                if x99 > blen:
                    raise _bad_length(sz98, 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields', pos)
                if uk96 is None:
                    uk96 = []
                uk96.append((tg97, bytes(buf[pos:x99])))
                pos = x99
            t92._unknown_tags = uk96
        o.next_cursor = t92
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt100, pos = _ruv(buf, pos)
        if nt100 * 2 > blen - pos:
            raise _array_too_long(nt100, 'DescribeTopicPartitionsResponse._tagged_fields', pos)
        uk101 = None
        for _ in range(nt100):
            tg102, pos = _ruv(buf, pos)
            sz103, pos = _ruv(buf, pos)
            x104 = pos + sz103
            if x104 > blen:
                raise _bad_length(sz103, 'DescribeTopicPartitionsResponse._tagged_fields', pos)
            if uk101 is None:
                uk101 = []
            uk101.append((tg102, bytes(buf[pos:x104])))
            pos = x104
        o._unknown_tags = uk101
    return o, pos


DescribeTopicPartitionsResponse._ENC = {0: _enc_DescribeTopicPartitionsResponse_v0}
DescribeTopicPartitionsResponse._DEC = {0: _dec_DescribeTopicPartitionsResponse_v0}


_LINES = {
    103: 'DescribeTopicPartitionsRequest.Topics',
    104: 'DescribeTopicPartitionsRequest.Topics',
    105: 'DescribeTopicPartitionsRequest.Topics',
    106: 'DescribeTopicPartitionsRequest.Topics',
    107: 'DescribeTopicPartitionsRequest.Topics.Name',
    108: 'DescribeTopicPartitionsRequest.Topics.Name',
    109: 'DescribeTopicPartitionsRequest.Topics.Name',
    110: 'DescribeTopicPartitionsRequest.Topics.Name',
    111: 'DescribeTopicPartitionsRequest.Topics.Name',
    112: 'DescribeTopicPartitionsRequest.Topics._unknown_tags',
    113: 'DescribeTopicPartitionsRequest.Topics',
    116: 'DescribeTopicPartitionsRequest.Topics._unknown_tags',
    117: 'DescribeTopicPartitionsRequest.ResponsePartitionLimit',
    118: 'DescribeTopicPartitionsRequest.Cursor',
    119: 'DescribeTopicPartitionsRequest.Cursor',
    120: 'DescribeTopicPartitionsRequest.Cursor',
    121: 'DescribeTopicPartitionsRequest.Cursor',
    122: 'DescribeTopicPartitionsRequest.Cursor',
    123: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    124: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    125: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    126: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    127: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    128: 'DescribeTopicPartitionsRequest.Cursor.PartitionIndex',
    129: 'DescribeTopicPartitionsRequest.Cursor._unknown_tags',
    130: 'DescribeTopicPartitionsRequest.Cursor',
    133: 'DescribeTopicPartitionsRequest.Cursor._unknown_tags',
    134: 'DescribeTopicPartitionsRequest._unknown_tags',
    135: 'DescribeTopicPartitionsRequest',
    138: 'DescribeTopicPartitionsRequest._unknown_tags',
    145: 'DescribeTopicPartitionsRequest.Topics',
    149: 'DescribeTopicPartitionsRequest.Topics',
    154: 'DescribeTopicPartitionsRequest.Topics.Name',
    159: 'DescribeTopicPartitionsRequest.Topics.Name',
    162: 'DescribeTopicPartitionsRequest.Topics.Name',
    163: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    167: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    172: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    173: 'DescribeTopicPartitionsRequest.Topics._tagged_fields',
    184: 'DescribeTopicPartitionsRequest.ResponsePartitionLimit',
    186: 'DescribeTopicPartitionsRequest.Cursor',
    192: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    197: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    200: 'DescribeTopicPartitionsRequest.Cursor.TopicName',
    201: 'DescribeTopicPartitionsRequest.Cursor.PartitionIndex',
    203: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    207: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    212: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    213: 'DescribeTopicPartitionsRequest.Cursor._tagged_fields',
    223: 'DescribeTopicPartitionsRequest._tagged_fields',
    227: 'DescribeTopicPartitionsRequest._tagged_fields',
    232: 'DescribeTopicPartitionsRequest._tagged_fields',
    233: 'DescribeTopicPartitionsRequest._tagged_fields',
    343: 'DescribeTopicPartitionsResponse.ThrottleTimeMs',
    344: 'DescribeTopicPartitionsResponse.Topics',
    345: 'DescribeTopicPartitionsResponse.Topics',
    346: 'DescribeTopicPartitionsResponse.Topics',
    347: 'DescribeTopicPartitionsResponse.Topics',
    348: 'DescribeTopicPartitionsResponse.Topics.ErrorCode',
    349: 'DescribeTopicPartitionsResponse.Topics.Name',
    350: 'DescribeTopicPartitionsResponse.Topics.Name',
    351: 'DescribeTopicPartitionsResponse.Topics.Name',
    352: 'DescribeTopicPartitionsResponse.Topics.Name',
    353: 'DescribeTopicPartitionsResponse.Topics.Name',
    354: 'DescribeTopicPartitionsResponse.Topics.Name',
    355: 'DescribeTopicPartitionsResponse.Topics.Name',
    356: 'DescribeTopicPartitionsResponse.Topics.Name',
    357: 'DescribeTopicPartitionsResponse.Topics.TopicId,IsInternal',
    358: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    359: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    360: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    361: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    362: 'DescribeTopicPartitionsResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    363: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    364: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    366: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    368: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    369: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    370: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    372: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    374: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    375: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    376: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    377: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    378: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    379: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    381: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    383: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    384: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    385: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    386: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    387: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    388: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    390: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    392: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    393: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    394: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    396: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    398: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    399: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    400: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    401: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    402: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    403: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    404: 'DescribeTopicPartitionsResponse.Topics.Partitions._unknown_tags',
    405: 'DescribeTopicPartitionsResponse.Topics.TopicAuthorizedOperations',
    406: 'DescribeTopicPartitionsResponse.Topics._unknown_tags',
    407: 'DescribeTopicPartitionsResponse.Topics',
    410: 'DescribeTopicPartitionsResponse.Topics._unknown_tags',
    411: 'DescribeTopicPartitionsResponse.NextCursor',
    412: 'DescribeTopicPartitionsResponse.NextCursor',
    413: 'DescribeTopicPartitionsResponse.NextCursor',
    414: 'DescribeTopicPartitionsResponse.NextCursor',
    415: 'DescribeTopicPartitionsResponse.NextCursor',
    416: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    417: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    418: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    419: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    420: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    421: 'DescribeTopicPartitionsResponse.NextCursor.PartitionIndex',
    422: 'DescribeTopicPartitionsResponse.NextCursor._unknown_tags',
    423: 'DescribeTopicPartitionsResponse.NextCursor',
    426: 'DescribeTopicPartitionsResponse.NextCursor._unknown_tags',
    427: 'DescribeTopicPartitionsResponse._unknown_tags',
    428: 'DescribeTopicPartitionsResponse',
    431: 'DescribeTopicPartitionsResponse._unknown_tags',
    438: 'DescribeTopicPartitionsResponse.ThrottleTimeMs',
    440: 'DescribeTopicPartitionsResponse.Topics',
    444: 'DescribeTopicPartitionsResponse.Topics',
    449: 'DescribeTopicPartitionsResponse.Topics.ErrorCode',
    451: 'DescribeTopicPartitionsResponse.Topics.Name',
    456: 'DescribeTopicPartitionsResponse.Topics.Name',
    459: 'DescribeTopicPartitionsResponse.Topics.Name',
    460: 'DescribeTopicPartitionsResponse.Topics.TopicId,IsInternal',
    463: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    467: 'DescribeTopicPartitionsResponse.Topics.Partitions',
    472: 'DescribeTopicPartitionsResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    474: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    476: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    479: 'DescribeTopicPartitionsResponse.Topics.Partitions.ReplicaNodes',
    480: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    482: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    485: 'DescribeTopicPartitionsResponse.Topics.Partitions.IsrNodes',
    486: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    488: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    491: 'DescribeTopicPartitionsResponse.Topics.Partitions.EligibleLeaderReplicas',
    492: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    494: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    497: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownElr',
    498: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    500: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    503: 'DescribeTopicPartitionsResponse.Topics.Partitions.OfflineReplicas',
    505: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    509: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    514: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    515: 'DescribeTopicPartitionsResponse.Topics.Partitions._tagged_fields',
    520: 'DescribeTopicPartitionsResponse.Topics.Partitions.LastKnownLeader',
    532: 'DescribeTopicPartitionsResponse.Topics.TopicAuthorizedOperations',
    534: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    538: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    543: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    544: 'DescribeTopicPartitionsResponse.Topics._tagged_fields',
    555: 'DescribeTopicPartitionsResponse.NextCursor',
    561: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    566: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    569: 'DescribeTopicPartitionsResponse.NextCursor.TopicName',
    570: 'DescribeTopicPartitionsResponse.NextCursor.PartitionIndex',
    572: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    576: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    581: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    582: 'DescribeTopicPartitionsResponse.NextCursor._tagged_fields',
    592: 'DescribeTopicPartitionsResponse._tagged_fields',
    596: 'DescribeTopicPartitionsResponse._tagged_fields',
    601: 'DescribeTopicPartitionsResponse._tagged_fields',
    602: 'DescribeTopicPartitionsResponse._tagged_fields',
}
