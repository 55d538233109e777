# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/BrokerHeartbeatRequest.json, schemas/messages/BrokerHeartbeatResponse.json.
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

__all__ = ['BrokerHeartbeatRequest', 'BrokerHeartbeatResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_ih___ = Struct('>ih???')
_S_iqq__ = Struct('>iqq??')


class BrokerHeartbeatRequest(_Message):
    __slots__ = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs', '_unknown_tags')
    NAME = 'BrokerHeartbeatRequest'
    TYPE = 'request'
    API_KEY = 63
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, broker_id=0, broker_epoch=-1, current_metadata_offset=0, want_fence=False, want_shut_down=False, offline_log_dirs=_EMPTY, cordoned_log_dirs=None, _unknown_tags=None):
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


def _enc_BrokerHeartbeatRequest_v0(o):
    parts = []
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


def _dec_BrokerHeartbeatRequest_v0(buf, pos):
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
        uk3 = None
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


def _enc_BrokerHeartbeatRequest_v1(o):
    parts = []
    a = parts.append
    a(_S_iqq__.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    if o.cordoned_log_dirs is not None:
        raise _unsupported_field('BrokerHeartbeatRequest', 'CordonedLogDirs', 1)
    k7 = []
    if o.offline_log_dirs:
        p8 = []
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


def _dec_BrokerHeartbeatRequest_v1(buf, pos):
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
        uk14 = None
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
                l19 = []
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


def _enc_BrokerHeartbeatRequest_v2(o):
    parts = []
    a = parts.append
    a(_S_iqq__.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    k23 = []
    if o.offline_log_dirs:
        p24 = []
        l25 = o.offline_log_dirs
        n26 = len(l25) + 1
        p24.append(_UV[n26] if n26 < 128 else _uv(n26))
        for e27 in l25:
            p24.append(_S_U.pack(e27.bytes))
        k23.append((0, b''.join(p24)))
    if o.cordoned_log_dirs is not None:
        p28 = []
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


def _dec_BrokerHeartbeatRequest_v2(buf, pos):
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
        uk34 = None
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
                l39 = []
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
                    l44 = []
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
    __slots__ = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down', '_unknown_tags')
    NAME = 'BrokerHeartbeatResponse'
    TYPE = 'response'
    API_KEY = 63
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, throttle_time_ms=0, error_code=0, is_caught_up=False, is_fenced=True, should_shut_down=False, _unknown_tags=None):
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


def _enc_BrokerHeartbeatResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u48 = o._unknown_tags
    if u48 is None:
        a(_H0)
    else:
        _write_tags(a, None, u48)
    return b''.join(parts)


def _dec_BrokerHeartbeatResponse_v0(buf, pos):
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
        uk50 = None
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


def _enc_BrokerHeartbeatResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u54 = o._unknown_tags
    if u54 is None:
        a(_H0)
    else:
        _write_tags(a, None, u54)
    return b''.join(parts)


def _dec_BrokerHeartbeatResponse_v1(buf, pos):
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
        uk56 = None
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


def _enc_BrokerHeartbeatResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u60 = o._unknown_tags
    if u60 is None:
        a(_H0)
    else:
        _write_tags(a, None, u60)
    return b''.join(parts)


def _dec_BrokerHeartbeatResponse_v2(buf, pos):
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
        uk62 = None
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
    79: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    80: 'BrokerHeartbeatRequest.OfflineLogDirs',
    82: 'BrokerHeartbeatRequest.CordonedLogDirs',
    84: 'BrokerHeartbeatRequest._unknown_tags',
    85: 'BrokerHeartbeatRequest',
    88: 'BrokerHeartbeatRequest._unknown_tags',
    95: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    99: 'BrokerHeartbeatRequest._tagged_fields',
    103: 'BrokerHeartbeatRequest._tagged_fields',
    108: 'BrokerHeartbeatRequest._tagged_fields',
    109: 'BrokerHeartbeatRequest._tagged_fields',
    124: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    125: 'BrokerHeartbeatRequest.CordonedLogDirs',
    127: 'BrokerHeartbeatRequest',
    128: 'BrokerHeartbeatRequest.OfflineLogDirs',
    129: 'BrokerHeartbeatRequest.OfflineLogDirs',
    130: 'BrokerHeartbeatRequest.OfflineLogDirs',
    131: 'BrokerHeartbeatRequest.OfflineLogDirs',
    132: 'BrokerHeartbeatRequest.OfflineLogDirs',
    133: 'BrokerHeartbeatRequest.OfflineLogDirs',
    134: 'BrokerHeartbeatRequest.OfflineLogDirs',
    135: 'BrokerHeartbeatRequest.OfflineLogDirs',
    136: 'BrokerHeartbeatRequest._unknown_tags',
    138: 'BrokerHeartbeatRequest._unknown_tags',
    147: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    151: 'BrokerHeartbeatRequest._tagged_fields',
    155: 'BrokerHeartbeatRequest._tagged_fields',
    160: 'BrokerHeartbeatRequest._tagged_fields',
    161: 'BrokerHeartbeatRequest._tagged_fields',
    166: 'BrokerHeartbeatRequest.OfflineLogDirs',
    170: 'BrokerHeartbeatRequest.OfflineLogDirs',
    174: 'BrokerHeartbeatRequest.OfflineLogDirs',
    193: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    194: 'BrokerHeartbeatRequest',
    195: 'BrokerHeartbeatRequest.OfflineLogDirs',
    196: 'BrokerHeartbeatRequest.OfflineLogDirs',
    197: 'BrokerHeartbeatRequest.OfflineLogDirs',
    198: 'BrokerHeartbeatRequest.OfflineLogDirs',
    199: 'BrokerHeartbeatRequest.OfflineLogDirs',
    200: 'BrokerHeartbeatRequest.OfflineLogDirs',
    201: 'BrokerHeartbeatRequest.OfflineLogDirs',
    202: 'BrokerHeartbeatRequest.OfflineLogDirs',
    203: 'BrokerHeartbeatRequest.CordonedLogDirs',
    204: 'BrokerHeartbeatRequest.CordonedLogDirs',
    205: 'BrokerHeartbeatRequest.CordonedLogDirs',
    206: 'BrokerHeartbeatRequest.CordonedLogDirs',
    207: 'BrokerHeartbeatRequest.CordonedLogDirs',
    208: 'BrokerHeartbeatRequest.CordonedLogDirs',
    209: 'BrokerHeartbeatRequest.CordonedLogDirs',
    210: 'BrokerHeartbeatRequest.CordonedLogDirs',
    211: 'BrokerHeartbeatRequest.CordonedLogDirs',
    212: 'BrokerHeartbeatRequest.CordonedLogDirs',
    213: 'BrokerHeartbeatRequest.CordonedLogDirs',
    214: 'BrokerHeartbeatRequest._unknown_tags',
    216: 'BrokerHeartbeatRequest._unknown_tags',
    225: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    229: 'BrokerHeartbeatRequest._tagged_fields',
    233: 'BrokerHeartbeatRequest._tagged_fields',
    238: 'BrokerHeartbeatRequest._tagged_fields',
    239: 'BrokerHeartbeatRequest._tagged_fields',
    244: 'BrokerHeartbeatRequest.OfflineLogDirs',
    248: 'BrokerHeartbeatRequest.OfflineLogDirs',
    252: 'BrokerHeartbeatRequest.OfflineLogDirs',
    260: 'BrokerHeartbeatRequest.CordonedLogDirs',
    264: 'BrokerHeartbeatRequest.CordonedLogDirs',
    271: 'BrokerHeartbeatRequest.CordonedLogDirs',
    320: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    321: 'BrokerHeartbeatResponse._unknown_tags',
    322: 'BrokerHeartbeatResponse',
    325: 'BrokerHeartbeatResponse._unknown_tags',
    332: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    334: 'BrokerHeartbeatResponse._tagged_fields',
    338: 'BrokerHeartbeatResponse._tagged_fields',
    343: 'BrokerHeartbeatResponse._tagged_fields',
    344: 'BrokerHeartbeatResponse._tagged_fields',
    359: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    360: 'BrokerHeartbeatResponse._unknown_tags',
    361: 'BrokerHeartbeatResponse',
    364: 'BrokerHeartbeatResponse._unknown_tags',
    371: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    373: 'BrokerHeartbeatResponse._tagged_fields',
    377: 'BrokerHeartbeatResponse._tagged_fields',
    382: 'BrokerHeartbeatResponse._tagged_fields',
    383: 'BrokerHeartbeatResponse._tagged_fields',
    398: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    399: 'BrokerHeartbeatResponse._unknown_tags',
    400: 'BrokerHeartbeatResponse',
    403: 'BrokerHeartbeatResponse._unknown_tags',
    410: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    412: 'BrokerHeartbeatResponse._tagged_fields',
    416: 'BrokerHeartbeatResponse._tagged_fields',
    421: 'BrokerHeartbeatResponse._tagged_fields',
    422: 'BrokerHeartbeatResponse._tagged_fields',
}
