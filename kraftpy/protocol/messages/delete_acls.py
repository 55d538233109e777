# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteAclsRequest.json, schemas/messages/DeleteAclsResponse.json.
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
    """DeleteAclsRequest (request): API key 31; versions 1-3; flexible in 2-3; listeners: broker, controller."""

    __slots__ = ('filters', '_unknown_tags')
    NAME = 'DeleteAclsRequest'
    TYPE = 'request'
    API_KEY = 31
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    filters: list[DeleteAclsRequest.DeleteAclsFilter]
    """Filters selecting the ACLs to delete.

    `Filters` ([]DeleteAclsFilter): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        filters: list[DeleteAclsRequest.DeleteAclsFilter] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.filters = [] if filters is _EMPTY else filters
        self._unknown_tags = _unknown_tags

    class DeleteAclsFilter(_Message):
        """Filters selecting the ACLs to delete.

        DeleteAclsFilter (in DeleteAclsRequest): versions 0+."""

        __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'DeleteAclsRequest.DeleteAclsFilter'

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

def _mk_DeleteAclsRequest_DeleteAclsFilter() -> DeleteAclsRequest.DeleteAclsFilter:
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


def _enc_DeleteAclsRequest_v1(o: DeleteAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DeleteAclsRequest_v1(buf: _Buffer, pos: int) -> tuple[DeleteAclsRequest, int]:
    blen = len(buf)
    o = _new(DeleteAclsRequest)
    n12, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteAclsRequest.Filters')
    l13: list[DeleteAclsRequest.DeleteAclsFilter] = []
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


def _enc_DeleteAclsRequest_v2(o: DeleteAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DeleteAclsRequest_v2(buf: _Buffer, pos: int) -> tuple[DeleteAclsRequest, int]:
    blen = len(buf)
    o = _new(DeleteAclsRequest)
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsRequest.Filters')
    l37: list[DeleteAclsRequest.DeleteAclsFilter] = []
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
            uk47: list[tuple[int, bytes]] | None = None
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
        uk52: list[tuple[int, bytes]] | None = None
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


def _enc_DeleteAclsRequest_v3(o: DeleteAclsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DeleteAclsRequest_v3(buf: _Buffer, pos: int) -> tuple[DeleteAclsRequest, int]:
    blen = len(buf)
    o = _new(DeleteAclsRequest)
    n70 = buf[pos] - 1
    if 0 <= n70 < 127:
        pos += 1
    else:
        n70, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsRequest.Filters')
    l71: list[DeleteAclsRequest.DeleteAclsFilter] = []
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
            uk81: list[tuple[int, bytes]] | None = None
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
        uk86: list[tuple[int, bytes]] | None = None
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
    """DeleteAclsResponse (response): API key 31; versions 1-3; flexible in 2-3."""

    __slots__ = ('throttle_time_ms', 'filter_results', '_unknown_tags')
    NAME = 'DeleteAclsResponse'
    TYPE = 'response'
    API_KEY = 31
    VALID_VERSIONS = (1, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult]
    """Outcome of each filter, in request order.

    `FilterResults` ([]DeleteAclsFilterResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.filter_results = [] if filter_results is _EMPTY else filter_results
        self._unknown_tags = _unknown_tags

    class DeleteAclsFilterResult(_Message):
        """Outcome of each filter, in request order.

        DeleteAclsFilterResult (in DeleteAclsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'matching_acls', '_unknown_tags')
        NAME = 'DeleteAclsResponse.DeleteAclsFilterResult'

        error_code: int
        """Error code, 0 if the filter was applied.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        matching_acls: list[DeleteAclsResponse.DeleteAclsMatchingAcl]
        """ACLs the filter matched.

        `MatchingAcls` ([]DeleteAclsMatchingAcl): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = '',
            matching_acls: list[DeleteAclsResponse.DeleteAclsMatchingAcl] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.matching_acls = [] if matching_acls is _EMPTY else matching_acls
            self._unknown_tags = _unknown_tags

    class DeleteAclsMatchingAcl(_Message):
        """ACLs the filter matched.

        DeleteAclsMatchingAcl (in DeleteAclsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type', '_unknown_tags')
        NAME = 'DeleteAclsResponse.DeleteAclsMatchingAcl'

        error_code: int
        """Error deleting this ACL, 0 if it was deleted.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null if it was deleted.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        resource_type: int
        """Resource type.

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Resource name.

        `ResourceName` (string): versions 0+; default ''."""
        pattern_type: int
        """Resource pattern type.

        `PatternType` (int8): versions 1+; default 3."""
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
            error_code: int = 0,
            error_message: str | None = '',
            resource_type: int = 0,
            resource_name: str = '',
            pattern_type: int = 3,
            principal: str = '',
            host: str = '',
            operation: int = 0,
            permission_type: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_DeleteAclsResponse_DeleteAclsFilterResult() -> DeleteAclsResponse.DeleteAclsFilterResult:
    o = _new(_C_DeleteAclsResponse_DeleteAclsFilterResult)
    o.error_code = 0
    o.error_message = ''
    o.matching_acls = []
    o._unknown_tags = None
    return o

def _mk_DeleteAclsResponse_DeleteAclsMatchingAcl() -> DeleteAclsResponse.DeleteAclsMatchingAcl:
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


def _enc_DeleteAclsResponse_v1(o: DeleteAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DeleteAclsResponse_v1(buf: _Buffer, pos: int) -> tuple[DeleteAclsResponse, int]:
    blen = len(buf)
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n109, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteAclsResponse.FilterResults')
    l110: list[DeleteAclsResponse.DeleteAclsFilterResult] = []
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
        l116: list[DeleteAclsResponse.DeleteAclsMatchingAcl] = []
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


def _enc_DeleteAclsResponse_v2(o: DeleteAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DeleteAclsResponse_v2(buf: _Buffer, pos: int) -> tuple[DeleteAclsResponse, int]:
    blen = len(buf)
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n151 = buf[pos] - 1
    if 0 <= n151 < 127:
        pos += 1
    else:
        n151, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsResponse.FilterResults')
    l152: list[DeleteAclsResponse.DeleteAclsFilterResult] = []
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
        l158: list[DeleteAclsResponse.DeleteAclsMatchingAcl] = []
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
                uk170: list[tuple[int, bytes]] | None = None
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
            uk175: list[tuple[int, bytes]] | None = None
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
        uk180: list[tuple[int, bytes]] | None = None
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


def _enc_DeleteAclsResponse_v3(o: DeleteAclsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DeleteAclsResponse_v3(buf: _Buffer, pos: int) -> tuple[DeleteAclsResponse, int]:
    blen = len(buf)
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n208 = buf[pos] - 1
    if 0 <= n208 < 127:
        pos += 1
    else:
        n208, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteAclsResponse.FilterResults')
    l209: list[DeleteAclsResponse.DeleteAclsFilterResult] = []
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
        l215: list[DeleteAclsResponse.DeleteAclsMatchingAcl] = []
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
                uk227: list[tuple[int, bytes]] | None = None
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
            uk232: list[tuple[int, bytes]] | None = None
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
        uk237: list[tuple[int, bytes]] | None = None
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
    167: 'DeleteAclsRequest.Filters',
    168: 'DeleteAclsRequest.Filters',
    169: 'DeleteAclsRequest.Filters',
    170: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    171: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    172: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    173: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    174: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    175: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    176: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    177: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    178: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    179: 'DeleteAclsRequest.Filters.PrincipalFilter',
    180: 'DeleteAclsRequest.Filters.PrincipalFilter',
    181: 'DeleteAclsRequest.Filters.PrincipalFilter',
    182: 'DeleteAclsRequest.Filters.PrincipalFilter',
    183: 'DeleteAclsRequest.Filters.PrincipalFilter',
    184: 'DeleteAclsRequest.Filters.PrincipalFilter',
    185: 'DeleteAclsRequest.Filters.PrincipalFilter',
    186: 'DeleteAclsRequest.Filters.HostFilter',
    187: 'DeleteAclsRequest.Filters.HostFilter',
    188: 'DeleteAclsRequest.Filters.HostFilter',
    189: 'DeleteAclsRequest.Filters.HostFilter',
    190: 'DeleteAclsRequest.Filters.HostFilter',
    191: 'DeleteAclsRequest.Filters.HostFilter',
    192: 'DeleteAclsRequest.Filters.HostFilter',
    193: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    200: 'DeleteAclsRequest.Filters',
    205: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    207: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    212: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    215: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    216: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    218: 'DeleteAclsRequest.Filters.PrincipalFilter',
    223: 'DeleteAclsRequest.Filters.PrincipalFilter',
    226: 'DeleteAclsRequest.Filters.PrincipalFilter',
    227: 'DeleteAclsRequest.Filters.HostFilter',
    232: 'DeleteAclsRequest.Filters.HostFilter',
    235: 'DeleteAclsRequest.Filters.HostFilter',
    236: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    248: 'DeleteAclsRequest.Filters',
    249: 'DeleteAclsRequest.Filters',
    250: 'DeleteAclsRequest.Filters',
    251: 'DeleteAclsRequest.Filters',
    252: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    253: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    254: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    255: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    256: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    257: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    258: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    259: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    260: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    261: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    262: 'DeleteAclsRequest.Filters.PrincipalFilter',
    263: 'DeleteAclsRequest.Filters.PrincipalFilter',
    264: 'DeleteAclsRequest.Filters.PrincipalFilter',
    265: 'DeleteAclsRequest.Filters.PrincipalFilter',
    266: 'DeleteAclsRequest.Filters.PrincipalFilter',
    267: 'DeleteAclsRequest.Filters.PrincipalFilter',
    268: 'DeleteAclsRequest.Filters.PrincipalFilter',
    269: 'DeleteAclsRequest.Filters.PrincipalFilter',
    270: 'DeleteAclsRequest.Filters.HostFilter',
    271: 'DeleteAclsRequest.Filters.HostFilter',
    272: 'DeleteAclsRequest.Filters.HostFilter',
    273: 'DeleteAclsRequest.Filters.HostFilter',
    274: 'DeleteAclsRequest.Filters.HostFilter',
    275: 'DeleteAclsRequest.Filters.HostFilter',
    276: 'DeleteAclsRequest.Filters.HostFilter',
    277: 'DeleteAclsRequest.Filters.HostFilter',
    278: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    279: 'DeleteAclsRequest.Filters._unknown_tags',
    280: 'DeleteAclsRequest.Filters',
    283: 'DeleteAclsRequest.Filters._unknown_tags',
    284: 'DeleteAclsRequest._unknown_tags',
    285: 'DeleteAclsRequest',
    288: 'DeleteAclsRequest._unknown_tags',
    295: 'DeleteAclsRequest.Filters',
    299: 'DeleteAclsRequest.Filters',
    304: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    306: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    311: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    314: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    315: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    317: 'DeleteAclsRequest.Filters.PrincipalFilter',
    322: 'DeleteAclsRequest.Filters.PrincipalFilter',
    325: 'DeleteAclsRequest.Filters.PrincipalFilter',
    326: 'DeleteAclsRequest.Filters.HostFilter',
    331: 'DeleteAclsRequest.Filters.HostFilter',
    334: 'DeleteAclsRequest.Filters.HostFilter',
    335: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    337: 'DeleteAclsRequest.Filters._tagged_fields',
    341: 'DeleteAclsRequest.Filters._tagged_fields',
    346: 'DeleteAclsRequest.Filters._tagged_fields',
    347: 'DeleteAclsRequest.Filters._tagged_fields',
    358: 'DeleteAclsRequest._tagged_fields',
    362: 'DeleteAclsRequest._tagged_fields',
    367: 'DeleteAclsRequest._tagged_fields',
    368: 'DeleteAclsRequest._tagged_fields',
    383: 'DeleteAclsRequest.Filters',
    384: 'DeleteAclsRequest.Filters',
    385: 'DeleteAclsRequest.Filters',
    386: 'DeleteAclsRequest.Filters',
    387: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    388: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    389: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    390: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    391: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    392: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    393: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    394: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    395: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    396: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    397: 'DeleteAclsRequest.Filters.PrincipalFilter',
    398: 'DeleteAclsRequest.Filters.PrincipalFilter',
    399: 'DeleteAclsRequest.Filters.PrincipalFilter',
    400: 'DeleteAclsRequest.Filters.PrincipalFilter',
    401: 'DeleteAclsRequest.Filters.PrincipalFilter',
    402: 'DeleteAclsRequest.Filters.PrincipalFilter',
    403: 'DeleteAclsRequest.Filters.PrincipalFilter',
    404: 'DeleteAclsRequest.Filters.PrincipalFilter',
    405: 'DeleteAclsRequest.Filters.HostFilter',
    406: 'DeleteAclsRequest.Filters.HostFilter',
    407: 'DeleteAclsRequest.Filters.HostFilter',
    408: 'DeleteAclsRequest.Filters.HostFilter',
    409: 'DeleteAclsRequest.Filters.HostFilter',
    410: 'DeleteAclsRequest.Filters.HostFilter',
    411: 'DeleteAclsRequest.Filters.HostFilter',
    412: 'DeleteAclsRequest.Filters.HostFilter',
    413: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    414: 'DeleteAclsRequest.Filters._unknown_tags',
    415: 'DeleteAclsRequest.Filters',
    418: 'DeleteAclsRequest.Filters._unknown_tags',
    419: 'DeleteAclsRequest._unknown_tags',
    420: 'DeleteAclsRequest',
    423: 'DeleteAclsRequest._unknown_tags',
    430: 'DeleteAclsRequest.Filters',
    434: 'DeleteAclsRequest.Filters',
    439: 'DeleteAclsRequest.Filters.ResourceTypeFilter',
    441: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    446: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    449: 'DeleteAclsRequest.Filters.ResourceNameFilter',
    450: 'DeleteAclsRequest.Filters.PatternTypeFilter',
    452: 'DeleteAclsRequest.Filters.PrincipalFilter',
    457: 'DeleteAclsRequest.Filters.PrincipalFilter',
    460: 'DeleteAclsRequest.Filters.PrincipalFilter',
    461: 'DeleteAclsRequest.Filters.HostFilter',
    466: 'DeleteAclsRequest.Filters.HostFilter',
    469: 'DeleteAclsRequest.Filters.HostFilter',
    470: 'DeleteAclsRequest.Filters.Operation,PermissionType',
    472: 'DeleteAclsRequest.Filters._tagged_fields',
    476: 'DeleteAclsRequest.Filters._tagged_fields',
    481: 'DeleteAclsRequest.Filters._tagged_fields',
    482: 'DeleteAclsRequest.Filters._tagged_fields',
    493: 'DeleteAclsRequest._tagged_fields',
    497: 'DeleteAclsRequest._tagged_fields',
    502: 'DeleteAclsRequest._tagged_fields',
    503: 'DeleteAclsRequest._tagged_fields',
    711: 'DeleteAclsResponse.ThrottleTimeMs',
    712: 'DeleteAclsResponse.FilterResults',
    713: 'DeleteAclsResponse.FilterResults',
    714: 'DeleteAclsResponse.FilterResults',
    715: 'DeleteAclsResponse.FilterResults.ErrorCode',
    716: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    717: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    718: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    719: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    720: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    721: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    722: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    723: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    724: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    725: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    726: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    727: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    728: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    729: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    730: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    731: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    732: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    733: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    734: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    735: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    736: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    737: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    738: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    739: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    740: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    741: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    742: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    743: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    744: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    745: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    746: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    747: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    748: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    755: 'DeleteAclsResponse.ThrottleTimeMs',
    757: 'DeleteAclsResponse.FilterResults',
    762: 'DeleteAclsResponse.FilterResults.ErrorCode',
    764: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    769: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    772: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    773: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    778: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    780: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    785: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    788: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    789: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    791: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    796: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    799: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    800: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    802: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    807: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    810: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    811: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    816: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    819: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    820: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    835: 'DeleteAclsResponse.ThrottleTimeMs',
    836: 'DeleteAclsResponse.FilterResults',
    837: 'DeleteAclsResponse.FilterResults',
    838: 'DeleteAclsResponse.FilterResults',
    839: 'DeleteAclsResponse.FilterResults',
    840: 'DeleteAclsResponse.FilterResults.ErrorCode',
    841: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    842: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    843: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    844: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    845: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    846: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    847: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    848: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    849: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    850: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    851: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    852: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    853: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    854: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    855: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    856: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    857: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    858: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    859: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    860: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    861: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    862: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    863: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    864: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    865: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    866: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    867: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    868: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    869: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    870: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    871: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    872: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    873: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    874: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    875: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    876: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    877: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    878: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    879: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    880: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    881: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    884: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    885: 'DeleteAclsResponse.FilterResults._unknown_tags',
    886: 'DeleteAclsResponse.FilterResults',
    889: 'DeleteAclsResponse.FilterResults._unknown_tags',
    890: 'DeleteAclsResponse._unknown_tags',
    891: 'DeleteAclsResponse',
    894: 'DeleteAclsResponse._unknown_tags',
    901: 'DeleteAclsResponse.ThrottleTimeMs',
    903: 'DeleteAclsResponse.FilterResults',
    907: 'DeleteAclsResponse.FilterResults',
    912: 'DeleteAclsResponse.FilterResults.ErrorCode',
    914: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    919: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    922: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    923: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    927: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    932: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    934: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    939: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    942: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    943: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    945: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    950: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    953: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    954: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    956: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    961: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    964: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    965: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    970: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    973: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    974: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    976: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    980: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    985: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    986: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    997: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1001: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1006: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1007: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1018: 'DeleteAclsResponse._tagged_fields',
    1022: 'DeleteAclsResponse._tagged_fields',
    1027: 'DeleteAclsResponse._tagged_fields',
    1028: 'DeleteAclsResponse._tagged_fields',
    1043: 'DeleteAclsResponse.ThrottleTimeMs',
    1044: 'DeleteAclsResponse.FilterResults',
    1045: 'DeleteAclsResponse.FilterResults',
    1046: 'DeleteAclsResponse.FilterResults',
    1047: 'DeleteAclsResponse.FilterResults',
    1048: 'DeleteAclsResponse.FilterResults.ErrorCode',
    1049: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1050: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1051: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1052: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1053: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1054: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1055: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1056: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1057: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1058: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1059: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1060: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1061: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    1062: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1063: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1064: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1065: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1066: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1067: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1068: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1069: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1070: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    1071: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1072: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1073: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1074: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1075: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1076: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    1077: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1078: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1079: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1080: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1081: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1082: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1083: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1084: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1085: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1086: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1087: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    1088: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    1089: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1092: 'DeleteAclsResponse.FilterResults.MatchingAcls._unknown_tags',
    1093: 'DeleteAclsResponse.FilterResults._unknown_tags',
    1094: 'DeleteAclsResponse.FilterResults',
    1097: 'DeleteAclsResponse.FilterResults._unknown_tags',
    1098: 'DeleteAclsResponse._unknown_tags',
    1099: 'DeleteAclsResponse',
    1102: 'DeleteAclsResponse._unknown_tags',
    1109: 'DeleteAclsResponse.ThrottleTimeMs',
    1111: 'DeleteAclsResponse.FilterResults',
    1115: 'DeleteAclsResponse.FilterResults',
    1120: 'DeleteAclsResponse.FilterResults.ErrorCode',
    1122: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1127: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1130: 'DeleteAclsResponse.FilterResults.ErrorMessage',
    1131: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1135: 'DeleteAclsResponse.FilterResults.MatchingAcls',
    1140: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorCode',
    1142: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1147: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1150: 'DeleteAclsResponse.FilterResults.MatchingAcls.ErrorMessage',
    1151: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceType',
    1153: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1158: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1161: 'DeleteAclsResponse.FilterResults.MatchingAcls.ResourceName',
    1162: 'DeleteAclsResponse.FilterResults.MatchingAcls.PatternType',
    1164: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1169: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1172: 'DeleteAclsResponse.FilterResults.MatchingAcls.Principal',
    1173: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1178: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1181: 'DeleteAclsResponse.FilterResults.MatchingAcls.Host',
    1182: 'DeleteAclsResponse.FilterResults.MatchingAcls.Operation,PermissionType',
    1184: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1188: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1193: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1194: 'DeleteAclsResponse.FilterResults.MatchingAcls._tagged_fields',
    1205: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1209: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1214: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1215: 'DeleteAclsResponse.FilterResults._tagged_fields',
    1226: 'DeleteAclsResponse._tagged_fields',
    1230: 'DeleteAclsResponse._tagged_fields',
    1235: 'DeleteAclsResponse._tagged_fields',
    1236: 'DeleteAclsResponse._tagged_fields',
}
