# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from 18 schemas.
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
    uuid_from as _uuid_from,
    uvarint as _uv,
    write_tags as _write_tags,
)

__all__ = ['RegisterBrokerRecord', 'UnregisterBrokerRecord', 'TopicRecord', 'PartitionRecord', 'ConfigRecord', 'PartitionChangeRecord', 'FenceBrokerRecord', 'UnfenceBrokerRecord', 'RemoveTopicRecord', 'UserScramCredentialRecord', 'FeatureLevelRecord', 'ProducerIdsRecord', 'BrokerRegistrationChangeRecord', 'AccessControlEntryRecord', 'RemoveAccessControlEntryRecord', 'NoOpRecord', 'RemoveUserScramCredentialRecord', 'ClearElrRecord']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_Hh = Struct('>Hh')
_S_U = Struct('>16s')
_S_Ub = Struct('>16sb')
_S_Uq = Struct('>16sq')
_S__ = Struct('>?')
_S___ = Struct('>??')
_S_b = Struct('>b')
_S_bb = Struct('>bb')
_S_h = Struct('>h')
_S_hh = Struct('>hh')
_S_i = Struct('>i')
_S_iU = Struct('>i16s')
_S_iUq = Struct('>i16sq')
_S_i_Uq = Struct('>i?16sq')
_S_iii = Struct('>iii')
_S_iq = Struct('>iq')
_S_iqq = Struct('>iqq')


class RegisterBrokerRecord(_Message):
    __slots__ = ('broker_id', 'is_migrating_zk_broker', 'incarnation_id', 'broker_epoch', 'end_points', 'features', 'rack', 'fenced', 'in_controlled_shutdown', 'log_dirs', 'cordoned_log_dirs', '_unknown_tags')
    NAME = 'RegisterBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 0
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    def __init__(self, *, broker_id=0, is_migrating_zk_broker=False, incarnation_id=_ZERO_UUID, broker_epoch=0, end_points=_EMPTY, features=_EMPTY, rack='', fenced=True, in_controlled_shutdown=False, log_dirs=_EMPTY, cordoned_log_dirs=None, _unknown_tags=None):
        self.broker_id = broker_id
        self.is_migrating_zk_broker = is_migrating_zk_broker
        self.incarnation_id = incarnation_id
        self.broker_epoch = broker_epoch
        self.end_points = [] if end_points is _EMPTY else end_points
        self.features = [] if features is _EMPTY else features
        self.rack = rack
        self.fenced = fenced
        self.in_controlled_shutdown = in_controlled_shutdown
        self.log_dirs = [] if log_dirs is _EMPTY else log_dirs
        self.cordoned_log_dirs = cordoned_log_dirs
        self._unknown_tags = _unknown_tags

    class BrokerEndpoint(_Message):
        __slots__ = ('name', 'host', 'port', 'security_protocol', '_unknown_tags')
        NAME = 'RegisterBrokerRecord.BrokerEndpoint'

        def __init__(self, *, name='', host='', port=0, security_protocol=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self.security_protocol = security_protocol
            self._unknown_tags = _unknown_tags

    class BrokerFeature(_Message):
        __slots__ = ('name', 'min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'RegisterBrokerRecord.BrokerFeature'

        def __init__(self, *, name='', min_supported_version=0, max_supported_version=0, _unknown_tags=None):
            self.name = name
            self.min_supported_version = min_supported_version
            self.max_supported_version = max_supported_version
            self._unknown_tags = _unknown_tags


_C_RegisterBrokerRecord_BrokerEndpoint = RegisterBrokerRecord.BrokerEndpoint
_C_RegisterBrokerRecord_BrokerFeature = RegisterBrokerRecord.BrokerFeature
RegisterBrokerRecord.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('IsMigratingZkBroker', 'is_migrating_zk_broker', 'bool', (2, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('IncarnationId', 'incarnation_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('EndPoints', 'end_points', '[]BrokerEndpoint', (0, 32767), (1, 0), (1, 0), None, (), False, _C_RegisterBrokerRecord_BrokerEndpoint),
    _FI('Features', 'features', '[]BrokerFeature', (0, 32767), (1, 0), (1, 0), None, (), False, _C_RegisterBrokerRecord_BrokerFeature),
    _FI('Rack', 'rack', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Fenced', 'fenced', 'bool', (0, 32767), (1, 0), (1, 0), None, True, False, None),
    _FI('InControlledShutdown', 'in_controlled_shutdown', 'bool', (1, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('LogDirs', 'log_dirs', '[]uuid', (3, 32767), (1, 0), (3, 32767), 0, (), False, None),
    _FI('CordonedLogDirs', 'cordoned_log_dirs', '[]uuid', (4, 32767), (4, 32767), (4, 32767), 1, None, False, None),
)
_C_RegisterBrokerRecord_BrokerEndpoint.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('SecurityProtocol', 'security_protocol', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_RegisterBrokerRecord_BrokerFeature.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MinSupportedVersion', 'min_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxSupportedVersion', 'max_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_RegisterBrokerRecord_BrokerEndpoint = _C_RegisterBrokerRecord_BrokerEndpoint()
_DEF_RegisterBrokerRecord_BrokerFeature = _C_RegisterBrokerRecord_BrokerFeature()

def _mk_RegisterBrokerRecord_BrokerEndpoint():
    o = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o.security_protocol = 0
    o._unknown_tags = None
    return o

def _mk_RegisterBrokerRecord_BrokerFeature():
    o = _new(_C_RegisterBrokerRecord_BrokerFeature)
    o.name = ''
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_RegisterBrokerRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    if o.is_migrating_zk_broker != False:
        raise _unsupported_field('RegisterBrokerRecord', 'IsMigratingZkBroker', 0)
    a(_S_Uq.pack(o.incarnation_id.bytes, o.broker_epoch))
    l1 = o.end_points
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        s7 = e3.host
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
        a(_S_Hh.pack(e3.port, e3.security_protocol))
        u10 = e3._unknown_tags
        if u10 is None:
            a(_H0)
        else:
            _write_tags(a, None, u10)
    l11 = o.features
    n12 = len(l11) + 1
    a(_UV[n12] if n12 < 128 else _uv(n12))
    for e13 in l11:
        s14 = e13.name
        b15 = s14.encode()
        n16 = len(b15) + 1
        a(_UV[n16] if n16 < 128 else _uv(n16))
        a(b15)
        a(_S_hh.pack(e13.min_supported_version, e13.max_supported_version))
        u17 = e13._unknown_tags
        if u17 is None:
            a(_H0)
        else:
            _write_tags(a, None, u17)
    s18 = o.rack
    if s18 is None:
        a(_H0)
    else:
        b19 = s18.encode()
        n20 = len(b19) + 1
        a(_UV[n20] if n20 < 128 else _uv(n20))
        a(b19)
    a(_S__.pack(o.fenced))
    if o.in_controlled_shutdown != False:
        raise _unsupported_field('RegisterBrokerRecord', 'InControlledShutdown', 0)
    if o.log_dirs:
        raise _unsupported_field('RegisterBrokerRecord', 'LogDirs', 0)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 0)
    u21 = o._unknown_tags
    if u21 is None:
        a(_H0)
    else:
        _write_tags(a, None, u21)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, u22, o.broker_epoch = _S_iUq.unpack_from(buf, pos)
    pos += 28
    o.incarnation_id = _uuid_from(u22)
    n23 = buf[pos] - 1
    if 0 <= n23 < 127:
        pos += 1
    else:
        n23, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l24 = []
    ap25 = l24.append
    for _ in range(n23):
        t26 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n27 = buf[pos] - 1
        if 0 <= n27 < 127:
            x28 = pos + 1 + n27
            if x28 > blen:
                raise _bad_length(n27, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t26.name = str(buf[pos + 1:x28], 'utf-8')
            pos = x28
        else:
            t26.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n29 = buf[pos] - 1
        if 0 <= n29 < 127:
            x30 = pos + 1 + n29
            if x30 > blen:
                raise _bad_length(n29, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t26.host = str(buf[pos + 1:x30], 'utf-8')
            pos = x30
        else:
            t26.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t26.port, t26.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t26._unknown_tags = None
        else:
            nt31, pos = _ruv(buf, pos)
            if nt31 * 2 > blen - pos:
                raise _array_too_long(nt31, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk32 = None
            for _ in range(nt31):
                tg33, pos = _ruv(buf, pos)
                sz34, pos = _ruv(buf, pos)
                x35 = pos + sz34
                if x35 > blen:
                    raise _bad_length(sz34, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk32 is None:
                    uk32 = []
                uk32.append((tg33, bytes(buf[pos:x35])))
                pos = x35
            t26._unknown_tags = uk32
        ap25(t26)
    o.end_points = l24
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l37 = []
    ap38 = l37.append
    for _ in range(n36):
        t39 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n40 = buf[pos] - 1
        if 0 <= n40 < 127:
            x41 = pos + 1 + n40
            if x41 > blen:
                raise _bad_length(n40, 'RegisterBrokerRecord.Features.Name', pos)
            t39.name = str(buf[pos + 1:x41], 'utf-8')
            pos = x41
        else:
            t39.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t39.min_supported_version, t39.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t39._unknown_tags = None
        else:
            nt42, pos = _ruv(buf, pos)
            if nt42 * 2 > blen - pos:
                raise _array_too_long(nt42, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk43 = None
            for _ in range(nt42):
                tg44, pos = _ruv(buf, pos)
                sz45, pos = _ruv(buf, pos)
                x46 = pos + sz45
                if x46 > blen:
                    raise _bad_length(sz45, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk43 is None:
                    uk43 = []
                uk43.append((tg44, bytes(buf[pos:x46])))
                pos = x46
            t39._unknown_tags = uk43
        ap38(t39)
    o.features = l37
    n47 = buf[pos] - 1
    if 0 <= n47 < 127:
        x48 = pos + 1 + n47
        if x48 > blen:
            raise _bad_length(n47, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x48], 'utf-8')
        pos = x48
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, = _S__.unpack_from(buf, pos)
    pos += 1
    o.is_migrating_zk_broker = False
    o.in_controlled_shutdown = False
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt49, pos = _ruv(buf, pos)
        if nt49 * 2 > blen - pos:
            raise _array_too_long(nt49, 'RegisterBrokerRecord._tagged_fields', pos)
        uk50 = None
        for _ in range(nt49):
            tg51, pos = _ruv(buf, pos)
            sz52, pos = _ruv(buf, pos)
            x53 = pos + sz52
            if x53 > blen:
                raise _bad_length(sz52, 'RegisterBrokerRecord._tagged_fields', pos)
            if uk50 is None:
                uk50 = []
            uk50.append((tg51, bytes(buf[pos:x53])))
            pos = x53
        o._unknown_tags = uk50
    return o, pos


def _enc_RegisterBrokerRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    if o.is_migrating_zk_broker != False:
        raise _unsupported_field('RegisterBrokerRecord', 'IsMigratingZkBroker', 1)
    a(_S_Uq.pack(o.incarnation_id.bytes, o.broker_epoch))
    l54 = o.end_points
    n55 = len(l54) + 1
    a(_UV[n55] if n55 < 128 else _uv(n55))
    for e56 in l54:
        s57 = e56.name
        b58 = s57.encode()
        n59 = len(b58) + 1
        a(_UV[n59] if n59 < 128 else _uv(n59))
        a(b58)
        s60 = e56.host
        b61 = s60.encode()
        n62 = len(b61) + 1
        a(_UV[n62] if n62 < 128 else _uv(n62))
        a(b61)
        a(_S_Hh.pack(e56.port, e56.security_protocol))
        u63 = e56._unknown_tags
        if u63 is None:
            a(_H0)
        else:
            _write_tags(a, None, u63)
    l64 = o.features
    n65 = len(l64) + 1
    a(_UV[n65] if n65 < 128 else _uv(n65))
    for e66 in l64:
        s67 = e66.name
        b68 = s67.encode()
        n69 = len(b68) + 1
        a(_UV[n69] if n69 < 128 else _uv(n69))
        a(b68)
        a(_S_hh.pack(e66.min_supported_version, e66.max_supported_version))
        u70 = e66._unknown_tags
        if u70 is None:
            a(_H0)
        else:
            _write_tags(a, None, u70)
    s71 = o.rack
    if s71 is None:
        a(_H0)
    else:
        b72 = s71.encode()
        n73 = len(b72) + 1
        a(_UV[n73] if n73 < 128 else _uv(n73))
        a(b72)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    if o.log_dirs:
        raise _unsupported_field('RegisterBrokerRecord', 'LogDirs', 1)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 1)
    u74 = o._unknown_tags
    if u74 is None:
        a(_H0)
    else:
        _write_tags(a, None, u74)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, u75, o.broker_epoch = _S_iUq.unpack_from(buf, pos)
    pos += 28
    o.incarnation_id = _uuid_from(u75)
    n76 = buf[pos] - 1
    if 0 <= n76 < 127:
        pos += 1
    else:
        n76, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l77 = []
    ap78 = l77.append
    for _ in range(n76):
        t79 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n80 = buf[pos] - 1
        if 0 <= n80 < 127:
            x81 = pos + 1 + n80
            if x81 > blen:
                raise _bad_length(n80, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t79.name = str(buf[pos + 1:x81], 'utf-8')
            pos = x81
        else:
            t79.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n82 = buf[pos] - 1
        if 0 <= n82 < 127:
            x83 = pos + 1 + n82
            if x83 > blen:
                raise _bad_length(n82, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t79.host = str(buf[pos + 1:x83], 'utf-8')
            pos = x83
        else:
            t79.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t79.port, t79.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t79._unknown_tags = None
        else:
            nt84, pos = _ruv(buf, pos)
            if nt84 * 2 > blen - pos:
                raise _array_too_long(nt84, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk85 = None
            for _ in range(nt84):
                tg86, pos = _ruv(buf, pos)
                sz87, pos = _ruv(buf, pos)
                x88 = pos + sz87
                if x88 > blen:
                    raise _bad_length(sz87, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk85 is None:
                    uk85 = []
                uk85.append((tg86, bytes(buf[pos:x88])))
                pos = x88
            t79._unknown_tags = uk85
        ap78(t79)
    o.end_points = l77
    n89 = buf[pos] - 1
    if 0 <= n89 < 127:
        pos += 1
    else:
        n89, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l90 = []
    ap91 = l90.append
    for _ in range(n89):
        t92 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            x94 = pos + 1 + n93
            if x94 > blen:
                raise _bad_length(n93, 'RegisterBrokerRecord.Features.Name', pos)
            t92.name = str(buf[pos + 1:x94], 'utf-8')
            pos = x94
        else:
            t92.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t92.min_supported_version, t92.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t92._unknown_tags = None
        else:
            nt95, pos = _ruv(buf, pos)
            if nt95 * 2 > blen - pos:
                raise _array_too_long(nt95, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk96 = None
            for _ in range(nt95):
                tg97, pos = _ruv(buf, pos)
                sz98, pos = _ruv(buf, pos)
                x99 = pos + sz98
                if x99 > blen:
                    raise _bad_length(sz98, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk96 is None:
                    uk96 = []
                uk96.append((tg97, bytes(buf[pos:x99])))
                pos = x99
            t92._unknown_tags = uk96
        ap91(t92)
    o.features = l90
    n100 = buf[pos] - 1
    if 0 <= n100 < 127:
        x101 = pos + 1 + n100
        if x101 > blen:
            raise _bad_length(n100, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x101], 'utf-8')
        pos = x101
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.is_migrating_zk_broker = False
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt102, pos = _ruv(buf, pos)
        if nt102 * 2 > blen - pos:
            raise _array_too_long(nt102, 'RegisterBrokerRecord._tagged_fields', pos)
        uk103 = None
        for _ in range(nt102):
            tg104, pos = _ruv(buf, pos)
            sz105, pos = _ruv(buf, pos)
            x106 = pos + sz105
            if x106 > blen:
                raise _bad_length(sz105, 'RegisterBrokerRecord._tagged_fields', pos)
            if uk103 is None:
                uk103 = []
            uk103.append((tg104, bytes(buf[pos:x106])))
            pos = x106
        o._unknown_tags = uk103
    return o, pos


def _enc_RegisterBrokerRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l107 = o.end_points
    n108 = len(l107) + 1
    a(_UV[n108] if n108 < 128 else _uv(n108))
    for e109 in l107:
        s110 = e109.name
        b111 = s110.encode()
        n112 = len(b111) + 1
        a(_UV[n112] if n112 < 128 else _uv(n112))
        a(b111)
        s113 = e109.host
        b114 = s113.encode()
        n115 = len(b114) + 1
        a(_UV[n115] if n115 < 128 else _uv(n115))
        a(b114)
        a(_S_Hh.pack(e109.port, e109.security_protocol))
        u116 = e109._unknown_tags
        if u116 is None:
            a(_H0)
        else:
            _write_tags(a, None, u116)
    l117 = o.features
    n118 = len(l117) + 1
    a(_UV[n118] if n118 < 128 else _uv(n118))
    for e119 in l117:
        s120 = e119.name
        b121 = s120.encode()
        n122 = len(b121) + 1
        a(_UV[n122] if n122 < 128 else _uv(n122))
        a(b121)
        a(_S_hh.pack(e119.min_supported_version, e119.max_supported_version))
        u123 = e119._unknown_tags
        if u123 is None:
            a(_H0)
        else:
            _write_tags(a, None, u123)
    s124 = o.rack
    if s124 is None:
        a(_H0)
    else:
        b125 = s124.encode()
        n126 = len(b125) + 1
        a(_UV[n126] if n126 < 128 else _uv(n126))
        a(b125)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    if o.log_dirs:
        raise _unsupported_field('RegisterBrokerRecord', 'LogDirs', 2)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 2)
    u127 = o._unknown_tags
    if u127 is None:
        a(_H0)
    else:
        _write_tags(a, None, u127)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u128, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u128)
    n129 = buf[pos] - 1
    if 0 <= n129 < 127:
        pos += 1
    else:
        n129, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l130 = []
    ap131 = l130.append
    for _ in range(n129):
        t132 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n133 = buf[pos] - 1
        if 0 <= n133 < 127:
            x134 = pos + 1 + n133
            if x134 > blen:
                raise _bad_length(n133, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t132.name = str(buf[pos + 1:x134], 'utf-8')
            pos = x134
        else:
            t132.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n135 = buf[pos] - 1
        if 0 <= n135 < 127:
            x136 = pos + 1 + n135
            if x136 > blen:
                raise _bad_length(n135, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t132.host = str(buf[pos + 1:x136], 'utf-8')
            pos = x136
        else:
            t132.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t132.port, t132.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t132._unknown_tags = None
        else:
            nt137, pos = _ruv(buf, pos)
            if nt137 * 2 > blen - pos:
                raise _array_too_long(nt137, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk138 = None
            for _ in range(nt137):
                tg139, pos = _ruv(buf, pos)
                sz140, pos = _ruv(buf, pos)
                x141 = pos + sz140
                if x141 > blen:
                    raise _bad_length(sz140, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk138 is None:
                    uk138 = []
                uk138.append((tg139, bytes(buf[pos:x141])))
                pos = x141
            t132._unknown_tags = uk138
        ap131(t132)
    o.end_points = l130
    n142 = buf[pos] - 1
    if 0 <= n142 < 127:
        pos += 1
    else:
        n142, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l143 = []
    ap144 = l143.append
    for _ in range(n142):
        t145 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n146 = buf[pos] - 1
        if 0 <= n146 < 127:
            x147 = pos + 1 + n146
            if x147 > blen:
                raise _bad_length(n146, 'RegisterBrokerRecord.Features.Name', pos)
            t145.name = str(buf[pos + 1:x147], 'utf-8')
            pos = x147
        else:
            t145.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t145.min_supported_version, t145.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t145._unknown_tags = None
        else:
            nt148, pos = _ruv(buf, pos)
            if nt148 * 2 > blen - pos:
                raise _array_too_long(nt148, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk149 = None
            for _ in range(nt148):
                tg150, pos = _ruv(buf, pos)
                sz151, pos = _ruv(buf, pos)
                x152 = pos + sz151
                if x152 > blen:
                    raise _bad_length(sz151, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk149 is None:
                    uk149 = []
                uk149.append((tg150, bytes(buf[pos:x152])))
                pos = x152
            t145._unknown_tags = uk149
        ap144(t145)
    o.features = l143
    n153 = buf[pos] - 1
    if 0 <= n153 < 127:
        x154 = pos + 1 + n153
        if x154 > blen:
            raise _bad_length(n153, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x154], 'utf-8')
        pos = x154
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt155, pos = _ruv(buf, pos)
        if nt155 * 2 > blen - pos:
            raise _array_too_long(nt155, 'RegisterBrokerRecord._tagged_fields', pos)
        uk156 = None
        for _ in range(nt155):
            tg157, pos = _ruv(buf, pos)
            sz158, pos = _ruv(buf, pos)
            x159 = pos + sz158
            if x159 > blen:
                raise _bad_length(sz158, 'RegisterBrokerRecord._tagged_fields', pos)
            if uk156 is None:
                uk156 = []
            uk156.append((tg157, bytes(buf[pos:x159])))
            pos = x159
        o._unknown_tags = uk156
    return o, pos


def _enc_RegisterBrokerRecord_v3(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l160 = o.end_points
    n161 = len(l160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    for e162 in l160:
        s163 = e162.name
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        s166 = e162.host
        b167 = s166.encode()
        n168 = len(b167) + 1
        a(_UV[n168] if n168 < 128 else _uv(n168))
        a(b167)
        a(_S_Hh.pack(e162.port, e162.security_protocol))
        u169 = e162._unknown_tags
        if u169 is None:
            a(_H0)
        else:
            _write_tags(a, None, u169)
    l170 = o.features
    n171 = len(l170) + 1
    a(_UV[n171] if n171 < 128 else _uv(n171))
    for e172 in l170:
        s173 = e172.name
        b174 = s173.encode()
        n175 = len(b174) + 1
        a(_UV[n175] if n175 < 128 else _uv(n175))
        a(b174)
        a(_S_hh.pack(e172.min_supported_version, e172.max_supported_version))
        u176 = e172._unknown_tags
        if u176 is None:
            a(_H0)
        else:
            _write_tags(a, None, u176)
    s177 = o.rack
    if s177 is None:
        a(_H0)
    else:
        b178 = s177.encode()
        n179 = len(b178) + 1
        a(_UV[n179] if n179 < 128 else _uv(n179))
        a(b178)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 3)
    k180 = []
    if o.log_dirs:
        p181 = []
        l182 = o.log_dirs
        n183 = len(l182) + 1
        p181.append(_UV[n183] if n183 < 128 else _uv(n183))
        for e184 in l182:
            p181.append(_S_U.pack(e184.bytes))
        k180.append((0, b''.join(p181)))
    u185 = o._unknown_tags
    if k180 or u185 is not None:
        _write_tags(a, k180, u185)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v3(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u186, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u186)
    n187 = buf[pos] - 1
    if 0 <= n187 < 127:
        pos += 1
    else:
        n187, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l188 = []
    ap189 = l188.append
    for _ in range(n187):
        t190 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n191 = buf[pos] - 1
        if 0 <= n191 < 127:
            x192 = pos + 1 + n191
            if x192 > blen:
                raise _bad_length(n191, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t190.name = str(buf[pos + 1:x192], 'utf-8')
            pos = x192
        else:
            t190.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n193 = buf[pos] - 1
        if 0 <= n193 < 127:
            x194 = pos + 1 + n193
            if x194 > blen:
                raise _bad_length(n193, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t190.host = str(buf[pos + 1:x194], 'utf-8')
            pos = x194
        else:
            t190.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t190.port, t190.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t190._unknown_tags = None
        else:
            nt195, pos = _ruv(buf, pos)
            if nt195 * 2 > blen - pos:
                raise _array_too_long(nt195, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk196 = None
            for _ in range(nt195):
                tg197, pos = _ruv(buf, pos)
                sz198, pos = _ruv(buf, pos)
                x199 = pos + sz198
                if x199 > blen:
                    raise _bad_length(sz198, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk196 is None:
                    uk196 = []
                uk196.append((tg197, bytes(buf[pos:x199])))
                pos = x199
            t190._unknown_tags = uk196
        ap189(t190)
    o.end_points = l188
    n200 = buf[pos] - 1
    if 0 <= n200 < 127:
        pos += 1
    else:
        n200, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l201 = []
    ap202 = l201.append
    for _ in range(n200):
        t203 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n204 = buf[pos] - 1
        if 0 <= n204 < 127:
            x205 = pos + 1 + n204
            if x205 > blen:
                raise _bad_length(n204, 'RegisterBrokerRecord.Features.Name', pos)
            t203.name = str(buf[pos + 1:x205], 'utf-8')
            pos = x205
        else:
            t203.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t203.min_supported_version, t203.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t203._unknown_tags = None
        else:
            nt206, pos = _ruv(buf, pos)
            if nt206 * 2 > blen - pos:
                raise _array_too_long(nt206, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk207 = None
            for _ in range(nt206):
                tg208, pos = _ruv(buf, pos)
                sz209, pos = _ruv(buf, pos)
                x210 = pos + sz209
                if x210 > blen:
                    raise _bad_length(sz209, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk207 is None:
                    uk207 = []
                uk207.append((tg208, bytes(buf[pos:x210])))
                pos = x210
            t203._unknown_tags = uk207
        ap202(t203)
    o.features = l201
    n211 = buf[pos] - 1
    if 0 <= n211 < 127:
        x212 = pos + 1 + n211
        if x212 > blen:
            raise _bad_length(n211, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x212], 'utf-8')
        pos = x212
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt213, pos = _ruv(buf, pos)
        if nt213 * 2 > blen - pos:
            raise _array_too_long(nt213, 'RegisterBrokerRecord._tagged_fields', pos)
        uk214 = None
        for _ in range(nt213):
            tg215, pos = _ruv(buf, pos)
            sz216, pos = _ruv(buf, pos)
            x217 = pos + sz216
            if x217 > blen:
                raise _bad_length(sz216, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg215 == 0:
                n218 = buf[pos] - 1
                if 0 <= n218 < 127:
                    pos += 1
                else:
                    n218, pos = _read_array_len(buf, pos, True, False, 16, 'RegisterBrokerRecord.LogDirs')
                l219 = []
                ap220 = l219.append
                for _ in range(n218):
                    u222, = _S_U.unpack_from(buf, pos)
                    v221 = _uuid_from(u222)
                    pos += 16
                    ap220(v221)
                o.log_dirs = l219
                if pos != x217:
                    raise _tag_size_mismatch(tg215, 'RegisterBrokerRecord.LogDirs', pos)
            else:
                if uk214 is None:
                    uk214 = []
                uk214.append((tg215, bytes(buf[pos:x217])))
                pos = x217
        o._unknown_tags = uk214
    return o, pos


def _enc_RegisterBrokerRecord_v4(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l223 = o.end_points
    n224 = len(l223) + 1
    a(_UV[n224] if n224 < 128 else _uv(n224))
    for e225 in l223:
        s226 = e225.name
        b227 = s226.encode()
        n228 = len(b227) + 1
        a(_UV[n228] if n228 < 128 else _uv(n228))
        a(b227)
        s229 = e225.host
        b230 = s229.encode()
        n231 = len(b230) + 1
        a(_UV[n231] if n231 < 128 else _uv(n231))
        a(b230)
        a(_S_Hh.pack(e225.port, e225.security_protocol))
        u232 = e225._unknown_tags
        if u232 is None:
            a(_H0)
        else:
            _write_tags(a, None, u232)
    l233 = o.features
    n234 = len(l233) + 1
    a(_UV[n234] if n234 < 128 else _uv(n234))
    for e235 in l233:
        s236 = e235.name
        b237 = s236.encode()
        n238 = len(b237) + 1
        a(_UV[n238] if n238 < 128 else _uv(n238))
        a(b237)
        a(_S_hh.pack(e235.min_supported_version, e235.max_supported_version))
        u239 = e235._unknown_tags
        if u239 is None:
            a(_H0)
        else:
            _write_tags(a, None, u239)
    s240 = o.rack
    if s240 is None:
        a(_H0)
    else:
        b241 = s240.encode()
        n242 = len(b241) + 1
        a(_UV[n242] if n242 < 128 else _uv(n242))
        a(b241)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    k243 = []
    if o.log_dirs:
        p244 = []
        l245 = o.log_dirs
        n246 = len(l245) + 1
        p244.append(_UV[n246] if n246 < 128 else _uv(n246))
        for e247 in l245:
            p244.append(_S_U.pack(e247.bytes))
        k243.append((0, b''.join(p244)))
    if o.cordoned_log_dirs is not None:
        p248 = []
        l249 = o.cordoned_log_dirs
        if l249 is None:
            p248.append(_H0)
        else:
            n250 = len(l249) + 1
            p248.append(_UV[n250] if n250 < 128 else _uv(n250))
            for e251 in l249:
                p248.append(_S_U.pack(e251.bytes))
        k243.append((1, b''.join(p248)))
    u252 = o._unknown_tags
    if k243 or u252 is not None:
        _write_tags(a, k243, u252)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v4(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u253, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u253)
    n254 = buf[pos] - 1
    if 0 <= n254 < 127:
        pos += 1
    else:
        n254, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l255 = []
    ap256 = l255.append
    for _ in range(n254):
        t257 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n258 = buf[pos] - 1
        if 0 <= n258 < 127:
            x259 = pos + 1 + n258
            if x259 > blen:
                raise _bad_length(n258, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t257.name = str(buf[pos + 1:x259], 'utf-8')
            pos = x259
        else:
            t257.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n260 = buf[pos] - 1
        if 0 <= n260 < 127:
            x261 = pos + 1 + n260
            if x261 > blen:
                raise _bad_length(n260, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t257.host = str(buf[pos + 1:x261], 'utf-8')
            pos = x261
        else:
            t257.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t257.port, t257.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t257._unknown_tags = None
        else:
            nt262, pos = _ruv(buf, pos)
            if nt262 * 2 > blen - pos:
                raise _array_too_long(nt262, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk263 = None
            for _ in range(nt262):
                tg264, pos = _ruv(buf, pos)
                sz265, pos = _ruv(buf, pos)
                x266 = pos + sz265
                if x266 > blen:
                    raise _bad_length(sz265, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk263 is None:
                    uk263 = []
                uk263.append((tg264, bytes(buf[pos:x266])))
                pos = x266
            t257._unknown_tags = uk263
        ap256(t257)
    o.end_points = l255
    n267 = buf[pos] - 1
    if 0 <= n267 < 127:
        pos += 1
    else:
        n267, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l268 = []
    ap269 = l268.append
    for _ in range(n267):
        t270 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n271 = buf[pos] - 1
        if 0 <= n271 < 127:
            x272 = pos + 1 + n271
            if x272 > blen:
                raise _bad_length(n271, 'RegisterBrokerRecord.Features.Name', pos)
            t270.name = str(buf[pos + 1:x272], 'utf-8')
            pos = x272
        else:
            t270.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t270.min_supported_version, t270.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t270._unknown_tags = None
        else:
            nt273, pos = _ruv(buf, pos)
            if nt273 * 2 > blen - pos:
                raise _array_too_long(nt273, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk274 = None
            for _ in range(nt273):
                tg275, pos = _ruv(buf, pos)
                sz276, pos = _ruv(buf, pos)
                x277 = pos + sz276
                if x277 > blen:
                    raise _bad_length(sz276, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk274 is None:
                    uk274 = []
                uk274.append((tg275, bytes(buf[pos:x277])))
                pos = x277
            t270._unknown_tags = uk274
        ap269(t270)
    o.features = l268
    n278 = buf[pos] - 1
    if 0 <= n278 < 127:
        x279 = pos + 1 + n278
        if x279 > blen:
            raise _bad_length(n278, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x279], 'utf-8')
        pos = x279
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt280, pos = _ruv(buf, pos)
        if nt280 * 2 > blen - pos:
            raise _array_too_long(nt280, 'RegisterBrokerRecord._tagged_fields', pos)
        uk281 = None
        for _ in range(nt280):
            tg282, pos = _ruv(buf, pos)
            sz283, pos = _ruv(buf, pos)
            x284 = pos + sz283
            if x284 > blen:
                raise _bad_length(sz283, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg282 == 0:
                n285 = buf[pos] - 1
                if 0 <= n285 < 127:
                    pos += 1
                else:
                    n285, pos = _read_array_len(buf, pos, True, False, 16, 'RegisterBrokerRecord.LogDirs')
                l286 = []
                ap287 = l286.append
                for _ in range(n285):
                    u289, = _S_U.unpack_from(buf, pos)
                    v288 = _uuid_from(u289)
                    pos += 16
                    ap287(v288)
                o.log_dirs = l286
                if pos != x284:
                    raise _tag_size_mismatch(tg282, 'RegisterBrokerRecord.LogDirs', pos)
            elif tg282 == 1:
                n290 = buf[pos] - 1
                if -1 <= n290 < 127:
                    pos += 1
                else:
                    n290, pos = _read_array_len(buf, pos, True, True, 16, 'RegisterBrokerRecord.CordonedLogDirs')
                if n290 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l291 = []
                    ap292 = l291.append
                    for _ in range(n290):
                        u294, = _S_U.unpack_from(buf, pos)
                        v293 = _uuid_from(u294)
                        pos += 16
                        ap292(v293)
                    o.cordoned_log_dirs = l291
                if pos != x284:
                    raise _tag_size_mismatch(tg282, 'RegisterBrokerRecord.CordonedLogDirs', pos)
            else:
                if uk281 is None:
                    uk281 = []
                uk281.append((tg282, bytes(buf[pos:x284])))
                pos = x284
        o._unknown_tags = uk281
    return o, pos


RegisterBrokerRecord._ENC = {0: _enc_RegisterBrokerRecord_v0, 1: _enc_RegisterBrokerRecord_v1, 2: _enc_RegisterBrokerRecord_v2, 3: _enc_RegisterBrokerRecord_v3, 4: _enc_RegisterBrokerRecord_v4}
RegisterBrokerRecord._DEC = {0: _dec_RegisterBrokerRecord_v0, 1: _dec_RegisterBrokerRecord_v1, 2: _dec_RegisterBrokerRecord_v2, 3: _dec_RegisterBrokerRecord_v3, 4: _dec_RegisterBrokerRecord_v4}


class UnregisterBrokerRecord(_Message):
    __slots__ = ('broker_id', 'broker_epoch', '_unknown_tags')
    NAME = 'UnregisterBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 1
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, broker_id=0, broker_epoch=0, _unknown_tags=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self._unknown_tags = _unknown_tags


UnregisterBrokerRecord.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_UnregisterBrokerRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    u295 = o._unknown_tags
    if u295 is None:
        a(_H0)
    else:
        _write_tags(a, None, u295)
    return b''.join(parts)


def _dec_UnregisterBrokerRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(UnregisterBrokerRecord)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt296, pos = _ruv(buf, pos)
        if nt296 * 2 > blen - pos:
            raise _array_too_long(nt296, 'UnregisterBrokerRecord._tagged_fields', pos)
        uk297 = None
        for _ in range(nt296):
            tg298, pos = _ruv(buf, pos)
            sz299, pos = _ruv(buf, pos)
            x300 = pos + sz299
            if x300 > blen:
                raise _bad_length(sz299, 'UnregisterBrokerRecord._tagged_fields', pos)
            if uk297 is None:
                uk297 = []
            uk297.append((tg298, bytes(buf[pos:x300])))
            pos = x300
        o._unknown_tags = uk297
    return o, pos


UnregisterBrokerRecord._ENC = {0: _enc_UnregisterBrokerRecord_v0}
UnregisterBrokerRecord._DEC = {0: _dec_UnregisterBrokerRecord_v0}


class TopicRecord(_Message):
    __slots__ = ('name', 'topic_id', '_unknown_tags')
    NAME = 'TopicRecord'
    TYPE = 'metadata'
    API_KEY = 2
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, name='', topic_id=_ZERO_UUID, _unknown_tags=None):
        self.name = name
        self.topic_id = topic_id
        self._unknown_tags = _unknown_tags


TopicRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_TopicRecord_v0(o):
    parts = []
    a = parts.append
    s301 = o.name
    b302 = s301.encode()
    n303 = len(b302) + 1
    a(_UV[n303] if n303 < 128 else _uv(n303))
    a(b302)
    a(_S_U.pack(o.topic_id.bytes))
    u304 = o._unknown_tags
    if u304 is None:
        a(_H0)
    else:
        _write_tags(a, None, u304)
    return b''.join(parts)


def _dec_TopicRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(TopicRecord)
    n305 = buf[pos] - 1
    if 0 <= n305 < 127:
        x306 = pos + 1 + n305
        if x306 > blen:
            raise _bad_length(n305, 'TopicRecord.Name', pos)
        o.name = str(buf[pos + 1:x306], 'utf-8')
        pos = x306
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'TopicRecord.Name')
    u307, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.topic_id = _uuid_from(u307)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt308, pos = _ruv(buf, pos)
        if nt308 * 2 > blen - pos:
            raise _array_too_long(nt308, 'TopicRecord._tagged_fields', pos)
        uk309 = None
        for _ in range(nt308):
            tg310, pos = _ruv(buf, pos)
            sz311, pos = _ruv(buf, pos)
            x312 = pos + sz311
            if x312 > blen:
                raise _bad_length(sz311, 'TopicRecord._tagged_fields', pos)
            if uk309 is None:
                uk309 = []
            uk309.append((tg310, bytes(buf[pos:x312])))
            pos = x312
        o._unknown_tags = uk309
    return o, pos


TopicRecord._ENC = {0: _enc_TopicRecord_v0}
TopicRecord._DEC = {0: _dec_TopicRecord_v0}


class PartitionRecord(_Message):
    __slots__ = ('partition_id', 'topic_id', 'replicas', 'isr', 'removing_replicas', 'adding_replicas', 'leader', 'leader_recovery_state', 'leader_epoch', 'partition_epoch', 'directories', 'eligible_leader_replicas', 'last_known_elr', 'last_known_leader', '_unknown_tags')
    NAME = 'PartitionRecord'
    TYPE = 'metadata'
    API_KEY = 3
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, partition_id=-1, topic_id=_ZERO_UUID, replicas=_EMPTY, isr=_EMPTY, removing_replicas=_EMPTY, adding_replicas=_EMPTY, leader=-1, leader_recovery_state=0, leader_epoch=-1, partition_epoch=-1, directories=_EMPTY, eligible_leader_replicas=None, last_known_elr=None, last_known_leader=-1, _unknown_tags=None):
        self.partition_id = partition_id
        self.topic_id = topic_id
        self.replicas = [] if replicas is _EMPTY else replicas
        self.isr = [] if isr is _EMPTY else isr
        self.removing_replicas = [] if removing_replicas is _EMPTY else removing_replicas
        self.adding_replicas = [] if adding_replicas is _EMPTY else adding_replicas
        self.leader = leader
        self.leader_recovery_state = leader_recovery_state
        self.leader_epoch = leader_epoch
        self.partition_epoch = partition_epoch
        self.directories = [] if directories is _EMPTY else directories
        self.eligible_leader_replicas = eligible_leader_replicas
        self.last_known_elr = last_known_elr
        self.last_known_leader = last_known_leader
        self._unknown_tags = _unknown_tags


PartitionRecord.FIELDS = (
    _FI('PartitionId', 'partition_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Replicas', 'replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('Isr', 'isr', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('RemovingReplicas', 'removing_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('AddingReplicas', 'adding_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('Leader', 'leader', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderRecoveryState', 'leader_recovery_state', 'int8', (0, 32767), (1, 0), (0, 32767), 0, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('PartitionEpoch', 'partition_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Directories', 'directories', '[]uuid', (1, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('EligibleLeaderReplicas', 'eligible_leader_replicas', '[]int32', (2, 32767), (2, 32767), (2, 32767), 1, None, False, None),
    _FI('LastKnownElr', 'last_known_elr', '[]int32', (2, 32767), (2, 32767), (2, 32767), 2, None, False, None),
    _FI('LastKnownLeader', 'last_known_leader', 'int32', (2, 32767), (1, 0), (2, 32767), 1000, -1, False, None),
)


def _enc_PartitionRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l313 = o.replicas
    n314 = len(l313)
    if n314 < 64:
        a(_CA_i[n314].pack(n314 + 1, *l313))
    else:
        a(_encode_array('i', l313, True))
    l315 = o.isr
    n316 = len(l315)
    if n316 < 64:
        a(_CA_i[n316].pack(n316 + 1, *l315))
    else:
        a(_encode_array('i', l315, True))
    l317 = o.removing_replicas
    n318 = len(l317)
    if n318 < 64:
        a(_CA_i[n318].pack(n318 + 1, *l317))
    else:
        a(_encode_array('i', l317, True))
    l319 = o.adding_replicas
    n320 = len(l319)
    if n320 < 64:
        a(_CA_i[n320].pack(n320 + 1, *l319))
    else:
        a(_encode_array('i', l319, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    if o.directories:
        raise _unsupported_field('PartitionRecord', 'Directories', 0)
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionRecord', 'EligibleLeaderReplicas', 0)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionRecord', 'LastKnownElr', 0)
    if o.last_known_leader != -1:
        raise _unsupported_field('PartitionRecord', 'LastKnownLeader', 0)
    k321 = []
    if o.leader_recovery_state != 0:
        p322 = []
        p322.append(_S_b.pack(o.leader_recovery_state))
        k321.append((0, b''.join(p322)))
    u323 = o._unknown_tags
    if k321 or u323 is not None:
        _write_tags(a, k321, u323)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u324 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u324)
    n325 = buf[pos] - 1
    if 0 <= n325 < 64:
        o.replicas = list(_A_i[n325].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n325
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n326 = buf[pos] - 1
    if 0 <= n326 < 64:
        o.isr = list(_A_i[n326].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n326
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n327 = buf[pos] - 1
    if 0 <= n327 < 64:
        o.removing_replicas = list(_A_i[n327].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n327
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n328 = buf[pos] - 1
    if 0 <= n328 < 64:
        o.adding_replicas = list(_A_i[n328].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n328
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    o.leader_recovery_state = 0
    o.directories = []
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt329, pos = _ruv(buf, pos)
        if nt329 * 2 > blen - pos:
            raise _array_too_long(nt329, 'PartitionRecord._tagged_fields', pos)
        uk330 = None
        for _ in range(nt329):
            tg331, pos = _ruv(buf, pos)
            sz332, pos = _ruv(buf, pos)
            x333 = pos + sz332
            if x333 > blen:
                raise _bad_length(sz332, 'PartitionRecord._tagged_fields', pos)
            if tg331 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x333:
                    raise _tag_size_mismatch(tg331, 'PartitionRecord.LeaderRecoveryState', pos)
            else:
                if uk330 is None:
                    uk330 = []
                uk330.append((tg331, bytes(buf[pos:x333])))
                pos = x333
        o._unknown_tags = uk330
    return o, pos


def _enc_PartitionRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l334 = o.replicas
    n335 = len(l334)
    if n335 < 64:
        a(_CA_i[n335].pack(n335 + 1, *l334))
    else:
        a(_encode_array('i', l334, True))
    l336 = o.isr
    n337 = len(l336)
    if n337 < 64:
        a(_CA_i[n337].pack(n337 + 1, *l336))
    else:
        a(_encode_array('i', l336, True))
    l338 = o.removing_replicas
    n339 = len(l338)
    if n339 < 64:
        a(_CA_i[n339].pack(n339 + 1, *l338))
    else:
        a(_encode_array('i', l338, True))
    l340 = o.adding_replicas
    n341 = len(l340)
    if n341 < 64:
        a(_CA_i[n341].pack(n341 + 1, *l340))
    else:
        a(_encode_array('i', l340, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    l342 = o.directories
    n343 = len(l342) + 1
    a(_UV[n343] if n343 < 128 else _uv(n343))
    for e344 in l342:
        a(_S_U.pack(e344.bytes))
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionRecord', 'EligibleLeaderReplicas', 1)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionRecord', 'LastKnownElr', 1)
    if o.last_known_leader != -1:
        raise _unsupported_field('PartitionRecord', 'LastKnownLeader', 1)
    k345 = []
    if o.leader_recovery_state != 0:
        p346 = []
        p346.append(_S_b.pack(o.leader_recovery_state))
        k345.append((0, b''.join(p346)))
    u347 = o._unknown_tags
    if k345 or u347 is not None:
        _write_tags(a, k345, u347)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u348 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u348)
    n349 = buf[pos] - 1
    if 0 <= n349 < 64:
        o.replicas = list(_A_i[n349].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n349
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n350 = buf[pos] - 1
    if 0 <= n350 < 64:
        o.isr = list(_A_i[n350].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n350
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n351 = buf[pos] - 1
    if 0 <= n351 < 64:
        o.removing_replicas = list(_A_i[n351].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n351
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n352 = buf[pos] - 1
    if 0 <= n352 < 64:
        o.adding_replicas = list(_A_i[n352].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n352
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    n353 = buf[pos] - 1
    if 0 <= n353 < 127:
        pos += 1
    else:
        n353, pos = _read_array_len(buf, pos, True, False, 16, 'PartitionRecord.Directories')
    l354 = []
    ap355 = l354.append
    for _ in range(n353):
        u357, = _S_U.unpack_from(buf, pos)
        v356 = _uuid_from(u357)
        pos += 16
        ap355(v356)
    o.directories = l354
    o.leader_recovery_state = 0
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt358, pos = _ruv(buf, pos)
        if nt358 * 2 > blen - pos:
            raise _array_too_long(nt358, 'PartitionRecord._tagged_fields', pos)
        uk359 = None
        for _ in range(nt358):
            tg360, pos = _ruv(buf, pos)
            sz361, pos = _ruv(buf, pos)
            x362 = pos + sz361
            if x362 > blen:
                raise _bad_length(sz361, 'PartitionRecord._tagged_fields', pos)
            if tg360 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x362:
                    raise _tag_size_mismatch(tg360, 'PartitionRecord.LeaderRecoveryState', pos)
            else:
                if uk359 is None:
                    uk359 = []
                uk359.append((tg360, bytes(buf[pos:x362])))
                pos = x362
        o._unknown_tags = uk359
    return o, pos


def _enc_PartitionRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l363 = o.replicas
    n364 = len(l363)
    if n364 < 64:
        a(_CA_i[n364].pack(n364 + 1, *l363))
    else:
        a(_encode_array('i', l363, True))
    l365 = o.isr
    n366 = len(l365)
    if n366 < 64:
        a(_CA_i[n366].pack(n366 + 1, *l365))
    else:
        a(_encode_array('i', l365, True))
    l367 = o.removing_replicas
    n368 = len(l367)
    if n368 < 64:
        a(_CA_i[n368].pack(n368 + 1, *l367))
    else:
        a(_encode_array('i', l367, True))
    l369 = o.adding_replicas
    n370 = len(l369)
    if n370 < 64:
        a(_CA_i[n370].pack(n370 + 1, *l369))
    else:
        a(_encode_array('i', l369, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    l371 = o.directories
    n372 = len(l371) + 1
    a(_UV[n372] if n372 < 128 else _uv(n372))
    for e373 in l371:
        a(_S_U.pack(e373.bytes))
    k374 = []
    if o.leader_recovery_state != 0:
        p375 = []
        p375.append(_S_b.pack(o.leader_recovery_state))
        k374.append((0, b''.join(p375)))
    if o.eligible_leader_replicas is not None:
        p376 = []
        l377 = o.eligible_leader_replicas
        if l377 is None:
            p376.append(_H0)
        else:
            n378 = len(l377)
            if n378 < 64:
                p376.append(_CA_i[n378].pack(n378 + 1, *l377))
            else:
                p376.append(_encode_array('i', l377, True))
        k374.append((1, b''.join(p376)))
    if o.last_known_elr is not None:
        p379 = []
        l380 = o.last_known_elr
        if l380 is None:
            p379.append(_H0)
        else:
            n381 = len(l380)
            if n381 < 64:
                p379.append(_CA_i[n381].pack(n381 + 1, *l380))
            else:
                p379.append(_encode_array('i', l380, True))
        k374.append((2, b''.join(p379)))
    if o.last_known_leader != -1:
        p382 = []
        p382.append(_S_i.pack(o.last_known_leader))
        k374.append((1000, b''.join(p382)))
    u383 = o._unknown_tags
    if k374 or u383 is not None:
        _write_tags(a, k374, u383)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u384 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u384)
    n385 = buf[pos] - 1
    if 0 <= n385 < 64:
        o.replicas = list(_A_i[n385].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n385
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n386 = buf[pos] - 1
    if 0 <= n386 < 64:
        o.isr = list(_A_i[n386].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n386
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n387 = buf[pos] - 1
    if 0 <= n387 < 64:
        o.removing_replicas = list(_A_i[n387].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n387
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n388 = buf[pos] - 1
    if 0 <= n388 < 64:
        o.adding_replicas = list(_A_i[n388].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n388
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    n389 = buf[pos] - 1
    if 0 <= n389 < 127:
        pos += 1
    else:
        n389, pos = _read_array_len(buf, pos, True, False, 16, 'PartitionRecord.Directories')
    l390 = []
    ap391 = l390.append
    for _ in range(n389):
        u393, = _S_U.unpack_from(buf, pos)
        v392 = _uuid_from(u393)
        pos += 16
        ap391(v392)
    o.directories = l390
    o.leader_recovery_state = 0
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt394, pos = _ruv(buf, pos)
        if nt394 * 2 > blen - pos:
            raise _array_too_long(nt394, 'PartitionRecord._tagged_fields', pos)
        uk395 = None
        for _ in range(nt394):
            tg396, pos = _ruv(buf, pos)
            sz397, pos = _ruv(buf, pos)
            x398 = pos + sz397
            if x398 > blen:
                raise _bad_length(sz397, 'PartitionRecord._tagged_fields', pos)
            if tg396 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x398:
                    raise _tag_size_mismatch(tg396, 'PartitionRecord.LeaderRecoveryState', pos)
            elif tg396 == 1:
                n399 = buf[pos] - 1
                if 0 <= n399 < 64:
                    o.eligible_leader_replicas = list(_A_i[n399].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n399
                else:
                    o.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionRecord.EligibleLeaderReplicas')
                if pos != x398:
                    raise _tag_size_mismatch(tg396, 'PartitionRecord.EligibleLeaderReplicas', pos)
            elif tg396 == 2:
                n400 = buf[pos] - 1
                if 0 <= n400 < 64:
                    o.last_known_elr = list(_A_i[n400].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n400
                else:
                    o.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionRecord.LastKnownElr')
                if pos != x398:
                    raise _tag_size_mismatch(tg396, 'PartitionRecord.LastKnownElr', pos)
            elif tg396 == 1000:
                o.last_known_leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x398:
                    raise _tag_size_mismatch(tg396, 'PartitionRecord.LastKnownLeader', pos)
            else:
                if uk395 is None:
                    uk395 = []
                uk395.append((tg396, bytes(buf[pos:x398])))
                pos = x398
        o._unknown_tags = uk395
    return o, pos


PartitionRecord._ENC = {0: _enc_PartitionRecord_v0, 1: _enc_PartitionRecord_v1, 2: _enc_PartitionRecord_v2}
PartitionRecord._DEC = {0: _dec_PartitionRecord_v0, 1: _dec_PartitionRecord_v1, 2: _dec_PartitionRecord_v2}


class ConfigRecord(_Message):
    __slots__ = ('resource_type', 'resource_name', 'name', 'value', '_unknown_tags')
    NAME = 'ConfigRecord'
    TYPE = 'metadata'
    API_KEY = 4
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, resource_type=0, resource_name='', name='', value='', _unknown_tags=None):
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.name = name
        self.value = value
        self._unknown_tags = _unknown_tags


ConfigRecord.FIELDS = (
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)


def _enc_ConfigRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_b.pack(o.resource_type))
    s401 = o.resource_name
    b402 = s401.encode()
    n403 = len(b402) + 1
    a(_UV[n403] if n403 < 128 else _uv(n403))
    a(b402)
    s404 = o.name
    b405 = s404.encode()
    n406 = len(b405) + 1
    a(_UV[n406] if n406 < 128 else _uv(n406))
    a(b405)
    s407 = o.value
    if s407 is None:
        a(_H0)
    else:
        b408 = s407.encode()
        n409 = len(b408) + 1
        a(_UV[n409] if n409 < 128 else _uv(n409))
        a(b408)
    u410 = o._unknown_tags
    if u410 is None:
        a(_H0)
    else:
        _write_tags(a, None, u410)
    return b''.join(parts)


def _dec_ConfigRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ConfigRecord)
    o.resource_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n411 = buf[pos] - 1
    if 0 <= n411 < 127:
        x412 = pos + 1 + n411
        if x412 > blen:
            raise _bad_length(n411, 'ConfigRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x412], 'utf-8')
        pos = x412
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'ConfigRecord.ResourceName')
    n413 = buf[pos] - 1
    if 0 <= n413 < 127:
        x414 = pos + 1 + n413
        if x414 > blen:
            raise _bad_length(n413, 'ConfigRecord.Name', pos)
        o.name = str(buf[pos + 1:x414], 'utf-8')
        pos = x414
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'ConfigRecord.Name')
    n415 = buf[pos] - 1
    if 0 <= n415 < 127:
        x416 = pos + 1 + n415
        if x416 > blen:
            raise _bad_length(n415, 'ConfigRecord.Value', pos)
        o.value = str(buf[pos + 1:x416], 'utf-8')
        pos = x416
    else:
        o.value, pos = _read_string(buf, pos, True, True, 'ConfigRecord.Value')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt417, pos = _ruv(buf, pos)
        if nt417 * 2 > blen - pos:
            raise _array_too_long(nt417, 'ConfigRecord._tagged_fields', pos)
        uk418 = None
        for _ in range(nt417):
            tg419, pos = _ruv(buf, pos)
            sz420, pos = _ruv(buf, pos)
            x421 = pos + sz420
            if x421 > blen:
                raise _bad_length(sz420, 'ConfigRecord._tagged_fields', pos)
            if uk418 is None:
                uk418 = []
            uk418.append((tg419, bytes(buf[pos:x421])))
            pos = x421
        o._unknown_tags = uk418
    return o, pos


ConfigRecord._ENC = {0: _enc_ConfigRecord_v0}
ConfigRecord._DEC = {0: _dec_ConfigRecord_v0}


class PartitionChangeRecord(_Message):
    __slots__ = ('partition_id', 'topic_id', 'isr', 'leader', 'replicas', 'removing_replicas', 'adding_replicas', 'leader_recovery_state', 'directories', 'eligible_leader_replicas', 'last_known_elr', 'last_known_leader', '_unknown_tags')
    NAME = 'PartitionChangeRecord'
    TYPE = 'metadata'
    API_KEY = 5
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, partition_id=-1, topic_id=_ZERO_UUID, isr=None, leader=-2, replicas=None, removing_replicas=None, adding_replicas=None, leader_recovery_state=-1, directories=None, eligible_leader_replicas=None, last_known_elr=None, last_known_leader=-2, _unknown_tags=None):
        self.partition_id = partition_id
        self.topic_id = topic_id
        self.isr = isr
        self.leader = leader
        self.replicas = replicas
        self.removing_replicas = removing_replicas
        self.adding_replicas = adding_replicas
        self.leader_recovery_state = leader_recovery_state
        self.directories = directories
        self.eligible_leader_replicas = eligible_leader_replicas
        self.last_known_elr = last_known_elr
        self.last_known_leader = last_known_leader
        self._unknown_tags = _unknown_tags


PartitionChangeRecord.FIELDS = (
    _FI('PartitionId', 'partition_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Isr', 'isr', '[]int32', (0, 32767), (0, 32767), (0, 32767), 0, None, False, None),
    _FI('Leader', 'leader', 'int32', (0, 32767), (1, 0), (0, 32767), 1, -2, False, None),
    _FI('Replicas', 'replicas', '[]int32', (0, 32767), (0, 32767), (0, 32767), 2, None, False, None),
    _FI('RemovingReplicas', 'removing_replicas', '[]int32', (0, 32767), (0, 32767), (0, 32767), 3, None, False, None),
    _FI('AddingReplicas', 'adding_replicas', '[]int32', (0, 32767), (0, 32767), (0, 32767), 4, None, False, None),
    _FI('LeaderRecoveryState', 'leader_recovery_state', 'int8', (0, 32767), (1, 0), (0, 32767), 5, -1, False, None),
    _FI('Directories', 'directories', '[]uuid', (1, 32767), (1, 32767), (1, 32767), 8, None, False, None),
    _FI('EligibleLeaderReplicas', 'eligible_leader_replicas', '[]int32', (2, 32767), (2, 32767), (2, 32767), 6, None, False, None),
    _FI('LastKnownElr', 'last_known_elr', '[]int32', (2, 32767), (2, 32767), (2, 32767), 7, None, False, None),
    _FI('LastKnownLeader', 'last_known_leader', 'int32', (2, 32767), (1, 0), (2, 32767), 1000, -2, False, None),
)


def _enc_PartitionChangeRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    if o.directories is not None:
        raise _unsupported_field('PartitionChangeRecord', 'Directories', 0)
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionChangeRecord', 'EligibleLeaderReplicas', 0)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionChangeRecord', 'LastKnownElr', 0)
    if o.last_known_leader != -2:
        raise _unsupported_field('PartitionChangeRecord', 'LastKnownLeader', 0)
    k422 = []
    if o.isr is not None:
        p423 = []
        l424 = o.isr
        if l424 is None:
            p423.append(_H0)
        else:
            n425 = len(l424)
            if n425 < 64:
                p423.append(_CA_i[n425].pack(n425 + 1, *l424))
            else:
                p423.append(_encode_array('i', l424, True))
        k422.append((0, b''.join(p423)))
    if o.leader != -2:
        p426 = []
        p426.append(_S_i.pack(o.leader))
        k422.append((1, b''.join(p426)))
    if o.replicas is not None:
        p427 = []
        l428 = o.replicas
        if l428 is None:
            p427.append(_H0)
        else:
            n429 = len(l428)
            if n429 < 64:
                p427.append(_CA_i[n429].pack(n429 + 1, *l428))
            else:
                p427.append(_encode_array('i', l428, True))
        k422.append((2, b''.join(p427)))
    if o.removing_replicas is not None:
        p430 = []
        l431 = o.removing_replicas
        if l431 is None:
            p430.append(_H0)
        else:
            n432 = len(l431)
            if n432 < 64:
                p430.append(_CA_i[n432].pack(n432 + 1, *l431))
            else:
                p430.append(_encode_array('i', l431, True))
        k422.append((3, b''.join(p430)))
    if o.adding_replicas is not None:
        p433 = []
        l434 = o.adding_replicas
        if l434 is None:
            p433.append(_H0)
        else:
            n435 = len(l434)
            if n435 < 64:
                p433.append(_CA_i[n435].pack(n435 + 1, *l434))
            else:
                p433.append(_encode_array('i', l434, True))
        k422.append((4, b''.join(p433)))
    if o.leader_recovery_state != -1:
        p436 = []
        p436.append(_S_b.pack(o.leader_recovery_state))
        k422.append((5, b''.join(p436)))
    u437 = o._unknown_tags
    if k422 or u437 is not None:
        _write_tags(a, k422, u437)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u438 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u438)
    o.isr = None
    o.leader = -2
    o.replicas = None
    o.removing_replicas = None
    o.adding_replicas = None
    o.leader_recovery_state = -1
    o.directories = None
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt439, pos = _ruv(buf, pos)
        if nt439 * 2 > blen - pos:
            raise _array_too_long(nt439, 'PartitionChangeRecord._tagged_fields', pos)
        uk440 = None
        for _ in range(nt439):
            tg441, pos = _ruv(buf, pos)
            sz442, pos = _ruv(buf, pos)
            x443 = pos + sz442
            if x443 > blen:
                raise _bad_length(sz442, 'PartitionChangeRecord._tagged_fields', pos)
            if tg441 == 0:
                n444 = buf[pos] - 1
                if 0 <= n444 < 64:
                    o.isr = list(_A_i[n444].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n444
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x443:
                    raise _tag_size_mismatch(tg441, 'PartitionChangeRecord.Isr', pos)
            elif tg441 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x443:
                    raise _tag_size_mismatch(tg441, 'PartitionChangeRecord.Leader', pos)
            elif tg441 == 2:
                n445 = buf[pos] - 1
                if 0 <= n445 < 64:
                    o.replicas = list(_A_i[n445].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n445
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x443:
                    raise _tag_size_mismatch(tg441, 'PartitionChangeRecord.Replicas', pos)
            elif tg441 == 3:
                n446 = buf[pos] - 1
                if 0 <= n446 < 64:
                    o.removing_replicas = list(_A_i[n446].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n446
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x443:
                    raise _tag_size_mismatch(tg441, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg441 == 4:
                n447 = buf[pos] - 1
                if 0 <= n447 < 64:
                    o.adding_replicas = list(_A_i[n447].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n447
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x443:
                    raise _tag_size_mismatch(tg441, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg441 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x443:
                    raise _tag_size_mismatch(tg441, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            else:
                if uk440 is None:
                    uk440 = []
                uk440.append((tg441, bytes(buf[pos:x443])))
                pos = x443
        o._unknown_tags = uk440
    return o, pos


def _enc_PartitionChangeRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionChangeRecord', 'EligibleLeaderReplicas', 1)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionChangeRecord', 'LastKnownElr', 1)
    if o.last_known_leader != -2:
        raise _unsupported_field('PartitionChangeRecord', 'LastKnownLeader', 1)
    k448 = []
    if o.isr is not None:
        p449 = []
        l450 = o.isr
        if l450 is None:
            p449.append(_H0)
        else:
            n451 = len(l450)
            if n451 < 64:
                p449.append(_CA_i[n451].pack(n451 + 1, *l450))
            else:
                p449.append(_encode_array('i', l450, True))
        k448.append((0, b''.join(p449)))
    if o.leader != -2:
        p452 = []
        p452.append(_S_i.pack(o.leader))
        k448.append((1, b''.join(p452)))
    if o.replicas is not None:
        p453 = []
        l454 = o.replicas
        if l454 is None:
            p453.append(_H0)
        else:
            n455 = len(l454)
            if n455 < 64:
                p453.append(_CA_i[n455].pack(n455 + 1, *l454))
            else:
                p453.append(_encode_array('i', l454, True))
        k448.append((2, b''.join(p453)))
    if o.removing_replicas is not None:
        p456 = []
        l457 = o.removing_replicas
        if l457 is None:
            p456.append(_H0)
        else:
            n458 = len(l457)
            if n458 < 64:
                p456.append(_CA_i[n458].pack(n458 + 1, *l457))
            else:
                p456.append(_encode_array('i', l457, True))
        k448.append((3, b''.join(p456)))
    if o.adding_replicas is not None:
        p459 = []
        l460 = o.adding_replicas
        if l460 is None:
            p459.append(_H0)
        else:
            n461 = len(l460)
            if n461 < 64:
                p459.append(_CA_i[n461].pack(n461 + 1, *l460))
            else:
                p459.append(_encode_array('i', l460, True))
        k448.append((4, b''.join(p459)))
    if o.leader_recovery_state != -1:
        p462 = []
        p462.append(_S_b.pack(o.leader_recovery_state))
        k448.append((5, b''.join(p462)))
    if o.directories is not None:
        p463 = []
        l464 = o.directories
        if l464 is None:
            p463.append(_H0)
        else:
            n465 = len(l464) + 1
            p463.append(_UV[n465] if n465 < 128 else _uv(n465))
            for e466 in l464:
                p463.append(_S_U.pack(e466.bytes))
        k448.append((8, b''.join(p463)))
    u467 = o._unknown_tags
    if k448 or u467 is not None:
        _write_tags(a, k448, u467)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u468 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u468)
    o.isr = None
    o.leader = -2
    o.replicas = None
    o.removing_replicas = None
    o.adding_replicas = None
    o.leader_recovery_state = -1
    o.directories = None
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt469, pos = _ruv(buf, pos)
        if nt469 * 2 > blen - pos:
            raise _array_too_long(nt469, 'PartitionChangeRecord._tagged_fields', pos)
        uk470 = None
        for _ in range(nt469):
            tg471, pos = _ruv(buf, pos)
            sz472, pos = _ruv(buf, pos)
            x473 = pos + sz472
            if x473 > blen:
                raise _bad_length(sz472, 'PartitionChangeRecord._tagged_fields', pos)
            if tg471 == 0:
                n474 = buf[pos] - 1
                if 0 <= n474 < 64:
                    o.isr = list(_A_i[n474].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n474
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.Isr', pos)
            elif tg471 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.Leader', pos)
            elif tg471 == 2:
                n475 = buf[pos] - 1
                if 0 <= n475 < 64:
                    o.replicas = list(_A_i[n475].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n475
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.Replicas', pos)
            elif tg471 == 3:
                n476 = buf[pos] - 1
                if 0 <= n476 < 64:
                    o.removing_replicas = list(_A_i[n476].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n476
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg471 == 4:
                n477 = buf[pos] - 1
                if 0 <= n477 < 64:
                    o.adding_replicas = list(_A_i[n477].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n477
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg471 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            elif tg471 == 8:
                n478 = buf[pos] - 1
                if -1 <= n478 < 127:
                    pos += 1
                else:
                    n478, pos = _read_array_len(buf, pos, True, True, 16, 'PartitionChangeRecord.Directories')
                if n478 < 0:
                    o.directories = None
                else:
                    l479 = []
                    ap480 = l479.append
                    for _ in range(n478):
                        u482, = _S_U.unpack_from(buf, pos)
                        v481 = _uuid_from(u482)
                        pos += 16
                        ap480(v481)
                    o.directories = l479
                if pos != x473:
                    raise _tag_size_mismatch(tg471, 'PartitionChangeRecord.Directories', pos)
            else:
                if uk470 is None:
                    uk470 = []
                uk470.append((tg471, bytes(buf[pos:x473])))
                pos = x473
        o._unknown_tags = uk470
    return o, pos


def _enc_PartitionChangeRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    k483 = []
    if o.isr is not None:
        p484 = []
        l485 = o.isr
        if l485 is None:
            p484.append(_H0)
        else:
            n486 = len(l485)
            if n486 < 64:
                p484.append(_CA_i[n486].pack(n486 + 1, *l485))
            else:
                p484.append(_encode_array('i', l485, True))
        k483.append((0, b''.join(p484)))
    if o.leader != -2:
        p487 = []
        p487.append(_S_i.pack(o.leader))
        k483.append((1, b''.join(p487)))
    if o.replicas is not None:
        p488 = []
        l489 = o.replicas
        if l489 is None:
            p488.append(_H0)
        else:
            n490 = len(l489)
            if n490 < 64:
                p488.append(_CA_i[n490].pack(n490 + 1, *l489))
            else:
                p488.append(_encode_array('i', l489, True))
        k483.append((2, b''.join(p488)))
    if o.removing_replicas is not None:
        p491 = []
        l492 = o.removing_replicas
        if l492 is None:
            p491.append(_H0)
        else:
            n493 = len(l492)
            if n493 < 64:
                p491.append(_CA_i[n493].pack(n493 + 1, *l492))
            else:
                p491.append(_encode_array('i', l492, True))
        k483.append((3, b''.join(p491)))
    if o.adding_replicas is not None:
        p494 = []
        l495 = o.adding_replicas
        if l495 is None:
            p494.append(_H0)
        else:
            n496 = len(l495)
            if n496 < 64:
                p494.append(_CA_i[n496].pack(n496 + 1, *l495))
            else:
                p494.append(_encode_array('i', l495, True))
        k483.append((4, b''.join(p494)))
    if o.leader_recovery_state != -1:
        p497 = []
        p497.append(_S_b.pack(o.leader_recovery_state))
        k483.append((5, b''.join(p497)))
    if o.eligible_leader_replicas is not None:
        p498 = []
        l499 = o.eligible_leader_replicas
        if l499 is None:
            p498.append(_H0)
        else:
            n500 = len(l499)
            if n500 < 64:
                p498.append(_CA_i[n500].pack(n500 + 1, *l499))
            else:
                p498.append(_encode_array('i', l499, True))
        k483.append((6, b''.join(p498)))
    if o.last_known_elr is not None:
        p501 = []
        l502 = o.last_known_elr
        if l502 is None:
            p501.append(_H0)
        else:
            n503 = len(l502)
            if n503 < 64:
                p501.append(_CA_i[n503].pack(n503 + 1, *l502))
            else:
                p501.append(_encode_array('i', l502, True))
        k483.append((7, b''.join(p501)))
    if o.directories is not None:
        p504 = []
        l505 = o.directories
        if l505 is None:
            p504.append(_H0)
        else:
            n506 = len(l505) + 1
            p504.append(_UV[n506] if n506 < 128 else _uv(n506))
            for e507 in l505:
                p504.append(_S_U.pack(e507.bytes))
        k483.append((8, b''.join(p504)))
    if o.last_known_leader != -2:
        p508 = []
        p508.append(_S_i.pack(o.last_known_leader))
        k483.append((1000, b''.join(p508)))
    u509 = o._unknown_tags
    if k483 or u509 is not None:
        _write_tags(a, k483, u509)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u510 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u510)
    o.isr = None
    o.leader = -2
    o.replicas = None
    o.removing_replicas = None
    o.adding_replicas = None
    o.leader_recovery_state = -1
    o.directories = None
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt511, pos = _ruv(buf, pos)
        if nt511 * 2 > blen - pos:
            raise _array_too_long(nt511, 'PartitionChangeRecord._tagged_fields', pos)
        uk512 = None
        for _ in range(nt511):
            tg513, pos = _ruv(buf, pos)
            sz514, pos = _ruv(buf, pos)
            x515 = pos + sz514
            if x515 > blen:
                raise _bad_length(sz514, 'PartitionChangeRecord._tagged_fields', pos)
            if tg513 == 0:
                n516 = buf[pos] - 1
                if 0 <= n516 < 64:
                    o.isr = list(_A_i[n516].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n516
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.Isr', pos)
            elif tg513 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.Leader', pos)
            elif tg513 == 2:
                n517 = buf[pos] - 1
                if 0 <= n517 < 64:
                    o.replicas = list(_A_i[n517].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n517
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.Replicas', pos)
            elif tg513 == 3:
                n518 = buf[pos] - 1
                if 0 <= n518 < 64:
                    o.removing_replicas = list(_A_i[n518].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n518
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg513 == 4:
                n519 = buf[pos] - 1
                if 0 <= n519 < 64:
                    o.adding_replicas = list(_A_i[n519].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n519
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg513 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            elif tg513 == 8:
                n520 = buf[pos] - 1
                if -1 <= n520 < 127:
                    pos += 1
                else:
                    n520, pos = _read_array_len(buf, pos, True, True, 16, 'PartitionChangeRecord.Directories')
                if n520 < 0:
                    o.directories = None
                else:
                    l521 = []
                    ap522 = l521.append
                    for _ in range(n520):
                        u524, = _S_U.unpack_from(buf, pos)
                        v523 = _uuid_from(u524)
                        pos += 16
                        ap522(v523)
                    o.directories = l521
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.Directories', pos)
            elif tg513 == 6:
                n525 = buf[pos] - 1
                if 0 <= n525 < 64:
                    o.eligible_leader_replicas = list(_A_i[n525].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n525
                else:
                    o.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.EligibleLeaderReplicas')
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.EligibleLeaderReplicas', pos)
            elif tg513 == 7:
                n526 = buf[pos] - 1
                if 0 <= n526 < 64:
                    o.last_known_elr = list(_A_i[n526].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n526
                else:
                    o.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.LastKnownElr')
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.LastKnownElr', pos)
            elif tg513 == 1000:
                o.last_known_leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x515:
                    raise _tag_size_mismatch(tg513, 'PartitionChangeRecord.LastKnownLeader', pos)
            else:
                if uk512 is None:
                    uk512 = []
                uk512.append((tg513, bytes(buf[pos:x515])))
                pos = x515
        o._unknown_tags = uk512
    return o, pos


PartitionChangeRecord._ENC = {0: _enc_PartitionChangeRecord_v0, 1: _enc_PartitionChangeRecord_v1, 2: _enc_PartitionChangeRecord_v2}
PartitionChangeRecord._DEC = {0: _dec_PartitionChangeRecord_v0, 1: _dec_PartitionChangeRecord_v1, 2: _dec_PartitionChangeRecord_v2}


class FenceBrokerRecord(_Message):
    __slots__ = ('id', 'epoch', '_unknown_tags')
    NAME = 'FenceBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 7
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, id=0, epoch=0, _unknown_tags=None):
        self.id = id
        self.epoch = epoch
        self._unknown_tags = _unknown_tags


FenceBrokerRecord.FIELDS = (
    _FI('Id', 'id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Epoch', 'epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_FenceBrokerRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.id, o.epoch))
    u527 = o._unknown_tags
    if u527 is None:
        a(_H0)
    else:
        _write_tags(a, None, u527)
    return b''.join(parts)


def _dec_FenceBrokerRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(FenceBrokerRecord)
    o.id, o.epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt528, pos = _ruv(buf, pos)
        if nt528 * 2 > blen - pos:
            raise _array_too_long(nt528, 'FenceBrokerRecord._tagged_fields', pos)
        uk529 = None
        for _ in range(nt528):
            tg530, pos = _ruv(buf, pos)
            sz531, pos = _ruv(buf, pos)
            x532 = pos + sz531
            if x532 > blen:
                raise _bad_length(sz531, 'FenceBrokerRecord._tagged_fields', pos)
            if uk529 is None:
                uk529 = []
            uk529.append((tg530, bytes(buf[pos:x532])))
            pos = x532
        o._unknown_tags = uk529
    return o, pos


FenceBrokerRecord._ENC = {0: _enc_FenceBrokerRecord_v0}
FenceBrokerRecord._DEC = {0: _dec_FenceBrokerRecord_v0}


class UnfenceBrokerRecord(_Message):
    __slots__ = ('id', 'epoch', '_unknown_tags')
    NAME = 'UnfenceBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 8
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, id=0, epoch=0, _unknown_tags=None):
        self.id = id
        self.epoch = epoch
        self._unknown_tags = _unknown_tags


UnfenceBrokerRecord.FIELDS = (
    _FI('Id', 'id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Epoch', 'epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_UnfenceBrokerRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.id, o.epoch))
    u533 = o._unknown_tags
    if u533 is None:
        a(_H0)
    else:
        _write_tags(a, None, u533)
    return b''.join(parts)


def _dec_UnfenceBrokerRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(UnfenceBrokerRecord)
    o.id, o.epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt534, pos = _ruv(buf, pos)
        if nt534 * 2 > blen - pos:
            raise _array_too_long(nt534, 'UnfenceBrokerRecord._tagged_fields', pos)
        uk535 = None
        for _ in range(nt534):
            tg536, pos = _ruv(buf, pos)
            sz537, pos = _ruv(buf, pos)
            x538 = pos + sz537
            if x538 > blen:
                raise _bad_length(sz537, 'UnfenceBrokerRecord._tagged_fields', pos)
            if uk535 is None:
                uk535 = []
            uk535.append((tg536, bytes(buf[pos:x538])))
            pos = x538
        o._unknown_tags = uk535
    return o, pos


UnfenceBrokerRecord._ENC = {0: _enc_UnfenceBrokerRecord_v0}
UnfenceBrokerRecord._DEC = {0: _dec_UnfenceBrokerRecord_v0}


class RemoveTopicRecord(_Message):
    __slots__ = ('topic_id', '_unknown_tags')
    NAME = 'RemoveTopicRecord'
    TYPE = 'metadata'
    API_KEY = 9
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, topic_id=_ZERO_UUID, _unknown_tags=None):
        self.topic_id = topic_id
        self._unknown_tags = _unknown_tags


RemoveTopicRecord.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_RemoveTopicRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_U.pack(o.topic_id.bytes))
    u539 = o._unknown_tags
    if u539 is None:
        a(_H0)
    else:
        _write_tags(a, None, u539)
    return b''.join(parts)


def _dec_RemoveTopicRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveTopicRecord)
    u540, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.topic_id = _uuid_from(u540)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt541, pos = _ruv(buf, pos)
        if nt541 * 2 > blen - pos:
            raise _array_too_long(nt541, 'RemoveTopicRecord._tagged_fields', pos)
        uk542 = None
        for _ in range(nt541):
            tg543, pos = _ruv(buf, pos)
            sz544, pos = _ruv(buf, pos)
            x545 = pos + sz544
            if x545 > blen:
                raise _bad_length(sz544, 'RemoveTopicRecord._tagged_fields', pos)
            if uk542 is None:
                uk542 = []
            uk542.append((tg543, bytes(buf[pos:x545])))
            pos = x545
        o._unknown_tags = uk542
    return o, pos


RemoveTopicRecord._ENC = {0: _enc_RemoveTopicRecord_v0}
RemoveTopicRecord._DEC = {0: _dec_RemoveTopicRecord_v0}


class UserScramCredentialRecord(_Message):
    __slots__ = ('name', 'mechanism', 'salt', 'stored_key', 'server_key', 'iterations', '_unknown_tags')
    NAME = 'UserScramCredentialRecord'
    TYPE = 'metadata'
    API_KEY = 11
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, name='', mechanism=0, salt=b'', stored_key=b'', server_key=b'', iterations=0, _unknown_tags=None):
        self.name = name
        self.mechanism = mechanism
        self.salt = salt
        self.stored_key = stored_key
        self.server_key = server_key
        self.iterations = iterations
        self._unknown_tags = _unknown_tags


UserScramCredentialRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Mechanism', 'mechanism', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Salt', 'salt', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('StoredKey', 'stored_key', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('ServerKey', 'server_key', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('Iterations', 'iterations', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_UserScramCredentialRecord_v0(o):
    parts = []
    a = parts.append
    s546 = o.name
    b547 = s546.encode()
    n548 = len(b547) + 1
    a(_UV[n548] if n548 < 128 else _uv(n548))
    a(b547)
    a(_S_b.pack(o.mechanism))
    s549 = o.salt
    n550 = len(s549) + 1
    a(_UV[n550] if n550 < 128 else _uv(n550))
    a(s549)
    s551 = o.stored_key
    n552 = len(s551) + 1
    a(_UV[n552] if n552 < 128 else _uv(n552))
    a(s551)
    s553 = o.server_key
    n554 = len(s553) + 1
    a(_UV[n554] if n554 < 128 else _uv(n554))
    a(s553)
    a(_S_i.pack(o.iterations))
    u555 = o._unknown_tags
    if u555 is None:
        a(_H0)
    else:
        _write_tags(a, None, u555)
    return b''.join(parts)


def _dec_UserScramCredentialRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(UserScramCredentialRecord)
    n556 = buf[pos] - 1
    if 0 <= n556 < 127:
        x557 = pos + 1 + n556
        if x557 > blen:
            raise _bad_length(n556, 'UserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x557], 'utf-8')
        pos = x557
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'UserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    n558 = buf[pos]
    if n558 < 128:
        pos += 1
    else:
        n558, pos = _ruv(buf, pos)
    n558 -= 1
    if n558 >= 0:
        x559 = pos + n558
        if x559 > blen:
            raise _bad_length(n558, 'UserScramCredentialRecord.Salt', pos)
        o.salt = bytes(buf[pos:x559])
        pos = x559
    else:
        raise _unexpected_null('UserScramCredentialRecord.Salt', pos) if n558 == -1 else _bad_length(n558, 'UserScramCredentialRecord.Salt', pos)
    n560 = buf[pos]
    if n560 < 128:
        pos += 1
    else:
        n560, pos = _ruv(buf, pos)
    n560 -= 1
    if n560 >= 0:
        x561 = pos + n560
        if x561 > blen:
            raise _bad_length(n560, 'UserScramCredentialRecord.StoredKey', pos)
        o.stored_key = bytes(buf[pos:x561])
        pos = x561
    else:
        raise _unexpected_null('UserScramCredentialRecord.StoredKey', pos) if n560 == -1 else _bad_length(n560, 'UserScramCredentialRecord.StoredKey', pos)
    n562 = buf[pos]
    if n562 < 128:
        pos += 1
    else:
        n562, pos = _ruv(buf, pos)
    n562 -= 1
    if n562 >= 0:
        x563 = pos + n562
        if x563 > blen:
            raise _bad_length(n562, 'UserScramCredentialRecord.ServerKey', pos)
        o.server_key = bytes(buf[pos:x563])
        pos = x563
    else:
        raise _unexpected_null('UserScramCredentialRecord.ServerKey', pos) if n562 == -1 else _bad_length(n562, 'UserScramCredentialRecord.ServerKey', pos)
    o.iterations, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt564, pos = _ruv(buf, pos)
        if nt564 * 2 > blen - pos:
            raise _array_too_long(nt564, 'UserScramCredentialRecord._tagged_fields', pos)
        uk565 = None
        for _ in range(nt564):
            tg566, pos = _ruv(buf, pos)
            sz567, pos = _ruv(buf, pos)
            x568 = pos + sz567
            if x568 > blen:
                raise _bad_length(sz567, 'UserScramCredentialRecord._tagged_fields', pos)
            if uk565 is None:
                uk565 = []
            uk565.append((tg566, bytes(buf[pos:x568])))
            pos = x568
        o._unknown_tags = uk565
    return o, pos


UserScramCredentialRecord._ENC = {0: _enc_UserScramCredentialRecord_v0}
UserScramCredentialRecord._DEC = {0: _dec_UserScramCredentialRecord_v0}


class FeatureLevelRecord(_Message):
    __slots__ = ('name', 'feature_level', '_unknown_tags')
    NAME = 'FeatureLevelRecord'
    TYPE = 'metadata'
    API_KEY = 12
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, name='', feature_level=0, _unknown_tags=None):
        self.name = name
        self.feature_level = feature_level
        self._unknown_tags = _unknown_tags


FeatureLevelRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('FeatureLevel', 'feature_level', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_FeatureLevelRecord_v0(o):
    parts = []
    a = parts.append
    s569 = o.name
    b570 = s569.encode()
    n571 = len(b570) + 1
    a(_UV[n571] if n571 < 128 else _uv(n571))
    a(b570)
    a(_S_h.pack(o.feature_level))
    u572 = o._unknown_tags
    if u572 is None:
        a(_H0)
    else:
        _write_tags(a, None, u572)
    return b''.join(parts)


def _dec_FeatureLevelRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(FeatureLevelRecord)
    n573 = buf[pos] - 1
    if 0 <= n573 < 127:
        x574 = pos + 1 + n573
        if x574 > blen:
            raise _bad_length(n573, 'FeatureLevelRecord.Name', pos)
        o.name = str(buf[pos + 1:x574], 'utf-8')
        pos = x574
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'FeatureLevelRecord.Name')
    o.feature_level, = _S_h.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt575, pos = _ruv(buf, pos)
        if nt575 * 2 > blen - pos:
            raise _array_too_long(nt575, 'FeatureLevelRecord._tagged_fields', pos)
        uk576 = None
        for _ in range(nt575):
            tg577, pos = _ruv(buf, pos)
            sz578, pos = _ruv(buf, pos)
            x579 = pos + sz578
            if x579 > blen:
                raise _bad_length(sz578, 'FeatureLevelRecord._tagged_fields', pos)
            if uk576 is None:
                uk576 = []
            uk576.append((tg577, bytes(buf[pos:x579])))
            pos = x579
        o._unknown_tags = uk576
    return o, pos


FeatureLevelRecord._ENC = {0: _enc_FeatureLevelRecord_v0}
FeatureLevelRecord._DEC = {0: _dec_FeatureLevelRecord_v0}


class ProducerIdsRecord(_Message):
    __slots__ = ('broker_id', 'broker_epoch', 'next_producer_id', '_unknown_tags')
    NAME = 'ProducerIdsRecord'
    TYPE = 'metadata'
    API_KEY = 15
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, broker_id=0, broker_epoch=-1, next_producer_id=0, _unknown_tags=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.next_producer_id = next_producer_id
        self._unknown_tags = _unknown_tags


ProducerIdsRecord.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('NextProducerId', 'next_producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_ProducerIdsRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iqq.pack(o.broker_id, o.broker_epoch, o.next_producer_id))
    u580 = o._unknown_tags
    if u580 is None:
        a(_H0)
    else:
        _write_tags(a, None, u580)
    return b''.join(parts)


def _dec_ProducerIdsRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ProducerIdsRecord)
    o.broker_id, o.broker_epoch, o.next_producer_id = _S_iqq.unpack_from(buf, pos)
    pos += 20
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt581, pos = _ruv(buf, pos)
        if nt581 * 2 > blen - pos:
            raise _array_too_long(nt581, 'ProducerIdsRecord._tagged_fields', pos)
        uk582 = None
        for _ in range(nt581):
            tg583, pos = _ruv(buf, pos)
            sz584, pos = _ruv(buf, pos)
            x585 = pos + sz584
            if x585 > blen:
                raise _bad_length(sz584, 'ProducerIdsRecord._tagged_fields', pos)
            if uk582 is None:
                uk582 = []
            uk582.append((tg583, bytes(buf[pos:x585])))
            pos = x585
        o._unknown_tags = uk582
    return o, pos


ProducerIdsRecord._ENC = {0: _enc_ProducerIdsRecord_v0}
ProducerIdsRecord._DEC = {0: _dec_ProducerIdsRecord_v0}


class BrokerRegistrationChangeRecord(_Message):
    __slots__ = ('broker_id', 'broker_epoch', 'fenced', 'in_controlled_shutdown', 'log_dirs', 'cordoned_log_dirs', '_unknown_tags')
    NAME = 'BrokerRegistrationChangeRecord'
    TYPE = 'metadata'
    API_KEY = 17
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (0, 3)

    def __init__(self, *, broker_id=0, broker_epoch=0, fenced=0, in_controlled_shutdown=0, log_dirs=_EMPTY, cordoned_log_dirs=None, _unknown_tags=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.fenced = fenced
        self.in_controlled_shutdown = in_controlled_shutdown
        self.log_dirs = [] if log_dirs is _EMPTY else log_dirs
        self.cordoned_log_dirs = cordoned_log_dirs
        self._unknown_tags = _unknown_tags


BrokerRegistrationChangeRecord.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Fenced', 'fenced', 'int8', (0, 32767), (1, 0), (0, 32767), 0, 0, False, None),
    _FI('InControlledShutdown', 'in_controlled_shutdown', 'int8', (1, 32767), (1, 0), (1, 32767), 1, 0, False, None),
    _FI('LogDirs', 'log_dirs', '[]uuid', (2, 32767), (1, 0), (2, 32767), 2, (), False, None),
    _FI('CordonedLogDirs', 'cordoned_log_dirs', '[]uuid', (3, 32767), (3, 32767), (3, 32767), 3, None, False, None),
)


def _enc_BrokerRegistrationChangeRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.in_controlled_shutdown != 0:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'InControlledShutdown', 0)
    if o.log_dirs:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'LogDirs', 0)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 0)
    k586 = []
    if o.fenced != 0:
        p587 = []
        p587.append(_S_b.pack(o.fenced))
        k586.append((0, b''.join(p587)))
    u588 = o._unknown_tags
    if k586 or u588 is not None:
        _write_tags(a, k586, u588)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationChangeRecord)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    o.fenced = 0
    o.in_controlled_shutdown = 0
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt589, pos = _ruv(buf, pos)
        if nt589 * 2 > blen - pos:
            raise _array_too_long(nt589, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk590 = None
        for _ in range(nt589):
            tg591, pos = _ruv(buf, pos)
            sz592, pos = _ruv(buf, pos)
            x593 = pos + sz592
            if x593 > blen:
                raise _bad_length(sz592, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg591 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x593:
                    raise _tag_size_mismatch(tg591, 'BrokerRegistrationChangeRecord.Fenced', pos)
            else:
                if uk590 is None:
                    uk590 = []
                uk590.append((tg591, bytes(buf[pos:x593])))
                pos = x593
        o._unknown_tags = uk590
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.log_dirs:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'LogDirs', 1)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 1)
    k594 = []
    if o.fenced != 0:
        p595 = []
        p595.append(_S_b.pack(o.fenced))
        k594.append((0, b''.join(p595)))
    if o.in_controlled_shutdown != 0:
        p596 = []
        p596.append(_S_b.pack(o.in_controlled_shutdown))
        k594.append((1, b''.join(p596)))
    u597 = o._unknown_tags
    if k594 or u597 is not None:
        _write_tags(a, k594, u597)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationChangeRecord)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    o.fenced = 0
    o.in_controlled_shutdown = 0
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt598, pos = _ruv(buf, pos)
        if nt598 * 2 > blen - pos:
            raise _array_too_long(nt598, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk599 = None
        for _ in range(nt598):
            tg600, pos = _ruv(buf, pos)
            sz601, pos = _ruv(buf, pos)
            x602 = pos + sz601
            if x602 > blen:
                raise _bad_length(sz601, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg600 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x602:
                    raise _tag_size_mismatch(tg600, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg600 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x602:
                    raise _tag_size_mismatch(tg600, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            else:
                if uk599 is None:
                    uk599 = []
                uk599.append((tg600, bytes(buf[pos:x602])))
                pos = x602
        o._unknown_tags = uk599
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 2)
    k603 = []
    if o.fenced != 0:
        p604 = []
        p604.append(_S_b.pack(o.fenced))
        k603.append((0, b''.join(p604)))
    if o.in_controlled_shutdown != 0:
        p605 = []
        p605.append(_S_b.pack(o.in_controlled_shutdown))
        k603.append((1, b''.join(p605)))
    if o.log_dirs:
        p606 = []
        l607 = o.log_dirs
        n608 = len(l607) + 1
        p606.append(_UV[n608] if n608 < 128 else _uv(n608))
        for e609 in l607:
            p606.append(_S_U.pack(e609.bytes))
        k603.append((2, b''.join(p606)))
    u610 = o._unknown_tags
    if k603 or u610 is not None:
        _write_tags(a, k603, u610)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationChangeRecord)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    o.fenced = 0
    o.in_controlled_shutdown = 0
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt611, pos = _ruv(buf, pos)
        if nt611 * 2 > blen - pos:
            raise _array_too_long(nt611, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk612 = None
        for _ in range(nt611):
            tg613, pos = _ruv(buf, pos)
            sz614, pos = _ruv(buf, pos)
            x615 = pos + sz614
            if x615 > blen:
                raise _bad_length(sz614, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg613 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x615:
                    raise _tag_size_mismatch(tg613, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg613 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x615:
                    raise _tag_size_mismatch(tg613, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg613 == 2:
                n616 = buf[pos] - 1
                if 0 <= n616 < 127:
                    pos += 1
                else:
                    n616, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l617 = []
                ap618 = l617.append
                for _ in range(n616):
                    u620, = _S_U.unpack_from(buf, pos)
                    v619 = _uuid_from(u620)
                    pos += 16
                    ap618(v619)
                o.log_dirs = l617
                if pos != x615:
                    raise _tag_size_mismatch(tg613, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            else:
                if uk612 is None:
                    uk612 = []
                uk612.append((tg613, bytes(buf[pos:x615])))
                pos = x615
        o._unknown_tags = uk612
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v3(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    k621 = []
    if o.fenced != 0:
        p622 = []
        p622.append(_S_b.pack(o.fenced))
        k621.append((0, b''.join(p622)))
    if o.in_controlled_shutdown != 0:
        p623 = []
        p623.append(_S_b.pack(o.in_controlled_shutdown))
        k621.append((1, b''.join(p623)))
    if o.log_dirs:
        p624 = []
        l625 = o.log_dirs
        n626 = len(l625) + 1
        p624.append(_UV[n626] if n626 < 128 else _uv(n626))
        for e627 in l625:
            p624.append(_S_U.pack(e627.bytes))
        k621.append((2, b''.join(p624)))
    if o.cordoned_log_dirs is not None:
        p628 = []
        l629 = o.cordoned_log_dirs
        if l629 is None:
            p628.append(_H0)
        else:
            n630 = len(l629) + 1
            p628.append(_UV[n630] if n630 < 128 else _uv(n630))
            for e631 in l629:
                p628.append(_S_U.pack(e631.bytes))
        k621.append((3, b''.join(p628)))
    u632 = o._unknown_tags
    if k621 or u632 is not None:
        _write_tags(a, k621, u632)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v3(buf, pos):
    blen = len(buf)
    o = _new(BrokerRegistrationChangeRecord)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    o.fenced = 0
    o.in_controlled_shutdown = 0
    o.log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt633, pos = _ruv(buf, pos)
        if nt633 * 2 > blen - pos:
            raise _array_too_long(nt633, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk634 = None
        for _ in range(nt633):
            tg635, pos = _ruv(buf, pos)
            sz636, pos = _ruv(buf, pos)
            x637 = pos + sz636
            if x637 > blen:
                raise _bad_length(sz636, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg635 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x637:
                    raise _tag_size_mismatch(tg635, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg635 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x637:
                    raise _tag_size_mismatch(tg635, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg635 == 2:
                n638 = buf[pos] - 1
                if 0 <= n638 < 127:
                    pos += 1
                else:
                    n638, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l639 = []
                ap640 = l639.append
                for _ in range(n638):
                    u642, = _S_U.unpack_from(buf, pos)
                    v641 = _uuid_from(u642)
                    pos += 16
                    ap640(v641)
                o.log_dirs = l639
                if pos != x637:
                    raise _tag_size_mismatch(tg635, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            elif tg635 == 3:
                n643 = buf[pos] - 1
                if -1 <= n643 < 127:
                    pos += 1
                else:
                    n643, pos = _read_array_len(buf, pos, True, True, 16, 'BrokerRegistrationChangeRecord.CordonedLogDirs')
                if n643 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l644 = []
                    ap645 = l644.append
                    for _ in range(n643):
                        u647, = _S_U.unpack_from(buf, pos)
                        v646 = _uuid_from(u647)
                        pos += 16
                        ap645(v646)
                    o.cordoned_log_dirs = l644
                if pos != x637:
                    raise _tag_size_mismatch(tg635, 'BrokerRegistrationChangeRecord.CordonedLogDirs', pos)
            else:
                if uk634 is None:
                    uk634 = []
                uk634.append((tg635, bytes(buf[pos:x637])))
                pos = x637
        o._unknown_tags = uk634
    return o, pos


BrokerRegistrationChangeRecord._ENC = {0: _enc_BrokerRegistrationChangeRecord_v0, 1: _enc_BrokerRegistrationChangeRecord_v1, 2: _enc_BrokerRegistrationChangeRecord_v2, 3: _enc_BrokerRegistrationChangeRecord_v3}
BrokerRegistrationChangeRecord._DEC = {0: _dec_BrokerRegistrationChangeRecord_v0, 1: _dec_BrokerRegistrationChangeRecord_v1, 2: _dec_BrokerRegistrationChangeRecord_v2, 3: _dec_BrokerRegistrationChangeRecord_v3}


class AccessControlEntryRecord(_Message):
    __slots__ = ('id', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type', '_unknown_tags')
    NAME = 'AccessControlEntryRecord'
    TYPE = 'metadata'
    API_KEY = 18
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, id=_ZERO_UUID, resource_type=0, resource_name='', pattern_type=0, principal='', host='', operation=0, permission_type=0, _unknown_tags=None):
        self.id = id
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.pattern_type = pattern_type
        self.principal = principal
        self.host = host
        self.operation = operation
        self.permission_type = permission_type
        self._unknown_tags = _unknown_tags


AccessControlEntryRecord.FIELDS = (
    _FI('Id', 'id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('ResourceType', 'resource_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ResourceName', 'resource_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PatternType', 'pattern_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Principal', 'principal', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Operation', 'operation', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PermissionType', 'permission_type', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_AccessControlEntryRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_Ub.pack(o.id.bytes, o.resource_type))
    s648 = o.resource_name
    b649 = s648.encode()
    n650 = len(b649) + 1
    a(_UV[n650] if n650 < 128 else _uv(n650))
    a(b649)
    a(_S_b.pack(o.pattern_type))
    s651 = o.principal
    b652 = s651.encode()
    n653 = len(b652) + 1
    a(_UV[n653] if n653 < 128 else _uv(n653))
    a(b652)
    s654 = o.host
    b655 = s654.encode()
    n656 = len(b655) + 1
    a(_UV[n656] if n656 < 128 else _uv(n656))
    a(b655)
    a(_S_bb.pack(o.operation, o.permission_type))
    u657 = o._unknown_tags
    if u657 is None:
        a(_H0)
    else:
        _write_tags(a, None, u657)
    return b''.join(parts)


def _dec_AccessControlEntryRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(AccessControlEntryRecord)
    u658, o.resource_type = _S_Ub.unpack_from(buf, pos)
    pos += 17
    o.id = _uuid_from(u658)
    n659 = buf[pos] - 1
    if 0 <= n659 < 127:
        x660 = pos + 1 + n659
        if x660 > blen:
            raise _bad_length(n659, 'AccessControlEntryRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x660], 'utf-8')
        pos = x660
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.ResourceName')
    o.pattern_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n661 = buf[pos] - 1
    if 0 <= n661 < 127:
        x662 = pos + 1 + n661
        if x662 > blen:
            raise _bad_length(n661, 'AccessControlEntryRecord.Principal', pos)
        o.principal = str(buf[pos + 1:x662], 'utf-8')
        pos = x662
    else:
        o.principal, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Principal')
    n663 = buf[pos] - 1
    if 0 <= n663 < 127:
        x664 = pos + 1 + n663
        if x664 > blen:
            raise _bad_length(n663, 'AccessControlEntryRecord.Host', pos)
        o.host = str(buf[pos + 1:x664], 'utf-8')
        pos = x664
    else:
        o.host, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Host')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt665, pos = _ruv(buf, pos)
        if nt665 * 2 > blen - pos:
            raise _array_too_long(nt665, 'AccessControlEntryRecord._tagged_fields', pos)
        uk666 = None
        for _ in range(nt665):
            tg667, pos = _ruv(buf, pos)
            sz668, pos = _ruv(buf, pos)
            x669 = pos + sz668
            if x669 > blen:
                raise _bad_length(sz668, 'AccessControlEntryRecord._tagged_fields', pos)
            if uk666 is None:
                uk666 = []
            uk666.append((tg667, bytes(buf[pos:x669])))
            pos = x669
        o._unknown_tags = uk666
    return o, pos


AccessControlEntryRecord._ENC = {0: _enc_AccessControlEntryRecord_v0}
AccessControlEntryRecord._DEC = {0: _dec_AccessControlEntryRecord_v0}


class RemoveAccessControlEntryRecord(_Message):
    __slots__ = ('id', '_unknown_tags')
    NAME = 'RemoveAccessControlEntryRecord'
    TYPE = 'metadata'
    API_KEY = 19
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, id=_ZERO_UUID, _unknown_tags=None):
        self.id = id
        self._unknown_tags = _unknown_tags


RemoveAccessControlEntryRecord.FIELDS = (
    _FI('Id', 'id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_RemoveAccessControlEntryRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_U.pack(o.id.bytes))
    u670 = o._unknown_tags
    if u670 is None:
        a(_H0)
    else:
        _write_tags(a, None, u670)
    return b''.join(parts)


def _dec_RemoveAccessControlEntryRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveAccessControlEntryRecord)
    u671, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.id = _uuid_from(u671)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt672, pos = _ruv(buf, pos)
        if nt672 * 2 > blen - pos:
            raise _array_too_long(nt672, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
        uk673 = None
        for _ in range(nt672):
            tg674, pos = _ruv(buf, pos)
            sz675, pos = _ruv(buf, pos)
            x676 = pos + sz675
            if x676 > blen:
                raise _bad_length(sz675, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
            if uk673 is None:
                uk673 = []
            uk673.append((tg674, bytes(buf[pos:x676])))
            pos = x676
        o._unknown_tags = uk673
    return o, pos


RemoveAccessControlEntryRecord._ENC = {0: _enc_RemoveAccessControlEntryRecord_v0}
RemoveAccessControlEntryRecord._DEC = {0: _dec_RemoveAccessControlEntryRecord_v0}


class NoOpRecord(_Message):
    __slots__ = ('_unknown_tags',)
    NAME = 'NoOpRecord'
    TYPE = 'metadata'
    API_KEY = 20
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, _unknown_tags=None):
        self._unknown_tags = _unknown_tags


NoOpRecord.FIELDS = (
)


def _enc_NoOpRecord_v0(o):
    parts = []
    a = parts.append
    u677 = o._unknown_tags
    if u677 is None:
        a(_H0)
    else:
        _write_tags(a, None, u677)
    return b''.join(parts)


def _dec_NoOpRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(NoOpRecord)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt678, pos = _ruv(buf, pos)
        if nt678 * 2 > blen - pos:
            raise _array_too_long(nt678, 'NoOpRecord._tagged_fields', pos)
        uk679 = None
        for _ in range(nt678):
            tg680, pos = _ruv(buf, pos)
            sz681, pos = _ruv(buf, pos)
            x682 = pos + sz681
            if x682 > blen:
                raise _bad_length(sz681, 'NoOpRecord._tagged_fields', pos)
            if uk679 is None:
                uk679 = []
            uk679.append((tg680, bytes(buf[pos:x682])))
            pos = x682
        o._unknown_tags = uk679
    return o, pos


NoOpRecord._ENC = {0: _enc_NoOpRecord_v0}
NoOpRecord._DEC = {0: _dec_NoOpRecord_v0}


class RemoveUserScramCredentialRecord(_Message):
    __slots__ = ('name', 'mechanism', '_unknown_tags')
    NAME = 'RemoveUserScramCredentialRecord'
    TYPE = 'metadata'
    API_KEY = 22
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, name='', mechanism=0, _unknown_tags=None):
        self.name = name
        self.mechanism = mechanism
        self._unknown_tags = _unknown_tags


RemoveUserScramCredentialRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Mechanism', 'mechanism', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_RemoveUserScramCredentialRecord_v0(o):
    parts = []
    a = parts.append
    s683 = o.name
    b684 = s683.encode()
    n685 = len(b684) + 1
    a(_UV[n685] if n685 < 128 else _uv(n685))
    a(b684)
    a(_S_b.pack(o.mechanism))
    u686 = o._unknown_tags
    if u686 is None:
        a(_H0)
    else:
        _write_tags(a, None, u686)
    return b''.join(parts)


def _dec_RemoveUserScramCredentialRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveUserScramCredentialRecord)
    n687 = buf[pos] - 1
    if 0 <= n687 < 127:
        x688 = pos + 1 + n687
        if x688 > blen:
            raise _bad_length(n687, 'RemoveUserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x688], 'utf-8')
        pos = x688
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'RemoveUserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt689, pos = _ruv(buf, pos)
        if nt689 * 2 > blen - pos:
            raise _array_too_long(nt689, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
        uk690 = None
        for _ in range(nt689):
            tg691, pos = _ruv(buf, pos)
            sz692, pos = _ruv(buf, pos)
            x693 = pos + sz692
            if x693 > blen:
                raise _bad_length(sz692, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
            if uk690 is None:
                uk690 = []
            uk690.append((tg691, bytes(buf[pos:x693])))
            pos = x693
        o._unknown_tags = uk690
    return o, pos


RemoveUserScramCredentialRecord._ENC = {0: _enc_RemoveUserScramCredentialRecord_v0}
RemoveUserScramCredentialRecord._DEC = {0: _dec_RemoveUserScramCredentialRecord_v0}


class ClearElrRecord(_Message):
    __slots__ = ('topic_name', '_unknown_tags')
    NAME = 'ClearElrRecord'
    TYPE = 'metadata'
    API_KEY = 28
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, topic_name='', _unknown_tags=None):
        self.topic_name = topic_name
        self._unknown_tags = _unknown_tags


ClearElrRecord.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ClearElrRecord_v0(o):
    parts = []
    a = parts.append
    s694 = o.topic_name
    b695 = s694.encode()
    n696 = len(b695) + 1
    a(_UV[n696] if n696 < 128 else _uv(n696))
    a(b695)
    u697 = o._unknown_tags
    if u697 is None:
        a(_H0)
    else:
        _write_tags(a, None, u697)
    return b''.join(parts)


def _dec_ClearElrRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ClearElrRecord)
    n698 = buf[pos] - 1
    if 0 <= n698 < 127:
        x699 = pos + 1 + n698
        if x699 > blen:
            raise _bad_length(n698, 'ClearElrRecord.TopicName', pos)
        o.topic_name = str(buf[pos + 1:x699], 'utf-8')
        pos = x699
    else:
        o.topic_name, pos = _read_string(buf, pos, True, False, 'ClearElrRecord.TopicName')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt700, pos = _ruv(buf, pos)
        if nt700 * 2 > blen - pos:
            raise _array_too_long(nt700, 'ClearElrRecord._tagged_fields', pos)
        uk701 = None
        for _ in range(nt700):
            tg702, pos = _ruv(buf, pos)
            sz703, pos = _ruv(buf, pos)
            x704 = pos + sz703
            if x704 > blen:
                raise _bad_length(sz703, 'ClearElrRecord._tagged_fields', pos)
            if uk701 is None:
                uk701 = []
            uk701.append((tg702, bytes(buf[pos:x704])))
            pos = x704
        o._unknown_tags = uk701
    return o, pos


ClearElrRecord._ENC = {0: _enc_ClearElrRecord_v0}
ClearElrRecord._DEC = {0: _dec_ClearElrRecord_v0}


_LINES = {
    155: 'RegisterBrokerRecord.BrokerId',
    156: 'RegisterBrokerRecord.IsMigratingZkBroker',
    158: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    159: 'RegisterBrokerRecord.EndPoints',
    160: 'RegisterBrokerRecord.EndPoints',
    161: 'RegisterBrokerRecord.EndPoints',
    162: 'RegisterBrokerRecord.EndPoints',
    163: 'RegisterBrokerRecord.EndPoints.Name',
    164: 'RegisterBrokerRecord.EndPoints.Name',
    165: 'RegisterBrokerRecord.EndPoints.Name',
    166: 'RegisterBrokerRecord.EndPoints.Name',
    167: 'RegisterBrokerRecord.EndPoints.Name',
    168: 'RegisterBrokerRecord.EndPoints.Host',
    169: 'RegisterBrokerRecord.EndPoints.Host',
    170: 'RegisterBrokerRecord.EndPoints.Host',
    171: 'RegisterBrokerRecord.EndPoints.Host',
    172: 'RegisterBrokerRecord.EndPoints.Host',
    173: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    174: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    175: 'RegisterBrokerRecord.EndPoints',
    178: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    179: 'RegisterBrokerRecord.Features',
    180: 'RegisterBrokerRecord.Features',
    181: 'RegisterBrokerRecord.Features',
    182: 'RegisterBrokerRecord.Features',
    183: 'RegisterBrokerRecord.Features.Name',
    184: 'RegisterBrokerRecord.Features.Name',
    185: 'RegisterBrokerRecord.Features.Name',
    186: 'RegisterBrokerRecord.Features.Name',
    187: 'RegisterBrokerRecord.Features.Name',
    188: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    189: 'RegisterBrokerRecord.Features._unknown_tags',
    190: 'RegisterBrokerRecord.Features',
    193: 'RegisterBrokerRecord.Features._unknown_tags',
    194: 'RegisterBrokerRecord.Rack',
    195: 'RegisterBrokerRecord.Rack',
    196: 'RegisterBrokerRecord.Rack',
    197: 'RegisterBrokerRecord.Rack',
    198: 'RegisterBrokerRecord.Rack',
    199: 'RegisterBrokerRecord.Rack',
    200: 'RegisterBrokerRecord.Rack',
    201: 'RegisterBrokerRecord.Rack',
    202: 'RegisterBrokerRecord.Fenced',
    203: 'RegisterBrokerRecord.InControlledShutdown',
    205: 'RegisterBrokerRecord.LogDirs',
    207: 'RegisterBrokerRecord.CordonedLogDirs',
    209: 'RegisterBrokerRecord._unknown_tags',
    210: 'RegisterBrokerRecord',
    213: 'RegisterBrokerRecord._unknown_tags',
    220: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    223: 'RegisterBrokerRecord.EndPoints',
    227: 'RegisterBrokerRecord.EndPoints',
    232: 'RegisterBrokerRecord.EndPoints.Name',
    237: 'RegisterBrokerRecord.EndPoints.Name',
    240: 'RegisterBrokerRecord.EndPoints.Name',
    241: 'RegisterBrokerRecord.EndPoints.Host',
    246: 'RegisterBrokerRecord.EndPoints.Host',
    249: 'RegisterBrokerRecord.EndPoints.Host',
    250: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    252: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    256: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    261: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    262: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    273: 'RegisterBrokerRecord.Features',
    277: 'RegisterBrokerRecord.Features',
    282: 'RegisterBrokerRecord.Features.Name',
    287: 'RegisterBrokerRecord.Features.Name',
    290: 'RegisterBrokerRecord.Features.Name',
    291: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    293: 'RegisterBrokerRecord.Features._tagged_fields',
    297: 'RegisterBrokerRecord.Features._tagged_fields',
    302: 'RegisterBrokerRecord.Features._tagged_fields',
    303: 'RegisterBrokerRecord.Features._tagged_fields',
    314: 'RegisterBrokerRecord.Rack',
    319: 'RegisterBrokerRecord.Rack',
    322: 'RegisterBrokerRecord.Rack',
    323: 'RegisterBrokerRecord.Fenced',
    329: 'RegisterBrokerRecord._tagged_fields',
    333: 'RegisterBrokerRecord._tagged_fields',
    338: 'RegisterBrokerRecord._tagged_fields',
    339: 'RegisterBrokerRecord._tagged_fields',
    354: 'RegisterBrokerRecord.BrokerId',
    355: 'RegisterBrokerRecord.IsMigratingZkBroker',
    357: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    358: 'RegisterBrokerRecord.EndPoints',
    359: 'RegisterBrokerRecord.EndPoints',
    360: 'RegisterBrokerRecord.EndPoints',
    361: 'RegisterBrokerRecord.EndPoints',
    362: 'RegisterBrokerRecord.EndPoints.Name',
    363: 'RegisterBrokerRecord.EndPoints.Name',
    364: 'RegisterBrokerRecord.EndPoints.Name',
    365: 'RegisterBrokerRecord.EndPoints.Name',
    366: 'RegisterBrokerRecord.EndPoints.Name',
    367: 'RegisterBrokerRecord.EndPoints.Host',
    368: 'RegisterBrokerRecord.EndPoints.Host',
    369: 'RegisterBrokerRecord.EndPoints.Host',
    370: 'RegisterBrokerRecord.EndPoints.Host',
    371: 'RegisterBrokerRecord.EndPoints.Host',
    372: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    373: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    374: 'RegisterBrokerRecord.EndPoints',
    377: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    378: 'RegisterBrokerRecord.Features',
    379: 'RegisterBrokerRecord.Features',
    380: 'RegisterBrokerRecord.Features',
    381: 'RegisterBrokerRecord.Features',
    382: 'RegisterBrokerRecord.Features.Name',
    383: 'RegisterBrokerRecord.Features.Name',
    384: 'RegisterBrokerRecord.Features.Name',
    385: 'RegisterBrokerRecord.Features.Name',
    386: 'RegisterBrokerRecord.Features.Name',
    387: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    388: 'RegisterBrokerRecord.Features._unknown_tags',
    389: 'RegisterBrokerRecord.Features',
    392: 'RegisterBrokerRecord.Features._unknown_tags',
    393: 'RegisterBrokerRecord.Rack',
    394: 'RegisterBrokerRecord.Rack',
    395: 'RegisterBrokerRecord.Rack',
    396: 'RegisterBrokerRecord.Rack',
    397: 'RegisterBrokerRecord.Rack',
    398: 'RegisterBrokerRecord.Rack',
    399: 'RegisterBrokerRecord.Rack',
    400: 'RegisterBrokerRecord.Rack',
    401: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    402: 'RegisterBrokerRecord.LogDirs',
    404: 'RegisterBrokerRecord.CordonedLogDirs',
    406: 'RegisterBrokerRecord._unknown_tags',
    407: 'RegisterBrokerRecord',
    410: 'RegisterBrokerRecord._unknown_tags',
    417: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    420: 'RegisterBrokerRecord.EndPoints',
    424: 'RegisterBrokerRecord.EndPoints',
    429: 'RegisterBrokerRecord.EndPoints.Name',
    434: 'RegisterBrokerRecord.EndPoints.Name',
    437: 'RegisterBrokerRecord.EndPoints.Name',
    438: 'RegisterBrokerRecord.EndPoints.Host',
    443: 'RegisterBrokerRecord.EndPoints.Host',
    446: 'RegisterBrokerRecord.EndPoints.Host',
    447: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    449: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    453: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    458: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    459: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    470: 'RegisterBrokerRecord.Features',
    474: 'RegisterBrokerRecord.Features',
    479: 'RegisterBrokerRecord.Features.Name',
    484: 'RegisterBrokerRecord.Features.Name',
    487: 'RegisterBrokerRecord.Features.Name',
    488: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    490: 'RegisterBrokerRecord.Features._tagged_fields',
    494: 'RegisterBrokerRecord.Features._tagged_fields',
    499: 'RegisterBrokerRecord.Features._tagged_fields',
    500: 'RegisterBrokerRecord.Features._tagged_fields',
    511: 'RegisterBrokerRecord.Rack',
    516: 'RegisterBrokerRecord.Rack',
    519: 'RegisterBrokerRecord.Rack',
    520: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    525: 'RegisterBrokerRecord._tagged_fields',
    529: 'RegisterBrokerRecord._tagged_fields',
    534: 'RegisterBrokerRecord._tagged_fields',
    535: 'RegisterBrokerRecord._tagged_fields',
    550: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    551: 'RegisterBrokerRecord.EndPoints',
    552: 'RegisterBrokerRecord.EndPoints',
    553: 'RegisterBrokerRecord.EndPoints',
    554: 'RegisterBrokerRecord.EndPoints',
    555: 'RegisterBrokerRecord.EndPoints.Name',
    556: 'RegisterBrokerRecord.EndPoints.Name',
    557: 'RegisterBrokerRecord.EndPoints.Name',
    558: 'RegisterBrokerRecord.EndPoints.Name',
    559: 'RegisterBrokerRecord.EndPoints.Name',
    560: 'RegisterBrokerRecord.EndPoints.Host',
    561: 'RegisterBrokerRecord.EndPoints.Host',
    562: 'RegisterBrokerRecord.EndPoints.Host',
    563: 'RegisterBrokerRecord.EndPoints.Host',
    564: 'RegisterBrokerRecord.EndPoints.Host',
    565: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    566: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    567: 'RegisterBrokerRecord.EndPoints',
    570: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    571: 'RegisterBrokerRecord.Features',
    572: 'RegisterBrokerRecord.Features',
    573: 'RegisterBrokerRecord.Features',
    574: 'RegisterBrokerRecord.Features',
    575: 'RegisterBrokerRecord.Features.Name',
    576: 'RegisterBrokerRecord.Features.Name',
    577: 'RegisterBrokerRecord.Features.Name',
    578: 'RegisterBrokerRecord.Features.Name',
    579: 'RegisterBrokerRecord.Features.Name',
    580: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    581: 'RegisterBrokerRecord.Features._unknown_tags',
    582: 'RegisterBrokerRecord.Features',
    585: 'RegisterBrokerRecord.Features._unknown_tags',
    586: 'RegisterBrokerRecord.Rack',
    587: 'RegisterBrokerRecord.Rack',
    588: 'RegisterBrokerRecord.Rack',
    589: 'RegisterBrokerRecord.Rack',
    590: 'RegisterBrokerRecord.Rack',
    591: 'RegisterBrokerRecord.Rack',
    592: 'RegisterBrokerRecord.Rack',
    593: 'RegisterBrokerRecord.Rack',
    594: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    595: 'RegisterBrokerRecord.LogDirs',
    597: 'RegisterBrokerRecord.CordonedLogDirs',
    599: 'RegisterBrokerRecord._unknown_tags',
    600: 'RegisterBrokerRecord',
    603: 'RegisterBrokerRecord._unknown_tags',
    610: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    613: 'RegisterBrokerRecord.EndPoints',
    617: 'RegisterBrokerRecord.EndPoints',
    622: 'RegisterBrokerRecord.EndPoints.Name',
    627: 'RegisterBrokerRecord.EndPoints.Name',
    630: 'RegisterBrokerRecord.EndPoints.Name',
    631: 'RegisterBrokerRecord.EndPoints.Host',
    636: 'RegisterBrokerRecord.EndPoints.Host',
    639: 'RegisterBrokerRecord.EndPoints.Host',
    640: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    642: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    646: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    651: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    652: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    663: 'RegisterBrokerRecord.Features',
    667: 'RegisterBrokerRecord.Features',
    672: 'RegisterBrokerRecord.Features.Name',
    677: 'RegisterBrokerRecord.Features.Name',
    680: 'RegisterBrokerRecord.Features.Name',
    681: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    683: 'RegisterBrokerRecord.Features._tagged_fields',
    687: 'RegisterBrokerRecord.Features._tagged_fields',
    692: 'RegisterBrokerRecord.Features._tagged_fields',
    693: 'RegisterBrokerRecord.Features._tagged_fields',
    704: 'RegisterBrokerRecord.Rack',
    709: 'RegisterBrokerRecord.Rack',
    712: 'RegisterBrokerRecord.Rack',
    713: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    717: 'RegisterBrokerRecord._tagged_fields',
    721: 'RegisterBrokerRecord._tagged_fields',
    726: 'RegisterBrokerRecord._tagged_fields',
    727: 'RegisterBrokerRecord._tagged_fields',
    742: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    743: 'RegisterBrokerRecord.EndPoints',
    744: 'RegisterBrokerRecord.EndPoints',
    745: 'RegisterBrokerRecord.EndPoints',
    746: 'RegisterBrokerRecord.EndPoints',
    747: 'RegisterBrokerRecord.EndPoints.Name',
    748: 'RegisterBrokerRecord.EndPoints.Name',
    749: 'RegisterBrokerRecord.EndPoints.Name',
    750: 'RegisterBrokerRecord.EndPoints.Name',
    751: 'RegisterBrokerRecord.EndPoints.Name',
    752: 'RegisterBrokerRecord.EndPoints.Host',
    753: 'RegisterBrokerRecord.EndPoints.Host',
    754: 'RegisterBrokerRecord.EndPoints.Host',
    755: 'RegisterBrokerRecord.EndPoints.Host',
    756: 'RegisterBrokerRecord.EndPoints.Host',
    757: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    758: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    759: 'RegisterBrokerRecord.EndPoints',
    762: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    763: 'RegisterBrokerRecord.Features',
    764: 'RegisterBrokerRecord.Features',
    765: 'RegisterBrokerRecord.Features',
    766: 'RegisterBrokerRecord.Features',
    767: 'RegisterBrokerRecord.Features.Name',
    768: 'RegisterBrokerRecord.Features.Name',
    769: 'RegisterBrokerRecord.Features.Name',
    770: 'RegisterBrokerRecord.Features.Name',
    771: 'RegisterBrokerRecord.Features.Name',
    772: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    773: 'RegisterBrokerRecord.Features._unknown_tags',
    774: 'RegisterBrokerRecord.Features',
    777: 'RegisterBrokerRecord.Features._unknown_tags',
    778: 'RegisterBrokerRecord.Rack',
    779: 'RegisterBrokerRecord.Rack',
    780: 'RegisterBrokerRecord.Rack',
    781: 'RegisterBrokerRecord.Rack',
    782: 'RegisterBrokerRecord.Rack',
    783: 'RegisterBrokerRecord.Rack',
    784: 'RegisterBrokerRecord.Rack',
    785: 'RegisterBrokerRecord.Rack',
    786: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    787: 'RegisterBrokerRecord.CordonedLogDirs',
    789: 'RegisterBrokerRecord',
    790: 'RegisterBrokerRecord.LogDirs',
    791: 'RegisterBrokerRecord.LogDirs',
    792: 'RegisterBrokerRecord.LogDirs',
    793: 'RegisterBrokerRecord.LogDirs',
    794: 'RegisterBrokerRecord.LogDirs',
    795: 'RegisterBrokerRecord.LogDirs',
    796: 'RegisterBrokerRecord.LogDirs',
    797: 'RegisterBrokerRecord.LogDirs',
    798: 'RegisterBrokerRecord._unknown_tags',
    800: 'RegisterBrokerRecord._unknown_tags',
    809: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    812: 'RegisterBrokerRecord.EndPoints',
    816: 'RegisterBrokerRecord.EndPoints',
    821: 'RegisterBrokerRecord.EndPoints.Name',
    826: 'RegisterBrokerRecord.EndPoints.Name',
    829: 'RegisterBrokerRecord.EndPoints.Name',
    830: 'RegisterBrokerRecord.EndPoints.Host',
    835: 'RegisterBrokerRecord.EndPoints.Host',
    838: 'RegisterBrokerRecord.EndPoints.Host',
    839: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    841: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    845: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    850: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    851: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    862: 'RegisterBrokerRecord.Features',
    866: 'RegisterBrokerRecord.Features',
    871: 'RegisterBrokerRecord.Features.Name',
    876: 'RegisterBrokerRecord.Features.Name',
    879: 'RegisterBrokerRecord.Features.Name',
    880: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    882: 'RegisterBrokerRecord.Features._tagged_fields',
    886: 'RegisterBrokerRecord.Features._tagged_fields',
    891: 'RegisterBrokerRecord.Features._tagged_fields',
    892: 'RegisterBrokerRecord.Features._tagged_fields',
    903: 'RegisterBrokerRecord.Rack',
    908: 'RegisterBrokerRecord.Rack',
    911: 'RegisterBrokerRecord.Rack',
    912: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    916: 'RegisterBrokerRecord._tagged_fields',
    920: 'RegisterBrokerRecord._tagged_fields',
    925: 'RegisterBrokerRecord._tagged_fields',
    926: 'RegisterBrokerRecord._tagged_fields',
    931: 'RegisterBrokerRecord.LogDirs',
    935: 'RegisterBrokerRecord.LogDirs',
    939: 'RegisterBrokerRecord.LogDirs',
    958: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    959: 'RegisterBrokerRecord.EndPoints',
    960: 'RegisterBrokerRecord.EndPoints',
    961: 'RegisterBrokerRecord.EndPoints',
    962: 'RegisterBrokerRecord.EndPoints',
    963: 'RegisterBrokerRecord.EndPoints.Name',
    964: 'RegisterBrokerRecord.EndPoints.Name',
    965: 'RegisterBrokerRecord.EndPoints.Name',
    966: 'RegisterBrokerRecord.EndPoints.Name',
    967: 'RegisterBrokerRecord.EndPoints.Name',
    968: 'RegisterBrokerRecord.EndPoints.Host',
    969: 'RegisterBrokerRecord.EndPoints.Host',
    970: 'RegisterBrokerRecord.EndPoints.Host',
    971: 'RegisterBrokerRecord.EndPoints.Host',
    972: 'RegisterBrokerRecord.EndPoints.Host',
    973: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    974: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    975: 'RegisterBrokerRecord.EndPoints',
    978: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    979: 'RegisterBrokerRecord.Features',
    980: 'RegisterBrokerRecord.Features',
    981: 'RegisterBrokerRecord.Features',
    982: 'RegisterBrokerRecord.Features',
    983: 'RegisterBrokerRecord.Features.Name',
    984: 'RegisterBrokerRecord.Features.Name',
    985: 'RegisterBrokerRecord.Features.Name',
    986: 'RegisterBrokerRecord.Features.Name',
    987: 'RegisterBrokerRecord.Features.Name',
    988: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    989: 'RegisterBrokerRecord.Features._unknown_tags',
    990: 'RegisterBrokerRecord.Features',
    993: 'RegisterBrokerRecord.Features._unknown_tags',
    994: 'RegisterBrokerRecord.Rack',
    995: 'RegisterBrokerRecord.Rack',
    996: 'RegisterBrokerRecord.Rack',
    997: 'RegisterBrokerRecord.Rack',
    998: 'RegisterBrokerRecord.Rack',
    999: 'RegisterBrokerRecord.Rack',
    1000: 'RegisterBrokerRecord.Rack',
    1001: 'RegisterBrokerRecord.Rack',
    1002: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1003: 'RegisterBrokerRecord',
    1004: 'RegisterBrokerRecord.LogDirs',
    1005: 'RegisterBrokerRecord.LogDirs',
    1006: 'RegisterBrokerRecord.LogDirs',
    1007: 'RegisterBrokerRecord.LogDirs',
    1008: 'RegisterBrokerRecord.LogDirs',
    1009: 'RegisterBrokerRecord.LogDirs',
    1010: 'RegisterBrokerRecord.LogDirs',
    1011: 'RegisterBrokerRecord.LogDirs',
    1012: 'RegisterBrokerRecord.CordonedLogDirs',
    1013: 'RegisterBrokerRecord.CordonedLogDirs',
    1014: 'RegisterBrokerRecord.CordonedLogDirs',
    1015: 'RegisterBrokerRecord.CordonedLogDirs',
    1016: 'RegisterBrokerRecord.CordonedLogDirs',
    1017: 'RegisterBrokerRecord.CordonedLogDirs',
    1018: 'RegisterBrokerRecord.CordonedLogDirs',
    1019: 'RegisterBrokerRecord.CordonedLogDirs',
    1020: 'RegisterBrokerRecord.CordonedLogDirs',
    1021: 'RegisterBrokerRecord.CordonedLogDirs',
    1022: 'RegisterBrokerRecord.CordonedLogDirs',
    1023: 'RegisterBrokerRecord._unknown_tags',
    1025: 'RegisterBrokerRecord._unknown_tags',
    1034: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    1037: 'RegisterBrokerRecord.EndPoints',
    1041: 'RegisterBrokerRecord.EndPoints',
    1046: 'RegisterBrokerRecord.EndPoints.Name',
    1051: 'RegisterBrokerRecord.EndPoints.Name',
    1054: 'RegisterBrokerRecord.EndPoints.Name',
    1055: 'RegisterBrokerRecord.EndPoints.Host',
    1060: 'RegisterBrokerRecord.EndPoints.Host',
    1063: 'RegisterBrokerRecord.EndPoints.Host',
    1064: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1066: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1070: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1075: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1076: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1087: 'RegisterBrokerRecord.Features',
    1091: 'RegisterBrokerRecord.Features',
    1096: 'RegisterBrokerRecord.Features.Name',
    1101: 'RegisterBrokerRecord.Features.Name',
    1104: 'RegisterBrokerRecord.Features.Name',
    1105: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1107: 'RegisterBrokerRecord.Features._tagged_fields',
    1111: 'RegisterBrokerRecord.Features._tagged_fields',
    1116: 'RegisterBrokerRecord.Features._tagged_fields',
    1117: 'RegisterBrokerRecord.Features._tagged_fields',
    1128: 'RegisterBrokerRecord.Rack',
    1133: 'RegisterBrokerRecord.Rack',
    1136: 'RegisterBrokerRecord.Rack',
    1137: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1141: 'RegisterBrokerRecord._tagged_fields',
    1145: 'RegisterBrokerRecord._tagged_fields',
    1150: 'RegisterBrokerRecord._tagged_fields',
    1151: 'RegisterBrokerRecord._tagged_fields',
    1156: 'RegisterBrokerRecord.LogDirs',
    1160: 'RegisterBrokerRecord.LogDirs',
    1164: 'RegisterBrokerRecord.LogDirs',
    1172: 'RegisterBrokerRecord.CordonedLogDirs',
    1176: 'RegisterBrokerRecord.CordonedLogDirs',
    1183: 'RegisterBrokerRecord.CordonedLogDirs',
    1226: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1227: 'UnregisterBrokerRecord._unknown_tags',
    1228: 'UnregisterBrokerRecord',
    1231: 'UnregisterBrokerRecord._unknown_tags',
    1238: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1240: 'UnregisterBrokerRecord._tagged_fields',
    1244: 'UnregisterBrokerRecord._tagged_fields',
    1249: 'UnregisterBrokerRecord._tagged_fields',
    1250: 'UnregisterBrokerRecord._tagged_fields',
    1289: 'TopicRecord.Name',
    1290: 'TopicRecord.Name',
    1291: 'TopicRecord.Name',
    1292: 'TopicRecord.Name',
    1293: 'TopicRecord.Name',
    1294: 'TopicRecord.TopicId',
    1295: 'TopicRecord._unknown_tags',
    1296: 'TopicRecord',
    1299: 'TopicRecord._unknown_tags',
    1306: 'TopicRecord.Name',
    1311: 'TopicRecord.Name',
    1314: 'TopicRecord.Name',
    1315: 'TopicRecord.TopicId',
    1318: 'TopicRecord._tagged_fields',
    1322: 'TopicRecord._tagged_fields',
    1327: 'TopicRecord._tagged_fields',
    1328: 'TopicRecord._tagged_fields',
    1391: 'PartitionRecord.PartitionId,TopicId',
    1392: 'PartitionRecord.Replicas',
    1393: 'PartitionRecord.Replicas',
    1395: 'PartitionRecord.Replicas',
    1397: 'PartitionRecord.Replicas',
    1398: 'PartitionRecord.Isr',
    1399: 'PartitionRecord.Isr',
    1401: 'PartitionRecord.Isr',
    1403: 'PartitionRecord.Isr',
    1404: 'PartitionRecord.RemovingReplicas',
    1405: 'PartitionRecord.RemovingReplicas',
    1407: 'PartitionRecord.RemovingReplicas',
    1409: 'PartitionRecord.RemovingReplicas',
    1410: 'PartitionRecord.AddingReplicas',
    1411: 'PartitionRecord.AddingReplicas',
    1413: 'PartitionRecord.AddingReplicas',
    1415: 'PartitionRecord.AddingReplicas',
    1416: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1417: 'PartitionRecord.Directories',
    1419: 'PartitionRecord.EligibleLeaderReplicas',
    1421: 'PartitionRecord.LastKnownElr',
    1423: 'PartitionRecord.LastKnownLeader',
    1425: 'PartitionRecord',
    1426: 'PartitionRecord.LeaderRecoveryState',
    1427: 'PartitionRecord.LeaderRecoveryState',
    1428: 'PartitionRecord.LeaderRecoveryState',
    1429: 'PartitionRecord.LeaderRecoveryState',
    1430: 'PartitionRecord._unknown_tags',
    1432: 'PartitionRecord._unknown_tags',
    1441: 'PartitionRecord.PartitionId,TopicId',
    1444: 'PartitionRecord.Replicas',
    1446: 'PartitionRecord.Replicas',
    1449: 'PartitionRecord.Replicas',
    1450: 'PartitionRecord.Isr',
    1452: 'PartitionRecord.Isr',
    1455: 'PartitionRecord.Isr',
    1456: 'PartitionRecord.RemovingReplicas',
    1458: 'PartitionRecord.RemovingReplicas',
    1461: 'PartitionRecord.RemovingReplicas',
    1462: 'PartitionRecord.AddingReplicas',
    1464: 'PartitionRecord.AddingReplicas',
    1467: 'PartitionRecord.AddingReplicas',
    1468: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1475: 'PartitionRecord._tagged_fields',
    1479: 'PartitionRecord._tagged_fields',
    1484: 'PartitionRecord._tagged_fields',
    1485: 'PartitionRecord._tagged_fields',
    1490: 'PartitionRecord.LeaderRecoveryState',
    1506: 'PartitionRecord.PartitionId,TopicId',
    1507: 'PartitionRecord.Replicas',
    1508: 'PartitionRecord.Replicas',
    1510: 'PartitionRecord.Replicas',
    1512: 'PartitionRecord.Replicas',
    1513: 'PartitionRecord.Isr',
    1514: 'PartitionRecord.Isr',
    1516: 'PartitionRecord.Isr',
    1518: 'PartitionRecord.Isr',
    1519: 'PartitionRecord.RemovingReplicas',
    1520: 'PartitionRecord.RemovingReplicas',
    1522: 'PartitionRecord.RemovingReplicas',
    1524: 'PartitionRecord.RemovingReplicas',
    1525: 'PartitionRecord.AddingReplicas',
    1526: 'PartitionRecord.AddingReplicas',
    1528: 'PartitionRecord.AddingReplicas',
    1530: 'PartitionRecord.AddingReplicas',
    1531: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1532: 'PartitionRecord.Directories',
    1533: 'PartitionRecord.Directories',
    1534: 'PartitionRecord.Directories',
    1535: 'PartitionRecord.Directories',
    1536: 'PartitionRecord.Directories',
    1537: 'PartitionRecord.EligibleLeaderReplicas',
    1539: 'PartitionRecord.LastKnownElr',
    1541: 'PartitionRecord.LastKnownLeader',
    1543: 'PartitionRecord',
    1544: 'PartitionRecord.LeaderRecoveryState',
    1545: 'PartitionRecord.LeaderRecoveryState',
    1546: 'PartitionRecord.LeaderRecoveryState',
    1547: 'PartitionRecord.LeaderRecoveryState',
    1548: 'PartitionRecord._unknown_tags',
    1550: 'PartitionRecord._unknown_tags',
    1559: 'PartitionRecord.PartitionId,TopicId',
    1562: 'PartitionRecord.Replicas',
    1564: 'PartitionRecord.Replicas',
    1567: 'PartitionRecord.Replicas',
    1568: 'PartitionRecord.Isr',
    1570: 'PartitionRecord.Isr',
    1573: 'PartitionRecord.Isr',
    1574: 'PartitionRecord.RemovingReplicas',
    1576: 'PartitionRecord.RemovingReplicas',
    1579: 'PartitionRecord.RemovingReplicas',
    1580: 'PartitionRecord.AddingReplicas',
    1582: 'PartitionRecord.AddingReplicas',
    1585: 'PartitionRecord.AddingReplicas',
    1586: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1588: 'PartitionRecord.Directories',
    1592: 'PartitionRecord.Directories',
    1596: 'PartitionRecord.Directories',
    1605: 'PartitionRecord._tagged_fields',
    1609: 'PartitionRecord._tagged_fields',
    1614: 'PartitionRecord._tagged_fields',
    1615: 'PartitionRecord._tagged_fields',
    1620: 'PartitionRecord.LeaderRecoveryState',
    1636: 'PartitionRecord.PartitionId,TopicId',
    1637: 'PartitionRecord.Replicas',
    1638: 'PartitionRecord.Replicas',
    1640: 'PartitionRecord.Replicas',
    1642: 'PartitionRecord.Replicas',
    1643: 'PartitionRecord.Isr',
    1644: 'PartitionRecord.Isr',
    1646: 'PartitionRecord.Isr',
    1648: 'PartitionRecord.Isr',
    1649: 'PartitionRecord.RemovingReplicas',
    1650: 'PartitionRecord.RemovingReplicas',
    1652: 'PartitionRecord.RemovingReplicas',
    1654: 'PartitionRecord.RemovingReplicas',
    1655: 'PartitionRecord.AddingReplicas',
    1656: 'PartitionRecord.AddingReplicas',
    1658: 'PartitionRecord.AddingReplicas',
    1660: 'PartitionRecord.AddingReplicas',
    1661: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1662: 'PartitionRecord.Directories',
    1663: 'PartitionRecord.Directories',
    1664: 'PartitionRecord.Directories',
    1665: 'PartitionRecord.Directories',
    1666: 'PartitionRecord.Directories',
    1667: 'PartitionRecord',
    1668: 'PartitionRecord.LeaderRecoveryState',
    1669: 'PartitionRecord.LeaderRecoveryState',
    1670: 'PartitionRecord.LeaderRecoveryState',
    1671: 'PartitionRecord.LeaderRecoveryState',
    1672: 'PartitionRecord.EligibleLeaderReplicas',
    1673: 'PartitionRecord.EligibleLeaderReplicas',
    1674: 'PartitionRecord.EligibleLeaderReplicas',
    1675: 'PartitionRecord.EligibleLeaderReplicas',
    1676: 'PartitionRecord.EligibleLeaderReplicas',
    1677: 'PartitionRecord.EligibleLeaderReplicas',
    1678: 'PartitionRecord.EligibleLeaderReplicas',
    1680: 'PartitionRecord.EligibleLeaderReplicas',
    1682: 'PartitionRecord.EligibleLeaderReplicas',
    1683: 'PartitionRecord.EligibleLeaderReplicas',
    1684: 'PartitionRecord.LastKnownElr',
    1685: 'PartitionRecord.LastKnownElr',
    1686: 'PartitionRecord.LastKnownElr',
    1687: 'PartitionRecord.LastKnownElr',
    1688: 'PartitionRecord.LastKnownElr',
    1689: 'PartitionRecord.LastKnownElr',
    1690: 'PartitionRecord.LastKnownElr',
    1692: 'PartitionRecord.LastKnownElr',
    1694: 'PartitionRecord.LastKnownElr',
    1695: 'PartitionRecord.LastKnownElr',
    1696: 'PartitionRecord.LastKnownLeader',
    1697: 'PartitionRecord.LastKnownLeader',
    1698: 'PartitionRecord.LastKnownLeader',
    1699: 'PartitionRecord.LastKnownLeader',
    1700: 'PartitionRecord._unknown_tags',
    1702: 'PartitionRecord._unknown_tags',
    1711: 'PartitionRecord.PartitionId,TopicId',
    1714: 'PartitionRecord.Replicas',
    1716: 'PartitionRecord.Replicas',
    1719: 'PartitionRecord.Replicas',
    1720: 'PartitionRecord.Isr',
    1722: 'PartitionRecord.Isr',
    1725: 'PartitionRecord.Isr',
    1726: 'PartitionRecord.RemovingReplicas',
    1728: 'PartitionRecord.RemovingReplicas',
    1731: 'PartitionRecord.RemovingReplicas',
    1732: 'PartitionRecord.AddingReplicas',
    1734: 'PartitionRecord.AddingReplicas',
    1737: 'PartitionRecord.AddingReplicas',
    1738: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1740: 'PartitionRecord.Directories',
    1744: 'PartitionRecord.Directories',
    1748: 'PartitionRecord.Directories',
    1757: 'PartitionRecord._tagged_fields',
    1761: 'PartitionRecord._tagged_fields',
    1766: 'PartitionRecord._tagged_fields',
    1767: 'PartitionRecord._tagged_fields',
    1772: 'PartitionRecord.LeaderRecoveryState',
    1777: 'PartitionRecord.EligibleLeaderReplicas',
    1779: 'PartitionRecord.EligibleLeaderReplicas',
    1782: 'PartitionRecord.EligibleLeaderReplicas',
    1786: 'PartitionRecord.LastKnownElr',
    1788: 'PartitionRecord.LastKnownElr',
    1791: 'PartitionRecord.LastKnownElr',
    1795: 'PartitionRecord.LastKnownLeader',
    1839: 'ConfigRecord.ResourceType',
    1840: 'ConfigRecord.ResourceName',
    1841: 'ConfigRecord.ResourceName',
    1842: 'ConfigRecord.ResourceName',
    1843: 'ConfigRecord.ResourceName',
    1844: 'ConfigRecord.ResourceName',
    1845: 'ConfigRecord.Name',
    1846: 'ConfigRecord.Name',
    1847: 'ConfigRecord.Name',
    1848: 'ConfigRecord.Name',
    1849: 'ConfigRecord.Name',
    1850: 'ConfigRecord.Value',
    1851: 'ConfigRecord.Value',
    1852: 'ConfigRecord.Value',
    1853: 'ConfigRecord.Value',
    1854: 'ConfigRecord.Value',
    1855: 'ConfigRecord.Value',
    1856: 'ConfigRecord.Value',
    1857: 'ConfigRecord.Value',
    1858: 'ConfigRecord._unknown_tags',
    1859: 'ConfigRecord',
    1862: 'ConfigRecord._unknown_tags',
    1869: 'ConfigRecord.ResourceType',
    1871: 'ConfigRecord.ResourceName',
    1876: 'ConfigRecord.ResourceName',
    1879: 'ConfigRecord.ResourceName',
    1880: 'ConfigRecord.Name',
    1885: 'ConfigRecord.Name',
    1888: 'ConfigRecord.Name',
    1889: 'ConfigRecord.Value',
    1894: 'ConfigRecord.Value',
    1897: 'ConfigRecord.Value',
    1898: 'ConfigRecord._tagged_fields',
    1902: 'ConfigRecord._tagged_fields',
    1907: 'ConfigRecord._tagged_fields',
    1908: 'ConfigRecord._tagged_fields',
    1967: 'PartitionChangeRecord.PartitionId,TopicId',
    1968: 'PartitionChangeRecord.Directories',
    1970: 'PartitionChangeRecord.EligibleLeaderReplicas',
    1972: 'PartitionChangeRecord.LastKnownElr',
    1974: 'PartitionChangeRecord.LastKnownLeader',
    1976: 'PartitionChangeRecord',
    1977: 'PartitionChangeRecord.Isr',
    1978: 'PartitionChangeRecord.Isr',
    1979: 'PartitionChangeRecord.Isr',
    1980: 'PartitionChangeRecord.Isr',
    1981: 'PartitionChangeRecord.Isr',
    1982: 'PartitionChangeRecord.Isr',
    1983: 'PartitionChangeRecord.Isr',
    1985: 'PartitionChangeRecord.Isr',
    1987: 'PartitionChangeRecord.Isr',
    1988: 'PartitionChangeRecord.Isr',
    1989: 'PartitionChangeRecord.Leader',
    1990: 'PartitionChangeRecord.Leader',
    1991: 'PartitionChangeRecord.Leader',
    1992: 'PartitionChangeRecord.Leader',
    1993: 'PartitionChangeRecord.Replicas',
    1994: 'PartitionChangeRecord.Replicas',
    1995: 'PartitionChangeRecord.Replicas',
    1996: 'PartitionChangeRecord.Replicas',
    1997: 'PartitionChangeRecord.Replicas',
    1998: 'PartitionChangeRecord.Replicas',
    1999: 'PartitionChangeRecord.Replicas',
    2001: 'PartitionChangeRecord.Replicas',
    2003: 'PartitionChangeRecord.Replicas',
    2004: 'PartitionChangeRecord.Replicas',
    2005: 'PartitionChangeRecord.RemovingReplicas',
    2006: 'PartitionChangeRecord.RemovingReplicas',
    2007: 'PartitionChangeRecord.RemovingReplicas',
    2008: 'PartitionChangeRecord.RemovingReplicas',
    2009: 'PartitionChangeRecord.RemovingReplicas',
    2010: 'PartitionChangeRecord.RemovingReplicas',
    2011: 'PartitionChangeRecord.RemovingReplicas',
    2013: 'PartitionChangeRecord.RemovingReplicas',
    2015: 'PartitionChangeRecord.RemovingReplicas',
    2016: 'PartitionChangeRecord.RemovingReplicas',
    2017: 'PartitionChangeRecord.AddingReplicas',
    2018: 'PartitionChangeRecord.AddingReplicas',
    2019: 'PartitionChangeRecord.AddingReplicas',
    2020: 'PartitionChangeRecord.AddingReplicas',
    2021: 'PartitionChangeRecord.AddingReplicas',
    2022: 'PartitionChangeRecord.AddingReplicas',
    2023: 'PartitionChangeRecord.AddingReplicas',
    2025: 'PartitionChangeRecord.AddingReplicas',
    2027: 'PartitionChangeRecord.AddingReplicas',
    2028: 'PartitionChangeRecord.AddingReplicas',
    2029: 'PartitionChangeRecord.LeaderRecoveryState',
    2030: 'PartitionChangeRecord.LeaderRecoveryState',
    2031: 'PartitionChangeRecord.LeaderRecoveryState',
    2032: 'PartitionChangeRecord.LeaderRecoveryState',
    2033: 'PartitionChangeRecord._unknown_tags',
    2035: 'PartitionChangeRecord._unknown_tags',
    2044: 'PartitionChangeRecord.PartitionId,TopicId',
    2057: 'PartitionChangeRecord._tagged_fields',
    2061: 'PartitionChangeRecord._tagged_fields',
    2066: 'PartitionChangeRecord._tagged_fields',
    2067: 'PartitionChangeRecord._tagged_fields',
    2072: 'PartitionChangeRecord.Isr',
    2074: 'PartitionChangeRecord.Isr',
    2077: 'PartitionChangeRecord.Isr',
    2081: 'PartitionChangeRecord.Leader',
    2086: 'PartitionChangeRecord.Replicas',
    2088: 'PartitionChangeRecord.Replicas',
    2091: 'PartitionChangeRecord.Replicas',
    2095: 'PartitionChangeRecord.RemovingReplicas',
    2097: 'PartitionChangeRecord.RemovingReplicas',
    2100: 'PartitionChangeRecord.RemovingReplicas',
    2104: 'PartitionChangeRecord.AddingReplicas',
    2106: 'PartitionChangeRecord.AddingReplicas',
    2109: 'PartitionChangeRecord.AddingReplicas',
    2113: 'PartitionChangeRecord.LeaderRecoveryState',
    2129: 'PartitionChangeRecord.PartitionId,TopicId',
    2130: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2132: 'PartitionChangeRecord.LastKnownElr',
    2134: 'PartitionChangeRecord.LastKnownLeader',
    2136: 'PartitionChangeRecord',
    2137: 'PartitionChangeRecord.Isr',
    2138: 'PartitionChangeRecord.Isr',
    2139: 'PartitionChangeRecord.Isr',
    2140: 'PartitionChangeRecord.Isr',
    2141: 'PartitionChangeRecord.Isr',
    2142: 'PartitionChangeRecord.Isr',
    2143: 'PartitionChangeRecord.Isr',
    2145: 'PartitionChangeRecord.Isr',
    2147: 'PartitionChangeRecord.Isr',
    2148: 'PartitionChangeRecord.Isr',
    2149: 'PartitionChangeRecord.Leader',
    2150: 'PartitionChangeRecord.Leader',
    2151: 'PartitionChangeRecord.Leader',
    2152: 'PartitionChangeRecord.Leader',
    2153: 'PartitionChangeRecord.Replicas',
    2154: 'PartitionChangeRecord.Replicas',
    2155: 'PartitionChangeRecord.Replicas',
    2156: 'PartitionChangeRecord.Replicas',
    2157: 'PartitionChangeRecord.Replicas',
    2158: 'PartitionChangeRecord.Replicas',
    2159: 'PartitionChangeRecord.Replicas',
    2161: 'PartitionChangeRecord.Replicas',
    2163: 'PartitionChangeRecord.Replicas',
    2164: 'PartitionChangeRecord.Replicas',
    2165: 'PartitionChangeRecord.RemovingReplicas',
    2166: 'PartitionChangeRecord.RemovingReplicas',
    2167: 'PartitionChangeRecord.RemovingReplicas',
    2168: 'PartitionChangeRecord.RemovingReplicas',
    2169: 'PartitionChangeRecord.RemovingReplicas',
    2170: 'PartitionChangeRecord.RemovingReplicas',
    2171: 'PartitionChangeRecord.RemovingReplicas',
    2173: 'PartitionChangeRecord.RemovingReplicas',
    2175: 'PartitionChangeRecord.RemovingReplicas',
    2176: 'PartitionChangeRecord.RemovingReplicas',
    2177: 'PartitionChangeRecord.AddingReplicas',
    2178: 'PartitionChangeRecord.AddingReplicas',
    2179: 'PartitionChangeRecord.AddingReplicas',
    2180: 'PartitionChangeRecord.AddingReplicas',
    2181: 'PartitionChangeRecord.AddingReplicas',
    2182: 'PartitionChangeRecord.AddingReplicas',
    2183: 'PartitionChangeRecord.AddingReplicas',
    2185: 'PartitionChangeRecord.AddingReplicas',
    2187: 'PartitionChangeRecord.AddingReplicas',
    2188: 'PartitionChangeRecord.AddingReplicas',
    2189: 'PartitionChangeRecord.LeaderRecoveryState',
    2190: 'PartitionChangeRecord.LeaderRecoveryState',
    2191: 'PartitionChangeRecord.LeaderRecoveryState',
    2192: 'PartitionChangeRecord.LeaderRecoveryState',
    2193: 'PartitionChangeRecord.Directories',
    2194: 'PartitionChangeRecord.Directories',
    2195: 'PartitionChangeRecord.Directories',
    2196: 'PartitionChangeRecord.Directories',
    2197: 'PartitionChangeRecord.Directories',
    2198: 'PartitionChangeRecord.Directories',
    2199: 'PartitionChangeRecord.Directories',
    2200: 'PartitionChangeRecord.Directories',
    2201: 'PartitionChangeRecord.Directories',
    2202: 'PartitionChangeRecord.Directories',
    2203: 'PartitionChangeRecord.Directories',
    2204: 'PartitionChangeRecord._unknown_tags',
    2206: 'PartitionChangeRecord._unknown_tags',
    2215: 'PartitionChangeRecord.PartitionId,TopicId',
    2228: 'PartitionChangeRecord._tagged_fields',
    2232: 'PartitionChangeRecord._tagged_fields',
    2237: 'PartitionChangeRecord._tagged_fields',
    2238: 'PartitionChangeRecord._tagged_fields',
    2243: 'PartitionChangeRecord.Isr',
    2245: 'PartitionChangeRecord.Isr',
    2248: 'PartitionChangeRecord.Isr',
    2252: 'PartitionChangeRecord.Leader',
    2257: 'PartitionChangeRecord.Replicas',
    2259: 'PartitionChangeRecord.Replicas',
    2262: 'PartitionChangeRecord.Replicas',
    2266: 'PartitionChangeRecord.RemovingReplicas',
    2268: 'PartitionChangeRecord.RemovingReplicas',
    2271: 'PartitionChangeRecord.RemovingReplicas',
    2275: 'PartitionChangeRecord.AddingReplicas',
    2277: 'PartitionChangeRecord.AddingReplicas',
    2280: 'PartitionChangeRecord.AddingReplicas',
    2284: 'PartitionChangeRecord.LeaderRecoveryState',
    2289: 'PartitionChangeRecord.Directories',
    2293: 'PartitionChangeRecord.Directories',
    2300: 'PartitionChangeRecord.Directories',
    2319: 'PartitionChangeRecord.PartitionId,TopicId',
    2320: 'PartitionChangeRecord',
    2321: 'PartitionChangeRecord.Isr',
    2322: 'PartitionChangeRecord.Isr',
    2323: 'PartitionChangeRecord.Isr',
    2324: 'PartitionChangeRecord.Isr',
    2325: 'PartitionChangeRecord.Isr',
    2326: 'PartitionChangeRecord.Isr',
    2327: 'PartitionChangeRecord.Isr',
    2329: 'PartitionChangeRecord.Isr',
    2331: 'PartitionChangeRecord.Isr',
    2332: 'PartitionChangeRecord.Isr',
    2333: 'PartitionChangeRecord.Leader',
    2334: 'PartitionChangeRecord.Leader',
    2335: 'PartitionChangeRecord.Leader',
    2336: 'PartitionChangeRecord.Leader',
    2337: 'PartitionChangeRecord.Replicas',
    2338: 'PartitionChangeRecord.Replicas',
    2339: 'PartitionChangeRecord.Replicas',
    2340: 'PartitionChangeRecord.Replicas',
    2341: 'PartitionChangeRecord.Replicas',
    2342: 'PartitionChangeRecord.Replicas',
    2343: 'PartitionChangeRecord.Replicas',
    2345: 'PartitionChangeRecord.Replicas',
    2347: 'PartitionChangeRecord.Replicas',
    2348: 'PartitionChangeRecord.Replicas',
    2349: 'PartitionChangeRecord.RemovingReplicas',
    2350: 'PartitionChangeRecord.RemovingReplicas',
    2351: 'PartitionChangeRecord.RemovingReplicas',
    2352: 'PartitionChangeRecord.RemovingReplicas',
    2353: 'PartitionChangeRecord.RemovingReplicas',
    2354: 'PartitionChangeRecord.RemovingReplicas',
    2355: 'PartitionChangeRecord.RemovingReplicas',
    2357: 'PartitionChangeRecord.RemovingReplicas',
    2359: 'PartitionChangeRecord.RemovingReplicas',
    2360: 'PartitionChangeRecord.RemovingReplicas',
    2361: 'PartitionChangeRecord.AddingReplicas',
    2362: 'PartitionChangeRecord.AddingReplicas',
    2363: 'PartitionChangeRecord.AddingReplicas',
    2364: 'PartitionChangeRecord.AddingReplicas',
    2365: 'PartitionChangeRecord.AddingReplicas',
    2366: 'PartitionChangeRecord.AddingReplicas',
    2367: 'PartitionChangeRecord.AddingReplicas',
    2369: 'PartitionChangeRecord.AddingReplicas',
    2371: 'PartitionChangeRecord.AddingReplicas',
    2372: 'PartitionChangeRecord.AddingReplicas',
    2373: 'PartitionChangeRecord.LeaderRecoveryState',
    2374: 'PartitionChangeRecord.LeaderRecoveryState',
    2375: 'PartitionChangeRecord.LeaderRecoveryState',
    2376: 'PartitionChangeRecord.LeaderRecoveryState',
    2377: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2378: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2379: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2380: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2381: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2382: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2383: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2385: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2387: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2388: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2389: 'PartitionChangeRecord.LastKnownElr',
    2390: 'PartitionChangeRecord.LastKnownElr',
    2391: 'PartitionChangeRecord.LastKnownElr',
    2392: 'PartitionChangeRecord.LastKnownElr',
    2393: 'PartitionChangeRecord.LastKnownElr',
    2394: 'PartitionChangeRecord.LastKnownElr',
    2395: 'PartitionChangeRecord.LastKnownElr',
    2397: 'PartitionChangeRecord.LastKnownElr',
    2399: 'PartitionChangeRecord.LastKnownElr',
    2400: 'PartitionChangeRecord.LastKnownElr',
    2401: 'PartitionChangeRecord.Directories',
    2402: 'PartitionChangeRecord.Directories',
    2403: 'PartitionChangeRecord.Directories',
    2404: 'PartitionChangeRecord.Directories',
    2405: 'PartitionChangeRecord.Directories',
    2406: 'PartitionChangeRecord.Directories',
    2407: 'PartitionChangeRecord.Directories',
    2408: 'PartitionChangeRecord.Directories',
    2409: 'PartitionChangeRecord.Directories',
    2410: 'PartitionChangeRecord.Directories',
    2411: 'PartitionChangeRecord.Directories',
    2412: 'PartitionChangeRecord.LastKnownLeader',
    2413: 'PartitionChangeRecord.LastKnownLeader',
    2414: 'PartitionChangeRecord.LastKnownLeader',
    2415: 'PartitionChangeRecord.LastKnownLeader',
    2416: 'PartitionChangeRecord._unknown_tags',
    2418: 'PartitionChangeRecord._unknown_tags',
    2427: 'PartitionChangeRecord.PartitionId,TopicId',
    2440: 'PartitionChangeRecord._tagged_fields',
    2444: 'PartitionChangeRecord._tagged_fields',
    2449: 'PartitionChangeRecord._tagged_fields',
    2450: 'PartitionChangeRecord._tagged_fields',
    2455: 'PartitionChangeRecord.Isr',
    2457: 'PartitionChangeRecord.Isr',
    2460: 'PartitionChangeRecord.Isr',
    2464: 'PartitionChangeRecord.Leader',
    2469: 'PartitionChangeRecord.Replicas',
    2471: 'PartitionChangeRecord.Replicas',
    2474: 'PartitionChangeRecord.Replicas',
    2478: 'PartitionChangeRecord.RemovingReplicas',
    2480: 'PartitionChangeRecord.RemovingReplicas',
    2483: 'PartitionChangeRecord.RemovingReplicas',
    2487: 'PartitionChangeRecord.AddingReplicas',
    2489: 'PartitionChangeRecord.AddingReplicas',
    2492: 'PartitionChangeRecord.AddingReplicas',
    2496: 'PartitionChangeRecord.LeaderRecoveryState',
    2501: 'PartitionChangeRecord.Directories',
    2505: 'PartitionChangeRecord.Directories',
    2512: 'PartitionChangeRecord.Directories',
    2520: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2522: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2525: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2529: 'PartitionChangeRecord.LastKnownElr',
    2531: 'PartitionChangeRecord.LastKnownElr',
    2534: 'PartitionChangeRecord.LastKnownElr',
    2538: 'PartitionChangeRecord.LastKnownLeader',
    2578: 'FenceBrokerRecord.Id,Epoch',
    2579: 'FenceBrokerRecord._unknown_tags',
    2580: 'FenceBrokerRecord',
    2583: 'FenceBrokerRecord._unknown_tags',
    2590: 'FenceBrokerRecord.Id,Epoch',
    2592: 'FenceBrokerRecord._tagged_fields',
    2596: 'FenceBrokerRecord._tagged_fields',
    2601: 'FenceBrokerRecord._tagged_fields',
    2602: 'FenceBrokerRecord._tagged_fields',
    2641: 'UnfenceBrokerRecord.Id,Epoch',
    2642: 'UnfenceBrokerRecord._unknown_tags',
    2643: 'UnfenceBrokerRecord',
    2646: 'UnfenceBrokerRecord._unknown_tags',
    2653: 'UnfenceBrokerRecord.Id,Epoch',
    2655: 'UnfenceBrokerRecord._tagged_fields',
    2659: 'UnfenceBrokerRecord._tagged_fields',
    2664: 'UnfenceBrokerRecord._tagged_fields',
    2665: 'UnfenceBrokerRecord._tagged_fields',
    2702: 'RemoveTopicRecord.TopicId',
    2703: 'RemoveTopicRecord._unknown_tags',
    2704: 'RemoveTopicRecord',
    2707: 'RemoveTopicRecord._unknown_tags',
    2714: 'RemoveTopicRecord.TopicId',
    2717: 'RemoveTopicRecord._tagged_fields',
    2721: 'RemoveTopicRecord._tagged_fields',
    2726: 'RemoveTopicRecord._tagged_fields',
    2727: 'RemoveTopicRecord._tagged_fields',
    2774: 'UserScramCredentialRecord.Name',
    2775: 'UserScramCredentialRecord.Name',
    2776: 'UserScramCredentialRecord.Name',
    2777: 'UserScramCredentialRecord.Name',
    2778: 'UserScramCredentialRecord.Name',
    2779: 'UserScramCredentialRecord.Mechanism',
    2780: 'UserScramCredentialRecord.Salt',
    2781: 'UserScramCredentialRecord.Salt',
    2782: 'UserScramCredentialRecord.Salt',
    2783: 'UserScramCredentialRecord.Salt',
    2784: 'UserScramCredentialRecord.StoredKey',
    2785: 'UserScramCredentialRecord.StoredKey',
    2786: 'UserScramCredentialRecord.StoredKey',
    2787: 'UserScramCredentialRecord.StoredKey',
    2788: 'UserScramCredentialRecord.ServerKey',
    2789: 'UserScramCredentialRecord.ServerKey',
    2790: 'UserScramCredentialRecord.ServerKey',
    2791: 'UserScramCredentialRecord.ServerKey',
    2792: 'UserScramCredentialRecord.Iterations',
    2793: 'UserScramCredentialRecord._unknown_tags',
    2794: 'UserScramCredentialRecord',
    2797: 'UserScramCredentialRecord._unknown_tags',
    2804: 'UserScramCredentialRecord.Name',
    2809: 'UserScramCredentialRecord.Name',
    2812: 'UserScramCredentialRecord.Name',
    2813: 'UserScramCredentialRecord.Mechanism',
    2815: 'UserScramCredentialRecord.Salt',
    2819: 'UserScramCredentialRecord.Salt',
    2829: 'UserScramCredentialRecord.StoredKey',
    2833: 'UserScramCredentialRecord.StoredKey',
    2843: 'UserScramCredentialRecord.ServerKey',
    2847: 'UserScramCredentialRecord.ServerKey',
    2857: 'UserScramCredentialRecord.Iterations',
    2859: 'UserScramCredentialRecord._tagged_fields',
    2863: 'UserScramCredentialRecord._tagged_fields',
    2868: 'UserScramCredentialRecord._tagged_fields',
    2869: 'UserScramCredentialRecord._tagged_fields',
    2908: 'FeatureLevelRecord.Name',
    2909: 'FeatureLevelRecord.Name',
    2910: 'FeatureLevelRecord.Name',
    2911: 'FeatureLevelRecord.Name',
    2912: 'FeatureLevelRecord.Name',
    2913: 'FeatureLevelRecord.FeatureLevel',
    2914: 'FeatureLevelRecord._unknown_tags',
    2915: 'FeatureLevelRecord',
    2918: 'FeatureLevelRecord._unknown_tags',
    2925: 'FeatureLevelRecord.Name',
    2930: 'FeatureLevelRecord.Name',
    2933: 'FeatureLevelRecord.Name',
    2934: 'FeatureLevelRecord.FeatureLevel',
    2936: 'FeatureLevelRecord._tagged_fields',
    2940: 'FeatureLevelRecord._tagged_fields',
    2945: 'FeatureLevelRecord._tagged_fields',
    2946: 'FeatureLevelRecord._tagged_fields',
    2987: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    2988: 'ProducerIdsRecord._unknown_tags',
    2989: 'ProducerIdsRecord',
    2992: 'ProducerIdsRecord._unknown_tags',
    2999: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    3001: 'ProducerIdsRecord._tagged_fields',
    3005: 'ProducerIdsRecord._tagged_fields',
    3010: 'ProducerIdsRecord._tagged_fields',
    3011: 'ProducerIdsRecord._tagged_fields',
    3058: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3059: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3061: 'BrokerRegistrationChangeRecord.LogDirs',
    3063: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3065: 'BrokerRegistrationChangeRecord',
    3066: 'BrokerRegistrationChangeRecord.Fenced',
    3067: 'BrokerRegistrationChangeRecord.Fenced',
    3068: 'BrokerRegistrationChangeRecord.Fenced',
    3069: 'BrokerRegistrationChangeRecord.Fenced',
    3070: 'BrokerRegistrationChangeRecord._unknown_tags',
    3072: 'BrokerRegistrationChangeRecord._unknown_tags',
    3081: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3087: 'BrokerRegistrationChangeRecord._tagged_fields',
    3091: 'BrokerRegistrationChangeRecord._tagged_fields',
    3096: 'BrokerRegistrationChangeRecord._tagged_fields',
    3097: 'BrokerRegistrationChangeRecord._tagged_fields',
    3102: 'BrokerRegistrationChangeRecord.Fenced',
    3118: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3119: 'BrokerRegistrationChangeRecord.LogDirs',
    3121: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3123: 'BrokerRegistrationChangeRecord',
    3124: 'BrokerRegistrationChangeRecord.Fenced',
    3125: 'BrokerRegistrationChangeRecord.Fenced',
    3126: 'BrokerRegistrationChangeRecord.Fenced',
    3127: 'BrokerRegistrationChangeRecord.Fenced',
    3128: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3129: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3130: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3131: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3132: 'BrokerRegistrationChangeRecord._unknown_tags',
    3134: 'BrokerRegistrationChangeRecord._unknown_tags',
    3143: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3149: 'BrokerRegistrationChangeRecord._tagged_fields',
    3153: 'BrokerRegistrationChangeRecord._tagged_fields',
    3158: 'BrokerRegistrationChangeRecord._tagged_fields',
    3159: 'BrokerRegistrationChangeRecord._tagged_fields',
    3164: 'BrokerRegistrationChangeRecord.Fenced',
    3169: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3185: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3186: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3188: 'BrokerRegistrationChangeRecord',
    3189: 'BrokerRegistrationChangeRecord.Fenced',
    3190: 'BrokerRegistrationChangeRecord.Fenced',
    3191: 'BrokerRegistrationChangeRecord.Fenced',
    3192: 'BrokerRegistrationChangeRecord.Fenced',
    3193: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3194: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3195: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3196: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3197: 'BrokerRegistrationChangeRecord.LogDirs',
    3198: 'BrokerRegistrationChangeRecord.LogDirs',
    3199: 'BrokerRegistrationChangeRecord.LogDirs',
    3200: 'BrokerRegistrationChangeRecord.LogDirs',
    3201: 'BrokerRegistrationChangeRecord.LogDirs',
    3202: 'BrokerRegistrationChangeRecord.LogDirs',
    3203: 'BrokerRegistrationChangeRecord.LogDirs',
    3204: 'BrokerRegistrationChangeRecord.LogDirs',
    3205: 'BrokerRegistrationChangeRecord._unknown_tags',
    3207: 'BrokerRegistrationChangeRecord._unknown_tags',
    3216: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3222: 'BrokerRegistrationChangeRecord._tagged_fields',
    3226: 'BrokerRegistrationChangeRecord._tagged_fields',
    3231: 'BrokerRegistrationChangeRecord._tagged_fields',
    3232: 'BrokerRegistrationChangeRecord._tagged_fields',
    3237: 'BrokerRegistrationChangeRecord.Fenced',
    3242: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3247: 'BrokerRegistrationChangeRecord.LogDirs',
    3251: 'BrokerRegistrationChangeRecord.LogDirs',
    3255: 'BrokerRegistrationChangeRecord.LogDirs',
    3274: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3275: 'BrokerRegistrationChangeRecord',
    3276: 'BrokerRegistrationChangeRecord.Fenced',
    3277: 'BrokerRegistrationChangeRecord.Fenced',
    3278: 'BrokerRegistrationChangeRecord.Fenced',
    3279: 'BrokerRegistrationChangeRecord.Fenced',
    3280: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3281: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3282: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3283: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3284: 'BrokerRegistrationChangeRecord.LogDirs',
    3285: 'BrokerRegistrationChangeRecord.LogDirs',
    3286: 'BrokerRegistrationChangeRecord.LogDirs',
    3287: 'BrokerRegistrationChangeRecord.LogDirs',
    3288: 'BrokerRegistrationChangeRecord.LogDirs',
    3289: 'BrokerRegistrationChangeRecord.LogDirs',
    3290: 'BrokerRegistrationChangeRecord.LogDirs',
    3291: 'BrokerRegistrationChangeRecord.LogDirs',
    3292: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3293: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3294: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3295: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3296: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3297: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3298: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3299: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3300: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3301: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3302: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3303: 'BrokerRegistrationChangeRecord._unknown_tags',
    3305: 'BrokerRegistrationChangeRecord._unknown_tags',
    3314: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3320: 'BrokerRegistrationChangeRecord._tagged_fields',
    3324: 'BrokerRegistrationChangeRecord._tagged_fields',
    3329: 'BrokerRegistrationChangeRecord._tagged_fields',
    3330: 'BrokerRegistrationChangeRecord._tagged_fields',
    3335: 'BrokerRegistrationChangeRecord.Fenced',
    3340: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3345: 'BrokerRegistrationChangeRecord.LogDirs',
    3349: 'BrokerRegistrationChangeRecord.LogDirs',
    3353: 'BrokerRegistrationChangeRecord.LogDirs',
    3361: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3365: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3372: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3427: 'AccessControlEntryRecord.Id,ResourceType',
    3428: 'AccessControlEntryRecord.ResourceName',
    3429: 'AccessControlEntryRecord.ResourceName',
    3430: 'AccessControlEntryRecord.ResourceName',
    3431: 'AccessControlEntryRecord.ResourceName',
    3432: 'AccessControlEntryRecord.ResourceName',
    3433: 'AccessControlEntryRecord.PatternType',
    3434: 'AccessControlEntryRecord.Principal',
    3435: 'AccessControlEntryRecord.Principal',
    3436: 'AccessControlEntryRecord.Principal',
    3437: 'AccessControlEntryRecord.Principal',
    3438: 'AccessControlEntryRecord.Principal',
    3439: 'AccessControlEntryRecord.Host',
    3440: 'AccessControlEntryRecord.Host',
    3441: 'AccessControlEntryRecord.Host',
    3442: 'AccessControlEntryRecord.Host',
    3443: 'AccessControlEntryRecord.Host',
    3444: 'AccessControlEntryRecord.Operation,PermissionType',
    3445: 'AccessControlEntryRecord._unknown_tags',
    3446: 'AccessControlEntryRecord',
    3449: 'AccessControlEntryRecord._unknown_tags',
    3456: 'AccessControlEntryRecord.Id,ResourceType',
    3459: 'AccessControlEntryRecord.ResourceName',
    3464: 'AccessControlEntryRecord.ResourceName',
    3467: 'AccessControlEntryRecord.ResourceName',
    3468: 'AccessControlEntryRecord.PatternType',
    3470: 'AccessControlEntryRecord.Principal',
    3475: 'AccessControlEntryRecord.Principal',
    3478: 'AccessControlEntryRecord.Principal',
    3479: 'AccessControlEntryRecord.Host',
    3484: 'AccessControlEntryRecord.Host',
    3487: 'AccessControlEntryRecord.Host',
    3488: 'AccessControlEntryRecord.Operation,PermissionType',
    3490: 'AccessControlEntryRecord._tagged_fields',
    3494: 'AccessControlEntryRecord._tagged_fields',
    3499: 'AccessControlEntryRecord._tagged_fields',
    3500: 'AccessControlEntryRecord._tagged_fields',
    3537: 'RemoveAccessControlEntryRecord.Id',
    3538: 'RemoveAccessControlEntryRecord._unknown_tags',
    3539: 'RemoveAccessControlEntryRecord',
    3542: 'RemoveAccessControlEntryRecord._unknown_tags',
    3549: 'RemoveAccessControlEntryRecord.Id',
    3552: 'RemoveAccessControlEntryRecord._tagged_fields',
    3556: 'RemoveAccessControlEntryRecord._tagged_fields',
    3561: 'RemoveAccessControlEntryRecord._tagged_fields',
    3562: 'RemoveAccessControlEntryRecord._tagged_fields',
    3597: 'NoOpRecord._unknown_tags',
    3598: 'NoOpRecord',
    3601: 'NoOpRecord._unknown_tags',
    3608: 'NoOpRecord._tagged_fields',
    3612: 'NoOpRecord._tagged_fields',
    3617: 'NoOpRecord._tagged_fields',
    3618: 'NoOpRecord._tagged_fields',
    3657: 'RemoveUserScramCredentialRecord.Name',
    3658: 'RemoveUserScramCredentialRecord.Name',
    3659: 'RemoveUserScramCredentialRecord.Name',
    3660: 'RemoveUserScramCredentialRecord.Name',
    3661: 'RemoveUserScramCredentialRecord.Name',
    3662: 'RemoveUserScramCredentialRecord.Mechanism',
    3663: 'RemoveUserScramCredentialRecord._unknown_tags',
    3664: 'RemoveUserScramCredentialRecord',
    3667: 'RemoveUserScramCredentialRecord._unknown_tags',
    3674: 'RemoveUserScramCredentialRecord.Name',
    3679: 'RemoveUserScramCredentialRecord.Name',
    3682: 'RemoveUserScramCredentialRecord.Name',
    3683: 'RemoveUserScramCredentialRecord.Mechanism',
    3685: 'RemoveUserScramCredentialRecord._tagged_fields',
    3689: 'RemoveUserScramCredentialRecord._tagged_fields',
    3694: 'RemoveUserScramCredentialRecord._tagged_fields',
    3695: 'RemoveUserScramCredentialRecord._tagged_fields',
    3732: 'ClearElrRecord.TopicName',
    3733: 'ClearElrRecord.TopicName',
    3734: 'ClearElrRecord.TopicName',
    3735: 'ClearElrRecord.TopicName',
    3736: 'ClearElrRecord.TopicName',
    3737: 'ClearElrRecord._unknown_tags',
    3738: 'ClearElrRecord',
    3741: 'ClearElrRecord._unknown_tags',
    3748: 'ClearElrRecord.TopicName',
    3753: 'ClearElrRecord.TopicName',
    3756: 'ClearElrRecord.TopicName',
    3757: 'ClearElrRecord._tagged_fields',
    3761: 'ClearElrRecord._tagged_fields',
    3766: 'ClearElrRecord._tagged_fields',
    3767: 'ClearElrRecord._tagged_fields',
}
