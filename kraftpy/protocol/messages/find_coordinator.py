# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/FindCoordinatorRequest.json, schemas/messages/FindCoordinatorResponse.json.
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

__all__ = ['FindCoordinatorRequest', 'FindCoordinatorResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_hi = Struct('>hi')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class FindCoordinatorRequest(_Message):
    """FindCoordinatorRequest (request): API key 10; versions 0-6; flexible in 3-6; listeners: broker."""

    __slots__ = ('key', 'key_type', 'coordinator_keys', '_unknown_tags')
    NAME = 'FindCoordinatorRequest'
    TYPE = 'request'
    API_KEY = 10
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (3, 6)

    key: str
    """Key to find the coordinator for (group id or transactional id).

    `Key` (string): versions 0-3; default ''."""
    key_type: int
    """Kind of key: 0 group, 1 transaction, 2 share.

    `KeyType` (int8): versions 1+; default 0."""
    coordinator_keys: list[str]
    """Keys to find coordinators for.

    `CoordinatorKeys` ([]string): versions 4+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        key: str = '',
        key_type: int = 0,
        coordinator_keys: list[str] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.key = key
        self.key_type = key_type
        self.coordinator_keys = [] if coordinator_keys is _EMPTY else coordinator_keys
        self._unknown_tags = _unknown_tags


FindCoordinatorRequest.FIELDS = (
    _FI('Key', 'key', 'string', (0, 3), (1, 0), (1, 0), None, '', False, None),
    _FI('KeyType', 'key_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CoordinatorKeys', 'coordinator_keys', '[]string', (4, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_FindCoordinatorRequest_v0(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.key
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    if o.key_type != 0:
        raise _unsupported_field('FindCoordinatorRequest', 'KeyType', 0)
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 0)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v0(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n4, = _S_h.unpack_from(buf, pos)
    if n4 >= 0:
        x5 = pos + 2 + n4
        if x5 > blen:
            raise _bad_length(n4, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 2:x5], 'utf-8')
        pos = x5
    else:
        o.key, pos = _read_string(buf, pos, False, False, 'FindCoordinatorRequest.Key')
    o.key_type = 0
    o.coordinator_keys = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorRequest_v1(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s6 = o.key
    b7 = s6.encode()
    a(_S_h.pack(len(b7)))
    a(b7)
    a(_S_b.pack(o.key_type))
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 1)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v1(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.key, pos = _read_string(buf, pos, False, False, 'FindCoordinatorRequest.Key')
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.coordinator_keys = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorRequest_v2(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s11 = o.key
    b12 = s11.encode()
    a(_S_h.pack(len(b12)))
    a(b12)
    a(_S_b.pack(o.key_type))
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 2)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v2(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n14, = _S_h.unpack_from(buf, pos)
    if n14 >= 0:
        x15 = pos + 2 + n14
        if x15 > blen:
            raise _bad_length(n14, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 2:x15], 'utf-8')
        pos = x15
    else:
        o.key, pos = _read_string(buf, pos, False, False, 'FindCoordinatorRequest.Key')
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.coordinator_keys = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorRequest_v3(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s16 = o.key
    b17 = s16.encode()
    n18 = len(b17) + 1
    a(_UV[n18] if n18 < 128 else _uv(n18))
    a(b17)
    a(_S_b.pack(o.key_type))
    if o.coordinator_keys:
        raise _unsupported_field('FindCoordinatorRequest', 'CoordinatorKeys', 3)
    u19 = o._unknown_tags
    if u19 is None:
        a(_H0)
    else:
        _write_tags(a, None, u19)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v3(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        x21 = pos + 1 + n20
        if x21 > blen:
            raise _bad_length(n20, 'FindCoordinatorRequest.Key', pos)
        o.key = str(buf[pos + 1:x21], 'utf-8')
        pos = x21
    else:
        o.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.Key')
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    o.coordinator_keys = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt22, pos = _ruv(buf, pos)
        if nt22 * 2 > blen - pos:
            raise _array_too_long(nt22, 'FindCoordinatorRequest._tagged_fields', pos)
        uk23: list[tuple[int, bytes]] | None = None
        for _ in range(nt22):
            tg24, pos = _ruv(buf, pos)
            sz25, pos = _ruv(buf, pos)
            x26 = pos + sz25
            if x26 > blen:
                raise _bad_length(sz25, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk23 is None:
                uk23 = []
            uk23.append((tg24, bytes(buf[pos:x26])))
            pos = x26
        o._unknown_tags = uk23
    return o, pos


def _enc_FindCoordinatorRequest_v4(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.key != '':
        raise _unsupported_field('FindCoordinatorRequest', 'Key', 4)
    a(_S_b.pack(o.key_type))
    l27 = o.coordinator_keys
    n28 = len(l27) + 1
    a(_UV[n28] if n28 < 128 else _uv(n28))
    for e29 in l27:
        s30 = e29
        b31 = s30.encode()
        n32 = len(b31) + 1
        a(_UV[n32] if n32 < 128 else _uv(n32))
        a(b31)
    u33 = o._unknown_tags
    if u33 is None:
        a(_H0)
    else:
        _write_tags(a, None, u33)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v4(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n34 = buf[pos] - 1
    if 0 <= n34 < 127:
        pos += 1
    else:
        n34, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorRequest.CoordinatorKeys')
    l35: list[str] = []
    ap36 = l35.append
    for _ in range(n34):
        n38 = buf[pos] - 1
        if 0 <= n38 < 127:
            x39 = pos + 1 + n38
            if x39 > blen:
                raise _bad_length(n38, 'FindCoordinatorRequest.CoordinatorKeys', pos)
            v37 = str(buf[pos + 1:x39], 'utf-8')
            pos = x39
        else:
            v37, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.CoordinatorKeys')
        ap36(v37)
    o.coordinator_keys = l35
    o.key = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt40, pos = _ruv(buf, pos)
        if nt40 * 2 > blen - pos:
            raise _array_too_long(nt40, 'FindCoordinatorRequest._tagged_fields', pos)
        uk41: list[tuple[int, bytes]] | None = None
        for _ in range(nt40):
            tg42, pos = _ruv(buf, pos)
            sz43, pos = _ruv(buf, pos)
            x44 = pos + sz43
            if x44 > blen:
                raise _bad_length(sz43, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk41 is None:
                uk41 = []
            uk41.append((tg42, bytes(buf[pos:x44])))
            pos = x44
        o._unknown_tags = uk41
    return o, pos


def _enc_FindCoordinatorRequest_v5(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.key != '':
        raise _unsupported_field('FindCoordinatorRequest', 'Key', 5)
    a(_S_b.pack(o.key_type))
    l45 = o.coordinator_keys
    n46 = len(l45) + 1
    a(_UV[n46] if n46 < 128 else _uv(n46))
    for e47 in l45:
        s48 = e47
        b49 = s48.encode()
        n50 = len(b49) + 1
        a(_UV[n50] if n50 < 128 else _uv(n50))
        a(b49)
    u51 = o._unknown_tags
    if u51 is None:
        a(_H0)
    else:
        _write_tags(a, None, u51)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v5(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n52 = buf[pos] - 1
    if 0 <= n52 < 127:
        pos += 1
    else:
        n52, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorRequest.CoordinatorKeys')
    l53: list[str] = []
    ap54 = l53.append
    for _ in range(n52):
        n56 = buf[pos] - 1
        if 0 <= n56 < 127:
            x57 = pos + 1 + n56
            if x57 > blen:
                raise _bad_length(n56, 'FindCoordinatorRequest.CoordinatorKeys', pos)
            v55 = str(buf[pos + 1:x57], 'utf-8')
            pos = x57
        else:
            v55, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.CoordinatorKeys')
        ap54(v55)
    o.coordinator_keys = l53
    o.key = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt58, pos = _ruv(buf, pos)
        if nt58 * 2 > blen - pos:
            raise _array_too_long(nt58, 'FindCoordinatorRequest._tagged_fields', pos)
        uk59: list[tuple[int, bytes]] | None = None
        for _ in range(nt58):
            tg60, pos = _ruv(buf, pos)
            sz61, pos = _ruv(buf, pos)
            x62 = pos + sz61
            if x62 > blen:
                raise _bad_length(sz61, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk59 is None:
                uk59 = []
            uk59.append((tg60, bytes(buf[pos:x62])))
            pos = x62
        o._unknown_tags = uk59
    return o, pos


def _enc_FindCoordinatorRequest_v6(o: FindCoordinatorRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.key != '':
        raise _unsupported_field('FindCoordinatorRequest', 'Key', 6)
    a(_S_b.pack(o.key_type))
    l63 = o.coordinator_keys
    n64 = len(l63) + 1
    a(_UV[n64] if n64 < 128 else _uv(n64))
    for e65 in l63:
        s66 = e65
        b67 = s66.encode()
        n68 = len(b67) + 1
        a(_UV[n68] if n68 < 128 else _uv(n68))
        a(b67)
    u69 = o._unknown_tags
    if u69 is None:
        a(_H0)
    else:
        _write_tags(a, None, u69)
    return b''.join(parts)


def _dec_FindCoordinatorRequest_v6(buf: _Buffer, pos: int) -> tuple[FindCoordinatorRequest, int]:
    blen = len(buf)
    o = _new(FindCoordinatorRequest)
    o.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n70 = buf[pos] - 1
    if 0 <= n70 < 127:
        pos += 1
    else:
        n70, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorRequest.CoordinatorKeys')
    l71: list[str] = []
    ap72 = l71.append
    for _ in range(n70):
        n74 = buf[pos] - 1
        if 0 <= n74 < 127:
            x75 = pos + 1 + n74
            if x75 > blen:
                raise _bad_length(n74, 'FindCoordinatorRequest.CoordinatorKeys', pos)
            v73 = str(buf[pos + 1:x75], 'utf-8')
            pos = x75
        else:
            v73, pos = _read_string(buf, pos, True, False, 'FindCoordinatorRequest.CoordinatorKeys')
        ap72(v73)
    o.coordinator_keys = l71
    o.key = ''
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt76, pos = _ruv(buf, pos)
        if nt76 * 2 > blen - pos:
            raise _array_too_long(nt76, 'FindCoordinatorRequest._tagged_fields', pos)
        uk77: list[tuple[int, bytes]] | None = None
        for _ in range(nt76):
            tg78, pos = _ruv(buf, pos)
            sz79, pos = _ruv(buf, pos)
            x80 = pos + sz79
            if x80 > blen:
                raise _bad_length(sz79, 'FindCoordinatorRequest._tagged_fields', pos)
            if uk77 is None:
                uk77 = []
            uk77.append((tg78, bytes(buf[pos:x80])))
            pos = x80
        o._unknown_tags = uk77
    return o, pos


FindCoordinatorRequest._ENC = {0: _enc_FindCoordinatorRequest_v0, 1: _enc_FindCoordinatorRequest_v1, 2: _enc_FindCoordinatorRequest_v2, 3: _enc_FindCoordinatorRequest_v3, 4: _enc_FindCoordinatorRequest_v4, 5: _enc_FindCoordinatorRequest_v5, 6: _enc_FindCoordinatorRequest_v6}
FindCoordinatorRequest._DEC = {0: _dec_FindCoordinatorRequest_v0, 1: _dec_FindCoordinatorRequest_v1, 2: _dec_FindCoordinatorRequest_v2, 3: _dec_FindCoordinatorRequest_v3, 4: _dec_FindCoordinatorRequest_v4, 5: _dec_FindCoordinatorRequest_v5, 6: _dec_FindCoordinatorRequest_v6}


class FindCoordinatorResponse(_Message):
    """FindCoordinatorResponse (response): API key 10; versions 0-6; flexible in 3-6."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'node_id', 'host', 'port', 'coordinators', '_unknown_tags')
    NAME = 'FindCoordinatorResponse'
    TYPE = 'response'
    API_KEY = 10
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (3, 6)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0-3; default 0."""
    error_message: str | None
    """Error message, or null.

    `ErrorMessage` (string): versions 1-3; nullable in 1-3; default ''; ignorable."""
    node_id: int
    """Node id of the coordinator.

    `NodeId` (int32): versions 0-3; default 0."""
    host: str
    """Host name of the coordinator.

    `Host` (string): versions 0-3; default ''."""
    port: int
    """Port of the coordinator.

    `Port` (int32): versions 0-3; default 0."""
    coordinators: list[FindCoordinatorResponse.Coordinator]
    """One result per requested key.

    `Coordinators` ([]Coordinator): versions 4+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        node_id: int = 0,
        host: str = '',
        port: int = 0,
        coordinators: list[FindCoordinatorResponse.Coordinator] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.node_id = node_id
        self.host = host
        self.port = port
        self.coordinators = [] if coordinators is _EMPTY else coordinators
        self._unknown_tags = _unknown_tags

    class Coordinator(_Message):
        """One result per requested key.

        Coordinator (in FindCoordinatorResponse): versions 4+."""

        __slots__ = ('key', 'node_id', 'host', 'port', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'FindCoordinatorResponse.Coordinator'

        key: str
        """The key looked up.

        `Key` (string): versions 4+; default ''."""
        node_id: int
        """Node id of the coordinator.

        `NodeId` (int32): versions 4+; default 0."""
        host: str
        """Host name of the coordinator.

        `Host` (string): versions 4+; default ''."""
        port: int
        """Port of the coordinator.

        `Port` (int32): versions 4+; default 0."""
        error_code: int
        """Error code for this key, or 0.

        `ErrorCode` (int16): versions 4+; default 0."""
        error_message: str | None
        """Error message for this key, or null.

        `ErrorMessage` (string): versions 4+; nullable in 4+; default ''; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            key: str = '',
            node_id: int = 0,
            host: str = '',
            port: int = 0,
            error_code: int = 0,
            error_message: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.key = key
            self.node_id = node_id
            self.host = host
            self.port = port
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_FindCoordinatorResponse_Coordinator = FindCoordinatorResponse.Coordinator
FindCoordinatorResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (1, 3), (1, 3), (1, 0), None, '', True, None),
    _FI('NodeId', 'node_id', 'int32', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (0, 3), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('Coordinators', 'coordinators', '[]Coordinator', (4, 32767), (1, 0), (1, 0), None, (), False, _C_FindCoordinatorResponse_Coordinator),
)
_C_FindCoordinatorResponse_Coordinator.FIELDS = (
    _FI('Key', 'key', 'string', (4, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('NodeId', 'node_id', 'int32', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (4, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (4, 32767), (4, 32767), (1, 0), None, '', True, None),
)
_DEF_FindCoordinatorResponse_Coordinator = _C_FindCoordinatorResponse_Coordinator()

def _mk_FindCoordinatorResponse_Coordinator() -> FindCoordinatorResponse.Coordinator:
    o = _new(_C_FindCoordinatorResponse_Coordinator)
    o.key = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_FindCoordinatorResponse_v0(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    a(_S_i.pack(o.node_id))
    s81 = o.host
    b82 = s81.encode()
    a(_S_h.pack(len(b82)))
    a(b82)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 0)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v0(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.error_code, o.node_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n84, = _S_h.unpack_from(buf, pos)
    if n84 >= 0:
        x85 = pos + 2 + n84
        if x85 > blen:
            raise _bad_length(n84, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 2:x85], 'utf-8')
        pos = x85
    else:
        o.host, pos = _read_string(buf, pos, False, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.throttle_time_ms = 0
    o.error_message = ''
    o.coordinators = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorResponse_v1(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s86 = o.error_message
    if s86 is None:
        a(b'\xff\xff')
    else:
        b87 = s86.encode()
        a(_S_h.pack(len(b87)))
        a(b87)
    a(_S_i.pack(o.node_id))
    s89 = o.host
    b90 = s89.encode()
    a(_S_h.pack(len(b90)))
    a(b90)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 1)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v1(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n92, = _S_h.unpack_from(buf, pos)
    if n92 >= 0:
        x93 = pos + 2 + n92
        if x93 > blen:
            raise _bad_length(n92, 'FindCoordinatorResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x93], 'utf-8')
        pos = x93
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'FindCoordinatorResponse.ErrorMessage')
    o.node_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n94, = _S_h.unpack_from(buf, pos)
    if n94 >= 0:
        x95 = pos + 2 + n94
        if x95 > blen:
            raise _bad_length(n94, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 2:x95], 'utf-8')
        pos = x95
    else:
        o.host, pos = _read_string(buf, pos, False, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.coordinators = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorResponse_v2(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s96 = o.error_message
    if s96 is None:
        a(b'\xff\xff')
    else:
        b97 = s96.encode()
        a(_S_h.pack(len(b97)))
        a(b97)
    a(_S_i.pack(o.node_id))
    s99 = o.host
    b100 = s99.encode()
    a(_S_h.pack(len(b100)))
    a(b100)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 2)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v2(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n102, = _S_h.unpack_from(buf, pos)
    if n102 >= 0:
        x103 = pos + 2 + n102
        if x103 > blen:
            raise _bad_length(n102, 'FindCoordinatorResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 2:x103], 'utf-8')
        pos = x103
    else:
        o.error_message, pos = _read_string(buf, pos, False, True, 'FindCoordinatorResponse.ErrorMessage')
    o.node_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n104, = _S_h.unpack_from(buf, pos)
    if n104 >= 0:
        x105 = pos + 2 + n104
        if x105 > blen:
            raise _bad_length(n104, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 2:x105], 'utf-8')
        pos = x105
    else:
        o.host, pos = _read_string(buf, pos, False, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.coordinators = []
    o._unknown_tags = None
    return o, pos


def _enc_FindCoordinatorResponse_v3(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s106 = o.error_message
    if s106 is None:
        a(_H0)
    else:
        b107 = s106.encode()
        n108 = len(b107) + 1
        a(_UV[n108] if n108 < 128 else _uv(n108))
        a(b107)
    a(_S_i.pack(o.node_id))
    s109 = o.host
    b110 = s109.encode()
    n111 = len(b110) + 1
    a(_UV[n111] if n111 < 128 else _uv(n111))
    a(b110)
    a(_S_i.pack(o.port))
    if o.coordinators:
        raise _unsupported_field('FindCoordinatorResponse', 'Coordinators', 3)
    u112 = o._unknown_tags
    if u112 is None:
        a(_H0)
    else:
        _write_tags(a, None, u112)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v3(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n113 = buf[pos] - 1
    if 0 <= n113 < 127:
        x114 = pos + 1 + n113
        if x114 > blen:
            raise _bad_length(n113, 'FindCoordinatorResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x114], 'utf-8')
        pos = x114
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.ErrorMessage')
    o.node_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n115 = buf[pos] - 1
    if 0 <= n115 < 127:
        x116 = pos + 1 + n115
        if x116 > blen:
            raise _bad_length(n115, 'FindCoordinatorResponse.Host', pos)
        o.host = str(buf[pos + 1:x116], 'utf-8')
        pos = x116
    else:
        o.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Host')
    o.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.coordinators = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt117, pos = _ruv(buf, pos)
        if nt117 * 2 > blen - pos:
            raise _array_too_long(nt117, 'FindCoordinatorResponse._tagged_fields', pos)
        uk118: list[tuple[int, bytes]] | None = None
        for _ in range(nt117):
            tg119, pos = _ruv(buf, pos)
            sz120, pos = _ruv(buf, pos)
            x121 = pos + sz120
            if x121 > blen:
                raise _bad_length(sz120, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk118 is None:
                uk118 = []
            uk118.append((tg119, bytes(buf[pos:x121])))
            pos = x121
        o._unknown_tags = uk118
    return o, pos


def _enc_FindCoordinatorResponse_v4(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'ErrorCode', 4)
    if o.node_id != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'NodeId', 4)
    if o.host != '':
        raise _unsupported_field('FindCoordinatorResponse', 'Host', 4)
    if o.port != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'Port', 4)
    l122 = o.coordinators
    n123 = len(l122) + 1
    a(_UV[n123] if n123 < 128 else _uv(n123))
    for e124 in l122:
        s125 = e124.key
        b126 = s125.encode()
        n127 = len(b126) + 1
        a(_UV[n127] if n127 < 128 else _uv(n127))
        a(b126)
        a(_S_i.pack(e124.node_id))
        s128 = e124.host
        b129 = s128.encode()
        n130 = len(b129) + 1
        a(_UV[n130] if n130 < 128 else _uv(n130))
        a(b129)
        a(_S_ih.pack(e124.port, e124.error_code))
        s131 = e124.error_message
        if s131 is None:
            a(_H0)
        else:
            b132 = s131.encode()
            n133 = len(b132) + 1
            a(_UV[n133] if n133 < 128 else _uv(n133))
            a(b132)
        u134 = e124._unknown_tags
        if u134 is None:
            a(_H0)
        else:
            _write_tags(a, None, u134)
    u135 = o._unknown_tags
    if u135 is None:
        a(_H0)
    else:
        _write_tags(a, None, u135)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v4(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n136 = buf[pos] - 1
    if 0 <= n136 < 127:
        pos += 1
    else:
        n136, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorResponse.Coordinators')
    l137: list[FindCoordinatorResponse.Coordinator] = []
    ap138 = l137.append
    for _ in range(n136):
        t139 = _new(_C_FindCoordinatorResponse_Coordinator)
        n140 = buf[pos] - 1
        if 0 <= n140 < 127:
            x141 = pos + 1 + n140
            if x141 > blen:
                raise _bad_length(n140, 'FindCoordinatorResponse.Coordinators.Key', pos)
            t139.key = str(buf[pos + 1:x141], 'utf-8')
            pos = x141
        else:
            t139.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Key')
        t139.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n142 = buf[pos] - 1
        if 0 <= n142 < 127:
            x143 = pos + 1 + n142
            if x143 > blen:
                raise _bad_length(n142, 'FindCoordinatorResponse.Coordinators.Host', pos)
            t139.host = str(buf[pos + 1:x143], 'utf-8')
            pos = x143
        else:
            t139.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Host')
        t139.port, t139.error_code = _S_ih.unpack_from(buf, pos)
        pos += 6
        n144 = buf[pos] - 1
        if 0 <= n144 < 127:
            x145 = pos + 1 + n144
            if x145 > blen:
                raise _bad_length(n144, 'FindCoordinatorResponse.Coordinators.ErrorMessage', pos)
            t139.error_message = str(buf[pos + 1:x145], 'utf-8')
            pos = x145
        else:
            t139.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.Coordinators.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t139._unknown_tags = None
        else:
            nt146, pos = _ruv(buf, pos)
            if nt146 * 2 > blen - pos:
                raise _array_too_long(nt146, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
            uk147: list[tuple[int, bytes]] | None = None
            for _ in range(nt146):
                tg148, pos = _ruv(buf, pos)
                sz149, pos = _ruv(buf, pos)
                x150 = pos + sz149
                if x150 > blen:
                    raise _bad_length(sz149, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
                if uk147 is None:
                    uk147 = []
                uk147.append((tg148, bytes(buf[pos:x150])))
                pos = x150
            t139._unknown_tags = uk147
        ap138(t139)
    o.coordinators = l137
    o.error_code = 0
    o.error_message = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt151, pos = _ruv(buf, pos)
        if nt151 * 2 > blen - pos:
            raise _array_too_long(nt151, 'FindCoordinatorResponse._tagged_fields', pos)
        uk152: list[tuple[int, bytes]] | None = None
        for _ in range(nt151):
            tg153, pos = _ruv(buf, pos)
            sz154, pos = _ruv(buf, pos)
            x155 = pos + sz154
            if x155 > blen:
                raise _bad_length(sz154, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk152 is None:
                uk152 = []
            uk152.append((tg153, bytes(buf[pos:x155])))
            pos = x155
        o._unknown_tags = uk152
    return o, pos


def _enc_FindCoordinatorResponse_v5(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'ErrorCode', 5)
    if o.node_id != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'NodeId', 5)
    if o.host != '':
        raise _unsupported_field('FindCoordinatorResponse', 'Host', 5)
    if o.port != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'Port', 5)
    l156 = o.coordinators
    n157 = len(l156) + 1
    a(_UV[n157] if n157 < 128 else _uv(n157))
    for e158 in l156:
        s159 = e158.key
        b160 = s159.encode()
        n161 = len(b160) + 1
        a(_UV[n161] if n161 < 128 else _uv(n161))
        a(b160)
        a(_S_i.pack(e158.node_id))
        s162 = e158.host
        b163 = s162.encode()
        n164 = len(b163) + 1
        a(_UV[n164] if n164 < 128 else _uv(n164))
        a(b163)
        a(_S_ih.pack(e158.port, e158.error_code))
        s165 = e158.error_message
        if s165 is None:
            a(_H0)
        else:
            b166 = s165.encode()
            n167 = len(b166) + 1
            a(_UV[n167] if n167 < 128 else _uv(n167))
            a(b166)
        u168 = e158._unknown_tags
        if u168 is None:
            a(_H0)
        else:
            _write_tags(a, None, u168)
    u169 = o._unknown_tags
    if u169 is None:
        a(_H0)
    else:
        _write_tags(a, None, u169)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v5(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n170 = buf[pos] - 1
    if 0 <= n170 < 127:
        pos += 1
    else:
        n170, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorResponse.Coordinators')
    l171: list[FindCoordinatorResponse.Coordinator] = []
    ap172 = l171.append
    for _ in range(n170):
        t173 = _new(_C_FindCoordinatorResponse_Coordinator)
        n174 = buf[pos] - 1
        if 0 <= n174 < 127:
            x175 = pos + 1 + n174
            if x175 > blen:
                raise _bad_length(n174, 'FindCoordinatorResponse.Coordinators.Key', pos)
            t173.key = str(buf[pos + 1:x175], 'utf-8')
            pos = x175
        else:
            t173.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Key')
        t173.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n176 = buf[pos] - 1
        if 0 <= n176 < 127:
            x177 = pos + 1 + n176
            if x177 > blen:
                raise _bad_length(n176, 'FindCoordinatorResponse.Coordinators.Host', pos)
            t173.host = str(buf[pos + 1:x177], 'utf-8')
            pos = x177
        else:
            t173.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Host')
        t173.port, t173.error_code = _S_ih.unpack_from(buf, pos)
        pos += 6
        n178 = buf[pos] - 1
        if 0 <= n178 < 127:
            x179 = pos + 1 + n178
            if x179 > blen:
                raise _bad_length(n178, 'FindCoordinatorResponse.Coordinators.ErrorMessage', pos)
            t173.error_message = str(buf[pos + 1:x179], 'utf-8')
            pos = x179
        else:
            t173.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.Coordinators.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t173._unknown_tags = None
        else:
            nt180, pos = _ruv(buf, pos)
            if nt180 * 2 > blen - pos:
                raise _array_too_long(nt180, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
            uk181: list[tuple[int, bytes]] | None = None
            for _ in range(nt180):
                tg182, pos = _ruv(buf, pos)
                sz183, pos = _ruv(buf, pos)
                x184 = pos + sz183
                if x184 > blen:
                    raise _bad_length(sz183, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
                if uk181 is None:
                    uk181 = []
                uk181.append((tg182, bytes(buf[pos:x184])))
                pos = x184
            t173._unknown_tags = uk181
        ap172(t173)
    o.coordinators = l171
    o.error_code = 0
    o.error_message = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt185, pos = _ruv(buf, pos)
        if nt185 * 2 > blen - pos:
            raise _array_too_long(nt185, 'FindCoordinatorResponse._tagged_fields', pos)
        uk186: list[tuple[int, bytes]] | None = None
        for _ in range(nt185):
            tg187, pos = _ruv(buf, pos)
            sz188, pos = _ruv(buf, pos)
            x189 = pos + sz188
            if x189 > blen:
                raise _bad_length(sz188, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk186 is None:
                uk186 = []
            uk186.append((tg187, bytes(buf[pos:x189])))
            pos = x189
        o._unknown_tags = uk186
    return o, pos


def _enc_FindCoordinatorResponse_v6(o: FindCoordinatorResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'ErrorCode', 6)
    if o.node_id != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'NodeId', 6)
    if o.host != '':
        raise _unsupported_field('FindCoordinatorResponse', 'Host', 6)
    if o.port != 0:
        raise _unsupported_field('FindCoordinatorResponse', 'Port', 6)
    l190 = o.coordinators
    n191 = len(l190) + 1
    a(_UV[n191] if n191 < 128 else _uv(n191))
    for e192 in l190:
        s193 = e192.key
        b194 = s193.encode()
        n195 = len(b194) + 1
        a(_UV[n195] if n195 < 128 else _uv(n195))
        a(b194)
        a(_S_i.pack(e192.node_id))
        s196 = e192.host
        b197 = s196.encode()
        n198 = len(b197) + 1
        a(_UV[n198] if n198 < 128 else _uv(n198))
        a(b197)
        a(_S_ih.pack(e192.port, e192.error_code))
        s199 = e192.error_message
        if s199 is None:
            a(_H0)
        else:
            b200 = s199.encode()
            n201 = len(b200) + 1
            a(_UV[n201] if n201 < 128 else _uv(n201))
            a(b200)
        u202 = e192._unknown_tags
        if u202 is None:
            a(_H0)
        else:
            _write_tags(a, None, u202)
    u203 = o._unknown_tags
    if u203 is None:
        a(_H0)
    else:
        _write_tags(a, None, u203)
    return b''.join(parts)


def _dec_FindCoordinatorResponse_v6(buf: _Buffer, pos: int) -> tuple[FindCoordinatorResponse, int]:
    blen = len(buf)
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n204 = buf[pos] - 1
    if 0 <= n204 < 127:
        pos += 1
    else:
        n204, pos = _read_array_len(buf, pos, True, False, 1, 'FindCoordinatorResponse.Coordinators')
    l205: list[FindCoordinatorResponse.Coordinator] = []
    ap206 = l205.append
    for _ in range(n204):
        t207 = _new(_C_FindCoordinatorResponse_Coordinator)
        n208 = buf[pos] - 1
        if 0 <= n208 < 127:
            x209 = pos + 1 + n208
            if x209 > blen:
                raise _bad_length(n208, 'FindCoordinatorResponse.Coordinators.Key', pos)
            t207.key = str(buf[pos + 1:x209], 'utf-8')
            pos = x209
        else:
            t207.key, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Key')
        t207.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n210 = buf[pos] - 1
        if 0 <= n210 < 127:
            x211 = pos + 1 + n210
            if x211 > blen:
                raise _bad_length(n210, 'FindCoordinatorResponse.Coordinators.Host', pos)
            t207.host = str(buf[pos + 1:x211], 'utf-8')
            pos = x211
        else:
            t207.host, pos = _read_string(buf, pos, True, False, 'FindCoordinatorResponse.Coordinators.Host')
        t207.port, t207.error_code = _S_ih.unpack_from(buf, pos)
        pos += 6
        n212 = buf[pos] - 1
        if 0 <= n212 < 127:
            x213 = pos + 1 + n212
            if x213 > blen:
                raise _bad_length(n212, 'FindCoordinatorResponse.Coordinators.ErrorMessage', pos)
            t207.error_message = str(buf[pos + 1:x213], 'utf-8')
            pos = x213
        else:
            t207.error_message, pos = _read_string(buf, pos, True, True, 'FindCoordinatorResponse.Coordinators.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t207._unknown_tags = None
        else:
            nt214, pos = _ruv(buf, pos)
            if nt214 * 2 > blen - pos:
                raise _array_too_long(nt214, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
            uk215: list[tuple[int, bytes]] | None = None
            for _ in range(nt214):
                tg216, pos = _ruv(buf, pos)
                sz217, pos = _ruv(buf, pos)
                x218 = pos + sz217
                if x218 > blen:
                    raise _bad_length(sz217, 'FindCoordinatorResponse.Coordinators._tagged_fields', pos)
                if uk215 is None:
                    uk215 = []
                uk215.append((tg216, bytes(buf[pos:x218])))
                pos = x218
            t207._unknown_tags = uk215
        ap206(t207)
    o.coordinators = l205
    o.error_code = 0
    o.error_message = ''
    o.node_id = 0
    o.host = ''
    o.port = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt219, pos = _ruv(buf, pos)
        if nt219 * 2 > blen - pos:
            raise _array_too_long(nt219, 'FindCoordinatorResponse._tagged_fields', pos)
        uk220: list[tuple[int, bytes]] | None = None
        for _ in range(nt219):
            tg221, pos = _ruv(buf, pos)
            sz222, pos = _ruv(buf, pos)
            x223 = pos + sz222
            if x223 > blen:
                raise _bad_length(sz222, 'FindCoordinatorResponse._tagged_fields', pos)
            if uk220 is None:
                uk220 = []
            uk220.append((tg221, bytes(buf[pos:x223])))
            pos = x223
        o._unknown_tags = uk220
    return o, pos


FindCoordinatorResponse._ENC = {0: _enc_FindCoordinatorResponse_v0, 1: _enc_FindCoordinatorResponse_v1, 2: _enc_FindCoordinatorResponse_v2, 3: _enc_FindCoordinatorResponse_v3, 4: _enc_FindCoordinatorResponse_v4, 5: _enc_FindCoordinatorResponse_v5, 6: _enc_FindCoordinatorResponse_v6}
FindCoordinatorResponse._DEC = {0: _dec_FindCoordinatorResponse_v0, 1: _dec_FindCoordinatorResponse_v1, 2: _dec_FindCoordinatorResponse_v2, 3: _dec_FindCoordinatorResponse_v3, 4: _dec_FindCoordinatorResponse_v4, 5: _dec_FindCoordinatorResponse_v5, 6: _dec_FindCoordinatorResponse_v6}


_LINES = {
    99: 'FindCoordinatorRequest.Key',
    100: 'FindCoordinatorRequest.Key',
    101: 'FindCoordinatorRequest.Key',
    102: 'FindCoordinatorRequest.Key',
    103: 'FindCoordinatorRequest.KeyType',
    105: 'FindCoordinatorRequest.CoordinatorKeys',
    113: 'FindCoordinatorRequest.Key',
    118: 'FindCoordinatorRequest.Key',
    121: 'FindCoordinatorRequest.Key',
    131: 'FindCoordinatorRequest.Key',
    132: 'FindCoordinatorRequest.Key',
    133: 'FindCoordinatorRequest.Key',
    134: 'FindCoordinatorRequest.Key',
    135: 'FindCoordinatorRequest.KeyType',
    136: 'FindCoordinatorRequest.CoordinatorKeys',
    144: 'FindCoordinatorRequest.Key',
    149: 'FindCoordinatorRequest.Key',
    152: 'FindCoordinatorRequest.Key',
    153: 'FindCoordinatorRequest.KeyType',
    163: 'FindCoordinatorRequest.Key',
    164: 'FindCoordinatorRequest.Key',
    165: 'FindCoordinatorRequest.Key',
    166: 'FindCoordinatorRequest.Key',
    167: 'FindCoordinatorRequest.KeyType',
    168: 'FindCoordinatorRequest.CoordinatorKeys',
    176: 'FindCoordinatorRequest.Key',
    181: 'FindCoordinatorRequest.Key',
    184: 'FindCoordinatorRequest.Key',
    185: 'FindCoordinatorRequest.KeyType',
    195: 'FindCoordinatorRequest.Key',
    196: 'FindCoordinatorRequest.Key',
    197: 'FindCoordinatorRequest.Key',
    198: 'FindCoordinatorRequest.Key',
    199: 'FindCoordinatorRequest.Key',
    200: 'FindCoordinatorRequest.KeyType',
    201: 'FindCoordinatorRequest.CoordinatorKeys',
    203: 'FindCoordinatorRequest._unknown_tags',
    204: 'FindCoordinatorRequest',
    207: 'FindCoordinatorRequest._unknown_tags',
    214: 'FindCoordinatorRequest.Key',
    219: 'FindCoordinatorRequest.Key',
    222: 'FindCoordinatorRequest.Key',
    223: 'FindCoordinatorRequest.KeyType',
    226: 'FindCoordinatorRequest._tagged_fields',
    230: 'FindCoordinatorRequest._tagged_fields',
    235: 'FindCoordinatorRequest._tagged_fields',
    236: 'FindCoordinatorRequest._tagged_fields',
    251: 'FindCoordinatorRequest.Key',
    253: 'FindCoordinatorRequest.KeyType',
    254: 'FindCoordinatorRequest.CoordinatorKeys',
    255: 'FindCoordinatorRequest.CoordinatorKeys',
    256: 'FindCoordinatorRequest.CoordinatorKeys',
    257: 'FindCoordinatorRequest.CoordinatorKeys',
    258: 'FindCoordinatorRequest.CoordinatorKeys',
    259: 'FindCoordinatorRequest.CoordinatorKeys',
    260: 'FindCoordinatorRequest.CoordinatorKeys',
    261: 'FindCoordinatorRequest.CoordinatorKeys',
    262: 'FindCoordinatorRequest.CoordinatorKeys',
    263: 'FindCoordinatorRequest._unknown_tags',
    264: 'FindCoordinatorRequest',
    267: 'FindCoordinatorRequest._unknown_tags',
    274: 'FindCoordinatorRequest.KeyType',
    276: 'FindCoordinatorRequest.CoordinatorKeys',
    280: 'FindCoordinatorRequest.CoordinatorKeys',
    284: 'FindCoordinatorRequest.CoordinatorKeys',
    289: 'FindCoordinatorRequest.CoordinatorKeys',
    292: 'FindCoordinatorRequest.CoordinatorKeys',
    296: 'FindCoordinatorRequest._tagged_fields',
    300: 'FindCoordinatorRequest._tagged_fields',
    305: 'FindCoordinatorRequest._tagged_fields',
    306: 'FindCoordinatorRequest._tagged_fields',
    321: 'FindCoordinatorRequest.Key',
    323: 'FindCoordinatorRequest.KeyType',
    324: 'FindCoordinatorRequest.CoordinatorKeys',
    325: 'FindCoordinatorRequest.CoordinatorKeys',
    326: 'FindCoordinatorRequest.CoordinatorKeys',
    327: 'FindCoordinatorRequest.CoordinatorKeys',
    328: 'FindCoordinatorRequest.CoordinatorKeys',
    329: 'FindCoordinatorRequest.CoordinatorKeys',
    330: 'FindCoordinatorRequest.CoordinatorKeys',
    331: 'FindCoordinatorRequest.CoordinatorKeys',
    332: 'FindCoordinatorRequest.CoordinatorKeys',
    333: 'FindCoordinatorRequest._unknown_tags',
    334: 'FindCoordinatorRequest',
    337: 'FindCoordinatorRequest._unknown_tags',
    344: 'FindCoordinatorRequest.KeyType',
    346: 'FindCoordinatorRequest.CoordinatorKeys',
    350: 'FindCoordinatorRequest.CoordinatorKeys',
    354: 'FindCoordinatorRequest.CoordinatorKeys',
    359: 'FindCoordinatorRequest.CoordinatorKeys',
    362: 'FindCoordinatorRequest.CoordinatorKeys',
    366: 'FindCoordinatorRequest._tagged_fields',
    370: 'FindCoordinatorRequest._tagged_fields',
    375: 'FindCoordinatorRequest._tagged_fields',
    376: 'FindCoordinatorRequest._tagged_fields',
    391: 'FindCoordinatorRequest.Key',
    393: 'FindCoordinatorRequest.KeyType',
    394: 'FindCoordinatorRequest.CoordinatorKeys',
    395: 'FindCoordinatorRequest.CoordinatorKeys',
    396: 'FindCoordinatorRequest.CoordinatorKeys',
    397: 'FindCoordinatorRequest.CoordinatorKeys',
    398: 'FindCoordinatorRequest.CoordinatorKeys',
    399: 'FindCoordinatorRequest.CoordinatorKeys',
    400: 'FindCoordinatorRequest.CoordinatorKeys',
    401: 'FindCoordinatorRequest.CoordinatorKeys',
    402: 'FindCoordinatorRequest.CoordinatorKeys',
    403: 'FindCoordinatorRequest._unknown_tags',
    404: 'FindCoordinatorRequest',
    407: 'FindCoordinatorRequest._unknown_tags',
    414: 'FindCoordinatorRequest.KeyType',
    416: 'FindCoordinatorRequest.CoordinatorKeys',
    420: 'FindCoordinatorRequest.CoordinatorKeys',
    424: 'FindCoordinatorRequest.CoordinatorKeys',
    429: 'FindCoordinatorRequest.CoordinatorKeys',
    432: 'FindCoordinatorRequest.CoordinatorKeys',
    436: 'FindCoordinatorRequest._tagged_fields',
    440: 'FindCoordinatorRequest._tagged_fields',
    445: 'FindCoordinatorRequest._tagged_fields',
    446: 'FindCoordinatorRequest._tagged_fields',
    614: 'FindCoordinatorResponse.ErrorCode',
    615: 'FindCoordinatorResponse.NodeId',
    616: 'FindCoordinatorResponse.Host',
    617: 'FindCoordinatorResponse.Host',
    618: 'FindCoordinatorResponse.Host',
    619: 'FindCoordinatorResponse.Host',
    620: 'FindCoordinatorResponse.Port',
    621: 'FindCoordinatorResponse.Coordinators',
    629: 'FindCoordinatorResponse.ErrorCode,NodeId',
    631: 'FindCoordinatorResponse.Host',
    636: 'FindCoordinatorResponse.Host',
    639: 'FindCoordinatorResponse.Host',
    640: 'FindCoordinatorResponse.Port',
    652: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    653: 'FindCoordinatorResponse.ErrorMessage',
    654: 'FindCoordinatorResponse.ErrorMessage',
    655: 'FindCoordinatorResponse.ErrorMessage',
    656: 'FindCoordinatorResponse.ErrorMessage',
    657: 'FindCoordinatorResponse.ErrorMessage',
    658: 'FindCoordinatorResponse.ErrorMessage',
    659: 'FindCoordinatorResponse.ErrorMessage',
    660: 'FindCoordinatorResponse.NodeId',
    661: 'FindCoordinatorResponse.Host',
    662: 'FindCoordinatorResponse.Host',
    663: 'FindCoordinatorResponse.Host',
    664: 'FindCoordinatorResponse.Host',
    665: 'FindCoordinatorResponse.Port',
    666: 'FindCoordinatorResponse.Coordinators',
    674: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    676: 'FindCoordinatorResponse.ErrorMessage',
    681: 'FindCoordinatorResponse.ErrorMessage',
    684: 'FindCoordinatorResponse.ErrorMessage',
    685: 'FindCoordinatorResponse.NodeId',
    687: 'FindCoordinatorResponse.Host',
    692: 'FindCoordinatorResponse.Host',
    695: 'FindCoordinatorResponse.Host',
    696: 'FindCoordinatorResponse.Port',
    706: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    707: 'FindCoordinatorResponse.ErrorMessage',
    708: 'FindCoordinatorResponse.ErrorMessage',
    709: 'FindCoordinatorResponse.ErrorMessage',
    710: 'FindCoordinatorResponse.ErrorMessage',
    711: 'FindCoordinatorResponse.ErrorMessage',
    712: 'FindCoordinatorResponse.ErrorMessage',
    713: 'FindCoordinatorResponse.ErrorMessage',
    714: 'FindCoordinatorResponse.NodeId',
    715: 'FindCoordinatorResponse.Host',
    716: 'FindCoordinatorResponse.Host',
    717: 'FindCoordinatorResponse.Host',
    718: 'FindCoordinatorResponse.Host',
    719: 'FindCoordinatorResponse.Port',
    720: 'FindCoordinatorResponse.Coordinators',
    728: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    730: 'FindCoordinatorResponse.ErrorMessage',
    735: 'FindCoordinatorResponse.ErrorMessage',
    738: 'FindCoordinatorResponse.ErrorMessage',
    739: 'FindCoordinatorResponse.NodeId',
    741: 'FindCoordinatorResponse.Host',
    746: 'FindCoordinatorResponse.Host',
    749: 'FindCoordinatorResponse.Host',
    750: 'FindCoordinatorResponse.Port',
    760: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    761: 'FindCoordinatorResponse.ErrorMessage',
    762: 'FindCoordinatorResponse.ErrorMessage',
    763: 'FindCoordinatorResponse.ErrorMessage',
    764: 'FindCoordinatorResponse.ErrorMessage',
    765: 'FindCoordinatorResponse.ErrorMessage',
    766: 'FindCoordinatorResponse.ErrorMessage',
    767: 'FindCoordinatorResponse.ErrorMessage',
    768: 'FindCoordinatorResponse.ErrorMessage',
    769: 'FindCoordinatorResponse.NodeId',
    770: 'FindCoordinatorResponse.Host',
    771: 'FindCoordinatorResponse.Host',
    772: 'FindCoordinatorResponse.Host',
    773: 'FindCoordinatorResponse.Host',
    774: 'FindCoordinatorResponse.Host',
    775: 'FindCoordinatorResponse.Port',
    776: 'FindCoordinatorResponse.Coordinators',
    778: 'FindCoordinatorResponse._unknown_tags',
    779: 'FindCoordinatorResponse',
    782: 'FindCoordinatorResponse._unknown_tags',
    789: 'FindCoordinatorResponse.ThrottleTimeMs,ErrorCode',
    791: 'FindCoordinatorResponse.ErrorMessage',
    796: 'FindCoordinatorResponse.ErrorMessage',
    799: 'FindCoordinatorResponse.ErrorMessage',
    800: 'FindCoordinatorResponse.NodeId',
    802: 'FindCoordinatorResponse.Host',
    807: 'FindCoordinatorResponse.Host',
    810: 'FindCoordinatorResponse.Host',
    811: 'FindCoordinatorResponse.Port',
    814: 'FindCoordinatorResponse._tagged_fields',
    818: 'FindCoordinatorResponse._tagged_fields',
    823: 'FindCoordinatorResponse._tagged_fields',
    824: 'FindCoordinatorResponse._tagged_fields',
    839: 'FindCoordinatorResponse.ThrottleTimeMs',
    840: 'FindCoordinatorResponse.ErrorCode',
    842: 'FindCoordinatorResponse.NodeId',
    844: 'FindCoordinatorResponse.Host',
    846: 'FindCoordinatorResponse.Port',
    848: 'FindCoordinatorResponse.Coordinators',
    849: 'FindCoordinatorResponse.Coordinators',
    850: 'FindCoordinatorResponse.Coordinators',
    851: 'FindCoordinatorResponse.Coordinators',
    852: 'FindCoordinatorResponse.Coordinators.Key',
    853: 'FindCoordinatorResponse.Coordinators.Key',
    854: 'FindCoordinatorResponse.Coordinators.Key',
    855: 'FindCoordinatorResponse.Coordinators.Key',
    856: 'FindCoordinatorResponse.Coordinators.Key',
    857: 'FindCoordinatorResponse.Coordinators.NodeId',
    858: 'FindCoordinatorResponse.Coordinators.Host',
    859: 'FindCoordinatorResponse.Coordinators.Host',
    860: 'FindCoordinatorResponse.Coordinators.Host',
    861: 'FindCoordinatorResponse.Coordinators.Host',
    862: 'FindCoordinatorResponse.Coordinators.Host',
    863: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    864: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    865: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    866: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    867: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    868: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    869: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    870: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    871: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    872: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    873: 'FindCoordinatorResponse.Coordinators',
    876: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    877: 'FindCoordinatorResponse._unknown_tags',
    878: 'FindCoordinatorResponse',
    881: 'FindCoordinatorResponse._unknown_tags',
    888: 'FindCoordinatorResponse.ThrottleTimeMs',
    890: 'FindCoordinatorResponse.Coordinators',
    894: 'FindCoordinatorResponse.Coordinators',
    899: 'FindCoordinatorResponse.Coordinators.Key',
    904: 'FindCoordinatorResponse.Coordinators.Key',
    907: 'FindCoordinatorResponse.Coordinators.Key',
    908: 'FindCoordinatorResponse.Coordinators.NodeId',
    910: 'FindCoordinatorResponse.Coordinators.Host',
    915: 'FindCoordinatorResponse.Coordinators.Host',
    918: 'FindCoordinatorResponse.Coordinators.Host',
    919: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    921: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    926: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    929: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    930: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    934: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    939: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    940: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    956: 'FindCoordinatorResponse._tagged_fields',
    960: 'FindCoordinatorResponse._tagged_fields',
    965: 'FindCoordinatorResponse._tagged_fields',
    966: 'FindCoordinatorResponse._tagged_fields',
    981: 'FindCoordinatorResponse.ThrottleTimeMs',
    982: 'FindCoordinatorResponse.ErrorCode',
    984: 'FindCoordinatorResponse.NodeId',
    986: 'FindCoordinatorResponse.Host',
    988: 'FindCoordinatorResponse.Port',
    990: 'FindCoordinatorResponse.Coordinators',
    991: 'FindCoordinatorResponse.Coordinators',
    992: 'FindCoordinatorResponse.Coordinators',
    993: 'FindCoordinatorResponse.Coordinators',
    994: 'FindCoordinatorResponse.Coordinators.Key',
    995: 'FindCoordinatorResponse.Coordinators.Key',
    996: 'FindCoordinatorResponse.Coordinators.Key',
    997: 'FindCoordinatorResponse.Coordinators.Key',
    998: 'FindCoordinatorResponse.Coordinators.Key',
    999: 'FindCoordinatorResponse.Coordinators.NodeId',
    1000: 'FindCoordinatorResponse.Coordinators.Host',
    1001: 'FindCoordinatorResponse.Coordinators.Host',
    1002: 'FindCoordinatorResponse.Coordinators.Host',
    1003: 'FindCoordinatorResponse.Coordinators.Host',
    1004: 'FindCoordinatorResponse.Coordinators.Host',
    1005: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    1006: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1007: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1008: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1009: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1010: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1011: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1012: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1013: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1014: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    1015: 'FindCoordinatorResponse.Coordinators',
    1018: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    1019: 'FindCoordinatorResponse._unknown_tags',
    1020: 'FindCoordinatorResponse',
    1023: 'FindCoordinatorResponse._unknown_tags',
    1030: 'FindCoordinatorResponse.ThrottleTimeMs',
    1032: 'FindCoordinatorResponse.Coordinators',
    1036: 'FindCoordinatorResponse.Coordinators',
    1041: 'FindCoordinatorResponse.Coordinators.Key',
    1046: 'FindCoordinatorResponse.Coordinators.Key',
    1049: 'FindCoordinatorResponse.Coordinators.Key',
    1050: 'FindCoordinatorResponse.Coordinators.NodeId',
    1052: 'FindCoordinatorResponse.Coordinators.Host',
    1057: 'FindCoordinatorResponse.Coordinators.Host',
    1060: 'FindCoordinatorResponse.Coordinators.Host',
    1061: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    1063: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1068: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1071: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1072: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1076: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1081: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1082: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1098: 'FindCoordinatorResponse._tagged_fields',
    1102: 'FindCoordinatorResponse._tagged_fields',
    1107: 'FindCoordinatorResponse._tagged_fields',
    1108: 'FindCoordinatorResponse._tagged_fields',
    1123: 'FindCoordinatorResponse.ThrottleTimeMs',
    1124: 'FindCoordinatorResponse.ErrorCode',
    1126: 'FindCoordinatorResponse.NodeId',
    1128: 'FindCoordinatorResponse.Host',
    1130: 'FindCoordinatorResponse.Port',
    1132: 'FindCoordinatorResponse.Coordinators',
    1133: 'FindCoordinatorResponse.Coordinators',
    1134: 'FindCoordinatorResponse.Coordinators',
    1135: 'FindCoordinatorResponse.Coordinators',
    1136: 'FindCoordinatorResponse.Coordinators.Key',
    1137: 'FindCoordinatorResponse.Coordinators.Key',
    1138: 'FindCoordinatorResponse.Coordinators.Key',
    1139: 'FindCoordinatorResponse.Coordinators.Key',
    1140: 'FindCoordinatorResponse.Coordinators.Key',
    1141: 'FindCoordinatorResponse.Coordinators.NodeId',
    1142: 'FindCoordinatorResponse.Coordinators.Host',
    1143: 'FindCoordinatorResponse.Coordinators.Host',
    1144: 'FindCoordinatorResponse.Coordinators.Host',
    1145: 'FindCoordinatorResponse.Coordinators.Host',
    1146: 'FindCoordinatorResponse.Coordinators.Host',
    1147: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    1148: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1149: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1150: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1151: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1152: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1153: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1154: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1155: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1156: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    1157: 'FindCoordinatorResponse.Coordinators',
    1160: 'FindCoordinatorResponse.Coordinators._unknown_tags',
    1161: 'FindCoordinatorResponse._unknown_tags',
    1162: 'FindCoordinatorResponse',
    1165: 'FindCoordinatorResponse._unknown_tags',
    1172: 'FindCoordinatorResponse.ThrottleTimeMs',
    1174: 'FindCoordinatorResponse.Coordinators',
    1178: 'FindCoordinatorResponse.Coordinators',
    1183: 'FindCoordinatorResponse.Coordinators.Key',
    1188: 'FindCoordinatorResponse.Coordinators.Key',
    1191: 'FindCoordinatorResponse.Coordinators.Key',
    1192: 'FindCoordinatorResponse.Coordinators.NodeId',
    1194: 'FindCoordinatorResponse.Coordinators.Host',
    1199: 'FindCoordinatorResponse.Coordinators.Host',
    1202: 'FindCoordinatorResponse.Coordinators.Host',
    1203: 'FindCoordinatorResponse.Coordinators.Port,ErrorCode',
    1205: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1210: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1213: 'FindCoordinatorResponse.Coordinators.ErrorMessage',
    1214: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1218: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1223: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1224: 'FindCoordinatorResponse.Coordinators._tagged_fields',
    1240: 'FindCoordinatorResponse._tagged_fields',
    1244: 'FindCoordinatorResponse._tagged_fields',
    1249: 'FindCoordinatorResponse._tagged_fields',
    1250: 'FindCoordinatorResponse._tagged_fields',
}
