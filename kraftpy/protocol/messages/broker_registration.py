# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/BrokerRegistrationRequest.json, schemas/messages/BrokerRegistrationResponse.json.
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

__all__ = ['BrokerRegistrationRequest', 'BrokerRegistrationResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_Hh = Struct('>Hh')
_S_U = Struct('>16s')
_S__ = Struct('>?')
_S_hh = Struct('>hh')
_S_i = Struct('>i')
_S_ihq = Struct('>ihq')
_S_q = Struct('>q')


class BrokerRegistrationRequest(_Message):
    __slots__ = ('broker_id', 'cluster_id', 'incarnation_id', 'listeners', 'features', 'rack', 'is_migrating_zk_broker', 'log_dirs', 'previous_broker_epoch', '_unknown_tags')
    NAME = 'BrokerRegistrationRequest'
    TYPE = 'request'
    API_KEY = 62
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    def __init__(self, *, broker_id=0, cluster_id='', incarnation_id=_ZERO_UUID, listeners=_EMPTY, features=_EMPTY, rack='', is_migrating_zk_broker=False, log_dirs=_EMPTY, previous_broker_epoch=-1, _unknown_tags=None):
        self.broker_id = broker_id
        self.cluster_id = cluster_id
        self.incarnation_id = incarnation_id
        self.listeners = [] if listeners is _EMPTY else listeners
        self.features = [] if features is _EMPTY else features
        self.rack = rack
        self.is_migrating_zk_broker = is_migrating_zk_broker
        self.log_dirs = [] if log_dirs is _EMPTY else log_dirs
        self.previous_broker_epoch = previous_broker_epoch
        self._unknown_tags = _unknown_tags

    class Listener(_Message):
        __slots__ = ('name', 'host', 'port', 'security_protocol', '_unknown_tags')
        NAME = 'BrokerRegistrationRequest.Listener'

        def __init__(self, *, name='', host='', port=0, security_protocol=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self.security_protocol = security_protocol
            self._unknown_tags = _unknown_tags

    class Feature(_Message):
        __slots__ = ('name', 'min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'BrokerRegistrationRequest.Feature'

        def __init__(self, *, name='', min_supported_version=0, max_supported_version=0, _unknown_tags=None):
            self.name = name
            self.min_supported_version = min_supported_version
            self.max_supported_version = max_supported_version
            self._unknown_tags = _unknown_tags


_C_BrokerRegistrationRequest_Listener = BrokerRegistrationRequest.Listener
_C_BrokerRegistrationRequest_Feature = BrokerRegistrationRequest.Feature
BrokerRegistrationRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('IncarnationId', 'incarnation_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Listeners', 'listeners', '[]Listener', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BrokerRegistrationRequest_Listener),
    _FI('Features', 'features', '[]Feature', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BrokerRegistrationRequest_Feature),
    _FI('Rack', 'rack', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('IsMigratingZkBroker', 'is_migrating_zk_broker', 'bool', (1, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('LogDirs', 'log_dirs', '[]uuid', (2, 32767), (1, 0), (1, 0), None, (), True, None),
    _FI('PreviousBrokerEpoch', 'previous_broker_epoch', 'int64', (3, 32767), (1, 0), (1, 0), None, -1, True, None),
)
_C_BrokerRegistrationRequest_Listener.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('SecurityProtocol', 'security_protocol', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_BrokerRegistrationRequest_Feature.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MinSupportedVersion', 'min_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxSupportedVersion', 'max_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_BrokerRegistrationRequest_Listener = _C_BrokerRegistrationRequest_Listener()
_DEF_BrokerRegistrationRequest_Feature = _C_BrokerRegistrationRequest_Feature()

def _mk_BrokerRegistrationRequest_Listener():
    o = _new(_C_BrokerRegistrationRequest_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o.security_protocol = 0
    o._unknown_tags = None
    return o

def _mk_BrokerRegistrationRequest_Feature():
    o = _new(_C_BrokerRegistrationRequest_Feature)
    o.name = ''
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_BrokerRegistrationRequest_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    s1 = o.cluster_id
    b2 = s1.encode()
    n3 = len(b2) + 1
    a(_UV[n3] if n3 < 128 else _uv(n3))
    a(b2)
    a(_S_U.pack(o.incarnation_id.bytes))
    l4 = o.listeners
    n5 = len(l4) + 1
    a(_UV[n5] if n5 < 128 else _uv(n5))
    for e6 in l4:
        s7 = e6.name
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
        s10 = e6.host
        b11 = s10.encode()
        n12 = len(b11) + 1
        a(_UV[n12] if n12 < 128 else _uv(n12))
        a(b11)
        a(_S_Hh.pack(e6.port, e6.security_protocol))
        u13 = e6._unknown_tags
        if u13 is None:
            a(_H0)
        else:
            _write_tags(a, None, u13)
    l14 = o.features
    n15 = len(l14) + 1
    a(_UV[n15] if n15 < 128 else _uv(n15))
    for e16 in l14:
        s17 = e16.name
        b18 = s17.encode()
        n19 = len(b18) + 1
        a(_UV[n19] if n19 < 128 else _uv(n19))
        a(b18)
        a(_S_hh.pack(e16.min_supported_version, e16.max_supported_version))
        u20 = e16._unknown_tags
        if u20 is None:
            a(_H0)
        else:
            _write_tags(a, None, u20)
    s21 = o.rack
    if s21 is None:
        a(_H0)
    else:
        b22 = s21.encode()
        n23 = len(b22) + 1
        a(_UV[n23] if n23 < 128 else _uv(n23))
        a(b22)
    if o.is_migrating_zk_broker != False:
        raise _unsupported_field('BrokerRegistrationRequest', 'IsMigratingZkBroker', 0)
    u24 = o._unknown_tags
    if u24 is None:
        a(_H0)
    else:
        _write_tags(a, None, u24)
    return b''.join(parts)


def _dec_BrokerRegistrationRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n25 = buf[pos] - 1
    if 0 <= n25 < 127:
        x26 = pos + 1 + n25
        if x26 > blen:
            raise _bad_length(n25, 'BrokerRegistrationRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x26], 'utf-8')
        pos = x26
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.ClusterId')
    u27, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.incarnation_id = _uuid_from(u27)
    n28 = buf[pos] - 1
    if 0 <= n28 < 127:
        pos += 1
    else:
        n28, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Listeners')
    l29 = []
    ap30 = l29.append
    for _ in range(n28):
        t31 = _new(_C_BrokerRegistrationRequest_Listener)
        n32 = buf[pos] - 1
        if 0 <= n32 < 127:
            x33 = pos + 1 + n32
            if x33 > blen:
                raise _bad_length(n32, 'BrokerRegistrationRequest.Listeners.Name', pos)
            t31.name = str(buf[pos + 1:x33], 'utf-8')
            pos = x33
        else:
            t31.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Name')
        n34 = buf[pos] - 1
        if 0 <= n34 < 127:
            x35 = pos + 1 + n34
            if x35 > blen:
                raise _bad_length(n34, 'BrokerRegistrationRequest.Listeners.Host', pos)
            t31.host = str(buf[pos + 1:x35], 'utf-8')
            pos = x35
        else:
            t31.host, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Host')
        t31.port, t31.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t31._unknown_tags = None
        else:
            nt36, pos = _ruv(buf, pos)
            if nt36 * 2 > blen - pos:
                raise _array_too_long(nt36, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
            uk37 = None
            for _ in range(nt36):
                tg38, pos = _ruv(buf, pos)
                sz39, pos = _ruv(buf, pos)
                x40 = pos + sz39
                if x40 > blen:
                    raise _bad_length(sz39, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
                if uk37 is None:
                    uk37 = []
                uk37.append((tg38, bytes(buf[pos:x40])))
                pos = x40
            t31._unknown_tags = uk37
        ap30(t31)
    o.listeners = l29
    n41 = buf[pos] - 1
    if 0 <= n41 < 127:
        pos += 1
    else:
        n41, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Features')
    l42 = []
    ap43 = l42.append
    for _ in range(n41):
        t44 = _new(_C_BrokerRegistrationRequest_Feature)
        n45 = buf[pos] - 1
        if 0 <= n45 < 127:
            x46 = pos + 1 + n45
            if x46 > blen:
                raise _bad_length(n45, 'BrokerRegistrationRequest.Features.Name', pos)
            t44.name = str(buf[pos + 1:x46], 'utf-8')
            pos = x46
        else:
            t44.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Features.Name')
        t44.min_supported_version, t44.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t44._unknown_tags = None
        else:
            nt47, pos = _ruv(buf, pos)
            if nt47 * 2 > blen - pos:
                raise _array_too_long(nt47, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
            uk48 = None
            for _ in range(nt47):
                tg49, pos = _ruv(buf, pos)
                sz50, pos = _ruv(buf, pos)
                x51 = pos + sz50
                if x51 > blen:
                    raise _bad_length(sz50, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
                if uk48 is None:
                    uk48 = []
                uk48.append((tg49, bytes(buf[pos:x51])))
                pos = x51
            t44._unknown_tags = uk48
        ap43(t44)
    o.features = l42
    n52 = buf[pos] - 1
    if 0 <= n52 < 127:
        x53 = pos + 1 + n52
        if x53 > blen:
            raise _bad_length(n52, 'BrokerRegistrationRequest.Rack', pos)
        o.rack = str(buf[pos + 1:x53], 'utf-8')
        pos = x53
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'BrokerRegistrationRequest.Rack')
    o.is_migrating_zk_broker = False
    o.log_dirs = []
    o.previous_broker_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt54, pos = _ruv(buf, pos)
        if nt54 * 2 > blen - pos:
            raise _array_too_long(nt54, 'BrokerRegistrationRequest._tagged_fields', pos)
        uk55 = None
        for _ in range(nt54):
            tg56, pos = _ruv(buf, pos)
            sz57, pos = _ruv(buf, pos)
            x58 = pos + sz57
            if x58 > blen:
                raise _bad_length(sz57, 'BrokerRegistrationRequest._tagged_fields', pos)
            if uk55 is None:
                uk55 = []
            uk55.append((tg56, bytes(buf[pos:x58])))
            pos = x58
        o._unknown_tags = uk55
    return o, pos


def _enc_BrokerRegistrationRequest_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    s59 = o.cluster_id
    b60 = s59.encode()
    n61 = len(b60) + 1
    a(_UV[n61] if n61 < 128 else _uv(n61))
    a(b60)
    a(_S_U.pack(o.incarnation_id.bytes))
    l62 = o.listeners
    n63 = len(l62) + 1
    a(_UV[n63] if n63 < 128 else _uv(n63))
    for e64 in l62:
        s65 = e64.name
        b66 = s65.encode()
        n67 = len(b66) + 1
        a(_UV[n67] if n67 < 128 else _uv(n67))
        a(b66)
        s68 = e64.host
        b69 = s68.encode()
        n70 = len(b69) + 1
        a(_UV[n70] if n70 < 128 else _uv(n70))
        a(b69)
        a(_S_Hh.pack(e64.port, e64.security_protocol))
        u71 = e64._unknown_tags
        if u71 is None:
            a(_H0)
        else:
            _write_tags(a, None, u71)
    l72 = o.features
    n73 = len(l72) + 1
    a(_UV[n73] if n73 < 128 else _uv(n73))
    for e74 in l72:
        s75 = e74.name
        b76 = s75.encode()
        n77 = len(b76) + 1
        a(_UV[n77] if n77 < 128 else _uv(n77))
        a(b76)
        a(_S_hh.pack(e74.min_supported_version, e74.max_supported_version))
        u78 = e74._unknown_tags
        if u78 is None:
            a(_H0)
        else:
            _write_tags(a, None, u78)
    s79 = o.rack
    if s79 is None:
        a(_H0)
    else:
        b80 = s79.encode()
        n81 = len(b80) + 1
        a(_UV[n81] if n81 < 128 else _uv(n81))
        a(b80)
    a(_S__.pack(o.is_migrating_zk_broker))
    u82 = o._unknown_tags
    if u82 is None:
        a(_H0)
    else:
        _write_tags(a, None, u82)
    return b''.join(parts)


def _dec_BrokerRegistrationRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n83 = buf[pos] - 1
    if 0 <= n83 < 127:
        x84 = pos + 1 + n83
        if x84 > blen:
            raise _bad_length(n83, 'BrokerRegistrationRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x84], 'utf-8')
        pos = x84
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.ClusterId')
    u85, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.incarnation_id = _uuid_from(u85)
    n86 = buf[pos] - 1
    if 0 <= n86 < 127:
        pos += 1
    else:
        n86, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Listeners')
    l87 = []
    ap88 = l87.append
    for _ in range(n86):
        t89 = _new(_C_BrokerRegistrationRequest_Listener)
        n90 = buf[pos] - 1
        if 0 <= n90 < 127:
            x91 = pos + 1 + n90
            if x91 > blen:
                raise _bad_length(n90, 'BrokerRegistrationRequest.Listeners.Name', pos)
            t89.name = str(buf[pos + 1:x91], 'utf-8')
            pos = x91
        else:
            t89.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Name')
        n92 = buf[pos] - 1
        if 0 <= n92 < 127:
            x93 = pos + 1 + n92
            if x93 > blen:
                raise _bad_length(n92, 'BrokerRegistrationRequest.Listeners.Host', pos)
            t89.host = str(buf[pos + 1:x93], 'utf-8')
            pos = x93
        else:
            t89.host, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Host')
        t89.port, t89.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t89._unknown_tags = None
        else:
            nt94, pos = _ruv(buf, pos)
            if nt94 * 2 > blen - pos:
                raise _array_too_long(nt94, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
            uk95 = None
            for _ in range(nt94):
                tg96, pos = _ruv(buf, pos)
                sz97, pos = _ruv(buf, pos)
                x98 = pos + sz97
                if x98 > blen:
                    raise _bad_length(sz97, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
                if uk95 is None:
                    uk95 = []
                uk95.append((tg96, bytes(buf[pos:x98])))
                pos = x98
            t89._unknown_tags = uk95
        ap88(t89)
    o.listeners = l87
    n99 = buf[pos] - 1
    if 0 <= n99 < 127:
        pos += 1
    else:
        n99, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Features')
    l100 = []
    ap101 = l100.append
    for _ in range(n99):
        t102 = _new(_C_BrokerRegistrationRequest_Feature)
        n103 = buf[pos] - 1
        if 0 <= n103 < 127:
            x104 = pos + 1 + n103
            if x104 > blen:
                raise _bad_length(n103, 'BrokerRegistrationRequest.Features.Name', pos)
            t102.name = str(buf[pos + 1:x104], 'utf-8')
            pos = x104
        else:
            t102.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Features.Name')
        t102.min_supported_version, t102.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t102._unknown_tags = None
        else:
            nt105, pos = _ruv(buf, pos)
            if nt105 * 2 > blen - pos:
                raise _array_too_long(nt105, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
            uk106 = None
            for _ in range(nt105):
                tg107, pos = _ruv(buf, pos)
                sz108, pos = _ruv(buf, pos)
                x109 = pos + sz108
                if x109 > blen:
                    raise _bad_length(sz108, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
                if uk106 is None:
                    uk106 = []
                uk106.append((tg107, bytes(buf[pos:x109])))
                pos = x109
            t102._unknown_tags = uk106
        ap101(t102)
    o.features = l100
    n110 = buf[pos] - 1
    if 0 <= n110 < 127:
        x111 = pos + 1 + n110
        if x111 > blen:
            raise _bad_length(n110, 'BrokerRegistrationRequest.Rack', pos)
        o.rack = str(buf[pos + 1:x111], 'utf-8')
        pos = x111
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'BrokerRegistrationRequest.Rack')
    o.is_migrating_zk_broker, = _S__.unpack_from(buf, pos)
    pos += 1
    o.log_dirs = []
    o.previous_broker_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt112, pos = _ruv(buf, pos)
        if nt112 * 2 > blen - pos:
            raise _array_too_long(nt112, 'BrokerRegistrationRequest._tagged_fields', pos)
        uk113 = None
        for _ in range(nt112):
            tg114, pos = _ruv(buf, pos)
            sz115, pos = _ruv(buf, pos)
            x116 = pos + sz115
            if x116 > blen:
                raise _bad_length(sz115, 'BrokerRegistrationRequest._tagged_fields', pos)
            if uk113 is None:
                uk113 = []
            uk113.append((tg114, bytes(buf[pos:x116])))
            pos = x116
        o._unknown_tags = uk113
    return o, pos


def _enc_BrokerRegistrationRequest_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    s117 = o.cluster_id
    b118 = s117.encode()
    n119 = len(b118) + 1
    a(_UV[n119] if n119 < 128 else _uv(n119))
    a(b118)
    a(_S_U.pack(o.incarnation_id.bytes))
    l120 = o.listeners
    n121 = len(l120) + 1
    a(_UV[n121] if n121 < 128 else _uv(n121))
    for e122 in l120:
        s123 = e122.name
        b124 = s123.encode()
        n125 = len(b124) + 1
        a(_UV[n125] if n125 < 128 else _uv(n125))
        a(b124)
        s126 = e122.host
        b127 = s126.encode()
        n128 = len(b127) + 1
        a(_UV[n128] if n128 < 128 else _uv(n128))
        a(b127)
        a(_S_Hh.pack(e122.port, e122.security_protocol))
        u129 = e122._unknown_tags
        if u129 is None:
            a(_H0)
        else:
            _write_tags(a, None, u129)
    l130 = o.features
    n131 = len(l130) + 1
    a(_UV[n131] if n131 < 128 else _uv(n131))
    for e132 in l130:
        s133 = e132.name
        b134 = s133.encode()
        n135 = len(b134) + 1
        a(_UV[n135] if n135 < 128 else _uv(n135))
        a(b134)
        a(_S_hh.pack(e132.min_supported_version, e132.max_supported_version))
        u136 = e132._unknown_tags
        if u136 is None:
            a(_H0)
        else:
            _write_tags(a, None, u136)
    s137 = o.rack
    if s137 is None:
        a(_H0)
    else:
        b138 = s137.encode()
        n139 = len(b138) + 1
        a(_UV[n139] if n139 < 128 else _uv(n139))
        a(b138)
    a(_S__.pack(o.is_migrating_zk_broker))
    l140 = o.log_dirs
    n141 = len(l140) + 1
    a(_UV[n141] if n141 < 128 else _uv(n141))
    for e142 in l140:
        a(_S_U.pack(e142.bytes))
    u143 = o._unknown_tags
    if u143 is None:
        a(_H0)
    else:
        _write_tags(a, None, u143)
    return b''.join(parts)


def _dec_BrokerRegistrationRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n144 = buf[pos] - 1
    if 0 <= n144 < 127:
        x145 = pos + 1 + n144
        if x145 > blen:
            raise _bad_length(n144, 'BrokerRegistrationRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x145], 'utf-8')
        pos = x145
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.ClusterId')
    u146, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.incarnation_id = _uuid_from(u146)
    n147 = buf[pos] - 1
    if 0 <= n147 < 127:
        pos += 1
    else:
        n147, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Listeners')
    l148 = []
    ap149 = l148.append
    for _ in range(n147):
        t150 = _new(_C_BrokerRegistrationRequest_Listener)
        n151 = buf[pos] - 1
        if 0 <= n151 < 127:
            x152 = pos + 1 + n151
            if x152 > blen:
                raise _bad_length(n151, 'BrokerRegistrationRequest.Listeners.Name', pos)
            t150.name = str(buf[pos + 1:x152], 'utf-8')
            pos = x152
        else:
            t150.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Name')
        n153 = buf[pos] - 1
        if 0 <= n153 < 127:
            x154 = pos + 1 + n153
            if x154 > blen:
                raise _bad_length(n153, 'BrokerRegistrationRequest.Listeners.Host', pos)
            t150.host = str(buf[pos + 1:x154], 'utf-8')
            pos = x154
        else:
            t150.host, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Host')
        t150.port, t150.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t150._unknown_tags = None
        else:
            nt155, pos = _ruv(buf, pos)
            if nt155 * 2 > blen - pos:
                raise _array_too_long(nt155, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
            uk156 = None
            for _ in range(nt155):
                tg157, pos = _ruv(buf, pos)
                sz158, pos = _ruv(buf, pos)
                x159 = pos + sz158
                if x159 > blen:
                    raise _bad_length(sz158, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
                if uk156 is None:
                    uk156 = []
                uk156.append((tg157, bytes(buf[pos:x159])))
                pos = x159
            t150._unknown_tags = uk156
        ap149(t150)
    o.listeners = l148
    n160 = buf[pos] - 1
    if 0 <= n160 < 127:
        pos += 1
    else:
        n160, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Features')
    l161 = []
    ap162 = l161.append
    for _ in range(n160):
        t163 = _new(_C_BrokerRegistrationRequest_Feature)
        n164 = buf[pos] - 1
        if 0 <= n164 < 127:
            x165 = pos + 1 + n164
            if x165 > blen:
                raise _bad_length(n164, 'BrokerRegistrationRequest.Features.Name', pos)
            t163.name = str(buf[pos + 1:x165], 'utf-8')
            pos = x165
        else:
            t163.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Features.Name')
        t163.min_supported_version, t163.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t163._unknown_tags = None
        else:
            nt166, pos = _ruv(buf, pos)
            if nt166 * 2 > blen - pos:
                raise _array_too_long(nt166, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
            uk167 = None
            for _ in range(nt166):
                tg168, pos = _ruv(buf, pos)
                sz169, pos = _ruv(buf, pos)
                x170 = pos + sz169
                if x170 > blen:
                    raise _bad_length(sz169, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
                if uk167 is None:
                    uk167 = []
                uk167.append((tg168, bytes(buf[pos:x170])))
                pos = x170
            t163._unknown_tags = uk167
        ap162(t163)
    o.features = l161
    n171 = buf[pos] - 1
    if 0 <= n171 < 127:
        x172 = pos + 1 + n171
        if x172 > blen:
            raise _bad_length(n171, 'BrokerRegistrationRequest.Rack', pos)
        o.rack = str(buf[pos + 1:x172], 'utf-8')
        pos = x172
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'BrokerRegistrationRequest.Rack')
    o.is_migrating_zk_broker, = _S__.unpack_from(buf, pos)
    pos += 1
    n173 = buf[pos] - 1
    if 0 <= n173 < 127:
        pos += 1
    else:
        n173, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationRequest.LogDirs')
    l174 = []
    ap175 = l174.append
    for _ in range(n173):
        u177, = _S_U.unpack_from(buf, pos)
        v176 = _uuid_from(u177)
        pos += 16
        ap175(v176)
    o.log_dirs = l174
    o.previous_broker_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt178, pos = _ruv(buf, pos)
        if nt178 * 2 > blen - pos:
            raise _array_too_long(nt178, 'BrokerRegistrationRequest._tagged_fields', pos)
        uk179 = None
        for _ in range(nt178):
            tg180, pos = _ruv(buf, pos)
            sz181, pos = _ruv(buf, pos)
            x182 = pos + sz181
            if x182 > blen:
                raise _bad_length(sz181, 'BrokerRegistrationRequest._tagged_fields', pos)
            if uk179 is None:
                uk179 = []
            uk179.append((tg180, bytes(buf[pos:x182])))
            pos = x182
        o._unknown_tags = uk179
    return o, pos


def _enc_BrokerRegistrationRequest_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    s183 = o.cluster_id
    b184 = s183.encode()
    n185 = len(b184) + 1
    a(_UV[n185] if n185 < 128 else _uv(n185))
    a(b184)
    a(_S_U.pack(o.incarnation_id.bytes))
    l186 = o.listeners
    n187 = len(l186) + 1
    a(_UV[n187] if n187 < 128 else _uv(n187))
    for e188 in l186:
        s189 = e188.name
        b190 = s189.encode()
        n191 = len(b190) + 1
        a(_UV[n191] if n191 < 128 else _uv(n191))
        a(b190)
        s192 = e188.host
        b193 = s192.encode()
        n194 = len(b193) + 1
        a(_UV[n194] if n194 < 128 else _uv(n194))
        a(b193)
        a(_S_Hh.pack(e188.port, e188.security_protocol))
        u195 = e188._unknown_tags
        if u195 is None:
            a(_H0)
        else:
            _write_tags(a, None, u195)
    l196 = o.features
    n197 = len(l196) + 1
    a(_UV[n197] if n197 < 128 else _uv(n197))
    for e198 in l196:
        s199 = e198.name
        b200 = s199.encode()
        n201 = len(b200) + 1
        a(_UV[n201] if n201 < 128 else _uv(n201))
        a(b200)
        a(_S_hh.pack(e198.min_supported_version, e198.max_supported_version))
        u202 = e198._unknown_tags
        if u202 is None:
            a(_H0)
        else:
            _write_tags(a, None, u202)
    s203 = o.rack
    if s203 is None:
        a(_H0)
    else:
        b204 = s203.encode()
        n205 = len(b204) + 1
        a(_UV[n205] if n205 < 128 else _uv(n205))
        a(b204)
    a(_S__.pack(o.is_migrating_zk_broker))
    l206 = o.log_dirs
    n207 = len(l206) + 1
    a(_UV[n207] if n207 < 128 else _uv(n207))
    for e208 in l206:
        a(_S_U.pack(e208.bytes))
    a(_S_q.pack(o.previous_broker_epoch))
    u209 = o._unknown_tags
    if u209 is None:
        a(_H0)
    else:
        _write_tags(a, None, u209)
    return b''.join(parts)


def _dec_BrokerRegistrationRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n210 = buf[pos] - 1
    if 0 <= n210 < 127:
        x211 = pos + 1 + n210
        if x211 > blen:
            raise _bad_length(n210, 'BrokerRegistrationRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x211], 'utf-8')
        pos = x211
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.ClusterId')
    u212, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.incarnation_id = _uuid_from(u212)
    n213 = buf[pos] - 1
    if 0 <= n213 < 127:
        pos += 1
    else:
        n213, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Listeners')
    l214 = []
    ap215 = l214.append
    for _ in range(n213):
        t216 = _new(_C_BrokerRegistrationRequest_Listener)
        n217 = buf[pos] - 1
        if 0 <= n217 < 127:
            x218 = pos + 1 + n217
            if x218 > blen:
                raise _bad_length(n217, 'BrokerRegistrationRequest.Listeners.Name', pos)
            t216.name = str(buf[pos + 1:x218], 'utf-8')
            pos = x218
        else:
            t216.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Name')
        n219 = buf[pos] - 1
        if 0 <= n219 < 127:
            x220 = pos + 1 + n219
            if x220 > blen:
                raise _bad_length(n219, 'BrokerRegistrationRequest.Listeners.Host', pos)
            t216.host = str(buf[pos + 1:x220], 'utf-8')
            pos = x220
        else:
            t216.host, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Host')
        t216.port, t216.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t216._unknown_tags = None
        else:
            nt221, pos = _ruv(buf, pos)
            if nt221 * 2 > blen - pos:
                raise _array_too_long(nt221, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
            uk222 = None
            for _ in range(nt221):
                tg223, pos = _ruv(buf, pos)
                sz224, pos = _ruv(buf, pos)
                x225 = pos + sz224
                if x225 > blen:
                    raise _bad_length(sz224, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
                if uk222 is None:
                    uk222 = []
                uk222.append((tg223, bytes(buf[pos:x225])))
                pos = x225
            t216._unknown_tags = uk222
        ap215(t216)
    o.listeners = l214
    n226 = buf[pos] - 1
    if 0 <= n226 < 127:
        pos += 1
    else:
        n226, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Features')
    l227 = []
    ap228 = l227.append
    for _ in range(n226):
        t229 = _new(_C_BrokerRegistrationRequest_Feature)
        n230 = buf[pos] - 1
        if 0 <= n230 < 127:
            x231 = pos + 1 + n230
            if x231 > blen:
                raise _bad_length(n230, 'BrokerRegistrationRequest.Features.Name', pos)
            t229.name = str(buf[pos + 1:x231], 'utf-8')
            pos = x231
        else:
            t229.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Features.Name')
        t229.min_supported_version, t229.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t229._unknown_tags = None
        else:
            nt232, pos = _ruv(buf, pos)
            if nt232 * 2 > blen - pos:
                raise _array_too_long(nt232, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
            uk233 = None
            for _ in range(nt232):
                tg234, pos = _ruv(buf, pos)
                sz235, pos = _ruv(buf, pos)
                x236 = pos + sz235
                if x236 > blen:
                    raise _bad_length(sz235, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
                if uk233 is None:
                    uk233 = []
                uk233.append((tg234, bytes(buf[pos:x236])))
                pos = x236
            t229._unknown_tags = uk233
        ap228(t229)
    o.features = l227
    n237 = buf[pos] - 1
    if 0 <= n237 < 127:
        x238 = pos + 1 + n237
        if x238 > blen:
            raise _bad_length(n237, 'BrokerRegistrationRequest.Rack', pos)
        o.rack = str(buf[pos + 1:x238], 'utf-8')
        pos = x238
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'BrokerRegistrationRequest.Rack')
    o.is_migrating_zk_broker, = _S__.unpack_from(buf, pos)
    pos += 1
    n239 = buf[pos] - 1
    if 0 <= n239 < 127:
        pos += 1
    else:
        n239, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationRequest.LogDirs')
    l240 = []
    ap241 = l240.append
    for _ in range(n239):
        u243, = _S_U.unpack_from(buf, pos)
        v242 = _uuid_from(u243)
        pos += 16
        ap241(v242)
    o.log_dirs = l240
    o.previous_broker_epoch, = _S_q.unpack_from(buf, pos)
    pos += 8
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt244, pos = _ruv(buf, pos)
        if nt244 * 2 > blen - pos:
            raise _array_too_long(nt244, 'BrokerRegistrationRequest._tagged_fields', pos)
        uk245 = None
        for _ in range(nt244):
            tg246, pos = _ruv(buf, pos)
            sz247, pos = _ruv(buf, pos)
            x248 = pos + sz247
            if x248 > blen:
                raise _bad_length(sz247, 'BrokerRegistrationRequest._tagged_fields', pos)
            if uk245 is None:
                uk245 = []
            uk245.append((tg246, bytes(buf[pos:x248])))
            pos = x248
        o._unknown_tags = uk245
    return o, pos


def _enc_BrokerRegistrationRequest_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    s249 = o.cluster_id
    b250 = s249.encode()
    n251 = len(b250) + 1
    a(_UV[n251] if n251 < 128 else _uv(n251))
    a(b250)
    a(_S_U.pack(o.incarnation_id.bytes))
    l252 = o.listeners
    n253 = len(l252) + 1
    a(_UV[n253] if n253 < 128 else _uv(n253))
    for e254 in l252:
        s255 = e254.name
        b256 = s255.encode()
        n257 = len(b256) + 1
        a(_UV[n257] if n257 < 128 else _uv(n257))
        a(b256)
        s258 = e254.host
        b259 = s258.encode()
        n260 = len(b259) + 1
        a(_UV[n260] if n260 < 128 else _uv(n260))
        a(b259)
        a(_S_Hh.pack(e254.port, e254.security_protocol))
        u261 = e254._unknown_tags
        if u261 is None:
            a(_H0)
        else:
            _write_tags(a, None, u261)
    l262 = o.features
    n263 = len(l262) + 1
    a(_UV[n263] if n263 < 128 else _uv(n263))
    for e264 in l262:
        s265 = e264.name
        b266 = s265.encode()
        n267 = len(b266) + 1
        a(_UV[n267] if n267 < 128 else _uv(n267))
        a(b266)
        a(_S_hh.pack(e264.min_supported_version, e264.max_supported_version))
        u268 = e264._unknown_tags
        if u268 is None:
            a(_H0)
        else:
            _write_tags(a, None, u268)
    s269 = o.rack
    if s269 is None:
        a(_H0)
    else:
        b270 = s269.encode()
        n271 = len(b270) + 1
        a(_UV[n271] if n271 < 128 else _uv(n271))
        a(b270)
    a(_S__.pack(o.is_migrating_zk_broker))
    l272 = o.log_dirs
    n273 = len(l272) + 1
    a(_UV[n273] if n273 < 128 else _uv(n273))
    for e274 in l272:
        a(_S_U.pack(e274.bytes))
    a(_S_q.pack(o.previous_broker_epoch))
    u275 = o._unknown_tags
    if u275 is None:
        a(_H0)
    else:
        _write_tags(a, None, u275)
    return b''.join(parts)


def _dec_BrokerRegistrationRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n276 = buf[pos] - 1
    if 0 <= n276 < 127:
        x277 = pos + 1 + n276
        if x277 > blen:
            raise _bad_length(n276, 'BrokerRegistrationRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x277], 'utf-8')
        pos = x277
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.ClusterId')
    u278, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.incarnation_id = _uuid_from(u278)
    n279 = buf[pos] - 1
    if 0 <= n279 < 127:
        pos += 1
    else:
        n279, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Listeners')
    l280 = []
    ap281 = l280.append
    for _ in range(n279):
        t282 = _new(_C_BrokerRegistrationRequest_Listener)
        n283 = buf[pos] - 1
        if 0 <= n283 < 127:
            x284 = pos + 1 + n283
            if x284 > blen:
                raise _bad_length(n283, 'BrokerRegistrationRequest.Listeners.Name', pos)
            t282.name = str(buf[pos + 1:x284], 'utf-8')
            pos = x284
        else:
            t282.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Name')
        n285 = buf[pos] - 1
        if 0 <= n285 < 127:
            x286 = pos + 1 + n285
            if x286 > blen:
                raise _bad_length(n285, 'BrokerRegistrationRequest.Listeners.Host', pos)
            t282.host = str(buf[pos + 1:x286], 'utf-8')
            pos = x286
        else:
            t282.host, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Listeners.Host')
        t282.port, t282.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t282._unknown_tags = None
        else:
            nt287, pos = _ruv(buf, pos)
            if nt287 * 2 > blen - pos:
                raise _array_too_long(nt287, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
            uk288 = None
            for _ in range(nt287):
                tg289, pos = _ruv(buf, pos)
                sz290, pos = _ruv(buf, pos)
                x291 = pos + sz290
                if x291 > blen:
                    raise _bad_length(sz290, 'BrokerRegistrationRequest.Listeners._tagged_fields', pos)
                if uk288 is None:
                    uk288 = []
                uk288.append((tg289, bytes(buf[pos:x291])))
                pos = x291
            t282._unknown_tags = uk288
        ap281(t282)
    o.listeners = l280
    n292 = buf[pos] - 1
    if 0 <= n292 < 127:
        pos += 1
    else:
        n292, pos = _read_array_len(buf, pos, True, False, 1, 'BrokerRegistrationRequest.Features')
    l293 = []
    ap294 = l293.append
    for _ in range(n292):
        t295 = _new(_C_BrokerRegistrationRequest_Feature)
        n296 = buf[pos] - 1
        if 0 <= n296 < 127:
            x297 = pos + 1 + n296
            if x297 > blen:
                raise _bad_length(n296, 'BrokerRegistrationRequest.Features.Name', pos)
            t295.name = str(buf[pos + 1:x297], 'utf-8')
            pos = x297
        else:
            t295.name, pos = _read_string(buf, pos, True, False, 'BrokerRegistrationRequest.Features.Name')
        t295.min_supported_version, t295.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t295._unknown_tags = None
        else:
            nt298, pos = _ruv(buf, pos)
            if nt298 * 2 > blen - pos:
                raise _array_too_long(nt298, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
            uk299 = None
            for _ in range(nt298):
                tg300, pos = _ruv(buf, pos)
                sz301, pos = _ruv(buf, pos)
                x302 = pos + sz301
                if x302 > blen:
                    raise _bad_length(sz301, 'BrokerRegistrationRequest.Features._tagged_fields', pos)
                if uk299 is None:
                    uk299 = []
                uk299.append((tg300, bytes(buf[pos:x302])))
                pos = x302
            t295._unknown_tags = uk299
        ap294(t295)
    o.features = l293
    n303 = buf[pos] - 1
    if 0 <= n303 < 127:
        x304 = pos + 1 + n303
        if x304 > blen:
            raise _bad_length(n303, 'BrokerRegistrationRequest.Rack', pos)
        o.rack = str(buf[pos + 1:x304], 'utf-8')
        pos = x304
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'BrokerRegistrationRequest.Rack')
    o.is_migrating_zk_broker, = _S__.unpack_from(buf, pos)
    pos += 1
    n305 = buf[pos] - 1
    if 0 <= n305 < 127:
        pos += 1
    else:
        n305, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationRequest.LogDirs')
    l306 = []
    ap307 = l306.append
    for _ in range(n305):
        u309, = _S_U.unpack_from(buf, pos)
        v308 = _uuid_from(u309)
        pos += 16
        ap307(v308)
    o.log_dirs = l306
    o.previous_broker_epoch, = _S_q.unpack_from(buf, pos)
    pos += 8
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt310, pos = _ruv(buf, pos)
        if nt310 * 2 > blen - pos:
            raise _array_too_long(nt310, 'BrokerRegistrationRequest._tagged_fields', pos)
        uk311 = None
        for _ in range(nt310):
            tg312, pos = _ruv(buf, pos)
            sz313, pos = _ruv(buf, pos)
            x314 = pos + sz313
            if x314 > blen:
                raise _bad_length(sz313, 'BrokerRegistrationRequest._tagged_fields', pos)
            if uk311 is None:
                uk311 = []
            uk311.append((tg312, bytes(buf[pos:x314])))
            pos = x314
        o._unknown_tags = uk311
    return o, pos


BrokerRegistrationRequest._ENC = {0: _enc_BrokerRegistrationRequest_v0, 1: _enc_BrokerRegistrationRequest_v1, 2: _enc_BrokerRegistrationRequest_v2, 3: _enc_BrokerRegistrationRequest_v3, 4: _enc_BrokerRegistrationRequest_v4}
BrokerRegistrationRequest._DEC = {0: _dec_BrokerRegistrationRequest_v0, 1: _dec_BrokerRegistrationRequest_v1, 2: _dec_BrokerRegistrationRequest_v2, 3: _dec_BrokerRegistrationRequest_v3, 4: _dec_BrokerRegistrationRequest_v4}


class BrokerRegistrationResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'broker_epoch', '_unknown_tags')
    NAME = 'BrokerRegistrationResponse'
    TYPE = 'response'
    API_KEY = 62
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    def __init__(self, *, throttle_time_ms=0, error_code=0, broker_epoch=-1, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.broker_epoch = broker_epoch
        self._unknown_tags = _unknown_tags


BrokerRegistrationResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)


def _enc_BrokerRegistrationResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u315 = o._unknown_tags
    if u315 is None:
        a(_H0)
    else:
        _write_tags(a, None, u315)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationResponse)
    o.throttle_time_ms, o.error_code, o.broker_epoch = _S_ihq.unpack_from(buf, pos)
    pos += 14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt316, pos = _ruv(buf, pos)
        if nt316 * 2 > blen - pos:
            raise _array_too_long(nt316, 'BrokerRegistrationResponse._tagged_fields', pos)
        uk317 = None
        for _ in range(nt316):
            tg318, pos = _ruv(buf, pos)
            sz319, pos = _ruv(buf, pos)
            x320 = pos + sz319
            if x320 > blen:
                raise _bad_length(sz319, 'BrokerRegistrationResponse._tagged_fields', pos)
            if uk317 is None:
                uk317 = []
            uk317.append((tg318, bytes(buf[pos:x320])))
            pos = x320
        o._unknown_tags = uk317
    return o, pos


def _enc_BrokerRegistrationResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u321 = o._unknown_tags
    if u321 is None:
        a(_H0)
    else:
        _write_tags(a, None, u321)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationResponse)
    o.throttle_time_ms, o.error_code, o.broker_epoch = _S_ihq.unpack_from(buf, pos)
    pos += 14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt322, pos = _ruv(buf, pos)
        if nt322 * 2 > blen - pos:
            raise _array_too_long(nt322, 'BrokerRegistrationResponse._tagged_fields', pos)
        uk323 = None
        for _ in range(nt322):
            tg324, pos = _ruv(buf, pos)
            sz325, pos = _ruv(buf, pos)
            x326 = pos + sz325
            if x326 > blen:
                raise _bad_length(sz325, 'BrokerRegistrationResponse._tagged_fields', pos)
            if uk323 is None:
                uk323 = []
            uk323.append((tg324, bytes(buf[pos:x326])))
            pos = x326
        o._unknown_tags = uk323
    return o, pos


def _enc_BrokerRegistrationResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u327 = o._unknown_tags
    if u327 is None:
        a(_H0)
    else:
        _write_tags(a, None, u327)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationResponse)
    o.throttle_time_ms, o.error_code, o.broker_epoch = _S_ihq.unpack_from(buf, pos)
    pos += 14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt328, pos = _ruv(buf, pos)
        if nt328 * 2 > blen - pos:
            raise _array_too_long(nt328, 'BrokerRegistrationResponse._tagged_fields', pos)
        uk329 = None
        for _ in range(nt328):
            tg330, pos = _ruv(buf, pos)
            sz331, pos = _ruv(buf, pos)
            x332 = pos + sz331
            if x332 > blen:
                raise _bad_length(sz331, 'BrokerRegistrationResponse._tagged_fields', pos)
            if uk329 is None:
                uk329 = []
            uk329.append((tg330, bytes(buf[pos:x332])))
            pos = x332
        o._unknown_tags = uk329
    return o, pos


def _enc_BrokerRegistrationResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u333 = o._unknown_tags
    if u333 is None:
        a(_H0)
    else:
        _write_tags(a, None, u333)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationResponse)
    o.throttle_time_ms, o.error_code, o.broker_epoch = _S_ihq.unpack_from(buf, pos)
    pos += 14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt334, pos = _ruv(buf, pos)
        if nt334 * 2 > blen - pos:
            raise _array_too_long(nt334, 'BrokerRegistrationResponse._tagged_fields', pos)
        uk335 = None
        for _ in range(nt334):
            tg336, pos = _ruv(buf, pos)
            sz337, pos = _ruv(buf, pos)
            x338 = pos + sz337
            if x338 > blen:
                raise _bad_length(sz337, 'BrokerRegistrationResponse._tagged_fields', pos)
            if uk335 is None:
                uk335 = []
            uk335.append((tg336, bytes(buf[pos:x338])))
            pos = x338
        o._unknown_tags = uk335
    return o, pos


def _enc_BrokerRegistrationResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u339 = o._unknown_tags
    if u339 is None:
        a(_H0)
    else:
        _write_tags(a, None, u339)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationResponse)
    o.throttle_time_ms, o.error_code, o.broker_epoch = _S_ihq.unpack_from(buf, pos)
    pos += 14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt340, pos = _ruv(buf, pos)
        if nt340 * 2 > blen - pos:
            raise _array_too_long(nt340, 'BrokerRegistrationResponse._tagged_fields', pos)
        uk341 = None
        for _ in range(nt340):
            tg342, pos = _ruv(buf, pos)
            sz343, pos = _ruv(buf, pos)
            x344 = pos + sz343
            if x344 > blen:
                raise _bad_length(sz343, 'BrokerRegistrationResponse._tagged_fields', pos)
            if uk341 is None:
                uk341 = []
            uk341.append((tg342, bytes(buf[pos:x344])))
            pos = x344
        o._unknown_tags = uk341
    return o, pos


BrokerRegistrationResponse._ENC = {0: _enc_BrokerRegistrationResponse_v0, 1: _enc_BrokerRegistrationResponse_v1, 2: _enc_BrokerRegistrationResponse_v2, 3: _enc_BrokerRegistrationResponse_v3, 4: _enc_BrokerRegistrationResponse_v4}
BrokerRegistrationResponse._DEC = {0: _dec_BrokerRegistrationResponse_v0, 1: _dec_BrokerRegistrationResponse_v1, 2: _dec_BrokerRegistrationResponse_v2, 3: _dec_BrokerRegistrationResponse_v3, 4: _dec_BrokerRegistrationResponse_v4}


_LINES = {
    140: 'BrokerRegistrationRequest.BrokerId',
    141: 'BrokerRegistrationRequest.ClusterId',
    142: 'BrokerRegistrationRequest.ClusterId',
    143: 'BrokerRegistrationRequest.ClusterId',
    144: 'BrokerRegistrationRequest.ClusterId',
    145: 'BrokerRegistrationRequest.ClusterId',
    146: 'BrokerRegistrationRequest.IncarnationId',
    147: 'BrokerRegistrationRequest.Listeners',
    148: 'BrokerRegistrationRequest.Listeners',
    149: 'BrokerRegistrationRequest.Listeners',
    150: 'BrokerRegistrationRequest.Listeners',
    151: 'BrokerRegistrationRequest.Listeners.Name',
    152: 'BrokerRegistrationRequest.Listeners.Name',
    153: 'BrokerRegistrationRequest.Listeners.Name',
    154: 'BrokerRegistrationRequest.Listeners.Name',
    155: 'BrokerRegistrationRequest.Listeners.Name',
    156: 'BrokerRegistrationRequest.Listeners.Host',
    157: 'BrokerRegistrationRequest.Listeners.Host',
    158: 'BrokerRegistrationRequest.Listeners.Host',
    159: 'BrokerRegistrationRequest.Listeners.Host',
    160: 'BrokerRegistrationRequest.Listeners.Host',
    161: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    162: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    163: 'BrokerRegistrationRequest.Listeners',
    166: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    167: 'BrokerRegistrationRequest.Features',
    168: 'BrokerRegistrationRequest.Features',
    169: 'BrokerRegistrationRequest.Features',
    170: 'BrokerRegistrationRequest.Features',
    171: 'BrokerRegistrationRequest.Features.Name',
    172: 'BrokerRegistrationRequest.Features.Name',
    173: 'BrokerRegistrationRequest.Features.Name',
    174: 'BrokerRegistrationRequest.Features.Name',
    175: 'BrokerRegistrationRequest.Features.Name',
    176: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    177: 'BrokerRegistrationRequest.Features._unknown_tags',
    178: 'BrokerRegistrationRequest.Features',
    181: 'BrokerRegistrationRequest.Features._unknown_tags',
    182: 'BrokerRegistrationRequest.Rack',
    183: 'BrokerRegistrationRequest.Rack',
    184: 'BrokerRegistrationRequest.Rack',
    185: 'BrokerRegistrationRequest.Rack',
    186: 'BrokerRegistrationRequest.Rack',
    187: 'BrokerRegistrationRequest.Rack',
    188: 'BrokerRegistrationRequest.Rack',
    189: 'BrokerRegistrationRequest.Rack',
    190: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    192: 'BrokerRegistrationRequest._unknown_tags',
    193: 'BrokerRegistrationRequest',
    196: 'BrokerRegistrationRequest._unknown_tags',
    203: 'BrokerRegistrationRequest.BrokerId',
    205: 'BrokerRegistrationRequest.ClusterId',
    210: 'BrokerRegistrationRequest.ClusterId',
    213: 'BrokerRegistrationRequest.ClusterId',
    214: 'BrokerRegistrationRequest.IncarnationId',
    217: 'BrokerRegistrationRequest.Listeners',
    221: 'BrokerRegistrationRequest.Listeners',
    226: 'BrokerRegistrationRequest.Listeners.Name',
    231: 'BrokerRegistrationRequest.Listeners.Name',
    234: 'BrokerRegistrationRequest.Listeners.Name',
    235: 'BrokerRegistrationRequest.Listeners.Host',
    240: 'BrokerRegistrationRequest.Listeners.Host',
    243: 'BrokerRegistrationRequest.Listeners.Host',
    244: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    246: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    250: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    255: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    256: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    267: 'BrokerRegistrationRequest.Features',
    271: 'BrokerRegistrationRequest.Features',
    276: 'BrokerRegistrationRequest.Features.Name',
    281: 'BrokerRegistrationRequest.Features.Name',
    284: 'BrokerRegistrationRequest.Features.Name',
    285: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    287: 'BrokerRegistrationRequest.Features._tagged_fields',
    291: 'BrokerRegistrationRequest.Features._tagged_fields',
    296: 'BrokerRegistrationRequest.Features._tagged_fields',
    297: 'BrokerRegistrationRequest.Features._tagged_fields',
    308: 'BrokerRegistrationRequest.Rack',
    313: 'BrokerRegistrationRequest.Rack',
    316: 'BrokerRegistrationRequest.Rack',
    320: 'BrokerRegistrationRequest._tagged_fields',
    324: 'BrokerRegistrationRequest._tagged_fields',
    329: 'BrokerRegistrationRequest._tagged_fields',
    330: 'BrokerRegistrationRequest._tagged_fields',
    345: 'BrokerRegistrationRequest.BrokerId',
    346: 'BrokerRegistrationRequest.ClusterId',
    347: 'BrokerRegistrationRequest.ClusterId',
    348: 'BrokerRegistrationRequest.ClusterId',
    349: 'BrokerRegistrationRequest.ClusterId',
    350: 'BrokerRegistrationRequest.ClusterId',
    351: 'BrokerRegistrationRequest.IncarnationId',
    352: 'BrokerRegistrationRequest.Listeners',
    353: 'BrokerRegistrationRequest.Listeners',
    354: 'BrokerRegistrationRequest.Listeners',
    355: 'BrokerRegistrationRequest.Listeners',
    356: 'BrokerRegistrationRequest.Listeners.Name',
    357: 'BrokerRegistrationRequest.Listeners.Name',
    358: 'BrokerRegistrationRequest.Listeners.Name',
    359: 'BrokerRegistrationRequest.Listeners.Name',
    360: 'BrokerRegistrationRequest.Listeners.Name',
    361: 'BrokerRegistrationRequest.Listeners.Host',
    362: 'BrokerRegistrationRequest.Listeners.Host',
    363: 'BrokerRegistrationRequest.Listeners.Host',
    364: 'BrokerRegistrationRequest.Listeners.Host',
    365: 'BrokerRegistrationRequest.Listeners.Host',
    366: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    367: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    368: 'BrokerRegistrationRequest.Listeners',
    371: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    372: 'BrokerRegistrationRequest.Features',
    373: 'BrokerRegistrationRequest.Features',
    374: 'BrokerRegistrationRequest.Features',
    375: 'BrokerRegistrationRequest.Features',
    376: 'BrokerRegistrationRequest.Features.Name',
    377: 'BrokerRegistrationRequest.Features.Name',
    378: 'BrokerRegistrationRequest.Features.Name',
    379: 'BrokerRegistrationRequest.Features.Name',
    380: 'BrokerRegistrationRequest.Features.Name',
    381: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    382: 'BrokerRegistrationRequest.Features._unknown_tags',
    383: 'BrokerRegistrationRequest.Features',
    386: 'BrokerRegistrationRequest.Features._unknown_tags',
    387: 'BrokerRegistrationRequest.Rack',
    388: 'BrokerRegistrationRequest.Rack',
    389: 'BrokerRegistrationRequest.Rack',
    390: 'BrokerRegistrationRequest.Rack',
    391: 'BrokerRegistrationRequest.Rack',
    392: 'BrokerRegistrationRequest.Rack',
    393: 'BrokerRegistrationRequest.Rack',
    394: 'BrokerRegistrationRequest.Rack',
    395: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    396: 'BrokerRegistrationRequest._unknown_tags',
    397: 'BrokerRegistrationRequest',
    400: 'BrokerRegistrationRequest._unknown_tags',
    407: 'BrokerRegistrationRequest.BrokerId',
    409: 'BrokerRegistrationRequest.ClusterId',
    414: 'BrokerRegistrationRequest.ClusterId',
    417: 'BrokerRegistrationRequest.ClusterId',
    418: 'BrokerRegistrationRequest.IncarnationId',
    421: 'BrokerRegistrationRequest.Listeners',
    425: 'BrokerRegistrationRequest.Listeners',
    430: 'BrokerRegistrationRequest.Listeners.Name',
    435: 'BrokerRegistrationRequest.Listeners.Name',
    438: 'BrokerRegistrationRequest.Listeners.Name',
    439: 'BrokerRegistrationRequest.Listeners.Host',
    444: 'BrokerRegistrationRequest.Listeners.Host',
    447: 'BrokerRegistrationRequest.Listeners.Host',
    448: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    450: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    454: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    459: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    460: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    471: 'BrokerRegistrationRequest.Features',
    475: 'BrokerRegistrationRequest.Features',
    480: 'BrokerRegistrationRequest.Features.Name',
    485: 'BrokerRegistrationRequest.Features.Name',
    488: 'BrokerRegistrationRequest.Features.Name',
    489: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    491: 'BrokerRegistrationRequest.Features._tagged_fields',
    495: 'BrokerRegistrationRequest.Features._tagged_fields',
    500: 'BrokerRegistrationRequest.Features._tagged_fields',
    501: 'BrokerRegistrationRequest.Features._tagged_fields',
    512: 'BrokerRegistrationRequest.Rack',
    517: 'BrokerRegistrationRequest.Rack',
    520: 'BrokerRegistrationRequest.Rack',
    521: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    525: 'BrokerRegistrationRequest._tagged_fields',
    529: 'BrokerRegistrationRequest._tagged_fields',
    534: 'BrokerRegistrationRequest._tagged_fields',
    535: 'BrokerRegistrationRequest._tagged_fields',
    550: 'BrokerRegistrationRequest.BrokerId',
    551: 'BrokerRegistrationRequest.ClusterId',
    552: 'BrokerRegistrationRequest.ClusterId',
    553: 'BrokerRegistrationRequest.ClusterId',
    554: 'BrokerRegistrationRequest.ClusterId',
    555: 'BrokerRegistrationRequest.ClusterId',
    556: 'BrokerRegistrationRequest.IncarnationId',
    557: 'BrokerRegistrationRequest.Listeners',
    558: 'BrokerRegistrationRequest.Listeners',
    559: 'BrokerRegistrationRequest.Listeners',
    560: 'BrokerRegistrationRequest.Listeners',
    561: 'BrokerRegistrationRequest.Listeners.Name',
    562: 'BrokerRegistrationRequest.Listeners.Name',
    563: 'BrokerRegistrationRequest.Listeners.Name',
    564: 'BrokerRegistrationRequest.Listeners.Name',
    565: 'BrokerRegistrationRequest.Listeners.Name',
    566: 'BrokerRegistrationRequest.Listeners.Host',
    567: 'BrokerRegistrationRequest.Listeners.Host',
    568: 'BrokerRegistrationRequest.Listeners.Host',
    569: 'BrokerRegistrationRequest.Listeners.Host',
    570: 'BrokerRegistrationRequest.Listeners.Host',
    571: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    572: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    573: 'BrokerRegistrationRequest.Listeners',
    576: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    577: 'BrokerRegistrationRequest.Features',
    578: 'BrokerRegistrationRequest.Features',
    579: 'BrokerRegistrationRequest.Features',
    580: 'BrokerRegistrationRequest.Features',
    581: 'BrokerRegistrationRequest.Features.Name',
    582: 'BrokerRegistrationRequest.Features.Name',
    583: 'BrokerRegistrationRequest.Features.Name',
    584: 'BrokerRegistrationRequest.Features.Name',
    585: 'BrokerRegistrationRequest.Features.Name',
    586: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    587: 'BrokerRegistrationRequest.Features._unknown_tags',
    588: 'BrokerRegistrationRequest.Features',
    591: 'BrokerRegistrationRequest.Features._unknown_tags',
    592: 'BrokerRegistrationRequest.Rack',
    593: 'BrokerRegistrationRequest.Rack',
    594: 'BrokerRegistrationRequest.Rack',
    595: 'BrokerRegistrationRequest.Rack',
    596: 'BrokerRegistrationRequest.Rack',
    597: 'BrokerRegistrationRequest.Rack',
    598: 'BrokerRegistrationRequest.Rack',
    599: 'BrokerRegistrationRequest.Rack',
    600: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    601: 'BrokerRegistrationRequest.LogDirs',
    602: 'BrokerRegistrationRequest.LogDirs',
    603: 'BrokerRegistrationRequest.LogDirs',
    604: 'BrokerRegistrationRequest.LogDirs',
    605: 'BrokerRegistrationRequest.LogDirs',
    606: 'BrokerRegistrationRequest._unknown_tags',
    607: 'BrokerRegistrationRequest',
    610: 'BrokerRegistrationRequest._unknown_tags',
    617: 'BrokerRegistrationRequest.BrokerId',
    619: 'BrokerRegistrationRequest.ClusterId',
    624: 'BrokerRegistrationRequest.ClusterId',
    627: 'BrokerRegistrationRequest.ClusterId',
    628: 'BrokerRegistrationRequest.IncarnationId',
    631: 'BrokerRegistrationRequest.Listeners',
    635: 'BrokerRegistrationRequest.Listeners',
    640: 'BrokerRegistrationRequest.Listeners.Name',
    645: 'BrokerRegistrationRequest.Listeners.Name',
    648: 'BrokerRegistrationRequest.Listeners.Name',
    649: 'BrokerRegistrationRequest.Listeners.Host',
    654: 'BrokerRegistrationRequest.Listeners.Host',
    657: 'BrokerRegistrationRequest.Listeners.Host',
    658: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    660: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    664: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    669: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    670: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    681: 'BrokerRegistrationRequest.Features',
    685: 'BrokerRegistrationRequest.Features',
    690: 'BrokerRegistrationRequest.Features.Name',
    695: 'BrokerRegistrationRequest.Features.Name',
    698: 'BrokerRegistrationRequest.Features.Name',
    699: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    701: 'BrokerRegistrationRequest.Features._tagged_fields',
    705: 'BrokerRegistrationRequest.Features._tagged_fields',
    710: 'BrokerRegistrationRequest.Features._tagged_fields',
    711: 'BrokerRegistrationRequest.Features._tagged_fields',
    722: 'BrokerRegistrationRequest.Rack',
    727: 'BrokerRegistrationRequest.Rack',
    730: 'BrokerRegistrationRequest.Rack',
    731: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    733: 'BrokerRegistrationRequest.LogDirs',
    737: 'BrokerRegistrationRequest.LogDirs',
    741: 'BrokerRegistrationRequest.LogDirs',
    747: 'BrokerRegistrationRequest._tagged_fields',
    751: 'BrokerRegistrationRequest._tagged_fields',
    756: 'BrokerRegistrationRequest._tagged_fields',
    757: 'BrokerRegistrationRequest._tagged_fields',
    772: 'BrokerRegistrationRequest.BrokerId',
    773: 'BrokerRegistrationRequest.ClusterId',
    774: 'BrokerRegistrationRequest.ClusterId',
    775: 'BrokerRegistrationRequest.ClusterId',
    776: 'BrokerRegistrationRequest.ClusterId',
    777: 'BrokerRegistrationRequest.ClusterId',
    778: 'BrokerRegistrationRequest.IncarnationId',
    779: 'BrokerRegistrationRequest.Listeners',
    780: 'BrokerRegistrationRequest.Listeners',
    781: 'BrokerRegistrationRequest.Listeners',
    782: 'BrokerRegistrationRequest.Listeners',
    783: 'BrokerRegistrationRequest.Listeners.Name',
    784: 'BrokerRegistrationRequest.Listeners.Name',
    785: 'BrokerRegistrationRequest.Listeners.Name',
    786: 'BrokerRegistrationRequest.Listeners.Name',
    787: 'BrokerRegistrationRequest.Listeners.Name',
    788: 'BrokerRegistrationRequest.Listeners.Host',
    789: 'BrokerRegistrationRequest.Listeners.Host',
    790: 'BrokerRegistrationRequest.Listeners.Host',
    791: 'BrokerRegistrationRequest.Listeners.Host',
    792: 'BrokerRegistrationRequest.Listeners.Host',
    793: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    794: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    795: 'BrokerRegistrationRequest.Listeners',
    798: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    799: 'BrokerRegistrationRequest.Features',
    800: 'BrokerRegistrationRequest.Features',
    801: 'BrokerRegistrationRequest.Features',
    802: 'BrokerRegistrationRequest.Features',
    803: 'BrokerRegistrationRequest.Features.Name',
    804: 'BrokerRegistrationRequest.Features.Name',
    805: 'BrokerRegistrationRequest.Features.Name',
    806: 'BrokerRegistrationRequest.Features.Name',
    807: 'BrokerRegistrationRequest.Features.Name',
    808: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    809: 'BrokerRegistrationRequest.Features._unknown_tags',
    810: 'BrokerRegistrationRequest.Features',
    813: 'BrokerRegistrationRequest.Features._unknown_tags',
    814: 'BrokerRegistrationRequest.Rack',
    815: 'BrokerRegistrationRequest.Rack',
    816: 'BrokerRegistrationRequest.Rack',
    817: 'BrokerRegistrationRequest.Rack',
    818: 'BrokerRegistrationRequest.Rack',
    819: 'BrokerRegistrationRequest.Rack',
    820: 'BrokerRegistrationRequest.Rack',
    821: 'BrokerRegistrationRequest.Rack',
    822: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    823: 'BrokerRegistrationRequest.LogDirs',
    824: 'BrokerRegistrationRequest.LogDirs',
    825: 'BrokerRegistrationRequest.LogDirs',
    826: 'BrokerRegistrationRequest.LogDirs',
    827: 'BrokerRegistrationRequest.LogDirs',
    828: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    829: 'BrokerRegistrationRequest._unknown_tags',
    830: 'BrokerRegistrationRequest',
    833: 'BrokerRegistrationRequest._unknown_tags',
    840: 'BrokerRegistrationRequest.BrokerId',
    842: 'BrokerRegistrationRequest.ClusterId',
    847: 'BrokerRegistrationRequest.ClusterId',
    850: 'BrokerRegistrationRequest.ClusterId',
    851: 'BrokerRegistrationRequest.IncarnationId',
    854: 'BrokerRegistrationRequest.Listeners',
    858: 'BrokerRegistrationRequest.Listeners',
    863: 'BrokerRegistrationRequest.Listeners.Name',
    868: 'BrokerRegistrationRequest.Listeners.Name',
    871: 'BrokerRegistrationRequest.Listeners.Name',
    872: 'BrokerRegistrationRequest.Listeners.Host',
    877: 'BrokerRegistrationRequest.Listeners.Host',
    880: 'BrokerRegistrationRequest.Listeners.Host',
    881: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    883: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    887: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    892: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    893: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    904: 'BrokerRegistrationRequest.Features',
    908: 'BrokerRegistrationRequest.Features',
    913: 'BrokerRegistrationRequest.Features.Name',
    918: 'BrokerRegistrationRequest.Features.Name',
    921: 'BrokerRegistrationRequest.Features.Name',
    922: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    924: 'BrokerRegistrationRequest.Features._tagged_fields',
    928: 'BrokerRegistrationRequest.Features._tagged_fields',
    933: 'BrokerRegistrationRequest.Features._tagged_fields',
    934: 'BrokerRegistrationRequest.Features._tagged_fields',
    945: 'BrokerRegistrationRequest.Rack',
    950: 'BrokerRegistrationRequest.Rack',
    953: 'BrokerRegistrationRequest.Rack',
    954: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    956: 'BrokerRegistrationRequest.LogDirs',
    960: 'BrokerRegistrationRequest.LogDirs',
    964: 'BrokerRegistrationRequest.LogDirs',
    969: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    971: 'BrokerRegistrationRequest._tagged_fields',
    975: 'BrokerRegistrationRequest._tagged_fields',
    980: 'BrokerRegistrationRequest._tagged_fields',
    981: 'BrokerRegistrationRequest._tagged_fields',
    996: 'BrokerRegistrationRequest.BrokerId',
    997: 'BrokerRegistrationRequest.ClusterId',
    998: 'BrokerRegistrationRequest.ClusterId',
    999: 'BrokerRegistrationRequest.ClusterId',
    1000: 'BrokerRegistrationRequest.ClusterId',
    1001: 'BrokerRegistrationRequest.ClusterId',
    1002: 'BrokerRegistrationRequest.IncarnationId',
    1003: 'BrokerRegistrationRequest.Listeners',
    1004: 'BrokerRegistrationRequest.Listeners',
    1005: 'BrokerRegistrationRequest.Listeners',
    1006: 'BrokerRegistrationRequest.Listeners',
    1007: 'BrokerRegistrationRequest.Listeners.Name',
    1008: 'BrokerRegistrationRequest.Listeners.Name',
    1009: 'BrokerRegistrationRequest.Listeners.Name',
    1010: 'BrokerRegistrationRequest.Listeners.Name',
    1011: 'BrokerRegistrationRequest.Listeners.Name',
    1012: 'BrokerRegistrationRequest.Listeners.Host',
    1013: 'BrokerRegistrationRequest.Listeners.Host',
    1014: 'BrokerRegistrationRequest.Listeners.Host',
    1015: 'BrokerRegistrationRequest.Listeners.Host',
    1016: 'BrokerRegistrationRequest.Listeners.Host',
    1017: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    1018: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    1019: 'BrokerRegistrationRequest.Listeners',
    1022: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    1023: 'BrokerRegistrationRequest.Features',
    1024: 'BrokerRegistrationRequest.Features',
    1025: 'BrokerRegistrationRequest.Features',
    1026: 'BrokerRegistrationRequest.Features',
    1027: 'BrokerRegistrationRequest.Features.Name',
    1028: 'BrokerRegistrationRequest.Features.Name',
    1029: 'BrokerRegistrationRequest.Features.Name',
    1030: 'BrokerRegistrationRequest.Features.Name',
    1031: 'BrokerRegistrationRequest.Features.Name',
    1032: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    1033: 'BrokerRegistrationRequest.Features._unknown_tags',
    1034: 'BrokerRegistrationRequest.Features',
    1037: 'BrokerRegistrationRequest.Features._unknown_tags',
    1038: 'BrokerRegistrationRequest.Rack',
    1039: 'BrokerRegistrationRequest.Rack',
    1040: 'BrokerRegistrationRequest.Rack',
    1041: 'BrokerRegistrationRequest.Rack',
    1042: 'BrokerRegistrationRequest.Rack',
    1043: 'BrokerRegistrationRequest.Rack',
    1044: 'BrokerRegistrationRequest.Rack',
    1045: 'BrokerRegistrationRequest.Rack',
    1046: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    1047: 'BrokerRegistrationRequest.LogDirs',
    1048: 'BrokerRegistrationRequest.LogDirs',
    1049: 'BrokerRegistrationRequest.LogDirs',
    1050: 'BrokerRegistrationRequest.LogDirs',
    1051: 'BrokerRegistrationRequest.LogDirs',
    1052: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    1053: 'BrokerRegistrationRequest._unknown_tags',
    1054: 'BrokerRegistrationRequest',
    1057: 'BrokerRegistrationRequest._unknown_tags',
    1064: 'BrokerRegistrationRequest.BrokerId',
    1066: 'BrokerRegistrationRequest.ClusterId',
    1071: 'BrokerRegistrationRequest.ClusterId',
    1074: 'BrokerRegistrationRequest.ClusterId',
    1075: 'BrokerRegistrationRequest.IncarnationId',
    1078: 'BrokerRegistrationRequest.Listeners',
    1082: 'BrokerRegistrationRequest.Listeners',
    1087: 'BrokerRegistrationRequest.Listeners.Name',
    1092: 'BrokerRegistrationRequest.Listeners.Name',
    1095: 'BrokerRegistrationRequest.Listeners.Name',
    1096: 'BrokerRegistrationRequest.Listeners.Host',
    1101: 'BrokerRegistrationRequest.Listeners.Host',
    1104: 'BrokerRegistrationRequest.Listeners.Host',
    1105: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    1107: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1111: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1116: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1117: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1128: 'BrokerRegistrationRequest.Features',
    1132: 'BrokerRegistrationRequest.Features',
    1137: 'BrokerRegistrationRequest.Features.Name',
    1142: 'BrokerRegistrationRequest.Features.Name',
    1145: 'BrokerRegistrationRequest.Features.Name',
    1146: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    1148: 'BrokerRegistrationRequest.Features._tagged_fields',
    1152: 'BrokerRegistrationRequest.Features._tagged_fields',
    1157: 'BrokerRegistrationRequest.Features._tagged_fields',
    1158: 'BrokerRegistrationRequest.Features._tagged_fields',
    1169: 'BrokerRegistrationRequest.Rack',
    1174: 'BrokerRegistrationRequest.Rack',
    1177: 'BrokerRegistrationRequest.Rack',
    1178: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    1180: 'BrokerRegistrationRequest.LogDirs',
    1184: 'BrokerRegistrationRequest.LogDirs',
    1188: 'BrokerRegistrationRequest.LogDirs',
    1193: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    1195: 'BrokerRegistrationRequest._tagged_fields',
    1199: 'BrokerRegistrationRequest._tagged_fields',
    1204: 'BrokerRegistrationRequest._tagged_fields',
    1205: 'BrokerRegistrationRequest._tagged_fields',
    1246: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1247: 'BrokerRegistrationResponse._unknown_tags',
    1248: 'BrokerRegistrationResponse',
    1251: 'BrokerRegistrationResponse._unknown_tags',
    1258: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1260: 'BrokerRegistrationResponse._tagged_fields',
    1264: 'BrokerRegistrationResponse._tagged_fields',
    1269: 'BrokerRegistrationResponse._tagged_fields',
    1270: 'BrokerRegistrationResponse._tagged_fields',
    1285: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1286: 'BrokerRegistrationResponse._unknown_tags',
    1287: 'BrokerRegistrationResponse',
    1290: 'BrokerRegistrationResponse._unknown_tags',
    1297: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1299: 'BrokerRegistrationResponse._tagged_fields',
    1303: 'BrokerRegistrationResponse._tagged_fields',
    1308: 'BrokerRegistrationResponse._tagged_fields',
    1309: 'BrokerRegistrationResponse._tagged_fields',
    1324: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1325: 'BrokerRegistrationResponse._unknown_tags',
    1326: 'BrokerRegistrationResponse',
    1329: 'BrokerRegistrationResponse._unknown_tags',
    1336: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1338: 'BrokerRegistrationResponse._tagged_fields',
    1342: 'BrokerRegistrationResponse._tagged_fields',
    1347: 'BrokerRegistrationResponse._tagged_fields',
    1348: 'BrokerRegistrationResponse._tagged_fields',
    1363: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1364: 'BrokerRegistrationResponse._unknown_tags',
    1365: 'BrokerRegistrationResponse',
    1368: 'BrokerRegistrationResponse._unknown_tags',
    1375: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1377: 'BrokerRegistrationResponse._tagged_fields',
    1381: 'BrokerRegistrationResponse._tagged_fields',
    1386: 'BrokerRegistrationResponse._tagged_fields',
    1387: 'BrokerRegistrationResponse._tagged_fields',
    1402: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1403: 'BrokerRegistrationResponse._unknown_tags',
    1404: 'BrokerRegistrationResponse',
    1407: 'BrokerRegistrationResponse._unknown_tags',
    1414: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1416: 'BrokerRegistrationResponse._tagged_fields',
    1420: 'BrokerRegistrationResponse._tagged_fields',
    1425: 'BrokerRegistrationResponse._tagged_fields',
    1426: 'BrokerRegistrationResponse._tagged_fields',
}
