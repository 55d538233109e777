# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/EndTxnRequest.json, schemas/messages/EndTxnResponse.json.
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

__all__ = ['EndTxnRequest', 'EndTxnResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_ih = Struct('>ih')
_S_ihqh = Struct('>ihqh')
_S_qh_ = Struct('>qh?')


class EndTxnRequest(_Message):
    """EndTxnRequest (request): API key 26; versions 0-5; flexible in 3-5; listeners: broker."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'committed', '_unknown_tags')
    NAME = 'EndTxnRequest'
    TYPE = 'request'
    API_KEY = 26
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    transactional_id: str
    """Transactional id of the transaction to end.

    `TransactionalId` (string): versions 0+; default ''."""
    producer_id: int
    """Producer id the transactional id currently uses.

    `ProducerId` (int64): versions 0+; default 0."""
    producer_epoch: int
    """Producer epoch that goes with the producer id.

    `ProducerEpoch` (int16): versions 0+; default 0."""
    committed: bool
    """True to commit the transaction, false to abort it.

    `Committed` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactional_id: str = '',
        producer_id: int = 0,
        producer_epoch: int = 0,
        committed: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.committed = committed
        self._unknown_tags = _unknown_tags


EndTxnRequest.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Committed', 'committed', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_EndTxnRequest_v0(o: EndTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.transactional_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    a(_S_qh_.pack(o.producer_id, o.producer_epoch, o.committed))
    return b''.join(parts)


def _dec_EndTxnRequest_v0(buf: _Buffer, pos: int) -> tuple[EndTxnRequest, int]:
    blen = len(buf)
    o = _new(EndTxnRequest)
    n4, = _S_h.unpack_from(buf, pos)
    if n4 >= 0:
        x5 = pos + 2 + n4
        if x5 > blen:
            raise _bad_length(n4, 'EndTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x5], 'utf-8')
        pos = x5
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'EndTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch, o.committed = _S_qh_.unpack_from(buf, pos)
    pos += 11
    o._unknown_tags = None
    return o, pos


def _enc_EndTxnRequest_v1(o: EndTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s6 = o.transactional_id
    b7 = s6.encode()
    a(_S_h.pack(len(b7)))
    a(b7)
    a(_S_qh_.pack(o.producer_id, o.producer_epoch, o.committed))
    return b''.join(parts)


def _dec_EndTxnRequest_v1(buf: _Buffer, pos: int) -> tuple[EndTxnRequest, int]:
    blen = len(buf)
    o = _new(EndTxnRequest)
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'EndTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'EndTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch, o.committed = _S_qh_.unpack_from(buf, pos)
    pos += 11
    o._unknown_tags = None
    return o, pos


def _enc_EndTxnRequest_v2(o: EndTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s11 = o.transactional_id
    b12 = s11.encode()
    a(_S_h.pack(len(b12)))
    a(b12)
    a(_S_qh_.pack(o.producer_id, o.producer_epoch, o.committed))
    return b''.join(parts)


def _dec_EndTxnRequest_v2(buf: _Buffer, pos: int) -> tuple[EndTxnRequest, int]:
    blen = len(buf)
    o = _new(EndTxnRequest)
    n14, = _S_h.unpack_from(buf, pos)
    if n14 >= 0:
        x15 = pos + 2 + n14
        if x15 > blen:
            raise _bad_length(n14, 'EndTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x15], 'utf-8')
        pos = x15
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'EndTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch, o.committed = _S_qh_.unpack_from(buf, pos)
    pos += 11
    o._unknown_tags = None
    return o, pos


def _enc_EndTxnRequest_v3(o: EndTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s16 = o.transactional_id
    b17 = s16.encode()
    n18 = len(b17) + 1
    a(_UV[n18] if n18 < 128 else _uv(n18))
    a(b17)
    a(_S_qh_.pack(o.producer_id, o.producer_epoch, o.committed))
    u19 = o._unknown_tags
    if u19 is None:
        a(_H0)
    else:
        _write_tags(a, None, u19)
    return b''.join(parts)


def _dec_EndTxnRequest_v3(buf: _Buffer, pos: int) -> tuple[EndTxnRequest, int]:
    blen = len(buf)
    o = _new(EndTxnRequest)
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        x21 = pos + 1 + n20
        if x21 > blen:
            raise _bad_length(n20, 'EndTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x21], 'utf-8')
        pos = x21
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'EndTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch, o.committed = _S_qh_.unpack_from(buf, pos)
    pos += 11
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt22, pos = _ruv(buf, pos)
        if nt22 * 2 > blen - pos:
            raise _array_too_long(nt22, 'EndTxnRequest._tagged_fields', pos)
        uk23: list[tuple[int, bytes]] | None = None
        for _ in range(nt22):
            tg24, pos = _ruv(buf, pos)
            sz25, pos = _ruv(buf, pos)
            x26 = pos + sz25
            if x26 > blen:
                raise _bad_length(sz25, 'EndTxnRequest._tagged_fields', pos)
            if uk23 is None:
                uk23 = []
            uk23.append((tg24, bytes(buf[pos:x26])))
            pos = x26
        o._unknown_tags = uk23
    return o, pos


def _enc_EndTxnRequest_v4(o: EndTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s27 = o.transactional_id
    b28 = s27.encode()
    n29 = len(b28) + 1
    a(_UV[n29] if n29 < 128 else _uv(n29))
    a(b28)
    a(_S_qh_.pack(o.producer_id, o.producer_epoch, o.committed))
    u30 = o._unknown_tags
    if u30 is None:
        a(_H0)
    else:
        _write_tags(a, None, u30)
    return b''.join(parts)


def _dec_EndTxnRequest_v4(buf: _Buffer, pos: int) -> tuple[EndTxnRequest, int]:
    blen = len(buf)
    o = _new(EndTxnRequest)
    n31 = buf[pos] - 1
    if 0 <= n31 < 127:
        x32 = pos + 1 + n31
        if x32 > blen:
            raise _bad_length(n31, 'EndTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x32], 'utf-8')
        pos = x32
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'EndTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch, o.committed = _S_qh_.unpack_from(buf, pos)
    pos += 11
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt33, pos = _ruv(buf, pos)
        if nt33 * 2 > blen - pos:
            raise _array_too_long(nt33, 'EndTxnRequest._tagged_fields', pos)
        uk34: list[tuple[int, bytes]] | None = None
        for _ in range(nt33):
            tg35, pos = _ruv(buf, pos)
            sz36, pos = _ruv(buf, pos)
            x37 = pos + sz36
            if x37 > blen:
                raise _bad_length(sz36, 'EndTxnRequest._tagged_fields', pos)
            if uk34 is None:
                uk34 = []
            uk34.append((tg35, bytes(buf[pos:x37])))
            pos = x37
        o._unknown_tags = uk34
    return o, pos


def _enc_EndTxnRequest_v5(o: EndTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s38 = o.transactional_id
    b39 = s38.encode()
    n40 = len(b39) + 1
    a(_UV[n40] if n40 < 128 else _uv(n40))
    a(b39)
    a(_S_qh_.pack(o.producer_id, o.producer_epoch, o.committed))
    u41 = o._unknown_tags
    if u41 is None:
        a(_H0)
    else:
        _write_tags(a, None, u41)
    return b''.join(parts)


def _dec_EndTxnRequest_v5(buf: _Buffer, pos: int) -> tuple[EndTxnRequest, int]:
    blen = len(buf)
    o = _new(EndTxnRequest)
    n42 = buf[pos] - 1
    if 0 <= n42 < 127:
        x43 = pos + 1 + n42
        if x43 > blen:
            raise _bad_length(n42, 'EndTxnRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x43], 'utf-8')
        pos = x43
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'EndTxnRequest.TransactionalId')
    o.producer_id, o.producer_epoch, o.committed = _S_qh_.unpack_from(buf, pos)
    pos += 11
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt44, pos = _ruv(buf, pos)
        if nt44 * 2 > blen - pos:
            raise _array_too_long(nt44, 'EndTxnRequest._tagged_fields', pos)
        uk45: list[tuple[int, bytes]] | None = None
        for _ in range(nt44):
            tg46, pos = _ruv(buf, pos)
            sz47, pos = _ruv(buf, pos)
            x48 = pos + sz47
            if x48 > blen:
                raise _bad_length(sz47, 'EndTxnRequest._tagged_fields', pos)
            if uk45 is None:
                uk45 = []
            uk45.append((tg46, bytes(buf[pos:x48])))
            pos = x48
        o._unknown_tags = uk45
    return o, pos


EndTxnRequest._ENC = {0: _enc_EndTxnRequest_v0, 1: _enc_EndTxnRequest_v1, 2: _enc_EndTxnRequest_v2, 3: _enc_EndTxnRequest_v3, 4: _enc_EndTxnRequest_v4, 5: _enc_EndTxnRequest_v5}
EndTxnRequest._DEC = {0: _dec_EndTxnRequest_v0, 1: _dec_EndTxnRequest_v1, 2: _dec_EndTxnRequest_v2, 3: _dec_EndTxnRequest_v3, 4: _dec_EndTxnRequest_v4, 5: _dec_EndTxnRequest_v5}


class EndTxnResponse(_Message):
    """EndTxnResponse (response): API key 26; versions 0-5; flexible in 3-5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', '_unknown_tags')
    NAME = 'EndTxnResponse'
    TYPE = 'response'
    API_KEY = 26
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    producer_id: int
    """Producer id for the next transaction, or -1.

    `ProducerId` (int64): versions 5+; default -1; ignorable."""
    producer_epoch: int
    """Producer epoch for the next transaction, or -1.

    `ProducerEpoch` (int16): versions 5+; default -1; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        producer_id: int = -1,
        producer_epoch: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self._unknown_tags = _unknown_tags


EndTxnResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerId', 'producer_id', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
)


def _enc_EndTxnResponse_v0(o: EndTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_EndTxnResponse_v0(buf: _Buffer, pos: int) -> tuple[EndTxnResponse, int]:
    blen = len(buf)
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.producer_id = -1
    o.producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_EndTxnResponse_v1(o: EndTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_EndTxnResponse_v1(buf: _Buffer, pos: int) -> tuple[EndTxnResponse, int]:
    blen = len(buf)
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.producer_id = -1
    o.producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_EndTxnResponse_v2(o: EndTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    return b''.join(parts)


def _dec_EndTxnResponse_v2(buf: _Buffer, pos: int) -> tuple[EndTxnResponse, int]:
    blen = len(buf)
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.producer_id = -1
    o.producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_EndTxnResponse_v3(o: EndTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    u49 = o._unknown_tags
    if u49 is None:
        a(_H0)
    else:
        _write_tags(a, None, u49)
    return b''.join(parts)


def _dec_EndTxnResponse_v3(buf: _Buffer, pos: int) -> tuple[EndTxnResponse, int]:
    blen = len(buf)
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.producer_id = -1
    o.producer_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt50, pos = _ruv(buf, pos)
        if nt50 * 2 > blen - pos:
            raise _array_too_long(nt50, 'EndTxnResponse._tagged_fields', pos)
        uk51: list[tuple[int, bytes]] | None = None
        for _ in range(nt50):
            tg52, pos = _ruv(buf, pos)
            sz53, pos = _ruv(buf, pos)
            x54 = pos + sz53
            if x54 > blen:
                raise _bad_length(sz53, 'EndTxnResponse._tagged_fields', pos)
            if uk51 is None:
                uk51 = []
            uk51.append((tg52, bytes(buf[pos:x54])))
            pos = x54
        o._unknown_tags = uk51
    return o, pos


def _enc_EndTxnResponse_v4(o: EndTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    u55 = o._unknown_tags
    if u55 is None:
        a(_H0)
    else:
        _write_tags(a, None, u55)
    return b''.join(parts)


def _dec_EndTxnResponse_v4(buf: _Buffer, pos: int) -> tuple[EndTxnResponse, int]:
    blen = len(buf)
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.producer_id = -1
    o.producer_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt56, pos = _ruv(buf, pos)
        if nt56 * 2 > blen - pos:
            raise _array_too_long(nt56, 'EndTxnResponse._tagged_fields', pos)
        uk57: list[tuple[int, bytes]] | None = None
        for _ in range(nt56):
            tg58, pos = _ruv(buf, pos)
            sz59, pos = _ruv(buf, pos)
            x60 = pos + sz59
            if x60 > blen:
                raise _bad_length(sz59, 'EndTxnResponse._tagged_fields', pos)
            if uk57 is None:
                uk57 = []
            uk57.append((tg58, bytes(buf[pos:x60])))
            pos = x60
        o._unknown_tags = uk57
    return o, pos


def _enc_EndTxnResponse_v5(o: EndTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    u61 = o._unknown_tags
    if u61 is None:
        a(_H0)
    else:
        _write_tags(a, None, u61)
    return b''.join(parts)


def _dec_EndTxnResponse_v5(buf: _Buffer, pos: int) -> tuple[EndTxnResponse, int]:
    blen = len(buf)
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt62, pos = _ruv(buf, pos)
        if nt62 * 2 > blen - pos:
            raise _array_too_long(nt62, 'EndTxnResponse._tagged_fields', pos)
        uk63: list[tuple[int, bytes]] | None = None
        for _ in range(nt62):
            tg64, pos = _ruv(buf, pos)
            sz65, pos = _ruv(buf, pos)
            x66 = pos + sz65
            if x66 > blen:
                raise _bad_length(sz65, 'EndTxnResponse._tagged_fields', pos)
            if uk63 is None:
                uk63 = []
            uk63.append((tg64, bytes(buf[pos:x66])))
            pos = x66
        o._unknown_tags = uk63
    return o, pos


EndTxnResponse._ENC = {0: _enc_EndTxnResponse_v0, 1: _enc_EndTxnResponse_v1, 2: _enc_EndTxnResponse_v2, 3: _enc_EndTxnResponse_v3, 4: _enc_EndTxnResponse_v4, 5: _enc_EndTxnResponse_v5}
EndTxnResponse._DEC = {0: _dec_EndTxnResponse_v0, 1: _dec_EndTxnResponse_v1, 2: _dec_EndTxnResponse_v2, 3: _dec_EndTxnResponse_v3, 4: _dec_EndTxnResponse_v4, 5: _dec_EndTxnResponse_v5}


_LINES = {
    105: 'EndTxnRequest.TransactionalId',
    106: 'EndTxnRequest.TransactionalId',
    107: 'EndTxnRequest.TransactionalId',
    108: 'EndTxnRequest.TransactionalId',
    109: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    116: 'EndTxnRequest.TransactionalId',
    121: 'EndTxnRequest.TransactionalId',
    124: 'EndTxnRequest.TransactionalId',
    125: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    134: 'EndTxnRequest.TransactionalId',
    135: 'EndTxnRequest.TransactionalId',
    136: 'EndTxnRequest.TransactionalId',
    137: 'EndTxnRequest.TransactionalId',
    138: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    145: 'EndTxnRequest.TransactionalId',
    150: 'EndTxnRequest.TransactionalId',
    153: 'EndTxnRequest.TransactionalId',
    154: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    163: 'EndTxnRequest.TransactionalId',
    164: 'EndTxnRequest.TransactionalId',
    165: 'EndTxnRequest.TransactionalId',
    166: 'EndTxnRequest.TransactionalId',
    167: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    174: 'EndTxnRequest.TransactionalId',
    179: 'EndTxnRequest.TransactionalId',
    182: 'EndTxnRequest.TransactionalId',
    183: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    192: 'EndTxnRequest.TransactionalId',
    193: 'EndTxnRequest.TransactionalId',
    194: 'EndTxnRequest.TransactionalId',
    195: 'EndTxnRequest.TransactionalId',
    196: 'EndTxnRequest.TransactionalId',
    197: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    198: 'EndTxnRequest._unknown_tags',
    199: 'EndTxnRequest',
    202: 'EndTxnRequest._unknown_tags',
    209: 'EndTxnRequest.TransactionalId',
    214: 'EndTxnRequest.TransactionalId',
    217: 'EndTxnRequest.TransactionalId',
    218: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    220: 'EndTxnRequest._tagged_fields',
    224: 'EndTxnRequest._tagged_fields',
    229: 'EndTxnRequest._tagged_fields',
    230: 'EndTxnRequest._tagged_fields',
    245: 'EndTxnRequest.TransactionalId',
    246: 'EndTxnRequest.TransactionalId',
    247: 'EndTxnRequest.TransactionalId',
    248: 'EndTxnRequest.TransactionalId',
    249: 'EndTxnRequest.TransactionalId',
    250: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    251: 'EndTxnRequest._unknown_tags',
    252: 'EndTxnRequest',
    255: 'EndTxnRequest._unknown_tags',
    262: 'EndTxnRequest.TransactionalId',
    267: 'EndTxnRequest.TransactionalId',
    270: 'EndTxnRequest.TransactionalId',
    271: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    273: 'EndTxnRequest._tagged_fields',
    277: 'EndTxnRequest._tagged_fields',
    282: 'EndTxnRequest._tagged_fields',
    283: 'EndTxnRequest._tagged_fields',
    298: 'EndTxnRequest.TransactionalId',
    299: 'EndTxnRequest.TransactionalId',
    300: 'EndTxnRequest.TransactionalId',
    301: 'EndTxnRequest.TransactionalId',
    302: 'EndTxnRequest.TransactionalId',
    303: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    304: 'EndTxnRequest._unknown_tags',
    305: 'EndTxnRequest',
    308: 'EndTxnRequest._unknown_tags',
    315: 'EndTxnRequest.TransactionalId',
    320: 'EndTxnRequest.TransactionalId',
    323: 'EndTxnRequest.TransactionalId',
    324: 'EndTxnRequest.ProducerId,ProducerEpoch,Committed',
    326: 'EndTxnRequest._tagged_fields',
    330: 'EndTxnRequest._tagged_fields',
    335: 'EndTxnRequest._tagged_fields',
    336: 'EndTxnRequest._tagged_fields',
    408: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    415: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    426: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    433: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    444: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    451: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    462: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    463: 'EndTxnResponse._unknown_tags',
    464: 'EndTxnResponse',
    467: 'EndTxnResponse._unknown_tags',
    474: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    478: 'EndTxnResponse._tagged_fields',
    482: 'EndTxnResponse._tagged_fields',
    487: 'EndTxnResponse._tagged_fields',
    488: 'EndTxnResponse._tagged_fields',
    503: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    504: 'EndTxnResponse._unknown_tags',
    505: 'EndTxnResponse',
    508: 'EndTxnResponse._unknown_tags',
    515: 'EndTxnResponse.ThrottleTimeMs,ErrorCode',
    519: 'EndTxnResponse._tagged_fields',
    523: 'EndTxnResponse._tagged_fields',
    528: 'EndTxnResponse._tagged_fields',
    529: 'EndTxnResponse._tagged_fields',
    544: 'EndTxnResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    545: 'EndTxnResponse._unknown_tags',
    546: 'EndTxnResponse',
    549: 'EndTxnResponse._unknown_tags',
    556: 'EndTxnResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    558: 'EndTxnResponse._tagged_fields',
    562: 'EndTxnResponse._tagged_fields',
    567: 'EndTxnResponse._tagged_fields',
    568: 'EndTxnResponse._tagged_fields',
}
