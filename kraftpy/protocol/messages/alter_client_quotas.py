# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterClientQuotasRequest.json, schemas/messages/AlterClientQuotasResponse.json.
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

__all__ = ['AlterClientQuotasRequest', 'AlterClientQuotasResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_d_ = Struct('>d?')
_S_h = Struct('>h')
_S_i = Struct('>i')


class AlterClientQuotasRequest(_Message):
    """AlterClientQuotasRequest (request): API key 49; versions 0-1; flexible in 1; listeners: broker, controller."""

    __slots__ = ('entries', 'validate_only', '_unknown_tags')
    NAME = 'AlterClientQuotasRequest'
    TYPE = 'request'
    API_KEY = 49
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    entries: list[AlterClientQuotasRequest.EntryData]
    """The quota entities to alter.

    `Entries` ([]EntryData): versions 0+; default []."""
    validate_only: bool
    """True: validate the request without altering anything.

    `ValidateOnly` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        entries: list[AlterClientQuotasRequest.EntryData] = _EMPTY,
        validate_only: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.entries = [] if entries is _EMPTY else entries
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class EntryData(_Message):
        """The quota entities to alter.

        EntryData (in AlterClientQuotasRequest): versions 0+."""

        __slots__ = ('entity', 'ops', '_unknown_tags')
        NAME = 'AlterClientQuotasRequest.EntryData'

        entity: list[AlterClientQuotasRequest.EntityData]
        """The entity.

        `Entity` ([]EntityData): versions 0+; default []."""
        ops: list[AlterClientQuotasRequest.OpData]
        """The changes to the entity's quotas.

        `Ops` ([]OpData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            entity: list[AlterClientQuotasRequest.EntityData] = _EMPTY,
            ops: list[AlterClientQuotasRequest.OpData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.entity = [] if entity is _EMPTY else entity
            self.ops = [] if ops is _EMPTY else ops
            self._unknown_tags = _unknown_tags

    class EntityData(_Message):
        """The entity.

        EntityData (in AlterClientQuotasRequest): versions 0+."""

        __slots__ = ('entity_type', 'entity_name', '_unknown_tags')
        NAME = 'AlterClientQuotasRequest.EntityData'

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

    class OpData(_Message):
        """The changes to the entity's quotas.

        OpData (in AlterClientQuotasRequest): versions 0+."""

        __slots__ = ('key', 'value', 'remove', '_unknown_tags')
        NAME = 'AlterClientQuotasRequest.OpData'

        key: str
        """The quota key.

        `Key` (string): versions 0+; default ''."""
        value: float
        """The new value (when not removing).

        `Value` (float64): versions 0+; default 0.0."""
        remove: bool
        """True: remove the key from the entity.

        `Remove` (bool): versions 0+; default False."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            key: str = '',
            value: float = 0.0,
            remove: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.key = key
            self.value = value
            self.remove = remove
            self._unknown_tags = _unknown_tags


_C_AlterClientQuotasRequest_EntryData = AlterClientQuotasRequest.EntryData
_C_AlterClientQuotasRequest_EntityData = AlterClientQuotasRequest.EntityData
_C_AlterClientQuotasRequest_OpData = AlterClientQuotasRequest.OpData
AlterClientQuotasRequest.FIELDS = (
    _FI('Entries', 'entries', '[]EntryData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterClientQuotasRequest_EntryData),
    _FI('ValidateOnly', 'validate_only', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_AlterClientQuotasRequest_EntryData.FIELDS = (
    _FI('Entity', 'entity', '[]EntityData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterClientQuotasRequest_EntityData),
    _FI('Ops', 'ops', '[]OpData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterClientQuotasRequest_OpData),
)
_C_AlterClientQuotasRequest_EntityData.FIELDS = (
    _FI('EntityType', 'entity_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('EntityName', 'entity_name', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_C_AlterClientQuotasRequest_OpData.FIELDS = (
    _FI('Key', 'key', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'float64', (0, 32767), (1, 0), (1, 0), None, 0.0, False, None),
    _FI('Remove', 'remove', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_DEF_AlterClientQuotasRequest_EntryData = _C_AlterClientQuotasRequest_EntryData()
_DEF_AlterClientQuotasRequest_EntityData = _C_AlterClientQuotasRequest_EntityData()
_DEF_AlterClientQuotasRequest_OpData = _C_AlterClientQuotasRequest_OpData()

def _mk_AlterClientQuotasRequest_EntryData() -> AlterClientQuotasRequest.EntryData:
    o = _new(_C_AlterClientQuotasRequest_EntryData)
    o.entity = []
    o.ops = []
    o._unknown_tags = None
    return o

def _mk_AlterClientQuotasRequest_EntityData() -> AlterClientQuotasRequest.EntityData:
    o = _new(_C_AlterClientQuotasRequest_EntityData)
    o.entity_type = ''
    o.entity_name = ''
    o._unknown_tags = None
    return o

def _mk_AlterClientQuotasRequest_OpData() -> AlterClientQuotasRequest.OpData:
    o = _new(_C_AlterClientQuotasRequest_OpData)
    o.key = ''
    o.value = 0.0
    o.remove = False
    o._unknown_tags = None
    return o


def _enc_AlterClientQuotasRequest_v0(o: AlterClientQuotasRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.entries
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        l3 = e2.entity
        a(_S_i.pack(len(l3)))
        for e4 in l3:
            s5 = e4.entity_type
            b6 = s5.encode()
            a(_S_h.pack(len(b6)))
            a(b6)
            s8 = e4.entity_name
            if s8 is None:
                a(b'\xff\xff')
            else:
                b9 = s8.encode()
                a(_S_h.pack(len(b9)))
                a(b9)
        l11 = e2.ops
        a(_S_i.pack(len(l11)))
        for e12 in l11:
            s13 = e12.key
            b14 = s13.encode()
            a(_S_h.pack(len(b14)))
            a(b14)
            a(_S_d_.pack(e12.value, e12.remove))
    a(_S__.pack(o.validate_only))
    return b''.join(parts)


def _dec_AlterClientQuotasRequest_v0(buf: _Buffer, pos: int) -> tuple[AlterClientQuotasRequest, int]:
    blen = len(buf)
    o = _new(AlterClientQuotasRequest)
    n16, pos = _read_array_len(buf, pos, False, False, 1, 'AlterClientQuotasRequest.Entries')
    l17: list[AlterClientQuotasRequest.EntryData] = []
    ap18 = l17.append
    for _ in range(n16):
        t19 = _new(_C_AlterClientQuotasRequest_EntryData)
        n20, pos = _read_array_len(buf, pos, False, False, 1, 'AlterClientQuotasRequest.Entries.Entity')
        l21: list[AlterClientQuotasRequest.EntityData] = []
        ap22 = l21.append
        for _ in range(n20):
            t23 = _new(_C_AlterClientQuotasRequest_EntityData)
            n24, = _S_h.unpack_from(buf, pos)
            if n24 >= 0:
                x25 = pos + 2 + n24
                if x25 > blen:
                    raise _bad_length(n24, 'AlterClientQuotasRequest.Entries.Entity.EntityType', pos)
                t23.entity_type = str(buf[pos + 2:x25], 'utf-8')
                pos = x25
            else:
                t23.entity_type, pos = _read_string(buf, pos, False, False, 'AlterClientQuotasRequest.Entries.Entity.EntityType')
            n26, = _S_h.unpack_from(buf, pos)
            if n26 >= 0:
                x27 = pos + 2 + n26
                if x27 > blen:
                    raise _bad_length(n26, 'AlterClientQuotasRequest.Entries.Entity.EntityName', pos)
                t23.entity_name = str(buf[pos + 2:x27], 'utf-8')
                pos = x27
            else:
                t23.entity_name, pos = _read_string(buf, pos, False, True, 'AlterClientQuotasRequest.Entries.Entity.EntityName')
            t23._unknown_tags = None
            ap22(t23)
        t19.entity = l21
        n28, pos = _read_array_len(buf, pos, False, False, 1, 'AlterClientQuotasRequest.Entries.Ops')
        l29: list[AlterClientQuotasRequest.OpData] = []
        ap30 = l29.append
        for _ in range(n28):
            t31 = _new(_C_AlterClientQuotasRequest_OpData)
            n32, = _S_h.unpack_from(buf, pos)
            if n32 >= 0:
                x33 = pos + 2 + n32
                if x33 > blen:
                    raise _bad_length(n32, 'AlterClientQuotasRequest.Entries.Ops.Key', pos)
                t31.key = str(buf[pos + 2:x33], 'utf-8')
                pos = x33
            else:
                t31.key, pos = _read_string(buf, pos, False, False, 'AlterClientQuotasRequest.Entries.Ops.Key')
            t31.value, t31.remove = _S_d_.unpack_from(buf, pos)
            pos += 9
            t31._unknown_tags = None
            ap30(t31)
        t19.ops = l29
        t19._unknown_tags = None
        ap18(t19)
    o.entries = l17
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    o._unknown_tags = None
    return o, pos


def _enc_AlterClientQuotasRequest_v1(o: AlterClientQuotasRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l34 = o.entries
    n35 = len(l34) + 1
    a(_UV[n35] if n35 < 128 else _uv(n35))
    for e36 in l34:
        l37 = e36.entity
        n38 = len(l37) + 1
        a(_UV[n38] if n38 < 128 else _uv(n38))
        for e39 in l37:
            s40 = e39.entity_type
            b41 = s40.encode()
            n42 = len(b41) + 1
            a(_UV[n42] if n42 < 128 else _uv(n42))
            a(b41)
            s43 = e39.entity_name
            if s43 is None:
                a(_H0)
            else:
                b44 = s43.encode()
                n45 = len(b44) + 1
                a(_UV[n45] if n45 < 128 else _uv(n45))
                a(b44)
            u46 = e39._unknown_tags
            if u46 is None:
                a(_H0)
            else:
                _write_tags(a, None, u46)
        l47 = e36.ops
        n48 = len(l47) + 1
        a(_UV[n48] if n48 < 128 else _uv(n48))
        for e49 in l47:
            s50 = e49.key
            b51 = s50.encode()
            n52 = len(b51) + 1
            a(_UV[n52] if n52 < 128 else _uv(n52))
            a(b51)
            a(_S_d_.pack(e49.value, e49.remove))
            u53 = e49._unknown_tags
            if u53 is None:
                a(_H0)
            else:
                _write_tags(a, None, u53)
        u54 = e36._unknown_tags
        if u54 is None:
            a(_H0)
        else:
            _write_tags(a, None, u54)
    a(_S__.pack(o.validate_only))
    u55 = o._unknown_tags
    if u55 is None:
        a(_H0)
    else:
        _write_tags(a, None, u55)
    return b''.join(parts)


def _dec_AlterClientQuotasRequest_v1(buf: _Buffer, pos: int) -> tuple[AlterClientQuotasRequest, int]:
    blen = len(buf)
    o = _new(AlterClientQuotasRequest)
    n56 = buf[pos] - 1
    if 0 <= n56 < 127:
        pos += 1
    else:
        n56, pos = _read_array_len(buf, pos, True, False, 1, 'AlterClientQuotasRequest.Entries')
    l57: list[AlterClientQuotasRequest.EntryData] = []
    ap58 = l57.append
    for _ in range(n56):
        t59 = _new(_C_AlterClientQuotasRequest_EntryData)
        n60 = buf[pos] - 1
        if 0 <= n60 < 127:
            pos += 1
        else:
            n60, pos = _read_array_len(buf, pos, True, False, 1, 'AlterClientQuotasRequest.Entries.Entity')
        l61: list[AlterClientQuotasRequest.EntityData] = []
        ap62 = l61.append
        for _ in range(n60):
            t63 = _new(_C_AlterClientQuotasRequest_EntityData)
            n64 = buf[pos] - 1
            if 0 <= n64 < 127:
                x65 = pos + 1 + n64
                if x65 > blen:
                    raise _bad_length(n64, 'AlterClientQuotasRequest.Entries.Entity.EntityType', pos)
                t63.entity_type = str(buf[pos + 1:x65], 'utf-8')
                pos = x65
            else:
                t63.entity_type, pos = _read_string(buf, pos, True, False, 'AlterClientQuotasRequest.Entries.Entity.EntityType')
            n66 = buf[pos] - 1
            if 0 <= n66 < 127:
                x67 = pos + 1 + n66
                if x67 > blen:
                    raise _bad_length(n66, 'AlterClientQuotasRequest.Entries.Entity.EntityName', pos)
                t63.entity_name = str(buf[pos + 1:x67], 'utf-8')
                pos = x67
            else:
                t63.entity_name, pos = _read_string(buf, pos, True, True, 'AlterClientQuotasRequest.Entries.Entity.EntityName')
            if buf[pos] == 0:
                pos += 1
                t63._unknown_tags = None
            else:
                nt68, pos = _ruv(buf, pos)
                if nt68 * 2 > blen - pos:
                    raise _array_too_long(nt68, 'AlterClientQuotasRequest.Entries.Entity._tagged_fields', pos)
                uk69: list[tuple[int, bytes]] | None = None
                for _ in range(nt68):
                    tg70, pos = _ruv(buf, pos)
                    sz71, pos = _ruv(buf, pos)
                    x72 = pos + sz71
                    if x72 > blen:
                        raise _bad_length(sz71, 'AlterClientQuotasRequest.Entries.Entity._tagged_fields', pos)
                    if uk69 is None:
                        uk69 = []
                    uk69.append((tg70, bytes(buf[pos:x72])))
                    pos = x72
                t63._unknown_tags = uk69
            ap62(t63)
        t59.entity = l61
        n73 = buf[pos] - 1
        if 0 <= n73 < 127:
            pos += 1
        else:
            n73, pos = _read_array_len(buf, pos, True, False, 1, 'AlterClientQuotasRequest.Entries.Ops')
        l74: list[AlterClientQuotasRequest.OpData] = []
        ap75 = l74.append
        for _ in range(n73):
            t76 = _new(_C_AlterClientQuotasRequest_OpData)
            n77 = buf[pos] - 1
            if 0 <= n77 < 127:
                x78 = pos + 1 + n77
                if x78 > blen:
                    raise _bad_length(n77, 'AlterClientQuotasRequest.Entries.Ops.Key', pos)
                t76.key = str(buf[pos + 1:x78], 'utf-8')
                pos = x78
            else:
                t76.key, pos = _read_string(buf, pos, True, False, 'AlterClientQuotasRequest.Entries.Ops.Key')
            t76.value, t76.remove = _S_d_.unpack_from(buf, pos)
            pos += 9
            if buf[pos] == 0:
                pos += 1
                t76._unknown_tags = None
            else:
                nt79, pos = _ruv(buf, pos)
                if nt79 * 2 > blen - pos:
                    raise _array_too_long(nt79, 'AlterClientQuotasRequest.Entries.Ops._tagged_fields', pos)
                uk80: list[tuple[int, bytes]] | None = None
                for _ in range(nt79):
                    tg81, pos = _ruv(buf, pos)
                    sz82, pos = _ruv(buf, pos)
                    x83 = pos + sz82
                    if x83 > blen:
                        raise _bad_length(sz82, 'AlterClientQuotasRequest.Entries.Ops._tagged_fields', pos)
                    if uk80 is None:
                        uk80 = []
                    uk80.append((tg81, bytes(buf[pos:x83])))
                    pos = x83
                t76._unknown_tags = uk80
            ap75(t76)
        t59.ops = l74
        if buf[pos] == 0:
            pos += 1
            t59._unknown_tags = None
        else:
            nt84, pos = _ruv(buf, pos)
            if nt84 * 2 > blen - pos:
                raise _array_too_long(nt84, 'AlterClientQuotasRequest.Entries._tagged_fields', pos)
            uk85: list[tuple[int, bytes]] | None = None
            for _ in range(nt84):
                tg86, pos = _ruv(buf, pos)
                sz87, pos = _ruv(buf, pos)
                x88 = pos + sz87
                if x88 > blen:
                    raise _bad_length(sz87, 'AlterClientQuotasRequest.Entries._tagged_fields', pos)
                if uk85 is None:
                    uk85 = []
                uk85.append((tg86, bytes(buf[pos:x88])))
                pos = x88
            t59._unknown_tags = uk85
        ap58(t59)
    o.entries = l57
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt89, pos = _ruv(buf, pos)
        if nt89 * 2 > blen - pos:
            raise _array_too_long(nt89, 'AlterClientQuotasRequest._tagged_fields', pos)
        uk90: list[tuple[int, bytes]] | None = None
        for _ in range(nt89):
            tg91, pos = _ruv(buf, pos)
            sz92, pos = _ruv(buf, pos)
            x93 = pos + sz92
            if x93 > blen:
                raise _bad_length(sz92, 'AlterClientQuotasRequest._tagged_fields', pos)
            if uk90 is None:
                uk90 = []
            uk90.append((tg91, bytes(buf[pos:x93])))
            pos = x93
        o._unknown_tags = uk90
    return o, pos


AlterClientQuotasRequest._ENC = {0: _enc_AlterClientQuotasRequest_v0, 1: _enc_AlterClientQuotasRequest_v1}
AlterClientQuotasRequest._DEC = {0: _dec_AlterClientQuotasRequest_v0, 1: _dec_AlterClientQuotasRequest_v1}


class AlterClientQuotasResponse(_Message):
    """AlterClientQuotasResponse (response): API key 49; versions 0-1; flexible in 1."""

    __slots__ = ('throttle_time_ms', 'entries', '_unknown_tags')
    NAME = 'AlterClientQuotasResponse'
    TYPE = 'response'
    API_KEY = 49
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    throttle_time_ms: int
    """Time the request was held back by a quota, in milliseconds.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    entries: list[AlterClientQuotasResponse.EntryData]
    """One result per entity of the request.

    `Entries` ([]EntryData): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        entries: list[AlterClientQuotasResponse.EntryData] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.entries = [] if entries is _EMPTY else entries
        self._unknown_tags = _unknown_tags

    class EntryData(_Message):
        """One result per entity of the request.

        EntryData (in AlterClientQuotasResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'entity', '_unknown_tags')
        NAME = 'AlterClientQuotasResponse.EntryData'

        error_code: int
        """The error, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Text of the error, or null.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        entity: list[AlterClientQuotasResponse.EntityData]
        """The entity.

        `Entity` ([]EntityData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = '',
            entity: list[AlterClientQuotasResponse.EntityData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.entity = [] if entity is _EMPTY else entity
            self._unknown_tags = _unknown_tags

    class EntityData(_Message):
        """The entity.

        EntityData (in AlterClientQuotasResponse): versions 0+."""

        __slots__ = ('entity_type', 'entity_name', '_unknown_tags')
        NAME = 'AlterClientQuotasResponse.EntityData'

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


_C_AlterClientQuotasResponse_EntryData = AlterClientQuotasResponse.EntryData
_C_AlterClientQuotasResponse_EntityData = AlterClientQuotasResponse.EntityData
AlterClientQuotasResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Entries', 'entries', '[]EntryData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterClientQuotasResponse_EntryData),
)
_C_AlterClientQuotasResponse_EntryData.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Entity', 'entity', '[]EntityData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterClientQuotasResponse_EntityData),
)
_C_AlterClientQuotasResponse_EntityData.FIELDS = (
    _FI('EntityType', 'entity_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('EntityName', 'entity_name', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_AlterClientQuotasResponse_EntryData = _C_AlterClientQuotasResponse_EntryData()
_DEF_AlterClientQuotasResponse_EntityData = _C_AlterClientQuotasResponse_EntityData()

def _mk_AlterClientQuotasResponse_EntryData() -> AlterClientQuotasResponse.EntryData:
    o = _new(_C_AlterClientQuotasResponse_EntryData)
    o.error_code = 0
    o.error_message = ''
    o.entity = []
    o._unknown_tags = None
    return o

def _mk_AlterClientQuotasResponse_EntityData() -> AlterClientQuotasResponse.EntityData:
    o = _new(_C_AlterClientQuotasResponse_EntityData)
    o.entity_type = ''
    o.entity_name = ''
    o._unknown_tags = None
    return o


def _enc_AlterClientQuotasResponse_v0(o: AlterClientQuotasResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l94 = o.entries
    a(_S_i.pack(len(l94)))
    for e95 in l94:
        a(_S_h.pack(e95.error_code))
        s96 = e95.error_message
        if s96 is None:
            a(b'\xff\xff')
        else:
            b97 = s96.encode()
            a(_S_h.pack(len(b97)))
            a(b97)
        l99 = e95.entity
        a(_S_i.pack(len(l99)))
        for e100 in l99:
            s101 = e100.entity_type
            b102 = s101.encode()
            a(_S_h.pack(len(b102)))
            a(b102)
            s104 = e100.entity_name
            if s104 is None:
                a(b'\xff\xff')
            else:
                b105 = s104.encode()
                a(_S_h.pack(len(b105)))
                a(b105)
    return b''.join(parts)


def _dec_AlterClientQuotasResponse_v0(buf: _Buffer, pos: int) -> tuple[AlterClientQuotasResponse, int]:
    blen = len(buf)
    o = _new(AlterClientQuotasResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n107, pos = _read_array_len(buf, pos, False, False, 1, 'AlterClientQuotasResponse.Entries')
    l108: list[AlterClientQuotasResponse.EntryData] = []
    ap109 = l108.append
    for _ in range(n107):
        t110 = _new(_C_AlterClientQuotasResponse_EntryData)
        t110.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n111, = _S_h.unpack_from(buf, pos)
        if n111 >= 0:
            x112 = pos + 2 + n111
            if x112 > blen:
                raise _bad_length(n111, 'AlterClientQuotasResponse.Entries.ErrorMessage', pos)
            t110.error_message = str(buf[pos + 2:x112], 'utf-8')
            pos = x112
        else:
            t110.error_message, pos = _read_string(buf, pos, False, True, 'AlterClientQuotasResponse.Entries.ErrorMessage')
        n113, pos = _read_array_len(buf, pos, False, False, 1, 'AlterClientQuotasResponse.Entries.Entity')
        l114: list[AlterClientQuotasResponse.EntityData] = []
        ap115 = l114.append
        for _ in range(n113):
            t116 = _new(_C_AlterClientQuotasResponse_EntityData)
            n117, = _S_h.unpack_from(buf, pos)
            if n117 >= 0:
                x118 = pos + 2 + n117
                if x118 > blen:
                    raise _bad_length(n117, 'AlterClientQuotasResponse.Entries.Entity.EntityType', pos)
                t116.entity_type = str(buf[pos + 2:x118], 'utf-8')
                pos = x118
            else:
                t116.entity_type, pos = _read_string(buf, pos, False, False, 'AlterClientQuotasResponse.Entries.Entity.EntityType')
            n119, = _S_h.unpack_from(buf, pos)
            if n119 >= 0:
                x120 = pos + 2 + n119
                if x120 > blen:
                    raise _bad_length(n119, 'AlterClientQuotasResponse.Entries.Entity.EntityName', pos)
                t116.entity_name = str(buf[pos + 2:x120], 'utf-8')
                pos = x120
            else:
                t116.entity_name, pos = _read_string(buf, pos, False, True, 'AlterClientQuotasResponse.Entries.Entity.EntityName')
            t116._unknown_tags = None
            ap115(t116)
        t110.entity = l114
        t110._unknown_tags = None
        ap109(t110)
    o.entries = l108
    o._unknown_tags = None
    return o, pos


def _enc_AlterClientQuotasResponse_v1(o: AlterClientQuotasResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l121 = o.entries
    n122 = len(l121) + 1
    a(_UV[n122] if n122 < 128 else _uv(n122))
    for e123 in l121:
        a(_S_h.pack(e123.error_code))
        s124 = e123.error_message
        if s124 is None:
            a(_H0)
        else:
            b125 = s124.encode()
            n126 = len(b125) + 1
            a(_UV[n126] if n126 < 128 else _uv(n126))
            a(b125)
        l127 = e123.entity
        n128 = len(l127) + 1
        a(_UV[n128] if n128 < 128 else _uv(n128))
        for e129 in l127:
            s130 = e129.entity_type
            b131 = s130.encode()
            n132 = len(b131) + 1
            a(_UV[n132] if n132 < 128 else _uv(n132))
            a(b131)
            s133 = e129.entity_name
            if s133 is None:
                a(_H0)
            else:
                b134 = s133.encode()
                n135 = len(b134) + 1
                a(_UV[n135] if n135 < 128 else _uv(n135))
                a(b134)
            u136 = e129._unknown_tags
            if u136 is None:
                a(_H0)
            else:
                _write_tags(a, None, u136)
        u137 = e123._unknown_tags
        if u137 is None:
            a(_H0)
        else:
            _write_tags(a, None, u137)
    u138 = o._unknown_tags
    if u138 is None:
        a(_H0)
    else:
        _write_tags(a, None, u138)
    return b''.join(parts)


def _dec_AlterClientQuotasResponse_v1(buf: _Buffer, pos: int) -> tuple[AlterClientQuotasResponse, int]:
    blen = len(buf)
    o = _new(AlterClientQuotasResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n139 = buf[pos] - 1
    if 0 <= n139 < 127:
        pos += 1
    else:
        n139, pos = _read_array_len(buf, pos, True, False, 1, 'AlterClientQuotasResponse.Entries')
    l140: list[AlterClientQuotasResponse.EntryData] = []
    ap141 = l140.append
    for _ in range(n139):
        t142 = _new(_C_AlterClientQuotasResponse_EntryData)
        t142.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n143 = buf[pos] - 1
        if 0 <= n143 < 127:
            x144 = pos + 1 + n143
            if x144 > blen:
                raise _bad_length(n143, 'AlterClientQuotasResponse.Entries.ErrorMessage', pos)
            t142.error_message = str(buf[pos + 1:x144], 'utf-8')
            pos = x144
        else:
            t142.error_message, pos = _read_string(buf, pos, True, True, 'AlterClientQuotasResponse.Entries.ErrorMessage')
        n145 = buf[pos] - 1
        if 0 <= n145 < 127:
            pos += 1
        else:
            n145, pos = _read_array_len(buf, pos, True, False, 1, 'AlterClientQuotasResponse.Entries.Entity')
        l146: list[AlterClientQuotasResponse.EntityData] = []
        ap147 = l146.append
        for _ in range(n145):
            t148 = _new(_C_AlterClientQuotasResponse_EntityData)
            n149 = buf[pos] - 1
            if 0 <= n149 < 127:
                x150 = pos + 1 + n149
                if x150 > blen:
                    raise _bad_length(n149, 'AlterClientQuotasResponse.Entries.Entity.EntityType', pos)
                t148.entity_type = str(buf[pos + 1:x150], 'utf-8')
                pos = x150
            else:
                t148.entity_type, pos = _read_string(buf, pos, True, False, 'AlterClientQuotasResponse.Entries.Entity.EntityType')
            n151 = buf[pos] - 1
            if 0 <= n151 < 127:
                x152 = pos + 1 + n151
                if x152 > blen:
                    raise _bad_length(n151, 'AlterClientQuotasResponse.Entries.Entity.EntityName', pos)
                t148.entity_name = str(buf[pos + 1:x152], 'utf-8')
                pos = x152
            else:
                t148.entity_name, pos = _read_string(buf, pos, True, True, 'AlterClientQuotasResponse.Entries.Entity.EntityName')
            if buf[pos] == 0:
                pos += 1
                t148._unknown_tags = None
            else:
                nt153, pos = _ruv(buf, pos)
                if nt153 * 2 > blen - pos:
                    raise _array_too_long(nt153, 'AlterClientQuotasResponse.Entries.Entity._tagged_fields', pos)
                uk154: list[tuple[int, bytes]] | None = None
                for _ in range(nt153):
                    tg155, pos = _ruv(buf, pos)
                    sz156, pos = _ruv(buf, pos)
                    x157 = pos + sz156
                    if x157 > blen:
                        raise _bad_length(sz156, 'AlterClientQuotasResponse.Entries.Entity._tagged_fields', pos)
                    if uk154 is None:
                        uk154 = []
                    uk154.append((tg155, bytes(buf[pos:x157])))
                    pos = x157
                t148._unknown_tags = uk154
            ap147(t148)
        t142.entity = l146
        if buf[pos] == 0:
            pos += 1
            t142._unknown_tags = None
        else:
            nt158, pos = _ruv(buf, pos)
            if nt158 * 2 > blen - pos:
                raise _array_too_long(nt158, 'AlterClientQuotasResponse.Entries._tagged_fields', pos)
            uk159: list[tuple[int, bytes]] | None = None
            for _ in range(nt158):
                tg160, pos = _ruv(buf, pos)
                sz161, pos = _ruv(buf, pos)
                x162 = pos + sz161
                if x162 > blen:
                    raise _bad_length(sz161, 'AlterClientQuotasResponse.Entries._tagged_fields', pos)
                if uk159 is None:
                    uk159 = []
                uk159.append((tg160, bytes(buf[pos:x162])))
                pos = x162
            t142._unknown_tags = uk159
        ap141(t142)
    o.entries = l140
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt163, pos = _ruv(buf, pos)
        if nt163 * 2 > blen - pos:
            raise _array_too_long(nt163, 'AlterClientQuotasResponse._tagged_fields', pos)
        uk164: list[tuple[int, bytes]] | None = None
        for _ in range(nt163):
            tg165, pos = _ruv(buf, pos)
            sz166, pos = _ruv(buf, pos)
            x167 = pos + sz166
            if x167 > blen:
                raise _bad_length(sz166, 'AlterClientQuotasResponse._tagged_fields', pos)
            if uk164 is None:
                uk164 = []
            uk164.append((tg165, bytes(buf[pos:x167])))
            pos = x167
        o._unknown_tags = uk164
    return o, pos


AlterClientQuotasResponse._ENC = {0: _enc_AlterClientQuotasResponse_v0, 1: _enc_AlterClientQuotasResponse_v1}
AlterClientQuotasResponse._DEC = {0: _dec_AlterClientQuotasResponse_v0, 1: _dec_AlterClientQuotasResponse_v1}


_LINES = {
    228: 'AlterClientQuotasRequest.Entries',
    229: 'AlterClientQuotasRequest.Entries',
    230: 'AlterClientQuotasRequest.Entries',
    231: 'AlterClientQuotasRequest.Entries.Entity',
    232: 'AlterClientQuotasRequest.Entries.Entity',
    233: 'AlterClientQuotasRequest.Entries.Entity',
    234: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    235: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    236: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    237: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    238: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    239: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    240: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    241: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    242: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    243: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    244: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    245: 'AlterClientQuotasRequest.Entries.Ops',
    246: 'AlterClientQuotasRequest.Entries.Ops',
    247: 'AlterClientQuotasRequest.Entries.Ops',
    248: 'AlterClientQuotasRequest.Entries.Ops.Key',
    249: 'AlterClientQuotasRequest.Entries.Ops.Key',
    250: 'AlterClientQuotasRequest.Entries.Ops.Key',
    251: 'AlterClientQuotasRequest.Entries.Ops.Key',
    252: 'AlterClientQuotasRequest.Entries.Ops.Value,Remove',
    253: 'AlterClientQuotasRequest.ValidateOnly',
    260: 'AlterClientQuotasRequest.Entries',
    265: 'AlterClientQuotasRequest.Entries.Entity',
    270: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    275: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    278: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    279: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    284: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    287: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    291: 'AlterClientQuotasRequest.Entries.Ops',
    296: 'AlterClientQuotasRequest.Entries.Ops.Key',
    301: 'AlterClientQuotasRequest.Entries.Ops.Key',
    304: 'AlterClientQuotasRequest.Entries.Ops.Key',
    305: 'AlterClientQuotasRequest.Entries.Ops.Value,Remove',
    313: 'AlterClientQuotasRequest.ValidateOnly',
    322: 'AlterClientQuotasRequest.Entries',
    323: 'AlterClientQuotasRequest.Entries',
    324: 'AlterClientQuotasRequest.Entries',
    325: 'AlterClientQuotasRequest.Entries',
    326: 'AlterClientQuotasRequest.Entries.Entity',
    327: 'AlterClientQuotasRequest.Entries.Entity',
    328: 'AlterClientQuotasRequest.Entries.Entity',
    329: 'AlterClientQuotasRequest.Entries.Entity',
    330: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    331: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    332: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    333: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    334: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    335: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    336: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    337: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    338: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    339: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    340: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    341: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    342: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    343: 'AlterClientQuotasRequest.Entries.Entity._unknown_tags',
    344: 'AlterClientQuotasRequest.Entries.Entity',
    347: 'AlterClientQuotasRequest.Entries.Entity._unknown_tags',
    348: 'AlterClientQuotasRequest.Entries.Ops',
    349: 'AlterClientQuotasRequest.Entries.Ops',
    350: 'AlterClientQuotasRequest.Entries.Ops',
    351: 'AlterClientQuotasRequest.Entries.Ops',
    352: 'AlterClientQuotasRequest.Entries.Ops.Key',
    353: 'AlterClientQuotasRequest.Entries.Ops.Key',
    354: 'AlterClientQuotasRequest.Entries.Ops.Key',
    355: 'AlterClientQuotasRequest.Entries.Ops.Key',
    356: 'AlterClientQuotasRequest.Entries.Ops.Key',
    357: 'AlterClientQuotasRequest.Entries.Ops.Value,Remove',
    358: 'AlterClientQuotasRequest.Entries.Ops._unknown_tags',
    359: 'AlterClientQuotasRequest.Entries.Ops',
    362: 'AlterClientQuotasRequest.Entries.Ops._unknown_tags',
    363: 'AlterClientQuotasRequest.Entries._unknown_tags',
    364: 'AlterClientQuotasRequest.Entries',
    367: 'AlterClientQuotasRequest.Entries._unknown_tags',
    368: 'AlterClientQuotasRequest.ValidateOnly',
    369: 'AlterClientQuotasRequest._unknown_tags',
    370: 'AlterClientQuotasRequest',
    373: 'AlterClientQuotasRequest._unknown_tags',
    380: 'AlterClientQuotasRequest.Entries',
    384: 'AlterClientQuotasRequest.Entries',
    389: 'AlterClientQuotasRequest.Entries.Entity',
    393: 'AlterClientQuotasRequest.Entries.Entity',
    398: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    403: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    406: 'AlterClientQuotasRequest.Entries.Entity.EntityType',
    407: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    412: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    415: 'AlterClientQuotasRequest.Entries.Entity.EntityName',
    416: 'AlterClientQuotasRequest.Entries.Entity._tagged_fields',
    420: 'AlterClientQuotasRequest.Entries.Entity._tagged_fields',
    425: 'AlterClientQuotasRequest.Entries.Entity._tagged_fields',
    426: 'AlterClientQuotasRequest.Entries.Entity._tagged_fields',
    437: 'AlterClientQuotasRequest.Entries.Ops',
    441: 'AlterClientQuotasRequest.Entries.Ops',
    446: 'AlterClientQuotasRequest.Entries.Ops.Key',
    451: 'AlterClientQuotasRequest.Entries.Ops.Key',
    454: 'AlterClientQuotasRequest.Entries.Ops.Key',
    455: 'AlterClientQuotasRequest.Entries.Ops.Value,Remove',
    457: 'AlterClientQuotasRequest.Entries.Ops._tagged_fields',
    461: 'AlterClientQuotasRequest.Entries.Ops._tagged_fields',
    466: 'AlterClientQuotasRequest.Entries.Ops._tagged_fields',
    467: 'AlterClientQuotasRequest.Entries.Ops._tagged_fields',
    478: 'AlterClientQuotasRequest.Entries._tagged_fields',
    482: 'AlterClientQuotasRequest.Entries._tagged_fields',
    487: 'AlterClientQuotasRequest.Entries._tagged_fields',
    488: 'AlterClientQuotasRequest.Entries._tagged_fields',
    499: 'AlterClientQuotasRequest.ValidateOnly',
    501: 'AlterClientQuotasRequest._tagged_fields',
    505: 'AlterClientQuotasRequest._tagged_fields',
    510: 'AlterClientQuotasRequest._tagged_fields',
    511: 'AlterClientQuotasRequest._tagged_fields',
    663: 'AlterClientQuotasResponse.ThrottleTimeMs',
    664: 'AlterClientQuotasResponse.Entries',
    665: 'AlterClientQuotasResponse.Entries',
    666: 'AlterClientQuotasResponse.Entries',
    667: 'AlterClientQuotasResponse.Entries.ErrorCode',
    668: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    669: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    670: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    671: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    672: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    673: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    674: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    675: 'AlterClientQuotasResponse.Entries.Entity',
    676: 'AlterClientQuotasResponse.Entries.Entity',
    677: 'AlterClientQuotasResponse.Entries.Entity',
    678: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    679: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    680: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    681: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    682: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    683: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    684: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    685: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    686: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    687: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    688: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    695: 'AlterClientQuotasResponse.ThrottleTimeMs',
    697: 'AlterClientQuotasResponse.Entries',
    702: 'AlterClientQuotasResponse.Entries.ErrorCode',
    704: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    709: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    712: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    713: 'AlterClientQuotasResponse.Entries.Entity',
    718: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    723: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    726: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    727: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    732: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    735: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    749: 'AlterClientQuotasResponse.ThrottleTimeMs',
    750: 'AlterClientQuotasResponse.Entries',
    751: 'AlterClientQuotasResponse.Entries',
    752: 'AlterClientQuotasResponse.Entries',
    753: 'AlterClientQuotasResponse.Entries',
    754: 'AlterClientQuotasResponse.Entries.ErrorCode',
    755: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    756: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    757: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    758: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    759: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    760: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    761: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    762: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    763: 'AlterClientQuotasResponse.Entries.Entity',
    764: 'AlterClientQuotasResponse.Entries.Entity',
    765: 'AlterClientQuotasResponse.Entries.Entity',
    766: 'AlterClientQuotasResponse.Entries.Entity',
    767: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    768: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    769: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    770: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    771: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    772: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    773: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    774: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    775: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    776: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    777: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    778: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    779: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    780: 'AlterClientQuotasResponse.Entries.Entity._unknown_tags',
    781: 'AlterClientQuotasResponse.Entries.Entity',
    784: 'AlterClientQuotasResponse.Entries.Entity._unknown_tags',
    785: 'AlterClientQuotasResponse.Entries._unknown_tags',
    786: 'AlterClientQuotasResponse.Entries',
    789: 'AlterClientQuotasResponse.Entries._unknown_tags',
    790: 'AlterClientQuotasResponse._unknown_tags',
    791: 'AlterClientQuotasResponse',
    794: 'AlterClientQuotasResponse._unknown_tags',
    801: 'AlterClientQuotasResponse.ThrottleTimeMs',
    803: 'AlterClientQuotasResponse.Entries',
    807: 'AlterClientQuotasResponse.Entries',
    812: 'AlterClientQuotasResponse.Entries.ErrorCode',
    814: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    819: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    822: 'AlterClientQuotasResponse.Entries.ErrorMessage',
    823: 'AlterClientQuotasResponse.Entries.Entity',
    827: 'AlterClientQuotasResponse.Entries.Entity',
    832: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    837: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    840: 'AlterClientQuotasResponse.Entries.Entity.EntityType',
    841: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    846: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    849: 'AlterClientQuotasResponse.Entries.Entity.EntityName',
    850: 'AlterClientQuotasResponse.Entries.Entity._tagged_fields',
    854: 'AlterClientQuotasResponse.Entries.Entity._tagged_fields',
    859: 'AlterClientQuotasResponse.Entries.Entity._tagged_fields',
    860: 'AlterClientQuotasResponse.Entries.Entity._tagged_fields',
    871: 'AlterClientQuotasResponse.Entries._tagged_fields',
    875: 'AlterClientQuotasResponse.Entries._tagged_fields',
    880: 'AlterClientQuotasResponse.Entries._tagged_fields',
    881: 'AlterClientQuotasResponse.Entries._tagged_fields',
    892: 'AlterClientQuotasResponse._tagged_fields',
    896: 'AlterClientQuotasResponse._tagged_fields',
    901: 'AlterClientQuotasResponse._tagged_fields',
    902: 'AlterClientQuotasResponse._tagged_fields',
}
