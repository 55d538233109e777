# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ElectLeadersRequest.json, schemas/messages/ElectLeadersResponse.json.
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

__all__ = ['ElectLeadersRequest', 'ElectLeadersResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class ElectLeadersRequest(_Message):
    __slots__ = ('election_type', 'topic_partitions', 'timeout_ms', '_unknown_tags')
    NAME = 'ElectLeadersRequest'
    TYPE = 'request'
    API_KEY = 43
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, election_type=0, topic_partitions=_EMPTY, timeout_ms=60000, _unknown_tags=None):
        self.election_type = election_type
        self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        __slots__ = ('topic', 'partitions', 'desired_leaders', '_unknown_tags')
        NAME = 'ElectLeadersRequest.TopicPartitions'

        def __init__(self, *, topic='', partitions=_EMPTY, desired_leaders=None, _unknown_tags=None):
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions
            self.desired_leaders = desired_leaders
            self._unknown_tags = _unknown_tags


_C_ElectLeadersRequest_TopicPartitions = ElectLeadersRequest.TopicPartitions
ElectLeadersRequest.FIELDS = (
    _FI('ElectionType', 'election_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartitions', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_ElectLeadersRequest_TopicPartitions),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
)
_C_ElectLeadersRequest_TopicPartitions.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('DesiredLeaders', 'desired_leaders', '[]int32', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
)
_DEF_ElectLeadersRequest_TopicPartitions = _C_ElectLeadersRequest_TopicPartitions()

def _mk_ElectLeadersRequest_TopicPartitions():
    o = _new(_C_ElectLeadersRequest_TopicPartitions)
    o.topic = ''
    o.partitions = []
    o.desired_leaders = None
    o._unknown_tags = None
    return o


def _enc_ElectLeadersRequest_v0(o):
    parts = []
    a = parts.append
    if o.election_type != 0:
        raise _unsupported_field('ElectLeadersRequest', 'ElectionType', 0)
    l1 = o.topic_partitions
    if l1 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l1)))
        for e2 in l1:
            s3 = e2.topic
            b4 = s3.encode()
            a(_S_h.pack(len(b4)))
            a(b4)
            l6 = e2.partitions
            n7 = len(l6)
            if n7 < 64:
                a(_LA_i[n7].pack(n7, *l6))
            else:
                a(_encode_array('i', l6, False))
            if e2.desired_leaders is not None:
                raise _unsupported_field('ElectLeadersRequest', 'TopicPartitions.DesiredLeaders', 0)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_ElectLeadersRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    n8, pos = _read_array_len(buf, pos, False, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n8 < 0:
        o.topic_partitions = None
    else:
        l9 = []
        ap10 = l9.append
        for _ in range(n8):
            t11 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n12, = _S_h.unpack_from(buf, pos)
            if n12 >= 0:
                x13 = pos + 2 + n12
                if x13 > blen:
                    raise _bad_length(n12, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t11.topic = str(buf[pos + 2:x13], 'utf-8')
                pos = x13
            else:
                t11.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n14, = _S_i.unpack_from(buf, pos)
            if 0 <= n14 < 64:
                t11.partitions = list(_A_i[n14].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n14
            else:
                t11.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            t11.desired_leaders = None
            t11._unknown_tags = None
            ap10(t11)
        o.topic_partitions = l9
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.election_type = 0
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersRequest_v1(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.election_type))
    l15 = o.topic_partitions
    if l15 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l15)))
        for e16 in l15:
            s17 = e16.topic
            b18 = s17.encode()
            a(_S_h.pack(len(b18)))
            a(b18)
            l20 = e16.partitions
            n21 = len(l20)
            if n21 < 64:
                a(_LA_i[n21].pack(n21, *l20))
            else:
                a(_encode_array('i', l20, False))
            if e16.desired_leaders is not None:
                raise _unsupported_field('ElectLeadersRequest', 'TopicPartitions.DesiredLeaders', 1)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_ElectLeadersRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    o.election_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n22, pos = _read_array_len(buf, pos, False, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n22 < 0:
        o.topic_partitions = None
    else:
        l23 = []
        ap24 = l23.append
        for _ in range(n22):
            t25 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n26, = _S_h.unpack_from(buf, pos)
            if n26 >= 0:
                x27 = pos + 2 + n26
                if x27 > blen:
                    raise _bad_length(n26, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t25.topic = str(buf[pos + 2:x27], 'utf-8')
                pos = x27
            else:
                t25.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n28, = _S_i.unpack_from(buf, pos)
            if 0 <= n28 < 64:
                t25.partitions = list(_A_i[n28].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n28
            else:
                t25.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            t25.desired_leaders = None
            t25._unknown_tags = None
            ap24(t25)
        o.topic_partitions = l23
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersRequest_v2(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.election_type))
    l29 = o.topic_partitions
    if l29 is None:
        a(_H0)
    else:
        n30 = len(l29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        for e31 in l29:
            s32 = e31.topic
            b33 = s32.encode()
            n34 = len(b33) + 1
            a(_UV[n34] if n34 < 128 else _uv(n34))
            a(b33)
            l35 = e31.partitions
            n36 = len(l35)
            if n36 < 64:
                a(_CA_i[n36].pack(n36 + 1, *l35))
            else:
                a(_encode_array('i', l35, True))
            if e31.desired_leaders is not None:
                raise _unsupported_field('ElectLeadersRequest', 'TopicPartitions.DesiredLeaders', 2)
            u37 = e31._unknown_tags
            if u37 is None:
                a(_H0)
            else:
                _write_tags(a, None, u37)
    a(_S_i.pack(o.timeout_ms))
    u38 = o._unknown_tags
    if u38 is None:
        a(_H0)
    else:
        _write_tags(a, None, u38)
    return b''.join(parts)


def _dec_ElectLeadersRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    o.election_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n39 = buf[pos] - 1
    if -1 <= n39 < 127:
        pos += 1
    else:
        n39, pos = _read_array_len(buf, pos, True, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n39 < 0:
        o.topic_partitions = None
    else:
        l40 = []
        ap41 = l40.append
        for _ in range(n39):
            t42 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n43 = buf[pos] - 1
            if 0 <= n43 < 127:
                x44 = pos + 1 + n43
                if x44 > blen:
                    raise _bad_length(n43, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t42.topic = str(buf[pos + 1:x44], 'utf-8')
                pos = x44
            else:
                t42.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n45 = buf[pos] - 1
            if 0 <= n45 < 64:
                t42.partitions = list(_A_i[n45].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n45
            else:
                t42.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            t42.desired_leaders = None
            if buf[pos] == 0:
                pos += 1
                t42._unknown_tags = None
            else:
                nt46, pos = _ruv(buf, pos)
                if nt46 * 2 > blen - pos:
                    raise _array_too_long(nt46, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                uk47 = None
                for _ in range(nt46):
                    tg48, pos = _ruv(buf, pos)
                    sz49, pos = _ruv(buf, pos)
                    x50 = pos + sz49
                    if x50 > blen:
                        raise _bad_length(sz49, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                    if uk47 is None:
                        uk47 = []
                    uk47.append((tg48, bytes(buf[pos:x50])))
                    pos = x50
                t42._unknown_tags = uk47
            ap41(t42)
        o.topic_partitions = l40
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt51, pos = _ruv(buf, pos)
        if nt51 * 2 > blen - pos:
            raise _array_too_long(nt51, 'ElectLeadersRequest._tagged_fields', pos)
        uk52 = None
        for _ in range(nt51):
            tg53, pos = _ruv(buf, pos)
            sz54, pos = _ruv(buf, pos)
            x55 = pos + sz54
            if x55 > blen:
                raise _bad_length(sz54, 'ElectLeadersRequest._tagged_fields', pos)
            if uk52 is None:
                uk52 = []
            uk52.append((tg53, bytes(buf[pos:x55])))
            pos = x55
        o._unknown_tags = uk52
    return o, pos


def _enc_ElectLeadersRequest_v3(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.election_type))
    l56 = o.topic_partitions
    if l56 is None:
        a(_H0)
    else:
        n57 = len(l56) + 1
        a(_UV[n57] if n57 < 128 else _uv(n57))
        for e58 in l56:
            s59 = e58.topic
            b60 = s59.encode()
            n61 = len(b60) + 1
            a(_UV[n61] if n61 < 128 else _uv(n61))
            a(b60)
            l62 = e58.partitions
            n63 = len(l62)
            if n63 < 64:
                a(_CA_i[n63].pack(n63 + 1, *l62))
            else:
                a(_encode_array('i', l62, True))
            l64 = e58.desired_leaders
            if l64 is None:
                a(_H0)
            else:
                n65 = len(l64)
                if n65 < 64:
                    a(_CA_i[n65].pack(n65 + 1, *l64))
                else:
                    a(_encode_array('i', l64, True))
            u66 = e58._unknown_tags
            if u66 is None:
                a(_H0)
            else:
                _write_tags(a, None, u66)
    a(_S_i.pack(o.timeout_ms))
    u67 = o._unknown_tags
    if u67 is None:
        a(_H0)
    else:
        _write_tags(a, None, u67)
    return b''.join(parts)


def _dec_ElectLeadersRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    o.election_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n68 = buf[pos] - 1
    if -1 <= n68 < 127:
        pos += 1
    else:
        n68, pos = _read_array_len(buf, pos, True, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n68 < 0:
        o.topic_partitions = None
    else:
        l69 = []
        ap70 = l69.append
        for _ in range(n68):
            t71 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n72 = buf[pos] - 1
            if 0 <= n72 < 127:
                x73 = pos + 1 + n72
                if x73 > blen:
                    raise _bad_length(n72, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t71.topic = str(buf[pos + 1:x73], 'utf-8')
                pos = x73
            else:
                t71.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n74 = buf[pos] - 1
            if 0 <= n74 < 64:
                t71.partitions = list(_A_i[n74].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n74
            else:
                t71.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            n75 = buf[pos] - 1
            if 0 <= n75 < 64:
                t71.desired_leaders = list(_A_i[n75].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n75
            else:
                t71.desired_leaders, pos = _read_fixed_array(buf, pos, 'i', True, True, 'ElectLeadersRequest.TopicPartitions.DesiredLeaders')
            if buf[pos] == 0:
                pos += 1
                t71._unknown_tags = None
            else:
                nt76, pos = _ruv(buf, pos)
                if nt76 * 2 > blen - pos:
                    raise _array_too_long(nt76, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                uk77 = None
                for _ in range(nt76):
                    tg78, pos = _ruv(buf, pos)
                    sz79, pos = _ruv(buf, pos)
                    x80 = pos + sz79
                    if x80 > blen:
                        raise _bad_length(sz79, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                    if uk77 is None:
                        uk77 = []
                    uk77.append((tg78, bytes(buf[pos:x80])))
                    pos = x80
                t71._unknown_tags = uk77
            ap70(t71)
        o.topic_partitions = l69
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt81, pos = _ruv(buf, pos)
        if nt81 * 2 > blen - pos:
            raise _array_too_long(nt81, 'ElectLeadersRequest._tagged_fields', pos)
        uk82 = None
        for _ in range(nt81):
            tg83, pos = _ruv(buf, pos)
            sz84, pos = _ruv(buf, pos)
            x85 = pos + sz84
            if x85 > blen:
                raise _bad_length(sz84, 'ElectLeadersRequest._tagged_fields', pos)
            if uk82 is None:
                uk82 = []
            uk82.append((tg83, bytes(buf[pos:x85])))
            pos = x85
        o._unknown_tags = uk82
    return o, pos


ElectLeadersRequest._ENC = {0: _enc_ElectLeadersRequest_v0, 1: _enc_ElectLeadersRequest_v1, 2: _enc_ElectLeadersRequest_v2, 3: _enc_ElectLeadersRequest_v3}
ElectLeadersRequest._DEC = {0: _dec_ElectLeadersRequest_v0, 1: _dec_ElectLeadersRequest_v1, 2: _dec_ElectLeadersRequest_v2, 3: _dec_ElectLeadersRequest_v3}


class ElectLeadersResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'replica_election_results', '_unknown_tags')
    NAME = 'ElectLeadersResponse'
    TYPE = 'response'
    API_KEY = 43
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, throttle_time_ms=0, error_code=0, replica_election_results=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.replica_election_results = [] if replica_election_results is _EMPTY else replica_election_results
        self._unknown_tags = _unknown_tags

    class ReplicaElectionResult(_Message):
        __slots__ = ('topic', 'partition_result', '_unknown_tags')
        NAME = 'ElectLeadersResponse.ReplicaElectionResult'

        def __init__(self, *, topic='', partition_result=_EMPTY, _unknown_tags=None):
            self.topic = topic
            self.partition_result = [] if partition_result is _EMPTY else partition_result
            self._unknown_tags = _unknown_tags

    class PartitionResult(_Message):
        __slots__ = ('partition_id', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'ElectLeadersResponse.PartitionResult'

        def __init__(self, *, partition_id=0, error_code=0, error_message='', _unknown_tags=None):
            self.partition_id = partition_id
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_ElectLeadersResponse_ReplicaElectionResult = ElectLeadersResponse.ReplicaElectionResult
_C_ElectLeadersResponse_PartitionResult = ElectLeadersResponse.PartitionResult
ElectLeadersResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaElectionResults', 'replica_election_results', '[]ReplicaElectionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ElectLeadersResponse_ReplicaElectionResult),
)
_C_ElectLeadersResponse_ReplicaElectionResult.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionResult', 'partition_result', '[]PartitionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ElectLeadersResponse_PartitionResult),
)
_C_ElectLeadersResponse_PartitionResult.FIELDS = (
    _FI('PartitionId', 'partition_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_ElectLeadersResponse_ReplicaElectionResult = _C_ElectLeadersResponse_ReplicaElectionResult()
_DEF_ElectLeadersResponse_PartitionResult = _C_ElectLeadersResponse_PartitionResult()

def _mk_ElectLeadersResponse_ReplicaElectionResult():
    o = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
    o.topic = ''
    o.partition_result = []
    o._unknown_tags = None
    return o

def _mk_ElectLeadersResponse_PartitionResult():
    o = _new(_C_ElectLeadersResponse_PartitionResult)
    o.partition_id = 0
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_ElectLeadersResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('ElectLeadersResponse', 'ErrorCode', 0)
    l86 = o.replica_election_results
    a(_S_i.pack(len(l86)))
    for e87 in l86:
        s88 = e87.topic
        b89 = s88.encode()
        a(_S_h.pack(len(b89)))
        a(b89)
        l91 = e87.partition_result
        a(_S_i.pack(len(l91)))
        for e92 in l91:
            a(_S_ih.pack(e92.partition_id, e92.error_code))
            s93 = e92.error_message
            if s93 is None:
                a(b'\xff\xff')
            else:
                b94 = s93.encode()
                a(_S_h.pack(len(b94)))
                a(b94)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l97 = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t99.topic = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l103 = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_ElectLeadersResponse_PartitionResult)
            t105.partition_id, t105.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n106, = _S_h.unpack_from(buf, pos)
            if n106 >= 0:
                x107 = pos + 2 + n106
                if x107 > blen:
                    raise _bad_length(n106, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t105.error_message = str(buf[pos + 2:x107], 'utf-8')
                pos = x107
            else:
                t105.error_message, pos = _read_string(buf, pos, False, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            t105._unknown_tags = None
            ap104(t105)
        t99.partition_result = l103
        t99._unknown_tags = None
        ap98(t99)
    o.replica_election_results = l97
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l108 = o.replica_election_results
    a(_S_i.pack(len(l108)))
    for e109 in l108:
        s110 = e109.topic
        b111 = s110.encode()
        a(_S_h.pack(len(b111)))
        a(b111)
        l113 = e109.partition_result
        a(_S_i.pack(len(l113)))
        for e114 in l113:
            a(_S_ih.pack(e114.partition_id, e114.error_code))
            s115 = e114.error_message
            if s115 is None:
                a(b'\xff\xff')
            else:
                b116 = s115.encode()
                a(_S_h.pack(len(b116)))
                a(b116)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n118, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l119 = []
    ap120 = l119.append
    for _ in range(n118):
        t121 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n122, = _S_h.unpack_from(buf, pos)
        if n122 >= 0:
            x123 = pos + 2 + n122
            if x123 > blen:
                raise _bad_length(n122, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t121.topic = str(buf[pos + 2:x123], 'utf-8')
            pos = x123
        else:
            t121.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n124, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l125 = []
        ap126 = l125.append
        for _ in range(n124):
            t127 = _new(_C_ElectLeadersResponse_PartitionResult)
            t127.partition_id, t127.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n128, = _S_h.unpack_from(buf, pos)
            if n128 >= 0:
                x129 = pos + 2 + n128
                if x129 > blen:
                    raise _bad_length(n128, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t127.error_message = str(buf[pos + 2:x129], 'utf-8')
                pos = x129
            else:
                t127.error_message, pos = _read_string(buf, pos, False, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            t127._unknown_tags = None
            ap126(t127)
        t121.partition_result = l125
        t121._unknown_tags = None
        ap120(t121)
    o.replica_election_results = l119
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l130 = o.replica_election_results
    n131 = len(l130) + 1
    a(_UV[n131] if n131 < 128 else _uv(n131))
    for e132 in l130:
        s133 = e132.topic
        b134 = s133.encode()
        n135 = len(b134) + 1
        a(_UV[n135] if n135 < 128 else _uv(n135))
        a(b134)
        l136 = e132.partition_result
        n137 = len(l136) + 1
        a(_UV[n137] if n137 < 128 else _uv(n137))
        for e138 in l136:
            a(_S_ih.pack(e138.partition_id, e138.error_code))
            s139 = e138.error_message
            if s139 is None:
                a(_H0)
            else:
                b140 = s139.encode()
                n141 = len(b140) + 1
                a(_UV[n141] if n141 < 128 else _uv(n141))
                a(b140)
            u142 = e138._unknown_tags
            if u142 is None:
                a(_H0)
            else:
                _write_tags(a, None, u142)
        u143 = e132._unknown_tags
        if u143 is None:
            a(_H0)
        else:
            _write_tags(a, None, u143)
    u144 = o._unknown_tags
    if u144 is None:
        a(_H0)
    else:
        _write_tags(a, None, u144)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n145 = buf[pos] - 1
    if 0 <= n145 < 127:
        pos += 1
    else:
        n145, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l146 = []
    ap147 = l146.append
    for _ in range(n145):
        t148 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            x150 = pos + 1 + n149
            if x150 > blen:
                raise _bad_length(n149, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t148.topic = str(buf[pos + 1:x150], 'utf-8')
            pos = x150
        else:
            t148.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n151 = buf[pos] - 1
        if 0 <= n151 < 127:
            pos += 1
        else:
            n151, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l152 = []
        ap153 = l152.append
        for _ in range(n151):
            t154 = _new(_C_ElectLeadersResponse_PartitionResult)
            t154.partition_id, t154.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n155 = buf[pos] - 1
            if 0 <= n155 < 127:
                x156 = pos + 1 + n155
                if x156 > blen:
                    raise _bad_length(n155, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t154.error_message = str(buf[pos + 1:x156], 'utf-8')
                pos = x156
            else:
                t154.error_message, pos = _read_string(buf, pos, True, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t154._unknown_tags = None
            else:
                nt157, pos = _ruv(buf, pos)
                if nt157 * 2 > blen - pos:
                    raise _array_too_long(nt157, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                uk158 = None
                for _ in range(nt157):
                    tg159, pos = _ruv(buf, pos)
                    sz160, pos = _ruv(buf, pos)
                    x161 = pos + sz160
                    if x161 > blen:
                        raise _bad_length(sz160, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                    if uk158 is None:
                        uk158 = []
                    uk158.append((tg159, bytes(buf[pos:x161])))
                    pos = x161
                t154._unknown_tags = uk158
            ap153(t154)
        t148.partition_result = l152
        if buf[pos] == 0:
            pos += 1
            t148._unknown_tags = None
        else:
            nt162, pos = _ruv(buf, pos)
            if nt162 * 2 > blen - pos:
                raise _array_too_long(nt162, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
            uk163 = None
            for _ in range(nt162):
                tg164, pos = _ruv(buf, pos)
                sz165, pos = _ruv(buf, pos)
                x166 = pos + sz165
                if x166 > blen:
                    raise _bad_length(sz165, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
                if uk163 is None:
                    uk163 = []
                uk163.append((tg164, bytes(buf[pos:x166])))
                pos = x166
            t148._unknown_tags = uk163
        ap147(t148)
    o.replica_election_results = l146
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt167, pos = _ruv(buf, pos)
        if nt167 * 2 > blen - pos:
            raise _array_too_long(nt167, 'ElectLeadersResponse._tagged_fields', pos)
        uk168 = None
        for _ in range(nt167):
            tg169, pos = _ruv(buf, pos)
            sz170, pos = _ruv(buf, pos)
            x171 = pos + sz170
            if x171 > blen:
                raise _bad_length(sz170, 'ElectLeadersResponse._tagged_fields', pos)
            if uk168 is None:
                uk168 = []
            uk168.append((tg169, bytes(buf[pos:x171])))
            pos = x171
        o._unknown_tags = uk168
    return o, pos


def _enc_ElectLeadersResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l172 = o.replica_election_results
    n173 = len(l172) + 1
    a(_UV[n173] if n173 < 128 else _uv(n173))
    for e174 in l172:
        s175 = e174.topic
        b176 = s175.encode()
        n177 = len(b176) + 1
        a(_UV[n177] if n177 < 128 else _uv(n177))
        a(b176)
        l178 = e174.partition_result
        n179 = len(l178) + 1
        a(_UV[n179] if n179 < 128 else _uv(n179))
        for e180 in l178:
            a(_S_ih.pack(e180.partition_id, e180.error_code))
            s181 = e180.error_message
            if s181 is None:
                a(_H0)
            else:
                b182 = s181.encode()
                n183 = len(b182) + 1
                a(_UV[n183] if n183 < 128 else _uv(n183))
                a(b182)
            u184 = e180._unknown_tags
            if u184 is None:
                a(_H0)
            else:
                _write_tags(a, None, u184)
        u185 = e174._unknown_tags
        if u185 is None:
            a(_H0)
        else:
            _write_tags(a, None, u185)
    u186 = o._unknown_tags
    if u186 is None:
        a(_H0)
    else:
        _write_tags(a, None, u186)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n187 = buf[pos] - 1
    if 0 <= n187 < 127:
        pos += 1
    else:
        n187, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l188 = []
    ap189 = l188.append
    for _ in range(n187):
        t190 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n191 = buf[pos] - 1
        if 0 <= n191 < 127:
            x192 = pos + 1 + n191
            if x192 > blen:
                raise _bad_length(n191, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t190.topic = str(buf[pos + 1:x192], 'utf-8')
            pos = x192
        else:
            t190.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n193 = buf[pos] - 1
        if 0 <= n193 < 127:
            pos += 1
        else:
            n193, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l194 = []
        ap195 = l194.append
        for _ in range(n193):
            t196 = _new(_C_ElectLeadersResponse_PartitionResult)
            t196.partition_id, t196.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n197 = buf[pos] - 1
            if 0 <= n197 < 127:
                x198 = pos + 1 + n197
                if x198 > blen:
                    raise _bad_length(n197, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t196.error_message = str(buf[pos + 1:x198], 'utf-8')
                pos = x198
            else:
                t196.error_message, pos = _read_string(buf, pos, True, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t196._unknown_tags = None
            else:
                nt199, pos = _ruv(buf, pos)
                if nt199 * 2 > blen - pos:
                    raise _array_too_long(nt199, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                uk200 = None
                for _ in range(nt199):
                    tg201, pos = _ruv(buf, pos)
                    sz202, pos = _ruv(buf, pos)
                    x203 = pos + sz202
                    if x203 > blen:
                        raise _bad_length(sz202, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                    if uk200 is None:
                        uk200 = []
                    uk200.append((tg201, bytes(buf[pos:x203])))
                    pos = x203
                t196._unknown_tags = uk200
            ap195(t196)
        t190.partition_result = l194
        if buf[pos] == 0:
            pos += 1
            t190._unknown_tags = None
        else:
            nt204, pos = _ruv(buf, pos)
            if nt204 * 2 > blen - pos:
                raise _array_too_long(nt204, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
            uk205 = None
            for _ in range(nt204):
                tg206, pos = _ruv(buf, pos)
                sz207, pos = _ruv(buf, pos)
                x208 = pos + sz207
                if x208 > blen:
                    raise _bad_length(sz207, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
                if uk205 is None:
                    uk205 = []
                uk205.append((tg206, bytes(buf[pos:x208])))
                pos = x208
            t190._unknown_tags = uk205
        ap189(t190)
    o.replica_election_results = l188
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt209, pos = _ruv(buf, pos)
        if nt209 * 2 > blen - pos:
            raise _array_too_long(nt209, 'ElectLeadersResponse._tagged_fields', pos)
        uk210 = None
        for _ in range(nt209):
            tg211, pos = _ruv(buf, pos)
            sz212, pos = _ruv(buf, pos)
            x213 = pos + sz212
            if x213 > blen:
                raise _bad_length(sz212, 'ElectLeadersResponse._tagged_fields', pos)
            if uk210 is None:
                uk210 = []
            uk210.append((tg211, bytes(buf[pos:x213])))
            pos = x213
        o._unknown_tags = uk210
    return o, pos


ElectLeadersResponse._ENC = {0: _enc_ElectLeadersResponse_v0, 1: _enc_ElectLeadersResponse_v1, 2: _enc_ElectLeadersResponse_v2, 3: _enc_ElectLeadersResponse_v3}
ElectLeadersResponse._DEC = {0: _dec_ElectLeadersResponse_v0, 1: _dec_ElectLeadersResponse_v1, 2: _dec_ElectLeadersResponse_v2, 3: _dec_ElectLeadersResponse_v3}


_LINES = {
    100: 'ElectLeadersRequest.ElectionType',
    102: 'ElectLeadersRequest.TopicPartitions',
    103: 'ElectLeadersRequest.TopicPartitions',
    104: 'ElectLeadersRequest.TopicPartitions',
    105: 'ElectLeadersRequest.TopicPartitions',
    106: 'ElectLeadersRequest.TopicPartitions',
    107: 'ElectLeadersRequest.TopicPartitions',
    108: 'ElectLeadersRequest.TopicPartitions.Topic',
    109: 'ElectLeadersRequest.TopicPartitions.Topic',
    110: 'ElectLeadersRequest.TopicPartitions.Topic',
    111: 'ElectLeadersRequest.TopicPartitions.Topic',
    112: 'ElectLeadersRequest.TopicPartitions.Partitions',
    113: 'ElectLeadersRequest.TopicPartitions.Partitions',
    115: 'ElectLeadersRequest.TopicPartitions.Partitions',
    117: 'ElectLeadersRequest.TopicPartitions.Partitions',
    118: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    120: 'ElectLeadersRequest.TimeoutMs',
    127: 'ElectLeadersRequest.TopicPartitions',
    135: 'ElectLeadersRequest.TopicPartitions.Topic',
    140: 'ElectLeadersRequest.TopicPartitions.Topic',
    143: 'ElectLeadersRequest.TopicPartitions.Topic',
    144: 'ElectLeadersRequest.TopicPartitions.Partitions',
    146: 'ElectLeadersRequest.TopicPartitions.Partitions',
    149: 'ElectLeadersRequest.TopicPartitions.Partitions',
    154: 'ElectLeadersRequest.TimeoutMs',
    164: 'ElectLeadersRequest.ElectionType',
    165: 'ElectLeadersRequest.TopicPartitions',
    166: 'ElectLeadersRequest.TopicPartitions',
    167: 'ElectLeadersRequest.TopicPartitions',
    168: 'ElectLeadersRequest.TopicPartitions',
    169: 'ElectLeadersRequest.TopicPartitions',
    170: 'ElectLeadersRequest.TopicPartitions',
    171: 'ElectLeadersRequest.TopicPartitions.Topic',
    172: 'ElectLeadersRequest.TopicPartitions.Topic',
    173: 'ElectLeadersRequest.TopicPartitions.Topic',
    174: 'ElectLeadersRequest.TopicPartitions.Topic',
    175: 'ElectLeadersRequest.TopicPartitions.Partitions',
    176: 'ElectLeadersRequest.TopicPartitions.Partitions',
    178: 'ElectLeadersRequest.TopicPartitions.Partitions',
    180: 'ElectLeadersRequest.TopicPartitions.Partitions',
    181: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    183: 'ElectLeadersRequest.TimeoutMs',
    190: 'ElectLeadersRequest.ElectionType',
    192: 'ElectLeadersRequest.TopicPartitions',
    200: 'ElectLeadersRequest.TopicPartitions.Topic',
    205: 'ElectLeadersRequest.TopicPartitions.Topic',
    208: 'ElectLeadersRequest.TopicPartitions.Topic',
    209: 'ElectLeadersRequest.TopicPartitions.Partitions',
    211: 'ElectLeadersRequest.TopicPartitions.Partitions',
    214: 'ElectLeadersRequest.TopicPartitions.Partitions',
    219: 'ElectLeadersRequest.TimeoutMs',
    228: 'ElectLeadersRequest.ElectionType',
    229: 'ElectLeadersRequest.TopicPartitions',
    230: 'ElectLeadersRequest.TopicPartitions',
    231: 'ElectLeadersRequest.TopicPartitions',
    232: 'ElectLeadersRequest.TopicPartitions',
    233: 'ElectLeadersRequest.TopicPartitions',
    234: 'ElectLeadersRequest.TopicPartitions',
    235: 'ElectLeadersRequest.TopicPartitions',
    236: 'ElectLeadersRequest.TopicPartitions.Topic',
    237: 'ElectLeadersRequest.TopicPartitions.Topic',
    238: 'ElectLeadersRequest.TopicPartitions.Topic',
    239: 'ElectLeadersRequest.TopicPartitions.Topic',
    240: 'ElectLeadersRequest.TopicPartitions.Topic',
    241: 'ElectLeadersRequest.TopicPartitions.Partitions',
    242: 'ElectLeadersRequest.TopicPartitions.Partitions',
    244: 'ElectLeadersRequest.TopicPartitions.Partitions',
    246: 'ElectLeadersRequest.TopicPartitions.Partitions',
    247: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    249: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    250: 'ElectLeadersRequest.TopicPartitions',
    253: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    254: 'ElectLeadersRequest.TimeoutMs',
    255: 'ElectLeadersRequest._unknown_tags',
    256: 'ElectLeadersRequest',
    259: 'ElectLeadersRequest._unknown_tags',
    266: 'ElectLeadersRequest.ElectionType',
    268: 'ElectLeadersRequest.TopicPartitions',
    272: 'ElectLeadersRequest.TopicPartitions',
    280: 'ElectLeadersRequest.TopicPartitions.Topic',
    285: 'ElectLeadersRequest.TopicPartitions.Topic',
    288: 'ElectLeadersRequest.TopicPartitions.Topic',
    289: 'ElectLeadersRequest.TopicPartitions.Partitions',
    291: 'ElectLeadersRequest.TopicPartitions.Partitions',
    294: 'ElectLeadersRequest.TopicPartitions.Partitions',
    296: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    300: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    305: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    306: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    317: 'ElectLeadersRequest.TimeoutMs',
    319: 'ElectLeadersRequest._tagged_fields',
    323: 'ElectLeadersRequest._tagged_fields',
    328: 'ElectLeadersRequest._tagged_fields',
    329: 'ElectLeadersRequest._tagged_fields',
    344: 'ElectLeadersRequest.ElectionType',
    345: 'ElectLeadersRequest.TopicPartitions',
    346: 'ElectLeadersRequest.TopicPartitions',
    347: 'ElectLeadersRequest.TopicPartitions',
    348: 'ElectLeadersRequest.TopicPartitions',
    349: 'ElectLeadersRequest.TopicPartitions',
    350: 'ElectLeadersRequest.TopicPartitions',
    351: 'ElectLeadersRequest.TopicPartitions',
    352: 'ElectLeadersRequest.TopicPartitions.Topic',
    353: 'ElectLeadersRequest.TopicPartitions.Topic',
    354: 'ElectLeadersRequest.TopicPartitions.Topic',
    355: 'ElectLeadersRequest.TopicPartitions.Topic',
    356: 'ElectLeadersRequest.TopicPartitions.Topic',
    357: 'ElectLeadersRequest.TopicPartitions.Partitions',
    358: 'ElectLeadersRequest.TopicPartitions.Partitions',
    360: 'ElectLeadersRequest.TopicPartitions.Partitions',
    362: 'ElectLeadersRequest.TopicPartitions.Partitions',
    363: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    364: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    365: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    366: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    367: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    369: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    371: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    372: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    373: 'ElectLeadersRequest.TopicPartitions',
    376: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    377: 'ElectLeadersRequest.TimeoutMs',
    378: 'ElectLeadersRequest._unknown_tags',
    379: 'ElectLeadersRequest',
    382: 'ElectLeadersRequest._unknown_tags',
    389: 'ElectLeadersRequest.ElectionType',
    391: 'ElectLeadersRequest.TopicPartitions',
    395: 'ElectLeadersRequest.TopicPartitions',
    403: 'ElectLeadersRequest.TopicPartitions.Topic',
    408: 'ElectLeadersRequest.TopicPartitions.Topic',
    411: 'ElectLeadersRequest.TopicPartitions.Topic',
    412: 'ElectLeadersRequest.TopicPartitions.Partitions',
    414: 'ElectLeadersRequest.TopicPartitions.Partitions',
    417: 'ElectLeadersRequest.TopicPartitions.Partitions',
    418: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    420: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    423: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    424: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    428: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    433: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    434: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    445: 'ElectLeadersRequest.TimeoutMs',
    447: 'ElectLeadersRequest._tagged_fields',
    451: 'ElectLeadersRequest._tagged_fields',
    456: 'ElectLeadersRequest._tagged_fields',
    457: 'ElectLeadersRequest._tagged_fields',
    545: 'ElectLeadersResponse.ThrottleTimeMs',
    546: 'ElectLeadersResponse.ErrorCode',
    548: 'ElectLeadersResponse.ReplicaElectionResults',
    549: 'ElectLeadersResponse.ReplicaElectionResults',
    550: 'ElectLeadersResponse.ReplicaElectionResults',
    551: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    552: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    553: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    554: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    555: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    556: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    557: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    558: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    559: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    560: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    561: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    562: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    563: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    564: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    565: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    572: 'ElectLeadersResponse.ThrottleTimeMs',
    574: 'ElectLeadersResponse.ReplicaElectionResults',
    579: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    584: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    587: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    588: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    593: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    595: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    600: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    603: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    618: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    619: 'ElectLeadersResponse.ReplicaElectionResults',
    620: 'ElectLeadersResponse.ReplicaElectionResults',
    621: 'ElectLeadersResponse.ReplicaElectionResults',
    622: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    623: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    624: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    625: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    626: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    627: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    628: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    629: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    630: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    631: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    632: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    633: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    634: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    635: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    636: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    643: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    645: 'ElectLeadersResponse.ReplicaElectionResults',
    650: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    655: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    658: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    659: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    664: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    666: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    671: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    674: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    688: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    689: 'ElectLeadersResponse.ReplicaElectionResults',
    690: 'ElectLeadersResponse.ReplicaElectionResults',
    691: 'ElectLeadersResponse.ReplicaElectionResults',
    692: 'ElectLeadersResponse.ReplicaElectionResults',
    693: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    694: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    695: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    696: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    697: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    698: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    699: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    700: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    701: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    702: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    703: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    704: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    705: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    706: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    707: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    708: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    709: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    710: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    711: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    712: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    715: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    716: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    717: 'ElectLeadersResponse.ReplicaElectionResults',
    720: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    721: 'ElectLeadersResponse._unknown_tags',
    722: 'ElectLeadersResponse',
    725: 'ElectLeadersResponse._unknown_tags',
    732: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    734: 'ElectLeadersResponse.ReplicaElectionResults',
    738: 'ElectLeadersResponse.ReplicaElectionResults',
    743: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    748: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    751: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    752: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    756: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    761: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    763: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    768: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    771: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    772: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    776: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    781: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    782: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    793: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    797: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    802: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    803: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    814: 'ElectLeadersResponse._tagged_fields',
    818: 'ElectLeadersResponse._tagged_fields',
    823: 'ElectLeadersResponse._tagged_fields',
    824: 'ElectLeadersResponse._tagged_fields',
    839: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    840: 'ElectLeadersResponse.ReplicaElectionResults',
    841: 'ElectLeadersResponse.ReplicaElectionResults',
    842: 'ElectLeadersResponse.ReplicaElectionResults',
    843: 'ElectLeadersResponse.ReplicaElectionResults',
    844: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    845: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    846: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    847: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    848: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    849: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    850: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    851: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    852: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    853: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    854: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    855: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    856: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    857: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    858: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    859: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    860: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    861: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    862: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    863: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    866: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    867: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    868: 'ElectLeadersResponse.ReplicaElectionResults',
    871: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    872: 'ElectLeadersResponse._unknown_tags',
    873: 'ElectLeadersResponse',
    876: 'ElectLeadersResponse._unknown_tags',
    883: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    885: 'ElectLeadersResponse.ReplicaElectionResults',
    889: 'ElectLeadersResponse.ReplicaElectionResults',
    894: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    899: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    902: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    903: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    907: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    912: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    914: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    919: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    922: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    923: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    927: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    932: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    933: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    944: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    948: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    953: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    954: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    965: 'ElectLeadersResponse._tagged_fields',
    969: 'ElectLeadersResponse._tagged_fields',
    974: 'ElectLeadersResponse._tagged_fields',
    975: 'ElectLeadersResponse._tagged_fields',
}
