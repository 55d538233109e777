# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/InitProducerIdRequest.json, schemas/messages/InitProducerIdResponse.json.
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

__all__ = ['InitProducerIdRequest', 'InitProducerIdResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ihqh = Struct('>ihqh')
_S_ihqhqh = Struct('>ihqhqh')
_S_iqh = Struct('>iqh')
_S_iqh__ = Struct('>iqh??')


class InitProducerIdRequest(_Message):
    """InitProducerIdRequest (request): API key 22; versions 0-6; flexible in 2-6; listeners: broker."""

    __slots__ = ('transactional_id', 'transaction_timeout_ms', 'producer_id', 'producer_epoch', 'enable2_pc', 'keep_prepared_txn', '_unknown_tags')
    NAME = 'InitProducerIdRequest'
    TYPE = 'request'
    API_KEY = 22
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (2, 6)

    transactional_id: str | None
    """Transactional id, or null for an idempotent-only producer.

    `TransactionalId` (string): versions 0+; nullable in 0+; default ''."""
    transaction_timeout_ms: int
    """Transaction timeout in ms (ignored without a transactional id).

    `TransactionTimeoutMs` (int32): versions 0+; default 0."""
    producer_id: int
    """Current producer id when re-initialising, or -1.

    `ProducerId` (int64): versions 3+; default -1."""
    producer_epoch: int
    """Current producer epoch when re-initialising, or -1.

    `ProducerEpoch` (int16): versions 3+; default -1."""
    enable2_pc: bool
    """Whether the producer takes part in two-phase commit with an external coordinator.

    `Enable2Pc` (bool): versions 6+; default False."""
    keep_prepared_txn: bool
    """Whether to keep a prepared transaction open instead of aborting it.

    `KeepPreparedTxn` (bool): versions 6+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactional_id: str | None = '',
        transaction_timeout_ms: int = 0,
        producer_id: int = -1,
        producer_epoch: int = -1,
        enable2_pc: bool = False,
        keep_prepared_txn: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.transaction_timeout_ms = transaction_timeout_ms
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.enable2_pc = enable2_pc
        self.keep_prepared_txn = keep_prepared_txn
        self._unknown_tags = _unknown_tags


InitProducerIdRequest.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('TransactionTimeoutMs', 'transaction_timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerId', 'producer_id', 'int64', (3, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (3, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Enable2Pc', 'enable2_pc', 'bool', (6, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('KeepPreparedTxn', 'keep_prepared_txn', 'bool', (6, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_InitProducerIdRequest_v0(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.transactional_id
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    a(_S_i.pack(o.transaction_timeout_ms))
    if o.producer_id != -1:
        raise _unsupported_field('InitProducerIdRequest', 'ProducerId', 0)
    if o.producer_epoch != -1:
        raise _unsupported_field('InitProducerIdRequest', 'ProducerEpoch', 0)
    if o.enable2_pc != False:
        raise _unsupported_field('InitProducerIdRequest', 'Enable2Pc', 0)
    if o.keep_prepared_txn != False:
        raise _unsupported_field('InitProducerIdRequest', 'KeepPreparedTxn', 0)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v0(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n4, = _S_h.unpack_from(buf, pos)
    if n4 >= 0:
        x5 = pos + 2 + n4
        if x5 > blen:
            raise _bad_length(n4, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x5], 'utf-8')
        pos = x5
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.producer_id = -1
    o.producer_epoch = -1
    o.enable2_pc = False
    o.keep_prepared_txn = False
    o._unknown_tags = None
    return o, pos


def _enc_InitProducerIdRequest_v1(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s6 = o.transactional_id
    if s6 is None:
        a(b'\xff\xff')
    else:
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
    a(_S_i.pack(o.transaction_timeout_ms))
    if o.producer_id != -1:
        raise _unsupported_field('InitProducerIdRequest', 'ProducerId', 1)
    if o.producer_epoch != -1:
        raise _unsupported_field('InitProducerIdRequest', 'ProducerEpoch', 1)
    if o.enable2_pc != False:
        raise _unsupported_field('InitProducerIdRequest', 'Enable2Pc', 1)
    if o.keep_prepared_txn != False:
        raise _unsupported_field('InitProducerIdRequest', 'KeepPreparedTxn', 1)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v1(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.producer_id = -1
    o.producer_epoch = -1
    o.enable2_pc = False
    o.keep_prepared_txn = False
    o._unknown_tags = None
    return o, pos


def _enc_InitProducerIdRequest_v2(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s11 = o.transactional_id
    if s11 is None:
        a(_H0)
    else:
        b12 = s11.encode()
        n13 = len(b12) + 1
        a(_UV[n13] if n13 < 128 else _uv(n13))
        a(b12)
    a(_S_i.pack(o.transaction_timeout_ms))
    if o.producer_id != -1:
        raise _unsupported_field('InitProducerIdRequest', 'ProducerId', 2)
    if o.producer_epoch != -1:
        raise _unsupported_field('InitProducerIdRequest', 'ProducerEpoch', 2)
    if o.enable2_pc != False:
        raise _unsupported_field('InitProducerIdRequest', 'Enable2Pc', 2)
    if o.keep_prepared_txn != False:
        raise _unsupported_field('InitProducerIdRequest', 'KeepPreparedTxn', 2)
    u14 = o._unknown_tags
    if u14 is None:
        a(_H0)
    else:
        _write_tags(a, None, u14)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v2(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n15 = buf[pos] - 1
    if 0 <= n15 < 127:
        x16 = pos + 1 + n15
        if x16 > blen:
            raise _bad_length(n15, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x16], 'utf-8')
        pos = x16
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.producer_id = -1
    o.producer_epoch = -1
    o.enable2_pc = False
    o.keep_prepared_txn = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt17, pos = _ruv(buf, pos)
        if nt17 * 2 > blen - pos:
            raise _array_too_long(nt17, 'InitProducerIdRequest._tagged_fields', pos)
        uk18: list[tuple[int, bytes]] | None = None
        for _ in range(nt17):
            tg19, pos = _ruv(buf, pos)
            sz20, pos = _ruv(buf, pos)
            x21 = pos + sz20
            if x21 > blen:
                raise _bad_length(sz20, 'InitProducerIdRequest._tagged_fields', pos)
            if uk18 is None:
                uk18 = []
            uk18.append((tg19, bytes(buf[pos:x21])))
            pos = x21
        o._unknown_tags = uk18
    return o, pos


def _enc_InitProducerIdRequest_v3(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s22 = o.transactional_id
    if s22 is None:
        a(_H0)
    else:
        b23 = s22.encode()
        n24 = len(b23) + 1
        a(_UV[n24] if n24 < 128 else _uv(n24))
        a(b23)
    a(_S_iqh.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.enable2_pc != False:
        raise _unsupported_field('InitProducerIdRequest', 'Enable2Pc', 3)
    if o.keep_prepared_txn != False:
        raise _unsupported_field('InitProducerIdRequest', 'KeepPreparedTxn', 3)
    u25 = o._unknown_tags
    if u25 is None:
        a(_H0)
    else:
        _write_tags(a, None, u25)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v3(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n26 = buf[pos] - 1
    if 0 <= n26 < 127:
        x27 = pos + 1 + n26
        if x27 > blen:
            raise _bad_length(n26, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x27], 'utf-8')
        pos = x27
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, o.producer_id, o.producer_epoch = _S_iqh.unpack_from(buf, pos)
    pos += 14
    o.enable2_pc = False
    o.keep_prepared_txn = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt28, pos = _ruv(buf, pos)
        if nt28 * 2 > blen - pos:
            raise _array_too_long(nt28, 'InitProducerIdRequest._tagged_fields', pos)
        uk29: list[tuple[int, bytes]] | None = None
        for _ in range(nt28):
            tg30, pos = _ruv(buf, pos)
            sz31, pos = _ruv(buf, pos)
            x32 = pos + sz31
            if x32 > blen:
                raise _bad_length(sz31, 'InitProducerIdRequest._tagged_fields', pos)
            if uk29 is None:
                uk29 = []
            uk29.append((tg30, bytes(buf[pos:x32])))
            pos = x32
        o._unknown_tags = uk29
    return o, pos


def _enc_InitProducerIdRequest_v4(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s33 = o.transactional_id
    if s33 is None:
        a(_H0)
    else:
        b34 = s33.encode()
        n35 = len(b34) + 1
        a(_UV[n35] if n35 < 128 else _uv(n35))
        a(b34)
    a(_S_iqh.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.enable2_pc != False:
        raise _unsupported_field('InitProducerIdRequest', 'Enable2Pc', 4)
    if o.keep_prepared_txn != False:
        raise _unsupported_field('InitProducerIdRequest', 'KeepPreparedTxn', 4)
    u36 = o._unknown_tags
    if u36 is None:
        a(_H0)
    else:
        _write_tags(a, None, u36)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v4(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n37 = buf[pos] - 1
    if 0 <= n37 < 127:
        x38 = pos + 1 + n37
        if x38 > blen:
            raise _bad_length(n37, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x38], 'utf-8')
        pos = x38
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, o.producer_id, o.producer_epoch = _S_iqh.unpack_from(buf, pos)
    pos += 14
    o.enable2_pc = False
    o.keep_prepared_txn = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt39, pos = _ruv(buf, pos)
        if nt39 * 2 > blen - pos:
            raise _array_too_long(nt39, 'InitProducerIdRequest._tagged_fields', pos)
        uk40: list[tuple[int, bytes]] | None = None
        for _ in range(nt39):
            tg41, pos = _ruv(buf, pos)
            sz42, pos = _ruv(buf, pos)
            x43 = pos + sz42
            if x43 > blen:
                raise _bad_length(sz42, 'InitProducerIdRequest._tagged_fields', pos)
            if uk40 is None:
                uk40 = []
            uk40.append((tg41, bytes(buf[pos:x43])))
            pos = x43
        o._unknown_tags = uk40
    return o, pos


def _enc_InitProducerIdRequest_v5(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s44 = o.transactional_id
    if s44 is None:
        a(_H0)
    else:
        b45 = s44.encode()
        n46 = len(b45) + 1
        a(_UV[n46] if n46 < 128 else _uv(n46))
        a(b45)
    a(_S_iqh.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.enable2_pc != False:
        raise _unsupported_field('InitProducerIdRequest', 'Enable2Pc', 5)
    if o.keep_prepared_txn != False:
        raise _unsupported_field('InitProducerIdRequest', 'KeepPreparedTxn', 5)
    u47 = o._unknown_tags
    if u47 is None:
        a(_H0)
    else:
        _write_tags(a, None, u47)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v5(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n48 = buf[pos] - 1
    if 0 <= n48 < 127:
        x49 = pos + 1 + n48
        if x49 > blen:
            raise _bad_length(n48, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x49], 'utf-8')
        pos = x49
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, o.producer_id, o.producer_epoch = _S_iqh.unpack_from(buf, pos)
    pos += 14
    o.enable2_pc = False
    o.keep_prepared_txn = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt50, pos = _ruv(buf, pos)
        if nt50 * 2 > blen - pos:
            raise _array_too_long(nt50, 'InitProducerIdRequest._tagged_fields', pos)
        uk51: list[tuple[int, bytes]] | None = None
        for _ in range(nt50):
            tg52, pos = _ruv(buf, pos)
            sz53, pos = _ruv(buf, pos)
            x54 = pos + sz53
            if x54 > blen:
                raise _bad_length(sz53, 'InitProducerIdRequest._tagged_fields', pos)
            if uk51 is None:
                uk51 = []
            uk51.append((tg52, bytes(buf[pos:x54])))
            pos = x54
        o._unknown_tags = uk51
    return o, pos


def _enc_InitProducerIdRequest_v6(o: InitProducerIdRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s55 = o.transactional_id
    if s55 is None:
        a(_H0)
    else:
        b56 = s55.encode()
        n57 = len(b56) + 1
        a(_UV[n57] if n57 < 128 else _uv(n57))
        a(b56)
    a(_S_iqh__.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch, o.enable2_pc, o.keep_prepared_txn))
    u58 = o._unknown_tags
    if u58 is None:
        a(_H0)
    else:
        _write_tags(a, None, u58)
    return b''.join(parts)


def _dec_InitProducerIdRequest_v6(buf: _Buffer, pos: int) -> tuple[InitProducerIdRequest, int]:
    blen = len(buf)
    o = _new(InitProducerIdRequest)
    n59 = buf[pos] - 1
    if 0 <= n59 < 127:
        x60 = pos + 1 + n59
        if x60 > blen:
            raise _bad_length(n59, 'InitProducerIdRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x60], 'utf-8')
        pos = x60
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'InitProducerIdRequest.TransactionalId')
    o.transaction_timeout_ms, o.producer_id, o.producer_epoch, o.enable2_pc, o.keep_prepared_txn = _S_iqh__.unpack_from(buf, pos)
    pos += 16
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt61, pos = _ruv(buf, pos)
        if nt61 * 2 > blen - pos:
            raise _array_too_long(nt61, 'InitProducerIdRequest._tagged_fields', pos)
        uk62: list[tuple[int, bytes]] | None = None
        for _ in range(nt61):
            tg63, pos = _ruv(buf, pos)
            sz64, pos = _ruv(buf, pos)
            x65 = pos + sz64
            if x65 > blen:
                raise _bad_length(sz64, 'InitProducerIdRequest._tagged_fields', pos)
            if uk62 is None:
                uk62 = []
            uk62.append((tg63, bytes(buf[pos:x65])))
            pos = x65
        o._unknown_tags = uk62
    return o, pos


InitProducerIdRequest._ENC = {0: _enc_InitProducerIdRequest_v0, 1: _enc_InitProducerIdRequest_v1, 2: _enc_InitProducerIdRequest_v2, 3: _enc_InitProducerIdRequest_v3, 4: _enc_InitProducerIdRequest_v4, 5: _enc_InitProducerIdRequest_v5, 6: _enc_InitProducerIdRequest_v6}
InitProducerIdRequest._DEC = {0: _dec_InitProducerIdRequest_v0, 1: _dec_InitProducerIdRequest_v1, 2: _dec_InitProducerIdRequest_v2, 3: _dec_InitProducerIdRequest_v3, 4: _dec_InitProducerIdRequest_v4, 5: _dec_InitProducerIdRequest_v5, 6: _dec_InitProducerIdRequest_v6}


class InitProducerIdResponse(_Message):
    """InitProducerIdResponse (response): API key 22; versions 0-6; flexible in 2-6."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'ongoing_txn_producer_id', 'ongoing_txn_producer_epoch', '_unknown_tags')
    NAME = 'InitProducerIdResponse'
    TYPE = 'response'
    API_KEY = 22
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (2, 6)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0; ignorable."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    producer_id: int
    """Assigned producer id, or -1 on error.

    `ProducerId` (int64): versions 0+; default -1."""
    producer_epoch: int
    """Assigned producer epoch.

    `ProducerEpoch` (int16): versions 0+; default 0."""
    ongoing_txn_producer_id: int
    """Producer id of the kept prepared transaction, or -1 if none.

    `OngoingTxnProducerId` (int64): versions 6+; default -1."""
    ongoing_txn_producer_epoch: int
    """Producer epoch of the kept prepared transaction, or -1 if none.

    `OngoingTxnProducerEpoch` (int16): versions 6+; default -1."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        producer_id: int = -1,
        producer_epoch: int = 0,
        ongoing_txn_producer_id: int = -1,
        ongoing_txn_producer_epoch: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.ongoing_txn_producer_id = ongoing_txn_producer_id
        self.ongoing_txn_producer_epoch = ongoing_txn_producer_epoch
        self._unknown_tags = _unknown_tags


InitProducerIdResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('OngoingTxnProducerId', 'ongoing_txn_producer_id', 'int64', (6, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('OngoingTxnProducerEpoch', 'ongoing_txn_producer_epoch', 'int16', (6, 32767), (1, 0), (1, 0), None, -1, False, None),
)


def _enc_InitProducerIdResponse_v0(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 0)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 0)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v0(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_InitProducerIdResponse_v1(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 1)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 1)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v1(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_InitProducerIdResponse_v2(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 2)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 2)
    u66 = o._unknown_tags
    if u66 is None:
        a(_H0)
    else:
        _write_tags(a, None, u66)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v2(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt67, pos = _ruv(buf, pos)
        if nt67 * 2 > blen - pos:
            raise _array_too_long(nt67, 'InitProducerIdResponse._tagged_fields', pos)
        uk68: list[tuple[int, bytes]] | None = None
        for _ in range(nt67):
            tg69, pos = _ruv(buf, pos)
            sz70, pos = _ruv(buf, pos)
            x71 = pos + sz70
            if x71 > blen:
                raise _bad_length(sz70, 'InitProducerIdResponse._tagged_fields', pos)
            if uk68 is None:
                uk68 = []
            uk68.append((tg69, bytes(buf[pos:x71])))
            pos = x71
        o._unknown_tags = uk68
    return o, pos


def _enc_InitProducerIdResponse_v3(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 3)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 3)
    u72 = o._unknown_tags
    if u72 is None:
        a(_H0)
    else:
        _write_tags(a, None, u72)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v3(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt73, pos = _ruv(buf, pos)
        if nt73 * 2 > blen - pos:
            raise _array_too_long(nt73, 'InitProducerIdResponse._tagged_fields', pos)
        uk74: list[tuple[int, bytes]] | None = None
        for _ in range(nt73):
            tg75, pos = _ruv(buf, pos)
            sz76, pos = _ruv(buf, pos)
            x77 = pos + sz76
            if x77 > blen:
                raise _bad_length(sz76, 'InitProducerIdResponse._tagged_fields', pos)
            if uk74 is None:
                uk74 = []
            uk74.append((tg75, bytes(buf[pos:x77])))
            pos = x77
        o._unknown_tags = uk74
    return o, pos


def _enc_InitProducerIdResponse_v4(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 4)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 4)
    u78 = o._unknown_tags
    if u78 is None:
        a(_H0)
    else:
        _write_tags(a, None, u78)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v4(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt79, pos = _ruv(buf, pos)
        if nt79 * 2 > blen - pos:
            raise _array_too_long(nt79, 'InitProducerIdResponse._tagged_fields', pos)
        uk80: list[tuple[int, bytes]] | None = None
        for _ in range(nt79):
            tg81, pos = _ruv(buf, pos)
            sz82, pos = _ruv(buf, pos)
            x83 = pos + sz82
            if x83 > blen:
                raise _bad_length(sz82, 'InitProducerIdResponse._tagged_fields', pos)
            if uk80 is None:
                uk80 = []
            uk80.append((tg81, bytes(buf[pos:x83])))
            pos = x83
        o._unknown_tags = uk80
    return o, pos


def _enc_InitProducerIdResponse_v5(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 5)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 5)
    u84 = o._unknown_tags
    if u84 is None:
        a(_H0)
    else:
        _write_tags(a, None, u84)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v5(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt85, pos = _ruv(buf, pos)
        if nt85 * 2 > blen - pos:
            raise _array_too_long(nt85, 'InitProducerIdResponse._tagged_fields', pos)
        uk86: list[tuple[int, bytes]] | None = None
        for _ in range(nt85):
            tg87, pos = _ruv(buf, pos)
            sz88, pos = _ruv(buf, pos)
            x89 = pos + sz88
            if x89 > blen:
                raise _bad_length(sz88, 'InitProducerIdResponse._tagged_fields', pos)
            if uk86 is None:
                uk86 = []
            uk86.append((tg87, bytes(buf[pos:x89])))
            pos = x89
        o._unknown_tags = uk86
    return o, pos


def _enc_InitProducerIdResponse_v6(o: InitProducerIdResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ihqhqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, o.ongoing_txn_producer_id, o.ongoing_txn_producer_epoch))
    u90 = o._unknown_tags
    if u90 is None:
        a(_H0)
    else:
        _write_tags(a, None, u90)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v6(buf: _Buffer, pos: int) -> tuple[InitProducerIdResponse, int]:
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, o.ongoing_txn_producer_id, o.ongoing_txn_producer_epoch = _S_ihqhqh.unpack_from(buf, pos)
    pos += 26
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt91, pos = _ruv(buf, pos)
        if nt91 * 2 > blen - pos:
            raise _array_too_long(nt91, 'InitProducerIdResponse._tagged_fields', pos)
        uk92: list[tuple[int, bytes]] | None = None
        for _ in range(nt91):
            tg93, pos = _ruv(buf, pos)
            sz94, pos = _ruv(buf, pos)
            x95 = pos + sz94
            if x95 > blen:
                raise _bad_length(sz94, 'InitProducerIdResponse._tagged_fields', pos)
            if uk92 is None:
                uk92 = []
            uk92.append((tg93, bytes(buf[pos:x95])))
            pos = x95
        o._unknown_tags = uk92
    return o, pos


InitProducerIdResponse._ENC = {0: _enc_InitProducerIdResponse_v0, 1: _enc_InitProducerIdResponse_v1, 2: _enc_InitProducerIdResponse_v2, 3: _enc_InitProducerIdResponse_v3, 4: _enc_InitProducerIdResponse_v4, 5: _enc_InitProducerIdResponse_v5, 6: _enc_InitProducerIdResponse_v6}
InitProducerIdResponse._DEC = {0: _dec_InitProducerIdResponse_v0, 1: _dec_InitProducerIdResponse_v1, 2: _dec_InitProducerIdResponse_v2, 3: _dec_InitProducerIdResponse_v3, 4: _dec_InitProducerIdResponse_v4, 5: _dec_InitProducerIdResponse_v5, 6: _dec_InitProducerIdResponse_v6}


_LINES = {
    121: 'InitProducerIdRequest.TransactionalId',
    122: 'InitProducerIdRequest.TransactionalId',
    123: 'InitProducerIdRequest.TransactionalId',
    124: 'InitProducerIdRequest.TransactionalId',
    125: 'InitProducerIdRequest.TransactionalId',
    126: 'InitProducerIdRequest.TransactionalId',
    127: 'InitProducerIdRequest.TransactionalId',
    128: 'InitProducerIdRequest.TransactionTimeoutMs',
    129: 'InitProducerIdRequest.ProducerId',
    131: 'InitProducerIdRequest.ProducerEpoch',
    133: 'InitProducerIdRequest.Enable2Pc',
    135: 'InitProducerIdRequest.KeepPreparedTxn',
    143: 'InitProducerIdRequest.TransactionalId',
    148: 'InitProducerIdRequest.TransactionalId',
    151: 'InitProducerIdRequest.TransactionalId',
    152: 'InitProducerIdRequest.TransactionTimeoutMs',
    165: 'InitProducerIdRequest.TransactionalId',
    166: 'InitProducerIdRequest.TransactionalId',
    167: 'InitProducerIdRequest.TransactionalId',
    168: 'InitProducerIdRequest.TransactionalId',
    169: 'InitProducerIdRequest.TransactionalId',
    170: 'InitProducerIdRequest.TransactionalId',
    171: 'InitProducerIdRequest.TransactionalId',
    172: 'InitProducerIdRequest.TransactionTimeoutMs',
    173: 'InitProducerIdRequest.ProducerId',
    175: 'InitProducerIdRequest.ProducerEpoch',
    177: 'InitProducerIdRequest.Enable2Pc',
    179: 'InitProducerIdRequest.KeepPreparedTxn',
    187: 'InitProducerIdRequest.TransactionalId',
    192: 'InitProducerIdRequest.TransactionalId',
    195: 'InitProducerIdRequest.TransactionalId',
    196: 'InitProducerIdRequest.TransactionTimeoutMs',
    209: 'InitProducerIdRequest.TransactionalId',
    210: 'InitProducerIdRequest.TransactionalId',
    211: 'InitProducerIdRequest.TransactionalId',
    212: 'InitProducerIdRequest.TransactionalId',
    213: 'InitProducerIdRequest.TransactionalId',
    214: 'InitProducerIdRequest.TransactionalId',
    215: 'InitProducerIdRequest.TransactionalId',
    216: 'InitProducerIdRequest.TransactionalId',
    217: 'InitProducerIdRequest.TransactionTimeoutMs',
    218: 'InitProducerIdRequest.ProducerId',
    220: 'InitProducerIdRequest.ProducerEpoch',
    222: 'InitProducerIdRequest.Enable2Pc',
    224: 'InitProducerIdRequest.KeepPreparedTxn',
    226: 'InitProducerIdRequest._unknown_tags',
    227: 'InitProducerIdRequest',
    230: 'InitProducerIdRequest._unknown_tags',
    237: 'InitProducerIdRequest.TransactionalId',
    242: 'InitProducerIdRequest.TransactionalId',
    245: 'InitProducerIdRequest.TransactionalId',
    246: 'InitProducerIdRequest.TransactionTimeoutMs',
    252: 'InitProducerIdRequest._tagged_fields',
    256: 'InitProducerIdRequest._tagged_fields',
    261: 'InitProducerIdRequest._tagged_fields',
    262: 'InitProducerIdRequest._tagged_fields',
    277: 'InitProducerIdRequest.TransactionalId',
    278: 'InitProducerIdRequest.TransactionalId',
    279: 'InitProducerIdRequest.TransactionalId',
    280: 'InitProducerIdRequest.TransactionalId',
    281: 'InitProducerIdRequest.TransactionalId',
    282: 'InitProducerIdRequest.TransactionalId',
    283: 'InitProducerIdRequest.TransactionalId',
    284: 'InitProducerIdRequest.TransactionalId',
    285: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    286: 'InitProducerIdRequest.Enable2Pc',
    288: 'InitProducerIdRequest.KeepPreparedTxn',
    290: 'InitProducerIdRequest._unknown_tags',
    291: 'InitProducerIdRequest',
    294: 'InitProducerIdRequest._unknown_tags',
    301: 'InitProducerIdRequest.TransactionalId',
    306: 'InitProducerIdRequest.TransactionalId',
    309: 'InitProducerIdRequest.TransactionalId',
    310: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    314: 'InitProducerIdRequest._tagged_fields',
    318: 'InitProducerIdRequest._tagged_fields',
    323: 'InitProducerIdRequest._tagged_fields',
    324: 'InitProducerIdRequest._tagged_fields',
    339: 'InitProducerIdRequest.TransactionalId',
    340: 'InitProducerIdRequest.TransactionalId',
    341: 'InitProducerIdRequest.TransactionalId',
    342: 'InitProducerIdRequest.TransactionalId',
    343: 'InitProducerIdRequest.TransactionalId',
    344: 'InitProducerIdRequest.TransactionalId',
    345: 'InitProducerIdRequest.TransactionalId',
    346: 'InitProducerIdRequest.TransactionalId',
    347: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    348: 'InitProducerIdRequest.Enable2Pc',
    350: 'InitProducerIdRequest.KeepPreparedTxn',
    352: 'InitProducerIdRequest._unknown_tags',
    353: 'InitProducerIdRequest',
    356: 'InitProducerIdRequest._unknown_tags',
    363: 'InitProducerIdRequest.TransactionalId',
    368: 'InitProducerIdRequest.TransactionalId',
    371: 'InitProducerIdRequest.TransactionalId',
    372: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    376: 'InitProducerIdRequest._tagged_fields',
    380: 'InitProducerIdRequest._tagged_fields',
    385: 'InitProducerIdRequest._tagged_fields',
    386: 'InitProducerIdRequest._tagged_fields',
    401: 'InitProducerIdRequest.TransactionalId',
    402: 'InitProducerIdRequest.TransactionalId',
    403: 'InitProducerIdRequest.TransactionalId',
    404: 'InitProducerIdRequest.TransactionalId',
    405: 'InitProducerIdRequest.TransactionalId',
    406: 'InitProducerIdRequest.TransactionalId',
    407: 'InitProducerIdRequest.TransactionalId',
    408: 'InitProducerIdRequest.TransactionalId',
    409: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    410: 'InitProducerIdRequest.Enable2Pc',
    412: 'InitProducerIdRequest.KeepPreparedTxn',
    414: 'InitProducerIdRequest._unknown_tags',
    415: 'InitProducerIdRequest',
    418: 'InitProducerIdRequest._unknown_tags',
    425: 'InitProducerIdRequest.TransactionalId',
    430: 'InitProducerIdRequest.TransactionalId',
    433: 'InitProducerIdRequest.TransactionalId',
    434: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    438: 'InitProducerIdRequest._tagged_fields',
    442: 'InitProducerIdRequest._tagged_fields',
    447: 'InitProducerIdRequest._tagged_fields',
    448: 'InitProducerIdRequest._tagged_fields',
    463: 'InitProducerIdRequest.TransactionalId',
    464: 'InitProducerIdRequest.TransactionalId',
    465: 'InitProducerIdRequest.TransactionalId',
    466: 'InitProducerIdRequest.TransactionalId',
    467: 'InitProducerIdRequest.TransactionalId',
    468: 'InitProducerIdRequest.TransactionalId',
    469: 'InitProducerIdRequest.TransactionalId',
    470: 'InitProducerIdRequest.TransactionalId',
    471: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch,Enable2Pc,KeepPreparedTxn',
    472: 'InitProducerIdRequest._unknown_tags',
    473: 'InitProducerIdRequest',
    476: 'InitProducerIdRequest._unknown_tags',
    483: 'InitProducerIdRequest.TransactionalId',
    488: 'InitProducerIdRequest.TransactionalId',
    491: 'InitProducerIdRequest.TransactionalId',
    492: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch,Enable2Pc,KeepPreparedTxn',
    494: 'InitProducerIdRequest._tagged_fields',
    498: 'InitProducerIdRequest._tagged_fields',
    503: 'InitProducerIdRequest._tagged_fields',
    504: 'InitProducerIdRequest._tagged_fields',
    590: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    591: 'InitProducerIdResponse.OngoingTxnProducerId',
    593: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    601: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    612: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    613: 'InitProducerIdResponse.OngoingTxnProducerId',
    615: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    623: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    634: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    635: 'InitProducerIdResponse.OngoingTxnProducerId',
    637: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    639: 'InitProducerIdResponse._unknown_tags',
    640: 'InitProducerIdResponse',
    643: 'InitProducerIdResponse._unknown_tags',
    650: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    654: 'InitProducerIdResponse._tagged_fields',
    658: 'InitProducerIdResponse._tagged_fields',
    663: 'InitProducerIdResponse._tagged_fields',
    664: 'InitProducerIdResponse._tagged_fields',
    679: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    680: 'InitProducerIdResponse.OngoingTxnProducerId',
    682: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    684: 'InitProducerIdResponse._unknown_tags',
    685: 'InitProducerIdResponse',
    688: 'InitProducerIdResponse._unknown_tags',
    695: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    699: 'InitProducerIdResponse._tagged_fields',
    703: 'InitProducerIdResponse._tagged_fields',
    708: 'InitProducerIdResponse._tagged_fields',
    709: 'InitProducerIdResponse._tagged_fields',
    724: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    725: 'InitProducerIdResponse.OngoingTxnProducerId',
    727: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    729: 'InitProducerIdResponse._unknown_tags',
    730: 'InitProducerIdResponse',
    733: 'InitProducerIdResponse._unknown_tags',
    740: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    744: 'InitProducerIdResponse._tagged_fields',
    748: 'InitProducerIdResponse._tagged_fields',
    753: 'InitProducerIdResponse._tagged_fields',
    754: 'InitProducerIdResponse._tagged_fields',
    769: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    770: 'InitProducerIdResponse.OngoingTxnProducerId',
    772: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    774: 'InitProducerIdResponse._unknown_tags',
    775: 'InitProducerIdResponse',
    778: 'InitProducerIdResponse._unknown_tags',
    785: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    789: 'InitProducerIdResponse._tagged_fields',
    793: 'InitProducerIdResponse._tagged_fields',
    798: 'InitProducerIdResponse._tagged_fields',
    799: 'InitProducerIdResponse._tagged_fields',
    814: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch,OngoingTxnProducerId,OngoingTxnProducerEpoch',
    815: 'InitProducerIdResponse._unknown_tags',
    816: 'InitProducerIdResponse',
    819: 'InitProducerIdResponse._unknown_tags',
    826: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch,OngoingTxnProducerId,OngoingTxnProducerEpoch',
    828: 'InitProducerIdResponse._tagged_fields',
    832: 'InitProducerIdResponse._tagged_fields',
    837: 'InitProducerIdResponse._tagged_fields',
    838: 'InitProducerIdResponse._tagged_fields',
}
