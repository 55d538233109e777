# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/SaslAuthenticateRequest.json, schemas/messages/SaslAuthenticateResponse.json.
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

__all__ = ['SaslAuthenticateRequest', 'SaslAuthenticateResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_q = Struct('>q')


class SaslAuthenticateRequest(_Message):
    """SaslAuthenticateRequest (request): API key 36; versions 0-2; flexible in 2; listeners: broker, controller."""

    __slots__ = ('auth_bytes', '_unknown_tags')
    NAME = 'SaslAuthenticateRequest'
    TYPE = 'request'
    API_KEY = 36
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    auth_bytes: bytes
    """SASL token from the client, as defined by the mechanism.

    `AuthBytes` (bytes): versions 0+; default b''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        auth_bytes: bytes = b'',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.auth_bytes = auth_bytes
        self._unknown_tags = _unknown_tags


SaslAuthenticateRequest.FIELDS = (
    _FI('AuthBytes', 'auth_bytes', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)


def _enc_SaslAuthenticateRequest_v0(o: SaslAuthenticateRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.auth_bytes
    a(_S_i.pack(len(s1)))
    a(s1)
    return b''.join(parts)


def _dec_SaslAuthenticateRequest_v0(buf: _Buffer, pos: int) -> tuple[SaslAuthenticateRequest, int]:
    blen = len(buf)
    o = _new(SaslAuthenticateRequest)
    n3, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n3 >= 0:
        x4 = pos + n3
        if x4 > blen:
            raise _bad_length(n3, 'SaslAuthenticateRequest.AuthBytes', pos)
        o.auth_bytes = bytes(buf[pos:x4])
        pos = x4
    else:
        raise _unexpected_null('SaslAuthenticateRequest.AuthBytes', pos) if n3 == -1 else _bad_length(n3, 'SaslAuthenticateRequest.AuthBytes', pos)
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateRequest_v1(o: SaslAuthenticateRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s5 = o.auth_bytes
    a(_S_i.pack(len(s5)))
    a(s5)
    return b''.join(parts)


def _dec_SaslAuthenticateRequest_v1(buf: _Buffer, pos: int) -> tuple[SaslAuthenticateRequest, int]:
    blen = len(buf)
    o = _new(SaslAuthenticateRequest)
    n7, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n7 >= 0:
        x8 = pos + n7
        if x8 > blen:
            raise _bad_length(n7, 'SaslAuthenticateRequest.AuthBytes', pos)
        o.auth_bytes = bytes(buf[pos:x8])
        pos = x8
    else:
        raise _unexpected_null('SaslAuthenticateRequest.AuthBytes', pos) if n7 == -1 else _bad_length(n7, 'SaslAuthenticateRequest.AuthBytes', pos)
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateRequest_v2(o: SaslAuthenticateRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s9 = o.auth_bytes
    n10 = len(s9) + 1
    a(_UV[n10] if n10 < 128 else _uv(n10))
    a(s9)
    u11 = o._unknown_tags
    if u11 is None:
        a(_H0)
    else:
        _write_tags(a, None, u11)
    return b''.join(parts)


def _dec_SaslAuthenticateRequest_v2(buf: _Buffer, pos: int) -> tuple[SaslAuthenticateRequest, int]:
    blen = len(buf)
    o = _new(SaslAuthenticateRequest)
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
    else:
        n12, pos = _ruv(buf, pos)
    n12 -= 1
    if n12 >= 0:
        x13 = pos + n12
        if x13 > blen:
            raise _bad_length(n12, 'SaslAuthenticateRequest.AuthBytes', pos)
        o.auth_bytes = bytes(buf[pos:x13])
        pos = x13
    else:
        raise _unexpected_null('SaslAuthenticateRequest.AuthBytes', pos) if n12 == -1 else _bad_length(n12, 'SaslAuthenticateRequest.AuthBytes', pos)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt14, pos = _ruv(buf, pos)
        if nt14 * 2 > blen - pos:
            raise _array_too_long(nt14, 'SaslAuthenticateRequest._tagged_fields', pos)
        uk15: list[tuple[int, bytes]] | None = None
        for _ in range(nt14):
            tg16, pos = _ruv(buf, pos)
            sz17, pos = _ruv(buf, pos)
            x18 = pos + sz17
            if x18 > blen:
                raise _bad_length(sz17, 'SaslAuthenticateRequest._tagged_fields', pos)
            if uk15 is None:
                uk15 = []
            uk15.append((tg16, bytes(buf[pos:x18])))
            pos = x18
        o._unknown_tags = uk15
    return o, pos


SaslAuthenticateRequest._ENC = {0: _enc_SaslAuthenticateRequest_v0, 1: _enc_SaslAuthenticateRequest_v1, 2: _enc_SaslAuthenticateRequest_v2}
SaslAuthenticateRequest._DEC = {0: _dec_SaslAuthenticateRequest_v0, 1: _dec_SaslAuthenticateRequest_v1, 2: _dec_SaslAuthenticateRequest_v2}


class SaslAuthenticateResponse(_Message):
    """SaslAuthenticateResponse (response): API key 36; versions 0-2; flexible in 2."""

    __slots__ = ('error_code', 'error_message', 'auth_bytes', 'session_lifetime_ms', '_unknown_tags')
    NAME = 'SaslAuthenticateResponse'
    TYPE = 'response'
    API_KEY = 36
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Error message, or null.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    auth_bytes: bytes
    """SASL token from the server, as defined by the mechanism.

    `AuthBytes` (bytes): versions 0+; default b''."""
    session_lifetime_ms: int
    """Time in ms until the session expires and re-authentication is required, or 0.

    `SessionLifetimeMs` (int64): versions 1+; default 0; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        error_message: str | None = '',
        auth_bytes: bytes = b'',
        session_lifetime_ms: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.auth_bytes = auth_bytes
        self.session_lifetime_ms = session_lifetime_ms
        self._unknown_tags = _unknown_tags


SaslAuthenticateResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('AuthBytes', 'auth_bytes', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('SessionLifetimeMs', 'session_lifetime_ms', 'int64', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
)


def _enc_SaslAuthenticateResponse_v0(o: SaslAuthenticateResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s19 = o.error_message
    if s19 is None:
        a(b'\xff\xff')
    else:
        b20 = s19.encode()
        a(_S_h.pack(len(b20)))
        a(b20)
    s22 = o.auth_bytes
    a(_S_i.pack(len(s22)))
    a(s22)
    return b''.join(parts)


def _dec_SaslAuthenticateResponse_v0(buf: _Buffer, pos: int) -> tuple[SaslAuthenticateResponse, int]:
    blen = len(buf)
    o = _new(SaslAuthenticateResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n24, = _S_h.unpack_from(buf, pos)
    if n24 >= 0:
        x25 = pos + 2 + n24
        if x25 > blen:
            raise _bad_length(n24, 'SaslAuthenticateResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x25], 'utf-8')
        pos = x25
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'SaslAuthenticateResponse.ErrorMessage')
    n26, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n26 >= 0:
        x27 = pos + n26
        if x27 > blen:
            raise _bad_length(n26, 'SaslAuthenticateResponse.AuthBytes', pos)
        o.auth_bytes = bytes(buf[pos:x27])
        pos = x27
    else:
        raise _unexpected_null('SaslAuthenticateResponse.AuthBytes', pos) if n26 == -1 else _bad_length(n26, 'SaslAuthenticateResponse.AuthBytes', pos)
    o.session_lifetime_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateResponse_v1(o: SaslAuthenticateResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s28 = o.error_message
    if s28 is None:
        a(b'\xff\xff')
    else:
        b29 = s28.encode()
        a(_S_h.pack(len(b29)))
        a(b29)
    s31 = o.auth_bytes
    a(_S_i.pack(len(s31)))
    a(s31)
    a(_S_q.pack(o.session_lifetime_ms))
    return b''.join(parts)


def _dec_SaslAuthenticateResponse_v1(buf: _Buffer, pos: int) -> tuple[SaslAuthenticateResponse, int]:
    blen = len(buf)
    o = _new(SaslAuthenticateResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n33, = _S_h.unpack_from(buf, pos)
    if n33 >= 0:
        x34 = pos + 2 + n33
        if x34 > blen:
            raise _bad_length(n33, 'SaslAuthenticateResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x34], 'utf-8')
        pos = x34
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'SaslAuthenticateResponse.ErrorMessage')
    n35, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n35 >= 0:
        x36 = pos + n35
        if x36 > blen:
            raise _bad_length(n35, 'SaslAuthenticateResponse.AuthBytes', pos)
        o.auth_bytes = bytes(buf[pos:x36])
        pos = x36
    else:
        raise _unexpected_null('SaslAuthenticateResponse.AuthBytes', pos) if n35 == -1 else _bad_length(n35, 'SaslAuthenticateResponse.AuthBytes', pos)
    o.session_lifetime_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateResponse_v2(o: SaslAuthenticateResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s37 = o.error_message
    if s37 is None:
        a(_H0)
    else:
        b38 = s37.encode()
        n39 = len(b38) + 1
        a(_UV[n39] if n39 < 128 else _uv(n39))
        a(b38)
    s40 = o.auth_bytes
    n41 = len(s40) + 1
    a(_UV[n41] if n41 < 128 else _uv(n41))
    a(s40)
    a(_S_q.pack(o.session_lifetime_ms))
    u42 = o._unknown_tags
    if u42 is None:
        a(_H0)
    else:
        _write_tags(a, None, u42)
    return b''.join(parts)


def _dec_SaslAuthenticateResponse_v2(buf: _Buffer, pos: int) -> tuple[SaslAuthenticateResponse, int]:
    blen = len(buf)
    o = _new(SaslAuthenticateResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n43 = buf[pos] - 1
    if 0 <= n43 < 127:
        x44 = pos + 1 + n43
        if x44 > blen:
            raise _bad_length(n43, 'SaslAuthenticateResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x44], 'utf-8')
        pos = x44
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'SaslAuthenticateResponse.ErrorMessage')
    n45 = buf[pos]
    if n45 < 128:
        pos += 1
    else:
        n45, pos = _ruv(buf, pos)
    n45 -= 1
    if n45 >= 0:
        x46 = pos + n45
        if x46 > blen:
            raise _bad_length(n45, 'SaslAuthenticateResponse.AuthBytes', pos)
        o.auth_bytes = bytes(buf[pos:x46])
        pos = x46
    else:
        raise _unexpected_null('SaslAuthenticateResponse.AuthBytes', pos) if n45 == -1 else _bad_length(n45, 'SaslAuthenticateResponse.AuthBytes', pos)
    o.session_lifetime_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt47, pos = _ruv(buf, pos)
        if nt47 * 2 > blen - pos:
            raise _array_too_long(nt47, 'SaslAuthenticateResponse._tagged_fields', pos)
        uk48: list[tuple[int, bytes]] | None = None
        for _ in range(nt47):
            tg49, pos = _ruv(buf, pos)
            sz50, pos = _ruv(buf, pos)
            x51 = pos + sz50
            if x51 > blen:
                raise _bad_length(sz50, 'SaslAuthenticateResponse._tagged_fields', pos)
            if uk48 is None:
                uk48 = []
            uk48.append((tg49, bytes(buf[pos:x51])))
            pos = x51
        o._unknown_tags = uk48
    return o, pos


SaslAuthenticateResponse._ENC = {0: _enc_SaslAuthenticateResponse_v0, 1: _enc_SaslAuthenticateResponse_v1, 2: _enc_SaslAuthenticateResponse_v2}
SaslAuthenticateResponse._DEC = {0: _dec_SaslAuthenticateResponse_v0, 1: _dec_SaslAuthenticateResponse_v1, 2: _dec_SaslAuthenticateResponse_v2}


_LINES = {
    83: 'SaslAuthenticateRequest.AuthBytes',
    84: 'SaslAuthenticateRequest.AuthBytes',
    85: 'SaslAuthenticateRequest.AuthBytes',
    92: 'SaslAuthenticateRequest.AuthBytes',
    109: 'SaslAuthenticateRequest.AuthBytes',
    110: 'SaslAuthenticateRequest.AuthBytes',
    111: 'SaslAuthenticateRequest.AuthBytes',
    118: 'SaslAuthenticateRequest.AuthBytes',
    135: 'SaslAuthenticateRequest.AuthBytes',
    136: 'SaslAuthenticateRequest.AuthBytes',
    137: 'SaslAuthenticateRequest.AuthBytes',
    138: 'SaslAuthenticateRequest.AuthBytes',
    139: 'SaslAuthenticateRequest._unknown_tags',
    140: 'SaslAuthenticateRequest',
    143: 'SaslAuthenticateRequest._unknown_tags',
    150: 'SaslAuthenticateRequest.AuthBytes',
    154: 'SaslAuthenticateRequest.AuthBytes',
    164: 'SaslAuthenticateRequest._tagged_fields',
    168: 'SaslAuthenticateRequest._tagged_fields',
    173: 'SaslAuthenticateRequest._tagged_fields',
    174: 'SaslAuthenticateRequest._tagged_fields',
    246: 'SaslAuthenticateResponse.ErrorCode',
    247: 'SaslAuthenticateResponse.ErrorMessage',
    248: 'SaslAuthenticateResponse.ErrorMessage',
    249: 'SaslAuthenticateResponse.ErrorMessage',
    250: 'SaslAuthenticateResponse.ErrorMessage',
    251: 'SaslAuthenticateResponse.ErrorMessage',
    252: 'SaslAuthenticateResponse.ErrorMessage',
    253: 'SaslAuthenticateResponse.ErrorMessage',
    254: 'SaslAuthenticateResponse.AuthBytes',
    255: 'SaslAuthenticateResponse.AuthBytes',
    256: 'SaslAuthenticateResponse.AuthBytes',
    263: 'SaslAuthenticateResponse.ErrorCode',
    265: 'SaslAuthenticateResponse.ErrorMessage',
    270: 'SaslAuthenticateResponse.ErrorMessage',
    273: 'SaslAuthenticateResponse.ErrorMessage',
    274: 'SaslAuthenticateResponse.AuthBytes',
    292: 'SaslAuthenticateResponse.ErrorCode',
    293: 'SaslAuthenticateResponse.ErrorMessage',
    294: 'SaslAuthenticateResponse.ErrorMessage',
    295: 'SaslAuthenticateResponse.ErrorMessage',
    296: 'SaslAuthenticateResponse.ErrorMessage',
    297: 'SaslAuthenticateResponse.ErrorMessage',
    298: 'SaslAuthenticateResponse.ErrorMessage',
    299: 'SaslAuthenticateResponse.ErrorMessage',
    300: 'SaslAuthenticateResponse.AuthBytes',
    301: 'SaslAuthenticateResponse.AuthBytes',
    302: 'SaslAuthenticateResponse.AuthBytes',
    303: 'SaslAuthenticateResponse.SessionLifetimeMs',
    310: 'SaslAuthenticateResponse.ErrorCode',
    312: 'SaslAuthenticateResponse.ErrorMessage',
    317: 'SaslAuthenticateResponse.ErrorMessage',
    320: 'SaslAuthenticateResponse.ErrorMessage',
    321: 'SaslAuthenticateResponse.AuthBytes',
    331: 'SaslAuthenticateResponse.SessionLifetimeMs',
    340: 'SaslAuthenticateResponse.ErrorCode',
    341: 'SaslAuthenticateResponse.ErrorMessage',
    342: 'SaslAuthenticateResponse.ErrorMessage',
    343: 'SaslAuthenticateResponse.ErrorMessage',
    344: 'SaslAuthenticateResponse.ErrorMessage',
    345: 'SaslAuthenticateResponse.ErrorMessage',
    346: 'SaslAuthenticateResponse.ErrorMessage',
    347: 'SaslAuthenticateResponse.ErrorMessage',
    348: 'SaslAuthenticateResponse.ErrorMessage',
    349: 'SaslAuthenticateResponse.AuthBytes',
    350: 'SaslAuthenticateResponse.AuthBytes',
    351: 'SaslAuthenticateResponse.AuthBytes',
    352: 'SaslAuthenticateResponse.AuthBytes',
    353: 'SaslAuthenticateResponse.SessionLifetimeMs',
    354: 'SaslAuthenticateResponse._unknown_tags',
    355: 'SaslAuthenticateResponse',
    358: 'SaslAuthenticateResponse._unknown_tags',
    365: 'SaslAuthenticateResponse.ErrorCode',
    367: 'SaslAuthenticateResponse.ErrorMessage',
    372: 'SaslAuthenticateResponse.ErrorMessage',
    375: 'SaslAuthenticateResponse.ErrorMessage',
    376: 'SaslAuthenticateResponse.AuthBytes',
    380: 'SaslAuthenticateResponse.AuthBytes',
    390: 'SaslAuthenticateResponse.SessionLifetimeMs',
    392: 'SaslAuthenticateResponse._tagged_fields',
    396: 'SaslAuthenticateResponse._tagged_fields',
    401: 'SaslAuthenticateResponse._tagged_fields',
    402: 'SaslAuthenticateResponse._tagged_fields',
}
