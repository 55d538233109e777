# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterUserScramCredentialsRequest.json, schemas/messages/AlterUserScramCredentialsResponse.json.
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
    """AlterUserScramCredentialsRequest (request): API key 51; versions 0; flexible in 0; listeners: broker, controller."""

    __slots__ = ('deletions', 'upsertions', '_unknown_tags')
    NAME = 'AlterUserScramCredentialsRequest'
    TYPE = 'request'
    API_KEY = 51
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    deletions: list[AlterUserScramCredentialsRequest.ScramCredentialDeletion]
    """Credentials to delete.

    `Deletions` ([]ScramCredentialDeletion): versions 0+; default []."""
    upsertions: list[AlterUserScramCredentialsRequest.ScramCredentialUpsertion]
    """Credentials to create or replace.

    `Upsertions` ([]ScramCredentialUpsertion): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        deletions: list[AlterUserScramCredentialsRequest.ScramCredentialDeletion] = _EMPTY,
        upsertions: list[AlterUserScramCredentialsRequest.ScramCredentialUpsertion] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.deletions = [] if deletions is _EMPTY else deletions
        self.upsertions = [] if upsertions is _EMPTY else upsertions
        self._unknown_tags = _unknown_tags

    class ScramCredentialDeletion(_Message):
        """Credentials to delete.

        ScramCredentialDeletion (in AlterUserScramCredentialsRequest): versions 0+."""

        __slots__ = ('name', 'mechanism', '_unknown_tags')
        NAME = 'AlterUserScramCredentialsRequest.ScramCredentialDeletion'

        name: str
        """The user.

        `Name` (string): versions 0+; default ''."""
        mechanism: int
        """SCRAM mechanism id.

        `Mechanism` (int8): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            mechanism: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.mechanism = mechanism
            self._unknown_tags = _unknown_tags

    class ScramCredentialUpsertion(_Message):
        """Credentials to create or replace.

        ScramCredentialUpsertion (in AlterUserScramCredentialsRequest): versions 0+."""

        __slots__ = ('name', 'mechanism', 'iterations', 'salt', 'salted_password', '_unknown_tags')
        NAME = 'AlterUserScramCredentialsRequest.ScramCredentialUpsertion'

        name: str
        """The user.

        `Name` (string): versions 0+; default ''."""
        mechanism: int
        """SCRAM mechanism id.

        `Mechanism` (int8): versions 0+; default 0."""
        iterations: int
        """Hash iterations.

        `Iterations` (int32): versions 0+; default 0."""
        salt: bytes
        """Salt chosen by the client.

        `Salt` (bytes): versions 0+; default b''."""
        salted_password: bytes
        """Hi(password, salt, iterations), computed by the client.

        `SaltedPassword` (bytes): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            mechanism: int = 0,
            iterations: int = 0,
            salt: bytes = b'',
            salted_password: bytes = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_AlterUserScramCredentialsRequest_ScramCredentialDeletion() -> AlterUserScramCredentialsRequest.ScramCredentialDeletion:
    o = _new(_C_AlterUserScramCredentialsRequest_ScramCredentialDeletion)
    o.name = ''
    o.mechanism = 0
    o._unknown_tags = None
    return o

def _mk_AlterUserScramCredentialsRequest_ScramCredentialUpsertion() -> AlterUserScramCredentialsRequest.ScramCredentialUpsertion:
    o = _new(_C_AlterUserScramCredentialsRequest_ScramCredentialUpsertion)
    o.name = ''
    o.mechanism = 0
    o.iterations = 0
    o.salt = b''
    o.salted_password = b''
    o._unknown_tags = None
    return o


def _enc_AlterUserScramCredentialsRequest_v0(o: AlterUserScramCredentialsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_AlterUserScramCredentialsRequest_v0(buf: _Buffer, pos: int) -> tuple[AlterUserScramCredentialsRequest, int]:
    blen = len(buf)
    o = _new(AlterUserScramCredentialsRequest)
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        pos += 1
    else:
        n20, pos = _read_array_len(buf, pos, True, False, 1, 'AlterUserScramCredentialsRequest.Deletions')
    l21: list[AlterUserScramCredentialsRequest.ScramCredentialDeletion] = []
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
            uk27: list[tuple[int, bytes]] | None = None
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
    l32: list[AlterUserScramCredentialsRequest.ScramCredentialUpsertion] = []
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
            uk42: list[tuple[int, bytes]] | None = None
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
        uk47: list[tuple[int, bytes]] | None = None
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
    """AlterUserScramCredentialsResponse (response): API key 51; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'AlterUserScramCredentialsResponse'
    TYPE = 'response'
    API_KEY = 51
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Time the request was held back by a quota, in milliseconds.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    results: list[AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult]
    """One entry per user named in the request.

    `Results` ([]AlterUserScramCredentialsResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        results: list[AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class AlterUserScramCredentialsResult(_Message):
        """One entry per user named in the request.

        AlterUserScramCredentialsResult (in AlterUserScramCredentialsResponse): versions 0+."""

        __slots__ = ('user', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult'

        user: str
        """The user.

        `User` (string): versions 0+; default ''."""
        error_code: int
        """Error for this user, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Text of this user's error, or null.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            user: str = '',
            error_code: int = 0,
            error_message: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult() -> AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult:
    o = _new(_C_AlterUserScramCredentialsResponse_AlterUserScramCredentialsResult)
    o.user = ''
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_AlterUserScramCredentialsResponse_v0(o: AlterUserScramCredentialsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_AlterUserScramCredentialsResponse_v0(buf: _Buffer, pos: int) -> tuple[AlterUserScramCredentialsResponse, int]:
    blen = len(buf)
    o = _new(AlterUserScramCredentialsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n62 = buf[pos] - 1
    if 0 <= n62 < 127:
        pos += 1
    else:
        n62, pos = _read_array_len(buf, pos, True, False, 1, 'AlterUserScramCredentialsResponse.Results')
    l63: list[AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult] = []
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
            uk71: list[tuple[int, bytes]] | None = None
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
        uk76: list[tuple[int, bytes]] | None = None
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
    201: 'AlterUserScramCredentialsRequest.Deletions',
    202: 'AlterUserScramCredentialsRequest.Deletions',
    203: 'AlterUserScramCredentialsRequest.Deletions',
    204: 'AlterUserScramCredentialsRequest.Deletions',
    205: 'AlterUserScramCredentialsRequest.Deletions.Name',
    206: 'AlterUserScramCredentialsRequest.Deletions.Name',
    207: 'AlterUserScramCredentialsRequest.Deletions.Name',
    208: 'AlterUserScramCredentialsRequest.Deletions.Name',
    209: 'AlterUserScramCredentialsRequest.Deletions.Name',
    210: 'AlterUserScramCredentialsRequest.Deletions.Mechanism',
    211: 'AlterUserScramCredentialsRequest.Deletions._unknown_tags',
    212: 'AlterUserScramCredentialsRequest.Deletions',
    215: 'AlterUserScramCredentialsRequest.Deletions._unknown_tags',
    216: 'AlterUserScramCredentialsRequest.Upsertions',
    217: 'AlterUserScramCredentialsRequest.Upsertions',
    218: 'AlterUserScramCredentialsRequest.Upsertions',
    219: 'AlterUserScramCredentialsRequest.Upsertions',
    220: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    221: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    222: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    223: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    224: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    225: 'AlterUserScramCredentialsRequest.Upsertions.Mechanism,Iterations',
    226: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    227: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    228: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    229: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    230: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    231: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    232: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    233: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    234: 'AlterUserScramCredentialsRequest.Upsertions._unknown_tags',
    235: 'AlterUserScramCredentialsRequest.Upsertions',
    238: 'AlterUserScramCredentialsRequest.Upsertions._unknown_tags',
    239: 'AlterUserScramCredentialsRequest._unknown_tags',
    240: 'AlterUserScramCredentialsRequest',
    243: 'AlterUserScramCredentialsRequest._unknown_tags',
    250: 'AlterUserScramCredentialsRequest.Deletions',
    254: 'AlterUserScramCredentialsRequest.Deletions',
    259: 'AlterUserScramCredentialsRequest.Deletions.Name',
    264: 'AlterUserScramCredentialsRequest.Deletions.Name',
    267: 'AlterUserScramCredentialsRequest.Deletions.Name',
    268: 'AlterUserScramCredentialsRequest.Deletions.Mechanism',
    270: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    274: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    279: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    280: 'AlterUserScramCredentialsRequest.Deletions._tagged_fields',
    291: 'AlterUserScramCredentialsRequest.Upsertions',
    295: 'AlterUserScramCredentialsRequest.Upsertions',
    300: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    305: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    308: 'AlterUserScramCredentialsRequest.Upsertions.Name',
    309: 'AlterUserScramCredentialsRequest.Upsertions.Mechanism,Iterations',
    311: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    315: 'AlterUserScramCredentialsRequest.Upsertions.Salt',
    325: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    329: 'AlterUserScramCredentialsRequest.Upsertions.SaltedPassword',
    339: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    343: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    348: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    349: 'AlterUserScramCredentialsRequest.Upsertions._tagged_fields',
    360: 'AlterUserScramCredentialsRequest._tagged_fields',
    364: 'AlterUserScramCredentialsRequest._tagged_fields',
    369: 'AlterUserScramCredentialsRequest._tagged_fields',
    370: 'AlterUserScramCredentialsRequest._tagged_fields',
    479: 'AlterUserScramCredentialsResponse.ThrottleTimeMs',
    480: 'AlterUserScramCredentialsResponse.Results',
    481: 'AlterUserScramCredentialsResponse.Results',
    482: 'AlterUserScramCredentialsResponse.Results',
    483: 'AlterUserScramCredentialsResponse.Results',
    484: 'AlterUserScramCredentialsResponse.Results.User',
    485: 'AlterUserScramCredentialsResponse.Results.User',
    486: 'AlterUserScramCredentialsResponse.Results.User',
    487: 'AlterUserScramCredentialsResponse.Results.User',
    488: 'AlterUserScramCredentialsResponse.Results.User',
    489: 'AlterUserScramCredentialsResponse.Results.ErrorCode',
    490: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    491: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    492: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    493: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    494: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    495: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    496: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    497: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    498: 'AlterUserScramCredentialsResponse.Results._unknown_tags',
    499: 'AlterUserScramCredentialsResponse.Results',
    502: 'AlterUserScramCredentialsResponse.Results._unknown_tags',
    503: 'AlterUserScramCredentialsResponse._unknown_tags',
    504: 'AlterUserScramCredentialsResponse',
    507: 'AlterUserScramCredentialsResponse._unknown_tags',
    514: 'AlterUserScramCredentialsResponse.ThrottleTimeMs',
    516: 'AlterUserScramCredentialsResponse.Results',
    520: 'AlterUserScramCredentialsResponse.Results',
    525: 'AlterUserScramCredentialsResponse.Results.User',
    530: 'AlterUserScramCredentialsResponse.Results.User',
    533: 'AlterUserScramCredentialsResponse.Results.User',
    534: 'AlterUserScramCredentialsResponse.Results.ErrorCode',
    536: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    541: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    544: 'AlterUserScramCredentialsResponse.Results.ErrorMessage',
    545: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    549: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    554: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    555: 'AlterUserScramCredentialsResponse.Results._tagged_fields',
    566: 'AlterUserScramCredentialsResponse._tagged_fields',
    570: 'AlterUserScramCredentialsResponse._tagged_fields',
    575: 'AlterUserScramCredentialsResponse._tagged_fields',
    576: 'AlterUserScramCredentialsResponse._tagged_fields',
}
