# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeTransactionsRequest.json, schemas/messages/DescribeTransactionsResponse.json.
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

__all__ = ['DescribeTransactionsRequest', 'DescribeTransactionsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iqqh = Struct('>iqqh')


class DescribeTransactionsRequest(_Message):
    """DescribeTransactionsRequest (request): API key 65; versions 0; flexible in 0; listeners: broker."""

    __slots__ = ('transactional_ids', '_unknown_tags')
    NAME = 'DescribeTransactionsRequest'
    TYPE = 'request'
    API_KEY = 65
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    transactional_ids: list[str]
    """Transactional ids to describe; an empty list describes none.

    `TransactionalIds` ([]string): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactional_ids: list[str] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactional_ids = [] if transactional_ids is _EMPTY else transactional_ids
        self._unknown_tags = _unknown_tags


DescribeTransactionsRequest.FIELDS = (
    _FI('TransactionalIds', 'transactional_ids', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_DescribeTransactionsRequest_v0(o: DescribeTransactionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.transactional_ids
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_DescribeTransactionsRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeTransactionsRequest, int]:
    blen = len(buf)
    o = _new(DescribeTransactionsRequest)
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        pos += 1
    else:
        n8, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTransactionsRequest.TransactionalIds')
    l9: list[str] = []
    ap10 = l9.append
    for _ in range(n8):
        n12 = buf[pos] - 1
        if 0 <= n12 < 127:
            x13 = pos + 1 + n12
            if x13 > blen:
                raise _bad_length(n12, 'DescribeTransactionsRequest.TransactionalIds', pos)
            v11 = str(buf[pos + 1:x13], 'utf-8')
            pos = x13
        else:
            v11, pos = _read_string(buf, pos, True, False, 'DescribeTransactionsRequest.TransactionalIds')
        ap10(v11)
    o.transactional_ids = l9
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt14, pos = _ruv(buf, pos)
        if nt14 * 2 > blen - pos:
            raise _array_too_long(nt14, 'DescribeTransactionsRequest._tagged_fields', pos)
        uk15: list[tuple[int, bytes]] | None = None
        for _ in range(nt14):
            tg16, pos = _ruv(buf, pos)
            sz17, pos = _ruv(buf, pos)
            x18 = pos + sz17
            if x18 > blen:
                raise _bad_length(sz17, 'DescribeTransactionsRequest._tagged_fields', pos)
            if uk15 is None:
                uk15 = []
            uk15.append((tg16, bytes(buf[pos:x18])))
            pos = x18
        o._unknown_tags = uk15
    return o, pos


DescribeTransactionsRequest._ENC = {0: _enc_DescribeTransactionsRequest_v0}
DescribeTransactionsRequest._DEC = {0: _dec_DescribeTransactionsRequest_v0}


class DescribeTransactionsResponse(_Message):
    """DescribeTransactionsResponse (response): API key 65; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'transaction_states', '_unknown_tags')
    NAME = 'DescribeTransactionsResponse'
    TYPE = 'response'
    API_KEY = 65
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    transaction_states: list[DescribeTransactionsResponse.TransactionState]
    """One entry per requested transactional id.

    `TransactionStates` ([]TransactionState): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        transaction_states: list[DescribeTransactionsResponse.TransactionState] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.transaction_states = [] if transaction_states is _EMPTY else transaction_states
        self._unknown_tags = _unknown_tags

    class TransactionState(_Message):
        """One entry per requested transactional id.

        TransactionState (in DescribeTransactionsResponse): versions 0+."""

        __slots__ = ('error_code', 'transactional_id', 'transaction_state', 'transaction_timeout_ms', 'transaction_start_time_ms', 'producer_id', 'producer_epoch', 'topics', '_unknown_tags')
        NAME = 'DescribeTransactionsResponse.TransactionState'

        error_code: int
        """Error code for this transactional id, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        transactional_id: str
        """Transactional id.

        `TransactionalId` (string): versions 0+; default ''."""
        transaction_state: str
        """State name: Empty, Ongoing, PrepareCommit, PrepareAbort, CompleteCommit, CompleteAbort, ...

        `TransactionState` (string): versions 0+; default ''."""
        transaction_timeout_ms: int
        """Transaction timeout in ms.

        `TransactionTimeoutMs` (int32): versions 0+; default 0."""
        transaction_start_time_ms: int
        """Time the open transaction started in ms, or -1.

        `TransactionStartTimeMs` (int64): versions 0+; default 0."""
        producer_id: int
        """Producer id the transactional id uses.

        `ProducerId` (int64): versions 0+; default 0."""
        producer_epoch: int
        """Producer epoch that goes with the producer id.

        `ProducerEpoch` (int16): versions 0+; default 0."""
        topics: list[DescribeTransactionsResponse.TopicData]
        """Partitions of the open transaction (while preparing: those still without a marker).

        `Topics` ([]TopicData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            transactional_id: str = '',
            transaction_state: str = '',
            transaction_timeout_ms: int = 0,
            transaction_start_time_ms: int = 0,
            producer_id: int = 0,
            producer_epoch: int = 0,
            topics: list[DescribeTransactionsResponse.TopicData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.transactional_id = transactional_id
            self.transaction_state = transaction_state
            self.transaction_timeout_ms = transaction_timeout_ms
            self.transaction_start_time_ms = transaction_start_time_ms
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.topics = [] if topics is _EMPTY else topics
            self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Partitions of the open transaction (while preparing: those still without a marker).

        TopicData (in DescribeTransactionsResponse): versions 0+."""

        __slots__ = ('topic', 'partitions', '_unknown_tags')
        NAME = 'DescribeTransactionsResponse.TopicData'

        topic: str
        """Topic name.

        `Topic` (string): versions 0+; default ''."""
        partitions: list[int]
        """Partition indexes.

        `Partitions` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags


_C_DescribeTransactionsResponse_TransactionState = DescribeTransactionsResponse.TransactionState
_C_DescribeTransactionsResponse_TopicData = DescribeTransactionsResponse.TopicData
DescribeTransactionsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionStates', 'transaction_states', '[]TransactionState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeTransactionsResponse_TransactionState),
)
_C_DescribeTransactionsResponse_TransactionState.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionalId', 'transactional_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TransactionState', 'transaction_state', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TransactionTimeoutMs', 'transaction_timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionStartTimeMs', 'transaction_start_time_ms', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeTransactionsResponse_TopicData),
)
_C_DescribeTransactionsResponse_TopicData.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_DescribeTransactionsResponse_TransactionState = _C_DescribeTransactionsResponse_TransactionState()
_DEF_DescribeTransactionsResponse_TopicData = _C_DescribeTransactionsResponse_TopicData()

def _mk_DescribeTransactionsResponse_TransactionState() -> DescribeTransactionsResponse.TransactionState:
    o = _new(_C_DescribeTransactionsResponse_TransactionState)
    o.error_code = 0
    o.transactional_id = ''
    o.transaction_state = ''
    o.transaction_timeout_ms = 0
    o.transaction_start_time_ms = 0
    o.producer_id = 0
    o.producer_epoch = 0
    o.topics = []
    o._unknown_tags = None
    return o

def _mk_DescribeTransactionsResponse_TopicData() -> DescribeTransactionsResponse.TopicData:
    o = _new(_C_DescribeTransactionsResponse_TopicData)
    o.topic = ''
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_DescribeTransactionsResponse_v0(o: DescribeTransactionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l19 = o.transaction_states
    n20 = len(l19) + 1
    a(_UV[n20] if n20 < 128 else _uv(n20))
    for e21 in l19:
        a(_S_h.pack(e21.error_code))
        s22 = e21.transactional_id
        b23 = s22.encode()
        n24 = len(b23) + 1
        a(_UV[n24] if n24 < 128 else _uv(n24))
        a(b23)
        s25 = e21.transaction_state
        b26 = s25.encode()
        n27 = len(b26) + 1
        a(_UV[n27] if n27 < 128 else _uv(n27))
        a(b26)
        a(_S_iqqh.pack(e21.transaction_timeout_ms, e21.transaction_start_time_ms, e21.producer_id, e21.producer_epoch))
        l28 = e21.topics
        n29 = len(l28) + 1
        a(_UV[n29] if n29 < 128 else _uv(n29))
        for e30 in l28:
            s31 = e30.topic
            b32 = s31.encode()
            n33 = len(b32) + 1
            a(_UV[n33] if n33 < 128 else _uv(n33))
            a(b32)
            l34 = e30.partitions
            n35 = len(l34)
            if n35 < 64:
                a(_CA_i[n35].pack(n35 + 1, *l34))
            else:
                a(_encode_array('i', l34, True))
            u36 = e30._unknown_tags
            if u36 is None:
                a(_H0)
            else:
                _write_tags(a, None, u36)
        u37 = e21._unknown_tags
        if u37 is None:
            a(_H0)
        else:
            _write_tags(a, None, u37)
    u38 = o._unknown_tags
    if u38 is None:
        a(_H0)
    else:
        _write_tags(a, None, u38)
    return b''.join(parts)


def _dec_DescribeTransactionsResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeTransactionsResponse, int]:
    blen = len(buf)
    o = _new(DescribeTransactionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n39 = buf[pos] - 1
    if 0 <= n39 < 127:
        pos += 1
    else:
        n39, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTransactionsResponse.TransactionStates')
    l40: list[DescribeTransactionsResponse.TransactionState] = []
    ap41 = l40.append
    for _ in range(n39):
        t42 = _new(_C_DescribeTransactionsResponse_TransactionState)
        t42.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n43 = buf[pos] - 1
        if 0 <= n43 < 127:
            x44 = pos + 1 + n43
            if x44 > blen:
                raise _bad_length(n43, 'DescribeTransactionsResponse.TransactionStates.TransactionalId', pos)
            t42.transactional_id = str(buf[pos + 1:x44], 'utf-8')
            pos = x44
        else:
            t42.transactional_id, pos = _read_string(buf, pos, True, False, 'DescribeTransactionsResponse.TransactionStates.TransactionalId')
        n45 = buf[pos] - 1
        if 0 <= n45 < 127:
            x46 = pos + 1 + n45
            if x46 > blen:
                raise _bad_length(n45, 'DescribeTransactionsResponse.TransactionStates.TransactionState', pos)
            t42.transaction_state = str(buf[pos + 1:x46], 'utf-8')
            pos = x46
        else:
            t42.transaction_state, pos = _read_string(buf, pos, True, False, 'DescribeTransactionsResponse.TransactionStates.TransactionState')
        t42.transaction_timeout_ms, t42.transaction_start_time_ms, t42.producer_id, t42.producer_epoch = _S_iqqh.unpack_from(buf, pos)
        pos += 22
        n47 = buf[pos] - 1
        if 0 <= n47 < 127:
            pos += 1
        else:
            n47, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeTransactionsResponse.TransactionStates.Topics')
        l48: list[DescribeTransactionsResponse.TopicData] = []
        ap49 = l48.append
        for _ in range(n47):
            t50 = _new(_C_DescribeTransactionsResponse_TopicData)
            n51 = buf[pos] - 1
            if 0 <= n51 < 127:
                x52 = pos + 1 + n51
                if x52 > blen:
                    raise _bad_length(n51, 'DescribeTransactionsResponse.TransactionStates.Topics.Topic', pos)
                t50.topic = str(buf[pos + 1:x52], 'utf-8')
                pos = x52
            else:
                t50.topic, pos = _read_string(buf, pos, True, False, 'DescribeTransactionsResponse.TransactionStates.Topics.Topic')
            n53 = buf[pos] - 1
            if 0 <= n53 < 64:
                t50.partitions = list(_A_i[n53].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n53
            else:
                t50.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t50._unknown_tags = None
            else:
                nt54, pos = _ruv(buf, pos)
                if nt54 * 2 > blen - pos:
                    raise _array_too_long(nt54, 'DescribeTransactionsResponse.TransactionStates.Topics._tagged_fields', pos)
                uk55: list[tuple[int, bytes]] | None = None
                for _ in range(nt54):
                    tg56, pos = _ruv(buf, pos)
                    sz57, pos = _ruv(buf, pos)
                    x58 = pos + sz57
                    if x58 > blen:
                        raise _bad_length(sz57, 'DescribeTransactionsResponse.TransactionStates.Topics._tagged_fields', pos)
                    if uk55 is None:
                        uk55 = []
                    uk55.append((tg56, bytes(buf[pos:x58])))
                    pos = x58
                t50._unknown_tags = uk55
            ap49(t50)
        t42.topics = l48
        if buf[pos] == 0:
            pos += 1
            t42._unknown_tags = None
        else:
            nt59, pos = _ruv(buf, pos)
            if nt59 * 2 > blen - pos:
                raise _array_too_long(nt59, 'DescribeTransactionsResponse.TransactionStates._tagged_fields', pos)
            uk60: list[tuple[int, bytes]] | None = None
            for _ in range(nt59):
                tg61, pos = _ruv(buf, pos)
                sz62, pos = _ruv(buf, pos)
                x63 = pos + sz62
                if x63 > blen:
                    raise _bad_length(sz62, 'DescribeTransactionsResponse.TransactionStates._tagged_fields', pos)
                if uk60 is None:
                    uk60 = []
                uk60.append((tg61, bytes(buf[pos:x63])))
                pos = x63
            t42._unknown_tags = uk60
        ap41(t42)
    o.transaction_states = l40
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt64, pos = _ruv(buf, pos)
        if nt64 * 2 > blen - pos:
            raise _array_too_long(nt64, 'DescribeTransactionsResponse._tagged_fields', pos)
        uk65: list[tuple[int, bytes]] | None = None
        for _ in range(nt64):
            tg66, pos = _ruv(buf, pos)
            sz67, pos = _ruv(buf, pos)
            x68 = pos + sz67
            if x68 > blen:
                raise _bad_length(sz67, 'DescribeTransactionsResponse._tagged_fields', pos)
            if uk65 is None:
                uk65 = []
            uk65.append((tg66, bytes(buf[pos:x68])))
            pos = x68
        o._unknown_tags = uk65
    return o, pos


DescribeTransactionsResponse._ENC = {0: _enc_DescribeTransactionsResponse_v0}
DescribeTransactionsResponse._DEC = {0: _dec_DescribeTransactionsResponse_v0}


_LINES = {
    86: 'DescribeTransactionsRequest.TransactionalIds',
    87: 'DescribeTransactionsRequest.TransactionalIds',
    88: 'DescribeTransactionsRequest.TransactionalIds',
    89: 'DescribeTransactionsRequest.TransactionalIds',
    90: 'DescribeTransactionsRequest.TransactionalIds',
    91: 'DescribeTransactionsRequest.TransactionalIds',
    92: 'DescribeTransactionsRequest.TransactionalIds',
    93: 'DescribeTransactionsRequest.TransactionalIds',
    94: 'DescribeTransactionsRequest.TransactionalIds',
    95: 'DescribeTransactionsRequest._unknown_tags',
    96: 'DescribeTransactionsRequest',
    99: 'DescribeTransactionsRequest._unknown_tags',
    106: 'DescribeTransactionsRequest.TransactionalIds',
    110: 'DescribeTransactionsRequest.TransactionalIds',
    114: 'DescribeTransactionsRequest.TransactionalIds',
    119: 'DescribeTransactionsRequest.TransactionalIds',
    122: 'DescribeTransactionsRequest.TransactionalIds',
    125: 'DescribeTransactionsRequest._tagged_fields',
    129: 'DescribeTransactionsRequest._tagged_fields',
    134: 'DescribeTransactionsRequest._tagged_fields',
    135: 'DescribeTransactionsRequest._tagged_fields',
    327: 'DescribeTransactionsResponse.ThrottleTimeMs',
    328: 'DescribeTransactionsResponse.TransactionStates',
    329: 'DescribeTransactionsResponse.TransactionStates',
    330: 'DescribeTransactionsResponse.TransactionStates',
    331: 'DescribeTransactionsResponse.TransactionStates',
    332: 'DescribeTransactionsResponse.TransactionStates.ErrorCode',
    333: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    334: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    335: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    336: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    337: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    338: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    339: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    340: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    341: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    342: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    343: 'DescribeTransactionsResponse.TransactionStates.TransactionTimeoutMs,TransactionStartTimeMs,ProducerId,ProducerEpoch',
    344: 'DescribeTransactionsResponse.TransactionStates.Topics',
    345: 'DescribeTransactionsResponse.TransactionStates.Topics',
    346: 'DescribeTransactionsResponse.TransactionStates.Topics',
    347: 'DescribeTransactionsResponse.TransactionStates.Topics',
    348: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    349: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    350: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    351: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    352: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    353: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    354: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    356: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    358: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    359: 'DescribeTransactionsResponse.TransactionStates.Topics._unknown_tags',
    360: 'DescribeTransactionsResponse.TransactionStates.Topics',
    363: 'DescribeTransactionsResponse.TransactionStates.Topics._unknown_tags',
    364: 'DescribeTransactionsResponse.TransactionStates._unknown_tags',
    365: 'DescribeTransactionsResponse.TransactionStates',
    368: 'DescribeTransactionsResponse.TransactionStates._unknown_tags',
    369: 'DescribeTransactionsResponse._unknown_tags',
    370: 'DescribeTransactionsResponse',
    373: 'DescribeTransactionsResponse._unknown_tags',
    380: 'DescribeTransactionsResponse.ThrottleTimeMs',
    382: 'DescribeTransactionsResponse.TransactionStates',
    386: 'DescribeTransactionsResponse.TransactionStates',
    391: 'DescribeTransactionsResponse.TransactionStates.ErrorCode',
    393: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    398: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    401: 'DescribeTransactionsResponse.TransactionStates.TransactionalId',
    402: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    407: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    410: 'DescribeTransactionsResponse.TransactionStates.TransactionState',
    411: 'DescribeTransactionsResponse.TransactionStates.TransactionTimeoutMs,TransactionStartTimeMs,ProducerId,ProducerEpoch',
    413: 'DescribeTransactionsResponse.TransactionStates.Topics',
    417: 'DescribeTransactionsResponse.TransactionStates.Topics',
    422: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    427: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    430: 'DescribeTransactionsResponse.TransactionStates.Topics.Topic',
    431: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    433: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    436: 'DescribeTransactionsResponse.TransactionStates.Topics.Partitions',
    437: 'DescribeTransactionsResponse.TransactionStates.Topics._tagged_fields',
    441: 'DescribeTransactionsResponse.TransactionStates.Topics._tagged_fields',
    446: 'DescribeTransactionsResponse.TransactionStates.Topics._tagged_fields',
    447: 'DescribeTransactionsResponse.TransactionStates.Topics._tagged_fields',
    458: 'DescribeTransactionsResponse.TransactionStates._tagged_fields',
    462: 'DescribeTransactionsResponse.TransactionStates._tagged_fields',
    467: 'DescribeTransactionsResponse.TransactionStates._tagged_fields',
    468: 'DescribeTransactionsResponse.TransactionStates._tagged_fields',
    479: 'DescribeTransactionsResponse._tagged_fields',
    483: 'DescribeTransactionsResponse._tagged_fields',
    488: 'DescribeTransactionsResponse._tagged_fields',
    489: 'DescribeTransactionsResponse._tagged_fields',
}
