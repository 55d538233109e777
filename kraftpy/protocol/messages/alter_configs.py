# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterConfigsRequest.json, schemas/messages/AlterConfigsResponse.json.
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

__all__ = ['AlterConfigsRequest', 'AlterConfigsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_i = Struct('>i')


class AlterConfigsRequest(_Message):
    """AlterConfigsRequest (request): API key 33; versions 0-2; flexible in 2; listeners: broker, controller."""

    __slots__ = ('resources', 'validate_only', '_unknown_tags')
    NAME = 'AlterConfigsRequest'
    TYPE = 'request'
    API_KEY = 33
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    resources: list[AlterConfigsRequest.AlterConfigsResource]
    """New full config set of each resource.

    `Resources` ([]AlterConfigsResource): versions 0+; default []."""
    validate_only: bool
    """When true, only validate; change nothing.

    `ValidateOnly` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        resources: list[AlterConfigsRequest.AlterConfigsResource] = _EMPTY,
        validate_only: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.resources = [] if resources is _EMPTY else resources
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class AlterConfigsResource(_Message):
        """New full config set of each resource.

        AlterConfigsResource (in AlterConfigsRequest): versions 0+."""

        __slots__ = ('resource_type', 'resource_name', 'configs', '_unknown_tags')
        NAME = 'AlterConfigsRequest.AlterConfigsResource'

        resource_type: int
        """Kind of resource.

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Name of the resource.

        `ResourceName` (string): versions 0+; default ''."""
        configs: list[AlterConfigsRequest.AlterableConfig]
        """Configs to set.

        `Configs` ([]AlterableConfig): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            resource_type: int = 0,
            resource_name: str = '',
            configs: list[AlterConfigsRequest.AlterableConfig] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class AlterableConfig(_Message):
        """Configs to set.

        AlterableConfig (in AlterConfigsRequest): versions 0+."""

        __slots__ = ('name', 'value', '_unknown_tags')
        NAME = 'AlterConfigsRequest.AlterableConfig'

        name: str
        """Config key.

        `Name` (string): versions 0+; default ''."""
        value: str | None
        """New value.

        `Value` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            value: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.value = value
            self._unknown_tags = _unknown_tags


_C_AlterConfigsRequest_AlterConfigsResource = AlterConfigsRequest.AlterConfigsResource
_C_AlterConfigsRequest_AlterableConfig = AlterConfigsRequest.AlterableConfig
AlterConfigsRequest.FIELDS = (
    _FI('Resources', 'resources', '[]AlterConfigsResource', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterConfigsRequest_AlterConfigsResource),
    _FI('ValidateOnly', 'validate_only', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_AlterConfigsRequest_AlterConfigsResource.FIELDS = (
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Configs', 'configs', '[]AlterableConfig', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterConfigsRequest_AlterableConfig),
)
_C_AlterConfigsRequest_AlterableConfig.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_AlterConfigsRequest_AlterConfigsResource = _C_AlterConfigsRequest_AlterConfigsResource()
_DEF_AlterConfigsRequest_AlterableConfig = _C_AlterConfigsRequest_AlterableConfig()

def _mk_AlterConfigsRequest_AlterConfigsResource() -> AlterConfigsRequest.AlterConfigsResource:
    o = _new(_C_AlterConfigsRequest_AlterConfigsResource)
    o.resource_type = 0
    o.resource_name = ''
    o.configs = []
    o._unknown_tags = None
    return o

def _mk_AlterConfigsRequest_AlterableConfig() -> AlterConfigsRequest.AlterableConfig:
    o = _new(_C_AlterConfigsRequest_AlterableConfig)
    o.name = ''
    o.value = ''
    o._unknown_tags = None
    return o


def _enc_AlterConfigsRequest_v0(o: AlterConfigsRequest) -> bytes:
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
        l6 = e2.configs
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            s8 = e7.name
            b9 = s8.encode()
            a(_S_h.pack(len(b9)))
            a(b9)
            s11 = e7.value
            if s11 is None:
                a(b'\xff\xff')
            else:
                b12 = s11.encode()
                a(_S_h.pack(len(b12)))
                a(b12)
    a(_S__.pack(o.validate_only))
    return b''.join(parts)


def _dec_AlterConfigsRequest_v0(buf: _Buffer, pos: int) -> tuple[AlterConfigsRequest, int]:
    blen = len(buf)
    o = _new(AlterConfigsRequest)
    n14, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsRequest.Resources')
    l15: list[AlterConfigsRequest.AlterConfigsResource] = []
    ap16 = l15.append
    for _ in range(n14):
        t17 = _new(_C_AlterConfigsRequest_AlterConfigsResource)
        t17.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n18, = _S_h.unpack_from(buf, pos)
        if n18 >= 0:
            x19 = pos + 2 + n18
            if x19 > blen:
                raise _bad_length(n18, 'AlterConfigsRequest.Resources.ResourceName', pos)
            t17.resource_name = str(buf[pos + 2:x19], 'utf-8')
            pos = x19
        else:
            t17.resource_name, pos = _read_string(buf, pos, False, False, 'AlterConfigsRequest.Resources.ResourceName')
        n20, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsRequest.Resources.Configs')
        l21: list[AlterConfigsRequest.AlterableConfig] = []
        ap22 = l21.append
        for _ in range(n20):
            t23 = _new(_C_AlterConfigsRequest_AlterableConfig)
            n24, = _S_h.unpack_from(buf, pos)
            if n24 >= 0:
                x25 = pos + 2 + n24
                if x25 > blen:
                    raise _bad_length(n24, 'AlterConfigsRequest.Resources.Configs.Name', pos)
                t23.name = str(buf[pos + 2:x25], 'utf-8')
                pos = x25
            else:
                t23.name, pos = _read_string(buf, pos, False, False, 'AlterConfigsRequest.Resources.Configs.Name')
            n26, = _S_h.unpack_from(buf, pos)
            if n26 >= 0:
                x27 = pos + 2 + n26
                if x27 > blen:
                    raise _bad_length(n26, 'AlterConfigsRequest.Resources.Configs.Value', pos)
                t23.value = str(buf[pos + 2:x27], 'utf-8')
                pos = x27
            else:
                t23.value, pos = _read_string(buf, pos, False, True, 'AlterConfigsRequest.Resources.Configs.Value')
            t23._unknown_tags = None
            ap22(t23)
        t17.configs = l21
        t17._unknown_tags = None
        ap16(t17)
    o.resources = l15
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    o._unknown_tags = None
    return o, pos


def _enc_AlterConfigsRequest_v1(o: AlterConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l28 = o.resources
    a(_S_i.pack(len(l28)))
    for e29 in l28:
        a(_S_b.pack(e29.resource_type))
        s30 = e29.resource_name
        b31 = s30.encode()
        a(_S_h.pack(len(b31)))
        a(b31)
        l33 = e29.configs
        a(_S_i.pack(len(l33)))
        for e34 in l33:
            s35 = e34.name
            b36 = s35.encode()
            a(_S_h.pack(len(b36)))
            a(b36)
            s38 = e34.value
            if s38 is None:
                a(b'\xff\xff')
            else:
                b39 = s38.encode()
                a(_S_h.pack(len(b39)))
                a(b39)
    a(_S__.pack(o.validate_only))
    return b''.join(parts)


def _dec_AlterConfigsRequest_v1(buf: _Buffer, pos: int) -> tuple[AlterConfigsRequest, int]:
    blen = len(buf)
    o = _new(AlterConfigsRequest)
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsRequest.Resources')
    l42: list[AlterConfigsRequest.AlterConfigsResource] = []
    ap43 = l42.append
    for _ in range(n41):
        t44 = _new(_C_AlterConfigsRequest_AlterConfigsResource)
        t44.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n45, = _S_h.unpack_from(buf, pos)
        if n45 >= 0:
            x46 = pos + 2 + n45
            if x46 > blen:
                raise _bad_length(n45, 'AlterConfigsRequest.Resources.ResourceName', pos)
            t44.resource_name = str(buf[pos + 2:x46], 'utf-8')
            pos = x46
        else:
            t44.resource_name, pos = _read_string(buf, pos, False, False, 'AlterConfigsRequest.Resources.ResourceName')
        n47, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsRequest.Resources.Configs')
        l48: list[AlterConfigsRequest.AlterableConfig] = []
        ap49 = l48.append
        for _ in range(n47):
            t50 = _new(_C_AlterConfigsRequest_AlterableConfig)
            n51, = _S_h.unpack_from(buf, pos)
            if n51 >= 0:
                x52 = pos + 2 + n51
                if x52 > blen:
                    raise _bad_length(n51, 'AlterConfigsRequest.Resources.Configs.Name', pos)
                t50.name = str(buf[pos + 2:x52], 'utf-8')
                pos = x52
            else:
                t50.name, pos = _read_string(buf, pos, False, False, 'AlterConfigsRequest.Resources.Configs.Name')
            n53, = _S_h.unpack_from(buf, pos)
            if n53 >= 0:
                x54 = pos + 2 + n53
                if x54 > blen:
                    raise _bad_length(n53, 'AlterConfigsRequest.Resources.Configs.Value', pos)
                t50.value = str(buf[pos + 2:x54], 'utf-8')
                pos = x54
            else:
                t50.value, pos = _read_string(buf, pos, False, True, 'AlterConfigsRequest.Resources.Configs.Value')
            t50._unknown_tags = None
            ap49(t50)
        t44.configs = l48
        t44._unknown_tags = None
        ap43(t44)
    o.resources = l42
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    o._unknown_tags = None
    return o, pos


def _enc_AlterConfigsRequest_v2(o: AlterConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l55 = o.resources
    n56 = len(l55) + 1
    a(_UV[n56] if n56 < 128 else _uv(n56))
    for e57 in l55:
        a(_S_b.pack(e57.resource_type))
        s58 = e57.resource_name
        b59 = s58.encode()
        n60 = len(b59) + 1
        a(_UV[n60] if n60 < 128 else _uv(n60))
        a(b59)
        l61 = e57.configs
        n62 = len(l61) + 1
        a(_UV[n62] if n62 < 128 else _uv(n62))
        for e63 in l61:
            s64 = e63.name
            b65 = s64.encode()
            n66 = len(b65) + 1
            a(_UV[n66] if n66 < 128 else _uv(n66))
            a(b65)
            s67 = e63.value
            if s67 is None:
                a(_H0)
            else:
                b68 = s67.encode()
                n69 = len(b68) + 1
                a(_UV[n69] if n69 < 128 else _uv(n69))
                a(b68)
            u70 = e63._unknown_tags
            if u70 is None:
                a(_H0)
            else:
                _write_tags(a, None, u70)
        u71 = e57._unknown_tags
        if u71 is None:
            a(_H0)
        else:
            _write_tags(a, None, u71)
    a(_S__.pack(o.validate_only))
    u72 = o._unknown_tags
    if u72 is None:
        a(_H0)
    else:
        _write_tags(a, None, u72)
    return b''.join(parts)


def _dec_AlterConfigsRequest_v2(buf: _Buffer, pos: int) -> tuple[AlterConfigsRequest, int]:
    blen = len(buf)
    o = _new(AlterConfigsRequest)
    n73 = buf[pos] - 1
    if 0 <= n73 < 127:
        pos += 1
    else:
        n73, pos = _read_array_len(buf, pos, True, False, 1, 'AlterConfigsRequest.Resources')
    l74: list[AlterConfigsRequest.AlterConfigsResource] = []
    ap75 = l74.append
    for _ in range(n73):
        t76 = _new(_C_AlterConfigsRequest_AlterConfigsResource)
        t76.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n77 = buf[pos] - 1
        if 0 <= n77 < 127:
            x78 = pos + 1 + n77
            if x78 > blen:
                raise _bad_length(n77, 'AlterConfigsRequest.Resources.ResourceName', pos)
            t76.resource_name = str(buf[pos + 1:x78], 'utf-8')
            pos = x78
        else:
            t76.resource_name, pos = _read_string(buf, pos, True, False, 'AlterConfigsRequest.Resources.ResourceName')
        n79 = buf[pos] - 1
        if 0 <= n79 < 127:
            pos += 1
        else:
            n79, pos = _read_array_len(buf, pos, True, False, 1, 'AlterConfigsRequest.Resources.Configs')
        l80: list[AlterConfigsRequest.AlterableConfig] = []
        ap81 = l80.append
        for _ in range(n79):
            t82 = _new(_C_AlterConfigsRequest_AlterableConfig)
            n83 = buf[pos] - 1
            if 0 <= n83 < 127:
                x84 = pos + 1 + n83
                if x84 > blen:
                    raise _bad_length(n83, 'AlterConfigsRequest.Resources.Configs.Name', pos)
                t82.name = str(buf[pos + 1:x84], 'utf-8')
                pos = x84
            else:
                t82.name, pos = _read_string(buf, pos, True, False, 'AlterConfigsRequest.Resources.Configs.Name')
            n85 = buf[pos] - 1
            if 0 <= n85 < 127:
                x86 = pos + 1 + n85
                if x86 > blen:
                    raise _bad_length(n85, 'AlterConfigsRequest.Resources.Configs.Value', pos)
                t82.value = str(buf[pos + 1:x86], 'utf-8')
                pos = x86
            else:
                t82.value, pos = _read_string(buf, pos, True, True, 'AlterConfigsRequest.Resources.Configs.Value')
            if buf[pos] == 0:
                pos += 1
                t82._unknown_tags = None
            else:
                nt87, pos = _ruv(buf, pos)
                if nt87 * 2 > blen - pos:
                    raise _array_too_long(nt87, 'AlterConfigsRequest.Resources.Configs._tagged_fields', pos)
                uk88: list[tuple[int, bytes]] | None = None
                for _ in range(nt87):
                    tg89, pos = _ruv(buf, pos)
                    sz90, pos = _ruv(buf, pos)
                    x91 = pos + sz90
                    if x91 > blen:
                        raise _bad_length(sz90, 'AlterConfigsRequest.Resources.Configs._tagged_fields', pos)
                    if uk88 is None:
                        uk88 = []
                    uk88.append((tg89, bytes(buf[pos:x91])))
                    pos = x91
                t82._unknown_tags = uk88
            ap81(t82)
        t76.configs = l80
        if buf[pos] == 0:
            pos += 1
            t76._unknown_tags = None
        else:
            nt92, pos = _ruv(buf, pos)
            if nt92 * 2 > blen - pos:
                raise _array_too_long(nt92, 'AlterConfigsRequest.Resources._tagged_fields', pos)
            uk93: list[tuple[int, bytes]] | None = None
            for _ in range(nt92):
                tg94, pos = _ruv(buf, pos)
                sz95, pos = _ruv(buf, pos)
                x96 = pos + sz95
                if x96 > blen:
                    raise _bad_length(sz95, 'AlterConfigsRequest.Resources._tagged_fields', pos)
                if uk93 is None:
                    uk93 = []
                uk93.append((tg94, bytes(buf[pos:x96])))
                pos = x96
            t76._unknown_tags = uk93
        ap75(t76)
    o.resources = l74
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt97, pos = _ruv(buf, pos)
        if nt97 * 2 > blen - pos:
            raise _array_too_long(nt97, 'AlterConfigsRequest._tagged_fields', pos)
        uk98: list[tuple[int, bytes]] | None = None
        for _ in range(nt97):
            tg99, pos = _ruv(buf, pos)
            sz100, pos = _ruv(buf, pos)
            x101 = pos + sz100
            if x101 > blen:
                raise _bad_length(sz100, 'AlterConfigsRequest._tagged_fields', pos)
            if uk98 is None:
                uk98 = []
            uk98.append((tg99, bytes(buf[pos:x101])))
            pos = x101
        o._unknown_tags = uk98
    return o, pos


AlterConfigsRequest._ENC = {0: _enc_AlterConfigsRequest_v0, 1: _enc_AlterConfigsRequest_v1, 2: _enc_AlterConfigsRequest_v2}
AlterConfigsRequest._DEC = {0: _dec_AlterConfigsRequest_v0, 1: _dec_AlterConfigsRequest_v1, 2: _dec_AlterConfigsRequest_v2}


class AlterConfigsResponse(_Message):
    """AlterConfigsResponse (response): API key 33; versions 0-2; flexible in 2."""

    __slots__ = ('throttle_time_ms', 'responses', '_unknown_tags')
    NAME = 'AlterConfigsResponse'
    TYPE = 'response'
    API_KEY = 33
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    responses: list[AlterConfigsResponse.AlterConfigsResourceResponse]
    """Outcome for each resource.

    `Responses` ([]AlterConfigsResourceResponse): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        responses: list[AlterConfigsResponse.AlterConfigsResourceResponse] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _EMPTY else responses
        self._unknown_tags = _unknown_tags

    class AlterConfigsResourceResponse(_Message):
        """Outcome for each resource.

        AlterConfigsResourceResponse (in AlterConfigsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', '_unknown_tags')
        NAME = 'AlterConfigsResponse.AlterConfigsResourceResponse'

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
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = '',
            resource_type: int = 0,
            resource_name: str = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.resource_type = resource_type
            self.resource_name = resource_name
            self._unknown_tags = _unknown_tags


_C_AlterConfigsResponse_AlterConfigsResourceResponse = AlterConfigsResponse.AlterConfigsResourceResponse
AlterConfigsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Responses', 'responses', '[]AlterConfigsResourceResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterConfigsResponse_AlterConfigsResourceResponse),
)
_C_AlterConfigsResponse_AlterConfigsResourceResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)
_DEF_AlterConfigsResponse_AlterConfigsResourceResponse = _C_AlterConfigsResponse_AlterConfigsResourceResponse()

def _mk_AlterConfigsResponse_AlterConfigsResourceResponse() -> AlterConfigsResponse.AlterConfigsResourceResponse:
    o = _new(_C_AlterConfigsResponse_AlterConfigsResourceResponse)
    o.error_code = 0
    o.error_message = ''
    o.resource_type = 0
    o.resource_name = ''
    o._unknown_tags = None
    return o


def _enc_AlterConfigsResponse_v0(o: AlterConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l102 = o.responses
    a(_S_i.pack(len(l102)))
    for e103 in l102:
        a(_S_h.pack(e103.error_code))
        s104 = e103.error_message
        if s104 is None:
            a(b'\xff\xff')
        else:
            b105 = s104.encode()
            a(_S_h.pack(len(b105)))
            a(b105)
        a(_S_b.pack(e103.resource_type))
        s107 = e103.resource_name
        b108 = s107.encode()
        a(_S_h.pack(len(b108)))
        a(b108)
    return b''.join(parts)


def _dec_AlterConfigsResponse_v0(buf: _Buffer, pos: int) -> tuple[AlterConfigsResponse, int]:
    blen = len(buf)
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n110, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsResponse.Responses')
    l111: list[AlterConfigsResponse.AlterConfigsResourceResponse] = []
    ap112 = l111.append
    for _ in range(n110):
        t113 = _new(_C_AlterConfigsResponse_AlterConfigsResourceResponse)
        t113.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n114, = _S_h.unpack_from(buf, pos)
        if n114 >= 0:
            x115 = pos + 2 + n114
            if x115 > blen:
                raise _bad_length(n114, 'AlterConfigsResponse.Responses.ErrorMessage', pos)
            t113.error_message = str(buf[pos + 2:x115], 'utf-8')
            pos = x115
        else:
            t113.error_message, pos = _read_string(buf, pos, False, True, 'AlterConfigsResponse.Responses.ErrorMessage')
        t113.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n116, = _S_h.unpack_from(buf, pos)
        if n116 >= 0:
            x117 = pos + 2 + n116
            if x117 > blen:
                raise _bad_length(n116, 'AlterConfigsResponse.Responses.ResourceName', pos)
            t113.resource_name = str(buf[pos + 2:x117], 'utf-8')
            pos = x117
        else:
            t113.resource_name, pos = _read_string(buf, pos, False, False, 'AlterConfigsResponse.Responses.ResourceName')
        t113._unknown_tags = None
        ap112(t113)
    o.responses = l111
    o._unknown_tags = None
    return o, pos


def _enc_AlterConfigsResponse_v1(o: AlterConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l118 = o.responses
    a(_S_i.pack(len(l118)))
    for e119 in l118:
        a(_S_h.pack(e119.error_code))
        s120 = e119.error_message
        if s120 is None:
            a(b'\xff\xff')
        else:
            b121 = s120.encode()
            a(_S_h.pack(len(b121)))
            a(b121)
        a(_S_b.pack(e119.resource_type))
        s123 = e119.resource_name
        b124 = s123.encode()
        a(_S_h.pack(len(b124)))
        a(b124)
    return b''.join(parts)


def _dec_AlterConfigsResponse_v1(buf: _Buffer, pos: int) -> tuple[AlterConfigsResponse, int]:
    blen = len(buf)
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n126, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsResponse.Responses')
    l127: list[AlterConfigsResponse.AlterConfigsResourceResponse] = []
    ap128 = l127.append
    for _ in range(n126):
        t129 = _new(_C_AlterConfigsResponse_AlterConfigsResourceResponse)
        t129.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n130, = _S_h.unpack_from(buf, pos)
        if n130 >= 0:
            x131 = pos + 2 + n130
            if x131 > blen:
                raise _bad_length(n130, 'AlterConfigsResponse.Responses.ErrorMessage', pos)
            t129.error_message = str(buf[pos + 2:x131], 'utf-8')
            pos = x131
        else:
            t129.error_message, pos = _read_string(buf, pos, False, True, 'AlterConfigsResponse.Responses.ErrorMessage')
        t129.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n132, = _S_h.unpack_from(buf, pos)
        if n132 >= 0:
            x133 = pos + 2 + n132
            if x133 > blen:
                raise _bad_length(n132, 'AlterConfigsResponse.Responses.ResourceName', pos)
            t129.resource_name = str(buf[pos + 2:x133], 'utf-8')
            pos = x133
        else:
            t129.resource_name, pos = _read_string(buf, pos, False, False, 'AlterConfigsResponse.Responses.ResourceName')
        t129._unknown_tags = None
        ap128(t129)
    o.responses = l127
    o._unknown_tags = None
    return o, pos


def _enc_AlterConfigsResponse_v2(o: AlterConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l134 = o.responses
    n135 = len(l134) + 1
    a(_UV[n135] if n135 < 128 else _uv(n135))
    for e136 in l134:
        a(_S_h.pack(e136.error_code))
        s137 = e136.error_message
        if s137 is None:
            a(_H0)
        else:
            b138 = s137.encode()
            n139 = len(b138) + 1
            a(_UV[n139] if n139 < 128 else _uv(n139))
            a(b138)
        a(_S_b.pack(e136.resource_type))
        s140 = e136.resource_name
        b141 = s140.encode()
        n142 = len(b141) + 1
        a(_UV[n142] if n142 < 128 else _uv(n142))
        a(b141)
        u143 = e136._unknown_tags
        if u143 is None:
            a(_H0)
        else:
            _write_tags(a, None, u143)
    u144 = o._unknown_tags
    if u144 is None:
        a(_H0)
    else:
        _write_tags(a, None, u144)
    return b''.join(parts)


def _dec_AlterConfigsResponse_v2(buf: _Buffer, pos: int) -> tuple[AlterConfigsResponse, int]:
    blen = len(buf)
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n145 = buf[pos] - 1
    if 0 <= n145 < 127:
        pos += 1
    else:
        n145, pos = _read_array_len(buf, pos, True, False, 1, 'AlterConfigsResponse.Responses')
    l146: list[AlterConfigsResponse.AlterConfigsResourceResponse] = []
    ap147 = l146.append
    for _ in range(n145):
        t148 = _new(_C_AlterConfigsResponse_AlterConfigsResourceResponse)
        t148.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            x150 = pos + 1 + n149
            if x150 > blen:
                raise _bad_length(n149, 'AlterConfigsResponse.Responses.ErrorMessage', pos)
            t148.error_message = str(buf[pos + 1:x150], 'utf-8')
            pos = x150
        else:
            t148.error_message, pos = _read_string(buf, pos, True, True, 'AlterConfigsResponse.Responses.ErrorMessage')
        t148.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n151 = buf[pos] - 1
        if 0 <= n151 < 127:
            x152 = pos + 1 + n151
            if x152 > blen:
                raise _bad_length(n151, 'AlterConfigsResponse.Responses.ResourceName', pos)
            t148.resource_name = str(buf[pos + 1:x152], 'utf-8')
            pos = x152
        else:
            t148.resource_name, pos = _read_string(buf, pos, True, False, 'AlterConfigsResponse.Responses.ResourceName')
        if buf[pos] == 0:
            pos += 1
            t148._unknown_tags = None
        else:
            nt153, pos = _ruv(buf, pos)
            if nt153 * 2 > blen - pos:
                raise _array_too_long(nt153, 'AlterConfigsResponse.Responses._tagged_fields', pos)
            uk154: list[tuple[int, bytes]] | None = None
            for _ in range(nt153):
                tg155, pos = _ruv(buf, pos)
                sz156, pos = _ruv(buf, pos)
                x157 = pos + sz156
                if x157 > blen:
                    raise _bad_length(sz156, 'AlterConfigsResponse.Responses._tagged_fields', pos)
                if uk154 is None:
                    uk154 = []
                uk154.append((tg155, bytes(buf[pos:x157])))
                pos = x157
            t148._unknown_tags = uk154
        ap147(t148)
    o.responses = l146
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt158, pos = _ruv(buf, pos)
        if nt158 * 2 > blen - pos:
            raise _array_too_long(nt158, 'AlterConfigsResponse._tagged_fields', pos)
        uk159: list[tuple[int, bytes]] | None = None
        for _ in range(nt158):
            tg160, pos = _ruv(buf, pos)
            sz161, pos = _ruv(buf, pos)
            x162 = pos + sz161
            if x162 > blen:
                raise _bad_length(sz161, 'AlterConfigsResponse._tagged_fields', pos)
            if uk159 is None:
                uk159 = []
            uk159.append((tg160, bytes(buf[pos:x162])))
            pos = x162
        o._unknown_tags = uk159
    return o, pos


AlterConfigsResponse._ENC = {0: _enc_AlterConfigsResponse_v0, 1: _enc_AlterConfigsResponse_v1, 2: _enc_AlterConfigsResponse_v2}
AlterConfigsResponse._DEC = {0: _dec_AlterConfigsResponse_v0, 1: _dec_AlterConfigsResponse_v1, 2: _dec_AlterConfigsResponse_v2}


_LINES = {
    185: 'AlterConfigsRequest.Resources',
    186: 'AlterConfigsRequest.Resources',
    187: 'AlterConfigsRequest.Resources',
    188: 'AlterConfigsRequest.Resources.ResourceType',
    189: 'AlterConfigsRequest.Resources.ResourceName',
    190: 'AlterConfigsRequest.Resources.ResourceName',
    191: 'AlterConfigsRequest.Resources.ResourceName',
    192: 'AlterConfigsRequest.Resources.ResourceName',
    193: 'AlterConfigsRequest.Resources.Configs',
    194: 'AlterConfigsRequest.Resources.Configs',
    195: 'AlterConfigsRequest.Resources.Configs',
    196: 'AlterConfigsRequest.Resources.Configs.Name',
    197: 'AlterConfigsRequest.Resources.Configs.Name',
    198: 'AlterConfigsRequest.Resources.Configs.Name',
    199: 'AlterConfigsRequest.Resources.Configs.Name',
    200: 'AlterConfigsRequest.Resources.Configs.Value',
    201: 'AlterConfigsRequest.Resources.Configs.Value',
    202: 'AlterConfigsRequest.Resources.Configs.Value',
    203: 'AlterConfigsRequest.Resources.Configs.Value',
    204: 'AlterConfigsRequest.Resources.Configs.Value',
    205: 'AlterConfigsRequest.Resources.Configs.Value',
    206: 'AlterConfigsRequest.Resources.Configs.Value',
    207: 'AlterConfigsRequest.ValidateOnly',
    214: 'AlterConfigsRequest.Resources',
    219: 'AlterConfigsRequest.Resources.ResourceType',
    221: 'AlterConfigsRequest.Resources.ResourceName',
    226: 'AlterConfigsRequest.Resources.ResourceName',
    229: 'AlterConfigsRequest.Resources.ResourceName',
    230: 'AlterConfigsRequest.Resources.Configs',
    235: 'AlterConfigsRequest.Resources.Configs.Name',
    240: 'AlterConfigsRequest.Resources.Configs.Name',
    243: 'AlterConfigsRequest.Resources.Configs.Name',
    244: 'AlterConfigsRequest.Resources.Configs.Value',
    249: 'AlterConfigsRequest.Resources.Configs.Value',
    252: 'AlterConfigsRequest.Resources.Configs.Value',
    259: 'AlterConfigsRequest.ValidateOnly',
    268: 'AlterConfigsRequest.Resources',
    269: 'AlterConfigsRequest.Resources',
    270: 'AlterConfigsRequest.Resources',
    271: 'AlterConfigsRequest.Resources.ResourceType',
    272: 'AlterConfigsRequest.Resources.ResourceName',
    273: 'AlterConfigsRequest.Resources.ResourceName',
    274: 'AlterConfigsRequest.Resources.ResourceName',
    275: 'AlterConfigsRequest.Resources.ResourceName',
    276: 'AlterConfigsRequest.Resources.Configs',
    277: 'AlterConfigsRequest.Resources.Configs',
    278: 'AlterConfigsRequest.Resources.Configs',
    279: 'AlterConfigsRequest.Resources.Configs.Name',
    280: 'AlterConfigsRequest.Resources.Configs.Name',
    281: 'AlterConfigsRequest.Resources.Configs.Name',
    282: 'AlterConfigsRequest.Resources.Configs.Name',
    283: 'AlterConfigsRequest.Resources.Configs.Value',
    284: 'AlterConfigsRequest.Resources.Configs.Value',
    285: 'AlterConfigsRequest.Resources.Configs.Value',
    286: 'AlterConfigsRequest.Resources.Configs.Value',
    287: 'AlterConfigsRequest.Resources.Configs.Value',
    288: 'AlterConfigsRequest.Resources.Configs.Value',
    289: 'AlterConfigsRequest.Resources.Configs.Value',
    290: 'AlterConfigsRequest.ValidateOnly',
    297: 'AlterConfigsRequest.Resources',
    302: 'AlterConfigsRequest.Resources.ResourceType',
    304: 'AlterConfigsRequest.Resources.ResourceName',
    309: 'AlterConfigsRequest.Resources.ResourceName',
    312: 'AlterConfigsRequest.Resources.ResourceName',
    313: 'AlterConfigsRequest.Resources.Configs',
    318: 'AlterConfigsRequest.Resources.Configs.Name',
    323: 'AlterConfigsRequest.Resources.Configs.Name',
    326: 'AlterConfigsRequest.Resources.Configs.Name',
    327: 'AlterConfigsRequest.Resources.Configs.Value',
    332: 'AlterConfigsRequest.Resources.Configs.Value',
    335: 'AlterConfigsRequest.Resources.Configs.Value',
    342: 'AlterConfigsRequest.ValidateOnly',
    351: 'AlterConfigsRequest.Resources',
    352: 'AlterConfigsRequest.Resources',
    353: 'AlterConfigsRequest.Resources',
    354: 'AlterConfigsRequest.Resources',
    355: 'AlterConfigsRequest.Resources.ResourceType',
    356: 'AlterConfigsRequest.Resources.ResourceName',
    357: 'AlterConfigsRequest.Resources.ResourceName',
    358: 'AlterConfigsRequest.Resources.ResourceName',
    359: 'AlterConfigsRequest.Resources.ResourceName',
    360: 'AlterConfigsRequest.Resources.ResourceName',
    361: 'AlterConfigsRequest.Resources.Configs',
    362: 'AlterConfigsRequest.Resources.Configs',
    363: 'AlterConfigsRequest.Resources.Configs',
    364: 'AlterConfigsRequest.Resources.Configs',
    365: 'AlterConfigsRequest.Resources.Configs.Name',
    366: 'AlterConfigsRequest.Resources.Configs.Name',
    367: 'AlterConfigsRequest.Resources.Configs.Name',
    368: 'AlterConfigsRequest.Resources.Configs.Name',
    369: 'AlterConfigsRequest.Resources.Configs.Name',
    370: 'AlterConfigsRequest.Resources.Configs.Value',
    371: 'AlterConfigsRequest.Resources.Configs.Value',
    372: 'AlterConfigsRequest.Resources.Configs.Value',
    373: 'AlterConfigsRequest.Resources.Configs.Value',
    374: 'AlterConfigsRequest.Resources.Configs.Value',
    375: 'AlterConfigsRequest.Resources.Configs.Value',
    376: 'AlterConfigsRequest.Resources.Configs.Value',
    377: 'AlterConfigsRequest.Resources.Configs.Value',
    378: 'AlterConfigsRequest.Resources.Configs._unknown_tags',
    379: 'AlterConfigsRequest.Resources.Configs',
    382: 'AlterConfigsRequest.Resources.Configs._unknown_tags',
    383: 'AlterConfigsRequest.Resources._unknown_tags',
    384: 'AlterConfigsRequest.Resources',
    387: 'AlterConfigsRequest.Resources._unknown_tags',
    388: 'AlterConfigsRequest.ValidateOnly',
    389: 'AlterConfigsRequest._unknown_tags',
    390: 'AlterConfigsRequest',
    393: 'AlterConfigsRequest._unknown_tags',
    400: 'AlterConfigsRequest.Resources',
    404: 'AlterConfigsRequest.Resources',
    409: 'AlterConfigsRequest.Resources.ResourceType',
    411: 'AlterConfigsRequest.Resources.ResourceName',
    416: 'AlterConfigsRequest.Resources.ResourceName',
    419: 'AlterConfigsRequest.Resources.ResourceName',
    420: 'AlterConfigsRequest.Resources.Configs',
    424: 'AlterConfigsRequest.Resources.Configs',
    429: 'AlterConfigsRequest.Resources.Configs.Name',
    434: 'AlterConfigsRequest.Resources.Configs.Name',
    437: 'AlterConfigsRequest.Resources.Configs.Name',
    438: 'AlterConfigsRequest.Resources.Configs.Value',
    443: 'AlterConfigsRequest.Resources.Configs.Value',
    446: 'AlterConfigsRequest.Resources.Configs.Value',
    447: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    451: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    456: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    457: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    468: 'AlterConfigsRequest.Resources._tagged_fields',
    472: 'AlterConfigsRequest.Resources._tagged_fields',
    477: 'AlterConfigsRequest.Resources._tagged_fields',
    478: 'AlterConfigsRequest.Resources._tagged_fields',
    489: 'AlterConfigsRequest.ValidateOnly',
    491: 'AlterConfigsRequest._tagged_fields',
    495: 'AlterConfigsRequest._tagged_fields',
    500: 'AlterConfigsRequest._tagged_fields',
    501: 'AlterConfigsRequest._tagged_fields',
    618: 'AlterConfigsResponse.ThrottleTimeMs',
    619: 'AlterConfigsResponse.Responses',
    620: 'AlterConfigsResponse.Responses',
    621: 'AlterConfigsResponse.Responses',
    622: 'AlterConfigsResponse.Responses.ErrorCode',
    623: 'AlterConfigsResponse.Responses.ErrorMessage',
    624: 'AlterConfigsResponse.Responses.ErrorMessage',
    625: 'AlterConfigsResponse.Responses.ErrorMessage',
    626: 'AlterConfigsResponse.Responses.ErrorMessage',
    627: 'AlterConfigsResponse.Responses.ErrorMessage',
    628: 'AlterConfigsResponse.Responses.ErrorMessage',
    629: 'AlterConfigsResponse.Responses.ErrorMessage',
    630: 'AlterConfigsResponse.Responses.ResourceType',
    631: 'AlterConfigsResponse.Responses.ResourceName',
    632: 'AlterConfigsResponse.Responses.ResourceName',
    633: 'AlterConfigsResponse.Responses.ResourceName',
    634: 'AlterConfigsResponse.Responses.ResourceName',
    641: 'AlterConfigsResponse.ThrottleTimeMs',
    643: 'AlterConfigsResponse.Responses',
    648: 'AlterConfigsResponse.Responses.ErrorCode',
    650: 'AlterConfigsResponse.Responses.ErrorMessage',
    655: 'AlterConfigsResponse.Responses.ErrorMessage',
    658: 'AlterConfigsResponse.Responses.ErrorMessage',
    659: 'AlterConfigsResponse.Responses.ResourceType',
    661: 'AlterConfigsResponse.Responses.ResourceName',
    666: 'AlterConfigsResponse.Responses.ResourceName',
    669: 'AlterConfigsResponse.Responses.ResourceName',
    680: 'AlterConfigsResponse.ThrottleTimeMs',
    681: 'AlterConfigsResponse.Responses',
    682: 'AlterConfigsResponse.Responses',
    683: 'AlterConfigsResponse.Responses',
    684: 'AlterConfigsResponse.Responses.ErrorCode',
    685: 'AlterConfigsResponse.Responses.ErrorMessage',
    686: 'AlterConfigsResponse.Responses.ErrorMessage',
    687: 'AlterConfigsResponse.Responses.ErrorMessage',
    688: 'AlterConfigsResponse.Responses.ErrorMessage',
    689: 'AlterConfigsResponse.Responses.ErrorMessage',
    690: 'AlterConfigsResponse.Responses.ErrorMessage',
    691: 'AlterConfigsResponse.Responses.ErrorMessage',
    692: 'AlterConfigsResponse.Responses.ResourceType',
    693: 'AlterConfigsResponse.Responses.ResourceName',
    694: 'AlterConfigsResponse.Responses.ResourceName',
    695: 'AlterConfigsResponse.Responses.ResourceName',
    696: 'AlterConfigsResponse.Responses.ResourceName',
    703: 'AlterConfigsResponse.ThrottleTimeMs',
    705: 'AlterConfigsResponse.Responses',
    710: 'AlterConfigsResponse.Responses.ErrorCode',
    712: 'AlterConfigsResponse.Responses.ErrorMessage',
    717: 'AlterConfigsResponse.Responses.ErrorMessage',
    720: 'AlterConfigsResponse.Responses.ErrorMessage',
    721: 'AlterConfigsResponse.Responses.ResourceType',
    723: 'AlterConfigsResponse.Responses.ResourceName',
    728: 'AlterConfigsResponse.Responses.ResourceName',
    731: 'AlterConfigsResponse.Responses.ResourceName',
    742: 'AlterConfigsResponse.ThrottleTimeMs',
    743: 'AlterConfigsResponse.Responses',
    744: 'AlterConfigsResponse.Responses',
    745: 'AlterConfigsResponse.Responses',
    746: 'AlterConfigsResponse.Responses',
    747: 'AlterConfigsResponse.Responses.ErrorCode',
    748: 'AlterConfigsResponse.Responses.ErrorMessage',
    749: 'AlterConfigsResponse.Responses.ErrorMessage',
    750: 'AlterConfigsResponse.Responses.ErrorMessage',
    751: 'AlterConfigsResponse.Responses.ErrorMessage',
    752: 'AlterConfigsResponse.Responses.ErrorMessage',
    753: 'AlterConfigsResponse.Responses.ErrorMessage',
    754: 'AlterConfigsResponse.Responses.ErrorMessage',
    755: 'AlterConfigsResponse.Responses.ErrorMessage',
    756: 'AlterConfigsResponse.Responses.ResourceType',
    757: 'AlterConfigsResponse.Responses.ResourceName',
    758: 'AlterConfigsResponse.Responses.ResourceName',
    759: 'AlterConfigsResponse.Responses.ResourceName',
    760: 'AlterConfigsResponse.Responses.ResourceName',
    761: 'AlterConfigsResponse.Responses.ResourceName',
    762: 'AlterConfigsResponse.Responses._unknown_tags',
    763: 'AlterConfigsResponse.Responses',
    766: 'AlterConfigsResponse.Responses._unknown_tags',
    767: 'AlterConfigsResponse._unknown_tags',
    768: 'AlterConfigsResponse',
    771: 'AlterConfigsResponse._unknown_tags',
    778: 'AlterConfigsResponse.ThrottleTimeMs',
    780: 'AlterConfigsResponse.Responses',
    784: 'AlterConfigsResponse.Responses',
    789: 'AlterConfigsResponse.Responses.ErrorCode',
    791: 'AlterConfigsResponse.Responses.ErrorMessage',
    796: 'AlterConfigsResponse.Responses.ErrorMessage',
    799: 'AlterConfigsResponse.Responses.ErrorMessage',
    800: 'AlterConfigsResponse.Responses.ResourceType',
    802: 'AlterConfigsResponse.Responses.ResourceName',
    807: 'AlterConfigsResponse.Responses.ResourceName',
    810: 'AlterConfigsResponse.Responses.ResourceName',
    811: 'AlterConfigsResponse.Responses._tagged_fields',
    815: 'AlterConfigsResponse.Responses._tagged_fields',
    820: 'AlterConfigsResponse.Responses._tagged_fields',
    821: 'AlterConfigsResponse.Responses._tagged_fields',
    832: 'AlterConfigsResponse._tagged_fields',
    836: 'AlterConfigsResponse._tagged_fields',
    841: 'AlterConfigsResponse._tagged_fields',
    842: 'AlterConfigsResponse._tagged_fields',
}
