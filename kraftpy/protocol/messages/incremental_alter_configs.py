# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/IncrementalAlterConfigsRequest.json, schemas/messages/IncrementalAlterConfigsResponse.json.
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

__all__ = ['IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_i = Struct('>i')


class IncrementalAlterConfigsRequest(_Message):
    """IncrementalAlterConfigsRequest (request): API key 44; versions 0-1; flexible in 1; listeners: broker, controller."""

    __slots__ = ('resources', 'validate_only', '_unknown_tags')
    NAME = 'IncrementalAlterConfigsRequest'
    TYPE = 'request'
    API_KEY = 44
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource]
    """Config changes for each resource.

    `Resources` ([]AlterConfigsResource): versions 0+; default []."""
    validate_only: bool
    """When true, only validate; change nothing.

    `ValidateOnly` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource] = _EMPTY,
        validate_only: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.resources = [] if resources is _EMPTY else resources
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class AlterConfigsResource(_Message):
        """Config changes for each resource.

        AlterConfigsResource (in IncrementalAlterConfigsRequest): versions 0+."""

        __slots__ = ('resource_type', 'resource_name', 'configs', '_unknown_tags')
        NAME = 'IncrementalAlterConfigsRequest.AlterConfigsResource'

        resource_type: int
        """Kind of resource.

        `ResourceType` (int8): versions 0+; default 0."""
        resource_name: str
        """Name of the resource.

        `ResourceName` (string): versions 0+; default ''."""
        configs: list[IncrementalAlterConfigsRequest.AlterableConfig]
        """Changes to apply.

        `Configs` ([]AlterableConfig): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            resource_type: int = 0,
            resource_name: str = '',
            configs: list[IncrementalAlterConfigsRequest.AlterableConfig] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class AlterableConfig(_Message):
        """Changes to apply.

        AlterableConfig (in IncrementalAlterConfigsRequest): versions 0+."""

        __slots__ = ('name', 'config_operation', 'value', '_unknown_tags')
        NAME = 'IncrementalAlterConfigsRequest.AlterableConfig'

        name: str
        """Config key.

        `Name` (string): versions 0+; default ''."""
        config_operation: int
        """Operation: 0 SET, 1 DELETE, 2 APPEND, 3 SUBTRACT.

        `ConfigOperation` (int8): versions 0+; default 0."""
        value: str | None
        """Operand of the operation.

        `Value` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            config_operation: int = 0,
            value: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.config_operation = config_operation
            self.value = value
            self._unknown_tags = _unknown_tags


_C_IncrementalAlterConfigsRequest_AlterConfigsResource = IncrementalAlterConfigsRequest.AlterConfigsResource
_C_IncrementalAlterConfigsRequest_AlterableConfig = IncrementalAlterConfigsRequest.AlterableConfig
IncrementalAlterConfigsRequest.FIELDS = (
    _FI('Resources', 'resources', '[]AlterConfigsResource', (0, 32767), (1, 0), (1, 0), None, (), False, _C_IncrementalAlterConfigsRequest_AlterConfigsResource),
    _FI('ValidateOnly', 'validate_only', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_IncrementalAlterConfigsRequest_AlterConfigsResource.FIELDS = (
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Configs', 'configs', '[]AlterableConfig', (0, 32767), (1, 0), (1, 0), None, (), False, _C_IncrementalAlterConfigsRequest_AlterableConfig),
)
_C_IncrementalAlterConfigsRequest_AlterableConfig.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ConfigOperation', 'config_operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Value', 'value', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_IncrementalAlterConfigsRequest_AlterConfigsResource = _C_IncrementalAlterConfigsRequest_AlterConfigsResource()
_DEF_IncrementalAlterConfigsRequest_AlterableConfig = _C_IncrementalAlterConfigsRequest_AlterableConfig()

def _mk_IncrementalAlterConfigsRequest_AlterConfigsResource() -> IncrementalAlterConfigsRequest.AlterConfigsResource:
    o = _new(_C_IncrementalAlterConfigsRequest_AlterConfigsResource)
    o.resource_type = 0
    o.resource_name = ''
    o.configs = []
    o._unknown_tags = None
    return o

def _mk_IncrementalAlterConfigsRequest_AlterableConfig() -> IncrementalAlterConfigsRequest.AlterableConfig:
    o = _new(_C_IncrementalAlterConfigsRequest_AlterableConfig)
    o.name = ''
    o.config_operation = 0
    o.value = ''
    o._unknown_tags = None
    return o


def _enc_IncrementalAlterConfigsRequest_v0(o: IncrementalAlterConfigsRequest) -> bytes:
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
            a(_S_b.pack(e7.config_operation))
            s11 = e7.value
            if s11 is None:
                a(b'\xff\xff')
            else:
                b12 = s11.encode()
                a(_S_h.pack(len(b12)))
                a(b12)
    a(_S__.pack(o.validate_only))
    return b''.join(parts)


def _dec_IncrementalAlterConfigsRequest_v0(buf: _Buffer, pos: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    blen = len(buf)
    o = _new(IncrementalAlterConfigsRequest)
    n14, pos = _read_array_len(buf, pos, False, False, 1, 'IncrementalAlterConfigsRequest.Resources')
    l15: list[IncrementalAlterConfigsRequest.AlterConfigsResource] = []
    ap16 = l15.append
    for _ in range(n14):
        t17 = _new(_C_IncrementalAlterConfigsRequest_AlterConfigsResource)
        t17.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n18, = _S_h.unpack_from(buf, pos)
        if n18 >= 0:
            x19 = pos + 2 + n18
            if x19 > blen:
                raise _bad_length(n18, 'IncrementalAlterConfigsRequest.Resources.ResourceName', pos)
            t17.resource_name = str(buf[pos + 2:x19], 'utf-8')
            pos = x19
        else:
            t17.resource_name, pos = _read_string(buf, pos, False, False, 'IncrementalAlterConfigsRequest.Resources.ResourceName')
        n20, pos = _read_array_len(buf, pos, False, False, 1, 'IncrementalAlterConfigsRequest.Resources.Configs')
        l21: list[IncrementalAlterConfigsRequest.AlterableConfig] = []
        ap22 = l21.append
        for _ in range(n20):
            t23 = _new(_C_IncrementalAlterConfigsRequest_AlterableConfig)
            n24, = _S_h.unpack_from(buf, pos)
            if n24 >= 0:
                x25 = pos + 2 + n24
                if x25 > blen:
                    raise _bad_length(n24, 'IncrementalAlterConfigsRequest.Resources.Configs.Name', pos)
                t23.name = str(buf[pos + 2:x25], 'utf-8')
                pos = x25
            else:
                t23.name, pos = _read_string(buf, pos, False, False, 'IncrementalAlterConfigsRequest.Resources.Configs.Name')
            t23.config_operation, = _S_b.unpack_from(buf, pos)
            pos += 1
            n26, = _S_h.unpack_from(buf, pos)
            if n26 >= 0:
                x27 = pos + 2 + n26
                if x27 > blen:
                    raise _bad_length(n26, 'IncrementalAlterConfigsRequest.Resources.Configs.Value', pos)
                t23.value = str(buf[pos + 2:x27], 'utf-8')
                pos = x27
            else:
                t23.value, pos = _read_string(buf, pos, False, True, 'IncrementalAlterConfigsRequest.Resources.Configs.Value')
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


def _enc_IncrementalAlterConfigsRequest_v1(o: IncrementalAlterConfigsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l28 = o.resources
    n29 = len(l28) + 1
    a(_UV[n29] if n29 < 128 else _uv(n29))
    for e30 in l28:
        a(_S_b.pack(e30.resource_type))
        s31 = e30.resource_name
        b32 = s31.encode()
        n33 = len(b32) + 1
        a(_UV[n33] if n33 < 128 else _uv(n33))
        a(b32)
        l34 = e30.configs
        n35 = len(l34) + 1
        a(_UV[n35] if n35 < 128 else _uv(n35))
        for e36 in l34:
            s37 = e36.name
            b38 = s37.encode()
            n39 = len(b38) + 1
            a(_UV[n39] if n39 < 128 else _uv(n39))
            a(b38)
            a(_S_b.pack(e36.config_operation))
            s40 = e36.value
            if s40 is None:
                a(_H0)
            else:
                b41 = s40.encode()
                n42 = len(b41) + 1
                a(_UV[n42] if n42 < 128 else _uv(n42))
                a(b41)
            u43 = e36._unknown_tags
            if u43 is None:
                a(_H0)
            else:
                _write_tags(a, None, u43)
        u44 = e30._unknown_tags
        if u44 is None:
            a(_H0)
        else:
            _write_tags(a, None, u44)
    a(_S__.pack(o.validate_only))
    u45 = o._unknown_tags
    if u45 is None:
        a(_H0)
    else:
        _write_tags(a, None, u45)
    return b''.join(parts)


def _dec_IncrementalAlterConfigsRequest_v1(buf: _Buffer, pos: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    blen = len(buf)
    o = _new(IncrementalAlterConfigsRequest)
    n46 = buf[pos] - 1
    if 0 <= n46 < 127:
        pos += 1
    else:
        n46, pos = _read_array_len(buf, pos, True, False, 1, 'IncrementalAlterConfigsRequest.Resources')
    l47: list[IncrementalAlterConfigsRequest.AlterConfigsResource] = []
    ap48 = l47.append
    for _ in range(n46):
        t49 = _new(_C_IncrementalAlterConfigsRequest_AlterConfigsResource)
        t49.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n50 = buf[pos] - 1
        if 0 <= n50 < 127:
            x51 = pos + 1 + n50
            if x51 > blen:
                raise _bad_length(n50, 'IncrementalAlterConfigsRequest.Resources.ResourceName', pos)
            t49.resource_name = str(buf[pos + 1:x51], 'utf-8')
            pos = x51
        else:
            t49.resource_name, pos = _read_string(buf, pos, True, False, 'IncrementalAlterConfigsRequest.Resources.ResourceName')
        n52 = buf[pos] - 1
        if 0 <= n52 < 127:
            pos += 1
        else:
            n52, pos = _read_array_len(buf, pos, True, False, 1, 'IncrementalAlterConfigsRequest.Resources.Configs')
        l53: list[IncrementalAlterConfigsRequest.AlterableConfig] = []
        ap54 = l53.append
        for _ in range(n52):
            t55 = _new(_C_IncrementalAlterConfigsRequest_AlterableConfig)
            n56 = buf[pos] - 1
            if 0 <= n56 < 127:
                x57 = pos + 1 + n56
                if x57 > blen:
                    raise _bad_length(n56, 'IncrementalAlterConfigsRequest.Resources.Configs.Name', pos)
                t55.name = str(buf[pos + 1:x57], 'utf-8')
                pos = x57
            else:
                t55.name, pos = _read_string(buf, pos, True, False, 'IncrementalAlterConfigsRequest.Resources.Configs.Name')
            t55.config_operation, = _S_b.unpack_from(buf, pos)
            pos += 1
            n58 = buf[pos] - 1
            if 0 <= n58 < 127:
                x59 = pos + 1 + n58
                if x59 > blen:
                    raise _bad_length(n58, 'IncrementalAlterConfigsRequest.Resources.Configs.Value', pos)
                t55.value = str(buf[pos + 1:x59], 'utf-8')
                pos = x59
            else:
                t55.value, pos = _read_string(buf, pos, True, True, 'IncrementalAlterConfigsRequest.Resources.Configs.Value')
            if buf[pos] == 0:
                pos += 1
                t55._unknown_tags = None
            else:
                nt60, pos = _ruv(buf, pos)
                if nt60 * 2 > blen - pos:
                    raise _array_too_long(nt60, 'IncrementalAlterConfigsRequest.Resources.Configs._tagged_fields', pos)
                uk61: list[tuple[int, bytes]] | None = None
                for _ in range(nt60):
                    tg62, pos = _ruv(buf, pos)
                    sz63, pos = _ruv(buf, pos)
                    x64 = pos + sz63
                    if x64 > blen:
                        raise _bad_length(sz63, 'IncrementalAlterConfigsRequest.Resources.Configs._tagged_fields', pos)
                    if uk61 is None:
                        uk61 = []
                    uk61.append((tg62, bytes(buf[pos:x64])))
                    pos = x64
                t55._unknown_tags = uk61
            ap54(t55)
        t49.configs = l53
        if buf[pos] == 0:
            pos += 1
            t49._unknown_tags = None
        else:
            nt65, pos = _ruv(buf, pos)
            if nt65 * 2 > blen - pos:
                raise _array_too_long(nt65, 'IncrementalAlterConfigsRequest.Resources._tagged_fields', pos)
            uk66: list[tuple[int, bytes]] | None = None
            for _ in range(nt65):
                tg67, pos = _ruv(buf, pos)
                sz68, pos = _ruv(buf, pos)
                x69 = pos + sz68
                if x69 > blen:
                    raise _bad_length(sz68, 'IncrementalAlterConfigsRequest.Resources._tagged_fields', pos)
                if uk66 is None:
                    uk66 = []
                uk66.append((tg67, bytes(buf[pos:x69])))
                pos = x69
            t49._unknown_tags = uk66
        ap48(t49)
    o.resources = l47
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt70, pos = _ruv(buf, pos)
        if nt70 * 2 > blen - pos:
            raise _array_too_long(nt70, 'IncrementalAlterConfigsRequest._tagged_fields', pos)
        uk71: list[tuple[int, bytes]] | None = None
        for _ in range(nt70):
            tg72, pos = _ruv(buf, pos)
            sz73, pos = _ruv(buf, pos)
            x74 = pos + sz73
            if x74 > blen:
                raise _bad_length(sz73, 'IncrementalAlterConfigsRequest._tagged_fields', pos)
            if uk71 is None:
                uk71 = []
            uk71.append((tg72, bytes(buf[pos:x74])))
            pos = x74
        o._unknown_tags = uk71
    return o, pos


IncrementalAlterConfigsRequest._ENC = {0: _enc_IncrementalAlterConfigsRequest_v0, 1: _enc_IncrementalAlterConfigsRequest_v1}
IncrementalAlterConfigsRequest._DEC = {0: _dec_IncrementalAlterConfigsRequest_v0, 1: _dec_IncrementalAlterConfigsRequest_v1}


class IncrementalAlterConfigsResponse(_Message):
    """IncrementalAlterConfigsResponse (response): API key 44; versions 0-1; flexible in 1."""

    __slots__ = ('throttle_time_ms', 'responses', '_unknown_tags')
    NAME = 'IncrementalAlterConfigsResponse'
    TYPE = 'response'
    API_KEY = 44
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse]
    """Outcome for each resource.

    `Responses` ([]AlterConfigsResourceResponse): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _EMPTY else responses
        self._unknown_tags = _unknown_tags

    class AlterConfigsResourceResponse(_Message):
        """Outcome for each resource.

        AlterConfigsResourceResponse (in IncrementalAlterConfigsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', '_unknown_tags')
        NAME = 'IncrementalAlterConfigsResponse.AlterConfigsResourceResponse'

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


_C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse = IncrementalAlterConfigsResponse.AlterConfigsResourceResponse
IncrementalAlterConfigsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Responses', 'responses', '[]AlterConfigsResourceResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse),
)
_C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)
_DEF_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse = _C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse()

def _mk_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse() -> IncrementalAlterConfigsResponse.AlterConfigsResourceResponse:
    o = _new(_C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse)
    o.error_code = 0
    o.error_message = ''
    o.resource_type = 0
    o.resource_name = ''
    o._unknown_tags = None
    return o


def _enc_IncrementalAlterConfigsResponse_v0(o: IncrementalAlterConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l75 = o.responses
    a(_S_i.pack(len(l75)))
    for e76 in l75:
        a(_S_h.pack(e76.error_code))
        s77 = e76.error_message
        if s77 is None:
            a(b'\xff\xff')
        else:
            b78 = s77.encode()
            a(_S_h.pack(len(b78)))
            a(b78)
        a(_S_b.pack(e76.resource_type))
        s80 = e76.resource_name
        b81 = s80.encode()
        a(_S_h.pack(len(b81)))
        a(b81)
    return b''.join(parts)


def _dec_IncrementalAlterConfigsResponse_v0(buf: _Buffer, pos: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    blen = len(buf)
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n83, pos = _read_array_len(buf, pos, False, False, 1, 'IncrementalAlterConfigsResponse.Responses')
    l84: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse] = []
    ap85 = l84.append
    for _ in range(n83):
        t86 = _new(_C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse)
        t86.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n87, = _S_h.unpack_from(buf, pos)
        if n87 >= 0:
            x88 = pos + 2 + n87
            if x88 > blen:
                raise _bad_length(n87, 'IncrementalAlterConfigsResponse.Responses.ErrorMessage', pos)
            t86.error_message = str(buf[pos + 2:x88], 'utf-8')
            pos = x88
        else:
            t86.error_message, pos = _read_string(buf, pos, False, True, 'IncrementalAlterConfigsResponse.Responses.ErrorMessage')
        t86.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n89, = _S_h.unpack_from(buf, pos)
        if n89 >= 0:
            x90 = pos + 2 + n89
            if x90 > blen:
                raise _bad_length(n89, 'IncrementalAlterConfigsResponse.Responses.ResourceName', pos)
            t86.resource_name = str(buf[pos + 2:x90], 'utf-8')
            pos = x90
        else:
            t86.resource_name, pos = _read_string(buf, pos, False, False, 'IncrementalAlterConfigsResponse.Responses.ResourceName')
        t86._unknown_tags = None
        ap85(t86)
    o.responses = l84
    o._unknown_tags = None
    return o, pos


def _enc_IncrementalAlterConfigsResponse_v1(o: IncrementalAlterConfigsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l91 = o.responses
    n92 = len(l91) + 1
    a(_UV[n92] if n92 < 128 else _uv(n92))
    for e93 in l91:
        a(_S_h.pack(e93.error_code))
        s94 = e93.error_message
        if s94 is None:
            a(_H0)
        else:
            b95 = s94.encode()
            n96 = len(b95) + 1
            a(_UV[n96] if n96 < 128 else _uv(n96))
            a(b95)
        a(_S_b.pack(e93.resource_type))
        s97 = e93.resource_name
        b98 = s97.encode()
        n99 = len(b98) + 1
        a(_UV[n99] if n99 < 128 else _uv(n99))
        a(b98)
        u100 = e93._unknown_tags
        if u100 is None:
            a(_H0)
        else:
            _write_tags(a, None, u100)
    u101 = o._unknown_tags
    if u101 is None:
        a(_H0)
    else:
        _write_tags(a, None, u101)
    return b''.join(parts)


def _dec_IncrementalAlterConfigsResponse_v1(buf: _Buffer, pos: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    blen = len(buf)
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n102 = buf[pos] - 1
    if 0 <= n102 < 127:
        pos += 1
    else:
        n102, pos = _read_array_len(buf, pos, True, False, 1, 'IncrementalAlterConfigsResponse.Responses')
    l103: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse] = []
    ap104 = l103.append
    for _ in range(n102):
        t105 = _new(_C_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse)
        t105.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n106 = buf[pos] - 1
        if 0 <= n106 < 127:
            x107 = pos + 1 + n106
            if x107 > blen:
                raise _bad_length(n106, 'IncrementalAlterConfigsResponse.Responses.ErrorMessage', pos)
            t105.error_message = str(buf[pos + 1:x107], 'utf-8')
            pos = x107
        else:
            t105.error_message, pos = _read_string(buf, pos, True, True, 'IncrementalAlterConfigsResponse.Responses.ErrorMessage')
        t105.resource_type, = _S_b.unpack_from(buf, pos)
        pos += 1
        n108 = buf[pos] - 1
        if 0 <= n108 < 127:
            x109 = pos + 1 + n108
            if x109 > blen:
                raise _bad_length(n108, 'IncrementalAlterConfigsResponse.Responses.ResourceName', pos)
            t105.resource_name = str(buf[pos + 1:x109], 'utf-8')
            pos = x109
        else:
            t105.resource_name, pos = _read_string(buf, pos, True, False, 'IncrementalAlterConfigsResponse.Responses.ResourceName')
        if buf[pos] == 0:
            pos += 1
            t105._unknown_tags = None
        else:
            nt110, pos = _ruv(buf, pos)
            if nt110 * 2 > blen - pos:
                raise _array_too_long(nt110, 'IncrementalAlterConfigsResponse.Responses._tagged_fields', pos)
            uk111: list[tuple[int, bytes]] | None = None
            for _ in range(nt110):
                tg112, pos = _ruv(buf, pos)
                sz113, pos = _ruv(buf, pos)
                x114 = pos + sz113
                if x114 > blen:
                    raise _bad_length(sz113, 'IncrementalAlterConfigsResponse.Responses._tagged_fields', pos)
                if uk111 is None:
                    uk111 = []
                uk111.append((tg112, bytes(buf[pos:x114])))
                pos = x114
            t105._unknown_tags = uk111
        ap104(t105)
    o.responses = l103
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt115, pos = _ruv(buf, pos)
        if nt115 * 2 > blen - pos:
            raise _array_too_long(nt115, 'IncrementalAlterConfigsResponse._tagged_fields', pos)
        uk116: list[tuple[int, bytes]] | None = None
        for _ in range(nt115):
            tg117, pos = _ruv(buf, pos)
            sz118, pos = _ruv(buf, pos)
            x119 = pos + sz118
            if x119 > blen:
                raise _bad_length(sz118, 'IncrementalAlterConfigsResponse._tagged_fields', pos)
            if uk116 is None:
                uk116 = []
            uk116.append((tg117, bytes(buf[pos:x119])))
            pos = x119
        o._unknown_tags = uk116
    return o, pos


IncrementalAlterConfigsResponse._ENC = {0: _enc_IncrementalAlterConfigsResponse_v0, 1: _enc_IncrementalAlterConfigsResponse_v1}
IncrementalAlterConfigsResponse._DEC = {0: _dec_IncrementalAlterConfigsResponse_v0, 1: _dec_IncrementalAlterConfigsResponse_v1}


_LINES = {
    193: 'IncrementalAlterConfigsRequest.Resources',
    194: 'IncrementalAlterConfigsRequest.Resources',
    195: 'IncrementalAlterConfigsRequest.Resources',
    196: 'IncrementalAlterConfigsRequest.Resources.ResourceType',
    197: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    198: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    199: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    200: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    201: 'IncrementalAlterConfigsRequest.Resources.Configs',
    202: 'IncrementalAlterConfigsRequest.Resources.Configs',
    203: 'IncrementalAlterConfigsRequest.Resources.Configs',
    204: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    205: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    206: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    207: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    208: 'IncrementalAlterConfigsRequest.Resources.Configs.ConfigOperation',
    209: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    210: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    211: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    212: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    213: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    214: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    215: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    216: 'IncrementalAlterConfigsRequest.ValidateOnly',
    223: 'IncrementalAlterConfigsRequest.Resources',
    228: 'IncrementalAlterConfigsRequest.Resources.ResourceType',
    230: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    235: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    238: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    239: 'IncrementalAlterConfigsRequest.Resources.Configs',
    244: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    249: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    252: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    253: 'IncrementalAlterConfigsRequest.Resources.Configs.ConfigOperation',
    255: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    260: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    263: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    270: 'IncrementalAlterConfigsRequest.ValidateOnly',
    279: 'IncrementalAlterConfigsRequest.Resources',
    280: 'IncrementalAlterConfigsRequest.Resources',
    281: 'IncrementalAlterConfigsRequest.Resources',
    282: 'IncrementalAlterConfigsRequest.Resources',
    283: 'IncrementalAlterConfigsRequest.Resources.ResourceType',
    284: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    285: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    286: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    287: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    288: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    289: 'IncrementalAlterConfigsRequest.Resources.Configs',
    290: 'IncrementalAlterConfigsRequest.Resources.Configs',
    291: 'IncrementalAlterConfigsRequest.Resources.Configs',
    292: 'IncrementalAlterConfigsRequest.Resources.Configs',
    293: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    294: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    295: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    296: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    297: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    298: 'IncrementalAlterConfigsRequest.Resources.Configs.ConfigOperation',
    299: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    300: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    301: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    302: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    303: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    304: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    305: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    306: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    307: 'IncrementalAlterConfigsRequest.Resources.Configs._unknown_tags',
    308: 'IncrementalAlterConfigsRequest.Resources.Configs',
    311: 'IncrementalAlterConfigsRequest.Resources.Configs._unknown_tags',
    312: 'IncrementalAlterConfigsRequest.Resources._unknown_tags',
    313: 'IncrementalAlterConfigsRequest.Resources',
    316: 'IncrementalAlterConfigsRequest.Resources._unknown_tags',
    317: 'IncrementalAlterConfigsRequest.ValidateOnly',
    318: 'IncrementalAlterConfigsRequest._unknown_tags',
    319: 'IncrementalAlterConfigsRequest',
    322: 'IncrementalAlterConfigsRequest._unknown_tags',
    329: 'IncrementalAlterConfigsRequest.Resources',
    333: 'IncrementalAlterConfigsRequest.Resources',
    338: 'IncrementalAlterConfigsRequest.Resources.ResourceType',
    340: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    345: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    348: 'IncrementalAlterConfigsRequest.Resources.ResourceName',
    349: 'IncrementalAlterConfigsRequest.Resources.Configs',
    353: 'IncrementalAlterConfigsRequest.Resources.Configs',
    358: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    363: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    366: 'IncrementalAlterConfigsRequest.Resources.Configs.Name',
    367: 'IncrementalAlterConfigsRequest.Resources.Configs.ConfigOperation',
    369: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    374: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    377: 'IncrementalAlterConfigsRequest.Resources.Configs.Value',
    378: 'IncrementalAlterConfigsRequest.Resources.Configs._tagged_fields',
    382: 'IncrementalAlterConfigsRequest.Resources.Configs._tagged_fields',
    387: 'IncrementalAlterConfigsRequest.Resources.Configs._tagged_fields',
    388: 'IncrementalAlterConfigsRequest.Resources.Configs._tagged_fields',
    399: 'IncrementalAlterConfigsRequest.Resources._tagged_fields',
    403: 'IncrementalAlterConfigsRequest.Resources._tagged_fields',
    408: 'IncrementalAlterConfigsRequest.Resources._tagged_fields',
    409: 'IncrementalAlterConfigsRequest.Resources._tagged_fields',
    420: 'IncrementalAlterConfigsRequest.ValidateOnly',
    422: 'IncrementalAlterConfigsRequest._tagged_fields',
    426: 'IncrementalAlterConfigsRequest._tagged_fields',
    431: 'IncrementalAlterConfigsRequest._tagged_fields',
    432: 'IncrementalAlterConfigsRequest._tagged_fields',
    549: 'IncrementalAlterConfigsResponse.ThrottleTimeMs',
    550: 'IncrementalAlterConfigsResponse.Responses',
    551: 'IncrementalAlterConfigsResponse.Responses',
    552: 'IncrementalAlterConfigsResponse.Responses',
    553: 'IncrementalAlterConfigsResponse.Responses.ErrorCode',
    554: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    555: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    556: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    557: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    558: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    559: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    560: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    561: 'IncrementalAlterConfigsResponse.Responses.ResourceType',
    562: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    563: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    564: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    565: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    572: 'IncrementalAlterConfigsResponse.ThrottleTimeMs',
    574: 'IncrementalAlterConfigsResponse.Responses',
    579: 'IncrementalAlterConfigsResponse.Responses.ErrorCode',
    581: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    586: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    589: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    590: 'IncrementalAlterConfigsResponse.Responses.ResourceType',
    592: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    597: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    600: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    611: 'IncrementalAlterConfigsResponse.ThrottleTimeMs',
    612: 'IncrementalAlterConfigsResponse.Responses',
    613: 'IncrementalAlterConfigsResponse.Responses',
    614: 'IncrementalAlterConfigsResponse.Responses',
    615: 'IncrementalAlterConfigsResponse.Responses',
    616: 'IncrementalAlterConfigsResponse.Responses.ErrorCode',
    617: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    618: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    619: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    620: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    621: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    622: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    623: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    624: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    625: 'IncrementalAlterConfigsResponse.Responses.ResourceType',
    626: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    627: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    628: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    629: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    630: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    631: 'IncrementalAlterConfigsResponse.Responses._unknown_tags',
    632: 'IncrementalAlterConfigsResponse.Responses',
    635: 'IncrementalAlterConfigsResponse.Responses._unknown_tags',
    636: 'IncrementalAlterConfigsResponse._unknown_tags',
    637: 'IncrementalAlterConfigsResponse',
    640: 'IncrementalAlterConfigsResponse._unknown_tags',
    647: 'IncrementalAlterConfigsResponse.ThrottleTimeMs',
    649: 'IncrementalAlterConfigsResponse.Responses',
    653: 'IncrementalAlterConfigsResponse.Responses',
    658: 'IncrementalAlterConfigsResponse.Responses.ErrorCode',
    660: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    665: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    668: 'IncrementalAlterConfigsResponse.Responses.ErrorMessage',
    669: 'IncrementalAlterConfigsResponse.Responses.ResourceType',
    671: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    676: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    679: 'IncrementalAlterConfigsResponse.Responses.ResourceName',
    680: 'IncrementalAlterConfigsResponse.Responses._tagged_fields',
    684: 'IncrementalAlterConfigsResponse.Responses._tagged_fields',
    689: 'IncrementalAlterConfigsResponse.Responses._tagged_fields',
    690: 'IncrementalAlterConfigsResponse.Responses._tagged_fields',
    701: 'IncrementalAlterConfigsResponse._tagged_fields',
    705: 'IncrementalAlterConfigsResponse._tagged_fields',
    710: 'IncrementalAlterConfigsResponse._tagged_fields',
    711: 'IncrementalAlterConfigsResponse._tagged_fields',
}
