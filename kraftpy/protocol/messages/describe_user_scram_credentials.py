# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeUserScramCredentialsRequest.json, schemas/messages/DescribeUserScramCredentialsResponse.json.
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

__all__ = ['DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_bi = Struct('>bi')
_S_h = Struct('>h')
_S_ih = Struct('>ih')


class DescribeUserScramCredentialsRequest(_Message):
    """DescribeUserScramCredentialsRequest (request): API key 50; versions 0; flexible in 0; listeners: broker, controller."""

    __slots__ = ('users', '_unknown_tags')
    NAME = 'DescribeUserScramCredentialsRequest'
    TYPE = 'request'
    API_KEY = 50
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    users: list[DescribeUserScramCredentialsRequest.UserName] | None
    """Users whose credentials to describe; null for every user that has one.

    `Users` ([]UserName): versions 0+; nullable in 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        users: list[DescribeUserScramCredentialsRequest.UserName] | None = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.users = [] if users is _EMPTY else users
        self._unknown_tags = _unknown_tags

    class UserName(_Message):
        """Users whose credentials to describe; null for every user that has one.

        UserName (in DescribeUserScramCredentialsRequest): versions 0+."""

        __slots__ = ('name', '_unknown_tags')
        NAME = 'DescribeUserScramCredentialsRequest.UserName'

        name: str
        """A user name.

        `Name` (string): versions 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self._unknown_tags = _unknown_tags


_C_DescribeUserScramCredentialsRequest_UserName = DescribeUserScramCredentialsRequest.UserName
DescribeUserScramCredentialsRequest.FIELDS = (
    _FI('Users', 'users', '[]UserName', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_DescribeUserScramCredentialsRequest_UserName),
)
_C_DescribeUserScramCredentialsRequest_UserName.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)
_DEF_DescribeUserScramCredentialsRequest_UserName = _C_DescribeUserScramCredentialsRequest_UserName()

def _mk_DescribeUserScramCredentialsRequest_UserName() -> DescribeUserScramCredentialsRequest.UserName:
    o = _new(_C_DescribeUserScramCredentialsRequest_UserName)
    o.name = ''
    o._unknown_tags = None
    return o


def _enc_DescribeUserScramCredentialsRequest_v0(o: DescribeUserScramCredentialsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.users
    if l1 is None:
        a(_H0)
    else:
        n2 = len(l1) + 1
        a(_UV[n2] if n2 < 128 else _uv(n2))
        for e3 in l1:
            s4 = e3.name
            b5 = s4.encode()
            n6 = len(b5) + 1
            a(_UV[n6] if n6 < 128 else _uv(n6))
            a(b5)
            u7 = e3._unknown_tags
            if u7 is None:
                a(_H0)
            else:
                _write_tags(a, None, u7)
    u8 = o._unknown_tags
    if u8 is None:
        a(_H0)
    else:
        _write_tags(a, None, u8)
    return b''.join(parts)


def _dec_DescribeUserScramCredentialsRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeUserScramCredentialsRequest, int]:
    blen = len(buf)
    o = _new(DescribeUserScramCredentialsRequest)
    n9 = buf[pos] - 1
    if -1 <= n9 < 127:
        pos += 1
    else:
        n9, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeUserScramCredentialsRequest.Users')
    if n9 < 0:
        o.users = None
    else:
        l10: list[DescribeUserScramCredentialsRequest.UserName] = []
        ap11 = l10.append
        for _ in range(n9):
            t12 = _new(_C_DescribeUserScramCredentialsRequest_UserName)
            n13 = buf[pos] - 1
            if 0 <= n13 < 127:
                x14 = pos + 1 + n13
                if x14 > blen:
                    raise _bad_length(n13, 'DescribeUserScramCredentialsRequest.Users.Name', pos)
                t12.name = str(buf[pos + 1:x14], 'utf-8')
                pos = x14
            else:
                t12.name, pos = _read_string(buf, pos, True, False, 'DescribeUserScramCredentialsRequest.Users.Name')
            if buf[pos] == 0:
                pos += 1
                t12._unknown_tags = None
            else:
                nt15, pos = _ruv(buf, pos)
                if nt15 * 2 > blen - pos:
                    raise _array_too_long(nt15, 'DescribeUserScramCredentialsRequest.Users._tagged_fields', pos)
                uk16: list[tuple[int, bytes]] | None = None
                for _ in range(nt15):
                    tg17, pos = _ruv(buf, pos)
                    sz18, pos = _ruv(buf, pos)
                    x19 = pos + sz18
                    if x19 > blen:
                        raise _bad_length(sz18, 'DescribeUserScramCredentialsRequest.Users._tagged_fields', pos)
                    if uk16 is None:
                        uk16 = []
                    uk16.append((tg17, bytes(buf[pos:x19])))
                    pos = x19
                t12._unknown_tags = uk16
            ap11(t12)
        o.users = l10
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt20, pos = _ruv(buf, pos)
        if nt20 * 2 > blen - pos:
            raise _array_too_long(nt20, 'DescribeUserScramCredentialsRequest._tagged_fields', pos)
        uk21: list[tuple[int, bytes]] | None = None
        for _ in range(nt20):
            tg22, pos = _ruv(buf, pos)
            sz23, pos = _ruv(buf, pos)
            x24 = pos + sz23
            if x24 > blen:
                raise _bad_length(sz23, 'DescribeUserScramCredentialsRequest._tagged_fields', pos)
            if uk21 is None:
                uk21 = []
            uk21.append((tg22, bytes(buf[pos:x24])))
            pos = x24
        o._unknown_tags = uk21
    return o, pos


DescribeUserScramCredentialsRequest._ENC = {0: _enc_DescribeUserScramCredentialsRequest_v0}
DescribeUserScramCredentialsRequest._DEC = {0: _dec_DescribeUserScramCredentialsRequest_v0}


class DescribeUserScramCredentialsResponse(_Message):
    """DescribeUserScramCredentialsResponse (response): API key 50; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results', '_unknown_tags')
    NAME = 'DescribeUserScramCredentialsResponse'
    TYPE = 'response'
    API_KEY = 50
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Time the request was held back by a quota, in milliseconds.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error of the whole request, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Text of the whole request's error, or null.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    results: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult]
    """One entry per user.

    `Results` ([]DescribeUserScramCredentialsResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        results: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class DescribeUserScramCredentialsResult(_Message):
        """One entry per user.

        DescribeUserScramCredentialsResult (in DescribeUserScramCredentialsResponse): versions 0+."""

        __slots__ = ('user', 'error_code', 'error_message', 'credential_infos', '_unknown_tags')
        NAME = 'DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult'

        user: str
        """The user.

        `User` (string): versions 0+; default ''."""
        error_code: int
        """Error for this user, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Text of this user's error, or null.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        credential_infos: list[DescribeUserScramCredentialsResponse.CredentialInfo]
        """The user's SCRAM credentials.

        `CredentialInfos` ([]CredentialInfo): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            user: str = '',
            error_code: int = 0,
            error_message: str | None = '',
            credential_infos: list[DescribeUserScramCredentialsResponse.CredentialInfo] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.user = user
            self.error_code = error_code
            self.error_message = error_message
            self.credential_infos = [] if credential_infos is _EMPTY else credential_infos
            self._unknown_tags = _unknown_tags

    class CredentialInfo(_Message):
        """The user's SCRAM credentials.

        CredentialInfo (in DescribeUserScramCredentialsResponse): versions 0+."""

        __slots__ = ('mechanism', 'iterations', '_unknown_tags')
        NAME = 'DescribeUserScramCredentialsResponse.CredentialInfo'

        mechanism: int
        """SCRAM mechanism id (1 SHA-256, 2 SHA-512).

        `Mechanism` (int8): versions 0+; default 0."""
        iterations: int
        """Hash iterations of the credential.

        `Iterations` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            mechanism: int = 0,
            iterations: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.mechanism = mechanism
            self.iterations = iterations
            self._unknown_tags = _unknown_tags


_C_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult = DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult
_C_DescribeUserScramCredentialsResponse_CredentialInfo = DescribeUserScramCredentialsResponse.CredentialInfo
DescribeUserScramCredentialsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Results', 'results', '[]DescribeUserScramCredentialsResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult),
)
_C_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult.FIELDS = (
    _FI('User', 'user', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('CredentialInfos', 'credential_infos', '[]CredentialInfo', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeUserScramCredentialsResponse_CredentialInfo),
)
_C_DescribeUserScramCredentialsResponse_CredentialInfo.FIELDS = (
    _FI('Mechanism', 'mechanism', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Iterations', 'iterations', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult = _C_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult()
_DEF_DescribeUserScramCredentialsResponse_CredentialInfo = _C_DescribeUserScramCredentialsResponse_CredentialInfo()

def _mk_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult() -> DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult:
    o = _new(_C_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult)
    o.user = ''
    o.error_code = 0
    o.error_message = ''
    o.credential_infos = []
    o._unknown_tags = None
    return o

def _mk_DescribeUserScramCredentialsResponse_CredentialInfo() -> DescribeUserScramCredentialsResponse.CredentialInfo:
    o = _new(_C_DescribeUserScramCredentialsResponse_CredentialInfo)
    o.mechanism = 0
    o.iterations = 0
    o._unknown_tags = None
    return o


def _enc_DescribeUserScramCredentialsResponse_v0(o: DescribeUserScramCredentialsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s25 = o.error_message
    if s25 is None:
        a(_H0)
    else:
        b26 = s25.encode()
        n27 = len(b26) + 1
        a(_UV[n27] if n27 < 128 else _uv(n27))
        a(b26)
    l28 = o.results
    n29 = len(l28) + 1
    a(_UV[n29] if n29 < 128 else _uv(n29))
    for e30 in l28:
        s31 = e30.user
        b32 = s31.encode()
        n33 = len(b32) + 1
        a(_UV[n33] if n33 < 128 else _uv(n33))
        a(b32)
        a(_S_h.pack(e30.error_code))
        s34 = e30.error_message
        if s34 is None:
            a(_H0)
        else:
            b35 = s34.encode()
            n36 = len(b35) + 1
            a(_UV[n36] if n36 < 128 else _uv(n36))
            a(b35)
        l37 = e30.credential_infos
        n38 = len(l37) + 1
        a(_UV[n38] if n38 < 128 else _uv(n38))
        for e39 in l37:
            a(_S_bi.pack(e39.mechanism, e39.iterations))
            u40 = e39._unknown_tags
            if u40 is None:
                a(_H0)
            else:
                _write_tags(a, None, u40)
        u41 = e30._unknown_tags
        if u41 is None:
            a(_H0)
        else:
            _write_tags(a, None, u41)
    u42 = o._unknown_tags
    if u42 is None:
        a(_H0)
    else:
        _write_tags(a, None, u42)
    return b''.join(parts)


def _dec_DescribeUserScramCredentialsResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeUserScramCredentialsResponse, int]:
    blen = len(buf)
    o = _new(DescribeUserScramCredentialsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n43 = buf[pos] - 1
    if 0 <= n43 < 127:
        x44 = pos + 1 + n43
        if x44 > blen:
            raise _bad_length(n43, 'DescribeUserScramCredentialsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x44], 'utf-8')
        pos = x44
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeUserScramCredentialsResponse.ErrorMessage')
    n45 = buf[pos] - 1
    if 0 <= n45 < 127:
        pos += 1
    else:
        n45, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeUserScramCredentialsResponse.Results')
    l46: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult] = []
    ap47 = l46.append
    for _ in range(n45):
        t48 = _new(_C_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult)
        n49 = buf[pos] - 1
        if 0 <= n49 < 127:
            x50 = pos + 1 + n49
            if x50 > blen:
                raise _bad_length(n49, 'DescribeUserScramCredentialsResponse.Results.User', pos)
            t48.user = str(buf[pos + 1:x50], 'utf-8')
            pos = x50
        else:
            t48.user, pos = _read_string(buf, pos, True, False, 'DescribeUserScramCredentialsResponse.Results.User')
        t48.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n51 = buf[pos] - 1
        if 0 <= n51 < 127:
            x52 = pos + 1 + n51
            if x52 > blen:
                raise _bad_length(n51, 'DescribeUserScramCredentialsResponse.Results.ErrorMessage', pos)
            t48.error_message = str(buf[pos + 1:x52], 'utf-8')
            pos = x52
        else:
            t48.error_message, pos = _read_string(buf, pos, True, True, 'DescribeUserScramCredentialsResponse.Results.ErrorMessage')
        n53 = buf[pos] - 1
        if 0 <= n53 < 127:
            pos += 1
        else:
            n53, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeUserScramCredentialsResponse.Results.CredentialInfos')
        l54: list[DescribeUserScramCredentialsResponse.CredentialInfo] = []
        ap55 = l54.append
        for _ in range(n53):
            t56 = _new(_C_DescribeUserScramCredentialsResponse_CredentialInfo)
            t56.mechanism, t56.iterations = _S_bi.unpack_from(buf, pos)
            pos += 5
            if buf[pos] == 0:
                pos += 1
                t56._unknown_tags = None
            else:
                nt57, pos = _ruv(buf, pos)
                if nt57 * 2 > blen - pos:
                    raise _array_too_long(nt57, 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._tagged_fields', pos)
                uk58: list[tuple[int, bytes]] | None = None
                for _ in range(nt57):
                    tg59, pos = _ruv(buf, pos)
                    sz60, pos = _ruv(buf, pos)
                    x61 = pos + sz60
                    if x61 > blen:
                        raise _bad_length(sz60, 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._tagged_fields', pos)
                    if uk58 is None:
                        uk58 = []
                    uk58.append((tg59, bytes(buf[pos:x61])))
                    pos = x61
                t56._unknown_tags = uk58
            ap55(t56)
        t48.credential_infos = l54
        if buf[pos] == 0:
            pos += 1
            t48._unknown_tags = None
        else:
            nt62, pos = _ruv(buf, pos)
            if nt62 * 2 > blen - pos:
                raise _array_too_long(nt62, 'DescribeUserScramCredentialsResponse.Results._tagged_fields', pos)
            uk63: list[tuple[int, bytes]] | None = None
            for _ in range(nt62):
                tg64, pos = _ruv(buf, pos)
                sz65, pos = _ruv(buf, pos)
                x66 = pos + sz65
                if x66 > blen:
                    raise _bad_length(sz65, 'DescribeUserScramCredentialsResponse.Results._tagged_fields', pos)
                if uk63 is None:
                    uk63 = []
                uk63.append((tg64, bytes(buf[pos:x66])))
                pos = x66
            t48._unknown_tags = uk63
        ap47(t48)
    o.results = l46
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt67, pos = _ruv(buf, pos)
        if nt67 * 2 > blen - pos:
            raise _array_too_long(nt67, 'DescribeUserScramCredentialsResponse._tagged_fields', pos)
        uk68: list[tuple[int, bytes]] | None = None
        for _ in range(nt67):
            tg69, pos = _ruv(buf, pos)
            sz70, pos = _ruv(buf, pos)
            x71 = pos + sz70
            if x71 > blen:
                raise _bad_length(sz70, 'DescribeUserScramCredentialsResponse._tagged_fields', pos)
            if uk68 is None:
                uk68 = []
            uk68.append((tg69, bytes(buf[pos:x71])))
            pos = x71
        o._unknown_tags = uk68
    return o, pos


DescribeUserScramCredentialsResponse._ENC = {0: _enc_DescribeUserScramCredentialsResponse_v0}
DescribeUserScramCredentialsResponse._DEC = {0: _dec_DescribeUserScramCredentialsResponse_v0}


_LINES = {
    118: 'DescribeUserScramCredentialsRequest.Users',
    119: 'DescribeUserScramCredentialsRequest.Users',
    120: 'DescribeUserScramCredentialsRequest.Users',
    121: 'DescribeUserScramCredentialsRequest.Users',
    122: 'DescribeUserScramCredentialsRequest.Users',
    123: 'DescribeUserScramCredentialsRequest.Users',
    124: 'DescribeUserScramCredentialsRequest.Users',
    125: 'DescribeUserScramCredentialsRequest.Users.Name',
    126: 'DescribeUserScramCredentialsRequest.Users.Name',
    127: 'DescribeUserScramCredentialsRequest.Users.Name',
    128: 'DescribeUserScramCredentialsRequest.Users.Name',
    129: 'DescribeUserScramCredentialsRequest.Users.Name',
    130: 'DescribeUserScramCredentialsRequest.Users._unknown_tags',
    131: 'DescribeUserScramCredentialsRequest.Users',
    134: 'DescribeUserScramCredentialsRequest.Users._unknown_tags',
    135: 'DescribeUserScramCredentialsRequest._unknown_tags',
    136: 'DescribeUserScramCredentialsRequest',
    139: 'DescribeUserScramCredentialsRequest._unknown_tags',
    146: 'DescribeUserScramCredentialsRequest.Users',
    150: 'DescribeUserScramCredentialsRequest.Users',
    158: 'DescribeUserScramCredentialsRequest.Users.Name',
    163: 'DescribeUserScramCredentialsRequest.Users.Name',
    166: 'DescribeUserScramCredentialsRequest.Users.Name',
    167: 'DescribeUserScramCredentialsRequest.Users._tagged_fields',
    171: 'DescribeUserScramCredentialsRequest.Users._tagged_fields',
    176: 'DescribeUserScramCredentialsRequest.Users._tagged_fields',
    177: 'DescribeUserScramCredentialsRequest.Users._tagged_fields',
    188: 'DescribeUserScramCredentialsRequest._tagged_fields',
    192: 'DescribeUserScramCredentialsRequest._tagged_fields',
    197: 'DescribeUserScramCredentialsRequest._tagged_fields',
    198: 'DescribeUserScramCredentialsRequest._tagged_fields',
    372: 'DescribeUserScramCredentialsResponse.ThrottleTimeMs,ErrorCode',
    373: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    374: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    375: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    376: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    377: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    378: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    379: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    380: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    381: 'DescribeUserScramCredentialsResponse.Results',
    382: 'DescribeUserScramCredentialsResponse.Results',
    383: 'DescribeUserScramCredentialsResponse.Results',
    384: 'DescribeUserScramCredentialsResponse.Results',
    385: 'DescribeUserScramCredentialsResponse.Results.User',
    386: 'DescribeUserScramCredentialsResponse.Results.User',
    387: 'DescribeUserScramCredentialsResponse.Results.User',
    388: 'DescribeUserScramCredentialsResponse.Results.User',
    389: 'DescribeUserScramCredentialsResponse.Results.User',
    390: 'DescribeUserScramCredentialsResponse.Results.ErrorCode',
    391: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    392: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    393: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    394: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    395: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    396: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    397: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    398: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    399: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    400: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    401: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    402: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    403: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos.Mechanism,Iterations',
    404: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._unknown_tags',
    405: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    408: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._unknown_tags',
    409: 'DescribeUserScramCredentialsResponse.Results._unknown_tags',
    410: 'DescribeUserScramCredentialsResponse.Results',
    413: 'DescribeUserScramCredentialsResponse.Results._unknown_tags',
    414: 'DescribeUserScramCredentialsResponse._unknown_tags',
    415: 'DescribeUserScramCredentialsResponse',
    418: 'DescribeUserScramCredentialsResponse._unknown_tags',
    425: 'DescribeUserScramCredentialsResponse.ThrottleTimeMs,ErrorCode',
    427: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    432: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    435: 'DescribeUserScramCredentialsResponse.ErrorMessage',
    436: 'DescribeUserScramCredentialsResponse.Results',
    440: 'DescribeUserScramCredentialsResponse.Results',
    445: 'DescribeUserScramCredentialsResponse.Results.User',
    450: 'DescribeUserScramCredentialsResponse.Results.User',
    453: 'DescribeUserScramCredentialsResponse.Results.User',
    454: 'DescribeUserScramCredentialsResponse.Results.ErrorCode',
    456: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    461: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    464: 'DescribeUserScramCredentialsResponse.Results.ErrorMessage',
    465: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    469: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos',
    474: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos.Mechanism,Iterations',
    476: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._tagged_fields',
    480: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._tagged_fields',
    485: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._tagged_fields',
    486: 'DescribeUserScramCredentialsResponse.Results.CredentialInfos._tagged_fields',
    497: 'DescribeUserScramCredentialsResponse.Results._tagged_fields',
    501: 'DescribeUserScramCredentialsResponse.Results._tagged_fields',
    506: 'DescribeUserScramCredentialsResponse.Results._tagged_fields',
    507: 'DescribeUserScramCredentialsResponse.Results._tagged_fields',
    518: 'DescribeUserScramCredentialsResponse._tagged_fields',
    522: 'DescribeUserScramCredentialsResponse._tagged_fields',
    527: 'DescribeUserScramCredentialsResponse._tagged_fields',
    528: 'DescribeUserScramCredentialsResponse._tagged_fields',
}
