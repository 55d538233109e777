# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteTopicsRequest.json, schemas/messages/DeleteTopicsResponse.json.
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

__all__ = ['DeleteTopicsRequest', 'DeleteTopicsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_Uh = Struct('>16sh')
_S_h = Struct('>h')
_S_i = Struct('>i')


class DeleteTopicsRequest(_Message):
    __slots__ = ('topics', 'topic_names', 'timeout_ms', '_unknown_tags')
    NAME = 'DeleteTopicsRequest'
    TYPE = 'request'
    API_KEY = 20
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (1, 6)
    FLEXIBLE_VERSIONS = (4, 6)

    def __init__(self, *, topics=_EMPTY, topic_names=_EMPTY, timeout_ms=0, _unknown_tags=None):
        self.topics = [] if topics is _EMPTY else topics
        self.topic_names = [] if topic_names is _EMPTY else topic_names
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class DeleteTopicState(_Message):
        __slots__ = ('name', 'topic_id', '_unknown_tags')
        NAME = 'DeleteTopicsRequest.DeleteTopicState'

        def __init__(self, *, name=None, topic_id=_ZERO_UUID, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self._unknown_tags = _unknown_tags


_C_DeleteTopicsRequest_DeleteTopicState = DeleteTopicsRequest.DeleteTopicState
DeleteTopicsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]DeleteTopicState', (6, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteTopicsRequest_DeleteTopicState),
    _FI('TopicNames', 'topic_names', '[]string', (0, 5), (1, 0), (1, 0), None, (), True, None),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_DeleteTopicsRequest_DeleteTopicState.FIELDS = (
    _FI('Name', 'name', 'string', (6, 32767), (6, 32767), (1, 0), None, None, False, None),
    _FI('TopicId', 'topic_id', 'uuid', (6, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)
_DEF_DeleteTopicsRequest_DeleteTopicState = _C_DeleteTopicsRequest_DeleteTopicState()

def _mk_DeleteTopicsRequest_DeleteTopicState():
    o = _new(_C_DeleteTopicsRequest_DeleteTopicState)
    o.name = None
    o.topic_id = _ZERO_UUID
    o._unknown_tags = None
    return o


def _enc_DeleteTopicsRequest_v1(o):
    parts = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 1)
    l1 = o.topic_names
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsRequest.TopicNames')
    l7 = []
    ap8 = l7.append
    for _ in range(n6):
        n10, = _S_h.unpack_from(buf, pos)
        if n10 >= 0:
            x11 = pos + 2 + n10
            if x11 > blen:
                raise _bad_length(n10, 'DeleteTopicsRequest.TopicNames', pos)
            v9 = str(buf[pos + 2:x11], 'utf-8')
            pos = x11
        else:
            v9, pos = _read_string(buf, pos, False, False, 'DeleteTopicsRequest.TopicNames')
        ap8(v9)
    o.topic_names = l7
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsRequest_v2(o):
    parts = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 2)
    l12 = o.topic_names
    a(_S_i.pack(len(l12)))
    for e13 in l12:
        s14 = e13
        b15 = s14.encode()
        a(_S_h.pack(len(b15)))
        a(b15)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n17, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsRequest.TopicNames')
    l18 = []
    ap19 = l18.append
    for _ in range(n17):
        n21, = _S_h.unpack_from(buf, pos)
        if n21 >= 0:
            x22 = pos + 2 + n21
            if x22 > blen:
                raise _bad_length(n21, 'DeleteTopicsRequest.TopicNames', pos)
            v20 = str(buf[pos + 2:x22], 'utf-8')
            pos = x22
        else:
            v20, pos = _read_string(buf, pos, False, False, 'DeleteTopicsRequest.TopicNames')
        ap19(v20)
    o.topic_names = l18
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsRequest_v3(o):
    parts = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 3)
    l23 = o.topic_names
    a(_S_i.pack(len(l23)))
    for e24 in l23:
        s25 = e24
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n28, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsRequest.TopicNames')
    l29 = []
    ap30 = l29.append
    for _ in range(n28):
        n32, = _S_h.unpack_from(buf, pos)
        if n32 >= 0:
            x33 = pos + 2 + n32
            if x33 > blen:
                raise _bad_length(n32, 'DeleteTopicsRequest.TopicNames', pos)
            v31 = str(buf[pos + 2:x33], 'utf-8')
            pos = x33
        else:
            v31, pos = _read_string(buf, pos, False, False, 'DeleteTopicsRequest.TopicNames')
        ap30(v31)
    o.topic_names = l29
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsRequest_v4(o):
    parts = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 4)
    l34 = o.topic_names
    n35 = len(l34) + 1
    a(_UV[n35] if n35 < 128 else _uv(n35))
    for e36 in l34:
        s37 = e36
        b38 = s37.encode()
        n39 = len(b38) + 1
        a(_UV[n39] if n39 < 128 else _uv(n39))
        a(b38)
    a(_S_i.pack(o.timeout_ms))
    u40 = o._unknown_tags
    if u40 is None:
        a(_H0)
    else:
        _write_tags(a, None, u40)
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n41 = buf[pos] - 1
    if 0 <= n41 < 127:
        pos += 1
    else:
        n41, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsRequest.TopicNames')
    l42 = []
    ap43 = l42.append
    for _ in range(n41):
        n45 = buf[pos] - 1
        if 0 <= n45 < 127:
            x46 = pos + 1 + n45
            if x46 > blen:
                raise _bad_length(n45, 'DeleteTopicsRequest.TopicNames', pos)
            v44 = str(buf[pos + 1:x46], 'utf-8')
            pos = x46
        else:
            v44, pos = _read_string(buf, pos, True, False, 'DeleteTopicsRequest.TopicNames')
        ap43(v44)
    o.topic_names = l42
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt47, pos = _ruv(buf, pos)
        if nt47 * 2 > blen - pos:
            raise _array_too_long(nt47, 'DeleteTopicsRequest._tagged_fields', pos)
        uk48 = None
        for _ in range(nt47):
            tg49, pos = _ruv(buf, pos)
            sz50, pos = _ruv(buf, pos)
            x51 = pos + sz50
            if x51 > blen:
                raise _bad_length(sz50, 'DeleteTopicsRequest._tagged_fields', pos)
            if uk48 is None:
                uk48 = []
            uk48.append((tg49, bytes(buf[pos:x51])))
            pos = x51
        o._unknown_tags = uk48
    return o, pos


def _enc_DeleteTopicsRequest_v5(o):
    parts = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 5)
    l52 = o.topic_names
    n53 = len(l52) + 1
    a(_UV[n53] if n53 < 128 else _uv(n53))
    for e54 in l52:
        s55 = e54
        b56 = s55.encode()
        n57 = len(b56) + 1
        a(_UV[n57] if n57 < 128 else _uv(n57))
        a(b56)
    a(_S_i.pack(o.timeout_ms))
    u58 = o._unknown_tags
    if u58 is None:
        a(_H0)
    else:
        _write_tags(a, None, u58)
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n59 = buf[pos] - 1
    if 0 <= n59 < 127:
        pos += 1
    else:
        n59, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsRequest.TopicNames')
    l60 = []
    ap61 = l60.append
    for _ in range(n59):
        n63 = buf[pos] - 1
        if 0 <= n63 < 127:
            x64 = pos + 1 + n63
            if x64 > blen:
                raise _bad_length(n63, 'DeleteTopicsRequest.TopicNames', pos)
            v62 = str(buf[pos + 1:x64], 'utf-8')
            pos = x64
        else:
            v62, pos = _read_string(buf, pos, True, False, 'DeleteTopicsRequest.TopicNames')
        ap61(v62)
    o.topic_names = l60
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt65, pos = _ruv(buf, pos)
        if nt65 * 2 > blen - pos:
            raise _array_too_long(nt65, 'DeleteTopicsRequest._tagged_fields', pos)
        uk66 = None
        for _ in range(nt65):
            tg67, pos = _ruv(buf, pos)
            sz68, pos = _ruv(buf, pos)
            x69 = pos + sz68
            if x69 > blen:
                raise _bad_length(sz68, 'DeleteTopicsRequest._tagged_fields', pos)
            if uk66 is None:
                uk66 = []
            uk66.append((tg67, bytes(buf[pos:x69])))
            pos = x69
        o._unknown_tags = uk66
    return o, pos


def _enc_DeleteTopicsRequest_v6(o):
    parts = []
    a = parts.append
    l70 = o.topics
    n71 = len(l70) + 1
    a(_UV[n71] if n71 < 128 else _uv(n71))
    for e72 in l70:
        s73 = e72.name
        if s73 is None:
            a(_H0)
        else:
            b74 = s73.encode()
            n75 = len(b74) + 1
            a(_UV[n75] if n75 < 128 else _uv(n75))
            a(b74)
        a(_S_U.pack(e72.topic_id.bytes))
        u76 = e72._unknown_tags
        if u76 is None:
            a(_H0)
        else:
            _write_tags(a, None, u76)
    a(_S_i.pack(o.timeout_ms))
    u77 = o._unknown_tags
    if u77 is None:
        a(_H0)
    else:
        _write_tags(a, None, u77)
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n78 = buf[pos] - 1
    if 0 <= n78 < 127:
        pos += 1
    else:
        n78, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsRequest.Topics')
    l79 = []
    ap80 = l79.append
    for _ in range(n78):
        t81 = _new(_C_DeleteTopicsRequest_DeleteTopicState)
        n82 = buf[pos] - 1
        if 0 <= n82 < 127:
            x83 = pos + 1 + n82
            if x83 > blen:
                raise _bad_length(n82, 'DeleteTopicsRequest.Topics.Name', pos)
            t81.name = str(buf[pos + 1:x83], 'utf-8')
            pos = x83
        else:
            t81.name, pos = _read_string(buf, pos, True, True, 'DeleteTopicsRequest.Topics.Name')
        u84, = _S_U.unpack_from(buf, pos)
        pos += 16
        t81.topic_id = _uuid_from(u84)
        if buf[pos] == 0:
            pos += 1
            t81._unknown_tags = None
        else:
            nt85, pos = _ruv(buf, pos)
            if nt85 * 2 > blen - pos:
                raise _array_too_long(nt85, 'DeleteTopicsRequest.Topics._tagged_fields', pos)
            uk86 = None
            for _ in range(nt85):
                tg87, pos = _ruv(buf, pos)
                sz88, pos = _ruv(buf, pos)
                x89 = pos + sz88
                if x89 > blen:
                    raise _bad_length(sz88, 'DeleteTopicsRequest.Topics._tagged_fields', pos)
                if uk86 is None:
                    uk86 = []
                uk86.append((tg87, bytes(buf[pos:x89])))
                pos = x89
            t81._unknown_tags = uk86
        ap80(t81)
    o.topics = l79
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topic_names = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt90, pos = _ruv(buf, pos)
        if nt90 * 2 > blen - pos:
            raise _array_too_long(nt90, 'DeleteTopicsRequest._tagged_fields', pos)
        uk91 = None
        for _ in range(nt90):
            tg92, pos = _ruv(buf, pos)
            sz93, pos = _ruv(buf, pos)
            x94 = pos + sz93
            if x94 > blen:
                raise _bad_length(sz93, 'DeleteTopicsRequest._tagged_fields', pos)
            if uk91 is None:
                uk91 = []
            uk91.append((tg92, bytes(buf[pos:x94])))
            pos = x94
        o._unknown_tags = uk91
    return o, pos


DeleteTopicsRequest._ENC = {1: _enc_DeleteTopicsRequest_v1, 2: _enc_DeleteTopicsRequest_v2, 3: _enc_DeleteTopicsRequest_v3, 4: _enc_DeleteTopicsRequest_v4, 5: _enc_DeleteTopicsRequest_v5, 6: _enc_DeleteTopicsRequest_v6}
DeleteTopicsRequest._DEC = {1: _dec_DeleteTopicsRequest_v1, 2: _dec_DeleteTopicsRequest_v2, 3: _dec_DeleteTopicsRequest_v3, 4: _dec_DeleteTopicsRequest_v4, 5: _dec_DeleteTopicsRequest_v5, 6: _dec_DeleteTopicsRequest_v6}


class DeleteTopicsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'responses', '_unknown_tags')
    NAME = 'DeleteTopicsResponse'
    TYPE = 'response'
    API_KEY = 20
    VALID_VERSIONS = (1, 6)
    FLEXIBLE_VERSIONS = (4, 6)

    def __init__(self, *, throttle_time_ms=0, responses=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _EMPTY else responses
        self._unknown_tags = _unknown_tags

    class DeletableTopicResult(_Message):
        __slots__ = ('name', 'topic_id', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'DeleteTopicsResponse.DeletableTopicResult'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, error_code=0, error_message=None, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_DeleteTopicsResponse_DeletableTopicResult = DeleteTopicsResponse.DeletableTopicResult
DeleteTopicsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Responses', 'responses', '[]DeletableTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteTopicsResponse_DeletableTopicResult),
)
_C_DeleteTopicsResponse_DeletableTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (6, 32767), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (6, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
)
_DEF_DeleteTopicsResponse_DeletableTopicResult = _C_DeleteTopicsResponse_DeletableTopicResult()

def _mk_DeleteTopicsResponse_DeletableTopicResult():
    o = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.error_code = 0
    o.error_message = None
    o._unknown_tags = None
    return o


def _enc_DeleteTopicsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l95 = o.responses
    a(_S_i.pack(len(l95)))
    for e96 in l95:
        s97 = e96.name
        b98 = s97.encode()
        a(_S_h.pack(len(b98)))
        a(b98)
        a(_S_h.pack(e96.error_code))
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n100, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsResponse.Responses')
    l101 = []
    ap102 = l101.append
    for _ in range(n100):
        t103 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n104, = _S_h.unpack_from(buf, pos)
        if n104 >= 0:
            x105 = pos + 2 + n104
            if x105 > blen:
                raise _bad_length(n104, 'DeleteTopicsResponse.Responses.Name', pos)
            t103.name = str(buf[pos + 2:x105], 'utf-8')
            pos = x105
        else:
            t103.name, pos = _read_string(buf, pos, False, False, 'DeleteTopicsResponse.Responses.Name')
        t103.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t103.topic_id = _ZERO_UUID
        t103.error_message = None
        t103._unknown_tags = None
        ap102(t103)
    o.responses = l101
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l106 = o.responses
    a(_S_i.pack(len(l106)))
    for e107 in l106:
        s108 = e107.name
        b109 = s108.encode()
        a(_S_h.pack(len(b109)))
        a(b109)
        a(_S_h.pack(e107.error_code))
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n111, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsResponse.Responses')
    l112 = []
    ap113 = l112.append
    for _ in range(n111):
        t114 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n115, = _S_h.unpack_from(buf, pos)
        if n115 >= 0:
            x116 = pos + 2 + n115
            if x116 > blen:
                raise _bad_length(n115, 'DeleteTopicsResponse.Responses.Name', pos)
            t114.name = str(buf[pos + 2:x116], 'utf-8')
            pos = x116
        else:
            t114.name, pos = _read_string(buf, pos, False, False, 'DeleteTopicsResponse.Responses.Name')
        t114.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t114.topic_id = _ZERO_UUID
        t114.error_message = None
        t114._unknown_tags = None
        ap113(t114)
    o.responses = l112
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l117 = o.responses
    a(_S_i.pack(len(l117)))
    for e118 in l117:
        s119 = e118.name
        b120 = s119.encode()
        a(_S_h.pack(len(b120)))
        a(b120)
        a(_S_h.pack(e118.error_code))
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n122, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsResponse.Responses')
    l123 = []
    ap124 = l123.append
    for _ in range(n122):
        t125 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n126, = _S_h.unpack_from(buf, pos)
        if n126 >= 0:
            x127 = pos + 2 + n126
            if x127 > blen:
                raise _bad_length(n126, 'DeleteTopicsResponse.Responses.Name', pos)
            t125.name = str(buf[pos + 2:x127], 'utf-8')
            pos = x127
        else:
            t125.name, pos = _read_string(buf, pos, False, False, 'DeleteTopicsResponse.Responses.Name')
        t125.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t125.topic_id = _ZERO_UUID
        t125.error_message = None
        t125._unknown_tags = None
        ap124(t125)
    o.responses = l123
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l128 = o.responses
    n129 = len(l128) + 1
    a(_UV[n129] if n129 < 128 else _uv(n129))
    for e130 in l128:
        s131 = e130.name
        b132 = s131.encode()
        n133 = len(b132) + 1
        a(_UV[n133] if n133 < 128 else _uv(n133))
        a(b132)
        a(_S_h.pack(e130.error_code))
        u134 = e130._unknown_tags
        if u134 is None:
            a(_H0)
        else:
            _write_tags(a, None, u134)
    u135 = o._unknown_tags
    if u135 is None:
        a(_H0)
    else:
        _write_tags(a, None, u135)
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n136 = buf[pos] - 1
    if 0 <= n136 < 127:
        pos += 1
    else:
        n136, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsResponse.Responses')
    l137 = []
    ap138 = l137.append
    for _ in range(n136):
        t139 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n140 = buf[pos] - 1
        if 0 <= n140 < 127:
            x141 = pos + 1 + n140
            if x141 > blen:
                raise _bad_length(n140, 'DeleteTopicsResponse.Responses.Name', pos)
            t139.name = str(buf[pos + 1:x141], 'utf-8')
            pos = x141
        else:
            t139.name, pos = _read_string(buf, pos, True, False, 'DeleteTopicsResponse.Responses.Name')
        t139.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t139.topic_id = _ZERO_UUID
        t139.error_message = None
        if buf[pos] == 0:
            pos += 1
            t139._unknown_tags = None
        else:
            nt142, pos = _ruv(buf, pos)
            if nt142 * 2 > blen - pos:
                raise _array_too_long(nt142, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
            uk143 = None
            for _ in range(nt142):
                tg144, pos = _ruv(buf, pos)
                sz145, pos = _ruv(buf, pos)
                x146 = pos + sz145
                if x146 > blen:
                    raise _bad_length(sz145, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
                if uk143 is None:
                    uk143 = []
                uk143.append((tg144, bytes(buf[pos:x146])))
                pos = x146
            t139._unknown_tags = uk143
        ap138(t139)
    o.responses = l137
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt147, pos = _ruv(buf, pos)
        if nt147 * 2 > blen - pos:
            raise _array_too_long(nt147, 'DeleteTopicsResponse._tagged_fields', pos)
        uk148 = None
        for _ in range(nt147):
            tg149, pos = _ruv(buf, pos)
            sz150, pos = _ruv(buf, pos)
            x151 = pos + sz150
            if x151 > blen:
                raise _bad_length(sz150, 'DeleteTopicsResponse._tagged_fields', pos)
            if uk148 is None:
                uk148 = []
            uk148.append((tg149, bytes(buf[pos:x151])))
            pos = x151
        o._unknown_tags = uk148
    return o, pos


def _enc_DeleteTopicsResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l152 = o.responses
    n153 = len(l152) + 1
    a(_UV[n153] if n153 < 128 else _uv(n153))
    for e154 in l152:
        s155 = e154.name
        b156 = s155.encode()
        n157 = len(b156) + 1
        a(_UV[n157] if n157 < 128 else _uv(n157))
        a(b156)
        a(_S_h.pack(e154.error_code))
        s158 = e154.error_message
        if s158 is None:
            a(_H0)
        else:
            b159 = s158.encode()
            n160 = len(b159) + 1
            a(_UV[n160] if n160 < 128 else _uv(n160))
            a(b159)
        u161 = e154._unknown_tags
        if u161 is None:
            a(_H0)
        else:
            _write_tags(a, None, u161)
    u162 = o._unknown_tags
    if u162 is None:
        a(_H0)
    else:
        _write_tags(a, None, u162)
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n163 = buf[pos] - 1
    if 0 <= n163 < 127:
        pos += 1
    else:
        n163, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsResponse.Responses')
    l164 = []
    ap165 = l164.append
    for _ in range(n163):
        t166 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n167 = buf[pos] - 1
        if 0 <= n167 < 127:
            x168 = pos + 1 + n167
            if x168 > blen:
                raise _bad_length(n167, 'DeleteTopicsResponse.Responses.Name', pos)
            t166.name = str(buf[pos + 1:x168], 'utf-8')
            pos = x168
        else:
            t166.name, pos = _read_string(buf, pos, True, False, 'DeleteTopicsResponse.Responses.Name')
        t166.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n169 = buf[pos] - 1
        if 0 <= n169 < 127:
            x170 = pos + 1 + n169
            if x170 > blen:
                raise _bad_length(n169, 'DeleteTopicsResponse.Responses.ErrorMessage', pos)
            t166.error_message = str(buf[pos + 1:x170], 'utf-8')
            pos = x170
        else:
            t166.error_message, pos = _read_string(buf, pos, True, True, 'DeleteTopicsResponse.Responses.ErrorMessage')
        t166.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t166._unknown_tags = None
        else:
            nt171, pos = _ruv(buf, pos)
            if nt171 * 2 > blen - pos:
                raise _array_too_long(nt171, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
            uk172 = None
            for _ in range(nt171):
                tg173, pos = _ruv(buf, pos)
                sz174, pos = _ruv(buf, pos)
                x175 = pos + sz174
                if x175 > blen:
                    raise _bad_length(sz174, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
                if uk172 is None:
                    uk172 = []
                uk172.append((tg173, bytes(buf[pos:x175])))
                pos = x175
            t166._unknown_tags = uk172
        ap165(t166)
    o.responses = l164
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt176, pos = _ruv(buf, pos)
        if nt176 * 2 > blen - pos:
            raise _array_too_long(nt176, 'DeleteTopicsResponse._tagged_fields', pos)
        uk177 = None
        for _ in range(nt176):
            tg178, pos = _ruv(buf, pos)
            sz179, pos = _ruv(buf, pos)
            x180 = pos + sz179
            if x180 > blen:
                raise _bad_length(sz179, 'DeleteTopicsResponse._tagged_fields', pos)
            if uk177 is None:
                uk177 = []
            uk177.append((tg178, bytes(buf[pos:x180])))
            pos = x180
        o._unknown_tags = uk177
    return o, pos


def _enc_DeleteTopicsResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l181 = o.responses
    n182 = len(l181) + 1
    a(_UV[n182] if n182 < 128 else _uv(n182))
    for e183 in l181:
        s184 = e183.name
        if s184 is None:
            a(_H0)
        else:
            b185 = s184.encode()
            n186 = len(b185) + 1
            a(_UV[n186] if n186 < 128 else _uv(n186))
            a(b185)
        a(_S_Uh.pack(e183.topic_id.bytes, e183.error_code))
        s187 = e183.error_message
        if s187 is None:
            a(_H0)
        else:
            b188 = s187.encode()
            n189 = len(b188) + 1
            a(_UV[n189] if n189 < 128 else _uv(n189))
            a(b188)
        u190 = e183._unknown_tags
        if u190 is None:
            a(_H0)
        else:
            _write_tags(a, None, u190)
    u191 = o._unknown_tags
    if u191 is None:
        a(_H0)
    else:
        _write_tags(a, None, u191)
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n192 = buf[pos] - 1
    if 0 <= n192 < 127:
        pos += 1
    else:
        n192, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsResponse.Responses')
    l193 = []
    ap194 = l193.append
    for _ in range(n192):
        t195 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n196 = buf[pos] - 1
        if 0 <= n196 < 127:
            x197 = pos + 1 + n196
            if x197 > blen:
                raise _bad_length(n196, 'DeleteTopicsResponse.Responses.Name', pos)
            t195.name = str(buf[pos + 1:x197], 'utf-8')
            pos = x197
        else:
            t195.name, pos = _read_string(buf, pos, True, True, 'DeleteTopicsResponse.Responses.Name')
        u198, t195.error_code = _S_Uh.unpack_from(buf, pos)
        pos += 18
        t195.topic_id = _uuid_from(u198)
        n199 = buf[pos] - 1
        if 0 <= n199 < 127:
            x200 = pos + 1 + n199
            if x200 > blen:
                raise _bad_length(n199, 'DeleteTopicsResponse.Responses.ErrorMessage', pos)
            t195.error_message = str(buf[pos + 1:x200], 'utf-8')
            pos = x200
        else:
            t195.error_message, pos = _read_string(buf, pos, True, True, 'DeleteTopicsResponse.Responses.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t195._unknown_tags = None
        else:
            nt201, pos = _ruv(buf, pos)
            if nt201 * 2 > blen - pos:
                raise _array_too_long(nt201, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
            uk202 = None
            for _ in range(nt201):
                tg203, pos = _ruv(buf, pos)
                sz204, pos = _ruv(buf, pos)
                x205 = pos + sz204
                if x205 > blen:
                    raise _bad_length(sz204, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
                if uk202 is None:
                    uk202 = []
                uk202.append((tg203, bytes(buf[pos:x205])))
                pos = x205
            t195._unknown_tags = uk202
        ap194(t195)
    o.responses = l193
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt206, pos = _ruv(buf, pos)
        if nt206 * 2 > blen - pos:
            raise _array_too_long(nt206, 'DeleteTopicsResponse._tagged_fields', pos)
        uk207 = None
        for _ in range(nt206):
            tg208, pos = _ruv(buf, pos)
            sz209, pos = _ruv(buf, pos)
            x210 = pos + sz209
            if x210 > blen:
                raise _bad_length(sz209, 'DeleteTopicsResponse._tagged_fields', pos)
            if uk207 is None:
                uk207 = []
            uk207.append((tg208, bytes(buf[pos:x210])))
            pos = x210
        o._unknown_tags = uk207
    return o, pos


DeleteTopicsResponse._ENC = {1: _enc_DeleteTopicsResponse_v1, 2: _enc_DeleteTopicsResponse_v2, 3: _enc_DeleteTopicsResponse_v3, 4: _enc_DeleteTopicsResponse_v4, 5: _enc_DeleteTopicsResponse_v5, 6: _enc_DeleteTopicsResponse_v6}
DeleteTopicsResponse._DEC = {1: _dec_DeleteTopicsResponse_v1, 2: _dec_DeleteTopicsResponse_v2, 3: _dec_DeleteTopicsResponse_v3, 4: _dec_DeleteTopicsResponse_v4, 5: _dec_DeleteTopicsResponse_v5, 6: _dec_DeleteTopicsResponse_v6}


_LINES = {
    94: 'DeleteTopicsRequest.Topics',
    96: 'DeleteTopicsRequest.TopicNames',
    97: 'DeleteTopicsRequest.TopicNames',
    98: 'DeleteTopicsRequest.TopicNames',
    99: 'DeleteTopicsRequest.TopicNames',
    100: 'DeleteTopicsRequest.TopicNames',
    101: 'DeleteTopicsRequest.TopicNames',
    102: 'DeleteTopicsRequest.TopicNames',
    103: 'DeleteTopicsRequest.TimeoutMs',
    110: 'DeleteTopicsRequest.TopicNames',
    114: 'DeleteTopicsRequest.TopicNames',
    119: 'DeleteTopicsRequest.TopicNames',
    122: 'DeleteTopicsRequest.TopicNames',
    125: 'DeleteTopicsRequest.TimeoutMs',
    135: 'DeleteTopicsRequest.Topics',
    137: 'DeleteTopicsRequest.TopicNames',
    138: 'DeleteTopicsRequest.TopicNames',
    139: 'DeleteTopicsRequest.TopicNames',
    140: 'DeleteTopicsRequest.TopicNames',
    141: 'DeleteTopicsRequest.TopicNames',
    142: 'DeleteTopicsRequest.TopicNames',
    143: 'DeleteTopicsRequest.TopicNames',
    144: 'DeleteTopicsRequest.TimeoutMs',
    151: 'DeleteTopicsRequest.TopicNames',
    155: 'DeleteTopicsRequest.TopicNames',
    160: 'DeleteTopicsRequest.TopicNames',
    163: 'DeleteTopicsRequest.TopicNames',
    166: 'DeleteTopicsRequest.TimeoutMs',
    176: 'DeleteTopicsRequest.Topics',
    178: 'DeleteTopicsRequest.TopicNames',
    179: 'DeleteTopicsRequest.TopicNames',
    180: 'DeleteTopicsRequest.TopicNames',
    181: 'DeleteTopicsRequest.TopicNames',
    182: 'DeleteTopicsRequest.TopicNames',
    183: 'DeleteTopicsRequest.TopicNames',
    184: 'DeleteTopicsRequest.TopicNames',
    185: 'DeleteTopicsRequest.TimeoutMs',
    192: 'DeleteTopicsRequest.TopicNames',
    196: 'DeleteTopicsRequest.TopicNames',
    201: 'DeleteTopicsRequest.TopicNames',
    204: 'DeleteTopicsRequest.TopicNames',
    207: 'DeleteTopicsRequest.TimeoutMs',
    217: 'DeleteTopicsRequest.Topics',
    219: 'DeleteTopicsRequest.TopicNames',
    220: 'DeleteTopicsRequest.TopicNames',
    221: 'DeleteTopicsRequest.TopicNames',
    222: 'DeleteTopicsRequest.TopicNames',
    223: 'DeleteTopicsRequest.TopicNames',
    224: 'DeleteTopicsRequest.TopicNames',
    225: 'DeleteTopicsRequest.TopicNames',
    226: 'DeleteTopicsRequest.TopicNames',
    227: 'DeleteTopicsRequest.TopicNames',
    228: 'DeleteTopicsRequest.TimeoutMs',
    229: 'DeleteTopicsRequest._unknown_tags',
    230: 'DeleteTopicsRequest',
    233: 'DeleteTopicsRequest._unknown_tags',
    240: 'DeleteTopicsRequest.TopicNames',
    244: 'DeleteTopicsRequest.TopicNames',
    248: 'DeleteTopicsRequest.TopicNames',
    253: 'DeleteTopicsRequest.TopicNames',
    256: 'DeleteTopicsRequest.TopicNames',
    259: 'DeleteTopicsRequest.TimeoutMs',
    262: 'DeleteTopicsRequest._tagged_fields',
    266: 'DeleteTopicsRequest._tagged_fields',
    271: 'DeleteTopicsRequest._tagged_fields',
    272: 'DeleteTopicsRequest._tagged_fields',
    287: 'DeleteTopicsRequest.Topics',
    289: 'DeleteTopicsRequest.TopicNames',
    290: 'DeleteTopicsRequest.TopicNames',
    291: 'DeleteTopicsRequest.TopicNames',
    292: 'DeleteTopicsRequest.TopicNames',
    293: 'DeleteTopicsRequest.TopicNames',
    294: 'DeleteTopicsRequest.TopicNames',
    295: 'DeleteTopicsRequest.TopicNames',
    296: 'DeleteTopicsRequest.TopicNames',
    297: 'DeleteTopicsRequest.TopicNames',
    298: 'DeleteTopicsRequest.TimeoutMs',
    299: 'DeleteTopicsRequest._unknown_tags',
    300: 'DeleteTopicsRequest',
    303: 'DeleteTopicsRequest._unknown_tags',
    310: 'DeleteTopicsRequest.TopicNames',
    314: 'DeleteTopicsRequest.TopicNames',
    318: 'DeleteTopicsRequest.TopicNames',
    323: 'DeleteTopicsRequest.TopicNames',
    326: 'DeleteTopicsRequest.TopicNames',
    329: 'DeleteTopicsRequest.TimeoutMs',
    332: 'DeleteTopicsRequest._tagged_fields',
    336: 'DeleteTopicsRequest._tagged_fields',
    341: 'DeleteTopicsRequest._tagged_fields',
    342: 'DeleteTopicsRequest._tagged_fields',
    357: 'DeleteTopicsRequest.Topics',
    358: 'DeleteTopicsRequest.Topics',
    359: 'DeleteTopicsRequest.Topics',
    360: 'DeleteTopicsRequest.Topics',
    361: 'DeleteTopicsRequest.Topics.Name',
    362: 'DeleteTopicsRequest.Topics.Name',
    363: 'DeleteTopicsRequest.Topics.Name',
    364: 'DeleteTopicsRequest.Topics.Name',
    365: 'DeleteTopicsRequest.Topics.Name',
    366: 'DeleteTopicsRequest.Topics.Name',
    367: 'DeleteTopicsRequest.Topics.Name',
    368: 'DeleteTopicsRequest.Topics.Name',
    369: 'DeleteTopicsRequest.Topics.TopicId',
    370: 'DeleteTopicsRequest.Topics._unknown_tags',
    371: 'DeleteTopicsRequest.Topics',
    374: 'DeleteTopicsRequest.Topics._unknown_tags',
    375: 'DeleteTopicsRequest.TimeoutMs',
    376: 'DeleteTopicsRequest._unknown_tags',
    377: 'DeleteTopicsRequest',
    380: 'DeleteTopicsRequest._unknown_tags',
    387: 'DeleteTopicsRequest.Topics',
    391: 'DeleteTopicsRequest.Topics',
    396: 'DeleteTopicsRequest.Topics.Name',
    401: 'DeleteTopicsRequest.Topics.Name',
    404: 'DeleteTopicsRequest.Topics.Name',
    405: 'DeleteTopicsRequest.Topics.TopicId',
    408: 'DeleteTopicsRequest.Topics._tagged_fields',
    412: 'DeleteTopicsRequest.Topics._tagged_fields',
    417: 'DeleteTopicsRequest.Topics._tagged_fields',
    418: 'DeleteTopicsRequest.Topics._tagged_fields',
    429: 'DeleteTopicsRequest.TimeoutMs',
    432: 'DeleteTopicsRequest._tagged_fields',
    436: 'DeleteTopicsRequest._tagged_fields',
    441: 'DeleteTopicsRequest._tagged_fields',
    442: 'DeleteTopicsRequest._tagged_fields',
    509: 'DeleteTopicsResponse.ThrottleTimeMs',
    510: 'DeleteTopicsResponse.Responses',
    511: 'DeleteTopicsResponse.Responses',
    512: 'DeleteTopicsResponse.Responses',
    513: 'DeleteTopicsResponse.Responses.Name',
    514: 'DeleteTopicsResponse.Responses.Name',
    515: 'DeleteTopicsResponse.Responses.Name',
    516: 'DeleteTopicsResponse.Responses.Name',
    517: 'DeleteTopicsResponse.Responses.ErrorCode',
    524: 'DeleteTopicsResponse.ThrottleTimeMs',
    526: 'DeleteTopicsResponse.Responses',
    531: 'DeleteTopicsResponse.Responses.Name',
    536: 'DeleteTopicsResponse.Responses.Name',
    539: 'DeleteTopicsResponse.Responses.Name',
    540: 'DeleteTopicsResponse.Responses.ErrorCode',
    554: 'DeleteTopicsResponse.ThrottleTimeMs',
    555: 'DeleteTopicsResponse.Responses',
    556: 'DeleteTopicsResponse.Responses',
    557: 'DeleteTopicsResponse.Responses',
    558: 'DeleteTopicsResponse.Responses.Name',
    559: 'DeleteTopicsResponse.Responses.Name',
    560: 'DeleteTopicsResponse.Responses.Name',
    561: 'DeleteTopicsResponse.Responses.Name',
    562: 'DeleteTopicsResponse.Responses.ErrorCode',
    569: 'DeleteTopicsResponse.ThrottleTimeMs',
    571: 'DeleteTopicsResponse.Responses',
    576: 'DeleteTopicsResponse.Responses.Name',
    581: 'DeleteTopicsResponse.Responses.Name',
    584: 'DeleteTopicsResponse.Responses.Name',
    585: 'DeleteTopicsResponse.Responses.ErrorCode',
    599: 'DeleteTopicsResponse.ThrottleTimeMs',
    600: 'DeleteTopicsResponse.Responses',
    601: 'DeleteTopicsResponse.Responses',
    602: 'DeleteTopicsResponse.Responses',
    603: 'DeleteTopicsResponse.Responses.Name',
    604: 'DeleteTopicsResponse.Responses.Name',
    605: 'DeleteTopicsResponse.Responses.Name',
    606: 'DeleteTopicsResponse.Responses.Name',
    607: 'DeleteTopicsResponse.Responses.ErrorCode',
    614: 'DeleteTopicsResponse.ThrottleTimeMs',
    616: 'DeleteTopicsResponse.Responses',
    621: 'DeleteTopicsResponse.Responses.Name',
    626: 'DeleteTopicsResponse.Responses.Name',
    629: 'DeleteTopicsResponse.Responses.Name',
    630: 'DeleteTopicsResponse.Responses.ErrorCode',
    644: 'DeleteTopicsResponse.ThrottleTimeMs',
    645: 'DeleteTopicsResponse.Responses',
    646: 'DeleteTopicsResponse.Responses',
    647: 'DeleteTopicsResponse.Responses',
    648: 'DeleteTopicsResponse.Responses',
    649: 'DeleteTopicsResponse.Responses.Name',
    650: 'DeleteTopicsResponse.Responses.Name',
    651: 'DeleteTopicsResponse.Responses.Name',
    652: 'DeleteTopicsResponse.Responses.Name',
    653: 'DeleteTopicsResponse.Responses.Name',
    654: 'DeleteTopicsResponse.Responses.ErrorCode',
    655: 'DeleteTopicsResponse.Responses._unknown_tags',
    656: 'DeleteTopicsResponse.Responses',
    659: 'DeleteTopicsResponse.Responses._unknown_tags',
    660: 'DeleteTopicsResponse._unknown_tags',
    661: 'DeleteTopicsResponse',
    664: 'DeleteTopicsResponse._unknown_tags',
    671: 'DeleteTopicsResponse.ThrottleTimeMs',
    673: 'DeleteTopicsResponse.Responses',
    677: 'DeleteTopicsResponse.Responses',
    682: 'DeleteTopicsResponse.Responses.Name',
    687: 'DeleteTopicsResponse.Responses.Name',
    690: 'DeleteTopicsResponse.Responses.Name',
    691: 'DeleteTopicsResponse.Responses.ErrorCode',
    695: 'DeleteTopicsResponse.Responses._tagged_fields',
    699: 'DeleteTopicsResponse.Responses._tagged_fields',
    704: 'DeleteTopicsResponse.Responses._tagged_fields',
    705: 'DeleteTopicsResponse.Responses._tagged_fields',
    716: 'DeleteTopicsResponse._tagged_fields',
    720: 'DeleteTopicsResponse._tagged_fields',
    725: 'DeleteTopicsResponse._tagged_fields',
    726: 'DeleteTopicsResponse._tagged_fields',
    741: 'DeleteTopicsResponse.ThrottleTimeMs',
    742: 'DeleteTopicsResponse.Responses',
    743: 'DeleteTopicsResponse.Responses',
    744: 'DeleteTopicsResponse.Responses',
    745: 'DeleteTopicsResponse.Responses',
    746: 'DeleteTopicsResponse.Responses.Name',
    747: 'DeleteTopicsResponse.Responses.Name',
    748: 'DeleteTopicsResponse.Responses.Name',
    749: 'DeleteTopicsResponse.Responses.Name',
    750: 'DeleteTopicsResponse.Responses.Name',
    751: 'DeleteTopicsResponse.Responses.ErrorCode',
    752: 'DeleteTopicsResponse.Responses.ErrorMessage',
    753: 'DeleteTopicsResponse.Responses.ErrorMessage',
    754: 'DeleteTopicsResponse.Responses.ErrorMessage',
    755: 'DeleteTopicsResponse.Responses.ErrorMessage',
    756: 'DeleteTopicsResponse.Responses.ErrorMessage',
    757: 'DeleteTopicsResponse.Responses.ErrorMessage',
    758: 'DeleteTopicsResponse.Responses.ErrorMessage',
    759: 'DeleteTopicsResponse.Responses.ErrorMessage',
    760: 'DeleteTopicsResponse.Responses._unknown_tags',
    761: 'DeleteTopicsResponse.Responses',
    764: 'DeleteTopicsResponse.Responses._unknown_tags',
    765: 'DeleteTopicsResponse._unknown_tags',
    766: 'DeleteTopicsResponse',
    769: 'DeleteTopicsResponse._unknown_tags',
    776: 'DeleteTopicsResponse.ThrottleTimeMs',
    778: 'DeleteTopicsResponse.Responses',
    782: 'DeleteTopicsResponse.Responses',
    787: 'DeleteTopicsResponse.Responses.Name',
    792: 'DeleteTopicsResponse.Responses.Name',
    795: 'DeleteTopicsResponse.Responses.Name',
    796: 'DeleteTopicsResponse.Responses.ErrorCode',
    798: 'DeleteTopicsResponse.Responses.ErrorMessage',
    803: 'DeleteTopicsResponse.Responses.ErrorMessage',
    806: 'DeleteTopicsResponse.Responses.ErrorMessage',
    808: 'DeleteTopicsResponse.Responses._tagged_fields',
    812: 'DeleteTopicsResponse.Responses._tagged_fields',
    817: 'DeleteTopicsResponse.Responses._tagged_fields',
    818: 'DeleteTopicsResponse.Responses._tagged_fields',
    829: 'DeleteTopicsResponse._tagged_fields',
    833: 'DeleteTopicsResponse._tagged_fields',
    838: 'DeleteTopicsResponse._tagged_fields',
    839: 'DeleteTopicsResponse._tagged_fields',
    854: 'DeleteTopicsResponse.ThrottleTimeMs',
    855: 'DeleteTopicsResponse.Responses',
    856: 'DeleteTopicsResponse.Responses',
    857: 'DeleteTopicsResponse.Responses',
    858: 'DeleteTopicsResponse.Responses',
    859: 'DeleteTopicsResponse.Responses.Name',
    860: 'DeleteTopicsResponse.Responses.Name',
    861: 'DeleteTopicsResponse.Responses.Name',
    862: 'DeleteTopicsResponse.Responses.Name',
    863: 'DeleteTopicsResponse.Responses.Name',
    864: 'DeleteTopicsResponse.Responses.Name',
    865: 'DeleteTopicsResponse.Responses.Name',
    866: 'DeleteTopicsResponse.Responses.Name',
    867: 'DeleteTopicsResponse.Responses.TopicId,ErrorCode',
    868: 'DeleteTopicsResponse.Responses.ErrorMessage',
    869: 'DeleteTopicsResponse.Responses.ErrorMessage',
    870: 'DeleteTopicsResponse.Responses.ErrorMessage',
    871: 'DeleteTopicsResponse.Responses.ErrorMessage',
    872: 'DeleteTopicsResponse.Responses.ErrorMessage',
    873: 'DeleteTopicsResponse.Responses.ErrorMessage',
    874: 'DeleteTopicsResponse.Responses.ErrorMessage',
    875: 'DeleteTopicsResponse.Responses.ErrorMessage',
    876: 'DeleteTopicsResponse.Responses._unknown_tags',
    877: 'DeleteTopicsResponse.Responses',
    880: 'DeleteTopicsResponse.Responses._unknown_tags',
    881: 'DeleteTopicsResponse._unknown_tags',
    882: 'DeleteTopicsResponse',
    885: 'DeleteTopicsResponse._unknown_tags',
    892: 'DeleteTopicsResponse.ThrottleTimeMs',
    894: 'DeleteTopicsResponse.Responses',
    898: 'DeleteTopicsResponse.Responses',
    903: 'DeleteTopicsResponse.Responses.Name',
    908: 'DeleteTopicsResponse.Responses.Name',
    911: 'DeleteTopicsResponse.Responses.Name',
    912: 'DeleteTopicsResponse.Responses.TopicId,ErrorCode',
    915: 'DeleteTopicsResponse.Responses.ErrorMessage',
    920: 'DeleteTopicsResponse.Responses.ErrorMessage',
    923: 'DeleteTopicsResponse.Responses.ErrorMessage',
    924: 'DeleteTopicsResponse.Responses._tagged_fields',
    928: 'DeleteTopicsResponse.Responses._tagged_fields',
    933: 'DeleteTopicsResponse.Responses._tagged_fields',
    934: 'DeleteTopicsResponse.Responses._tagged_fields',
    945: 'DeleteTopicsResponse._tagged_fields',
    949: 'DeleteTopicsResponse._tagged_fields',
    954: 'DeleteTopicsResponse._tagged_fields',
    955: 'DeleteTopicsResponse._tagged_fields',
}
