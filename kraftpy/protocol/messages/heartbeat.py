# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/HeartbeatRequest.json, schemas/messages/HeartbeatResponse.json.
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

__all__ = ['HeartbeatRequest', 'HeartbeatResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class HeartbeatRequest(_Message):
    """HeartbeatRequest (request): API key 12; versions 0-4; flexible in 4; listeners: broker."""

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', '_unknown_tags')
    NAME = 'HeartbeatRequest'
    TYPE = 'request'
    API_KEY = 12
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    generation_id: int
    """Generation the member believes is current.

    `GenerationId` (int32): versions 0+; default 0."""
    member_id: str
    """Member id.

    `MemberId` (string): versions 0+; default ''."""
    group_instance_id: str | None
    """Static instance id, or null.

    `GroupInstanceId` (string): versions 3+; nullable in 3+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        generation_id: int = 0,
        member_id: str = '',
        group_instance_id: str | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_HeartbeatRequest_v0(o: HeartbeatRequest) -> bytes:
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
        raise _unsupported_field('HeartbeatRequest', 'GroupInstanceId', 0)
    return b''.join(parts)


def _dec_HeartbeatRequest_v0(buf: _Buffer, pos: int) -> tuple[HeartbeatRequest, int]:
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


def _enc_HeartbeatRequest_v1(o: HeartbeatRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_HeartbeatRequest_v1(buf: _Buffer, pos: int) -> tuple[HeartbeatRequest, int]:
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


def _enc_HeartbeatRequest_v2(o: HeartbeatRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_HeartbeatRequest_v2(buf: _Buffer, pos: int) -> tuple[HeartbeatRequest, int]:
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


def _enc_HeartbeatRequest_v3(o: HeartbeatRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_HeartbeatRequest_v3(buf: _Buffer, pos: int) -> tuple[HeartbeatRequest, int]:
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


def _enc_HeartbeatRequest_v4(o: HeartbeatRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_HeartbeatRequest_v4(buf: _Buffer, pos: int) -> tuple[HeartbeatRequest, int]:
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
        uk63: list[tuple[int, bytes]] | None = None
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
    """HeartbeatResponse (response): API key 12; versions 0-4; flexible in 4."""

    __slots__ = ('throttle_time_ms', 'error_code', '_unknown_tags')
    NAME = 'HeartbeatResponse'
    TYPE = 'response'
    API_KEY = 12
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self._unknown_tags = _unknown_tags


HeartbeatResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_HeartbeatResponse_v0(o: HeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v0(buf: _Buffer, pos: int) -> tuple[HeartbeatResponse, int]:
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.throttle_time_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v1(o: HeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v1(buf: _Buffer, pos: int) -> tuple[HeartbeatResponse, int]:
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v2(o: HeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v2(buf: _Buffer, pos: int) -> tuple[HeartbeatResponse, int]:
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v3(o: HeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_HeartbeatResponse_v3(buf: _Buffer, pos: int) -> tuple[HeartbeatResponse, int]:
    blen = len(buf)
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_HeartbeatResponse_v4(o: HeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    u67 = o._unknown_tags
    if u67 is None:
        a(_H0)
    else:
        _write_tags(a, None, u67)
    return b''.join(parts)


def _dec_HeartbeatResponse_v4(buf: _Buffer, pos: int) -> tuple[HeartbeatResponse, int]:
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
        uk69: list[tuple[int, bytes]] | None = None
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
    104: 'HeartbeatRequest.GroupId',
    105: 'HeartbeatRequest.GroupId',
    106: 'HeartbeatRequest.GroupId',
    107: 'HeartbeatRequest.GroupId',
    108: 'HeartbeatRequest.GenerationId',
    109: 'HeartbeatRequest.MemberId',
    110: 'HeartbeatRequest.MemberId',
    111: 'HeartbeatRequest.MemberId',
    112: 'HeartbeatRequest.MemberId',
    113: 'HeartbeatRequest.GroupInstanceId',
    121: 'HeartbeatRequest.GroupId',
    126: 'HeartbeatRequest.GroupId',
    129: 'HeartbeatRequest.GroupId',
    130: 'HeartbeatRequest.GenerationId',
    132: 'HeartbeatRequest.MemberId',
    137: 'HeartbeatRequest.MemberId',
    140: 'HeartbeatRequest.MemberId',
    149: 'HeartbeatRequest.GroupId',
    150: 'HeartbeatRequest.GroupId',
    151: 'HeartbeatRequest.GroupId',
    152: 'HeartbeatRequest.GroupId',
    153: 'HeartbeatRequest.GenerationId',
    154: 'HeartbeatRequest.MemberId',
    155: 'HeartbeatRequest.MemberId',
    156: 'HeartbeatRequest.MemberId',
    157: 'HeartbeatRequest.MemberId',
    158: 'HeartbeatRequest.GroupInstanceId',
    166: 'HeartbeatRequest.GroupId',
    171: 'HeartbeatRequest.GroupId',
    174: 'HeartbeatRequest.GroupId',
    175: 'HeartbeatRequest.GenerationId',
    177: 'HeartbeatRequest.MemberId',
    182: 'HeartbeatRequest.MemberId',
    185: 'HeartbeatRequest.MemberId',
    194: 'HeartbeatRequest.GroupId',
    195: 'HeartbeatRequest.GroupId',
    196: 'HeartbeatRequest.GroupId',
    197: 'HeartbeatRequest.GroupId',
    198: 'HeartbeatRequest.GenerationId',
    199: 'HeartbeatRequest.MemberId',
    200: 'HeartbeatRequest.MemberId',
    201: 'HeartbeatRequest.MemberId',
    202: 'HeartbeatRequest.MemberId',
    203: 'HeartbeatRequest.GroupInstanceId',
    211: 'HeartbeatRequest.GroupId',
    216: 'HeartbeatRequest.GroupId',
    219: 'HeartbeatRequest.GroupId',
    220: 'HeartbeatRequest.GenerationId',
    222: 'HeartbeatRequest.MemberId',
    227: 'HeartbeatRequest.MemberId',
    230: 'HeartbeatRequest.MemberId',
    239: 'HeartbeatRequest.GroupId',
    240: 'HeartbeatRequest.GroupId',
    241: 'HeartbeatRequest.GroupId',
    242: 'HeartbeatRequest.GroupId',
    243: 'HeartbeatRequest.GenerationId',
    244: 'HeartbeatRequest.MemberId',
    245: 'HeartbeatRequest.MemberId',
    246: 'HeartbeatRequest.MemberId',
    247: 'HeartbeatRequest.MemberId',
    248: 'HeartbeatRequest.GroupInstanceId',
    249: 'HeartbeatRequest.GroupInstanceId',
    250: 'HeartbeatRequest.GroupInstanceId',
    251: 'HeartbeatRequest.GroupInstanceId',
    252: 'HeartbeatRequest.GroupInstanceId',
    253: 'HeartbeatRequest.GroupInstanceId',
    254: 'HeartbeatRequest.GroupInstanceId',
    261: 'HeartbeatRequest.GroupId',
    266: 'HeartbeatRequest.GroupId',
    269: 'HeartbeatRequest.GroupId',
    270: 'HeartbeatRequest.GenerationId',
    272: 'HeartbeatRequest.MemberId',
    277: 'HeartbeatRequest.MemberId',
    280: 'HeartbeatRequest.MemberId',
    281: 'HeartbeatRequest.GroupInstanceId',
    286: 'HeartbeatRequest.GroupInstanceId',
    289: 'HeartbeatRequest.GroupInstanceId',
    297: 'HeartbeatRequest.GroupId',
    298: 'HeartbeatRequest.GroupId',
    299: 'HeartbeatRequest.GroupId',
    300: 'HeartbeatRequest.GroupId',
    301: 'HeartbeatRequest.GroupId',
    302: 'HeartbeatRequest.GenerationId',
    303: 'HeartbeatRequest.MemberId',
    304: 'HeartbeatRequest.MemberId',
    305: 'HeartbeatRequest.MemberId',
    306: 'HeartbeatRequest.MemberId',
    307: 'HeartbeatRequest.MemberId',
    308: 'HeartbeatRequest.GroupInstanceId',
    309: 'HeartbeatRequest.GroupInstanceId',
    310: 'HeartbeatRequest.GroupInstanceId',
    311: 'HeartbeatRequest.GroupInstanceId',
    312: 'HeartbeatRequest.GroupInstanceId',
    313: 'HeartbeatRequest.GroupInstanceId',
    314: 'HeartbeatRequest.GroupInstanceId',
    315: 'HeartbeatRequest.GroupInstanceId',
    316: 'HeartbeatRequest._unknown_tags',
    317: 'HeartbeatRequest',
    320: 'HeartbeatRequest._unknown_tags',
    327: 'HeartbeatRequest.GroupId',
    332: 'HeartbeatRequest.GroupId',
    335: 'HeartbeatRequest.GroupId',
    336: 'HeartbeatRequest.GenerationId',
    338: 'HeartbeatRequest.MemberId',
    343: 'HeartbeatRequest.MemberId',
    346: 'HeartbeatRequest.MemberId',
    347: 'HeartbeatRequest.GroupInstanceId',
    352: 'HeartbeatRequest.GroupInstanceId',
    355: 'HeartbeatRequest.GroupInstanceId',
    356: 'HeartbeatRequest._tagged_fields',
    360: 'HeartbeatRequest._tagged_fields',
    365: 'HeartbeatRequest._tagged_fields',
    366: 'HeartbeatRequest._tagged_fields',
    424: 'HeartbeatResponse.ErrorCode',
    431: 'HeartbeatResponse.ErrorCode',
    441: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    448: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    457: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    464: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    473: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    480: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    489: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    490: 'HeartbeatResponse._unknown_tags',
    491: 'HeartbeatResponse',
    494: 'HeartbeatResponse._unknown_tags',
    501: 'HeartbeatResponse.ThrottleTimeMs,ErrorCode',
    503: 'HeartbeatResponse._tagged_fields',
    507: 'HeartbeatResponse._tagged_fields',
    512: 'HeartbeatResponse._tagged_fields',
    513: 'HeartbeatResponse._tagged_fields',
}
