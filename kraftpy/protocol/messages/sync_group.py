# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/SyncGroupRequest.json, schemas/messages/SyncGroupResponse.json.
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

__all__ = ['SyncGroupRequest', 'SyncGroupResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class SyncGroupRequest(_Message):
    """SyncGroupRequest (request): API key 14; versions 0-5; flexible in 4-5; listeners: broker."""

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'protocol_type', 'protocol_name', 'assignments', '_unknown_tags')
    NAME = 'SyncGroupRequest'
    TYPE = 'request'
    API_KEY = 14
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (4, 5)

    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    generation_id: int
    """Generation the member belongs to.

    `GenerationId` (int32): versions 0+; default 0."""
    member_id: str
    """Member id assigned by the coordinator.

    `MemberId` (string): versions 0+; default ''."""
    group_instance_id: str | None
    """Static instance id, or null.

    `GroupInstanceId` (string): versions 3+; nullable in 3+; default None."""
    protocol_type: str | None
    """Protocol type of the group, or null.

    `ProtocolType` (string): versions 5+; nullable in 5+; default None; ignorable."""
    protocol_name: str | None
    """Protocol chosen for the group, or null.

    `ProtocolName` (string): versions 5+; nullable in 5+; default None; ignorable."""
    assignments: list[SyncGroupRequest.SyncGroupRequestAssignment]
    """Assignment for every member; only the leader fills this.

    `Assignments` ([]SyncGroupRequestAssignment): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        generation_id: int = 0,
        member_id: str = '',
        group_instance_id: str | None = None,
        protocol_type: str | None = None,
        protocol_name: str | None = None,
        assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignments = [] if assignments is _EMPTY else assignments
        self._unknown_tags = _unknown_tags

    class SyncGroupRequestAssignment(_Message):
        """Assignment for every member; only the leader fills this.

        SyncGroupRequestAssignment (in SyncGroupRequest): versions 0+."""

        __slots__ = ('member_id', 'assignment', '_unknown_tags')
        NAME = 'SyncGroupRequest.SyncGroupRequestAssignment'

        member_id: str
        """Member id.

        `MemberId` (string): versions 0+; default ''."""
        assignment: bytes
        """Assignment for that member.

        `Assignment` (bytes): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            assignment: bytes = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.assignment = assignment
            self._unknown_tags = _unknown_tags


_C_SyncGroupRequest_SyncGroupRequestAssignment = SyncGroupRequest.SyncGroupRequestAssignment
SyncGroupRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GenerationId', 'generation_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
    _FI('ProtocolType', 'protocol_type', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
    _FI('ProtocolName', 'protocol_name', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
    _FI('Assignments', 'assignments', '[]SyncGroupRequestAssignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_SyncGroupRequest_SyncGroupRequestAssignment),
)
_C_SyncGroupRequest_SyncGroupRequestAssignment.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Assignment', 'assignment', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_DEF_SyncGroupRequest_SyncGroupRequestAssignment = _C_SyncGroupRequest_SyncGroupRequestAssignment()

def _mk_SyncGroupRequest_SyncGroupRequestAssignment() -> SyncGroupRequest.SyncGroupRequestAssignment:
    o = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
    o.member_id = ''
    o.assignment = b''
    o._unknown_tags = None
    return o


def _enc_SyncGroupRequest_v0(o: SyncGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    a(_S_i.pack(o.generation_id))
    s4 = o.member_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    if o.group_instance_id is not None:
        raise _unsupported_field('SyncGroupRequest', 'GroupInstanceId', 0)
    l7 = o.assignments
    a(_S_i.pack(len(l7)))
    for e8 in l7:
        s9 = e8.member_id
        b10 = s9.encode()
        a(_S_h.pack(len(b10)))
        a(b10)
        s12 = e8.assignment
        a(_S_i.pack(len(s12)))
        a(s12)
    return b''.join(parts)


def _dec_SyncGroupRequest_v0(buf: _Buffer, pos: int) -> tuple[SyncGroupRequest, int]:
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n14, = _S_h.unpack_from(buf, pos)
    if n14 >= 0:
        x15 = pos + 2 + n14
        if x15 > blen:
            raise _bad_length(n14, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x15], 'utf-8')
        pos = x15
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n16, = _S_h.unpack_from(buf, pos)
    if n16 >= 0:
        x17 = pos + 2 + n16
        if x17 > blen:
            raise _bad_length(n16, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x17], 'utf-8')
        pos = x17
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n18, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l19: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    ap20 = l19.append
    for _ in range(n18):
        t21 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n22, = _S_h.unpack_from(buf, pos)
        if n22 >= 0:
            x23 = pos + 2 + n22
            if x23 > blen:
                raise _bad_length(n22, 'SyncGroupRequest.Assignments.MemberId', pos)
            t21.member_id = str(buf[pos + 2:x23], 'utf-8')
            pos = x23
        else:
            t21.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        n24, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n24 >= 0:
            x25 = pos + n24
            if x25 > blen:
                raise _bad_length(n24, 'SyncGroupRequest.Assignments.Assignment', pos)
            t21.assignment = bytes(buf[pos:x25])
            pos = x25
        else:
            raise _unexpected_null('SyncGroupRequest.Assignments.Assignment', pos) if n24 == -1 else _bad_length(n24, 'SyncGroupRequest.Assignments.Assignment', pos)
        t21._unknown_tags = None
        ap20(t21)
    o.assignments = l19
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v1(o: SyncGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s26 = o.group_id
    b27 = s26.encode()
    a(_S_h.pack(len(b27)))
    a(b27)
    a(_S_i.pack(o.generation_id))
    s29 = o.member_id
    b30 = s29.encode()
    a(_S_h.pack(len(b30)))
    a(b30)
    if o.group_instance_id is not None:
        raise _unsupported_field('SyncGroupRequest', 'GroupInstanceId', 1)
    l32 = o.assignments
    a(_S_i.pack(len(l32)))
    for e33 in l32:
        s34 = e33.member_id
        b35 = s34.encode()
        a(_S_h.pack(len(b35)))
        a(b35)
        s37 = e33.assignment
        a(_S_i.pack(len(s37)))
        a(s37)
    return b''.join(parts)


def _dec_SyncGroupRequest_v1(buf: _Buffer, pos: int) -> tuple[SyncGroupRequest, int]:
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n39, = _S_h.unpack_from(buf, pos)
    if n39 >= 0:
        x40 = pos + 2 + n39
        if x40 > blen:
            raise _bad_length(n39, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x40], 'utf-8')
        pos = x40
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n41, = _S_h.unpack_from(buf, pos)
    if n41 >= 0:
        x42 = pos + 2 + n41
        if x42 > blen:
            raise _bad_length(n41, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x42], 'utf-8')
        pos = x42
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n43, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l44: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    ap45 = l44.append
    for _ in range(n43):
        t46 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n47, = _S_h.unpack_from(buf, pos)
        if n47 >= 0:
            x48 = pos + 2 + n47
            if x48 > blen:
                raise _bad_length(n47, 'SyncGroupRequest.Assignments.MemberId', pos)
            t46.member_id = str(buf[pos + 2:x48], 'utf-8')
            pos = x48
        else:
            t46.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        n49, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n49 >= 0:
            x50 = pos + n49
            if x50 > blen:
                raise _bad_length(n49, 'SyncGroupRequest.Assignments.Assignment', pos)
            t46.assignment = bytes(buf[pos:x50])
            pos = x50
        else:
            raise _unexpected_null('SyncGroupRequest.Assignments.Assignment', pos) if n49 == -1 else _bad_length(n49, 'SyncGroupRequest.Assignments.Assignment', pos)
        t46._unknown_tags = None
        ap45(t46)
    o.assignments = l44
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v2(o: SyncGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s51 = o.group_id
    b52 = s51.encode()
    a(_S_h.pack(len(b52)))
    a(b52)
    a(_S_i.pack(o.generation_id))
    s54 = o.member_id
    b55 = s54.encode()
    a(_S_h.pack(len(b55)))
    a(b55)
    if o.group_instance_id is not None:
        raise _unsupported_field('SyncGroupRequest', 'GroupInstanceId', 2)
    l57 = o.assignments
    a(_S_i.pack(len(l57)))
    for e58 in l57:
        s59 = e58.member_id
        b60 = s59.encode()
        a(_S_h.pack(len(b60)))
        a(b60)
        s62 = e58.assignment
        a(_S_i.pack(len(s62)))
        a(s62)
    return b''.join(parts)


def _dec_SyncGroupRequest_v2(buf: _Buffer, pos: int) -> tuple[SyncGroupRequest, int]:
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n64, = _S_h.unpack_from(buf, pos)
    if n64 >= 0:
        x65 = pos + 2 + n64
        if x65 > blen:
            raise _bad_length(n64, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x65], 'utf-8')
        pos = x65
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n66, = _S_h.unpack_from(buf, pos)
    if n66 >= 0:
        x67 = pos + 2 + n66
        if x67 > blen:
            raise _bad_length(n66, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x67], 'utf-8')
        pos = x67
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n68, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l69: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    ap70 = l69.append
    for _ in range(n68):
        t71 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n72, = _S_h.unpack_from(buf, pos)
        if n72 >= 0:
            x73 = pos + 2 + n72
            if x73 > blen:
                raise _bad_length(n72, 'SyncGroupRequest.Assignments.MemberId', pos)
            t71.member_id = str(buf[pos + 2:x73], 'utf-8')
            pos = x73
        else:
            t71.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        n74, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n74 >= 0:
            x75 = pos + n74
            if x75 > blen:
                raise _bad_length(n74, 'SyncGroupRequest.Assignments.Assignment', pos)
            t71.assignment = bytes(buf[pos:x75])
            pos = x75
        else:
            raise _unexpected_null('SyncGroupRequest.Assignments.Assignment', pos) if n74 == -1 else _bad_length(n74, 'SyncGroupRequest.Assignments.Assignment', pos)
        t71._unknown_tags = None
        ap70(t71)
    o.assignments = l69
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v3(o: SyncGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s76 = o.group_id
    b77 = s76.encode()
    a(_S_h.pack(len(b77)))
    a(b77)
    a(_S_i.pack(o.generation_id))
    s79 = o.member_id
    b80 = s79.encode()
    a(_S_h.pack(len(b80)))
    a(b80)
    s82 = o.group_instance_id
    if s82 is None:
        a(b'\xff\xff')
    else:
        b83 = s82.encode()
        a(_S_h.pack(len(b83)))
        a(b83)
    l85 = o.assignments
    a(_S_i.pack(len(l85)))
    for e86 in l85:
        s87 = e86.member_id
        b88 = s87.encode()
        a(_S_h.pack(len(b88)))
        a(b88)
        s90 = e86.assignment
        a(_S_i.pack(len(s90)))
        a(s90)
    return b''.join(parts)


def _dec_SyncGroupRequest_v3(buf: _Buffer, pos: int) -> tuple[SyncGroupRequest, int]:
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n92, = _S_h.unpack_from(buf, pos)
    if n92 >= 0:
        x93 = pos + 2 + n92
        if x93 > blen:
            raise _bad_length(n92, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x93], 'utf-8')
        pos = x93
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n94, = _S_h.unpack_from(buf, pos)
    if n94 >= 0:
        x95 = pos + 2 + n94
        if x95 > blen:
            raise _bad_length(n94, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x95], 'utf-8')
        pos = x95
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n96, = _S_h.unpack_from(buf, pos)
    if n96 >= 0:
        x97 = pos + 2 + n96
        if x97 > blen:
            raise _bad_length(n96, 'SyncGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 2:x97], 'utf-8')
        pos = x97
    else:
        o.group_instance_id, pos = _read_string(buf, pos, False, True, 'SyncGroupRequest.GroupInstanceId')
    n98, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l99: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    ap100 = l99.append
    for _ in range(n98):
        t101 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n102, = _S_h.unpack_from(buf, pos)
        if n102 >= 0:
            x103 = pos + 2 + n102
            if x103 > blen:
                raise _bad_length(n102, 'SyncGroupRequest.Assignments.MemberId', pos)
            t101.member_id = str(buf[pos + 2:x103], 'utf-8')
            pos = x103
        else:
            t101.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        n104, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n104 >= 0:
            x105 = pos + n104
            if x105 > blen:
                raise _bad_length(n104, 'SyncGroupRequest.Assignments.Assignment', pos)
            t101.assignment = bytes(buf[pos:x105])
            pos = x105
        else:
            raise _unexpected_null('SyncGroupRequest.Assignments.Assignment', pos) if n104 == -1 else _bad_length(n104, 'SyncGroupRequest.Assignments.Assignment', pos)
        t101._unknown_tags = None
        ap100(t101)
    o.assignments = l99
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v4(o: SyncGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s106 = o.group_id
    b107 = s106.encode()
    n108 = len(b107) + 1
    a(_UV[n108] if n108 < 128 else _uv(n108))
    a(b107)
    a(_S_i.pack(o.generation_id))
    s109 = o.member_id
    b110 = s109.encode()
    n111 = len(b110) + 1
    a(_UV[n111] if n111 < 128 else _uv(n111))
    a(b110)
    s112 = o.group_instance_id
    if s112 is None:
        a(_H0)
    else:
        b113 = s112.encode()
        n114 = len(b113) + 1
        a(_UV[n114] if n114 < 128 else _uv(n114))
        a(b113)
    l115 = o.assignments
    n116 = len(l115) + 1
    a(_UV[n116] if n116 < 128 else _uv(n116))
    for e117 in l115:
        s118 = e117.member_id
        b119 = s118.encode()
        n120 = len(b119) + 1
        a(_UV[n120] if n120 < 128 else _uv(n120))
        a(b119)
        s121 = e117.assignment
        n122 = len(s121) + 1
        a(_UV[n122] if n122 < 128 else _uv(n122))
        a(s121)
        u123 = e117._unknown_tags
        if u123 is None:
            a(_H0)
        else:
            _write_tags(a, None, u123)
    u124 = o._unknown_tags
    if u124 is None:
        a(_H0)
    else:
        _write_tags(a, None, u124)
    return b''.join(parts)


def _dec_SyncGroupRequest_v4(buf: _Buffer, pos: int) -> tuple[SyncGroupRequest, int]:
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n125 = buf[pos] - 1
    if 0 <= n125 < 127:
        x126 = pos + 1 + n125
        if x126 > blen:
            raise _bad_length(n125, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x126], 'utf-8')
        pos = x126
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n127 = buf[pos] - 1
    if 0 <= n127 < 127:
        x128 = pos + 1 + n127
        if x128 > blen:
            raise _bad_length(n127, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x128], 'utf-8')
        pos = x128
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.MemberId')
    n129 = buf[pos] - 1
    if 0 <= n129 < 127:
        x130 = pos + 1 + n129
        if x130 > blen:
            raise _bad_length(n129, 'SyncGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x130], 'utf-8')
        pos = x130
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.GroupInstanceId')
    n131 = buf[pos] - 1
    if 0 <= n131 < 127:
        pos += 1
    else:
        n131, pos = _read_array_len(buf, pos, True, False, 1, 'SyncGroupRequest.Assignments')
    l132: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    ap133 = l132.append
    for _ in range(n131):
        t134 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n135 = buf[pos] - 1
        if 0 <= n135 < 127:
            x136 = pos + 1 + n135
            if x136 > blen:
                raise _bad_length(n135, 'SyncGroupRequest.Assignments.MemberId', pos)
            t134.member_id = str(buf[pos + 1:x136], 'utf-8')
            pos = x136
        else:
            t134.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.Assignments.MemberId')
        n137 = buf[pos]
        if n137 < 128:
            pos += 1
        else:
            n137, pos = _ruv(buf, pos)
        n137 -= 1
        if n137 >= 0:
            x138 = pos + n137
            if x138 > blen:
                raise _bad_length(n137, 'SyncGroupRequest.Assignments.Assignment', pos)
            t134.assignment = bytes(buf[pos:x138])
            pos = x138
        else:
            raise _unexpected_null('SyncGroupRequest.Assignments.Assignment', pos) if n137 == -1 else _bad_length(n137, 'SyncGroupRequest.Assignments.Assignment', pos)
        if buf[pos] == 0:
            pos += 1
            t134._unknown_tags = None
        else:
            nt139, pos = _ruv(buf, pos)
            if nt139 * 2 > blen - pos:
                raise _array_too_long(nt139, 'SyncGroupRequest.Assignments._tagged_fields', pos)
            uk140: list[tuple[int, bytes]] | None = None
            for _ in range(nt139):
                tg141, pos = _ruv(buf, pos)
                sz142, pos = _ruv(buf, pos)
                x143 = pos + sz142
                if x143 > blen:
                    raise _bad_length(sz142, 'SyncGroupRequest.Assignments._tagged_fields', pos)
                if uk140 is None:
                    uk140 = []
                uk140.append((tg141, bytes(buf[pos:x143])))
                pos = x143
            t134._unknown_tags = uk140
        ap133(t134)
    o.assignments = l132
    o.protocol_type = None
    o.protocol_name = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt144, pos = _ruv(buf, pos)
        if nt144 * 2 > blen - pos:
            raise _array_too_long(nt144, 'SyncGroupRequest._tagged_fields', pos)
        uk145: list[tuple[int, bytes]] | None = None
        for _ in range(nt144):
            tg146, pos = _ruv(buf, pos)
            sz147, pos = _ruv(buf, pos)
            x148 = pos + sz147
            if x148 > blen:
                raise _bad_length(sz147, 'SyncGroupRequest._tagged_fields', pos)
            if uk145 is None:
                uk145 = []
            uk145.append((tg146, bytes(buf[pos:x148])))
            pos = x148
        o._unknown_tags = uk145
    return o, pos


def _enc_SyncGroupRequest_v5(o: SyncGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s149 = o.group_id
    b150 = s149.encode()
    n151 = len(b150) + 1
    a(_UV[n151] if n151 < 128 else _uv(n151))
    a(b150)
    a(_S_i.pack(o.generation_id))
    s152 = o.member_id
    b153 = s152.encode()
    n154 = len(b153) + 1
    a(_UV[n154] if n154 < 128 else _uv(n154))
    a(b153)
    s155 = o.group_instance_id
    if s155 is None:
        a(_H0)
    else:
        b156 = s155.encode()
        n157 = len(b156) + 1
        a(_UV[n157] if n157 < 128 else _uv(n157))
        a(b156)
    s158 = o.protocol_type
    if s158 is None:
        a(_H0)
    else:
        b159 = s158.encode()
        n160 = len(b159) + 1
        a(_UV[n160] if n160 < 128 else _uv(n160))
        a(b159)
    s161 = o.protocol_name
    if s161 is None:
        a(_H0)
    else:
        b162 = s161.encode()
        n163 = len(b162) + 1
        a(_UV[n163] if n163 < 128 else _uv(n163))
        a(b162)
    l164 = o.assignments
    n165 = len(l164) + 1
    a(_UV[n165] if n165 < 128 else _uv(n165))
    for e166 in l164:
        s167 = e166.member_id
        b168 = s167.encode()
        n169 = len(b168) + 1
        a(_UV[n169] if n169 < 128 else _uv(n169))
        a(b168)
        s170 = e166.assignment
        n171 = len(s170) + 1
        a(_UV[n171] if n171 < 128 else _uv(n171))
        a(s170)
        u172 = e166._unknown_tags
        if u172 is None:
            a(_H0)
        else:
            _write_tags(a, None, u172)
    u173 = o._unknown_tags
    if u173 is None:
        a(_H0)
    else:
        _write_tags(a, None, u173)
    return b''.join(parts)


def _dec_SyncGroupRequest_v5(buf: _Buffer, pos: int) -> tuple[SyncGroupRequest, int]:
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n174 = buf[pos] - 1
    if 0 <= n174 < 127:
        x175 = pos + 1 + n174
        if x175 > blen:
            raise _bad_length(n174, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x175], 'utf-8')
        pos = x175
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n176 = buf[pos] - 1
    if 0 <= n176 < 127:
        x177 = pos + 1 + n176
        if x177 > blen:
            raise _bad_length(n176, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x177], 'utf-8')
        pos = x177
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.MemberId')
    n178 = buf[pos] - 1
    if 0 <= n178 < 127:
        x179 = pos + 1 + n178
        if x179 > blen:
            raise _bad_length(n178, 'SyncGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x179], 'utf-8')
        pos = x179
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.GroupInstanceId')
    n180 = buf[pos] - 1
    if 0 <= n180 < 127:
        x181 = pos + 1 + n180
        if x181 > blen:
            raise _bad_length(n180, 'SyncGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x181], 'utf-8')
        pos = x181
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.ProtocolType')
    n182 = buf[pos] - 1
    if 0 <= n182 < 127:
        x183 = pos + 1 + n182
        if x183 > blen:
            raise _bad_length(n182, 'SyncGroupRequest.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x183], 'utf-8')
        pos = x183
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.ProtocolName')
    n184 = buf[pos] - 1
    if 0 <= n184 < 127:
        pos += 1
    else:
        n184, pos = _read_array_len(buf, pos, True, False, 1, 'SyncGroupRequest.Assignments')
    l185: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    ap186 = l185.append
    for _ in range(n184):
        t187 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n188 = buf[pos] - 1
        if 0 <= n188 < 127:
            x189 = pos + 1 + n188
            if x189 > blen:
                raise _bad_length(n188, 'SyncGroupRequest.Assignments.MemberId', pos)
            t187.member_id = str(buf[pos + 1:x189], 'utf-8')
            pos = x189
        else:
            t187.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.Assignments.MemberId')
        n190 = buf[pos]
        if n190 < 128:
            pos += 1
        else:
            n190, pos = _ruv(buf, pos)
        n190 -= 1
        if n190 >= 0:
            x191 = pos + n190
            if x191 > blen:
                raise _bad_length(n190, 'SyncGroupRequest.Assignments.Assignment', pos)
            t187.assignment = bytes(buf[pos:x191])
            pos = x191
        else:
            raise _unexpected_null('SyncGroupRequest.Assignments.Assignment', pos) if n190 == -1 else _bad_length(n190, 'SyncGroupRequest.Assignments.Assignment', pos)
        if buf[pos] == 0:
            pos += 1
            t187._unknown_tags = None
        else:
            nt192, pos = _ruv(buf, pos)
            if nt192 * 2 > blen - pos:
                raise _array_too_long(nt192, 'SyncGroupRequest.Assignments._tagged_fields', pos)
            uk193: list[tuple[int, bytes]] | None = None
            for _ in range(nt192):
                tg194, pos = _ruv(buf, pos)
                sz195, pos = _ruv(buf, pos)
                x196 = pos + sz195
                if x196 > blen:
                    raise _bad_length(sz195, 'SyncGroupRequest.Assignments._tagged_fields', pos)
                if uk193 is None:
                    uk193 = []
                uk193.append((tg194, bytes(buf[pos:x196])))
                pos = x196
            t187._unknown_tags = uk193
        ap186(t187)
    o.assignments = l185
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt197, pos = _ruv(buf, pos)
        if nt197 * 2 > blen - pos:
            raise _array_too_long(nt197, 'SyncGroupRequest._tagged_fields', pos)
        uk198: list[tuple[int, bytes]] | None = None
        for _ in range(nt197):
            tg199, pos = _ruv(buf, pos)
            sz200, pos = _ruv(buf, pos)
            x201 = pos + sz200
            if x201 > blen:
                raise _bad_length(sz200, 'SyncGroupRequest._tagged_fields', pos)
            if uk198 is None:
                uk198 = []
            uk198.append((tg199, bytes(buf[pos:x201])))
            pos = x201
        o._unknown_tags = uk198
    return o, pos


SyncGroupRequest._ENC = {0: _enc_SyncGroupRequest_v0, 1: _enc_SyncGroupRequest_v1, 2: _enc_SyncGroupRequest_v2, 3: _enc_SyncGroupRequest_v3, 4: _enc_SyncGroupRequest_v4, 5: _enc_SyncGroupRequest_v5}
SyncGroupRequest._DEC = {0: _dec_SyncGroupRequest_v0, 1: _dec_SyncGroupRequest_v1, 2: _dec_SyncGroupRequest_v2, 3: _dec_SyncGroupRequest_v3, 4: _dec_SyncGroupRequest_v4, 5: _dec_SyncGroupRequest_v5}


class SyncGroupResponse(_Message):
    """SyncGroupResponse (response): API key 14; versions 0-5; flexible in 4-5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'protocol_type', 'protocol_name', 'assignment', '_unknown_tags')
    NAME = 'SyncGroupResponse'
    TYPE = 'response'
    API_KEY = 14
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (4, 5)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    protocol_type: str | None
    """Protocol type of the group, or null.

    `ProtocolType` (string): versions 5+; nullable in 5+; default None; ignorable."""
    protocol_name: str | None
    """Protocol chosen for the group, or null.

    `ProtocolName` (string): versions 5+; nullable in 5+; default None; ignorable."""
    assignment: bytes
    """Assignment of the calling member.

    `Assignment` (bytes): versions 0+; default b''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        protocol_type: str | None = None,
        protocol_name: str | None = None,
        assignment: bytes = b'',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignment = assignment
        self._unknown_tags = _unknown_tags


SyncGroupResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProtocolType', 'protocol_type', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
    _FI('ProtocolName', 'protocol_name', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
    _FI('Assignment', 'assignment', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)


def _enc_SyncGroupResponse_v0(o: SyncGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s202 = o.assignment
    a(_S_i.pack(len(s202)))
    a(s202)
    return b''.join(parts)


def _dec_SyncGroupResponse_v0(buf: _Buffer, pos: int) -> tuple[SyncGroupResponse, int]:
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n204, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n204 >= 0:
        x205 = pos + n204
        if x205 > blen:
            raise _bad_length(n204, 'SyncGroupResponse.Assignment', pos)
        o.assignment = bytes(buf[pos:x205])
        pos = x205
    else:
        raise _unexpected_null('SyncGroupResponse.Assignment', pos) if n204 == -1 else _bad_length(n204, 'SyncGroupResponse.Assignment', pos)
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v1(o: SyncGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s206 = o.assignment
    a(_S_i.pack(len(s206)))
    a(s206)
    return b''.join(parts)


def _dec_SyncGroupResponse_v1(buf: _Buffer, pos: int) -> tuple[SyncGroupResponse, int]:
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n208, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n208 >= 0:
        x209 = pos + n208
        if x209 > blen:
            raise _bad_length(n208, 'SyncGroupResponse.Assignment', pos)
        o.assignment = bytes(buf[pos:x209])
        pos = x209
    else:
        raise _unexpected_null('SyncGroupResponse.Assignment', pos) if n208 == -1 else _bad_length(n208, 'SyncGroupResponse.Assignment', pos)
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v2(o: SyncGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s210 = o.assignment
    a(_S_i.pack(len(s210)))
    a(s210)
    return b''.join(parts)


def _dec_SyncGroupResponse_v2(buf: _Buffer, pos: int) -> tuple[SyncGroupResponse, int]:
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n212, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n212 >= 0:
        x213 = pos + n212
        if x213 > blen:
            raise _bad_length(n212, 'SyncGroupResponse.Assignment', pos)
        o.assignment = bytes(buf[pos:x213])
        pos = x213
    else:
        raise _unexpected_null('SyncGroupResponse.Assignment', pos) if n212 == -1 else _bad_length(n212, 'SyncGroupResponse.Assignment', pos)
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v3(o: SyncGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s214 = o.assignment
    a(_S_i.pack(len(s214)))
    a(s214)
    return b''.join(parts)


def _dec_SyncGroupResponse_v3(buf: _Buffer, pos: int) -> tuple[SyncGroupResponse, int]:
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n216, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n216 >= 0:
        x217 = pos + n216
        if x217 > blen:
            raise _bad_length(n216, 'SyncGroupResponse.Assignment', pos)
        o.assignment = bytes(buf[pos:x217])
        pos = x217
    else:
        raise _unexpected_null('SyncGroupResponse.Assignment', pos) if n216 == -1 else _bad_length(n216, 'SyncGroupResponse.Assignment', pos)
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v4(o: SyncGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s218 = o.assignment
    n219 = len(s218) + 1
    a(_UV[n219] if n219 < 128 else _uv(n219))
    a(s218)
    u220 = o._unknown_tags
    if u220 is None:
        a(_H0)
    else:
        _write_tags(a, None, u220)
    return b''.join(parts)


def _dec_SyncGroupResponse_v4(buf: _Buffer, pos: int) -> tuple[SyncGroupResponse, int]:
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n221 = buf[pos]
    if n221 < 128:
        pos += 1
    else:
        n221, pos = _ruv(buf, pos)
    n221 -= 1
    if n221 >= 0:
        x222 = pos + n221
        if x222 > blen:
            raise _bad_length(n221, 'SyncGroupResponse.Assignment', pos)
        o.assignment = bytes(buf[pos:x222])
        pos = x222
    else:
        raise _unexpected_null('SyncGroupResponse.Assignment', pos) if n221 == -1 else _bad_length(n221, 'SyncGroupResponse.Assignment', pos)
    o.protocol_type = None
    o.protocol_name = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt223, pos = _ruv(buf, pos)
        if nt223 * 2 > blen - pos:
            raise _array_too_long(nt223, 'SyncGroupResponse._tagged_fields', pos)
        uk224: list[tuple[int, bytes]] | None = None
        for _ in range(nt223):
            tg225, pos = _ruv(buf, pos)
            sz226, pos = _ruv(buf, pos)
            x227 = pos + sz226
            if x227 > blen:
                raise _bad_length(sz226, 'SyncGroupResponse._tagged_fields', pos)
            if uk224 is None:
                uk224 = []
            uk224.append((tg225, bytes(buf[pos:x227])))
            pos = x227
        o._unknown_tags = uk224
    return o, pos


def _enc_SyncGroupResponse_v5(o: SyncGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s228 = o.protocol_type
    if s228 is None:
        a(_H0)
    else:
        b229 = s228.encode()
        n230 = len(b229) + 1
        a(_UV[n230] if n230 < 128 else _uv(n230))
        a(b229)
    s231 = o.protocol_name
    if s231 is None:
        a(_H0)
    else:
        b232 = s231.encode()
        n233 = len(b232) + 1
        a(_UV[n233] if n233 < 128 else _uv(n233))
        a(b232)
    s234 = o.assignment
    n235 = len(s234) + 1
    a(_UV[n235] if n235 < 128 else _uv(n235))
    a(s234)
    u236 = o._unknown_tags
    if u236 is None:
        a(_H0)
    else:
        _write_tags(a, None, u236)
    return b''.join(parts)


def _dec_SyncGroupResponse_v5(buf: _Buffer, pos: int) -> tuple[SyncGroupResponse, int]:
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n237 = buf[pos] - 1
    if 0 <= n237 < 127:
        x238 = pos + 1 + n237
        if x238 > blen:
            raise _bad_length(n237, 'SyncGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x238], 'utf-8')
        pos = x238
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'SyncGroupResponse.ProtocolType')
    n239 = buf[pos] - 1
    if 0 <= n239 < 127:
        x240 = pos + 1 + n239
        if x240 > blen:
            raise _bad_length(n239, 'SyncGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x240], 'utf-8')
        pos = x240
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'SyncGroupResponse.ProtocolName')
    n241 = buf[pos]
    if n241 < 128:
        pos += 1
    else:
        n241, pos = _ruv(buf, pos)
    n241 -= 1
    if n241 >= 0:
        x242 = pos + n241
        if x242 > blen:
            raise _bad_length(n241, 'SyncGroupResponse.Assignment', pos)
        o.assignment = bytes(buf[pos:x242])
        pos = x242
    else:
        raise _unexpected_null('SyncGroupResponse.Assignment', pos) if n241 == -1 else _bad_length(n241, 'SyncGroupResponse.Assignment', pos)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt243, pos = _ruv(buf, pos)
        if nt243 * 2 > blen - pos:
            raise _array_too_long(nt243, 'SyncGroupResponse._tagged_fields', pos)
        uk244: list[tuple[int, bytes]] | None = None
        for _ in range(nt243):
            tg245, pos = _ruv(buf, pos)
            sz246, pos = _ruv(buf, pos)
            x247 = pos + sz246
            if x247 > blen:
                raise _bad_length(sz246, 'SyncGroupResponse._tagged_fields', pos)
            if uk244 is None:
                uk244 = []
            uk244.append((tg245, bytes(buf[pos:x247])))
            pos = x247
        o._unknown_tags = uk244
    return o, pos


SyncGroupResponse._ENC = {0: _enc_SyncGroupResponse_v0, 1: _enc_SyncGroupResponse_v1, 2: _enc_SyncGroupResponse_v2, 3: _enc_SyncGroupResponse_v3, 4: _enc_SyncGroupResponse_v4, 5: _enc_SyncGroupResponse_v5}
SyncGroupResponse._DEC = {0: _dec_SyncGroupResponse_v0, 1: _dec_SyncGroupResponse_v1, 2: _dec_SyncGroupResponse_v2, 3: _dec_SyncGroupResponse_v3, 4: _dec_SyncGroupResponse_v4, 5: _dec_SyncGroupResponse_v5}


_LINES = {
    168: 'SyncGroupRequest.GroupId',
    169: 'SyncGroupRequest.GroupId',
    170: 'SyncGroupRequest.GroupId',
    171: 'SyncGroupRequest.GroupId',
    172: 'SyncGroupRequest.GenerationId',
    173: 'SyncGroupRequest.MemberId',
    174: 'SyncGroupRequest.MemberId',
    175: 'SyncGroupRequest.MemberId',
    176: 'SyncGroupRequest.MemberId',
    177: 'SyncGroupRequest.GroupInstanceId',
    179: 'SyncGroupRequest.Assignments',
    180: 'SyncGroupRequest.Assignments',
    181: 'SyncGroupRequest.Assignments',
    182: 'SyncGroupRequest.Assignments.MemberId',
    183: 'SyncGroupRequest.Assignments.MemberId',
    184: 'SyncGroupRequest.Assignments.MemberId',
    185: 'SyncGroupRequest.Assignments.MemberId',
    186: 'SyncGroupRequest.Assignments.Assignment',
    187: 'SyncGroupRequest.Assignments.Assignment',
    188: 'SyncGroupRequest.Assignments.Assignment',
    195: 'SyncGroupRequest.GroupId',
    200: 'SyncGroupRequest.GroupId',
    203: 'SyncGroupRequest.GroupId',
    204: 'SyncGroupRequest.GenerationId',
    206: 'SyncGroupRequest.MemberId',
    211: 'SyncGroupRequest.MemberId',
    214: 'SyncGroupRequest.MemberId',
    215: 'SyncGroupRequest.Assignments',
    220: 'SyncGroupRequest.Assignments.MemberId',
    225: 'SyncGroupRequest.Assignments.MemberId',
    228: 'SyncGroupRequest.Assignments.MemberId',
    229: 'SyncGroupRequest.Assignments.Assignment',
    252: 'SyncGroupRequest.GroupId',
    253: 'SyncGroupRequest.GroupId',
    254: 'SyncGroupRequest.GroupId',
    255: 'SyncGroupRequest.GroupId',
    256: 'SyncGroupRequest.GenerationId',
    257: 'SyncGroupRequest.MemberId',
    258: 'SyncGroupRequest.MemberId',
    259: 'SyncGroupRequest.MemberId',
    260: 'SyncGroupRequest.MemberId',
    261: 'SyncGroupRequest.GroupInstanceId',
    263: 'SyncGroupRequest.Assignments',
    264: 'SyncGroupRequest.Assignments',
    265: 'SyncGroupRequest.Assignments',
    266: 'SyncGroupRequest.Assignments.MemberId',
    267: 'SyncGroupRequest.Assignments.MemberId',
    268: 'SyncGroupRequest.Assignments.MemberId',
    269: 'SyncGroupRequest.Assignments.MemberId',
    270: 'SyncGroupRequest.Assignments.Assignment',
    271: 'SyncGroupRequest.Assignments.Assignment',
    272: 'SyncGroupRequest.Assignments.Assignment',
    279: 'SyncGroupRequest.GroupId',
    284: 'SyncGroupRequest.GroupId',
    287: 'SyncGroupRequest.GroupId',
    288: 'SyncGroupRequest.GenerationId',
    290: 'SyncGroupRequest.MemberId',
    295: 'SyncGroupRequest.MemberId',
    298: 'SyncGroupRequest.MemberId',
    299: 'SyncGroupRequest.Assignments',
    304: 'SyncGroupRequest.Assignments.MemberId',
    309: 'SyncGroupRequest.Assignments.MemberId',
    312: 'SyncGroupRequest.Assignments.MemberId',
    313: 'SyncGroupRequest.Assignments.Assignment',
    336: 'SyncGroupRequest.GroupId',
    337: 'SyncGroupRequest.GroupId',
    338: 'SyncGroupRequest.GroupId',
    339: 'SyncGroupRequest.GroupId',
    340: 'SyncGroupRequest.GenerationId',
    341: 'SyncGroupRequest.MemberId',
    342: 'SyncGroupRequest.MemberId',
    343: 'SyncGroupRequest.MemberId',
    344: 'SyncGroupRequest.MemberId',
    345: 'SyncGroupRequest.GroupInstanceId',
    347: 'SyncGroupRequest.Assignments',
    348: 'SyncGroupRequest.Assignments',
    349: 'SyncGroupRequest.Assignments',
    350: 'SyncGroupRequest.Assignments.MemberId',
    351: 'SyncGroupRequest.Assignments.MemberId',
    352: 'SyncGroupRequest.Assignments.MemberId',
    353: 'SyncGroupRequest.Assignments.MemberId',
    354: 'SyncGroupRequest.Assignments.Assignment',
    355: 'SyncGroupRequest.Assignments.Assignment',
    356: 'SyncGroupRequest.Assignments.Assignment',
    363: 'SyncGroupRequest.GroupId',
    368: 'SyncGroupRequest.GroupId',
    371: 'SyncGroupRequest.GroupId',
    372: 'SyncGroupRequest.GenerationId',
    374: 'SyncGroupRequest.MemberId',
    379: 'SyncGroupRequest.MemberId',
    382: 'SyncGroupRequest.MemberId',
    383: 'SyncGroupRequest.Assignments',
    388: 'SyncGroupRequest.Assignments.MemberId',
    393: 'SyncGroupRequest.Assignments.MemberId',
    396: 'SyncGroupRequest.Assignments.MemberId',
    397: 'SyncGroupRequest.Assignments.Assignment',
    420: 'SyncGroupRequest.GroupId',
    421: 'SyncGroupRequest.GroupId',
    422: 'SyncGroupRequest.GroupId',
    423: 'SyncGroupRequest.GroupId',
    424: 'SyncGroupRequest.GenerationId',
    425: 'SyncGroupRequest.MemberId',
    426: 'SyncGroupRequest.MemberId',
    427: 'SyncGroupRequest.MemberId',
    428: 'SyncGroupRequest.MemberId',
    429: 'SyncGroupRequest.GroupInstanceId',
    430: 'SyncGroupRequest.GroupInstanceId',
    431: 'SyncGroupRequest.GroupInstanceId',
    432: 'SyncGroupRequest.GroupInstanceId',
    433: 'SyncGroupRequest.GroupInstanceId',
    434: 'SyncGroupRequest.GroupInstanceId',
    435: 'SyncGroupRequest.GroupInstanceId',
    436: 'SyncGroupRequest.Assignments',
    437: 'SyncGroupRequest.Assignments',
    438: 'SyncGroupRequest.Assignments',
    439: 'SyncGroupRequest.Assignments.MemberId',
    440: 'SyncGroupRequest.Assignments.MemberId',
    441: 'SyncGroupRequest.Assignments.MemberId',
    442: 'SyncGroupRequest.Assignments.MemberId',
    443: 'SyncGroupRequest.Assignments.Assignment',
    444: 'SyncGroupRequest.Assignments.Assignment',
    445: 'SyncGroupRequest.Assignments.Assignment',
    452: 'SyncGroupRequest.GroupId',
    457: 'SyncGroupRequest.GroupId',
    460: 'SyncGroupRequest.GroupId',
    461: 'SyncGroupRequest.GenerationId',
    463: 'SyncGroupRequest.MemberId',
    468: 'SyncGroupRequest.MemberId',
    471: 'SyncGroupRequest.MemberId',
    472: 'SyncGroupRequest.GroupInstanceId',
    477: 'SyncGroupRequest.GroupInstanceId',
    480: 'SyncGroupRequest.GroupInstanceId',
    481: 'SyncGroupRequest.Assignments',
    486: 'SyncGroupRequest.Assignments.MemberId',
    491: 'SyncGroupRequest.Assignments.MemberId',
    494: 'SyncGroupRequest.Assignments.MemberId',
    495: 'SyncGroupRequest.Assignments.Assignment',
    517: 'SyncGroupRequest.GroupId',
    518: 'SyncGroupRequest.GroupId',
    519: 'SyncGroupRequest.GroupId',
    520: 'SyncGroupRequest.GroupId',
    521: 'SyncGroupRequest.GroupId',
    522: 'SyncGroupRequest.GenerationId',
    523: 'SyncGroupRequest.MemberId',
    524: 'SyncGroupRequest.MemberId',
    525: 'SyncGroupRequest.MemberId',
    526: 'SyncGroupRequest.MemberId',
    527: 'SyncGroupRequest.MemberId',
    528: 'SyncGroupRequest.GroupInstanceId',
    529: 'SyncGroupRequest.GroupInstanceId',
    530: 'SyncGroupRequest.GroupInstanceId',
    531: 'SyncGroupRequest.GroupInstanceId',
    532: 'SyncGroupRequest.GroupInstanceId',
    533: 'SyncGroupRequest.GroupInstanceId',
    534: 'SyncGroupRequest.GroupInstanceId',
    535: 'SyncGroupRequest.GroupInstanceId',
    536: 'SyncGroupRequest.Assignments',
    537: 'SyncGroupRequest.Assignments',
    538: 'SyncGroupRequest.Assignments',
    539: 'SyncGroupRequest.Assignments',
    540: 'SyncGroupRequest.Assignments.MemberId',
    541: 'SyncGroupRequest.Assignments.MemberId',
    542: 'SyncGroupRequest.Assignments.MemberId',
    543: 'SyncGroupRequest.Assignments.MemberId',
    544: 'SyncGroupRequest.Assignments.MemberId',
    545: 'SyncGroupRequest.Assignments.Assignment',
    546: 'SyncGroupRequest.Assignments.Assignment',
    547: 'SyncGroupRequest.Assignments.Assignment',
    548: 'SyncGroupRequest.Assignments.Assignment',
    549: 'SyncGroupRequest.Assignments._unknown_tags',
    550: 'SyncGroupRequest.Assignments',
    553: 'SyncGroupRequest.Assignments._unknown_tags',
    554: 'SyncGroupRequest._unknown_tags',
    555: 'SyncGroupRequest',
    558: 'SyncGroupRequest._unknown_tags',
    565: 'SyncGroupRequest.GroupId',
    570: 'SyncGroupRequest.GroupId',
    573: 'SyncGroupRequest.GroupId',
    574: 'SyncGroupRequest.GenerationId',
    576: 'SyncGroupRequest.MemberId',
    581: 'SyncGroupRequest.MemberId',
    584: 'SyncGroupRequest.MemberId',
    585: 'SyncGroupRequest.GroupInstanceId',
    590: 'SyncGroupRequest.GroupInstanceId',
    593: 'SyncGroupRequest.GroupInstanceId',
    594: 'SyncGroupRequest.Assignments',
    598: 'SyncGroupRequest.Assignments',
    603: 'SyncGroupRequest.Assignments.MemberId',
    608: 'SyncGroupRequest.Assignments.MemberId',
    611: 'SyncGroupRequest.Assignments.MemberId',
    612: 'SyncGroupRequest.Assignments.Assignment',
    616: 'SyncGroupRequest.Assignments.Assignment',
    626: 'SyncGroupRequest.Assignments._tagged_fields',
    630: 'SyncGroupRequest.Assignments._tagged_fields',
    635: 'SyncGroupRequest.Assignments._tagged_fields',
    636: 'SyncGroupRequest.Assignments._tagged_fields',
    649: 'SyncGroupRequest._tagged_fields',
    653: 'SyncGroupRequest._tagged_fields',
    658: 'SyncGroupRequest._tagged_fields',
    659: 'SyncGroupRequest._tagged_fields',
    674: 'SyncGroupRequest.GroupId',
    675: 'SyncGroupRequest.GroupId',
    676: 'SyncGroupRequest.GroupId',
    677: 'SyncGroupRequest.GroupId',
    678: 'SyncGroupRequest.GroupId',
    679: 'SyncGroupRequest.GenerationId',
    680: 'SyncGroupRequest.MemberId',
    681: 'SyncGroupRequest.MemberId',
    682: 'SyncGroupRequest.MemberId',
    683: 'SyncGroupRequest.MemberId',
    684: 'SyncGroupRequest.MemberId',
    685: 'SyncGroupRequest.GroupInstanceId',
    686: 'SyncGroupRequest.GroupInstanceId',
    687: 'SyncGroupRequest.GroupInstanceId',
    688: 'SyncGroupRequest.GroupInstanceId',
    689: 'SyncGroupRequest.GroupInstanceId',
    690: 'SyncGroupRequest.GroupInstanceId',
    691: 'SyncGroupRequest.GroupInstanceId',
    692: 'SyncGroupRequest.GroupInstanceId',
    693: 'SyncGroupRequest.ProtocolType',
    694: 'SyncGroupRequest.ProtocolType',
    695: 'SyncGroupRequest.ProtocolType',
    696: 'SyncGroupRequest.ProtocolType',
    697: 'SyncGroupRequest.ProtocolType',
    698: 'SyncGroupRequest.ProtocolType',
    699: 'SyncGroupRequest.ProtocolType',
    700: 'SyncGroupRequest.ProtocolType',
    701: 'SyncGroupRequest.ProtocolName',
    702: 'SyncGroupRequest.ProtocolName',
    703: 'SyncGroupRequest.ProtocolName',
    704: 'SyncGroupRequest.ProtocolName',
    705: 'SyncGroupRequest.ProtocolName',
    706: 'SyncGroupRequest.ProtocolName',
    707: 'SyncGroupRequest.ProtocolName',
    708: 'SyncGroupRequest.ProtocolName',
    709: 'SyncGroupRequest.Assignments',
    710: 'SyncGroupRequest.Assignments',
    711: 'SyncGroupRequest.Assignments',
    712: 'SyncGroupRequest.Assignments',
    713: 'SyncGroupRequest.Assignments.MemberId',
    714: 'SyncGroupRequest.Assignments.MemberId',
    715: 'SyncGroupRequest.Assignments.MemberId',
    716: 'SyncGroupRequest.Assignments.MemberId',
    717: 'SyncGroupRequest.Assignments.MemberId',
    718: 'SyncGroupRequest.Assignments.Assignment',
    719: 'SyncGroupRequest.Assignments.Assignment',
    720: 'SyncGroupRequest.Assignments.Assignment',
    721: 'SyncGroupRequest.Assignments.Assignment',
    722: 'SyncGroupRequest.Assignments._unknown_tags',
    723: 'SyncGroupRequest.Assignments',
    726: 'SyncGroupRequest.Assignments._unknown_tags',
    727: 'SyncGroupRequest._unknown_tags',
    728: 'SyncGroupRequest',
    731: 'SyncGroupRequest._unknown_tags',
    738: 'SyncGroupRequest.GroupId',
    743: 'SyncGroupRequest.GroupId',
    746: 'SyncGroupRequest.GroupId',
    747: 'SyncGroupRequest.GenerationId',
    749: 'SyncGroupRequest.MemberId',
    754: 'SyncGroupRequest.MemberId',
    757: 'SyncGroupRequest.MemberId',
    758: 'SyncGroupRequest.GroupInstanceId',
    763: 'SyncGroupRequest.GroupInstanceId',
    766: 'SyncGroupRequest.GroupInstanceId',
    767: 'SyncGroupRequest.ProtocolType',
    772: 'SyncGroupRequest.ProtocolType',
    775: 'SyncGroupRequest.ProtocolType',
    776: 'SyncGroupRequest.ProtocolName',
    781: 'SyncGroupRequest.ProtocolName',
    784: 'SyncGroupRequest.ProtocolName',
    785: 'SyncGroupRequest.Assignments',
    789: 'SyncGroupRequest.Assignments',
    794: 'SyncGroupRequest.Assignments.MemberId',
    799: 'SyncGroupRequest.Assignments.MemberId',
    802: 'SyncGroupRequest.Assignments.MemberId',
    803: 'SyncGroupRequest.Assignments.Assignment',
    807: 'SyncGroupRequest.Assignments.Assignment',
    817: 'SyncGroupRequest.Assignments._tagged_fields',
    821: 'SyncGroupRequest.Assignments._tagged_fields',
    826: 'SyncGroupRequest.Assignments._tagged_fields',
    827: 'SyncGroupRequest.Assignments._tagged_fields',
    838: 'SyncGroupRequest._tagged_fields',
    842: 'SyncGroupRequest._tagged_fields',
    847: 'SyncGroupRequest._tagged_fields',
    848: 'SyncGroupRequest._tagged_fields',
    927: 'SyncGroupResponse.ErrorCode',
    928: 'SyncGroupResponse.Assignment',
    929: 'SyncGroupResponse.Assignment',
    930: 'SyncGroupResponse.Assignment',
    937: 'SyncGroupResponse.ErrorCode',
    939: 'SyncGroupResponse.Assignment',
    959: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    960: 'SyncGroupResponse.Assignment',
    961: 'SyncGroupResponse.Assignment',
    962: 'SyncGroupResponse.Assignment',
    969: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    971: 'SyncGroupResponse.Assignment',
    990: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    991: 'SyncGroupResponse.Assignment',
    992: 'SyncGroupResponse.Assignment',
    993: 'SyncGroupResponse.Assignment',
    1000: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1002: 'SyncGroupResponse.Assignment',
    1021: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1022: 'SyncGroupResponse.Assignment',
    1023: 'SyncGroupResponse.Assignment',
    1024: 'SyncGroupResponse.Assignment',
    1031: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1033: 'SyncGroupResponse.Assignment',
    1052: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1053: 'SyncGroupResponse.Assignment',
    1054: 'SyncGroupResponse.Assignment',
    1055: 'SyncGroupResponse.Assignment',
    1056: 'SyncGroupResponse.Assignment',
    1057: 'SyncGroupResponse._unknown_tags',
    1058: 'SyncGroupResponse',
    1061: 'SyncGroupResponse._unknown_tags',
    1068: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1070: 'SyncGroupResponse.Assignment',
    1074: 'SyncGroupResponse.Assignment',
    1086: 'SyncGroupResponse._tagged_fields',
    1090: 'SyncGroupResponse._tagged_fields',
    1095: 'SyncGroupResponse._tagged_fields',
    1096: 'SyncGroupResponse._tagged_fields',
    1111: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1112: 'SyncGroupResponse.ProtocolType',
    1113: 'SyncGroupResponse.ProtocolType',
    1114: 'SyncGroupResponse.ProtocolType',
    1115: 'SyncGroupResponse.ProtocolType',
    1116: 'SyncGroupResponse.ProtocolType',
    1117: 'SyncGroupResponse.ProtocolType',
    1118: 'SyncGroupResponse.ProtocolType',
    1119: 'SyncGroupResponse.ProtocolType',
    1120: 'SyncGroupResponse.ProtocolName',
    1121: 'SyncGroupResponse.ProtocolName',
    1122: 'SyncGroupResponse.ProtocolName',
    1123: 'SyncGroupResponse.ProtocolName',
    1124: 'SyncGroupResponse.ProtocolName',
    1125: 'SyncGroupResponse.ProtocolName',
    1126: 'SyncGroupResponse.ProtocolName',
    1127: 'SyncGroupResponse.ProtocolName',
    1128: 'SyncGroupResponse.Assignment',
    1129: 'SyncGroupResponse.Assignment',
    1130: 'SyncGroupResponse.Assignment',
    1131: 'SyncGroupResponse.Assignment',
    1132: 'SyncGroupResponse._unknown_tags',
    1133: 'SyncGroupResponse',
    1136: 'SyncGroupResponse._unknown_tags',
    1143: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1145: 'SyncGroupResponse.ProtocolType',
    1150: 'SyncGroupResponse.ProtocolType',
    1153: 'SyncGroupResponse.ProtocolType',
    1154: 'SyncGroupResponse.ProtocolName',
    1159: 'SyncGroupResponse.ProtocolName',
    1162: 'SyncGroupResponse.ProtocolName',
    1163: 'SyncGroupResponse.Assignment',
    1167: 'SyncGroupResponse.Assignment',
    1177: 'SyncGroupResponse._tagged_fields',
    1181: 'SyncGroupResponse._tagged_fields',
    1186: 'SyncGroupResponse._tagged_fields',
    1187: 'SyncGroupResponse._tagged_fields',
}
