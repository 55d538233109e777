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
        t21.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupRequest.Assignments.Assignment', False)
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
    s24 = o.group_id
    b25 = s24.encode()
    a(_S_h.pack(len(b25)))
    a(b25)
    a(_S_i.pack(o.generation_id))
    s27 = o.member_id
    b28 = s27.encode()
    a(_S_h.pack(len(b28)))
    a(b28)
    if o.group_instance_id is not None:
        raise _unsupported_field('SyncGroupRequest', 'GroupInstanceId', 1)
    l30 = o.assignments
    a(_S_i.pack(len(l30)))
    for e31 in l30:
        s32 = e31.member_id
        b33 = s32.encode()
        a(_S_h.pack(len(b33)))
        a(b33)
        s35 = e31.assignment
        a(_S_i.pack(len(s35)))
        a(s35)
    return b''.join(parts)


def _dec_SyncGroupRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n37, = _S_h.unpack_from(buf, pos)
    if n37 >= 0:
        x38 = pos + 2 + n37
        if x38 > blen:
            raise _bad_length(n37, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x38], 'utf-8')
        pos = x38
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n39, = _S_h.unpack_from(buf, pos)
    if n39 >= 0:
        x40 = pos + 2 + n39
        if x40 > blen:
            raise _bad_length(n39, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x40], 'utf-8')
        pos = x40
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l42 = []
    ap43 = l42.append
    for _ in range(n41):
        t44 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n45, = _S_h.unpack_from(buf, pos)
        if n45 >= 0:
            x46 = pos + 2 + n45
            if x46 > blen:
                raise _bad_length(n45, 'SyncGroupRequest.Assignments.MemberId', pos)
            t44.member_id = str(buf[pos + 2:x46], 'utf-8')
            pos = x46
        else:
            t44.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        t44.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupRequest.Assignments.Assignment', False)
        t44._unknown_tags = None
        ap43(t44)
    o.assignments = l42
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v2(o):
    parts = []
    a = parts.append
    s47 = o.group_id
    b48 = s47.encode()
    a(_S_h.pack(len(b48)))
    a(b48)
    a(_S_i.pack(o.generation_id))
    s50 = o.member_id
    b51 = s50.encode()
    a(_S_h.pack(len(b51)))
    a(b51)
    if o.group_instance_id is not None:
        raise _unsupported_field('SyncGroupRequest', 'GroupInstanceId', 2)
    l53 = o.assignments
    a(_S_i.pack(len(l53)))
    for e54 in l53:
        s55 = e54.member_id
        b56 = s55.encode()
        a(_S_h.pack(len(b56)))
        a(b56)
        s58 = e54.assignment
        a(_S_i.pack(len(s58)))
        a(s58)
    return b''.join(parts)


def _dec_SyncGroupRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n60, = _S_h.unpack_from(buf, pos)
    if n60 >= 0:
        x61 = pos + 2 + n60
        if x61 > blen:
            raise _bad_length(n60, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x61], 'utf-8')
        pos = x61
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n62, = _S_h.unpack_from(buf, pos)
    if n62 >= 0:
        x63 = pos + 2 + n62
        if x63 > blen:
            raise _bad_length(n62, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x63], 'utf-8')
        pos = x63
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n64, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l65 = []
    ap66 = l65.append
    for _ in range(n64):
        t67 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n68, = _S_h.unpack_from(buf, pos)
        if n68 >= 0:
            x69 = pos + 2 + n68
            if x69 > blen:
                raise _bad_length(n68, 'SyncGroupRequest.Assignments.MemberId', pos)
            t67.member_id = str(buf[pos + 2:x69], 'utf-8')
            pos = x69
        else:
            t67.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        t67.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupRequest.Assignments.Assignment', False)
        t67._unknown_tags = None
        ap66(t67)
    o.assignments = l65
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v3(o):
    parts = []
    a = parts.append
    s70 = o.group_id
    b71 = s70.encode()
    a(_S_h.pack(len(b71)))
    a(b71)
    a(_S_i.pack(o.generation_id))
    s73 = o.member_id
    b74 = s73.encode()
    a(_S_h.pack(len(b74)))
    a(b74)
    s76 = o.group_instance_id
    if s76 is None:
        a(b'\xff\xff')
    else:
        b77 = s76.encode()
        a(_S_h.pack(len(b77)))
        a(b77)
    l79 = o.assignments
    a(_S_i.pack(len(l79)))
    for e80 in l79:
        s81 = e80.member_id
        b82 = s81.encode()
        a(_S_h.pack(len(b82)))
        a(b82)
        s84 = e80.assignment
        a(_S_i.pack(len(s84)))
        a(s84)
    return b''.join(parts)


def _dec_SyncGroupRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n86, = _S_h.unpack_from(buf, pos)
    if n86 >= 0:
        x87 = pos + 2 + n86
        if x87 > blen:
            raise _bad_length(n86, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x87], 'utf-8')
        pos = x87
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n88, = _S_h.unpack_from(buf, pos)
    if n88 >= 0:
        x89 = pos + 2 + n88
        if x89 > blen:
            raise _bad_length(n88, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x89], 'utf-8')
        pos = x89
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.MemberId')
    n90, = _S_h.unpack_from(buf, pos)
    if n90 >= 0:
        x91 = pos + 2 + n90
        if x91 > blen:
            raise _bad_length(n90, 'SyncGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 2:x91], 'utf-8')
        pos = x91
    else:
        o.group_instance_id, pos = _read_string(buf, pos, False, True, 'SyncGroupRequest.GroupInstanceId')
    n92, pos = _read_array_len(buf, pos, False, False, 1, 'SyncGroupRequest.Assignments')
    l93 = []
    ap94 = l93.append
    for _ in range(n92):
        t95 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n96, = _S_h.unpack_from(buf, pos)
        if n96 >= 0:
            x97 = pos + 2 + n96
            if x97 > blen:
                raise _bad_length(n96, 'SyncGroupRequest.Assignments.MemberId', pos)
            t95.member_id = str(buf[pos + 2:x97], 'utf-8')
            pos = x97
        else:
            t95.member_id, pos = _read_string(buf, pos, False, False, 'SyncGroupRequest.Assignments.MemberId')
        t95.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupRequest.Assignments.Assignment', False)
        t95._unknown_tags = None
        ap94(t95)
    o.assignments = l93
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupRequest_v4(o):
    parts = []
    a = parts.append
    s98 = o.group_id
    b99 = s98.encode()
    n100 = len(b99) + 1
    a(_UV[n100] if n100 < 128 else _uv(n100))
    a(b99)
    a(_S_i.pack(o.generation_id))
    s101 = o.member_id
    b102 = s101.encode()
    n103 = len(b102) + 1
    a(_UV[n103] if n103 < 128 else _uv(n103))
    a(b102)
    s104 = o.group_instance_id
    if s104 is None:
        a(_H0)
    else:
        b105 = s104.encode()
        n106 = len(b105) + 1
        a(_UV[n106] if n106 < 128 else _uv(n106))
        a(b105)
    l107 = o.assignments
    n108 = len(l107) + 1
    a(_UV[n108] if n108 < 128 else _uv(n108))
    for e109 in l107:
        s110 = e109.member_id
        b111 = s110.encode()
        n112 = len(b111) + 1
        a(_UV[n112] if n112 < 128 else _uv(n112))
        a(b111)
        s113 = e109.assignment
        n114 = len(s113) + 1
        a(_UV[n114] if n114 < 128 else _uv(n114))
        a(s113)
        u115 = e109._unknown_tags
        if u115 is None:
            a(_H0)
        else:
            _write_tags(a, None, u115)
    u116 = o._unknown_tags
    if u116 is None:
        a(_H0)
    else:
        _write_tags(a, None, u116)
    return b''.join(parts)


def _dec_SyncGroupRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n117 = buf[pos] - 1
    if 0 <= n117 < 127:
        x118 = pos + 1 + n117
        if x118 > blen:
            raise _bad_length(n117, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x118], 'utf-8')
        pos = x118
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n119 = buf[pos] - 1
    if 0 <= n119 < 127:
        x120 = pos + 1 + n119
        if x120 > blen:
            raise _bad_length(n119, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x120], 'utf-8')
        pos = x120
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.MemberId')
    n121 = buf[pos] - 1
    if 0 <= n121 < 127:
        x122 = pos + 1 + n121
        if x122 > blen:
            raise _bad_length(n121, 'SyncGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x122], 'utf-8')
        pos = x122
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.GroupInstanceId')
    n123 = buf[pos] - 1
    if 0 <= n123 < 127:
        pos += 1
    else:
        n123, pos = _read_array_len(buf, pos, True, False, 1, 'SyncGroupRequest.Assignments')
    l124 = []
    ap125 = l124.append
    for _ in range(n123):
        t126 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n127 = buf[pos] - 1
        if 0 <= n127 < 127:
            x128 = pos + 1 + n127
            if x128 > blen:
                raise _bad_length(n127, 'SyncGroupRequest.Assignments.MemberId', pos)
            t126.member_id = str(buf[pos + 1:x128], 'utf-8')
            pos = x128
        else:
            t126.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.Assignments.MemberId')
        t126.assignment, pos = _read_bytes(buf, pos, True, False, 'SyncGroupRequest.Assignments.Assignment', False)
        if buf[pos] == 0:
            pos += 1
            t126._unknown_tags = None
        else:
            nt129, pos = _ruv(buf, pos)
            if nt129 * 2 > blen - pos:
                raise _array_too_long(nt129, 'SyncGroupRequest.Assignments._tagged_fields', pos)
            uk130 = None
            for _ in range(nt129):
                tg131, pos = _ruv(buf, pos)
                sz132, pos = _ruv(buf, pos)
                x133 = pos + sz132
                if x133 > blen:
                    raise _bad_length(sz132, 'SyncGroupRequest.Assignments._tagged_fields', pos)
                if uk130 is None:
                    uk130 = []
                uk130.append((tg131, bytes(buf[pos:x133])))
                pos = x133
            t126._unknown_tags = uk130
        ap125(t126)
    o.assignments = l124
    o.protocol_type = None
    o.protocol_name = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt134, pos = _ruv(buf, pos)
        if nt134 * 2 > blen - pos:
            raise _array_too_long(nt134, 'SyncGroupRequest._tagged_fields', pos)
        uk135 = None
        for _ in range(nt134):
            tg136, pos = _ruv(buf, pos)
            sz137, pos = _ruv(buf, pos)
            x138 = pos + sz137
            if x138 > blen:
                raise _bad_length(sz137, 'SyncGroupRequest._tagged_fields', pos)
            if uk135 is None:
                uk135 = []
            uk135.append((tg136, bytes(buf[pos:x138])))
            pos = x138
        o._unknown_tags = uk135
    return o, pos


def _enc_SyncGroupRequest_v5(o):
    parts = []
    a = parts.append
    s139 = o.group_id
    b140 = s139.encode()
    n141 = len(b140) + 1
    a(_UV[n141] if n141 < 128 else _uv(n141))
    a(b140)
    a(_S_i.pack(o.generation_id))
    s142 = o.member_id
    b143 = s142.encode()
    n144 = len(b143) + 1
    a(_UV[n144] if n144 < 128 else _uv(n144))
    a(b143)
    s145 = o.group_instance_id
    if s145 is None:
        a(_H0)
    else:
        b146 = s145.encode()
        n147 = len(b146) + 1
        a(_UV[n147] if n147 < 128 else _uv(n147))
        a(b146)
    s148 = o.protocol_type
    if s148 is None:
        a(_H0)
    else:
        b149 = s148.encode()
        n150 = len(b149) + 1
        a(_UV[n150] if n150 < 128 else _uv(n150))
        a(b149)
    s151 = o.protocol_name
    if s151 is None:
        a(_H0)
    else:
        b152 = s151.encode()
        n153 = len(b152) + 1
        a(_UV[n153] if n153 < 128 else _uv(n153))
        a(b152)
    l154 = o.assignments
    n155 = len(l154) + 1
    a(_UV[n155] if n155 < 128 else _uv(n155))
    for e156 in l154:
        s157 = e156.member_id
        b158 = s157.encode()
        n159 = len(b158) + 1
        a(_UV[n159] if n159 < 128 else _uv(n159))
        a(b158)
        s160 = e156.assignment
        n161 = len(s160) + 1
        a(_UV[n161] if n161 < 128 else _uv(n161))
        a(s160)
        u162 = e156._unknown_tags
        if u162 is None:
            a(_H0)
        else:
            _write_tags(a, None, u162)
    u163 = o._unknown_tags
    if u163 is None:
        a(_H0)
    else:
        _write_tags(a, None, u163)
    return b''.join(parts)


def _dec_SyncGroupRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupRequest)
    n164 = buf[pos] - 1
    if 0 <= n164 < 127:
        x165 = pos + 1 + n164
        if x165 > blen:
            raise _bad_length(n164, 'SyncGroupRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x165], 'utf-8')
        pos = x165
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n166 = buf[pos] - 1
    if 0 <= n166 < 127:
        x167 = pos + 1 + n166
        if x167 > blen:
            raise _bad_length(n166, 'SyncGroupRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x167], 'utf-8')
        pos = x167
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.MemberId')
    n168 = buf[pos] - 1
    if 0 <= n168 < 127:
        x169 = pos + 1 + n168
        if x169 > blen:
            raise _bad_length(n168, 'SyncGroupRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x169], 'utf-8')
        pos = x169
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.GroupInstanceId')
    n170 = buf[pos] - 1
    if 0 <= n170 < 127:
        x171 = pos + 1 + n170
        if x171 > blen:
            raise _bad_length(n170, 'SyncGroupRequest.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x171], 'utf-8')
        pos = x171
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.ProtocolType')
    n172 = buf[pos] - 1
    if 0 <= n172 < 127:
        x173 = pos + 1 + n172
        if x173 > blen:
            raise _bad_length(n172, 'SyncGroupRequest.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x173], 'utf-8')
        pos = x173
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'SyncGroupRequest.ProtocolName')
    n174 = buf[pos] - 1
    if 0 <= n174 < 127:
        pos += 1
    else:
        n174, pos = _read_array_len(buf, pos, True, False, 1, 'SyncGroupRequest.Assignments')
    l175 = []
    ap176 = l175.append
    for _ in range(n174):
        t177 = _new(_C_SyncGroupRequest_SyncGroupRequestAssignment)
        n178 = buf[pos] - 1
        if 0 <= n178 < 127:
            x179 = pos + 1 + n178
            if x179 > blen:
                raise _bad_length(n178, 'SyncGroupRequest.Assignments.MemberId', pos)
            t177.member_id = str(buf[pos + 1:x179], 'utf-8')
            pos = x179
        else:
            t177.member_id, pos = _read_string(buf, pos, True, False, 'SyncGroupRequest.Assignments.MemberId')
        t177.assignment, pos = _read_bytes(buf, pos, True, False, 'SyncGroupRequest.Assignments.Assignment', False)
        if buf[pos] == 0:
            pos += 1
            t177._unknown_tags = None
        else:
            nt180, pos = _ruv(buf, pos)
            if nt180 * 2 > blen - pos:
                raise _array_too_long(nt180, 'SyncGroupRequest.Assignments._tagged_fields', pos)
            uk181 = None
            for _ in range(nt180):
                tg182, pos = _ruv(buf, pos)
                sz183, pos = _ruv(buf, pos)
                x184 = pos + sz183
                if x184 > blen:
                    raise _bad_length(sz183, 'SyncGroupRequest.Assignments._tagged_fields', pos)
                if uk181 is None:
                    uk181 = []
                uk181.append((tg182, bytes(buf[pos:x184])))
                pos = x184
            t177._unknown_tags = uk181
        ap176(t177)
    o.assignments = l175
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt185, pos = _ruv(buf, pos)
        if nt185 * 2 > blen - pos:
            raise _array_too_long(nt185, 'SyncGroupRequest._tagged_fields', pos)
        uk186 = None
        for _ in range(nt185):
            tg187, pos = _ruv(buf, pos)
            sz188, pos = _ruv(buf, pos)
            x189 = pos + sz188
            if x189 > blen:
                raise _bad_length(sz188, 'SyncGroupRequest._tagged_fields', pos)
            if uk186 is None:
                uk186 = []
            uk186.append((tg187, bytes(buf[pos:x189])))
            pos = x189
        o._unknown_tags = uk186
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
    s190 = o.assignment
    a(_S_i.pack(len(s190)))
    a(s190)
    return b''.join(parts)


def _dec_SyncGroupResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupResponse.Assignment', False)
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s192 = o.assignment
    a(_S_i.pack(len(s192)))
    a(s192)
    return b''.join(parts)


def _dec_SyncGroupResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupResponse.Assignment', False)
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s194 = o.assignment
    a(_S_i.pack(len(s194)))
    a(s194)
    return b''.join(parts)


def _dec_SyncGroupResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupResponse.Assignment', False)
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s196 = o.assignment
    a(_S_i.pack(len(s196)))
    a(s196)
    return b''.join(parts)


def _dec_SyncGroupResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.assignment, pos = _read_bytes(buf, pos, False, False, 'SyncGroupResponse.Assignment', False)
    o.protocol_type = None
    o.protocol_name = None
    o._unknown_tags = None
    return o, pos


def _enc_SyncGroupResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s198 = o.assignment
    n199 = len(s198) + 1
    a(_UV[n199] if n199 < 128 else _uv(n199))
    a(s198)
    u200 = o._unknown_tags
    if u200 is None:
        a(_H0)
    else:
        _write_tags(a, None, u200)
    return b''.join(parts)


def _dec_SyncGroupResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.assignment, pos = _read_bytes(buf, pos, True, False, 'SyncGroupResponse.Assignment', False)
    o.protocol_type = None
    o.protocol_name = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt201, pos = _ruv(buf, pos)
        if nt201 * 2 > blen - pos:
            raise _array_too_long(nt201, 'SyncGroupResponse._tagged_fields', pos)
        uk202 = None
        for _ in range(nt201):
            tg203, pos = _ruv(buf, pos)
            sz204, pos = _ruv(buf, pos)
            x205 = pos + sz204
            if x205 > blen:
                raise _bad_length(sz204, 'SyncGroupResponse._tagged_fields', pos)
            if uk202 is None:
                uk202 = []
            uk202.append((tg203, bytes(buf[pos:x205])))
            pos = x205
        o._unknown_tags = uk202
    return o, pos


def _enc_SyncGroupResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s206 = o.protocol_type
    if s206 is None:
        a(_H0)
    else:
        b207 = s206.encode()
        n208 = len(b207) + 1
        a(_UV[n208] if n208 < 128 else _uv(n208))
        a(b207)
    s209 = o.protocol_name
    if s209 is None:
        a(_H0)
    else:
        b210 = s209.encode()
        n211 = len(b210) + 1
        a(_UV[n211] if n211 < 128 else _uv(n211))
        a(b210)
    s212 = o.assignment
    n213 = len(s212) + 1
    a(_UV[n213] if n213 < 128 else _uv(n213))
    a(s212)
    u214 = o._unknown_tags
    if u214 is None:
        a(_H0)
    else:
        _write_tags(a, None, u214)
    return b''.join(parts)


def _dec_SyncGroupResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n215 = buf[pos] - 1
    if 0 <= n215 < 127:
        x216 = pos + 1 + n215
        if x216 > blen:
            raise _bad_length(n215, 'SyncGroupResponse.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x216], 'utf-8')
        pos = x216
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, True, 'SyncGroupResponse.ProtocolType')
    n217 = buf[pos] - 1
    if 0 <= n217 < 127:
        x218 = pos + 1 + n217
        if x218 > blen:
            raise _bad_length(n217, 'SyncGroupResponse.ProtocolName', pos)
        o.protocol_name = str(buf[pos + 1:x218], 'utf-8')
        pos = x218
    else:
        o.protocol_name, pos = _read_string(buf, pos, True, True, 'SyncGroupResponse.ProtocolName')
    o.assignment, pos = _read_bytes(buf, pos, True, False, 'SyncGroupResponse.Assignment', False)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt219, pos = _ruv(buf, pos)
        if nt219 * 2 > blen - pos:
            raise _array_too_long(nt219, 'SyncGroupResponse._tagged_fields', pos)
        uk220 = None
        for _ in range(nt219):
            tg221, pos = _ruv(buf, pos)
            sz222, pos = _ruv(buf, pos)
            x223 = pos + sz222
            if x223 > blen:
                raise _bad_length(sz222, 'SyncGroupResponse._tagged_fields', pos)
            if uk220 is None:
                uk220 = []
            uk220.append((tg221, bytes(buf[pos:x223])))
            pos = x223
        o._unknown_tags = uk220
    return o, pos


SyncGroupResponse._ENC = {0: _enc_SyncGroupResponse_v0, 1: _enc_SyncGroupResponse_v1, 2: _enc_SyncGroupResponse_v2, 3: _enc_SyncGroupResponse_v3, 4: _enc_SyncGroupResponse_v4, 5: _enc_SyncGroupResponse_v5}
SyncGroupResponse._DEC = {0: _dec_SyncGroupResponse_v0, 1: _dec_SyncGroupResponse_v1, 2: _dec_SyncGroupResponse_v2, 3: _dec_SyncGroupResponse_v3, 4: _dec_SyncGroupResponse_v4, 5: _dec_SyncGroupResponse_v5}


_LINES = {
    94: 'SyncGroupRequest.GroupId',
    95: 'SyncGroupRequest.GroupId',
    96: 'SyncGroupRequest.GroupId',
    97: 'SyncGroupRequest.GroupId',
    98: 'SyncGroupRequest.GenerationId',
    99: 'SyncGroupRequest.MemberId',
    100: 'SyncGroupRequest.MemberId',
    101: 'SyncGroupRequest.MemberId',
    102: 'SyncGroupRequest.MemberId',
    103: 'SyncGroupRequest.GroupInstanceId',
    105: 'SyncGroupRequest.Assignments',
    106: 'SyncGroupRequest.Assignments',
    107: 'SyncGroupRequest.Assignments',
    108: 'SyncGroupRequest.Assignments.MemberId',
    109: 'SyncGroupRequest.Assignments.MemberId',
    110: 'SyncGroupRequest.Assignments.MemberId',
    111: 'SyncGroupRequest.Assignments.MemberId',
    112: 'SyncGroupRequest.Assignments.Assignment',
    113: 'SyncGroupRequest.Assignments.Assignment',
    114: 'SyncGroupRequest.Assignments.Assignment',
    121: 'SyncGroupRequest.GroupId',
    126: 'SyncGroupRequest.GroupId',
    129: 'SyncGroupRequest.GroupId',
    130: 'SyncGroupRequest.GenerationId',
    132: 'SyncGroupRequest.MemberId',
    137: 'SyncGroupRequest.MemberId',
    140: 'SyncGroupRequest.MemberId',
    141: 'SyncGroupRequest.Assignments',
    146: 'SyncGroupRequest.Assignments.MemberId',
    151: 'SyncGroupRequest.Assignments.MemberId',
    154: 'SyncGroupRequest.Assignments.MemberId',
    155: 'SyncGroupRequest.Assignments.Assignment',
    169: 'SyncGroupRequest.GroupId',
    170: 'SyncGroupRequest.GroupId',
    171: 'SyncGroupRequest.GroupId',
    172: 'SyncGroupRequest.GroupId',
    173: 'SyncGroupRequest.GenerationId',
    174: 'SyncGroupRequest.MemberId',
    175: 'SyncGroupRequest.MemberId',
    176: 'SyncGroupRequest.MemberId',
    177: 'SyncGroupRequest.MemberId',
    178: 'SyncGroupRequest.GroupInstanceId',
    180: 'SyncGroupRequest.Assignments',
    181: 'SyncGroupRequest.Assignments',
    182: 'SyncGroupRequest.Assignments',
    183: 'SyncGroupRequest.Assignments.MemberId',
    184: 'SyncGroupRequest.Assignments.MemberId',
    185: 'SyncGroupRequest.Assignments.MemberId',
    186: 'SyncGroupRequest.Assignments.MemberId',
    187: 'SyncGroupRequest.Assignments.Assignment',
    188: 'SyncGroupRequest.Assignments.Assignment',
    189: 'SyncGroupRequest.Assignments.Assignment',
    196: 'SyncGroupRequest.GroupId',
    201: 'SyncGroupRequest.GroupId',
    204: 'SyncGroupRequest.GroupId',
    205: 'SyncGroupRequest.GenerationId',
    207: 'SyncGroupRequest.MemberId',
    212: 'SyncGroupRequest.MemberId',
    215: 'SyncGroupRequest.MemberId',
    216: 'SyncGroupRequest.Assignments',
    221: 'SyncGroupRequest.Assignments.MemberId',
    226: 'SyncGroupRequest.Assignments.MemberId',
    229: 'SyncGroupRequest.Assignments.MemberId',
    230: 'SyncGroupRequest.Assignments.Assignment',
    244: 'SyncGroupRequest.GroupId',
    245: 'SyncGroupRequest.GroupId',
    246: 'SyncGroupRequest.GroupId',
    247: 'SyncGroupRequest.GroupId',
    248: 'SyncGroupRequest.GenerationId',
    249: 'SyncGroupRequest.MemberId',
    250: 'SyncGroupRequest.MemberId',
    251: 'SyncGroupRequest.MemberId',
    252: 'SyncGroupRequest.MemberId',
    253: 'SyncGroupRequest.GroupInstanceId',
    255: 'SyncGroupRequest.Assignments',
    256: 'SyncGroupRequest.Assignments',
    257: 'SyncGroupRequest.Assignments',
    258: 'SyncGroupRequest.Assignments.MemberId',
    259: 'SyncGroupRequest.Assignments.MemberId',
    260: 'SyncGroupRequest.Assignments.MemberId',
    261: 'SyncGroupRequest.Assignments.MemberId',
    262: 'SyncGroupRequest.Assignments.Assignment',
    263: 'SyncGroupRequest.Assignments.Assignment',
    264: 'SyncGroupRequest.Assignments.Assignment',
    271: 'SyncGroupRequest.GroupId',
    276: 'SyncGroupRequest.GroupId',
    279: 'SyncGroupRequest.GroupId',
    280: 'SyncGroupRequest.GenerationId',
    282: 'SyncGroupRequest.MemberId',
    287: 'SyncGroupRequest.MemberId',
    290: 'SyncGroupRequest.MemberId',
    291: 'SyncGroupRequest.Assignments',
    296: 'SyncGroupRequest.Assignments.MemberId',
    301: 'SyncGroupRequest.Assignments.MemberId',
    304: 'SyncGroupRequest.Assignments.MemberId',
    305: 'SyncGroupRequest.Assignments.Assignment',
    319: 'SyncGroupRequest.GroupId',
    320: 'SyncGroupRequest.GroupId',
    321: 'SyncGroupRequest.GroupId',
    322: 'SyncGroupRequest.GroupId',
    323: 'SyncGroupRequest.GenerationId',
    324: 'SyncGroupRequest.MemberId',
    325: 'SyncGroupRequest.MemberId',
    326: 'SyncGroupRequest.MemberId',
    327: 'SyncGroupRequest.MemberId',
    328: 'SyncGroupRequest.GroupInstanceId',
    329: 'SyncGroupRequest.GroupInstanceId',
    330: 'SyncGroupRequest.GroupInstanceId',
    331: 'SyncGroupRequest.GroupInstanceId',
    332: 'SyncGroupRequest.GroupInstanceId',
    333: 'SyncGroupRequest.GroupInstanceId',
    334: 'SyncGroupRequest.GroupInstanceId',
    335: 'SyncGroupRequest.Assignments',
    336: 'SyncGroupRequest.Assignments',
    337: 'SyncGroupRequest.Assignments',
    338: 'SyncGroupRequest.Assignments.MemberId',
    339: 'SyncGroupRequest.Assignments.MemberId',
    340: 'SyncGroupRequest.Assignments.MemberId',
    341: 'SyncGroupRequest.Assignments.MemberId',
    342: 'SyncGroupRequest.Assignments.Assignment',
    343: 'SyncGroupRequest.Assignments.Assignment',
    344: 'SyncGroupRequest.Assignments.Assignment',
    351: 'SyncGroupRequest.GroupId',
    356: 'SyncGroupRequest.GroupId',
    359: 'SyncGroupRequest.GroupId',
    360: 'SyncGroupRequest.GenerationId',
    362: 'SyncGroupRequest.MemberId',
    367: 'SyncGroupRequest.MemberId',
    370: 'SyncGroupRequest.MemberId',
    371: 'SyncGroupRequest.GroupInstanceId',
    376: 'SyncGroupRequest.GroupInstanceId',
    379: 'SyncGroupRequest.GroupInstanceId',
    380: 'SyncGroupRequest.Assignments',
    385: 'SyncGroupRequest.Assignments.MemberId',
    390: 'SyncGroupRequest.Assignments.MemberId',
    393: 'SyncGroupRequest.Assignments.MemberId',
    394: 'SyncGroupRequest.Assignments.Assignment',
    407: 'SyncGroupRequest.GroupId',
    408: 'SyncGroupRequest.GroupId',
    409: 'SyncGroupRequest.GroupId',
    410: 'SyncGroupRequest.GroupId',
    411: 'SyncGroupRequest.GroupId',
    412: 'SyncGroupRequest.GenerationId',
    413: 'SyncGroupRequest.MemberId',
    414: 'SyncGroupRequest.MemberId',
    415: 'SyncGroupRequest.MemberId',
    416: 'SyncGroupRequest.MemberId',
    417: 'SyncGroupRequest.MemberId',
    418: 'SyncGroupRequest.GroupInstanceId',
    419: 'SyncGroupRequest.GroupInstanceId',
    420: 'SyncGroupRequest.GroupInstanceId',
    421: 'SyncGroupRequest.GroupInstanceId',
    422: 'SyncGroupRequest.GroupInstanceId',
    423: 'SyncGroupRequest.GroupInstanceId',
    424: 'SyncGroupRequest.GroupInstanceId',
    425: 'SyncGroupRequest.GroupInstanceId',
    426: 'SyncGroupRequest.Assignments',
    427: 'SyncGroupRequest.Assignments',
    428: 'SyncGroupRequest.Assignments',
    429: 'SyncGroupRequest.Assignments',
    430: 'SyncGroupRequest.Assignments.MemberId',
    431: 'SyncGroupRequest.Assignments.MemberId',
    432: 'SyncGroupRequest.Assignments.MemberId',
    433: 'SyncGroupRequest.Assignments.MemberId',
    434: 'SyncGroupRequest.Assignments.MemberId',
    435: 'SyncGroupRequest.Assignments.Assignment',
    436: 'SyncGroupRequest.Assignments.Assignment',
    437: 'SyncGroupRequest.Assignments.Assignment',
    438: 'SyncGroupRequest.Assignments.Assignment',
    439: 'SyncGroupRequest.Assignments._unknown_tags',
    440: 'SyncGroupRequest.Assignments',
    443: 'SyncGroupRequest.Assignments._unknown_tags',
    444: 'SyncGroupRequest._unknown_tags',
    445: 'SyncGroupRequest',
    448: 'SyncGroupRequest._unknown_tags',
    455: 'SyncGroupRequest.GroupId',
    460: 'SyncGroupRequest.GroupId',
    463: 'SyncGroupRequest.GroupId',
    464: 'SyncGroupRequest.GenerationId',
    466: 'SyncGroupRequest.MemberId',
    471: 'SyncGroupRequest.MemberId',
    474: 'SyncGroupRequest.MemberId',
    475: 'SyncGroupRequest.GroupInstanceId',
    480: 'SyncGroupRequest.GroupInstanceId',
    483: 'SyncGroupRequest.GroupInstanceId',
    484: 'SyncGroupRequest.Assignments',
    488: 'SyncGroupRequest.Assignments',
    493: 'SyncGroupRequest.Assignments.MemberId',
    498: 'SyncGroupRequest.Assignments.MemberId',
    501: 'SyncGroupRequest.Assignments.MemberId',
    502: 'SyncGroupRequest.Assignments.Assignment',
    503: 'SyncGroupRequest.Assignments._tagged_fields',
    507: 'SyncGroupRequest.Assignments._tagged_fields',
    512: 'SyncGroupRequest.Assignments._tagged_fields',
    513: 'SyncGroupRequest.Assignments._tagged_fields',
    526: 'SyncGroupRequest._tagged_fields',
    530: 'SyncGroupRequest._tagged_fields',
    535: 'SyncGroupRequest._tagged_fields',
    536: 'SyncGroupRequest._tagged_fields',
    551: 'SyncGroupRequest.GroupId',
    552: 'SyncGroupRequest.GroupId',
    553: 'SyncGroupRequest.GroupId',
    554: 'SyncGroupRequest.GroupId',
    555: 'SyncGroupRequest.GroupId',
    556: 'SyncGroupRequest.GenerationId',
    557: 'SyncGroupRequest.MemberId',
    558: 'SyncGroupRequest.MemberId',
    559: 'SyncGroupRequest.MemberId',
    560: 'SyncGroupRequest.MemberId',
    561: 'SyncGroupRequest.MemberId',
    562: 'SyncGroupRequest.GroupInstanceId',
    563: 'SyncGroupRequest.GroupInstanceId',
    564: 'SyncGroupRequest.GroupInstanceId',
    565: 'SyncGroupRequest.GroupInstanceId',
    566: 'SyncGroupRequest.GroupInstanceId',
    567: 'SyncGroupRequest.GroupInstanceId',
    568: 'SyncGroupRequest.GroupInstanceId',
    569: 'SyncGroupRequest.GroupInstanceId',
    570: 'SyncGroupRequest.ProtocolType',
    571: 'SyncGroupRequest.ProtocolType',
    572: 'SyncGroupRequest.ProtocolType',
    573: 'SyncGroupRequest.ProtocolType',
    574: 'SyncGroupRequest.ProtocolType',
    575: 'SyncGroupRequest.ProtocolType',
    576: 'SyncGroupRequest.ProtocolType',
    577: 'SyncGroupRequest.ProtocolType',
    578: 'SyncGroupRequest.ProtocolName',
    579: 'SyncGroupRequest.ProtocolName',
    580: 'SyncGroupRequest.ProtocolName',
    581: 'SyncGroupRequest.ProtocolName',
    582: 'SyncGroupRequest.ProtocolName',
    583: 'SyncGroupRequest.ProtocolName',
    584: 'SyncGroupRequest.ProtocolName',
    585: 'SyncGroupRequest.ProtocolName',
    586: 'SyncGroupRequest.Assignments',
    587: 'SyncGroupRequest.Assignments',
    588: 'SyncGroupRequest.Assignments',
    589: 'SyncGroupRequest.Assignments',
    590: 'SyncGroupRequest.Assignments.MemberId',
    591: 'SyncGroupRequest.Assignments.MemberId',
    592: 'SyncGroupRequest.Assignments.MemberId',
    593: 'SyncGroupRequest.Assignments.MemberId',
    594: 'SyncGroupRequest.Assignments.MemberId',
    595: 'SyncGroupRequest.Assignments.Assignment',
    596: 'SyncGroupRequest.Assignments.Assignment',
    597: 'SyncGroupRequest.Assignments.Assignment',
    598: 'SyncGroupRequest.Assignments.Assignment',
    599: 'SyncGroupRequest.Assignments._unknown_tags',
    600: 'SyncGroupRequest.Assignments',
    603: 'SyncGroupRequest.Assignments._unknown_tags',
    604: 'SyncGroupRequest._unknown_tags',
    605: 'SyncGroupRequest',
    608: 'SyncGroupRequest._unknown_tags',
    615: 'SyncGroupRequest.GroupId',
    620: 'SyncGroupRequest.GroupId',
    623: 'SyncGroupRequest.GroupId',
    624: 'SyncGroupRequest.GenerationId',
    626: 'SyncGroupRequest.MemberId',
    631: 'SyncGroupRequest.MemberId',
    634: 'SyncGroupRequest.MemberId',
    635: 'SyncGroupRequest.GroupInstanceId',
    640: 'SyncGroupRequest.GroupInstanceId',
    643: 'SyncGroupRequest.GroupInstanceId',
    644: 'SyncGroupRequest.ProtocolType',
    649: 'SyncGroupRequest.ProtocolType',
    652: 'SyncGroupRequest.ProtocolType',
    653: 'SyncGroupRequest.ProtocolName',
    658: 'SyncGroupRequest.ProtocolName',
    661: 'SyncGroupRequest.ProtocolName',
    662: 'SyncGroupRequest.Assignments',
    666: 'SyncGroupRequest.Assignments',
    671: 'SyncGroupRequest.Assignments.MemberId',
    676: 'SyncGroupRequest.Assignments.MemberId',
    679: 'SyncGroupRequest.Assignments.MemberId',
    680: 'SyncGroupRequest.Assignments.Assignment',
    681: 'SyncGroupRequest.Assignments._tagged_fields',
    685: 'SyncGroupRequest.Assignments._tagged_fields',
    690: 'SyncGroupRequest.Assignments._tagged_fields',
    691: 'SyncGroupRequest.Assignments._tagged_fields',
    702: 'SyncGroupRequest._tagged_fields',
    706: 'SyncGroupRequest._tagged_fields',
    711: 'SyncGroupRequest._tagged_fields',
    712: 'SyncGroupRequest._tagged_fields',
    757: 'SyncGroupResponse.ErrorCode',
    758: 'SyncGroupResponse.Assignment',
    759: 'SyncGroupResponse.Assignment',
    760: 'SyncGroupResponse.Assignment',
    767: 'SyncGroupResponse.ErrorCode',
    769: 'SyncGroupResponse.Assignment',
    780: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    781: 'SyncGroupResponse.Assignment',
    782: 'SyncGroupResponse.Assignment',
    783: 'SyncGroupResponse.Assignment',
    790: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    792: 'SyncGroupResponse.Assignment',
    802: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    803: 'SyncGroupResponse.Assignment',
    804: 'SyncGroupResponse.Assignment',
    805: 'SyncGroupResponse.Assignment',
    812: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    814: 'SyncGroupResponse.Assignment',
    824: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    825: 'SyncGroupResponse.Assignment',
    826: 'SyncGroupResponse.Assignment',
    827: 'SyncGroupResponse.Assignment',
    834: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    836: 'SyncGroupResponse.Assignment',
    846: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    847: 'SyncGroupResponse.Assignment',
    848: 'SyncGroupResponse.Assignment',
    849: 'SyncGroupResponse.Assignment',
    850: 'SyncGroupResponse.Assignment',
    851: 'SyncGroupResponse._unknown_tags',
    852: 'SyncGroupResponse',
    855: 'SyncGroupResponse._unknown_tags',
    862: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    864: 'SyncGroupResponse.Assignment',
    867: 'SyncGroupResponse._tagged_fields',
    871: 'SyncGroupResponse._tagged_fields',
    876: 'SyncGroupResponse._tagged_fields',
    877: 'SyncGroupResponse._tagged_fields',
    892: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    893: 'SyncGroupResponse.ProtocolType',
    894: 'SyncGroupResponse.ProtocolType',
    895: 'SyncGroupResponse.ProtocolType',
    896: 'SyncGroupResponse.ProtocolType',
    897: 'SyncGroupResponse.ProtocolType',
    898: 'SyncGroupResponse.ProtocolType',
    899: 'SyncGroupResponse.ProtocolType',
    900: 'SyncGroupResponse.ProtocolType',
    901: 'SyncGroupResponse.ProtocolName',
    902: 'SyncGroupResponse.ProtocolName',
    903: 'SyncGroupResponse.ProtocolName',
    904: 'SyncGroupResponse.ProtocolName',
    905: 'SyncGroupResponse.ProtocolName',
    906: 'SyncGroupResponse.ProtocolName',
    907: 'SyncGroupResponse.ProtocolName',
    908: 'SyncGroupResponse.ProtocolName',
    909: 'SyncGroupResponse.Assignment',
    910: 'SyncGroupResponse.Assignment',
    911: 'SyncGroupResponse.Assignment',
    912: 'SyncGroupResponse.Assignment',
    913: 'SyncGroupResponse._unknown_tags',
    914: 'SyncGroupResponse',
    917: 'SyncGroupResponse._unknown_tags',
    924: 'SyncGroupResponse.ThrottleTimeMs,ErrorCode',
    926: 'SyncGroupResponse.ProtocolType',
    931: 'SyncGroupResponse.ProtocolType',
    934: 'SyncGroupResponse.ProtocolType',
    935: 'SyncGroupResponse.ProtocolName',
    940: 'SyncGroupResponse.ProtocolName',
    943: 'SyncGroupResponse.ProtocolName',
    944: 'SyncGroupResponse.Assignment',
    945: 'SyncGroupResponse._tagged_fields',
    949: 'SyncGroupResponse._tagged_fields',
    954: 'SyncGroupResponse._tagged_fields',
    955: 'SyncGroupResponse._tagged_fields',
}
