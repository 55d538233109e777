# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DefaultPrincipalData.json.
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

__all__ = ['DefaultPrincipalData']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')


class DefaultPrincipalData(_Message):
    """DefaultPrincipalData (data): versions 0; flexible in 0."""

    __slots__ = ('type', 'name', 'token_authenticated', '_unknown_tags')
    NAME = 'DefaultPrincipalData'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    type: str
    """The principal's type, e.g. User.

    `Type` (string): versions 0+; default ''."""
    name: str
    """The principal's name.

    `Name` (string): versions 0+; default ''."""
    token_authenticated: bool
    """Whether the client authenticated with a delegation token on the forwarding broker.

    `TokenAuthenticated` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        type: str = '',
        name: str = '',
        token_authenticated: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.type = type
        self.name = name
        self.token_authenticated = token_authenticated
        self._unknown_tags = _unknown_tags


DefaultPrincipalData.FIELDS = (
    _FI('Type', 'type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TokenAuthenticated', 'token_authenticated', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_DefaultPrincipalData_v0(o: DefaultPrincipalData) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.type
    b2 = s1.encode()
    n3 = len(b2) + 1
    a(_UV[n3] if n3 < 128 else _uv(n3))
    a(b2)
    s4 = o.name
    b5 = s4.encode()
    n6 = len(b5) + 1
    a(_UV[n6] if n6 < 128 else _uv(n6))
    a(b5)
    a(_S__.pack(o.token_authenticated))
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_DefaultPrincipalData_v0(buf: _Buffer, pos: int) -> tuple[DefaultPrincipalData, int]:
    blen = len(buf)
    o = _new(DefaultPrincipalData)
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        x9 = pos + 1 + n8
        if x9 > blen:
            raise _bad_length(n8, 'DefaultPrincipalData.Type', pos)
        o.type = str(buf[pos + 1:x9], 'utf-8')
        pos = x9
    else:
        o.type, pos = _read_string(buf, pos, True, False, 'DefaultPrincipalData.Type')
    n10 = buf[pos] - 1
    if 0 <= n10 < 127:
        x11 = pos + 1 + n10
        if x11 > blen:
            raise _bad_length(n10, 'DefaultPrincipalData.Name', pos)
        o.name = str(buf[pos + 1:x11], 'utf-8')
        pos = x11
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'DefaultPrincipalData.Name')
    o.token_authenticated, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt12, pos = _ruv(buf, pos)
        if nt12 * 2 > blen - pos:
            raise _array_too_long(nt12, 'DefaultPrincipalData._tagged_fields', pos)
        uk13: list[tuple[int, bytes]] | None = None
        for _ in range(nt12):
            tg14, pos = _ruv(buf, pos)
            sz15, pos = _ruv(buf, pos)
            x16 = pos + sz15
            if x16 > blen:
                raise _bad_length(sz15, 'DefaultPrincipalData._tagged_fields', pos)
            if uk13 is None:
                uk13 = []
            uk13.append((tg14, bytes(buf[pos:x16])))
            pos = x16
        o._unknown_tags = uk13
    return o, pos


DefaultPrincipalData._ENC = {0: _enc_DefaultPrincipalData_v0}
DefaultPrincipalData._DEC = {0: _dec_DefaultPrincipalData_v0}


_LINES = {
    94: 'DefaultPrincipalData.Type',
    95: 'DefaultPrincipalData.Type',
    96: 'DefaultPrincipalData.Type',
    97: 'DefaultPrincipalData.Type',
    98: 'DefaultPrincipalData.Type',
    99: 'DefaultPrincipalData.Name',
    100: 'DefaultPrincipalData.Name',
    101: 'DefaultPrincipalData.Name',
    102: 'DefaultPrincipalData.Name',
    103: 'DefaultPrincipalData.Name',
    104: 'DefaultPrincipalData.TokenAuthenticated',
    105: 'DefaultPrincipalData._unknown_tags',
    106: 'DefaultPrincipalData',
    109: 'DefaultPrincipalData._unknown_tags',
    116: 'DefaultPrincipalData.Type',
    121: 'DefaultPrincipalData.Type',
    124: 'DefaultPrincipalData.Type',
    125: 'DefaultPrincipalData.Name',
    130: 'DefaultPrincipalData.Name',
    133: 'DefaultPrincipalData.Name',
    134: 'DefaultPrincipalData.TokenAuthenticated',
    136: 'DefaultPrincipalData._tagged_fields',
    140: 'DefaultPrincipalData._tagged_fields',
    145: 'DefaultPrincipalData._tagged_fields',
    146: 'DefaultPrincipalData._tagged_fields',
}
