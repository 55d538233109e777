# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeConfigsRequest.json, schemas/messages/DescribeConfigsResponse.json.
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

__all__ = ['DescribeConfigsRequest', 'DescribeConfigsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S___ = Struct('>??')
_S__b = Struct('>?b')
_S__b_ = Struct('>?b?')
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_i = Struct('>i')


class DescribeConfigsRequest(_Message):
    """DescribeConfigsRequest (request): API key 32; versions 1-4; flexible in 4; listeners: broker, controller."""

    __slots__ = ('resources', 'include_synonyms', 'include_documentation', '_unknown_tags')
    NAME = 'DescribeConfigsRequest'
    TYPE = 'request'
    API_KEY = 32
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (1, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    resources: list[DescribeConfigsRequest.DescribeConfigsResource]
    """Resources to describe.

    `Resources` ([]DescribeConfigsResource): versions 0+; default []."""
    include_synonyms: bool
    """Whether to return the synonyms of each config.

    `IncludeSynonyms` (bool): versions 1+; default False."""
    include_documentation: bool
    """Whether to return each config's documentation.

    `IncludeDocumentation` (bool): versions 3+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        resources: list[DescribeConfigsRequest.DescribeConfigsResource] = _EMPTY,
        include_synonyms: bool = False,
        include_documentation: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.resources = [] if resources is _EMPTY else resources
        self.include_synonyms = include_synonyms
        self.include_documentation = include_documentation
        self._unknown_tags = _unknown_tags

    class DescribeConfigsResource(_Message):
        """Resources to describe.

        DescribeConfigsResource (in DescribeConfigsRequest): versions 0+."""

        __slots__ = ('resource_type', 'resource_name', 'configuration_keys', '_unknown_tags')
        NAME = 'DescribeConfigsRequest.DescribeConfigsResource'

        resource_type: int
        """Kind of resource (2 topic, 4 broker, ...).

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Name of the resource.

        `ResourceName` (string): versions 0+; default ''."""
        configuration_keys: list[str] | None
        """Config keys to return, or null for all of them.

        `ConfigurationKeys` ([]string): versions 0+; nullable in 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            resource_type: int = 0,
            resource_name: str = '',
            configuration_keys: list[str] | None = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configuration_keys = [] if configuration_keys is _EMPTY else configuration_keys
            self._unknown_tags = _unknown_tags


_C_DescribeConfigsRequest_DescribeConfigsResource = DescribeConfigsRequest.DescribeConfigsResource
DescribeConfigsRequest.FIELDS = (
    _FI('Resources', 'resources', '[]DescribeConfigsResource', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeConfigsRequest_DescribeConfigsResource),
    _FI('IncludeSynonyms', 'include_synonyms', 'bool', (1, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('IncludeDocumentation', 'include_documentation', 'bool', (3, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_DescribeConfigsRequest_DescribeConfigsResource.FIELDS = (
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ConfigurationKeys', 'configuration_keys', '[]string', (0, 32767), (0, 32767), (1, 0), None, (), False, None),
)
_DEF_DescribeConfigsRequest_DescribeConfigsResource = _C_DescribeConfigsRequest_DescribeConfigsResource()

def _mk_DescribeConfigsRequest_DescribeConfigsResource() -> DescribeConfigsRequest.DescribeConfigsResource:
    o = _new(_C_DescribeConfigsRequest_DescribeConfigsResource)
    o.resource_type = 0
    o.resource_name = ''
    o.configuration_keys = []
    o._unknown_tags = None
    return o


def _enc_DescribeConfigsRequest_v1(o: DescribeConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.resources
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        a(_S_b.pack(e2.resource_type))
        s3 = e2.resource_name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        l6 = e2.configuration_keys
        if l6 is None:
            a(_NULL4)
        else:
            a(_S_i.pack(len(l6)))
            for e7 in l6:
                s8 = e7
                b9 = s8.encode()
                a(_S_h.pack(len(b9)))
                a(b9)
    a(_S__.pack(o.include_synonyms))
    if o.include_documentation != False:
        raise _unsupported_field('DescribeConfigsRequest', 'IncludeDocumentation', 1)
    return b''.join(parts)


def _dec_DescribeConfigsRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeConfigsRequest, int]:
    blen = len(buf)
    o = _new(DescribeConfigsRequest)
    n11, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsRequest.Resources')
    l12: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    ap13 = l12.append
    for _ in range(n11):
        t14 = _new(_C_DescribeConfigsRequest_DescribeConfigsResource)
        t14.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n15, = _S_h.unpack_from(buf, pos)
        if n15 >= 0:
            x16 = pos + 2 + n15
            if x16 > blen:
                raise _bad_length(n15, 'DescribeConfigsRequest.Resources.ResourceName', pos)
            t14.resource_name = str(buf[pos + 2:x16], 'utf-8')
            pos = x16
        else:
            t14.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsRequest.Resources.ResourceName')
        n17, pos = _read_array_len(buf, pos, False, True, 1, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
        if n17 < 0:
            t14.configuration_keys = None
        else:
            l18: list[str] = []
            ap19 = l18.append
            for _ in range(n17):
                n21, = _S_h.unpack_from(buf, pos)
                if n21 >= 0:
                    x22 = pos + 2 + n21
                    if x22 > blen:
                        raise _bad_length(n21, 'DescribeConfigsRequest.Resources.ConfigurationKeys', pos)
                    v20 = str(buf[pos + 2:x22], 'utf-8')
                    pos = x22
                else:
                    v20, pos = _read_string(buf, pos, False, False, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
                ap19(v20)
            t14.configuration_keys = l18
        t14._unknown_tags = None
        ap13(t14)
    o.resources = l12
    o.include_synonyms, = _S__.unpack_from(buf, pos)
    pos += 1
    o.include_documentation = False
    o._unknown_tags = None
    return o, pos


def _enc_DescribeConfigsRequest_v2(o: DescribeConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l23 = o.resources
    a(_S_i.pack(len(l23)))
    for e24 in l23:
        a(_S_b.pack(e24.resource_type))
        s25 = e24.resource_name
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
        l28 = e24.configuration_keys
        if l28 is None:
            a(_NULL4)
        else:
            a(_S_i.pack(len(l28)))
            for e29 in l28:
                s30 = e29
                b31 = s30.encode()
                a(_S_h.pack(len(b31)))
                a(b31)
    a(_S__.pack(o.include_synonyms))
    if o.include_documentation != False:
        raise _unsupported_field('DescribeConfigsRequest', 'IncludeDocumentation', 2)
    return b''.join(parts)


def _dec_DescribeConfigsRequest_v2(buf: _Buffer, pos: int) -> tuple[DescribeConfigsRequest, int]:
    blen = len(buf)
    o = _new(DescribeConfigsRequest)
    n33, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsRequest.Resources')
    l34: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    ap35 = l34.append
    for _ in range(n33):
        t36 = _new(_C_DescribeConfigsRequest_DescribeConfigsResource)
        t36.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n37, = _S_h.unpack_from(buf, pos)
        if n37 >= 0:
            x38 = pos + 2 + n37
            if x38 > blen:
                raise _bad_length(n37, 'DescribeConfigsRequest.Resources.ResourceName', pos)
            t36.resource_name = str(buf[pos + 2:x38], 'utf-8')
            pos = x38
        else:
            t36.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsRequest.Resources.ResourceName')
        n39, pos = _read_array_len(buf, pos, False, True, 1, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
        if n39 < 0:
            t36.configuration_keys = None
        else:
            l40: list[str] = []
            ap41 = l40.append
            for _ in range(n39):
                n43, = _S_h.unpack_from(buf, pos)
                if n43 >= 0:
                    x44 = pos + 2 + n43
                    if x44 > blen:
                        raise _bad_length(n43, 'DescribeConfigsRequest.Resources.ConfigurationKeys', pos)
                    v42 = str(buf[pos + 2:x44], 'utf-8')
                    pos = x44
                else:
                    v42, pos = _read_string(buf, pos, False, False, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
                ap41(v42)
            t36.configuration_keys = l40
        t36._unknown_tags = None
        ap35(t36)
    o.resources = l34
    o.include_synonyms, = _S__.unpack_from(buf, pos)
    pos += 1
    o.include_documentation = False
    o._unknown_tags = None
    return o, pos


def _enc_DescribeConfigsRequest_v3(o: DescribeConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l45 = o.resources
    a(_S_i.pack(len(l45)))
    for e46 in l45:
        a(_S_b.pack(e46.resource_type))
        s47 = e46.resource_name
        b48 = s47.encode()
        a(_S_h.pack(len(b48)))
        a(b48)
        l50 = e46.configuration_keys
        if l50 is None:
            a(_NULL4)
        else:
            a(_S_i.pack(len(l50)))
            for e51 in l50:
                s52 = e51
                b53 = s52.encode()
                a(_S_h.pack(len(b53)))
                a(b53)
    a(_S___.pack(o.include_synonyms, o.include_documentation))
    return b''.join(parts)


def _dec_DescribeConfigsRequest_v3(buf: _Buffer, pos: int) -> tuple[DescribeConfigsRequest, int]:
    blen = len(buf)
    o = _new(DescribeConfigsRequest)
    n55, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsRequest.Resources')
    l56: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    ap57 = l56.append
    for _ in range(n55):
        t58 = _new(_C_DescribeConfigsRequest_DescribeConfigsResource)
        t58.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n59, = _S_h.unpack_from(buf, pos)
        if n59 >= 0:
            x60 = pos + 2 + n59
            if x60 > blen:
                raise _bad_length(n59, 'DescribeConfigsRequest.Resources.ResourceName', pos)
            t58.resource_name = str(buf[pos + 2:x60], 'utf-8')
            pos = x60
        else:
            t58.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsRequest.Resources.ResourceName')
        n61, pos = _read_array_len(buf, pos, False, True, 1, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
        if n61 < 0:
            t58.configuration_keys = None
        else:
            l62: list[str] = []
            ap63 = l62.append
            for _ in range(n61):
                n65, = _S_h.unpack_from(buf, pos)
                if n65 >= 0:
                    x66 = pos + 2 + n65
                    if x66 > blen:
                        raise _bad_length(n65, 'DescribeConfigsRequest.Resources.ConfigurationKeys', pos)
                    v64 = str(buf[pos + 2:x66], 'utf-8')
                    pos = x66
                else:
                    v64, pos = _read_string(buf, pos, False, False, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
                ap63(v64)
            t58.configuration_keys = l62
        t58._unknown_tags = None
        ap57(t58)
    o.resources = l56
    o.include_synonyms, o.include_documentation = _S___.unpack_from(buf, pos)
    pos += 2
    o._unknown_tags = None
    return o, pos


def _enc_DescribeConfigsRequest_v4(o: DescribeConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l67 = o.resources
    n68 = len(l67) + 1
    a(_UV[n68] if n68 < 128 else _uv(n68))
    for e69 in l67:
        a(_S_b.pack(e69.resource_type))
        s70 = e69.resource_name
        b71 = s70.encode()
        n72 = len(b71) + 1
        a(_UV[n72] if n72 < 128 else _uv(n72))
        a(b71)
        l73 = e69.configuration_keys
        if l73 is None:
            a(_H0)
        else:
            n74 = len(l73) + 1
            a(_UV[n74] if n74 < 128 else _uv(n74))
            for e75 in l73:
                s76 = e75
                b77 = s76.encode()
                n78 = len(b77) + 1
                a(_UV[n78] if n78 < 128 else _uv(n78))
                a(b77)
        u79 = e69._unknown_tags
        if u79 is None:
            a(_H0)
        else:
            _write_tags(a, None, u79)
    a(_S___.pack(o.include_synonyms, o.include_documentation))
    u80 = o._unknown_tags
    if u80 is None:
        a(_H0)
    else:
        _write_tags(a, None, u80)
    return b''.join(parts)


def _dec_DescribeConfigsRequest_v4(buf: _Buffer, pos: int) -> tuple[DescribeConfigsRequest, int]:
    blen = len(buf)
    o = _new(DescribeConfigsRequest)
    n81 = buf[pos] - 1
    if 0 <= n81 < 127:
        pos += 1
    else:
        n81, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeConfigsRequest.Resources')
    l82: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    ap83 = l82.append
    for _ in range(n81):
        t84 = _new(_C_DescribeConfigsRequest_DescribeConfigsResource)
        t84.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n85 = buf[pos] - 1
        if 0 <= n85 < 127:
            x86 = pos + 1 + n85
            if x86 > blen:
                raise _bad_length(n85, 'DescribeConfigsRequest.Resources.ResourceName', pos)
            t84.resource_name = str(buf[pos + 1:x86], 'utf-8')
            pos = x86
        else:
            t84.resource_name, pos = _read_string(buf, pos, True, False, 'DescribeConfigsRequest.Resources.ResourceName')
        n87 = buf[pos] - 1
        if -1 <= n87 < 127:
            pos += 1
        else:
            n87, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
        if n87 < 0:
            t84.configuration_keys = None
        else:
            l88: list[str] = []
            ap89 = l88.append
            for _ in range(n87):
                n91 = buf[pos] - 1
                if 0 <= n91 < 127:
                    x92 = pos + 1 + n91
                    if x92 > blen:
                        raise _bad_length(n91, 'DescribeConfigsRequest.Resources.ConfigurationKeys', pos)
                    v90 = str(buf[pos + 1:x92], 'utf-8')
                    pos = x92
                else:
                    v90, pos = _read_string(buf, pos, True, False, 'DescribeConfigsRequest.Resources.ConfigurationKeys')
                ap89(v90)
            t84.configuration_keys = l88
        if buf[pos] == 0:
            pos += 1
            t84._unknown_tags = None
        else:
            nt93, pos = _ruv(buf, pos)
            if nt93 * 2 > blen - pos:
                raise _array_too_long(nt93, 'DescribeConfigsRequest.Resources._tagged_fields', pos)
            uk94: list[tuple[int, bytes]] | None = None
            for _ in range(nt93):
                tg95, pos = _ruv(buf, pos)
                sz96, pos = _ruv(buf, pos)
                x97 = pos + sz96
                if x97 > blen:
                    raise _bad_length(sz96, 'DescribeConfigsRequest.Resources._tagged_fields', pos)
                if uk94 is None:
                    uk94 = []
                uk94.append((tg95, bytes(buf[pos:x97])))
                pos = x97
            t84._unknown_tags = uk94
        ap83(t84)
    o.resources = l82
    o.include_synonyms, o.include_documentation = _S___.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt98, pos = _ruv(buf, pos)
        if nt98 * 2 > blen - pos:
            raise _array_too_long(nt98, 'DescribeConfigsRequest._tagged_fields', pos)
        uk99: list[tuple[int, bytes]] | None = None
        for _ in range(nt98):
            tg100, pos = _ruv(buf, pos)
            sz101, pos = _ruv(buf, pos)
            x102 = pos + sz101
            if x102 > blen:
                raise _bad_length(sz101, 'DescribeConfigsRequest._tagged_fields', pos)
            if uk99 is None:
                uk99 = []
            uk99.append((tg100, bytes(buf[pos:x102])))
            pos = x102
        o._unknown_tags = uk99
    return o, pos


DescribeConfigsRequest._ENC = {1: _enc_DescribeConfigsRequest_v1, 2: _enc_DescribeConfigsRequest_v2, 3: _enc_DescribeConfigsRequest_v3, 4: _enc_DescribeConfigsRequest_v4}
DescribeConfigsRequest._DEC = {1: _dec_DescribeConfigsRequest_v1, 2: _dec_DescribeConfigsRequest_v2, 3: _dec_DescribeConfigsRequest_v3, 4: _dec_DescribeConfigsRequest_v4}


class DescribeConfigsResponse(_Message):
    """DescribeConfigsResponse (response): API key 32; versions 1-4; flexible in 4."""

    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'DescribeConfigsResponse'
    TYPE = 'response'
    API_KEY = 32
    VALID_VERSIONS = (1, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    results: list[DescribeConfigsResponse.DescribeConfigsResult]
    """Outcome for each resource.

    `Results` ([]DescribeConfigsResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        results: list[DescribeConfigsResponse.DescribeConfigsResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class DescribeConfigsResult(_Message):
        """Outcome for each resource.

        DescribeConfigsResult (in DescribeConfigsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'configs', '_unknown_tags')
        NAME = 'DescribeConfigsResponse.DescribeConfigsResult'

        error_code: int
        """Error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        resource_type: int
        """Kind of resource.

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Name of the resource.

        `ResourceName` (string): versions 0+; default ''."""
        configs: list[DescribeConfigsResponse.DescribeConfigsResourceResult]
        """The resource's configs.

        `Configs` ([]DescribeConfigsResourceResult): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = '',
            resource_type: int = 0,
            resource_name: str = '',
            configs: list[DescribeConfigsResponse.DescribeConfigsResourceResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class DescribeConfigsResourceResult(_Message):
        """The resource's configs.

        DescribeConfigsResourceResult (in DescribeConfigsResponse): versions 0+."""

        __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_default', 'is_sensitive', 'synonyms', 'config_type', 'documentation', '_unknown_tags')
        NAME = 'DescribeConfigsResponse.DescribeConfigsResourceResult'

        name: str
        """Config key.

        `Name` (string): versions 0+; default ''."""
        value: str | None
        """Config value (null if sensitive or unset).

        `Value` (string): versions 0+; nullable in 0+; default ''."""
        read_only: bool
        """Whether the config cannot be changed.

        `ReadOnly` (bool): versions 0+; default False."""
        config_source: int
        """Where the value comes from.

        `ConfigSource` (int8): versions 1+; default -1; ignorable."""
        is_default: bool
        """Whether the value is the default (v0 only).

        `IsDefault` (bool): versions 0; default False."""
        is_sensitive: bool
        """Whether the value is sensitive (and hidden).

        `IsSensitive` (bool): versions 0+; default False."""
        synonyms: list[DescribeConfigsResponse.DescribeConfigsSynonym]
        """Other definitions of this config, in precedence order.

        `Synonyms` ([]DescribeConfigsSynonym): versions 1+; default []; ignorable."""
        config_type: int
        """Data type of the config (BOOLEAN, STRING, INT, SHORT, LONG, DOUBLE, LIST, CLASS, PASSWORD).

        `ConfigType` (int8): versions 3+; default 0; ignorable."""
        documentation: str | None
        """Description of the config.

        `Documentation` (string): versions 3+; nullable in 0+; default ''; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            value: str | None = '',
            read_only: bool = False,
            config_source: int = -1,
            is_default: bool = False,
            is_sensitive: bool = False,
            synonyms: list[DescribeConfigsResponse.DescribeConfigsSynonym] = _EMPTY,
            config_type: int = 0,
            documentation: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.value = value
            self.read_only = read_only
            self.config_source = config_source
            self.is_default = is_default
            self.is_sensitive = is_sensitive
            self.synonyms = [] if synonyms is _EMPTY else synonyms
            self.config_type = config_type
            self.documentation = documentation
            self._unknown_tags = _unknown_tags

    class DescribeConfigsSynonym(_Message):
        """Other definitions of this config, in precedence order.

        DescribeConfigsSynonym (in DescribeConfigsResponse): versions 1+."""

        __slots__ = ('name', 'value', 'source', '_unknown_tags')
        NAME = 'DescribeConfigsResponse.DescribeConfigsSynonym'

        name: str
        """Synonym key.

        `Name` (string): versions 1+; default ''."""
        value: str | None
        """Synonym value.

        `Value` (string): versions 1+; nullable in 0+; default ''."""
        source: int
        """Where the synonym is defined.

        `Source` (int8): versions 1+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            value: str | None = '',
            source: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.value = value
            self.source = source
            self._unknown_tags = _unknown_tags


_C_DescribeConfigsResponse_DescribeConfigsResult = DescribeConfigsResponse.DescribeConfigsResult
_C_DescribeConfigsResponse_DescribeConfigsResourceResult = DescribeConfigsResponse.DescribeConfigsResourceResult
_C_DescribeConfigsResponse_DescribeConfigsSynonym = DescribeConfigsResponse.DescribeConfigsSynonym
DescribeConfigsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Results', 'results', '[]DescribeConfigsResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeConfigsResponse_DescribeConfigsResult),
)
_C_DescribeConfigsResponse_DescribeConfigsResult.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Configs', 'configs', '[]DescribeConfigsResourceResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeConfigsResponse_DescribeConfigsResourceResult),
)
_C_DescribeConfigsResponse_DescribeConfigsResourceResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('ReadOnly', 'read_only', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('ConfigSource', 'config_source', 'int8', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('IsDefault', 'is_default', 'bool', (0, 0), (1, 0), (1, 0), None, False, False, None),
    _FI('IsSensitive', 'is_sensitive', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('Synonyms', 'synonyms', '[]DescribeConfigsSynonym', (1, 32767), (1, 0), (1, 0), None, (), True, _C_DescribeConfigsResponse_DescribeConfigsSynonym),
    _FI('ConfigType', 'config_type', 'int8', (3, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Documentation', 'documentation', 'string', (3, 32767), (0, 32767), (1, 0), None, '', True, None),
)
_C_DescribeConfigsResponse_DescribeConfigsSynonym.FIELDS = (
    _FI('Name', 'name', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'string', (1, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Source', 'source', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeConfigsResponse_DescribeConfigsResult = _C_DescribeConfigsResponse_DescribeConfigsResult()
_DEF_DescribeConfigsResponse_DescribeConfigsResourceResult = _C_DescribeConfigsResponse_DescribeConfigsResourceResult()
_DEF_DescribeConfigsResponse_DescribeConfigsSynonym = _C_DescribeConfigsResponse_DescribeConfigsSynonym()

def _mk_DescribeConfigsResponse_DescribeConfigsResult() -> DescribeConfigsResponse.DescribeConfigsResult:
    o = _new(_C_DescribeConfigsResponse_DescribeConfigsResult)
    o.error_code = 0
    o.error_message = ''
    o.resource_type = 0
    o.resource_name = ''
    o.configs = []
    o._unknown_tags = None
    return o

def _mk_DescribeConfigsResponse_DescribeConfigsResourceResult() -> DescribeConfigsResponse.DescribeConfigsResourceResult:
    o = _new(_C_DescribeConfigsResponse_DescribeConfigsResourceResult)
    o.name = ''
    o.value = ''
    o.read_only = False
    o.config_source = -1
    o.is_default = False
    o.is_sensitive = False
    o.synonyms = []
    o.config_type = 0
    o.documentation = ''
    o._unknown_tags = None
    return o

def _mk_DescribeConfigsResponse_DescribeConfigsSynonym() -> DescribeConfigsResponse.DescribeConfigsSynonym:
    o = _new(_C_DescribeConfigsResponse_DescribeConfigsSynonym)
    o.name = ''
    o.value = ''
    o.source = 0
    o._unknown_tags = None
    return o


def _enc_DescribeConfigsResponse_v1(o: DescribeConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l103 = o.results
    a(_S_i.pack(len(l103)))
    for e104 in l103:
        a(_S_h.pack(e104.error_code))
        s105 = e104.error_message
        if s105 is None:
            a(b'\xff\xff')
        else:
            b106 = s105.encode()
            a(_S_h.pack(len(b106)))
            a(b106)
        a(_S_b.pack(e104.resource_type))
        s108 = e104.resource_name
        b109 = s108.encode()
        a(_S_h.pack(len(b109)))
        a(b109)
        l111 = e104.configs
        a(_S_i.pack(len(l111)))
        for e112 in l111:
            s113 = e112.name
            b114 = s113.encode()
            a(_S_h.pack(len(b114)))
            a(b114)
            s116 = e112.value
            if s116 is None:
                a(b'\xff\xff')
            else:
                b117 = s116.encode()
                a(_S_h.pack(len(b117)))
                a(b117)
            a(_S__b.pack(e112.read_only, e112.config_source))
            if e112.is_default != False:
                raise _unsupported_field('DescribeConfigsResponse', 'Results.Configs.IsDefault', 1)
            a(_S__.pack(e112.is_sensitive))
            l119 = e112.synonyms
            a(_S_i.pack(len(l119)))
            for e120 in l119:
                s121 = e120.name
                b122 = s121.encode()
                a(_S_h.pack(len(b122)))
                a(b122)
                s124 = e120.value
                if s124 is None:
                    a(b'\xff\xff')
                else:
                    b125 = s124.encode()
                    a(_S_h.pack(len(b125)))
                    a(b125)
                a(_S_b.pack(e120.source))
    return b''.join(parts)


def _dec_DescribeConfigsResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeConfigsResponse, int]:
    blen = len(buf)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n127, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results')
    l128: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    ap129 = l128.append
    for _ in range(n127):
        t130 = _new(_C_DescribeConfigsResponse_DescribeConfigsResult)
        t130.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n131, = _S_h.unpack_from(buf, pos)
        if n131 >= 0:
            x132 = pos + 2 + n131
            if x132 > blen:
                raise _bad_length(n131, 'DescribeConfigsResponse.Results.ErrorMessage', pos)
            t130.error_message = str(buf[pos + 2:x132], 'utf-8')
            pos = x132
        else:
            t130.error_message, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.ErrorMessage')
        t130.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n133, = _S_h.unpack_from(buf, pos)
        if n133 >= 0:
            x134 = pos + 2 + n133
            if x134 > blen:
                raise _bad_length(n133, 'DescribeConfigsResponse.Results.ResourceName', pos)
            t130.resource_name = str(buf[pos + 2:x134], 'utf-8')
            pos = x134
        else:
            t130.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.ResourceName')
        n135, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results.Configs')
        l136: list[DescribeConfigsResponse.DescribeConfigsResourceResult] = []
        ap137 = l136.append
        for _ in range(n135):
            t138 = _new(_C_DescribeConfigsResponse_DescribeConfigsResourceResult)
            n139, = _S_h.unpack_from(buf, pos)
            if n139 >= 0:
                x140 = pos + 2 + n139
                if x140 > blen:
                    raise _bad_length(n139, 'DescribeConfigsResponse.Results.Configs.Name', pos)
                t138.name = str(buf[pos + 2:x140], 'utf-8')
                pos = x140
            else:
                t138.name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.Configs.Name')
            n141, = _S_h.unpack_from(buf, pos)
            if n141 >= 0:
                x142 = pos + 2 + n141
                if x142 > blen:
                    raise _bad_length(n141, 'DescribeConfigsResponse.Results.Configs.Value', pos)
                t138.value = str(buf[pos + 2:x142], 'utf-8')
                pos = x142
            else:
                t138.value, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Value')
            t138.read_only, t138.config_source, t138.is_sensitive = _S__b_.unpack_from(buf, pos)
            pos += 3
            n143, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results.Configs.Synonyms')
            l144: list[DescribeConfigsResponse.DescribeConfigsSynonym] = []
            ap145 = l144.append
            for _ in range(n143):
                t146 = _new(_C_DescribeConfigsResponse_DescribeConfigsSynonym)
                n147, = _S_h.unpack_from(buf, pos)
                if n147 >= 0:
                    x148 = pos + 2 + n147
                    if x148 > blen:
                        raise _bad_length(n147, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name', pos)
                    t146.name = str(buf[pos + 2:x148], 'utf-8')
                    pos = x148
                else:
                    t146.name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name')
                n149, = _S_h.unpack_from(buf, pos)
                if n149 >= 0:
                    x150 = pos + 2 + n149
                    if x150 > blen:
                        raise _bad_length(n149, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value', pos)
                    t146.value = str(buf[pos + 2:x150], 'utf-8')
                    pos = x150
                else:
                    t146.value, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value')
                t146.source, = _S_b.unpack_from(buf, pos)
                pos += 1
                t146._unknown_tags = None
                ap145(t146)
            t138.synonyms = l144
            t138.is_default = False
            t138.config_type = 0
            t138.documentation = ''
            t138._unknown_tags = None
            ap137(t138)
        t130.configs = l136
        t130._unknown_tags = None
        ap129(t130)
    o.results = l128
    o._unknown_tags = None
    return o, pos


def _enc_DescribeConfigsResponse_v2(o: DescribeConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l151 = o.results
    a(_S_i.pack(len(l151)))
    for e152 in l151:
        a(_S_h.pack(e152.error_code))
        s153 = e152.error_message
        if s153 is None:
            a(b'\xff\xff')
        else:
            b154 = s153.encode()
            a(_S_h.pack(len(b154)))
            a(b154)
        a(_S_b.pack(e152.resource_type))
        s156 = e152.resource_name
        b157 = s156.encode()
        a(_S_h.pack(len(b157)))
        a(b157)
        l159 = e152.configs
        a(_S_i.pack(len(l159)))
        for e160 in l159:
            s161 = e160.name
            b162 = s161.encode()
            a(_S_h.pack(len(b162)))
            a(b162)
            s164 = e160.value
            if s164 is None:
                a(b'\xff\xff')
            else:
                b165 = s164.encode()
                a(_S_h.pack(len(b165)))
                a(b165)
            a(_S__b.pack(e160.read_only, e160.config_source))
            if e160.is_default != False:
                raise _unsupported_field('DescribeConfigsResponse', 'Results.Configs.IsDefault', 2)
            a(_S__.pack(e160.is_sensitive))
            l167 = e160.synonyms
            a(_S_i.pack(len(l167)))
            for e168 in l167:
                s169 = e168.name
                b170 = s169.encode()
                a(_S_h.pack(len(b170)))
                a(b170)
                s172 = e168.value
                if s172 is None:
                    a(b'\xff\xff')
                else:
                    b173 = s172.encode()
                    a(_S_h.pack(len(b173)))
                    a(b173)
                a(_S_b.pack(e168.source))
    return b''.join(parts)


def _dec_DescribeConfigsResponse_v2(buf: _Buffer, pos: int) -> tuple[DescribeConfigsResponse, int]:
    blen = len(buf)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n175, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results')
    l176: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    ap177 = l176.append
    for _ in range(n175):
        t178 = _new(_C_DescribeConfigsResponse_DescribeConfigsResult)
        t178.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n179, = _S_h.unpack_from(buf, pos)
        if n179 >= 0:
            x180 = pos + 2 + n179
            if x180 > blen:
                raise _bad_length(n179, 'DescribeConfigsResponse.Results.ErrorMessage', pos)
            t178.error_message = str(buf[pos + 2:x180], 'utf-8')
            pos = x180
        else:
            t178.error_message, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.ErrorMessage')
        t178.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n181, = _S_h.unpack_from(buf, pos)
        if n181 >= 0:
            x182 = pos + 2 + n181
            if x182 > blen:
                raise _bad_length(n181, 'DescribeConfigsResponse.Results.ResourceName', pos)
            t178.resource_name = str(buf[pos + 2:x182], 'utf-8')
            pos = x182
        else:
            t178.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.ResourceName')
        n183, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results.Configs')
        l184: list[DescribeConfigsResponse.DescribeConfigsResourceResult] = []
        ap185 = l184.append
        for _ in range(n183):
            t186 = _new(_C_DescribeConfigsResponse_DescribeConfigsResourceResult)
            n187, = _S_h.unpack_from(buf, pos)
            if n187 >= 0:
                x188 = pos + 2 + n187
                if x188 > blen:
                    raise _bad_length(n187, 'DescribeConfigsResponse.Results.Configs.Name', pos)
                t186.name = str(buf[pos + 2:x188], 'utf-8')
                pos = x188
            else:
                t186.name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.Configs.Name')
            n189, = _S_h.unpack_from(buf, pos)
            if n189 >= 0:
                x190 = pos + 2 + n189
                if x190 > blen:
                    raise _bad_length(n189, 'DescribeConfigsResponse.Results.Configs.Value', pos)
                t186.value = str(buf[pos + 2:x190], 'utf-8')
                pos = x190
            else:
                t186.value, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Value')
            t186.read_only, t186.config_source, t186.is_sensitive = _S__b_.unpack_from(buf, pos)
            pos += 3
            n191, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results.Configs.Synonyms')
            l192: list[DescribeConfigsResponse.DescribeConfigsSynonym] = []
            ap193 = l192.append
            for _ in range(n191):
                t194 = _new(_C_DescribeConfigsResponse_DescribeConfigsSynonym)
                n195, = _S_h.unpack_from(buf, pos)
                if n195 >= 0:
                    x196 = pos + 2 + n195
                    if x196 > blen:
                        raise _bad_length(n195, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name', pos)
                    t194.name = str(buf[pos + 2:x196], 'utf-8')
                    pos = x196
                else:
                    t194.name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name')
                n197, = _S_h.unpack_from(buf, pos)
                if n197 >= 0:
                    x198 = pos + 2 + n197
                    if x198 > blen:
                        raise _bad_length(n197, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value', pos)
                    t194.value = str(buf[pos + 2:x198], 'utf-8')
                    pos = x198
                else:
                    t194.value, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value')
                t194.source, = _S_b.unpack_from(buf, pos)
                pos += 1
                t194._unknown_tags = None
                ap193(t194)
            t186.synonyms = l192
            t186.is_default = False
            t186.config_type = 0
            t186.documentation = ''
            t186._unknown_tags = None
            ap185(t186)
        t178.configs = l184
        t178._unknown_tags = None
        ap177(t178)
    o.results = l176
    o._unknown_tags = None
    return o, pos


def _enc_DescribeConfigsResponse_v3(o: DescribeConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l199 = o.results
    a(_S_i.pack(len(l199)))
    for e200 in l199:
        a(_S_h.pack(e200.error_code))
        s201 = e200.error_message
        if s201 is None:
            a(b'\xff\xff')
        else:
            b202 = s201.encode()
            a(_S_h.pack(len(b202)))
            a(b202)
        a(_S_b.pack(e200.resource_type))
        s204 = e200.resource_name
        b205 = s204.encode()
        a(_S_h.pack(len(b205)))
        a(b205)
        l207 = e200.configs
        a(_S_i.pack(len(l207)))
        for e208 in l207:
            s209 = e208.name
            b210 = s209.encode()
            a(_S_h.pack(len(b210)))
            a(b210)
            s212 = e208.value
            if s212 is None:
                a(b'\xff\xff')
            else:
                b213 = s212.encode()
                a(_S_h.pack(len(b213)))
                a(b213)
            a(_S__b.pack(e208.read_only, e208.config_source))
            if e208.is_default != False:
                raise _unsupported_field('DescribeConfigsResponse', 'Results.Configs.IsDefault', 3)
            a(_S__.pack(e208.is_sensitive))
            l215 = e208.synonyms
            a(_S_i.pack(len(l215)))
            for e216 in l215:
                s217 = e216.name
                b218 = s217.encode()
                a(_S_h.pack(len(b218)))
                a(b218)
                s220 = e216.value
                if s220 is None:
                    a(b'\xff\xff')
                else:
                    b221 = s220.encode()
                    a(_S_h.pack(len(b221)))
                    a(b221)
                a(_S_b.pack(e216.source))
            a(_S_b.pack(e208.config_type))
            s223 = e208.documentation
            if s223 is None:
                a(b'\xff\xff')
            else:
                b224 = s223.encode()
                a(_S_h.pack(len(b224)))
                a(b224)
    return b''.join(parts)


def _dec_DescribeConfigsResponse_v3(buf: _Buffer, pos: int) -> tuple[DescribeConfigsResponse, int]:
    blen = len(buf)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n226, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results')
    l227: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    ap228 = l227.append
    for _ in range(n226):
        t229 = _new(_C_DescribeConfigsResponse_DescribeConfigsResult)
        t229.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n230, = _S_h.unpack_from(buf, pos)
        if n230 >= 0:
            x231 = pos + 2 + n230
            if x231 > blen:
                raise _bad_length(n230, 'DescribeConfigsResponse.Results.ErrorMessage', pos)
            t229.error_message = str(buf[pos + 2:x231], 'utf-8')
            pos = x231
        else:
            t229.error_message, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.ErrorMessage')
        t229.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n232, = _S_h.unpack_from(buf, pos)
        if n232 >= 0:
            x233 = pos + 2 + n232
            if x233 > blen:
                raise _bad_length(n232, 'DescribeConfigsResponse.Results.ResourceName', pos)
            t229.resource_name = str(buf[pos + 2:x233], 'utf-8')
            pos = x233
        else:
            t229.resource_name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.ResourceName')
        n234, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results.Configs')
        l235: list[DescribeConfigsResponse.DescribeConfigsResourceResult] = []
        ap236 = l235.append
        for _ in range(n234):
            t237 = _new(_C_DescribeConfigsResponse_DescribeConfigsResourceResult)
            n238, = _S_h.unpack_from(buf, pos)
            if n238 >= 0:
                x239 = pos + 2 + n238
                if x239 > blen:
                    raise _bad_length(n238, 'DescribeConfigsResponse.Results.Configs.Name', pos)
                t237.name = str(buf[pos + 2:x239], 'utf-8')
                pos = x239
            else:
                t237.name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.Configs.Name')
            n240, = _S_h.unpack_from(buf, pos)
            if n240 >= 0:
                x241 = pos + 2 + n240
                if x241 > blen:
                    raise _bad_length(n240, 'DescribeConfigsResponse.Results.Configs.Value', pos)
                t237.value = str(buf[pos + 2:x241], 'utf-8')
                pos = x241
            else:
                t237.value, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Value')
            t237.read_only, t237.config_source, t237.is_sensitive = _S__b_.unpack_from(buf, pos)
            pos += 3
            n242, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeConfigsResponse.Results.Configs.Synonyms')
            l243: list[DescribeConfigsResponse.DescribeConfigsSynonym] = []
            ap244 = l243.append
            for _ in range(n242):
                t245 = _new(_C_DescribeConfigsResponse_DescribeConfigsSynonym)
                n246, = _S_h.unpack_from(buf, pos)
                if n246 >= 0:
                    x247 = pos + 2 + n246
                    if x247 > blen:
                        raise _bad_length(n246, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name', pos)
                    t245.name = str(buf[pos + 2:x247], 'utf-8')
                    pos = x247
                else:
                    t245.name, pos = _read_string(buf, pos, False, False, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name')
                n248, = _S_h.unpack_from(buf, pos)
                if n248 >= 0:
                    x249 = pos + 2 + n248
                    if x249 > blen:
                        raise _bad_length(n248, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value', pos)
                    t245.value = str(buf[pos + 2:x249], 'utf-8')
                    pos = x249
                else:
                    t245.value, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value')
                t245.source, = _S_b.unpack_from(buf, pos)
                pos += 1
                t245._unknown_tags = None
                ap244(t245)
            t237.synonyms = l243
            t237.config_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n250, = _S_h.unpack_from(buf, pos)
            if n250 >= 0:
                x251 = pos + 2 + n250
                if x251 > blen:
                    raise _bad_length(n250, 'DescribeConfigsResponse.Results.Configs.Documentation', pos)
                t237.documentation = str(buf[pos + 2:x251], 'utf-8')
                pos = x251
            else:
                t237.documentation, pos = _read_string(buf, pos, False, True, 'DescribeConfigsResponse.Results.Configs.Documentation')
            t237.is_default = False
            t237._unknown_tags = None
            ap236(t237)
        t229.configs = l235
        t229._unknown_tags = None
        ap228(t229)
    o.results = l227
    o._unknown_tags = None
    return o, pos


def _enc_DescribeConfigsResponse_v4(o: DescribeConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l252 = o.results
    n253 = len(l252) + 1
    a(_UV[n253] if n253 < 128 else _uv(n253))
    for e254 in l252:
        a(_S_h.pack(e254.error_code))
        s255 = e254.error_message
        if s255 is None:
            a(_H0)
        else:
            b256 = s255.encode()
            n257 = len(b256) + 1
            a(_UV[n257] if n257 < 128 else _uv(n257))
            a(b256)
        a(_S_b.pack(e254.resource_type))
        s258 = e254.resource_name
        b259 = s258.encode()
        n260 = len(b259) + 1
        a(_UV[n260] if n260 < 128 else _uv(n260))
        a(b259)
        l261 = e254.configs
        n262 = len(l261) + 1
        a(_UV[n262] if n262 < 128 else _uv(n262))
        for e263 in l261:
            s264 = e263.name
            b265 = s264.encode()
            n266 = len(b265) + 1
            a(_UV[n266] if n266 < 128 else _uv(n266))
            a(b265)
            s267 = e263.value
            if s267 is None:
                a(_H0)
            else:
                b268 = s267.encode()
                n269 = len(b268) + 1
                a(_UV[n269] if n269 < 128 else _uv(n269))
                a(b268)
            a(_S__b.pack(e263.read_only, e263.config_source))
            if e263.is_default != False:
                raise _unsupported_field('DescribeConfigsResponse', 'Results.Configs.IsDefault', 4)
            a(_S__.pack(e263.is_sensitive))
            l270 = e263.synonyms
            n271 = len(l270) + 1
            a(_UV[n271] if n271 < 128 else _uv(n271))
            for e272 in l270:
                s273 = e272.name
                b274 = s273.encode()
                n275 = len(b274) + 1
                a(_UV[n275] if n275 < 128 else _uv(n275))
                a(b274)
                s276 = e272.value
                if s276 is None:
                    a(_H0)
                else:
                    b277 = s276.encode()
                    n278 = len(b277) + 1
                    a(_UV[n278] if n278 < 128 else _uv(n278))
                    a(b277)
                a(_S_b.pack(e272.source))
                u279 = e272._unknown_tags
                if u279 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u279)
            a(_S_b.pack(e263.config_type))
            s280 = e263.documentation
            if s280 is None:
                a(_H0)
            else:
                b281 = s280.encode()
                n282 = len(b281) + 1
                a(_UV[n282] if n282 < 128 else _uv(n282))
                a(b281)
            u283 = e263._unknown_tags
            if u283 is None:
                a(_H0)
            else:
                _write_tags(a, None, u283)
        u284 = e254._unknown_tags
        if u284 is None:
            a(_H0)
        else:
            _write_tags(a, None, u284)
    u285 = o._unknown_tags
    if u285 is None:
        a(_H0)
    else:
        _write_tags(a, None, u285)
    return b''.join(parts)


def _dec_DescribeConfigsResponse_v4(buf: _Buffer, pos: int) -> tuple[DescribeConfigsResponse, int]:
    blen = len(buf)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n286 = buf[pos] - 1
    if 0 <= n286 < 127:
        pos += 1
    else:
        n286, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeConfigsResponse.Results')
    l287: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    ap288 = l287.append
    for _ in range(n286):
        t289 = _new(_C_DescribeConfigsResponse_DescribeConfigsResult)
        t289.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n290 = buf[pos] - 1
        if 0 <= n290 < 127:
            x291 = pos + 1 + n290
            if x291 > blen:
                raise _bad_length(n290, 'DescribeConfigsResponse.Results.ErrorMessage', pos)
            t289.error_message = str(buf[pos + 1:x291], 'utf-8')
            pos = x291
        else:
            t289.error_message, pos = _read_string(buf, pos, True, True, 'DescribeConfigsResponse.Results.ErrorMessage')
        t289.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n292 = buf[pos] - 1
        if 0 <= n292 < 127:
            x293 = pos + 1 + n292
            if x293 > blen:
                raise _bad_length(n292, 'DescribeConfigsResponse.Results.ResourceName', pos)
            t289.resource_name = str(buf[pos + 1:x293], 'utf-8')
            pos = x293
        else:
            t289.resource_name, pos = _read_string(buf, pos, True, False, 'DescribeConfigsResponse.Results.ResourceName')
        n294 = buf[pos] - 1
        if 0 <= n294 < 127:
            pos += 1
        else:
            n294, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeConfigsResponse.Results.Configs')
        l295: list[DescribeConfigsResponse.DescribeConfigsResourceResult] = []
        ap296 = l295.append
        for _ in range(n294):
            t297 = _new(_C_DescribeConfigsResponse_DescribeConfigsResourceResult)
            n298 = buf[pos] - 1
            if 0 <= n298 < 127:
                x299 = pos + 1 + n298
                if x299 > blen:
                    raise _bad_length(n298, 'DescribeConfigsResponse.Results.Configs.Name', pos)
                t297.name = str(buf[pos + 1:x299], 'utf-8')
                pos = x299
            else:
                t297.name, pos = _read_string(buf, pos, True, False, 'DescribeConfigsResponse.Results.Configs.Name')
            n300 = buf[pos] - 1
            if 0 <= n300 < 127:
                x301 = pos + 1 + n300
                if x301 > blen:
                    raise _bad_length(n300, 'DescribeConfigsResponse.Results.Configs.Value', pos)
                t297.value = str(buf[pos + 1:x301], 'utf-8')
                pos = x301
            else:
                t297.value, pos = _read_string(buf, pos, True, True, 'DescribeConfigsResponse.Results.Configs.Value')
            t297.read_only, t297.config_source, t297.is_sensitive = _S__b_.unpack_from(buf, pos)
            pos += 3
            n302 = buf[pos] - 1
            if 0 <= n302 < 127:
                pos += 1
            else:
                n302, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeConfigsResponse.Results.Configs.Synonyms')
            l303: list[DescribeConfigsResponse.DescribeConfigsSynonym] = []
            ap304 = l303.append
            for _ in range(n302):
                t305 = _new(_C_DescribeConfigsResponse_DescribeConfigsSynonym)
                n306 = buf[pos] - 1
                if 0 <= n306 < 127:
                    x307 = pos + 1 + n306
                    if x307 > blen:
                        raise _bad_length(n306, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name', pos)
                    t305.name = str(buf[pos + 1:x307], 'utf-8')
                    pos = x307
                else:
                    t305.name, pos = _read_string(buf, pos, True, False, 'DescribeConfigsResponse.Results.Configs.Synonyms.Name')
                n308 = buf[pos] - 1
                if 0 <= n308 < 127:
                    x309 = pos + 1 + n308
                    if x309 > blen:
                        raise _bad_length(n308, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value', pos)
                    t305.value = str(buf[pos + 1:x309], 'utf-8')
                    pos = x309
                else:
                    t305.value, pos = _read_string(buf, pos, True, True, 'DescribeConfigsResponse.Results.Configs.Synonyms.Value')
                t305.source, = _S_b.unpack_from(buf, pos)
                pos += 1
                if buf[pos] == 0:
                    pos += 1
                    t305._unknown_tags = None
                else:
                    nt310, pos = _ruv(buf, pos)
                    if nt310 * 2 > blen - pos:
                        raise _array_too_long(nt310, 'DescribeConfigsResponse.Results.Configs.Synonyms._tagged_fields', pos)
                    uk311: list[tuple[int, bytes]] | None = None
                    for _ in range(nt310):
                        tg312, pos = _ruv(buf, pos)
                        sz313, pos = _ruv(buf, pos)
                        x314 = pos + sz313
                        if x314 > blen:
                            raise _bad_length(sz313, 'DescribeConfigsResponse.Results.Configs.Synonyms._tagged_fields', pos)
                        if uk311 is None:
                            uk311 = []
                        uk311.append((tg312, bytes(buf[pos:x314])))
                        pos = x314
                    t305._unknown_tags = uk311
                ap304(t305)
            t297.synonyms = l303
            t297.config_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            n315 = buf[pos] - 1
            if 0 <= n315 < 127:
                x316 = pos + 1 + n315
                if x316 > blen:
                    raise _bad_length(n315, 'DescribeConfigsResponse.Results.Configs.Documentation', pos)
                t297.documentation = str(buf[pos + 1:x316], 'utf-8')
                pos = x316
            else:
                t297.documentation, pos = _read_string(buf, pos, True, True, 'DescribeConfigsResponse.Results.Configs.Documentation')
            t297.is_default = False
            if buf[pos] == 0:
                pos += 1
                t297._unknown_tags = None
            else:
                nt317, pos = _ruv(buf, pos)
                if nt317 * 2 > blen - pos:
                    raise _array_too_long(nt317, 'DescribeConfigsResponse.Results.Configs._tagged_fields', pos)
                uk318: list[tuple[int, bytes]] | None = None
                for _ in range(nt317):
                    tg319, pos = _ruv(buf, pos)
                    sz320, pos = _ruv(buf, pos)
                    x321 = pos + sz320
                    if x321 > blen:
                        raise _bad_length(sz320, 'DescribeConfigsResponse.Results.Configs._tagged_fields', pos)
                    if uk318 is None:
                        uk318 = []
                    uk318.append((tg319, bytes(buf[pos:x321])))
                    pos = x321
                t297._unknown_tags = uk318
            ap296(t297)
        t289.configs = l295
        if buf[pos] == 0:
            pos += 1
            t289._unknown_tags = None
        else:
            nt322, pos = _ruv(buf, pos)
            if nt322 * 2 > blen - pos:
                raise _array_too_long(nt322, 'DescribeConfigsResponse.Results._tagged_fields', pos)
            uk323: list[tuple[int, bytes]] | None = None
            for _ in range(nt322):
                tg324, pos = _ruv(buf, pos)
                sz325, pos = _ruv(buf, pos)
                x326 = pos + sz325
                if x326 > blen:
                    raise _bad_length(sz325, 'DescribeConfigsResponse.Results._tagged_fields', pos)
                if uk323 is None:
                    uk323 = []
                uk323.append((tg324, bytes(buf[pos:x326])))
                pos = x326
            t289._unknown_tags = uk323
        ap288(t289)
    o.results = l287
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt327, pos = _ruv(buf, pos)
        if nt327 * 2 > blen - pos:
            raise _array_too_long(nt327, 'DescribeConfigsResponse._tagged_fields', pos)
        uk328: list[tuple[int, bytes]] | None = None
        for _ in range(nt327):
            tg329, pos = _ruv(buf, pos)
            sz330, pos = _ruv(buf, pos)
            x331 = pos + sz330
            if x331 > blen:
                raise _bad_length(sz330, 'DescribeConfigsResponse._tagged_fields', pos)
            if uk328 is None:
                uk328 = []
            uk328.append((tg329, bytes(buf[pos:x331])))
            pos = x331
        o._unknown_tags = uk328
    return o, pos


DescribeConfigsResponse._ENC = {1: _enc_DescribeConfigsResponse_v1, 2: _enc_DescribeConfigsResponse_v2, 3: _enc_DescribeConfigsResponse_v3, 4: _enc_DescribeConfigsResponse_v4}
DescribeConfigsResponse._DEC = {1: _dec_DescribeConfigsResponse_v1, 2: _dec_DescribeConfigsResponse_v2, 3: _dec_DescribeConfigsResponse_v3, 4: _dec_DescribeConfigsResponse_v4}


_LINES = {
    152: 'DescribeConfigsRequest.Resources',
    153: 'DescribeConfigsRequest.Resources',
    154: 'DescribeConfigsRequest.Resources',
    155: 'DescribeConfigsRequest.Resources.ResourceType',
    156: 'DescribeConfigsRequest.Resources.ResourceName',
    157: 'DescribeConfigsRequest.Resources.ResourceName',
    158: 'DescribeConfigsRequest.Resources.ResourceName',
    159: 'DescribeConfigsRequest.Resources.ResourceName',
    160: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    161: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    162: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    163: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    164: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    165: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    166: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    167: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    168: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    169: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    170: 'DescribeConfigsRequest.IncludeSynonyms',
    171: 'DescribeConfigsRequest.IncludeDocumentation',
    179: 'DescribeConfigsRequest.Resources',
    184: 'DescribeConfigsRequest.Resources.ResourceType',
    186: 'DescribeConfigsRequest.Resources.ResourceName',
    191: 'DescribeConfigsRequest.Resources.ResourceName',
    194: 'DescribeConfigsRequest.Resources.ResourceName',
    195: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    202: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    207: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    210: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    216: 'DescribeConfigsRequest.IncludeSynonyms',
    226: 'DescribeConfigsRequest.Resources',
    227: 'DescribeConfigsRequest.Resources',
    228: 'DescribeConfigsRequest.Resources',
    229: 'DescribeConfigsRequest.Resources.ResourceType',
    230: 'DescribeConfigsRequest.Resources.ResourceName',
    231: 'DescribeConfigsRequest.Resources.ResourceName',
    232: 'DescribeConfigsRequest.Resources.ResourceName',
    233: 'DescribeConfigsRequest.Resources.ResourceName',
    234: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    235: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    236: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    237: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    238: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    239: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    240: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    241: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    242: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    243: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    244: 'DescribeConfigsRequest.IncludeSynonyms',
    245: 'DescribeConfigsRequest.IncludeDocumentation',
    253: 'DescribeConfigsRequest.Resources',
    258: 'DescribeConfigsRequest.Resources.ResourceType',
    260: 'DescribeConfigsRequest.Resources.ResourceName',
    265: 'DescribeConfigsRequest.Resources.ResourceName',
    268: 'DescribeConfigsRequest.Resources.ResourceName',
    269: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    276: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    281: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    284: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    290: 'DescribeConfigsRequest.IncludeSynonyms',
    300: 'DescribeConfigsRequest.Resources',
    301: 'DescribeConfigsRequest.Resources',
    302: 'DescribeConfigsRequest.Resources',
    303: 'DescribeConfigsRequest.Resources.ResourceType',
    304: 'DescribeConfigsRequest.Resources.ResourceName',
    305: 'DescribeConfigsRequest.Resources.ResourceName',
    306: 'DescribeConfigsRequest.Resources.ResourceName',
    307: 'DescribeConfigsRequest.Resources.ResourceName',
    308: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    309: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    310: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    311: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    312: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    313: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    314: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    315: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    316: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    317: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    318: 'DescribeConfigsRequest.IncludeSynonyms,IncludeDocumentation',
    325: 'DescribeConfigsRequest.Resources',
    330: 'DescribeConfigsRequest.Resources.ResourceType',
    332: 'DescribeConfigsRequest.Resources.ResourceName',
    337: 'DescribeConfigsRequest.Resources.ResourceName',
    340: 'DescribeConfigsRequest.Resources.ResourceName',
    341: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    348: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    353: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    356: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    362: 'DescribeConfigsRequest.IncludeSynonyms,IncludeDocumentation',
    371: 'DescribeConfigsRequest.Resources',
    372: 'DescribeConfigsRequest.Resources',
    373: 'DescribeConfigsRequest.Resources',
    374: 'DescribeConfigsRequest.Resources',
    375: 'DescribeConfigsRequest.Resources.ResourceType',
    376: 'DescribeConfigsRequest.Resources.ResourceName',
    377: 'DescribeConfigsRequest.Resources.ResourceName',
    378: 'DescribeConfigsRequest.Resources.ResourceName',
    379: 'DescribeConfigsRequest.Resources.ResourceName',
    380: 'DescribeConfigsRequest.Resources.ResourceName',
    381: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    382: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    383: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    384: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    385: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    386: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    387: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    388: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    389: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    390: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    391: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    392: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    393: 'DescribeConfigsRequest.Resources._unknown_tags',
    394: 'DescribeConfigsRequest.Resources',
    397: 'DescribeConfigsRequest.Resources._unknown_tags',
    398: 'DescribeConfigsRequest.IncludeSynonyms,IncludeDocumentation',
    399: 'DescribeConfigsRequest._unknown_tags',
    400: 'DescribeConfigsRequest',
    403: 'DescribeConfigsRequest._unknown_tags',
    410: 'DescribeConfigsRequest.Resources',
    414: 'DescribeConfigsRequest.Resources',
    419: 'DescribeConfigsRequest.Resources.ResourceType',
    421: 'DescribeConfigsRequest.Resources.ResourceName',
    426: 'DescribeConfigsRequest.Resources.ResourceName',
    429: 'DescribeConfigsRequest.Resources.ResourceName',
    430: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    434: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    441: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    446: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    449: 'DescribeConfigsRequest.Resources.ConfigurationKeys',
    452: 'DescribeConfigsRequest.Resources._tagged_fields',
    456: 'DescribeConfigsRequest.Resources._tagged_fields',
    461: 'DescribeConfigsRequest.Resources._tagged_fields',
    462: 'DescribeConfigsRequest.Resources._tagged_fields',
    473: 'DescribeConfigsRequest.IncludeSynonyms,IncludeDocumentation',
    475: 'DescribeConfigsRequest._tagged_fields',
    479: 'DescribeConfigsRequest._tagged_fields',
    484: 'DescribeConfigsRequest._tagged_fields',
    485: 'DescribeConfigsRequest._tagged_fields',
    760: 'DescribeConfigsResponse.ThrottleTimeMs',
    761: 'DescribeConfigsResponse.Results',
    762: 'DescribeConfigsResponse.Results',
    763: 'DescribeConfigsResponse.Results',
    764: 'DescribeConfigsResponse.Results.ErrorCode',
    765: 'DescribeConfigsResponse.Results.ErrorMessage',
    766: 'DescribeConfigsResponse.Results.ErrorMessage',
    767: 'DescribeConfigsResponse.Results.ErrorMessage',
    768: 'DescribeConfigsResponse.Results.ErrorMessage',
    769: 'DescribeConfigsResponse.Results.ErrorMessage',
    770: 'DescribeConfigsResponse.Results.ErrorMessage',
    771: 'DescribeConfigsResponse.Results.ErrorMessage',
    772: 'DescribeConfigsResponse.Results.ResourceType',
    773: 'DescribeConfigsResponse.Results.ResourceName',
    774: 'DescribeConfigsResponse.Results.ResourceName',
    775: 'DescribeConfigsResponse.Results.ResourceName',
    776: 'DescribeConfigsResponse.Results.ResourceName',
    777: 'DescribeConfigsResponse.Results.Configs',
    778: 'DescribeConfigsResponse.Results.Configs',
    779: 'DescribeConfigsResponse.Results.Configs',
    780: 'DescribeConfigsResponse.Results.Configs.Name',
    781: 'DescribeConfigsResponse.Results.Configs.Name',
    782: 'DescribeConfigsResponse.Results.Configs.Name',
    783: 'DescribeConfigsResponse.Results.Configs.Name',
    784: 'DescribeConfigsResponse.Results.Configs.Value',
    785: 'DescribeConfigsResponse.Results.Configs.Value',
    786: 'DescribeConfigsResponse.Results.Configs.Value',
    787: 'DescribeConfigsResponse.Results.Configs.Value',
    788: 'DescribeConfigsResponse.Results.Configs.Value',
    789: 'DescribeConfigsResponse.Results.Configs.Value',
    790: 'DescribeConfigsResponse.Results.Configs.Value',
    791: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource',
    792: 'DescribeConfigsResponse.Results.Configs.IsDefault',
    794: 'DescribeConfigsResponse.Results.Configs.IsSensitive',
    795: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    796: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    797: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    798: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    799: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    800: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    801: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    802: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    803: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    804: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    805: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    806: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    807: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    808: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    809: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    816: 'DescribeConfigsResponse.ThrottleTimeMs',
    818: 'DescribeConfigsResponse.Results',
    823: 'DescribeConfigsResponse.Results.ErrorCode',
    825: 'DescribeConfigsResponse.Results.ErrorMessage',
    830: 'DescribeConfigsResponse.Results.ErrorMessage',
    833: 'DescribeConfigsResponse.Results.ErrorMessage',
    834: 'DescribeConfigsResponse.Results.ResourceType',
    836: 'DescribeConfigsResponse.Results.ResourceName',
    841: 'DescribeConfigsResponse.Results.ResourceName',
    844: 'DescribeConfigsResponse.Results.ResourceName',
    845: 'DescribeConfigsResponse.Results.Configs',
    850: 'DescribeConfigsResponse.Results.Configs.Name',
    855: 'DescribeConfigsResponse.Results.Configs.Name',
    858: 'DescribeConfigsResponse.Results.Configs.Name',
    859: 'DescribeConfigsResponse.Results.Configs.Value',
    864: 'DescribeConfigsResponse.Results.Configs.Value',
    867: 'DescribeConfigsResponse.Results.Configs.Value',
    868: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource,IsSensitive',
    870: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    875: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    880: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    883: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    884: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    889: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    892: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    893: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    914: 'DescribeConfigsResponse.ThrottleTimeMs',
    915: 'DescribeConfigsResponse.Results',
    916: 'DescribeConfigsResponse.Results',
    917: 'DescribeConfigsResponse.Results',
    918: 'DescribeConfigsResponse.Results.ErrorCode',
    919: 'DescribeConfigsResponse.Results.ErrorMessage',
    920: 'DescribeConfigsResponse.Results.ErrorMessage',
    921: 'DescribeConfigsResponse.Results.ErrorMessage',
    922: 'DescribeConfigsResponse.Results.ErrorMessage',
    923: 'DescribeConfigsResponse.Results.ErrorMessage',
    924: 'DescribeConfigsResponse.Results.ErrorMessage',
    925: 'DescribeConfigsResponse.Results.ErrorMessage',
    926: 'DescribeConfigsResponse.Results.ResourceType',
    927: 'DescribeConfigsResponse.Results.ResourceName',
    928: 'DescribeConfigsResponse.Results.ResourceName',
    929: 'DescribeConfigsResponse.Results.ResourceName',
    930: 'DescribeConfigsResponse.Results.ResourceName',
    931: 'DescribeConfigsResponse.Results.Configs',
    932: 'DescribeConfigsResponse.Results.Configs',
    933: 'DescribeConfigsResponse.Results.Configs',
    934: 'DescribeConfigsResponse.Results.Configs.Name',
    935: 'DescribeConfigsResponse.Results.Configs.Name',
    936: 'DescribeConfigsResponse.Results.Configs.Name',
    937: 'DescribeConfigsResponse.Results.Configs.Name',
    938: 'DescribeConfigsResponse.Results.Configs.Value',
    939: 'DescribeConfigsResponse.Results.Configs.Value',
    940: 'DescribeConfigsResponse.Results.Configs.Value',
    941: 'DescribeConfigsResponse.Results.Configs.Value',
    942: 'DescribeConfigsResponse.Results.Configs.Value',
    943: 'DescribeConfigsResponse.Results.Configs.Value',
    944: 'DescribeConfigsResponse.Results.Configs.Value',
    945: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource',
    946: 'DescribeConfigsResponse.Results.Configs.IsDefault',
    948: 'DescribeConfigsResponse.Results.Configs.IsSensitive',
    949: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    950: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    951: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    952: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    953: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    954: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    955: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    956: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    957: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    958: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    959: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    960: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    961: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    962: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    963: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    970: 'DescribeConfigsResponse.ThrottleTimeMs',
    972: 'DescribeConfigsResponse.Results',
    977: 'DescribeConfigsResponse.Results.ErrorCode',
    979: 'DescribeConfigsResponse.Results.ErrorMessage',
    984: 'DescribeConfigsResponse.Results.ErrorMessage',
    987: 'DescribeConfigsResponse.Results.ErrorMessage',
    988: 'DescribeConfigsResponse.Results.ResourceType',
    990: 'DescribeConfigsResponse.Results.ResourceName',
    995: 'DescribeConfigsResponse.Results.ResourceName',
    998: 'DescribeConfigsResponse.Results.ResourceName',
    999: 'DescribeConfigsResponse.Results.Configs',
    1004: 'DescribeConfigsResponse.Results.Configs.Name',
    1009: 'DescribeConfigsResponse.Results.Configs.Name',
    1012: 'DescribeConfigsResponse.Results.Configs.Name',
    1013: 'DescribeConfigsResponse.Results.Configs.Value',
    1018: 'DescribeConfigsResponse.Results.Configs.Value',
    1021: 'DescribeConfigsResponse.Results.Configs.Value',
    1022: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource,IsSensitive',
    1024: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1029: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1034: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1037: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1038: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1043: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1046: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1047: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    1068: 'DescribeConfigsResponse.ThrottleTimeMs',
    1069: 'DescribeConfigsResponse.Results',
    1070: 'DescribeConfigsResponse.Results',
    1071: 'DescribeConfigsResponse.Results',
    1072: 'DescribeConfigsResponse.Results.ErrorCode',
    1073: 'DescribeConfigsResponse.Results.ErrorMessage',
    1074: 'DescribeConfigsResponse.Results.ErrorMessage',
    1075: 'DescribeConfigsResponse.Results.ErrorMessage',
    1076: 'DescribeConfigsResponse.Results.ErrorMessage',
    1077: 'DescribeConfigsResponse.Results.ErrorMessage',
    1078: 'DescribeConfigsResponse.Results.ErrorMessage',
    1079: 'DescribeConfigsResponse.Results.ErrorMessage',
    1080: 'DescribeConfigsResponse.Results.ResourceType',
    1081: 'DescribeConfigsResponse.Results.ResourceName',
    1082: 'DescribeConfigsResponse.Results.ResourceName',
    1083: 'DescribeConfigsResponse.Results.ResourceName',
    1084: 'DescribeConfigsResponse.Results.ResourceName',
    1085: 'DescribeConfigsResponse.Results.Configs',
    1086: 'DescribeConfigsResponse.Results.Configs',
    1087: 'DescribeConfigsResponse.Results.Configs',
    1088: 'DescribeConfigsResponse.Results.Configs.Name',
    1089: 'DescribeConfigsResponse.Results.Configs.Name',
    1090: 'DescribeConfigsResponse.Results.Configs.Name',
    1091: 'DescribeConfigsResponse.Results.Configs.Name',
    1092: 'DescribeConfigsResponse.Results.Configs.Value',
    1093: 'DescribeConfigsResponse.Results.Configs.Value',
    1094: 'DescribeConfigsResponse.Results.Configs.Value',
    1095: 'DescribeConfigsResponse.Results.Configs.Value',
    1096: 'DescribeConfigsResponse.Results.Configs.Value',
    1097: 'DescribeConfigsResponse.Results.Configs.Value',
    1098: 'DescribeConfigsResponse.Results.Configs.Value',
    1099: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource',
    1100: 'DescribeConfigsResponse.Results.Configs.IsDefault',
    1102: 'DescribeConfigsResponse.Results.Configs.IsSensitive',
    1103: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1104: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1105: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1106: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1107: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1108: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1109: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1110: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1111: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1112: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1113: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1114: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1115: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1116: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1117: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    1118: 'DescribeConfigsResponse.Results.Configs.ConfigType',
    1119: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1120: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1121: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1122: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1123: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1124: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1125: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1132: 'DescribeConfigsResponse.ThrottleTimeMs',
    1134: 'DescribeConfigsResponse.Results',
    1139: 'DescribeConfigsResponse.Results.ErrorCode',
    1141: 'DescribeConfigsResponse.Results.ErrorMessage',
    1146: 'DescribeConfigsResponse.Results.ErrorMessage',
    1149: 'DescribeConfigsResponse.Results.ErrorMessage',
    1150: 'DescribeConfigsResponse.Results.ResourceType',
    1152: 'DescribeConfigsResponse.Results.ResourceName',
    1157: 'DescribeConfigsResponse.Results.ResourceName',
    1160: 'DescribeConfigsResponse.Results.ResourceName',
    1161: 'DescribeConfigsResponse.Results.Configs',
    1166: 'DescribeConfigsResponse.Results.Configs.Name',
    1171: 'DescribeConfigsResponse.Results.Configs.Name',
    1174: 'DescribeConfigsResponse.Results.Configs.Name',
    1175: 'DescribeConfigsResponse.Results.Configs.Value',
    1180: 'DescribeConfigsResponse.Results.Configs.Value',
    1183: 'DescribeConfigsResponse.Results.Configs.Value',
    1184: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource,IsSensitive',
    1186: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1191: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1196: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1199: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1200: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1205: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1208: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1209: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    1214: 'DescribeConfigsResponse.Results.Configs.ConfigType',
    1216: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1221: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1224: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1239: 'DescribeConfigsResponse.ThrottleTimeMs',
    1240: 'DescribeConfigsResponse.Results',
    1241: 'DescribeConfigsResponse.Results',
    1242: 'DescribeConfigsResponse.Results',
    1243: 'DescribeConfigsResponse.Results',
    1244: 'DescribeConfigsResponse.Results.ErrorCode',
    1245: 'DescribeConfigsResponse.Results.ErrorMessage',
    1246: 'DescribeConfigsResponse.Results.ErrorMessage',
    1247: 'DescribeConfigsResponse.Results.ErrorMessage',
    1248: 'DescribeConfigsResponse.Results.ErrorMessage',
    1249: 'DescribeConfigsResponse.Results.ErrorMessage',
    1250: 'DescribeConfigsResponse.Results.ErrorMessage',
    1251: 'DescribeConfigsResponse.Results.ErrorMessage',
    1252: 'DescribeConfigsResponse.Results.ErrorMessage',
    1253: 'DescribeConfigsResponse.Results.ResourceType',
    1254: 'DescribeConfigsResponse.Results.ResourceName',
    1255: 'DescribeConfigsResponse.Results.ResourceName',
    1256: 'DescribeConfigsResponse.Results.ResourceName',
    1257: 'DescribeConfigsResponse.Results.ResourceName',
    1258: 'DescribeConfigsResponse.Results.ResourceName',
    1259: 'DescribeConfigsResponse.Results.Configs',
    1260: 'DescribeConfigsResponse.Results.Configs',
    1261: 'DescribeConfigsResponse.Results.Configs',
    1262: 'DescribeConfigsResponse.Results.Configs',
    1263: 'DescribeConfigsResponse.Results.Configs.Name',
    1264: 'DescribeConfigsResponse.Results.Configs.Name',
    1265: 'DescribeConfigsResponse.Results.Configs.Name',
    1266: 'DescribeConfigsResponse.Results.Configs.Name',
    1267: 'DescribeConfigsResponse.Results.Configs.Name',
    1268: 'DescribeConfigsResponse.Results.Configs.Value',
    1269: 'DescribeConfigsResponse.Results.Configs.Value',
    1270: 'DescribeConfigsResponse.Results.Configs.Value',
    1271: 'DescribeConfigsResponse.Results.Configs.Value',
    1272: 'DescribeConfigsResponse.Results.Configs.Value',
    1273: 'DescribeConfigsResponse.Results.Configs.Value',
    1274: 'DescribeConfigsResponse.Results.Configs.Value',
    1275: 'DescribeConfigsResponse.Results.Configs.Value',
    1276: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource',
    1277: 'DescribeConfigsResponse.Results.Configs.IsDefault',
    1279: 'DescribeConfigsResponse.Results.Configs.IsSensitive',
    1280: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1281: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1282: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1283: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1284: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1285: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1286: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1287: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1288: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1289: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1290: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1291: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1292: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1293: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1294: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1295: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1296: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1297: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    1298: 'DescribeConfigsResponse.Results.Configs.Synonyms._unknown_tags',
    1299: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1302: 'DescribeConfigsResponse.Results.Configs.Synonyms._unknown_tags',
    1303: 'DescribeConfigsResponse.Results.Configs.ConfigType',
    1304: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1305: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1306: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1307: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1308: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1309: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1310: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1311: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1312: 'DescribeConfigsResponse.Results.Configs._unknown_tags',
    1313: 'DescribeConfigsResponse.Results.Configs',
    1316: 'DescribeConfigsResponse.Results.Configs._unknown_tags',
    1317: 'DescribeConfigsResponse.Results._unknown_tags',
    1318: 'DescribeConfigsResponse.Results',
    1321: 'DescribeConfigsResponse.Results._unknown_tags',
    1322: 'DescribeConfigsResponse._unknown_tags',
    1323: 'DescribeConfigsResponse',
    1326: 'DescribeConfigsResponse._unknown_tags',
    1333: 'DescribeConfigsResponse.ThrottleTimeMs',
    1335: 'DescribeConfigsResponse.Results',
    1339: 'DescribeConfigsResponse.Results',
    1344: 'DescribeConfigsResponse.Results.ErrorCode',
    1346: 'DescribeConfigsResponse.Results.ErrorMessage',
    1351: 'DescribeConfigsResponse.Results.ErrorMessage',
    1354: 'DescribeConfigsResponse.Results.ErrorMessage',
    1355: 'DescribeConfigsResponse.Results.ResourceType',
    1357: 'DescribeConfigsResponse.Results.ResourceName',
    1362: 'DescribeConfigsResponse.Results.ResourceName',
    1365: 'DescribeConfigsResponse.Results.ResourceName',
    1366: 'DescribeConfigsResponse.Results.Configs',
    1370: 'DescribeConfigsResponse.Results.Configs',
    1375: 'DescribeConfigsResponse.Results.Configs.Name',
    1380: 'DescribeConfigsResponse.Results.Configs.Name',
    1383: 'DescribeConfigsResponse.Results.Configs.Name',
    1384: 'DescribeConfigsResponse.Results.Configs.Value',
    1389: 'DescribeConfigsResponse.Results.Configs.Value',
    1392: 'DescribeConfigsResponse.Results.Configs.Value',
    1393: 'DescribeConfigsResponse.Results.Configs.ReadOnly,ConfigSource,IsSensitive',
    1395: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1399: 'DescribeConfigsResponse.Results.Configs.Synonyms',
    1404: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1409: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1412: 'DescribeConfigsResponse.Results.Configs.Synonyms.Name',
    1413: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1418: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1421: 'DescribeConfigsResponse.Results.Configs.Synonyms.Value',
    1422: 'DescribeConfigsResponse.Results.Configs.Synonyms.Source',
    1424: 'DescribeConfigsResponse.Results.Configs.Synonyms._tagged_fields',
    1428: 'DescribeConfigsResponse.Results.Configs.Synonyms._tagged_fields',
    1433: 'DescribeConfigsResponse.Results.Configs.Synonyms._tagged_fields',
    1434: 'DescribeConfigsResponse.Results.Configs.Synonyms._tagged_fields',
    1445: 'DescribeConfigsResponse.Results.Configs.ConfigType',
    1447: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1452: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1455: 'DescribeConfigsResponse.Results.Configs.Documentation',
    1457: 'DescribeConfigsResponse.Results.Configs._tagged_fields',
    1461: 'DescribeConfigsResponse.Results.Configs._tagged_fields',
    1466: 'DescribeConfigsResponse.Results.Configs._tagged_fields',
    1467: 'DescribeConfigsResponse.Results.Configs._tagged_fields',
    1478: 'DescribeConfigsResponse.Results._tagged_fields',
    1482: 'DescribeConfigsResponse.Results._tagged_fields',
    1487: 'DescribeConfigsResponse.Results._tagged_fields',
    1488: 'DescribeConfigsResponse.Results._tagged_fields',
    1499: 'DescribeConfigsResponse._tagged_fields',
    1503: 'DescribeConfigsResponse._tagged_fields',
    1508: 'DescribeConfigsResponse._tagged_fields',
    1509: 'DescribeConfigsResponse._tagged_fields',
}
