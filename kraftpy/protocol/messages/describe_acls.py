# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeAclsRequest.json, schemas/messages/DescribeAclsResponse.json.
# Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale.
# fmt: off
# ruff: noqa
from __future__ import annotations

from struct import Struct
from typing import ClassVar
from uuid import UUID

from kraftpy.protocol.codec import (
    Buffer as _Buffer,
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
    """DescribeAclsRequest (request): API key 29; versions 1-3; flexible in 2-3; listeners: broker, controller."""

    __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', '_unknown_tags')
    NAME = 'DescribeAclsRequest'
    TYPE = 'request'
    API_KEY = 29
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    resource_type_filter: int
    """Resource type to match.

    `ResourceTypeFilter` (int8): versions 0+; default 0."""
    resource_name_filter: str | None
    """Resource name to match, or null for any.

    `ResourceNameFilter` (string): versions 0+; nullable in 0+; default ''."""
    pattern_type_filter: int
    """Resource pattern type to match.

    `PatternTypeFilter` (int8): versions 1+; default 3."""
    principal_filter: str | None
    """Principal to match, or null for any.

    `PrincipalFilter` (string): versions 0+; nullable in 0+; default ''."""
    host_filter: str | None
    """Host to match, or null for any.

    `HostFilter` (string): versions 0+; nullable in 0+; default ''."""
    operation: int
    """Operation to match.

    `Operation` (int8): versions 0+; default 0."""
    permission_type: int
    """Permission type to match.

    `PermissionType` (int8): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        resource_type_filter: int = 0,
        resource_name_filter: str | None = '',
        pattern_type_filter: int = 3,
        principal_filter: str | None = '',
        host_filter: str | None = '',
        operation: int = 0,
        permission_type: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_DescribeAclsRequest_v1(o: DescribeAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeAclsRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeAclsRequest, int]:
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


def _enc_DescribeAclsRequest_v2(o: DescribeAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeAclsRequest_v2(buf: _Buffer, pos: int) -> tuple[DescribeAclsRequest, int]:
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
        uk33: list[tuple[int, bytes]] | None = None
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


def _enc_DescribeAclsRequest_v3(o: DescribeAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeAclsRequest_v3(buf: _Buffer, pos: int) -> tuple[DescribeAclsRequest, int]:
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
        uk54: list[tuple[int, bytes]] | None = None
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
    """DescribeAclsResponse (response): API key 29; versions 1-3; flexible in 2-3."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'resources', '_unknown_tags')
    NAME = 'DescribeAclsResponse'
    TYPE = 'response'
    API_KEY = 29
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Error detail, or null on success.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    resources: list[DescribeAclsResponse.DescribeAclsResource]
    """Resources that matching ACLs apply to.

    `Resources` ([]DescribeAclsResource): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        resources: list[DescribeAclsResponse.DescribeAclsResource] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.resources = [] if resources is _EMPTY else resources
        self._unknown_tags = _unknown_tags

    class DescribeAclsResource(_Message):
        """Resources that matching ACLs apply to.

        DescribeAclsResource (in DescribeAclsResponse): versions 0+."""

        __slots__ = ('resource_type', 'resource_name', 'pattern_type', 'acls', '_unknown_tags')
        NAME = 'DescribeAclsResponse.DescribeAclsResource'

        resource_type: int
        """Resource type.

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Resource name.

        `ResourceName` (string): versions 0+; default ''."""
        pattern_type: int
        """Resource pattern type.

        `PatternType` (int8): versions 1+; default 3."""
        acls: list[DescribeAclsResponse.AclDescription]
        """Matching ACLs on this resource.

        `Acls` ([]AclDescription): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            resource_type: int = 0,
            resource_name: str = '',
            pattern_type: int = 3,
            acls: list[DescribeAclsResponse.AclDescription] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.pattern_type = pattern_type
            self.acls = [] if acls is _EMPTY else acls
            self._unknown_tags = _unknown_tags

    class AclDescription(_Message):
        """Matching ACLs on this resource.

        AclDescription (in DescribeAclsResponse): versions 0+."""

        __slots__ = ('principal', 'host', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'DescribeAclsResponse.AclDescription'

        principal: str
        """Principal of the ACL.

        `Principal` (string): versions 0+; default ''."""
        host: str
        """Host of the ACL.

        `Host` (string): versions 0+; default ''."""
        operation: int
        """Operation of the ACL.

        `Operation` (int8): versions 0+; default 0."""
        permission_type: int
        """Permission type of the ACL.

        `PermissionType` (int8): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            principal: str = '',
            host: str = '',
            operation: int = 0,
            permission_type: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_DescribeAclsResponse_DescribeAclsResource() -> DescribeAclsResponse.DescribeAclsResource:
    o = _new(_C_DescribeAclsResponse_DescribeAclsResource)
    o.resource_type = 0
    o.resource_name = ''
    o.pattern_type = 3
    o.acls = []
    o._unknown_tags = None
    return o

def _mk_DescribeAclsResponse_AclDescription() -> DescribeAclsResponse.AclDescription:
    o = _new(_C_DescribeAclsResponse_AclDescription)
    o.principal = ''
    o.host = ''
    o.operation = 0
    o.permission_type = 0
    o._unknown_tags = None
    return o


def _enc_DescribeAclsResponse_v1(o: DescribeAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeAclsResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeAclsResponse, int]:
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
    l77: list[DescribeAclsResponse.DescribeAclsResource] = []
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
        l83: list[DescribeAclsResponse.AclDescription] = []
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


def _enc_DescribeAclsResponse_v2(o: DescribeAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeAclsResponse_v2(buf: _Buffer, pos: int) -> tuple[DescribeAclsResponse, int]:
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
    l114: list[DescribeAclsResponse.DescribeAclsResource] = []
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
        l120: list[DescribeAclsResponse.AclDescription] = []
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
                uk128: list[tuple[int, bytes]] | None = None
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
            uk133: list[tuple[int, bytes]] | None = None
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
        uk138: list[tuple[int, bytes]] | None = None
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


def _enc_DescribeAclsResponse_v3(o: DescribeAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeAclsResponse_v3(buf: _Buffer, pos: int) -> tuple[DescribeAclsResponse, int]:
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
    l166: list[DescribeAclsResponse.DescribeAclsResource] = []
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
        l172: list[DescribeAclsResponse.AclDescription] = []
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
                uk180: list[tuple[int, bytes]] | None = None
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
            uk185: list[tuple[int, bytes]] | None = None
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
        uk190: list[tuple[int, bytes]] | None = None
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
    127: 'DescribeAclsRequest.ResourceTypeFilter',
    128: 'DescribeAclsRequest.ResourceNameFilter',
    129: 'DescribeAclsRequest.ResourceNameFilter',
    130: 'DescribeAclsRequest.ResourceNameFilter',
    131: 'DescribeAclsRequest.ResourceNameFilter',
    132: 'DescribeAclsRequest.ResourceNameFilter',
    133: 'DescribeAclsRequest.ResourceNameFilter',
    134: 'DescribeAclsRequest.ResourceNameFilter',
    135: 'DescribeAclsRequest.PatternTypeFilter',
    136: 'DescribeAclsRequest.PrincipalFilter',
    137: 'DescribeAclsRequest.PrincipalFilter',
    138: 'DescribeAclsRequest.PrincipalFilter',
    139: 'DescribeAclsRequest.PrincipalFilter',
    140: 'DescribeAclsRequest.PrincipalFilter',
    141: 'DescribeAclsRequest.PrincipalFilter',
    142: 'DescribeAclsRequest.PrincipalFilter',
    143: 'DescribeAclsRequest.HostFilter',
    144: 'DescribeAclsRequest.HostFilter',
    145: 'DescribeAclsRequest.HostFilter',
    146: 'DescribeAclsRequest.HostFilter',
    147: 'DescribeAclsRequest.HostFilter',
    148: 'DescribeAclsRequest.HostFilter',
    149: 'DescribeAclsRequest.HostFilter',
    150: 'DescribeAclsRequest.Operation,PermissionType',
    157: 'DescribeAclsRequest.ResourceTypeFilter',
    159: 'DescribeAclsRequest.ResourceNameFilter',
    164: 'DescribeAclsRequest.ResourceNameFilter',
    167: 'DescribeAclsRequest.ResourceNameFilter',
    168: 'DescribeAclsRequest.PatternTypeFilter',
    170: 'DescribeAclsRequest.PrincipalFilter',
    175: 'DescribeAclsRequest.PrincipalFilter',
    178: 'DescribeAclsRequest.PrincipalFilter',
    179: 'DescribeAclsRequest.HostFilter',
    184: 'DescribeAclsRequest.HostFilter',
    187: 'DescribeAclsRequest.HostFilter',
    188: 'DescribeAclsRequest.Operation,PermissionType',
    197: 'DescribeAclsRequest.ResourceTypeFilter',
    198: 'DescribeAclsRequest.ResourceNameFilter',
    199: 'DescribeAclsRequest.ResourceNameFilter',
    200: 'DescribeAclsRequest.ResourceNameFilter',
    201: 'DescribeAclsRequest.ResourceNameFilter',
    202: 'DescribeAclsRequest.ResourceNameFilter',
    203: 'DescribeAclsRequest.ResourceNameFilter',
    204: 'DescribeAclsRequest.ResourceNameFilter',
    205: 'DescribeAclsRequest.ResourceNameFilter',
    206: 'DescribeAclsRequest.PatternTypeFilter',
    207: 'DescribeAclsRequest.PrincipalFilter',
    208: 'DescribeAclsRequest.PrincipalFilter',
    209: 'DescribeAclsRequest.PrincipalFilter',
    210: 'DescribeAclsRequest.PrincipalFilter',
    211: 'DescribeAclsRequest.PrincipalFilter',
    212: 'DescribeAclsRequest.PrincipalFilter',
    213: 'DescribeAclsRequest.PrincipalFilter',
    214: 'DescribeAclsRequest.PrincipalFilter',
    215: 'DescribeAclsRequest.HostFilter',
    216: 'DescribeAclsRequest.HostFilter',
    217: 'DescribeAclsRequest.HostFilter',
    218: 'DescribeAclsRequest.HostFilter',
    219: 'DescribeAclsRequest.HostFilter',
    220: 'DescribeAclsRequest.HostFilter',
    221: 'DescribeAclsRequest.HostFilter',
    222: 'DescribeAclsRequest.HostFilter',
    223: 'DescribeAclsRequest.Operation,PermissionType',
    224: 'DescribeAclsRequest._unknown_tags',
    225: 'DescribeAclsRequest',
    228: 'DescribeAclsRequest._unknown_tags',
    235: 'DescribeAclsRequest.ResourceTypeFilter',
    237: 'DescribeAclsRequest.ResourceNameFilter',
    242: 'DescribeAclsRequest.ResourceNameFilter',
    245: 'DescribeAclsRequest.ResourceNameFilter',
    246: 'DescribeAclsRequest.PatternTypeFilter',
    248: 'DescribeAclsRequest.PrincipalFilter',
    253: 'DescribeAclsRequest.PrincipalFilter',
    256: 'DescribeAclsRequest.PrincipalFilter',
    257: 'DescribeAclsRequest.HostFilter',
    262: 'DescribeAclsRequest.HostFilter',
    265: 'DescribeAclsRequest.HostFilter',
    266: 'DescribeAclsRequest.Operation,PermissionType',
    268: 'DescribeAclsRequest._tagged_fields',
    272: 'DescribeAclsRequest._tagged_fields',
    277: 'DescribeAclsRequest._tagged_fields',
    278: 'DescribeAclsRequest._tagged_fields',
    293: 'DescribeAclsRequest.ResourceTypeFilter',
    294: 'DescribeAclsRequest.ResourceNameFilter',
    295: 'DescribeAclsRequest.ResourceNameFilter',
    296: 'DescribeAclsRequest.ResourceNameFilter',
    297: 'DescribeAclsRequest.ResourceNameFilter',
    298: 'DescribeAclsRequest.ResourceNameFilter',
    299: 'DescribeAclsRequest.ResourceNameFilter',
    300: 'DescribeAclsRequest.ResourceNameFilter',
    301: 'DescribeAclsRequest.ResourceNameFilter',
    302: 'DescribeAclsRequest.PatternTypeFilter',
    303: 'DescribeAclsRequest.PrincipalFilter',
    304: 'DescribeAclsRequest.PrincipalFilter',
    305: 'DescribeAclsRequest.PrincipalFilter',
    306: 'DescribeAclsRequest.PrincipalFilter',
    307: 'DescribeAclsRequest.PrincipalFilter',
    308: 'DescribeAclsRequest.PrincipalFilter',
    309: 'DescribeAclsRequest.PrincipalFilter',
    310: 'DescribeAclsRequest.PrincipalFilter',
    311: 'DescribeAclsRequest.HostFilter',
    312: 'DescribeAclsRequest.HostFilter',
    313: 'DescribeAclsRequest.HostFilter',
    314: 'DescribeAclsRequest.HostFilter',
    315: 'DescribeAclsRequest.HostFilter',
    316: 'DescribeAclsRequest.HostFilter',
    317: 'DescribeAclsRequest.HostFilter',
    318: 'DescribeAclsRequest.HostFilter',
    319: 'DescribeAclsRequest.Operation,PermissionType',
    320: 'DescribeAclsRequest._unknown_tags',
    321: 'DescribeAclsRequest',
    324: 'DescribeAclsRequest._unknown_tags',
    331: 'DescribeAclsRequest.ResourceTypeFilter',
    333: 'DescribeAclsRequest.ResourceNameFilter',
    338: 'DescribeAclsRequest.ResourceNameFilter',
    341: 'DescribeAclsRequest.ResourceNameFilter',
    342: 'DescribeAclsRequest.PatternTypeFilter',
    344: 'DescribeAclsRequest.PrincipalFilter',
    349: 'DescribeAclsRequest.PrincipalFilter',
    352: 'DescribeAclsRequest.PrincipalFilter',
    353: 'DescribeAclsRequest.HostFilter',
    358: 'DescribeAclsRequest.HostFilter',
    361: 'DescribeAclsRequest.HostFilter',
    362: 'DescribeAclsRequest.Operation,PermissionType',
    364: 'DescribeAclsRequest._tagged_fields',
    368: 'DescribeAclsRequest._tagged_fields',
    373: 'DescribeAclsRequest._tagged_fields',
    374: 'DescribeAclsRequest._tagged_fields',
    564: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    565: 'DescribeAclsResponse.ErrorMessage',
    566: 'DescribeAclsResponse.ErrorMessage',
    567: 'DescribeAclsResponse.ErrorMessage',
    568: 'DescribeAclsResponse.ErrorMessage',
    569: 'DescribeAclsResponse.ErrorMessage',
    570: 'DescribeAclsResponse.ErrorMessage',
    571: 'DescribeAclsResponse.ErrorMessage',
    572: 'DescribeAclsResponse.Resources',
    573: 'DescribeAclsResponse.Resources',
    574: 'DescribeAclsResponse.Resources',
    575: 'DescribeAclsResponse.Resources.ResourceType',
    576: 'DescribeAclsResponse.Resources.ResourceName',
    577: 'DescribeAclsResponse.Resources.ResourceName',
    578: 'DescribeAclsResponse.Resources.ResourceName',
    579: 'DescribeAclsResponse.Resources.ResourceName',
    580: 'DescribeAclsResponse.Resources.PatternType',
    581: 'DescribeAclsResponse.Resources.Acls',
    582: 'DescribeAclsResponse.Resources.Acls',
    583: 'DescribeAclsResponse.Resources.Acls',
    584: 'DescribeAclsResponse.Resources.Acls.Principal',
    585: 'DescribeAclsResponse.Resources.Acls.Principal',
    586: 'DescribeAclsResponse.Resources.Acls.Principal',
    587: 'DescribeAclsResponse.Resources.Acls.Principal',
    588: 'DescribeAclsResponse.Resources.Acls.Host',
    589: 'DescribeAclsResponse.Resources.Acls.Host',
    590: 'DescribeAclsResponse.Resources.Acls.Host',
    591: 'DescribeAclsResponse.Resources.Acls.Host',
    592: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    599: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    601: 'DescribeAclsResponse.ErrorMessage',
    606: 'DescribeAclsResponse.ErrorMessage',
    609: 'DescribeAclsResponse.ErrorMessage',
    610: 'DescribeAclsResponse.Resources',
    615: 'DescribeAclsResponse.Resources.ResourceType',
    617: 'DescribeAclsResponse.Resources.ResourceName',
    622: 'DescribeAclsResponse.Resources.ResourceName',
    625: 'DescribeAclsResponse.Resources.ResourceName',
    626: 'DescribeAclsResponse.Resources.PatternType',
    628: 'DescribeAclsResponse.Resources.Acls',
    633: 'DescribeAclsResponse.Resources.Acls.Principal',
    638: 'DescribeAclsResponse.Resources.Acls.Principal',
    641: 'DescribeAclsResponse.Resources.Acls.Principal',
    642: 'DescribeAclsResponse.Resources.Acls.Host',
    647: 'DescribeAclsResponse.Resources.Acls.Host',
    650: 'DescribeAclsResponse.Resources.Acls.Host',
    651: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    666: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    667: 'DescribeAclsResponse.ErrorMessage',
    668: 'DescribeAclsResponse.ErrorMessage',
    669: 'DescribeAclsResponse.ErrorMessage',
    670: 'DescribeAclsResponse.ErrorMessage',
    671: 'DescribeAclsResponse.ErrorMessage',
    672: 'DescribeAclsResponse.ErrorMessage',
    673: 'DescribeAclsResponse.ErrorMessage',
    674: 'DescribeAclsResponse.ErrorMessage',
    675: 'DescribeAclsResponse.Resources',
    676: 'DescribeAclsResponse.Resources',
    677: 'DescribeAclsResponse.Resources',
    678: 'DescribeAclsResponse.Resources',
    679: 'DescribeAclsResponse.Resources.ResourceType',
    680: 'DescribeAclsResponse.Resources.ResourceName',
    681: 'DescribeAclsResponse.Resources.ResourceName',
    682: 'DescribeAclsResponse.Resources.ResourceName',
    683: 'DescribeAclsResponse.Resources.ResourceName',
    684: 'DescribeAclsResponse.Resources.ResourceName',
    685: 'DescribeAclsResponse.Resources.PatternType',
    686: 'DescribeAclsResponse.Resources.Acls',
    687: 'DescribeAclsResponse.Resources.Acls',
    688: 'DescribeAclsResponse.Resources.Acls',
    689: 'DescribeAclsResponse.Resources.Acls',
    690: 'DescribeAclsResponse.Resources.Acls.Principal',
    691: 'DescribeAclsResponse.Resources.Acls.Principal',
    692: 'DescribeAclsResponse.Resources.Acls.Principal',
    693: 'DescribeAclsResponse.Resources.Acls.Principal',
    694: 'DescribeAclsResponse.Resources.Acls.Principal',
    695: 'DescribeAclsResponse.Resources.Acls.Host',
    696: 'DescribeAclsResponse.Resources.Acls.Host',
    697: 'DescribeAclsResponse.Resources.Acls.Host',
    698: 'DescribeAclsResponse.Resources.Acls.Host',
    699: 'DescribeAclsResponse.Resources.Acls.Host',
    700: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    701: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    702: 'DescribeAclsResponse.Resources.Acls',
    705: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    706: 'DescribeAclsResponse.Resources._unknown_tags',
    707: 'DescribeAclsResponse.Resources',
    710: 'DescribeAclsResponse.Resources._unknown_tags',
    711: 'DescribeAclsResponse._unknown_tags',
    712: 'DescribeAclsResponse',
    715: 'DescribeAclsResponse._unknown_tags',
    722: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    724: 'DescribeAclsResponse.ErrorMessage',
    729: 'DescribeAclsResponse.ErrorMessage',
    732: 'DescribeAclsResponse.ErrorMessage',
    733: 'DescribeAclsResponse.Resources',
    737: 'DescribeAclsResponse.Resources',
    742: 'DescribeAclsResponse.Resources.ResourceType',
    744: 'DescribeAclsResponse.Resources.ResourceName',
    749: 'DescribeAclsResponse.Resources.ResourceName',
    752: 'DescribeAclsResponse.Resources.ResourceName',
    753: 'DescribeAclsResponse.Resources.PatternType',
    755: 'DescribeAclsResponse.Resources.Acls',
    759: 'DescribeAclsResponse.Resources.Acls',
    764: 'DescribeAclsResponse.Resources.Acls.Principal',
    769: 'DescribeAclsResponse.Resources.Acls.Principal',
    772: 'DescribeAclsResponse.Resources.Acls.Principal',
    773: 'DescribeAclsResponse.Resources.Acls.Host',
    778: 'DescribeAclsResponse.Resources.Acls.Host',
    781: 'DescribeAclsResponse.Resources.Acls.Host',
    782: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    784: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    788: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    793: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    794: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    805: 'DescribeAclsResponse.Resources._tagged_fields',
    809: 'DescribeAclsResponse.Resources._tagged_fields',
    814: 'DescribeAclsResponse.Resources._tagged_fields',
    815: 'DescribeAclsResponse.Resources._tagged_fields',
    826: 'DescribeAclsResponse._tagged_fields',
    830: 'DescribeAclsResponse._tagged_fields',
    835: 'DescribeAclsResponse._tagged_fields',
    836: 'DescribeAclsResponse._tagged_fields',
    851: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    852: 'DescribeAclsResponse.ErrorMessage',
    853: 'DescribeAclsResponse.ErrorMessage',
    854: 'DescribeAclsResponse.ErrorMessage',
    855: 'DescribeAclsResponse.ErrorMessage',
    856: 'DescribeAclsResponse.ErrorMessage',
    857: 'DescribeAclsResponse.ErrorMessage',
    858: 'DescribeAclsResponse.ErrorMessage',
    859: 'DescribeAclsResponse.ErrorMessage',
    860: 'DescribeAclsResponse.Resources',
    861: 'DescribeAclsResponse.Resources',
    862: 'DescribeAclsResponse.Resources',
    863: 'DescribeAclsResponse.Resources',
    864: 'DescribeAclsResponse.Resources.ResourceType',
    865: 'DescribeAclsResponse.Resources.ResourceName',
    866: 'DescribeAclsResponse.Resources.ResourceName',
    867: 'DescribeAclsResponse.Resources.ResourceName',
    868: 'DescribeAclsResponse.Resources.ResourceName',
    869: 'DescribeAclsResponse.Resources.ResourceName',
    870: 'DescribeAclsResponse.Resources.PatternType',
    871: 'DescribeAclsResponse.Resources.Acls',
    872: 'DescribeAclsResponse.Resources.Acls',
    873: 'DescribeAclsResponse.Resources.Acls',
    874: 'DescribeAclsResponse.Resources.Acls',
    875: 'DescribeAclsResponse.Resources.Acls.Principal',
    876: 'DescribeAclsResponse.Resources.Acls.Principal',
    877: 'DescribeAclsResponse.Resources.Acls.Principal',
    878: 'DescribeAclsResponse.Resources.Acls.Principal',
    879: 'DescribeAclsResponse.Resources.Acls.Principal',
    880: 'DescribeAclsResponse.Resources.Acls.Host',
    881: 'DescribeAclsResponse.Resources.Acls.Host',
    882: 'DescribeAclsResponse.Resources.Acls.Host',
    883: 'DescribeAclsResponse.Resources.Acls.Host',
    884: 'DescribeAclsResponse.Resources.Acls.Host',
    885: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    886: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    887: 'DescribeAclsResponse.Resources.Acls',
    890: 'DescribeAclsResponse.Resources.Acls._unknown_tags',
    891: 'DescribeAclsResponse.Resources._unknown_tags',
    892: 'DescribeAclsResponse.Resources',
    895: 'DescribeAclsResponse.Resources._unknown_tags',
    896: 'DescribeAclsResponse._unknown_tags',
    897: 'DescribeAclsResponse',
    900: 'DescribeAclsResponse._unknown_tags',
    907: 'DescribeAclsResponse.ThrottleTimeMs,ErrorCode',
    909: 'DescribeAclsResponse.ErrorMessage',
    914: 'DescribeAclsResponse.ErrorMessage',
    917: 'DescribeAclsResponse.ErrorMessage',
    918: 'DescribeAclsResponse.Resources',
    922: 'DescribeAclsResponse.Resources',
    927: 'DescribeAclsResponse.Resources.ResourceType',
    929: 'DescribeAclsResponse.Resources.ResourceName',
    934: 'DescribeAclsResponse.Resources.ResourceName',
    937: 'DescribeAclsResponse.Resources.ResourceName',
    938: 'DescribeAclsResponse.Resources.PatternType',
    940: 'DescribeAclsResponse.Resources.Acls',
    944: 'DescribeAclsResponse.Resources.Acls',
    949: 'DescribeAclsResponse.Resources.Acls.Principal',
    954: 'DescribeAclsResponse.Resources.Acls.Principal',
    957: 'DescribeAclsResponse.Resources.Acls.Principal',
    958: 'DescribeAclsResponse.Resources.Acls.Host',
    963: 'DescribeAclsResponse.Resources.Acls.Host',
    966: 'DescribeAclsResponse.Resources.Acls.Host',
    967: 'DescribeAclsResponse.Resources.Acls.Operation,PermissionType',
    969: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    973: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    978: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    979: 'DescribeAclsResponse.Resources.Acls._tagged_fields',
    990: 'DescribeAclsResponse.Resources._tagged_fields',
    994: 'DescribeAclsResponse.Resources._tagged_fields',
    999: 'DescribeAclsResponse.Resources._tagged_fields',
    1000: 'DescribeAclsResponse.Resources._tagged_fields',
    1011: 'DescribeAclsResponse._tagged_fields',
    1015: 'DescribeAclsResponse._tagged_fields',
    1020: 'DescribeAclsResponse._tagged_fields',
    1021: 'DescribeAclsResponse._tagged_fields',
}
