# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/TxnOffsetCommitRequest.json, schemas/messages/TxnOffsetCommitResponse.json.
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

__all__ = ['TxnOffsetCommitRequest', 'TxnOffsetCommitResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_iq = Struct('>iq')
_S_iqi = Struct('>iqi')
_S_qh = Struct('>qh')
_S_qhi = Struct('>qhi')


class TxnOffsetCommitRequest(_Message):
    """TxnOffsetCommitRequest (request): API key 28; versions 0-5; flexible in 3-5; listeners: broker."""

    __slots__ = ('transactional_id', 'group_id', 'producer_id', 'producer_epoch', 'generation_id', 'member_id', 'group_instance_id', 'topics', '_unknown_tags')
    NAME = 'TxnOffsetCommitRequest'
    TYPE = 'request'
    API_KEY = 28
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    transactional_id: str
    """Transactional id of the transaction.

    `TransactionalId` (string): versions 0+; default ''."""
    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    producer_id: int
    """Producer id the transactional id currently uses.

    `ProducerId` (int64): versions 0+; default 0."""
    producer_epoch: int
    """Producer epoch that goes with the producer id.

    `ProducerEpoch` (int16): versions 0+; default 0."""
    generation_id: int
    """Generation of the group the consumer belongs to, or -1.

    `GenerationId` (int32): versions 3+; default -1."""
    member_id: str
    """Member id the group coordinator gave the consumer, or empty.

    `MemberId` (string): versions 3+; default ''."""
    group_instance_id: str | None
    """Static instance id of the consumer, or null.

    `GroupInstanceId` (string): versions 3+; nullable in 3+; default None."""
    topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic]
    """Offsets to commit, by topic.

    `Topics` ([]TxnOffsetCommitRequestTopic): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactional_id: str = '',
        group_id: str = '',
        producer_id: int = 0,
        producer_epoch: int = 0,
        generation_id: int = -1,
        member_id: str = '',
        group_instance_id: str | None = None,
        topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.group_id = group_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TxnOffsetCommitRequestTopic(_Message):
        """Offsets to commit, by topic.

        TxnOffsetCommitRequestTopic (in TxnOffsetCommitRequest): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition]
        """Offsets to commit, by partition.

        `Partitions` ([]TxnOffsetCommitRequestPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class TxnOffsetCommitRequestPartition(_Message):
        """Offsets to commit, by partition.

        TxnOffsetCommitRequestPartition (in TxnOffsetCommitRequest): versions 0+."""

        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata', '_unknown_tags')
        NAME = 'TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        committed_offset: int
        """Offset to commit.

        `CommittedOffset` (int64): versions 0+; default 0."""
        committed_leader_epoch: int
        """Leader epoch of the last consumed record, or -1.

        `CommittedLeaderEpoch` (int32): versions 2+; default -1; ignorable."""
        committed_metadata: str | None
        """Client metadata stored with the offset, or null.

        `CommittedMetadata` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            committed_offset: int = 0,
            committed_leader_epoch: int = -1,
            committed_metadata: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.committed_offset = committed_offset
            self.committed_leader_epoch = committed_leader_epoch
            self.committed_metadata = committed_metadata
            self._unknown_tags = _unknown_tags


_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic = TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic
_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition = TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition
TxnOffsetCommitRequest.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('GenerationId', 'generation_id', 'int32', (3, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('MemberId', 'member_id', 'string', (3, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
    _FI('Topics', 'topics', '[]TxnOffsetCommitRequestTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic),
)
_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]TxnOffsetCommitRequestPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition),
)
_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedOffset', 'committed_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedLeaderEpoch', 'committed_leader_epoch', 'int32', (2, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('CommittedMetadata', 'committed_metadata', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic = _C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic()
_DEF_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition = _C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition()

def _mk_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic() -> TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic:
    o = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition() -> TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition:
    o = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.committed_metadata = ''
    o._unknown_tags = None
    return o


def _enc_TxnOffsetCommitRequest_v0(o: TxnOffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.transactional_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    s4 = o.group_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    if o.generation_id != -1:
        raise _unsupported_field('TxnOffsetCommitRequest', 'GenerationId', 0)
    if o.member_id != '':
        raise _unsupported_field('TxnOffsetCommitRequest', 'MemberId', 0)
    if o.group_instance_id is not None:
        raise _unsupported_field('TxnOffsetCommitRequest', 'GroupInstanceId', 0)
    l7 = o.topics
    a(_S_i.pack(len(l7)))
    for e8 in l7:
        s9 = e8.name
        b10 = s9.encode()
        a(_S_h.pack(len(b10)))
        a(b10)
        l12 = e8.partitions
        a(_S_i.pack(len(l12)))
        for e13 in l12:
            a(_S_iq.pack(e13.partition_index, e13.committed_offset))
            s14 = e13.committed_metadata
            if s14 is None:
                a(b'\xff\xff')
            else:
                b15 = s14.encode()
                a(_S_h.pack(len(b15)))
                a(b15)
    return b''.join(parts)


def _dec_TxnOffsetCommitRequest_v0(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitRequest)
    n17, = _S_h.unpack_from(buf, pos)
    if n17 >= 0:
        x18 = pos + 2 + n17
        if x18 > blen:
            raise _bad_length(n17, 'TxnOffsetCommitRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x18], 'utf-8')
        pos = x18
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.TransactionalId')
    n19, = _S_h.unpack_from(buf, pos)
    if n19 >= 0:
        x20 = pos + 2 + n19
        if x20 > blen:
            raise _bad_length(n19, 'TxnOffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x20], 'utf-8')
        pos = x20
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.GroupId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n21, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitRequest.Topics')
    l22: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    ap23 = l22.append
    for _ in range(n21):
        t24 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
        n25, = _S_h.unpack_from(buf, pos)
        if n25 >= 0:
            x26 = pos + 2 + n25
            if x26 > blen:
                raise _bad_length(n25, 'TxnOffsetCommitRequest.Topics.Name', pos)
            t24.name = str(buf[pos + 2:x26], 'utf-8')
            pos = x26
        else:
            t24.name, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.Topics.Name')
        n27, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitRequest.Topics.Partitions')
        l28: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = []
        ap29 = l28.append
        for _ in range(n27):
            t30 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
            t30.partition_index, t30.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n31, = _S_h.unpack_from(buf, pos)
            if n31 >= 0:
                x32 = pos + 2 + n31
                if x32 > blen:
                    raise _bad_length(n31, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t30.committed_metadata = str(buf[pos + 2:x32], 'utf-8')
                pos = x32
            else:
                t30.committed_metadata, pos = _read_string(buf, pos, False, True, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t30.committed_leader_epoch = -1
            t30._unknown_tags = None
            ap29(t30)
        t24.partitions = l28
        t24._unknown_tags = None
        ap23(t24)
    o.topics = l22
    o.generation_id = -1
    o.member_id = ''
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_TxnOffsetCommitRequest_v1(o: TxnOffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s33 = o.transactional_id
    b34 = s33.encode()
    a(_S_h.pack(len(b34)))
    a(b34)
    s36 = o.group_id
    b37 = s36.encode()
    a(_S_h.pack(len(b37)))
    a(b37)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    if o.generation_id != -1:
        raise _unsupported_field('TxnOffsetCommitRequest', 'GenerationId', 1)
    if o.member_id != '':
        raise _unsupported_field('TxnOffsetCommitRequest', 'MemberId', 1)
    if o.group_instance_id is not None:
        raise _unsupported_field('TxnOffsetCommitRequest', 'GroupInstanceId', 1)
    l39 = o.topics
    a(_S_i.pack(len(l39)))
    for e40 in l39:
        s41 = e40.name
        b42 = s41.encode()
        a(_S_h.pack(len(b42)))
        a(b42)
        l44 = e40.partitions
        a(_S_i.pack(len(l44)))
        for e45 in l44:
            a(_S_iq.pack(e45.partition_index, e45.committed_offset))
            s46 = e45.committed_metadata
            if s46 is None:
                a(b'\xff\xff')
            else:
                b47 = s46.encode()
                a(_S_h.pack(len(b47)))
                a(b47)
    return b''.join(parts)


def _dec_TxnOffsetCommitRequest_v1(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitRequest)
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'TxnOffsetCommitRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.TransactionalId')
    n51, = _S_h.unpack_from(buf, pos)
    if n51 >= 0:
        x52 = pos + 2 + n51
        if x52 > blen:
            raise _bad_length(n51, 'TxnOffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x52], 'utf-8')
        pos = x52
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.GroupId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n53, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitRequest.Topics')
    l54: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    ap55 = l54.append
    for _ in range(n53):
        t56 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
        n57, = _S_h.unpack_from(buf, pos)
        if n57 >= 0:
            x58 = pos + 2 + n57
            if x58 > blen:
                raise _bad_length(n57, 'TxnOffsetCommitRequest.Topics.Name', pos)
            t56.name = str(buf[pos + 2:x58], 'utf-8')
            pos = x58
        else:
            t56.name, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.Topics.Name')
        n59, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitRequest.Topics.Partitions')
        l60: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = []
        ap61 = l60.append
        for _ in range(n59):
            t62 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
            t62.partition_index, t62.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n63, = _S_h.unpack_from(buf, pos)
            if n63 >= 0:
                x64 = pos + 2 + n63
                if x64 > blen:
                    raise _bad_length(n63, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t62.committed_metadata = str(buf[pos + 2:x64], 'utf-8')
                pos = x64
            else:
                t62.committed_metadata, pos = _read_string(buf, pos, False, True, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t62.committed_leader_epoch = -1
            t62._unknown_tags = None
            ap61(t62)
        t56.partitions = l60
        t56._unknown_tags = None
        ap55(t56)
    o.topics = l54
    o.generation_id = -1
    o.member_id = ''
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_TxnOffsetCommitRequest_v2(o: TxnOffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s65 = o.transactional_id
    b66 = s65.encode()
    a(_S_h.pack(len(b66)))
    a(b66)
    s68 = o.group_id
    b69 = s68.encode()
    a(_S_h.pack(len(b69)))
    a(b69)
    a(_S_qh.pack(o.producer_id, o.producer_epoch))
    if o.generation_id != -1:
        raise _unsupported_field('TxnOffsetCommitRequest', 'GenerationId', 2)
    if o.member_id != '':
        raise _unsupported_field('TxnOffsetCommitRequest', 'MemberId', 2)
    if o.group_instance_id is not None:
        raise _unsupported_field('TxnOffsetCommitRequest', 'GroupInstanceId', 2)
    l71 = o.topics
    a(_S_i.pack(len(l71)))
    for e72 in l71:
        s73 = e72.name
        b74 = s73.encode()
        a(_S_h.pack(len(b74)))
        a(b74)
        l76 = e72.partitions
        a(_S_i.pack(len(l76)))
        for e77 in l76:
            a(_S_iqi.pack(e77.partition_index, e77.committed_offset, e77.committed_leader_epoch))
            s78 = e77.committed_metadata
            if s78 is None:
                a(b'\xff\xff')
            else:
                b79 = s78.encode()
                a(_S_h.pack(len(b79)))
                a(b79)
    return b''.join(parts)


def _dec_TxnOffsetCommitRequest_v2(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitRequest)
    n81, = _S_h.unpack_from(buf, pos)
    if n81 >= 0:
        x82 = pos + 2 + n81
        if x82 > blen:
            raise _bad_length(n81, 'TxnOffsetCommitRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x82], 'utf-8')
        pos = x82
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.TransactionalId')
    n83, = _S_h.unpack_from(buf, pos)
    if n83 >= 0:
        x84 = pos + 2 + n83
        if x84 > blen:
            raise _bad_length(n83, 'TxnOffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x84], 'utf-8')
        pos = x84
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.GroupId')
    o.producer_id, o.producer_epoch = _S_qh.unpack_from(buf, pos)
    pos += 10
    n85, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitRequest.Topics')
    l86: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    ap87 = l86.append
    for _ in range(n85):
        t88 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
        n89, = _S_h.unpack_from(buf, pos)
        if n89 >= 0:
            x90 = pos + 2 + n89
            if x90 > blen:
                raise _bad_length(n89, 'TxnOffsetCommitRequest.Topics.Name', pos)
            t88.name = str(buf[pos + 2:x90], 'utf-8')
            pos = x90
        else:
            t88.name, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitRequest.Topics.Name')
        n91, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitRequest.Topics.Partitions')
        l92: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = []
        ap93 = l92.append
        for _ in range(n91):
            t94 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
            t94.partition_index, t94.committed_offset, t94.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n95, = _S_h.unpack_from(buf, pos)
            if n95 >= 0:
                x96 = pos + 2 + n95
                if x96 > blen:
                    raise _bad_length(n95, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t94.committed_metadata = str(buf[pos + 2:x96], 'utf-8')
                pos = x96
            else:
                t94.committed_metadata, pos = _read_string(buf, pos, False, True, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            t94._unknown_tags = None
            ap93(t94)
        t88.partitions = l92
        t88._unknown_tags = None
        ap87(t88)
    o.topics = l86
    o.generation_id = -1
    o.member_id = ''
    o.group_instance_id = None
    o._unknown_tags = None
    return o, pos


def _enc_TxnOffsetCommitRequest_v3(o: TxnOffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s97 = o.transactional_id
    b98 = s97.encode()
    n99 = len(b98) + 1
    a(_UV[n99] if n99 < 128 else _uv(n99))
    a(b98)
    s100 = o.group_id
    b101 = s100.encode()
    n102 = len(b101) + 1
    a(_UV[n102] if n102 < 128 else _uv(n102))
    a(b101)
    a(_S_qhi.pack(o.producer_id, o.producer_epoch, o.generation_id))
    s103 = o.member_id
    b104 = s103.encode()
    n105 = len(b104) + 1
    a(_UV[n105] if n105 < 128 else _uv(n105))
    a(b104)
    s106 = o.group_instance_id
    if s106 is None:
        a(_H0)
    else:
        b107 = s106.encode()
        n108 = len(b107) + 1
        a(_UV[n108] if n108 < 128 else _uv(n108))
        a(b107)
    l109 = o.topics
    n110 = len(l109) + 1
    a(_UV[n110] if n110 < 128 else _uv(n110))
    for e111 in l109:
        s112 = e111.name
        b113 = s112.encode()
        n114 = len(b113) + 1
        a(_UV[n114] if n114 < 128 else _uv(n114))
        a(b113)
        l115 = e111.partitions
        n116 = len(l115) + 1
        a(_UV[n116] if n116 < 128 else _uv(n116))
        for e117 in l115:
            a(_S_iqi.pack(e117.partition_index, e117.committed_offset, e117.committed_leader_epoch))
            s118 = e117.committed_metadata
            if s118 is None:
                a(_H0)
            else:
                b119 = s118.encode()
                n120 = len(b119) + 1
                a(_UV[n120] if n120 < 128 else _uv(n120))
                a(b119)
            u121 = e117._unknown_tags
            if u121 is None:
                a(_H0)
            else:
                _write_tags(a, None, u121)
        u122 = e111._unknown_tags
        if u122 is None:
            a(_H0)
        else:
            _write_tags(a, None, u122)
    u123 = o._unknown_tags
    if u123 is None:
        a(_H0)
    else:
        _write_tags(a, None, u123)
    return b''.join(parts)


def _dec_TxnOffsetCommitRequest_v3(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitRequest)
    n124 = buf[pos] - 1
    if 0 <= n124 < 127:
        x125 = pos + 1 + n124
        if x125 > blen:
            raise _bad_length(n124, 'TxnOffsetCommitRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x125], 'utf-8')
        pos = x125
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.TransactionalId')
    n126 = buf[pos] - 1
    if 0 <= n126 < 127:
        x127 = pos + 1 + n126
        if x127 > blen:
            raise _bad_length(n126, 'TxnOffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x127], 'utf-8')
        pos = x127
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.GroupId')
    o.producer_id, o.producer_epoch, o.generation_id = _S_qhi.unpack_from(buf, pos)
    pos += 14
    n128 = buf[pos] - 1
    if 0 <= n128 < 127:
        x129 = pos + 1 + n128
        if x129 > blen:
            raise _bad_length(n128, 'TxnOffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x129], 'utf-8')
        pos = x129
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.MemberId')
    n130 = buf[pos] - 1
    if 0 <= n130 < 127:
        x131 = pos + 1 + n130
        if x131 > blen:
            raise _bad_length(n130, 'TxnOffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x131], 'utf-8')
        pos = x131
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'TxnOffsetCommitRequest.GroupInstanceId')
    n132 = buf[pos] - 1
    if 0 <= n132 < 127:
        pos += 1
    else:
        n132, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitRequest.Topics')
    l133: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    ap134 = l133.append
    for _ in range(n132):
        t135 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
        n136 = buf[pos] - 1
        if 0 <= n136 < 127:
            x137 = pos + 1 + n136
            if x137 > blen:
                raise _bad_length(n136, 'TxnOffsetCommitRequest.Topics.Name', pos)
            t135.name = str(buf[pos + 1:x137], 'utf-8')
            pos = x137
        else:
            t135.name, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.Topics.Name')
        n138 = buf[pos] - 1
        if 0 <= n138 < 127:
            pos += 1
        else:
            n138, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitRequest.Topics.Partitions')
        l139: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = []
        ap140 = l139.append
        for _ in range(n138):
            t141 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
            t141.partition_index, t141.committed_offset, t141.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n142 = buf[pos] - 1
            if 0 <= n142 < 127:
                x143 = pos + 1 + n142
                if x143 > blen:
                    raise _bad_length(n142, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t141.committed_metadata = str(buf[pos + 1:x143], 'utf-8')
                pos = x143
            else:
                t141.committed_metadata, pos = _read_string(buf, pos, True, True, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            if buf[pos] == 0:
                pos += 1
                t141._unknown_tags = None
            else:
                nt144, pos = _ruv(buf, pos)
                if nt144 * 2 > blen - pos:
                    raise _array_too_long(nt144, 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                uk145: list[tuple[int, bytes]] | None = None
                for _ in range(nt144):
                    tg146, pos = _ruv(buf, pos)
                    sz147, pos = _ruv(buf, pos)
                    x148 = pos + sz147
                    if x148 > blen:
                        raise _bad_length(sz147, 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                    if uk145 is None:
                        uk145 = []
                    uk145.append((tg146, bytes(buf[pos:x148])))
                    pos = x148
                t141._unknown_tags = uk145
            ap140(t141)
        t135.partitions = l139
        if buf[pos] == 0:
            pos += 1
            t135._unknown_tags = None
        else:
            nt149, pos = _ruv(buf, pos)
            if nt149 * 2 > blen - pos:
                raise _array_too_long(nt149, 'TxnOffsetCommitRequest.Topics._tagged_fields', pos)
            uk150: list[tuple[int, bytes]] | None = None
            for _ in range(nt149):
                tg151, pos = _ruv(buf, pos)
                sz152, pos = _ruv(buf, pos)
                x153 = pos + sz152
                if x153 > blen:
                    raise _bad_length(sz152, 'TxnOffsetCommitRequest.Topics._tagged_fields', pos)
                if uk150 is None:
                    uk150 = []
                uk150.append((tg151, bytes(buf[pos:x153])))
                pos = x153
            t135._unknown_tags = uk150
        ap134(t135)
    o.topics = l133
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt154, pos = _ruv(buf, pos)
        if nt154 * 2 > blen - pos:
            raise _array_too_long(nt154, 'TxnOffsetCommitRequest._tagged_fields', pos)
        uk155: list[tuple[int, bytes]] | None = None
        for _ in range(nt154):
            tg156, pos = _ruv(buf, pos)
            sz157, pos = _ruv(buf, pos)
            x158 = pos + sz157
            if x158 > blen:
                raise _bad_length(sz157, 'TxnOffsetCommitRequest._tagged_fields', pos)
            if uk155 is None:
                uk155 = []
            uk155.append((tg156, bytes(buf[pos:x158])))
            pos = x158
        o._unknown_tags = uk155
    return o, pos


def _enc_TxnOffsetCommitRequest_v4(o: TxnOffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s159 = o.transactional_id
    b160 = s159.encode()
    n161 = len(b160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    a(b160)
    s162 = o.group_id
    b163 = s162.encode()
    n164 = len(b163) + 1
    a(_UV[n164] if n164 < 128 else _uv(n164))
    a(b163)
    a(_S_qhi.pack(o.producer_id, o.producer_epoch, o.generation_id))
    s165 = o.member_id
    b166 = s165.encode()
    n167 = len(b166) + 1
    a(_UV[n167] if n167 < 128 else _uv(n167))
    a(b166)
    s168 = o.group_instance_id
    if s168 is None:
        a(_H0)
    else:
        b169 = s168.encode()
        n170 = len(b169) + 1
        a(_UV[n170] if n170 < 128 else _uv(n170))
        a(b169)
    l171 = o.topics
    n172 = len(l171) + 1
    a(_UV[n172] if n172 < 128 else _uv(n172))
    for e173 in l171:
        s174 = e173.name
        b175 = s174.encode()
        n176 = len(b175) + 1
        a(_UV[n176] if n176 < 128 else _uv(n176))
        a(b175)
        l177 = e173.partitions
        n178 = len(l177) + 1
        a(_UV[n178] if n178 < 128 else _uv(n178))
        for e179 in l177:
            a(_S_iqi.pack(e179.partition_index, e179.committed_offset, e179.committed_leader_epoch))
            s180 = e179.committed_metadata
            if s180 is None:
                a(_H0)
            else:
                b181 = s180.encode()
                n182 = len(b181) + 1
                a(_UV[n182] if n182 < 128 else _uv(n182))
                a(b181)
            u183 = e179._unknown_tags
            if u183 is None:
                a(_H0)
            else:
                _write_tags(a, None, u183)
        u184 = e173._unknown_tags
        if u184 is None:
            a(_H0)
        else:
            _write_tags(a, None, u184)
    u185 = o._unknown_tags
    if u185 is None:
        a(_H0)
    else:
        _write_tags(a, None, u185)
    return b''.join(parts)


def _dec_TxnOffsetCommitRequest_v4(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitRequest)
    n186 = buf[pos] - 1
    if 0 <= n186 < 127:
        x187 = pos + 1 + n186
        if x187 > blen:
            raise _bad_length(n186, 'TxnOffsetCommitRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x187], 'utf-8')
        pos = x187
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.TransactionalId')
    n188 = buf[pos] - 1
    if 0 <= n188 < 127:
        x189 = pos + 1 + n188
        if x189 > blen:
            raise _bad_length(n188, 'TxnOffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x189], 'utf-8')
        pos = x189
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.GroupId')
    o.producer_id, o.producer_epoch, o.generation_id = _S_qhi.unpack_from(buf, pos)
    pos += 14
    n190 = buf[pos] - 1
    if 0 <= n190 < 127:
        x191 = pos + 1 + n190
        if x191 > blen:
            raise _bad_length(n190, 'TxnOffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x191], 'utf-8')
        pos = x191
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.MemberId')
    n192 = buf[pos] - 1
    if 0 <= n192 < 127:
        x193 = pos + 1 + n192
        if x193 > blen:
            raise _bad_length(n192, 'TxnOffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x193], 'utf-8')
        pos = x193
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'TxnOffsetCommitRequest.GroupInstanceId')
    n194 = buf[pos] - 1
    if 0 <= n194 < 127:
        pos += 1
    else:
        n194, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitRequest.Topics')
    l195: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    ap196 = l195.append
    for _ in range(n194):
        t197 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
        n198 = buf[pos] - 1
        if 0 <= n198 < 127:
            x199 = pos + 1 + n198
            if x199 > blen:
                raise _bad_length(n198, 'TxnOffsetCommitRequest.Topics.Name', pos)
            t197.name = str(buf[pos + 1:x199], 'utf-8')
            pos = x199
        else:
            t197.name, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.Topics.Name')
        n200 = buf[pos] - 1
        if 0 <= n200 < 127:
            pos += 1
        else:
            n200, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitRequest.Topics.Partitions')
        l201: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = []
        ap202 = l201.append
        for _ in range(n200):
            t203 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
            t203.partition_index, t203.committed_offset, t203.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n204 = buf[pos] - 1
            if 0 <= n204 < 127:
                x205 = pos + 1 + n204
                if x205 > blen:
                    raise _bad_length(n204, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t203.committed_metadata = str(buf[pos + 1:x205], 'utf-8')
                pos = x205
            else:
                t203.committed_metadata, pos = _read_string(buf, pos, True, True, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            if buf[pos] == 0:
                pos += 1
                t203._unknown_tags = None
            else:
                nt206, pos = _ruv(buf, pos)
                if nt206 * 2 > blen - pos:
                    raise _array_too_long(nt206, 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                uk207: list[tuple[int, bytes]] | None = None
                for _ in range(nt206):
                    tg208, pos = _ruv(buf, pos)
                    sz209, pos = _ruv(buf, pos)
                    x210 = pos + sz209
                    if x210 > blen:
                        raise _bad_length(sz209, 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                    if uk207 is None:
                        uk207 = []
                    uk207.append((tg208, bytes(buf[pos:x210])))
                    pos = x210
                t203._unknown_tags = uk207
            ap202(t203)
        t197.partitions = l201
        if buf[pos] == 0:
            pos += 1
            t197._unknown_tags = None
        else:
            nt211, pos = _ruv(buf, pos)
            if nt211 * 2 > blen - pos:
                raise _array_too_long(nt211, 'TxnOffsetCommitRequest.Topics._tagged_fields', pos)
            uk212: list[tuple[int, bytes]] | None = None
            for _ in range(nt211):
                tg213, pos = _ruv(buf, pos)
                sz214, pos = _ruv(buf, pos)
                x215 = pos + sz214
                if x215 > blen:
                    raise _bad_length(sz214, 'TxnOffsetCommitRequest.Topics._tagged_fields', pos)
                if uk212 is None:
                    uk212 = []
                uk212.append((tg213, bytes(buf[pos:x215])))
                pos = x215
            t197._unknown_tags = uk212
        ap196(t197)
    o.topics = l195
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt216, pos = _ruv(buf, pos)
        if nt216 * 2 > blen - pos:
            raise _array_too_long(nt216, 'TxnOffsetCommitRequest._tagged_fields', pos)
        uk217: list[tuple[int, bytes]] | None = None
        for _ in range(nt216):
            tg218, pos = _ruv(buf, pos)
            sz219, pos = _ruv(buf, pos)
            x220 = pos + sz219
            if x220 > blen:
                raise _bad_length(sz219, 'TxnOffsetCommitRequest._tagged_fields', pos)
            if uk217 is None:
                uk217 = []
            uk217.append((tg218, bytes(buf[pos:x220])))
            pos = x220
        o._unknown_tags = uk217
    return o, pos


def _enc_TxnOffsetCommitRequest_v5(o: TxnOffsetCommitRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s221 = o.transactional_id
    b222 = s221.encode()
    n223 = len(b222) + 1
    a(_UV[n223] if n223 < 128 else _uv(n223))
    a(b222)
    s224 = o.group_id
    b225 = s224.encode()
    n226 = len(b225) + 1
    a(_UV[n226] if n226 < 128 else _uv(n226))
    a(b225)
    a(_S_qhi.pack(o.producer_id, o.producer_epoch, o.generation_id))
    s227 = o.member_id
    b228 = s227.encode()
    n229 = len(b228) + 1
    a(_UV[n229] if n229 < 128 else _uv(n229))
    a(b228)
    s230 = o.group_instance_id
    if s230 is None:
        a(_H0)
    else:
        b231 = s230.encode()
        n232 = len(b231) + 1
        a(_UV[n232] if n232 < 128 else _uv(n232))
        a(b231)
    l233 = o.topics
    n234 = len(l233) + 1
    a(_UV[n234] if n234 < 128 else _uv(n234))
    for e235 in l233:
        s236 = e235.name
        b237 = s236.encode()
        n238 = len(b237) + 1
        a(_UV[n238] if n238 < 128 else _uv(n238))
        a(b237)
        l239 = e235.partitions
        n240 = len(l239) + 1
        a(_UV[n240] if n240 < 128 else _uv(n240))
        for e241 in l239:
            a(_S_iqi.pack(e241.partition_index, e241.committed_offset, e241.committed_leader_epoch))
            s242 = e241.committed_metadata
            if s242 is None:
                a(_H0)
            else:
                b243 = s242.encode()
                n244 = len(b243) + 1
                a(_UV[n244] if n244 < 128 else _uv(n244))
                a(b243)
            u245 = e241._unknown_tags
            if u245 is None:
                a(_H0)
            else:
                _write_tags(a, None, u245)
        u246 = e235._unknown_tags
        if u246 is None:
            a(_H0)
        else:
            _write_tags(a, None, u246)
    u247 = o._unknown_tags
    if u247 is None:
        a(_H0)
    else:
        _write_tags(a, None, u247)
    return b''.join(parts)


def _dec_TxnOffsetCommitRequest_v5(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitRequest)
    n248 = buf[pos] - 1
    if 0 <= n248 < 127:
        x249 = pos + 1 + n248
        if x249 > blen:
            raise _bad_length(n248, 'TxnOffsetCommitRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x249], 'utf-8')
        pos = x249
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.TransactionalId')
    n250 = buf[pos] - 1
    if 0 <= n250 < 127:
        x251 = pos + 1 + n250
        if x251 > blen:
            raise _bad_length(n250, 'TxnOffsetCommitRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x251], 'utf-8')
        pos = x251
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.GroupId')
    o.producer_id, o.producer_epoch, o.generation_id = _S_qhi.unpack_from(buf, pos)
    pos += 14
    n252 = buf[pos] - 1
    if 0 <= n252 < 127:
        x253 = pos + 1 + n252
        if x253 > blen:
            raise _bad_length(n252, 'TxnOffsetCommitRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x253], 'utf-8')
        pos = x253
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.MemberId')
    n254 = buf[pos] - 1
    if 0 <= n254 < 127:
        x255 = pos + 1 + n254
        if x255 > blen:
            raise _bad_length(n254, 'TxnOffsetCommitRequest.GroupInstanceId', pos)
        o.group_instance_id = str(buf[pos + 1:x255], 'utf-8')
        pos = x255
    else:
        o.group_instance_id, pos = _read_string(buf, pos, True, True, 'TxnOffsetCommitRequest.GroupInstanceId')
    n256 = buf[pos] - 1
    if 0 <= n256 < 127:
        pos += 1
    else:
        n256, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitRequest.Topics')
    l257: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    ap258 = l257.append
    for _ in range(n256):
        t259 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic)
        n260 = buf[pos] - 1
        if 0 <= n260 < 127:
            x261 = pos + 1 + n260
            if x261 > blen:
                raise _bad_length(n260, 'TxnOffsetCommitRequest.Topics.Name', pos)
            t259.name = str(buf[pos + 1:x261], 'utf-8')
            pos = x261
        else:
            t259.name, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitRequest.Topics.Name')
        n262 = buf[pos] - 1
        if 0 <= n262 < 127:
            pos += 1
        else:
            n262, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitRequest.Topics.Partitions')
        l263: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestPartition] = []
        ap264 = l263.append
        for _ in range(n262):
            t265 = _new(_C_TxnOffsetCommitRequest_TxnOffsetCommitRequestPartition)
            t265.partition_index, t265.committed_offset, t265.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n266 = buf[pos] - 1
            if 0 <= n266 < 127:
                x267 = pos + 1 + n266
                if x267 > blen:
                    raise _bad_length(n266, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata', pos)
                t265.committed_metadata = str(buf[pos + 1:x267], 'utf-8')
                pos = x267
            else:
                t265.committed_metadata, pos = _read_string(buf, pos, True, True, 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata')
            if buf[pos] == 0:
                pos += 1
                t265._unknown_tags = None
            else:
                nt268, pos = _ruv(buf, pos)
                if nt268 * 2 > blen - pos:
                    raise _array_too_long(nt268, 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                uk269: list[tuple[int, bytes]] | None = None
                for _ in range(nt268):
                    tg270, pos = _ruv(buf, pos)
                    sz271, pos = _ruv(buf, pos)
                    x272 = pos + sz271
                    if x272 > blen:
                        raise _bad_length(sz271, 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields', pos)
                    if uk269 is None:
                        uk269 = []
                    uk269.append((tg270, bytes(buf[pos:x272])))
                    pos = x272
                t265._unknown_tags = uk269
            ap264(t265)
        t259.partitions = l263
        if buf[pos] == 0:
            pos += 1
            t259._unknown_tags = None
        else:
            nt273, pos = _ruv(buf, pos)
            if nt273 * 2 > blen - pos:
                raise _array_too_long(nt273, 'TxnOffsetCommitRequest.Topics._tagged_fields', pos)
            uk274: list[tuple[int, bytes]] | None = None
            for _ in range(nt273):
                tg275, pos = _ruv(buf, pos)
                sz276, pos = _ruv(buf, pos)
                x277 = pos + sz276
                if x277 > blen:
                    raise _bad_length(sz276, 'TxnOffsetCommitRequest.Topics._tagged_fields', pos)
                if uk274 is None:
                    uk274 = []
                uk274.append((tg275, bytes(buf[pos:x277])))
                pos = x277
            t259._unknown_tags = uk274
        ap258(t259)
    o.topics = l257
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt278, pos = _ruv(buf, pos)
        if nt278 * 2 > blen - pos:
            raise _array_too_long(nt278, 'TxnOffsetCommitRequest._tagged_fields', pos)
        uk279: list[tuple[int, bytes]] | None = None
        for _ in range(nt278):
            tg280, pos = _ruv(buf, pos)
            sz281, pos = _ruv(buf, pos)
            x282 = pos + sz281
            if x282 > blen:
                raise _bad_length(sz281, 'TxnOffsetCommitRequest._tagged_fields', pos)
            if uk279 is None:
                uk279 = []
            uk279.append((tg280, bytes(buf[pos:x282])))
            pos = x282
        o._unknown_tags = uk279
    return o, pos


TxnOffsetCommitRequest._ENC = {0: _enc_TxnOffsetCommitRequest_v0, 1: _enc_TxnOffsetCommitRequest_v1, 2: _enc_TxnOffsetCommitRequest_v2, 3: _enc_TxnOffsetCommitRequest_v3, 4: _enc_TxnOffsetCommitRequest_v4, 5: _enc_TxnOffsetCommitRequest_v5}
TxnOffsetCommitRequest._DEC = {0: _dec_TxnOffsetCommitRequest_v0, 1: _dec_TxnOffsetCommitRequest_v1, 2: _dec_TxnOffsetCommitRequest_v2, 3: _dec_TxnOffsetCommitRequest_v3, 4: _dec_TxnOffsetCommitRequest_v4, 5: _dec_TxnOffsetCommitRequest_v5}


class TxnOffsetCommitResponse(_Message):
    """TxnOffsetCommitResponse (response): API key 28; versions 0-5; flexible in 3-5."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'TxnOffsetCommitResponse'
    TYPE = 'response'
    API_KEY = 28
    VALID_VERSIONS = (0, 5)
    FLEXIBLE_VERSIONS = (3, 5)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic]
    """Results by topic.

    `Topics` ([]TxnOffsetCommitResponseTopic): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TxnOffsetCommitResponseTopic(_Message):
        """Results by topic.

        TxnOffsetCommitResponseTopic (in TxnOffsetCommitResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition]
        """Results by partition.

        `Partitions` ([]TxnOffsetCommitResponsePartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class TxnOffsetCommitResponsePartition(_Message):
        """Results by partition.

        TxnOffsetCommitResponsePartition (in TxnOffsetCommitResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', '_unknown_tags')
        NAME = 'TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic = TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic
_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition = TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition
TxnOffsetCommitResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TxnOffsetCommitResponseTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic),
)
_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]TxnOffsetCommitResponsePartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition),
)
_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic = _C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic()
_DEF_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition = _C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition()

def _mk_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic() -> TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic:
    o = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition() -> TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition:
    o = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
    o.partition_index = 0
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_TxnOffsetCommitResponse_v0(o: TxnOffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l283 = o.topics
    a(_S_i.pack(len(l283)))
    for e284 in l283:
        s285 = e284.name
        b286 = s285.encode()
        a(_S_h.pack(len(b286)))
        a(b286)
        l288 = e284.partitions
        a(_S_i.pack(len(l288)))
        for e289 in l288:
            a(_S_ih.pack(e289.partition_index, e289.error_code))
    return b''.join(parts)


def _dec_TxnOffsetCommitResponse_v0(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n290, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitResponse.Topics')
    l291: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    ap292 = l291.append
    for _ in range(n290):
        t293 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
        n294, = _S_h.unpack_from(buf, pos)
        if n294 >= 0:
            x295 = pos + 2 + n294
            if x295 > blen:
                raise _bad_length(n294, 'TxnOffsetCommitResponse.Topics.Name', pos)
            t293.name = str(buf[pos + 2:x295], 'utf-8')
            pos = x295
        else:
            t293.name, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitResponse.Topics.Name')
        n296, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitResponse.Topics.Partitions')
        l297: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = []
        ap298 = l297.append
        for _ in range(n296):
            t299 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
            t299.partition_index, t299.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t299._unknown_tags = None
            ap298(t299)
        t293.partitions = l297
        t293._unknown_tags = None
        ap292(t293)
    o.topics = l291
    o._unknown_tags = None
    return o, pos


def _enc_TxnOffsetCommitResponse_v1(o: TxnOffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l300 = o.topics
    a(_S_i.pack(len(l300)))
    for e301 in l300:
        s302 = e301.name
        b303 = s302.encode()
        a(_S_h.pack(len(b303)))
        a(b303)
        l305 = e301.partitions
        a(_S_i.pack(len(l305)))
        for e306 in l305:
            a(_S_ih.pack(e306.partition_index, e306.error_code))
    return b''.join(parts)


def _dec_TxnOffsetCommitResponse_v1(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n307, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitResponse.Topics')
    l308: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    ap309 = l308.append
    for _ in range(n307):
        t310 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
        n311, = _S_h.unpack_from(buf, pos)
        if n311 >= 0:
            x312 = pos + 2 + n311
            if x312 > blen:
                raise _bad_length(n311, 'TxnOffsetCommitResponse.Topics.Name', pos)
            t310.name = str(buf[pos + 2:x312], 'utf-8')
            pos = x312
        else:
            t310.name, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitResponse.Topics.Name')
        n313, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitResponse.Topics.Partitions')
        l314: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = []
        ap315 = l314.append
        for _ in range(n313):
            t316 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
            t316.partition_index, t316.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t316._unknown_tags = None
            ap315(t316)
        t310.partitions = l314
        t310._unknown_tags = None
        ap309(t310)
    o.topics = l308
    o._unknown_tags = None
    return o, pos


def _enc_TxnOffsetCommitResponse_v2(o: TxnOffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l317 = o.topics
    a(_S_i.pack(len(l317)))
    for e318 in l317:
        s319 = e318.name
        b320 = s319.encode()
        a(_S_h.pack(len(b320)))
        a(b320)
        l322 = e318.partitions
        a(_S_i.pack(len(l322)))
        for e323 in l322:
            a(_S_ih.pack(e323.partition_index, e323.error_code))
    return b''.join(parts)


def _dec_TxnOffsetCommitResponse_v2(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n324, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitResponse.Topics')
    l325: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    ap326 = l325.append
    for _ in range(n324):
        t327 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
        n328, = _S_h.unpack_from(buf, pos)
        if n328 >= 0:
            x329 = pos + 2 + n328
            if x329 > blen:
                raise _bad_length(n328, 'TxnOffsetCommitResponse.Topics.Name', pos)
            t327.name = str(buf[pos + 2:x329], 'utf-8')
            pos = x329
        else:
            t327.name, pos = _read_string(buf, pos, False, False, 'TxnOffsetCommitResponse.Topics.Name')
        n330, pos = _read_array_len(buf, pos, False, False, 1, 'TxnOffsetCommitResponse.Topics.Partitions')
        l331: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = []
        ap332 = l331.append
        for _ in range(n330):
            t333 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
            t333.partition_index, t333.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t333._unknown_tags = None
            ap332(t333)
        t327.partitions = l331
        t327._unknown_tags = None
        ap326(t327)
    o.topics = l325
    o._unknown_tags = None
    return o, pos


def _enc_TxnOffsetCommitResponse_v3(o: TxnOffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l334 = o.topics
    n335 = len(l334) + 1
    a(_UV[n335] if n335 < 128 else _uv(n335))
    for e336 in l334:
        s337 = e336.name
        b338 = s337.encode()
        n339 = len(b338) + 1
        a(_UV[n339] if n339 < 128 else _uv(n339))
        a(b338)
        l340 = e336.partitions
        n341 = len(l340) + 1
        a(_UV[n341] if n341 < 128 else _uv(n341))
        for e342 in l340:
            a(_S_ih.pack(e342.partition_index, e342.error_code))
            u343 = e342._unknown_tags
            if u343 is None:
                a(_H0)
            else:
                _write_tags(a, None, u343)
        u344 = e336._unknown_tags
        if u344 is None:
            a(_H0)
        else:
            _write_tags(a, None, u344)
    u345 = o._unknown_tags
    if u345 is None:
        a(_H0)
    else:
        _write_tags(a, None, u345)
    return b''.join(parts)


def _dec_TxnOffsetCommitResponse_v3(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n346 = buf[pos] - 1
    if 0 <= n346 < 127:
        pos += 1
    else:
        n346, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitResponse.Topics')
    l347: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    ap348 = l347.append
    for _ in range(n346):
        t349 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
        n350 = buf[pos] - 1
        if 0 <= n350 < 127:
            x351 = pos + 1 + n350
            if x351 > blen:
                raise _bad_length(n350, 'TxnOffsetCommitResponse.Topics.Name', pos)
            t349.name = str(buf[pos + 1:x351], 'utf-8')
            pos = x351
        else:
            t349.name, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitResponse.Topics.Name')
        n352 = buf[pos] - 1
        if 0 <= n352 < 127:
            pos += 1
        else:
            n352, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitResponse.Topics.Partitions')
        l353: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = []
        ap354 = l353.append
        for _ in range(n352):
            t355 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
            t355.partition_index, t355.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t355._unknown_tags = None
            else:
                nt356, pos = _ruv(buf, pos)
                if nt356 * 2 > blen - pos:
                    raise _array_too_long(nt356, 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                uk357: list[tuple[int, bytes]] | None = None
                for _ in range(nt356):
                    tg358, pos = _ruv(buf, pos)
                    sz359, pos = _ruv(buf, pos)
                    x360 = pos + sz359
                    if x360 > blen:
                        raise _bad_length(sz359, 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                    if uk357 is None:
                        uk357 = []
                    uk357.append((tg358, bytes(buf[pos:x360])))
                    pos = x360
                t355._unknown_tags = uk357
            ap354(t355)
        t349.partitions = l353
        if buf[pos] == 0:
            pos += 1
            t349._unknown_tags = None
        else:
            nt361, pos = _ruv(buf, pos)
            if nt361 * 2 > blen - pos:
                raise _array_too_long(nt361, 'TxnOffsetCommitResponse.Topics._tagged_fields', pos)
            uk362: list[tuple[int, bytes]] | None = None
            for _ in range(nt361):
                tg363, pos = _ruv(buf, pos)
                sz364, pos = _ruv(buf, pos)
                x365 = pos + sz364
                if x365 > blen:
                    raise _bad_length(sz364, 'TxnOffsetCommitResponse.Topics._tagged_fields', pos)
                if uk362 is None:
                    uk362 = []
                uk362.append((tg363, bytes(buf[pos:x365])))
                pos = x365
            t349._unknown_tags = uk362
        ap348(t349)
    o.topics = l347
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt366, pos = _ruv(buf, pos)
        if nt366 * 2 > blen - pos:
            raise _array_too_long(nt366, 'TxnOffsetCommitResponse._tagged_fields', pos)
        uk367: list[tuple[int, bytes]] | None = None
        for _ in range(nt366):
            tg368, pos = _ruv(buf, pos)
            sz369, pos = _ruv(buf, pos)
            x370 = pos + sz369
            if x370 > blen:
                raise _bad_length(sz369, 'TxnOffsetCommitResponse._tagged_fields', pos)
            if uk367 is None:
                uk367 = []
            uk367.append((tg368, bytes(buf[pos:x370])))
            pos = x370
        o._unknown_tags = uk367
    return o, pos


def _enc_TxnOffsetCommitResponse_v4(o: TxnOffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l371 = o.topics
    n372 = len(l371) + 1
    a(_UV[n372] if n372 < 128 else _uv(n372))
    for e373 in l371:
        s374 = e373.name
        b375 = s374.encode()
        n376 = len(b375) + 1
        a(_UV[n376] if n376 < 128 else _uv(n376))
        a(b375)
        l377 = e373.partitions
        n378 = len(l377) + 1
        a(_UV[n378] if n378 < 128 else _uv(n378))
        for e379 in l377:
            a(_S_ih.pack(e379.partition_index, e379.error_code))
            u380 = e379._unknown_tags
            if u380 is None:
                a(_H0)
            else:
                _write_tags(a, None, u380)
        u381 = e373._unknown_tags
        if u381 is None:
            a(_H0)
        else:
            _write_tags(a, None, u381)
    u382 = o._unknown_tags
    if u382 is None:
        a(_H0)
    else:
        _write_tags(a, None, u382)
    return b''.join(parts)


def _dec_TxnOffsetCommitResponse_v4(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n383 = buf[pos] - 1
    if 0 <= n383 < 127:
        pos += 1
    else:
        n383, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitResponse.Topics')
    l384: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    ap385 = l384.append
    for _ in range(n383):
        t386 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
        n387 = buf[pos] - 1
        if 0 <= n387 < 127:
            x388 = pos + 1 + n387
            if x388 > blen:
                raise _bad_length(n387, 'TxnOffsetCommitResponse.Topics.Name', pos)
            t386.name = str(buf[pos + 1:x388], 'utf-8')
            pos = x388
        else:
            t386.name, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitResponse.Topics.Name')
        n389 = buf[pos] - 1
        if 0 <= n389 < 127:
            pos += 1
        else:
            n389, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitResponse.Topics.Partitions')
        l390: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = []
        ap391 = l390.append
        for _ in range(n389):
            t392 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
            t392.partition_index, t392.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t392._unknown_tags = None
            else:
                nt393, pos = _ruv(buf, pos)
                if nt393 * 2 > blen - pos:
                    raise _array_too_long(nt393, 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                uk394: list[tuple[int, bytes]] | None = None
                for _ in range(nt393):
                    tg395, pos = _ruv(buf, pos)
                    sz396, pos = _ruv(buf, pos)
                    x397 = pos + sz396
                    if x397 > blen:
                        raise _bad_length(sz396, 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                    if uk394 is None:
                        uk394 = []
                    uk394.append((tg395, bytes(buf[pos:x397])))
                    pos = x397
                t392._unknown_tags = uk394
            ap391(t392)
        t386.partitions = l390
        if buf[pos] == 0:
            pos += 1
            t386._unknown_tags = None
        else:
            nt398, pos = _ruv(buf, pos)
            if nt398 * 2 > blen - pos:
                raise _array_too_long(nt398, 'TxnOffsetCommitResponse.Topics._tagged_fields', pos)
            uk399: list[tuple[int, bytes]] | None = None
            for _ in range(nt398):
                tg400, pos = _ruv(buf, pos)
                sz401, pos = _ruv(buf, pos)
                x402 = pos + sz401
                if x402 > blen:
                    raise _bad_length(sz401, 'TxnOffsetCommitResponse.Topics._tagged_fields', pos)
                if uk399 is None:
                    uk399 = []
                uk399.append((tg400, bytes(buf[pos:x402])))
                pos = x402
            t386._unknown_tags = uk399
        ap385(t386)
    o.topics = l384
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt403, pos = _ruv(buf, pos)
        if nt403 * 2 > blen - pos:
            raise _array_too_long(nt403, 'TxnOffsetCommitResponse._tagged_fields', pos)
        uk404: list[tuple[int, bytes]] | None = None
        for _ in range(nt403):
            tg405, pos = _ruv(buf, pos)
            sz406, pos = _ruv(buf, pos)
            x407 = pos + sz406
            if x407 > blen:
                raise _bad_length(sz406, 'TxnOffsetCommitResponse._tagged_fields', pos)
            if uk404 is None:
                uk404 = []
            uk404.append((tg405, bytes(buf[pos:x407])))
            pos = x407
        o._unknown_tags = uk404
    return o, pos


def _enc_TxnOffsetCommitResponse_v5(o: TxnOffsetCommitResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l408 = o.topics
    n409 = len(l408) + 1
    a(_UV[n409] if n409 < 128 else _uv(n409))
    for e410 in l408:
        s411 = e410.name
        b412 = s411.encode()
        n413 = len(b412) + 1
        a(_UV[n413] if n413 < 128 else _uv(n413))
        a(b412)
        l414 = e410.partitions
        n415 = len(l414) + 1
        a(_UV[n415] if n415 < 128 else _uv(n415))
        for e416 in l414:
            a(_S_ih.pack(e416.partition_index, e416.error_code))
            u417 = e416._unknown_tags
            if u417 is None:
                a(_H0)
            else:
                _write_tags(a, None, u417)
        u418 = e410._unknown_tags
        if u418 is None:
            a(_H0)
        else:
            _write_tags(a, None, u418)
    u419 = o._unknown_tags
    if u419 is None:
        a(_H0)
    else:
        _write_tags(a, None, u419)
    return b''.join(parts)


def _dec_TxnOffsetCommitResponse_v5(buf: _Buffer, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    blen = len(buf)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n420 = buf[pos] - 1
    if 0 <= n420 < 127:
        pos += 1
    else:
        n420, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitResponse.Topics')
    l421: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    ap422 = l421.append
    for _ in range(n420):
        t423 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic)
        n424 = buf[pos] - 1
        if 0 <= n424 < 127:
            x425 = pos + 1 + n424
            if x425 > blen:
                raise _bad_length(n424, 'TxnOffsetCommitResponse.Topics.Name', pos)
            t423.name = str(buf[pos + 1:x425], 'utf-8')
            pos = x425
        else:
            t423.name, pos = _read_string(buf, pos, True, False, 'TxnOffsetCommitResponse.Topics.Name')
        n426 = buf[pos] - 1
        if 0 <= n426 < 127:
            pos += 1
        else:
            n426, pos = _read_array_len(buf, pos, True, False, 1, 'TxnOffsetCommitResponse.Topics.Partitions')
        l427: list[TxnOffsetCommitResponse.TxnOffsetCommitResponsePartition] = []
        ap428 = l427.append
        for _ in range(n426):
            t429 = _new(_C_TxnOffsetCommitResponse_TxnOffsetCommitResponsePartition)
            t429.partition_index, t429.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            if buf[pos] == 0:
                pos += 1
                t429._unknown_tags = None
            else:
                nt430, pos = _ruv(buf, pos)
                if nt430 * 2 > blen - pos:
                    raise _array_too_long(nt430, 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                uk431: list[tuple[int, bytes]] | None = None
                for _ in range(nt430):
                    tg432, pos = _ruv(buf, pos)
                    sz433, pos = _ruv(buf, pos)
                    x434 = pos + sz433
                    if x434 > blen:
                        raise _bad_length(sz433, 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields', pos)
                    if uk431 is None:
                        uk431 = []
                    uk431.append((tg432, bytes(buf[pos:x434])))
                    pos = x434
                t429._unknown_tags = uk431
            ap428(t429)
        t423.partitions = l427
        if buf[pos] == 0:
            pos += 1
            t423._unknown_tags = None
        else:
            nt435, pos = _ruv(buf, pos)
            if nt435 * 2 > blen - pos:
                raise _array_too_long(nt435, 'TxnOffsetCommitResponse.Topics._tagged_fields', pos)
            uk436: list[tuple[int, bytes]] | None = None
            for _ in range(nt435):
                tg437, pos = _ruv(buf, pos)
                sz438, pos = _ruv(buf, pos)
                x439 = pos + sz438
                if x439 > blen:
                    raise _bad_length(sz438, 'TxnOffsetCommitResponse.Topics._tagged_fields', pos)
                if uk436 is None:
                    uk436 = []
                uk436.append((tg437, bytes(buf[pos:x439])))
                pos = x439
            t423._unknown_tags = uk436
        ap422(t423)
    o.topics = l421
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt440, pos = _ruv(buf, pos)
        if nt440 * 2 > blen - pos:
            raise _array_too_long(nt440, 'TxnOffsetCommitResponse._tagged_fields', pos)
        uk441: list[tuple[int, bytes]] | None = None
        for _ in range(nt440):
            tg442, pos = _ruv(buf, pos)
            sz443, pos = _ruv(buf, pos)
            x444 = pos + sz443
            if x444 > blen:
                raise _bad_length(sz443, 'TxnOffsetCommitResponse._tagged_fields', pos)
            if uk441 is None:
                uk441 = []
            uk441.append((tg442, bytes(buf[pos:x444])))
            pos = x444
        o._unknown_tags = uk441
    return o, pos


TxnOffsetCommitResponse._ENC = {0: _enc_TxnOffsetCommitResponse_v0, 1: _enc_TxnOffsetCommitResponse_v1, 2: _enc_TxnOffsetCommitResponse_v2, 3: _enc_TxnOffsetCommitResponse_v3, 4: _enc_TxnOffsetCommitResponse_v4, 5: _enc_TxnOffsetCommitResponse_v5}
TxnOffsetCommitResponse._DEC = {0: _dec_TxnOffsetCommitResponse_v0, 1: _dec_TxnOffsetCommitResponse_v1, 2: _dec_TxnOffsetCommitResponse_v2, 3: _dec_TxnOffsetCommitResponse_v3, 4: _dec_TxnOffsetCommitResponse_v4, 5: _dec_TxnOffsetCommitResponse_v5}


_LINES = {
    238: 'TxnOffsetCommitRequest.TransactionalId',
    239: 'TxnOffsetCommitRequest.TransactionalId',
    240: 'TxnOffsetCommitRequest.TransactionalId',
    241: 'TxnOffsetCommitRequest.TransactionalId',
    242: 'TxnOffsetCommitRequest.GroupId',
    243: 'TxnOffsetCommitRequest.GroupId',
    244: 'TxnOffsetCommitRequest.GroupId',
    245: 'TxnOffsetCommitRequest.GroupId',
    246: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch',
    247: 'TxnOffsetCommitRequest.GenerationId',
    249: 'TxnOffsetCommitRequest.MemberId',
    251: 'TxnOffsetCommitRequest.GroupInstanceId',
    253: 'TxnOffsetCommitRequest.Topics',
    254: 'TxnOffsetCommitRequest.Topics',
    255: 'TxnOffsetCommitRequest.Topics',
    256: 'TxnOffsetCommitRequest.Topics.Name',
    257: 'TxnOffsetCommitRequest.Topics.Name',
    258: 'TxnOffsetCommitRequest.Topics.Name',
    259: 'TxnOffsetCommitRequest.Topics.Name',
    260: 'TxnOffsetCommitRequest.Topics.Partitions',
    261: 'TxnOffsetCommitRequest.Topics.Partitions',
    262: 'TxnOffsetCommitRequest.Topics.Partitions',
    263: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    264: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    265: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    266: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    267: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    268: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    269: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    270: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    277: 'TxnOffsetCommitRequest.TransactionalId',
    282: 'TxnOffsetCommitRequest.TransactionalId',
    285: 'TxnOffsetCommitRequest.TransactionalId',
    286: 'TxnOffsetCommitRequest.GroupId',
    291: 'TxnOffsetCommitRequest.GroupId',
    294: 'TxnOffsetCommitRequest.GroupId',
    295: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch',
    297: 'TxnOffsetCommitRequest.Topics',
    302: 'TxnOffsetCommitRequest.Topics.Name',
    307: 'TxnOffsetCommitRequest.Topics.Name',
    310: 'TxnOffsetCommitRequest.Topics.Name',
    311: 'TxnOffsetCommitRequest.Topics.Partitions',
    316: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    318: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    323: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    326: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    344: 'TxnOffsetCommitRequest.TransactionalId',
    345: 'TxnOffsetCommitRequest.TransactionalId',
    346: 'TxnOffsetCommitRequest.TransactionalId',
    347: 'TxnOffsetCommitRequest.TransactionalId',
    348: 'TxnOffsetCommitRequest.GroupId',
    349: 'TxnOffsetCommitRequest.GroupId',
    350: 'TxnOffsetCommitRequest.GroupId',
    351: 'TxnOffsetCommitRequest.GroupId',
    352: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch',
    353: 'TxnOffsetCommitRequest.GenerationId',
    355: 'TxnOffsetCommitRequest.MemberId',
    357: 'TxnOffsetCommitRequest.GroupInstanceId',
    359: 'TxnOffsetCommitRequest.Topics',
    360: 'TxnOffsetCommitRequest.Topics',
    361: 'TxnOffsetCommitRequest.Topics',
    362: 'TxnOffsetCommitRequest.Topics.Name',
    363: 'TxnOffsetCommitRequest.Topics.Name',
    364: 'TxnOffsetCommitRequest.Topics.Name',
    365: 'TxnOffsetCommitRequest.Topics.Name',
    366: 'TxnOffsetCommitRequest.Topics.Partitions',
    367: 'TxnOffsetCommitRequest.Topics.Partitions',
    368: 'TxnOffsetCommitRequest.Topics.Partitions',
    369: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    370: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    371: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    372: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    373: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    374: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    375: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    376: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    383: 'TxnOffsetCommitRequest.TransactionalId',
    388: 'TxnOffsetCommitRequest.TransactionalId',
    391: 'TxnOffsetCommitRequest.TransactionalId',
    392: 'TxnOffsetCommitRequest.GroupId',
    397: 'TxnOffsetCommitRequest.GroupId',
    400: 'TxnOffsetCommitRequest.GroupId',
    401: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch',
    403: 'TxnOffsetCommitRequest.Topics',
    408: 'TxnOffsetCommitRequest.Topics.Name',
    413: 'TxnOffsetCommitRequest.Topics.Name',
    416: 'TxnOffsetCommitRequest.Topics.Name',
    417: 'TxnOffsetCommitRequest.Topics.Partitions',
    422: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset',
    424: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    429: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    432: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    450: 'TxnOffsetCommitRequest.TransactionalId',
    451: 'TxnOffsetCommitRequest.TransactionalId',
    452: 'TxnOffsetCommitRequest.TransactionalId',
    453: 'TxnOffsetCommitRequest.TransactionalId',
    454: 'TxnOffsetCommitRequest.GroupId',
    455: 'TxnOffsetCommitRequest.GroupId',
    456: 'TxnOffsetCommitRequest.GroupId',
    457: 'TxnOffsetCommitRequest.GroupId',
    458: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch',
    459: 'TxnOffsetCommitRequest.GenerationId',
    461: 'TxnOffsetCommitRequest.MemberId',
    463: 'TxnOffsetCommitRequest.GroupInstanceId',
    465: 'TxnOffsetCommitRequest.Topics',
    466: 'TxnOffsetCommitRequest.Topics',
    467: 'TxnOffsetCommitRequest.Topics',
    468: 'TxnOffsetCommitRequest.Topics.Name',
    469: 'TxnOffsetCommitRequest.Topics.Name',
    470: 'TxnOffsetCommitRequest.Topics.Name',
    471: 'TxnOffsetCommitRequest.Topics.Name',
    472: 'TxnOffsetCommitRequest.Topics.Partitions',
    473: 'TxnOffsetCommitRequest.Topics.Partitions',
    474: 'TxnOffsetCommitRequest.Topics.Partitions',
    475: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    476: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    477: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    478: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    479: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    480: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    481: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    482: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    489: 'TxnOffsetCommitRequest.TransactionalId',
    494: 'TxnOffsetCommitRequest.TransactionalId',
    497: 'TxnOffsetCommitRequest.TransactionalId',
    498: 'TxnOffsetCommitRequest.GroupId',
    503: 'TxnOffsetCommitRequest.GroupId',
    506: 'TxnOffsetCommitRequest.GroupId',
    507: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch',
    509: 'TxnOffsetCommitRequest.Topics',
    514: 'TxnOffsetCommitRequest.Topics.Name',
    519: 'TxnOffsetCommitRequest.Topics.Name',
    522: 'TxnOffsetCommitRequest.Topics.Name',
    523: 'TxnOffsetCommitRequest.Topics.Partitions',
    528: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    530: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    535: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    538: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    555: 'TxnOffsetCommitRequest.TransactionalId',
    556: 'TxnOffsetCommitRequest.TransactionalId',
    557: 'TxnOffsetCommitRequest.TransactionalId',
    558: 'TxnOffsetCommitRequest.TransactionalId',
    559: 'TxnOffsetCommitRequest.TransactionalId',
    560: 'TxnOffsetCommitRequest.GroupId',
    561: 'TxnOffsetCommitRequest.GroupId',
    562: 'TxnOffsetCommitRequest.GroupId',
    563: 'TxnOffsetCommitRequest.GroupId',
    564: 'TxnOffsetCommitRequest.GroupId',
    565: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch,GenerationId',
    566: 'TxnOffsetCommitRequest.MemberId',
    567: 'TxnOffsetCommitRequest.MemberId',
    568: 'TxnOffsetCommitRequest.MemberId',
    569: 'TxnOffsetCommitRequest.MemberId',
    570: 'TxnOffsetCommitRequest.MemberId',
    571: 'TxnOffsetCommitRequest.GroupInstanceId',
    572: 'TxnOffsetCommitRequest.GroupInstanceId',
    573: 'TxnOffsetCommitRequest.GroupInstanceId',
    574: 'TxnOffsetCommitRequest.GroupInstanceId',
    575: 'TxnOffsetCommitRequest.GroupInstanceId',
    576: 'TxnOffsetCommitRequest.GroupInstanceId',
    577: 'TxnOffsetCommitRequest.GroupInstanceId',
    578: 'TxnOffsetCommitRequest.GroupInstanceId',
    579: 'TxnOffsetCommitRequest.Topics',
    580: 'TxnOffsetCommitRequest.Topics',
    581: 'TxnOffsetCommitRequest.Topics',
    582: 'TxnOffsetCommitRequest.Topics',
    583: 'TxnOffsetCommitRequest.Topics.Name',
    584: 'TxnOffsetCommitRequest.Topics.Name',
    585: 'TxnOffsetCommitRequest.Topics.Name',
    586: 'TxnOffsetCommitRequest.Topics.Name',
    587: 'TxnOffsetCommitRequest.Topics.Name',
    588: 'TxnOffsetCommitRequest.Topics.Partitions',
    589: 'TxnOffsetCommitRequest.Topics.Partitions',
    590: 'TxnOffsetCommitRequest.Topics.Partitions',
    591: 'TxnOffsetCommitRequest.Topics.Partitions',
    592: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    593: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    594: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    595: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    596: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    597: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    598: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    599: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    600: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    601: 'TxnOffsetCommitRequest.Topics.Partitions._unknown_tags',
    602: 'TxnOffsetCommitRequest.Topics.Partitions',
    605: 'TxnOffsetCommitRequest.Topics.Partitions._unknown_tags',
    606: 'TxnOffsetCommitRequest.Topics._unknown_tags',
    607: 'TxnOffsetCommitRequest.Topics',
    610: 'TxnOffsetCommitRequest.Topics._unknown_tags',
    611: 'TxnOffsetCommitRequest._unknown_tags',
    612: 'TxnOffsetCommitRequest',
    615: 'TxnOffsetCommitRequest._unknown_tags',
    622: 'TxnOffsetCommitRequest.TransactionalId',
    627: 'TxnOffsetCommitRequest.TransactionalId',
    630: 'TxnOffsetCommitRequest.TransactionalId',
    631: 'TxnOffsetCommitRequest.GroupId',
    636: 'TxnOffsetCommitRequest.GroupId',
    639: 'TxnOffsetCommitRequest.GroupId',
    640: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch,GenerationId',
    642: 'TxnOffsetCommitRequest.MemberId',
    647: 'TxnOffsetCommitRequest.MemberId',
    650: 'TxnOffsetCommitRequest.MemberId',
    651: 'TxnOffsetCommitRequest.GroupInstanceId',
    656: 'TxnOffsetCommitRequest.GroupInstanceId',
    659: 'TxnOffsetCommitRequest.GroupInstanceId',
    660: 'TxnOffsetCommitRequest.Topics',
    664: 'TxnOffsetCommitRequest.Topics',
    669: 'TxnOffsetCommitRequest.Topics.Name',
    674: 'TxnOffsetCommitRequest.Topics.Name',
    677: 'TxnOffsetCommitRequest.Topics.Name',
    678: 'TxnOffsetCommitRequest.Topics.Partitions',
    682: 'TxnOffsetCommitRequest.Topics.Partitions',
    687: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    689: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    694: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    697: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    698: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    702: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    707: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    708: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    719: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    723: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    728: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    729: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    740: 'TxnOffsetCommitRequest._tagged_fields',
    744: 'TxnOffsetCommitRequest._tagged_fields',
    749: 'TxnOffsetCommitRequest._tagged_fields',
    750: 'TxnOffsetCommitRequest._tagged_fields',
    765: 'TxnOffsetCommitRequest.TransactionalId',
    766: 'TxnOffsetCommitRequest.TransactionalId',
    767: 'TxnOffsetCommitRequest.TransactionalId',
    768: 'TxnOffsetCommitRequest.TransactionalId',
    769: 'TxnOffsetCommitRequest.TransactionalId',
    770: 'TxnOffsetCommitRequest.GroupId',
    771: 'TxnOffsetCommitRequest.GroupId',
    772: 'TxnOffsetCommitRequest.GroupId',
    773: 'TxnOffsetCommitRequest.GroupId',
    774: 'TxnOffsetCommitRequest.GroupId',
    775: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch,GenerationId',
    776: 'TxnOffsetCommitRequest.MemberId',
    777: 'TxnOffsetCommitRequest.MemberId',
    778: 'TxnOffsetCommitRequest.MemberId',
    779: 'TxnOffsetCommitRequest.MemberId',
    780: 'TxnOffsetCommitRequest.MemberId',
    781: 'TxnOffsetCommitRequest.GroupInstanceId',
    782: 'TxnOffsetCommitRequest.GroupInstanceId',
    783: 'TxnOffsetCommitRequest.GroupInstanceId',
    784: 'TxnOffsetCommitRequest.GroupInstanceId',
    785: 'TxnOffsetCommitRequest.GroupInstanceId',
    786: 'TxnOffsetCommitRequest.GroupInstanceId',
    787: 'TxnOffsetCommitRequest.GroupInstanceId',
    788: 'TxnOffsetCommitRequest.GroupInstanceId',
    789: 'TxnOffsetCommitRequest.Topics',
    790: 'TxnOffsetCommitRequest.Topics',
    791: 'TxnOffsetCommitRequest.Topics',
    792: 'TxnOffsetCommitRequest.Topics',
    793: 'TxnOffsetCommitRequest.Topics.Name',
    794: 'TxnOffsetCommitRequest.Topics.Name',
    795: 'TxnOffsetCommitRequest.Topics.Name',
    796: 'TxnOffsetCommitRequest.Topics.Name',
    797: 'TxnOffsetCommitRequest.Topics.Name',
    798: 'TxnOffsetCommitRequest.Topics.Partitions',
    799: 'TxnOffsetCommitRequest.Topics.Partitions',
    800: 'TxnOffsetCommitRequest.Topics.Partitions',
    801: 'TxnOffsetCommitRequest.Topics.Partitions',
    802: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    803: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    804: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    805: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    806: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    807: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    808: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    809: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    810: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    811: 'TxnOffsetCommitRequest.Topics.Partitions._unknown_tags',
    812: 'TxnOffsetCommitRequest.Topics.Partitions',
    815: 'TxnOffsetCommitRequest.Topics.Partitions._unknown_tags',
    816: 'TxnOffsetCommitRequest.Topics._unknown_tags',
    817: 'TxnOffsetCommitRequest.Topics',
    820: 'TxnOffsetCommitRequest.Topics._unknown_tags',
    821: 'TxnOffsetCommitRequest._unknown_tags',
    822: 'TxnOffsetCommitRequest',
    825: 'TxnOffsetCommitRequest._unknown_tags',
    832: 'TxnOffsetCommitRequest.TransactionalId',
    837: 'TxnOffsetCommitRequest.TransactionalId',
    840: 'TxnOffsetCommitRequest.TransactionalId',
    841: 'TxnOffsetCommitRequest.GroupId',
    846: 'TxnOffsetCommitRequest.GroupId',
    849: 'TxnOffsetCommitRequest.GroupId',
    850: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch,GenerationId',
    852: 'TxnOffsetCommitRequest.MemberId',
    857: 'TxnOffsetCommitRequest.MemberId',
    860: 'TxnOffsetCommitRequest.MemberId',
    861: 'TxnOffsetCommitRequest.GroupInstanceId',
    866: 'TxnOffsetCommitRequest.GroupInstanceId',
    869: 'TxnOffsetCommitRequest.GroupInstanceId',
    870: 'TxnOffsetCommitRequest.Topics',
    874: 'TxnOffsetCommitRequest.Topics',
    879: 'TxnOffsetCommitRequest.Topics.Name',
    884: 'TxnOffsetCommitRequest.Topics.Name',
    887: 'TxnOffsetCommitRequest.Topics.Name',
    888: 'TxnOffsetCommitRequest.Topics.Partitions',
    892: 'TxnOffsetCommitRequest.Topics.Partitions',
    897: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    899: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    904: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    907: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    908: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    912: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    917: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    918: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    929: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    933: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    938: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    939: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    950: 'TxnOffsetCommitRequest._tagged_fields',
    954: 'TxnOffsetCommitRequest._tagged_fields',
    959: 'TxnOffsetCommitRequest._tagged_fields',
    960: 'TxnOffsetCommitRequest._tagged_fields',
    975: 'TxnOffsetCommitRequest.TransactionalId',
    976: 'TxnOffsetCommitRequest.TransactionalId',
    977: 'TxnOffsetCommitRequest.TransactionalId',
    978: 'TxnOffsetCommitRequest.TransactionalId',
    979: 'TxnOffsetCommitRequest.TransactionalId',
    980: 'TxnOffsetCommitRequest.GroupId',
    981: 'TxnOffsetCommitRequest.GroupId',
    982: 'TxnOffsetCommitRequest.GroupId',
    983: 'TxnOffsetCommitRequest.GroupId',
    984: 'TxnOffsetCommitRequest.GroupId',
    985: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch,GenerationId',
    986: 'TxnOffsetCommitRequest.MemberId',
    987: 'TxnOffsetCommitRequest.MemberId',
    988: 'TxnOffsetCommitRequest.MemberId',
    989: 'TxnOffsetCommitRequest.MemberId',
    990: 'TxnOffsetCommitRequest.MemberId',
    991: 'TxnOffsetCommitRequest.GroupInstanceId',
    992: 'TxnOffsetCommitRequest.GroupInstanceId',
    993: 'TxnOffsetCommitRequest.GroupInstanceId',
    994: 'TxnOffsetCommitRequest.GroupInstanceId',
    995: 'TxnOffsetCommitRequest.GroupInstanceId',
    996: 'TxnOffsetCommitRequest.GroupInstanceId',
    997: 'TxnOffsetCommitRequest.GroupInstanceId',
    998: 'TxnOffsetCommitRequest.GroupInstanceId',
    999: 'TxnOffsetCommitRequest.Topics',
    1000: 'TxnOffsetCommitRequest.Topics',
    1001: 'TxnOffsetCommitRequest.Topics',
    1002: 'TxnOffsetCommitRequest.Topics',
    1003: 'TxnOffsetCommitRequest.Topics.Name',
    1004: 'TxnOffsetCommitRequest.Topics.Name',
    1005: 'TxnOffsetCommitRequest.Topics.Name',
    1006: 'TxnOffsetCommitRequest.Topics.Name',
    1007: 'TxnOffsetCommitRequest.Topics.Name',
    1008: 'TxnOffsetCommitRequest.Topics.Partitions',
    1009: 'TxnOffsetCommitRequest.Topics.Partitions',
    1010: 'TxnOffsetCommitRequest.Topics.Partitions',
    1011: 'TxnOffsetCommitRequest.Topics.Partitions',
    1012: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1013: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1014: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1015: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1016: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1017: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1018: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1019: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1020: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1021: 'TxnOffsetCommitRequest.Topics.Partitions._unknown_tags',
    1022: 'TxnOffsetCommitRequest.Topics.Partitions',
    1025: 'TxnOffsetCommitRequest.Topics.Partitions._unknown_tags',
    1026: 'TxnOffsetCommitRequest.Topics._unknown_tags',
    1027: 'TxnOffsetCommitRequest.Topics',
    1030: 'TxnOffsetCommitRequest.Topics._unknown_tags',
    1031: 'TxnOffsetCommitRequest._unknown_tags',
    1032: 'TxnOffsetCommitRequest',
    1035: 'TxnOffsetCommitRequest._unknown_tags',
    1042: 'TxnOffsetCommitRequest.TransactionalId',
    1047: 'TxnOffsetCommitRequest.TransactionalId',
    1050: 'TxnOffsetCommitRequest.TransactionalId',
    1051: 'TxnOffsetCommitRequest.GroupId',
    1056: 'TxnOffsetCommitRequest.GroupId',
    1059: 'TxnOffsetCommitRequest.GroupId',
    1060: 'TxnOffsetCommitRequest.ProducerId,ProducerEpoch,GenerationId',
    1062: 'TxnOffsetCommitRequest.MemberId',
    1067: 'TxnOffsetCommitRequest.MemberId',
    1070: 'TxnOffsetCommitRequest.MemberId',
    1071: 'TxnOffsetCommitRequest.GroupInstanceId',
    1076: 'TxnOffsetCommitRequest.GroupInstanceId',
    1079: 'TxnOffsetCommitRequest.GroupInstanceId',
    1080: 'TxnOffsetCommitRequest.Topics',
    1084: 'TxnOffsetCommitRequest.Topics',
    1089: 'TxnOffsetCommitRequest.Topics.Name',
    1094: 'TxnOffsetCommitRequest.Topics.Name',
    1097: 'TxnOffsetCommitRequest.Topics.Name',
    1098: 'TxnOffsetCommitRequest.Topics.Partitions',
    1102: 'TxnOffsetCommitRequest.Topics.Partitions',
    1107: 'TxnOffsetCommitRequest.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1109: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1114: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1117: 'TxnOffsetCommitRequest.Topics.Partitions.CommittedMetadata',
    1118: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    1122: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    1127: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    1128: 'TxnOffsetCommitRequest.Topics.Partitions._tagged_fields',
    1139: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    1143: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    1148: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    1149: 'TxnOffsetCommitRequest.Topics._tagged_fields',
    1160: 'TxnOffsetCommitRequest._tagged_fields',
    1164: 'TxnOffsetCommitRequest._tagged_fields',
    1169: 'TxnOffsetCommitRequest._tagged_fields',
    1170: 'TxnOffsetCommitRequest._tagged_fields',
    1314: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1315: 'TxnOffsetCommitResponse.Topics',
    1316: 'TxnOffsetCommitResponse.Topics',
    1317: 'TxnOffsetCommitResponse.Topics',
    1318: 'TxnOffsetCommitResponse.Topics.Name',
    1319: 'TxnOffsetCommitResponse.Topics.Name',
    1320: 'TxnOffsetCommitResponse.Topics.Name',
    1321: 'TxnOffsetCommitResponse.Topics.Name',
    1322: 'TxnOffsetCommitResponse.Topics.Partitions',
    1323: 'TxnOffsetCommitResponse.Topics.Partitions',
    1324: 'TxnOffsetCommitResponse.Topics.Partitions',
    1325: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1332: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1334: 'TxnOffsetCommitResponse.Topics',
    1339: 'TxnOffsetCommitResponse.Topics.Name',
    1344: 'TxnOffsetCommitResponse.Topics.Name',
    1347: 'TxnOffsetCommitResponse.Topics.Name',
    1348: 'TxnOffsetCommitResponse.Topics.Partitions',
    1353: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1368: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1369: 'TxnOffsetCommitResponse.Topics',
    1370: 'TxnOffsetCommitResponse.Topics',
    1371: 'TxnOffsetCommitResponse.Topics',
    1372: 'TxnOffsetCommitResponse.Topics.Name',
    1373: 'TxnOffsetCommitResponse.Topics.Name',
    1374: 'TxnOffsetCommitResponse.Topics.Name',
    1375: 'TxnOffsetCommitResponse.Topics.Name',
    1376: 'TxnOffsetCommitResponse.Topics.Partitions',
    1377: 'TxnOffsetCommitResponse.Topics.Partitions',
    1378: 'TxnOffsetCommitResponse.Topics.Partitions',
    1379: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1386: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1388: 'TxnOffsetCommitResponse.Topics',
    1393: 'TxnOffsetCommitResponse.Topics.Name',
    1398: 'TxnOffsetCommitResponse.Topics.Name',
    1401: 'TxnOffsetCommitResponse.Topics.Name',
    1402: 'TxnOffsetCommitResponse.Topics.Partitions',
    1407: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1422: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1423: 'TxnOffsetCommitResponse.Topics',
    1424: 'TxnOffsetCommitResponse.Topics',
    1425: 'TxnOffsetCommitResponse.Topics',
    1426: 'TxnOffsetCommitResponse.Topics.Name',
    1427: 'TxnOffsetCommitResponse.Topics.Name',
    1428: 'TxnOffsetCommitResponse.Topics.Name',
    1429: 'TxnOffsetCommitResponse.Topics.Name',
    1430: 'TxnOffsetCommitResponse.Topics.Partitions',
    1431: 'TxnOffsetCommitResponse.Topics.Partitions',
    1432: 'TxnOffsetCommitResponse.Topics.Partitions',
    1433: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1440: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1442: 'TxnOffsetCommitResponse.Topics',
    1447: 'TxnOffsetCommitResponse.Topics.Name',
    1452: 'TxnOffsetCommitResponse.Topics.Name',
    1455: 'TxnOffsetCommitResponse.Topics.Name',
    1456: 'TxnOffsetCommitResponse.Topics.Partitions',
    1461: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1476: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1477: 'TxnOffsetCommitResponse.Topics',
    1478: 'TxnOffsetCommitResponse.Topics',
    1479: 'TxnOffsetCommitResponse.Topics',
    1480: 'TxnOffsetCommitResponse.Topics',
    1481: 'TxnOffsetCommitResponse.Topics.Name',
    1482: 'TxnOffsetCommitResponse.Topics.Name',
    1483: 'TxnOffsetCommitResponse.Topics.Name',
    1484: 'TxnOffsetCommitResponse.Topics.Name',
    1485: 'TxnOffsetCommitResponse.Topics.Name',
    1486: 'TxnOffsetCommitResponse.Topics.Partitions',
    1487: 'TxnOffsetCommitResponse.Topics.Partitions',
    1488: 'TxnOffsetCommitResponse.Topics.Partitions',
    1489: 'TxnOffsetCommitResponse.Topics.Partitions',
    1490: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1491: 'TxnOffsetCommitResponse.Topics.Partitions._unknown_tags',
    1492: 'TxnOffsetCommitResponse.Topics.Partitions',
    1495: 'TxnOffsetCommitResponse.Topics.Partitions._unknown_tags',
    1496: 'TxnOffsetCommitResponse.Topics._unknown_tags',
    1497: 'TxnOffsetCommitResponse.Topics',
    1500: 'TxnOffsetCommitResponse.Topics._unknown_tags',
    1501: 'TxnOffsetCommitResponse._unknown_tags',
    1502: 'TxnOffsetCommitResponse',
    1505: 'TxnOffsetCommitResponse._unknown_tags',
    1512: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1514: 'TxnOffsetCommitResponse.Topics',
    1518: 'TxnOffsetCommitResponse.Topics',
    1523: 'TxnOffsetCommitResponse.Topics.Name',
    1528: 'TxnOffsetCommitResponse.Topics.Name',
    1531: 'TxnOffsetCommitResponse.Topics.Name',
    1532: 'TxnOffsetCommitResponse.Topics.Partitions',
    1536: 'TxnOffsetCommitResponse.Topics.Partitions',
    1541: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1543: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1547: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1552: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1553: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1564: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1568: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1573: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1574: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1585: 'TxnOffsetCommitResponse._tagged_fields',
    1589: 'TxnOffsetCommitResponse._tagged_fields',
    1594: 'TxnOffsetCommitResponse._tagged_fields',
    1595: 'TxnOffsetCommitResponse._tagged_fields',
    1610: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1611: 'TxnOffsetCommitResponse.Topics',
    1612: 'TxnOffsetCommitResponse.Topics',
    1613: 'TxnOffsetCommitResponse.Topics',
    1614: 'TxnOffsetCommitResponse.Topics',
    1615: 'TxnOffsetCommitResponse.Topics.Name',
    1616: 'TxnOffsetCommitResponse.Topics.Name',
    1617: 'TxnOffsetCommitResponse.Topics.Name',
    1618: 'TxnOffsetCommitResponse.Topics.Name',
    1619: 'TxnOffsetCommitResponse.Topics.Name',
    1620: 'TxnOffsetCommitResponse.Topics.Partitions',
    1621: 'TxnOffsetCommitResponse.Topics.Partitions',
    1622: 'TxnOffsetCommitResponse.Topics.Partitions',
    1623: 'TxnOffsetCommitResponse.Topics.Partitions',
    1624: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1625: 'TxnOffsetCommitResponse.Topics.Partitions._unknown_tags',
    1626: 'TxnOffsetCommitResponse.Topics.Partitions',
    1629: 'TxnOffsetCommitResponse.Topics.Partitions._unknown_tags',
    1630: 'TxnOffsetCommitResponse.Topics._unknown_tags',
    1631: 'TxnOffsetCommitResponse.Topics',
    1634: 'TxnOffsetCommitResponse.Topics._unknown_tags',
    1635: 'TxnOffsetCommitResponse._unknown_tags',
    1636: 'TxnOffsetCommitResponse',
    1639: 'TxnOffsetCommitResponse._unknown_tags',
    1646: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1648: 'TxnOffsetCommitResponse.Topics',
    1652: 'TxnOffsetCommitResponse.Topics',
    1657: 'TxnOffsetCommitResponse.Topics.Name',
    1662: 'TxnOffsetCommitResponse.Topics.Name',
    1665: 'TxnOffsetCommitResponse.Topics.Name',
    1666: 'TxnOffsetCommitResponse.Topics.Partitions',
    1670: 'TxnOffsetCommitResponse.Topics.Partitions',
    1675: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1677: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1681: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1686: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1687: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1698: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1702: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1707: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1708: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1719: 'TxnOffsetCommitResponse._tagged_fields',
    1723: 'TxnOffsetCommitResponse._tagged_fields',
    1728: 'TxnOffsetCommitResponse._tagged_fields',
    1729: 'TxnOffsetCommitResponse._tagged_fields',
    1744: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1745: 'TxnOffsetCommitResponse.Topics',
    1746: 'TxnOffsetCommitResponse.Topics',
    1747: 'TxnOffsetCommitResponse.Topics',
    1748: 'TxnOffsetCommitResponse.Topics',
    1749: 'TxnOffsetCommitResponse.Topics.Name',
    1750: 'TxnOffsetCommitResponse.Topics.Name',
    1751: 'TxnOffsetCommitResponse.Topics.Name',
    1752: 'TxnOffsetCommitResponse.Topics.Name',
    1753: 'TxnOffsetCommitResponse.Topics.Name',
    1754: 'TxnOffsetCommitResponse.Topics.Partitions',
    1755: 'TxnOffsetCommitResponse.Topics.Partitions',
    1756: 'TxnOffsetCommitResponse.Topics.Partitions',
    1757: 'TxnOffsetCommitResponse.Topics.Partitions',
    1758: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1759: 'TxnOffsetCommitResponse.Topics.Partitions._unknown_tags',
    1760: 'TxnOffsetCommitResponse.Topics.Partitions',
    1763: 'TxnOffsetCommitResponse.Topics.Partitions._unknown_tags',
    1764: 'TxnOffsetCommitResponse.Topics._unknown_tags',
    1765: 'TxnOffsetCommitResponse.Topics',
    1768: 'TxnOffsetCommitResponse.Topics._unknown_tags',
    1769: 'TxnOffsetCommitResponse._unknown_tags',
    1770: 'TxnOffsetCommitResponse',
    1773: 'TxnOffsetCommitResponse._unknown_tags',
    1780: 'TxnOffsetCommitResponse.ThrottleTimeMs',
    1782: 'TxnOffsetCommitResponse.Topics',
    1786: 'TxnOffsetCommitResponse.Topics',
    1791: 'TxnOffsetCommitResponse.Topics.Name',
    1796: 'TxnOffsetCommitResponse.Topics.Name',
    1799: 'TxnOffsetCommitResponse.Topics.Name',
    1800: 'TxnOffsetCommitResponse.Topics.Partitions',
    1804: 'TxnOffsetCommitResponse.Topics.Partitions',
    1809: 'TxnOffsetCommitResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1811: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1815: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1820: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1821: 'TxnOffsetCommitResponse.Topics.Partitions._tagged_fields',
    1832: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1836: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1841: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1842: 'TxnOffsetCommitResponse.Topics._tagged_fields',
    1853: 'TxnOffsetCommitResponse._tagged_fields',
    1857: 'TxnOffsetCommitResponse._tagged_fields',
    1862: 'TxnOffsetCommitResponse._tagged_fields',
    1863: 'TxnOffsetCommitResponse._tagged_fields',
}
