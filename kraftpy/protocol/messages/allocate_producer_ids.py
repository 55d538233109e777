# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AllocateProducerIdsRequest.json, schemas/messages/AllocateProducerIdsResponse.json.
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

__all__ = ['AllocateProducerIdsRequest', 'AllocateProducerIdsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_ihqi = Struct('>ihqi')
_S_iq = Struct('>iq')


class AllocateProducerIdsRequest(_Message):
    """AllocateProducerIdsRequest (request): API key 67; versions 0; flexible in 0; listeners: controller."""

    __slots__ = ('broker_id', 'broker_epoch', '_unknown_tags')
    NAME = 'AllocateProducerIdsRequest'
    TYPE = 'request'
    API_KEY = 67
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    broker_id: int
    """The broker asking for ids.

    `BrokerId` (int32): versions 0+; default 0."""
    broker_epoch: int
    """The asking broker's current epoch.

    `BrokerEpoch` (int64): versions 0+; default -1."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        broker_epoch: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self._unknown_tags = _unknown_tags


AllocateProducerIdsRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)


def _enc_AllocateProducerIdsRequest_v0(o: AllocateProducerIdsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_AllocateProducerIdsRequest_v0(buf: _Buffer, pos: int) -> tuple[AllocateProducerIdsRequest, int]:
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
        uk3: list[tuple[int, bytes]] | None = None
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
    """AllocateProducerIdsResponse (response): API key 67; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id_start', 'producer_id_len', '_unknown_tags')
    NAME = 'AllocateProducerIdsResponse'
    TYPE = 'response'
    API_KEY = 67
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Throttle time in milliseconds (0 when no quota applies).

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """The error, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    producer_id_start: int
    """First id of the block.

    `ProducerIdStart` (int64): versions 0+; default 0."""
    producer_id_len: int
    """How many ids the block holds.

    `ProducerIdLen` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        producer_id_start: int = 0,
        producer_id_len: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
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


def _enc_AllocateProducerIdsResponse_v0(o: AllocateProducerIdsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqi.pack(o.throttle_time_ms, o.error_code, o.producer_id_start, o.producer_id_len))
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_AllocateProducerIdsResponse_v0(buf: _Buffer, pos: int) -> tuple[AllocateProducerIdsResponse, int]:
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
        uk9: list[tuple[int, bytes]] | None = None
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
    89: 'AllocateProducerIdsRequest.BrokerId,BrokerEpoch',
    90: 'AllocateProducerIdsRequest._unknown_tags',
    91: 'AllocateProducerIdsRequest',
    94: 'AllocateProducerIdsRequest._unknown_tags',
    101: 'AllocateProducerIdsRequest.BrokerId,BrokerEpoch',
    103: 'AllocateProducerIdsRequest._tagged_fields',
    107: 'AllocateProducerIdsRequest._tagged_fields',
    112: 'AllocateProducerIdsRequest._tagged_fields',
    113: 'AllocateProducerIdsRequest._tagged_fields',
    185: 'AllocateProducerIdsResponse.ThrottleTimeMs,ErrorCode,ProducerIdStart,ProducerIdLen',
    186: 'AllocateProducerIdsResponse._unknown_tags',
    187: 'AllocateProducerIdsResponse',
    190: 'AllocateProducerIdsResponse._unknown_tags',
    197: 'AllocateProducerIdsResponse.ThrottleTimeMs,ErrorCode,ProducerIdStart,ProducerIdLen',
    199: 'AllocateProducerIdsResponse._tagged_fields',
    203: 'AllocateProducerIdsResponse._tagged_fields',
    208: 'AllocateProducerIdsResponse._tagged_fields',
    209: 'AllocateProducerIdsResponse._tagged_fields',
}
