# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AddOffsetsToTxnRequest.json, schemas/messages/AddOffsetsToTxnResponse.json.
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

__all__ = ['AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_ih = Struct('>ih')
_S_qh = Struct('>qh')


class AddOffsetsToTxnRequest(_Message):
    """AddOffsetsToTxnRequest (request): API key 25; versions 0-4; flexible in 3-4; listeners: broker."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'group_id', '_unknown_tags')
    NAME = 'AddOffsetsToTxnRequest'
    TYPE = 'request'
    API_KEY = 25
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (3, 4)

    transactional_id: str
    """Transactional id of the transaction.

    `TransactionalId` (string): versions 0+; default ''."""
    producer_id: int
    """Producer id the transactional id currently uses.

    `ProducerId` (int64): versions 0+; default 0."""
    producer_epoch: int
    """Producer epoch that goes with the producer id.

    `ProducerEpoch` (int16): versions 0+; default 0."""
    group_id: str
    """Consumer group whose offsets the transaction will commit.

    `GroupId` (string): versions 0+; default ''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactional_id: str = '',
        producer_id: int = 0,
        producer_epoch: int = 0,
        group_id: str = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.group_id = group_id
        self._unknown_tags = _unknown_tags


AddOffsetsToTxnRequest.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)


def _enc_AddOffsetsToTxnRequest_v0(o: AddOffsetsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.transactional_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    s4 = o.group_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    return b''.join(parts)


def _dec_AddOffsetsToTxnRequest_v0(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnRequest)
    n7, = _S_h.unpack_from(buf, pos)
    if n7 >= 0:
        x8 = pos + 2 + n7
        if x8 > blen:
            raise _bad_length(n7, 'AddOffsetsToTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x8], 'utf-8')
        pos = x8
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'AddOffsetsToTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'AddOffsetsToTxnRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'AddOffsetsToTxnRequest.GroupId')
    o._unknown_tags = None
    return o, pos


def _enc_AddOffsetsToTxnRequest_v1(o: AddOffsetsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s11 = o.transactional_id
    b12 = s11.encode()
    a(_S_h.pack(len(b12)))
    a(b12)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    s14 = o.group_id
    b15 = s14.encode()
    a(_S_h.pack(len(b15)))
    a(b15)
    return b''.join(parts)


def _dec_AddOffsetsToTxnRequest_v1(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnRequest)
    n17, = _S_h.unpack_from(buf, pos)
    if n17 >= 0:
        x18 = pos + 2 + n17
        if x18 > blen:
            raise _bad_length(n17, 'AddOffsetsToTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x18], 'utf-8')
        pos = x18
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'AddOffsetsToTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n19, = _S_h.unpack_from(buf, pos)
    if n19 >= 0:
        x20 = pos + 2 + n19
        if x20 > blen:
            raise _bad_length(n19, 'AddOffsetsToTxnRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x20], 'utf-8')
        pos = x20
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'AddOffsetsToTxnRequest.GroupId')
    o._unknown_tags = None
    return o, pos


def _enc_AddOffsetsToTxnRequest_v2(o: AddOffsetsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s21 = o.transactional_id
    b22 = s21.encode()
    a(_S_h.pack(len(b22)))
    a(b22)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    s24 = o.group_id
    b25 = s24.encode()
    a(_S_h.pack(len(b25)))
    a(b25)
    return b''.join(parts)


def _dec_AddOffsetsToTxnRequest_v2(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnRequest)
    n27, = _S_h.unpack_from(buf, pos)
    if n27 >= 0:
        x28 = pos + 2 + n27
        if x28 > blen:
            raise _bad_length(n27, 'AddOffsetsToTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x28], 'utf-8')
        pos = x28
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'AddOffsetsToTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n29, = _S_h.unpack_from(buf, pos)
    if n29 >= 0:
        x30 = pos + 2 + n29
        if x30 > blen:
            raise _bad_length(n29, 'AddOffsetsToTxnRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x30], 'utf-8')
        pos = x30
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'AddOffsetsToTxnRequest.GroupId')
    o._unknown_tags = None
    return o, pos


def _enc_AddOffsetsToTxnRequest_v3(o: AddOffsetsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s31 = o.transactional_id
    b32 = s31.encode()
    n33 = len(b32) + 1
    a(_UV[n33] if n33 < 128 else _uv(n33))
    a(b32)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    s34 = o.group_id
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


def _dec_AddOffsetsToTxnRequest_v3(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnRequest)
    n38 = buf[pos] - 1
    if 0 <= n38 < 127:
        x39 = pos + 1 + n38
        if x39 > blen:
            raise _bad_length(n38, 'AddOffsetsToTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x39], 'utf-8')
        pos = x39
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'AddOffsetsToTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n40 = buf[pos] - 1
    if 0 <= n40 < 127:
        x41 = pos + 1 + n40
        if x41 > blen:
            raise _bad_length(n40, 'AddOffsetsToTxnRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x41], 'utf-8')
        pos = x41
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'AddOffsetsToTxnRequest.GroupId')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt42, pos = _ruv(buf, pos)
        if nt42 * 2 > blen - pos:
            raise _array_too_long(nt42, 'AddOffsetsToTxnRequest._tagged_fields', pos)
        uk43: list[tuple[int, bytes]] | None = None
        for _ in range(nt42):
            tg44, pos = _ruv(buf, pos)
            sz45, pos = _ruv(buf, pos)
            x46 = pos + sz45
            if x46 > blen:
                raise _bad_length(sz45, 'AddOffsetsToTxnRequest._tagged_fields', pos)
            if uk43 is None:
                uk43 = []
            uk43.append((tg44, bytes(buf[pos:x46])))
            pos = x46
        o._unknown_tags = uk43
    return o, pos


def _enc_AddOffsetsToTxnRequest_v4(o: AddOffsetsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s47 = o.transactional_id
    b48 = s47.encode()
    n49 = len(b48) + 1
    a(_UV[n49] if n49 < 128 else _uv(n49))
    a(b48)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    s50 = o.group_id
    b51 = s50.encode()
    n52 = len(b51) + 1
    a(_UV[n52] if n52 < 128 else _uv(n52))
    a(b51)
    u53 = o._unknown_tags
    if u53 is None:
        a(_H0)
    else:
        _write_tags(a, None, u53)
    return b''.join(parts)


def _dec_AddOffsetsToTxnRequest_v4(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnRequest)
    n54 = buf[pos] - 1
    if 0 <= n54 < 127:
        x55 = pos + 1 + n54
        if x55 > blen:
            raise _bad_length(n54, 'AddOffsetsToTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x55], 'utf-8')
        pos = x55
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'AddOffsetsToTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n56 = buf[pos] - 1
    if 0 <= n56 < 127:
        x57 = pos + 1 + n56
        if x57 > blen:
            raise _bad_length(n56, 'AddOffsetsToTxnRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x57], 'utf-8')
        pos = x57
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'AddOffsetsToTxnRequest.GroupId')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt58, pos = _ruv(buf, pos)
        if nt58 * 2 > blen - pos:
            raise _array_too_long(nt58, 'AddOffsetsToTxnRequest._tagged_fields', pos)
        uk59: list[tuple[int, bytes]] | None = None
        for _ in range(nt58):
            tg60, pos = _ruv(buf, pos)
            sz61, pos = _ruv(buf, pos)
            x62 = pos + sz61
            if x62 > blen:
                raise _bad_length(sz61, 'AddOffsetsToTxnRequest._tagged_fields', pos)
            if uk59 is None:
                uk59 = []
            uk59.append((tg60, bytes(buf[pos:x62])))
            pos = x62
        o._unknown_tags = uk59
    return o, pos


AddOffsetsToTxnRequest._ENC = {0: _enc_AddOffsetsToTxnRequest_v0, 1: _enc_AddOffsetsToTxnRequest_v1, 2: _enc_AddOffsetsToTxnRequest_v2, 3: _enc_AddOffsetsToTxnRequest_v3, 4: _enc_AddOffsetsToTxnRequest_v4}
AddOffsetsToTxnRequest._DEC = {0: _dec_AddOffsetsToTxnRequest_v0, 1: _dec_AddOffsetsToTxnRequest_v1, 2: _dec_AddOffsetsToTxnRequest_v2, 3: _dec_AddOffsetsToTxnRequest_v3, 4: _dec_AddOffsetsToTxnRequest_v4}


class AddOffsetsToTxnResponse(_Message):
    """AddOffsetsToTxnResponse (response): API key 25; versions 0-4; flexible in 3-4."""

    __slots__ = ('throttle_time_ms', 'error_code', '_unknown_tags')
    NAME = 'AddOffsetsToTxnResponse'
    TYPE = 'response'
    API_KEY = 25
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (3, 4)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
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


AddOffsetsToTxnResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_AddOffsetsToTxnResponse_v0(o: AddOffsetsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_AddOffsetsToTxnResponse_v0(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_AddOffsetsToTxnResponse_v1(o: AddOffsetsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_AddOffsetsToTxnResponse_v1(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_AddOffsetsToTxnResponse_v2(o: AddOffsetsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_AddOffsetsToTxnResponse_v2(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o._unknown_tags = None
    return o, pos


def _enc_AddOffsetsToTxnResponse_v3(o: AddOffsetsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    u63 = o._unknown_tags
    if u63 is None:
        a(_H0)
    else:
        _write_tags(a, None, u63)
    return b''.join(parts)


def _dec_AddOffsetsToTxnResponse_v3(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt64, pos = _ruv(buf, pos)
        if nt64 * 2 > blen - pos:
            raise _array_too_long(nt64, 'AddOffsetsToTxnResponse._tagged_fields', pos)
        uk65: list[tuple[int, bytes]] | None = None
        for _ in range(nt64):
            tg66, pos = _ruv(buf, pos)
            sz67, pos = _ruv(buf, pos)
            x68 = pos + sz67
            if x68 > blen:
                raise _bad_length(sz67, 'AddOffsetsToTxnResponse._tagged_fields', pos)
            if uk65 is None:
                uk65 = []
            uk65.append((tg66, bytes(buf[pos:x68])))
            pos = x68
        o._unknown_tags = uk65
    return o, pos


def _enc_AddOffsetsToTxnResponse_v4(o: AddOffsetsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    u69 = o._unknown_tags
    if u69 is None:
        a(_H0)
    else:
        _write_tags(a, None, u69)
    return b''.join(parts)


def _dec_AddOffsetsToTxnResponse_v4(buf: _Buffer, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt70, pos = _ruv(buf, pos)
        if nt70 * 2 > blen - pos:
            raise _array_too_long(nt70, 'AddOffsetsToTxnResponse._tagged_fields', pos)
        uk71: list[tuple[int, bytes]] | None = None
        for _ in range(nt70):
            tg72, pos = _ruv(buf, pos)
            sz73, pos = _ruv(buf, pos)
            x74 = pos + sz73
            if x74 > blen:
                raise _bad_length(sz73, 'AddOffsetsToTxnResponse._tagged_fields', pos)
            if uk71 is None:
                uk71 = []
            uk71.append((tg72, bytes(buf[pos:x74])))
            pos = x74
        o._unknown_tags = uk71
    return o, pos


AddOffsetsToTxnResponse._ENC = {0: _enc_AddOffsetsToTxnResponse_v0, 1: _enc_AddOffsetsToTxnResponse_v1, 2: _enc_AddOffsetsToTxnResponse_v2, 3: _enc_AddOffsetsToTxnResponse_v3, 4: _enc_AddOffsetsToTxnResponse_v4}
AddOffsetsToTxnResponse._DEC = {0: _dec_AddOffsetsToTxnResponse_v0, 1: _dec_AddOffsetsToTxnResponse_v1, 2: _dec_AddOffsetsToTxnResponse_v2, 3: _dec_AddOffsetsToTxnResponse_v3, 4: _dec_AddOffsetsToTxnResponse_v4}


_LINES = {
    104: 'AddOffsetsToTxnRequest.TransactionalId',
    105: 'AddOffsetsToTxnRequest.TransactionalId',
    106: 'AddOffsetsToTxnRequest.TransactionalId',
    107: 'AddOffsetsToTxnRequest.TransactionalId',
    108: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    109: 'AddOffsetsToTxnRequest.GroupId',
    110: 'AddOffsetsToTxnRequest.GroupId',
    111: 'AddOffsetsToTxnRequest.GroupId',
    112: 'AddOffsetsToTxnRequest.GroupId',
    119: 'AddOffsetsToTxnRequest.TransactionalId',
    124: 'AddOffsetsToTxnRequest.TransactionalId',
    127: 'AddOffsetsToTxnRequest.TransactionalId',
    128: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    130: 'AddOffsetsToTxnRequest.GroupId',
    135: 'AddOffsetsToTxnRequest.GroupId',
    138: 'AddOffsetsToTxnRequest.GroupId',
    146: 'AddOffsetsToTxnRequest.TransactionalId',
    147: 'AddOffsetsToTxnRequest.TransactionalId',
    148: 'AddOffsetsToTxnRequest.TransactionalId',
    149: 'AddOffsetsToTxnRequest.TransactionalId',
    150: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    151: 'AddOffsetsToTxnRequest.GroupId',
    152: 'AddOffsetsToTxnRequest.GroupId',
    153: 'AddOffsetsToTxnRequest.GroupId',
    154: 'AddOffsetsToTxnRequest.GroupId',
    161: 'AddOffsetsToTxnRequest.TransactionalId',
    166: 'AddOffsetsToTxnRequest.TransactionalId',
    169: 'AddOffsetsToTxnRequest.TransactionalId',
    170: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    172: 'AddOffsetsToTxnRequest.GroupId',
    177: 'AddOffsetsToTxnRequest.GroupId',
    180: 'AddOffsetsToTxnRequest.GroupId',
    188: 'AddOffsetsToTxnRequest.TransactionalId',
    189: 'AddOffsetsToTxnRequest.TransactionalId',
    190: 'AddOffsetsToTxnRequest.TransactionalId',
    191: 'AddOffsetsToTxnRequest.TransactionalId',
    192: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    193: 'AddOffsetsToTxnRequest.GroupId',
    194: 'AddOffsetsToTxnRequest.GroupId',
    195: 'AddOffsetsToTxnRequest.GroupId',
    196: 'AddOffsetsToTxnRequest.GroupId',
    203: 'AddOffsetsToTxnRequest.TransactionalId',
    208: 'AddOffsetsToTxnRequest.TransactionalId',
    211: 'AddOffsetsToTxnRequest.TransactionalId',
    212: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    214: 'AddOffsetsToTxnRequest.GroupId',
    219: 'AddOffsetsToTxnRequest.GroupId',
    222: 'AddOffsetsToTxnRequest.GroupId',
    230: 'AddOffsetsToTxnRequest.TransactionalId',
    231: 'AddOffsetsToTxnRequest.TransactionalId',
    232: 'AddOffsetsToTxnRequest.TransactionalId',
    233: 'AddOffsetsToTxnRequest.TransactionalId',
    234: 'AddOffsetsToTxnRequest.TransactionalId',
    235: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    236: 'AddOffsetsToTxnRequest.GroupId',
    237: 'AddOffsetsToTxnRequest.GroupId',
    238: 'AddOffsetsToTxnRequest.GroupId',
    239: 'AddOffsetsToTxnRequest.GroupId',
    240: 'AddOffsetsToTxnRequest.GroupId',
    241: 'AddOffsetsToTxnRequest._unknown_tags',
    242: 'AddOffsetsToTxnRequest',
    245: 'AddOffsetsToTxnRequest._unknown_tags',
    252: 'AddOffsetsToTxnRequest.TransactionalId',
    257: 'AddOffsetsToTxnRequest.TransactionalId',
    260: 'AddOffsetsToTxnRequest.TransactionalId',
    261: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    263: 'AddOffsetsToTxnRequest.GroupId',
    268: 'AddOffsetsToTxnRequest.GroupId',
    271: 'AddOffsetsToTxnRequest.GroupId',
    272: 'AddOffsetsToTxnRequest._tagged_fields',
    276: 'AddOffsetsToTxnRequest._tagged_fields',
    281: 'AddOffsetsToTxnRequest._tagged_fields',
    282: 'AddOffsetsToTxnRequest._tagged_fields',
    297: 'AddOffsetsToTxnRequest.TransactionalId',
    298: 'AddOffsetsToTxnRequest.TransactionalId',
    299: 'AddOffsetsToTxnRequest.TransactionalId',
    300: 'AddOffsetsToTxnRequest.TransactionalId',
    301: 'AddOffsetsToTxnRequest.TransactionalId',
    302: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    303: 'AddOffsetsToTxnRequest.GroupId',
    304: 'AddOffsetsToTxnRequest.GroupId',
    305: 'AddOffsetsToTxnRequest.GroupId',
    306: 'AddOffsetsToTxnRequest.GroupId',
    307: 'AddOffsetsToTxnRequest.GroupId',
    308: 'AddOffsetsToTxnRequest._unknown_tags',
    309: 'AddOffsetsToTxnRequest',
    312: 'AddOffsetsToTxnRequest._unknown_tags',
    319: 'AddOffsetsToTxnRequest.TransactionalId',
    324: 'AddOffsetsToTxnRequest.TransactionalId',
    327: 'AddOffsetsToTxnRequest.TransactionalId',
    328: 'AddOffsetsToTxnRequest.ProducerId,ProducerEpoch',
    330: 'AddOffsetsToTxnRequest.GroupId',
    335: 'AddOffsetsToTxnRequest.GroupId',
    338: 'AddOffsetsToTxnRequest.GroupId',
    339: 'AddOffsetsToTxnRequest._tagged_fields',
    343: 'AddOffsetsToTxnRequest._tagged_fields',
    348: 'AddOffsetsToTxnRequest._tagged_fields',
    349: 'AddOffsetsToTxnRequest._tagged_fields',
    407: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    414: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    423: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    430: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    439: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    446: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    455: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    456: 'AddOffsetsToTxnResponse._unknown_tags',
    457: 'AddOffsetsToTxnResponse',
    460: 'AddOffsetsToTxnResponse._unknown_tags',
    467: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    469: 'AddOffsetsToTxnResponse._tagged_fields',
    473: 'AddOffsetsToTxnResponse._tagged_fields',
    478: 'AddOffsetsToTxnResponse._tagged_fields',
    479: 'AddOffsetsToTxnResponse._tagged_fields',
    494: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    495: 'AddOffsetsToTxnResponse._unknown_tags',
    496: 'AddOffsetsToTxnResponse',
    499: 'AddOffsetsToTxnResponse._unknown_tags',
    506: 'AddOffsetsToTxnResponse.ThrottleTimeMs,ErrorCode',
    508: 'AddOffsetsToTxnResponse._tagged_fields',
    512: 'AddOffsetsToTxnResponse._tagged_fields',
    517: 'AddOffsetsToTxnResponse._tagged_fields',
    518: 'AddOffsetsToTxnResponse._tagged_fields',
}
