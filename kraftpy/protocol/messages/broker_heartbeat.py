# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/BrokerHeartbeatRequest.json, schemas/messages/BrokerHeartbeatResponse.json.
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

__all__ = ['BrokerHeartbeatRequest', 'BrokerHeartbeatResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_ih___ = Struct('>ih???')
_S_iqq__ = Struct('>iqq??')


class BrokerHeartbeatRequest(_Message):
    """BrokerHeartbeatRequest (request): API key 63; versions 0-2; flexible in 0-2; listeners: controller."""

    __slots__ = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs', '_unknown_tags')
    NAME = 'BrokerHeartbeatRequest'
    TYPE = 'request'
    API_KEY = 63
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    broker_id: int
    """Id of the sending broker.

    `BrokerId` (int32): versions 0+; default 0."""
    broker_epoch: int
    """Epoch the broker received when it registered.

    `BrokerEpoch` (int64): versions 0+; default -1."""
    current_metadata_offset: int
    """Highest metadata log offset the broker has applied.

    `CurrentMetadataOffset` (int64): versions 0+; default 0."""
    want_fence: bool
    """True if the broker asks to be (or stay) fenced.

    `WantFence` (bool): versions 0+; default False."""
    want_shut_down: bool
    """True if the broker asks for a controlled shutdown.

    `WantShutDown` (bool): versions 0+; default False."""
    offline_log_dirs: list[UUID]
    """Ids of log directories that have failed.

    `OfflineLogDirs` ([]uuid): versions 1+; tagged (tag 0) in 1+; default []."""
    cordoned_log_dirs: list[UUID] | None
    """Ids of cordoned log directories, or null if not reported.

    `CordonedLogDirs` ([]uuid): versions 2+; nullable in 2+; tagged (tag 1) in 2+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        broker_epoch: int = -1,
        current_metadata_offset: int = 0,
        want_fence: bool = False,
        want_shut_down: bool = False,
        offline_log_dirs: list[UUID] = _EMPTY,
        cordoned_log_dirs: list[UUID] | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.current_metadata_offset = current_metadata_offset
        self.want_fence = want_fence
        self.want_shut_down = want_shut_down
        self.offline_log_dirs = [] if offline_log_dirs is _EMPTY else offline_log_dirs
        self.cordoned_log_dirs = cordoned_log_dirs
        self._unknown_tags = _unknown_tags


BrokerHeartbeatRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('CurrentMetadataOffset', 'current_metadata_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('WantFence', 'want_fence', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('WantShutDown', 'want_shut_down', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('OfflineLogDirs', 'offline_log_dirs', '[]uuid', (1, 32767), (1, 0), (1, 32767), 0, (), False, None),
    _FI('CordonedLogDirs', 'cordoned_log_dirs', '[]uuid', (2, 32767), (2, 32767), (2, 32767), 1, None, False, None),
)


def _enc_BrokerHeartbeatRequest_v0(o: BrokerHeartbeatRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iqq__.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    if o.offline_log_dirs:
        raise _unsupported_field('BrokerHeartbeatRequest', 'OfflineLogDirs', 0)
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerHeartbeatRequest', 'CordonedLogDirs', 0)
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_BrokerHeartbeatRequest_v0(buf: _Buffer, pos: int) -> tuple[BrokerHeartbeatRequest, int]:
    blen = len(buf)
    o = _new(BrokerHeartbeatRequest)
    o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down = _S_iqq__.unpack_from(buf, pos)
    pos += 22
    o.offline_log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt2, pos = _ruv(buf, pos)
        if nt2 * 2 > blen - pos:
            raise _array_too_long(nt2, 'BrokerHeartbeatRequest._tagged_fields', pos)
        uk3: list[tuple[int, bytes]] | None = None
        for _ in range(nt2):
            tg4, pos = _ruv(buf, pos)
            sz5, pos = _ruv(buf, pos)
            x6 = pos + sz5
            if x6 > blen:
                raise _bad_length(sz5, 'BrokerHeartbeatRequest._tagged_fields', pos)
            if uk3 is None:
                uk3 = []
            uk3.append((tg4, bytes(buf[pos:x6])))
            pos = x6
        o._unknown_tags = uk3
    return o, pos


def _enc_BrokerHeartbeatRequest_v1(o: BrokerHeartbeatRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iqq__.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerHeartbeatRequest', 'CordonedLogDirs', 1)
    k7: list[tuple[int, bytes]] = []
    if o.offline_log_dirs:
        p8: list[bytes] = []
        l9 = o.offline_log_dirs
        n10 = len(l9) + 1
        p8.append(_UV[n10] if n10 < 128 else _uv(n10))
        for e11 in l9:
            p8.append(_S_U.pack(e11.bytes))
        k7.append((0, b''.join(p8)))
    u12 = o._unknown_tags
    if k7 or u12 is not None:
        _write_tags(a, k7, u12)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerHeartbeatRequest_v1(buf: _Buffer, pos: int) -> tuple[BrokerHeartbeatRequest, int]:
    blen = len(buf)
    o = _new(BrokerHeartbeatRequest)
    o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down = _S_iqq__.unpack_from(buf, pos)
    pos += 22
    o.offline_log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt13, pos = _ruv(buf, pos)
        if nt13 * 2 > blen - pos:
            raise _array_too_long(nt13, 'BrokerHeartbeatRequest._tagged_fields', pos)
        uk14: list[tuple[int, bytes]] | None = None
        for _ in range(nt13):
            tg15, pos = _ruv(buf, pos)
            sz16, pos = _ruv(buf, pos)
            x17 = pos + sz16
            if x17 > blen:
                raise _bad_length(sz16, 'BrokerHeartbeatRequest._tagged_fields', pos)
            if tg15 == 0:
                n18 = buf[pos] - 1
                if 0 <= n18 < 127:
                    pos += 1
                else:
                    n18, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerHeartbeatRequest.OfflineLogDirs')
                l19: list[UUID] = []
                ap20 = l19.append
                for _ in range(n18):
                    u22, = _S_U.unpack_from(buf, pos)
                    v21 = _uuid_from(u22)
                    pos += 16
                    ap20(v21)
                o.offline_log_dirs = l19
                if pos != x17:
                    raise _tag_size_mismatch(tg15, 'BrokerHeartbeatRequest.OfflineLogDirs', pos)
            else:
                if uk14 is None:
                    uk14 = []
                uk14.append((tg15, bytes(buf[pos:x17])))
                pos = x17
        o._unknown_tags = uk14
    return o, pos


def _enc_BrokerHeartbeatRequest_v2(o: BrokerHeartbeatRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iqq__.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    k23: list[tuple[int, bytes]] = []
    if o.offline_log_dirs:
        p24: list[bytes] = []
        l25 = o.offline_log_dirs
        n26 = len(l25) + 1
        p24.append(_UV[n26] if n26 < 128 else _uv(n26))
        for e27 in l25:
            p24.append(_S_U.pack(e27.bytes))
        k23.append((0, b''.join(p24)))
    if o.cordoned_log_dirs is not None:
        p28: list[bytes] = []
        l29 = o.cordoned_log_dirs
        if l29 is None:
            p28.append(_H0)
        else:
            n30 = len(l29) + 1
            p28.append(_UV[n30] if n30 < 128 else _uv(n30))
            for e31 in l29:
                p28.append(_S_U.pack(e31.bytes))
        k23.append((1, b''.join(p28)))
    u32 = o._unknown_tags
    if k23 or u32 is not None:
        _write_tags(a, k23, u32)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BrokerHeartbeatRequest_v2(buf: _Buffer, pos: int) -> tuple[BrokerHeartbeatRequest, int]:
    blen = len(buf)
    o = _new(BrokerHeartbeatRequest)
    o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down = _S_iqq__.unpack_from(buf, pos)
    pos += 22
    o.offline_log_dirs = []
    o.cordoned_log_dirs = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt33, pos = _ruv(buf, pos)
        if nt33 * 2 > blen - pos:
            raise _array_too_long(nt33, 'BrokerHeartbeatRequest._tagged_fields', pos)
        uk34: list[tuple[int, bytes]] | None = None
        for _ in range(nt33):
            tg35, pos = _ruv(buf, pos)
            sz36, pos = _ruv(buf, pos)
            x37 = pos + sz36
            if x37 > blen:
                raise _bad_length(sz36, 'BrokerHeartbeatRequest._tagged_fields', pos)
            if tg35 == 0:
                n38 = buf[pos] - 1
                if 0 <= n38 < 127:
                    pos += 1
                else:
                    n38, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerHeartbeatRequest.OfflineLogDirs')
                l39: list[UUID] = []
                ap40 = l39.append
                for _ in range(n38):
                    u42, = _S_U.unpack_from(buf, pos)
                    v41 = _uuid_from(u42)
                    pos += 16
                    ap40(v41)
                o.offline_log_dirs = l39
                if pos != x37:
                    raise _tag_size_mismatch(tg35, 'BrokerHeartbeatRequest.OfflineLogDirs', pos)
            elif tg35 == 1:
                n43 = buf[pos] - 1
                if -1 <= n43 < 127:
                    pos += 1
                else:
                    n43, pos = _read_array_len(buf, pos, True, True, 16, 'BrokerHeartbeatRequest.CordonedLogDirs')
                if n43 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l44: list[UUID] = []
                    ap45 = l44.append
                    for _ in range(n43):
                        u47, = _S_U.unpack_from(buf, pos)
                        v46 = _uuid_from(u47)
                        pos += 16
                        ap45(v46)
                    o.cordoned_log_dirs = l44
                if pos != x37:
                    raise _tag_size_mismatch(tg35, 'BrokerHeartbeatRequest.CordonedLogDirs', pos)
            else:
                if uk34 is None:
                    uk34 = []
                uk34.append((tg35, bytes(buf[pos:x37])))
                pos = x37
        o._unknown_tags = uk34
    return o, pos


BrokerHeartbeatRequest._ENC = {0: _enc_BrokerHeartbeatRequest_v0, 1: _enc_BrokerHeartbeatRequest_v1, 2: _enc_BrokerHeartbeatRequest_v2}
BrokerHeartbeatRequest._DEC = {0: _dec_BrokerHeartbeatRequest_v0, 1: _dec_BrokerHeartbeatRequest_v1, 2: _dec_BrokerHeartbeatRequest_v2}


class BrokerHeartbeatResponse(_Message):
    """BrokerHeartbeatResponse (response): API key 63; versions 0-2; flexible in 0-2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down', '_unknown_tags')
    NAME = 'BrokerHeartbeatResponse'
    TYPE = 'response'
    API_KEY = 63
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    is_caught_up: bool
    """True once the broker's metadata offset is close enough to the controller's.

    `IsCaughtUp` (bool): versions 0+; default False."""
    is_fenced: bool
    """True while the broker is fenced.

    `IsFenced` (bool): versions 0+; default True."""
    should_shut_down: bool
    """True when the broker may complete its controlled shutdown.

    `ShouldShutDown` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        is_caught_up: bool = False,
        is_fenced: bool = True,
        should_shut_down: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.is_caught_up = is_caught_up
        self.is_fenced = is_fenced
        self.should_shut_down = should_shut_down
        self._unknown_tags = _unknown_tags


BrokerHeartbeatResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('IsCaughtUp', 'is_caught_up', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('IsFenced', 'is_fenced', 'bool', (0, 32767), (1, 0), (1, 0), None, True, False, None),
    _FI('ShouldShutDown', 'should_shut_down', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_BrokerHeartbeatResponse_v0(o: BrokerHeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u48 = o._unknown_tags
    if u48 is None:
        a(_H0)
    else:
        _write_tags(a, None, u48)
    return b''.join(parts)


def _dec_BrokerHeartbeatResponse_v0(buf: _Buffer, pos: int) -> tuple[BrokerHeartbeatResponse, int]:
    blen = len(buf)
    o = _new(BrokerHeartbeatResponse)
    o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down = _S_ih___.unpack_from(buf, pos)
    pos += 9
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt49, pos = _ruv(buf, pos)
        if nt49 * 2 > blen - pos:
            raise _array_too_long(nt49, 'BrokerHeartbeatResponse._tagged_fields', pos)
        uk50: list[tuple[int, bytes]] | None = None
        for _ in range(nt49):
            tg51, pos = _ruv(buf, pos)
            sz52, pos = _ruv(buf, pos)
            x53 = pos + sz52
            if x53 > blen:
                raise _bad_length(sz52, 'BrokerHeartbeatResponse._tagged_fields', pos)
            if uk50 is None:
                uk50 = []
            uk50.append((tg51, bytes(buf[pos:x53])))
            pos = x53
        o._unknown_tags = uk50
    return o, pos


def _enc_BrokerHeartbeatResponse_v1(o: BrokerHeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u54 = o._unknown_tags
    if u54 is None:
        a(_H0)
    else:
        _write_tags(a, None, u54)
    return b''.join(parts)


def _dec_BrokerHeartbeatResponse_v1(buf: _Buffer, pos: int) -> tuple[BrokerHeartbeatResponse, int]:
    blen = len(buf)
    o = _new(BrokerHeartbeatResponse)
    o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down = _S_ih___.unpack_from(buf, pos)
    pos += 9
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt55, pos = _ruv(buf, pos)
        if nt55 * 2 > blen - pos:
            raise _array_too_long(nt55, 'BrokerHeartbeatResponse._tagged_fields', pos)
        uk56: list[tuple[int, bytes]] | None = None
        for _ in range(nt55):
            tg57, pos = _ruv(buf, pos)
            sz58, pos = _ruv(buf, pos)
            x59 = pos + sz58
            if x59 > blen:
                raise _bad_length(sz58, 'BrokerHeartbeatResponse._tagged_fields', pos)
            if uk56 is None:
                uk56 = []
            uk56.append((tg57, bytes(buf[pos:x59])))
            pos = x59
        o._unknown_tags = uk56
    return o, pos


def _enc_BrokerHeartbeatResponse_v2(o: BrokerHeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u60 = o._unknown_tags
    if u60 is None:
        a(_H0)
    else:
        _write_tags(a, None, u60)
    return b''.join(parts)


def _dec_BrokerHeartbeatResponse_v2(buf: _Buffer, pos: int) -> tuple[BrokerHeartbeatResponse, int]:
    blen = len(buf)
    o = _new(BrokerHeartbeatResponse)
    o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down = _S_ih___.unpack_from(buf, pos)
    pos += 9
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt61, pos = _ruv(buf, pos)
        if nt61 * 2 > blen - pos:
            raise _array_too_long(nt61, 'BrokerHeartbeatResponse._tagged_fields', pos)
        uk62: list[tuple[int, bytes]] | None = None
        for _ in range(nt61):
            tg63, pos = _ruv(buf, pos)
            sz64, pos = _ruv(buf, pos)
            x65 = pos + sz64
            if x65 > blen:
                raise _bad_length(sz64, 'BrokerHeartbeatResponse._tagged_fields', pos)
            if uk62 is None:
                uk62 = []
            uk62.append((tg63, bytes(buf[pos:x65])))
            pos = x65
        o._unknown_tags = uk62
    return o, pos


BrokerHeartbeatResponse._ENC = {0: _enc_BrokerHeartbeatResponse_v0, 1: _enc_BrokerHeartbeatResponse_v1, 2: _enc_BrokerHeartbeatResponse_v2}
BrokerHeartbeatResponse._DEC = {0: _dec_BrokerHeartbeatResponse_v0, 1: _dec_BrokerHeartbeatResponse_v1, 2: _dec_BrokerHeartbeatResponse_v2}


_LINES = {
    125: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    126: 'BrokerHeartbeatRequest.OfflineLogDirs',
    128: 'BrokerHeartbeatRequest.CordonedLogDirs',
    130: 'BrokerHeartbeatRequest._unknown_tags',
    131: 'BrokerHeartbeatRequest',
    134: 'BrokerHeartbeatRequest._unknown_tags',
    141: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    145: 'BrokerHeartbeatRequest._tagged_fields',
    149: 'BrokerHeartbeatRequest._tagged_fields',
    154: 'BrokerHeartbeatRequest._tagged_fields',
    155: 'BrokerHeartbeatRequest._tagged_fields',
    170: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    171: 'BrokerHeartbeatRequest.CordonedLogDirs',
    173: 'BrokerHeartbeatRequest',
    174: 'BrokerHeartbeatRequest.OfflineLogDirs',
    175: 'BrokerHeartbeatRequest.OfflineLogDirs',
    176: 'BrokerHeartbeatRequest.OfflineLogDirs',
    177: 'BrokerHeartbeatRequest.OfflineLogDirs',
    178: 'BrokerHeartbeatRequest.OfflineLogDirs',
    179: 'BrokerHeartbeatRequest.OfflineLogDirs',
    180: 'BrokerHeartbeatRequest.OfflineLogDirs',
    181: 'BrokerHeartbeatRequest.OfflineLogDirs',
    182: 'BrokerHeartbeatRequest._unknown_tags',
    184: 'BrokerHeartbeatRequest._unknown_tags',
    193: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    197: 'BrokerHeartbeatRequest._tagged_fields',
    201: 'BrokerHeartbeatRequest._tagged_fields',
    206: 'BrokerHeartbeatRequest._tagged_fields',
    207: 'BrokerHeartbeatRequest._tagged_fields',
    212: 'BrokerHeartbeatRequest.OfflineLogDirs',
    216: 'BrokerHeartbeatRequest.OfflineLogDirs',
    220: 'BrokerHeartbeatRequest.OfflineLogDirs',
    239: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    240: 'BrokerHeartbeatRequest',
    241: 'BrokerHeartbeatRequest.OfflineLogDirs',
    242: 'BrokerHeartbeatRequest.OfflineLogDirs',
    243: 'BrokerHeartbeatRequest.OfflineLogDirs',
    244: 'BrokerHeartbeatRequest.OfflineLogDirs',
    245: 'BrokerHeartbeatRequest.OfflineLogDirs',
    246: 'BrokerHeartbeatRequest.OfflineLogDirs',
    247: 'BrokerHeartbeatRequest.OfflineLogDirs',
    248: 'BrokerHeartbeatRequest.OfflineLogDirs',
    249: 'BrokerHeartbeatRequest.CordonedLogDirs',
    250: 'BrokerHeartbeatRequest.CordonedLogDirs',
    251: 'BrokerHeartbeatRequest.CordonedLogDirs',
    252: 'BrokerHeartbeatRequest.CordonedLogDirs',
    253: 'BrokerHeartbeatRequest.CordonedLogDirs',
    254: 'BrokerHeartbeatRequest.CordonedLogDirs',
    255: 'BrokerHeartbeatRequest.CordonedLogDirs',
    256: 'BrokerHeartbeatRequest.CordonedLogDirs',
    257: 'BrokerHeartbeatRequest.CordonedLogDirs',
    258: 'BrokerHeartbeatRequest.CordonedLogDirs',
    259: 'BrokerHeartbeatRequest.CordonedLogDirs',
    260: 'BrokerHeartbeatRequest._unknown_tags',
    262: 'BrokerHeartbeatRequest._unknown_tags',
    271: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    275: 'BrokerHeartbeatRequest._tagged_fields',
    279: 'BrokerHeartbeatRequest._tagged_fields',
    284: 'BrokerHeartbeatRequest._tagged_fields',
    285: 'BrokerHeartbeatRequest._tagged_fields',
    290: 'BrokerHeartbeatRequest.OfflineLogDirs',
    294: 'BrokerHeartbeatRequest.OfflineLogDirs',
    298: 'BrokerHeartbeatRequest.OfflineLogDirs',
    306: 'BrokerHeartbeatRequest.CordonedLogDirs',
    310: 'BrokerHeartbeatRequest.CordonedLogDirs',
    317: 'BrokerHeartbeatRequest.CordonedLogDirs',
    400: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    401: 'BrokerHeartbeatResponse._unknown_tags',
    402: 'BrokerHeartbeatResponse',
    405: 'BrokerHeartbeatResponse._unknown_tags',
    412: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    414: 'BrokerHeartbeatResponse._tagged_fields',
    418: 'BrokerHeartbeatResponse._tagged_fields',
    423: 'BrokerHeartbeatResponse._tagged_fields',
    424: 'BrokerHeartbeatResponse._tagged_fields',
    439: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    440: 'BrokerHeartbeatResponse._unknown_tags',
    441: 'BrokerHeartbeatResponse',
    444: 'BrokerHeartbeatResponse._unknown_tags',
    451: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    453: 'BrokerHeartbeatResponse._tagged_fields',
    457: 'BrokerHeartbeatResponse._tagged_fields',
    462: 'BrokerHeartbeatResponse._tagged_fields',
    463: 'BrokerHeartbeatResponse._tagged_fields',
    478: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    479: 'BrokerHeartbeatResponse._unknown_tags',
    480: 'BrokerHeartbeatResponse',
    483: 'BrokerHeartbeatResponse._unknown_tags',
    490: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    492: 'BrokerHeartbeatResponse._tagged_fields',
    496: 'BrokerHeartbeatResponse._tagged_fields',
    501: 'BrokerHeartbeatResponse._tagged_fields',
    502: 'BrokerHeartbeatResponse._tagged_fields',
}
