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

def _mk_ProduceRequest_TopicProduceData():
    o = _new(_C_ProduceRequest_TopicProduceData)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partition_data = []
    o._unknown_tags = None
    return o

def _mk_ProduceRequest_PartitionProduceData():
    o = _new(_C_ProduceRequest_PartitionProduceData)
    o.index = 0
    o.records = b''
    o._unknown_tags = None
    return o


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
            n25, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n25 >= 0:
                x26 = pos + n25
                if x26 > blen:
                    raise _bad_length(n25, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t24.records = mv[pos:x26]
                pos = x26
            elif n25 == -1:
                t24.records = None
            else:
                raise _bad_length(n25, 'ProduceRequest.TopicData.PartitionData.Records', pos)
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
    s27 = o.transactional_id
    if s27 is None:
        a(b'\xff\xff')
    else:
        b28 = s27.encode()
        a(_S_h.pack(len(b28)))
        a(b28)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l30 = o.topic_data
    a(_S_i.pack(len(l30)))
    for e31 in l30:
        s32 = e31.name
        b33 = s32.encode()
        a(_S_h.pack(len(b33)))
        a(b33)
        l35 = e31.partition_data
        a(_S_i.pack(len(l35)))
        for e36 in l35:
            a(_S_i.pack(e36.index))
            s37 = e36.records
            if s37 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s37)))
                a(s37)
    return b''.join(parts)


def _dec_ProduceRequest_v4(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n39, = _S_h.unpack_from(buf, pos)
    if n39 >= 0:
        x40 = pos + 2 + n39
        if x40 > blen:
            raise _bad_length(n39, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x40], 'utf-8')
        pos = x40
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l42 = []
    ap43 = l42.append
    for _ in range(n41):
        t44 = _new(_C_ProduceRequest_TopicProduceData)
        n45, = _S_h.unpack_from(buf, pos)
        if n45 >= 0:
            x46 = pos + 2 + n45
            if x46 > blen:
                raise _bad_length(n45, 'ProduceRequest.TopicData.Name', pos)
            t44.name = str(buf[pos + 2:x46], 'utf-8')
            pos = x46
        else:
            t44.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n47, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l48 = []
        ap49 = l48.append
        for _ in range(n47):
            t50 = _new(_C_ProduceRequest_PartitionProduceData)
            t50.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n51, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n51 >= 0:
                x52 = pos + n51
                if x52 > blen:
                    raise _bad_length(n51, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t50.records = mv[pos:x52]
                pos = x52
            elif n51 == -1:
                t50.records = None
            else:
                raise _bad_length(n51, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t50._unknown_tags = None
            ap49(t50)
        t44.partition_data = l48
        t44.topic_id = _ZERO_UUID
        t44._unknown_tags = None
        ap43(t44)
    o.topic_data = l42
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v5(o):
    parts = []
    a = parts.append
    s53 = o.transactional_id
    if s53 is None:
        a(b'\xff\xff')
    else:
        b54 = s53.encode()
        a(_S_h.pack(len(b54)))
        a(b54)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l56 = o.topic_data
    a(_S_i.pack(len(l56)))
    for e57 in l56:
        s58 = e57.name
        b59 = s58.encode()
        a(_S_h.pack(len(b59)))
        a(b59)
        l61 = e57.partition_data
        a(_S_i.pack(len(l61)))
        for e62 in l61:
            a(_S_i.pack(e62.index))
            s63 = e62.records
            if s63 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s63)))
                a(s63)
    return b''.join(parts)


def _dec_ProduceRequest_v5(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n65, = _S_h.unpack_from(buf, pos)
    if n65 >= 0:
        x66 = pos + 2 + n65
        if x66 > blen:
            raise _bad_length(n65, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x66], 'utf-8')
        pos = x66
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n67, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l68 = []
    ap69 = l68.append
    for _ in range(n67):
        t70 = _new(_C_ProduceRequest_TopicProduceData)
        n71, = _S_h.unpack_from(buf, pos)
        if n71 >= 0:
            x72 = pos + 2 + n71
            if x72 > blen:
                raise _bad_length(n71, 'ProduceRequest.TopicData.Name', pos)
            t70.name = str(buf[pos + 2:x72], 'utf-8')
            pos = x72
        else:
            t70.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n73, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l74 = []
        ap75 = l74.append
        for _ in range(n73):
            t76 = _new(_C_ProduceRequest_PartitionProduceData)
            t76.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n77, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n77 >= 0:
                x78 = pos + n77
                if x78 > blen:
                    raise _bad_length(n77, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t76.records = mv[pos:x78]
                pos = x78
            elif n77 == -1:
                t76.records = None
            else:
                raise _bad_length(n77, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t76._unknown_tags = None
            ap75(t76)
        t70.partition_data = l74
        t70.topic_id = _ZERO_UUID
        t70._unknown_tags = None
        ap69(t70)
    o.topic_data = l68
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v6(o):
    parts = []
    a = parts.append
    s79 = o.transactional_id
    if s79 is None:
        a(b'\xff\xff')
    else:
        b80 = s79.encode()
        a(_S_h.pack(len(b80)))
        a(b80)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l82 = o.topic_data
    a(_S_i.pack(len(l82)))
    for e83 in l82:
        s84 = e83.name
        b85 = s84.encode()
        a(_S_h.pack(len(b85)))
        a(b85)
        l87 = e83.partition_data
        a(_S_i.pack(len(l87)))
        for e88 in l87:
            a(_S_i.pack(e88.index))
            s89 = e88.records
            if s89 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s89)))
                a(s89)
    return b''.join(parts)


def _dec_ProduceRequest_v6(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n91, = _S_h.unpack_from(buf, pos)
    if n91 >= 0:
        x92 = pos + 2 + n91
        if x92 > blen:
            raise _bad_length(n91, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x92], 'utf-8')
        pos = x92
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n93, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l94 = []
    ap95 = l94.append
    for _ in range(n93):
        t96 = _new(_C_ProduceRequest_TopicProduceData)
        n97, = _S_h.unpack_from(buf, pos)
        if n97 >= 0:
            x98 = pos + 2 + n97
            if x98 > blen:
                raise _bad_length(n97, 'ProduceRequest.TopicData.Name', pos)
            t96.name = str(buf[pos + 2:x98], 'utf-8')
            pos = x98
        else:
            t96.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n99, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l100 = []
        ap101 = l100.append
        for _ in range(n99):
            t102 = _new(_C_ProduceRequest_PartitionProduceData)
            t102.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n103, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n103 >= 0:
                x104 = pos + n103
                if x104 > blen:
                    raise _bad_length(n103, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t102.records = mv[pos:x104]
                pos = x104
            elif n103 == -1:
                t102.records = None
            else:
                raise _bad_length(n103, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t102._unknown_tags = None
            ap101(t102)
        t96.partition_data = l100
        t96.topic_id = _ZERO_UUID
        t96._unknown_tags = None
        ap95(t96)
    o.topic_data = l94
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v7(o):
    parts = []
    a = parts.append
    s105 = o.transactional_id
    if s105 is None:
        a(b'\xff\xff')
    else:
        b106 = s105.encode()
        a(_S_h.pack(len(b106)))
        a(b106)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l108 = o.topic_data
    a(_S_i.pack(len(l108)))
    for e109 in l108:
        s110 = e109.name
        b111 = s110.encode()
        a(_S_h.pack(len(b111)))
        a(b111)
        l113 = e109.partition_data
        a(_S_i.pack(len(l113)))
        for e114 in l113:
            a(_S_i.pack(e114.index))
            s115 = e114.records
            if s115 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s115)))
                a(s115)
    return b''.join(parts)


def _dec_ProduceRequest_v7(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n117, = _S_h.unpack_from(buf, pos)
    if n117 >= 0:
        x118 = pos + 2 + n117
        if x118 > blen:
            raise _bad_length(n117, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x118], 'utf-8')
        pos = x118
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n119, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l120 = []
    ap121 = l120.append
    for _ in range(n119):
        t122 = _new(_C_ProduceRequest_TopicProduceData)
        n123, = _S_h.unpack_from(buf, pos)
        if n123 >= 0:
            x124 = pos + 2 + n123
            if x124 > blen:
                raise _bad_length(n123, 'ProduceRequest.TopicData.Name', pos)
            t122.name = str(buf[pos + 2:x124], 'utf-8')
            pos = x124
        else:
            t122.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n125, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l126 = []
        ap127 = l126.append
        for _ in range(n125):
            t128 = _new(_C_ProduceRequest_PartitionProduceData)
            t128.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n129, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n129 >= 0:
                x130 = pos + n129
                if x130 > blen:
                    raise _bad_length(n129, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t128.records = mv[pos:x130]
                pos = x130
            elif n129 == -1:
                t128.records = None
            else:
                raise _bad_length(n129, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t128._unknown_tags = None
            ap127(t128)
        t122.partition_data = l126
        t122.topic_id = _ZERO_UUID
        t122._unknown_tags = None
        ap121(t122)
    o.topic_data = l120
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v8(o):
    parts = []
    a = parts.append
    s131 = o.transactional_id
    if s131 is None:
        a(b'\xff\xff')
    else:
        b132 = s131.encode()
        a(_S_h.pack(len(b132)))
        a(b132)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l134 = o.topic_data
    a(_S_i.pack(len(l134)))
    for e135 in l134:
        s136 = e135.name
        b137 = s136.encode()
        a(_S_h.pack(len(b137)))
        a(b137)
        l139 = e135.partition_data
        a(_S_i.pack(len(l139)))
        for e140 in l139:
            a(_S_i.pack(e140.index))
            s141 = e140.records
            if s141 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s141)))
                a(s141)
    return b''.join(parts)


def _dec_ProduceRequest_v8(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n143, = _S_h.unpack_from(buf, pos)
    if n143 >= 0:
        x144 = pos + 2 + n143
        if x144 > blen:
            raise _bad_length(n143, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x144], 'utf-8')
        pos = x144
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n145, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l146 = []
    ap147 = l146.append
    for _ in range(n145):
        t148 = _new(_C_ProduceRequest_TopicProduceData)
        n149, = _S_h.unpack_from(buf, pos)
        if n149 >= 0:
            x150 = pos + 2 + n149
            if x150 > blen:
                raise _bad_length(n149, 'ProduceRequest.TopicData.Name', pos)
            t148.name = str(buf[pos + 2:x150], 'utf-8')
            pos = x150
        else:
            t148.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n151, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l152 = []
        ap153 = l152.append
        for _ in range(n151):
            t154 = _new(_C_ProduceRequest_PartitionProduceData)
            t154.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n155, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n155 >= 0:
                x156 = pos + n155
                if x156 > blen:
                    raise _bad_length(n155, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t154.records = mv[pos:x156]
                pos = x156
            elif n155 == -1:
                t154.records = None
            else:
                raise _bad_length(n155, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t154._unknown_tags = None
            ap153(t154)
        t148.partition_data = l152
        t148.topic_id = _ZERO_UUID
        t148._unknown_tags = None
        ap147(t148)
    o.topic_data = l146
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v9(o):
    parts = []
    a = parts.append
    s157 = o.transactional_id
    if s157 is None:
        a(_H0)
    else:
        b158 = s157.encode()
        n159 = len(b158) + 1
        a(_UV[n159] if n159 < 128 else _uv(n159))
        a(b158)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l160 = o.topic_data
    n161 = len(l160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    for e162 in l160:
        s163 = e162.name
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        l166 = e162.partition_data
        n167 = len(l166) + 1
        a(_UV[n167] if n167 < 128 else _uv(n167))
        for e168 in l166:
            a(_S_i.pack(e168.index))
            s169 = e168.records
            if s169 is None:
                a(_H0)
            else:
                n170 = len(s169) + 1
                a(_UV[n170] if n170 < 128 else _uv(n170))
                a(s169)
            u171 = e168._unknown_tags
            if u171 is None:
                a(_H0)
            else:
                _write_tags(a, None, u171)
        u172 = e162._unknown_tags
        if u172 is None:
            a(_H0)
        else:
            _write_tags(a, None, u172)
    u173 = o._unknown_tags
    if u173 is None:
        a(_H0)
    else:
        _write_tags(a, None, u173)
    return b''.join(parts)


def _dec_ProduceRequest_v9(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n174 = buf[pos] - 1
    if 0 <= n174 < 127:
        x175 = pos + 1 + n174
        if x175 > blen:
            raise _bad_length(n174, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x175], 'utf-8')
        pos = x175
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n176 = buf[pos] - 1
    if 0 <= n176 < 127:
        pos += 1
    else:
        n176, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l177 = []
    ap178 = l177.append
    for _ in range(n176):
        t179 = _new(_C_ProduceRequest_TopicProduceData)
        n180 = buf[pos] - 1
        if 0 <= n180 < 127:
            x181 = pos + 1 + n180
            if x181 > blen:
                raise _bad_length(n180, 'ProduceRequest.TopicData.Name', pos)
            t179.name = str(buf[pos + 1:x181], 'utf-8')
            pos = x181
        else:
            t179.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n182 = buf[pos] - 1
        if 0 <= n182 < 127:
            pos += 1
        else:
            n182, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l183 = []
        ap184 = l183.append
        for _ in range(n182):
            t185 = _new(_C_ProduceRequest_PartitionProduceData)
            t185.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n186 = buf[pos]
            if n186 < 128:
                pos += 1
            else:
                n186, pos = _ruv(buf, pos)
            n186 -= 1
            if n186 >= 0:
                x187 = pos + n186
                if x187 > blen:
                    raise _bad_length(n186, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t185.records = mv[pos:x187]
                pos = x187
            elif n186 == -1:
                t185.records = None
            else:
                raise _bad_length(n186, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t185._unknown_tags = None
            else:
                nt188, pos = _ruv(buf, pos)
                if nt188 * 2 > blen - pos:
                    raise _array_too_long(nt188, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk189 = None
                for _ in range(nt188):
                    tg190, pos = _ruv(buf, pos)
                    sz191, pos = _ruv(buf, pos)
                    x192 = pos + sz191
                    if x192 > blen:
                        raise _bad_length(sz191, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk189 is None:
                        uk189 = []
                    uk189.append((tg190, bytes(buf[pos:x192])))
                    pos = x192
                t185._unknown_tags = uk189
            ap184(t185)
        t179.partition_data = l183
        t179.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t179._unknown_tags = None
        else:
            nt193, pos = _ruv(buf, pos)
            if nt193 * 2 > blen - pos:
                raise _array_too_long(nt193, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk194 = None
            for _ in range(nt193):
                tg195, pos = _ruv(buf, pos)
                sz196, pos = _ruv(buf, pos)
                x197 = pos + sz196
                if x197 > blen:
                    raise _bad_length(sz196, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk194 is None:
                    uk194 = []
                uk194.append((tg195, bytes(buf[pos:x197])))
                pos = x197
            t179._unknown_tags = uk194
        ap178(t179)
    o.topic_data = l177
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt198, pos = _ruv(buf, pos)
        if nt198 * 2 > blen - pos:
            raise _array_too_long(nt198, 'ProduceRequest._tagged_fields', pos)
        uk199 = None
        for _ in range(nt198):
            tg200, pos = _ruv(buf, pos)
            sz201, pos = _ruv(buf, pos)
            x202 = pos + sz201
            if x202 > blen:
                raise _bad_length(sz201, 'ProduceRequest._tagged_fields', pos)
            if uk199 is None:
                uk199 = []
            uk199.append((tg200, bytes(buf[pos:x202])))
            pos = x202
        o._unknown_tags = uk199
    return o, pos


def _enc_ProduceRequest_v10(o):
    parts = []
    a = parts.append
    s203 = o.transactional_id
    if s203 is None:
        a(_H0)
    else:
        b204 = s203.encode()
        n205 = len(b204) + 1
        a(_UV[n205] if n205 < 128 else _uv(n205))
        a(b204)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l206 = o.topic_data
    n207 = len(l206) + 1
    a(_UV[n207] if n207 < 128 else _uv(n207))
    for e208 in l206:
        s209 = e208.name
        b210 = s209.encode()
        n211 = len(b210) + 1
        a(_UV[n211] if n211 < 128 else _uv(n211))
        a(b210)
        l212 = e208.partition_data
        n213 = len(l212) + 1
        a(_UV[n213] if n213 < 128 else _uv(n213))
        for e214 in l212:
            a(_S_i.pack(e214.index))
            s215 = e214.records
            if s215 is None:
                a(_H0)
            else:
                n216 = len(s215) + 1
                a(_UV[n216] if n216 < 128 else _uv(n216))
                a(s215)
            u217 = e214._unknown_tags
            if u217 is None:
                a(_H0)
            else:
                _write_tags(a, None, u217)
        u218 = e208._unknown_tags
        if u218 is None:
            a(_H0)
        else:
            _write_tags(a, None, u218)
    u219 = o._unknown_tags
    if u219 is None:
        a(_H0)
    else:
        _write_tags(a, None, u219)
    return b''.join(parts)


def _dec_ProduceRequest_v10(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n220 = buf[pos] - 1
    if 0 <= n220 < 127:
        x221 = pos + 1 + n220
        if x221 > blen:
            raise _bad_length(n220, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x221], 'utf-8')
        pos = x221
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n222 = buf[pos] - 1
    if 0 <= n222 < 127:
        pos += 1
    else:
        n222, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l223 = []
    ap224 = l223.append
    for _ in range(n222):
        t225 = _new(_C_ProduceRequest_TopicProduceData)
        n226 = buf[pos] - 1
        if 0 <= n226 < 127:
            x227 = pos + 1 + n226
            if x227 > blen:
                raise _bad_length(n226, 'ProduceRequest.TopicData.Name', pos)
            t225.name = str(buf[pos + 1:x227], 'utf-8')
            pos = x227
        else:
            t225.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n228 = buf[pos] - 1
        if 0 <= n228 < 127:
            pos += 1
        else:
            n228, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l229 = []
        ap230 = l229.append
        for _ in range(n228):
            t231 = _new(_C_ProduceRequest_PartitionProduceData)
            t231.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n232 = buf[pos]
            if n232 < 128:
                pos += 1
            else:
                n232, pos = _ruv(buf, pos)
            n232 -= 1
            if n232 >= 0:
                x233 = pos + n232
                if x233 > blen:
                    raise _bad_length(n232, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t231.records = mv[pos:x233]
                pos = x233
            elif n232 == -1:
                t231.records = None
            else:
                raise _bad_length(n232, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t231._unknown_tags = None
            else:
                nt234, pos = _ruv(buf, pos)
                if nt234 * 2 > blen - pos:
                    raise _array_too_long(nt234, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk235 = None
                for _ in range(nt234):
                    tg236, pos = _ruv(buf, pos)
                    sz237, pos = _ruv(buf, pos)
                    x238 = pos + sz237
                    if x238 > blen:
                        raise _bad_length(sz237, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk235 is None:
                        uk235 = []
                    uk235.append((tg236, bytes(buf[pos:x238])))
                    pos = x238
                t231._unknown_tags = uk235
            ap230(t231)
        t225.partition_data = l229
        t225.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t225._unknown_tags = None
        else:
            nt239, pos = _ruv(buf, pos)
            if nt239 * 2 > blen - pos:
                raise _array_too_long(nt239, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk240 = None
            for _ in range(nt239):
                tg241, pos = _ruv(buf, pos)
                sz242, pos = _ruv(buf, pos)
                x243 = pos + sz242
                if x243 > blen:
                    raise _bad_length(sz242, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk240 is None:
                    uk240 = []
                uk240.append((tg241, bytes(buf[pos:x243])))
                pos = x243
            t225._unknown_tags = uk240
        ap224(t225)
    o.topic_data = l223
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt244, pos = _ruv(buf, pos)
        if nt244 * 2 > blen - pos:
            raise _array_too_long(nt244, 'ProduceRequest._tagged_fields', pos)
        uk245 = None
        for _ in range(nt244):
            tg246, pos = _ruv(buf, pos)
            sz247, pos = _ruv(buf, pos)
            x248 = pos + sz247
            if x248 > blen:
                raise _bad_length(sz247, 'ProduceRequest._tagged_fields', pos)
            if uk245 is None:
                uk245 = []
            uk245.append((tg246, bytes(buf[pos:x248])))
            pos = x248
        o._unknown_tags = uk245
    return o, pos


def _enc_ProduceRequest_v11(o):
    parts = []
    a = parts.append
    s249 = o.transactional_id
    if s249 is None:
        a(_H0)
    else:
        b250 = s249.encode()
        n251 = len(b250) + 1
        a(_UV[n251] if n251 < 128 else _uv(n251))
        a(b250)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l252 = o.topic_data
    n253 = len(l252) + 1
    a(_UV[n253] if n253 < 128 else _uv(n253))
    for e254 in l252:
        s255 = e254.name
        b256 = s255.encode()
        n257 = len(b256) + 1
        a(_UV[n257] if n257 < 128 else _uv(n257))
        a(b256)
        l258 = e254.partition_data
        n259 = len(l258) + 1
        a(_UV[n259] if n259 < 128 else _uv(n259))
        for e260 in l258:
            a(_S_i.pack(e260.index))
            s261 = e260.records
            if s261 is None:
                a(_H0)
            else:
                n262 = len(s261) + 1
                a(_UV[n262] if n262 < 128 else _uv(n262))
                a(s261)
            u263 = e260._unknown_tags
            if u263 is None:
                a(_H0)
            else:
                _write_tags(a, None, u263)
        u264 = e254._unknown_tags
        if u264 is None:
            a(_H0)
        else:
            _write_tags(a, None, u264)
    u265 = o._unknown_tags
    if u265 is None:
        a(_H0)
    else:
        _write_tags(a, None, u265)
    return b''.join(parts)


def _dec_ProduceRequest_v11(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n266 = buf[pos] - 1
    if 0 <= n266 < 127:
        x267 = pos + 1 + n266
        if x267 > blen:
            raise _bad_length(n266, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x267], 'utf-8')
        pos = x267
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n268 = buf[pos] - 1
    if 0 <= n268 < 127:
        pos += 1
    else:
        n268, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l269 = []
    ap270 = l269.append
    for _ in range(n268):
        t271 = _new(_C_ProduceRequest_TopicProduceData)
        n272 = buf[pos] - 1
        if 0 <= n272 < 127:
            x273 = pos + 1 + n272
            if x273 > blen:
                raise _bad_length(n272, 'ProduceRequest.TopicData.Name', pos)
            t271.name = str(buf[pos + 1:x273], 'utf-8')
            pos = x273
        else:
            t271.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n274 = buf[pos] - 1
        if 0 <= n274 < 127:
            pos += 1
        else:
            n274, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l275 = []
        ap276 = l275.append
        for _ in range(n274):
            t277 = _new(_C_ProduceRequest_PartitionProduceData)
            t277.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n278 = buf[pos]
            if n278 < 128:
                pos += 1
            else:
                n278, pos = _ruv(buf, pos)
            n278 -= 1
            if n278 >= 0:
                x279 = pos + n278
                if x279 > blen:
                    raise _bad_length(n278, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t277.records = mv[pos:x279]
                pos = x279
            elif n278 == -1:
                t277.records = None
            else:
                raise _bad_length(n278, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t277._unknown_tags = None
            else:
                nt280, pos = _ruv(buf, pos)
                if nt280 * 2 > blen - pos:
                    raise _array_too_long(nt280, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk281 = None
                for _ in range(nt280):
                    tg282, pos = _ruv(buf, pos)
                    sz283, pos = _ruv(buf, pos)
                    x284 = pos + sz283
                    if x284 > blen:
                        raise _bad_length(sz283, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk281 is None:
                        uk281 = []
                    uk281.append((tg282, bytes(buf[pos:x284])))
                    pos = x284
                t277._unknown_tags = uk281
            ap276(t277)
        t271.partition_data = l275
        t271.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t271._unknown_tags = None
        else:
            nt285, pos = _ruv(buf, pos)
            if nt285 * 2 > blen - pos:
                raise _array_too_long(nt285, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk286 = None
            for _ in range(nt285):
                tg287, pos = _ruv(buf, pos)
                sz288, pos = _ruv(buf, pos)
                x289 = pos + sz288
                if x289 > blen:
                    raise _bad_length(sz288, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk286 is None:
                    uk286 = []
                uk286.append((tg287, bytes(buf[pos:x289])))
                pos = x289
            t271._unknown_tags = uk286
        ap270(t271)
    o.topic_data = l269
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt290, pos = _ruv(buf, pos)
        if nt290 * 2 > blen - pos:
            raise _array_too_long(nt290, 'ProduceRequest._tagged_fields', pos)
        uk291 = None
        for _ in range(nt290):
            tg292, pos = _ruv(buf, pos)
            sz293, pos = _ruv(buf, pos)
            x294 = pos + sz293
            if x294 > blen:
                raise _bad_length(sz293, 'ProduceRequest._tagged_fields', pos)
            if uk291 is None:
                uk291 = []
            uk291.append((tg292, bytes(buf[pos:x294])))
            pos = x294
        o._unknown_tags = uk291
    return o, pos


def _enc_ProduceRequest_v12(o):
    parts = []
    a = parts.append
    s295 = o.transactional_id
    if s295 is None:
        a(_H0)
    else:
        b296 = s295.encode()
        n297 = len(b296) + 1
        a(_UV[n297] if n297 < 128 else _uv(n297))
        a(b296)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l298 = o.topic_data
    n299 = len(l298) + 1
    a(_UV[n299] if n299 < 128 else _uv(n299))
    for e300 in l298:
        s301 = e300.name
        b302 = s301.encode()
        n303 = len(b302) + 1
        a(_UV[n303] if n303 < 128 else _uv(n303))
        a(b302)
        l304 = e300.partition_data
        n305 = len(l304) + 1
        a(_UV[n305] if n305 < 128 else _uv(n305))
        for e306 in l304:
            a(_S_i.pack(e306.index))
            s307 = e306.records
            if s307 is None:
                a(_H0)
            else:
                n308 = len(s307) + 1
                a(_UV[n308] if n308 < 128 else _uv(n308))
                a(s307)
            u309 = e306._unknown_tags
            if u309 is None:
                a(_H0)
            else:
                _write_tags(a, None, u309)
        u310 = e300._unknown_tags
        if u310 is None:
            a(_H0)
        else:
            _write_tags(a, None, u310)
    u311 = o._unknown_tags
    if u311 is None:
        a(_H0)
    else:
        _write_tags(a, None, u311)
    return b''.join(parts)


def _dec_ProduceRequest_v12(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n312 = buf[pos] - 1
    if 0 <= n312 < 127:
        x313 = pos + 1 + n312
        if x313 > blen:
            raise _bad_length(n312, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x313], 'utf-8')
        pos = x313
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n314 = buf[pos] - 1
    if 0 <= n314 < 127:
        pos += 1
    else:
        n314, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l315 = []
    ap316 = l315.append
    for _ in range(n314):
        t317 = _new(_C_ProduceRequest_TopicProduceData)
        n318 = buf[pos] - 1
        if 0 <= n318 < 127:
            x319 = pos + 1 + n318
            if x319 > blen:
                raise _bad_length(n318, 'ProduceRequest.TopicData.Name', pos)
            t317.name = str(buf[pos + 1:x319], 'utf-8')
            pos = x319
        else:
            t317.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n320 = buf[pos] - 1
        if 0 <= n320 < 127:
            pos += 1
        else:
            n320, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l321 = []
        ap322 = l321.append
        for _ in range(n320):
            t323 = _new(_C_ProduceRequest_PartitionProduceData)
            t323.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n324 = buf[pos]
            if n324 < 128:
                pos += 1
            else:
                n324, pos = _ruv(buf, pos)
            n324 -= 1
            if n324 >= 0:
                x325 = pos + n324
                if x325 > blen:
                    raise _bad_length(n324, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t323.records = mv[pos:x325]
                pos = x325
            elif n324 == -1:
                t323.records = None
            else:
                raise _bad_length(n324, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t323._unknown_tags = None
            else:
                nt326, pos = _ruv(buf, pos)
                if nt326 * 2 > blen - pos:
                    raise _array_too_long(nt326, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk327 = None
                for _ in range(nt326):
                    tg328, pos = _ruv(buf, pos)
                    sz329, pos = _ruv(buf, pos)
                    x330 = pos + sz329
                    if x330 > blen:
                        raise _bad_length(sz329, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk327 is None:
                        uk327 = []
                    uk327.append((tg328, bytes(buf[pos:x330])))
                    pos = x330
                t323._unknown_tags = uk327
            ap322(t323)
        t317.partition_data = l321
        t317.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t317._unknown_tags = None
        else:
            nt331, pos = _ruv(buf, pos)
            if nt331 * 2 > blen - pos:
                raise _array_too_long(nt331, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk332 = None
            for _ in range(nt331):
                tg333, pos = _ruv(buf, pos)
                sz334, pos = _ruv(buf, pos)
                x335 = pos + sz334
                if x335 > blen:
                    raise _bad_length(sz334, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk332 is None:
                    uk332 = []
                uk332.append((tg333, bytes(buf[pos:x335])))
                pos = x335
            t317._unknown_tags = uk332
        ap316(t317)
    o.topic_data = l315
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt336, pos = _ruv(buf, pos)
        if nt336 * 2 > blen - pos:
            raise _array_too_long(nt336, 'ProduceRequest._tagged_fields', pos)
        uk337 = None
        for _ in range(nt336):
            tg338, pos = _ruv(buf, pos)
            sz339, pos = _ruv(buf, pos)
            x340 = pos + sz339
            if x340 > blen:
                raise _bad_length(sz339, 'ProduceRequest._tagged_fields', pos)
            if uk337 is None:
                uk337 = []
            uk337.append((tg338, bytes(buf[pos:x340])))
            pos = x340
        o._unknown_tags = uk337
    return o, pos


def _enc_ProduceRequest_v13(o):
    parts = []
    a = parts.append
    s341 = o.transactional_id
    if s341 is None:
        a(_H0)
    else:
        b342 = s341.encode()
        n343 = len(b342) + 1
        a(_UV[n343] if n343 < 128 else _uv(n343))
        a(b342)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l344 = o.topic_data
    n345 = len(l344) + 1
    a(_UV[n345] if n345 < 128 else _uv(n345))
    for e346 in l344:
        a(_S_U.pack(e346.topic_id.bytes))
        l347 = e346.partition_data
        n348 = len(l347) + 1
        a(_UV[n348] if n348 < 128 else _uv(n348))
        for e349 in l347:
            a(_S_i.pack(e349.index))
            s350 = e349.records
            if s350 is None:
                a(_H0)
            else:
                n351 = len(s350) + 1
                a(_UV[n351] if n351 < 128 else _uv(n351))
                a(s350)
            u352 = e349._unknown_tags
            if u352 is None:
                a(_H0)
            else:
                _write_tags(a, None, u352)
        u353 = e346._unknown_tags
        if u353 is None:
            a(_H0)
        else:
            _write_tags(a, None, u353)
    u354 = o._unknown_tags
    if u354 is None:
        a(_H0)
    else:
        _write_tags(a, None, u354)
    return b''.join(parts)


def _dec_ProduceRequest_v13(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n355 = buf[pos] - 1
    if 0 <= n355 < 127:
        x356 = pos + 1 + n355
        if x356 > blen:
            raise _bad_length(n355, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x356], 'utf-8')
        pos = x356
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n357 = buf[pos] - 1
    if 0 <= n357 < 127:
        pos += 1
    else:
        n357, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l358 = []
    ap359 = l358.append
    for _ in range(n357):
        t360 = _new(_C_ProduceRequest_TopicProduceData)
        u361, = _S_U.unpack_from(buf, pos)
        pos += 16
        t360.topic_id = _uuid_from(u361)
        n362 = buf[pos] - 1
        if 0 <= n362 < 127:
            pos += 1
        else:
            n362, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l363 = []
        ap364 = l363.append
        for _ in range(n362):
            t365 = _new(_C_ProduceRequest_PartitionProduceData)
            t365.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n366 = buf[pos]
            if n366 < 128:
                pos += 1
            else:
                n366, pos = _ruv(buf, pos)
            n366 -= 1
            if n366 >= 0:
                x367 = pos + n366
                if x367 > blen:
                    raise _bad_length(n366, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t365.records = mv[pos:x367]
                pos = x367
            elif n366 == -1:
                t365.records = None
            else:
                raise _bad_length(n366, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t365._unknown_tags = None
            else:
                nt368, pos = _ruv(buf, pos)
                if nt368 * 2 > blen - pos:
                    raise _array_too_long(nt368, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk369 = None
                for _ in range(nt368):
                    tg370, pos = _ruv(buf, pos)
                    sz371, pos = _ruv(buf, pos)
                    x372 = pos + sz371
                    if x372 > blen:
                        raise _bad_length(sz371, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk369 is None:
                        uk369 = []
                    uk369.append((tg370, bytes(buf[pos:x372])))
                    pos = x372
                t365._unknown_tags = uk369
            ap364(t365)
        t360.partition_data = l363
        t360.name = ''
        if buf[pos] == 0:
            pos += 1
            t360._unknown_tags = None
        else:
            nt373, pos = _ruv(buf, pos)
            if nt373 * 2 > blen - pos:
                raise _array_too_long(nt373, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk374 = None
            for _ in range(nt373):
                tg375, pos = _ruv(buf, pos)
                sz376, pos = _ruv(buf, pos)
                x377 = pos + sz376
                if x377 > blen:
                    raise _bad_length(sz376, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk374 is None:
                    uk374 = []
                uk374.append((tg375, bytes(buf[pos:x377])))
                pos = x377
            t360._unknown_tags = uk374
        ap359(t360)
    o.topic_data = l358
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt378, pos = _ruv(buf, pos)
        if nt378 * 2 > blen - pos:
            raise _array_too_long(nt378, 'ProduceRequest._tagged_fields', pos)
        uk379 = None
        for _ in range(nt378):
            tg380, pos = _ruv(buf, pos)
            sz381, pos = _ruv(buf, pos)
            x382 = pos + sz381
            if x382 > blen:
                raise _bad_length(sz381, 'ProduceRequest._tagged_fields', pos)
            if uk379 is None:
                uk379 = []
            uk379.append((tg380, bytes(buf[pos:x382])))
            pos = x382
        o._unknown_tags = uk379
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

def _mk_ProduceResponse_TopicProduceResponse():
    o = _new(_C_ProduceResponse_TopicProduceResponse)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partition_responses = []
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_PartitionProduceResponse():
    o = _new(_C_ProduceResponse_PartitionProduceResponse)
    o.index = 0
    o.error_code = 0
    o.base_offset = 0
    o.log_append_time_ms = -1
    o.log_start_offset = -1
    o.record_errors = []
    o.error_message = None
    o.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_BatchIndexAndErrorMessage():
    o = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
    o.batch_index = 0
    o.batch_index_error_message = None
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_LeaderIdAndEpoch():
    o = _new(_C_ProduceResponse_LeaderIdAndEpoch)
    o.leader_id = -1
    o.leader_epoch = -1
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_NodeEndpoint():
    o = _new(_C_ProduceResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o._unknown_tags = None
    return o


def _enc_ProduceResponse_v3(o):
    parts = []
    a = parts.append
    l383 = o.responses
    a(_S_i.pack(len(l383)))
    for e384 in l383:
        s385 = e384.name
        b386 = s385.encode()
        a(_S_h.pack(len(b386)))
        a(b386)
        l388 = e384.partition_responses
        a(_S_i.pack(len(l388)))
        for e389 in l388:
            a(_S_ihqq.pack(e389.index, e389.error_code, e389.base_offset, e389.log_append_time_ms))
            if (e389.current_leader.leader_id != -1 or e389.current_leader.leader_epoch != -1 or e389.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 3)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 3)
    return b''.join(parts)


def _dec_ProduceResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n390, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l391 = []
    ap392 = l391.append
    for _ in range(n390):
        t393 = _new(_C_ProduceResponse_TopicProduceResponse)
        n394, = _S_h.unpack_from(buf, pos)
        if n394 >= 0:
            x395 = pos + 2 + n394
            if x395 > blen:
                raise _bad_length(n394, 'ProduceResponse.Responses.Name', pos)
            t393.name = str(buf[pos + 2:x395], 'utf-8')
            pos = x395
        else:
            t393.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n396, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l397 = []
        ap398 = l397.append
        for _ in range(n396):
            t399 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t399.index, t399.error_code, t399.base_offset, t399.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t399.log_start_offset = -1
            t399.record_errors = []
            t399.error_message = None
            t399.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t399._unknown_tags = None
            ap398(t399)
        t393.partition_responses = l397
        t393.topic_id = _ZERO_UUID
        t393._unknown_tags = None
        ap392(t393)
    o.responses = l391
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v4(o):
    parts = []
    a = parts.append
    l400 = o.responses
    a(_S_i.pack(len(l400)))
    for e401 in l400:
        s402 = e401.name
        b403 = s402.encode()
        a(_S_h.pack(len(b403)))
        a(b403)
        l405 = e401.partition_responses
        a(_S_i.pack(len(l405)))
        for e406 in l405:
            a(_S_ihqq.pack(e406.index, e406.error_code, e406.base_offset, e406.log_append_time_ms))
            if (e406.current_leader.leader_id != -1 or e406.current_leader.leader_epoch != -1 or e406.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 4)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 4)
    return b''.join(parts)


def _dec_ProduceResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n407, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l408 = []
    ap409 = l408.append
    for _ in range(n407):
        t410 = _new(_C_ProduceResponse_TopicProduceResponse)
        n411, = _S_h.unpack_from(buf, pos)
        if n411 >= 0:
            x412 = pos + 2 + n411
            if x412 > blen:
                raise _bad_length(n411, 'ProduceResponse.Responses.Name', pos)
            t410.name = str(buf[pos + 2:x412], 'utf-8')
            pos = x412
        else:
            t410.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n413, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l414 = []
        ap415 = l414.append
        for _ in range(n413):
            t416 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t416.index, t416.error_code, t416.base_offset, t416.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t416.log_start_offset = -1
            t416.record_errors = []
            t416.error_message = None
            t416.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t416._unknown_tags = None
            ap415(t416)
        t410.partition_responses = l414
        t410.topic_id = _ZERO_UUID
        t410._unknown_tags = None
        ap409(t410)
    o.responses = l408
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v5(o):
    parts = []
    a = parts.append
    l417 = o.responses
    a(_S_i.pack(len(l417)))
    for e418 in l417:
        s419 = e418.name
        b420 = s419.encode()
        a(_S_h.pack(len(b420)))
        a(b420)
        l422 = e418.partition_responses
        a(_S_i.pack(len(l422)))
        for e423 in l422:
            a(_S_ihqqq.pack(e423.index, e423.error_code, e423.base_offset, e423.log_append_time_ms, e423.log_start_offset))
            if (e423.current_leader.leader_id != -1 or e423.current_leader.leader_epoch != -1 or e423.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 5)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 5)
    return b''.join(parts)


def _dec_ProduceResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n424, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l425 = []
    ap426 = l425.append
    for _ in range(n424):
        t427 = _new(_C_ProduceResponse_TopicProduceResponse)
        n428, = _S_h.unpack_from(buf, pos)
        if n428 >= 0:
            x429 = pos + 2 + n428
            if x429 > blen:
                raise _bad_length(n428, 'ProduceResponse.Responses.Name', pos)
            t427.name = str(buf[pos + 2:x429], 'utf-8')
            pos = x429
        else:
            t427.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n430, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l431 = []
        ap432 = l431.append
        for _ in range(n430):
            t433 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t433.index, t433.error_code, t433.base_offset, t433.log_append_time_ms, t433.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t433.record_errors = []
            t433.error_message = None
            t433.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t433._unknown_tags = None
            ap432(t433)
        t427.partition_responses = l431
        t427.topic_id = _ZERO_UUID
        t427._unknown_tags = None
        ap426(t427)
    o.responses = l425
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v6(o):
    parts = []
    a = parts.append
    l434 = o.responses
    a(_S_i.pack(len(l434)))
    for e435 in l434:
        s436 = e435.name
        b437 = s436.encode()
        a(_S_h.pack(len(b437)))
        a(b437)
        l439 = e435.partition_responses
        a(_S_i.pack(len(l439)))
        for e440 in l439:
            a(_S_ihqqq.pack(e440.index, e440.error_code, e440.base_offset, e440.log_append_time_ms, e440.log_start_offset))
            if (e440.current_leader.leader_id != -1 or e440.current_leader.leader_epoch != -1 or e440.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 6)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 6)
    return b''.join(parts)


def _dec_ProduceResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n441, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l442 = []
    ap443 = l442.append
    for _ in range(n441):
        t444 = _new(_C_ProduceResponse_TopicProduceResponse)
        n445, = _S_h.unpack_from(buf, pos)
        if n445 >= 0:
            x446 = pos + 2 + n445
            if x446 > blen:
                raise _bad_length(n445, 'ProduceResponse.Responses.Name', pos)
            t444.name = str(buf[pos + 2:x446], 'utf-8')
            pos = x446
        else:
            t444.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n447, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l448 = []
        ap449 = l448.append
        for _ in range(n447):
            t450 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t450.index, t450.error_code, t450.base_offset, t450.log_append_time_ms, t450.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t450.record_errors = []
            t450.error_message = None
            t450.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t450._unknown_tags = None
            ap449(t450)
        t444.partition_responses = l448
        t444.topic_id = _ZERO_UUID
        t444._unknown_tags = None
        ap443(t444)
    o.responses = l442
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v7(o):
    parts = []
    a = parts.append
    l451 = o.responses
    a(_S_i.pack(len(l451)))
    for e452 in l451:
        s453 = e452.name
        b454 = s453.encode()
        a(_S_h.pack(len(b454)))
        a(b454)
        l456 = e452.partition_responses
        a(_S_i.pack(len(l456)))
        for e457 in l456:
            a(_S_ihqqq.pack(e457.index, e457.error_code, e457.base_offset, e457.log_append_time_ms, e457.log_start_offset))
            if (e457.current_leader.leader_id != -1 or e457.current_leader.leader_epoch != -1 or e457.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 7)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 7)
    return b''.join(parts)


def _dec_ProduceResponse_v7(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n458, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l459 = []
    ap460 = l459.append
    for _ in range(n458):
        t461 = _new(_C_ProduceResponse_TopicProduceResponse)
        n462, = _S_h.unpack_from(buf, pos)
        if n462 >= 0:
            x463 = pos + 2 + n462
            if x463 > blen:
                raise _bad_length(n462, 'ProduceResponse.Responses.Name', pos)
            t461.name = str(buf[pos + 2:x463], 'utf-8')
            pos = x463
        else:
            t461.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n464, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l465 = []
        ap466 = l465.append
        for _ in range(n464):
            t467 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t467.index, t467.error_code, t467.base_offset, t467.log_append_time_ms, t467.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t467.record_errors = []
            t467.error_message = None
            t467.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t467._unknown_tags = None
            ap466(t467)
        t461.partition_responses = l465
        t461.topic_id = _ZERO_UUID
        t461._unknown_tags = None
        ap460(t461)
    o.responses = l459
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v8(o):
    parts = []
    a = parts.append
    l468 = o.responses
    a(_S_i.pack(len(l468)))
    for e469 in l468:
        s470 = e469.name
        b471 = s470.encode()
        a(_S_h.pack(len(b471)))
        a(b471)
        l473 = e469.partition_responses
        a(_S_i.pack(len(l473)))
        for e474 in l473:
            a(_S_ihqqq.pack(e474.index, e474.error_code, e474.base_offset, e474.log_append_time_ms, e474.log_start_offset))
            l475 = e474.record_errors
            a(_S_i.pack(len(l475)))
            for e476 in l475:
                a(_S_i.pack(e476.batch_index))
                s477 = e476.batch_index_error_message
                if s477 is None:
                    a(b'\xff\xff')
                else:
                    b478 = s477.encode()
                    a(_S_h.pack(len(b478)))
                    a(b478)
            s480 = e474.error_message
            if s480 is None:
                a(b'\xff\xff')
            else:
                b481 = s480.encode()
                a(_S_h.pack(len(b481)))
                a(b481)
            if (e474.current_leader.leader_id != -1 or e474.current_leader.leader_epoch != -1 or e474.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 8)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 8)
    return b''.join(parts)


def _dec_ProduceResponse_v8(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n483, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l484 = []
    ap485 = l484.append
    for _ in range(n483):
        t486 = _new(_C_ProduceResponse_TopicProduceResponse)
        n487, = _S_h.unpack_from(buf, pos)
        if n487 >= 0:
            x488 = pos + 2 + n487
            if x488 > blen:
                raise _bad_length(n487, 'ProduceResponse.Responses.Name', pos)
            t486.name = str(buf[pos + 2:x488], 'utf-8')
            pos = x488
        else:
            t486.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n489, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l490 = []
        ap491 = l490.append
        for _ in range(n489):
            t492 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t492.index, t492.error_code, t492.base_offset, t492.log_append_time_ms, t492.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n493, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l494 = []
            ap495 = l494.append
            for _ in range(n493):
                t496 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t496.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n497, = _S_h.unpack_from(buf, pos)
                if n497 >= 0:
                    x498 = pos + 2 + n497
                    if x498 > blen:
                        raise _bad_length(n497, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t496.batch_index_error_message = str(buf[pos + 2:x498], 'utf-8')
                    pos = x498
                else:
                    t496.batch_index_error_message, pos = _read_string(buf, pos, False, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                t496._unknown_tags = None
                ap495(t496)
            t492.record_errors = l494
            n499, = _S_h.unpack_from(buf, pos)
            if n499 >= 0:
                x500 = pos + 2 + n499
                if x500 > blen:
                    raise _bad_length(n499, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t492.error_message = str(buf[pos + 2:x500], 'utf-8')
                pos = x500
            else:
                t492.error_message, pos = _read_string(buf, pos, False, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t492.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t492._unknown_tags = None
            ap491(t492)
        t486.partition_responses = l490
        t486.topic_id = _ZERO_UUID
        t486._unknown_tags = None
        ap485(t486)
    o.responses = l484
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v9(o):
    parts = []
    a = parts.append
    l501 = o.responses
    n502 = len(l501) + 1
    a(_UV[n502] if n502 < 128 else _uv(n502))
    for e503 in l501:
        s504 = e503.name
        b505 = s504.encode()
        n506 = len(b505) + 1
        a(_UV[n506] if n506 < 128 else _uv(n506))
        a(b505)
        l507 = e503.partition_responses
        n508 = len(l507) + 1
        a(_UV[n508] if n508 < 128 else _uv(n508))
        for e509 in l507:
            a(_S_ihqqq.pack(e509.index, e509.error_code, e509.base_offset, e509.log_append_time_ms, e509.log_start_offset))
            l510 = e509.record_errors
            n511 = len(l510) + 1
            a(_UV[n511] if n511 < 128 else _uv(n511))
            for e512 in l510:
                a(_S_i.pack(e512.batch_index))
                s513 = e512.batch_index_error_message
                if s513 is None:
                    a(_H0)
                else:
                    b514 = s513.encode()
                    n515 = len(b514) + 1
                    a(_UV[n515] if n515 < 128 else _uv(n515))
                    a(b514)
                u516 = e512._unknown_tags
                if u516 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u516)
            s517 = e509.error_message
            if s517 is None:
                a(_H0)
            else:
                b518 = s517.encode()
                n519 = len(b518) + 1
                a(_UV[n519] if n519 < 128 else _uv(n519))
                a(b518)
            if (e509.current_leader.leader_id != -1 or e509.current_leader.leader_epoch != -1 or e509.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 9)
            u520 = e509._unknown_tags
            if u520 is None:
                a(_H0)
            else:
                _write_tags(a, None, u520)
        u521 = e503._unknown_tags
        if u521 is None:
            a(_H0)
        else:
            _write_tags(a, None, u521)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 9)
    u522 = o._unknown_tags
    if u522 is None:
        a(_H0)
    else:
        _write_tags(a, None, u522)
    return b''.join(parts)


def _dec_ProduceResponse_v9(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n523 = buf[pos] - 1
    if 0 <= n523 < 127:
        pos += 1
    else:
        n523, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l524 = []
    ap525 = l524.append
    for _ in range(n523):
        t526 = _new(_C_ProduceResponse_TopicProduceResponse)
        n527 = buf[pos] - 1
        if 0 <= n527 < 127:
            x528 = pos + 1 + n527
            if x528 > blen:
                raise _bad_length(n527, 'ProduceResponse.Responses.Name', pos)
            t526.name = str(buf[pos + 1:x528], 'utf-8')
            pos = x528
        else:
            t526.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n529 = buf[pos] - 1
        if 0 <= n529 < 127:
            pos += 1
        else:
            n529, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l530 = []
        ap531 = l530.append
        for _ in range(n529):
            t532 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t532.index, t532.error_code, t532.base_offset, t532.log_append_time_ms, t532.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n533 = buf[pos] - 1
            if 0 <= n533 < 127:
                pos += 1
            else:
                n533, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l534 = []
            ap535 = l534.append
            for _ in range(n533):
                t536 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t536.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n537 = buf[pos] - 1
                if 0 <= n537 < 127:
                    x538 = pos + 1 + n537
                    if x538 > blen:
                        raise _bad_length(n537, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t536.batch_index_error_message = str(buf[pos + 1:x538], 'utf-8')
                    pos = x538
                else:
                    t536.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t536._unknown_tags = None
                else:
                    nt539, pos = _ruv(buf, pos)
                    if nt539 * 2 > blen - pos:
                        raise _array_too_long(nt539, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk540 = None
                    for _ in range(nt539):
                        tg541, pos = _ruv(buf, pos)
                        sz542, pos = _ruv(buf, pos)
                        x543 = pos + sz542
                        if x543 > blen:
                            raise _bad_length(sz542, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk540 is None:
                            uk540 = []
                        uk540.append((tg541, bytes(buf[pos:x543])))
                        pos = x543
                    t536._unknown_tags = uk540
                ap535(t536)
            t532.record_errors = l534
            n544 = buf[pos] - 1
            if 0 <= n544 < 127:
                x545 = pos + 1 + n544
                if x545 > blen:
                    raise _bad_length(n544, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t532.error_message = str(buf[pos + 1:x545], 'utf-8')
                pos = x545
            else:
                t532.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t532.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t532._unknown_tags = None
            else:
                nt546, pos = _ruv(buf, pos)
                if nt546 * 2 > blen - pos:
                    raise _array_too_long(nt546, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk547 = None
                for _ in range(nt546):
                    tg548, pos = _ruv(buf, pos)
                    sz549, pos = _ruv(buf, pos)
                    x550 = pos + sz549
                    if x550 > blen:
                        raise _bad_length(sz549, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if uk547 is None:
                        uk547 = []
                    uk547.append((tg548, bytes(buf[pos:x550])))
                    pos = x550
                t532._unknown_tags = uk547
            ap531(t532)
        t526.partition_responses = l530
        t526.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t526._unknown_tags = None
        else:
            nt551, pos = _ruv(buf, pos)
            if nt551 * 2 > blen - pos:
                raise _array_too_long(nt551, 'ProduceResponse.Responses._tagged_fields', pos)
            uk552 = None
            for _ in range(nt551):
                tg553, pos = _ruv(buf, pos)
                sz554, pos = _ruv(buf, pos)
                x555 = pos + sz554
                if x555 > blen:
                    raise _bad_length(sz554, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk552 is None:
                    uk552 = []
                uk552.append((tg553, bytes(buf[pos:x555])))
                pos = x555
            t526._unknown_tags = uk552
        ap525(t526)
    o.responses = l524
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt556, pos = _ruv(buf, pos)
        if nt556 * 2 > blen - pos:
            raise _array_too_long(nt556, 'ProduceResponse._tagged_fields', pos)
        uk557 = None
        for _ in range(nt556):
            tg558, pos = _ruv(buf, pos)
            sz559, pos = _ruv(buf, pos)
            x560 = pos + sz559
            if x560 > blen:
                raise _bad_length(sz559, 'ProduceResponse._tagged_fields', pos)
            if uk557 is None:
                uk557 = []
            uk557.append((tg558, bytes(buf[pos:x560])))
            pos = x560
        o._unknown_tags = uk557
    return o, pos


def _enc_ProduceResponse_v10(o):
    parts = []
    a = parts.append
    l561 = o.responses
    n562 = len(l561) + 1
    a(_UV[n562] if n562 < 128 else _uv(n562))
    for e563 in l561:
        s564 = e563.name
        b565 = s564.encode()
        n566 = len(b565) + 1
        a(_UV[n566] if n566 < 128 else _uv(n566))
        a(b565)
        l567 = e563.partition_responses
        n568 = len(l567) + 1
        a(_UV[n568] if n568 < 128 else _uv(n568))
        for e569 in l567:
            a(_S_ihqqq.pack(e569.index, e569.error_code, e569.base_offset, e569.log_append_time_ms, e569.log_start_offset))
            l570 = e569.record_errors
            n571 = len(l570) + 1
            a(_UV[n571] if n571 < 128 else _uv(n571))
            for e572 in l570:
                a(_S_i.pack(e572.batch_index))
                s573 = e572.batch_index_error_message
                if s573 is None:
                    a(_H0)
                else:
                    b574 = s573.encode()
                    n575 = len(b574) + 1
                    a(_UV[n575] if n575 < 128 else _uv(n575))
                    a(b574)
                u576 = e572._unknown_tags
                if u576 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u576)
            s577 = e569.error_message
            if s577 is None:
                a(_H0)
            else:
                b578 = s577.encode()
                n579 = len(b578) + 1
                a(_UV[n579] if n579 < 128 else _uv(n579))
                a(b578)
            k580 = []
            if (e569.current_leader.leader_id != -1 or e569.current_leader.leader_epoch != -1 or e569.current_leader._unknown_tags is not None):
                p581 = []
                t582 = e569.current_leader
                p581.append(_S_ii.pack(t582.leader_id, t582.leader_epoch))
                u583 = t582._unknown_tags
                if u583 is None:
                    p581.append(_H0)
                else:
                    _write_tags(p581.append, None, u583)
                k580.append((0, b''.join(p581)))
            u584 = e569._unknown_tags
            if k580 or u584 is not None:
                _write_tags(a, k580, u584)
            else:
                a(_H0)
        u585 = e563._unknown_tags
        if u585 is None:
            a(_H0)
        else:
            _write_tags(a, None, u585)
    a(_S_i.pack(o.throttle_time_ms))
    k586 = []
    if o.node_endpoints:
        p587 = []
        l588 = o.node_endpoints
        n589 = len(l588) + 1
        p587.append(_UV[n589] if n589 < 128 else _uv(n589))
        for e590 in l588:
            p587.append(_S_i.pack(e590.node_id))
            s591 = e590.host
            b592 = s591.encode()
            n593 = len(b592) + 1
            p587.append(_UV[n593] if n593 < 128 else _uv(n593))
            p587.append(b592)
            p587.append(_S_i.pack(e590.port))
            s594 = e590.rack
            if s594 is None:
                p587.append(_H0)
            else:
                b595 = s594.encode()
                n596 = len(b595) + 1
                p587.append(_UV[n596] if n596 < 128 else _uv(n596))
                p587.append(b595)
            u597 = e590._unknown_tags
            if u597 is None:
                p587.append(_H0)
            else:
                _write_tags(p587.append, None, u597)
        k586.append((0, b''.join(p587)))
    u598 = o._unknown_tags
    if k586 or u598 is not None:
        _write_tags(a, k586, u598)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v10(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n599 = buf[pos] - 1
    if 0 <= n599 < 127:
        pos += 1
    else:
        n599, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l600 = []
    ap601 = l600.append
    for _ in range(n599):
        t602 = _new(_C_ProduceResponse_TopicProduceResponse)
        n603 = buf[pos] - 1
        if 0 <= n603 < 127:
            x604 = pos + 1 + n603
            if x604 > blen:
                raise _bad_length(n603, 'ProduceResponse.Responses.Name', pos)
            t602.name = str(buf[pos + 1:x604], 'utf-8')
            pos = x604
        else:
            t602.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n605 = buf[pos] - 1
        if 0 <= n605 < 127:
            pos += 1
        else:
            n605, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l606 = []
        ap607 = l606.append
        for _ in range(n605):
            t608 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t608.index, t608.error_code, t608.base_offset, t608.log_append_time_ms, t608.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n609 = buf[pos] - 1
            if 0 <= n609 < 127:
                pos += 1
            else:
                n609, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l610 = []
            ap611 = l610.append
            for _ in range(n609):
                t612 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t612.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n613 = buf[pos] - 1
                if 0 <= n613 < 127:
                    x614 = pos + 1 + n613
                    if x614 > blen:
                        raise _bad_length(n613, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t612.batch_index_error_message = str(buf[pos + 1:x614], 'utf-8')
                    pos = x614
                else:
                    t612.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t612._unknown_tags = None
                else:
                    nt615, pos = _ruv(buf, pos)
                    if nt615 * 2 > blen - pos:
                        raise _array_too_long(nt615, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk616 = None
                    for _ in range(nt615):
                        tg617, pos = _ruv(buf, pos)
                        sz618, pos = _ruv(buf, pos)
                        x619 = pos + sz618
                        if x619 > blen:
                            raise _bad_length(sz618, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk616 is None:
                            uk616 = []
                        uk616.append((tg617, bytes(buf[pos:x619])))
                        pos = x619
                    t612._unknown_tags = uk616
                ap611(t612)
            t608.record_errors = l610
            n620 = buf[pos] - 1
            if 0 <= n620 < 127:
                x621 = pos + 1 + n620
                if x621 > blen:
                    raise _bad_length(n620, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t608.error_message = str(buf[pos + 1:x621], 'utf-8')
                pos = x621
            else:
                t608.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t608.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t608._unknown_tags = None
            else:
                nt622, pos = _ruv(buf, pos)
                if nt622 * 2 > blen - pos:
                    raise _array_too_long(nt622, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk623 = None
                for _ in range(nt622):
                    tg624, pos = _ruv(buf, pos)
                    sz625, pos = _ruv(buf, pos)
                    x626 = pos + sz625
                    if x626 > blen:
                        raise _bad_length(sz625, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg624 == 0:
                        t627 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t627.leader_id, t627.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t627._unknown_tags = None
                        else:
                            nt628, pos = _ruv(buf, pos)
                            if nt628 * 2 > blen - pos:
                                raise _array_too_long(nt628, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk629 = None
                            for _ in range(nt628):
                                tg630, pos = _ruv(buf, pos)
                                sz631, pos = _ruv(buf, pos)
                                x632 = pos + sz631
                                if x632 > blen:
                                    raise _bad_length(sz631, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk629 is None:
                                    uk629 = []
                                uk629.append((tg630, bytes(buf[pos:x632])))
                                pos = x632
                            t627._unknown_tags = uk629
                        t608.current_leader = t627
                        if pos != x626:
                            raise _tag_size_mismatch(tg624, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk623 is None:
                            uk623 = []
                        uk623.append((tg624, bytes(buf[pos:x626])))
                        pos = x626
                t608._unknown_tags = uk623
            ap607(t608)
        t602.partition_responses = l606
        t602.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t602._unknown_tags = None
        else:
            nt633, pos = _ruv(buf, pos)
            if nt633 * 2 > blen - pos:
                raise _array_too_long(nt633, 'ProduceResponse.Responses._tagged_fields', pos)
            uk634 = None
            for _ in range(nt633):
                tg635, pos = _ruv(buf, pos)
                sz636, pos = _ruv(buf, pos)
                x637 = pos + sz636
                if x637 > blen:
                    raise _bad_length(sz636, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk634 is None:
                    uk634 = []
                uk634.append((tg635, bytes(buf[pos:x637])))
                pos = x637
            t602._unknown_tags = uk634
        ap601(t602)
    o.responses = l600
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt638, pos = _ruv(buf, pos)
        if nt638 * 2 > blen - pos:
            raise _array_too_long(nt638, 'ProduceResponse._tagged_fields', pos)
        uk639 = None
        for _ in range(nt638):
            tg640, pos = _ruv(buf, pos)
            sz641, pos = _ruv(buf, pos)
            x642 = pos + sz641
            if x642 > blen:
                raise _bad_length(sz641, 'ProduceResponse._tagged_fields', pos)
            if tg640 == 0:
                n643 = buf[pos] - 1
                if 0 <= n643 < 127:
                    pos += 1
                else:
                    n643, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l644 = []
                ap645 = l644.append
                for _ in range(n643):
                    t646 = _new(_C_ProduceResponse_NodeEndpoint)
                    t646.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n647 = buf[pos] - 1
                    if 0 <= n647 < 127:
                        x648 = pos + 1 + n647
                        if x648 > blen:
                            raise _bad_length(n647, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t646.host = str(buf[pos + 1:x648], 'utf-8')
                        pos = x648
                    else:
                        t646.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t646.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n649 = buf[pos] - 1
                    if 0 <= n649 < 127:
                        x650 = pos + 1 + n649
                        if x650 > blen:
                            raise _bad_length(n649, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t646.rack = str(buf[pos + 1:x650], 'utf-8')
                        pos = x650
                    else:
                        t646.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t646._unknown_tags = None
                    else:
                        nt651, pos = _ruv(buf, pos)
                        if nt651 * 2 > blen - pos:
                            raise _array_too_long(nt651, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk652 = None
                        for _ in range(nt651):
                            tg653, pos = _ruv(buf, pos)
                            sz654, pos = _ruv(buf, pos)
                            x655 = pos + sz654
                            if x655 > blen:
                                raise _bad_length(sz654, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk652 is None:
                                uk652 = []
                            uk652.append((tg653, bytes(buf[pos:x655])))
                            pos = x655
                        t646._unknown_tags = uk652
                    ap645(t646)
                o.node_endpoints = l644
                if pos != x642:
                    raise _tag_size_mismatch(tg640, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk639 is None:
                    uk639 = []
                uk639.append((tg640, bytes(buf[pos:x642])))
                pos = x642
        o._unknown_tags = uk639
    return o, pos


def _enc_ProduceResponse_v11(o):
    parts = []
    a = parts.append
    l656 = o.responses
    n657 = len(l656) + 1
    a(_UV[n657] if n657 < 128 else _uv(n657))
    for e658 in l656:
        s659 = e658.name
        b660 = s659.encode()
        n661 = len(b660) + 1
        a(_UV[n661] if n661 < 128 else _uv(n661))
        a(b660)
        l662 = e658.partition_responses
        n663 = len(l662) + 1
        a(_UV[n663] if n663 < 128 else _uv(n663))
        for e664 in l662:
            a(_S_ihqqq.pack(e664.index, e664.error_code, e664.base_offset, e664.log_append_time_ms, e664.log_start_offset))
            l665 = e664.record_errors
            n666 = len(l665) + 1
            a(_UV[n666] if n666 < 128 else _uv(n666))
            for e667 in l665:
                a(_S_i.pack(e667.batch_index))
                s668 = e667.batch_index_error_message
                if s668 is None:
                    a(_H0)
                else:
                    b669 = s668.encode()
                    n670 = len(b669) + 1
                    a(_UV[n670] if n670 < 128 else _uv(n670))
                    a(b669)
                u671 = e667._unknown_tags
                if u671 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u671)
            s672 = e664.error_message
            if s672 is None:
                a(_H0)
            else:
                b673 = s672.encode()
                n674 = len(b673) + 1
                a(_UV[n674] if n674 < 128 else _uv(n674))
                a(b673)
            k675 = []
            if (e664.current_leader.leader_id != -1 or e664.current_leader.leader_epoch != -1 or e664.current_leader._unknown_tags is not None):
                p676 = []
                t677 = e664.current_leader
                p676.append(_S_ii.pack(t677.leader_id, t677.leader_epoch))
                u678 = t677._unknown_tags
                if u678 is None:
                    p676.append(_H0)
                else:
                    _write_tags(p676.append, None, u678)
                k675.append((0, b''.join(p676)))
            u679 = e664._unknown_tags
            if k675 or u679 is not None:
                _write_tags(a, k675, u679)
            else:
                a(_H0)
        u680 = e658._unknown_tags
        if u680 is None:
            a(_H0)
        else:
            _write_tags(a, None, u680)
    a(_S_i.pack(o.throttle_time_ms))
    k681 = []
    if o.node_endpoints:
        p682 = []
        l683 = o.node_endpoints
        n684 = len(l683) + 1
        p682.append(_UV[n684] if n684 < 128 else _uv(n684))
        for e685 in l683:
            p682.append(_S_i.pack(e685.node_id))
            s686 = e685.host
            b687 = s686.encode()
            n688 = len(b687) + 1
            p682.append(_UV[n688] if n688 < 128 else _uv(n688))
            p682.append(b687)
            p682.append(_S_i.pack(e685.port))
            s689 = e685.rack
            if s689 is None:
                p682.append(_H0)
            else:
                b690 = s689.encode()
                n691 = len(b690) + 1
                p682.append(_UV[n691] if n691 < 128 else _uv(n691))
                p682.append(b690)
            u692 = e685._unknown_tags
            if u692 is None:
                p682.append(_H0)
            else:
                _write_tags(p682.append, None, u692)
        k681.append((0, b''.join(p682)))
    u693 = o._unknown_tags
    if k681 or u693 is not None:
        _write_tags(a, k681, u693)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v11(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n694 = buf[pos] - 1
    if 0 <= n694 < 127:
        pos += 1
    else:
        n694, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l695 = []
    ap696 = l695.append
    for _ in range(n694):
        t697 = _new(_C_ProduceResponse_TopicProduceResponse)
        n698 = buf[pos] - 1
        if 0 <= n698 < 127:
            x699 = pos + 1 + n698
            if x699 > blen:
                raise _bad_length(n698, 'ProduceResponse.Responses.Name', pos)
            t697.name = str(buf[pos + 1:x699], 'utf-8')
            pos = x699
        else:
            t697.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n700 = buf[pos] - 1
        if 0 <= n700 < 127:
            pos += 1
        else:
            n700, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l701 = []
        ap702 = l701.append
        for _ in range(n700):
            t703 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t703.index, t703.error_code, t703.base_offset, t703.log_append_time_ms, t703.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n704 = buf[pos] - 1
            if 0 <= n704 < 127:
                pos += 1
            else:
                n704, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l705 = []
            ap706 = l705.append
            for _ in range(n704):
                t707 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t707.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n708 = buf[pos] - 1
                if 0 <= n708 < 127:
                    x709 = pos + 1 + n708
                    if x709 > blen:
                        raise _bad_length(n708, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t707.batch_index_error_message = str(buf[pos + 1:x709], 'utf-8')
                    pos = x709
                else:
                    t707.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t707._unknown_tags = None
                else:
                    nt710, pos = _ruv(buf, pos)
                    if nt710 * 2 > blen - pos:
                        raise _array_too_long(nt710, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk711 = None
                    for _ in range(nt710):
                        tg712, pos = _ruv(buf, pos)
                        sz713, pos = _ruv(buf, pos)
                        x714 = pos + sz713
                        if x714 > blen:
                            raise _bad_length(sz713, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk711 is None:
                            uk711 = []
                        uk711.append((tg712, bytes(buf[pos:x714])))
                        pos = x714
                    t707._unknown_tags = uk711
                ap706(t707)
            t703.record_errors = l705
            n715 = buf[pos] - 1
            if 0 <= n715 < 127:
                x716 = pos + 1 + n715
                if x716 > blen:
                    raise _bad_length(n715, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t703.error_message = str(buf[pos + 1:x716], 'utf-8')
                pos = x716
            else:
                t703.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t703.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t703._unknown_tags = None
            else:
                nt717, pos = _ruv(buf, pos)
                if nt717 * 2 > blen - pos:
                    raise _array_too_long(nt717, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk718 = None
                for _ in range(nt717):
                    tg719, pos = _ruv(buf, pos)
                    sz720, pos = _ruv(buf, pos)
                    x721 = pos + sz720
                    if x721 > blen:
                        raise _bad_length(sz720, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg719 == 0:
                        t722 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t722.leader_id, t722.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t722._unknown_tags = None
                        else:
                            nt723, pos = _ruv(buf, pos)
                            if nt723 * 2 > blen - pos:
                                raise _array_too_long(nt723, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk724 = None
                            for _ in range(nt723):
                                tg725, pos = _ruv(buf, pos)
                                sz726, pos = _ruv(buf, pos)
                                x727 = pos + sz726
                                if x727 > blen:
                                    raise _bad_length(sz726, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk724 is None:
                                    uk724 = []
                                uk724.append((tg725, bytes(buf[pos:x727])))
                                pos = x727
                            t722._unknown_tags = uk724
                        t703.current_leader = t722
                        if pos != x721:
                            raise _tag_size_mismatch(tg719, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk718 is None:
                            uk718 = []
                        uk718.append((tg719, bytes(buf[pos:x721])))
                        pos = x721
                t703._unknown_tags = uk718
            ap702(t703)
        t697.partition_responses = l701
        t697.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t697._unknown_tags = None
        else:
            nt728, pos = _ruv(buf, pos)
            if nt728 * 2 > blen - pos:
                raise _array_too_long(nt728, 'ProduceResponse.Responses._tagged_fields', pos)
            uk729 = None
            for _ in range(nt728):
                tg730, pos = _ruv(buf, pos)
                sz731, pos = _ruv(buf, pos)
                x732 = pos + sz731
                if x732 > blen:
                    raise _bad_length(sz731, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk729 is None:
                    uk729 = []
                uk729.append((tg730, bytes(buf[pos:x732])))
                pos = x732
            t697._unknown_tags = uk729
        ap696(t697)
    o.responses = l695
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt733, pos = _ruv(buf, pos)
        if nt733 * 2 > blen - pos:
            raise _array_too_long(nt733, 'ProduceResponse._tagged_fields', pos)
        uk734 = None
        for _ in range(nt733):
            tg735, pos = _ruv(buf, pos)
            sz736, pos = _ruv(buf, pos)
            x737 = pos + sz736
            if x737 > blen:
                raise _bad_length(sz736, 'ProduceResponse._tagged_fields', pos)
            if tg735 == 0:
                n738 = buf[pos] - 1
                if 0 <= n738 < 127:
                    pos += 1
                else:
                    n738, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l739 = []
                ap740 = l739.append
                for _ in range(n738):
                    t741 = _new(_C_ProduceResponse_NodeEndpoint)
                    t741.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n742 = buf[pos] - 1
                    if 0 <= n742 < 127:
                        x743 = pos + 1 + n742
                        if x743 > blen:
                            raise _bad_length(n742, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t741.host = str(buf[pos + 1:x743], 'utf-8')
                        pos = x743
                    else:
                        t741.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t741.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n744 = buf[pos] - 1
                    if 0 <= n744 < 127:
                        x745 = pos + 1 + n744
                        if x745 > blen:
                            raise _bad_length(n744, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t741.rack = str(buf[pos + 1:x745], 'utf-8')
                        pos = x745
                    else:
                        t741.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t741._unknown_tags = None
                    else:
                        nt746, pos = _ruv(buf, pos)
                        if nt746 * 2 > blen - pos:
                            raise _array_too_long(nt746, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk747 = None
                        for _ in range(nt746):
                            tg748, pos = _ruv(buf, pos)
                            sz749, pos = _ruv(buf, pos)
                            x750 = pos + sz749
                            if x750 > blen:
                                raise _bad_length(sz749, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk747 is None:
                                uk747 = []
                            uk747.append((tg748, bytes(buf[pos:x750])))
                            pos = x750
                        t741._unknown_tags = uk747
                    ap740(t741)
                o.node_endpoints = l739
                if pos != x737:
                    raise _tag_size_mismatch(tg735, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk734 is None:
                    uk734 = []
                uk734.append((tg735, bytes(buf[pos:x737])))
                pos = x737
        o._unknown_tags = uk734
    return o, pos


def _enc_ProduceResponse_v12(o):
    parts = []
    a = parts.append
    l751 = o.responses
    n752 = len(l751) + 1
    a(_UV[n752] if n752 < 128 else _uv(n752))
    for e753 in l751:
        s754 = e753.name
        b755 = s754.encode()
        n756 = len(b755) + 1
        a(_UV[n756] if n756 < 128 else _uv(n756))
        a(b755)
        l757 = e753.partition_responses
        n758 = len(l757) + 1
        a(_UV[n758] if n758 < 128 else _uv(n758))
        for e759 in l757:
            a(_S_ihqqq.pack(e759.index, e759.error_code, e759.base_offset, e759.log_append_time_ms, e759.log_start_offset))
            l760 = e759.record_errors
            n761 = len(l760) + 1
            a(_UV[n761] if n761 < 128 else _uv(n761))
            for e762 in l760:
                a(_S_i.pack(e762.batch_index))
                s763 = e762.batch_index_error_message
                if s763 is None:
                    a(_H0)
                else:
                    b764 = s763.encode()
                    n765 = len(b764) + 1
                    a(_UV[n765] if n765 < 128 else _uv(n765))
                    a(b764)
                u766 = e762._unknown_tags
                if u766 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u766)
            s767 = e759.error_message
            if s767 is None:
                a(_H0)
            else:
                b768 = s767.encode()
                n769 = len(b768) + 1
                a(_UV[n769] if n769 < 128 else _uv(n769))
                a(b768)
            k770 = []
            if (e759.current_leader.leader_id != -1 or e759.current_leader.leader_epoch != -1 or e759.current_leader._unknown_tags is not None):
                p771 = []
                t772 = e759.current_leader
                p771.append(_S_ii.pack(t772.leader_id, t772.leader_epoch))
                u773 = t772._unknown_tags
                if u773 is None:
                    p771.append(_H0)
                else:
                    _write_tags(p771.append, None, u773)
                k770.append((0, b''.join(p771)))
            u774 = e759._unknown_tags
            if k770 or u774 is not None:
                _write_tags(a, k770, u774)
            else:
                a(_H0)
        u775 = e753._unknown_tags
        if u775 is None:
            a(_H0)
        else:
            _write_tags(a, None, u775)
    a(_S_i.pack(o.throttle_time_ms))
    k776 = []
    if o.node_endpoints:
        p777 = []
        l778 = o.node_endpoints
        n779 = len(l778) + 1
        p777.append(_UV[n779] if n779 < 128 else _uv(n779))
        for e780 in l778:
            p777.append(_S_i.pack(e780.node_id))
            s781 = e780.host
            b782 = s781.encode()
            n783 = len(b782) + 1
            p777.append(_UV[n783] if n783 < 128 else _uv(n783))
            p777.append(b782)
            p777.append(_S_i.pack(e780.port))
            s784 = e780.rack
            if s784 is None:
                p777.append(_H0)
            else:
                b785 = s784.encode()
                n786 = len(b785) + 1
                p777.append(_UV[n786] if n786 < 128 else _uv(n786))
                p777.append(b785)
            u787 = e780._unknown_tags
            if u787 is None:
                p777.append(_H0)
            else:
                _write_tags(p777.append, None, u787)
        k776.append((0, b''.join(p777)))
    u788 = o._unknown_tags
    if k776 or u788 is not None:
        _write_tags(a, k776, u788)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v12(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n789 = buf[pos] - 1
    if 0 <= n789 < 127:
        pos += 1
    else:
        n789, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l790 = []
    ap791 = l790.append
    for _ in range(n789):
        t792 = _new(_C_ProduceResponse_TopicProduceResponse)
        n793 = buf[pos] - 1
        if 0 <= n793 < 127:
            x794 = pos + 1 + n793
            if x794 > blen:
                raise _bad_length(n793, 'ProduceResponse.Responses.Name', pos)
            t792.name = str(buf[pos + 1:x794], 'utf-8')
            pos = x794
        else:
            t792.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n795 = buf[pos] - 1
        if 0 <= n795 < 127:
            pos += 1
        else:
            n795, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l796 = []
        ap797 = l796.append
        for _ in range(n795):
            t798 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t798.index, t798.error_code, t798.base_offset, t798.log_append_time_ms, t798.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n799 = buf[pos] - 1
            if 0 <= n799 < 127:
                pos += 1
            else:
                n799, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l800 = []
            ap801 = l800.append
            for _ in range(n799):
                t802 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t802.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n803 = buf[pos] - 1
                if 0 <= n803 < 127:
                    x804 = pos + 1 + n803
                    if x804 > blen:
                        raise _bad_length(n803, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t802.batch_index_error_message = str(buf[pos + 1:x804], 'utf-8')
                    pos = x804
                else:
                    t802.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t802._unknown_tags = None
                else:
                    nt805, pos = _ruv(buf, pos)
                    if nt805 * 2 > blen - pos:
                        raise _array_too_long(nt805, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk806 = None
                    for _ in range(nt805):
                        tg807, pos = _ruv(buf, pos)
                        sz808, pos = _ruv(buf, pos)
                        x809 = pos + sz808
                        if x809 > blen:
                            raise _bad_length(sz808, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk806 is None:
                            uk806 = []
                        uk806.append((tg807, bytes(buf[pos:x809])))
                        pos = x809
                    t802._unknown_tags = uk806
                ap801(t802)
            t798.record_errors = l800
            n810 = buf[pos] - 1
            if 0 <= n810 < 127:
                x811 = pos + 1 + n810
                if x811 > blen:
                    raise _bad_length(n810, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t798.error_message = str(buf[pos + 1:x811], 'utf-8')
                pos = x811
            else:
                t798.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t798.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t798._unknown_tags = None
            else:
                nt812, pos = _ruv(buf, pos)
                if nt812 * 2 > blen - pos:
                    raise _array_too_long(nt812, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk813 = None
                for _ in range(nt812):
                    tg814, pos = _ruv(buf, pos)
                    sz815, pos = _ruv(buf, pos)
                    x816 = pos + sz815
                    if x816 > blen:
                        raise _bad_length(sz815, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg814 == 0:
                        t817 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t817.leader_id, t817.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t817._unknown_tags = None
                        else:
                            nt818, pos = _ruv(buf, pos)
                            if nt818 * 2 > blen - pos:
                                raise _array_too_long(nt818, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk819 = None
                            for _ in range(nt818):
                                tg820, pos = _ruv(buf, pos)
                                sz821, pos = _ruv(buf, pos)
                                x822 = pos + sz821
                                if x822 > blen:
                                    raise _bad_length(sz821, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk819 is None:
                                    uk819 = []
                                uk819.append((tg820, bytes(buf[pos:x822])))
                                pos = x822
                            t817._unknown_tags = uk819
                        t798.current_leader = t817
                        if pos != x816:
                            raise _tag_size_mismatch(tg814, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk813 is None:
                            uk813 = []
                        uk813.append((tg814, bytes(buf[pos:x816])))
                        pos = x816
                t798._unknown_tags = uk813
            ap797(t798)
        t792.partition_responses = l796
        t792.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t792._unknown_tags = None
        else:
            nt823, pos = _ruv(buf, pos)
            if nt823 * 2 > blen - pos:
                raise _array_too_long(nt823, 'ProduceResponse.Responses._tagged_fields', pos)
            uk824 = None
            for _ in range(nt823):
                tg825, pos = _ruv(buf, pos)
                sz826, pos = _ruv(buf, pos)
                x827 = pos + sz826
                if x827 > blen:
                    raise _bad_length(sz826, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk824 is None:
                    uk824 = []
                uk824.append((tg825, bytes(buf[pos:x827])))
                pos = x827
            t792._unknown_tags = uk824
        ap791(t792)
    o.responses = l790
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt828, pos = _ruv(buf, pos)
        if nt828 * 2 > blen - pos:
            raise _array_too_long(nt828, 'ProduceResponse._tagged_fields', pos)
        uk829 = None
        for _ in range(nt828):
            tg830, pos = _ruv(buf, pos)
            sz831, pos = _ruv(buf, pos)
            x832 = pos + sz831
            if x832 > blen:
                raise _bad_length(sz831, 'ProduceResponse._tagged_fields', pos)
            if tg830 == 0:
                n833 = buf[pos] - 1
                if 0 <= n833 < 127:
                    pos += 1
                else:
                    n833, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l834 = []
                ap835 = l834.append
                for _ in range(n833):
                    t836 = _new(_C_ProduceResponse_NodeEndpoint)
                    t836.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n837 = buf[pos] - 1
                    if 0 <= n837 < 127:
                        x838 = pos + 1 + n837
                        if x838 > blen:
                            raise _bad_length(n837, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t836.host = str(buf[pos + 1:x838], 'utf-8')
                        pos = x838
                    else:
                        t836.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t836.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n839 = buf[pos] - 1
                    if 0 <= n839 < 127:
                        x840 = pos + 1 + n839
                        if x840 > blen:
                            raise _bad_length(n839, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t836.rack = str(buf[pos + 1:x840], 'utf-8')
                        pos = x840
                    else:
                        t836.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t836._unknown_tags = None
                    else:
                        nt841, pos = _ruv(buf, pos)
                        if nt841 * 2 > blen - pos:
                            raise _array_too_long(nt841, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk842 = None
                        for _ in range(nt841):
                            tg843, pos = _ruv(buf, pos)
                            sz844, pos = _ruv(buf, pos)
                            x845 = pos + sz844
                            if x845 > blen:
                                raise _bad_length(sz844, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk842 is None:
                                uk842 = []
                            uk842.append((tg843, bytes(buf[pos:x845])))
                            pos = x845
                        t836._unknown_tags = uk842
                    ap835(t836)
                o.node_endpoints = l834
                if pos != x832:
                    raise _tag_size_mismatch(tg830, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk829 is None:
                    uk829 = []
                uk829.append((tg830, bytes(buf[pos:x832])))
                pos = x832
        o._unknown_tags = uk829
    return o, pos


def _enc_ProduceResponse_v13(o):
    parts = []
    a = parts.append
    l846 = o.responses
    n847 = len(l846) + 1
    a(_UV[n847] if n847 < 128 else _uv(n847))
    for e848 in l846:
        a(_S_U.pack(e848.topic_id.bytes))
        l849 = e848.partition_responses
        n850 = len(l849) + 1
        a(_UV[n850] if n850 < 128 else _uv(n850))
        for e851 in l849:
            a(_S_ihqqq.pack(e851.index, e851.error_code, e851.base_offset, e851.log_append_time_ms, e851.log_start_offset))
            l852 = e851.record_errors
            n853 = len(l852) + 1
            a(_UV[n853] if n853 < 128 else _uv(n853))
            for e854 in l852:
                a(_S_i.pack(e854.batch_index))
                s855 = e854.batch_index_error_message
                if s855 is None:
                    a(_H0)
                else:
                    b856 = s855.encode()
                    n857 = len(b856) + 1
                    a(_UV[n857] if n857 < 128 else _uv(n857))
                    a(b856)
                u858 = e854._unknown_tags
                if u858 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u858)
            s859 = e851.error_message
            if s859 is None:
                a(_H0)
            else:
                b860 = s859.encode()
                n861 = len(b860) + 1
                a(_UV[n861] if n861 < 128 else _uv(n861))
                a(b860)
            k862 = []
            if (e851.current_leader.leader_id != -1 or e851.current_leader.leader_epoch != -1 or e851.current_leader._unknown_tags is not None):
                p863 = []
                t864 = e851.current_leader
                p863.append(_S_ii.pack(t864.leader_id, t864.leader_epoch))
                u865 = t864._unknown_tags
                if u865 is None:
                    p863.append(_H0)
                else:
                    _write_tags(p863.append, None, u865)
                k862.append((0, b''.join(p863)))
            u866 = e851._unknown_tags
            if k862 or u866 is not None:
                _write_tags(a, k862, u866)
            else:
                a(_H0)
        u867 = e848._unknown_tags
        if u867 is None:
            a(_H0)
        else:
            _write_tags(a, None, u867)
    a(_S_i.pack(o.throttle_time_ms))
    k868 = []
    if o.node_endpoints:
        p869 = []
        l870 = o.node_endpoints
        n871 = len(l870) + 1
        p869.append(_UV[n871] if n871 < 128 else _uv(n871))
        for e872 in l870:
            p869.append(_S_i.pack(e872.node_id))
            s873 = e872.host
            b874 = s873.encode()
            n875 = len(b874) + 1
            p869.append(_UV[n875] if n875 < 128 else _uv(n875))
            p869.append(b874)
            p869.append(_S_i.pack(e872.port))
            s876 = e872.rack
            if s876 is None:
                p869.append(_H0)
            else:
                b877 = s876.encode()
                n878 = len(b877) + 1
                p869.append(_UV[n878] if n878 < 128 else _uv(n878))
                p869.append(b877)
            u879 = e872._unknown_tags
            if u879 is None:
                p869.append(_H0)
            else:
                _write_tags(p869.append, None, u879)
        k868.append((0, b''.join(p869)))
    u880 = o._unknown_tags
    if k868 or u880 is not None:
        _write_tags(a, k868, u880)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v13(buf, pos):
    blen = len(buf)
    o = _new(ProduceResponse)
    n881 = buf[pos] - 1
    if 0 <= n881 < 127:
        pos += 1
    else:
        n881, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l882 = []
    ap883 = l882.append
    for _ in range(n881):
        t884 = _new(_C_ProduceResponse_TopicProduceResponse)
        u885, = _S_U.unpack_from(buf, pos)
        pos += 16
        t884.topic_id = _uuid_from(u885)
        n886 = buf[pos] - 1
        if 0 <= n886 < 127:
            pos += 1
        else:
            n886, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l887 = []
        ap888 = l887.append
        for _ in range(n886):
            t889 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t889.index, t889.error_code, t889.base_offset, t889.log_append_time_ms, t889.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n890 = buf[pos] - 1
            if 0 <= n890 < 127:
                pos += 1
            else:
                n890, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l891 = []
            ap892 = l891.append
            for _ in range(n890):
                t893 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t893.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n894 = buf[pos] - 1
                if 0 <= n894 < 127:
                    x895 = pos + 1 + n894
                    if x895 > blen:
                        raise _bad_length(n894, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t893.batch_index_error_message = str(buf[pos + 1:x895], 'utf-8')
                    pos = x895
                else:
                    t893.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t893._unknown_tags = None
                else:
                    nt896, pos = _ruv(buf, pos)
                    if nt896 * 2 > blen - pos:
                        raise _array_too_long(nt896, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk897 = None
                    for _ in range(nt896):
                        tg898, pos = _ruv(buf, pos)
                        sz899, pos = _ruv(buf, pos)
                        x900 = pos + sz899
                        if x900 > blen:
                            raise _bad_length(sz899, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk897 is None:
                            uk897 = []
                        uk897.append((tg898, bytes(buf[pos:x900])))
                        pos = x900
                    t893._unknown_tags = uk897
                ap892(t893)
            t889.record_errors = l891
            n901 = buf[pos] - 1
            if 0 <= n901 < 127:
                x902 = pos + 1 + n901
                if x902 > blen:
                    raise _bad_length(n901, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t889.error_message = str(buf[pos + 1:x902], 'utf-8')
                pos = x902
            else:
                t889.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t889.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t889._unknown_tags = None
            else:
                nt903, pos = _ruv(buf, pos)
                if nt903 * 2 > blen - pos:
                    raise _array_too_long(nt903, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk904 = None
                for _ in range(nt903):
                    tg905, pos = _ruv(buf, pos)
                    sz906, pos = _ruv(buf, pos)
                    x907 = pos + sz906
                    if x907 > blen:
                        raise _bad_length(sz906, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg905 == 0:
                        t908 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t908.leader_id, t908.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t908._unknown_tags = None
                        else:
                            nt909, pos = _ruv(buf, pos)
                            if nt909 * 2 > blen - pos:
                                raise _array_too_long(nt909, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk910 = None
                            for _ in range(nt909):
                                tg911, pos = _ruv(buf, pos)
                                sz912, pos = _ruv(buf, pos)
                                x913 = pos + sz912
                                if x913 > blen:
                                    raise _bad_length(sz912, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk910 is None:
                                    uk910 = []
                                uk910.append((tg911, bytes(buf[pos:x913])))
                                pos = x913
                            t908._unknown_tags = uk910
                        t889.current_leader = t908
                        if pos != x907:
                            raise _tag_size_mismatch(tg905, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk904 is None:
                            uk904 = []
                        uk904.append((tg905, bytes(buf[pos:x907])))
                        pos = x907
                t889._unknown_tags = uk904
            ap888(t889)
        t884.partition_responses = l887
        t884.name = ''
        if buf[pos] == 0:
            pos += 1
            t884._unknown_tags = None
        else:
            nt914, pos = _ruv(buf, pos)
            if nt914 * 2 > blen - pos:
                raise _array_too_long(nt914, 'ProduceResponse.Responses._tagged_fields', pos)
            uk915 = None
            for _ in range(nt914):
                tg916, pos = _ruv(buf, pos)
                sz917, pos = _ruv(buf, pos)
                x918 = pos + sz917
                if x918 > blen:
                    raise _bad_length(sz917, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk915 is None:
                    uk915 = []
                uk915.append((tg916, bytes(buf[pos:x918])))
                pos = x918
            t884._unknown_tags = uk915
        ap883(t884)
    o.responses = l882
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt919, pos = _ruv(buf, pos)
        if nt919 * 2 > blen - pos:
            raise _array_too_long(nt919, 'ProduceResponse._tagged_fields', pos)
        uk920 = None
        for _ in range(nt919):
            tg921, pos = _ruv(buf, pos)
            sz922, pos = _ruv(buf, pos)
            x923 = pos + sz922
            if x923 > blen:
                raise _bad_length(sz922, 'ProduceResponse._tagged_fields', pos)
            if tg921 == 0:
                n924 = buf[pos] - 1
                if 0 <= n924 < 127:
                    pos += 1
                else:
                    n924, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l925 = []
                ap926 = l925.append
                for _ in range(n924):
                    t927 = _new(_C_ProduceResponse_NodeEndpoint)
                    t927.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n928 = buf[pos] - 1
                    if 0 <= n928 < 127:
                        x929 = pos + 1 + n928
                        if x929 > blen:
                            raise _bad_length(n928, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t927.host = str(buf[pos + 1:x929], 'utf-8')
                        pos = x929
                    else:
                        t927.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t927.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n930 = buf[pos] - 1
                    if 0 <= n930 < 127:
                        x931 = pos + 1 + n930
                        if x931 > blen:
                            raise _bad_length(n930, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t927.rack = str(buf[pos + 1:x931], 'utf-8')
                        pos = x931
                    else:
                        t927.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t927._unknown_tags = None
                    else:
                        nt932, pos = _ruv(buf, pos)
                        if nt932 * 2 > blen - pos:
                            raise _array_too_long(nt932, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk933 = None
                        for _ in range(nt932):
                            tg934, pos = _ruv(buf, pos)
                            sz935, pos = _ruv(buf, pos)
                            x936 = pos + sz935
                            if x936 > blen:
                                raise _bad_length(sz935, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk933 is None:
                                uk933 = []
                            uk933.append((tg934, bytes(buf[pos:x936])))
                            pos = x936
                        t927._unknown_tags = uk933
                    ap926(t927)
                o.node_endpoints = l925
                if pos != x923:
                    raise _tag_size_mismatch(tg921, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk920 is None:
                    uk920 = []
                uk920.append((tg921, bytes(buf[pos:x923])))
                pos = x923
        o._unknown_tags = uk920
    return o, pos


ProduceResponse._ENC = {3: _enc_ProduceResponse_v3, 4: _enc_ProduceResponse_v4, 5: _enc_ProduceResponse_v5, 6: _enc_ProduceResponse_v6, 7: _enc_ProduceResponse_v7, 8: _enc_ProduceResponse_v8, 9: _enc_ProduceResponse_v9, 10: _enc_ProduceResponse_v10, 11: _enc_ProduceResponse_v11, 12: _enc_ProduceResponse_v12, 13: _enc_ProduceResponse_v13}
ProduceResponse._DEC = {3: _dec_ProduceResponse_v3, 4: _dec_ProduceResponse_v4, 5: _dec_ProduceResponse_v5, 6: _dec_ProduceResponse_v6, 7: _dec_ProduceResponse_v7, 8: _dec_ProduceResponse_v8, 9: _dec_ProduceResponse_v9, 10: _dec_ProduceResponse_v10, 11: _dec_ProduceResponse_v11, 12: _dec_ProduceResponse_v12, 13: _dec_ProduceResponse_v13}


_LINES = {
    124: 'ProduceRequest.TransactionalId',
    125: 'ProduceRequest.TransactionalId',
    126: 'ProduceRequest.TransactionalId',
    127: 'ProduceRequest.TransactionalId',
    128: 'ProduceRequest.TransactionalId',
    129: 'ProduceRequest.TransactionalId',
    130: 'ProduceRequest.TransactionalId',
    131: 'ProduceRequest.Acks,TimeoutMs',
    132: 'ProduceRequest.TopicData',
    133: 'ProduceRequest.TopicData',
    134: 'ProduceRequest.TopicData',
    135: 'ProduceRequest.TopicData.Name',
    136: 'ProduceRequest.TopicData.Name',
    137: 'ProduceRequest.TopicData.Name',
    138: 'ProduceRequest.TopicData.Name',
    139: 'ProduceRequest.TopicData.PartitionData',
    140: 'ProduceRequest.TopicData.PartitionData',
    141: 'ProduceRequest.TopicData.PartitionData',
    142: 'ProduceRequest.TopicData.PartitionData.Index',
    143: 'ProduceRequest.TopicData.PartitionData.Records',
    144: 'ProduceRequest.TopicData.PartitionData.Records',
    145: 'ProduceRequest.TopicData.PartitionData.Records',
    146: 'ProduceRequest.TopicData.PartitionData.Records',
    147: 'ProduceRequest.TopicData.PartitionData.Records',
    148: 'ProduceRequest.TopicData.PartitionData.Records',
    156: 'ProduceRequest.TransactionalId',
    161: 'ProduceRequest.TransactionalId',
    164: 'ProduceRequest.TransactionalId',
    165: 'ProduceRequest.Acks,TimeoutMs',
    167: 'ProduceRequest.TopicData',
    172: 'ProduceRequest.TopicData.Name',
    177: 'ProduceRequest.TopicData.Name',
    180: 'ProduceRequest.TopicData.Name',
    181: 'ProduceRequest.TopicData.PartitionData',
    186: 'ProduceRequest.TopicData.PartitionData.Index',
    188: 'ProduceRequest.TopicData.PartitionData.Records',
    214: 'ProduceRequest.TransactionalId',
    215: 'ProduceRequest.TransactionalId',
    216: 'ProduceRequest.TransactionalId',
    217: 'ProduceRequest.TransactionalId',
    218: 'ProduceRequest.TransactionalId',
    219: 'ProduceRequest.TransactionalId',
    220: 'ProduceRequest.TransactionalId',
    221: 'ProduceRequest.Acks,TimeoutMs',
    222: 'ProduceRequest.TopicData',
    223: 'ProduceRequest.TopicData',
    224: 'ProduceRequest.TopicData',
    225: 'ProduceRequest.TopicData.Name',
    226: 'ProduceRequest.TopicData.Name',
    227: 'ProduceRequest.TopicData.Name',
    228: 'ProduceRequest.TopicData.Name',
    229: 'ProduceRequest.TopicData.PartitionData',
    230: 'ProduceRequest.TopicData.PartitionData',
    231: 'ProduceRequest.TopicData.PartitionData',
    232: 'ProduceRequest.TopicData.PartitionData.Index',
    233: 'ProduceRequest.TopicData.PartitionData.Records',
    234: 'ProduceRequest.TopicData.PartitionData.Records',
    235: 'ProduceRequest.TopicData.PartitionData.Records',
    236: 'ProduceRequest.TopicData.PartitionData.Records',
    237: 'ProduceRequest.TopicData.PartitionData.Records',
    238: 'ProduceRequest.TopicData.PartitionData.Records',
    246: 'ProduceRequest.TransactionalId',
    251: 'ProduceRequest.TransactionalId',
    254: 'ProduceRequest.TransactionalId',
    255: 'ProduceRequest.Acks,TimeoutMs',
    257: 'ProduceRequest.TopicData',
    262: 'ProduceRequest.TopicData.Name',
    267: 'ProduceRequest.TopicData.Name',
    270: 'ProduceRequest.TopicData.Name',
    271: 'ProduceRequest.TopicData.PartitionData',
    276: 'ProduceRequest.TopicData.PartitionData.Index',
    278: 'ProduceRequest.TopicData.PartitionData.Records',
    304: 'ProduceRequest.TransactionalId',
    305: 'ProduceRequest.TransactionalId',
    306: 'ProduceRequest.TransactionalId',
    307: 'ProduceRequest.TransactionalId',
    308: 'ProduceRequest.TransactionalId',
    309: 'ProduceRequest.TransactionalId',
    310: 'ProduceRequest.TransactionalId',
    311: 'ProduceRequest.Acks,TimeoutMs',
    312: 'ProduceRequest.TopicData',
    313: 'ProduceRequest.TopicData',
    314: 'ProduceRequest.TopicData',
    315: 'ProduceRequest.TopicData.Name',
    316: 'ProduceRequest.TopicData.Name',
    317: 'ProduceRequest.TopicData.Name',
    318: 'ProduceRequest.TopicData.Name',
    319: 'ProduceRequest.TopicData.PartitionData',
    320: 'ProduceRequest.TopicData.PartitionData',
    321: 'ProduceRequest.TopicData.PartitionData',
    322: 'ProduceRequest.TopicData.PartitionData.Index',
    323: 'ProduceRequest.TopicData.PartitionData.Records',
    324: 'ProduceRequest.TopicData.PartitionData.Records',
    325: 'ProduceRequest.TopicData.PartitionData.Records',
    326: 'ProduceRequest.TopicData.PartitionData.Records',
    327: 'ProduceRequest.TopicData.PartitionData.Records',
    328: 'ProduceRequest.TopicData.PartitionData.Records',
    336: 'ProduceRequest.TransactionalId',
    341: 'ProduceRequest.TransactionalId',
    344: 'ProduceRequest.TransactionalId',
    345: 'ProduceRequest.Acks,TimeoutMs',
    347: 'ProduceRequest.TopicData',
    352: 'ProduceRequest.TopicData.Name',
    357: 'ProduceRequest.TopicData.Name',
    360: 'ProduceRequest.TopicData.Name',
    361: 'ProduceRequest.TopicData.PartitionData',
    366: 'ProduceRequest.TopicData.PartitionData.Index',
    368: 'ProduceRequest.TopicData.PartitionData.Records',
    394: 'ProduceRequest.TransactionalId',
    395: 'ProduceRequest.TransactionalId',
    396: 'ProduceRequest.TransactionalId',
    397: 'ProduceRequest.TransactionalId',
    398: 'ProduceRequest.TransactionalId',
    399: 'ProduceRequest.TransactionalId',
    400: 'ProduceRequest.TransactionalId',
    401: 'ProduceRequest.Acks,TimeoutMs',
    402: 'ProduceRequest.TopicData',
    403: 'ProduceRequest.TopicData',
    404: 'ProduceRequest.TopicData',
    405: 'ProduceRequest.TopicData.Name',
    406: 'ProduceRequest.TopicData.Name',
    407: 'ProduceRequest.TopicData.Name',
    408: 'ProduceRequest.TopicData.Name',
    409: 'ProduceRequest.TopicData.PartitionData',
    410: 'ProduceRequest.TopicData.PartitionData',
    411: 'ProduceRequest.TopicData.PartitionData',
    412: 'ProduceRequest.TopicData.PartitionData.Index',
    413: 'ProduceRequest.TopicData.PartitionData.Records',
    414: 'ProduceRequest.TopicData.PartitionData.Records',
    415: 'ProduceRequest.TopicData.PartitionData.Records',
    416: 'ProduceRequest.TopicData.PartitionData.Records',
    417: 'ProduceRequest.TopicData.PartitionData.Records',
    418: 'ProduceRequest.TopicData.PartitionData.Records',
    426: 'ProduceRequest.TransactionalId',
    431: 'ProduceRequest.TransactionalId',
    434: 'ProduceRequest.TransactionalId',
    435: 'ProduceRequest.Acks,TimeoutMs',
    437: 'ProduceRequest.TopicData',
    442: 'ProduceRequest.TopicData.Name',
    447: 'ProduceRequest.TopicData.Name',
    450: 'ProduceRequest.TopicData.Name',
    451: 'ProduceRequest.TopicData.PartitionData',
    456: 'ProduceRequest.TopicData.PartitionData.Index',
    458: 'ProduceRequest.TopicData.PartitionData.Records',
    484: 'ProduceRequest.TransactionalId',
    485: 'ProduceRequest.TransactionalId',
    486: 'ProduceRequest.TransactionalId',
    487: 'ProduceRequest.TransactionalId',
    488: 'ProduceRequest.TransactionalId',
    489: 'ProduceRequest.TransactionalId',
    490: 'ProduceRequest.TransactionalId',
    491: 'ProduceRequest.Acks,TimeoutMs',
    492: 'ProduceRequest.TopicData',
    493: 'ProduceRequest.TopicData',
    494: 'ProduceRequest.TopicData',
    495: 'ProduceRequest.TopicData.Name',
    496: 'ProduceRequest.TopicData.Name',
    497: 'ProduceRequest.TopicData.Name',
    498: 'ProduceRequest.TopicData.Name',
    499: 'ProduceRequest.TopicData.PartitionData',
    500: 'ProduceRequest.TopicData.PartitionData',
    501: 'ProduceRequest.TopicData.PartitionData',
    502: 'ProduceRequest.TopicData.PartitionData.Index',
    503: 'ProduceRequest.TopicData.PartitionData.Records',
    504: 'ProduceRequest.TopicData.PartitionData.Records',
    505: 'ProduceRequest.TopicData.PartitionData.Records',
    506: 'ProduceRequest.TopicData.PartitionData.Records',
    507: 'ProduceRequest.TopicData.PartitionData.Records',
    508: 'ProduceRequest.TopicData.PartitionData.Records',
    516: 'ProduceRequest.TransactionalId',
    521: 'ProduceRequest.TransactionalId',
    524: 'ProduceRequest.TransactionalId',
    525: 'ProduceRequest.Acks,TimeoutMs',
    527: 'ProduceRequest.TopicData',
    532: 'ProduceRequest.TopicData.Name',
    537: 'ProduceRequest.TopicData.Name',
    540: 'ProduceRequest.TopicData.Name',
    541: 'ProduceRequest.TopicData.PartitionData',
    546: 'ProduceRequest.TopicData.PartitionData.Index',
    548: 'ProduceRequest.TopicData.PartitionData.Records',
    574: 'ProduceRequest.TransactionalId',
    575: 'ProduceRequest.TransactionalId',
    576: 'ProduceRequest.TransactionalId',
    577: 'ProduceRequest.TransactionalId',
    578: 'ProduceRequest.TransactionalId',
    579: 'ProduceRequest.TransactionalId',
    580: 'ProduceRequest.TransactionalId',
    581: 'ProduceRequest.Acks,TimeoutMs',
    582: 'ProduceRequest.TopicData',
    583: 'ProduceRequest.TopicData',
    584: 'ProduceRequest.TopicData',
    585: 'ProduceRequest.TopicData.Name',
    586: 'ProduceRequest.TopicData.Name',
    587: 'ProduceRequest.TopicData.Name',
    588: 'ProduceRequest.TopicData.Name',
    589: 'ProduceRequest.TopicData.PartitionData',
    590: 'ProduceRequest.TopicData.PartitionData',
    591: 'ProduceRequest.TopicData.PartitionData',
    592: 'ProduceRequest.TopicData.PartitionData.Index',
    593: 'ProduceRequest.TopicData.PartitionData.Records',
    594: 'ProduceRequest.TopicData.PartitionData.Records',
    595: 'ProduceRequest.TopicData.PartitionData.Records',
    596: 'ProduceRequest.TopicData.PartitionData.Records',
    597: 'ProduceRequest.TopicData.PartitionData.Records',
    598: 'ProduceRequest.TopicData.PartitionData.Records',
    606: 'ProduceRequest.TransactionalId',
    611: 'ProduceRequest.TransactionalId',
    614: 'ProduceRequest.TransactionalId',
    615: 'ProduceRequest.Acks,TimeoutMs',
    617: 'ProduceRequest.TopicData',
    622: 'ProduceRequest.TopicData.Name',
    627: 'ProduceRequest.TopicData.Name',
    630: 'ProduceRequest.TopicData.Name',
    631: 'ProduceRequest.TopicData.PartitionData',
    636: 'ProduceRequest.TopicData.PartitionData.Index',
    638: 'ProduceRequest.TopicData.PartitionData.Records',
    664: 'ProduceRequest.TransactionalId',
    665: 'ProduceRequest.TransactionalId',
    666: 'ProduceRequest.TransactionalId',
    667: 'ProduceRequest.TransactionalId',
    668: 'ProduceRequest.TransactionalId',
    669: 'ProduceRequest.TransactionalId',
    670: 'ProduceRequest.TransactionalId',
    671: 'ProduceRequest.TransactionalId',
    672: 'ProduceRequest.Acks,TimeoutMs',
    673: 'ProduceRequest.TopicData',
    674: 'ProduceRequest.TopicData',
    675: 'ProduceRequest.TopicData',
    676: 'ProduceRequest.TopicData',
    677: 'ProduceRequest.TopicData.Name',
    678: 'ProduceRequest.TopicData.Name',
    679: 'ProduceRequest.TopicData.Name',
    680: 'ProduceRequest.TopicData.Name',
    681: 'ProduceRequest.TopicData.Name',
    682: 'ProduceRequest.TopicData.PartitionData',
    683: 'ProduceRequest.TopicData.PartitionData',
    684: 'ProduceRequest.TopicData.PartitionData',
    685: 'ProduceRequest.TopicData.PartitionData',
    686: 'ProduceRequest.TopicData.PartitionData.Index',
    687: 'ProduceRequest.TopicData.PartitionData.Records',
    688: 'ProduceRequest.TopicData.PartitionData.Records',
    689: 'ProduceRequest.TopicData.PartitionData.Records',
    690: 'ProduceRequest.TopicData.PartitionData.Records',
    691: 'ProduceRequest.TopicData.PartitionData.Records',
    692: 'ProduceRequest.TopicData.PartitionData.Records',
    693: 'ProduceRequest.TopicData.PartitionData.Records',
    694: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    695: 'ProduceRequest.TopicData.PartitionData',
    698: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    699: 'ProduceRequest.TopicData._unknown_tags',
    700: 'ProduceRequest.TopicData',
    703: 'ProduceRequest.TopicData._unknown_tags',
    704: 'ProduceRequest._unknown_tags',
    705: 'ProduceRequest',
    708: 'ProduceRequest._unknown_tags',
    716: 'ProduceRequest.TransactionalId',
    721: 'ProduceRequest.TransactionalId',
    724: 'ProduceRequest.TransactionalId',
    725: 'ProduceRequest.Acks,TimeoutMs',
    727: 'ProduceRequest.TopicData',
    731: 'ProduceRequest.TopicData',
    736: 'ProduceRequest.TopicData.Name',
    741: 'ProduceRequest.TopicData.Name',
    744: 'ProduceRequest.TopicData.Name',
    745: 'ProduceRequest.TopicData.PartitionData',
    749: 'ProduceRequest.TopicData.PartitionData',
    754: 'ProduceRequest.TopicData.PartitionData.Index',
    756: 'ProduceRequest.TopicData.PartitionData.Records',
    760: 'ProduceRequest.TopicData.PartitionData.Records',
    772: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    776: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    781: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    782: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    794: 'ProduceRequest.TopicData._tagged_fields',
    798: 'ProduceRequest.TopicData._tagged_fields',
    803: 'ProduceRequest.TopicData._tagged_fields',
    804: 'ProduceRequest.TopicData._tagged_fields',
    815: 'ProduceRequest._tagged_fields',
    819: 'ProduceRequest._tagged_fields',
    824: 'ProduceRequest._tagged_fields',
    825: 'ProduceRequest._tagged_fields',
    840: 'ProduceRequest.TransactionalId',
    841: 'ProduceRequest.TransactionalId',
    842: 'ProduceRequest.TransactionalId',
    843: 'ProduceRequest.TransactionalId',
    844: 'ProduceRequest.TransactionalId',
    845: 'ProduceRequest.TransactionalId',
    846: 'ProduceRequest.TransactionalId',
    847: 'ProduceRequest.TransactionalId',
    848: 'ProduceRequest.Acks,TimeoutMs',
    849: 'ProduceRequest.TopicData',
    850: 'ProduceRequest.TopicData',
    851: 'ProduceRequest.TopicData',
    852: 'ProduceRequest.TopicData',
    853: 'ProduceRequest.TopicData.Name',
    854: 'ProduceRequest.TopicData.Name',
    855: 'ProduceRequest.TopicData.Name',
    856: 'ProduceRequest.TopicData.Name',
    857: 'ProduceRequest.TopicData.Name',
    858: 'ProduceRequest.TopicData.PartitionData',
    859: 'ProduceRequest.TopicData.PartitionData',
    860: 'ProduceRequest.TopicData.PartitionData',
    861: 'ProduceRequest.TopicData.PartitionData',
    862: 'ProduceRequest.TopicData.PartitionData.Index',
    863: 'ProduceRequest.TopicData.PartitionData.Records',
    864: 'ProduceRequest.TopicData.PartitionData.Records',
    865: 'ProduceRequest.TopicData.PartitionData.Records',
    866: 'ProduceRequest.TopicData.PartitionData.Records',
    867: 'ProduceRequest.TopicData.PartitionData.Records',
    868: 'ProduceRequest.TopicData.PartitionData.Records',
    869: 'ProduceRequest.TopicData.PartitionData.Records',
    870: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    871: 'ProduceRequest.TopicData.PartitionData',
    874: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    875: 'ProduceRequest.TopicData._unknown_tags',
    876: 'ProduceRequest.TopicData',
    879: 'ProduceRequest.TopicData._unknown_tags',
    880: 'ProduceRequest._unknown_tags',
    881: 'ProduceRequest',
    884: 'ProduceRequest._unknown_tags',
    892: 'ProduceRequest.TransactionalId',
    897: 'ProduceRequest.TransactionalId',
    900: 'ProduceRequest.TransactionalId',
    901: 'ProduceRequest.Acks,TimeoutMs',
    903: 'ProduceRequest.TopicData',
    907: 'ProduceRequest.TopicData',
    912: 'ProduceRequest.TopicData.Name',
    917: 'ProduceRequest.TopicData.Name',
    920: 'ProduceRequest.TopicData.Name',
    921: 'ProduceRequest.TopicData.PartitionData',
    925: 'ProduceRequest.TopicData.PartitionData',
    930: 'ProduceRequest.TopicData.PartitionData.Index',
    932: 'ProduceRequest.TopicData.PartitionData.Records',
    936: 'ProduceRequest.TopicData.PartitionData.Records',
    948: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    952: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    957: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    958: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    970: 'ProduceRequest.TopicData._tagged_fields',
    974: 'ProduceRequest.TopicData._tagged_fields',
    979: 'ProduceRequest.TopicData._tagged_fields',
    980: 'ProduceRequest.TopicData._tagged_fields',
    991: 'ProduceRequest._tagged_fields',
    995: 'ProduceRequest._tagged_fields',
    1000: 'ProduceRequest._tagged_fields',
    1001: 'ProduceRequest._tagged_fields',
    1016: 'ProduceRequest.TransactionalId',
    1017: 'ProduceRequest.TransactionalId',
    1018: 'ProduceRequest.TransactionalId',
    1019: 'ProduceRequest.TransactionalId',
    1020: 'ProduceRequest.TransactionalId',
    1021: 'ProduceRequest.TransactionalId',
    1022: 'ProduceRequest.TransactionalId',
    1023: 'ProduceRequest.TransactionalId',
    1024: 'ProduceRequest.Acks,TimeoutMs',
    1025: 'ProduceRequest.TopicData',
    1026: 'ProduceRequest.TopicData',
    1027: 'ProduceRequest.TopicData',
    1028: 'ProduceRequest.TopicData',
    1029: 'ProduceRequest.TopicData.Name',
    1030: 'ProduceRequest.TopicData.Name',
    1031: 'ProduceRequest.TopicData.Name',
    1032: 'ProduceRequest.TopicData.Name',
    1033: 'ProduceRequest.TopicData.Name',
    1034: 'ProduceRequest.TopicData.PartitionData',
    1035: 'ProduceRequest.TopicData.PartitionData',
    1036: 'ProduceRequest.TopicData.PartitionData',
    1037: 'ProduceRequest.TopicData.PartitionData',
    1038: 'ProduceRequest.TopicData.PartitionData.Index',
    1039: 'ProduceRequest.TopicData.PartitionData.Records',
    1040: 'ProduceRequest.TopicData.PartitionData.Records',
    1041: 'ProduceRequest.TopicData.PartitionData.Records',
    1042: 'ProduceRequest.TopicData.PartitionData.Records',
    1043: 'ProduceRequest.TopicData.PartitionData.Records',
    1044: 'ProduceRequest.TopicData.PartitionData.Records',
    1045: 'ProduceRequest.TopicData.PartitionData.Records',
    1046: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1047: 'ProduceRequest.TopicData.PartitionData',
    1050: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1051: 'ProduceRequest.TopicData._unknown_tags',
    1052: 'ProduceRequest.TopicData',
    1055: 'ProduceRequest.TopicData._unknown_tags',
    1056: 'ProduceRequest._unknown_tags',
    1057: 'ProduceRequest',
    1060: 'ProduceRequest._unknown_tags',
    1068: 'ProduceRequest.TransactionalId',
    1073: 'ProduceRequest.TransactionalId',
    1076: 'ProduceRequest.TransactionalId',
    1077: 'ProduceRequest.Acks,TimeoutMs',
    1079: 'ProduceRequest.TopicData',
    1083: 'ProduceRequest.TopicData',
    1088: 'ProduceRequest.TopicData.Name',
    1093: 'ProduceRequest.TopicData.Name',
    1096: 'ProduceRequest.TopicData.Name',
    1097: 'ProduceRequest.TopicData.PartitionData',
    1101: 'ProduceRequest.TopicData.PartitionData',
    1106: 'ProduceRequest.TopicData.PartitionData.Index',
    1108: 'ProduceRequest.TopicData.PartitionData.Records',
    1112: 'ProduceRequest.TopicData.PartitionData.Records',
    1124: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1128: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1133: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1134: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1146: 'ProduceRequest.TopicData._tagged_fields',
    1150: 'ProduceRequest.TopicData._tagged_fields',
    1155: 'ProduceRequest.TopicData._tagged_fields',
    1156: 'ProduceRequest.TopicData._tagged_fields',
    1167: 'ProduceRequest._tagged_fields',
    1171: 'ProduceRequest._tagged_fields',
    1176: 'ProduceRequest._tagged_fields',
    1177: 'ProduceRequest._tagged_fields',
    1192: 'ProduceRequest.TransactionalId',
    1193: 'ProduceRequest.TransactionalId',
    1194: 'ProduceRequest.TransactionalId',
    1195: 'ProduceRequest.TransactionalId',
    1196: 'ProduceRequest.TransactionalId',
    1197: 'ProduceRequest.TransactionalId',
    1198: 'ProduceRequest.TransactionalId',
    1199: 'ProduceRequest.TransactionalId',
    1200: 'ProduceRequest.Acks,TimeoutMs',
    1201: 'ProduceRequest.TopicData',
    1202: 'ProduceRequest.TopicData',
    1203: 'ProduceRequest.TopicData',
    1204: 'ProduceRequest.TopicData',
    1205: 'ProduceRequest.TopicData.Name',
    1206: 'ProduceRequest.TopicData.Name',
    1207: 'ProduceRequest.TopicData.Name',
    1208: 'ProduceRequest.TopicData.Name',
    1209: 'ProduceRequest.TopicData.Name',
    1210: 'ProduceRequest.TopicData.PartitionData',
    1211: 'ProduceRequest.TopicData.PartitionData',
    1212: 'ProduceRequest.TopicData.PartitionData',
    1213: 'ProduceRequest.TopicData.PartitionData',
    1214: 'ProduceRequest.TopicData.PartitionData.Index',
    1215: 'ProduceRequest.TopicData.PartitionData.Records',
    1216: 'ProduceRequest.TopicData.PartitionData.Records',
    1217: 'ProduceRequest.TopicData.PartitionData.Records',
    1218: 'ProduceRequest.TopicData.PartitionData.Records',
    1219: 'ProduceRequest.TopicData.PartitionData.Records',
    1220: 'ProduceRequest.TopicData.PartitionData.Records',
    1221: 'ProduceRequest.TopicData.PartitionData.Records',
    1222: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1223: 'ProduceRequest.TopicData.PartitionData',
    1226: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1227: 'ProduceRequest.TopicData._unknown_tags',
    1228: 'ProduceRequest.TopicData',
    1231: 'ProduceRequest.TopicData._unknown_tags',
    1232: 'ProduceRequest._unknown_tags',
    1233: 'ProduceRequest',
    1236: 'ProduceRequest._unknown_tags',
    1244: 'ProduceRequest.TransactionalId',
    1249: 'ProduceRequest.TransactionalId',
    1252: 'ProduceRequest.TransactionalId',
    1253: 'ProduceRequest.Acks,TimeoutMs',
    1255: 'ProduceRequest.TopicData',
    1259: 'ProduceRequest.TopicData',
    1264: 'ProduceRequest.TopicData.Name',
    1269: 'ProduceRequest.TopicData.Name',
    1272: 'ProduceRequest.TopicData.Name',
    1273: 'ProduceRequest.TopicData.PartitionData',
    1277: 'ProduceRequest.TopicData.PartitionData',
    1282: 'ProduceRequest.TopicData.PartitionData.Index',
    1284: 'ProduceRequest.TopicData.PartitionData.Records',
    1288: 'ProduceRequest.TopicData.PartitionData.Records',
    1300: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1304: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1309: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1310: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1322: 'ProduceRequest.TopicData._tagged_fields',
    1326: 'ProduceRequest.TopicData._tagged_fields',
    1331: 'ProduceRequest.TopicData._tagged_fields',
    1332: 'ProduceRequest.TopicData._tagged_fields',
    1343: 'ProduceRequest._tagged_fields',
    1347: 'ProduceRequest._tagged_fields',
    1352: 'ProduceRequest._tagged_fields',
    1353: 'ProduceRequest._tagged_fields',
    1368: 'ProduceRequest.TransactionalId',
    1369: 'ProduceRequest.TransactionalId',
    1370: 'ProduceRequest.TransactionalId',
    1371: 'ProduceRequest.TransactionalId',
    1372: 'ProduceRequest.TransactionalId',
    1373: 'ProduceRequest.TransactionalId',
    1374: 'ProduceRequest.TransactionalId',
    1375: 'ProduceRequest.TransactionalId',
    1376: 'ProduceRequest.Acks,TimeoutMs',
    1377: 'ProduceRequest.TopicData',
    1378: 'ProduceRequest.TopicData',
    1379: 'ProduceRequest.TopicData',
    1380: 'ProduceRequest.TopicData',
    1381: 'ProduceRequest.TopicData.TopicId',
    1382: 'ProduceRequest.TopicData.PartitionData',
    1383: 'ProduceRequest.TopicData.PartitionData',
    1384: 'ProduceRequest.TopicData.PartitionData',
    1385: 'ProduceRequest.TopicData.PartitionData',
    1386: 'ProduceRequest.TopicData.PartitionData.Index',
    1387: 'ProduceRequest.TopicData.PartitionData.Records',
    1388: 'ProduceRequest.TopicData.PartitionData.Records',
    1389: 'ProduceRequest.TopicData.PartitionData.Records',
    1390: 'ProduceRequest.TopicData.PartitionData.Records',
    1391: 'ProduceRequest.TopicData.PartitionData.Records',
    1392: 'ProduceRequest.TopicData.PartitionData.Records',
    1393: 'ProduceRequest.TopicData.PartitionData.Records',
    1394: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1395: 'ProduceRequest.TopicData.PartitionData',
    1398: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1399: 'ProduceRequest.TopicData._unknown_tags',
    1400: 'ProduceRequest.TopicData',
    1403: 'ProduceRequest.TopicData._unknown_tags',
    1404: 'ProduceRequest._unknown_tags',
    1405: 'ProduceRequest',
    1408: 'ProduceRequest._unknown_tags',
    1416: 'ProduceRequest.TransactionalId',
    1421: 'ProduceRequest.TransactionalId',
    1424: 'ProduceRequest.TransactionalId',
    1425: 'ProduceRequest.Acks,TimeoutMs',
    1427: 'ProduceRequest.TopicData',
    1431: 'ProduceRequest.TopicData',
    1436: 'ProduceRequest.TopicData.TopicId',
    1439: 'ProduceRequest.TopicData.PartitionData',
    1443: 'ProduceRequest.TopicData.PartitionData',
    1448: 'ProduceRequest.TopicData.PartitionData.Index',
    1450: 'ProduceRequest.TopicData.PartitionData.Records',
    1454: 'ProduceRequest.TopicData.PartitionData.Records',
    1466: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1470: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1475: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1476: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1488: 'ProduceRequest.TopicData._tagged_fields',
    1492: 'ProduceRequest.TopicData._tagged_fields',
    1497: 'ProduceRequest.TopicData._tagged_fields',
    1498: 'ProduceRequest.TopicData._tagged_fields',
    1509: 'ProduceRequest._tagged_fields',
    1513: 'ProduceRequest._tagged_fields',
    1518: 'ProduceRequest._tagged_fields',
    1519: 'ProduceRequest._tagged_fields',
    1697: 'ProduceResponse.Responses',
    1698: 'ProduceResponse.Responses',
    1699: 'ProduceResponse.Responses',
    1700: 'ProduceResponse.Responses.Name',
    1701: 'ProduceResponse.Responses.Name',
    1702: 'ProduceResponse.Responses.Name',
    1703: 'ProduceResponse.Responses.Name',
    1704: 'ProduceResponse.Responses.PartitionResponses',
    1705: 'ProduceResponse.Responses.PartitionResponses',
    1706: 'ProduceResponse.Responses.PartitionResponses',
    1707: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1708: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1710: 'ProduceResponse.ThrottleTimeMs',
    1711: 'ProduceResponse.NodeEndpoints',
    1719: 'ProduceResponse.Responses',
    1724: 'ProduceResponse.Responses.Name',
    1729: 'ProduceResponse.Responses.Name',
    1732: 'ProduceResponse.Responses.Name',
    1733: 'ProduceResponse.Responses.PartitionResponses',
    1738: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1751: 'ProduceResponse.ThrottleTimeMs',
    1761: 'ProduceResponse.Responses',
    1762: 'ProduceResponse.Responses',
    1763: 'ProduceResponse.Responses',
    1764: 'ProduceResponse.Responses.Name',
    1765: 'ProduceResponse.Responses.Name',
    1766: 'ProduceResponse.Responses.Name',
    1767: 'ProduceResponse.Responses.Name',
    1768: 'ProduceResponse.Responses.PartitionResponses',
    1769: 'ProduceResponse.Responses.PartitionResponses',
    1770: 'ProduceResponse.Responses.PartitionResponses',
    1771: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1772: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1774: 'ProduceResponse.ThrottleTimeMs',
    1775: 'ProduceResponse.NodeEndpoints',
    1783: 'ProduceResponse.Responses',
    1788: 'ProduceResponse.Responses.Name',
    1793: 'ProduceResponse.Responses.Name',
    1796: 'ProduceResponse.Responses.Name',
    1797: 'ProduceResponse.Responses.PartitionResponses',
    1802: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1815: 'ProduceResponse.ThrottleTimeMs',
    1825: 'ProduceResponse.Responses',
    1826: 'ProduceResponse.Responses',
    1827: 'ProduceResponse.Responses',
    1828: 'ProduceResponse.Responses.Name',
    1829: 'ProduceResponse.Responses.Name',
    1830: 'ProduceResponse.Responses.Name',
    1831: 'ProduceResponse.Responses.Name',
    1832: 'ProduceResponse.Responses.PartitionResponses',
    1833: 'ProduceResponse.Responses.PartitionResponses',
    1834: 'ProduceResponse.Responses.PartitionResponses',
    1835: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1836: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1838: 'ProduceResponse.ThrottleTimeMs',
    1839: 'ProduceResponse.NodeEndpoints',
    1847: 'ProduceResponse.Responses',
    1852: 'ProduceResponse.Responses.Name',
    1857: 'ProduceResponse.Responses.Name',
    1860: 'ProduceResponse.Responses.Name',
    1861: 'ProduceResponse.Responses.PartitionResponses',
    1866: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1878: 'ProduceResponse.ThrottleTimeMs',
    1888: 'ProduceResponse.Responses',
    1889: 'ProduceResponse.Responses',
    1890: 'ProduceResponse.Responses',
    1891: 'ProduceResponse.Responses.Name',
    1892: 'ProduceResponse.Responses.Name',
    1893: 'ProduceResponse.Responses.Name',
    1894: 'ProduceResponse.Responses.Name',
    1895: 'ProduceResponse.Responses.PartitionResponses',
    1896: 'ProduceResponse.Responses.PartitionResponses',
    1897: 'ProduceResponse.Responses.PartitionResponses',
    1898: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1899: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1901: 'ProduceResponse.ThrottleTimeMs',
    1902: 'ProduceResponse.NodeEndpoints',
    1910: 'ProduceResponse.Responses',
    1915: 'ProduceResponse.Responses.Name',
    1920: 'ProduceResponse.Responses.Name',
    1923: 'ProduceResponse.Responses.Name',
    1924: 'ProduceResponse.Responses.PartitionResponses',
    1929: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1941: 'ProduceResponse.ThrottleTimeMs',
    1951: 'ProduceResponse.Responses',
    1952: 'ProduceResponse.Responses',
    1953: 'ProduceResponse.Responses',
    1954: 'ProduceResponse.Responses.Name',
    1955: 'ProduceResponse.Responses.Name',
    1956: 'ProduceResponse.Responses.Name',
    1957: 'ProduceResponse.Responses.Name',
    1958: 'ProduceResponse.Responses.PartitionResponses',
    1959: 'ProduceResponse.Responses.PartitionResponses',
    1960: 'ProduceResponse.Responses.PartitionResponses',
    1961: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    1962: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1964: 'ProduceResponse.ThrottleTimeMs',
    1965: 'ProduceResponse.NodeEndpoints',
    1973: 'ProduceResponse.Responses',
    1978: 'ProduceResponse.Responses.Name',
    1983: 'ProduceResponse.Responses.Name',
    1986: 'ProduceResponse.Responses.Name',
    1987: 'ProduceResponse.Responses.PartitionResponses',
    1992: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2004: 'ProduceResponse.ThrottleTimeMs',
    2014: 'ProduceResponse.Responses',
    2015: 'ProduceResponse.Responses',
    2016: 'ProduceResponse.Responses',
    2017: 'ProduceResponse.Responses.Name',
    2018: 'ProduceResponse.Responses.Name',
    2019: 'ProduceResponse.Responses.Name',
    2020: 'ProduceResponse.Responses.Name',
    2021: 'ProduceResponse.Responses.PartitionResponses',
    2022: 'ProduceResponse.Responses.PartitionResponses',
    2023: 'ProduceResponse.Responses.PartitionResponses',
    2024: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2025: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2026: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2027: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2028: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2029: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2030: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2031: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2032: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2033: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2034: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2035: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2036: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2037: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2038: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2039: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2040: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2041: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2042: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2043: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2045: 'ProduceResponse.ThrottleTimeMs',
    2046: 'ProduceResponse.NodeEndpoints',
    2054: 'ProduceResponse.Responses',
    2059: 'ProduceResponse.Responses.Name',
    2064: 'ProduceResponse.Responses.Name',
    2067: 'ProduceResponse.Responses.Name',
    2068: 'ProduceResponse.Responses.PartitionResponses',
    2073: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2075: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2080: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2082: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2087: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2090: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2094: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2099: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2102: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2111: 'ProduceResponse.ThrottleTimeMs',
    2121: 'ProduceResponse.Responses',
    2122: 'ProduceResponse.Responses',
    2123: 'ProduceResponse.Responses',
    2124: 'ProduceResponse.Responses',
    2125: 'ProduceResponse.Responses.Name',
    2126: 'ProduceResponse.Responses.Name',
    2127: 'ProduceResponse.Responses.Name',
    2128: 'ProduceResponse.Responses.Name',
    2129: 'ProduceResponse.Responses.Name',
    2130: 'ProduceResponse.Responses.PartitionResponses',
    2131: 'ProduceResponse.Responses.PartitionResponses',
    2132: 'ProduceResponse.Responses.PartitionResponses',
    2133: 'ProduceResponse.Responses.PartitionResponses',
    2134: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2135: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2136: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2137: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2138: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2139: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2140: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2141: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2142: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2143: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2144: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2145: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2146: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2147: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2148: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2149: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2152: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2153: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2154: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2155: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2156: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2157: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2158: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2159: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2160: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2161: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2163: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2164: 'ProduceResponse.Responses.PartitionResponses',
    2167: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2168: 'ProduceResponse.Responses._unknown_tags',
    2169: 'ProduceResponse.Responses',
    2172: 'ProduceResponse.Responses._unknown_tags',
    2173: 'ProduceResponse.ThrottleTimeMs',
    2174: 'ProduceResponse.NodeEndpoints',
    2176: 'ProduceResponse._unknown_tags',
    2177: 'ProduceResponse',
    2180: 'ProduceResponse._unknown_tags',
    2187: 'ProduceResponse.Responses',
    2191: 'ProduceResponse.Responses',
    2196: 'ProduceResponse.Responses.Name',
    2201: 'ProduceResponse.Responses.Name',
    2204: 'ProduceResponse.Responses.Name',
    2205: 'ProduceResponse.Responses.PartitionResponses',
    2209: 'ProduceResponse.Responses.PartitionResponses',
    2214: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2216: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2220: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2225: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2227: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2232: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2235: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2236: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2240: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2245: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2246: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2257: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2262: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2265: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2267: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2271: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2276: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2277: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2289: 'ProduceResponse.Responses._tagged_fields',
    2293: 'ProduceResponse.Responses._tagged_fields',
    2298: 'ProduceResponse.Responses._tagged_fields',
    2299: 'ProduceResponse.Responses._tagged_fields',
    2310: 'ProduceResponse.ThrottleTimeMs',
    2313: 'ProduceResponse._tagged_fields',
    2317: 'ProduceResponse._tagged_fields',
    2322: 'ProduceResponse._tagged_fields',
    2323: 'ProduceResponse._tagged_fields',
    2338: 'ProduceResponse.Responses',
    2339: 'ProduceResponse.Responses',
    2340: 'ProduceResponse.Responses',
    2341: 'ProduceResponse.Responses',
    2342: 'ProduceResponse.Responses.Name',
    2343: 'ProduceResponse.Responses.Name',
    2344: 'ProduceResponse.Responses.Name',
    2345: 'ProduceResponse.Responses.Name',
    2346: 'ProduceResponse.Responses.Name',
    2347: 'ProduceResponse.Responses.PartitionResponses',
    2348: 'ProduceResponse.Responses.PartitionResponses',
    2349: 'ProduceResponse.Responses.PartitionResponses',
    2350: 'ProduceResponse.Responses.PartitionResponses',
    2351: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2352: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2353: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2354: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2355: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2356: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2357: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2358: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2359: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2360: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2361: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2362: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2363: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2364: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2365: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2366: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2369: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2370: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2371: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2372: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2373: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2374: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2375: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2376: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2377: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2378: 'ProduceResponse.Responses.PartitionResponses',
    2379: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2380: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2381: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2382: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2383: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2384: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2387: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2388: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2389: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2391: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2394: 'ProduceResponse.Responses._unknown_tags',
    2395: 'ProduceResponse.Responses',
    2398: 'ProduceResponse.Responses._unknown_tags',
    2399: 'ProduceResponse.ThrottleTimeMs',
    2400: 'ProduceResponse',
    2401: 'ProduceResponse.NodeEndpoints',
    2402: 'ProduceResponse.NodeEndpoints',
    2403: 'ProduceResponse.NodeEndpoints',
    2404: 'ProduceResponse.NodeEndpoints',
    2405: 'ProduceResponse.NodeEndpoints',
    2406: 'ProduceResponse.NodeEndpoints',
    2407: 'ProduceResponse.NodeEndpoints.NodeId',
    2408: 'ProduceResponse.NodeEndpoints.Host',
    2409: 'ProduceResponse.NodeEndpoints.Host',
    2410: 'ProduceResponse.NodeEndpoints.Host',
    2411: 'ProduceResponse.NodeEndpoints.Host',
    2412: 'ProduceResponse.NodeEndpoints.Host',
    2413: 'ProduceResponse.NodeEndpoints.Port',
    2414: 'ProduceResponse.NodeEndpoints.Rack',
    2415: 'ProduceResponse.NodeEndpoints.Rack',
    2416: 'ProduceResponse.NodeEndpoints.Rack',
    2417: 'ProduceResponse.NodeEndpoints.Rack',
    2418: 'ProduceResponse.NodeEndpoints.Rack',
    2419: 'ProduceResponse.NodeEndpoints.Rack',
    2420: 'ProduceResponse.NodeEndpoints.Rack',
    2421: 'ProduceResponse.NodeEndpoints.Rack',
    2422: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2423: 'ProduceResponse.NodeEndpoints',
    2426: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2427: 'ProduceResponse.NodeEndpoints',
    2428: 'ProduceResponse._unknown_tags',
    2430: 'ProduceResponse._unknown_tags',
    2439: 'ProduceResponse.Responses',
    2443: 'ProduceResponse.Responses',
    2448: 'ProduceResponse.Responses.Name',
    2453: 'ProduceResponse.Responses.Name',
    2456: 'ProduceResponse.Responses.Name',
    2457: 'ProduceResponse.Responses.PartitionResponses',
    2461: 'ProduceResponse.Responses.PartitionResponses',
    2466: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2468: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2472: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2477: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2479: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2484: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2487: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2488: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2492: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2497: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2498: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2509: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2514: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2517: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2519: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2523: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2528: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2529: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2535: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2537: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2541: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2546: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2547: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2568: 'ProduceResponse.Responses._tagged_fields',
    2572: 'ProduceResponse.Responses._tagged_fields',
    2577: 'ProduceResponse.Responses._tagged_fields',
    2578: 'ProduceResponse.Responses._tagged_fields',
    2589: 'ProduceResponse.ThrottleTimeMs',
    2592: 'ProduceResponse._tagged_fields',
    2596: 'ProduceResponse._tagged_fields',
    2601: 'ProduceResponse._tagged_fields',
    2602: 'ProduceResponse._tagged_fields',
    2607: 'ProduceResponse.NodeEndpoints',
    2611: 'ProduceResponse.NodeEndpoints',
    2616: 'ProduceResponse.NodeEndpoints.NodeId',
    2618: 'ProduceResponse.NodeEndpoints.Host',
    2623: 'ProduceResponse.NodeEndpoints.Host',
    2626: 'ProduceResponse.NodeEndpoints.Host',
    2627: 'ProduceResponse.NodeEndpoints.Port',
    2629: 'ProduceResponse.NodeEndpoints.Rack',
    2634: 'ProduceResponse.NodeEndpoints.Rack',
    2637: 'ProduceResponse.NodeEndpoints.Rack',
    2638: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2642: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2647: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2648: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2673: 'ProduceResponse.Responses',
    2674: 'ProduceResponse.Responses',
    2675: 'ProduceResponse.Responses',
    2676: 'ProduceResponse.Responses',
    2677: 'ProduceResponse.Responses.Name',
    2678: 'ProduceResponse.Responses.Name',
    2679: 'ProduceResponse.Responses.Name',
    2680: 'ProduceResponse.Responses.Name',
    2681: 'ProduceResponse.Responses.Name',
    2682: 'ProduceResponse.Responses.PartitionResponses',
    2683: 'ProduceResponse.Responses.PartitionResponses',
    2684: 'ProduceResponse.Responses.PartitionResponses',
    2685: 'ProduceResponse.Responses.PartitionResponses',
    2686: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2687: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2688: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2689: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2690: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2691: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2692: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2693: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2694: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2695: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2696: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2697: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2698: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2699: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2700: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2701: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2704: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2705: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2706: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2707: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2708: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2709: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2710: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2711: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2712: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2713: 'ProduceResponse.Responses.PartitionResponses',
    2714: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2715: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2716: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2717: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2718: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2719: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2722: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2723: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2724: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2726: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2729: 'ProduceResponse.Responses._unknown_tags',
    2730: 'ProduceResponse.Responses',
    2733: 'ProduceResponse.Responses._unknown_tags',
    2734: 'ProduceResponse.ThrottleTimeMs',
    2735: 'ProduceResponse',
    2736: 'ProduceResponse.NodeEndpoints',
    2737: 'ProduceResponse.NodeEndpoints',
    2738: 'ProduceResponse.NodeEndpoints',
    2739: 'ProduceResponse.NodeEndpoints',
    2740: 'ProduceResponse.NodeEndpoints',
    2741: 'ProduceResponse.NodeEndpoints',
    2742: 'ProduceResponse.NodeEndpoints.NodeId',
    2743: 'ProduceResponse.NodeEndpoints.Host',
    2744: 'ProduceResponse.NodeEndpoints.Host',
    2745: 'ProduceResponse.NodeEndpoints.Host',
    2746: 'ProduceResponse.NodeEndpoints.Host',
    2747: 'ProduceResponse.NodeEndpoints.Host',
    2748: 'ProduceResponse.NodeEndpoints.Port',
    2749: 'ProduceResponse.NodeEndpoints.Rack',
    2750: 'ProduceResponse.NodeEndpoints.Rack',
    2751: 'ProduceResponse.NodeEndpoints.Rack',
    2752: 'ProduceResponse.NodeEndpoints.Rack',
    2753: 'ProduceResponse.NodeEndpoints.Rack',
    2754: 'ProduceResponse.NodeEndpoints.Rack',
    2755: 'ProduceResponse.NodeEndpoints.Rack',
    2756: 'ProduceResponse.NodeEndpoints.Rack',
    2757: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2758: 'ProduceResponse.NodeEndpoints',
    2761: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2762: 'ProduceResponse.NodeEndpoints',
    2763: 'ProduceResponse._unknown_tags',
    2765: 'ProduceResponse._unknown_tags',
    2774: 'ProduceResponse.Responses',
    2778: 'ProduceResponse.Responses',
    2783: 'ProduceResponse.Responses.Name',
    2788: 'ProduceResponse.Responses.Name',
    2791: 'ProduceResponse.Responses.Name',
    2792: 'ProduceResponse.Responses.PartitionResponses',
    2796: 'ProduceResponse.Responses.PartitionResponses',
    2801: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2803: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2807: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2812: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2814: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2819: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2822: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2823: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2827: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2832: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2833: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2844: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2849: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2852: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2854: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2858: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2863: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2864: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2870: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2872: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2876: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2881: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2882: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2903: 'ProduceResponse.Responses._tagged_fields',
    2907: 'ProduceResponse.Responses._tagged_fields',
    2912: 'ProduceResponse.Responses._tagged_fields',
    2913: 'ProduceResponse.Responses._tagged_fields',
    2924: 'ProduceResponse.ThrottleTimeMs',
    2927: 'ProduceResponse._tagged_fields',
    2931: 'ProduceResponse._tagged_fields',
    2936: 'ProduceResponse._tagged_fields',
    2937: 'ProduceResponse._tagged_fields',
    2942: 'ProduceResponse.NodeEndpoints',
    2946: 'ProduceResponse.NodeEndpoints',
    2951: 'ProduceResponse.NodeEndpoints.NodeId',
    2953: 'ProduceResponse.NodeEndpoints.Host',
    2958: 'ProduceResponse.NodeEndpoints.Host',
    2961: 'ProduceResponse.NodeEndpoints.Host',
    2962: 'ProduceResponse.NodeEndpoints.Port',
    2964: 'ProduceResponse.NodeEndpoints.Rack',
    2969: 'ProduceResponse.NodeEndpoints.Rack',
    2972: 'ProduceResponse.NodeEndpoints.Rack',
    2973: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2977: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2982: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2983: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3008: 'ProduceResponse.Responses',
    3009: 'ProduceResponse.Responses',
    3010: 'ProduceResponse.Responses',
    3011: 'ProduceResponse.Responses',
    3012: 'ProduceResponse.Responses.Name',
    3013: 'ProduceResponse.Responses.Name',
    3014: 'ProduceResponse.Responses.Name',
    3015: 'ProduceResponse.Responses.Name',
    3016: 'ProduceResponse.Responses.Name',
    3017: 'ProduceResponse.Responses.PartitionResponses',
    3018: 'ProduceResponse.Responses.PartitionResponses',
    3019: 'ProduceResponse.Responses.PartitionResponses',
    3020: 'ProduceResponse.Responses.PartitionResponses',
    3021: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3022: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3023: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3024: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3025: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3026: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3027: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3028: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3029: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3030: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3031: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3032: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3033: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3034: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3035: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3036: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3039: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3040: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3041: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3042: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3043: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3044: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3045: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3046: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3047: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3048: 'ProduceResponse.Responses.PartitionResponses',
    3049: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3050: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3051: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3052: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3053: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3054: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3057: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3058: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3059: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3061: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3064: 'ProduceResponse.Responses._unknown_tags',
    3065: 'ProduceResponse.Responses',
    3068: 'ProduceResponse.Responses._unknown_tags',
    3069: 'ProduceResponse.ThrottleTimeMs',
    3070: 'ProduceResponse',
    3071: 'ProduceResponse.NodeEndpoints',
    3072: 'ProduceResponse.NodeEndpoints',
    3073: 'ProduceResponse.NodeEndpoints',
    3074: 'ProduceResponse.NodeEndpoints',
    3075: 'ProduceResponse.NodeEndpoints',
    3076: 'ProduceResponse.NodeEndpoints',
    3077: 'ProduceResponse.NodeEndpoints.NodeId',
    3078: 'ProduceResponse.NodeEndpoints.Host',
    3079: 'ProduceResponse.NodeEndpoints.Host',
    3080: 'ProduceResponse.NodeEndpoints.Host',
    3081: 'ProduceResponse.NodeEndpoints.Host',
    3082: 'ProduceResponse.NodeEndpoints.Host',
    3083: 'ProduceResponse.NodeEndpoints.Port',
    3084: 'ProduceResponse.NodeEndpoints.Rack',
    3085: 'ProduceResponse.NodeEndpoints.Rack',
    3086: 'ProduceResponse.NodeEndpoints.Rack',
    3087: 'ProduceResponse.NodeEndpoints.Rack',
    3088: 'ProduceResponse.NodeEndpoints.Rack',
    3089: 'ProduceResponse.NodeEndpoints.Rack',
    3090: 'ProduceResponse.NodeEndpoints.Rack',
    3091: 'ProduceResponse.NodeEndpoints.Rack',
    3092: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3093: 'ProduceResponse.NodeEndpoints',
    3096: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3097: 'ProduceResponse.NodeEndpoints',
    3098: 'ProduceResponse._unknown_tags',
    3100: 'ProduceResponse._unknown_tags',
    3109: 'ProduceResponse.Responses',
    3113: 'ProduceResponse.Responses',
    3118: 'ProduceResponse.Responses.Name',
    3123: 'ProduceResponse.Responses.Name',
    3126: 'ProduceResponse.Responses.Name',
    3127: 'ProduceResponse.Responses.PartitionResponses',
    3131: 'ProduceResponse.Responses.PartitionResponses',
    3136: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3138: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3142: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3147: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3149: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3154: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3157: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3158: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3162: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3167: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3168: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3179: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3184: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3187: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3189: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3193: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3198: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3199: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3205: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3207: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3211: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3216: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3217: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3238: 'ProduceResponse.Responses._tagged_fields',
    3242: 'ProduceResponse.Responses._tagged_fields',
    3247: 'ProduceResponse.Responses._tagged_fields',
    3248: 'ProduceResponse.Responses._tagged_fields',
    3259: 'ProduceResponse.ThrottleTimeMs',
    3262: 'ProduceResponse._tagged_fields',
    3266: 'ProduceResponse._tagged_fields',
    3271: 'ProduceResponse._tagged_fields',
    3272: 'ProduceResponse._tagged_fields',
    3277: 'ProduceResponse.NodeEndpoints',
    3281: 'ProduceResponse.NodeEndpoints',
    3286: 'ProduceResponse.NodeEndpoints.NodeId',
    3288: 'ProduceResponse.NodeEndpoints.Host',
    3293: 'ProduceResponse.NodeEndpoints.Host',
    3296: 'ProduceResponse.NodeEndpoints.Host',
    3297: 'ProduceResponse.NodeEndpoints.Port',
    3299: 'ProduceResponse.NodeEndpoints.Rack',
    3304: 'ProduceResponse.NodeEndpoints.Rack',
    3307: 'ProduceResponse.NodeEndpoints.Rack',
    3308: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3312: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3317: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3318: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3343: 'ProduceResponse.Responses',
    3344: 'ProduceResponse.Responses',
    3345: 'ProduceResponse.Responses',
    3346: 'ProduceResponse.Responses',
    3347: 'ProduceResponse.Responses.TopicId',
    3348: 'ProduceResponse.Responses.PartitionResponses',
    3349: 'ProduceResponse.Responses.PartitionResponses',
    3350: 'ProduceResponse.Responses.PartitionResponses',
    3351: 'ProduceResponse.Responses.PartitionResponses',
    3352: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3353: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3354: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3355: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3356: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3357: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3358: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3359: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3360: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3361: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3362: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3363: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3364: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3365: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3366: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3367: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3370: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3371: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3372: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3373: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3374: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3375: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3376: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3377: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3378: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3379: 'ProduceResponse.Responses.PartitionResponses',
    3380: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3381: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3382: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3383: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3384: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3385: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3388: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3389: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3390: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3392: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3395: 'ProduceResponse.Responses._unknown_tags',
    3396: 'ProduceResponse.Responses',
    3399: 'ProduceResponse.Responses._unknown_tags',
    3400: 'ProduceResponse.ThrottleTimeMs',
    3401: 'ProduceResponse',
    3402: 'ProduceResponse.NodeEndpoints',
    3403: 'ProduceResponse.NodeEndpoints',
    3404: 'ProduceResponse.NodeEndpoints',
    3405: 'ProduceResponse.NodeEndpoints',
    3406: 'ProduceResponse.NodeEndpoints',
    3407: 'ProduceResponse.NodeEndpoints',
    3408: 'ProduceResponse.NodeEndpoints.NodeId',
    3409: 'ProduceResponse.NodeEndpoints.Host',
    3410: 'ProduceResponse.NodeEndpoints.Host',
    3411: 'ProduceResponse.NodeEndpoints.Host',
    3412: 'ProduceResponse.NodeEndpoints.Host',
    3413: 'ProduceResponse.NodeEndpoints.Host',
    3414: 'ProduceResponse.NodeEndpoints.Port',
    3415: 'ProduceResponse.NodeEndpoints.Rack',
    3416: 'ProduceResponse.NodeEndpoints.Rack',
    3417: 'ProduceResponse.NodeEndpoints.Rack',
    3418: 'ProduceResponse.NodeEndpoints.Rack',
    3419: 'ProduceResponse.NodeEndpoints.Rack',
    3420: 'ProduceResponse.NodeEndpoints.Rack',
    3421: 'ProduceResponse.NodeEndpoints.Rack',
    3422: 'ProduceResponse.NodeEndpoints.Rack',
    3423: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3424: 'ProduceResponse.NodeEndpoints',
    3427: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3428: 'ProduceResponse.NodeEndpoints',
    3429: 'ProduceResponse._unknown_tags',
    3431: 'ProduceResponse._unknown_tags',
    3440: 'ProduceResponse.Responses',
    3444: 'ProduceResponse.Responses',
    3449: 'ProduceResponse.Responses.TopicId',
    3452: 'ProduceResponse.Responses.PartitionResponses',
    3456: 'ProduceResponse.Responses.PartitionResponses',
    3461: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3463: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3467: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3472: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3474: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3479: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3482: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3483: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3487: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3492: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3493: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3504: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3509: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3512: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3514: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3518: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3523: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3524: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3530: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3532: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3536: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3541: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3542: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3563: 'ProduceResponse.Responses._tagged_fields',
    3567: 'ProduceResponse.Responses._tagged_fields',
    3572: 'ProduceResponse.Responses._tagged_fields',
    3573: 'ProduceResponse.Responses._tagged_fields',
    3584: 'ProduceResponse.ThrottleTimeMs',
    3587: 'ProduceResponse._tagged_fields',
    3591: 'ProduceResponse._tagged_fields',
    3596: 'ProduceResponse._tagged_fields',
    3597: 'ProduceResponse._tagged_fields',
    3602: 'ProduceResponse.NodeEndpoints',
    3606: 'ProduceResponse.NodeEndpoints',
    3611: 'ProduceResponse.NodeEndpoints.NodeId',
    3613: 'ProduceResponse.NodeEndpoints.Host',
    3618: 'ProduceResponse.NodeEndpoints.Host',
    3621: 'ProduceResponse.NodeEndpoints.Host',
    3622: 'ProduceResponse.NodeEndpoints.Port',
    3624: 'ProduceResponse.NodeEndpoints.Rack',
    3629: 'ProduceResponse.NodeEndpoints.Rack',
    3632: 'ProduceResponse.NodeEndpoints.Rack',
    3633: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3637: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3642: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3643: 'ProduceResponse.NodeEndpoints._tagged_fields',
}
