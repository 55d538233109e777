# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/SaslHandshakeRequest.json, schemas/messages/SaslHandshakeResponse.json.
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

__all__ = ['SaslHandshakeRequest', 'SaslHandshakeResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')


class SaslHandshakeRequest(_Message):
    __slots__ = ('mechanism',)
    NAME = 'SaslHandshakeRequest'
    TYPE = 'request'
    API_KEY = 17
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = None

    def __init__(self, *, mechanism=''):
        self.mechanism = mechanism


SaslHandshakeRequest.FIELDS = (
    _FI('Mechanism', 'mechanism', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)


def _enc_SaslHandshakeRequest_v0(o):
    parts = []
    a = parts.append
    s1 = o.mechanism
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    return b''.join(parts)


def _dec_SaslHandshakeRequest_v0(buf, pos):
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


def _enc_SaslHandshakeRequest_v1(o):
    parts = []
    a = parts.append
    s6 = o.mechanism
    b7 = s6.encode()
    a(_S_h.pack(len(b7)))
    a(b7)
    return b''.join(parts)


def _dec_SaslHandshakeRequest_v1(buf, pos):
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
    __slots__ = ('error_code', 'mechanisms')
    NAME = 'SaslHandshakeResponse'
    TYPE = 'response'
    API_KEY = 17
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = None

    def __init__(self, *, error_code=0, mechanisms=_EMPTY):
        self.error_code = error_code
        self.mechanisms = [] if mechanisms is _EMPTY else mechanisms


SaslHandshakeResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Mechanisms', 'mechanisms', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_SaslHandshakeResponse_v0(o):
    parts = []
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


def _dec_SaslHandshakeResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(SaslHandshakeResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n16, pos = _read_array_len(buf, pos, False, False, 1, 'SaslHandshakeResponse.Mechanisms')
    l17 = []
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


def _enc_SaslHandshakeResponse_v1(o):
    parts = []
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


def _dec_SaslHandshakeResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(SaslHandshakeResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n27, pos = _read_array_len(buf, pos, False, False, 1, 'SaslHandshakeResponse.Mechanisms')
    l28 = []
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
    65: 'SaslHandshakeRequest.Mechanism',
    66: 'SaslHandshakeRequest.Mechanism',
    67: 'SaslHandshakeRequest.Mechanism',
    68: 'SaslHandshakeRequest.Mechanism',
    75: 'SaslHandshakeRequest.Mechanism',
    80: 'SaslHandshakeRequest.Mechanism',
    83: 'SaslHandshakeRequest.Mechanism',
    90: 'SaslHandshakeRequest.Mechanism',
    91: 'SaslHandshakeRequest.Mechanism',
    92: 'SaslHandshakeRequest.Mechanism',
    93: 'SaslHandshakeRequest.Mechanism',
    100: 'SaslHandshakeRequest.Mechanism',
    105: 'SaslHandshakeRequest.Mechanism',
    108: 'SaslHandshakeRequest.Mechanism',
    138: 'SaslHandshakeResponse.ErrorCode',
    139: 'SaslHandshakeResponse.Mechanisms',
    140: 'SaslHandshakeResponse.Mechanisms',
    141: 'SaslHandshakeResponse.Mechanisms',
    142: 'SaslHandshakeResponse.Mechanisms',
    143: 'SaslHandshakeResponse.Mechanisms',
    144: 'SaslHandshakeResponse.Mechanisms',
    145: 'SaslHandshakeResponse.Mechanisms',
    152: 'SaslHandshakeResponse.ErrorCode',
    154: 'SaslHandshakeResponse.Mechanisms',
    158: 'SaslHandshakeResponse.Mechanisms',
    163: 'SaslHandshakeResponse.Mechanisms',
    166: 'SaslHandshakeResponse.Mechanisms',
    175: 'SaslHandshakeResponse.ErrorCode',
    176: 'SaslHandshakeResponse.Mechanisms',
    177: 'SaslHandshakeResponse.Mechanisms',
    178: 'SaslHandshakeResponse.Mechanisms',
    179: 'SaslHandshakeResponse.Mechanisms',
    180: 'SaslHandshakeResponse.Mechanisms',
    181: 'SaslHandshakeResponse.Mechanisms',
    182: 'SaslHandshakeResponse.Mechanisms',
    189: 'SaslHandshakeResponse.ErrorCode',
    191: 'SaslHandshakeResponse.Mechanisms',
    195: 'SaslHandshakeResponse.Mechanisms',
    200: 'SaslHandshakeResponse.Mechanisms',
    203: 'SaslHandshakeResponse.Mechanisms',
}
