# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteRecordsRequest.json, schemas/messages/DeleteRecordsResponse.json.
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

__all__ = ['DeleteRecordsRequest', 'DeleteRecordsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iq = Struct('>iq')
_S_iqh = Struct('>iqh')


class DeleteRecordsRequest(_Message):
    __slots__ = ('topics', 'timeout_ms', '_unknown_tags')
    NAME = 'DeleteRecordsRequest'
    TYPE = 'request'
    API_KEY = 21
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, topics=_EMPTY, timeout_ms=0, _unknown_tags=None):
        self.topics = [] if topics is _EMPTY else topics
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class DeleteRecordsTopic(_Message):
        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'DeleteRecordsRequest.DeleteRecordsTopic'

        def __init__(self, *, name='', partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class DeleteRecordsPartition(_Message):
        __slots__ = ('partition_index', 'offset', '_unknown_tags')
        NAME = 'DeleteRecordsRequest.DeleteRecordsPartition'

        def __init__(self, *, partition_index=0, offset=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.offset = offset
            self._unknown_tags = _unknown_tags


_C_DeleteRecordsRequest_DeleteRecordsTopic = DeleteRecordsRequest.DeleteRecordsTopic
_C_DeleteRecordsRequest_DeleteRecordsPartition = DeleteRecordsRequest.DeleteRecordsPartition
DeleteRecordsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]DeleteRecordsTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsRequest_DeleteRecordsTopic),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_DeleteRecordsRequest_DeleteRecordsTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]DeleteRecordsPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsRequest_DeleteRecordsPartition),
)
_C_DeleteRecordsRequest_DeleteRecordsPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Offset', 'offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteRecordsRequest_DeleteRecordsTopic = _C_DeleteRecordsRequest_DeleteRecordsTopic()
_DEF_DeleteRecordsRequest_DeleteRecordsPartition = _C_DeleteRecordsRequest_DeleteRecordsPartition()

def _mk_DeleteRecordsRequest_DeleteRecordsTopic():
    o = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DeleteRecordsRequest_DeleteRecordsPartition():
    o = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
    o.partition_index = 0
    o.offset = 0
    o._unknown_tags = None
    return o


def _enc_DeleteRecordsRequest_v0(o):
    parts = []
    a = parts.append
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        l6 = e2.partitions
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            a(_S_iq.pack(e7.partition_index, e7.offset))
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteRecordsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(DeleteRecordsRequest)
    n8, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics')
    l9 = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
        n12, = _S_h.unpack_from(buf, pos)
        if n12 >= 0:
            x13 = pos + 2 + n12
            if x13 > blen:
                raise _bad_length(n12, 'DeleteRecordsRequest.Topics.Name', pos)
            t11.name = str(buf[pos + 2:x13], 'utf-8')
            pos = x13
        else:
            t11.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsRequest.Topics.Name')
        n14, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics.Partitions')
        l15 = []
        ap16 = l15.append
        for _ in range(n14):
            t17 = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
            t17.partition_index, t17.offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            t17._unknown_tags = None
            ap16(t17)
        t11.partitions = l15
        t11._unknown_tags = None
        ap10(t11)
    o.topics = l9
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsRequest_v1(o):
    parts = []
    a = parts.append
    l18 = o.topics
    a(_S_i.pack(len(l18)))
    for e19 in l18:
        s20 = e19.name
        b21 = s20.encode()
        a(_S_h.pack(len(b21)))
        a(b21)
        l23 = e19.partitions
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            a(_S_iq.pack(e24.partition_index, e24.offset))
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteRecordsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteRecordsRequest)
    n25, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics')
    l26 = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
        n29, = _S_h.unpack_from(buf, pos)
        if n29 >= 0:
            x30 = pos + 2 + n29
            if x30 > blen:
                raise _bad_length(n29, 'DeleteRecordsRequest.Topics.Name', pos)
            t28.name = str(buf[pos + 2:x30], 'utf-8')
            pos = x30
        else:
            t28.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsRequest.Topics.Name')
        n31, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics.Partitions')
        l32 = []
        ap33 = l32.append
        for _ in range(n31):
            t34 = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
            t34.partition_index, t34.offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            t34._unknown_tags = None
            ap33(t34)
        t28.partitions = l32
        t28._unknown_tags = None
        ap27(t28)
    o.topics = l26
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsRequest_v2(o):
    parts = []
    a = parts.append
    l35 = o.topics
    n36 = len(l35) + 1
    a(_UV[n36] if n36 < 128 else _uv(n36))
    for e37 in l35:
        s38 = e37.name
        b39 = s38.encode()
        n40 = len(b39) + 1
        a(_UV[n40] if n40 < 128 else _uv(n40))
        a(b39)
        l41 = e37.partitions
        n42 = len(l41) + 1
        a(_UV[n42] if n42 < 128 else _uv(n42))
        for e43 in l41:
            a(_S_iq.pack(e43.partition_index, e43.offset))
            u44 = e43._unknown_tags
            if u44 is None:
                a(_H0)
            else:
                _write_tags(a, None, u44)
        u45 = e37._unknown_tags
        if u45 is None:
            a(_H0)
        else:
            _write_tags(a, None, u45)
    a(_S_i.pack(o.timeout_ms))
    u46 = o._unknown_tags
    if u46 is None:
        a(_H0)
    else:
        _write_tags(a, None, u46)
    return b''.join(parts)


def _dec_DeleteRecordsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteRecordsRequest)
    n47 = buf[pos] - 1
    if 0 <= n47 < 127:
        pos += 1
    else:
        n47, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsRequest.Topics')
    l48 = []
    ap49 = l48.append
    for _ in range(n47):
        t50 = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
        n51 = buf[pos] - 1
        if 0 <= n51 < 127:
            x52 = pos + 1 + n51
            if x52 > blen:
                raise _bad_length(n51, 'DeleteRecordsRequest.Topics.Name', pos)
            t50.name = str(buf[pos + 1:x52], 'utf-8')
            pos = x52
        else:
            t50.name, pos = _read_string(buf, pos, True, False, 'DeleteRecordsRequest.Topics.Name')
        n53 = buf[pos] - 1
        if 0 <= n53 < 127:
            pos += 1
        else:
            n53, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsRequest.Topics.Partitions')
        l54 = []
        ap55 = l54.append
        for _ in range(n53):
            t56 = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
            t56.partition_index, t56.offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t56._unknown_tags = None
            else:
                nt57, pos = _ruv(buf, pos)
                if nt57 * 2 > blen - pos:
                    raise _array_too_long(nt57, 'DeleteRecordsRequest.Topics.Partitions._tagged_fields', pos)
                uk58 = None
                for _ in range(nt57):
                    tg59, pos = _ruv(buf, pos)
                    sz60, pos = _ruv(buf, pos)
                    x61 = pos + sz60
                    if x61 > blen:
                        raise _bad_length(sz60, 'DeleteRecordsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk58 is None:
                        uk58 = []
                    uk58.append((tg59, bytes(buf[pos:x61])))
                    pos = x61
                t56._unknown_tags = uk58
            ap55(t56)
        t50.partitions = l54
        if buf[pos] == 0:
            pos += 1
            t50._unknown_tags = None
        else:
            nt62, pos = _ruv(buf, pos)
            if nt62 * 2 > blen - pos:
                raise _array_too_long(nt62, 'DeleteRecordsRequest.Topics._tagged_fields', pos)
            uk63 = None
            for _ in range(nt62):
                tg64, pos = _ruv(buf, pos)
                sz65, pos = _ruv(buf, pos)
                x66 = pos + sz65
                if x66 > blen:
                    raise _bad_length(sz65, 'DeleteRecordsRequest.Topics._tagged_fields', pos)
                if uk63 is None:
                    uk63 = []
                uk63.append((tg64, bytes(buf[pos:x66])))
                pos = x66
            t50._unknown_tags = uk63
        ap49(t50)
    o.topics = l48
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt67, pos = _ruv(buf, pos)
        if nt67 * 2 > blen - pos:
            raise _array_too_long(nt67, 'DeleteRecordsRequest._tagged_fields', pos)
        uk68 = None
        for _ in range(nt67):
            tg69, pos = _ruv(buf, pos)
            sz70, pos = _ruv(buf, pos)
            x71 = pos + sz70
            if x71 > blen:
                raise _bad_length(sz70, 'DeleteRecordsRequest._tagged_fields', pos)
            if uk68 is None:
                uk68 = []
            uk68.append((tg69, bytes(buf[pos:x71])))
            pos = x71
        o._unknown_tags = uk68
    return o, pos


DeleteRecordsRequest._ENC = {0: _enc_DeleteRecordsRequest_v0, 1: _enc_DeleteRecordsRequest_v1, 2: _enc_DeleteRecordsRequest_v2}
DeleteRecordsRequest._DEC = {0: _dec_DeleteRecordsRequest_v0, 1: _dec_DeleteRecordsRequest_v1, 2: _dec_DeleteRecordsRequest_v2}


class DeleteRecordsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'DeleteRecordsResponse'
    TYPE = 'response'
    API_KEY = 21
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, throttle_time_ms=0, topics=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class DeleteRecordsTopicResult(_Message):
        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'DeleteRecordsResponse.DeleteRecordsTopicResult'

        def __init__(self, *, name='', partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class DeleteRecordsPartitionResult(_Message):
        __slots__ = ('partition_index', 'low_watermark', 'error_code', '_unknown_tags')
        NAME = 'DeleteRecordsResponse.DeleteRecordsPartitionResult'

        def __init__(self, *, partition_index=0, low_watermark=0, error_code=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.low_watermark = low_watermark
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_DeleteRecordsResponse_DeleteRecordsTopicResult = DeleteRecordsResponse.DeleteRecordsTopicResult
_C_DeleteRecordsResponse_DeleteRecordsPartitionResult = DeleteRecordsResponse.DeleteRecordsPartitionResult
DeleteRecordsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]DeleteRecordsTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsResponse_DeleteRecordsTopicResult),
)
_C_DeleteRecordsResponse_DeleteRecordsTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]DeleteRecordsPartitionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsResponse_DeleteRecordsPartitionResult),
)
_C_DeleteRecordsResponse_DeleteRecordsPartitionResult.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LowWatermark', 'low_watermark', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteRecordsResponse_DeleteRecordsTopicResult = _C_DeleteRecordsResponse_DeleteRecordsTopicResult()
_DEF_DeleteRecordsResponse_DeleteRecordsPartitionResult = _C_DeleteRecordsResponse_DeleteRecordsPartitionResult()

def _mk_DeleteRecordsResponse_DeleteRecordsTopicResult():
    o = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DeleteRecordsResponse_DeleteRecordsPartitionResult():
    o = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
    o.partition_index = 0
    o.low_watermark = 0
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_DeleteRecordsResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l72 = o.topics
    a(_S_i.pack(len(l72)))
    for e73 in l72:
        s74 = e73.name
        b75 = s74.encode()
        a(_S_h.pack(len(b75)))
        a(b75)
        l77 = e73.partitions
        a(_S_i.pack(len(l77)))
        for e78 in l77:
            a(_S_iqh.pack(e78.partition_index, e78.low_watermark, e78.error_code))
    return b''.join(parts)


def _dec_DeleteRecordsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n79, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics')
    l80 = []
    ap81 = l80.append
    for _ in range(n79):
        t82 = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
        n83, = _S_h.unpack_from(buf, pos)
        if n83 >= 0:
            x84 = pos + 2 + n83
            if x84 > blen:
                raise _bad_length(n83, 'DeleteRecordsResponse.Topics.Name', pos)
            t82.name = str(buf[pos + 2:x84], 'utf-8')
            pos = x84
        else:
            t82.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsResponse.Topics.Name')
        n85, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics.Partitions')
        l86 = []
        ap87 = l86.append
        for _ in range(n85):
            t88 = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
            t88.partition_index, t88.low_watermark, t88.error_code = _S_iqh.unpack_from(buf, pos)
            pos += 14
            t88._unknown_tags = None
            ap87(t88)
        t82.partitions = l86
        t82._unknown_tags = None
        ap81(t82)
    o.topics = l80
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l89 = o.topics
    a(_S_i.pack(len(l89)))
    for e90 in l89:
        s91 = e90.name
        b92 = s91.encode()
        a(_S_h.pack(len(b92)))
        a(b92)
        l94 = e90.partitions
        a(_S_i.pack(len(l94)))
        for e95 in l94:
            a(_S_iqh.pack(e95.partition_index, e95.low_watermark, e95.error_code))
    return b''.join(parts)


def _dec_DeleteRecordsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics')
    l97 = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'DeleteRecordsResponse.Topics.Name', pos)
            t99.name = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsResponse.Topics.Name')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics.Partitions')
        l103 = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
            t105.partition_index, t105.low_watermark, t105.error_code = _S_iqh.unpack_from(buf, pos)
            pos += 14
            t105._unknown_tags = None
            ap104(t105)
        t99.partitions = l103
        t99._unknown_tags = None
        ap98(t99)
    o.topics = l97
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l106 = o.topics
    n107 = len(l106) + 1
    a(_UV[n107] if n107 < 128 else _uv(n107))
    for e108 in l106:
        s109 = e108.name
        b110 = s109.encode()
        n111 = len(b110) + 1
        a(_UV[n111] if n111 < 128 else _uv(n111))
        a(b110)
        l112 = e108.partitions
        n113 = len(l112) + 1
        a(_UV[n113] if n113 < 128 else _uv(n113))
        for e114 in l112:
            a(_S_iqh.pack(e114.partition_index, e114.low_watermark, e114.error_code))
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
    u117 = o._unknown_tags
    if u117 is None:
        a(_H0)
    else:
        _write_tags(a, None, u117)
    return b''.join(parts)


def _dec_DeleteRecordsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n118 = buf[pos] - 1
    if 0 <= n118 < 127:
        pos += 1
    else:
        n118, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsResponse.Topics')
    l119 = []
    ap120 = l119.append
    for _ in range(n118):
        t121 = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
        n122 = buf[pos] - 1
        if 0 <= n122 < 127:
            x123 = pos + 1 + n122
            if x123 > blen:
                raise _bad_length(n122, 'DeleteRecordsResponse.Topics.Name', pos)
            t121.name = str(buf[pos + 1:x123], 'utf-8')
            pos = x123
        else:
            t121.name, pos = _read_string(buf, pos, True, False, 'DeleteRecordsResponse.Topics.Name')
        n124 = buf[pos] - 1
        if 0 <= n124 < 127:
            pos += 1
        else:
            n124, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsResponse.Topics.Partitions')
        l125 = []
        ap126 = l125.append
        for _ in range(n124):
            t127 = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
            t127.partition_index, t127.low_watermark, t127.error_code = _S_iqh.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t127._unknown_tags = None
            else:
                nt128, pos = _ruv(buf, pos)
                if nt128 * 2 > blen - pos:
                    raise _array_too_long(nt128, 'DeleteRecordsResponse.Topics.Partitions._tagged_fields', pos)
                uk129 = None
                for _ in range(nt128):
                    tg130, pos = _ruv(buf, pos)
                    sz131, pos = _ruv(buf, pos)
                    x132 = pos + sz131
                    if x132 > blen:
                        raise _bad_length(sz131, 'DeleteRecordsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk129 is None:
                        uk129 = []
                    uk129.append((tg130, bytes(buf[pos:x132])))
                    pos = x132
                t127._unknown_tags = uk129
            ap126(t127)
        t121.partitions = l125
        if buf[pos] == 0:
            pos += 1
            t121._unknown_tags = None
        else:
            nt133, pos = _ruv(buf, pos)
            if nt133 * 2 > blen - pos:
                raise _array_too_long(nt133, 'DeleteRecordsResponse.Topics._tagged_fields', pos)
            uk134 = None
            for _ in range(nt133):
                tg135, pos = _ruv(buf, pos)
                sz136, pos = _ruv(buf, pos)
                x137 = pos + sz136
                if x137 > blen:
                    raise _bad_length(sz136, 'DeleteRecordsResponse.Topics._tagged_fields', pos)
                if uk134 is None:
                    uk134 = []
                uk134.append((tg135, bytes(buf[pos:x137])))
                pos = x137
            t121._unknown_tags = uk134
        ap120(t121)
    o.topics = l119
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt138, pos = _ruv(buf, pos)
        if nt138 * 2 > blen - pos:
            raise _array_too_long(nt138, 'DeleteRecordsResponse._tagged_fields', pos)
        uk139 = None
        for _ in range(nt138):
            tg140, pos = _ruv(buf, pos)
            sz141, pos = _ruv(buf, pos)
            x142 = pos + sz141
            if x142 > blen:
                raise _bad_length(sz141, 'DeleteRecordsResponse._tagged_fields', pos)
            if uk139 is None:
                uk139 = []
            uk139.append((tg140, bytes(buf[pos:x142])))
            pos = x142
        o._unknown_tags = uk139
    return o, pos


DeleteRecordsResponse._ENC = {0: _enc_DeleteRecordsResponse_v0, 1: _enc_DeleteRecordsResponse_v1, 2: _enc_DeleteRecordsResponse_v2}
DeleteRecordsResponse._DEC = {0: _dec_DeleteRecordsResponse_v0, 1: _dec_DeleteRecordsResponse_v1, 2: _dec_DeleteRecordsResponse_v2}


_LINES = {
    114: 'DeleteRecordsRequest.Topics',
    115: 'DeleteRecordsRequest.Topics',
    116: 'DeleteRecordsRequest.Topics',
    117: 'DeleteRecordsRequest.Topics.Name',
    118: 'DeleteRecordsRequest.Topics.Name',
    119: 'DeleteRecordsRequest.Topics.Name',
    120: 'DeleteRecordsRequest.Topics.Name',
    121: 'DeleteRecordsRequest.Topics.Partitions',
    122: 'DeleteRecordsRequest.Topics.Partitions',
    123: 'DeleteRecordsRequest.Topics.Partitions',
    124: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    125: 'DeleteRecordsRequest.TimeoutMs',
    132: 'DeleteRecordsRequest.Topics',
    137: 'DeleteRecordsRequest.Topics.Name',
    142: 'DeleteRecordsRequest.Topics.Name',
    145: 'DeleteRecordsRequest.Topics.Name',
    146: 'DeleteRecordsRequest.Topics.Partitions',
    151: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    159: 'DeleteRecordsRequest.TimeoutMs',
    168: 'DeleteRecordsRequest.Topics',
    169: 'DeleteRecordsRequest.Topics',
    170: 'DeleteRecordsRequest.Topics',
    171: 'DeleteRecordsRequest.Topics.Name',
    172: 'DeleteRecordsRequest.Topics.Name',
    173: 'DeleteRecordsRequest.Topics.Name',
    174: 'DeleteRecordsRequest.Topics.Name',
    175: 'DeleteRecordsRequest.Topics.Partitions',
    176: 'DeleteRecordsRequest.Topics.Partitions',
    177: 'DeleteRecordsRequest.Topics.Partitions',
    178: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    179: 'DeleteRecordsRequest.TimeoutMs',
    186: 'DeleteRecordsRequest.Topics',
    191: 'DeleteRecordsRequest.Topics.Name',
    196: 'DeleteRecordsRequest.Topics.Name',
    199: 'DeleteRecordsRequest.Topics.Name',
    200: 'DeleteRecordsRequest.Topics.Partitions',
    205: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    213: 'DeleteRecordsRequest.TimeoutMs',
    222: 'DeleteRecordsRequest.Topics',
    223: 'DeleteRecordsRequest.Topics',
    224: 'DeleteRecordsRequest.Topics',
    225: 'DeleteRecordsRequest.Topics',
    226: 'DeleteRecordsRequest.Topics.Name',
    227: 'DeleteRecordsRequest.Topics.Name',
    228: 'DeleteRecordsRequest.Topics.Name',
    229: 'DeleteRecordsRequest.Topics.Name',
    230: 'DeleteRecordsRequest.Topics.Name',
    231: 'DeleteRecordsRequest.Topics.Partitions',
    232: 'DeleteRecordsRequest.Topics.Partitions',
    233: 'DeleteRecordsRequest.Topics.Partitions',
    234: 'DeleteRecordsRequest.Topics.Partitions',
    235: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    236: 'DeleteRecordsRequest.Topics.Partitions._unknown_tags',
    237: 'DeleteRecordsRequest.Topics.Partitions',
    240: 'DeleteRecordsRequest.Topics.Partitions._unknown_tags',
    241: 'DeleteRecordsRequest.Topics._unknown_tags',
    242: 'DeleteRecordsRequest.Topics',
    245: 'DeleteRecordsRequest.Topics._unknown_tags',
    246: 'DeleteRecordsRequest.TimeoutMs',
    247: 'DeleteRecordsRequest._unknown_tags',
    248: 'DeleteRecordsRequest',
    251: 'DeleteRecordsRequest._unknown_tags',
    258: 'DeleteRecordsRequest.Topics',
    262: 'DeleteRecordsRequest.Topics',
    267: 'DeleteRecordsRequest.Topics.Name',
    272: 'DeleteRecordsRequest.Topics.Name',
    275: 'DeleteRecordsRequest.Topics.Name',
    276: 'DeleteRecordsRequest.Topics.Partitions',
    280: 'DeleteRecordsRequest.Topics.Partitions',
    285: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    287: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    291: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    296: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    297: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    308: 'DeleteRecordsRequest.Topics._tagged_fields',
    312: 'DeleteRecordsRequest.Topics._tagged_fields',
    317: 'DeleteRecordsRequest.Topics._tagged_fields',
    318: 'DeleteRecordsRequest.Topics._tagged_fields',
    329: 'DeleteRecordsRequest.TimeoutMs',
    331: 'DeleteRecordsRequest._tagged_fields',
    335: 'DeleteRecordsRequest._tagged_fields',
    340: 'DeleteRecordsRequest._tagged_fields',
    341: 'DeleteRecordsRequest._tagged_fields',
    427: 'DeleteRecordsResponse.ThrottleTimeMs',
    428: 'DeleteRecordsResponse.Topics',
    429: 'DeleteRecordsResponse.Topics',
    430: 'DeleteRecordsResponse.Topics',
    431: 'DeleteRecordsResponse.Topics.Name',
    432: 'DeleteRecordsResponse.Topics.Name',
    433: 'DeleteRecordsResponse.Topics.Name',
    434: 'DeleteRecordsResponse.Topics.Name',
    435: 'DeleteRecordsResponse.Topics.Partitions',
    436: 'DeleteRecordsResponse.Topics.Partitions',
    437: 'DeleteRecordsResponse.Topics.Partitions',
    438: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    445: 'DeleteRecordsResponse.ThrottleTimeMs',
    447: 'DeleteRecordsResponse.Topics',
    452: 'DeleteRecordsResponse.Topics.Name',
    457: 'DeleteRecordsResponse.Topics.Name',
    460: 'DeleteRecordsResponse.Topics.Name',
    461: 'DeleteRecordsResponse.Topics.Partitions',
    466: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    481: 'DeleteRecordsResponse.ThrottleTimeMs',
    482: 'DeleteRecordsResponse.Topics',
    483: 'DeleteRecordsResponse.Topics',
    484: 'DeleteRecordsResponse.Topics',
    485: 'DeleteRecordsResponse.Topics.Name',
    486: 'DeleteRecordsResponse.Topics.Name',
    487: 'DeleteRecordsResponse.Topics.Name',
    488: 'DeleteRecordsResponse.Topics.Name',
    489: 'DeleteRecordsResponse.Topics.Partitions',
    490: 'DeleteRecordsResponse.Topics.Partitions',
    491: 'DeleteRecordsResponse.Topics.Partitions',
    492: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    499: 'DeleteRecordsResponse.ThrottleTimeMs',
    501: 'DeleteRecordsResponse.Topics',
    506: 'DeleteRecordsResponse.Topics.Name',
    511: 'DeleteRecordsResponse.Topics.Name',
    514: 'DeleteRecordsResponse.Topics.Name',
    515: 'DeleteRecordsResponse.Topics.Partitions',
    520: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    535: 'DeleteRecordsResponse.ThrottleTimeMs',
    536: 'DeleteRecordsResponse.Topics',
    537: 'DeleteRecordsResponse.Topics',
    538: 'DeleteRecordsResponse.Topics',
    539: 'DeleteRecordsResponse.Topics',
    540: 'DeleteRecordsResponse.Topics.Name',
    541: 'DeleteRecordsResponse.Topics.Name',
    542: 'DeleteRecordsResponse.Topics.Name',
    543: 'DeleteRecordsResponse.Topics.Name',
    544: 'DeleteRecordsResponse.Topics.Name',
    545: 'DeleteRecordsResponse.Topics.Partitions',
    546: 'DeleteRecordsResponse.Topics.Partitions',
    547: 'DeleteRecordsResponse.Topics.Partitions',
    548: 'DeleteRecordsResponse.Topics.Partitions',
    549: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    550: 'DeleteRecordsResponse.Topics.Partitions._unknown_tags',
    551: 'DeleteRecordsResponse.Topics.Partitions',
    554: 'DeleteRecordsResponse.Topics.Partitions._unknown_tags',
    555: 'DeleteRecordsResponse.Topics._unknown_tags',
    556: 'DeleteRecordsResponse.Topics',
    559: 'DeleteRecordsResponse.Topics._unknown_tags',
    560: 'DeleteRecordsResponse._unknown_tags',
    561: 'DeleteRecordsResponse',
    564: 'DeleteRecordsResponse._unknown_tags',
    571: 'DeleteRecordsResponse.ThrottleTimeMs',
    573: 'DeleteRecordsResponse.Topics',
    577: 'DeleteRecordsResponse.Topics',
    582: 'DeleteRecordsResponse.Topics.Name',
    587: 'DeleteRecordsResponse.Topics.Name',
    590: 'DeleteRecordsResponse.Topics.Name',
    591: 'DeleteRecordsResponse.Topics.Partitions',
    595: 'DeleteRecordsResponse.Topics.Partitions',
    600: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    602: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    606: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    611: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    612: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    623: 'DeleteRecordsResponse.Topics._tagged_fields',
    627: 'DeleteRecordsResponse.Topics._tagged_fields',
    632: 'DeleteRecordsResponse.Topics._tagged_fields',
    633: 'DeleteRecordsResponse.Topics._tagged_fields',
    644: 'DeleteRecordsResponse._tagged_fields',
    648: 'DeleteRecordsResponse._tagged_fields',
    653: 'DeleteRecordsResponse._tagged_fields',
    654: 'DeleteRecordsResponse._tagged_fields',
}
