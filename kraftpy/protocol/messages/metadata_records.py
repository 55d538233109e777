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
    unexpected_null as _unexpected_null,
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
_S_q = Struct('>q')


class RegisterBrokerRecord(_Message):
    __slots__ = ('broker_id', 'is_migrating_zk_broker', 'incarnation_id', 'broker_epoch', 'end_points', 'features', 'rack', 'fenced', 'in_controlled_shutdown', 'log_dirs', 'cordoned_log_dirs', 'previous_clean_epoch', '_unknown_tags')
    NAME = 'RegisterBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 0
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    def __init__(self, *, broker_id=0, is_migrating_zk_broker=False, incarnation_id=_ZERO_UUID, broker_epoch=0, end_points=_EMPTY, features=_EMPTY, rack='', fenced=True, in_controlled_shutdown=False, log_dirs=_EMPTY, cordoned_log_dirs=None, previous_clean_epoch=-1, _unknown_tags=None):
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
        self.previous_clean_epoch = previous_clean_epoch
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
    _FI('PreviousCleanEpoch', 'previous_clean_epoch', 'int64', (0, 32767), (1, 0), (0, 32767), 1000, -1, False, None),
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
    k21 = []
    if o.previous_clean_epoch != -1:
        p22 = []
        p22.append(_S_q.pack(o.previous_clean_epoch))
        k21.append((1000, b''.join(p22)))
    u23 = o._unknown_tags
    if k21 or u23 is not None:
        _write_tags(a, k21, u23)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, u24, o.broker_epoch = _S_iUq.unpack_from(buf, pos)
    pos += 28
    o.incarnation_id = _uuid_from(u24)
    n25 = buf[pos] - 1
    if 0 <= n25 < 127:
        pos += 1
    else:
        n25, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l26 = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n29 = buf[pos] - 1
        if 0 <= n29 < 127:
            x30 = pos + 1 + n29
            if x30 > blen:
                raise _bad_length(n29, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t28.name = str(buf[pos + 1:x30], 'utf-8')
            pos = x30
        else:
            t28.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n31 = buf[pos] - 1
        if 0 <= n31 < 127:
            x32 = pos + 1 + n31
            if x32 > blen:
                raise _bad_length(n31, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t28.host = str(buf[pos + 1:x32], 'utf-8')
            pos = x32
        else:
            t28.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t28.port, t28.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t28._unknown_tags = None
        else:
            nt33, pos = _ruv(buf, pos)
            if nt33 * 2 > blen - pos:
                raise _array_too_long(nt33, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk34 = None
            for _ in range(nt33):
                tg35, pos = _ruv(buf, pos)
                sz36, pos = _ruv(buf, pos)
                x37 = pos + sz36
                if x37 > blen:
                    raise _bad_length(sz36, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk34 is None:
                    uk34 = []
                uk34.append((tg35, bytes(buf[pos:x37])))
                pos = x37
            t28._unknown_tags = uk34
        ap27(t28)
    o.end_points = l26
    n38 = buf[pos] - 1
    if 0 <= n38 < 127:
        pos += 1
    else:
        n38, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l39 = []
    ap40 = l39.append
    for _ in range(n38):
        t41 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n42 = buf[pos] - 1
        if 0 <= n42 < 127:
            x43 = pos + 1 + n42
            if x43 > blen:
                raise _bad_length(n42, 'RegisterBrokerRecord.Features.Name', pos)
            t41.name = str(buf[pos + 1:x43], 'utf-8')
            pos = x43
        else:
            t41.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t41.min_supported_version, t41.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t41._unknown_tags = None
        else:
            nt44, pos = _ruv(buf, pos)
            if nt44 * 2 > blen - pos:
                raise _array_too_long(nt44, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk45 = None
            for _ in range(nt44):
                tg46, pos = _ruv(buf, pos)
                sz47, pos = _ruv(buf, pos)
                x48 = pos + sz47
                if x48 > blen:
                    raise _bad_length(sz47, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk45 is None:
                    uk45 = []
                uk45.append((tg46, bytes(buf[pos:x48])))
                pos = x48
            t41._unknown_tags = uk45
        ap40(t41)
    o.features = l39
    n49 = buf[pos] - 1
    if 0 <= n49 < 127:
        x50 = pos + 1 + n49
        if x50 > blen:
            raise _bad_length(n49, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x50], 'utf-8')
        pos = x50
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, = _S__.unpack_from(buf, pos)
    pos += 1
    o.is_migrating_zk_broker = False
    o.in_controlled_shutdown = False
    o.log_dirs = []
    o.cordoned_log_dirs = None
    o.previous_clean_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt51, pos = _ruv(buf, pos)
        if nt51 * 2 > blen - pos:
            raise _array_too_long(nt51, 'RegisterBrokerRecord._tagged_fields', pos)
        uk52 = None
        for _ in range(nt51):
            tg53, pos = _ruv(buf, pos)
            sz54, pos = _ruv(buf, pos)
            x55 = pos + sz54
            if x55 > blen:
                raise _bad_length(sz54, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg53 == 1000:
                o.previous_clean_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x55:
                    raise _tag_size_mismatch(tg53, 'RegisterBrokerRecord.PreviousCleanEpoch', pos)
            else:
                if uk52 is None:
                    uk52 = []
                uk52.append((tg53, bytes(buf[pos:x55])))
                pos = x55
        o._unknown_tags = uk52
    return o, pos


def _enc_RegisterBrokerRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    if o.is_migrating_zk_broker != False:
        raise _unsupported_field('RegisterBrokerRecord', 'IsMigratingZkBroker', 1)
    a(_S_Uq.pack(o.incarnation_id.bytes, o.broker_epoch))
    l56 = o.end_points
    n57 = len(l56) + 1
    a(_UV[n57] if n57 < 128 else _uv(n57))
    for e58 in l56:
        s59 = e58.name
        b60 = s59.encode()
        n61 = len(b60) + 1
        a(_UV[n61] if n61 < 128 else _uv(n61))
        a(b60)
        s62 = e58.host
        b63 = s62.encode()
        n64 = len(b63) + 1
        a(_UV[n64] if n64 < 128 else _uv(n64))
        a(b63)
        a(_S_Hh.pack(e58.port, e58.security_protocol))
        u65 = e58._unknown_tags
        if u65 is None:
            a(_H0)
        else:
            _write_tags(a, None, u65)
    l66 = o.features
    n67 = len(l66) + 1
    a(_UV[n67] if n67 < 128 else _uv(n67))
    for e68 in l66:
        s69 = e68.name
        b70 = s69.encode()
        n71 = len(b70) + 1
        a(_UV[n71] if n71 < 128 else _uv(n71))
        a(b70)
        a(_S_hh.pack(e68.min_supported_version, e68.max_supported_version))
        u72 = e68._unknown_tags
        if u72 is None:
            a(_H0)
        else:
            _write_tags(a, None, u72)
    s73 = o.rack
    if s73 is None:
        a(_H0)
    else:
        b74 = s73.encode()
        n75 = len(b74) + 1
        a(_UV[n75] if n75 < 128 else _uv(n75))
        a(b74)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    if o.log_dirs:
        raise _unsupported_field('RegisterBrokerRecord', 'LogDirs', 1)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 1)
    k76 = []
    if o.previous_clean_epoch != -1:
        p77 = []
        p77.append(_S_q.pack(o.previous_clean_epoch))
        k76.append((1000, b''.join(p77)))
    u78 = o._unknown_tags
    if k76 or u78 is not None:
        _write_tags(a, k76, u78)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, u79, o.broker_epoch = _S_iUq.unpack_from(buf, pos)
    pos += 28
    o.incarnation_id = _uuid_from(u79)
    n80 = buf[pos] - 1
    if 0 <= n80 < 127:
        pos += 1
    else:
        n80, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l81 = []
    ap82 = l81.append
    for _ in range(n80):
        t83 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n84 = buf[pos] - 1
        if 0 <= n84 < 127:
            x85 = pos + 1 + n84
            if x85 > blen:
                raise _bad_length(n84, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t83.name = str(buf[pos + 1:x85], 'utf-8')
            pos = x85
        else:
            t83.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n86 = buf[pos] - 1
        if 0 <= n86 < 127:
            x87 = pos + 1 + n86
            if x87 > blen:
                raise _bad_length(n86, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t83.host = str(buf[pos + 1:x87], 'utf-8')
            pos = x87
        else:
            t83.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t83.port, t83.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t83._unknown_tags = None
        else:
            nt88, pos = _ruv(buf, pos)
            if nt88 * 2 > blen - pos:
                raise _array_too_long(nt88, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk89 = None
            for _ in range(nt88):
                tg90, pos = _ruv(buf, pos)
                sz91, pos = _ruv(buf, pos)
                x92 = pos + sz91
                if x92 > blen:
                    raise _bad_length(sz91, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk89 is None:
                    uk89 = []
                uk89.append((tg90, bytes(buf[pos:x92])))
                pos = x92
            t83._unknown_tags = uk89
        ap82(t83)
    o.end_points = l81
    n93 = buf[pos] - 1
    if 0 <= n93 < 127:
        pos += 1
    else:
        n93, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l94 = []
    ap95 = l94.append
    for _ in range(n93):
        t96 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n97 = buf[pos] - 1
        if 0 <= n97 < 127:
            x98 = pos + 1 + n97
            if x98 > blen:
                raise _bad_length(n97, 'RegisterBrokerRecord.Features.Name', pos)
            t96.name = str(buf[pos + 1:x98], 'utf-8')
            pos = x98
        else:
            t96.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t96.min_supported_version, t96.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t96._unknown_tags = None
        else:
            nt99, pos = _ruv(buf, pos)
            if nt99 * 2 > blen - pos:
                raise _array_too_long(nt99, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk100 = None
            for _ in range(nt99):
                tg101, pos = _ruv(buf, pos)
                sz102, pos = _ruv(buf, pos)
                x103 = pos + sz102
                if x103 > blen:
                    raise _bad_length(sz102, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk100 is None:
                    uk100 = []
                uk100.append((tg101, bytes(buf[pos:x103])))
                pos = x103
            t96._unknown_tags = uk100
        ap95(t96)
    o.features = l94
    n104 = buf[pos] - 1
    if 0 <= n104 < 127:
        x105 = pos + 1 + n104
        if x105 > blen:
            raise _bad_length(n104, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x105], 'utf-8')
        pos = x105
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.is_migrating_zk_broker = False
    o.log_dirs = []
    o.cordoned_log_dirs = None
    o.previous_clean_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt106, pos = _ruv(buf, pos)
        if nt106 * 2 > blen - pos:
            raise _array_too_long(nt106, 'RegisterBrokerRecord._tagged_fields', pos)
        uk107 = None
        for _ in range(nt106):
            tg108, pos = _ruv(buf, pos)
            sz109, pos = _ruv(buf, pos)
            x110 = pos + sz109
            if x110 > blen:
                raise _bad_length(sz109, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg108 == 1000:
                o.previous_clean_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x110:
                    raise _tag_size_mismatch(tg108, 'RegisterBrokerRecord.PreviousCleanEpoch', pos)
            else:
                if uk107 is None:
                    uk107 = []
                uk107.append((tg108, bytes(buf[pos:x110])))
                pos = x110
        o._unknown_tags = uk107
    return o, pos


def _enc_RegisterBrokerRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l111 = o.end_points
    n112 = len(l111) + 1
    a(_UV[n112] if n112 < 128 else _uv(n112))
    for e113 in l111:
        s114 = e113.name
        b115 = s114.encode()
        n116 = len(b115) + 1
        a(_UV[n116] if n116 < 128 else _uv(n116))
        a(b115)
        s117 = e113.host
        b118 = s117.encode()
        n119 = len(b118) + 1
        a(_UV[n119] if n119 < 128 else _uv(n119))
        a(b118)
        a(_S_Hh.pack(e113.port, e113.security_protocol))
        u120 = e113._unknown_tags
        if u120 is None:
            a(_H0)
        else:
            _write_tags(a, None, u120)
    l121 = o.features
    n122 = len(l121) + 1
    a(_UV[n122] if n122 < 128 else _uv(n122))
    for e123 in l121:
        s124 = e123.name
        b125 = s124.encode()
        n126 = len(b125) + 1
        a(_UV[n126] if n126 < 128 else _uv(n126))
        a(b125)
        a(_S_hh.pack(e123.min_supported_version, e123.max_supported_version))
        u127 = e123._unknown_tags
        if u127 is None:
            a(_H0)
        else:
            _write_tags(a, None, u127)
    s128 = o.rack
    if s128 is None:
        a(_H0)
    else:
        b129 = s128.encode()
        n130 = len(b129) + 1
        a(_UV[n130] if n130 < 128 else _uv(n130))
        a(b129)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    if o.log_dirs:
        raise _unsupported_field('RegisterBrokerRecord', 'LogDirs', 2)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 2)
    k131 = []
    if o.previous_clean_epoch != -1:
        p132 = []
        p132.append(_S_q.pack(o.previous_clean_epoch))
        k131.append((1000, b''.join(p132)))
    u133 = o._unknown_tags
    if k131 or u133 is not None:
        _write_tags(a, k131, u133)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u134, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u134)
    n135 = buf[pos] - 1
    if 0 <= n135 < 127:
        pos += 1
    else:
        n135, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l136 = []
    ap137 = l136.append
    for _ in range(n135):
        t138 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n139 = buf[pos] - 1
        if 0 <= n139 < 127:
            x140 = pos + 1 + n139
            if x140 > blen:
                raise _bad_length(n139, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t138.name = str(buf[pos + 1:x140], 'utf-8')
            pos = x140
        else:
            t138.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n141 = buf[pos] - 1
        if 0 <= n141 < 127:
            x142 = pos + 1 + n141
            if x142 > blen:
                raise _bad_length(n141, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t138.host = str(buf[pos + 1:x142], 'utf-8')
            pos = x142
        else:
            t138.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t138.port, t138.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t138._unknown_tags = None
        else:
            nt143, pos = _ruv(buf, pos)
            if nt143 * 2 > blen - pos:
                raise _array_too_long(nt143, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk144 = None
            for _ in range(nt143):
                tg145, pos = _ruv(buf, pos)
                sz146, pos = _ruv(buf, pos)
                x147 = pos + sz146
                if x147 > blen:
                    raise _bad_length(sz146, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk144 is None:
                    uk144 = []
                uk144.append((tg145, bytes(buf[pos:x147])))
                pos = x147
            t138._unknown_tags = uk144
        ap137(t138)
    o.end_points = l136
    n148 = buf[pos] - 1
    if 0 <= n148 < 127:
        pos += 1
    else:
        n148, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l149 = []
    ap150 = l149.append
    for _ in range(n148):
        t151 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n152 = buf[pos] - 1
        if 0 <= n152 < 127:
            x153 = pos + 1 + n152
            if x153 > blen:
                raise _bad_length(n152, 'RegisterBrokerRecord.Features.Name', pos)
            t151.name = str(buf[pos + 1:x153], 'utf-8')
            pos = x153
        else:
            t151.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t151.min_supported_version, t151.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t151._unknown_tags = None
        else:
            nt154, pos = _ruv(buf, pos)
            if nt154 * 2 > blen - pos:
                raise _array_too_long(nt154, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk155 = None
            for _ in range(nt154):
                tg156, pos = _ruv(buf, pos)
                sz157, pos = _ruv(buf, pos)
                x158 = pos + sz157
                if x158 > blen:
                    raise _bad_length(sz157, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk155 is None:
                    uk155 = []
                uk155.append((tg156, bytes(buf[pos:x158])))
                pos = x158
            t151._unknown_tags = uk155
        ap150(t151)
    o.features = l149
    n159 = buf[pos] - 1
    if 0 <= n159 < 127:
        x160 = pos + 1 + n159
        if x160 > blen:
            raise _bad_length(n159, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x160], 'utf-8')
        pos = x160
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.log_dirs = []
    o.cordoned_log_dirs = None
    o.previous_clean_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt161, pos = _ruv(buf, pos)
        if nt161 * 2 > blen - pos:
            raise _array_too_long(nt161, 'RegisterBrokerRecord._tagged_fields', pos)
        uk162 = None
        for _ in range(nt161):
            tg163, pos = _ruv(buf, pos)
            sz164, pos = _ruv(buf, pos)
            x165 = pos + sz164
            if x165 > blen:
                raise _bad_length(sz164, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg163 == 1000:
                o.previous_clean_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x165:
                    raise _tag_size_mismatch(tg163, 'RegisterBrokerRecord.PreviousCleanEpoch', pos)
            else:
                if uk162 is None:
                    uk162 = []
                uk162.append((tg163, bytes(buf[pos:x165])))
                pos = x165
        o._unknown_tags = uk162
    return o, pos


def _enc_RegisterBrokerRecord_v3(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l166 = o.end_points
    n167 = len(l166) + 1
    a(_UV[n167] if n167 < 128 else _uv(n167))
    for e168 in l166:
        s169 = e168.name
        b170 = s169.encode()
        n171 = len(b170) + 1
        a(_UV[n171] if n171 < 128 else _uv(n171))
        a(b170)
        s172 = e168.host
        b173 = s172.encode()
        n174 = len(b173) + 1
        a(_UV[n174] if n174 < 128 else _uv(n174))
        a(b173)
        a(_S_Hh.pack(e168.port, e168.security_protocol))
        u175 = e168._unknown_tags
        if u175 is None:
            a(_H0)
        else:
            _write_tags(a, None, u175)
    l176 = o.features
    n177 = len(l176) + 1
    a(_UV[n177] if n177 < 128 else _uv(n177))
    for e178 in l176:
        s179 = e178.name
        b180 = s179.encode()
        n181 = len(b180) + 1
        a(_UV[n181] if n181 < 128 else _uv(n181))
        a(b180)
        a(_S_hh.pack(e178.min_supported_version, e178.max_supported_version))
        u182 = e178._unknown_tags
        if u182 is None:
            a(_H0)
        else:
            _write_tags(a, None, u182)
    s183 = o.rack
    if s183 is None:
        a(_H0)
    else:
        b184 = s183.encode()
        n185 = len(b184) + 1
        a(_UV[n185] if n185 < 128 else _uv(n185))
        a(b184)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('RegisterBrokerRecord', 'CordonedLogDirs', 3)
    k186 = []
    if o.log_dirs:
        p187 = []
        l188 = o.log_dirs
        n189 = len(l188) + 1
        p187.append(_UV[n189] if n189 < 128 else _uv(n189))
        for e190 in l188:
            p187.append(_S_U.pack(e190.bytes))
        k186.append((0, b''.join(p187)))
    if o.previous_clean_epoch != -1:
        p191 = []
        p191.append(_S_q.pack(o.previous_clean_epoch))
        k186.append((1000, b''.join(p191)))
    u192 = o._unknown_tags
    if k186 or u192 is not None:
        _write_tags(a, k186, u192)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v3(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u193, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u193)
    n194 = buf[pos] - 1
    if 0 <= n194 < 127:
        pos += 1
    else:
        n194, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l195 = []
    ap196 = l195.append
    for _ in range(n194):
        t197 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n198 = buf[pos] - 1
        if 0 <= n198 < 127:
            x199 = pos + 1 + n198
            if x199 > blen:
                raise _bad_length(n198, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t197.name = str(buf[pos + 1:x199], 'utf-8')
            pos = x199
        else:
            t197.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n200 = buf[pos] - 1
        if 0 <= n200 < 127:
            x201 = pos + 1 + n200
            if x201 > blen:
                raise _bad_length(n200, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t197.host = str(buf[pos + 1:x201], 'utf-8')
            pos = x201
        else:
            t197.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t197.port, t197.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t197._unknown_tags = None
        else:
            nt202, pos = _ruv(buf, pos)
            if nt202 * 2 > blen - pos:
                raise _array_too_long(nt202, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk203 = None
            for _ in range(nt202):
                tg204, pos = _ruv(buf, pos)
                sz205, pos = _ruv(buf, pos)
                x206 = pos + sz205
                if x206 > blen:
                    raise _bad_length(sz205, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk203 is None:
                    uk203 = []
                uk203.append((tg204, bytes(buf[pos:x206])))
                pos = x206
            t197._unknown_tags = uk203
        ap196(t197)
    o.end_points = l195
    n207 = buf[pos] - 1
    if 0 <= n207 < 127:
        pos += 1
    else:
        n207, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l208 = []
    ap209 = l208.append
    for _ in range(n207):
        t210 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n211 = buf[pos] - 1
        if 0 <= n211 < 127:
            x212 = pos + 1 + n211
            if x212 > blen:
                raise _bad_length(n211, 'RegisterBrokerRecord.Features.Name', pos)
            t210.name = str(buf[pos + 1:x212], 'utf-8')
            pos = x212
        else:
            t210.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t210.min_supported_version, t210.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t210._unknown_tags = None
        else:
            nt213, pos = _ruv(buf, pos)
            if nt213 * 2 > blen - pos:
                raise _array_too_long(nt213, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk214 = None
            for _ in range(nt213):
                tg215, pos = _ruv(buf, pos)
                sz216, pos = _ruv(buf, pos)
                x217 = pos + sz216
                if x217 > blen:
                    raise _bad_length(sz216, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk214 is None:
                    uk214 = []
                uk214.append((tg215, bytes(buf[pos:x217])))
                pos = x217
            t210._unknown_tags = uk214
        ap209(t210)
    o.features = l208
    n218 = buf[pos] - 1
    if 0 <= n218 < 127:
        x219 = pos + 1 + n218
        if x219 > blen:
            raise _bad_length(n218, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x219], 'utf-8')
        pos = x219
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.log_dirs = []
    o.cordoned_log_dirs = None
    o.previous_clean_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt220, pos = _ruv(buf, pos)
        if nt220 * 2 > blen - pos:
            raise _array_too_long(nt220, 'RegisterBrokerRecord._tagged_fields', pos)
        uk221 = None
        for _ in range(nt220):
            tg222, pos = _ruv(buf, pos)
            sz223, pos = _ruv(buf, pos)
            x224 = pos + sz223
            if x224 > blen:
                raise _bad_length(sz223, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg222 == 0:
                n225 = buf[pos] - 1
                if 0 <= n225 < 127:
                    pos += 1
                else:
                    n225, pos = _read_array_len(buf, pos, True, False, 16, 'RegisterBrokerRecord.LogDirs')
                l226 = []
                ap227 = l226.append
                for _ in range(n225):
                    u229, = _S_U.unpack_from(buf, pos)
                    v228 = _uuid_from(u229)
                    pos += 16
                    ap227(v228)
                o.log_dirs = l226
                if pos != x224:
                    raise _tag_size_mismatch(tg222, 'RegisterBrokerRecord.LogDirs', pos)
            elif tg222 == 1000:
                o.previous_clean_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x224:
                    raise _tag_size_mismatch(tg222, 'RegisterBrokerRecord.PreviousCleanEpoch', pos)
            else:
                if uk221 is None:
                    uk221 = []
                uk221.append((tg222, bytes(buf[pos:x224])))
                pos = x224
        o._unknown_tags = uk221
    return o, pos


def _enc_RegisterBrokerRecord_v4(o):
    parts = []
    a = parts.append
    a(_S_i_Uq.pack(o.broker_id, o.is_migrating_zk_broker, o.incarnation_id.bytes, o.broker_epoch))
    l230 = o.end_points
    n231 = len(l230) + 1
    a(_UV[n231] if n231 < 128 else _uv(n231))
    for e232 in l230:
        s233 = e232.name
        b234 = s233.encode()
        n235 = len(b234) + 1
        a(_UV[n235] if n235 < 128 else _uv(n235))
        a(b234)
        s236 = e232.host
        b237 = s236.encode()
        n238 = len(b237) + 1
        a(_UV[n238] if n238 < 128 else _uv(n238))
        a(b237)
        a(_S_Hh.pack(e232.port, e232.security_protocol))
        u239 = e232._unknown_tags
        if u239 is None:
            a(_H0)
        else:
            _write_tags(a, None, u239)
    l240 = o.features
    n241 = len(l240) + 1
    a(_UV[n241] if n241 < 128 else _uv(n241))
    for e242 in l240:
        s243 = e242.name
        b244 = s243.encode()
        n245 = len(b244) + 1
        a(_UV[n245] if n245 < 128 else _uv(n245))
        a(b244)
        a(_S_hh.pack(e242.min_supported_version, e242.max_supported_version))
        u246 = e242._unknown_tags
        if u246 is None:
            a(_H0)
        else:
            _write_tags(a, None, u246)
    s247 = o.rack
    if s247 is None:
        a(_H0)
    else:
        b248 = s247.encode()
        n249 = len(b248) + 1
        a(_UV[n249] if n249 < 128 else _uv(n249))
        a(b248)
    a(_S___.pack(o.fenced, o.in_controlled_shutdown))
    k250 = []
    if o.log_dirs:
        p251 = []
        l252 = o.log_dirs
        n253 = len(l252) + 1
        p251.append(_UV[n253] if n253 < 128 else _uv(n253))
        for e254 in l252:
            p251.append(_S_U.pack(e254.bytes))
        k250.append((0, b''.join(p251)))
    if o.cordoned_log_dirs is not None:
        p255 = []
        l256 = o.cordoned_log_dirs
        if l256 is None:
            p255.append(_H0)
        else:
            n257 = len(l256) + 1
            p255.append(_UV[n257] if n257 < 128 else _uv(n257))
            for e258 in l256:
                p255.append(_S_U.pack(e258.bytes))
        k250.append((1, b''.join(p255)))
    if o.previous_clean_epoch != -1:
        p259 = []
        p259.append(_S_q.pack(o.previous_clean_epoch))
        k250.append((1000, b''.join(p259)))
    u260 = o._unknown_tags
    if k250 or u260 is not None:
        _write_tags(a, k250, u260)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v4(buf, pos):
    blen = len(buf)
    o = _new(RegisterBrokerRecord)
    o.broker_id, o.is_migrating_zk_broker, u261, o.broker_epoch = _S_i_Uq.unpack_from(buf, pos)
    pos += 29
    o.incarnation_id = _uuid_from(u261)
    n262 = buf[pos] - 1
    if 0 <= n262 < 127:
        pos += 1
    else:
        n262, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.EndPoints')
    l263 = []
    ap264 = l263.append
    for _ in range(n262):
        t265 = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
        n266 = buf[pos] - 1
        if 0 <= n266 < 127:
            x267 = pos + 1 + n266
            if x267 > blen:
                raise _bad_length(n266, 'RegisterBrokerRecord.EndPoints.Name', pos)
            t265.name = str(buf[pos + 1:x267], 'utf-8')
            pos = x267
        else:
            t265.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Name')
        n268 = buf[pos] - 1
        if 0 <= n268 < 127:
            x269 = pos + 1 + n268
            if x269 > blen:
                raise _bad_length(n268, 'RegisterBrokerRecord.EndPoints.Host', pos)
            t265.host = str(buf[pos + 1:x269], 'utf-8')
            pos = x269
        else:
            t265.host, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.EndPoints.Host')
        t265.port, t265.security_protocol = _S_Hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t265._unknown_tags = None
        else:
            nt270, pos = _ruv(buf, pos)
            if nt270 * 2 > blen - pos:
                raise _array_too_long(nt270, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
            uk271 = None
            for _ in range(nt270):
                tg272, pos = _ruv(buf, pos)
                sz273, pos = _ruv(buf, pos)
                x274 = pos + sz273
                if x274 > blen:
                    raise _bad_length(sz273, 'RegisterBrokerRecord.EndPoints._tagged_fields', pos)
                if uk271 is None:
                    uk271 = []
                uk271.append((tg272, bytes(buf[pos:x274])))
                pos = x274
            t265._unknown_tags = uk271
        ap264(t265)
    o.end_points = l263
    n275 = buf[pos] - 1
    if 0 <= n275 < 127:
        pos += 1
    else:
        n275, pos = _read_array_len(buf, pos, True, False, 1, 'RegisterBrokerRecord.Features')
    l276 = []
    ap277 = l276.append
    for _ in range(n275):
        t278 = _new(_C_RegisterBrokerRecord_BrokerFeature)
        n279 = buf[pos] - 1
        if 0 <= n279 < 127:
            x280 = pos + 1 + n279
            if x280 > blen:
                raise _bad_length(n279, 'RegisterBrokerRecord.Features.Name', pos)
            t278.name = str(buf[pos + 1:x280], 'utf-8')
            pos = x280
        else:
            t278.name, pos = _read_string(buf, pos, True, False, 'RegisterBrokerRecord.Features.Name')
        t278.min_supported_version, t278.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t278._unknown_tags = None
        else:
            nt281, pos = _ruv(buf, pos)
            if nt281 * 2 > blen - pos:
                raise _array_too_long(nt281, 'RegisterBrokerRecord.Features._tagged_fields', pos)
            uk282 = None
            for _ in range(nt281):
                tg283, pos = _ruv(buf, pos)
                sz284, pos = _ruv(buf, pos)
                x285 = pos + sz284
                if x285 > blen:
                    raise _bad_length(sz284, 'RegisterBrokerRecord.Features._tagged_fields', pos)
                if uk282 is None:
                    uk282 = []
                uk282.append((tg283, bytes(buf[pos:x285])))
                pos = x285
            t278._unknown_tags = uk282
        ap277(t278)
    o.features = l276
    n286 = buf[pos] - 1
    if 0 <= n286 < 127:
        x287 = pos + 1 + n286
        if x287 > blen:
            raise _bad_length(n286, 'RegisterBrokerRecord.Rack', pos)
        o.rack = str(buf[pos + 1:x287], 'utf-8')
        pos = x287
    else:
        o.rack, pos = _read_string(buf, pos, True, True, 'RegisterBrokerRecord.Rack')
    o.fenced, o.in_controlled_shutdown = _S___.unpack_from(buf, pos)
    pos += 2
    o.log_dirs = []
    o.cordoned_log_dirs = None
    o.previous_clean_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt288, pos = _ruv(buf, pos)
        if nt288 * 2 > blen - pos:
            raise _array_too_long(nt288, 'RegisterBrokerRecord._tagged_fields', pos)
        uk289 = None
        for _ in range(nt288):
            tg290, pos = _ruv(buf, pos)
            sz291, pos = _ruv(buf, pos)
            x292 = pos + sz291
            if x292 > blen:
                raise _bad_length(sz291, 'RegisterBrokerRecord._tagged_fields', pos)
            if tg290 == 0:
                n293 = buf[pos] - 1
                if 0 <= n293 < 127:
                    pos += 1
                else:
                    n293, pos = _read_array_len(buf, pos, True, False, 16, 'RegisterBrokerRecord.LogDirs')
                l294 = []
                ap295 = l294.append
                for _ in range(n293):
                    u297, = _S_U.unpack_from(buf, pos)
                    v296 = _uuid_from(u297)
                    pos += 16
                    ap295(v296)
                o.log_dirs = l294
                if pos != x292:
                    raise _tag_size_mismatch(tg290, 'RegisterBrokerRecord.LogDirs', pos)
            elif tg290 == 1:
                n298 = buf[pos] - 1
                if -1 <= n298 < 127:
                    pos += 1
                else:
                    n298, pos = _read_array_len(buf, pos, True, True, 16, 'RegisterBrokerRecord.CordonedLogDirs')
                if n298 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l299 = []
                    ap300 = l299.append
                    for _ in range(n298):
                        u302, = _S_U.unpack_from(buf, pos)
                        v301 = _uuid_from(u302)
                        pos += 16
                        ap300(v301)
                    o.cordoned_log_dirs = l299
                if pos != x292:
                    raise _tag_size_mismatch(tg290, 'RegisterBrokerRecord.CordonedLogDirs', pos)
            elif tg290 == 1000:
                o.previous_clean_epoch, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x292:
                    raise _tag_size_mismatch(tg290, 'RegisterBrokerRecord.PreviousCleanEpoch', pos)
            else:
                if uk289 is None:
                    uk289 = []
                uk289.append((tg290, bytes(buf[pos:x292])))
                pos = x292
        o._unknown_tags = uk289
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
    u303 = o._unknown_tags
    if u303 is None:
        a(_H0)
    else:
        _write_tags(a, None, u303)
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
        nt304, pos = _ruv(buf, pos)
        if nt304 * 2 > blen - pos:
            raise _array_too_long(nt304, 'UnregisterBrokerRecord._tagged_fields', pos)
        uk305 = None
        for _ in range(nt304):
            tg306, pos = _ruv(buf, pos)
            sz307, pos = _ruv(buf, pos)
            x308 = pos + sz307
            if x308 > blen:
                raise _bad_length(sz307, 'UnregisterBrokerRecord._tagged_fields', pos)
            if uk305 is None:
                uk305 = []
            uk305.append((tg306, bytes(buf[pos:x308])))
            pos = x308
        o._unknown_tags = uk305
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
    s309 = o.name
    b310 = s309.encode()
    n311 = len(b310) + 1
    a(_UV[n311] if n311 < 128 else _uv(n311))
    a(b310)
    a(_S_U.pack(o.topic_id.bytes))
    u312 = o._unknown_tags
    if u312 is None:
        a(_H0)
    else:
        _write_tags(a, None, u312)
    return b''.join(parts)


def _dec_TopicRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(TopicRecord)
    n313 = buf[pos] - 1
    if 0 <= n313 < 127:
        x314 = pos + 1 + n313
        if x314 > blen:
            raise _bad_length(n313, 'TopicRecord.Name', pos)
        o.name = str(buf[pos + 1:x314], 'utf-8')
        pos = x314
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'TopicRecord.Name')
    u315, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.topic_id = _uuid_from(u315)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt316, pos = _ruv(buf, pos)
        if nt316 * 2 > blen - pos:
            raise _array_too_long(nt316, 'TopicRecord._tagged_fields', pos)
        uk317 = None
        for _ in range(nt316):
            tg318, pos = _ruv(buf, pos)
            sz319, pos = _ruv(buf, pos)
            x320 = pos + sz319
            if x320 > blen:
                raise _bad_length(sz319, 'TopicRecord._tagged_fields', pos)
            if uk317 is None:
                uk317 = []
            uk317.append((tg318, bytes(buf[pos:x320])))
            pos = x320
        o._unknown_tags = uk317
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
    l321 = o.replicas
    n322 = len(l321)
    if n322 < 64:
        a(_CA_i[n322].pack(n322 + 1, *l321))
    else:
        a(_encode_array('i', l321, True))
    l323 = o.isr
    n324 = len(l323)
    if n324 < 64:
        a(_CA_i[n324].pack(n324 + 1, *l323))
    else:
        a(_encode_array('i', l323, True))
    l325 = o.removing_replicas
    n326 = len(l325)
    if n326 < 64:
        a(_CA_i[n326].pack(n326 + 1, *l325))
    else:
        a(_encode_array('i', l325, True))
    l327 = o.adding_replicas
    n328 = len(l327)
    if n328 < 64:
        a(_CA_i[n328].pack(n328 + 1, *l327))
    else:
        a(_encode_array('i', l327, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    if o.directories:
        raise _unsupported_field('PartitionRecord', 'Directories', 0)
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionRecord', 'EligibleLeaderReplicas', 0)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionRecord', 'LastKnownElr', 0)
    if o.last_known_leader != -1:
        raise _unsupported_field('PartitionRecord', 'LastKnownLeader', 0)
    k329 = []
    if o.leader_recovery_state != 0:
        p330 = []
        p330.append(_S_b.pack(o.leader_recovery_state))
        k329.append((0, b''.join(p330)))
    u331 = o._unknown_tags
    if k329 or u331 is not None:
        _write_tags(a, k329, u331)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u332 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u332)
    n333 = buf[pos] - 1
    if 0 <= n333 < 64:
        o.replicas = list(_A_i[n333].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n333
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n334 = buf[pos] - 1
    if 0 <= n334 < 64:
        o.isr = list(_A_i[n334].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n334
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n335 = buf[pos] - 1
    if 0 <= n335 < 64:
        o.removing_replicas = list(_A_i[n335].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n335
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n336 = buf[pos] - 1
    if 0 <= n336 < 64:
        o.adding_replicas = list(_A_i[n336].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n336
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
        nt337, pos = _ruv(buf, pos)
        if nt337 * 2 > blen - pos:
            raise _array_too_long(nt337, 'PartitionRecord._tagged_fields', pos)
        uk338 = None
        for _ in range(nt337):
            tg339, pos = _ruv(buf, pos)
            sz340, pos = _ruv(buf, pos)
            x341 = pos + sz340
            if x341 > blen:
                raise _bad_length(sz340, 'PartitionRecord._tagged_fields', pos)
            if tg339 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x341:
                    raise _tag_size_mismatch(tg339, 'PartitionRecord.LeaderRecoveryState', pos)
            else:
                if uk338 is None:
                    uk338 = []
                uk338.append((tg339, bytes(buf[pos:x341])))
                pos = x341
        o._unknown_tags = uk338
    return o, pos


def _enc_PartitionRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l342 = o.replicas
    n343 = len(l342)
    if n343 < 64:
        a(_CA_i[n343].pack(n343 + 1, *l342))
    else:
        a(_encode_array('i', l342, True))
    l344 = o.isr
    n345 = len(l344)
    if n345 < 64:
        a(_CA_i[n345].pack(n345 + 1, *l344))
    else:
        a(_encode_array('i', l344, True))
    l346 = o.removing_replicas
    n347 = len(l346)
    if n347 < 64:
        a(_CA_i[n347].pack(n347 + 1, *l346))
    else:
        a(_encode_array('i', l346, True))
    l348 = o.adding_replicas
    n349 = len(l348)
    if n349 < 64:
        a(_CA_i[n349].pack(n349 + 1, *l348))
    else:
        a(_encode_array('i', l348, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    l350 = o.directories
    n351 = len(l350) + 1
    a(_UV[n351] if n351 < 128 else _uv(n351))
    for e352 in l350:
        a(_S_U.pack(e352.bytes))
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionRecord', 'EligibleLeaderReplicas', 1)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionRecord', 'LastKnownElr', 1)
    if o.last_known_leader != -1:
        raise _unsupported_field('PartitionRecord', 'LastKnownLeader', 1)
    k353 = []
    if o.leader_recovery_state != 0:
        p354 = []
        p354.append(_S_b.pack(o.leader_recovery_state))
        k353.append((0, b''.join(p354)))
    u355 = o._unknown_tags
    if k353 or u355 is not None:
        _write_tags(a, k353, u355)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u356 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u356)
    n357 = buf[pos] - 1
    if 0 <= n357 < 64:
        o.replicas = list(_A_i[n357].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n357
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n358 = buf[pos] - 1
    if 0 <= n358 < 64:
        o.isr = list(_A_i[n358].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n358
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n359 = buf[pos] - 1
    if 0 <= n359 < 64:
        o.removing_replicas = list(_A_i[n359].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n359
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n360 = buf[pos] - 1
    if 0 <= n360 < 64:
        o.adding_replicas = list(_A_i[n360].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n360
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    n361 = buf[pos] - 1
    if 0 <= n361 < 127:
        pos += 1
    else:
        n361, pos = _read_array_len(buf, pos, True, False, 16, 'PartitionRecord.Directories')
    l362 = []
    ap363 = l362.append
    for _ in range(n361):
        u365, = _S_U.unpack_from(buf, pos)
        v364 = _uuid_from(u365)
        pos += 16
        ap363(v364)
    o.directories = l362
    o.leader_recovery_state = 0
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt366, pos = _ruv(buf, pos)
        if nt366 * 2 > blen - pos:
            raise _array_too_long(nt366, 'PartitionRecord._tagged_fields', pos)
        uk367 = None
        for _ in range(nt366):
            tg368, pos = _ruv(buf, pos)
            sz369, pos = _ruv(buf, pos)
            x370 = pos + sz369
            if x370 > blen:
                raise _bad_length(sz369, 'PartitionRecord._tagged_fields', pos)
            if tg368 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x370:
                    raise _tag_size_mismatch(tg368, 'PartitionRecord.LeaderRecoveryState', pos)
            else:
                if uk367 is None:
                    uk367 = []
                uk367.append((tg368, bytes(buf[pos:x370])))
                pos = x370
        o._unknown_tags = uk367
    return o, pos


def _enc_PartitionRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    l371 = o.replicas
    n372 = len(l371)
    if n372 < 64:
        a(_CA_i[n372].pack(n372 + 1, *l371))
    else:
        a(_encode_array('i', l371, True))
    l373 = o.isr
    n374 = len(l373)
    if n374 < 64:
        a(_CA_i[n374].pack(n374 + 1, *l373))
    else:
        a(_encode_array('i', l373, True))
    l375 = o.removing_replicas
    n376 = len(l375)
    if n376 < 64:
        a(_CA_i[n376].pack(n376 + 1, *l375))
    else:
        a(_encode_array('i', l375, True))
    l377 = o.adding_replicas
    n378 = len(l377)
    if n378 < 64:
        a(_CA_i[n378].pack(n378 + 1, *l377))
    else:
        a(_encode_array('i', l377, True))
    a(_S_iii.pack(o.leader, o.leader_epoch, o.partition_epoch))
    l379 = o.directories
    n380 = len(l379) + 1
    a(_UV[n380] if n380 < 128 else _uv(n380))
    for e381 in l379:
        a(_S_U.pack(e381.bytes))
    k382 = []
    if o.leader_recovery_state != 0:
        p383 = []
        p383.append(_S_b.pack(o.leader_recovery_state))
        k382.append((0, b''.join(p383)))
    if o.eligible_leader_replicas is not None:
        p384 = []
        l385 = o.eligible_leader_replicas
        if l385 is None:
            p384.append(_H0)
        else:
            n386 = len(l385)
            if n386 < 64:
                p384.append(_CA_i[n386].pack(n386 + 1, *l385))
            else:
                p384.append(_encode_array('i', l385, True))
        k382.append((1, b''.join(p384)))
    if o.last_known_elr is not None:
        p387 = []
        l388 = o.last_known_elr
        if l388 is None:
            p387.append(_H0)
        else:
            n389 = len(l388)
            if n389 < 64:
                p387.append(_CA_i[n389].pack(n389 + 1, *l388))
            else:
                p387.append(_encode_array('i', l388, True))
        k382.append((2, b''.join(p387)))
    if o.last_known_leader != -1:
        p390 = []
        p390.append(_S_i.pack(o.last_known_leader))
        k382.append((1000, b''.join(p390)))
    u391 = o._unknown_tags
    if k382 or u391 is not None:
        _write_tags(a, k382, u391)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(PartitionRecord)
    o.partition_id, u392 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u392)
    n393 = buf[pos] - 1
    if 0 <= n393 < 64:
        o.replicas = list(_A_i[n393].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n393
    else:
        o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Replicas')
    n394 = buf[pos] - 1
    if 0 <= n394 < 64:
        o.isr = list(_A_i[n394].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n394
    else:
        o.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.Isr')
    n395 = buf[pos] - 1
    if 0 <= n395 < 64:
        o.removing_replicas = list(_A_i[n395].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n395
    else:
        o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.RemovingReplicas')
    n396 = buf[pos] - 1
    if 0 <= n396 < 64:
        o.adding_replicas = list(_A_i[n396].unpack_from(buf, pos + 1))
        pos += 1 + 4 * n396
    else:
        o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'PartitionRecord.AddingReplicas')
    o.leader, o.leader_epoch, o.partition_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    n397 = buf[pos] - 1
    if 0 <= n397 < 127:
        pos += 1
    else:
        n397, pos = _read_array_len(buf, pos, True, False, 16, 'PartitionRecord.Directories')
    l398 = []
    ap399 = l398.append
    for _ in range(n397):
        u401, = _S_U.unpack_from(buf, pos)
        v400 = _uuid_from(u401)
        pos += 16
        ap399(v400)
    o.directories = l398
    o.leader_recovery_state = 0
    o.eligible_leader_replicas = None
    o.last_known_elr = None
    o.last_known_leader = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt402, pos = _ruv(buf, pos)
        if nt402 * 2 > blen - pos:
            raise _array_too_long(nt402, 'PartitionRecord._tagged_fields', pos)
        uk403 = None
        for _ in range(nt402):
            tg404, pos = _ruv(buf, pos)
            sz405, pos = _ruv(buf, pos)
            x406 = pos + sz405
            if x406 > blen:
                raise _bad_length(sz405, 'PartitionRecord._tagged_fields', pos)
            if tg404 == 0:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x406:
                    raise _tag_size_mismatch(tg404, 'PartitionRecord.LeaderRecoveryState', pos)
            elif tg404 == 1:
                n407 = buf[pos] - 1
                if 0 <= n407 < 64:
                    o.eligible_leader_replicas = list(_A_i[n407].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n407
                else:
                    o.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionRecord.EligibleLeaderReplicas')
                if pos != x406:
                    raise _tag_size_mismatch(tg404, 'PartitionRecord.EligibleLeaderReplicas', pos)
            elif tg404 == 2:
                n408 = buf[pos] - 1
                if 0 <= n408 < 64:
                    o.last_known_elr = list(_A_i[n408].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n408
                else:
                    o.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionRecord.LastKnownElr')
                if pos != x406:
                    raise _tag_size_mismatch(tg404, 'PartitionRecord.LastKnownElr', pos)
            elif tg404 == 1000:
                o.last_known_leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x406:
                    raise _tag_size_mismatch(tg404, 'PartitionRecord.LastKnownLeader', pos)
            else:
                if uk403 is None:
                    uk403 = []
                uk403.append((tg404, bytes(buf[pos:x406])))
                pos = x406
        o._unknown_tags = uk403
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
    s409 = o.resource_name
    b410 = s409.encode()
    n411 = len(b410) + 1
    a(_UV[n411] if n411 < 128 else _uv(n411))
    a(b410)
    s412 = o.name
    b413 = s412.encode()
    n414 = len(b413) + 1
    a(_UV[n414] if n414 < 128 else _uv(n414))
    a(b413)
    s415 = o.value
    if s415 is None:
        a(_H0)
    else:
        b416 = s415.encode()
        n417 = len(b416) + 1
        a(_UV[n417] if n417 < 128 else _uv(n417))
        a(b416)
    u418 = o._unknown_tags
    if u418 is None:
        a(_H0)
    else:
        _write_tags(a, None, u418)
    return b''.join(parts)


def _dec_ConfigRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ConfigRecord)
    o.resource_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n419 = buf[pos] - 1
    if 0 <= n419 < 127:
        x420 = pos + 1 + n419
        if x420 > blen:
            raise _bad_length(n419, 'ConfigRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x420], 'utf-8')
        pos = x420
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'ConfigRecord.ResourceName')
    n421 = buf[pos] - 1
    if 0 <= n421 < 127:
        x422 = pos + 1 + n421
        if x422 > blen:
            raise _bad_length(n421, 'ConfigRecord.Name', pos)
        o.name = str(buf[pos + 1:x422], 'utf-8')
        pos = x422
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'ConfigRecord.Name')
    n423 = buf[pos] - 1
    if 0 <= n423 < 127:
        x424 = pos + 1 + n423
        if x424 > blen:
            raise _bad_length(n423, 'ConfigRecord.Value', pos)
        o.value = str(buf[pos + 1:x424], 'utf-8')
        pos = x424
    else:
        o.value, pos = _read_string(buf, pos, True, True, 'ConfigRecord.Value')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt425, pos = _ruv(buf, pos)
        if nt425 * 2 > blen - pos:
            raise _array_too_long(nt425, 'ConfigRecord._tagged_fields', pos)
        uk426 = None
        for _ in range(nt425):
            tg427, pos = _ruv(buf, pos)
            sz428, pos = _ruv(buf, pos)
            x429 = pos + sz428
            if x429 > blen:
                raise _bad_length(sz428, 'ConfigRecord._tagged_fields', pos)
            if uk426 is None:
                uk426 = []
            uk426.append((tg427, bytes(buf[pos:x429])))
            pos = x429
        o._unknown_tags = uk426
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
    k430 = []
    if o.isr is not None:
        p431 = []
        l432 = o.isr
        if l432 is None:
            p431.append(_H0)
        else:
            n433 = len(l432)
            if n433 < 64:
                p431.append(_CA_i[n433].pack(n433 + 1, *l432))
            else:
                p431.append(_encode_array('i', l432, True))
        k430.append((0, b''.join(p431)))
    if o.leader != -2:
        p434 = []
        p434.append(_S_i.pack(o.leader))
        k430.append((1, b''.join(p434)))
    if o.replicas is not None:
        p435 = []
        l436 = o.replicas
        if l436 is None:
            p435.append(_H0)
        else:
            n437 = len(l436)
            if n437 < 64:
                p435.append(_CA_i[n437].pack(n437 + 1, *l436))
            else:
                p435.append(_encode_array('i', l436, True))
        k430.append((2, b''.join(p435)))
    if o.removing_replicas is not None:
        p438 = []
        l439 = o.removing_replicas
        if l439 is None:
            p438.append(_H0)
        else:
            n440 = len(l439)
            if n440 < 64:
                p438.append(_CA_i[n440].pack(n440 + 1, *l439))
            else:
                p438.append(_encode_array('i', l439, True))
        k430.append((3, b''.join(p438)))
    if o.adding_replicas is not None:
        p441 = []
        l442 = o.adding_replicas
        if l442 is None:
            p441.append(_H0)
        else:
            n443 = len(l442)
            if n443 < 64:
                p441.append(_CA_i[n443].pack(n443 + 1, *l442))
            else:
                p441.append(_encode_array('i', l442, True))
        k430.append((4, b''.join(p441)))
    if o.leader_recovery_state != -1:
        p444 = []
        p444.append(_S_b.pack(o.leader_recovery_state))
        k430.append((5, b''.join(p444)))
    u445 = o._unknown_tags
    if k430 or u445 is not None:
        _write_tags(a, k430, u445)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u446 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u446)
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
        nt447, pos = _ruv(buf, pos)
        if nt447 * 2 > blen - pos:
            raise _array_too_long(nt447, 'PartitionChangeRecord._tagged_fields', pos)
        uk448 = None
        for _ in range(nt447):
            tg449, pos = _ruv(buf, pos)
            sz450, pos = _ruv(buf, pos)
            x451 = pos + sz450
            if x451 > blen:
                raise _bad_length(sz450, 'PartitionChangeRecord._tagged_fields', pos)
            if tg449 == 0:
                n452 = buf[pos] - 1
                if 0 <= n452 < 64:
                    o.isr = list(_A_i[n452].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n452
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x451:
                    raise _tag_size_mismatch(tg449, 'PartitionChangeRecord.Isr', pos)
            elif tg449 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x451:
                    raise _tag_size_mismatch(tg449, 'PartitionChangeRecord.Leader', pos)
            elif tg449 == 2:
                n453 = buf[pos] - 1
                if 0 <= n453 < 64:
                    o.replicas = list(_A_i[n453].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n453
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x451:
                    raise _tag_size_mismatch(tg449, 'PartitionChangeRecord.Replicas', pos)
            elif tg449 == 3:
                n454 = buf[pos] - 1
                if 0 <= n454 < 64:
                    o.removing_replicas = list(_A_i[n454].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n454
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x451:
                    raise _tag_size_mismatch(tg449, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg449 == 4:
                n455 = buf[pos] - 1
                if 0 <= n455 < 64:
                    o.adding_replicas = list(_A_i[n455].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n455
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x451:
                    raise _tag_size_mismatch(tg449, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg449 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x451:
                    raise _tag_size_mismatch(tg449, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            else:
                if uk448 is None:
                    uk448 = []
                uk448.append((tg449, bytes(buf[pos:x451])))
                pos = x451
        o._unknown_tags = uk448
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
    k456 = []
    if o.isr is not None:
        p457 = []
        l458 = o.isr
        if l458 is None:
            p457.append(_H0)
        else:
            n459 = len(l458)
            if n459 < 64:
                p457.append(_CA_i[n459].pack(n459 + 1, *l458))
            else:
                p457.append(_encode_array('i', l458, True))
        k456.append((0, b''.join(p457)))
    if o.leader != -2:
        p460 = []
        p460.append(_S_i.pack(o.leader))
        k456.append((1, b''.join(p460)))
    if o.replicas is not None:
        p461 = []
        l462 = o.replicas
        if l462 is None:
            p461.append(_H0)
        else:
            n463 = len(l462)
            if n463 < 64:
                p461.append(_CA_i[n463].pack(n463 + 1, *l462))
            else:
                p461.append(_encode_array('i', l462, True))
        k456.append((2, b''.join(p461)))
    if o.removing_replicas is not None:
        p464 = []
        l465 = o.removing_replicas
        if l465 is None:
            p464.append(_H0)
        else:
            n466 = len(l465)
            if n466 < 64:
                p464.append(_CA_i[n466].pack(n466 + 1, *l465))
            else:
                p464.append(_encode_array('i', l465, True))
        k456.append((3, b''.join(p464)))
    if o.adding_replicas is not None:
        p467 = []
        l468 = o.adding_replicas
        if l468 is None:
            p467.append(_H0)
        else:
            n469 = len(l468)
            if n469 < 64:
                p467.append(_CA_i[n469].pack(n469 + 1, *l468))
            else:
                p467.append(_encode_array('i', l468, True))
        k456.append((4, b''.join(p467)))
    if o.leader_recovery_state != -1:
        p470 = []
        p470.append(_S_b.pack(o.leader_recovery_state))
        k456.append((5, b''.join(p470)))
    if o.directories is not None:
        p471 = []
        l472 = o.directories
        if l472 is None:
            p471.append(_H0)
        else:
            n473 = len(l472) + 1
            p471.append(_UV[n473] if n473 < 128 else _uv(n473))
            for e474 in l472:
                p471.append(_S_U.pack(e474.bytes))
        k456.append((8, b''.join(p471)))
    u475 = o._unknown_tags
    if k456 or u475 is not None:
        _write_tags(a, k456, u475)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v1(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u476 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u476)
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
        nt477, pos = _ruv(buf, pos)
        if nt477 * 2 > blen - pos:
            raise _array_too_long(nt477, 'PartitionChangeRecord._tagged_fields', pos)
        uk478 = None
        for _ in range(nt477):
            tg479, pos = _ruv(buf, pos)
            sz480, pos = _ruv(buf, pos)
            x481 = pos + sz480
            if x481 > blen:
                raise _bad_length(sz480, 'PartitionChangeRecord._tagged_fields', pos)
            if tg479 == 0:
                n482 = buf[pos] - 1
                if 0 <= n482 < 64:
                    o.isr = list(_A_i[n482].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n482
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.Isr', pos)
            elif tg479 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.Leader', pos)
            elif tg479 == 2:
                n483 = buf[pos] - 1
                if 0 <= n483 < 64:
                    o.replicas = list(_A_i[n483].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n483
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.Replicas', pos)
            elif tg479 == 3:
                n484 = buf[pos] - 1
                if 0 <= n484 < 64:
                    o.removing_replicas = list(_A_i[n484].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n484
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg479 == 4:
                n485 = buf[pos] - 1
                if 0 <= n485 < 64:
                    o.adding_replicas = list(_A_i[n485].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n485
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg479 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            elif tg479 == 8:
                n486 = buf[pos] - 1
                if -1 <= n486 < 127:
                    pos += 1
                else:
                    n486, pos = _read_array_len(buf, pos, True, True, 16, 'PartitionChangeRecord.Directories')
                if n486 < 0:
                    o.directories = None
                else:
                    l487 = []
                    ap488 = l487.append
                    for _ in range(n486):
                        u490, = _S_U.unpack_from(buf, pos)
                        v489 = _uuid_from(u490)
                        pos += 16
                        ap488(v489)
                    o.directories = l487
                if pos != x481:
                    raise _tag_size_mismatch(tg479, 'PartitionChangeRecord.Directories', pos)
            else:
                if uk478 is None:
                    uk478 = []
                uk478.append((tg479, bytes(buf[pos:x481])))
                pos = x481
        o._unknown_tags = uk478
    return o, pos


def _enc_PartitionChangeRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    k491 = []
    if o.isr is not None:
        p492 = []
        l493 = o.isr
        if l493 is None:
            p492.append(_H0)
        else:
            n494 = len(l493)
            if n494 < 64:
                p492.append(_CA_i[n494].pack(n494 + 1, *l493))
            else:
                p492.append(_encode_array('i', l493, True))
        k491.append((0, b''.join(p492)))
    if o.leader != -2:
        p495 = []
        p495.append(_S_i.pack(o.leader))
        k491.append((1, b''.join(p495)))
    if o.replicas is not None:
        p496 = []
        l497 = o.replicas
        if l497 is None:
            p496.append(_H0)
        else:
            n498 = len(l497)
            if n498 < 64:
                p496.append(_CA_i[n498].pack(n498 + 1, *l497))
            else:
                p496.append(_encode_array('i', l497, True))
        k491.append((2, b''.join(p496)))
    if o.removing_replicas is not None:
        p499 = []
        l500 = o.removing_replicas
        if l500 is None:
            p499.append(_H0)
        else:
            n501 = len(l500)
            if n501 < 64:
                p499.append(_CA_i[n501].pack(n501 + 1, *l500))
            else:
                p499.append(_encode_array('i', l500, True))
        k491.append((3, b''.join(p499)))
    if o.adding_replicas is not None:
        p502 = []
        l503 = o.adding_replicas
        if l503 is None:
            p502.append(_H0)
        else:
            n504 = len(l503)
            if n504 < 64:
                p502.append(_CA_i[n504].pack(n504 + 1, *l503))
            else:
                p502.append(_encode_array('i', l503, True))
        k491.append((4, b''.join(p502)))
    if o.leader_recovery_state != -1:
        p505 = []
        p505.append(_S_b.pack(o.leader_recovery_state))
        k491.append((5, b''.join(p505)))
    if o.eligible_leader_replicas is not None:
        p506 = []
        l507 = o.eligible_leader_replicas
        if l507 is None:
            p506.append(_H0)
        else:
            n508 = len(l507)
            if n508 < 64:
                p506.append(_CA_i[n508].pack(n508 + 1, *l507))
            else:
                p506.append(_encode_array('i', l507, True))
        k491.append((6, b''.join(p506)))
    if o.last_known_elr is not None:
        p509 = []
        l510 = o.last_known_elr
        if l510 is None:
            p509.append(_H0)
        else:
            n511 = len(l510)
            if n511 < 64:
                p509.append(_CA_i[n511].pack(n511 + 1, *l510))
            else:
                p509.append(_encode_array('i', l510, True))
        k491.append((7, b''.join(p509)))
    if o.directories is not None:
        p512 = []
        l513 = o.directories
        if l513 is None:
            p512.append(_H0)
        else:
            n514 = len(l513) + 1
            p512.append(_UV[n514] if n514 < 128 else _uv(n514))
            for e515 in l513:
                p512.append(_S_U.pack(e515.bytes))
        k491.append((8, b''.join(p512)))
    if o.last_known_leader != -2:
        p516 = []
        p516.append(_S_i.pack(o.last_known_leader))
        k491.append((1000, b''.join(p516)))
    u517 = o._unknown_tags
    if k491 or u517 is not None:
        _write_tags(a, k491, u517)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v2(buf, pos):
    blen = len(buf)
    o = _new(PartitionChangeRecord)
    o.partition_id, u518 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.topic_id = _uuid_from(u518)
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
        nt519, pos = _ruv(buf, pos)
        if nt519 * 2 > blen - pos:
            raise _array_too_long(nt519, 'PartitionChangeRecord._tagged_fields', pos)
        uk520 = None
        for _ in range(nt519):
            tg521, pos = _ruv(buf, pos)
            sz522, pos = _ruv(buf, pos)
            x523 = pos + sz522
            if x523 > blen:
                raise _bad_length(sz522, 'PartitionChangeRecord._tagged_fields', pos)
            if tg521 == 0:
                n524 = buf[pos] - 1
                if 0 <= n524 < 64:
                    o.isr = list(_A_i[n524].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n524
                else:
                    o.isr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Isr')
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.Isr', pos)
            elif tg521 == 1:
                o.leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.Leader', pos)
            elif tg521 == 2:
                n525 = buf[pos] - 1
                if 0 <= n525 < 64:
                    o.replicas = list(_A_i[n525].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n525
                else:
                    o.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.Replicas')
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.Replicas', pos)
            elif tg521 == 3:
                n526 = buf[pos] - 1
                if 0 <= n526 < 64:
                    o.removing_replicas = list(_A_i[n526].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n526
                else:
                    o.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.RemovingReplicas')
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.RemovingReplicas', pos)
            elif tg521 == 4:
                n527 = buf[pos] - 1
                if 0 <= n527 < 64:
                    o.adding_replicas = list(_A_i[n527].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n527
                else:
                    o.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.AddingReplicas')
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.AddingReplicas', pos)
            elif tg521 == 5:
                o.leader_recovery_state, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.LeaderRecoveryState', pos)
            elif tg521 == 8:
                n528 = buf[pos] - 1
                if -1 <= n528 < 127:
                    pos += 1
                else:
                    n528, pos = _read_array_len(buf, pos, True, True, 16, 'PartitionChangeRecord.Directories')
                if n528 < 0:
                    o.directories = None
                else:
                    l529 = []
                    ap530 = l529.append
                    for _ in range(n528):
                        u532, = _S_U.unpack_from(buf, pos)
                        v531 = _uuid_from(u532)
                        pos += 16
                        ap530(v531)
                    o.directories = l529
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.Directories', pos)
            elif tg521 == 6:
                n533 = buf[pos] - 1
                if 0 <= n533 < 64:
                    o.eligible_leader_replicas = list(_A_i[n533].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n533
                else:
                    o.eligible_leader_replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.EligibleLeaderReplicas')
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.EligibleLeaderReplicas', pos)
            elif tg521 == 7:
                n534 = buf[pos] - 1
                if 0 <= n534 < 64:
                    o.last_known_elr = list(_A_i[n534].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n534
                else:
                    o.last_known_elr, pos = _read_fixed_array(buf, pos, 'i', True, True, 'PartitionChangeRecord.LastKnownElr')
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.LastKnownElr', pos)
            elif tg521 == 1000:
                o.last_known_leader, = _S_i.unpack_from(buf, pos)
                pos += 4
                if pos != x523:
                    raise _tag_size_mismatch(tg521, 'PartitionChangeRecord.LastKnownLeader', pos)
            else:
                if uk520 is None:
                    uk520 = []
                uk520.append((tg521, bytes(buf[pos:x523])))
                pos = x523
        o._unknown_tags = uk520
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
    u535 = o._unknown_tags
    if u535 is None:
        a(_H0)
    else:
        _write_tags(a, None, u535)
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
        nt536, pos = _ruv(buf, pos)
        if nt536 * 2 > blen - pos:
            raise _array_too_long(nt536, 'FenceBrokerRecord._tagged_fields', pos)
        uk537 = None
        for _ in range(nt536):
            tg538, pos = _ruv(buf, pos)
            sz539, pos = _ruv(buf, pos)
            x540 = pos + sz539
            if x540 > blen:
                raise _bad_length(sz539, 'FenceBrokerRecord._tagged_fields', pos)
            if uk537 is None:
                uk537 = []
            uk537.append((tg538, bytes(buf[pos:x540])))
            pos = x540
        o._unknown_tags = uk537
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
    u541 = o._unknown_tags
    if u541 is None:
        a(_H0)
    else:
        _write_tags(a, None, u541)
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
        nt542, pos = _ruv(buf, pos)
        if nt542 * 2 > blen - pos:
            raise _array_too_long(nt542, 'UnfenceBrokerRecord._tagged_fields', pos)
        uk543 = None
        for _ in range(nt542):
            tg544, pos = _ruv(buf, pos)
            sz545, pos = _ruv(buf, pos)
            x546 = pos + sz545
            if x546 > blen:
                raise _bad_length(sz545, 'UnfenceBrokerRecord._tagged_fields', pos)
            if uk543 is None:
                uk543 = []
            uk543.append((tg544, bytes(buf[pos:x546])))
            pos = x546
        o._unknown_tags = uk543
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
    u547 = o._unknown_tags
    if u547 is None:
        a(_H0)
    else:
        _write_tags(a, None, u547)
    return b''.join(parts)


def _dec_RemoveTopicRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveTopicRecord)
    u548, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.topic_id = _uuid_from(u548)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt549, pos = _ruv(buf, pos)
        if nt549 * 2 > blen - pos:
            raise _array_too_long(nt549, 'RemoveTopicRecord._tagged_fields', pos)
        uk550 = None
        for _ in range(nt549):
            tg551, pos = _ruv(buf, pos)
            sz552, pos = _ruv(buf, pos)
            x553 = pos + sz552
            if x553 > blen:
                raise _bad_length(sz552, 'RemoveTopicRecord._tagged_fields', pos)
            if uk550 is None:
                uk550 = []
            uk550.append((tg551, bytes(buf[pos:x553])))
            pos = x553
        o._unknown_tags = uk550
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
    s554 = o.name
    b555 = s554.encode()
    n556 = len(b555) + 1
    a(_UV[n556] if n556 < 128 else _uv(n556))
    a(b555)
    a(_S_b.pack(o.mechanism))
    s557 = o.salt
    n558 = len(s557) + 1
    a(_UV[n558] if n558 < 128 else _uv(n558))
    a(s557)
    s559 = o.stored_key
    n560 = len(s559) + 1
    a(_UV[n560] if n560 < 128 else _uv(n560))
    a(s559)
    s561 = o.server_key
    n562 = len(s561) + 1
    a(_UV[n562] if n562 < 128 else _uv(n562))
    a(s561)
    a(_S_i.pack(o.iterations))
    u563 = o._unknown_tags
    if u563 is None:
        a(_H0)
    else:
        _write_tags(a, None, u563)
    return b''.join(parts)


def _dec_UserScramCredentialRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(UserScramCredentialRecord)
    n564 = buf[pos] - 1
    if 0 <= n564 < 127:
        x565 = pos + 1 + n564
        if x565 > blen:
            raise _bad_length(n564, 'UserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x565], 'utf-8')
        pos = x565
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'UserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    n566 = buf[pos]
    if n566 < 128:
        pos += 1
    else:
        n566, pos = _ruv(buf, pos)
    n566 -= 1
    if n566 >= 0:
        x567 = pos + n566
        if x567 > blen:
            raise _bad_length(n566, 'UserScramCredentialRecord.Salt', pos)
        o.salt = bytes(buf[pos:x567])
        pos = x567
    else:
        raise _unexpected_null('UserScramCredentialRecord.Salt', pos) if n566 == -1 else _bad_length(n566, 'UserScramCredentialRecord.Salt', pos)
    n568 = buf[pos]
    if n568 < 128:
        pos += 1
    else:
        n568, pos = _ruv(buf, pos)
    n568 -= 1
    if n568 >= 0:
        x569 = pos + n568
        if x569 > blen:
            raise _bad_length(n568, 'UserScramCredentialRecord.StoredKey', pos)
        o.stored_key = bytes(buf[pos:x569])
        pos = x569
    else:
        raise _unexpected_null('UserScramCredentialRecord.StoredKey', pos) if n568 == -1 else _bad_length(n568, 'UserScramCredentialRecord.StoredKey', pos)
    n570 = buf[pos]
    if n570 < 128:
        pos += 1
    else:
        n570, pos = _ruv(buf, pos)
    n570 -= 1
    if n570 >= 0:
        x571 = pos + n570
        if x571 > blen:
            raise _bad_length(n570, 'UserScramCredentialRecord.ServerKey', pos)
        o.server_key = bytes(buf[pos:x571])
        pos = x571
    else:
        raise _unexpected_null('UserScramCredentialRecord.ServerKey', pos) if n570 == -1 else _bad_length(n570, 'UserScramCredentialRecord.ServerKey', pos)
    o.iterations, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt572, pos = _ruv(buf, pos)
        if nt572 * 2 > blen - pos:
            raise _array_too_long(nt572, 'UserScramCredentialRecord._tagged_fields', pos)
        uk573 = None
        for _ in range(nt572):
            tg574, pos = _ruv(buf, pos)
            sz575, pos = _ruv(buf, pos)
            x576 = pos + sz575
            if x576 > blen:
                raise _bad_length(sz575, 'UserScramCredentialRecord._tagged_fields', pos)
            if uk573 is None:
                uk573 = []
            uk573.append((tg574, bytes(buf[pos:x576])))
            pos = x576
        o._unknown_tags = uk573
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
    s577 = o.name
    b578 = s577.encode()
    n579 = len(b578) + 1
    a(_UV[n579] if n579 < 128 else _uv(n579))
    a(b578)
    a(_S_h.pack(o.feature_level))
    u580 = o._unknown_tags
    if u580 is None:
        a(_H0)
    else:
        _write_tags(a, None, u580)
    return b''.join(parts)


def _dec_FeatureLevelRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(FeatureLevelRecord)
    n581 = buf[pos] - 1
    if 0 <= n581 < 127:
        x582 = pos + 1 + n581
        if x582 > blen:
            raise _bad_length(n581, 'FeatureLevelRecord.Name', pos)
        o.name = str(buf[pos + 1:x582], 'utf-8')
        pos = x582
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'FeatureLevelRecord.Name')
    o.feature_level, = _S_h.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt583, pos = _ruv(buf, pos)
        if nt583 * 2 > blen - pos:
            raise _array_too_long(nt583, 'FeatureLevelRecord._tagged_fields', pos)
        uk584 = None
        for _ in range(nt583):
            tg585, pos = _ruv(buf, pos)
            sz586, pos = _ruv(buf, pos)
            x587 = pos + sz586
            if x587 > blen:
                raise _bad_length(sz586, 'FeatureLevelRecord._tagged_fields', pos)
            if uk584 is None:
                uk584 = []
            uk584.append((tg585, bytes(buf[pos:x587])))
            pos = x587
        o._unknown_tags = uk584
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
    u588 = o._unknown_tags
    if u588 is None:
        a(_H0)
    else:
        _write_tags(a, None, u588)
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
        nt589, pos = _ruv(buf, pos)
        if nt589 * 2 > blen - pos:
            raise _array_too_long(nt589, 'ProducerIdsRecord._tagged_fields', pos)
        uk590 = None
        for _ in range(nt589):
            tg591, pos = _ruv(buf, pos)
            sz592, pos = _ruv(buf, pos)
            x593 = pos + sz592
            if x593 > blen:
                raise _bad_length(sz592, 'ProducerIdsRecord._tagged_fields', pos)
            if uk590 is None:
                uk590 = []
            uk590.append((tg591, bytes(buf[pos:x593])))
            pos = x593
        o._unknown_tags = uk590
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
    k594 = []
    if o.fenced != 0:
        p595 = []
        p595.append(_S_b.pack(o.fenced))
        k594.append((0, b''.join(p595)))
    u596 = o._unknown_tags
    if k594 or u596 is not None:
        _write_tags(a, k594, u596)
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
        nt597, pos = _ruv(buf, pos)
        if nt597 * 2 > blen - pos:
            raise _array_too_long(nt597, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk598 = None
        for _ in range(nt597):
            tg599, pos = _ruv(buf, pos)
            sz600, pos = _ruv(buf, pos)
            x601 = pos + sz600
            if x601 > blen:
                raise _bad_length(sz600, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg599 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x601:
                    raise _tag_size_mismatch(tg599, 'BrokerRegistrationChangeRecord.Fenced', pos)
            else:
                if uk598 is None:
                    uk598 = []
                uk598.append((tg599, bytes(buf[pos:x601])))
                pos = x601
        o._unknown_tags = uk598
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v1(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.log_dirs:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'LogDirs', 1)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 1)
    k602 = []
    if o.fenced != 0:
        p603 = []
        p603.append(_S_b.pack(o.fenced))
        k602.append((0, b''.join(p603)))
    if o.in_controlled_shutdown != 0:
        p604 = []
        p604.append(_S_b.pack(o.in_controlled_shutdown))
        k602.append((1, b''.join(p604)))
    u605 = o._unknown_tags
    if k602 or u605 is not None:
        _write_tags(a, k602, u605)
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
        nt606, pos = _ruv(buf, pos)
        if nt606 * 2 > blen - pos:
            raise _array_too_long(nt606, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk607 = None
        for _ in range(nt606):
            tg608, pos = _ruv(buf, pos)
            sz609, pos = _ruv(buf, pos)
            x610 = pos + sz609
            if x610 > blen:
                raise _bad_length(sz609, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg608 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x610:
                    raise _tag_size_mismatch(tg608, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg608 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x610:
                    raise _tag_size_mismatch(tg608, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            else:
                if uk607 is None:
                    uk607 = []
                uk607.append((tg608, bytes(buf[pos:x610])))
                pos = x610
        o._unknown_tags = uk607
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v2(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 2)
    k611 = []
    if o.fenced != 0:
        p612 = []
        p612.append(_S_b.pack(o.fenced))
        k611.append((0, b''.join(p612)))
    if o.in_controlled_shutdown != 0:
        p613 = []
        p613.append(_S_b.pack(o.in_controlled_shutdown))
        k611.append((1, b''.join(p613)))
    if o.log_dirs:
        p614 = []
        l615 = o.log_dirs
        n616 = len(l615) + 1
        p614.append(_UV[n616] if n616 < 128 else _uv(n616))
        for e617 in l615:
            p614.append(_S_U.pack(e617.bytes))
        k611.append((2, b''.join(p614)))
    u618 = o._unknown_tags
    if k611 or u618 is not None:
        _write_tags(a, k611, u618)
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
        nt619, pos = _ruv(buf, pos)
        if nt619 * 2 > blen - pos:
            raise _array_too_long(nt619, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk620 = None
        for _ in range(nt619):
            tg621, pos = _ruv(buf, pos)
            sz622, pos = _ruv(buf, pos)
            x623 = pos + sz622
            if x623 > blen:
                raise _bad_length(sz622, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg621 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x623:
                    raise _tag_size_mismatch(tg621, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg621 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x623:
                    raise _tag_size_mismatch(tg621, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg621 == 2:
                n624 = buf[pos] - 1
                if 0 <= n624 < 127:
                    pos += 1
                else:
                    n624, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l625 = []
                ap626 = l625.append
                for _ in range(n624):
                    u628, = _S_U.unpack_from(buf, pos)
                    v627 = _uuid_from(u628)
                    pos += 16
                    ap626(v627)
                o.log_dirs = l625
                if pos != x623:
                    raise _tag_size_mismatch(tg621, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            else:
                if uk620 is None:
                    uk620 = []
                uk620.append((tg621, bytes(buf[pos:x623])))
                pos = x623
        o._unknown_tags = uk620
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v3(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    k629 = []
    if o.fenced != 0:
        p630 = []
        p630.append(_S_b.pack(o.fenced))
        k629.append((0, b''.join(p630)))
    if o.in_controlled_shutdown != 0:
        p631 = []
        p631.append(_S_b.pack(o.in_controlled_shutdown))
        k629.append((1, b''.join(p631)))
    if o.log_dirs:
        p632 = []
        l633 = o.log_dirs
        n634 = len(l633) + 1
        p632.append(_UV[n634] if n634 < 128 else _uv(n634))
        for e635 in l633:
            p632.append(_S_U.pack(e635.bytes))
        k629.append((2, b''.join(p632)))
    if o.cordoned_log_dirs is not None:
        p636 = []
        l637 = o.cordoned_log_dirs
        if l637 is None:
            p636.append(_H0)
        else:
            n638 = len(l637) + 1
            p636.append(_UV[n638] if n638 < 128 else _uv(n638))
            for e639 in l637:
                p636.append(_S_U.pack(e639.bytes))
        k629.append((3, b''.join(p636)))
    u640 = o._unknown_tags
    if k629 or u640 is not None:
        _write_tags(a, k629, u640)
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
        nt641, pos = _ruv(buf, pos)
        if nt641 * 2 > blen - pos:
            raise _array_too_long(nt641, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk642 = None
        for _ in range(nt641):
            tg643, pos = _ruv(buf, pos)
            sz644, pos = _ruv(buf, pos)
            x645 = pos + sz644
            if x645 > blen:
                raise _bad_length(sz644, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg643 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x645:
                    raise _tag_size_mismatch(tg643, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg643 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x645:
                    raise _tag_size_mismatch(tg643, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg643 == 2:
                n646 = buf[pos] - 1
                if 0 <= n646 < 127:
                    pos += 1
                else:
                    n646, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l647 = []
                ap648 = l647.append
                for _ in range(n646):
                    u650, = _S_U.unpack_from(buf, pos)
                    v649 = _uuid_from(u650)
                    pos += 16
                    ap648(v649)
                o.log_dirs = l647
                if pos != x645:
                    raise _tag_size_mismatch(tg643, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            elif tg643 == 3:
                n651 = buf[pos] - 1
                if -1 <= n651 < 127:
                    pos += 1
                else:
                    n651, pos = _read_array_len(buf, pos, True, True, 16, 'BrokerRegistrationChangeRecord.CordonedLogDirs')
                if n651 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l652 = []
                    ap653 = l652.append
                    for _ in range(n651):
                        u655, = _S_U.unpack_from(buf, pos)
                        v654 = _uuid_from(u655)
                        pos += 16
                        ap653(v654)
                    o.cordoned_log_dirs = l652
                if pos != x645:
                    raise _tag_size_mismatch(tg643, 'BrokerRegistrationChangeRecord.CordonedLogDirs', pos)
            else:
                if uk642 is None:
                    uk642 = []
                uk642.append((tg643, bytes(buf[pos:x645])))
                pos = x645
        o._unknown_tags = uk642
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
    s656 = o.resource_name
    b657 = s656.encode()
    n658 = len(b657) + 1
    a(_UV[n658] if n658 < 128 else _uv(n658))
    a(b657)
    a(_S_b.pack(o.pattern_type))
    s659 = o.principal
    b660 = s659.encode()
    n661 = len(b660) + 1
    a(_UV[n661] if n661 < 128 else _uv(n661))
    a(b660)
    s662 = o.host
    b663 = s662.encode()
    n664 = len(b663) + 1
    a(_UV[n664] if n664 < 128 else _uv(n664))
    a(b663)
    a(_S_bb.pack(o.operation, o.permission_type))
    u665 = o._unknown_tags
    if u665 is None:
        a(_H0)
    else:
        _write_tags(a, None, u665)
    return b''.join(parts)


def _dec_AccessControlEntryRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(AccessControlEntryRecord)
    u666, o.resource_type = _S_Ub.unpack_from(buf, pos)
    pos += 17
    o.id = _uuid_from(u666)
    n667 = buf[pos] - 1
    if 0 <= n667 < 127:
        x668 = pos + 1 + n667
        if x668 > blen:
            raise _bad_length(n667, 'AccessControlEntryRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x668], 'utf-8')
        pos = x668
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.ResourceName')
    o.pattern_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n669 = buf[pos] - 1
    if 0 <= n669 < 127:
        x670 = pos + 1 + n669
        if x670 > blen:
            raise _bad_length(n669, 'AccessControlEntryRecord.Principal', pos)
        o.principal = str(buf[pos + 1:x670], 'utf-8')
        pos = x670
    else:
        o.principal, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Principal')
    n671 = buf[pos] - 1
    if 0 <= n671 < 127:
        x672 = pos + 1 + n671
        if x672 > blen:
            raise _bad_length(n671, 'AccessControlEntryRecord.Host', pos)
        o.host = str(buf[pos + 1:x672], 'utf-8')
        pos = x672
    else:
        o.host, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Host')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt673, pos = _ruv(buf, pos)
        if nt673 * 2 > blen - pos:
            raise _array_too_long(nt673, 'AccessControlEntryRecord._tagged_fields', pos)
        uk674 = None
        for _ in range(nt673):
            tg675, pos = _ruv(buf, pos)
            sz676, pos = _ruv(buf, pos)
            x677 = pos + sz676
            if x677 > blen:
                raise _bad_length(sz676, 'AccessControlEntryRecord._tagged_fields', pos)
            if uk674 is None:
                uk674 = []
            uk674.append((tg675, bytes(buf[pos:x677])))
            pos = x677
        o._unknown_tags = uk674
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
    u678 = o._unknown_tags
    if u678 is None:
        a(_H0)
    else:
        _write_tags(a, None, u678)
    return b''.join(parts)


def _dec_RemoveAccessControlEntryRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveAccessControlEntryRecord)
    u679, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.id = _uuid_from(u679)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt680, pos = _ruv(buf, pos)
        if nt680 * 2 > blen - pos:
            raise _array_too_long(nt680, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
        uk681 = None
        for _ in range(nt680):
            tg682, pos = _ruv(buf, pos)
            sz683, pos = _ruv(buf, pos)
            x684 = pos + sz683
            if x684 > blen:
                raise _bad_length(sz683, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
            if uk681 is None:
                uk681 = []
            uk681.append((tg682, bytes(buf[pos:x684])))
            pos = x684
        o._unknown_tags = uk681
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
    u685 = o._unknown_tags
    if u685 is None:
        a(_H0)
    else:
        _write_tags(a, None, u685)
    return b''.join(parts)


def _dec_NoOpRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(NoOpRecord)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt686, pos = _ruv(buf, pos)
        if nt686 * 2 > blen - pos:
            raise _array_too_long(nt686, 'NoOpRecord._tagged_fields', pos)
        uk687 = None
        for _ in range(nt686):
            tg688, pos = _ruv(buf, pos)
            sz689, pos = _ruv(buf, pos)
            x690 = pos + sz689
            if x690 > blen:
                raise _bad_length(sz689, 'NoOpRecord._tagged_fields', pos)
            if uk687 is None:
                uk687 = []
            uk687.append((tg688, bytes(buf[pos:x690])))
            pos = x690
        o._unknown_tags = uk687
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
    s691 = o.name
    b692 = s691.encode()
    n693 = len(b692) + 1
    a(_UV[n693] if n693 < 128 else _uv(n693))
    a(b692)
    a(_S_b.pack(o.mechanism))
    u694 = o._unknown_tags
    if u694 is None:
        a(_H0)
    else:
        _write_tags(a, None, u694)
    return b''.join(parts)


def _dec_RemoveUserScramCredentialRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(RemoveUserScramCredentialRecord)
    n695 = buf[pos] - 1
    if 0 <= n695 < 127:
        x696 = pos + 1 + n695
        if x696 > blen:
            raise _bad_length(n695, 'RemoveUserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x696], 'utf-8')
        pos = x696
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'RemoveUserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt697, pos = _ruv(buf, pos)
        if nt697 * 2 > blen - pos:
            raise _array_too_long(nt697, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
        uk698 = None
        for _ in range(nt697):
            tg699, pos = _ruv(buf, pos)
            sz700, pos = _ruv(buf, pos)
            x701 = pos + sz700
            if x701 > blen:
                raise _bad_length(sz700, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
            if uk698 is None:
                uk698 = []
            uk698.append((tg699, bytes(buf[pos:x701])))
            pos = x701
        o._unknown_tags = uk698
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
    s702 = o.topic_name
    b703 = s702.encode()
    n704 = len(b703) + 1
    a(_UV[n704] if n704 < 128 else _uv(n704))
    a(b703)
    u705 = o._unknown_tags
    if u705 is None:
        a(_H0)
    else:
        _write_tags(a, None, u705)
    return b''.join(parts)


def _dec_ClearElrRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(ClearElrRecord)
    n706 = buf[pos] - 1
    if 0 <= n706 < 127:
        x707 = pos + 1 + n706
        if x707 > blen:
            raise _bad_length(n706, 'ClearElrRecord.TopicName', pos)
        o.topic_name = str(buf[pos + 1:x707], 'utf-8')
        pos = x707
    else:
        o.topic_name, pos = _read_string(buf, pos, True, False, 'ClearElrRecord.TopicName')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt708, pos = _ruv(buf, pos)
        if nt708 * 2 > blen - pos:
            raise _array_too_long(nt708, 'ClearElrRecord._tagged_fields', pos)
        uk709 = None
        for _ in range(nt708):
            tg710, pos = _ruv(buf, pos)
            sz711, pos = _ruv(buf, pos)
            x712 = pos + sz711
            if x712 > blen:
                raise _bad_length(sz711, 'ClearElrRecord._tagged_fields', pos)
            if uk709 is None:
                uk709 = []
            uk709.append((tg710, bytes(buf[pos:x712])))
            pos = x712
        o._unknown_tags = uk709
    return o, pos


ClearElrRecord._ENC = {0: _enc_ClearElrRecord_v0}
ClearElrRecord._DEC = {0: _dec_ClearElrRecord_v0}


_LINES = {
    159: 'RegisterBrokerRecord.BrokerId',
    160: 'RegisterBrokerRecord.IsMigratingZkBroker',
    162: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    163: 'RegisterBrokerRecord.EndPoints',
    164: 'RegisterBrokerRecord.EndPoints',
    165: 'RegisterBrokerRecord.EndPoints',
    166: 'RegisterBrokerRecord.EndPoints',
    167: 'RegisterBrokerRecord.EndPoints.Name',
    168: 'RegisterBrokerRecord.EndPoints.Name',
    169: 'RegisterBrokerRecord.EndPoints.Name',
    170: 'RegisterBrokerRecord.EndPoints.Name',
    171: 'RegisterBrokerRecord.EndPoints.Name',
    172: 'RegisterBrokerRecord.EndPoints.Host',
    173: 'RegisterBrokerRecord.EndPoints.Host',
    174: 'RegisterBrokerRecord.EndPoints.Host',
    175: 'RegisterBrokerRecord.EndPoints.Host',
    176: 'RegisterBrokerRecord.EndPoints.Host',
    177: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    178: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    179: 'RegisterBrokerRecord.EndPoints',
    182: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    183: 'RegisterBrokerRecord.Features',
    184: 'RegisterBrokerRecord.Features',
    185: 'RegisterBrokerRecord.Features',
    186: 'RegisterBrokerRecord.Features',
    187: 'RegisterBrokerRecord.Features.Name',
    188: 'RegisterBrokerRecord.Features.Name',
    189: 'RegisterBrokerRecord.Features.Name',
    190: 'RegisterBrokerRecord.Features.Name',
    191: 'RegisterBrokerRecord.Features.Name',
    192: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    193: 'RegisterBrokerRecord.Features._unknown_tags',
    194: 'RegisterBrokerRecord.Features',
    197: 'RegisterBrokerRecord.Features._unknown_tags',
    198: 'RegisterBrokerRecord.Rack',
    199: 'RegisterBrokerRecord.Rack',
    200: 'RegisterBrokerRecord.Rack',
    201: 'RegisterBrokerRecord.Rack',
    202: 'RegisterBrokerRecord.Rack',
    203: 'RegisterBrokerRecord.Rack',
    204: 'RegisterBrokerRecord.Rack',
    205: 'RegisterBrokerRecord.Rack',
    206: 'RegisterBrokerRecord.Fenced',
    207: 'RegisterBrokerRecord.InControlledShutdown',
    209: 'RegisterBrokerRecord.LogDirs',
    211: 'RegisterBrokerRecord.CordonedLogDirs',
    213: 'RegisterBrokerRecord',
    214: 'RegisterBrokerRecord.PreviousCleanEpoch',
    215: 'RegisterBrokerRecord.PreviousCleanEpoch',
    216: 'RegisterBrokerRecord.PreviousCleanEpoch',
    217: 'RegisterBrokerRecord.PreviousCleanEpoch',
    218: 'RegisterBrokerRecord._unknown_tags',
    220: 'RegisterBrokerRecord._unknown_tags',
    229: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    232: 'RegisterBrokerRecord.EndPoints',
    236: 'RegisterBrokerRecord.EndPoints',
    241: 'RegisterBrokerRecord.EndPoints.Name',
    246: 'RegisterBrokerRecord.EndPoints.Name',
    249: 'RegisterBrokerRecord.EndPoints.Name',
    250: 'RegisterBrokerRecord.EndPoints.Host',
    255: 'RegisterBrokerRecord.EndPoints.Host',
    258: 'RegisterBrokerRecord.EndPoints.Host',
    259: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    261: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    265: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    270: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    271: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    282: 'RegisterBrokerRecord.Features',
    286: 'RegisterBrokerRecord.Features',
    291: 'RegisterBrokerRecord.Features.Name',
    296: 'RegisterBrokerRecord.Features.Name',
    299: 'RegisterBrokerRecord.Features.Name',
    300: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    302: 'RegisterBrokerRecord.Features._tagged_fields',
    306: 'RegisterBrokerRecord.Features._tagged_fields',
    311: 'RegisterBrokerRecord.Features._tagged_fields',
    312: 'RegisterBrokerRecord.Features._tagged_fields',
    323: 'RegisterBrokerRecord.Rack',
    328: 'RegisterBrokerRecord.Rack',
    331: 'RegisterBrokerRecord.Rack',
    332: 'RegisterBrokerRecord.Fenced',
    339: 'RegisterBrokerRecord._tagged_fields',
    343: 'RegisterBrokerRecord._tagged_fields',
    348: 'RegisterBrokerRecord._tagged_fields',
    349: 'RegisterBrokerRecord._tagged_fields',
    354: 'RegisterBrokerRecord.PreviousCleanEpoch',
    370: 'RegisterBrokerRecord.BrokerId',
    371: 'RegisterBrokerRecord.IsMigratingZkBroker',
    373: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    374: 'RegisterBrokerRecord.EndPoints',
    375: 'RegisterBrokerRecord.EndPoints',
    376: 'RegisterBrokerRecord.EndPoints',
    377: 'RegisterBrokerRecord.EndPoints',
    378: 'RegisterBrokerRecord.EndPoints.Name',
    379: 'RegisterBrokerRecord.EndPoints.Name',
    380: 'RegisterBrokerRecord.EndPoints.Name',
    381: 'RegisterBrokerRecord.EndPoints.Name',
    382: 'RegisterBrokerRecord.EndPoints.Name',
    383: 'RegisterBrokerRecord.EndPoints.Host',
    384: 'RegisterBrokerRecord.EndPoints.Host',
    385: 'RegisterBrokerRecord.EndPoints.Host',
    386: 'RegisterBrokerRecord.EndPoints.Host',
    387: 'RegisterBrokerRecord.EndPoints.Host',
    388: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    389: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    390: 'RegisterBrokerRecord.EndPoints',
    393: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    394: 'RegisterBrokerRecord.Features',
    395: 'RegisterBrokerRecord.Features',
    396: 'RegisterBrokerRecord.Features',
    397: 'RegisterBrokerRecord.Features',
    398: 'RegisterBrokerRecord.Features.Name',
    399: 'RegisterBrokerRecord.Features.Name',
    400: 'RegisterBrokerRecord.Features.Name',
    401: 'RegisterBrokerRecord.Features.Name',
    402: 'RegisterBrokerRecord.Features.Name',
    403: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    404: 'RegisterBrokerRecord.Features._unknown_tags',
    405: 'RegisterBrokerRecord.Features',
    408: 'RegisterBrokerRecord.Features._unknown_tags',
    409: 'RegisterBrokerRecord.Rack',
    410: 'RegisterBrokerRecord.Rack',
    411: 'RegisterBrokerRecord.Rack',
    412: 'RegisterBrokerRecord.Rack',
    413: 'RegisterBrokerRecord.Rack',
    414: 'RegisterBrokerRecord.Rack',
    415: 'RegisterBrokerRecord.Rack',
    416: 'RegisterBrokerRecord.Rack',
    417: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    418: 'RegisterBrokerRecord.LogDirs',
    420: 'RegisterBrokerRecord.CordonedLogDirs',
    422: 'RegisterBrokerRecord',
    423: 'RegisterBrokerRecord.PreviousCleanEpoch',
    424: 'RegisterBrokerRecord.PreviousCleanEpoch',
    425: 'RegisterBrokerRecord.PreviousCleanEpoch',
    426: 'RegisterBrokerRecord.PreviousCleanEpoch',
    427: 'RegisterBrokerRecord._unknown_tags',
    429: 'RegisterBrokerRecord._unknown_tags',
    438: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    441: 'RegisterBrokerRecord.EndPoints',
    445: 'RegisterBrokerRecord.EndPoints',
    450: 'RegisterBrokerRecord.EndPoints.Name',
    455: 'RegisterBrokerRecord.EndPoints.Name',
    458: 'RegisterBrokerRecord.EndPoints.Name',
    459: 'RegisterBrokerRecord.EndPoints.Host',
    464: 'RegisterBrokerRecord.EndPoints.Host',
    467: 'RegisterBrokerRecord.EndPoints.Host',
    468: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    470: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    474: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    479: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    480: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    491: 'RegisterBrokerRecord.Features',
    495: 'RegisterBrokerRecord.Features',
    500: 'RegisterBrokerRecord.Features.Name',
    505: 'RegisterBrokerRecord.Features.Name',
    508: 'RegisterBrokerRecord.Features.Name',
    509: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    511: 'RegisterBrokerRecord.Features._tagged_fields',
    515: 'RegisterBrokerRecord.Features._tagged_fields',
    520: 'RegisterBrokerRecord.Features._tagged_fields',
    521: 'RegisterBrokerRecord.Features._tagged_fields',
    532: 'RegisterBrokerRecord.Rack',
    537: 'RegisterBrokerRecord.Rack',
    540: 'RegisterBrokerRecord.Rack',
    541: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    547: 'RegisterBrokerRecord._tagged_fields',
    551: 'RegisterBrokerRecord._tagged_fields',
    556: 'RegisterBrokerRecord._tagged_fields',
    557: 'RegisterBrokerRecord._tagged_fields',
    562: 'RegisterBrokerRecord.PreviousCleanEpoch',
    578: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    579: 'RegisterBrokerRecord.EndPoints',
    580: 'RegisterBrokerRecord.EndPoints',
    581: 'RegisterBrokerRecord.EndPoints',
    582: 'RegisterBrokerRecord.EndPoints',
    583: 'RegisterBrokerRecord.EndPoints.Name',
    584: 'RegisterBrokerRecord.EndPoints.Name',
    585: 'RegisterBrokerRecord.EndPoints.Name',
    586: 'RegisterBrokerRecord.EndPoints.Name',
    587: 'RegisterBrokerRecord.EndPoints.Name',
    588: 'RegisterBrokerRecord.EndPoints.Host',
    589: 'RegisterBrokerRecord.EndPoints.Host',
    590: 'RegisterBrokerRecord.EndPoints.Host',
    591: 'RegisterBrokerRecord.EndPoints.Host',
    592: 'RegisterBrokerRecord.EndPoints.Host',
    593: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    594: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    595: 'RegisterBrokerRecord.EndPoints',
    598: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    599: 'RegisterBrokerRecord.Features',
    600: 'RegisterBrokerRecord.Features',
    601: 'RegisterBrokerRecord.Features',
    602: 'RegisterBrokerRecord.Features',
    603: 'RegisterBrokerRecord.Features.Name',
    604: 'RegisterBrokerRecord.Features.Name',
    605: 'RegisterBrokerRecord.Features.Name',
    606: 'RegisterBrokerRecord.Features.Name',
    607: 'RegisterBrokerRecord.Features.Name',
    608: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    609: 'RegisterBrokerRecord.Features._unknown_tags',
    610: 'RegisterBrokerRecord.Features',
    613: 'RegisterBrokerRecord.Features._unknown_tags',
    614: 'RegisterBrokerRecord.Rack',
    615: 'RegisterBrokerRecord.Rack',
    616: 'RegisterBrokerRecord.Rack',
    617: 'RegisterBrokerRecord.Rack',
    618: 'RegisterBrokerRecord.Rack',
    619: 'RegisterBrokerRecord.Rack',
    620: 'RegisterBrokerRecord.Rack',
    621: 'RegisterBrokerRecord.Rack',
    622: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    623: 'RegisterBrokerRecord.LogDirs',
    625: 'RegisterBrokerRecord.CordonedLogDirs',
    627: 'RegisterBrokerRecord',
    628: 'RegisterBrokerRecord.PreviousCleanEpoch',
    629: 'RegisterBrokerRecord.PreviousCleanEpoch',
    630: 'RegisterBrokerRecord.PreviousCleanEpoch',
    631: 'RegisterBrokerRecord.PreviousCleanEpoch',
    632: 'RegisterBrokerRecord._unknown_tags',
    634: 'RegisterBrokerRecord._unknown_tags',
    643: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    646: 'RegisterBrokerRecord.EndPoints',
    650: 'RegisterBrokerRecord.EndPoints',
    655: 'RegisterBrokerRecord.EndPoints.Name',
    660: 'RegisterBrokerRecord.EndPoints.Name',
    663: 'RegisterBrokerRecord.EndPoints.Name',
    664: 'RegisterBrokerRecord.EndPoints.Host',
    669: 'RegisterBrokerRecord.EndPoints.Host',
    672: 'RegisterBrokerRecord.EndPoints.Host',
    673: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    675: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    679: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    684: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    685: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    696: 'RegisterBrokerRecord.Features',
    700: 'RegisterBrokerRecord.Features',
    705: 'RegisterBrokerRecord.Features.Name',
    710: 'RegisterBrokerRecord.Features.Name',
    713: 'RegisterBrokerRecord.Features.Name',
    714: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    716: 'RegisterBrokerRecord.Features._tagged_fields',
    720: 'RegisterBrokerRecord.Features._tagged_fields',
    725: 'RegisterBrokerRecord.Features._tagged_fields',
    726: 'RegisterBrokerRecord.Features._tagged_fields',
    737: 'RegisterBrokerRecord.Rack',
    742: 'RegisterBrokerRecord.Rack',
    745: 'RegisterBrokerRecord.Rack',
    746: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    751: 'RegisterBrokerRecord._tagged_fields',
    755: 'RegisterBrokerRecord._tagged_fields',
    760: 'RegisterBrokerRecord._tagged_fields',
    761: 'RegisterBrokerRecord._tagged_fields',
    766: 'RegisterBrokerRecord.PreviousCleanEpoch',
    782: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    783: 'RegisterBrokerRecord.EndPoints',
    784: 'RegisterBrokerRecord.EndPoints',
    785: 'RegisterBrokerRecord.EndPoints',
    786: 'RegisterBrokerRecord.EndPoints',
    787: 'RegisterBrokerRecord.EndPoints.Name',
    788: 'RegisterBrokerRecord.EndPoints.Name',
    789: 'RegisterBrokerRecord.EndPoints.Name',
    790: 'RegisterBrokerRecord.EndPoints.Name',
    791: 'RegisterBrokerRecord.EndPoints.Name',
    792: 'RegisterBrokerRecord.EndPoints.Host',
    793: 'RegisterBrokerRecord.EndPoints.Host',
    794: 'RegisterBrokerRecord.EndPoints.Host',
    795: 'RegisterBrokerRecord.EndPoints.Host',
    796: 'RegisterBrokerRecord.EndPoints.Host',
    797: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    798: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    799: 'RegisterBrokerRecord.EndPoints',
    802: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    803: 'RegisterBrokerRecord.Features',
    804: 'RegisterBrokerRecord.Features',
    805: 'RegisterBrokerRecord.Features',
    806: 'RegisterBrokerRecord.Features',
    807: 'RegisterBrokerRecord.Features.Name',
    808: 'RegisterBrokerRecord.Features.Name',
    809: 'RegisterBrokerRecord.Features.Name',
    810: 'RegisterBrokerRecord.Features.Name',
    811: 'RegisterBrokerRecord.Features.Name',
    812: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    813: 'RegisterBrokerRecord.Features._unknown_tags',
    814: 'RegisterBrokerRecord.Features',
    817: 'RegisterBrokerRecord.Features._unknown_tags',
    818: 'RegisterBrokerRecord.Rack',
    819: 'RegisterBrokerRecord.Rack',
    820: 'RegisterBrokerRecord.Rack',
    821: 'RegisterBrokerRecord.Rack',
    822: 'RegisterBrokerRecord.Rack',
    823: 'RegisterBrokerRecord.Rack',
    824: 'RegisterBrokerRecord.Rack',
    825: 'RegisterBrokerRecord.Rack',
    826: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    827: 'RegisterBrokerRecord.CordonedLogDirs',
    829: 'RegisterBrokerRecord',
    830: 'RegisterBrokerRecord.LogDirs',
    831: 'RegisterBrokerRecord.LogDirs',
    832: 'RegisterBrokerRecord.LogDirs',
    833: 'RegisterBrokerRecord.LogDirs',
    834: 'RegisterBrokerRecord.LogDirs',
    835: 'RegisterBrokerRecord.LogDirs',
    836: 'RegisterBrokerRecord.LogDirs',
    837: 'RegisterBrokerRecord.LogDirs',
    838: 'RegisterBrokerRecord.PreviousCleanEpoch',
    839: 'RegisterBrokerRecord.PreviousCleanEpoch',
    840: 'RegisterBrokerRecord.PreviousCleanEpoch',
    841: 'RegisterBrokerRecord.PreviousCleanEpoch',
    842: 'RegisterBrokerRecord._unknown_tags',
    844: 'RegisterBrokerRecord._unknown_tags',
    853: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    856: 'RegisterBrokerRecord.EndPoints',
    860: 'RegisterBrokerRecord.EndPoints',
    865: 'RegisterBrokerRecord.EndPoints.Name',
    870: 'RegisterBrokerRecord.EndPoints.Name',
    873: 'RegisterBrokerRecord.EndPoints.Name',
    874: 'RegisterBrokerRecord.EndPoints.Host',
    879: 'RegisterBrokerRecord.EndPoints.Host',
    882: 'RegisterBrokerRecord.EndPoints.Host',
    883: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    885: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    889: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    894: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    895: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    906: 'RegisterBrokerRecord.Features',
    910: 'RegisterBrokerRecord.Features',
    915: 'RegisterBrokerRecord.Features.Name',
    920: 'RegisterBrokerRecord.Features.Name',
    923: 'RegisterBrokerRecord.Features.Name',
    924: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    926: 'RegisterBrokerRecord.Features._tagged_fields',
    930: 'RegisterBrokerRecord.Features._tagged_fields',
    935: 'RegisterBrokerRecord.Features._tagged_fields',
    936: 'RegisterBrokerRecord.Features._tagged_fields',
    947: 'RegisterBrokerRecord.Rack',
    952: 'RegisterBrokerRecord.Rack',
    955: 'RegisterBrokerRecord.Rack',
    956: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    961: 'RegisterBrokerRecord._tagged_fields',
    965: 'RegisterBrokerRecord._tagged_fields',
    970: 'RegisterBrokerRecord._tagged_fields',
    971: 'RegisterBrokerRecord._tagged_fields',
    976: 'RegisterBrokerRecord.LogDirs',
    980: 'RegisterBrokerRecord.LogDirs',
    984: 'RegisterBrokerRecord.LogDirs',
    992: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1008: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    1009: 'RegisterBrokerRecord.EndPoints',
    1010: 'RegisterBrokerRecord.EndPoints',
    1011: 'RegisterBrokerRecord.EndPoints',
    1012: 'RegisterBrokerRecord.EndPoints',
    1013: 'RegisterBrokerRecord.EndPoints.Name',
    1014: 'RegisterBrokerRecord.EndPoints.Name',
    1015: 'RegisterBrokerRecord.EndPoints.Name',
    1016: 'RegisterBrokerRecord.EndPoints.Name',
    1017: 'RegisterBrokerRecord.EndPoints.Name',
    1018: 'RegisterBrokerRecord.EndPoints.Host',
    1019: 'RegisterBrokerRecord.EndPoints.Host',
    1020: 'RegisterBrokerRecord.EndPoints.Host',
    1021: 'RegisterBrokerRecord.EndPoints.Host',
    1022: 'RegisterBrokerRecord.EndPoints.Host',
    1023: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1024: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    1025: 'RegisterBrokerRecord.EndPoints',
    1028: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    1029: 'RegisterBrokerRecord.Features',
    1030: 'RegisterBrokerRecord.Features',
    1031: 'RegisterBrokerRecord.Features',
    1032: 'RegisterBrokerRecord.Features',
    1033: 'RegisterBrokerRecord.Features.Name',
    1034: 'RegisterBrokerRecord.Features.Name',
    1035: 'RegisterBrokerRecord.Features.Name',
    1036: 'RegisterBrokerRecord.Features.Name',
    1037: 'RegisterBrokerRecord.Features.Name',
    1038: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1039: 'RegisterBrokerRecord.Features._unknown_tags',
    1040: 'RegisterBrokerRecord.Features',
    1043: 'RegisterBrokerRecord.Features._unknown_tags',
    1044: 'RegisterBrokerRecord.Rack',
    1045: 'RegisterBrokerRecord.Rack',
    1046: 'RegisterBrokerRecord.Rack',
    1047: 'RegisterBrokerRecord.Rack',
    1048: 'RegisterBrokerRecord.Rack',
    1049: 'RegisterBrokerRecord.Rack',
    1050: 'RegisterBrokerRecord.Rack',
    1051: 'RegisterBrokerRecord.Rack',
    1052: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1053: 'RegisterBrokerRecord',
    1054: 'RegisterBrokerRecord.LogDirs',
    1055: 'RegisterBrokerRecord.LogDirs',
    1056: 'RegisterBrokerRecord.LogDirs',
    1057: 'RegisterBrokerRecord.LogDirs',
    1058: 'RegisterBrokerRecord.LogDirs',
    1059: 'RegisterBrokerRecord.LogDirs',
    1060: 'RegisterBrokerRecord.LogDirs',
    1061: 'RegisterBrokerRecord.LogDirs',
    1062: 'RegisterBrokerRecord.CordonedLogDirs',
    1063: 'RegisterBrokerRecord.CordonedLogDirs',
    1064: 'RegisterBrokerRecord.CordonedLogDirs',
    1065: 'RegisterBrokerRecord.CordonedLogDirs',
    1066: 'RegisterBrokerRecord.CordonedLogDirs',
    1067: 'RegisterBrokerRecord.CordonedLogDirs',
    1068: 'RegisterBrokerRecord.CordonedLogDirs',
    1069: 'RegisterBrokerRecord.CordonedLogDirs',
    1070: 'RegisterBrokerRecord.CordonedLogDirs',
    1071: 'RegisterBrokerRecord.CordonedLogDirs',
    1072: 'RegisterBrokerRecord.CordonedLogDirs',
    1073: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1074: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1075: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1076: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1077: 'RegisterBrokerRecord._unknown_tags',
    1079: 'RegisterBrokerRecord._unknown_tags',
    1088: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    1091: 'RegisterBrokerRecord.EndPoints',
    1095: 'RegisterBrokerRecord.EndPoints',
    1100: 'RegisterBrokerRecord.EndPoints.Name',
    1105: 'RegisterBrokerRecord.EndPoints.Name',
    1108: 'RegisterBrokerRecord.EndPoints.Name',
    1109: 'RegisterBrokerRecord.EndPoints.Host',
    1114: 'RegisterBrokerRecord.EndPoints.Host',
    1117: 'RegisterBrokerRecord.EndPoints.Host',
    1118: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1120: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1124: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1129: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1130: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1141: 'RegisterBrokerRecord.Features',
    1145: 'RegisterBrokerRecord.Features',
    1150: 'RegisterBrokerRecord.Features.Name',
    1155: 'RegisterBrokerRecord.Features.Name',
    1158: 'RegisterBrokerRecord.Features.Name',
    1159: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1161: 'RegisterBrokerRecord.Features._tagged_fields',
    1165: 'RegisterBrokerRecord.Features._tagged_fields',
    1170: 'RegisterBrokerRecord.Features._tagged_fields',
    1171: 'RegisterBrokerRecord.Features._tagged_fields',
    1182: 'RegisterBrokerRecord.Rack',
    1187: 'RegisterBrokerRecord.Rack',
    1190: 'RegisterBrokerRecord.Rack',
    1191: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1196: 'RegisterBrokerRecord._tagged_fields',
    1200: 'RegisterBrokerRecord._tagged_fields',
    1205: 'RegisterBrokerRecord._tagged_fields',
    1206: 'RegisterBrokerRecord._tagged_fields',
    1211: 'RegisterBrokerRecord.LogDirs',
    1215: 'RegisterBrokerRecord.LogDirs',
    1219: 'RegisterBrokerRecord.LogDirs',
    1227: 'RegisterBrokerRecord.CordonedLogDirs',
    1231: 'RegisterBrokerRecord.CordonedLogDirs',
    1238: 'RegisterBrokerRecord.CordonedLogDirs',
    1246: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1286: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1287: 'UnregisterBrokerRecord._unknown_tags',
    1288: 'UnregisterBrokerRecord',
    1291: 'UnregisterBrokerRecord._unknown_tags',
    1298: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1300: 'UnregisterBrokerRecord._tagged_fields',
    1304: 'UnregisterBrokerRecord._tagged_fields',
    1309: 'UnregisterBrokerRecord._tagged_fields',
    1310: 'UnregisterBrokerRecord._tagged_fields',
    1349: 'TopicRecord.Name',
    1350: 'TopicRecord.Name',
    1351: 'TopicRecord.Name',
    1352: 'TopicRecord.Name',
    1353: 'TopicRecord.Name',
    1354: 'TopicRecord.TopicId',
    1355: 'TopicRecord._unknown_tags',
    1356: 'TopicRecord',
    1359: 'TopicRecord._unknown_tags',
    1366: 'TopicRecord.Name',
    1371: 'TopicRecord.Name',
    1374: 'TopicRecord.Name',
    1375: 'TopicRecord.TopicId',
    1378: 'TopicRecord._tagged_fields',
    1382: 'TopicRecord._tagged_fields',
    1387: 'TopicRecord._tagged_fields',
    1388: 'TopicRecord._tagged_fields',
    1451: 'PartitionRecord.PartitionId,TopicId',
    1452: 'PartitionRecord.Replicas',
    1453: 'PartitionRecord.Replicas',
    1455: 'PartitionRecord.Replicas',
    1457: 'PartitionRecord.Replicas',
    1458: 'PartitionRecord.Isr',
    1459: 'PartitionRecord.Isr',
    1461: 'PartitionRecord.Isr',
    1463: 'PartitionRecord.Isr',
    1464: 'PartitionRecord.RemovingReplicas',
    1465: 'PartitionRecord.RemovingReplicas',
    1467: 'PartitionRecord.RemovingReplicas',
    1469: 'PartitionRecord.RemovingReplicas',
    1470: 'PartitionRecord.AddingReplicas',
    1471: 'PartitionRecord.AddingReplicas',
    1473: 'PartitionRecord.AddingReplicas',
    1475: 'PartitionRecord.AddingReplicas',
    1476: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1477: 'PartitionRecord.Directories',
    1479: 'PartitionRecord.EligibleLeaderReplicas',
    1481: 'PartitionRecord.LastKnownElr',
    1483: 'PartitionRecord.LastKnownLeader',
    1485: 'PartitionRecord',
    1486: 'PartitionRecord.LeaderRecoveryState',
    1487: 'PartitionRecord.LeaderRecoveryState',
    1488: 'PartitionRecord.LeaderRecoveryState',
    1489: 'PartitionRecord.LeaderRecoveryState',
    1490: 'PartitionRecord._unknown_tags',
    1492: 'PartitionRecord._unknown_tags',
    1501: 'PartitionRecord.PartitionId,TopicId',
    1504: 'PartitionRecord.Replicas',
    1506: 'PartitionRecord.Replicas',
    1509: 'PartitionRecord.Replicas',
    1510: 'PartitionRecord.Isr',
    1512: 'PartitionRecord.Isr',
    1515: 'PartitionRecord.Isr',
    1516: 'PartitionRecord.RemovingReplicas',
    1518: 'PartitionRecord.RemovingReplicas',
    1521: 'PartitionRecord.RemovingReplicas',
    1522: 'PartitionRecord.AddingReplicas',
    1524: 'PartitionRecord.AddingReplicas',
    1527: 'PartitionRecord.AddingReplicas',
    1528: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1535: 'PartitionRecord._tagged_fields',
    1539: 'PartitionRecord._tagged_fields',
    1544: 'PartitionRecord._tagged_fields',
    1545: 'PartitionRecord._tagged_fields',
    1550: 'PartitionRecord.LeaderRecoveryState',
    1566: 'PartitionRecord.PartitionId,TopicId',
    1567: 'PartitionRecord.Replicas',
    1568: 'PartitionRecord.Replicas',
    1570: 'PartitionRecord.Replicas',
    1572: 'PartitionRecord.Replicas',
    1573: 'PartitionRecord.Isr',
    1574: 'PartitionRecord.Isr',
    1576: 'PartitionRecord.Isr',
    1578: 'PartitionRecord.Isr',
    1579: 'PartitionRecord.RemovingReplicas',
    1580: 'PartitionRecord.RemovingReplicas',
    1582: 'PartitionRecord.RemovingReplicas',
    1584: 'PartitionRecord.RemovingReplicas',
    1585: 'PartitionRecord.AddingReplicas',
    1586: 'PartitionRecord.AddingReplicas',
    1588: 'PartitionRecord.AddingReplicas',
    1590: 'PartitionRecord.AddingReplicas',
    1591: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1592: 'PartitionRecord.Directories',
    1593: 'PartitionRecord.Directories',
    1594: 'PartitionRecord.Directories',
    1595: 'PartitionRecord.Directories',
    1596: 'PartitionRecord.Directories',
    1597: 'PartitionRecord.EligibleLeaderReplicas',
    1599: 'PartitionRecord.LastKnownElr',
    1601: 'PartitionRecord.LastKnownLeader',
    1603: 'PartitionRecord',
    1604: 'PartitionRecord.LeaderRecoveryState',
    1605: 'PartitionRecord.LeaderRecoveryState',
    1606: 'PartitionRecord.LeaderRecoveryState',
    1607: 'PartitionRecord.LeaderRecoveryState',
    1608: 'PartitionRecord._unknown_tags',
    1610: 'PartitionRecord._unknown_tags',
    1619: 'PartitionRecord.PartitionId,TopicId',
    1622: 'PartitionRecord.Replicas',
    1624: 'PartitionRecord.Replicas',
    1627: 'PartitionRecord.Replicas',
    1628: 'PartitionRecord.Isr',
    1630: 'PartitionRecord.Isr',
    1633: 'PartitionRecord.Isr',
    1634: 'PartitionRecord.RemovingReplicas',
    1636: 'PartitionRecord.RemovingReplicas',
    1639: 'PartitionRecord.RemovingReplicas',
    1640: 'PartitionRecord.AddingReplicas',
    1642: 'PartitionRecord.AddingReplicas',
    1645: 'PartitionRecord.AddingReplicas',
    1646: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1648: 'PartitionRecord.Directories',
    1652: 'PartitionRecord.Directories',
    1656: 'PartitionRecord.Directories',
    1665: 'PartitionRecord._tagged_fields',
    1669: 'PartitionRecord._tagged_fields',
    1674: 'PartitionRecord._tagged_fields',
    1675: 'PartitionRecord._tagged_fields',
    1680: 'PartitionRecord.LeaderRecoveryState',
    1696: 'PartitionRecord.PartitionId,TopicId',
    1697: 'PartitionRecord.Replicas',
    1698: 'PartitionRecord.Replicas',
    1700: 'PartitionRecord.Replicas',
    1702: 'PartitionRecord.Replicas',
    1703: 'PartitionRecord.Isr',
    1704: 'PartitionRecord.Isr',
    1706: 'PartitionRecord.Isr',
    1708: 'PartitionRecord.Isr',
    1709: 'PartitionRecord.RemovingReplicas',
    1710: 'PartitionRecord.RemovingReplicas',
    1712: 'PartitionRecord.RemovingReplicas',
    1714: 'PartitionRecord.RemovingReplicas',
    1715: 'PartitionRecord.AddingReplicas',
    1716: 'PartitionRecord.AddingReplicas',
    1718: 'PartitionRecord.AddingReplicas',
    1720: 'PartitionRecord.AddingReplicas',
    1721: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1722: 'PartitionRecord.Directories',
    1723: 'PartitionRecord.Directories',
    1724: 'PartitionRecord.Directories',
    1725: 'PartitionRecord.Directories',
    1726: 'PartitionRecord.Directories',
    1727: 'PartitionRecord',
    1728: 'PartitionRecord.LeaderRecoveryState',
    1729: 'PartitionRecord.LeaderRecoveryState',
    1730: 'PartitionRecord.LeaderRecoveryState',
    1731: 'PartitionRecord.LeaderRecoveryState',
    1732: 'PartitionRecord.EligibleLeaderReplicas',
    1733: 'PartitionRecord.EligibleLeaderReplicas',
    1734: 'PartitionRecord.EligibleLeaderReplicas',
    1735: 'PartitionRecord.EligibleLeaderReplicas',
    1736: 'PartitionRecord.EligibleLeaderReplicas',
    1737: 'PartitionRecord.EligibleLeaderReplicas',
    1738: 'PartitionRecord.EligibleLeaderReplicas',
    1740: 'PartitionRecord.EligibleLeaderReplicas',
    1742: 'PartitionRecord.EligibleLeaderReplicas',
    1743: 'PartitionRecord.EligibleLeaderReplicas',
    1744: 'PartitionRecord.LastKnownElr',
    1745: 'PartitionRecord.LastKnownElr',
    1746: 'PartitionRecord.LastKnownElr',
    1747: 'PartitionRecord.LastKnownElr',
    1748: 'PartitionRecord.LastKnownElr',
    1749: 'PartitionRecord.LastKnownElr',
    1750: 'PartitionRecord.LastKnownElr',
    1752: 'PartitionRecord.LastKnownElr',
    1754: 'PartitionRecord.LastKnownElr',
    1755: 'PartitionRecord.LastKnownElr',
    1756: 'PartitionRecord.LastKnownLeader',
    1757: 'PartitionRecord.LastKnownLeader',
    1758: 'PartitionRecord.LastKnownLeader',
    1759: 'PartitionRecord.LastKnownLeader',
    1760: 'PartitionRecord._unknown_tags',
    1762: 'PartitionRecord._unknown_tags',
    1771: 'PartitionRecord.PartitionId,TopicId',
    1774: 'PartitionRecord.Replicas',
    1776: 'PartitionRecord.Replicas',
    1779: 'PartitionRecord.Replicas',
    1780: 'PartitionRecord.Isr',
    1782: 'PartitionRecord.Isr',
    1785: 'PartitionRecord.Isr',
    1786: 'PartitionRecord.RemovingReplicas',
    1788: 'PartitionRecord.RemovingReplicas',
    1791: 'PartitionRecord.RemovingReplicas',
    1792: 'PartitionRecord.AddingReplicas',
    1794: 'PartitionRecord.AddingReplicas',
    1797: 'PartitionRecord.AddingReplicas',
    1798: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1800: 'PartitionRecord.Directories',
    1804: 'PartitionRecord.Directories',
    1808: 'PartitionRecord.Directories',
    1817: 'PartitionRecord._tagged_fields',
    1821: 'PartitionRecord._tagged_fields',
    1826: 'PartitionRecord._tagged_fields',
    1827: 'PartitionRecord._tagged_fields',
    1832: 'PartitionRecord.LeaderRecoveryState',
    1837: 'PartitionRecord.EligibleLeaderReplicas',
    1839: 'PartitionRecord.EligibleLeaderReplicas',
    1842: 'PartitionRecord.EligibleLeaderReplicas',
    1846: 'PartitionRecord.LastKnownElr',
    1848: 'PartitionRecord.LastKnownElr',
    1851: 'PartitionRecord.LastKnownElr',
    1855: 'PartitionRecord.LastKnownLeader',
    1899: 'ConfigRecord.ResourceType',
    1900: 'ConfigRecord.ResourceName',
    1901: 'ConfigRecord.ResourceName',
    1902: 'ConfigRecord.ResourceName',
    1903: 'ConfigRecord.ResourceName',
    1904: 'ConfigRecord.ResourceName',
    1905: 'ConfigRecord.Name',
    1906: 'ConfigRecord.Name',
    1907: 'ConfigRecord.Name',
    1908: 'ConfigRecord.Name',
    1909: 'ConfigRecord.Name',
    1910: 'ConfigRecord.Value',
    1911: 'ConfigRecord.Value',
    1912: 'ConfigRecord.Value',
    1913: 'ConfigRecord.Value',
    1914: 'ConfigRecord.Value',
    1915: 'ConfigRecord.Value',
    1916: 'ConfigRecord.Value',
    1917: 'ConfigRecord.Value',
    1918: 'ConfigRecord._unknown_tags',
    1919: 'ConfigRecord',
    1922: 'ConfigRecord._unknown_tags',
    1929: 'ConfigRecord.ResourceType',
    1931: 'ConfigRecord.ResourceName',
    1936: 'ConfigRecord.ResourceName',
    1939: 'ConfigRecord.ResourceName',
    1940: 'ConfigRecord.Name',
    1945: 'ConfigRecord.Name',
    1948: 'ConfigRecord.Name',
    1949: 'ConfigRecord.Value',
    1954: 'ConfigRecord.Value',
    1957: 'ConfigRecord.Value',
    1958: 'ConfigRecord._tagged_fields',
    1962: 'ConfigRecord._tagged_fields',
    1967: 'ConfigRecord._tagged_fields',
    1968: 'ConfigRecord._tagged_fields',
    2027: 'PartitionChangeRecord.PartitionId,TopicId',
    2028: 'PartitionChangeRecord.Directories',
    2030: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2032: 'PartitionChangeRecord.LastKnownElr',
    2034: 'PartitionChangeRecord.LastKnownLeader',
    2036: 'PartitionChangeRecord',
    2037: 'PartitionChangeRecord.Isr',
    2038: 'PartitionChangeRecord.Isr',
    2039: 'PartitionChangeRecord.Isr',
    2040: 'PartitionChangeRecord.Isr',
    2041: 'PartitionChangeRecord.Isr',
    2042: 'PartitionChangeRecord.Isr',
    2043: 'PartitionChangeRecord.Isr',
    2045: 'PartitionChangeRecord.Isr',
    2047: 'PartitionChangeRecord.Isr',
    2048: 'PartitionChangeRecord.Isr',
    2049: 'PartitionChangeRecord.Leader',
    2050: 'PartitionChangeRecord.Leader',
    2051: 'PartitionChangeRecord.Leader',
    2052: 'PartitionChangeRecord.Leader',
    2053: 'PartitionChangeRecord.Replicas',
    2054: 'PartitionChangeRecord.Replicas',
    2055: 'PartitionChangeRecord.Replicas',
    2056: 'PartitionChangeRecord.Replicas',
    2057: 'PartitionChangeRecord.Replicas',
    2058: 'PartitionChangeRecord.Replicas',
    2059: 'PartitionChangeRecord.Replicas',
    2061: 'PartitionChangeRecord.Replicas',
    2063: 'PartitionChangeRecord.Replicas',
    2064: 'PartitionChangeRecord.Replicas',
    2065: 'PartitionChangeRecord.RemovingReplicas',
    2066: 'PartitionChangeRecord.RemovingReplicas',
    2067: 'PartitionChangeRecord.RemovingReplicas',
    2068: 'PartitionChangeRecord.RemovingReplicas',
    2069: 'PartitionChangeRecord.RemovingReplicas',
    2070: 'PartitionChangeRecord.RemovingReplicas',
    2071: 'PartitionChangeRecord.RemovingReplicas',
    2073: 'PartitionChangeRecord.RemovingReplicas',
    2075: 'PartitionChangeRecord.RemovingReplicas',
    2076: 'PartitionChangeRecord.RemovingReplicas',
    2077: 'PartitionChangeRecord.AddingReplicas',
    2078: 'PartitionChangeRecord.AddingReplicas',
    2079: 'PartitionChangeRecord.AddingReplicas',
    2080: 'PartitionChangeRecord.AddingReplicas',
    2081: 'PartitionChangeRecord.AddingReplicas',
    2082: 'PartitionChangeRecord.AddingReplicas',
    2083: 'PartitionChangeRecord.AddingReplicas',
    2085: 'PartitionChangeRecord.AddingReplicas',
    2087: 'PartitionChangeRecord.AddingReplicas',
    2088: 'PartitionChangeRecord.AddingReplicas',
    2089: 'PartitionChangeRecord.LeaderRecoveryState',
    2090: 'PartitionChangeRecord.LeaderRecoveryState',
    2091: 'PartitionChangeRecord.LeaderRecoveryState',
    2092: 'PartitionChangeRecord.LeaderRecoveryState',
    2093: 'PartitionChangeRecord._unknown_tags',
    2095: 'PartitionChangeRecord._unknown_tags',
    2104: 'PartitionChangeRecord.PartitionId,TopicId',
    2117: 'PartitionChangeRecord._tagged_fields',
    2121: 'PartitionChangeRecord._tagged_fields',
    2126: 'PartitionChangeRecord._tagged_fields',
    2127: 'PartitionChangeRecord._tagged_fields',
    2132: 'PartitionChangeRecord.Isr',
    2134: 'PartitionChangeRecord.Isr',
    2137: 'PartitionChangeRecord.Isr',
    2141: 'PartitionChangeRecord.Leader',
    2146: 'PartitionChangeRecord.Replicas',
    2148: 'PartitionChangeRecord.Replicas',
    2151: 'PartitionChangeRecord.Replicas',
    2155: 'PartitionChangeRecord.RemovingReplicas',
    2157: 'PartitionChangeRecord.RemovingReplicas',
    2160: 'PartitionChangeRecord.RemovingReplicas',
    2164: 'PartitionChangeRecord.AddingReplicas',
    2166: 'PartitionChangeRecord.AddingReplicas',
    2169: 'PartitionChangeRecord.AddingReplicas',
    2173: 'PartitionChangeRecord.LeaderRecoveryState',
    2189: 'PartitionChangeRecord.PartitionId,TopicId',
    2190: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2192: 'PartitionChangeRecord.LastKnownElr',
    2194: 'PartitionChangeRecord.LastKnownLeader',
    2196: 'PartitionChangeRecord',
    2197: 'PartitionChangeRecord.Isr',
    2198: 'PartitionChangeRecord.Isr',
    2199: 'PartitionChangeRecord.Isr',
    2200: 'PartitionChangeRecord.Isr',
    2201: 'PartitionChangeRecord.Isr',
    2202: 'PartitionChangeRecord.Isr',
    2203: 'PartitionChangeRecord.Isr',
    2205: 'PartitionChangeRecord.Isr',
    2207: 'PartitionChangeRecord.Isr',
    2208: 'PartitionChangeRecord.Isr',
    2209: 'PartitionChangeRecord.Leader',
    2210: 'PartitionChangeRecord.Leader',
    2211: 'PartitionChangeRecord.Leader',
    2212: 'PartitionChangeRecord.Leader',
    2213: 'PartitionChangeRecord.Replicas',
    2214: 'PartitionChangeRecord.Replicas',
    2215: 'PartitionChangeRecord.Replicas',
    2216: 'PartitionChangeRecord.Replicas',
    2217: 'PartitionChangeRecord.Replicas',
    2218: 'PartitionChangeRecord.Replicas',
    2219: 'PartitionChangeRecord.Replicas',
    2221: 'PartitionChangeRecord.Replicas',
    2223: 'PartitionChangeRecord.Replicas',
    2224: 'PartitionChangeRecord.Replicas',
    2225: 'PartitionChangeRecord.RemovingReplicas',
    2226: 'PartitionChangeRecord.RemovingReplicas',
    2227: 'PartitionChangeRecord.RemovingReplicas',
    2228: 'PartitionChangeRecord.RemovingReplicas',
    2229: 'PartitionChangeRecord.RemovingReplicas',
    2230: 'PartitionChangeRecord.RemovingReplicas',
    2231: 'PartitionChangeRecord.RemovingReplicas',
    2233: 'PartitionChangeRecord.RemovingReplicas',
    2235: 'PartitionChangeRecord.RemovingReplicas',
    2236: 'PartitionChangeRecord.RemovingReplicas',
    2237: 'PartitionChangeRecord.AddingReplicas',
    2238: 'PartitionChangeRecord.AddingReplicas',
    2239: 'PartitionChangeRecord.AddingReplicas',
    2240: 'PartitionChangeRecord.AddingReplicas',
    2241: 'PartitionChangeRecord.AddingReplicas',
    2242: 'PartitionChangeRecord.AddingReplicas',
    2243: 'PartitionChangeRecord.AddingReplicas',
    2245: 'PartitionChangeRecord.AddingReplicas',
    2247: 'PartitionChangeRecord.AddingReplicas',
    2248: 'PartitionChangeRecord.AddingReplicas',
    2249: 'PartitionChangeRecord.LeaderRecoveryState',
    2250: 'PartitionChangeRecord.LeaderRecoveryState',
    2251: 'PartitionChangeRecord.LeaderRecoveryState',
    2252: 'PartitionChangeRecord.LeaderRecoveryState',
    2253: 'PartitionChangeRecord.Directories',
    2254: 'PartitionChangeRecord.Directories',
    2255: 'PartitionChangeRecord.Directories',
    2256: 'PartitionChangeRecord.Directories',
    2257: 'PartitionChangeRecord.Directories',
    2258: 'PartitionChangeRecord.Directories',
    2259: 'PartitionChangeRecord.Directories',
    2260: 'PartitionChangeRecord.Directories',
    2261: 'PartitionChangeRecord.Directories',
    2262: 'PartitionChangeRecord.Directories',
    2263: 'PartitionChangeRecord.Directories',
    2264: 'PartitionChangeRecord._unknown_tags',
    2266: 'PartitionChangeRecord._unknown_tags',
    2275: 'PartitionChangeRecord.PartitionId,TopicId',
    2288: 'PartitionChangeRecord._tagged_fields',
    2292: 'PartitionChangeRecord._tagged_fields',
    2297: 'PartitionChangeRecord._tagged_fields',
    2298: 'PartitionChangeRecord._tagged_fields',
    2303: 'PartitionChangeRecord.Isr',
    2305: 'PartitionChangeRecord.Isr',
    2308: 'PartitionChangeRecord.Isr',
    2312: 'PartitionChangeRecord.Leader',
    2317: 'PartitionChangeRecord.Replicas',
    2319: 'PartitionChangeRecord.Replicas',
    2322: 'PartitionChangeRecord.Replicas',
    2326: 'PartitionChangeRecord.RemovingReplicas',
    2328: 'PartitionChangeRecord.RemovingReplicas',
    2331: 'PartitionChangeRecord.RemovingReplicas',
    2335: 'PartitionChangeRecord.AddingReplicas',
    2337: 'PartitionChangeRecord.AddingReplicas',
    2340: 'PartitionChangeRecord.AddingReplicas',
    2344: 'PartitionChangeRecord.LeaderRecoveryState',
    2349: 'PartitionChangeRecord.Directories',
    2353: 'PartitionChangeRecord.Directories',
    2360: 'PartitionChangeRecord.Directories',
    2379: 'PartitionChangeRecord.PartitionId,TopicId',
    2380: 'PartitionChangeRecord',
    2381: 'PartitionChangeRecord.Isr',
    2382: 'PartitionChangeRecord.Isr',
    2383: 'PartitionChangeRecord.Isr',
    2384: 'PartitionChangeRecord.Isr',
    2385: 'PartitionChangeRecord.Isr',
    2386: 'PartitionChangeRecord.Isr',
    2387: 'PartitionChangeRecord.Isr',
    2389: 'PartitionChangeRecord.Isr',
    2391: 'PartitionChangeRecord.Isr',
    2392: 'PartitionChangeRecord.Isr',
    2393: 'PartitionChangeRecord.Leader',
    2394: 'PartitionChangeRecord.Leader',
    2395: 'PartitionChangeRecord.Leader',
    2396: 'PartitionChangeRecord.Leader',
    2397: 'PartitionChangeRecord.Replicas',
    2398: 'PartitionChangeRecord.Replicas',
    2399: 'PartitionChangeRecord.Replicas',
    2400: 'PartitionChangeRecord.Replicas',
    2401: 'PartitionChangeRecord.Replicas',
    2402: 'PartitionChangeRecord.Replicas',
    2403: 'PartitionChangeRecord.Replicas',
    2405: 'PartitionChangeRecord.Replicas',
    2407: 'PartitionChangeRecord.Replicas',
    2408: 'PartitionChangeRecord.Replicas',
    2409: 'PartitionChangeRecord.RemovingReplicas',
    2410: 'PartitionChangeRecord.RemovingReplicas',
    2411: 'PartitionChangeRecord.RemovingReplicas',
    2412: 'PartitionChangeRecord.RemovingReplicas',
    2413: 'PartitionChangeRecord.RemovingReplicas',
    2414: 'PartitionChangeRecord.RemovingReplicas',
    2415: 'PartitionChangeRecord.RemovingReplicas',
    2417: 'PartitionChangeRecord.RemovingReplicas',
    2419: 'PartitionChangeRecord.RemovingReplicas',
    2420: 'PartitionChangeRecord.RemovingReplicas',
    2421: 'PartitionChangeRecord.AddingReplicas',
    2422: 'PartitionChangeRecord.AddingReplicas',
    2423: 'PartitionChangeRecord.AddingReplicas',
    2424: 'PartitionChangeRecord.AddingReplicas',
    2425: 'PartitionChangeRecord.AddingReplicas',
    2426: 'PartitionChangeRecord.AddingReplicas',
    2427: 'PartitionChangeRecord.AddingReplicas',
    2429: 'PartitionChangeRecord.AddingReplicas',
    2431: 'PartitionChangeRecord.AddingReplicas',
    2432: 'PartitionChangeRecord.AddingReplicas',
    2433: 'PartitionChangeRecord.LeaderRecoveryState',
    2434: 'PartitionChangeRecord.LeaderRecoveryState',
    2435: 'PartitionChangeRecord.LeaderRecoveryState',
    2436: 'PartitionChangeRecord.LeaderRecoveryState',
    2437: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2438: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2439: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2440: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2441: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2442: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2443: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2445: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2447: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2448: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2449: 'PartitionChangeRecord.LastKnownElr',
    2450: 'PartitionChangeRecord.LastKnownElr',
    2451: 'PartitionChangeRecord.LastKnownElr',
    2452: 'PartitionChangeRecord.LastKnownElr',
    2453: 'PartitionChangeRecord.LastKnownElr',
    2454: 'PartitionChangeRecord.LastKnownElr',
    2455: 'PartitionChangeRecord.LastKnownElr',
    2457: 'PartitionChangeRecord.LastKnownElr',
    2459: 'PartitionChangeRecord.LastKnownElr',
    2460: 'PartitionChangeRecord.LastKnownElr',
    2461: 'PartitionChangeRecord.Directories',
    2462: 'PartitionChangeRecord.Directories',
    2463: 'PartitionChangeRecord.Directories',
    2464: 'PartitionChangeRecord.Directories',
    2465: 'PartitionChangeRecord.Directories',
    2466: 'PartitionChangeRecord.Directories',
    2467: 'PartitionChangeRecord.Directories',
    2468: 'PartitionChangeRecord.Directories',
    2469: 'PartitionChangeRecord.Directories',
    2470: 'PartitionChangeRecord.Directories',
    2471: 'PartitionChangeRecord.Directories',
    2472: 'PartitionChangeRecord.LastKnownLeader',
    2473: 'PartitionChangeRecord.LastKnownLeader',
    2474: 'PartitionChangeRecord.LastKnownLeader',
    2475: 'PartitionChangeRecord.LastKnownLeader',
    2476: 'PartitionChangeRecord._unknown_tags',
    2478: 'PartitionChangeRecord._unknown_tags',
    2487: 'PartitionChangeRecord.PartitionId,TopicId',
    2500: 'PartitionChangeRecord._tagged_fields',
    2504: 'PartitionChangeRecord._tagged_fields',
    2509: 'PartitionChangeRecord._tagged_fields',
    2510: 'PartitionChangeRecord._tagged_fields',
    2515: 'PartitionChangeRecord.Isr',
    2517: 'PartitionChangeRecord.Isr',
    2520: 'PartitionChangeRecord.Isr',
    2524: 'PartitionChangeRecord.Leader',
    2529: 'PartitionChangeRecord.Replicas',
    2531: 'PartitionChangeRecord.Replicas',
    2534: 'PartitionChangeRecord.Replicas',
    2538: 'PartitionChangeRecord.RemovingReplicas',
    2540: 'PartitionChangeRecord.RemovingReplicas',
    2543: 'PartitionChangeRecord.RemovingReplicas',
    2547: 'PartitionChangeRecord.AddingReplicas',
    2549: 'PartitionChangeRecord.AddingReplicas',
    2552: 'PartitionChangeRecord.AddingReplicas',
    2556: 'PartitionChangeRecord.LeaderRecoveryState',
    2561: 'PartitionChangeRecord.Directories',
    2565: 'PartitionChangeRecord.Directories',
    2572: 'PartitionChangeRecord.Directories',
    2580: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2582: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2585: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2589: 'PartitionChangeRecord.LastKnownElr',
    2591: 'PartitionChangeRecord.LastKnownElr',
    2594: 'PartitionChangeRecord.LastKnownElr',
    2598: 'PartitionChangeRecord.LastKnownLeader',
    2638: 'FenceBrokerRecord.Id,Epoch',
    2639: 'FenceBrokerRecord._unknown_tags',
    2640: 'FenceBrokerRecord',
    2643: 'FenceBrokerRecord._unknown_tags',
    2650: 'FenceBrokerRecord.Id,Epoch',
    2652: 'FenceBrokerRecord._tagged_fields',
    2656: 'FenceBrokerRecord._tagged_fields',
    2661: 'FenceBrokerRecord._tagged_fields',
    2662: 'FenceBrokerRecord._tagged_fields',
    2701: 'UnfenceBrokerRecord.Id,Epoch',
    2702: 'UnfenceBrokerRecord._unknown_tags',
    2703: 'UnfenceBrokerRecord',
    2706: 'UnfenceBrokerRecord._unknown_tags',
    2713: 'UnfenceBrokerRecord.Id,Epoch',
    2715: 'UnfenceBrokerRecord._tagged_fields',
    2719: 'UnfenceBrokerRecord._tagged_fields',
    2724: 'UnfenceBrokerRecord._tagged_fields',
    2725: 'UnfenceBrokerRecord._tagged_fields',
    2762: 'RemoveTopicRecord.TopicId',
    2763: 'RemoveTopicRecord._unknown_tags',
    2764: 'RemoveTopicRecord',
    2767: 'RemoveTopicRecord._unknown_tags',
    2774: 'RemoveTopicRecord.TopicId',
    2777: 'RemoveTopicRecord._tagged_fields',
    2781: 'RemoveTopicRecord._tagged_fields',
    2786: 'RemoveTopicRecord._tagged_fields',
    2787: 'RemoveTopicRecord._tagged_fields',
    2834: 'UserScramCredentialRecord.Name',
    2835: 'UserScramCredentialRecord.Name',
    2836: 'UserScramCredentialRecord.Name',
    2837: 'UserScramCredentialRecord.Name',
    2838: 'UserScramCredentialRecord.Name',
    2839: 'UserScramCredentialRecord.Mechanism',
    2840: 'UserScramCredentialRecord.Salt',
    2841: 'UserScramCredentialRecord.Salt',
    2842: 'UserScramCredentialRecord.Salt',
    2843: 'UserScramCredentialRecord.Salt',
    2844: 'UserScramCredentialRecord.StoredKey',
    2845: 'UserScramCredentialRecord.StoredKey',
    2846: 'UserScramCredentialRecord.StoredKey',
    2847: 'UserScramCredentialRecord.StoredKey',
    2848: 'UserScramCredentialRecord.ServerKey',
    2849: 'UserScramCredentialRecord.ServerKey',
    2850: 'UserScramCredentialRecord.ServerKey',
    2851: 'UserScramCredentialRecord.ServerKey',
    2852: 'UserScramCredentialRecord.Iterations',
    2853: 'UserScramCredentialRecord._unknown_tags',
    2854: 'UserScramCredentialRecord',
    2857: 'UserScramCredentialRecord._unknown_tags',
    2864: 'UserScramCredentialRecord.Name',
    2869: 'UserScramCredentialRecord.Name',
    2872: 'UserScramCredentialRecord.Name',
    2873: 'UserScramCredentialRecord.Mechanism',
    2875: 'UserScramCredentialRecord.Salt',
    2879: 'UserScramCredentialRecord.Salt',
    2889: 'UserScramCredentialRecord.StoredKey',
    2893: 'UserScramCredentialRecord.StoredKey',
    2903: 'UserScramCredentialRecord.ServerKey',
    2907: 'UserScramCredentialRecord.ServerKey',
    2917: 'UserScramCredentialRecord.Iterations',
    2919: 'UserScramCredentialRecord._tagged_fields',
    2923: 'UserScramCredentialRecord._tagged_fields',
    2928: 'UserScramCredentialRecord._tagged_fields',
    2929: 'UserScramCredentialRecord._tagged_fields',
    2968: 'FeatureLevelRecord.Name',
    2969: 'FeatureLevelRecord.Name',
    2970: 'FeatureLevelRecord.Name',
    2971: 'FeatureLevelRecord.Name',
    2972: 'FeatureLevelRecord.Name',
    2973: 'FeatureLevelRecord.FeatureLevel',
    2974: 'FeatureLevelRecord._unknown_tags',
    2975: 'FeatureLevelRecord',
    2978: 'FeatureLevelRecord._unknown_tags',
    2985: 'FeatureLevelRecord.Name',
    2990: 'FeatureLevelRecord.Name',
    2993: 'FeatureLevelRecord.Name',
    2994: 'FeatureLevelRecord.FeatureLevel',
    2996: 'FeatureLevelRecord._tagged_fields',
    3000: 'FeatureLevelRecord._tagged_fields',
    3005: 'FeatureLevelRecord._tagged_fields',
    3006: 'FeatureLevelRecord._tagged_fields',
    3047: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    3048: 'ProducerIdsRecord._unknown_tags',
    3049: 'ProducerIdsRecord',
    3052: 'ProducerIdsRecord._unknown_tags',
    3059: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    3061: 'ProducerIdsRecord._tagged_fields',
    3065: 'ProducerIdsRecord._tagged_fields',
    3070: 'ProducerIdsRecord._tagged_fields',
    3071: 'ProducerIdsRecord._tagged_fields',
    3118: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3119: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3121: 'BrokerRegistrationChangeRecord.LogDirs',
    3123: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3125: 'BrokerRegistrationChangeRecord',
    3126: 'BrokerRegistrationChangeRecord.Fenced',
    3127: 'BrokerRegistrationChangeRecord.Fenced',
    3128: 'BrokerRegistrationChangeRecord.Fenced',
    3129: 'BrokerRegistrationChangeRecord.Fenced',
    3130: 'BrokerRegistrationChangeRecord._unknown_tags',
    3132: 'BrokerRegistrationChangeRecord._unknown_tags',
    3141: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3147: 'BrokerRegistrationChangeRecord._tagged_fields',
    3151: 'BrokerRegistrationChangeRecord._tagged_fields',
    3156: 'BrokerRegistrationChangeRecord._tagged_fields',
    3157: 'BrokerRegistrationChangeRecord._tagged_fields',
    3162: 'BrokerRegistrationChangeRecord.Fenced',
    3178: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3179: 'BrokerRegistrationChangeRecord.LogDirs',
    3181: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3183: 'BrokerRegistrationChangeRecord',
    3184: 'BrokerRegistrationChangeRecord.Fenced',
    3185: 'BrokerRegistrationChangeRecord.Fenced',
    3186: 'BrokerRegistrationChangeRecord.Fenced',
    3187: 'BrokerRegistrationChangeRecord.Fenced',
    3188: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3189: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3190: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3191: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3192: 'BrokerRegistrationChangeRecord._unknown_tags',
    3194: 'BrokerRegistrationChangeRecord._unknown_tags',
    3203: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3209: 'BrokerRegistrationChangeRecord._tagged_fields',
    3213: 'BrokerRegistrationChangeRecord._tagged_fields',
    3218: 'BrokerRegistrationChangeRecord._tagged_fields',
    3219: 'BrokerRegistrationChangeRecord._tagged_fields',
    3224: 'BrokerRegistrationChangeRecord.Fenced',
    3229: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3245: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3246: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3248: 'BrokerRegistrationChangeRecord',
    3249: 'BrokerRegistrationChangeRecord.Fenced',
    3250: 'BrokerRegistrationChangeRecord.Fenced',
    3251: 'BrokerRegistrationChangeRecord.Fenced',
    3252: 'BrokerRegistrationChangeRecord.Fenced',
    3253: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3254: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3255: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3256: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3257: 'BrokerRegistrationChangeRecord.LogDirs',
    3258: 'BrokerRegistrationChangeRecord.LogDirs',
    3259: 'BrokerRegistrationChangeRecord.LogDirs',
    3260: 'BrokerRegistrationChangeRecord.LogDirs',
    3261: 'BrokerRegistrationChangeRecord.LogDirs',
    3262: 'BrokerRegistrationChangeRecord.LogDirs',
    3263: 'BrokerRegistrationChangeRecord.LogDirs',
    3264: 'BrokerRegistrationChangeRecord.LogDirs',
    3265: 'BrokerRegistrationChangeRecord._unknown_tags',
    3267: 'BrokerRegistrationChangeRecord._unknown_tags',
    3276: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3282: 'BrokerRegistrationChangeRecord._tagged_fields',
    3286: 'BrokerRegistrationChangeRecord._tagged_fields',
    3291: 'BrokerRegistrationChangeRecord._tagged_fields',
    3292: 'BrokerRegistrationChangeRecord._tagged_fields',
    3297: 'BrokerRegistrationChangeRecord.Fenced',
    3302: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3307: 'BrokerRegistrationChangeRecord.LogDirs',
    3311: 'BrokerRegistrationChangeRecord.LogDirs',
    3315: 'BrokerRegistrationChangeRecord.LogDirs',
    3334: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3335: 'BrokerRegistrationChangeRecord',
    3336: 'BrokerRegistrationChangeRecord.Fenced',
    3337: 'BrokerRegistrationChangeRecord.Fenced',
    3338: 'BrokerRegistrationChangeRecord.Fenced',
    3339: 'BrokerRegistrationChangeRecord.Fenced',
    3340: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3341: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3342: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3343: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3344: 'BrokerRegistrationChangeRecord.LogDirs',
    3345: 'BrokerRegistrationChangeRecord.LogDirs',
    3346: 'BrokerRegistrationChangeRecord.LogDirs',
    3347: 'BrokerRegistrationChangeRecord.LogDirs',
    3348: 'BrokerRegistrationChangeRecord.LogDirs',
    3349: 'BrokerRegistrationChangeRecord.LogDirs',
    3350: 'BrokerRegistrationChangeRecord.LogDirs',
    3351: 'BrokerRegistrationChangeRecord.LogDirs',
    3352: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3353: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3354: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3355: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3356: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3357: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3358: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3359: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3360: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3361: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3362: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3363: 'BrokerRegistrationChangeRecord._unknown_tags',
    3365: 'BrokerRegistrationChangeRecord._unknown_tags',
    3374: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3380: 'BrokerRegistrationChangeRecord._tagged_fields',
    3384: 'BrokerRegistrationChangeRecord._tagged_fields',
    3389: 'BrokerRegistrationChangeRecord._tagged_fields',
    3390: 'BrokerRegistrationChangeRecord._tagged_fields',
    3395: 'BrokerRegistrationChangeRecord.Fenced',
    3400: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3405: 'BrokerRegistrationChangeRecord.LogDirs',
    3409: 'BrokerRegistrationChangeRecord.LogDirs',
    3413: 'BrokerRegistrationChangeRecord.LogDirs',
    3421: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3425: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3432: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3487: 'AccessControlEntryRecord.Id,ResourceType',
    3488: 'AccessControlEntryRecord.ResourceName',
    3489: 'AccessControlEntryRecord.ResourceName',
    3490: 'AccessControlEntryRecord.ResourceName',
    3491: 'AccessControlEntryRecord.ResourceName',
    3492: 'AccessControlEntryRecord.ResourceName',
    3493: 'AccessControlEntryRecord.PatternType',
    3494: 'AccessControlEntryRecord.Principal',
    3495: 'AccessControlEntryRecord.Principal',
    3496: 'AccessControlEntryRecord.Principal',
    3497: 'AccessControlEntryRecord.Principal',
    3498: 'AccessControlEntryRecord.Principal',
    3499: 'AccessControlEntryRecord.Host',
    3500: 'AccessControlEntryRecord.Host',
    3501: 'AccessControlEntryRecord.Host',
    3502: 'AccessControlEntryRecord.Host',
    3503: 'AccessControlEntryRecord.Host',
    3504: 'AccessControlEntryRecord.Operation,PermissionType',
    3505: 'AccessControlEntryRecord._unknown_tags',
    3506: 'AccessControlEntryRecord',
    3509: 'AccessControlEntryRecord._unknown_tags',
    3516: 'AccessControlEntryRecord.Id,ResourceType',
    3519: 'AccessControlEntryRecord.ResourceName',
    3524: 'AccessControlEntryRecord.ResourceName',
    3527: 'AccessControlEntryRecord.ResourceName',
    3528: 'AccessControlEntryRecord.PatternType',
    3530: 'AccessControlEntryRecord.Principal',
    3535: 'AccessControlEntryRecord.Principal',
    3538: 'AccessControlEntryRecord.Principal',
    3539: 'AccessControlEntryRecord.Host',
    3544: 'AccessControlEntryRecord.Host',
    3547: 'AccessControlEntryRecord.Host',
    3548: 'AccessControlEntryRecord.Operation,PermissionType',
    3550: 'AccessControlEntryRecord._tagged_fields',
    3554: 'AccessControlEntryRecord._tagged_fields',
    3559: 'AccessControlEntryRecord._tagged_fields',
    3560: 'AccessControlEntryRecord._tagged_fields',
    3597: 'RemoveAccessControlEntryRecord.Id',
    3598: 'RemoveAccessControlEntryRecord._unknown_tags',
    3599: 'RemoveAccessControlEntryRecord',
    3602: 'RemoveAccessControlEntryRecord._unknown_tags',
    3609: 'RemoveAccessControlEntryRecord.Id',
    3612: 'RemoveAccessControlEntryRecord._tagged_fields',
    3616: 'RemoveAccessControlEntryRecord._tagged_fields',
    3621: 'RemoveAccessControlEntryRecord._tagged_fields',
    3622: 'RemoveAccessControlEntryRecord._tagged_fields',
    3657: 'NoOpRecord._unknown_tags',
    3658: 'NoOpRecord',
    3661: 'NoOpRecord._unknown_tags',
    3668: 'NoOpRecord._tagged_fields',
    3672: 'NoOpRecord._tagged_fields',
    3677: 'NoOpRecord._tagged_fields',
    3678: 'NoOpRecord._tagged_fields',
    3717: 'RemoveUserScramCredentialRecord.Name',
    3718: 'RemoveUserScramCredentialRecord.Name',
    3719: 'RemoveUserScramCredentialRecord.Name',
    3720: 'RemoveUserScramCredentialRecord.Name',
    3721: 'RemoveUserScramCredentialRecord.Name',
    3722: 'RemoveUserScramCredentialRecord.Mechanism',
    3723: 'RemoveUserScramCredentialRecord._unknown_tags',
    3724: 'RemoveUserScramCredentialRecord',
    3727: 'RemoveUserScramCredentialRecord._unknown_tags',
    3734: 'RemoveUserScramCredentialRecord.Name',
    3739: 'RemoveUserScramCredentialRecord.Name',
    3742: 'RemoveUserScramCredentialRecord.Name',
    3743: 'RemoveUserScramCredentialRecord.Mechanism',
    3745: 'RemoveUserScramCredentialRecord._tagged_fields',
    3749: 'RemoveUserScramCredentialRecord._tagged_fields',
    3754: 'RemoveUserScramCredentialRecord._tagged_fields',
    3755: 'RemoveUserScramCredentialRecord._tagged_fields',
    3792: 'ClearElrRecord.TopicName',
    3793: 'ClearElrRecord.TopicName',
    3794: 'ClearElrRecord.TopicName',
    3795: 'ClearElrRecord.TopicName',
    3796: 'ClearElrRecord.TopicName',
    3797: 'ClearElrRecord._unknown_tags',
    3798: 'ClearElrRecord',
    3801: 'ClearElrRecord._unknown_tags',
    3808: 'ClearElrRecord.TopicName',
    3813: 'ClearElrRecord.TopicName',
    3816: 'ClearElrRecord.TopicName',
    3817: 'ClearElrRecord._tagged_fields',
    3821: 'ClearElrRecord._tagged_fields',
    3826: 'ClearElrRecord._tagged_fields',
    3827: 'ClearElrRecord._tagged_fields',
}
