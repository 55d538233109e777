# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/JoinGroupRequest.json, schemas/messages/JoinGroupResponse.json.
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

__all__ = ['JoinGroupRequest', 'JoinGroupResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_h = Struct('>h')
_S_hi = Struct('>hi')
_S_i = Struct('>i')
_S_ihi = Struct('>ihi')
_S_ii = Struct('>ii')


class JoinGroupRequest(_Message):
    """JoinGroupRequest (request): API key 11; versions 0-9; flexible in 6-9; listeners: broker."""

    __slots__ = ('group_id', 'session_timeout_ms', 'rebalance_timeout_ms', 'member_id', 'group_instance_id', 'protocol_type', 'protocols', 'reason', '_unknown_tags')
    NAME = 'JoinGroupRequest'
    TYPE = 'request'
    API_KEY = 11
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 9)
    FLEXIBLE_VERSIONS = (6, 9)

    group_id: str
    """Group to join.

    `GroupId` (string): versions 0+; default ''."""
    session_timeout_ms: int
    """Time in ms without heartbeats after which the member is removed.

    `SessionTimeoutMs` (int32): versions 0+; default 0."""
    rebalance_timeout_ms: int
    """Time in ms the coordinator waits for members to rejoin during a rebalance.

    `RebalanceTimeoutMs` (int32): versions 1+; default -1; ignorable."""
    member_id: str
    """Member id assigned by the coordinator, or empty on the first join.

    `MemberId` (string): versions 0+; default ''."""
    group_instance_id: str | None
    """Static instance id set by the user, or null.

    `GroupInstanceId` (string): versions 5+; nullable in 5+; default None."""
    protocol_type: str
    """Class of protocol the group implements, e.g. "consumer".

    `ProtocolType` (string): versions 0+; default ''."""
    protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    """Protocols the member supports, in order of preference.

    `Protocols` ([]JoinGroupRequestProtocol): versions 0+; default []."""
    reason: str | None
    """Why the member joins, for logging, or null.

    `Reason` (string): versions 8+; nullable in 8+; default None; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        session_timeout_ms: int = 0,
        rebalance_timeout_ms: int = -1,
        member_id: str = '',
        group_instance_id: str | None = None,
        protocol_type: str = '',
        protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = _EMPTY,
        reason: str | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_id = group_id
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocols = [] if protocols is _EMPTY else protocols
        self.reason = reason
        self._unknown_tags = _unknown_tags

    class JoinGroupRequestProtocol(_Message):
        """Protocols the member supports, in order of preference.

        JoinGroupRequestProtocol (in JoinGroupRequest): versions 0+."""

        __slots__ = ('name', 'metadata', '_unknown_tags')
        NAME = 'JoinGroupRequest.JoinGroupRequestProtocol'

        name: str
        """Protocol name (e.g. the assignor).

        `Name` (string): versions 0+; default ''."""
        metadata: bytes
        """Protocol-specific metadata of the member.

        `Metadata` (bytes): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            metadata: bytes = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.metadata = metadata
            self._unknown_tags = _unknown_tags


_C_JoinGroupRequest_JoinGroupRequestProtocol = JoinGroupRequest.JoinGroupRequestProtocol
JoinGroupRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('SessionTimeoutMs', 'session_timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('RebalanceTimeoutMs', 'rebalance_timeout_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (5, 32767), (5, 32767), (1, 0), None, None, False, None),
    _FI('ProtocolType', 'protocol_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Protocols', 'protocols', '[]JoinGroupRequestProtocol', (0, 32767), (1, 0), (1, 0), None, (), False, _C_JoinGroupRequest_JoinGroupRequestProtocol),
    _FI('Reason', 'reason', 'string', (8, 32767), (8, 32767), (1, 0), None, None, True, None),
)
_C_JoinGroupRequest_JoinGroupRequestProtocol.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Metadata', 'metadata', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_DEF_JoinGroupRequest_JoinGroupRequestProtocol = _C_JoinGroupRequest_JoinGroupRequestProtocol()

def _mk_JoinGroupRequest_JoinGroupRequestProtocol() -> JoinGroupRequest.JoinGroupRequestProtocol:
    o = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
    o.name = ''
    o.metadata = b''
    o._unknown_tags = None
    return o


def _enc_JoinGroupRequest_v0(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    a(_S_i.pack(o.session_timeout_ms))
    s4 = o.member_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 0)
    s7 = o.protocol_type
    b8 = s7.encode()
    a(_S_h.pack(len(b8)))
    a(b8)
    l10 = o.protocols
    a(_S_i.pack(len(l10)))
    for e11 in l10:
        s12 = e11.name
        b13 = s12.encode()
        a(_S_h.pack(len(b13)))
        a(b13)
        s15 = e11.metadata
        a(_S_i.pack(len(s15)))
        a(s15)
    return b''.join(parts)


def _dec_JoinGroupRequest_v0(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n17, = _S_h.unpack_from(buf, pos)
    if n17 >= 0:
        x18 = pos + 2 + n17
        if x18 > blen:
            raise _bad_length(n17, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x18], 'utf-8')
        pos = x18
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n19, = _S_h.unpack_from(buf, pos)
    if n19 >= 0:
        x20 = pos + 2 + n19
        if x20 > blen:
            raise _bad_length(n19, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x20], 'utf-8')
        pos = x20
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n21, = _S_h.unpack_from(buf, pos)
    if n21 >= 0:
        x22 = pos + 2 + n21
        if x22 > blen:
            raise _bad_length(n21, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x22], 'utf-8')
        pos = x22
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n23, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l24: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap25 = l24.append
    for _ in range(n23):
        t26 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n27, = _S_h.unpack_from(buf, pos)
        if n27 >= 0:
            x28 = pos + 2 + n27
            if x28 > blen:
                raise _bad_length(n27, 'JoinGroupRequest.Protocols.Name', pos)
            t26.name = str(buf[pos + 2:x28], 'utf-8')
            pos = x28
        else:
            t26.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        n29, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n29 >= 0:
            x30 = pos + n29
            if x30 > blen:
                raise _bad_length(n29, 'JoinGroupRequest.Protocols.Metadata', pos)
            t26.metadata = bytes(buf[pos:x30])
            pos = x30
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n29 == -1 else _bad_length(n29, 'JoinGroupRequest.Protocols.Metadata', pos)
        t26._unknown_tags = None
        ap25(t26)
    o.protocols = l24
    o.rebalance_timeout_ms = -1
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v1(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s31 = o.group_id
    b32 = s31.encode()
    a(_S_h.pack(len(b32)))
    a(b32)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s34 = o.member_id
    b35 = s34.encode()
    a(_S_h.pack(len(b35)))
    a(b35)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 1)
    s37 = o.protocol_type
    b38 = s37.encode()
    a(_S_h.pack(len(b38)))
    a(b38)
    l40 = o.protocols
    a(_S_i.pack(len(l40)))
    for e41 in l40:
        s42 = e41.name
        b43 = s42.encode()
        a(_S_h.pack(len(b43)))
        a(b43)
        s45 = e41.metadata
        a(_S_i.pack(len(s45)))
        a(s45)
    return b''.join(parts)


def _dec_JoinGroupRequest_v1(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n47, = _S_h.unpack_from(buf, pos)
    if n47 >= 0:
        x48 = pos + 2 + n47
        if x48 > blen:
            raise _bad_length(n47, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x48], 'utf-8')
        pos = x48
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n51, = _S_h.unpack_from(buf, pos)
    if n51 >= 0:
        x52 = pos + 2 + n51
        if x52 > blen:
            raise _bad_length(n51, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x52], 'utf-8')
        pos = x52
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n53, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l54: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap55 = l54.append
    for _ in range(n53):
        t56 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n57, = _S_h.unpack_from(buf, pos)
        if n57 >= 0:
            x58 = pos + 2 + n57
            if x58 > blen:
                raise _bad_length(n57, 'JoinGroupRequest.Protocols.Name', pos)
            t56.name = str(buf[pos + 2:x58], 'utf-8')
            pos = x58
        else:
            t56.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        n59, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n59 >= 0:
            x60 = pos + n59
            if x60 > blen:
                raise _bad_length(n59, 'JoinGroupRequest.Protocols.Metadata', pos)
            t56.metadata = bytes(buf[pos:x60])
            pos = x60
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n59 == -1 else _bad_length(n59, 'JoinGroupRequest.Protocols.Metadata', pos)
        t56._unknown_tags = None
        ap55(t56)
    o.protocols = l54
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v2(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s61 = o.group_id
    b62 = s61.encode()
    a(_S_h.pack(len(b62)))
    a(b62)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s64 = o.member_id
    b65 = s64.encode()
    a(_S_h.pack(len(b65)))
    a(b65)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 2)
    s67 = o.protocol_type
    b68 = s67.encode()
    a(_S_h.pack(len(b68)))
    a(b68)
    l70 = o.protocols
    a(_S_i.pack(len(l70)))
    for e71 in l70:
        s72 = e71.name
        b73 = s72.encode()
        a(_S_h.pack(len(b73)))
        a(b73)
        s75 = e71.metadata
        a(_S_i.pack(len(s75)))
        a(s75)
    return b''.join(parts)


def _dec_JoinGroupRequest_v2(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n77, = _S_h.unpack_from(buf, pos)
    if n77 >= 0:
        x78 = pos + 2 + n77
        if x78 > blen:
            raise _bad_length(n77, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x78], 'utf-8')
        pos = x78
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n79, = _S_h.unpack_from(buf, pos)
    if n79 >= 0:
        x80 = pos + 2 + n79
        if x80 > blen:
            raise _bad_length(n79, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x80], 'utf-8')
        pos = x80
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n81, = _S_h.unpack_from(buf, pos)
    if n81 >= 0:
        x82 = pos + 2 + n81
        if x82 > blen:
            raise _bad_length(n81, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x82], 'utf-8')
        pos = x82
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n83, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l84: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap85 = l84.append
    for _ in range(n83):
        t86 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n87, = _S_h.unpack_from(buf, pos)
        if n87 >= 0:
            x88 = pos + 2 + n87
            if x88 > blen:
                raise _bad_length(n87, 'JoinGroupRequest.Protocols.Name', pos)
            t86.name = str(buf[pos + 2:x88], 'utf-8')
            pos = x88
        else:
            t86.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        n89, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n89 >= 0:
            x90 = pos + n89
            if x90 > blen:
                raise _bad_length(n89, 'JoinGroupRequest.Protocols.Metadata', pos)
            t86.metadata = bytes(buf[pos:x90])
            pos = x90
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n89 == -1 else _bad_length(n89, 'JoinGroupRequest.Protocols.Metadata', pos)
        t86._unknown_tags = None
        ap85(t86)
    o.protocols = l84
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v3(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s91 = o.group_id
    b92 = s91.encode()
    a(_S_h.pack(len(b92)))
    a(b92)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s94 = o.member_id
    b95 = s94.encode()
    a(_S_h.pack(len(b95)))
    a(b95)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 3)
    s97 = o.protocol_type
    b98 = s97.encode()
    a(_S_h.pack(len(b98)))
    a(b98)
    l100 = o.protocols
    a(_S_i.pack(len(l100)))
    for e101 in l100:
        s102 = e101.name
        b103 = s102.encode()
        a(_S_h.pack(len(b103)))
        a(b103)
        s105 = e101.metadata
        a(_S_i.pack(len(s105)))
        a(s105)
    return b''.join(parts)


def _dec_JoinGroupRequest_v3(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n107, = _S_h.unpack_from(buf, pos)
    if n107 >= 0:
        x108 = pos + 2 + n107
        if x108 > blen:
            raise _bad_length(n107, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x108], 'utf-8')
        pos = x108
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n109, = _S_h.unpack_from(buf, pos)
    if n109 >= 0:
        x110 = pos + 2 + n109
        if x110 > blen:
            raise _bad_length(n109, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x110], 'utf-8')
        pos = x110
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n111, = _S_h.unpack_from(buf, pos)
    if n111 >= 0:
        x112 = pos + 2 + n111
        if x112 > blen:
            raise _bad_length(n111, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x112], 'utf-8')
        pos = x112
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n113, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l114: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap115 = l114.append
    for _ in range(n113):
        t116 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n117, = _S_h.unpack_from(buf, pos)
        if n117 >= 0:
            x118 = pos + 2 + n117
            if x118 > blen:
                raise _bad_length(n117, 'JoinGroupRequest.Protocols.Name', pos)
            t116.name = str(buf[pos + 2:x118], 'utf-8')
            pos = x118
        else:
            t116.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        n119, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n119 >= 0:
            x120 = pos + n119
            if x120 > blen:
                raise _bad_length(n119, 'JoinGroupRequest.Protocols.Metadata', pos)
            t116.metadata = bytes(buf[pos:x120])
            pos = x120
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n119 == -1 else _bad_length(n119, 'JoinGroupRequest.Protocols.Metadata', pos)
        t116._unknown_tags = None
        ap115(t116)
    o.protocols = l114
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v4(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s121 = o.group_id
    b122 = s121.encode()
    a(_S_h.pack(len(b122)))
    a(b122)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s124 = o.member_id
    b125 = s124.encode()
    a(_S_h.pack(len(b125)))
    a(b125)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 4)
    s127 = o.protocol_type
    b128 = s127.encode()
    a(_S_h.pack(len(b128)))
    a(b128)
    l130 = o.protocols
    a(_S_i.pack(len(l130)))
    for e131 in l130:
        s132 = e131.name
        b133 = s132.encode()
        a(_S_h.pack(len(b133)))
        a(b133)
        s135 = e131.metadata
        a(_S_i.pack(len(s135)))
        a(s135)
    return b''.join(parts)


def _dec_JoinGroupRequest_v4(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n137, = _S_h.unpack_from(buf, pos)
    if n137 >= 0:
        x138 = pos + 2 + n137
        if x138 > blen:
            raise _bad_length(n137, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x138], 'utf-8')
        pos = x138
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n139, = _S_h.unpack_from(buf, pos)
    if n139 >= 0:
        x140 = pos + 2 + n139
        if x140 > blen:
            raise _bad_length(n139, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x140], 'utf-8')
        pos = x140
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n141, = _S_h.unpack_from(buf, pos)
    if n141 >= 0:
        x142 = pos + 2 + n141
        if x142 > blen:
            raise _bad_length(n141, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x142], 'utf-8')
        pos = x142
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n143, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l144: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap145 = l144.append
    for _ in range(n143):
        t146 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n147, = _S_h.unpack_from(buf, pos)
        if n147 >= 0:
            x148 = pos + 2 + n147
            if x148 > blen:
                raise _bad_length(n147, 'JoinGroupRequest.Protocols.Name', pos)
            t146.name = str(buf[pos + 2:x148], 'utf-8')
            pos = x148
        else:
            t146.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        n149, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n149 >= 0:
            x150 = pos + n149
            if x150 > blen:
                raise _bad_length(n149, 'JoinGroupRequest.Protocols.Metadata', pos)
            t146.metadata = bytes(buf[pos:x150])
            pos = x150
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n149 == -1 else _bad_length(n149, 'JoinGroupRequest.Protocols.Metadata', pos)
        t146._unknown_tags = None
        ap145(t146)
    o.protocols = l144
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v5(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s151 = o.group_id
    b152 = s151.encode()
    a(_S_h.pack(len(b152)))
    a(b152)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s154 = o.member_id
    b155 = s154.encode()
    a(_S_h.pack(len(b155)))
    a(b155)
    s157 = o.group_instance_id
    if s157 is None:
        a(b'\xff\xff')
    else:
        b158 = s157.encode()
        a(_S_h.pack(len(b158)))
        a(b158)
    s160 = o.protocol_type
    b161 = s160.encode()
    a(_S_h.pack(len(b161)))
    a(b161)
    l163 = o.protocols
    a(_S_i.pack(len(l163)))
    for e164 in l163:
        s165 = e164.name
        b166 = s165.encode()
        a(_S_h.pack(len(b166)))
        a(b166)
        s168 = e164.metadata
        a(_S_i.pack(len(s168)))
        a(s168)
    return b''.join(parts)


def _dec_JoinGroupRequest_v5(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n170, = _S_h.unpack_from(buf, pos)
    if n170 >= 0:
        x171 = pos + 2 + n170
        if x171 > blen:
            raise _bad_length(n170, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x171], 'utf-8')
        pos = x171
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n172, = _S_h.unpack_from(buf, pos)
    if n172 >= 0:
        x173 = pos + 2 + n172
        if x173 > blen:
            raise _bad_length(n172, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x173], 'utf-8')
        pos = x173
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n174, = _S_h.unpack_from(buf, pos)
    if n174 >= 0:
        x175 = pos + 2 + n174
        if x175 > blen:
            raise _bad_length(n174, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 2:x175], 'utf-8')
        pos = x175
    else:
        o.group_instance_id, pos = _read_string(buf, pos, False, True, 'JoinGroupRequest.GroupInstanceId')
    n176, = _S_h.unpack_from(buf, pos)
    if n176 >= 0:
        x177 = pos + 2 + n176
        if x177 > blen:
            raise _bad_length(n176, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x177], 'utf-8')
        pos = x177
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n178, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l179: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap180 = l179.append
    for _ in range(n178):
        t181 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n182, = _S_h.unpack_from(buf, pos)
        if n182 >= 0:
            x183 = pos + 2 + n182
            if x183 > blen:
                raise _bad_length(n182, 'JoinGroupRequest.Protocols.Name', pos)
            t181.name = str(buf[pos + 2:x183], 'utf-8')
            pos = x183
        else:
            t181.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        n184, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n184 >= 0:
            x185 = pos + n184
            if x185 > blen:
                raise _bad_length(n184, 'JoinGroupRequest.Protocols.Metadata', pos)
            t181.metadata = bytes(buf[pos:x185])
            pos = x185
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n184 == -1 else _bad_length(n184, 'JoinGroupRequest.Protocols.Metadata', pos)
        t181._unknown_tags = None
        ap180(t181)
    o.protocols = l179
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v6(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s186 = o.group_id
    b187 = s186.encode()
    n188 = len(b187) + 1
    a(_UV[n188] if n188 < 128 else _uv(n188))
    a(b187)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s189 = o.member_id
    b190 = s189.encode()
    n191 = len(b190) + 1
    a(_UV[n191] if n191 < 128 else _uv(n191))
    a(b190)
    s192 = o.group_instance_id
    if s192 is None:
        a(_H0)
    else:
        b193 = s192.encode()
        n194 = len(b193) + 1
        a(_UV[n194] if n194 < 128 else _uv(n194))
        a(b193)
    s195 = o.protocol_type
    b196 = s195.encode()
    n197 = len(b196) + 1
    a(_UV[n197] if n197 < 128 else _uv(n197))
    a(b196)
    l198 = o.protocols
    n199 = len(l198) + 1
    a(_UV[n199] if n199 < 128 else _uv(n199))
    for e200 in l198:
        s201 = e200.name
        b202 = s201.encode()
        n203 = len(b202) + 1
        a(_UV[n203] if n203 < 128 else _uv(n203))
        a(b202)
        s204 = e200.metadata
        n205 = len(s204) + 1
        a(_UV[n205] if n205 < 128 else _uv(n205))
        a(s204)
        u206 = e200._unknown_tags
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


def _dec_JoinGroupRequest_v6(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n208 = buf[pos] - 1
    if 0 <= n208 < 127:
        x209 = pos + 1 + n208
        if x209 > blen:
            raise _bad_length(n208, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x209], 'utf-8')
        pos = x209
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n210 = buf[pos] - 1
    if 0 <= n210 < 127:
        x211 = pos + 1 + n210
        if x211 > blen:
            raise _bad_length(n210, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x211], 'utf-8')
        pos = x211
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n212 = buf[pos] - 1
    if 0 <= n212 < 127:
        x213 = pos + 1 + n212
        if x213 > blen:
            raise _bad_length(n212, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x213], 'utf-8')
        pos = x213
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n214 = buf[pos] - 1
    if 0 <= n214 < 127:
        x215 = pos + 1 + n214
        if x215 > blen:
            raise _bad_length(n214, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x215], 'utf-8')
        pos = x215
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n216 = buf[pos] - 1
    if 0 <= n216 < 127:
        pos += 1
    else:
        n216, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l217: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap218 = l217.append
    for _ in range(n216):
        t219 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n220 = buf[pos] - 1
        if 0 <= n220 < 127:
            x221 = pos + 1 + n220
            if x221 > blen:
                raise _bad_length(n220, 'JoinGroupRequest.Protocols.Name', pos)
            t219.name = str(buf[pos + 1:x221], 'utf-8')
            pos = x221
        else:
            t219.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        n222 = buf[pos]
        if n222 < 128:
            pos += 1
        else:
            n222, pos = _ruv(buf, pos)
        n222 -= 1
        if n222 >= 0:
            x223 = pos + n222
            if x223 > blen:
                raise _bad_length(n222, 'JoinGroupRequest.Protocols.Metadata', pos)
            t219.metadata = bytes(buf[pos:x223])
            pos = x223
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n222 == -1 else _bad_length(n222, 'JoinGroupRequest.Protocols.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t219._unknown_tags = None
        else:
            nt224, pos = _ruv(buf, pos)
            if nt224 * 2 > blen - pos:
                raise _array_too_long(nt224, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk225: list[tuple[int, bytes]] | None = None
            for _ in range(nt224):
                tg226, pos = _ruv(buf, pos)
                sz227, pos = _ruv(buf, pos)
                x228 = pos + sz227
                if x228 > blen:
                    raise _bad_length(sz227, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk225 is None:
                    uk225 = []
                uk225.append((tg226, bytes(buf[pos:x228])))
                pos = x228
            t219._unknown_tags = uk225
        ap218(t219)
    o.protocols = l217
    o.reason = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt229, pos = _ruv(buf, pos)
        if nt229 * 2 > blen - pos:
            raise _array_too_long(nt229, 'JoinGroupRequest._tagged_fields', pos)
        uk230: list[tuple[int, bytes]] | None = None
        for _ in range(nt229):
            tg231, pos = _ruv(buf, pos)
            sz232, pos = _ruv(buf, pos)
            x233 = pos + sz232
            if x233 > blen:
                raise _bad_length(sz232, 'JoinGroupRequest._tagged_fields', pos)
            if uk230 is None:
                uk230 = []
            uk230.append((tg231, bytes(buf[pos:x233])))
            pos = x233
        o._unknown_tags = uk230
    return o, pos


def _enc_JoinGroupRequest_v7(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s234 = o.group_id
    b235 = s234.encode()
    n236 = len(b235) + 1
    a(_UV[n236] if n236 < 128 else _uv(n236))
    a(b235)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s237 = o.member_id
    b238 = s237.encode()
    n239 = len(b238) + 1
    a(_UV[n239] if n239 < 128 else _uv(n239))
    a(b238)
    s240 = o.group_instance_id
    if s240 is None:
        a(_H0)
    else:
        b241 = s240.encode()
        n242 = len(b241) + 1
        a(_UV[n242] if n242 < 128 else _uv(n242))
        a(b241)
    s243 = o.protocol_type
    b244 = s243.encode()
    n245 = len(b244) + 1
    a(_UV[n245] if n245 < 128 else _uv(n245))
    a(b244)
    l246 = o.protocols
    n247 = len(l246) + 1
    a(_UV[n247] if n247 < 128 else _uv(n247))
    for e248 in l246:
        s249 = e248.name
        b250 = s249.encode()
        n251 = len(b250) + 1
        a(_UV[n251] if n251 < 128 else _uv(n251))
        a(b250)
        s252 = e248.metadata
        n253 = len(s252) + 1
        a(_UV[n253] if n253 < 128 else _uv(n253))
        a(s252)
        u254 = e248._unknown_tags
        if u254 is None:
            a(_H0)
        else:
            _write_tags(a, None, u254)
    u255 = o._unknown_tags
    if u255 is None:
        a(_H0)
    else:
        _write_tags(a, None, u255)
    return b''.join(parts)


def _dec_JoinGroupRequest_v7(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n256 = buf[pos] - 1
    if 0 <= n256 < 127:
        x257 = pos + 1 + n256
        if x257 > blen:
            raise _bad_length(n256, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x257], 'utf-8')
        pos = x257
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n258 = buf[pos] - 1
    if 0 <= n258 < 127:
        x259 = pos + 1 + n258
        if x259 > blen:
            raise _bad_length(n258, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x259], 'utf-8')
        pos = x259
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n260 = buf[pos] - 1
    if 0 <= n260 < 127:
        x261 = pos + 1 + n260
        if x261 > blen:
            raise _bad_length(n260, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x261], 'utf-8')
        pos = x261
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n262 = buf[pos] - 1
    if 0 <= n262 < 127:
        x263 = pos + 1 + n262
        if x263 > blen:
            raise _bad_length(n262, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x263], 'utf-8')
        pos = x263
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n264 = buf[pos] - 1
    if 0 <= n264 < 127:
        pos += 1
    else:
        n264, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l265: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap266 = l265.append
    for _ in range(n264):
        t267 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n268 = buf[pos] - 1
        if 0 <= n268 < 127:
            x269 = pos + 1 + n268
            if x269 > blen:
                raise _bad_length(n268, 'JoinGroupRequest.Protocols.Name', pos)
            t267.name = str(buf[pos + 1:x269], 'utf-8')
            pos = x269
        else:
            t267.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        n270 = buf[pos]
        if n270 < 128:
            pos += 1
        else:
            n270, pos = _ruv(buf, pos)
        n270 -= 1
        if n270 >= 0:
            x271 = pos + n270
            if x271 > blen:
                raise _bad_length(n270, 'JoinGroupRequest.Protocols.Metadata', pos)
            t267.metadata = bytes(buf[pos:x271])
            pos = x271
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n270 == -1 else _bad_length(n270, 'JoinGroupRequest.Protocols.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t267._unknown_tags = None
        else:
            nt272, pos = _ruv(buf, pos)
            if nt272 * 2 > blen - pos:
                raise _array_too_long(nt272, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk273: list[tuple[int, bytes]] | None = None
            for _ in range(nt272):
                tg274, pos = _ruv(buf, pos)
                sz275, pos = _ruv(buf, pos)
                x276 = pos + sz275
                if x276 > blen:
                    raise _bad_length(sz275, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk273 is None:
                    uk273 = []
                uk273.append((tg274, bytes(buf[pos:x276])))
                pos = x276
            t267._unknown_tags = uk273
        ap266(t267)
    o.protocols = l265
    o.reason = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt277, pos = _ruv(buf, pos)
        if nt277 * 2 > blen - pos:
            raise _array_too_long(nt277, 'JoinGroupRequest._tagged_fields', pos)
        uk278: list[tuple[int, bytes]] | None = None
        for _ in range(nt277):
            tg279, pos = _ruv(buf, pos)
            sz280, pos = _ruv(buf, pos)
            x281 = pos + sz280
            if x281 > blen:
                raise _bad_length(sz280, 'JoinGroupRequest._tagged_fields', pos)
            if uk278 is None:
                uk278 = []
            uk278.append((tg279, bytes(buf[pos:x281])))
            pos = x281
        o._unknown_tags = uk278
    return o, pos


def _enc_JoinGroupRequest_v8(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s282 = o.group_id
    b283 = s282.encode()
    n284 = len(b283) + 1
    a(_UV[n284] if n284 < 128 else _uv(n284))
    a(b283)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s285 = o.member_id
    b286 = s285.encode()
    n287 = len(b286) + 1
    a(_UV[n287] if n287 < 128 else _uv(n287))
    a(b286)
    s288 = o.group_instance_id
    if s288 is None:
        a(_H0)
    else:
        b289 = s288.encode()
        n290 = len(b289) + 1
        a(_UV[n290] if n290 < 128 else _uv(n290))
        a(b289)
    s291 = o.protocol_type
    b292 = s291.encode()
    n293 = len(b292) + 1
    a(_UV[n293] if n293 < 128 else _uv(n293))
    a(b292)
    l294 = o.protocols
    n295 = len(l294) + 1
    a(_UV[n295] if n295 < 128 else _uv(n295))
    for e296 in l294:
        s297 = e296.name
        b298 = s297.encode()
        n299 = len(b298) + 1
        a(_UV[n299] if n299 < 128 else _uv(n299))
        a(b298)
        s300 = e296.metadata
        n301 = len(s300) + 1
        a(_UV[n301] if n301 < 128 else _uv(n301))
        a(s300)
        u302 = e296._unknown_tags
        if u302 is None:
            a(_H0)
        else:
            _write_tags(a, None, u302)
    s303 = o.reason
    if s303 is None:
        a(_H0)
    else:
        b304 = s303.encode()
        n305 = len(b304) + 1
        a(_UV[n305] if n305 < 128 else _uv(n305))
        a(b304)
    u306 = o._unknown_tags
    if u306 is None:
        a(_H0)
    else:
        _write_tags(a, None, u306)
    return b''.join(parts)


def _dec_JoinGroupRequest_v8(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n307 = buf[pos] - 1
    if 0 <= n307 < 127:
        x308 = pos + 1 + n307
        if x308 > blen:
            raise _bad_length(n307, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x308], 'utf-8')
        pos = x308
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n309 = buf[pos] - 1
    if 0 <= n309 < 127:
        x310 = pos + 1 + n309
        if x310 > blen:
            raise _bad_length(n309, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x310], 'utf-8')
        pos = x310
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n311 = buf[pos] - 1
    if 0 <= n311 < 127:
        x312 = pos + 1 + n311
        if x312 > blen:
            raise _bad_length(n311, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x312], 'utf-8')
        pos = x312
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n313 = buf[pos] - 1
    if 0 <= n313 < 127:
        x314 = pos + 1 + n313
        if x314 > blen:
            raise _bad_length(n313, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x314], 'utf-8')
        pos = x314
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n315 = buf[pos] - 1
    if 0 <= n315 < 127:
        pos += 1
    else:
        n315, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l316: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap317 = l316.append
    for _ in range(n315):
        t318 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n319 = buf[pos] - 1
        if 0 <= n319 < 127:
            x320 = pos + 1 + n319
            if x320 > blen:
                raise _bad_length(n319, 'JoinGroupRequest.Protocols.Name', pos)
            t318.name = str(buf[pos + 1:x320], 'utf-8')
            pos = x320
        else:
            t318.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        n321 = buf[pos]
        if n321 < 128:
            pos += 1
        else:
            n321, pos = _ruv(buf, pos)
        n321 -= 1
        if n321 >= 0:
            x322 = pos + n321
            if x322 > blen:
                raise _bad_length(n321, 'JoinGroupRequest.Protocols.Metadata', pos)
            t318.metadata = bytes(buf[pos:x322])
            pos = x322
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n321 == -1 else _bad_length(n321, 'JoinGroupRequest.Protocols.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t318._unknown_tags = None
        else:
            nt323, pos = _ruv(buf, pos)
            if nt323 * 2 > blen - pos:
                raise _array_too_long(nt323, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk324: list[tuple[int, bytes]] | None = None
            for _ in range(nt323):
                tg325, pos = _ruv(buf, pos)
                sz326, pos = _ruv(buf, pos)
                x327 = pos + sz326
                if x327 > blen:
                    raise _bad_length(sz326, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk324 is None:
                    uk324 = []
                uk324.append((tg325, bytes(buf[pos:x327])))
                pos = x327
            t318._unknown_tags = uk324
        ap317(t318)
    o.protocols = l316
    n328 = buf[pos] - 1
    if 0 <= n328 < 127:
        x329 = pos + 1 + n328
        if x329 > blen:
            raise _bad_length(n328, 'JoinGroupRequest.Reason', pos)
        o.reason = str(buf[pos + 1:x329], 'utf-8')
        pos = x329
    else:
        o.reason, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.Reason')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt330, pos = _ruv(buf, pos)
        if nt330 * 2 > blen - pos:
            raise _array_too_long(nt330, 'JoinGroupRequest._tagged_fields', pos)
        uk331: list[tuple[int, bytes]] | None = None
        for _ in range(nt330):
            tg332, pos = _ruv(buf, pos)
            sz333, pos = _ruv(buf, pos)
            x334 = pos + sz333
            if x334 > blen:
                raise _bad_length(sz333, 'JoinGroupRequest._tagged_fields', pos)
            if uk331 is None:
                uk331 = []
            uk331.append((tg332, bytes(buf[pos:x334])))
            pos = x334
        o._unknown_tags = uk331
    return o, pos


def _enc_JoinGroupRequest_v9(o: JoinGroupRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s335 = o.group_id
    b336 = s335.encode()
    n337 = len(b336) + 1
    a(_UV[n337] if n337 < 128 else _uv(n337))
    a(b336)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s338 = o.member_id
    b339 = s338.encode()
    n340 = len(b339) + 1
    a(_UV[n340] if n340 < 128 else _uv(n340))
    a(b339)
    s341 = o.group_instance_id
    if s341 is None:
        a(_H0)
    else:
        b342 = s341.encode()
        n343 = len(b342) + 1
        a(_UV[n343] if n343 < 128 else _uv(n343))
        a(b342)
    s344 = o.protocol_type
    b345 = s344.encode()
    n346 = len(b345) + 1
    a(_UV[n346] if n346 < 128 else _uv(n346))
    a(b345)
    l347 = o.protocols
    n348 = len(l347) + 1
    a(_UV[n348] if n348 < 128 else _uv(n348))
    for e349 in l347:
        s350 = e349.name
        b351 = s350.encode()
        n352 = len(b351) + 1
        a(_UV[n352] if n352 < 128 else _uv(n352))
        a(b351)
        s353 = e349.metadata
        n354 = len(s353) + 1
        a(_UV[n354] if n354 < 128 else _uv(n354))
        a(s353)
        u355 = e349._unknown_tags
        if u355 is None:
            a(_H0)
        else:
            _write_tags(a, None, u355)
    s356 = o.reason
    if s356 is None:
        a(_H0)
    else:
        b357 = s356.encode()
        n358 = len(b357) + 1
        a(_UV[n358] if n358 < 128 else _uv(n358))
        a(b357)
    u359 = o._unknown_tags
    if u359 is None:
        a(_H0)
    else:
        _write_tags(a, None, u359)
    return b''.join(parts)


def _dec_JoinGroupRequest_v9(buf: _Buffer, pos: int) -> tuple[JoinGroupRequest, int]:
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n360 = buf[pos] - 1
    if 0 <= n360 < 127:
        x361 = pos + 1 + n360
        if x361 > blen:
            raise _bad_length(n360, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x361], 'utf-8')
        pos = x361
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n362 = buf[pos] - 1
    if 0 <= n362 < 127:
        x363 = pos + 1 + n362
        if x363 > blen:
            raise _bad_length(n362, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x363], 'utf-8')
        pos = x363
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n364 = buf[pos] - 1
    if 0 <= n364 < 127:
        x365 = pos + 1 + n364
        if x365 > blen:
            raise _bad_length(n364, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x365], 'utf-8')
        pos = x365
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n366 = buf[pos] - 1
    if 0 <= n366 < 127:
        x367 = pos + 1 + n366
        if x367 > blen:
            raise _bad_length(n366, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x367], 'utf-8')
        pos = x367
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n368 = buf[pos] - 1
    if 0 <= n368 < 127:
        pos += 1
    else:
        n368, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l369: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    ap370 = l369.append
    for _ in range(n368):
        t371 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n372 = buf[pos] - 1
        if 0 <= n372 < 127:
            x373 = pos + 1 + n372
            if x373 > blen:
                raise _bad_length(n372, 'JoinGroupRequest.Protocols.Name', pos)
            t371.name = str(buf[pos + 1:x373], 'utf-8')
            pos = x373
        else:
            t371.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        n374 = buf[pos]
        if n374 < 128:
            pos += 1
        else:
            n374, pos = _ruv(buf, pos)
        n374 -= 1
        if n374 >= 0:
            x375 = pos + n374
            if x375 > blen:
                raise _bad_length(n374, 'JoinGroupRequest.Protocols.Metadata', pos)
            t371.metadata = bytes(buf[pos:x375])
            pos = x375
        else:
            raise _unexpected_null('JoinGroupRequest.Protocols.Metadata', pos) if n374 == -1 else _bad_length(n374, 'JoinGroupRequest.Protocols.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t371._unknown_tags = None
        else:
            nt376, pos = _ruv(buf, pos)
            if nt376 * 2 > blen - pos:
                raise _array_too_long(nt376, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk377: list[tuple[int, bytes]] | None = None
            for _ in range(nt376):
                tg378, pos = _ruv(buf, pos)
                sz379, pos = _ruv(buf, pos)
                x380 = pos + sz379
                if x380 > blen:
                    raise _bad_length(sz379, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk377 is None:
                    uk377 = []
                uk377.append((tg378, bytes(buf[pos:x380])))
                pos = x380
            t371._unknown_tags = uk377
        ap370(t371)
    o.protocols = l369
    n381 = buf[pos] - 1
    if 0 <= n381 < 127:
        x382 = pos + 1 + n381
        if x382 > blen:
            raise _bad_length(n381, 'JoinGroupRequest.Reason', pos)
        o.reason = str(buf[pos + 1:x382], 'utf-8')
        pos = x382
    else:
        o.reason, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.Reason')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt383, pos = _ruv(buf, pos)
        if nt383 * 2 > blen - pos:
            raise _array_too_long(nt383, 'JoinGroupRequest._tagged_fields', pos)
        uk384: list[tuple[int, bytes]] | None = None
        for _ in range(nt383):
            tg385, pos = _ruv(buf, pos)
            sz386, pos = _ruv(buf, pos)
            x387 = pos + sz386
            if x387 > blen:
                raise _bad_length(sz386, 'JoinGroupRequest._tagged_fields', pos)
            if uk384 is None:
                uk384 = []
            uk384.append((tg385, bytes(buf[pos:x387])))
            pos = x387
        o._unknown_tags = uk384
    return o, pos


JoinGroupRequest._ENC = {0: _enc_JoinGroupRequest_v0, 1: _enc_JoinGroupRequest_v1, 2: _enc_JoinGroupRequest_v2, 3: _enc_JoinGroupRequest_v3, 4: _enc_JoinGroupRequest_v4, 5: _enc_JoinGroupRequest_v5, 6: _enc_JoinGroupRequest_v6, 7: _enc_JoinGroupRequest_v7, 8: _enc_JoinGroupRequest_v8, 9: _enc_JoinGroupRequest_v9}
JoinGroupRequest._DEC = {0: _dec_JoinGroupRequest_v0, 1: _dec_JoinGroupRequest_v1, 2: _dec_JoinGroupRequest_v2, 3: _dec_JoinGroupRequest_v3, 4: _dec_JoinGroupRequest_v4, 5: _dec_JoinGroupRequest_v5, 6: _dec_JoinGroupRequest_v6, 7: _dec_JoinGroupRequest_v7, 8: _dec_JoinGroupRequest_v8, 9: _dec_JoinGroupRequest_v9}


class JoinGroupResponse(_Message):
    """JoinGroupResponse (response): API key 11; versions 0-9; flexible in 6-9."""

    __slots__ = ('throttle_time_ms', 'error_code', 'generation_id', 'protocol_type', 'protocol_name', 'leader', 'skip_assignment', 'member_id', 'members', '_unknown_tags')
    NAME = 'JoinGroupResponse'
    TYPE = 'response'
    API_KEY = 11
    VALID_VERSIONS = (0, 9)
    FLEXIBLE_VERSIONS = (6, 9)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 2+; default 0; ignorable."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    generation_id: int
    """Generation of the group, or -1 on error.

    `GenerationId` (int32): versions 0+; default -1."""
    protocol_type: str | None
    """Protocol type chosen for the group, or null.

    `ProtocolType` (string): versions 7+; nullable in 7+; default None; ignorable."""
    protocol_name: str | None
    """Protocol chosen by the coordinator, or null.

    `ProtocolName` (string): versions 0+; nullable in 7+; default ''."""
    leader: str
    """Member id of the group leader.

    `Leader` (string): versions 0+; default ''."""
    skip_assignment: bool
    """True when the leader should skip computing the assignment (it is done elsewhere).

    `SkipAssignment` (bool): versions 9+; default False."""
    member_id: str
    """Member id assigned to the caller.

    `MemberId` (string): versions 0+; default ''."""
    members: list[JoinGroupResponse.JoinGroupResponseMember]
    """Group members with their metadata; only sent to the leader.

    `Members` ([]JoinGroupResponseMember): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        generation_id: int = -1,
        protocol_type: str | None = None,
        protocol_name: str | None = '',
        leader: str = '',
        skip_assignment: bool = False,
        member_id: str = '',
        members: list[JoinGroupResponse.JoinGroupResponseMember] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.generation_id = generation_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.leader = leader
        self.skip_assignment = skip_assignment
        self.member_id = member_id
        self.members = [] if members is _EMPTY else members
        self._unknown_tags = _unknown_tags

    class JoinGroupResponseMember(_Message):
        """Group members with their metadata; only sent to the leader.

        JoinGroupResponseMember (in JoinGroupResponse): versions 0+."""

        __slots__ = ('member_id', 'group_instance_id', 'metadata', '_unknown_tags')
        NAME = 'JoinGroupResponse.JoinGroupResponseMember'

        member_id: str
        """Member id.

        `MemberId` (string): versions 0+; default ''."""
        group_instance_id: str | None
        """Static instance id of the member, or null.

        `GroupInstanceId` (string): versions 5+; nullable in 5+; default None; ignorable."""
        metadata: bytes
        """Protocol metadata of the member.

        `Metadata` (bytes): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            group_instance_id: str | None = None,
            metadata: bytes = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.metadata = metadata
            self._unknown_tags = _unknown_tags


_C_JoinGroupResponse_JoinGroupResponseMember = JoinGroupResponse.JoinGroupResponseMember
JoinGroupResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (2, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('GenerationId', 'generation_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('ProtocolType', 'protocol_type', 'string', (7, 32767), (7, 32767), (1, 0), None, None, True, None),
    _FI('ProtocolName', 'protocol_name', 'string', (0, 32767), (7, 32767), (1, 0), None, '', False, None),
    _FI('Leader', 'leader', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('SkipAssignment', 'skip_assignment', 'bool', (9, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Members', 'members', '[]JoinGroupResponseMember', (0, 32767), (1, 0), (1, 0), None, (), False, _C_JoinGroupResponse_JoinGroupResponseMember),
)
_C_JoinGroupResponse_JoinGroupResponseMember.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
    _FI('Metadata', 'metadata', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_DEF_JoinGroupResponse_JoinGroupResponseMember = _C_JoinGroupResponse_JoinGroupResponseMember()

def _mk_JoinGroupResponse_JoinGroupResponseMember() -> JoinGroupResponse.JoinGroupResponseMember:
    o = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
    o.member_id = ''
    o.group_instance_id = None
    o.metadata = b''
    o._unknown_tags = None
    return o


def _enc_JoinGroupResponse_v0(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hi.pack(o.error_code, o.generation_id))
    s388: str = o.protocol_name  # type: ignore[assignment]
    b389 = s388.encode()
    a(_S_h.pack(len(b389)))
    a(b389)
    s391 = o.leader
    b392 = s391.encode()
    a(_S_h.pack(len(b392)))
    a(b392)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 0)
    s394 = o.member_id
    b395 = s394.encode()
    a(_S_h.pack(len(b395)))
    a(b395)
    l397 = o.members
    a(_S_i.pack(len(l397)))
    for e398 in l397:
        s399 = e398.member_id
        b400 = s399.encode()
        a(_S_h.pack(len(b400)))
        a(b400)
        s402 = e398.metadata
        a(_S_i.pack(len(s402)))
        a(s402)
    return b''.join(parts)


def _dec_JoinGroupResponse_v0(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.error_code, o.generation_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n404, = _S_h.unpack_from(buf, pos)
    if n404 >= 0:
        x405 = pos + 2 + n404
        if x405 > blen:
            raise _bad_length(n404, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x405], 'utf-8')
        pos = x405
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n406, = _S_h.unpack_from(buf, pos)
    if n406 >= 0:
        x407 = pos + 2 + n406
        if x407 > blen:
            raise _bad_length(n406, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x407], 'utf-8')
        pos = x407
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n408, = _S_h.unpack_from(buf, pos)
    if n408 >= 0:
        x409 = pos + 2 + n408
        if x409 > blen:
            raise _bad_length(n408, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x409], 'utf-8')
        pos = x409
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n410, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l411: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap412 = l411.append
    for _ in range(n410):
        t413 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n414, = _S_h.unpack_from(buf, pos)
        if n414 >= 0:
            x415 = pos + 2 + n414
            if x415 > blen:
                raise _bad_length(n414, 'JoinGroupResponse.Members.MemberId', pos)
            t413.member_id = str(buf[pos + 2:x415], 'utf-8')
            pos = x415
        else:
            t413.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n416, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n416 >= 0:
            x417 = pos + n416
            if x417 > blen:
                raise _bad_length(n416, 'JoinGroupResponse.Members.Metadata', pos)
            t413.metadata = bytes(buf[pos:x417])
            pos = x417
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n416 == -1 else _bad_length(n416, 'JoinGroupResponse.Members.Metadata', pos)
        t413.group_instance_id = None
        t413._unknown_tags = None
        ap412(t413)
    o.members = l411
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v1(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hi.pack(o.error_code, o.generation_id))
    s418: str = o.protocol_name  # type: ignore[assignment]
    b419 = s418.encode()
    a(_S_h.pack(len(b419)))
    a(b419)
    s421 = o.leader
    b422 = s421.encode()
    a(_S_h.pack(len(b422)))
    a(b422)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 1)
    s424 = o.member_id
    b425 = s424.encode()
    a(_S_h.pack(len(b425)))
    a(b425)
    l427 = o.members
    a(_S_i.pack(len(l427)))
    for e428 in l427:
        s429 = e428.member_id
        b430 = s429.encode()
        a(_S_h.pack(len(b430)))
        a(b430)
        s432 = e428.metadata
        a(_S_i.pack(len(s432)))
        a(s432)
    return b''.join(parts)


def _dec_JoinGroupResponse_v1(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.error_code, o.generation_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n434, = _S_h.unpack_from(buf, pos)
    if n434 >= 0:
        x435 = pos + 2 + n434
        if x435 > blen:
            raise _bad_length(n434, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x435], 'utf-8')
        pos = x435
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n436, = _S_h.unpack_from(buf, pos)
    if n436 >= 0:
        x437 = pos + 2 + n436
        if x437 > blen:
            raise _bad_length(n436, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x437], 'utf-8')
        pos = x437
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n438, = _S_h.unpack_from(buf, pos)
    if n438 >= 0:
        x439 = pos + 2 + n438
        if x439 > blen:
            raise _bad_length(n438, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x439], 'utf-8')
        pos = x439
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n440, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l441: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap442 = l441.append
    for _ in range(n440):
        t443 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n444, = _S_h.unpack_from(buf, pos)
        if n444 >= 0:
            x445 = pos + 2 + n444
            if x445 > blen:
                raise _bad_length(n444, 'JoinGroupResponse.Members.MemberId', pos)
            t443.member_id = str(buf[pos + 2:x445], 'utf-8')
            pos = x445
        else:
            t443.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n446, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n446 >= 0:
            x447 = pos + n446
            if x447 > blen:
                raise _bad_length(n446, 'JoinGroupResponse.Members.Metadata', pos)
            t443.metadata = bytes(buf[pos:x447])
            pos = x447
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n446 == -1 else _bad_length(n446, 'JoinGroupResponse.Members.Metadata', pos)
        t443.group_instance_id = None
        t443._unknown_tags = None
        ap442(t443)
    o.members = l441
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v2(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s448: str = o.protocol_name  # type: ignore[assignment]
    b449 = s448.encode()
    a(_S_h.pack(len(b449)))
    a(b449)
    s451 = o.leader
    b452 = s451.encode()
    a(_S_h.pack(len(b452)))
    a(b452)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 2)
    s454 = o.member_id
    b455 = s454.encode()
    a(_S_h.pack(len(b455)))
    a(b455)
    l457 = o.members
    a(_S_i.pack(len(l457)))
    for e458 in l457:
        s459 = e458.member_id
        b460 = s459.encode()
        a(_S_h.pack(len(b460)))
        a(b460)
        s462 = e458.metadata
        a(_S_i.pack(len(s462)))
        a(s462)
    return b''.join(parts)


def _dec_JoinGroupResponse_v2(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n464, = _S_h.unpack_from(buf, pos)
    if n464 >= 0:
        x465 = pos + 2 + n464
        if x465 > blen:
            raise _bad_length(n464, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x465], 'utf-8')
        pos = x465
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n466, = _S_h.unpack_from(buf, pos)
    if n466 >= 0:
        x467 = pos + 2 + n466
        if x467 > blen:
            raise _bad_length(n466, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x467], 'utf-8')
        pos = x467
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n468, = _S_h.unpack_from(buf, pos)
    if n468 >= 0:
        x469 = pos + 2 + n468
        if x469 > blen:
            raise _bad_length(n468, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x469], 'utf-8')
        pos = x469
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n470, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l471: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap472 = l471.append
    for _ in range(n470):
        t473 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n474, = _S_h.unpack_from(buf, pos)
        if n474 >= 0:
            x475 = pos + 2 + n474
            if x475 > blen:
                raise _bad_length(n474, 'JoinGroupResponse.Members.MemberId', pos)
            t473.member_id = str(buf[pos + 2:x475], 'utf-8')
            pos = x475
        else:
            t473.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n476, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n476 >= 0:
            x477 = pos + n476
            if x477 > blen:
                raise _bad_length(n476, 'JoinGroupResponse.Members.Metadata', pos)
            t473.metadata = bytes(buf[pos:x477])
            pos = x477
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n476 == -1 else _bad_length(n476, 'JoinGroupResponse.Members.Metadata', pos)
        t473.group_instance_id = None
        t473._unknown_tags = None
        ap472(t473)
    o.members = l471
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v3(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s478: str = o.protocol_name  # type: ignore[assignment]
    b479 = s478.encode()
    a(_S_h.pack(len(b479)))
    a(b479)
    s481 = o.leader
    b482 = s481.encode()
    a(_S_h.pack(len(b482)))
    a(b482)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 3)
    s484 = o.member_id
    b485 = s484.encode()
    a(_S_h.pack(len(b485)))
    a(b485)
    l487 = o.members
    a(_S_i.pack(len(l487)))
    for e488 in l487:
        s489 = e488.member_id
        b490 = s489.encode()
        a(_S_h.pack(len(b490)))
        a(b490)
        s492 = e488.metadata
        a(_S_i.pack(len(s492)))
        a(s492)
    return b''.join(parts)


def _dec_JoinGroupResponse_v3(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n494, = _S_h.unpack_from(buf, pos)
    if n494 >= 0:
        x495 = pos + 2 + n494
        if x495 > blen:
            raise _bad_length(n494, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x495], 'utf-8')
        pos = x495
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n496, = _S_h.unpack_from(buf, pos)
    if n496 >= 0:
        x497 = pos + 2 + n496
        if x497 > blen:
            raise _bad_length(n496, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x497], 'utf-8')
        pos = x497
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n498, = _S_h.unpack_from(buf, pos)
    if n498 >= 0:
        x499 = pos + 2 + n498
        if x499 > blen:
            raise _bad_length(n498, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x499], 'utf-8')
        pos = x499
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n500, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l501: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap502 = l501.append
    for _ in range(n500):
        t503 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n504, = _S_h.unpack_from(buf, pos)
        if n504 >= 0:
            x505 = pos + 2 + n504
            if x505 > blen:
                raise _bad_length(n504, 'JoinGroupResponse.Members.MemberId', pos)
            t503.member_id = str(buf[pos + 2:x505], 'utf-8')
            pos = x505
        else:
            t503.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n506, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n506 >= 0:
            x507 = pos + n506
            if x507 > blen:
                raise _bad_length(n506, 'JoinGroupResponse.Members.Metadata', pos)
            t503.metadata = bytes(buf[pos:x507])
            pos = x507
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n506 == -1 else _bad_length(n506, 'JoinGroupResponse.Members.Metadata', pos)
        t503.group_instance_id = None
        t503._unknown_tags = None
        ap502(t503)
    o.members = l501
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v4(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s508: str = o.protocol_name  # type: ignore[assignment]
    b509 = s508.encode()
    a(_S_h.pack(len(b509)))
    a(b509)
    s511 = o.leader
    b512 = s511.encode()
    a(_S_h.pack(len(b512)))
    a(b512)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 4)
    s514 = o.member_id
    b515 = s514.encode()
    a(_S_h.pack(len(b515)))
    a(b515)
    l517 = o.members
    a(_S_i.pack(len(l517)))
    for e518 in l517:
        s519 = e518.member_id
        b520 = s519.encode()
        a(_S_h.pack(len(b520)))
        a(b520)
        s522 = e518.metadata
        a(_S_i.pack(len(s522)))
        a(s522)
    return b''.join(parts)


def _dec_JoinGroupResponse_v4(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n524, = _S_h.unpack_from(buf, pos)
    if n524 >= 0:
        x525 = pos + 2 + n524
        if x525 > blen:
            raise _bad_length(n524, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x525], 'utf-8')
        pos = x525
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n526, = _S_h.unpack_from(buf, pos)
    if n526 >= 0:
        x527 = pos + 2 + n526
        if x527 > blen:
            raise _bad_length(n526, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x527], 'utf-8')
        pos = x527
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n528, = _S_h.unpack_from(buf, pos)
    if n528 >= 0:
        x529 = pos + 2 + n528
        if x529 > blen:
            raise _bad_length(n528, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x529], 'utf-8')
        pos = x529
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n530, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l531: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap532 = l531.append
    for _ in range(n530):
        t533 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n534, = _S_h.unpack_from(buf, pos)
        if n534 >= 0:
            x535 = pos + 2 + n534
            if x535 > blen:
                raise _bad_length(n534, 'JoinGroupResponse.Members.MemberId', pos)
            t533.member_id = str(buf[pos + 2:x535], 'utf-8')
            pos = x535
        else:
            t533.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n536, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n536 >= 0:
            x537 = pos + n536
            if x537 > blen:
                raise _bad_length(n536, 'JoinGroupResponse.Members.Metadata', pos)
            t533.metadata = bytes(buf[pos:x537])
            pos = x537
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n536 == -1 else _bad_length(n536, 'JoinGroupResponse.Members.Metadata', pos)
        t533.group_instance_id = None
        t533._unknown_tags = None
        ap532(t533)
    o.members = l531
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v5(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s538: str = o.protocol_name  # type: ignore[assignment]
    b539 = s538.encode()
    a(_S_h.pack(len(b539)))
    a(b539)
    s541 = o.leader
    b542 = s541.encode()
    a(_S_h.pack(len(b542)))
    a(b542)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 5)
    s544 = o.member_id
    b545 = s544.encode()
    a(_S_h.pack(len(b545)))
    a(b545)
    l547 = o.members
    a(_S_i.pack(len(l547)))
    for e548 in l547:
        s549 = e548.member_id
        b550 = s549.encode()
        a(_S_h.pack(len(b550)))
        a(b550)
        s552 = e548.group_instance_id
        if s552 is None:
            a(b'\xff\xff')
        else:
            b553 = s552.encode()
            a(_S_h.pack(len(b553)))
            a(b553)
        s555 = e548.metadata
        a(_S_i.pack(len(s555)))
        a(s555)
    return b''.join(parts)


def _dec_JoinGroupResponse_v5(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n557, = _S_h.unpack_from(buf, pos)
    if n557 >= 0:
        x558 = pos + 2 + n557
        if x558 > blen:
            raise _bad_length(n557, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x558], 'utf-8')
        pos = x558
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n559, = _S_h.unpack_from(buf, pos)
    if n559 >= 0:
        x560 = pos + 2 + n559
        if x560 > blen:
            raise _bad_length(n559, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x560], 'utf-8')
        pos = x560
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n561, = _S_h.unpack_from(buf, pos)
    if n561 >= 0:
        x562 = pos + 2 + n561
        if x562 > blen:
            raise _bad_length(n561, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x562], 'utf-8')
        pos = x562
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n563, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l564: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap565 = l564.append
    for _ in range(n563):
        t566 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n567, = _S_h.unpack_from(buf, pos)
        if n567 >= 0:
            x568 = pos + 2 + n567
            if x568 > blen:
                raise _bad_length(n567, 'JoinGroupResponse.Members.MemberId', pos)
            t566.member_id = str(buf[pos + 2:x568], 'utf-8')
            pos = x568
        else:
            t566.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n569, = _S_h.unpack_from(buf, pos)
        if n569 >= 0:
            x570 = pos + 2 + n569
            if x570 > blen:
                raise _bad_length(n569, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t566.group_instance_id = str(buf[pos + 2:x570], 'utf-8')
            pos = x570
        else:
            t566.group_instance_id, pos = _read_string(buf, pos, False, True, 'JoinGroupResponse.Members.GroupInstanceId')
        n571, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n571 >= 0:
            x572 = pos + n571
            if x572 > blen:
                raise _bad_length(n571, 'JoinGroupResponse.Members.Metadata', pos)
            t566.metadata = bytes(buf[pos:x572])
            pos = x572
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n571 == -1 else _bad_length(n571, 'JoinGroupResponse.Members.Metadata', pos)
        t566._unknown_tags = None
        ap565(t566)
    o.members = l564
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v6(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s573: str = o.protocol_name  # type: ignore[assignment]
    b574 = s573.encode()
    n575 = len(b574) + 1
    a(_UV[n575] if n575 < 128 else _uv(n575))
    a(b574)
    s576 = o.leader
    b577 = s576.encode()
    n578 = len(b577) + 1
    a(_UV[n578] if n578 < 128 else _uv(n578))
    a(b577)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 6)
    s579 = o.member_id
    b580 = s579.encode()
    n581 = len(b580) + 1
    a(_UV[n581] if n581 < 128 else _uv(n581))
    a(b580)
    l582 = o.members
    n583 = len(l582) + 1
    a(_UV[n583] if n583 < 128 else _uv(n583))
    for e584 in l582:
        s585 = e584.member_id
        b586 = s585.encode()
        n587 = len(b586) + 1
        a(_UV[n587] if n587 < 128 else _uv(n587))
        a(b586)
        s588 = e584.group_instance_id
        if s588 is None:
            a(_H0)
        else:
            b589 = s588.encode()
            n590 = len(b589) + 1
            a(_UV[n590] if n590 < 128 else _uv(n590))
            a(b589)
        s591 = e584.metadata
        n592 = len(s591) + 1
        a(_UV[n592] if n592 < 128 else _uv(n592))
        a(s591)
        u593 = e584._unknown_tags
        if u593 is None:
            a(_H0)
        else:
            _write_tags(a, None, u593)
    u594 = o._unknown_tags
    if u594 is None:
        a(_H0)
    else:
        _write_tags(a, None, u594)
    return b''.join(parts)


def _dec_JoinGroupResponse_v6(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n595 = buf[pos] - 1
    if 0 <= n595 < 127:
        x596 = pos + 1 + n595
        if x596 > blen:
            raise _bad_length(n595, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x596], 'utf-8')
        pos = x596
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.ProtocolName')
    n597 = buf[pos] - 1
    if 0 <= n597 < 127:
        x598 = pos + 1 + n597
        if x598 > blen:
            raise _bad_length(n597, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x598], 'utf-8')
        pos = x598
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    n599 = buf[pos] - 1
    if 0 <= n599 < 127:
        x600 = pos + 1 + n599
        if x600 > blen:
            raise _bad_length(n599, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x600], 'utf-8')
        pos = x600
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n601 = buf[pos] - 1
    if 0 <= n601 < 127:
        pos += 1
    else:
        n601, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l602: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap603 = l602.append
    for _ in range(n601):
        t604 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n605 = buf[pos] - 1
        if 0 <= n605 < 127:
            x606 = pos + 1 + n605
            if x606 > blen:
                raise _bad_length(n605, 'JoinGroupResponse.Members.MemberId', pos)
            t604.member_id = str(buf[pos + 1:x606], 'utf-8')
            pos = x606
        else:
            t604.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n607 = buf[pos] - 1
        if 0 <= n607 < 127:
            x608 = pos + 1 + n607
            if x608 > blen:
                raise _bad_length(n607, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t604.group_instance_id = str(buf[pos + 1:x608], 'utf-8')
            pos = x608
        else:
            t604.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        n609 = buf[pos]
        if n609 < 128:
            pos += 1
        else:
            n609, pos = _ruv(buf, pos)
        n609 -= 1
        if n609 >= 0:
            x610 = pos + n609
            if x610 > blen:
                raise _bad_length(n609, 'JoinGroupResponse.Members.Metadata', pos)
            t604.metadata = bytes(buf[pos:x610])
            pos = x610
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n609 == -1 else _bad_length(n609, 'JoinGroupResponse.Members.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t604._unknown_tags = None
        else:
            nt611, pos = _ruv(buf, pos)
            if nt611 * 2 > blen - pos:
                raise _array_too_long(nt611, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk612: list[tuple[int, bytes]] | None = None
            for _ in range(nt611):
                tg613, pos = _ruv(buf, pos)
                sz614, pos = _ruv(buf, pos)
                x615 = pos + sz614
                if x615 > blen:
                    raise _bad_length(sz614, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk612 is None:
                    uk612 = []
                uk612.append((tg613, bytes(buf[pos:x615])))
                pos = x615
            t604._unknown_tags = uk612
        ap603(t604)
    o.members = l602
    o.protocol_type = None
    o.skip_assignment = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt616, pos = _ruv(buf, pos)
        if nt616 * 2 > blen - pos:
            raise _array_too_long(nt616, 'JoinGroupResponse._tagged_fields', pos)
        uk617: list[tuple[int, bytes]] | None = None
        for _ in range(nt616):
            tg618, pos = _ruv(buf, pos)
            sz619, pos = _ruv(buf, pos)
            x620 = pos + sz619
            if x620 > blen:
                raise _bad_length(sz619, 'JoinGroupResponse._tagged_fields', pos)
            if uk617 is None:
                uk617 = []
            uk617.append((tg618, bytes(buf[pos:x620])))
            pos = x620
        o._unknown_tags = uk617
    return o, pos


def _enc_JoinGroupResponse_v7(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s621 = o.protocol_type
    if s621 is None:
        a(_H0)
    else:
        b622 = s621.encode()
        n623 = len(b622) + 1
        a(_UV[n623] if n623 < 128 else _uv(n623))
        a(b622)
    s624 = o.protocol_name
    if s624 is None:
        a(_H0)
    else:
        b625 = s624.encode()
        n626 = len(b625) + 1
        a(_UV[n626] if n626 < 128 else _uv(n626))
        a(b625)
    s627 = o.leader
    b628 = s627.encode()
    n629 = len(b628) + 1
    a(_UV[n629] if n629 < 128 else _uv(n629))
    a(b628)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 7)
    s630 = o.member_id
    b631 = s630.encode()
    n632 = len(b631) + 1
    a(_UV[n632] if n632 < 128 else _uv(n632))
    a(b631)
    l633 = o.members
    n634 = len(l633) + 1
    a(_UV[n634] if n634 < 128 else _uv(n634))
    for e635 in l633:
        s636 = e635.member_id
        b637 = s636.encode()
        n638 = len(b637) + 1
        a(_UV[n638] if n638 < 128 else _uv(n638))
        a(b637)
        s639 = e635.group_instance_id
        if s639 is None:
            a(_H0)
        else:
            b640 = s639.encode()
            n641 = len(b640) + 1
            a(_UV[n641] if n641 < 128 else _uv(n641))
            a(b640)
        s642 = e635.metadata
        n643 = len(s642) + 1
        a(_UV[n643] if n643 < 128 else _uv(n643))
        a(s642)
        u644 = e635._unknown_tags
        if u644 is None:
            a(_H0)
        else:
            _write_tags(a, None, u644)
    u645 = o._unknown_tags
    if u645 is None:
        a(_H0)
    else:
        _write_tags(a, None, u645)
    return b''.join(parts)


def _dec_JoinGroupResponse_v7(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n646 = buf[pos] - 1
    if 0 <= n646 < 127:
        x647 = pos + 1 + n646
        if x647 > blen:
            raise _bad_length(n646, 'JoinGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x647], 'utf-8')
        pos = x647
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolType')
    n648 = buf[pos] - 1
    if 0 <= n648 < 127:
        x649 = pos + 1 + n648
        if x649 > blen:
            raise _bad_length(n648, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x649], 'utf-8')
        pos = x649
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolName')
    n650 = buf[pos] - 1
    if 0 <= n650 < 127:
        x651 = pos + 1 + n650
        if x651 > blen:
            raise _bad_length(n650, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x651], 'utf-8')
        pos = x651
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    n652 = buf[pos] - 1
    if 0 <= n652 < 127:
        x653 = pos + 1 + n652
        if x653 > blen:
            raise _bad_length(n652, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x653], 'utf-8')
        pos = x653
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n654 = buf[pos] - 1
    if 0 <= n654 < 127:
        pos += 1
    else:
        n654, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l655: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap656 = l655.append
    for _ in range(n654):
        t657 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n658 = buf[pos] - 1
        if 0 <= n658 < 127:
            x659 = pos + 1 + n658
            if x659 > blen:
                raise _bad_length(n658, 'JoinGroupResponse.Members.MemberId', pos)
            t657.member_id = str(buf[pos + 1:x659], 'utf-8')
            pos = x659
        else:
            t657.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n660 = buf[pos] - 1
        if 0 <= n660 < 127:
            x661 = pos + 1 + n660
            if x661 > blen:
                raise _bad_length(n660, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t657.group_instance_id = str(buf[pos + 1:x661], 'utf-8')
            pos = x661
        else:
            t657.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        n662 = buf[pos]
        if n662 < 128:
            pos += 1
        else:
            n662, pos = _ruv(buf, pos)
        n662 -= 1
        if n662 >= 0:
            x663 = pos + n662
            if x663 > blen:
                raise _bad_length(n662, 'JoinGroupResponse.Members.Metadata', pos)
            t657.metadata = bytes(buf[pos:x663])
            pos = x663
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n662 == -1 else _bad_length(n662, 'JoinGroupResponse.Members.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t657._unknown_tags = None
        else:
            nt664, pos = _ruv(buf, pos)
            if nt664 * 2 > blen - pos:
                raise _array_too_long(nt664, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk665: list[tuple[int, bytes]] | None = None
            for _ in range(nt664):
                tg666, pos = _ruv(buf, pos)
                sz667, pos = _ruv(buf, pos)
                x668 = pos + sz667
                if x668 > blen:
                    raise _bad_length(sz667, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk665 is None:
                    uk665 = []
                uk665.append((tg666, bytes(buf[pos:x668])))
                pos = x668
            t657._unknown_tags = uk665
        ap656(t657)
    o.members = l655
    o.skip_assignment = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt669, pos = _ruv(buf, pos)
        if nt669 * 2 > blen - pos:
            raise _array_too_long(nt669, 'JoinGroupResponse._tagged_fields', pos)
        uk670: list[tuple[int, bytes]] | None = None
        for _ in range(nt669):
            tg671, pos = _ruv(buf, pos)
            sz672, pos = _ruv(buf, pos)
            x673 = pos + sz672
            if x673 > blen:
                raise _bad_length(sz672, 'JoinGroupResponse._tagged_fields', pos)
            if uk670 is None:
                uk670 = []
            uk670.append((tg671, bytes(buf[pos:x673])))
            pos = x673
        o._unknown_tags = uk670
    return o, pos


def _enc_JoinGroupResponse_v8(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s674 = o.protocol_type
    if s674 is None:
        a(_H0)
    else:
        b675 = s674.encode()
        n676 = len(b675) + 1
        a(_UV[n676] if n676 < 128 else _uv(n676))
        a(b675)
    s677 = o.protocol_name
    if s677 is None:
        a(_H0)
    else:
        b678 = s677.encode()
        n679 = len(b678) + 1
        a(_UV[n679] if n679 < 128 else _uv(n679))
        a(b678)
    s680 = o.leader
    b681 = s680.encode()
    n682 = len(b681) + 1
    a(_UV[n682] if n682 < 128 else _uv(n682))
    a(b681)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 8)
    s683 = o.member_id
    b684 = s683.encode()
    n685 = len(b684) + 1
    a(_UV[n685] if n685 < 128 else _uv(n685))
    a(b684)
    l686 = o.members
    n687 = len(l686) + 1
    a(_UV[n687] if n687 < 128 else _uv(n687))
    for e688 in l686:
        s689 = e688.member_id
        b690 = s689.encode()
        n691 = len(b690) + 1
        a(_UV[n691] if n691 < 128 else _uv(n691))
        a(b690)
        s692 = e688.group_instance_id
        if s692 is None:
            a(_H0)
        else:
            b693 = s692.encode()
            n694 = len(b693) + 1
            a(_UV[n694] if n694 < 128 else _uv(n694))
            a(b693)
        s695 = e688.metadata
        n696 = len(s695) + 1
        a(_UV[n696] if n696 < 128 else _uv(n696))
        a(s695)
        u697 = e688._unknown_tags
        if u697 is None:
            a(_H0)
        else:
            _write_tags(a, None, u697)
    u698 = o._unknown_tags
    if u698 is None:
        a(_H0)
    else:
        _write_tags(a, None, u698)
    return b''.join(parts)


def _dec_JoinGroupResponse_v8(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n699 = buf[pos] - 1
    if 0 <= n699 < 127:
        x700 = pos + 1 + n699
        if x700 > blen:
            raise _bad_length(n699, 'JoinGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x700], 'utf-8')
        pos = x700
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolType')
    n701 = buf[pos] - 1
    if 0 <= n701 < 127:
        x702 = pos + 1 + n701
        if x702 > blen:
            raise _bad_length(n701, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x702], 'utf-8')
        pos = x702
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolName')
    n703 = buf[pos] - 1
    if 0 <= n703 < 127:
        x704 = pos + 1 + n703
        if x704 > blen:
            raise _bad_length(n703, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x704], 'utf-8')
        pos = x704
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    n705 = buf[pos] - 1
    if 0 <= n705 < 127:
        x706 = pos + 1 + n705
        if x706 > blen:
            raise _bad_length(n705, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x706], 'utf-8')
        pos = x706
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n707 = buf[pos] - 1
    if 0 <= n707 < 127:
        pos += 1
    else:
        n707, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l708: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap709 = l708.append
    for _ in range(n707):
        t710 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n711 = buf[pos] - 1
        if 0 <= n711 < 127:
            x712 = pos + 1 + n711
            if x712 > blen:
                raise _bad_length(n711, 'JoinGroupResponse.Members.MemberId', pos)
            t710.member_id = str(buf[pos + 1:x712], 'utf-8')
            pos = x712
        else:
            t710.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n713 = buf[pos] - 1
        if 0 <= n713 < 127:
            x714 = pos + 1 + n713
            if x714 > blen:
                raise _bad_length(n713, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t710.group_instance_id = str(buf[pos + 1:x714], 'utf-8')
            pos = x714
        else:
            t710.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        n715 = buf[pos]
        if n715 < 128:
            pos += 1
        else:
            n715, pos = _ruv(buf, pos)
        n715 -= 1
        if n715 >= 0:
            x716 = pos + n715
            if x716 > blen:
                raise _bad_length(n715, 'JoinGroupResponse.Members.Metadata', pos)
            t710.metadata = bytes(buf[pos:x716])
            pos = x716
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n715 == -1 else _bad_length(n715, 'JoinGroupResponse.Members.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t710._unknown_tags = None
        else:
            nt717, pos = _ruv(buf, pos)
            if nt717 * 2 > blen - pos:
                raise _array_too_long(nt717, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk718: list[tuple[int, bytes]] | None = None
            for _ in range(nt717):
                tg719, pos = _ruv(buf, pos)
                sz720, pos = _ruv(buf, pos)
                x721 = pos + sz720
                if x721 > blen:
                    raise _bad_length(sz720, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk718 is None:
                    uk718 = []
                uk718.append((tg719, bytes(buf[pos:x721])))
                pos = x721
            t710._unknown_tags = uk718
        ap709(t710)
    o.members = l708
    o.skip_assignment = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt722, pos = _ruv(buf, pos)
        if nt722 * 2 > blen - pos:
            raise _array_too_long(nt722, 'JoinGroupResponse._tagged_fields', pos)
        uk723: list[tuple[int, bytes]] | None = None
        for _ in range(nt722):
            tg724, pos = _ruv(buf, pos)
            sz725, pos = _ruv(buf, pos)
            x726 = pos + sz725
            if x726 > blen:
                raise _bad_length(sz725, 'JoinGroupResponse._tagged_fields', pos)
            if uk723 is None:
                uk723 = []
            uk723.append((tg724, bytes(buf[pos:x726])))
            pos = x726
        o._unknown_tags = uk723
    return o, pos


def _enc_JoinGroupResponse_v9(o: JoinGroupResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s727 = o.protocol_type
    if s727 is None:
        a(_H0)
    else:
        b728 = s727.encode()
        n729 = len(b728) + 1
        a(_UV[n729] if n729 < 128 else _uv(n729))
        a(b728)
    s730 = o.protocol_name
    if s730 is None:
        a(_H0)
    else:
        b731 = s730.encode()
        n732 = len(b731) + 1
        a(_UV[n732] if n732 < 128 else _uv(n732))
        a(b731)
    s733 = o.leader
    b734 = s733.encode()
    n735 = len(b734) + 1
    a(_UV[n735] if n735 < 128 else _uv(n735))
    a(b734)
    a(_S__.pack(o.skip_assignment))
    s736 = o.member_id
    b737 = s736.encode()
    n738 = len(b737) + 1
    a(_UV[n738] if n738 < 128 else _uv(n738))
    a(b737)
    l739 = o.members
    n740 = len(l739) + 1
    a(_UV[n740] if n740 < 128 else _uv(n740))
    for e741 in l739:
        s742 = e741.member_id
        b743 = s742.encode()
        n744 = len(b743) + 1
        a(_UV[n744] if n744 < 128 else _uv(n744))
        a(b743)
        s745 = e741.group_instance_id
        if s745 is None:
            a(_H0)
        else:
            b746 = s745.encode()
            n747 = len(b746) + 1
            a(_UV[n747] if n747 < 128 else _uv(n747))
            a(b746)
        s748 = e741.metadata
        n749 = len(s748) + 1
        a(_UV[n749] if n749 < 128 else _uv(n749))
        a(s748)
        u750 = e741._unknown_tags
        if u750 is None:
            a(_H0)
        else:
            _write_tags(a, None, u750)
    u751 = o._unknown_tags
    if u751 is None:
        a(_H0)
    else:
        _write_tags(a, None, u751)
    return b''.join(parts)


def _dec_JoinGroupResponse_v9(buf: _Buffer, pos: int) -> tuple[JoinGroupResponse, int]:
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n752 = buf[pos] - 1
    if 0 <= n752 < 127:
        x753 = pos + 1 + n752
        if x753 > blen:
            raise _bad_length(n752, 'JoinGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x753], 'utf-8')
        pos = x753
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolType')
    n754 = buf[pos] - 1
    if 0 <= n754 < 127:
        x755 = pos + 1 + n754
        if x755 > blen:
            raise _bad_length(n754, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x755], 'utf-8')
        pos = x755
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolName')
    n756 = buf[pos] - 1
    if 0 <= n756 < 127:
        x757 = pos + 1 + n756
        if x757 > blen:
            raise _bad_length(n756, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x757], 'utf-8')
        pos = x757
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    o.skip_assignment, = _S__.unpack_from(buf, pos)
    pos += 1
    n758 = buf[pos] - 1
    if 0 <= n758 < 127:
        x759 = pos + 1 + n758
        if x759 > blen:
            raise _bad_length(n758, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x759], 'utf-8')
        pos = x759
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n760 = buf[pos] - 1
    if 0 <= n760 < 127:
        pos += 1
    else:
        n760, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l761: list[JoinGroupResponse.JoinGroupResponseMember] = []
    ap762 = l761.append
    for _ in range(n760):
        t763 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n764 = buf[pos] - 1
        if 0 <= n764 < 127:
            x765 = pos + 1 + n764
            if x765 > blen:
                raise _bad_length(n764, 'JoinGroupResponse.Members.MemberId', pos)
            t763.member_id = str(buf[pos + 1:x765], 'utf-8')
            pos = x765
        else:
            t763.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n766 = buf[pos] - 1
        if 0 <= n766 < 127:
            x767 = pos + 1 + n766
            if x767 > blen:
                raise _bad_length(n766, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t763.group_instance_id = str(buf[pos + 1:x767], 'utf-8')
            pos = x767
        else:
            t763.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        n768 = buf[pos]
        if n768 < 128:
            pos += 1
        else:
            n768, pos = _ruv(buf, pos)
        n768 -= 1
        if n768 >= 0:
            x769 = pos + n768
            if x769 > blen:
                raise _bad_length(n768, 'JoinGroupResponse.Members.Metadata', pos)
            t763.metadata = bytes(buf[pos:x769])
            pos = x769
        else:
            raise _unexpected_null('JoinGroupResponse.Members.Metadata', pos) if n768 == -1 else _bad_length(n768, 'JoinGroupResponse.Members.Metadata', pos)
        if buf[pos] == 0:
            pos += 1
            t763._unknown_tags = None
        else:
            nt770, pos = _ruv(buf, pos)
            if nt770 * 2 > blen - pos:
                raise _array_too_long(nt770, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk771: list[tuple[int, bytes]] | None = None
            for _ in range(nt770):
                tg772, pos = _ruv(buf, pos)
                sz773, pos = _ruv(buf, pos)
                x774 = pos + sz773
                if x774 > blen:
                    raise _bad_length(sz773, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk771 is None:
                    uk771 = []
                uk771.append((tg772, bytes(buf[pos:x774])))
                pos = x774
            t763._unknown_tags = uk771
        ap762(t763)
    o.members = l761
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt775, pos = _ruv(buf, pos)
        if nt775 * 2 > blen - pos:
            raise _array_too_long(nt775, 'JoinGroupResponse._tagged_fields', pos)
        uk776: list[tuple[int, bytes]] | None = None
        for _ in range(nt775):
            tg777, pos = _ruv(buf, pos)
            sz778, pos = _ruv(buf, pos)
            x779 = pos + sz778
            if x779 > blen:
                raise _bad_length(sz778, 'JoinGroupResponse._tagged_fields', pos)
            if uk776 is None:
                uk776 = []
            uk776.append((tg777, bytes(buf[pos:x779])))
            pos = x779
        o._unknown_tags = uk776
    return o, pos


JoinGroupResponse._ENC = {0: _enc_JoinGroupResponse_v0, 1: _enc_JoinGroupResponse_v1, 2: _enc_JoinGroupResponse_v2, 3: _enc_JoinGroupResponse_v3, 4: _enc_JoinGroupResponse_v4, 5: _enc_JoinGroupResponse_v5, 6: _enc_JoinGroupResponse_v6, 7: _enc_JoinGroupResponse_v7, 8: _enc_JoinGroupResponse_v8, 9: _enc_JoinGroupResponse_v9}
JoinGroupResponse._DEC = {0: _dec_JoinGroupResponse_v0, 1: _dec_JoinGroupResponse_v1, 2: _dec_JoinGroupResponse_v2, 3: _dec_JoinGroupResponse_v3, 4: _dec_JoinGroupResponse_v4, 5: _dec_JoinGroupResponse_v5, 6: _dec_JoinGroupResponse_v6, 7: _dec_JoinGroupResponse_v7, 8: _dec_JoinGroupResponse_v8, 9: _dec_JoinGroupResponse_v9}


_LINES = {
    178: 'JoinGroupRequest.GroupId',
    179: 'JoinGroupRequest.GroupId',
    180: 'JoinGroupRequest.GroupId',
    181: 'JoinGroupRequest.GroupId',
    182: 'JoinGroupRequest.SessionTimeoutMs',
    183: 'JoinGroupRequest.MemberId',
    184: 'JoinGroupRequest.MemberId',
    185: 'JoinGroupRequest.MemberId',
    186: 'JoinGroupRequest.MemberId',
    187: 'JoinGroupRequest.GroupInstanceId',
    189: 'JoinGroupRequest.ProtocolType',
    190: 'JoinGroupRequest.ProtocolType',
    191: 'JoinGroupRequest.ProtocolType',
    192: 'JoinGroupRequest.ProtocolType',
    193: 'JoinGroupRequest.Protocols',
    194: 'JoinGroupRequest.Protocols',
    195: 'JoinGroupRequest.Protocols',
    196: 'JoinGroupRequest.Protocols.Name',
    197: 'JoinGroupRequest.Protocols.Name',
    198: 'JoinGroupRequest.Protocols.Name',
    199: 'JoinGroupRequest.Protocols.Name',
    200: 'JoinGroupRequest.Protocols.Metadata',
    201: 'JoinGroupRequest.Protocols.Metadata',
    202: 'JoinGroupRequest.Protocols.Metadata',
    209: 'JoinGroupRequest.GroupId',
    214: 'JoinGroupRequest.GroupId',
    217: 'JoinGroupRequest.GroupId',
    218: 'JoinGroupRequest.SessionTimeoutMs',
    220: 'JoinGroupRequest.MemberId',
    225: 'JoinGroupRequest.MemberId',
    228: 'JoinGroupRequest.MemberId',
    229: 'JoinGroupRequest.ProtocolType',
    234: 'JoinGroupRequest.ProtocolType',
    237: 'JoinGroupRequest.ProtocolType',
    238: 'JoinGroupRequest.Protocols',
    243: 'JoinGroupRequest.Protocols.Name',
    248: 'JoinGroupRequest.Protocols.Name',
    251: 'JoinGroupRequest.Protocols.Name',
    252: 'JoinGroupRequest.Protocols.Metadata',
    275: 'JoinGroupRequest.GroupId',
    276: 'JoinGroupRequest.GroupId',
    277: 'JoinGroupRequest.GroupId',
    278: 'JoinGroupRequest.GroupId',
    279: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    280: 'JoinGroupRequest.MemberId',
    281: 'JoinGroupRequest.MemberId',
    282: 'JoinGroupRequest.MemberId',
    283: 'JoinGroupRequest.MemberId',
    284: 'JoinGroupRequest.GroupInstanceId',
    286: 'JoinGroupRequest.ProtocolType',
    287: 'JoinGroupRequest.ProtocolType',
    288: 'JoinGroupRequest.ProtocolType',
    289: 'JoinGroupRequest.ProtocolType',
    290: 'JoinGroupRequest.Protocols',
    291: 'JoinGroupRequest.Protocols',
    292: 'JoinGroupRequest.Protocols',
    293: 'JoinGroupRequest.Protocols.Name',
    294: 'JoinGroupRequest.Protocols.Name',
    295: 'JoinGroupRequest.Protocols.Name',
    296: 'JoinGroupRequest.Protocols.Name',
    297: 'JoinGroupRequest.Protocols.Metadata',
    298: 'JoinGroupRequest.Protocols.Metadata',
    299: 'JoinGroupRequest.Protocols.Metadata',
    306: 'JoinGroupRequest.GroupId',
    311: 'JoinGroupRequest.GroupId',
    314: 'JoinGroupRequest.GroupId',
    315: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    317: 'JoinGroupRequest.MemberId',
    322: 'JoinGroupRequest.MemberId',
    325: 'JoinGroupRequest.MemberId',
    326: 'JoinGroupRequest.ProtocolType',
    331: 'JoinGroupRequest.ProtocolType',
    334: 'JoinGroupRequest.ProtocolType',
    335: 'JoinGroupRequest.Protocols',
    340: 'JoinGroupRequest.Protocols.Name',
    345: 'JoinGroupRequest.Protocols.Name',
    348: 'JoinGroupRequest.Protocols.Name',
    349: 'JoinGroupRequest.Protocols.Metadata',
    371: 'JoinGroupRequest.GroupId',
    372: 'JoinGroupRequest.GroupId',
    373: 'JoinGroupRequest.GroupId',
    374: 'JoinGroupRequest.GroupId',
    375: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    376: 'JoinGroupRequest.MemberId',
    377: 'JoinGroupRequest.MemberId',
    378: 'JoinGroupRequest.MemberId',
    379: 'JoinGroupRequest.MemberId',
    380: 'JoinGroupRequest.GroupInstanceId',
    382: 'JoinGroupRequest.ProtocolType',
    383: 'JoinGroupRequest.ProtocolType',
    384: 'JoinGroupRequest.ProtocolType',
    385: 'JoinGroupRequest.ProtocolType',
    386: 'JoinGroupRequest.Protocols',
    387: 'JoinGroupRequest.Protocols',
    388: 'JoinGroupRequest.Protocols',
    389: 'JoinGroupRequest.Protocols.Name',
    390: 'JoinGroupRequest.Protocols.Name',
    391: 'JoinGroupRequest.Protocols.Name',
    392: 'JoinGroupRequest.Protocols.Name',
    393: 'JoinGroupRequest.Protocols.Metadata',
    394: 'JoinGroupRequest.Protocols.Metadata',
    395: 'JoinGroupRequest.Protocols.Metadata',
    402: 'JoinGroupRequest.GroupId',
    407: 'JoinGroupRequest.GroupId',
    410: 'JoinGroupRequest.GroupId',
    411: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    413: 'JoinGroupRequest.MemberId',
    418: 'JoinGroupRequest.MemberId',
    421: 'JoinGroupRequest.MemberId',
    422: 'JoinGroupRequest.ProtocolType',
    427: 'JoinGroupRequest.ProtocolType',
    430: 'JoinGroupRequest.ProtocolType',
    431: 'JoinGroupRequest.Protocols',
    436: 'JoinGroupRequest.Protocols.Name',
    441: 'JoinGroupRequest.Protocols.Name',
    444: 'JoinGroupRequest.Protocols.Name',
    445: 'JoinGroupRequest.Protocols.Metadata',
    467: 'JoinGroupRequest.GroupId',
    468: 'JoinGroupRequest.GroupId',
    469: 'JoinGroupRequest.GroupId',
    470: 'JoinGroupRequest.GroupId',
    471: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    472: 'JoinGroupRequest.MemberId',
    473: 'JoinGroupRequest.MemberId',
    474: 'JoinGroupRequest.MemberId',
    475: 'JoinGroupRequest.MemberId',
    476: 'JoinGroupRequest.GroupInstanceId',
    478: 'JoinGroupRequest.ProtocolType',
    479: 'JoinGroupRequest.ProtocolType',
    480: 'JoinGroupRequest.ProtocolType',
    481: 'JoinGroupRequest.ProtocolType',
    482: 'JoinGroupRequest.Protocols',
    483: 'JoinGroupRequest.Protocols',
    484: 'JoinGroupRequest.Protocols',
    485: 'JoinGroupRequest.Protocols.Name',
    486: 'JoinGroupRequest.Protocols.Name',
    487: 'JoinGroupRequest.Protocols.Name',
    488: 'JoinGroupRequest.Protocols.Name',
    489: 'JoinGroupRequest.Protocols.Metadata',
    490: 'JoinGroupRequest.Protocols.Metadata',
    491: 'JoinGroupRequest.Protocols.Metadata',
    498: 'JoinGroupRequest.GroupId',
    503: 'JoinGroupRequest.GroupId',
    506: 'JoinGroupRequest.GroupId',
    507: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    509: 'JoinGroupRequest.MemberId',
    514: 'JoinGroupRequest.MemberId',
    517: 'JoinGroupRequest.MemberId',
    518: 'JoinGroupRequest.ProtocolType',
    523: 'JoinGroupRequest.ProtocolType',
    526: 'JoinGroupRequest.ProtocolType',
    527: 'JoinGroupRequest.Protocols',
    532: 'JoinGroupRequest.Protocols.Name',
    537: 'JoinGroupRequest.Protocols.Name',
    540: 'JoinGroupRequest.Protocols.Name',
    541: 'JoinGroupRequest.Protocols.Metadata',
    563: 'JoinGroupRequest.GroupId',
    564: 'JoinGroupRequest.GroupId',
    565: 'JoinGroupRequest.GroupId',
    566: 'JoinGroupRequest.GroupId',
    567: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    568: 'JoinGroupRequest.MemberId',
    569: 'JoinGroupRequest.MemberId',
    570: 'JoinGroupRequest.MemberId',
    571: 'JoinGroupRequest.MemberId',
    572: 'JoinGroupRequest.GroupInstanceId',
    574: 'JoinGroupRequest.ProtocolType',
    575: 'JoinGroupRequest.ProtocolType',
    576: 'JoinGroupRequest.ProtocolType',
    577: 'JoinGroupRequest.ProtocolType',
    578: 'JoinGroupRequest.Protocols',
    579: 'JoinGroupRequest.Protocols',
    580: 'JoinGroupRequest.Protocols',
    581: 'JoinGroupRequest.Protocols.Name',
    582: 'JoinGroupRequest.Protocols.Name',
    583: 'JoinGroupRequest.Protocols.Name',
    584: 'JoinGroupRequest.Protocols.Name',
    585: 'JoinGroupRequest.Protocols.Metadata',
    586: 'JoinGroupRequest.Protocols.Metadata',
    587: 'JoinGroupRequest.Protocols.Metadata',
    594: 'JoinGroupRequest.GroupId',
    599: 'JoinGroupRequest.GroupId',
    602: 'JoinGroupRequest.GroupId',
    603: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    605: 'JoinGroupRequest.MemberId',
    610: 'JoinGroupRequest.MemberId',
    613: 'JoinGroupRequest.MemberId',
    614: 'JoinGroupRequest.ProtocolType',
    619: 'JoinGroupRequest.ProtocolType',
    622: 'JoinGroupRequest.ProtocolType',
    623: 'JoinGroupRequest.Protocols',
    628: 'JoinGroupRequest.Protocols.Name',
    633: 'JoinGroupRequest.Protocols.Name',
    636: 'JoinGroupRequest.Protocols.Name',
    637: 'JoinGroupRequest.Protocols.Metadata',
    659: 'JoinGroupRequest.GroupId',
    660: 'JoinGroupRequest.GroupId',
    661: 'JoinGroupRequest.GroupId',
    662: 'JoinGroupRequest.GroupId',
    663: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    664: 'JoinGroupRequest.MemberId',
    665: 'JoinGroupRequest.MemberId',
    666: 'JoinGroupRequest.MemberId',
    667: 'JoinGroupRequest.MemberId',
    668: 'JoinGroupRequest.GroupInstanceId',
    669: 'JoinGroupRequest.GroupInstanceId',
    670: 'JoinGroupRequest.GroupInstanceId',
    671: 'JoinGroupRequest.GroupInstanceId',
    672: 'JoinGroupRequest.GroupInstanceId',
    673: 'JoinGroupRequest.GroupInstanceId',
    674: 'JoinGroupRequest.GroupInstanceId',
    675: 'JoinGroupRequest.ProtocolType',
    676: 'JoinGroupRequest.ProtocolType',
    677: 'JoinGroupRequest.ProtocolType',
    678: 'JoinGroupRequest.ProtocolType',
    679: 'JoinGroupRequest.Protocols',
    680: 'JoinGroupRequest.Protocols',
    681: 'JoinGroupRequest.Protocols',
    682: 'JoinGroupRequest.Protocols.Name',
    683: 'JoinGroupRequest.Protocols.Name',
    684: 'JoinGroupRequest.Protocols.Name',
    685: 'JoinGroupRequest.Protocols.Name',
    686: 'JoinGroupRequest.Protocols.Metadata',
    687: 'JoinGroupRequest.Protocols.Metadata',
    688: 'JoinGroupRequest.Protocols.Metadata',
    695: 'JoinGroupRequest.GroupId',
    700: 'JoinGroupRequest.GroupId',
    703: 'JoinGroupRequest.GroupId',
    704: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    706: 'JoinGroupRequest.MemberId',
    711: 'JoinGroupRequest.MemberId',
    714: 'JoinGroupRequest.MemberId',
    715: 'JoinGroupRequest.GroupInstanceId',
    720: 'JoinGroupRequest.GroupInstanceId',
    723: 'JoinGroupRequest.GroupInstanceId',
    724: 'JoinGroupRequest.ProtocolType',
    729: 'JoinGroupRequest.ProtocolType',
    732: 'JoinGroupRequest.ProtocolType',
    733: 'JoinGroupRequest.Protocols',
    738: 'JoinGroupRequest.Protocols.Name',
    743: 'JoinGroupRequest.Protocols.Name',
    746: 'JoinGroupRequest.Protocols.Name',
    747: 'JoinGroupRequest.Protocols.Metadata',
    768: 'JoinGroupRequest.GroupId',
    769: 'JoinGroupRequest.GroupId',
    770: 'JoinGroupRequest.GroupId',
    771: 'JoinGroupRequest.GroupId',
    772: 'JoinGroupRequest.GroupId',
    773: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    774: 'JoinGroupRequest.MemberId',
    775: 'JoinGroupRequest.MemberId',
    776: 'JoinGroupRequest.MemberId',
    777: 'JoinGroupRequest.MemberId',
    778: 'JoinGroupRequest.MemberId',
    779: 'JoinGroupRequest.GroupInstanceId',
    780: 'JoinGroupRequest.GroupInstanceId',
    781: 'JoinGroupRequest.GroupInstanceId',
    782: 'JoinGroupRequest.GroupInstanceId',
    783: 'JoinGroupRequest.GroupInstanceId',
    784: 'JoinGroupRequest.GroupInstanceId',
    785: 'JoinGroupRequest.GroupInstanceId',
    786: 'JoinGroupRequest.GroupInstanceId',
    787: 'JoinGroupRequest.ProtocolType',
    788: 'JoinGroupRequest.ProtocolType',
    789: 'JoinGroupRequest.ProtocolType',
    790: 'JoinGroupRequest.ProtocolType',
    791: 'JoinGroupRequest.ProtocolType',
    792: 'JoinGroupRequest.Protocols',
    793: 'JoinGroupRequest.Protocols',
    794: 'JoinGroupRequest.Protocols',
    795: 'JoinGroupRequest.Protocols',
    796: 'JoinGroupRequest.Protocols.Name',
    797: 'JoinGroupRequest.Protocols.Name',
    798: 'JoinGroupRequest.Protocols.Name',
    799: 'JoinGroupRequest.Protocols.Name',
    800: 'JoinGroupRequest.Protocols.Name',
    801: 'JoinGroupRequest.Protocols.Metadata',
    802: 'JoinGroupRequest.Protocols.Metadata',
    803: 'JoinGroupRequest.Protocols.Metadata',
    804: 'JoinGroupRequest.Protocols.Metadata',
    805: 'JoinGroupRequest.Protocols._unknown_tags',
    806: 'JoinGroupRequest.Protocols',
    809: 'JoinGroupRequest.Protocols._unknown_tags',
    810: 'JoinGroupRequest._unknown_tags',
    811: 'JoinGroupRequest',
    814: 'JoinGroupRequest._unknown_tags',
    821: 'JoinGroupRequest.GroupId',
    826: 'JoinGroupRequest.GroupId',
    829: 'JoinGroupRequest.GroupId',
    830: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    832: 'JoinGroupRequest.MemberId',
    837: 'JoinGroupRequest.MemberId',
    840: 'JoinGroupRequest.MemberId',
    841: 'JoinGroupRequest.GroupInstanceId',
    846: 'JoinGroupRequest.GroupInstanceId',
    849: 'JoinGroupRequest.GroupInstanceId',
    850: 'JoinGroupRequest.ProtocolType',
    855: 'JoinGroupRequest.ProtocolType',
    858: 'JoinGroupRequest.ProtocolType',
    859: 'JoinGroupRequest.Protocols',
    863: 'JoinGroupRequest.Protocols',
    868: 'JoinGroupRequest.Protocols.Name',
    873: 'JoinGroupRequest.Protocols.Name',
    876: 'JoinGroupRequest.Protocols.Name',
    877: 'JoinGroupRequest.Protocols.Metadata',
    881: 'JoinGroupRequest.Protocols.Metadata',
    891: 'JoinGroupRequest.Protocols._tagged_fields',
    895: 'JoinGroupRequest.Protocols._tagged_fields',
    900: 'JoinGroupRequest.Protocols._tagged_fields',
    901: 'JoinGroupRequest.Protocols._tagged_fields',
    913: 'JoinGroupRequest._tagged_fields',
    917: 'JoinGroupRequest._tagged_fields',
    922: 'JoinGroupRequest._tagged_fields',
    923: 'JoinGroupRequest._tagged_fields',
    938: 'JoinGroupRequest.GroupId',
    939: 'JoinGroupRequest.GroupId',
    940: 'JoinGroupRequest.GroupId',
    941: 'JoinGroupRequest.GroupId',
    942: 'JoinGroupRequest.GroupId',
    943: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    944: 'JoinGroupRequest.MemberId',
    945: 'JoinGroupRequest.MemberId',
    946: 'JoinGroupRequest.MemberId',
    947: 'JoinGroupRequest.MemberId',
    948: 'JoinGroupRequest.MemberId',
    949: 'JoinGroupRequest.GroupInstanceId',
    950: 'JoinGroupRequest.GroupInstanceId',
    951: 'JoinGroupRequest.GroupInstanceId',
    952: 'JoinGroupRequest.GroupInstanceId',
    953: 'JoinGroupRequest.GroupInstanceId',
    954: 'JoinGroupRequest.GroupInstanceId',
    955: 'JoinGroupRequest.GroupInstanceId',
    956: 'JoinGroupRequest.GroupInstanceId',
    957: 'JoinGroupRequest.ProtocolType',
    958: 'JoinGroupRequest.ProtocolType',
    959: 'JoinGroupRequest.ProtocolType',
    960: 'JoinGroupRequest.ProtocolType',
    961: 'JoinGroupRequest.ProtocolType',
    962: 'JoinGroupRequest.Protocols',
    963: 'JoinGroupRequest.Protocols',
    964: 'JoinGroupRequest.Protocols',
    965: 'JoinGroupRequest.Protocols',
    966: 'JoinGroupRequest.Protocols.Name',
    967: 'JoinGroupRequest.Protocols.Name',
    968: 'JoinGroupRequest.Protocols.Name',
    969: 'JoinGroupRequest.Protocols.Name',
    970: 'JoinGroupRequest.Protocols.Name',
    971: 'JoinGroupRequest.Protocols.Metadata',
    972: 'JoinGroupRequest.Protocols.Metadata',
    973: 'JoinGroupRequest.Protocols.Metadata',
    974: 'JoinGroupRequest.Protocols.Metadata',
    975: 'JoinGroupRequest.Protocols._unknown_tags',
    976: 'JoinGroupRequest.Protocols',
    979: 'JoinGroupRequest.Protocols._unknown_tags',
    980: 'JoinGroupRequest._unknown_tags',
    981: 'JoinGroupRequest',
    984: 'JoinGroupRequest._unknown_tags',
    991: 'JoinGroupRequest.GroupId',
    996: 'JoinGroupRequest.GroupId',
    999: 'JoinGroupRequest.GroupId',
    1000: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1002: 'JoinGroupRequest.MemberId',
    1007: 'JoinGroupRequest.MemberId',
    1010: 'JoinGroupRequest.MemberId',
    1011: 'JoinGroupRequest.GroupInstanceId',
    1016: 'JoinGroupRequest.GroupInstanceId',
    1019: 'JoinGroupRequest.GroupInstanceId',
    1020: 'JoinGroupRequest.ProtocolType',
    1025: 'JoinGroupRequest.ProtocolType',
    1028: 'JoinGroupRequest.ProtocolType',
    1029: 'JoinGroupRequest.Protocols',
    1033: 'JoinGroupRequest.Protocols',
    1038: 'JoinGroupRequest.Protocols.Name',
    1043: 'JoinGroupRequest.Protocols.Name',
    1046: 'JoinGroupRequest.Protocols.Name',
    1047: 'JoinGroupRequest.Protocols.Metadata',
    1051: 'JoinGroupRequest.Protocols.Metadata',
    1061: 'JoinGroupRequest.Protocols._tagged_fields',
    1065: 'JoinGroupRequest.Protocols._tagged_fields',
    1070: 'JoinGroupRequest.Protocols._tagged_fields',
    1071: 'JoinGroupRequest.Protocols._tagged_fields',
    1083: 'JoinGroupRequest._tagged_fields',
    1087: 'JoinGroupRequest._tagged_fields',
    1092: 'JoinGroupRequest._tagged_fields',
    1093: 'JoinGroupRequest._tagged_fields',
    1108: 'JoinGroupRequest.GroupId',
    1109: 'JoinGroupRequest.GroupId',
    1110: 'JoinGroupRequest.GroupId',
    1111: 'JoinGroupRequest.GroupId',
    1112: 'JoinGroupRequest.GroupId',
    1113: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1114: 'JoinGroupRequest.MemberId',
    1115: 'JoinGroupRequest.MemberId',
    1116: 'JoinGroupRequest.MemberId',
    1117: 'JoinGroupRequest.MemberId',
    1118: 'JoinGroupRequest.MemberId',
    1119: 'JoinGroupRequest.GroupInstanceId',
    1120: 'JoinGroupRequest.GroupInstanceId',
    1121: 'JoinGroupRequest.GroupInstanceId',
    1122: 'JoinGroupRequest.GroupInstanceId',
    1123: 'JoinGroupRequest.GroupInstanceId',
    1124: 'JoinGroupRequest.GroupInstanceId',
    1125: 'JoinGroupRequest.GroupInstanceId',
    1126: 'JoinGroupRequest.GroupInstanceId',
    1127: 'JoinGroupRequest.ProtocolType',
    1128: 'JoinGroupRequest.ProtocolType',
    1129: 'JoinGroupRequest.ProtocolType',
    1130: 'JoinGroupRequest.ProtocolType',
    1131: 'JoinGroupRequest.ProtocolType',
    1132: 'JoinGroupRequest.Protocols',
    1133: 'JoinGroupRequest.Protocols',
    1134: 'JoinGroupRequest.Protocols',
    1135: 'JoinGroupRequest.Protocols',
    1136: 'JoinGroupRequest.Protocols.Name',
    1137: 'JoinGroupRequest.Protocols.Name',
    1138: 'JoinGroupRequest.Protocols.Name',
    1139: 'JoinGroupRequest.Protocols.Name',
    1140: 'JoinGroupRequest.Protocols.Name',
    1141: 'JoinGroupRequest.Protocols.Metadata',
    1142: 'JoinGroupRequest.Protocols.Metadata',
    1143: 'JoinGroupRequest.Protocols.Metadata',
    1144: 'JoinGroupRequest.Protocols.Metadata',
    1145: 'JoinGroupRequest.Protocols._unknown_tags',
    1146: 'JoinGroupRequest.Protocols',
    1149: 'JoinGroupRequest.Protocols._unknown_tags',
    1150: 'JoinGroupRequest.Reason',
    1151: 'JoinGroupRequest.Reason',
    1152: 'JoinGroupRequest.Reason',
    1153: 'JoinGroupRequest.Reason',
    1154: 'JoinGroupRequest.Reason',
    1155: 'JoinGroupRequest.Reason',
    1156: 'JoinGroupRequest.Reason',
    1157: 'JoinGroupRequest.Reason',
    1158: 'JoinGroupRequest._unknown_tags',
    1159: 'JoinGroupRequest',
    1162: 'JoinGroupRequest._unknown_tags',
    1169: 'JoinGroupRequest.GroupId',
    1174: 'JoinGroupRequest.GroupId',
    1177: 'JoinGroupRequest.GroupId',
    1178: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1180: 'JoinGroupRequest.MemberId',
    1185: 'JoinGroupRequest.MemberId',
    1188: 'JoinGroupRequest.MemberId',
    1189: 'JoinGroupRequest.GroupInstanceId',
    1194: 'JoinGroupRequest.GroupInstanceId',
    1197: 'JoinGroupRequest.GroupInstanceId',
    1198: 'JoinGroupRequest.ProtocolType',
    1203: 'JoinGroupRequest.ProtocolType',
    1206: 'JoinGroupRequest.ProtocolType',
    1207: 'JoinGroupRequest.Protocols',
    1211: 'JoinGroupRequest.Protocols',
    1216: 'JoinGroupRequest.Protocols.Name',
    1221: 'JoinGroupRequest.Protocols.Name',
    1224: 'JoinGroupRequest.Protocols.Name',
    1225: 'JoinGroupRequest.Protocols.Metadata',
    1229: 'JoinGroupRequest.Protocols.Metadata',
    1239: 'JoinGroupRequest.Protocols._tagged_fields',
    1243: 'JoinGroupRequest.Protocols._tagged_fields',
    1248: 'JoinGroupRequest.Protocols._tagged_fields',
    1249: 'JoinGroupRequest.Protocols._tagged_fields',
    1260: 'JoinGroupRequest.Reason',
    1265: 'JoinGroupRequest.Reason',
    1268: 'JoinGroupRequest.Reason',
    1269: 'JoinGroupRequest._tagged_fields',
    1273: 'JoinGroupRequest._tagged_fields',
    1278: 'JoinGroupRequest._tagged_fields',
    1279: 'JoinGroupRequest._tagged_fields',
    1294: 'JoinGroupRequest.GroupId',
    1295: 'JoinGroupRequest.GroupId',
    1296: 'JoinGroupRequest.GroupId',
    1297: 'JoinGroupRequest.GroupId',
    1298: 'JoinGroupRequest.GroupId',
    1299: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1300: 'JoinGroupRequest.MemberId',
    1301: 'JoinGroupRequest.MemberId',
    1302: 'JoinGroupRequest.MemberId',
    1303: 'JoinGroupRequest.MemberId',
    1304: 'JoinGroupRequest.MemberId',
    1305: 'JoinGroupRequest.GroupInstanceId',
    1306: 'JoinGroupRequest.GroupInstanceId',
    1307: 'JoinGroupRequest.GroupInstanceId',
    1308: 'JoinGroupRequest.GroupInstanceId',
    1309: 'JoinGroupRequest.GroupInstanceId',
    1310: 'JoinGroupRequest.GroupInstanceId',
    1311: 'JoinGroupRequest.GroupInstanceId',
    1312: 'JoinGroupRequest.GroupInstanceId',
    1313: 'JoinGroupRequest.ProtocolType',
    1314: 'JoinGroupRequest.ProtocolType',
    1315: 'JoinGroupRequest.ProtocolType',
    1316: 'JoinGroupRequest.ProtocolType',
    1317: 'JoinGroupRequest.ProtocolType',
    1318: 'JoinGroupRequest.Protocols',
    1319: 'JoinGroupRequest.Protocols',
    1320: 'JoinGroupRequest.Protocols',
    1321: 'JoinGroupRequest.Protocols',
    1322: 'JoinGroupRequest.Protocols.Name',
    1323: 'JoinGroupRequest.Protocols.Name',
    1324: 'JoinGroupRequest.Protocols.Name',
    1325: 'JoinGroupRequest.Protocols.Name',
    1326: 'JoinGroupRequest.Protocols.Name',
    1327: 'JoinGroupRequest.Protocols.Metadata',
    1328: 'JoinGroupRequest.Protocols.Metadata',
    1329: 'JoinGroupRequest.Protocols.Metadata',
    1330: 'JoinGroupRequest.Protocols.Metadata',
    1331: 'JoinGroupRequest.Protocols._unknown_tags',
    1332: 'JoinGroupRequest.Protocols',
    1335: 'JoinGroupRequest.Protocols._unknown_tags',
    1336: 'JoinGroupRequest.Reason',
    1337: 'JoinGroupRequest.Reason',
    1338: 'JoinGroupRequest.Reason',
    1339: 'JoinGroupRequest.Reason',
    1340: 'JoinGroupRequest.Reason',
    1341: 'JoinGroupRequest.Reason',
    1342: 'JoinGroupRequest.Reason',
    1343: 'JoinGroupRequest.Reason',
    1344: 'JoinGroupRequest._unknown_tags',
    1345: 'JoinGroupRequest',
    1348: 'JoinGroupRequest._unknown_tags',
    1355: 'JoinGroupRequest.GroupId',
    1360: 'JoinGroupRequest.GroupId',
    1363: 'JoinGroupRequest.GroupId',
    1364: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1366: 'JoinGroupRequest.MemberId',
    1371: 'JoinGroupRequest.MemberId',
    1374: 'JoinGroupRequest.MemberId',
    1375: 'JoinGroupRequest.GroupInstanceId',
    1380: 'JoinGroupRequest.GroupInstanceId',
    1383: 'JoinGroupRequest.GroupInstanceId',
    1384: 'JoinGroupRequest.ProtocolType',
    1389: 'JoinGroupRequest.ProtocolType',
    1392: 'JoinGroupRequest.ProtocolType',
    1393: 'JoinGroupRequest.Protocols',
    1397: 'JoinGroupRequest.Protocols',
    1402: 'JoinGroupRequest.Protocols.Name',
    1407: 'JoinGroupRequest.Protocols.Name',
    1410: 'JoinGroupRequest.Protocols.Name',
    1411: 'JoinGroupRequest.Protocols.Metadata',
    1415: 'JoinGroupRequest.Protocols.Metadata',
    1425: 'JoinGroupRequest.Protocols._tagged_fields',
    1429: 'JoinGroupRequest.Protocols._tagged_fields',
    1434: 'JoinGroupRequest.Protocols._tagged_fields',
    1435: 'JoinGroupRequest.Protocols._tagged_fields',
    1446: 'JoinGroupRequest.Reason',
    1451: 'JoinGroupRequest.Reason',
    1454: 'JoinGroupRequest.Reason',
    1455: 'JoinGroupRequest._tagged_fields',
    1459: 'JoinGroupRequest._tagged_fields',
    1464: 'JoinGroupRequest._tagged_fields',
    1465: 'JoinGroupRequest._tagged_fields',
    1623: 'JoinGroupResponse.ErrorCode,GenerationId',
    1624: 'JoinGroupResponse.ProtocolName',
    1625: 'JoinGroupResponse.ProtocolName',
    1626: 'JoinGroupResponse.ProtocolName',
    1627: 'JoinGroupResponse.ProtocolName',
    1628: 'JoinGroupResponse.Leader',
    1629: 'JoinGroupResponse.Leader',
    1630: 'JoinGroupResponse.Leader',
    1631: 'JoinGroupResponse.Leader',
    1632: 'JoinGroupResponse.SkipAssignment',
    1634: 'JoinGroupResponse.MemberId',
    1635: 'JoinGroupResponse.MemberId',
    1636: 'JoinGroupResponse.MemberId',
    1637: 'JoinGroupResponse.MemberId',
    1638: 'JoinGroupResponse.Members',
    1639: 'JoinGroupResponse.Members',
    1640: 'JoinGroupResponse.Members',
    1641: 'JoinGroupResponse.Members.MemberId',
    1642: 'JoinGroupResponse.Members.MemberId',
    1643: 'JoinGroupResponse.Members.MemberId',
    1644: 'JoinGroupResponse.Members.MemberId',
    1645: 'JoinGroupResponse.Members.Metadata',
    1646: 'JoinGroupResponse.Members.Metadata',
    1647: 'JoinGroupResponse.Members.Metadata',
    1654: 'JoinGroupResponse.ErrorCode,GenerationId',
    1656: 'JoinGroupResponse.ProtocolName',
    1661: 'JoinGroupResponse.ProtocolName',
    1664: 'JoinGroupResponse.ProtocolName',
    1665: 'JoinGroupResponse.Leader',
    1670: 'JoinGroupResponse.Leader',
    1673: 'JoinGroupResponse.Leader',
    1674: 'JoinGroupResponse.MemberId',
    1679: 'JoinGroupResponse.MemberId',
    1682: 'JoinGroupResponse.MemberId',
    1683: 'JoinGroupResponse.Members',
    1688: 'JoinGroupResponse.Members.MemberId',
    1693: 'JoinGroupResponse.Members.MemberId',
    1696: 'JoinGroupResponse.Members.MemberId',
    1697: 'JoinGroupResponse.Members.Metadata',
    1721: 'JoinGroupResponse.ErrorCode,GenerationId',
    1722: 'JoinGroupResponse.ProtocolName',
    1723: 'JoinGroupResponse.ProtocolName',
    1724: 'JoinGroupResponse.ProtocolName',
    1725: 'JoinGroupResponse.ProtocolName',
    1726: 'JoinGroupResponse.Leader',
    1727: 'JoinGroupResponse.Leader',
    1728: 'JoinGroupResponse.Leader',
    1729: 'JoinGroupResponse.Leader',
    1730: 'JoinGroupResponse.SkipAssignment',
    1732: 'JoinGroupResponse.MemberId',
    1733: 'JoinGroupResponse.MemberId',
    1734: 'JoinGroupResponse.MemberId',
    1735: 'JoinGroupResponse.MemberId',
    1736: 'JoinGroupResponse.Members',
    1737: 'JoinGroupResponse.Members',
    1738: 'JoinGroupResponse.Members',
    1739: 'JoinGroupResponse.Members.MemberId',
    1740: 'JoinGroupResponse.Members.MemberId',
    1741: 'JoinGroupResponse.Members.MemberId',
    1742: 'JoinGroupResponse.Members.MemberId',
    1743: 'JoinGroupResponse.Members.Metadata',
    1744: 'JoinGroupResponse.Members.Metadata',
    1745: 'JoinGroupResponse.Members.Metadata',
    1752: 'JoinGroupResponse.ErrorCode,GenerationId',
    1754: 'JoinGroupResponse.ProtocolName',
    1759: 'JoinGroupResponse.ProtocolName',
    1762: 'JoinGroupResponse.ProtocolName',
    1763: 'JoinGroupResponse.Leader',
    1768: 'JoinGroupResponse.Leader',
    1771: 'JoinGroupResponse.Leader',
    1772: 'JoinGroupResponse.MemberId',
    1777: 'JoinGroupResponse.MemberId',
    1780: 'JoinGroupResponse.MemberId',
    1781: 'JoinGroupResponse.Members',
    1786: 'JoinGroupResponse.Members.MemberId',
    1791: 'JoinGroupResponse.Members.MemberId',
    1794: 'JoinGroupResponse.Members.MemberId',
    1795: 'JoinGroupResponse.Members.Metadata',
    1819: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1820: 'JoinGroupResponse.ProtocolName',
    1821: 'JoinGroupResponse.ProtocolName',
    1822: 'JoinGroupResponse.ProtocolName',
    1823: 'JoinGroupResponse.ProtocolName',
    1824: 'JoinGroupResponse.Leader',
    1825: 'JoinGroupResponse.Leader',
    1826: 'JoinGroupResponse.Leader',
    1827: 'JoinGroupResponse.Leader',
    1828: 'JoinGroupResponse.SkipAssignment',
    1830: 'JoinGroupResponse.MemberId',
    1831: 'JoinGroupResponse.MemberId',
    1832: 'JoinGroupResponse.MemberId',
    1833: 'JoinGroupResponse.MemberId',
    1834: 'JoinGroupResponse.Members',
    1835: 'JoinGroupResponse.Members',
    1836: 'JoinGroupResponse.Members',
    1837: 'JoinGroupResponse.Members.MemberId',
    1838: 'JoinGroupResponse.Members.MemberId',
    1839: 'JoinGroupResponse.Members.MemberId',
    1840: 'JoinGroupResponse.Members.MemberId',
    1841: 'JoinGroupResponse.Members.Metadata',
    1842: 'JoinGroupResponse.Members.Metadata',
    1843: 'JoinGroupResponse.Members.Metadata',
    1850: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1852: 'JoinGroupResponse.ProtocolName',
    1857: 'JoinGroupResponse.ProtocolName',
    1860: 'JoinGroupResponse.ProtocolName',
    1861: 'JoinGroupResponse.Leader',
    1866: 'JoinGroupResponse.Leader',
    1869: 'JoinGroupResponse.Leader',
    1870: 'JoinGroupResponse.MemberId',
    1875: 'JoinGroupResponse.MemberId',
    1878: 'JoinGroupResponse.MemberId',
    1879: 'JoinGroupResponse.Members',
    1884: 'JoinGroupResponse.Members.MemberId',
    1889: 'JoinGroupResponse.Members.MemberId',
    1892: 'JoinGroupResponse.Members.MemberId',
    1893: 'JoinGroupResponse.Members.Metadata',
    1916: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1917: 'JoinGroupResponse.ProtocolName',
    1918: 'JoinGroupResponse.ProtocolName',
    1919: 'JoinGroupResponse.ProtocolName',
    1920: 'JoinGroupResponse.ProtocolName',
    1921: 'JoinGroupResponse.Leader',
    1922: 'JoinGroupResponse.Leader',
    1923: 'JoinGroupResponse.Leader',
    1924: 'JoinGroupResponse.Leader',
    1925: 'JoinGroupResponse.SkipAssignment',
    1927: 'JoinGroupResponse.MemberId',
    1928: 'JoinGroupResponse.MemberId',
    1929: 'JoinGroupResponse.MemberId',
    1930: 'JoinGroupResponse.MemberId',
    1931: 'JoinGroupResponse.Members',
    1932: 'JoinGroupResponse.Members',
    1933: 'JoinGroupResponse.Members',
    1934: 'JoinGroupResponse.Members.MemberId',
    1935: 'JoinGroupResponse.Members.MemberId',
    1936: 'JoinGroupResponse.Members.MemberId',
    1937: 'JoinGroupResponse.Members.MemberId',
    1938: 'JoinGroupResponse.Members.Metadata',
    1939: 'JoinGroupResponse.Members.Metadata',
    1940: 'JoinGroupResponse.Members.Metadata',
    1947: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1949: 'JoinGroupResponse.ProtocolName',
    1954: 'JoinGroupResponse.ProtocolName',
    1957: 'JoinGroupResponse.ProtocolName',
    1958: 'JoinGroupResponse.Leader',
    1963: 'JoinGroupResponse.Leader',
    1966: 'JoinGroupResponse.Leader',
    1967: 'JoinGroupResponse.MemberId',
    1972: 'JoinGroupResponse.MemberId',
    1975: 'JoinGroupResponse.MemberId',
    1976: 'JoinGroupResponse.Members',
    1981: 'JoinGroupResponse.Members.MemberId',
    1986: 'JoinGroupResponse.Members.MemberId',
    1989: 'JoinGroupResponse.Members.MemberId',
    1990: 'JoinGroupResponse.Members.Metadata',
    2013: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2014: 'JoinGroupResponse.ProtocolName',
    2015: 'JoinGroupResponse.ProtocolName',
    2016: 'JoinGroupResponse.ProtocolName',
    2017: 'JoinGroupResponse.ProtocolName',
    2018: 'JoinGroupResponse.Leader',
    2019: 'JoinGroupResponse.Leader',
    2020: 'JoinGroupResponse.Leader',
    2021: 'JoinGroupResponse.Leader',
    2022: 'JoinGroupResponse.SkipAssignment',
    2024: 'JoinGroupResponse.MemberId',
    2025: 'JoinGroupResponse.MemberId',
    2026: 'JoinGroupResponse.MemberId',
    2027: 'JoinGroupResponse.MemberId',
    2028: 'JoinGroupResponse.Members',
    2029: 'JoinGroupResponse.Members',
    2030: 'JoinGroupResponse.Members',
    2031: 'JoinGroupResponse.Members.MemberId',
    2032: 'JoinGroupResponse.Members.MemberId',
    2033: 'JoinGroupResponse.Members.MemberId',
    2034: 'JoinGroupResponse.Members.MemberId',
    2035: 'JoinGroupResponse.Members.Metadata',
    2036: 'JoinGroupResponse.Members.Metadata',
    2037: 'JoinGroupResponse.Members.Metadata',
    2044: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2046: 'JoinGroupResponse.ProtocolName',
    2051: 'JoinGroupResponse.ProtocolName',
    2054: 'JoinGroupResponse.ProtocolName',
    2055: 'JoinGroupResponse.Leader',
    2060: 'JoinGroupResponse.Leader',
    2063: 'JoinGroupResponse.Leader',
    2064: 'JoinGroupResponse.MemberId',
    2069: 'JoinGroupResponse.MemberId',
    2072: 'JoinGroupResponse.MemberId',
    2073: 'JoinGroupResponse.Members',
    2078: 'JoinGroupResponse.Members.MemberId',
    2083: 'JoinGroupResponse.Members.MemberId',
    2086: 'JoinGroupResponse.Members.MemberId',
    2087: 'JoinGroupResponse.Members.Metadata',
    2110: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2111: 'JoinGroupResponse.ProtocolName',
    2112: 'JoinGroupResponse.ProtocolName',
    2113: 'JoinGroupResponse.ProtocolName',
    2114: 'JoinGroupResponse.ProtocolName',
    2115: 'JoinGroupResponse.Leader',
    2116: 'JoinGroupResponse.Leader',
    2117: 'JoinGroupResponse.Leader',
    2118: 'JoinGroupResponse.Leader',
    2119: 'JoinGroupResponse.SkipAssignment',
    2121: 'JoinGroupResponse.MemberId',
    2122: 'JoinGroupResponse.MemberId',
    2123: 'JoinGroupResponse.MemberId',
    2124: 'JoinGroupResponse.MemberId',
    2125: 'JoinGroupResponse.Members',
    2126: 'JoinGroupResponse.Members',
    2127: 'JoinGroupResponse.Members',
    2128: 'JoinGroupResponse.Members.MemberId',
    2129: 'JoinGroupResponse.Members.MemberId',
    2130: 'JoinGroupResponse.Members.MemberId',
    2131: 'JoinGroupResponse.Members.MemberId',
    2132: 'JoinGroupResponse.Members.GroupInstanceId',
    2133: 'JoinGroupResponse.Members.GroupInstanceId',
    2134: 'JoinGroupResponse.Members.GroupInstanceId',
    2135: 'JoinGroupResponse.Members.GroupInstanceId',
    2136: 'JoinGroupResponse.Members.GroupInstanceId',
    2137: 'JoinGroupResponse.Members.GroupInstanceId',
    2138: 'JoinGroupResponse.Members.GroupInstanceId',
    2139: 'JoinGroupResponse.Members.Metadata',
    2140: 'JoinGroupResponse.Members.Metadata',
    2141: 'JoinGroupResponse.Members.Metadata',
    2148: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2150: 'JoinGroupResponse.ProtocolName',
    2155: 'JoinGroupResponse.ProtocolName',
    2158: 'JoinGroupResponse.ProtocolName',
    2159: 'JoinGroupResponse.Leader',
    2164: 'JoinGroupResponse.Leader',
    2167: 'JoinGroupResponse.Leader',
    2168: 'JoinGroupResponse.MemberId',
    2173: 'JoinGroupResponse.MemberId',
    2176: 'JoinGroupResponse.MemberId',
    2177: 'JoinGroupResponse.Members',
    2182: 'JoinGroupResponse.Members.MemberId',
    2187: 'JoinGroupResponse.Members.MemberId',
    2190: 'JoinGroupResponse.Members.MemberId',
    2191: 'JoinGroupResponse.Members.GroupInstanceId',
    2196: 'JoinGroupResponse.Members.GroupInstanceId',
    2199: 'JoinGroupResponse.Members.GroupInstanceId',
    2200: 'JoinGroupResponse.Members.Metadata',
    2222: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2223: 'JoinGroupResponse.ProtocolName',
    2224: 'JoinGroupResponse.ProtocolName',
    2225: 'JoinGroupResponse.ProtocolName',
    2226: 'JoinGroupResponse.ProtocolName',
    2227: 'JoinGroupResponse.ProtocolName',
    2228: 'JoinGroupResponse.Leader',
    2229: 'JoinGroupResponse.Leader',
    2230: 'JoinGroupResponse.Leader',
    2231: 'JoinGroupResponse.Leader',
    2232: 'JoinGroupResponse.Leader',
    2233: 'JoinGroupResponse.SkipAssignment',
    2235: 'JoinGroupResponse.MemberId',
    2236: 'JoinGroupResponse.MemberId',
    2237: 'JoinGroupResponse.MemberId',
    2238: 'JoinGroupResponse.MemberId',
    2239: 'JoinGroupResponse.MemberId',
    2240: 'JoinGroupResponse.Members',
    2241: 'JoinGroupResponse.Members',
    2242: 'JoinGroupResponse.Members',
    2243: 'JoinGroupResponse.Members',
    2244: 'JoinGroupResponse.Members.MemberId',
    2245: 'JoinGroupResponse.Members.MemberId',
    2246: 'JoinGroupResponse.Members.MemberId',
    2247: 'JoinGroupResponse.Members.MemberId',
    2248: 'JoinGroupResponse.Members.MemberId',
    2249: 'JoinGroupResponse.Members.GroupInstanceId',
    2250: 'JoinGroupResponse.Members.GroupInstanceId',
    2251: 'JoinGroupResponse.Members.GroupInstanceId',
    2252: 'JoinGroupResponse.Members.GroupInstanceId',
    2253: 'JoinGroupResponse.Members.GroupInstanceId',
    2254: 'JoinGroupResponse.Members.GroupInstanceId',
    2255: 'JoinGroupResponse.Members.GroupInstanceId',
    2256: 'JoinGroupResponse.Members.GroupInstanceId',
    2257: 'JoinGroupResponse.Members.Metadata',
    2258: 'JoinGroupResponse.Members.Metadata',
    2259: 'JoinGroupResponse.Members.Metadata',
    2260: 'JoinGroupResponse.Members.Metadata',
    2261: 'JoinGroupResponse.Members._unknown_tags',
    2262: 'JoinGroupResponse.Members',
    2265: 'JoinGroupResponse.Members._unknown_tags',
    2266: 'JoinGroupResponse._unknown_tags',
    2267: 'JoinGroupResponse',
    2270: 'JoinGroupResponse._unknown_tags',
    2277: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2279: 'JoinGroupResponse.ProtocolName',
    2284: 'JoinGroupResponse.ProtocolName',
    2287: 'JoinGroupResponse.ProtocolName',
    2288: 'JoinGroupResponse.Leader',
    2293: 'JoinGroupResponse.Leader',
    2296: 'JoinGroupResponse.Leader',
    2297: 'JoinGroupResponse.MemberId',
    2302: 'JoinGroupResponse.MemberId',
    2305: 'JoinGroupResponse.MemberId',
    2306: 'JoinGroupResponse.Members',
    2310: 'JoinGroupResponse.Members',
    2315: 'JoinGroupResponse.Members.MemberId',
    2320: 'JoinGroupResponse.Members.MemberId',
    2323: 'JoinGroupResponse.Members.MemberId',
    2324: 'JoinGroupResponse.Members.GroupInstanceId',
    2329: 'JoinGroupResponse.Members.GroupInstanceId',
    2332: 'JoinGroupResponse.Members.GroupInstanceId',
    2333: 'JoinGroupResponse.Members.Metadata',
    2337: 'JoinGroupResponse.Members.Metadata',
    2347: 'JoinGroupResponse.Members._tagged_fields',
    2351: 'JoinGroupResponse.Members._tagged_fields',
    2356: 'JoinGroupResponse.Members._tagged_fields',
    2357: 'JoinGroupResponse.Members._tagged_fields',
    2370: 'JoinGroupResponse._tagged_fields',
    2374: 'JoinGroupResponse._tagged_fields',
    2379: 'JoinGroupResponse._tagged_fields',
    2380: 'JoinGroupResponse._tagged_fields',
    2395: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2396: 'JoinGroupResponse.ProtocolType',
    2397: 'JoinGroupResponse.ProtocolType',
    2398: 'JoinGroupResponse.ProtocolType',
    2399: 'JoinGroupResponse.ProtocolType',
    2400: 'JoinGroupResponse.ProtocolType',
    2401: 'JoinGroupResponse.ProtocolType',
    2402: 'JoinGroupResponse.ProtocolType',
    2403: 'JoinGroupResponse.ProtocolType',
    2404: 'JoinGroupResponse.ProtocolName',
    2405: 'JoinGroupResponse.ProtocolName',
    2406: 'JoinGroupResponse.ProtocolName',
    2407: 'JoinGroupResponse.ProtocolName',
    2408: 'JoinGroupResponse.ProtocolName',
    2409: 'JoinGroupResponse.ProtocolName',
    2410: 'JoinGroupResponse.ProtocolName',
    2411: 'JoinGroupResponse.ProtocolName',
    2412: 'JoinGroupResponse.Leader',
    2413: 'JoinGroupResponse.Leader',
    2414: 'JoinGroupResponse.Leader',
    2415: 'JoinGroupResponse.Leader',
    2416: 'JoinGroupResponse.Leader',
    2417: 'JoinGroupResponse.SkipAssignment',
    2419: 'JoinGroupResponse.MemberId',
    2420: 'JoinGroupResponse.MemberId',
    2421: 'JoinGroupResponse.MemberId',
    2422: 'JoinGroupResponse.MemberId',
    2423: 'JoinGroupResponse.MemberId',
    2424: 'JoinGroupResponse.Members',
    2425: 'JoinGroupResponse.Members',
    2426: 'JoinGroupResponse.Members',
    2427: 'JoinGroupResponse.Members',
    2428: 'JoinGroupResponse.Members.MemberId',
    2429: 'JoinGroupResponse.Members.MemberId',
    2430: 'JoinGroupResponse.Members.MemberId',
    2431: 'JoinGroupResponse.Members.MemberId',
    2432: 'JoinGroupResponse.Members.MemberId',
    2433: 'JoinGroupResponse.Members.GroupInstanceId',
    2434: 'JoinGroupResponse.Members.GroupInstanceId',
    2435: 'JoinGroupResponse.Members.GroupInstanceId',
    2436: 'JoinGroupResponse.Members.GroupInstanceId',
    2437: 'JoinGroupResponse.Members.GroupInstanceId',
    2438: 'JoinGroupResponse.Members.GroupInstanceId',
    2439: 'JoinGroupResponse.Members.GroupInstanceId',
    2440: 'JoinGroupResponse.Members.GroupInstanceId',
    2441: 'JoinGroupResponse.Members.Metadata',
    2442: 'JoinGroupResponse.Members.Metadata',
    2443: 'JoinGroupResponse.Members.Metadata',
    2444: 'JoinGroupResponse.Members.Metadata',
    2445: 'JoinGroupResponse.Members._unknown_tags',
    2446: 'JoinGroupResponse.Members',
    2449: 'JoinGroupResponse.Members._unknown_tags',
    2450: 'JoinGroupResponse._unknown_tags',
    2451: 'JoinGroupResponse',
    2454: 'JoinGroupResponse._unknown_tags',
    2461: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2463: 'JoinGroupResponse.ProtocolType',
    2468: 'JoinGroupResponse.ProtocolType',
    2471: 'JoinGroupResponse.ProtocolType',
    2472: 'JoinGroupResponse.ProtocolName',
    2477: 'JoinGroupResponse.ProtocolName',
    2480: 'JoinGroupResponse.ProtocolName',
    2481: 'JoinGroupResponse.Leader',
    2486: 'JoinGroupResponse.Leader',
    2489: 'JoinGroupResponse.Leader',
    2490: 'JoinGroupResponse.MemberId',
    2495: 'JoinGroupResponse.MemberId',
    2498: 'JoinGroupResponse.MemberId',
    2499: 'JoinGroupResponse.Members',
    2503: 'JoinGroupResponse.Members',
    2508: 'JoinGroupResponse.Members.MemberId',
    2513: 'JoinGroupResponse.Members.MemberId',
    2516: 'JoinGroupResponse.Members.MemberId',
    2517: 'JoinGroupResponse.Members.GroupInstanceId',
    2522: 'JoinGroupResponse.Members.GroupInstanceId',
    2525: 'JoinGroupResponse.Members.GroupInstanceId',
    2526: 'JoinGroupResponse.Members.Metadata',
    2530: 'JoinGroupResponse.Members.Metadata',
    2540: 'JoinGroupResponse.Members._tagged_fields',
    2544: 'JoinGroupResponse.Members._tagged_fields',
    2549: 'JoinGroupResponse.Members._tagged_fields',
    2550: 'JoinGroupResponse.Members._tagged_fields',
    2562: 'JoinGroupResponse._tagged_fields',
    2566: 'JoinGroupResponse._tagged_fields',
    2571: 'JoinGroupResponse._tagged_fields',
    2572: 'JoinGroupResponse._tagged_fields',
    2587: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2588: 'JoinGroupResponse.ProtocolType',
    2589: 'JoinGroupResponse.ProtocolType',
    2590: 'JoinGroupResponse.ProtocolType',
    2591: 'JoinGroupResponse.ProtocolType',
    2592: 'JoinGroupResponse.ProtocolType',
    2593: 'JoinGroupResponse.ProtocolType',
    2594: 'JoinGroupResponse.ProtocolType',
    2595: 'JoinGroupResponse.ProtocolType',
    2596: 'JoinGroupResponse.ProtocolName',
    2597: 'JoinGroupResponse.ProtocolName',
    2598: 'JoinGroupResponse.ProtocolName',
    2599: 'JoinGroupResponse.ProtocolName',
    2600: 'JoinGroupResponse.ProtocolName',
    2601: 'JoinGroupResponse.ProtocolName',
    2602: 'JoinGroupResponse.ProtocolName',
    2603: 'JoinGroupResponse.ProtocolName',
    2604: 'JoinGroupResponse.Leader',
    2605: 'JoinGroupResponse.Leader',
    2606: 'JoinGroupResponse.Leader',
    2607: 'JoinGroupResponse.Leader',
    2608: 'JoinGroupResponse.Leader',
    2609: 'JoinGroupResponse.SkipAssignment',
    2611: 'JoinGroupResponse.MemberId',
    2612: 'JoinGroupResponse.MemberId',
    2613: 'JoinGroupResponse.MemberId',
    2614: 'JoinGroupResponse.MemberId',
    2615: 'JoinGroupResponse.MemberId',
    2616: 'JoinGroupResponse.Members',
    2617: 'JoinGroupResponse.Members',
    2618: 'JoinGroupResponse.Members',
    2619: 'JoinGroupResponse.Members',
    2620: 'JoinGroupResponse.Members.MemberId',
    2621: 'JoinGroupResponse.Members.MemberId',
    2622: 'JoinGroupResponse.Members.MemberId',
    2623: 'JoinGroupResponse.Members.MemberId',
    2624: 'JoinGroupResponse.Members.MemberId',
    2625: 'JoinGroupResponse.Members.GroupInstanceId',
    2626: 'JoinGroupResponse.Members.GroupInstanceId',
    2627: 'JoinGroupResponse.Members.GroupInstanceId',
    2628: 'JoinGroupResponse.Members.GroupInstanceId',
    2629: 'JoinGroupResponse.Members.GroupInstanceId',
    2630: 'JoinGroupResponse.Members.GroupInstanceId',
    2631: 'JoinGroupResponse.Members.GroupInstanceId',
    2632: 'JoinGroupResponse.Members.GroupInstanceId',
    2633: 'JoinGroupResponse.Members.Metadata',
    2634: 'JoinGroupResponse.Members.Metadata',
    2635: 'JoinGroupResponse.Members.Metadata',
    2636: 'JoinGroupResponse.Members.Metadata',
    2637: 'JoinGroupResponse.Members._unknown_tags',
    2638: 'JoinGroupResponse.Members',
    2641: 'JoinGroupResponse.Members._unknown_tags',
    2642: 'JoinGroupResponse._unknown_tags',
    2643: 'JoinGroupResponse',
    2646: 'JoinGroupResponse._unknown_tags',
    2653: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2655: 'JoinGroupResponse.ProtocolType',
    2660: 'JoinGroupResponse.ProtocolType',
    2663: 'JoinGroupResponse.ProtocolType',
    2664: 'JoinGroupResponse.ProtocolName',
    2669: 'JoinGroupResponse.ProtocolName',
    2672: 'JoinGroupResponse.ProtocolName',
    2673: 'JoinGroupResponse.Leader',
    2678: 'JoinGroupResponse.Leader',
    2681: 'JoinGroupResponse.Leader',
    2682: 'JoinGroupResponse.MemberId',
    2687: 'JoinGroupResponse.MemberId',
    2690: 'JoinGroupResponse.MemberId',
    2691: 'JoinGroupResponse.Members',
    2695: 'JoinGroupResponse.Members',
    2700: 'JoinGroupResponse.Members.MemberId',
    2705: 'JoinGroupResponse.Members.MemberId',
    2708: 'JoinGroupResponse.Members.MemberId',
    2709: 'JoinGroupResponse.Members.GroupInstanceId',
    2714: 'JoinGroupResponse.Members.GroupInstanceId',
    2717: 'JoinGroupResponse.Members.GroupInstanceId',
    2718: 'JoinGroupResponse.Members.Metadata',
    2722: 'JoinGroupResponse.Members.Metadata',
    2732: 'JoinGroupResponse.Members._tagged_fields',
    2736: 'JoinGroupResponse.Members._tagged_fields',
    2741: 'JoinGroupResponse.Members._tagged_fields',
    2742: 'JoinGroupResponse.Members._tagged_fields',
    2754: 'JoinGroupResponse._tagged_fields',
    2758: 'JoinGroupResponse._tagged_fields',
    2763: 'JoinGroupResponse._tagged_fields',
    2764: 'JoinGroupResponse._tagged_fields',
    2779: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2780: 'JoinGroupResponse.ProtocolType',
    2781: 'JoinGroupResponse.ProtocolType',
    2782: 'JoinGroupResponse.ProtocolType',
    2783: 'JoinGroupResponse.ProtocolType',
    2784: 'JoinGroupResponse.ProtocolType',
    2785: 'JoinGroupResponse.ProtocolType',
    2786: 'JoinGroupResponse.ProtocolType',
    2787: 'JoinGroupResponse.ProtocolType',
    2788: 'JoinGroupResponse.ProtocolName',
    2789: 'JoinGroupResponse.ProtocolName',
    2790: 'JoinGroupResponse.ProtocolName',
    2791: 'JoinGroupResponse.ProtocolName',
    2792: 'JoinGroupResponse.ProtocolName',
    2793: 'JoinGroupResponse.ProtocolName',
    2794: 'JoinGroupResponse.ProtocolName',
    2795: 'JoinGroupResponse.ProtocolName',
    2796: 'JoinGroupResponse.Leader',
    2797: 'JoinGroupResponse.Leader',
    2798: 'JoinGroupResponse.Leader',
    2799: 'JoinGroupResponse.Leader',
    2800: 'JoinGroupResponse.Leader',
    2801: 'JoinGroupResponse.SkipAssignment',
    2802: 'JoinGroupResponse.MemberId',
    2803: 'JoinGroupResponse.MemberId',
    2804: 'JoinGroupResponse.MemberId',
    2805: 'JoinGroupResponse.MemberId',
    2806: 'JoinGroupResponse.MemberId',
    2807: 'JoinGroupResponse.Members',
    2808: 'JoinGroupResponse.Members',
    2809: 'JoinGroupResponse.Members',
    2810: 'JoinGroupResponse.Members',
    2811: 'JoinGroupResponse.Members.MemberId',
    2812: 'JoinGroupResponse.Members.MemberId',
    2813: 'JoinGroupResponse.Members.MemberId',
    2814: 'JoinGroupResponse.Members.MemberId',
    2815: 'JoinGroupResponse.Members.MemberId',
    2816: 'JoinGroupResponse.Members.GroupInstanceId',
    2817: 'JoinGroupResponse.Members.GroupInstanceId',
    2818: 'JoinGroupResponse.Members.GroupInstanceId',
    2819: 'JoinGroupResponse.Members.GroupInstanceId',
    2820: 'JoinGroupResponse.Members.GroupInstanceId',
    2821: 'JoinGroupResponse.Members.GroupInstanceId',
    2822: 'JoinGroupResponse.Members.GroupInstanceId',
    2823: 'JoinGroupResponse.Members.GroupInstanceId',
    2824: 'JoinGroupResponse.Members.Metadata',
    2825: 'JoinGroupResponse.Members.Metadata',
    2826: 'JoinGroupResponse.Members.Metadata',
    2827: 'JoinGroupResponse.Members.Metadata',
    2828: 'JoinGroupResponse.Members._unknown_tags',
    2829: 'JoinGroupResponse.Members',
    2832: 'JoinGroupResponse.Members._unknown_tags',
    2833: 'JoinGroupResponse._unknown_tags',
    2834: 'JoinGroupResponse',
    2837: 'JoinGroupResponse._unknown_tags',
    2844: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2846: 'JoinGroupResponse.ProtocolType',
    2851: 'JoinGroupResponse.ProtocolType',
    2854: 'JoinGroupResponse.ProtocolType',
    2855: 'JoinGroupResponse.ProtocolName',
    2860: 'JoinGroupResponse.ProtocolName',
    2863: 'JoinGroupResponse.ProtocolName',
    2864: 'JoinGroupResponse.Leader',
    2869: 'JoinGroupResponse.Leader',
    2872: 'JoinGroupResponse.Leader',
    2873: 'JoinGroupResponse.SkipAssignment',
    2875: 'JoinGroupResponse.MemberId',
    2880: 'JoinGroupResponse.MemberId',
    2883: 'JoinGroupResponse.MemberId',
    2884: 'JoinGroupResponse.Members',
    2888: 'JoinGroupResponse.Members',
    2893: 'JoinGroupResponse.Members.MemberId',
    2898: 'JoinGroupResponse.Members.MemberId',
    2901: 'JoinGroupResponse.Members.MemberId',
    2902: 'JoinGroupResponse.Members.GroupInstanceId',
    2907: 'JoinGroupResponse.Members.GroupInstanceId',
    2910: 'JoinGroupResponse.Members.GroupInstanceId',
    2911: 'JoinGroupResponse.Members.Metadata',
    2915: 'JoinGroupResponse.Members.Metadata',
    2925: 'JoinGroupResponse.Members._tagged_fields',
    2929: 'JoinGroupResponse.Members._tagged_fields',
    2934: 'JoinGroupResponse.Members._tagged_fields',
    2935: 'JoinGroupResponse.Members._tagged_fields',
    2946: 'JoinGroupResponse._tagged_fields',
    2950: 'JoinGroupResponse._tagged_fields',
    2955: 'JoinGroupResponse._tagged_fields',
    2956: 'JoinGroupResponse._tagged_fields',
}
