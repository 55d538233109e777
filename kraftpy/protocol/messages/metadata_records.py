# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from 19 schemas.
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

__all__ = ['RegisterBrokerRecord', 'UnregisterBrokerRecord', 'TopicRecord', 'PartitionRecord', 'ConfigRecord', 'PartitionChangeRecord', 'FenceBrokerRecord', 'UnfenceBrokerRecord', 'RemoveTopicRecord', 'UserScramCredentialRecord', 'FeatureLevelRecord', 'ClientQuotaRecord', 'ProducerIdsRecord', 'BrokerRegistrationChangeRecord', 'AccessControlEntryRecord', 'RemoveAccessControlEntryRecord', 'NoOpRecord', 'RemoveUserScramCredentialRecord', 'ClearElrRecord']

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
_S_d_ = Struct('>d?')
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
    """RegisterBrokerRecord (metadata): record type 0; versions 0-4; flexible in 0-4."""

    __slots__ = ('broker_id', 'is_migrating_zk_broker', 'incarnation_id', 'broker_epoch', 'end_points', 'features', 'rack', 'fenced', 'in_controlled_shutdown', 'log_dirs', 'cordoned_log_dirs', 'previous_clean_epoch', '_unknown_tags')
    NAME = 'RegisterBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 0
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    broker_id: int
    """Id of the registering broker.

    `BrokerId` (int32): versions 0+; default 0."""
    is_migrating_zk_broker: bool
    """Whether this is a ZooKeeper-mode broker taking part in a migration to KRaft.

    `IsMigratingZkBroker` (bool): versions 2+; default False."""
    incarnation_id: UUID
    """Random id chosen by this run of the broker process.

    `IncarnationId` (uuid): versions 0+; default the zero UUID."""
    broker_epoch: int
    """Epoch the controller gave this registration.

    `BrokerEpoch` (int64): versions 0+; default 0."""
    end_points: list[RegisterBrokerRecord.BrokerEndpoint]
    """Listeners on which the broker can be reached.

    `EndPoints` ([]BrokerEndpoint): versions 0+; default []."""
    features: list[RegisterBrokerRecord.BrokerFeature]
    """Feature level ranges this broker supports.

    `Features` ([]BrokerFeature): versions 0+; default []."""
    rack: str | None
    """Rack of the broker, or null when none is configured.

    `Rack` (string): versions 0+; nullable in 0+; default ''."""
    fenced: bool
    """Whether the broker starts out fenced.

    `Fenced` (bool): versions 0+; default True."""
    in_controlled_shutdown: bool
    """Whether the broker is shutting down in a controlled way.

    `InControlledShutdown` (bool): versions 1+; default False."""
    log_dirs: list[UUID]
    """Ids of the broker's log directories that are online.

    `LogDirs` ([]uuid): versions 3+; tagged (tag 0) in 3+; default []."""
    cordoned_log_dirs: list[UUID] | None
    """Ids of the broker's log directories closed to new replicas, or null if unknown.

    `CordonedLogDirs` ([]uuid): versions 4+; nullable in 4+; tagged (tag 1) in 4+; default None."""
    previous_clean_epoch: int
    """kraftpy: the broker epoch of the clean shutdown this registration follows (the PreviousBrokerEpoch the controller accepted as clean), -1 after an unclean one.

    `PreviousCleanEpoch` (int64): versions 0+; tagged (tag 1000) in 0+; default -1."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        is_migrating_zk_broker: bool = False,
        incarnation_id: UUID = _ZERO_UUID,
        broker_epoch: int = 0,
        end_points: list[RegisterBrokerRecord.BrokerEndpoint] = _EMPTY,
        features: list[RegisterBrokerRecord.BrokerFeature] = _EMPTY,
        rack: str | None = '',
        fenced: bool = True,
        in_controlled_shutdown: bool = False,
        log_dirs: list[UUID] = _EMPTY,
        cordoned_log_dirs: list[UUID] | None = None,
        previous_clean_epoch: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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
        """Listeners on which the broker can be reached.

        BrokerEndpoint (in RegisterBrokerRecord): versions 0+."""

        __slots__ = ('name', 'host', 'port', 'security_protocol', '_unknown_tags')
        NAME = 'RegisterBrokerRecord.BrokerEndpoint'

        name: str
        """Listener name.

        `Name` (string): versions 0+; default ''."""
        host: str
        """Host name or address of the listener.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Port of the listener.

        `Port` (uint16): versions 0+; default 0."""
        security_protocol: int
        """Security protocol id used on the listener.

        `SecurityProtocol` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            host: str = '',
            port: int = 0,
            security_protocol: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.host = host
            self.port = port
            self.security_protocol = security_protocol
            self._unknown_tags = _unknown_tags

    class BrokerFeature(_Message):
        """Feature level ranges this broker supports.

        BrokerFeature (in RegisterBrokerRecord): versions 0+."""

        __slots__ = ('name', 'min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'RegisterBrokerRecord.BrokerFeature'

        name: str
        """Feature name.

        `Name` (string): versions 0+; default ''."""
        min_supported_version: int
        """Lowest level of the feature the broker supports.

        `MinSupportedVersion` (int16): versions 0+; default 0."""
        max_supported_version: int
        """Highest level of the feature the broker supports.

        `MaxSupportedVersion` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            min_supported_version: int = 0,
            max_supported_version: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_RegisterBrokerRecord_BrokerEndpoint() -> RegisterBrokerRecord.BrokerEndpoint:
    o = _new(_C_RegisterBrokerRecord_BrokerEndpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o.security_protocol = 0
    o._unknown_tags = None
    return o

def _mk_RegisterBrokerRecord_BrokerFeature() -> RegisterBrokerRecord.BrokerFeature:
    o = _new(_C_RegisterBrokerRecord_BrokerFeature)
    o.name = ''
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_RegisterBrokerRecord_v0(o: RegisterBrokerRecord) -> bytes:
    parts: list[bytes] = []
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
    k21: list[tuple[int, bytes]] = []
    if o.previous_clean_epoch != -1:
        p22: list[bytes] = []
        p22.append(_S_q.pack(o.previous_clean_epoch))
        k21.append((1000, b''.join(p22)))
    u23 = o._unknown_tags
    if k21 or u23 is not None:
        _write_tags(a, k21, u23)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v0(buf: _Buffer, pos: int) -> tuple[RegisterBrokerRecord, int]:
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
    l26: list[RegisterBrokerRecord.BrokerEndpoint] = []
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
            uk34: list[tuple[int, bytes]] | None = None
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
    l39: list[RegisterBrokerRecord.BrokerFeature] = []
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
            uk45: list[tuple[int, bytes]] | None = None
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
        uk52: list[tuple[int, bytes]] | None = None
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


def _enc_RegisterBrokerRecord_v1(o: RegisterBrokerRecord) -> bytes:
    parts: list[bytes] = []
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
    k76: list[tuple[int, bytes]] = []
    if o.previous_clean_epoch != -1:
        p77: list[bytes] = []
        p77.append(_S_q.pack(o.previous_clean_epoch))
        k76.append((1000, b''.join(p77)))
    u78 = o._unknown_tags
    if k76 or u78 is not None:
        _write_tags(a, k76, u78)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v1(buf: _Buffer, pos: int) -> tuple[RegisterBrokerRecord, int]:
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
    l81: list[RegisterBrokerRecord.BrokerEndpoint] = []
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
            uk89: list[tuple[int, bytes]] | None = None
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
    l94: list[RegisterBrokerRecord.BrokerFeature] = []
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
            uk100: list[tuple[int, bytes]] | None = None
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
        uk107: list[tuple[int, bytes]] | None = None
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


def _enc_RegisterBrokerRecord_v2(o: RegisterBrokerRecord) -> bytes:
    parts: list[bytes] = []
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
    k131: list[tuple[int, bytes]] = []
    if o.previous_clean_epoch != -1:
        p132: list[bytes] = []
        p132.append(_S_q.pack(o.previous_clean_epoch))
        k131.append((1000, b''.join(p132)))
    u133 = o._unknown_tags
    if k131 or u133 is not None:
        _write_tags(a, k131, u133)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v2(buf: _Buffer, pos: int) -> tuple[RegisterBrokerRecord, int]:
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
    l136: list[RegisterBrokerRecord.BrokerEndpoint] = []
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
            uk144: list[tuple[int, bytes]] | None = None
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
    l149: list[RegisterBrokerRecord.BrokerFeature] = []
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
            uk155: list[tuple[int, bytes]] | None = None
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
        uk162: list[tuple[int, bytes]] | None = None
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


def _enc_RegisterBrokerRecord_v3(o: RegisterBrokerRecord) -> bytes:
    parts: list[bytes] = []
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
    k186: list[tuple[int, bytes]] = []
    if o.log_dirs:
        p187: list[bytes] = []
        l188 = o.log_dirs
        n189 = len(l188) + 1
        p187.append(_UV[n189] if n189 < 128 else _uv(n189))
        for e190 in l188:
            p187.append(_S_U.pack(e190.bytes))
        k186.append((0, b''.join(p187)))
    if o.previous_clean_epoch != -1:
        p191: list[bytes] = []
        p191.append(_S_q.pack(o.previous_clean_epoch))
        k186.append((1000, b''.join(p191)))
    u192 = o._unknown_tags
    if k186 or u192 is not None:
        _write_tags(a, k186, u192)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v3(buf: _Buffer, pos: int) -> tuple[RegisterBrokerRecord, int]:
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
    l195: list[RegisterBrokerRecord.BrokerEndpoint] = []
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
            uk203: list[tuple[int, bytes]] | None = None
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
    l208: list[RegisterBrokerRecord.BrokerFeature] = []
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
            uk214: list[tuple[int, bytes]] | None = None
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
        uk221: list[tuple[int, bytes]] | None = None
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
                l226: list[UUID] = []
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


def _enc_RegisterBrokerRecord_v4(o: RegisterBrokerRecord) -> bytes:
    parts: list[bytes] = []
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
    k250: list[tuple[int, bytes]] = []
    if o.log_dirs:
        p251: list[bytes] = []
        l252 = o.log_dirs
        n253 = len(l252) + 1
        p251.append(_UV[n253] if n253 < 128 else _uv(n253))
        for e254 in l252:
            p251.append(_S_U.pack(e254.bytes))
        k250.append((0, b''.join(p251)))
    if o.cordoned_log_dirs is not None:
        p255: list[bytes] = []
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
        p259: list[bytes] = []
        p259.append(_S_q.pack(o.previous_clean_epoch))
        k250.append((1000, b''.join(p259)))
    u260 = o._unknown_tags
    if k250 or u260 is not None:
        _write_tags(a, k250, u260)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_RegisterBrokerRecord_v4(buf: _Buffer, pos: int) -> tuple[RegisterBrokerRecord, int]:
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
    l263: list[RegisterBrokerRecord.BrokerEndpoint] = []
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
            uk271: list[tuple[int, bytes]] | None = None
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
    l276: list[RegisterBrokerRecord.BrokerFeature] = []
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
            uk282: list[tuple[int, bytes]] | None = None
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
        uk289: list[tuple[int, bytes]] | None = None
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
                l294: list[UUID] = []
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
                    l299: list[UUID] = []
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
    """UnregisterBrokerRecord (metadata): record type 1; versions 0; flexible in 0."""

    __slots__ = ('broker_id', 'broker_epoch', '_unknown_tags')
    NAME = 'UnregisterBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 1
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    broker_id: int
    """Id of the broker being removed from the cluster.

    `BrokerId` (int32): versions 0+; default 0."""
    broker_epoch: int
    """Epoch of the registration being removed.

    `BrokerEpoch` (int64): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        broker_epoch: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self._unknown_tags = _unknown_tags


UnregisterBrokerRecord.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_UnregisterBrokerRecord_v0(o: UnregisterBrokerRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    u303 = o._unknown_tags
    if u303 is None:
        a(_H0)
    else:
        _write_tags(a, None, u303)
    return b''.join(parts)


def _dec_UnregisterBrokerRecord_v0(buf: _Buffer, pos: int) -> tuple[UnregisterBrokerRecord, int]:
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
        uk305: list[tuple[int, bytes]] | None = None
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
    """TopicRecord (metadata): record type 2; versions 0; flexible in 0."""

    __slots__ = ('name', 'topic_id', '_unknown_tags')
    NAME = 'TopicRecord'
    TYPE = 'metadata'
    API_KEY = 2
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    name: str
    """Name of the new topic.

    `Name` (string): versions 0+; default ''."""
    topic_id: UUID
    """Id assigned to the new topic.

    `TopicId` (uuid): versions 0+; default the zero UUID."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        name: str = '',
        topic_id: UUID = _ZERO_UUID,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.name = name
        self.topic_id = topic_id
        self._unknown_tags = _unknown_tags


TopicRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_TopicRecord_v0(o: TopicRecord) -> bytes:
    parts: list[bytes] = []
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


def _dec_TopicRecord_v0(buf: _Buffer, pos: int) -> tuple[TopicRecord, int]:
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
        uk317: list[tuple[int, bytes]] | None = None
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
    """PartitionRecord (metadata): record type 3; versions 0-2; flexible in 0-2."""

    __slots__ = ('partition_id', 'topic_id', 'replicas', 'isr', 'removing_replicas', 'adding_replicas', 'leader', 'leader_recovery_state', 'leader_epoch', 'partition_epoch', 'directories', 'eligible_leader_replicas', 'last_known_elr', 'last_known_leader', '_unknown_tags')
    NAME = 'PartitionRecord'
    TYPE = 'metadata'
    API_KEY = 3
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    partition_id: int
    """Index of the partition within its topic.

    `PartitionId` (int32): versions 0+; default -1."""
    topic_id: UUID
    """Id of the topic the partition belongs to.

    `TopicId` (uuid): versions 0+; default the zero UUID."""
    replicas: list[int]
    """Replica broker ids, most preferred first.

    `Replicas` ([]int32): versions 0+; default []."""
    isr: list[int]
    """Broker ids of the in-sync replicas.

    `Isr` ([]int32): versions 0+; default []."""
    removing_replicas: list[int]
    """Replicas that an ongoing reassignment is taking away.

    `RemovingReplicas` ([]int32): versions 0+; default []."""
    adding_replicas: list[int]
    """Replicas that an ongoing reassignment is bringing in.

    `AddingReplicas` ([]int32): versions 0+; default []."""
    leader: int
    """Broker id of the leader, -1 when the partition has none.

    `Leader` (int32): versions 0+; default -1."""
    leader_recovery_state: int
    """0 when the leader is recovered, 1 while an uncleanly elected leader is still recovering.

    `LeaderRecoveryState` (int8): versions 0+; tagged (tag 0) in 0+; default 0."""
    leader_epoch: int
    """Current leader epoch.

    `LeaderEpoch` (int32): versions 0+; default -1."""
    partition_epoch: int
    """Epoch bumped on every change to the partition's state.

    `PartitionEpoch` (int32): versions 0+; default -1."""
    directories: list[UUID]
    """Log directory id of each replica, in the same order as Replicas.

    `Directories` ([]uuid): versions 1+; default []."""
    eligible_leader_replicas: list[int] | None
    """Replicas outside the ISR that may still be elected leader (ELR).

    `EligibleLeaderReplicas` ([]int32): versions 2+; nullable in 2+; tagged (tag 1) in 2+; default None."""
    last_known_elr: list[int] | None
    """Former ELR members whose data may be incomplete after an unclean shutdown.

    `LastKnownElr` ([]int32): versions 2+; nullable in 2+; tagged (tag 2) in 2+; default None."""
    last_known_leader: int
    """kraftpy: the last ISR member before the partition lost its leader, -1 if none.

    `LastKnownLeader` (int32): versions 2+; tagged (tag 1000) in 2+; default -1."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        partition_id: int = -1,
        topic_id: UUID = _ZERO_UUID,
        replicas: list[int] = _EMPTY,
        isr: list[int] = _EMPTY,
        removing_replicas: list[int] = _EMPTY,
        adding_replicas: list[int] = _EMPTY,
        leader: int = -1,
        leader_recovery_state: int = 0,
        leader_epoch: int = -1,
        partition_epoch: int = -1,
        directories: list[UUID] = _EMPTY,
        eligible_leader_replicas: list[int] | None = None,
        last_known_elr: list[int] | None = None,
        last_known_leader: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_PartitionRecord_v0(o: PartitionRecord) -> bytes:
    parts: list[bytes] = []
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
    k329: list[tuple[int, bytes]] = []
    if o.leader_recovery_state != 0:
        p330: list[bytes] = []
        p330.append(_S_b.pack(o.leader_recovery_state))
        k329.append((0, b''.join(p330)))
    u331 = o._unknown_tags
    if k329 or u331 is not None:
        _write_tags(a, k329, u331)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v0(buf: _Buffer, pos: int) -> tuple[PartitionRecord, int]:
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
        uk338: list[tuple[int, bytes]] | None = None
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


def _enc_PartitionRecord_v1(o: PartitionRecord) -> bytes:
    parts: list[bytes] = []
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
    k353: list[tuple[int, bytes]] = []
    if o.leader_recovery_state != 0:
        p354: list[bytes] = []
        p354.append(_S_b.pack(o.leader_recovery_state))
        k353.append((0, b''.join(p354)))
    u355 = o._unknown_tags
    if k353 or u355 is not None:
        _write_tags(a, k353, u355)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v1(buf: _Buffer, pos: int) -> tuple[PartitionRecord, int]:
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
    l362: list[UUID] = []
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
        uk367: list[tuple[int, bytes]] | None = None
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


def _enc_PartitionRecord_v2(o: PartitionRecord) -> bytes:
    parts: list[bytes] = []
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
    k382: list[tuple[int, bytes]] = []
    if o.leader_recovery_state != 0:
        p383: list[bytes] = []
        p383.append(_S_b.pack(o.leader_recovery_state))
        k382.append((0, b''.join(p383)))
    if o.eligible_leader_replicas is not None:
        p384: list[bytes] = []
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
        p387: list[bytes] = []
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
        p390: list[bytes] = []
        p390.append(_S_i.pack(o.last_known_leader))
        k382.append((1000, b''.join(p390)))
    u391 = o._unknown_tags
    if k382 or u391 is not None:
        _write_tags(a, k382, u391)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionRecord_v2(buf: _Buffer, pos: int) -> tuple[PartitionRecord, int]:
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
    l398: list[UUID] = []
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
        uk403: list[tuple[int, bytes]] | None = None
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
    """ConfigRecord (metadata): record type 4; versions 0; flexible in 0."""

    __slots__ = ('resource_type', 'resource_name', 'name', 'value', '_unknown_tags')
    NAME = 'ConfigRecord'
    TYPE = 'metadata'
    API_KEY = 4
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    resource_type: int
    """Config resource type id (2 topic, 4 broker, ...).

    `ResourceType` (int8): versions 0+; default 0."""
    resource_name: str
    """Name of the resource; an empty broker name is the cluster-wide default.

    `ResourceName` (string): versions 0+; default ''."""
    name: str
    """Config key.

    `Name` (string): versions 0+; default ''."""
    value: str | None
    """New value of the key, or null to remove it.

    `Value` (string): versions 0+; nullable in 0+; default ''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        resource_type: int = 0,
        resource_name: str = '',
        name: str = '',
        value: str | None = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_ConfigRecord_v0(o: ConfigRecord) -> bytes:
    parts: list[bytes] = []
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


def _dec_ConfigRecord_v0(buf: _Buffer, pos: int) -> tuple[ConfigRecord, int]:
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
        uk426: list[tuple[int, bytes]] | None = None
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
    """PartitionChangeRecord (metadata): record type 5; versions 0-2; flexible in 0-2."""

    __slots__ = ('partition_id', 'topic_id', 'isr', 'leader', 'replicas', 'removing_replicas', 'adding_replicas', 'leader_recovery_state', 'directories', 'eligible_leader_replicas', 'last_known_elr', 'last_known_leader', '_unknown_tags')
    NAME = 'PartitionChangeRecord'
    TYPE = 'metadata'
    API_KEY = 5
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    partition_id: int
    """Index of the changed partition.

    `PartitionId` (int32): versions 0+; default -1."""
    topic_id: UUID
    """Id of the topic the partition belongs to.

    `TopicId` (uuid): versions 0+; default the zero UUID."""
    isr: list[int] | None
    """New in-sync replica set, or null if unchanged.

    `Isr` ([]int32): versions 0+; nullable in 0+; tagged (tag 0) in 0+; default None."""
    leader: int
    """New leader; -1 means no leader, -2 means unchanged.

    `Leader` (int32): versions 0+; tagged (tag 1) in 0+; default -2."""
    replicas: list[int] | None
    """New replica list, or null if unchanged.

    `Replicas` ([]int32): versions 0+; nullable in 0+; tagged (tag 2) in 0+; default None."""
    removing_replicas: list[int] | None
    """New list of replicas being removed, or null if unchanged.

    `RemovingReplicas` ([]int32): versions 0+; nullable in 0+; tagged (tag 3) in 0+; default None."""
    adding_replicas: list[int] | None
    """New list of replicas being added, or null if unchanged.

    `AddingReplicas` ([]int32): versions 0+; nullable in 0+; tagged (tag 4) in 0+; default None."""
    leader_recovery_state: int
    """-1 unchanged, 0 leader recovered or cleanly elected, 1 uncleanly elected leader still recovering.

    `LeaderRecoveryState` (int8): versions 0+; tagged (tag 5) in 0+; default -1."""
    directories: list[UUID] | None
    """New log directory id of each replica, or null if unchanged.

    `Directories` ([]uuid): versions 1+; nullable in 1+; tagged (tag 8) in 1+; default None."""
    eligible_leader_replicas: list[int] | None
    """New eligible leader replicas, or null if unchanged.

    `EligibleLeaderReplicas` ([]int32): versions 2+; nullable in 2+; tagged (tag 6) in 2+; default None."""
    last_known_elr: list[int] | None
    """New last known ELR, or null if unchanged.

    `LastKnownElr` ([]int32): versions 2+; nullable in 2+; tagged (tag 7) in 2+; default None."""
    last_known_leader: int
    """kraftpy: new last known leader; -1 clears it, -2 means unchanged.

    `LastKnownLeader` (int32): versions 2+; tagged (tag 1000) in 2+; default -2."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        partition_id: int = -1,
        topic_id: UUID = _ZERO_UUID,
        isr: list[int] | None = None,
        leader: int = -2,
        replicas: list[int] | None = None,
        removing_replicas: list[int] | None = None,
        adding_replicas: list[int] | None = None,
        leader_recovery_state: int = -1,
        directories: list[UUID] | None = None,
        eligible_leader_replicas: list[int] | None = None,
        last_known_elr: list[int] | None = None,
        last_known_leader: int = -2,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_PartitionChangeRecord_v0(o: PartitionChangeRecord) -> bytes:
    parts: list[bytes] = []
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
    k430: list[tuple[int, bytes]] = []
    if o.isr is not None:
        p431: list[bytes] = []
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
        p434: list[bytes] = []
        p434.append(_S_i.pack(o.leader))
        k430.append((1, b''.join(p434)))
    if o.replicas is not None:
        p435: list[bytes] = []
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
        p438: list[bytes] = []
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
        p441: list[bytes] = []
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
        p444: list[bytes] = []
        p444.append(_S_b.pack(o.leader_recovery_state))
        k430.append((5, b''.join(p444)))
    u445 = o._unknown_tags
    if k430 or u445 is not None:
        _write_tags(a, k430, u445)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v0(buf: _Buffer, pos: int) -> tuple[PartitionChangeRecord, int]:
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
        uk448: list[tuple[int, bytes]] | None = None
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


def _enc_PartitionChangeRecord_v1(o: PartitionChangeRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    if o.eligible_leader_replicas is not None:
        raise _unsupported_field('PartitionChangeRecord', 'EligibleLeaderReplicas', 1)
    if o.last_known_elr is not None:
        raise _unsupported_field('PartitionChangeRecord', 'LastKnownElr', 1)
    if o.last_known_leader != -2:
        raise _unsupported_field('PartitionChangeRecord', 'LastKnownLeader', 1)
    k456: list[tuple[int, bytes]] = []
    if o.isr is not None:
        p457: list[bytes] = []
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
        p460: list[bytes] = []
        p460.append(_S_i.pack(o.leader))
        k456.append((1, b''.join(p460)))
    if o.replicas is not None:
        p461: list[bytes] = []
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
        p464: list[bytes] = []
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
        p467: list[bytes] = []
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
        p470: list[bytes] = []
        p470.append(_S_b.pack(o.leader_recovery_state))
        k456.append((5, b''.join(p470)))
    if o.directories is not None:
        p471: list[bytes] = []
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


def _dec_PartitionChangeRecord_v1(buf: _Buffer, pos: int) -> tuple[PartitionChangeRecord, int]:
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
        uk478: list[tuple[int, bytes]] | None = None
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
                    l487: list[UUID] = []
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


def _enc_PartitionChangeRecord_v2(o: PartitionChangeRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iU.pack(o.partition_id, o.topic_id.bytes))
    k491: list[tuple[int, bytes]] = []
    if o.isr is not None:
        p492: list[bytes] = []
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
        p495: list[bytes] = []
        p495.append(_S_i.pack(o.leader))
        k491.append((1, b''.join(p495)))
    if o.replicas is not None:
        p496: list[bytes] = []
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
        p499: list[bytes] = []
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
        p502: list[bytes] = []
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
        p505: list[bytes] = []
        p505.append(_S_b.pack(o.leader_recovery_state))
        k491.append((5, b''.join(p505)))
    if o.eligible_leader_replicas is not None:
        p506: list[bytes] = []
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
        p509: list[bytes] = []
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
        p512: list[bytes] = []
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
        p516: list[bytes] = []
        p516.append(_S_i.pack(o.last_known_leader))
        k491.append((1000, b''.join(p516)))
    u517 = o._unknown_tags
    if k491 or u517 is not None:
        _write_tags(a, k491, u517)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_PartitionChangeRecord_v2(buf: _Buffer, pos: int) -> tuple[PartitionChangeRecord, int]:
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
        uk520: list[tuple[int, bytes]] | None = None
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
                    l529: list[UUID] = []
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
    """FenceBrokerRecord (metadata): record type 7; versions 0; flexible in 0."""

    __slots__ = ('id', 'epoch', '_unknown_tags')
    NAME = 'FenceBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 7
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    id: int
    """Broker to fence; it leaves every ISR.

    `Id` (int32): versions 0+; default 0."""
    epoch: int
    """Registration epoch of the fenced broker.

    `Epoch` (int64): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        id: int = 0,
        epoch: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.id = id
        self.epoch = epoch
        self._unknown_tags = _unknown_tags


FenceBrokerRecord.FIELDS = (
    _FI('Id', 'id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Epoch', 'epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_FenceBrokerRecord_v0(o: FenceBrokerRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.id, o.epoch))
    u535 = o._unknown_tags
    if u535 is None:
        a(_H0)
    else:
        _write_tags(a, None, u535)
    return b''.join(parts)


def _dec_FenceBrokerRecord_v0(buf: _Buffer, pos: int) -> tuple[FenceBrokerRecord, int]:
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
        uk537: list[tuple[int, bytes]] | None = None
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
    """UnfenceBrokerRecord (metadata): record type 8; versions 0; flexible in 0."""

    __slots__ = ('id', 'epoch', '_unknown_tags')
    NAME = 'UnfenceBrokerRecord'
    TYPE = 'metadata'
    API_KEY = 8
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    id: int
    """Broker to unfence.

    `Id` (int32): versions 0+; default 0."""
    epoch: int
    """Registration epoch of the unfenced broker.

    `Epoch` (int64): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        id: int = 0,
        epoch: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.id = id
        self.epoch = epoch
        self._unknown_tags = _unknown_tags


UnfenceBrokerRecord.FIELDS = (
    _FI('Id', 'id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Epoch', 'epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_UnfenceBrokerRecord_v0(o: UnfenceBrokerRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.id, o.epoch))
    u541 = o._unknown_tags
    if u541 is None:
        a(_H0)
    else:
        _write_tags(a, None, u541)
    return b''.join(parts)


def _dec_UnfenceBrokerRecord_v0(buf: _Buffer, pos: int) -> tuple[UnfenceBrokerRecord, int]:
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
        uk543: list[tuple[int, bytes]] | None = None
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
    """RemoveTopicRecord (metadata): record type 9; versions 0; flexible in 0."""

    __slots__ = ('topic_id', '_unknown_tags')
    NAME = 'RemoveTopicRecord'
    TYPE = 'metadata'
    API_KEY = 9
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    topic_id: UUID
    """Id of the deleted topic; its partitions go with it.

    `TopicId` (uuid): versions 0+; default the zero UUID."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topic_id: UUID = _ZERO_UUID,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self._unknown_tags = _unknown_tags


RemoveTopicRecord.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_RemoveTopicRecord_v0(o: RemoveTopicRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_U.pack(o.topic_id.bytes))
    u547 = o._unknown_tags
    if u547 is None:
        a(_H0)
    else:
        _write_tags(a, None, u547)
    return b''.join(parts)


def _dec_RemoveTopicRecord_v0(buf: _Buffer, pos: int) -> tuple[RemoveTopicRecord, int]:
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
        uk550: list[tuple[int, bytes]] | None = None
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
    """UserScramCredentialRecord (metadata): record type 11; versions 0; flexible in 0."""

    __slots__ = ('name', 'mechanism', 'salt', 'stored_key', 'server_key', 'iterations', '_unknown_tags')
    NAME = 'UserScramCredentialRecord'
    TYPE = 'metadata'
    API_KEY = 11
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    name: str
    """User the credential belongs to.

    `Name` (string): versions 0+; default ''."""
    mechanism: int
    """SCRAM mechanism id (1 SHA-256, 2 SHA-512).

    `Mechanism` (int8): versions 0+; default 0."""
    salt: bytes
    """Salt used to derive the keys.

    `Salt` (bytes): versions 0+; default b''."""
    stored_key: bytes
    """StoredKey the server checks client proofs against.

    `StoredKey` (bytes): versions 0+; default b''."""
    server_key: bytes
    """ServerKey used to compute the server signature.

    `ServerKey` (bytes): versions 0+; default b''."""
    iterations: int
    """Hash iteration count used to derive the keys.

    `Iterations` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        name: str = '',
        mechanism: int = 0,
        salt: bytes = b'',
        stored_key: bytes = b'',
        server_key: bytes = b'',
        iterations: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_UserScramCredentialRecord_v0(o: UserScramCredentialRecord) -> bytes:
    parts: list[bytes] = []
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


def _dec_UserScramCredentialRecord_v0(buf: _Buffer, pos: int) -> tuple[UserScramCredentialRecord, int]:
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
        uk573: list[tuple[int, bytes]] | None = None
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
    """FeatureLevelRecord (metadata): record type 12; versions 0; flexible in 0."""

    __slots__ = ('name', 'feature_level', '_unknown_tags')
    NAME = 'FeatureLevelRecord'
    TYPE = 'metadata'
    API_KEY = 12
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    name: str
    """Feature name, e.g. metadata.version.

    `Name` (string): versions 0+; default ''."""
    feature_level: int
    """Finalized level of the feature; 0 removes it.

    `FeatureLevel` (int16): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        name: str = '',
        feature_level: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.name = name
        self.feature_level = feature_level
        self._unknown_tags = _unknown_tags


FeatureLevelRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('FeatureLevel', 'feature_level', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_FeatureLevelRecord_v0(o: FeatureLevelRecord) -> bytes:
    parts: list[bytes] = []
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


def _dec_FeatureLevelRecord_v0(buf: _Buffer, pos: int) -> tuple[FeatureLevelRecord, int]:
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
        uk584: list[tuple[int, bytes]] | None = None
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


class ClientQuotaRecord(_Message):
    """ClientQuotaRecord (metadata): record type 14; versions 0; flexible in 0."""

    __slots__ = ('entity', 'key', 'value', 'remove', '_unknown_tags')
    NAME = 'ClientQuotaRecord'
    TYPE = 'metadata'
    API_KEY = 14
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    entity: list[ClientQuotaRecord.EntityData]
    """The entity the quota applies to: one (type, name) per level it names.

    `Entity` ([]EntityData): versions 0+; default []."""
    key: str
    """The quota key (producer_byte_rate, consumer_byte_rate, ...).

    `Key` (string): versions 0+; default ''."""
    value: float
    """The quota's value.

    `Value` (float64): versions 0+; default 0.0."""
    remove: bool
    """True: the key is removed from the entity (Value is ignored).

    `Remove` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        entity: list[ClientQuotaRecord.EntityData] = _EMPTY,
        key: str = '',
        value: float = 0.0,
        remove: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.entity = [] if entity is _EMPTY else entity
        self.key = key
        self.value = value
        self.remove = remove
        self._unknown_tags = _unknown_tags

    class EntityData(_Message):
        """The entity the quota applies to: one (type, name) per level it names.

        EntityData (in ClientQuotaRecord): versions 0+."""

        __slots__ = ('entity_type', 'entity_name', '_unknown_tags')
        NAME = 'ClientQuotaRecord.EntityData'

        entity_type: str
        """user, client-id or ip.

        `EntityType` (string): versions 0+; default ''."""
        entity_name: str | None
        """The name, or null for the default entity of this type.

        `EntityName` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            entity_type: str = '',
            entity_name: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.entity_type = entity_type
            self.entity_name = entity_name
            self._unknown_tags = _unknown_tags


_C_ClientQuotaRecord_EntityData = ClientQuotaRecord.EntityData
ClientQuotaRecord.FIELDS = (
    _FI('Entity', 'entity', '[]EntityData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ClientQuotaRecord_EntityData),
    _FI('Key', 'key', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'float64', (0, 32767), (1, 0), (1, 0), None, 0.0, False, None),
    _FI('Remove', 'remove', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_ClientQuotaRecord_EntityData.FIELDS = (
    _FI('EntityType', 'entity_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('EntityName', 'entity_name', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_ClientQuotaRecord_EntityData = _C_ClientQuotaRecord_EntityData()

def _mk_ClientQuotaRecord_EntityData() -> ClientQuotaRecord.EntityData:
    o = _new(_C_ClientQuotaRecord_EntityData)
    o.entity_type = ''
    o.entity_name = ''
    o._unknown_tags = None
    return o


def _enc_ClientQuotaRecord_v0(o: ClientQuotaRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l588 = o.entity
    n589 = len(l588) + 1
    a(_UV[n589] if n589 < 128 else _uv(n589))
    for e590 in l588:
        s591 = e590.entity_type
        b592 = s591.encode()
        n593 = len(b592) + 1
        a(_UV[n593] if n593 < 128 else _uv(n593))
        a(b592)
        s594 = e590.entity_name
        if s594 is None:
            a(_H0)
        else:
            b595 = s594.encode()
            n596 = len(b595) + 1
            a(_UV[n596] if n596 < 128 else _uv(n596))
            a(b595)
        u597 = e590._unknown_tags
        if u597 is None:
            a(_H0)
        else:
            _write_tags(a, None, u597)
    s598 = o.key
    b599 = s598.encode()
    n600 = len(b599) + 1
    a(_UV[n600] if n600 < 128 else _uv(n600))
    a(b599)
    a(_S_d_.pack(o.value, o.remove))
    u601 = o._unknown_tags
    if u601 is None:
        a(_H0)
    else:
        _write_tags(a, None, u601)
    return b''.join(parts)


def _dec_ClientQuotaRecord_v0(buf: _Buffer, pos: int) -> tuple[ClientQuotaRecord, int]:
    blen = len(buf)
    o = _new(ClientQuotaRecord)
    n602 = buf[pos] - 1
    if 0 <= n602 < 127:
        pos += 1
    else:
        n602, pos = _read_array_len(buf, pos, True, False, 1, 'ClientQuotaRecord.Entity')
    l603: list[ClientQuotaRecord.EntityData] = []
    ap604 = l603.append
    for _ in range(n602):
        t605 = _new(_C_ClientQuotaRecord_EntityData)
        n606 = buf[pos] - 1
        if 0 <= n606 < 127:
            x607 = pos + 1 + n606
            if x607 > blen:
                raise _bad_length(n606, 'ClientQuotaRecord.Entity.EntityType', pos)
            t605.entity_type = str(buf[pos + 1:x607], 'utf-8')
            pos = x607
        else:
            t605.entity_type, pos = _read_string(buf, pos, True, False, 'ClientQuotaRecord.Entity.EntityType')
        n608 = buf[pos] - 1
        if 0 <= n608 < 127:
            x609 = pos + 1 + n608
            if x609 > blen:
                raise _bad_length(n608, 'ClientQuotaRecord.Entity.EntityName', pos)
            t605.entity_name = str(buf[pos + 1:x609], 'utf-8')
            pos = x609
        else:
            t605.entity_name, pos = _read_string(buf, pos, True, True, 'ClientQuotaRecord.Entity.EntityName')
        if buf[pos] == 0:
            pos += 1
            t605._unknown_tags = None
        else:
            nt610, pos = _ruv(buf, pos)
            if nt610 * 2 > blen - pos:
                raise _array_too_long(nt610, 'ClientQuotaRecord.Entity._tagged_fields', pos)
            uk611: list[tuple[int, bytes]] | None = None
            for _ in range(nt610):
                tg612, pos = _ruv(buf, pos)
                sz613, pos = _ruv(buf, pos)
                x614 = pos + sz613
                if x614 > blen:
                    raise _bad_length(sz613, 'ClientQuotaRecord.Entity._tagged_fields', pos)
                if uk611 is None:
                    uk611 = []
                uk611.append((tg612, bytes(buf[pos:x614])))
                pos = x614
            t605._unknown_tags = uk611
        ap604(t605)
    o.entity = l603
    n615 = buf[pos] - 1
    if 0 <= n615 < 127:
        x616 = pos + 1 + n615
        if x616 > blen:
            raise _bad_length(n615, 'ClientQuotaRecord.Key', pos)
        o.key = str(buf[pos + 1:x616], 'utf-8')
        pos = x616
    else:
        o.key, pos = _read_string(buf, pos, True, False, 'ClientQuotaRecord.Key')
    o.value, o.remove = _S_d_.unpack_from(buf, pos)
    pos += 9
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt617, pos = _ruv(buf, pos)
        if nt617 * 2 > blen - pos:
            raise _array_too_long(nt617, 'ClientQuotaRecord._tagged_fields', pos)
        uk618: list[tuple[int, bytes]] | None = None
        for _ in range(nt617):
            tg619, pos = _ruv(buf, pos)
            sz620, pos = _ruv(buf, pos)
            x621 = pos + sz620
            if x621 > blen:
                raise _bad_length(sz620, 'ClientQuotaRecord._tagged_fields', pos)
            if uk618 is None:
                uk618 = []
            uk618.append((tg619, bytes(buf[pos:x621])))
            pos = x621
        o._unknown_tags = uk618
    return o, pos


ClientQuotaRecord._ENC = {0: _enc_ClientQuotaRecord_v0}
ClientQuotaRecord._DEC = {0: _dec_ClientQuotaRecord_v0}


class ProducerIdsRecord(_Message):
    """ProducerIdsRecord (metadata): record type 15; versions 0; flexible in 0."""

    __slots__ = ('broker_id', 'broker_epoch', 'next_producer_id', '_unknown_tags')
    NAME = 'ProducerIdsRecord'
    TYPE = 'metadata'
    API_KEY = 15
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    broker_id: int
    """Broker that was given the block of producer ids.

    `BrokerId` (int32): versions 0+; default 0."""
    broker_epoch: int
    """Registration epoch of that broker.

    `BrokerEpoch` (int64): versions 0+; default -1."""
    next_producer_id: int
    """First producer id of the next block to hand out.

    `NextProducerId` (int64): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        broker_epoch: int = -1,
        next_producer_id: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.next_producer_id = next_producer_id
        self._unknown_tags = _unknown_tags


ProducerIdsRecord.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('NextProducerId', 'next_producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_ProducerIdsRecord_v0(o: ProducerIdsRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iqq.pack(o.broker_id, o.broker_epoch, o.next_producer_id))
    u622 = o._unknown_tags
    if u622 is None:
        a(_H0)
    else:
        _write_tags(a, None, u622)
    return b''.join(parts)


def _dec_ProducerIdsRecord_v0(buf: _Buffer, pos: int) -> tuple[ProducerIdsRecord, int]:
    blen = len(buf)
    o = _new(ProducerIdsRecord)
    o.broker_id, o.broker_epoch, o.next_producer_id = _S_iqq.unpack_from(buf, pos)
    pos += 20
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt623, pos = _ruv(buf, pos)
        if nt623 * 2 > blen - pos:
            raise _array_too_long(nt623, 'ProducerIdsRecord._tagged_fields', pos)
        uk624: list[tuple[int, bytes]] | None = None
        for _ in range(nt623):
            tg625, pos = _ruv(buf, pos)
            sz626, pos = _ruv(buf, pos)
            x627 = pos + sz626
            if x627 > blen:
                raise _bad_length(sz626, 'ProducerIdsRecord._tagged_fields', pos)
            if uk624 is None:
                uk624 = []
            uk624.append((tg625, bytes(buf[pos:x627])))
            pos = x627
        o._unknown_tags = uk624
    return o, pos


ProducerIdsRecord._ENC = {0: _enc_ProducerIdsRecord_v0}
ProducerIdsRecord._DEC = {0: _dec_ProducerIdsRecord_v0}


class BrokerRegistrationChangeRecord(_Message):
    """BrokerRegistrationChangeRecord (metadata): record type 17; versions 0-3; flexible in 0-3."""

    __slots__ = ('broker_id', 'broker_epoch', 'fenced', 'in_controlled_shutdown', 'log_dirs', 'cordoned_log_dirs', '_unknown_tags')
    NAME = 'BrokerRegistrationChangeRecord'
    TYPE = 'metadata'
    API_KEY = 17
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (0, 3)

    broker_id: int
    """Id of the broker whose registration changes.

    `BrokerId` (int32): versions 0+; default 0."""
    broker_epoch: int
    """Epoch of the registration being changed.

    `BrokerEpoch` (int64): versions 0+; default 0."""
    fenced: int
    """1 fences the broker, -1 unfences it, 0 leaves it as is.

    `Fenced` (int8): versions 0+; tagged (tag 0) in 0+; default 0."""
    in_controlled_shutdown: int
    """1 marks the broker as in controlled shutdown, 0 leaves it as is.

    `InControlledShutdown` (int8): versions 1+; tagged (tag 1) in 1+; default 0."""
    log_dirs: list[UUID]
    """New set of online log directory ids.

    `LogDirs` ([]uuid): versions 2+; tagged (tag 2) in 2+; default []."""
    cordoned_log_dirs: list[UUID] | None
    """New set of cordoned log directory ids, or null if unchanged.

    `CordonedLogDirs` ([]uuid): versions 3+; nullable in 3+; tagged (tag 3) in 3+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        broker_epoch: int = 0,
        fenced: int = 0,
        in_controlled_shutdown: int = 0,
        log_dirs: list[UUID] = _EMPTY,
        cordoned_log_dirs: list[UUID] | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_BrokerRegistrationChangeRecord_v0(o: BrokerRegistrationChangeRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.in_controlled_shutdown != 0:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'InControlledShutdown', 0)
    if o.log_dirs:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'LogDirs', 0)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 0)
    k628: list[tuple[int, bytes]] = []
    if o.fenced != 0:
        p629: list[bytes] = []
        p629.append(_S_b.pack(o.fenced))
        k628.append((0, b''.join(p629)))
    u630 = o._unknown_tags
    if k628 or u630 is not None:
        _write_tags(a, k628, u630)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v0(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationChangeRecord, int]:
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
        nt631, pos = _ruv(buf, pos)
        if nt631 * 2 > blen - pos:
            raise _array_too_long(nt631, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk632: list[tuple[int, bytes]] | None = None
        for _ in range(nt631):
            tg633, pos = _ruv(buf, pos)
            sz634, pos = _ruv(buf, pos)
            x635 = pos + sz634
            if x635 > blen:
                raise _bad_length(sz634, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg633 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x635:
                    raise _tag_size_mismatch(tg633, 'BrokerRegistrationChangeRecord.Fenced', pos)
            else:
                if uk632 is None:
                    uk632 = []
                uk632.append((tg633, bytes(buf[pos:x635])))
                pos = x635
        o._unknown_tags = uk632
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v1(o: BrokerRegistrationChangeRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.log_dirs:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'LogDirs', 1)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 1)
    k636: list[tuple[int, bytes]] = []
    if o.fenced != 0:
        p637: list[bytes] = []
        p637.append(_S_b.pack(o.fenced))
        k636.append((0, b''.join(p637)))
    if o.in_controlled_shutdown != 0:
        p638: list[bytes] = []
        p638.append(_S_b.pack(o.in_controlled_shutdown))
        k636.append((1, b''.join(p638)))
    u639 = o._unknown_tags
    if k636 or u639 is not None:
        _write_tags(a, k636, u639)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v1(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationChangeRecord, int]:
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
        nt640, pos = _ruv(buf, pos)
        if nt640 * 2 > blen - pos:
            raise _array_too_long(nt640, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk641: list[tuple[int, bytes]] | None = None
        for _ in range(nt640):
            tg642, pos = _ruv(buf, pos)
            sz643, pos = _ruv(buf, pos)
            x644 = pos + sz643
            if x644 > blen:
                raise _bad_length(sz643, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg642 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x644:
                    raise _tag_size_mismatch(tg642, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg642 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x644:
                    raise _tag_size_mismatch(tg642, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            else:
                if uk641 is None:
                    uk641 = []
                uk641.append((tg642, bytes(buf[pos:x644])))
                pos = x644
        o._unknown_tags = uk641
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v2(o: BrokerRegistrationChangeRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerRegistrationChangeRecord', 'CordonedLogDirs', 2)
    k645: list[tuple[int, bytes]] = []
    if o.fenced != 0:
        p646: list[bytes] = []
        p646.append(_S_b.pack(o.fenced))
        k645.append((0, b''.join(p646)))
    if o.in_controlled_shutdown != 0:
        p647: list[bytes] = []
        p647.append(_S_b.pack(o.in_controlled_shutdown))
        k645.append((1, b''.join(p647)))
    if o.log_dirs:
        p648: list[bytes] = []
        l649 = o.log_dirs
        n650 = len(l649) + 1
        p648.append(_UV[n650] if n650 < 128 else _uv(n650))
        for e651 in l649:
            p648.append(_S_U.pack(e651.bytes))
        k645.append((2, b''.join(p648)))
    u652 = o._unknown_tags
    if k645 or u652 is not None:
        _write_tags(a, k645, u652)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v2(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationChangeRecord, int]:
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
        nt653, pos = _ruv(buf, pos)
        if nt653 * 2 > blen - pos:
            raise _array_too_long(nt653, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk654: list[tuple[int, bytes]] | None = None
        for _ in range(nt653):
            tg655, pos = _ruv(buf, pos)
            sz656, pos = _ruv(buf, pos)
            x657 = pos + sz656
            if x657 > blen:
                raise _bad_length(sz656, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg655 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x657:
                    raise _tag_size_mismatch(tg655, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg655 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x657:
                    raise _tag_size_mismatch(tg655, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg655 == 2:
                n658 = buf[pos] - 1
                if 0 <= n658 < 127:
                    pos += 1
                else:
                    n658, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l659: list[UUID] = []
                ap660 = l659.append
                for _ in range(n658):
                    u662, = _S_U.unpack_from(buf, pos)
                    v661 = _uuid_from(u662)
                    pos += 16
                    ap660(v661)
                o.log_dirs = l659
                if pos != x657:
                    raise _tag_size_mismatch(tg655, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            else:
                if uk654 is None:
                    uk654 = []
                uk654.append((tg655, bytes(buf[pos:x657])))
                pos = x657
        o._unknown_tags = uk654
    return o, pos


def _enc_BrokerRegistrationChangeRecord_v3(o: BrokerRegistrationChangeRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    k663: list[tuple[int, bytes]] = []
    if o.fenced != 0:
        p664: list[bytes] = []
        p664.append(_S_b.pack(o.fenced))
        k663.append((0, b''.join(p664)))
    if o.in_controlled_shutdown != 0:
        p665: list[bytes] = []
        p665.append(_S_b.pack(o.in_controlled_shutdown))
        k663.append((1, b''.join(p665)))
    if o.log_dirs:
        p666: list[bytes] = []
        l667 = o.log_dirs
        n668 = len(l667) + 1
        p666.append(_UV[n668] if n668 < 128 else _uv(n668))
        for e669 in l667:
            p666.append(_S_U.pack(e669.bytes))
        k663.append((2, b''.join(p666)))
    if o.cordoned_log_dirs is not None:
        p670: list[bytes] = []
        l671 = o.cordoned_log_dirs
        if l671 is None:
            p670.append(_H0)
        else:
            n672 = len(l671) + 1
            p670.append(_UV[n672] if n672 < 128 else _uv(n672))
            for e673 in l671:
                p670.append(_S_U.pack(e673.bytes))
        k663.append((3, b''.join(p670)))
    u674 = o._unknown_tags
    if k663 or u674 is not None:
        _write_tags(a, k663, u674)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerRegistrationChangeRecord_v3(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationChangeRecord, int]:
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
        nt675, pos = _ruv(buf, pos)
        if nt675 * 2 > blen - pos:
            raise _array_too_long(nt675, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
        uk676: list[tuple[int, bytes]] | None = None
        for _ in range(nt675):
            tg677, pos = _ruv(buf, pos)
            sz678, pos = _ruv(buf, pos)
            x679 = pos + sz678
            if x679 > blen:
                raise _bad_length(sz678, 'BrokerRegistrationChangeRecord._tagged_fields', pos)
            if tg677 == 0:
                o.fenced, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x679:
                    raise _tag_size_mismatch(tg677, 'BrokerRegistrationChangeRecord.Fenced', pos)
            elif tg677 == 1:
                o.in_controlled_shutdown, = _S_b.unpack_from(buf, pos)
                pos += 1
                if pos != x679:
                    raise _tag_size_mismatch(tg677, 'BrokerRegistrationChangeRecord.InControlledShutdown', pos)
            elif tg677 == 2:
                n680 = buf[pos] - 1
                if 0 <= n680 < 127:
                    pos += 1
                else:
                    n680, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerRegistrationChangeRecord.LogDirs')
                l681: list[UUID] = []
                ap682 = l681.append
                for _ in range(n680):
                    u684, = _S_U.unpack_from(buf, pos)
                    v683 = _uuid_from(u684)
                    pos += 16
                    ap682(v683)
                o.log_dirs = l681
                if pos != x679:
                    raise _tag_size_mismatch(tg677, 'BrokerRegistrationChangeRecord.LogDirs', pos)
            elif tg677 == 3:
                n685 = buf[pos] - 1
                if -1 <= n685 < 127:
                    pos += 1
                else:
                    n685, pos = _read_array_len(buf, pos, True, True, 16, 'BrokerRegistrationChangeRecord.CordonedLogDirs')
                if n685 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l686: list[UUID] = []
                    ap687 = l686.append
                    for _ in range(n685):
                        u689, = _S_U.unpack_from(buf, pos)
                        v688 = _uuid_from(u689)
                        pos += 16
                        ap687(v688)
                    o.cordoned_log_dirs = l686
                if pos != x679:
                    raise _tag_size_mismatch(tg677, 'BrokerRegistrationChangeRecord.CordonedLogDirs', pos)
            else:
                if uk676 is None:
                    uk676 = []
                uk676.append((tg677, bytes(buf[pos:x679])))
                pos = x679
        o._unknown_tags = uk676
    return o, pos


BrokerRegistrationChangeRecord._ENC = {0: _enc_BrokerRegistrationChangeRecord_v0, 1: _enc_BrokerRegistrationChangeRecord_v1, 2: _enc_BrokerRegistrationChangeRecord_v2, 3: _enc_BrokerRegistrationChangeRecord_v3}
BrokerRegistrationChangeRecord._DEC = {0: _dec_BrokerRegistrationChangeRecord_v0, 1: _dec_BrokerRegistrationChangeRecord_v1, 2: _dec_BrokerRegistrationChangeRecord_v2, 3: _dec_BrokerRegistrationChangeRecord_v3}


class AccessControlEntryRecord(_Message):
    """AccessControlEntryRecord (metadata): record type 18; versions 0; flexible in 0."""

    __slots__ = ('id', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type', '_unknown_tags')
    NAME = 'AccessControlEntryRecord'
    TYPE = 'metadata'
    API_KEY = 18
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    id: UUID
    """Id of the ACL entry.

    `Id` (uuid): versions 0+; default the zero UUID."""
    resource_type: int
    """Resource type code.

    `ResourceType` (int8): versions 0+; default 0."""
    resource_name: str
    """Resource name or pattern.

    `ResourceName` (string): versions 0+; default ''."""
    pattern_type: int
    """Pattern type code (literal, prefixed, ...).

    `PatternType` (int8): versions 0+; default 0."""
    principal: str
    """Principal the entry applies to.

    `Principal` (string): versions 0+; default ''."""
    host: str
    """Client host the entry applies to.

    `Host` (string): versions 0+; default ''."""
    operation: int
    """Operation code.

    `Operation` (int8): versions 0+; default 0."""
    permission_type: int
    """Permission code (allow or deny).

    `PermissionType` (int8): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        id: UUID = _ZERO_UUID,
        resource_type: int = 0,
        resource_name: str = '',
        pattern_type: int = 0,
        principal: str = '',
        host: str = '',
        operation: int = 0,
        permission_type: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_AccessControlEntryRecord_v0(o: AccessControlEntryRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_Ub.pack(o.id.bytes, o.resource_type))
    s690 = o.resource_name
    b691 = s690.encode()
    n692 = len(b691) + 1
    a(_UV[n692] if n692 < 128 else _uv(n692))
    a(b691)
    a(_S_b.pack(o.pattern_type))
    s693 = o.principal
    b694 = s693.encode()
    n695 = len(b694) + 1
    a(_UV[n695] if n695 < 128 else _uv(n695))
    a(b694)
    s696 = o.host
    b697 = s696.encode()
    n698 = len(b697) + 1
    a(_UV[n698] if n698 < 128 else _uv(n698))
    a(b697)
    a(_S_bb.pack(o.operation, o.permission_type))
    u699 = o._unknown_tags
    if u699 is None:
        a(_H0)
    else:
        _write_tags(a, None, u699)
    return b''.join(parts)


def _dec_AccessControlEntryRecord_v0(buf: _Buffer, pos: int) -> tuple[AccessControlEntryRecord, int]:
    blen = len(buf)
    o = _new(AccessControlEntryRecord)
    u700, o.resource_type = _S_Ub.unpack_from(buf, pos)
    pos += 17
    o.id = _uuid_from(u700)
    n701 = buf[pos] - 1
    if 0 <= n701 < 127:
        x702 = pos + 1 + n701
        if x702 > blen:
            raise _bad_length(n701, 'AccessControlEntryRecord.ResourceName', pos)
        o.resource_name = str(buf[pos + 1:x702], 'utf-8')
        pos = x702
    else:
        o.resource_name, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.ResourceName')
    o.pattern_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n703 = buf[pos] - 1
    if 0 <= n703 < 127:
        x704 = pos + 1 + n703
        if x704 > blen:
            raise _bad_length(n703, 'AccessControlEntryRecord.Principal', pos)
        o.principal = str(buf[pos + 1:x704], 'utf-8')
        pos = x704
    else:
        o.principal, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Principal')
    n705 = buf[pos] - 1
    if 0 <= n705 < 127:
        x706 = pos + 1 + n705
        if x706 > blen:
            raise _bad_length(n705, 'AccessControlEntryRecord.Host', pos)
        o.host = str(buf[pos + 1:x706], 'utf-8')
        pos = x706
    else:
        o.host, pos = _read_string(buf, pos, True, False, 'AccessControlEntryRecord.Host')
    o.operation, o.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt707, pos = _ruv(buf, pos)
        if nt707 * 2 > blen - pos:
            raise _array_too_long(nt707, 'AccessControlEntryRecord._tagged_fields', pos)
        uk708: list[tuple[int, bytes]] | None = None
        for _ in range(nt707):
            tg709, pos = _ruv(buf, pos)
            sz710, pos = _ruv(buf, pos)
            x711 = pos + sz710
            if x711 > blen:
                raise _bad_length(sz710, 'AccessControlEntryRecord._tagged_fields', pos)
            if uk708 is None:
                uk708 = []
            uk708.append((tg709, bytes(buf[pos:x711])))
            pos = x711
        o._unknown_tags = uk708
    return o, pos


AccessControlEntryRecord._ENC = {0: _enc_AccessControlEntryRecord_v0}
AccessControlEntryRecord._DEC = {0: _dec_AccessControlEntryRecord_v0}


class RemoveAccessControlEntryRecord(_Message):
    """RemoveAccessControlEntryRecord (metadata): record type 19; versions 0; flexible in 0."""

    __slots__ = ('id', '_unknown_tags')
    NAME = 'RemoveAccessControlEntryRecord'
    TYPE = 'metadata'
    API_KEY = 19
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    id: UUID
    """Id of the ACL entry to delete.

    `Id` (uuid): versions 0+; default the zero UUID."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        id: UUID = _ZERO_UUID,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.id = id
        self._unknown_tags = _unknown_tags


RemoveAccessControlEntryRecord.FIELDS = (
    _FI('Id', 'id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_RemoveAccessControlEntryRecord_v0(o: RemoveAccessControlEntryRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_U.pack(o.id.bytes))
    u712 = o._unknown_tags
    if u712 is None:
        a(_H0)
    else:
        _write_tags(a, None, u712)
    return b''.join(parts)


def _dec_RemoveAccessControlEntryRecord_v0(buf: _Buffer, pos: int) -> tuple[RemoveAccessControlEntryRecord, int]:
    blen = len(buf)
    o = _new(RemoveAccessControlEntryRecord)
    u713, = _S_U.unpack_from(buf, pos)
    pos += 16
    o.id = _uuid_from(u713)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt714, pos = _ruv(buf, pos)
        if nt714 * 2 > blen - pos:
            raise _array_too_long(nt714, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
        uk715: list[tuple[int, bytes]] | None = None
        for _ in range(nt714):
            tg716, pos = _ruv(buf, pos)
            sz717, pos = _ruv(buf, pos)
            x718 = pos + sz717
            if x718 > blen:
                raise _bad_length(sz717, 'RemoveAccessControlEntryRecord._tagged_fields', pos)
            if uk715 is None:
                uk715 = []
            uk715.append((tg716, bytes(buf[pos:x718])))
            pos = x718
        o._unknown_tags = uk715
    return o, pos


RemoveAccessControlEntryRecord._ENC = {0: _enc_RemoveAccessControlEntryRecord_v0}
RemoveAccessControlEntryRecord._DEC = {0: _dec_RemoveAccessControlEntryRecord_v0}


class NoOpRecord(_Message):
    """NoOpRecord (metadata): record type 20; versions 0; flexible in 0."""

    __slots__ = ('_unknown_tags',)
    NAME = 'NoOpRecord'
    TYPE = 'metadata'
    API_KEY = 20
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self._unknown_tags = _unknown_tags


NoOpRecord.FIELDS = (
)


def _enc_NoOpRecord_v0(o: NoOpRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    u719 = o._unknown_tags
    if u719 is None:
        a(_H0)
    else:
        _write_tags(a, None, u719)
    return b''.join(parts)


def _dec_NoOpRecord_v0(buf: _Buffer, pos: int) -> tuple[NoOpRecord, int]:
    blen = len(buf)
    o = _new(NoOpRecord)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt720, pos = _ruv(buf, pos)
        if nt720 * 2 > blen - pos:
            raise _array_too_long(nt720, 'NoOpRecord._tagged_fields', pos)
        uk721: list[tuple[int, bytes]] | None = None
        for _ in range(nt720):
            tg722, pos = _ruv(buf, pos)
            sz723, pos = _ruv(buf, pos)
            x724 = pos + sz723
            if x724 > blen:
                raise _bad_length(sz723, 'NoOpRecord._tagged_fields', pos)
            if uk721 is None:
                uk721 = []
            uk721.append((tg722, bytes(buf[pos:x724])))
            pos = x724
        o._unknown_tags = uk721
    return o, pos


NoOpRecord._ENC = {0: _enc_NoOpRecord_v0}
NoOpRecord._DEC = {0: _dec_NoOpRecord_v0}


class RemoveUserScramCredentialRecord(_Message):
    """RemoveUserScramCredentialRecord (metadata): record type 22; versions 0; flexible in 0."""

    __slots__ = ('name', 'mechanism', '_unknown_tags')
    NAME = 'RemoveUserScramCredentialRecord'
    TYPE = 'metadata'
    API_KEY = 22
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    name: str
    """User whose credential is deleted.

    `Name` (string): versions 0+; default ''."""
    mechanism: int
    """SCRAM mechanism id of the deleted credential.

    `Mechanism` (int8): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        name: str = '',
        mechanism: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.name = name
        self.mechanism = mechanism
        self._unknown_tags = _unknown_tags


RemoveUserScramCredentialRecord.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Mechanism', 'mechanism', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_RemoveUserScramCredentialRecord_v0(o: RemoveUserScramCredentialRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s725 = o.name
    b726 = s725.encode()
    n727 = len(b726) + 1
    a(_UV[n727] if n727 < 128 else _uv(n727))
    a(b726)
    a(_S_b.pack(o.mechanism))
    u728 = o._unknown_tags
    if u728 is None:
        a(_H0)
    else:
        _write_tags(a, None, u728)
    return b''.join(parts)


def _dec_RemoveUserScramCredentialRecord_v0(buf: _Buffer, pos: int) -> tuple[RemoveUserScramCredentialRecord, int]:
    blen = len(buf)
    o = _new(RemoveUserScramCredentialRecord)
    n729 = buf[pos] - 1
    if 0 <= n729 < 127:
        x730 = pos + 1 + n729
        if x730 > blen:
            raise _bad_length(n729, 'RemoveUserScramCredentialRecord.Name', pos)
        o.name = str(buf[pos + 1:x730], 'utf-8')
        pos = x730
    else:
        o.name, pos = _read_string(buf, pos, True, False, 'RemoveUserScramCredentialRecord.Name')
    o.mechanism, = _S_b.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt731, pos = _ruv(buf, pos)
        if nt731 * 2 > blen - pos:
            raise _array_too_long(nt731, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
        uk732: list[tuple[int, bytes]] | None = None
        for _ in range(nt731):
            tg733, pos = _ruv(buf, pos)
            sz734, pos = _ruv(buf, pos)
            x735 = pos + sz734
            if x735 > blen:
                raise _bad_length(sz734, 'RemoveUserScramCredentialRecord._tagged_fields', pos)
            if uk732 is None:
                uk732 = []
            uk732.append((tg733, bytes(buf[pos:x735])))
            pos = x735
        o._unknown_tags = uk732
    return o, pos


RemoveUserScramCredentialRecord._ENC = {0: _enc_RemoveUserScramCredentialRecord_v0}
RemoveUserScramCredentialRecord._DEC = {0: _dec_RemoveUserScramCredentialRecord_v0}


class ClearElrRecord(_Message):
    """ClearElrRecord (metadata): record type 28; versions 0; flexible in 0."""

    __slots__ = ('topic_name', '_unknown_tags')
    NAME = 'ClearElrRecord'
    TYPE = 'metadata'
    API_KEY = 28
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    topic_name: str
    """Topic whose ELR and LastKnownElr are cleared; empty clears them for all topics.

    `TopicName` (string): versions 0+; default ''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topic_name: str = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self._unknown_tags = _unknown_tags


ClearElrRecord.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ClearElrRecord_v0(o: ClearElrRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s736 = o.topic_name
    b737 = s736.encode()
    n738 = len(b737) + 1
    a(_UV[n738] if n738 < 128 else _uv(n738))
    a(b737)
    u739 = o._unknown_tags
    if u739 is None:
        a(_H0)
    else:
        _write_tags(a, None, u739)
    return b''.join(parts)


def _dec_ClearElrRecord_v0(buf: _Buffer, pos: int) -> tuple[ClearElrRecord, int]:
    blen = len(buf)
    o = _new(ClearElrRecord)
    n740 = buf[pos] - 1
    if 0 <= n740 < 127:
        x741 = pos + 1 + n740
        if x741 > blen:
            raise _bad_length(n740, 'ClearElrRecord.TopicName', pos)
        o.topic_name = str(buf[pos + 1:x741], 'utf-8')
        pos = x741
    else:
        o.topic_name, pos = _read_string(buf, pos, True, False, 'ClearElrRecord.TopicName')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt742, pos = _ruv(buf, pos)
        if nt742 * 2 > blen - pos:
            raise _array_too_long(nt742, 'ClearElrRecord._tagged_fields', pos)
        uk743: list[tuple[int, bytes]] | None = None
        for _ in range(nt742):
            tg744, pos = _ruv(buf, pos)
            sz745, pos = _ruv(buf, pos)
            x746 = pos + sz745
            if x746 > blen:
                raise _bad_length(sz745, 'ClearElrRecord._tagged_fields', pos)
            if uk743 is None:
                uk743 = []
            uk743.append((tg744, bytes(buf[pos:x746])))
            pos = x746
        o._unknown_tags = uk743
    return o, pos


ClearElrRecord._ENC = {0: _enc_ClearElrRecord_v0}
ClearElrRecord._DEC = {0: _dec_ClearElrRecord_v0}


_LINES = {
    288: 'RegisterBrokerRecord.BrokerId',
    289: 'RegisterBrokerRecord.IsMigratingZkBroker',
    291: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    292: 'RegisterBrokerRecord.EndPoints',
    293: 'RegisterBrokerRecord.EndPoints',
    294: 'RegisterBrokerRecord.EndPoints',
    295: 'RegisterBrokerRecord.EndPoints',
    296: 'RegisterBrokerRecord.EndPoints.Name',
    297: 'RegisterBrokerRecord.EndPoints.Name',
    298: 'RegisterBrokerRecord.EndPoints.Name',
    299: 'RegisterBrokerRecord.EndPoints.Name',
    300: 'RegisterBrokerRecord.EndPoints.Name',
    301: 'RegisterBrokerRecord.EndPoints.Host',
    302: 'RegisterBrokerRecord.EndPoints.Host',
    303: 'RegisterBrokerRecord.EndPoints.Host',
    304: 'RegisterBrokerRecord.EndPoints.Host',
    305: 'RegisterBrokerRecord.EndPoints.Host',
    306: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    307: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    308: 'RegisterBrokerRecord.EndPoints',
    311: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    312: 'RegisterBrokerRecord.Features',
    313: 'RegisterBrokerRecord.Features',
    314: 'RegisterBrokerRecord.Features',
    315: 'RegisterBrokerRecord.Features',
    316: 'RegisterBrokerRecord.Features.Name',
    317: 'RegisterBrokerRecord.Features.Name',
    318: 'RegisterBrokerRecord.Features.Name',
    319: 'RegisterBrokerRecord.Features.Name',
    320: 'RegisterBrokerRecord.Features.Name',
    321: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    322: 'RegisterBrokerRecord.Features._unknown_tags',
    323: 'RegisterBrokerRecord.Features',
    326: 'RegisterBrokerRecord.Features._unknown_tags',
    327: 'RegisterBrokerRecord.Rack',
    328: 'RegisterBrokerRecord.Rack',
    329: 'RegisterBrokerRecord.Rack',
    330: 'RegisterBrokerRecord.Rack',
    331: 'RegisterBrokerRecord.Rack',
    332: 'RegisterBrokerRecord.Rack',
    333: 'RegisterBrokerRecord.Rack',
    334: 'RegisterBrokerRecord.Rack',
    335: 'RegisterBrokerRecord.Fenced',
    336: 'RegisterBrokerRecord.InControlledShutdown',
    338: 'RegisterBrokerRecord.LogDirs',
    340: 'RegisterBrokerRecord.CordonedLogDirs',
    342: 'RegisterBrokerRecord',
    343: 'RegisterBrokerRecord.PreviousCleanEpoch',
    344: 'RegisterBrokerRecord.PreviousCleanEpoch',
    345: 'RegisterBrokerRecord.PreviousCleanEpoch',
    346: 'RegisterBrokerRecord.PreviousCleanEpoch',
    347: 'RegisterBrokerRecord._unknown_tags',
    349: 'RegisterBrokerRecord._unknown_tags',
    358: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    361: 'RegisterBrokerRecord.EndPoints',
    365: 'RegisterBrokerRecord.EndPoints',
    370: 'RegisterBrokerRecord.EndPoints.Name',
    375: 'RegisterBrokerRecord.EndPoints.Name',
    378: 'RegisterBrokerRecord.EndPoints.Name',
    379: 'RegisterBrokerRecord.EndPoints.Host',
    384: 'RegisterBrokerRecord.EndPoints.Host',
    387: 'RegisterBrokerRecord.EndPoints.Host',
    388: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    390: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    394: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    399: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    400: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    411: 'RegisterBrokerRecord.Features',
    415: 'RegisterBrokerRecord.Features',
    420: 'RegisterBrokerRecord.Features.Name',
    425: 'RegisterBrokerRecord.Features.Name',
    428: 'RegisterBrokerRecord.Features.Name',
    429: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    431: 'RegisterBrokerRecord.Features._tagged_fields',
    435: 'RegisterBrokerRecord.Features._tagged_fields',
    440: 'RegisterBrokerRecord.Features._tagged_fields',
    441: 'RegisterBrokerRecord.Features._tagged_fields',
    452: 'RegisterBrokerRecord.Rack',
    457: 'RegisterBrokerRecord.Rack',
    460: 'RegisterBrokerRecord.Rack',
    461: 'RegisterBrokerRecord.Fenced',
    468: 'RegisterBrokerRecord._tagged_fields',
    472: 'RegisterBrokerRecord._tagged_fields',
    477: 'RegisterBrokerRecord._tagged_fields',
    478: 'RegisterBrokerRecord._tagged_fields',
    483: 'RegisterBrokerRecord.PreviousCleanEpoch',
    499: 'RegisterBrokerRecord.BrokerId',
    500: 'RegisterBrokerRecord.IsMigratingZkBroker',
    502: 'RegisterBrokerRecord.IncarnationId,BrokerEpoch',
    503: 'RegisterBrokerRecord.EndPoints',
    504: 'RegisterBrokerRecord.EndPoints',
    505: 'RegisterBrokerRecord.EndPoints',
    506: 'RegisterBrokerRecord.EndPoints',
    507: 'RegisterBrokerRecord.EndPoints.Name',
    508: 'RegisterBrokerRecord.EndPoints.Name',
    509: 'RegisterBrokerRecord.EndPoints.Name',
    510: 'RegisterBrokerRecord.EndPoints.Name',
    511: 'RegisterBrokerRecord.EndPoints.Name',
    512: 'RegisterBrokerRecord.EndPoints.Host',
    513: 'RegisterBrokerRecord.EndPoints.Host',
    514: 'RegisterBrokerRecord.EndPoints.Host',
    515: 'RegisterBrokerRecord.EndPoints.Host',
    516: 'RegisterBrokerRecord.EndPoints.Host',
    517: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    518: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    519: 'RegisterBrokerRecord.EndPoints',
    522: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    523: 'RegisterBrokerRecord.Features',
    524: 'RegisterBrokerRecord.Features',
    525: 'RegisterBrokerRecord.Features',
    526: 'RegisterBrokerRecord.Features',
    527: 'RegisterBrokerRecord.Features.Name',
    528: 'RegisterBrokerRecord.Features.Name',
    529: 'RegisterBrokerRecord.Features.Name',
    530: 'RegisterBrokerRecord.Features.Name',
    531: 'RegisterBrokerRecord.Features.Name',
    532: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    533: 'RegisterBrokerRecord.Features._unknown_tags',
    534: 'RegisterBrokerRecord.Features',
    537: 'RegisterBrokerRecord.Features._unknown_tags',
    538: 'RegisterBrokerRecord.Rack',
    539: 'RegisterBrokerRecord.Rack',
    540: 'RegisterBrokerRecord.Rack',
    541: 'RegisterBrokerRecord.Rack',
    542: 'RegisterBrokerRecord.Rack',
    543: 'RegisterBrokerRecord.Rack',
    544: 'RegisterBrokerRecord.Rack',
    545: 'RegisterBrokerRecord.Rack',
    546: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    547: 'RegisterBrokerRecord.LogDirs',
    549: 'RegisterBrokerRecord.CordonedLogDirs',
    551: 'RegisterBrokerRecord',
    552: 'RegisterBrokerRecord.PreviousCleanEpoch',
    553: 'RegisterBrokerRecord.PreviousCleanEpoch',
    554: 'RegisterBrokerRecord.PreviousCleanEpoch',
    555: 'RegisterBrokerRecord.PreviousCleanEpoch',
    556: 'RegisterBrokerRecord._unknown_tags',
    558: 'RegisterBrokerRecord._unknown_tags',
    567: 'RegisterBrokerRecord.BrokerId,IncarnationId,BrokerEpoch',
    570: 'RegisterBrokerRecord.EndPoints',
    574: 'RegisterBrokerRecord.EndPoints',
    579: 'RegisterBrokerRecord.EndPoints.Name',
    584: 'RegisterBrokerRecord.EndPoints.Name',
    587: 'RegisterBrokerRecord.EndPoints.Name',
    588: 'RegisterBrokerRecord.EndPoints.Host',
    593: 'RegisterBrokerRecord.EndPoints.Host',
    596: 'RegisterBrokerRecord.EndPoints.Host',
    597: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    599: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    603: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    608: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    609: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    620: 'RegisterBrokerRecord.Features',
    624: 'RegisterBrokerRecord.Features',
    629: 'RegisterBrokerRecord.Features.Name',
    634: 'RegisterBrokerRecord.Features.Name',
    637: 'RegisterBrokerRecord.Features.Name',
    638: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    640: 'RegisterBrokerRecord.Features._tagged_fields',
    644: 'RegisterBrokerRecord.Features._tagged_fields',
    649: 'RegisterBrokerRecord.Features._tagged_fields',
    650: 'RegisterBrokerRecord.Features._tagged_fields',
    661: 'RegisterBrokerRecord.Rack',
    666: 'RegisterBrokerRecord.Rack',
    669: 'RegisterBrokerRecord.Rack',
    670: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    676: 'RegisterBrokerRecord._tagged_fields',
    680: 'RegisterBrokerRecord._tagged_fields',
    685: 'RegisterBrokerRecord._tagged_fields',
    686: 'RegisterBrokerRecord._tagged_fields',
    691: 'RegisterBrokerRecord.PreviousCleanEpoch',
    707: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    708: 'RegisterBrokerRecord.EndPoints',
    709: 'RegisterBrokerRecord.EndPoints',
    710: 'RegisterBrokerRecord.EndPoints',
    711: 'RegisterBrokerRecord.EndPoints',
    712: 'RegisterBrokerRecord.EndPoints.Name',
    713: 'RegisterBrokerRecord.EndPoints.Name',
    714: 'RegisterBrokerRecord.EndPoints.Name',
    715: 'RegisterBrokerRecord.EndPoints.Name',
    716: 'RegisterBrokerRecord.EndPoints.Name',
    717: 'RegisterBrokerRecord.EndPoints.Host',
    718: 'RegisterBrokerRecord.EndPoints.Host',
    719: 'RegisterBrokerRecord.EndPoints.Host',
    720: 'RegisterBrokerRecord.EndPoints.Host',
    721: 'RegisterBrokerRecord.EndPoints.Host',
    722: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    723: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    724: 'RegisterBrokerRecord.EndPoints',
    727: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    728: 'RegisterBrokerRecord.Features',
    729: 'RegisterBrokerRecord.Features',
    730: 'RegisterBrokerRecord.Features',
    731: 'RegisterBrokerRecord.Features',
    732: 'RegisterBrokerRecord.Features.Name',
    733: 'RegisterBrokerRecord.Features.Name',
    734: 'RegisterBrokerRecord.Features.Name',
    735: 'RegisterBrokerRecord.Features.Name',
    736: 'RegisterBrokerRecord.Features.Name',
    737: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    738: 'RegisterBrokerRecord.Features._unknown_tags',
    739: 'RegisterBrokerRecord.Features',
    742: 'RegisterBrokerRecord.Features._unknown_tags',
    743: 'RegisterBrokerRecord.Rack',
    744: 'RegisterBrokerRecord.Rack',
    745: 'RegisterBrokerRecord.Rack',
    746: 'RegisterBrokerRecord.Rack',
    747: 'RegisterBrokerRecord.Rack',
    748: 'RegisterBrokerRecord.Rack',
    749: 'RegisterBrokerRecord.Rack',
    750: 'RegisterBrokerRecord.Rack',
    751: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    752: 'RegisterBrokerRecord.LogDirs',
    754: 'RegisterBrokerRecord.CordonedLogDirs',
    756: 'RegisterBrokerRecord',
    757: 'RegisterBrokerRecord.PreviousCleanEpoch',
    758: 'RegisterBrokerRecord.PreviousCleanEpoch',
    759: 'RegisterBrokerRecord.PreviousCleanEpoch',
    760: 'RegisterBrokerRecord.PreviousCleanEpoch',
    761: 'RegisterBrokerRecord._unknown_tags',
    763: 'RegisterBrokerRecord._unknown_tags',
    772: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    775: 'RegisterBrokerRecord.EndPoints',
    779: 'RegisterBrokerRecord.EndPoints',
    784: 'RegisterBrokerRecord.EndPoints.Name',
    789: 'RegisterBrokerRecord.EndPoints.Name',
    792: 'RegisterBrokerRecord.EndPoints.Name',
    793: 'RegisterBrokerRecord.EndPoints.Host',
    798: 'RegisterBrokerRecord.EndPoints.Host',
    801: 'RegisterBrokerRecord.EndPoints.Host',
    802: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    804: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    808: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    813: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    814: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    825: 'RegisterBrokerRecord.Features',
    829: 'RegisterBrokerRecord.Features',
    834: 'RegisterBrokerRecord.Features.Name',
    839: 'RegisterBrokerRecord.Features.Name',
    842: 'RegisterBrokerRecord.Features.Name',
    843: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    845: 'RegisterBrokerRecord.Features._tagged_fields',
    849: 'RegisterBrokerRecord.Features._tagged_fields',
    854: 'RegisterBrokerRecord.Features._tagged_fields',
    855: 'RegisterBrokerRecord.Features._tagged_fields',
    866: 'RegisterBrokerRecord.Rack',
    871: 'RegisterBrokerRecord.Rack',
    874: 'RegisterBrokerRecord.Rack',
    875: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    880: 'RegisterBrokerRecord._tagged_fields',
    884: 'RegisterBrokerRecord._tagged_fields',
    889: 'RegisterBrokerRecord._tagged_fields',
    890: 'RegisterBrokerRecord._tagged_fields',
    895: 'RegisterBrokerRecord.PreviousCleanEpoch',
    911: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    912: 'RegisterBrokerRecord.EndPoints',
    913: 'RegisterBrokerRecord.EndPoints',
    914: 'RegisterBrokerRecord.EndPoints',
    915: 'RegisterBrokerRecord.EndPoints',
    916: 'RegisterBrokerRecord.EndPoints.Name',
    917: 'RegisterBrokerRecord.EndPoints.Name',
    918: 'RegisterBrokerRecord.EndPoints.Name',
    919: 'RegisterBrokerRecord.EndPoints.Name',
    920: 'RegisterBrokerRecord.EndPoints.Name',
    921: 'RegisterBrokerRecord.EndPoints.Host',
    922: 'RegisterBrokerRecord.EndPoints.Host',
    923: 'RegisterBrokerRecord.EndPoints.Host',
    924: 'RegisterBrokerRecord.EndPoints.Host',
    925: 'RegisterBrokerRecord.EndPoints.Host',
    926: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    927: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    928: 'RegisterBrokerRecord.EndPoints',
    931: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    932: 'RegisterBrokerRecord.Features',
    933: 'RegisterBrokerRecord.Features',
    934: 'RegisterBrokerRecord.Features',
    935: 'RegisterBrokerRecord.Features',
    936: 'RegisterBrokerRecord.Features.Name',
    937: 'RegisterBrokerRecord.Features.Name',
    938: 'RegisterBrokerRecord.Features.Name',
    939: 'RegisterBrokerRecord.Features.Name',
    940: 'RegisterBrokerRecord.Features.Name',
    941: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    942: 'RegisterBrokerRecord.Features._unknown_tags',
    943: 'RegisterBrokerRecord.Features',
    946: 'RegisterBrokerRecord.Features._unknown_tags',
    947: 'RegisterBrokerRecord.Rack',
    948: 'RegisterBrokerRecord.Rack',
    949: 'RegisterBrokerRecord.Rack',
    950: 'RegisterBrokerRecord.Rack',
    951: 'RegisterBrokerRecord.Rack',
    952: 'RegisterBrokerRecord.Rack',
    953: 'RegisterBrokerRecord.Rack',
    954: 'RegisterBrokerRecord.Rack',
    955: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    956: 'RegisterBrokerRecord.CordonedLogDirs',
    958: 'RegisterBrokerRecord',
    959: 'RegisterBrokerRecord.LogDirs',
    960: 'RegisterBrokerRecord.LogDirs',
    961: 'RegisterBrokerRecord.LogDirs',
    962: 'RegisterBrokerRecord.LogDirs',
    963: 'RegisterBrokerRecord.LogDirs',
    964: 'RegisterBrokerRecord.LogDirs',
    965: 'RegisterBrokerRecord.LogDirs',
    966: 'RegisterBrokerRecord.LogDirs',
    967: 'RegisterBrokerRecord.PreviousCleanEpoch',
    968: 'RegisterBrokerRecord.PreviousCleanEpoch',
    969: 'RegisterBrokerRecord.PreviousCleanEpoch',
    970: 'RegisterBrokerRecord.PreviousCleanEpoch',
    971: 'RegisterBrokerRecord._unknown_tags',
    973: 'RegisterBrokerRecord._unknown_tags',
    982: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    985: 'RegisterBrokerRecord.EndPoints',
    989: 'RegisterBrokerRecord.EndPoints',
    994: 'RegisterBrokerRecord.EndPoints.Name',
    999: 'RegisterBrokerRecord.EndPoints.Name',
    1002: 'RegisterBrokerRecord.EndPoints.Name',
    1003: 'RegisterBrokerRecord.EndPoints.Host',
    1008: 'RegisterBrokerRecord.EndPoints.Host',
    1011: 'RegisterBrokerRecord.EndPoints.Host',
    1012: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1014: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1018: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1023: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1024: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1035: 'RegisterBrokerRecord.Features',
    1039: 'RegisterBrokerRecord.Features',
    1044: 'RegisterBrokerRecord.Features.Name',
    1049: 'RegisterBrokerRecord.Features.Name',
    1052: 'RegisterBrokerRecord.Features.Name',
    1053: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1055: 'RegisterBrokerRecord.Features._tagged_fields',
    1059: 'RegisterBrokerRecord.Features._tagged_fields',
    1064: 'RegisterBrokerRecord.Features._tagged_fields',
    1065: 'RegisterBrokerRecord.Features._tagged_fields',
    1076: 'RegisterBrokerRecord.Rack',
    1081: 'RegisterBrokerRecord.Rack',
    1084: 'RegisterBrokerRecord.Rack',
    1085: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1090: 'RegisterBrokerRecord._tagged_fields',
    1094: 'RegisterBrokerRecord._tagged_fields',
    1099: 'RegisterBrokerRecord._tagged_fields',
    1100: 'RegisterBrokerRecord._tagged_fields',
    1105: 'RegisterBrokerRecord.LogDirs',
    1109: 'RegisterBrokerRecord.LogDirs',
    1113: 'RegisterBrokerRecord.LogDirs',
    1121: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1137: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    1138: 'RegisterBrokerRecord.EndPoints',
    1139: 'RegisterBrokerRecord.EndPoints',
    1140: 'RegisterBrokerRecord.EndPoints',
    1141: 'RegisterBrokerRecord.EndPoints',
    1142: 'RegisterBrokerRecord.EndPoints.Name',
    1143: 'RegisterBrokerRecord.EndPoints.Name',
    1144: 'RegisterBrokerRecord.EndPoints.Name',
    1145: 'RegisterBrokerRecord.EndPoints.Name',
    1146: 'RegisterBrokerRecord.EndPoints.Name',
    1147: 'RegisterBrokerRecord.EndPoints.Host',
    1148: 'RegisterBrokerRecord.EndPoints.Host',
    1149: 'RegisterBrokerRecord.EndPoints.Host',
    1150: 'RegisterBrokerRecord.EndPoints.Host',
    1151: 'RegisterBrokerRecord.EndPoints.Host',
    1152: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1153: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    1154: 'RegisterBrokerRecord.EndPoints',
    1157: 'RegisterBrokerRecord.EndPoints._unknown_tags',
    1158: 'RegisterBrokerRecord.Features',
    1159: 'RegisterBrokerRecord.Features',
    1160: 'RegisterBrokerRecord.Features',
    1161: 'RegisterBrokerRecord.Features',
    1162: 'RegisterBrokerRecord.Features.Name',
    1163: 'RegisterBrokerRecord.Features.Name',
    1164: 'RegisterBrokerRecord.Features.Name',
    1165: 'RegisterBrokerRecord.Features.Name',
    1166: 'RegisterBrokerRecord.Features.Name',
    1167: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1168: 'RegisterBrokerRecord.Features._unknown_tags',
    1169: 'RegisterBrokerRecord.Features',
    1172: 'RegisterBrokerRecord.Features._unknown_tags',
    1173: 'RegisterBrokerRecord.Rack',
    1174: 'RegisterBrokerRecord.Rack',
    1175: 'RegisterBrokerRecord.Rack',
    1176: 'RegisterBrokerRecord.Rack',
    1177: 'RegisterBrokerRecord.Rack',
    1178: 'RegisterBrokerRecord.Rack',
    1179: 'RegisterBrokerRecord.Rack',
    1180: 'RegisterBrokerRecord.Rack',
    1181: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1182: 'RegisterBrokerRecord',
    1183: 'RegisterBrokerRecord.LogDirs',
    1184: 'RegisterBrokerRecord.LogDirs',
    1185: 'RegisterBrokerRecord.LogDirs',
    1186: 'RegisterBrokerRecord.LogDirs',
    1187: 'RegisterBrokerRecord.LogDirs',
    1188: 'RegisterBrokerRecord.LogDirs',
    1189: 'RegisterBrokerRecord.LogDirs',
    1190: 'RegisterBrokerRecord.LogDirs',
    1191: 'RegisterBrokerRecord.CordonedLogDirs',
    1192: 'RegisterBrokerRecord.CordonedLogDirs',
    1193: 'RegisterBrokerRecord.CordonedLogDirs',
    1194: 'RegisterBrokerRecord.CordonedLogDirs',
    1195: 'RegisterBrokerRecord.CordonedLogDirs',
    1196: 'RegisterBrokerRecord.CordonedLogDirs',
    1197: 'RegisterBrokerRecord.CordonedLogDirs',
    1198: 'RegisterBrokerRecord.CordonedLogDirs',
    1199: 'RegisterBrokerRecord.CordonedLogDirs',
    1200: 'RegisterBrokerRecord.CordonedLogDirs',
    1201: 'RegisterBrokerRecord.CordonedLogDirs',
    1202: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1203: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1204: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1205: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1206: 'RegisterBrokerRecord._unknown_tags',
    1208: 'RegisterBrokerRecord._unknown_tags',
    1217: 'RegisterBrokerRecord.BrokerId,IsMigratingZkBroker,IncarnationId,BrokerEpoch',
    1220: 'RegisterBrokerRecord.EndPoints',
    1224: 'RegisterBrokerRecord.EndPoints',
    1229: 'RegisterBrokerRecord.EndPoints.Name',
    1234: 'RegisterBrokerRecord.EndPoints.Name',
    1237: 'RegisterBrokerRecord.EndPoints.Name',
    1238: 'RegisterBrokerRecord.EndPoints.Host',
    1243: 'RegisterBrokerRecord.EndPoints.Host',
    1246: 'RegisterBrokerRecord.EndPoints.Host',
    1247: 'RegisterBrokerRecord.EndPoints.Port,SecurityProtocol',
    1249: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1253: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1258: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1259: 'RegisterBrokerRecord.EndPoints._tagged_fields',
    1270: 'RegisterBrokerRecord.Features',
    1274: 'RegisterBrokerRecord.Features',
    1279: 'RegisterBrokerRecord.Features.Name',
    1284: 'RegisterBrokerRecord.Features.Name',
    1287: 'RegisterBrokerRecord.Features.Name',
    1288: 'RegisterBrokerRecord.Features.MinSupportedVersion,MaxSupportedVersion',
    1290: 'RegisterBrokerRecord.Features._tagged_fields',
    1294: 'RegisterBrokerRecord.Features._tagged_fields',
    1299: 'RegisterBrokerRecord.Features._tagged_fields',
    1300: 'RegisterBrokerRecord.Features._tagged_fields',
    1311: 'RegisterBrokerRecord.Rack',
    1316: 'RegisterBrokerRecord.Rack',
    1319: 'RegisterBrokerRecord.Rack',
    1320: 'RegisterBrokerRecord.Fenced,InControlledShutdown',
    1325: 'RegisterBrokerRecord._tagged_fields',
    1329: 'RegisterBrokerRecord._tagged_fields',
    1334: 'RegisterBrokerRecord._tagged_fields',
    1335: 'RegisterBrokerRecord._tagged_fields',
    1340: 'RegisterBrokerRecord.LogDirs',
    1344: 'RegisterBrokerRecord.LogDirs',
    1348: 'RegisterBrokerRecord.LogDirs',
    1356: 'RegisterBrokerRecord.CordonedLogDirs',
    1360: 'RegisterBrokerRecord.CordonedLogDirs',
    1367: 'RegisterBrokerRecord.CordonedLogDirs',
    1375: 'RegisterBrokerRecord.PreviousCleanEpoch',
    1434: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1435: 'UnregisterBrokerRecord._unknown_tags',
    1436: 'UnregisterBrokerRecord',
    1439: 'UnregisterBrokerRecord._unknown_tags',
    1446: 'UnregisterBrokerRecord.BrokerId,BrokerEpoch',
    1448: 'UnregisterBrokerRecord._tagged_fields',
    1452: 'UnregisterBrokerRecord._tagged_fields',
    1457: 'UnregisterBrokerRecord._tagged_fields',
    1458: 'UnregisterBrokerRecord._tagged_fields',
    1516: 'TopicRecord.Name',
    1517: 'TopicRecord.Name',
    1518: 'TopicRecord.Name',
    1519: 'TopicRecord.Name',
    1520: 'TopicRecord.Name',
    1521: 'TopicRecord.TopicId',
    1522: 'TopicRecord._unknown_tags',
    1523: 'TopicRecord',
    1526: 'TopicRecord._unknown_tags',
    1533: 'TopicRecord.Name',
    1538: 'TopicRecord.Name',
    1541: 'TopicRecord.Name',
    1542: 'TopicRecord.TopicId',
    1545: 'TopicRecord._tagged_fields',
    1549: 'TopicRecord._tagged_fields',
    1554: 'TopicRecord._tagged_fields',
    1555: 'TopicRecord._tagged_fields',
    1697: 'PartitionRecord.PartitionId,TopicId',
    1698: 'PartitionRecord.Replicas',
    1699: 'PartitionRecord.Replicas',
    1701: 'PartitionRecord.Replicas',
    1703: 'PartitionRecord.Replicas',
    1704: 'PartitionRecord.Isr',
    1705: 'PartitionRecord.Isr',
    1707: 'PartitionRecord.Isr',
    1709: 'PartitionRecord.Isr',
    1710: 'PartitionRecord.RemovingReplicas',
    1711: 'PartitionRecord.RemovingReplicas',
    1713: 'PartitionRecord.RemovingReplicas',
    1715: 'PartitionRecord.RemovingReplicas',
    1716: 'PartitionRecord.AddingReplicas',
    1717: 'PartitionRecord.AddingReplicas',
    1719: 'PartitionRecord.AddingReplicas',
    1721: 'PartitionRecord.AddingReplicas',
    1722: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1723: 'PartitionRecord.Directories',
    1725: 'PartitionRecord.EligibleLeaderReplicas',
    1727: 'PartitionRecord.LastKnownElr',
    1729: 'PartitionRecord.LastKnownLeader',
    1731: 'PartitionRecord',
    1732: 'PartitionRecord.LeaderRecoveryState',
    1733: 'PartitionRecord.LeaderRecoveryState',
    1734: 'PartitionRecord.LeaderRecoveryState',
    1735: 'PartitionRecord.LeaderRecoveryState',
    1736: 'PartitionRecord._unknown_tags',
    1738: 'PartitionRecord._unknown_tags',
    1747: 'PartitionRecord.PartitionId,TopicId',
    1750: 'PartitionRecord.Replicas',
    1752: 'PartitionRecord.Replicas',
    1755: 'PartitionRecord.Replicas',
    1756: 'PartitionRecord.Isr',
    1758: 'PartitionRecord.Isr',
    1761: 'PartitionRecord.Isr',
    1762: 'PartitionRecord.RemovingReplicas',
    1764: 'PartitionRecord.RemovingReplicas',
    1767: 'PartitionRecord.RemovingReplicas',
    1768: 'PartitionRecord.AddingReplicas',
    1770: 'PartitionRecord.AddingReplicas',
    1773: 'PartitionRecord.AddingReplicas',
    1774: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1781: 'PartitionRecord._tagged_fields',
    1785: 'PartitionRecord._tagged_fields',
    1790: 'PartitionRecord._tagged_fields',
    1791: 'PartitionRecord._tagged_fields',
    1796: 'PartitionRecord.LeaderRecoveryState',
    1812: 'PartitionRecord.PartitionId,TopicId',
    1813: 'PartitionRecord.Replicas',
    1814: 'PartitionRecord.Replicas',
    1816: 'PartitionRecord.Replicas',
    1818: 'PartitionRecord.Replicas',
    1819: 'PartitionRecord.Isr',
    1820: 'PartitionRecord.Isr',
    1822: 'PartitionRecord.Isr',
    1824: 'PartitionRecord.Isr',
    1825: 'PartitionRecord.RemovingReplicas',
    1826: 'PartitionRecord.RemovingReplicas',
    1828: 'PartitionRecord.RemovingReplicas',
    1830: 'PartitionRecord.RemovingReplicas',
    1831: 'PartitionRecord.AddingReplicas',
    1832: 'PartitionRecord.AddingReplicas',
    1834: 'PartitionRecord.AddingReplicas',
    1836: 'PartitionRecord.AddingReplicas',
    1837: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1838: 'PartitionRecord.Directories',
    1839: 'PartitionRecord.Directories',
    1840: 'PartitionRecord.Directories',
    1841: 'PartitionRecord.Directories',
    1842: 'PartitionRecord.Directories',
    1843: 'PartitionRecord.EligibleLeaderReplicas',
    1845: 'PartitionRecord.LastKnownElr',
    1847: 'PartitionRecord.LastKnownLeader',
    1849: 'PartitionRecord',
    1850: 'PartitionRecord.LeaderRecoveryState',
    1851: 'PartitionRecord.LeaderRecoveryState',
    1852: 'PartitionRecord.LeaderRecoveryState',
    1853: 'PartitionRecord.LeaderRecoveryState',
    1854: 'PartitionRecord._unknown_tags',
    1856: 'PartitionRecord._unknown_tags',
    1865: 'PartitionRecord.PartitionId,TopicId',
    1868: 'PartitionRecord.Replicas',
    1870: 'PartitionRecord.Replicas',
    1873: 'PartitionRecord.Replicas',
    1874: 'PartitionRecord.Isr',
    1876: 'PartitionRecord.Isr',
    1879: 'PartitionRecord.Isr',
    1880: 'PartitionRecord.RemovingReplicas',
    1882: 'PartitionRecord.RemovingReplicas',
    1885: 'PartitionRecord.RemovingReplicas',
    1886: 'PartitionRecord.AddingReplicas',
    1888: 'PartitionRecord.AddingReplicas',
    1891: 'PartitionRecord.AddingReplicas',
    1892: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1894: 'PartitionRecord.Directories',
    1898: 'PartitionRecord.Directories',
    1902: 'PartitionRecord.Directories',
    1911: 'PartitionRecord._tagged_fields',
    1915: 'PartitionRecord._tagged_fields',
    1920: 'PartitionRecord._tagged_fields',
    1921: 'PartitionRecord._tagged_fields',
    1926: 'PartitionRecord.LeaderRecoveryState',
    1942: 'PartitionRecord.PartitionId,TopicId',
    1943: 'PartitionRecord.Replicas',
    1944: 'PartitionRecord.Replicas',
    1946: 'PartitionRecord.Replicas',
    1948: 'PartitionRecord.Replicas',
    1949: 'PartitionRecord.Isr',
    1950: 'PartitionRecord.Isr',
    1952: 'PartitionRecord.Isr',
    1954: 'PartitionRecord.Isr',
    1955: 'PartitionRecord.RemovingReplicas',
    1956: 'PartitionRecord.RemovingReplicas',
    1958: 'PartitionRecord.RemovingReplicas',
    1960: 'PartitionRecord.RemovingReplicas',
    1961: 'PartitionRecord.AddingReplicas',
    1962: 'PartitionRecord.AddingReplicas',
    1964: 'PartitionRecord.AddingReplicas',
    1966: 'PartitionRecord.AddingReplicas',
    1967: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    1968: 'PartitionRecord.Directories',
    1969: 'PartitionRecord.Directories',
    1970: 'PartitionRecord.Directories',
    1971: 'PartitionRecord.Directories',
    1972: 'PartitionRecord.Directories',
    1973: 'PartitionRecord',
    1974: 'PartitionRecord.LeaderRecoveryState',
    1975: 'PartitionRecord.LeaderRecoveryState',
    1976: 'PartitionRecord.LeaderRecoveryState',
    1977: 'PartitionRecord.LeaderRecoveryState',
    1978: 'PartitionRecord.EligibleLeaderReplicas',
    1979: 'PartitionRecord.EligibleLeaderReplicas',
    1980: 'PartitionRecord.EligibleLeaderReplicas',
    1981: 'PartitionRecord.EligibleLeaderReplicas',
    1982: 'PartitionRecord.EligibleLeaderReplicas',
    1983: 'PartitionRecord.EligibleLeaderReplicas',
    1984: 'PartitionRecord.EligibleLeaderReplicas',
    1986: 'PartitionRecord.EligibleLeaderReplicas',
    1988: 'PartitionRecord.EligibleLeaderReplicas',
    1989: 'PartitionRecord.EligibleLeaderReplicas',
    1990: 'PartitionRecord.LastKnownElr',
    1991: 'PartitionRecord.LastKnownElr',
    1992: 'PartitionRecord.LastKnownElr',
    1993: 'PartitionRecord.LastKnownElr',
    1994: 'PartitionRecord.LastKnownElr',
    1995: 'PartitionRecord.LastKnownElr',
    1996: 'PartitionRecord.LastKnownElr',
    1998: 'PartitionRecord.LastKnownElr',
    2000: 'PartitionRecord.LastKnownElr',
    2001: 'PartitionRecord.LastKnownElr',
    2002: 'PartitionRecord.LastKnownLeader',
    2003: 'PartitionRecord.LastKnownLeader',
    2004: 'PartitionRecord.LastKnownLeader',
    2005: 'PartitionRecord.LastKnownLeader',
    2006: 'PartitionRecord._unknown_tags',
    2008: 'PartitionRecord._unknown_tags',
    2017: 'PartitionRecord.PartitionId,TopicId',
    2020: 'PartitionRecord.Replicas',
    2022: 'PartitionRecord.Replicas',
    2025: 'PartitionRecord.Replicas',
    2026: 'PartitionRecord.Isr',
    2028: 'PartitionRecord.Isr',
    2031: 'PartitionRecord.Isr',
    2032: 'PartitionRecord.RemovingReplicas',
    2034: 'PartitionRecord.RemovingReplicas',
    2037: 'PartitionRecord.RemovingReplicas',
    2038: 'PartitionRecord.AddingReplicas',
    2040: 'PartitionRecord.AddingReplicas',
    2043: 'PartitionRecord.AddingReplicas',
    2044: 'PartitionRecord.Leader,LeaderEpoch,PartitionEpoch',
    2046: 'PartitionRecord.Directories',
    2050: 'PartitionRecord.Directories',
    2054: 'PartitionRecord.Directories',
    2063: 'PartitionRecord._tagged_fields',
    2067: 'PartitionRecord._tagged_fields',
    2072: 'PartitionRecord._tagged_fields',
    2073: 'PartitionRecord._tagged_fields',
    2078: 'PartitionRecord.LeaderRecoveryState',
    2083: 'PartitionRecord.EligibleLeaderReplicas',
    2085: 'PartitionRecord.EligibleLeaderReplicas',
    2088: 'PartitionRecord.EligibleLeaderReplicas',
    2092: 'PartitionRecord.LastKnownElr',
    2094: 'PartitionRecord.LastKnownElr',
    2097: 'PartitionRecord.LastKnownElr',
    2101: 'PartitionRecord.LastKnownLeader',
    2174: 'ConfigRecord.ResourceType',
    2175: 'ConfigRecord.ResourceName',
    2176: 'ConfigRecord.ResourceName',
    2177: 'ConfigRecord.ResourceName',
    2178: 'ConfigRecord.ResourceName',
    2179: 'ConfigRecord.ResourceName',
    2180: 'ConfigRecord.Name',
    2181: 'ConfigRecord.Name',
    2182: 'ConfigRecord.Name',
    2183: 'ConfigRecord.Name',
    2184: 'ConfigRecord.Name',
    2185: 'ConfigRecord.Value',
    2186: 'ConfigRecord.Value',
    2187: 'ConfigRecord.Value',
    2188: 'ConfigRecord.Value',
    2189: 'ConfigRecord.Value',
    2190: 'ConfigRecord.Value',
    2191: 'ConfigRecord.Value',
    2192: 'ConfigRecord.Value',
    2193: 'ConfigRecord._unknown_tags',
    2194: 'ConfigRecord',
    2197: 'ConfigRecord._unknown_tags',
    2204: 'ConfigRecord.ResourceType',
    2206: 'ConfigRecord.ResourceName',
    2211: 'ConfigRecord.ResourceName',
    2214: 'ConfigRecord.ResourceName',
    2215: 'ConfigRecord.Name',
    2220: 'ConfigRecord.Name',
    2223: 'ConfigRecord.Name',
    2224: 'ConfigRecord.Value',
    2229: 'ConfigRecord.Value',
    2232: 'ConfigRecord.Value',
    2233: 'ConfigRecord._tagged_fields',
    2237: 'ConfigRecord._tagged_fields',
    2242: 'ConfigRecord._tagged_fields',
    2243: 'ConfigRecord._tagged_fields',
    2371: 'PartitionChangeRecord.PartitionId,TopicId',
    2372: 'PartitionChangeRecord.Directories',
    2374: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2376: 'PartitionChangeRecord.LastKnownElr',
    2378: 'PartitionChangeRecord.LastKnownLeader',
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
    2437: 'PartitionChangeRecord._unknown_tags',
    2439: 'PartitionChangeRecord._unknown_tags',
    2448: 'PartitionChangeRecord.PartitionId,TopicId',
    2461: 'PartitionChangeRecord._tagged_fields',
    2465: 'PartitionChangeRecord._tagged_fields',
    2470: 'PartitionChangeRecord._tagged_fields',
    2471: 'PartitionChangeRecord._tagged_fields',
    2476: 'PartitionChangeRecord.Isr',
    2478: 'PartitionChangeRecord.Isr',
    2481: 'PartitionChangeRecord.Isr',
    2485: 'PartitionChangeRecord.Leader',
    2490: 'PartitionChangeRecord.Replicas',
    2492: 'PartitionChangeRecord.Replicas',
    2495: 'PartitionChangeRecord.Replicas',
    2499: 'PartitionChangeRecord.RemovingReplicas',
    2501: 'PartitionChangeRecord.RemovingReplicas',
    2504: 'PartitionChangeRecord.RemovingReplicas',
    2508: 'PartitionChangeRecord.AddingReplicas',
    2510: 'PartitionChangeRecord.AddingReplicas',
    2513: 'PartitionChangeRecord.AddingReplicas',
    2517: 'PartitionChangeRecord.LeaderRecoveryState',
    2533: 'PartitionChangeRecord.PartitionId,TopicId',
    2534: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2536: 'PartitionChangeRecord.LastKnownElr',
    2538: 'PartitionChangeRecord.LastKnownLeader',
    2540: 'PartitionChangeRecord',
    2541: 'PartitionChangeRecord.Isr',
    2542: 'PartitionChangeRecord.Isr',
    2543: 'PartitionChangeRecord.Isr',
    2544: 'PartitionChangeRecord.Isr',
    2545: 'PartitionChangeRecord.Isr',
    2546: 'PartitionChangeRecord.Isr',
    2547: 'PartitionChangeRecord.Isr',
    2549: 'PartitionChangeRecord.Isr',
    2551: 'PartitionChangeRecord.Isr',
    2552: 'PartitionChangeRecord.Isr',
    2553: 'PartitionChangeRecord.Leader',
    2554: 'PartitionChangeRecord.Leader',
    2555: 'PartitionChangeRecord.Leader',
    2556: 'PartitionChangeRecord.Leader',
    2557: 'PartitionChangeRecord.Replicas',
    2558: 'PartitionChangeRecord.Replicas',
    2559: 'PartitionChangeRecord.Replicas',
    2560: 'PartitionChangeRecord.Replicas',
    2561: 'PartitionChangeRecord.Replicas',
    2562: 'PartitionChangeRecord.Replicas',
    2563: 'PartitionChangeRecord.Replicas',
    2565: 'PartitionChangeRecord.Replicas',
    2567: 'PartitionChangeRecord.Replicas',
    2568: 'PartitionChangeRecord.Replicas',
    2569: 'PartitionChangeRecord.RemovingReplicas',
    2570: 'PartitionChangeRecord.RemovingReplicas',
    2571: 'PartitionChangeRecord.RemovingReplicas',
    2572: 'PartitionChangeRecord.RemovingReplicas',
    2573: 'PartitionChangeRecord.RemovingReplicas',
    2574: 'PartitionChangeRecord.RemovingReplicas',
    2575: 'PartitionChangeRecord.RemovingReplicas',
    2577: 'PartitionChangeRecord.RemovingReplicas',
    2579: 'PartitionChangeRecord.RemovingReplicas',
    2580: 'PartitionChangeRecord.RemovingReplicas',
    2581: 'PartitionChangeRecord.AddingReplicas',
    2582: 'PartitionChangeRecord.AddingReplicas',
    2583: 'PartitionChangeRecord.AddingReplicas',
    2584: 'PartitionChangeRecord.AddingReplicas',
    2585: 'PartitionChangeRecord.AddingReplicas',
    2586: 'PartitionChangeRecord.AddingReplicas',
    2587: 'PartitionChangeRecord.AddingReplicas',
    2589: 'PartitionChangeRecord.AddingReplicas',
    2591: 'PartitionChangeRecord.AddingReplicas',
    2592: 'PartitionChangeRecord.AddingReplicas',
    2593: 'PartitionChangeRecord.LeaderRecoveryState',
    2594: 'PartitionChangeRecord.LeaderRecoveryState',
    2595: 'PartitionChangeRecord.LeaderRecoveryState',
    2596: 'PartitionChangeRecord.LeaderRecoveryState',
    2597: 'PartitionChangeRecord.Directories',
    2598: 'PartitionChangeRecord.Directories',
    2599: 'PartitionChangeRecord.Directories',
    2600: 'PartitionChangeRecord.Directories',
    2601: 'PartitionChangeRecord.Directories',
    2602: 'PartitionChangeRecord.Directories',
    2603: 'PartitionChangeRecord.Directories',
    2604: 'PartitionChangeRecord.Directories',
    2605: 'PartitionChangeRecord.Directories',
    2606: 'PartitionChangeRecord.Directories',
    2607: 'PartitionChangeRecord.Directories',
    2608: 'PartitionChangeRecord._unknown_tags',
    2610: 'PartitionChangeRecord._unknown_tags',
    2619: 'PartitionChangeRecord.PartitionId,TopicId',
    2632: 'PartitionChangeRecord._tagged_fields',
    2636: 'PartitionChangeRecord._tagged_fields',
    2641: 'PartitionChangeRecord._tagged_fields',
    2642: 'PartitionChangeRecord._tagged_fields',
    2647: 'PartitionChangeRecord.Isr',
    2649: 'PartitionChangeRecord.Isr',
    2652: 'PartitionChangeRecord.Isr',
    2656: 'PartitionChangeRecord.Leader',
    2661: 'PartitionChangeRecord.Replicas',
    2663: 'PartitionChangeRecord.Replicas',
    2666: 'PartitionChangeRecord.Replicas',
    2670: 'PartitionChangeRecord.RemovingReplicas',
    2672: 'PartitionChangeRecord.RemovingReplicas',
    2675: 'PartitionChangeRecord.RemovingReplicas',
    2679: 'PartitionChangeRecord.AddingReplicas',
    2681: 'PartitionChangeRecord.AddingReplicas',
    2684: 'PartitionChangeRecord.AddingReplicas',
    2688: 'PartitionChangeRecord.LeaderRecoveryState',
    2693: 'PartitionChangeRecord.Directories',
    2697: 'PartitionChangeRecord.Directories',
    2704: 'PartitionChangeRecord.Directories',
    2723: 'PartitionChangeRecord.PartitionId,TopicId',
    2724: 'PartitionChangeRecord',
    2725: 'PartitionChangeRecord.Isr',
    2726: 'PartitionChangeRecord.Isr',
    2727: 'PartitionChangeRecord.Isr',
    2728: 'PartitionChangeRecord.Isr',
    2729: 'PartitionChangeRecord.Isr',
    2730: 'PartitionChangeRecord.Isr',
    2731: 'PartitionChangeRecord.Isr',
    2733: 'PartitionChangeRecord.Isr',
    2735: 'PartitionChangeRecord.Isr',
    2736: 'PartitionChangeRecord.Isr',
    2737: 'PartitionChangeRecord.Leader',
    2738: 'PartitionChangeRecord.Leader',
    2739: 'PartitionChangeRecord.Leader',
    2740: 'PartitionChangeRecord.Leader',
    2741: 'PartitionChangeRecord.Replicas',
    2742: 'PartitionChangeRecord.Replicas',
    2743: 'PartitionChangeRecord.Replicas',
    2744: 'PartitionChangeRecord.Replicas',
    2745: 'PartitionChangeRecord.Replicas',
    2746: 'PartitionChangeRecord.Replicas',
    2747: 'PartitionChangeRecord.Replicas',
    2749: 'PartitionChangeRecord.Replicas',
    2751: 'PartitionChangeRecord.Replicas',
    2752: 'PartitionChangeRecord.Replicas',
    2753: 'PartitionChangeRecord.RemovingReplicas',
    2754: 'PartitionChangeRecord.RemovingReplicas',
    2755: 'PartitionChangeRecord.RemovingReplicas',
    2756: 'PartitionChangeRecord.RemovingReplicas',
    2757: 'PartitionChangeRecord.RemovingReplicas',
    2758: 'PartitionChangeRecord.RemovingReplicas',
    2759: 'PartitionChangeRecord.RemovingReplicas',
    2761: 'PartitionChangeRecord.RemovingReplicas',
    2763: 'PartitionChangeRecord.RemovingReplicas',
    2764: 'PartitionChangeRecord.RemovingReplicas',
    2765: 'PartitionChangeRecord.AddingReplicas',
    2766: 'PartitionChangeRecord.AddingReplicas',
    2767: 'PartitionChangeRecord.AddingReplicas',
    2768: 'PartitionChangeRecord.AddingReplicas',
    2769: 'PartitionChangeRecord.AddingReplicas',
    2770: 'PartitionChangeRecord.AddingReplicas',
    2771: 'PartitionChangeRecord.AddingReplicas',
    2773: 'PartitionChangeRecord.AddingReplicas',
    2775: 'PartitionChangeRecord.AddingReplicas',
    2776: 'PartitionChangeRecord.AddingReplicas',
    2777: 'PartitionChangeRecord.LeaderRecoveryState',
    2778: 'PartitionChangeRecord.LeaderRecoveryState',
    2779: 'PartitionChangeRecord.LeaderRecoveryState',
    2780: 'PartitionChangeRecord.LeaderRecoveryState',
    2781: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2782: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2783: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2784: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2785: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2786: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2787: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2789: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2791: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2792: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2793: 'PartitionChangeRecord.LastKnownElr',
    2794: 'PartitionChangeRecord.LastKnownElr',
    2795: 'PartitionChangeRecord.LastKnownElr',
    2796: 'PartitionChangeRecord.LastKnownElr',
    2797: 'PartitionChangeRecord.LastKnownElr',
    2798: 'PartitionChangeRecord.LastKnownElr',
    2799: 'PartitionChangeRecord.LastKnownElr',
    2801: 'PartitionChangeRecord.LastKnownElr',
    2803: 'PartitionChangeRecord.LastKnownElr',
    2804: 'PartitionChangeRecord.LastKnownElr',
    2805: 'PartitionChangeRecord.Directories',
    2806: 'PartitionChangeRecord.Directories',
    2807: 'PartitionChangeRecord.Directories',
    2808: 'PartitionChangeRecord.Directories',
    2809: 'PartitionChangeRecord.Directories',
    2810: 'PartitionChangeRecord.Directories',
    2811: 'PartitionChangeRecord.Directories',
    2812: 'PartitionChangeRecord.Directories',
    2813: 'PartitionChangeRecord.Directories',
    2814: 'PartitionChangeRecord.Directories',
    2815: 'PartitionChangeRecord.Directories',
    2816: 'PartitionChangeRecord.LastKnownLeader',
    2817: 'PartitionChangeRecord.LastKnownLeader',
    2818: 'PartitionChangeRecord.LastKnownLeader',
    2819: 'PartitionChangeRecord.LastKnownLeader',
    2820: 'PartitionChangeRecord._unknown_tags',
    2822: 'PartitionChangeRecord._unknown_tags',
    2831: 'PartitionChangeRecord.PartitionId,TopicId',
    2844: 'PartitionChangeRecord._tagged_fields',
    2848: 'PartitionChangeRecord._tagged_fields',
    2853: 'PartitionChangeRecord._tagged_fields',
    2854: 'PartitionChangeRecord._tagged_fields',
    2859: 'PartitionChangeRecord.Isr',
    2861: 'PartitionChangeRecord.Isr',
    2864: 'PartitionChangeRecord.Isr',
    2868: 'PartitionChangeRecord.Leader',
    2873: 'PartitionChangeRecord.Replicas',
    2875: 'PartitionChangeRecord.Replicas',
    2878: 'PartitionChangeRecord.Replicas',
    2882: 'PartitionChangeRecord.RemovingReplicas',
    2884: 'PartitionChangeRecord.RemovingReplicas',
    2887: 'PartitionChangeRecord.RemovingReplicas',
    2891: 'PartitionChangeRecord.AddingReplicas',
    2893: 'PartitionChangeRecord.AddingReplicas',
    2896: 'PartitionChangeRecord.AddingReplicas',
    2900: 'PartitionChangeRecord.LeaderRecoveryState',
    2905: 'PartitionChangeRecord.Directories',
    2909: 'PartitionChangeRecord.Directories',
    2916: 'PartitionChangeRecord.Directories',
    2924: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2926: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2929: 'PartitionChangeRecord.EligibleLeaderReplicas',
    2933: 'PartitionChangeRecord.LastKnownElr',
    2935: 'PartitionChangeRecord.LastKnownElr',
    2938: 'PartitionChangeRecord.LastKnownElr',
    2942: 'PartitionChangeRecord.LastKnownLeader',
    3001: 'FenceBrokerRecord.Id,Epoch',
    3002: 'FenceBrokerRecord._unknown_tags',
    3003: 'FenceBrokerRecord',
    3006: 'FenceBrokerRecord._unknown_tags',
    3013: 'FenceBrokerRecord.Id,Epoch',
    3015: 'FenceBrokerRecord._tagged_fields',
    3019: 'FenceBrokerRecord._tagged_fields',
    3024: 'FenceBrokerRecord._tagged_fields',
    3025: 'FenceBrokerRecord._tagged_fields',
    3083: 'UnfenceBrokerRecord.Id,Epoch',
    3084: 'UnfenceBrokerRecord._unknown_tags',
    3085: 'UnfenceBrokerRecord',
    3088: 'UnfenceBrokerRecord._unknown_tags',
    3095: 'UnfenceBrokerRecord.Id,Epoch',
    3097: 'UnfenceBrokerRecord._tagged_fields',
    3101: 'UnfenceBrokerRecord._tagged_fields',
    3106: 'UnfenceBrokerRecord._tagged_fields',
    3107: 'UnfenceBrokerRecord._tagged_fields',
    3158: 'RemoveTopicRecord.TopicId',
    3159: 'RemoveTopicRecord._unknown_tags',
    3160: 'RemoveTopicRecord',
    3163: 'RemoveTopicRecord._unknown_tags',
    3170: 'RemoveTopicRecord.TopicId',
    3173: 'RemoveTopicRecord._tagged_fields',
    3177: 'RemoveTopicRecord._tagged_fields',
    3182: 'RemoveTopicRecord._tagged_fields',
    3183: 'RemoveTopicRecord._tagged_fields',
    3269: 'UserScramCredentialRecord.Name',
    3270: 'UserScramCredentialRecord.Name',
    3271: 'UserScramCredentialRecord.Name',
    3272: 'UserScramCredentialRecord.Name',
    3273: 'UserScramCredentialRecord.Name',
    3274: 'UserScramCredentialRecord.Mechanism',
    3275: 'UserScramCredentialRecord.Salt',
    3276: 'UserScramCredentialRecord.Salt',
    3277: 'UserScramCredentialRecord.Salt',
    3278: 'UserScramCredentialRecord.Salt',
    3279: 'UserScramCredentialRecord.StoredKey',
    3280: 'UserScramCredentialRecord.StoredKey',
    3281: 'UserScramCredentialRecord.StoredKey',
    3282: 'UserScramCredentialRecord.StoredKey',
    3283: 'UserScramCredentialRecord.ServerKey',
    3284: 'UserScramCredentialRecord.ServerKey',
    3285: 'UserScramCredentialRecord.ServerKey',
    3286: 'UserScramCredentialRecord.ServerKey',
    3287: 'UserScramCredentialRecord.Iterations',
    3288: 'UserScramCredentialRecord._unknown_tags',
    3289: 'UserScramCredentialRecord',
    3292: 'UserScramCredentialRecord._unknown_tags',
    3299: 'UserScramCredentialRecord.Name',
    3304: 'UserScramCredentialRecord.Name',
    3307: 'UserScramCredentialRecord.Name',
    3308: 'UserScramCredentialRecord.Mechanism',
    3310: 'UserScramCredentialRecord.Salt',
    3314: 'UserScramCredentialRecord.Salt',
    3324: 'UserScramCredentialRecord.StoredKey',
    3328: 'UserScramCredentialRecord.StoredKey',
    3338: 'UserScramCredentialRecord.ServerKey',
    3342: 'UserScramCredentialRecord.ServerKey',
    3352: 'UserScramCredentialRecord.Iterations',
    3354: 'UserScramCredentialRecord._tagged_fields',
    3358: 'UserScramCredentialRecord._tagged_fields',
    3363: 'UserScramCredentialRecord._tagged_fields',
    3364: 'UserScramCredentialRecord._tagged_fields',
    3422: 'FeatureLevelRecord.Name',
    3423: 'FeatureLevelRecord.Name',
    3424: 'FeatureLevelRecord.Name',
    3425: 'FeatureLevelRecord.Name',
    3426: 'FeatureLevelRecord.Name',
    3427: 'FeatureLevelRecord.FeatureLevel',
    3428: 'FeatureLevelRecord._unknown_tags',
    3429: 'FeatureLevelRecord',
    3432: 'FeatureLevelRecord._unknown_tags',
    3439: 'FeatureLevelRecord.Name',
    3444: 'FeatureLevelRecord.Name',
    3447: 'FeatureLevelRecord.Name',
    3448: 'FeatureLevelRecord.FeatureLevel',
    3450: 'FeatureLevelRecord._tagged_fields',
    3454: 'FeatureLevelRecord._tagged_fields',
    3459: 'FeatureLevelRecord._tagged_fields',
    3460: 'FeatureLevelRecord._tagged_fields',
    3575: 'ClientQuotaRecord.Entity',
    3576: 'ClientQuotaRecord.Entity',
    3577: 'ClientQuotaRecord.Entity',
    3578: 'ClientQuotaRecord.Entity',
    3579: 'ClientQuotaRecord.Entity.EntityType',
    3580: 'ClientQuotaRecord.Entity.EntityType',
    3581: 'ClientQuotaRecord.Entity.EntityType',
    3582: 'ClientQuotaRecord.Entity.EntityType',
    3583: 'ClientQuotaRecord.Entity.EntityType',
    3584: 'ClientQuotaRecord.Entity.EntityName',
    3585: 'ClientQuotaRecord.Entity.EntityName',
    3586: 'ClientQuotaRecord.Entity.EntityName',
    3587: 'ClientQuotaRecord.Entity.EntityName',
    3588: 'ClientQuotaRecord.Entity.EntityName',
    3589: 'ClientQuotaRecord.Entity.EntityName',
    3590: 'ClientQuotaRecord.Entity.EntityName',
    3591: 'ClientQuotaRecord.Entity.EntityName',
    3592: 'ClientQuotaRecord.Entity._unknown_tags',
    3593: 'ClientQuotaRecord.Entity',
    3596: 'ClientQuotaRecord.Entity._unknown_tags',
    3597: 'ClientQuotaRecord.Key',
    3598: 'ClientQuotaRecord.Key',
    3599: 'ClientQuotaRecord.Key',
    3600: 'ClientQuotaRecord.Key',
    3601: 'ClientQuotaRecord.Key',
    3602: 'ClientQuotaRecord.Value,Remove',
    3603: 'ClientQuotaRecord._unknown_tags',
    3604: 'ClientQuotaRecord',
    3607: 'ClientQuotaRecord._unknown_tags',
    3614: 'ClientQuotaRecord.Entity',
    3618: 'ClientQuotaRecord.Entity',
    3623: 'ClientQuotaRecord.Entity.EntityType',
    3628: 'ClientQuotaRecord.Entity.EntityType',
    3631: 'ClientQuotaRecord.Entity.EntityType',
    3632: 'ClientQuotaRecord.Entity.EntityName',
    3637: 'ClientQuotaRecord.Entity.EntityName',
    3640: 'ClientQuotaRecord.Entity.EntityName',
    3641: 'ClientQuotaRecord.Entity._tagged_fields',
    3645: 'ClientQuotaRecord.Entity._tagged_fields',
    3650: 'ClientQuotaRecord.Entity._tagged_fields',
    3651: 'ClientQuotaRecord.Entity._tagged_fields',
    3662: 'ClientQuotaRecord.Key',
    3667: 'ClientQuotaRecord.Key',
    3670: 'ClientQuotaRecord.Key',
    3671: 'ClientQuotaRecord.Value,Remove',
    3673: 'ClientQuotaRecord._tagged_fields',
    3677: 'ClientQuotaRecord._tagged_fields',
    3682: 'ClientQuotaRecord._tagged_fields',
    3683: 'ClientQuotaRecord._tagged_fields',
    3748: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    3749: 'ProducerIdsRecord._unknown_tags',
    3750: 'ProducerIdsRecord',
    3753: 'ProducerIdsRecord._unknown_tags',
    3760: 'ProducerIdsRecord.BrokerId,BrokerEpoch,NextProducerId',
    3762: 'ProducerIdsRecord._tagged_fields',
    3766: 'ProducerIdsRecord._tagged_fields',
    3771: 'ProducerIdsRecord._tagged_fields',
    3772: 'ProducerIdsRecord._tagged_fields',
    3858: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3859: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3861: 'BrokerRegistrationChangeRecord.LogDirs',
    3863: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3865: 'BrokerRegistrationChangeRecord',
    3866: 'BrokerRegistrationChangeRecord.Fenced',
    3867: 'BrokerRegistrationChangeRecord.Fenced',
    3868: 'BrokerRegistrationChangeRecord.Fenced',
    3869: 'BrokerRegistrationChangeRecord.Fenced',
    3870: 'BrokerRegistrationChangeRecord._unknown_tags',
    3872: 'BrokerRegistrationChangeRecord._unknown_tags',
    3881: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3887: 'BrokerRegistrationChangeRecord._tagged_fields',
    3891: 'BrokerRegistrationChangeRecord._tagged_fields',
    3896: 'BrokerRegistrationChangeRecord._tagged_fields',
    3897: 'BrokerRegistrationChangeRecord._tagged_fields',
    3902: 'BrokerRegistrationChangeRecord.Fenced',
    3918: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3919: 'BrokerRegistrationChangeRecord.LogDirs',
    3921: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3923: 'BrokerRegistrationChangeRecord',
    3924: 'BrokerRegistrationChangeRecord.Fenced',
    3925: 'BrokerRegistrationChangeRecord.Fenced',
    3926: 'BrokerRegistrationChangeRecord.Fenced',
    3927: 'BrokerRegistrationChangeRecord.Fenced',
    3928: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3929: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3930: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3931: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3932: 'BrokerRegistrationChangeRecord._unknown_tags',
    3934: 'BrokerRegistrationChangeRecord._unknown_tags',
    3943: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3949: 'BrokerRegistrationChangeRecord._tagged_fields',
    3953: 'BrokerRegistrationChangeRecord._tagged_fields',
    3958: 'BrokerRegistrationChangeRecord._tagged_fields',
    3959: 'BrokerRegistrationChangeRecord._tagged_fields',
    3964: 'BrokerRegistrationChangeRecord.Fenced',
    3969: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3985: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    3986: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    3988: 'BrokerRegistrationChangeRecord',
    3989: 'BrokerRegistrationChangeRecord.Fenced',
    3990: 'BrokerRegistrationChangeRecord.Fenced',
    3991: 'BrokerRegistrationChangeRecord.Fenced',
    3992: 'BrokerRegistrationChangeRecord.Fenced',
    3993: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3994: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3995: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3996: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    3997: 'BrokerRegistrationChangeRecord.LogDirs',
    3998: 'BrokerRegistrationChangeRecord.LogDirs',
    3999: 'BrokerRegistrationChangeRecord.LogDirs',
    4000: 'BrokerRegistrationChangeRecord.LogDirs',
    4001: 'BrokerRegistrationChangeRecord.LogDirs',
    4002: 'BrokerRegistrationChangeRecord.LogDirs',
    4003: 'BrokerRegistrationChangeRecord.LogDirs',
    4004: 'BrokerRegistrationChangeRecord.LogDirs',
    4005: 'BrokerRegistrationChangeRecord._unknown_tags',
    4007: 'BrokerRegistrationChangeRecord._unknown_tags',
    4016: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    4022: 'BrokerRegistrationChangeRecord._tagged_fields',
    4026: 'BrokerRegistrationChangeRecord._tagged_fields',
    4031: 'BrokerRegistrationChangeRecord._tagged_fields',
    4032: 'BrokerRegistrationChangeRecord._tagged_fields',
    4037: 'BrokerRegistrationChangeRecord.Fenced',
    4042: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    4047: 'BrokerRegistrationChangeRecord.LogDirs',
    4051: 'BrokerRegistrationChangeRecord.LogDirs',
    4055: 'BrokerRegistrationChangeRecord.LogDirs',
    4074: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    4075: 'BrokerRegistrationChangeRecord',
    4076: 'BrokerRegistrationChangeRecord.Fenced',
    4077: 'BrokerRegistrationChangeRecord.Fenced',
    4078: 'BrokerRegistrationChangeRecord.Fenced',
    4079: 'BrokerRegistrationChangeRecord.Fenced',
    4080: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    4081: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    4082: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    4083: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    4084: 'BrokerRegistrationChangeRecord.LogDirs',
    4085: 'BrokerRegistrationChangeRecord.LogDirs',
    4086: 'BrokerRegistrationChangeRecord.LogDirs',
    4087: 'BrokerRegistrationChangeRecord.LogDirs',
    4088: 'BrokerRegistrationChangeRecord.LogDirs',
    4089: 'BrokerRegistrationChangeRecord.LogDirs',
    4090: 'BrokerRegistrationChangeRecord.LogDirs',
    4091: 'BrokerRegistrationChangeRecord.LogDirs',
    4092: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4093: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4094: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4095: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4096: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4097: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4098: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4099: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4100: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4101: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4102: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4103: 'BrokerRegistrationChangeRecord._unknown_tags',
    4105: 'BrokerRegistrationChangeRecord._unknown_tags',
    4114: 'BrokerRegistrationChangeRecord.BrokerId,BrokerEpoch',
    4120: 'BrokerRegistrationChangeRecord._tagged_fields',
    4124: 'BrokerRegistrationChangeRecord._tagged_fields',
    4129: 'BrokerRegistrationChangeRecord._tagged_fields',
    4130: 'BrokerRegistrationChangeRecord._tagged_fields',
    4135: 'BrokerRegistrationChangeRecord.Fenced',
    4140: 'BrokerRegistrationChangeRecord.InControlledShutdown',
    4145: 'BrokerRegistrationChangeRecord.LogDirs',
    4149: 'BrokerRegistrationChangeRecord.LogDirs',
    4153: 'BrokerRegistrationChangeRecord.LogDirs',
    4161: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4165: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4172: 'BrokerRegistrationChangeRecord.CordonedLogDirs',
    4276: 'AccessControlEntryRecord.Id,ResourceType',
    4277: 'AccessControlEntryRecord.ResourceName',
    4278: 'AccessControlEntryRecord.ResourceName',
    4279: 'AccessControlEntryRecord.ResourceName',
    4280: 'AccessControlEntryRecord.ResourceName',
    4281: 'AccessControlEntryRecord.ResourceName',
    4282: 'AccessControlEntryRecord.PatternType',
    4283: 'AccessControlEntryRecord.Principal',
    4284: 'AccessControlEntryRecord.Principal',
    4285: 'AccessControlEntryRecord.Principal',
    4286: 'AccessControlEntryRecord.Principal',
    4287: 'AccessControlEntryRecord.Principal',
    4288: 'AccessControlEntryRecord.Host',
    4289: 'AccessControlEntryRecord.Host',
    4290: 'AccessControlEntryRecord.Host',
    4291: 'AccessControlEntryRecord.Host',
    4292: 'AccessControlEntryRecord.Host',
    4293: 'AccessControlEntryRecord.Operation,PermissionType',
    4294: 'AccessControlEntryRecord._unknown_tags',
    4295: 'AccessControlEntryRecord',
    4298: 'AccessControlEntryRecord._unknown_tags',
    4305: 'AccessControlEntryRecord.Id,ResourceType',
    4308: 'AccessControlEntryRecord.ResourceName',
    4313: 'AccessControlEntryRecord.ResourceName',
    4316: 'AccessControlEntryRecord.ResourceName',
    4317: 'AccessControlEntryRecord.PatternType',
    4319: 'AccessControlEntryRecord.Principal',
    4324: 'AccessControlEntryRecord.Principal',
    4327: 'AccessControlEntryRecord.Principal',
    4328: 'AccessControlEntryRecord.Host',
    4333: 'AccessControlEntryRecord.Host',
    4336: 'AccessControlEntryRecord.Host',
    4337: 'AccessControlEntryRecord.Operation,PermissionType',
    4339: 'AccessControlEntryRecord._tagged_fields',
    4343: 'AccessControlEntryRecord._tagged_fields',
    4348: 'AccessControlEntryRecord._tagged_fields',
    4349: 'AccessControlEntryRecord._tagged_fields',
    4400: 'RemoveAccessControlEntryRecord.Id',
    4401: 'RemoveAccessControlEntryRecord._unknown_tags',
    4402: 'RemoveAccessControlEntryRecord',
    4405: 'RemoveAccessControlEntryRecord._unknown_tags',
    4412: 'RemoveAccessControlEntryRecord.Id',
    4415: 'RemoveAccessControlEntryRecord._tagged_fields',
    4419: 'RemoveAccessControlEntryRecord._tagged_fields',
    4424: 'RemoveAccessControlEntryRecord._tagged_fields',
    4425: 'RemoveAccessControlEntryRecord._tagged_fields',
    4469: 'NoOpRecord._unknown_tags',
    4470: 'NoOpRecord',
    4473: 'NoOpRecord._unknown_tags',
    4480: 'NoOpRecord._tagged_fields',
    4484: 'NoOpRecord._tagged_fields',
    4489: 'NoOpRecord._tagged_fields',
    4490: 'NoOpRecord._tagged_fields',
    4548: 'RemoveUserScramCredentialRecord.Name',
    4549: 'RemoveUserScramCredentialRecord.Name',
    4550: 'RemoveUserScramCredentialRecord.Name',
    4551: 'RemoveUserScramCredentialRecord.Name',
    4552: 'RemoveUserScramCredentialRecord.Name',
    4553: 'RemoveUserScramCredentialRecord.Mechanism',
    4554: 'RemoveUserScramCredentialRecord._unknown_tags',
    4555: 'RemoveUserScramCredentialRecord',
    4558: 'RemoveUserScramCredentialRecord._unknown_tags',
    4565: 'RemoveUserScramCredentialRecord.Name',
    4570: 'RemoveUserScramCredentialRecord.Name',
    4573: 'RemoveUserScramCredentialRecord.Name',
    4574: 'RemoveUserScramCredentialRecord.Mechanism',
    4576: 'RemoveUserScramCredentialRecord._tagged_fields',
    4580: 'RemoveUserScramCredentialRecord._tagged_fields',
    4585: 'RemoveUserScramCredentialRecord._tagged_fields',
    4586: 'RemoveUserScramCredentialRecord._tagged_fields',
    4637: 'ClearElrRecord.TopicName',
    4638: 'ClearElrRecord.TopicName',
    4639: 'ClearElrRecord.TopicName',
    4640: 'ClearElrRecord.TopicName',
    4641: 'ClearElrRecord.TopicName',
    4642: 'ClearElrRecord._unknown_tags',
    4643: 'ClearElrRecord',
    4646: 'ClearElrRecord._unknown_tags',
    4653: 'ClearElrRecord.TopicName',
    4658: 'ClearElrRecord.TopicName',
    4661: 'ClearElrRecord.TopicName',
    4662: 'ClearElrRecord._tagged_fields',
    4666: 'ClearElrRecord._tagged_fields',
    4671: 'ClearElrRecord._tagged_fields',
    4672: 'ClearElrRecord._tagged_fields',
}
