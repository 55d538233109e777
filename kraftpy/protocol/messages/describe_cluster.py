# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeClusterRequest.json, schemas/messages/DescribeClusterResponse.json.
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

__all__ = ['DescribeClusterRequest', 'DescribeClusterResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S__b = Struct('>?b')
_S__b_ = Struct('>?b?')
_S_b = Struct('>b')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class DescribeClusterRequest(_Message):
    __slots__ = ('include_cluster_authorized_operations', 'endpoint_type', 'include_fenced_brokers', '_unknown_tags')
    NAME = 'DescribeClusterRequest'
    TYPE = 'request'
    API_KEY = 60
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, include_cluster_authorized_operations=False, endpoint_type=1, include_fenced_brokers=False, _unknown_tags=None):
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.endpoint_type = endpoint_type
        self.include_fenced_brokers = include_fenced_brokers
        self._unknown_tags = _unknown_tags


DescribeClusterRequest.FIELDS = (
    _FI('IncludeClusterAuthorizedOperations', 'include_cluster_authorized_operations', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('EndpointType', 'endpoint_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 1, False, None),
    _FI('IncludeFencedBrokers', 'include_fenced_brokers', 'bool', (2, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_DescribeClusterRequest_v0(o):
    parts = []
    a = parts.append
    a(_S__.pack(o.include_cluster_authorized_operations))
    if o.endpoint_type != 1:
        raise _unsupported_field('DescribeClusterRequest', 'EndpointType', 0)
    if o.include_fenced_brokers != False:
        raise _unsupported_field('DescribeClusterRequest', 'IncludeFencedBrokers', 0)
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_DescribeClusterRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeClusterRequest)
    o.include_cluster_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    o.endpoint_type = 1
    o.include_fenced_brokers = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt2, pos = _ruv(buf, pos)
        if nt2 * 2 > blen - pos:
            raise _array_too_long(nt2, 'DescribeClusterRequest._tagged_fields', pos)
        uk3 = None
        for _ in range(nt2):
            tg4, pos = _ruv(buf, pos)
            sz5, pos = _ruv(buf, pos)
            x6 = pos + sz5
            if x6 > blen:
                raise _bad_length(sz5, 'DescribeClusterRequest._tagged_fields', pos)
            if uk3 is None:
                uk3 = []
            uk3.append((tg4, bytes(buf[pos:x6])))
            pos = x6
        o._unknown_tags = uk3
    return o, pos


def _enc_DescribeClusterRequest_v1(o):
    parts = []
    a = parts.append
    a(_S__b.pack(o.include_cluster_authorized_operations, o.endpoint_type))
    if o.include_fenced_brokers != False:
        raise _unsupported_field('DescribeClusterRequest', 'IncludeFencedBrokers', 1)
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_DescribeClusterRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeClusterRequest)
    o.include_cluster_authorized_operations, o.endpoint_type = _S__b.unpack_from(buf, pos)
    pos += 2
    o.include_fenced_brokers = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt8, pos = _ruv(buf, pos)
        if nt8 * 2 > blen - pos:
            raise _array_too_long(nt8, 'DescribeClusterRequest._tagged_fields', pos)
        uk9 = None
        for _ in range(nt8):
            tg10, pos = _ruv(buf, pos)
            sz11, pos = _ruv(buf, pos)
            x12 = pos + sz11
            if x12 > blen:
                raise _bad_length(sz11, 'DescribeClusterRequest._tagged_fields', pos)
            if uk9 is None:
                uk9 = []
            uk9.append((tg10, bytes(buf[pos:x12])))
            pos = x12
        o._unknown_tags = uk9
    return o, pos


def _enc_DescribeClusterRequest_v2(o):
    parts = []
    a = parts.append
    a(_S__b_.pack(o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers))
    u13 = o._unknown_tags
    if u13 is None:
        a(_H0)
    else:
        _write_tags(a, None, u13)
    return b''.join(parts)


def _dec_DescribeClusterRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeClusterRequest)
    o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers = _S__b_.unpack_from(buf, pos)
    pos += 3
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt14, pos = _ruv(buf, pos)
        if nt14 * 2 > blen - pos:
            raise _array_too_long(nt14, 'DescribeClusterRequest._tagged_fields', pos)
        uk15 = None
        for _ in range(nt14):
            tg16, pos = _ruv(buf, pos)
            sz17, pos = _ruv(buf, pos)
            x18 = pos + sz17
            if x18 > blen:
                raise _bad_length(sz17, 'DescribeClusterRequest._tagged_fields', pos)
            if uk15 is None:
                uk15 = []
            uk15.append((tg16, bytes(buf[pos:x18])))
            pos = x18
        o._unknown_tags = uk15
    return o, pos


DescribeClusterRequest._ENC = {0: _enc_DescribeClusterRequest_v0, 1: _enc_DescribeClusterRequest_v1, 2: _enc_DescribeClusterRequest_v2}
DescribeClusterRequest._DEC = {0: _dec_DescribeClusterRequest_v0, 1: _dec_DescribeClusterRequest_v1, 2: _dec_DescribeClusterRequest_v2}


class DescribeClusterResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'endpoint_type', 'cluster_id', 'controller_id', 'brokers', 'cluster_authorized_operations', '_unknown_tags')
    NAME = 'DescribeClusterResponse'
    TYPE = 'response'
    API_KEY = 60
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, endpoint_type=1, cluster_id='', controller_id=-1, brokers=_EMPTY, cluster_authorized_operations=-2147483648, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.endpoint_type = endpoint_type
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.brokers = [] if brokers is _EMPTY else brokers
        self.cluster_authorized_operations = cluster_authorized_operations
        self._unknown_tags = _unknown_tags

    class DescribeClusterBroker(_Message):
        __slots__ = ('broker_id', 'host', 'port', 'rack', 'is_fenced', '_unknown_tags')
        NAME = 'DescribeClusterResponse.DescribeClusterBroker'

        def __init__(self, *, broker_id=0, host='', port=0, rack=None, is_fenced=False, _unknown_tags=None):
            self.broker_id = broker_id
            self.host = host
            self.port = port
            self.rack = rack
            self.is_fenced = is_fenced
            self._unknown_tags = _unknown_tags


_C_DescribeClusterResponse_DescribeClusterBroker = DescribeClusterResponse.DescribeClusterBroker
DescribeClusterResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('EndpointType', 'endpoint_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 1, False, None),
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ControllerId', 'controller_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Brokers', 'brokers', '[]DescribeClusterBroker', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeClusterResponse_DescribeClusterBroker),
    _FI('ClusterAuthorizedOperations', 'cluster_authorized_operations', 'int32', (0, 32767), (1, 0), (1, 0), None, -2147483648, False, None),
)
_C_DescribeClusterResponse_DescribeClusterBroker.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Rack', 'rack', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('IsFenced', 'is_fenced', 'bool', (2, 32767), (1, 0), (1, 0), None, False, False, None),
)
_DEF_DescribeClusterResponse_DescribeClusterBroker = _C_DescribeClusterResponse_DescribeClusterBroker()

def _mk_DescribeClusterResponse_DescribeClusterBroker():
    o = _new(_C_DescribeClusterResponse_DescribeClusterBroker)
    o.broker_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o.is_fenced = False
    o._unknown_tags = None
    return o


def _enc_DescribeClusterResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s19 = o.error_message
    if s19 is None:
        a(_H0)
    else:
        b20 = s19.encode()
        n21 = len(b20) + 1
        a(_UV[n21] if n21 < 128 else _uv(n21))
        a(b20)
    if o.endpoint_type != 1:
        raise _unsupported_field('DescribeClusterResponse', 'EndpointType', 0)
    s22 = o.cluster_id
    b23 = s22.encode()
    n24 = len(b23) + 1
    a(_UV[n24] if n24 < 128 else _uv(n24))
    a(b23)
    a(_S_i.pack(o.controller_id))
    l25 = o.brokers
    n26 = len(l25) + 1
    a(_UV[n26] if n26 < 128 else _uv(n26))
    for e27 in l25:
        a(_S_i.pack(e27.broker_id))
        s28 = e27.host
        b29 = s28.encode()
        n30 = len(b29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        a(b29)
        a(_S_i.pack(e27.port))
        s31 = e27.rack
        if s31 is None:
            a(_H0)
        else:
            b32 = s31.encode()
            n33 = len(b32) + 1
            a(_UV[n33] if n33 < 128 else _uv(n33))
            a(b32)
        if e27.is_fenced != False:
            raise _unsupported_field('DescribeClusterResponse', 'Brokers.IsFenced', 0)
        u34 = e27._unknown_tags
        if u34 is None:
            a(_H0)
        else:
            _write_tags(a, None, u34)
    a(_S_i.pack(o.cluster_authorized_operations))
    u35 = o._unknown_tags
    if u35 is None:
        a(_H0)
    else:
        _write_tags(a, None, u35)
    return b''.join(parts)


def _dec_DescribeClusterResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeClusterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        x37 = pos + 1 + n36
        if x37 > blen:
            raise _bad_length(n36, 'DescribeClusterResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x37], 'utf-8')
        pos = x37
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeClusterResponse.ErrorMessage')
    n38 = buf[pos] - 1
    if 0 <= n38 < 127:
        x39 = pos + 1 + n38
        if x39 > blen:
            raise _bad_length(n38, 'DescribeClusterResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x39], 'utf-8')
        pos = x39
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'DescribeClusterResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n40 = buf[pos] - 1
    if 0 <= n40 < 127:
        pos += 1
    else:
        n40, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeClusterResponse.Brokers')
    l41 = []
    ap42 = l41.append
    for _ in range(n40):
        t43 = _new(_C_DescribeClusterResponse_DescribeClusterBroker)
        t43.broker_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n44 = buf[pos] - 1
        if 0 <= n44 < 127:
            x45 = pos + 1 + n44
            if x45 > blen:
                raise _bad_length(n44, 'DescribeClusterResponse.Brokers.Host', pos)
            t43.host = str(buf[pos + 1:x45], 'utf-8')
            pos = x45
        else:
            t43.host, pos = _read_string(buf, pos, True, False, 'DescribeClusterResponse.Brokers.Host')
        t43.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n46 = buf[pos] - 1
        if 0 <= n46 < 127:
            x47 = pos + 1 + n46
            if x47 > blen:
                raise _bad_length(n46, 'DescribeClusterResponse.Brokers.Rack', pos)
            t43.rack = str(buf[pos + 1:x47], 'utf-8')
            pos = x47
        else:
            t43.rack, pos = _read_string(buf, pos, True, True, 'DescribeClusterResponse.Brokers.Rack')
        t43.is_fenced = False
        if buf[pos] == 0:
            pos += 1
            t43._unknown_tags = None
        else:
            nt48, pos = _ruv(buf, pos)
            if nt48 * 2 > blen - pos:
                raise _array_too_long(nt48, 'DescribeClusterResponse.Brokers._tagged_fields', pos)
            uk49 = None
            for _ in range(nt48):
                tg50, pos = _ruv(buf, pos)
                sz51, pos = _ruv(buf, pos)
                x52 = pos + sz51
                if x52 > blen:
                    raise _bad_length(sz51, 'DescribeClusterResponse.Brokers._tagged_fields', pos)
                if uk49 is None:
                    uk49 = []
                uk49.append((tg50, bytes(buf[pos:x52])))
                pos = x52
            t43._unknown_tags = uk49
        ap42(t43)
    o.brokers = l41
    o.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.endpoint_type = 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt53, pos = _ruv(buf, pos)
        if nt53 * 2 > blen - pos:
            raise _array_too_long(nt53, 'DescribeClusterResponse._tagged_fields', pos)
        uk54 = None
        for _ in range(nt53):
            tg55, pos = _ruv(buf, pos)
            sz56, pos = _ruv(buf, pos)
            x57 = pos + sz56
            if x57 > blen:
                raise _bad_length(sz56, 'DescribeClusterResponse._tagged_fields', pos)
            if uk54 is None:
                uk54 = []
            uk54.append((tg55, bytes(buf[pos:x57])))
            pos = x57
        o._unknown_tags = uk54
    return o, pos


def _enc_DescribeClusterResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s58 = o.error_message
    if s58 is None:
        a(_H0)
    else:
        b59 = s58.encode()
        n60 = len(b59) + 1
        a(_UV[n60] if n60 < 128 else _uv(n60))
        a(b59)
    a(_S_b.pack(o.endpoint_type))
    s61 = o.cluster_id
    b62 = s61.encode()
    n63 = len(b62) + 1
    a(_UV[n63] if n63 < 128 else _uv(n63))
    a(b62)
    a(_S_i.pack(o.controller_id))
    l64 = o.brokers
    n65 = len(l64) + 1
    a(_UV[n65] if n65 < 128 else _uv(n65))
    for e66 in l64:
        a(_S_i.pack(e66.broker_id))
        s67 = e66.host
        b68 = s67.encode()
        n69 = len(b68) + 1
        a(_UV[n69] if n69 < 128 else _uv(n69))
        a(b68)
        a(_S_i.pack(e66.port))
        s70 = e66.rack
        if s70 is None:
            a(_H0)
        else:
            b71 = s70.encode()
            n72 = len(b71) + 1
            a(_UV[n72] if n72 < 128 else _uv(n72))
            a(b71)
        if e66.is_fenced != False:
            raise _unsupported_field('DescribeClusterResponse', 'Brokers.IsFenced', 1)
        u73 = e66._unknown_tags
        if u73 is None:
            a(_H0)
        else:
            _write_tags(a, None, u73)
    a(_S_i.pack(o.cluster_authorized_operations))
    u74 = o._unknown_tags
    if u74 is None:
        a(_H0)
    else:
        _write_tags(a, None, u74)
    return b''.join(parts)


def _dec_DescribeClusterResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeClusterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n75 = buf[pos] - 1
    if 0 <= n75 < 127:
        x76 = pos + 1 + n75
        if x76 > blen:
            raise _bad_length(n75, 'DescribeClusterResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x76], 'utf-8')
        pos = x76
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeClusterResponse.ErrorMessage')
    o.endpoint_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n77 = buf[pos] - 1
    if 0 <= n77 < 127:
        x78 = pos + 1 + n77
        if x78 > blen:
            raise _bad_length(n77, 'DescribeClusterResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x78], 'utf-8')
        pos = x78
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'DescribeClusterResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n79 = buf[pos] - 1
    if 0 <= n79 < 127:
        pos += 1
    else:
        n79, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeClusterResponse.Brokers')
    l80 = []
    ap81 = l80.append
    for _ in range(n79):
        t82 = _new(_C_DescribeClusterResponse_DescribeClusterBroker)
        t82.broker_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n83 = buf[pos] - 1
        if 0 <= n83 < 127:
            x84 = pos + 1 + n83
            if x84 > blen:
                raise _bad_length(n83, 'DescribeClusterResponse.Brokers.Host', pos)
            t82.host = str(buf[pos + 1:x84], 'utf-8')
            pos = x84
        else:
            t82.host, pos = _read_string(buf, pos, True, False, 'DescribeClusterResponse.Brokers.Host')
        t82.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n85 = buf[pos] - 1
        if 0 <= n85 < 127:
            x86 = pos + 1 + n85
            if x86 > blen:
                raise _bad_length(n85, 'DescribeClusterResponse.Brokers.Rack', pos)
            t82.rack = str(buf[pos + 1:x86], 'utf-8')
            pos = x86
        else:
            t82.rack, pos = _read_string(buf, pos, True, True, 'DescribeClusterResponse.Brokers.Rack')
        t82.is_fenced = False
        if buf[pos] == 0:
            pos += 1
            t82._unknown_tags = None
        else:
            nt87, pos = _ruv(buf, pos)
            if nt87 * 2 > blen - pos:
                raise _array_too_long(nt87, 'DescribeClusterResponse.Brokers._tagged_fields', pos)
            uk88 = None
            for _ in range(nt87):
                tg89, pos = _ruv(buf, pos)
                sz90, pos = _ruv(buf, pos)
                x91 = pos + sz90
                if x91 > blen:
                    raise _bad_length(sz90, 'DescribeClusterResponse.Brokers._tagged_fields', pos)
                if uk88 is None:
                    uk88 = []
                uk88.append((tg89, bytes(buf[pos:x91])))
                pos = x91
            t82._unknown_tags = uk88
        ap81(t82)
    o.brokers = l80
    o.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt92, pos = _ruv(buf, pos)
        if nt92 * 2 > blen - pos:
            raise _array_too_long(nt92, 'DescribeClusterResponse._tagged_fields', pos)
        uk93 = None
        for _ in range(nt92):
            tg94, pos = _ruv(buf, pos)
            sz95, pos = _ruv(buf, pos)
            x96 = pos + sz95
            if x96 > blen:
                raise _bad_length(sz95, 'DescribeClusterResponse._tagged_fields', pos)
            if uk93 is None:
                uk93 = []
            uk93.append((tg94, bytes(buf[pos:x96])))
            pos = x96
        o._unknown_tags = uk93
    return o, pos


def _enc_DescribeClusterResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s97 = o.error_message
    if s97 is None:
        a(_H0)
    else:
        b98 = s97.encode()
        n99 = len(b98) + 1
        a(_UV[n99] if n99 < 128 else _uv(n99))
        a(b98)
    a(_S_b.pack(o.endpoint_type))
    s100 = o.cluster_id
    b101 = s100.encode()
    n102 = len(b101) + 1
    a(_UV[n102] if n102 < 128 else _uv(n102))
    a(b101)
    a(_S_i.pack(o.controller_id))
    l103 = o.brokers
    n104 = len(l103) + 1
    a(_UV[n104] if n104 < 128 else _uv(n104))
    for e105 in l103:
        a(_S_i.pack(e105.broker_id))
        s106 = e105.host
        b107 = s106.encode()
        n108 = len(b107) + 1
        a(_UV[n108] if n108 < 128 else _uv(n108))
        a(b107)
        a(_S_i.pack(e105.port))
        s109 = e105.rack
        if s109 is None:
            a(_H0)
        else:
            b110 = s109.encode()
            n111 = len(b110) + 1
            a(_UV[n111] if n111 < 128 else _uv(n111))
            a(b110)
        a(_S__.pack(e105.is_fenced))
        u112 = e105._unknown_tags
        if u112 is None:
            a(_H0)
        else:
            _write_tags(a, None, u112)
    a(_S_i.pack(o.cluster_authorized_operations))
    u113 = o._unknown_tags
    if u113 is None:
        a(_H0)
    else:
        _write_tags(a, None, u113)
    return b''.join(parts)


def _dec_DescribeClusterResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeClusterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n114 = buf[pos] - 1
    if 0 <= n114 < 127:
        x115 = pos + 1 + n114
        if x115 > blen:
            raise _bad_length(n114, 'DescribeClusterResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x115], 'utf-8')
        pos = x115
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeClusterResponse.ErrorMessage')
    o.endpoint_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n116 = buf[pos] - 1
    if 0 <= n116 < 127:
        x117 = pos + 1 + n116
        if x117 > blen:
            raise _bad_length(n116, 'DescribeClusterResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x117], 'utf-8')
        pos = x117
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'DescribeClusterResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n118 = buf[pos] - 1
    if 0 <= n118 < 127:
        pos += 1
    else:
        n118, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeClusterResponse.Brokers')
    l119 = []
    ap120 = l119.append
    for _ in range(n118):
        t121 = _new(_C_DescribeClusterResponse_DescribeClusterBroker)
        t121.broker_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n122 = buf[pos] - 1
        if 0 <= n122 < 127:
            x123 = pos + 1 + n122
            if x123 > blen:
                raise _bad_length(n122, 'DescribeClusterResponse.Brokers.Host', pos)
            t121.host = str(buf[pos + 1:x123], 'utf-8')
            pos = x123
        else:
            t121.host, pos = _read_string(buf, pos, True, False, 'DescribeClusterResponse.Brokers.Host')
        t121.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n124 = buf[pos] - 1
        if 0 <= n124 < 127:
            x125 = pos + 1 + n124
            if x125 > blen:
                raise _bad_length(n124, 'DescribeClusterResponse.Brokers.Rack', pos)
            t121.rack = str(buf[pos + 1:x125], 'utf-8')
            pos = x125
        else:
            t121.rack, pos = _read_string(buf, pos, True, True, 'DescribeClusterResponse.Brokers.Rack')
        t121.is_fenced, = _S__.unpack_from(buf, pos)
        pos += 1
        if buf[pos] == 0:
            pos += 1
            t121._unknown_tags = None
        else:
            nt126, pos = _ruv(buf, pos)
            if nt126 * 2 > blen - pos:
                raise _array_too_long(nt126, 'DescribeClusterResponse.Brokers._tagged_fields', pos)
            uk127 = None
            for _ in range(nt126):
                tg128, pos = _ruv(buf, pos)
                sz129, pos = _ruv(buf, pos)
                x130 = pos + sz129
                if x130 > blen:
                    raise _bad_length(sz129, 'DescribeClusterResponse.Brokers._tagged_fields', pos)
                if uk127 is None:
                    uk127 = []
                uk127.append((tg128, bytes(buf[pos:x130])))
                pos = x130
            t121._unknown_tags = uk127
        ap120(t121)
    o.brokers = l119
    o.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt131, pos = _ruv(buf, pos)
        if nt131 * 2 > blen - pos:
            raise _array_too_long(nt131, 'DescribeClusterResponse._tagged_fields', pos)
        uk132 = None
        for _ in range(nt131):
            tg133, pos = _ruv(buf, pos)
            sz134, pos = _ruv(buf, pos)
            x135 = pos + sz134
            if x135 > blen:
                raise _bad_length(sz134, 'DescribeClusterResponse._tagged_fields', pos)
            if uk132 is None:
                uk132 = []
            uk132.append((tg133, bytes(buf[pos:x135])))
            pos = x135
        o._unknown_tags = uk132
    return o, pos


DescribeClusterResponse._ENC = {0: _enc_DescribeClusterResponse_v0, 1: _enc_DescribeClusterResponse_v1, 2: _enc_DescribeClusterResponse_v2}
DescribeClusterResponse._DEC = {0: _dec_DescribeClusterResponse_v0, 1: _dec_DescribeClusterResponse_v1, 2: _dec_DescribeClusterResponse_v2}


_LINES = {
    74: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations',
    75: 'DescribeClusterRequest.EndpointType',
    77: 'DescribeClusterRequest.IncludeFencedBrokers',
    79: 'DescribeClusterRequest._unknown_tags',
    80: 'DescribeClusterRequest',
    83: 'DescribeClusterRequest._unknown_tags',
    90: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations',
    94: 'DescribeClusterRequest._tagged_fields',
    98: 'DescribeClusterRequest._tagged_fields',
    103: 'DescribeClusterRequest._tagged_fields',
    104: 'DescribeClusterRequest._tagged_fields',
    119: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType',
    120: 'DescribeClusterRequest.IncludeFencedBrokers',
    122: 'DescribeClusterRequest._unknown_tags',
    123: 'DescribeClusterRequest',
    126: 'DescribeClusterRequest._unknown_tags',
    133: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType',
    136: 'DescribeClusterRequest._tagged_fields',
    140: 'DescribeClusterRequest._tagged_fields',
    145: 'DescribeClusterRequest._tagged_fields',
    146: 'DescribeClusterRequest._tagged_fields',
    161: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType,IncludeFencedBrokers',
    162: 'DescribeClusterRequest._unknown_tags',
    163: 'DescribeClusterRequest',
    166: 'DescribeClusterRequest._unknown_tags',
    173: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType,IncludeFencedBrokers',
    175: 'DescribeClusterRequest._tagged_fields',
    179: 'DescribeClusterRequest._tagged_fields',
    184: 'DescribeClusterRequest._tagged_fields',
    185: 'DescribeClusterRequest._tagged_fields',
    267: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    268: 'DescribeClusterResponse.ErrorMessage',
    269: 'DescribeClusterResponse.ErrorMessage',
    270: 'DescribeClusterResponse.ErrorMessage',
    271: 'DescribeClusterResponse.ErrorMessage',
    272: 'DescribeClusterResponse.ErrorMessage',
    273: 'DescribeClusterResponse.ErrorMessage',
    274: 'DescribeClusterResponse.ErrorMessage',
    275: 'DescribeClusterResponse.ErrorMessage',
    276: 'DescribeClusterResponse.EndpointType',
    278: 'DescribeClusterResponse.ClusterId',
    279: 'DescribeClusterResponse.ClusterId',
    280: 'DescribeClusterResponse.ClusterId',
    281: 'DescribeClusterResponse.ClusterId',
    282: 'DescribeClusterResponse.ClusterId',
    283: 'DescribeClusterResponse.ControllerId',
    284: 'DescribeClusterResponse.Brokers',
    285: 'DescribeClusterResponse.Brokers',
    286: 'DescribeClusterResponse.Brokers',
    287: 'DescribeClusterResponse.Brokers',
    288: 'DescribeClusterResponse.Brokers.BrokerId',
    289: 'DescribeClusterResponse.Brokers.Host',
    290: 'DescribeClusterResponse.Brokers.Host',
    291: 'DescribeClusterResponse.Brokers.Host',
    292: 'DescribeClusterResponse.Brokers.Host',
    293: 'DescribeClusterResponse.Brokers.Host',
    294: 'DescribeClusterResponse.Brokers.Port',
    295: 'DescribeClusterResponse.Brokers.Rack',
    296: 'DescribeClusterResponse.Brokers.Rack',
    297: 'DescribeClusterResponse.Brokers.Rack',
    298: 'DescribeClusterResponse.Brokers.Rack',
    299: 'DescribeClusterResponse.Brokers.Rack',
    300: 'DescribeClusterResponse.Brokers.Rack',
    301: 'DescribeClusterResponse.Brokers.Rack',
    302: 'DescribeClusterResponse.Brokers.Rack',
    303: 'DescribeClusterResponse.Brokers.IsFenced',
    305: 'DescribeClusterResponse.Brokers._unknown_tags',
    306: 'DescribeClusterResponse.Brokers',
    309: 'DescribeClusterResponse.Brokers._unknown_tags',
    310: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    311: 'DescribeClusterResponse._unknown_tags',
    312: 'DescribeClusterResponse',
    315: 'DescribeClusterResponse._unknown_tags',
    322: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    324: 'DescribeClusterResponse.ErrorMessage',
    329: 'DescribeClusterResponse.ErrorMessage',
    332: 'DescribeClusterResponse.ErrorMessage',
    333: 'DescribeClusterResponse.ClusterId',
    338: 'DescribeClusterResponse.ClusterId',
    341: 'DescribeClusterResponse.ClusterId',
    342: 'DescribeClusterResponse.ControllerId',
    344: 'DescribeClusterResponse.Brokers',
    348: 'DescribeClusterResponse.Brokers',
    353: 'DescribeClusterResponse.Brokers.BrokerId',
    355: 'DescribeClusterResponse.Brokers.Host',
    360: 'DescribeClusterResponse.Brokers.Host',
    363: 'DescribeClusterResponse.Brokers.Host',
    364: 'DescribeClusterResponse.Brokers.Port',
    366: 'DescribeClusterResponse.Brokers.Rack',
    371: 'DescribeClusterResponse.Brokers.Rack',
    374: 'DescribeClusterResponse.Brokers.Rack',
    376: 'DescribeClusterResponse.Brokers._tagged_fields',
    380: 'DescribeClusterResponse.Brokers._tagged_fields',
    385: 'DescribeClusterResponse.Brokers._tagged_fields',
    386: 'DescribeClusterResponse.Brokers._tagged_fields',
    397: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    400: 'DescribeClusterResponse._tagged_fields',
    404: 'DescribeClusterResponse._tagged_fields',
    409: 'DescribeClusterResponse._tagged_fields',
    410: 'DescribeClusterResponse._tagged_fields',
    425: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    426: 'DescribeClusterResponse.ErrorMessage',
    427: 'DescribeClusterResponse.ErrorMessage',
    428: 'DescribeClusterResponse.ErrorMessage',
    429: 'DescribeClusterResponse.ErrorMessage',
    430: 'DescribeClusterResponse.ErrorMessage',
    431: 'DescribeClusterResponse.ErrorMessage',
    432: 'DescribeClusterResponse.ErrorMessage',
    433: 'DescribeClusterResponse.ErrorMessage',
    434: 'DescribeClusterResponse.EndpointType',
    435: 'DescribeClusterResponse.ClusterId',
    436: 'DescribeClusterResponse.ClusterId',
    437: 'DescribeClusterResponse.ClusterId',
    438: 'DescribeClusterResponse.ClusterId',
    439: 'DescribeClusterResponse.ClusterId',
    440: 'DescribeClusterResponse.ControllerId',
    441: 'DescribeClusterResponse.Brokers',
    442: 'DescribeClusterResponse.Brokers',
    443: 'DescribeClusterResponse.Brokers',
    444: 'DescribeClusterResponse.Brokers',
    445: 'DescribeClusterResponse.Brokers.BrokerId',
    446: 'DescribeClusterResponse.Brokers.Host',
    447: 'DescribeClusterResponse.Brokers.Host',
    448: 'DescribeClusterResponse.Brokers.Host',
    449: 'DescribeClusterResponse.Brokers.Host',
    450: 'DescribeClusterResponse.Brokers.Host',
    451: 'DescribeClusterResponse.Brokers.Port',
    452: 'DescribeClusterResponse.Brokers.Rack',
    453: 'DescribeClusterResponse.Brokers.Rack',
    454: 'DescribeClusterResponse.Brokers.Rack',
    455: 'DescribeClusterResponse.Brokers.Rack',
    456: 'DescribeClusterResponse.Brokers.Rack',
    457: 'DescribeClusterResponse.Brokers.Rack',
    458: 'DescribeClusterResponse.Brokers.Rack',
    459: 'DescribeClusterResponse.Brokers.Rack',
    460: 'DescribeClusterResponse.Brokers.IsFenced',
    462: 'DescribeClusterResponse.Brokers._unknown_tags',
    463: 'DescribeClusterResponse.Brokers',
    466: 'DescribeClusterResponse.Brokers._unknown_tags',
    467: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    468: 'DescribeClusterResponse._unknown_tags',
    469: 'DescribeClusterResponse',
    472: 'DescribeClusterResponse._unknown_tags',
    479: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    481: 'DescribeClusterResponse.ErrorMessage',
    486: 'DescribeClusterResponse.ErrorMessage',
    489: 'DescribeClusterResponse.ErrorMessage',
    490: 'DescribeClusterResponse.EndpointType',
    492: 'DescribeClusterResponse.ClusterId',
    497: 'DescribeClusterResponse.ClusterId',
    500: 'DescribeClusterResponse.ClusterId',
    501: 'DescribeClusterResponse.ControllerId',
    503: 'DescribeClusterResponse.Brokers',
    507: 'DescribeClusterResponse.Brokers',
    512: 'DescribeClusterResponse.Brokers.BrokerId',
    514: 'DescribeClusterResponse.Brokers.Host',
    519: 'DescribeClusterResponse.Brokers.Host',
    522: 'DescribeClusterResponse.Brokers.Host',
    523: 'DescribeClusterResponse.Brokers.Port',
    525: 'DescribeClusterResponse.Brokers.Rack',
    530: 'DescribeClusterResponse.Brokers.Rack',
    533: 'DescribeClusterResponse.Brokers.Rack',
    535: 'DescribeClusterResponse.Brokers._tagged_fields',
    539: 'DescribeClusterResponse.Brokers._tagged_fields',
    544: 'DescribeClusterResponse.Brokers._tagged_fields',
    545: 'DescribeClusterResponse.Brokers._tagged_fields',
    556: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    558: 'DescribeClusterResponse._tagged_fields',
    562: 'DescribeClusterResponse._tagged_fields',
    567: 'DescribeClusterResponse._tagged_fields',
    568: 'DescribeClusterResponse._tagged_fields',
    583: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    584: 'DescribeClusterResponse.ErrorMessage',
    585: 'DescribeClusterResponse.ErrorMessage',
    586: 'DescribeClusterResponse.ErrorMessage',
    587: 'DescribeClusterResponse.ErrorMessage',
    588: 'DescribeClusterResponse.ErrorMessage',
    589: 'DescribeClusterResponse.ErrorMessage',
    590: 'DescribeClusterResponse.ErrorMessage',
    591: 'DescribeClusterResponse.ErrorMessage',
    592: 'DescribeClusterResponse.EndpointType',
    593: 'DescribeClusterResponse.ClusterId',
    594: 'DescribeClusterResponse.ClusterId',
    595: 'DescribeClusterResponse.ClusterId',
    596: 'DescribeClusterResponse.ClusterId',
    597: 'DescribeClusterResponse.ClusterId',
    598: 'DescribeClusterResponse.ControllerId',
    599: 'DescribeClusterResponse.Brokers',
    600: 'DescribeClusterResponse.Brokers',
    601: 'DescribeClusterResponse.Brokers',
    602: 'DescribeClusterResponse.Brokers',
    603: 'DescribeClusterResponse.Brokers.BrokerId',
    604: 'DescribeClusterResponse.Brokers.Host',
    605: 'DescribeClusterResponse.Brokers.Host',
    606: 'DescribeClusterResponse.Brokers.Host',
    607: 'DescribeClusterResponse.Brokers.Host',
    608: 'DescribeClusterResponse.Brokers.Host',
    609: 'DescribeClusterResponse.Brokers.Port',
    610: 'DescribeClusterResponse.Brokers.Rack',
    611: 'DescribeClusterResponse.Brokers.Rack',
    612: 'DescribeClusterResponse.Brokers.Rack',
    613: 'DescribeClusterResponse.Brokers.Rack',
    614: 'DescribeClusterResponse.Brokers.Rack',
    615: 'DescribeClusterResponse.Brokers.Rack',
    616: 'DescribeClusterResponse.Brokers.Rack',
    617: 'DescribeClusterResponse.Brokers.Rack',
    618: 'DescribeClusterResponse.Brokers.IsFenced',
    619: 'DescribeClusterResponse.Brokers._unknown_tags',
    620: 'DescribeClusterResponse.Brokers',
    623: 'DescribeClusterResponse.Brokers._unknown_tags',
    624: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    625: 'DescribeClusterResponse._unknown_tags',
    626: 'DescribeClusterResponse',
    629: 'DescribeClusterResponse._unknown_tags',
    636: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    638: 'DescribeClusterResponse.ErrorMessage',
    643: 'DescribeClusterResponse.ErrorMessage',
    646: 'DescribeClusterResponse.ErrorMessage',
    647: 'DescribeClusterResponse.EndpointType',
    649: 'DescribeClusterResponse.ClusterId',
    654: 'DescribeClusterResponse.ClusterId',
    657: 'DescribeClusterResponse.ClusterId',
    658: 'DescribeClusterResponse.ControllerId',
    660: 'DescribeClusterResponse.Brokers',
    664: 'DescribeClusterResponse.Brokers',
    669: 'DescribeClusterResponse.Brokers.BrokerId',
    671: 'DescribeClusterResponse.Brokers.Host',
    676: 'DescribeClusterResponse.Brokers.Host',
    679: 'DescribeClusterResponse.Brokers.Host',
    680: 'DescribeClusterResponse.Brokers.Port',
    682: 'DescribeClusterResponse.Brokers.Rack',
    687: 'DescribeClusterResponse.Brokers.Rack',
    690: 'DescribeClusterResponse.Brokers.Rack',
    691: 'DescribeClusterResponse.Brokers.IsFenced',
    693: 'DescribeClusterResponse.Brokers._tagged_fields',
    697: 'DescribeClusterResponse.Brokers._tagged_fields',
    702: 'DescribeClusterResponse.Brokers._tagged_fields',
    703: 'DescribeClusterResponse.Brokers._tagged_fields',
    714: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    716: 'DescribeClusterResponse._tagged_fields',
    720: 'DescribeClusterResponse._tagged_fields',
    725: 'DescribeClusterResponse._tagged_fields',
    726: 'DescribeClusterResponse._tagged_fields',
}
