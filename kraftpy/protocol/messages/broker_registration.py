# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/BrokerRegistrationRequest.json, schemas/messages/BrokerRegistrationResponse.json.
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
    """BrokerRegistrationRequest (request): API key 62; versions 0-4; flexible in 0-4; listeners: controller."""

    __slots__ = ('broker_id', 'cluster_id', 'incarnation_id', 'listeners', 'features', 'rack', 'is_migrating_zk_broker', 'log_dirs', 'previous_broker_epoch', '_unknown_tags')
    NAME = 'BrokerRegistrationRequest'
    TYPE = 'request'
    API_KEY = 62
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    broker_id: int
    """Id of the registering broker.

    `BrokerId` (int32): versions 0+; default 0."""
    cluster_id: str
    """Cluster id the broker was formatted with.

    `ClusterId` (string): versions 0+; default ''."""
    incarnation_id: UUID
    """Random id chosen anew each time the broker process starts.

    `IncarnationId` (uuid): versions 0+; default the zero UUID."""
    listeners: list[BrokerRegistrationRequest.Listener]
    """Endpoints the broker listens on.

    `Listeners` ([]Listener): versions 0+; default []."""
    features: list[BrokerRegistrationRequest.Feature]
    """Feature level ranges the broker supports (before v4, features with minimum level 0 are left out).

    `Features` ([]Feature): versions 0+; default []."""
    rack: str | None
    """Rack of the broker, or null if none is configured.

    `Rack` (string): versions 0+; nullable in 0+; default ''."""
    is_migrating_zk_broker: bool
    """True if a ZooKeeper-mode broker registers during a ZK-to-KRaft migration.

    `IsMigratingZkBroker` (bool): versions 1+; default False."""
    log_dirs: list[UUID]
    """Ids of the broker's log directories that are online.

    `LogDirs` ([]uuid): versions 2+; default []; ignorable."""
    previous_broker_epoch: int
    """Broker epoch held before the last clean shutdown, or -1 if the shutdown was not clean.

    `PreviousBrokerEpoch` (int64): versions 3+; default -1; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        cluster_id: str = '',
        incarnation_id: UUID = _ZERO_UUID,
        listeners: list[BrokerRegistrationRequest.Listener] = _EMPTY,
        features: list[BrokerRegistrationRequest.Feature] = _EMPTY,
        rack: str | None = '',
        is_migrating_zk_broker: bool = False,
        log_dirs: list[UUID] = _EMPTY,
        previous_broker_epoch: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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
        """Endpoints the broker listens on.

        Listener (in BrokerRegistrationRequest): versions 0+."""

        __slots__ = ('name', 'host', 'port', 'security_protocol', '_unknown_tags')
        NAME = 'BrokerRegistrationRequest.Listener'

        name: str
        """Listener name.

        `Name` (string): versions 0+; default ''."""
        host: str
        """Advertised host name.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Advertised port.

        `Port` (uint16): versions 0+; default 0."""
        security_protocol: int
        """Security protocol id of the listener.

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

    class Feature(_Message):
        """Feature level ranges the broker supports (before v4, features with minimum level 0 are left out).

        Feature (in BrokerRegistrationRequest): versions 0+."""

        __slots__ = ('name', 'min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'BrokerRegistrationRequest.Feature'

        name: str
        """Feature name.

        `Name` (string): versions 0+; default ''."""
        min_supported_version: int
        """Lowest supported level of the feature.

        `MinSupportedVersion` (int16): versions 0+; default 0."""
        max_supported_version: int
        """Highest supported level of the feature.

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

def _mk_BrokerRegistrationRequest_Listener() -> BrokerRegistrationRequest.Listener:
    o = _new(_C_BrokerRegistrationRequest_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o.security_protocol = 0
    o._unknown_tags = None
    return o

def _mk_BrokerRegistrationRequest_Feature() -> BrokerRegistrationRequest.Feature:
    o = _new(_C_BrokerRegistrationRequest_Feature)
    o.name = ''
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_BrokerRegistrationRequest_v0(o: BrokerRegistrationRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_BrokerRegistrationRequest_v0(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationRequest, int]:
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
    l29: list[BrokerRegistrationRequest.Listener] = []
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
            uk37: list[tuple[int, bytes]] | None = None
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
    l42: list[BrokerRegistrationRequest.Feature] = []
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
            uk48: list[tuple[int, bytes]] | None = None
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
        uk55: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationRequest_v1(o: BrokerRegistrationRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_BrokerRegistrationRequest_v1(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationRequest, int]:
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
    l87: list[BrokerRegistrationRequest.Listener] = []
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
            uk95: list[tuple[int, bytes]] | None = None
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
    l100: list[BrokerRegistrationRequest.Feature] = []
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
            uk106: list[tuple[int, bytes]] | None = None
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
        uk113: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationRequest_v2(o: BrokerRegistrationRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_BrokerRegistrationRequest_v2(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationRequest, int]:
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
    l148: list[BrokerRegistrationRequest.Listener] = []
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
            uk156: list[tuple[int, bytes]] | None = None
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
    l161: list[BrokerRegistrationRequest.Feature] = []
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
            uk167: list[tuple[int, bytes]] | None = None
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
    l174: list[UUID] = []
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
        uk179: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationRequest_v3(o: BrokerRegistrationRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_BrokerRegistrationRequest_v3(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationRequest, int]:
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
    l214: list[BrokerRegistrationRequest.Listener] = []
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
            uk222: list[tuple[int, bytes]] | None = None
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
    l227: list[BrokerRegistrationRequest.Feature] = []
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
            uk233: list[tuple[int, bytes]] | None = None
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
    l240: list[UUID] = []
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
        uk245: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationRequest_v4(o: BrokerRegistrationRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_BrokerRegistrationRequest_v4(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationRequest, int]:
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
    l280: list[BrokerRegistrationRequest.Listener] = []
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
            uk288: list[tuple[int, bytes]] | None = None
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
    l293: list[BrokerRegistrationRequest.Feature] = []
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
            uk299: list[tuple[int, bytes]] | None = None
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
    l306: list[UUID] = []
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
        uk311: list[tuple[int, bytes]] | None = None
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
    """BrokerRegistrationResponse (response): API key 62; versions 0-4; flexible in 0-4."""

    __slots__ = ('throttle_time_ms', 'error_code', 'broker_epoch', '_unknown_tags')
    NAME = 'BrokerRegistrationResponse'
    TYPE = 'response'
    API_KEY = 62
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (0, 4)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    broker_epoch: int
    """Epoch assigned to the broker, or -1 if registration failed.

    `BrokerEpoch` (int64): versions 0+; default -1."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        broker_epoch: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.broker_epoch = broker_epoch
        self._unknown_tags = _unknown_tags


BrokerRegistrationResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)


def _enc_BrokerRegistrationResponse_v0(o: BrokerRegistrationResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u315 = o._unknown_tags
    if u315 is None:
        a(_H0)
    else:
        _write_tags(a, None, u315)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v0(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationResponse, int]:
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
        uk317: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationResponse_v1(o: BrokerRegistrationResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u321 = o._unknown_tags
    if u321 is None:
        a(_H0)
    else:
        _write_tags(a, None, u321)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v1(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationResponse, int]:
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
        uk323: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationResponse_v2(o: BrokerRegistrationResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u327 = o._unknown_tags
    if u327 is None:
        a(_H0)
    else:
        _write_tags(a, None, u327)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v2(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationResponse, int]:
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
        uk329: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationResponse_v3(o: BrokerRegistrationResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u333 = o._unknown_tags
    if u333 is None:
        a(_H0)
    else:
        _write_tags(a, None, u333)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v3(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationResponse, int]:
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
        uk335: list[tuple[int, bytes]] | None = None
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


def _enc_BrokerRegistrationResponse_v4(o: BrokerRegistrationResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    u339 = o._unknown_tags
    if u339 is None:
        a(_H0)
    else:
        _write_tags(a, None, u339)
    return b''.join(parts)


def _dec_BrokerRegistrationResponse_v4(buf: _Buffer, pos: int) -> tuple[BrokerRegistrationResponse, int]:
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
        uk341: list[tuple[int, bytes]] | None = None
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
    253: 'BrokerRegistrationRequest.BrokerId',
    254: 'BrokerRegistrationRequest.ClusterId',
    255: 'BrokerRegistrationRequest.ClusterId',
    256: 'BrokerRegistrationRequest.ClusterId',
    257: 'BrokerRegistrationRequest.ClusterId',
    258: 'BrokerRegistrationRequest.ClusterId',
    259: 'BrokerRegistrationRequest.IncarnationId',
    260: 'BrokerRegistrationRequest.Listeners',
    261: 'BrokerRegistrationRequest.Listeners',
    262: 'BrokerRegistrationRequest.Listeners',
    263: 'BrokerRegistrationRequest.Listeners',
    264: 'BrokerRegistrationRequest.Listeners.Name',
    265: 'BrokerRegistrationRequest.Listeners.Name',
    266: 'BrokerRegistrationRequest.Listeners.Name',
    267: 'BrokerRegistrationRequest.Listeners.Name',
    268: 'BrokerRegistrationRequest.Listeners.Name',
    269: 'BrokerRegistrationRequest.Listeners.Host',
    270: 'BrokerRegistrationRequest.Listeners.Host',
    271: 'BrokerRegistrationRequest.Listeners.Host',
    272: 'BrokerRegistrationRequest.Listeners.Host',
    273: 'BrokerRegistrationRequest.Listeners.Host',
    274: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    275: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    276: 'BrokerRegistrationRequest.Listeners',
    279: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    280: 'BrokerRegistrationRequest.Features',
    281: 'BrokerRegistrationRequest.Features',
    282: 'BrokerRegistrationRequest.Features',
    283: 'BrokerRegistrationRequest.Features',
    284: 'BrokerRegistrationRequest.Features.Name',
    285: 'BrokerRegistrationRequest.Features.Name',
    286: 'BrokerRegistrationRequest.Features.Name',
    287: 'BrokerRegistrationRequest.Features.Name',
    288: 'BrokerRegistrationRequest.Features.Name',
    289: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    290: 'BrokerRegistrationRequest.Features._unknown_tags',
    291: 'BrokerRegistrationRequest.Features',
    294: 'BrokerRegistrationRequest.Features._unknown_tags',
    295: 'BrokerRegistrationRequest.Rack',
    296: 'BrokerRegistrationRequest.Rack',
    297: 'BrokerRegistrationRequest.Rack',
    298: 'BrokerRegistrationRequest.Rack',
    299: 'BrokerRegistrationRequest.Rack',
    300: 'BrokerRegistrationRequest.Rack',
    301: 'BrokerRegistrationRequest.Rack',
    302: 'BrokerRegistrationRequest.Rack',
    303: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    305: 'BrokerRegistrationRequest._unknown_tags',
    306: 'BrokerRegistrationRequest',
    309: 'BrokerRegistrationRequest._unknown_tags',
    316: 'BrokerRegistrationRequest.BrokerId',
    318: 'BrokerRegistrationRequest.ClusterId',
    323: 'BrokerRegistrationRequest.ClusterId',
    326: 'BrokerRegistrationRequest.ClusterId',
    327: 'BrokerRegistrationRequest.IncarnationId',
    330: 'BrokerRegistrationRequest.Listeners',
    334: 'BrokerRegistrationRequest.Listeners',
    339: 'BrokerRegistrationRequest.Listeners.Name',
    344: 'BrokerRegistrationRequest.Listeners.Name',
    347: 'BrokerRegistrationRequest.Listeners.Name',
    348: 'BrokerRegistrationRequest.Listeners.Host',
    353: 'BrokerRegistrationRequest.Listeners.Host',
    356: 'BrokerRegistrationRequest.Listeners.Host',
    357: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    359: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    363: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    368: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    369: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    380: 'BrokerRegistrationRequest.Features',
    384: 'BrokerRegistrationRequest.Features',
    389: 'BrokerRegistrationRequest.Features.Name',
    394: 'BrokerRegistrationRequest.Features.Name',
    397: 'BrokerRegistrationRequest.Features.Name',
    398: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    400: 'BrokerRegistrationRequest.Features._tagged_fields',
    404: 'BrokerRegistrationRequest.Features._tagged_fields',
    409: 'BrokerRegistrationRequest.Features._tagged_fields',
    410: 'BrokerRegistrationRequest.Features._tagged_fields',
    421: 'BrokerRegistrationRequest.Rack',
    426: 'BrokerRegistrationRequest.Rack',
    429: 'BrokerRegistrationRequest.Rack',
    433: 'BrokerRegistrationRequest._tagged_fields',
    437: 'BrokerRegistrationRequest._tagged_fields',
    442: 'BrokerRegistrationRequest._tagged_fields',
    443: 'BrokerRegistrationRequest._tagged_fields',
    458: 'BrokerRegistrationRequest.BrokerId',
    459: 'BrokerRegistrationRequest.ClusterId',
    460: 'BrokerRegistrationRequest.ClusterId',
    461: 'BrokerRegistrationRequest.ClusterId',
    462: 'BrokerRegistrationRequest.ClusterId',
    463: 'BrokerRegistrationRequest.ClusterId',
    464: 'BrokerRegistrationRequest.IncarnationId',
    465: 'BrokerRegistrationRequest.Listeners',
    466: 'BrokerRegistrationRequest.Listeners',
    467: 'BrokerRegistrationRequest.Listeners',
    468: 'BrokerRegistrationRequest.Listeners',
    469: 'BrokerRegistrationRequest.Listeners.Name',
    470: 'BrokerRegistrationRequest.Listeners.Name',
    471: 'BrokerRegistrationRequest.Listeners.Name',
    472: 'BrokerRegistrationRequest.Listeners.Name',
    473: 'BrokerRegistrationRequest.Listeners.Name',
    474: 'BrokerRegistrationRequest.Listeners.Host',
    475: 'BrokerRegistrationRequest.Listeners.Host',
    476: 'BrokerRegistrationRequest.Listeners.Host',
    477: 'BrokerRegistrationRequest.Listeners.Host',
    478: 'BrokerRegistrationRequest.Listeners.Host',
    479: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    480: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    481: 'BrokerRegistrationRequest.Listeners',
    484: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    485: 'BrokerRegistrationRequest.Features',
    486: 'BrokerRegistrationRequest.Features',
    487: 'BrokerRegistrationRequest.Features',
    488: 'BrokerRegistrationRequest.Features',
    489: 'BrokerRegistrationRequest.Features.Name',
    490: 'BrokerRegistrationRequest.Features.Name',
    491: 'BrokerRegistrationRequest.Features.Name',
    492: 'BrokerRegistrationRequest.Features.Name',
    493: 'BrokerRegistrationRequest.Features.Name',
    494: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    495: 'BrokerRegistrationRequest.Features._unknown_tags',
    496: 'BrokerRegistrationRequest.Features',
    499: 'BrokerRegistrationRequest.Features._unknown_tags',
    500: 'BrokerRegistrationRequest.Rack',
    501: 'BrokerRegistrationRequest.Rack',
    502: 'BrokerRegistrationRequest.Rack',
    503: 'BrokerRegistrationRequest.Rack',
    504: 'BrokerRegistrationRequest.Rack',
    505: 'BrokerRegistrationRequest.Rack',
    506: 'BrokerRegistrationRequest.Rack',
    507: 'BrokerRegistrationRequest.Rack',
    508: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    509: 'BrokerRegistrationRequest._unknown_tags',
    510: 'BrokerRegistrationRequest',
    513: 'BrokerRegistrationRequest._unknown_tags',
    520: 'BrokerRegistrationRequest.BrokerId',
    522: 'BrokerRegistrationRequest.ClusterId',
    527: 'BrokerRegistrationRequest.ClusterId',
    530: 'BrokerRegistrationRequest.ClusterId',
    531: 'BrokerRegistrationRequest.IncarnationId',
    534: 'BrokerRegistrationRequest.Listeners',
    538: 'BrokerRegistrationRequest.Listeners',
    543: 'BrokerRegistrationRequest.Listeners.Name',
    548: 'BrokerRegistrationRequest.Listeners.Name',
    551: 'BrokerRegistrationRequest.Listeners.Name',
    552: 'BrokerRegistrationRequest.Listeners.Host',
    557: 'BrokerRegistrationRequest.Listeners.Host',
    560: 'BrokerRegistrationRequest.Listeners.Host',
    561: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    563: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    567: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    572: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    573: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    584: 'BrokerRegistrationRequest.Features',
    588: 'BrokerRegistrationRequest.Features',
    593: 'BrokerRegistrationRequest.Features.Name',
    598: 'BrokerRegistrationRequest.Features.Name',
    601: 'BrokerRegistrationRequest.Features.Name',
    602: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    604: 'BrokerRegistrationRequest.Features._tagged_fields',
    608: 'BrokerRegistrationRequest.Features._tagged_fields',
    613: 'BrokerRegistrationRequest.Features._tagged_fields',
    614: 'BrokerRegistrationRequest.Features._tagged_fields',
    625: 'BrokerRegistrationRequest.Rack',
    630: 'BrokerRegistrationRequest.Rack',
    633: 'BrokerRegistrationRequest.Rack',
    634: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    638: 'BrokerRegistrationRequest._tagged_fields',
    642: 'BrokerRegistrationRequest._tagged_fields',
    647: 'BrokerRegistrationRequest._tagged_fields',
    648: 'BrokerRegistrationRequest._tagged_fields',
    663: 'BrokerRegistrationRequest.BrokerId',
    664: 'BrokerRegistrationRequest.ClusterId',
    665: 'BrokerRegistrationRequest.ClusterId',
    666: 'BrokerRegistrationRequest.ClusterId',
    667: 'BrokerRegistrationRequest.ClusterId',
    668: 'BrokerRegistrationRequest.ClusterId',
    669: 'BrokerRegistrationRequest.IncarnationId',
    670: 'BrokerRegistrationRequest.Listeners',
    671: 'BrokerRegistrationRequest.Listeners',
    672: 'BrokerRegistrationRequest.Listeners',
    673: 'BrokerRegistrationRequest.Listeners',
    674: 'BrokerRegistrationRequest.Listeners.Name',
    675: 'BrokerRegistrationRequest.Listeners.Name',
    676: 'BrokerRegistrationRequest.Listeners.Name',
    677: 'BrokerRegistrationRequest.Listeners.Name',
    678: 'BrokerRegistrationRequest.Listeners.Name',
    679: 'BrokerRegistrationRequest.Listeners.Host',
    680: 'BrokerRegistrationRequest.Listeners.Host',
    681: 'BrokerRegistrationRequest.Listeners.Host',
    682: 'BrokerRegistrationRequest.Listeners.Host',
    683: 'BrokerRegistrationRequest.Listeners.Host',
    684: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    685: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    686: 'BrokerRegistrationRequest.Listeners',
    689: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    690: 'BrokerRegistrationRequest.Features',
    691: 'BrokerRegistrationRequest.Features',
    692: 'BrokerRegistrationRequest.Features',
    693: 'BrokerRegistrationRequest.Features',
    694: 'BrokerRegistrationRequest.Features.Name',
    695: 'BrokerRegistrationRequest.Features.Name',
    696: 'BrokerRegistrationRequest.Features.Name',
    697: 'BrokerRegistrationRequest.Features.Name',
    698: 'BrokerRegistrationRequest.Features.Name',
    699: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    700: 'BrokerRegistrationRequest.Features._unknown_tags',
    701: 'BrokerRegistrationRequest.Features',
    704: 'BrokerRegistrationRequest.Features._unknown_tags',
    705: 'BrokerRegistrationRequest.Rack',
    706: 'BrokerRegistrationRequest.Rack',
    707: 'BrokerRegistrationRequest.Rack',
    708: 'BrokerRegistrationRequest.Rack',
    709: 'BrokerRegistrationRequest.Rack',
    710: 'BrokerRegistrationRequest.Rack',
    711: 'BrokerRegistrationRequest.Rack',
    712: 'BrokerRegistrationRequest.Rack',
    713: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    714: 'BrokerRegistrationRequest.LogDirs',
    715: 'BrokerRegistrationRequest.LogDirs',
    716: 'BrokerRegistrationRequest.LogDirs',
    717: 'BrokerRegistrationRequest.LogDirs',
    718: 'BrokerRegistrationRequest.LogDirs',
    719: 'BrokerRegistrationRequest._unknown_tags',
    720: 'BrokerRegistrationRequest',
    723: 'BrokerRegistrationRequest._unknown_tags',
    730: 'BrokerRegistrationRequest.BrokerId',
    732: 'BrokerRegistrationRequest.ClusterId',
    737: 'BrokerRegistrationRequest.ClusterId',
    740: 'BrokerRegistrationRequest.ClusterId',
    741: 'BrokerRegistrationRequest.IncarnationId',
    744: 'BrokerRegistrationRequest.Listeners',
    748: 'BrokerRegistrationRequest.Listeners',
    753: 'BrokerRegistrationRequest.Listeners.Name',
    758: 'BrokerRegistrationRequest.Listeners.Name',
    761: 'BrokerRegistrationRequest.Listeners.Name',
    762: 'BrokerRegistrationRequest.Listeners.Host',
    767: 'BrokerRegistrationRequest.Listeners.Host',
    770: 'BrokerRegistrationRequest.Listeners.Host',
    771: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    773: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    777: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    782: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    783: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    794: 'BrokerRegistrationRequest.Features',
    798: 'BrokerRegistrationRequest.Features',
    803: 'BrokerRegistrationRequest.Features.Name',
    808: 'BrokerRegistrationRequest.Features.Name',
    811: 'BrokerRegistrationRequest.Features.Name',
    812: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    814: 'BrokerRegistrationRequest.Features._tagged_fields',
    818: 'BrokerRegistrationRequest.Features._tagged_fields',
    823: 'BrokerRegistrationRequest.Features._tagged_fields',
    824: 'BrokerRegistrationRequest.Features._tagged_fields',
    835: 'BrokerRegistrationRequest.Rack',
    840: 'BrokerRegistrationRequest.Rack',
    843: 'BrokerRegistrationRequest.Rack',
    844: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    846: 'BrokerRegistrationRequest.LogDirs',
    850: 'BrokerRegistrationRequest.LogDirs',
    854: 'BrokerRegistrationRequest.LogDirs',
    860: 'BrokerRegistrationRequest._tagged_fields',
    864: 'BrokerRegistrationRequest._tagged_fields',
    869: 'BrokerRegistrationRequest._tagged_fields',
    870: 'BrokerRegistrationRequest._tagged_fields',
    885: 'BrokerRegistrationRequest.BrokerId',
    886: 'BrokerRegistrationRequest.ClusterId',
    887: 'BrokerRegistrationRequest.ClusterId',
    888: 'BrokerRegistrationRequest.ClusterId',
    889: 'BrokerRegistrationRequest.ClusterId',
    890: 'BrokerRegistrationRequest.ClusterId',
    891: 'BrokerRegistrationRequest.IncarnationId',
    892: 'BrokerRegistrationRequest.Listeners',
    893: 'BrokerRegistrationRequest.Listeners',
    894: 'BrokerRegistrationRequest.Listeners',
    895: 'BrokerRegistrationRequest.Listeners',
    896: 'BrokerRegistrationRequest.Listeners.Name',
    897: 'BrokerRegistrationRequest.Listeners.Name',
    898: 'BrokerRegistrationRequest.Listeners.Name',
    899: 'BrokerRegistrationRequest.Listeners.Name',
    900: 'BrokerRegistrationRequest.Listeners.Name',
    901: 'BrokerRegistrationRequest.Listeners.Host',
    902: 'BrokerRegistrationRequest.Listeners.Host',
    903: 'BrokerRegistrationRequest.Listeners.Host',
    904: 'BrokerRegistrationRequest.Listeners.Host',
    905: 'BrokerRegistrationRequest.Listeners.Host',
    906: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    907: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    908: 'BrokerRegistrationRequest.Listeners',
    911: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    912: 'BrokerRegistrationRequest.Features',
    913: 'BrokerRegistrationRequest.Features',
    914: 'BrokerRegistrationRequest.Features',
    915: 'BrokerRegistrationRequest.Features',
    916: 'BrokerRegistrationRequest.Features.Name',
    917: 'BrokerRegistrationRequest.Features.Name',
    918: 'BrokerRegistrationRequest.Features.Name',
    919: 'BrokerRegistrationRequest.Features.Name',
    920: 'BrokerRegistrationRequest.Features.Name',
    921: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    922: 'BrokerRegistrationRequest.Features._unknown_tags',
    923: 'BrokerRegistrationRequest.Features',
    926: 'BrokerRegistrationRequest.Features._unknown_tags',
    927: 'BrokerRegistrationRequest.Rack',
    928: 'BrokerRegistrationRequest.Rack',
    929: 'BrokerRegistrationRequest.Rack',
    930: 'BrokerRegistrationRequest.Rack',
    931: 'BrokerRegistrationRequest.Rack',
    932: 'BrokerRegistrationRequest.Rack',
    933: 'BrokerRegistrationRequest.Rack',
    934: 'BrokerRegistrationRequest.Rack',
    935: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    936: 'BrokerRegistrationRequest.LogDirs',
    937: 'BrokerRegistrationRequest.LogDirs',
    938: 'BrokerRegistrationRequest.LogDirs',
    939: 'BrokerRegistrationRequest.LogDirs',
    940: 'BrokerRegistrationRequest.LogDirs',
    941: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    942: 'BrokerRegistrationRequest._unknown_tags',
    943: 'BrokerRegistrationRequest',
    946: 'BrokerRegistrationRequest._unknown_tags',
    953: 'BrokerRegistrationRequest.BrokerId',
    955: 'BrokerRegistrationRequest.ClusterId',
    960: 'BrokerRegistrationRequest.ClusterId',
    963: 'BrokerRegistrationRequest.ClusterId',
    964: 'BrokerRegistrationRequest.IncarnationId',
    967: 'BrokerRegistrationRequest.Listeners',
    971: 'BrokerRegistrationRequest.Listeners',
    976: 'BrokerRegistrationRequest.Listeners.Name',
    981: 'BrokerRegistrationRequest.Listeners.Name',
    984: 'BrokerRegistrationRequest.Listeners.Name',
    985: 'BrokerRegistrationRequest.Listeners.Host',
    990: 'BrokerRegistrationRequest.Listeners.Host',
    993: 'BrokerRegistrationRequest.Listeners.Host',
    994: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    996: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1000: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1005: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1006: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1017: 'BrokerRegistrationRequest.Features',
    1021: 'BrokerRegistrationRequest.Features',
    1026: 'BrokerRegistrationRequest.Features.Name',
    1031: 'BrokerRegistrationRequest.Features.Name',
    1034: 'BrokerRegistrationRequest.Features.Name',
    1035: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    1037: 'BrokerRegistrationRequest.Features._tagged_fields',
    1041: 'BrokerRegistrationRequest.Features._tagged_fields',
    1046: 'BrokerRegistrationRequest.Features._tagged_fields',
    1047: 'BrokerRegistrationRequest.Features._tagged_fields',
    1058: 'BrokerRegistrationRequest.Rack',
    1063: 'BrokerRegistrationRequest.Rack',
    1066: 'BrokerRegistrationRequest.Rack',
    1067: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    1069: 'BrokerRegistrationRequest.LogDirs',
    1073: 'BrokerRegistrationRequest.LogDirs',
    1077: 'BrokerRegistrationRequest.LogDirs',
    1082: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    1084: 'BrokerRegistrationRequest._tagged_fields',
    1088: 'BrokerRegistrationRequest._tagged_fields',
    1093: 'BrokerRegistrationRequest._tagged_fields',
    1094: 'BrokerRegistrationRequest._tagged_fields',
    1109: 'BrokerRegistrationRequest.BrokerId',
    1110: 'BrokerRegistrationRequest.ClusterId',
    1111: 'BrokerRegistrationRequest.ClusterId',
    1112: 'BrokerRegistrationRequest.ClusterId',
    1113: 'BrokerRegistrationRequest.ClusterId',
    1114: 'BrokerRegistrationRequest.ClusterId',
    1115: 'BrokerRegistrationRequest.IncarnationId',
    1116: 'BrokerRegistrationRequest.Listeners',
    1117: 'BrokerRegistrationRequest.Listeners',
    1118: 'BrokerRegistrationRequest.Listeners',
    1119: 'BrokerRegistrationRequest.Listeners',
    1120: 'BrokerRegistrationRequest.Listeners.Name',
    1121: 'BrokerRegistrationRequest.Listeners.Name',
    1122: 'BrokerRegistrationRequest.Listeners.Name',
    1123: 'BrokerRegistrationRequest.Listeners.Name',
    1124: 'BrokerRegistrationRequest.Listeners.Name',
    1125: 'BrokerRegistrationRequest.Listeners.Host',
    1126: 'BrokerRegistrationRequest.Listeners.Host',
    1127: 'BrokerRegistrationRequest.Listeners.Host',
    1128: 'BrokerRegistrationRequest.Listeners.Host',
    1129: 'BrokerRegistrationRequest.Listeners.Host',
    1130: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    1131: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    1132: 'BrokerRegistrationRequest.Listeners',
    1135: 'BrokerRegistrationRequest.Listeners._unknown_tags',
    1136: 'BrokerRegistrationRequest.Features',
    1137: 'BrokerRegistrationRequest.Features',
    1138: 'BrokerRegistrationRequest.Features',
    1139: 'BrokerRegistrationRequest.Features',
    1140: 'BrokerRegistrationRequest.Features.Name',
    1141: 'BrokerRegistrationRequest.Features.Name',
    1142: 'BrokerRegistrationRequest.Features.Name',
    1143: 'BrokerRegistrationRequest.Features.Name',
    1144: 'BrokerRegistrationRequest.Features.Name',
    1145: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    1146: 'BrokerRegistrationRequest.Features._unknown_tags',
    1147: 'BrokerRegistrationRequest.Features',
    1150: 'BrokerRegistrationRequest.Features._unknown_tags',
    1151: 'BrokerRegistrationRequest.Rack',
    1152: 'BrokerRegistrationRequest.Rack',
    1153: 'BrokerRegistrationRequest.Rack',
    1154: 'BrokerRegistrationRequest.Rack',
    1155: 'BrokerRegistrationRequest.Rack',
    1156: 'BrokerRegistrationRequest.Rack',
    1157: 'BrokerRegistrationRequest.Rack',
    1158: 'BrokerRegistrationRequest.Rack',
    1159: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    1160: 'BrokerRegistrationRequest.LogDirs',
    1161: 'BrokerRegistrationRequest.LogDirs',
    1162: 'BrokerRegistrationRequest.LogDirs',
    1163: 'BrokerRegistrationRequest.LogDirs',
    1164: 'BrokerRegistrationRequest.LogDirs',
    1165: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    1166: 'BrokerRegistrationRequest._unknown_tags',
    1167: 'BrokerRegistrationRequest',
    1170: 'BrokerRegistrationRequest._unknown_tags',
    1177: 'BrokerRegistrationRequest.BrokerId',
    1179: 'BrokerRegistrationRequest.ClusterId',
    1184: 'BrokerRegistrationRequest.ClusterId',
    1187: 'BrokerRegistrationRequest.ClusterId',
    1188: 'BrokerRegistrationRequest.IncarnationId',
    1191: 'BrokerRegistrationRequest.Listeners',
    1195: 'BrokerRegistrationRequest.Listeners',
    1200: 'BrokerRegistrationRequest.Listeners.Name',
    1205: 'BrokerRegistrationRequest.Listeners.Name',
    1208: 'BrokerRegistrationRequest.Listeners.Name',
    1209: 'BrokerRegistrationRequest.Listeners.Host',
    1214: 'BrokerRegistrationRequest.Listeners.Host',
    1217: 'BrokerRegistrationRequest.Listeners.Host',
    1218: 'BrokerRegistrationRequest.Listeners.Port,SecurityProtocol',
    1220: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1224: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1229: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1230: 'BrokerRegistrationRequest.Listeners._tagged_fields',
    1241: 'BrokerRegistrationRequest.Features',
    1245: 'BrokerRegistrationRequest.Features',
    1250: 'BrokerRegistrationRequest.Features.Name',
    1255: 'BrokerRegistrationRequest.Features.Name',
    1258: 'BrokerRegistrationRequest.Features.Name',
    1259: 'BrokerRegistrationRequest.Features.MinSupportedVersion,MaxSupportedVersion',
    1261: 'BrokerRegistrationRequest.Features._tagged_fields',
    1265: 'BrokerRegistrationRequest.Features._tagged_fields',
    1270: 'BrokerRegistrationRequest.Features._tagged_fields',
    1271: 'BrokerRegistrationRequest.Features._tagged_fields',
    1282: 'BrokerRegistrationRequest.Rack',
    1287: 'BrokerRegistrationRequest.Rack',
    1290: 'BrokerRegistrationRequest.Rack',
    1291: 'BrokerRegistrationRequest.IsMigratingZkBroker',
    1293: 'BrokerRegistrationRequest.LogDirs',
    1297: 'BrokerRegistrationRequest.LogDirs',
    1301: 'BrokerRegistrationRequest.LogDirs',
    1306: 'BrokerRegistrationRequest.PreviousBrokerEpoch',
    1308: 'BrokerRegistrationRequest._tagged_fields',
    1312: 'BrokerRegistrationRequest._tagged_fields',
    1317: 'BrokerRegistrationRequest._tagged_fields',
    1318: 'BrokerRegistrationRequest._tagged_fields',
    1383: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1384: 'BrokerRegistrationResponse._unknown_tags',
    1385: 'BrokerRegistrationResponse',
    1388: 'BrokerRegistrationResponse._unknown_tags',
    1395: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1397: 'BrokerRegistrationResponse._tagged_fields',
    1401: 'BrokerRegistrationResponse._tagged_fields',
    1406: 'BrokerRegistrationResponse._tagged_fields',
    1407: 'BrokerRegistrationResponse._tagged_fields',
    1422: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1423: 'BrokerRegistrationResponse._unknown_tags',
    1424: 'BrokerRegistrationResponse',
    1427: 'BrokerRegistrationResponse._unknown_tags',
    1434: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1436: 'BrokerRegistrationResponse._tagged_fields',
    1440: 'BrokerRegistrationResponse._tagged_fields',
    1445: 'BrokerRegistrationResponse._tagged_fields',
    1446: 'BrokerRegistrationResponse._tagged_fields',
    1461: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1462: 'BrokerRegistrationResponse._unknown_tags',
    1463: 'BrokerRegistrationResponse',
    1466: 'BrokerRegistrationResponse._unknown_tags',
    1473: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1475: 'BrokerRegistrationResponse._tagged_fields',
    1479: 'BrokerRegistrationResponse._tagged_fields',
    1484: 'BrokerRegistrationResponse._tagged_fields',
    1485: 'BrokerRegistrationResponse._tagged_fields',
    1500: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1501: 'BrokerRegistrationResponse._unknown_tags',
    1502: 'BrokerRegistrationResponse',
    1505: 'BrokerRegistrationResponse._unknown_tags',
    1512: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1514: 'BrokerRegistrationResponse._tagged_fields',
    1518: 'BrokerRegistrationResponse._tagged_fields',
    1523: 'BrokerRegistrationResponse._tagged_fields',
    1524: 'BrokerRegistrationResponse._tagged_fields',
    1539: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1540: 'BrokerRegistrationResponse._unknown_tags',
    1541: 'BrokerRegistrationResponse',
    1544: 'BrokerRegistrationResponse._unknown_tags',
    1551: 'BrokerRegistrationResponse.ThrottleTimeMs,ErrorCode,BrokerEpoch',
    1553: 'BrokerRegistrationResponse._tagged_fields',
    1557: 'BrokerRegistrationResponse._tagged_fields',
    1562: 'BrokerRegistrationResponse._tagged_fields',
    1563: 'BrokerRegistrationResponse._tagged_fields',
}
