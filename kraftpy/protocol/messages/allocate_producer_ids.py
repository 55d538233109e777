# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AllocateProducerIdsRequest.json, schemas/messages/AllocateProducerIdsResponse.json.
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

__all__ = ['AllocateProducerIdsRequest', 'AllocateProducerIdsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_ihqi = Struct('>ihqi')
_S_iq = Struct('>iq')


class AllocateProducerIdsRequest(_Message):
    __slots__ = ('broker_id', 'broker_epoch', '_unknown_tags')
    NAME = 'AllocateProducerIdsRequest'
    TYPE = 'request'
    API_KEY = 67
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, broker_id=0, broker_epoch=-1, _unknown_tags=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self._unknown_tags = _unknown_tags


AllocateProducerIdsRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)


def _enc_AllocateProducerIdsRequest_v0(o):
    parts = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_AllocateProducerIdsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(AllocateProducerIdsRequest)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt2, pos = _ruv(buf, pos)
        if nt2 * 2 > blen - pos:
            raise _array_too_long(nt2, 'AllocateProducerIdsRequest._tagged_fields', pos)
        uk3 = None
        for _ in range(nt2):
            tg4, pos = _ruv(buf, pos)
            sz5, pos = _ruv(buf, pos)
            x6 = pos + sz5
            if x6 > blen:
                raise _bad_length(sz5, 'AllocateProducerIdsRequest._tagged_fields', pos)
            if uk3 is None:
                uk3 = []
            uk3.append((tg4, bytes(buf[pos:x6])))
            pos = x6
        o._unknown_tags = uk3
    return o, pos


AllocateProducerIdsRequest._ENC = {0: _enc_AllocateProducerIdsRequest_v0}
AllocateProducerIdsRequest._DEC = {0: _dec_AllocateProducerIdsRequest_v0}


class AllocateProducerIdsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id_start', 'producer_id_len', '_unknown_tags')
    NAME = 'AllocateProducerIdsResponse'
    TYPE = 'response'
    API_KEY = 67
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, throttle_time_ms=0, error_code=0, producer_id_start=0, producer_id_len=0, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id_start = producer_id_start
        self.producer_id_len = producer_id_len
        self._unknown_tags = _unknown_tags


AllocateProducerIdsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerIdStart', 'producer_id_start', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerIdLen', 'producer_id_len', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_AllocateProducerIdsResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ihqi.pack(o.throttle_time_ms, o.error_code, o.producer_id_start, o.producer_id_len))
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_AllocateProducerIdsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(AllocateProducerIdsResponse)
    o.throttle_time_ms, o.error_code, o.producer_id_start, o.producer_id_len = _S_ihqi.unpack_from(buf, pos)
    pos += 18
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt8, pos = _ruv(buf, pos)
        if nt8 * 2 > blen - pos:
            raise _array_too_long(nt8, 'AllocateProducerIdsResponse._tagged_fields', pos)
        uk9 = None
        for _ in range(nt8):
            tg10, pos = _ruv(buf, pos)
            sz11, pos = _ruv(buf, pos)
            x12 = pos + sz11
            if x12 > blen:
                raise _bad_length(sz11, 'AllocateProducerIdsResponse._tagged_fields', pos)
            if uk9 is None:
                uk9 = []
            uk9.append((tg10, bytes(buf[pos:x12])))
            pos = x12
        o._unknown_tags = uk9
    return o, pos


AllocateProducerIdsResponse._ENC = {0: _enc_AllocateProducerIdsResponse_v0}
AllocateProducerIdsResponse._DEC = {0: _dec_AllocateProducerIdsResponse_v0}


_LINES = {
    68: 'AllocateProducerIdsRequest.BrokerId,BrokerEpoch',
    69: 'AllocateProducerIdsRequest._unknown_tags',
    70: 'AllocateProducerIdsRequest',
    73: 'AllocateProducerIdsRequest._unknown_tags',
    80: 'AllocateProducerIdsRequest.BrokerId,BrokerEpoch',
    82: 'AllocateProducerIdsRequest._tagged_fields',
    86: 'AllocateProducerIdsRequest._tagged_fields',
    91: 'AllocateProducerIdsRequest._tagged_fields',
    92: 'AllocateProducerIdsRequest._tagged_fields',
    135: 'AllocateProducerIdsResponse.ThrottleTimeMs,ErrorCode,ProducerIdStart,ProducerIdLen',
    136: 'AllocateProducerIdsResponse._unknown_tags',
    137: 'AllocateProducerIdsResponse',
    140: 'AllocateProducerIdsResponse._unknown_tags',
    147: 'AllocateProducerIdsResponse.ThrottleTimeMs,ErrorCode,ProducerIdStart,ProducerIdLen',
    149: 'AllocateProducerIdsResponse._tagged_fields',
    153: 'AllocateProducerIdsResponse._tagged_fields',
    158: 'AllocateProducerIdsResponse._tagged_fields',
    159: 'AllocateProducerIdsResponse._tagged_fields',
}
