# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeClusterRequest.json, schemas/messages/DescribeClusterResponse.json.
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
    """DescribeClusterRequest (request): API key 60; versions 0-2; flexible in 0-2; listeners: broker, controller."""

    __slots__ = ('include_cluster_authorized_operations', 'endpoint_type', 'include_fenced_brokers', '_unknown_tags')
    NAME = 'DescribeClusterRequest'
    TYPE = 'request'
    API_KEY = 60
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    include_cluster_authorized_operations: bool
    """Whether to return the operations the caller may perform on the cluster.

    `IncludeClusterAuthorizedOperations` (bool): versions 0+; default False."""
    endpoint_type: int
    """Which nodes to describe: 1 brokers, 2 controllers.

    `EndpointType` (int8): versions 1+; default 1."""
    include_fenced_brokers: bool
    """Whether fenced brokers are listed too.

    `IncludeFencedBrokers` (bool): versions 2+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        include_cluster_authorized_operations: bool = False,
        endpoint_type: int = 1,
        include_fenced_brokers: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.endpoint_type = endpoint_type
        self.include_fenced_brokers = include_fenced_brokers
        self._unknown_tags = _unknown_tags


DescribeClusterRequest.FIELDS = (
    _FI('IncludeClusterAuthorizedOperations', 'include_cluster_authorized_operations', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('EndpointType', 'endpoint_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 1, False, None),
    _FI('IncludeFencedBrokers', 'include_fenced_brokers', 'bool', (2, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_DescribeClusterRequest_v0(o: DescribeClusterRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeClusterRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeClusterRequest, int]:
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
        uk3: list[tuple[int, bytes]] | None = None
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


def _enc_DescribeClusterRequest_v1(o: DescribeClusterRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeClusterRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeClusterRequest, int]:
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
        uk9: list[tuple[int, bytes]] | None = None
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


def _enc_DescribeClusterRequest_v2(o: DescribeClusterRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S__b_.pack(o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers))
    u13 = o._unknown_tags
    if u13 is None:
        a(_H0)
    else:
        _write_tags(a, None, u13)
    return b''.join(parts)


def _dec_DescribeClusterRequest_v2(buf: _Buffer, pos: int) -> tuple[DescribeClusterRequest, int]:
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
        uk15: list[tuple[int, bytes]] | None = None
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
    """DescribeClusterResponse (response): API key 60; versions 0-2; flexible in 0-2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'endpoint_type', 'cluster_id', 'controller_id', 'brokers', 'cluster_authorized_operations', '_unknown_tags')
    NAME = 'DescribeClusterResponse'
    TYPE = 'response'
    API_KEY = 60
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

    `ErrorMessage` (string): versions 0+; nullable in 0+; default None."""
    endpoint_type: int
    """Which nodes are listed: 1 brokers, 2 controllers.

    `EndpointType` (int8): versions 1+; default 1."""
    cluster_id: str
    """Id of the cluster the responding node belongs to.

    `ClusterId` (string): versions 0+; default ''."""
    controller_id: int
    """Active controller id when answered by a controller; some live broker's id when answered by a broker.

    `ControllerId` (int32): versions 0+; default -1."""
    brokers: list[DescribeClusterResponse.DescribeClusterBroker]
    """The listed nodes.

    `Brokers` ([]DescribeClusterBroker): versions 0+; default []."""
    cluster_authorized_operations: int
    """Bit set of operations the caller may perform on the cluster.

    `ClusterAuthorizedOperations` (int32): versions 0+; default -2147483648."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        endpoint_type: int = 1,
        cluster_id: str = '',
        controller_id: int = -1,
        brokers: list[DescribeClusterResponse.DescribeClusterBroker] = _EMPTY,
        cluster_authorized_operations: int = -2147483648,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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
        """The listed nodes.

        DescribeClusterBroker (in DescribeClusterResponse): versions 0+."""

        __slots__ = ('broker_id', 'host', 'port', 'rack', 'is_fenced', '_unknown_tags')
        NAME = 'DescribeClusterResponse.DescribeClusterBroker'

        broker_id: int
        """Node id.

        `BrokerId` (int32): versions 0+; default 0."""
        host: str
        """Host name of the node.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Port of the node.

        `Port` (int32): versions 0+; default 0."""
        rack: str | None
        """Rack of the node, or null if none.

        `Rack` (string): versions 0+; nullable in 0+; default None."""
        is_fenced: bool
        """Whether the broker is fenced.

        `IsFenced` (bool): versions 2+; default False."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            broker_id: int = 0,
            host: str = '',
            port: int = 0,
            rack: str | None = None,
            is_fenced: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_DescribeClusterResponse_DescribeClusterBroker() -> DescribeClusterResponse.DescribeClusterBroker:
    o = _new(_C_DescribeClusterResponse_DescribeClusterBroker)
    o.broker_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o.is_fenced = False
    o._unknown_tags = None
    return o


def _enc_DescribeClusterResponse_v0(o: DescribeClusterResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeClusterResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeClusterResponse, int]:
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
    l41: list[DescribeClusterResponse.DescribeClusterBroker] = []
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
            uk49: list[tuple[int, bytes]] | None = None
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
        uk54: list[tuple[int, bytes]] | None = None
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


def _enc_DescribeClusterResponse_v1(o: DescribeClusterResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeClusterResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeClusterResponse, int]:
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
    l80: list[DescribeClusterResponse.DescribeClusterBroker] = []
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
            uk88: list[tuple[int, bytes]] | None = None
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
        uk93: list[tuple[int, bytes]] | None = None
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


def _enc_DescribeClusterResponse_v2(o: DescribeClusterResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_DescribeClusterResponse_v2(buf: _Buffer, pos: int) -> tuple[DescribeClusterResponse, int]:
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
    l119: list[DescribeClusterResponse.DescribeClusterBroker] = []
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
            uk127: list[tuple[int, bytes]] | None = None
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
        uk132: list[tuple[int, bytes]] | None = None
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
    100: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations',
    101: 'DescribeClusterRequest.EndpointType',
    103: 'DescribeClusterRequest.IncludeFencedBrokers',
    105: 'DescribeClusterRequest._unknown_tags',
    106: 'DescribeClusterRequest',
    109: 'DescribeClusterRequest._unknown_tags',
    116: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations',
    120: 'DescribeClusterRequest._tagged_fields',
    124: 'DescribeClusterRequest._tagged_fields',
    129: 'DescribeClusterRequest._tagged_fields',
    130: 'DescribeClusterRequest._tagged_fields',
    145: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType',
    146: 'DescribeClusterRequest.IncludeFencedBrokers',
    148: 'DescribeClusterRequest._unknown_tags',
    149: 'DescribeClusterRequest',
    152: 'DescribeClusterRequest._unknown_tags',
    159: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType',
    162: 'DescribeClusterRequest._tagged_fields',
    166: 'DescribeClusterRequest._tagged_fields',
    171: 'DescribeClusterRequest._tagged_fields',
    172: 'DescribeClusterRequest._tagged_fields',
    187: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType,IncludeFencedBrokers',
    188: 'DescribeClusterRequest._unknown_tags',
    189: 'DescribeClusterRequest',
    192: 'DescribeClusterRequest._unknown_tags',
    199: 'DescribeClusterRequest.IncludeClusterAuthorizedOperations,EndpointType,IncludeFencedBrokers',
    201: 'DescribeClusterRequest._tagged_fields',
    205: 'DescribeClusterRequest._tagged_fields',
    210: 'DescribeClusterRequest._tagged_fields',
    211: 'DescribeClusterRequest._tagged_fields',
    378: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    379: 'DescribeClusterResponse.ErrorMessage',
    380: 'DescribeClusterResponse.ErrorMessage',
    381: 'DescribeClusterResponse.ErrorMessage',
    382: 'DescribeClusterResponse.ErrorMessage',
    383: 'DescribeClusterResponse.ErrorMessage',
    384: 'DescribeClusterResponse.ErrorMessage',
    385: 'DescribeClusterResponse.ErrorMessage',
    386: 'DescribeClusterResponse.ErrorMessage',
    387: 'DescribeClusterResponse.EndpointType',
    389: 'DescribeClusterResponse.ClusterId',
    390: 'DescribeClusterResponse.ClusterId',
    391: 'DescribeClusterResponse.ClusterId',
    392: 'DescribeClusterResponse.ClusterId',
    393: 'DescribeClusterResponse.ClusterId',
    394: 'DescribeClusterResponse.ControllerId',
    395: 'DescribeClusterResponse.Brokers',
    396: 'DescribeClusterResponse.Brokers',
    397: 'DescribeClusterResponse.Brokers',
    398: 'DescribeClusterResponse.Brokers',
    399: 'DescribeClusterResponse.Brokers.BrokerId',
    400: 'DescribeClusterResponse.Brokers.Host',
    401: 'DescribeClusterResponse.Brokers.Host',
    402: 'DescribeClusterResponse.Brokers.Host',
    403: 'DescribeClusterResponse.Brokers.Host',
    404: 'DescribeClusterResponse.Brokers.Host',
    405: 'DescribeClusterResponse.Brokers.Port',
    406: 'DescribeClusterResponse.Brokers.Rack',
    407: 'DescribeClusterResponse.Brokers.Rack',
    408: 'DescribeClusterResponse.Brokers.Rack',
    409: 'DescribeClusterResponse.Brokers.Rack',
    410: 'DescribeClusterResponse.Brokers.Rack',
    411: 'DescribeClusterResponse.Brokers.Rack',
    412: 'DescribeClusterResponse.Brokers.Rack',
    413: 'DescribeClusterResponse.Brokers.Rack',
    414: 'DescribeClusterResponse.Brokers.IsFenced',
    416: 'DescribeClusterResponse.Brokers._unknown_tags',
    417: 'DescribeClusterResponse.Brokers',
    420: 'DescribeClusterResponse.Brokers._unknown_tags',
    421: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    422: 'DescribeClusterResponse._unknown_tags',
    423: 'DescribeClusterResponse',
    426: 'DescribeClusterResponse._unknown_tags',
    433: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    435: 'DescribeClusterResponse.ErrorMessage',
    440: 'DescribeClusterResponse.ErrorMessage',
    443: 'DescribeClusterResponse.ErrorMessage',
    444: 'DescribeClusterResponse.ClusterId',
    449: 'DescribeClusterResponse.ClusterId',
    452: 'DescribeClusterResponse.ClusterId',
    453: 'DescribeClusterResponse.ControllerId',
    455: 'DescribeClusterResponse.Brokers',
    459: 'DescribeClusterResponse.Brokers',
    464: 'DescribeClusterResponse.Brokers.BrokerId',
    466: 'DescribeClusterResponse.Brokers.Host',
    471: 'DescribeClusterResponse.Brokers.Host',
    474: 'DescribeClusterResponse.Brokers.Host',
    475: 'DescribeClusterResponse.Brokers.Port',
    477: 'DescribeClusterResponse.Brokers.Rack',
    482: 'DescribeClusterResponse.Brokers.Rack',
    485: 'DescribeClusterResponse.Brokers.Rack',
    487: 'DescribeClusterResponse.Brokers._tagged_fields',
    491: 'DescribeClusterResponse.Brokers._tagged_fields',
    496: 'DescribeClusterResponse.Brokers._tagged_fields',
    497: 'DescribeClusterResponse.Brokers._tagged_fields',
    508: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    511: 'DescribeClusterResponse._tagged_fields',
    515: 'DescribeClusterResponse._tagged_fields',
    520: 'DescribeClusterResponse._tagged_fields',
    521: 'DescribeClusterResponse._tagged_fields',
    536: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    537: 'DescribeClusterResponse.ErrorMessage',
    538: 'DescribeClusterResponse.ErrorMessage',
    539: 'DescribeClusterResponse.ErrorMessage',
    540: 'DescribeClusterResponse.ErrorMessage',
    541: 'DescribeClusterResponse.ErrorMessage',
    542: 'DescribeClusterResponse.ErrorMessage',
    543: 'DescribeClusterResponse.ErrorMessage',
    544: 'DescribeClusterResponse.ErrorMessage',
    545: 'DescribeClusterResponse.EndpointType',
    546: 'DescribeClusterResponse.ClusterId',
    547: 'DescribeClusterResponse.ClusterId',
    548: 'DescribeClusterResponse.ClusterId',
    549: 'DescribeClusterResponse.ClusterId',
    550: 'DescribeClusterResponse.ClusterId',
    551: 'DescribeClusterResponse.ControllerId',
    552: 'DescribeClusterResponse.Brokers',
    553: 'DescribeClusterResponse.Brokers',
    554: 'DescribeClusterResponse.Brokers',
    555: 'DescribeClusterResponse.Brokers',
    556: 'DescribeClusterResponse.Brokers.BrokerId',
    557: 'DescribeClusterResponse.Brokers.Host',
    558: 'DescribeClusterResponse.Brokers.Host',
    559: 'DescribeClusterResponse.Brokers.Host',
    560: 'DescribeClusterResponse.Brokers.Host',
    561: 'DescribeClusterResponse.Brokers.Host',
    562: 'DescribeClusterResponse.Brokers.Port',
    563: 'DescribeClusterResponse.Brokers.Rack',
    564: 'DescribeClusterResponse.Brokers.Rack',
    565: 'DescribeClusterResponse.Brokers.Rack',
    566: 'DescribeClusterResponse.Brokers.Rack',
    567: 'DescribeClusterResponse.Brokers.Rack',
    568: 'DescribeClusterResponse.Brokers.Rack',
    569: 'DescribeClusterResponse.Brokers.Rack',
    570: 'DescribeClusterResponse.Brokers.Rack',
    571: 'DescribeClusterResponse.Brokers.IsFenced',
    573: 'DescribeClusterResponse.Brokers._unknown_tags',
    574: 'DescribeClusterResponse.Brokers',
    577: 'DescribeClusterResponse.Brokers._unknown_tags',
    578: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    579: 'DescribeClusterResponse._unknown_tags',
    580: 'DescribeClusterResponse',
    583: 'DescribeClusterResponse._unknown_tags',
    590: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    592: 'DescribeClusterResponse.ErrorMessage',
    597: 'DescribeClusterResponse.ErrorMessage',
    600: 'DescribeClusterResponse.ErrorMessage',
    601: 'DescribeClusterResponse.EndpointType',
    603: 'DescribeClusterResponse.ClusterId',
    608: 'DescribeClusterResponse.ClusterId',
    611: 'DescribeClusterResponse.ClusterId',
    612: 'DescribeClusterResponse.ControllerId',
    614: 'DescribeClusterResponse.Brokers',
    618: 'DescribeClusterResponse.Brokers',
    623: 'DescribeClusterResponse.Brokers.BrokerId',
    625: 'DescribeClusterResponse.Brokers.Host',
    630: 'DescribeClusterResponse.Brokers.Host',
    633: 'DescribeClusterResponse.Brokers.Host',
    634: 'DescribeClusterResponse.Brokers.Port',
    636: 'DescribeClusterResponse.Brokers.Rack',
    641: 'DescribeClusterResponse.Brokers.Rack',
    644: 'DescribeClusterResponse.Brokers.Rack',
    646: 'DescribeClusterResponse.Brokers._tagged_fields',
    650: 'DescribeClusterResponse.Brokers._tagged_fields',
    655: 'DescribeClusterResponse.Brokers._tagged_fields',
    656: 'DescribeClusterResponse.Brokers._tagged_fields',
    667: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    669: 'DescribeClusterResponse._tagged_fields',
    673: 'DescribeClusterResponse._tagged_fields',
    678: 'DescribeClusterResponse._tagged_fields',
    679: 'DescribeClusterResponse._tagged_fields',
    694: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    695: 'DescribeClusterResponse.ErrorMessage',
    696: 'DescribeClusterResponse.ErrorMessage',
    697: 'DescribeClusterResponse.ErrorMessage',
    698: 'DescribeClusterResponse.ErrorMessage',
    699: 'DescribeClusterResponse.ErrorMessage',
    700: 'DescribeClusterResponse.ErrorMessage',
    701: 'DescribeClusterResponse.ErrorMessage',
    702: 'DescribeClusterResponse.ErrorMessage',
    703: 'DescribeClusterResponse.EndpointType',
    704: 'DescribeClusterResponse.ClusterId',
    705: 'DescribeClusterResponse.ClusterId',
    706: 'DescribeClusterResponse.ClusterId',
    707: 'DescribeClusterResponse.ClusterId',
    708: 'DescribeClusterResponse.ClusterId',
    709: 'DescribeClusterResponse.ControllerId',
    710: 'DescribeClusterResponse.Brokers',
    711: 'DescribeClusterResponse.Brokers',
    712: 'DescribeClusterResponse.Brokers',
    713: 'DescribeClusterResponse.Brokers',
    714: 'DescribeClusterResponse.Brokers.BrokerId',
    715: 'DescribeClusterResponse.Brokers.Host',
    716: 'DescribeClusterResponse.Brokers.Host',
    717: 'DescribeClusterResponse.Brokers.Host',
    718: 'DescribeClusterResponse.Brokers.Host',
    719: 'DescribeClusterResponse.Brokers.Host',
    720: 'DescribeClusterResponse.Brokers.Port',
    721: 'DescribeClusterResponse.Brokers.Rack',
    722: 'DescribeClusterResponse.Brokers.Rack',
    723: 'DescribeClusterResponse.Brokers.Rack',
    724: 'DescribeClusterResponse.Brokers.Rack',
    725: 'DescribeClusterResponse.Brokers.Rack',
    726: 'DescribeClusterResponse.Brokers.Rack',
    727: 'DescribeClusterResponse.Brokers.Rack',
    728: 'DescribeClusterResponse.Brokers.Rack',
    729: 'DescribeClusterResponse.Brokers.IsFenced',
    730: 'DescribeClusterResponse.Brokers._unknown_tags',
    731: 'DescribeClusterResponse.Brokers',
    734: 'DescribeClusterResponse.Brokers._unknown_tags',
    735: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    736: 'DescribeClusterResponse._unknown_tags',
    737: 'DescribeClusterResponse',
    740: 'DescribeClusterResponse._unknown_tags',
    747: 'DescribeClusterResponse.ThrottleTimeMs,ErrorCode',
    749: 'DescribeClusterResponse.ErrorMessage',
    754: 'DescribeClusterResponse.ErrorMessage',
    757: 'DescribeClusterResponse.ErrorMessage',
    758: 'DescribeClusterResponse.EndpointType',
    760: 'DescribeClusterResponse.ClusterId',
    765: 'DescribeClusterResponse.ClusterId',
    768: 'DescribeClusterResponse.ClusterId',
    769: 'DescribeClusterResponse.ControllerId',
    771: 'DescribeClusterResponse.Brokers',
    775: 'DescribeClusterResponse.Brokers',
    780: 'DescribeClusterResponse.Brokers.BrokerId',
    782: 'DescribeClusterResponse.Brokers.Host',
    787: 'DescribeClusterResponse.Brokers.Host',
    790: 'DescribeClusterResponse.Brokers.Host',
    791: 'DescribeClusterResponse.Brokers.Port',
    793: 'DescribeClusterResponse.Brokers.Rack',
    798: 'DescribeClusterResponse.Brokers.Rack',
    801: 'DescribeClusterResponse.Brokers.Rack',
    802: 'DescribeClusterResponse.Brokers.IsFenced',
    804: 'DescribeClusterResponse.Brokers._tagged_fields',
    808: 'DescribeClusterResponse.Brokers._tagged_fields',
    813: 'DescribeClusterResponse.Brokers._tagged_fields',
    814: 'DescribeClusterResponse.Brokers._tagged_fields',
    825: 'DescribeClusterResponse.ClusterAuthorizedOperations',
    827: 'DescribeClusterResponse._tagged_fields',
    831: 'DescribeClusterResponse._tagged_fields',
    836: 'DescribeClusterResponse._tagged_fields',
    837: 'DescribeClusterResponse._tagged_fields',
}
