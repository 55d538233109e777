# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ApiVersionsRequest.json, schemas/messages/ApiVersionsResponse.json.
# Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale.
# fmt: off
# ruff: noqa
from __future__ import annotations

from struct import Struct
from uuid import UUID

from kraftpy.protocol.codec import (
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
    read_bytes as _read_bytes,
    read_fixed_array as _read_fixed_array,
    read_string as _read_string,
    read_uvarint as _ruv,
    tag_size_mismatch as _tag_size_mismatch,
    unsupported_field as _unsupported_field,
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
    __slots__ = ('client_software_name', 'client_software_version', '_unknown_tags')
    NAME = 'ApiVersionsRequest'
    TYPE = 'request'
    API_KEY = 18
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (3, 4)

    def __init__(self, *, client_software_name='', client_software_version='', _unknown_tags=None):
        self.client_software_name = client_software_name
        self.client_software_version = client_software_version
        self._unknown_tags = _unknown_tags


ApiVersionsRequest.FIELDS = (
    _FI('ClientSoftwareName', 'client_software_name', 'string', (3, 32767), (1, 0), (1, 0), None, '', True, None),
    _FI('ClientSoftwareVersion', 'client_software_version', 'string', (3, 32767), (1, 0), (1, 0), None, '', True, None),
)


def _enc_ApiVersionsRequest_v0(o):
    parts = []
    a = parts.append
    return b''.join(parts)


def _dec_ApiVersionsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    o.client_software_name = ''
    o.client_software_version = ''
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsRequest_v1(o):
    parts = []
    a = parts.append
    return b''.join(parts)


def _dec_ApiVersionsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    o.client_software_name = ''
    o.client_software_version = ''
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsRequest_v2(o):
    parts = []
    a = parts.append
    return b''.join(parts)


def _dec_ApiVersionsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsRequest)
    o.client_software_name = ''
    o.client_software_version = ''
    o._unknown_tags = None
    return o, pos


def _enc_ApiVersionsRequest_v3(o):
    parts = []
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


def _dec_ApiVersionsRequest_v3(buf, pos):
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
        uk13 = None
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


def _enc_ApiVersionsRequest_v4(o):
    parts = []
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


def _dec_ApiVersionsRequest_v4(buf, pos):
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
        uk29 = None
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
    __slots__ = ('error_code', 'api_keys', 'throttle_time_ms', 'supported_features', 'finalized_features_epoch', 'finalized_features', 'zk_migration_ready', '_unknown_tags')
    NAME = 'ApiVersionsResponse'
    TYPE = 'response'
    API_KEY = 18
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (3, 4)

    def __init__(self, *, error_code=0, api_keys=_EMPTY, throttle_time_ms=0, supported_features=_EMPTY, finalized_features_epoch=-1, finalized_features=_EMPTY, zk_migration_ready=False, _unknown_tags=None):
        self.error_code = error_code
        self.api_keys = [] if api_keys is _EMPTY else api_keys
        self.throttle_time_ms = throttle_time_ms
        self.supported_features = [] if supported_features is _EMPTY else supported_features
        self.finalized_features_epoch = finalized_features_epoch
        self.finalized_features = [] if finalized_features is _EMPTY else finalized_features
        self.zk_migration_ready = zk_migration_ready
        self._unknown_tags = _unknown_tags

    class ApiVersion(_Message):
        __slots__ = ('api_key', 'min_version', 'max_version', '_unknown_tags')
        NAME = 'ApiVersionsResponse.ApiVersion'

        def __init__(self, *, api_key=0, min_version=0, max_version=0, _unknown_tags=None):
            self.api_key = api_key
            self.min_version = min_version
            self.max_version = max_version
            self._unknown_tags = _unknown_tags

    class SupportedFeatureKey(_Message):
        __slots__ = ('name', 'min_version', 'max_version', '_unknown_tags')
        NAME = 'ApiVersionsResponse.SupportedFeatureKey'

        def __init__(self, *, name='', min_version=0, max_version=0, _unknown_tags=None):
            self.name = name
            self.min_version = min_version
            self.max_version = max_version
            self._unknown_tags = _unknown_tags

    class FinalizedFeatureKey(_Message):
        __slots__ = ('name', 'max_version_level', 'min_version_level', '_unknown_tags')
        NAME = 'ApiVersionsResponse.FinalizedFeatureKey'

        def __init__(self, *, name='', max_version_level=0, min_version_level=0, _unknown_tags=None):
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


def _enc_ApiVersionsResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l33 = o.api_keys
    a(_S_i.pack(len(l33)))
    for e34 in l33:
        a(_S_hhh.pack(e34.api_key, e34.min_version, e34.max_version))
    return b''.join(parts)


def _dec_ApiVersionsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n35, pos = _read_array_len(buf, pos, False, False, 1, 'ApiVersionsResponse.ApiKeys')
    l36 = []
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


def _enc_ApiVersionsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l39 = o.api_keys
    a(_S_i.pack(len(l39)))
    for e40 in l39:
        a(_S_hhh.pack(e40.api_key, e40.min_version, e40.max_version))
    a(_S_i.pack(o.throttle_time_ms))
    return b''.join(parts)


def _dec_ApiVersionsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'ApiVersionsResponse.ApiKeys')
    l42 = []
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


def _enc_ApiVersionsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l45 = o.api_keys
    a(_S_i.pack(len(l45)))
    for e46 in l45:
        a(_S_hhh.pack(e46.api_key, e46.min_version, e46.max_version))
    a(_S_i.pack(o.throttle_time_ms))
    return b''.join(parts)


def _dec_ApiVersionsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n47, pos = _read_array_len(buf, pos, False, False, 1, 'ApiVersionsResponse.ApiKeys')
    l48 = []
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


def _enc_ApiVersionsResponse_v3(o):
    parts = []
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
    k55 = []
    if o.supported_features:
        p56 = []
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
        p64 = []
        p64.append(_S_q.pack(o.finalized_features_epoch))
        k55.append((1, b''.join(p64)))
    if o.finalized_features:
        p65 = []
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
        p73 = []
        p73.append(_S__.pack(o.zk_migration_ready))
        k55.append((3, b''.join(p73)))
    _write_tags(a, k55, o._unknown_tags)
    return b''.join(parts)


def _dec_ApiVersionsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n74 = buf[pos] - 1
    if 0 <= n74 < 127:
        pos += 1
    else:
        n74, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.ApiKeys')
    l75 = []
    ap76 = l75.append
    for _ in range(n74):
        t77 = _new(_C_ApiVersionsResponse_ApiVersion)
        t77.api_key, t77.min_version, t77.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        if buf[pos] == 0:
            pos += 1
            t77._unknown_tags = None
        else:
            nt78, pos = _ruv(buf, pos)
            if nt78 * 2 > blen - pos:
                raise _array_too_long(nt78, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
            uk79 = None
            for _ in range(nt78):
                tg80, pos = _ruv(buf, pos)
                sz81, pos = _ruv(buf, pos)
                x82 = pos + sz81
                if x82 > blen:
                    raise _bad_length(sz81, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
                if uk79 is None:
                    uk79 = []
                uk79.append((tg80, bytes(buf[pos:x82])))
                pos = x82
            t77._unknown_tags = uk79
        ap76(t77)
    o.api_keys = l75
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
        nt83, pos = _ruv(buf, pos)
        if nt83 * 2 > blen - pos:
            raise _array_too_long(nt83, 'ApiVersionsResponse._tagged_fields', pos)
        uk84 = None
        for _ in range(nt83):
            tg85, pos = _ruv(buf, pos)
            sz86, pos = _ruv(buf, pos)
            x87 = pos + sz86
            if x87 > blen:
                raise _bad_length(sz86, 'ApiVersionsResponse._tagged_fields', pos)
            if tg85 == 0:
                n88 = buf[pos] - 1
                if 0 <= n88 < 127:
                    pos += 1
                else:
                    n88, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.SupportedFeatures')
                l89 = []
                ap90 = l89.append
                for _ in range(n88):
                    t91 = _new(_C_ApiVersionsResponse_SupportedFeatureKey)
                    n92 = buf[pos] - 1
                    if 0 <= n92 < 127:
                        x93 = pos + 1 + n92
                        if x93 > blen:
                            raise _bad_length(n92, 'ApiVersionsResponse.SupportedFeatures.Name', pos)
                        t91.name = str(buf[pos + 1:x93], 'utf-8')
                        pos = x93
                    else:
                        t91.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.SupportedFeatures.Name')
                    t91.min_version, t91.max_version = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t91._unknown_tags = None
                    else:
                        nt94, pos = _ruv(buf, pos)
                        if nt94 * 2 > blen - pos:
                            raise _array_too_long(nt94, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                        uk95 = None
                        for _ in range(nt94):
                            tg96, pos = _ruv(buf, pos)
                            sz97, pos = _ruv(buf, pos)
                            x98 = pos + sz97
                            if x98 > blen:
                                raise _bad_length(sz97, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                            if uk95 is None:
                                uk95 = []
                            uk95.append((tg96, bytes(buf[pos:x98])))
                            pos = x98
                        t91._unknown_tags = uk95
                    ap90(t91)
                o.supported_features = l89
                if pos != x87:
                    raise _tag_size_mismatch(tg85, 'ApiVersionsResponse.SupportedFeatures', pos)
            elif tg85 == 1:
                o.finalized_features_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x87:
                    raise _tag_size_mismatch(tg85, 'ApiVersionsResponse.FinalizedFeaturesEpoch', pos)
            elif tg85 == 2:
                n99 = buf[pos] - 1
                if 0 <= n99 < 127:
                    pos += 1
                else:
                    n99, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.FinalizedFeatures')
                l100 = []
                ap101 = l100.append
                for _ in range(n99):
                    t102 = _new(_C_ApiVersionsResponse_FinalizedFeatureKey)
                    n103 = buf[pos] - 1
                    if 0 <= n103 < 127:
                        x104 = pos + 1 + n103
                        if x104 > blen:
                            raise _bad_length(n103, 'ApiVersionsResponse.FinalizedFeatures.Name', pos)
                        t102.name = str(buf[pos + 1:x104], 'utf-8')
                        pos = x104
                    else:
                        t102.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.FinalizedFeatures.Name')
                    t102.max_version_level, t102.min_version_level = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t102._unknown_tags = None
                    else:
                        nt105, pos = _ruv(buf, pos)
                        if nt105 * 2 > blen - pos:
                            raise _array_too_long(nt105, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                        uk106 = None
                        for _ in range(nt105):
                            tg107, pos = _ruv(buf, pos)
                            sz108, pos = _ruv(buf, pos)
                            x109 = pos + sz108
                            if x109 > blen:
                                raise _bad_length(sz108, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                            if uk106 is None:
                                uk106 = []
                            uk106.append((tg107, bytes(buf[pos:x109])))
                            pos = x109
                        t102._unknown_tags = uk106
                    ap101(t102)
                o.finalized_features = l100
                if pos != x87:
                    raise _tag_size_mismatch(tg85, 'ApiVersionsResponse.FinalizedFeatures', pos)
            elif tg85 == 3:
                o.zk_migration_ready, = _S__.unpack_from(buf, pos)
                pos += 1
                if pos != x87:
                    raise _tag_size_mismatch(tg85, 'ApiVersionsResponse.ZkMigrationReady', pos)
            else:
                if uk84 is None:
                    uk84 = []
                uk84.append((tg85, bytes(buf[pos:x87])))
                pos = x87
        o._unknown_tags = uk84
    return o, pos


def _enc_ApiVersionsResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l110 = o.api_keys
    n111 = len(l110) + 1
    a(_UV[n111] if n111 < 128 else _uv(n111))
    for e112 in l110:
        a(_S_hhh.pack(e112.api_key, e112.min_version, e112.max_version))
        u113 = e112._unknown_tags
        if u113 is None:
            a(_H0)
        else:
            _write_tags(a, None, u113)
    a(_S_i.pack(o.throttle_time_ms))
    k114 = []
    if o.supported_features:
        p115 = []
        l116 = o.supported_features
        n117 = len(l116) + 1
        p115.append(_UV[n117] if n117 < 128 else _uv(n117))
        for e118 in l116:
            s119 = e118.name
            b120 = s119.encode()
            n121 = len(b120) + 1
            p115.append(_UV[n121] if n121 < 128 else _uv(n121))
            p115.append(b120)
            p115.append(_S_hh.pack(e118.min_version, e118.max_version))
            u122 = e118._unknown_tags
            if u122 is None:
                p115.append(_H0)
            else:
                _write_tags(p115.append, None, u122)
        k114.append((0, b''.join(p115)))
    if o.finalized_features_epoch != -1:
        p123 = []
        p123.append(_S_q.pack(o.finalized_features_epoch))
        k114.append((1, b''.join(p123)))
    if o.finalized_features:
        p124 = []
        l125 = o.finalized_features
        n126 = len(l125) + 1
        p124.append(_UV[n126] if n126 < 128 else _uv(n126))
        for e127 in l125:
            s128 = e127.name
            b129 = s128.encode()
            n130 = len(b129) + 1
            p124.append(_UV[n130] if n130 < 128 else _uv(n130))
            p124.append(b129)
            p124.append(_S_hh.pack(e127.max_version_level, e127.min_version_level))
            u131 = e127._unknown_tags
            if u131 is None:
                p124.append(_H0)
            else:
                _write_tags(p124.append, None, u131)
        k114.append((2, b''.join(p124)))
    if o.zk_migration_ready != False:
        p132 = []
        p132.append(_S__.pack(o.zk_migration_ready))
        k114.append((3, b''.join(p132)))
    _write_tags(a, k114, o._unknown_tags)
    return b''.join(parts)


def _dec_ApiVersionsResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(ApiVersionsResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n133 = buf[pos] - 1
    if 0 <= n133 < 127:
        pos += 1
    else:
        n133, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.ApiKeys')
    l134 = []
    ap135 = l134.append
    for _ in range(n133):
        t136 = _new(_C_ApiVersionsResponse_ApiVersion)
        t136.api_key, t136.min_version, t136.max_version = _S_hhh.unpack_from(buf, pos)
        pos += 6
        if buf[pos] == 0:
            pos += 1
            t136._unknown_tags = None
        else:
            nt137, pos = _ruv(buf, pos)
            if nt137 * 2 > blen - pos:
                raise _array_too_long(nt137, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
            uk138 = None
            for _ in range(nt137):
                tg139, pos = _ruv(buf, pos)
                sz140, pos = _ruv(buf, pos)
                x141 = pos + sz140
                if x141 > blen:
                    raise _bad_length(sz140, 'ApiVersionsResponse.ApiKeys._tagged_fields', pos)
                if uk138 is None:
                    uk138 = []
                uk138.append((tg139, bytes(buf[pos:x141])))
                pos = x141
            t136._unknown_tags = uk138
        ap135(t136)
    o.api_keys = l134
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
        nt142, pos = _ruv(buf, pos)
        if nt142 * 2 > blen - pos:
            raise _array_too_long(nt142, 'ApiVersionsResponse._tagged_fields', pos)
        uk143 = None
        for _ in range(nt142):
            tg144, pos = _ruv(buf, pos)
            sz145, pos = _ruv(buf, pos)
            x146 = pos + sz145
            if x146 > blen:
                raise _bad_length(sz145, 'ApiVersionsResponse._tagged_fields', pos)
            if tg144 == 0:
                n147 = buf[pos] - 1
                if 0 <= n147 < 127:
                    pos += 1
                else:
                    n147, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.SupportedFeatures')
                l148 = []
                ap149 = l148.append
                for _ in range(n147):
                    t150 = _new(_C_ApiVersionsResponse_SupportedFeatureKey)
                    n151 = buf[pos] - 1
                    if 0 <= n151 < 127:
                        x152 = pos + 1 + n151
                        if x152 > blen:
                            raise _bad_length(n151, 'ApiVersionsResponse.SupportedFeatures.Name', pos)
                        t150.name = str(buf[pos + 1:x152], 'utf-8')
                        pos = x152
                    else:
                        t150.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.SupportedFeatures.Name')
                    t150.min_version, t150.max_version = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t150._unknown_tags = None
                    else:
                        nt153, pos = _ruv(buf, pos)
                        if nt153 * 2 > blen - pos:
                            raise _array_too_long(nt153, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                        uk154 = None
                        for _ in range(nt153):
                            tg155, pos = _ruv(buf, pos)
                            sz156, pos = _ruv(buf, pos)
                            x157 = pos + sz156
                            if x157 > blen:
                                raise _bad_length(sz156, 'ApiVersionsResponse.SupportedFeatures._tagged_fields', pos)
                            if uk154 is None:
                                uk154 = []
                            uk154.append((tg155, bytes(buf[pos:x157])))
                            pos = x157
                        t150._unknown_tags = uk154
                    ap149(t150)
                o.supported_features = l148
                if pos != x146:
                    raise _tag_size_mismatch(tg144, 'ApiVersionsResponse.SupportedFeatures', pos)
            elif tg144 == 1:
                o.finalized_features_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x146:
                    raise _tag_size_mismatch(tg144, 'ApiVersionsResponse.FinalizedFeaturesEpoch', pos)
            elif tg144 == 2:
                n158 = buf[pos] - 1
                if 0 <= n158 < 127:
                    pos += 1
                else:
                    n158, pos = _read_array_len(buf, pos, True, False, 1, 'ApiVersionsResponse.FinalizedFeatures')
                l159 = []
                ap160 = l159.append
                for _ in range(n158):
                    t161 = _new(_C_ApiVersionsResponse_FinalizedFeatureKey)
                    n162 = buf[pos] - 1
                    if 0 <= n162 < 127:
                        x163 = pos + 1 + n162
                        if x163 > blen:
                            raise _bad_length(n162, 'ApiVersionsResponse.FinalizedFeatures.Name', pos)
                        t161.name = str(buf[pos + 1:x163], 'utf-8')
                        pos = x163
                    else:
                        t161.name, pos = _read_string(buf, pos, True, False, 'ApiVersionsResponse.FinalizedFeatures.Name')
                    t161.max_version_level, t161.min_version_level = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if buf[pos] == 0:
                        pos += 1
                        t161._unknown_tags = None
                    else:
                        nt164, pos = _ruv(buf, pos)
                        if nt164 * 2 > blen - pos:
                            raise _array_too_long(nt164, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                        uk165 = None
                        for _ in range(nt164):
                            tg166, pos = _ruv(buf, pos)
                            sz167, pos = _ruv(buf, pos)
                            x168 = pos + sz167
                            if x168 > blen:
                                raise _bad_length(sz167, 'ApiVersionsResponse.FinalizedFeatures._tagged_fields', pos)
                            if uk165 is None:
                                uk165 = []
                            uk165.append((tg166, bytes(buf[pos:x168])))
                            pos = x168
                        t161._unknown_tags = uk165
                    ap160(t161)
                o.finalized_features = l159
                if pos != x146:
                    raise _tag_size_mismatch(tg144, 'ApiVersionsResponse.FinalizedFeatures', pos)
            elif tg144 == 3:
                o.zk_migration_ready, = _S__.unpack_from(buf, pos)
                pos += 1
                if pos != x146:
                    raise _tag_size_mismatch(tg144, 'ApiVersionsResponse.ZkMigrationReady', pos)
            else:
                if uk143 is None:
                    uk143 = []
                uk143.append((tg144, bytes(buf[pos:x146])))
                pos = x146
        o._unknown_tags = uk143
    return o, pos


ApiVersionsResponse._ENC = {0: _enc_ApiVersionsResponse_v0, 1: _enc_ApiVersionsResponse_v1, 2: _enc_ApiVersionsResponse_v2, 3: _enc_ApiVersionsResponse_v3, 4: _enc_ApiVersionsResponse_v4}
ApiVersionsResponse._DEC = {0: _dec_ApiVersionsResponse_v0, 1: _dec_ApiVersionsResponse_v1, 2: _dec_ApiVersionsResponse_v2, 3: _dec_ApiVersionsResponse_v3, 4: _dec_ApiVersionsResponse_v4}


_LINES = {
    117: 'ApiVersionsRequest.ClientSoftwareName',
    118: 'ApiVersionsRequest.ClientSoftwareName',
    119: 'ApiVersionsRequest.ClientSoftwareName',
    120: 'ApiVersionsRequest.ClientSoftwareName',
    121: 'ApiVersionsRequest.ClientSoftwareName',
    122: 'ApiVersionsRequest.ClientSoftwareVersion',
    123: 'ApiVersionsRequest.ClientSoftwareVersion',
    124: 'ApiVersionsRequest.ClientSoftwareVersion',
    125: 'ApiVersionsRequest.ClientSoftwareVersion',
    126: 'ApiVersionsRequest.ClientSoftwareVersion',
    127: 'ApiVersionsRequest._unknown_tags',
    128: 'ApiVersionsRequest',
    131: 'ApiVersionsRequest._unknown_tags',
    138: 'ApiVersionsRequest.ClientSoftwareName',
    143: 'ApiVersionsRequest.ClientSoftwareName',
    146: 'ApiVersionsRequest.ClientSoftwareName',
    147: 'ApiVersionsRequest.ClientSoftwareVersion',
    152: 'ApiVersionsRequest.ClientSoftwareVersion',
    155: 'ApiVersionsRequest.ClientSoftwareVersion',
    156: 'ApiVersionsRequest._tagged_fields',
    160: 'ApiVersionsRequest._tagged_fields',
    165: 'ApiVersionsRequest._tagged_fields',
    166: 'ApiVersionsRequest._tagged_fields',
    181: 'ApiVersionsRequest.ClientSoftwareName',
    182: 'ApiVersionsRequest.ClientSoftwareName',
    183: 'ApiVersionsRequest.ClientSoftwareName',
    184: 'ApiVersionsRequest.ClientSoftwareName',
    185: 'ApiVersionsRequest.ClientSoftwareName',
    186: 'ApiVersionsRequest.ClientSoftwareVersion',
    187: 'ApiVersionsRequest.ClientSoftwareVersion',
    188: 'ApiVersionsRequest.ClientSoftwareVersion',
    189: 'ApiVersionsRequest.ClientSoftwareVersion',
    190: 'ApiVersionsRequest.ClientSoftwareVersion',
    191: 'ApiVersionsRequest._unknown_tags',
    192: 'ApiVersionsRequest',
    195: 'ApiVersionsRequest._unknown_tags',
    202: 'ApiVersionsRequest.ClientSoftwareName',
    207: 'ApiVersionsRequest.ClientSoftwareName',
    210: 'ApiVersionsRequest.ClientSoftwareName',
    211: 'ApiVersionsRequest.ClientSoftwareVersion',
    216: 'ApiVersionsRequest.ClientSoftwareVersion',
    219: 'ApiVersionsRequest.ClientSoftwareVersion',
    220: 'ApiVersionsRequest._tagged_fields',
    224: 'ApiVersionsRequest._tagged_fields',
    229: 'ApiVersionsRequest._tagged_fields',
    230: 'ApiVersionsRequest._tagged_fields',
    330: 'ApiVersionsResponse.ErrorCode',
    331: 'ApiVersionsResponse.ApiKeys',
    332: 'ApiVersionsResponse.ApiKeys',
    333: 'ApiVersionsResponse.ApiKeys',
    334: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    341: 'ApiVersionsResponse.ErrorCode',
    343: 'ApiVersionsResponse.ApiKeys',
    348: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    365: 'ApiVersionsResponse.ErrorCode',
    366: 'ApiVersionsResponse.ApiKeys',
    367: 'ApiVersionsResponse.ApiKeys',
    368: 'ApiVersionsResponse.ApiKeys',
    369: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    370: 'ApiVersionsResponse.ThrottleTimeMs',
    377: 'ApiVersionsResponse.ErrorCode',
    379: 'ApiVersionsResponse.ApiKeys',
    384: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    389: 'ApiVersionsResponse.ThrottleTimeMs',
    402: 'ApiVersionsResponse.ErrorCode',
    403: 'ApiVersionsResponse.ApiKeys',
    404: 'ApiVersionsResponse.ApiKeys',
    405: 'ApiVersionsResponse.ApiKeys',
    406: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    407: 'ApiVersionsResponse.ThrottleTimeMs',
    414: 'ApiVersionsResponse.ErrorCode',
    416: 'ApiVersionsResponse.ApiKeys',
    421: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    426: 'ApiVersionsResponse.ThrottleTimeMs',
    439: 'ApiVersionsResponse.ErrorCode',
    440: 'ApiVersionsResponse.ApiKeys',
    441: 'ApiVersionsResponse.ApiKeys',
    442: 'ApiVersionsResponse.ApiKeys',
    443: 'ApiVersionsResponse.ApiKeys',
    444: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    445: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    446: 'ApiVersionsResponse.ApiKeys',
    449: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    450: 'ApiVersionsResponse.ThrottleTimeMs',
    451: 'ApiVersionsResponse',
    452: 'ApiVersionsResponse.SupportedFeatures',
    453: 'ApiVersionsResponse.SupportedFeatures',
    454: 'ApiVersionsResponse.SupportedFeatures',
    455: 'ApiVersionsResponse.SupportedFeatures',
    456: 'ApiVersionsResponse.SupportedFeatures',
    457: 'ApiVersionsResponse.SupportedFeatures',
    458: 'ApiVersionsResponse.SupportedFeatures.Name',
    459: 'ApiVersionsResponse.SupportedFeatures.Name',
    460: 'ApiVersionsResponse.SupportedFeatures.Name',
    461: 'ApiVersionsResponse.SupportedFeatures.Name',
    462: 'ApiVersionsResponse.SupportedFeatures.Name',
    463: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    464: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    465: 'ApiVersionsResponse.SupportedFeatures',
    468: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    469: 'ApiVersionsResponse.SupportedFeatures',
    470: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    471: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    472: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    473: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    474: 'ApiVersionsResponse.FinalizedFeatures',
    475: 'ApiVersionsResponse.FinalizedFeatures',
    476: 'ApiVersionsResponse.FinalizedFeatures',
    477: 'ApiVersionsResponse.FinalizedFeatures',
    478: 'ApiVersionsResponse.FinalizedFeatures',
    479: 'ApiVersionsResponse.FinalizedFeatures',
    480: 'ApiVersionsResponse.FinalizedFeatures.Name',
    481: 'ApiVersionsResponse.FinalizedFeatures.Name',
    482: 'ApiVersionsResponse.FinalizedFeatures.Name',
    483: 'ApiVersionsResponse.FinalizedFeatures.Name',
    484: 'ApiVersionsResponse.FinalizedFeatures.Name',
    485: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    486: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    487: 'ApiVersionsResponse.FinalizedFeatures',
    490: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    491: 'ApiVersionsResponse.FinalizedFeatures',
    492: 'ApiVersionsResponse.ZkMigrationReady',
    493: 'ApiVersionsResponse.ZkMigrationReady',
    494: 'ApiVersionsResponse.ZkMigrationReady',
    495: 'ApiVersionsResponse.ZkMigrationReady',
    496: 'ApiVersionsResponse._unknown_tags',
    503: 'ApiVersionsResponse.ErrorCode',
    505: 'ApiVersionsResponse.ApiKeys',
    509: 'ApiVersionsResponse.ApiKeys',
    514: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    516: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    520: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    525: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    526: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    537: 'ApiVersionsResponse.ThrottleTimeMs',
    543: 'ApiVersionsResponse._tagged_fields',
    547: 'ApiVersionsResponse._tagged_fields',
    552: 'ApiVersionsResponse._tagged_fields',
    553: 'ApiVersionsResponse._tagged_fields',
    558: 'ApiVersionsResponse.SupportedFeatures',
    562: 'ApiVersionsResponse.SupportedFeatures',
    567: 'ApiVersionsResponse.SupportedFeatures.Name',
    572: 'ApiVersionsResponse.SupportedFeatures.Name',
    575: 'ApiVersionsResponse.SupportedFeatures.Name',
    576: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    578: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    582: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    587: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    588: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    602: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    607: 'ApiVersionsResponse.FinalizedFeatures',
    611: 'ApiVersionsResponse.FinalizedFeatures',
    616: 'ApiVersionsResponse.FinalizedFeatures.Name',
    621: 'ApiVersionsResponse.FinalizedFeatures.Name',
    624: 'ApiVersionsResponse.FinalizedFeatures.Name',
    625: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    627: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    631: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    636: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    637: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    651: 'ApiVersionsResponse.ZkMigrationReady',
    667: 'ApiVersionsResponse.ErrorCode',
    668: 'ApiVersionsResponse.ApiKeys',
    669: 'ApiVersionsResponse.ApiKeys',
    670: 'ApiVersionsResponse.ApiKeys',
    671: 'ApiVersionsResponse.ApiKeys',
    672: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    673: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    674: 'ApiVersionsResponse.ApiKeys',
    677: 'ApiVersionsResponse.ApiKeys._unknown_tags',
    678: 'ApiVersionsResponse.ThrottleTimeMs',
    679: 'ApiVersionsResponse',
    680: 'ApiVersionsResponse.SupportedFeatures',
    681: 'ApiVersionsResponse.SupportedFeatures',
    682: 'ApiVersionsResponse.SupportedFeatures',
    683: 'ApiVersionsResponse.SupportedFeatures',
    684: 'ApiVersionsResponse.SupportedFeatures',
    685: 'ApiVersionsResponse.SupportedFeatures',
    686: 'ApiVersionsResponse.SupportedFeatures.Name',
    687: 'ApiVersionsResponse.SupportedFeatures.Name',
    688: 'ApiVersionsResponse.SupportedFeatures.Name',
    689: 'ApiVersionsResponse.SupportedFeatures.Name',
    690: 'ApiVersionsResponse.SupportedFeatures.Name',
    691: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    692: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    693: 'ApiVersionsResponse.SupportedFeatures',
    696: 'ApiVersionsResponse.SupportedFeatures._unknown_tags',
    697: 'ApiVersionsResponse.SupportedFeatures',
    698: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    699: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    700: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    701: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    702: 'ApiVersionsResponse.FinalizedFeatures',
    703: 'ApiVersionsResponse.FinalizedFeatures',
    704: 'ApiVersionsResponse.FinalizedFeatures',
    705: 'ApiVersionsResponse.FinalizedFeatures',
    706: 'ApiVersionsResponse.FinalizedFeatures',
    707: 'ApiVersionsResponse.FinalizedFeatures',
    708: 'ApiVersionsResponse.FinalizedFeatures.Name',
    709: 'ApiVersionsResponse.FinalizedFeatures.Name',
    710: 'ApiVersionsResponse.FinalizedFeatures.Name',
    711: 'ApiVersionsResponse.FinalizedFeatures.Name',
    712: 'ApiVersionsResponse.FinalizedFeatures.Name',
    713: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    714: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    715: 'ApiVersionsResponse.FinalizedFeatures',
    718: 'ApiVersionsResponse.FinalizedFeatures._unknown_tags',
    719: 'ApiVersionsResponse.FinalizedFeatures',
    720: 'ApiVersionsResponse.ZkMigrationReady',
    721: 'ApiVersionsResponse.ZkMigrationReady',
    722: 'ApiVersionsResponse.ZkMigrationReady',
    723: 'ApiVersionsResponse.ZkMigrationReady',
    724: 'ApiVersionsResponse._unknown_tags',
    731: 'ApiVersionsResponse.ErrorCode',
    733: 'ApiVersionsResponse.ApiKeys',
    737: 'ApiVersionsResponse.ApiKeys',
    742: 'ApiVersionsResponse.ApiKeys.ApiKey,MinVersion,MaxVersion',
    744: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    748: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    753: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    754: 'ApiVersionsResponse.ApiKeys._tagged_fields',
    765: 'ApiVersionsResponse.ThrottleTimeMs',
    771: 'ApiVersionsResponse._tagged_fields',
    775: 'ApiVersionsResponse._tagged_fields',
    780: 'ApiVersionsResponse._tagged_fields',
    781: 'ApiVersionsResponse._tagged_fields',
    786: 'ApiVersionsResponse.SupportedFeatures',
    790: 'ApiVersionsResponse.SupportedFeatures',
    795: 'ApiVersionsResponse.SupportedFeatures.Name',
    800: 'ApiVersionsResponse.SupportedFeatures.Name',
    803: 'ApiVersionsResponse.SupportedFeatures.Name',
    804: 'ApiVersionsResponse.SupportedFeatures.MinVersion,MaxVersion',
    806: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    810: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    815: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    816: 'ApiVersionsResponse.SupportedFeatures._tagged_fields',
    830: 'ApiVersionsResponse.FinalizedFeaturesEpoch',
    835: 'ApiVersionsResponse.FinalizedFeatures',
    839: 'ApiVersionsResponse.FinalizedFeatures',
    844: 'ApiVersionsResponse.FinalizedFeatures.Name',
    849: 'ApiVersionsResponse.FinalizedFeatures.Name',
    852: 'ApiVersionsResponse.FinalizedFeatures.Name',
    853: 'ApiVersionsResponse.FinalizedFeatures.MaxVersionLevel,MinVersionLevel',
    855: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    859: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    864: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    865: 'ApiVersionsResponse.FinalizedFeatures._tagged_fields',
    879: 'ApiVersionsResponse.ZkMigrationReady',
}
