# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ListPartitionReassignmentsRequest.json, schemas/messages/ListPartitionReassignmentsResponse.json.
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

__all__ = ['ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class ListPartitionReassignmentsRequest(_Message):
    __slots__ = ('timeout_ms', 'topics', '_unknown_tags')
    NAME = 'ListPartitionReassignmentsRequest'
    TYPE = 'request'
    API_KEY = 46
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, timeout_ms=60000, topics=None, _unknown_tags=None):
        self.timeout_ms = timeout_ms
        self.topics = topics
        self._unknown_tags = _unknown_tags

    class ListPartitionReassignmentsTopics(_Message):
        __slots__ = ('name', 'partition_indexes', '_unknown_tags')
        NAME = 'ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics'

        def __init__(self, *, name='', partition_indexes=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partition_indexes = [] if partition_indexes is _EMPTY else partition_indexes
            self._unknown_tags = _unknown_tags


_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics = ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics
ListPartitionReassignmentsRequest.FIELDS = (
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
    _FI('Topics', 'topics', '[]ListPartitionReassignmentsTopics', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics),
)
_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics = _C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics()

def _mk_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics():
    o = _new(_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics)
    o.name = ''
    o.partition_indexes = []
    o._unknown_tags = None
    return o


def _enc_ListPartitionReassignmentsRequest_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.timeout_ms))
    l1 = o.topics
    if l1 is None:
        a(_H0)
    else:
        n2 = len(l1) + 1
        a(_UV[n2] if n2 < 128 else _uv(n2))
        for e3 in l1:
            s4 = e3.name
            b5 = s4.encode()
            n6 = len(b5) + 1
            a(_UV[n6] if n6 < 128 else _uv(n6))
            a(b5)
            l7 = e3.partition_indexes
            n8 = len(l7)
            if n8 < 64:
                a(_CA_i[n8].pack(n8 + 1, *l7))
            else:
                a(_encode_array('i', l7, True))
            u9 = e3._unknown_tags
            if u9 is None:
                a(_H0)
            else:
                _write_tags(a, None, u9)
    u10 = o._unknown_tags
    if u10 is None:
        a(_H0)
    else:
        _write_tags(a, None, u10)
    return b''.join(parts)


def _dec_ListPartitionReassignmentsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(ListPartitionReassignmentsRequest)
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n11 = buf[pos] - 1
    if -1 <= n11 < 127:
        pos += 1
    else:
        n11, pos = _read_array_len(buf, pos, True, True, 1, 'ListPartitionReassignmentsRequest.Topics')
    if n11 < 0:
        o.topics = None
    else:
        l12 = []
        ap13 = l12.append
        for _ in range(n11):
            t14 = _new(_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics)
            n15 = buf[pos] - 1
            if 0 <= n15 < 127:
                x16 = pos + 1 + n15
                if x16 > blen:
                    raise _bad_length(n15, 'ListPartitionReassignmentsRequest.Topics.Name', pos)
                t14.name = str(buf[pos + 1:x16], 'utf-8')
                pos = x16
            else:
                t14.name, pos = _read_string(buf, pos, True, False, 'ListPartitionReassignmentsRequest.Topics.Name')
            n17 = buf[pos] - 1
            if 0 <= n17 < 64:
                t14.partition_indexes = list(_A_i[n17].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n17
            else:
                t14.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t14._unknown_tags = None
            else:
                nt18, pos = _ruv(buf, pos)
                if nt18 * 2 > blen - pos:
                    raise _array_too_long(nt18, 'ListPartitionReassignmentsRequest.Topics._tagged_fields', pos)
                uk19 = None
                for _ in range(nt18):
                    tg20, pos = _ruv(buf, pos)
                    sz21, pos = _ruv(buf, pos)
                    x22 = pos + sz21
                    if x22 > blen:
                        raise _bad_length(sz21, 'ListPartitionReassignmentsRequest.Topics._tagged_fields', pos)
                    if uk19 is None:
                        uk19 = []
                    uk19.append((tg20, bytes(buf[pos:x22])))
                    pos = x22
                t14._unknown_tags = uk19
            ap13(t14)
        o.topics = l12
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt23, pos = _ruv(buf, pos)
        if nt23 * 2 > blen - pos:
            raise _array_too_long(nt23, 'ListPartitionReassignmentsRequest._tagged_fields', pos)
        uk24 = None
        for _ in range(nt23):
            tg25, pos = _ruv(buf, pos)
            sz26, pos = _ruv(buf, pos)
            x27 = pos + sz26
            if x27 > blen:
                raise _bad_length(sz26, 'ListPartitionReassignmentsRequest._tagged_fields', pos)
            if uk24 is None:
                uk24 = []
            uk24.append((tg25, bytes(buf[pos:x27])))
            pos = x27
        o._unknown_tags = uk24
    return o, pos


ListPartitionReassignmentsRequest._ENC = {0: _enc_ListPartitionReassignmentsRequest_v0}
ListPartitionReassignmentsRequest._DEC = {0: _dec_ListPartitionReassignmentsRequest_v0}


class ListPartitionReassignmentsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'topics', '_unknown_tags')
    NAME = 'ListPartitionReassignmentsResponse'
    TYPE = 'response'
    API_KEY = 46
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', topics=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OngoingTopicReassignment(_Message):
        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'ListPartitionReassignmentsResponse.OngoingTopicReassignment'

        def __init__(self, *, name='', partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OngoingPartitionReassignment(_Message):
        __slots__ = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas', '_unknown_tags')
        NAME = 'ListPartitionReassignmentsResponse.OngoingPartitionReassignment'

        def __init__(self, *, partition_index=0, replicas=_EMPTY, adding_replicas=_EMPTY, removing_replicas=_EMPTY, _unknown_tags=None):
            self.partition_index = partition_index
            self.replicas = [] if replicas is _EMPTY else replicas
            self.adding_replicas = [] if adding_replicas is _EMPTY else adding_replicas
            self.removing_replicas = [] if removing_replicas is _EMPTY else removing_replicas
            self._unknown_tags = _unknown_tags


_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment = ListPartitionReassignmentsResponse.OngoingTopicReassignment
_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment = ListPartitionReassignmentsResponse.OngoingPartitionReassignment
ListPartitionReassignmentsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OngoingTopicReassignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListPartitionReassignmentsResponse_OngoingTopicReassignment),
)
_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OngoingPartitionReassignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment),
)
_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Replicas', 'replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('AddingReplicas', 'adding_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('RemovingReplicas', 'removing_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ListPartitionReassignmentsResponse_OngoingTopicReassignment = _C_ListPartitionReassignmentsResponse_OngoingTopicReassignment()
_DEF_ListPartitionReassignmentsResponse_OngoingPartitionReassignment = _C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment()

def _mk_ListPartitionReassignmentsResponse_OngoingTopicReassignment():
    o = _new(_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_ListPartitionReassignmentsResponse_OngoingPartitionReassignment():
    o = _new(_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment)
    o.partition_index = 0
    o.replicas = []
    o.adding_replicas = []
    o.removing_replicas = []
    o._unknown_tags = None
    return o


def _enc_ListPartitionReassignmentsResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s28 = o.error_message
    if s28 is None:
        a(_H0)
    else:
        b29 = s28.encode()
        n30 = len(b29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        a(b29)
    l31 = o.topics
    n32 = len(l31) + 1
    a(_UV[n32] if n32 < 128 else _uv(n32))
    for e33 in l31:
        s34 = e33.name
        b35 = s34.encode()
        n36 = len(b35) + 1
        a(_UV[n36] if n36 < 128 else _uv(n36))
        a(b35)
        l37 = e33.partitions
        n38 = len(l37) + 1
        a(_UV[n38] if n38 < 128 else _uv(n38))
        for e39 in l37:
            a(_S_i.pack(e39.partition_index))
            l40 = e39.replicas
            n41 = len(l40)
            if n41 < 64:
                a(_CA_i[n41].pack(n41 + 1, *l40))
            else:
                a(_encode_array('i', l40, True))
            l42 = e39.adding_replicas
            n43 = len(l42)
            if n43 < 64:
                a(_CA_i[n43].pack(n43 + 1, *l42))
            else:
                a(_encode_array('i', l42, True))
            l44 = e39.removing_replicas
            n45 = len(l44)
            if n45 < 64:
                a(_CA_i[n45].pack(n45 + 1, *l44))
            else:
                a(_encode_array('i', l44, True))
            u46 = e39._unknown_tags
            if u46 is None:
                a(_H0)
            else:
                _write_tags(a, None, u46)
        u47 = e33._unknown_tags
        if u47 is None:
            a(_H0)
        else:
            _write_tags(a, None, u47)
    u48 = o._unknown_tags
    if u48 is None:
        a(_H0)
    else:
        _write_tags(a, None, u48)
    return b''.join(parts)


def _dec_ListPartitionReassignmentsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(ListPartitionReassignmentsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n49 = buf[pos] - 1
    if 0 <= n49 < 127:
        x50 = pos + 1 + n49
        if x50 > blen:
            raise _bad_length(n49, 'ListPartitionReassignmentsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x50], 'utf-8')
        pos = x50
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'ListPartitionReassignmentsResponse.ErrorMessage')
    n51 = buf[pos] - 1
    if 0 <= n51 < 127:
        pos += 1
    else:
        n51, pos = _read_array_len(buf, pos, True, False, 1, 'ListPartitionReassignmentsResponse.Topics')
    l52 = []
    ap53 = l52.append
    for _ in range(n51):
        t54 = _new(_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment)
        n55 = buf[pos] - 1
        if 0 <= n55 < 127:
            x56 = pos + 1 + n55
            if x56 > blen:
                raise _bad_length(n55, 'ListPartitionReassignmentsResponse.Topics.Name', pos)
            t54.name = str(buf[pos + 1:x56], 'utf-8')
            pos = x56
        else:
            t54.name, pos = _read_string(buf, pos, True, False, 'ListPartitionReassignmentsResponse.Topics.Name')
        n57 = buf[pos] - 1
        if 0 <= n57 < 127:
            pos += 1
        else:
            n57, pos = _read_array_len(buf, pos, True, False, 1, 'ListPartitionReassignmentsResponse.Topics.Partitions')
        l58 = []
        ap59 = l58.append
        for _ in range(n57):
            t60 = _new(_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment)
            t60.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n61 = buf[pos] - 1
            if 0 <= n61 < 64:
                t60.replicas = list(_A_i[n61].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n61
            else:
                t60.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas')
            n62 = buf[pos] - 1
            if 0 <= n62 < 64:
                t60.adding_replicas = list(_A_i[n62].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n62
            else:
                t60.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas')
            n63 = buf[pos] - 1
            if 0 <= n63 < 64:
                t60.removing_replicas = list(_A_i[n63].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n63
            else:
                t60.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas')
            if buf[pos] == 0:
                pos += 1
                t60._unknown_tags = None
            else:
                nt64, pos = _ruv(buf, pos)
                if nt64 * 2 > blen - pos:
                    raise _array_too_long(nt64, 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields', pos)
                uk65 = None
                for _ in range(nt64):
                    tg66, pos = _ruv(buf, pos)
                    sz67, pos = _ruv(buf, pos)
                    x68 = pos + sz67
                    if x68 > blen:
                        raise _bad_length(sz67, 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk65 is None:
                        uk65 = []
                    uk65.append((tg66, bytes(buf[pos:x68])))
                    pos = x68
                t60._unknown_tags = uk65
            ap59(t60)
        t54.partitions = l58
        if buf[pos] == 0:
            pos += 1
            t54._unknown_tags = None
        else:
            nt69, pos = _ruv(buf, pos)
            if nt69 * 2 > blen - pos:
                raise _array_too_long(nt69, 'ListPartitionReassignmentsResponse.Topics._tagged_fields', pos)
            uk70 = None
            for _ in range(nt69):
                tg71, pos = _ruv(buf, pos)
                sz72, pos = _ruv(buf, pos)
                x73 = pos + sz72
                if x73 > blen:
                    raise _bad_length(sz72, 'ListPartitionReassignmentsResponse.Topics._tagged_fields', pos)
                if uk70 is None:
                    uk70 = []
                uk70.append((tg71, bytes(buf[pos:x73])))
                pos = x73
            t54._unknown_tags = uk70
        ap53(t54)
    o.topics = l52
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt74, pos = _ruv(buf, pos)
        if nt74 * 2 > blen - pos:
            raise _array_too_long(nt74, 'ListPartitionReassignmentsResponse._tagged_fields', pos)
        uk75 = None
        for _ in range(nt74):
            tg76, pos = _ruv(buf, pos)
            sz77, pos = _ruv(buf, pos)
            x78 = pos + sz77
            if x78 > blen:
                raise _bad_length(sz77, 'ListPartitionReassignmentsResponse._tagged_fields', pos)
            if uk75 is None:
                uk75 = []
            uk75.append((tg76, bytes(buf[pos:x78])))
            pos = x78
        o._unknown_tags = uk75
    return o, pos


ListPartitionReassignmentsResponse._ENC = {0: _enc_ListPartitionReassignmentsResponse_v0}
ListPartitionReassignmentsResponse._DEC = {0: _dec_ListPartitionReassignmentsResponse_v0}


_LINES = {
    93: 'ListPartitionReassignmentsRequest.TimeoutMs',
    94: 'ListPartitionReassignmentsRequest.Topics',
    95: 'ListPartitionReassignmentsRequest.Topics',
    96: 'ListPartitionReassignmentsRequest.Topics',
    97: 'ListPartitionReassignmentsRequest.Topics',
    98: 'ListPartitionReassignmentsRequest.Topics',
    99: 'ListPartitionReassignmentsRequest.Topics',
    100: 'ListPartitionReassignmentsRequest.Topics',
    101: 'ListPartitionReassignmentsRequest.Topics.Name',
    102: 'ListPartitionReassignmentsRequest.Topics.Name',
    103: 'ListPartitionReassignmentsRequest.Topics.Name',
    104: 'ListPartitionReassignmentsRequest.Topics.Name',
    105: 'ListPartitionReassignmentsRequest.Topics.Name',
    106: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    107: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    109: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    111: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    112: 'ListPartitionReassignmentsRequest.Topics._unknown_tags',
    113: 'ListPartitionReassignmentsRequest.Topics',
    116: 'ListPartitionReassignmentsRequest.Topics._unknown_tags',
    117: 'ListPartitionReassignmentsRequest._unknown_tags',
    118: 'ListPartitionReassignmentsRequest',
    121: 'ListPartitionReassignmentsRequest._unknown_tags',
    128: 'ListPartitionReassignmentsRequest.TimeoutMs',
    130: 'ListPartitionReassignmentsRequest.Topics',
    134: 'ListPartitionReassignmentsRequest.Topics',
    142: 'ListPartitionReassignmentsRequest.Topics.Name',
    147: 'ListPartitionReassignmentsRequest.Topics.Name',
    150: 'ListPartitionReassignmentsRequest.Topics.Name',
    151: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    153: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    156: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    157: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    161: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    166: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    167: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    178: 'ListPartitionReassignmentsRequest._tagged_fields',
    182: 'ListPartitionReassignmentsRequest._tagged_fields',
    187: 'ListPartitionReassignmentsRequest._tagged_fields',
    188: 'ListPartitionReassignmentsRequest._tagged_fields',
    281: 'ListPartitionReassignmentsResponse.ThrottleTimeMs,ErrorCode',
    282: 'ListPartitionReassignmentsResponse.ErrorMessage',
    283: 'ListPartitionReassignmentsResponse.ErrorMessage',
    284: 'ListPartitionReassignmentsResponse.ErrorMessage',
    285: 'ListPartitionReassignmentsResponse.ErrorMessage',
    286: 'ListPartitionReassignmentsResponse.ErrorMessage',
    287: 'ListPartitionReassignmentsResponse.ErrorMessage',
    288: 'ListPartitionReassignmentsResponse.ErrorMessage',
    289: 'ListPartitionReassignmentsResponse.ErrorMessage',
    290: 'ListPartitionReassignmentsResponse.Topics',
    291: 'ListPartitionReassignmentsResponse.Topics',
    292: 'ListPartitionReassignmentsResponse.Topics',
    293: 'ListPartitionReassignmentsResponse.Topics',
    294: 'ListPartitionReassignmentsResponse.Topics.Name',
    295: 'ListPartitionReassignmentsResponse.Topics.Name',
    296: 'ListPartitionReassignmentsResponse.Topics.Name',
    297: 'ListPartitionReassignmentsResponse.Topics.Name',
    298: 'ListPartitionReassignmentsResponse.Topics.Name',
    299: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    300: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    301: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    302: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    303: 'ListPartitionReassignmentsResponse.Topics.Partitions.PartitionIndex',
    304: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    305: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    307: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    309: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    310: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    311: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    313: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    315: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    316: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    317: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    319: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    321: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    322: 'ListPartitionReassignmentsResponse.Topics.Partitions._unknown_tags',
    323: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    326: 'ListPartitionReassignmentsResponse.Topics.Partitions._unknown_tags',
    327: 'ListPartitionReassignmentsResponse.Topics._unknown_tags',
    328: 'ListPartitionReassignmentsResponse.Topics',
    331: 'ListPartitionReassignmentsResponse.Topics._unknown_tags',
    332: 'ListPartitionReassignmentsResponse._unknown_tags',
    333: 'ListPartitionReassignmentsResponse',
    336: 'ListPartitionReassignmentsResponse._unknown_tags',
    343: 'ListPartitionReassignmentsResponse.ThrottleTimeMs,ErrorCode',
    345: 'ListPartitionReassignmentsResponse.ErrorMessage',
    350: 'ListPartitionReassignmentsResponse.ErrorMessage',
    353: 'ListPartitionReassignmentsResponse.ErrorMessage',
    354: 'ListPartitionReassignmentsResponse.Topics',
    358: 'ListPartitionReassignmentsResponse.Topics',
    363: 'ListPartitionReassignmentsResponse.Topics.Name',
    368: 'ListPartitionReassignmentsResponse.Topics.Name',
    371: 'ListPartitionReassignmentsResponse.Topics.Name',
    372: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    376: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    381: 'ListPartitionReassignmentsResponse.Topics.Partitions.PartitionIndex',
    383: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    385: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    388: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    389: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    391: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    394: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    395: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    397: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    400: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    401: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    405: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    410: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    411: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    422: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    426: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    431: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    432: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    443: 'ListPartitionReassignmentsResponse._tagged_fields',
    447: 'ListPartitionReassignmentsResponse._tagged_fields',
    452: 'ListPartitionReassignmentsResponse._tagged_fields',
    453: 'ListPartitionReassignmentsResponse._tagged_fields',
}
