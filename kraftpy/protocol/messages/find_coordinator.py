# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/FindCoordinatorRequest.json, schemas/messages/FindCoordinatorResponse.json.
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

__all__ = ['FindCoordinatorRequest', 'FindCoordinatorResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_hi = Struct('>hi')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class FindCoordinatorRequest(_Message):
    __slots__ = ('key', 'key_type', 'coordinator_keys', '_unknown_tags')
    NAME = 'FindCoordinatorRequest'
    TYPE = 'request'
    API_KEY = 10
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (3, 6)

    def __init__(self, *, key='', key_type=0, coordinator_keys=_EMPTY, _unknown_tags=None):
        self.key = key
        self.key_type = key_type
        self.coordinator_keys = [] if coordinator_keys is _EMPTY else coordinator_keys
        self._unknown_tags = _unknown_tags


FindCoordinatorRequest.FIELDS = (
    _FI('Key', 'key', 'string', (0, 3), (1, 0), (1, 0), None, '', False, None),
    _FI('KeyType', 'key_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CoordinatorKeys', 'coordinator_keys', '[]string', (4, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_FindCoordinatorRequest_v0(o):
    parts = []
    a = parts.append
    s1 = o.key
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    if o.key_type != 0:
        raise _unsupported_field('FindCoordinatorRequest', 'KeyType', 0)
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 0)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n4, = _S_h.unpack_from(buf, pos)
    if n4 >= 0:
        x5 = pos + 2 + n4
        if x5 > blen:
            raise _bad_length(n4, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 2:x5], 'utf-8')
        pos = x5
    else:
        o.key, pos = _read_string(buf, pos, False, False, 'FindCoordinatorRequest.Key')
    o.key_type = 0
    o.coordinator_keys = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorRequest_v1(o):
    parts = []
    a = parts.append
    s6 = o.key
    b7 = s6.encode()
    a(_S_h.pack(len(b7)))
    a(b7)
    a(_S_b.pack(o.key_type))
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 1)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.key, pos = _read_string(buf, pos, False, False, 'FindCoordinatorRequest.Key')
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.coordinator_keys = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorRequest_v2(o):
    parts = []
    a = parts.append
    s11 = o.key
    b12 = s11.encode()
    a(_S_h.pack(len(b12)))
    a(b12)
    a(_S_b.pack(o.key_type))
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 2)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n14, = _S_h.unpack_from(buf, pos)
    if n14 >= 0:
        x15 = pos + 2 + n14
        if x15 > blen:
            raise _bad_length(n14, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 2:x15], 'utf-8')
        pos = x15
    else:
        o.key, pos = _read_string(buf, pos, False, False, 'FindCoordinatorRequest.Key')
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.coordinator_keys = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorRequest_v3(o):
    parts = []
    a = parts.append
    s16 = o.key
    b17 = s16.encode()
    n18 = len(b17) + 1
    a(_UV[n18] if n18 < 128 else _uv(n18))
    a(b17)
    a(_S_b.pack(o.key_type))
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 3)
    u19 = o._unknown_tags
    if u19 is None:
        a(_H0)
    else:
        _write_tags(a, None, u19)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        x21 = pos + 1 + n20
        if x21 > blen:
            raise _bad_length(n20, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 1:x21], 'utf-8')
        pos = x21
    else:
        o.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.Key')
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.coordinator_keys = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt22, pos = _ruv(buf, pos)
        if nt22 * 2 > blen - pos:
            raise _array_too_long(nt22, 'FindCoordinatorRequest._tagged_fields', pos)
        uk23 = None
        for _ in range(nt22):
            tg24, pos = _ruv(buf, pos)
            sz25, pos = _ruv(buf, pos)
            x26 = pos + sz25
            if x26 > blen:
                raise _bad_length(sz25, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk23 is None:
                uk23 = []
            uk23.append((tg24, bytes(buf[pos:x26])))
            pos = x26
        o._unknown_tags = uk23
    return o, pos


def _enc_FindCoordinatorRequest_v4(o):
    parts = []
    a = parts.append
    if o.key != '':
        raise _unsupported_field('FindCoordinatorRequest', 'Key', 4)
    a(_S_b.pack(o.key_type))
    l27 = o.coordinator_keys
    n28 = len(l27) + 1
    a(_UV[n28] if n28 < 128 else _uv(n28))
    for e29 in l27:
        s30 = e29
        b31 = s30.encode()
        n32 = len(b31) + 1
        a(_UV[n32] if n32 < 128 else _uv(n32))
        a(b31)
    u33 = o._unknown_tags
    if u33 is None:
        a(_H0)
    else:
        _write_tags(a, None, u33)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n34 = buf[pos] - 1
    if 0 <= n34 < 127:
        pos += 1
    else:
        n34, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorRequest.CoordinatorKeys')
    l35 = []
    ap36 = l35.append
    for _ in range(n34):
        n38 = buf[pos] - 1
        if 0 <= n38 < 127:
            x39 = pos + 1 + n38
            if x39 > blen:
                raise _bad_length(n38, 'FindCoordinatorRequest.CoordinatorKeys', pos)
            v37 = str(buf[pos + 1:x39], 'utf-8')
            pos = x39
        else:
            v37, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.CoordinatorKeys')
        ap36(v37)
    o.coordinator_keys = l35
    o.key = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt40, pos = _ruv(buf, pos)
        if nt40 * 2 > blen - pos:
            raise _array_too_long(nt40, 'FindCoordinatorRequest._tagged_fields', pos)
        uk41 = None
        for _ in range(nt40):
            tg42, pos = _ruv(buf, pos)
            sz43, pos = _ruv(buf, pos)
            x44 = pos + sz43
            if x44 > blen:
                raise _bad_length(sz43, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk41 is None:
                uk41 = []
            uk41.append((tg42, bytes(buf[pos:x44])))
            pos = x44
        o._unknown_tags = uk41
    return o, pos


def _enc_FindCoordinatorRequest_v5(o):
    parts = []
    a = parts.append
    if o.key != '':
        raise _unsupported_field('FindCoordinatorRequest', 'Key', 5)
    a(_S_b.pack(o.key_type))
    l45 = o.coordinator_keys
    n46 = len(l45) + 1
    a(_UV[n46] if n46 < 128 else _uv(n46))
    for e47 in l45:
        s48 = e47
        b49 = s48.encode()
        n50 = len(b49) + 1
        a(_UV[n50] if n50 < 128 else _uv(n50))
        a(b49)
    u51 = o._unknown_tags
    if u51 is None:
        a(_H0)
    else:
        _write_tags(a, None, u51)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n52 = buf[pos] - 1
    if 0 <= n52 < 127:
        pos += 1
    else:
        n52, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorRequest.CoordinatorKeys')
    l53 = []
    ap54 = l53.append
    for _ in range(n52):
        n56 = buf[pos] - 1
        if 0 <= n56 < 127:
            x57 = pos + 1 + n56
            if x57 > blen:
                raise _bad_length(n56, 'FindCoordinatorRequest.CoordinatorKeys', pos)
            v55 = str(buf[pos + 1:x57], 'utf-8')
            pos = x57
        else:
            v55, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.CoordinatorKeys')
        ap54(v55)
    o.coordinator_keys = l53
    o.key = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt58, pos = _ruv(buf, pos)
        if nt58 * 2 > blen - pos:
            raise _array_too_long(nt58, 'FindCoordinatorRequest._tagged_fields', pos)
        uk59 = None
        for _ in range(nt58):
            tg60, pos = _ruv(buf, pos)
            sz61, pos = _ruv(buf, pos)
            x62 = pos + sz61
            if x62 > blen:
                raise _bad_length(sz61, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk59 is None:
                uk59 = []
            uk59.append((tg60, bytes(buf[pos:x62])))
            pos = x62
        o._unknown_tags = uk59
    return o, pos


def _enc_FindCoordinatorRequest_v6(o):
    parts = []
    a = parts.append
    if o.key != '':
        raise _unsupported_field('FindCoordinatorRequest', 'Key', 6)
    a(_S_b.pack(o.key_type))
    l63 = o.coordinator_keys
    n64 = len(l63) + 1
    a(_UV[n64] if n64 < 128 else _uv(n64))
    for e65 in l63:
        s66 = e65
        b67 = s66.encode()
        n68 = len(b67) + 1
        a(_UV[n68] if n68 < 128 else _uv(n68))
        a(b67)
    u69 = o._unknown_tags
    if u69 is None:
        a(_H0)
    else:
        _write_tags(a, None, u69)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n70 = buf[pos] - 1
    if 0 <= n70 < 127:
        pos += 1
    else:
        n70, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorRequest.CoordinatorKeys')
    l71 = []
    ap72 = l71.append
    for _ in range(n70):
        n74 = buf[pos] - 1
        if 0 <= n74 < 127:
            x75 = pos + 1 + n74
            if x75 > blen:
                raise _bad_length(n74, 'FindCoordinatorRequest.CoordinatorKeys', pos)
            v73 = str(buf[pos + 1:x75], 'utf-8')
            pos = x75
        else:
            v73, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.CoordinatorKeys')
        ap72(v73)
    o.coordinator_keys = l71
    o.key = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt76, pos = _ruv(buf, pos)
        if nt76 * 2 > blen - pos:
            raise _array_too_long(nt76, 'FindCoordinatorRequest._tagged_fields', pos)
        uk77 = None
        for _ in range(nt76):
            tg78, pos = _ruv(buf, pos)
            sz79, pos = _ruv(buf, pos)
            x80 = pos + sz79
            if x80 > blen:
                raise _bad_length(sz79, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk77 is None:
                uk77 = []
            uk77.append((tg78, bytes(buf[pos:x80])))
            pos = x80
        o._unknown_tags = uk77
    return o, pos


FindCoordinatorRequest._ENC = {0: _enc_FindCoordinatorRequest_v0, 1: _enc_FindCoordinatorRequest_v1, 2: _enc_FindCoordinatorRequest_v2, 3: _enc_FindCoordinatorRequest_v3, 4: _enc_FindCoordinatorRequest_v4, 5: _enc_FindCoordinatorRequest_v5, 6: _enc_FindCoordinatorRequest_v6}
FindCoordinatorRequest._DEC = {0: _dec_FindCoordinatorRequest_v0, 1: _dec_FindCoordinatorRequest_v1, 2: _dec_FindCoordinatorRequest_v2, 3: _dec_FindCoordinatorRequest_v3, 4: _dec_FindCoordinatorRequest_v4, 5: _dec_FindCoordinatorRequest_v5, 6: _dec_FindCoordinatorRequest_v6}


class FindCoordinatorResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'node_id', 'host', 'port', 'coordinators', '_unknown_tags')
    NAME = 'FindCoordinatorResponse'
    TYPE = 'response'
    API_KEY = 10
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (3, 6)

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', node_id=0, host='', port=0, coordinators=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.node_id = node_id
        self.host = host
        self.port = port
        self.coordinators = [] if coordinators is _EMPTY else coordinators
        self._unknown_tags = _unknown_tags

    class Coordinator(_Message):
        __slots__ = ('key', 'node_id', 'host', 'port', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'FindCoordinatorResponse.Coordinator'

        def __init__(self, *, key='', node_id=0, host='', port=0, error_code=0, error_message='', _unknown_tags=None):
            self.key = key
            self.node_id = node_id
            self.host = host
            self.port = port
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_FindCoordinatorResponse_Coordinator = FindCoordinatorResponse.Coordinator
FindCoordinatorResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (1, 3), (1, 3), (1, 0), None, '', True, None),
    _FI('NodeId', 'node_id', 'int32', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (0, 3), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('Coordinators', 'coordinators', '[]Coordinator', (4, 32767), (1, 0), (1, 0), None, (), False, _C_FindCoordinatorResponse_Coordinator),
)
_C_FindCoordinatorResponse_Coordinator.FIELDS = (
    _FI('Key', 'key', 'string', (4, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('NodeId', 'node_id', 'int32', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (4, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (4, 32767), (4, 32767), (1, 0), None, '', True, None),
)
_DEF_FindCoordinatorResponse_Coordinator = _C_FindCoordinatorResponse_Coordinator()

def _mk_FindCoordinatorResponse_Coordinator():
    o = _new(_C_FindCoordinatorResponse_Coordinator)
    o.key = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_FindCoordinatorResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    a(_S_i.pack(o.node_id))
    s81 = o.host
    b82 = s81.encode()
    a(_S_h.pack(len(b82)))
    a(b82)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 0)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.error_code, o.node_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n84, = _S_h.unpack_from(buf, pos)
    if n84 >= 0:
        x85 = pos + 2 + n84
        if x85 > blen:
            raise _bad_length(n84, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 2:x85], 'utf-8')
        pos = x85
    else:
        o.host, pos = _read_string(buf, pos, False, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.throttle_time_ms = 0
    o.error_message = ''
    o.coordinators = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s86 = o.error_message
    if s86 is None:
        a(b'\xff\xff')
    else:
        b87 = s86.encode()
        a(_S_h.pack(len(b87)))
        a(b87)
    a(_S_i.pack(o.node_id))
    s89 = o.host
    b90 = s89.encode()
    a(_S_h.pack(len(b90)))
    a(b90)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 1)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n92, = _S_h.unpack_from(buf, pos)
    if n92 >= 0:
        x93 = pos + 2 + n92
        if x93 > blen:
            raise _bad_length(n92, 'FindCoordinatorResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x93], 'utf-8')
        pos = x93
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'FindCoordinatorResponse.ErrorMessage')
    o.node_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n94, = _S_h.unpack_from(buf, pos)
    if n94 >= 0:
        x95 = pos + 2 + n94
        if x95 > blen:
            raise _bad_length(n94, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 2:x95], 'utf-8')
        pos = x95
    else:
        o.host, pos = _read_string(buf, pos, False, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.coordinators = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s96 = o.error_message
    if s96 is None:
        a(b'\xff\xff')
    else:
        b97 = s96.encode()
        a(_S_h.pack(len(b97)))
        a(b97)
    a(_S_i.pack(o.node_id))
    s99 = o.host
    b100 = s99.encode()
    a(_S_h.pack(len(b100)))
    a(b100)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 2)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n102, = _S_h.unpack_from(buf, pos)
    if n102 >= 0:
        x103 = pos + 2 + n102
        if x103 > blen:
            raise _bad_length(n102, 'FindCoordinatorResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x103], 'utf-8')
        pos = x103
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'FindCoordinatorResponse.ErrorMessage')
    o.node_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n104, = _S_h.unpack_from(buf, pos)
    if n104 >= 0:
        x105 = pos + 2 + n104
        if x105 > blen:
            raise _bad_length(n104, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 2:x105], 'utf-8')
        pos = x105
    else:
        o.host, pos = _read_string(buf, pos, False, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.coordinators = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s106 = o.error_message
    if s106 is None:
        a(_H0)
    else:
        b107 = s106.encode()
        n108 = len(b107) + 1
        a(_UV[n108] if n108 < 128 else _uv(n108))
        a(b107)
    a(_S_i.pack(o.node_id))
    s109 = o.host
    b110 = s109.encode()
    n111 = len(b110) + 1
    a(_UV[n111] if n111 < 128 else _uv(n111))
    a(b110)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 3)
    u112 = o._unknown_tags
    if u112 is None:
        a(_H0)
    else:
        _write_tags(a, None, u112)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n113 = buf[pos] - 1
    if 0 <= n113 < 127:
        x114 = pos + 1 + n113
        if x114 > blen:
            raise _bad_length(n113, 'FindCoordinatorResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x114], 'utf-8')
        pos = x114
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.ErrorMessage')
    o.node_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n115 = buf[pos] - 1
    if 0 <= n115 < 127:
        x116 = pos + 1 + n115
        if x116 > blen:
            raise _bad_length(n115, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 1:x116], 'utf-8')
        pos = x116
    else:
        o.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.coordinators = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt117, pos = _ruv(buf, pos)
        if nt117 * 2 > blen - pos:
            raise _array_too_long(nt117, 'FindCoordinatorResponse._tagged_fields', pos)
        uk118 = None
        for _ in range(nt117):
            tg119, pos = _ruv(buf, pos)
            sz120, pos = _ruv(buf, pos)
            x121 = pos + sz120
            if x121 > blen:
                raise _bad_length(sz120, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk118 is None:
                uk118 = []
            uk118.append((tg119, bytes(buf[pos:x121])))
            pos = x121
        o._unknown_tags = uk118
    return o, pos


def _enc_FindCoordinatorResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'ErrorCode', 4)
    if o.node_id != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'NodeId', 4)
    if o.host != '':
        raise _unsupported_field('FindCoordinatorResponse', 'Host', 4)
    if o.port != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'Port', 4)
    l122 = o.coordinators
    n123 = len(l122) + 1
    a(_UV[n123] if n123 < 128 else _uv(n123))
    for e124 in l122:
        s125 = e124.key
        b126 = s125.encode()
        n127 = len(b126) + 1
        a(_UV[n127] if n127 < 128 else _uv(n127))
        a(b126)
        a(_S_i.pack(e124.node_id))
        s128 = e124.host
        b129 = s128.encode()
        n130 = len(b129) + 1
        a(_UV[n130] if n130 < 128 else _uv(n130))
        a(b129)
        a(_S_ih.pack(e124.port, e124.error_code))
        s131 = e124.error_message
        if s131 is None:
            a(_H0)
        else:
            b132 = s131.encode()
            n133 = len(b132) + 1
            a(_UV[n133] if n133 < 128 else _uv(n133))
            a(b132)
        u134 = e124._unknown_tags
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


def _dec_FindCoordinatorResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n136 = buf[pos] - 1
    if 0 <= n136 < 127:
        pos += 1
    else:
        n136, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorResponse.Coordinators')
    l137 = []
    ap138 = l137.append
    for _ in range(n136):
        t139 = _new(_C_FindCoordinatorResponse_Coordinator)
        n140 = buf[pos] - 1
        if 0 <= n140 < 127:
            x141 = pos + 1 + n140
            if x141 > blen:
                raise _bad_length(n140, 'FindCoordinatorResponse.Coordinators.Key', pos)
            t139.key = str(buf[pos + 1:x141], 'utf-8')
            pos = x141
        else:
            t139.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Key')
        t139.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n142 = buf[pos] - 1
        if 0 <= n142 < 127:
            x143 = pos + 1 + n142
            if x143 > blen:
                raise _bad_length(n142, 'FindCoordinatorResponse.Coordinators.Host', pos)
            t139.host = str(buf[pos + 1:x143], 'utf-8')
            pos = x143
        else:
            t139.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Host')
        t139.port, t139.error_code = _S_ih.unpack_from(buf, pos)
        pos += 6
        n144 = buf[pos] - 1
        if 0 <= n144 < 127:
            x145 = pos + 1 + n144
            if x145 > blen:
                raise _bad_length(n144, 'FindCoordinatorResponse.Coordinators.ErrorMessage', pos)
            t139.error_message = str(buf[pos + 1:x145], 'utf-8')
            pos = x145
        else:
            t139.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.Coordinators.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t139._unknown_tags = None
        else:
            nt146, pos = _ruv(buf, pos)
            if nt146 * 2 > blen - pos:
                raise _array_too_long(nt146, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
            uk147 = None
            for _ in range(nt146):
                tg148, pos = _ruv(buf, pos)
                sz149, pos = _ruv(buf, pos)
                x150 = pos + sz149
                if x150 > blen:
                    raise _bad_length(sz149, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
                if uk147 is None:
                    uk147 = []
                uk147.append((tg148, bytes(buf[pos:x150])))
                pos = x150
            t139._unknown_tags = uk147
        ap138(t139)
    o.coordinators = l137
    o.error_code = 0
    o.error_message = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt151, pos = _ruv(buf, pos)
        if nt151 * 2 > blen - pos:
            raise _array_too_long(nt151, 'FindCoordinatorResponse._tagged_fields', pos)
        uk152 = None
        for _ in range(nt151):
            tg153, pos = _ruv(buf, pos)
            sz154, pos = _ruv(buf, pos)
            x155 = pos + sz154
            if x155 > blen:
                raise _bad_length(sz154, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk152 is None:
                uk152 = []
            uk152.append((tg153, bytes(buf[pos:x155])))
            pos = x155
        o._unknown_tags = uk152
    return o, pos


def _enc_FindCoordinatorResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'ErrorCode', 5)
    if o.node_id != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'NodeId', 5)
    if o.host != '':
        raise _unsupported_field('FindCoordinatorResponse', 'Host', 5)
    if o.port != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'Port', 5)
    l156 = o.coordinators
    n157 = len(l156) + 1
    a(_UV[n157] if n157 < 128 else _uv(n157))
    for e158 in l156:
        s159 = e158.key
        b160 = s159.encode()
        n161 = len(b160) + 1
        a(_UV[n161] if n161 < 128 else _uv(n161))
        a(b160)
        a(_S_i.pack(e158.node_id))
        s162 = e158.host
        b163 = s162.encode()
        n164 = len(b163) + 1
        a(_UV[n164] if n164 < 128 else _uv(n164))
        a(b163)
        a(_S_ih.pack(e158.port, e158.error_code))
        s165 = e158.error_message
        if s165 is None:
            a(_H0)
        else:
            b166 = s165.encode()
            n167 = len(b166) + 1
            a(_UV[n167] if n167 < 128 else _uv(n167))
            a(b166)
        u168 = e158._unknown_tags
        if u168 is None:
            a(_H0)
        else:
            _write_tags(a, None, u168)
    u169 = o._unknown_tags
    if u169 is None:
        a(_H0)
    else:
        _write_tags(a, None, u169)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n170 = buf[pos] - 1
    if 0 <= n170 < 127:
        pos += 1
    else:
        n170, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorResponse.Coordinators')
    l171 = []
    ap172 = l171.append
    for _ in range(n170):
        t173 = _new(_C_FindCoordinatorResponse_Coordinator)
        n174 = buf[pos] - 1
        if 0 <= n174 < 127:
            x175 = pos + 1 + n174
            if x175 > blen:
                raise _bad_length(n174, 'FindCoordinatorResponse.Coordinators.Key', pos)
            t173.key = str(buf[pos + 1:x175], 'utf-8')
            pos = x175
        else:
            t173.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Key')
        t173.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n176 = buf[pos] - 1
        if 0 <= n176 < 127:
            x177 = pos + 1 + n176
            if x177 > blen:
                raise _bad_length(n176, 'FindCoordinatorResponse.Coordinators.Host', pos)
            t173.host = str(buf[pos + 1:x177], 'utf-8')
            pos = x177
        else:
            t173.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Host')
        t173.port, t173.error_code = _S_ih.unpack_from(buf, pos)
        pos += 6
        n178 = buf[pos] - 1
        if 0 <= n178 < 127:
            x179 = pos + 1 + n178
            if x179 > blen:
                raise _bad_length(n178, 'FindCoordinatorResponse.Coordinators.ErrorMessage', pos)
            t173.error_message = str(buf[pos + 1:x179], 'utf-8')
            pos = x179
        else:
            t173.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.Coordinators.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t173._unknown_tags = None
        else:
            nt180, pos = _ruv(buf, pos)
            if nt180 * 2 > blen - pos:
                raise _array_too_long(nt180, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
            uk181 = None
            for _ in range(nt180):
                tg182, pos = _ruv(buf, pos)
                sz183, pos = _ruv(buf, pos)
                x184 = pos + sz183
                if x184 > blen:
                    raise _bad_length(sz183, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
                if uk181 is None:
                    uk181 = []
                uk181.append((tg182, bytes(buf[pos:x184])))
                pos = x184
            t173._unknown_tags = uk181
        ap172(t173)
    o.coordinators = l171
    o.error_code = 0
    o.error_message = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt185, pos = _ruv(buf, pos)
        if nt185 * 2 > blen - pos:
            raise _array_too_long(nt185, 'FindCoordinatorResponse._tagged_fields', pos)
        uk186 = None
        for _ in range(nt185):
            tg187, pos = _ruv(buf, pos)
            sz188, pos = _ruv(buf, pos)
            x189 = pos + sz188
            if x189 > blen:
                raise _bad_length(sz188, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk186 is None:
                uk186 = []
            uk186.append((tg187, bytes(buf[pos:x189])))
            pos = x189
        o._unknown_tags = uk186
    return o, pos


def _enc_FindCoordinatorResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'ErrorCode', 6)
    if o.node_id != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'NodeId', 6)
    if o.host != '':
        raise _unsupported_field('FindCoordinatorResponse', 'Host', 6)
    if o.port != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'Port', 6)
    l190 = o.coordinators
    n191 = len(l190) + 1
    a(_UV[n191] if n191 < 128 else _uv(n191))
    for e192 in l190:
        s193 = e192.key
        b194 = s193.encode()
        n195 = len(b194) + 1
        a(_UV[n195] if n195 < 128 else _uv(n195))
        a(b194)
        a(_S_i.pack(e192.node_id))
        s196 = e192.host
        b197 = s196.encode()
        n198 = len(b197) + 1
        a(_UV[n198] if n198 < 128 else _uv(n198))
        a(b197)
        a(_S_ih.pack(e192.port, e192.error_code))
        s199 = e192.error_message
        if s199 is None:
            a(_H0)
        else:
            b200 = s199.encode()
            n201 = len(b200) + 1
            a(_UV[n201] if n201 < 128 else _uv(n201))
            a(b200)
        u202 = e192._unknown_tags
        if u202 is None:
            a(_H0)
        else:
            _write_tags(a, None, u202)
    u203 = o._unknown_tags
    if u203 is None:
        a(_H0)
    else:
        _write_tags(a, None, u203)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n204 = buf[pos] - 1
    if 0 <= n204 < 127:
        pos += 1
    else:
        n204, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorResponse.Coordinators')
    l205 = []
    ap206 = l205.append
    for _ in range(n204):
        t207 = _new(_C_FindCoordinatorResponse_Coordinator)
        n208 = buf[pos] - 1
        if 0 <= n208 < 127:
            x209 = pos + 1 + n208
            if x209 > blen:
                raise _bad_length(n208, 'FindCoordinatorResponse.Coordinators.Key', pos)
            t207.key = str(buf[pos + 1:x209], 'utf-8')
            pos = x209
        else:
            t207.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Key')
        t207.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n210 = buf[pos] - 1
        if 0 <= n210 < 127:
            x211 = pos + 1 + n210
            if x211 > blen:
                raise _bad_length(n210, 'FindCoordinatorResponse.Coordinators.Host', pos)
            t207.host = str(buf[pos + 1:x211], 'utf-8')
            pos = x211
        else:
            t207.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Host')
        t207.port, t207.error_code = _S_ih.unpack_from(buf, pos)
        pos += 6
        n212 = buf[pos] - 1
        if 0 <= n212 < 127:
            x213 = pos + 1 + n212
            if x213 > blen:
                raise _bad_length(n212, 'FindCoordinatorResponse.Coordinators.ErrorMessage', pos)
            t207.error_message = str(buf[pos + 1:x213], 'utf-8')
            pos = x213
        else:
            t207.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.Coordinators.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t207._unknown_tags = None
        else:
            nt214, pos = _ruv(buf, pos)
            if nt214 * 2 > blen - pos:
                raise _array_too_long(nt214, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
            uk215 = None
            for _ in range(nt214):
                tg216, pos = _ruv(buf, pos)
                sz217, pos = _ruv(buf, pos)
                x218 = pos + sz217
                if x218 > blen:
                    raise _bad_length(sz217, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
                if uk215 is None:
                    uk215 = []
                uk215.append((tg216, bytes(buf[pos:x218])))
                pos = x218
            t207._unknown_tags = uk215
        ap206(t207)
    o.coordinators = l205
    o.error_code = 0
    o.error_message = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt219, pos = _ruv(buf, pos)
        if nt219 * 2 > blen - pos:
            raise _array_too_long(nt219, 'FindCoordinatorResponse._tagged_fields', pos)
        uk220 = None
        for _ in range(nt219):
            tg221, pos = _ruv(buf, pos)
            sz222, pos = _ruv(buf, pos)
            x223 = pos + sz222
            if x223 > blen:
                raise _bad_length(sz222, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk220 is None:
                uk220 = []
            uk220.append((tg221, bytes(buf[pos:x223])))
            pos = x223
        o._unknown_tags = uk220
    return o, pos


FindCoordinatorResponse._ENC = {0: _enc_FindCoordinatorResponse_v0, 1: _enc_FindCoordinatorResponse_v1, 2: _enc_FindCoordinatorResponse_v2, 3: _enc_FindCoordinatorResponse_v3, 4: _enc_FindCoordinatorResponse_v4, 5: _enc_FindCoordinatorResponse_v5, 6: _enc_FindCoordinatorResponse_v6}
FindCoordinatorResponse._DEC = {0: _dec_FindCoordinatorResponse_v0, 1: _dec_FindCoordinatorResponse_v1, 2: _dec_FindCoordinatorResponse_v2, 3: _dec_FindCoordinatorResponse_v3, 4: _dec_FindCoordinatorResponse_v4, 5: _dec_FindCoordinatorResponse_v5, 6: _dec_FindCoordinatorResponse_v6}


_LINES = {
    73: 'FindCoordinatorRequest.Key',
    74: 'FindCoordinatorRequest.Key',
    75: 'FindCoordinatorRequest.Key',
    76: 'FindCoordinatorRequest.Key',
    77: 'FindCoordinatorRequest.KeyType',
    79: 'FindCoordinatorRequest.CoordinatorKeys',
    87: 'FindCoordinatorRequest.Key',
    92: 'FindCoordinatorRequest.Key',
    95: 'FindCoordinatorRequest.Key',
    105: 'FindCoordinatorRequest.Key',
    106: 'FindCoordinatorRequest.Key',
    107: 'FindCoordinatorRequest.Key',
    108: 'FindCoordinatorRequest.Key',
    109: 'FindCoordinatorRequest.KeyType',
    110: 'FindCoordinatorRequest.CoordinatorKeys',
    118: 'FindCoordinatorRequest.Key',
    123: 'FindCoordinatorRequest.Key',
    126: 'FindCoordinatorRequest.Key',
    127: 'FindCoordinatorRequest.KeyType',
    137: 'FindCoordinatorRequest.Key',
    138: 'FindCoordinatorRequest.Key',
    139: 'FindCoordinatorRequest.Key',
    140: 'FindCoordinatorRequest.Key',
    141: 'FindCoordinatorRequest.KeyType',
    142: 'FindCoordinatorRequest.CoordinatorKeys',
    150: 'FindCoordinatorRequest.Key',
    155: 'FindCoordinatorRequest.Key',
    158: 'FindCoordinatorRequest.Key',
    159: 'FindCoordinatorRequest.KeyType',
    169: 'FindCoordinatorRequest.Key',
    170: 'FindCoordinatorRequest.Key',
    171: 'FindCoordinatorRequest.Key',
    172: 'FindCoordinatorRequest.Key',
    173: 'FindCoordinatorRequest.Key',
    174: 'FindCoordinatorRequest.KeyType',
    175: 'FindCoordinatorRequest.CoordinatorKeys',
    177: 'FindCoordinatorRequest._unknown_tags',
    178: 'FindCoordinatorRequest',
    181: 'FindCoordinatorRequest._unknown_tags',
    188: 'FindCoordinatorRequest.Key',
    193: 'FindCoordinatorRequest.Key',
    196: 'FindCoordinatorRequest.Key',
    197: 'FindCoordinatorRequest.KeyType',
    200: 'FindCoordinatorRequest._tagged_fields',
    204: 'FindCoordinatorRequest._tagged_fields',
    209: 'FindCoordinatorRequest._tagged_fields',
    210: 'FindCoordinatorRequest._tagged_fields',
    225: 'FindCoordinatorRequest.Key',
    227: 'FindCoordinatorRequest.KeyType',
    228: 'FindCoordinatorRequest.CoordinatorKeys',
    229: 'FindCoordinatorRequest.CoordinatorKeys',
    230: 'FindCoordinatorRequest.CoordinatorKeys',
    231: 'FindCoordinatorRequest.CoordinatorKeys',
    232: 'FindCoordinatorRequest.CoordinatorKeys',
    233: 'FindCoordinatorRequest.CoordinatorKeys',
    234: 'FindCoordinatorRequest.CoordinatorKeys',
    235: 'FindCoordinatorRequest.CoordinatorKeys',
    236: 'FindCoordinatorRequest.CoordinatorKeys',
    237: 'FindCoordinatorRequest._unknown_tags',
    238: 'FindCoordinatorRequest',
    241: 'FindCoordinatorRequest._unknown_tags',
    248: 'FindCoordinatorRequest.KeyType',
    250: 'FindCoordinatorRequest.CoordinatorKeys',
    254: 'FindCoordinatorRequest.CoordinatorKeys',
    258: 'FindCoordinatorRequest.CoordinatorKeys',
    263: 'FindCoordinatorRequest.CoordinatorKeys',
    266: 'FindCoordinatorRequest.CoordinatorKeys',
    270: 'FindCoordinatorRequest._tagged_fields',
    274: 'FindCoordinatorRequest._tagged_fields',
    279: 'FindCoordinatorRequest._tagged_fields',
    280: 'FindCoordinatorRequest._tagged_fields',
    295: 'FindCoordinatorRequest.Key',
    297: 'FindCoordinatorRequest.KeyType',
    298: 'FindCoordinatorRequest.CoordinatorKeys',
    299: 'FindCoordinatorRequest.CoordinatorKeys',
    300: 'FindCoordinatorRequest.CoordinatorKeys',
    301: 'FindCoordinatorRequest.CoordinatorKeys',
    302: 'FindCoordinatorRequest.CoordinatorKeys',
    303: 'FindCoordinatorRequest.CoordinatorKeys',
    304: 'FindCoordinatorRequest.CoordinatorKeys',
    305: 'FindCoordinatorRequest.CoordinatorKeys',
    306: 'FindCoordinatorRequest.CoordinatorKeys',
    307: 'FindCoordinatorRequest._unknown_tags',
    308: 'FindCoordinatorRequest',
    311: 'FindCoordinatorRequest._unknown_tags',
    318: 'FindCoordinatorRequest.KeyType',
    320: 'FindCoordinatorRequest.CoordinatorKeys',
    324: 'FindCoordinatorRequest.CoordinatorKeys',
    328: 'FindCoordinatorRequest.CoordinatorKeys',
    333: 'FindCoordinatorRequest.CoordinatorKeys',
    336: 'FindCoordinatorRequest.CoordinatorKeys',
    340: 'FindCoordinatorRequest._tagged_fields',
    344: 'FindCoordinatorRequest._tagged_fields',
    349: 'FindCoordinatorRequest._tagged_fields',
    350: 'FindCoordinatorRequest._tagged_fields',
    365: 'FindCoordinatorRequest.Key',
    367: 'FindCoordinatorRequest.KeyType',
    368: 'FindCoordinatorRequest.CoordinatorKeys',
    369: 'FindCoordinatorRequest.CoordinatorKeys',
    370: 'FindCoordinatorRequest.CoordinatorKeys',
    371: 'FindCoordinatorRequest.CoordinatorKeys',
    372: 'FindCoordinatorRequest.CoordinatorKeys',
    373: 'FindCoordinatorRequest.CoordinatorKeys',
    374: 'FindCoordinatorRequest.CoordinatorKeys',
    375: 'FindCoordinatorRequest.CoordinatorKeys',
    376: 'FindCoordinatorRequest.CoordinatorKeys',
    377: 'FindCoordinatorRequest._unknown_tags',
    378: 'FindCoordinatorRequest',
    381: 'FindCoordinatorRequest._unknown_tags',
    388: 'FindCoordinatorRequest.KeyType',
    390: 'FindCoordinatorRequest.CoordinatorKeys',
    394: 'FindCoordinatorRequest.CoordinatorKeys',
    398: 'FindCoordinatorRequest.CoordinatorKeys',
    403: 'FindCoordinatorRequest.CoordinatorKeys',
    406: 'FindCoordinatorRequest.CoordinatorKeys',
    410: 'FindCoordinatorRequest._tagged_fields',
    414: 'FindCoordinatorRequest._tagged_fields',
    419: 'FindCoordinatorRequest._tagged_fields',
    420: 'FindCoordinatorRequest._tagged_fields',
    503: 'FindCoordinatorResponse.ErrorCode',
    504: 'FindCoordinatorResponse.NodeId',
    505: 'FindCoordinatorResponse.Host',
    506: 'FindCoordinatorResponse.Host',
    507: 'FindCoordinatorResponse.Host',
    508: 'FindCoordinatorResponse.Host',
    509: 'FindCoordinatorResponse.Port',
    510: 'FindCoordinatorResponse.Coordinators',
    518: 'FindCoordinatorResponse.ErrorCode,NodeId',
    520: 'FindCoordinatorResponse.Host',
    525: 'FindCoordinatorResponse.Host',
    528: 'FindCoordinatorResponse.Host',
    529: 'FindCoordinatorResponse.Port',
    541: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    542: 'FindCoordinatorResponse.ErrorMessage',
    543: 'FindCoordinatorResponse.ErrorMessage',
    544: 'FindCoordinatorResponse.ErrorMessage',
    545: 'FindCoordinatorResponse.ErrorMessage',
    546: 'FindCoordinatorResponse.ErrorMessage',
    547: 'FindCoordinatorResponse.ErrorMessage',
    548: 'FindCoordinatorResponse.ErrorMessage',
    549: 'FindCoordinatorResponse.NodeId',
    550: 'FindCoordinatorResponse.Host',
    551: 'FindCoordinatorResponse.Host',
    552: 'FindCoordinatorResponse.Host',
    553: 'FindCoordinatorResponse.Host',
    554: 'FindCoordinatorResponse.Port',
    555: 'FindCoordinatorResponse.Coordinators',
    563: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    565: 'FindCoordinatorResponse.ErrorMessage',
    570: 'FindCoordinatorResponse.ErrorMessage',
    573: 'FindCoordinatorResponse.ErrorMessage',
    574: 'FindCoordinatorResponse.NodeId',
    576: 'FindCoordinatorResponse.Host',
    581: 'FindCoordinatorResponse.Host',
    584: 'FindCoordinatorResponse.Host',
    585: 'FindCoordinatorResponse.Port',
    595: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    596: 'FindCoordinatorResponse.ErrorMessage',
    597: 'FindCoordinatorResponse.ErrorMessage',
    598: 'FindCoordinatorResponse.ErrorMessage',
    599: 'FindCoordinatorResponse.ErrorMessage',
    600: 'FindCoordinatorResponse.ErrorMessage',
    601: 'FindCoordinatorResponse.ErrorMessage',
    602: 'FindCoordinatorResponse.ErrorMessage',
    603: 'FindCoordinatorResponse.NodeId',
    604: 'FindCoordinatorResponse.Host',
    605: 'FindCoordinatorResponse.Host',
    606: 'FindCoordinatorResponse.Host',
    607: 'FindCoordinatorResponse.Host',
    608: 'FindCoordinatorResponse.Port',
    609: 'FindCoordinatorResponse.Coordinators',
    617: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    619: 'FindCoordinatorResponse.ErrorMessage',
    624: 'FindCoordinatorResponse.ErrorMessage',
    627: 'FindCoordinatorResponse.ErrorMessage',
    628: 'FindCoordinatorResponse.NodeId',
    630: 'FindCoordinatorResponse.Host',
    635: 'FindCoordinatorResponse.Host',
    638: 'FindCoordinatorResponse.Host',
    639: 'FindCoordinatorResponse.Port',
    649: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    650: 'FindCoordinatorResponse.ErrorMessage',
    651: 'FindCoordinatorResponse.ErrorMessage',
    652: 'FindCoordinatorResponse.ErrorMessage',
    653: 'FindCoordinatorResponse.ErrorMessage',
    654: 'FindCoordinatorResponse.ErrorMessage',
    655: 'FindCoordinatorResponse.ErrorMessage',
    656: 'FindCoordinatorResponse.ErrorMessage',
    657: 'FindCoordinatorResponse.ErrorMessage',
    658: 'FindCoordinatorResponse.NodeId',
    659: 'FindCoordinatorResponse.Host',
    660: 'FindCoordinatorResponse.Host',
    661: 'FindCoordinatorResponse.Host',
    662: 'FindCoordinatorResponse.Host',
    663: 'FindCoordinatorResponse.Host',
    664: 'FindCoordinatorResponse.Port',
    665: 'FindCoordinatorResponse.Coordinators',
    667: 'FindCoordinatorResponse._unknown_tags',
    668: 'FindCoordinatorResponse',
    671: 'FindCoordinatorResponse._unknown_tags',
    678: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    680: 'FindCoordinatorResponse.ErrorMessage',
    685: 'FindCoordinatorResponse.ErrorMessage',
    688: 'FindCoordinatorResponse.ErrorMessage',
    689: 'FindCoordinatorResponse.NodeId',
    691: 'FindCoordinatorResponse.Host',
    696: 'FindCoordinatorResponse.Host',
    699: 'FindCoordinatorResponse.Host',
    700: 'FindCoordinatorResponse.Port',
    703: 'FindCoordinatorResponse._tagged_fields',
    707: 'FindCoordinatorResponse._tagged_fields',
    712: 'FindCoordinatorResponse._tagged_fields',
    713: 'FindCoordinatorResponse._tagged_fields',
    728: 'FindCoordinatorResponse.ThrottleTimeMs',
    729: 'FindCoordinatorResponse.ErrorCode',
    731: 'FindCoordinatorResponse.NodeId',
    733: 'FindCoordinatorResponse.Host',
    735: 'FindCoordinatorResponse.Port',
    737: 'FindCoordinatorResponse.Coordinators',
    738: 'FindCoordinatorResponse.Coordinators',
    739: 'FindCoordinatorResponse.Coordinators',
    740: 'FindCoordinatorResponse.Coordinators',
    741: 'FindCoordinatorResponse.Coordinators.Key',
    742: 'FindCoordinatorResponse.Coordinators.Key',
    743: 'FindCoordinatorResponse.Coordinators.Key',
    744: 'FindCoordinatorResponse.Coordinators.Key',
    745: 'FindCoordinatorResponse.Coordinators.Key',
    746: 'FindCoordinatorResponse.Coordinators.NodeId',
    747: 'FindCoordinatorResponse.Coordinators.Host',
    748: 'FindCoordinatorResponse.Coordinators.Host',
    749: 'FindCoordinatorResponse.Coordinators.Host',
    750: 'FindCoordinatorResponse.Coordinators.Host',
    751: 'FindCoordinatorResponse.Coordinators.Host',
    752: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    753: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    754: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    755: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    756: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    757: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    758: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    759: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    760: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    761: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    762: 'FindCoordinatorResponse.Coordinators',
    765: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    766: 'FindCoordinatorResponse._unknown_tags',
    767: 'FindCoordinatorResponse',
    770: 'FindCoordinatorResponse._unknown_tags',
    777: 'FindCoordinatorResponse.ThrottleTimeMs',
    779: 'FindCoordinatorResponse.Coordinators',
    783: 'FindCoordinatorResponse.Coordinators',
    788: 'FindCoordinatorResponse.Coordinators.Key',
    793: 'FindCoordinatorResponse.Coordinators.Key',
    796: 'FindCoordinatorResponse.Coordinators.Key',
    797: 'FindCoordinatorResponse.Coordinators.NodeId',
    799: 'FindCoordinatorResponse.Coordinators.Host',
    804: 'FindCoordinatorResponse.Coordinators.Host',
    807: 'FindCoordinatorResponse.Coordinators.Host',
    808: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    810: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    815: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    818: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    819: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    823: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    828: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    829: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    845: 'FindCoordinatorResponse._tagged_fields',
    849: 'FindCoordinatorResponse._tagged_fields',
    854: 'FindCoordinatorResponse._tagged_fields',
    855: 'FindCoordinatorResponse._tagged_fields',
    870: 'FindCoordinatorResponse.ThrottleTimeMs',
    871: 'FindCoordinatorResponse.ErrorCode',
    873: 'FindCoordinatorResponse.NodeId',
    875: 'FindCoordinatorResponse.Host',
    877: 'FindCoordinatorResponse.Port',
    879: 'FindCoordinatorResponse.Coordinators',
    880: 'FindCoordinatorResponse.Coordinators',
    881: 'FindCoordinatorResponse.Coordinators',
    882: 'FindCoordinatorResponse.Coordinators',
    883: 'FindCoordinatorResponse.Coordinators.Key',
    884: 'FindCoordinatorResponse.Coordinators.Key',
    885: 'FindCoordinatorResponse.Coordinators.Key',
    886: 'FindCoordinatorResponse.Coordinators.Key',
    887: 'FindCoordinatorResponse.Coordinators.Key',
    888: 'FindCoordinatorResponse.Coordinators.NodeId',
    889: 'FindCoordinatorResponse.Coordinators.Host',
    890: 'FindCoordinatorResponse.Coordinators.Host',
    891: 'FindCoordinatorResponse.Coordinators.Host',
    892: 'FindCoordinatorResponse.Coordinators.Host',
    893: 'FindCoordinatorResponse.Coordinators.Host',
    894: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    895: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    896: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    897: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    898: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    899: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    900: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    901: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    902: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    903: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    904: 'FindCoordinatorResponse.Coordinators',
    907: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    908: 'FindCoordinatorResponse._unknown_tags',
    909: 'FindCoordinatorResponse',
    912: 'FindCoordinatorResponse._unknown_tags',
    919: 'FindCoordinatorResponse.ThrottleTimeMs',
    921: 'FindCoordinatorResponse.Coordinators',
    925: 'FindCoordinatorResponse.Coordinators',
    930: 'FindCoordinatorResponse.Coordinators.Key',
    935: 'FindCoordinatorResponse.Coordinators.Key',
    938: 'FindCoordinatorResponse.Coordinators.Key',
    939: 'FindCoordinatorResponse.Coordinators.NodeId',
    941: 'FindCoordinatorResponse.Coordinators.Host',
    946: 'FindCoordinatorResponse.Coordinators.Host',
    949: 'FindCoordinatorResponse.Coordinators.Host',
    950: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    952: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    957: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    960: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    961: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    965: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    970: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    971: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    987: 'FindCoordinatorResponse._tagged_fields',
    991: 'FindCoordinatorResponse._tagged_fields',
    996: 'FindCoordinatorResponse._tagged_fields',
    997: 'FindCoordinatorResponse._tagged_fields',
    1012: 'FindCoordinatorResponse.ThrottleTimeMs',
    1013: 'FindCoordinatorResponse.ErrorCode',
    1015: 'FindCoordinatorResponse.NodeId',
    1017: 'FindCoordinatorResponse.Host',
    1019: 'FindCoordinatorResponse.Port',
    1021: 'FindCoordinatorResponse.Coordinators',
    1022: 'FindCoordinatorResponse.Coordinators',
    1023: 'FindCoordinatorResponse.Coordinators',
    1024: 'FindCoordinatorResponse.Coordinators',
    1025: 'FindCoordinatorResponse.Coordinators.Key',
    1026: 'FindCoordinatorResponse.Coordinators.Key',
    1027: 'FindCoordinatorResponse.Coordinators.Key',
    1028: 'FindCoordinatorResponse.Coordinators.Key',
    1029: 'FindCoordinatorResponse.Coordinators.Key',
    1030: 'FindCoordinatorResponse.Coordinators.NodeId',
    1031: 'FindCoordinatorResponse.Coordinators.Host',
    1032: 'FindCoordinatorResponse.Coordinators.Host',
    1033: 'FindCoordinatorResponse.Coordinators.Host',
    1034: 'FindCoordinatorResponse.Coordinators.Host',
    1035: 'FindCoordinatorResponse.Coordinators.Host',
    1036: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    1037: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1038: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1039: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1040: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1041: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1042: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1043: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1044: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1045: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    1046: 'FindCoordinatorResponse.Coordinators',
    1049: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    1050: 'FindCoordinatorResponse._unknown_tags',
    1051: 'FindCoordinatorResponse',
    1054: 'FindCoordinatorResponse._unknown_tags',
    1061: 'FindCoordinatorResponse.ThrottleTimeMs',
    1063: 'FindCoordinatorResponse.Coordinators',
    1067: 'FindCoordinatorResponse.Coordinators',
    1072: 'FindCoordinatorResponse.Coordinators.Key',
    1077: 'FindCoordinatorResponse.Coordinators.Key',
    1080: 'FindCoordinatorResponse.Coordinators.Key',
    1081: 'FindCoordinatorResponse.Coordinators.NodeId',
    1083: 'FindCoordinatorResponse.Coordinators.Host',
    1088: 'FindCoordinatorResponse.Coordinators.Host',
    1091: 'FindCoordinatorResponse.Coordinators.Host',
    1092: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    1094: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1099: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1102: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1103: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1107: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1112: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1113: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1129: 'FindCoordinatorResponse._tagged_fields',
    1133: 'FindCoordinatorResponse._tagged_fields',
    1138: 'FindCoordinatorResponse._tagged_fields',
    1139: 'FindCoordinatorResponse._tagged_fields',
}
