# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/SaslAuthenticateRequest.json, schemas/messages/SaslAuthenticateResponse.json.
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
    read_bytes as _read_bytes,
    read_fixed_array as _read_fixed_array,
    read_string as _read_string,
    read_uvarint as _ruv,
    tag_size_mismatch as _tag_size_mismatch,
    unsupported_field as _unsupported_field,
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
    __slots__ = ('auth_bytes', '_unknown_tags')
    NAME = 'SaslAuthenticateRequest'
    TYPE = 'request'
    API_KEY = 36
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, auth_bytes=b'', _unknown_tags=None):
        self.auth_bytes = auth_bytes
        self._unknown_tags = _unknown_tags


SaslAuthenticateRequest.FIELDS = (
    _FI('AuthBytes', 'auth_bytes', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)


def _enc_SaslAuthenticateRequest_v0(o):
    parts = []
    a = parts.append
    s1 = o.auth_bytes
    a(_S_i.pack(len(s1)))
    a(s1)
    return b''.join(parts)


def _dec_SaslAuthenticateRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(SaslAuthenticateRequest)
    o.auth_bytes, pos = _read_bytes(buf, pos, False, False, 'SaslAuthenticateRequest.AuthBytes', False)
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateRequest_v1(o):
    parts = []
    a = parts.append
    s3 = o.auth_bytes
    a(_S_i.pack(len(s3)))
    a(s3)
    return b''.join(parts)


def _dec_SaslAuthenticateRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(SaslAuthenticateRequest)
    o.auth_bytes, pos = _read_bytes(buf, pos, False, False, 'SaslAuthenticateRequest.AuthBytes', False)
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateRequest_v2(o):
    parts = []
    a = parts.append
    s5 = o.auth_bytes
    n6 = len(s5) + 1
    a(_UV[n6] if n6 < 128 else _uv(n6))
    a(s5)
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_SaslAuthenticateRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(SaslAuthenticateRequest)
    o.auth_bytes, pos = _read_bytes(buf, pos, True, False, 'SaslAuthenticateRequest.AuthBytes', False)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt8, pos = _ruv(buf, pos)
        if nt8 * 2 > blen - pos:
            raise _array_too_long(nt8, 'SaslAuthenticateRequest._tagged_fields', pos)
        uk9 = None
        for _ in range(nt8):
            tg10, pos = _ruv(buf, pos)
            sz11, pos = _ruv(buf, pos)
            x12 = pos + sz11
            if x12 > blen:
                raise _bad_length(sz11, 'SaslAuthenticateRequest._tagged_fields', pos)
            if uk9 is None:
                uk9 = []
            uk9.append((tg10, bytes(buf[pos:x12])))
            pos = x12
        o._unknown_tags = uk9
    return o, pos


SaslAuthenticateRequest._ENC = {0: _enc_SaslAuthenticateRequest_v0, 1: _enc_SaslAuthenticateRequest_v1, 2: _enc_SaslAuthenticateRequest_v2}
SaslAuthenticateRequest._DEC = {0: _dec_SaslAuthenticateRequest_v0, 1: _dec_SaslAuthenticateRequest_v1, 2: _dec_SaslAuthenticateRequest_v2}


class SaslAuthenticateResponse(_Message):
    __slots__ = ('error_code', 'error_message', 'auth_bytes', 'session_lifetime_ms', '_unknown_tags')
    NAME = 'SaslAuthenticateResponse'
    TYPE = 'response'
    API_KEY = 36
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, error_code=0, error_message='', auth_bytes=b'', session_lifetime_ms=0, _unknown_tags=None):
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


def _enc_SaslAuthenticateResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s13 = o.error_message
    if s13 is None:
        a(b'\xff\xff')
    else:
        b14 = s13.encode()
        a(_S_h.pack(len(b14)))
        a(b14)
    s16 = o.auth_bytes
    a(_S_i.pack(len(s16)))
    a(s16)
    return b''.join(parts)


def _dec_SaslAuthenticateResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(SaslAuthenticateResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n18, = _S_h.unpack_from(buf, pos)
    if n18 >= 0:
        x19 = pos + 2 + n18
        if x19 > blen:
            raise _bad_length(n18, 'SaslAuthenticateResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x19], 'utf-8')
        pos = x19
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'SaslAuthenticateResponse.ErrorMessage')
    o.auth_bytes, pos = _read_bytes(buf, pos, False, False, 'SaslAuthenticateResponse.AuthBytes', False)
    o.session_lifetime_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s20 = o.error_message
    if s20 is None:
        a(b'\xff\xff')
    else:
        b21 = s20.encode()
        a(_S_h.pack(len(b21)))
        a(b21)
    s23 = o.auth_bytes
    a(_S_i.pack(len(s23)))
    a(s23)
    a(_S_q.pack(o.session_lifetime_ms))
    return b''.join(parts)


def _dec_SaslAuthenticateResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(SaslAuthenticateResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n25, = _S_h.unpack_from(buf, pos)
    if n25 >= 0:
        x26 = pos + 2 + n25
        if x26 > blen:
            raise _bad_length(n25, 'SaslAuthenticateResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x26], 'utf-8')
        pos = x26
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'SaslAuthenticateResponse.ErrorMessage')
    o.auth_bytes, pos = _read_bytes(buf, pos, False, False, 'SaslAuthenticateResponse.AuthBytes', False)
    o.session_lifetime_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    o._unknown_tags = None
    return o, pos


def _enc_SaslAuthenticateResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s27 = o.error_message
    if s27 is None:
        a(_H0)
    else:
        b28 = s27.encode()
        n29 = len(b28) + 1
        a(_UV[n29] if n29 < 128 else _uv(n29))
        a(b28)
    s30 = o.auth_bytes
    n31 = len(s30) + 1
    a(_UV[n31] if n31 < 128 else _uv(n31))
    a(s30)
    a(_S_q.pack(o.session_lifetime_ms))
    u32 = o._unknown_tags
    if u32 is None:
        a(_H0)
    else:
        _write_tags(a, None, u32)
    return b''.join(parts)


def _dec_SaslAuthenticateResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(SaslAuthenticateResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n33 = buf[pos] - 1
    if 0 <= n33 < 127:
        x34 = pos + 1 + n33
        if x34 > blen:
            raise _bad_length(n33, 'SaslAuthenticateResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x34], 'utf-8')
        pos = x34
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'SaslAuthenticateResponse.ErrorMessage')
    o.auth_bytes, pos = _read_bytes(buf, pos, True, False, 'SaslAuthenticateResponse.AuthBytes', False)
    o.session_lifetime_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt35, pos = _ruv(buf, pos)
        if nt35 * 2 > blen - pos:
            raise _array_too_long(nt35, 'SaslAuthenticateResponse._tagged_fields', pos)
        uk36 = None
        for _ in range(nt35):
            tg37, pos = _ruv(buf, pos)
            sz38, pos = _ruv(buf, pos)
            x39 = pos + sz38
            if x39 > blen:
                raise _bad_length(sz38, 'SaslAuthenticateResponse._tagged_fields', pos)
            if uk36 is None:
                uk36 = []
            uk36.append((tg37, bytes(buf[pos:x39])))
            pos = x39
        o._unknown_tags = uk36
    return o, pos


SaslAuthenticateResponse._ENC = {0: _enc_SaslAuthenticateResponse_v0, 1: _enc_SaslAuthenticateResponse_v1, 2: _enc_SaslAuthenticateResponse_v2}
SaslAuthenticateResponse._DEC = {0: _dec_SaslAuthenticateResponse_v0, 1: _dec_SaslAuthenticateResponse_v1, 2: _dec_SaslAuthenticateResponse_v2}


_LINES = {
    67: 'SaslAuthenticateRequest.AuthBytes',
    68: 'SaslAuthenticateRequest.AuthBytes',
    69: 'SaslAuthenticateRequest.AuthBytes',
    76: 'SaslAuthenticateRequest.AuthBytes',
    84: 'SaslAuthenticateRequest.AuthBytes',
    85: 'SaslAuthenticateRequest.AuthBytes',
    86: 'SaslAuthenticateRequest.AuthBytes',
    93: 'SaslAuthenticateRequest.AuthBytes',
    101: 'SaslAuthenticateRequest.AuthBytes',
    102: 'SaslAuthenticateRequest.AuthBytes',
    103: 'SaslAuthenticateRequest.AuthBytes',
    104: 'SaslAuthenticateRequest.AuthBytes',
    105: 'SaslAuthenticateRequest._unknown_tags',
    106: 'SaslAuthenticateRequest',
    109: 'SaslAuthenticateRequest._unknown_tags',
    116: 'SaslAuthenticateRequest.AuthBytes',
    117: 'SaslAuthenticateRequest._tagged_fields',
    121: 'SaslAuthenticateRequest._tagged_fields',
    126: 'SaslAuthenticateRequest._tagged_fields',
    127: 'SaslAuthenticateRequest._tagged_fields',
    170: 'SaslAuthenticateResponse.ErrorCode',
    171: 'SaslAuthenticateResponse.ErrorMessage',
    172: 'SaslAuthenticateResponse.ErrorMessage',
    173: 'SaslAuthenticateResponse.ErrorMessage',
    174: 'SaslAuthenticateResponse.ErrorMessage',
    175: 'SaslAuthenticateResponse.ErrorMessage',
    176: 'SaslAuthenticateResponse.ErrorMessage',
    177: 'SaslAuthenticateResponse.ErrorMessage',
    178: 'SaslAuthenticateResponse.AuthBytes',
    179: 'SaslAuthenticateResponse.AuthBytes',
    180: 'SaslAuthenticateResponse.AuthBytes',
    187: 'SaslAuthenticateResponse.ErrorCode',
    189: 'SaslAuthenticateResponse.ErrorMessage',
    194: 'SaslAuthenticateResponse.ErrorMessage',
    197: 'SaslAuthenticateResponse.ErrorMessage',
    198: 'SaslAuthenticateResponse.AuthBytes',
    207: 'SaslAuthenticateResponse.ErrorCode',
    208: 'SaslAuthenticateResponse.ErrorMessage',
    209: 'SaslAuthenticateResponse.ErrorMessage',
    210: 'SaslAuthenticateResponse.ErrorMessage',
    211: 'SaslAuthenticateResponse.ErrorMessage',
    212: 'SaslAuthenticateResponse.ErrorMessage',
    213: 'SaslAuthenticateResponse.ErrorMessage',
    214: 'SaslAuthenticateResponse.ErrorMessage',
    215: 'SaslAuthenticateResponse.AuthBytes',
    216: 'SaslAuthenticateResponse.AuthBytes',
    217: 'SaslAuthenticateResponse.AuthBytes',
    218: 'SaslAuthenticateResponse.SessionLifetimeMs',
    225: 'SaslAuthenticateResponse.ErrorCode',
    227: 'SaslAuthenticateResponse.ErrorMessage',
    232: 'SaslAuthenticateResponse.ErrorMessage',
    235: 'SaslAuthenticateResponse.ErrorMessage',
    236: 'SaslAuthenticateResponse.AuthBytes',
    237: 'SaslAuthenticateResponse.SessionLifetimeMs',
    246: 'SaslAuthenticateResponse.ErrorCode',
    247: 'SaslAuthenticateResponse.ErrorMessage',
    248: 'SaslAuthenticateResponse.ErrorMessage',
    249: 'SaslAuthenticateResponse.ErrorMessage',
    250: 'SaslAuthenticateResponse.ErrorMessage',
    251: 'SaslAuthenticateResponse.ErrorMessage',
    252: 'SaslAuthenticateResponse.ErrorMessage',
    253: 'SaslAuthenticateResponse.ErrorMessage',
    254: 'SaslAuthenticateResponse.ErrorMessage',
    255: 'SaslAuthenticateResponse.AuthBytes',
    256: 'SaslAuthenticateResponse.AuthBytes',
    257: 'SaslAuthenticateResponse.AuthBytes',
    258: 'SaslAuthenticateResponse.AuthBytes',
    259: 'SaslAuthenticateResponse.SessionLifetimeMs',
    260: 'SaslAuthenticateResponse._unknown_tags',
    261: 'SaslAuthenticateResponse',
    264: 'SaslAuthenticateResponse._unknown_tags',
    271: 'SaslAuthenticateResponse.ErrorCode',
    273: 'SaslAuthenticateResponse.ErrorMessage',
    278: 'SaslAuthenticateResponse.ErrorMessage',
    281: 'SaslAuthenticateResponse.ErrorMessage',
    282: 'SaslAuthenticateResponse.AuthBytes',
    283: 'SaslAuthenticateResponse.SessionLifetimeMs',
    285: 'SaslAuthenticateResponse._tagged_fields',
    289: 'SaslAuthenticateResponse._tagged_fields',
    294: 'SaslAuthenticateResponse._tagged_fields',
    295: 'SaslAuthenticateResponse._tagged_fields',
}
