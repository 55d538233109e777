# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterUserScramCredentialsRequest.json, schemas/messages/AlterUserScramCredentialsResponse.json.
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

__all__ = ['AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_b = Struct('>b')
_S_bi = Struct('>bi')
_S_h = Struct('>h')
_S_i = Struct('>i')


class AlterUserScramCredentialsRequest(_Message):
    __slots__ = ('deletions', 'upsertions', '_unknown_tags')
    NAME = 'AlterUserScramCredentialsRequest'
    TYPE = 'request'
    API_KEY = 51
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, deletions=_EMPTY, upsertions=_EMPTY, _unknown_tags=None):
        self.deletions = [] if deletions is _EMPTY else deletions
        self.upsertions = [] if upsertions is _EMPTY else upsertions
        self._unknown_tags = _unknown_tags

    class ScramCredentialDeletion(_Message):
        __slots__ = ('name', 'mechanism', '_unknown_tags')
        NAME = 'AlterUserScramCredentialsRequest.ScramCredentialDeletion'

        def __init__(self, *, name='', mechanism=0, _unknown_tags=None):
            self.name = name
            self.mechanism = mechanism
            self._unknown_tags = _unknown_tags

    class ScramCredentialUpsertion(_Message):
        __slots__ = ('name', 'mechanism', 'iterations', 'salt', 'salted_password', '_unknown_tags')
        NAME = 'AlterUserScramCredentialsRequest.ScramCredentialUpsertion'

        def __init__(self, *, name='', mechanism=0, iterations=0, salt=b'', salted_password=b'', _unknown_tags=None):
            self.name = name
            self.mechanism = mechanism
            self.iterations = iterations
            self.salt = salt
            self.salted_password = salted_password
            self._unknown_tags = _unknown_tags


_C_AlterUserScramCredentialsRequest_ScramCredentialDeletion = AlterUserScramCredentialsRequest.ScramCredentialDeletion
_C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion = AlterUserScramCredentialsRequest.ScramCredentialUpsertion
AlterUserScramCredentialsRequest.FIELDS = (
    _FI('Deletions', 'deletions', '[]ScramCredentialDeletion', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterUserScramCredentialsRequest_ScramCredentialDeletion),
    _FI('Upsertions', 'upsertions', '[]ScramCredentialUpsertion', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion),
)
_C_AlterUserScramCredentialsRequest_ScramCredentialDeletion.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Mechanism', 'mechanism', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Mechanism', 'mechanism', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Iterations', 'iterations', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Salt', 'salt', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('SaltedPassword', 'salted_password', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_DEF_AlterUserScramCredentialsRequest_ScramCredentialDeletion = _C_AlterUserScramCredentialsRequest_ScramCredentialDeletion()
_DEF_AlterUserScramCredentialsRequest_ScramCredentialUpsertion = _C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion()

def _mk_AlterUserScramCredentialsRequest_ScramCredentialDeletion():
    o = _new(_C_AlterUserScramCredentialsRequest_ScramCredentialDeletion)
    o.name = ''
    o.mechanism = 0
    o._unknown_tags = None
    return o

def _mk_AlterUserScramCredentialsRequest_ScramCredentialUpsertion():
    o = _new(_C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion)
    o.name = ''
    o.mechanism = 0
    o.iterations = 0
    o.salt = b''
    o.salted_password = b''
    o._unknown_tags = None
    return o


def _enc_AlterUserScramCredentialsRequest_v0(o):
    parts = []
    a = parts.append
    l1 = o.deletions
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        a(_S_b.pack(e3.mechanism))
        u7 = e3._unknown_tags
        if u7 is None:
            a(_H0)
        else:
            _write_tags(a, None, u7)
    l8 = o.upsertions
    n9 = len(l8) + 1
    a(_UV[n9] if n9 < 128 else _uv(n9))
    for e10 in l8:
        s11 = e10.name
        b12 = s11.encode()
        n13 = len(b12) + 1
        a(_UV[n13] if n13 < 128 else _uv(n13))
        a(b12)
        a(_S_bi.pack(e10.mechanism, e10.iterations))
        s14 = e10.salt
        n15 = len(s14) + 1
        a(_UV[n15] if n15 < 128 else _uv(n15))
        a(s14)
        s16 = e10.salted_password
        n17 = len(s16) + 1
        a(_UV[n17] if n17 < 128 else _uv(n17))
        a(s16)
        u18 = e10._unknown_tags
        if u18 is None:
            a(_H0)
        else:
            _write_tags(a, None, u18)
    u19 = o._unknown_tags
    if u19 is None:
        a(_H0)
    else:
        _write_tags(a, None, u19)
    return b''.join(parts)


def _dec_AlterUserScramCredentialsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(AlterUserScramCredentialsRequest)
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        pos += 1
    else:
        n20, pos = _read_array_len(buf, pos, True, False, 1, 'AlterUserScramCredentialsRequest.Deletions')
    l21 = []
    ap22 = l21.append
    for _ in range(n20):
        t23 = _new(_C_AlterUserScramCredentialsRequest_ScramCredentialDeletion)
        n24 = buf[pos] - 1
        if 0 <= n24 < 127:
            x25 = pos + 1 + n24
            if x25 > blen:
                raise _bad_length(n24, 'AlterUserScramCredentialsRequest.Deletions.Name', pos)
            t23.name = str(buf[pos + 1:x25], 'utf-8')
            pos = x25
        else:
            t23.name, pos = _read_string(buf, pos, True, False, 'AlterUserScramCredentialsRequest.Deletions.Name')
        t23.mechanism, = _S_b.unpack_from(buf, pos)
        pos += 1
        if buf[pos] == 0:
            pos += 1
            t23._unknown_tags = None
        else:
            nt26, pos = _ruv(buf, pos)
            if nt26 * 2 > blen - pos:
                raise _array_too_long(nt26, 'AlterUserScramCredentialsRequest.Deletions._tagged_fields', pos)
            uk27 = None
            for _ in range(nt26):
                tg28, pos = _ruv(buf, pos)
                sz29, pos = _ruv(buf, pos)
                x30 = pos + sz29
                if x30 > blen:
                    raise _bad_length(sz29, 'AlterUserScramCredentialsRequest.Deletions._tagged_fields', pos)
                if uk27 is None:
                    uk27 = []
                uk27.append((tg28, bytes(buf[pos:x30])))
                pos = x30
            t23._unknown_tags = uk27
        ap22(t23)
    o.deletions = l21
    n31 = buf[pos] - 1
    if 0 <= n31 < 127:
        pos += 1
    else:
        n31, pos = _read_array_len(buf, pos, True, False, 1, 'AlterUserScramCredentialsRequest.Upsertions')
    l32 = []
    ap33 = l32.append
    for _ in range(n31):
        t34 = _new(_C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion)
        n35 = buf[pos] - 1
        if 0 <= n35 < 127:
            x36 = pos + 1 + n35
            if x36 > blen:
                raise _bad_length(n35, 'AlterUserScramCredentialsRequest.Upsertions.Name', pos)
            t34.name = str(buf[pos + 1:x36], 'utf-8')
            pos = x36
        else:
            t34.name, pos = _read_string(buf, pos, True, False, 'AlterUserScramCredentialsRequest.Upsertions.Name')
        t34.mechanism, t34.iterations = _S_bi.unpack_from(buf, pos)
        pos += 5
        n37 = buf[pos]
        if n37 < 128:
            pos += 1
        else:
            n37, pos = _ruv(buf, pos)
        n37 -= 1
        if n37 >= 0:
            x38 = pos + n37
            if x38 > blen:
                raise _bad_length(n37, 'AlterUserScramCredentialsRequest.Upsertions.Salt', pos)
            t34.salt = bytes(buf[pos:x38])
            pos = x38
        else:
            raise _unexpected_null('AlterUserScramCredentialsRequest.Upsertions.Salt', pos) if n37 == -1 else _bad_length(n37, 'AlterUserScramCredentialsRequest.Upsertions.Salt', pos)
        n39 = buf[pos]
        if n39 < 128:
            pos += 1
        else:
            n39, pos = _ruv(buf, pos)
        n39 -= 1
        if n39 >= 0:
            x40 = pos + n39
            if x40 > blen:
                raise _bad_length(n39, 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword', pos)
            t34.salted_password = bytes(buf[pos:x40])
            pos = x40
        else:
            raise _unexpected_null('AlterUserScramCredentialsRequest.Upsertions.SaltedPassword', pos) if n39 == -1 else _bad_length(n39, 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword', pos)
        if buf[pos] == 0:
            pos += 1
            t34._unknown_tags = None
        else:
            nt41, pos = _ruv(buf, pos)
            if nt41 * 2 > blen - pos:
                raise _array_too_long(nt41, 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields', pos)
            uk42 = None
            for _ in range(nt41):
                tg43, pos = _ruv(buf, pos)
                sz44, pos = _ruv(buf, pos)
                x45 = pos + sz44
                if x45 > blen:
                    raise _bad_length(sz44, 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields', pos)
                if uk42 is None:
                    uk42 = []
                uk42.append((tg43, bytes(buf[pos:x45])))
                pos = x45
            t34._unknown_tags = uk42
        ap33(t34)
    o.upsertions = l32
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt46, pos = _ruv(buf, pos)
        if nt46 * 2 > blen - pos:
            raise _array_too_long(nt46, 'AlterUserScramCredentialsRequest._tagged_fields', pos)
        uk47 = None
        for _ in range(nt46):
            tg48, pos = _ruv(buf, pos)
            sz49, pos = _ruv(buf, pos)
            x50 = pos + sz49
            if x50 > blen:
                raise _bad_length(sz49, 'AlterUserScramCredentialsRequest._tagged_fields', pos)
            if uk47 is None:
                uk47 = []
            uk47.append((tg48, bytes(buf[pos:x50])))
            pos = x50
        o._unknown_tags = uk47
    return o, pos


AlterUserScramCredentialsRequest._ENC = {0: _enc_AlterUserScramCredentialsRequest_v0}
AlterUserScramCredentialsRequest._DEC = {0: _dec_AlterUserScramCredentialsRequest_v0}


class AlterUserScramCredentialsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'AlterUserScramCredentialsResponse'
    TYPE = 'response'
    API_KEY = 51
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, throttle_time_ms=0, results=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class AlterUserScramCredentialsResult(_Message):
        __slots__ = ('user', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult'

        def __init__(self, *, user='', error_code=0, error_message='', _unknown_tags=None):
            self.user = user
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult = AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult
AlterUserScramCredentialsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Results', 'results', '[]AlterUserScramCredentialsResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult),
)
_C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult.FIELDS = (
    _FI('User', 'user', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult = _C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult()

def _mk_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult():
    o = _new(_C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult)
    o.user = ''
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_AlterUserScramCredentialsResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l51 = o.results
    n52 = len(l51) + 1
    a(_UV[n52] if n52 < 128 else _uv(n52))
    for e53 in l51:
        s54 = e53.user
        b55 = s54.encode()
        n56 = len(b55) + 1
        a(_UV[n56] if n56 < 128 else _uv(n56))
        a(b55)
        a(_S_h.pack(e53.error_code))
        s57 = e53.error_message
        if s57 is None:
            a(_H0)
        else:
            b58 = s57.encode()
            n59 = len(b58) + 1
            a(_UV[n59] if n59 < 128 else _uv(n59))
            a(b58)
        u60 = e53._unknown_tags
        if u60 is None:
            a(_H0)
        else:
            _write_tags(a, None, u60)
    u61 = o._unknown_tags
    if u61 is None:
        a(_H0)
    else:
        _write_tags(a, None, u61)
    return b''.join(parts)


def _dec_AlterUserScramCredentialsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(AlterUserScramCredentialsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n62 = buf[pos] - 1
    if 0 <= n62 < 127:
        pos += 1
    else:
        n62, pos = _read_array_len(buf, pos, True, False, 1, 'AlterUserScramCredentialsResponse.Results')
    l63 = []
    ap64 = l63.append
    for _ in range(n62):
        t65 = _new(_C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult)
        n66 = buf[pos] - 1
        if 0 <= n66 < 127:
            x67 = pos + 1 + n66
            if x67 > blen:
                raise _bad_length(n66, 'AlterUserScramCredentialsResponse.Results.User', pos)
            t65.user = str(buf[pos + 1:x67], 'utf-8')
            pos = x67
        else:
            t65.user, pos = _read_string(buf, pos, True, False, 'AlterUserScramCredentialsResponse.Results.User')
        t65.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n68 = buf[pos] - 1
        if 0 <= n68 < 127:
            x69 = pos + 1 + n68
            if x69 > blen:
                raise _bad_length(n68, 'AlterUserScramCredentialsResponse.Results.ErrorMessage', pos)
            t65.error_message = str(buf[pos + 1:x69], 'utf-8')
            pos = x69
        else:
            t65.error_message, pos = _read_string(buf, pos, True, True, 'AlterUserScramCredentialsResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t65._unknown_tags = None
        else:
            nt70, pos = _ruv(buf, pos)
            if nt70 * 2 > blen - pos:
                raise _array_too_long(nt70, 'AlterUserScramCredentialsResponse.Results._tagged_fields', pos)
            uk71 = None
            for _ in range(nt70):
                tg72, pos = _ruv(buf, pos)
                sz73, pos = _ruv(buf, pos)
                x74 = pos + sz73
                if x74 > blen:
                    raise _bad_length(sz73, 'AlterUserScramCredentialsResponse.Results._tagged_fields', pos)
                if uk71 is None:
                    uk71 = []
                uk71.append((tg72, bytes(buf[pos:x74])))
                pos = x74
            t65._unknown_tags = uk71
        ap64(t65)
    o.results = l63
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt75, pos = _ruv(buf, pos)
        if nt75 * 2 > blen - pos:
            raise _array_too_long(nt75, 'AlterUserScramCredentialsResponse._tagged_fields', pos)
        uk76 = None
        for _ in range(nt75):
            tg77, pos = _ruv(buf, pos)
            sz78, pos = _ruv(buf, pos)
            x79 = pos + sz78
            if x79 > blen:
                raise _bad_length(sz78, 'AlterUserScramCredentialsResponse._tagged_fields', pos)
            if uk76 is None:
                uk76 = []
            uk76.append((tg77, bytes(buf[pos:x79])))
            pos = x79
        o._unknown_tags = uk76
    return o, pos


AlterUserScramCredentialsResponse._ENC = {0: _enc_AlterUserScramCredentialsResponse_v0}
AlterUserScramCredentialsResponse._DEC = {0: _dec_AlterUserScramCredentialsResponse_v0}


_LINES = {
    123: 'AlterUserScramCredentialsRequest.Deletions',
    124: 'AlterUserScramCredentialsRequest.Deletions',
    125: 'AlterUserScramCredentialsRequest.Deletions',
    126: 'AlterUserScramCredentialsRequest.Deletions',
    127: 'AlterUserScramCredentialsRequest.Deletions.Name',
    128: 'AlterUserScramCredentialsRequest.Deletions.Name',
    129: 'AlterUserScramCredentialsRequest.Deletions.Name',
    130: 'AlterUserScramCredentialsRequest.Deletions.Name',
    131: 'AlterUserScramCredentialsRequest.Deletions.Name',
    132: 'AlterUserScramCredentialsRequest.Deletions.Mechanism',
    133: 'AlterUserScramCredentialsRequest.Deletions._unknown_tags',
    134: 'AlterUserScramCredentialsRequest.Deletions',
    137: 'AlterUserScramCredentialsRequest.Deletions._unknown_tags',
    138: 'AlterUserScramCredentialsRequest.Upsertions',
    139: 'AlterUserScramCredentialsRequest.Upsertions',
    140: 'AlterUserScramCredentialsRequest.Upsertions',
    141: 'AlterUserScramCredentialsRequest.Upsertions',
    142: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    143: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    144: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    145: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    146: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    147: 'AlterUserScramCredentialsRequest.Upsertions.Mechanism,Iterations',
    148: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    149: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    150: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    151: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    152: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    153: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    154: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    155: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    156: 'AlterUserScramCredentialsRequest.Upsertions._unknown_tags',
    157: 'AlterUserScramCredentialsRequest.Upsertions',
    160: 'AlterUserScramCredentialsRequest.Upsertions._unknown_tags',
    161: 'AlterUserScramCredentialsRequest._unknown_tags',
    162: 'AlterUserScramCredentialsRequest',
    165: 'AlterUserScramCredentialsRequest._unknown_tags',
    172: 'AlterUserScramCredentialsRequest.Deletions',
    176: 'AlterUserScramCredentialsRequest.Deletions',
    181: 'AlterUserScramCredentialsRequest.Deletions.Name',
    186: 'AlterUserScramCredentialsRequest.Deletions.Name',
    189: 'AlterUserScramCredentialsRequest.Deletions.Name',
    190: 'AlterUserScramCredentialsRequest.Deletions.Mechanism',
    192: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    196: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    201: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    202: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    213: 'AlterUserScramCredentialsRequest.Upsertions',
    217: 'AlterUserScramCredentialsRequest.Upsertions',
    222: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    227: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    230: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    231: 'AlterUserScramCredentialsRequest.Upsertions.Mechanism,Iterations',
    233: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    237: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    247: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    251: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    261: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    265: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    270: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    271: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    282: 'AlterUserScramCredentialsRequest._tagged_fields',
    286: 'AlterUserScramCredentialsRequest._tagged_fields',
    291: 'AlterUserScramCredentialsRequest._tagged_fields',
    292: 'AlterUserScramCredentialsRequest._tagged_fields',
    356: 'AlterUserScramCredentialsResponse.ThrottleTimeMs',
    357: 'AlterUserScramCredentialsResponse.Results',
    358: 'AlterUserScramCredentialsResponse.Results',
    359: 'AlterUserScramCredentialsResponse.Results',
    360: 'AlterUserScramCredentialsResponse.Results',
    361: 'AlterUserScramCredentialsResponse.Results.User',
    362: 'AlterUserScramCredentialsResponse.Results.User',
    363: 'AlterUserScramCredentialsResponse.Results.User',
    364: 'AlterUserScramCredentialsResponse.Results.User',
    365: 'AlterUserScramCredentialsResponse.Results.User',
    366: 'AlterUserScramCredentialsResponse.Results.ErrorCode',
    367: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    368: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    369: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    370: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    371: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    372: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    373: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    374: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    375: 'AlterUserScramCredentialsResponse.Results._unknown_tags',
    376: 'AlterUserScramCredentialsResponse.Results',
    379: 'AlterUserScramCredentialsResponse.Results._unknown_tags',
    380: 'AlterUserScramCredentialsResponse._unknown_tags',
    381: 'AlterUserScramCredentialsResponse',
    384: 'AlterUserScramCredentialsResponse._unknown_tags',
    391: 'AlterUserScramCredentialsResponse.ThrottleTimeMs',
    393: 'AlterUserScramCredentialsResponse.Results',
    397: 'AlterUserScramCredentialsResponse.Results',
    402: 'AlterUserScramCredentialsResponse.Results.User',
    407: 'AlterUserScramCredentialsResponse.Results.User',
    410: 'AlterUserScramCredentialsResponse.Results.User',
    411: 'AlterUserScramCredentialsResponse.Results.ErrorCode',
    413: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    418: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    421: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    422: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    426: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    431: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    432: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    443: 'AlterUserScramCredentialsResponse._tagged_fields',
    447: 'AlterUserScramCredentialsResponse._tagged_fields',
    452: 'AlterUserScramCredentialsResponse._tagged_fields',
    453: 'AlterUserScramCredentialsResponse._tagged_fields',
}
