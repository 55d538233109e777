# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/CreateAclsRequest.json, schemas/messages/CreateAclsResponse.json.
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
    """CreateAclsRequest (request): API key 30; versions 1-3; flexible in 2-3; listeners: broker, controller."""

    __slots__ = ('creations', '_unknown_tags')
    NAME = 'CreateAclsRequest'
    TYPE = 'request'
    API_KEY = 30
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    creations: list[CreateAclsRequest.AclCreation]
    """ACLs to create.

    `Creations` ([]AclCreation): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        creations: list[CreateAclsRequest.AclCreation] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.creations = [] if creations is _EMPTY else creations
        self._unknown_tags = _unknown_tags

    class AclCreation(_Message):
        """ACLs to create.

        AclCreation (in CreateAclsRequest): versions 0+."""

        __slots__ = ('resource_type', 'resource_name', 'resource_pattern_type', 'principal', 'host', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'CreateAclsRequest.AclCreation'

        resource_type: int
        """Resource type.

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Resource name.

        `ResourceName` (string): versions 0+; default ''."""
        resource_pattern_type: int
        """Resource pattern type.

        `ResourcePatternType` (int8): versions 1+; default 3."""
        principal: str
        """Principal the ACL applies to.

        `Principal` (string): versions 0+; default ''."""
        host: str
        """Host the ACL applies to.

        `Host` (string): versions 0+; default ''."""
        operation: int
        """Operation the ACL covers.

        `Operation` (int8): versions 0+; default 0."""
        permission_type: int
        """Whether the ACL allows or denies.

        `PermissionType` (int8): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            resource_type: int = 0,
            resource_name: str = '',
            resource_pattern_type: int = 3,
            principal: str = '',
            host: str = '',
            operation: int = 0,
            permission_type: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_CreateAclsRequest_AclCreation() -> CreateAclsRequest.AclCreation:
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


def _enc_CreateAclsRequest_v1(o: CreateAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateAclsRequest_v1(buf: _Buffer, pos: int) -> tuple[CreateAclsRequest, int]:
    blen = len(buf)
    o = _new(CreateAclsRequest)
    n12, pos = _read_array_len(buf, pos, False, False, 1, 'CreateAclsRequest.Creations')
    l13: list[CreateAclsRequest.AclCreation] = []
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


def _enc_CreateAclsRequest_v2(o: CreateAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateAclsRequest_v2(buf: _Buffer, pos: int) -> tuple[CreateAclsRequest, int]:
    blen = len(buf)
    o = _new(CreateAclsRequest)
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsRequest.Creations')
    l37: list[CreateAclsRequest.AclCreation] = []
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
            uk47: list[tuple[int, bytes]] | None = None
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
        uk52: list[tuple[int, bytes]] | None = None
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


def _enc_CreateAclsRequest_v3(o: CreateAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateAclsRequest_v3(buf: _Buffer, pos: int) -> tuple[CreateAclsRequest, int]:
    blen = len(buf)
    o = _new(CreateAclsRequest)
    n70 = buf[pos] - 1
    if 0 <= n70 < 127:
        pos += 1
    else:
        n70, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsRequest.Creations')
    l71: list[CreateAclsRequest.AclCreation] = []
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
            uk81: list[tuple[int, bytes]] | None = None
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
        uk86: list[tuple[int, bytes]] | None = None
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
    """CreateAclsResponse (response): API key 30; versions 1-3; flexible in 2-3."""

    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'CreateAclsResponse'
    TYPE = 'response'
    API_KEY = 30
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    results: list[CreateAclsResponse.AclCreationResult]
    """Outcome of each creation, in request order.

    `Results` ([]AclCreationResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        results: list[CreateAclsResponse.AclCreationResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class AclCreationResult(_Message):
        """Outcome of each creation, in request order.

        AclCreationResult (in CreateAclsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', '_unknown_tags')
        NAME = 'CreateAclsResponse.AclCreationResult'

        error_code: int
        """Error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_CreateAclsResponse_AclCreationResult() -> CreateAclsResponse.AclCreationResult:
    o = _new(_C_CreateAclsResponse_AclCreationResult)
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_CreateAclsResponse_v1(o: CreateAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateAclsResponse_v1(buf: _Buffer, pos: int) -> tuple[CreateAclsResponse, int]:
    blen = len(buf)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n95, pos = _read_array_len(buf, pos, False, False, 1, 'CreateAclsResponse.Results')
    l96: list[CreateAclsResponse.AclCreationResult] = []
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


def _enc_CreateAclsResponse_v2(o: CreateAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateAclsResponse_v2(buf: _Buffer, pos: int) -> tuple[CreateAclsResponse, int]:
    blen = len(buf)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n109 = buf[pos] - 1
    if 0 <= n109 < 127:
        pos += 1
    else:
        n109, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsResponse.Results')
    l110: list[CreateAclsResponse.AclCreationResult] = []
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
            uk116: list[tuple[int, bytes]] | None = None
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
        uk121: list[tuple[int, bytes]] | None = None
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


def _enc_CreateAclsResponse_v3(o: CreateAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateAclsResponse_v3(buf: _Buffer, pos: int) -> tuple[CreateAclsResponse, int]:
    blen = len(buf)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n133 = buf[pos] - 1
    if 0 <= n133 < 127:
        pos += 1
    else:
        n133, pos = _read_array_len(buf, pos, True, False, 1, 'CreateAclsResponse.Results')
    l134: list[CreateAclsResponse.AclCreationResult] = []
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
            uk140: list[tuple[int, bytes]] | None = None
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
        uk145: list[tuple[int, bytes]] | None = None
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
    167: 'CreateAclsRequest.Creations',
    168: 'CreateAclsRequest.Creations',
    169: 'CreateAclsRequest.Creations',
    170: 'CreateAclsRequest.Creations.ResourceType',
    171: 'CreateAclsRequest.Creations.ResourceName',
    172: 'CreateAclsRequest.Creations.ResourceName',
    173: 'CreateAclsRequest.Creations.ResourceName',
    174: 'CreateAclsRequest.Creations.ResourceName',
    175: 'CreateAclsRequest.Creations.ResourcePatternType',
    176: 'CreateAclsRequest.Creations.Principal',
    177: 'CreateAclsRequest.Creations.Principal',
    178: 'CreateAclsRequest.Creations.Principal',
    179: 'CreateAclsRequest.Creations.Principal',
    180: 'CreateAclsRequest.Creations.Host',
    181: 'CreateAclsRequest.Creations.Host',
    182: 'CreateAclsRequest.Creations.Host',
    183: 'CreateAclsRequest.Creations.Host',
    184: 'CreateAclsRequest.Creations.Operation,PermissionType',
    191: 'CreateAclsRequest.Creations',
    196: 'CreateAclsRequest.Creations.ResourceType',
    198: 'CreateAclsRequest.Creations.ResourceName',
    203: 'CreateAclsRequest.Creations.ResourceName',
    206: 'CreateAclsRequest.Creations.ResourceName',
    207: 'CreateAclsRequest.Creations.ResourcePatternType',
    209: 'CreateAclsRequest.Creations.Principal',
    214: 'CreateAclsRequest.Creations.Principal',
    217: 'CreateAclsRequest.Creations.Principal',
    218: 'CreateAclsRequest.Creations.Host',
    223: 'CreateAclsRequest.Creations.Host',
    226: 'CreateAclsRequest.Creations.Host',
    227: 'CreateAclsRequest.Creations.Operation,PermissionType',
    239: 'CreateAclsRequest.Creations',
    240: 'CreateAclsRequest.Creations',
    241: 'CreateAclsRequest.Creations',
    242: 'CreateAclsRequest.Creations',
    243: 'CreateAclsRequest.Creations.ResourceType',
    244: 'CreateAclsRequest.Creations.ResourceName',
    245: 'CreateAclsRequest.Creations.ResourceName',
    246: 'CreateAclsRequest.Creations.ResourceName',
    247: 'CreateAclsRequest.Creations.ResourceName',
    248: 'CreateAclsRequest.Creations.ResourceName',
    249: 'CreateAclsRequest.Creations.ResourcePatternType',
    250: 'CreateAclsRequest.Creations.Principal',
    251: 'CreateAclsRequest.Creations.Principal',
    252: 'CreateAclsRequest.Creations.Principal',
    253: 'CreateAclsRequest.Creations.Principal',
    254: 'CreateAclsRequest.Creations.Principal',
    255: 'CreateAclsRequest.Creations.Host',
    256: 'CreateAclsRequest.Creations.Host',
    257: 'CreateAclsRequest.Creations.Host',
    258: 'CreateAclsRequest.Creations.Host',
    259: 'CreateAclsRequest.Creations.Host',
    260: 'CreateAclsRequest.Creations.Operation,PermissionType',
    261: 'CreateAclsRequest.Creations._unknown_tags',
    262: 'CreateAclsRequest.Creations',
    265: 'CreateAclsRequest.Creations._unknown_tags',
    266: 'CreateAclsRequest._unknown_tags',
    267: 'CreateAclsRequest',
    270: 'CreateAclsRequest._unknown_tags',
    277: 'CreateAclsRequest.Creations',
    281: 'CreateAclsRequest.Creations',
    286: 'CreateAclsRequest.Creations.ResourceType',
    288: 'CreateAclsRequest.Creations.ResourceName',
    293: 'CreateAclsRequest.Creations.ResourceName',
    296: 'CreateAclsRequest.Creations.ResourceName',
    297: 'CreateAclsRequest.Creations.ResourcePatternType',
    299: 'CreateAclsRequest.Creations.Principal',
    304: 'CreateAclsRequest.Creations.Principal',
    307: 'CreateAclsRequest.Creations.Principal',
    308: 'CreateAclsRequest.Creations.Host',
    313: 'CreateAclsRequest.Creations.Host',
    316: 'CreateAclsRequest.Creations.Host',
    317: 'CreateAclsRequest.Creations.Operation,PermissionType',
    319: 'CreateAclsRequest.Creations._tagged_fields',
    323: 'CreateAclsRequest.Creations._tagged_fields',
    328: 'CreateAclsRequest.Creations._tagged_fields',
    329: 'CreateAclsRequest.Creations._tagged_fields',
    340: 'CreateAclsRequest._tagged_fields',
    344: 'CreateAclsRequest._tagged_fields',
    349: 'CreateAclsRequest._tagged_fields',
    350: 'CreateAclsRequest._tagged_fields',
    365: 'CreateAclsRequest.Creations',
    366: 'CreateAclsRequest.Creations',
    367: 'CreateAclsRequest.Creations',
    368: 'CreateAclsRequest.Creations',
    369: 'CreateAclsRequest.Creations.ResourceType',
    370: 'CreateAclsRequest.Creations.ResourceName',
    371: 'CreateAclsRequest.Creations.ResourceName',
    372: 'CreateAclsRequest.Creations.ResourceName',
    373: 'CreateAclsRequest.Creations.ResourceName',
    374: 'CreateAclsRequest.Creations.ResourceName',
    375: 'CreateAclsRequest.Creations.ResourcePatternType',
    376: 'CreateAclsRequest.Creations.Principal',
    377: 'CreateAclsRequest.Creations.Principal',
    378: 'CreateAclsRequest.Creations.Principal',
    379: 'CreateAclsRequest.Creations.Principal',
    380: 'CreateAclsRequest.Creations.Principal',
    381: 'CreateAclsRequest.Creations.Host',
    382: 'CreateAclsRequest.Creations.Host',
    383: 'CreateAclsRequest.Creations.Host',
    384: 'CreateAclsRequest.Creations.Host',
    385: 'CreateAclsRequest.Creations.Host',
    386: 'CreateAclsRequest.Creations.Operation,PermissionType',
    387: 'CreateAclsRequest.Creations._unknown_tags',
    388: 'CreateAclsRequest.Creations',
    391: 'CreateAclsRequest.Creations._unknown_tags',
    392: 'CreateAclsRequest._unknown_tags',
    393: 'CreateAclsRequest',
    396: 'CreateAclsRequest._unknown_tags',
    403: 'CreateAclsRequest.Creations',
    407: 'CreateAclsRequest.Creations',
    412: 'CreateAclsRequest.Creations.ResourceType',
    414: 'CreateAclsRequest.Creations.ResourceName',
    419: 'CreateAclsRequest.Creations.ResourceName',
    422: 'CreateAclsRequest.Creations.ResourceName',
    423: 'CreateAclsRequest.Creations.ResourcePatternType',
    425: 'CreateAclsRequest.Creations.Principal',
    430: 'CreateAclsRequest.Creations.Principal',
    433: 'CreateAclsRequest.Creations.Principal',
    434: 'CreateAclsRequest.Creations.Host',
    439: 'CreateAclsRequest.Creations.Host',
    442: 'CreateAclsRequest.Creations.Host',
    443: 'CreateAclsRequest.Creations.Operation,PermissionType',
    445: 'CreateAclsRequest.Creations._tagged_fields',
    449: 'CreateAclsRequest.Creations._tagged_fields',
    454: 'CreateAclsRequest.Creations._tagged_fields',
    455: 'CreateAclsRequest.Creations._tagged_fields',
    466: 'CreateAclsRequest._tagged_fields',
    470: 'CreateAclsRequest._tagged_fields',
    475: 'CreateAclsRequest._tagged_fields',
    476: 'CreateAclsRequest._tagged_fields',
    577: 'CreateAclsResponse.ThrottleTimeMs',
    578: 'CreateAclsResponse.Results',
    579: 'CreateAclsResponse.Results',
    580: 'CreateAclsResponse.Results',
    581: 'CreateAclsResponse.Results.ErrorCode',
    582: 'CreateAclsResponse.Results.ErrorMessage',
    583: 'CreateAclsResponse.Results.ErrorMessage',
    584: 'CreateAclsResponse.Results.ErrorMessage',
    585: 'CreateAclsResponse.Results.ErrorMessage',
    586: 'CreateAclsResponse.Results.ErrorMessage',
    587: 'CreateAclsResponse.Results.ErrorMessage',
    588: 'CreateAclsResponse.Results.ErrorMessage',
    595: 'CreateAclsResponse.ThrottleTimeMs',
    597: 'CreateAclsResponse.Results',
    602: 'CreateAclsResponse.Results.ErrorCode',
    604: 'CreateAclsResponse.Results.ErrorMessage',
    609: 'CreateAclsResponse.Results.ErrorMessage',
    612: 'CreateAclsResponse.Results.ErrorMessage',
    623: 'CreateAclsResponse.ThrottleTimeMs',
    624: 'CreateAclsResponse.Results',
    625: 'CreateAclsResponse.Results',
    626: 'CreateAclsResponse.Results',
    627: 'CreateAclsResponse.Results',
    628: 'CreateAclsResponse.Results.ErrorCode',
    629: 'CreateAclsResponse.Results.ErrorMessage',
    630: 'CreateAclsResponse.Results.ErrorMessage',
    631: 'CreateAclsResponse.Results.ErrorMessage',
    632: 'CreateAclsResponse.Results.ErrorMessage',
    633: 'CreateAclsResponse.Results.ErrorMessage',
    634: 'CreateAclsResponse.Results.ErrorMessage',
    635: 'CreateAclsResponse.Results.ErrorMessage',
    636: 'CreateAclsResponse.Results.ErrorMessage',
    637: 'CreateAclsResponse.Results._unknown_tags',
    638: 'CreateAclsResponse.Results',
    641: 'CreateAclsResponse.Results._unknown_tags',
    642: 'CreateAclsResponse._unknown_tags',
    643: 'CreateAclsResponse',
    646: 'CreateAclsResponse._unknown_tags',
    653: 'CreateAclsResponse.ThrottleTimeMs',
    655: 'CreateAclsResponse.Results',
    659: 'CreateAclsResponse.Results',
    664: 'CreateAclsResponse.Results.ErrorCode',
    666: 'CreateAclsResponse.Results.ErrorMessage',
    671: 'CreateAclsResponse.Results.ErrorMessage',
    674: 'CreateAclsResponse.Results.ErrorMessage',
    675: 'CreateAclsResponse.Results._tagged_fields',
    679: 'CreateAclsResponse.Results._tagged_fields',
    684: 'CreateAclsResponse.Results._tagged_fields',
    685: 'CreateAclsResponse.Results._tagged_fields',
    696: 'CreateAclsResponse._tagged_fields',
    700: 'CreateAclsResponse._tagged_fields',
    705: 'CreateAclsResponse._tagged_fields',
    706: 'CreateAclsResponse._tagged_fields',
    721: 'CreateAclsResponse.ThrottleTimeMs',
    722: 'CreateAclsResponse.Results',
    723: 'CreateAclsResponse.Results',
    724: 'CreateAclsResponse.Results',
    725: 'CreateAclsResponse.Results',
    726: 'CreateAclsResponse.Results.ErrorCode',
    727: 'CreateAclsResponse.Results.ErrorMessage',
    728: 'CreateAclsResponse.Results.ErrorMessage',
    729: 'CreateAclsResponse.Results.ErrorMessage',
    730: 'CreateAclsResponse.Results.ErrorMessage',
    731: 'CreateAclsResponse.Results.ErrorMessage',
    732: 'CreateAclsResponse.Results.ErrorMessage',
    733: 'CreateAclsResponse.Results.ErrorMessage',
    734: 'CreateAclsResponse.Results.ErrorMessage',
    735: 'CreateAclsResponse.Results._unknown_tags',
    736: 'CreateAclsResponse.Results',
    739: 'CreateAclsResponse.Results._unknown_tags',
    740: 'CreateAclsResponse._unknown_tags',
    741: 'CreateAclsResponse',
    744: 'CreateAclsResponse._unknown_tags',
    751: 'CreateAclsResponse.ThrottleTimeMs',
    753: 'CreateAclsResponse.Results',
    757: 'CreateAclsResponse.Results',
    762: 'CreateAclsResponse.Results.ErrorCode',
    764: 'CreateAclsResponse.Results.ErrorMessage',
    769: 'CreateAclsResponse.Results.ErrorMessage',
    772: 'CreateAclsResponse.Results.ErrorMessage',
    773: 'CreateAclsResponse.Results._tagged_fields',
    777: 'CreateAclsResponse.Results._tagged_fields',
    782: 'CreateAclsResponse.Results._tagged_fields',
    783: 'CreateAclsResponse.Results._tagged_fields',
    794: 'CreateAclsResponse._tagged_fields',
    798: 'CreateAclsResponse._tagged_fields',
    803: 'CreateAclsResponse._tagged_fields',
    804: 'CreateAclsResponse._tagged_fields',
}
