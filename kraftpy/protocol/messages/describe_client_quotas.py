# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeClientQuotasRequest.json, schemas/messages/DescribeClientQuotasResponse.json.
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

__all__ = ['DescribeClientQuotasRequest', 'DescribeClientQuotasResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_b = Struct('>b')
_S_d = Struct('>d')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class DescribeClientQuotasRequest(_Message):
    """DescribeClientQuotasRequest (request): API key 48; versions 0-1; flexible in 1; listeners: broker, controller."""

    __slots__ = ('components', 'strict', '_unknown_tags')
    NAME = 'DescribeClientQuotasRequest'
    TYPE = 'request'
    API_KEY = 48
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    components: list[DescribeClientQuotasRequest.ComponentData]
    """Filters on the entity, one per entity type.

    `Components` ([]ComponentData): versions 0+; default []."""
    strict: bool
    """True: only entities with no other types than the filters name.

    `Strict` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        components: list[DescribeClientQuotasRequest.ComponentData] = _EMPTY,
        strict: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.components = [] if components is _EMPTY else components
        self.strict = strict
        self._unknown_tags = _unknown_tags

    class ComponentData(_Message):
        """Filters on the entity, one per entity type.

        ComponentData (in DescribeClientQuotasRequest): versions 0+."""

        __slots__ = ('entity_type', 'match_type', 'match', '_unknown_tags')
        NAME = 'DescribeClientQuotasRequest.ComponentData'

        entity_type: str
        """The entity type the filter applies to.

        `EntityType` (string): versions 0+; default ''."""
        match_type: int
        """0 exact name, 1 the default entity, 2 any entity of the type.

        `MatchType` (int8): versions 0+; default 0."""
        match: str | None
        """The name to match exactly (match type 0), else null.

        `Match` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            entity_type: str = '',
            match_type: int = 0,
            match: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.entity_type = entity_type
            self.match_type = match_type
            self.match = match
            self._unknown_tags = _unknown_tags


_C_DescribeClientQuotasRequest_ComponentData = DescribeClientQuotasRequest.ComponentData
DescribeClientQuotasRequest.FIELDS = (
    _FI('Components', 'components', '[]ComponentData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeClientQuotasRequest_ComponentData),
    _FI('Strict', 'strict', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_DescribeClientQuotasRequest_ComponentData.FIELDS = (
    _FI('EntityType', 'entity_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MatchType', 'match_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Match', 'match', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_DescribeClientQuotasRequest_ComponentData = _C_DescribeClientQuotasRequest_ComponentData()

def _mk_DescribeClientQuotasRequest_ComponentData() -> DescribeClientQuotasRequest.ComponentData:
    o = _new(_C_DescribeClientQuotasRequest_ComponentData)
    o.entity_type = ''
    o.match_type = 0
    o.match = ''
    o._unknown_tags = None
    return o


def _enc_DescribeClientQuotasRequest_v0(o: DescribeClientQuotasRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.components
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.entity_type
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        a(_S_b.pack(e2.match_type))
        s6 = e2.match
        if s6 is None:
            a(b'\xff\xff')
        else:
            b7 = s6.encode()
            a(_S_h.pack(len(b7)))
            a(b7)
    a(_S__.pack(o.strict))
    return b''.join(parts)


def _dec_DescribeClientQuotasRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeClientQuotasRequest, int]:
    blen = len(buf)
    o = _new(DescribeClientQuotasRequest)
    n9, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeClientQuotasRequest.Components')
    l10: list[DescribeClientQuotasRequest.ComponentData] = []
    ap11 = l10.append
    for _ in range(n9):
        t12 = _new(_C_DescribeClientQuotasRequest_ComponentData)
        n13, = _S_h.unpack_from(buf, pos)
        if n13 >= 0:
            x14 = pos + 2 + n13
            if x14 > blen:
                raise _bad_length(n13, 'DescribeClientQuotasRequest.Components.EntityType', pos)
            t12.entity_type = str(buf[pos + 2:x14], 'utf-8')
            pos = x14
        else:
            t12.entity_type, pos = _read_string(buf, pos, False, False, 'DescribeClientQuotasRequest.Components.EntityType')
        t12.match_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n15, = _S_h.unpack_from(buf, pos)
        if n15 >= 0:
            x16 = pos + 2 + n15
            if x16 > blen:
                raise _bad_length(n15, 'DescribeClientQuotasRequest.Components.Match', pos)
            t12.match = str(buf[pos + 2:x16], 'utf-8')
            pos = x16
        else:
            t12.match, pos = _read_string(buf, pos, False, True, 'DescribeClientQuotasRequest.Components.Match')
        t12._unknown_tags = None
        ap11(t12)
    o.components = l10
    o.strict, = _S__.unpack_from(buf, pos)
    pos += 1
    o._unknown_tags = None
    return o, pos


def _enc_DescribeClientQuotasRequest_v1(o: DescribeClientQuotasRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l17 = o.components
    n18 = len(l17) + 1
    a(_UV[n18] if n18 < 128 else _uv(n18))
    for e19 in l17:
        s20 = e19.entity_type
        b21 = s20.encode()
        n22 = len(b21) + 1
        a(_UV[n22] if n22 < 128 else _uv(n22))
        a(b21)
        a(_S_b.pack(e19.match_type))
        s23 = e19.match
        if s23 is None:
            a(_H0)
        else:
            b24 = s23.encode()
            n25 = len(b24) + 1
            a(_UV[n25] if n25 < 128 else _uv(n25))
            a(b24)
        u26 = e19._unknown_tags
        if u26 is None:
            a(_H0)
        else:
            _write_tags(a, None, u26)
    a(_S__.pack(o.strict))
    u27 = o._unknown_tags
    if u27 is None:
        a(_H0)
    else:
        _write_tags(a, None, u27)
    return b''.join(parts)


def _dec_DescribeClientQuotasRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeClientQuotasRequest, int]:
    blen = len(buf)
    o = _new(DescribeClientQuotasRequest)
    n28 = buf[pos] - 1
    if 0 <= n28 < 127:
        pos += 1
    else:
        n28, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeClientQuotasRequest.Components')
    l29: list[DescribeClientQuotasRequest.ComponentData] = []
    ap30 = l29.append
    for _ in range(n28):
        t31 = _new(_C_DescribeClientQuotasRequest_ComponentData)
        n32 = buf[pos] - 1
        if 0 <= n32 < 127:
            x33 = pos + 1 + n32
            if x33 > blen:
                raise _bad_length(n32, 'DescribeClientQuotasRequest.Components.EntityType', pos)
            t31.entity_type = str(buf[pos + 1:x33], 'utf-8')
            pos = x33
        else:
            t31.entity_type, pos = _read_string(buf, pos, True, False, 'DescribeClientQuotasRequest.Components.EntityType')
        t31.match_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n34 = buf[pos] - 1
        if 0 <= n34 < 127:
            x35 = pos + 1 + n34
            if x35 > blen:
                raise _bad_length(n34, 'DescribeClientQuotasRequest.Components.Match', pos)
            t31.match = str(buf[pos + 1:x35], 'utf-8')
            pos = x35
        else:
            t31.match, pos = _read_string(buf, pos, True, True, 'DescribeClientQuotasRequest.Components.Match')
        if buf[pos] == 0:
            pos += 1
            t31._unknown_tags = None
        else:
            nt36, pos = _ruv(buf, pos)
            if nt36 * 2 > blen - pos:
                raise _array_too_long(nt36, 'DescribeClientQuotasRequest.Components._tagged_fields', pos)
            uk37: list[tuple[int, bytes]] | None = None
            for _ in range(nt36):
                tg38, pos = _ruv(buf, pos)
                sz39, pos = _ruv(buf, pos)
                x40 = pos + sz39
                if x40 > blen:
                    raise _bad_length(sz39, 'DescribeClientQuotasRequest.Components._tagged_fields', pos)
                if uk37 is None:
                    uk37 = []
                uk37.append((tg38, bytes(buf[pos:x40])))
                pos = x40
            t31._unknown_tags = uk37
        ap30(t31)
    o.components = l29
    o.strict, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt41, pos = _ruv(buf, pos)
        if nt41 * 2 > blen - pos:
            raise _array_too_long(nt41, 'DescribeClientQuotasRequest._tagged_fields', pos)
        uk42: list[tuple[int, bytes]] | None = None
        for _ in range(nt41):
            tg43, pos = _ruv(buf, pos)
            sz44, pos = _ruv(buf, pos)
            x45 = pos + sz44
            if x45 > blen:
                raise _bad_length(sz44, 'DescribeClientQuotasRequest._tagged_fields', pos)
            if uk42 is None:
                uk42 = []
            uk42.append((tg43, bytes(buf[pos:x45])))
            pos = x45
        o._unknown_tags = uk42
    return o, pos


DescribeClientQuotasRequest._ENC = {0: _enc_DescribeClientQuotasRequest_v0, 1: _enc_DescribeClientQuotasRequest_v1}
DescribeClientQuotasRequest._DEC = {0: _dec_DescribeClientQuotasRequest_v0, 1: _dec_DescribeClientQuotasRequest_v1}


class DescribeClientQuotasResponse(_Message):
    """DescribeClientQuotasResponse (response): API key 48; versions 0-1; flexible in 1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'entries', '_unknown_tags')
    NAME = 'DescribeClientQuotasResponse'
    TYPE = 'response'
    API_KEY = 48
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    throttle_time_ms: int
    """Time the request was held back by a quota, in milliseconds.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """The error, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Text of the error, or null.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    entries: list[DescribeClientQuotasResponse.EntryData] | None
    """The entities that match, with their quotas (null on error).

    `Entries` ([]EntryData): versions 0+; nullable in 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        entries: list[DescribeClientQuotasResponse.EntryData] | None = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.entries = [] if entries is _EMPTY else entries
        self._unknown_tags = _unknown_tags

    class EntryData(_Message):
        """The entities that match, with their quotas (null on error).

        EntryData (in DescribeClientQuotasResponse): versions 0+."""

        __slots__ = ('entity', 'values', '_unknown_tags')
        NAME = 'DescribeClientQuotasResponse.EntryData'

        entity: list[DescribeClientQuotasResponse.EntityData]
        """The entity.

        `Entity` ([]EntityData): versions 0+; default []."""
        values: list[DescribeClientQuotasResponse.ValueData]
        """The quotas set on the entity.

        `Values` ([]ValueData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            entity: list[DescribeClientQuotasResponse.EntityData] = _EMPTY,
            values: list[DescribeClientQuotasResponse.ValueData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.entity = [] if entity is _EMPTY else entity
            self.values = [] if values is _EMPTY else values
            self._unknown_tags = _unknown_tags

    class EntityData(_Message):
        """The entity.

        EntityData (in DescribeClientQuotasResponse): versions 0+."""

        __slots__ = ('entity_type', 'entity_name', '_unknown_tags')
        NAME = 'DescribeClientQuotasResponse.EntityData'

        entity_type: str
        """The entity type.

        `EntityType` (string): versions 0+; default ''."""
        entity_name: str | None
        """The entity name, or null for the default.

        `EntityName` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            entity_type: str = '',
            entity_name: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.entity_type = entity_type
            self.entity_name = entity_name
            self._unknown_tags = _unknown_tags

    class ValueData(_Message):
        """The quotas set on the entity.

        ValueData (in DescribeClientQuotasResponse): versions 0+."""

        __slots__ = ('key', 'value', '_unknown_tags')
        NAME = 'DescribeClientQuotasResponse.ValueData'

        key: str
        """The quota key.

        `Key` (string): versions 0+; default ''."""
        value: float
        """The quota's value.

        `Value` (float64): versions 0+; default 0.0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            key: str = '',
            value: float = 0.0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.key = key
            self.value = value
            self._unknown_tags = _unknown_tags


_C_DescribeClientQuotasResponse_EntryData = DescribeClientQuotasResponse.EntryData
_C_DescribeClientQuotasResponse_EntityData = DescribeClientQuotasResponse.EntityData
_C_DescribeClientQuotasResponse_ValueData = DescribeClientQuotasResponse.ValueData
DescribeClientQuotasResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Entries', 'entries', '[]EntryData', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_DescribeClientQuotasResponse_EntryData),
)
_C_DescribeClientQuotasResponse_EntryData.FIELDS = (
    _FI('Entity', 'entity', '[]EntityData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeClientQuotasResponse_EntityData),
    _FI('Values', 'values', '[]ValueData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeClientQuotasResponse_ValueData),
)
_C_DescribeClientQuotasResponse_EntityData.FIELDS = (
    _FI('EntityType', 'entity_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('EntityName', 'entity_name', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_C_DescribeClientQuotasResponse_ValueData.FIELDS = (
    _FI('Key', 'key', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'float64', (0, 32767), (1, 0), (1, 0), None, 0.0, False, None),
)
_DEF_DescribeClientQuotasResponse_EntryData = _C_DescribeClientQuotasResponse_EntryData()
_DEF_DescribeClientQuotasResponse_EntityData = _C_DescribeClientQuotasResponse_EntityData()
_DEF_DescribeClientQuotasResponse_ValueData = _C_DescribeClientQuotasResponse_ValueData()

def _mk_DescribeClientQuotasResponse_EntryData() -> DescribeClientQuotasResponse.EntryData:
    o = _new(_C_DescribeClientQuotasResponse_EntryData)
    o.entity = []
    o.values = []
    o._unknown_tags = None
    return o

def _mk_DescribeClientQuotasResponse_EntityData() -> DescribeClientQuotasResponse.EntityData:
    o = _new(_C_DescribeClientQuotasResponse_EntityData)
    o.entity_type = ''
    o.entity_name = ''
    o._unknown_tags = None
    return o

def _mk_DescribeClientQuotasResponse_ValueData() -> DescribeClientQuotasResponse.ValueData:
    o = _new(_C_DescribeClientQuotasResponse_ValueData)
    o.key = ''
    o.value = 0.0
    o._unknown_tags = None
    return o


def _enc_DescribeClientQuotasResponse_v0(o: DescribeClientQuotasResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s46 = o.error_message
    if s46 is None:
        a(b'\xff\xff')
    else:
        b47 = s46.encode()
        a(_S_h.pack(len(b47)))
        a(b47)
    l49 = o.entries
    if l49 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l49)))
        for e50 in l49:
            l51 = e50.entity
            a(_S_i.pack(len(l51)))
            for e52 in l51:
                s53 = e52.entity_type
                b54 = s53.encode()
                a(_S_h.pack(len(b54)))
                a(b54)
                s56 = e52.entity_name
                if s56 is None:
                    a(b'\xff\xff')
                else:
                    b57 = s56.encode()
                    a(_S_h.pack(len(b57)))
                    a(b57)
            l59 = e50.values
            a(_S_i.pack(len(l59)))
            for e60 in l59:
                s61 = e60.key
                b62 = s61.encode()
                a(_S_h.pack(len(b62)))
                a(b62)
                a(_S_d.pack(e60.value))
    return b''.join(parts)


def _dec_DescribeClientQuotasResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeClientQuotasResponse, int]:
    blen = len(buf)
    o = _new(DescribeClientQuotasResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n64, = _S_h.unpack_from(buf, pos)
    if n64 >= 0:
        x65 = pos + 2 + n64
        if x65 > blen:
            raise _bad_length(n64, 'DescribeClientQuotasResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x65], 'utf-8')
        pos = x65
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'DescribeClientQuotasResponse.ErrorMessage')
    n66, pos = _read_array_len(buf, pos, False, True, 1, 'DescribeClientQuotasResponse.Entries')
    if n66 < 0:
        o.entries = None
    else:
        l67: list[DescribeClientQuotasResponse.EntryData] = []
        ap68 = l67.append
        for _ in range(n66):
            t69 = _new(_C_DescribeClientQuotasResponse_EntryData)
            n70, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeClientQuotasResponse.Entries.Entity')
            l71: list[DescribeClientQuotasResponse.EntityData] = []
            ap72 = l71.append
            for _ in range(n70):
                t73 = _new(_C_DescribeClientQuotasResponse_EntityData)
                n74, = _S_h.unpack_from(buf, pos)
                if n74 >= 0:
                    x75 = pos + 2 + n74
                    if x75 > blen:
                        raise _bad_length(n74, 'DescribeClientQuotasResponse.Entries.Entity.EntityType', pos)
                    t73.entity_type = str(buf[pos + 2:x75], 'utf-8')
                    pos = x75
                else:
                    t73.entity_type, pos = _read_string(buf, pos, False, False, 'DescribeClientQuotasResponse.Entries.Entity.EntityType')
                n76, = _S_h.unpack_from(buf, pos)
                if n76 >= 0:
                    x77 = pos + 2 + n76
                    if x77 > blen:
                        raise _bad_length(n76, 'DescribeClientQuotasResponse.Entries.Entity.EntityName', pos)
                    t73.entity_name = str(buf[pos + 2:x77], 'utf-8')
                    pos = x77
                else:
                    t73.entity_name, pos = _read_string(buf, pos, False, True, 'DescribeClientQuotasResponse.Entries.Entity.EntityName')
                t73._unknown_tags = None
                ap72(t73)
            t69.entity = l71
            n78, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeClientQuotasResponse.Entries.Values')
            l79: list[DescribeClientQuotasResponse.ValueData] = []
            ap80 = l79.append
            for _ in range(n78):
                t81 = _new(_C_DescribeClientQuotasResponse_ValueData)
                n82, = _S_h.unpack_from(buf, pos)
                if n82 >= 0:
                    x83 = pos + 2 + n82
                    if x83 > blen:
                        raise _bad_length(n82, 'DescribeClientQuotasResponse.Entries.Values.Key', pos)
                    t81.key = str(buf[pos + 2:x83], 'utf-8')
                    pos = x83
                else:
                    t81.key, pos = _read_string(buf, pos, False, False, 'DescribeClientQuotasResponse.Entries.Values.Key')
                t81.value, = _S_d.unpack_from(buf, pos)
                pos += 8
                t81._unknown_tags = None
                ap80(t81)
            t69.values = l79
            t69._unknown_tags = None
            ap68(t69)
        o.entries = l67
    o._unknown_tags = None
    return o, pos


def _enc_DescribeClientQuotasResponse_v1(o: DescribeClientQuotasResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s84 = o.error_message
    if s84 is None:
        a(_H0)
    else:
        b85 = s84.encode()
        n86 = len(b85) + 1
        a(_UV[n86] if n86 < 128 else _uv(n86))
        a(b85)
    l87 = o.entries
    if l87 is None:
        a(_H0)
    else:
        n88 = len(l87) + 1
        a(_UV[n88] if n88 < 128 else _uv(n88))
        for e89 in l87:
            l90 = e89.entity
            n91 = len(l90) + 1
            a(_UV[n91] if n91 < 128 else _uv(n91))
            for e92 in l90:
                s93 = e92.entity_type
                b94 = s93.encode()
                n95 = len(b94) + 1
                a(_UV[n95] if n95 < 128 else _uv(n95))
                a(b94)
                s96 = e92.entity_name
                if s96 is None:
                    a(_H0)
                else:
                    b97 = s96.encode()
                    n98 = len(b97) + 1
                    a(_UV[n98] if n98 < 128 else _uv(n98))
                    a(b97)
                u99 = e92._unknown_tags
                if u99 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u99)
            l100 = e89.values
            n101 = len(l100) + 1
            a(_UV[n101] if n101 < 128 else _uv(n101))
            for e102 in l100:
                s103 = e102.key
                b104 = s103.encode()
                n105 = len(b104) + 1
                a(_UV[n105] if n105 < 128 else _uv(n105))
                a(b104)
                a(_S_d.pack(e102.value))
                u106 = e102._unknown_tags
                if u106 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u106)
            u107 = e89._unknown_tags
            if u107 is None:
                a(_H0)
            else:
                _write_tags(a, None, u107)
    u108 = o._unknown_tags
    if u108 is None:
        a(_H0)
    else:
        _write_tags(a, None, u108)
    return b''.join(parts)


def _dec_DescribeClientQuotasResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeClientQuotasResponse, int]:
    blen = len(buf)
    o = _new(DescribeClientQuotasResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n109 = buf[pos] - 1
    if 0 <= n109 < 127:
        x110 = pos + 1 + n109
        if x110 > blen:
            raise _bad_length(n109, 'DescribeClientQuotasResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x110], 'utf-8')
        pos = x110
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeClientQuotasResponse.ErrorMessage')
    n111 = buf[pos] - 1
    if -1 <= n111 < 127:
        pos += 1
    else:
        n111, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeClientQuotasResponse.Entries')
    if n111 < 0:
        o.entries = None
    else:
        l112: list[DescribeClientQuotasResponse.EntryData] = []
        ap113 = l112.append
        for _ in range(n111):
            t114 = _new(_C_DescribeClientQuotasResponse_EntryData)
            n115 = buf[pos] - 1
            if 0 <= n115 < 127:
                pos += 1
            else:
                n115, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeClientQuotasResponse.Entries.Entity')
            l116: list[DescribeClientQuotasResponse.EntityData] = []
            ap117 = l116.append
            for _ in range(n115):
                t118 = _new(_C_DescribeClientQuotasResponse_EntityData)
                n119 = buf[pos] - 1
                if 0 <= n119 < 127:
                    x120 = pos + 1 + n119
                    if x120 > blen:
                        raise _bad_length(n119, 'DescribeClientQuotasResponse.Entries.Entity.EntityType', pos)
                    t118.entity_type = str(buf[pos + 1:x120], 'utf-8')
                    pos = x120
                else:
                    t118.entity_type, pos = _read_string(buf, pos, True, False, 'DescribeClientQuotasResponse.Entries.Entity.EntityType')
                n121 = buf[pos] - 1
                if 0 <= n121 < 127:
                    x122 = pos + 1 + n121
                    if x122 > blen:
                        raise _bad_length(n121, 'DescribeClientQuotasResponse.Entries.Entity.EntityName', pos)
                    t118.entity_name = str(buf[pos + 1:x122], 'utf-8')
                    pos = x122
                else:
                    t118.entity_name, pos = _read_string(buf, pos, True, True, 'DescribeClientQuotasResponse.Entries.Entity.EntityName')
                if buf[pos] == 0:
                    pos += 1
                    t118._unknown_tags = None
                else:
                    nt123, pos = _ruv(buf, pos)
                    if nt123 * 2 > blen - pos:
                        raise _array_too_long(nt123, 'DescribeClientQuotasResponse.Entries.Entity._tagged_fields', pos)
                    uk124: list[tuple[int, bytes]] | None = None
                    for _ in range(nt123):
                        tg125, pos = _ruv(buf, pos)
                        sz126, pos = _ruv(buf, pos)
                        x127 = pos + sz126
                        if x127 > blen:
                            raise _bad_length(sz126, 'DescribeClientQuotasResponse.Entries.Entity._tagged_fields', pos)
                        if uk124 is None:
                            uk124 = []
                        uk124.append((tg125, bytes(buf[pos:x127])))
                        pos = x127
                    t118._unknown_tags = uk124
                ap117(t118)
            t114.entity = l116
            n128 = buf[pos] - 1
            if 0 <= n128 < 127:
                pos += 1
            else:
                n128, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeClientQuotasResponse.Entries.Values')
            l129: list[DescribeClientQuotasResponse.ValueData] = []
            ap130 = l129.append
            for _ in range(n128):
                t131 = _new(_C_DescribeClientQuotasResponse_ValueData)
                n132 = buf[pos] - 1
                if 0 <= n132 < 127:
                    x133 = pos + 1 + n132
                    if x133 > blen:
                        raise _bad_length(n132, 'DescribeClientQuotasResponse.Entries.Values.Key', pos)
                    t131.key = str(buf[pos + 1:x133], 'utf-8')
                    pos = x133
                else:
                    t131.key, pos = _read_string(buf, pos, True, False, 'DescribeClientQuotasResponse.Entries.Values.Key')
                t131.value, = _S_d.unpack_from(buf, pos)
                pos += 8
                if buf[pos] == 0:
                    pos += 1
                    t131._unknown_tags = None
                else:
                    nt134, pos = _ruv(buf, pos)
                    if nt134 * 2 > blen - pos:
                        raise _array_too_long(nt134, 'DescribeClientQuotasResponse.Entries.Values._tagged_fields', pos)
                    uk135: list[tuple[int, bytes]] | None = None
                    for _ in range(nt134):
                        tg136, pos = _ruv(buf, pos)
                        sz137, pos = _ruv(buf, pos)
                        x138 = pos + sz137
                        if x138 > blen:
                            raise _bad_length(sz137, 'DescribeClientQuotasResponse.Entries.Values._tagged_fields', pos)
                        if uk135 is None:
                            uk135 = []
                        uk135.append((tg136, bytes(buf[pos:x138])))
                        pos = x138
                    t131._unknown_tags = uk135
                ap130(t131)
            t114.values = l129
            if buf[pos] == 0:
                pos += 1
                t114._unknown_tags = None
            else:
                nt139, pos = _ruv(buf, pos)
                if nt139 * 2 > blen - pos:
                    raise _array_too_long(nt139, 'DescribeClientQuotasResponse.Entries._tagged_fields', pos)
                uk140: list[tuple[int, bytes]] | None = None
                for _ in range(nt139):
                    tg141, pos = _ruv(buf, pos)
                    sz142, pos = _ruv(buf, pos)
                    x143 = pos + sz142
                    if x143 > blen:
                        raise _bad_length(sz142, 'DescribeClientQuotasResponse.Entries._tagged_fields', pos)
                    if uk140 is None:
                        uk140 = []
                    uk140.append((tg141, bytes(buf[pos:x143])))
                    pos = x143
                t114._unknown_tags = uk140
            ap113(t114)
        o.entries = l112
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt144, pos = _ruv(buf, pos)
        if nt144 * 2 > blen - pos:
            raise _array_too_long(nt144, 'DescribeClientQuotasResponse._tagged_fields', pos)
        uk145: list[tuple[int, bytes]] | None = None
        for _ in range(nt144):
            tg146, pos = _ruv(buf, pos)
            sz147, pos = _ruv(buf, pos)
            x148 = pos + sz147
            if x148 > blen:
                raise _bad_length(sz147, 'DescribeClientQuotasResponse._tagged_fields', pos)
            if uk145 is None:
                uk145 = []
            uk145.append((tg146, bytes(buf[pos:x148])))
            pos = x148
        o._unknown_tags = uk145
    return o, pos


DescribeClientQuotasResponse._ENC = {0: _enc_DescribeClientQuotasResponse_v0, 1: _enc_DescribeClientQuotasResponse_v1}
DescribeClientQuotasResponse._DEC = {0: _dec_DescribeClientQuotasResponse_v0, 1: _dec_DescribeClientQuotasResponse_v1}


_LINES = {
    144: 'DescribeClientQuotasRequest.Components',
    145: 'DescribeClientQuotasRequest.Components',
    146: 'DescribeClientQuotasRequest.Components',
    147: 'DescribeClientQuotasRequest.Components.EntityType',
    148: 'DescribeClientQuotasRequest.Components.EntityType',
    149: 'DescribeClientQuotasRequest.Components.EntityType',
    150: 'DescribeClientQuotasRequest.Components.EntityType',
    151: 'DescribeClientQuotasRequest.Components.MatchType',
    152: 'DescribeClientQuotasRequest.Components.Match',
    153: 'DescribeClientQuotasRequest.Components.Match',
    154: 'DescribeClientQuotasRequest.Components.Match',
    155: 'DescribeClientQuotasRequest.Components.Match',
    156: 'DescribeClientQuotasRequest.Components.Match',
    157: 'DescribeClientQuotasRequest.Components.Match',
    158: 'DescribeClientQuotasRequest.Components.Match',
    159: 'DescribeClientQuotasRequest.Strict',
    166: 'DescribeClientQuotasRequest.Components',
    171: 'DescribeClientQuotasRequest.Components.EntityType',
    176: 'DescribeClientQuotasRequest.Components.EntityType',
    179: 'DescribeClientQuotasRequest.Components.EntityType',
    180: 'DescribeClientQuotasRequest.Components.MatchType',
    182: 'DescribeClientQuotasRequest.Components.Match',
    187: 'DescribeClientQuotasRequest.Components.Match',
    190: 'DescribeClientQuotasRequest.Components.Match',
    194: 'DescribeClientQuotasRequest.Strict',
    203: 'DescribeClientQuotasRequest.Components',
    204: 'DescribeClientQuotasRequest.Components',
    205: 'DescribeClientQuotasRequest.Components',
    206: 'DescribeClientQuotasRequest.Components',
    207: 'DescribeClientQuotasRequest.Components.EntityType',
    208: 'DescribeClientQuotasRequest.Components.EntityType',
    209: 'DescribeClientQuotasRequest.Components.EntityType',
    210: 'DescribeClientQuotasRequest.Components.EntityType',
    211: 'DescribeClientQuotasRequest.Components.EntityType',
    212: 'DescribeClientQuotasRequest.Components.MatchType',
    213: 'DescribeClientQuotasRequest.Components.Match',
    214: 'DescribeClientQuotasRequest.Components.Match',
    215: 'DescribeClientQuotasRequest.Components.Match',
    216: 'DescribeClientQuotasRequest.Components.Match',
    217: 'DescribeClientQuotasRequest.Components.Match',
    218: 'DescribeClientQuotasRequest.Components.Match',
    219: 'DescribeClientQuotasRequest.Components.Match',
    220: 'DescribeClientQuotasRequest.Components.Match',
    221: 'DescribeClientQuotasRequest.Components._unknown_tags',
    222: 'DescribeClientQuotasRequest.Components',
    225: 'DescribeClientQuotasRequest.Components._unknown_tags',
    226: 'DescribeClientQuotasRequest.Strict',
    227: 'DescribeClientQuotasRequest._unknown_tags',
    228: 'DescribeClientQuotasRequest',
    231: 'DescribeClientQuotasRequest._unknown_tags',
    238: 'DescribeClientQuotasRequest.Components',
    242: 'DescribeClientQuotasRequest.Components',
    247: 'DescribeClientQuotasRequest.Components.EntityType',
    252: 'DescribeClientQuotasRequest.Components.EntityType',
    255: 'DescribeClientQuotasRequest.Components.EntityType',
    256: 'DescribeClientQuotasRequest.Components.MatchType',
    258: 'DescribeClientQuotasRequest.Components.Match',
    263: 'DescribeClientQuotasRequest.Components.Match',
    266: 'DescribeClientQuotasRequest.Components.Match',
    267: 'DescribeClientQuotasRequest.Components._tagged_fields',
    271: 'DescribeClientQuotasRequest.Components._tagged_fields',
    276: 'DescribeClientQuotasRequest.Components._tagged_fields',
    277: 'DescribeClientQuotasRequest.Components._tagged_fields',
    288: 'DescribeClientQuotasRequest.Strict',
    290: 'DescribeClientQuotasRequest._tagged_fields',
    294: 'DescribeClientQuotasRequest._tagged_fields',
    299: 'DescribeClientQuotasRequest._tagged_fields',
    300: 'DescribeClientQuotasRequest._tagged_fields',
    501: 'DescribeClientQuotasResponse.ThrottleTimeMs,ErrorCode',
    502: 'DescribeClientQuotasResponse.ErrorMessage',
    503: 'DescribeClientQuotasResponse.ErrorMessage',
    504: 'DescribeClientQuotasResponse.ErrorMessage',
    505: 'DescribeClientQuotasResponse.ErrorMessage',
    506: 'DescribeClientQuotasResponse.ErrorMessage',
    507: 'DescribeClientQuotasResponse.ErrorMessage',
    508: 'DescribeClientQuotasResponse.ErrorMessage',
    509: 'DescribeClientQuotasResponse.Entries',
    510: 'DescribeClientQuotasResponse.Entries',
    511: 'DescribeClientQuotasResponse.Entries',
    512: 'DescribeClientQuotasResponse.Entries',
    513: 'DescribeClientQuotasResponse.Entries',
    514: 'DescribeClientQuotasResponse.Entries',
    515: 'DescribeClientQuotasResponse.Entries.Entity',
    516: 'DescribeClientQuotasResponse.Entries.Entity',
    517: 'DescribeClientQuotasResponse.Entries.Entity',
    518: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    519: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    520: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    521: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    522: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    523: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    524: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    525: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    526: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    527: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    528: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    529: 'DescribeClientQuotasResponse.Entries.Values',
    530: 'DescribeClientQuotasResponse.Entries.Values',
    531: 'DescribeClientQuotasResponse.Entries.Values',
    532: 'DescribeClientQuotasResponse.Entries.Values.Key',
    533: 'DescribeClientQuotasResponse.Entries.Values.Key',
    534: 'DescribeClientQuotasResponse.Entries.Values.Key',
    535: 'DescribeClientQuotasResponse.Entries.Values.Key',
    536: 'DescribeClientQuotasResponse.Entries.Values.Value',
    543: 'DescribeClientQuotasResponse.ThrottleTimeMs,ErrorCode',
    545: 'DescribeClientQuotasResponse.ErrorMessage',
    550: 'DescribeClientQuotasResponse.ErrorMessage',
    553: 'DescribeClientQuotasResponse.ErrorMessage',
    554: 'DescribeClientQuotasResponse.Entries',
    562: 'DescribeClientQuotasResponse.Entries.Entity',
    567: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    572: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    575: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    576: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    581: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    584: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    588: 'DescribeClientQuotasResponse.Entries.Values',
    593: 'DescribeClientQuotasResponse.Entries.Values.Key',
    598: 'DescribeClientQuotasResponse.Entries.Values.Key',
    601: 'DescribeClientQuotasResponse.Entries.Values.Key',
    602: 'DescribeClientQuotasResponse.Entries.Values.Value',
    617: 'DescribeClientQuotasResponse.ThrottleTimeMs,ErrorCode',
    618: 'DescribeClientQuotasResponse.ErrorMessage',
    619: 'DescribeClientQuotasResponse.ErrorMessage',
    620: 'DescribeClientQuotasResponse.ErrorMessage',
    621: 'DescribeClientQuotasResponse.ErrorMessage',
    622: 'DescribeClientQuotasResponse.ErrorMessage',
    623: 'DescribeClientQuotasResponse.ErrorMessage',
    624: 'DescribeClientQuotasResponse.ErrorMessage',
    625: 'DescribeClientQuotasResponse.ErrorMessage',
    626: 'DescribeClientQuotasResponse.Entries',
    627: 'DescribeClientQuotasResponse.Entries',
    628: 'DescribeClientQuotasResponse.Entries',
    629: 'DescribeClientQuotasResponse.Entries',
    630: 'DescribeClientQuotasResponse.Entries',
    631: 'DescribeClientQuotasResponse.Entries',
    632: 'DescribeClientQuotasResponse.Entries',
    633: 'DescribeClientQuotasResponse.Entries.Entity',
    634: 'DescribeClientQuotasResponse.Entries.Entity',
    635: 'DescribeClientQuotasResponse.Entries.Entity',
    636: 'DescribeClientQuotasResponse.Entries.Entity',
    637: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    638: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    639: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    640: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    641: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    642: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    643: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    644: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    645: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    646: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    647: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    648: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    649: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    650: 'DescribeClientQuotasResponse.Entries.Entity._unknown_tags',
    651: 'DescribeClientQuotasResponse.Entries.Entity',
    654: 'DescribeClientQuotasResponse.Entries.Entity._unknown_tags',
    655: 'DescribeClientQuotasResponse.Entries.Values',
    656: 'DescribeClientQuotasResponse.Entries.Values',
    657: 'DescribeClientQuotasResponse.Entries.Values',
    658: 'DescribeClientQuotasResponse.Entries.Values',
    659: 'DescribeClientQuotasResponse.Entries.Values.Key',
    660: 'DescribeClientQuotasResponse.Entries.Values.Key',
    661: 'DescribeClientQuotasResponse.Entries.Values.Key',
    662: 'DescribeClientQuotasResponse.Entries.Values.Key',
    663: 'DescribeClientQuotasResponse.Entries.Values.Key',
    664: 'DescribeClientQuotasResponse.Entries.Values.Value',
    665: 'DescribeClientQuotasResponse.Entries.Values._unknown_tags',
    666: 'DescribeClientQuotasResponse.Entries.Values',
    669: 'DescribeClientQuotasResponse.Entries.Values._unknown_tags',
    670: 'DescribeClientQuotasResponse.Entries._unknown_tags',
    671: 'DescribeClientQuotasResponse.Entries',
    674: 'DescribeClientQuotasResponse.Entries._unknown_tags',
    675: 'DescribeClientQuotasResponse._unknown_tags',
    676: 'DescribeClientQuotasResponse',
    679: 'DescribeClientQuotasResponse._unknown_tags',
    686: 'DescribeClientQuotasResponse.ThrottleTimeMs,ErrorCode',
    688: 'DescribeClientQuotasResponse.ErrorMessage',
    693: 'DescribeClientQuotasResponse.ErrorMessage',
    696: 'DescribeClientQuotasResponse.ErrorMessage',
    697: 'DescribeClientQuotasResponse.Entries',
    701: 'DescribeClientQuotasResponse.Entries',
    709: 'DescribeClientQuotasResponse.Entries.Entity',
    713: 'DescribeClientQuotasResponse.Entries.Entity',
    718: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    723: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    726: 'DescribeClientQuotasResponse.Entries.Entity.EntityType',
    727: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    732: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    735: 'DescribeClientQuotasResponse.Entries.Entity.EntityName',
    736: 'DescribeClientQuotasResponse.Entries.Entity._tagged_fields',
    740: 'DescribeClientQuotasResponse.Entries.Entity._tagged_fields',
    745: 'DescribeClientQuotasResponse.Entries.Entity._tagged_fields',
    746: 'DescribeClientQuotasResponse.Entries.Entity._tagged_fields',
    757: 'DescribeClientQuotasResponse.Entries.Values',
    761: 'DescribeClientQuotasResponse.Entries.Values',
    766: 'DescribeClientQuotasResponse.Entries.Values.Key',
    771: 'DescribeClientQuotasResponse.Entries.Values.Key',
    774: 'DescribeClientQuotasResponse.Entries.Values.Key',
    775: 'DescribeClientQuotasResponse.Entries.Values.Value',
    777: 'DescribeClientQuotasResponse.Entries.Values._tagged_fields',
    781: 'DescribeClientQuotasResponse.Entries.Values._tagged_fields',
    786: 'DescribeClientQuotasResponse.Entries.Values._tagged_fields',
    787: 'DescribeClientQuotasResponse.Entries.Values._tagged_fields',
    798: 'DescribeClientQuotasResponse.Entries._tagged_fields',
    802: 'DescribeClientQuotasResponse.Entries._tagged_fields',
    807: 'DescribeClientQuotasResponse.Entries._tagged_fields',
    808: 'DescribeClientQuotasResponse.Entries._tagged_fields',
    819: 'DescribeClientQuotasResponse._tagged_fields',
    823: 'DescribeClientQuotasResponse._tagged_fields',
    828: 'DescribeClientQuotasResponse._tagged_fields',
    829: 'DescribeClientQuotasResponse._tagged_fields',
}
