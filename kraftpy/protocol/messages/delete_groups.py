# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteGroupsRequest.json, schemas/messages/DeleteGroupsResponse.json.
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

__all__ = ['DeleteGroupsRequest', 'DeleteGroupsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')


class DeleteGroupsRequest(_Message):
    """DeleteGroupsRequest (request): API key 42; versions 0-2; flexible in 2; listeners: broker."""

    __slots__ = ('groups_names', '_unknown_tags')
    NAME = 'DeleteGroupsRequest'
    TYPE = 'request'
    API_KEY = 42
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    groups_names: list[str]
    """Ids of the groups to delete.

    `GroupsNames` ([]string): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        groups_names: list[str] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.groups_names = [] if groups_names is _EMPTY else groups_names
        self._unknown_tags = _unknown_tags


DeleteGroupsRequest.FIELDS = (
    _FI('GroupsNames', 'groups_names', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_DeleteGroupsRequest_v0(o: DeleteGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.groups_names
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
    return b''.join(parts)


def _dec_DeleteGroupsRequest_v0(buf: _Buffer, pos: int) -> tuple[DeleteGroupsRequest, int]:
    blen = len(buf)
    o = _new(DeleteGroupsRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsRequest.GroupsNames')
    l7: list[str] = []
    ap8 = l7.append
    for _ in range(n6):
        n10, = _S_h.unpack_from(buf, pos)
        if n10 >= 0:
            x11 = pos + 2 + n10
            if x11 > blen:
                raise _bad_length(n10, 'DeleteGroupsRequest.GroupsNames', pos)
            v9 = str(buf[pos + 2:x11], 'utf-8')
            pos = x11
        else:
            v9, pos = _read_string(buf, pos, False, False, 'DeleteGroupsRequest.GroupsNames')
        ap8(v9)
    o.groups_names = l7
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsRequest_v1(o: DeleteGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l12 = o.groups_names
    a(_S_i.pack(len(l12)))
    for e13 in l12:
        s14 = e13
        b15 = s14.encode()
        a(_S_h.pack(len(b15)))
        a(b15)
    return b''.join(parts)


def _dec_DeleteGroupsRequest_v1(buf: _Buffer, pos: int) -> tuple[DeleteGroupsRequest, int]:
    blen = len(buf)
    o = _new(DeleteGroupsRequest)
    n17, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsRequest.GroupsNames')
    l18: list[str] = []
    ap19 = l18.append
    for _ in range(n17):
        n21, = _S_h.unpack_from(buf, pos)
        if n21 >= 0:
            x22 = pos + 2 + n21
            if x22 > blen:
                raise _bad_length(n21, 'DeleteGroupsRequest.GroupsNames', pos)
            v20 = str(buf[pos + 2:x22], 'utf-8')
            pos = x22
        else:
            v20, pos = _read_string(buf, pos, False, False, 'DeleteGroupsRequest.GroupsNames')
        ap19(v20)
    o.groups_names = l18
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsRequest_v2(o: DeleteGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l23 = o.groups_names
    n24 = len(l23) + 1
    a(_UV[n24] if n24 < 128 else _uv(n24))
    for e25 in l23:
        s26 = e25
        b27 = s26.encode()
        n28 = len(b27) + 1
        a(_UV[n28] if n28 < 128 else _uv(n28))
        a(b27)
    u29 = o._unknown_tags
    if u29 is None:
        a(_H0)
    else:
        _write_tags(a, None, u29)
    return b''.join(parts)


def _dec_DeleteGroupsRequest_v2(buf: _Buffer, pos: int) -> tuple[DeleteGroupsRequest, int]:
    blen = len(buf)
    o = _new(DeleteGroupsRequest)
    n30 = buf[pos] - 1
    if 0 <= n30 < 127:
        pos += 1
    else:
        n30, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteGroupsRequest.GroupsNames')
    l31: list[str] = []
    ap32 = l31.append
    for _ in range(n30):
        n34 = buf[pos] - 1
        if 0 <= n34 < 127:
            x35 = pos + 1 + n34
            if x35 > blen:
                raise _bad_length(n34, 'DeleteGroupsRequest.GroupsNames', pos)
            v33 = str(buf[pos + 1:x35], 'utf-8')
            pos = x35
        else:
            v33, pos = _read_string(buf, pos, True, False, 'DeleteGroupsRequest.GroupsNames')
        ap32(v33)
    o.groups_names = l31
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt36, pos = _ruv(buf, pos)
        if nt36 * 2 > blen - pos:
            raise _array_too_long(nt36, 'DeleteGroupsRequest._tagged_fields', pos)
        uk37: list[tuple[int, bytes]] | None = None
        for _ in range(nt36):
            tg38, pos = _ruv(buf, pos)
            sz39, pos = _ruv(buf, pos)
            x40 = pos + sz39
            if x40 > blen:
                raise _bad_length(sz39, 'DeleteGroupsRequest._tagged_fields', pos)
            if uk37 is None:
                uk37 = []
            uk37.append((tg38, bytes(buf[pos:x40])))
            pos = x40
        o._unknown_tags = uk37
    return o, pos


DeleteGroupsRequest._ENC = {0: _enc_DeleteGroupsRequest_v0, 1: _enc_DeleteGroupsRequest_v1, 2: _enc_DeleteGroupsRequest_v2}
DeleteGroupsRequest._DEC = {0: _dec_DeleteGroupsRequest_v0, 1: _dec_DeleteGroupsRequest_v1, 2: _dec_DeleteGroupsRequest_v2}


class DeleteGroupsResponse(_Message):
    """DeleteGroupsResponse (response): API key 42; versions 0-2; flexible in 2."""

    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'DeleteGroupsResponse'
    TYPE = 'response'
    API_KEY = 42
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    results: list[DeleteGroupsResponse.DeletableGroupResult]
    """One result per group.

    `Results` ([]DeletableGroupResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        results: list[DeleteGroupsResponse.DeletableGroupResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class DeletableGroupResult(_Message):
        """One result per group.

        DeletableGroupResult (in DeleteGroupsResponse): versions 0+."""

        __slots__ = ('group_id', 'error_code', '_unknown_tags')
        NAME = 'DeleteGroupsResponse.DeletableGroupResult'

        group_id: str
        """Group id.

        `GroupId` (string): versions 0+; default ''."""
        error_code: int
        """Error code for this group, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            group_id: str = '',
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.group_id = group_id
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_DeleteGroupsResponse_DeletableGroupResult = DeleteGroupsResponse.DeletableGroupResult
DeleteGroupsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Results', 'results', '[]DeletableGroupResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteGroupsResponse_DeletableGroupResult),
)
_C_DeleteGroupsResponse_DeletableGroupResult.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteGroupsResponse_DeletableGroupResult = _C_DeleteGroupsResponse_DeletableGroupResult()

def _mk_DeleteGroupsResponse_DeletableGroupResult() -> DeleteGroupsResponse.DeletableGroupResult:
    o = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
    o.group_id = ''
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_DeleteGroupsResponse_v0(o: DeleteGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l41 = o.results
    a(_S_i.pack(len(l41)))
    for e42 in l41:
        s43 = e42.group_id
        b44 = s43.encode()
        a(_S_h.pack(len(b44)))
        a(b44)
        a(_S_h.pack(e42.error_code))
    return b''.join(parts)


def _dec_DeleteGroupsResponse_v0(buf: _Buffer, pos: int) -> tuple[DeleteGroupsResponse, int]:
    blen = len(buf)
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n46, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsResponse.Results')
    l47: list[DeleteGroupsResponse.DeletableGroupResult] = []
    ap48 = l47.append
    for _ in range(n46):
        t49 = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
        n50, = _S_h.unpack_from(buf, pos)
        if n50 >= 0:
            x51 = pos + 2 + n50
            if x51 > blen:
                raise _bad_length(n50, 'DeleteGroupsResponse.Results.GroupId', pos)
            t49.group_id = str(buf[pos + 2:x51], 'utf-8')
            pos = x51
        else:
            t49.group_id, pos = _read_string(buf, pos, False, False, 'DeleteGroupsResponse.Results.GroupId')
        t49.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t49._unknown_tags = None
        ap48(t49)
    o.results = l47
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsResponse_v1(o: DeleteGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l52 = o.results
    a(_S_i.pack(len(l52)))
    for e53 in l52:
        s54 = e53.group_id
        b55 = s54.encode()
        a(_S_h.pack(len(b55)))
        a(b55)
        a(_S_h.pack(e53.error_code))
    return b''.join(parts)


def _dec_DeleteGroupsResponse_v1(buf: _Buffer, pos: int) -> tuple[DeleteGroupsResponse, int]:
    blen = len(buf)
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n57, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsResponse.Results')
    l58: list[DeleteGroupsResponse.DeletableGroupResult] = []
    ap59 = l58.append
    for _ in range(n57):
        t60 = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
        n61, = _S_h.unpack_from(buf, pos)
        if n61 >= 0:
            x62 = pos + 2 + n61
            if x62 > blen:
                raise _bad_length(n61, 'DeleteGroupsResponse.Results.GroupId', pos)
            t60.group_id = str(buf[pos + 2:x62], 'utf-8')
            pos = x62
        else:
            t60.group_id, pos = _read_string(buf, pos, False, False, 'DeleteGroupsResponse.Results.GroupId')
        t60.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t60._unknown_tags = None
        ap59(t60)
    o.results = l58
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsResponse_v2(o: DeleteGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l63 = o.results
    n64 = len(l63) + 1
    a(_UV[n64] if n64 < 128 else _uv(n64))
    for e65 in l63:
        s66 = e65.group_id
        b67 = s66.encode()
        n68 = len(b67) + 1
        a(_UV[n68] if n68 < 128 else _uv(n68))
        a(b67)
        a(_S_h.pack(e65.error_code))
        u69 = e65._unknown_tags
        if u69 is None:
            a(_H0)
        else:
            _write_tags(a, None, u69)
    u70 = o._unknown_tags
    if u70 is None:
        a(_H0)
    else:
        _write_tags(a, None, u70)
    return b''.join(parts)


def _dec_DeleteGroupsResponse_v2(buf: _Buffer, pos: int) -> tuple[DeleteGroupsResponse, int]:
    blen = len(buf)
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n71 = buf[pos] - 1
    if 0 <= n71 < 127:
        pos += 1
    else:
        n71, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteGroupsResponse.Results')
    l72: list[DeleteGroupsResponse.DeletableGroupResult] = []
    ap73 = l72.append
    for _ in range(n71):
        t74 = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
        n75 = buf[pos] - 1
        if 0 <= n75 < 127:
            x76 = pos + 1 + n75
            if x76 > blen:
                raise _bad_length(n75, 'DeleteGroupsResponse.Results.GroupId', pos)
            t74.group_id = str(buf[pos + 1:x76], 'utf-8')
            pos = x76
        else:
            t74.group_id, pos = _read_string(buf, pos, True, False, 'DeleteGroupsResponse.Results.GroupId')
        t74.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t74._unknown_tags = None
        else:
            nt77, pos = _ruv(buf, pos)
            if nt77 * 2 > blen - pos:
                raise _array_too_long(nt77, 'DeleteGroupsResponse.Results._tagged_fields', pos)
            uk78: list[tuple[int, bytes]] | None = None
            for _ in range(nt77):
                tg79, pos = _ruv(buf, pos)
                sz80, pos = _ruv(buf, pos)
                x81 = pos + sz80
                if x81 > blen:
                    raise _bad_length(sz80, 'DeleteGroupsResponse.Results._tagged_fields', pos)
                if uk78 is None:
                    uk78 = []
                uk78.append((tg79, bytes(buf[pos:x81])))
                pos = x81
            t74._unknown_tags = uk78
        ap73(t74)
    o.results = l72
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt82, pos = _ruv(buf, pos)
        if nt82 * 2 > blen - pos:
            raise _array_too_long(nt82, 'DeleteGroupsResponse._tagged_fields', pos)
        uk83: list[tuple[int, bytes]] | None = None
        for _ in range(nt82):
            tg84, pos = _ruv(buf, pos)
            sz85, pos = _ruv(buf, pos)
            x86 = pos + sz85
            if x86 > blen:
                raise _bad_length(sz85, 'DeleteGroupsResponse._tagged_fields', pos)
            if uk83 is None:
                uk83 = []
            uk83.append((tg84, bytes(buf[pos:x86])))
            pos = x86
        o._unknown_tags = uk83
    return o, pos


DeleteGroupsResponse._ENC = {0: _enc_DeleteGroupsResponse_v0, 1: _enc_DeleteGroupsResponse_v1, 2: _enc_DeleteGroupsResponse_v2}
DeleteGroupsResponse._DEC = {0: _dec_DeleteGroupsResponse_v0, 1: _dec_DeleteGroupsResponse_v1, 2: _dec_DeleteGroupsResponse_v2}


_LINES = {
    82: 'DeleteGroupsRequest.GroupsNames',
    83: 'DeleteGroupsRequest.GroupsNames',
    84: 'DeleteGroupsRequest.GroupsNames',
    85: 'DeleteGroupsRequest.GroupsNames',
    86: 'DeleteGroupsRequest.GroupsNames',
    87: 'DeleteGroupsRequest.GroupsNames',
    88: 'DeleteGroupsRequest.GroupsNames',
    95: 'DeleteGroupsRequest.GroupsNames',
    99: 'DeleteGroupsRequest.GroupsNames',
    104: 'DeleteGroupsRequest.GroupsNames',
    107: 'DeleteGroupsRequest.GroupsNames',
    117: 'DeleteGroupsRequest.GroupsNames',
    118: 'DeleteGroupsRequest.GroupsNames',
    119: 'DeleteGroupsRequest.GroupsNames',
    120: 'DeleteGroupsRequest.GroupsNames',
    121: 'DeleteGroupsRequest.GroupsNames',
    122: 'DeleteGroupsRequest.GroupsNames',
    123: 'DeleteGroupsRequest.GroupsNames',
    130: 'DeleteGroupsRequest.GroupsNames',
    134: 'DeleteGroupsRequest.GroupsNames',
    139: 'DeleteGroupsRequest.GroupsNames',
    142: 'DeleteGroupsRequest.GroupsNames',
    152: 'DeleteGroupsRequest.GroupsNames',
    153: 'DeleteGroupsRequest.GroupsNames',
    154: 'DeleteGroupsRequest.GroupsNames',
    155: 'DeleteGroupsRequest.GroupsNames',
    156: 'DeleteGroupsRequest.GroupsNames',
    157: 'DeleteGroupsRequest.GroupsNames',
    158: 'DeleteGroupsRequest.GroupsNames',
    159: 'DeleteGroupsRequest.GroupsNames',
    160: 'DeleteGroupsRequest.GroupsNames',
    161: 'DeleteGroupsRequest._unknown_tags',
    162: 'DeleteGroupsRequest',
    165: 'DeleteGroupsRequest._unknown_tags',
    172: 'DeleteGroupsRequest.GroupsNames',
    176: 'DeleteGroupsRequest.GroupsNames',
    180: 'DeleteGroupsRequest.GroupsNames',
    185: 'DeleteGroupsRequest.GroupsNames',
    188: 'DeleteGroupsRequest.GroupsNames',
    191: 'DeleteGroupsRequest._tagged_fields',
    195: 'DeleteGroupsRequest._tagged_fields',
    200: 'DeleteGroupsRequest._tagged_fields',
    201: 'DeleteGroupsRequest._tagged_fields',
    302: 'DeleteGroupsResponse.ThrottleTimeMs',
    303: 'DeleteGroupsResponse.Results',
    304: 'DeleteGroupsResponse.Results',
    305: 'DeleteGroupsResponse.Results',
    306: 'DeleteGroupsResponse.Results.GroupId',
    307: 'DeleteGroupsResponse.Results.GroupId',
    308: 'DeleteGroupsResponse.Results.GroupId',
    309: 'DeleteGroupsResponse.Results.GroupId',
    310: 'DeleteGroupsResponse.Results.ErrorCode',
    317: 'DeleteGroupsResponse.ThrottleTimeMs',
    319: 'DeleteGroupsResponse.Results',
    324: 'DeleteGroupsResponse.Results.GroupId',
    329: 'DeleteGroupsResponse.Results.GroupId',
    332: 'DeleteGroupsResponse.Results.GroupId',
    333: 'DeleteGroupsResponse.Results.ErrorCode',
    345: 'DeleteGroupsResponse.ThrottleTimeMs',
    346: 'DeleteGroupsResponse.Results',
    347: 'DeleteGroupsResponse.Results',
    348: 'DeleteGroupsResponse.Results',
    349: 'DeleteGroupsResponse.Results.GroupId',
    350: 'DeleteGroupsResponse.Results.GroupId',
    351: 'DeleteGroupsResponse.Results.GroupId',
    352: 'DeleteGroupsResponse.Results.GroupId',
    353: 'DeleteGroupsResponse.Results.ErrorCode',
    360: 'DeleteGroupsResponse.ThrottleTimeMs',
    362: 'DeleteGroupsResponse.Results',
    367: 'DeleteGroupsResponse.Results.GroupId',
    372: 'DeleteGroupsResponse.Results.GroupId',
    375: 'DeleteGroupsResponse.Results.GroupId',
    376: 'DeleteGroupsResponse.Results.ErrorCode',
    388: 'DeleteGroupsResponse.ThrottleTimeMs',
    389: 'DeleteGroupsResponse.Results',
    390: 'DeleteGroupsResponse.Results',
    391: 'DeleteGroupsResponse.Results',
    392: 'DeleteGroupsResponse.Results',
    393: 'DeleteGroupsResponse.Results.GroupId',
    394: 'DeleteGroupsResponse.Results.GroupId',
    395: 'DeleteGroupsResponse.Results.GroupId',
    396: 'DeleteGroupsResponse.Results.GroupId',
    397: 'DeleteGroupsResponse.Results.GroupId',
    398: 'DeleteGroupsResponse.Results.ErrorCode',
    399: 'DeleteGroupsResponse.Results._unknown_tags',
    400: 'DeleteGroupsResponse.Results',
    403: 'DeleteGroupsResponse.Results._unknown_tags',
    404: 'DeleteGroupsResponse._unknown_tags',
    405: 'DeleteGroupsResponse',
    408: 'DeleteGroupsResponse._unknown_tags',
    415: 'DeleteGroupsResponse.ThrottleTimeMs',
    417: 'DeleteGroupsResponse.Results',
    421: 'DeleteGroupsResponse.Results',
    426: 'DeleteGroupsResponse.Results.GroupId',
    431: 'DeleteGroupsResponse.Results.GroupId',
    434: 'DeleteGroupsResponse.Results.GroupId',
    435: 'DeleteGroupsResponse.Results.ErrorCode',
    437: 'DeleteGroupsResponse.Results._tagged_fields',
    441: 'DeleteGroupsResponse.Results._tagged_fields',
    446: 'DeleteGroupsResponse.Results._tagged_fields',
    447: 'DeleteGroupsResponse.Results._tagged_fields',
    458: 'DeleteGroupsResponse._tagged_fields',
    462: 'DeleteGroupsResponse._tagged_fields',
    467: 'DeleteGroupsResponse._tagged_fields',
    468: 'DeleteGroupsResponse._tagged_fields',
}
