# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AddPartitionsToTxnRequest.json, schemas/messages/AddPartitionsToTxnResponse.json.
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

__all__ = ['AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_qh = Struct('>qh')
_S_qh_ = Struct('>qh?')


class AddPartitionsToTxnRequest(_Message):
    """AddPartitionsToTxnRequest (request): API key 24; versions 0-5; flexible in 3-5; listeners: broker."""

    __slots__ = ('transactions', 'v3_and_below_transactional_id', 'v3_and_below_producer_id', 'v3_and_below_producer_epoch', 'v3_and_below_topics', '_unknown_tags')
    NAME = 'AddPartitionsToTxnRequest'
    TYPE = 'request'
    API_KEY = 24
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    transactions: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction]
    """Transactions to add partitions to, or to verify.

    `Transactions` ([]AddPartitionsToTxnTransaction): versions 4+; default []."""
    v3_and_below_transactional_id: str
    """Transactional id of the transaction (v0-3).

    `V3AndBelowTransactionalId` (string): versions 0-3; default ''."""
    v3_and_below_producer_id: int
    """Producer id the transactional id currently uses (v0-3).

    `V3AndBelowProducerId` (int64): versions 0-3; default 0."""
    v3_and_below_producer_epoch: int
    """Producer epoch that goes with the producer id (v0-3).

    `V3AndBelowProducerEpoch` (int16): versions 0-3; default 0."""
    v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
    """Partitions to add, by topic (v0-3).

    `V3AndBelowTopics` ([]AddPartitionsToTxnTopic): versions 0-3; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactions: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction] = _EMPTY,
        v3_and_below_transactional_id: str = '',
        v3_and_below_producer_id: int = 0,
        v3_and_below_producer_epoch: int = 0,
        v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactions = [] if transactions is _EMPTY else transactions
        self.v3_and_below_transactional_id = v3_and_below_transactional_id
        self.v3_and_below_producer_id = v3_and_below_producer_id
        self.v3_and_below_producer_epoch = v3_and_below_producer_epoch
        self.v3_and_below_topics = [] if v3_and_below_topics is _EMPTY else v3_and_below_topics
        self._unknown_tags = _unknown_tags

    class AddPartitionsToTxnTransaction(_Message):
        """Transactions to add partitions to, or to verify.

        AddPartitionsToTxnTransaction (in AddPartitionsToTxnRequest): versions 4+."""

        __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'verify_only', 'topics', '_unknown_tags')
        NAME = 'AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction'

        transactional_id: str
        """Transactional id of the transaction.

        `TransactionalId` (string): versions 4+; default ''."""
        producer_id: int
        """Producer id the transactional id currently uses.

        `ProducerId` (int64): versions 4+; default 0."""
        producer_epoch: int
        """Producer epoch that goes with the producer id.

        `ProducerEpoch` (int16): versions 4+; default 0."""
        verify_only: bool
        """Only check that the partitions are already part of the transaction; add nothing.

        `VerifyOnly` (bool): versions 4+; default False."""
        topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
        """Partitions to add or verify, by topic.

        `Topics` ([]AddPartitionsToTxnTopic): versions 4+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            transactional_id: str = '',
            producer_id: int = 0,
            producer_epoch: int = 0,
            verify_only: bool = False,
            topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.transactional_id = transactional_id
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.verify_only = verify_only
            self.topics = [] if topics is _EMPTY else topics
            self._unknown_tags = _unknown_tags

    class AddPartitionsToTxnTopic(_Message):
        """Partitions of one topic.

        AddPartitionsToTxnTopic (in AddPartitionsToTxnRequest): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'AddPartitionsToTxnRequest.AddPartitionsToTxnTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[int]
        """Partition indexes.

        `Partitions` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags


_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction = AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction
_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic = AddPartitionsToTxnRequest.AddPartitionsToTxnTopic
AddPartitionsToTxnRequest.FIELDS = (
    _FI('Transactions', 'transactions', '[]AddPartitionsToTxnTransaction', (4, 32767), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction),
    _FI('V3AndBelowTransactionalId', 'v3_and_below_transactional_id', 'string', (0, 3), (1, 0), (1, 0), None, '', False, None),
    _FI('V3AndBelowProducerId', 'v3_and_below_producer_id', 'int64', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('V3AndBelowProducerEpoch', 'v3_and_below_producer_epoch', 'int16', (0, 3), (1, 0), (1, 0), None, 0, False, None),
    _FI('V3AndBelowTopics', 'v3_and_below_topics', '[]AddPartitionsToTxnTopic', (0, 3), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic),
)
_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (4, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProducerId', 'producer_id', 'int64', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VerifyOnly', 'verify_only', 'bool', (4, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('Topics', 'topics', '[]AddPartitionsToTxnTopic', (4, 32767), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic),
)
_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction = _C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction()
_DEF_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic = _C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic()

def _mk_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction() -> AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction:
    o = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction)
    o.transactional_id = ''
    o.producer_id = 0
    o.producer_epoch = 0
    o.verify_only = False
    o.topics = []
    o._unknown_tags = None
    return o

def _mk_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic() -> AddPartitionsToTxnRequest.AddPartitionsToTxnTopic:
    o = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_AddPartitionsToTxnRequest_v0(o: AddPartitionsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.transactions:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'Transactions', 0)
    s1 = o.v3_and_below_transactional_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    a(_S_qh.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    l4 = o.v3_and_below_topics
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partitions
        n10 = len(l9)
        if n10 < 64:
            a(_LA_i[n10].pack(n10, *l9))
        else:
            a(_encode_array('i', l9, False))
    return b''.join(parts)


def _dec_AddPartitionsToTxnRequest_v0(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnRequest)
    n11, = _S_h.unpack_from(buf, pos)
    if n11 >= 0:
        x12 = pos + 2 + n11
        if x12 > blen:
            raise _bad_length(n11, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId', pos)
        o.v3_and_below_transactional_id = str(buf[pos + 2:x12], 'utf-8')
        pos = x12
    else:
        o.v3_and_below_transactional_id, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId')
    o.v3_and_below_producer_id, o.v3_and_below_producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n13, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnRequest.V3AndBelowTopics')
    l14: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
        n17, = _S_h.unpack_from(buf, pos)
        if n17 >= 0:
            x18 = pos + 2 + n17
            if x18 > blen:
                raise _bad_length(n17, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name', pos)
            t16.name = str(buf[pos + 2:x18], 'utf-8')
            pos = x18
        else:
            t16.name, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name')
        n19, = _S_i.unpack_from(buf, pos)
        if 0 <= n19 < 64:
            t16.partitions = list(_A_i[n19].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n19
        else:
            t16.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions')
        t16._unknown_tags = None
        ap15(t16)
    o.v3_and_below_topics = l14
    o.transactions = []
    o._unknown_tags = None
    return o, pos


def _enc_AddPartitionsToTxnRequest_v1(o: AddPartitionsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.transactions:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'Transactions', 1)
    s20 = o.v3_and_below_transactional_id
    b21 = s20.encode()
    a(_S_h.pack(len(b21)))
    a(b21)
    a(_S_qh.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    l23 = o.v3_and_below_topics
    a(_S_i.pack(len(l23)))
    for e24 in l23:
        s25 = e24.name
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
        l28 = e24.partitions
        n29 = len(l28)
        if n29 < 64:
            a(_LA_i[n29].pack(n29, *l28))
        else:
            a(_encode_array('i', l28, False))
    return b''.join(parts)


def _dec_AddPartitionsToTxnRequest_v1(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnRequest)
    n30, = _S_h.unpack_from(buf, pos)
    if n30 >= 0:
        x31 = pos + 2 + n30
        if x31 > blen:
            raise _bad_length(n30, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId', pos)
        o.v3_and_below_transactional_id = str(buf[pos + 2:x31], 'utf-8')
        pos = x31
    else:
        o.v3_and_below_transactional_id, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId')
    o.v3_and_below_producer_id, o.v3_and_below_producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n32, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnRequest.V3AndBelowTopics')
    l33: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    ap34 = l33.append
    for _ in range(n32):
        t35 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
        n36, = _S_h.unpack_from(buf, pos)
        if n36 >= 0:
            x37 = pos + 2 + n36
            if x37 > blen:
                raise _bad_length(n36, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name', pos)
            t35.name = str(buf[pos + 2:x37], 'utf-8')
            pos = x37
        else:
            t35.name, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name')
        n38, = _S_i.unpack_from(buf, pos)
        if 0 <= n38 < 64:
            t35.partitions = list(_A_i[n38].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n38
        else:
            t35.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions')
        t35._unknown_tags = None
        ap34(t35)
    o.v3_and_below_topics = l33
    o.transactions = []
    o._unknown_tags = None
    return o, pos


def _enc_AddPartitionsToTxnRequest_v2(o: AddPartitionsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.transactions:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'Transactions', 2)
    s39 = o.v3_and_below_transactional_id
    b40 = s39.encode()
    a(_S_h.pack(len(b40)))
    a(b40)
    a(_S_qh.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    l42 = o.v3_and_below_topics
    a(_S_i.pack(len(l42)))
    for e43 in l42:
        s44 = e43.name
        b45 = s44.encode()
        a(_S_h.pack(len(b45)))
        a(b45)
        l47 = e43.partitions
        n48 = len(l47)
        if n48 < 64:
            a(_LA_i[n48].pack(n48, *l47))
        else:
            a(_encode_array('i', l47, False))
    return b''.join(parts)


def _dec_AddPartitionsToTxnRequest_v2(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnRequest)
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId', pos)
        o.v3_and_below_transactional_id = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.v3_and_below_transactional_id, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId')
    o.v3_and_below_producer_id, o.v3_and_below_producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n51, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnRequest.V3AndBelowTopics')
    l52: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    ap53 = l52.append
    for _ in range(n51):
        t54 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
        n55, = _S_h.unpack_from(buf, pos)
        if n55 >= 0:
            x56 = pos + 2 + n55
            if x56 > blen:
                raise _bad_length(n55, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name', pos)
            t54.name = str(buf[pos + 2:x56], 'utf-8')
            pos = x56
        else:
            t54.name, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name')
        n57, = _S_i.unpack_from(buf, pos)
        if 0 <= n57 < 64:
            t54.partitions = list(_A_i[n57].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n57
        else:
            t54.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions')
        t54._unknown_tags = None
        ap53(t54)
    o.v3_and_below_topics = l52
    o.transactions = []
    o._unknown_tags = None
    return o, pos


def _enc_AddPartitionsToTxnRequest_v3(o: AddPartitionsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.transactions:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'Transactions', 3)
    s58 = o.v3_and_below_transactional_id
    b59 = s58.encode()
    n60 = len(b59) + 1
    a(_UV[n60] if n60 < 128 else _uv(n60))
    a(b59)
    a(_S_qh.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    l61 = o.v3_and_below_topics
    n62 = len(l61) + 1
    a(_UV[n62] if n62 < 128 else _uv(n62))
    for e63 in l61:
        s64 = e63.name
        b65 = s64.encode()
        n66 = len(b65) + 1
        a(_UV[n66] if n66 < 128 else _uv(n66))
        a(b65)
        l67 = e63.partitions
        n68 = len(l67)
        if n68 < 64:
            a(_CA_i[n68].pack(n68 + 1, *l67))
        else:
            a(_encode_array('i', l67, True))
        u69 = e63._unknown_tags
        if u69 is None:
            a(_H0)
        else:
            _write_tags(a, None, u69)
    u70 = o._unknown_tags
    if u70 is None:
        a(_H0)
    else:
        _write_tags(a, None, u70)
    return b''.join(parts)


def _dec_AddPartitionsToTxnRequest_v3(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnRequest)
    n71 = buf[pos] - 1
    if 0 <= n71 < 127:
        x72 = pos + 1 + n71
        if x72 > blen:
            raise _bad_length(n71, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId', pos)
        o.v3_and_below_transactional_id = str(buf[pos + 1:x72], 'utf-8')
        pos = x72
    else:
        o.v3_and_below_transactional_id, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId')
    o.v3_and_below_producer_id, o.v3_and_below_producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n73 = buf[pos] - 1
    if 0 <= n73 < 127:
        pos += 1
    else:
        n73, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnRequest.V3AndBelowTopics')
    l74: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    ap75 = l74.append
    for _ in range(n73):
        t76 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
        n77 = buf[pos] - 1
        if 0 <= n77 < 127:
            x78 = pos + 1 + n77
            if x78 > blen:
                raise _bad_length(n77, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name', pos)
            t76.name = str(buf[pos + 1:x78], 'utf-8')
            pos = x78
        else:
            t76.name, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name')
        n79 = buf[pos] - 1
        if 0 <= n79 < 64:
            t76.partitions = list(_A_i[n79].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n79
        else:
            t76.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions')
        if buf[pos] == 0:
            pos += 1
            t76._unknown_tags = None
        else:
            nt80, pos = _ruv(buf, pos)
            if nt80 * 2 > blen - pos:
                raise _array_too_long(nt80, 'AddPartitionsToTxnRequest.V3AndBelowTopics._tagged_fields', pos)
            uk81: list[tuple[int, bytes]] | None = None
            for _ in range(nt80):
                tg82, pos = _ruv(buf, pos)
                sz83, pos = _ruv(buf, pos)
                x84 = pos + sz83
                if x84 > blen:
                    raise _bad_length(sz83, 'AddPartitionsToTxnRequest.V3AndBelowTopics._tagged_fields', pos)
                if uk81 is None:
                    uk81 = []
                uk81.append((tg82, bytes(buf[pos:x84])))
                pos = x84
            t76._unknown_tags = uk81
        ap75(t76)
    o.v3_and_below_topics = l74
    o.transactions = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt85, pos = _ruv(buf, pos)
        if nt85 * 2 > blen - pos:
            raise _array_too_long(nt85, 'AddPartitionsToTxnRequest._tagged_fields', pos)
        uk86: list[tuple[int, bytes]] | None = None
        for _ in range(nt85):
            tg87, pos = _ruv(buf, pos)
            sz88, pos = _ruv(buf, pos)
            x89 = pos + sz88
            if x89 > blen:
                raise _bad_length(sz88, 'AddPartitionsToTxnRequest._tagged_fields', pos)
            if uk86 is None:
                uk86 = []
            uk86.append((tg87, bytes(buf[pos:x89])))
            pos = x89
        o._unknown_tags = uk86
    return o, pos


def _enc_AddPartitionsToTxnRequest_v4(o: AddPartitionsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l90 = o.transactions
    n91 = len(l90) + 1
    a(_UV[n91] if n91 < 128 else _uv(n91))
    for e92 in l90:
        s93 = e92.transactional_id
        b94 = s93.encode()
        n95 = len(b94) + 1
        a(_UV[n95] if n95 < 128 else _uv(n95))
        a(b94)
        a(_S_qh_.pack(e92.producer_id, e92.producer_epoch, e92.verify_only))
        l96 = e92.topics
        n97 = len(l96) + 1
        a(_UV[n97] if n97 < 128 else _uv(n97))
        for e98 in l96:
            s99 = e98.name
            b100 = s99.encode()
            n101 = len(b100) + 1
            a(_UV[n101] if n101 < 128 else _uv(n101))
            a(b100)
            l102 = e98.partitions
            n103 = len(l102)
            if n103 < 64:
                a(_CA_i[n103].pack(n103 + 1, *l102))
            else:
                a(_encode_array('i', l102, True))
            u104 = e98._unknown_tags
            if u104 is None:
                a(_H0)
            else:
                _write_tags(a, None, u104)
        u105 = e92._unknown_tags
        if u105 is None:
            a(_H0)
        else:
            _write_tags(a, None, u105)
    if o.v3_and_below_transactional_id != '':
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowTransactionalId', 4)
    if o.v3_and_below_producer_id != 0:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowProducerId', 4)
    if o.v3_and_below_producer_epoch != 0:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowProducerEpoch', 4)
    if o.v3_and_below_topics:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowTopics', 4)
    u106 = o._unknown_tags
    if u106 is None:
        a(_H0)
    else:
        _write_tags(a, None, u106)
    return b''.join(parts)


def _dec_AddPartitionsToTxnRequest_v4(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnRequest)
    n107 = buf[pos] - 1
    if 0 <= n107 < 127:
        pos += 1
    else:
        n107, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnRequest.Transactions')
    l108: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction] = []
    ap109 = l108.append
    for _ in range(n107):
        t110 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction)
        n111 = buf[pos] - 1
        if 0 <= n111 < 127:
            x112 = pos + 1 + n111
            if x112 > blen:
                raise _bad_length(n111, 'AddPartitionsToTxnRequest.Transactions.TransactionalId', pos)
            t110.transactional_id = str(buf[pos + 1:x112], 'utf-8')
            pos = x112
        else:
            t110.transactional_id, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnRequest.Transactions.TransactionalId')
        t110.producer_id, t110.producer_epoch, t110.verify_only = _S_qh_.unpack_from(buf, pos)
        pos += 11
        n113 = buf[pos] - 1
        if 0 <= n113 < 127:
            pos += 1
        else:
            n113, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnRequest.Transactions.Topics')
        l114: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
        ap115 = l114.append
        for _ in range(n113):
            t116 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
            n117 = buf[pos] - 1
            if 0 <= n117 < 127:
                x118 = pos + 1 + n117
                if x118 > blen:
                    raise _bad_length(n117, 'AddPartitionsToTxnRequest.Transactions.Topics.Name', pos)
                t116.name = str(buf[pos + 1:x118], 'utf-8')
                pos = x118
            else:
                t116.name, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnRequest.Transactions.Topics.Name')
            n119 = buf[pos] - 1
            if 0 <= n119 < 64:
                t116.partitions = list(_A_i[n119].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n119
            else:
                t116.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t116._unknown_tags = None
            else:
                nt120, pos = _ruv(buf, pos)
                if nt120 * 2 > blen - pos:
                    raise _array_too_long(nt120, 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields', pos)
                uk121: list[tuple[int, bytes]] | None = None
                for _ in range(nt120):
                    tg122, pos = _ruv(buf, pos)
                    sz123, pos = _ruv(buf, pos)
                    x124 = pos + sz123
                    if x124 > blen:
                        raise _bad_length(sz123, 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields', pos)
                    if uk121 is None:
                        uk121 = []
                    uk121.append((tg122, bytes(buf[pos:x124])))
                    pos = x124
                t116._unknown_tags = uk121
            ap115(t116)
        t110.topics = l114
        if buf[pos] == 0:
            pos += 1
            t110._unknown_tags = None
        else:
            nt125, pos = _ruv(buf, pos)
            if nt125 * 2 > blen - pos:
                raise _array_too_long(nt125, 'AddPartitionsToTxnRequest.Transactions._tagged_fields', pos)
            uk126: list[tuple[int, bytes]] | None = None
            for _ in range(nt125):
                tg127, pos = _ruv(buf, pos)
                sz128, pos = _ruv(buf, pos)
                x129 = pos + sz128
                if x129 > blen:
                    raise _bad_length(sz128, 'AddPartitionsToTxnRequest.Transactions._tagged_fields', pos)
                if uk126 is None:
                    uk126 = []
                uk126.append((tg127, bytes(buf[pos:x129])))
                pos = x129
            t110._unknown_tags = uk126
        ap109(t110)
    o.transactions = l108
    o.v3_and_below_transactional_id = ''
    o.v3_and_below_producer_id = 0
    o.v3_and_below_producer_epoch = 0
    o.v3_and_below_topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt130, pos = _ruv(buf, pos)
        if nt130 * 2 > blen - pos:
            raise _array_too_long(nt130, 'AddPartitionsToTxnRequest._tagged_fields', pos)
        uk131: list[tuple[int, bytes]] | None = None
        for _ in range(nt130):
            tg132, pos = _ruv(buf, pos)
            sz133, pos = _ruv(buf, pos)
            x134 = pos + sz133
            if x134 > blen:
                raise _bad_length(sz133, 'AddPartitionsToTxnRequest._tagged_fields', pos)
            if uk131 is None:
                uk131 = []
            uk131.append((tg132, bytes(buf[pos:x134])))
            pos = x134
        o._unknown_tags = uk131
    return o, pos


def _enc_AddPartitionsToTxnRequest_v5(o: AddPartitionsToTxnRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l135 = o.transactions
    n136 = len(l135) + 1
    a(_UV[n136] if n136 < 128 else _uv(n136))
    for e137 in l135:
        s138 = e137.transactional_id
        b139 = s138.encode()
        n140 = len(b139) + 1
        a(_UV[n140] if n140 < 128 else _uv(n140))
        a(b139)
        a(_S_qh_.pack(e137.producer_id, e137.producer_epoch, e137.verify_only))
        l141 = e137.topics
        n142 = len(l141) + 1
        a(_UV[n142] if n142 < 128 else _uv(n142))
        for e143 in l141:
            s144 = e143.name
            b145 = s144.encode()
            n146 = len(b145) + 1
            a(_UV[n146] if n146 < 128 else _uv(n146))
            a(b145)
            l147 = e143.partitions
            n148 = len(l147)
            if n148 < 64:
                a(_CA_i[n148].pack(n148 + 1, *l147))
            else:
                a(_encode_array('i', l147, True))
            u149 = e143._unknown_tags
            if u149 is None:
                a(_H0)
            else:
                _write_tags(a, None, u149)
        u150 = e137._unknown_tags
        if u150 is None:
            a(_H0)
        else:
            _write_tags(a, None, u150)
    if o.v3_and_below_transactional_id != '':
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowTransactionalId', 5)
    if o.v3_and_below_producer_id != 0:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowProducerId', 5)
    if o.v3_and_below_producer_epoch != 0:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowProducerEpoch', 5)
    if o.v3_and_below_topics:
        raise _unsupported_field('AddPartitionsToTxnRequest', 'V3AndBelowTopics', 5)
    u151 = o._unknown_tags
    if u151 is None:
        a(_H0)
    else:
        _write_tags(a, None, u151)
    return b''.join(parts)


def _dec_AddPartitionsToTxnRequest_v5(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnRequest)
    n152 = buf[pos] - 1
    if 0 <= n152 < 127:
        pos += 1
    else:
        n152, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnRequest.Transactions')
    l153: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction] = []
    ap154 = l153.append
    for _ in range(n152):
        t155 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction)
        n156 = buf[pos] - 1
        if 0 <= n156 < 127:
            x157 = pos + 1 + n156
            if x157 > blen:
                raise _bad_length(n156, 'AddPartitionsToTxnRequest.Transactions.TransactionalId', pos)
            t155.transactional_id = str(buf[pos + 1:x157], 'utf-8')
            pos = x157
        else:
            t155.transactional_id, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnRequest.Transactions.TransactionalId')
        t155.producer_id, t155.producer_epoch, t155.verify_only = _S_qh_.unpack_from(buf, pos)
        pos += 11
        n158 = buf[pos] - 1
        if 0 <= n158 < 127:
            pos += 1
        else:
            n158, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnRequest.Transactions.Topics')
        l159: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
        ap160 = l159.append
        for _ in range(n158):
            t161 = _new(_C_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic)
            n162 = buf[pos] - 1
            if 0 <= n162 < 127:
                x163 = pos + 1 + n162
                if x163 > blen:
                    raise _bad_length(n162, 'AddPartitionsToTxnRequest.Transactions.Topics.Name', pos)
                t161.name = str(buf[pos + 1:x163], 'utf-8')
                pos = x163
            else:
                t161.name, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnRequest.Transactions.Topics.Name')
            n164 = buf[pos] - 1
            if 0 <= n164 < 64:
                t161.partitions = list(_A_i[n164].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n164
            else:
                t161.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t161._unknown_tags = None
            else:
                nt165, pos = _ruv(buf, pos)
                if nt165 * 2 > blen - pos:
                    raise _array_too_long(nt165, 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields', pos)
                uk166: list[tuple[int, bytes]] | None = None
                for _ in range(nt165):
                    tg167, pos = _ruv(buf, pos)
                    sz168, pos = _ruv(buf, pos)
                    x169 = pos + sz168
                    if x169 > blen:
                        raise _bad_length(sz168, 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields', pos)
                    if uk166 is None:
                        uk166 = []
                    uk166.append((tg167, bytes(buf[pos:x169])))
                    pos = x169
                t161._unknown_tags = uk166
            ap160(t161)
        t155.topics = l159
        if buf[pos] == 0:
            pos += 1
            t155._unknown_tags = None
        else:
            nt170, pos = _ruv(buf, pos)
            if nt170 * 2 > blen - pos:
                raise _array_too_long(nt170, 'AddPartitionsToTxnRequest.Transactions._tagged_fields', pos)
            uk171: list[tuple[int, bytes]] | None = None
            for _ in range(nt170):
                tg172, pos = _ruv(buf, pos)
                sz173, pos = _ruv(buf, pos)
                x174 = pos + sz173
                if x174 > blen:
                    raise _bad_length(sz173, 'AddPartitionsToTxnRequest.Transactions._tagged_fields', pos)
                if uk171 is None:
                    uk171 = []
                uk171.append((tg172, bytes(buf[pos:x174])))
                pos = x174
            t155._unknown_tags = uk171
        ap154(t155)
    o.transactions = l153
    o.v3_and_below_transactional_id = ''
    o.v3_and_below_producer_id = 0
    o.v3_and_below_producer_epoch = 0
    o.v3_and_below_topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt175, pos = _ruv(buf, pos)
        if nt175 * 2 > blen - pos:
            raise _array_too_long(nt175, 'AddPartitionsToTxnRequest._tagged_fields', pos)
        uk176: list[tuple[int, bytes]] | None = None
        for _ in range(nt175):
            tg177, pos = _ruv(buf, pos)
            sz178, pos = _ruv(buf, pos)
            x179 = pos + sz178
            if x179 > blen:
                raise _bad_length(sz178, 'AddPartitionsToTxnRequest._tagged_fields', pos)
            if uk176 is None:
                uk176 = []
            uk176.append((tg177, bytes(buf[pos:x179])))
            pos = x179
        o._unknown_tags = uk176
    return o, pos


AddPartitionsToTxnRequest._ENC = {0: _enc_AddPartitionsToTxnRequest_v0, 1: _enc_AddPartitionsToTxnRequest_v1, 2: _enc_AddPartitionsToTxnRequest_v2, 3: _enc_AddPartitionsToTxnRequest_v3, 4: _enc_AddPartitionsToTxnRequest_v4, 5: _enc_AddPartitionsToTxnRequest_v5}
AddPartitionsToTxnRequest._DEC = {0: _dec_AddPartitionsToTxnRequest_v0, 1: _dec_AddPartitionsToTxnRequest_v1, 2: _dec_AddPartitionsToTxnRequest_v2, 3: _dec_AddPartitionsToTxnRequest_v3, 4: _dec_AddPartitionsToTxnRequest_v4, 5: _dec_AddPartitionsToTxnRequest_v5}


class AddPartitionsToTxnResponse(_Message):
    """AddPartitionsToTxnResponse (response): API key 24; versions 0-5; flexible in 3-5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'results_by_transaction', 'results_by_topic_v3_and_below', '_unknown_tags')
    NAME = 'AddPartitionsToTxnResponse'
    TYPE = 'response'
    API_KEY = 24
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error of the whole request, or 0.

    `ErrorCode` (int16): versions 4+; default 0; ignorable."""
    results_by_transaction: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult]
    """Results, by transaction (v4+).

    `ResultsByTransaction` ([]AddPartitionsToTxnResult): versions 4+; default []."""
    results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
    """Results, by topic (v0-3).

    `ResultsByTopicV3AndBelow` ([]AddPartitionsToTxnTopicResult): versions 0-3; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        results_by_transaction: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult] = _EMPTY,
        results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results_by_transaction = [] if results_by_transaction is _EMPTY else results_by_transaction
        self.results_by_topic_v3_and_below = [] if results_by_topic_v3_and_below is _EMPTY else results_by_topic_v3_and_below
        self._unknown_tags = _unknown_tags

    class AddPartitionsToTxnResult(_Message):
        """Results, by transaction (v4+).

        AddPartitionsToTxnResult (in AddPartitionsToTxnResponse): versions 4+."""

        __slots__ = ('transactional_id', 'topic_results', '_unknown_tags')
        NAME = 'AddPartitionsToTxnResponse.AddPartitionsToTxnResult'

        transactional_id: str
        """Transactional id of the transaction.

        `TransactionalId` (string): versions 4+; default ''."""
        topic_results: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
        """Results of the transaction's partitions, by topic.

        `TopicResults` ([]AddPartitionsToTxnTopicResult): versions 4+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            transactional_id: str = '',
            topic_results: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.transactional_id = transactional_id
            self.topic_results = [] if topic_results is _EMPTY else topic_results
            self._unknown_tags = _unknown_tags

    class AddPartitionsToTxnTopicResult(_Message):
        """Results of one topic's partitions.

        AddPartitionsToTxnTopicResult (in AddPartitionsToTxnResponse): versions 0+."""

        __slots__ = ('name', 'results_by_partition', '_unknown_tags')
        NAME = 'AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult]
        """Result of each partition.

        `ResultsByPartition` ([]AddPartitionsToTxnPartitionResult): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.results_by_partition = [] if results_by_partition is _EMPTY else results_by_partition
            self._unknown_tags = _unknown_tags

    class AddPartitionsToTxnPartitionResult(_Message):
        """Result of one partition.

        AddPartitionsToTxnPartitionResult (in AddPartitionsToTxnResponse): versions 0+."""

        __slots__ = ('partition_index', 'partition_error_code', '_unknown_tags')
        NAME = 'AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        partition_error_code: int
        """Error code for the partition, or 0.

        `PartitionErrorCode` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            partition_error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.partition_error_code = partition_error_code
            self._unknown_tags = _unknown_tags


_C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult = AddPartitionsToTxnResponse.AddPartitionsToTxnResult
_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult = AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult
_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult = AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult
AddPartitionsToTxnResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (4, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ResultsByTransaction', 'results_by_transaction', '[]AddPartitionsToTxnResult', (4, 32767), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult),
    _FI('ResultsByTopicV3AndBelow', 'results_by_topic_v3_and_below', '[]AddPartitionsToTxnTopicResult', (0, 3), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult),
)
_C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (4, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TopicResults', 'topic_results', '[]AddPartitionsToTxnTopicResult', (4, 32767), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult),
)
_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ResultsByPartition', 'results_by_partition', '[]AddPartitionsToTxnPartitionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult),
)
_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PartitionErrorCode', 'partition_error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_AddPartitionsToTxnResponse_AddPartitionsToTxnResult = _C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult()
_DEF_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult = _C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult()
_DEF_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult = _C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult()

def _mk_AddPartitionsToTxnResponse_AddPartitionsToTxnResult() -> AddPartitionsToTxnResponse.AddPartitionsToTxnResult:
    o = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult)
    o.transactional_id = ''
    o.topic_results = []
    o._unknown_tags = None
    return o

def _mk_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult() -> AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult:
    o = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
    o.name = ''
    o.results_by_partition = []
    o._unknown_tags = None
    return o

def _mk_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult() -> AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult:
    o = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
    o.partition_index = 0
    o.partition_error_code = 0
    o._unknown_tags = None
    return o


def _enc_AddPartitionsToTxnResponse_v0(o: AddPartitionsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.results_by_transaction:
        raise _unsupported_field('AddPartitionsToTxnResponse', 'ResultsByTransaction', 0)
    l180 = o.results_by_topic_v3_and_below
    a(_S_i.pack(len(l180)))
    for e181 in l180:
        s182 = e181.name
        b183 = s182.encode()
        a(_S_h.pack(len(b183)))
        a(b183)
        l185 = e181.results_by_partition
        a(_S_i.pack(len(l185)))
        for e186 in l185:
            a(_S_ih.pack(e186.partition_index, e186.partition_error_code))
    return b''.join(parts)


def _dec_AddPartitionsToTxnResponse_v0(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n187, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow')
    l188: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    ap189 = l188.append
    for _ in range(n187):
        t190 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
        n191, = _S_h.unpack_from(buf, pos)
        if n191 >= 0:
            x192 = pos + 2 + n191
            if x192 > blen:
                raise _bad_length(n191, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name', pos)
            t190.name = str(buf[pos + 2:x192], 'utf-8')
            pos = x192
        else:
            t190.name, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name')
        n193, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition')
        l194: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
        ap195 = l194.append
        for _ in range(n193):
            t196 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
            t196.partition_index, t196.partition_error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t196._unknown_tags = None
            ap195(t196)
        t190.results_by_partition = l194
        t190._unknown_tags = None
        ap189(t190)
    o.results_by_topic_v3_and_below = l188
    o.error_code = 0
    o.results_by_transaction = []
    o._unknown_tags = None
    return o, pos


def _enc_AddPartitionsToTxnResponse_v1(o: AddPartitionsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.results_by_transaction:
        raise _unsupported_field('AddPartitionsToTxnResponse', 'ResultsByTransaction', 1)
    l197 = o.results_by_topic_v3_and_below
    a(_S_i.pack(len(l197)))
    for e198 in l197:
        s199 = e198.name
        b200 = s199.encode()
        a(_S_h.pack(len(b200)))
        a(b200)
        l202 = e198.results_by_partition
        a(_S_i.pack(len(l202)))
        for e203 in l202:
            a(_S_ih.pack(e203.partition_index, e203.partition_error_code))
    return b''.join(parts)


def _dec_AddPartitionsToTxnResponse_v1(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n204, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow')
    l205: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    ap206 = l205.append
    for _ in range(n204):
        t207 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
        n208, = _S_h.unpack_from(buf, pos)
        if n208 >= 0:
            x209 = pos + 2 + n208
            if x209 > blen:
                raise _bad_length(n208, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name', pos)
            t207.name = str(buf[pos + 2:x209], 'utf-8')
            pos = x209
        else:
            t207.name, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name')
        n210, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition')
        l211: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
        ap212 = l211.append
        for _ in range(n210):
            t213 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
            t213.partition_index, t213.partition_error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t213._unknown_tags = None
            ap212(t213)
        t207.results_by_partition = l211
        t207._unknown_tags = None
        ap206(t207)
    o.results_by_topic_v3_and_below = l205
    o.error_code = 0
    o.results_by_transaction = []
    o._unknown_tags = None
    return o, pos


def _enc_AddPartitionsToTxnResponse_v2(o: AddPartitionsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.results_by_transaction:
        raise _unsupported_field('AddPartitionsToTxnResponse', 'ResultsByTransaction', 2)
    l214 = o.results_by_topic_v3_and_below
    a(_S_i.pack(len(l214)))
    for e215 in l214:
        s216 = e215.name
        b217 = s216.encode()
        a(_S_h.pack(len(b217)))
        a(b217)
        l219 = e215.results_by_partition
        a(_S_i.pack(len(l219)))
        for e220 in l219:
            a(_S_ih.pack(e220.partition_index, e220.partition_error_code))
    return b''.join(parts)


def _dec_AddPartitionsToTxnResponse_v2(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n221, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow')
    l222: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    ap223 = l222.append
    for _ in range(n221):
        t224 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
        n225, = _S_h.unpack_from(buf, pos)
        if n225 >= 0:
            x226 = pos + 2 + n225
            if x226 > blen:
                raise _bad_length(n225, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name', pos)
            t224.name = str(buf[pos + 2:x226], 'utf-8')
            pos = x226
        else:
            t224.name, pos = _read_string(buf, pos, False, False, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name')
        n227, pos = _read_array_len(buf, pos, False, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition')
        l228: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
        ap229 = l228.append
        for _ in range(n227):
            t230 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
            t230.partition_index, t230.partition_error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t230._unknown_tags = None
            ap229(t230)
        t224.results_by_partition = l228
        t224._unknown_tags = None
        ap223(t224)
    o.results_by_topic_v3_and_below = l222
    o.error_code = 0
    o.results_by_transaction = []
    o._unknown_tags = None
    return o, pos


def _enc_AddPartitionsToTxnResponse_v3(o: AddPartitionsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.results_by_transaction:
        raise _unsupported_field('AddPartitionsToTxnResponse', 'ResultsByTransaction', 3)
    l231 = o.results_by_topic_v3_and_below
    n232 = len(l231) + 1
    a(_UV[n232] if n232 < 128 else _uv(n232))
    for e233 in l231:
        s234 = e233.name
        b235 = s234.encode()
        n236 = len(b235) + 1
        a(_UV[n236] if n236 < 128 else _uv(n236))
        a(b235)
        l237 = e233.results_by_partition
        n238 = len(l237) + 1
        a(_UV[n238] if n238 < 128 else _uv(n238))
        for e239 in l237:
            a(_S_ih.pack(e239.partition_index, e239.partition_error_code))
            u240 = e239._unknown_tags
            if u240 is None:
                a(_H0)
            else:
                _write_tags(a, None, u240)
        u241 = e233._unknown_tags
        if u241 is None:
            a(_H0)
        else:
            _write_tags(a, None, u241)
    u242 = o._unknown_tags
    if u242 is None:
        a(_H0)
    else:
        _write_tags(a, None, u242)
    return b''.join(parts)


def _dec_AddPartitionsToTxnResponse_v3(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n243 = buf[pos] - 1
    if 0 <= n243 < 127:
        pos += 1
    else:
        n243, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow')
    l244: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    ap245 = l244.append
    for _ in range(n243):
        t246 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
        n247 = buf[pos] - 1
        if 0 <= n247 < 127:
            x248 = pos + 1 + n247
            if x248 > blen:
                raise _bad_length(n247, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name', pos)
            t246.name = str(buf[pos + 1:x248], 'utf-8')
            pos = x248
        else:
            t246.name, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name')
        n249 = buf[pos] - 1
        if 0 <= n249 < 127:
            pos += 1
        else:
            n249, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition')
        l250: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
        ap251 = l250.append
        for _ in range(n249):
            t252 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
            t252.partition_index, t252.partition_error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t252._unknown_tags = None
            else:
                nt253, pos = _ruv(buf, pos)
                if nt253 * 2 > blen - pos:
                    raise _array_too_long(nt253, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._tagged_fields', pos)
                uk254: list[tuple[int, bytes]] | None = None
                for _ in range(nt253):
                    tg255, pos = _ruv(buf, pos)
                    sz256, pos = _ruv(buf, pos)
                    x257 = pos + sz256
                    if x257 > blen:
                        raise _bad_length(sz256, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._tagged_fields', pos)
                    if uk254 is None:
                        uk254 = []
                    uk254.append((tg255, bytes(buf[pos:x257])))
                    pos = x257
                t252._unknown_tags = uk254
            ap251(t252)
        t246.results_by_partition = l250
        if buf[pos] == 0:
            pos += 1
            t246._unknown_tags = None
        else:
            nt258, pos = _ruv(buf, pos)
            if nt258 * 2 > blen - pos:
                raise _array_too_long(nt258, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._tagged_fields', pos)
            uk259: list[tuple[int, bytes]] | None = None
            for _ in range(nt258):
                tg260, pos = _ruv(buf, pos)
                sz261, pos = _ruv(buf, pos)
                x262 = pos + sz261
                if x262 > blen:
                    raise _bad_length(sz261, 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._tagged_fields', pos)
                if uk259 is None:
                    uk259 = []
                uk259.append((tg260, bytes(buf[pos:x262])))
                pos = x262
            t246._unknown_tags = uk259
        ap245(t246)
    o.results_by_topic_v3_and_below = l244
    o.error_code = 0
    o.results_by_transaction = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt263, pos = _ruv(buf, pos)
        if nt263 * 2 > blen - pos:
            raise _array_too_long(nt263, 'AddPartitionsToTxnResponse._tagged_fields', pos)
        uk264: list[tuple[int, bytes]] | None = None
        for _ in range(nt263):
            tg265, pos = _ruv(buf, pos)
            sz266, pos = _ruv(buf, pos)
            x267 = pos + sz266
            if x267 > blen:
                raise _bad_length(sz266, 'AddPartitionsToTxnResponse._tagged_fields', pos)
            if uk264 is None:
                uk264 = []
            uk264.append((tg265, bytes(buf[pos:x267])))
            pos = x267
        o._unknown_tags = uk264
    return o, pos


def _enc_AddPartitionsToTxnResponse_v4(o: AddPartitionsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l268 = o.results_by_transaction
    n269 = len(l268) + 1
    a(_UV[n269] if n269 < 128 else _uv(n269))
    for e270 in l268:
        s271 = e270.transactional_id
        b272 = s271.encode()
        n273 = len(b272) + 1
        a(_UV[n273] if n273 < 128 else _uv(n273))
        a(b272)
        l274 = e270.topic_results
        n275 = len(l274) + 1
        a(_UV[n275] if n275 < 128 else _uv(n275))
        for e276 in l274:
            s277 = e276.name
            b278 = s277.encode()
            n279 = len(b278) + 1
            a(_UV[n279] if n279 < 128 else _uv(n279))
            a(b278)
            l280 = e276.results_by_partition
            n281 = len(l280) + 1
            a(_UV[n281] if n281 < 128 else _uv(n281))
            for e282 in l280:
                a(_S_ih.pack(e282.partition_index, e282.partition_error_code))
                u283 = e282._unknown_tags
                if u283 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u283)
            u284 = e276._unknown_tags
            if u284 is None:
                a(_H0)
            else:
                _write_tags(a, None, u284)
        u285 = e270._unknown_tags
        if u285 is None:
            a(_H0)
        else:
            _write_tags(a, None, u285)
    if o.results_by_topic_v3_and_below:
        raise _unsupported_field('AddPartitionsToTxnResponse', 'ResultsByTopicV3AndBelow', 4)
    u286 = o._unknown_tags
    if u286 is None:
        a(_H0)
    else:
        _write_tags(a, None, u286)
    return b''.join(parts)


def _dec_AddPartitionsToTxnResponse_v4(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n287 = buf[pos] - 1
    if 0 <= n287 < 127:
        pos += 1
    else:
        n287, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTransaction')
    l288: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult] = []
    ap289 = l288.append
    for _ in range(n287):
        t290 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult)
        n291 = buf[pos] - 1
        if 0 <= n291 < 127:
            x292 = pos + 1 + n291
            if x292 > blen:
                raise _bad_length(n291, 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId', pos)
            t290.transactional_id = str(buf[pos + 1:x292], 'utf-8')
            pos = x292
        else:
            t290.transactional_id, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId')
        n293 = buf[pos] - 1
        if 0 <= n293 < 127:
            pos += 1
        else:
            n293, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults')
        l294: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
        ap295 = l294.append
        for _ in range(n293):
            t296 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
            n297 = buf[pos] - 1
            if 0 <= n297 < 127:
                x298 = pos + 1 + n297
                if x298 > blen:
                    raise _bad_length(n297, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name', pos)
                t296.name = str(buf[pos + 1:x298], 'utf-8')
                pos = x298
            else:
                t296.name, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name')
            n299 = buf[pos] - 1
            if 0 <= n299 < 127:
                pos += 1
            else:
                n299, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition')
            l300: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
            ap301 = l300.append
            for _ in range(n299):
                t302 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
                t302.partition_index, t302.partition_error_code = _S_ih.unpack_from(buf, pos)
                pos += 6
                if buf[pos] == 0:
                    pos += 1
                    t302._unknown_tags = None
                else:
                    nt303, pos = _ruv(buf, pos)
                    if nt303 * 2 > blen - pos:
                        raise _array_too_long(nt303, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields', pos)
                    uk304: list[tuple[int, bytes]] | None = None
                    for _ in range(nt303):
                        tg305, pos = _ruv(buf, pos)
                        sz306, pos = _ruv(buf, pos)
                        x307 = pos + sz306
                        if x307 > blen:
                            raise _bad_length(sz306, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields', pos)
                        if uk304 is None:
                            uk304 = []
                        uk304.append((tg305, bytes(buf[pos:x307])))
                        pos = x307
                    t302._unknown_tags = uk304
                ap301(t302)
            t296.results_by_partition = l300
            if buf[pos] == 0:
                pos += 1
                t296._unknown_tags = None
            else:
                nt308, pos = _ruv(buf, pos)
                if nt308 * 2 > blen - pos:
                    raise _array_too_long(nt308, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields', pos)
                uk309: list[tuple[int, bytes]] | None = None
                for _ in range(nt308):
                    tg310, pos = _ruv(buf, pos)
                    sz311, pos = _ruv(buf, pos)
                    x312 = pos + sz311
                    if x312 > blen:
                        raise _bad_length(sz311, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields', pos)
                    if uk309 is None:
                        uk309 = []
                    uk309.append((tg310, bytes(buf[pos:x312])))
                    pos = x312
                t296._unknown_tags = uk309
            ap295(t296)
        t290.topic_results = l294
        if buf[pos] == 0:
            pos += 1
            t290._unknown_tags = None
        else:
            nt313, pos = _ruv(buf, pos)
            if nt313 * 2 > blen - pos:
                raise _array_too_long(nt313, 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields', pos)
            uk314: list[tuple[int, bytes]] | None = None
            for _ in range(nt313):
                tg315, pos = _ruv(buf, pos)
                sz316, pos = _ruv(buf, pos)
                x317 = pos + sz316
                if x317 > blen:
                    raise _bad_length(sz316, 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields', pos)
                if uk314 is None:
                    uk314 = []
                uk314.append((tg315, bytes(buf[pos:x317])))
                pos = x317
            t290._unknown_tags = uk314
        ap289(t290)
    o.results_by_transaction = l288
    o.results_by_topic_v3_and_below = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt318, pos = _ruv(buf, pos)
        if nt318 * 2 > blen - pos:
            raise _array_too_long(nt318, 'AddPartitionsToTxnResponse._tagged_fields', pos)
        uk319: list[tuple[int, bytes]] | None = None
        for _ in range(nt318):
            tg320, pos = _ruv(buf, pos)
            sz321, pos = _ruv(buf, pos)
            x322 = pos + sz321
            if x322 > blen:
                raise _bad_length(sz321, 'AddPartitionsToTxnResponse._tagged_fields', pos)
            if uk319 is None:
                uk319 = []
            uk319.append((tg320, bytes(buf[pos:x322])))
            pos = x322
        o._unknown_tags = uk319
    return o, pos


def _enc_AddPartitionsToTxnResponse_v5(o: AddPartitionsToTxnResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l323 = o.results_by_transaction
    n324 = len(l323) + 1
    a(_UV[n324] if n324 < 128 else _uv(n324))
    for e325 in l323:
        s326 = e325.transactional_id
        b327 = s326.encode()
        n328 = len(b327) + 1
        a(_UV[n328] if n328 < 128 else _uv(n328))
        a(b327)
        l329 = e325.topic_results
        n330 = len(l329) + 1
        a(_UV[n330] if n330 < 128 else _uv(n330))
        for e331 in l329:
            s332 = e331.name
            b333 = s332.encode()
            n334 = len(b333) + 1
            a(_UV[n334] if n334 < 128 else _uv(n334))
            a(b333)
            l335 = e331.results_by_partition
            n336 = len(l335) + 1
            a(_UV[n336] if n336 < 128 else _uv(n336))
            for e337 in l335:
                a(_S_ih.pack(e337.partition_index, e337.partition_error_code))
                u338 = e337._unknown_tags
                if u338 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u338)
            u339 = e331._unknown_tags
            if u339 is None:
                a(_H0)
            else:
                _write_tags(a, None, u339)
        u340 = e325._unknown_tags
        if u340 is None:
            a(_H0)
        else:
            _write_tags(a, None, u340)
    if o.results_by_topic_v3_and_below:
        raise _unsupported_field('AddPartitionsToTxnResponse', 'ResultsByTopicV3AndBelow', 5)
    u341 = o._unknown_tags
    if u341 is None:
        a(_H0)
    else:
        _write_tags(a, None, u341)
    return b''.join(parts)


def _dec_AddPartitionsToTxnResponse_v5(buf: _Buffer, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    blen = len(buf)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n342 = buf[pos] - 1
    if 0 <= n342 < 127:
        pos += 1
    else:
        n342, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTransaction')
    l343: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult] = []
    ap344 = l343.append
    for _ in range(n342):
        t345 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnResult)
        n346 = buf[pos] - 1
        if 0 <= n346 < 127:
            x347 = pos + 1 + n346
            if x347 > blen:
                raise _bad_length(n346, 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId', pos)
            t345.transactional_id = str(buf[pos + 1:x347], 'utf-8')
            pos = x347
        else:
            t345.transactional_id, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId')
        n348 = buf[pos] - 1
        if 0 <= n348 < 127:
            pos += 1
        else:
            n348, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults')
        l349: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
        ap350 = l349.append
        for _ in range(n348):
            t351 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult)
            n352 = buf[pos] - 1
            if 0 <= n352 < 127:
                x353 = pos + 1 + n352
                if x353 > blen:
                    raise _bad_length(n352, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name', pos)
                t351.name = str(buf[pos + 1:x353], 'utf-8')
                pos = x353
            else:
                t351.name, pos = _read_string(buf, pos, True, False, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name')
            n354 = buf[pos] - 1
            if 0 <= n354 < 127:
                pos += 1
            else:
                n354, pos = _read_array_len(buf, pos, True, False, 1, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition')
            l355: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
            ap356 = l355.append
            for _ in range(n354):
                t357 = _new(_C_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult)
                t357.partition_index, t357.partition_error_code = _S_ih.unpack_from(buf, pos)
                pos += 6
                if buf[pos] == 0:
                    pos += 1
                    t357._unknown_tags = None
                else:
                    nt358, pos = _ruv(buf, pos)
                    if nt358 * 2 > blen - pos:
                        raise _array_too_long(nt358, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields', pos)
                    uk359: list[tuple[int, bytes]] | None = None
                    for _ in range(nt358):
                        tg360, pos = _ruv(buf, pos)
                        sz361, pos = _ruv(buf, pos)
                        x362 = pos + sz361
                        if x362 > blen:
                            raise _bad_length(sz361, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields', pos)
                        if uk359 is None:
                            uk359 = []
                        uk359.append((tg360, bytes(buf[pos:x362])))
                        pos = x362
                    t357._unknown_tags = uk359
                ap356(t357)
            t351.results_by_partition = l355
            if buf[pos] == 0:
                pos += 1
                t351._unknown_tags = None
            else:
                nt363, pos = _ruv(buf, pos)
                if nt363 * 2 > blen - pos:
                    raise _array_too_long(nt363, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields', pos)
                uk364: list[tuple[int, bytes]] | None = None
                for _ in range(nt363):
                    tg365, pos = _ruv(buf, pos)
                    sz366, pos = _ruv(buf, pos)
                    x367 = pos + sz366
                    if x367 > blen:
                        raise _bad_length(sz366, 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields', pos)
                    if uk364 is None:
                        uk364 = []
                    uk364.append((tg365, bytes(buf[pos:x367])))
                    pos = x367
                t351._unknown_tags = uk364
            ap350(t351)
        t345.topic_results = l349
        if buf[pos] == 0:
            pos += 1
            t345._unknown_tags = None
        else:
            nt368, pos = _ruv(buf, pos)
            if nt368 * 2 > blen - pos:
                raise _array_too_long(nt368, 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields', pos)
            uk369: list[tuple[int, bytes]] | None = None
            for _ in range(nt368):
                tg370, pos = _ruv(buf, pos)
                sz371, pos = _ruv(buf, pos)
                x372 = pos + sz371
                if x372 > blen:
                    raise _bad_length(sz371, 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields', pos)
                if uk369 is None:
                    uk369 = []
                uk369.append((tg370, bytes(buf[pos:x372])))
                pos = x372
            t345._unknown_tags = uk369
        ap344(t345)
    o.results_by_transaction = l343
    o.results_by_topic_v3_and_below = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt373, pos = _ruv(buf, pos)
        if nt373 * 2 > blen - pos:
            raise _array_too_long(nt373, 'AddPartitionsToTxnResponse._tagged_fields', pos)
        uk374: list[tuple[int, bytes]] | None = None
        for _ in range(nt373):
            tg375, pos = _ruv(buf, pos)
            sz376, pos = _ruv(buf, pos)
            x377 = pos + sz376
            if x377 > blen:
                raise _bad_length(sz376, 'AddPartitionsToTxnResponse._tagged_fields', pos)
            if uk374 is None:
                uk374 = []
            uk374.append((tg375, bytes(buf[pos:x377])))
            pos = x377
        o._unknown_tags = uk374
    return o, pos


AddPartitionsToTxnResponse._ENC = {0: _enc_AddPartitionsToTxnResponse_v0, 1: _enc_AddPartitionsToTxnResponse_v1, 2: _enc_AddPartitionsToTxnResponse_v2, 3: _enc_AddPartitionsToTxnResponse_v3, 4: _enc_AddPartitionsToTxnResponse_v4, 5: _enc_AddPartitionsToTxnResponse_v5}
AddPartitionsToTxnResponse._DEC = {0: _dec_AddPartitionsToTxnResponse_v0, 1: _dec_AddPartitionsToTxnResponse_v1, 2: _dec_AddPartitionsToTxnResponse_v2, 3: _dec_AddPartitionsToTxnResponse_v3, 4: _dec_AddPartitionsToTxnResponse_v4, 5: _dec_AddPartitionsToTxnResponse_v5}


_LINES = {
    226: 'AddPartitionsToTxnRequest.Transactions',
    228: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    229: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    230: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    231: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    232: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    233: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    234: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    235: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    236: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    237: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    238: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    239: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    240: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    241: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    243: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    245: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    252: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    257: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    260: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    261: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    263: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    268: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    273: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    276: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    277: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    279: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    282: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    294: 'AddPartitionsToTxnRequest.Transactions',
    296: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    297: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    298: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    299: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    300: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    301: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    302: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    303: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    304: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    305: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    306: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    307: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    308: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    309: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    311: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    313: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    320: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    325: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    328: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    329: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    331: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    336: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    341: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    344: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    345: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    347: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    350: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    362: 'AddPartitionsToTxnRequest.Transactions',
    364: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    365: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    366: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    367: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    368: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    369: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    370: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    371: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    372: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    373: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    374: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    375: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    376: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    377: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    379: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    381: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    388: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    393: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    396: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    397: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    399: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    404: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    409: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    412: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    413: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    415: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    418: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    430: 'AddPartitionsToTxnRequest.Transactions',
    432: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    433: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    434: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    435: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    436: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    437: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    438: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    439: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    440: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    441: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    442: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    443: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    444: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    445: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    446: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    447: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    448: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    450: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    452: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    453: 'AddPartitionsToTxnRequest.V3AndBelowTopics._unknown_tags',
    454: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    457: 'AddPartitionsToTxnRequest.V3AndBelowTopics._unknown_tags',
    458: 'AddPartitionsToTxnRequest._unknown_tags',
    459: 'AddPartitionsToTxnRequest',
    462: 'AddPartitionsToTxnRequest._unknown_tags',
    469: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    474: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    477: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    478: 'AddPartitionsToTxnRequest.V3AndBelowProducerId,V3AndBelowProducerEpoch',
    480: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    484: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    489: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    494: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    497: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Name',
    498: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    500: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    503: 'AddPartitionsToTxnRequest.V3AndBelowTopics.Partitions',
    504: 'AddPartitionsToTxnRequest.V3AndBelowTopics._tagged_fields',
    508: 'AddPartitionsToTxnRequest.V3AndBelowTopics._tagged_fields',
    513: 'AddPartitionsToTxnRequest.V3AndBelowTopics._tagged_fields',
    514: 'AddPartitionsToTxnRequest.V3AndBelowTopics._tagged_fields',
    526: 'AddPartitionsToTxnRequest._tagged_fields',
    530: 'AddPartitionsToTxnRequest._tagged_fields',
    535: 'AddPartitionsToTxnRequest._tagged_fields',
    536: 'AddPartitionsToTxnRequest._tagged_fields',
    551: 'AddPartitionsToTxnRequest.Transactions',
    552: 'AddPartitionsToTxnRequest.Transactions',
    553: 'AddPartitionsToTxnRequest.Transactions',
    554: 'AddPartitionsToTxnRequest.Transactions',
    555: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    556: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    557: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    558: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    559: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    560: 'AddPartitionsToTxnRequest.Transactions.ProducerId,ProducerEpoch,VerifyOnly',
    561: 'AddPartitionsToTxnRequest.Transactions.Topics',
    562: 'AddPartitionsToTxnRequest.Transactions.Topics',
    563: 'AddPartitionsToTxnRequest.Transactions.Topics',
    564: 'AddPartitionsToTxnRequest.Transactions.Topics',
    565: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    566: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    567: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    568: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    569: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    570: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    571: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    573: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    575: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    576: 'AddPartitionsToTxnRequest.Transactions.Topics._unknown_tags',
    577: 'AddPartitionsToTxnRequest.Transactions.Topics',
    580: 'AddPartitionsToTxnRequest.Transactions.Topics._unknown_tags',
    581: 'AddPartitionsToTxnRequest.Transactions._unknown_tags',
    582: 'AddPartitionsToTxnRequest.Transactions',
    585: 'AddPartitionsToTxnRequest.Transactions._unknown_tags',
    586: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    588: 'AddPartitionsToTxnRequest.V3AndBelowProducerId',
    590: 'AddPartitionsToTxnRequest.V3AndBelowProducerEpoch',
    592: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    594: 'AddPartitionsToTxnRequest._unknown_tags',
    595: 'AddPartitionsToTxnRequest',
    598: 'AddPartitionsToTxnRequest._unknown_tags',
    605: 'AddPartitionsToTxnRequest.Transactions',
    609: 'AddPartitionsToTxnRequest.Transactions',
    614: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    619: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    622: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    623: 'AddPartitionsToTxnRequest.Transactions.ProducerId,ProducerEpoch,VerifyOnly',
    625: 'AddPartitionsToTxnRequest.Transactions.Topics',
    629: 'AddPartitionsToTxnRequest.Transactions.Topics',
    634: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    639: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    642: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    643: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    645: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    648: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    649: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    653: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    658: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    659: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    670: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    674: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    679: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    680: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    695: 'AddPartitionsToTxnRequest._tagged_fields',
    699: 'AddPartitionsToTxnRequest._tagged_fields',
    704: 'AddPartitionsToTxnRequest._tagged_fields',
    705: 'AddPartitionsToTxnRequest._tagged_fields',
    720: 'AddPartitionsToTxnRequest.Transactions',
    721: 'AddPartitionsToTxnRequest.Transactions',
    722: 'AddPartitionsToTxnRequest.Transactions',
    723: 'AddPartitionsToTxnRequest.Transactions',
    724: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    725: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    726: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    727: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    728: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    729: 'AddPartitionsToTxnRequest.Transactions.ProducerId,ProducerEpoch,VerifyOnly',
    730: 'AddPartitionsToTxnRequest.Transactions.Topics',
    731: 'AddPartitionsToTxnRequest.Transactions.Topics',
    732: 'AddPartitionsToTxnRequest.Transactions.Topics',
    733: 'AddPartitionsToTxnRequest.Transactions.Topics',
    734: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    735: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    736: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    737: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    738: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    739: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    740: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    742: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    744: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    745: 'AddPartitionsToTxnRequest.Transactions.Topics._unknown_tags',
    746: 'AddPartitionsToTxnRequest.Transactions.Topics',
    749: 'AddPartitionsToTxnRequest.Transactions.Topics._unknown_tags',
    750: 'AddPartitionsToTxnRequest.Transactions._unknown_tags',
    751: 'AddPartitionsToTxnRequest.Transactions',
    754: 'AddPartitionsToTxnRequest.Transactions._unknown_tags',
    755: 'AddPartitionsToTxnRequest.V3AndBelowTransactionalId',
    757: 'AddPartitionsToTxnRequest.V3AndBelowProducerId',
    759: 'AddPartitionsToTxnRequest.V3AndBelowProducerEpoch',
    761: 'AddPartitionsToTxnRequest.V3AndBelowTopics',
    763: 'AddPartitionsToTxnRequest._unknown_tags',
    764: 'AddPartitionsToTxnRequest',
    767: 'AddPartitionsToTxnRequest._unknown_tags',
    774: 'AddPartitionsToTxnRequest.Transactions',
    778: 'AddPartitionsToTxnRequest.Transactions',
    783: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    788: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    791: 'AddPartitionsToTxnRequest.Transactions.TransactionalId',
    792: 'AddPartitionsToTxnRequest.Transactions.ProducerId,ProducerEpoch,VerifyOnly',
    794: 'AddPartitionsToTxnRequest.Transactions.Topics',
    798: 'AddPartitionsToTxnRequest.Transactions.Topics',
    803: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    808: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    811: 'AddPartitionsToTxnRequest.Transactions.Topics.Name',
    812: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    814: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    817: 'AddPartitionsToTxnRequest.Transactions.Topics.Partitions',
    818: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    822: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    827: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    828: 'AddPartitionsToTxnRequest.Transactions.Topics._tagged_fields',
    839: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    843: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    848: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    849: 'AddPartitionsToTxnRequest.Transactions._tagged_fields',
    864: 'AddPartitionsToTxnRequest._tagged_fields',
    868: 'AddPartitionsToTxnRequest._tagged_fields',
    873: 'AddPartitionsToTxnRequest._tagged_fields',
    874: 'AddPartitionsToTxnRequest._tagged_fields',
    1075: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1076: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1078: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1079: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1080: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1081: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1082: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1083: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1084: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1085: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1086: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1087: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1088: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1095: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1097: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1102: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1107: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1110: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1111: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1116: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1133: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1134: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1136: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1137: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1138: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1139: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1140: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1141: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1142: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1143: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1144: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1145: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1146: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1153: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1155: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1160: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1165: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1168: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1169: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1174: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1191: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1192: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1194: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1195: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1196: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1197: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1198: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1199: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1200: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1201: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1202: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1203: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1204: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1211: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1213: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1218: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1223: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1226: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1227: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1232: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1249: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1250: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1252: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1253: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1254: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1255: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1256: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1257: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1258: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1259: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1260: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1261: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1262: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1263: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1264: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1265: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1266: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._unknown_tags',
    1267: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1270: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._unknown_tags',
    1271: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._unknown_tags',
    1272: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1275: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._unknown_tags',
    1276: 'AddPartitionsToTxnResponse._unknown_tags',
    1277: 'AddPartitionsToTxnResponse',
    1280: 'AddPartitionsToTxnResponse._unknown_tags',
    1287: 'AddPartitionsToTxnResponse.ThrottleTimeMs',
    1289: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1293: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1298: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1303: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1306: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.Name',
    1307: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1311: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition',
    1316: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1318: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._tagged_fields',
    1322: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._tagged_fields',
    1327: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._tagged_fields',
    1328: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow.ResultsByPartition._tagged_fields',
    1339: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._tagged_fields',
    1343: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._tagged_fields',
    1348: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._tagged_fields',
    1349: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow._tagged_fields',
    1362: 'AddPartitionsToTxnResponse._tagged_fields',
    1366: 'AddPartitionsToTxnResponse._tagged_fields',
    1371: 'AddPartitionsToTxnResponse._tagged_fields',
    1372: 'AddPartitionsToTxnResponse._tagged_fields',
    1387: 'AddPartitionsToTxnResponse.ThrottleTimeMs,ErrorCode',
    1388: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1389: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1390: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1391: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1392: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1393: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1394: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1395: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1396: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1397: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1398: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1399: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1400: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1401: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1402: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1403: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1404: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1405: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1406: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1407: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1408: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1409: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1410: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1411: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._unknown_tags',
    1412: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1415: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._unknown_tags',
    1416: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._unknown_tags',
    1417: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1420: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._unknown_tags',
    1421: 'AddPartitionsToTxnResponse.ResultsByTransaction._unknown_tags',
    1422: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1425: 'AddPartitionsToTxnResponse.ResultsByTransaction._unknown_tags',
    1426: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1428: 'AddPartitionsToTxnResponse._unknown_tags',
    1429: 'AddPartitionsToTxnResponse',
    1432: 'AddPartitionsToTxnResponse._unknown_tags',
    1439: 'AddPartitionsToTxnResponse.ThrottleTimeMs,ErrorCode',
    1441: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1445: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1450: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1455: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1458: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1459: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1463: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1468: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1473: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1476: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1477: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1481: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1486: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1488: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1492: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1497: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1498: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1509: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1513: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1518: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1519: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1530: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1534: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1539: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1540: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1552: 'AddPartitionsToTxnResponse._tagged_fields',
    1556: 'AddPartitionsToTxnResponse._tagged_fields',
    1561: 'AddPartitionsToTxnResponse._tagged_fields',
    1562: 'AddPartitionsToTxnResponse._tagged_fields',
    1577: 'AddPartitionsToTxnResponse.ThrottleTimeMs,ErrorCode',
    1578: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1579: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1580: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1581: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1582: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1583: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1584: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1585: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1586: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1587: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1588: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1589: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1590: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1591: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1592: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1593: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1594: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1595: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1596: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1597: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1598: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1599: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1600: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1601: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._unknown_tags',
    1602: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1605: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._unknown_tags',
    1606: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._unknown_tags',
    1607: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1610: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._unknown_tags',
    1611: 'AddPartitionsToTxnResponse.ResultsByTransaction._unknown_tags',
    1612: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1615: 'AddPartitionsToTxnResponse.ResultsByTransaction._unknown_tags',
    1616: 'AddPartitionsToTxnResponse.ResultsByTopicV3AndBelow',
    1618: 'AddPartitionsToTxnResponse._unknown_tags',
    1619: 'AddPartitionsToTxnResponse',
    1622: 'AddPartitionsToTxnResponse._unknown_tags',
    1629: 'AddPartitionsToTxnResponse.ThrottleTimeMs,ErrorCode',
    1631: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1635: 'AddPartitionsToTxnResponse.ResultsByTransaction',
    1640: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1645: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1648: 'AddPartitionsToTxnResponse.ResultsByTransaction.TransactionalId',
    1649: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1653: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults',
    1658: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1663: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1666: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.Name',
    1667: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1671: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition',
    1676: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition.PartitionIndex,PartitionErrorCode',
    1678: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1682: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1687: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1688: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults.ResultsByPartition._tagged_fields',
    1699: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1703: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1708: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1709: 'AddPartitionsToTxnResponse.ResultsByTransaction.TopicResults._tagged_fields',
    1720: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1724: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1729: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1730: 'AddPartitionsToTxnResponse.ResultsByTransaction._tagged_fields',
    1742: 'AddPartitionsToTxnResponse._tagged_fields',
    1746: 'AddPartitionsToTxnResponse._tagged_fields',
    1751: 'AddPartitionsToTxnResponse._tagged_fields',
    1752: 'AddPartitionsToTxnResponse._tagged_fields',
}
