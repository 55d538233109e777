# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/RequestHeader.json, schemas/messages/ResponseHeader.json.
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

__all__ = ['RequestHeader', 'ResponseHeader']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_hhi = Struct('>hhi')
_S_i = Struct('>i')


class RequestHeader(_Message):
    """RequestHeader (header): versions 1-2; flexible in 2."""

    __slots__ = ('request_api_key', 'request_api_version', 'correlation_id', 'client_id', '_unknown_tags')
    NAME = 'RequestHeader'
    TYPE = 'header'
    API_KEY = None
    VALID_VERSIONS = (1, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    request_api_key: int
    """API key identifying the request type.

    `RequestApiKey` (int16): versions 0+; default 0."""
    request_api_version: int
    """Version of the API used to encode the request body.

    `RequestApiVersion` (int16): versions 0+; default 0."""
    correlation_id: int
    """Client-chosen id echoed back in the matching response.

    `CorrelationId` (int32): versions 0+; default 0."""
    client_id: str | None
    """Free-form client identifier, or null; never compact-encoded.

    `ClientId` (string): versions 1+; nullable in 1+; default ''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        request_api_key: int = 0,
        request_api_version: int = 0,
        correlation_id: int = 0,
        client_id: str | None = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.request_api_key = request_api_key
        self.request_api_version = request_api_version
        self.correlation_id = correlation_id
        self.client_id = client_id
        self._unknown_tags = _unknown_tags


RequestHeader.FIELDS = (
    _FI('RequestApiKey', 'request_api_key', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('RequestApiVersion', 'request_api_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CorrelationId', 'correlation_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ClientId', 'client_id', 'string', (1, 32767), (1, 32767), (1, 0), None, '', False, None),
)


def _enc_RequestHeader_v1(o: RequestHeader) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hhi.pack(o.request_api_key, o.request_api_version, o.correlation_id))
    s1 = o.client_id
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    return b''.join(parts)


def _dec_RequestHeader_v1(buf: _Buffer, pos: int) -> tuple[RequestHeader, int]:
    blen = len(buf)
    o = _new(RequestHeader)
    o.request_api_key, o.request_api_version, o.correlation_id = _S_hhi.unpack_from(buf, pos)
    pos += 8
    n4, = _S_h.unpack_from(buf, pos)
    if n4 >= 0:
        x5 = pos + 2 + n4
        if x5 > blen:
            raise _bad_length(n4, 'RequestHeader.ClientId', pos)
        o.client_id = str(buf[pos + 2:x5], 'utf-8')
        pos = x5
    else:
        o.client_id, pos = _read_string(buf, pos, False, True, 'RequestHeader.ClientId')
    o._unknown_tags = None
    return o, pos


def _enc_RequestHeader_v2(o: RequestHeader) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hhi.pack(o.request_api_key, o.request_api_version, o.correlation_id))
    s6 = o.client_id
    if s6 is None:
        a(b'\xff\xff')
    else:
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
    u9 = o._unknown_tags
    if u9 is None:
        a(_H0)
    else:
        _write_tags(a, None, u9)
    return b''.join(parts)


def _dec_RequestHeader_v2(buf: _Buffer, pos: int) -> tuple[RequestHeader, int]:
    blen = len(buf)
    o = _new(RequestHeader)
    o.request_api_key, o.request_api_version, o.correlation_id = _S_hhi.unpack_from(buf, pos)
    pos += 8
    n10, = _S_h.unpack_from(buf, pos)
    if n10 >= 0:
        x11 = pos + 2 + n10
        if x11 > blen:
            raise _bad_length(n10, 'RequestHeader.ClientId', pos)
        o.client_id = str(buf[pos + 2:x11], 'utf-8')
        pos = x11
    else:
        o.client_id, pos = _read_string(buf, pos, False, True, 'RequestHeader.ClientId')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt12, pos = _ruv(buf, pos)
        if nt12 * 2 > blen - pos:
            raise _array_too_long(nt12, 'RequestHeader._tagged_fields', pos)
        uk13: list[tuple[int, bytes]] | None = None
        for _ in range(nt12):
            tg14, pos = _ruv(buf, pos)
            sz15, pos = _ruv(buf, pos)
            x16 = pos + sz15
            if x16 > blen:
                raise _bad_length(sz15, 'RequestHeader._tagged_fields', pos)
            if uk13 is None:
                uk13 = []
            uk13.append((tg14, bytes(buf[pos:x16])))
            pos = x16
        o._unknown_tags = uk13
    return o, pos


RequestHeader._ENC = {1: _enc_RequestHeader_v1, 2: _enc_RequestHeader_v2}
RequestHeader._DEC = {1: _dec_RequestHeader_v1, 2: _dec_RequestHeader_v2}


class ResponseHeader(_Message):
    """ResponseHeader (header): versions 0-1; flexible in 1."""

    __slots__ = ('correlation_id', '_unknown_tags')
    NAME = 'ResponseHeader'
    TYPE = 'header'
    API_KEY = None
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    correlation_id: int
    """Correlation id copied from the request being answered.

    `CorrelationId` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        correlation_id: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.correlation_id = correlation_id
        self._unknown_tags = _unknown_tags


ResponseHeader.FIELDS = (
    _FI('CorrelationId', 'correlation_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_ResponseHeader_v0(o: ResponseHeader) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.correlation_id))
    return b''.join(parts)


def _dec_ResponseHeader_v0(buf: _Buffer, pos: int) -> tuple[ResponseHeader, int]:
    blen = len(buf)
    o = _new(ResponseHeader)
    o.correlation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_ResponseHeader_v1(o: ResponseHeader) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.correlation_id))
    u17 = o._unknown_tags
    if u17 is None:
        a(_H0)
    else:
        _write_tags(a, None, u17)
    return b''.join(parts)


def _dec_ResponseHeader_v1(buf: _Buffer, pos: int) -> tuple[ResponseHeader, int]:
    blen = len(buf)
    o = _new(ResponseHeader)
    o.correlation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt18, pos = _ruv(buf, pos)
        if nt18 * 2 > blen - pos:
            raise _array_too_long(nt18, 'ResponseHeader._tagged_fields', pos)
        uk19: list[tuple[int, bytes]] | None = None
        for _ in range(nt18):
            tg20, pos = _ruv(buf, pos)
            sz21, pos = _ruv(buf, pos)
            x22 = pos + sz21
            if x22 > blen:
                raise _bad_length(sz21, 'ResponseHeader._tagged_fields', pos)
            if uk19 is None:
                uk19 = []
            uk19.append((tg20, bytes(buf[pos:x22])))
            pos = x22
        o._unknown_tags = uk19
    return o, pos


ResponseHeader._ENC = {0: _enc_ResponseHeader_v0, 1: _enc_ResponseHeader_v1}
ResponseHeader._DEC = {0: _dec_ResponseHeader_v0, 1: _dec_ResponseHeader_v1}


_LINES = {
    103: 'RequestHeader.RequestApiKey,RequestApiVersion,CorrelationId',
    104: 'RequestHeader.ClientId',
    105: 'RequestHeader.ClientId',
    106: 'RequestHeader.ClientId',
    107: 'RequestHeader.ClientId',
    108: 'RequestHeader.ClientId',
    109: 'RequestHeader.ClientId',
    110: 'RequestHeader.ClientId',
    117: 'RequestHeader.RequestApiKey,RequestApiVersion,CorrelationId',
    119: 'RequestHeader.ClientId',
    124: 'RequestHeader.ClientId',
    127: 'RequestHeader.ClientId',
    135: 'RequestHeader.RequestApiKey,RequestApiVersion,CorrelationId',
    136: 'RequestHeader.ClientId',
    137: 'RequestHeader.ClientId',
    138: 'RequestHeader.ClientId',
    139: 'RequestHeader.ClientId',
    140: 'RequestHeader.ClientId',
    141: 'RequestHeader.ClientId',
    142: 'RequestHeader.ClientId',
    143: 'RequestHeader._unknown_tags',
    144: 'RequestHeader',
    147: 'RequestHeader._unknown_tags',
    154: 'RequestHeader.RequestApiKey,RequestApiVersion,CorrelationId',
    156: 'RequestHeader.ClientId',
    161: 'RequestHeader.ClientId',
    164: 'RequestHeader.ClientId',
    165: 'RequestHeader._tagged_fields',
    169: 'RequestHeader._tagged_fields',
    174: 'RequestHeader._tagged_fields',
    175: 'RequestHeader._tagged_fields',
    226: 'ResponseHeader.CorrelationId',
    233: 'ResponseHeader.CorrelationId',
    242: 'ResponseHeader.CorrelationId',
    243: 'ResponseHeader._unknown_tags',
    244: 'ResponseHeader',
    247: 'ResponseHeader._unknown_tags',
    254: 'ResponseHeader.CorrelationId',
    256: 'ResponseHeader._tagged_fields',
    260: 'ResponseHeader._tagged_fields',
    265: 'ResponseHeader._tagged_fields',
    266: 'ResponseHeader._tagged_fields',
}
