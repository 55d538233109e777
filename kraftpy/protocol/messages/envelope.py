# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/EnvelopeRequest.json, schemas/messages/EnvelopeResponse.json.
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

__all__ = ['EnvelopeRequest', 'EnvelopeResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')


class EnvelopeRequest(_Message):
    """EnvelopeRequest (request): API key 58; versions 0; flexible in 0; listeners: controller."""

    __slots__ = ('request_data', 'request_principal', 'client_host_address', '_unknown_tags')
    NAME = 'EnvelopeRequest'
    TYPE = 'request'
    API_KEY = 58
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    request_data: bytes | memoryview
    """The forwarded request: its request header followed by its body.

    `RequestData` (bytes): versions 0+; default b''."""
    request_principal: bytes | None
    """The principal of the client that sent the forwarded request, as a version-prefixed DefaultPrincipalData.

    `RequestPrincipal` (bytes): versions 0+; nullable in 0+; default b''."""
    client_host_address: bytes
    """The IP address of that client, 4 or 16 bytes.

    `ClientHostAddress` (bytes): versions 0+; default b''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        request_data: bytes | memoryview = b'',
        request_principal: bytes | None = b'',
        client_host_address: bytes = b'',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.request_data = request_data
        self.request_principal = request_principal
        self.client_host_address = client_host_address
        self._unknown_tags = _unknown_tags


EnvelopeRequest.FIELDS = (
    _FI('RequestData', 'request_data', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('RequestPrincipal', 'request_principal', 'bytes', (0, 32767), (0, 32767), (1, 0), None, b'', False, None),
    _FI('ClientHostAddress', 'client_host_address', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)


def _enc_EnvelopeRequest_v0(o: EnvelopeRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s1 = o.request_data
    n2 = len(s1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    a(s1)
    s3 = o.request_principal
    if s3 is None:
        a(_H0)
    else:
        n4 = len(s3) + 1
        a(_UV[n4] if n4 < 128 else _uv(n4))
        a(s3)
    s5 = o.client_host_address
    n6 = len(s5) + 1
    a(_UV[n6] if n6 < 128 else _uv(n6))
    a(s5)
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_EnvelopeRequest_v0(buf: _Buffer, pos: int) -> tuple[EnvelopeRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(EnvelopeRequest)
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    else:
        n8, pos = _ruv(buf, pos)
    n8 -= 1
    if n8 >= 0:
        x9 = pos + n8
        if x9 > blen:
            raise _bad_length(n8, 'EnvelopeRequest.RequestData', pos)
        o.request_data = mv[pos:x9]
        pos = x9
    else:
        raise _unexpected_null('EnvelopeRequest.RequestData', pos) if n8 == -1 else _bad_length(n8, 'EnvelopeRequest.RequestData', pos)
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
    else:
        n10, pos = _ruv(buf, pos)
    n10 -= 1
    if n10 >= 0:
        x11 = pos + n10
        if x11 > blen:
            raise _bad_length(n10, 'EnvelopeRequest.RequestPrincipal', pos)
        o.request_principal = bytes(buf[pos:x11])
        pos = x11
    elif n10 == -1:
        o.request_principal = None
    else:
        raise _bad_length(n10, 'EnvelopeRequest.RequestPrincipal', pos)
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
    else:
        n12, pos = _ruv(buf, pos)
    n12 -= 1
    if n12 >= 0:
        x13 = pos + n12
        if x13 > blen:
            raise _bad_length(n12, 'EnvelopeRequest.ClientHostAddress', pos)
        o.client_host_address = bytes(buf[pos:x13])
        pos = x13
    else:
        raise _unexpected_null('EnvelopeRequest.ClientHostAddress', pos) if n12 == -1 else _bad_length(n12, 'EnvelopeRequest.ClientHostAddress', pos)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt14, pos = _ruv(buf, pos)
        if nt14 * 2 > blen - pos:
            raise _array_too_long(nt14, 'EnvelopeRequest._tagged_fields', pos)
        uk15: list[tuple[int, bytes]] | None = None
        for _ in range(nt14):
            tg16, pos = _ruv(buf, pos)
            sz17, pos = _ruv(buf, pos)
            x18 = pos + sz17
            if x18 > blen:
                raise _bad_length(sz17, 'EnvelopeRequest._tagged_fields', pos)
            if uk15 is None:
                uk15 = []
            uk15.append((tg16, bytes(buf[pos:x18])))
            pos = x18
        o._unknown_tags = uk15
    return o, pos


EnvelopeRequest._ENC = {0: _enc_EnvelopeRequest_v0}
EnvelopeRequest._DEC = {0: _dec_EnvelopeRequest_v0}


class EnvelopeResponse(_Message):
    """EnvelopeResponse (response): API key 58; versions 0; flexible in 0."""

    __slots__ = ('response_data', 'error_code', '_unknown_tags')
    NAME = 'EnvelopeResponse'
    TYPE = 'response'
    API_KEY = 58
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    response_data: bytes | memoryview | None
    """The response to the forwarded request: its response header followed by its body; null with an error.

    `ResponseData` (bytes): versions 0+; nullable in 0+; default None."""
    error_code: int
    """An error of the envelope itself (the forwarding broker may not forward, the inner request cannot be read), or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        response_data: bytes | memoryview | None = None,
        error_code: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.response_data = response_data
        self.error_code = error_code
        self._unknown_tags = _unknown_tags


EnvelopeResponse.FIELDS = (
    _FI('ResponseData', 'response_data', 'bytes', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_EnvelopeResponse_v0(o: EnvelopeResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s19 = o.response_data
    if s19 is None:
        a(_H0)
    else:
        n20 = len(s19) + 1
        a(_UV[n20] if n20 < 128 else _uv(n20))
        a(s19)
    a(_S_h.pack(o.error_code))
    u21 = o._unknown_tags
    if u21 is None:
        a(_H0)
    else:
        _write_tags(a, None, u21)
    return b''.join(parts)


def _dec_EnvelopeResponse_v0(buf: _Buffer, pos: int) -> tuple[EnvelopeResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(EnvelopeResponse)
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    else:
        n22, pos = _ruv(buf, pos)
    n22 -= 1
    if n22 >= 0:
        x23 = pos + n22
        if x23 > blen:
            raise _bad_length(n22, 'EnvelopeResponse.ResponseData', pos)
        o.response_data = mv[pos:x23]
        pos = x23
    elif n22 == -1:
        o.response_data = None
    else:
        raise _bad_length(n22, 'EnvelopeResponse.ResponseData', pos)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt24, pos = _ruv(buf, pos)
        if nt24 * 2 > blen - pos:
            raise _array_too_long(nt24, 'EnvelopeResponse._tagged_fields', pos)
        uk25: list[tuple[int, bytes]] | None = None
        for _ in range(nt24):
            tg26, pos = _ruv(buf, pos)
            sz27, pos = _ruv(buf, pos)
            x28 = pos + sz27
            if x28 > blen:
                raise _bad_length(sz27, 'EnvelopeResponse._tagged_fields', pos)
            if uk25 is None:
                uk25 = []
            uk25.append((tg26, bytes(buf[pos:x28])))
            pos = x28
        o._unknown_tags = uk25
    return o, pos


EnvelopeResponse._ENC = {0: _enc_EnvelopeResponse_v0}
EnvelopeResponse._DEC = {0: _dec_EnvelopeResponse_v0}


_LINES = {
    95: 'EnvelopeRequest.RequestData',
    96: 'EnvelopeRequest.RequestData',
    97: 'EnvelopeRequest.RequestData',
    98: 'EnvelopeRequest.RequestData',
    99: 'EnvelopeRequest.RequestPrincipal',
    100: 'EnvelopeRequest.RequestPrincipal',
    101: 'EnvelopeRequest.RequestPrincipal',
    102: 'EnvelopeRequest.RequestPrincipal',
    103: 'EnvelopeRequest.RequestPrincipal',
    104: 'EnvelopeRequest.RequestPrincipal',
    105: 'EnvelopeRequest.RequestPrincipal',
    106: 'EnvelopeRequest.ClientHostAddress',
    107: 'EnvelopeRequest.ClientHostAddress',
    108: 'EnvelopeRequest.ClientHostAddress',
    109: 'EnvelopeRequest.ClientHostAddress',
    110: 'EnvelopeRequest._unknown_tags',
    111: 'EnvelopeRequest',
    114: 'EnvelopeRequest._unknown_tags',
    122: 'EnvelopeRequest.RequestData',
    126: 'EnvelopeRequest.RequestData',
    136: 'EnvelopeRequest.RequestPrincipal',
    140: 'EnvelopeRequest.RequestPrincipal',
    152: 'EnvelopeRequest.ClientHostAddress',
    156: 'EnvelopeRequest.ClientHostAddress',
    166: 'EnvelopeRequest._tagged_fields',
    170: 'EnvelopeRequest._tagged_fields',
    175: 'EnvelopeRequest._tagged_fields',
    176: 'EnvelopeRequest._tagged_fields',
    234: 'EnvelopeResponse.ResponseData',
    235: 'EnvelopeResponse.ResponseData',
    236: 'EnvelopeResponse.ResponseData',
    237: 'EnvelopeResponse.ResponseData',
    238: 'EnvelopeResponse.ResponseData',
    239: 'EnvelopeResponse.ResponseData',
    240: 'EnvelopeResponse.ResponseData',
    241: 'EnvelopeResponse.ErrorCode',
    242: 'EnvelopeResponse._unknown_tags',
    243: 'EnvelopeResponse',
    246: 'EnvelopeResponse._unknown_tags',
    254: 'EnvelopeResponse.ResponseData',
    258: 'EnvelopeResponse.ResponseData',
    270: 'EnvelopeResponse.ErrorCode',
    272: 'EnvelopeResponse._tagged_fields',
    276: 'EnvelopeResponse._tagged_fields',
    281: 'EnvelopeResponse._tagged_fields',
    282: 'EnvelopeResponse._tagged_fields',
}
