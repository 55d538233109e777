# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/SyncGroupRequest.json, schemas/messages/SyncGroupResponse.json.
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

__all__ = ['SyncGroupRequest', 'SyncGroupResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class SyncGroupRequest(_Message):
    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'protocol_type', 'protocol_name', 'assignments', '_unknown_tags')
    NAME = 'SyncGroupRequest'
    TYPE = 'request'
    API_KEY = 14
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (4, 5)

    def __init__(self, *, group_id='', generation_id=0, member_id='', group_instance_id=None, protocol_type=None, protocol_name=None, assignments=_EMPTY, _unknown_tags=None):
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignments = [] if assignments is _EMPTY else assignments
        self._unknown_tags = _unknown_tags

    class SyncGroupRequestAssignment(_Message):
        __slots__ = ('member_id', 'assignment', '_unknown_tags')
        NAME = 'SyncGroupRequest.SyncGroupRequestAssignment'

        def __init__(self, *, member_id='', assignment=b'', _unknown_tags=None):
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

def _mk_SyncGroupRequest_SyncGroupRequestAssignment():
    o = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
    o.member_id = ''
    o.assignment = b''
    o._unknown_tags = None
    return o


def _enc_SyncGroupRequest_v0(o):
    parts = []
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


def _dec_SyncGroupRequest_v0(buf, pos):
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
    l19 = []
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


def _enc_SyncGroupRequest_v1(o):
    parts = []
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


def _dec_SyncGroupRequest_v1(buf, pos):
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
    l44 = []
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


def _enc_SyncGroupRequest_v2(o):
    parts = []
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


def _dec_SyncGroupRequest_v2(buf, pos):
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
    l69 = []
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


def _enc_SyncGroupRequest_v3(o):
    parts = []
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


def _dec_SyncGroupRequest_v3(buf, pos):
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
    l99 = []
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


def _enc_SyncGroupRequest_v4(o):
    parts = []
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


def _dec_SyncGroupRequest_v4(buf, pos):
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
    l132 = []
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
            uk140 = None
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
        uk145 = None
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


def _enc_SyncGroupRequest_v5(o):
    parts = []
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


def _dec_SyncGroupRequest_v5(buf, pos):
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
    l185 = []
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
            uk193 = None
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
        uk198 = None
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
    __slots__ = ('throttle_time_ms', 'error_code', 'protocol_type', 'protocol_name', 'assignment', '_unknown_tags')
    NAME = 'SyncGroupResponse'
    TYPE = 'response'
    API_KEY = 14
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (4, 5)

    def __init__(self, *, throttle_time_ms=0, error_code=0, protocol_type=None, protocol_name=None, assignment=b'', _unknown_tags=None):
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


def _enc_SyncGroupResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s202 = o.assignment
    a(_S_i.pack(len(s202)))
    a(s202)
    return b''.join(parts)


def _dec_SyncGroupResponse_v0(buf, pos):
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


def _enc_SyncGroupResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s206 = o.assignment
    a(_S_i.pack(len(s206)))
    a(s206)
    return b''.join(parts)


def _dec_SyncGroupResponse_v1(buf, pos):
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


def _enc_SyncGroupResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s210 = o.assignment
    a(_S_i.pack(len(s210)))
    a(s210)
    return b''.join(parts)


def _dec_SyncGroupResponse_v2(buf, pos):
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


def _enc_SyncGroupResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s214 = o.assignment
    a(_S_i.pack(len(s214)))
    a(s214)
    return b''.join(parts)


def _dec_SyncGroupResponse_v3(buf, pos):
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


def _enc_SyncGroupResponse_v4(o):
    parts = []
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


def _dec_SyncGroupResponse_v4(buf, pos):
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
        uk224 = None
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


def _enc_SyncGroupResponse_v5(o):
    parts = []
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


def _dec_SyncGroupResponse_v5(buf, pos):
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
        uk244 = None
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
    101: 'SyncGroupRequest.GroupId',
    102: 'SyncGroupRequest.GroupId',
    103: 'SyncGroupRequest.GroupId',
    104: 'SyncGroupRequest.GroupId',
    105: 'SyncGroupRequest.GenerationId',
    106: 'SyncGroupRequest.MemberId',
    107: 'SyncGroupRequest.MemberId',
    108: 'SyncGroupRequest.MemberId',
    109: 'SyncGroupRequest.MemberId',
    110: 'SyncGroupRequest.GroupInstanceId',
    112: 'SyncGroupRequest.Assignments',
    113: 'SyncGroupRequest.Assignments',
    114: 'SyncGroupRequest.Assignments',
    115: 'SyncGroupRequest.Assignments.MemberId',
    116: 'SyncGroupRequest.Assignments.MemberId',
    117: 'SyncGroupRequest.Assignments.MemberId',
    118: 'SyncGroupRequest.Assignments.MemberId',
    119: 'SyncGroupRequest.Assignments.Assignment',
    120: 'SyncGroupRequest.Assignments.Assignment',
    121: 'SyncGroupRequest.Assignments.Assignment',
    128: 'SyncGroupRequest.GroupId',
    133: 'SyncGroupRequest.GroupId',
    136: 'SyncGroupRequest.GroupId',
    137: 'SyncGroupRequest.GenerationId',
    139: 'SyncGroupRequest.MemberId',
    144: 'SyncGroupRequest.MemberId',
    147: 'SyncGroupRequest.MemberId',
    148: 'SyncGroupRequest.Assignments',
    153: 'SyncGroupRequest.Assignments.MemberId',
    158: 'SyncGroupRequest.Assignments.MemberId',
    161: 'SyncGroupRequest.Assignments.MemberId',
    162: 'SyncGroupRequest.Assignments.Assignment',
    185: 'SyncGroupRequest.GroupId',
    186: 'SyncGroupRequest.GroupId',
    187: 'SyncGroupRequest.GroupId',
    188: 'SyncGroupRequest.GroupId',
    189: 'SyncGroupRequest.GenerationId',
    190: 'SyncGroupRequest.MemberId',
    191: 'SyncGroupRequest.MemberId',
    192: 'SyncGroupRequest.MemberId',
    193: 'SyncGroupRequest.MemberId',
    194: 'SyncGroupRequest.GroupInstanceId',
    196: 'SyncGroupRequest.Assignments',
    197: 'SyncGroupRequest.Assignments',
    198: 'SyncGroupRequest.Assignments',
    199: 'SyncGroupRequest.Assignments.MemberId',
    200: 'SyncGroupRequest.Assignments.MemberId',
    201: 'SyncGroupRequest.Assignments.MemberId',
    202: 'SyncGroupRequest.Assignments.MemberId',
    203: 'SyncGroupRequest.Assignments.Assignment',
    204: 'SyncGroupRequest.Assignments.Assignment',
    205: 'SyncGroupRequest.Assignments.Assignment',
    212: 'SyncGroupRequest.GroupId',
    217: 'SyncGroupRequest.GroupId',
    220: 'SyncGroupRequest.GroupId',
    221: 'SyncGroupRequest.GenerationId',
    223: 'SyncGroupRequest.MemberId',
    228: 'SyncGroupRequest.MemberId',
    231: 'SyncGroupRequest.MemberId',
    232: 'SyncGroupRequest.Assignments',
    237: 'SyncGroupRequest.Assignments.MemberId',
    242: 'SyncGroupRequest.Assignments.MemberId',
    245: 'SyncGroupRequest.Assignments.MemberId',
    246: 'SyncGroupRequest.Assignments.Assignment',
    269: 'SyncGroupRequest.GroupId',
    270: 'SyncGroupRequest.GroupId',
    271: 'SyncGroupRequest.GroupId',
    272: 'SyncGroupRequest.GroupId',
    273: 'SyncGroupRequest.GenerationId',
    274: 'SyncGroupRequest.MemberId',
    275: 'SyncGroupRequest.MemberId',
    276: 'SyncGroupRequest.MemberId',
    277: 'SyncGroupRequest.MemberId',
    278: 'SyncGroupRequest.GroupInstanceId',
    280: 'SyncGroupRequest.Assignments',
    281: 'SyncGroupRequest.Assignments',
    282: 'SyncGroupRequest.Assignments',
    283: 'SyncGroupRequest.Assignments.MemberId',
    284: 'SyncGroupRequest.Assignments.MemberId',
    285: 'SyncGroupRequest.Assignments.MemberId',
    286: 'SyncGroupRequest.Assignments.MemberId',
    287: 'SyncGroupRequest.Assignments.Assignment',
    288: 'SyncGroupRequest.Assignments.Assignment',
    289: 'SyncGroupRequest.Assignments.Assignment',
    296: 'SyncGroupRequest.GroupId',
    301: 'SyncGroupRequest.GroupId',
    304: 'SyncGroupRequest.GroupId',
    305: 'SyncGroupRequest.GenerationId',
    307: 'SyncGroupRequest.MemberId',
    312: 'SyncGroupRequest.MemberId',
    315: 'SyncGroupRequest.MemberId',
    316: 'SyncGroupRequest.Assignments',
    321: 'SyncGroupRequest.Assignments.MemberId',
    326: 'SyncGroupRequest.Assignments.MemberId',
    329: 'SyncGroupRequest.Assignments.MemberId',
    330: 'SyncGroupRequest.Assignments.Assignment',
    353: 'SyncGroupRequest.GroupId',
    354: 'SyncGroupRequest.GroupId',
    355: 'SyncGroupRequest.GroupId',
    356: 'SyncGroupRequest.GroupId',
    357: 'SyncGroupRequest.GenerationId',
    358: 'SyncGroupRequest.MemberId',
    359: 'SyncGroupRequest.MemberId',
    360: 'SyncGroupRequest.MemberId',
    361: 'SyncGroupRequest.MemberId',
    362: 'SyncGroupRequest.GroupInstanceId',
    363: 'SyncGroupRequest.GroupInstanceId',
    364: 'SyncGroupRequest.GroupInstanceId',
    365: 'SyncGroupRequest.GroupInstanceId',
    366: 'SyncGroupRequest.GroupInstanceId',
    367: 'SyncGroupRequest.GroupInstanceId',
    368: 'SyncGroupRequest.GroupInstanceId',
    369: 'SyncGroupRequest.Assignments',
    370: 'SyncGroupRequest.Assignments',
    371: 'SyncGroupRequest.Assignments',
    372: 'SyncGroupRequest.Assignments.MemberId',
    373: 'SyncGroupRequest.Assignments.MemberId',
    374: 'SyncGroupRequest.Assignments.MemberId',
    375: 'SyncGroupRequest.Assignments.MemberId',
    376: 'SyncGroupRequest.Assignments.Assignment',
    377: 'SyncGroupRequest.Assignments.Assignment',
    378: 'SyncGroupRequest.Assignments.Assignment',
    385: 'SyncGroupRequest.GroupId',
    390: 'SyncGroupRequest.GroupId',
    393: 'SyncGroupRequest.GroupId',
    394: 'SyncGroupRequest.GenerationId',
    396: 'SyncGroupRequest.MemberId',
    401: 'SyncGroupRequest.MemberId',
    404: 'SyncGroupRequest.MemberId',
    405: 'SyncGroupRequest.GroupInstanceId',
    410: 'SyncGroupRequest.GroupInstanceId',
    413: 'SyncGroupRequest.GroupInstanceId',
    414: 'SyncGroupRequest.Assignments',
    419: 'SyncGroupRequest.Assignments.MemberId',
    424: 'SyncGroupRequest.Assignments.MemberId',
    427: 'SyncGroupRequest.Assignments.MemberId',
    428: 'SyncGroupRequest.Assignments.Assignment',
    450: 'SyncGroupRequest.GroupId',
    451: 'SyncGroupRequest.GroupId',
    452: 'SyncGroupRequest.GroupId',
    453: 'SyncGroupRequest.GroupId',
    454: 'SyncGroupRequest.GroupId',
    455: 'SyncGroupRequest.GenerationId',
    456: 'SyncGroupRequest.MemberId',
    457: 'SyncGroupRequest.MemberId',
    458: 'SyncGroupRequest.MemberId',
    459: 'SyncGroupRequest.MemberId',
    460: 'SyncGroupRequest.MemberId',
    461: 'SyncGroupRequest.GroupInstanceId',
    462: 'SyncGroupRequest.GroupInstanceId',
    463: 'SyncGroupRequest.GroupInstanceId',
    464: 'SyncGroupRequest.GroupInstanceId',
    465: 'SyncGroupRequest.GroupInstanceId',
    466: 'SyncGroupRequest.GroupInstanceId',
    467: 'SyncGroupRequest.GroupInstanceId',
    468: 'SyncGroupRequest.GroupInstanceId',
    469: 'SyncGroupRequest.Assignments',
    470: 'SyncGroupRequest.Assignments',
    471: 'SyncGroupRequest.Assignments',
    472: 'SyncGroupRequest.Assignments',
    473: 'SyncGroupRequest.Assignments.MemberId',
    474: 'SyncGroupRequest.Assignments.MemberId',
    475: 'SyncGroupRequest.Assignments.MemberId',
    476: 'SyncGroupRequest.Assignments.MemberId',
    477: 'SyncGroupRequest.Assignments.MemberId',
    478: 'SyncGroupRequest.Assignments.Assignment',
    479: 'SyncGroupRequest.Assignments.Assignment',
    480: 'SyncGroupRequest.Assignments.Assignment',
    481: 'SyncGroupRequest.Assignments.Assignment',
    482: 'SyncGroupRequest.Assignments._unknown_tags',
    483: 'SyncGroupRequest.Assignments',
    486: 'SyncGroupRequest.Assignments._unknown_tags',
    487: 'SyncGroupRequest._unknown_tags',
    488: 'SyncGroupRequest',
    491: 'SyncGroupRequest._unknown_tags',
    498: 'SyncGroupRequest.GroupId',
    503: 'SyncGroupRequest.GroupId',
    506: 'SyncGroupRequest.GroupId',
    507: 'SyncGroupRequest.GenerationId',
    509: 'SyncGroupRequest.MemberId',
    514: 'SyncGroupRequest.MemberId',
    517: 'SyncGroupRequest.MemberId',
    518: 'SyncGroupRequest.GroupInstanceId',
    523: 'SyncGroupRequest.GroupInstanceId',
    526: 'SyncGroupRequest.GroupInstanceId',
    527: 'SyncGroupRequest.Assignments',
    531: 'SyncGroupRequest.Assignments',
    536: 'SyncGroupRequest.Assignments.MemberId',
    541: 'SyncGroupRequest.Assignments.MemberId',
    544: 'SyncGroupRequest.Assignments.MemberId',
    545: 'SyncGroupRequest.Assignments.Assignment',
    549: 'SyncGroupRequest.Assignments.Assignment',
    559: 'SyncGroupRequest.Assignments._tagged_fields',
    563: 'SyncGroupRequest.Assignments._tagged_fields',
    568: 'SyncGroupRequest.Assignments._tagged_fields',
    569: 'SyncGroupRequest.Assignments._tagged_fields',
    582: 'SyncGroupRequest._tagged_fields',
    586: 'SyncGroupRequest._tagged_fields',
    591: 'SyncGroupRequest._tagged_fields',
    592: 'SyncGroupRequest._tagged_fields',
    607: 'SyncGroupRequest.GroupId',
    608: 'SyncGroupRequest.GroupId',
    609: 'SyncGroupRequest.GroupId',
    610: 'SyncGroupRequest.GroupId',
    611: 'SyncGroupRequest.GroupId',
    612: 'SyncGroupRequest.GenerationId',
    613: 'SyncGroupRequest.MemberId',
    614: 'SyncGroupRequest.MemberId',
    615: 'SyncGroupRequest.MemberId',
    616: 'SyncGroupRequest.MemberId',
    617: 'SyncGroupRequest.MemberId',
    618: 'SyncGroupRequest.GroupInstanceId',
    619: 'SyncGroupRequest.GroupInstanceId',
    620: 'SyncGroupRequest.GroupInstanceId',
    621: 'SyncGroupRequest.GroupInstanceId',
    622: 'SyncGroupRequest.GroupInstanceId',
    623: 'SyncGroupRequest.GroupInstanceId',
    624: 'SyncGroupRequest.GroupInstanceId',
    625: 'SyncGroupRequest.GroupInstanceId',
    626: 'SyncGroupRequest.ProtocolType',
    627: 'SyncGroupRequest.ProtocolType',
    628: 'SyncGroupRequest.ProtocolType',
    629: 'SyncGroupRequest.ProtocolType',
    630: 'SyncGroupRequest.ProtocolType',
    631: 'SyncGroupRequest.ProtocolType',
    632: 'SyncGroupRequest.ProtocolType',
    633: 'SyncGroupRequest.ProtocolType',
    634: 'SyncGroupRequest.ProtocolName',
    635: 'SyncGroupRequest.ProtocolName',
    636: 'SyncGroupRequest.ProtocolName',
    637: 'SyncGroupRequest.ProtocolName',
    638: 'SyncGroupRequest.ProtocolName',
    639: 'SyncGroupRequest.ProtocolName',
    640: 'SyncGroupRequest.ProtocolName',
    641: 'SyncGroupRequest.ProtocolName',
    642: 'SyncGroupRequest.Assignments',
    643: 'SyncGroupRequest.Assignments',
    644: 'SyncGroupRequest.Assignments',
    645: 'SyncGroupRequest.Assignments',
    646: 'SyncGroupRequest.Assignments.MemberId',
    647: 'SyncGroupRequest.Assignments.MemberId',
    648: 'SyncGroupRequest.Assignments.MemberId',
    649: 'SyncGroupRequest.Assignments.MemberId',
    650: 'SyncGroupRequest.Assignments.MemberId',
    651: 'SyncGroupRequest.Assignments.Assignment',
    652: 'SyncGroupRequest.Assignments.Assignment',
    653: 'SyncGroupRequest.Assignments.Assignment',
    654: 'SyncGroupRequest.Assignments.Assignment',
    655: 'SyncGroupRequest.Assignments._unknown_tags',
    656: 'SyncGroupRequest.Assignments',
    659: 'SyncGroupRequest.Assignments._unknown_tags',
    660: 'SyncGroupRequest._unknown_tags',
    661: 'SyncGroupRequest',
    664: 'SyncGroupRequest._unknown_tags',
    671: 'SyncGroupRequest.GroupId',
    676: 'SyncGroupRequest.GroupId',
    679: 'SyncGroupRequest.GroupId',
    680: 'SyncGroupRequest.GenerationId',
    682: 'SyncGroupRequest.MemberId',
    687: 'SyncGroupRequest.MemberId',
    690: 'SyncGroupRequest.MemberId',
    691: 'SyncGroupRequest.GroupInstanceId',
    696: 'SyncGroupRequest.GroupInstanceId',
    699: 'SyncGroupRequest.GroupInstanceId',
    700: 'SyncGroupRequest.ProtocolType',
    705: 'SyncGroupRequest.ProtocolType',
    708: 'SyncGroupRequest.ProtocolType',
    709: 'SyncGroupRequest.ProtocolName',
    714: 'SyncGroupRequest.ProtocolName',
    717: 'SyncGroupRequest.ProtocolName',
    718: 'SyncGroupRequest.Assignments',
    722: 'SyncGroupRequest.Assignments',
    727: 'SyncGroupRequest.Assignments.MemberId',
    732: 'SyncGroupRequest.Assignments.MemberId',
    735: 'SyncGroupRequest.Assignments.MemberId',
    736: 'SyncGroupRequest.Assignments.Assignment',
    740: 'SyncGroupRequest.Assignments.Assignment',
    750: 'SyncGroupRequest.Assignments._tagged_fields',
    754: 'SyncGroupRequest.Assignments._tagged_fields',
    759: 'SyncGroupRequest.Assignments._tagged_fields',
    760: 'SyncGroupRequest.Assignments._tagged_fields',
    771: 'SyncGroupRequest._tagged_fields',
    775: 'SyncGroupRequest._tagged_fields',
    780: 'SyncGroupRequest._tagged_fields',
    781: 'SyncGroupRequest._tagged_fields',
    826: 'SyncGroupResponse.ErrorCode',
    827: 'SyncGroupResponse.Assignment',
    828: 'SyncGroupResponse.Assignment',
    829: 'SyncGroupResponse.Assignment',
    836: 'SyncGroupResponse.ErrorCode',
    838: 'SyncGroupResponse.Assignment',
    858: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    859: 'SyncGroupResponse.Assignment',
    860: 'SyncGroupResponse.Assignment',
    861: 'SyncGroupResponse.Assignment',
    868: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    870: 'SyncGroupResponse.Assignment',
    889: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    890: 'SyncGroupResponse.Assignment',
    891: 'SyncGroupResponse.Assignment',
    892: 'SyncGroupResponse.Assignment',
    899: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    901: 'SyncGroupResponse.Assignment',
    920: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    921: 'SyncGroupResponse.Assignment',
    922: 'SyncGroupResponse.Assignment',
    923: 'SyncGroupResponse.Assignment',
    930: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    932: 'SyncGroupResponse.Assignment',
    951: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    952: 'SyncGroupResponse.Assignment',
    953: 'SyncGroupResponse.Assignment',
    954: 'SyncGroupResponse.Assignment',
    955: 'SyncGroupResponse.Assignment',
    956: 'SyncGroupResponse._unknown_tags',
    957: 'SyncGroupResponse',
    960: 'SyncGroupResponse._unknown_tags',
    967: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    969: 'SyncGroupResponse.Assignment',
    973: 'SyncGroupResponse.Assignment',
    985: 'SyncGroupResponse._tagged_fields',
    989: 'SyncGroupResponse._tagged_fields',
    994: 'SyncGroupResponse._tagged_fields',
    995: 'SyncGroupResponse._tagged_fields',
    1010: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1011: 'SyncGroupResponse.ProtocolType',
    1012: 'SyncGroupResponse.ProtocolType',
    1013: 'SyncGroupResponse.ProtocolType',
    1014: 'SyncGroupResponse.ProtocolType',
    1015: 'SyncGroupResponse.ProtocolType',
    1016: 'SyncGroupResponse.ProtocolType',
    1017: 'SyncGroupResponse.ProtocolType',
    1018: 'SyncGroupResponse.ProtocolType',
    1019: 'SyncGroupResponse.ProtocolName',
    1020: 'SyncGroupResponse.ProtocolName',
    1021: 'SyncGroupResponse.ProtocolName',
    1022: 'SyncGroupResponse.ProtocolName',
    1023: 'SyncGroupResponse.ProtocolName',
    1024: 'SyncGroupResponse.ProtocolName',
    1025: 'SyncGroupResponse.ProtocolName',
    1026: 'SyncGroupResponse.ProtocolName',
    1027: 'SyncGroupResponse.Assignment',
    1028: 'SyncGroupResponse.Assignment',
    1029: 'SyncGroupResponse.Assignment',
    1030: 'SyncGroupResponse.Assignment',
    1031: 'SyncGroupResponse._unknown_tags',
    1032: 'SyncGroupResponse',
    1035: 'SyncGroupResponse._unknown_tags',
    1042: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    1044: 'SyncGroupResponse.ProtocolType',
    1049: 'SyncGroupResponse.ProtocolType',
    1052: 'SyncGroupResponse.ProtocolType',
    1053: 'SyncGroupResponse.ProtocolName',
    1058: 'SyncGroupResponse.ProtocolName',
    1061: 'SyncGroupResponse.ProtocolName',
    1062: 'SyncGroupResponse.Assignment',
    1066: 'SyncGroupResponse.Assignment',
    1076: 'SyncGroupResponse._tagged_fields',
    1080: 'SyncGroupResponse._tagged_fields',
    1085: 'SyncGroupResponse._tagged_fields',
    1086: 'SyncGroupResponse._tagged_fields',
}
