# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteAclsRequest.json, schemas/messages/DeleteAclsResponse.json.
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

__all__ = ['DeleteAclsRequest', 'DeleteAclsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_b = Struct('>b')
_S_bb = Struct('>bb')
_S_h = Struct('>h')
_S_i = Struct('>i')


class DeleteAclsRequest(_Message):
    __slots__ = ('filters', '_unknown_tags')
    NAME = 'DeleteAclsRequest'
    TYPE = 'request'
    API_KEY = 31
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, filters=_EMPTY, _unknown_tags=None):
        self.filters = [] if filters is _EMPTY else filters
        self._unknown_tags = _unknown_tags

    class DeleteAclsFilter(_Message):
        __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'DeleteAclsRequest.DeleteAclsFilter'

        def __init__(self, *, resource_type_filter=0, resource_name_filter='', pattern_type_filter=3, principal_filter='', host_filter='', operation=0, permission_type=0, _unknown_tags=None):
            self.resource_type_filter = resource_type_filter
            self.resource_name_filter = resource_name_filter
            self.pattern_type_filter = pattern_type_filter
            self.principal_filter = principal_filter
            self.host_filter = host_filter
            self.operation = operation
            self.permission_type = permission_type
            self._unknown_tags = _unknown_tags


_C_DeleteAclsRequest_DeleteAclsFilter = DeleteAclsRequest.DeleteAclsFilter
DeleteAclsRequest.FIELDS = (
    _FI('Filters', 'filters', '[]DeleteAclsFilter', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteAclsRequest_DeleteAclsFilter),
)
_C_DeleteAclsRequest_DeleteAclsFilter.FIELDS = (
    _FI('ResourceTypeFilter', 'resource_type_filter', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceNameFilter', 'resource_name_filter', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('PatternTypeFilter', 'pattern_type_filter', 'int8', (1, 32767), (1, 0), (1, 0), None, 3, False, None),
    _FI('PrincipalFilter', 'principal_filter', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('HostFilter', 'host_filter', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Operation', 'operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PermissionType', 'permission_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteAclsRequest_DeleteAclsFilter = _C_DeleteAclsRequest_DeleteAclsFilter()

def _mk_DeleteAclsRequest_DeleteAclsFilter():
    o = _new(_C_DeleteAclsRequest_DeleteAclsFilter)
    o.resource_type_filter = 0
    o.resource_name_filter = ''
    o.pattern_type_filter = 3
    o.principal_filter = ''
    o.host_filter = ''
    o.operation = 0
    o.permission_type = 0
    o._unknown_tags = None
    return o


def _enc_DeleteAclsRequest_v1(o):
    parts = []
    a = parts.append
    l1 = o.filters
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        a(_S_b.pack(e2.resource_type_filter))
        s3 = e2.resource_name_filter
        if s3 is None:
            a(b'\xff\xff')
        else:
            b4 = s3.encode()
            a(_S_h.pack(len(b4)))
            a(b4)
        a(_S_b.pack(e2.pattern_type_filter))
        s6 = e2.principal_filter
        if s6 is None:
            a(b'\xff\xff')
        else:
            b7 = s6.encode()
            a(_S_h.pack(len(b7)))
            a(b7)
        s9 = e2.host_filter
        if s9 is None:
            a(b'\xff\xff')
        else:
            b10 = s9.encode()
            a(_S_h.pack(len(b10)))
            a(b10)
        a(_S_bb.pack(e2.operation, e2.permission_type))
    return b''.join(parts)


def _dec_DeleteAclsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteAclsRequest)
    n12, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteAclsRequest.Filters')
    l13 = []
    ap14 = l13.append
    for _ in range(n12):
        t15 = _new(_C_DeleteAclsRequest_DeleteAclsFilter)
        t15.resource_type_filter, = _S_b.unpack_from(buf, pos)
        pos += 1
        n16, = _S_h.unpack_from(buf, pos)
        if n16 >= 0:
            x17 = pos + 2 + n16
            if x17 > blen:
                raise _bad_length(n16, 'DeleteAclsRequest.Filters.ResourceNameFilter', pos)
            t15.resource_name_filter = str(buf[pos + 2:x17], 'utf-8')
            pos = x17
        else:
            t15.resource_name_filter, pos = _read_string(buf, pos, False, True, 'DeleteAclsRequest.Filters.ResourceNameFilter')
        t15.pattern_type_filter, = _S_b.unpack_from(buf, pos)
        pos += 1
        n18, = _S_h.unpack_from(buf, pos)
        if n18 >= 0:
            x19 = pos + 2 + n18
            if x19 > blen:
                raise _bad_length(n18, 'DeleteAclsRequest.Filters.PrincipalFilter', pos)
            t15.principal_filter = str(buf[pos + 2:x19], 'utf-8')
            pos = x19
        else:
            t15.principal_filter, pos = _read_string(buf, pos, False, True, 'DeleteAclsRequest.Filters.PrincipalFilter')
        n20, = _S_h.unpack_from(buf, pos)
        if n20 >= 0:
            x21 = pos + 2 + n20
            if x21 > blen:
                raise _bad_length(n20, 'DeleteAclsRequest.Filters.HostFilter', pos)
            t15.host_filter = str(buf[pos + 2:x21], 'utf-8')
            pos = x21
        else:
            t15.host_filter, pos = _read_string(buf, pos, False, True, 'DeleteAclsRequest.Filters.HostFilter')
        t15.operation, t15.permission_type = _S_bb.unpack_from(buf, pos)
        pos += 2
        t15._unknown_tags = None
        ap14(t15)
    o.filters = l13
    o._unknown_tags = None
    return o, pos


def _enc_DeleteAclsRequest_v2(o):
    parts = []
    a = parts.append
    l22 = o.filters
    n23 = len(l22) + 1
    a(_UV[n23] if n23 < 128 else _uv(n23))
    for e24 in l22:
        a(_S_b.pack(e24.resource_type_filter))
        s25 = e24.resource_name_filter
        if s25 is None:
            a(_H0)
        else:
            b26 = s25.encode()
            n27 = len(b26) + 1
            a(_UV[n27] if n27 < 128 else _uv(n27))
            a(b26)
        a(_S_b.pack(e24.pattern_type_filter))
        s28 = e24.principal_filter
        if s28 is None:
            a(_H0)
        else:
            b29 = s28.encode()
            n30 = len(b29) + 1
            a(_UV[n30] if n30 < 128 else _uv(n30))
            a(b29)
        s31 = e24.host_filter
        if s31 is None:
            a(_H0)
        else:
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


def _dec_DeleteAclsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteAclsRequest)
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsRequest.Filters')
    l37 = []
    ap38 = l37.append
    for _ in range(n36):
        t39 = _new(_C_DeleteAclsRequest_DeleteAclsFilter)
        t39.resource_type_filter, = _S_b.unpack_from(buf, pos)
        pos += 1
        n40 = buf[pos] - 1
        if 0 <= n40 < 127:
            x41 = pos + 1 + n40
            if x41 > blen:
                raise _bad_length(n40, 'DeleteAclsRequest.Filters.ResourceNameFilter', pos)
            t39.resource_name_filter = str(buf[pos + 1:x41], 'utf-8')
            pos = x41
        else:
            t39.resource_name_filter, pos = _read_string(buf, pos, True, True, 'DeleteAclsRequest.Filters.ResourceNameFilter')
        t39.pattern_type_filter, = _S_b.unpack_from(buf, pos)
        pos += 1
        n42 = buf[pos] - 1
        if 0 <= n42 < 127:
            x43 = pos + 1 + n42
            if x43 > blen:
                raise _bad_length(n42, 'DeleteAclsRequest.Filters.PrincipalFilter', pos)
            t39.principal_filter = str(buf[pos + 1:x43], 'utf-8')
            pos = x43
        else:
            t39.principal_filter, pos = _read_string(buf, pos, True, True, 'DeleteAclsRequest.Filters.PrincipalFilter')
        n44 = buf[pos] - 1
        if 0 <= n44 < 127:
            x45 = pos + 1 + n44
            if x45 > blen:
                raise _bad_length(n44, 'DeleteAclsRequest.Filters.HostFilter', pos)
            t39.host_filter = str(buf[pos + 1:x45], 'utf-8')
            pos = x45
        else:
            t39.host_filter, pos = _read_string(buf, pos, True, True, 'DeleteAclsRequest.Filters.HostFilter')
        t39.operation, t39.permission_type = _S_bb.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t39._unknown_tags = None
        else:
            nt46, pos = _ruv(buf, pos)
            if nt46 * 2 > blen - pos:
                raise _array_too_long(nt46, 'DeleteAclsRequest.Filters._tagged_fields', pos)
            uk47 = None
            for _ in range(nt46):
                tg48, pos = _ruv(buf, pos)
                sz49, pos = _ruv(buf, pos)
                x50 = pos + sz49
                if x50 > blen:
                    raise _bad_length(sz49, 'DeleteAclsRequest.Filters._tagged_fields', pos)
                if uk47 is None:
                    uk47 = []
                uk47.append((tg48, bytes(buf[pos:x50])))
                pos = x50
            t39._unknown_tags = uk47
        ap38(t39)
    o.filters = l37
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt51, pos = _ruv(buf, pos)
        if nt51 * 2 > blen - pos:
            raise _array_too_long(nt51, 'DeleteAclsRequest._tagged_fields', pos)
        uk52 = None
        for _ in range(nt51):
            tg53, pos = _ruv(buf, pos)
            sz54, pos = _ruv(buf, pos)
            x55 = pos + sz54
            if x55 > blen:
                raise _bad_length(sz54, 'DeleteAclsRequest._tagged_fields', pos)
            if uk52 is None:
                uk52 = []
            uk52.append((tg53, bytes(buf[pos:x55])))
            pos = x55
        o._unknown_tags = uk52
    return o, pos


def _enc_DeleteAclsRequest_v3(o):
    parts = []
    a = parts.append
    l56 = o.filters
    n57 = len(l56) + 1
    a(_UV[n57] if n57 < 128 else _uv(n57))
    for e58 in l56:
        a(_S_b.pack(e58.resource_type_filter))
        s59 = e58.resource_name_filter
        if s59 is None:
            a(_H0)
        else:
            b60 = s59.encode()
            n61 = len(b60) + 1
            a(_UV[n61] if n61 < 128 else _uv(n61))
            a(b60)
        a(_S_b.pack(e58.pattern_type_filter))
        s62 = e58.principal_filter
        if s62 is None:
            a(_H0)
        else:
            b63 = s62.encode()
            n64 = len(b63) + 1
            a(_UV[n64] if n64 < 128 else _uv(n64))
            a(b63)
        s65 = e58.host_filter
        if s65 is None:
            a(_H0)
        else:
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


def _dec_DeleteAclsRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(DeleteAclsRequest)
    n70 = buf[pos] - 1
    if 0 <= n70 < 127:
        pos += 1
    else:
        n70, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsRequest.Filters')
    l71 = []
    ap72 = l71.append
    for _ in range(n70):
        t73 = _new(_C_DeleteAclsRequest_DeleteAclsFilter)
        t73.resource_type_filter, = _S_b.unpack_from(buf, pos)
        pos += 1
        n74 = buf[pos] - 1
        if 0 <= n74 < 127:
            x75 = pos + 1 + n74
            if x75 > blen:
                raise _bad_length(n74, 'DeleteAclsRequest.Filters.ResourceNameFilter', pos)
            t73.resource_name_filter = str(buf[pos + 1:x75], 'utf-8')
            pos = x75
        else:
            t73.resource_name_filter, pos = _read_string(buf, pos, True, True, 'DeleteAclsRequest.Filters.ResourceNameFilter')
        t73.pattern_type_filter, = _S_b.unpack_from(buf, pos)
        pos += 1
        n76 = buf[pos] - 1
        if 0 <= n76 < 127:
            x77 = pos + 1 + n76
            if x77 > blen:
                raise _bad_length(n76, 'DeleteAclsRequest.Filters.PrincipalFilter', pos)
            t73.principal_filter = str(buf[pos + 1:x77], 'utf-8')
            pos = x77
        else:
            t73.principal_filter, pos = _read_string(buf, pos, True, True, 'DeleteAclsRequest.Filters.PrincipalFilter')
        n78 = buf[pos] - 1
        if 0 <= n78 < 127:
            x79 = pos + 1 + n78
            if x79 > blen:
                raise _bad_length(n78, 'DeleteAclsRequest.Filters.HostFilter', pos)
            t73.host_filter = str(buf[pos + 1:x79], 'utf-8')
            pos = x79
        else:
            t73.host_filter, pos = _read_string(buf, pos, True, True, 'DeleteAclsRequest.Filters.HostFilter')
        t73.operation, t73.permission_type = _S_bb.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t73._unknown_tags = None
        else:
            nt80, pos = _ruv(buf, pos)
            if nt80 * 2 > blen - pos:
                raise _array_too_long(nt80, 'DeleteAclsRequest.Filters._tagged_fields', pos)
            uk81 = None
            for _ in range(nt80):
                tg82, pos = _ruv(buf, pos)
                sz83, pos = _ruv(buf, pos)
                x84 = pos + sz83
                if x84 > blen:
                    raise _bad_length(sz83, 'DeleteAclsRequest.Filters._tagged_fields', pos)
                if uk81 is None:
                    uk81 = []
                uk81.append((tg82, bytes(buf[pos:x84])))
                pos = x84
            t73._unknown_tags = uk81
        ap72(t73)
    o.filters = l71
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt85, pos = _ruv(buf, pos)
        if nt85 * 2 > blen - pos:
            raise _array_too_long(nt85, 'DeleteAclsRequest._tagged_fields', pos)
        uk86 = None
        for _ in range(nt85):
            tg87, pos = _ruv(buf, pos)
            sz88, pos = _ruv(buf, pos)
            x89 = pos + sz88
            if x89 > blen:
                raise _bad_length(sz88, 'DeleteAclsRequest._tagged_fields', pos)
            if uk86 is None:
                uk86 = []
            uk86.append((tg87, bytes(buf[pos:x89])))
            pos = x89
        o._unknown_tags = uk86
    return o, pos


DeleteAclsRequest._ENC = {1: _enc_DeleteAclsRequest_v1, 2: _enc_DeleteAclsRequest_v2, 3: _enc_DeleteAclsRequest_v3}
DeleteAclsRequest._DEC = {1: _dec_DeleteAclsRequest_v1, 2: _dec_DeleteAclsRequest_v2, 3: _dec_DeleteAclsRequest_v3}


class DeleteAclsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'filter_results', '_unknown_tags')
    NAME = 'DeleteAclsResponse'
    TYPE = 'response'
    API_KEY = 31
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, throttle_time_ms=0, filter_results=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.filter_results = [] if filter_results is _EMPTY else filter_results
        self._unknown_tags = _unknown_tags

    class DeleteAclsFilterResult(_Message):
        __slots__ = ('error_code', 'error_message', 'matching_acls', '_unknown_tags')
        NAME = 'DeleteAclsResponse.DeleteAclsFilterResult'

        def __init__(self, *, error_code=0, error_message='', matching_acls=_EMPTY, _unknown_tags=None):
            self.error_code = error_code
            self.error_message = error_message
            self.matching_acls = [] if matching_acls is _EMPTY else matching_acls
            self._unknown_tags = _unknown_tags

    class DeleteAclsMatchingAcl(_Message):
        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'DeleteAclsResponse.DeleteAclsMatchingAcl'

        def __init__(self, *, error_code=0, error_message='', resource_type=0, resource_name='', pattern_type=3, principal='', host='', operation=0, permission_type=0, _unknown_tags=None):
            self.error_code = error_code
            self.error_message = error_message
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.pattern_type = pattern_type
            self.principal = principal
            self.host = host
            self.operation = operation
            self.permission_type = permission_type
            self._unknown_tags = _unknown_tags


_C_DeleteAclsResponse_DeleteAclsFilterResult = DeleteAclsResponse.DeleteAclsFilterResult
_C_DeleteAclsResponse_DeleteAclsMatchingAcl = DeleteAclsResponse.DeleteAclsMatchingAcl
DeleteAclsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('FilterResults', 'filter_results', '[]DeleteAclsFilterResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteAclsResponse_DeleteAclsFilterResult),
)
_C_DeleteAclsResponse_DeleteAclsFilterResult.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('MatchingAcls', 'matching_acls', '[]DeleteAclsMatchingAcl', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteAclsResponse_DeleteAclsMatchingAcl),
)
_C_DeleteAclsResponse_DeleteAclsMatchingAcl.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PatternType', 'pattern_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 3, False, None),
    _FI('Principal', 'principal', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Operation', 'operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PermissionType', 'permission_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteAclsResponse_DeleteAclsFilterResult = _C_DeleteAclsResponse_DeleteAclsFilterResult()
_DEF_DeleteAclsResponse_DeleteAclsMatchingAcl = _C_DeleteAclsResponse_DeleteAclsMatchingAcl()

def _mk_DeleteAclsResponse_DeleteAclsFilterResult():
    o = _new(_C_DeleteAclsResponse_DeleteAclsFilterResult)
    o.error_code = 0
    o.error_message = ''
    o.matching_acls = []
    o._unknown_tags = None
    return o

def _mk_DeleteAclsResponse_DeleteAclsMatchingAcl():
    o = _new(_C_DeleteAclsResponse_DeleteAclsMatchingAcl)
    o.error_code = 0
    o.error_message = ''
    o.resource_type = 0
    o.resource_name = ''
    o.pattern_type = 3
    o.principal = ''
    o.host = ''
    o.operation = 0
    o.permission_type = 0
    o._unknown_tags = None
    return o


def _enc_DeleteAclsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l90 = o.filter_results
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
        l95 = e91.matching_acls
        a(_S_i.pack(len(l95)))
        for e96 in l95:
            a(_S_h.pack(e96.error_code))
            s97 = e96.error_message
            if s97 is None:
                a(b'\xff\xff')
            else:
                b98 = s97.encode()
                a(_S_h.pack(len(b98)))
                a(b98)
            a(_S_b.pack(e96.resource_type))
            s100 = e96.resource_name
            b101 = s100.encode()
            a(_S_h.pack(len(b101)))
            a(b101)
            a(_S_b.pack(e96.pattern_type))
            s103 = e96.principal
            b104 = s103.encode()
            a(_S_h.pack(len(b104)))
            a(b104)
            s106 = e96.host
            b107 = s106.encode()
            a(_S_h.pack(len(b107)))
            a(b107)
            a(_S_bb.pack(e96.operation, e96.permission_type))
    return b''.join(parts)


def _dec_DeleteAclsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n109, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteAclsResponse.FilterResults')
    l110 = []
    ap111 = l110.append
    for _ in range(n109):
        t112 = _new(_C_DeleteAclsResponse_DeleteAclsFilterResult)
        t112.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n113, = _S_h.unpack_from(buf, pos)
        if n113 >= 0:
            x114 = pos + 2 + n113
            if x114 > blen:
                raise _bad_length(n113, 'DeleteAclsResponse.FilterResults.ErrorMessage', pos)
            t112.error_message = str(buf[pos + 2:x114], 'utf-8')
            pos = x114
        else:
            t112.error_message, pos = _read_string(buf, pos, False, True, 'DeleteAclsResponse.FilterResults.ErrorMessage')
        n115, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteAclsResponse.FilterResults.MatchingAcls')
        l116 = []
        ap117 = l116.append
        for _ in range(n115):
            t118 = _new(_C_DeleteAclsResponse_DeleteAclsMatchingAcl)
            t118.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            n119, = _S_h.unpack_from(buf, pos)
            if n119 >= 0:
                x120 = pos + 2 + n119
                if x120 > blen:
                    raise _bad_length(n119, 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage', pos)
                t118.error_message = str(buf[pos + 2:x120], 'utf-8')
                pos = x120
            else:
                t118.error_message, pos = _read_string(buf, pos, False, True, 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage')
            t118.resource_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n121, = _S_h.unpack_from(buf, pos)
            if n121 >= 0:
                x122 = pos + 2 + n121
                if x122 > blen:
                    raise _bad_length(n121, 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName', pos)
                t118.resource_name = str(buf[pos + 2:x122], 'utf-8')
                pos = x122
            else:
                t118.resource_name, pos = _read_string(buf, pos, False, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName')
            t118.pattern_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n123, = _S_h.unpack_from(buf, pos)
            if n123 >= 0:
                x124 = pos + 2 + n123
                if x124 > blen:
                    raise _bad_length(n123, 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal', pos)
                t118.principal = str(buf[pos + 2:x124], 'utf-8')
                pos = x124
            else:
                t118.principal, pos = _read_string(buf, pos, False, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal')
            n125, = _S_h.unpack_from(buf, pos)
            if n125 >= 0:
                x126 = pos + 2 + n125
                if x126 > blen:
                    raise _bad_length(n125, 'DeleteAclsResponse.FilterResults.MatchingAcls.Host', pos)
                t118.host = str(buf[pos + 2:x126], 'utf-8')
                pos = x126
            else:
                t118.host, pos = _read_string(buf, pos, False, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.Host')
            t118.operation, t118.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            t118._unknown_tags = None
            ap117(t118)
        t112.matching_acls = l116
        t112._unknown_tags = None
        ap111(t112)
    o.filter_results = l110
    o._unknown_tags = None
    return o, pos


def _enc_DeleteAclsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l127 = o.filter_results
    n128 = len(l127) + 1
    a(_UV[n128] if n128 < 128 else _uv(n128))
    for e129 in l127:
        a(_S_h.pack(e129.error_code))
        s130 = e129.error_message
        if s130 is None:
            a(_H0)
        else:
            b131 = s130.encode()
            n132 = len(b131) + 1
            a(_UV[n132] if n132 < 128 else _uv(n132))
            a(b131)
        l133 = e129.matching_acls
        n134 = len(l133) + 1
        a(_UV[n134] if n134 < 128 else _uv(n134))
        for e135 in l133:
            a(_S_h.pack(e135.error_code))
            s136 = e135.error_message
            if s136 is None:
                a(_H0)
            else:
                b137 = s136.encode()
                n138 = len(b137) + 1
                a(_UV[n138] if n138 < 128 else _uv(n138))
                a(b137)
            a(_S_b.pack(e135.resource_type))
            s139 = e135.resource_name
            b140 = s139.encode()
            n141 = len(b140) + 1
            a(_UV[n141] if n141 < 128 else _uv(n141))
            a(b140)
            a(_S_b.pack(e135.pattern_type))
            s142 = e135.principal
            b143 = s142.encode()
            n144 = len(b143) + 1
            a(_UV[n144] if n144 < 128 else _uv(n144))
            a(b143)
            s145 = e135.host
            b146 = s145.encode()
            n147 = len(b146) + 1
            a(_UV[n147] if n147 < 128 else _uv(n147))
            a(b146)
            a(_S_bb.pack(e135.operation, e135.permission_type))
            u148 = e135._unknown_tags
            if u148 is None:
                a(_H0)
            else:
                _write_tags(a, None, u148)
        u149 = e129._unknown_tags
        if u149 is None:
            a(_H0)
        else:
            _write_tags(a, None, u149)
    u150 = o._unknown_tags
    if u150 is None:
        a(_H0)
    else:
        _write_tags(a, None, u150)
    return b''.join(parts)


def _dec_DeleteAclsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n151 = buf[pos] - 1
    if 0 <= n151 < 127:
        pos += 1
    else:
        n151, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsResponse.FilterResults')
    l152 = []
    ap153 = l152.append
    for _ in range(n151):
        t154 = _new(_C_DeleteAclsResponse_DeleteAclsFilterResult)
        t154.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n155 = buf[pos] - 1
        if 0 <= n155 < 127:
            x156 = pos + 1 + n155
            if x156 > blen:
                raise _bad_length(n155, 'DeleteAclsResponse.FilterResults.ErrorMessage', pos)
            t154.error_message = str(buf[pos + 1:x156], 'utf-8')
            pos = x156
        else:
            t154.error_message, pos = _read_string(buf, pos, True, True, 'DeleteAclsResponse.FilterResults.ErrorMessage')
        n157 = buf[pos] - 1
        if 0 <= n157 < 127:
            pos += 1
        else:
            n157, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsResponse.FilterResults.MatchingAcls')
        l158 = []
        ap159 = l158.append
        for _ in range(n157):
            t160 = _new(_C_DeleteAclsResponse_DeleteAclsMatchingAcl)
            t160.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            n161 = buf[pos] - 1
            if 0 <= n161 < 127:
                x162 = pos + 1 + n161
                if x162 > blen:
                    raise _bad_length(n161, 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage', pos)
                t160.error_message = str(buf[pos + 1:x162], 'utf-8')
                pos = x162
            else:
                t160.error_message, pos = _read_string(buf, pos, True, True, 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage')
            t160.resource_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n163 = buf[pos] - 1
            if 0 <= n163 < 127:
                x164 = pos + 1 + n163
                if x164 > blen:
                    raise _bad_length(n163, 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName', pos)
                t160.resource_name = str(buf[pos + 1:x164], 'utf-8')
                pos = x164
            else:
                t160.resource_name, pos = _read_string(buf, pos, True, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName')
            t160.pattern_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n165 = buf[pos] - 1
            if 0 <= n165 < 127:
                x166 = pos + 1 + n165
                if x166 > blen:
                    raise _bad_length(n165, 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal', pos)
                t160.principal = str(buf[pos + 1:x166], 'utf-8')
                pos = x166
            else:
                t160.principal, pos = _read_string(buf, pos, True, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal')
            n167 = buf[pos] - 1
            if 0 <= n167 < 127:
                x168 = pos + 1 + n167
                if x168 > blen:
                    raise _bad_length(n167, 'DeleteAclsResponse.FilterResults.MatchingAcls.Host', pos)
                t160.host = str(buf[pos + 1:x168], 'utf-8')
                pos = x168
            else:
                t160.host, pos = _read_string(buf, pos, True, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.Host')
            t160.operation, t160.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t160._unknown_tags = None
            else:
                nt169, pos = _ruv(buf, pos)
                if nt169 * 2 > blen - pos:
                    raise _array_too_long(nt169, 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields', pos)
                uk170 = None
                for _ in range(nt169):
                    tg171, pos = _ruv(buf, pos)
                    sz172, pos = _ruv(buf, pos)
                    x173 = pos + sz172
                    if x173 > blen:
                        raise _bad_length(sz172, 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields', pos)
                    if uk170 is None:
                        uk170 = []
                    uk170.append((tg171, bytes(buf[pos:x173])))
                    pos = x173
                t160._unknown_tags = uk170
            ap159(t160)
        t154.matching_acls = l158
        if buf[pos] == 0:
            pos += 1
            t154._unknown_tags = None
        else:
            nt174, pos = _ruv(buf, pos)
            if nt174 * 2 > blen - pos:
                raise _array_too_long(nt174, 'DeleteAclsResponse.FilterResults._tagged_fields', pos)
            uk175 = None
            for _ in range(nt174):
                tg176, pos = _ruv(buf, pos)
                sz177, pos = _ruv(buf, pos)
                x178 = pos + sz177
                if x178 > blen:
                    raise _bad_length(sz177, 'DeleteAclsResponse.FilterResults._tagged_fields', pos)
                if uk175 is None:
                    uk175 = []
                uk175.append((tg176, bytes(buf[pos:x178])))
                pos = x178
            t154._unknown_tags = uk175
        ap153(t154)
    o.filter_results = l152
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt179, pos = _ruv(buf, pos)
        if nt179 * 2 > blen - pos:
            raise _array_too_long(nt179, 'DeleteAclsResponse._tagged_fields', pos)
        uk180 = None
        for _ in range(nt179):
            tg181, pos = _ruv(buf, pos)
            sz182, pos = _ruv(buf, pos)
            x183 = pos + sz182
            if x183 > blen:
                raise _bad_length(sz182, 'DeleteAclsResponse._tagged_fields', pos)
            if uk180 is None:
                uk180 = []
            uk180.append((tg181, bytes(buf[pos:x183])))
            pos = x183
        o._unknown_tags = uk180
    return o, pos


def _enc_DeleteAclsResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l184 = o.filter_results
    n185 = len(l184) + 1
    a(_UV[n185] if n185 < 128 else _uv(n185))
    for e186 in l184:
        a(_S_h.pack(e186.error_code))
        s187 = e186.error_message
        if s187 is None:
            a(_H0)
        else:
            b188 = s187.encode()
            n189 = len(b188) + 1
            a(_UV[n189] if n189 < 128 else _uv(n189))
            a(b188)
        l190 = e186.matching_acls
        n191 = len(l190) + 1
        a(_UV[n191] if n191 < 128 else _uv(n191))
        for e192 in l190:
            a(_S_h.pack(e192.error_code))
            s193 = e192.error_message
            if s193 is None:
                a(_H0)
            else:
                b194 = s193.encode()
                n195 = len(b194) + 1
                a(_UV[n195] if n195 < 128 else _uv(n195))
                a(b194)
            a(_S_b.pack(e192.resource_type))
            s196 = e192.resource_name
            b197 = s196.encode()
            n198 = len(b197) + 1
            a(_UV[n198] if n198 < 128 else _uv(n198))
            a(b197)
            a(_S_b.pack(e192.pattern_type))
            s199 = e192.principal
            b200 = s199.encode()
            n201 = len(b200) + 1
            a(_UV[n201] if n201 < 128 else _uv(n201))
            a(b200)
            s202 = e192.host
            b203 = s202.encode()
            n204 = len(b203) + 1
            a(_UV[n204] if n204 < 128 else _uv(n204))
            a(b203)
            a(_S_bb.pack(e192.operation, e192.permission_type))
            u205 = e192._unknown_tags
            if u205 is None:
                a(_H0)
            else:
                _write_tags(a, None, u205)
        u206 = e186._unknown_tags
        if u206 is None:
            a(_H0)
        else:
            _write_tags(a, None, u206)
    u207 = o._unknown_tags
    if u207 is None:
        a(_H0)
    else:
        _write_tags(a, None, u207)
    return b''.join(parts)


def _dec_DeleteAclsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n208 = buf[pos] - 1
    if 0 <= n208 < 127:
        pos += 1
    else:
        n208, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsResponse.FilterResults')
    l209 = []
    ap210 = l209.append
    for _ in range(n208):
        t211 = _new(_C_DeleteAclsResponse_DeleteAclsFilterResult)
        t211.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n212 = buf[pos] - 1
        if 0 <= n212 < 127:
            x213 = pos + 1 + n212
            if x213 > blen:
                raise _bad_length(n212, 'DeleteAclsResponse.FilterResults.ErrorMessage', pos)
            t211.error_message = str(buf[pos + 1:x213], 'utf-8')
            pos = x213
        else:
            t211.error_message, pos = _read_string(buf, pos, True, True, 'DeleteAclsResponse.FilterResults.ErrorMessage')
        n214 = buf[pos] - 1
        if 0 <= n214 < 127:
            pos += 1
        else:
            n214, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsResponse.FilterResults.MatchingAcls')
        l215 = []
        ap216 = l215.append
        for _ in range(n214):
            t217 = _new(_C_DeleteAclsResponse_DeleteAclsMatchingAcl)
            t217.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            n218 = buf[pos] - 1
            if 0 <= n218 < 127:
                x219 = pos + 1 + n218
                if x219 > blen:
                    raise _bad_length(n218, 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage', pos)
                t217.error_message = str(buf[pos + 1:x219], 'utf-8')
                pos = x219
            else:
                t217.error_message, pos = _read_string(buf, pos, True, True, 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage')
            t217.resource_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n220 = buf[pos] - 1
            if 0 <= n220 < 127:
                x221 = pos + 1 + n220
                if x221 > blen:
                    raise _bad_length(n220, 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName', pos)
                t217.resource_name = str(buf[pos + 1:x221], 'utf-8')
                pos = x221
            else:
                t217.resource_name, pos = _read_string(buf, pos, True, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName')
            t217.pattern_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n222 = buf[pos] - 1
            if 0 <= n222 < 127:
                x223 = pos + 1 + n222
                if x223 > blen:
                    raise _bad_length(n222, 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal', pos)
                t217.principal = str(buf[pos + 1:x223], 'utf-8')
                pos = x223
            else:
                t217.principal, pos = _read_string(buf, pos, True, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal')
            n224 = buf[pos] - 1
            if 0 <= n224 < 127:
                x225 = pos + 1 + n224
                if x225 > blen:
                    raise _bad_length(n224, 'DeleteAclsResponse.FilterResults.MatchingAcls.Host', pos)
                t217.host = str(buf[pos + 1:x225], 'utf-8')
                pos = x225
            else:
                t217.host, pos = _read_string(buf, pos, True, False, 'DeleteAclsResponse.FilterResults.MatchingAcls.Host')
            t217.operation, t217.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t217._unknown_tags = None
            else:
                nt226, pos = _ruv(buf, pos)
                if nt226 * 2 > blen - pos:
                    raise _array_too_long(nt226, 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields', pos)
                uk227 = None
                for _ in range(nt226):
                    tg228, pos = _ruv(buf, pos)
                    sz229, pos = _ruv(buf, pos)
                    x230 = pos + sz229
                    if x230 > blen:
                        raise _bad_length(sz229, 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields', pos)
                    if uk227 is None:
                        uk227 = []
                    uk227.append((tg228, bytes(buf[pos:x230])))
                    pos = x230
                t217._unknown_tags = uk227
            ap216(t217)
        t211.matching_acls = l215
        if buf[pos] == 0:
            pos += 1
            t211._unknown_tags = None
        else:
            nt231, pos = _ruv(buf, pos)
            if nt231 * 2 > blen - pos:
                raise _array_too_long(nt231, 'DeleteAclsResponse.FilterResults._tagged_fields', pos)
            uk232 = None
            for _ in range(nt231):
                tg233, pos = _ruv(buf, pos)
                sz234, pos = _ruv(buf, pos)
                x235 = pos + sz234
                if x235 > blen:
                    raise _bad_length(sz234, 'DeleteAclsResponse.FilterResults._tagged_fields', pos)
                if uk232 is None:
                    uk232 = []
                uk232.append((tg233, bytes(buf[pos:x235])))
                pos = x235
            t211._unknown_tags = uk232
        ap210(t211)
    o.filter_results = l209
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt236, pos = _ruv(buf, pos)
        if nt236 * 2 > blen - pos:
            raise _array_too_long(nt236, 'DeleteAclsResponse._tagged_fields', pos)
        uk237 = None
        for _ in range(nt236):
            tg238, pos = _ruv(buf, pos)
            sz239, pos = _ruv(buf, pos)
            x240 = pos + sz239
            if x240 > blen:
                raise _bad_length(sz239, 'DeleteAclsResponse._tagged_fields', pos)
            if uk237 is None:
                uk237 = []
            uk237.append((tg238, bytes(buf[pos:x240])))
            pos = x240
        o._unknown_tags = uk237
    return o, pos


DeleteAclsResponse._ENC = {1: _enc_DeleteAclsResponse_v1, 2: _enc_DeleteAclsResponse_v2, 3: _enc_DeleteAclsResponse_v3}
DeleteAclsResponse._DEC = {1: _dec_DeleteAclsResponse_v1, 2: _dec_DeleteAclsResponse_v2, 3: _dec_DeleteAclsResponse_v3}


_LINES = {
    105: 'DeleteAclsRequest.Filters',
    106: 'DeleteAclsRequest.Filters',
    107: 'DeleteAclsRequest.Filters',
    108: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    109: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    110: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    111: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    112: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    113: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    114: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    115: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    116: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    117: 'DeleteAclsRequest.Filters.PrincipalFilter',
    118: 'DeleteAclsRequest.Filters.PrincipalFilter',
    119: 'DeleteAclsRequest.Filters.PrincipalFilter',
    120: 'DeleteAclsRequest.Filters.PrincipalFilter',
    121: 'DeleteAclsRequest.Filters.PrincipalFilter',
    122: 'DeleteAclsRequest.Filters.PrincipalFilter',
    123: 'DeleteAclsRequest.Filters.PrincipalFilter',
    124: 'DeleteAclsRequest.Filters.HostFilter',
    125: 'DeleteAclsRequest.Filters.HostFilter',
    126: 'DeleteAclsRequest.Filters.HostFilter',
    127: 'DeleteAclsRequest.Filters.HostFilter',
    128: 'DeleteAclsRequest.Filters.HostFilter',
    129: 'DeleteAclsRequest.Filters.HostFilter',
    130: 'DeleteAclsRequest.Filters.HostFilter',
    131: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    138: 'DeleteAclsRequest.Filters',
    143: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    145: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    150: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    153: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    154: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    156: 'DeleteAclsRequest.Filters.PrincipalFilter',
    161: 'DeleteAclsRequest.Filters.PrincipalFilter',
    164: 'DeleteAclsRequest.Filters.PrincipalFilter',
    165: 'DeleteAclsRequest.Filters.HostFilter',
    170: 'DeleteAclsRequest.Filters.HostFilter',
    173: 'DeleteAclsRequest.Filters.HostFilter',
    174: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    186: 'DeleteAclsRequest.Filters',
    187: 'DeleteAclsRequest.Filters',
    188: 'DeleteAclsRequest.Filters',
    189: 'DeleteAclsRequest.Filters',
    190: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    191: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    192: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    193: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    194: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    195: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    196: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    197: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    198: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    199: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    200: 'DeleteAclsRequest.Filters.PrincipalFilter',
    201: 'DeleteAclsRequest.Filters.PrincipalFilter',
    202: 'DeleteAclsRequest.Filters.PrincipalFilter',
    203: 'DeleteAclsRequest.Filters.PrincipalFilter',
    204: 'DeleteAclsRequest.Filters.PrincipalFilter',
    205: 'DeleteAclsRequest.Filters.PrincipalFilter',
    206: 'DeleteAclsRequest.Filters.PrincipalFilter',
    207: 'DeleteAclsRequest.Filters.PrincipalFilter',
    208: 'DeleteAclsRequest.Filters.HostFilter',
    209: 'DeleteAclsRequest.Filters.HostFilter',
    210: 'DeleteAclsRequest.Filters.HostFilter',
    211: 'DeleteAclsRequest.Filters.HostFilter',
    212: 'DeleteAclsRequest.Filters.HostFilter',
    213: 'DeleteAclsRequest.Filters.HostFilter',
    214: 'DeleteAclsRequest.Filters.HostFilter',
    215: 'DeleteAclsRequest.Filters.HostFilter',
    216: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    217: 'DeleteAclsRequest.Filters._unknown_tags',
    218: 'DeleteAclsRequest.Filters',
    221: 'DeleteAclsRequest.Filters._unknown_tags',
    222: 'DeleteAclsRequest._unknown_tags',
    223: 'DeleteAclsRequest',
    226: 'DeleteAclsRequest._unknown_tags',
    233: 'DeleteAclsRequest.Filters',
    237: 'DeleteAclsRequest.Filters',
    242: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    244: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    249: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    252: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    253: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    255: 'DeleteAclsRequest.Filters.PrincipalFilter',
    260: 'DeleteAclsRequest.Filters.PrincipalFilter',
    263: 'DeleteAclsRequest.Filters.PrincipalFilter',
    264: 'DeleteAclsRequest.Filters.HostFilter',
    269: 'DeleteAclsRequest.Filters.HostFilter',
    272: 'DeleteAclsRequest.Filters.HostFilter',
    273: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    275: 'DeleteAclsRequest.Filters._tagged_fields',
    279: 'DeleteAclsRequest.Filters._tagged_fields',
    284: 'DeleteAclsRequest.Filters._tagged_fields',
    285: 'DeleteAclsRequest.Filters._tagged_fields',
    296: 'DeleteAclsRequest._tagged_fields',
    300: 'DeleteAclsRequest._tagged_fields',
    305: 'DeleteAclsRequest._tagged_fields',
    306: 'DeleteAclsRequest._tagged_fields',
    321: 'DeleteAclsRequest.Filters',
    322: 'DeleteAclsRequest.Filters',
    323: 'DeleteAclsRequest.Filters',
    324: 'DeleteAclsRequest.Filters',
    325: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    326: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    327: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    328: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    329: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    330: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    331: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    332: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    333: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    334: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    335: 'DeleteAclsRequest.Filters.PrincipalFilter',
    336: 'DeleteAclsRequest.Filters.PrincipalFilter',
    337: 'DeleteAclsRequest.Filters.PrincipalFilter',
    338: 'DeleteAclsRequest.Filters.PrincipalFilter',
    339: 'DeleteAclsRequest.Filters.PrincipalFilter',
    340: 'DeleteAclsRequest.Filters.PrincipalFilter',
    341: 'DeleteAclsRequest.Filters.PrincipalFilter',
    342: 'DeleteAclsRequest.Filters.PrincipalFilter',
    343: 'DeleteAclsRequest.Filters.HostFilter',
    344: 'DeleteAclsRequest.Filters.HostFilter',
    345: 'DeleteAclsRequest.Filters.HostFilter',
    346: 'DeleteAclsRequest.Filters.HostFilter',
    347: 'DeleteAclsRequest.Filters.HostFilter',
    348: 'DeleteAclsRequest.Filters.HostFilter',
    349: 'DeleteAclsRequest.Filters.HostFilter',
    350: 'DeleteAclsRequest.Filters.HostFilter',
    351: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    352: 'DeleteAclsRequest.Filters._unknown_tags',
    353: 'DeleteAclsRequest.Filters',
    356: 'DeleteAclsRequest.Filters._unknown_tags',
    357: 'DeleteAclsRequest._unknown_tags',
    358: 'DeleteAclsRequest',
    361: 'DeleteAclsRequest._unknown_tags',
    368: 'DeleteAclsRequest.Filters',
    372: 'DeleteAclsRequest.Filters',
    377: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    379: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    384: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    387: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    388: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    390: 'DeleteAclsRequest.Filters.PrincipalFilter',
    395: 'DeleteAclsRequest.Filters.PrincipalFilter',
    398: 'DeleteAclsRequest.Filters.PrincipalFilter',
    399: 'DeleteAclsRequest.Filters.HostFilter',
    404: 'DeleteAclsRequest.Filters.HostFilter',
    407: 'DeleteAclsRequest.Filters.HostFilter',
    408: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    410: 'DeleteAclsRequest.Filters._tagged_fields',
    414: 'DeleteAclsRequest.Filters._tagged_fields',
    419: 'DeleteAclsRequest.Filters._tagged_fields',
    420: 'DeleteAclsRequest.Filters._tagged_fields',
    431: 'DeleteAclsRequest._tagged_fields',
    435: 'DeleteAclsRequest._tagged_fields',
    440: 'DeleteAclsRequest._tagged_fields',
    441: 'DeleteAclsRequest._tagged_fields',
    548: 'DeleteAclsResponse.ThrottleTimeMs',
    549: 'DeleteAclsResponse.FilterResults',
    550: 'DeleteAclsResponse.FilterResults',
    551: 'DeleteAclsResponse.FilterResults',
    552: 'DeleteAclsResponse.FilterResults.ErrorCode',
    553: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    554: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    555: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    556: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    557: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    558: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    559: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    560: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    561: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    562: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    563: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    564: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    565: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    566: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    567: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    568: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    569: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    570: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    571: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    572: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    573: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    574: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    575: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    576: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    577: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    578: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    579: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    580: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    581: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    582: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    583: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    584: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    585: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    592: 'DeleteAclsResponse.ThrottleTimeMs',
    594: 'DeleteAclsResponse.FilterResults',
    599: 'DeleteAclsResponse.FilterResults.ErrorCode',
    601: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    606: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    609: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    610: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    615: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    617: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    622: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    625: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    626: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    628: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    633: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    636: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    637: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    639: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    644: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    647: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    648: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    653: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    656: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    657: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    672: 'DeleteAclsResponse.ThrottleTimeMs',
    673: 'DeleteAclsResponse.FilterResults',
    674: 'DeleteAclsResponse.FilterResults',
    675: 'DeleteAclsResponse.FilterResults',
    676: 'DeleteAclsResponse.FilterResults',
    677: 'DeleteAclsResponse.FilterResults.ErrorCode',
    678: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    679: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    680: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    681: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    682: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    683: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    684: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    685: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    686: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    687: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    688: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    689: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    690: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    691: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    692: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    693: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    694: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    695: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    696: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    697: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    698: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    699: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    700: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    701: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    702: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    703: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    704: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    705: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    706: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    707: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    708: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    709: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    710: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    711: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    712: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    713: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    714: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    715: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    716: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    717: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    718: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    721: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    722: 'DeleteAclsResponse.FilterResults._unknown_tags',
    723: 'DeleteAclsResponse.FilterResults',
    726: 'DeleteAclsResponse.FilterResults._unknown_tags',
    727: 'DeleteAclsResponse._unknown_tags',
    728: 'DeleteAclsResponse',
    731: 'DeleteAclsResponse._unknown_tags',
    738: 'DeleteAclsResponse.ThrottleTimeMs',
    740: 'DeleteAclsResponse.FilterResults',
    744: 'DeleteAclsResponse.FilterResults',
    749: 'DeleteAclsResponse.FilterResults.ErrorCode',
    751: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    756: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    759: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    760: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    764: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    769: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    771: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    776: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    779: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    780: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    782: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    787: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    790: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    791: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    793: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    798: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    801: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    802: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    807: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    810: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    811: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    813: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    817: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    822: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    823: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    834: 'DeleteAclsResponse.FilterResults._tagged_fields',
    838: 'DeleteAclsResponse.FilterResults._tagged_fields',
    843: 'DeleteAclsResponse.FilterResults._tagged_fields',
    844: 'DeleteAclsResponse.FilterResults._tagged_fields',
    855: 'DeleteAclsResponse._tagged_fields',
    859: 'DeleteAclsResponse._tagged_fields',
    864: 'DeleteAclsResponse._tagged_fields',
    865: 'DeleteAclsResponse._tagged_fields',
    880: 'DeleteAclsResponse.ThrottleTimeMs',
    881: 'DeleteAclsResponse.FilterResults',
    882: 'DeleteAclsResponse.FilterResults',
    883: 'DeleteAclsResponse.FilterResults',
    884: 'DeleteAclsResponse.FilterResults',
    885: 'DeleteAclsResponse.FilterResults.ErrorCode',
    886: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    887: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    888: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    889: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    890: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    891: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    892: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    893: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    894: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    895: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    896: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    897: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    898: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    899: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    900: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    901: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    902: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    903: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    904: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    905: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    906: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    907: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    908: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    909: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    910: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    911: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    912: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    913: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    914: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    915: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    916: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    917: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    918: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    919: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    920: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    921: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    922: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    923: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    924: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    925: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    926: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    929: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    930: 'DeleteAclsResponse.FilterResults._unknown_tags',
    931: 'DeleteAclsResponse.FilterResults',
    934: 'DeleteAclsResponse.FilterResults._unknown_tags',
    935: 'DeleteAclsResponse._unknown_tags',
    936: 'DeleteAclsResponse',
    939: 'DeleteAclsResponse._unknown_tags',
    946: 'DeleteAclsResponse.ThrottleTimeMs',
    948: 'DeleteAclsResponse.FilterResults',
    952: 'DeleteAclsResponse.FilterResults',
    957: 'DeleteAclsResponse.FilterResults.ErrorCode',
    959: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    964: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    967: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    968: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    972: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    977: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    979: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    984: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    987: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    988: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    990: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    995: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    998: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    999: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    1001: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1006: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1009: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1010: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1015: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1018: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1019: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    1021: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1025: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1030: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1031: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1042: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1046: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1051: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1052: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1063: 'DeleteAclsResponse._tagged_fields',
    1067: 'DeleteAclsResponse._tagged_fields',
    1072: 'DeleteAclsResponse._tagged_fields',
    1073: 'DeleteAclsResponse._tagged_fields',
}
