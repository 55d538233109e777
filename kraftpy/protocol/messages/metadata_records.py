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
    _write_tags(a, k180, o._unknown_tags)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v3(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u185, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u185)
    n186 = buf[pos] - 1
    if 0 <= n186 < 127:
        pos += 1
    else:
        n186, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l187 = []
    ap188 = l187.append
    for _ in range(n186):
        t189 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n190 = buf[pos] - 1
        if 0 <= n190 < 127:
            x191 = pos + 1 + n190
            if x191 > blen:
                raise _bad_length(n190, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t189.name = str(buf[pos + 1:x191], 'utf-8')
            pos = x191
        else:
            t189.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n192 = buf[pos] - 1
        if 0 <= n192 < 127:
            x193 = pos + 1 + n192
            if x193 > blen:
                raise _bad_length(n192, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t189.host = str(buf[pos + 1:x193], 'utf-8')
            pos = x193
        else:
            t189.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t189.port, t189.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t189._unknown_tags = None
        else:
            nt194, pos = _ruv(buf, pos)
            if nt194 * 2 > blen - pos:
                raise _array_too_long(nt194, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk195 = None
            for _ in range(nt194):
                tg196, pos = _ruv(buf, pos)
                sz197, pos = _ruv(buf, pos)
                x198 = pos + sz197
                if x198 > blen:
                    raise _bad_length(sz197, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk195 is None:
                    uk195 = []
                uk195.append((tg196, bytes(buf[pos:x198])))
                pos = x198
            t189._unknown_tags = uk195
        ap188(t189)
    o.end_points = l187
    n199 = buf[pos] - 1
    if 0 <= n199 < 127:
        pos += 1
    else:
        n199, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l200 = []
    ap201 = l200.append
    for _ in range(n199):
        t202 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n203 = buf[pos] - 1
        if 0 <= n203 < 127:
            x204 = pos + 1 + n203
            if x204 > blen:
                raise _bad_length(n203, 'RegisterBrokerRecord.Features.Name', pos)
            t202.name = str(buf[pos + 1:x204], 'utf-8')
            pos = x204
        else:
            t202.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t202.min_supported_version, t202.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t202._unknown_tags = None
        else:
            nt205, pos = _ruv(buf, pos)
            if nt205 * 2 > blen - pos:
                raise _array_too_long(nt205, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk206 = None
            for _ in range(nt205):
                tg207, pos = _ruv(buf, pos)
                sz208, pos = _ruv(buf, pos)
                x209 = pos + sz208
                if x209 > blen:
                    raise _bad_length(sz208, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk206 is None:
                    uk206 = []
                uk206.append((tg207, bytes(buf[pos:x209])))
                pos = x209
            t202._unknown_tags = uk206
        ap201(t202)
    o.features = l200
    n210 = buf[pos] - 1
    if 0 <= n210 < 127:
        x211 = pos + 1 + n210
        if x211 > blen:
            raise _bad_length(n210, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x211], 'utf-8')
        pos = x211
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
        nt212, pos = _ruv(buf, pos)
        if nt212 * 2 > blen - pos:
            raise _array_too_long(nt212, 'RegisterBrokerRecord._tagged_fields', pos)
        uk213 = None
        for _ in range(nt212):
            tg214, pos = _ruv(buf, pos)
            sz215, pos = _ruv(buf, pos)
            x216 = pos + sz215
            if x216 > blen:
                raise _bad_length(sz215, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg214 == 0:
                n217 = buf[pos] - 1
                if 0 <= n217 < 127:
                    pos += 1
                else:
                    n217, pos = _read_array_len(buf, pos, True, False, 16, 'RegisterBrokerRecord.LogDirs')
                l218 = []
                ap219 = l218.append
                for _ in range(n217):
                    u221, = _S_U.unpack_from(buf, pos)
                    v220 = _uuid_from(u221)
                    pos += 16
                    ap219(v220)
                o.log_dirs = l218
                if pos != x216:
                    raise _tag_size_mismatch(tg214, 'RegisterBrokerRecord.LogDirs', pos)
            else:
                if uk213 is None:
                    uk213 = []
                uk213.append((tg214, bytes(buf[pos:x216])))
                pos = x216
        o._unknown_tags = uk213
    return o, pos


def _enc_RegisterBrokerRecord_v4(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l222 = o.end_points
    n223 = len(l222) + 1
    a(_UV[n223] if n223 < 128 else _uv(n223))
    for e224 in l222:
        s225 = e224.name
        b226 = s225.encode()
        n227 = len(b226) + 1
        a(_UV[n227] if n227 < 128 else _uv(n227))
        a(b226)
        s228 = e224.host
        b229 = s228.encode()
        n230 = len(b229) + 1
        a(_UV[n230] if n230 < 128 else _uv(n230))
        a(b229)
        a(_S_Hh.pack(e224.port, e224.security_protocol))
        u231 = e224._unknown_tags
        if u231 is None:
            a(_H0)
        else:
            _write_tags(a, None, u231)
    l232 = o.features
    n233 = len(l232) + 1
    a(_UV[n233] if n233 < 128 else _uv(n233))
    for e234 in l232:
        s235 = e234.name
        b236 = s235.encode()
        n237 = len(b236) + 1
        a(_UV[n237] if n237 < 128 else _uv(n237))
        a(b236)
        a(_S_hh.pack(e234.min_supported_version, e234.max_supported_version))
        u238 = e234._unknown_tags
        if u238 is None:
            a(_H0)
        else:
            _write_tags(a, None, u238)
    s239 = o.rack
    if s239 is None:
        a(_H0)
    else:
        b240 = s239.encode()
        n241 = len(b240) + 1
        a(_UV[n241] if n241 < 128 else _uv(n241))
        a(b240)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    k242 = []
    if o.log_dirs:
        p243 = []
        l244 = o.log_dirs
        n245 = len(l244) + 1
        p243.append(_UV[n245] if n245 < 128 else _uv(n245))
        for e246 in l244:
            p243.append(_S_U.pack(e246.bytes))
        k242.append((0, b''.join(p243)))
    if o.cordoned_log_dirs is not None:
        p247 = []
        l248 = o.cordoned_log_dirs
        if l248 is None:
            p247.append(_H0)
        else:
            n249 = len(l248) + 1
            p247.append(_UV[n249] if n249 < 128 else _uv(n249))
            for e250 in l248:
                p247.append(_S_U.pack(e250.bytes))
        k242.append((1, b''.join(p247)))
    _write_tags(a, k242, o._unknown_tags)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v4(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u251, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u251)
    n252 = buf[pos] - 1
    if 0 <= n252 < 127:
        pos += 1
    else:
        n252, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l253 = []
    ap254 = l253.append
    for _ in range(n252):
        t255 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n256 = buf[pos] - 1
        if 0 <= n256 < 127:
            x257 = pos + 1 + n256
            if x257 > blen:
                raise _bad_length(n256, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t255.name = str(buf[pos + 1:x257], 'utf-8')
            pos = x257
        else:
            t255.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n258 = buf[pos] - 1
        if 0 <= n258 < 127:
            x259 = pos + 1 + n258
            if x259 > blen:
                raise _bad_length(n258, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t255.host = str(buf[pos + 1:x259], 'utf-8')
            pos = x259
        else:
            t255.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t255.port, t255.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t255._unknown_tags = None
        else:
            nt260, pos = _ruv(buf, pos)
            if nt260 * 2 > blen - pos:
                raise _array_too_long(nt260, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk261 = None
            for _ in range(nt260):
                tg262, pos = _ruv(buf, pos)
                sz263, pos = _ruv(buf, pos)
                x264 = pos + sz263
                if x264 > blen:
                    raise _bad_length(sz263, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk261 is None:
                    uk261 = []
                uk261.append((tg262, bytes(buf[pos:x264])))
                pos = x264
            t255._unknown_tags = uk261
        ap254(t255)
    o.end_points = l253
    n265 = buf[pos] - 1
    if 0 <= n265 < 127:
        pos += 1
    else:
        n265, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l266 = []
    ap267 = l266.append
    for _ in range(n265):
        t268 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n269 = buf[pos] - 1
        if 0 <= n269 < 127:
            x270 = pos + 1 + n269
            if x270 > blen:
                raise _bad_length(n269, 'RegisterBrokerRecord.Features.Name', pos)
            t268.name = str(buf[pos + 1:x270], 'utf-8')
            pos = x270
        else:
            t268.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t268.min_supported_version, t268.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t268._unknown_tags = None
        else:
            nt271, pos = _ruv(buf, pos)
            if nt271 * 2 > blen - pos:
                raise _array_too_long(nt271, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk272 = None
            for _ in range(nt271):
                tg273, pos = _ruv(buf, pos)
                sz274, pos = _ruv(buf, pos)
                x275 = pos + sz274
                if x275 > blen:
                    raise _bad_length(sz274, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk272 is None:
                    uk272 = []
                uk272.append((tg273, bytes(buf[pos:x275])))
                pos = x275
            t268._unknown_tags = uk272
        ap267(t268)
    o.features = l266
    n276 = buf[pos] - 1
    if 0 <= n276 < 127:
        x277 = pos + 1 + n276
        if x277 > blen:
            raise _bad_length(n276, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x277], 'utf-8')
        pos = x277
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
        nt278, pos = _ruv(buf, pos)
        if nt278 * 2 > blen - pos:
            raise _array_too_long(nt278, 'RegisterBrokerRecord._tagged_fields', pos)
        uk279 = None
        for _ in range(nt278):
            tg280, pos = _ruv(buf, pos)
            sz281, pos = _ruv(buf, pos)
            x282 = pos + sz281
            if x282 > blen:
                raise _bad_length(sz281, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg280 == 0:
                n283 = buf[pos] - 1
                if 0 <= n283 < 127:
                    pos += 1
                else:
                    n283, pos = _read_array_len(buf, pos, True, False, 16, 'RegisterBrokerRecord.LogDirs')
                l284 = []
                ap285 = l284.append
                for _ in range(n283):
                    u287, = _S_U.unpack_from(buf, pos)
                    v286 = _uuid_from(u287)
                    pos += 16
                    ap285(v286)
                o.log_dirs = l284
                if pos != x282:
                    raise _tag_size_mismatch(tg280, 'RegisterBrokerRecord.LogDirs', pos)
            elif tg280 == 1:
                n288 = buf[pos] - 1
                if 0 <= n288 < 127:
                    pos += 1
                else:
                    n288, pos = _read_array_len(buf, pos, True, True, 16, 'RegisterBrokerRecord.CordonedLogDirs')
                if n288 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l289 = []
                    ap290 = l289.append
                    for _ in range(n288):
                        u292, = _S_U.unpack_from(buf, pos)
                        v291 = _uuid_from(u292)
                        pos += 16
                        ap290(v291)
                    o.cordoned_log_dirs = l289
                if pos != x282:
                    raise _tag_size_mismatch(tg280, 'RegisterBrokerRecord.CordonedLogDirs', pos)
            else:
                if uk279 is None:
                    uk279 = []
                uk279.append((tg280, bytes(buf[pos:x282])))
                pos = x282
        o._unknown_tags = uk279
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
    u293 = o._unknown_tags
    if u293 is None:
        a(_H0)
    else:
        _write_tags(a, None, u293)
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
        nt294, pos = _ruv(buf, pos)
        if nt294 * 2 > blen - pos:
            raise _array_too_long(nt294, 'UnregisterBrokerRecord._tagged_fields', pos)
        uk295 = None
        for _ in range(nt294):
            tg296, pos = _ruv(buf, pos)
            sz297, pos = _ruv(buf, pos)
            x298 = pos + sz297
            if x298 > blen:
                raise _bad_length(sz297, 'UnregisterBrokerRecord._tagged_fields', pos)
            if uk295 is None:
                uk295 = []
            uk295.append((tg296, bytes(buf[pos:x298])))
            pos = x298
        o._unknown_tags = uk295
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
    s299 = o.name
    b300 = s299.encode()
    n301 = len(b300) + 1
    a(_UV[n301] if n301 < 128 else _uv(n301))
    a(b300)
    a(_S_U.pack(o.topic_id.bytes))
    u302 = o._unknown_tags
    if u302 is None:
        a(_H0)
    else:
        _write_tags(a, None, u302)
    return b''.join(parts)


def _dec_TopicRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(TopicRecord)
    n303 = buf[pos] - 1
    if 0 <= n303 < 127:
        x304 = pos + 1 + n303
        if x304 > blen:
            raise _bad_length(n303, 'TopicRecord.Name', pos)
        o.name = str(buf[pos + 1:x304], 'utf-8')
        pos = x304
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'TopicRecord.Name')
    u305, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.topic_id = _uuid_from(u305)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt306, pos = _ruv(buf, pos)
        if nt306 * 2 > blen - pos:
            raise _array_too_long(nt306, 'TopicRecord._tagged_fields', pos)
        uk307 = None
        for _ in range(nt306):
            tg308, pos = _ruv(buf, pos)
            sz309, pos = _ruv(buf, pos)
            x310 = pos + sz309
            if x310 > blen:
                raise _bad_length(sz309, 'TopicRecord._tagged_fields', pos)
            if uk307 is None:
                uk307 = []
            uk307.append((tg308, bytes(buf[pos:x310])))
            pos = x310
        o._unknown_tags = uk307
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
    l311 = o.replicas
    n312 = len(l311)
    if n312 < 64:
        a(_CA_i[n312].pack(n312 + 1, *l311))
    else:
        a(_encode_array('i', l311, True))
    l313 = o.isr
    n314 = len(l313)
    if n314 < 64:
        a(_CA_i[n314].pack(n314 + 1, *l313))
    else:
        a(_encode_array('i', l313, True))
    l315 = o.removing_replicas
    n316 = len(l315)
    if n316 < 64:
        a(_CA_i[n316].pack(n316 + 1, *l315))
    else:
        a(_encode_array('i', l315, True))
    l317 = o.adding_replicas
    n318 = len(l317)
    if n318 < 64:
        a(_CA_i[n318].pack(n318 + 1, *l317))
    else:
        a(_encode_array('i', l317, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    if o.directories:
        raise _unsupported_field('PartitionRecord', 'Directories', 0)
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionRecord', 'EligibleLeaderReplicas', 0)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionRecord', 'LastKnownElr', 0)
    if o.last_known_leader != -1:
        raise _unsupported_field('PartitionRecord', 'LastKnownLeader', 0)
    k319 = []
    if o.leader_recovery_state != 0:
        p320 = []
        p320.append(_S_b.pack(o.leader_recovery_state))
        k319.append((0, b''.join(p320)))
    _write_tags(a, k319, o._unknown_tags)
    return b''.join(parts)


def _dec_PartitionRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u321 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u321)
    n322 = buf[pos] - 1
    if 0 <= n322 < 64:
        o.replicas = list(_A_i[n322].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n322
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n323 = buf[pos] - 1
    if 0 <= n323 < 64:
        o.isr = list(_A_i[n323].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n323
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n324 = buf[pos] - 1
    if 0 <= n324 < 64:
        o.removing_replicas = list(_A_i[n324].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n324
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n325 = buf[pos] - 1
    if 0 <= n325 < 64:
        o.adding_replicas = list(_A_i[n325].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n325
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
        nt326, pos = _ruv(buf, pos)
        if nt326 * 2 > blen - pos:
            raise _array_too_long(nt326, 'PartitionRecord._tagged_fields', pos)
        uk327 = None
        for _ in range(nt326):
            tg328, pos = _ruv(buf, pos)
            sz329, pos = _ruv(buf, pos)
            x330 = pos + sz329
            if x330 > blen:
                raise _bad_length(sz329, 'PartitionRecord._tagged_fields', pos)
            if tg328 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x330:
                    raise _tag_size_mismatch(tg328, 'PartitionRecord.LeaderRecoveryState', pos)
            else:
                if uk327 is None:
                    uk327 = []
                uk327.append((tg328, bytes(buf[pos:x330])))
                pos = x330
        o._unknown_tags = uk327
    return o, pos


def _enc_PartitionRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l331 = o.replicas
    n332 = len(l331)
    if n332 < 64:
        a(_CA_i[n332].pack(n332 + 1, *l331))
    else:
        a(_encode_array('i', l331, True))
    l333 = o.isr
    n334 = len(l333)
    if n334 < 64:
        a(_CA_i[n334].pack(n334 + 1, *l333))
    else:
        a(_encode_array('i', l333, True))
    l335 = o.removing_replicas
    n336 = len(l335)
    if n336 < 64:
        a(_CA_i[n336].pack(n336 + 1, *l335))
    else:
        a(_encode_array('i', l335, True))
    l337 = o.adding_replicas
    n338 = len(l337)
    if n338 < 64:
        a(_CA_i[n338].pack(n338 + 1, *l337))
    else:
        a(_encode_array('i', l337, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    l339 = o.directories
    n340 = len(l339) + 1
    a(_UV[n340] if n340 < 128 else _uv(n340))
    for e341 in l339:
        a(_S_U.pack(e341.bytes))
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionRecord', 'EligibleLeaderReplicas', 1)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionRecord', 'LastKnownElr', 1)
    if o.last_known_leader != -1:
        raise _unsupported_field('PartitionRecord', 'LastKnownLeader', 1)
    k342 = []
    if o.leader_recovery_state != 0:
        p343 = []
        p343.append(_S_b.pack(o.leader_recovery_state))
        k342.append((0, b''.join(p343)))
    _write_tags(a, k342, o._unknown_tags)
    return b''.join(parts)


def _dec_PartitionRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u344 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u344)
    n345 = buf[pos] - 1
    if 0 <= n345 < 64:
        o.replicas = list(_A_i[n345].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n345
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n346 = buf[pos] - 1
    if 0 <= n346 < 64:
        o.isr = list(_A_i[n346].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n346
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n347 = buf[pos] - 1
    if 0 <= n347 < 64:
        o.removing_replicas = list(_A_i[n347].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n347
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n348 = buf[pos] - 1
    if 0 <= n348 < 64:
        o.adding_replicas = list(_A_i[n348].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n348
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    n349 = buf[pos] - 1
    if 0 <= n349 < 127:
        pos += 1
    else:
        n349, pos = _read_array_len(buf, pos, True, False, 16, 'PartitionRecord.Directories')
    l350 = []
    ap351 = l350.append
    for _ in range(n349):
        u353, = _S_U.unpack_from(buf, pos)
        v352 = _uuid_from(u353)
        pos += 16
        ap351(v352)
    o.directories = l350
    o.leader_recovery_state = 0
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt354, pos = _ruv(buf, pos)
        if nt354 * 2 > blen - pos:
            raise _array_too_long(nt354, 'PartitionRecord._tagged_fields', pos)
        uk355 = None
        for _ in range(nt354):
            tg356, pos = _ruv(buf, pos)
            sz357, pos = _ruv(buf, pos)
            x358 = pos + sz357
            if x358 > blen:
                raise _bad_length(sz357, 'PartitionRecord._tagged_fields', pos)
            if tg356 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x358:
                    raise _tag_size_mismatch(tg356, 'PartitionRecord.LeaderRecoveryState', pos)
            else:
                if uk355 is None:
                    uk355 = []
                uk355.append((tg356, bytes(buf[pos:x358])))
                pos = x358
        o._unknown_tags = uk355
    return o, pos


def _enc_PartitionRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l359 = o.replicas
    n360 = len(l359)
    if n360 < 64:
        a(_CA_i[n360].pack(n360 + 1, *l359))
    else:
        a(_encode_array('i', l359, True))
    l361 = o.isr
    n362 = len(l361)
    if n362 < 64:
        a(_CA_i[n362].pack(n362 + 1, *l361))
    else:
        a(_encode_array('i', l361, True))
    l363 = o.removing_replicas
    n364 = len(l363)
    if n364 < 64:
        a(_CA_i[n364].pack(n364 + 1, *l363))
    else:
        a(_encode_array('i', l363, True))
    l365 = o.adding_replicas
    n366 = len(l365)
    if n366 < 64:
        a(_CA_i[n366].pack(n366 + 1, *l365))
    else:
        a(_encode_array('i', l365, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    l367 = o.directories
    n368 = len(l367) + 1
    a(_UV[n368] if n368 < 128 else _uv(n368))
    for e369 in l367:
        a(_S_U.pack(e369.bytes))
    k370 = []
    if o.leader_recovery_state != 0:
        p371 = []
        p371.append(_S_b.pack(o.leader_recovery_state))
        k370.append((0, b''.join(p371)))
    if o.eligible_leader_replicas is not None:
        p372 = []
        l373 = o.eligible_leader_replicas
        if l373 is None:
            p372.append(_H0)
        else:
            n374 = len(l373)
            if n374 < 64:
                p372.append(_CA_i[n374].pack(n374 + 1, *l373))
            else:
                p372.append(_encode_array('i', l373, True))
        k370.append((1, b''.join(p372)))
    if o.last_known_elr is not None:
        p375 = []
        l376 = o.last_known_elr
        if l376 is None:
            p375.append(_H0)
        else:
            n377 = len(l376)
            if n377 < 64:
                p375.append(_CA_i[n377].pack(n377 + 1, *l376))
            else:
                p375.append(_encode_array('i', l376, True))
        k370.append((2, b''.join(p375)))
    if o.last_known_leader != -1:
        p378 = []
        p378.append(_S_i.pack(o.last_known_leader))
        k370.append((1000, b''.join(p378)))
    _write_tags(a, k370, o._unknown_tags)
    return b''.join(parts)


def _dec_PartitionRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u379 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u379)
    n380 = buf[pos] - 1
    if 0 <= n380 < 64:
        o.replicas = list(_A_i[n380].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n380
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n381 = buf[pos] - 1
    if 0 <= n381 < 64:
        o.isr = list(_A_i[n381].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n381
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n382 = buf[pos] - 1
    if 0 <= n382 < 64:
        o.removing_replicas = list(_A_i[n382].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n382
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n383 = buf[pos] - 1
    if 0 <= n383 < 64:
        o.adding_replicas = list(_A_i[n383].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n383
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    n384 = buf[pos] - 1
    if 0 <= n384 < 127:
        pos += 1
    else:
        n384, pos = _read_array_len(buf, pos, True, False, 16, 'PartitionRecord.Directories')
    l385 = []
    ap386 = l385.append
    for _ in range(n384):
        u388, = _S_U.unpack_from(buf, pos)
        v387 = _uuid_from(u388)
        pos += 16
        ap386(v387)
    o.directories = l385
    o.leader_recovery_state = 0
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt389, pos = _ruv(buf, pos)
        if nt389 * 2 > blen - pos:
            raise _array_too_long(nt389, 'PartitionRecord._tagged_fields', pos)
        uk390 = None
        for _ in range(nt389):
            tg391, pos = _ruv(buf, pos)
            sz392, pos = _ruv(buf, pos)
            x393 = pos + sz392
            if x393 > blen:
                raise _bad_length(sz392, 'PartitionRecord._tagged_fields', pos)
            if tg391 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x393:
                    raise _tag_size_mismatch(tg391, 'PartitionRecord.LeaderRecoveryState', pos)
            elif tg391 == 1:
                n394 = buf[pos] - 1
                if 0 <= n394 < 64:
                    o.eligible_leader_replicas = list(_A_i[n394].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n394
                else:
                    o.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionRecord.EligibleLeaderReplicas')
                if pos != x393:
                    raise _tag_size_mismatch(tg391, 'PartitionRecord.EligibleLeaderReplicas', pos)
            elif tg391 == 2:
                n395 = buf[pos] - 1
                if 0 <= n395 < 64:
                    o.last_known_elr = list(_A_i[n395].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n395
                else:
                    o.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionRecord.LastKnownElr')
                if pos != x393:
                    raise _tag_size_mismatch(tg391, 'PartitionRecord.LastKnownElr', pos)
            elif tg391 == 1000:
                o.last_known_leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x393:
                    raise _tag_size_mismatch(tg391, 'PartitionRecord.LastKnownLeader', pos)
            else:
                if uk390 is None:
                    uk390 = []
                uk390.append((tg391, bytes(buf[pos:x393])))
                pos = x393
        o._unknown_tags = uk390
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
    s396 = o.resource_name
    b397 = s396.encode()
    n398 = len(b397) + 1
    a(_UV[n398] if n398 < 128 else _uv(n398))
    a(b397)
    s399 = o.name
    b400 = s399.encode()
    n401 = len(b400) + 1
    a(_UV[n401] if n401 < 128 else _uv(n401))
    a(b400)
    s402 = o.value
    if s402 is None:
        a(_H0)
    else:
        b403 = s402.encode()
        n404 = len(b403) + 1
        a(_UV[n404] if n404 < 128 else _uv(n404))
        a(b403)
    u405 = o._unknown_tags
    if u405 is None:
        a(_H0)
    else:
        _write_tags(a, None, u405)
    return b''.join(parts)


def _dec_ConfigRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ConfigRecord)
    o.resource_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n406 = buf[pos] - 1
    if 0 <= n406 < 127:
        x407 = pos + 1 + n406
        if x407 > blen:
            raise _bad_length(n406, 'ConfigRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x407], 'utf-8')
        pos = x407
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'ConfigRecord.ResourceName')
    n408 = buf[pos] - 1
    if 0 <= n408 < 127:
        x409 = pos + 1 + n408
        if x409 > blen:
            raise _bad_length(n408, 'ConfigRecord.Name', pos)
        o.name = str(buf[pos + 1:x409], 'utf-8')
        pos = x409
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'ConfigRecord.Name')
    n410 = buf[pos] - 1
    if 0 <= n410 < 127:
        x411 = pos + 1 + n410
        if x411 > blen:
            raise _bad_length(n410, 'ConfigRecord.Value', pos)
        o.value = str(buf[pos + 1:x411], 'utf-8')
        pos = x411
    else:
        o.value, pos = _read_string(buf, pos, True, True, 'ConfigRecord.Value')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt412, pos = _ruv(buf, pos)
        if nt412 * 2 > blen - pos:
            raise _array_too_long(nt412, 'ConfigRecord._tagged_fields', pos)
        uk413 = None
        for _ in range(nt412):
            tg414, pos = _ruv(buf, pos)
            sz415, pos = _ruv(buf, pos)
            x416 = pos + sz415
            if x416 > blen:
                raise _bad_length(sz415, 'ConfigRecord._tagged_fields', pos)
            if uk413 is None:
                uk413 = []
            uk413.append((tg414, bytes(buf[pos:x416])))
            pos = x416
        o._unknown_tags = uk413
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
    k417 = []
    if o.isr is not None:
        p418 = []
        l419 = o.isr
        if l419 is None:
            p418.append(_H0)
        else:
            n420 = len(l419)
            if n420 < 64:
                p418.append(_CA_i[n420].pack(n420 + 1, *l419))
            else:
                p418.append(_encode_array('i', l419, True))
        k417.append((0, b''.join(p418)))
    if o.leader != -2:
        p421 = []
        p421.append(_S_i.pack(o.leader))
        k417.append((1, b''.join(p421)))
    if o.replicas is not None:
        p422 = []
        l423 = o.replicas
        if l423 is None:
            p422.append(_H0)
        else:
            n424 = len(l423)
            if n424 < 64:
                p422.append(_CA_i[n424].pack(n424 + 1, *l423))
            else:
                p422.append(_encode_array('i', l423, True))
        k417.append((2, b''.join(p422)))
    if o.removing_replicas is not None:
        p425 = []
        l426 = o.removing_replicas
        if l426 is None:
            p425.append(_H0)
        else:
            n427 = len(l426)
            if n427 < 64:
                p425.append(_CA_i[n427].pack(n427 + 1, *l426))
            else:
                p425.append(_encode_array('i', l426, True))
        k417.append((3, b''.join(p425)))
    if o.adding_replicas is not None:
        p428 = []
        l429 = o.adding_replicas
        if l429 is None:
            p428.append(_H0)
        else:
            n430 = len(l429)
            if n430 < 64:
                p428.append(_CA_i[n430].pack(n430 + 1, *l429))
            else:
                p428.append(_encode_array('i', l429, True))
        k417.append((4, b''.join(p428)))
    if o.leader_recovery_state != -1:
        p431 = []
        p431.append(_S_b.pack(o.leader_recovery_state))
        k417.append((5, b''.join(p431)))
    _write_tags(a, k417, o._unknown_tags)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u432 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u432)
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
        nt433, pos = _ruv(buf, pos)
        if nt433 * 2 > blen - pos:
            raise _array_too_long(nt433, 'PartitionChangeRecord._tagged_fields', pos)
        uk434 = None
        for _ in range(nt433):
            tg435, pos = _ruv(buf, pos)
            sz436, pos = _ruv(buf, pos)
            x437 = pos + sz436
            if x437 > blen:
                raise _bad_length(sz436, 'PartitionChangeRecord._tagged_fields', pos)
            if tg435 == 0:
                n438 = buf[pos] - 1
                if 0 <= n438 < 64:
                    o.isr = list(_A_i[n438].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n438
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x437:
                    raise _tag_size_mismatch(tg435, 'PartitionChangeRecord.Isr', pos)
            elif tg435 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x437:
                    raise _tag_size_mismatch(tg435, 'PartitionChangeRecord.Leader', pos)
            elif tg435 == 2:
                n439 = buf[pos] - 1
                if 0 <= n439 < 64:
                    o.replicas = list(_A_i[n439].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n439
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x437:
                    raise _tag_size_mismatch(tg435, 'PartitionChangeRecord.Replicas', pos)
            elif tg435 == 3:
                n440 = buf[pos] - 1
                if 0 <= n440 < 64:
                    o.removing_replicas = list(_A_i[n440].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n440
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x437:
                    raise _tag_size_mismatch(tg435, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg435 == 4:
                n441 = buf[pos] - 1
                if 0 <= n441 < 64:
                    o.adding_replicas = list(_A_i[n441].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n441
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x437:
                    raise _tag_size_mismatch(tg435, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg435 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x437:
                    raise _tag_size_mismatch(tg435, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            else:
                if uk434 is None:
                    uk434 = []
                uk434.append((tg435, bytes(buf[pos:x437])))
                pos = x437
        o._unknown_tags = uk434
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
    k442 = []
    if o.isr is not None:
        p443 = []
        l444 = o.isr
        if l444 is None:
            p443.append(_H0)
        else:
            n445 = len(l444)
            if n445 < 64:
                p443.append(_CA_i[n445].pack(n445 + 1, *l444))
            else:
                p443.append(_encode_array('i', l444, True))
        k442.append((0, b''.join(p443)))
    if o.leader != -2:
        p446 = []
        p446.append(_S_i.pack(o.leader))
        k442.append((1, b''.join(p446)))
    if o.replicas is not None:
        p447 = []
        l448 = o.replicas
        if l448 is None:
            p447.append(_H0)
        else:
            n449 = len(l448)
            if n449 < 64:
                p447.append(_CA_i[n449].pack(n449 + 1, *l448))
            else:
                p447.append(_encode_array('i', l448, True))
        k442.append((2, b''.join(p447)))
    if o.removing_replicas is not None:
        p450 = []
        l451 = o.removing_replicas
        if l451 is None:
            p450.append(_H0)
        else:
            n452 = len(l451)
            if n452 < 64:
                p450.append(_CA_i[n452].pack(n452 + 1, *l451))
            else:
                p450.append(_encode_array('i', l451, True))
        k442.append((3, b''.join(p450)))
    if o.adding_replicas is not None:
        p453 = []
        l454 = o.adding_replicas
        if l454 is None:
            p453.append(_H0)
        else:
            n455 = len(l454)
            if n455 < 64:
                p453.append(_CA_i[n455].pack(n455 + 1, *l454))
            else:
                p453.append(_encode_array('i', l454, True))
        k442.append((4, b''.join(p453)))
    if o.leader_recovery_state != -1:
        p456 = []
        p456.append(_S_b.pack(o.leader_recovery_state))
        k442.append((5, b''.join(p456)))
    if o.directories is not None:
        p457 = []
        l458 = o.directories
        if l458 is None:
            p457.append(_H0)
        else:
            n459 = len(l458) + 1
            p457.append(_UV[n459] if n459 < 128 else _uv(n459))
            for e460 in l458:
                p457.append(_S_U.pack(e460.bytes))
        k442.append((8, b''.join(p457)))
    _write_tags(a, k442, o._unknown_tags)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u461 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u461)
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
        nt462, pos = _ruv(buf, pos)
        if nt462 * 2 > blen - pos:
            raise _array_too_long(nt462, 'PartitionChangeRecord._tagged_fields', pos)
        uk463 = None
        for _ in range(nt462):
            tg464, pos = _ruv(buf, pos)
            sz465, pos = _ruv(buf, pos)
            x466 = pos + sz465
            if x466 > blen:
                raise _bad_length(sz465, 'PartitionChangeRecord._tagged_fields', pos)
            if tg464 == 0:
                n467 = buf[pos] - 1
                if 0 <= n467 < 64:
                    o.isr = list(_A_i[n467].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n467
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.Isr', pos)
            elif tg464 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.Leader', pos)
            elif tg464 == 2:
                n468 = buf[pos] - 1
                if 0 <= n468 < 64:
                    o.replicas = list(_A_i[n468].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n468
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.Replicas', pos)
            elif tg464 == 3:
                n469 = buf[pos] - 1
                if 0 <= n469 < 64:
                    o.removing_replicas = list(_A_i[n469].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n469
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg464 == 4:
                n470 = buf[pos] - 1
                if 0 <= n470 < 64:
                    o.adding_replicas = list(_A_i[n470].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n470
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg464 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            elif tg464 == 8:
                n471 = buf[pos] - 1
                if 0 <= n471 < 127:
                    pos += 1
                else:
                    n471, pos = _read_array_len(buf, pos, True, True, 16, 'PartitionChangeRecord.Directories')
                if n471 < 0:
                    o.directories = None
                else:
                    l472 = []
                    ap473 = l472.append
                    for _ in range(n471):
                        u475, = _S_U.unpack_from(buf, pos)
                        v474 = _uuid_from(u475)
                        pos += 16
                        ap473(v474)
                    o.directories = l472
                if pos != x466:
                    raise _tag_size_mismatch(tg464, 'PartitionChangeRecord.Directories', pos)
            else:
                if uk463 is None:
                    uk463 = []
                uk463.append((tg464, bytes(buf[pos:x466])))
                pos = x466
        o._unknown_tags = uk463
    return o, pos


def _enc_PartitionChangeRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    k476 = []
    if o.isr is not None:
        p477 = []
        l478 = o.isr
        if l478 is None:
            p477.append(_H0)
        else:
            n479 = len(l478)
            if n479 < 64:
                p477.append(_CA_i[n479].pack(n479 + 1, *l478))
            else:
                p477.append(_encode_array('i', l478, True))
        k476.append((0, b''.join(p477)))
    if o.leader != -2:
        p480 = []
        p480.append(_S_i.pack(o.leader))
        k476.append((1, b''.join(p480)))
    if o.replicas is not None:
        p481 = []
        l482 = o.replicas
        if l482 is None:
            p481.append(_H0)
        else:
            n483 = len(l482)
            if n483 < 64:
                p481.append(_CA_i[n483].pack(n483 + 1, *l482))
            else:
                p481.append(_encode_array('i', l482, True))
        k476.append((2, b''.join(p481)))
    if o.removing_replicas is not None:
        p484 = []
        l485 = o.removing_replicas
        if l485 is None:
            p484.append(_H0)
        else:
            n486 = len(l485)
            if n486 < 64:
                p484.append(_CA_i[n486].pack(n486 + 1, *l485))
            else:
                p484.append(_encode_array('i', l485, True))
        k476.append((3, b''.join(p484)))
    if o.adding_replicas is not None:
        p487 = []
        l488 = o.adding_replicas
        if l488 is None:
            p487.append(_H0)
        else:
            n489 = len(l488)
            if n489 < 64:
                p487.append(_CA_i[n489].pack(n489 + 1, *l488))
            else:
                p487.append(_encode_array('i', l488, True))
        k476.append((4, b''.join(p487)))
    if o.leader_recovery_state != -1:
        p490 = []
        p490.append(_S_b.pack(o.leader_recovery_state))
        k476.append((5, b''.join(p490)))
    if o.eligible_leader_replicas is not None:
        p491 = []
        l492 = o.eligible_leader_replicas
        if l492 is None:
            p491.append(_H0)
        else:
            n493 = len(l492)
            if n493 < 64:
                p491.append(_CA_i[n493].pack(n493 + 1, *l492))
            else:
                p491.append(_encode_array('i', l492, True))
        k476.append((6, b''.join(p491)))
    if o.last_known_elr is not None:
        p494 = []
        l495 = o.last_known_elr
        if l495 is None:
            p494.append(_H0)
        else:
            n496 = len(l495)
            if n496 < 64:
                p494.append(_CA_i[n496].pack(n496 + 1, *l495))
            else:
                p494.append(_encode_array('i', l495, True))
        k476.append((7, b''.join(p494)))
    if o.directories is not None:
        p497 = []
        l498 = o.directories
        if l498 is None:
            p497.append(_H0)
        else:
            n499 = len(l498) + 1
            p497.append(_UV[n499] if n499 < 128 else _uv(n499))
            for e500 in l498:
                p497.append(_S_U.pack(e500.bytes))
        k476.append((8, b''.join(p497)))
    if o.last_known_leader != -2:
        p501 = []
        p501.append(_S_i.pack(o.last_known_leader))
        k476.append((1000, b''.join(p501)))
    _write_tags(a, k476, o._unknown_tags)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u502 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u502)
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
        nt503, pos = _ruv(buf, pos)
        if nt503 * 2 > blen - pos:
            raise _array_too_long(nt503, 'PartitionChangeRecord._tagged_fields', pos)
        uk504 = None
        for _ in range(nt503):
            tg505, pos = _ruv(buf, pos)
            sz506, pos = _ruv(buf, pos)
            x507 = pos + sz506
            if x507 > blen:
                raise _bad_length(sz506, 'PartitionChangeRecord._tagged_fields', pos)
            if tg505 == 0:
                n508 = buf[pos] - 1
                if 0 <= n508 < 64:
                    o.isr = list(_A_i[n508].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n508
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.Isr', pos)
            elif tg505 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.Leader', pos)
            elif tg505 == 2:
                n509 = buf[pos] - 1
                if 0 <= n509 < 64:
                    o.replicas = list(_A_i[n509].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n509
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.Replicas', pos)
            elif tg505 == 3:
                n510 = buf[pos] - 1
                if 0 <= n510 < 64:
                    o.removing_replicas = list(_A_i[n510].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n510
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg505 == 4:
                n511 = buf[pos] - 1
                if 0 <= n511 < 64:
                    o.adding_replicas = list(_A_i[n511].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n511
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg505 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            elif tg505 == 8:
                n512 = buf[pos] - 1
                if 0 <= n512 < 127:
                    pos += 1
                else:
                    n512, pos = _read_array_len(buf, pos, True, True, 16, 'PartitionChangeRecord.Directories')
                if n512 < 0:
                    o.directories = None
                else:
                    l513 = []
                    ap514 = l513.append
                    for _ in range(n512):
                        u516, = _S_U.unpack_from(buf, pos)
                        v515 = _uuid_from(u516)
                        pos += 16
                        ap514(v515)
                    o.directories = l513
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.Directories', pos)
            elif tg505 == 6:
                n517 = buf[pos] - 1
                if 0 <= n517 < 64:
                    o.eligible_leader_replicas = list(_A_i[n517].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n517
                else:
                    o.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.EligibleLeaderReplicas')
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.EligibleLeaderReplicas', pos)
            elif tg505 == 7:
                n518 = buf[pos] - 1
                if 0 <= n518 < 64:
                    o.last_known_elr = list(_A_i[n518].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n518
                else:
                    o.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.LastKnownElr')
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.LastKnownElr', pos)
            elif tg505 == 1000:
                o.last_known_leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x507:
                    raise _tag_size_mismatch(tg505, 'PartitionChangeRecord.LastKnownLeader', pos)
            else:
                if uk504 is None:
                    uk504 = []
                uk504.append((tg505, bytes(buf[pos:x507])))
                pos = x507
        o._unknown_tags = uk504
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
    u519 = o._unknown_tags
    if u519 is None:
        a(_H0)
    else:
        _write_tags(a, None, u519)
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
        nt520, pos = _ruv(buf, pos)
        if nt520 * 2 > blen - pos:
            raise _array_too_long(nt520, 'FenceBrokerRecord._tagged_fields', pos)
        uk521 = None
        for _ in range(nt520):
            tg522, pos = _ruv(buf, pos)
            sz523, pos = _ruv(buf, pos)
            x524 = pos + sz523
            if x524 > blen:
                raise _bad_length(sz523, 'FenceBrokerRecord._tagged_fields', pos)
            if uk521 is None:
                uk521 = []
            uk521.append((tg522, bytes(buf[pos:x524])))
            pos = x524
        o._unknown_tags = uk521
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
    u525 = o._unknown_tags
    if u525 is None:
        a(_H0)
    else:
        _write_tags(a, None, u525)
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
        nt526, pos = _ruv(buf, pos)
        if nt526 * 2 > blen - pos:
            raise _array_too_long(nt526, 'UnfenceBrokerRecord._tagged_fields', pos)
        uk527 = None
        for _ in range(nt526):
            tg528, pos = _ruv(buf, pos)
            sz529, pos = _ruv(buf, pos)
            x530 = pos + sz529
            if x530 > blen:
                raise _bad_length(sz529, 'UnfenceBrokerRecord._tagged_fields', pos)
            if uk527 is None:
                uk527 = []
            uk527.append((tg528, bytes(buf[pos:x530])))
            pos = x530
        o._unknown_tags = uk527
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
    u531 = o._unknown_tags
    if u531 is None:
        a(_H0)
    else:
        _write_tags(a, None, u531)
    return b''.join(parts)


def _dec_RemoveTopicRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveTopicRecord)
    u532, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.topic_id = _uuid_from(u532)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt533, pos = _ruv(buf, pos)
        if nt533 * 2 > blen - pos:
            raise _array_too_long(nt533, 'RemoveTopicRecord._tagged_fields', pos)
        uk534 = None
        for _ in range(nt533):
            tg535, pos = _ruv(buf, pos)
            sz536, pos = _ruv(buf, pos)
            x537 = pos + sz536
            if x537 > blen:
                raise _bad_length(sz536, 'RemoveTopicRecord._tagged_fields', pos)
            if uk534 is None:
                uk534 = []
            uk534.append((tg535, bytes(buf[pos:x537])))
            pos = x537
        o._unknown_tags = uk534
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
    s538 = o.name
    b539 = s538.encode()
    n540 = len(b539) + 1
    a(_UV[n540] if n540 < 128 else _uv(n540))
    a(b539)
    a(_S_b.pack(o.mechanism))
    s541 = o.salt
    n542 = len(s541) + 1
    a(_UV[n542] if n542 < 128 else _uv(n542))
    a(s541)
    s543 = o.stored_key
    n544 = len(s543) + 1
    a(_UV[n544] if n544 < 128 else _uv(n544))
    a(s543)
    s545 = o.server_key
    n546 = len(s545) + 1
    a(_UV[n546] if n546 < 128 else _uv(n546))
    a(s545)
    a(_S_i.pack(o.iterations))
    u547 = o._unknown_tags
    if u547 is None:
        a(_H0)
    else:
        _write_tags(a, None, u547)
    return b''.join(parts)


def _dec_UserScramCredentialRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(UserScramCredentialRecord)
    n548 = buf[pos] - 1
    if 0 <= n548 < 127:
        x549 = pos + 1 + n548
        if x549 > blen:
            raise _bad_length(n548, 'UserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x549], 'utf-8')
        pos = x549
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'UserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.salt, pos = _read_bytes(buf, pos, True, False, 'UserScramCredentialRecord.Salt', False)
    o.stored_key, pos = _read_bytes(buf, pos, True, False, 'UserScramCredentialRecord.StoredKey', False)
    o.server_key, pos = _read_bytes(buf, pos, True, False, 'UserScramCredentialRecord.ServerKey', False)
    o.iterations, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt550, pos = _ruv(buf, pos)
        if nt550 * 2 > blen - pos:
            raise _array_too_long(nt550, 'UserScramCredentialRecord._tagged_fields', pos)
        uk551 = None
        for _ in range(nt550):
            tg552, pos = _ruv(buf, pos)
            sz553, pos = _ruv(buf, pos)
            x554 = pos + sz553
            if x554 > blen:
                raise _bad_length(sz553, 'UserScramCredentialRecord._tagged_fields', pos)
            if uk551 is None:
                uk551 = []
            uk551.append((tg552, bytes(buf[pos:x554])))
            pos = x554
        o._unknown_tags = uk551
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
    s555 = o.name
    b556 = s555.encode()
    n557 = len(b556) + 1
    a(_UV[n557] if n557 < 128 else _uv(n557))
    a(b556)
    a(_S_h.pack(o.feature_level))
    u558 = o._unknown_tags
    if u558 is None:
        a(_H0)
    else:
        _write_tags(a, None, u558)
    return b''.join(parts)


def _dec_FeatureLevelRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(FeatureLevelRecord)
    n559 = buf[pos] - 1
    if 0 <= n559 < 127:
        x560 = pos + 1 + n559
        if x560 > blen:
            raise _bad_length(n559, 'FeatureLevelRecord.Name', pos)
        o.name = str(buf[pos + 1:x560], 'utf-8')
        pos = x560
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'FeatureLevelRecord.Name')
    o.feature_level, = _S_h.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt561, pos = _ruv(buf, pos)
        if nt561 * 2 > blen - pos:
            raise _array_too_long(nt561, 'FeatureLevelRecord._tagged_fields', pos)
        uk562 = None
        for _ in range(nt561):
            tg563, pos = _ruv(buf, pos)
            sz564, pos = _ruv(buf, pos)
            x565 = pos + sz564
            if x565 > blen:
                raise _bad_length(sz564, 'FeatureLevelRecord._tagged_fields', pos)
            if uk562 is None:
                uk562 = []
            uk562.append((tg563, bytes(buf[pos:x565])))
            pos = x565
        o._unknown_tags = uk562
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
    u566 = o._unknown_tags
    if u566 is None:
        a(_H0)
    else:
        _write_tags(a, None, u566)
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
        nt567, pos = _ruv(buf, pos)
        if nt567 * 2 > blen - pos:
            raise _array_too_long(nt567, 'ProducerIdsRecord._tagged_fields', pos)
        uk568 = None
        for _ in range(nt567):
            tg569, pos = _ruv(buf, pos)
            sz570, pos = _ruv(buf, pos)
            x571 = pos + sz570
            if x571 > blen:
                raise _bad_length(sz570, 'ProducerIdsRecord._tagged_fields', pos)
            if uk568 is None:
                uk568 = []
            uk568.append((tg569, bytes(buf[pos:x571])))
            pos = x571
        o._unknown_tags = uk568
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
    k572 = []
    if o.fenced != 0:
        p573 = []
        p573.append(_S_b.pack(o.fenced))
        k572.append((0, b''.join(p573)))
    _write_tags(a, k572, o._unknown_tags)
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
        nt574, pos = _ruv(buf, pos)
        if nt574 * 2 > blen - pos:
            raise _array_too_long(nt574, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk575 = None
        for _ in range(nt574):
            tg576, pos = _ruv(buf, pos)
            sz577, pos = _ruv(buf, pos)
            x578 = pos + sz577
            if x578 > blen:
                raise _bad_length(sz577, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg576 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x578:
                    raise _tag_size_mismatch(tg576, 'BrokerRegistrationChangeRecord.Fenced', pos)
            else:
                if uk575 is None:
                    uk575 = []
                uk575.append((tg576, bytes(buf[pos:x578])))
                pos = x578
        o._unknown_tags = uk575
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.log_dirs:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'LogDirs', 1)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 1)
    k579 = []
    if o.fenced != 0:
        p580 = []
        p580.append(_S_b.pack(o.fenced))
        k579.append((0, b''.join(p580)))
    if o.in_controlled_shutdown != 0:
        p581 = []
        p581.append(_S_b.pack(o.in_controlled_shutdown))
        k579.append((1, b''.join(p581)))
    _write_tags(a, k579, o._unknown_tags)
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
        nt582, pos = _ruv(buf, pos)
        if nt582 * 2 > blen - pos:
            raise _array_too_long(nt582, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk583 = None
        for _ in range(nt582):
            tg584, pos = _ruv(buf, pos)
            sz585, pos = _ruv(buf, pos)
            x586 = pos + sz585
            if x586 > blen:
                raise _bad_length(sz585, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg584 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x586:
                    raise _tag_size_mismatch(tg584, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg584 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x586:
                    raise _tag_size_mismatch(tg584, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            else:
                if uk583 is None:
                    uk583 = []
                uk583.append((tg584, bytes(buf[pos:x586])))
                pos = x586
        o._unknown_tags = uk583
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 2)
    k587 = []
    if o.fenced != 0:
        p588 = []
        p588.append(_S_b.pack(o.fenced))
        k587.append((0, b''.join(p588)))
    if o.in_controlled_shutdown != 0:
        p589 = []
        p589.append(_S_b.pack(o.in_controlled_shutdown))
        k587.append((1, b''.join(p589)))
    if o.log_dirs:
        p590 = []
        l591 = o.log_dirs
        n592 = len(l591) + 1
        p590.append(_UV[n592] if n592 < 128 else _uv(n592))
        for e593 in l591:
            p590.append(_S_U.pack(e593.bytes))
        k587.append((2, b''.join(p590)))
    _write_tags(a, k587, o._unknown_tags)
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
        nt594, pos = _ruv(buf, pos)
        if nt594 * 2 > blen - pos:
            raise _array_too_long(nt594, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk595 = None
        for _ in range(nt594):
            tg596, pos = _ruv(buf, pos)
            sz597, pos = _ruv(buf, pos)
            x598 = pos + sz597
            if x598 > blen:
                raise _bad_length(sz597, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg596 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x598:
                    raise _tag_size_mismatch(tg596, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg596 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x598:
                    raise _tag_size_mismatch(tg596, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg596 == 2:
                n599 = buf[pos] - 1
                if 0 <= n599 < 127:
                    pos += 1
                else:
                    n599, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l600 = []
                ap601 = l600.append
                for _ in range(n599):
                    u603, = _S_U.unpack_from(buf, pos)
                    v602 = _uuid_from(u603)
                    pos += 16
                    ap601(v602)
                o.log_dirs = l600
                if pos != x598:
                    raise _tag_size_mismatch(tg596, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            else:
                if uk595 is None:
                    uk595 = []
                uk595.append((tg596, bytes(buf[pos:x598])))
                pos = x598
        o._unknown_tags = uk595
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v3(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    k604 = []
    if o.fenced != 0:
        p605 = []
        p605.append(_S_b.pack(o.fenced))
        k604.append((0, b''.join(p605)))
    if o.in_controlled_shutdown != 0:
        p606 = []
        p606.append(_S_b.pack(o.in_controlled_shutdown))
        k604.append((1, b''.join(p606)))
    if o.log_dirs:
        p607 = []
        l608 = o.log_dirs
        n609 = len(l608) + 1
        p607.append(_UV[n609] if n609 < 128 else _uv(n609))
        for e610 in l608:
            p607.append(_S_U.pack(e610.bytes))
        k604.append((2, b''.join(p607)))
    if o.cordoned_log_dirs is not None:
        p611 = []
        l612 = o.cordoned_log_dirs
        if l612 is None:
            p611.append(_H0)
        else:
            n613 = len(l612) + 1
            p611.append(_UV[n613] if n613 < 128 else _uv(n613))
            for e614 in l612:
                p611.append(_S_U.pack(e614.bytes))
        k604.append((3, b''.join(p611)))
    _write_tags(a, k604, o._unknown_tags)
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
        nt615, pos = _ruv(buf, pos)
        if nt615 * 2 > blen - pos:
            raise _array_too_long(nt615, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk616 = None
        for _ in range(nt615):
            tg617, pos = _ruv(buf, pos)
            sz618, pos = _ruv(buf, pos)
            x619 = pos + sz618
            if x619 > blen:
                raise _bad_length(sz618, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg617 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x619:
                    raise _tag_size_mismatch(tg617, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg617 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x619:
                    raise _tag_size_mismatch(tg617, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg617 == 2:
                n620 = buf[pos] - 1
                if 0 <= n620 < 127:
                    pos += 1
                else:
                    n620, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l621 = []
                ap622 = l621.append
                for _ in range(n620):
                    u624, = _S_U.unpack_from(buf, pos)
                    v623 = _uuid_from(u624)
                    pos += 16
                    ap622(v623)
                o.log_dirs = l621
                if pos != x619:
                    raise _tag_size_mismatch(tg617, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            elif tg617 == 3:
                n625 = buf[pos] - 1
                if 0 <= n625 < 127:
                    pos += 1
                else:
                    n625, pos = _read_array_len(buf, pos, True, True, 16, 'BrokerRegistrationChangeRecord.CordonedLogDirs')
                if n625 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l626 = []
                    ap627 = l626.append
                    for _ in range(n625):
                        u629, = _S_U.unpack_from(buf, pos)
                        v628 = _uuid_from(u629)
                        pos += 16
                        ap627(v628)
                    o.cordoned_log_dirs = l626
                if pos != x619:
                    raise _tag_size_mismatch(tg617, 'BrokerRegistrationChangeRecord.CordonedLogDirs', pos)
            else:
                if uk616 is None:
                    uk616 = []
                uk616.append((tg617, bytes(buf[pos:x619])))
                pos = x619
        o._unknown_tags = uk616
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
    s630 = o.resource_name
    b631 = s630.encode()
    n632 = len(b631) + 1
    a(_UV[n632] if n632 < 128 else _uv(n632))
    a(b631)
    a(_S_b.pack(o.pattern_type))
    s633 = o.principal
    b634 = s633.encode()
    n635 = len(b634) + 1
    a(_UV[n635] if n635 < 128 else _uv(n635))
    a(b634)
    s636 = o.host
    b637 = s636.encode()
    n638 = len(b637) + 1
    a(_UV[n638] if n638 < 128 else _uv(n638))
    a(b637)
    a(_S_bb.pack(o.operation, o.permission_type))
    u639 = o._unknown_tags
    if u639 is None:
        a(_H0)
    else:
        _write_tags(a, None, u639)
    return b''.join(parts)


def _dec_AccessControlEntryRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(AccessControlEntryRecord)
    u640, o.resource_type = _S_Ub.unpack_from(buf, pos)
    pos += 17
    o.id = _uuid_from(u640)
    n641 = buf[pos] - 1
    if 0 <= n641 < 127:
        x642 = pos + 1 + n641
        if x642 > blen:
            raise _bad_length(n641, 'AccessControlEntryRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x642], 'utf-8')
        pos = x642
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.ResourceName')
    o.pattern_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n643 = buf[pos] - 1
    if 0 <= n643 < 127:
        x644 = pos + 1 + n643
        if x644 > blen:
            raise _bad_length(n643, 'AccessControlEntryRecord.Principal', pos)
        o.principal = str(buf[pos + 1:x644], 'utf-8')
        pos = x644
    else:
        o.principal, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Principal')
    n645 = buf[pos] - 1
    if 0 <= n645 < 127:
        x646 = pos + 1 + n645
        if x646 > blen:
            raise _bad_length(n645, 'AccessControlEntryRecord.Host', pos)
        o.host = str(buf[pos + 1:x646], 'utf-8')
        pos = x646
    else:
        o.host, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Host')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt647, pos = _ruv(buf, pos)
        if nt647 * 2 > blen - pos:
            raise _array_too_long(nt647, 'AccessControlEntryRecord._tagged_fields', pos)
        uk648 = None
        for _ in range(nt647):
            tg649, pos = _ruv(buf, pos)
            sz650, pos = _ruv(buf, pos)
            x651 = pos + sz650
            if x651 > blen:
                raise _bad_length(sz650, 'AccessControlEntryRecord._tagged_fields', pos)
            if uk648 is None:
                uk648 = []
            uk648.append((tg649, bytes(buf[pos:x651])))
            pos = x651
        o._unknown_tags = uk648
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
    u652 = o._unknown_tags
    if u652 is None:
        a(_H0)
    else:
        _write_tags(a, None, u652)
    return b''.join(parts)


def _dec_RemoveAccessControlEntryRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveAccessControlEntryRecord)
    u653, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.id = _uuid_from(u653)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt654, pos = _ruv(buf, pos)
        if nt654 * 2 > blen - pos:
            raise _array_too_long(nt654, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
        uk655 = None
        for _ in range(nt654):
            tg656, pos = _ruv(buf, pos)
            sz657, pos = _ruv(buf, pos)
            x658 = pos + sz657
            if x658 > blen:
                raise _bad_length(sz657, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
            if uk655 is None:
                uk655 = []
            uk655.append((tg656, bytes(buf[pos:x658])))
            pos = x658
        o._unknown_tags = uk655
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
    u659 = o._unknown_tags
    if u659 is None:
        a(_H0)
    else:
        _write_tags(a, None, u659)
    return b''.join(parts)


def _dec_NoOpRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(NoOpRecord)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt660, pos = _ruv(buf, pos)
        if nt660 * 2 > blen - pos:
            raise _array_too_long(nt660, 'NoOpRecord._tagged_fields', pos)
        uk661 = None
        for _ in range(nt660):
            tg662, pos = _ruv(buf, pos)
            sz663, pos = _ruv(buf, pos)
            x664 = pos + sz663
            if x664 > blen:
                raise _bad_length(sz663, 'NoOpRecord._tagged_fields', pos)
            if uk661 is None:
                uk661 = []
            uk661.append((tg662, bytes(buf[pos:x664])))
            pos = x664
        o._unknown_tags = uk661
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
    s665 = o.name
    b666 = s665.encode()
    n667 = len(b666) + 1
    a(_UV[n667] if n667 < 128 else _uv(n667))
    a(b666)
    a(_S_b.pack(o.mechanism))
    u668 = o._unknown_tags
    if u668 is None:
        a(_H0)
    else:
        _write_tags(a, None, u668)
    return b''.join(parts)


def _dec_RemoveUserScramCredentialRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveUserScramCredentialRecord)
    n669 = buf[pos] - 1
    if 0 <= n669 < 127:
        x670 = pos + 1 + n669
        if x670 > blen:
            raise _bad_length(n669, 'RemoveUserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x670], 'utf-8')
        pos = x670
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'RemoveUserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt671, pos = _ruv(buf, pos)
        if nt671 * 2 > blen - pos:
            raise _array_too_long(nt671, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
        uk672 = None
        for _ in range(nt671):
            tg673, pos = _ruv(buf, pos)
            sz674, pos = _ruv(buf, pos)
            x675 = pos + sz674
            if x675 > blen:
                raise _bad_length(sz674, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
            if uk672 is None:
                uk672 = []
            uk672.append((tg673, bytes(buf[pos:x675])))
            pos = x675
        o._unknown_tags = uk672
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
    s676 = o.topic_name
    b677 = s676.encode()
    n678 = len(b677) + 1
    a(_UV[n678] if n678 < 128 else _uv(n678))
    a(b677)
    u679 = o._unknown_tags
    if u679 is None:
        a(_H0)
    else:
        _write_tags(a, None, u679)
    return b''.join(parts)


def _dec_ClearElrRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ClearElrRecord)
    n680 = buf[pos] - 1
    if 0 <= n680 < 127:
        x681 = pos + 1 + n680
        if x681 > blen:
            raise _bad_length(n680, 'ClearElrRecord.TopicName', pos)
        o.topic_name = str(buf[pos + 1:x681], 'utf-8')
        pos = x681
    else:
        o.topic_name, pos = _read_string(buf, pos, True, False, 'ClearElrRecord.TopicName')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt682, pos = _ruv(buf, pos)
        if nt682 * 2 > blen - pos:
            raise _array_too_long(nt682, 'ClearElrRecord._tagged_fields', pos)
        uk683 = None
        for _ in range(nt682):
            tg684, pos = _ruv(buf, pos)
            sz685, pos = _ruv(buf, pos)
            x686 = pos + sz685
            if x686 > blen:
                raise _bad_length(sz685, 'ClearElrRecord._tagged_fields', pos)
            if uk683 is None:
                uk683 = []
            uk683.append((tg684, bytes(buf[pos:x686])))
            pos = x686
        o._unknown_tags = uk683
    return o, pos


ClearElrRecord._ENC = {0: _enc_ClearElrRecord_v0}
ClearElrRecord._DEC = {0: _dec_ClearElrRecord_v0}


_LINES = {
    139: 'RegisterBrokerRecord.BrokerId',
    140: 'RegisterBrokerRecord.IsMigratingZkBroker',
    142: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    143: 'RegisterBrokerRecord.EndPoints',
    144: 'RegisterBrokerRecord.EndPoints',
    145: 'RegisterBrokerRecord.EndPoints',
    146: 'RegisterBrokerRecord.EndPoints',
    147: 'RegisterBrokerRecord.EndPoints.Name',
    148: 'RegisterBrokerRecord.EndPoints.Name',
    149: 'RegisterBrokerRecord.EndPoints.Name',
    150: 'RegisterBrokerRecord.EndPoints.Name',
    151: 'RegisterBrokerRecord.EndPoints.Name',
    152: 'RegisterBrokerRecord.EndPoints.Host',
    153: 'RegisterBrokerRecord.EndPoints.Host',
    154: 'RegisterBrokerRecord.EndPoints.Host',
    155: 'RegisterBrokerRecord.EndPoints.Host',
    156: 'RegisterBrokerRecord.EndPoints.Host',
    157: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    158: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    159: 'RegisterBrokerRecord.EndPoints',
    162: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    163: 'RegisterBrokerRecord.Features',
    164: 'RegisterBrokerRecord.Features',
    165: 'RegisterBrokerRecord.Features',
    166: 'RegisterBrokerRecord.Features',
    167: 'RegisterBrokerRecord.Features.Name',
    168: 'RegisterBrokerRecord.Features.Name',
    169: 'RegisterBrokerRecord.Features.Name',
    170: 'RegisterBrokerRecord.Features.Name',
    171: 'RegisterBrokerRecord.Features.Name',
    172: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    173: 'RegisterBrokerRecord.Features._unknown_tags',
    174: 'RegisterBrokerRecord.Features',
    177: 'RegisterBrokerRecord.Features._unknown_tags',
    178: 'RegisterBrokerRecord.Rack',
    179: 'RegisterBrokerRecord.Rack',
    180: 'RegisterBrokerRecord.Rack',
    181: 'RegisterBrokerRecord.Rack',
    182: 'RegisterBrokerRecord.Rack',
    183: 'RegisterBrokerRecord.Rack',
    184: 'RegisterBrokerRecord.Rack',
    185: 'RegisterBrokerRecord.Rack',
    186: 'RegisterBrokerRecord.Fenced',
    187: 'RegisterBrokerRecord.InControlledShutdown',
    189: 'RegisterBrokerRecord.LogDirs',
    191: 'RegisterBrokerRecord.CordonedLogDirs',
    193: 'RegisterBrokerRecord._unknown_tags',
    194: 'RegisterBrokerRecord',
    197: 'RegisterBrokerRecord._unknown_tags',
    204: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    207: 'RegisterBrokerRecord.EndPoints',
    211: 'RegisterBrokerRecord.EndPoints',
    216: 'RegisterBrokerRecord.EndPoints.Name',
    221: 'RegisterBrokerRecord.EndPoints.Name',
    224: 'RegisterBrokerRecord.EndPoints.Name',
    225: 'RegisterBrokerRecord.EndPoints.Host',
    230: 'RegisterBrokerRecord.EndPoints.Host',
    233: 'RegisterBrokerRecord.EndPoints.Host',
    234: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    236: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    240: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    245: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    246: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    257: 'RegisterBrokerRecord.Features',
    261: 'RegisterBrokerRecord.Features',
    266: 'RegisterBrokerRecord.Features.Name',
    271: 'RegisterBrokerRecord.Features.Name',
    274: 'RegisterBrokerRecord.Features.Name',
    275: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    277: 'RegisterBrokerRecord.Features._tagged_fields',
    281: 'RegisterBrokerRecord.Features._tagged_fields',
    286: 'RegisterBrokerRecord.Features._tagged_fields',
    287: 'RegisterBrokerRecord.Features._tagged_fields',
    298: 'RegisterBrokerRecord.Rack',
    303: 'RegisterBrokerRecord.Rack',
    306: 'RegisterBrokerRecord.Rack',
    307: 'RegisterBrokerRecord.Fenced',
    313: 'RegisterBrokerRecord._tagged_fields',
    317: 'RegisterBrokerRecord._tagged_fields',
    322: 'RegisterBrokerRecord._tagged_fields',
    323: 'RegisterBrokerRecord._tagged_fields',
    338: 'RegisterBrokerRecord.BrokerId',
    339: 'RegisterBrokerRecord.IsMigratingZkBroker',
    341: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    342: 'RegisterBrokerRecord.EndPoints',
    343: 'RegisterBrokerRecord.EndPoints',
    344: 'RegisterBrokerRecord.EndPoints',
    345: 'RegisterBrokerRecord.EndPoints',
    346: 'RegisterBrokerRecord.EndPoints.Name',
    347: 'RegisterBrokerRecord.EndPoints.Name',
    348: 'RegisterBrokerRecord.EndPoints.Name',
    349: 'RegisterBrokerRecord.EndPoints.Name',
    350: 'RegisterBrokerRecord.EndPoints.Name',
    351: 'RegisterBrokerRecord.EndPoints.Host',
    352: 'RegisterBrokerRecord.EndPoints.Host',
    353: 'RegisterBrokerRecord.EndPoints.Host',
    354: 'RegisterBrokerRecord.EndPoints.Host',
    355: 'RegisterBrokerRecord.EndPoints.Host',
    356: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    357: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    358: 'RegisterBrokerRecord.EndPoints',
    361: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    362: 'RegisterBrokerRecord.Features',
    363: 'RegisterBrokerRecord.Features',
    364: 'RegisterBrokerRecord.Features',
    365: 'RegisterBrokerRecord.Features',
    366: 'RegisterBrokerRecord.Features.Name',
    367: 'RegisterBrokerRecord.Features.Name',
    368: 'RegisterBrokerRecord.Features.Name',
    369: 'RegisterBrokerRecord.Features.Name',
    370: 'RegisterBrokerRecord.Features.Name',
    371: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    372: 'RegisterBrokerRecord.Features._unknown_tags',
    373: 'RegisterBrokerRecord.Features',
    376: 'RegisterBrokerRecord.Features._unknown_tags',
    377: 'RegisterBrokerRecord.Rack',
    378: 'RegisterBrokerRecord.Rack',
    379: 'RegisterBrokerRecord.Rack',
    380: 'RegisterBrokerRecord.Rack',
    381: 'RegisterBrokerRecord.Rack',
    382: 'RegisterBrokerRecord.Rack',
    383: 'RegisterBrokerRecord.Rack',
    384: 'RegisterBrokerRecord.Rack',
    385: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    386: 'RegisterBrokerRecord.LogDirs',
    388: 'RegisterBrokerRecord.CordonedLogDirs',
    390: 'RegisterBrokerRecord._unknown_tags',
    391: 'RegisterBrokerRecord',
    394: 'RegisterBrokerRecord._unknown_tags',
    401: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    404: 'RegisterBrokerRecord.EndPoints',
    408: 'RegisterBrokerRecord.EndPoints',
    413: 'RegisterBrokerRecord.EndPoints.Name',
    418: 'RegisterBrokerRecord.EndPoints.Name',
    421: 'RegisterBrokerRecord.EndPoints.Name',
    422: 'RegisterBrokerRecord.EndPoints.Host',
    427: 'RegisterBrokerRecord.EndPoints.Host',
    430: 'RegisterBrokerRecord.EndPoints.Host',
    431: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    433: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    437: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    442: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    443: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    454: 'RegisterBrokerRecord.Features',
    458: 'RegisterBrokerRecord.Features',
    463: 'RegisterBrokerRecord.Features.Name',
    468: 'RegisterBrokerRecord.Features.Name',
    471: 'RegisterBrokerRecord.Features.Name',
    472: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    474: 'RegisterBrokerRecord.Features._tagged_fields',
    478: 'RegisterBrokerRecord.Features._tagged_fields',
    483: 'RegisterBrokerRecord.Features._tagged_fields',
    484: 'RegisterBrokerRecord.Features._tagged_fields',
    495: 'RegisterBrokerRecord.Rack',
    500: 'RegisterBrokerRecord.Rack',
    503: 'RegisterBrokerRecord.Rack',
    504: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    509: 'RegisterBrokerRecord._tagged_fields',
    513: 'RegisterBrokerRecord._tagged_fields',
    518: 'RegisterBrokerRecord._tagged_fields',
    519: 'RegisterBrokerRecord._tagged_fields',
    534: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    535: 'RegisterBrokerRecord.EndPoints',
    536: 'RegisterBrokerRecord.EndPoints',
    537: 'RegisterBrokerRecord.EndPoints',
    538: 'RegisterBrokerRecord.EndPoints',
    539: 'RegisterBrokerRecord.EndPoints.Name',
    540: 'RegisterBrokerRecord.EndPoints.Name',
    541: 'RegisterBrokerRecord.EndPoints.Name',
    542: 'RegisterBrokerRecord.EndPoints.Name',
    543: 'RegisterBrokerRecord.EndPoints.Name',
    544: 'RegisterBrokerRecord.EndPoints.Host',
    545: 'RegisterBrokerRecord.EndPoints.Host',
    546: 'RegisterBrokerRecord.EndPoints.Host',
    547: 'RegisterBrokerRecord.EndPoints.Host',
    548: 'RegisterBrokerRecord.EndPoints.Host',
    549: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    550: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    551: 'RegisterBrokerRecord.EndPoints',
    554: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    555: 'RegisterBrokerRecord.Features',
    556: 'RegisterBrokerRecord.Features',
    557: 'RegisterBrokerRecord.Features',
    558: 'RegisterBrokerRecord.Features',
    559: 'RegisterBrokerRecord.Features.Name',
    560: 'RegisterBrokerRecord.Features.Name',
    561: 'RegisterBrokerRecord.Features.Name',
    562: 'RegisterBrokerRecord.Features.Name',
    563: 'RegisterBrokerRecord.Features.Name',
    564: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    565: 'RegisterBrokerRecord.Features._unknown_tags',
    566: 'RegisterBrokerRecord.Features',
    569: 'RegisterBrokerRecord.Features._unknown_tags',
    570: 'RegisterBrokerRecord.Rack',
    571: 'RegisterBrokerRecord.Rack',
    572: 'RegisterBrokerRecord.Rack',
    573: 'RegisterBrokerRecord.Rack',
    574: 'RegisterBrokerRecord.Rack',
    575: 'RegisterBrokerRecord.Rack',
    576: 'RegisterBrokerRecord.Rack',
    577: 'RegisterBrokerRecord.Rack',
    578: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    579: 'RegisterBrokerRecord.LogDirs',
    581: 'RegisterBrokerRecord.CordonedLogDirs',
    583: 'RegisterBrokerRecord._unknown_tags',
    584: 'RegisterBrokerRecord',
    587: 'RegisterBrokerRecord._unknown_tags',
    594: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    597: 'RegisterBrokerRecord.EndPoints',
    601: 'RegisterBrokerRecord.EndPoints',
    606: 'RegisterBrokerRecord.EndPoints.Name',
    611: 'RegisterBrokerRecord.EndPoints.Name',
    614: 'RegisterBrokerRecord.EndPoints.Name',
    615: 'RegisterBrokerRecord.EndPoints.Host',
    620: 'RegisterBrokerRecord.EndPoints.Host',
    623: 'RegisterBrokerRecord.EndPoints.Host',
    624: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    626: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    630: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    635: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    636: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    647: 'RegisterBrokerRecord.Features',
    651: 'RegisterBrokerRecord.Features',
    656: 'RegisterBrokerRecord.Features.Name',
    661: 'RegisterBrokerRecord.Features.Name',
    664: 'RegisterBrokerRecord.Features.Name',
    665: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    667: 'RegisterBrokerRecord.Features._tagged_fields',
    671: 'RegisterBrokerRecord.Features._tagged_fields',
    676: 'RegisterBrokerRecord.Features._tagged_fields',
    677: 'RegisterBrokerRecord.Features._tagged_fields',
    688: 'RegisterBrokerRecord.Rack',
    693: 'RegisterBrokerRecord.Rack',
    696: 'RegisterBrokerRecord.Rack',
    697: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    701: 'RegisterBrokerRecord._tagged_fields',
    705: 'RegisterBrokerRecord._tagged_fields',
    710: 'RegisterBrokerRecord._tagged_fields',
    711: 'RegisterBrokerRecord._tagged_fields',
    726: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    727: 'RegisterBrokerRecord.EndPoints',
    728: 'RegisterBrokerRecord.EndPoints',
    729: 'RegisterBrokerRecord.EndPoints',
    730: 'RegisterBrokerRecord.EndPoints',
    731: 'RegisterBrokerRecord.EndPoints.Name',
    732: 'RegisterBrokerRecord.EndPoints.Name',
    733: 'RegisterBrokerRecord.EndPoints.Name',
    734: 'RegisterBrokerRecord.EndPoints.Name',
    735: 'RegisterBrokerRecord.EndPoints.Name',
    736: 'RegisterBrokerRecord.EndPoints.Host',
    737: 'RegisterBrokerRecord.EndPoints.Host',
    738: 'RegisterBrokerRecord.EndPoints.Host',
    739: 'RegisterBrokerRecord.EndPoints.Host',
    740: 'RegisterBrokerRecord.EndPoints.Host',
    741: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    742: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    743: 'RegisterBrokerRecord.EndPoints',
    746: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    747: 'RegisterBrokerRecord.Features',
    748: 'RegisterBrokerRecord.Features',
    749: 'RegisterBrokerRecord.Features',
    750: 'RegisterBrokerRecord.Features',
    751: 'RegisterBrokerRecord.Features.Name',
    752: 'RegisterBrokerRecord.Features.Name',
    753: 'RegisterBrokerRecord.Features.Name',
    754: 'RegisterBrokerRecord.Features.Name',
    755: 'RegisterBrokerRecord.Features.Name',
    756: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    757: 'RegisterBrokerRecord.Features._unknown_tags',
    758: 'RegisterBrokerRecord.Features',
    761: 'RegisterBrokerRecord.Features._unknown_tags',
    762: 'RegisterBrokerRecord.Rack',
    763: 'RegisterBrokerRecord.Rack',
    764: 'RegisterBrokerRecord.Rack',
    765: 'RegisterBrokerRecord.Rack',
    766: 'RegisterBrokerRecord.Rack',
    767: 'RegisterBrokerRecord.Rack',
    768: 'RegisterBrokerRecord.Rack',
    769: 'RegisterBrokerRecord.Rack',
    770: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    771: 'RegisterBrokerRecord.CordonedLogDirs',
    773: 'RegisterBrokerRecord',
    774: 'RegisterBrokerRecord.LogDirs',
    775: 'RegisterBrokerRecord.LogDirs',
    776: 'RegisterBrokerRecord.LogDirs',
    777: 'RegisterBrokerRecord.LogDirs',
    778: 'RegisterBrokerRecord.LogDirs',
    779: 'RegisterBrokerRecord.LogDirs',
    780: 'RegisterBrokerRecord.LogDirs',
    781: 'RegisterBrokerRecord.LogDirs',
    782: 'RegisterBrokerRecord._unknown_tags',
    789: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    792: 'RegisterBrokerRecord.EndPoints',
    796: 'RegisterBrokerRecord.EndPoints',
    801: 'RegisterBrokerRecord.EndPoints.Name',
    806: 'RegisterBrokerRecord.EndPoints.Name',
    809: 'RegisterBrokerRecord.EndPoints.Name',
    810: 'RegisterBrokerRecord.EndPoints.Host',
    815: 'RegisterBrokerRecord.EndPoints.Host',
    818: 'RegisterBrokerRecord.EndPoints.Host',
    819: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    821: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    825: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    830: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    831: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    842: 'RegisterBrokerRecord.Features',
    846: 'RegisterBrokerRecord.Features',
    851: 'RegisterBrokerRecord.Features.Name',
    856: 'RegisterBrokerRecord.Features.Name',
    859: 'RegisterBrokerRecord.Features.Name',
    860: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    862: 'RegisterBrokerRecord.Features._tagged_fields',
    866: 'RegisterBrokerRecord.Features._tagged_fields',
    871: 'RegisterBrokerRecord.Features._tagged_fields',
    872: 'RegisterBrokerRecord.Features._tagged_fields',
    883: 'RegisterBrokerRecord.Rack',
    888: 'RegisterBrokerRecord.Rack',
    891: 'RegisterBrokerRecord.Rack',
    892: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    896: 'RegisterBrokerRecord._tagged_fields',
    900: 'RegisterBrokerRecord._tagged_fields',
    905: 'RegisterBrokerRecord._tagged_fields',
    906: 'RegisterBrokerRecord._tagged_fields',
    911: 'RegisterBrokerRecord.LogDirs',
    915: 'RegisterBrokerRecord.LogDirs',
    919: 'RegisterBrokerRecord.LogDirs',
    938: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    939: 'RegisterBrokerRecord.EndPoints',
    940: 'RegisterBrokerRecord.EndPoints',
    941: 'RegisterBrokerRecord.EndPoints',
    942: 'RegisterBrokerRecord.EndPoints',
    943: 'RegisterBrokerRecord.EndPoints.Name',
    944: 'RegisterBrokerRecord.EndPoints.Name',
    945: 'RegisterBrokerRecord.EndPoints.Name',
    946: 'RegisterBrokerRecord.EndPoints.Name',
    947: 'RegisterBrokerRecord.EndPoints.Name',
    948: 'RegisterBrokerRecord.EndPoints.Host',
    949: 'RegisterBrokerRecord.EndPoints.Host',
    950: 'RegisterBrokerRecord.EndPoints.Host',
    951: 'RegisterBrokerRecord.EndPoints.Host',
    952: 'RegisterBrokerRecord.EndPoints.Host',
    953: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    954: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    955: 'RegisterBrokerRecord.EndPoints',
    958: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    959: 'RegisterBrokerRecord.Features',
    960: 'RegisterBrokerRecord.Features',
    961: 'RegisterBrokerRecord.Features',
    962: 'RegisterBrokerRecord.Features',
    963: 'RegisterBrokerRecord.Features.Name',
    964: 'RegisterBrokerRecord.Features.Name',
    965: 'RegisterBrokerRecord.Features.Name',
    966: 'RegisterBrokerRecord.Features.Name',
    967: 'RegisterBrokerRecord.Features.Name',
    968: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    969: 'RegisterBrokerRecord.Features._unknown_tags',
    970: 'RegisterBrokerRecord.Features',
    973: 'RegisterBrokerRecord.Features._unknown_tags',
    974: 'RegisterBrokerRecord.Rack',
    975: 'RegisterBrokerRecord.Rack',
    976: 'RegisterBrokerRecord.Rack',
    977: 'RegisterBrokerRecord.Rack',
    978: 'RegisterBrokerRecord.Rack',
    979: 'RegisterBrokerRecord.Rack',
    980: 'RegisterBrokerRecord.Rack',
    981: 'RegisterBrokerRecord.Rack',
    982: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    983: 'RegisterBrokerRecord',
    984: 'RegisterBrokerRecord.LogDirs',
    985: 'RegisterBrokerRecord.LogDirs',
    986: 'RegisterBrokerRecord.LogDirs',
    987: 'RegisterBrokerRecord.LogDirs',
    988: 'RegisterBrokerRecord.LogDirs',
    989: 'RegisterBrokerRecord.LogDirs',
    990: 'RegisterBrokerRecord.LogDirs',
    991: 'RegisterBrokerRecord.LogDirs',
    992: 'RegisterBrokerRecord.CordonedLogDirs',
    993: 'RegisterBrokerRecord.CordonedLogDirs',
    994: 'RegisterBrokerRecord.CordonedLogDirs',
    995: 'RegisterBrokerRecord.CordonedLogDirs',
    996: 'RegisterBrokerRecord.CordonedLogDirs',
    997: 'RegisterBrokerRecord.CordonedLogDirs',
    998: 'RegisterBrokerRecord.CordonedLogDirs',
    999: 'RegisterBrokerRecord.CordonedLogDirs',
    1000: 'RegisterBrokerRecord.CordonedLogDirs',
    1001: 'RegisterBrokerRecord.CordonedLogDirs',
    1002: 'RegisterBrokerRecord.CordonedLogDirs',
    1003: 'RegisterBrokerRecord._unknown_tags',
    1010: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    1013: 'RegisterBrokerRecord.EndPoints',
    1017: 'RegisterBrokerRecord.EndPoints',
    1022: 'RegisterBrokerRecord.EndPoints.Name',
    1027: 'RegisterBrokerRecord.EndPoints.Name',
    1030: 'RegisterBrokerRecord.EndPoints.Name',
    1031: 'RegisterBrokerRecord.EndPoints.Host',
    1036: 'RegisterBrokerRecord.EndPoints.Host',
    1039: 'RegisterBrokerRecord.EndPoints.Host',
    1040: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1042: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1046: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1051: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1052: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1063: 'RegisterBrokerRecord.Features',
    1067: 'RegisterBrokerRecord.Features',
    1072: 'RegisterBrokerRecord.Features.Name',
    1077: 'RegisterBrokerRecord.Features.Name',
    1080: 'RegisterBrokerRecord.Features.Name',
    1081: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1083: 'RegisterBrokerRecord.Features._tagged_fields',
    1087: 'RegisterBrokerRecord.Features._tagged_fields',
    1092: 'RegisterBrokerRecord.Features._tagged_fields',
    1093: 'RegisterBrokerRecord.Features._tagged_fields',
    1104: 'RegisterBrokerRecord.Rack',
    1109: 'RegisterBrokerRecord.Rack',
    1112: 'RegisterBrokerRecord.Rack',
    1113: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1117: 'RegisterBrokerRecord._tagged_fields',
    1121: 'RegisterBrokerRecord._tagged_fields',
    1126: 'RegisterBrokerRecord._tagged_fields',
    1127: 'RegisterBrokerRecord._tagged_fields',
    1132: 'RegisterBrokerRecord.LogDirs',
    1136: 'RegisterBrokerRecord.LogDirs',
    1140: 'RegisterBrokerRecord.LogDirs',
    1148: 'RegisterBrokerRecord.CordonedLogDirs',
    1152: 'RegisterBrokerRecord.CordonedLogDirs',
    1159: 'RegisterBrokerRecord.CordonedLogDirs',
    1202: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1203: 'UnregisterBrokerRecord._unknown_tags',
    1204: 'UnregisterBrokerRecord',
    1207: 'UnregisterBrokerRecord._unknown_tags',
    1214: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1216: 'UnregisterBrokerRecord._tagged_fields',
    1220: 'UnregisterBrokerRecord._tagged_fields',
    1225: 'UnregisterBrokerRecord._tagged_fields',
    1226: 'UnregisterBrokerRecord._tagged_fields',
    1265: 'TopicRecord.Name',
    1266: 'TopicRecord.Name',
    1267: 'TopicRecord.Name',
    1268: 'TopicRecord.Name',
    1269: 'TopicRecord.Name',
    1270: 'TopicRecord.TopicId',
    1271: 'TopicRecord._unknown_tags',
    1272: 'TopicRecord',
    1275: 'TopicRecord._unknown_tags',
    1282: 'TopicRecord.Name',
    1287: 'TopicRecord.Name',
    1290: 'TopicRecord.Name',
    1291: 'TopicRecord.TopicId',
    1294: 'TopicRecord._tagged_fields',
    1298: 'TopicRecord._tagged_fields',
    1303: 'TopicRecord._tagged_fields',
    1304: 'TopicRecord._tagged_fields',
    1367: 'PartitionRecord.PartitionId,TopicId',
    1368: 'PartitionRecord.Replicas',
    1369: 'PartitionRecord.Replicas',
    1371: 'PartitionRecord.Replicas',
    1373: 'PartitionRecord.Replicas',
    1374: 'PartitionRecord.Isr',
    1375: 'PartitionRecord.Isr',
    1377: 'PartitionRecord.Isr',
    1379: 'PartitionRecord.Isr',
    1380: 'PartitionRecord.RemovingReplicas',
    1381: 'PartitionRecord.RemovingReplicas',
    1383: 'PartitionRecord.RemovingReplicas',
    1385: 'PartitionRecord.RemovingReplicas',
    1386: 'PartitionRecord.AddingReplicas',
    1387: 'PartitionRecord.AddingReplicas',
    1389: 'PartitionRecord.AddingReplicas',
    1391: 'PartitionRecord.AddingReplicas',
    1392: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1393: 'PartitionRecord.Directories',
    1395: 'PartitionRecord.EligibleLeaderReplicas',
    1397: 'PartitionRecord.LastKnownElr',
    1399: 'PartitionRecord.LastKnownLeader',
    1401: 'PartitionRecord',
    1402: 'PartitionRecord.LeaderRecoveryState',
    1403: 'PartitionRecord.LeaderRecoveryState',
    1404: 'PartitionRecord.LeaderRecoveryState',
    1405: 'PartitionRecord.LeaderRecoveryState',
    1406: 'PartitionRecord._unknown_tags',
    1413: 'PartitionRecord.PartitionId,TopicId',
    1416: 'PartitionRecord.Replicas',
    1418: 'PartitionRecord.Replicas',
    1421: 'PartitionRecord.Replicas',
    1422: 'PartitionRecord.Isr',
    1424: 'PartitionRecord.Isr',
    1427: 'PartitionRecord.Isr',
    1428: 'PartitionRecord.RemovingReplicas',
    1430: 'PartitionRecord.RemovingReplicas',
    1433: 'PartitionRecord.RemovingReplicas',
    1434: 'PartitionRecord.AddingReplicas',
    1436: 'PartitionRecord.AddingReplicas',
    1439: 'PartitionRecord.AddingReplicas',
    1440: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1447: 'PartitionRecord._tagged_fields',
    1451: 'PartitionRecord._tagged_fields',
    1456: 'PartitionRecord._tagged_fields',
    1457: 'PartitionRecord._tagged_fields',
    1462: 'PartitionRecord.LeaderRecoveryState',
    1478: 'PartitionRecord.PartitionId,TopicId',
    1479: 'PartitionRecord.Replicas',
    1480: 'PartitionRecord.Replicas',
    1482: 'PartitionRecord.Replicas',
    1484: 'PartitionRecord.Replicas',
    1485: 'PartitionRecord.Isr',
    1486: 'PartitionRecord.Isr',
    1488: 'PartitionRecord.Isr',
    1490: 'PartitionRecord.Isr',
    1491: 'PartitionRecord.RemovingReplicas',
    1492: 'PartitionRecord.RemovingReplicas',
    1494: 'PartitionRecord.RemovingReplicas',
    1496: 'PartitionRecord.RemovingReplicas',
    1497: 'PartitionRecord.AddingReplicas',
    1498: 'PartitionRecord.AddingReplicas',
    1500: 'PartitionRecord.AddingReplicas',
    1502: 'PartitionRecord.AddingReplicas',
    1503: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1504: 'PartitionRecord.Directories',
    1505: 'PartitionRecord.Directories',
    1506: 'PartitionRecord.Directories',
    1507: 'PartitionRecord.Directories',
    1508: 'PartitionRecord.Directories',
    1509: 'PartitionRecord.EligibleLeaderReplicas',
    1511: 'PartitionRecord.LastKnownElr',
    1513: 'PartitionRecord.LastKnownLeader',
    1515: 'PartitionRecord',
    1516: 'PartitionRecord.LeaderRecoveryState',
    1517: 'PartitionRecord.LeaderRecoveryState',
    1518: 'PartitionRecord.LeaderRecoveryState',
    1519: 'PartitionRecord.LeaderRecoveryState',
    1520: 'PartitionRecord._unknown_tags',
    1527: 'PartitionRecord.PartitionId,TopicId',
    1530: 'PartitionRecord.Replicas',
    1532: 'PartitionRecord.Replicas',
    1535: 'PartitionRecord.Replicas',
    1536: 'PartitionRecord.Isr',
    1538: 'PartitionRecord.Isr',
    1541: 'PartitionRecord.Isr',
    1542: 'PartitionRecord.RemovingReplicas',
    1544: 'PartitionRecord.RemovingReplicas',
    1547: 'PartitionRecord.RemovingReplicas',
    1548: 'PartitionRecord.AddingReplicas',
    1550: 'PartitionRecord.AddingReplicas',
    1553: 'PartitionRecord.AddingReplicas',
    1554: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1556: 'PartitionRecord.Directories',
    1560: 'PartitionRecord.Directories',
    1564: 'PartitionRecord.Directories',
    1573: 'PartitionRecord._tagged_fields',
    1577: 'PartitionRecord._tagged_fields',
    1582: 'PartitionRecord._tagged_fields',
    1583: 'PartitionRecord._tagged_fields',
    1588: 'PartitionRecord.LeaderRecoveryState',
    1604: 'PartitionRecord.PartitionId,TopicId',
    1605: 'PartitionRecord.Replicas',
    1606: 'PartitionRecord.Replicas',
    1608: 'PartitionRecord.Replicas',
    1610: 'PartitionRecord.Replicas',
    1611: 'PartitionRecord.Isr',
    1612: 'PartitionRecord.Isr',
    1614: 'PartitionRecord.Isr',
    1616: 'PartitionRecord.Isr',
    1617: 'PartitionRecord.RemovingReplicas',
    1618: 'PartitionRecord.RemovingReplicas',
    1620: 'PartitionRecord.RemovingReplicas',
    1622: 'PartitionRecord.RemovingReplicas',
    1623: 'PartitionRecord.AddingReplicas',
    1624: 'PartitionRecord.AddingReplicas',
    1626: 'PartitionRecord.AddingReplicas',
    1628: 'PartitionRecord.AddingReplicas',
    1629: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1630: 'PartitionRecord.Directories',
    1631: 'PartitionRecord.Directories',
    1632: 'PartitionRecord.Directories',
    1633: 'PartitionRecord.Directories',
    1634: 'PartitionRecord.Directories',
    1635: 'PartitionRecord',
    1636: 'PartitionRecord.LeaderRecoveryState',
    1637: 'PartitionRecord.LeaderRecoveryState',
    1638: 'PartitionRecord.LeaderRecoveryState',
    1639: 'PartitionRecord.LeaderRecoveryState',
    1640: 'PartitionRecord.EligibleLeaderReplicas',
    1641: 'PartitionRecord.EligibleLeaderReplicas',
    1642: 'PartitionRecord.EligibleLeaderReplicas',
    1643: 'PartitionRecord.EligibleLeaderReplicas',
    1644: 'PartitionRecord.EligibleLeaderReplicas',
    1645: 'PartitionRecord.EligibleLeaderReplicas',
    1646: 'PartitionRecord.EligibleLeaderReplicas',
    1648: 'PartitionRecord.EligibleLeaderReplicas',
    1650: 'PartitionRecord.EligibleLeaderReplicas',
    1651: 'PartitionRecord.EligibleLeaderReplicas',
    1652: 'PartitionRecord.LastKnownElr',
    1653: 'PartitionRecord.LastKnownElr',
    1654: 'PartitionRecord.LastKnownElr',
    1655: 'PartitionRecord.LastKnownElr',
    1656: 'PartitionRecord.LastKnownElr',
    1657: 'PartitionRecord.LastKnownElr',
    1658: 'PartitionRecord.LastKnownElr',
    1660: 'PartitionRecord.LastKnownElr',
    1662: 'PartitionRecord.LastKnownElr',
    1663: 'PartitionRecord.LastKnownElr',
    1664: 'PartitionRecord.LastKnownLeader',
    1665: 'PartitionRecord.LastKnownLeader',
    1666: 'PartitionRecord.LastKnownLeader',
    1667: 'PartitionRecord.LastKnownLeader',
    1668: 'PartitionRecord._unknown_tags',
    1675: 'PartitionRecord.PartitionId,TopicId',
    1678: 'PartitionRecord.Replicas',
    1680: 'PartitionRecord.Replicas',
    1683: 'PartitionRecord.Replicas',
    1684: 'PartitionRecord.Isr',
    1686: 'PartitionRecord.Isr',
    1689: 'PartitionRecord.Isr',
    1690: 'PartitionRecord.RemovingReplicas',
    1692: 'PartitionRecord.RemovingReplicas',
    1695: 'PartitionRecord.RemovingReplicas',
    1696: 'PartitionRecord.AddingReplicas',
    1698: 'PartitionRecord.AddingReplicas',
    1701: 'PartitionRecord.AddingReplicas',
    1702: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1704: 'PartitionRecord.Directories',
    1708: 'PartitionRecord.Directories',
    1712: 'PartitionRecord.Directories',
    1721: 'PartitionRecord._tagged_fields',
    1725: 'PartitionRecord._tagged_fields',
    1730: 'PartitionRecord._tagged_fields',
    1731: 'PartitionRecord._tagged_fields',
    1736: 'PartitionRecord.LeaderRecoveryState',
    1741: 'PartitionRecord.EligibleLeaderReplicas',
    1743: 'PartitionRecord.EligibleLeaderReplicas',
    1746: 'PartitionRecord.EligibleLeaderReplicas',
    1750: 'PartitionRecord.LastKnownElr',
    1752: 'PartitionRecord.LastKnownElr',
    1755: 'PartitionRecord.LastKnownElr',
    1759: 'PartitionRecord.LastKnownLeader',
    1803: 'ConfigRecord.ResourceType',
    1804: 'ConfigRecord.ResourceName',
    1805: 'ConfigRecord.ResourceName',
    1806: 'ConfigRecord.ResourceName',
    1807: 'ConfigRecord.ResourceName',
    1808: 'ConfigRecord.ResourceName',
    1809: 'ConfigRecord.Name',
    1810: 'ConfigRecord.Name',
    1811: 'ConfigRecord.Name',
    1812: 'ConfigRecord.Name',
    1813: 'ConfigRecord.Name',
    1814: 'ConfigRecord.Value',
    1815: 'ConfigRecord.Value',
    1816: 'ConfigRecord.Value',
    1817: 'ConfigRecord.Value',
    1818: 'ConfigRecord.Value',
    1819: 'ConfigRecord.Value',
    1820: 'ConfigRecord.Value',
    1821: 'ConfigRecord.Value',
    1822: 'ConfigRecord._unknown_tags',
    1823: 'ConfigRecord',
    1826: 'ConfigRecord._unknown_tags',
    1833: 'ConfigRecord.ResourceType',
    1835: 'ConfigRecord.ResourceName',
    1840: 'ConfigRecord.ResourceName',
    1843: 'ConfigRecord.ResourceName',
    1844: 'ConfigRecord.Name',
    1849: 'ConfigRecord.Name',
    1852: 'ConfigRecord.Name',
    1853: 'ConfigRecord.Value',
    1858: 'ConfigRecord.Value',
    1861: 'ConfigRecord.Value',
    1862: 'ConfigRecord._tagged_fields',
    1866: 'ConfigRecord._tagged_fields',
    1871: 'ConfigRecord._tagged_fields',
    1872: 'ConfigRecord._tagged_fields',
    1931: 'PartitionChangeRecord.PartitionId,TopicId',
    1932: 'PartitionChangeRecord.Directories',
    1934: 'PartitionChangeRecord.EligibleLeaderReplicas',
    1936: 'PartitionChangeRecord.LastKnownElr',
    1938: 'PartitionChangeRecord.LastKnownLeader',
    1940: 'PartitionChangeRecord',
    1941: 'PartitionChangeRecord.Isr',
    1942: 'PartitionChangeRecord.Isr',
    1943: 'PartitionChangeRecord.Isr',
    1944: 'PartitionChangeRecord.Isr',
    1945: 'PartitionChangeRecord.Isr',
    1946: 'PartitionChangeRecord.Isr',
    1947: 'PartitionChangeRecord.Isr',
    1949: 'PartitionChangeRecord.Isr',
    1951: 'PartitionChangeRecord.Isr',
    1952: 'PartitionChangeRecord.Isr',
    1953: 'PartitionChangeRecord.Leader',
    1954: 'PartitionChangeRecord.Leader',
    1955: 'PartitionChangeRecord.Leader',
    1956: 'PartitionChangeRecord.Leader',
    1957: 'PartitionChangeRecord.Replicas',
    1958: 'PartitionChangeRecord.Replicas',
    1959: 'PartitionChangeRecord.Replicas',
    1960: 'PartitionChangeRecord.Replicas',
    1961: 'PartitionChangeRecord.Replicas',
    1962: 'PartitionChangeRecord.Replicas',
    1963: 'PartitionChangeRecord.Replicas',
    1965: 'PartitionChangeRecord.Replicas',
    1967: 'PartitionChangeRecord.Replicas',
    1968: 'PartitionChangeRecord.Replicas',
    1969: 'PartitionChangeRecord.RemovingReplicas',
    1970: 'PartitionChangeRecord.RemovingReplicas',
    1971: 'PartitionChangeRecord.RemovingReplicas',
    1972: 'PartitionChangeRecord.RemovingReplicas',
    1973: 'PartitionChangeRecord.RemovingReplicas',
    1974: 'PartitionChangeRecord.RemovingReplicas',
    1975: 'PartitionChangeRecord.RemovingReplicas',
    1977: 'PartitionChangeRecord.RemovingReplicas',
    1979: 'PartitionChangeRecord.RemovingReplicas',
    1980: 'PartitionChangeRecord.RemovingReplicas',
    1981: 'PartitionChangeRecord.AddingReplicas',
    1982: 'PartitionChangeRecord.AddingReplicas',
    1983: 'PartitionChangeRecord.AddingReplicas',
    1984: 'PartitionChangeRecord.AddingReplicas',
    1985: 'PartitionChangeRecord.AddingReplicas',
    1986: 'PartitionChangeRecord.AddingReplicas',
    1987: 'PartitionChangeRecord.AddingReplicas',
    1989: 'PartitionChangeRecord.AddingReplicas',
    1991: 'PartitionChangeRecord.AddingReplicas',
    1992: 'PartitionChangeRecord.AddingReplicas',
    1993: 'PartitionChangeRecord.LeaderRecoveryState',
    1994: 'PartitionChangeRecord.LeaderRecoveryState',
    1995: 'PartitionChangeRecord.LeaderRecoveryState',
    1996: 'PartitionChangeRecord.LeaderRecoveryState',
    1997: 'PartitionChangeRecord._unknown_tags',
    2004: 'PartitionChangeRecord.PartitionId,TopicId',
    2017: 'PartitionChangeRecord._tagged_fields',
    2021: 'PartitionChangeRecord._tagged_fields',
    2026: 'PartitionChangeRecord._tagged_fields',
    2027: 'PartitionChangeRecord._tagged_fields',
    2032: 'PartitionChangeRecord.Isr',
    2034: 'PartitionChangeRecord.Isr',
    2037: 'PartitionChangeRecord.Isr',
    2041: 'PartitionChangeRecord.Leader',
    2046: 'PartitionChangeRecord.Replicas',
    2048: 'PartitionChangeRecord.Replicas',
    2051: 'PartitionChangeRecord.Replicas',
    2055: 'PartitionChangeRecord.RemovingReplicas',
    2057: 'PartitionChangeRecord.RemovingReplicas',
    2060: 'PartitionChangeRecord.RemovingReplicas',
    2064: 'PartitionChangeRecord.AddingReplicas',
    2066: 'PartitionChangeRecord.AddingReplicas',
    2069: 'PartitionChangeRecord.AddingReplicas',
    2073: 'PartitionChangeRecord.LeaderRecoveryState',
    2089: 'PartitionChangeRecord.PartitionId,TopicId',
    2090: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2092: 'PartitionChangeRecord.LastKnownElr',
    2094: 'PartitionChangeRecord.LastKnownLeader',
    2096: 'PartitionChangeRecord',
    2097: 'PartitionChangeRecord.Isr',
    2098: 'PartitionChangeRecord.Isr',
    2099: 'PartitionChangeRecord.Isr',
    2100: 'PartitionChangeRecord.Isr',
    2101: 'PartitionChangeRecord.Isr',
    2102: 'PartitionChangeRecord.Isr',
    2103: 'PartitionChangeRecord.Isr',
    2105: 'PartitionChangeRecord.Isr',
    2107: 'PartitionChangeRecord.Isr',
    2108: 'PartitionChangeRecord.Isr',
    2109: 'PartitionChangeRecord.Leader',
    2110: 'PartitionChangeRecord.Leader',
    2111: 'PartitionChangeRecord.Leader',
    2112: 'PartitionChangeRecord.Leader',
    2113: 'PartitionChangeRecord.Replicas',
    2114: 'PartitionChangeRecord.Replicas',
    2115: 'PartitionChangeRecord.Replicas',
    2116: 'PartitionChangeRecord.Replicas',
    2117: 'PartitionChangeRecord.Replicas',
    2118: 'PartitionChangeRecord.Replicas',
    2119: 'PartitionChangeRecord.Replicas',
    2121: 'PartitionChangeRecord.Replicas',
    2123: 'PartitionChangeRecord.Replicas',
    2124: 'PartitionChangeRecord.Replicas',
    2125: 'PartitionChangeRecord.RemovingReplicas',
    2126: 'PartitionChangeRecord.RemovingReplicas',
    2127: 'PartitionChangeRecord.RemovingReplicas',
    2128: 'PartitionChangeRecord.RemovingReplicas',
    2129: 'PartitionChangeRecord.RemovingReplicas',
    2130: 'PartitionChangeRecord.RemovingReplicas',
    2131: 'PartitionChangeRecord.RemovingReplicas',
    2133: 'PartitionChangeRecord.RemovingReplicas',
    2135: 'PartitionChangeRecord.RemovingReplicas',
    2136: 'PartitionChangeRecord.RemovingReplicas',
    2137: 'PartitionChangeRecord.AddingReplicas',
    2138: 'PartitionChangeRecord.AddingReplicas',
    2139: 'PartitionChangeRecord.AddingReplicas',
    2140: 'PartitionChangeRecord.AddingReplicas',
    2141: 'PartitionChangeRecord.AddingReplicas',
    2142: 'PartitionChangeRecord.AddingReplicas',
    2143: 'PartitionChangeRecord.AddingReplicas',
    2145: 'PartitionChangeRecord.AddingReplicas',
    2147: 'PartitionChangeRecord.AddingReplicas',
    2148: 'PartitionChangeRecord.AddingReplicas',
    2149: 'PartitionChangeRecord.LeaderRecoveryState',
    2150: 'PartitionChangeRecord.LeaderRecoveryState',
    2151: 'PartitionChangeRecord.LeaderRecoveryState',
    2152: 'PartitionChangeRecord.LeaderRecoveryState',
    2153: 'PartitionChangeRecord.Directories',
    2154: 'PartitionChangeRecord.Directories',
    2155: 'PartitionChangeRecord.Directories',
    2156: 'PartitionChangeRecord.Directories',
    2157: 'PartitionChangeRecord.Directories',
    2158: 'PartitionChangeRecord.Directories',
    2159: 'PartitionChangeRecord.Directories',
    2160: 'PartitionChangeRecord.Directories',
    2161: 'PartitionChangeRecord.Directories',
    2162: 'PartitionChangeRecord.Directories',
    2163: 'PartitionChangeRecord.Directories',
    2164: 'PartitionChangeRecord._unknown_tags',
    2171: 'PartitionChangeRecord.PartitionId,TopicId',
    2184: 'PartitionChangeRecord._tagged_fields',
    2188: 'PartitionChangeRecord._tagged_fields',
    2193: 'PartitionChangeRecord._tagged_fields',
    2194: 'PartitionChangeRecord._tagged_fields',
    2199: 'PartitionChangeRecord.Isr',
    2201: 'PartitionChangeRecord.Isr',
    2204: 'PartitionChangeRecord.Isr',
    2208: 'PartitionChangeRecord.Leader',
    2213: 'PartitionChangeRecord.Replicas',
    2215: 'PartitionChangeRecord.Replicas',
    2218: 'PartitionChangeRecord.Replicas',
    2222: 'PartitionChangeRecord.RemovingReplicas',
    2224: 'PartitionChangeRecord.RemovingReplicas',
    2227: 'PartitionChangeRecord.RemovingReplicas',
    2231: 'PartitionChangeRecord.AddingReplicas',
    2233: 'PartitionChangeRecord.AddingReplicas',
    2236: 'PartitionChangeRecord.AddingReplicas',
    2240: 'PartitionChangeRecord.LeaderRecoveryState',
    2245: 'PartitionChangeRecord.Directories',
    2249: 'PartitionChangeRecord.Directories',
    2256: 'PartitionChangeRecord.Directories',
    2275: 'PartitionChangeRecord.PartitionId,TopicId',
    2276: 'PartitionChangeRecord',
    2277: 'PartitionChangeRecord.Isr',
    2278: 'PartitionChangeRecord.Isr',
    2279: 'PartitionChangeRecord.Isr',
    2280: 'PartitionChangeRecord.Isr',
    2281: 'PartitionChangeRecord.Isr',
    2282: 'PartitionChangeRecord.Isr',
    2283: 'PartitionChangeRecord.Isr',
    2285: 'PartitionChangeRecord.Isr',
    2287: 'PartitionChangeRecord.Isr',
    2288: 'PartitionChangeRecord.Isr',
    2289: 'PartitionChangeRecord.Leader',
    2290: 'PartitionChangeRecord.Leader',
    2291: 'PartitionChangeRecord.Leader',
    2292: 'PartitionChangeRecord.Leader',
    2293: 'PartitionChangeRecord.Replicas',
    2294: 'PartitionChangeRecord.Replicas',
    2295: 'PartitionChangeRecord.Replicas',
    2296: 'PartitionChangeRecord.Replicas',
    2297: 'PartitionChangeRecord.Replicas',
    2298: 'PartitionChangeRecord.Replicas',
    2299: 'PartitionChangeRecord.Replicas',
    2301: 'PartitionChangeRecord.Replicas',
    2303: 'PartitionChangeRecord.Replicas',
    2304: 'PartitionChangeRecord.Replicas',
    2305: 'PartitionChangeRecord.RemovingReplicas',
    2306: 'PartitionChangeRecord.RemovingReplicas',
    2307: 'PartitionChangeRecord.RemovingReplicas',
    2308: 'PartitionChangeRecord.RemovingReplicas',
    2309: 'PartitionChangeRecord.RemovingReplicas',
    2310: 'PartitionChangeRecord.RemovingReplicas',
    2311: 'PartitionChangeRecord.RemovingReplicas',
    2313: 'PartitionChangeRecord.RemovingReplicas',
    2315: 'PartitionChangeRecord.RemovingReplicas',
    2316: 'PartitionChangeRecord.RemovingReplicas',
    2317: 'PartitionChangeRecord.AddingReplicas',
    2318: 'PartitionChangeRecord.AddingReplicas',
    2319: 'PartitionChangeRecord.AddingReplicas',
    2320: 'PartitionChangeRecord.AddingReplicas',
    2321: 'PartitionChangeRecord.AddingReplicas',
    2322: 'PartitionChangeRecord.AddingReplicas',
    2323: 'PartitionChangeRecord.AddingReplicas',
    2325: 'PartitionChangeRecord.AddingReplicas',
    2327: 'PartitionChangeRecord.AddingReplicas',
    2328: 'PartitionChangeRecord.AddingReplicas',
    2329: 'PartitionChangeRecord.LeaderRecoveryState',
    2330: 'PartitionChangeRecord.LeaderRecoveryState',
    2331: 'PartitionChangeRecord.LeaderRecoveryState',
    2332: 'PartitionChangeRecord.LeaderRecoveryState',
    2333: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2334: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2335: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2336: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2337: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2338: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2339: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2341: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2343: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2344: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2345: 'PartitionChangeRecord.LastKnownElr',
    2346: 'PartitionChangeRecord.LastKnownElr',
    2347: 'PartitionChangeRecord.LastKnownElr',
    2348: 'PartitionChangeRecord.LastKnownElr',
    2349: 'PartitionChangeRecord.LastKnownElr',
    2350: 'PartitionChangeRecord.LastKnownElr',
    2351: 'PartitionChangeRecord.LastKnownElr',
    2353: 'PartitionChangeRecord.LastKnownElr',
    2355: 'PartitionChangeRecord.LastKnownElr',
    2356: 'PartitionChangeRecord.LastKnownElr',
    2357: 'PartitionChangeRecord.Directories',
    2358: 'PartitionChangeRecord.Directories',
    2359: 'PartitionChangeRecord.Directories',
    2360: 'PartitionChangeRecord.Directories',
    2361: 'PartitionChangeRecord.Directories',
    2362: 'PartitionChangeRecord.Directories',
    2363: 'PartitionChangeRecord.Directories',
    2364: 'PartitionChangeRecord.Directories',
    2365: 'PartitionChangeRecord.Directories',
    2366: 'PartitionChangeRecord.Directories',
    2367: 'PartitionChangeRecord.Directories',
    2368: 'PartitionChangeRecord.LastKnownLeader',
    2369: 'PartitionChangeRecord.LastKnownLeader',
    2370: 'PartitionChangeRecord.LastKnownLeader',
    2371: 'PartitionChangeRecord.LastKnownLeader',
    2372: 'PartitionChangeRecord._unknown_tags',
    2379: 'PartitionChangeRecord.PartitionId,TopicId',
    2392: 'PartitionChangeRecord._tagged_fields',
    2396: 'PartitionChangeRecord._tagged_fields',
    2401: 'PartitionChangeRecord._tagged_fields',
    2402: 'PartitionChangeRecord._tagged_fields',
    2407: 'PartitionChangeRecord.Isr',
    2409: 'PartitionChangeRecord.Isr',
    2412: 'PartitionChangeRecord.Isr',
    2416: 'PartitionChangeRecord.Leader',
    2421: 'PartitionChangeRecord.Replicas',
    2423: 'PartitionChangeRecord.Replicas',
    2426: 'PartitionChangeRecord.Replicas',
    2430: 'PartitionChangeRecord.RemovingReplicas',
    2432: 'PartitionChangeRecord.RemovingReplicas',
    2435: 'PartitionChangeRecord.RemovingReplicas',
    2439: 'PartitionChangeRecord.AddingReplicas',
    2441: 'PartitionChangeRecord.AddingReplicas',
    2444: 'PartitionChangeRecord.AddingReplicas',
    2448: 'PartitionChangeRecord.LeaderRecoveryState',
    2453: 'PartitionChangeRecord.Directories',
    2457: 'PartitionChangeRecord.Directories',
    2464: 'PartitionChangeRecord.Directories',
    2472: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2474: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2477: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2481: 'PartitionChangeRecord.LastKnownElr',
    2483: 'PartitionChangeRecord.LastKnownElr',
    2486: 'PartitionChangeRecord.LastKnownElr',
    2490: 'PartitionChangeRecord.LastKnownLeader',
    2530: 'FenceBrokerRecord.Id,Epoch',
    2531: 'FenceBrokerRecord._unknown_tags',
    2532: 'FenceBrokerRecord',
    2535: 'FenceBrokerRecord._unknown_tags',
    2542: 'FenceBrokerRecord.Id,Epoch',
    2544: 'FenceBrokerRecord._tagged_fields',
    2548: 'FenceBrokerRecord._tagged_fields',
    2553: 'FenceBrokerRecord._tagged_fields',
    2554: 'FenceBrokerRecord._tagged_fields',
    2593: 'UnfenceBrokerRecord.Id,Epoch',
    2594: 'UnfenceBrokerRecord._unknown_tags',
    2595: 'UnfenceBrokerRecord',
    2598: 'UnfenceBrokerRecord._unknown_tags',
    2605: 'UnfenceBrokerRecord.Id,Epoch',
    2607: 'UnfenceBrokerRecord._tagged_fields',
    2611: 'UnfenceBrokerRecord._tagged_fields',
    2616: 'UnfenceBrokerRecord._tagged_fields',
    2617: 'UnfenceBrokerRecord._tagged_fields',
    2654: 'RemoveTopicRecord.TopicId',
    2655: 'RemoveTopicRecord._unknown_tags',
    2656: 'RemoveTopicRecord',
    2659: 'RemoveTopicRecord._unknown_tags',
    2666: 'RemoveTopicRecord.TopicId',
    2669: 'RemoveTopicRecord._tagged_fields',
    2673: 'RemoveTopicRecord._tagged_fields',
    2678: 'RemoveTopicRecord._tagged_fields',
    2679: 'RemoveTopicRecord._tagged_fields',
    2726: 'UserScramCredentialRecord.Name',
    2727: 'UserScramCredentialRecord.Name',
    2728: 'UserScramCredentialRecord.Name',
    2729: 'UserScramCredentialRecord.Name',
    2730: 'UserScramCredentialRecord.Name',
    2731: 'UserScramCredentialRecord.Mechanism',
    2732: 'UserScramCredentialRecord.Salt',
    2733: 'UserScramCredentialRecord.Salt',
    2734: 'UserScramCredentialRecord.Salt',
    2735: 'UserScramCredentialRecord.Salt',
    2736: 'UserScramCredentialRecord.StoredKey',
    2737: 'UserScramCredentialRecord.StoredKey',
    2738: 'UserScramCredentialRecord.StoredKey',
    2739: 'UserScramCredentialRecord.StoredKey',
    2740: 'UserScramCredentialRecord.ServerKey',
    2741: 'UserScramCredentialRecord.ServerKey',
    2742: 'UserScramCredentialRecord.ServerKey',
    2743: 'UserScramCredentialRecord.ServerKey',
    2744: 'UserScramCredentialRecord.Iterations',
    2745: 'UserScramCredentialRecord._unknown_tags',
    2746: 'UserScramCredentialRecord',
    2749: 'UserScramCredentialRecord._unknown_tags',
    2756: 'UserScramCredentialRecord.Name',
    2761: 'UserScramCredentialRecord.Name',
    2764: 'UserScramCredentialRecord.Name',
    2765: 'UserScramCredentialRecord.Mechanism',
    2767: 'UserScramCredentialRecord.Salt',
    2768: 'UserScramCredentialRecord.StoredKey',
    2769: 'UserScramCredentialRecord.ServerKey',
    2770: 'UserScramCredentialRecord.Iterations',
    2772: 'UserScramCredentialRecord._tagged_fields',
    2776: 'UserScramCredentialRecord._tagged_fields',
    2781: 'UserScramCredentialRecord._tagged_fields',
    2782: 'UserScramCredentialRecord._tagged_fields',
    2821: 'FeatureLevelRecord.Name',
    2822: 'FeatureLevelRecord.Name',
    2823: 'FeatureLevelRecord.Name',
    2824: 'FeatureLevelRecord.Name',
    2825: 'FeatureLevelRecord.Name',
    2826: 'FeatureLevelRecord.FeatureLevel',
    2827: 'FeatureLevelRecord._unknown_tags',
    2828: 'FeatureLevelRecord',
    2831: 'FeatureLevelRecord._unknown_tags',
    2838: 'FeatureLevelRecord.Name',
    2843: 'FeatureLevelRecord.Name',
    2846: 'FeatureLevelRecord.Name',
    2847: 'FeatureLevelRecord.FeatureLevel',
    2849: 'FeatureLevelRecord._tagged_fields',
    2853: 'FeatureLevelRecord._tagged_fields',
    2858: 'FeatureLevelRecord._tagged_fields',
    2859: 'FeatureLevelRecord._tagged_fields',
    2900: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    2901: 'ProducerIdsRecord._unknown_tags',
    2902: 'ProducerIdsRecord',
    2905: 'ProducerIdsRecord._unknown_tags',
    2912: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    2914: 'ProducerIdsRecord._tagged_fields',
    2918: 'ProducerIdsRecord._tagged_fields',
    2923: 'ProducerIdsRecord._tagged_fields',
    2924: 'ProducerIdsRecord._tagged_fields',
    2971: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    2972: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    2974: 'BrokerRegistrationChangeRecord.LogDirs',
    2976: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    2978: 'BrokerRegistrationChangeRecord',
    2979: 'BrokerRegistrationChangeRecord.Fenced',
    2980: 'BrokerRegistrationChangeRecord.Fenced',
    2981: 'BrokerRegistrationChangeRecord.Fenced',
    2982: 'BrokerRegistrationChangeRecord.Fenced',
    2983: 'BrokerRegistrationChangeRecord._unknown_tags',
    2990: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    2996: 'BrokerRegistrationChangeRecord._tagged_fields',
    3000: 'BrokerRegistrationChangeRecord._tagged_fields',
    3005: 'BrokerRegistrationChangeRecord._tagged_fields',
    3006: 'BrokerRegistrationChangeRecord._tagged_fields',
    3011: 'BrokerRegistrationChangeRecord.Fenced',
    3027: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3028: 'BrokerRegistrationChangeRecord.LogDirs',
    3030: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3032: 'BrokerRegistrationChangeRecord',
    3033: 'BrokerRegistrationChangeRecord.Fenced',
    3034: 'BrokerRegistrationChangeRecord.Fenced',
    3035: 'BrokerRegistrationChangeRecord.Fenced',
    3036: 'BrokerRegistrationChangeRecord.Fenced',
    3037: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3038: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3039: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3040: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3041: 'BrokerRegistrationChangeRecord._unknown_tags',
    3048: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3054: 'BrokerRegistrationChangeRecord._tagged_fields',
    3058: 'BrokerRegistrationChangeRecord._tagged_fields',
    3063: 'BrokerRegistrationChangeRecord._tagged_fields',
    3064: 'BrokerRegistrationChangeRecord._tagged_fields',
    3069: 'BrokerRegistrationChangeRecord.Fenced',
    3074: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3090: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3091: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3093: 'BrokerRegistrationChangeRecord',
    3094: 'BrokerRegistrationChangeRecord.Fenced',
    3095: 'BrokerRegistrationChangeRecord.Fenced',
    3096: 'BrokerRegistrationChangeRecord.Fenced',
    3097: 'BrokerRegistrationChangeRecord.Fenced',
    3098: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3099: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3100: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3101: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3102: 'BrokerRegistrationChangeRecord.LogDirs',
    3103: 'BrokerRegistrationChangeRecord.LogDirs',
    3104: 'BrokerRegistrationChangeRecord.LogDirs',
    3105: 'BrokerRegistrationChangeRecord.LogDirs',
    3106: 'BrokerRegistrationChangeRecord.LogDirs',
    3107: 'BrokerRegistrationChangeRecord.LogDirs',
    3108: 'BrokerRegistrationChangeRecord.LogDirs',
    3109: 'BrokerRegistrationChangeRecord.LogDirs',
    3110: 'BrokerRegistrationChangeRecord._unknown_tags',
    3117: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3123: 'BrokerRegistrationChangeRecord._tagged_fields',
    3127: 'BrokerRegistrationChangeRecord._tagged_fields',
    3132: 'BrokerRegistrationChangeRecord._tagged_fields',
    3133: 'BrokerRegistrationChangeRecord._tagged_fields',
    3138: 'BrokerRegistrationChangeRecord.Fenced',
    3143: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3148: 'BrokerRegistrationChangeRecord.LogDirs',
    3152: 'BrokerRegistrationChangeRecord.LogDirs',
    3156: 'BrokerRegistrationChangeRecord.LogDirs',
    3175: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3176: 'BrokerRegistrationChangeRecord',
    3177: 'BrokerRegistrationChangeRecord.Fenced',
    3178: 'BrokerRegistrationChangeRecord.Fenced',
    3179: 'BrokerRegistrationChangeRecord.Fenced',
    3180: 'BrokerRegistrationChangeRecord.Fenced',
    3181: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3182: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3183: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3184: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3185: 'BrokerRegistrationChangeRecord.LogDirs',
    3186: 'BrokerRegistrationChangeRecord.LogDirs',
    3187: 'BrokerRegistrationChangeRecord.LogDirs',
    3188: 'BrokerRegistrationChangeRecord.LogDirs',
    3189: 'BrokerRegistrationChangeRecord.LogDirs',
    3190: 'BrokerRegistrationChangeRecord.LogDirs',
    3191: 'BrokerRegistrationChangeRecord.LogDirs',
    3192: 'BrokerRegistrationChangeRecord.LogDirs',
    3193: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3194: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3195: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3196: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3197: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3198: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3199: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3200: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3201: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3202: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3203: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3204: 'BrokerRegistrationChangeRecord._unknown_tags',
    3211: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3217: 'BrokerRegistrationChangeRecord._tagged_fields',
    3221: 'BrokerRegistrationChangeRecord._tagged_fields',
    3226: 'BrokerRegistrationChangeRecord._tagged_fields',
    3227: 'BrokerRegistrationChangeRecord._tagged_fields',
    3232: 'BrokerRegistrationChangeRecord.Fenced',
    3237: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3242: 'BrokerRegistrationChangeRecord.LogDirs',
    3246: 'BrokerRegistrationChangeRecord.LogDirs',
    3250: 'BrokerRegistrationChangeRecord.LogDirs',
    3258: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3262: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3269: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3324: 'AccessControlEntryRecord.Id,ResourceType',
    3325: 'AccessControlEntryRecord.ResourceName',
    3326: 'AccessControlEntryRecord.ResourceName',
    3327: 'AccessControlEntryRecord.ResourceName',
    3328: 'AccessControlEntryRecord.ResourceName',
    3329: 'AccessControlEntryRecord.ResourceName',
    3330: 'AccessControlEntryRecord.PatternType',
    3331: 'AccessControlEntryRecord.Principal',
    3332: 'AccessControlEntryRecord.Principal',
    3333: 'AccessControlEntryRecord.Principal',
    3334: 'AccessControlEntryRecord.Principal',
    3335: 'AccessControlEntryRecord.Principal',
    3336: 'AccessControlEntryRecord.Host',
    3337: 'AccessControlEntryRecord.Host',
    3338: 'AccessControlEntryRecord.Host',
    3339: 'AccessControlEntryRecord.Host',
    3340: 'AccessControlEntryRecord.Host',
    3341: 'AccessControlEntryRecord.Operation,PermissionType',
    3342: 'AccessControlEntryRecord._unknown_tags',
    3343: 'AccessControlEntryRecord',
    3346: 'AccessControlEntryRecord._unknown_tags',
    3353: 'AccessControlEntryRecord.Id,ResourceType',
    3356: 'AccessControlEntryRecord.ResourceName',
    3361: 'AccessControlEntryRecord.ResourceName',
    3364: 'AccessControlEntryRecord.ResourceName',
    3365: 'AccessControlEntryRecord.PatternType',
    3367: 'AccessControlEntryRecord.Principal',
    3372: 'AccessControlEntryRecord.Principal',
    3375: 'AccessControlEntryRecord.Principal',
    3376: 'AccessControlEntryRecord.Host',
    3381: 'AccessControlEntryRecord.Host',
    3384: 'AccessControlEntryRecord.Host',
    3385: 'AccessControlEntryRecord.Operation,PermissionType',
    3387: 'AccessControlEntryRecord._tagged_fields',
    3391: 'AccessControlEntryRecord._tagged_fields',
    3396: 'AccessControlEntryRecord._tagged_fields',
    3397: 'AccessControlEntryRecord._tagged_fields',
    3434: 'RemoveAccessControlEntryRecord.Id',
    3435: 'RemoveAccessControlEntryRecord._unknown_tags',
    3436: 'RemoveAccessControlEntryRecord',
    3439: 'RemoveAccessControlEntryRecord._unknown_tags',
    3446: 'RemoveAccessControlEntryRecord.Id',
    3449: 'RemoveAccessControlEntryRecord._tagged_fields',
    3453: 'RemoveAccessControlEntryRecord._tagged_fields',
    3458: 'RemoveAccessControlEntryRecord._tagged_fields',
    3459: 'RemoveAccessControlEntryRecord._tagged_fields',
    3494: 'NoOpRecord._unknown_tags',
    3495: 'NoOpRecord',
    3498: 'NoOpRecord._unknown_tags',
    3505: 'NoOpRecord._tagged_fields',
    3509: 'NoOpRecord._tagged_fields',
    3514: 'NoOpRecord._tagged_fields',
    3515: 'NoOpRecord._tagged_fields',
    3554: 'RemoveUserScramCredentialRecord.Name',
    3555: 'RemoveUserScramCredentialRecord.Name',
    3556: 'RemoveUserScramCredentialRecord.Name',
    3557: 'RemoveUserScramCredentialRecord.Name',
    3558: 'RemoveUserScramCredentialRecord.Name',
    3559: 'RemoveUserScramCredentialRecord.Mechanism',
    3560: 'RemoveUserScramCredentialRecord._unknown_tags',
    3561: 'RemoveUserScramCredentialRecord',
    3564: 'RemoveUserScramCredentialRecord._unknown_tags',
    3571: 'RemoveUserScramCredentialRecord.Name',
    3576: 'RemoveUserScramCredentialRecord.Name',
    3579: 'RemoveUserScramCredentialRecord.Name',
    3580: 'RemoveUserScramCredentialRecord.Mechanism',
    3582: 'RemoveUserScramCredentialRecord._tagged_fields',
    3586: 'RemoveUserScramCredentialRecord._tagged_fields',
    3591: 'RemoveUserScramCredentialRecord._tagged_fields',
    3592: 'RemoveUserScramCredentialRecord._tagged_fields',
    3629: 'ClearElrRecord.TopicName',
    3630: 'ClearElrRecord.TopicName',
    3631: 'ClearElrRecord.TopicName',
    3632: 'ClearElrRecord.TopicName',
    3633: 'ClearElrRecord.TopicName',
    3634: 'ClearElrRecord._unknown_tags',
    3635: 'ClearElrRecord',
    3638: 'ClearElrRecord._unknown_tags',
    3645: 'ClearElrRecord.TopicName',
    3650: 'ClearElrRecord.TopicName',
    3653: 'ClearElrRecord.TopicName',
    3654: 'ClearElrRecord._tagged_fields',
    3658: 'ClearElrRecord._tagged_fields',
    3663: 'ClearElrRecord._tagged_fields',
    3664: 'ClearElrRecord._tagged_fields',
}
