# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ListTransactionsRequest.json, schemas/messages/ListTransactionsResponse.json.
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

__all__ = ['ListTransactionsRequest', 'ListTransactionsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_q = _ARRAYS['q']
_CA_q = _COMPACT_ARRAYS['q']
_LA_q = _LONG_ARRAYS['q']
_S_ih = Struct('>ih')
_S_q = Struct('>q')


class ListTransactionsRequest(_Message):
    """ListTransactionsRequest (request): API key 66; versions 0-2; flexible in 0-2; listeners: broker."""

    __slots__ = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern', '_unknown_tags')
    NAME = 'ListTransactionsRequest'
    TYPE = 'request'
    API_KEY = 66
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    state_filters: list[str]
    """State names to keep; empty keeps every state.

    `StateFilters` ([]string): versions 0+; default []."""
    producer_id_filters: list[int]
    """Producer ids to keep; empty keeps every producer.

    `ProducerIdFilters` ([]int64): versions 0+; default []."""
    duration_filter: int
    """Keep only transactions open for longer than this many ms; negative keeps all.

    `DurationFilter` (int64): versions 1+; default -1."""
    transactional_id_pattern: str | None
    """Regular expression (RE2 syntax) the transactional id must match; null or empty keeps all.

    `TransactionalIdPattern` (string): versions 2+; nullable in 2+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        state_filters: list[str] = _EMPTY,
        producer_id_filters: list[int] = _EMPTY,
        duration_filter: int = -1,
        transactional_id_pattern: str | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.state_filters = [] if state_filters is _EMPTY else state_filters
        self.producer_id_filters = [] if producer_id_filters is _EMPTY else producer_id_filters
        self.duration_filter = duration_filter
        self.transactional_id_pattern = transactional_id_pattern
        self._unknown_tags = _unknown_tags


ListTransactionsRequest.FIELDS = (
    _FI('StateFilters', 'state_filters', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('ProducerIdFilters', 'producer_id_filters', '[]int64', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('DurationFilter', 'duration_filter', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('TransactionalIdPattern', 'transactional_id_pattern', 'string', (2, 32767), (2, 32767), (1, 0), None, None, False, None),
)


def _enc_ListTransactionsRequest_v0(o: ListTransactionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.state_filters
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
    l7 = o.producer_id_filters
    n8 = len(l7)
    if n8 < 64:
        a(_CA_q[n8].pack(n8 + 1, *l7))
    else:
        a(_encode_array('q', l7, True))
    if o.duration_filter != -1:
        raise _unsupported_field('ListTransactionsRequest', 'DurationFilter', 0)
    if o.transactional_id_pattern is not None:
        raise _unsupported_field('ListTransactionsRequest', 'TransactionalIdPattern', 0)
    u9 = o._unknown_tags
    if u9 is None:
        a(_H0)
    else:
        _write_tags(a, None, u9)
    return b''.join(parts)


def _dec_ListTransactionsRequest_v0(buf: _Buffer, pos: int) -> tuple[ListTransactionsRequest, int]:
    blen = len(buf)
    o = _new(ListTransactionsRequest)
    n10 = buf[pos] - 1
    if 0 <= n10 < 127:
        pos += 1
    else:
        n10, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsRequest.StateFilters')
    l11: list[str] = []
    ap12 = l11.append
    for _ in range(n10):
        n14 = buf[pos] - 1
        if 0 <= n14 < 127:
            x15 = pos + 1 + n14
            if x15 > blen:
                raise _bad_length(n14, 'ListTransactionsRequest.StateFilters', pos)
            v13 = str(buf[pos + 1:x15], 'utf-8')
            pos = x15
        else:
            v13, pos = _read_string(buf, pos, True, False, 'ListTransactionsRequest.StateFilters')
        ap12(v13)
    o.state_filters = l11
    n16 = buf[pos] - 1
    if 0 <= n16 < 64:
        o.producer_id_filters = list(_A_q[n16].unpack_from(buf, pos + 1))
        pos += 1 + 8 * n16
    else:
        o.producer_id_filters, pos = _read_fixed_array(buf, pos, 'q', True, False, 'ListTransactionsRequest.ProducerIdFilters')
    o.duration_filter = -1
    o.transactional_id_pattern = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt17, pos = _ruv(buf, pos)
        if nt17 * 2 > blen - pos:
            raise _array_too_long(nt17, 'ListTransactionsRequest._tagged_fields', pos)
        uk18: list[tuple[int, bytes]] | None = None
        for _ in range(nt17):
            tg19, pos = _ruv(buf, pos)
            sz20, pos = _ruv(buf, pos)
            x21 = pos + sz20
            if x21 > blen:
                raise _bad_length(sz20, 'ListTransactionsRequest._tagged_fields', pos)
            if uk18 is None:
                uk18 = []
            uk18.append((tg19, bytes(buf[pos:x21])))
            pos = x21
        o._unknown_tags = uk18
    return o, pos


def _enc_ListTransactionsRequest_v1(o: ListTransactionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l22 = o.state_filters
    n23 = len(l22) + 1
    a(_UV[n23] if n23 < 128 else _uv(n23))
    for e24 in l22:
        s25 = e24
        b26 = s25.encode()
        n27 = len(b26) + 1
        a(_UV[n27] if n27 < 128 else _uv(n27))
        a(b26)
    l28 = o.producer_id_filters
    n29 = len(l28)
    if n29 < 64:
        a(_CA_q[n29].pack(n29 + 1, *l28))
    else:
        a(_encode_array('q', l28, True))
    a(_S_q.pack(o.duration_filter))
    if o.transactional_id_pattern is not None:
        raise _unsupported_field('ListTransactionsRequest', 'TransactionalIdPattern', 1)
    u30 = o._unknown_tags
    if u30 is None:
        a(_H0)
    else:
        _write_tags(a, None, u30)
    return b''.join(parts)


def _dec_ListTransactionsRequest_v1(buf: _Buffer, pos: int) -> tuple[ListTransactionsRequest, int]:
    blen = len(buf)
    o = _new(ListTransactionsRequest)
    n31 = buf[pos] - 1
    if 0 <= n31 < 127:
        pos += 1
    else:
        n31, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsRequest.StateFilters')
    l32: list[str] = []
    ap33 = l32.append
    for _ in range(n31):
        n35 = buf[pos] - 1
        if 0 <= n35 < 127:
            x36 = pos + 1 + n35
            if x36 > blen:
                raise _bad_length(n35, 'ListTransactionsRequest.StateFilters', pos)
            v34 = str(buf[pos + 1:x36], 'utf-8')
            pos = x36
        else:
            v34, pos = _read_string(buf, pos, True, False, 'ListTransactionsRequest.StateFilters')
        ap33(v34)
    o.state_filters = l32
    n37 = buf[pos] - 1
    if 0 <= n37 < 64:
        o.producer_id_filters = list(_A_q[n37].unpack_from(buf, pos + 1))
        pos += 1 + 8 * n37
    else:
        o.producer_id_filters, pos = _read_fixed_array(buf, pos, 'q', True, False, 'ListTransactionsRequest.ProducerIdFilters')
    o.duration_filter, = _S_q.unpack_from(buf, pos)
    pos += 8
    o.transactional_id_pattern = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt38, pos = _ruv(buf, pos)
        if nt38 * 2 > blen - pos:
            raise _array_too_long(nt38, 'ListTransactionsRequest._tagged_fields', pos)
        uk39: list[tuple[int, bytes]] | None = None
        for _ in range(nt38):
            tg40, pos = _ruv(buf, pos)
            sz41, pos = _ruv(buf, pos)
            x42 = pos + sz41
            if x42 > blen:
                raise _bad_length(sz41, 'ListTransactionsRequest._tagged_fields', pos)
            if uk39 is None:
                uk39 = []
            uk39.append((tg40, bytes(buf[pos:x42])))
            pos = x42
        o._unknown_tags = uk39
    return o, pos


def _enc_ListTransactionsRequest_v2(o: ListTransactionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l43 = o.state_filters
    n44 = len(l43) + 1
    a(_UV[n44] if n44 < 128 else _uv(n44))
    for e45 in l43:
        s46 = e45
        b47 = s46.encode()
        n48 = len(b47) + 1
        a(_UV[n48] if n48 < 128 else _uv(n48))
        a(b47)
    l49 = o.producer_id_filters
    n50 = len(l49)
    if n50 < 64:
        a(_CA_q[n50].pack(n50 + 1, *l49))
    else:
        a(_encode_array('q', l49, True))
    a(_S_q.pack(o.duration_filter))
    s51 = o.transactional_id_pattern
    if s51 is None:
        a(_H0)
    else:
        b52 = s51.encode()
        n53 = len(b52) + 1
        a(_UV[n53] if n53 < 128 else _uv(n53))
        a(b52)
    u54 = o._unknown_tags
    if u54 is None:
        a(_H0)
    else:
        _write_tags(a, None, u54)
    return b''.join(parts)


def _dec_ListTransactionsRequest_v2(buf: _Buffer, pos: int) -> tuple[ListTransactionsRequest, int]:
    blen = len(buf)
    o = _new(ListTransactionsRequest)
    n55 = buf[pos] - 1
    if 0 <= n55 < 127:
        pos += 1
    else:
        n55, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsRequest.StateFilters')
    l56: list[str] = []
    ap57 = l56.append
    for _ in range(n55):
        n59 = buf[pos] - 1
        if 0 <= n59 < 127:
            x60 = pos + 1 + n59
            if x60 > blen:
                raise _bad_length(n59, 'ListTransactionsRequest.StateFilters', pos)
            v58 = str(buf[pos + 1:x60], 'utf-8')
            pos = x60
        else:
            v58, pos = _read_string(buf, pos, True, False, 'ListTransactionsRequest.StateFilters')
        ap57(v58)
    o.state_filters = l56
    n61 = buf[pos] - 1
    if 0 <= n61 < 64:
        o.producer_id_filters = list(_A_q[n61].unpack_from(buf, pos + 1))
        pos += 1 + 8 * n61
    else:
        o.producer_id_filters, pos = _read_fixed_array(buf, pos, 'q', True, False, 'ListTransactionsRequest.ProducerIdFilters')
    o.duration_filter, = _S_q.unpack_from(buf, pos)
    pos += 8
    n62 = buf[pos] - 1
    if 0 <= n62 < 127:
        x63 = pos + 1 + n62
        if x63 > blen:
            raise _bad_length(n62, 'ListTransactionsRequest.TransactionalIdPattern', pos)
        o.transactional_id_pattern = str(buf[pos + 1:x63], 'utf-8')
        pos = x63
    else:
        o.transactional_id_pattern, pos = _read_string(buf, pos, True, True, 'ListTransactionsRequest.TransactionalIdPattern')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt64, pos = _ruv(buf, pos)
        if nt64 * 2 > blen - pos:
            raise _array_too_long(nt64, 'ListTransactionsRequest._tagged_fields', pos)
        uk65: list[tuple[int, bytes]] | None = None
        for _ in range(nt64):
            tg66, pos = _ruv(buf, pos)
            sz67, pos = _ruv(buf, pos)
            x68 = pos + sz67
            if x68 > blen:
                raise _bad_length(sz67, 'ListTransactionsRequest._tagged_fields', pos)
            if uk65 is None:
                uk65 = []
            uk65.append((tg66, bytes(buf[pos:x68])))
            pos = x68
        o._unknown_tags = uk65
    return o, pos


ListTransactionsRequest._ENC = {0: _enc_ListTransactionsRequest_v0, 1: _enc_ListTransactionsRequest_v1, 2: _enc_ListTransactionsRequest_v2}
ListTransactionsRequest._DEC = {0: _dec_ListTransactionsRequest_v0, 1: _dec_ListTransactionsRequest_v1, 2: _dec_ListTransactionsRequest_v2}


class ListTransactionsResponse(_Message):
    """ListTransactionsResponse (response): API key 66; versions 0-2; flexible in 0-2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states', '_unknown_tags')
    NAME = 'ListTransactionsResponse'
    TYPE = 'response'
    API_KEY = 66
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    unknown_state_filters: list[str]
    """State names of the request that the coordinator does not know.

    `UnknownStateFilters` ([]string): versions 0+; default []."""
    transaction_states: list[ListTransactionsResponse.TransactionState]
    """The matching transactions.

    `TransactionStates` ([]TransactionState): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        unknown_state_filters: list[str] = _EMPTY,
        transaction_states: list[ListTransactionsResponse.TransactionState] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_state_filters = [] if unknown_state_filters is _EMPTY else unknown_state_filters
        self.transaction_states = [] if transaction_states is _EMPTY else transaction_states
        self._unknown_tags = _unknown_tags

    class TransactionState(_Message):
        """The matching transactions.

        TransactionState (in ListTransactionsResponse): versions 0+."""

        __slots__ = ('transactional_id', 'producer_id', 'transaction_state', '_unknown_tags')
        NAME = 'ListTransactionsResponse.TransactionState'

        transactional_id: str
        """Transactional id.

        `TransactionalId` (string): versions 0+; default ''."""
        producer_id: int
        """Producer id the transactional id uses.

        `ProducerId` (int64): versions 0+; default 0."""
        transaction_state: str
        """State name.

        `TransactionState` (string): versions 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            transactional_id: str = '',
            producer_id: int = 0,
            transaction_state: str = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.transactional_id = transactional_id
            self.producer_id = producer_id
            self.transaction_state = transaction_state
            self._unknown_tags = _unknown_tags


_C_ListTransactionsResponse_TransactionState = ListTransactionsResponse.TransactionState
ListTransactionsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('UnknownStateFilters', 'unknown_state_filters', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('TransactionStates', 'transaction_states', '[]TransactionState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListTransactionsResponse_TransactionState),
)
_C_ListTransactionsResponse_TransactionState.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionState', 'transaction_state', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
)
_DEF_ListTransactionsResponse_TransactionState = _C_ListTransactionsResponse_TransactionState()

def _mk_ListTransactionsResponse_TransactionState() -> ListTransactionsResponse.TransactionState:
    o = _new(_C_ListTransactionsResponse_TransactionState)
    o.transactional_id = ''
    o.producer_id = 0
    o.transaction_state = ''
    o._unknown_tags = None
    return o


def _enc_ListTransactionsResponse_v0(o: ListTransactionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l69 = o.unknown_state_filters
    n70 = len(l69) + 1
    a(_UV[n70] if n70 < 128 else _uv(n70))
    for e71 in l69:
        s72 = e71
        b73 = s72.encode()
        n74 = len(b73) + 1
        a(_UV[n74] if n74 < 128 else _uv(n74))
        a(b73)
    l75 = o.transaction_states
    n76 = len(l75) + 1
    a(_UV[n76] if n76 < 128 else _uv(n76))
    for e77 in l75:
        s78 = e77.transactional_id
        b79 = s78.encode()
        n80 = len(b79) + 1
        a(_UV[n80] if n80 < 128 else _uv(n80))
        a(b79)
        a(_S_q.pack(e77.producer_id))
        s81 = e77.transaction_state
        b82 = s81.encode()
        n83 = len(b82) + 1
        a(_UV[n83] if n83 < 128 else _uv(n83))
        a(b82)
        u84 = e77._unknown_tags
        if u84 is None:
            a(_H0)
        else:
            _write_tags(a, None, u84)
    u85 = o._unknown_tags
    if u85 is None:
        a(_H0)
    else:
        _write_tags(a, None, u85)
    return b''.join(parts)


def _dec_ListTransactionsResponse_v0(buf: _Buffer, pos: int) -> tuple[ListTransactionsResponse, int]:
    blen = len(buf)
    o = _new(ListTransactionsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n86 = buf[pos] - 1
    if 0 <= n86 < 127:
        pos += 1
    else:
        n86, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsResponse.UnknownStateFilters')
    l87: list[str] = []
    ap88 = l87.append
    for _ in range(n86):
        n90 = buf[pos] - 1
        if 0 <= n90 < 127:
            x91 = pos + 1 + n90
            if x91 > blen:
                raise _bad_length(n90, 'ListTransactionsResponse.UnknownStateFilters', pos)
            v89 = str(buf[pos + 1:x91], 'utf-8')
            pos = x91
        else:
            v89, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.UnknownStateFilters')
        ap88(v89)
    o.unknown_state_filters = l87
    n92 = buf[pos] - 1
    if 0 <= n92 < 127:
        pos += 1
    else:
        n92, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsResponse.TransactionStates')
    l93: list[ListTransactionsResponse.TransactionState] = []
    ap94 = l93.append
    for _ in range(n92):
        t95 = _new(_C_ListTransactionsResponse_TransactionState)
        n96 = buf[pos] - 1
        if 0 <= n96 < 127:
            x97 = pos + 1 + n96
            if x97 > blen:
                raise _bad_length(n96, 'ListTransactionsResponse.TransactionStates.TransactionalId', pos)
            t95.transactional_id = str(buf[pos + 1:x97], 'utf-8')
            pos = x97
        else:
            t95.transactional_id, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.TransactionStates.TransactionalId')
        t95.producer_id, = _S_q.unpack_from(buf, pos)
        pos += 8
        n98 = buf[pos] - 1
        if 0 <= n98 < 127:
            x99 = pos + 1 + n98
            if x99 > blen:
                raise _bad_length(n98, 'ListTransactionsResponse.TransactionStates.TransactionState', pos)
            t95.transaction_state = str(buf[pos + 1:x99], 'utf-8')
            pos = x99
        else:
            t95.transaction_state, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.TransactionStates.TransactionState')
        if buf[pos] == 0:
            pos += 1
            t95._unknown_tags = None
        else:
            nt100, pos = _ruv(buf, pos)
            if nt100 * 2 > blen - pos:
                raise _array_too_long(nt100, 'ListTransactionsResponse.TransactionStates._tagged_fields', pos)
            uk101: list[tuple[int, bytes]] | None = None
            for _ in range(nt100):
                tg102, pos = _ruv(buf, pos)
                sz103, pos = _ruv(buf, pos)
                x104 = pos + sz103
                if x104 > blen:
                    raise _bad_length(sz103, 'ListTransactionsResponse.TransactionStates._tagged_fields', pos)
                if uk101 is None:
                    uk101 = []
                uk101.append((tg102, bytes(buf[pos:x104])))
                pos = x104
            t95._unknown_tags = uk101
        ap94(t95)
    o.transaction_states = l93
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt105, pos = _ruv(buf, pos)
        if nt105 * 2 > blen - pos:
            raise _array_too_long(nt105, 'ListTransactionsResponse._tagged_fields', pos)
        uk106: list[tuple[int, bytes]] | None = None
        for _ in range(nt105):
            tg107, pos = _ruv(buf, pos)
            sz108, pos = _ruv(buf, pos)
            x109 = pos + sz108
            if x109 > blen:
                raise _bad_length(sz108, 'ListTransactionsResponse._tagged_fields', pos)
            if uk106 is None:
                uk106 = []
            uk106.append((tg107, bytes(buf[pos:x109])))
            pos = x109
        o._unknown_tags = uk106
    return o, pos


def _enc_ListTransactionsResponse_v1(o: ListTransactionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l110 = o.unknown_state_filters
    n111 = len(l110) + 1
    a(_UV[n111] if n111 < 128 else _uv(n111))
    for e112 in l110:
        s113 = e112
        b114 = s113.encode()
        n115 = len(b114) + 1
        a(_UV[n115] if n115 < 128 else _uv(n115))
        a(b114)
    l116 = o.transaction_states
    n117 = len(l116) + 1
    a(_UV[n117] if n117 < 128 else _uv(n117))
    for e118 in l116:
        s119 = e118.transactional_id
        b120 = s119.encode()
        n121 = len(b120) + 1
        a(_UV[n121] if n121 < 128 else _uv(n121))
        a(b120)
        a(_S_q.pack(e118.producer_id))
        s122 = e118.transaction_state
        b123 = s122.encode()
        n124 = len(b123) + 1
        a(_UV[n124] if n124 < 128 else _uv(n124))
        a(b123)
        u125 = e118._unknown_tags
        if u125 is None:
            a(_H0)
        else:
            _write_tags(a, None, u125)
    u126 = o._unknown_tags
    if u126 is None:
        a(_H0)
    else:
        _write_tags(a, None, u126)
    return b''.join(parts)


def _dec_ListTransactionsResponse_v1(buf: _Buffer, pos: int) -> tuple[ListTransactionsResponse, int]:
    blen = len(buf)
    o = _new(ListTransactionsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n127 = buf[pos] - 1
    if 0 <= n127 < 127:
        pos += 1
    else:
        n127, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsResponse.UnknownStateFilters')
    l128: list[str] = []
    ap129 = l128.append
    for _ in range(n127):
        n131 = buf[pos] - 1
        if 0 <= n131 < 127:
            x132 = pos + 1 + n131
            if x132 > blen:
                raise _bad_length(n131, 'ListTransactionsResponse.UnknownStateFilters', pos)
            v130 = str(buf[pos + 1:x132], 'utf-8')
            pos = x132
        else:
            v130, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.UnknownStateFilters')
        ap129(v130)
    o.unknown_state_filters = l128
    n133 = buf[pos] - 1
    if 0 <= n133 < 127:
        pos += 1
    else:
        n133, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsResponse.TransactionStates')
    l134: list[ListTransactionsResponse.TransactionState] = []
    ap135 = l134.append
    for _ in range(n133):
        t136 = _new(_C_ListTransactionsResponse_TransactionState)
        n137 = buf[pos] - 1
        if 0 <= n137 < 127:
            x138 = pos + 1 + n137
            if x138 > blen:
                raise _bad_length(n137, 'ListTransactionsResponse.TransactionStates.TransactionalId', pos)
            t136.transactional_id = str(buf[pos + 1:x138], 'utf-8')
            pos = x138
        else:
            t136.transactional_id, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.TransactionStates.TransactionalId')
        t136.producer_id, = _S_q.unpack_from(buf, pos)
        pos += 8
        n139 = buf[pos] - 1
        if 0 <= n139 < 127:
            x140 = pos + 1 + n139
            if x140 > blen:
                raise _bad_length(n139, 'ListTransactionsResponse.TransactionStates.TransactionState', pos)
            t136.transaction_state = str(buf[pos + 1:x140], 'utf-8')
            pos = x140
        else:
            t136.transaction_state, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.TransactionStates.TransactionState')
        if buf[pos] == 0:
            pos += 1
            t136._unknown_tags = None
        else:
            nt141, pos = _ruv(buf, pos)
            if nt141 * 2 > blen - pos:
                raise _array_too_long(nt141, 'ListTransactionsResponse.TransactionStates._tagged_fields', pos)
            uk142: list[tuple[int, bytes]] | None = None
            for _ in range(nt141):
                tg143, pos = _ruv(buf, pos)
                sz144, pos = _ruv(buf, pos)
                x145 = pos + sz144
                if x145 > blen:
                    raise _bad_length(sz144, 'ListTransactionsResponse.TransactionStates._tagged_fields', pos)
                if uk142 is None:
                    uk142 = []
                uk142.append((tg143, bytes(buf[pos:x145])))
                pos = x145
            t136._unknown_tags = uk142
        ap135(t136)
    o.transaction_states = l134
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt146, pos = _ruv(buf, pos)
        if nt146 * 2 > blen - pos:
            raise _array_too_long(nt146, 'ListTransactionsResponse._tagged_fields', pos)
        uk147: list[tuple[int, bytes]] | None = None
        for _ in range(nt146):
            tg148, pos = _ruv(buf, pos)
            sz149, pos = _ruv(buf, pos)
            x150 = pos + sz149
            if x150 > blen:
                raise _bad_length(sz149, 'ListTransactionsResponse._tagged_fields', pos)
            if uk147 is None:
                uk147 = []
            uk147.append((tg148, bytes(buf[pos:x150])))
            pos = x150
        o._unknown_tags = uk147
    return o, pos


def _enc_ListTransactionsResponse_v2(o: ListTransactionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l151 = o.unknown_state_filters
    n152 = len(l151) + 1
    a(_UV[n152] if n152 < 128 else _uv(n152))
    for e153 in l151:
        s154 = e153
        b155 = s154.encode()
        n156 = len(b155) + 1
        a(_UV[n156] if n156 < 128 else _uv(n156))
        a(b155)
    l157 = o.transaction_states
    n158 = len(l157) + 1
    a(_UV[n158] if n158 < 128 else _uv(n158))
    for e159 in l157:
        s160 = e159.transactional_id
        b161 = s160.encode()
        n162 = len(b161) + 1
        a(_UV[n162] if n162 < 128 else _uv(n162))
        a(b161)
        a(_S_q.pack(e159.producer_id))
        s163 = e159.transaction_state
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        u166 = e159._unknown_tags
        if u166 is None:
            a(_H0)
        else:
            _write_tags(a, None, u166)
    u167 = o._unknown_tags
    if u167 is None:
        a(_H0)
    else:
        _write_tags(a, None, u167)
    return b''.join(parts)


def _dec_ListTransactionsResponse_v2(buf: _Buffer, pos: int) -> tuple[ListTransactionsResponse, int]:
    blen = len(buf)
    o = _new(ListTransactionsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n168 = buf[pos] - 1
    if 0 <= n168 < 127:
        pos += 1
    else:
        n168, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsResponse.UnknownStateFilters')
    l169: list[str] = []
    ap170 = l169.append
    for _ in range(n168):
        n172 = buf[pos] - 1
        if 0 <= n172 < 127:
            x173 = pos + 1 + n172
            if x173 > blen:
                raise _bad_length(n172, 'ListTransactionsResponse.UnknownStateFilters', pos)
            v171 = str(buf[pos + 1:x173], 'utf-8')
            pos = x173
        else:
            v171, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.UnknownStateFilters')
        ap170(v171)
    o.unknown_state_filters = l169
    n174 = buf[pos] - 1
    if 0 <= n174 < 127:
        pos += 1
    else:
        n174, pos = _read_array_len(buf, pos, True, False, 1, 'ListTransactionsResponse.TransactionStates')
    l175: list[ListTransactionsResponse.TransactionState] = []
    ap176 = l175.append
    for _ in range(n174):
        t177 = _new(_C_ListTransactionsResponse_TransactionState)
        n178 = buf[pos] - 1
        if 0 <= n178 < 127:
            x179 = pos + 1 + n178
            if x179 > blen:
                raise _bad_length(n178, 'ListTransactionsResponse.TransactionStates.TransactionalId', pos)
            t177.transactional_id = str(buf[pos + 1:x179], 'utf-8')
            pos = x179
        else:
            t177.transactional_id, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.TransactionStates.TransactionalId')
        t177.producer_id, = _S_q.unpack_from(buf, pos)
        pos += 8
        n180 = buf[pos] - 1
        if 0 <= n180 < 127:
            x181 = pos + 1 + n180
            if x181 > blen:
                raise _bad_length(n180, 'ListTransactionsResponse.TransactionStates.TransactionState', pos)
            t177.transaction_state = str(buf[pos + 1:x181], 'utf-8')
            pos = x181
        else:
            t177.transaction_state, pos = _read_string(buf, pos, True, False, 'ListTransactionsResponse.TransactionStates.TransactionState')
        if buf[pos] == 0:
            pos += 1
            t177._unknown_tags = None
        else:
            nt182, pos = _ruv(buf, pos)
            if nt182 * 2 > blen - pos:
                raise _array_too_long(nt182, 'ListTransactionsResponse.TransactionStates._tagged_fields', pos)
            uk183: list[tuple[int, bytes]] | None = None
            for _ in range(nt182):
                tg184, pos = _ruv(buf, pos)
                sz185, pos = _ruv(buf, pos)
                x186 = pos + sz185
                if x186 > blen:
                    raise _bad_length(sz185, 'ListTransactionsResponse.TransactionStates._tagged_fields', pos)
                if uk183 is None:
                    uk183 = []
                uk183.append((tg184, bytes(buf[pos:x186])))
                pos = x186
            t177._unknown_tags = uk183
        ap176(t177)
    o.transaction_states = l175
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt187, pos = _ruv(buf, pos)
        if nt187 * 2 > blen - pos:
            raise _array_too_long(nt187, 'ListTransactionsResponse._tagged_fields', pos)
        uk188: list[tuple[int, bytes]] | None = None
        for _ in range(nt187):
            tg189, pos = _ruv(buf, pos)
            sz190, pos = _ruv(buf, pos)
            x191 = pos + sz190
            if x191 > blen:
                raise _bad_length(sz190, 'ListTransactionsResponse._tagged_fields', pos)
            if uk188 is None:
                uk188 = []
            uk188.append((tg189, bytes(buf[pos:x191])))
            pos = x191
        o._unknown_tags = uk188
    return o, pos


ListTransactionsResponse._ENC = {0: _enc_ListTransactionsResponse_v0, 1: _enc_ListTransactionsResponse_v1, 2: _enc_ListTransactionsResponse_v2}
ListTransactionsResponse._DEC = {0: _dec_ListTransactionsResponse_v0, 1: _dec_ListTransactionsResponse_v1, 2: _dec_ListTransactionsResponse_v2}


_LINES = {
    106: 'ListTransactionsRequest.StateFilters',
    107: 'ListTransactionsRequest.StateFilters',
    108: 'ListTransactionsRequest.StateFilters',
    109: 'ListTransactionsRequest.StateFilters',
    110: 'ListTransactionsRequest.StateFilters',
    111: 'ListTransactionsRequest.StateFilters',
    112: 'ListTransactionsRequest.StateFilters',
    113: 'ListTransactionsRequest.StateFilters',
    114: 'ListTransactionsRequest.StateFilters',
    115: 'ListTransactionsRequest.ProducerIdFilters',
    116: 'ListTransactionsRequest.ProducerIdFilters',
    118: 'ListTransactionsRequest.ProducerIdFilters',
    120: 'ListTransactionsRequest.ProducerIdFilters',
    121: 'ListTransactionsRequest.DurationFilter',
    123: 'ListTransactionsRequest.TransactionalIdPattern',
    125: 'ListTransactionsRequest._unknown_tags',
    126: 'ListTransactionsRequest',
    129: 'ListTransactionsRequest._unknown_tags',
    136: 'ListTransactionsRequest.StateFilters',
    140: 'ListTransactionsRequest.StateFilters',
    144: 'ListTransactionsRequest.StateFilters',
    149: 'ListTransactionsRequest.StateFilters',
    152: 'ListTransactionsRequest.StateFilters',
    155: 'ListTransactionsRequest.ProducerIdFilters',
    157: 'ListTransactionsRequest.ProducerIdFilters',
    160: 'ListTransactionsRequest.ProducerIdFilters',
    163: 'ListTransactionsRequest._tagged_fields',
    167: 'ListTransactionsRequest._tagged_fields',
    172: 'ListTransactionsRequest._tagged_fields',
    173: 'ListTransactionsRequest._tagged_fields',
    188: 'ListTransactionsRequest.StateFilters',
    189: 'ListTransactionsRequest.StateFilters',
    190: 'ListTransactionsRequest.StateFilters',
    191: 'ListTransactionsRequest.StateFilters',
    192: 'ListTransactionsRequest.StateFilters',
    193: 'ListTransactionsRequest.StateFilters',
    194: 'ListTransactionsRequest.StateFilters',
    195: 'ListTransactionsRequest.StateFilters',
    196: 'ListTransactionsRequest.StateFilters',
    197: 'ListTransactionsRequest.ProducerIdFilters',
    198: 'ListTransactionsRequest.ProducerIdFilters',
    200: 'ListTransactionsRequest.ProducerIdFilters',
    202: 'ListTransactionsRequest.ProducerIdFilters',
    203: 'ListTransactionsRequest.DurationFilter',
    204: 'ListTransactionsRequest.TransactionalIdPattern',
    206: 'ListTransactionsRequest._unknown_tags',
    207: 'ListTransactionsRequest',
    210: 'ListTransactionsRequest._unknown_tags',
    217: 'ListTransactionsRequest.StateFilters',
    221: 'ListTransactionsRequest.StateFilters',
    225: 'ListTransactionsRequest.StateFilters',
    230: 'ListTransactionsRequest.StateFilters',
    233: 'ListTransactionsRequest.StateFilters',
    236: 'ListTransactionsRequest.ProducerIdFilters',
    238: 'ListTransactionsRequest.ProducerIdFilters',
    241: 'ListTransactionsRequest.ProducerIdFilters',
    242: 'ListTransactionsRequest.DurationFilter',
    245: 'ListTransactionsRequest._tagged_fields',
    249: 'ListTransactionsRequest._tagged_fields',
    254: 'ListTransactionsRequest._tagged_fields',
    255: 'ListTransactionsRequest._tagged_fields',
    270: 'ListTransactionsRequest.StateFilters',
    271: 'ListTransactionsRequest.StateFilters',
    272: 'ListTransactionsRequest.StateFilters',
    273: 'ListTransactionsRequest.StateFilters',
    274: 'ListTransactionsRequest.StateFilters',
    275: 'ListTransactionsRequest.StateFilters',
    276: 'ListTransactionsRequest.StateFilters',
    277: 'ListTransactionsRequest.StateFilters',
    278: 'ListTransactionsRequest.StateFilters',
    279: 'ListTransactionsRequest.ProducerIdFilters',
    280: 'ListTransactionsRequest.ProducerIdFilters',
    282: 'ListTransactionsRequest.ProducerIdFilters',
    284: 'ListTransactionsRequest.ProducerIdFilters',
    285: 'ListTransactionsRequest.DurationFilter',
    286: 'ListTransactionsRequest.TransactionalIdPattern',
    287: 'ListTransactionsRequest.TransactionalIdPattern',
    288: 'ListTransactionsRequest.TransactionalIdPattern',
    289: 'ListTransactionsRequest.TransactionalIdPattern',
    290: 'ListTransactionsRequest.TransactionalIdPattern',
    291: 'ListTransactionsRequest.TransactionalIdPattern',
    292: 'ListTransactionsRequest.TransactionalIdPattern',
    293: 'ListTransactionsRequest.TransactionalIdPattern',
    294: 'ListTransactionsRequest._unknown_tags',
    295: 'ListTransactionsRequest',
    298: 'ListTransactionsRequest._unknown_tags',
    305: 'ListTransactionsRequest.StateFilters',
    309: 'ListTransactionsRequest.StateFilters',
    313: 'ListTransactionsRequest.StateFilters',
    318: 'ListTransactionsRequest.StateFilters',
    321: 'ListTransactionsRequest.StateFilters',
    324: 'ListTransactionsRequest.ProducerIdFilters',
    326: 'ListTransactionsRequest.ProducerIdFilters',
    329: 'ListTransactionsRequest.ProducerIdFilters',
    330: 'ListTransactionsRequest.DurationFilter',
    332: 'ListTransactionsRequest.TransactionalIdPattern',
    337: 'ListTransactionsRequest.TransactionalIdPattern',
    340: 'ListTransactionsRequest.TransactionalIdPattern',
    341: 'ListTransactionsRequest._tagged_fields',
    345: 'ListTransactionsRequest._tagged_fields',
    350: 'ListTransactionsRequest._tagged_fields',
    351: 'ListTransactionsRequest._tagged_fields',
    474: 'ListTransactionsResponse.ThrottleTimeMs,ErrorCode',
    475: 'ListTransactionsResponse.UnknownStateFilters',
    476: 'ListTransactionsResponse.UnknownStateFilters',
    477: 'ListTransactionsResponse.UnknownStateFilters',
    478: 'ListTransactionsResponse.UnknownStateFilters',
    479: 'ListTransactionsResponse.UnknownStateFilters',
    480: 'ListTransactionsResponse.UnknownStateFilters',
    481: 'ListTransactionsResponse.UnknownStateFilters',
    482: 'ListTransactionsResponse.UnknownStateFilters',
    483: 'ListTransactionsResponse.UnknownStateFilters',
    484: 'ListTransactionsResponse.TransactionStates',
    485: 'ListTransactionsResponse.TransactionStates',
    486: 'ListTransactionsResponse.TransactionStates',
    487: 'ListTransactionsResponse.TransactionStates',
    488: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    489: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    490: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    491: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    492: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    493: 'ListTransactionsResponse.TransactionStates.ProducerId',
    494: 'ListTransactionsResponse.TransactionStates.TransactionState',
    495: 'ListTransactionsResponse.TransactionStates.TransactionState',
    496: 'ListTransactionsResponse.TransactionStates.TransactionState',
    497: 'ListTransactionsResponse.TransactionStates.TransactionState',
    498: 'ListTransactionsResponse.TransactionStates.TransactionState',
    499: 'ListTransactionsResponse.TransactionStates._unknown_tags',
    500: 'ListTransactionsResponse.TransactionStates',
    503: 'ListTransactionsResponse.TransactionStates._unknown_tags',
    504: 'ListTransactionsResponse._unknown_tags',
    505: 'ListTransactionsResponse',
    508: 'ListTransactionsResponse._unknown_tags',
    515: 'ListTransactionsResponse.ThrottleTimeMs,ErrorCode',
    517: 'ListTransactionsResponse.UnknownStateFilters',
    521: 'ListTransactionsResponse.UnknownStateFilters',
    525: 'ListTransactionsResponse.UnknownStateFilters',
    530: 'ListTransactionsResponse.UnknownStateFilters',
    533: 'ListTransactionsResponse.UnknownStateFilters',
    536: 'ListTransactionsResponse.TransactionStates',
    540: 'ListTransactionsResponse.TransactionStates',
    545: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    550: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    553: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    554: 'ListTransactionsResponse.TransactionStates.ProducerId',
    556: 'ListTransactionsResponse.TransactionStates.TransactionState',
    561: 'ListTransactionsResponse.TransactionStates.TransactionState',
    564: 'ListTransactionsResponse.TransactionStates.TransactionState',
    565: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    569: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    574: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    575: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    586: 'ListTransactionsResponse._tagged_fields',
    590: 'ListTransactionsResponse._tagged_fields',
    595: 'ListTransactionsResponse._tagged_fields',
    596: 'ListTransactionsResponse._tagged_fields',
    611: 'ListTransactionsResponse.ThrottleTimeMs,ErrorCode',
    612: 'ListTransactionsResponse.UnknownStateFilters',
    613: 'ListTransactionsResponse.UnknownStateFilters',
    614: 'ListTransactionsResponse.UnknownStateFilters',
    615: 'ListTransactionsResponse.UnknownStateFilters',
    616: 'ListTransactionsResponse.UnknownStateFilters',
    617: 'ListTransactionsResponse.UnknownStateFilters',
    618: 'ListTransactionsResponse.UnknownStateFilters',
    619: 'ListTransactionsResponse.UnknownStateFilters',
    620: 'ListTransactionsResponse.UnknownStateFilters',
    621: 'ListTransactionsResponse.TransactionStates',
    622: 'ListTransactionsResponse.TransactionStates',
    623: 'ListTransactionsResponse.TransactionStates',
    624: 'ListTransactionsResponse.TransactionStates',
    625: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    626: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    627: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    628: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    629: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    630: 'ListTransactionsResponse.TransactionStates.ProducerId',
    631: 'ListTransactionsResponse.TransactionStates.TransactionState',
    632: 'ListTransactionsResponse.TransactionStates.TransactionState',
    633: 'ListTransactionsResponse.TransactionStates.TransactionState',
    634: 'ListTransactionsResponse.TransactionStates.TransactionState',
    635: 'ListTransactionsResponse.TransactionStates.TransactionState',
    636: 'ListTransactionsResponse.TransactionStates._unknown_tags',
    637: 'ListTransactionsResponse.TransactionStates',
    640: 'ListTransactionsResponse.TransactionStates._unknown_tags',
    641: 'ListTransactionsResponse._unknown_tags',
    642: 'ListTransactionsResponse',
    645: 'ListTransactionsResponse._unknown_tags',
    652: 'ListTransactionsResponse.ThrottleTimeMs,ErrorCode',
    654: 'ListTransactionsResponse.UnknownStateFilters',
    658: 'ListTransactionsResponse.UnknownStateFilters',
    662: 'ListTransactionsResponse.UnknownStateFilters',
    667: 'ListTransactionsResponse.UnknownStateFilters',
    670: 'ListTransactionsResponse.UnknownStateFilters',
    673: 'ListTransactionsResponse.TransactionStates',
    677: 'ListTransactionsResponse.TransactionStates',
    682: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    687: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    690: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    691: 'ListTransactionsResponse.TransactionStates.ProducerId',
    693: 'ListTransactionsResponse.TransactionStates.TransactionState',
    698: 'ListTransactionsResponse.TransactionStates.TransactionState',
    701: 'ListTransactionsResponse.TransactionStates.TransactionState',
    702: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    706: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    711: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    712: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    723: 'ListTransactionsResponse._tagged_fields',
    727: 'ListTransactionsResponse._tagged_fields',
    732: 'ListTransactionsResponse._tagged_fields',
    733: 'ListTransactionsResponse._tagged_fields',
    748: 'ListTransactionsResponse.ThrottleTimeMs,ErrorCode',
    749: 'ListTransactionsResponse.UnknownStateFilters',
    750: 'ListTransactionsResponse.UnknownStateFilters',
    751: 'ListTransactionsResponse.UnknownStateFilters',
    752: 'ListTransactionsResponse.UnknownStateFilters',
    753: 'ListTransactionsResponse.UnknownStateFilters',
    754: 'ListTransactionsResponse.UnknownStateFilters',
    755: 'ListTransactionsResponse.UnknownStateFilters',
    756: 'ListTransactionsResponse.UnknownStateFilters',
    757: 'ListTransactionsResponse.UnknownStateFilters',
    758: 'ListTransactionsResponse.TransactionStates',
    759: 'ListTransactionsResponse.TransactionStates',
    760: 'ListTransactionsResponse.TransactionStates',
    761: 'ListTransactionsResponse.TransactionStates',
    762: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    763: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    764: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    765: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    766: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    767: 'ListTransactionsResponse.TransactionStates.ProducerId',
    768: 'ListTransactionsResponse.TransactionStates.TransactionState',
    769: 'ListTransactionsResponse.TransactionStates.TransactionState',
    770: 'ListTransactionsResponse.TransactionStates.TransactionState',
    771: 'ListTransactionsResponse.TransactionStates.TransactionState',
    772: 'ListTransactionsResponse.TransactionStates.TransactionState',
    773: 'ListTransactionsResponse.TransactionStates._unknown_tags',
    774: 'ListTransactionsResponse.TransactionStates',
    777: 'ListTransactionsResponse.TransactionStates._unknown_tags',
    778: 'ListTransactionsResponse._unknown_tags',
    779: 'ListTransactionsResponse',
    782: 'ListTransactionsResponse._unknown_tags',
    789: 'ListTransactionsResponse.ThrottleTimeMs,ErrorCode',
    791: 'ListTransactionsResponse.UnknownStateFilters',
    795: 'ListTransactionsResponse.UnknownStateFilters',
    799: 'ListTransactionsResponse.UnknownStateFilters',
    804: 'ListTransactionsResponse.UnknownStateFilters',
    807: 'ListTransactionsResponse.UnknownStateFilters',
    810: 'ListTransactionsResponse.TransactionStates',
    814: 'ListTransactionsResponse.TransactionStates',
    819: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    824: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    827: 'ListTransactionsResponse.TransactionStates.TransactionalId',
    828: 'ListTransactionsResponse.TransactionStates.ProducerId',
    830: 'ListTransactionsResponse.TransactionStates.TransactionState',
    835: 'ListTransactionsResponse.TransactionStates.TransactionState',
    838: 'ListTransactionsResponse.TransactionStates.TransactionState',
    839: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    843: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    848: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    849: 'ListTransactionsResponse.TransactionStates._tagged_fields',
    860: 'ListTransactionsResponse._tagged_fields',
    864: 'ListTransactionsResponse._tagged_fields',
    869: 'ListTransactionsResponse._tagged_fields',
    870: 'ListTransactionsResponse._tagged_fields',
}
