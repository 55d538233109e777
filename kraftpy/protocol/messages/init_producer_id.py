# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/InitProducerIdRequest.json, schemas/messages/InitProducerIdResponse.json.
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
    __slots__ = ('transactional_id', 'transaction_timeout_ms', 'producer_id', 'producer_epoch', 'enable2_pc', 'keep_prepared_txn', '_unknown_tags')
    NAME = 'InitProducerIdRequest'
    TYPE = 'request'
    API_KEY = 22
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (2, 6)

    def __init__(self, *, transactional_id='', transaction_timeout_ms=0, producer_id=-1, producer_epoch=-1, enable2_pc=False, keep_prepared_txn=False, _unknown_tags=None):
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


def _enc_InitProducerIdRequest_v0(o):
    parts = []
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


def _dec_InitProducerIdRequest_v0(buf, pos):
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


def _enc_InitProducerIdRequest_v1(o):
    parts = []
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


def _dec_InitProducerIdRequest_v1(buf, pos):
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


def _enc_InitProducerIdRequest_v2(o):
    parts = []
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


def _dec_InitProducerIdRequest_v2(buf, pos):
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
        uk18 = None
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


def _enc_InitProducerIdRequest_v3(o):
    parts = []
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


def _dec_InitProducerIdRequest_v3(buf, pos):
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
        uk29 = None
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


def _enc_InitProducerIdRequest_v4(o):
    parts = []
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


def _dec_InitProducerIdRequest_v4(buf, pos):
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
        uk40 = None
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


def _enc_InitProducerIdRequest_v5(o):
    parts = []
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


def _dec_InitProducerIdRequest_v5(buf, pos):
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
        uk51 = None
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


def _enc_InitProducerIdRequest_v6(o):
    parts = []
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


def _dec_InitProducerIdRequest_v6(buf, pos):
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
        uk62 = None
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
    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'ongoing_txn_producer_id', 'ongoing_txn_producer_epoch', '_unknown_tags')
    NAME = 'InitProducerIdResponse'
    TYPE = 'response'
    API_KEY = 22
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (2, 6)

    def __init__(self, *, throttle_time_ms=0, error_code=0, producer_id=-1, producer_epoch=0, ongoing_txn_producer_id=-1, ongoing_txn_producer_epoch=-1, _unknown_tags=None):
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


def _enc_InitProducerIdResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 0)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 0)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_InitProducerIdResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.ongoing_txn_producer_id != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerId', 1)
    if o.ongoing_txn_producer_epoch != -1:
        raise _unsupported_field('InitProducerIdResponse', 'OngoingTxnProducerEpoch', 1)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_InitProducerIdResponse_v2(o):
    parts = []
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


def _dec_InitProducerIdResponse_v2(buf, pos):
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
        uk68 = None
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


def _enc_InitProducerIdResponse_v3(o):
    parts = []
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


def _dec_InitProducerIdResponse_v3(buf, pos):
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
        uk74 = None
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


def _enc_InitProducerIdResponse_v4(o):
    parts = []
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


def _dec_InitProducerIdResponse_v4(buf, pos):
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
        uk80 = None
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


def _enc_InitProducerIdResponse_v5(o):
    parts = []
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


def _dec_InitProducerIdResponse_v5(buf, pos):
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
        uk86 = None
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


def _enc_InitProducerIdResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_ihqhqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, o.ongoing_txn_producer_id, o.ongoing_txn_producer_epoch))
    u90 = o._unknown_tags
    if u90 is None:
        a(_H0)
    else:
        _write_tags(a, None, u90)
    return b''.join(parts)


def _dec_InitProducerIdResponse_v6(buf, pos):
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
        uk92 = None
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
    80: 'InitProducerIdRequest.TransactionalId',
    81: 'InitProducerIdRequest.TransactionalId',
    82: 'InitProducerIdRequest.TransactionalId',
    83: 'InitProducerIdRequest.TransactionalId',
    84: 'InitProducerIdRequest.TransactionalId',
    85: 'InitProducerIdRequest.TransactionalId',
    86: 'InitProducerIdRequest.TransactionalId',
    87: 'InitProducerIdRequest.TransactionTimeoutMs',
    88: 'InitProducerIdRequest.ProducerId',
    90: 'InitProducerIdRequest.ProducerEpoch',
    92: 'InitProducerIdRequest.Enable2Pc',
    94: 'InitProducerIdRequest.KeepPreparedTxn',
    102: 'InitProducerIdRequest.TransactionalId',
    107: 'InitProducerIdRequest.TransactionalId',
    110: 'InitProducerIdRequest.TransactionalId',
    111: 'InitProducerIdRequest.TransactionTimeoutMs',
    124: 'InitProducerIdRequest.TransactionalId',
    125: 'InitProducerIdRequest.TransactionalId',
    126: 'InitProducerIdRequest.TransactionalId',
    127: 'InitProducerIdRequest.TransactionalId',
    128: 'InitProducerIdRequest.TransactionalId',
    129: 'InitProducerIdRequest.TransactionalId',
    130: 'InitProducerIdRequest.TransactionalId',
    131: 'InitProducerIdRequest.TransactionTimeoutMs',
    132: 'InitProducerIdRequest.ProducerId',
    134: 'InitProducerIdRequest.ProducerEpoch',
    136: 'InitProducerIdRequest.Enable2Pc',
    138: 'InitProducerIdRequest.KeepPreparedTxn',
    146: 'InitProducerIdRequest.TransactionalId',
    151: 'InitProducerIdRequest.TransactionalId',
    154: 'InitProducerIdRequest.TransactionalId',
    155: 'InitProducerIdRequest.TransactionTimeoutMs',
    168: 'InitProducerIdRequest.TransactionalId',
    169: 'InitProducerIdRequest.TransactionalId',
    170: 'InitProducerIdRequest.TransactionalId',
    171: 'InitProducerIdRequest.TransactionalId',
    172: 'InitProducerIdRequest.TransactionalId',
    173: 'InitProducerIdRequest.TransactionalId',
    174: 'InitProducerIdRequest.TransactionalId',
    175: 'InitProducerIdRequest.TransactionalId',
    176: 'InitProducerIdRequest.TransactionTimeoutMs',
    177: 'InitProducerIdRequest.ProducerId',
    179: 'InitProducerIdRequest.ProducerEpoch',
    181: 'InitProducerIdRequest.Enable2Pc',
    183: 'InitProducerIdRequest.KeepPreparedTxn',
    185: 'InitProducerIdRequest._unknown_tags',
    186: 'InitProducerIdRequest',
    189: 'InitProducerIdRequest._unknown_tags',
    196: 'InitProducerIdRequest.TransactionalId',
    201: 'InitProducerIdRequest.TransactionalId',
    204: 'InitProducerIdRequest.TransactionalId',
    205: 'InitProducerIdRequest.TransactionTimeoutMs',
    211: 'InitProducerIdRequest._tagged_fields',
    215: 'InitProducerIdRequest._tagged_fields',
    220: 'InitProducerIdRequest._tagged_fields',
    221: 'InitProducerIdRequest._tagged_fields',
    236: 'InitProducerIdRequest.TransactionalId',
    237: 'InitProducerIdRequest.TransactionalId',
    238: 'InitProducerIdRequest.TransactionalId',
    239: 'InitProducerIdRequest.TransactionalId',
    240: 'InitProducerIdRequest.TransactionalId',
    241: 'InitProducerIdRequest.TransactionalId',
    242: 'InitProducerIdRequest.TransactionalId',
    243: 'InitProducerIdRequest.TransactionalId',
    244: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    245: 'InitProducerIdRequest.Enable2Pc',
    247: 'InitProducerIdRequest.KeepPreparedTxn',
    249: 'InitProducerIdRequest._unknown_tags',
    250: 'InitProducerIdRequest',
    253: 'InitProducerIdRequest._unknown_tags',
    260: 'InitProducerIdRequest.TransactionalId',
    265: 'InitProducerIdRequest.TransactionalId',
    268: 'InitProducerIdRequest.TransactionalId',
    269: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    273: 'InitProducerIdRequest._tagged_fields',
    277: 'InitProducerIdRequest._tagged_fields',
    282: 'InitProducerIdRequest._tagged_fields',
    283: 'InitProducerIdRequest._tagged_fields',
    298: 'InitProducerIdRequest.TransactionalId',
    299: 'InitProducerIdRequest.TransactionalId',
    300: 'InitProducerIdRequest.TransactionalId',
    301: 'InitProducerIdRequest.TransactionalId',
    302: 'InitProducerIdRequest.TransactionalId',
    303: 'InitProducerIdRequest.TransactionalId',
    304: 'InitProducerIdRequest.TransactionalId',
    305: 'InitProducerIdRequest.TransactionalId',
    306: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    307: 'InitProducerIdRequest.Enable2Pc',
    309: 'InitProducerIdRequest.KeepPreparedTxn',
    311: 'InitProducerIdRequest._unknown_tags',
    312: 'InitProducerIdRequest',
    315: 'InitProducerIdRequest._unknown_tags',
    322: 'InitProducerIdRequest.TransactionalId',
    327: 'InitProducerIdRequest.TransactionalId',
    330: 'InitProducerIdRequest.TransactionalId',
    331: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    335: 'InitProducerIdRequest._tagged_fields',
    339: 'InitProducerIdRequest._tagged_fields',
    344: 'InitProducerIdRequest._tagged_fields',
    345: 'InitProducerIdRequest._tagged_fields',
    360: 'InitProducerIdRequest.TransactionalId',
    361: 'InitProducerIdRequest.TransactionalId',
    362: 'InitProducerIdRequest.TransactionalId',
    363: 'InitProducerIdRequest.TransactionalId',
    364: 'InitProducerIdRequest.TransactionalId',
    365: 'InitProducerIdRequest.TransactionalId',
    366: 'InitProducerIdRequest.TransactionalId',
    367: 'InitProducerIdRequest.TransactionalId',
    368: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    369: 'InitProducerIdRequest.Enable2Pc',
    371: 'InitProducerIdRequest.KeepPreparedTxn',
    373: 'InitProducerIdRequest._unknown_tags',
    374: 'InitProducerIdRequest',
    377: 'InitProducerIdRequest._unknown_tags',
    384: 'InitProducerIdRequest.TransactionalId',
    389: 'InitProducerIdRequest.TransactionalId',
    392: 'InitProducerIdRequest.TransactionalId',
    393: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch',
    397: 'InitProducerIdRequest._tagged_fields',
    401: 'InitProducerIdRequest._tagged_fields',
    406: 'InitProducerIdRequest._tagged_fields',
    407: 'InitProducerIdRequest._tagged_fields',
    422: 'InitProducerIdRequest.TransactionalId',
    423: 'InitProducerIdRequest.TransactionalId',
    424: 'InitProducerIdRequest.TransactionalId',
    425: 'InitProducerIdRequest.TransactionalId',
    426: 'InitProducerIdRequest.TransactionalId',
    427: 'InitProducerIdRequest.TransactionalId',
    428: 'InitProducerIdRequest.TransactionalId',
    429: 'InitProducerIdRequest.TransactionalId',
    430: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch,Enable2Pc,KeepPreparedTxn',
    431: 'InitProducerIdRequest._unknown_tags',
    432: 'InitProducerIdRequest',
    435: 'InitProducerIdRequest._unknown_tags',
    442: 'InitProducerIdRequest.TransactionalId',
    447: 'InitProducerIdRequest.TransactionalId',
    450: 'InitProducerIdRequest.TransactionalId',
    451: 'InitProducerIdRequest.TransactionTimeoutMs,ProducerId,ProducerEpoch,Enable2Pc,KeepPreparedTxn',
    453: 'InitProducerIdRequest._tagged_fields',
    457: 'InitProducerIdRequest._tagged_fields',
    462: 'InitProducerIdRequest._tagged_fields',
    463: 'InitProducerIdRequest._tagged_fields',
    510: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    511: 'InitProducerIdResponse.OngoingTxnProducerId',
    513: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    521: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    532: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    533: 'InitProducerIdResponse.OngoingTxnProducerId',
    535: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    543: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    554: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    555: 'InitProducerIdResponse.OngoingTxnProducerId',
    557: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    559: 'InitProducerIdResponse._unknown_tags',
    560: 'InitProducerIdResponse',
    563: 'InitProducerIdResponse._unknown_tags',
    570: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    574: 'InitProducerIdResponse._tagged_fields',
    578: 'InitProducerIdResponse._tagged_fields',
    583: 'InitProducerIdResponse._tagged_fields',
    584: 'InitProducerIdResponse._tagged_fields',
    599: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    600: 'InitProducerIdResponse.OngoingTxnProducerId',
    602: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    604: 'InitProducerIdResponse._unknown_tags',
    605: 'InitProducerIdResponse',
    608: 'InitProducerIdResponse._unknown_tags',
    615: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    619: 'InitProducerIdResponse._tagged_fields',
    623: 'InitProducerIdResponse._tagged_fields',
    628: 'InitProducerIdResponse._tagged_fields',
    629: 'InitProducerIdResponse._tagged_fields',
    644: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    645: 'InitProducerIdResponse.OngoingTxnProducerId',
    647: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    649: 'InitProducerIdResponse._unknown_tags',
    650: 'InitProducerIdResponse',
    653: 'InitProducerIdResponse._unknown_tags',
    660: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    664: 'InitProducerIdResponse._tagged_fields',
    668: 'InitProducerIdResponse._tagged_fields',
    673: 'InitProducerIdResponse._tagged_fields',
    674: 'InitProducerIdResponse._tagged_fields',
    689: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    690: 'InitProducerIdResponse.OngoingTxnProducerId',
    692: 'InitProducerIdResponse.OngoingTxnProducerEpoch',
    694: 'InitProducerIdResponse._unknown_tags',
    695: 'InitProducerIdResponse',
    698: 'InitProducerIdResponse._unknown_tags',
    705: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch',
    709: 'InitProducerIdResponse._tagged_fields',
    713: 'InitProducerIdResponse._tagged_fields',
    718: 'InitProducerIdResponse._tagged_fields',
    719: 'InitProducerIdResponse._tagged_fields',
    734: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch,OngoingTxnProducerId,OngoingTxnProducerEpoch',
    735: 'InitProducerIdResponse._unknown_tags',
    736: 'InitProducerIdResponse',
    739: 'InitProducerIdResponse._unknown_tags',
    746: 'InitProducerIdResponse.ThrottleTimeMs,ErrorCode,ProducerId,ProducerEpoch,OngoingTxnProducerId,OngoingTxnProducerEpoch',
    748: 'InitProducerIdResponse._tagged_fields',
    752: 'InitProducerIdResponse._tagged_fields',
    757: 'InitProducerIdResponse._tagged_fields',
    758: 'InitProducerIdResponse._tagged_fields',
}
