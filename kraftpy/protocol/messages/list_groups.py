# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ListGroupsRequest.json, schemas/messages/ListGroupsResponse.json.
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

__all__ = ['ListGroupsRequest', 'ListGroupsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class ListGroupsRequest(_Message):
    """ListGroupsRequest (request): API key 16; versions 0-5; flexible in 3-5; listeners: broker."""

    __slots__ = ('states_filter', 'types_filter', '_unknown_tags')
    NAME = 'ListGroupsRequest'
    TYPE = 'request'
    API_KEY = 16
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    states_filter: list[str]
    """Only list groups in these states; empty means any state.

    `StatesFilter` ([]string): versions 4+; default []."""
    types_filter: list[str]
    """Only list groups of these types; empty means any type.

    `TypesFilter` ([]string): versions 5+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        states_filter: list[str] = _EMPTY,
        types_filter: list[str] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.states_filter = [] if states_filter is _EMPTY else states_filter
        self.types_filter = [] if types_filter is _EMPTY else types_filter
        self._unknown_tags = _unknown_tags


ListGroupsRequest.FIELDS = (
    _FI('StatesFilter', 'states_filter', '[]string', (4, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('TypesFilter', 'types_filter', '[]string', (5, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_ListGroupsRequest_v0(o: ListGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.states_filter:
        raise _unsupported_field('ListGroupsRequest', 'StatesFilter', 0)
    if o.types_filter:
        raise _unsupported_field('ListGroupsRequest', 'TypesFilter', 0)
    return b''.join(parts)


def _dec_ListGroupsRequest_v0(buf: _Buffer, pos: int) -> tuple[ListGroupsRequest, int]:
    blen = len(buf)
    o = _new(ListGroupsRequest)
    o.states_filter = []
    o.types_filter = []
    o._unknown_tags = None
    return o, pos


def _enc_ListGroupsRequest_v1(o: ListGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.states_filter:
        raise _unsupported_field('ListGroupsRequest', 'StatesFilter', 1)
    if o.types_filter:
        raise _unsupported_field('ListGroupsRequest', 'TypesFilter', 1)
    return b''.join(parts)


def _dec_ListGroupsRequest_v1(buf: _Buffer, pos: int) -> tuple[ListGroupsRequest, int]:
    blen = len(buf)
    o = _new(ListGroupsRequest)
    o.states_filter = []
    o.types_filter = []
    o._unknown_tags = None
    return o, pos


def _enc_ListGroupsRequest_v2(o: ListGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.states_filter:
        raise _unsupported_field('ListGroupsRequest', 'StatesFilter', 2)
    if o.types_filter:
        raise _unsupported_field('ListGroupsRequest', 'TypesFilter', 2)
    return b''.join(parts)


def _dec_ListGroupsRequest_v2(buf: _Buffer, pos: int) -> tuple[ListGroupsRequest, int]:
    blen = len(buf)
    o = _new(ListGroupsRequest)
    o.states_filter = []
    o.types_filter = []
    o._unknown_tags = None
    return o, pos


def _enc_ListGroupsRequest_v3(o: ListGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.states_filter:
        raise _unsupported_field('ListGroupsRequest', 'StatesFilter', 3)
    if o.types_filter:
        raise _unsupported_field('ListGroupsRequest', 'TypesFilter', 3)
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_ListGroupsRequest_v3(buf: _Buffer, pos: int) -> tuple[ListGroupsRequest, int]:
    blen = len(buf)
    o = _new(ListGroupsRequest)
    o.states_filter = []
    o.types_filter = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt2, pos = _ruv(buf, pos)
        if nt2 * 2 > blen - pos:
            raise _array_too_long(nt2, 'ListGroupsRequest._tagged_fields', pos)
        uk3: list[tuple[int, bytes]] | None = None
        for _ in range(nt2):
            tg4, pos = _ruv(buf, pos)
            sz5, pos = _ruv(buf, pos)
            x6 = pos + sz5
            if x6 > blen:
                raise _bad_length(sz5, 'ListGroupsRequest._tagged_fields', pos)
            if uk3 is None:
                uk3 = []
            uk3.append((tg4, bytes(buf[pos:x6])))
            pos = x6
        o._unknown_tags = uk3
    return o, pos


def _enc_ListGroupsRequest_v4(o: ListGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l7 = o.states_filter
    n8 = len(l7) + 1
    a(_UV[n8] if n8 < 128 else _uv(n8))
    for e9 in l7:
        s10 = e9
        b11 = s10.encode()
        n12 = len(b11) + 1
        a(_UV[n12] if n12 < 128 else _uv(n12))
        a(b11)
    if o.types_filter:
        raise _unsupported_field('ListGroupsRequest', 'TypesFilter', 4)
    u13 = o._unknown_tags
    if u13 is None:
        a(_H0)
    else:
        _write_tags(a, None, u13)
    return b''.join(parts)


def _dec_ListGroupsRequest_v4(buf: _Buffer, pos: int) -> tuple[ListGroupsRequest, int]:
    blen = len(buf)
    o = _new(ListGroupsRequest)
    n14 = buf[pos] - 1
    if 0 <= n14 < 127:
        pos += 1
    else:
        n14, pos = _read_array_len(buf, pos, True, False, 1, 'ListGroupsRequest.StatesFilter')
    l15: list[str] = []
    ap16 = l15.append
    for _ in range(n14):
        n18 = buf[pos] - 1
        if 0 <= n18 < 127:
            x19 = pos + 1 + n18
            if x19 > blen:
                raise _bad_length(n18, 'ListGroupsRequest.StatesFilter', pos)
            v17 = str(buf[pos + 1:x19], 'utf-8')
            pos = x19
        else:
            v17, pos = _read_string(buf, pos, True, False, 'ListGroupsRequest.StatesFilter')
        ap16(v17)
    o.states_filter = l15
    o.types_filter = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt20, pos = _ruv(buf, pos)
        if nt20 * 2 > blen - pos:
            raise _array_too_long(nt20, 'ListGroupsRequest._tagged_fields', pos)
        uk21: list[tuple[int, bytes]] | None = None
        for _ in range(nt20):
            tg22, pos = _ruv(buf, pos)
            sz23, pos = _ruv(buf, pos)
            x24 = pos + sz23
            if x24 > blen:
                raise _bad_length(sz23, 'ListGroupsRequest._tagged_fields', pos)
            if uk21 is None:
                uk21 = []
            uk21.append((tg22, bytes(buf[pos:x24])))
            pos = x24
        o._unknown_tags = uk21
    return o, pos


def _enc_ListGroupsRequest_v5(o: ListGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l25 = o.states_filter
    n26 = len(l25) + 1
    a(_UV[n26] if n26 < 128 else _uv(n26))
    for e27 in l25:
        s28 = e27
        b29 = s28.encode()
        n30 = len(b29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        a(b29)
    l31 = o.types_filter
    n32 = len(l31) + 1
    a(_UV[n32] if n32 < 128 else _uv(n32))
    for e33 in l31:
        s34 = e33
        b35 = s34.encode()
        n36 = len(b35) + 1
        a(_UV[n36] if n36 < 128 else _uv(n36))
        a(b35)
    u37 = o._unknown_tags
    if u37 is None:
        a(_H0)
    else:
        _write_tags(a, None, u37)
    return b''.join(parts)


def _dec_ListGroupsRequest_v5(buf: _Buffer, pos: int) -> tuple[ListGroupsRequest, int]:
    blen = len(buf)
    o = _new(ListGroupsRequest)
    n38 = buf[pos] - 1
    if 0 <= n38 < 127:
        pos += 1
    else:
        n38, pos = _read_array_len(buf, pos, True, False, 1, 'ListGroupsRequest.StatesFilter')
    l39: list[str] = []
    ap40 = l39.append
    for _ in range(n38):
        n42 = buf[pos] - 1
        if 0 <= n42 < 127:
            x43 = pos + 1 + n42
            if x43 > blen:
                raise _bad_length(n42, 'ListGroupsRequest.StatesFilter', pos)
            v41 = str(buf[pos + 1:x43], 'utf-8')
            pos = x43
        else:
            v41, pos = _read_string(buf, pos, True, False, 'ListGroupsRequest.StatesFilter')
        ap40(v41)
    o.states_filter = l39
    n44 = buf[pos] - 1
    if 0 <= n44 < 127:
        pos += 1
    else:
        n44, pos = _read_array_len(buf, pos, True, False, 1, 'ListGroupsRequest.TypesFilter')
    l45: list[str] = []
    ap46 = l45.append
    for _ in range(n44):
        n48 = buf[pos] - 1
        if 0 <= n48 < 127:
            x49 = pos + 1 + n48
            if x49 > blen:
                raise _bad_length(n48, 'ListGroupsRequest.TypesFilter', pos)
            v47 = str(buf[pos + 1:x49], 'utf-8')
            pos = x49
        else:
            v47, pos = _read_string(buf, pos, True, False, 'ListGroupsRequest.TypesFilter')
        ap46(v47)
    o.types_filter = l45
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt50, pos = _ruv(buf, pos)
        if nt50 * 2 > blen - pos:
            raise _array_too_long(nt50, 'ListGroupsRequest._tagged_fields', pos)
        uk51: list[tuple[int, bytes]] | None = None
        for _ in range(nt50):
            tg52, pos = _ruv(buf, pos)
            sz53, pos = _ruv(buf, pos)
            x54 = pos + sz53
            if x54 > blen:
                raise _bad_length(sz53, 'ListGroupsRequest._tagged_fields', pos)
            if uk51 is None:
                uk51 = []
            uk51.append((tg52, bytes(buf[pos:x54])))
            pos = x54
        o._unknown_tags = uk51
    return o, pos


ListGroupsRequest._ENC = {0: _enc_ListGroupsRequest_v0, 1: _enc_ListGroupsRequest_v1, 2: _enc_ListGroupsRequest_v2, 3: _enc_ListGroupsRequest_v3, 4: _enc_ListGroupsRequest_v4, 5: _enc_ListGroupsRequest_v5}
ListGroupsRequest._DEC = {0: _dec_ListGroupsRequest_v0, 1: _dec_ListGroupsRequest_v1, 2: _dec_ListGroupsRequest_v2, 3: _dec_ListGroupsRequest_v3, 4: _dec_ListGroupsRequest_v4, 5: _dec_ListGroupsRequest_v5}


class ListGroupsResponse(_Message):
    """ListGroupsResponse (response): API key 16; versions 0-5; flexible in 3-5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'groups', '_unknown_tags')
    NAME = 'ListGroupsResponse'
    TYPE = 'response'
    API_KEY = 16
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    groups: list[ListGroupsResponse.ListedGroup]
    """Groups found.

    `Groups` ([]ListedGroup): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        groups: list[ListGroupsResponse.ListedGroup] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class ListedGroup(_Message):
        """Groups found.

        ListedGroup (in ListGroupsResponse): versions 0+."""

        __slots__ = ('group_id', 'protocol_type', 'group_state', 'group_type', '_unknown_tags')
        NAME = 'ListGroupsResponse.ListedGroup'

        group_id: str
        """Group id.

        `GroupId` (string): versions 0+; default ''."""
        protocol_type: str
        """Protocol type of the group (e.g. "consumer"), or empty.

        `ProtocolType` (string): versions 0+; default ''."""
        group_state: str
        """State of the group.

        `GroupState` (string): versions 4+; default ''; ignorable."""
        group_type: str
        """Type of the group (classic, consumer, share, ...).

        `GroupType` (string): versions 5+; default ''; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            group_id: str = '',
            protocol_type: str = '',
            group_state: str = '',
            group_type: str = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.group_id = group_id
            self.protocol_type = protocol_type
            self.group_state = group_state
            self.group_type = group_type
            self._unknown_tags = _unknown_tags


_C_ListGroupsResponse_ListedGroup = ListGroupsResponse.ListedGroup
ListGroupsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Groups', 'groups', '[]ListedGroup', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListGroupsResponse_ListedGroup),
)
_C_ListGroupsResponse_ListedGroup.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProtocolType', 'protocol_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupState', 'group_state', 'string', (4, 32767), (1, 0), (1, 0), None, '', True, None),
    _FI('GroupType', 'group_type', 'string', (5, 32767), (1, 0), (1, 0), None, '', True, None),
)
_DEF_ListGroupsResponse_ListedGroup = _C_ListGroupsResponse_ListedGroup()

def _mk_ListGroupsResponse_ListedGroup() -> ListGroupsResponse.ListedGroup:
    o = _new(_C_ListGroupsResponse_ListedGroup)
    o.group_id = ''
    o.protocol_type = ''
    o.group_state = ''
    o.group_type = ''
    o._unknown_tags = None
    return o


def _enc_ListGroupsResponse_v0(o: ListGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l55 = o.groups
    a(_S_i.pack(len(l55)))
    for e56 in l55:
        s57 = e56.group_id
        b58 = s57.encode()
        a(_S_h.pack(len(b58)))
        a(b58)
        s60 = e56.protocol_type
        b61 = s60.encode()
        a(_S_h.pack(len(b61)))
        a(b61)
    return b''.join(parts)


def _dec_ListGroupsResponse_v0(buf: _Buffer, pos: int) -> tuple[ListGroupsResponse, int]:
    blen = len(buf)
    o = _new(ListGroupsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n63, pos = _read_array_len(buf, pos, False, False, 1, 'ListGroupsResponse.Groups')
    l64: list[ListGroupsResponse.ListedGroup] = []
    ap65 = l64.append
    for _ in range(n63):
        t66 = _new(_C_ListGroupsResponse_ListedGroup)
        n67, = _S_h.unpack_from(buf, pos)
        if n67 >= 0:
            x68 = pos + 2 + n67
            if x68 > blen:
                raise _bad_length(n67, 'ListGroupsResponse.Groups.GroupId', pos)
            t66.group_id = str(buf[pos + 2:x68], 'utf-8')
            pos = x68
        else:
            t66.group_id, pos = _read_string(buf, pos, False, False, 'ListGroupsResponse.Groups.GroupId')
        n69, = _S_h.unpack_from(buf, pos)
        if n69 >= 0:
            x70 = pos + 2 + n69
            if x70 > blen:
                raise _bad_length(n69, 'ListGroupsResponse.Groups.ProtocolType', pos)
            t66.protocol_type = str(buf[pos + 2:x70], 'utf-8')
            pos = x70
        else:
            t66.protocol_type, pos = _read_string(buf, pos, False, False, 'ListGroupsResponse.Groups.ProtocolType')
        t66.group_state = ''
        t66.group_type = ''
        t66._unknown_tags = None
        ap65(t66)
    o.groups = l64
    o.throttle_time_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListGroupsResponse_v1(o: ListGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l71 = o.groups
    a(_S_i.pack(len(l71)))
    for e72 in l71:
        s73 = e72.group_id
        b74 = s73.encode()
        a(_S_h.pack(len(b74)))
        a(b74)
        s76 = e72.protocol_type
        b77 = s76.encode()
        a(_S_h.pack(len(b77)))
        a(b77)
    return b''.join(parts)


def _dec_ListGroupsResponse_v1(buf: _Buffer, pos: int) -> tuple[ListGroupsResponse, int]:
    blen = len(buf)
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n79, pos = _read_array_len(buf, pos, False, False, 1, 'ListGroupsResponse.Groups')
    l80: list[ListGroupsResponse.ListedGroup] = []
    ap81 = l80.append
    for _ in range(n79):
        t82 = _new(_C_ListGroupsResponse_ListedGroup)
        n83, = _S_h.unpack_from(buf, pos)
        if n83 >= 0:
            x84 = pos + 2 + n83
            if x84 > blen:
                raise _bad_length(n83, 'ListGroupsResponse.Groups.GroupId', pos)
            t82.group_id = str(buf[pos + 2:x84], 'utf-8')
            pos = x84
        else:
            t82.group_id, pos = _read_string(buf, pos, False, False, 'ListGroupsResponse.Groups.GroupId')
        n85, = _S_h.unpack_from(buf, pos)
        if n85 >= 0:
            x86 = pos + 2 + n85
            if x86 > blen:
                raise _bad_length(n85, 'ListGroupsResponse.Groups.ProtocolType', pos)
            t82.protocol_type = str(buf[pos + 2:x86], 'utf-8')
            pos = x86
        else:
            t82.protocol_type, pos = _read_string(buf, pos, False, False, 'ListGroupsResponse.Groups.ProtocolType')
        t82.group_state = ''
        t82.group_type = ''
        t82._unknown_tags = None
        ap81(t82)
    o.groups = l80
    o._unknown_tags = None
    return o, pos


def _enc_ListGroupsResponse_v2(o: ListGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l87 = o.groups
    a(_S_i.pack(len(l87)))
    for e88 in l87:
        s89 = e88.group_id
        b90 = s89.encode()
        a(_S_h.pack(len(b90)))
        a(b90)
        s92 = e88.protocol_type
        b93 = s92.encode()
        a(_S_h.pack(len(b93)))
        a(b93)
    return b''.join(parts)


def _dec_ListGroupsResponse_v2(buf: _Buffer, pos: int) -> tuple[ListGroupsResponse, int]:
    blen = len(buf)
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n95, pos = _read_array_len(buf, pos, False, False, 1, 'ListGroupsResponse.Groups')
    l96: list[ListGroupsResponse.ListedGroup] = []
    ap97 = l96.append
    for _ in range(n95):
        t98 = _new(_C_ListGroupsResponse_ListedGroup)
        n99, = _S_h.unpack_from(buf, pos)
        if n99 >= 0:
            x100 = pos + 2 + n99
            if x100 > blen:
                raise _bad_length(n99, 'ListGroupsResponse.Groups.GroupId', pos)
            t98.group_id = str(buf[pos + 2:x100], 'utf-8')
            pos = x100
        else:
            t98.group_id, pos = _read_string(buf, pos, False, False, 'ListGroupsResponse.Groups.GroupId')
        n101, = _S_h.unpack_from(buf, pos)
        if n101 >= 0:
            x102 = pos + 2 + n101
            if x102 > blen:
                raise _bad_length(n101, 'ListGroupsResponse.Groups.ProtocolType', pos)
            t98.protocol_type = str(buf[pos + 2:x102], 'utf-8')
            pos = x102
        else:
            t98.protocol_type, pos = _read_string(buf, pos, False, False, 'ListGroupsResponse.Groups.ProtocolType')
        t98.group_state = ''
        t98.group_type = ''
        t98._unknown_tags = None
        ap97(t98)
    o.groups = l96
    o._unknown_tags = None
    return o, pos


def _enc_ListGroupsResponse_v3(o: ListGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l103 = o.groups
    n104 = len(l103) + 1
    a(_UV[n104] if n104 < 128 else _uv(n104))
    for e105 in l103:
        s106 = e105.group_id
        b107 = s106.encode()
        n108 = len(b107) + 1
        a(_UV[n108] if n108 < 128 else _uv(n108))
        a(b107)
        s109 = e105.protocol_type
        b110 = s109.encode()
        n111 = len(b110) + 1
        a(_UV[n111] if n111 < 128 else _uv(n111))
        a(b110)
        u112 = e105._unknown_tags
        if u112 is None:
            a(_H0)
        else:
            _write_tags(a, None, u112)
    u113 = o._unknown_tags
    if u113 is None:
        a(_H0)
    else:
        _write_tags(a, None, u113)
    return b''.join(parts)


def _dec_ListGroupsResponse_v3(buf: _Buffer, pos: int) -> tuple[ListGroupsResponse, int]:
    blen = len(buf)
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n114 = buf[pos] - 1
    if 0 <= n114 < 127:
        pos += 1
    else:
        n114, pos = _read_array_len(buf, pos, True, False, 1, 'ListGroupsResponse.Groups')
    l115: list[ListGroupsResponse.ListedGroup] = []
    ap116 = l115.append
    for _ in range(n114):
        t117 = _new(_C_ListGroupsResponse_ListedGroup)
        n118 = buf[pos] - 1
        if 0 <= n118 < 127:
            x119 = pos + 1 + n118
            if x119 > blen:
                raise _bad_length(n118, 'ListGroupsResponse.Groups.GroupId', pos)
            t117.group_id = str(buf[pos + 1:x119], 'utf-8')
            pos = x119
        else:
            t117.group_id, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.GroupId')
        n120 = buf[pos] - 1
        if 0 <= n120 < 127:
            x121 = pos + 1 + n120
            if x121 > blen:
                raise _bad_length(n120, 'ListGroupsResponse.Groups.ProtocolType', pos)
            t117.protocol_type = str(buf[pos + 1:x121], 'utf-8')
            pos = x121
        else:
            t117.protocol_type, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.ProtocolType')
        t117.group_state = ''
        t117.group_type = ''
        if buf[pos] == 0:
            pos += 1
            t117._unknown_tags = None
        else:
            nt122, pos = _ruv(buf, pos)
            if nt122 * 2 > blen - pos:
                raise _array_too_long(nt122, 'ListGroupsResponse.Groups._tagged_fields', pos)
            uk123: list[tuple[int, bytes]] | None = None
            for _ in range(nt122):
                tg124, pos = _ruv(buf, pos)
                sz125, pos = _ruv(buf, pos)
                x126 = pos + sz125
                if x126 > blen:
                    raise _bad_length(sz125, 'ListGroupsResponse.Groups._tagged_fields', pos)
                if uk123 is None:
                    uk123 = []
                uk123.append((tg124, bytes(buf[pos:x126])))
                pos = x126
            t117._unknown_tags = uk123
        ap116(t117)
    o.groups = l115
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt127, pos = _ruv(buf, pos)
        if nt127 * 2 > blen - pos:
            raise _array_too_long(nt127, 'ListGroupsResponse._tagged_fields', pos)
        uk128: list[tuple[int, bytes]] | None = None
        for _ in range(nt127):
            tg129, pos = _ruv(buf, pos)
            sz130, pos = _ruv(buf, pos)
            x131 = pos + sz130
            if x131 > blen:
                raise _bad_length(sz130, 'ListGroupsResponse._tagged_fields', pos)
            if uk128 is None:
                uk128 = []
            uk128.append((tg129, bytes(buf[pos:x131])))
            pos = x131
        o._unknown_tags = uk128
    return o, pos


def _enc_ListGroupsResponse_v4(o: ListGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l132 = o.groups
    n133 = len(l132) + 1
    a(_UV[n133] if n133 < 128 else _uv(n133))
    for e134 in l132:
        s135 = e134.group_id
        b136 = s135.encode()
        n137 = len(b136) + 1
        a(_UV[n137] if n137 < 128 else _uv(n137))
        a(b136)
        s138 = e134.protocol_type
        b139 = s138.encode()
        n140 = len(b139) + 1
        a(_UV[n140] if n140 < 128 else _uv(n140))
        a(b139)
        s141 = e134.group_state
        b142 = s141.encode()
        n143 = len(b142) + 1
        a(_UV[n143] if n143 < 128 else _uv(n143))
        a(b142)
        u144 = e134._unknown_tags
        if u144 is None:
            a(_H0)
        else:
            _write_tags(a, None, u144)
    u145 = o._unknown_tags
    if u145 is None:
        a(_H0)
    else:
        _write_tags(a, None, u145)
    return b''.join(parts)


def _dec_ListGroupsResponse_v4(buf: _Buffer, pos: int) -> tuple[ListGroupsResponse, int]:
    blen = len(buf)
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n146 = buf[pos] - 1
    if 0 <= n146 < 127:
        pos += 1
    else:
        n146, pos = _read_array_len(buf, pos, True, False, 1, 'ListGroupsResponse.Groups')
    l147: list[ListGroupsResponse.ListedGroup] = []
    ap148 = l147.append
    for _ in range(n146):
        t149 = _new(_C_ListGroupsResponse_ListedGroup)
        n150 = buf[pos] - 1
        if 0 <= n150 < 127:
            x151 = pos + 1 + n150
            if x151 > blen:
                raise _bad_length(n150, 'ListGroupsResponse.Groups.GroupId', pos)
            t149.group_id = str(buf[pos + 1:x151], 'utf-8')
            pos = x151
        else:
            t149.group_id, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.GroupId')
        n152 = buf[pos] - 1
        if 0 <= n152 < 127:
            x153 = pos + 1 + n152
            if x153 > blen:
                raise _bad_length(n152, 'ListGroupsResponse.Groups.ProtocolType', pos)
            t149.protocol_type = str(buf[pos + 1:x153], 'utf-8')
            pos = x153
        else:
            t149.protocol_type, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.ProtocolType')
        n154 = buf[pos] - 1
        if 0 <= n154 < 127:
            x155 = pos + 1 + n154
            if x155 > blen:
                raise _bad_length(n154, 'ListGroupsResponse.Groups.GroupState', pos)
            t149.group_state = str(buf[pos + 1:x155], 'utf-8')
            pos = x155
        else:
            t149.group_state, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.GroupState')
        t149.group_type = ''
        if buf[pos] == 0:
            pos += 1
            t149._unknown_tags = None
        else:
            nt156, pos = _ruv(buf, pos)
            if nt156 * 2 > blen - pos:
                raise _array_too_long(nt156, 'ListGroupsResponse.Groups._tagged_fields', pos)
            uk157: list[tuple[int, bytes]] | None = None
            for _ in range(nt156):
                tg158, pos = _ruv(buf, pos)
                sz159, pos = _ruv(buf, pos)
                x160 = pos + sz159
                if x160 > blen:
                    raise _bad_length(sz159, 'ListGroupsResponse.Groups._tagged_fields', pos)
                if uk157 is None:
                    uk157 = []
                uk157.append((tg158, bytes(buf[pos:x160])))
                pos = x160
            t149._unknown_tags = uk157
        ap148(t149)
    o.groups = l147
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt161, pos = _ruv(buf, pos)
        if nt161 * 2 > blen - pos:
            raise _array_too_long(nt161, 'ListGroupsResponse._tagged_fields', pos)
        uk162: list[tuple[int, bytes]] | None = None
        for _ in range(nt161):
            tg163, pos = _ruv(buf, pos)
            sz164, pos = _ruv(buf, pos)
            x165 = pos + sz164
            if x165 > blen:
                raise _bad_length(sz164, 'ListGroupsResponse._tagged_fields', pos)
            if uk162 is None:
                uk162 = []
            uk162.append((tg163, bytes(buf[pos:x165])))
            pos = x165
        o._unknown_tags = uk162
    return o, pos


def _enc_ListGroupsResponse_v5(o: ListGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l166 = o.groups
    n167 = len(l166) + 1
    a(_UV[n167] if n167 < 128 else _uv(n167))
    for e168 in l166:
        s169 = e168.group_id
        b170 = s169.encode()
        n171 = len(b170) + 1
        a(_UV[n171] if n171 < 128 else _uv(n171))
        a(b170)
        s172 = e168.protocol_type
        b173 = s172.encode()
        n174 = len(b173) + 1
        a(_UV[n174] if n174 < 128 else _uv(n174))
        a(b173)
        s175 = e168.group_state
        b176 = s175.encode()
        n177 = len(b176) + 1
        a(_UV[n177] if n177 < 128 else _uv(n177))
        a(b176)
        s178 = e168.group_type
        b179 = s178.encode()
        n180 = len(b179) + 1
        a(_UV[n180] if n180 < 128 else _uv(n180))
        a(b179)
        u181 = e168._unknown_tags
        if u181 is None:
            a(_H0)
        else:
            _write_tags(a, None, u181)
    u182 = o._unknown_tags
    if u182 is None:
        a(_H0)
    else:
        _write_tags(a, None, u182)
    return b''.join(parts)


def _dec_ListGroupsResponse_v5(buf: _Buffer, pos: int) -> tuple[ListGroupsResponse, int]:
    blen = len(buf)
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n183 = buf[pos] - 1
    if 0 <= n183 < 127:
        pos += 1
    else:
        n183, pos = _read_array_len(buf, pos, True, False, 1, 'ListGroupsResponse.Groups')
    l184: list[ListGroupsResponse.ListedGroup] = []
    ap185 = l184.append
    for _ in range(n183):
        t186 = _new(_C_ListGroupsResponse_ListedGroup)
        n187 = buf[pos] - 1
        if 0 <= n187 < 127:
            x188 = pos + 1 + n187
            if x188 > blen:
                raise _bad_length(n187, 'ListGroupsResponse.Groups.GroupId', pos)
            t186.group_id = str(buf[pos + 1:x188], 'utf-8')
            pos = x188
        else:
            t186.group_id, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.GroupId')
        n189 = buf[pos] - 1
        if 0 <= n189 < 127:
            x190 = pos + 1 + n189
            if x190 > blen:
                raise _bad_length(n189, 'ListGroupsResponse.Groups.ProtocolType', pos)
            t186.protocol_type = str(buf[pos + 1:x190], 'utf-8')
            pos = x190
        else:
            t186.protocol_type, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.ProtocolType')
        n191 = buf[pos] - 1
        if 0 <= n191 < 127:
            x192 = pos + 1 + n191
            if x192 > blen:
                raise _bad_length(n191, 'ListGroupsResponse.Groups.GroupState', pos)
            t186.group_state = str(buf[pos + 1:x192], 'utf-8')
            pos = x192
        else:
            t186.group_state, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.GroupState')
        n193 = buf[pos] - 1
        if 0 <= n193 < 127:
            x194 = pos + 1 + n193
            if x194 > blen:
                raise _bad_length(n193, 'ListGroupsResponse.Groups.GroupType', pos)
            t186.group_type = str(buf[pos + 1:x194], 'utf-8')
            pos = x194
        else:
            t186.group_type, pos = _read_string(buf, pos, True, False, 'ListGroupsResponse.Groups.GroupType')
        if buf[pos] == 0:
            pos += 1
            t186._unknown_tags = None
        else:
            nt195, pos = _ruv(buf, pos)
            if nt195 * 2 > blen - pos:
                raise _array_too_long(nt195, 'ListGroupsResponse.Groups._tagged_fields', pos)
            uk196: list[tuple[int, bytes]] | None = None
            for _ in range(nt195):
                tg197, pos = _ruv(buf, pos)
                sz198, pos = _ruv(buf, pos)
                x199 = pos + sz198
                if x199 > blen:
                    raise _bad_length(sz198, 'ListGroupsResponse.Groups._tagged_fields', pos)
                if uk196 is None:
                    uk196 = []
                uk196.append((tg197, bytes(buf[pos:x199])))
                pos = x199
            t186._unknown_tags = uk196
        ap185(t186)
    o.groups = l184
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt200, pos = _ruv(buf, pos)
        if nt200 * 2 > blen - pos:
            raise _array_too_long(nt200, 'ListGroupsResponse._tagged_fields', pos)
        uk201: list[tuple[int, bytes]] | None = None
        for _ in range(nt200):
            tg202, pos = _ruv(buf, pos)
            sz203, pos = _ruv(buf, pos)
            x204 = pos + sz203
            if x204 > blen:
                raise _bad_length(sz203, 'ListGroupsResponse._tagged_fields', pos)
            if uk201 is None:
                uk201 = []
            uk201.append((tg202, bytes(buf[pos:x204])))
            pos = x204
        o._unknown_tags = uk201
    return o, pos


ListGroupsResponse._ENC = {0: _enc_ListGroupsResponse_v0, 1: _enc_ListGroupsResponse_v1, 2: _enc_ListGroupsResponse_v2, 3: _enc_ListGroupsResponse_v3, 4: _enc_ListGroupsResponse_v4, 5: _enc_ListGroupsResponse_v5}
ListGroupsResponse._DEC = {0: _dec_ListGroupsResponse_v0, 1: _dec_ListGroupsResponse_v1, 2: _dec_ListGroupsResponse_v2, 3: _dec_ListGroupsResponse_v3, 4: _dec_ListGroupsResponse_v4, 5: _dec_ListGroupsResponse_v5}


_LINES = {
    90: 'ListGroupsRequest.StatesFilter',
    92: 'ListGroupsRequest.TypesFilter',
    109: 'ListGroupsRequest.StatesFilter',
    111: 'ListGroupsRequest.TypesFilter',
    128: 'ListGroupsRequest.StatesFilter',
    130: 'ListGroupsRequest.TypesFilter',
    147: 'ListGroupsRequest.StatesFilter',
    149: 'ListGroupsRequest.TypesFilter',
    151: 'ListGroupsRequest._unknown_tags',
    152: 'ListGroupsRequest',
    155: 'ListGroupsRequest._unknown_tags',
    164: 'ListGroupsRequest._tagged_fields',
    168: 'ListGroupsRequest._tagged_fields',
    173: 'ListGroupsRequest._tagged_fields',
    174: 'ListGroupsRequest._tagged_fields',
    189: 'ListGroupsRequest.StatesFilter',
    190: 'ListGroupsRequest.StatesFilter',
    191: 'ListGroupsRequest.StatesFilter',
    192: 'ListGroupsRequest.StatesFilter',
    193: 'ListGroupsRequest.StatesFilter',
    194: 'ListGroupsRequest.StatesFilter',
    195: 'ListGroupsRequest.StatesFilter',
    196: 'ListGroupsRequest.StatesFilter',
    197: 'ListGroupsRequest.StatesFilter',
    198: 'ListGroupsRequest.TypesFilter',
    200: 'ListGroupsRequest._unknown_tags',
    201: 'ListGroupsRequest',
    204: 'ListGroupsRequest._unknown_tags',
    211: 'ListGroupsRequest.StatesFilter',
    215: 'ListGroupsRequest.StatesFilter',
    219: 'ListGroupsRequest.StatesFilter',
    224: 'ListGroupsRequest.StatesFilter',
    227: 'ListGroupsRequest.StatesFilter',
    231: 'ListGroupsRequest._tagged_fields',
    235: 'ListGroupsRequest._tagged_fields',
    240: 'ListGroupsRequest._tagged_fields',
    241: 'ListGroupsRequest._tagged_fields',
    256: 'ListGroupsRequest.StatesFilter',
    257: 'ListGroupsRequest.StatesFilter',
    258: 'ListGroupsRequest.StatesFilter',
    259: 'ListGroupsRequest.StatesFilter',
    260: 'ListGroupsRequest.StatesFilter',
    261: 'ListGroupsRequest.StatesFilter',
    262: 'ListGroupsRequest.StatesFilter',
    263: 'ListGroupsRequest.StatesFilter',
    264: 'ListGroupsRequest.StatesFilter',
    265: 'ListGroupsRequest.TypesFilter',
    266: 'ListGroupsRequest.TypesFilter',
    267: 'ListGroupsRequest.TypesFilter',
    268: 'ListGroupsRequest.TypesFilter',
    269: 'ListGroupsRequest.TypesFilter',
    270: 'ListGroupsRequest.TypesFilter',
    271: 'ListGroupsRequest.TypesFilter',
    272: 'ListGroupsRequest.TypesFilter',
    273: 'ListGroupsRequest.TypesFilter',
    274: 'ListGroupsRequest._unknown_tags',
    275: 'ListGroupsRequest',
    278: 'ListGroupsRequest._unknown_tags',
    285: 'ListGroupsRequest.StatesFilter',
    289: 'ListGroupsRequest.StatesFilter',
    293: 'ListGroupsRequest.StatesFilter',
    298: 'ListGroupsRequest.StatesFilter',
    301: 'ListGroupsRequest.StatesFilter',
    304: 'ListGroupsRequest.TypesFilter',
    308: 'ListGroupsRequest.TypesFilter',
    312: 'ListGroupsRequest.TypesFilter',
    317: 'ListGroupsRequest.TypesFilter',
    320: 'ListGroupsRequest.TypesFilter',
    323: 'ListGroupsRequest._tagged_fields',
    327: 'ListGroupsRequest._tagged_fields',
    332: 'ListGroupsRequest._tagged_fields',
    333: 'ListGroupsRequest._tagged_fields',
    457: 'ListGroupsResponse.ErrorCode',
    458: 'ListGroupsResponse.Groups',
    459: 'ListGroupsResponse.Groups',
    460: 'ListGroupsResponse.Groups',
    461: 'ListGroupsResponse.Groups.GroupId',
    462: 'ListGroupsResponse.Groups.GroupId',
    463: 'ListGroupsResponse.Groups.GroupId',
    464: 'ListGroupsResponse.Groups.GroupId',
    465: 'ListGroupsResponse.Groups.ProtocolType',
    466: 'ListGroupsResponse.Groups.ProtocolType',
    467: 'ListGroupsResponse.Groups.ProtocolType',
    468: 'ListGroupsResponse.Groups.ProtocolType',
    475: 'ListGroupsResponse.ErrorCode',
    477: 'ListGroupsResponse.Groups',
    482: 'ListGroupsResponse.Groups.GroupId',
    487: 'ListGroupsResponse.Groups.GroupId',
    490: 'ListGroupsResponse.Groups.GroupId',
    491: 'ListGroupsResponse.Groups.ProtocolType',
    496: 'ListGroupsResponse.Groups.ProtocolType',
    499: 'ListGroupsResponse.Groups.ProtocolType',
    513: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    514: 'ListGroupsResponse.Groups',
    515: 'ListGroupsResponse.Groups',
    516: 'ListGroupsResponse.Groups',
    517: 'ListGroupsResponse.Groups.GroupId',
    518: 'ListGroupsResponse.Groups.GroupId',
    519: 'ListGroupsResponse.Groups.GroupId',
    520: 'ListGroupsResponse.Groups.GroupId',
    521: 'ListGroupsResponse.Groups.ProtocolType',
    522: 'ListGroupsResponse.Groups.ProtocolType',
    523: 'ListGroupsResponse.Groups.ProtocolType',
    524: 'ListGroupsResponse.Groups.ProtocolType',
    531: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    533: 'ListGroupsResponse.Groups',
    538: 'ListGroupsResponse.Groups.GroupId',
    543: 'ListGroupsResponse.Groups.GroupId',
    546: 'ListGroupsResponse.Groups.GroupId',
    547: 'ListGroupsResponse.Groups.ProtocolType',
    552: 'ListGroupsResponse.Groups.ProtocolType',
    555: 'ListGroupsResponse.Groups.ProtocolType',
    568: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    569: 'ListGroupsResponse.Groups',
    570: 'ListGroupsResponse.Groups',
    571: 'ListGroupsResponse.Groups',
    572: 'ListGroupsResponse.Groups.GroupId',
    573: 'ListGroupsResponse.Groups.GroupId',
    574: 'ListGroupsResponse.Groups.GroupId',
    575: 'ListGroupsResponse.Groups.GroupId',
    576: 'ListGroupsResponse.Groups.ProtocolType',
    577: 'ListGroupsResponse.Groups.ProtocolType',
    578: 'ListGroupsResponse.Groups.ProtocolType',
    579: 'ListGroupsResponse.Groups.ProtocolType',
    586: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    588: 'ListGroupsResponse.Groups',
    593: 'ListGroupsResponse.Groups.GroupId',
    598: 'ListGroupsResponse.Groups.GroupId',
    601: 'ListGroupsResponse.Groups.GroupId',
    602: 'ListGroupsResponse.Groups.ProtocolType',
    607: 'ListGroupsResponse.Groups.ProtocolType',
    610: 'ListGroupsResponse.Groups.ProtocolType',
    623: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    624: 'ListGroupsResponse.Groups',
    625: 'ListGroupsResponse.Groups',
    626: 'ListGroupsResponse.Groups',
    627: 'ListGroupsResponse.Groups',
    628: 'ListGroupsResponse.Groups.GroupId',
    629: 'ListGroupsResponse.Groups.GroupId',
    630: 'ListGroupsResponse.Groups.GroupId',
    631: 'ListGroupsResponse.Groups.GroupId',
    632: 'ListGroupsResponse.Groups.GroupId',
    633: 'ListGroupsResponse.Groups.ProtocolType',
    634: 'ListGroupsResponse.Groups.ProtocolType',
    635: 'ListGroupsResponse.Groups.ProtocolType',
    636: 'ListGroupsResponse.Groups.ProtocolType',
    637: 'ListGroupsResponse.Groups.ProtocolType',
    638: 'ListGroupsResponse.Groups._unknown_tags',
    639: 'ListGroupsResponse.Groups',
    642: 'ListGroupsResponse.Groups._unknown_tags',
    643: 'ListGroupsResponse._unknown_tags',
    644: 'ListGroupsResponse',
    647: 'ListGroupsResponse._unknown_tags',
    654: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    656: 'ListGroupsResponse.Groups',
    660: 'ListGroupsResponse.Groups',
    665: 'ListGroupsResponse.Groups.GroupId',
    670: 'ListGroupsResponse.Groups.GroupId',
    673: 'ListGroupsResponse.Groups.GroupId',
    674: 'ListGroupsResponse.Groups.ProtocolType',
    679: 'ListGroupsResponse.Groups.ProtocolType',
    682: 'ListGroupsResponse.Groups.ProtocolType',
    685: 'ListGroupsResponse.Groups._tagged_fields',
    689: 'ListGroupsResponse.Groups._tagged_fields',
    694: 'ListGroupsResponse.Groups._tagged_fields',
    695: 'ListGroupsResponse.Groups._tagged_fields',
    706: 'ListGroupsResponse._tagged_fields',
    710: 'ListGroupsResponse._tagged_fields',
    715: 'ListGroupsResponse._tagged_fields',
    716: 'ListGroupsResponse._tagged_fields',
    731: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    732: 'ListGroupsResponse.Groups',
    733: 'ListGroupsResponse.Groups',
    734: 'ListGroupsResponse.Groups',
    735: 'ListGroupsResponse.Groups',
    736: 'ListGroupsResponse.Groups.GroupId',
    737: 'ListGroupsResponse.Groups.GroupId',
    738: 'ListGroupsResponse.Groups.GroupId',
    739: 'ListGroupsResponse.Groups.GroupId',
    740: 'ListGroupsResponse.Groups.GroupId',
    741: 'ListGroupsResponse.Groups.ProtocolType',
    742: 'ListGroupsResponse.Groups.ProtocolType',
    743: 'ListGroupsResponse.Groups.ProtocolType',
    744: 'ListGroupsResponse.Groups.ProtocolType',
    745: 'ListGroupsResponse.Groups.ProtocolType',
    746: 'ListGroupsResponse.Groups.GroupState',
    747: 'ListGroupsResponse.Groups.GroupState',
    748: 'ListGroupsResponse.Groups.GroupState',
    749: 'ListGroupsResponse.Groups.GroupState',
    750: 'ListGroupsResponse.Groups.GroupState',
    751: 'ListGroupsResponse.Groups._unknown_tags',
    752: 'ListGroupsResponse.Groups',
    755: 'ListGroupsResponse.Groups._unknown_tags',
    756: 'ListGroupsResponse._unknown_tags',
    757: 'ListGroupsResponse',
    760: 'ListGroupsResponse._unknown_tags',
    767: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    769: 'ListGroupsResponse.Groups',
    773: 'ListGroupsResponse.Groups',
    778: 'ListGroupsResponse.Groups.GroupId',
    783: 'ListGroupsResponse.Groups.GroupId',
    786: 'ListGroupsResponse.Groups.GroupId',
    787: 'ListGroupsResponse.Groups.ProtocolType',
    792: 'ListGroupsResponse.Groups.ProtocolType',
    795: 'ListGroupsResponse.Groups.ProtocolType',
    796: 'ListGroupsResponse.Groups.GroupState',
    801: 'ListGroupsResponse.Groups.GroupState',
    804: 'ListGroupsResponse.Groups.GroupState',
    806: 'ListGroupsResponse.Groups._tagged_fields',
    810: 'ListGroupsResponse.Groups._tagged_fields',
    815: 'ListGroupsResponse.Groups._tagged_fields',
    816: 'ListGroupsResponse.Groups._tagged_fields',
    827: 'ListGroupsResponse._tagged_fields',
    831: 'ListGroupsResponse._tagged_fields',
    836: 'ListGroupsResponse._tagged_fields',
    837: 'ListGroupsResponse._tagged_fields',
    852: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    853: 'ListGroupsResponse.Groups',
    854: 'ListGroupsResponse.Groups',
    855: 'ListGroupsResponse.Groups',
    856: 'ListGroupsResponse.Groups',
    857: 'ListGroupsResponse.Groups.GroupId',
    858: 'ListGroupsResponse.Groups.GroupId',
    859: 'ListGroupsResponse.Groups.GroupId',
    860: 'ListGroupsResponse.Groups.GroupId',
    861: 'ListGroupsResponse.Groups.GroupId',
    862: 'ListGroupsResponse.Groups.ProtocolType',
    863: 'ListGroupsResponse.Groups.ProtocolType',
    864: 'ListGroupsResponse.Groups.ProtocolType',
    865: 'ListGroupsResponse.Groups.ProtocolType',
    866: 'ListGroupsResponse.Groups.ProtocolType',
    867: 'ListGroupsResponse.Groups.GroupState',
    868: 'ListGroupsResponse.Groups.GroupState',
    869: 'ListGroupsResponse.Groups.GroupState',
    870: 'ListGroupsResponse.Groups.GroupState',
    871: 'ListGroupsResponse.Groups.GroupState',
    872: 'ListGroupsResponse.Groups.GroupType',
    873: 'ListGroupsResponse.Groups.GroupType',
    874: 'ListGroupsResponse.Groups.GroupType',
    875: 'ListGroupsResponse.Groups.GroupType',
    876: 'ListGroupsResponse.Groups.GroupType',
    877: 'ListGroupsResponse.Groups._unknown_tags',
    878: 'ListGroupsResponse.Groups',
    881: 'ListGroupsResponse.Groups._unknown_tags',
    882: 'ListGroupsResponse._unknown_tags',
    883: 'ListGroupsResponse',
    886: 'ListGroupsResponse._unknown_tags',
    893: 'ListGroupsResponse.ThrottleTimeMs,ErrorCode',
    895: 'ListGroupsResponse.Groups',
    899: 'ListGroupsResponse.Groups',
    904: 'ListGroupsResponse.Groups.GroupId',
    909: 'ListGroupsResponse.Groups.GroupId',
    912: 'ListGroupsResponse.Groups.GroupId',
    913: 'ListGroupsResponse.Groups.ProtocolType',
    918: 'ListGroupsResponse.Groups.ProtocolType',
    921: 'ListGroupsResponse.Groups.ProtocolType',
    922: 'ListGroupsResponse.Groups.GroupState',
    927: 'ListGroupsResponse.Groups.GroupState',
    930: 'ListGroupsResponse.Groups.GroupState',
    931: 'ListGroupsResponse.Groups.GroupType',
    936: 'ListGroupsResponse.Groups.GroupType',
    939: 'ListGroupsResponse.Groups.GroupType',
    940: 'ListGroupsResponse.Groups._tagged_fields',
    944: 'ListGroupsResponse.Groups._tagged_fields',
    949: 'ListGroupsResponse.Groups._tagged_fields',
    950: 'ListGroupsResponse.Groups._tagged_fields',
    961: 'ListGroupsResponse._tagged_fields',
    965: 'ListGroupsResponse._tagged_fields',
    970: 'ListGroupsResponse._tagged_fields',
    971: 'ListGroupsResponse._tagged_fields',
}
