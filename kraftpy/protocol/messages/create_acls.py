# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/CreateAclsRequest.json, schemas/messages/CreateAclsResponse.json.
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

__all__ = ['CreateAclsRequest', 'CreateAclsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_b = Struct('>b')
_S_bb = Struct('>bb')
_S_h = Struct('>h')
_S_i = Struct('>i')


class CreateAclsRequest(_Message):
    __slots__ = ('creations', '_unknown_tags')
    NAME = 'CreateAclsRequest'
    TYPE = 'request'
    API_KEY = 30
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, creations=_EMPTY, _unknown_tags=None):
        self.creations = [] if creations is _EMPTY else creations
        self._unknown_tags = _unknown_tags

    class AclCreation(_Message):
        __slots__ = ('resource_type', 'resource_name', 'resource_pattern_type', 'principal', 'host', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'CreateAclsRequest.AclCreation'

        def __init__(self, *, resource_type=0, resource_name='', resource_pattern_type=3, principal='', host='', operation=0, permission_type=0, _unknown_tags=None):
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.resource_pattern_type = resource_pattern_type
            self.principal = principal
            self.host = host
            self.operation = operation
            self.permission_type = permission_type
            self._unknown_tags = _unknown_tags


_C_CreateAclsRequest_AclCreation = CreateAclsRequest.AclCreation
CreateAclsRequest.FIELDS = (
    _FI('Creations', 'creations', '[]AclCreation', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreateAclsRequest_AclCreation),
)
_C_CreateAclsRequest_AclCreation.FIELDS = (
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ResourcePatternType', 'resource_pattern_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 3, False, None),
    _FI('Principal', 'principal', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Operation', 'operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PermissionType', 'permission_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_CreateAclsRequest_AclCreation = _C_CreateAclsRequest_AclCreation()

def _mk_CreateAclsRequest_AclCreation():
    o = _new(_C_CreateAclsRequest_AclCreation)
    o.resource_type = 0
    o.resource_name = ''
    o.resource_pattern_type = 3
    o.principal = ''
    o.host = ''
    o.operation = 0
    o.permission_type = 0
    o._unknown_tags = None
    return o


def _enc_CreateAclsRequest_v1(o):
    parts = []
    a = parts.append
    l1 = o.creations
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        a(_S_b.pack(e2.resource_type))
        s3 = e2.resource_name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        a(_S_b.pack(e2.resource_pattern_type))
        s6 = e2.principal
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        s9 = e2.host
        b10 = s9.encode()
        a(_S_h.pack(len(b10)))
        a(b10)
        a(_S_bb.pack(e2.operation, e2.permission_type))
    return b''.join(parts)


def _dec_CreateAclsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(CreateAclsRequest)
    n12, pos = _read_array_len(buf, pos, False, False, 1, 'CreateAclsRequest.Creations')
    l13 = []
    ap14 = l13.append
    for _ in range(n12):
        t15 = _new(_C_CreateAclsRequest_AclCreation)
        t15.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n16, = _S_h.unpack_from(buf, pos)
        if n16 >= 0:
            x17 = pos + 2 + n16
            if x17 > blen:
                raise _bad_length(n16, 'CreateAclsRequest.Creations.ResourceName', pos)
            t15.resource_name = str(buf[pos + 2:x17], 'utf-8')
            pos = x17
        else:
            t15.resource_name, pos = _read_string(buf, pos, False, False, 'CreateAclsRequest.Creations.ResourceName')
        t15.resource_pattern_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n18, = _S_h.unpack_from(buf, pos)
        if n18 >= 0:
            x19 = pos + 2 + n18
            if x19 > blen:
                raise _bad_length(n18, 'CreateAclsRequest.Creations.Principal', pos)
            t15.principal = str(buf[pos + 2:x19], 'utf-8')
            pos = x19
        else:
            t15.principal, pos = _read_string(buf, pos, False, False, 'CreateAclsRequest.Creations.Principal')
        n20, = _S_h.unpack_from(buf, pos)
        if n20 >= 0:
            x21 = pos + 2 + n20
            if x21 > blen:
                raise _bad_length(n20, 'CreateAclsRequest.Creations.Host', pos)
            t15.host = str(buf[pos + 2:x21], 'utf-8')
            pos = x21
        else:
            t15.host, pos = _read_string(buf, pos, False, False, 'CreateAclsRequest.Creations.Host')
        t15.operation, t15.permission_type = _S_bb.unpack_from(buf, pos)
        pos += 2
        t15._unknown_tags = None
        ap14(t15)
    o.creations = l13
    o._unknown_tags = None
    return o, pos


def _enc_CreateAclsRequest_v2(o):
    parts = []
    a = parts.append
    l22 = o.creations
    n23 = len(l22) + 1
    a(_UV[n23] if n23 < 128 else _uv(n23))
    for e24 in l22:
        a(_S_b.pack(e24.resource_type))
        s25 = e24.resource_name
        b26 = s25.encode()
        n27 = len(b26) + 1
        a(_UV[n27] if n27 < 128 else _uv(n27))
        a(b26)
        a(_S_b.pack(e24.resource_pattern_type))
        s28 = e24.principal
        b29 = s28.encode()
        n30 = len(b29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        a(b29)
        s31 = e24.host
        b32 = s31.encode()
        n33 = len(b32) + 1
        a(_UV[n33] if n33 < 128 else _uv(n33))
        a(b32)
        a(_S_bb.pack(e24.operation, e24.permission_type))
        u34 = e24._unknown_tags
        if u34 is None:
            a(_H0)
        else:
            _write_tags(a, None, u34)
    u35 = o._unknown_tags
    if u35 is None:
        a(_H0)
    else:
        _write_tags(a, None, u35)
    return b''.join(parts)


def _dec_CreateAclsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(CreateAclsRequest)
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsRequest.Creations')
    l37 = []
    ap38 = l37.append
    for _ in range(n36):
        t39 = _new(_C_CreateAclsRequest_AclCreation)
        t39.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n40 = buf[pos] - 1
        if 0 <= n40 < 127:
            x41 = pos + 1 + n40
            if x41 > blen:
                raise _bad_length(n40, 'CreateAclsRequest.Creations.ResourceName', pos)
            t39.resource_name = str(buf[pos + 1:x41], 'utf-8')
            pos = x41
        else:
            t39.resource_name, pos = _read_string(buf, pos, True, False, 'CreateAclsRequest.Creations.ResourceName')
        t39.resource_pattern_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n42 = buf[pos] - 1
        if 0 <= n42 < 127:
            x43 = pos + 1 + n42
            if x43 > blen:
                raise _bad_length(n42, 'CreateAclsRequest.Creations.Principal', pos)
            t39.principal = str(buf[pos + 1:x43], 'utf-8')
            pos = x43
        else:
            t39.principal, pos = _read_string(buf, pos, True, False, 'CreateAclsRequest.Creations.Principal')
        n44 = buf[pos] - 1
        if 0 <= n44 < 127:
            x45 = pos + 1 + n44
            if x45 > blen:
                raise _bad_length(n44, 'CreateAclsRequest.Creations.Host', pos)
            t39.host = str(buf[pos + 1:x45], 'utf-8')
            pos = x45
        else:
            t39.host, pos = _read_string(buf, pos, True, False, 'CreateAclsRequest.Creations.Host')
        t39.operation, t39.permission_type = _S_bb.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t39._unknown_tags = None
        else:
            nt46, pos = _ruv(buf, pos)
            if nt46 * 2 > blen - pos:
                raise _array_too_long(nt46, 'CreateAclsRequest.Creations._tagged_fields', pos)
            uk47 = None
            for _ in range(nt46):
                tg48, pos = _ruv(buf, pos)
                sz49, pos = _ruv(buf, pos)
                x50 = pos + sz49
                if x50 > blen:
                    raise _bad_length(sz49, 'CreateAclsRequest.Creations._tagged_fields', pos)
                if uk47 is None:
                    uk47 = []
                uk47.append((tg48, bytes(buf[pos:x50])))
                pos = x50
            t39._unknown_tags = uk47
        ap38(t39)
    o.creations = l37
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt51, pos = _ruv(buf, pos)
        if nt51 * 2 > blen - pos:
            raise _array_too_long(nt51, 'CreateAclsRequest._tagged_fields', pos)
        uk52 = None
        for _ in range(nt51):
            tg53, pos = _ruv(buf, pos)
            sz54, pos = _ruv(buf, pos)
            x55 = pos + sz54
            if x55 > blen:
                raise _bad_length(sz54, 'CreateAclsRequest._tagged_fields', pos)
            if uk52 is None:
                uk52 = []
            uk52.append((tg53, bytes(buf[pos:x55])))
            pos = x55
        o._unknown_tags = uk52
    return o, pos


def _enc_CreateAclsRequest_v3(o):
    parts = []
    a = parts.append
    l56 = o.creations
    n57 = len(l56) + 1
    a(_UV[n57] if n57 < 128 else _uv(n57))
    for e58 in l56:
        a(_S_b.pack(e58.resource_type))
        s59 = e58.resource_name
        b60 = s59.encode()
        n61 = len(b60) + 1
        a(_UV[n61] if n61 < 128 else _uv(n61))
        a(b60)
        a(_S_b.pack(e58.resource_pattern_type))
        s62 = e58.principal
        b63 = s62.encode()
        n64 = len(b63) + 1
        a(_UV[n64] if n64 < 128 else _uv(n64))
        a(b63)
        s65 = e58.host
        b66 = s65.encode()
        n67 = len(b66) + 1
        a(_UV[n67] if n67 < 128 else _uv(n67))
        a(b66)
        a(_S_bb.pack(e58.operation, e58.permission_type))
        u68 = e58._unknown_tags
        if u68 is None:
            a(_H0)
        else:
            _write_tags(a, None, u68)
    u69 = o._unknown_tags
    if u69 is None:
        a(_H0)
    else:
        _write_tags(a, None, u69)
    return b''.join(parts)


def _dec_CreateAclsRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(CreateAclsRequest)
    n70 = buf[pos] - 1
    if 0 <= n70 < 127:
        pos += 1
    else:
        n70, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsRequest.Creations')
    l71 = []
    ap72 = l71.append
    for _ in range(n70):
        t73 = _new(_C_CreateAclsRequest_AclCreation)
        t73.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n74 = buf[pos] - 1
        if 0 <= n74 < 127:
            x75 = pos + 1 + n74
            if x75 > blen:
                raise _bad_length(n74, 'CreateAclsRequest.Creations.ResourceName', pos)
            t73.resource_name = str(buf[pos + 1:x75], 'utf-8')
            pos = x75
        else:
            t73.resource_name, pos = _read_string(buf, pos, True, False, 'CreateAclsRequest.Creations.ResourceName')
        t73.resource_pattern_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n76 = buf[pos] - 1
        if 0 <= n76 < 127:
            x77 = pos + 1 + n76
            if x77 > blen:
                raise _bad_length(n76, 'CreateAclsRequest.Creations.Principal', pos)
            t73.principal = str(buf[pos + 1:x77], 'utf-8')
            pos = x77
        else:
            t73.principal, pos = _read_string(buf, pos, True, False, 'CreateAclsRequest.Creations.Principal')
        n78 = buf[pos] - 1
        if 0 <= n78 < 127:
            x79 = pos + 1 + n78
            if x79 > blen:
                raise _bad_length(n78, 'CreateAclsRequest.Creations.Host', pos)
            t73.host = str(buf[pos + 1:x79], 'utf-8')
            pos = x79
        else:
            t73.host, pos = _read_string(buf, pos, True, False, 'CreateAclsRequest.Creations.Host')
        t73.operation, t73.permission_type = _S_bb.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t73._unknown_tags = None
        else:
            nt80, pos = _ruv(buf, pos)
            if nt80 * 2 > blen - pos:
                raise _array_too_long(nt80, 'CreateAclsRequest.Creations._tagged_fields', pos)
            uk81 = None
            for _ in range(nt80):
                tg82, pos = _ruv(buf, pos)
                sz83, pos = _ruv(buf, pos)
                x84 = pos + sz83
                if x84 > blen:
                    raise _bad_length(sz83, 'CreateAclsRequest.Creations._tagged_fields', pos)
                if uk81 is None:
                    uk81 = []
                uk81.append((tg82, bytes(buf[pos:x84])))
                pos = x84
            t73._unknown_tags = uk81
        ap72(t73)
    o.creations = l71
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt85, pos = _ruv(buf, pos)
        if nt85 * 2 > blen - pos:
            raise _array_too_long(nt85, 'CreateAclsRequest._tagged_fields', pos)
        uk86 = None
        for _ in range(nt85):
            tg87, pos = _ruv(buf, pos)
            sz88, pos = _ruv(buf, pos)
            x89 = pos + sz88
            if x89 > blen:
                raise _bad_length(sz88, 'CreateAclsRequest._tagged_fields', pos)
            if uk86 is None:
                uk86 = []
            uk86.append((tg87, bytes(buf[pos:x89])))
            pos = x89
        o._unknown_tags = uk86
    return o, pos


CreateAclsRequest._ENC = {1: _enc_CreateAclsRequest_v1, 2: _enc_CreateAclsRequest_v2, 3: _enc_CreateAclsRequest_v3}
CreateAclsRequest._DEC = {1: _dec_CreateAclsRequest_v1, 2: _dec_CreateAclsRequest_v2, 3: _dec_CreateAclsRequest_v3}


class CreateAclsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'CreateAclsResponse'
    TYPE = 'response'
    API_KEY = 30
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, throttle_time_ms=0, results=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class AclCreationResult(_Message):
        __slots__ = ('error_code', 'error_message', '_unknown_tags')
        NAME = 'CreateAclsResponse.AclCreationResult'

        def __init__(self, *, error_code=0, error_message='', _unknown_tags=None):
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_CreateAclsResponse_AclCreationResult = CreateAclsResponse.AclCreationResult
CreateAclsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Results', 'results', '[]AclCreationResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreateAclsResponse_AclCreationResult),
)
_C_CreateAclsResponse_AclCreationResult.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_CreateAclsResponse_AclCreationResult = _C_CreateAclsResponse_AclCreationResult()

def _mk_CreateAclsResponse_AclCreationResult():
    o = _new(_C_CreateAclsResponse_AclCreationResult)
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_CreateAclsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l90 = o.results
    a(_S_i.pack(len(l90)))
    for e91 in l90:
        a(_S_h.pack(e91.error_code))
        s92 = e91.error_message
        if s92 is None:
            a(b'\xff\xff')
        else:
            b93 = s92.encode()
            a(_S_h.pack(len(b93)))
            a(b93)
    return b''.join(parts)


def _dec_CreateAclsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n95, pos = _read_array_len(buf, pos, False, False, 1, 'CreateAclsResponse.Results')
    l96 = []
    ap97 = l96.append
    for _ in range(n95):
        t98 = _new(_C_CreateAclsResponse_AclCreationResult)
        t98.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n99, = _S_h.unpack_from(buf, pos)
        if n99 >= 0:
            x100 = pos + 2 + n99
            if x100 > blen:
                raise _bad_length(n99, 'CreateAclsResponse.Results.ErrorMessage', pos)
            t98.error_message = str(buf[pos + 2:x100], 'utf-8')
            pos = x100
        else:
            t98.error_message, pos = _read_string(buf, pos, False, True, 'CreateAclsResponse.Results.ErrorMessage')
        t98._unknown_tags = None
        ap97(t98)
    o.results = l96
    o._unknown_tags = None
    return o, pos


def _enc_CreateAclsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l101 = o.results
    n102 = len(l101) + 1
    a(_UV[n102] if n102 < 128 else _uv(n102))
    for e103 in l101:
        a(_S_h.pack(e103.error_code))
        s104 = e103.error_message
        if s104 is None:
            a(_H0)
        else:
            b105 = s104.encode()
            n106 = len(b105) + 1
            a(_UV[n106] if n106 < 128 else _uv(n106))
            a(b105)
        u107 = e103._unknown_tags
        if u107 is None:
            a(_H0)
        else:
            _write_tags(a, None, u107)
    u108 = o._unknown_tags
    if u108 is None:
        a(_H0)
    else:
        _write_tags(a, None, u108)
    return b''.join(parts)


def _dec_CreateAclsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n109 = buf[pos] - 1
    if 0 <= n109 < 127:
        pos += 1
    else:
        n109, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsResponse.Results')
    l110 = []
    ap111 = l110.append
    for _ in range(n109):
        t112 = _new(_C_CreateAclsResponse_AclCreationResult)
        t112.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n113 = buf[pos] - 1
        if 0 <= n113 < 127:
            x114 = pos + 1 + n113
            if x114 > blen:
                raise _bad_length(n113, 'CreateAclsResponse.Results.ErrorMessage', pos)
            t112.error_message = str(buf[pos + 1:x114], 'utf-8')
            pos = x114
        else:
            t112.error_message, pos = _read_string(buf, pos, True, True, 'CreateAclsResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t112._unknown_tags = None
        else:
            nt115, pos = _ruv(buf, pos)
            if nt115 * 2 > blen - pos:
                raise _array_too_long(nt115, 'CreateAclsResponse.Results._tagged_fields', pos)
            uk116 = None
            for _ in range(nt115):
                tg117, pos = _ruv(buf, pos)
                sz118, pos = _ruv(buf, pos)
                x119 = pos + sz118
                if x119 > blen:
                    raise _bad_length(sz118, 'CreateAclsResponse.Results._tagged_fields', pos)
                if uk116 is None:
                    uk116 = []
                uk116.append((tg117, bytes(buf[pos:x119])))
                pos = x119
            t112._unknown_tags = uk116
        ap111(t112)
    o.results = l110
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt120, pos = _ruv(buf, pos)
        if nt120 * 2 > blen - pos:
            raise _array_too_long(nt120, 'CreateAclsResponse._tagged_fields', pos)
        uk121 = None
        for _ in range(nt120):
            tg122, pos = _ruv(buf, pos)
            sz123, pos = _ruv(buf, pos)
            x124 = pos + sz123
            if x124 > blen:
                raise _bad_length(sz123, 'CreateAclsResponse._tagged_fields', pos)
            if uk121 is None:
                uk121 = []
            uk121.append((tg122, bytes(buf[pos:x124])))
            pos = x124
        o._unknown_tags = uk121
    return o, pos


def _enc_CreateAclsResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l125 = o.results
    n126 = len(l125) + 1
    a(_UV[n126] if n126 < 128 else _uv(n126))
    for e127 in l125:
        a(_S_h.pack(e127.error_code))
        s128 = e127.error_message
        if s128 is None:
            a(_H0)
        else:
            b129 = s128.encode()
            n130 = len(b129) + 1
            a(_UV[n130] if n130 < 128 else _uv(n130))
            a(b129)
        u131 = e127._unknown_tags
        if u131 is None:
            a(_H0)
        else:
            _write_tags(a, None, u131)
    u132 = o._unknown_tags
    if u132 is None:
        a(_H0)
    else:
        _write_tags(a, None, u132)
    return b''.join(parts)


def _dec_CreateAclsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n133 = buf[pos] - 1
    if 0 <= n133 < 127:
        pos += 1
    else:
        n133, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsResponse.Results')
    l134 = []
    ap135 = l134.append
    for _ in range(n133):
        t136 = _new(_C_CreateAclsResponse_AclCreationResult)
        t136.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n137 = buf[pos] - 1
        if 0 <= n137 < 127:
            x138 = pos + 1 + n137
            if x138 > blen:
                raise _bad_length(n137, 'CreateAclsResponse.Results.ErrorMessage', pos)
            t136.error_message = str(buf[pos + 1:x138], 'utf-8')
            pos = x138
        else:
            t136.error_message, pos = _read_string(buf, pos, True, True, 'CreateAclsResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t136._unknown_tags = None
        else:
            nt139, pos = _ruv(buf, pos)
            if nt139 * 2 > blen - pos:
                raise _array_too_long(nt139, 'CreateAclsResponse.Results._tagged_fields', pos)
            uk140 = None
            for _ in range(nt139):
                tg141, pos = _ruv(buf, pos)
                sz142, pos = _ruv(buf, pos)
                x143 = pos + sz142
                if x143 > blen:
                    raise _bad_length(sz142, 'CreateAclsResponse.Results._tagged_fields', pos)
                if uk140 is None:
                    uk140 = []
                uk140.append((tg141, bytes(buf[pos:x143])))
                pos = x143
            t136._unknown_tags = uk140
        ap135(t136)
    o.results = l134
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt144, pos = _ruv(buf, pos)
        if nt144 * 2 > blen - pos:
            raise _array_too_long(nt144, 'CreateAclsResponse._tagged_fields', pos)
        uk145 = None
        for _ in range(nt144):
            tg146, pos = _ruv(buf, pos)
            sz147, pos = _ruv(buf, pos)
            x148 = pos + sz147
            if x148 > blen:
                raise _bad_length(sz147, 'CreateAclsResponse._tagged_fields', pos)
            if uk145 is None:
                uk145 = []
            uk145.append((tg146, bytes(buf[pos:x148])))
            pos = x148
        o._unknown_tags = uk145
    return o, pos


CreateAclsResponse._ENC = {1: _enc_CreateAclsResponse_v1, 2: _enc_CreateAclsResponse_v2, 3: _enc_CreateAclsResponse_v3}
CreateAclsResponse._DEC = {1: _dec_CreateAclsResponse_v1, 2: _dec_CreateAclsResponse_v2, 3: _dec_CreateAclsResponse_v3}


_LINES = {
    105: 'CreateAclsRequest.Creations',
    106: 'CreateAclsRequest.Creations',
    107: 'CreateAclsRequest.Creations',
    108: 'CreateAclsRequest.Creations.ResourceType',
    109: 'CreateAclsRequest.Creations.ResourceName',
    110: 'CreateAclsRequest.Creations.ResourceName',
    111: 'CreateAclsRequest.Creations.ResourceName',
    112: 'CreateAclsRequest.Creations.ResourceName',
    113: 'CreateAclsRequest.Creations.ResourcePatternType',
    114: 'CreateAclsRequest.Creations.Principal',
    115: 'CreateAclsRequest.Creations.Principal',
    116: 'CreateAclsRequest.Creations.Principal',
    117: 'CreateAclsRequest.Creations.Principal',
    118: 'CreateAclsRequest.Creations.Host',
    119: 'CreateAclsRequest.Creations.Host',
    120: 'CreateAclsRequest.Creations.Host',
    121: 'CreateAclsRequest.Creations.Host',
    122: 'CreateAclsRequest.Creations.Operation,PermissionType',
    129: 'CreateAclsRequest.Creations',
    134: 'CreateAclsRequest.Creations.ResourceType',
    136: 'CreateAclsRequest.Creations.ResourceName',
    141: 'CreateAclsRequest.Creations.ResourceName',
    144: 'CreateAclsRequest.Creations.ResourceName',
    145: 'CreateAclsRequest.Creations.ResourcePatternType',
    147: 'CreateAclsRequest.Creations.Principal',
    152: 'CreateAclsRequest.Creations.Principal',
    155: 'CreateAclsRequest.Creations.Principal',
    156: 'CreateAclsRequest.Creations.Host',
    161: 'CreateAclsRequest.Creations.Host',
    164: 'CreateAclsRequest.Creations.Host',
    165: 'CreateAclsRequest.Creations.Operation,PermissionType',
    177: 'CreateAclsRequest.Creations',
    178: 'CreateAclsRequest.Creations',
    179: 'CreateAclsRequest.Creations',
    180: 'CreateAclsRequest.Creations',
    181: 'CreateAclsRequest.Creations.ResourceType',
    182: 'CreateAclsRequest.Creations.ResourceName',
    183: 'CreateAclsRequest.Creations.ResourceName',
    184: 'CreateAclsRequest.Creations.ResourceName',
    185: 'CreateAclsRequest.Creations.ResourceName',
    186: 'CreateAclsRequest.Creations.ResourceName',
    187: 'CreateAclsRequest.Creations.ResourcePatternType',
    188: 'CreateAclsRequest.Creations.Principal',
    189: 'CreateAclsRequest.Creations.Principal',
    190: 'CreateAclsRequest.Creations.Principal',
    191: 'CreateAclsRequest.Creations.Principal',
    192: 'CreateAclsRequest.Creations.Principal',
    193: 'CreateAclsRequest.Creations.Host',
    194: 'CreateAclsRequest.Creations.Host',
    195: 'CreateAclsRequest.Creations.Host',
    196: 'CreateAclsRequest.Creations.Host',
    197: 'CreateAclsRequest.Creations.Host',
    198: 'CreateAclsRequest.Creations.Operation,PermissionType',
    199: 'CreateAclsRequest.Creations._unknown_tags',
    200: 'CreateAclsRequest.Creations',
    203: 'CreateAclsRequest.Creations._unknown_tags',
    204: 'CreateAclsRequest._unknown_tags',
    205: 'CreateAclsRequest',
    208: 'CreateAclsRequest._unknown_tags',
    215: 'CreateAclsRequest.Creations',
    219: 'CreateAclsRequest.Creations',
    224: 'CreateAclsRequest.Creations.ResourceType',
    226: 'CreateAclsRequest.Creations.ResourceName',
    231: 'CreateAclsRequest.Creations.ResourceName',
    234: 'CreateAclsRequest.Creations.ResourceName',
    235: 'CreateAclsRequest.Creations.ResourcePatternType',
    237: 'CreateAclsRequest.Creations.Principal',
    242: 'CreateAclsRequest.Creations.Principal',
    245: 'CreateAclsRequest.Creations.Principal',
    246: 'CreateAclsRequest.Creations.Host',
    251: 'CreateAclsRequest.Creations.Host',
    254: 'CreateAclsRequest.Creations.Host',
    255: 'CreateAclsRequest.Creations.Operation,PermissionType',
    257: 'CreateAclsRequest.Creations._tagged_fields',
    261: 'CreateAclsRequest.Creations._tagged_fields',
    266: 'CreateAclsRequest.Creations._tagged_fields',
    267: 'CreateAclsRequest.Creations._tagged_fields',
    278: 'CreateAclsRequest._tagged_fields',
    282: 'CreateAclsRequest._tagged_fields',
    287: 'CreateAclsRequest._tagged_fields',
    288: 'CreateAclsRequest._tagged_fields',
    303: 'CreateAclsRequest.Creations',
    304: 'CreateAclsRequest.Creations',
    305: 'CreateAclsRequest.Creations',
    306: 'CreateAclsRequest.Creations',
    307: 'CreateAclsRequest.Creations.ResourceType',
    308: 'CreateAclsRequest.Creations.ResourceName',
    309: 'CreateAclsRequest.Creations.ResourceName',
    310: 'CreateAclsRequest.Creations.ResourceName',
    311: 'CreateAclsRequest.Creations.ResourceName',
    312: 'CreateAclsRequest.Creations.ResourceName',
    313: 'CreateAclsRequest.Creations.ResourcePatternType',
    314: 'CreateAclsRequest.Creations.Principal',
    315: 'CreateAclsRequest.Creations.Principal',
    316: 'CreateAclsRequest.Creations.Principal',
    317: 'CreateAclsRequest.Creations.Principal',
    318: 'CreateAclsRequest.Creations.Principal',
    319: 'CreateAclsRequest.Creations.Host',
    320: 'CreateAclsRequest.Creations.Host',
    321: 'CreateAclsRequest.Creations.Host',
    322: 'CreateAclsRequest.Creations.Host',
    323: 'CreateAclsRequest.Creations.Host',
    324: 'CreateAclsRequest.Creations.Operation,PermissionType',
    325: 'CreateAclsRequest.Creations._unknown_tags',
    326: 'CreateAclsRequest.Creations',
    329: 'CreateAclsRequest.Creations._unknown_tags',
    330: 'CreateAclsRequest._unknown_tags',
    331: 'CreateAclsRequest',
    334: 'CreateAclsRequest._unknown_tags',
    341: 'CreateAclsRequest.Creations',
    345: 'CreateAclsRequest.Creations',
    350: 'CreateAclsRequest.Creations.ResourceType',
    352: 'CreateAclsRequest.Creations.ResourceName',
    357: 'CreateAclsRequest.Creations.ResourceName',
    360: 'CreateAclsRequest.Creations.ResourceName',
    361: 'CreateAclsRequest.Creations.ResourcePatternType',
    363: 'CreateAclsRequest.Creations.Principal',
    368: 'CreateAclsRequest.Creations.Principal',
    371: 'CreateAclsRequest.Creations.Principal',
    372: 'CreateAclsRequest.Creations.Host',
    377: 'CreateAclsRequest.Creations.Host',
    380: 'CreateAclsRequest.Creations.Host',
    381: 'CreateAclsRequest.Creations.Operation,PermissionType',
    383: 'CreateAclsRequest.Creations._tagged_fields',
    387: 'CreateAclsRequest.Creations._tagged_fields',
    392: 'CreateAclsRequest.Creations._tagged_fields',
    393: 'CreateAclsRequest.Creations._tagged_fields',
    404: 'CreateAclsRequest._tagged_fields',
    408: 'CreateAclsRequest._tagged_fields',
    413: 'CreateAclsRequest._tagged_fields',
    414: 'CreateAclsRequest._tagged_fields',
    475: 'CreateAclsResponse.ThrottleTimeMs',
    476: 'CreateAclsResponse.Results',
    477: 'CreateAclsResponse.Results',
    478: 'CreateAclsResponse.Results',
    479: 'CreateAclsResponse.Results.ErrorCode',
    480: 'CreateAclsResponse.Results.ErrorMessage',
    481: 'CreateAclsResponse.Results.ErrorMessage',
    482: 'CreateAclsResponse.Results.ErrorMessage',
    483: 'CreateAclsResponse.Results.ErrorMessage',
    484: 'CreateAclsResponse.Results.ErrorMessage',
    485: 'CreateAclsResponse.Results.ErrorMessage',
    486: 'CreateAclsResponse.Results.ErrorMessage',
    493: 'CreateAclsResponse.ThrottleTimeMs',
    495: 'CreateAclsResponse.Results',
    500: 'CreateAclsResponse.Results.ErrorCode',
    502: 'CreateAclsResponse.Results.ErrorMessage',
    507: 'CreateAclsResponse.Results.ErrorMessage',
    510: 'CreateAclsResponse.Results.ErrorMessage',
    521: 'CreateAclsResponse.ThrottleTimeMs',
    522: 'CreateAclsResponse.Results',
    523: 'CreateAclsResponse.Results',
    524: 'CreateAclsResponse.Results',
    525: 'CreateAclsResponse.Results',
    526: 'CreateAclsResponse.Results.ErrorCode',
    527: 'CreateAclsResponse.Results.ErrorMessage',
    528: 'CreateAclsResponse.Results.ErrorMessage',
    529: 'CreateAclsResponse.Results.ErrorMessage',
    530: 'CreateAclsResponse.Results.ErrorMessage',
    531: 'CreateAclsResponse.Results.ErrorMessage',
    532: 'CreateAclsResponse.Results.ErrorMessage',
    533: 'CreateAclsResponse.Results.ErrorMessage',
    534: 'CreateAclsResponse.Results.ErrorMessage',
    535: 'CreateAclsResponse.Results._unknown_tags',
    536: 'CreateAclsResponse.Results',
    539: 'CreateAclsResponse.Results._unknown_tags',
    540: 'CreateAclsResponse._unknown_tags',
    541: 'CreateAclsResponse',
    544: 'CreateAclsResponse._unknown_tags',
    551: 'CreateAclsResponse.ThrottleTimeMs',
    553: 'CreateAclsResponse.Results',
    557: 'CreateAclsResponse.Results',
    562: 'CreateAclsResponse.Results.ErrorCode',
    564: 'CreateAclsResponse.Results.ErrorMessage',
    569: 'CreateAclsResponse.Results.ErrorMessage',
    572: 'CreateAclsResponse.Results.ErrorMessage',
    573: 'CreateAclsResponse.Results._tagged_fields',
    577: 'CreateAclsResponse.Results._tagged_fields',
    582: 'CreateAclsResponse.Results._tagged_fields',
    583: 'CreateAclsResponse.Results._tagged_fields',
    594: 'CreateAclsResponse._tagged_fields',
    598: 'CreateAclsResponse._tagged_fields',
    603: 'CreateAclsResponse._tagged_fields',
    604: 'CreateAclsResponse._tagged_fields',
    619: 'CreateAclsResponse.ThrottleTimeMs',
    620: 'CreateAclsResponse.Results',
    621: 'CreateAclsResponse.Results',
    622: 'CreateAclsResponse.Results',
    623: 'CreateAclsResponse.Results',
    624: 'CreateAclsResponse.Results.ErrorCode',
    625: 'CreateAclsResponse.Results.ErrorMessage',
    626: 'CreateAclsResponse.Results.ErrorMessage',
    627: 'CreateAclsResponse.Results.ErrorMessage',
    628: 'CreateAclsResponse.Results.ErrorMessage',
    629: 'CreateAclsResponse.Results.ErrorMessage',
    630: 'CreateAclsResponse.Results.ErrorMessage',
    631: 'CreateAclsResponse.Results.ErrorMessage',
    632: 'CreateAclsResponse.Results.ErrorMessage',
    633: 'CreateAclsResponse.Results._unknown_tags',
    634: 'CreateAclsResponse.Results',
    637: 'CreateAclsResponse.Results._unknown_tags',
    638: 'CreateAclsResponse._unknown_tags',
    639: 'CreateAclsResponse',
    642: 'CreateAclsResponse._unknown_tags',
    649: 'CreateAclsResponse.ThrottleTimeMs',
    651: 'CreateAclsResponse.Results',
    655: 'CreateAclsResponse.Results',
    660: 'CreateAclsResponse.Results.ErrorCode',
    662: 'CreateAclsResponse.Results.ErrorMessage',
    667: 'CreateAclsResponse.Results.ErrorMessage',
    670: 'CreateAclsResponse.Results.ErrorMessage',
    671: 'CreateAclsResponse.Results._tagged_fields',
    675: 'CreateAclsResponse.Results._tagged_fields',
    680: 'CreateAclsResponse.Results._tagged_fields',
    681: 'CreateAclsResponse.Results._tagged_fields',
    692: 'CreateAclsResponse._tagged_fields',
    696: 'CreateAclsResponse._tagged_fields',
    701: 'CreateAclsResponse._tagged_fields',
    702: 'CreateAclsResponse._tagged_fields',
}
