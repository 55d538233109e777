# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/JoinGroupRequest.json, schemas/messages/JoinGroupResponse.json.
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
    read_bytes as _read_bytes,
    read_fixed_array as _read_fixed_array,
    read_string as _read_string,
    read_uvarint as _ruv,
    tag_size_mismatch as _tag_size_mismatch,
    unsupported_field as _unsupported_field,
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
    __slots__ = ('group_id', 'session_timeout_ms', 'rebalance_timeout_ms', 'member_id', 'group_instance_id', 'protocol_type', 'protocols', 'reason', '_unknown_tags')
    NAME = 'JoinGroupRequest'
    TYPE = 'request'
    API_KEY = 11
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 9)
    FLEXIBLE_VERSIONS = (6, 9)

    def __init__(self, *, group_id='', session_timeout_ms=0, rebalance_timeout_ms=-1, member_id='', group_instance_id=None, protocol_type='', protocols=_EMPTY, reason=None, _unknown_tags=None):
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
        __slots__ = ('name', 'metadata', '_unknown_tags')
        NAME = 'JoinGroupRequest.JoinGroupRequestProtocol'

        def __init__(self, *, name='', metadata=b'', _unknown_tags=None):
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


def _enc_JoinGroupRequest_v0(o):
    parts = []
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


def _dec_JoinGroupRequest_v0(buf, pos):
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
    l24 = []
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
        t26.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupRequest.Protocols.Metadata', False)
        t26._unknown_tags = None
        ap25(t26)
    o.protocols = l24
    o.rebalance_timeout_ms = -1
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v1(o):
    parts = []
    a = parts.append
    s29 = o.group_id
    b30 = s29.encode()
    a(_S_h.pack(len(b30)))
    a(b30)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s32 = o.member_id
    b33 = s32.encode()
    a(_S_h.pack(len(b33)))
    a(b33)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 1)
    s35 = o.protocol_type
    b36 = s35.encode()
    a(_S_h.pack(len(b36)))
    a(b36)
    l38 = o.protocols
    a(_S_i.pack(len(l38)))
    for e39 in l38:
        s40 = e39.name
        b41 = s40.encode()
        a(_S_h.pack(len(b41)))
        a(b41)
        s43 = e39.metadata
        a(_S_i.pack(len(s43)))
        a(s43)
    return b''.join(parts)


def _dec_JoinGroupRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n45, = _S_h.unpack_from(buf, pos)
    if n45 >= 0:
        x46 = pos + 2 + n45
        if x46 > blen:
            raise _bad_length(n45, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x46], 'utf-8')
        pos = x46
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n47, = _S_h.unpack_from(buf, pos)
    if n47 >= 0:
        x48 = pos + 2 + n47
        if x48 > blen:
            raise _bad_length(n47, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x48], 'utf-8')
        pos = x48
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n51, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l52 = []
    ap53 = l52.append
    for _ in range(n51):
        t54 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n55, = _S_h.unpack_from(buf, pos)
        if n55 >= 0:
            x56 = pos + 2 + n55
            if x56 > blen:
                raise _bad_length(n55, 'JoinGroupRequest.Protocols.Name', pos)
            t54.name = str(buf[pos + 2:x56], 'utf-8')
            pos = x56
        else:
            t54.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        t54.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupRequest.Protocols.Metadata', False)
        t54._unknown_tags = None
        ap53(t54)
    o.protocols = l52
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v2(o):
    parts = []
    a = parts.append
    s57 = o.group_id
    b58 = s57.encode()
    a(_S_h.pack(len(b58)))
    a(b58)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s60 = o.member_id
    b61 = s60.encode()
    a(_S_h.pack(len(b61)))
    a(b61)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 2)
    s63 = o.protocol_type
    b64 = s63.encode()
    a(_S_h.pack(len(b64)))
    a(b64)
    l66 = o.protocols
    a(_S_i.pack(len(l66)))
    for e67 in l66:
        s68 = e67.name
        b69 = s68.encode()
        a(_S_h.pack(len(b69)))
        a(b69)
        s71 = e67.metadata
        a(_S_i.pack(len(s71)))
        a(s71)
    return b''.join(parts)


def _dec_JoinGroupRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n73, = _S_h.unpack_from(buf, pos)
    if n73 >= 0:
        x74 = pos + 2 + n73
        if x74 > blen:
            raise _bad_length(n73, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x74], 'utf-8')
        pos = x74
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n75, = _S_h.unpack_from(buf, pos)
    if n75 >= 0:
        x76 = pos + 2 + n75
        if x76 > blen:
            raise _bad_length(n75, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x76], 'utf-8')
        pos = x76
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n77, = _S_h.unpack_from(buf, pos)
    if n77 >= 0:
        x78 = pos + 2 + n77
        if x78 > blen:
            raise _bad_length(n77, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x78], 'utf-8')
        pos = x78
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n79, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l80 = []
    ap81 = l80.append
    for _ in range(n79):
        t82 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n83, = _S_h.unpack_from(buf, pos)
        if n83 >= 0:
            x84 = pos + 2 + n83
            if x84 > blen:
                raise _bad_length(n83, 'JoinGroupRequest.Protocols.Name', pos)
            t82.name = str(buf[pos + 2:x84], 'utf-8')
            pos = x84
        else:
            t82.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        t82.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupRequest.Protocols.Metadata', False)
        t82._unknown_tags = None
        ap81(t82)
    o.protocols = l80
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v3(o):
    parts = []
    a = parts.append
    s85 = o.group_id
    b86 = s85.encode()
    a(_S_h.pack(len(b86)))
    a(b86)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s88 = o.member_id
    b89 = s88.encode()
    a(_S_h.pack(len(b89)))
    a(b89)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 3)
    s91 = o.protocol_type
    b92 = s91.encode()
    a(_S_h.pack(len(b92)))
    a(b92)
    l94 = o.protocols
    a(_S_i.pack(len(l94)))
    for e95 in l94:
        s96 = e95.name
        b97 = s96.encode()
        a(_S_h.pack(len(b97)))
        a(b97)
        s99 = e95.metadata
        a(_S_i.pack(len(s99)))
        a(s99)
    return b''.join(parts)


def _dec_JoinGroupRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n101, = _S_h.unpack_from(buf, pos)
    if n101 >= 0:
        x102 = pos + 2 + n101
        if x102 > blen:
            raise _bad_length(n101, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x102], 'utf-8')
        pos = x102
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n103, = _S_h.unpack_from(buf, pos)
    if n103 >= 0:
        x104 = pos + 2 + n103
        if x104 > blen:
            raise _bad_length(n103, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x104], 'utf-8')
        pos = x104
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n105, = _S_h.unpack_from(buf, pos)
    if n105 >= 0:
        x106 = pos + 2 + n105
        if x106 > blen:
            raise _bad_length(n105, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x106], 'utf-8')
        pos = x106
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n107, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l108 = []
    ap109 = l108.append
    for _ in range(n107):
        t110 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n111, = _S_h.unpack_from(buf, pos)
        if n111 >= 0:
            x112 = pos + 2 + n111
            if x112 > blen:
                raise _bad_length(n111, 'JoinGroupRequest.Protocols.Name', pos)
            t110.name = str(buf[pos + 2:x112], 'utf-8')
            pos = x112
        else:
            t110.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        t110.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupRequest.Protocols.Metadata', False)
        t110._unknown_tags = None
        ap109(t110)
    o.protocols = l108
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v4(o):
    parts = []
    a = parts.append
    s113 = o.group_id
    b114 = s113.encode()
    a(_S_h.pack(len(b114)))
    a(b114)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s116 = o.member_id
    b117 = s116.encode()
    a(_S_h.pack(len(b117)))
    a(b117)
    if o.group_instance_id is not None:
        raise _unsupported_field('JoinGroupRequest', 'GroupInstanceId', 4)
    s119 = o.protocol_type
    b120 = s119.encode()
    a(_S_h.pack(len(b120)))
    a(b120)
    l122 = o.protocols
    a(_S_i.pack(len(l122)))
    for e123 in l122:
        s124 = e123.name
        b125 = s124.encode()
        a(_S_h.pack(len(b125)))
        a(b125)
        s127 = e123.metadata
        a(_S_i.pack(len(s127)))
        a(s127)
    return b''.join(parts)


def _dec_JoinGroupRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n129, = _S_h.unpack_from(buf, pos)
    if n129 >= 0:
        x130 = pos + 2 + n129
        if x130 > blen:
            raise _bad_length(n129, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x130], 'utf-8')
        pos = x130
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n131, = _S_h.unpack_from(buf, pos)
    if n131 >= 0:
        x132 = pos + 2 + n131
        if x132 > blen:
            raise _bad_length(n131, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x132], 'utf-8')
        pos = x132
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n133, = _S_h.unpack_from(buf, pos)
    if n133 >= 0:
        x134 = pos + 2 + n133
        if x134 > blen:
            raise _bad_length(n133, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x134], 'utf-8')
        pos = x134
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n135, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l136 = []
    ap137 = l136.append
    for _ in range(n135):
        t138 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n139, = _S_h.unpack_from(buf, pos)
        if n139 >= 0:
            x140 = pos + 2 + n139
            if x140 > blen:
                raise _bad_length(n139, 'JoinGroupRequest.Protocols.Name', pos)
            t138.name = str(buf[pos + 2:x140], 'utf-8')
            pos = x140
        else:
            t138.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        t138.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupRequest.Protocols.Metadata', False)
        t138._unknown_tags = None
        ap137(t138)
    o.protocols = l136
    o.group_instance_id = None
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v5(o):
    parts = []
    a = parts.append
    s141 = o.group_id
    b142 = s141.encode()
    a(_S_h.pack(len(b142)))
    a(b142)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s144 = o.member_id
    b145 = s144.encode()
    a(_S_h.pack(len(b145)))
    a(b145)
    s147 = o.group_instance_id
    if s147 is None:
        a(b'\xff\xff')
    else:
        b148 = s147.encode()
        a(_S_h.pack(len(b148)))
        a(b148)
    s150 = o.protocol_type
    b151 = s150.encode()
    a(_S_h.pack(len(b151)))
    a(b151)
    l153 = o.protocols
    a(_S_i.pack(len(l153)))
    for e154 in l153:
        s155 = e154.name
        b156 = s155.encode()
        a(_S_h.pack(len(b156)))
        a(b156)
        s158 = e154.metadata
        a(_S_i.pack(len(s158)))
        a(s158)
    return b''.join(parts)


def _dec_JoinGroupRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n160, = _S_h.unpack_from(buf, pos)
    if n160 >= 0:
        x161 = pos + 2 + n160
        if x161 > blen:
            raise _bad_length(n160, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x161], 'utf-8')
        pos = x161
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n162, = _S_h.unpack_from(buf, pos)
    if n162 >= 0:
        x163 = pos + 2 + n162
        if x163 > blen:
            raise _bad_length(n162, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x163], 'utf-8')
        pos = x163
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.MemberId')
    n164, = _S_h.unpack_from(buf, pos)
    if n164 >= 0:
        x165 = pos + 2 + n164
        if x165 > blen:
            raise _bad_length(n164, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 2:x165], 'utf-8')
        pos = x165
    else:
        o.group_instance_id, pos = _read_string(buf, pos, False, True, 'JoinGroupRequest.GroupInstanceId')
    n166, = _S_h.unpack_from(buf, pos)
    if n166 >= 0:
        x167 = pos + 2 + n166
        if x167 > blen:
            raise _bad_length(n166, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x167], 'utf-8')
        pos = x167
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.ProtocolType')
    n168, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupRequest.Protocols')
    l169 = []
    ap170 = l169.append
    for _ in range(n168):
        t171 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n172, = _S_h.unpack_from(buf, pos)
        if n172 >= 0:
            x173 = pos + 2 + n172
            if x173 > blen:
                raise _bad_length(n172, 'JoinGroupRequest.Protocols.Name', pos)
            t171.name = str(buf[pos + 2:x173], 'utf-8')
            pos = x173
        else:
            t171.name, pos = _read_string(buf, pos, False, False, 'JoinGroupRequest.Protocols.Name')
        t171.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupRequest.Protocols.Metadata', False)
        t171._unknown_tags = None
        ap170(t171)
    o.protocols = l169
    o.reason = None
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupRequest_v6(o):
    parts = []
    a = parts.append
    s174 = o.group_id
    b175 = s174.encode()
    n176 = len(b175) + 1
    a(_UV[n176] if n176 < 128 else _uv(n176))
    a(b175)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s177 = o.member_id
    b178 = s177.encode()
    n179 = len(b178) + 1
    a(_UV[n179] if n179 < 128 else _uv(n179))
    a(b178)
    s180 = o.group_instance_id
    if s180 is None:
        a(_H0)
    else:
        b181 = s180.encode()
        n182 = len(b181) + 1
        a(_UV[n182] if n182 < 128 else _uv(n182))
        a(b181)
    s183 = o.protocol_type
    b184 = s183.encode()
    n185 = len(b184) + 1
    a(_UV[n185] if n185 < 128 else _uv(n185))
    a(b184)
    l186 = o.protocols
    n187 = len(l186) + 1
    a(_UV[n187] if n187 < 128 else _uv(n187))
    for e188 in l186:
        s189 = e188.name
        b190 = s189.encode()
        n191 = len(b190) + 1
        a(_UV[n191] if n191 < 128 else _uv(n191))
        a(b190)
        s192 = e188.metadata
        n193 = len(s192) + 1
        a(_UV[n193] if n193 < 128 else _uv(n193))
        a(s192)
        u194 = e188._unknown_tags
        if u194 is None:
            a(_H0)
        else:
            _write_tags(a, None, u194)
    u195 = o._unknown_tags
    if u195 is None:
        a(_H0)
    else:
        _write_tags(a, None, u195)
    return b''.join(parts)


def _dec_JoinGroupRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n196 = buf[pos] - 1
    if 0 <= n196 < 127:
        x197 = pos + 1 + n196
        if x197 > blen:
            raise _bad_length(n196, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x197], 'utf-8')
        pos = x197
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n198 = buf[pos] - 1
    if 0 <= n198 < 127:
        x199 = pos + 1 + n198
        if x199 > blen:
            raise _bad_length(n198, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x199], 'utf-8')
        pos = x199
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n200 = buf[pos] - 1
    if 0 <= n200 < 127:
        x201 = pos + 1 + n200
        if x201 > blen:
            raise _bad_length(n200, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x201], 'utf-8')
        pos = x201
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n202 = buf[pos] - 1
    if 0 <= n202 < 127:
        x203 = pos + 1 + n202
        if x203 > blen:
            raise _bad_length(n202, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x203], 'utf-8')
        pos = x203
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n204 = buf[pos] - 1
    if 0 <= n204 < 127:
        pos += 1
    else:
        n204, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l205 = []
    ap206 = l205.append
    for _ in range(n204):
        t207 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n208 = buf[pos] - 1
        if 0 <= n208 < 127:
            x209 = pos + 1 + n208
            if x209 > blen:
                raise _bad_length(n208, 'JoinGroupRequest.Protocols.Name', pos)
            t207.name = str(buf[pos + 1:x209], 'utf-8')
            pos = x209
        else:
            t207.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        t207.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupRequest.Protocols.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t207._unknown_tags = None
        else:
            nt210, pos = _ruv(buf, pos)
            if nt210 * 2 > blen - pos:
                raise _array_too_long(nt210, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk211 = None
            for _ in range(nt210):
                tg212, pos = _ruv(buf, pos)
                sz213, pos = _ruv(buf, pos)
                x214 = pos + sz213
                if x214 > blen:
                    raise _bad_length(sz213, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk211 is None:
                    uk211 = []
                uk211.append((tg212, bytes(buf[pos:x214])))
                pos = x214
            t207._unknown_tags = uk211
        ap206(t207)
    o.protocols = l205
    o.reason = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt215, pos = _ruv(buf, pos)
        if nt215 * 2 > blen - pos:
            raise _array_too_long(nt215, 'JoinGroupRequest._tagged_fields', pos)
        uk216 = None
        for _ in range(nt215):
            tg217, pos = _ruv(buf, pos)
            sz218, pos = _ruv(buf, pos)
            x219 = pos + sz218
            if x219 > blen:
                raise _bad_length(sz218, 'JoinGroupRequest._tagged_fields', pos)
            if uk216 is None:
                uk216 = []
            uk216.append((tg217, bytes(buf[pos:x219])))
            pos = x219
        o._unknown_tags = uk216
    return o, pos


def _enc_JoinGroupRequest_v7(o):
    parts = []
    a = parts.append
    s220 = o.group_id
    b221 = s220.encode()
    n222 = len(b221) + 1
    a(_UV[n222] if n222 < 128 else _uv(n222))
    a(b221)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s223 = o.member_id
    b224 = s223.encode()
    n225 = len(b224) + 1
    a(_UV[n225] if n225 < 128 else _uv(n225))
    a(b224)
    s226 = o.group_instance_id
    if s226 is None:
        a(_H0)
    else:
        b227 = s226.encode()
        n228 = len(b227) + 1
        a(_UV[n228] if n228 < 128 else _uv(n228))
        a(b227)
    s229 = o.protocol_type
    b230 = s229.encode()
    n231 = len(b230) + 1
    a(_UV[n231] if n231 < 128 else _uv(n231))
    a(b230)
    l232 = o.protocols
    n233 = len(l232) + 1
    a(_UV[n233] if n233 < 128 else _uv(n233))
    for e234 in l232:
        s235 = e234.name
        b236 = s235.encode()
        n237 = len(b236) + 1
        a(_UV[n237] if n237 < 128 else _uv(n237))
        a(b236)
        s238 = e234.metadata
        n239 = len(s238) + 1
        a(_UV[n239] if n239 < 128 else _uv(n239))
        a(s238)
        u240 = e234._unknown_tags
        if u240 is None:
            a(_H0)
        else:
            _write_tags(a, None, u240)
    u241 = o._unknown_tags
    if u241 is None:
        a(_H0)
    else:
        _write_tags(a, None, u241)
    return b''.join(parts)


def _dec_JoinGroupRequest_v7(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n242 = buf[pos] - 1
    if 0 <= n242 < 127:
        x243 = pos + 1 + n242
        if x243 > blen:
            raise _bad_length(n242, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x243], 'utf-8')
        pos = x243
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n244 = buf[pos] - 1
    if 0 <= n244 < 127:
        x245 = pos + 1 + n244
        if x245 > blen:
            raise _bad_length(n244, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x245], 'utf-8')
        pos = x245
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n246 = buf[pos] - 1
    if 0 <= n246 < 127:
        x247 = pos + 1 + n246
        if x247 > blen:
            raise _bad_length(n246, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x247], 'utf-8')
        pos = x247
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n248 = buf[pos] - 1
    if 0 <= n248 < 127:
        x249 = pos + 1 + n248
        if x249 > blen:
            raise _bad_length(n248, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x249], 'utf-8')
        pos = x249
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n250 = buf[pos] - 1
    if 0 <= n250 < 127:
        pos += 1
    else:
        n250, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l251 = []
    ap252 = l251.append
    for _ in range(n250):
        t253 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n254 = buf[pos] - 1
        if 0 <= n254 < 127:
            x255 = pos + 1 + n254
            if x255 > blen:
                raise _bad_length(n254, 'JoinGroupRequest.Protocols.Name', pos)
            t253.name = str(buf[pos + 1:x255], 'utf-8')
            pos = x255
        else:
            t253.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        t253.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupRequest.Protocols.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t253._unknown_tags = None
        else:
            nt256, pos = _ruv(buf, pos)
            if nt256 * 2 > blen - pos:
                raise _array_too_long(nt256, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk257 = None
            for _ in range(nt256):
                tg258, pos = _ruv(buf, pos)
                sz259, pos = _ruv(buf, pos)
                x260 = pos + sz259
                if x260 > blen:
                    raise _bad_length(sz259, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk257 is None:
                    uk257 = []
                uk257.append((tg258, bytes(buf[pos:x260])))
                pos = x260
            t253._unknown_tags = uk257
        ap252(t253)
    o.protocols = l251
    o.reason = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt261, pos = _ruv(buf, pos)
        if nt261 * 2 > blen - pos:
            raise _array_too_long(nt261, 'JoinGroupRequest._tagged_fields', pos)
        uk262 = None
        for _ in range(nt261):
            tg263, pos = _ruv(buf, pos)
            sz264, pos = _ruv(buf, pos)
            x265 = pos + sz264
            if x265 > blen:
                raise _bad_length(sz264, 'JoinGroupRequest._tagged_fields', pos)
            if uk262 is None:
                uk262 = []
            uk262.append((tg263, bytes(buf[pos:x265])))
            pos = x265
        o._unknown_tags = uk262
    return o, pos


def _enc_JoinGroupRequest_v8(o):
    parts = []
    a = parts.append
    s266 = o.group_id
    b267 = s266.encode()
    n268 = len(b267) + 1
    a(_UV[n268] if n268 < 128 else _uv(n268))
    a(b267)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s269 = o.member_id
    b270 = s269.encode()
    n271 = len(b270) + 1
    a(_UV[n271] if n271 < 128 else _uv(n271))
    a(b270)
    s272 = o.group_instance_id
    if s272 is None:
        a(_H0)
    else:
        b273 = s272.encode()
        n274 = len(b273) + 1
        a(_UV[n274] if n274 < 128 else _uv(n274))
        a(b273)
    s275 = o.protocol_type
    b276 = s275.encode()
    n277 = len(b276) + 1
    a(_UV[n277] if n277 < 128 else _uv(n277))
    a(b276)
    l278 = o.protocols
    n279 = len(l278) + 1
    a(_UV[n279] if n279 < 128 else _uv(n279))
    for e280 in l278:
        s281 = e280.name
        b282 = s281.encode()
        n283 = len(b282) + 1
        a(_UV[n283] if n283 < 128 else _uv(n283))
        a(b282)
        s284 = e280.metadata
        n285 = len(s284) + 1
        a(_UV[n285] if n285 < 128 else _uv(n285))
        a(s284)
        u286 = e280._unknown_tags
        if u286 is None:
            a(_H0)
        else:
            _write_tags(a, None, u286)
    s287 = o.reason
    if s287 is None:
        a(_H0)
    else:
        b288 = s287.encode()
        n289 = len(b288) + 1
        a(_UV[n289] if n289 < 128 else _uv(n289))
        a(b288)
    u290 = o._unknown_tags
    if u290 is None:
        a(_H0)
    else:
        _write_tags(a, None, u290)
    return b''.join(parts)


def _dec_JoinGroupRequest_v8(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n291 = buf[pos] - 1
    if 0 <= n291 < 127:
        x292 = pos + 1 + n291
        if x292 > blen:
            raise _bad_length(n291, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x292], 'utf-8')
        pos = x292
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n293 = buf[pos] - 1
    if 0 <= n293 < 127:
        x294 = pos + 1 + n293
        if x294 > blen:
            raise _bad_length(n293, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x294], 'utf-8')
        pos = x294
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n295 = buf[pos] - 1
    if 0 <= n295 < 127:
        x296 = pos + 1 + n295
        if x296 > blen:
            raise _bad_length(n295, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x296], 'utf-8')
        pos = x296
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n297 = buf[pos] - 1
    if 0 <= n297 < 127:
        x298 = pos + 1 + n297
        if x298 > blen:
            raise _bad_length(n297, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x298], 'utf-8')
        pos = x298
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n299 = buf[pos] - 1
    if 0 <= n299 < 127:
        pos += 1
    else:
        n299, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l300 = []
    ap301 = l300.append
    for _ in range(n299):
        t302 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n303 = buf[pos] - 1
        if 0 <= n303 < 127:
            x304 = pos + 1 + n303
            if x304 > blen:
                raise _bad_length(n303, 'JoinGroupRequest.Protocols.Name', pos)
            t302.name = str(buf[pos + 1:x304], 'utf-8')
            pos = x304
        else:
            t302.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        t302.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupRequest.Protocols.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t302._unknown_tags = None
        else:
            nt305, pos = _ruv(buf, pos)
            if nt305 * 2 > blen - pos:
                raise _array_too_long(nt305, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk306 = None
            for _ in range(nt305):
                tg307, pos = _ruv(buf, pos)
                sz308, pos = _ruv(buf, pos)
                x309 = pos + sz308
                if x309 > blen:
                    raise _bad_length(sz308, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk306 is None:
                    uk306 = []
                uk306.append((tg307, bytes(buf[pos:x309])))
                pos = x309
            t302._unknown_tags = uk306
        ap301(t302)
    o.protocols = l300
    n310 = buf[pos] - 1
    if 0 <= n310 < 127:
        x311 = pos + 1 + n310
        if x311 > blen:
            raise _bad_length(n310, 'JoinGroupRequest.Reason', pos)
        o.reason = str(buf[pos + 1:x311], 'utf-8')
        pos = x311
    else:
        o.reason, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.Reason')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt312, pos = _ruv(buf, pos)
        if nt312 * 2 > blen - pos:
            raise _array_too_long(nt312, 'JoinGroupRequest._tagged_fields', pos)
        uk313 = None
        for _ in range(nt312):
            tg314, pos = _ruv(buf, pos)
            sz315, pos = _ruv(buf, pos)
            x316 = pos + sz315
            if x316 > blen:
                raise _bad_length(sz315, 'JoinGroupRequest._tagged_fields', pos)
            if uk313 is None:
                uk313 = []
            uk313.append((tg314, bytes(buf[pos:x316])))
            pos = x316
        o._unknown_tags = uk313
    return o, pos


def _enc_JoinGroupRequest_v9(o):
    parts = []
    a = parts.append
    s317 = o.group_id
    b318 = s317.encode()
    n319 = len(b318) + 1
    a(_UV[n319] if n319 < 128 else _uv(n319))
    a(b318)
    a(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    s320 = o.member_id
    b321 = s320.encode()
    n322 = len(b321) + 1
    a(_UV[n322] if n322 < 128 else _uv(n322))
    a(b321)
    s323 = o.group_instance_id
    if s323 is None:
        a(_H0)
    else:
        b324 = s323.encode()
        n325 = len(b324) + 1
        a(_UV[n325] if n325 < 128 else _uv(n325))
        a(b324)
    s326 = o.protocol_type
    b327 = s326.encode()
    n328 = len(b327) + 1
    a(_UV[n328] if n328 < 128 else _uv(n328))
    a(b327)
    l329 = o.protocols
    n330 = len(l329) + 1
    a(_UV[n330] if n330 < 128 else _uv(n330))
    for e331 in l329:
        s332 = e331.name
        b333 = s332.encode()
        n334 = len(b333) + 1
        a(_UV[n334] if n334 < 128 else _uv(n334))
        a(b333)
        s335 = e331.metadata
        n336 = len(s335) + 1
        a(_UV[n336] if n336 < 128 else _uv(n336))
        a(s335)
        u337 = e331._unknown_tags
        if u337 is None:
            a(_H0)
        else:
            _write_tags(a, None, u337)
    s338 = o.reason
    if s338 is None:
        a(_H0)
    else:
        b339 = s338.encode()
        n340 = len(b339) + 1
        a(_UV[n340] if n340 < 128 else _uv(n340))
        a(b339)
    u341 = o._unknown_tags
    if u341 is None:
        a(_H0)
    else:
        _write_tags(a, None, u341)
    return b''.join(parts)


def _dec_JoinGroupRequest_v9(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupRequest)
    n342 = buf[pos] - 1
    if 0 <= n342 < 127:
        x343 = pos + 1 + n342
        if x343 > blen:
            raise _bad_length(n342, 'JoinGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x343], 'utf-8')
        pos = x343
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.GroupId')
    o.session_timeout_ms, o.rebalance_timeout_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    n344 = buf[pos] - 1
    if 0 <= n344 < 127:
        x345 = pos + 1 + n344
        if x345 > blen:
            raise _bad_length(n344, 'JoinGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x345], 'utf-8')
        pos = x345
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.MemberId')
    n346 = buf[pos] - 1
    if 0 <= n346 < 127:
        x347 = pos + 1 + n346
        if x347 > blen:
            raise _bad_length(n346, 'JoinGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x347], 'utf-8')
        pos = x347
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.GroupInstanceId')
    n348 = buf[pos] - 1
    if 0 <= n348 < 127:
        x349 = pos + 1 + n348
        if x349 > blen:
            raise _bad_length(n348, 'JoinGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x349], 'utf-8')
        pos = x349
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.ProtocolType')
    n350 = buf[pos] - 1
    if 0 <= n350 < 127:
        pos += 1
    else:
        n350, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupRequest.Protocols')
    l351 = []
    ap352 = l351.append
    for _ in range(n350):
        t353 = _new(_C_JoinGroupRequest_JoinGroupRequestProtocol)
        n354 = buf[pos] - 1
        if 0 <= n354 < 127:
            x355 = pos + 1 + n354
            if x355 > blen:
                raise _bad_length(n354, 'JoinGroupRequest.Protocols.Name', pos)
            t353.name = str(buf[pos + 1:x355], 'utf-8')
            pos = x355
        else:
            t353.name, pos = _read_string(buf, pos, True, False, 'JoinGroupRequest.Protocols.Name')
        t353.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupRequest.Protocols.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t353._unknown_tags = None
        else:
            nt356, pos = _ruv(buf, pos)
            if nt356 * 2 > blen - pos:
                raise _array_too_long(nt356, 'JoinGroupRequest.Protocols._tagged_fields', pos)
            uk357 = None
            for _ in range(nt356):
                tg358, pos = _ruv(buf, pos)
                sz359, pos = _ruv(buf, pos)
                x360 = pos + sz359
                if x360 > blen:
                    raise _bad_length(sz359, 'JoinGroupRequest.Protocols._tagged_fields', pos)
                if uk357 is None:
                    uk357 = []
                uk357.append((tg358, bytes(buf[pos:x360])))
                pos = x360
            t353._unknown_tags = uk357
        ap352(t353)
    o.protocols = l351
    n361 = buf[pos] - 1
    if 0 <= n361 < 127:
        x362 = pos + 1 + n361
        if x362 > blen:
            raise _bad_length(n361, 'JoinGroupRequest.Reason', pos)
        o.reason = str(buf[pos + 1:x362], 'utf-8')
        pos = x362
    else:
        o.reason, pos = _read_string(buf, pos, True, True, 'JoinGroupRequest.Reason')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt363, pos = _ruv(buf, pos)
        if nt363 * 2 > blen - pos:
            raise _array_too_long(nt363, 'JoinGroupRequest._tagged_fields', pos)
        uk364 = None
        for _ in range(nt363):
            tg365, pos = _ruv(buf, pos)
            sz366, pos = _ruv(buf, pos)
            x367 = pos + sz366
            if x367 > blen:
                raise _bad_length(sz366, 'JoinGroupRequest._tagged_fields', pos)
            if uk364 is None:
                uk364 = []
            uk364.append((tg365, bytes(buf[pos:x367])))
            pos = x367
        o._unknown_tags = uk364
    return o, pos


JoinGroupRequest._ENC = {0: _enc_JoinGroupRequest_v0, 1: _enc_JoinGroupRequest_v1, 2: _enc_JoinGroupRequest_v2, 3: _enc_JoinGroupRequest_v3, 4: _enc_JoinGroupRequest_v4, 5: _enc_JoinGroupRequest_v5, 6: _enc_JoinGroupRequest_v6, 7: _enc_JoinGroupRequest_v7, 8: _enc_JoinGroupRequest_v8, 9: _enc_JoinGroupRequest_v9}
JoinGroupRequest._DEC = {0: _dec_JoinGroupRequest_v0, 1: _dec_JoinGroupRequest_v1, 2: _dec_JoinGroupRequest_v2, 3: _dec_JoinGroupRequest_v3, 4: _dec_JoinGroupRequest_v4, 5: _dec_JoinGroupRequest_v5, 6: _dec_JoinGroupRequest_v6, 7: _dec_JoinGroupRequest_v7, 8: _dec_JoinGroupRequest_v8, 9: _dec_JoinGroupRequest_v9}


class JoinGroupResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'generation_id', 'protocol_type', 'protocol_name', 'leader', 'skip_assignment', 'member_id', 'members', '_unknown_tags')
    NAME = 'JoinGroupResponse'
    TYPE = 'response'
    API_KEY = 11
    VALID_VERSIONS = (0, 9)
    FLEXIBLE_VERSIONS = (6, 9)

    def __init__(self, *, throttle_time_ms=0, error_code=0, generation_id=-1, protocol_type=None, protocol_name='', leader='', skip_assignment=False, member_id='', members=_EMPTY, _unknown_tags=None):
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
        __slots__ = ('member_id', 'group_instance_id', 'metadata', '_unknown_tags')
        NAME = 'JoinGroupResponse.JoinGroupResponseMember'

        def __init__(self, *, member_id='', group_instance_id=None, metadata=b'', _unknown_tags=None):
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


def _enc_JoinGroupResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_hi.pack(o.error_code, o.generation_id))
    s368 = o.protocol_name
    b369 = s368.encode()
    a(_S_h.pack(len(b369)))
    a(b369)
    s371 = o.leader
    b372 = s371.encode()
    a(_S_h.pack(len(b372)))
    a(b372)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 0)
    s374 = o.member_id
    b375 = s374.encode()
    a(_S_h.pack(len(b375)))
    a(b375)
    l377 = o.members
    a(_S_i.pack(len(l377)))
    for e378 in l377:
        s379 = e378.member_id
        b380 = s379.encode()
        a(_S_h.pack(len(b380)))
        a(b380)
        s382 = e378.metadata
        a(_S_i.pack(len(s382)))
        a(s382)
    return b''.join(parts)


def _dec_JoinGroupResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.error_code, o.generation_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n384, = _S_h.unpack_from(buf, pos)
    if n384 >= 0:
        x385 = pos + 2 + n384
        if x385 > blen:
            raise _bad_length(n384, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x385], 'utf-8')
        pos = x385
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n386, = _S_h.unpack_from(buf, pos)
    if n386 >= 0:
        x387 = pos + 2 + n386
        if x387 > blen:
            raise _bad_length(n386, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x387], 'utf-8')
        pos = x387
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n388, = _S_h.unpack_from(buf, pos)
    if n388 >= 0:
        x389 = pos + 2 + n388
        if x389 > blen:
            raise _bad_length(n388, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x389], 'utf-8')
        pos = x389
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n390, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l391 = []
    ap392 = l391.append
    for _ in range(n390):
        t393 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n394, = _S_h.unpack_from(buf, pos)
        if n394 >= 0:
            x395 = pos + 2 + n394
            if x395 > blen:
                raise _bad_length(n394, 'JoinGroupResponse.Members.MemberId', pos)
            t393.member_id = str(buf[pos + 2:x395], 'utf-8')
            pos = x395
        else:
            t393.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        t393.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupResponse.Members.Metadata', False)
        t393.group_instance_id = None
        t393._unknown_tags = None
        ap392(t393)
    o.members = l391
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_hi.pack(o.error_code, o.generation_id))
    s396 = o.protocol_name
    b397 = s396.encode()
    a(_S_h.pack(len(b397)))
    a(b397)
    s399 = o.leader
    b400 = s399.encode()
    a(_S_h.pack(len(b400)))
    a(b400)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 1)
    s402 = o.member_id
    b403 = s402.encode()
    a(_S_h.pack(len(b403)))
    a(b403)
    l405 = o.members
    a(_S_i.pack(len(l405)))
    for e406 in l405:
        s407 = e406.member_id
        b408 = s407.encode()
        a(_S_h.pack(len(b408)))
        a(b408)
        s410 = e406.metadata
        a(_S_i.pack(len(s410)))
        a(s410)
    return b''.join(parts)


def _dec_JoinGroupResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.error_code, o.generation_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n412, = _S_h.unpack_from(buf, pos)
    if n412 >= 0:
        x413 = pos + 2 + n412
        if x413 > blen:
            raise _bad_length(n412, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x413], 'utf-8')
        pos = x413
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n414, = _S_h.unpack_from(buf, pos)
    if n414 >= 0:
        x415 = pos + 2 + n414
        if x415 > blen:
            raise _bad_length(n414, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x415], 'utf-8')
        pos = x415
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n416, = _S_h.unpack_from(buf, pos)
    if n416 >= 0:
        x417 = pos + 2 + n416
        if x417 > blen:
            raise _bad_length(n416, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x417], 'utf-8')
        pos = x417
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n418, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l419 = []
    ap420 = l419.append
    for _ in range(n418):
        t421 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n422, = _S_h.unpack_from(buf, pos)
        if n422 >= 0:
            x423 = pos + 2 + n422
            if x423 > blen:
                raise _bad_length(n422, 'JoinGroupResponse.Members.MemberId', pos)
            t421.member_id = str(buf[pos + 2:x423], 'utf-8')
            pos = x423
        else:
            t421.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        t421.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupResponse.Members.Metadata', False)
        t421.group_instance_id = None
        t421._unknown_tags = None
        ap420(t421)
    o.members = l419
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s424 = o.protocol_name
    b425 = s424.encode()
    a(_S_h.pack(len(b425)))
    a(b425)
    s427 = o.leader
    b428 = s427.encode()
    a(_S_h.pack(len(b428)))
    a(b428)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 2)
    s430 = o.member_id
    b431 = s430.encode()
    a(_S_h.pack(len(b431)))
    a(b431)
    l433 = o.members
    a(_S_i.pack(len(l433)))
    for e434 in l433:
        s435 = e434.member_id
        b436 = s435.encode()
        a(_S_h.pack(len(b436)))
        a(b436)
        s438 = e434.metadata
        a(_S_i.pack(len(s438)))
        a(s438)
    return b''.join(parts)


def _dec_JoinGroupResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n440, = _S_h.unpack_from(buf, pos)
    if n440 >= 0:
        x441 = pos + 2 + n440
        if x441 > blen:
            raise _bad_length(n440, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x441], 'utf-8')
        pos = x441
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n442, = _S_h.unpack_from(buf, pos)
    if n442 >= 0:
        x443 = pos + 2 + n442
        if x443 > blen:
            raise _bad_length(n442, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x443], 'utf-8')
        pos = x443
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n444, = _S_h.unpack_from(buf, pos)
    if n444 >= 0:
        x445 = pos + 2 + n444
        if x445 > blen:
            raise _bad_length(n444, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x445], 'utf-8')
        pos = x445
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n446, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l447 = []
    ap448 = l447.append
    for _ in range(n446):
        t449 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n450, = _S_h.unpack_from(buf, pos)
        if n450 >= 0:
            x451 = pos + 2 + n450
            if x451 > blen:
                raise _bad_length(n450, 'JoinGroupResponse.Members.MemberId', pos)
            t449.member_id = str(buf[pos + 2:x451], 'utf-8')
            pos = x451
        else:
            t449.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        t449.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupResponse.Members.Metadata', False)
        t449.group_instance_id = None
        t449._unknown_tags = None
        ap448(t449)
    o.members = l447
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s452 = o.protocol_name
    b453 = s452.encode()
    a(_S_h.pack(len(b453)))
    a(b453)
    s455 = o.leader
    b456 = s455.encode()
    a(_S_h.pack(len(b456)))
    a(b456)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 3)
    s458 = o.member_id
    b459 = s458.encode()
    a(_S_h.pack(len(b459)))
    a(b459)
    l461 = o.members
    a(_S_i.pack(len(l461)))
    for e462 in l461:
        s463 = e462.member_id
        b464 = s463.encode()
        a(_S_h.pack(len(b464)))
        a(b464)
        s466 = e462.metadata
        a(_S_i.pack(len(s466)))
        a(s466)
    return b''.join(parts)


def _dec_JoinGroupResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n468, = _S_h.unpack_from(buf, pos)
    if n468 >= 0:
        x469 = pos + 2 + n468
        if x469 > blen:
            raise _bad_length(n468, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x469], 'utf-8')
        pos = x469
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n470, = _S_h.unpack_from(buf, pos)
    if n470 >= 0:
        x471 = pos + 2 + n470
        if x471 > blen:
            raise _bad_length(n470, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x471], 'utf-8')
        pos = x471
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n472, = _S_h.unpack_from(buf, pos)
    if n472 >= 0:
        x473 = pos + 2 + n472
        if x473 > blen:
            raise _bad_length(n472, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x473], 'utf-8')
        pos = x473
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n474, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l475 = []
    ap476 = l475.append
    for _ in range(n474):
        t477 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n478, = _S_h.unpack_from(buf, pos)
        if n478 >= 0:
            x479 = pos + 2 + n478
            if x479 > blen:
                raise _bad_length(n478, 'JoinGroupResponse.Members.MemberId', pos)
            t477.member_id = str(buf[pos + 2:x479], 'utf-8')
            pos = x479
        else:
            t477.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        t477.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupResponse.Members.Metadata', False)
        t477.group_instance_id = None
        t477._unknown_tags = None
        ap476(t477)
    o.members = l475
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s480 = o.protocol_name
    b481 = s480.encode()
    a(_S_h.pack(len(b481)))
    a(b481)
    s483 = o.leader
    b484 = s483.encode()
    a(_S_h.pack(len(b484)))
    a(b484)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 4)
    s486 = o.member_id
    b487 = s486.encode()
    a(_S_h.pack(len(b487)))
    a(b487)
    l489 = o.members
    a(_S_i.pack(len(l489)))
    for e490 in l489:
        s491 = e490.member_id
        b492 = s491.encode()
        a(_S_h.pack(len(b492)))
        a(b492)
        s494 = e490.metadata
        a(_S_i.pack(len(s494)))
        a(s494)
    return b''.join(parts)


def _dec_JoinGroupResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n496, = _S_h.unpack_from(buf, pos)
    if n496 >= 0:
        x497 = pos + 2 + n496
        if x497 > blen:
            raise _bad_length(n496, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x497], 'utf-8')
        pos = x497
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n498, = _S_h.unpack_from(buf, pos)
    if n498 >= 0:
        x499 = pos + 2 + n498
        if x499 > blen:
            raise _bad_length(n498, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x499], 'utf-8')
        pos = x499
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n500, = _S_h.unpack_from(buf, pos)
    if n500 >= 0:
        x501 = pos + 2 + n500
        if x501 > blen:
            raise _bad_length(n500, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x501], 'utf-8')
        pos = x501
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n502, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l503 = []
    ap504 = l503.append
    for _ in range(n502):
        t505 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n506, = _S_h.unpack_from(buf, pos)
        if n506 >= 0:
            x507 = pos + 2 + n506
            if x507 > blen:
                raise _bad_length(n506, 'JoinGroupResponse.Members.MemberId', pos)
            t505.member_id = str(buf[pos + 2:x507], 'utf-8')
            pos = x507
        else:
            t505.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        t505.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupResponse.Members.Metadata', False)
        t505.group_instance_id = None
        t505._unknown_tags = None
        ap504(t505)
    o.members = l503
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s508 = o.protocol_name
    b509 = s508.encode()
    a(_S_h.pack(len(b509)))
    a(b509)
    s511 = o.leader
    b512 = s511.encode()
    a(_S_h.pack(len(b512)))
    a(b512)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 5)
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
        s522 = e518.group_instance_id
        if s522 is None:
            a(b'\xff\xff')
        else:
            b523 = s522.encode()
            a(_S_h.pack(len(b523)))
            a(b523)
        s525 = e518.metadata
        a(_S_i.pack(len(s525)))
        a(s525)
    return b''.join(parts)


def _dec_JoinGroupResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n527, = _S_h.unpack_from(buf, pos)
    if n527 >= 0:
        x528 = pos + 2 + n527
        if x528 > blen:
            raise _bad_length(n527, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 2:x528], 'utf-8')
        pos = x528
    else:
        o.protocol_name, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.ProtocolName')
    n529, = _S_h.unpack_from(buf, pos)
    if n529 >= 0:
        x530 = pos + 2 + n529
        if x530 > blen:
            raise _bad_length(n529, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 2:x530], 'utf-8')
        pos = x530
    else:
        o.leader, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Leader')
    n531, = _S_h.unpack_from(buf, pos)
    if n531 >= 0:
        x532 = pos + 2 + n531
        if x532 > blen:
            raise _bad_length(n531, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 2:x532], 'utf-8')
        pos = x532
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.MemberId')
    n533, pos = _read_array_len(buf, pos, False, False, 1, 'JoinGroupResponse.Members')
    l534 = []
    ap535 = l534.append
    for _ in range(n533):
        t536 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n537, = _S_h.unpack_from(buf, pos)
        if n537 >= 0:
            x538 = pos + 2 + n537
            if x538 > blen:
                raise _bad_length(n537, 'JoinGroupResponse.Members.MemberId', pos)
            t536.member_id = str(buf[pos + 2:x538], 'utf-8')
            pos = x538
        else:
            t536.member_id, pos = _read_string(buf, pos, False, False, 'JoinGroupResponse.Members.MemberId')
        n539, = _S_h.unpack_from(buf, pos)
        if n539 >= 0:
            x540 = pos + 2 + n539
            if x540 > blen:
                raise _bad_length(n539, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t536.group_instance_id = str(buf[pos + 2:x540], 'utf-8')
            pos = x540
        else:
            t536.group_instance_id, pos = _read_string(buf, pos, False, True, 'JoinGroupResponse.Members.GroupInstanceId')
        t536.metadata, pos = _read_bytes(buf, pos, False, False, 'JoinGroupResponse.Members.Metadata', False)
        t536._unknown_tags = None
        ap535(t536)
    o.members = l534
    o.protocol_type = None
    o.skip_assignment = False
    o._unknown_tags = None
    return o, pos


def _enc_JoinGroupResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s541 = o.protocol_name
    b542 = s541.encode()
    n543 = len(b542) + 1
    a(_UV[n543] if n543 < 128 else _uv(n543))
    a(b542)
    s544 = o.leader
    b545 = s544.encode()
    n546 = len(b545) + 1
    a(_UV[n546] if n546 < 128 else _uv(n546))
    a(b545)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 6)
    s547 = o.member_id
    b548 = s547.encode()
    n549 = len(b548) + 1
    a(_UV[n549] if n549 < 128 else _uv(n549))
    a(b548)
    l550 = o.members
    n551 = len(l550) + 1
    a(_UV[n551] if n551 < 128 else _uv(n551))
    for e552 in l550:
        s553 = e552.member_id
        b554 = s553.encode()
        n555 = len(b554) + 1
        a(_UV[n555] if n555 < 128 else _uv(n555))
        a(b554)
        s556 = e552.group_instance_id
        if s556 is None:
            a(_H0)
        else:
            b557 = s556.encode()
            n558 = len(b557) + 1
            a(_UV[n558] if n558 < 128 else _uv(n558))
            a(b557)
        s559 = e552.metadata
        n560 = len(s559) + 1
        a(_UV[n560] if n560 < 128 else _uv(n560))
        a(s559)
        u561 = e552._unknown_tags
        if u561 is None:
            a(_H0)
        else:
            _write_tags(a, None, u561)
    u562 = o._unknown_tags
    if u562 is None:
        a(_H0)
    else:
        _write_tags(a, None, u562)
    return b''.join(parts)


def _dec_JoinGroupResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n563 = buf[pos] - 1
    if 0 <= n563 < 127:
        x564 = pos + 1 + n563
        if x564 > blen:
            raise _bad_length(n563, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x564], 'utf-8')
        pos = x564
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.ProtocolName')
    n565 = buf[pos] - 1
    if 0 <= n565 < 127:
        x566 = pos + 1 + n565
        if x566 > blen:
            raise _bad_length(n565, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x566], 'utf-8')
        pos = x566
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    n567 = buf[pos] - 1
    if 0 <= n567 < 127:
        x568 = pos + 1 + n567
        if x568 > blen:
            raise _bad_length(n567, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x568], 'utf-8')
        pos = x568
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n569 = buf[pos] - 1
    if 0 <= n569 < 127:
        pos += 1
    else:
        n569, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l570 = []
    ap571 = l570.append
    for _ in range(n569):
        t572 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n573 = buf[pos] - 1
        if 0 <= n573 < 127:
            x574 = pos + 1 + n573
            if x574 > blen:
                raise _bad_length(n573, 'JoinGroupResponse.Members.MemberId', pos)
            t572.member_id = str(buf[pos + 1:x574], 'utf-8')
            pos = x574
        else:
            t572.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n575 = buf[pos] - 1
        if 0 <= n575 < 127:
            x576 = pos + 1 + n575
            if x576 > blen:
                raise _bad_length(n575, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t572.group_instance_id = str(buf[pos + 1:x576], 'utf-8')
            pos = x576
        else:
            t572.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        t572.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupResponse.Members.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t572._unknown_tags = None
        else:
            nt577, pos = _ruv(buf, pos)
            if nt577 * 2 > blen - pos:
                raise _array_too_long(nt577, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk578 = None
            for _ in range(nt577):
                tg579, pos = _ruv(buf, pos)
                sz580, pos = _ruv(buf, pos)
                x581 = pos + sz580
                if x581 > blen:
                    raise _bad_length(sz580, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk578 is None:
                    uk578 = []
                uk578.append((tg579, bytes(buf[pos:x581])))
                pos = x581
            t572._unknown_tags = uk578
        ap571(t572)
    o.members = l570
    o.protocol_type = None
    o.skip_assignment = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt582, pos = _ruv(buf, pos)
        if nt582 * 2 > blen - pos:
            raise _array_too_long(nt582, 'JoinGroupResponse._tagged_fields', pos)
        uk583 = None
        for _ in range(nt582):
            tg584, pos = _ruv(buf, pos)
            sz585, pos = _ruv(buf, pos)
            x586 = pos + sz585
            if x586 > blen:
                raise _bad_length(sz585, 'JoinGroupResponse._tagged_fields', pos)
            if uk583 is None:
                uk583 = []
            uk583.append((tg584, bytes(buf[pos:x586])))
            pos = x586
        o._unknown_tags = uk583
    return o, pos


def _enc_JoinGroupResponse_v7(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s587 = o.protocol_type
    if s587 is None:
        a(_H0)
    else:
        b588 = s587.encode()
        n589 = len(b588) + 1
        a(_UV[n589] if n589 < 128 else _uv(n589))
        a(b588)
    s590 = o.protocol_name
    if s590 is None:
        a(_H0)
    else:
        b591 = s590.encode()
        n592 = len(b591) + 1
        a(_UV[n592] if n592 < 128 else _uv(n592))
        a(b591)
    s593 = o.leader
    b594 = s593.encode()
    n595 = len(b594) + 1
    a(_UV[n595] if n595 < 128 else _uv(n595))
    a(b594)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 7)
    s596 = o.member_id
    b597 = s596.encode()
    n598 = len(b597) + 1
    a(_UV[n598] if n598 < 128 else _uv(n598))
    a(b597)
    l599 = o.members
    n600 = len(l599) + 1
    a(_UV[n600] if n600 < 128 else _uv(n600))
    for e601 in l599:
        s602 = e601.member_id
        b603 = s602.encode()
        n604 = len(b603) + 1
        a(_UV[n604] if n604 < 128 else _uv(n604))
        a(b603)
        s605 = e601.group_instance_id
        if s605 is None:
            a(_H0)
        else:
            b606 = s605.encode()
            n607 = len(b606) + 1
            a(_UV[n607] if n607 < 128 else _uv(n607))
            a(b606)
        s608 = e601.metadata
        n609 = len(s608) + 1
        a(_UV[n609] if n609 < 128 else _uv(n609))
        a(s608)
        u610 = e601._unknown_tags
        if u610 is None:
            a(_H0)
        else:
            _write_tags(a, None, u610)
    u611 = o._unknown_tags
    if u611 is None:
        a(_H0)
    else:
        _write_tags(a, None, u611)
    return b''.join(parts)


def _dec_JoinGroupResponse_v7(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n612 = buf[pos] - 1
    if 0 <= n612 < 127:
        x613 = pos + 1 + n612
        if x613 > blen:
            raise _bad_length(n612, 'JoinGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x613], 'utf-8')
        pos = x613
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolType')
    n614 = buf[pos] - 1
    if 0 <= n614 < 127:
        x615 = pos + 1 + n614
        if x615 > blen:
            raise _bad_length(n614, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x615], 'utf-8')
        pos = x615
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolName')
    n616 = buf[pos] - 1
    if 0 <= n616 < 127:
        x617 = pos + 1 + n616
        if x617 > blen:
            raise _bad_length(n616, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x617], 'utf-8')
        pos = x617
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    n618 = buf[pos] - 1
    if 0 <= n618 < 127:
        x619 = pos + 1 + n618
        if x619 > blen:
            raise _bad_length(n618, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x619], 'utf-8')
        pos = x619
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n620 = buf[pos] - 1
    if 0 <= n620 < 127:
        pos += 1
    else:
        n620, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l621 = []
    ap622 = l621.append
    for _ in range(n620):
        t623 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n624 = buf[pos] - 1
        if 0 <= n624 < 127:
            x625 = pos + 1 + n624
            if x625 > blen:
                raise _bad_length(n624, 'JoinGroupResponse.Members.MemberId', pos)
            t623.member_id = str(buf[pos + 1:x625], 'utf-8')
            pos = x625
        else:
            t623.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n626 = buf[pos] - 1
        if 0 <= n626 < 127:
            x627 = pos + 1 + n626
            if x627 > blen:
                raise _bad_length(n626, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t623.group_instance_id = str(buf[pos + 1:x627], 'utf-8')
            pos = x627
        else:
            t623.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        t623.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupResponse.Members.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t623._unknown_tags = None
        else:
            nt628, pos = _ruv(buf, pos)
            if nt628 * 2 > blen - pos:
                raise _array_too_long(nt628, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk629 = None
            for _ in range(nt628):
                tg630, pos = _ruv(buf, pos)
                sz631, pos = _ruv(buf, pos)
                x632 = pos + sz631
                if x632 > blen:
                    raise _bad_length(sz631, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk629 is None:
                    uk629 = []
                uk629.append((tg630, bytes(buf[pos:x632])))
                pos = x632
            t623._unknown_tags = uk629
        ap622(t623)
    o.members = l621
    o.skip_assignment = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt633, pos = _ruv(buf, pos)
        if nt633 * 2 > blen - pos:
            raise _array_too_long(nt633, 'JoinGroupResponse._tagged_fields', pos)
        uk634 = None
        for _ in range(nt633):
            tg635, pos = _ruv(buf, pos)
            sz636, pos = _ruv(buf, pos)
            x637 = pos + sz636
            if x637 > blen:
                raise _bad_length(sz636, 'JoinGroupResponse._tagged_fields', pos)
            if uk634 is None:
                uk634 = []
            uk634.append((tg635, bytes(buf[pos:x637])))
            pos = x637
        o._unknown_tags = uk634
    return o, pos


def _enc_JoinGroupResponse_v8(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s638 = o.protocol_type
    if s638 is None:
        a(_H0)
    else:
        b639 = s638.encode()
        n640 = len(b639) + 1
        a(_UV[n640] if n640 < 128 else _uv(n640))
        a(b639)
    s641 = o.protocol_name
    if s641 is None:
        a(_H0)
    else:
        b642 = s641.encode()
        n643 = len(b642) + 1
        a(_UV[n643] if n643 < 128 else _uv(n643))
        a(b642)
    s644 = o.leader
    b645 = s644.encode()
    n646 = len(b645) + 1
    a(_UV[n646] if n646 < 128 else _uv(n646))
    a(b645)
    if o.skip_assignment != False:
        raise _unsupported_field('JoinGroupResponse', 'SkipAssignment', 8)
    s647 = o.member_id
    b648 = s647.encode()
    n649 = len(b648) + 1
    a(_UV[n649] if n649 < 128 else _uv(n649))
    a(b648)
    l650 = o.members
    n651 = len(l650) + 1
    a(_UV[n651] if n651 < 128 else _uv(n651))
    for e652 in l650:
        s653 = e652.member_id
        b654 = s653.encode()
        n655 = len(b654) + 1
        a(_UV[n655] if n655 < 128 else _uv(n655))
        a(b654)
        s656 = e652.group_instance_id
        if s656 is None:
            a(_H0)
        else:
            b657 = s656.encode()
            n658 = len(b657) + 1
            a(_UV[n658] if n658 < 128 else _uv(n658))
            a(b657)
        s659 = e652.metadata
        n660 = len(s659) + 1
        a(_UV[n660] if n660 < 128 else _uv(n660))
        a(s659)
        u661 = e652._unknown_tags
        if u661 is None:
            a(_H0)
        else:
            _write_tags(a, None, u661)
    u662 = o._unknown_tags
    if u662 is None:
        a(_H0)
    else:
        _write_tags(a, None, u662)
    return b''.join(parts)


def _dec_JoinGroupResponse_v8(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n663 = buf[pos] - 1
    if 0 <= n663 < 127:
        x664 = pos + 1 + n663
        if x664 > blen:
            raise _bad_length(n663, 'JoinGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x664], 'utf-8')
        pos = x664
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolType')
    n665 = buf[pos] - 1
    if 0 <= n665 < 127:
        x666 = pos + 1 + n665
        if x666 > blen:
            raise _bad_length(n665, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x666], 'utf-8')
        pos = x666
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolName')
    n667 = buf[pos] - 1
    if 0 <= n667 < 127:
        x668 = pos + 1 + n667
        if x668 > blen:
            raise _bad_length(n667, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x668], 'utf-8')
        pos = x668
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    n669 = buf[pos] - 1
    if 0 <= n669 < 127:
        x670 = pos + 1 + n669
        if x670 > blen:
            raise _bad_length(n669, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x670], 'utf-8')
        pos = x670
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n671 = buf[pos] - 1
    if 0 <= n671 < 127:
        pos += 1
    else:
        n671, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l672 = []
    ap673 = l672.append
    for _ in range(n671):
        t674 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n675 = buf[pos] - 1
        if 0 <= n675 < 127:
            x676 = pos + 1 + n675
            if x676 > blen:
                raise _bad_length(n675, 'JoinGroupResponse.Members.MemberId', pos)
            t674.member_id = str(buf[pos + 1:x676], 'utf-8')
            pos = x676
        else:
            t674.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n677 = buf[pos] - 1
        if 0 <= n677 < 127:
            x678 = pos + 1 + n677
            if x678 > blen:
                raise _bad_length(n677, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t674.group_instance_id = str(buf[pos + 1:x678], 'utf-8')
            pos = x678
        else:
            t674.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        t674.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupResponse.Members.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t674._unknown_tags = None
        else:
            nt679, pos = _ruv(buf, pos)
            if nt679 * 2 > blen - pos:
                raise _array_too_long(nt679, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk680 = None
            for _ in range(nt679):
                tg681, pos = _ruv(buf, pos)
                sz682, pos = _ruv(buf, pos)
                x683 = pos + sz682
                if x683 > blen:
                    raise _bad_length(sz682, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk680 is None:
                    uk680 = []
                uk680.append((tg681, bytes(buf[pos:x683])))
                pos = x683
            t674._unknown_tags = uk680
        ap673(t674)
    o.members = l672
    o.skip_assignment = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt684, pos = _ruv(buf, pos)
        if nt684 * 2 > blen - pos:
            raise _array_too_long(nt684, 'JoinGroupResponse._tagged_fields', pos)
        uk685 = None
        for _ in range(nt684):
            tg686, pos = _ruv(buf, pos)
            sz687, pos = _ruv(buf, pos)
            x688 = pos + sz687
            if x688 > blen:
                raise _bad_length(sz687, 'JoinGroupResponse._tagged_fields', pos)
            if uk685 is None:
                uk685 = []
            uk685.append((tg686, bytes(buf[pos:x688])))
            pos = x688
        o._unknown_tags = uk685
    return o, pos


def _enc_JoinGroupResponse_v9(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    s689 = o.protocol_type
    if s689 is None:
        a(_H0)
    else:
        b690 = s689.encode()
        n691 = len(b690) + 1
        a(_UV[n691] if n691 < 128 else _uv(n691))
        a(b690)
    s692 = o.protocol_name
    if s692 is None:
        a(_H0)
    else:
        b693 = s692.encode()
        n694 = len(b693) + 1
        a(_UV[n694] if n694 < 128 else _uv(n694))
        a(b693)
    s695 = o.leader
    b696 = s695.encode()
    n697 = len(b696) + 1
    a(_UV[n697] if n697 < 128 else _uv(n697))
    a(b696)
    a(_S__.pack(o.skip_assignment))
    s698 = o.member_id
    b699 = s698.encode()
    n700 = len(b699) + 1
    a(_UV[n700] if n700 < 128 else _uv(n700))
    a(b699)
    l701 = o.members
    n702 = len(l701) + 1
    a(_UV[n702] if n702 < 128 else _uv(n702))
    for e703 in l701:
        s704 = e703.member_id
        b705 = s704.encode()
        n706 = len(b705) + 1
        a(_UV[n706] if n706 < 128 else _uv(n706))
        a(b705)
        s707 = e703.group_instance_id
        if s707 is None:
            a(_H0)
        else:
            b708 = s707.encode()
            n709 = len(b708) + 1
            a(_UV[n709] if n709 < 128 else _uv(n709))
            a(b708)
        s710 = e703.metadata
        n711 = len(s710) + 1
        a(_UV[n711] if n711 < 128 else _uv(n711))
        a(s710)
        u712 = e703._unknown_tags
        if u712 is None:
            a(_H0)
        else:
            _write_tags(a, None, u712)
    u713 = o._unknown_tags
    if u713 is None:
        a(_H0)
    else:
        _write_tags(a, None, u713)
    return b''.join(parts)


def _dec_JoinGroupResponse_v9(buf, pos):
    blen = len(buf)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n714 = buf[pos] - 1
    if 0 <= n714 < 127:
        x715 = pos + 1 + n714
        if x715 > blen:
            raise _bad_length(n714, 'JoinGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x715], 'utf-8')
        pos = x715
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolType')
    n716 = buf[pos] - 1
    if 0 <= n716 < 127:
        x717 = pos + 1 + n716
        if x717 > blen:
            raise _bad_length(n716, 'JoinGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x717], 'utf-8')
        pos = x717
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.ProtocolName')
    n718 = buf[pos] - 1
    if 0 <= n718 < 127:
        x719 = pos + 1 + n718
        if x719 > blen:
            raise _bad_length(n718, 'JoinGroupResponse.Leader', pos)
        o.leader = str(buf[pos + 1:x719], 'utf-8')
        pos = x719
    else:
        o.leader, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Leader')
    o.skip_assignment, = _S__.unpack_from(buf, pos)
    pos += 1
    n720 = buf[pos] - 1
    if 0 <= n720 < 127:
        x721 = pos + 1 + n720
        if x721 > blen:
            raise _bad_length(n720, 'JoinGroupResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x721], 'utf-8')
        pos = x721
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.MemberId')
    n722 = buf[pos] - 1
    if 0 <= n722 < 127:
        pos += 1
    else:
        n722, pos = _read_array_len(buf, pos, True, False, 1, 'JoinGroupResponse.Members')
    l723 = []
    ap724 = l723.append
    for _ in range(n722):
        t725 = _new(_C_JoinGroupResponse_JoinGroupResponseMember)
        n726 = buf[pos] - 1
        if 0 <= n726 < 127:
            x727 = pos + 1 + n726
            if x727 > blen:
                raise _bad_length(n726, 'JoinGroupResponse.Members.MemberId', pos)
            t725.member_id = str(buf[pos + 1:x727], 'utf-8')
            pos = x727
        else:
            t725.member_id, pos = _read_string(buf, pos, True, False, 'JoinGroupResponse.Members.MemberId')
        n728 = buf[pos] - 1
        if 0 <= n728 < 127:
            x729 = pos + 1 + n728
            if x729 > blen:
                raise _bad_length(n728, 'JoinGroupResponse.Members.GroupInstanceId', pos)
            t725.group_instance_id = str(buf[pos + 1:x729], 'utf-8')
            pos = x729
        else:
            t725.group_instance_id, pos = _read_string(buf, pos, True, True, 'JoinGroupResponse.Members.GroupInstanceId')
        t725.metadata, pos = _read_bytes(buf, pos, True, False, 'JoinGroupResponse.Members.Metadata', False)
        if buf[pos] == 0:
            pos += 1
            t725._unknown_tags = None
        else:
            nt730, pos = _ruv(buf, pos)
            if nt730 * 2 > blen - pos:
                raise _array_too_long(nt730, 'JoinGroupResponse.Members._tagged_fields', pos)
            uk731 = None
            for _ in range(nt730):
                tg732, pos = _ruv(buf, pos)
                sz733, pos = _ruv(buf, pos)
                x734 = pos + sz733
                if x734 > blen:
                    raise _bad_length(sz733, 'JoinGroupResponse.Members._tagged_fields', pos)
                if uk731 is None:
                    uk731 = []
                uk731.append((tg732, bytes(buf[pos:x734])))
                pos = x734
            t725._unknown_tags = uk731
        ap724(t725)
    o.members = l723
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt735, pos = _ruv(buf, pos)
        if nt735 * 2 > blen - pos:
            raise _array_too_long(nt735, 'JoinGroupResponse._tagged_fields', pos)
        uk736 = None
        for _ in range(nt735):
            tg737, pos = _ruv(buf, pos)
            sz738, pos = _ruv(buf, pos)
            x739 = pos + sz738
            if x739 > blen:
                raise _bad_length(sz738, 'JoinGroupResponse._tagged_fields', pos)
            if uk736 is None:
                uk736 = []
            uk736.append((tg737, bytes(buf[pos:x739])))
            pos = x739
        o._unknown_tags = uk736
    return o, pos


JoinGroupResponse._ENC = {0: _enc_JoinGroupResponse_v0, 1: _enc_JoinGroupResponse_v1, 2: _enc_JoinGroupResponse_v2, 3: _enc_JoinGroupResponse_v3, 4: _enc_JoinGroupResponse_v4, 5: _enc_JoinGroupResponse_v5, 6: _enc_JoinGroupResponse_v6, 7: _enc_JoinGroupResponse_v7, 8: _enc_JoinGroupResponse_v8, 9: _enc_JoinGroupResponse_v9}
JoinGroupResponse._DEC = {0: _dec_JoinGroupResponse_v0, 1: _dec_JoinGroupResponse_v1, 2: _dec_JoinGroupResponse_v2, 3: _dec_JoinGroupResponse_v3, 4: _dec_JoinGroupResponse_v4, 5: _dec_JoinGroupResponse_v5, 6: _dec_JoinGroupResponse_v6, 7: _dec_JoinGroupResponse_v7, 8: _dec_JoinGroupResponse_v8, 9: _dec_JoinGroupResponse_v9}


_LINES = {
    99: 'JoinGroupRequest.GroupId',
    100: 'JoinGroupRequest.GroupId',
    101: 'JoinGroupRequest.GroupId',
    102: 'JoinGroupRequest.GroupId',
    103: 'JoinGroupRequest.SessionTimeoutMs',
    104: 'JoinGroupRequest.MemberId',
    105: 'JoinGroupRequest.MemberId',
    106: 'JoinGroupRequest.MemberId',
    107: 'JoinGroupRequest.MemberId',
    108: 'JoinGroupRequest.GroupInstanceId',
    110: 'JoinGroupRequest.ProtocolType',
    111: 'JoinGroupRequest.ProtocolType',
    112: 'JoinGroupRequest.ProtocolType',
    113: 'JoinGroupRequest.ProtocolType',
    114: 'JoinGroupRequest.Protocols',
    115: 'JoinGroupRequest.Protocols',
    116: 'JoinGroupRequest.Protocols',
    117: 'JoinGroupRequest.Protocols.Name',
    118: 'JoinGroupRequest.Protocols.Name',
    119: 'JoinGroupRequest.Protocols.Name',
    120: 'JoinGroupRequest.Protocols.Name',
    121: 'JoinGroupRequest.Protocols.Metadata',
    122: 'JoinGroupRequest.Protocols.Metadata',
    123: 'JoinGroupRequest.Protocols.Metadata',
    130: 'JoinGroupRequest.GroupId',
    135: 'JoinGroupRequest.GroupId',
    138: 'JoinGroupRequest.GroupId',
    139: 'JoinGroupRequest.SessionTimeoutMs',
    141: 'JoinGroupRequest.MemberId',
    146: 'JoinGroupRequest.MemberId',
    149: 'JoinGroupRequest.MemberId',
    150: 'JoinGroupRequest.ProtocolType',
    155: 'JoinGroupRequest.ProtocolType',
    158: 'JoinGroupRequest.ProtocolType',
    159: 'JoinGroupRequest.Protocols',
    164: 'JoinGroupRequest.Protocols.Name',
    169: 'JoinGroupRequest.Protocols.Name',
    172: 'JoinGroupRequest.Protocols.Name',
    173: 'JoinGroupRequest.Protocols.Metadata',
    187: 'JoinGroupRequest.GroupId',
    188: 'JoinGroupRequest.GroupId',
    189: 'JoinGroupRequest.GroupId',
    190: 'JoinGroupRequest.GroupId',
    191: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    192: 'JoinGroupRequest.MemberId',
    193: 'JoinGroupRequest.MemberId',
    194: 'JoinGroupRequest.MemberId',
    195: 'JoinGroupRequest.MemberId',
    196: 'JoinGroupRequest.GroupInstanceId',
    198: 'JoinGroupRequest.ProtocolType',
    199: 'JoinGroupRequest.ProtocolType',
    200: 'JoinGroupRequest.ProtocolType',
    201: 'JoinGroupRequest.ProtocolType',
    202: 'JoinGroupRequest.Protocols',
    203: 'JoinGroupRequest.Protocols',
    204: 'JoinGroupRequest.Protocols',
    205: 'JoinGroupRequest.Protocols.Name',
    206: 'JoinGroupRequest.Protocols.Name',
    207: 'JoinGroupRequest.Protocols.Name',
    208: 'JoinGroupRequest.Protocols.Name',
    209: 'JoinGroupRequest.Protocols.Metadata',
    210: 'JoinGroupRequest.Protocols.Metadata',
    211: 'JoinGroupRequest.Protocols.Metadata',
    218: 'JoinGroupRequest.GroupId',
    223: 'JoinGroupRequest.GroupId',
    226: 'JoinGroupRequest.GroupId',
    227: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    229: 'JoinGroupRequest.MemberId',
    234: 'JoinGroupRequest.MemberId',
    237: 'JoinGroupRequest.MemberId',
    238: 'JoinGroupRequest.ProtocolType',
    243: 'JoinGroupRequest.ProtocolType',
    246: 'JoinGroupRequest.ProtocolType',
    247: 'JoinGroupRequest.Protocols',
    252: 'JoinGroupRequest.Protocols.Name',
    257: 'JoinGroupRequest.Protocols.Name',
    260: 'JoinGroupRequest.Protocols.Name',
    261: 'JoinGroupRequest.Protocols.Metadata',
    274: 'JoinGroupRequest.GroupId',
    275: 'JoinGroupRequest.GroupId',
    276: 'JoinGroupRequest.GroupId',
    277: 'JoinGroupRequest.GroupId',
    278: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    279: 'JoinGroupRequest.MemberId',
    280: 'JoinGroupRequest.MemberId',
    281: 'JoinGroupRequest.MemberId',
    282: 'JoinGroupRequest.MemberId',
    283: 'JoinGroupRequest.GroupInstanceId',
    285: 'JoinGroupRequest.ProtocolType',
    286: 'JoinGroupRequest.ProtocolType',
    287: 'JoinGroupRequest.ProtocolType',
    288: 'JoinGroupRequest.ProtocolType',
    289: 'JoinGroupRequest.Protocols',
    290: 'JoinGroupRequest.Protocols',
    291: 'JoinGroupRequest.Protocols',
    292: 'JoinGroupRequest.Protocols.Name',
    293: 'JoinGroupRequest.Protocols.Name',
    294: 'JoinGroupRequest.Protocols.Name',
    295: 'JoinGroupRequest.Protocols.Name',
    296: 'JoinGroupRequest.Protocols.Metadata',
    297: 'JoinGroupRequest.Protocols.Metadata',
    298: 'JoinGroupRequest.Protocols.Metadata',
    305: 'JoinGroupRequest.GroupId',
    310: 'JoinGroupRequest.GroupId',
    313: 'JoinGroupRequest.GroupId',
    314: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    316: 'JoinGroupRequest.MemberId',
    321: 'JoinGroupRequest.MemberId',
    324: 'JoinGroupRequest.MemberId',
    325: 'JoinGroupRequest.ProtocolType',
    330: 'JoinGroupRequest.ProtocolType',
    333: 'JoinGroupRequest.ProtocolType',
    334: 'JoinGroupRequest.Protocols',
    339: 'JoinGroupRequest.Protocols.Name',
    344: 'JoinGroupRequest.Protocols.Name',
    347: 'JoinGroupRequest.Protocols.Name',
    348: 'JoinGroupRequest.Protocols.Metadata',
    361: 'JoinGroupRequest.GroupId',
    362: 'JoinGroupRequest.GroupId',
    363: 'JoinGroupRequest.GroupId',
    364: 'JoinGroupRequest.GroupId',
    365: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    366: 'JoinGroupRequest.MemberId',
    367: 'JoinGroupRequest.MemberId',
    368: 'JoinGroupRequest.MemberId',
    369: 'JoinGroupRequest.MemberId',
    370: 'JoinGroupRequest.GroupInstanceId',
    372: 'JoinGroupRequest.ProtocolType',
    373: 'JoinGroupRequest.ProtocolType',
    374: 'JoinGroupRequest.ProtocolType',
    375: 'JoinGroupRequest.ProtocolType',
    376: 'JoinGroupRequest.Protocols',
    377: 'JoinGroupRequest.Protocols',
    378: 'JoinGroupRequest.Protocols',
    379: 'JoinGroupRequest.Protocols.Name',
    380: 'JoinGroupRequest.Protocols.Name',
    381: 'JoinGroupRequest.Protocols.Name',
    382: 'JoinGroupRequest.Protocols.Name',
    383: 'JoinGroupRequest.Protocols.Metadata',
    384: 'JoinGroupRequest.Protocols.Metadata',
    385: 'JoinGroupRequest.Protocols.Metadata',
    392: 'JoinGroupRequest.GroupId',
    397: 'JoinGroupRequest.GroupId',
    400: 'JoinGroupRequest.GroupId',
    401: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    403: 'JoinGroupRequest.MemberId',
    408: 'JoinGroupRequest.MemberId',
    411: 'JoinGroupRequest.MemberId',
    412: 'JoinGroupRequest.ProtocolType',
    417: 'JoinGroupRequest.ProtocolType',
    420: 'JoinGroupRequest.ProtocolType',
    421: 'JoinGroupRequest.Protocols',
    426: 'JoinGroupRequest.Protocols.Name',
    431: 'JoinGroupRequest.Protocols.Name',
    434: 'JoinGroupRequest.Protocols.Name',
    435: 'JoinGroupRequest.Protocols.Metadata',
    448: 'JoinGroupRequest.GroupId',
    449: 'JoinGroupRequest.GroupId',
    450: 'JoinGroupRequest.GroupId',
    451: 'JoinGroupRequest.GroupId',
    452: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    453: 'JoinGroupRequest.MemberId',
    454: 'JoinGroupRequest.MemberId',
    455: 'JoinGroupRequest.MemberId',
    456: 'JoinGroupRequest.MemberId',
    457: 'JoinGroupRequest.GroupInstanceId',
    459: 'JoinGroupRequest.ProtocolType',
    460: 'JoinGroupRequest.ProtocolType',
    461: 'JoinGroupRequest.ProtocolType',
    462: 'JoinGroupRequest.ProtocolType',
    463: 'JoinGroupRequest.Protocols',
    464: 'JoinGroupRequest.Protocols',
    465: 'JoinGroupRequest.Protocols',
    466: 'JoinGroupRequest.Protocols.Name',
    467: 'JoinGroupRequest.Protocols.Name',
    468: 'JoinGroupRequest.Protocols.Name',
    469: 'JoinGroupRequest.Protocols.Name',
    470: 'JoinGroupRequest.Protocols.Metadata',
    471: 'JoinGroupRequest.Protocols.Metadata',
    472: 'JoinGroupRequest.Protocols.Metadata',
    479: 'JoinGroupRequest.GroupId',
    484: 'JoinGroupRequest.GroupId',
    487: 'JoinGroupRequest.GroupId',
    488: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    490: 'JoinGroupRequest.MemberId',
    495: 'JoinGroupRequest.MemberId',
    498: 'JoinGroupRequest.MemberId',
    499: 'JoinGroupRequest.ProtocolType',
    504: 'JoinGroupRequest.ProtocolType',
    507: 'JoinGroupRequest.ProtocolType',
    508: 'JoinGroupRequest.Protocols',
    513: 'JoinGroupRequest.Protocols.Name',
    518: 'JoinGroupRequest.Protocols.Name',
    521: 'JoinGroupRequest.Protocols.Name',
    522: 'JoinGroupRequest.Protocols.Metadata',
    535: 'JoinGroupRequest.GroupId',
    536: 'JoinGroupRequest.GroupId',
    537: 'JoinGroupRequest.GroupId',
    538: 'JoinGroupRequest.GroupId',
    539: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    540: 'JoinGroupRequest.MemberId',
    541: 'JoinGroupRequest.MemberId',
    542: 'JoinGroupRequest.MemberId',
    543: 'JoinGroupRequest.MemberId',
    544: 'JoinGroupRequest.GroupInstanceId',
    545: 'JoinGroupRequest.GroupInstanceId',
    546: 'JoinGroupRequest.GroupInstanceId',
    547: 'JoinGroupRequest.GroupInstanceId',
    548: 'JoinGroupRequest.GroupInstanceId',
    549: 'JoinGroupRequest.GroupInstanceId',
    550: 'JoinGroupRequest.GroupInstanceId',
    551: 'JoinGroupRequest.ProtocolType',
    552: 'JoinGroupRequest.ProtocolType',
    553: 'JoinGroupRequest.ProtocolType',
    554: 'JoinGroupRequest.ProtocolType',
    555: 'JoinGroupRequest.Protocols',
    556: 'JoinGroupRequest.Protocols',
    557: 'JoinGroupRequest.Protocols',
    558: 'JoinGroupRequest.Protocols.Name',
    559: 'JoinGroupRequest.Protocols.Name',
    560: 'JoinGroupRequest.Protocols.Name',
    561: 'JoinGroupRequest.Protocols.Name',
    562: 'JoinGroupRequest.Protocols.Metadata',
    563: 'JoinGroupRequest.Protocols.Metadata',
    564: 'JoinGroupRequest.Protocols.Metadata',
    571: 'JoinGroupRequest.GroupId',
    576: 'JoinGroupRequest.GroupId',
    579: 'JoinGroupRequest.GroupId',
    580: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    582: 'JoinGroupRequest.MemberId',
    587: 'JoinGroupRequest.MemberId',
    590: 'JoinGroupRequest.MemberId',
    591: 'JoinGroupRequest.GroupInstanceId',
    596: 'JoinGroupRequest.GroupInstanceId',
    599: 'JoinGroupRequest.GroupInstanceId',
    600: 'JoinGroupRequest.ProtocolType',
    605: 'JoinGroupRequest.ProtocolType',
    608: 'JoinGroupRequest.ProtocolType',
    609: 'JoinGroupRequest.Protocols',
    614: 'JoinGroupRequest.Protocols.Name',
    619: 'JoinGroupRequest.Protocols.Name',
    622: 'JoinGroupRequest.Protocols.Name',
    623: 'JoinGroupRequest.Protocols.Metadata',
    635: 'JoinGroupRequest.GroupId',
    636: 'JoinGroupRequest.GroupId',
    637: 'JoinGroupRequest.GroupId',
    638: 'JoinGroupRequest.GroupId',
    639: 'JoinGroupRequest.GroupId',
    640: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    641: 'JoinGroupRequest.MemberId',
    642: 'JoinGroupRequest.MemberId',
    643: 'JoinGroupRequest.MemberId',
    644: 'JoinGroupRequest.MemberId',
    645: 'JoinGroupRequest.MemberId',
    646: 'JoinGroupRequest.GroupInstanceId',
    647: 'JoinGroupRequest.GroupInstanceId',
    648: 'JoinGroupRequest.GroupInstanceId',
    649: 'JoinGroupRequest.GroupInstanceId',
    650: 'JoinGroupRequest.GroupInstanceId',
    651: 'JoinGroupRequest.GroupInstanceId',
    652: 'JoinGroupRequest.GroupInstanceId',
    653: 'JoinGroupRequest.GroupInstanceId',
    654: 'JoinGroupRequest.ProtocolType',
    655: 'JoinGroupRequest.ProtocolType',
    656: 'JoinGroupRequest.ProtocolType',
    657: 'JoinGroupRequest.ProtocolType',
    658: 'JoinGroupRequest.ProtocolType',
    659: 'JoinGroupRequest.Protocols',
    660: 'JoinGroupRequest.Protocols',
    661: 'JoinGroupRequest.Protocols',
    662: 'JoinGroupRequest.Protocols',
    663: 'JoinGroupRequest.Protocols.Name',
    664: 'JoinGroupRequest.Protocols.Name',
    665: 'JoinGroupRequest.Protocols.Name',
    666: 'JoinGroupRequest.Protocols.Name',
    667: 'JoinGroupRequest.Protocols.Name',
    668: 'JoinGroupRequest.Protocols.Metadata',
    669: 'JoinGroupRequest.Protocols.Metadata',
    670: 'JoinGroupRequest.Protocols.Metadata',
    671: 'JoinGroupRequest.Protocols.Metadata',
    672: 'JoinGroupRequest.Protocols._unknown_tags',
    673: 'JoinGroupRequest.Protocols',
    676: 'JoinGroupRequest.Protocols._unknown_tags',
    677: 'JoinGroupRequest._unknown_tags',
    678: 'JoinGroupRequest',
    681: 'JoinGroupRequest._unknown_tags',
    688: 'JoinGroupRequest.GroupId',
    693: 'JoinGroupRequest.GroupId',
    696: 'JoinGroupRequest.GroupId',
    697: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    699: 'JoinGroupRequest.MemberId',
    704: 'JoinGroupRequest.MemberId',
    707: 'JoinGroupRequest.MemberId',
    708: 'JoinGroupRequest.GroupInstanceId',
    713: 'JoinGroupRequest.GroupInstanceId',
    716: 'JoinGroupRequest.GroupInstanceId',
    717: 'JoinGroupRequest.ProtocolType',
    722: 'JoinGroupRequest.ProtocolType',
    725: 'JoinGroupRequest.ProtocolType',
    726: 'JoinGroupRequest.Protocols',
    730: 'JoinGroupRequest.Protocols',
    735: 'JoinGroupRequest.Protocols.Name',
    740: 'JoinGroupRequest.Protocols.Name',
    743: 'JoinGroupRequest.Protocols.Name',
    744: 'JoinGroupRequest.Protocols.Metadata',
    745: 'JoinGroupRequest.Protocols._tagged_fields',
    749: 'JoinGroupRequest.Protocols._tagged_fields',
    754: 'JoinGroupRequest.Protocols._tagged_fields',
    755: 'JoinGroupRequest.Protocols._tagged_fields',
    767: 'JoinGroupRequest._tagged_fields',
    771: 'JoinGroupRequest._tagged_fields',
    776: 'JoinGroupRequest._tagged_fields',
    777: 'JoinGroupRequest._tagged_fields',
    792: 'JoinGroupRequest.GroupId',
    793: 'JoinGroupRequest.GroupId',
    794: 'JoinGroupRequest.GroupId',
    795: 'JoinGroupRequest.GroupId',
    796: 'JoinGroupRequest.GroupId',
    797: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    798: 'JoinGroupRequest.MemberId',
    799: 'JoinGroupRequest.MemberId',
    800: 'JoinGroupRequest.MemberId',
    801: 'JoinGroupRequest.MemberId',
    802: 'JoinGroupRequest.MemberId',
    803: 'JoinGroupRequest.GroupInstanceId',
    804: 'JoinGroupRequest.GroupInstanceId',
    805: 'JoinGroupRequest.GroupInstanceId',
    806: 'JoinGroupRequest.GroupInstanceId',
    807: 'JoinGroupRequest.GroupInstanceId',
    808: 'JoinGroupRequest.GroupInstanceId',
    809: 'JoinGroupRequest.GroupInstanceId',
    810: 'JoinGroupRequest.GroupInstanceId',
    811: 'JoinGroupRequest.ProtocolType',
    812: 'JoinGroupRequest.ProtocolType',
    813: 'JoinGroupRequest.ProtocolType',
    814: 'JoinGroupRequest.ProtocolType',
    815: 'JoinGroupRequest.ProtocolType',
    816: 'JoinGroupRequest.Protocols',
    817: 'JoinGroupRequest.Protocols',
    818: 'JoinGroupRequest.Protocols',
    819: 'JoinGroupRequest.Protocols',
    820: 'JoinGroupRequest.Protocols.Name',
    821: 'JoinGroupRequest.Protocols.Name',
    822: 'JoinGroupRequest.Protocols.Name',
    823: 'JoinGroupRequest.Protocols.Name',
    824: 'JoinGroupRequest.Protocols.Name',
    825: 'JoinGroupRequest.Protocols.Metadata',
    826: 'JoinGroupRequest.Protocols.Metadata',
    827: 'JoinGroupRequest.Protocols.Metadata',
    828: 'JoinGroupRequest.Protocols.Metadata',
    829: 'JoinGroupRequest.Protocols._unknown_tags',
    830: 'JoinGroupRequest.Protocols',
    833: 'JoinGroupRequest.Protocols._unknown_tags',
    834: 'JoinGroupRequest._unknown_tags',
    835: 'JoinGroupRequest',
    838: 'JoinGroupRequest._unknown_tags',
    845: 'JoinGroupRequest.GroupId',
    850: 'JoinGroupRequest.GroupId',
    853: 'JoinGroupRequest.GroupId',
    854: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    856: 'JoinGroupRequest.MemberId',
    861: 'JoinGroupRequest.MemberId',
    864: 'JoinGroupRequest.MemberId',
    865: 'JoinGroupRequest.GroupInstanceId',
    870: 'JoinGroupRequest.GroupInstanceId',
    873: 'JoinGroupRequest.GroupInstanceId',
    874: 'JoinGroupRequest.ProtocolType',
    879: 'JoinGroupRequest.ProtocolType',
    882: 'JoinGroupRequest.ProtocolType',
    883: 'JoinGroupRequest.Protocols',
    887: 'JoinGroupRequest.Protocols',
    892: 'JoinGroupRequest.Protocols.Name',
    897: 'JoinGroupRequest.Protocols.Name',
    900: 'JoinGroupRequest.Protocols.Name',
    901: 'JoinGroupRequest.Protocols.Metadata',
    902: 'JoinGroupRequest.Protocols._tagged_fields',
    906: 'JoinGroupRequest.Protocols._tagged_fields',
    911: 'JoinGroupRequest.Protocols._tagged_fields',
    912: 'JoinGroupRequest.Protocols._tagged_fields',
    924: 'JoinGroupRequest._tagged_fields',
    928: 'JoinGroupRequest._tagged_fields',
    933: 'JoinGroupRequest._tagged_fields',
    934: 'JoinGroupRequest._tagged_fields',
    949: 'JoinGroupRequest.GroupId',
    950: 'JoinGroupRequest.GroupId',
    951: 'JoinGroupRequest.GroupId',
    952: 'JoinGroupRequest.GroupId',
    953: 'JoinGroupRequest.GroupId',
    954: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    955: 'JoinGroupRequest.MemberId',
    956: 'JoinGroupRequest.MemberId',
    957: 'JoinGroupRequest.MemberId',
    958: 'JoinGroupRequest.MemberId',
    959: 'JoinGroupRequest.MemberId',
    960: 'JoinGroupRequest.GroupInstanceId',
    961: 'JoinGroupRequest.GroupInstanceId',
    962: 'JoinGroupRequest.GroupInstanceId',
    963: 'JoinGroupRequest.GroupInstanceId',
    964: 'JoinGroupRequest.GroupInstanceId',
    965: 'JoinGroupRequest.GroupInstanceId',
    966: 'JoinGroupRequest.GroupInstanceId',
    967: 'JoinGroupRequest.GroupInstanceId',
    968: 'JoinGroupRequest.ProtocolType',
    969: 'JoinGroupRequest.ProtocolType',
    970: 'JoinGroupRequest.ProtocolType',
    971: 'JoinGroupRequest.ProtocolType',
    972: 'JoinGroupRequest.ProtocolType',
    973: 'JoinGroupRequest.Protocols',
    974: 'JoinGroupRequest.Protocols',
    975: 'JoinGroupRequest.Protocols',
    976: 'JoinGroupRequest.Protocols',
    977: 'JoinGroupRequest.Protocols.Name',
    978: 'JoinGroupRequest.Protocols.Name',
    979: 'JoinGroupRequest.Protocols.Name',
    980: 'JoinGroupRequest.Protocols.Name',
    981: 'JoinGroupRequest.Protocols.Name',
    982: 'JoinGroupRequest.Protocols.Metadata',
    983: 'JoinGroupRequest.Protocols.Metadata',
    984: 'JoinGroupRequest.Protocols.Metadata',
    985: 'JoinGroupRequest.Protocols.Metadata',
    986: 'JoinGroupRequest.Protocols._unknown_tags',
    987: 'JoinGroupRequest.Protocols',
    990: 'JoinGroupRequest.Protocols._unknown_tags',
    991: 'JoinGroupRequest.Reason',
    992: 'JoinGroupRequest.Reason',
    993: 'JoinGroupRequest.Reason',
    994: 'JoinGroupRequest.Reason',
    995: 'JoinGroupRequest.Reason',
    996: 'JoinGroupRequest.Reason',
    997: 'JoinGroupRequest.Reason',
    998: 'JoinGroupRequest.Reason',
    999: 'JoinGroupRequest._unknown_tags',
    1000: 'JoinGroupRequest',
    1003: 'JoinGroupRequest._unknown_tags',
    1010: 'JoinGroupRequest.GroupId',
    1015: 'JoinGroupRequest.GroupId',
    1018: 'JoinGroupRequest.GroupId',
    1019: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1021: 'JoinGroupRequest.MemberId',
    1026: 'JoinGroupRequest.MemberId',
    1029: 'JoinGroupRequest.MemberId',
    1030: 'JoinGroupRequest.GroupInstanceId',
    1035: 'JoinGroupRequest.GroupInstanceId',
    1038: 'JoinGroupRequest.GroupInstanceId',
    1039: 'JoinGroupRequest.ProtocolType',
    1044: 'JoinGroupRequest.ProtocolType',
    1047: 'JoinGroupRequest.ProtocolType',
    1048: 'JoinGroupRequest.Protocols',
    1052: 'JoinGroupRequest.Protocols',
    1057: 'JoinGroupRequest.Protocols.Name',
    1062: 'JoinGroupRequest.Protocols.Name',
    1065: 'JoinGroupRequest.Protocols.Name',
    1066: 'JoinGroupRequest.Protocols.Metadata',
    1067: 'JoinGroupRequest.Protocols._tagged_fields',
    1071: 'JoinGroupRequest.Protocols._tagged_fields',
    1076: 'JoinGroupRequest.Protocols._tagged_fields',
    1077: 'JoinGroupRequest.Protocols._tagged_fields',
    1088: 'JoinGroupRequest.Reason',
    1093: 'JoinGroupRequest.Reason',
    1096: 'JoinGroupRequest.Reason',
    1097: 'JoinGroupRequest._tagged_fields',
    1101: 'JoinGroupRequest._tagged_fields',
    1106: 'JoinGroupRequest._tagged_fields',
    1107: 'JoinGroupRequest._tagged_fields',
    1122: 'JoinGroupRequest.GroupId',
    1123: 'JoinGroupRequest.GroupId',
    1124: 'JoinGroupRequest.GroupId',
    1125: 'JoinGroupRequest.GroupId',
    1126: 'JoinGroupRequest.GroupId',
    1127: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1128: 'JoinGroupRequest.MemberId',
    1129: 'JoinGroupRequest.MemberId',
    1130: 'JoinGroupRequest.MemberId',
    1131: 'JoinGroupRequest.MemberId',
    1132: 'JoinGroupRequest.MemberId',
    1133: 'JoinGroupRequest.GroupInstanceId',
    1134: 'JoinGroupRequest.GroupInstanceId',
    1135: 'JoinGroupRequest.GroupInstanceId',
    1136: 'JoinGroupRequest.GroupInstanceId',
    1137: 'JoinGroupRequest.GroupInstanceId',
    1138: 'JoinGroupRequest.GroupInstanceId',
    1139: 'JoinGroupRequest.GroupInstanceId',
    1140: 'JoinGroupRequest.GroupInstanceId',
    1141: 'JoinGroupRequest.ProtocolType',
    1142: 'JoinGroupRequest.ProtocolType',
    1143: 'JoinGroupRequest.ProtocolType',
    1144: 'JoinGroupRequest.ProtocolType',
    1145: 'JoinGroupRequest.ProtocolType',
    1146: 'JoinGroupRequest.Protocols',
    1147: 'JoinGroupRequest.Protocols',
    1148: 'JoinGroupRequest.Protocols',
    1149: 'JoinGroupRequest.Protocols',
    1150: 'JoinGroupRequest.Protocols.Name',
    1151: 'JoinGroupRequest.Protocols.Name',
    1152: 'JoinGroupRequest.Protocols.Name',
    1153: 'JoinGroupRequest.Protocols.Name',
    1154: 'JoinGroupRequest.Protocols.Name',
    1155: 'JoinGroupRequest.Protocols.Metadata',
    1156: 'JoinGroupRequest.Protocols.Metadata',
    1157: 'JoinGroupRequest.Protocols.Metadata',
    1158: 'JoinGroupRequest.Protocols.Metadata',
    1159: 'JoinGroupRequest.Protocols._unknown_tags',
    1160: 'JoinGroupRequest.Protocols',
    1163: 'JoinGroupRequest.Protocols._unknown_tags',
    1164: 'JoinGroupRequest.Reason',
    1165: 'JoinGroupRequest.Reason',
    1166: 'JoinGroupRequest.Reason',
    1167: 'JoinGroupRequest.Reason',
    1168: 'JoinGroupRequest.Reason',
    1169: 'JoinGroupRequest.Reason',
    1170: 'JoinGroupRequest.Reason',
    1171: 'JoinGroupRequest.Reason',
    1172: 'JoinGroupRequest._unknown_tags',
    1173: 'JoinGroupRequest',
    1176: 'JoinGroupRequest._unknown_tags',
    1183: 'JoinGroupRequest.GroupId',
    1188: 'JoinGroupRequest.GroupId',
    1191: 'JoinGroupRequest.GroupId',
    1192: 'JoinGroupRequest.SessionTimeoutMs,RebalanceTimeoutMs',
    1194: 'JoinGroupRequest.MemberId',
    1199: 'JoinGroupRequest.MemberId',
    1202: 'JoinGroupRequest.MemberId',
    1203: 'JoinGroupRequest.GroupInstanceId',
    1208: 'JoinGroupRequest.GroupInstanceId',
    1211: 'JoinGroupRequest.GroupInstanceId',
    1212: 'JoinGroupRequest.ProtocolType',
    1217: 'JoinGroupRequest.ProtocolType',
    1220: 'JoinGroupRequest.ProtocolType',
    1221: 'JoinGroupRequest.Protocols',
    1225: 'JoinGroupRequest.Protocols',
    1230: 'JoinGroupRequest.Protocols.Name',
    1235: 'JoinGroupRequest.Protocols.Name',
    1238: 'JoinGroupRequest.Protocols.Name',
    1239: 'JoinGroupRequest.Protocols.Metadata',
    1240: 'JoinGroupRequest.Protocols._tagged_fields',
    1244: 'JoinGroupRequest.Protocols._tagged_fields',
    1249: 'JoinGroupRequest.Protocols._tagged_fields',
    1250: 'JoinGroupRequest.Protocols._tagged_fields',
    1261: 'JoinGroupRequest.Reason',
    1266: 'JoinGroupRequest.Reason',
    1269: 'JoinGroupRequest.Reason',
    1270: 'JoinGroupRequest._tagged_fields',
    1274: 'JoinGroupRequest._tagged_fields',
    1279: 'JoinGroupRequest._tagged_fields',
    1280: 'JoinGroupRequest._tagged_fields',
    1350: 'JoinGroupResponse.ErrorCode,GenerationId',
    1351: 'JoinGroupResponse.ProtocolName',
    1352: 'JoinGroupResponse.ProtocolName',
    1353: 'JoinGroupResponse.ProtocolName',
    1354: 'JoinGroupResponse.ProtocolName',
    1355: 'JoinGroupResponse.Leader',
    1356: 'JoinGroupResponse.Leader',
    1357: 'JoinGroupResponse.Leader',
    1358: 'JoinGroupResponse.Leader',
    1359: 'JoinGroupResponse.SkipAssignment',
    1361: 'JoinGroupResponse.MemberId',
    1362: 'JoinGroupResponse.MemberId',
    1363: 'JoinGroupResponse.MemberId',
    1364: 'JoinGroupResponse.MemberId',
    1365: 'JoinGroupResponse.Members',
    1366: 'JoinGroupResponse.Members',
    1367: 'JoinGroupResponse.Members',
    1368: 'JoinGroupResponse.Members.MemberId',
    1369: 'JoinGroupResponse.Members.MemberId',
    1370: 'JoinGroupResponse.Members.MemberId',
    1371: 'JoinGroupResponse.Members.MemberId',
    1372: 'JoinGroupResponse.Members.Metadata',
    1373: 'JoinGroupResponse.Members.Metadata',
    1374: 'JoinGroupResponse.Members.Metadata',
    1381: 'JoinGroupResponse.ErrorCode,GenerationId',
    1383: 'JoinGroupResponse.ProtocolName',
    1388: 'JoinGroupResponse.ProtocolName',
    1391: 'JoinGroupResponse.ProtocolName',
    1392: 'JoinGroupResponse.Leader',
    1397: 'JoinGroupResponse.Leader',
    1400: 'JoinGroupResponse.Leader',
    1401: 'JoinGroupResponse.MemberId',
    1406: 'JoinGroupResponse.MemberId',
    1409: 'JoinGroupResponse.MemberId',
    1410: 'JoinGroupResponse.Members',
    1415: 'JoinGroupResponse.Members.MemberId',
    1420: 'JoinGroupResponse.Members.MemberId',
    1423: 'JoinGroupResponse.Members.MemberId',
    1424: 'JoinGroupResponse.Members.Metadata',
    1439: 'JoinGroupResponse.ErrorCode,GenerationId',
    1440: 'JoinGroupResponse.ProtocolName',
    1441: 'JoinGroupResponse.ProtocolName',
    1442: 'JoinGroupResponse.ProtocolName',
    1443: 'JoinGroupResponse.ProtocolName',
    1444: 'JoinGroupResponse.Leader',
    1445: 'JoinGroupResponse.Leader',
    1446: 'JoinGroupResponse.Leader',
    1447: 'JoinGroupResponse.Leader',
    1448: 'JoinGroupResponse.SkipAssignment',
    1450: 'JoinGroupResponse.MemberId',
    1451: 'JoinGroupResponse.MemberId',
    1452: 'JoinGroupResponse.MemberId',
    1453: 'JoinGroupResponse.MemberId',
    1454: 'JoinGroupResponse.Members',
    1455: 'JoinGroupResponse.Members',
    1456: 'JoinGroupResponse.Members',
    1457: 'JoinGroupResponse.Members.MemberId',
    1458: 'JoinGroupResponse.Members.MemberId',
    1459: 'JoinGroupResponse.Members.MemberId',
    1460: 'JoinGroupResponse.Members.MemberId',
    1461: 'JoinGroupResponse.Members.Metadata',
    1462: 'JoinGroupResponse.Members.Metadata',
    1463: 'JoinGroupResponse.Members.Metadata',
    1470: 'JoinGroupResponse.ErrorCode,GenerationId',
    1472: 'JoinGroupResponse.ProtocolName',
    1477: 'JoinGroupResponse.ProtocolName',
    1480: 'JoinGroupResponse.ProtocolName',
    1481: 'JoinGroupResponse.Leader',
    1486: 'JoinGroupResponse.Leader',
    1489: 'JoinGroupResponse.Leader',
    1490: 'JoinGroupResponse.MemberId',
    1495: 'JoinGroupResponse.MemberId',
    1498: 'JoinGroupResponse.MemberId',
    1499: 'JoinGroupResponse.Members',
    1504: 'JoinGroupResponse.Members.MemberId',
    1509: 'JoinGroupResponse.Members.MemberId',
    1512: 'JoinGroupResponse.Members.MemberId',
    1513: 'JoinGroupResponse.Members.Metadata',
    1528: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1529: 'JoinGroupResponse.ProtocolName',
    1530: 'JoinGroupResponse.ProtocolName',
    1531: 'JoinGroupResponse.ProtocolName',
    1532: 'JoinGroupResponse.ProtocolName',
    1533: 'JoinGroupResponse.Leader',
    1534: 'JoinGroupResponse.Leader',
    1535: 'JoinGroupResponse.Leader',
    1536: 'JoinGroupResponse.Leader',
    1537: 'JoinGroupResponse.SkipAssignment',
    1539: 'JoinGroupResponse.MemberId',
    1540: 'JoinGroupResponse.MemberId',
    1541: 'JoinGroupResponse.MemberId',
    1542: 'JoinGroupResponse.MemberId',
    1543: 'JoinGroupResponse.Members',
    1544: 'JoinGroupResponse.Members',
    1545: 'JoinGroupResponse.Members',
    1546: 'JoinGroupResponse.Members.MemberId',
    1547: 'JoinGroupResponse.Members.MemberId',
    1548: 'JoinGroupResponse.Members.MemberId',
    1549: 'JoinGroupResponse.Members.MemberId',
    1550: 'JoinGroupResponse.Members.Metadata',
    1551: 'JoinGroupResponse.Members.Metadata',
    1552: 'JoinGroupResponse.Members.Metadata',
    1559: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1561: 'JoinGroupResponse.ProtocolName',
    1566: 'JoinGroupResponse.ProtocolName',
    1569: 'JoinGroupResponse.ProtocolName',
    1570: 'JoinGroupResponse.Leader',
    1575: 'JoinGroupResponse.Leader',
    1578: 'JoinGroupResponse.Leader',
    1579: 'JoinGroupResponse.MemberId',
    1584: 'JoinGroupResponse.MemberId',
    1587: 'JoinGroupResponse.MemberId',
    1588: 'JoinGroupResponse.Members',
    1593: 'JoinGroupResponse.Members.MemberId',
    1598: 'JoinGroupResponse.Members.MemberId',
    1601: 'JoinGroupResponse.Members.MemberId',
    1602: 'JoinGroupResponse.Members.Metadata',
    1616: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1617: 'JoinGroupResponse.ProtocolName',
    1618: 'JoinGroupResponse.ProtocolName',
    1619: 'JoinGroupResponse.ProtocolName',
    1620: 'JoinGroupResponse.ProtocolName',
    1621: 'JoinGroupResponse.Leader',
    1622: 'JoinGroupResponse.Leader',
    1623: 'JoinGroupResponse.Leader',
    1624: 'JoinGroupResponse.Leader',
    1625: 'JoinGroupResponse.SkipAssignment',
    1627: 'JoinGroupResponse.MemberId',
    1628: 'JoinGroupResponse.MemberId',
    1629: 'JoinGroupResponse.MemberId',
    1630: 'JoinGroupResponse.MemberId',
    1631: 'JoinGroupResponse.Members',
    1632: 'JoinGroupResponse.Members',
    1633: 'JoinGroupResponse.Members',
    1634: 'JoinGroupResponse.Members.MemberId',
    1635: 'JoinGroupResponse.Members.MemberId',
    1636: 'JoinGroupResponse.Members.MemberId',
    1637: 'JoinGroupResponse.Members.MemberId',
    1638: 'JoinGroupResponse.Members.Metadata',
    1639: 'JoinGroupResponse.Members.Metadata',
    1640: 'JoinGroupResponse.Members.Metadata',
    1647: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1649: 'JoinGroupResponse.ProtocolName',
    1654: 'JoinGroupResponse.ProtocolName',
    1657: 'JoinGroupResponse.ProtocolName',
    1658: 'JoinGroupResponse.Leader',
    1663: 'JoinGroupResponse.Leader',
    1666: 'JoinGroupResponse.Leader',
    1667: 'JoinGroupResponse.MemberId',
    1672: 'JoinGroupResponse.MemberId',
    1675: 'JoinGroupResponse.MemberId',
    1676: 'JoinGroupResponse.Members',
    1681: 'JoinGroupResponse.Members.MemberId',
    1686: 'JoinGroupResponse.Members.MemberId',
    1689: 'JoinGroupResponse.Members.MemberId',
    1690: 'JoinGroupResponse.Members.Metadata',
    1704: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1705: 'JoinGroupResponse.ProtocolName',
    1706: 'JoinGroupResponse.ProtocolName',
    1707: 'JoinGroupResponse.ProtocolName',
    1708: 'JoinGroupResponse.ProtocolName',
    1709: 'JoinGroupResponse.Leader',
    1710: 'JoinGroupResponse.Leader',
    1711: 'JoinGroupResponse.Leader',
    1712: 'JoinGroupResponse.Leader',
    1713: 'JoinGroupResponse.SkipAssignment',
    1715: 'JoinGroupResponse.MemberId',
    1716: 'JoinGroupResponse.MemberId',
    1717: 'JoinGroupResponse.MemberId',
    1718: 'JoinGroupResponse.MemberId',
    1719: 'JoinGroupResponse.Members',
    1720: 'JoinGroupResponse.Members',
    1721: 'JoinGroupResponse.Members',
    1722: 'JoinGroupResponse.Members.MemberId',
    1723: 'JoinGroupResponse.Members.MemberId',
    1724: 'JoinGroupResponse.Members.MemberId',
    1725: 'JoinGroupResponse.Members.MemberId',
    1726: 'JoinGroupResponse.Members.Metadata',
    1727: 'JoinGroupResponse.Members.Metadata',
    1728: 'JoinGroupResponse.Members.Metadata',
    1735: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1737: 'JoinGroupResponse.ProtocolName',
    1742: 'JoinGroupResponse.ProtocolName',
    1745: 'JoinGroupResponse.ProtocolName',
    1746: 'JoinGroupResponse.Leader',
    1751: 'JoinGroupResponse.Leader',
    1754: 'JoinGroupResponse.Leader',
    1755: 'JoinGroupResponse.MemberId',
    1760: 'JoinGroupResponse.MemberId',
    1763: 'JoinGroupResponse.MemberId',
    1764: 'JoinGroupResponse.Members',
    1769: 'JoinGroupResponse.Members.MemberId',
    1774: 'JoinGroupResponse.Members.MemberId',
    1777: 'JoinGroupResponse.Members.MemberId',
    1778: 'JoinGroupResponse.Members.Metadata',
    1792: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1793: 'JoinGroupResponse.ProtocolName',
    1794: 'JoinGroupResponse.ProtocolName',
    1795: 'JoinGroupResponse.ProtocolName',
    1796: 'JoinGroupResponse.ProtocolName',
    1797: 'JoinGroupResponse.Leader',
    1798: 'JoinGroupResponse.Leader',
    1799: 'JoinGroupResponse.Leader',
    1800: 'JoinGroupResponse.Leader',
    1801: 'JoinGroupResponse.SkipAssignment',
    1803: 'JoinGroupResponse.MemberId',
    1804: 'JoinGroupResponse.MemberId',
    1805: 'JoinGroupResponse.MemberId',
    1806: 'JoinGroupResponse.MemberId',
    1807: 'JoinGroupResponse.Members',
    1808: 'JoinGroupResponse.Members',
    1809: 'JoinGroupResponse.Members',
    1810: 'JoinGroupResponse.Members.MemberId',
    1811: 'JoinGroupResponse.Members.MemberId',
    1812: 'JoinGroupResponse.Members.MemberId',
    1813: 'JoinGroupResponse.Members.MemberId',
    1814: 'JoinGroupResponse.Members.GroupInstanceId',
    1815: 'JoinGroupResponse.Members.GroupInstanceId',
    1816: 'JoinGroupResponse.Members.GroupInstanceId',
    1817: 'JoinGroupResponse.Members.GroupInstanceId',
    1818: 'JoinGroupResponse.Members.GroupInstanceId',
    1819: 'JoinGroupResponse.Members.GroupInstanceId',
    1820: 'JoinGroupResponse.Members.GroupInstanceId',
    1821: 'JoinGroupResponse.Members.Metadata',
    1822: 'JoinGroupResponse.Members.Metadata',
    1823: 'JoinGroupResponse.Members.Metadata',
    1830: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1832: 'JoinGroupResponse.ProtocolName',
    1837: 'JoinGroupResponse.ProtocolName',
    1840: 'JoinGroupResponse.ProtocolName',
    1841: 'JoinGroupResponse.Leader',
    1846: 'JoinGroupResponse.Leader',
    1849: 'JoinGroupResponse.Leader',
    1850: 'JoinGroupResponse.MemberId',
    1855: 'JoinGroupResponse.MemberId',
    1858: 'JoinGroupResponse.MemberId',
    1859: 'JoinGroupResponse.Members',
    1864: 'JoinGroupResponse.Members.MemberId',
    1869: 'JoinGroupResponse.Members.MemberId',
    1872: 'JoinGroupResponse.Members.MemberId',
    1873: 'JoinGroupResponse.Members.GroupInstanceId',
    1878: 'JoinGroupResponse.Members.GroupInstanceId',
    1881: 'JoinGroupResponse.Members.GroupInstanceId',
    1882: 'JoinGroupResponse.Members.Metadata',
    1895: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1896: 'JoinGroupResponse.ProtocolName',
    1897: 'JoinGroupResponse.ProtocolName',
    1898: 'JoinGroupResponse.ProtocolName',
    1899: 'JoinGroupResponse.ProtocolName',
    1900: 'JoinGroupResponse.ProtocolName',
    1901: 'JoinGroupResponse.Leader',
    1902: 'JoinGroupResponse.Leader',
    1903: 'JoinGroupResponse.Leader',
    1904: 'JoinGroupResponse.Leader',
    1905: 'JoinGroupResponse.Leader',
    1906: 'JoinGroupResponse.SkipAssignment',
    1908: 'JoinGroupResponse.MemberId',
    1909: 'JoinGroupResponse.MemberId',
    1910: 'JoinGroupResponse.MemberId',
    1911: 'JoinGroupResponse.MemberId',
    1912: 'JoinGroupResponse.MemberId',
    1913: 'JoinGroupResponse.Members',
    1914: 'JoinGroupResponse.Members',
    1915: 'JoinGroupResponse.Members',
    1916: 'JoinGroupResponse.Members',
    1917: 'JoinGroupResponse.Members.MemberId',
    1918: 'JoinGroupResponse.Members.MemberId',
    1919: 'JoinGroupResponse.Members.MemberId',
    1920: 'JoinGroupResponse.Members.MemberId',
    1921: 'JoinGroupResponse.Members.MemberId',
    1922: 'JoinGroupResponse.Members.GroupInstanceId',
    1923: 'JoinGroupResponse.Members.GroupInstanceId',
    1924: 'JoinGroupResponse.Members.GroupInstanceId',
    1925: 'JoinGroupResponse.Members.GroupInstanceId',
    1926: 'JoinGroupResponse.Members.GroupInstanceId',
    1927: 'JoinGroupResponse.Members.GroupInstanceId',
    1928: 'JoinGroupResponse.Members.GroupInstanceId',
    1929: 'JoinGroupResponse.Members.GroupInstanceId',
    1930: 'JoinGroupResponse.Members.Metadata',
    1931: 'JoinGroupResponse.Members.Metadata',
    1932: 'JoinGroupResponse.Members.Metadata',
    1933: 'JoinGroupResponse.Members.Metadata',
    1934: 'JoinGroupResponse.Members._unknown_tags',
    1935: 'JoinGroupResponse.Members',
    1938: 'JoinGroupResponse.Members._unknown_tags',
    1939: 'JoinGroupResponse._unknown_tags',
    1940: 'JoinGroupResponse',
    1943: 'JoinGroupResponse._unknown_tags',
    1950: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    1952: 'JoinGroupResponse.ProtocolName',
    1957: 'JoinGroupResponse.ProtocolName',
    1960: 'JoinGroupResponse.ProtocolName',
    1961: 'JoinGroupResponse.Leader',
    1966: 'JoinGroupResponse.Leader',
    1969: 'JoinGroupResponse.Leader',
    1970: 'JoinGroupResponse.MemberId',
    1975: 'JoinGroupResponse.MemberId',
    1978: 'JoinGroupResponse.MemberId',
    1979: 'JoinGroupResponse.Members',
    1983: 'JoinGroupResponse.Members',
    1988: 'JoinGroupResponse.Members.MemberId',
    1993: 'JoinGroupResponse.Members.MemberId',
    1996: 'JoinGroupResponse.Members.MemberId',
    1997: 'JoinGroupResponse.Members.GroupInstanceId',
    2002: 'JoinGroupResponse.Members.GroupInstanceId',
    2005: 'JoinGroupResponse.Members.GroupInstanceId',
    2006: 'JoinGroupResponse.Members.Metadata',
    2007: 'JoinGroupResponse.Members._tagged_fields',
    2011: 'JoinGroupResponse.Members._tagged_fields',
    2016: 'JoinGroupResponse.Members._tagged_fields',
    2017: 'JoinGroupResponse.Members._tagged_fields',
    2030: 'JoinGroupResponse._tagged_fields',
    2034: 'JoinGroupResponse._tagged_fields',
    2039: 'JoinGroupResponse._tagged_fields',
    2040: 'JoinGroupResponse._tagged_fields',
    2055: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2056: 'JoinGroupResponse.ProtocolType',
    2057: 'JoinGroupResponse.ProtocolType',
    2058: 'JoinGroupResponse.ProtocolType',
    2059: 'JoinGroupResponse.ProtocolType',
    2060: 'JoinGroupResponse.ProtocolType',
    2061: 'JoinGroupResponse.ProtocolType',
    2062: 'JoinGroupResponse.ProtocolType',
    2063: 'JoinGroupResponse.ProtocolType',
    2064: 'JoinGroupResponse.ProtocolName',
    2065: 'JoinGroupResponse.ProtocolName',
    2066: 'JoinGroupResponse.ProtocolName',
    2067: 'JoinGroupResponse.ProtocolName',
    2068: 'JoinGroupResponse.ProtocolName',
    2069: 'JoinGroupResponse.ProtocolName',
    2070: 'JoinGroupResponse.ProtocolName',
    2071: 'JoinGroupResponse.ProtocolName',
    2072: 'JoinGroupResponse.Leader',
    2073: 'JoinGroupResponse.Leader',
    2074: 'JoinGroupResponse.Leader',
    2075: 'JoinGroupResponse.Leader',
    2076: 'JoinGroupResponse.Leader',
    2077: 'JoinGroupResponse.SkipAssignment',
    2079: 'JoinGroupResponse.MemberId',
    2080: 'JoinGroupResponse.MemberId',
    2081: 'JoinGroupResponse.MemberId',
    2082: 'JoinGroupResponse.MemberId',
    2083: 'JoinGroupResponse.MemberId',
    2084: 'JoinGroupResponse.Members',
    2085: 'JoinGroupResponse.Members',
    2086: 'JoinGroupResponse.Members',
    2087: 'JoinGroupResponse.Members',
    2088: 'JoinGroupResponse.Members.MemberId',
    2089: 'JoinGroupResponse.Members.MemberId',
    2090: 'JoinGroupResponse.Members.MemberId',
    2091: 'JoinGroupResponse.Members.MemberId',
    2092: 'JoinGroupResponse.Members.MemberId',
    2093: 'JoinGroupResponse.Members.GroupInstanceId',
    2094: 'JoinGroupResponse.Members.GroupInstanceId',
    2095: 'JoinGroupResponse.Members.GroupInstanceId',
    2096: 'JoinGroupResponse.Members.GroupInstanceId',
    2097: 'JoinGroupResponse.Members.GroupInstanceId',
    2098: 'JoinGroupResponse.Members.GroupInstanceId',
    2099: 'JoinGroupResponse.Members.GroupInstanceId',
    2100: 'JoinGroupResponse.Members.GroupInstanceId',
    2101: 'JoinGroupResponse.Members.Metadata',
    2102: 'JoinGroupResponse.Members.Metadata',
    2103: 'JoinGroupResponse.Members.Metadata',
    2104: 'JoinGroupResponse.Members.Metadata',
    2105: 'JoinGroupResponse.Members._unknown_tags',
    2106: 'JoinGroupResponse.Members',
    2109: 'JoinGroupResponse.Members._unknown_tags',
    2110: 'JoinGroupResponse._unknown_tags',
    2111: 'JoinGroupResponse',
    2114: 'JoinGroupResponse._unknown_tags',
    2121: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2123: 'JoinGroupResponse.ProtocolType',
    2128: 'JoinGroupResponse.ProtocolType',
    2131: 'JoinGroupResponse.ProtocolType',
    2132: 'JoinGroupResponse.ProtocolName',
    2137: 'JoinGroupResponse.ProtocolName',
    2140: 'JoinGroupResponse.ProtocolName',
    2141: 'JoinGroupResponse.Leader',
    2146: 'JoinGroupResponse.Leader',
    2149: 'JoinGroupResponse.Leader',
    2150: 'JoinGroupResponse.MemberId',
    2155: 'JoinGroupResponse.MemberId',
    2158: 'JoinGroupResponse.MemberId',
    2159: 'JoinGroupResponse.Members',
    2163: 'JoinGroupResponse.Members',
    2168: 'JoinGroupResponse.Members.MemberId',
    2173: 'JoinGroupResponse.Members.MemberId',
    2176: 'JoinGroupResponse.Members.MemberId',
    2177: 'JoinGroupResponse.Members.GroupInstanceId',
    2182: 'JoinGroupResponse.Members.GroupInstanceId',
    2185: 'JoinGroupResponse.Members.GroupInstanceId',
    2186: 'JoinGroupResponse.Members.Metadata',
    2187: 'JoinGroupResponse.Members._tagged_fields',
    2191: 'JoinGroupResponse.Members._tagged_fields',
    2196: 'JoinGroupResponse.Members._tagged_fields',
    2197: 'JoinGroupResponse.Members._tagged_fields',
    2209: 'JoinGroupResponse._tagged_fields',
    2213: 'JoinGroupResponse._tagged_fields',
    2218: 'JoinGroupResponse._tagged_fields',
    2219: 'JoinGroupResponse._tagged_fields',
    2234: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2235: 'JoinGroupResponse.ProtocolType',
    2236: 'JoinGroupResponse.ProtocolType',
    2237: 'JoinGroupResponse.ProtocolType',
    2238: 'JoinGroupResponse.ProtocolType',
    2239: 'JoinGroupResponse.ProtocolType',
    2240: 'JoinGroupResponse.ProtocolType',
    2241: 'JoinGroupResponse.ProtocolType',
    2242: 'JoinGroupResponse.ProtocolType',
    2243: 'JoinGroupResponse.ProtocolName',
    2244: 'JoinGroupResponse.ProtocolName',
    2245: 'JoinGroupResponse.ProtocolName',
    2246: 'JoinGroupResponse.ProtocolName',
    2247: 'JoinGroupResponse.ProtocolName',
    2248: 'JoinGroupResponse.ProtocolName',
    2249: 'JoinGroupResponse.ProtocolName',
    2250: 'JoinGroupResponse.ProtocolName',
    2251: 'JoinGroupResponse.Leader',
    2252: 'JoinGroupResponse.Leader',
    2253: 'JoinGroupResponse.Leader',
    2254: 'JoinGroupResponse.Leader',
    2255: 'JoinGroupResponse.Leader',
    2256: 'JoinGroupResponse.SkipAssignment',
    2258: 'JoinGroupResponse.MemberId',
    2259: 'JoinGroupResponse.MemberId',
    2260: 'JoinGroupResponse.MemberId',
    2261: 'JoinGroupResponse.MemberId',
    2262: 'JoinGroupResponse.MemberId',
    2263: 'JoinGroupResponse.Members',
    2264: 'JoinGroupResponse.Members',
    2265: 'JoinGroupResponse.Members',
    2266: 'JoinGroupResponse.Members',
    2267: 'JoinGroupResponse.Members.MemberId',
    2268: 'JoinGroupResponse.Members.MemberId',
    2269: 'JoinGroupResponse.Members.MemberId',
    2270: 'JoinGroupResponse.Members.MemberId',
    2271: 'JoinGroupResponse.Members.MemberId',
    2272: 'JoinGroupResponse.Members.GroupInstanceId',
    2273: 'JoinGroupResponse.Members.GroupInstanceId',
    2274: 'JoinGroupResponse.Members.GroupInstanceId',
    2275: 'JoinGroupResponse.Members.GroupInstanceId',
    2276: 'JoinGroupResponse.Members.GroupInstanceId',
    2277: 'JoinGroupResponse.Members.GroupInstanceId',
    2278: 'JoinGroupResponse.Members.GroupInstanceId',
    2279: 'JoinGroupResponse.Members.GroupInstanceId',
    2280: 'JoinGroupResponse.Members.Metadata',
    2281: 'JoinGroupResponse.Members.Metadata',
    2282: 'JoinGroupResponse.Members.Metadata',
    2283: 'JoinGroupResponse.Members.Metadata',
    2284: 'JoinGroupResponse.Members._unknown_tags',
    2285: 'JoinGroupResponse.Members',
    2288: 'JoinGroupResponse.Members._unknown_tags',
    2289: 'JoinGroupResponse._unknown_tags',
    2290: 'JoinGroupResponse',
    2293: 'JoinGroupResponse._unknown_tags',
    2300: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2302: 'JoinGroupResponse.ProtocolType',
    2307: 'JoinGroupResponse.ProtocolType',
    2310: 'JoinGroupResponse.ProtocolType',
    2311: 'JoinGroupResponse.ProtocolName',
    2316: 'JoinGroupResponse.ProtocolName',
    2319: 'JoinGroupResponse.ProtocolName',
    2320: 'JoinGroupResponse.Leader',
    2325: 'JoinGroupResponse.Leader',
    2328: 'JoinGroupResponse.Leader',
    2329: 'JoinGroupResponse.MemberId',
    2334: 'JoinGroupResponse.MemberId',
    2337: 'JoinGroupResponse.MemberId',
    2338: 'JoinGroupResponse.Members',
    2342: 'JoinGroupResponse.Members',
    2347: 'JoinGroupResponse.Members.MemberId',
    2352: 'JoinGroupResponse.Members.MemberId',
    2355: 'JoinGroupResponse.Members.MemberId',
    2356: 'JoinGroupResponse.Members.GroupInstanceId',
    2361: 'JoinGroupResponse.Members.GroupInstanceId',
    2364: 'JoinGroupResponse.Members.GroupInstanceId',
    2365: 'JoinGroupResponse.Members.Metadata',
    2366: 'JoinGroupResponse.Members._tagged_fields',
    2370: 'JoinGroupResponse.Members._tagged_fields',
    2375: 'JoinGroupResponse.Members._tagged_fields',
    2376: 'JoinGroupResponse.Members._tagged_fields',
    2388: 'JoinGroupResponse._tagged_fields',
    2392: 'JoinGroupResponse._tagged_fields',
    2397: 'JoinGroupResponse._tagged_fields',
    2398: 'JoinGroupResponse._tagged_fields',
    2413: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2414: 'JoinGroupResponse.ProtocolType',
    2415: 'JoinGroupResponse.ProtocolType',
    2416: 'JoinGroupResponse.ProtocolType',
    2417: 'JoinGroupResponse.ProtocolType',
    2418: 'JoinGroupResponse.ProtocolType',
    2419: 'JoinGroupResponse.ProtocolType',
    2420: 'JoinGroupResponse.ProtocolType',
    2421: 'JoinGroupResponse.ProtocolType',
    2422: 'JoinGroupResponse.ProtocolName',
    2423: 'JoinGroupResponse.ProtocolName',
    2424: 'JoinGroupResponse.ProtocolName',
    2425: 'JoinGroupResponse.ProtocolName',
    2426: 'JoinGroupResponse.ProtocolName',
    2427: 'JoinGroupResponse.ProtocolName',
    2428: 'JoinGroupResponse.ProtocolName',
    2429: 'JoinGroupResponse.ProtocolName',
    2430: 'JoinGroupResponse.Leader',
    2431: 'JoinGroupResponse.Leader',
    2432: 'JoinGroupResponse.Leader',
    2433: 'JoinGroupResponse.Leader',
    2434: 'JoinGroupResponse.Leader',
    2435: 'JoinGroupResponse.SkipAssignment',
    2436: 'JoinGroupResponse.MemberId',
    2437: 'JoinGroupResponse.MemberId',
    2438: 'JoinGroupResponse.MemberId',
    2439: 'JoinGroupResponse.MemberId',
    2440: 'JoinGroupResponse.MemberId',
    2441: 'JoinGroupResponse.Members',
    2442: 'JoinGroupResponse.Members',
    2443: 'JoinGroupResponse.Members',
    2444: 'JoinGroupResponse.Members',
    2445: 'JoinGroupResponse.Members.MemberId',
    2446: 'JoinGroupResponse.Members.MemberId',
    2447: 'JoinGroupResponse.Members.MemberId',
    2448: 'JoinGroupResponse.Members.MemberId',
    2449: 'JoinGroupResponse.Members.MemberId',
    2450: 'JoinGroupResponse.Members.GroupInstanceId',
    2451: 'JoinGroupResponse.Members.GroupInstanceId',
    2452: 'JoinGroupResponse.Members.GroupInstanceId',
    2453: 'JoinGroupResponse.Members.GroupInstanceId',
    2454: 'JoinGroupResponse.Members.GroupInstanceId',
    2455: 'JoinGroupResponse.Members.GroupInstanceId',
    2456: 'JoinGroupResponse.Members.GroupInstanceId',
    2457: 'JoinGroupResponse.Members.GroupInstanceId',
    2458: 'JoinGroupResponse.Members.Metadata',
    2459: 'JoinGroupResponse.Members.Metadata',
    2460: 'JoinGroupResponse.Members.Metadata',
    2461: 'JoinGroupResponse.Members.Metadata',
    2462: 'JoinGroupResponse.Members._unknown_tags',
    2463: 'JoinGroupResponse.Members',
    2466: 'JoinGroupResponse.Members._unknown_tags',
    2467: 'JoinGroupResponse._unknown_tags',
    2468: 'JoinGroupResponse',
    2471: 'JoinGroupResponse._unknown_tags',
    2478: 'JoinGroupResponse.ThrottleTimeMs,ErrorCode,GenerationId',
    2480: 'JoinGroupResponse.ProtocolType',
    2485: 'JoinGroupResponse.ProtocolType',
    2488: 'JoinGroupResponse.ProtocolType',
    2489: 'JoinGroupResponse.ProtocolName',
    2494: 'JoinGroupResponse.ProtocolName',
    2497: 'JoinGroupResponse.ProtocolName',
    2498: 'JoinGroupResponse.Leader',
    2503: 'JoinGroupResponse.Leader',
    2506: 'JoinGroupResponse.Leader',
    2507: 'JoinGroupResponse.SkipAssignment',
    2509: 'JoinGroupResponse.MemberId',
    2514: 'JoinGroupResponse.MemberId',
    2517: 'JoinGroupResponse.MemberId',
    2518: 'JoinGroupResponse.Members',
    2522: 'JoinGroupResponse.Members',
    2527: 'JoinGroupResponse.Members.MemberId',
    2532: 'JoinGroupResponse.Members.MemberId',
    2535: 'JoinGroupResponse.Members.MemberId',
    2536: 'JoinGroupResponse.Members.GroupInstanceId',
    2541: 'JoinGroupResponse.Members.GroupInstanceId',
    2544: 'JoinGroupResponse.Members.GroupInstanceId',
    2545: 'JoinGroupResponse.Members.Metadata',
    2546: 'JoinGroupResponse.Members._tagged_fields',
    2550: 'JoinGroupResponse.Members._tagged_fields',
    2555: 'JoinGroupResponse.Members._tagged_fields',
    2556: 'JoinGroupResponse.Members._tagged_fields',
    2567: 'JoinGroupResponse._tagged_fields',
    2571: 'JoinGroupResponse._tagged_fields',
    2576: 'JoinGroupResponse._tagged_fields',
    2577: 'JoinGroupResponse._tagged_fields',
}
