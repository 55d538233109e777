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
    _write_tags(a, k7, o._unknown_tags)
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
        nt12, pos = _ruv(buf, pos)
        if nt12 * 2 > blen - pos:
            raise _array_too_long(nt12, 'BrokerHeartbeatRequest._tagged_fields', pos)
        uk13 = None
        for _ in range(nt12):
            tg14, pos = _ruv(buf, pos)
            sz15, pos = _ruv(buf, pos)
            x16 = pos + sz15
            if x16 > blen:
                raise _bad_length(sz15, 'BrokerHeartbeatRequest._tagged_fields', pos)
            if tg14 == 0:
                n17 = buf[pos] - 1
                if 0 <= n17 < 127:
                    pos += 1
                else:
                    n17, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerHeartbeatRequest.OfflineLogDirs')
                l18 = []
                ap19 = l18.append
                for _ in range(n17):
                    u21, = _S_U.unpack_from(buf, pos)
                    v20 = _uuid_from(u21)
                    pos += 16
                    ap19(v20)
                o.offline_log_dirs = l18
                if pos != x16:
                    raise _tag_size_mismatch(tg14, 'BrokerHeartbeatRequest.OfflineLogDirs', pos)
            else:
                if uk13 is None:
                    uk13 = []
                uk13.append((tg14, bytes(buf[pos:x16])))
                pos = x16
        o._unknown_tags = uk13
    return o, pos


def _enc_BrokerHeartbeatRequest_v2(o):
    parts = []
    a = parts.append
    a(_S_iqq__.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    k22 = []
    if o.offline_log_dirs:
        p23 = []
        l24 = o.offline_log_dirs
        n25 = len(l24) + 1
        p23.append(_UV[n25] if n25 < 128 else _uv(n25))
        for e26 in l24:
            p23.append(_S_U.pack(e26.bytes))
        k22.append((0, b''.join(p23)))
    if o.cordoned_log_dirs is not None:
        p27 = []
        l28 = o.cordoned_log_dirs
        if l28 is None:
            p27.append(_H0)
        else:
            n29 = len(l28) + 1
            p27.append(_UV[n29] if n29 < 128 else _uv(n29))
            for e30 in l28:
                p27.append(_S_U.pack(e30.bytes))
        k22.append((1, b''.join(p27)))
    _write_tags(a, k22, o._unknown_tags)
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
        nt31, pos = _ruv(buf, pos)
        if nt31 * 2 > blen - pos:
            raise _array_too_long(nt31, 'BrokerHeartbeatRequest._tagged_fields', pos)
        uk32 = None
        for _ in range(nt31):
            tg33, pos = _ruv(buf, pos)
            sz34, pos = _ruv(buf, pos)
            x35 = pos + sz34
            if x35 > blen:
                raise _bad_length(sz34, 'BrokerHeartbeatRequest._tagged_fields', pos)
            if tg33 == 0:
                n36 = buf[pos] - 1
                if 0 <= n36 < 127:
                    pos += 1
                else:
                    n36, pos = _read_array_len(buf, pos, True, False, 16, 'BrokerHeartbeatRequest.OfflineLogDirs')
                l37 = []
                ap38 = l37.append
                for _ in range(n36):
                    u40, = _S_U.unpack_from(buf, pos)
                    v39 = _uuid_from(u40)
                    pos += 16
                    ap38(v39)
                o.offline_log_dirs = l37
                if pos != x35:
                    raise _tag_size_mismatch(tg33, 'BrokerHeartbeatRequest.OfflineLogDirs', pos)
            elif tg33 == 1:
                n41 = buf[pos] - 1
                if 0 <= n41 < 127:
                    pos += 1
                else:
                    n41, pos = _read_array_len(buf, pos, True, True, 16, 'BrokerHeartbeatRequest.CordonedLogDirs')
                if n41 < 0:
                    o.cordoned_log_dirs = None
                else:
                    l42 = []
                    ap43 = l42.append
                    for _ in range(n41):
                        u45, = _S_U.unpack_from(buf, pos)
                        v44 = _uuid_from(u45)
                        pos += 16
                        ap43(v44)
                    o.cordoned_log_dirs = l42
                if pos != x35:
                    raise _tag_size_mismatch(tg33, 'BrokerHeartbeatRequest.CordonedLogDirs', pos)
            else:
                if uk32 is None:
                    uk32 = []
                uk32.append((tg33, bytes(buf[pos:x35])))
                pos = x35
        o._unknown_tags = uk32
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
    u46 = o._unknown_tags
    if u46 is None:
        a(_H0)
    else:
        _write_tags(a, None, u46)
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
        nt47, pos = _ruv(buf, pos)
        if nt47 * 2 > blen - pos:
            raise _array_too_long(nt47, 'BrokerHeartbeatResponse._tagged_fields', pos)
        uk48 = None
        for _ in range(nt47):
            tg49, pos = _ruv(buf, pos)
            sz50, pos = _ruv(buf, pos)
            x51 = pos + sz50
            if x51 > blen:
                raise _bad_length(sz50, 'BrokerHeartbeatResponse._tagged_fields', pos)
            if uk48 is None:
                uk48 = []
            uk48.append((tg49, bytes(buf[pos:x51])))
            pos = x51
        o._unknown_tags = uk48
    return o, pos


def _enc_BrokerHeartbeatResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u52 = o._unknown_tags
    if u52 is None:
        a(_H0)
    else:
        _write_tags(a, None, u52)
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
        nt53, pos = _ruv(buf, pos)
        if nt53 * 2 > blen - pos:
            raise _array_too_long(nt53, 'BrokerHeartbeatResponse._tagged_fields', pos)
        uk54 = None
        for _ in range(nt53):
            tg55, pos = _ruv(buf, pos)
            sz56, pos = _ruv(buf, pos)
            x57 = pos + sz56
            if x57 > blen:
                raise _bad_length(sz56, 'BrokerHeartbeatResponse._tagged_fields', pos)
            if uk54 is None:
                uk54 = []
            uk54.append((tg55, bytes(buf[pos:x57])))
            pos = x57
        o._unknown_tags = uk54
    return o, pos


def _enc_BrokerHeartbeatResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_ih___.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    u58 = o._unknown_tags
    if u58 is None:
        a(_H0)
    else:
        _write_tags(a, None, u58)
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
        nt59, pos = _ruv(buf, pos)
        if nt59 * 2 > blen - pos:
            raise _array_too_long(nt59, 'BrokerHeartbeatResponse._tagged_fields', pos)
        uk60 = None
        for _ in range(nt59):
            tg61, pos = _ruv(buf, pos)
            sz62, pos = _ruv(buf, pos)
            x63 = pos + sz62
            if x63 > blen:
                raise _bad_length(sz62, 'BrokerHeartbeatResponse._tagged_fields', pos)
            if uk60 is None:
                uk60 = []
            uk60.append((tg61, bytes(buf[pos:x63])))
            pos = x63
        o._unknown_tags = uk60
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
    143: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    147: 'BrokerHeartbeatRequest._tagged_fields',
    151: 'BrokerHeartbeatRequest._tagged_fields',
    156: 'BrokerHeartbeatRequest._tagged_fields',
    157: 'BrokerHeartbeatRequest._tagged_fields',
    162: 'BrokerHeartbeatRequest.OfflineLogDirs',
    166: 'BrokerHeartbeatRequest.OfflineLogDirs',
    170: 'BrokerHeartbeatRequest.OfflineLogDirs',
    189: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    190: 'BrokerHeartbeatRequest',
    191: 'BrokerHeartbeatRequest.OfflineLogDirs',
    192: 'BrokerHeartbeatRequest.OfflineLogDirs',
    193: 'BrokerHeartbeatRequest.OfflineLogDirs',
    194: 'BrokerHeartbeatRequest.OfflineLogDirs',
    195: 'BrokerHeartbeatRequest.OfflineLogDirs',
    196: 'BrokerHeartbeatRequest.OfflineLogDirs',
    197: 'BrokerHeartbeatRequest.OfflineLogDirs',
    198: 'BrokerHeartbeatRequest.OfflineLogDirs',
    199: 'BrokerHeartbeatRequest.CordonedLogDirs',
    200: 'BrokerHeartbeatRequest.CordonedLogDirs',
    201: 'BrokerHeartbeatRequest.CordonedLogDirs',
    202: 'BrokerHeartbeatRequest.CordonedLogDirs',
    203: 'BrokerHeartbeatRequest.CordonedLogDirs',
    204: 'BrokerHeartbeatRequest.CordonedLogDirs',
    205: 'BrokerHeartbeatRequest.CordonedLogDirs',
    206: 'BrokerHeartbeatRequest.CordonedLogDirs',
    207: 'BrokerHeartbeatRequest.CordonedLogDirs',
    208: 'BrokerHeartbeatRequest.CordonedLogDirs',
    209: 'BrokerHeartbeatRequest.CordonedLogDirs',
    210: 'BrokerHeartbeatRequest._unknown_tags',
    217: 'BrokerHeartbeatRequest.BrokerId,BrokerEpoch,CurrentMetadataOffset,WantFence,WantShutDown',
    221: 'BrokerHeartbeatRequest._tagged_fields',
    225: 'BrokerHeartbeatRequest._tagged_fields',
    230: 'BrokerHeartbeatRequest._tagged_fields',
    231: 'BrokerHeartbeatRequest._tagged_fields',
    236: 'BrokerHeartbeatRequest.OfflineLogDirs',
    240: 'BrokerHeartbeatRequest.OfflineLogDirs',
    244: 'BrokerHeartbeatRequest.OfflineLogDirs',
    252: 'BrokerHeartbeatRequest.CordonedLogDirs',
    256: 'BrokerHeartbeatRequest.CordonedLogDirs',
    263: 'BrokerHeartbeatRequest.CordonedLogDirs',
    312: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    313: 'BrokerHeartbeatResponse._unknown_tags',
    314: 'BrokerHeartbeatResponse',
    317: 'BrokerHeartbeatResponse._unknown_tags',
    324: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    326: 'BrokerHeartbeatResponse._tagged_fields',
    330: 'BrokerHeartbeatResponse._tagged_fields',
    335: 'BrokerHeartbeatResponse._tagged_fields',
    336: 'BrokerHeartbeatResponse._tagged_fields',
    351: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    352: 'BrokerHeartbeatResponse._unknown_tags',
    353: 'BrokerHeartbeatResponse',
    356: 'BrokerHeartbeatResponse._unknown_tags',
    363: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    365: 'BrokerHeartbeatResponse._tagged_fields',
    369: 'BrokerHeartbeatResponse._tagged_fields',
    374: 'BrokerHeartbeatResponse._tagged_fields',
    375: 'BrokerHeartbeatResponse._tagged_fields',
    390: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    391: 'BrokerHeartbeatResponse._unknown_tags',
    392: 'BrokerHeartbeatResponse',
    395: 'BrokerHeartbeatResponse._unknown_tags',
    402: 'BrokerHeartbeatResponse.ThrottleTimeMs,ErrorCode,IsCaughtUp,IsFenced,ShouldShutDown',
    404: 'BrokerHeartbeatResponse._tagged_fields',
    408: 'BrokerHeartbeatResponse._tagged_fields',
    413: 'BrokerHeartbeatResponse._tagged_fields',
    414: 'BrokerHeartbeatResponse._tagged_fields',
}
