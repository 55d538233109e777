# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterConfigsRequest.json, schemas/messages/AlterConfigsResponse.json.
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
    __slots__ = ('resources', 'validate_only', '_unknown_tags')
    NAME = 'AlterConfigsRequest'
    TYPE = 'request'
    API_KEY = 33
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, resources=_EMPTY, validate_only=False, _unknown_tags=None):
        self.resources = [] if resources is _EMPTY else resources
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class AlterConfigsResource(_Message):
        __slots__ = ('resource_type', 'resource_name', 'configs', '_unknown_tags')
        NAME = 'AlterConfigsRequest.AlterConfigsResource'

        def __init__(self, *, resource_type=0, resource_name='', configs=_EMPTY, _unknown_tags=None):
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class AlterableConfig(_Message):
        __slots__ = ('name', 'value', '_unknown_tags')
        NAME = 'AlterConfigsRequest.AlterableConfig'

        def __init__(self, *, name='', value='', _unknown_tags=None):
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

def _mk_AlterConfigsRequest_AlterConfigsResource():
    o = _new(_C_AlterConfigsRequest_AlterConfigsResource)
    o.resource_type = 0
    o.resource_name = ''
    o.configs = []
    o._unknown_tags = None
    return o

def _mk_AlterConfigsRequest_AlterableConfig():
    o = _new(_C_AlterConfigsRequest_AlterableConfig)
    o.name = ''
    o.value = ''
    o._unknown_tags = None
    return o


def _enc_AlterConfigsRequest_v0(o):
    parts = []
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


def _dec_AlterConfigsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(AlterConfigsRequest)
    n14, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsRequest.Resources')
    l15 = []
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
        l21 = []
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


def _enc_AlterConfigsRequest_v1(o):
    parts = []
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


def _dec_AlterConfigsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(AlterConfigsRequest)
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsRequest.Resources')
    l42 = []
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
        l48 = []
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


def _enc_AlterConfigsRequest_v2(o):
    parts = []
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


def _dec_AlterConfigsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(AlterConfigsRequest)
    n73 = buf[pos] - 1
    if 0 <= n73 < 127:
        pos += 1
    else:
        n73, pos = _read_array_len(buf, pos, True, False, 1, 'AlterConfigsRequest.Resources')
    l74 = []
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
        l80 = []
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
                uk88 = None
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
            uk93 = None
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
        uk98 = None
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
    __slots__ = ('throttle_time_ms', 'responses', '_unknown_tags')
    NAME = 'AlterConfigsResponse'
    TYPE = 'response'
    API_KEY = 33
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, throttle_time_ms=0, responses=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _EMPTY else responses
        self._unknown_tags = _unknown_tags

    class AlterConfigsResourceResponse(_Message):
        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', '_unknown_tags')
        NAME = 'AlterConfigsResponse.AlterConfigsResourceResponse'

        def __init__(self, *, error_code=0, error_message='', resource_type=0, resource_name='', _unknown_tags=None):
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

def _mk_AlterConfigsResponse_AlterConfigsResourceResponse():
    o = _new(_C_AlterConfigsResponse_AlterConfigsResourceResponse)
    o.error_code = 0
    o.error_message = ''
    o.resource_type = 0
    o.resource_name = ''
    o._unknown_tags = None
    return o


def _enc_AlterConfigsResponse_v0(o):
    parts = []
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


def _dec_AlterConfigsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n110, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsResponse.Responses')
    l111 = []
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


def _enc_AlterConfigsResponse_v1(o):
    parts = []
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


def _dec_AlterConfigsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n126, pos = _read_array_len(buf, pos, False, False, 1, 'AlterConfigsResponse.Responses')
    l127 = []
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


def _enc_AlterConfigsResponse_v2(o):
    parts = []
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


def _dec_AlterConfigsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n145 = buf[pos] - 1
    if 0 <= n145 < 127:
        pos += 1
    else:
        n145, pos = _read_array_len(buf, pos, True, False, 1, 'AlterConfigsResponse.Responses')
    l146 = []
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
            uk154 = None
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
        uk159 = None
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
    117: 'AlterConfigsRequest.Resources',
    118: 'AlterConfigsRequest.Resources',
    119: 'AlterConfigsRequest.Resources',
    120: 'AlterConfigsRequest.Resources.ResourceType',
    121: 'AlterConfigsRequest.Resources.ResourceName',
    122: 'AlterConfigsRequest.Resources.ResourceName',
    123: 'AlterConfigsRequest.Resources.ResourceName',
    124: 'AlterConfigsRequest.Resources.ResourceName',
    125: 'AlterConfigsRequest.Resources.Configs',
    126: 'AlterConfigsRequest.Resources.Configs',
    127: 'AlterConfigsRequest.Resources.Configs',
    128: 'AlterConfigsRequest.Resources.Configs.Name',
    129: 'AlterConfigsRequest.Resources.Configs.Name',
    130: 'AlterConfigsRequest.Resources.Configs.Name',
    131: 'AlterConfigsRequest.Resources.Configs.Name',
    132: 'AlterConfigsRequest.Resources.Configs.Value',
    133: 'AlterConfigsRequest.Resources.Configs.Value',
    134: 'AlterConfigsRequest.Resources.Configs.Value',
    135: 'AlterConfigsRequest.Resources.Configs.Value',
    136: 'AlterConfigsRequest.Resources.Configs.Value',
    137: 'AlterConfigsRequest.Resources.Configs.Value',
    138: 'AlterConfigsRequest.Resources.Configs.Value',
    139: 'AlterConfigsRequest.ValidateOnly',
    146: 'AlterConfigsRequest.Resources',
    151: 'AlterConfigsRequest.Resources.ResourceType',
    153: 'AlterConfigsRequest.Resources.ResourceName',
    158: 'AlterConfigsRequest.Resources.ResourceName',
    161: 'AlterConfigsRequest.Resources.ResourceName',
    162: 'AlterConfigsRequest.Resources.Configs',
    167: 'AlterConfigsRequest.Resources.Configs.Name',
    172: 'AlterConfigsRequest.Resources.Configs.Name',
    175: 'AlterConfigsRequest.Resources.Configs.Name',
    176: 'AlterConfigsRequest.Resources.Configs.Value',
    181: 'AlterConfigsRequest.Resources.Configs.Value',
    184: 'AlterConfigsRequest.Resources.Configs.Value',
    191: 'AlterConfigsRequest.ValidateOnly',
    200: 'AlterConfigsRequest.Resources',
    201: 'AlterConfigsRequest.Resources',
    202: 'AlterConfigsRequest.Resources',
    203: 'AlterConfigsRequest.Resources.ResourceType',
    204: 'AlterConfigsRequest.Resources.ResourceName',
    205: 'AlterConfigsRequest.Resources.ResourceName',
    206: 'AlterConfigsRequest.Resources.ResourceName',
    207: 'AlterConfigsRequest.Resources.ResourceName',
    208: 'AlterConfigsRequest.Resources.Configs',
    209: 'AlterConfigsRequest.Resources.Configs',
    210: 'AlterConfigsRequest.Resources.Configs',
    211: 'AlterConfigsRequest.Resources.Configs.Name',
    212: 'AlterConfigsRequest.Resources.Configs.Name',
    213: 'AlterConfigsRequest.Resources.Configs.Name',
    214: 'AlterConfigsRequest.Resources.Configs.Name',
    215: 'AlterConfigsRequest.Resources.Configs.Value',
    216: 'AlterConfigsRequest.Resources.Configs.Value',
    217: 'AlterConfigsRequest.Resources.Configs.Value',
    218: 'AlterConfigsRequest.Resources.Configs.Value',
    219: 'AlterConfigsRequest.Resources.Configs.Value',
    220: 'AlterConfigsRequest.Resources.Configs.Value',
    221: 'AlterConfigsRequest.Resources.Configs.Value',
    222: 'AlterConfigsRequest.ValidateOnly',
    229: 'AlterConfigsRequest.Resources',
    234: 'AlterConfigsRequest.Resources.ResourceType',
    236: 'AlterConfigsRequest.Resources.ResourceName',
    241: 'AlterConfigsRequest.Resources.ResourceName',
    244: 'AlterConfigsRequest.Resources.ResourceName',
    245: 'AlterConfigsRequest.Resources.Configs',
    250: 'AlterConfigsRequest.Resources.Configs.Name',
    255: 'AlterConfigsRequest.Resources.Configs.Name',
    258: 'AlterConfigsRequest.Resources.Configs.Name',
    259: 'AlterConfigsRequest.Resources.Configs.Value',
    264: 'AlterConfigsRequest.Resources.Configs.Value',
    267: 'AlterConfigsRequest.Resources.Configs.Value',
    274: 'AlterConfigsRequest.ValidateOnly',
    283: 'AlterConfigsRequest.Resources',
    284: 'AlterConfigsRequest.Resources',
    285: 'AlterConfigsRequest.Resources',
    286: 'AlterConfigsRequest.Resources',
    287: 'AlterConfigsRequest.Resources.ResourceType',
    288: 'AlterConfigsRequest.Resources.ResourceName',
    289: 'AlterConfigsRequest.Resources.ResourceName',
    290: 'AlterConfigsRequest.Resources.ResourceName',
    291: 'AlterConfigsRequest.Resources.ResourceName',
    292: 'AlterConfigsRequest.Resources.ResourceName',
    293: 'AlterConfigsRequest.Resources.Configs',
    294: 'AlterConfigsRequest.Resources.Configs',
    295: 'AlterConfigsRequest.Resources.Configs',
    296: 'AlterConfigsRequest.Resources.Configs',
    297: 'AlterConfigsRequest.Resources.Configs.Name',
    298: 'AlterConfigsRequest.Resources.Configs.Name',
    299: 'AlterConfigsRequest.Resources.Configs.Name',
    300: 'AlterConfigsRequest.Resources.Configs.Name',
    301: 'AlterConfigsRequest.Resources.Configs.Name',
    302: 'AlterConfigsRequest.Resources.Configs.Value',
    303: 'AlterConfigsRequest.Resources.Configs.Value',
    304: 'AlterConfigsRequest.Resources.Configs.Value',
    305: 'AlterConfigsRequest.Resources.Configs.Value',
    306: 'AlterConfigsRequest.Resources.Configs.Value',
    307: 'AlterConfigsRequest.Resources.Configs.Value',
    308: 'AlterConfigsRequest.Resources.Configs.Value',
    309: 'AlterConfigsRequest.Resources.Configs.Value',
    310: 'AlterConfigsRequest.Resources.Configs._unknown_tags',
    311: 'AlterConfigsRequest.Resources.Configs',
    314: 'AlterConfigsRequest.Resources.Configs._unknown_tags',
    315: 'AlterConfigsRequest.Resources._unknown_tags',
    316: 'AlterConfigsRequest.Resources',
    319: 'AlterConfigsRequest.Resources._unknown_tags',
    320: 'AlterConfigsRequest.ValidateOnly',
    321: 'AlterConfigsRequest._unknown_tags',
    322: 'AlterConfigsRequest',
    325: 'AlterConfigsRequest._unknown_tags',
    332: 'AlterConfigsRequest.Resources',
    336: 'AlterConfigsRequest.Resources',
    341: 'AlterConfigsRequest.Resources.ResourceType',
    343: 'AlterConfigsRequest.Resources.ResourceName',
    348: 'AlterConfigsRequest.Resources.ResourceName',
    351: 'AlterConfigsRequest.Resources.ResourceName',
    352: 'AlterConfigsRequest.Resources.Configs',
    356: 'AlterConfigsRequest.Resources.Configs',
    361: 'AlterConfigsRequest.Resources.Configs.Name',
    366: 'AlterConfigsRequest.Resources.Configs.Name',
    369: 'AlterConfigsRequest.Resources.Configs.Name',
    370: 'AlterConfigsRequest.Resources.Configs.Value',
    375: 'AlterConfigsRequest.Resources.Configs.Value',
    378: 'AlterConfigsRequest.Resources.Configs.Value',
    379: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    383: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    388: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    389: 'AlterConfigsRequest.Resources.Configs._tagged_fields',
    400: 'AlterConfigsRequest.Resources._tagged_fields',
    404: 'AlterConfigsRequest.Resources._tagged_fields',
    409: 'AlterConfigsRequest.Resources._tagged_fields',
    410: 'AlterConfigsRequest.Resources._tagged_fields',
    421: 'AlterConfigsRequest.ValidateOnly',
    423: 'AlterConfigsRequest._tagged_fields',
    427: 'AlterConfigsRequest._tagged_fields',
    432: 'AlterConfigsRequest._tagged_fields',
    433: 'AlterConfigsRequest._tagged_fields',
    500: 'AlterConfigsResponse.ThrottleTimeMs',
    501: 'AlterConfigsResponse.Responses',
    502: 'AlterConfigsResponse.Responses',
    503: 'AlterConfigsResponse.Responses',
    504: 'AlterConfigsResponse.Responses.ErrorCode',
    505: 'AlterConfigsResponse.Responses.ErrorMessage',
    506: 'AlterConfigsResponse.Responses.ErrorMessage',
    507: 'AlterConfigsResponse.Responses.ErrorMessage',
    508: 'AlterConfigsResponse.Responses.ErrorMessage',
    509: 'AlterConfigsResponse.Responses.ErrorMessage',
    510: 'AlterConfigsResponse.Responses.ErrorMessage',
    511: 'AlterConfigsResponse.Responses.ErrorMessage',
    512: 'AlterConfigsResponse.Responses.ResourceType',
    513: 'AlterConfigsResponse.Responses.ResourceName',
    514: 'AlterConfigsResponse.Responses.ResourceName',
    515: 'AlterConfigsResponse.Responses.ResourceName',
    516: 'AlterConfigsResponse.Responses.ResourceName',
    523: 'AlterConfigsResponse.ThrottleTimeMs',
    525: 'AlterConfigsResponse.Responses',
    530: 'AlterConfigsResponse.Responses.ErrorCode',
    532: 'AlterConfigsResponse.Responses.ErrorMessage',
    537: 'AlterConfigsResponse.Responses.ErrorMessage',
    540: 'AlterConfigsResponse.Responses.ErrorMessage',
    541: 'AlterConfigsResponse.Responses.ResourceType',
    543: 'AlterConfigsResponse.Responses.ResourceName',
    548: 'AlterConfigsResponse.Responses.ResourceName',
    551: 'AlterConfigsResponse.Responses.ResourceName',
    562: 'AlterConfigsResponse.ThrottleTimeMs',
    563: 'AlterConfigsResponse.Responses',
    564: 'AlterConfigsResponse.Responses',
    565: 'AlterConfigsResponse.Responses',
    566: 'AlterConfigsResponse.Responses.ErrorCode',
    567: 'AlterConfigsResponse.Responses.ErrorMessage',
    568: 'AlterConfigsResponse.Responses.ErrorMessage',
    569: 'AlterConfigsResponse.Responses.ErrorMessage',
    570: 'AlterConfigsResponse.Responses.ErrorMessage',
    571: 'AlterConfigsResponse.Responses.ErrorMessage',
    572: 'AlterConfigsResponse.Responses.ErrorMessage',
    573: 'AlterConfigsResponse.Responses.ErrorMessage',
    574: 'AlterConfigsResponse.Responses.ResourceType',
    575: 'AlterConfigsResponse.Responses.ResourceName',
    576: 'AlterConfigsResponse.Responses.ResourceName',
    577: 'AlterConfigsResponse.Responses.ResourceName',
    578: 'AlterConfigsResponse.Responses.ResourceName',
    585: 'AlterConfigsResponse.ThrottleTimeMs',
    587: 'AlterConfigsResponse.Responses',
    592: 'AlterConfigsResponse.Responses.ErrorCode',
    594: 'AlterConfigsResponse.Responses.ErrorMessage',
    599: 'AlterConfigsResponse.Responses.ErrorMessage',
    602: 'AlterConfigsResponse.Responses.ErrorMessage',
    603: 'AlterConfigsResponse.Responses.ResourceType',
    605: 'AlterConfigsResponse.Responses.ResourceName',
    610: 'AlterConfigsResponse.Responses.ResourceName',
    613: 'AlterConfigsResponse.Responses.ResourceName',
    624: 'AlterConfigsResponse.ThrottleTimeMs',
    625: 'AlterConfigsResponse.Responses',
    626: 'AlterConfigsResponse.Responses',
    627: 'AlterConfigsResponse.Responses',
    628: 'AlterConfigsResponse.Responses',
    629: 'AlterConfigsResponse.Responses.ErrorCode',
    630: 'AlterConfigsResponse.Responses.ErrorMessage',
    631: 'AlterConfigsResponse.Responses.ErrorMessage',
    632: 'AlterConfigsResponse.Responses.ErrorMessage',
    633: 'AlterConfigsResponse.Responses.ErrorMessage',
    634: 'AlterConfigsResponse.Responses.ErrorMessage',
    635: 'AlterConfigsResponse.Responses.ErrorMessage',
    636: 'AlterConfigsResponse.Responses.ErrorMessage',
    637: 'AlterConfigsResponse.Responses.ErrorMessage',
    638: 'AlterConfigsResponse.Responses.ResourceType',
    639: 'AlterConfigsResponse.Responses.ResourceName',
    640: 'AlterConfigsResponse.Responses.ResourceName',
    641: 'AlterConfigsResponse.Responses.ResourceName',
    642: 'AlterConfigsResponse.Responses.ResourceName',
    643: 'AlterConfigsResponse.Responses.ResourceName',
    644: 'AlterConfigsResponse.Responses._unknown_tags',
    645: 'AlterConfigsResponse.Responses',
    648: 'AlterConfigsResponse.Responses._unknown_tags',
    649: 'AlterConfigsResponse._unknown_tags',
    650: 'AlterConfigsResponse',
    653: 'AlterConfigsResponse._unknown_tags',
    660: 'AlterConfigsResponse.ThrottleTimeMs',
    662: 'AlterConfigsResponse.Responses',
    666: 'AlterConfigsResponse.Responses',
    671: 'AlterConfigsResponse.Responses.ErrorCode',
    673: 'AlterConfigsResponse.Responses.ErrorMessage',
    678: 'AlterConfigsResponse.Responses.ErrorMessage',
    681: 'AlterConfigsResponse.Responses.ErrorMessage',
    682: 'AlterConfigsResponse.Responses.ResourceType',
    684: 'AlterConfigsResponse.Responses.ResourceName',
    689: 'AlterConfigsResponse.Responses.ResourceName',
    692: 'AlterConfigsResponse.Responses.ResourceName',
    693: 'AlterConfigsResponse.Responses._tagged_fields',
    697: 'AlterConfigsResponse.Responses._tagged_fields',
    702: 'AlterConfigsResponse.Responses._tagged_fields',
    703: 'AlterConfigsResponse.Responses._tagged_fields',
    714: 'AlterConfigsResponse._tagged_fields',
    718: 'AlterConfigsResponse._tagged_fields',
    723: 'AlterConfigsResponse._tagged_fields',
    724: 'AlterConfigsResponse._tagged_fields',
}
