# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/LeaveGroupRequest.json, schemas/messages/LeaveGroupResponse.json.
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

__all__ = ['LeaveGroupRequest', 'LeaveGroupResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class LeaveGroupRequest(_Message):
    """LeaveGroupRequest (request): API key 13; versions 0-5; flexible in 4-5; listeners: broker."""

    __slots__ = ('group_id', 'member_id', 'members', '_unknown_tags')
    NAME = 'LeaveGroupRequest'
    TYPE = 'request'
    API_KEY = 13
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (4, 5)

    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    member_id: str
    """Id of the member leaving.

    `MemberId` (string): versions 0-2; default ''."""
    members: list[LeaveGroupRequest.MemberIdentity]
    """Members leaving the group.

    `Members` ([]MemberIdentity): versions 3+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        member_id: str = '',
        members: list[LeaveGroupRequest.MemberIdentity] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.members = [] if members is _EMPTY else members
        self._unknown_tags = _unknown_tags

    class MemberIdentity(_Message):
        """Members leaving the group.

        MemberIdentity (in LeaveGroupRequest): versions 3+."""

        __slots__ = ('member_id', 'group_instance_id', 'reason', '_unknown_tags')
        NAME = 'LeaveGroupRequest.MemberIdentity'

        member_id: str
        """Member id.

        `MemberId` (string): versions 3+; default ''."""
        group_instance_id: str | None
        """Static instance id, or null.

        `GroupInstanceId` (string): versions 3+; nullable in 3+; default None."""
        reason: str | None
        """Why the member leaves, for logging, or null.

        `Reason` (string): versions 5+; nullable in 5+; default None; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            group_instance_id: str | None = None,
            reason: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.reason = reason
            self._unknown_tags = _unknown_tags


_C_LeaveGroupRequest_MemberIdentity = LeaveGroupRequest.MemberIdentity
LeaveGroupRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (0, 2), (1, 0), (1, 0), None, '', False, None),
    _FI('Members', 'members', '[]MemberIdentity', (3, 32767), (1, 0), (1, 0), None, (), False, _C_LeaveGroupRequest_MemberIdentity),
)
_C_LeaveGroupRequest_MemberIdentity.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (3, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
    _FI('Reason', 'reason', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
)
_DEF_LeaveGroupRequest_MemberIdentity = _C_LeaveGroupRequest_MemberIdentity()

def _mk_LeaveGroupRequest_MemberIdentity() -> LeaveGroupRequest.MemberIdentity:
    o = _new(_C_LeaveGroupRequest_MemberIdentity)
    o.member_id = ''
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o


def _enc_LeaveGroupRequest_v0(o: LeaveGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    s4 = o.member_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    if o.members:
        raise _unsupported_field('LeaveGroupRequest', 'Members', 0)
    return b''.join(parts)


def _dec_LeaveGroupRequest_v0(buf: _Buffer, pos: int) -> tuple[LeaveGroupRequest, int]:
    blen = len(buf)
    o = _new(LeaveGroupRequest)
    n7, = _S_h.unpack_from(buf, pos)
    if n7 >= 0:
        x8 = pos + 2 + n7
        if x8 > blen:
            raise _bad_length(n7, 'LeaveGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x8], 'utf-8')
        pos = x8
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.GroupId')
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'LeaveGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.MemberId')
    o.members = []
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupRequest_v1(o: LeaveGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s11 = o.group_id
    b12 = s11.encode()
    a(_S_h.pack(len(b12)))
    a(b12)
    s14 = o.member_id
    b15 = s14.encode()
    a(_S_h.pack(len(b15)))
    a(b15)
    if o.members:
        raise _unsupported_field('LeaveGroupRequest', 'Members', 1)
    return b''.join(parts)


def _dec_LeaveGroupRequest_v1(buf: _Buffer, pos: int) -> tuple[LeaveGroupRequest, int]:
    blen = len(buf)
    o = _new(LeaveGroupRequest)
    n17, = _S_h.unpack_from(buf, pos)
    if n17 >= 0:
        x18 = pos + 2 + n17
        if x18 > blen:
            raise _bad_length(n17, 'LeaveGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x18], 'utf-8')
        pos = x18
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.GroupId')
    n19, = _S_h.unpack_from(buf, pos)
    if n19 >= 0:
        x20 = pos + 2 + n19
        if x20 > blen:
            raise _bad_length(n19, 'LeaveGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x20], 'utf-8')
        pos = x20
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.MemberId')
    o.members = []
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupRequest_v2(o: LeaveGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s21 = o.group_id
    b22 = s21.encode()
    a(_S_h.pack(len(b22)))
    a(b22)
    s24 = o.member_id
    b25 = s24.encode()
    a(_S_h.pack(len(b25)))
    a(b25)
    if o.members:
        raise _unsupported_field('LeaveGroupRequest', 'Members', 2)
    return b''.join(parts)


def _dec_LeaveGroupRequest_v2(buf: _Buffer, pos: int) -> tuple[LeaveGroupRequest, int]:
    blen = len(buf)
    o = _new(LeaveGroupRequest)
    n27, = _S_h.unpack_from(buf, pos)
    if n27 >= 0:
        x28 = pos + 2 + n27
        if x28 > blen:
            raise _bad_length(n27, 'LeaveGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x28], 'utf-8')
        pos = x28
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.GroupId')
    n29, = _S_h.unpack_from(buf, pos)
    if n29 >= 0:
        x30 = pos + 2 + n29
        if x30 > blen:
            raise _bad_length(n29, 'LeaveGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x30], 'utf-8')
        pos = x30
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.MemberId')
    o.members = []
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupRequest_v3(o: LeaveGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s31 = o.group_id
    b32 = s31.encode()
    a(_S_h.pack(len(b32)))
    a(b32)
    if o.member_id != '':
        raise _unsupported_field('LeaveGroupRequest', 'MemberId', 3)
    l34 = o.members
    a(_S_i.pack(len(l34)))
    for e35 in l34:
        s36 = e35.member_id
        b37 = s36.encode()
        a(_S_h.pack(len(b37)))
        a(b37)
        s39 = e35.group_instance_id
        if s39 is None:
            a(b'\xff\xff')
        else:
            b40 = s39.encode()
            a(_S_h.pack(len(b40)))
            a(b40)
    return b''.join(parts)


def _dec_LeaveGroupRequest_v3(buf: _Buffer, pos: int) -> tuple[LeaveGroupRequest, int]:
    blen = len(buf)
    o = _new(LeaveGroupRequest)
    n42, = _S_h.unpack_from(buf, pos)
    if n42 >= 0:
        x43 = pos + 2 + n42
        if x43 > blen:
            raise _bad_length(n42, 'LeaveGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x43], 'utf-8')
        pos = x43
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.GroupId')
    n44, pos = _read_array_len(buf, pos, False, False, 1, 'LeaveGroupRequest.Members')
    l45: list[LeaveGroupRequest.MemberIdentity] = []
    ap46 = l45.append
    for _ in range(n44):
        t47 = _new(_C_LeaveGroupRequest_MemberIdentity)
        n48, = _S_h.unpack_from(buf, pos)
        if n48 >= 0:
            x49 = pos + 2 + n48
            if x49 > blen:
                raise _bad_length(n48, 'LeaveGroupRequest.Members.MemberId', pos)
            t47.member_id = str(buf[pos + 2:x49], 'utf-8')
            pos = x49
        else:
            t47.member_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupRequest.Members.MemberId')
        n50, = _S_h.unpack_from(buf, pos)
        if n50 >= 0:
            x51 = pos + 2 + n50
            if x51 > blen:
                raise _bad_length(n50, 'LeaveGroupRequest.Members.GroupInstanceId', pos)
            t47.group_instance_id = str(buf[pos + 2:x51], 'utf-8')
            pos = x51
        else:
            t47.group_instance_id, pos = _read_string(buf, pos, False, True, 'LeaveGroupRequest.Members.GroupInstanceId')
        t47.reason = None
        t47._unknown_tags = None
        ap46(t47)
    o.members = l45
    o.member_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupRequest_v4(o: LeaveGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s52 = o.group_id
    b53 = s52.encode()
    n54 = len(b53) + 1
    a(_UV[n54] if n54 < 128 else _uv(n54))
    a(b53)
    if o.member_id != '':
        raise _unsupported_field('LeaveGroupRequest', 'MemberId', 4)
    l55 = o.members
    n56 = len(l55) + 1
    a(_UV[n56] if n56 < 128 else _uv(n56))
    for e57 in l55:
        s58 = e57.member_id
        b59 = s58.encode()
        n60 = len(b59) + 1
        a(_UV[n60] if n60 < 128 else _uv(n60))
        a(b59)
        s61 = e57.group_instance_id
        if s61 is None:
            a(_H0)
        else:
            b62 = s61.encode()
            n63 = len(b62) + 1
            a(_UV[n63] if n63 < 128 else _uv(n63))
            a(b62)
        u64 = e57._unknown_tags
        if u64 is None:
            a(_H0)
        else:
            _write_tags(a, None, u64)
    u65 = o._unknown_tags
    if u65 is None:
        a(_H0)
    else:
        _write_tags(a, None, u65)
    return b''.join(parts)


def _dec_LeaveGroupRequest_v4(buf: _Buffer, pos: int) -> tuple[LeaveGroupRequest, int]:
    blen = len(buf)
    o = _new(LeaveGroupRequest)
    n66 = buf[pos] - 1
    if 0 <= n66 < 127:
        x67 = pos + 1 + n66
        if x67 > blen:
            raise _bad_length(n66, 'LeaveGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x67], 'utf-8')
        pos = x67
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'LeaveGroupRequest.GroupId')
    n68 = buf[pos] - 1
    if 0 <= n68 < 127:
        pos += 1
    else:
        n68, pos = _read_array_len(buf, pos, True, False, 1, 'LeaveGroupRequest.Members')
    l69: list[LeaveGroupRequest.MemberIdentity] = []
    ap70 = l69.append
    for _ in range(n68):
        t71 = _new(_C_LeaveGroupRequest_MemberIdentity)
        n72 = buf[pos] - 1
        if 0 <= n72 < 127:
            x73 = pos + 1 + n72
            if x73 > blen:
                raise _bad_length(n72, 'LeaveGroupRequest.Members.MemberId', pos)
            t71.member_id = str(buf[pos + 1:x73], 'utf-8')
            pos = x73
        else:
            t71.member_id, pos = _read_string(buf, pos, True, False, 'LeaveGroupRequest.Members.MemberId')
        n74 = buf[pos] - 1
        if 0 <= n74 < 127:
            x75 = pos + 1 + n74
            if x75 > blen:
                raise _bad_length(n74, 'LeaveGroupRequest.Members.GroupInstanceId', pos)
            t71.group_instance_id = str(buf[pos + 1:x75], 'utf-8')
            pos = x75
        else:
            t71.group_instance_id, pos = _read_string(buf, pos, True, True, 'LeaveGroupRequest.Members.GroupInstanceId')
        t71.reason = None
        if buf[pos] == 0:
            pos += 1
            t71._unknown_tags = None
        else:
            nt76, pos = _ruv(buf, pos)
            if nt76 * 2 > blen - pos:
                raise _array_too_long(nt76, 'LeaveGroupRequest.Members._tagged_fields', pos)
            uk77: list[tuple[int, bytes]] | None = None
            for _ in range(nt76):
                tg78, pos = _ruv(buf, pos)
                sz79, pos = _ruv(buf, pos)
                x80 = pos + sz79
                if x80 > blen:
                    raise _bad_length(sz79, 'LeaveGroupRequest.Members._tagged_fields', pos)
                if uk77 is None:
                    uk77 = []
                uk77.append((tg78, bytes(buf[pos:x80])))
                pos = x80
            t71._unknown_tags = uk77
        ap70(t71)
    o.members = l69
    o.member_id = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt81, pos = _ruv(buf, pos)
        if nt81 * 2 > blen - pos:
            raise _array_too_long(nt81, 'LeaveGroupRequest._tagged_fields', pos)
        uk82: list[tuple[int, bytes]] | None = None
        for _ in range(nt81):
            tg83, pos = _ruv(buf, pos)
            sz84, pos = _ruv(buf, pos)
            x85 = pos + sz84
            if x85 > blen:
                raise _bad_length(sz84, 'LeaveGroupRequest._tagged_fields', pos)
            if uk82 is None:
                uk82 = []
            uk82.append((tg83, bytes(buf[pos:x85])))
            pos = x85
        o._unknown_tags = uk82
    return o, pos


def _enc_LeaveGroupRequest_v5(o: LeaveGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s86 = o.group_id
    b87 = s86.encode()
    n88 = len(b87) + 1
    a(_UV[n88] if n88 < 128 else _uv(n88))
    a(b87)
    if o.member_id != '':
        raise _unsupported_field('LeaveGroupRequest', 'MemberId', 5)
    l89 = o.members
    n90 = len(l89) + 1
    a(_UV[n90] if n90 < 128 else _uv(n90))
    for e91 in l89:
        s92 = e91.member_id
        b93 = s92.encode()
        n94 = len(b93) + 1
        a(_UV[n94] if n94 < 128 else _uv(n94))
        a(b93)
        s95 = e91.group_instance_id
        if s95 is None:
            a(_H0)
        else:
            b96 = s95.encode()
            n97 = len(b96) + 1
            a(_UV[n97] if n97 < 128 else _uv(n97))
            a(b96)
        s98 = e91.reason
        if s98 is None:
            a(_H0)
        else:
            b99 = s98.encode()
            n100 = len(b99) + 1
            a(_UV[n100] if n100 < 128 else _uv(n100))
            a(b99)
        u101 = e91._unknown_tags
        if u101 is None:
            a(_H0)
        else:
            _write_tags(a, None, u101)
    u102 = o._unknown_tags
    if u102 is None:
        a(_H0)
    else:
        _write_tags(a, None, u102)
    return b''.join(parts)


def _dec_LeaveGroupRequest_v5(buf: _Buffer, pos: int) -> tuple[LeaveGroupRequest, int]:
    blen = len(buf)
    o = _new(LeaveGroupRequest)
    n103 = buf[pos] - 1
    if 0 <= n103 < 127:
        x104 = pos + 1 + n103
        if x104 > blen:
            raise _bad_length(n103, 'LeaveGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x104], 'utf-8')
        pos = x104
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'LeaveGroupRequest.GroupId')
    n105 = buf[pos] - 1
    if 0 <= n105 < 127:
        pos += 1
    else:
        n105, pos = _read_array_len(buf, pos, True, False, 1, 'LeaveGroupRequest.Members')
    l106: list[LeaveGroupRequest.MemberIdentity] = []
    ap107 = l106.append
    for _ in range(n105):
        t108 = _new(_C_LeaveGroupRequest_MemberIdentity)
        n109 = buf[pos] - 1
        if 0 <= n109 < 127:
            x110 = pos + 1 + n109
            if x110 > blen:
                raise _bad_length(n109, 'LeaveGroupRequest.Members.MemberId', pos)
            t108.member_id = str(buf[pos + 1:x110], 'utf-8')
            pos = x110
        else:
            t108.member_id, pos = _read_string(buf, pos, True, False, 'LeaveGroupRequest.Members.MemberId')
        n111 = buf[pos] - 1
        if 0 <= n111 < 127:
            x112 = pos + 1 + n111
            if x112 > blen:
                raise _bad_length(n111, 'LeaveGroupRequest.Members.GroupInstanceId', pos)
            t108.group_instance_id = str(buf[pos + 1:x112], 'utf-8')
            pos = x112
        else:
            t108.group_instance_id, pos = _read_string(buf, pos, True, True, 'LeaveGroupRequest.Members.GroupInstanceId')
        n113 = buf[pos] - 1
        if 0 <= n113 < 127:
            x114 = pos + 1 + n113
            if x114 > blen:
                raise _bad_length(n113, 'LeaveGroupRequest.Members.Reason', pos)
            t108.reason = str(buf[pos + 1:x114], 'utf-8')
            pos = x114
        else:
            t108.reason, pos = _read_string(buf, pos, True, True, 'LeaveGroupRequest.Members.Reason')
        if buf[pos] == 0:
            pos += 1
            t108._unknown_tags = None
        else:
            nt115, pos = _ruv(buf, pos)
            if nt115 * 2 > blen - pos:
                raise _array_too_long(nt115, 'LeaveGroupRequest.Members._tagged_fields', pos)
            uk116: list[tuple[int, bytes]] | None = None
            for _ in range(nt115):
                tg117, pos = _ruv(buf, pos)
                sz118, pos = _ruv(buf, pos)
                x119 = pos + sz118
                if x119 > blen:
                    raise _bad_length(sz118, 'LeaveGroupRequest.Members._tagged_fields', pos)
                if uk116 is None:
                    uk116 = []
                uk116.append((tg117, bytes(buf[pos:x119])))
                pos = x119
            t108._unknown_tags = uk116
        ap107(t108)
    o.members = l106
    o.member_id = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt120, pos = _ruv(buf, pos)
        if nt120 * 2 > blen - pos:
            raise _array_too_long(nt120, 'LeaveGroupRequest._tagged_fields', pos)
        uk121: list[tuple[int, bytes]] | None = None
        for _ in range(nt120):
            tg122, pos = _ruv(buf, pos)
            sz123, pos = _ruv(buf, pos)
            x124 = pos + sz123
            if x124 > blen:
                raise _bad_length(sz123, 'LeaveGroupRequest._tagged_fields', pos)
            if uk121 is None:
                uk121 = []
            uk121.append((tg122, bytes(buf[pos:x124])))
            pos = x124
        o._unknown_tags = uk121
    return o, pos


LeaveGroupRequest._ENC = {0: _enc_LeaveGroupRequest_v0, 1: _enc_LeaveGroupRequest_v1, 2: _enc_LeaveGroupRequest_v2, 3: _enc_LeaveGroupRequest_v3, 4: _enc_LeaveGroupRequest_v4, 5: _enc_LeaveGroupRequest_v5}
LeaveGroupRequest._DEC = {0: _dec_LeaveGroupRequest_v0, 1: _dec_LeaveGroupRequest_v1, 2: _dec_LeaveGroupRequest_v2, 3: _dec_LeaveGroupRequest_v3, 4: _dec_LeaveGroupRequest_v4, 5: _dec_LeaveGroupRequest_v5}


class LeaveGroupResponse(_Message):
    """LeaveGroupResponse (response): API key 13; versions 0-5; flexible in 4-5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'members', '_unknown_tags')
    NAME = 'LeaveGroupResponse'
    TYPE = 'response'
    API_KEY = 13
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (4, 5)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    members: list[LeaveGroupResponse.MemberResponse]
    """Result for each member in the request.

    `Members` ([]MemberResponse): versions 3+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        members: list[LeaveGroupResponse.MemberResponse] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.members = [] if members is _EMPTY else members
        self._unknown_tags = _unknown_tags

    class MemberResponse(_Message):
        """Result for each member in the request.

        MemberResponse (in LeaveGroupResponse): versions 3+."""

        __slots__ = ('member_id', 'group_instance_id', 'error_code', '_unknown_tags')
        NAME = 'LeaveGroupResponse.MemberResponse'

        member_id: str
        """Member id.

        `MemberId` (string): versions 3+; default ''."""
        group_instance_id: str | None
        """Static instance id, or null.

        `GroupInstanceId` (string): versions 3+; nullable in 3+; default ''."""
        error_code: int
        """Error code for this member, or 0.

        `ErrorCode` (int16): versions 3+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            group_instance_id: str | None = '',
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_LeaveGroupResponse_MemberResponse = LeaveGroupResponse.MemberResponse
LeaveGroupResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Members', 'members', '[]MemberResponse', (3, 32767), (1, 0), (1, 0), None, (), False, _C_LeaveGroupResponse_MemberResponse),
)
_C_LeaveGroupResponse_MemberResponse.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (3, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (3, 32767), (3, 32767), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (3, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_LeaveGroupResponse_MemberResponse = _C_LeaveGroupResponse_MemberResponse()

def _mk_LeaveGroupResponse_MemberResponse() -> LeaveGroupResponse.MemberResponse:
    o = _new(_C_LeaveGroupResponse_MemberResponse)
    o.member_id = ''
    o.group_instance_id = ''
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_LeaveGroupResponse_v0(o: LeaveGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    if o.members:
        raise _unsupported_field('LeaveGroupResponse', 'Members', 0)
    return b''.join(parts)


def _dec_LeaveGroupResponse_v0(buf: _Buffer, pos: int) -> tuple[LeaveGroupResponse, int]:
    blen = len(buf)
    o = _new(LeaveGroupResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.throttle_time_ms = 0
    o.members = []
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupResponse_v1(o: LeaveGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    if o.members:
        raise _unsupported_field('LeaveGroupResponse', 'Members', 1)
    return b''.join(parts)


def _dec_LeaveGroupResponse_v1(buf: _Buffer, pos: int) -> tuple[LeaveGroupResponse, int]:
    blen = len(buf)
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.members = []
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupResponse_v2(o: LeaveGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    if o.members:
        raise _unsupported_field('LeaveGroupResponse', 'Members', 2)
    return b''.join(parts)


def _dec_LeaveGroupResponse_v2(buf: _Buffer, pos: int) -> tuple[LeaveGroupResponse, int]:
    blen = len(buf)
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.members = []
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupResponse_v3(o: LeaveGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l125 = o.members
    a(_S_i.pack(len(l125)))
    for e126 in l125:
        s127 = e126.member_id
        b128 = s127.encode()
        a(_S_h.pack(len(b128)))
        a(b128)
        s130 = e126.group_instance_id
        if s130 is None:
            a(b'\xff\xff')
        else:
            b131 = s130.encode()
            a(_S_h.pack(len(b131)))
            a(b131)
        a(_S_h.pack(e126.error_code))
    return b''.join(parts)


def _dec_LeaveGroupResponse_v3(buf: _Buffer, pos: int) -> tuple[LeaveGroupResponse, int]:
    blen = len(buf)
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n133, pos = _read_array_len(buf, pos, False, False, 1, 'LeaveGroupResponse.Members')
    l134: list[LeaveGroupResponse.MemberResponse] = []
    ap135 = l134.append
    for _ in range(n133):
        t136 = _new(_C_LeaveGroupResponse_MemberResponse)
        n137, = _S_h.unpack_from(buf, pos)
        if n137 >= 0:
            x138 = pos + 2 + n137
            if x138 > blen:
                raise _bad_length(n137, 'LeaveGroupResponse.Members.MemberId', pos)
            t136.member_id = str(buf[pos + 2:x138], 'utf-8')
            pos = x138
        else:
            t136.member_id, pos = _read_string(buf, pos, False, False, 'LeaveGroupResponse.Members.MemberId')
        n139, = _S_h.unpack_from(buf, pos)
        if n139 >= 0:
            x140 = pos + 2 + n139
            if x140 > blen:
                raise _bad_length(n139, 'LeaveGroupResponse.Members.GroupInstanceId', pos)
            t136.group_instance_id = str(buf[pos + 2:x140], 'utf-8')
            pos = x140
        else:
            t136.group_instance_id, pos = _read_string(buf, pos, False, True, 'LeaveGroupResponse.Members.GroupInstanceId')
        t136.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t136._unknown_tags = None
        ap135(t136)
    o.members = l134
    o._unknown_tags = None
    return o, pos


def _enc_LeaveGroupResponse_v4(o: LeaveGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l141 = o.members
    n142 = len(l141) + 1
    a(_UV[n142] if n142 < 128 else _uv(n142))
    for e143 in l141:
        s144 = e143.member_id
        b145 = s144.encode()
        n146 = len(b145) + 1
        a(_UV[n146] if n146 < 128 else _uv(n146))
        a(b145)
        s147 = e143.group_instance_id
        if s147 is None:
            a(_H0)
        else:
            b148 = s147.encode()
            n149 = len(b148) + 1
            a(_UV[n149] if n149 < 128 else _uv(n149))
            a(b148)
        a(_S_h.pack(e143.error_code))
        u150 = e143._unknown_tags
        if u150 is None:
            a(_H0)
        else:
            _write_tags(a, None, u150)
    u151 = o._unknown_tags
    if u151 is None:
        a(_H0)
    else:
        _write_tags(a, None, u151)
    return b''.join(parts)


def _dec_LeaveGroupResponse_v4(buf: _Buffer, pos: int) -> tuple[LeaveGroupResponse, int]:
    blen = len(buf)
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n152 = buf[pos] - 1
    if 0 <= n152 < 127:
        pos += 1
    else:
        n152, pos = _read_array_len(buf, pos, True, False, 1, 'LeaveGroupResponse.Members')
    l153: list[LeaveGroupResponse.MemberResponse] = []
    ap154 = l153.append
    for _ in range(n152):
        t155 = _new(_C_LeaveGroupResponse_MemberResponse)
        n156 = buf[pos] - 1
        if 0 <= n156 < 127:
            x157 = pos + 1 + n156
            if x157 > blen:
                raise _bad_length(n156, 'LeaveGroupResponse.Members.MemberId', pos)
            t155.member_id = str(buf[pos + 1:x157], 'utf-8')
            pos = x157
        else:
            t155.member_id, pos = _read_string(buf, pos, True, False, 'LeaveGroupResponse.Members.MemberId')
        n158 = buf[pos] - 1
        if 0 <= n158 < 127:
            x159 = pos + 1 + n158
            if x159 > blen:
                raise _bad_length(n158, 'LeaveGroupResponse.Members.GroupInstanceId', pos)
            t155.group_instance_id = str(buf[pos + 1:x159], 'utf-8')
            pos = x159
        else:
            t155.group_instance_id, pos = _read_string(buf, pos, True, True, 'LeaveGroupResponse.Members.GroupInstanceId')
        t155.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t155._unknown_tags = None
        else:
            nt160, pos = _ruv(buf, pos)
            if nt160 * 2 > blen - pos:
                raise _array_too_long(nt160, 'LeaveGroupResponse.Members._tagged_fields', pos)
            uk161: list[tuple[int, bytes]] | None = None
            for _ in range(nt160):
                tg162, pos = _ruv(buf, pos)
                sz163, pos = _ruv(buf, pos)
                x164 = pos + sz163
                if x164 > blen:
                    raise _bad_length(sz163, 'LeaveGroupResponse.Members._tagged_fields', pos)
                if uk161 is None:
                    uk161 = []
                uk161.append((tg162, bytes(buf[pos:x164])))
                pos = x164
            t155._unknown_tags = uk161
        ap154(t155)
    o.members = l153
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt165, pos = _ruv(buf, pos)
        if nt165 * 2 > blen - pos:
            raise _array_too_long(nt165, 'LeaveGroupResponse._tagged_fields', pos)
        uk166: list[tuple[int, bytes]] | None = None
        for _ in range(nt165):
            tg167, pos = _ruv(buf, pos)
            sz168, pos = _ruv(buf, pos)
            x169 = pos + sz168
            if x169 > blen:
                raise _bad_length(sz168, 'LeaveGroupResponse._tagged_fields', pos)
            if uk166 is None:
                uk166 = []
            uk166.append((tg167, bytes(buf[pos:x169])))
            pos = x169
        o._unknown_tags = uk166
    return o, pos


def _enc_LeaveGroupResponse_v5(o: LeaveGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l170 = o.members
    n171 = len(l170) + 1
    a(_UV[n171] if n171 < 128 else _uv(n171))
    for e172 in l170:
        s173 = e172.member_id
        b174 = s173.encode()
        n175 = len(b174) + 1
        a(_UV[n175] if n175 < 128 else _uv(n175))
        a(b174)
        s176 = e172.group_instance_id
        if s176 is None:
            a(_H0)
        else:
            b177 = s176.encode()
            n178 = len(b177) + 1
            a(_UV[n178] if n178 < 128 else _uv(n178))
            a(b177)
        a(_S_h.pack(e172.error_code))
        u179 = e172._unknown_tags
        if u179 is None:
            a(_H0)
        else:
            _write_tags(a, None, u179)
    u180 = o._unknown_tags
    if u180 is None:
        a(_H0)
    else:
        _write_tags(a, None, u180)
    return b''.join(parts)


def _dec_LeaveGroupResponse_v5(buf: _Buffer, pos: int) -> tuple[LeaveGroupResponse, int]:
    blen = len(buf)
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n181 = buf[pos] - 1
    if 0 <= n181 < 127:
        pos += 1
    else:
        n181, pos = _read_array_len(buf, pos, True, False, 1, 'LeaveGroupResponse.Members')
    l182: list[LeaveGroupResponse.MemberResponse] = []
    ap183 = l182.append
    for _ in range(n181):
        t184 = _new(_C_LeaveGroupResponse_MemberResponse)
        n185 = buf[pos] - 1
        if 0 <= n185 < 127:
            x186 = pos + 1 + n185
            if x186 > blen:
                raise _bad_length(n185, 'LeaveGroupResponse.Members.MemberId', pos)
            t184.member_id = str(buf[pos + 1:x186], 'utf-8')
            pos = x186
        else:
            t184.member_id, pos = _read_string(buf, pos, True, False, 'LeaveGroupResponse.Members.MemberId')
        n187 = buf[pos] - 1
        if 0 <= n187 < 127:
            x188 = pos + 1 + n187
            if x188 > blen:
                raise _bad_length(n187, 'LeaveGroupResponse.Members.GroupInstanceId', pos)
            t184.group_instance_id = str(buf[pos + 1:x188], 'utf-8')
            pos = x188
        else:
            t184.group_instance_id, pos = _read_string(buf, pos, True, True, 'LeaveGroupResponse.Members.GroupInstanceId')
        t184.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t184._unknown_tags = None
        else:
            nt189, pos = _ruv(buf, pos)
            if nt189 * 2 > blen - pos:
                raise _array_too_long(nt189, 'LeaveGroupResponse.Members._tagged_fields', pos)
            uk190: list[tuple[int, bytes]] | None = None
            for _ in range(nt189):
                tg191, pos = _ruv(buf, pos)
                sz192, pos = _ruv(buf, pos)
                x193 = pos + sz192
                if x193 > blen:
                    raise _bad_length(sz192, 'LeaveGroupResponse.Members._tagged_fields', pos)
                if uk190 is None:
                    uk190 = []
                uk190.append((tg191, bytes(buf[pos:x193])))
                pos = x193
            t184._unknown_tags = uk190
        ap183(t184)
    o.members = l182
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt194, pos = _ruv(buf, pos)
        if nt194 * 2 > blen - pos:
            raise _array_too_long(nt194, 'LeaveGroupResponse._tagged_fields', pos)
        uk195: list[tuple[int, bytes]] | None = None
        for _ in range(nt194):
            tg196, pos = _ruv(buf, pos)
            sz197, pos = _ruv(buf, pos)
            x198 = pos + sz197
            if x198 > blen:
                raise _bad_length(sz197, 'LeaveGroupResponse._tagged_fields', pos)
            if uk195 is None:
                uk195 = []
            uk195.append((tg196, bytes(buf[pos:x198])))
            pos = x198
        o._unknown_tags = uk195
    return o, pos


LeaveGroupResponse._ENC = {0: _enc_LeaveGroupResponse_v0, 1: _enc_LeaveGroupResponse_v1, 2: _enc_LeaveGroupResponse_v2, 3: _enc_LeaveGroupResponse_v3, 4: _enc_LeaveGroupResponse_v4, 5: _enc_LeaveGroupResponse_v5}
LeaveGroupResponse._DEC = {0: _dec_LeaveGroupResponse_v0, 1: _dec_LeaveGroupResponse_v1, 2: _dec_LeaveGroupResponse_v2, 3: _dec_LeaveGroupResponse_v3, 4: _dec_LeaveGroupResponse_v4, 5: _dec_LeaveGroupResponse_v5}


_LINES = {
    148: 'LeaveGroupRequest.GroupId',
    149: 'LeaveGroupRequest.GroupId',
    150: 'LeaveGroupRequest.GroupId',
    151: 'LeaveGroupRequest.GroupId',
    152: 'LeaveGroupRequest.MemberId',
    153: 'LeaveGroupRequest.MemberId',
    154: 'LeaveGroupRequest.MemberId',
    155: 'LeaveGroupRequest.MemberId',
    156: 'LeaveGroupRequest.Members',
    164: 'LeaveGroupRequest.GroupId',
    169: 'LeaveGroupRequest.GroupId',
    172: 'LeaveGroupRequest.GroupId',
    173: 'LeaveGroupRequest.MemberId',
    178: 'LeaveGroupRequest.MemberId',
    181: 'LeaveGroupRequest.MemberId',
    190: 'LeaveGroupRequest.GroupId',
    191: 'LeaveGroupRequest.GroupId',
    192: 'LeaveGroupRequest.GroupId',
    193: 'LeaveGroupRequest.GroupId',
    194: 'LeaveGroupRequest.MemberId',
    195: 'LeaveGroupRequest.MemberId',
    196: 'LeaveGroupRequest.MemberId',
    197: 'LeaveGroupRequest.MemberId',
    198: 'LeaveGroupRequest.Members',
    206: 'LeaveGroupRequest.GroupId',
    211: 'LeaveGroupRequest.GroupId',
    214: 'LeaveGroupRequest.GroupId',
    215: 'LeaveGroupRequest.MemberId',
    220: 'LeaveGroupRequest.MemberId',
    223: 'LeaveGroupRequest.MemberId',
    232: 'LeaveGroupRequest.GroupId',
    233: 'LeaveGroupRequest.GroupId',
    234: 'LeaveGroupRequest.GroupId',
    235: 'LeaveGroupRequest.GroupId',
    236: 'LeaveGroupRequest.MemberId',
    237: 'LeaveGroupRequest.MemberId',
    238: 'LeaveGroupRequest.MemberId',
    239: 'LeaveGroupRequest.MemberId',
    240: 'LeaveGroupRequest.Members',
    248: 'LeaveGroupRequest.GroupId',
    253: 'LeaveGroupRequest.GroupId',
    256: 'LeaveGroupRequest.GroupId',
    257: 'LeaveGroupRequest.MemberId',
    262: 'LeaveGroupRequest.MemberId',
    265: 'LeaveGroupRequest.MemberId',
    274: 'LeaveGroupRequest.GroupId',
    275: 'LeaveGroupRequest.GroupId',
    276: 'LeaveGroupRequest.GroupId',
    277: 'LeaveGroupRequest.GroupId',
    278: 'LeaveGroupRequest.MemberId',
    280: 'LeaveGroupRequest.Members',
    281: 'LeaveGroupRequest.Members',
    282: 'LeaveGroupRequest.Members',
    283: 'LeaveGroupRequest.Members.MemberId',
    284: 'LeaveGroupRequest.Members.MemberId',
    285: 'LeaveGroupRequest.Members.MemberId',
    286: 'LeaveGroupRequest.Members.MemberId',
    287: 'LeaveGroupRequest.Members.GroupInstanceId',
    288: 'LeaveGroupRequest.Members.GroupInstanceId',
    289: 'LeaveGroupRequest.Members.GroupInstanceId',
    290: 'LeaveGroupRequest.Members.GroupInstanceId',
    291: 'LeaveGroupRequest.Members.GroupInstanceId',
    292: 'LeaveGroupRequest.Members.GroupInstanceId',
    293: 'LeaveGroupRequest.Members.GroupInstanceId',
    300: 'LeaveGroupRequest.GroupId',
    305: 'LeaveGroupRequest.GroupId',
    308: 'LeaveGroupRequest.GroupId',
    309: 'LeaveGroupRequest.Members',
    314: 'LeaveGroupRequest.Members.MemberId',
    319: 'LeaveGroupRequest.Members.MemberId',
    322: 'LeaveGroupRequest.Members.MemberId',
    323: 'LeaveGroupRequest.Members.GroupInstanceId',
    328: 'LeaveGroupRequest.Members.GroupInstanceId',
    331: 'LeaveGroupRequest.Members.GroupInstanceId',
    344: 'LeaveGroupRequest.GroupId',
    345: 'LeaveGroupRequest.GroupId',
    346: 'LeaveGroupRequest.GroupId',
    347: 'LeaveGroupRequest.GroupId',
    348: 'LeaveGroupRequest.GroupId',
    349: 'LeaveGroupRequest.MemberId',
    351: 'LeaveGroupRequest.Members',
    352: 'LeaveGroupRequest.Members',
    353: 'LeaveGroupRequest.Members',
    354: 'LeaveGroupRequest.Members',
    355: 'LeaveGroupRequest.Members.MemberId',
    356: 'LeaveGroupRequest.Members.MemberId',
    357: 'LeaveGroupRequest.Members.MemberId',
    358: 'LeaveGroupRequest.Members.MemberId',
    359: 'LeaveGroupRequest.Members.MemberId',
    360: 'LeaveGroupRequest.Members.GroupInstanceId',
    361: 'LeaveGroupRequest.Members.GroupInstanceId',
    362: 'LeaveGroupRequest.Members.GroupInstanceId',
    363: 'LeaveGroupRequest.Members.GroupInstanceId',
    364: 'LeaveGroupRequest.Members.GroupInstanceId',
    365: 'LeaveGroupRequest.Members.GroupInstanceId',
    366: 'LeaveGroupRequest.Members.GroupInstanceId',
    367: 'LeaveGroupRequest.Members.GroupInstanceId',
    368: 'LeaveGroupRequest.Members._unknown_tags',
    369: 'LeaveGroupRequest.Members',
    372: 'LeaveGroupRequest.Members._unknown_tags',
    373: 'LeaveGroupRequest._unknown_tags',
    374: 'LeaveGroupRequest',
    377: 'LeaveGroupRequest._unknown_tags',
    384: 'LeaveGroupRequest.GroupId',
    389: 'LeaveGroupRequest.GroupId',
    392: 'LeaveGroupRequest.GroupId',
    393: 'LeaveGroupRequest.Members',
    397: 'LeaveGroupRequest.Members',
    402: 'LeaveGroupRequest.Members.MemberId',
    407: 'LeaveGroupRequest.Members.MemberId',
    410: 'LeaveGroupRequest.Members.MemberId',
    411: 'LeaveGroupRequest.Members.GroupInstanceId',
    416: 'LeaveGroupRequest.Members.GroupInstanceId',
    419: 'LeaveGroupRequest.Members.GroupInstanceId',
    421: 'LeaveGroupRequest.Members._tagged_fields',
    425: 'LeaveGroupRequest.Members._tagged_fields',
    430: 'LeaveGroupRequest.Members._tagged_fields',
    431: 'LeaveGroupRequest.Members._tagged_fields',
    443: 'LeaveGroupRequest._tagged_fields',
    447: 'LeaveGroupRequest._tagged_fields',
    452: 'LeaveGroupRequest._tagged_fields',
    453: 'LeaveGroupRequest._tagged_fields',
    468: 'LeaveGroupRequest.GroupId',
    469: 'LeaveGroupRequest.GroupId',
    470: 'LeaveGroupRequest.GroupId',
    471: 'LeaveGroupRequest.GroupId',
    472: 'LeaveGroupRequest.GroupId',
    473: 'LeaveGroupRequest.MemberId',
    475: 'LeaveGroupRequest.Members',
    476: 'LeaveGroupRequest.Members',
    477: 'LeaveGroupRequest.Members',
    478: 'LeaveGroupRequest.Members',
    479: 'LeaveGroupRequest.Members.MemberId',
    480: 'LeaveGroupRequest.Members.MemberId',
    481: 'LeaveGroupRequest.Members.MemberId',
    482: 'LeaveGroupRequest.Members.MemberId',
    483: 'LeaveGroupRequest.Members.MemberId',
    484: 'LeaveGroupRequest.Members.GroupInstanceId',
    485: 'LeaveGroupRequest.Members.GroupInstanceId',
    486: 'LeaveGroupRequest.Members.GroupInstanceId',
    487: 'LeaveGroupRequest.Members.GroupInstanceId',
    488: 'LeaveGroupRequest.Members.GroupInstanceId',
    489: 'LeaveGroupRequest.Members.GroupInstanceId',
    490: 'LeaveGroupRequest.Members.GroupInstanceId',
    491: 'LeaveGroupRequest.Members.GroupInstanceId',
    492: 'LeaveGroupRequest.Members.Reason',
    493: 'LeaveGroupRequest.Members.Reason',
    494: 'LeaveGroupRequest.Members.Reason',
    495: 'LeaveGroupRequest.Members.Reason',
    496: 'LeaveGroupRequest.Members.Reason',
    497: 'LeaveGroupRequest.Members.Reason',
    498: 'LeaveGroupRequest.Members.Reason',
    499: 'LeaveGroupRequest.Members.Reason',
    500: 'LeaveGroupRequest.Members._unknown_tags',
    501: 'LeaveGroupRequest.Members',
    504: 'LeaveGroupRequest.Members._unknown_tags',
    505: 'LeaveGroupRequest._unknown_tags',
    506: 'LeaveGroupRequest',
    509: 'LeaveGroupRequest._unknown_tags',
    516: 'LeaveGroupRequest.GroupId',
    521: 'LeaveGroupRequest.GroupId',
    524: 'LeaveGroupRequest.GroupId',
    525: 'LeaveGroupRequest.Members',
    529: 'LeaveGroupRequest.Members',
    534: 'LeaveGroupRequest.Members.MemberId',
    539: 'LeaveGroupRequest.Members.MemberId',
    542: 'LeaveGroupRequest.Members.MemberId',
    543: 'LeaveGroupRequest.Members.GroupInstanceId',
    548: 'LeaveGroupRequest.Members.GroupInstanceId',
    551: 'LeaveGroupRequest.Members.GroupInstanceId',
    552: 'LeaveGroupRequest.Members.Reason',
    557: 'LeaveGroupRequest.Members.Reason',
    560: 'LeaveGroupRequest.Members.Reason',
    561: 'LeaveGroupRequest.Members._tagged_fields',
    565: 'LeaveGroupRequest.Members._tagged_fields',
    570: 'LeaveGroupRequest.Members._tagged_fields',
    571: 'LeaveGroupRequest.Members._tagged_fields',
    583: 'LeaveGroupRequest._tagged_fields',
    587: 'LeaveGroupRequest._tagged_fields',
    592: 'LeaveGroupRequest._tagged_fields',
    593: 'LeaveGroupRequest._tagged_fields',
    709: 'LeaveGroupResponse.ErrorCode',
    710: 'LeaveGroupResponse.Members',
    718: 'LeaveGroupResponse.ErrorCode',
    729: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    730: 'LeaveGroupResponse.Members',
    738: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    748: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    749: 'LeaveGroupResponse.Members',
    757: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    767: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    768: 'LeaveGroupResponse.Members',
    769: 'LeaveGroupResponse.Members',
    770: 'LeaveGroupResponse.Members',
    771: 'LeaveGroupResponse.Members.MemberId',
    772: 'LeaveGroupResponse.Members.MemberId',
    773: 'LeaveGroupResponse.Members.MemberId',
    774: 'LeaveGroupResponse.Members.MemberId',
    775: 'LeaveGroupResponse.Members.GroupInstanceId',
    776: 'LeaveGroupResponse.Members.GroupInstanceId',
    777: 'LeaveGroupResponse.Members.GroupInstanceId',
    778: 'LeaveGroupResponse.Members.GroupInstanceId',
    779: 'LeaveGroupResponse.Members.GroupInstanceId',
    780: 'LeaveGroupResponse.Members.GroupInstanceId',
    781: 'LeaveGroupResponse.Members.GroupInstanceId',
    782: 'LeaveGroupResponse.Members.ErrorCode',
    789: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    791: 'LeaveGroupResponse.Members',
    796: 'LeaveGroupResponse.Members.MemberId',
    801: 'LeaveGroupResponse.Members.MemberId',
    804: 'LeaveGroupResponse.Members.MemberId',
    805: 'LeaveGroupResponse.Members.GroupInstanceId',
    810: 'LeaveGroupResponse.Members.GroupInstanceId',
    813: 'LeaveGroupResponse.Members.GroupInstanceId',
    814: 'LeaveGroupResponse.Members.ErrorCode',
    826: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    827: 'LeaveGroupResponse.Members',
    828: 'LeaveGroupResponse.Members',
    829: 'LeaveGroupResponse.Members',
    830: 'LeaveGroupResponse.Members',
    831: 'LeaveGroupResponse.Members.MemberId',
    832: 'LeaveGroupResponse.Members.MemberId',
    833: 'LeaveGroupResponse.Members.MemberId',
    834: 'LeaveGroupResponse.Members.MemberId',
    835: 'LeaveGroupResponse.Members.MemberId',
    836: 'LeaveGroupResponse.Members.GroupInstanceId',
    837: 'LeaveGroupResponse.Members.GroupInstanceId',
    838: 'LeaveGroupResponse.Members.GroupInstanceId',
    839: 'LeaveGroupResponse.Members.GroupInstanceId',
    840: 'LeaveGroupResponse.Members.GroupInstanceId',
    841: 'LeaveGroupResponse.Members.GroupInstanceId',
    842: 'LeaveGroupResponse.Members.GroupInstanceId',
    843: 'LeaveGroupResponse.Members.GroupInstanceId',
    844: 'LeaveGroupResponse.Members.ErrorCode',
    845: 'LeaveGroupResponse.Members._unknown_tags',
    846: 'LeaveGroupResponse.Members',
    849: 'LeaveGroupResponse.Members._unknown_tags',
    850: 'LeaveGroupResponse._unknown_tags',
    851: 'LeaveGroupResponse',
    854: 'LeaveGroupResponse._unknown_tags',
    861: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    863: 'LeaveGroupResponse.Members',
    867: 'LeaveGroupResponse.Members',
    872: 'LeaveGroupResponse.Members.MemberId',
    877: 'LeaveGroupResponse.Members.MemberId',
    880: 'LeaveGroupResponse.Members.MemberId',
    881: 'LeaveGroupResponse.Members.GroupInstanceId',
    886: 'LeaveGroupResponse.Members.GroupInstanceId',
    889: 'LeaveGroupResponse.Members.GroupInstanceId',
    890: 'LeaveGroupResponse.Members.ErrorCode',
    892: 'LeaveGroupResponse.Members._tagged_fields',
    896: 'LeaveGroupResponse.Members._tagged_fields',
    901: 'LeaveGroupResponse.Members._tagged_fields',
    902: 'LeaveGroupResponse.Members._tagged_fields',
    913: 'LeaveGroupResponse._tagged_fields',
    917: 'LeaveGroupResponse._tagged_fields',
    922: 'LeaveGroupResponse._tagged_fields',
    923: 'LeaveGroupResponse._tagged_fields',
    938: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    939: 'LeaveGroupResponse.Members',
    940: 'LeaveGroupResponse.Members',
    941: 'LeaveGroupResponse.Members',
    942: 'LeaveGroupResponse.Members',
    943: 'LeaveGroupResponse.Members.MemberId',
    944: 'LeaveGroupResponse.Members.MemberId',
    945: 'LeaveGroupResponse.Members.MemberId',
    946: 'LeaveGroupResponse.Members.MemberId',
    947: 'LeaveGroupResponse.Members.MemberId',
    948: 'LeaveGroupResponse.Members.GroupInstanceId',
    949: 'LeaveGroupResponse.Members.GroupInstanceId',
    950: 'LeaveGroupResponse.Members.GroupInstanceId',
    951: 'LeaveGroupResponse.Members.GroupInstanceId',
    952: 'LeaveGroupResponse.Members.GroupInstanceId',
    953: 'LeaveGroupResponse.Members.GroupInstanceId',
    954: 'LeaveGroupResponse.Members.GroupInstanceId',
    955: 'LeaveGroupResponse.Members.GroupInstanceId',
    956: 'LeaveGroupResponse.Members.ErrorCode',
    957: 'LeaveGroupResponse.Members._unknown_tags',
    958: 'LeaveGroupResponse.Members',
    961: 'LeaveGroupResponse.Members._unknown_tags',
    962: 'LeaveGroupResponse._unknown_tags',
    963: 'LeaveGroupResponse',
    966: 'LeaveGroupResponse._unknown_tags',
    973: 'LeaveGroupResponse.ThrottleTimeMs,ErrorCode',
    975: 'LeaveGroupResponse.Members',
    979: 'LeaveGroupResponse.Members',
    984: 'LeaveGroupResponse.Members.MemberId',
    989: 'LeaveGroupResponse.Members.MemberId',
    992: 'LeaveGroupResponse.Members.MemberId',
    993: 'LeaveGroupResponse.Members.GroupInstanceId',
    998: 'LeaveGroupResponse.Members.GroupInstanceId',
    1001: 'LeaveGroupResponse.Members.GroupInstanceId',
    1002: 'LeaveGroupResponse.Members.ErrorCode',
    1004: 'LeaveGroupResponse.Members._tagged_fields',
    1008: 'LeaveGroupResponse.Members._tagged_fields',
    1013: 'LeaveGroupResponse.Members._tagged_fields',
    1014: 'LeaveGroupResponse.Members._tagged_fields',
    1025: 'LeaveGroupResponse._tagged_fields',
    1029: 'LeaveGroupResponse._tagged_fields',
    1034: 'LeaveGroupResponse._tagged_fields',
    1035: 'LeaveGroupResponse._tagged_fields',
}
