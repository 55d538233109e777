# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeAclsRequest.json, schemas/messages/DescribeAclsResponse.json.
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

__all__ = ['DescribeAclsRequest', 'DescribeAclsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_b = Struct('>b')
_S_bb = Struct('>bb')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class DescribeAclsRequest(_Message):
    __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', '_unknown_tags')
    NAME = 'DescribeAclsRequest'
    TYPE = 'request'
    API_KEY = 29
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, resource_type_filter=0, resource_name_filter='', pattern_type_filter=3, principal_filter='', host_filter='', operation=0, permission_type=0, _unknown_tags=None):
        self.resource_type_filter = resource_type_filter
        self.resource_name_filter = resource_name_filter
        self.pattern_type_filter = pattern_type_filter
        self.principal_filter = principal_filter
        self.host_filter = host_filter
        self.operation = operation
        self.permission_type = permission_type
        self._unknown_tags = _unknown_tags


DescribeAclsRequest.FIELDS = (
    _FI('ResourceTypeFilter', 'resource_type_filter', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceNameFilter', 'resource_name_filter', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('PatternTypeFilter', 'pattern_type_filter', 'int8', (1, 32767), (1, 0), (1, 0), None, 3, False, None),
    _FI('PrincipalFilter', 'principal_filter', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('HostFilter', 'host_filter', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Operation', 'operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PermissionType', 'permission_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_DescribeAclsRequest_v1(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.resource_type_filter))
    s1 = o.resource_name_filter
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    a(_S_b.pack(o.pattern_type_filter))
    s4 = o.principal_filter
    if s4 is None:
        a(b'\xff\xff')
    else:
        b5 = s4.encode()
        a(_S_h.pack(len(b5)))
        a(b5)
    s7 = o.host_filter
    if s7 is None:
        a(b'\xff\xff')
    else:
        b8 = s7.encode()
        a(_S_h.pack(len(b8)))
        a(b8)
    a(_S_bb.pack(o.operation, o.permission_type))
    return b''.join(parts)


def _dec_DescribeAclsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeAclsRequest)
    o.resource_type_filter, = _S_b.unpack_from(buf, pos)
    pos += 1
    n10, = _S_h.unpack_from(buf, pos)
    if n10 >= 0:
        x11 = pos + 2 + n10
        if x11 > blen:
            raise _bad_length(n10, 'DescribeAclsRequest.ResourceNameFilter', pos)
        o.resource_name_filter = str(buf[pos + 2:x11], 'utf-8')
        pos = x11
    else:
        o.resource_name_filter, pos = _read_string(buf, pos, False, True, 'DescribeAclsRequest.ResourceNameFilter')
    o.pattern_type_filter, = _S_b.unpack_from(buf, pos)
    pos += 1
    n12, = _S_h.unpack_from(buf, pos)
    if n12 >= 0:
        x13 = pos + 2 + n12
        if x13 > blen:
            raise _bad_length(n12, 'DescribeAclsRequest.PrincipalFilter', pos)
        o.principal_filter = str(buf[pos + 2:x13], 'utf-8')
        pos = x13
    else:
        o.principal_filter, pos = _read_string(buf, pos, False, True, 'DescribeAclsRequest.PrincipalFilter')
    n14, = _S_h.unpack_from(buf, pos)
    if n14 >= 0:
        x15 = pos + 2 + n14
        if x15 > blen:
            raise _bad_length(n14, 'DescribeAclsRequest.HostFilter', pos)
        o.host_filter = str(buf[pos + 2:x15], 'utf-8')
        pos = x15
    else:
        o.host_filter, pos = _read_string(buf, pos, False, True, 'DescribeAclsRequest.HostFilter')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    o._unknown_tags = None
    return o, pos


def _enc_DescribeAclsRequest_v2(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.resource_type_filter))
    s16 = o.resource_name_filter
    if s16 is None:
        a(_H0)
    else:
        b17 = s16.encode()
        n18 = len(b17) + 1
        a(_UV[n18] if n18 < 128 else _uv(n18))
        a(b17)
    a(_S_b.pack(o.pattern_type_filter))
    s19 = o.principal_filter
    if s19 is None:
        a(_H0)
    else:
        b20 = s19.encode()
        n21 = len(b20) + 1
        a(_UV[n21] if n21 < 128 else _uv(n21))
        a(b20)
    s22 = o.host_filter
    if s22 is None:
        a(_H0)
    else:
        b23 = s22.encode()
        n24 = len(b23) + 1
        a(_UV[n24] if n24 < 128 else _uv(n24))
        a(b23)
    a(_S_bb.pack(o.operation, o.permission_type))
    u25 = o._unknown_tags
    if u25 is None:
        a(_H0)
    else:
        _write_tags(a, None, u25)
    return b''.join(parts)


def _dec_DescribeAclsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeAclsRequest)
    o.resource_type_filter, = _S_b.unpack_from(buf, pos)
    pos += 1
    n26 = buf[pos] - 1
    if 0 <= n26 < 127:
        x27 = pos + 1 + n26
        if x27 > blen:
            raise _bad_length(n26, 'DescribeAclsRequest.ResourceNameFilter', pos)
        o.resource_name_filter = str(buf[pos + 1:x27], 'utf-8')
        pos = x27
    else:
        o.resource_name_filter, pos = _read_string(buf, pos, True, True, 'DescribeAclsRequest.ResourceNameFilter')
    o.pattern_type_filter, = _S_b.unpack_from(buf, pos)
    pos += 1
    n28 = buf[pos] - 1
    if 0 <= n28 < 127:
        x29 = pos + 1 + n28
        if x29 > blen:
            raise _bad_length(n28, 'DescribeAclsRequest.PrincipalFilter', pos)
        o.principal_filter = str(buf[pos + 1:x29], 'utf-8')
        pos = x29
    else:
        o.principal_filter, pos = _read_string(buf, pos, True, True, 'DescribeAclsRequest.PrincipalFilter')
    n30 = buf[pos] - 1
    if 0 <= n30 < 127:
        x31 = pos + 1 + n30
        if x31 > blen:
            raise _bad_length(n30, 'DescribeAclsRequest.HostFilter', pos)
        o.host_filter = str(buf[pos + 1:x31], 'utf-8')
        pos = x31
    else:
        o.host_filter, pos = _read_string(buf, pos, True, True, 'DescribeAclsRequest.HostFilter')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt32, pos = _ruv(buf, pos)
        if nt32 * 2 > blen - pos:
            raise _array_too_long(nt32, 'DescribeAclsRequest._tagged_fields', pos)
        uk33 = None
        for _ in range(nt32):
            tg34, pos = _ruv(buf, pos)
            sz35, pos = _ruv(buf, pos)
            x36 = pos + sz35
            if x36 > blen:
                raise _bad_length(sz35, 'DescribeAclsRequest._tagged_fields', pos)
            if uk33 is None:
                uk33 = []
            uk33.append((tg34, bytes(buf[pos:x36])))
            pos = x36
        o._unknown_tags = uk33
    return o, pos


def _enc_DescribeAclsRequest_v3(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.resource_type_filter))
    s37 = o.resource_name_filter
    if s37 is None:
        a(_H0)
    else:
        b38 = s37.encode()
        n39 = len(b38) + 1
        a(_UV[n39] if n39 < 128 else _uv(n39))
        a(b38)
    a(_S_b.pack(o.pattern_type_filter))
    s40 = o.principal_filter
    if s40 is None:
        a(_H0)
    else:
        b41 = s40.encode()
        n42 = len(b41) + 1
        a(_UV[n42] if n42 < 128 else _uv(n42))
        a(b41)
    s43 = o.host_filter
    if s43 is None:
        a(_H0)
    else:
        b44 = s43.encode()
        n45 = len(b44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        a(b44)
    a(_S_bb.pack(o.operation, o.permission_type))
    u46 = o._unknown_tags
    if u46 is None:
        a(_H0)
    else:
        _write_tags(a, None, u46)
    return b''.join(parts)


def _dec_DescribeAclsRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(DescribeAclsRequest)
    o.resource_type_filter, = _S_b.unpack_from(buf, pos)
    pos += 1
    n47 = buf[pos] - 1
    if 0 <= n47 < 127:
        x48 = pos + 1 + n47
        if x48 > blen:
            raise _bad_length(n47, 'DescribeAclsRequest.ResourceNameFilter', pos)
        o.resource_name_filter = str(buf[pos + 1:x48], 'utf-8')
        pos = x48
    else:
        o.resource_name_filter, pos = _read_string(buf, pos, True, True, 'DescribeAclsRequest.ResourceNameFilter')
    o.pattern_type_filter, = _S_b.unpack_from(buf, pos)
    pos += 1
    n49 = buf[pos] - 1
    if 0 <= n49 < 127:
        x50 = pos + 1 + n49
        if x50 > blen:
            raise _bad_length(n49, 'DescribeAclsRequest.PrincipalFilter', pos)
        o.principal_filter = str(buf[pos + 1:x50], 'utf-8')
        pos = x50
    else:
        o.principal_filter, pos = _read_string(buf, pos, True, True, 'DescribeAclsRequest.PrincipalFilter')
    n51 = buf[pos] - 1
    if 0 <= n51 < 127:
        x52 = pos + 1 + n51
        if x52 > blen:
            raise _bad_length(n51, 'DescribeAclsRequest.HostFilter', pos)
        o.host_filter = str(buf[pos + 1:x52], 'utf-8')
        pos = x52
    else:
        o.host_filter, pos = _read_string(buf, pos, True, True, 'DescribeAclsRequest.HostFilter')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt53, pos = _ruv(buf, pos)
        if nt53 * 2 > blen - pos:
            raise _array_too_long(nt53, 'DescribeAclsRequest._tagged_fields', pos)
        uk54 = None
        for _ in range(nt53):
            tg55, pos = _ruv(buf, pos)
            sz56, pos = _ruv(buf, pos)
            x57 = pos + sz56
            if x57 > blen:
                raise _bad_length(sz56, 'DescribeAclsRequest._tagged_fields', pos)
            if uk54 is None:
                uk54 = []
            uk54.append((tg55, bytes(buf[pos:x57])))
            pos = x57
        o._unknown_tags = uk54
    return o, pos


DescribeAclsRequest._ENC = {1: _enc_DescribeAclsRequest_v1, 2: _enc_DescribeAclsRequest_v2, 3: _enc_DescribeAclsRequest_v3}
DescribeAclsRequest._DEC = {1: _dec_DescribeAclsRequest_v1, 2: _dec_DescribeAclsRequest_v2, 3: _dec_DescribeAclsRequest_v3}


class DescribeAclsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'resources', '_unknown_tags')
    NAME = 'DescribeAclsResponse'
    TYPE = 'response'
    API_KEY = 29
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', resources=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.resources = [] if resources is _EMPTY else resources
        self._unknown_tags = _unknown_tags

    class DescribeAclsResource(_Message):
        __slots__ = ('resource_type', 'resource_name', 'pattern_type', 'acls', '_unknown_tags')
        NAME = 'DescribeAclsResponse.DescribeAclsResource'

        def __init__(self, *, resource_type=0, resource_name='', pattern_type=3, acls=_EMPTY, _unknown_tags=None):
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.pattern_type = pattern_type
            self.acls = [] if acls is _EMPTY else acls
            self._unknown_tags = _unknown_tags

    class AclDescription(_Message):
        __slots__ = ('principal', 'host', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'DescribeAclsResponse.AclDescription'

        def __init__(self, *, principal='', host='', operation=0, permission_type=0, _unknown_tags=None):
            self.principal = principal
            self.host = host
            self.operation = operation
            self.permission_type = permission_type
            self._unknown_tags = _unknown_tags


_C_DescribeAclsResponse_DescribeAclsResource = DescribeAclsResponse.DescribeAclsResource
_C_DescribeAclsResponse_AclDescription = DescribeAclsResponse.AclDescription
DescribeAclsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Resources', 'resources', '[]DescribeAclsResource', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeAclsResponse_DescribeAclsResource),
)
_C_DescribeAclsResponse_DescribeAclsResource.FIELDS = (
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PatternType', 'pattern_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 3, False, None),
    _FI('Acls', 'acls', '[]AclDescription', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeAclsResponse_AclDescription),
)
_C_DescribeAclsResponse_AclDescription.FIELDS = (
    _FI('Principal', 'principal', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Operation', 'operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PermissionType', 'permission_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeAclsResponse_DescribeAclsResource = _C_DescribeAclsResponse_DescribeAclsResource()
_DEF_DescribeAclsResponse_AclDescription = _C_DescribeAclsResponse_AclDescription()

def _mk_DescribeAclsResponse_DescribeAclsResource():
    o = _new(_C_DescribeAclsResponse_DescribeAclsResource)
    o.resource_type = 0
    o.resource_name = ''
    o.pattern_type = 3
    o.acls = []
    o._unknown_tags = None
    return o

def _mk_DescribeAclsResponse_AclDescription():
    o = _new(_C_DescribeAclsResponse_AclDescription)
    o.principal = ''
    o.host = ''
    o.operation = 0
    o.permission_type = 0
    o._unknown_tags = None
    return o


def _enc_DescribeAclsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s58 = o.error_message
    if s58 is None:
        a(b'\xff\xff')
    else:
        b59 = s58.encode()
        a(_S_h.pack(len(b59)))
        a(b59)
    l61 = o.resources
    a(_S_i.pack(len(l61)))
    for e62 in l61:
        a(_S_b.pack(e62.resource_type))
        s63 = e62.resource_name
        b64 = s63.encode()
        a(_S_h.pack(len(b64)))
        a(b64)
        a(_S_b.pack(e62.pattern_type))
        l66 = e62.acls
        a(_S_i.pack(len(l66)))
        for e67 in l66:
            s68 = e67.principal
            b69 = s68.encode()
            a(_S_h.pack(len(b69)))
            a(b69)
            s71 = e67.host
            b72 = s71.encode()
            a(_S_h.pack(len(b72)))
            a(b72)
            a(_S_bb.pack(e67.operation, e67.permission_type))
    return b''.join(parts)


def _dec_DescribeAclsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n74, = _S_h.unpack_from(buf, pos)
    if n74 >= 0:
        x75 = pos + 2 + n74
        if x75 > blen:
            raise _bad_length(n74, 'DescribeAclsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x75], 'utf-8')
        pos = x75
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'DescribeAclsResponse.ErrorMessage')
    n76, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeAclsResponse.Resources')
    l77 = []
    ap78 = l77.append
    for _ in range(n76):
        t79 = _new(_C_DescribeAclsResponse_DescribeAclsResource)
        t79.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n80, = _S_h.unpack_from(buf, pos)
        if n80 >= 0:
            x81 = pos + 2 + n80
            if x81 > blen:
                raise _bad_length(n80, 'DescribeAclsResponse.Resources.ResourceName', pos)
            t79.resource_name = str(buf[pos + 2:x81], 'utf-8')
            pos = x81
        else:
            t79.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeAclsResponse.Resources.ResourceName')
        t79.pattern_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n82, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeAclsResponse.Resources.Acls')
        l83 = []
        ap84 = l83.append
        for _ in range(n82):
            t85 = _new(_C_DescribeAclsResponse_AclDescription)
            n86, = _S_h.unpack_from(buf, pos)
            if n86 >= 0:
                x87 = pos + 2 + n86
                if x87 > blen:
                    raise _bad_length(n86, 'DescribeAclsResponse.Resources.Acls.Principal', pos)
                t85.principal = str(buf[pos + 2:x87], 'utf-8')
                pos = x87
            else:
                t85.principal, pos = _read_string(buf, pos, False, False, 'DescribeAclsResponse.Resources.Acls.Principal')
            n88, = _S_h.unpack_from(buf, pos)
            if n88 >= 0:
                x89 = pos + 2 + n88
                if x89 > blen:
                    raise _bad_length(n88, 'DescribeAclsResponse.Resources.Acls.Host', pos)
                t85.host = str(buf[pos + 2:x89], 'utf-8')
                pos = x89
            else:
                t85.host, pos = _read_string(buf, pos, False, False, 'DescribeAclsResponse.Resources.Acls.Host')
            t85.operation, t85.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            t85._unknown_tags = None
            ap84(t85)
        t79.acls = l83
        t79._unknown_tags = None
        ap78(t79)
    o.resources = l77
    o._unknown_tags = None
    return o, pos


def _enc_DescribeAclsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s90 = o.error_message
    if s90 is None:
        a(_H0)
    else:
        b91 = s90.encode()
        n92 = len(b91) + 1
        a(_UV[n92] if n92 < 128 else _uv(n92))
        a(b91)
    l93 = o.resources
    n94 = len(l93) + 1
    a(_UV[n94] if n94 < 128 else _uv(n94))
    for e95 in l93:
        a(_S_b.pack(e95.resource_type))
        s96 = e95.resource_name
        b97 = s96.encode()
        n98 = len(b97) + 1
        a(_UV[n98] if n98 < 128 else _uv(n98))
        a(b97)
        a(_S_b.pack(e95.pattern_type))
        l99 = e95.acls
        n100 = len(l99) + 1
        a(_UV[n100] if n100 < 128 else _uv(n100))
        for e101 in l99:
            s102 = e101.principal
            b103 = s102.encode()
            n104 = len(b103) + 1
            a(_UV[n104] if n104 < 128 else _uv(n104))
            a(b103)
            s105 = e101.host
            b106 = s105.encode()
            n107 = len(b106) + 1
            a(_UV[n107] if n107 < 128 else _uv(n107))
            a(b106)
            a(_S_bb.pack(e101.operation, e101.permission_type))
            u108 = e101._unknown_tags
            if u108 is None:
                a(_H0)
            else:
                _write_tags(a, None, u108)
        u109 = e95._unknown_tags
        if u109 is None:
            a(_H0)
        else:
            _write_tags(a, None, u109)
    u110 = o._unknown_tags
    if u110 is None:
        a(_H0)
    else:
        _write_tags(a, None, u110)
    return b''.join(parts)


def _dec_DescribeAclsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n111 = buf[pos] - 1
    if 0 <= n111 < 127:
        x112 = pos + 1 + n111
        if x112 > blen:
            raise _bad_length(n111, 'DescribeAclsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x112], 'utf-8')
        pos = x112
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeAclsResponse.ErrorMessage')
    n113 = buf[pos] - 1
    if 0 <= n113 < 127:
        pos += 1
    else:
        n113, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeAclsResponse.Resources')
    l114 = []
    ap115 = l114.append
    for _ in range(n113):
        t116 = _new(_C_DescribeAclsResponse_DescribeAclsResource)
        t116.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n117 = buf[pos] - 1
        if 0 <= n117 < 127:
            x118 = pos + 1 + n117
            if x118 > blen:
                raise _bad_length(n117, 'DescribeAclsResponse.Resources.ResourceName', pos)
            t116.resource_name = str(buf[pos + 1:x118], 'utf-8')
            pos = x118
        else:
            t116.resource_name, pos = _read_string(buf, pos, True, False, 'DescribeAclsResponse.Resources.ResourceName')
        t116.pattern_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n119 = buf[pos] - 1
        if 0 <= n119 < 127:
            pos += 1
        else:
            n119, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeAclsResponse.Resources.Acls')
        l120 = []
        ap121 = l120.append
        for _ in range(n119):
            t122 = _new(_C_DescribeAclsResponse_AclDescription)
            n123 = buf[pos] - 1
            if 0 <= n123 < 127:
                x124 = pos + 1 + n123
                if x124 > blen:
                    raise _bad_length(n123, 'DescribeAclsResponse.Resources.Acls.Principal', pos)
                t122.principal = str(buf[pos + 1:x124], 'utf-8')
                pos = x124
            else:
                t122.principal, pos = _read_string(buf, pos, True, False, 'DescribeAclsResponse.Resources.Acls.Principal')
            n125 = buf[pos] - 1
            if 0 <= n125 < 127:
                x126 = pos + 1 + n125
                if x126 > blen:
                    raise _bad_length(n125, 'DescribeAclsResponse.Resources.Acls.Host', pos)
                t122.host = str(buf[pos + 1:x126], 'utf-8')
                pos = x126
            else:
                t122.host, pos = _read_string(buf, pos, True, False, 'DescribeAclsResponse.Resources.Acls.Host')
            t122.operation, t122.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t122._unknown_tags = None
            else:
                nt127, pos = _ruv(buf, pos)
                if nt127 * 2 > blen - pos:
                    raise _array_too_long(nt127, 'DescribeAclsResponse.Resources.Acls._tagged_fields', pos)
                uk128 = None
                for _ in range(nt127):
                    tg129, pos = _ruv(buf, pos)
                    sz130, pos = _ruv(buf, pos)
                    x131 = pos + sz130
                    if x131 > blen:
                        raise _bad_length(sz130, 'DescribeAclsResponse.Resources.Acls._tagged_fields', pos)
                    if uk128 is None:
                        uk128 = []
                    uk128.append((tg129, bytes(buf[pos:x131])))
                    pos = x131
                t122._unknown_tags = uk128
            ap121(t122)
        t116.acls = l120
        if buf[pos] == 0:
            pos += 1
            t116._unknown_tags = None
        else:
            nt132, pos = _ruv(buf, pos)
            if nt132 * 2 > blen - pos:
                raise _array_too_long(nt132, 'DescribeAclsResponse.Resources._tagged_fields', pos)
            uk133 = None
            for _ in range(nt132):
                tg134, pos = _ruv(buf, pos)
                sz135, pos = _ruv(buf, pos)
                x136 = pos + sz135
                if x136 > blen:
                    raise _bad_length(sz135, 'DescribeAclsResponse.Resources._tagged_fields', pos)
                if uk133 is None:
                    uk133 = []
                uk133.append((tg134, bytes(buf[pos:x136])))
                pos = x136
            t116._unknown_tags = uk133
        ap115(t116)
    o.resources = l114
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt137, pos = _ruv(buf, pos)
        if nt137 * 2 > blen - pos:
            raise _array_too_long(nt137, 'DescribeAclsResponse._tagged_fields', pos)
        uk138 = None
        for _ in range(nt137):
            tg139, pos = _ruv(buf, pos)
            sz140, pos = _ruv(buf, pos)
            x141 = pos + sz140
            if x141 > blen:
                raise _bad_length(sz140, 'DescribeAclsResponse._tagged_fields', pos)
            if uk138 is None:
                uk138 = []
            uk138.append((tg139, bytes(buf[pos:x141])))
            pos = x141
        o._unknown_tags = uk138
    return o, pos


def _enc_DescribeAclsResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s142 = o.error_message
    if s142 is None:
        a(_H0)
    else:
        b143 = s142.encode()
        n144 = len(b143) + 1
        a(_UV[n144] if n144 < 128 else _uv(n144))
        a(b143)
    l145 = o.resources
    n146 = len(l145) + 1
    a(_UV[n146] if n146 < 128 else _uv(n146))
    for e147 in l145:
        a(_S_b.pack(e147.resource_type))
        s148 = e147.resource_name
        b149 = s148.encode()
        n150 = len(b149) + 1
        a(_UV[n150] if n150 < 128 else _uv(n150))
        a(b149)
        a(_S_b.pack(e147.pattern_type))
        l151 = e147.acls
        n152 = len(l151) + 1
        a(_UV[n152] if n152 < 128 else _uv(n152))
        for e153 in l151:
            s154 = e153.principal
            b155 = s154.encode()
            n156 = len(b155) + 1
            a(_UV[n156] if n156 < 128 else _uv(n156))
            a(b155)
            s157 = e153.host
            b158 = s157.encode()
            n159 = len(b158) + 1
            a(_UV[n159] if n159 < 128 else _uv(n159))
            a(b158)
            a(_S_bb.pack(e153.operation, e153.permission_type))
            u160 = e153._unknown_tags
            if u160 is None:
                a(_H0)
            else:
                _write_tags(a, None, u160)
        u161 = e147._unknown_tags
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


def _dec_DescribeAclsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n163 = buf[pos] - 1
    if 0 <= n163 < 127:
        x164 = pos + 1 + n163
        if x164 > blen:
            raise _bad_length(n163, 'DescribeAclsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x164], 'utf-8')
        pos = x164
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeAclsResponse.ErrorMessage')
    n165 = buf[pos] - 1
    if 0 <= n165 < 127:
        pos += 1
    else:
        n165, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeAclsResponse.Resources')
    l166 = []
    ap167 = l166.append
    for _ in range(n165):
        t168 = _new(_C_DescribeAclsResponse_DescribeAclsResource)
        t168.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n169 = buf[pos] - 1
        if 0 <= n169 < 127:
            x170 = pos + 1 + n169
            if x170 > blen:
                raise _bad_length(n169, 'DescribeAclsResponse.Resources.ResourceName', pos)
            t168.resource_name = str(buf[pos + 1:x170], 'utf-8')
            pos = x170
        else:
            t168.resource_name, pos = _read_string(buf, pos, True, False, 'DescribeAclsResponse.Resources.ResourceName')
        t168.pattern_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n171 = buf[pos] - 1
        if 0 <= n171 < 127:
            pos += 1
        else:
            n171, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeAclsResponse.Resources.Acls')
        l172 = []
        ap173 = l172.append
        for _ in range(n171):
            t174 = _new(_C_DescribeAclsResponse_AclDescription)
            n175 = buf[pos] - 1
            if 0 <= n175 < 127:
                x176 = pos + 1 + n175
                if x176 > blen:
                    raise _bad_length(n175, 'DescribeAclsResponse.Resources.Acls.Principal', pos)
                t174.principal = str(buf[pos + 1:x176], 'utf-8')
                pos = x176
            else:
                t174.principal, pos = _read_string(buf, pos, True, False, 'DescribeAclsResponse.Resources.Acls.Principal')
            n177 = buf[pos] - 1
            if 0 <= n177 < 127:
                x178 = pos + 1 + n177
                if x178 > blen:
                    raise _bad_length(n177, 'DescribeAclsResponse.Resources.Acls.Host', pos)
                t174.host = str(buf[pos + 1:x178], 'utf-8')
                pos = x178
            else:
                t174.host, pos = _read_string(buf, pos, True, False, 'DescribeAclsResponse.Resources.Acls.Host')
            t174.operation, t174.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t174._unknown_tags = None
            else:
                nt179, pos = _ruv(buf, pos)
                if nt179 * 2 > blen - pos:
                    raise _array_too_long(nt179, 'DescribeAclsResponse.Resources.Acls._tagged_fields', pos)
                uk180 = None
                for _ in range(nt179):
                    tg181, pos = _ruv(buf, pos)
                    sz182, pos = _ruv(buf, pos)
                    x183 = pos + sz182
                    if x183 > blen:
                        raise _bad_length(sz182, 'DescribeAclsResponse.Resources.Acls._tagged_fields', pos)
                    if uk180 is None:
                        uk180 = []
                    uk180.append((tg181, bytes(buf[pos:x183])))
                    pos = x183
                t174._unknown_tags = uk180
            ap173(t174)
        t168.acls = l172
        if buf[pos] == 0:
            pos += 1
            t168._unknown_tags = None
        else:
            nt184, pos = _ruv(buf, pos)
            if nt184 * 2 > blen - pos:
                raise _array_too_long(nt184, 'DescribeAclsResponse.Resources._tagged_fields', pos)
            uk185 = None
            for _ in range(nt184):
                tg186, pos = _ruv(buf, pos)
                sz187, pos = _ruv(buf, pos)
                x188 = pos + sz187
                if x188 > blen:
                    raise _bad_length(sz187, 'DescribeAclsResponse.Resources._tagged_fields', pos)
                if uk185 is None:
                    uk185 = []
                uk185.append((tg186, bytes(buf[pos:x188])))
                pos = x188
            t168._unknown_tags = uk185
        ap167(t168)
    o.resources = l166
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt189, pos = _ruv(buf, pos)
        if nt189 * 2 > blen - pos:
            raise _array_too_long(nt189, 'DescribeAclsResponse._tagged_fields', pos)
        uk190 = None
        for _ in range(nt189):
            tg191, pos = _ruv(buf, pos)
            sz192, pos = _ruv(buf, pos)
            x193 = pos + sz192
            if x193 > blen:
                raise _bad_length(sz192, 'DescribeAclsResponse._tagged_fields', pos)
            if uk190 is None:
                uk190 = []
            uk190.append((tg191, bytes(buf[pos:x193])))
            pos = x193
        o._unknown_tags = uk190
    return o, pos


DescribeAclsResponse._ENC = {1: _enc_DescribeAclsResponse_v1, 2: _enc_DescribeAclsResponse_v2, 3: _enc_DescribeAclsResponse_v3}
DescribeAclsResponse._DEC = {1: _dec_DescribeAclsResponse_v1, 2: _dec_DescribeAclsResponse_v2, 3: _dec_DescribeAclsResponse_v3}


_LINES = {
    81: 'DescribeAclsRequest.ResourceTypeFilter',
    82: 'DescribeAclsRequest.ResourceNameFilter',
    83: 'DescribeAclsRequest.ResourceNameFilter',
    84: 'DescribeAclsRequest.ResourceNameFilter',
    85: 'DescribeAclsRequest.ResourceNameFilter',
    86: 'DescribeAclsRequest.ResourceNameFilter',
    87: 'DescribeAclsRequest.ResourceNameFilter',
    88: 'DescribeAclsRequest.ResourceNameFilter',
    89: 'DescribeAclsRequest.PatternTypeFilter',
    90: 'DescribeAclsRequest.PrincipalFilter',
    91: 'DescribeAclsRequest.PrincipalFilter',
    92: 'DescribeAclsRequest.PrincipalFilter',
    93: 'DescribeAclsRequest.PrincipalFilter',
    94: 'DescribeAclsRequest.PrincipalFilter',
    95: 'DescribeAclsRequest.PrincipalFilter',
    96: 'DescribeAclsRequest.PrincipalFilter',
    97: 'DescribeAclsRequest.HostFilter',
    98: 'DescribeAclsRequest.HostFilter',
    99: 'DescribeAclsRequest.HostFilter',
    100: 'DescribeAclsRequest.HostFilter',
    101: 'DescribeAclsRequest.HostFilter',
    102: 'DescribeAclsRequest.HostFilter',
    103: 'DescribeAclsRequest.HostFilter',
    104: 'DescribeAclsRequest.Operation,PermissionType',
    111: 'DescribeAclsRequest.ResourceTypeFilter',
    113: 'DescribeAclsRequest.ResourceNameFilter',
    118: 'DescribeAclsRequest.ResourceNameFilter',
    121: 'DescribeAclsRequest.ResourceNameFilter',
    122: 'DescribeAclsRequest.PatternTypeFilter',
    124: 'DescribeAclsRequest.PrincipalFilter',
    129: 'DescribeAclsRequest.PrincipalFilter',
    132: 'DescribeAclsRequest.PrincipalFilter',
    133: 'DescribeAclsRequest.HostFilter',
    138: 'DescribeAclsRequest.HostFilter',
    141: 'DescribeAclsRequest.HostFilter',
    142: 'DescribeAclsRequest.Operation,PermissionType',
    151: 'DescribeAclsRequest.ResourceTypeFilter',
    152: 'DescribeAclsRequest.ResourceNameFilter',
    153: 'DescribeAclsRequest.ResourceNameFilter',
    154: 'DescribeAclsRequest.ResourceNameFilter',
    155: 'DescribeAclsRequest.ResourceNameFilter',
    156: 'DescribeAclsRequest.ResourceNameFilter',
    157: 'DescribeAclsRequest.ResourceNameFilter',
    158: 'DescribeAclsRequest.ResourceNameFilter',
    159: 'DescribeAclsRequest.ResourceNameFilter',
    160: 'DescribeAclsRequest.PatternTypeFilter',
    161: 'DescribeAclsRequest.PrincipalFilter',
    162: 'DescribeAclsRequest.PrincipalFilter',
    163: 'DescribeAclsRequest.PrincipalFilter',
    164: 'DescribeAclsRequest.PrincipalFilter',
    165: 'DescribeAclsRequest.PrincipalFilter',
    166: 'DescribeAclsRequest.PrincipalFilter',
    167: 'DescribeAclsRequest.PrincipalFilter',
    168: 'DescribeAclsRequest.PrincipalFilter',
    169: 'DescribeAclsRequest.HostFilter',
    170: 'DescribeAclsRequest.HostFilter',
    171: 'DescribeAclsRequest.HostFilter',
    172: 'DescribeAclsRequest.HostFilter',
    173: 'DescribeAclsRequest.HostFilter',
    174: 'DescribeAclsRequest.HostFilter',
    175: 'DescribeAclsRequest.HostFilter',
    176: 'DescribeAclsRequest.HostFilter',
    177: 'DescribeAclsRequest.Operation,PermissionType',
    178: 'DescribeAclsRequest._unknown_tags',
    179: 'DescribeAclsRequest',
    182: 'DescribeAclsRequest._unknown_tags',
    189: 'DescribeAclsRequest.ResourceTypeFilter',
    191: 'DescribeAclsRequest.ResourceNameFilter',
    196: 'DescribeAclsRequest.ResourceNameFilter',
    199: 'DescribeAclsRequest.ResourceNameFilter',
    200: 'DescribeAclsRequest.PatternTypeFilter',
    202: 'DescribeAclsRequest.PrincipalFilter',
    207: 'DescribeAclsRequest.PrincipalFilter',
    210: 'DescribeAclsRequest.PrincipalFilter',
    211: 'DescribeAclsRequest.HostFilter',
    216: 'DescribeAclsRequest.HostFilter',
    219: 'DescribeAclsRequest.HostFilter',
    220: 'DescribeAclsRequest.Operation,PermissionType',
    222: 'DescribeAclsRequest._tagged_fields',
    226: 'DescribeAclsRequest._tagged_fields',
    231: 'DescribeAclsRequest._tagged_fields',
    232: 'DescribeAclsRequest._tagged_fields',
    247: 'DescribeAclsRequest.ResourceTypeFilter',
    248: 'DescribeAclsRequest.ResourceNameFilter',
    249: 'DescribeAclsRequest.ResourceNameFilter',
    250: 'DescribeAclsRequest.ResourceNameFilter',
    251: 'DescribeAclsRequest.ResourceNameFilter',
    252: 'DescribeAclsRequest.ResourceNameFilter',
    253: 'DescribeAclsRequest.ResourceNameFilter',
    254: 'DescribeAclsRequest.ResourceNameFilter',
    255: 'DescribeAclsRequest.ResourceNameFilter',
    256: 'DescribeAclsRequest.PatternTypeFilter',
    257: 'DescribeAclsRequest.PrincipalFilter',
    258: 'DescribeAclsRequest.PrincipalFilter',
    259: 'DescribeAclsRequest.PrincipalFilter',
    260: 'DescribeAclsRequest.PrincipalFilter',
    261: 'DescribeAclsRequest.PrincipalFilter',
    262: 'DescribeAclsRequest.PrincipalFilter',
    263: 'DescribeAclsRequest.PrincipalFilter',
    264: 'DescribeAclsRequest.PrincipalFilter',
    265: 'DescribeAclsRequest.HostFilter',
    266: 'DescribeAclsRequest.HostFilter',
    267: 'DescribeAclsRequest.HostFilter',
    268: 'DescribeAclsRequest.HostFilter',
    269: 'DescribeAclsRequest.HostFilter',
    270: 'DescribeAclsRequest.HostFilter',
    271: 'DescribeAclsRequest.HostFilter',
    272: 'DescribeAclsRequest.HostFilter',
    273: 'DescribeAclsRequest.Operation,PermissionType',
    274: 'DescribeAclsRequest._unknown_tags',
    275: 'DescribeAclsRequest',
    278: 'DescribeAclsRequest._unknown_tags',
    285: 'DescribeAclsRequest.ResourceTypeFilter',
    287: 'DescribeAclsRequest.ResourceNameFilter',
    292: 'DescribeAclsRequest.ResourceNameFilter',
    295: 'DescribeAclsRequest.ResourceNameFilter',
    296: 'DescribeAclsRequest.PatternTypeFilter',
    298: 'DescribeAclsRequest.PrincipalFilter',
    303: 'DescribeAclsRequest.PrincipalFilter',
    306: 'DescribeAclsRequest.PrincipalFilter',
    307: 'DescribeAclsRequest.HostFilter',
    312: 'DescribeAclsRequest.HostFilter',
    315: 'DescribeAclsRequest.HostFilter',
    316: 'DescribeAclsRequest.Operation,PermissionType',
    318: 'DescribeAclsRequest._tagged_fields',
    322: 'DescribeAclsRequest._tagged_fields',
    327: 'DescribeAclsRequest._tagged_fields',
    328: 'DescribeAclsRequest._tagged_fields',
    427: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    428: 'DescribeAclsResponse.ErrorMessage',
    429: 'DescribeAclsResponse.ErrorMessage',
    430: 'DescribeAclsResponse.ErrorMessage',
    431: 'DescribeAclsResponse.ErrorMessage',
    432: 'DescribeAclsResponse.ErrorMessage',
    433: 'DescribeAclsResponse.ErrorMessage',
    434: 'DescribeAclsResponse.ErrorMessage',
    435: 'DescribeAclsResponse.Resources',
    436: 'DescribeAclsResponse.Resources',
    437: 'DescribeAclsResponse.Resources',
    438: 'DescribeAclsResponse.Resources.ResourceType',
    439: 'DescribeAclsResponse.Resources.ResourceName',
    440: 'DescribeAclsResponse.Resources.ResourceName',
    441: 'DescribeAclsResponse.Resources.ResourceName',
    442: 'DescribeAclsResponse.Resources.ResourceName',
    443: 'DescribeAclsResponse.Resources.PatternType',
    444: 'DescribeAclsResponse.Resources.Acls',
    445: 'DescribeAclsResponse.Resources.Acls',
    446: 'DescribeAclsResponse.Resources.Acls',
    447: 'DescribeAclsResponse.Resources.Acls.Principal',
    448: 'DescribeAclsResponse.Resources.Acls.Principal',
    449: 'DescribeAclsResponse.Resources.Acls.Principal',
    450: 'DescribeAclsResponse.Resources.Acls.Principal',
    451: 'DescribeAclsResponse.Resources.Acls.Host',
    452: 'DescribeAclsResponse.Resources.Acls.Host',
    453: 'DescribeAclsResponse.Resources.Acls.Host',
    454: 'DescribeAclsResponse.Resources.Acls.Host',
    455: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    462: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    464: 'DescribeAclsResponse.ErrorMessage',
    469: 'DescribeAclsResponse.ErrorMessage',
    472: 'DescribeAclsResponse.ErrorMessage',
    473: 'DescribeAclsResponse.Resources',
    478: 'DescribeAclsResponse.Resources.ResourceType',
    480: 'DescribeAclsResponse.Resources.ResourceName',
    485: 'DescribeAclsResponse.Resources.ResourceName',
    488: 'DescribeAclsResponse.Resources.ResourceName',
    489: 'DescribeAclsResponse.Resources.PatternType',
    491: 'DescribeAclsResponse.Resources.Acls',
    496: 'DescribeAclsResponse.Resources.Acls.Principal',
    501: 'DescribeAclsResponse.Resources.Acls.Principal',
    504: 'DescribeAclsResponse.Resources.Acls.Principal',
    505: 'DescribeAclsResponse.Resources.Acls.Host',
    510: 'DescribeAclsResponse.Resources.Acls.Host',
    513: 'DescribeAclsResponse.Resources.Acls.Host',
    514: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    529: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    530: 'DescribeAclsResponse.ErrorMessage',
    531: 'DescribeAclsResponse.ErrorMessage',
    532: 'DescribeAclsResponse.ErrorMessage',
    533: 'DescribeAclsResponse.ErrorMessage',
    534: 'DescribeAclsResponse.ErrorMessage',
    535: 'DescribeAclsResponse.ErrorMessage',
    536: 'DescribeAclsResponse.ErrorMessage',
    537: 'DescribeAclsResponse.ErrorMessage',
    538: 'DescribeAclsResponse.Resources',
    539: 'DescribeAclsResponse.Resources',
    540: 'DescribeAclsResponse.Resources',
    541: 'DescribeAclsResponse.Resources',
    542: 'DescribeAclsResponse.Resources.ResourceType',
    543: 'DescribeAclsResponse.Resources.ResourceName',
    544: 'DescribeAclsResponse.Resources.ResourceName',
    545: 'DescribeAclsResponse.Resources.ResourceName',
    546: 'DescribeAclsResponse.Resources.ResourceName',
    547: 'DescribeAclsResponse.Resources.ResourceName',
    548: 'DescribeAclsResponse.Resources.PatternType',
    549: 'DescribeAclsResponse.Resources.Acls',
    550: 'DescribeAclsResponse.Resources.Acls',
    551: 'DescribeAclsResponse.Resources.Acls',
    552: 'DescribeAclsResponse.Resources.Acls',
    553: 'DescribeAclsResponse.Resources.Acls.Principal',
    554: 'DescribeAclsResponse.Resources.Acls.Principal',
    555: 'DescribeAclsResponse.Resources.Acls.Principal',
    556: 'DescribeAclsResponse.Resources.Acls.Principal',
    557: 'DescribeAclsResponse.Resources.Acls.Principal',
    558: 'DescribeAclsResponse.Resources.Acls.Host',
    559: 'DescribeAclsResponse.Resources.Acls.Host',
    560: 'DescribeAclsResponse.Resources.Acls.Host',
    561: 'DescribeAclsResponse.Resources.Acls.Host',
    562: 'DescribeAclsResponse.Resources.Acls.Host',
    563: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    564: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    565: 'DescribeAclsResponse.Resources.Acls',
    568: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    569: 'DescribeAclsResponse.Resources._unknown_tags',
    570: 'DescribeAclsResponse.Resources',
    573: 'DescribeAclsResponse.Resources._unknown_tags',
    574: 'DescribeAclsResponse._unknown_tags',
    575: 'DescribeAclsResponse',
    578: 'DescribeAclsResponse._unknown_tags',
    585: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    587: 'DescribeAclsResponse.ErrorMessage',
    592: 'DescribeAclsResponse.ErrorMessage',
    595: 'DescribeAclsResponse.ErrorMessage',
    596: 'DescribeAclsResponse.Resources',
    600: 'DescribeAclsResponse.Resources',
    605: 'DescribeAclsResponse.Resources.ResourceType',
    607: 'DescribeAclsResponse.Resources.ResourceName',
    612: 'DescribeAclsResponse.Resources.ResourceName',
    615: 'DescribeAclsResponse.Resources.ResourceName',
    616: 'DescribeAclsResponse.Resources.PatternType',
    618: 'DescribeAclsResponse.Resources.Acls',
    622: 'DescribeAclsResponse.Resources.Acls',
    627: 'DescribeAclsResponse.Resources.Acls.Principal',
    632: 'DescribeAclsResponse.Resources.Acls.Principal',
    635: 'DescribeAclsResponse.Resources.Acls.Principal',
    636: 'DescribeAclsResponse.Resources.Acls.Host',
    641: 'DescribeAclsResponse.Resources.Acls.Host',
    644: 'DescribeAclsResponse.Resources.Acls.Host',
    645: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    647: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    651: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    656: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    657: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    668: 'DescribeAclsResponse.Resources._tagged_fields',
    672: 'DescribeAclsResponse.Resources._tagged_fields',
    677: 'DescribeAclsResponse.Resources._tagged_fields',
    678: 'DescribeAclsResponse.Resources._tagged_fields',
    689: 'DescribeAclsResponse._tagged_fields',
    693: 'DescribeAclsResponse._tagged_fields',
    698: 'DescribeAclsResponse._tagged_fields',
    699: 'DescribeAclsResponse._tagged_fields',
    714: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    715: 'DescribeAclsResponse.ErrorMessage',
    716: 'DescribeAclsResponse.ErrorMessage',
    717: 'DescribeAclsResponse.ErrorMessage',
    718: 'DescribeAclsResponse.ErrorMessage',
    719: 'DescribeAclsResponse.ErrorMessage',
    720: 'DescribeAclsResponse.ErrorMessage',
    721: 'DescribeAclsResponse.ErrorMessage',
    722: 'DescribeAclsResponse.ErrorMessage',
    723: 'DescribeAclsResponse.Resources',
    724: 'DescribeAclsResponse.Resources',
    725: 'DescribeAclsResponse.Resources',
    726: 'DescribeAclsResponse.Resources',
    727: 'DescribeAclsResponse.Resources.ResourceType',
    728: 'DescribeAclsResponse.Resources.ResourceName',
    729: 'DescribeAclsResponse.Resources.ResourceName',
    730: 'DescribeAclsResponse.Resources.ResourceName',
    731: 'DescribeAclsResponse.Resources.ResourceName',
    732: 'DescribeAclsResponse.Resources.ResourceName',
    733: 'DescribeAclsResponse.Resources.PatternType',
    734: 'DescribeAclsResponse.Resources.Acls',
    735: 'DescribeAclsResponse.Resources.Acls',
    736: 'DescribeAclsResponse.Resources.Acls',
    737: 'DescribeAclsResponse.Resources.Acls',
    738: 'DescribeAclsResponse.Resources.Acls.Principal',
    739: 'DescribeAclsResponse.Resources.Acls.Principal',
    740: 'DescribeAclsResponse.Resources.Acls.Principal',
    741: 'DescribeAclsResponse.Resources.Acls.Principal',
    742: 'DescribeAclsResponse.Resources.Acls.Principal',
    743: 'DescribeAclsResponse.Resources.Acls.Host',
    744: 'DescribeAclsResponse.Resources.Acls.Host',
    745: 'DescribeAclsResponse.Resources.Acls.Host',
    746: 'DescribeAclsResponse.Resources.Acls.Host',
    747: 'DescribeAclsResponse.Resources.Acls.Host',
    748: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    749: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    750: 'DescribeAclsResponse.Resources.Acls',
    753: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    754: 'DescribeAclsResponse.Resources._unknown_tags',
    755: 'DescribeAclsResponse.Resources',
    758: 'DescribeAclsResponse.Resources._unknown_tags',
    759: 'DescribeAclsResponse._unknown_tags',
    760: 'DescribeAclsResponse',
    763: 'DescribeAclsResponse._unknown_tags',
    770: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    772: 'DescribeAclsResponse.ErrorMessage',
    777: 'DescribeAclsResponse.ErrorMessage',
    780: 'DescribeAclsResponse.ErrorMessage',
    781: 'DescribeAclsResponse.Resources',
    785: 'DescribeAclsResponse.Resources',
    790: 'DescribeAclsResponse.Resources.ResourceType',
    792: 'DescribeAclsResponse.Resources.ResourceName',
    797: 'DescribeAclsResponse.Resources.ResourceName',
    800: 'DescribeAclsResponse.Resources.ResourceName',
    801: 'DescribeAclsResponse.Resources.PatternType',
    803: 'DescribeAclsResponse.Resources.Acls',
    807: 'DescribeAclsResponse.Resources.Acls',
    812: 'DescribeAclsResponse.Resources.Acls.Principal',
    817: 'DescribeAclsResponse.Resources.Acls.Principal',
    820: 'DescribeAclsResponse.Resources.Acls.Principal',
    821: 'DescribeAclsResponse.Resources.Acls.Host',
    826: 'DescribeAclsResponse.Resources.Acls.Host',
    829: 'DescribeAclsResponse.Resources.Acls.Host',
    830: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    832: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    836: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    841: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    842: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    853: 'DescribeAclsResponse.Resources._tagged_fields',
    857: 'DescribeAclsResponse.Resources._tagged_fields',
    862: 'DescribeAclsResponse.Resources._tagged_fields',
    863: 'DescribeAclsResponse.Resources._tagged_fields',
    874: 'DescribeAclsResponse._tagged_fields',
    878: 'DescribeAclsResponse._tagged_fields',
    883: 'DescribeAclsResponse._tagged_fields',
    884: 'DescribeAclsResponse._tagged_fields',
}
