# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ApiVersionsRequest.json, schemas/messages/ApiVersionsResponse.json.
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

__all__ = ['ApiVersionsRequest', 'ApiVersionsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_h = Struct('>h')
_S_hh = Struct('>hh')
_S_hhh = Struct('>hhh')
_S_i = Struct('>i')
_S_q = Struct('>q')


class ApiVersionsRequest(_Message):
    """ApiVersionsRequest (request): API key 18; versions 0-4; flexible in 3-4; listeners: broker, controller."""

    __slots__ = ('client_software_name', 'client_software_version', '_unknown_tags')
    NAME = 'ApiVersionsRequest'
    TYPE = 'request'
    API_KEY = 18
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (3, 4)

    client_software_name: str
    """Name of the client library sending the request.

    `ClientSoftwareName` (string): versions 3+; default ''; ignorable."""
    client_software_version: str
    """Version of the client library sending the request.

    `ClientSoftwareVersion` (string): versions 3+; default ''; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        client_software_name: str = '',
        client_software_version: str = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.client_software_name = client_software_name
        self.client_software_version = client_software_version
        self._unknown_tags = _unknown_tags


ApiVersionsRequest.FIELDS = (
    _FI('ClientSoftwareName', 'client_software_name', 'string', (3, 32767), (1, 0), (1, 0), None, '', True, None),
    _FI('ClientSoftwareVersion', 'client_software_version', 'string', (3, 32767), (1, 0), (1, 0), None, '', True, None),
)


def _enc_ApiVersionsRequest_v0(o: ApiVersionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    return b''.join(parts)


def _dec_ApiVersionsRequest_v0(buf: _Buffer, pos: int) -> tuple[ApiVersionsRequest, int]:
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    o.client_software_name = ''
    o.client_software_version = ''
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsRequest_v1(o: ApiVersionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    return b''.join(parts)


def _dec_ApiVersionsRequest_v1(buf: _Buffer, pos: int) -> tuple[ApiVersionsRequest, int]:
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    o.client_software_name = ''
    o.client_software_version = ''
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsRequest_v2(o: ApiVersionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    return b''.join(parts)


def _dec_ApiVersionsRequest_v2(buf: _Buffer, pos: int) -> tuple[ApiVersionsRequest, int]:
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    o.client_software_name = ''
    o.client_software_version = ''
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsRequest_v3(o: ApiVersionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.client_software_name
    b2 = s1.encode()
    n3 = len(b2) + 1
    a(_UV[n3] if n3 < 128 else _uv(n3))
    a(b2)
    s4 = o.client_software_version
    b5 = s4.encode()
    n6 = len(b5) + 1
    a(_UV[n6] if n6 < 128 else _uv(n6))
    a(b5)
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_ApiVersionsRequest_v3(buf: _Buffer, pos: int) -> tuple[ApiVersionsRequest, int]:
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        x9 = pos + 1 + n8
        if x9 > blen:
            raise _bad_length(n8, 'ApiVersionsRequest.ClientSoftwareName', pos)
        o.client_software_name = str(buf[pos + 1:x9], 'utf-8')
        pos = x9
    else:
        o.client_software_name, pos = _read_string(buf, pos, True, False, 'ApiVersionsRequest.ClientSoftwareName')
    n10 = buf[pos] - 1
    if 0 <= n10 < 127:
        x11 = pos + 1 + n10
        if x11 > blen:
            raise _bad_length(n10, 'ApiVersionsRequest.ClientSoftwareVersion', pos)
        o.client_software_version = str(buf[pos + 1:x11], 'utf-8')
        pos = x11
    else:
        o.client_software_version, pos = _read_string(buf, pos, True, False, 'ApiVersionsRequest.ClientSoftwareVersion')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt12, pos = _ruv(buf, pos)
        if nt12 * 2 > blen - pos:
            raise _array_too_long(nt12, 'ApiVersionsRequest._tagged_fields', pos)
        uk13: list[tuple[int, bytes]] | None = None
        for _ in range(nt12):
            tg14, pos = _ruv(buf, pos)
            sz15, pos = _ruv(buf, pos)
            x16 = pos + sz15
            if x16 > blen:
                raise _bad_length(sz15, 'ApiVersionsRequest._tagged_fields', pos)
            if uk13 is None:
                uk13 = []
            uk13.append((tg14, bytes(buf[pos:x16])))
            pos = x16
        o._unknown_tags = uk13
    return o, pos


def _enc_ApiVersionsRequest_v4(o: ApiVersionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s17 = o.client_software_name
    b18 = s17.encode()
    n19 = len(b18) + 1
    a(_UV[n19] if n19 < 128 else _uv(n19))
    a(b18)
    s20 = o.client_software_version
    b21 = s20.encode()
    n22 = len(b21) + 1
    a(_UV[n22] if n22 < 128 else _uv(n22))
    a(b21)
    u23 = o._unknown_tags
    if u23 is None:
        a(_H0)
    else:
        _write_tags(a, None, u23)
    return b''.join(parts)


def _dec_ApiVersionsRequest_v4(buf: _Buffer, pos: int) -> tuple[ApiVersionsRequest, int]:
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    n24 = buf[pos] - 1
    if 0 <= n24 < 127:
        x25 = pos + 1 + n24
        if x25 > blen:
            raise _bad_length(n24, 'ApiVersionsRequest.ClientSoftwareName', pos)
        o.client_software_name = str(buf[pos + 1:x25], 'utf-8')
        pos = x25
    else:
        o.client_software_name, pos = _read_string(buf, pos, True, False, 'ApiVersionsRequest.ClientSoftwareName')
    n26 = buf[pos] - 1
    if 0 <= n26 < 127:
        x27 = pos + 1 + n26
        if x27 > blen:
            raise _bad_length(n26, 'ApiVersionsRequest.ClientSoftwareVersion', pos)
        o.client_software_version = str(buf[pos + 1:x27], 'utf-8')
        pos = x27
    else:
        o.client_software_version, pos = _read_string(buf, pos, True, False, 'ApiVersionsRequest.ClientSoftwareVersion')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt28, pos = _ruv(buf, pos)
        if nt28 * 2 > blen - pos:
            raise _array_too_long(nt28, 'ApiVersionsRequest._tagged_fields', pos)
        uk29: list[tuple[int, bytes]] | None = None
        for _ in range(nt28):
            tg30, pos = _ruv(buf, pos)
            sz31, pos = _ruv(buf, pos)
            x32 = pos + sz31
            if x32 > blen:
                raise _bad_length(sz31, 'ApiVersionsRequest._tagged_fields', pos)
            if uk29 is None:
                uk29 = []
            uk29.append((tg30, bytes(buf[pos:x32])))
            pos = x32
        o._unknown_tags = uk29
    return o, pos


ApiVersionsRequest._ENC = {0: _enc_ApiVersionsRequest_v0, 1: _enc_ApiVersionsRequest_v1, 2: _enc_ApiVersionsRequest_v2, 3: _enc_ApiVersionsRequest_v3, 4: _enc_ApiVersionsRequest_v4}
ApiVersionsRequest._DEC = {0: _dec_ApiVersionsRequest_v0, 1: _dec_ApiVersionsRequest_v1, 2: _dec_ApiVersionsRequest_v2, 3: _dec_ApiVersionsRequest_v3, 4: _dec_ApiVersionsRequest_v4}


class ApiVersionsResponse(_Message):
    """ApiVersionsResponse (response): API key 18; versions 0-4; flexible in 3-4."""

    __slots__ = ('error_code', 'api_keys', 'throttle_time_ms', 'supported_features', 'finalized_features_epoch', 'finalized_features', 'zk_migration_ready', '_unknown_tags')
    NAME = 'ApiVersionsResponse'
    TYPE = 'response'
    API_KEY = 18
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (3, 4)

    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    api_keys: list[ApiVersionsResponse.ApiVersion]
    """One entry per API the node serves.

    `ApiKeys` ([]ApiVersion): versions 0+; default []."""
    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    supported_features: list[ApiVersionsResponse.SupportedFeatureKey]
    """Feature version ranges this node supports (v3 omits features whose minimum is 0).

    `SupportedFeatures` ([]SupportedFeatureKey): versions 3+; tagged (tag 0) in 3+; default []; ignorable."""
    finalized_features_epoch: int
    """Epoch of the finalized feature set (metadata offset), or -1 if unknown.

    `FinalizedFeaturesEpoch` (int64): versions 3+; tagged (tag 1) in 3+; default -1; ignorable."""
    finalized_features: list[ApiVersionsResponse.FinalizedFeatureKey]
    """Cluster-wide finalized feature levels; only meaningful when FinalizedFeaturesEpoch >= 0.

    `FinalizedFeatures` ([]FinalizedFeatureKey): versions 3+; tagged (tag 2) in 3+; default []; ignorable."""
    zk_migration_ready: bool
    """True when a KRaft controller has the configuration for a ZooKeeper migration.

    `ZkMigrationReady` (bool): versions 3+; tagged (tag 3) in 3+; default False; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        api_keys: list[ApiVersionsResponse.ApiVersion] = _EMPTY,
        throttle_time_ms: int = 0,
        supported_features: list[ApiVersionsResponse.SupportedFeatureKey] = _EMPTY,
        finalized_features_epoch: int = -1,
        finalized_features: list[ApiVersionsResponse.FinalizedFeatureKey] = _EMPTY,
        zk_migration_ready: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.error_code = error_code
        self.api_keys = [] if api_keys is _EMPTY else api_keys
        self.throttle_time_ms = throttle_time_ms
        self.supported_features = [] if supported_features is _EMPTY else supported_features
        self.finalized_features_epoch = finalized_features_epoch
        self.finalized_features = [] if finalized_features is _EMPTY else finalized_features
        self.zk_migration_ready = zk_migration_ready
        self._unknown_tags = _unknown_tags

    class ApiVersion(_Message):
        """One entry per API the node serves.

        ApiVersion (in ApiVersionsResponse): versions 0+."""

        __slots__ = ('api_key', 'min_version', 'max_version', '_unknown_tags')
        NAME = 'ApiVersionsResponse.ApiVersion'

        api_key: int
        """The API key.

        `ApiKey` (int16): versions 0+; default 0."""
        min_version: int
        """Lowest supported version of this API.

        `MinVersion` (int16): versions 0+; default 0."""
        max_version: int
        """Highest supported version of this API.

        `MaxVersion` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            api_key: int = 0,
            min_version: int = 0,
            max_version: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.api_key = api_key
            self.min_version = min_version
            self.max_version = max_version
            self._unknown_tags = _unknown_tags

    class SupportedFeatureKey(_Message):
        """Feature version ranges this node supports (v3 omits features whose minimum is 0).

        SupportedFeatureKey (in ApiVersionsResponse): versions 3+."""

        __slots__ = ('name', 'min_version', 'max_version', '_unknown_tags')
        NAME = 'ApiVersionsResponse.SupportedFeatureKey'

        name: str
        """Feature name.

        `Name` (string): versions 3+; default ''."""
        min_version: int
        """Lowest supported level of the feature.

        `MinVersion` (int16): versions 3+; default 0."""
        max_version: int
        """Highest supported level of the feature.

        `MaxVersion` (int16): versions 3+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            min_version: int = 0,
            max_version: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.min_version = min_version
            self.max_version = max_version
            self._unknown_tags = _unknown_tags

    class FinalizedFeatureKey(_Message):
        """Cluster-wide finalized feature levels; only meaningful when FinalizedFeaturesEpoch >= 0.

        FinalizedFeatureKey (in ApiVersionsResponse): versions 3+."""

        __slots__ = ('name', 'max_version_level', 'min_version_level', '_unknown_tags')
        NAME = 'ApiVersionsResponse.FinalizedFeatureKey'

        name: str
        """Feature name.

        `Name` (string): versions 3+; default ''."""
        max_version_level: int
        """Finalized maximum level of the feature.

        `MaxVersionLevel` (int16): versions 3+; default 0."""
        min_version_level: int
        """Finalized minimum level of the feature.

        `MinVersionLevel` (int16): versions 3+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            max_version_level: int = 0,
            min_version_level: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.max_version_level = max_version_level
            self.min_version_level = min_version_level
            self._unknown_tags = _unknown_tags


_C_ApiVersionsResponse_ApiVersion = ApiVersionsResponse.ApiVersion
_C_ApiVersionsResponse_SupportedFeatureKey = ApiVersionsResponse.SupportedFeatureKey
_C_ApiVersionsResponse_FinalizedFeatureKey = ApiVersionsResponse.FinalizedFeatureKey
ApiVersionsResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ApiKeys', 'api_keys', '[]ApiVersion', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ApiVersionsResponse_ApiVersion),
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SupportedFeatures', 'supported_features', '[]SupportedFeatureKey', (3, 32767), (1, 0), (3, 32767), 0, (), True, _C_ApiVersionsResponse_SupportedFeatureKey),
    _FI('FinalizedFeaturesEpoch', 'finalized_features_epoch', 'int64', (3, 32767), (1, 0), (3, 32767), 1, -1, True, None),
    _FI('FinalizedFeatures', 'finalized_features', '[]FinalizedFeatureKey', (3, 32767), (1, 0), (3, 32767), 2, (), True, _C_ApiVersionsResponse_FinalizedFeatureKey),
    _FI('ZkMigrationReady', 'zk_migration_ready', 'bool', (3, 32767), (1, 0), (3, 32767), 3, False, True, None),
)
_C_ApiVersionsResponse_ApiVersion.FIELDS = (
    _FI('ApiKey', 'api_key', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MinVersion', 'min_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxVersion', 'max_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_ApiVersionsResponse_SupportedFeatureKey.FIELDS = (
    _FI('Name', 'name', 'string', (3, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MinVersion', 'min_version', 'int16', (3, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxVersion', 'max_version', 'int16', (3, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_ApiVersionsResponse_FinalizedFeatureKey.FIELDS = (
    _FI('Name', 'name', 'string', (3, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MaxVersionLevel', 'max_version_level', 'int16', (3, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MinVersionLevel', 'min_version_level', 'int16', (3, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_ApiVersionsResponse_ApiVersion = _C_ApiVersionsResponse_ApiVersion()
_DEF_ApiVersionsResponse_SupportedFeatureKey = _C_ApiVersionsResponse_SupportedFeatureKey()
_DEF_ApiVersionsResponse_FinalizedFeatureKey = _C_ApiVersionsResponse_FinalizedFeatureKey()

def _mk_ApiVersionsResponse_ApiVersion() -> ApiVersionsResponse.ApiVersion:
    o = _new(_C_ApiVersionsResponse_ApiVersion)
    o.api_key = 0
    o.min_version = 0
    o.max_version = 0
    o._unknown_tags = None
    return o

def _mk_ApiVersionsResponse_SupportedFeatureKey() -> ApiVersionsResponse.SupportedFeatureKey:
    o = _new(_C_ApiVersionsResponse_SupportedFeatureKey)
    o.name = ''
    o.min_version = 0
    o.max_version = 0
    o._unknown_tags = None
    return o

def _mk_ApiVersionsResponse_FinalizedFeatureKey() -> ApiVersionsResponse.FinalizedFeatureKey:
    o = _new(_C_ApiVersionsResponse_FinalizedFeatureKey)
    o.name = ''
    o.max_version_level = 0
    o.min_version_level = 0
    o._unknown_tags = None
    return o


def _enc_ApiVersionsResponse_v0(o: ApiVersionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l33 = o.api_keys
    a(_S_i.pack(len(l33)))
    for e34 in l33:
        a(_S_hhh.pack(e34.api_key, e34.min_version, e34.max_version))
    return b''.join(parts)


def _dec_ApiVersionsResponse_v0(buf: _Buffer, pos: int) -> tuple[ApiVersionsResponse, int]:
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n35, pos = _read_array_len(buf, pos, False, False, 1, 'ApiVersionsResponse.ApiKeys')
    l36: list[ApiVersionsResponse.ApiVersion] = []
    ap37 = l36.append
    for _ in range(n35):
        t38 = _new(_C_ApiVersionsResponse_ApiVersion)
        t38.api_key, t38.min_version, t38.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        t38._unknown_tags = None
        ap37(t38)
    o.api_keys = l36
    o.throttle_time_ms = 0
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsResponse_v1(o: ApiVersionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l39 = o.api_keys
    a(_S_i.pack(len(l39)))
    for e40 in l39:
        a(_S_hhh.pack(e40.api_key, e40.min_version, e40.max_version))
    a(_S_i.pack(o.throttle_time_ms))
    return b''.join(parts)


def _dec_ApiVersionsResponse_v1(buf: _Buffer, pos: int) -> tuple[ApiVersionsResponse, int]:
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'ApiVersionsResponse.ApiKeys')
    l42: list[ApiVersionsResponse.ApiVersion] = []
    ap43 = l42.append
    for _ in range(n41):
        t44 = _new(_C_ApiVersionsResponse_ApiVersion)
        t44.api_key, t44.min_version, t44.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        t44._unknown_tags = None
        ap43(t44)
    o.api_keys = l42
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsResponse_v2(o: ApiVersionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l45 = o.api_keys
    a(_S_i.pack(len(l45)))
    for e46 in l45:
        a(_S_hhh.pack(e46.api_key, e46.min_version, e46.max_version))
    a(_S_i.pack(o.throttle_time_ms))
    return b''.join(parts)


def _dec_ApiVersionsResponse_v2(buf: _Buffer, pos: int) -> tuple[ApiVersionsResponse, int]:
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n47, pos = _read_array_len(buf, pos, False, False, 1, 'ApiVersionsResponse.ApiKeys')
    l48: list[ApiVersionsResponse.ApiVersion] = []
    ap49 = l48.append
    for _ in range(n47):
        t50 = _new(_C_ApiVersionsResponse_ApiVersion)
        t50.api_key, t50.min_version, t50.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        t50._unknown_tags = None
        ap49(t50)
    o.api_keys = l48
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsResponse_v3(o: ApiVersionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l51 = o.api_keys
    n52 = len(l51) + 1
    a(_UV[n52] if n52 < 128 else _uv(n52))
    for e53 in l51:
        a(_S_hhh.pack(e53.api_key, e53.min_version, e53.max_version))
        u54 = e53._unknown_tags
        if u54 is None:
            a(_H0)
        else:
            _write_tags(a, None, u54)
    a(_S_i.pack(o.throttle_time_ms))
    k55: list[tuple[int, bytes]] = []
    if o.supported_features:
        p56: list[bytes] = []
        l57 = o.supported_features
        n58 = len(l57) + 1
        p56.append(_UV[n58] if n58 < 128 else _uv(n58))
        for e59 in l57:
            s60 = e59.name
            b61 = s60.encode()
            n62 = len(b61) + 1
            p56.append(_UV[n62] if n62 < 128 else _uv(n62))
            p56.append(b61)
            p56.append(_S_hh.pack(e59.min_version, e59.max_version))
            u63 = e59._unknown_tags
            if u63 is None:
                p56.append(_H0)
            else:
                _write_tags(p56.append, None, u63)
        k55.append((0, b''.join(p56)))
    if o.finalized_features_epoch != -1:
        p64: list[bytes] = []
        p64.append(_S_q.pack(o.finalized_features_epoch))
        k55.append((1, b''.join(p64)))
    if o.finalized_features:
        p65: list[bytes] = []
        l66 = o.finalized_features
        n67 = len(l66) + 1
        p65.append(_UV[n67] if n67 < 128 else _uv(n67))
        for e68 in l66:
            s69 = e68.name
            b70 = s69.encode()
            n71 = len(b70) + 1
            p65.append(_UV[n71] if n71 < 128 else _uv(n71))
            p65.append(b70)
            p65.append(_S_hh.pack(e68.max_version_level, e68.min_version_level))
            u72 = e68._unknown_tags
            if u72 is None:
                p65.append(_H0)
            else:
                _write_tags(p65.append, None, u72)
        k55.append((2, b''.join(p65)))
    if o.zk_migration_ready != False:
        p73: list[bytes] = []
        p73.append(_S__.pack(o.zk_migration_ready))
        k55.append((3, b''.join(p73)))
    u74 = o._unknown_tags
    if k55 or u74 is not None:
        _write_tags(a, k55, u74)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ApiVersionsResponse_v3(buf: _Buffer, pos: int) -> tuple[ApiVersionsResponse, int]:
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n75 = buf[pos] - 1
    if 0 <= n75 < 127:
        pos += 1
    else:
        n75, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.ApiKeys')
    l76: list[ApiVersionsResponse.ApiVersion] = []
    ap77 = l76.append
    for _ in range(n75):
        t78 = _new(_C_ApiVersionsResponse_ApiVersion)
        t78.api_key, t78.min_version, t78.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        if buf[pos] == 0:
            pos += 1
            t78._unknown_tags = None
        else:
            nt79, pos = _ruv(buf, pos)
            if nt79 * 2 > blen - pos:
                raise _array_too_long(nt79, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
            uk80: list[tuple[int, bytes]] | None = None
            for _ in range(nt79):
                tg81, pos = _ruv(buf, pos)
                sz82, pos = _ruv(buf, pos)
                x83 = pos + sz82
                if x83 > blen:
                    raise _bad_length(sz82, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
                if uk80 is None:
                    uk80 = []
                uk80.append((tg81, bytes(buf[pos:x83])))
                pos = x83
            t78._unknown_tags = uk80
        ap77(t78)
    o.api_keys = l76
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt84, pos = _ruv(buf, pos)
        if nt84 * 2 > blen - pos:
            raise _array_too_long(nt84, 'ApiVersionsResponse._tagged_fields', pos)
        uk85: list[tuple[int, bytes]] | None = None
        for _ in range(nt84):
            tg86, pos = _ruv(buf, pos)
            sz87, pos = _ruv(buf, pos)
            x88 = pos + sz87
            if x88 > blen:
                raise _bad_length(sz87, 'ApiVersionsResponse._tagged_fields', pos)
            if tg86 == 0:
                n89 = buf[pos] - 1
                if 0 <= n89 < 127:
                    pos += 1
                else:
                    n89, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.SupportedFeatures')
                l90: list[ApiVersionsResponse.SupportedFeatureKey] = []
                ap91 = l90.append
                for _ in range(n89):
                    t92 = _new(_C_ApiVersionsResponse_SupportedFeatureKey)
                    n93 = buf[pos] - 1
                    if 0 <= n93 < 127:
                        x94 = pos + 1 + n93
                        if x94 > blen:
                            raise _bad_length(n93, 'ApiVersionsResponse.SupportedFeatures.Name', pos)
                        t92.name = str(buf[pos + 1:x94], 'utf-8')
                        pos = x94
                    else:
                        t92.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.SupportedFeatures.Name')
                    t92.min_version, t92.max_version = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t92._unknown_tags = None
                    else:
                        nt95, pos = _ruv(buf, pos)
                        if nt95 * 2 > blen - pos:
                            raise _array_too_long(nt95, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                        uk96: list[tuple[int, bytes]] | None = None
                        for _ in range(nt95):
                            tg97, pos = _ruv(buf, pos)
                            sz98, pos = _ruv(buf, pos)
                            x99 = pos + sz98
                            if x99 > blen:
                                raise _bad_length(sz98, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                            if uk96 is None:
                                uk96 = []
                            uk96.append((tg97, bytes(buf[pos:x99])))
                            pos = x99
                        t92._unknown_tags = uk96
                    ap91(t92)
                o.supported_features = l90
                if pos != x88:
                    raise _tag_size_mismatch(tg86, 'ApiVersionsResponse.SupportedFeatures', pos)
            elif tg86 == 1:
                o.finalized_features_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x88:
                    raise _tag_size_mismatch(tg86, 'ApiVersionsResponse.FinalizedFeaturesEpoch', pos)
            elif tg86 == 2:
                n100 = buf[pos] - 1
                if 0 <= n100 < 127:
                    pos += 1
                else:
                    n100, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.FinalizedFeatures')
                l101: list[ApiVersionsResponse.FinalizedFeatureKey] = []
                ap102 = l101.append
                for _ in range(n100):
                    t103 = _new(_C_ApiVersionsResponse_FinalizedFeatureKey)
                    n104 = buf[pos] - 1
                    if 0 <= n104 < 127:
                        x105 = pos + 1 + n104
                        if x105 > blen:
                            raise _bad_length(n104, 'ApiVersionsResponse.FinalizedFeatures.Name', pos)
                        t103.name = str(buf[pos + 1:x105], 'utf-8')
                        pos = x105
                    else:
                        t103.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.FinalizedFeatures.Name')
                    t103.max_version_level, t103.min_version_level = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t103._unknown_tags = None
                    else:
                        nt106, pos = _ruv(buf, pos)
                        if nt106 * 2 > blen - pos:
                            raise _array_too_long(nt106, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                        uk107: list[tuple[int, bytes]] | None = None
                        for _ in range(nt106):
                            tg108, pos = _ruv(buf, pos)
                            sz109, pos = _ruv(buf, pos)
                            x110 = pos + sz109
                            if x110 > blen:
                                raise _bad_length(sz109, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                            if uk107 is None:
                                uk107 = []
                            uk107.append((tg108, bytes(buf[pos:x110])))
                            pos = x110
                        t103._unknown_tags = uk107
                    ap102(t103)
                o.finalized_features = l101
                if pos != x88:
                    raise _tag_size_mismatch(tg86, 'ApiVersionsResponse.FinalizedFeatures', pos)
            elif tg86 == 3:
                o.zk_migration_ready, = _S__.unpack_from(buf, pos)
                pos += 1
                if pos != x88:
                    raise _tag_size_mismatch(tg86, 'ApiVersionsResponse.ZkMigrationReady', pos)
            else:
                if uk85 is None:
                    uk85 = []
                uk85.append((tg86, bytes(buf[pos:x88])))
                pos = x88
        o._unknown_tags = uk85
    return o, pos


def _enc_ApiVersionsResponse_v4(o: ApiVersionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l111 = o.api_keys
    n112 = len(l111) + 1
    a(_UV[n112] if n112 < 128 else _uv(n112))
    for e113 in l111:
        a(_S_hhh.pack(e113.api_key, e113.min_version, e113.max_version))
        u114 = e113._unknown_tags
        if u114 is None:
            a(_H0)
        else:
            _write_tags(a, None, u114)
    a(_S_i.pack(o.throttle_time_ms))
    k115: list[tuple[int, bytes]] = []
    if o.supported_features:
        p116: list[bytes] = []
        l117 = o.supported_features
        n118 = len(l117) + 1
        p116.append(_UV[n118] if n118 < 128 else _uv(n118))
        for e119 in l117:
            s120 = e119.name
            b121 = s120.encode()
            n122 = len(b121) + 1
            p116.append(_UV[n122] if n122 < 128 else _uv(n122))
            p116.append(b121)
            p116.append(_S_hh.pack(e119.min_version, e119.max_version))
            u123 = e119._unknown_tags
            if u123 is None:
                p116.append(_H0)
            else:
                _write_tags(p116.append, None, u123)
        k115.append((0, b''.join(p116)))
    if o.finalized_features_epoch != -1:
        p124: list[bytes] = []
        p124.append(_S_q.pack(o.finalized_features_epoch))
        k115.append((1, b''.join(p124)))
    if o.finalized_features:
        p125: list[bytes] = []
        l126 = o.finalized_features
        n127 = len(l126) + 1
        p125.append(_UV[n127] if n127 < 128 else _uv(n127))
        for e128 in l126:
            s129 = e128.name
            b130 = s129.encode()
            n131 = len(b130) + 1
            p125.append(_UV[n131] if n131 < 128 else _uv(n131))
            p125.append(b130)
            p125.append(_S_hh.pack(e128.max_version_level, e128.min_version_level))
            u132 = e128._unknown_tags
            if u132 is None:
                p125.append(_H0)
            else:
                _write_tags(p125.append, None, u132)
        k115.append((2, b''.join(p125)))
    if o.zk_migration_ready != False:
        p133: list[bytes] = []
        p133.append(_S__.pack(o.zk_migration_ready))
        k115.append((3, b''.join(p133)))
    u134 = o._unknown_tags
    if k115 or u134 is not None:
        _write_tags(a, k115, u134)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ApiVersionsResponse_v4(buf: _Buffer, pos: int) -> tuple[ApiVersionsResponse, int]:
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n135 = buf[pos] - 1
    if 0 <= n135 < 127:
        pos += 1
    else:
        n135, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.ApiKeys')
    l136: list[ApiVersionsResponse.ApiVersion] = []
    ap137 = l136.append
    for _ in range(n135):
        t138 = _new(_C_ApiVersionsResponse_ApiVersion)
        t138.api_key, t138.min_version, t138.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        if buf[pos] == 0:
            pos += 1
            t138._unknown_tags = None
        else:
            nt139, pos = _ruv(buf, pos)
            if nt139 * 2 > blen - pos:
                raise _array_too_long(nt139, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
            uk140: list[tuple[int, bytes]] | None = None
            for _ in range(nt139):
                tg141, pos = _ruv(buf, pos)
                sz142, pos = _ruv(buf, pos)
                x143 = pos + sz142
                if x143 > blen:
                    raise _bad_length(sz142, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
                if uk140 is None:
                    uk140 = []
                uk140.append((tg141, bytes(buf[pos:x143])))
                pos = x143
            t138._unknown_tags = uk140
        ap137(t138)
    o.api_keys = l136
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt144, pos = _ruv(buf, pos)
        if nt144 * 2 > blen - pos:
            raise _array_too_long(nt144, 'ApiVersionsResponse._tagged_fields', pos)
        uk145: list[tuple[int, bytes]] | None = None
        for _ in range(nt144):
            tg146, pos = _ruv(buf, pos)
            sz147, pos = _ruv(buf, pos)
            x148 = pos + sz147
            if x148 > blen:
                raise _bad_length(sz147, 'ApiVersionsResponse._tagged_fields', pos)
            if tg146 == 0:
                n149 = buf[pos] - 1
                if 0 <= n149 < 127:
                    pos += 1
                else:
                    n149, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.SupportedFeatures')
                l150: list[ApiVersionsResponse.SupportedFeatureKey] = []
                ap151 = l150.append
                for _ in range(n149):
                    t152 = _new(_C_ApiVersionsResponse_SupportedFeatureKey)
                    n153 = buf[pos] - 1
                    if 0 <= n153 < 127:
                        x154 = pos + 1 + n153
                        if x154 > blen:
                            raise _bad_length(n153, 'ApiVersionsResponse.SupportedFeatures.Name', pos)
                        t152.name = str(buf[pos + 1:x154], 'utf-8')
                        pos = x154
                    else:
                        t152.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.SupportedFeatures.Name')
                    t152.min_version, t152.max_version = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t152._unknown_tags = None
                    else:
                        nt155, pos = _ruv(buf, pos)
                        if nt155 * 2 > blen - pos:
                            raise _array_too_long(nt155, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                        uk156: list[tuple[int, bytes]] | None = None
                        for _ in range(nt155):
                            tg157, pos = _ruv(buf, pos)
                            sz158, pos = _ruv(buf, pos)
                            x159 = pos + sz158
                            if x159 > blen:
                                raise _bad_length(sz158, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                            if uk156 is None:
                                uk156 = []
                            uk156.append((tg157, bytes(buf[pos:x159])))
                            pos = x159
                        t152._unknown_tags = uk156
                    ap151(t152)
                o.supported_features = l150
                if pos != x148:
                    raise _tag_size_mismatch(tg146, 'ApiVersionsResponse.SupportedFeatures', pos)
            elif tg146 == 1:
                o.finalized_features_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x148:
                    raise _tag_size_mismatch(tg146, 'ApiVersionsResponse.FinalizedFeaturesEpoch', pos)
            elif tg146 == 2:
                n160 = buf[pos] - 1
                if 0 <= n160 < 127:
                    pos += 1
                else:
                    n160, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.FinalizedFeatures')
                l161: list[ApiVersionsResponse.FinalizedFeatureKey] = []
                ap162 = l161.append
                for _ in range(n160):
                    t163 = _new(_C_ApiVersionsResponse_FinalizedFeatureKey)
                    n164 = buf[pos] - 1
                    if 0 <= n164 < 127:
                        x165 = pos + 1 + n164
                        if x165 > blen:
                            raise _bad_length(n164, 'ApiVersionsResponse.FinalizedFeatures.Name', pos)
                        t163.name = str(buf[pos + 1:x165], 'utf-8')
                        pos = x165
                    else:
                        t163.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.FinalizedFeatures.Name')
                    t163.max_version_level, t163.min_version_level = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t163._unknown_tags = None
                    else:
                        nt166, pos = _ruv(buf, pos)
                        if nt166 * 2 > blen - pos:
                            raise _array_too_long(nt166, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                        uk167: list[tuple[int, bytes]] | None = None
                        for _ in range(nt166):
                            tg168, pos = _ruv(buf, pos)
                            sz169, pos = _ruv(buf, pos)
                            x170 = pos + sz169
                            if x170 > blen:
                                raise _bad_length(sz169, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                            if uk167 is None:
                                uk167 = []
                            uk167.append((tg168, bytes(buf[pos:x170])))
                            pos = x170
                        t163._unknown_tags = uk167
                    ap162(t163)
                o.finalized_features = l161
                if pos != x148:
                    raise _tag_size_mismatch(tg146, 'ApiVersionsResponse.FinalizedFeatures', pos)
            elif tg146 == 3:
                o.zk_migration_ready, = _S__.unpack_from(buf, pos)
                pos += 1
                if pos != x148:
                    raise _tag_size_mismatch(tg146, 'ApiVersionsResponse.ZkMigrationReady', pos)
            else:
                if uk145 is None:
                    uk145 = []
                uk145.append((tg146, bytes(buf[pos:x148])))
                pos = x148
        o._unknown_tags = uk145
    return o, pos


ApiVersionsResponse._ENC = {0: _enc_ApiVersionsResponse_v0, 1: _enc_ApiVersionsResponse_v1, 2: _enc_ApiVersionsResponse_v2, 3: _enc_ApiVersionsResponse_v3, 4: _enc_ApiVersionsResponse_v4}
ApiVersionsResponse._DEC = {0: _dec_ApiVersionsResponse_v0, 1: _dec_ApiVersionsResponse_v1, 2: _dec_ApiVersionsResponse_v2, 3: _dec_ApiVersionsResponse_v3, 4: _dec_ApiVersionsResponse_v4}


_LINES = {
    138: 'ApiVersionsRequest.ClientSoftwareName',
    139: 'ApiVersionsRequest.ClientSoftwareName',
    140: 'ApiVersionsRequest.ClientSoftwareName',
    141: 'ApiVersionsRequest.ClientSoftwareName',
    142: 'ApiVersionsRequest.ClientSoftwareName',
    143: 'ApiVersionsRequest.ClientSoftwareVersion',
    144: 'ApiVersionsRequest.ClientSoftwareVersion',
    145: 'ApiVersionsRequest.ClientSoftwareVersion',
    146: 'ApiVersionsRequest.ClientSoftwareVersion',
    147: 'ApiVersionsRequest.ClientSoftwareVersion',
    148: 'ApiVersionsRequest._unknown_tags',
    149: 'ApiVersionsRequest',
    152: 'ApiVersionsRequest._unknown_tags',
    159: 'ApiVersionsRequest.ClientSoftwareName',
    164: 'ApiVersionsRequest.ClientSoftwareName',
    167: 'ApiVersionsRequest.ClientSoftwareName',
    168: 'ApiVersionsRequest.ClientSoftwareVersion',
    173: 'ApiVersionsRequest.ClientSoftwareVersion',
    176: 'ApiVersionsRequest.ClientSoftwareVersion',
    177: 'ApiVersionsRequest._tagged_fields',
    181: 'ApiVersionsRequest._tagged_fields',
    186: 'ApiVersionsRequest._tagged_fields',
    187: 'ApiVersionsRequest._tagged_fields',
    202: 'ApiVersionsRequest.ClientSoftwareName',
    203: 'ApiVersionsRequest.ClientSoftwareName',
    204: 'ApiVersionsRequest.ClientSoftwareName',
    205: 'ApiVersionsRequest.ClientSoftwareName',
    206: 'ApiVersionsRequest.ClientSoftwareName',
    207: 'ApiVersionsRequest.ClientSoftwareVersion',
    208: 'ApiVersionsRequest.ClientSoftwareVersion',
    209: 'ApiVersionsRequest.ClientSoftwareVersion',
    210: 'ApiVersionsRequest.ClientSoftwareVersion',
    211: 'ApiVersionsRequest.ClientSoftwareVersion',
    212: 'ApiVersionsRequest._unknown_tags',
    213: 'ApiVersionsRequest',
    216: 'ApiVersionsRequest._unknown_tags',
    223: 'ApiVersionsRequest.ClientSoftwareName',
    228: 'ApiVersionsRequest.ClientSoftwareName',
    231: 'ApiVersionsRequest.ClientSoftwareName',
    232: 'ApiVersionsRequest.ClientSoftwareVersion',
    237: 'ApiVersionsRequest.ClientSoftwareVersion',
    240: 'ApiVersionsRequest.ClientSoftwareVersion',
    241: 'ApiVersionsRequest._tagged_fields',
    245: 'ApiVersionsRequest._tagged_fields',
    250: 'ApiVersionsRequest._tagged_fields',
    251: 'ApiVersionsRequest._tagged_fields',
    497: 'ApiVersionsResponse.ErrorCode',
    498: 'ApiVersionsResponse.ApiKeys',
    499: 'ApiVersionsResponse.ApiKeys',
    500: 'ApiVersionsResponse.ApiKeys',
    501: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    508: 'ApiVersionsResponse.ErrorCode',
    510: 'ApiVersionsResponse.ApiKeys',
    515: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    532: 'ApiVersionsResponse.ErrorCode',
    533: 'ApiVersionsResponse.ApiKeys',
    534: 'ApiVersionsResponse.ApiKeys',
    535: 'ApiVersionsResponse.ApiKeys',
    536: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    537: 'ApiVersionsResponse.ThrottleTimeMs',
    544: 'ApiVersionsResponse.ErrorCode',
    546: 'ApiVersionsResponse.ApiKeys',
    551: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    556: 'ApiVersionsResponse.ThrottleTimeMs',
    569: 'ApiVersionsResponse.ErrorCode',
    570: 'ApiVersionsResponse.ApiKeys',
    571: 'ApiVersionsResponse.ApiKeys',
    572: 'ApiVersionsResponse.ApiKeys',
    573: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    574: 'ApiVersionsResponse.ThrottleTimeMs',
    581: 'ApiVersionsResponse.ErrorCode',
    583: 'ApiVersionsResponse.ApiKeys',
    588: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    593: 'ApiVersionsResponse.ThrottleTimeMs',
    606: 'ApiVersionsResponse.ErrorCode',
    607: 'ApiVersionsResponse.ApiKeys',
    608: 'ApiVersionsResponse.ApiKeys',
    609: 'ApiVersionsResponse.ApiKeys',
    610: 'ApiVersionsResponse.ApiKeys',
    611: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    612: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    613: 'ApiVersionsResponse.ApiKeys',
    616: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    617: 'ApiVersionsResponse.ThrottleTimeMs',
    618: 'ApiVersionsResponse',
    619: 'ApiVersionsResponse.SupportedFeatures',
    620: 'ApiVersionsResponse.SupportedFeatures',
    621: 'ApiVersionsResponse.SupportedFeatures',
    622: 'ApiVersionsResponse.SupportedFeatures',
    623: 'ApiVersionsResponse.SupportedFeatures',
    624: 'ApiVersionsResponse.SupportedFeatures',
    625: 'ApiVersionsResponse.SupportedFeatures.Name',
    626: 'ApiVersionsResponse.SupportedFeatures.Name',
    627: 'ApiVersionsResponse.SupportedFeatures.Name',
    628: 'ApiVersionsResponse.SupportedFeatures.Name',
    629: 'ApiVersionsResponse.SupportedFeatures.Name',
    630: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    631: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    632: 'ApiVersionsResponse.SupportedFeatures',
    635: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    636: 'ApiVersionsResponse.SupportedFeatures',
    637: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    638: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    639: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    640: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    641: 'ApiVersionsResponse.FinalizedFeatures',
    642: 'ApiVersionsResponse.FinalizedFeatures',
    643: 'ApiVersionsResponse.FinalizedFeatures',
    644: 'ApiVersionsResponse.FinalizedFeatures',
    645: 'ApiVersionsResponse.FinalizedFeatures',
    646: 'ApiVersionsResponse.FinalizedFeatures',
    647: 'ApiVersionsResponse.FinalizedFeatures.Name',
    648: 'ApiVersionsResponse.FinalizedFeatures.Name',
    649: 'ApiVersionsResponse.FinalizedFeatures.Name',
    650: 'ApiVersionsResponse.FinalizedFeatures.Name',
    651: 'ApiVersionsResponse.FinalizedFeatures.Name',
    652: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    653: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    654: 'ApiVersionsResponse.FinalizedFeatures',
    657: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    658: 'ApiVersionsResponse.FinalizedFeatures',
    659: 'ApiVersionsResponse.ZkMigrationReady',
    660: 'ApiVersionsResponse.ZkMigrationReady',
    661: 'ApiVersionsResponse.ZkMigrationReady',
    662: 'ApiVersionsResponse.ZkMigrationReady',
    663: 'ApiVersionsResponse._unknown_tags',
    665: 'ApiVersionsResponse._unknown_tags',
    674: 'ApiVersionsResponse.ErrorCode',
    676: 'ApiVersionsResponse.ApiKeys',
    680: 'ApiVersionsResponse.ApiKeys',
    685: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    687: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    691: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    696: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    697: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    708: 'ApiVersionsResponse.ThrottleTimeMs',
    714: 'ApiVersionsResponse._tagged_fields',
    718: 'ApiVersionsResponse._tagged_fields',
    723: 'ApiVersionsResponse._tagged_fields',
    724: 'ApiVersionsResponse._tagged_fields',
    729: 'ApiVersionsResponse.SupportedFeatures',
    733: 'ApiVersionsResponse.SupportedFeatures',
    738: 'ApiVersionsResponse.SupportedFeatures.Name',
    743: 'ApiVersionsResponse.SupportedFeatures.Name',
    746: 'ApiVersionsResponse.SupportedFeatures.Name',
    747: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    749: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    753: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    758: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    759: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    773: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    778: 'ApiVersionsResponse.FinalizedFeatures',
    782: 'ApiVersionsResponse.FinalizedFeatures',
    787: 'ApiVersionsResponse.FinalizedFeatures.Name',
    792: 'ApiVersionsResponse.FinalizedFeatures.Name',
    795: 'ApiVersionsResponse.FinalizedFeatures.Name',
    796: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    798: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    802: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    807: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    808: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    822: 'ApiVersionsResponse.ZkMigrationReady',
    838: 'ApiVersionsResponse.ErrorCode',
    839: 'ApiVersionsResponse.ApiKeys',
    840: 'ApiVersionsResponse.ApiKeys',
    841: 'ApiVersionsResponse.ApiKeys',
    842: 'ApiVersionsResponse.ApiKeys',
    843: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    844: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    845: 'ApiVersionsResponse.ApiKeys',
    848: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    849: 'ApiVersionsResponse.ThrottleTimeMs',
    850: 'ApiVersionsResponse',
    851: 'ApiVersionsResponse.SupportedFeatures',
    852: 'ApiVersionsResponse.SupportedFeatures',
    853: 'ApiVersionsResponse.SupportedFeatures',
    854: 'ApiVersionsResponse.SupportedFeatures',
    855: 'ApiVersionsResponse.SupportedFeatures',
    856: 'ApiVersionsResponse.SupportedFeatures',
    857: 'ApiVersionsResponse.SupportedFeatures.Name',
    858: 'ApiVersionsResponse.SupportedFeatures.Name',
    859: 'ApiVersionsResponse.SupportedFeatures.Name',
    860: 'ApiVersionsResponse.SupportedFeatures.Name',
    861: 'ApiVersionsResponse.SupportedFeatures.Name',
    862: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    863: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    864: 'ApiVersionsResponse.SupportedFeatures',
    867: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    868: 'ApiVersionsResponse.SupportedFeatures',
    869: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    870: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    871: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    872: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    873: 'ApiVersionsResponse.FinalizedFeatures',
    874: 'ApiVersionsResponse.FinalizedFeatures',
    875: 'ApiVersionsResponse.FinalizedFeatures',
    876: 'ApiVersionsResponse.FinalizedFeatures',
    877: 'ApiVersionsResponse.FinalizedFeatures',
    878: 'ApiVersionsResponse.FinalizedFeatures',
    879: 'ApiVersionsResponse.FinalizedFeatures.Name',
    880: 'ApiVersionsResponse.FinalizedFeatures.Name',
    881: 'ApiVersionsResponse.FinalizedFeatures.Name',
    882: 'ApiVersionsResponse.FinalizedFeatures.Name',
    883: 'ApiVersionsResponse.FinalizedFeatures.Name',
    884: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    885: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    886: 'ApiVersionsResponse.FinalizedFeatures',
    889: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    890: 'ApiVersionsResponse.FinalizedFeatures',
    891: 'ApiVersionsResponse.ZkMigrationReady',
    892: 'ApiVersionsResponse.ZkMigrationReady',
    893: 'ApiVersionsResponse.ZkMigrationReady',
    894: 'ApiVersionsResponse.ZkMigrationReady',
    895: 'ApiVersionsResponse._unknown_tags',
    897: 'ApiVersionsResponse._unknown_tags',
    906: 'ApiVersionsResponse.ErrorCode',
    908: 'ApiVersionsResponse.ApiKeys',
    912: 'ApiVersionsResponse.ApiKeys',
    917: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    919: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    923: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    928: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    929: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    940: 'ApiVersionsResponse.ThrottleTimeMs',
    946: 'ApiVersionsResponse._tagged_fields',
    950: 'ApiVersionsResponse._tagged_fields',
    955: 'ApiVersionsResponse._tagged_fields',
    956: 'ApiVersionsResponse._tagged_fields',
    961: 'ApiVersionsResponse.SupportedFeatures',
    965: 'ApiVersionsResponse.SupportedFeatures',
    970: 'ApiVersionsResponse.SupportedFeatures.Name',
    975: 'ApiVersionsResponse.SupportedFeatures.Name',
    978: 'ApiVersionsResponse.SupportedFeatures.Name',
    979: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    981: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    985: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    990: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    991: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    1005: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    1010: 'ApiVersionsResponse.FinalizedFeatures',
    1014: 'ApiVersionsResponse.FinalizedFeatures',
    1019: 'ApiVersionsResponse.FinalizedFeatures.Name',
    1024: 'ApiVersionsResponse.FinalizedFeatures.Name',
    1027: 'ApiVersionsResponse.FinalizedFeatures.Name',
    1028: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    1030: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    1034: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    1039: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    1040: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    1054: 'ApiVersionsResponse.ZkMigrationReady',
}
