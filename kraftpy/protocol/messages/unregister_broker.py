# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/UnregisterBrokerRequest.json, schemas/messages/UnregisterBrokerResponse.json.
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

__all__ = ['UnregisterBrokerRequest', 'UnregisterBrokerResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class UnregisterBrokerRequest(_Message):
    """UnregisterBrokerRequest (request): API key 64; versions 0; flexible in 0; listeners: broker, controller."""

    __slots__ = ('broker_id', '_unknown_tags')
    NAME = 'UnregisterBrokerRequest'
    TYPE = 'request'
    API_KEY = 64
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    broker_id: int
    """Id of the broker to unregister.

    `BrokerId` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self._unknown_tags = _unknown_tags


UnregisterBrokerRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_UnregisterBrokerRequest_v0(o: UnregisterBrokerRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_UnregisterBrokerRequest_v0(buf: _Buffer, pos: int) -> tuple[UnregisterBrokerRequest, int]:
    blen = len(buf)
    o = _new(UnregisterBrokerRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt2, pos = _ruv(buf, pos)
        if nt2 * 2 > blen - pos:
            raise _array_too_long(nt2, 'UnregisterBrokerRequest._tagged_fields', pos)
        uk3: list[tuple[int, bytes]] | None = None
        for _ in range(nt2):
            tg4, pos = _ruv(buf, pos)
            sz5, pos = _ruv(buf, pos)
            x6 = pos + sz5
            if x6 > blen:
                raise _bad_length(sz5, 'UnregisterBrokerRequest._tagged_fields', pos)
            if uk3 is None:
                uk3 = []
            uk3.append((tg4, bytes(buf[pos:x6])))
            pos = x6
        o._unknown_tags = uk3
    return o, pos


UnregisterBrokerRequest._ENC = {0: _enc_UnregisterBrokerRequest_v0}
UnregisterBrokerRequest._DEC = {0: _dec_UnregisterBrokerRequest_v0}


class UnregisterBrokerResponse(_Message):
    """UnregisterBrokerResponse (response): API key 64; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', '_unknown_tags')
    NAME = 'UnregisterBrokerResponse'
    TYPE = 'response'
    API_KEY = 64
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Error details, or null on success.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self._unknown_tags = _unknown_tags


UnregisterBrokerResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)


def _enc_UnregisterBrokerResponse_v0(o: UnregisterBrokerResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s7 = o.error_message
    if s7 is None:
        a(_H0)
    else:
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
    u10 = o._unknown_tags
    if u10 is None:
        a(_H0)
    else:
        _write_tags(a, None, u10)
    return b''.join(parts)


def _dec_UnregisterBrokerResponse_v0(buf: _Buffer, pos: int) -> tuple[UnregisterBrokerResponse, int]:
    blen = len(buf)
    o = _new(UnregisterBrokerResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n11 = buf[pos] - 1
    if 0 <= n11 < 127:
        x12 = pos + 1 + n11
        if x12 > blen:
            raise _bad_length(n11, 'UnregisterBrokerResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x12], 'utf-8')
        pos = x12
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'UnregisterBrokerResponse.ErrorMessage')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt13, pos = _ruv(buf, pos)
        if nt13 * 2 > blen - pos:
            raise _array_too_long(nt13, 'UnregisterBrokerResponse._tagged_fields', pos)
        uk14: list[tuple[int, bytes]] | None = None
        for _ in range(nt13):
            tg15, pos = _ruv(buf, pos)
            sz16, pos = _ruv(buf, pos)
            x17 = pos + sz16
            if x17 > blen:
                raise _bad_length(sz16, 'UnregisterBrokerResponse._tagged_fields', pos)
            if uk14 is None:
                uk14 = []
            uk14.append((tg15, bytes(buf[pos:x17])))
            pos = x17
        o._unknown_tags = uk14
    return o, pos


UnregisterBrokerResponse._ENC = {0: _enc_UnregisterBrokerResponse_v0}
UnregisterBrokerResponse._DEC = {0: _dec_UnregisterBrokerResponse_v0}


_LINES = {
    82: 'UnregisterBrokerRequest.BrokerId',
    83: 'UnregisterBrokerRequest._unknown_tags',
    84: 'UnregisterBrokerRequest',
    87: 'UnregisterBrokerRequest._unknown_tags',
    94: 'UnregisterBrokerRequest.BrokerId',
    96: 'UnregisterBrokerRequest._tagged_fields',
    100: 'UnregisterBrokerRequest._tagged_fields',
    105: 'UnregisterBrokerRequest._tagged_fields',
    106: 'UnregisterBrokerRequest._tagged_fields',
    171: 'UnregisterBrokerResponse.ThrottleTimeMs,ErrorCode',
    172: 'UnregisterBrokerResponse.ErrorMessage',
    173: 'UnregisterBrokerResponse.ErrorMessage',
    174: 'UnregisterBrokerResponse.ErrorMessage',
    175: 'UnregisterBrokerResponse.ErrorMessage',
    176: 'UnregisterBrokerResponse.ErrorMessage',
    177: 'UnregisterBrokerResponse.ErrorMessage',
    178: 'UnregisterBrokerResponse.ErrorMessage',
    179: 'UnregisterBrokerResponse.ErrorMessage',
    180: 'UnregisterBrokerResponse._unknown_tags',
    181: 'UnregisterBrokerResponse',
    184: 'UnregisterBrokerResponse._unknown_tags',
    191: 'UnregisterBrokerResponse.ThrottleTimeMs,ErrorCode',
    193: 'UnregisterBrokerResponse.ErrorMessage',
    198: 'UnregisterBrokerResponse.ErrorMessage',
    201: 'UnregisterBrokerResponse.ErrorMessage',
    202: 'UnregisterBrokerResponse._tagged_fields',
    206: 'UnregisterBrokerResponse._tagged_fields',
    211: 'UnregisterBrokerResponse._tagged_fields',
    212: 'UnregisterBrokerResponse._tagged_fields',
}
