# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ProduceRequest.json, schemas/messages/ProduceResponse.json.
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

__all__ = ['ProduceRequest', 'ProduceResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_h = Struct('>h')
_S_hi = Struct('>hi')
_S_i = Struct('>i')
_S_ihqq = Struct('>ihqq')
_S_ihqqq = Struct('>ihqqq')
_S_ii = Struct('>ii')


class ProduceRequest(_Message):
    __slots__ = ('transactional_id', 'acks', 'timeout_ms', 'topic_data', '_unknown_tags')
    NAME = 'ProduceRequest'
    TYPE = 'request'
    API_KEY = 0
    LISTENERS = ('broker',)
    VALID_VERSIONS = (3, 13)
    FLEXIBLE_VERSIONS = (9, 13)

    def __init__(self, *, transactional_id=None, acks=0, timeout_ms=0, topic_data=_EMPTY, _unknown_tags=None):
        self.transactional_id = transactional_id
        self.acks = acks
        self.timeout_ms = timeout_ms
        self.topic_data = [] if topic_data is _EMPTY else topic_data
        self._unknown_tags = _unknown_tags

    class TopicProduceData(_Message):
        __slots__ = ('name', 'topic_id', 'partition_data', '_unknown_tags')
        NAME = 'ProduceRequest.TopicProduceData'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, partition_data=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.partition_data = [] if partition_data is _EMPTY else partition_data
            self._unknown_tags = _unknown_tags

    class PartitionProduceData(_Message):
        __slots__ = ('index', 'records', '_unknown_tags')
        NAME = 'ProduceRequest.PartitionProduceData'

        def __init__(self, *, index=0, records=b'', _unknown_tags=None):
            self.index = index
            self.records = records
            self._unknown_tags = _unknown_tags


_C_ProduceRequest_TopicProduceData = ProduceRequest.TopicProduceData
_C_ProduceRequest_PartitionProduceData = ProduceRequest.PartitionProduceData
ProduceRequest.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
    _FI('Acks', 'acks', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TopicData', 'topic_data', '[]TopicProduceData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceRequest_TopicProduceData),
)
_C_ProduceRequest_TopicProduceData.FIELDS = (
    _FI('Name', 'name', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('PartitionData', 'partition_data', '[]PartitionProduceData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceRequest_PartitionProduceData),
)
_C_ProduceRequest_PartitionProduceData.FIELDS = (
    _FI('Index', 'index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Records', 'records', 'records', (0, 32767), (0, 32767), (1, 0), None, b'', False, None),
)
_DEF_ProduceRequest_TopicProduceData = _C_ProduceRequest_TopicProduceData()
_DEF_ProduceRequest_PartitionProduceData = _C_ProduceRequest_PartitionProduceData()


def _enc_ProduceRequest_v3(o):
    parts = []
    a = parts.append
    s1 = o.transactional_id
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l4 = o.topic_data
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partition_data
        a(_S_i.pack(len(l9)))
        for e10 in l9:
            a(_S_i.pack(e10.index))
            s11 = e10.records
            if s11 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s11)))
                a(s11)
    return b''.join(parts)


def _dec_ProduceRequest_v3(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n13, = _S_h.unpack_from(buf, pos)
    if n13 >= 0:
        x14 = pos + 2 + n13
        if x14 > blen:
            raise _bad_length(n13, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x14], 'utf-8')
        pos = x14
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n15, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l16 = []
    ap17 = l16.append
    for _ in range(n15):
        t18 = _new(_C_ProduceRequest_TopicProduceData)
        n19, = _S_h.unpack_from(buf, pos)
        if n19 >= 0:
            x20 = pos + 2 + n19
            if x20 > blen:
                raise _bad_length(n19, 'ProduceRequest.TopicData.Name', pos)
            t18.name = str(buf[pos + 2:x20], 'utf-8')
            pos = x20
        else:
            t18.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n21, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l22 = []
        ap23 = l22.append
        for _ in range(n21):
            t24 = _new(_C_ProduceRequest_PartitionProduceData)
            t24.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t24.records, pos = _read_bytes(buf, pos, False, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            t24._unknown_tags = None
            ap23(t24)
        t18.partition_data = l22
        t18.topic_id = _ZERO_UUID
        t18._unknown_tags = None
        ap17(t18)
    o.topic_data = l16
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v4(o):
    parts = []
    a = parts.append
    s25 = o.transactional_id
    if s25 is None:
        a(b'\xff\xff')
    else:
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l28 = o.topic_data
    a(_S_i.pack(len(l28)))
    for e29 in l28:
        s30 = e29.name
        b31 = s30.encode()
        a(_S_h.pack(len(b31)))
        a(b31)
        l33 = e29.partition_data
        a(_S_i.pack(len(l33)))
        for e34 in l33:
            a(_S_i.pack(e34.index))
            s35 = e34.records
            if s35 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s35)))
                a(s35)
    return b''.join(parts)


def _dec_ProduceRequest_v4(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n37, = _S_h.unpack_from(buf, pos)
    if n37 >= 0:
        x38 = pos + 2 + n37
        if x38 > blen:
            raise _bad_length(n37, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x38], 'utf-8')
        pos = x38
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n39, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l40 = []
    ap41 = l40.append
    for _ in range(n39):
        t42 = _new(_C_ProduceRequest_TopicProduceData)
        n43, = _S_h.unpack_from(buf, pos)
        if n43 >= 0:
            x44 = pos + 2 + n43
            if x44 > blen:
                raise _bad_length(n43, 'ProduceRequest.TopicData.Name', pos)
            t42.name = str(buf[pos + 2:x44], 'utf-8')
            pos = x44
        else:
            t42.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n45, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l46 = []
        ap47 = l46.append
        for _ in range(n45):
            t48 = _new(_C_ProduceRequest_PartitionProduceData)
            t48.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t48.records, pos = _read_bytes(buf, pos, False, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            t48._unknown_tags = None
            ap47(t48)
        t42.partition_data = l46
        t42.topic_id = _ZERO_UUID
        t42._unknown_tags = None
        ap41(t42)
    o.topic_data = l40
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v5(o):
    parts = []
    a = parts.append
    s49 = o.transactional_id
    if s49 is None:
        a(b'\xff\xff')
    else:
        b50 = s49.encode()
        a(_S_h.pack(len(b50)))
        a(b50)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l52 = o.topic_data
    a(_S_i.pack(len(l52)))
    for e53 in l52:
        s54 = e53.name
        b55 = s54.encode()
        a(_S_h.pack(len(b55)))
        a(b55)
        l57 = e53.partition_data
        a(_S_i.pack(len(l57)))
        for e58 in l57:
            a(_S_i.pack(e58.index))
            s59 = e58.records
            if s59 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s59)))
                a(s59)
    return b''.join(parts)


def _dec_ProduceRequest_v5(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n61, = _S_h.unpack_from(buf, pos)
    if n61 >= 0:
        x62 = pos + 2 + n61
        if x62 > blen:
            raise _bad_length(n61, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x62], 'utf-8')
        pos = x62
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n63, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l64 = []
    ap65 = l64.append
    for _ in range(n63):
        t66 = _new(_C_ProduceRequest_TopicProduceData)
        n67, = _S_h.unpack_from(buf, pos)
        if n67 >= 0:
            x68 = pos + 2 + n67
            if x68 > blen:
                raise _bad_length(n67, 'ProduceRequest.TopicData.Name', pos)
            t66.name = str(buf[pos + 2:x68], 'utf-8')
            pos = x68
        else:
            t66.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n69, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l70 = []
        ap71 = l70.append
        for _ in range(n69):
            t72 = _new(_C_ProduceRequest_PartitionProduceData)
            t72.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t72.records, pos = _read_bytes(buf, pos, False, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            t72._unknown_tags = None
            ap71(t72)
        t66.partition_data = l70
        t66.topic_id = _ZERO_UUID
        t66._unknown_tags = None
        ap65(t66)
    o.topic_data = l64
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v6(o):
    parts = []
    a = parts.append
    s73 = o.transactional_id
    if s73 is None:
        a(b'\xff\xff')
    else:
        b74 = s73.encode()
        a(_S_h.pack(len(b74)))
        a(b74)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l76 = o.topic_data
    a(_S_i.pack(len(l76)))
    for e77 in l76:
        s78 = e77.name
        b79 = s78.encode()
        a(_S_h.pack(len(b79)))
        a(b79)
        l81 = e77.partition_data
        a(_S_i.pack(len(l81)))
        for e82 in l81:
            a(_S_i.pack(e82.index))
            s83 = e82.records
            if s83 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s83)))
                a(s83)
    return b''.join(parts)


def _dec_ProduceRequest_v6(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n85, = _S_h.unpack_from(buf, pos)
    if n85 >= 0:
        x86 = pos + 2 + n85
        if x86 > blen:
            raise _bad_length(n85, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x86], 'utf-8')
        pos = x86
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n87, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l88 = []
    ap89 = l88.append
    for _ in range(n87):
        t90 = _new(_C_ProduceRequest_TopicProduceData)
        n91, = _S_h.unpack_from(buf, pos)
        if n91 >= 0:
            x92 = pos + 2 + n91
            if x92 > blen:
                raise _bad_length(n91, 'ProduceRequest.TopicData.Name', pos)
            t90.name = str(buf[pos + 2:x92], 'utf-8')
            pos = x92
        else:
            t90.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n93, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l94 = []
        ap95 = l94.append
        for _ in range(n93):
            t96 = _new(_C_ProduceRequest_PartitionProduceData)
            t96.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t96.records, pos = _read_bytes(buf, pos, False, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            t96._unknown_tags = None
            ap95(t96)
        t90.partition_data = l94
        t90.topic_id = _ZERO_UUID
        t90._unknown_tags = None
        ap89(t90)
    o.topic_data = l88
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v7(o):
    parts = []
    a = parts.append
    s97 = o.transactional_id
    if s97 is None:
        a(b'\xff\xff')
    else:
        b98 = s97.encode()
        a(_S_h.pack(len(b98)))
        a(b98)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l100 = o.topic_data
    a(_S_i.pack(len(l100)))
    for e101 in l100:
        s102 = e101.name
        b103 = s102.encode()
        a(_S_h.pack(len(b103)))
        a(b103)
        l105 = e101.partition_data
        a(_S_i.pack(len(l105)))
        for e106 in l105:
            a(_S_i.pack(e106.index))
            s107 = e106.records
            if s107 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s107)))
                a(s107)
    return b''.join(parts)


def _dec_ProduceRequest_v7(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n109, = _S_h.unpack_from(buf, pos)
    if n109 >= 0:
        x110 = pos + 2 + n109
        if x110 > blen:
            raise _bad_length(n109, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x110], 'utf-8')
        pos = x110
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n111, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l112 = []
    ap113 = l112.append
    for _ in range(n111):
        t114 = _new(_C_ProduceRequest_TopicProduceData)
        n115, = _S_h.unpack_from(buf, pos)
        if n115 >= 0:
            x116 = pos + 2 + n115
            if x116 > blen:
                raise _bad_length(n115, 'ProduceRequest.TopicData.Name', pos)
            t114.name = str(buf[pos + 2:x116], 'utf-8')
            pos = x116
        else:
            t114.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n117, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l118 = []
        ap119 = l118.append
        for _ in range(n117):
            t120 = _new(_C_ProduceRequest_PartitionProduceData)
            t120.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t120.records, pos = _read_bytes(buf, pos, False, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            t120._unknown_tags = None
            ap119(t120)
        t114.partition_data = l118
        t114.topic_id = _ZERO_UUID
        t114._unknown_tags = None
        ap113(t114)
    o.topic_data = l112
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v8(o):
    parts = []
    a = parts.append
    s121 = o.transactional_id
    if s121 is None:
        a(b'\xff\xff')
    else:
        b122 = s121.encode()
        a(_S_h.pack(len(b122)))
        a(b122)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l124 = o.topic_data
    a(_S_i.pack(len(l124)))
    for e125 in l124:
        s126 = e125.name
        b127 = s126.encode()
        a(_S_h.pack(len(b127)))
        a(b127)
        l129 = e125.partition_data
        a(_S_i.pack(len(l129)))
        for e130 in l129:
            a(_S_i.pack(e130.index))
            s131 = e130.records
            if s131 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s131)))
                a(s131)
    return b''.join(parts)


def _dec_ProduceRequest_v8(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n133, = _S_h.unpack_from(buf, pos)
    if n133 >= 0:
        x134 = pos + 2 + n133
        if x134 > blen:
            raise _bad_length(n133, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x134], 'utf-8')
        pos = x134
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n135, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l136 = []
    ap137 = l136.append
    for _ in range(n135):
        t138 = _new(_C_ProduceRequest_TopicProduceData)
        n139, = _S_h.unpack_from(buf, pos)
        if n139 >= 0:
            x140 = pos + 2 + n139
            if x140 > blen:
                raise _bad_length(n139, 'ProduceRequest.TopicData.Name', pos)
            t138.name = str(buf[pos + 2:x140], 'utf-8')
            pos = x140
        else:
            t138.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n141, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l142 = []
        ap143 = l142.append
        for _ in range(n141):
            t144 = _new(_C_ProduceRequest_PartitionProduceData)
            t144.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t144.records, pos = _read_bytes(buf, pos, False, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            t144._unknown_tags = None
            ap143(t144)
        t138.partition_data = l142
        t138.topic_id = _ZERO_UUID
        t138._unknown_tags = None
        ap137(t138)
    o.topic_data = l136
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v9(o):
    parts = []
    a = parts.append
    s145 = o.transactional_id
    if s145 is None:
        a(_H0)
    else:
        b146 = s145.encode()
        n147 = len(b146) + 1
        a(_UV[n147] if n147 < 128 else _uv(n147))
        a(b146)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l148 = o.topic_data
    n149 = len(l148) + 1
    a(_UV[n149] if n149 < 128 else _uv(n149))
    for e150 in l148:
        s151 = e150.name
        b152 = s151.encode()
        n153 = len(b152) + 1
        a(_UV[n153] if n153 < 128 else _uv(n153))
        a(b152)
        l154 = e150.partition_data
        n155 = len(l154) + 1
        a(_UV[n155] if n155 < 128 else _uv(n155))
        for e156 in l154:
            a(_S_i.pack(e156.index))
            s157 = e156.records
            if s157 is None:
                a(_H0)
            else:
                n158 = len(s157) + 1
                a(_UV[n158] if n158 < 128 else _uv(n158))
                a(s157)
            u159 = e156._unknown_tags
            if u159 is None:
                a(_H0)
            else:
                _write_tags(a, None, u159)
        u160 = e150._unknown_tags
        if u160 is None:
            a(_H0)
        else:
            _write_tags(a, None, u160)
    u161 = o._unknown_tags
    if u161 is None:
        a(_H0)
    else:
        _write_tags(a, None, u161)
    return b''.join(parts)


def _dec_ProduceRequest_v9(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n162 = buf[pos] - 1
    if 0 <= n162 < 127:
        x163 = pos + 1 + n162
        if x163 > blen:
            raise _bad_length(n162, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x163], 'utf-8')
        pos = x163
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n164 = buf[pos] - 1
    if 0 <= n164 < 127:
        pos += 1
    else:
        n164, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l165 = []
    ap166 = l165.append
    for _ in range(n164):
        t167 = _new(_C_ProduceRequest_TopicProduceData)
        n168 = buf[pos] - 1
        if 0 <= n168 < 127:
            x169 = pos + 1 + n168
            if x169 > blen:
                raise _bad_length(n168, 'ProduceRequest.TopicData.Name', pos)
            t167.name = str(buf[pos + 1:x169], 'utf-8')
            pos = x169
        else:
            t167.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n170 = buf[pos] - 1
        if 0 <= n170 < 127:
            pos += 1
        else:
            n170, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l171 = []
        ap172 = l171.append
        for _ in range(n170):
            t173 = _new(_C_ProduceRequest_PartitionProduceData)
            t173.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t173.records, pos = _read_bytes(buf, pos, True, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            if buf[pos] == 0:
                pos += 1
                t173._unknown_tags = None
            else:
                nt174, pos = _ruv(buf, pos)
                if nt174 * 2 > blen - pos:
                    raise _array_too_long(nt174, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk175 = None
                for _ in range(nt174):
                    tg176, pos = _ruv(buf, pos)
                    sz177, pos = _ruv(buf, pos)
                    x178 = pos + sz177
                    if x178 > blen:
                        raise _bad_length(sz177, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk175 is None:
                        uk175 = []
                    uk175.append((tg176, bytes(buf[pos:x178])))
                    pos = x178
                t173._unknown_tags = uk175
            ap172(t173)
        t167.partition_data = l171
        t167.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t167._unknown_tags = None
        else:
            nt179, pos = _ruv(buf, pos)
            if nt179 * 2 > blen - pos:
                raise _array_too_long(nt179, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk180 = None
            for _ in range(nt179):
                tg181, pos = _ruv(buf, pos)
                sz182, pos = _ruv(buf, pos)
                x183 = pos + sz182
                if x183 > blen:
                    raise _bad_length(sz182, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk180 is None:
                    uk180 = []
                uk180.append((tg181, bytes(buf[pos:x183])))
                pos = x183
            t167._unknown_tags = uk180
        ap166(t167)
    o.topic_data = l165
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt184, pos = _ruv(buf, pos)
        if nt184 * 2 > blen - pos:
            raise _array_too_long(nt184, 'ProduceRequest._tagged_fields', pos)
        uk185 = None
        for _ in range(nt184):
            tg186, pos = _ruv(buf, pos)
            sz187, pos = _ruv(buf, pos)
            x188 = pos + sz187
            if x188 > blen:
                raise _bad_length(sz187, 'ProduceRequest._tagged_fields', pos)
            if uk185 is None:
                uk185 = []
            uk185.append((tg186, bytes(buf[pos:x188])))
            pos = x188
        o._unknown_tags = uk185
    return o, pos


def _enc_ProduceRequest_v10(o):
    parts = []
    a = parts.append
    s189 = o.transactional_id
    if s189 is None:
        a(_H0)
    else:
        b190 = s189.encode()
        n191 = len(b190) + 1
        a(_UV[n191] if n191 < 128 else _uv(n191))
        a(b190)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l192 = o.topic_data
    n193 = len(l192) + 1
    a(_UV[n193] if n193 < 128 else _uv(n193))
    for e194 in l192:
        s195 = e194.name
        b196 = s195.encode()
        n197 = len(b196) + 1
        a(_UV[n197] if n197 < 128 else _uv(n197))
        a(b196)
        l198 = e194.partition_data
        n199 = len(l198) + 1
        a(_UV[n199] if n199 < 128 else _uv(n199))
        for e200 in l198:
            a(_S_i.pack(e200.index))
            s201 = e200.records
            if s201 is None:
                a(_H0)
            else:
                n202 = len(s201) + 1
                a(_UV[n202] if n202 < 128 else _uv(n202))
                a(s201)
            u203 = e200._unknown_tags
            if u203 is None:
                a(_H0)
            else:
                _write_tags(a, None, u203)
        u204 = e194._unknown_tags
        if u204 is None:
            a(_H0)
        else:
            _write_tags(a, None, u204)
    u205 = o._unknown_tags
    if u205 is None:
        a(_H0)
    else:
        _write_tags(a, None, u205)
    return b''.join(parts)


def _dec_ProduceRequest_v10(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n206 = buf[pos] - 1
    if 0 <= n206 < 127:
        x207 = pos + 1 + n206
        if x207 > blen:
            raise _bad_length(n206, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x207], 'utf-8')
        pos = x207
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n208 = buf[pos] - 1
    if 0 <= n208 < 127:
        pos += 1
    else:
        n208, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l209 = []
    ap210 = l209.append
    for _ in range(n208):
        t211 = _new(_C_ProduceRequest_TopicProduceData)
        n212 = buf[pos] - 1
        if 0 <= n212 < 127:
            x213 = pos + 1 + n212
            if x213 > blen:
                raise _bad_length(n212, 'ProduceRequest.TopicData.Name', pos)
            t211.name = str(buf[pos + 1:x213], 'utf-8')
            pos = x213
        else:
            t211.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n214 = buf[pos] - 1
        if 0 <= n214 < 127:
            pos += 1
        else:
            n214, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l215 = []
        ap216 = l215.append
        for _ in range(n214):
            t217 = _new(_C_ProduceRequest_PartitionProduceData)
            t217.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t217.records, pos = _read_bytes(buf, pos, True, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            if buf[pos] == 0:
                pos += 1
                t217._unknown_tags = None
            else:
                nt218, pos = _ruv(buf, pos)
                if nt218 * 2 > blen - pos:
                    raise _array_too_long(nt218, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk219 = None
                for _ in range(nt218):
                    tg220, pos = _ruv(buf, pos)
                    sz221, pos = _ruv(buf, pos)
                    x222 = pos + sz221
                    if x222 > blen:
                        raise _bad_length(sz221, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk219 is None:
                        uk219 = []
                    uk219.append((tg220, bytes(buf[pos:x222])))
                    pos = x222
                t217._unknown_tags = uk219
            ap216(t217)
        t211.partition_data = l215
        t211.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t211._unknown_tags = None
        else:
            nt223, pos = _ruv(buf, pos)
            if nt223 * 2 > blen - pos:
                raise _array_too_long(nt223, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk224 = None
            for _ in range(nt223):
                tg225, pos = _ruv(buf, pos)
                sz226, pos = _ruv(buf, pos)
                x227 = pos + sz226
                if x227 > blen:
                    raise _bad_length(sz226, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk224 is None:
                    uk224 = []
                uk224.append((tg225, bytes(buf[pos:x227])))
                pos = x227
            t211._unknown_tags = uk224
        ap210(t211)
    o.topic_data = l209
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt228, pos = _ruv(buf, pos)
        if nt228 * 2 > blen - pos:
            raise _array_too_long(nt228, 'ProduceRequest._tagged_fields', pos)
        uk229 = None
        for _ in range(nt228):
            tg230, pos = _ruv(buf, pos)
            sz231, pos = _ruv(buf, pos)
            x232 = pos + sz231
            if x232 > blen:
                raise _bad_length(sz231, 'ProduceRequest._tagged_fields', pos)
            if uk229 is None:
                uk229 = []
            uk229.append((tg230, bytes(buf[pos:x232])))
            pos = x232
        o._unknown_tags = uk229
    return o, pos


def _enc_ProduceRequest_v11(o):
    parts = []
    a = parts.append
    s233 = o.transactional_id
    if s233 is None:
        a(_H0)
    else:
        b234 = s233.encode()
        n235 = len(b234) + 1
        a(_UV[n235] if n235 < 128 else _uv(n235))
        a(b234)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l236 = o.topic_data
    n237 = len(l236) + 1
    a(_UV[n237] if n237 < 128 else _uv(n237))
    for e238 in l236:
        s239 = e238.name
        b240 = s239.encode()
        n241 = len(b240) + 1
        a(_UV[n241] if n241 < 128 else _uv(n241))
        a(b240)
        l242 = e238.partition_data
        n243 = len(l242) + 1
        a(_UV[n243] if n243 < 128 else _uv(n243))
        for e244 in l242:
            a(_S_i.pack(e244.index))
            s245 = e244.records
            if s245 is None:
                a(_H0)
            else:
                n246 = len(s245) + 1
                a(_UV[n246] if n246 < 128 else _uv(n246))
                a(s245)
            u247 = e244._unknown_tags
            if u247 is None:
                a(_H0)
            else:
                _write_tags(a, None, u247)
        u248 = e238._unknown_tags
        if u248 is None:
            a(_H0)
        else:
            _write_tags(a, None, u248)
    u249 = o._unknown_tags
    if u249 is None:
        a(_H0)
    else:
        _write_tags(a, None, u249)
    return b''.join(parts)


def _dec_ProduceRequest_v11(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n250 = buf[pos] - 1
    if 0 <= n250 < 127:
        x251 = pos + 1 + n250
        if x251 > blen:
            raise _bad_length(n250, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x251], 'utf-8')
        pos = x251
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n252 = buf[pos] - 1
    if 0 <= n252 < 127:
        pos += 1
    else:
        n252, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l253 = []
    ap254 = l253.append
    for _ in range(n252):
        t255 = _new(_C_ProduceRequest_TopicProduceData)
        n256 = buf[pos] - 1
        if 0 <= n256 < 127:
            x257 = pos + 1 + n256
            if x257 > blen:
                raise _bad_length(n256, 'ProduceRequest.TopicData.Name', pos)
            t255.name = str(buf[pos + 1:x257], 'utf-8')
            pos = x257
        else:
            t255.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n258 = buf[pos] - 1
        if 0 <= n258 < 127:
            pos += 1
        else:
            n258, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l259 = []
        ap260 = l259.append
        for _ in range(n258):
            t261 = _new(_C_ProduceRequest_PartitionProduceData)
            t261.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t261.records, pos = _read_bytes(buf, pos, True, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            if buf[pos] == 0:
                pos += 1
                t261._unknown_tags = None
            else:
                nt262, pos = _ruv(buf, pos)
                if nt262 * 2 > blen - pos:
                    raise _array_too_long(nt262, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk263 = None
                for _ in range(nt262):
                    tg264, pos = _ruv(buf, pos)
                    sz265, pos = _ruv(buf, pos)
                    x266 = pos + sz265
                    if x266 > blen:
                        raise _bad_length(sz265, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk263 is None:
                        uk263 = []
                    uk263.append((tg264, bytes(buf[pos:x266])))
                    pos = x266
                t261._unknown_tags = uk263
            ap260(t261)
        t255.partition_data = l259
        t255.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t255._unknown_tags = None
        else:
            nt267, pos = _ruv(buf, pos)
            if nt267 * 2 > blen - pos:
                raise _array_too_long(nt267, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk268 = None
            for _ in range(nt267):
                tg269, pos = _ruv(buf, pos)
                sz270, pos = _ruv(buf, pos)
                x271 = pos + sz270
                if x271 > blen:
                    raise _bad_length(sz270, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk268 is None:
                    uk268 = []
                uk268.append((tg269, bytes(buf[pos:x271])))
                pos = x271
            t255._unknown_tags = uk268
        ap254(t255)
    o.topic_data = l253
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt272, pos = _ruv(buf, pos)
        if nt272 * 2 > blen - pos:
            raise _array_too_long(nt272, 'ProduceRequest._tagged_fields', pos)
        uk273 = None
        for _ in range(nt272):
            tg274, pos = _ruv(buf, pos)
            sz275, pos = _ruv(buf, pos)
            x276 = pos + sz275
            if x276 > blen:
                raise _bad_length(sz275, 'ProduceRequest._tagged_fields', pos)
            if uk273 is None:
                uk273 = []
            uk273.append((tg274, bytes(buf[pos:x276])))
            pos = x276
        o._unknown_tags = uk273
    return o, pos


def _enc_ProduceRequest_v12(o):
    parts = []
    a = parts.append
    s277 = o.transactional_id
    if s277 is None:
        a(_H0)
    else:
        b278 = s277.encode()
        n279 = len(b278) + 1
        a(_UV[n279] if n279 < 128 else _uv(n279))
        a(b278)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l280 = o.topic_data
    n281 = len(l280) + 1
    a(_UV[n281] if n281 < 128 else _uv(n281))
    for e282 in l280:
        s283 = e282.name
        b284 = s283.encode()
        n285 = len(b284) + 1
        a(_UV[n285] if n285 < 128 else _uv(n285))
        a(b284)
        l286 = e282.partition_data
        n287 = len(l286) + 1
        a(_UV[n287] if n287 < 128 else _uv(n287))
        for e288 in l286:
            a(_S_i.pack(e288.index))
            s289 = e288.records
            if s289 is None:
                a(_H0)
            else:
                n290 = len(s289) + 1
                a(_UV[n290] if n290 < 128 else _uv(n290))
                a(s289)
            u291 = e288._unknown_tags
            if u291 is None:
                a(_H0)
            else:
                _write_tags(a, None, u291)
        u292 = e282._unknown_tags
        if u292 is None:
            a(_H0)
        else:
            _write_tags(a, None, u292)
    u293 = o._unknown_tags
    if u293 is None:
        a(_H0)
    else:
        _write_tags(a, None, u293)
    return b''.join(parts)


def _dec_ProduceRequest_v12(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n294 = buf[pos] - 1
    if 0 <= n294 < 127:
        x295 = pos + 1 + n294
        if x295 > blen:
            raise _bad_length(n294, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x295], 'utf-8')
        pos = x295
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n296 = buf[pos] - 1
    if 0 <= n296 < 127:
        pos += 1
    else:
        n296, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l297 = []
    ap298 = l297.append
    for _ in range(n296):
        t299 = _new(_C_ProduceRequest_TopicProduceData)
        n300 = buf[pos] - 1
        if 0 <= n300 < 127:
            x301 = pos + 1 + n300
            if x301 > blen:
                raise _bad_length(n300, 'ProduceRequest.TopicData.Name', pos)
            t299.name = str(buf[pos + 1:x301], 'utf-8')
            pos = x301
        else:
            t299.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n302 = buf[pos] - 1
        if 0 <= n302 < 127:
            pos += 1
        else:
            n302, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l303 = []
        ap304 = l303.append
        for _ in range(n302):
            t305 = _new(_C_ProduceRequest_PartitionProduceData)
            t305.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t305.records, pos = _read_bytes(buf, pos, True, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            if buf[pos] == 0:
                pos += 1
                t305._unknown_tags = None
            else:
                nt306, pos = _ruv(buf, pos)
                if nt306 * 2 > blen - pos:
                    raise _array_too_long(nt306, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk307 = None
                for _ in range(nt306):
                    tg308, pos = _ruv(buf, pos)
                    sz309, pos = _ruv(buf, pos)
                    x310 = pos + sz309
                    if x310 > blen:
                        raise _bad_length(sz309, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk307 is None:
                        uk307 = []
                    uk307.append((tg308, bytes(buf[pos:x310])))
                    pos = x310
                t305._unknown_tags = uk307
            ap304(t305)
        t299.partition_data = l303
        t299.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t299._unknown_tags = None
        else:
            nt311, pos = _ruv(buf, pos)
            if nt311 * 2 > blen - pos:
                raise _array_too_long(nt311, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk312 = None
            for _ in range(nt311):
                tg313, pos = _ruv(buf, pos)
                sz314, pos = _ruv(buf, pos)
                x315 = pos + sz314
                if x315 > blen:
                    raise _bad_length(sz314, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk312 is None:
                    uk312 = []
                uk312.append((tg313, bytes(buf[pos:x315])))
                pos = x315
            t299._unknown_tags = uk312
        ap298(t299)
    o.topic_data = l297
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt316, pos = _ruv(buf, pos)
        if nt316 * 2 > blen - pos:
            raise _array_too_long(nt316, 'ProduceRequest._tagged_fields', pos)
        uk317 = None
        for _ in range(nt316):
            tg318, pos = _ruv(buf, pos)
            sz319, pos = _ruv(buf, pos)
            x320 = pos + sz319
            if x320 > blen:
                raise _bad_length(sz319, 'ProduceRequest._tagged_fields', pos)
            if uk317 is None:
                uk317 = []
            uk317.append((tg318, bytes(buf[pos:x320])))
            pos = x320
        o._unknown_tags = uk317
    return o, pos


def _enc_ProduceRequest_v13(o):
    parts = []
    a = parts.append
    s321 = o.transactional_id
    if s321 is None:
        a(_H0)
    else:
        b322 = s321.encode()
        n323 = len(b322) + 1
        a(_UV[n323] if n323 < 128 else _uv(n323))
        a(b322)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l324 = o.topic_data
    n325 = len(l324) + 1
    a(_UV[n325] if n325 < 128 else _uv(n325))
    for e326 in l324:
        a(_S_U.pack(e326.topic_id.bytes))
        l327 = e326.partition_data
        n328 = len(l327) + 1
        a(_UV[n328] if n328 < 128 else _uv(n328))
        for e329 in l327:
            a(_S_i.pack(e329.index))
            s330 = e329.records
            if s330 is None:
                a(_H0)
            else:
                n331 = len(s330) + 1
                a(_UV[n331] if n331 < 128 else _uv(n331))
                a(s330)
            u332 = e329._unknown_tags
            if u332 is None:
                a(_H0)
            else:
                _write_tags(a, None, u332)
        u333 = e326._unknown_tags
        if u333 is None:
            a(_H0)
        else:
            _write_tags(a, None, u333)
    u334 = o._unknown_tags
    if u334 is None:
        a(_H0)
    else:
        _write_tags(a, None, u334)
    return b''.join(parts)


def _dec_ProduceRequest_v13(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n335 = buf[pos] - 1
    if 0 <= n335 < 127:
        x336 = pos + 1 + n335
        if x336 > blen:
            raise _bad_length(n335, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x336], 'utf-8')
        pos = x336
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n337 = buf[pos] - 1
    if 0 <= n337 < 127:
        pos += 1
    else:
        n337, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l338 = []
    ap339 = l338.append
    for _ in range(n337):
        t340 = _new(_C_ProduceRequest_TopicProduceData)
        u341, = _S_U.unpack_from(buf, pos)
        pos += 16
        t340.topic_id = _uuid_from(u341)
        n342 = buf[pos] - 1
        if 0 <= n342 < 127:
            pos += 1
        else:
            n342, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l343 = []
        ap344 = l343.append
        for _ in range(n342):
            t345 = _new(_C_ProduceRequest_PartitionProduceData)
            t345.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            t345.records, pos = _read_bytes(buf, pos, True, True, 'ProduceRequest.TopicData.PartitionData.Records', True)
            if buf[pos] == 0:
                pos += 1
                t345._unknown_tags = None
            else:
                nt346, pos = _ruv(buf, pos)
                if nt346 * 2 > blen - pos:
                    raise _array_too_long(nt346, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk347 = None
                for _ in range(nt346):
                    tg348, pos = _ruv(buf, pos)
                    sz349, pos = _ruv(buf, pos)
                    x350 = pos + sz349
                    if x350 > blen:
                        raise _bad_length(sz349, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk347 is None:
                        uk347 = []
                    uk347.append((tg348, bytes(buf[pos:x350])))
                    pos = x350
                t345._unknown_tags = uk347
            ap344(t345)
        t340.partition_data = l343
        t340.name = ''
        if buf[pos] == 0:
            pos += 1
            t340._unknown_tags = None
        else:
            nt351, pos = _ruv(buf, pos)
            if nt351 * 2 > blen - pos:
                raise _array_too_long(nt351, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk352 = None
            for _ in range(nt351):
                tg353, pos = _ruv(buf, pos)
                sz354, pos = _ruv(buf, pos)
                x355 = pos + sz354
                if x355 > blen:
                    raise _bad_length(sz354, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk352 is None:
                    uk352 = []
                uk352.append((tg353, bytes(buf[pos:x355])))
                pos = x355
            t340._unknown_tags = uk352
        ap339(t340)
    o.topic_data = l338
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt356, pos = _ruv(buf, pos)
        if nt356 * 2 > blen - pos:
            raise _array_too_long(nt356, 'ProduceRequest._tagged_fields', pos)
        uk357 = None
        for _ in range(nt356):
            tg358, pos = _ruv(buf, pos)
            sz359, pos = _ruv(buf, pos)
            x360 = pos + sz359
            if x360 > blen:
                raise _bad_length(sz359, 'ProduceRequest._tagged_fields', pos)
            if uk357 is None:
                uk357 = []
            uk357.append((tg358, bytes(buf[pos:x360])))
            pos = x360
        o._unknown_tags = uk357
    return o, pos


ProduceRequest._ENC = {3: _enc_ProduceRequest_v3, 4: _enc_ProduceRequest_v4, 5: _enc_ProduceRequest_v5, 6: _enc_ProduceRequest_v6, 7: _enc_ProduceRequest_v7, 8: _enc_ProduceRequest_v8, 9: _enc_ProduceRequest_v9, 10: _enc_ProduceRequest_v10, 11: _enc_ProduceRequest_v11, 12: _enc_ProduceRequest_v12, 13: _enc_ProduceRequest_v13}
ProduceRequest._DEC = {3: _dec_ProduceRequest_v3, 4: _dec_ProduceRequest_v4, 5: _dec_ProduceRequest_v5, 6: _dec_ProduceRequest_v6, 7: _dec_ProduceRequest_v7, 8: _dec_ProduceRequest_v8, 9: _dec_ProduceRequest_v9, 10: _dec_ProduceRequest_v10, 11: _dec_ProduceRequest_v11, 12: _dec_ProduceRequest_v12, 13: _dec_ProduceRequest_v13}


class ProduceResponse(_Message):
    __slots__ = ('responses', 'throttle_time_ms', 'node_endpoints', '_unknown_tags')
    NAME = 'ProduceResponse'
    TYPE = 'response'
    API_KEY = 0
    VALID_VERSIONS = (3, 13)
    FLEXIBLE_VERSIONS = (9, 13)

    def __init__(self, *, responses=_EMPTY, throttle_time_ms=0, node_endpoints=_EMPTY, _unknown_tags=None):
        self.responses = [] if responses is _EMPTY else responses
        self.throttle_time_ms = throttle_time_ms
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicProduceResponse(_Message):
        __slots__ = ('name', 'topic_id', 'partition_responses', '_unknown_tags')
        NAME = 'ProduceResponse.TopicProduceResponse'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, partition_responses=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.partition_responses = [] if partition_responses is _EMPTY else partition_responses
            self._unknown_tags = _unknown_tags

    class PartitionProduceResponse(_Message):
        __slots__ = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', 'current_leader', '_unknown_tags')
        NAME = 'ProduceResponse.PartitionProduceResponse'

        def __init__(self, *, index=0, error_code=0, base_offset=0, log_append_time_ms=-1, log_start_offset=-1, record_errors=_EMPTY, error_message=None, current_leader=_EMPTY, _unknown_tags=None):
            self.index = index
            self.error_code = error_code
            self.base_offset = base_offset
            self.log_append_time_ms = log_append_time_ms
            self.log_start_offset = log_start_offset
            self.record_errors = [] if record_errors is _EMPTY else record_errors
            self.error_message = error_message
            self.current_leader = ProduceResponse.LeaderIdAndEpoch() if current_leader is _EMPTY else current_leader
            self._unknown_tags = _unknown_tags

    class BatchIndexAndErrorMessage(_Message):
        __slots__ = ('batch_index', 'batch_index_error_message', '_unknown_tags')
        NAME = 'ProduceResponse.BatchIndexAndErrorMessage'

        def __init__(self, *, batch_index=0, batch_index_error_message=None, _unknown_tags=None):
            self.batch_index = batch_index
            self.batch_index_error_message = batch_index_error_message
            self._unknown_tags = _unknown_tags

    class LeaderIdAndEpoch(_Message):
        __slots__ = ('leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'ProduceResponse.LeaderIdAndEpoch'

        def __init__(self, *, leader_id=-1, leader_epoch=-1, _unknown_tags=None):
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        __slots__ = ('node_id', 'host', 'port', 'rack', '_unknown_tags')
        NAME = 'ProduceResponse.NodeEndpoint'

        def __init__(self, *, node_id=0, host='', port=0, rack=None, _unknown_tags=None):
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self._unknown_tags = _unknown_tags


_C_ProduceResponse_TopicProduceResponse = ProduceResponse.TopicProduceResponse
_C_ProduceResponse_PartitionProduceResponse = ProduceResponse.PartitionProduceResponse
_C_ProduceResponse_BatchIndexAndErrorMessage = ProduceResponse.BatchIndexAndErrorMessage
_C_ProduceResponse_LeaderIdAndEpoch = ProduceResponse.LeaderIdAndEpoch
_C_ProduceResponse_NodeEndpoint = ProduceResponse.NodeEndpoint
ProduceResponse.FIELDS = (
    _FI('Responses', 'responses', '[]TopicProduceResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceResponse_TopicProduceResponse),
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (10, 32767), (1, 0), (10, 32767), 0, (), False, _C_ProduceResponse_NodeEndpoint),
)
_C_ProduceResponse_TopicProduceResponse.FIELDS = (
    _FI('Name', 'name', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('PartitionResponses', 'partition_responses', '[]PartitionProduceResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceResponse_PartitionProduceResponse),
)
_C_ProduceResponse_PartitionProduceResponse.FIELDS = (
    _FI('Index', 'index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BaseOffset', 'base_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LogAppendTimeMs', 'log_append_time_ms', 'int64', (2, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LogStartOffset', 'log_start_offset', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('RecordErrors', 'record_errors', '[]BatchIndexAndErrorMessage', (8, 32767), (1, 0), (1, 0), None, (), True, _C_ProduceResponse_BatchIndexAndErrorMessage),
    _FI('ErrorMessage', 'error_message', 'string', (8, 32767), (8, 32767), (1, 0), None, None, True, None),
    _FI('CurrentLeader', 'current_leader', 'LeaderIdAndEpoch', (10, 32767), (1, 0), (10, 32767), 0, (), False, _C_ProduceResponse_LeaderIdAndEpoch),
)
_C_ProduceResponse_BatchIndexAndErrorMessage.FIELDS = (
    _FI('BatchIndex', 'batch_index', 'int32', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BatchIndexErrorMessage', 'batch_index_error_message', 'string', (8, 32767), (8, 32767), (1, 0), None, None, False, None),
)
_C_ProduceResponse_LeaderIdAndEpoch.FIELDS = (
    _FI('LeaderId', 'leader_id', 'int32', (10, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (10, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_ProduceResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (10, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (10, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (10, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Rack', 'rack', 'string', (10, 32767), (10, 32767), (1, 0), None, None, False, None),
)
_DEF_ProduceResponse_TopicProduceResponse = _C_ProduceResponse_TopicProduceResponse()
_DEF_ProduceResponse_PartitionProduceResponse = _C_ProduceResponse_PartitionProduceResponse()
_DEF_ProduceResponse_BatchIndexAndErrorMessage = _C_ProduceResponse_BatchIndexAndErrorMessage()
_DEF_ProduceResponse_LeaderIdAndEpoch = _C_ProduceResponse_LeaderIdAndEpoch()
_DEF_ProduceResponse_NodeEndpoint = _C_ProduceResponse_NodeEndpoint()


def _enc_ProduceResponse_v3(o):
    parts = []
    a = parts.append
    l361 = o.responses
    a(_S_i.pack(len(l361)))
    for e362 in l361:
        s363 = e362.name
        b364 = s363.encode()
        a(_S_h.pack(len(b364)))
        a(b364)
        l366 = e362.partition_responses
        a(_S_i.pack(len(l366)))
        for e367 in l366:
            a(_S_ihqq.pack(e367.index, e367.error_code, e367.base_offset, e367.log_append_time_ms))
            if e367.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 3)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 3)
    return b''.join(parts)


def _dec_ProduceResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n368, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l369 = []
    ap370 = l369.append
    for _ in range(n368):
        t371 = _new(_C_ProduceResponse_TopicProduceResponse)
        n372, = _S_h.unpack_from(buf, pos)
        if n372 >= 0:
            x373 = pos + 2 + n372
            if x373 > blen:
                raise _bad_length(n372, 'ProduceResponse.Responses.Name', pos)
            t371.name = str(buf[pos + 2:x373], 'utf-8')
            pos = x373
        else:
            t371.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n374, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l375 = []
        ap376 = l375.append
        for _ in range(n374):
            t377 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t377.index, t377.error_code, t377.base_offset, t377.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t377.log_start_offset = -1
            t377.record_errors = []
            t377.error_message = None
            t377.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            t377._unknown_tags = None
            ap376(t377)
        t371.partition_responses = l375
        t371.topic_id = _ZERO_UUID
        t371._unknown_tags = None
        ap370(t371)
    o.responses = l369
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v4(o):
    parts = []
    a = parts.append
    l378 = o.responses
    a(_S_i.pack(len(l378)))
    for e379 in l378:
        s380 = e379.name
        b381 = s380.encode()
        a(_S_h.pack(len(b381)))
        a(b381)
        l383 = e379.partition_responses
        a(_S_i.pack(len(l383)))
        for e384 in l383:
            a(_S_ihqq.pack(e384.index, e384.error_code, e384.base_offset, e384.log_append_time_ms))
            if e384.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 4)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 4)
    return b''.join(parts)


def _dec_ProduceResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n385, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l386 = []
    ap387 = l386.append
    for _ in range(n385):
        t388 = _new(_C_ProduceResponse_TopicProduceResponse)
        n389, = _S_h.unpack_from(buf, pos)
        if n389 >= 0:
            x390 = pos + 2 + n389
            if x390 > blen:
                raise _bad_length(n389, 'ProduceResponse.Responses.Name', pos)
            t388.name = str(buf[pos + 2:x390], 'utf-8')
            pos = x390
        else:
            t388.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n391, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l392 = []
        ap393 = l392.append
        for _ in range(n391):
            t394 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t394.index, t394.error_code, t394.base_offset, t394.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t394.log_start_offset = -1
            t394.record_errors = []
            t394.error_message = None
            t394.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            t394._unknown_tags = None
            ap393(t394)
        t388.partition_responses = l392
        t388.topic_id = _ZERO_UUID
        t388._unknown_tags = None
        ap387(t388)
    o.responses = l386
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v5(o):
    parts = []
    a = parts.append
    l395 = o.responses
    a(_S_i.pack(len(l395)))
    for e396 in l395:
        s397 = e396.name
        b398 = s397.encode()
        a(_S_h.pack(len(b398)))
        a(b398)
        l400 = e396.partition_responses
        a(_S_i.pack(len(l400)))
        for e401 in l400:
            a(_S_ihqqq.pack(e401.index, e401.error_code, e401.base_offset, e401.log_append_time_ms, e401.log_start_offset))
            if e401.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 5)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 5)
    return b''.join(parts)


def _dec_ProduceResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n402, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l403 = []
    ap404 = l403.append
    for _ in range(n402):
        t405 = _new(_C_ProduceResponse_TopicProduceResponse)
        n406, = _S_h.unpack_from(buf, pos)
        if n406 >= 0:
            x407 = pos + 2 + n406
            if x407 > blen:
                raise _bad_length(n406, 'ProduceResponse.Responses.Name', pos)
            t405.name = str(buf[pos + 2:x407], 'utf-8')
            pos = x407
        else:
            t405.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n408, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l409 = []
        ap410 = l409.append
        for _ in range(n408):
            t411 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t411.index, t411.error_code, t411.base_offset, t411.log_append_time_ms, t411.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t411.record_errors = []
            t411.error_message = None
            t411.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            t411._unknown_tags = None
            ap410(t411)
        t405.partition_responses = l409
        t405.topic_id = _ZERO_UUID
        t405._unknown_tags = None
        ap404(t405)
    o.responses = l403
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v6(o):
    parts = []
    a = parts.append
    l412 = o.responses
    a(_S_i.pack(len(l412)))
    for e413 in l412:
        s414 = e413.name
        b415 = s414.encode()
        a(_S_h.pack(len(b415)))
        a(b415)
        l417 = e413.partition_responses
        a(_S_i.pack(len(l417)))
        for e418 in l417:
            a(_S_ihqqq.pack(e418.index, e418.error_code, e418.base_offset, e418.log_append_time_ms, e418.log_start_offset))
            if e418.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 6)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 6)
    return b''.join(parts)


def _dec_ProduceResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n419, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l420 = []
    ap421 = l420.append
    for _ in range(n419):
        t422 = _new(_C_ProduceResponse_TopicProduceResponse)
        n423, = _S_h.unpack_from(buf, pos)
        if n423 >= 0:
            x424 = pos + 2 + n423
            if x424 > blen:
                raise _bad_length(n423, 'ProduceResponse.Responses.Name', pos)
            t422.name = str(buf[pos + 2:x424], 'utf-8')
            pos = x424
        else:
            t422.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n425, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l426 = []
        ap427 = l426.append
        for _ in range(n425):
            t428 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t428.index, t428.error_code, t428.base_offset, t428.log_append_time_ms, t428.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t428.record_errors = []
            t428.error_message = None
            t428.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            t428._unknown_tags = None
            ap427(t428)
        t422.partition_responses = l426
        t422.topic_id = _ZERO_UUID
        t422._unknown_tags = None
        ap421(t422)
    o.responses = l420
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v7(o):
    parts = []
    a = parts.append
    l429 = o.responses
    a(_S_i.pack(len(l429)))
    for e430 in l429:
        s431 = e430.name
        b432 = s431.encode()
        a(_S_h.pack(len(b432)))
        a(b432)
        l434 = e430.partition_responses
        a(_S_i.pack(len(l434)))
        for e435 in l434:
            a(_S_ihqqq.pack(e435.index, e435.error_code, e435.base_offset, e435.log_append_time_ms, e435.log_start_offset))
            if e435.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 7)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 7)
    return b''.join(parts)


def _dec_ProduceResponse_v7(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n436, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l437 = []
    ap438 = l437.append
    for _ in range(n436):
        t439 = _new(_C_ProduceResponse_TopicProduceResponse)
        n440, = _S_h.unpack_from(buf, pos)
        if n440 >= 0:
            x441 = pos + 2 + n440
            if x441 > blen:
                raise _bad_length(n440, 'ProduceResponse.Responses.Name', pos)
            t439.name = str(buf[pos + 2:x441], 'utf-8')
            pos = x441
        else:
            t439.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n442, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l443 = []
        ap444 = l443.append
        for _ in range(n442):
            t445 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t445.index, t445.error_code, t445.base_offset, t445.log_append_time_ms, t445.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t445.record_errors = []
            t445.error_message = None
            t445.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            t445._unknown_tags = None
            ap444(t445)
        t439.partition_responses = l443
        t439.topic_id = _ZERO_UUID
        t439._unknown_tags = None
        ap438(t439)
    o.responses = l437
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v8(o):
    parts = []
    a = parts.append
    l446 = o.responses
    a(_S_i.pack(len(l446)))
    for e447 in l446:
        s448 = e447.name
        b449 = s448.encode()
        a(_S_h.pack(len(b449)))
        a(b449)
        l451 = e447.partition_responses
        a(_S_i.pack(len(l451)))
        for e452 in l451:
            a(_S_ihqqq.pack(e452.index, e452.error_code, e452.base_offset, e452.log_append_time_ms, e452.log_start_offset))
            l453 = e452.record_errors
            a(_S_i.pack(len(l453)))
            for e454 in l453:
                a(_S_i.pack(e454.batch_index))
                s455 = e454.batch_index_error_message
                if s455 is None:
                    a(b'\xff\xff')
                else:
                    b456 = s455.encode()
                    a(_S_h.pack(len(b456)))
                    a(b456)
            s458 = e452.error_message
            if s458 is None:
                a(b'\xff\xff')
            else:
                b459 = s458.encode()
                a(_S_h.pack(len(b459)))
                a(b459)
            if e452.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 8)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 8)
    return b''.join(parts)


def _dec_ProduceResponse_v8(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n461, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l462 = []
    ap463 = l462.append
    for _ in range(n461):
        t464 = _new(_C_ProduceResponse_TopicProduceResponse)
        n465, = _S_h.unpack_from(buf, pos)
        if n465 >= 0:
            x466 = pos + 2 + n465
            if x466 > blen:
                raise _bad_length(n465, 'ProduceResponse.Responses.Name', pos)
            t464.name = str(buf[pos + 2:x466], 'utf-8')
            pos = x466
        else:
            t464.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n467, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l468 = []
        ap469 = l468.append
        for _ in range(n467):
            t470 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t470.index, t470.error_code, t470.base_offset, t470.log_append_time_ms, t470.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n471, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l472 = []
            ap473 = l472.append
            for _ in range(n471):
                t474 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t474.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n475, = _S_h.unpack_from(buf, pos)
                if n475 >= 0:
                    x476 = pos + 2 + n475
                    if x476 > blen:
                        raise _bad_length(n475, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t474.batch_index_error_message = str(buf[pos + 2:x476], 'utf-8')
                    pos = x476
                else:
                    t474.batch_index_error_message, pos = _read_string(buf, pos, False, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                t474._unknown_tags = None
                ap473(t474)
            t470.record_errors = l472
            n477, = _S_h.unpack_from(buf, pos)
            if n477 >= 0:
                x478 = pos + 2 + n477
                if x478 > blen:
                    raise _bad_length(n477, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t470.error_message = str(buf[pos + 2:x478], 'utf-8')
                pos = x478
            else:
                t470.error_message, pos = _read_string(buf, pos, False, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t470.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            t470._unknown_tags = None
            ap469(t470)
        t464.partition_responses = l468
        t464.topic_id = _ZERO_UUID
        t464._unknown_tags = None
        ap463(t464)
    o.responses = l462
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v9(o):
    parts = []
    a = parts.append
    l479 = o.responses
    n480 = len(l479) + 1
    a(_UV[n480] if n480 < 128 else _uv(n480))
    for e481 in l479:
        s482 = e481.name
        b483 = s482.encode()
        n484 = len(b483) + 1
        a(_UV[n484] if n484 < 128 else _uv(n484))
        a(b483)
        l485 = e481.partition_responses
        n486 = len(l485) + 1
        a(_UV[n486] if n486 < 128 else _uv(n486))
        for e487 in l485:
            a(_S_ihqqq.pack(e487.index, e487.error_code, e487.base_offset, e487.log_append_time_ms, e487.log_start_offset))
            l488 = e487.record_errors
            n489 = len(l488) + 1
            a(_UV[n489] if n489 < 128 else _uv(n489))
            for e490 in l488:
                a(_S_i.pack(e490.batch_index))
                s491 = e490.batch_index_error_message
                if s491 is None:
                    a(_H0)
                else:
                    b492 = s491.encode()
                    n493 = len(b492) + 1
                    a(_UV[n493] if n493 < 128 else _uv(n493))
                    a(b492)
                u494 = e490._unknown_tags
                if u494 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u494)
            s495 = e487.error_message
            if s495 is None:
                a(_H0)
            else:
                b496 = s495.encode()
                n497 = len(b496) + 1
                a(_UV[n497] if n497 < 128 else _uv(n497))
                a(b496)
            if e487.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 9)
            u498 = e487._unknown_tags
            if u498 is None:
                a(_H0)
            else:
                _write_tags(a, None, u498)
        u499 = e481._unknown_tags
        if u499 is None:
            a(_H0)
        else:
            _write_tags(a, None, u499)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 9)
    u500 = o._unknown_tags
    if u500 is None:
        a(_H0)
    else:
        _write_tags(a, None, u500)
    return b''.join(parts)


def _dec_ProduceResponse_v9(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n501 = buf[pos] - 1
    if 0 <= n501 < 127:
        pos += 1
    else:
        n501, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l502 = []
    ap503 = l502.append
    for _ in range(n501):
        t504 = _new(_C_ProduceResponse_TopicProduceResponse)
        n505 = buf[pos] - 1
        if 0 <= n505 < 127:
            x506 = pos + 1 + n505
            if x506 > blen:
                raise _bad_length(n505, 'ProduceResponse.Responses.Name', pos)
            t504.name = str(buf[pos + 1:x506], 'utf-8')
            pos = x506
        else:
            t504.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n507 = buf[pos] - 1
        if 0 <= n507 < 127:
            pos += 1
        else:
            n507, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l508 = []
        ap509 = l508.append
        for _ in range(n507):
            t510 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t510.index, t510.error_code, t510.base_offset, t510.log_append_time_ms, t510.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n511 = buf[pos] - 1
            if 0 <= n511 < 127:
                pos += 1
            else:
                n511, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l512 = []
            ap513 = l512.append
            for _ in range(n511):
                t514 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t514.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n515 = buf[pos] - 1
                if 0 <= n515 < 127:
                    x516 = pos + 1 + n515
                    if x516 > blen:
                        raise _bad_length(n515, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t514.batch_index_error_message = str(buf[pos + 1:x516], 'utf-8')
                    pos = x516
                else:
                    t514.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t514._unknown_tags = None
                else:
                    nt517, pos = _ruv(buf, pos)
                    if nt517 * 2 > blen - pos:
                        raise _array_too_long(nt517, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk518 = None
                    for _ in range(nt517):
                        tg519, pos = _ruv(buf, pos)
                        sz520, pos = _ruv(buf, pos)
                        x521 = pos + sz520
                        if x521 > blen:
                            raise _bad_length(sz520, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk518 is None:
                            uk518 = []
                        uk518.append((tg519, bytes(buf[pos:x521])))
                        pos = x521
                    t514._unknown_tags = uk518
                ap513(t514)
            t510.record_errors = l512
            n522 = buf[pos] - 1
            if 0 <= n522 < 127:
                x523 = pos + 1 + n522
                if x523 > blen:
                    raise _bad_length(n522, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t510.error_message = str(buf[pos + 1:x523], 'utf-8')
                pos = x523
            else:
                t510.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t510.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t510._unknown_tags = None
            else:
                nt524, pos = _ruv(buf, pos)
                if nt524 * 2 > blen - pos:
                    raise _array_too_long(nt524, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk525 = None
                for _ in range(nt524):
                    tg526, pos = _ruv(buf, pos)
                    sz527, pos = _ruv(buf, pos)
                    x528 = pos + sz527
                    if x528 > blen:
                        raise _bad_length(sz527, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if uk525 is None:
                        uk525 = []
                    uk525.append((tg526, bytes(buf[pos:x528])))
                    pos = x528
                t510._unknown_tags = uk525
            ap509(t510)
        t504.partition_responses = l508
        t504.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t504._unknown_tags = None
        else:
            nt529, pos = _ruv(buf, pos)
            if nt529 * 2 > blen - pos:
                raise _array_too_long(nt529, 'ProduceResponse.Responses._tagged_fields', pos)
            uk530 = None
            for _ in range(nt529):
                tg531, pos = _ruv(buf, pos)
                sz532, pos = _ruv(buf, pos)
                x533 = pos + sz532
                if x533 > blen:
                    raise _bad_length(sz532, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk530 is None:
                    uk530 = []
                uk530.append((tg531, bytes(buf[pos:x533])))
                pos = x533
            t504._unknown_tags = uk530
        ap503(t504)
    o.responses = l502
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt534, pos = _ruv(buf, pos)
        if nt534 * 2 > blen - pos:
            raise _array_too_long(nt534, 'ProduceResponse._tagged_fields', pos)
        uk535 = None
        for _ in range(nt534):
            tg536, pos = _ruv(buf, pos)
            sz537, pos = _ruv(buf, pos)
            x538 = pos + sz537
            if x538 > blen:
                raise _bad_length(sz537, 'ProduceResponse._tagged_fields', pos)
            if uk535 is None:
                uk535 = []
            uk535.append((tg536, bytes(buf[pos:x538])))
            pos = x538
        o._unknown_tags = uk535
    return o, pos


def _enc_ProduceResponse_v10(o):
    parts = []
    a = parts.append
    l539 = o.responses
    n540 = len(l539) + 1
    a(_UV[n540] if n540 < 128 else _uv(n540))
    for e541 in l539:
        s542 = e541.name
        b543 = s542.encode()
        n544 = len(b543) + 1
        a(_UV[n544] if n544 < 128 else _uv(n544))
        a(b543)
        l545 = e541.partition_responses
        n546 = len(l545) + 1
        a(_UV[n546] if n546 < 128 else _uv(n546))
        for e547 in l545:
            a(_S_ihqqq.pack(e547.index, e547.error_code, e547.base_offset, e547.log_append_time_ms, e547.log_start_offset))
            l548 = e547.record_errors
            n549 = len(l548) + 1
            a(_UV[n549] if n549 < 128 else _uv(n549))
            for e550 in l548:
                a(_S_i.pack(e550.batch_index))
                s551 = e550.batch_index_error_message
                if s551 is None:
                    a(_H0)
                else:
                    b552 = s551.encode()
                    n553 = len(b552) + 1
                    a(_UV[n553] if n553 < 128 else _uv(n553))
                    a(b552)
                u554 = e550._unknown_tags
                if u554 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u554)
            s555 = e547.error_message
            if s555 is None:
                a(_H0)
            else:
                b556 = s555.encode()
                n557 = len(b556) + 1
                a(_UV[n557] if n557 < 128 else _uv(n557))
                a(b556)
            k558 = []
            if e547.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                p559 = []
                t560 = e547.current_leader
                p559.append(_S_ii.pack(t560.leader_id, t560.leader_epoch))
                u561 = t560._unknown_tags
                if u561 is None:
                    p559.append(_H0)
                else:
                    _write_tags(p559.append, None, u561)
                k558.append((0, b''.join(p559)))
            _write_tags(a, k558, e547._unknown_tags)
        u562 = e541._unknown_tags
        if u562 is None:
            a(_H0)
        else:
            _write_tags(a, None, u562)
    a(_S_i.pack(o.throttle_time_ms))
    k563 = []
    if o.node_endpoints:
        p564 = []
        l565 = o.node_endpoints
        n566 = len(l565) + 1
        p564.append(_UV[n566] if n566 < 128 else _uv(n566))
        for e567 in l565:
            p564.append(_S_i.pack(e567.node_id))
            s568 = e567.host
            b569 = s568.encode()
            n570 = len(b569) + 1
            p564.append(_UV[n570] if n570 < 128 else _uv(n570))
            p564.append(b569)
            p564.append(_S_i.pack(e567.port))
            s571 = e567.rack
            if s571 is None:
                p564.append(_H0)
            else:
                b572 = s571.encode()
                n573 = len(b572) + 1
                p564.append(_UV[n573] if n573 < 128 else _uv(n573))
                p564.append(b572)
            u574 = e567._unknown_tags
            if u574 is None:
                p564.append(_H0)
            else:
                _write_tags(p564.append, None, u574)
        k563.append((0, b''.join(p564)))
    _write_tags(a, k563, o._unknown_tags)
    return b''.join(parts)


def _dec_ProduceResponse_v10(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n575 = buf[pos] - 1
    if 0 <= n575 < 127:
        pos += 1
    else:
        n575, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l576 = []
    ap577 = l576.append
    for _ in range(n575):
        t578 = _new(_C_ProduceResponse_TopicProduceResponse)
        n579 = buf[pos] - 1
        if 0 <= n579 < 127:
            x580 = pos + 1 + n579
            if x580 > blen:
                raise _bad_length(n579, 'ProduceResponse.Responses.Name', pos)
            t578.name = str(buf[pos + 1:x580], 'utf-8')
            pos = x580
        else:
            t578.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n581 = buf[pos] - 1
        if 0 <= n581 < 127:
            pos += 1
        else:
            n581, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l582 = []
        ap583 = l582.append
        for _ in range(n581):
            t584 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t584.index, t584.error_code, t584.base_offset, t584.log_append_time_ms, t584.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n585 = buf[pos] - 1
            if 0 <= n585 < 127:
                pos += 1
            else:
                n585, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l586 = []
            ap587 = l586.append
            for _ in range(n585):
                t588 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t588.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n589 = buf[pos] - 1
                if 0 <= n589 < 127:
                    x590 = pos + 1 + n589
                    if x590 > blen:
                        raise _bad_length(n589, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t588.batch_index_error_message = str(buf[pos + 1:x590], 'utf-8')
                    pos = x590
                else:
                    t588.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t588._unknown_tags = None
                else:
                    nt591, pos = _ruv(buf, pos)
                    if nt591 * 2 > blen - pos:
                        raise _array_too_long(nt591, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk592 = None
                    for _ in range(nt591):
                        tg593, pos = _ruv(buf, pos)
                        sz594, pos = _ruv(buf, pos)
                        x595 = pos + sz594
                        if x595 > blen:
                            raise _bad_length(sz594, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk592 is None:
                            uk592 = []
                        uk592.append((tg593, bytes(buf[pos:x595])))
                        pos = x595
                    t588._unknown_tags = uk592
                ap587(t588)
            t584.record_errors = l586
            n596 = buf[pos] - 1
            if 0 <= n596 < 127:
                x597 = pos + 1 + n596
                if x597 > blen:
                    raise _bad_length(n596, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t584.error_message = str(buf[pos + 1:x597], 'utf-8')
                pos = x597
            else:
                t584.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t584.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t584._unknown_tags = None
            else:
                nt598, pos = _ruv(buf, pos)
                if nt598 * 2 > blen - pos:
                    raise _array_too_long(nt598, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk599 = None
                for _ in range(nt598):
                    tg600, pos = _ruv(buf, pos)
                    sz601, pos = _ruv(buf, pos)
                    x602 = pos + sz601
                    if x602 > blen:
                        raise _bad_length(sz601, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg600 == 0:
                        t603 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t603.leader_id, t603.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t603._unknown_tags = None
                        else:
                            nt604, pos = _ruv(buf, pos)
                            if nt604 * 2 > blen - pos:
                                raise _array_too_long(nt604, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk605 = None
                            for _ in range(nt604):
                                tg606, pos = _ruv(buf, pos)
                                sz607, pos = _ruv(buf, pos)
                                x608 = pos + sz607
                                if x608 > blen:
                                    raise _bad_length(sz607, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk605 is None:
                                    uk605 = []
                                uk605.append((tg606, bytes(buf[pos:x608])))
                                pos = x608
                            t603._unknown_tags = uk605
                        t584.current_leader = t603
                        if pos != x602:
                            raise _tag_size_mismatch(tg600, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk599 is None:
                            uk599 = []
                        uk599.append((tg600, bytes(buf[pos:x602])))
                        pos = x602
                t584._unknown_tags = uk599
            ap583(t584)
        t578.partition_responses = l582
        t578.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t578._unknown_tags = None
        else:
            nt609, pos = _ruv(buf, pos)
            if nt609 * 2 > blen - pos:
                raise _array_too_long(nt609, 'ProduceResponse.Responses._tagged_fields', pos)
            uk610 = None
            for _ in range(nt609):
                tg611, pos = _ruv(buf, pos)
                sz612, pos = _ruv(buf, pos)
                x613 = pos + sz612
                if x613 > blen:
                    raise _bad_length(sz612, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk610 is None:
                    uk610 = []
                uk610.append((tg611, bytes(buf[pos:x613])))
                pos = x613
            t578._unknown_tags = uk610
        ap577(t578)
    o.responses = l576
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt614, pos = _ruv(buf, pos)
        if nt614 * 2 > blen - pos:
            raise _array_too_long(nt614, 'ProduceResponse._tagged_fields', pos)
        uk615 = None
        for _ in range(nt614):
            tg616, pos = _ruv(buf, pos)
            sz617, pos = _ruv(buf, pos)
            x618 = pos + sz617
            if x618 > blen:
                raise _bad_length(sz617, 'ProduceResponse._tagged_fields', pos)
            if tg616 == 0:
                n619 = buf[pos] - 1
                if 0 <= n619 < 127:
                    pos += 1
                else:
                    n619, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l620 = []
                ap621 = l620.append
                for _ in range(n619):
                    t622 = _new(_C_ProduceResponse_NodeEndpoint)
                    t622.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n623 = buf[pos] - 1
                    if 0 <= n623 < 127:
                        x624 = pos + 1 + n623
                        if x624 > blen:
                            raise _bad_length(n623, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t622.host = str(buf[pos + 1:x624], 'utf-8')
                        pos = x624
                    else:
                        t622.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t622.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n625 = buf[pos] - 1
                    if 0 <= n625 < 127:
                        x626 = pos + 1 + n625
                        if x626 > blen:
                            raise _bad_length(n625, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t622.rack = str(buf[pos + 1:x626], 'utf-8')
                        pos = x626
                    else:
                        t622.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t622._unknown_tags = None
                    else:
                        nt627, pos = _ruv(buf, pos)
                        if nt627 * 2 > blen - pos:
                            raise _array_too_long(nt627, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk628 = None
                        for _ in range(nt627):
                            tg629, pos = _ruv(buf, pos)
                            sz630, pos = _ruv(buf, pos)
                            x631 = pos + sz630
                            if x631 > blen:
                                raise _bad_length(sz630, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk628 is None:
                                uk628 = []
                            uk628.append((tg629, bytes(buf[pos:x631])))
                            pos = x631
                        t622._unknown_tags = uk628
                    ap621(t622)
                o.node_endpoints = l620
                if pos != x618:
                    raise _tag_size_mismatch(tg616, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk615 is None:
                    uk615 = []
                uk615.append((tg616, bytes(buf[pos:x618])))
                pos = x618
        o._unknown_tags = uk615
    return o, pos


def _enc_ProduceResponse_v11(o):
    parts = []
    a = parts.append
    l632 = o.responses
    n633 = len(l632) + 1
    a(_UV[n633] if n633 < 128 else _uv(n633))
    for e634 in l632:
        s635 = e634.name
        b636 = s635.encode()
        n637 = len(b636) + 1
        a(_UV[n637] if n637 < 128 else _uv(n637))
        a(b636)
        l638 = e634.partition_responses
        n639 = len(l638) + 1
        a(_UV[n639] if n639 < 128 else _uv(n639))
        for e640 in l638:
            a(_S_ihqqq.pack(e640.index, e640.error_code, e640.base_offset, e640.log_append_time_ms, e640.log_start_offset))
            l641 = e640.record_errors
            n642 = len(l641) + 1
            a(_UV[n642] if n642 < 128 else _uv(n642))
            for e643 in l641:
                a(_S_i.pack(e643.batch_index))
                s644 = e643.batch_index_error_message
                if s644 is None:
                    a(_H0)
                else:
                    b645 = s644.encode()
                    n646 = len(b645) + 1
                    a(_UV[n646] if n646 < 128 else _uv(n646))
                    a(b645)
                u647 = e643._unknown_tags
                if u647 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u647)
            s648 = e640.error_message
            if s648 is None:
                a(_H0)
            else:
                b649 = s648.encode()
                n650 = len(b649) + 1
                a(_UV[n650] if n650 < 128 else _uv(n650))
                a(b649)
            k651 = []
            if e640.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                p652 = []
                t653 = e640.current_leader
                p652.append(_S_ii.pack(t653.leader_id, t653.leader_epoch))
                u654 = t653._unknown_tags
                if u654 is None:
                    p652.append(_H0)
                else:
                    _write_tags(p652.append, None, u654)
                k651.append((0, b''.join(p652)))
            _write_tags(a, k651, e640._unknown_tags)
        u655 = e634._unknown_tags
        if u655 is None:
            a(_H0)
        else:
            _write_tags(a, None, u655)
    a(_S_i.pack(o.throttle_time_ms))
    k656 = []
    if o.node_endpoints:
        p657 = []
        l658 = o.node_endpoints
        n659 = len(l658) + 1
        p657.append(_UV[n659] if n659 < 128 else _uv(n659))
        for e660 in l658:
            p657.append(_S_i.pack(e660.node_id))
            s661 = e660.host
            b662 = s661.encode()
            n663 = len(b662) + 1
            p657.append(_UV[n663] if n663 < 128 else _uv(n663))
            p657.append(b662)
            p657.append(_S_i.pack(e660.port))
            s664 = e660.rack
            if s664 is None:
                p657.append(_H0)
            else:
                b665 = s664.encode()
                n666 = len(b665) + 1
                p657.append(_UV[n666] if n666 < 128 else _uv(n666))
                p657.append(b665)
            u667 = e660._unknown_tags
            if u667 is None:
                p657.append(_H0)
            else:
                _write_tags(p657.append, None, u667)
        k656.append((0, b''.join(p657)))
    _write_tags(a, k656, o._unknown_tags)
    return b''.join(parts)


def _dec_ProduceResponse_v11(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n668 = buf[pos] - 1
    if 0 <= n668 < 127:
        pos += 1
    else:
        n668, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l669 = []
    ap670 = l669.append
    for _ in range(n668):
        t671 = _new(_C_ProduceResponse_TopicProduceResponse)
        n672 = buf[pos] - 1
        if 0 <= n672 < 127:
            x673 = pos + 1 + n672
            if x673 > blen:
                raise _bad_length(n672, 'ProduceResponse.Responses.Name', pos)
            t671.name = str(buf[pos + 1:x673], 'utf-8')
            pos = x673
        else:
            t671.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n674 = buf[pos] - 1
        if 0 <= n674 < 127:
            pos += 1
        else:
            n674, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l675 = []
        ap676 = l675.append
        for _ in range(n674):
            t677 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t677.index, t677.error_code, t677.base_offset, t677.log_append_time_ms, t677.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n678 = buf[pos] - 1
            if 0 <= n678 < 127:
                pos += 1
            else:
                n678, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l679 = []
            ap680 = l679.append
            for _ in range(n678):
                t681 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t681.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n682 = buf[pos] - 1
                if 0 <= n682 < 127:
                    x683 = pos + 1 + n682
                    if x683 > blen:
                        raise _bad_length(n682, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t681.batch_index_error_message = str(buf[pos + 1:x683], 'utf-8')
                    pos = x683
                else:
                    t681.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t681._unknown_tags = None
                else:
                    nt684, pos = _ruv(buf, pos)
                    if nt684 * 2 > blen - pos:
                        raise _array_too_long(nt684, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk685 = None
                    for _ in range(nt684):
                        tg686, pos = _ruv(buf, pos)
                        sz687, pos = _ruv(buf, pos)
                        x688 = pos + sz687
                        if x688 > blen:
                            raise _bad_length(sz687, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk685 is None:
                            uk685 = []
                        uk685.append((tg686, bytes(buf[pos:x688])))
                        pos = x688
                    t681._unknown_tags = uk685
                ap680(t681)
            t677.record_errors = l679
            n689 = buf[pos] - 1
            if 0 <= n689 < 127:
                x690 = pos + 1 + n689
                if x690 > blen:
                    raise _bad_length(n689, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t677.error_message = str(buf[pos + 1:x690], 'utf-8')
                pos = x690
            else:
                t677.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t677.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t677._unknown_tags = None
            else:
                nt691, pos = _ruv(buf, pos)
                if nt691 * 2 > blen - pos:
                    raise _array_too_long(nt691, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk692 = None
                for _ in range(nt691):
                    tg693, pos = _ruv(buf, pos)
                    sz694, pos = _ruv(buf, pos)
                    x695 = pos + sz694
                    if x695 > blen:
                        raise _bad_length(sz694, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg693 == 0:
                        t696 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t696.leader_id, t696.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t696._unknown_tags = None
                        else:
                            nt697, pos = _ruv(buf, pos)
                            if nt697 * 2 > blen - pos:
                                raise _array_too_long(nt697, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk698 = None
                            for _ in range(nt697):
                                tg699, pos = _ruv(buf, pos)
                                sz700, pos = _ruv(buf, pos)
                                x701 = pos + sz700
                                if x701 > blen:
                                    raise _bad_length(sz700, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk698 is None:
                                    uk698 = []
                                uk698.append((tg699, bytes(buf[pos:x701])))
                                pos = x701
                            t696._unknown_tags = uk698
                        t677.current_leader = t696
                        if pos != x695:
                            raise _tag_size_mismatch(tg693, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk692 is None:
                            uk692 = []
                        uk692.append((tg693, bytes(buf[pos:x695])))
                        pos = x695
                t677._unknown_tags = uk692
            ap676(t677)
        t671.partition_responses = l675
        t671.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t671._unknown_tags = None
        else:
            nt702, pos = _ruv(buf, pos)
            if nt702 * 2 > blen - pos:
                raise _array_too_long(nt702, 'ProduceResponse.Responses._tagged_fields', pos)
            uk703 = None
            for _ in range(nt702):
                tg704, pos = _ruv(buf, pos)
                sz705, pos = _ruv(buf, pos)
                x706 = pos + sz705
                if x706 > blen:
                    raise _bad_length(sz705, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk703 is None:
                    uk703 = []
                uk703.append((tg704, bytes(buf[pos:x706])))
                pos = x706
            t671._unknown_tags = uk703
        ap670(t671)
    o.responses = l669
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt707, pos = _ruv(buf, pos)
        if nt707 * 2 > blen - pos:
            raise _array_too_long(nt707, 'ProduceResponse._tagged_fields', pos)
        uk708 = None
        for _ in range(nt707):
            tg709, pos = _ruv(buf, pos)
            sz710, pos = _ruv(buf, pos)
            x711 = pos + sz710
            if x711 > blen:
                raise _bad_length(sz710, 'ProduceResponse._tagged_fields', pos)
            if tg709 == 0:
                n712 = buf[pos] - 1
                if 0 <= n712 < 127:
                    pos += 1
                else:
                    n712, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l713 = []
                ap714 = l713.append
                for _ in range(n712):
                    t715 = _new(_C_ProduceResponse_NodeEndpoint)
                    t715.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n716 = buf[pos] - 1
                    if 0 <= n716 < 127:
                        x717 = pos + 1 + n716
                        if x717 > blen:
                            raise _bad_length(n716, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t715.host = str(buf[pos + 1:x717], 'utf-8')
                        pos = x717
                    else:
                        t715.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t715.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n718 = buf[pos] - 1
                    if 0 <= n718 < 127:
                        x719 = pos + 1 + n718
                        if x719 > blen:
                            raise _bad_length(n718, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t715.rack = str(buf[pos + 1:x719], 'utf-8')
                        pos = x719
                    else:
                        t715.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t715._unknown_tags = None
                    else:
                        nt720, pos = _ruv(buf, pos)
                        if nt720 * 2 > blen - pos:
                            raise _array_too_long(nt720, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk721 = None
                        for _ in range(nt720):
                            tg722, pos = _ruv(buf, pos)
                            sz723, pos = _ruv(buf, pos)
                            x724 = pos + sz723
                            if x724 > blen:
                                raise _bad_length(sz723, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk721 is None:
                                uk721 = []
                            uk721.append((tg722, bytes(buf[pos:x724])))
                            pos = x724
                        t715._unknown_tags = uk721
                    ap714(t715)
                o.node_endpoints = l713
                if pos != x711:
                    raise _tag_size_mismatch(tg709, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk708 is None:
                    uk708 = []
                uk708.append((tg709, bytes(buf[pos:x711])))
                pos = x711
        o._unknown_tags = uk708
    return o, pos


def _enc_ProduceResponse_v12(o):
    parts = []
    a = parts.append
    l725 = o.responses
    n726 = len(l725) + 1
    a(_UV[n726] if n726 < 128 else _uv(n726))
    for e727 in l725:
        s728 = e727.name
        b729 = s728.encode()
        n730 = len(b729) + 1
        a(_UV[n730] if n730 < 128 else _uv(n730))
        a(b729)
        l731 = e727.partition_responses
        n732 = len(l731) + 1
        a(_UV[n732] if n732 < 128 else _uv(n732))
        for e733 in l731:
            a(_S_ihqqq.pack(e733.index, e733.error_code, e733.base_offset, e733.log_append_time_ms, e733.log_start_offset))
            l734 = e733.record_errors
            n735 = len(l734) + 1
            a(_UV[n735] if n735 < 128 else _uv(n735))
            for e736 in l734:
                a(_S_i.pack(e736.batch_index))
                s737 = e736.batch_index_error_message
                if s737 is None:
                    a(_H0)
                else:
                    b738 = s737.encode()
                    n739 = len(b738) + 1
                    a(_UV[n739] if n739 < 128 else _uv(n739))
                    a(b738)
                u740 = e736._unknown_tags
                if u740 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u740)
            s741 = e733.error_message
            if s741 is None:
                a(_H0)
            else:
                b742 = s741.encode()
                n743 = len(b742) + 1
                a(_UV[n743] if n743 < 128 else _uv(n743))
                a(b742)
            k744 = []
            if e733.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                p745 = []
                t746 = e733.current_leader
                p745.append(_S_ii.pack(t746.leader_id, t746.leader_epoch))
                u747 = t746._unknown_tags
                if u747 is None:
                    p745.append(_H0)
                else:
                    _write_tags(p745.append, None, u747)
                k744.append((0, b''.join(p745)))
            _write_tags(a, k744, e733._unknown_tags)
        u748 = e727._unknown_tags
        if u748 is None:
            a(_H0)
        else:
            _write_tags(a, None, u748)
    a(_S_i.pack(o.throttle_time_ms))
    k749 = []
    if o.node_endpoints:
        p750 = []
        l751 = o.node_endpoints
        n752 = len(l751) + 1
        p750.append(_UV[n752] if n752 < 128 else _uv(n752))
        for e753 in l751:
            p750.append(_S_i.pack(e753.node_id))
            s754 = e753.host
            b755 = s754.encode()
            n756 = len(b755) + 1
            p750.append(_UV[n756] if n756 < 128 else _uv(n756))
            p750.append(b755)
            p750.append(_S_i.pack(e753.port))
            s757 = e753.rack
            if s757 is None:
                p750.append(_H0)
            else:
                b758 = s757.encode()
                n759 = len(b758) + 1
                p750.append(_UV[n759] if n759 < 128 else _uv(n759))
                p750.append(b758)
            u760 = e753._unknown_tags
            if u760 is None:
                p750.append(_H0)
            else:
                _write_tags(p750.append, None, u760)
        k749.append((0, b''.join(p750)))
    _write_tags(a, k749, o._unknown_tags)
    return b''.join(parts)


def _dec_ProduceResponse_v12(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n761 = buf[pos] - 1
    if 0 <= n761 < 127:
        pos += 1
    else:
        n761, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l762 = []
    ap763 = l762.append
    for _ in range(n761):
        t764 = _new(_C_ProduceResponse_TopicProduceResponse)
        n765 = buf[pos] - 1
        if 0 <= n765 < 127:
            x766 = pos + 1 + n765
            if x766 > blen:
                raise _bad_length(n765, 'ProduceResponse.Responses.Name', pos)
            t764.name = str(buf[pos + 1:x766], 'utf-8')
            pos = x766
        else:
            t764.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n767 = buf[pos] - 1
        if 0 <= n767 < 127:
            pos += 1
        else:
            n767, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l768 = []
        ap769 = l768.append
        for _ in range(n767):
            t770 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t770.index, t770.error_code, t770.base_offset, t770.log_append_time_ms, t770.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n771 = buf[pos] - 1
            if 0 <= n771 < 127:
                pos += 1
            else:
                n771, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l772 = []
            ap773 = l772.append
            for _ in range(n771):
                t774 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t774.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n775 = buf[pos] - 1
                if 0 <= n775 < 127:
                    x776 = pos + 1 + n775
                    if x776 > blen:
                        raise _bad_length(n775, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t774.batch_index_error_message = str(buf[pos + 1:x776], 'utf-8')
                    pos = x776
                else:
                    t774.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t774._unknown_tags = None
                else:
                    nt777, pos = _ruv(buf, pos)
                    if nt777 * 2 > blen - pos:
                        raise _array_too_long(nt777, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk778 = None
                    for _ in range(nt777):
                        tg779, pos = _ruv(buf, pos)
                        sz780, pos = _ruv(buf, pos)
                        x781 = pos + sz780
                        if x781 > blen:
                            raise _bad_length(sz780, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk778 is None:
                            uk778 = []
                        uk778.append((tg779, bytes(buf[pos:x781])))
                        pos = x781
                    t774._unknown_tags = uk778
                ap773(t774)
            t770.record_errors = l772
            n782 = buf[pos] - 1
            if 0 <= n782 < 127:
                x783 = pos + 1 + n782
                if x783 > blen:
                    raise _bad_length(n782, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t770.error_message = str(buf[pos + 1:x783], 'utf-8')
                pos = x783
            else:
                t770.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t770.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t770._unknown_tags = None
            else:
                nt784, pos = _ruv(buf, pos)
                if nt784 * 2 > blen - pos:
                    raise _array_too_long(nt784, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk785 = None
                for _ in range(nt784):
                    tg786, pos = _ruv(buf, pos)
                    sz787, pos = _ruv(buf, pos)
                    x788 = pos + sz787
                    if x788 > blen:
                        raise _bad_length(sz787, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg786 == 0:
                        t789 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t789.leader_id, t789.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t789._unknown_tags = None
                        else:
                            nt790, pos = _ruv(buf, pos)
                            if nt790 * 2 > blen - pos:
                                raise _array_too_long(nt790, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk791 = None
                            for _ in range(nt790):
                                tg792, pos = _ruv(buf, pos)
                                sz793, pos = _ruv(buf, pos)
                                x794 = pos + sz793
                                if x794 > blen:
                                    raise _bad_length(sz793, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk791 is None:
                                    uk791 = []
                                uk791.append((tg792, bytes(buf[pos:x794])))
                                pos = x794
                            t789._unknown_tags = uk791
                        t770.current_leader = t789
                        if pos != x788:
                            raise _tag_size_mismatch(tg786, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk785 is None:
                            uk785 = []
                        uk785.append((tg786, bytes(buf[pos:x788])))
                        pos = x788
                t770._unknown_tags = uk785
            ap769(t770)
        t764.partition_responses = l768
        t764.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t764._unknown_tags = None
        else:
            nt795, pos = _ruv(buf, pos)
            if nt795 * 2 > blen - pos:
                raise _array_too_long(nt795, 'ProduceResponse.Responses._tagged_fields', pos)
            uk796 = None
            for _ in range(nt795):
                tg797, pos = _ruv(buf, pos)
                sz798, pos = _ruv(buf, pos)
                x799 = pos + sz798
                if x799 > blen:
                    raise _bad_length(sz798, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk796 is None:
                    uk796 = []
                uk796.append((tg797, bytes(buf[pos:x799])))
                pos = x799
            t764._unknown_tags = uk796
        ap763(t764)
    o.responses = l762
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt800, pos = _ruv(buf, pos)
        if nt800 * 2 > blen - pos:
            raise _array_too_long(nt800, 'ProduceResponse._tagged_fields', pos)
        uk801 = None
        for _ in range(nt800):
            tg802, pos = _ruv(buf, pos)
            sz803, pos = _ruv(buf, pos)
            x804 = pos + sz803
            if x804 > blen:
                raise _bad_length(sz803, 'ProduceResponse._tagged_fields', pos)
            if tg802 == 0:
                n805 = buf[pos] - 1
                if 0 <= n805 < 127:
                    pos += 1
                else:
                    n805, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l806 = []
                ap807 = l806.append
                for _ in range(n805):
                    t808 = _new(_C_ProduceResponse_NodeEndpoint)
                    t808.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n809 = buf[pos] - 1
                    if 0 <= n809 < 127:
                        x810 = pos + 1 + n809
                        if x810 > blen:
                            raise _bad_length(n809, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t808.host = str(buf[pos + 1:x810], 'utf-8')
                        pos = x810
                    else:
                        t808.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t808.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n811 = buf[pos] - 1
                    if 0 <= n811 < 127:
                        x812 = pos + 1 + n811
                        if x812 > blen:
                            raise _bad_length(n811, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t808.rack = str(buf[pos + 1:x812], 'utf-8')
                        pos = x812
                    else:
                        t808.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t808._unknown_tags = None
                    else:
                        nt813, pos = _ruv(buf, pos)
                        if nt813 * 2 > blen - pos:
                            raise _array_too_long(nt813, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk814 = None
                        for _ in range(nt813):
                            tg815, pos = _ruv(buf, pos)
                            sz816, pos = _ruv(buf, pos)
                            x817 = pos + sz816
                            if x817 > blen:
                                raise _bad_length(sz816, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk814 is None:
                                uk814 = []
                            uk814.append((tg815, bytes(buf[pos:x817])))
                            pos = x817
                        t808._unknown_tags = uk814
                    ap807(t808)
                o.node_endpoints = l806
                if pos != x804:
                    raise _tag_size_mismatch(tg802, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk801 is None:
                    uk801 = []
                uk801.append((tg802, bytes(buf[pos:x804])))
                pos = x804
        o._unknown_tags = uk801
    return o, pos


def _enc_ProduceResponse_v13(o):
    parts = []
    a = parts.append
    l818 = o.responses
    n819 = len(l818) + 1
    a(_UV[n819] if n819 < 128 else _uv(n819))
    for e820 in l818:
        a(_S_U.pack(e820.topic_id.bytes))
        l821 = e820.partition_responses
        n822 = len(l821) + 1
        a(_UV[n822] if n822 < 128 else _uv(n822))
        for e823 in l821:
            a(_S_ihqqq.pack(e823.index, e823.error_code, e823.base_offset, e823.log_append_time_ms, e823.log_start_offset))
            l824 = e823.record_errors
            n825 = len(l824) + 1
            a(_UV[n825] if n825 < 128 else _uv(n825))
            for e826 in l824:
                a(_S_i.pack(e826.batch_index))
                s827 = e826.batch_index_error_message
                if s827 is None:
                    a(_H0)
                else:
                    b828 = s827.encode()
                    n829 = len(b828) + 1
                    a(_UV[n829] if n829 < 128 else _uv(n829))
                    a(b828)
                u830 = e826._unknown_tags
                if u830 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u830)
            s831 = e823.error_message
            if s831 is None:
                a(_H0)
            else:
                b832 = s831.encode()
                n833 = len(b832) + 1
                a(_UV[n833] if n833 < 128 else _uv(n833))
                a(b832)
            k834 = []
            if e823.current_leader != _DEF_ProduceResponse_LeaderIdAndEpoch:
                p835 = []
                t836 = e823.current_leader
                p835.append(_S_ii.pack(t836.leader_id, t836.leader_epoch))
                u837 = t836._unknown_tags
                if u837 is None:
                    p835.append(_H0)
                else:
                    _write_tags(p835.append, None, u837)
                k834.append((0, b''.join(p835)))
            _write_tags(a, k834, e823._unknown_tags)
        u838 = e820._unknown_tags
        if u838 is None:
            a(_H0)
        else:
            _write_tags(a, None, u838)
    a(_S_i.pack(o.throttle_time_ms))
    k839 = []
    if o.node_endpoints:
        p840 = []
        l841 = o.node_endpoints
        n842 = len(l841) + 1
        p840.append(_UV[n842] if n842 < 128 else _uv(n842))
        for e843 in l841:
            p840.append(_S_i.pack(e843.node_id))
            s844 = e843.host
            b845 = s844.encode()
            n846 = len(b845) + 1
            p840.append(_UV[n846] if n846 < 128 else _uv(n846))
            p840.append(b845)
            p840.append(_S_i.pack(e843.port))
            s847 = e843.rack
            if s847 is None:
                p840.append(_H0)
            else:
                b848 = s847.encode()
                n849 = len(b848) + 1
                p840.append(_UV[n849] if n849 < 128 else _uv(n849))
                p840.append(b848)
            u850 = e843._unknown_tags
            if u850 is None:
                p840.append(_H0)
            else:
                _write_tags(p840.append, None, u850)
        k839.append((0, b''.join(p840)))
    _write_tags(a, k839, o._unknown_tags)
    return b''.join(parts)


def _dec_ProduceResponse_v13(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n851 = buf[pos] - 1
    if 0 <= n851 < 127:
        pos += 1
    else:
        n851, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l852 = []
    ap853 = l852.append
    for _ in range(n851):
        t854 = _new(_C_ProduceResponse_TopicProduceResponse)
        u855, = _S_U.unpack_from(buf, pos)
        pos += 16
        t854.topic_id = _uuid_from(u855)
        n856 = buf[pos] - 1
        if 0 <= n856 < 127:
            pos += 1
        else:
            n856, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l857 = []
        ap858 = l857.append
        for _ in range(n856):
            t859 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t859.index, t859.error_code, t859.base_offset, t859.log_append_time_ms, t859.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n860 = buf[pos] - 1
            if 0 <= n860 < 127:
                pos += 1
            else:
                n860, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l861 = []
            ap862 = l861.append
            for _ in range(n860):
                t863 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t863.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n864 = buf[pos] - 1
                if 0 <= n864 < 127:
                    x865 = pos + 1 + n864
                    if x865 > blen:
                        raise _bad_length(n864, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t863.batch_index_error_message = str(buf[pos + 1:x865], 'utf-8')
                    pos = x865
                else:
                    t863.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t863._unknown_tags = None
                else:
                    nt866, pos = _ruv(buf, pos)
                    if nt866 * 2 > blen - pos:
                        raise _array_too_long(nt866, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk867 = None
                    for _ in range(nt866):
                        tg868, pos = _ruv(buf, pos)
                        sz869, pos = _ruv(buf, pos)
                        x870 = pos + sz869
                        if x870 > blen:
                            raise _bad_length(sz869, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk867 is None:
                            uk867 = []
                        uk867.append((tg868, bytes(buf[pos:x870])))
                        pos = x870
                    t863._unknown_tags = uk867
                ap862(t863)
            t859.record_errors = l861
            n871 = buf[pos] - 1
            if 0 <= n871 < 127:
                x872 = pos + 1 + n871
                if x872 > blen:
                    raise _bad_length(n871, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t859.error_message = str(buf[pos + 1:x872], 'utf-8')
                pos = x872
            else:
                t859.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t859.current_leader = _C_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t859._unknown_tags = None
            else:
                nt873, pos = _ruv(buf, pos)
                if nt873 * 2 > blen - pos:
                    raise _array_too_long(nt873, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk874 = None
                for _ in range(nt873):
                    tg875, pos = _ruv(buf, pos)
                    sz876, pos = _ruv(buf, pos)
                    x877 = pos + sz876
                    if x877 > blen:
                        raise _bad_length(sz876, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg875 == 0:
                        t878 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t878.leader_id, t878.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t878._unknown_tags = None
                        else:
                            nt879, pos = _ruv(buf, pos)
                            if nt879 * 2 > blen - pos:
                                raise _array_too_long(nt879, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk880 = None
                            for _ in range(nt879):
                                tg881, pos = _ruv(buf, pos)
                                sz882, pos = _ruv(buf, pos)
                                x883 = pos + sz882
                                if x883 > blen:
                                    raise _bad_length(sz882, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk880 is None:
                                    uk880 = []
                                uk880.append((tg881, bytes(buf[pos:x883])))
                                pos = x883
                            t878._unknown_tags = uk880
                        t859.current_leader = t878
                        if pos != x877:
                            raise _tag_size_mismatch(tg875, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk874 is None:
                            uk874 = []
                        uk874.append((tg875, bytes(buf[pos:x877])))
                        pos = x877
                t859._unknown_tags = uk874
            ap858(t859)
        t854.partition_responses = l857
        t854.name = ''
        if buf[pos] == 0:
            pos += 1
            t854._unknown_tags = None
        else:
            nt884, pos = _ruv(buf, pos)
            if nt884 * 2 > blen - pos:
                raise _array_too_long(nt884, 'ProduceResponse.Responses._tagged_fields', pos)
            uk885 = None
            for _ in range(nt884):
                tg886, pos = _ruv(buf, pos)
                sz887, pos = _ruv(buf, pos)
                x888 = pos + sz887
                if x888 > blen:
                    raise _bad_length(sz887, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk885 is None:
                    uk885 = []
                uk885.append((tg886, bytes(buf[pos:x888])))
                pos = x888
            t854._unknown_tags = uk885
        ap853(t854)
    o.responses = l852
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt889, pos = _ruv(buf, pos)
        if nt889 * 2 > blen - pos:
            raise _array_too_long(nt889, 'ProduceResponse._tagged_fields', pos)
        uk890 = None
        for _ in range(nt889):
            tg891, pos = _ruv(buf, pos)
            sz892, pos = _ruv(buf, pos)
            x893 = pos + sz892
            if x893 > blen:
                raise _bad_length(sz892, 'ProduceResponse._tagged_fields', pos)
            if tg891 == 0:
                n894 = buf[pos] - 1
                if 0 <= n894 < 127:
                    pos += 1
                else:
                    n894, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l895 = []
                ap896 = l895.append
                for _ in range(n894):
                    t897 = _new(_C_ProduceResponse_NodeEndpoint)
                    t897.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n898 = buf[pos] - 1
                    if 0 <= n898 < 127:
                        x899 = pos + 1 + n898
                        if x899 > blen:
                            raise _bad_length(n898, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t897.host = str(buf[pos + 1:x899], 'utf-8')
                        pos = x899
                    else:
                        t897.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t897.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n900 = buf[pos] - 1
                    if 0 <= n900 < 127:
                        x901 = pos + 1 + n900
                        if x901 > blen:
                            raise _bad_length(n900, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t897.rack = str(buf[pos + 1:x901], 'utf-8')
                        pos = x901
                    else:
                        t897.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t897._unknown_tags = None
                    else:
                        nt902, pos = _ruv(buf, pos)
                        if nt902 * 2 > blen - pos:
                            raise _array_too_long(nt902, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk903 = None
                        for _ in range(nt902):
                            tg904, pos = _ruv(buf, pos)
                            sz905, pos = _ruv(buf, pos)
                            x906 = pos + sz905
                            if x906 > blen:
                                raise _bad_length(sz905, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk903 is None:
                                uk903 = []
                            uk903.append((tg904, bytes(buf[pos:x906])))
                            pos = x906
                        t897._unknown_tags = uk903
                    ap896(t897)
                o.node_endpoints = l895
                if pos != x893:
                    raise _tag_size_mismatch(tg891, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk890 is None:
                    uk890 = []
                uk890.append((tg891, bytes(buf[pos:x893])))
                pos = x893
        o._unknown_tags = uk890
    return o, pos


ProduceResponse._ENC = {3: _enc_ProduceResponse_v3, 4: _enc_ProduceResponse_v4, 5: _enc_ProduceResponse_v5, 6: _enc_ProduceResponse_v6, 7: _enc_ProduceResponse_v7, 8: _enc_ProduceResponse_v8, 9: _enc_ProduceResponse_v9, 10: _enc_ProduceResponse_v10, 11: _enc_ProduceResponse_v11, 12: _enc_ProduceResponse_v12, 13: _enc_ProduceResponse_v13}
ProduceResponse._DEC = {3: _dec_ProduceResponse_v3, 4: _dec_ProduceResponse_v4, 5: _dec_ProduceResponse_v5, 6: _dec_ProduceResponse_v6, 7: _dec_ProduceResponse_v7, 8: _dec_ProduceResponse_v8, 9: _dec_ProduceResponse_v9, 10: _dec_ProduceResponse_v10, 11: _dec_ProduceResponse_v11, 12: _dec_ProduceResponse_v12, 13: _dec_ProduceResponse_v13}


_LINES = {
    109: 'ProduceRequest.TransactionalId',
    110: 'ProduceRequest.TransactionalId',
    111: 'ProduceRequest.TransactionalId',
    112: 'ProduceRequest.TransactionalId',
    113: 'ProduceRequest.TransactionalId',
    114: 'ProduceRequest.TransactionalId',
    115: 'ProduceRequest.TransactionalId',
    116: 'ProduceRequest.Acks,TimeoutMs',
    117: 'ProduceRequest.TopicData',
    118: 'ProduceRequest.TopicData',
    119: 'ProduceRequest.TopicData',
    120: 'ProduceRequest.TopicData.Name',
    121: 'ProduceRequest.TopicData.Name',
    122: 'ProduceRequest.TopicData.Name',
    123: 'ProduceRequest.TopicData.Name',
    124: 'ProduceRequest.TopicData.PartitionData',
    125: 'ProduceRequest.TopicData.PartitionData',
    126: 'ProduceRequest.TopicData.PartitionData',
    127: 'ProduceRequest.TopicData.PartitionData.Index',
    128: 'ProduceRequest.TopicData.PartitionData.Records',
    129: 'ProduceRequest.TopicData.PartitionData.Records',
    130: 'ProduceRequest.TopicData.PartitionData.Records',
    131: 'ProduceRequest.TopicData.PartitionData.Records',
    132: 'ProduceRequest.TopicData.PartitionData.Records',
    133: 'ProduceRequest.TopicData.PartitionData.Records',
    141: 'ProduceRequest.TransactionalId',
    146: 'ProduceRequest.TransactionalId',
    149: 'ProduceRequest.TransactionalId',
    150: 'ProduceRequest.Acks,TimeoutMs',
    152: 'ProduceRequest.TopicData',
    157: 'ProduceRequest.TopicData.Name',
    162: 'ProduceRequest.TopicData.Name',
    165: 'ProduceRequest.TopicData.Name',
    166: 'ProduceRequest.TopicData.PartitionData',
    171: 'ProduceRequest.TopicData.PartitionData.Index',
    173: 'ProduceRequest.TopicData.PartitionData.Records',
    188: 'ProduceRequest.TransactionalId',
    189: 'ProduceRequest.TransactionalId',
    190: 'ProduceRequest.TransactionalId',
    191: 'ProduceRequest.TransactionalId',
    192: 'ProduceRequest.TransactionalId',
    193: 'ProduceRequest.TransactionalId',
    194: 'ProduceRequest.TransactionalId',
    195: 'ProduceRequest.Acks,TimeoutMs',
    196: 'ProduceRequest.TopicData',
    197: 'ProduceRequest.TopicData',
    198: 'ProduceRequest.TopicData',
    199: 'ProduceRequest.TopicData.Name',
    200: 'ProduceRequest.TopicData.Name',
    201: 'ProduceRequest.TopicData.Name',
    202: 'ProduceRequest.TopicData.Name',
    203: 'ProduceRequest.TopicData.PartitionData',
    204: 'ProduceRequest.TopicData.PartitionData',
    205: 'ProduceRequest.TopicData.PartitionData',
    206: 'ProduceRequest.TopicData.PartitionData.Index',
    207: 'ProduceRequest.TopicData.PartitionData.Records',
    208: 'ProduceRequest.TopicData.PartitionData.Records',
    209: 'ProduceRequest.TopicData.PartitionData.Records',
    210: 'ProduceRequest.TopicData.PartitionData.Records',
    211: 'ProduceRequest.TopicData.PartitionData.Records',
    212: 'ProduceRequest.TopicData.PartitionData.Records',
    220: 'ProduceRequest.TransactionalId',
    225: 'ProduceRequest.TransactionalId',
    228: 'ProduceRequest.TransactionalId',
    229: 'ProduceRequest.Acks,TimeoutMs',
    231: 'ProduceRequest.TopicData',
    236: 'ProduceRequest.TopicData.Name',
    241: 'ProduceRequest.TopicData.Name',
    244: 'ProduceRequest.TopicData.Name',
    245: 'ProduceRequest.TopicData.PartitionData',
    250: 'ProduceRequest.TopicData.PartitionData.Index',
    252: 'ProduceRequest.TopicData.PartitionData.Records',
    267: 'ProduceRequest.TransactionalId',
    268: 'ProduceRequest.TransactionalId',
    269: 'ProduceRequest.TransactionalId',
    270: 'ProduceRequest.TransactionalId',
    271: 'ProduceRequest.TransactionalId',
    272: 'ProduceRequest.TransactionalId',
    273: 'ProduceRequest.TransactionalId',
    274: 'ProduceRequest.Acks,TimeoutMs',
    275: 'ProduceRequest.TopicData',
    276: 'ProduceRequest.TopicData',
    277: 'ProduceRequest.TopicData',
    278: 'ProduceRequest.TopicData.Name',
    279: 'ProduceRequest.TopicData.Name',
    280: 'ProduceRequest.TopicData.Name',
    281: 'ProduceRequest.TopicData.Name',
    282: 'ProduceRequest.TopicData.PartitionData',
    283: 'ProduceRequest.TopicData.PartitionData',
    284: 'ProduceRequest.TopicData.PartitionData',
    285: 'ProduceRequest.TopicData.PartitionData.Index',
    286: 'ProduceRequest.TopicData.PartitionData.Records',
    287: 'ProduceRequest.TopicData.PartitionData.Records',
    288: 'ProduceRequest.TopicData.PartitionData.Records',
    289: 'ProduceRequest.TopicData.PartitionData.Records',
    290: 'ProduceRequest.TopicData.PartitionData.Records',
    291: 'ProduceRequest.TopicData.PartitionData.Records',
    299: 'ProduceRequest.TransactionalId',
    304: 'ProduceRequest.TransactionalId',
    307: 'ProduceRequest.TransactionalId',
    308: 'ProduceRequest.Acks,TimeoutMs',
    310: 'ProduceRequest.TopicData',
    315: 'ProduceRequest.TopicData.Name',
    320: 'ProduceRequest.TopicData.Name',
    323: 'ProduceRequest.TopicData.Name',
    324: 'ProduceRequest.TopicData.PartitionData',
    329: 'ProduceRequest.TopicData.PartitionData.Index',
    331: 'ProduceRequest.TopicData.PartitionData.Records',
    346: 'ProduceRequest.TransactionalId',
    347: 'ProduceRequest.TransactionalId',
    348: 'ProduceRequest.TransactionalId',
    349: 'ProduceRequest.TransactionalId',
    350: 'ProduceRequest.TransactionalId',
    351: 'ProduceRequest.TransactionalId',
    352: 'ProduceRequest.TransactionalId',
    353: 'ProduceRequest.Acks,TimeoutMs',
    354: 'ProduceRequest.TopicData',
    355: 'ProduceRequest.TopicData',
    356: 'ProduceRequest.TopicData',
    357: 'ProduceRequest.TopicData.Name',
    358: 'ProduceRequest.TopicData.Name',
    359: 'ProduceRequest.TopicData.Name',
    360: 'ProduceRequest.TopicData.Name',
    361: 'ProduceRequest.TopicData.PartitionData',
    362: 'ProduceRequest.TopicData.PartitionData',
    363: 'ProduceRequest.TopicData.PartitionData',
    364: 'ProduceRequest.TopicData.PartitionData.Index',
    365: 'ProduceRequest.TopicData.PartitionData.Records',
    366: 'ProduceRequest.TopicData.PartitionData.Records',
    367: 'ProduceRequest.TopicData.PartitionData.Records',
    368: 'ProduceRequest.TopicData.PartitionData.Records',
    369: 'ProduceRequest.TopicData.PartitionData.Records',
    370: 'ProduceRequest.TopicData.PartitionData.Records',
    378: 'ProduceRequest.TransactionalId',
    383: 'ProduceRequest.TransactionalId',
    386: 'ProduceRequest.TransactionalId',
    387: 'ProduceRequest.Acks,TimeoutMs',
    389: 'ProduceRequest.TopicData',
    394: 'ProduceRequest.TopicData.Name',
    399: 'ProduceRequest.TopicData.Name',
    402: 'ProduceRequest.TopicData.Name',
    403: 'ProduceRequest.TopicData.PartitionData',
    408: 'ProduceRequest.TopicData.PartitionData.Index',
    410: 'ProduceRequest.TopicData.PartitionData.Records',
    425: 'ProduceRequest.TransactionalId',
    426: 'ProduceRequest.TransactionalId',
    427: 'ProduceRequest.TransactionalId',
    428: 'ProduceRequest.TransactionalId',
    429: 'ProduceRequest.TransactionalId',
    430: 'ProduceRequest.TransactionalId',
    431: 'ProduceRequest.TransactionalId',
    432: 'ProduceRequest.Acks,TimeoutMs',
    433: 'ProduceRequest.TopicData',
    434: 'ProduceRequest.TopicData',
    435: 'ProduceRequest.TopicData',
    436: 'ProduceRequest.TopicData.Name',
    437: 'ProduceRequest.TopicData.Name',
    438: 'ProduceRequest.TopicData.Name',
    439: 'ProduceRequest.TopicData.Name',
    440: 'ProduceRequest.TopicData.PartitionData',
    441: 'ProduceRequest.TopicData.PartitionData',
    442: 'ProduceRequest.TopicData.PartitionData',
    443: 'ProduceRequest.TopicData.PartitionData.Index',
    444: 'ProduceRequest.TopicData.PartitionData.Records',
    445: 'ProduceRequest.TopicData.PartitionData.Records',
    446: 'ProduceRequest.TopicData.PartitionData.Records',
    447: 'ProduceRequest.TopicData.PartitionData.Records',
    448: 'ProduceRequest.TopicData.PartitionData.Records',
    449: 'ProduceRequest.TopicData.PartitionData.Records',
    457: 'ProduceRequest.TransactionalId',
    462: 'ProduceRequest.TransactionalId',
    465: 'ProduceRequest.TransactionalId',
    466: 'ProduceRequest.Acks,TimeoutMs',
    468: 'ProduceRequest.TopicData',
    473: 'ProduceRequest.TopicData.Name',
    478: 'ProduceRequest.TopicData.Name',
    481: 'ProduceRequest.TopicData.Name',
    482: 'ProduceRequest.TopicData.PartitionData',
    487: 'ProduceRequest.TopicData.PartitionData.Index',
    489: 'ProduceRequest.TopicData.PartitionData.Records',
    504: 'ProduceRequest.TransactionalId',
    505: 'ProduceRequest.TransactionalId',
    506: 'ProduceRequest.TransactionalId',
    507: 'ProduceRequest.TransactionalId',
    508: 'ProduceRequest.TransactionalId',
    509: 'ProduceRequest.TransactionalId',
    510: 'ProduceRequest.TransactionalId',
    511: 'ProduceRequest.Acks,TimeoutMs',
    512: 'ProduceRequest.TopicData',
    513: 'ProduceRequest.TopicData',
    514: 'ProduceRequest.TopicData',
    515: 'ProduceRequest.TopicData.Name',
    516: 'ProduceRequest.TopicData.Name',
    517: 'ProduceRequest.TopicData.Name',
    518: 'ProduceRequest.TopicData.Name',
    519: 'ProduceRequest.TopicData.PartitionData',
    520: 'ProduceRequest.TopicData.PartitionData',
    521: 'ProduceRequest.TopicData.PartitionData',
    522: 'ProduceRequest.TopicData.PartitionData.Index',
    523: 'ProduceRequest.TopicData.PartitionData.Records',
    524: 'ProduceRequest.TopicData.PartitionData.Records',
    525: 'ProduceRequest.TopicData.PartitionData.Records',
    526: 'ProduceRequest.TopicData.PartitionData.Records',
    527: 'ProduceRequest.TopicData.PartitionData.Records',
    528: 'ProduceRequest.TopicData.PartitionData.Records',
    536: 'ProduceRequest.TransactionalId',
    541: 'ProduceRequest.TransactionalId',
    544: 'ProduceRequest.TransactionalId',
    545: 'ProduceRequest.Acks,TimeoutMs',
    547: 'ProduceRequest.TopicData',
    552: 'ProduceRequest.TopicData.Name',
    557: 'ProduceRequest.TopicData.Name',
    560: 'ProduceRequest.TopicData.Name',
    561: 'ProduceRequest.TopicData.PartitionData',
    566: 'ProduceRequest.TopicData.PartitionData.Index',
    568: 'ProduceRequest.TopicData.PartitionData.Records',
    583: 'ProduceRequest.TransactionalId',
    584: 'ProduceRequest.TransactionalId',
    585: 'ProduceRequest.TransactionalId',
    586: 'ProduceRequest.TransactionalId',
    587: 'ProduceRequest.TransactionalId',
    588: 'ProduceRequest.TransactionalId',
    589: 'ProduceRequest.TransactionalId',
    590: 'ProduceRequest.TransactionalId',
    591: 'ProduceRequest.Acks,TimeoutMs',
    592: 'ProduceRequest.TopicData',
    593: 'ProduceRequest.TopicData',
    594: 'ProduceRequest.TopicData',
    595: 'ProduceRequest.TopicData',
    596: 'ProduceRequest.TopicData.Name',
    597: 'ProduceRequest.TopicData.Name',
    598: 'ProduceRequest.TopicData.Name',
    599: 'ProduceRequest.TopicData.Name',
    600: 'ProduceRequest.TopicData.Name',
    601: 'ProduceRequest.TopicData.PartitionData',
    602: 'ProduceRequest.TopicData.PartitionData',
    603: 'ProduceRequest.TopicData.PartitionData',
    604: 'ProduceRequest.TopicData.PartitionData',
    605: 'ProduceRequest.TopicData.PartitionData.Index',
    606: 'ProduceRequest.TopicData.PartitionData.Records',
    607: 'ProduceRequest.TopicData.PartitionData.Records',
    608: 'ProduceRequest.TopicData.PartitionData.Records',
    609: 'ProduceRequest.TopicData.PartitionData.Records',
    610: 'ProduceRequest.TopicData.PartitionData.Records',
    611: 'ProduceRequest.TopicData.PartitionData.Records',
    612: 'ProduceRequest.TopicData.PartitionData.Records',
    613: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    614: 'ProduceRequest.TopicData.PartitionData',
    617: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    618: 'ProduceRequest.TopicData._unknown_tags',
    619: 'ProduceRequest.TopicData',
    622: 'ProduceRequest.TopicData._unknown_tags',
    623: 'ProduceRequest._unknown_tags',
    624: 'ProduceRequest',
    627: 'ProduceRequest._unknown_tags',
    635: 'ProduceRequest.TransactionalId',
    640: 'ProduceRequest.TransactionalId',
    643: 'ProduceRequest.TransactionalId',
    644: 'ProduceRequest.Acks,TimeoutMs',
    646: 'ProduceRequest.TopicData',
    650: 'ProduceRequest.TopicData',
    655: 'ProduceRequest.TopicData.Name',
    660: 'ProduceRequest.TopicData.Name',
    663: 'ProduceRequest.TopicData.Name',
    664: 'ProduceRequest.TopicData.PartitionData',
    668: 'ProduceRequest.TopicData.PartitionData',
    673: 'ProduceRequest.TopicData.PartitionData.Index',
    675: 'ProduceRequest.TopicData.PartitionData.Records',
    676: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    680: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    685: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    686: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    698: 'ProduceRequest.TopicData._tagged_fields',
    702: 'ProduceRequest.TopicData._tagged_fields',
    707: 'ProduceRequest.TopicData._tagged_fields',
    708: 'ProduceRequest.TopicData._tagged_fields',
    719: 'ProduceRequest._tagged_fields',
    723: 'ProduceRequest._tagged_fields',
    728: 'ProduceRequest._tagged_fields',
    729: 'ProduceRequest._tagged_fields',
    744: 'ProduceRequest.TransactionalId',
    745: 'ProduceRequest.TransactionalId',
    746: 'ProduceRequest.TransactionalId',
    747: 'ProduceRequest.TransactionalId',
    748: 'ProduceRequest.TransactionalId',
    749: 'ProduceRequest.TransactionalId',
    750: 'ProduceRequest.TransactionalId',
    751: 'ProduceRequest.TransactionalId',
    752: 'ProduceRequest.Acks,TimeoutMs',
    753: 'ProduceRequest.TopicData',
    754: 'ProduceRequest.TopicData',
    755: 'ProduceRequest.TopicData',
    756: 'ProduceRequest.TopicData',
    757: 'ProduceRequest.TopicData.Name',
    758: 'ProduceRequest.TopicData.Name',
    759: 'ProduceRequest.TopicData.Name',
    760: 'ProduceRequest.TopicData.Name',
    761: 'ProduceRequest.TopicData.Name',
    762: 'ProduceRequest.TopicData.PartitionData',
    763: 'ProduceRequest.TopicData.PartitionData',
    764: 'ProduceRequest.TopicData.PartitionData',
    765: 'ProduceRequest.TopicData.PartitionData',
    766: 'ProduceRequest.TopicData.PartitionData.Index',
    767: 'ProduceRequest.TopicData.PartitionData.Records',
    768: 'ProduceRequest.TopicData.PartitionData.Records',
    769: 'ProduceRequest.TopicData.PartitionData.Records',
    770: 'ProduceRequest.TopicData.PartitionData.Records',
    771: 'ProduceRequest.TopicData.PartitionData.Records',
    772: 'ProduceRequest.TopicData.PartitionData.Records',
    773: 'ProduceRequest.TopicData.PartitionData.Records',
    774: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    775: 'ProduceRequest.TopicData.PartitionData',
    778: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    779: 'ProduceRequest.TopicData._unknown_tags',
    780: 'ProduceRequest.TopicData',
    783: 'ProduceRequest.TopicData._unknown_tags',
    784: 'ProduceRequest._unknown_tags',
    785: 'ProduceRequest',
    788: 'ProduceRequest._unknown_tags',
    796: 'ProduceRequest.TransactionalId',
    801: 'ProduceRequest.TransactionalId',
    804: 'ProduceRequest.TransactionalId',
    805: 'ProduceRequest.Acks,TimeoutMs',
    807: 'ProduceRequest.TopicData',
    811: 'ProduceRequest.TopicData',
    816: 'ProduceRequest.TopicData.Name',
    821: 'ProduceRequest.TopicData.Name',
    824: 'ProduceRequest.TopicData.Name',
    825: 'ProduceRequest.TopicData.PartitionData',
    829: 'ProduceRequest.TopicData.PartitionData',
    834: 'ProduceRequest.TopicData.PartitionData.Index',
    836: 'ProduceRequest.TopicData.PartitionData.Records',
    837: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    841: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    846: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    847: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    859: 'ProduceRequest.TopicData._tagged_fields',
    863: 'ProduceRequest.TopicData._tagged_fields',
    868: 'ProduceRequest.TopicData._tagged_fields',
    869: 'ProduceRequest.TopicData._tagged_fields',
    880: 'ProduceRequest._tagged_fields',
    884: 'ProduceRequest._tagged_fields',
    889: 'ProduceRequest._tagged_fields',
    890: 'ProduceRequest._tagged_fields',
    905: 'ProduceRequest.TransactionalId',
    906: 'ProduceRequest.TransactionalId',
    907: 'ProduceRequest.TransactionalId',
    908: 'ProduceRequest.TransactionalId',
    909: 'ProduceRequest.TransactionalId',
    910: 'ProduceRequest.TransactionalId',
    911: 'ProduceRequest.TransactionalId',
    912: 'ProduceRequest.TransactionalId',
    913: 'ProduceRequest.Acks,TimeoutMs',
    914: 'ProduceRequest.TopicData',
    915: 'ProduceRequest.TopicData',
    916: 'ProduceRequest.TopicData',
    917: 'ProduceRequest.TopicData',
    918: 'ProduceRequest.TopicData.Name',
    919: 'ProduceRequest.TopicData.Name',
    920: 'ProduceRequest.TopicData.Name',
    921: 'ProduceRequest.TopicData.Name',
    922: 'ProduceRequest.TopicData.Name',
    923: 'ProduceRequest.TopicData.PartitionData',
    924: 'ProduceRequest.TopicData.PartitionData',
    925: 'ProduceRequest.TopicData.PartitionData',
    926: 'ProduceRequest.TopicData.PartitionData',
    927: 'ProduceRequest.TopicData.PartitionData.Index',
    928: 'ProduceRequest.TopicData.PartitionData.Records',
    929: 'ProduceRequest.TopicData.PartitionData.Records',
    930: 'ProduceRequest.TopicData.PartitionData.Records',
    931: 'ProduceRequest.TopicData.PartitionData.Records',
    932: 'ProduceRequest.TopicData.PartitionData.Records',
    933: 'ProduceRequest.TopicData.PartitionData.Records',
    934: 'ProduceRequest.TopicData.PartitionData.Records',
    935: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    936: 'ProduceRequest.TopicData.PartitionData',
    939: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    940: 'ProduceRequest.TopicData._unknown_tags',
    941: 'ProduceRequest.TopicData',
    944: 'ProduceRequest.TopicData._unknown_tags',
    945: 'ProduceRequest._unknown_tags',
    946: 'ProduceRequest',
    949: 'ProduceRequest._unknown_tags',
    957: 'ProduceRequest.TransactionalId',
    962: 'ProduceRequest.TransactionalId',
    965: 'ProduceRequest.TransactionalId',
    966: 'ProduceRequest.Acks,TimeoutMs',
    968: 'ProduceRequest.TopicData',
    972: 'ProduceRequest.TopicData',
    977: 'ProduceRequest.TopicData.Name',
    982: 'ProduceRequest.TopicData.Name',
    985: 'ProduceRequest.TopicData.Name',
    986: 'ProduceRequest.TopicData.PartitionData',
    990: 'ProduceRequest.TopicData.PartitionData',
    995: 'ProduceRequest.TopicData.PartitionData.Index',
    997: 'ProduceRequest.TopicData.PartitionData.Records',
    998: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1002: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1007: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1008: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1020: 'ProduceRequest.TopicData._tagged_fields',
    1024: 'ProduceRequest.TopicData._tagged_fields',
    1029: 'ProduceRequest.TopicData._tagged_fields',
    1030: 'ProduceRequest.TopicData._tagged_fields',
    1041: 'ProduceRequest._tagged_fields',
    1045: 'ProduceRequest._tagged_fields',
    1050: 'ProduceRequest._tagged_fields',
    1051: 'ProduceRequest._tagged_fields',
    1066: 'ProduceRequest.TransactionalId',
    1067: 'ProduceRequest.TransactionalId',
    1068: 'ProduceRequest.TransactionalId',
    1069: 'ProduceRequest.TransactionalId',
    1070: 'ProduceRequest.TransactionalId',
    1071: 'ProduceRequest.TransactionalId',
    1072: 'ProduceRequest.TransactionalId',
    1073: 'ProduceRequest.TransactionalId',
    1074: 'ProduceRequest.Acks,TimeoutMs',
    1075: 'ProduceRequest.TopicData',
    1076: 'ProduceRequest.TopicData',
    1077: 'ProduceRequest.TopicData',
    1078: 'ProduceRequest.TopicData',
    1079: 'ProduceRequest.TopicData.Name',
    1080: 'ProduceRequest.TopicData.Name',
    1081: 'ProduceRequest.TopicData.Name',
    1082: 'ProduceRequest.TopicData.Name',
    1083: 'ProduceRequest.TopicData.Name',
    1084: 'ProduceRequest.TopicData.PartitionData',
    1085: 'ProduceRequest.TopicData.PartitionData',
    1086: 'ProduceRequest.TopicData.PartitionData',
    1087: 'ProduceRequest.TopicData.PartitionData',
    1088: 'ProduceRequest.TopicData.PartitionData.Index',
    1089: 'ProduceRequest.TopicData.PartitionData.Records',
    1090: 'ProduceRequest.TopicData.PartitionData.Records',
    1091: 'ProduceRequest.TopicData.PartitionData.Records',
    1092: 'ProduceRequest.TopicData.PartitionData.Records',
    1093: 'ProduceRequest.TopicData.PartitionData.Records',
    1094: 'ProduceRequest.TopicData.PartitionData.Records',
    1095: 'ProduceRequest.TopicData.PartitionData.Records',
    1096: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1097: 'ProduceRequest.TopicData.PartitionData',
    1100: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1101: 'ProduceRequest.TopicData._unknown_tags',
    1102: 'ProduceRequest.TopicData',
    1105: 'ProduceRequest.TopicData._unknown_tags',
    1106: 'ProduceRequest._unknown_tags',
    1107: 'ProduceRequest',
    1110: 'ProduceRequest._unknown_tags',
    1118: 'ProduceRequest.TransactionalId',
    1123: 'ProduceRequest.TransactionalId',
    1126: 'ProduceRequest.TransactionalId',
    1127: 'ProduceRequest.Acks,TimeoutMs',
    1129: 'ProduceRequest.TopicData',
    1133: 'ProduceRequest.TopicData',
    1138: 'ProduceRequest.TopicData.Name',
    1143: 'ProduceRequest.TopicData.Name',
    1146: 'ProduceRequest.TopicData.Name',
    1147: 'ProduceRequest.TopicData.PartitionData',
    1151: 'ProduceRequest.TopicData.PartitionData',
    1156: 'ProduceRequest.TopicData.PartitionData.Index',
    1158: 'ProduceRequest.TopicData.PartitionData.Records',
    1159: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1163: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1168: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1169: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1181: 'ProduceRequest.TopicData._tagged_fields',
    1185: 'ProduceRequest.TopicData._tagged_fields',
    1190: 'ProduceRequest.TopicData._tagged_fields',
    1191: 'ProduceRequest.TopicData._tagged_fields',
    1202: 'ProduceRequest._tagged_fields',
    1206: 'ProduceRequest._tagged_fields',
    1211: 'ProduceRequest._tagged_fields',
    1212: 'ProduceRequest._tagged_fields',
    1227: 'ProduceRequest.TransactionalId',
    1228: 'ProduceRequest.TransactionalId',
    1229: 'ProduceRequest.TransactionalId',
    1230: 'ProduceRequest.TransactionalId',
    1231: 'ProduceRequest.TransactionalId',
    1232: 'ProduceRequest.TransactionalId',
    1233: 'ProduceRequest.TransactionalId',
    1234: 'ProduceRequest.TransactionalId',
    1235: 'ProduceRequest.Acks,TimeoutMs',
    1236: 'ProduceRequest.TopicData',
    1237: 'ProduceRequest.TopicData',
    1238: 'ProduceRequest.TopicData',
    1239: 'ProduceRequest.TopicData',
    1240: 'ProduceRequest.TopicData.TopicId',
    1241: 'ProduceRequest.TopicData.PartitionData',
    1242: 'ProduceRequest.TopicData.PartitionData',
    1243: 'ProduceRequest.TopicData.PartitionData',
    1244: 'ProduceRequest.TopicData.PartitionData',
    1245: 'ProduceRequest.TopicData.PartitionData.Index',
    1246: 'ProduceRequest.TopicData.PartitionData.Records',
    1247: 'ProduceRequest.TopicData.PartitionData.Records',
    1248: 'ProduceRequest.TopicData.PartitionData.Records',
    1249: 'ProduceRequest.TopicData.PartitionData.Records',
    1250: 'ProduceRequest.TopicData.PartitionData.Records',
    1251: 'ProduceRequest.TopicData.PartitionData.Records',
    1252: 'ProduceRequest.TopicData.PartitionData.Records',
    1253: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1254: 'ProduceRequest.TopicData.PartitionData',
    1257: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1258: 'ProduceRequest.TopicData._unknown_tags',
    1259: 'ProduceRequest.TopicData',
    1262: 'ProduceRequest.TopicData._unknown_tags',
    1263: 'ProduceRequest._unknown_tags',
    1264: 'ProduceRequest',
    1267: 'ProduceRequest._unknown_tags',
    1275: 'ProduceRequest.TransactionalId',
    1280: 'ProduceRequest.TransactionalId',
    1283: 'ProduceRequest.TransactionalId',
    1284: 'ProduceRequest.Acks,TimeoutMs',
    1286: 'ProduceRequest.TopicData',
    1290: 'ProduceRequest.TopicData',
    1295: 'ProduceRequest.TopicData.TopicId',
    1298: 'ProduceRequest.TopicData.PartitionData',
    1302: 'ProduceRequest.TopicData.PartitionData',
    1307: 'ProduceRequest.TopicData.PartitionData.Index',
    1309: 'ProduceRequest.TopicData.PartitionData.Records',
    1310: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1314: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1319: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1320: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1332: 'ProduceRequest.TopicData._tagged_fields',
    1336: 'ProduceRequest.TopicData._tagged_fields',
    1341: 'ProduceRequest.TopicData._tagged_fields',
    1342: 'ProduceRequest.TopicData._tagged_fields',
    1353: 'ProduceRequest._tagged_fields',
    1357: 'ProduceRequest._tagged_fields',
    1362: 'ProduceRequest._tagged_fields',
    1363: 'ProduceRequest._tagged_fields',
    1497: 'ProduceResponse.Responses',
    1498: 'ProduceResponse.Responses',
    1499: 'ProduceResponse.Responses',
    1500: 'ProduceResponse.Responses.Name',
    1501: 'ProduceResponse.Responses.Name',
    1502: 'ProduceResponse.Responses.Name',
    1503: 'ProduceResponse.Responses.Name',
    1504: 'ProduceResponse.Responses.PartitionResponses',
    1505: 'ProduceResponse.Responses.PartitionResponses',
    1506: 'ProduceResponse.Responses.PartitionResponses',
    1507: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1508: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1510: 'ProduceResponse.ThrottleTimeMs',
    1511: 'ProduceResponse.NodeEndpoints',
    1519: 'ProduceResponse.Responses',
    1524: 'ProduceResponse.Responses.Name',
    1529: 'ProduceResponse.Responses.Name',
    1532: 'ProduceResponse.Responses.Name',
    1533: 'ProduceResponse.Responses.PartitionResponses',
    1538: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1551: 'ProduceResponse.ThrottleTimeMs',
    1561: 'ProduceResponse.Responses',
    1562: 'ProduceResponse.Responses',
    1563: 'ProduceResponse.Responses',
    1564: 'ProduceResponse.Responses.Name',
    1565: 'ProduceResponse.Responses.Name',
    1566: 'ProduceResponse.Responses.Name',
    1567: 'ProduceResponse.Responses.Name',
    1568: 'ProduceResponse.Responses.PartitionResponses',
    1569: 'ProduceResponse.Responses.PartitionResponses',
    1570: 'ProduceResponse.Responses.PartitionResponses',
    1571: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1572: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1574: 'ProduceResponse.ThrottleTimeMs',
    1575: 'ProduceResponse.NodeEndpoints',
    1583: 'ProduceResponse.Responses',
    1588: 'ProduceResponse.Responses.Name',
    1593: 'ProduceResponse.Responses.Name',
    1596: 'ProduceResponse.Responses.Name',
    1597: 'ProduceResponse.Responses.PartitionResponses',
    1602: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1615: 'ProduceResponse.ThrottleTimeMs',
    1625: 'ProduceResponse.Responses',
    1626: 'ProduceResponse.Responses',
    1627: 'ProduceResponse.Responses',
    1628: 'ProduceResponse.Responses.Name',
    1629: 'ProduceResponse.Responses.Name',
    1630: 'ProduceResponse.Responses.Name',
    1631: 'ProduceResponse.Responses.Name',
    1632: 'ProduceResponse.Responses.PartitionResponses',
    1633: 'ProduceResponse.Responses.PartitionResponses',
    1634: 'ProduceResponse.Responses.PartitionResponses',
    1635: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1636: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1638: 'ProduceResponse.ThrottleTimeMs',
    1639: 'ProduceResponse.NodeEndpoints',
    1647: 'ProduceResponse.Responses',
    1652: 'ProduceResponse.Responses.Name',
    1657: 'ProduceResponse.Responses.Name',
    1660: 'ProduceResponse.Responses.Name',
    1661: 'ProduceResponse.Responses.PartitionResponses',
    1666: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1678: 'ProduceResponse.ThrottleTimeMs',
    1688: 'ProduceResponse.Responses',
    1689: 'ProduceResponse.Responses',
    1690: 'ProduceResponse.Responses',
    1691: 'ProduceResponse.Responses.Name',
    1692: 'ProduceResponse.Responses.Name',
    1693: 'ProduceResponse.Responses.Name',
    1694: 'ProduceResponse.Responses.Name',
    1695: 'ProduceResponse.Responses.PartitionResponses',
    1696: 'ProduceResponse.Responses.PartitionResponses',
    1697: 'ProduceResponse.Responses.PartitionResponses',
    1698: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1699: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1701: 'ProduceResponse.ThrottleTimeMs',
    1702: 'ProduceResponse.NodeEndpoints',
    1710: 'ProduceResponse.Responses',
    1715: 'ProduceResponse.Responses.Name',
    1720: 'ProduceResponse.Responses.Name',
    1723: 'ProduceResponse.Responses.Name',
    1724: 'ProduceResponse.Responses.PartitionResponses',
    1729: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1741: 'ProduceResponse.ThrottleTimeMs',
    1751: 'ProduceResponse.Responses',
    1752: 'ProduceResponse.Responses',
    1753: 'ProduceResponse.Responses',
    1754: 'ProduceResponse.Responses.Name',
    1755: 'ProduceResponse.Responses.Name',
    1756: 'ProduceResponse.Responses.Name',
    1757: 'ProduceResponse.Responses.Name',
    1758: 'ProduceResponse.Responses.PartitionResponses',
    1759: 'ProduceResponse.Responses.PartitionResponses',
    1760: 'ProduceResponse.Responses.PartitionResponses',
    1761: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1762: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1764: 'ProduceResponse.ThrottleTimeMs',
    1765: 'ProduceResponse.NodeEndpoints',
    1773: 'ProduceResponse.Responses',
    1778: 'ProduceResponse.Responses.Name',
    1783: 'ProduceResponse.Responses.Name',
    1786: 'ProduceResponse.Responses.Name',
    1787: 'ProduceResponse.Responses.PartitionResponses',
    1792: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1804: 'ProduceResponse.ThrottleTimeMs',
    1814: 'ProduceResponse.Responses',
    1815: 'ProduceResponse.Responses',
    1816: 'ProduceResponse.Responses',
    1817: 'ProduceResponse.Responses.Name',
    1818: 'ProduceResponse.Responses.Name',
    1819: 'ProduceResponse.Responses.Name',
    1820: 'ProduceResponse.Responses.Name',
    1821: 'ProduceResponse.Responses.PartitionResponses',
    1822: 'ProduceResponse.Responses.PartitionResponses',
    1823: 'ProduceResponse.Responses.PartitionResponses',
    1824: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1825: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1826: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1827: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1828: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    1829: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1830: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1831: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1832: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1833: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1834: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1835: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1836: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1837: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1838: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1839: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1840: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1841: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1842: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1843: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1845: 'ProduceResponse.ThrottleTimeMs',
    1846: 'ProduceResponse.NodeEndpoints',
    1854: 'ProduceResponse.Responses',
    1859: 'ProduceResponse.Responses.Name',
    1864: 'ProduceResponse.Responses.Name',
    1867: 'ProduceResponse.Responses.Name',
    1868: 'ProduceResponse.Responses.PartitionResponses',
    1873: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1875: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1880: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    1882: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1887: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1890: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1894: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1899: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1902: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1911: 'ProduceResponse.ThrottleTimeMs',
    1921: 'ProduceResponse.Responses',
    1922: 'ProduceResponse.Responses',
    1923: 'ProduceResponse.Responses',
    1924: 'ProduceResponse.Responses',
    1925: 'ProduceResponse.Responses.Name',
    1926: 'ProduceResponse.Responses.Name',
    1927: 'ProduceResponse.Responses.Name',
    1928: 'ProduceResponse.Responses.Name',
    1929: 'ProduceResponse.Responses.Name',
    1930: 'ProduceResponse.Responses.PartitionResponses',
    1931: 'ProduceResponse.Responses.PartitionResponses',
    1932: 'ProduceResponse.Responses.PartitionResponses',
    1933: 'ProduceResponse.Responses.PartitionResponses',
    1934: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1935: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1936: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1937: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1938: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1939: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    1940: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1941: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1942: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1943: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1944: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1945: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1946: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1947: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    1948: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    1949: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    1952: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    1953: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1954: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1955: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1956: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1957: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1958: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1959: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1960: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    1961: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1963: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    1964: 'ProduceResponse.Responses.PartitionResponses',
    1967: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    1968: 'ProduceResponse.Responses._unknown_tags',
    1969: 'ProduceResponse.Responses',
    1972: 'ProduceResponse.Responses._unknown_tags',
    1973: 'ProduceResponse.ThrottleTimeMs',
    1974: 'ProduceResponse.NodeEndpoints',
    1976: 'ProduceResponse._unknown_tags',
    1977: 'ProduceResponse',
    1980: 'ProduceResponse._unknown_tags',
    1987: 'ProduceResponse.Responses',
    1991: 'ProduceResponse.Responses',
    1996: 'ProduceResponse.Responses.Name',
    2001: 'ProduceResponse.Responses.Name',
    2004: 'ProduceResponse.Responses.Name',
    2005: 'ProduceResponse.Responses.PartitionResponses',
    2009: 'ProduceResponse.Responses.PartitionResponses',
    2014: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2016: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2020: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2025: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2027: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2032: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2035: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2036: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2040: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2045: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2046: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2057: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2062: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2065: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2067: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2071: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2076: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2077: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2089: 'ProduceResponse.Responses._tagged_fields',
    2093: 'ProduceResponse.Responses._tagged_fields',
    2098: 'ProduceResponse.Responses._tagged_fields',
    2099: 'ProduceResponse.Responses._tagged_fields',
    2110: 'ProduceResponse.ThrottleTimeMs',
    2113: 'ProduceResponse._tagged_fields',
    2117: 'ProduceResponse._tagged_fields',
    2122: 'ProduceResponse._tagged_fields',
    2123: 'ProduceResponse._tagged_fields',
    2138: 'ProduceResponse.Responses',
    2139: 'ProduceResponse.Responses',
    2140: 'ProduceResponse.Responses',
    2141: 'ProduceResponse.Responses',
    2142: 'ProduceResponse.Responses.Name',
    2143: 'ProduceResponse.Responses.Name',
    2144: 'ProduceResponse.Responses.Name',
    2145: 'ProduceResponse.Responses.Name',
    2146: 'ProduceResponse.Responses.Name',
    2147: 'ProduceResponse.Responses.PartitionResponses',
    2148: 'ProduceResponse.Responses.PartitionResponses',
    2149: 'ProduceResponse.Responses.PartitionResponses',
    2150: 'ProduceResponse.Responses.PartitionResponses',
    2151: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2152: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2153: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2154: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2155: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2156: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2157: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2158: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2159: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2160: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2161: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2162: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2163: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2164: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2165: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2166: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2169: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2170: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2171: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2172: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2173: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2174: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2175: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2176: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2177: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2178: 'ProduceResponse.Responses.PartitionResponses',
    2179: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2180: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2181: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2182: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2183: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2184: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2187: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2188: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2189: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2190: 'ProduceResponse.Responses._unknown_tags',
    2191: 'ProduceResponse.Responses',
    2194: 'ProduceResponse.Responses._unknown_tags',
    2195: 'ProduceResponse.ThrottleTimeMs',
    2196: 'ProduceResponse',
    2197: 'ProduceResponse.NodeEndpoints',
    2198: 'ProduceResponse.NodeEndpoints',
    2199: 'ProduceResponse.NodeEndpoints',
    2200: 'ProduceResponse.NodeEndpoints',
    2201: 'ProduceResponse.NodeEndpoints',
    2202: 'ProduceResponse.NodeEndpoints',
    2203: 'ProduceResponse.NodeEndpoints.NodeId',
    2204: 'ProduceResponse.NodeEndpoints.Host',
    2205: 'ProduceResponse.NodeEndpoints.Host',
    2206: 'ProduceResponse.NodeEndpoints.Host',
    2207: 'ProduceResponse.NodeEndpoints.Host',
    2208: 'ProduceResponse.NodeEndpoints.Host',
    2209: 'ProduceResponse.NodeEndpoints.Port',
    2210: 'ProduceResponse.NodeEndpoints.Rack',
    2211: 'ProduceResponse.NodeEndpoints.Rack',
    2212: 'ProduceResponse.NodeEndpoints.Rack',
    2213: 'ProduceResponse.NodeEndpoints.Rack',
    2214: 'ProduceResponse.NodeEndpoints.Rack',
    2215: 'ProduceResponse.NodeEndpoints.Rack',
    2216: 'ProduceResponse.NodeEndpoints.Rack',
    2217: 'ProduceResponse.NodeEndpoints.Rack',
    2218: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2219: 'ProduceResponse.NodeEndpoints',
    2222: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2223: 'ProduceResponse.NodeEndpoints',
    2224: 'ProduceResponse._unknown_tags',
    2231: 'ProduceResponse.Responses',
    2235: 'ProduceResponse.Responses',
    2240: 'ProduceResponse.Responses.Name',
    2245: 'ProduceResponse.Responses.Name',
    2248: 'ProduceResponse.Responses.Name',
    2249: 'ProduceResponse.Responses.PartitionResponses',
    2253: 'ProduceResponse.Responses.PartitionResponses',
    2258: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2260: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2264: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2269: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2271: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2276: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2279: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2280: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2284: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2289: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2290: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2301: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2306: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2309: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2311: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2315: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2320: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2321: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2327: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2329: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2333: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2338: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2339: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2360: 'ProduceResponse.Responses._tagged_fields',
    2364: 'ProduceResponse.Responses._tagged_fields',
    2369: 'ProduceResponse.Responses._tagged_fields',
    2370: 'ProduceResponse.Responses._tagged_fields',
    2381: 'ProduceResponse.ThrottleTimeMs',
    2384: 'ProduceResponse._tagged_fields',
    2388: 'ProduceResponse._tagged_fields',
    2393: 'ProduceResponse._tagged_fields',
    2394: 'ProduceResponse._tagged_fields',
    2399: 'ProduceResponse.NodeEndpoints',
    2403: 'ProduceResponse.NodeEndpoints',
    2408: 'ProduceResponse.NodeEndpoints.NodeId',
    2410: 'ProduceResponse.NodeEndpoints.Host',
    2415: 'ProduceResponse.NodeEndpoints.Host',
    2418: 'ProduceResponse.NodeEndpoints.Host',
    2419: 'ProduceResponse.NodeEndpoints.Port',
    2421: 'ProduceResponse.NodeEndpoints.Rack',
    2426: 'ProduceResponse.NodeEndpoints.Rack',
    2429: 'ProduceResponse.NodeEndpoints.Rack',
    2430: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2434: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2439: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2440: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2465: 'ProduceResponse.Responses',
    2466: 'ProduceResponse.Responses',
    2467: 'ProduceResponse.Responses',
    2468: 'ProduceResponse.Responses',
    2469: 'ProduceResponse.Responses.Name',
    2470: 'ProduceResponse.Responses.Name',
    2471: 'ProduceResponse.Responses.Name',
    2472: 'ProduceResponse.Responses.Name',
    2473: 'ProduceResponse.Responses.Name',
    2474: 'ProduceResponse.Responses.PartitionResponses',
    2475: 'ProduceResponse.Responses.PartitionResponses',
    2476: 'ProduceResponse.Responses.PartitionResponses',
    2477: 'ProduceResponse.Responses.PartitionResponses',
    2478: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2479: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2480: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2481: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2482: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2483: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2484: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2485: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2486: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2487: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2488: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2489: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2490: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2491: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2492: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2493: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2496: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2497: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2498: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2499: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2500: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2501: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2502: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2503: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2504: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2505: 'ProduceResponse.Responses.PartitionResponses',
    2506: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2507: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2508: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2509: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2510: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2511: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2514: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2515: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2516: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2517: 'ProduceResponse.Responses._unknown_tags',
    2518: 'ProduceResponse.Responses',
    2521: 'ProduceResponse.Responses._unknown_tags',
    2522: 'ProduceResponse.ThrottleTimeMs',
    2523: 'ProduceResponse',
    2524: 'ProduceResponse.NodeEndpoints',
    2525: 'ProduceResponse.NodeEndpoints',
    2526: 'ProduceResponse.NodeEndpoints',
    2527: 'ProduceResponse.NodeEndpoints',
    2528: 'ProduceResponse.NodeEndpoints',
    2529: 'ProduceResponse.NodeEndpoints',
    2530: 'ProduceResponse.NodeEndpoints.NodeId',
    2531: 'ProduceResponse.NodeEndpoints.Host',
    2532: 'ProduceResponse.NodeEndpoints.Host',
    2533: 'ProduceResponse.NodeEndpoints.Host',
    2534: 'ProduceResponse.NodeEndpoints.Host',
    2535: 'ProduceResponse.NodeEndpoints.Host',
    2536: 'ProduceResponse.NodeEndpoints.Port',
    2537: 'ProduceResponse.NodeEndpoints.Rack',
    2538: 'ProduceResponse.NodeEndpoints.Rack',
    2539: 'ProduceResponse.NodeEndpoints.Rack',
    2540: 'ProduceResponse.NodeEndpoints.Rack',
    2541: 'ProduceResponse.NodeEndpoints.Rack',
    2542: 'ProduceResponse.NodeEndpoints.Rack',
    2543: 'ProduceResponse.NodeEndpoints.Rack',
    2544: 'ProduceResponse.NodeEndpoints.Rack',
    2545: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2546: 'ProduceResponse.NodeEndpoints',
    2549: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2550: 'ProduceResponse.NodeEndpoints',
    2551: 'ProduceResponse._unknown_tags',
    2558: 'ProduceResponse.Responses',
    2562: 'ProduceResponse.Responses',
    2567: 'ProduceResponse.Responses.Name',
    2572: 'ProduceResponse.Responses.Name',
    2575: 'ProduceResponse.Responses.Name',
    2576: 'ProduceResponse.Responses.PartitionResponses',
    2580: 'ProduceResponse.Responses.PartitionResponses',
    2585: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2587: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2591: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2596: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2598: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2603: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2606: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2607: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2611: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2616: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2617: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2628: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2633: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2636: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2638: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2642: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2647: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2648: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2654: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2656: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2660: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2665: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2666: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2687: 'ProduceResponse.Responses._tagged_fields',
    2691: 'ProduceResponse.Responses._tagged_fields',
    2696: 'ProduceResponse.Responses._tagged_fields',
    2697: 'ProduceResponse.Responses._tagged_fields',
    2708: 'ProduceResponse.ThrottleTimeMs',
    2711: 'ProduceResponse._tagged_fields',
    2715: 'ProduceResponse._tagged_fields',
    2720: 'ProduceResponse._tagged_fields',
    2721: 'ProduceResponse._tagged_fields',
    2726: 'ProduceResponse.NodeEndpoints',
    2730: 'ProduceResponse.NodeEndpoints',
    2735: 'ProduceResponse.NodeEndpoints.NodeId',
    2737: 'ProduceResponse.NodeEndpoints.Host',
    2742: 'ProduceResponse.NodeEndpoints.Host',
    2745: 'ProduceResponse.NodeEndpoints.Host',
    2746: 'ProduceResponse.NodeEndpoints.Port',
    2748: 'ProduceResponse.NodeEndpoints.Rack',
    2753: 'ProduceResponse.NodeEndpoints.Rack',
    2756: 'ProduceResponse.NodeEndpoints.Rack',
    2757: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2761: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2766: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2767: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2792: 'ProduceResponse.Responses',
    2793: 'ProduceResponse.Responses',
    2794: 'ProduceResponse.Responses',
    2795: 'ProduceResponse.Responses',
    2796: 'ProduceResponse.Responses.Name',
    2797: 'ProduceResponse.Responses.Name',
    2798: 'ProduceResponse.Responses.Name',
    2799: 'ProduceResponse.Responses.Name',
    2800: 'ProduceResponse.Responses.Name',
    2801: 'ProduceResponse.Responses.PartitionResponses',
    2802: 'ProduceResponse.Responses.PartitionResponses',
    2803: 'ProduceResponse.Responses.PartitionResponses',
    2804: 'ProduceResponse.Responses.PartitionResponses',
    2805: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2806: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2807: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2808: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2809: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2810: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2811: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2812: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2813: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2814: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2815: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2816: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2817: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2818: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2819: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2820: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2823: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2824: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2825: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2826: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2827: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2828: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2829: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2830: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2831: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2832: 'ProduceResponse.Responses.PartitionResponses',
    2833: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2834: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2835: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2836: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2837: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2838: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2841: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2842: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2843: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2844: 'ProduceResponse.Responses._unknown_tags',
    2845: 'ProduceResponse.Responses',
    2848: 'ProduceResponse.Responses._unknown_tags',
    2849: 'ProduceResponse.ThrottleTimeMs',
    2850: 'ProduceResponse',
    2851: 'ProduceResponse.NodeEndpoints',
    2852: 'ProduceResponse.NodeEndpoints',
    2853: 'ProduceResponse.NodeEndpoints',
    2854: 'ProduceResponse.NodeEndpoints',
    2855: 'ProduceResponse.NodeEndpoints',
    2856: 'ProduceResponse.NodeEndpoints',
    2857: 'ProduceResponse.NodeEndpoints.NodeId',
    2858: 'ProduceResponse.NodeEndpoints.Host',
    2859: 'ProduceResponse.NodeEndpoints.Host',
    2860: 'ProduceResponse.NodeEndpoints.Host',
    2861: 'ProduceResponse.NodeEndpoints.Host',
    2862: 'ProduceResponse.NodeEndpoints.Host',
    2863: 'ProduceResponse.NodeEndpoints.Port',
    2864: 'ProduceResponse.NodeEndpoints.Rack',
    2865: 'ProduceResponse.NodeEndpoints.Rack',
    2866: 'ProduceResponse.NodeEndpoints.Rack',
    2867: 'ProduceResponse.NodeEndpoints.Rack',
    2868: 'ProduceResponse.NodeEndpoints.Rack',
    2869: 'ProduceResponse.NodeEndpoints.Rack',
    2870: 'ProduceResponse.NodeEndpoints.Rack',
    2871: 'ProduceResponse.NodeEndpoints.Rack',
    2872: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2873: 'ProduceResponse.NodeEndpoints',
    2876: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2877: 'ProduceResponse.NodeEndpoints',
    2878: 'ProduceResponse._unknown_tags',
    2885: 'ProduceResponse.Responses',
    2889: 'ProduceResponse.Responses',
    2894: 'ProduceResponse.Responses.Name',
    2899: 'ProduceResponse.Responses.Name',
    2902: 'ProduceResponse.Responses.Name',
    2903: 'ProduceResponse.Responses.PartitionResponses',
    2907: 'ProduceResponse.Responses.PartitionResponses',
    2912: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2914: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2918: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2923: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2925: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2930: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2933: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2934: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2938: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2943: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2944: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2955: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2960: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2963: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2965: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2969: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2974: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2975: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2981: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2983: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2987: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2992: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2993: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3014: 'ProduceResponse.Responses._tagged_fields',
    3018: 'ProduceResponse.Responses._tagged_fields',
    3023: 'ProduceResponse.Responses._tagged_fields',
    3024: 'ProduceResponse.Responses._tagged_fields',
    3035: 'ProduceResponse.ThrottleTimeMs',
    3038: 'ProduceResponse._tagged_fields',
    3042: 'ProduceResponse._tagged_fields',
    3047: 'ProduceResponse._tagged_fields',
    3048: 'ProduceResponse._tagged_fields',
    3053: 'ProduceResponse.NodeEndpoints',
    3057: 'ProduceResponse.NodeEndpoints',
    3062: 'ProduceResponse.NodeEndpoints.NodeId',
    3064: 'ProduceResponse.NodeEndpoints.Host',
    3069: 'ProduceResponse.NodeEndpoints.Host',
    3072: 'ProduceResponse.NodeEndpoints.Host',
    3073: 'ProduceResponse.NodeEndpoints.Port',
    3075: 'ProduceResponse.NodeEndpoints.Rack',
    3080: 'ProduceResponse.NodeEndpoints.Rack',
    3083: 'ProduceResponse.NodeEndpoints.Rack',
    3084: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3088: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3093: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3094: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3119: 'ProduceResponse.Responses',
    3120: 'ProduceResponse.Responses',
    3121: 'ProduceResponse.Responses',
    3122: 'ProduceResponse.Responses',
    3123: 'ProduceResponse.Responses.TopicId',
    3124: 'ProduceResponse.Responses.PartitionResponses',
    3125: 'ProduceResponse.Responses.PartitionResponses',
    3126: 'ProduceResponse.Responses.PartitionResponses',
    3127: 'ProduceResponse.Responses.PartitionResponses',
    3128: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3129: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3130: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3131: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3132: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3133: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3134: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3135: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3136: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3137: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3138: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3139: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3140: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3141: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3142: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3143: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3146: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3147: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3148: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3149: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3150: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3151: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3152: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3153: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3154: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3155: 'ProduceResponse.Responses.PartitionResponses',
    3156: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3157: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3158: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3159: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3160: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3161: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3164: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3165: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3166: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3167: 'ProduceResponse.Responses._unknown_tags',
    3168: 'ProduceResponse.Responses',
    3171: 'ProduceResponse.Responses._unknown_tags',
    3172: 'ProduceResponse.ThrottleTimeMs',
    3173: 'ProduceResponse',
    3174: 'ProduceResponse.NodeEndpoints',
    3175: 'ProduceResponse.NodeEndpoints',
    3176: 'ProduceResponse.NodeEndpoints',
    3177: 'ProduceResponse.NodeEndpoints',
    3178: 'ProduceResponse.NodeEndpoints',
    3179: 'ProduceResponse.NodeEndpoints',
    3180: 'ProduceResponse.NodeEndpoints.NodeId',
    3181: 'ProduceResponse.NodeEndpoints.Host',
    3182: 'ProduceResponse.NodeEndpoints.Host',
    3183: 'ProduceResponse.NodeEndpoints.Host',
    3184: 'ProduceResponse.NodeEndpoints.Host',
    3185: 'ProduceResponse.NodeEndpoints.Host',
    3186: 'ProduceResponse.NodeEndpoints.Port',
    3187: 'ProduceResponse.NodeEndpoints.Rack',
    3188: 'ProduceResponse.NodeEndpoints.Rack',
    3189: 'ProduceResponse.NodeEndpoints.Rack',
    3190: 'ProduceResponse.NodeEndpoints.Rack',
    3191: 'ProduceResponse.NodeEndpoints.Rack',
    3192: 'ProduceResponse.NodeEndpoints.Rack',
    3193: 'ProduceResponse.NodeEndpoints.Rack',
    3194: 'ProduceResponse.NodeEndpoints.Rack',
    3195: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3196: 'ProduceResponse.NodeEndpoints',
    3199: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3200: 'ProduceResponse.NodeEndpoints',
    3201: 'ProduceResponse._unknown_tags',
    3208: 'ProduceResponse.Responses',
    3212: 'ProduceResponse.Responses',
    3217: 'ProduceResponse.Responses.TopicId',
    3220: 'ProduceResponse.Responses.PartitionResponses',
    3224: 'ProduceResponse.Responses.PartitionResponses',
    3229: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3231: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3235: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3240: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3242: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3247: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3250: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3251: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3255: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3260: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3261: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3272: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3277: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3280: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3282: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3286: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3291: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3292: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3298: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3300: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3304: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3309: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3310: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3331: 'ProduceResponse.Responses._tagged_fields',
    3335: 'ProduceResponse.Responses._tagged_fields',
    3340: 'ProduceResponse.Responses._tagged_fields',
    3341: 'ProduceResponse.Responses._tagged_fields',
    3352: 'ProduceResponse.ThrottleTimeMs',
    3355: 'ProduceResponse._tagged_fields',
    3359: 'ProduceResponse._tagged_fields',
    3364: 'ProduceResponse._tagged_fields',
    3365: 'ProduceResponse._tagged_fields',
    3370: 'ProduceResponse.NodeEndpoints',
    3374: 'ProduceResponse.NodeEndpoints',
    3379: 'ProduceResponse.NodeEndpoints.NodeId',
    3381: 'ProduceResponse.NodeEndpoints.Host',
    3386: 'ProduceResponse.NodeEndpoints.Host',
    3389: 'ProduceResponse.NodeEndpoints.Host',
    3390: 'ProduceResponse.NodeEndpoints.Port',
    3392: 'ProduceResponse.NodeEndpoints.Rack',
    3397: 'ProduceResponse.NodeEndpoints.Rack',
    3400: 'ProduceResponse.NodeEndpoints.Rack',
    3401: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3405: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3410: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3411: 'ProduceResponse.NodeEndpoints._tagged_fields',
}
