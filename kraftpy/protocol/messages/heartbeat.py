# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/HeartbeatRequest.json, schemas/messages/HeartbeatResponse.json.
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

__all__ = ['HeartbeatRequest', 'HeartbeatResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class HeartbeatRequest(_Message):
    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', '_unknown_tags')
    NAME = 'HeartbeatRequest'
    TYPE = 'request'
    API_KEY = 12
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    def __init__(self, *, group_id='', generation_id=0, member_id='', group_instance_id=None, _unknown_tags=None):
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self._unknown_tags = _unknown_tags


HeartbeatRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GenerationId', 'generation_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
)


def _enc_HeartbeatRequest_v0(o):
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
        raise _unsupported_field('HeartbeatRequest', 'GroupInstanceId', 0)
    return b''.join(parts)


def _dec_HeartbeatRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatRequest)
    n7, = _S_h.unpack_from(buf, pos)
    if n7 >= 0:
        x8 = pos + 2 + n7
        if x8 > blen:
            raise _bad_length(n7, 'HeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x8], 'utf-8')
        pos = x8
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'HeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.MemberId')
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatRequest_v1(o):
    parts = []
    a = parts.append
    s11 = o.group_id
    b12 = s11.encode()
    a(_S_h.pack(len(b12)))
    a(b12)
    a(_S_i.pack(o.generation_id))
    s14 = o.member_id
    b15 = s14.encode()
    a(_S_h.pack(len(b15)))
    a(b15)
    if o.group_instance_id is not None:
        raise _unsupported_field('HeartbeatRequest', 'GroupInstanceId', 1)
    return b''.join(parts)


def _dec_HeartbeatRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatRequest)
    n17, = _S_h.unpack_from(buf, pos)
    if n17 >= 0:
        x18 = pos + 2 + n17
        if x18 > blen:
            raise _bad_length(n17, 'HeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x18], 'utf-8')
        pos = x18
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n19, = _S_h.unpack_from(buf, pos)
    if n19 >= 0:
        x20 = pos + 2 + n19
        if x20 > blen:
            raise _bad_length(n19, 'HeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x20], 'utf-8')
        pos = x20
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.MemberId')
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatRequest_v2(o):
    parts = []
    a = parts.append
    s21 = o.group_id
    b22 = s21.encode()
    a(_S_h.pack(len(b22)))
    a(b22)
    a(_S_i.pack(o.generation_id))
    s24 = o.member_id
    b25 = s24.encode()
    a(_S_h.pack(len(b25)))
    a(b25)
    if o.group_instance_id is not None:
        raise _unsupported_field('HeartbeatRequest', 'GroupInstanceId', 2)
    return b''.join(parts)


def _dec_HeartbeatRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatRequest)
    n27, = _S_h.unpack_from(buf, pos)
    if n27 >= 0:
        x28 = pos + 2 + n27
        if x28 > blen:
            raise _bad_length(n27, 'HeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x28], 'utf-8')
        pos = x28
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n29, = _S_h.unpack_from(buf, pos)
    if n29 >= 0:
        x30 = pos + 2 + n29
        if x30 > blen:
            raise _bad_length(n29, 'HeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x30], 'utf-8')
        pos = x30
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.MemberId')
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatRequest_v3(o):
    parts = []
    a = parts.append
    s31 = o.group_id
    b32 = s31.encode()
    a(_S_h.pack(len(b32)))
    a(b32)
    a(_S_i.pack(o.generation_id))
    s34 = o.member_id
    b35 = s34.encode()
    a(_S_h.pack(len(b35)))
    a(b35)
    s37 = o.group_instance_id
    if s37 is None:
        a(b'\xff\xff')
    else:
        b38 = s37.encode()
        a(_S_h.pack(len(b38)))
        a(b38)
    return b''.join(parts)


def _dec_HeartbeatRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatRequest)
    n40, = _S_h.unpack_from(buf, pos)
    if n40 >= 0:
        x41 = pos + 2 + n40
        if x41 > blen:
            raise _bad_length(n40, 'HeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x41], 'utf-8')
        pos = x41
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n42, = _S_h.unpack_from(buf, pos)
    if n42 >= 0:
        x43 = pos + 2 + n42
        if x43 > blen:
            raise _bad_length(n42, 'HeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 2:x43], 'utf-8')
        pos = x43
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'HeartbeatRequest.MemberId')
    n44, = _S_h.unpack_from(buf, pos)
    if n44 >= 0:
        x45 = pos + 2 + n44
        if x45 > blen:
            raise _bad_length(n44, 'HeartbeatRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 2:x45], 'utf-8')
        pos = x45
    else:
        o.group_instance_id, pos = _read_string(buf, pos, False, True, 'HeartbeatRequest.GroupInstanceId')
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatRequest_v4(o):
    parts = []
    a = parts.append
    s46 = o.group_id
    b47 = s46.encode()
    n48 = len(b47) + 1
    a(_UV[n48] if n48 < 128 else _uv(n48))
    a(b47)
    a(_S_i.pack(o.generation_id))
    s49 = o.member_id
    b50 = s49.encode()
    n51 = len(b50) + 1
    a(_UV[n51] if n51 < 128 else _uv(n51))
    a(b50)
    s52 = o.group_instance_id
    if s52 is None:
        a(_H0)
    else:
        b53 = s52.encode()
        n54 = len(b53) + 1
        a(_UV[n54] if n54 < 128 else _uv(n54))
        a(b53)
    u55 = o._unknown_tags
    if u55 is None:
        a(_H0)
    else:
        _write_tags(a, None, u55)
    return b''.join(parts)


def _dec_HeartbeatRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatRequest)
    n56 = buf[pos] - 1
    if 0 <= n56 < 127:
        x57 = pos + 1 + n56
        if x57 > blen:
            raise _bad_length(n56, 'HeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x57], 'utf-8')
        pos = x57
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'HeartbeatRequest.GroupId')
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n58 = buf[pos] - 1
    if 0 <= n58 < 127:
        x59 = pos + 1 + n58
        if x59 > blen:
            raise _bad_length(n58, 'HeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x59], 'utf-8')
        pos = x59
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'HeartbeatRequest.MemberId')
    n60 = buf[pos] - 1
    if 0 <= n60 < 127:
        x61 = pos + 1 + n60
        if x61 > blen:
            raise _bad_length(n60, 'HeartbeatRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x61], 'utf-8')
        pos = x61
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'HeartbeatRequest.GroupInstanceId')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt62, pos = _ruv(buf, pos)
        if nt62 * 2 > blen - pos:
            raise _array_too_long(nt62, 'HeartbeatRequest._tagged_fields', pos)
        uk63 = None
        for _ in range(nt62):
            tg64, pos = _ruv(buf, pos)
            sz65, pos = _ruv(buf, pos)
            x66 = pos + sz65
            if x66 > blen:
                raise _bad_length(sz65, 'HeartbeatRequest._tagged_fields', pos)
            if uk63 is None:
                uk63 = []
            uk63.append((tg64, bytes(buf[pos:x66])))
            pos = x66
        o._unknown_tags = uk63
    return o, pos


HeartbeatRequest._ENC = {0: _enc_HeartbeatRequest_v0, 1: _enc_HeartbeatRequest_v1, 2: _enc_HeartbeatRequest_v2, 3: _enc_HeartbeatRequest_v3, 4: _enc_HeartbeatRequest_v4}
HeartbeatRequest._DEC = {0: _dec_HeartbeatRequest_v0, 1: _dec_HeartbeatRequest_v1, 2: _dec_HeartbeatRequest_v2, 3: _dec_HeartbeatRequest_v3, 4: _dec_HeartbeatRequest_v4}


class HeartbeatResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', '_unknown_tags')
    NAME = 'HeartbeatResponse'
    TYPE = 'response'
    API_KEY = 12
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    def __init__(self, *, throttle_time_ms=0, error_code=0, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self._unknown_tags = _unknown_tags


HeartbeatResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_HeartbeatResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.throttle_time_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    u67 = o._unknown_tags
    if u67 is None:
        a(_H0)
    else:
        _write_tags(a, None, u67)
    return b''.join(parts)


def _dec_HeartbeatResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt68, pos = _ruv(buf, pos)
        if nt68 * 2 > blen - pos:
            raise _array_too_long(nt68, 'HeartbeatResponse._tagged_fields', pos)
        uk69 = None
        for _ in range(nt68):
            tg70, pos = _ruv(buf, pos)
            sz71, pos = _ruv(buf, pos)
            x72 = pos + sz71
            if x72 > blen:
                raise _bad_length(sz71, 'HeartbeatResponse._tagged_fields', pos)
            if uk69 is None:
                uk69 = []
            uk69.append((tg70, bytes(buf[pos:x72])))
            pos = x72
        o._unknown_tags = uk69
    return o, pos


HeartbeatResponse._ENC = {0: _enc_HeartbeatResponse_v0, 1: _enc_HeartbeatResponse_v1, 2: _enc_HeartbeatResponse_v2, 3: _enc_HeartbeatResponse_v3, 4: _enc_HeartbeatResponse_v4}
HeartbeatResponse._DEC = {0: _dec_HeartbeatResponse_v0, 1: _dec_HeartbeatResponse_v1, 2: _dec_HeartbeatResponse_v2, 3: _dec_HeartbeatResponse_v3, 4: _dec_HeartbeatResponse_v4}


_LINES = {
    73: 'HeartbeatRequest.GroupId',
    74: 'HeartbeatRequest.GroupId',
    75: 'HeartbeatRequest.GroupId',
    76: 'HeartbeatRequest.GroupId',
    77: 'HeartbeatRequest.GenerationId',
    78: 'HeartbeatRequest.MemberId',
    79: 'HeartbeatRequest.MemberId',
    80: 'HeartbeatRequest.MemberId',
    81: 'HeartbeatRequest.MemberId',
    82: 'HeartbeatRequest.GroupInstanceId',
    90: 'HeartbeatRequest.GroupId',
    95: 'HeartbeatRequest.GroupId',
    98: 'HeartbeatRequest.GroupId',
    99: 'HeartbeatRequest.GenerationId',
    101: 'HeartbeatRequest.MemberId',
    106: 'HeartbeatRequest.MemberId',
    109: 'HeartbeatRequest.MemberId',
    118: 'HeartbeatRequest.GroupId',
    119: 'HeartbeatRequest.GroupId',
    120: 'HeartbeatRequest.GroupId',
    121: 'HeartbeatRequest.GroupId',
    122: 'HeartbeatRequest.GenerationId',
    123: 'HeartbeatRequest.MemberId',
    124: 'HeartbeatRequest.MemberId',
    125: 'HeartbeatRequest.MemberId',
    126: 'HeartbeatRequest.MemberId',
    127: 'HeartbeatRequest.GroupInstanceId',
    135: 'HeartbeatRequest.GroupId',
    140: 'HeartbeatRequest.GroupId',
    143: 'HeartbeatRequest.GroupId',
    144: 'HeartbeatRequest.GenerationId',
    146: 'HeartbeatRequest.MemberId',
    151: 'HeartbeatRequest.MemberId',
    154: 'HeartbeatRequest.MemberId',
    163: 'HeartbeatRequest.GroupId',
    164: 'HeartbeatRequest.GroupId',
    165: 'HeartbeatRequest.GroupId',
    166: 'HeartbeatRequest.GroupId',
    167: 'HeartbeatRequest.GenerationId',
    168: 'HeartbeatRequest.MemberId',
    169: 'HeartbeatRequest.MemberId',
    170: 'HeartbeatRequest.MemberId',
    171: 'HeartbeatRequest.MemberId',
    172: 'HeartbeatRequest.GroupInstanceId',
    180: 'HeartbeatRequest.GroupId',
    185: 'HeartbeatRequest.GroupId',
    188: 'HeartbeatRequest.GroupId',
    189: 'HeartbeatRequest.GenerationId',
    191: 'HeartbeatRequest.MemberId',
    196: 'HeartbeatRequest.MemberId',
    199: 'HeartbeatRequest.MemberId',
    208: 'HeartbeatRequest.GroupId',
    209: 'HeartbeatRequest.GroupId',
    210: 'HeartbeatRequest.GroupId',
    211: 'HeartbeatRequest.GroupId',
    212: 'HeartbeatRequest.GenerationId',
    213: 'HeartbeatRequest.MemberId',
    214: 'HeartbeatRequest.MemberId',
    215: 'HeartbeatRequest.MemberId',
    216: 'HeartbeatRequest.MemberId',
    217: 'HeartbeatRequest.GroupInstanceId',
    218: 'HeartbeatRequest.GroupInstanceId',
    219: 'HeartbeatRequest.GroupInstanceId',
    220: 'HeartbeatRequest.GroupInstanceId',
    221: 'HeartbeatRequest.GroupInstanceId',
    222: 'HeartbeatRequest.GroupInstanceId',
    223: 'HeartbeatRequest.GroupInstanceId',
    230: 'HeartbeatRequest.GroupId',
    235: 'HeartbeatRequest.GroupId',
    238: 'HeartbeatRequest.GroupId',
    239: 'HeartbeatRequest.GenerationId',
    241: 'HeartbeatRequest.MemberId',
    246: 'HeartbeatRequest.MemberId',
    249: 'HeartbeatRequest.MemberId',
    250: 'HeartbeatRequest.GroupInstanceId',
    255: 'HeartbeatRequest.GroupInstanceId',
    258: 'HeartbeatRequest.GroupInstanceId',
    266: 'HeartbeatRequest.GroupId',
    267: 'HeartbeatRequest.GroupId',
    268: 'HeartbeatRequest.GroupId',
    269: 'HeartbeatRequest.GroupId',
    270: 'HeartbeatRequest.GroupId',
    271: 'HeartbeatRequest.GenerationId',
    272: 'HeartbeatRequest.MemberId',
    273: 'HeartbeatRequest.MemberId',
    274: 'HeartbeatRequest.MemberId',
    275: 'HeartbeatRequest.MemberId',
    276: 'HeartbeatRequest.MemberId',
    277: 'HeartbeatRequest.GroupInstanceId',
    278: 'HeartbeatRequest.GroupInstanceId',
    279: 'HeartbeatRequest.GroupInstanceId',
    280: 'HeartbeatRequest.GroupInstanceId',
    281: 'HeartbeatRequest.GroupInstanceId',
    282: 'HeartbeatRequest.GroupInstanceId',
    283: 'HeartbeatRequest.GroupInstanceId',
    284: 'HeartbeatRequest.GroupInstanceId',
    285: 'HeartbeatRequest._unknown_tags',
    286: 'HeartbeatRequest',
    289: 'HeartbeatRequest._unknown_tags',
    296: 'HeartbeatRequest.GroupId',
    301: 'HeartbeatRequest.GroupId',
    304: 'HeartbeatRequest.GroupId',
    305: 'HeartbeatRequest.GenerationId',
    307: 'HeartbeatRequest.MemberId',
    312: 'HeartbeatRequest.MemberId',
    315: 'HeartbeatRequest.MemberId',
    316: 'HeartbeatRequest.GroupInstanceId',
    321: 'HeartbeatRequest.GroupInstanceId',
    324: 'HeartbeatRequest.GroupInstanceId',
    325: 'HeartbeatRequest._tagged_fields',
    329: 'HeartbeatRequest._tagged_fields',
    334: 'HeartbeatRequest._tagged_fields',
    335: 'HeartbeatRequest._tagged_fields',
    374: 'HeartbeatResponse.ErrorCode',
    381: 'HeartbeatResponse.ErrorCode',
    391: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    398: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    407: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    414: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    423: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    430: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    439: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    440: 'HeartbeatResponse._unknown_tags',
    441: 'HeartbeatResponse',
    444: 'HeartbeatResponse._unknown_tags',
    451: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    453: 'HeartbeatResponse._tagged_fields',
    457: 'HeartbeatResponse._tagged_fields',
    462: 'HeartbeatResponse._tagged_fields',
    463: 'HeartbeatResponse._tagged_fields',
}
