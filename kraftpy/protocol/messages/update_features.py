# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/UpdateFeaturesRequest.json, schemas/messages/UpdateFeaturesResponse.json.
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

__all__ = ['UpdateFeaturesRequest', 'UpdateFeaturesResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_h_ = Struct('>h?')
_S_hb = Struct('>hb')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class UpdateFeaturesRequest(_Message):
    """UpdateFeaturesRequest (request): API key 57; versions 0-2; flexible in 0-2; listeners: broker, controller."""

    __slots__ = ('timeout_ms', 'feature_updates', 'validate_only', '_unknown_tags')
    NAME = 'UpdateFeaturesRequest'
    TYPE = 'request'
    API_KEY = 57
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    timeout_ms: int
    """Time in milliseconds to wait for the update to complete.

    `timeoutMs` (int32): versions 0+; default 60000."""
    feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey]
    """Changes to finalized feature levels.

    `FeatureUpdates` ([]FeatureUpdateKey): versions 0+; default []."""
    validate_only: bool
    """When true, only validate; change nothing.

    `ValidateOnly` (bool): versions 1+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        timeout_ms: int = 60000,
        feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey] = _EMPTY,
        validate_only: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.feature_updates = [] if feature_updates is _EMPTY else feature_updates
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class FeatureUpdateKey(_Message):
        """Changes to finalized feature levels.

        FeatureUpdateKey (in UpdateFeaturesRequest): versions 0+."""

        __slots__ = ('feature', 'max_version_level', 'allow_downgrade', 'upgrade_type', '_unknown_tags')
        NAME = 'UpdateFeaturesRequest.FeatureUpdateKey'

        feature: str
        """Name of the feature.

        `Feature` (string): versions 0+; default ''."""
        max_version_level: int
        """New finalized level; a value below 1 removes the feature.

        `MaxVersionLevel` (int16): versions 0+; default 0."""
        allow_downgrade: bool
        """v0 only: whether the level may be lowered or the feature removed.

        `AllowDowngrade` (bool): versions 0; default False."""
        upgrade_type: int
        """1 upgrade only, 2 safe (lossless) downgrade, 3 unsafe (lossy) downgrade.

        `UpgradeType` (int8): versions 1+; default 1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            feature: str = '',
            max_version_level: int = 0,
            allow_downgrade: bool = False,
            upgrade_type: int = 1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.feature = feature
            self.max_version_level = max_version_level
            self.allow_downgrade = allow_downgrade
            self.upgrade_type = upgrade_type
            self._unknown_tags = _unknown_tags


_C_UpdateFeaturesRequest_FeatureUpdateKey = UpdateFeaturesRequest.FeatureUpdateKey
UpdateFeaturesRequest.FIELDS = (
    _FI('timeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
    _FI('FeatureUpdates', 'feature_updates', '[]FeatureUpdateKey', (0, 32767), (1, 0), (1, 0), None, (), False, _C_UpdateFeaturesRequest_FeatureUpdateKey),
    _FI('ValidateOnly', 'validate_only', 'bool', (1, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_UpdateFeaturesRequest_FeatureUpdateKey.FIELDS = (
    _FI('Feature', 'feature', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MaxVersionLevel', 'max_version_level', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('AllowDowngrade', 'allow_downgrade', 'bool', (0, 0), (1, 0), (1, 0), None, False, False, None),
    _FI('UpgradeType', 'upgrade_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 1, False, None),
)
_DEF_UpdateFeaturesRequest_FeatureUpdateKey = _C_UpdateFeaturesRequest_FeatureUpdateKey()

def _mk_UpdateFeaturesRequest_FeatureUpdateKey() -> UpdateFeaturesRequest.FeatureUpdateKey:
    o = _new(_C_UpdateFeaturesRequest_FeatureUpdateKey)
    o.feature = ''
    o.max_version_level = 0
    o.allow_downgrade = False
    o.upgrade_type = 1
    o._unknown_tags = None
    return o


def _enc_UpdateFeaturesRequest_v0(o: UpdateFeaturesRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.timeout_ms))
    l1 = o.feature_updates
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.feature
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        a(_S_h_.pack(e3.max_version_level, e3.allow_downgrade))
        if e3.upgrade_type != 1:
            raise _unsupported_field('UpdateFeaturesRequest', 'FeatureUpdates.UpgradeType', 0)
        u7 = e3._unknown_tags
        if u7 is None:
            a(_H0)
        else:
            _write_tags(a, None, u7)
    if o.validate_only != False:
        raise _unsupported_field('UpdateFeaturesRequest', 'ValidateOnly', 0)
    u8 = o._unknown_tags
    if u8 is None:
        a(_H0)
    else:
        _write_tags(a, None, u8)
    return b''.join(parts)


def _dec_UpdateFeaturesRequest_v0(buf: _Buffer, pos: int) -> tuple[UpdateFeaturesRequest, int]:
    blen = len(buf)
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n9 = buf[pos] - 1
    if 0 <= n9 < 127:
        pos += 1
    else:
        n9, pos = _read_array_len(buf, pos, True, False, 1, 'UpdateFeaturesRequest.FeatureUpdates')
    l10: list[UpdateFeaturesRequest.FeatureUpdateKey] = []
    ap11 = l10.append
    for _ in range(n9):
        t12 = _new(_C_UpdateFeaturesRequest_FeatureUpdateKey)
        n13 = buf[pos] - 1
        if 0 <= n13 < 127:
            x14 = pos + 1 + n13
            if x14 > blen:
                raise _bad_length(n13, 'UpdateFeaturesRequest.FeatureUpdates.Feature', pos)
            t12.feature = str(buf[pos + 1:x14], 'utf-8')
            pos = x14
        else:
            t12.feature, pos = _read_string(buf, pos, True, False, 'UpdateFeaturesRequest.FeatureUpdates.Feature')
        t12.max_version_level, t12.allow_downgrade = _S_h_.unpack_from(buf, pos)
        pos += 3
        t12.upgrade_type = 1
        if buf[pos] == 0:
            pos += 1
            t12._unknown_tags = None
        else:
            nt15, pos = _ruv(buf, pos)
            if nt15 * 2 > blen - pos:
                raise _array_too_long(nt15, 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields', pos)
            uk16: list[tuple[int, bytes]] | None = None
            for _ in range(nt15):
                tg17, pos = _ruv(buf, pos)
                sz18, pos = _ruv(buf, pos)
                x19 = pos + sz18
                if x19 > blen:
                    raise _bad_length(sz18, 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields', pos)
                if uk16 is None:
                    uk16 = []
                uk16.append((tg17, bytes(buf[pos:x19])))
                pos = x19
            t12._unknown_tags = uk16
        ap11(t12)
    o.feature_updates = l10
    o.validate_only = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt20, pos = _ruv(buf, pos)
        if nt20 * 2 > blen - pos:
            raise _array_too_long(nt20, 'UpdateFeaturesRequest._tagged_fields', pos)
        uk21: list[tuple[int, bytes]] | None = None
        for _ in range(nt20):
            tg22, pos = _ruv(buf, pos)
            sz23, pos = _ruv(buf, pos)
            x24 = pos + sz23
            if x24 > blen:
                raise _bad_length(sz23, 'UpdateFeaturesRequest._tagged_fields', pos)
            if uk21 is None:
                uk21 = []
            uk21.append((tg22, bytes(buf[pos:x24])))
            pos = x24
        o._unknown_tags = uk21
    return o, pos


def _enc_UpdateFeaturesRequest_v1(o: UpdateFeaturesRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.timeout_ms))
    l25 = o.feature_updates
    n26 = len(l25) + 1
    a(_UV[n26] if n26 < 128 else _uv(n26))
    for e27 in l25:
        s28 = e27.feature
        b29 = s28.encode()
        n30 = len(b29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        a(b29)
        a(_S_h.pack(e27.max_version_level))
        if e27.allow_downgrade != False:
            raise _unsupported_field('UpdateFeaturesRequest', 'FeatureUpdates.AllowDowngrade', 1)
        a(_S_b.pack(e27.upgrade_type))
        u31 = e27._unknown_tags
        if u31 is None:
            a(_H0)
        else:
            _write_tags(a, None, u31)
    a(_S__.pack(o.validate_only))
    u32 = o._unknown_tags
    if u32 is None:
        a(_H0)
    else:
        _write_tags(a, None, u32)
    return b''.join(parts)


def _dec_UpdateFeaturesRequest_v1(buf: _Buffer, pos: int) -> tuple[UpdateFeaturesRequest, int]:
    blen = len(buf)
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n33 = buf[pos] - 1
    if 0 <= n33 < 127:
        pos += 1
    else:
        n33, pos = _read_array_len(buf, pos, True, False, 1, 'UpdateFeaturesRequest.FeatureUpdates')
    l34: list[UpdateFeaturesRequest.FeatureUpdateKey] = []
    ap35 = l34.append
    for _ in range(n33):
        t36 = _new(_C_UpdateFeaturesRequest_FeatureUpdateKey)
        n37 = buf[pos] - 1
        if 0 <= n37 < 127:
            x38 = pos + 1 + n37
            if x38 > blen:
                raise _bad_length(n37, 'UpdateFeaturesRequest.FeatureUpdates.Feature', pos)
            t36.feature = str(buf[pos + 1:x38], 'utf-8')
            pos = x38
        else:
            t36.feature, pos = _read_string(buf, pos, True, False, 'UpdateFeaturesRequest.FeatureUpdates.Feature')
        t36.max_version_level, t36.upgrade_type = _S_hb.unpack_from(buf, pos)
        pos += 3
        t36.allow_downgrade = False
        if buf[pos] == 0:
            pos += 1
            t36._unknown_tags = None
        else:
            nt39, pos = _ruv(buf, pos)
            if nt39 * 2 > blen - pos:
                raise _array_too_long(nt39, 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields', pos)
            uk40: list[tuple[int, bytes]] | None = None
            for _ in range(nt39):
                tg41, pos = _ruv(buf, pos)
                sz42, pos = _ruv(buf, pos)
                x43 = pos + sz42
                if x43 > blen:
                    raise _bad_length(sz42, 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields', pos)
                if uk40 is None:
                    uk40 = []
                uk40.append((tg41, bytes(buf[pos:x43])))
                pos = x43
            t36._unknown_tags = uk40
        ap35(t36)
    o.feature_updates = l34
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt44, pos = _ruv(buf, pos)
        if nt44 * 2 > blen - pos:
            raise _array_too_long(nt44, 'UpdateFeaturesRequest._tagged_fields', pos)
        uk45: list[tuple[int, bytes]] | None = None
        for _ in range(nt44):
            tg46, pos = _ruv(buf, pos)
            sz47, pos = _ruv(buf, pos)
            x48 = pos + sz47
            if x48 > blen:
                raise _bad_length(sz47, 'UpdateFeaturesRequest._tagged_fields', pos)
            if uk45 is None:
                uk45 = []
            uk45.append((tg46, bytes(buf[pos:x48])))
            pos = x48
        o._unknown_tags = uk45
    return o, pos


def _enc_UpdateFeaturesRequest_v2(o: UpdateFeaturesRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.timeout_ms))
    l49 = o.feature_updates
    n50 = len(l49) + 1
    a(_UV[n50] if n50 < 128 else _uv(n50))
    for e51 in l49:
        s52 = e51.feature
        b53 = s52.encode()
        n54 = len(b53) + 1
        a(_UV[n54] if n54 < 128 else _uv(n54))
        a(b53)
        a(_S_h.pack(e51.max_version_level))
        if e51.allow_downgrade != False:
            raise _unsupported_field('UpdateFeaturesRequest', 'FeatureUpdates.AllowDowngrade', 2)
        a(_S_b.pack(e51.upgrade_type))
        u55 = e51._unknown_tags
        if u55 is None:
            a(_H0)
        else:
            _write_tags(a, None, u55)
    a(_S__.pack(o.validate_only))
    u56 = o._unknown_tags
    if u56 is None:
        a(_H0)
    else:
        _write_tags(a, None, u56)
    return b''.join(parts)


def _dec_UpdateFeaturesRequest_v2(buf: _Buffer, pos: int) -> tuple[UpdateFeaturesRequest, int]:
    blen = len(buf)
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n57 = buf[pos] - 1
    if 0 <= n57 < 127:
        pos += 1
    else:
        n57, pos = _read_array_len(buf, pos, True, False, 1, 'UpdateFeaturesRequest.FeatureUpdates')
    l58: list[UpdateFeaturesRequest.FeatureUpdateKey] = []
    ap59 = l58.append
    for _ in range(n57):
        t60 = _new(_C_UpdateFeaturesRequest_FeatureUpdateKey)
        n61 = buf[pos] - 1
        if 0 <= n61 < 127:
            x62 = pos + 1 + n61
            if x62 > blen:
                raise _bad_length(n61, 'UpdateFeaturesRequest.FeatureUpdates.Feature', pos)
            t60.feature = str(buf[pos + 1:x62], 'utf-8')
            pos = x62
        else:
            t60.feature, pos = _read_string(buf, pos, True, False, 'UpdateFeaturesRequest.FeatureUpdates.Feature')
        t60.max_version_level, t60.upgrade_type = _S_hb.unpack_from(buf, pos)
        pos += 3
        t60.allow_downgrade = False
        if buf[pos] == 0:
            pos += 1
            t60._unknown_tags = None
        else:
            nt63, pos = _ruv(buf, pos)
            if nt63 * 2 > blen - pos:
                raise _array_too_long(nt63, 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields', pos)
            uk64: list[tuple[int, bytes]] | None = None
            for _ in range(nt63):
                tg65, pos = _ruv(buf, pos)
                sz66, pos = _ruv(buf, pos)
                x67 = pos + sz66
                if x67 > blen:
                    raise _bad_length(sz66, 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields', pos)
                if uk64 is None:
                    uk64 = []
                uk64.append((tg65, bytes(buf[pos:x67])))
                pos = x67
            t60._unknown_tags = uk64
        ap59(t60)
    o.feature_updates = l58
    o.validate_only, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt68, pos = _ruv(buf, pos)
        if nt68 * 2 > blen - pos:
            raise _array_too_long(nt68, 'UpdateFeaturesRequest._tagged_fields', pos)
        uk69: list[tuple[int, bytes]] | None = None
        for _ in range(nt68):
            tg70, pos = _ruv(buf, pos)
            sz71, pos = _ruv(buf, pos)
            x72 = pos + sz71
            if x72 > blen:
                raise _bad_length(sz71, 'UpdateFeaturesRequest._tagged_fields', pos)
            if uk69 is None:
                uk69 = []
            uk69.append((tg70, bytes(buf[pos:x72])))
            pos = x72
        o._unknown_tags = uk69
    return o, pos


UpdateFeaturesRequest._ENC = {0: _enc_UpdateFeaturesRequest_v0, 1: _enc_UpdateFeaturesRequest_v1, 2: _enc_UpdateFeaturesRequest_v2}
UpdateFeaturesRequest._DEC = {0: _dec_UpdateFeaturesRequest_v0, 1: _dec_UpdateFeaturesRequest_v1, 2: _dec_UpdateFeaturesRequest_v2}


class UpdateFeaturesResponse(_Message):
    """UpdateFeaturesResponse (response): API key 57; versions 0-2; flexible in 0-2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results', '_unknown_tags')
    NAME = 'UpdateFeaturesResponse'
    TYPE = 'response'
    API_KEY = 57
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Top-level error code, 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Top-level error detail, or null on success.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    results: list[UpdateFeaturesResponse.UpdatableFeatureResult]
    """Outcome per feature (v0-1 only).

    `Results` ([]UpdatableFeatureResult): versions 0-1; default []; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        results: list[UpdateFeaturesResponse.UpdatableFeatureResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class UpdatableFeatureResult(_Message):
        """Outcome per feature (v0-1 only).

        UpdatableFeatureResult (in UpdateFeaturesResponse): versions 0-1."""

        __slots__ = ('feature', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'UpdateFeaturesResponse.UpdatableFeatureResult'

        feature: str
        """Name of the feature.

        `Feature` (string): versions 0+; default ''."""
        error_code: int
        """Error code for this feature, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail for this feature, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            feature: str = '',
            error_code: int = 0,
            error_message: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.feature = feature
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_UpdateFeaturesResponse_UpdatableFeatureResult = UpdateFeaturesResponse.UpdatableFeatureResult
UpdateFeaturesResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Results', 'results', '[]UpdatableFeatureResult', (0, 1), (1, 0), (1, 0), None, (), True, _C_UpdateFeaturesResponse_UpdatableFeatureResult),
)
_C_UpdateFeaturesResponse_UpdatableFeatureResult.FIELDS = (
    _FI('Feature', 'feature', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_UpdateFeaturesResponse_UpdatableFeatureResult = _C_UpdateFeaturesResponse_UpdatableFeatureResult()

def _mk_UpdateFeaturesResponse_UpdatableFeatureResult() -> UpdateFeaturesResponse.UpdatableFeatureResult:
    o = _new(_C_UpdateFeaturesResponse_UpdatableFeatureResult)
    o.feature = ''
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_UpdateFeaturesResponse_v0(o: UpdateFeaturesResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s73 = o.error_message
    if s73 is None:
        a(_H0)
    else:
        b74 = s73.encode()
        n75 = len(b74) + 1
        a(_UV[n75] if n75 < 128 else _uv(n75))
        a(b74)
    l76 = o.results
    n77 = len(l76) + 1
    a(_UV[n77] if n77 < 128 else _uv(n77))
    for e78 in l76:
        s79 = e78.feature
        b80 = s79.encode()
        n81 = len(b80) + 1
        a(_UV[n81] if n81 < 128 else _uv(n81))
        a(b80)
        a(_S_h.pack(e78.error_code))
        s82 = e78.error_message
        if s82 is None:
            a(_H0)
        else:
            b83 = s82.encode()
            n84 = len(b83) + 1
            a(_UV[n84] if n84 < 128 else _uv(n84))
            a(b83)
        u85 = e78._unknown_tags
        if u85 is None:
            a(_H0)
        else:
            _write_tags(a, None, u85)
    u86 = o._unknown_tags
    if u86 is None:
        a(_H0)
    else:
        _write_tags(a, None, u86)
    return b''.join(parts)


def _dec_UpdateFeaturesResponse_v0(buf: _Buffer, pos: int) -> tuple[UpdateFeaturesResponse, int]:
    blen = len(buf)
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n87 = buf[pos] - 1
    if 0 <= n87 < 127:
        x88 = pos + 1 + n87
        if x88 > blen:
            raise _bad_length(n87, 'UpdateFeaturesResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x88], 'utf-8')
        pos = x88
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'UpdateFeaturesResponse.ErrorMessage')
    n89 = buf[pos] - 1
    if 0 <= n89 < 127:
        pos += 1
    else:
        n89, pos = _read_array_len(buf, pos, True, False, 1, 'UpdateFeaturesResponse.Results')
    l90: list[UpdateFeaturesResponse.UpdatableFeatureResult] = []
    ap91 = l90.append
    for _ in range(n89):
        t92 = _new(_C_UpdateFeaturesResponse_UpdatableFeatureResult)
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            x94 = pos + 1 + n93
            if x94 > blen:
                raise _bad_length(n93, 'UpdateFeaturesResponse.Results.Feature', pos)
            t92.feature = str(buf[pos + 1:x94], 'utf-8')
            pos = x94
        else:
            t92.feature, pos = _read_string(buf, pos, True, False, 'UpdateFeaturesResponse.Results.Feature')
        t92.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n95 = buf[pos] - 1
        if 0 <= n95 < 127:
            x96 = pos + 1 + n95
            if x96 > blen:
                raise _bad_length(n95, 'UpdateFeaturesResponse.Results.ErrorMessage', pos)
            t92.error_message = str(buf[pos + 1:x96], 'utf-8')
            pos = x96
        else:
            t92.error_message, pos = _read_string(buf, pos, True, True, 'UpdateFeaturesResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t92._unknown_tags = None
        else:
            nt97, pos = _ruv(buf, pos)
            if nt97 * 2 > blen - pos:
                raise _array_too_long(nt97, 'UpdateFeaturesResponse.Results._tagged_fields', pos)
            uk98: list[tuple[int, bytes]] | None = None
            for _ in range(nt97):
                tg99, pos = _ruv(buf, pos)
                sz100, pos = _ruv(buf, pos)
                x101 = pos + sz100
                if x101 > blen:
                    raise _bad_length(sz100, 'UpdateFeaturesResponse.Results._tagged_fields', pos)
                if uk98 is None:
                    uk98 = []
                uk98.append((tg99, bytes(buf[pos:x101])))
                pos = x101
            t92._unknown_tags = uk98
        ap91(t92)
    o.results = l90
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt102, pos = _ruv(buf, pos)
        if nt102 * 2 > blen - pos:
            raise _array_too_long(nt102, 'UpdateFeaturesResponse._tagged_fields', pos)
        uk103: list[tuple[int, bytes]] | None = None
        for _ in range(nt102):
            tg104, pos = _ruv(buf, pos)
            sz105, pos = _ruv(buf, pos)
            x106 = pos + sz105
            if x106 > blen:
                raise _bad_length(sz105, 'UpdateFeaturesResponse._tagged_fields', pos)
            if uk103 is None:
                uk103 = []
            uk103.append((tg104, bytes(buf[pos:x106])))
            pos = x106
        o._unknown_tags = uk103
    return o, pos


def _enc_UpdateFeaturesResponse_v1(o: UpdateFeaturesResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s107 = o.error_message
    if s107 is None:
        a(_H0)
    else:
        b108 = s107.encode()
        n109 = len(b108) + 1
        a(_UV[n109] if n109 < 128 else _uv(n109))
        a(b108)
    l110 = o.results
    n111 = len(l110) + 1
    a(_UV[n111] if n111 < 128 else _uv(n111))
    for e112 in l110:
        s113 = e112.feature
        b114 = s113.encode()
        n115 = len(b114) + 1
        a(_UV[n115] if n115 < 128 else _uv(n115))
        a(b114)
        a(_S_h.pack(e112.error_code))
        s116 = e112.error_message
        if s116 is None:
            a(_H0)
        else:
            b117 = s116.encode()
            n118 = len(b117) + 1
            a(_UV[n118] if n118 < 128 else _uv(n118))
            a(b117)
        u119 = e112._unknown_tags
        if u119 is None:
            a(_H0)
        else:
            _write_tags(a, None, u119)
    u120 = o._unknown_tags
    if u120 is None:
        a(_H0)
    else:
        _write_tags(a, None, u120)
    return b''.join(parts)


def _dec_UpdateFeaturesResponse_v1(buf: _Buffer, pos: int) -> tuple[UpdateFeaturesResponse, int]:
    blen = len(buf)
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n121 = buf[pos] - 1
    if 0 <= n121 < 127:
        x122 = pos + 1 + n121
        if x122 > blen:
            raise _bad_length(n121, 'UpdateFeaturesResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x122], 'utf-8')
        pos = x122
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'UpdateFeaturesResponse.ErrorMessage')
    n123 = buf[pos] - 1
    if 0 <= n123 < 127:
        pos += 1
    else:
        n123, pos = _read_array_len(buf, pos, True, False, 1, 'UpdateFeaturesResponse.Results')
    l124: list[UpdateFeaturesResponse.UpdatableFeatureResult] = []
    ap125 = l124.append
    for _ in range(n123):
        t126 = _new(_C_UpdateFeaturesResponse_UpdatableFeatureResult)
        n127 = buf[pos] - 1
        if 0 <= n127 < 127:
            x128 = pos + 1 + n127
            if x128 > blen:
                raise _bad_length(n127, 'UpdateFeaturesResponse.Results.Feature', pos)
            t126.feature = str(buf[pos + 1:x128], 'utf-8')
            pos = x128
        else:
            t126.feature, pos = _read_string(buf, pos, True, False, 'UpdateFeaturesResponse.Results.Feature')
        t126.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n129 = buf[pos] - 1
        if 0 <= n129 < 127:
            x130 = pos + 1 + n129
            if x130 > blen:
                raise _bad_length(n129, 'UpdateFeaturesResponse.Results.ErrorMessage', pos)
            t126.error_message = str(buf[pos + 1:x130], 'utf-8')
            pos = x130
        else:
            t126.error_message, pos = _read_string(buf, pos, True, True, 'UpdateFeaturesResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t126._unknown_tags = None
        else:
            nt131, pos = _ruv(buf, pos)
            if nt131 * 2 > blen - pos:
                raise _array_too_long(nt131, 'UpdateFeaturesResponse.Results._tagged_fields', pos)
            uk132: list[tuple[int, bytes]] | None = None
            for _ in range(nt131):
                tg133, pos = _ruv(buf, pos)
                sz134, pos = _ruv(buf, pos)
                x135 = pos + sz134
                if x135 > blen:
                    raise _bad_length(sz134, 'UpdateFeaturesResponse.Results._tagged_fields', pos)
                if uk132 is None:
                    uk132 = []
                uk132.append((tg133, bytes(buf[pos:x135])))
                pos = x135
            t126._unknown_tags = uk132
        ap125(t126)
    o.results = l124
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt136, pos = _ruv(buf, pos)
        if nt136 * 2 > blen - pos:
            raise _array_too_long(nt136, 'UpdateFeaturesResponse._tagged_fields', pos)
        uk137: list[tuple[int, bytes]] | None = None
        for _ in range(nt136):
            tg138, pos = _ruv(buf, pos)
            sz139, pos = _ruv(buf, pos)
            x140 = pos + sz139
            if x140 > blen:
                raise _bad_length(sz139, 'UpdateFeaturesResponse._tagged_fields', pos)
            if uk137 is None:
                uk137 = []
            uk137.append((tg138, bytes(buf[pos:x140])))
            pos = x140
        o._unknown_tags = uk137
    return o, pos


def _enc_UpdateFeaturesResponse_v2(o: UpdateFeaturesResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s141 = o.error_message
    if s141 is None:
        a(_H0)
    else:
        b142 = s141.encode()
        n143 = len(b142) + 1
        a(_UV[n143] if n143 < 128 else _uv(n143))
        a(b142)
    u144 = o._unknown_tags
    if u144 is None:
        a(_H0)
    else:
        _write_tags(a, None, u144)
    return b''.join(parts)


def _dec_UpdateFeaturesResponse_v2(buf: _Buffer, pos: int) -> tuple[UpdateFeaturesResponse, int]:
    blen = len(buf)
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n145 = buf[pos] - 1
    if 0 <= n145 < 127:
        x146 = pos + 1 + n145
        if x146 > blen:
            raise _bad_length(n145, 'UpdateFeaturesResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x146], 'utf-8')
        pos = x146
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'UpdateFeaturesResponse.ErrorMessage')
    o.results = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt147, pos = _ruv(buf, pos)
        if nt147 * 2 > blen - pos:
            raise _array_too_long(nt147, 'UpdateFeaturesResponse._tagged_fields', pos)
        uk148: list[tuple[int, bytes]] | None = None
        for _ in range(nt147):
            tg149, pos = _ruv(buf, pos)
            sz150, pos = _ruv(buf, pos)
            x151 = pos + sz150
            if x151 > blen:
                raise _bad_length(sz150, 'UpdateFeaturesResponse._tagged_fields', pos)
            if uk148 is None:
                uk148 = []
            uk148.append((tg149, bytes(buf[pos:x151])))
            pos = x151
        o._unknown_tags = uk148
    return o, pos


UpdateFeaturesResponse._ENC = {0: _enc_UpdateFeaturesResponse_v0, 1: _enc_UpdateFeaturesResponse_v1, 2: _enc_UpdateFeaturesResponse_v2}
UpdateFeaturesResponse._DEC = {0: _dec_UpdateFeaturesResponse_v0, 1: _dec_UpdateFeaturesResponse_v1, 2: _dec_UpdateFeaturesResponse_v2}


_LINES = {
    160: 'UpdateFeaturesRequest.timeoutMs',
    161: 'UpdateFeaturesRequest.FeatureUpdates',
    162: 'UpdateFeaturesRequest.FeatureUpdates',
    163: 'UpdateFeaturesRequest.FeatureUpdates',
    164: 'UpdateFeaturesRequest.FeatureUpdates',
    165: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    166: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    167: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    168: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    169: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    170: 'UpdateFeaturesRequest.FeatureUpdates.MaxVersionLevel,AllowDowngrade',
    171: 'UpdateFeaturesRequest.FeatureUpdates.UpgradeType',
    173: 'UpdateFeaturesRequest.FeatureUpdates._unknown_tags',
    174: 'UpdateFeaturesRequest.FeatureUpdates',
    177: 'UpdateFeaturesRequest.FeatureUpdates._unknown_tags',
    178: 'UpdateFeaturesRequest.ValidateOnly',
    180: 'UpdateFeaturesRequest._unknown_tags',
    181: 'UpdateFeaturesRequest',
    184: 'UpdateFeaturesRequest._unknown_tags',
    191: 'UpdateFeaturesRequest.timeoutMs',
    193: 'UpdateFeaturesRequest.FeatureUpdates',
    197: 'UpdateFeaturesRequest.FeatureUpdates',
    202: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    207: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    210: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    211: 'UpdateFeaturesRequest.FeatureUpdates.MaxVersionLevel,AllowDowngrade',
    214: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    218: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    223: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    224: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    236: 'UpdateFeaturesRequest._tagged_fields',
    240: 'UpdateFeaturesRequest._tagged_fields',
    245: 'UpdateFeaturesRequest._tagged_fields',
    246: 'UpdateFeaturesRequest._tagged_fields',
    261: 'UpdateFeaturesRequest.timeoutMs',
    262: 'UpdateFeaturesRequest.FeatureUpdates',
    263: 'UpdateFeaturesRequest.FeatureUpdates',
    264: 'UpdateFeaturesRequest.FeatureUpdates',
    265: 'UpdateFeaturesRequest.FeatureUpdates',
    266: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    267: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    268: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    269: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    270: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    271: 'UpdateFeaturesRequest.FeatureUpdates.MaxVersionLevel',
    272: 'UpdateFeaturesRequest.FeatureUpdates.AllowDowngrade',
    274: 'UpdateFeaturesRequest.FeatureUpdates.UpgradeType',
    275: 'UpdateFeaturesRequest.FeatureUpdates._unknown_tags',
    276: 'UpdateFeaturesRequest.FeatureUpdates',
    279: 'UpdateFeaturesRequest.FeatureUpdates._unknown_tags',
    280: 'UpdateFeaturesRequest.ValidateOnly',
    281: 'UpdateFeaturesRequest._unknown_tags',
    282: 'UpdateFeaturesRequest',
    285: 'UpdateFeaturesRequest._unknown_tags',
    292: 'UpdateFeaturesRequest.timeoutMs',
    294: 'UpdateFeaturesRequest.FeatureUpdates',
    298: 'UpdateFeaturesRequest.FeatureUpdates',
    303: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    308: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    311: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    312: 'UpdateFeaturesRequest.FeatureUpdates.MaxVersionLevel,UpgradeType',
    315: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    319: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    324: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    325: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    336: 'UpdateFeaturesRequest.ValidateOnly',
    338: 'UpdateFeaturesRequest._tagged_fields',
    342: 'UpdateFeaturesRequest._tagged_fields',
    347: 'UpdateFeaturesRequest._tagged_fields',
    348: 'UpdateFeaturesRequest._tagged_fields',
    363: 'UpdateFeaturesRequest.timeoutMs',
    364: 'UpdateFeaturesRequest.FeatureUpdates',
    365: 'UpdateFeaturesRequest.FeatureUpdates',
    366: 'UpdateFeaturesRequest.FeatureUpdates',
    367: 'UpdateFeaturesRequest.FeatureUpdates',
    368: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    369: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    370: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    371: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    372: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    373: 'UpdateFeaturesRequest.FeatureUpdates.MaxVersionLevel',
    374: 'UpdateFeaturesRequest.FeatureUpdates.AllowDowngrade',
    376: 'UpdateFeaturesRequest.FeatureUpdates.UpgradeType',
    377: 'UpdateFeaturesRequest.FeatureUpdates._unknown_tags',
    378: 'UpdateFeaturesRequest.FeatureUpdates',
    381: 'UpdateFeaturesRequest.FeatureUpdates._unknown_tags',
    382: 'UpdateFeaturesRequest.ValidateOnly',
    383: 'UpdateFeaturesRequest._unknown_tags',
    384: 'UpdateFeaturesRequest',
    387: 'UpdateFeaturesRequest._unknown_tags',
    394: 'UpdateFeaturesRequest.timeoutMs',
    396: 'UpdateFeaturesRequest.FeatureUpdates',
    400: 'UpdateFeaturesRequest.FeatureUpdates',
    405: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    410: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    413: 'UpdateFeaturesRequest.FeatureUpdates.Feature',
    414: 'UpdateFeaturesRequest.FeatureUpdates.MaxVersionLevel,UpgradeType',
    417: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    421: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    426: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    427: 'UpdateFeaturesRequest.FeatureUpdates._tagged_fields',
    438: 'UpdateFeaturesRequest.ValidateOnly',
    440: 'UpdateFeaturesRequest._tagged_fields',
    444: 'UpdateFeaturesRequest._tagged_fields',
    449: 'UpdateFeaturesRequest._tagged_fields',
    450: 'UpdateFeaturesRequest._tagged_fields',
    573: 'UpdateFeaturesResponse.ThrottleTimeMs,ErrorCode',
    574: 'UpdateFeaturesResponse.ErrorMessage',
    575: 'UpdateFeaturesResponse.ErrorMessage',
    576: 'UpdateFeaturesResponse.ErrorMessage',
    577: 'UpdateFeaturesResponse.ErrorMessage',
    578: 'UpdateFeaturesResponse.ErrorMessage',
    579: 'UpdateFeaturesResponse.ErrorMessage',
    580: 'UpdateFeaturesResponse.ErrorMessage',
    581: 'UpdateFeaturesResponse.ErrorMessage',
    582: 'UpdateFeaturesResponse.Results',
    583: 'UpdateFeaturesResponse.Results',
    584: 'UpdateFeaturesResponse.Results',
    585: 'UpdateFeaturesResponse.Results',
    586: 'UpdateFeaturesResponse.Results.Feature',
    587: 'UpdateFeaturesResponse.Results.Feature',
    588: 'UpdateFeaturesResponse.Results.Feature',
    589: 'UpdateFeaturesResponse.Results.Feature',
    590: 'UpdateFeaturesResponse.Results.Feature',
    591: 'UpdateFeaturesResponse.Results.ErrorCode',
    592: 'UpdateFeaturesResponse.Results.ErrorMessage',
    593: 'UpdateFeaturesResponse.Results.ErrorMessage',
    594: 'UpdateFeaturesResponse.Results.ErrorMessage',
    595: 'UpdateFeaturesResponse.Results.ErrorMessage',
    596: 'UpdateFeaturesResponse.Results.ErrorMessage',
    597: 'UpdateFeaturesResponse.Results.ErrorMessage',
    598: 'UpdateFeaturesResponse.Results.ErrorMessage',
    599: 'UpdateFeaturesResponse.Results.ErrorMessage',
    600: 'UpdateFeaturesResponse.Results._unknown_tags',
    601: 'UpdateFeaturesResponse.Results',
    604: 'UpdateFeaturesResponse.Results._unknown_tags',
    605: 'UpdateFeaturesResponse._unknown_tags',
    606: 'UpdateFeaturesResponse',
    609: 'UpdateFeaturesResponse._unknown_tags',
    616: 'UpdateFeaturesResponse.ThrottleTimeMs,ErrorCode',
    618: 'UpdateFeaturesResponse.ErrorMessage',
    623: 'UpdateFeaturesResponse.ErrorMessage',
    626: 'UpdateFeaturesResponse.ErrorMessage',
    627: 'UpdateFeaturesResponse.Results',
    631: 'UpdateFeaturesResponse.Results',
    636: 'UpdateFeaturesResponse.Results.Feature',
    641: 'UpdateFeaturesResponse.Results.Feature',
    644: 'UpdateFeaturesResponse.Results.Feature',
    645: 'UpdateFeaturesResponse.Results.ErrorCode',
    647: 'UpdateFeaturesResponse.Results.ErrorMessage',
    652: 'UpdateFeaturesResponse.Results.ErrorMessage',
    655: 'UpdateFeaturesResponse.Results.ErrorMessage',
    656: 'UpdateFeaturesResponse.Results._tagged_fields',
    660: 'UpdateFeaturesResponse.Results._tagged_fields',
    665: 'UpdateFeaturesResponse.Results._tagged_fields',
    666: 'UpdateFeaturesResponse.Results._tagged_fields',
    677: 'UpdateFeaturesResponse._tagged_fields',
    681: 'UpdateFeaturesResponse._tagged_fields',
    686: 'UpdateFeaturesResponse._tagged_fields',
    687: 'UpdateFeaturesResponse._tagged_fields',
    702: 'UpdateFeaturesResponse.ThrottleTimeMs,ErrorCode',
    703: 'UpdateFeaturesResponse.ErrorMessage',
    704: 'UpdateFeaturesResponse.ErrorMessage',
    705: 'UpdateFeaturesResponse.ErrorMessage',
    706: 'UpdateFeaturesResponse.ErrorMessage',
    707: 'UpdateFeaturesResponse.ErrorMessage',
    708: 'UpdateFeaturesResponse.ErrorMessage',
    709: 'UpdateFeaturesResponse.ErrorMessage',
    710: 'UpdateFeaturesResponse.ErrorMessage',
    711: 'UpdateFeaturesResponse.Results',
    712: 'UpdateFeaturesResponse.Results',
    713: 'UpdateFeaturesResponse.Results',
    714: 'UpdateFeaturesResponse.Results',
    715: 'UpdateFeaturesResponse.Results.Feature',
    716: 'UpdateFeaturesResponse.Results.Feature',
    717: 'UpdateFeaturesResponse.Results.Feature',
    718: 'UpdateFeaturesResponse.Results.Feature',
    719: 'UpdateFeaturesResponse.Results.Feature',
    720: 'UpdateFeaturesResponse.Results.ErrorCode',
    721: 'UpdateFeaturesResponse.Results.ErrorMessage',
    722: 'UpdateFeaturesResponse.Results.ErrorMessage',
    723: 'UpdateFeaturesResponse.Results.ErrorMessage',
    724: 'UpdateFeaturesResponse.Results.ErrorMessage',
    725: 'UpdateFeaturesResponse.Results.ErrorMessage',
    726: 'UpdateFeaturesResponse.Results.ErrorMessage',
    727: 'UpdateFeaturesResponse.Results.ErrorMessage',
    728: 'UpdateFeaturesResponse.Results.ErrorMessage',
    729: 'UpdateFeaturesResponse.Results._unknown_tags',
    730: 'UpdateFeaturesResponse.Results',
    733: 'UpdateFeaturesResponse.Results._unknown_tags',
    734: 'UpdateFeaturesResponse._unknown_tags',
    735: 'UpdateFeaturesResponse',
    738: 'UpdateFeaturesResponse._unknown_tags',
    745: 'UpdateFeaturesResponse.ThrottleTimeMs,ErrorCode',
    747: 'UpdateFeaturesResponse.ErrorMessage',
    752: 'UpdateFeaturesResponse.ErrorMessage',
    755: 'UpdateFeaturesResponse.ErrorMessage',
    756: 'UpdateFeaturesResponse.Results',
    760: 'UpdateFeaturesResponse.Results',
    765: 'UpdateFeaturesResponse.Results.Feature',
    770: 'UpdateFeaturesResponse.Results.Feature',
    773: 'UpdateFeaturesResponse.Results.Feature',
    774: 'UpdateFeaturesResponse.Results.ErrorCode',
    776: 'UpdateFeaturesResponse.Results.ErrorMessage',
    781: 'UpdateFeaturesResponse.Results.ErrorMessage',
    784: 'UpdateFeaturesResponse.Results.ErrorMessage',
    785: 'UpdateFeaturesResponse.Results._tagged_fields',
    789: 'UpdateFeaturesResponse.Results._tagged_fields',
    794: 'UpdateFeaturesResponse.Results._tagged_fields',
    795: 'UpdateFeaturesResponse.Results._tagged_fields',
    806: 'UpdateFeaturesResponse._tagged_fields',
    810: 'UpdateFeaturesResponse._tagged_fields',
    815: 'UpdateFeaturesResponse._tagged_fields',
    816: 'UpdateFeaturesResponse._tagged_fields',
    831: 'UpdateFeaturesResponse.ThrottleTimeMs,ErrorCode',
    832: 'UpdateFeaturesResponse.ErrorMessage',
    833: 'UpdateFeaturesResponse.ErrorMessage',
    834: 'UpdateFeaturesResponse.ErrorMessage',
    835: 'UpdateFeaturesResponse.ErrorMessage',
    836: 'UpdateFeaturesResponse.ErrorMessage',
    837: 'UpdateFeaturesResponse.ErrorMessage',
    838: 'UpdateFeaturesResponse.ErrorMessage',
    839: 'UpdateFeaturesResponse.ErrorMessage',
    840: 'UpdateFeaturesResponse._unknown_tags',
    841: 'UpdateFeaturesResponse',
    844: 'UpdateFeaturesResponse._unknown_tags',
    851: 'UpdateFeaturesResponse.ThrottleTimeMs,ErrorCode',
    853: 'UpdateFeaturesResponse.ErrorMessage',
    858: 'UpdateFeaturesResponse.ErrorMessage',
    861: 'UpdateFeaturesResponse.ErrorMessage',
    863: 'UpdateFeaturesResponse._tagged_fields',
    867: 'UpdateFeaturesResponse._tagged_fields',
    872: 'UpdateFeaturesResponse._tagged_fields',
    873: 'UpdateFeaturesResponse._tagged_fields',
}
