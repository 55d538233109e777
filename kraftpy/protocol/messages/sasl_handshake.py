# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/SaslHandshakeRequest.json, schemas/messages/SaslHandshakeResponse.json.
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

__all__ = ['SaslHandshakeRequest', 'SaslHandshakeResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')


class SaslHandshakeRequest(_Message):
    """SaslHandshakeRequest (request): API key 17; versions 0-1; not flexible; listeners: broker, controller."""

    __slots__ = ('mechanism',)
    NAME = 'SaslHandshakeRequest'
    TYPE = 'request'
    API_KEY = 17
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = None

    mechanism: str
    """SASL mechanism the client wants to use.

    `Mechanism` (string): versions 0+; default ''."""

    def __init__(
        self,
        *,
        mechanism: str = '',
    ) -> None:
        self.mechanism = mechanism


SaslHandshakeRequest.FIELDS = (
    _FI('Mechanism', 'mechanism', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)


def _enc_SaslHandshakeRequest_v0(o: SaslHandshakeRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.mechanism
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    return b''.join(parts)


def _dec_SaslHandshakeRequest_v0(buf: _Buffer, pos: int) -> tuple[SaslHandshakeRequest, int]:
    blen = len(buf)
    o = _new(SaslHandshakeRequest)
    n4, = _S_h.unpack_from(buf, pos)
    if n4 >= 0:
        x5 = pos + 2 + n4
        if x5 > blen:
            raise _bad_length(n4, 'SaslHandshakeRequest.Mechanism', pos)
        o.mechanism = str(buf[pos + 2:x5], 'utf-8')
        pos = x5
    else:
        o.mechanism, pos = _read_string(buf, pos, False, False, 'SaslHandshakeRequest.Mechanism')
    return o, pos


def _enc_SaslHandshakeRequest_v1(o: SaslHandshakeRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s6 = o.mechanism
    b7 = s6.encode()
    a(_S_h.pack(len(b7)))
    a(b7)
    return b''.join(parts)


def _dec_SaslHandshakeRequest_v1(buf: _Buffer, pos: int) -> tuple[SaslHandshakeRequest, int]:
    blen = len(buf)
    o = _new(SaslHandshakeRequest)
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'SaslHandshakeRequest.Mechanism', pos)
        o.mechanism = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.mechanism, pos = _read_string(buf, pos, False, False, 'SaslHandshakeRequest.Mechanism')
    return o, pos


SaslHandshakeRequest._ENC = {0: _enc_SaslHandshakeRequest_v0, 1: _enc_SaslHandshakeRequest_v1}
SaslHandshakeRequest._DEC = {0: _dec_SaslHandshakeRequest_v0, 1: _dec_SaslHandshakeRequest_v1}


class SaslHandshakeResponse(_Message):
    """SaslHandshakeResponse (response): API key 17; versions 0-1; not flexible."""

    __slots__ = ('error_code', 'mechanisms')
    NAME = 'SaslHandshakeResponse'
    TYPE = 'response'
    API_KEY = 17
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = None

    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    mechanisms: list[str]
    """SASL mechanisms enabled on this listener.

    `Mechanisms` ([]string): versions 0+; default []."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        mechanisms: list[str] = _EMPTY,
    ) -> None:
        self.error_code = error_code
        self.mechanisms = [] if mechanisms is _EMPTY else mechanisms


SaslHandshakeResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Mechanisms', 'mechanisms', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_SaslHandshakeResponse_v0(o: SaslHandshakeResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l11 = o.mechanisms
    a(_S_i.pack(len(l11)))
    for e12 in l11:
        s13 = e12
        b14 = s13.encode()
        a(_S_h.pack(len(b14)))
        a(b14)
    return b''.join(parts)


def _dec_SaslHandshakeResponse_v0(buf: _Buffer, pos: int) -> tuple[SaslHandshakeResponse, int]:
    blen = len(buf)
    o = _new(SaslHandshakeResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n16, pos = _read_array_len(buf, pos, False, False, 1, 'SaslHandshakeResponse.Mechanisms')
    l17: list[str] = []
    ap18 = l17.append
    for _ in range(n16):
        n20, = _S_h.unpack_from(buf, pos)
        if n20 >= 0:
            x21 = pos + 2 + n20
            if x21 > blen:
                raise _bad_length(n20, 'SaslHandshakeResponse.Mechanisms', pos)
            v19 = str(buf[pos + 2:x21], 'utf-8')
            pos = x21
        else:
            v19, pos = _read_string(buf, pos, False, False, 'SaslHandshakeResponse.Mechanisms')
        ap18(v19)
    o.mechanisms = l17
    return o, pos


def _enc_SaslHandshakeResponse_v1(o: SaslHandshakeResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l22 = o.mechanisms
    a(_S_i.pack(len(l22)))
    for e23 in l22:
        s24 = e23
        b25 = s24.encode()
        a(_S_h.pack(len(b25)))
        a(b25)
    return b''.join(parts)


def _dec_SaslHandshakeResponse_v1(buf: _Buffer, pos: int) -> tuple[SaslHandshakeResponse, int]:
    blen = len(buf)
    o = _new(SaslHandshakeResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n27, pos = _read_array_len(buf, pos, False, False, 1, 'SaslHandshakeResponse.Mechanisms')
    l28: list[str] = []
    ap29 = l28.append
    for _ in range(n27):
        n31, = _S_h.unpack_from(buf, pos)
        if n31 >= 0:
            x32 = pos + 2 + n31
            if x32 > blen:
                raise _bad_length(n31, 'SaslHandshakeResponse.Mechanisms', pos)
            v30 = str(buf[pos + 2:x32], 'utf-8')
            pos = x32
        else:
            v30, pos = _read_string(buf, pos, False, False, 'SaslHandshakeResponse.Mechanisms')
        ap29(v30)
    o.mechanisms = l28
    return o, pos


SaslHandshakeResponse._ENC = {0: _enc_SaslHandshakeResponse_v0, 1: _enc_SaslHandshakeResponse_v1}
SaslHandshakeResponse._DEC = {0: _dec_SaslHandshakeResponse_v0, 1: _dec_SaslHandshakeResponse_v1}


_LINES = {
    78: 'SaslHandshakeRequest.Mechanism',
    79: 'SaslHandshakeRequest.Mechanism',
    80: 'SaslHandshakeRequest.Mechanism',
    81: 'SaslHandshakeRequest.Mechanism',
    88: 'SaslHandshakeRequest.Mechanism',
    93: 'SaslHandshakeRequest.Mechanism',
    96: 'SaslHandshakeRequest.Mechanism',
    103: 'SaslHandshakeRequest.Mechanism',
    104: 'SaslHandshakeRequest.Mechanism',
    105: 'SaslHandshakeRequest.Mechanism',
    106: 'SaslHandshakeRequest.Mechanism',
    113: 'SaslHandshakeRequest.Mechanism',
    118: 'SaslHandshakeRequest.Mechanism',
    121: 'SaslHandshakeRequest.Mechanism',
    167: 'SaslHandshakeResponse.ErrorCode',
    168: 'SaslHandshakeResponse.Mechanisms',
    169: 'SaslHandshakeResponse.Mechanisms',
    170: 'SaslHandshakeResponse.Mechanisms',
    171: 'SaslHandshakeResponse.Mechanisms',
    172: 'SaslHandshakeResponse.Mechanisms',
    173: 'SaslHandshakeResponse.Mechanisms',
    174: 'SaslHandshakeResponse.Mechanisms',
    181: 'SaslHandshakeResponse.ErrorCode',
    183: 'SaslHandshakeResponse.Mechanisms',
    187: 'SaslHandshakeResponse.Mechanisms',
    192: 'SaslHandshakeResponse.Mechanisms',
    195: 'SaslHandshakeResponse.Mechanisms',
    204: 'SaslHandshakeResponse.ErrorCode',
    205: 'SaslHandshakeResponse.Mechanisms',
    206: 'SaslHandshakeResponse.Mechanisms',
    207: 'SaslHandshakeResponse.Mechanisms',
    208: 'SaslHandshakeResponse.Mechanisms',
    209: 'SaslHandshakeResponse.Mechanisms',
    210: 'SaslHandshakeResponse.Mechanisms',
    211: 'SaslHandshakeResponse.Mechanisms',
    218: 'SaslHandshakeResponse.ErrorCode',
    220: 'SaslHandshakeResponse.Mechanisms',
    224: 'SaslHandshakeResponse.Mechanisms',
    229: 'SaslHandshakeResponse.Mechanisms',
    232: 'SaslHandshakeResponse.Mechanisms',
}
