# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ProduceRequest.json, schemas/messages/ProduceResponse.json.
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

__all__ = ['ProduceRequest', 'ProduceResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_h = Struct('>h')
_S_hi = Struct('>hi')
_S_i = Struct('>i')
_S_ihqq = Struct('>ihqq')
_S_ihqqq = Struct('>ihqqq')
_S_ii = Struct('>ii')


class ProduceRequest(_Message):
    """ProduceRequest (request): API key 0; versions 3-13; flexible in 9-13; listeners: broker."""

    __slots__ = ('transactional_id', 'acks', 'timeout_ms', 'topic_data', '_unknown_tags')
    NAME = 'ProduceRequest'
    TYPE = 'request'
    API_KEY = 0
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (3, 13)
    FLEXIBLE_VERSIONS = (9, 13)

    transactional_id: str | None
    """Transactional id of the producer, or null if it is not transactional.

    `TransactionalId` (string): versions 3+; nullable in 3+; default None."""
    acks: int
    """Acknowledgements required: 0 none, 1 leader only, -1 full ISR.

    `Acks` (int16): versions 0+; default 0."""
    timeout_ms: int
    """Time in ms to wait for the required acknowledgements.

    `TimeoutMs` (int32): versions 0+; default 0."""
    topic_data: list[ProduceRequest.TopicProduceData]
    """Data to append, grouped by topic.

    `TopicData` ([]TopicProduceData): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        transactional_id: str | None = None,
        acks: int = 0,
        timeout_ms: int = 0,
        topic_data: list[ProduceRequest.TopicProduceData] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.acks = acks
        self.timeout_ms = timeout_ms
        self.topic_data = [] if topic_data is _EMPTY else topic_data
        self._unknown_tags = _unknown_tags

    class TopicProduceData(_Message):
        """Data to append, grouped by topic.

        TopicProduceData (in ProduceRequest): versions 0+."""

        __slots__ = ('name', 'topic_id', 'partition_data', '_unknown_tags')
        NAME = 'ProduceRequest.TopicProduceData'

        name: str
        """Topic name.

        `Name` (string): versions 0-12; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 13+; default the zero UUID; ignorable."""
        partition_data: list[ProduceRequest.PartitionProduceData]
        """Data to append, per partition.

        `PartitionData` ([]PartitionProduceData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            partition_data: list[ProduceRequest.PartitionProduceData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partition_data = [] if partition_data is _EMPTY else partition_data
            self._unknown_tags = _unknown_tags

    class PartitionProduceData(_Message):
        """Data to append, per partition.

        PartitionProduceData (in ProduceRequest): versions 0+."""

        __slots__ = ('index', 'records', '_unknown_tags')
        NAME = 'ProduceRequest.PartitionProduceData'

        index: int
        """Partition index.

        `Index` (int32): versions 0+; default 0."""
        records: bytes | memoryview | None
        """Record batches to append.

        `Records` (records): versions 0+; nullable in 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            index: int = 0,
            records: bytes | memoryview | None = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.index = index
            self.records = records
            self._unknown_tags = _unknown_tags


_C_ProduceRequest_TopicProduceData = ProduceRequest.TopicProduceData
_C_ProduceRequest_PartitionProduceData = ProduceRequest.PartitionProduceData
ProduceRequest.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
    _FI('Acks', 'acks', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TopicData', 'topic_data', '[]TopicProduceData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceRequest_TopicProduceData),
)
_C_ProduceRequest_TopicProduceData.FIELDS = (
    _FI('Name', 'name', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('PartitionData', 'partition_data', '[]PartitionProduceData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceRequest_PartitionProduceData),
)
_C_ProduceRequest_PartitionProduceData.FIELDS = (
    _FI('Index', 'index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Records', 'records', 'records', (0, 32767), (0, 32767), (1, 0), None, b'', False, None),
)
_DEF_ProduceRequest_TopicProduceData = _C_ProduceRequest_TopicProduceData()
_DEF_ProduceRequest_PartitionProduceData = _C_ProduceRequest_PartitionProduceData()

def _mk_ProduceRequest_TopicProduceData() -> ProduceRequest.TopicProduceData:
    o = _new(_C_ProduceRequest_TopicProduceData)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partition_data = []
    o._unknown_tags = None
    return o

def _mk_ProduceRequest_PartitionProduceData() -> ProduceRequest.PartitionProduceData:
    o = _new(_C_ProduceRequest_PartitionProduceData)
    o.index = 0
    o.records = b''
    o._unknown_tags = None
    return o


def _enc_ProduceRequest_v3(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s1 = o.transactional_id
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l4 = o.topic_data
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partition_data
        a(_S_i.pack(len(l9)))
        for e10 in l9:
            a(_S_i.pack(e10.index))
            s11 = e10.records
            if s11 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s11)))
                a(s11)
    return b''.join(parts)


def _dec_ProduceRequest_v3(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n13, = _S_h.unpack_from(buf, pos)
    if n13 >= 0:
        x14 = pos + 2 + n13
        if x14 > blen:
            raise _bad_length(n13, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x14], 'utf-8')
        pos = x14
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n15, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l16: list[ProduceRequest.TopicProduceData] = []
    ap17 = l16.append
    for _ in range(n15):
        t18 = _new(_C_ProduceRequest_TopicProduceData)
        n19, = _S_h.unpack_from(buf, pos)
        if n19 >= 0:
            x20 = pos + 2 + n19
            if x20 > blen:
                raise _bad_length(n19, 'ProduceRequest.TopicData.Name', pos)
            t18.name = str(buf[pos + 2:x20], 'utf-8')
            pos = x20
        else:
            t18.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n21, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l22: list[ProduceRequest.PartitionProduceData] = []
        ap23 = l22.append
        for _ in range(n21):
            t24 = _new(_C_ProduceRequest_PartitionProduceData)
            t24.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n25, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n25 >= 0:
                x26 = pos + n25
                if x26 > blen:
                    raise _bad_length(n25, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t24.records = mv[pos:x26]
                pos = x26
            elif n25 == -1:
                t24.records = None
            else:
                raise _bad_length(n25, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t24._unknown_tags = None
            ap23(t24)
        t18.partition_data = l22
        t18.topic_id = _ZERO_UUID
        t18._unknown_tags = None
        ap17(t18)
    o.topic_data = l16
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v4(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s27 = o.transactional_id
    if s27 is None:
        a(b'\xff\xff')
    else:
        b28 = s27.encode()
        a(_S_h.pack(len(b28)))
        a(b28)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l30 = o.topic_data
    a(_S_i.pack(len(l30)))
    for e31 in l30:
        s32 = e31.name
        b33 = s32.encode()
        a(_S_h.pack(len(b33)))
        a(b33)
        l35 = e31.partition_data
        a(_S_i.pack(len(l35)))
        for e36 in l35:
            a(_S_i.pack(e36.index))
            s37 = e36.records
            if s37 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s37)))
                a(s37)
    return b''.join(parts)


def _dec_ProduceRequest_v4(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n39, = _S_h.unpack_from(buf, pos)
    if n39 >= 0:
        x40 = pos + 2 + n39
        if x40 > blen:
            raise _bad_length(n39, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x40], 'utf-8')
        pos = x40
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n41, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l42: list[ProduceRequest.TopicProduceData] = []
    ap43 = l42.append
    for _ in range(n41):
        t44 = _new(_C_ProduceRequest_TopicProduceData)
        n45, = _S_h.unpack_from(buf, pos)
        if n45 >= 0:
            x46 = pos + 2 + n45
            if x46 > blen:
                raise _bad_length(n45, 'ProduceRequest.TopicData.Name', pos)
            t44.name = str(buf[pos + 2:x46], 'utf-8')
            pos = x46
        else:
            t44.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n47, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l48: list[ProduceRequest.PartitionProduceData] = []
        ap49 = l48.append
        for _ in range(n47):
            t50 = _new(_C_ProduceRequest_PartitionProduceData)
            t50.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n51, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n51 >= 0:
                x52 = pos + n51
                if x52 > blen:
                    raise _bad_length(n51, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t50.records = mv[pos:x52]
                pos = x52
            elif n51 == -1:
                t50.records = None
            else:
                raise _bad_length(n51, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t50._unknown_tags = None
            ap49(t50)
        t44.partition_data = l48
        t44.topic_id = _ZERO_UUID
        t44._unknown_tags = None
        ap43(t44)
    o.topic_data = l42
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v5(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s53 = o.transactional_id
    if s53 is None:
        a(b'\xff\xff')
    else:
        b54 = s53.encode()
        a(_S_h.pack(len(b54)))
        a(b54)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l56 = o.topic_data
    a(_S_i.pack(len(l56)))
    for e57 in l56:
        s58 = e57.name
        b59 = s58.encode()
        a(_S_h.pack(len(b59)))
        a(b59)
        l61 = e57.partition_data
        a(_S_i.pack(len(l61)))
        for e62 in l61:
            a(_S_i.pack(e62.index))
            s63 = e62.records
            if s63 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s63)))
                a(s63)
    return b''.join(parts)


def _dec_ProduceRequest_v5(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n65, = _S_h.unpack_from(buf, pos)
    if n65 >= 0:
        x66 = pos + 2 + n65
        if x66 > blen:
            raise _bad_length(n65, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x66], 'utf-8')
        pos = x66
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n67, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l68: list[ProduceRequest.TopicProduceData] = []
    ap69 = l68.append
    for _ in range(n67):
        t70 = _new(_C_ProduceRequest_TopicProduceData)
        n71, = _S_h.unpack_from(buf, pos)
        if n71 >= 0:
            x72 = pos + 2 + n71
            if x72 > blen:
                raise _bad_length(n71, 'ProduceRequest.TopicData.Name', pos)
            t70.name = str(buf[pos + 2:x72], 'utf-8')
            pos = x72
        else:
            t70.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n73, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l74: list[ProduceRequest.PartitionProduceData] = []
        ap75 = l74.append
        for _ in range(n73):
            t76 = _new(_C_ProduceRequest_PartitionProduceData)
            t76.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n77, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n77 >= 0:
                x78 = pos + n77
                if x78 > blen:
                    raise _bad_length(n77, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t76.records = mv[pos:x78]
                pos = x78
            elif n77 == -1:
                t76.records = None
            else:
                raise _bad_length(n77, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t76._unknown_tags = None
            ap75(t76)
        t70.partition_data = l74
        t70.topic_id = _ZERO_UUID
        t70._unknown_tags = None
        ap69(t70)
    o.topic_data = l68
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v6(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s79 = o.transactional_id
    if s79 is None:
        a(b'\xff\xff')
    else:
        b80 = s79.encode()
        a(_S_h.pack(len(b80)))
        a(b80)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l82 = o.topic_data
    a(_S_i.pack(len(l82)))
    for e83 in l82:
        s84 = e83.name
        b85 = s84.encode()
        a(_S_h.pack(len(b85)))
        a(b85)
        l87 = e83.partition_data
        a(_S_i.pack(len(l87)))
        for e88 in l87:
            a(_S_i.pack(e88.index))
            s89 = e88.records
            if s89 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s89)))
                a(s89)
    return b''.join(parts)


def _dec_ProduceRequest_v6(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n91, = _S_h.unpack_from(buf, pos)
    if n91 >= 0:
        x92 = pos + 2 + n91
        if x92 > blen:
            raise _bad_length(n91, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x92], 'utf-8')
        pos = x92
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n93, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l94: list[ProduceRequest.TopicProduceData] = []
    ap95 = l94.append
    for _ in range(n93):
        t96 = _new(_C_ProduceRequest_TopicProduceData)
        n97, = _S_h.unpack_from(buf, pos)
        if n97 >= 0:
            x98 = pos + 2 + n97
            if x98 > blen:
                raise _bad_length(n97, 'ProduceRequest.TopicData.Name', pos)
            t96.name = str(buf[pos + 2:x98], 'utf-8')
            pos = x98
        else:
            t96.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n99, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l100: list[ProduceRequest.PartitionProduceData] = []
        ap101 = l100.append
        for _ in range(n99):
            t102 = _new(_C_ProduceRequest_PartitionProduceData)
            t102.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n103, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n103 >= 0:
                x104 = pos + n103
                if x104 > blen:
                    raise _bad_length(n103, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t102.records = mv[pos:x104]
                pos = x104
            elif n103 == -1:
                t102.records = None
            else:
                raise _bad_length(n103, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t102._unknown_tags = None
            ap101(t102)
        t96.partition_data = l100
        t96.topic_id = _ZERO_UUID
        t96._unknown_tags = None
        ap95(t96)
    o.topic_data = l94
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v7(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s105 = o.transactional_id
    if s105 is None:
        a(b'\xff\xff')
    else:
        b106 = s105.encode()
        a(_S_h.pack(len(b106)))
        a(b106)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l108 = o.topic_data
    a(_S_i.pack(len(l108)))
    for e109 in l108:
        s110 = e109.name
        b111 = s110.encode()
        a(_S_h.pack(len(b111)))
        a(b111)
        l113 = e109.partition_data
        a(_S_i.pack(len(l113)))
        for e114 in l113:
            a(_S_i.pack(e114.index))
            s115 = e114.records
            if s115 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s115)))
                a(s115)
    return b''.join(parts)


def _dec_ProduceRequest_v7(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n117, = _S_h.unpack_from(buf, pos)
    if n117 >= 0:
        x118 = pos + 2 + n117
        if x118 > blen:
            raise _bad_length(n117, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x118], 'utf-8')
        pos = x118
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n119, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l120: list[ProduceRequest.TopicProduceData] = []
    ap121 = l120.append
    for _ in range(n119):
        t122 = _new(_C_ProduceRequest_TopicProduceData)
        n123, = _S_h.unpack_from(buf, pos)
        if n123 >= 0:
            x124 = pos + 2 + n123
            if x124 > blen:
                raise _bad_length(n123, 'ProduceRequest.TopicData.Name', pos)
            t122.name = str(buf[pos + 2:x124], 'utf-8')
            pos = x124
        else:
            t122.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n125, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l126: list[ProduceRequest.PartitionProduceData] = []
        ap127 = l126.append
        for _ in range(n125):
            t128 = _new(_C_ProduceRequest_PartitionProduceData)
            t128.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n129, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n129 >= 0:
                x130 = pos + n129
                if x130 > blen:
                    raise _bad_length(n129, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t128.records = mv[pos:x130]
                pos = x130
            elif n129 == -1:
                t128.records = None
            else:
                raise _bad_length(n129, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t128._unknown_tags = None
            ap127(t128)
        t122.partition_data = l126
        t122.topic_id = _ZERO_UUID
        t122._unknown_tags = None
        ap121(t122)
    o.topic_data = l120
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v8(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s131 = o.transactional_id
    if s131 is None:
        a(b'\xff\xff')
    else:
        b132 = s131.encode()
        a(_S_h.pack(len(b132)))
        a(b132)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l134 = o.topic_data
    a(_S_i.pack(len(l134)))
    for e135 in l134:
        s136 = e135.name
        b137 = s136.encode()
        a(_S_h.pack(len(b137)))
        a(b137)
        l139 = e135.partition_data
        a(_S_i.pack(len(l139)))
        for e140 in l139:
            a(_S_i.pack(e140.index))
            s141 = e140.records
            if s141 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s141)))
                a(s141)
    return b''.join(parts)


def _dec_ProduceRequest_v8(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n143, = _S_h.unpack_from(buf, pos)
    if n143 >= 0:
        x144 = pos + 2 + n143
        if x144 > blen:
            raise _bad_length(n143, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x144], 'utf-8')
        pos = x144
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n145, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData')
    l146: list[ProduceRequest.TopicProduceData] = []
    ap147 = l146.append
    for _ in range(n145):
        t148 = _new(_C_ProduceRequest_TopicProduceData)
        n149, = _S_h.unpack_from(buf, pos)
        if n149 >= 0:
            x150 = pos + 2 + n149
            if x150 > blen:
                raise _bad_length(n149, 'ProduceRequest.TopicData.Name', pos)
            t148.name = str(buf[pos + 2:x150], 'utf-8')
            pos = x150
        else:
            t148.name, pos = _read_string(buf, pos, False, False, 'ProduceRequest.TopicData.Name')
        n151, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l152: list[ProduceRequest.PartitionProduceData] = []
        ap153 = l152.append
        for _ in range(n151):
            t154 = _new(_C_ProduceRequest_PartitionProduceData)
            t154.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n155, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n155 >= 0:
                x156 = pos + n155
                if x156 > blen:
                    raise _bad_length(n155, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t154.records = mv[pos:x156]
                pos = x156
            elif n155 == -1:
                t154.records = None
            else:
                raise _bad_length(n155, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            t154._unknown_tags = None
            ap153(t154)
        t148.partition_data = l152
        t148.topic_id = _ZERO_UUID
        t148._unknown_tags = None
        ap147(t148)
    o.topic_data = l146
    o._unknown_tags = None
    return o, pos


def _enc_ProduceRequest_v9(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s157 = o.transactional_id
    if s157 is None:
        a(_H0)
    else:
        b158 = s157.encode()
        n159 = len(b158) + 1
        a(_UV[n159] if n159 < 128 else _uv(n159))
        a(b158)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l160 = o.topic_data
    n161 = len(l160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    for e162 in l160:
        s163 = e162.name
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        l166 = e162.partition_data
        n167 = len(l166) + 1
        a(_UV[n167] if n167 < 128 else _uv(n167))
        for e168 in l166:
            a(_S_i.pack(e168.index))
            s169 = e168.records
            if s169 is None:
                a(_H0)
            else:
                n170 = len(s169) + 1
                a(_UV[n170] if n170 < 128 else _uv(n170))
                a(s169)
            u171 = e168._unknown_tags
            if u171 is None:
                a(_H0)
            else:
                _write_tags(a, None, u171)
        u172 = e162._unknown_tags
        if u172 is None:
            a(_H0)
        else:
            _write_tags(a, None, u172)
    u173 = o._unknown_tags
    if u173 is None:
        a(_H0)
    else:
        _write_tags(a, None, u173)
    return b''.join(parts)


def _dec_ProduceRequest_v9(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n174 = buf[pos] - 1
    if 0 <= n174 < 127:
        x175 = pos + 1 + n174
        if x175 > blen:
            raise _bad_length(n174, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x175], 'utf-8')
        pos = x175
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n176 = buf[pos] - 1
    if 0 <= n176 < 127:
        pos += 1
    else:
        n176, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l177: list[ProduceRequest.TopicProduceData] = []
    ap178 = l177.append
    for _ in range(n176):
        t179 = _new(_C_ProduceRequest_TopicProduceData)
        n180 = buf[pos] - 1
        if 0 <= n180 < 127:
            x181 = pos + 1 + n180
            if x181 > blen:
                raise _bad_length(n180, 'ProduceRequest.TopicData.Name', pos)
            t179.name = str(buf[pos + 1:x181], 'utf-8')
            pos = x181
        else:
            t179.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n182 = buf[pos] - 1
        if 0 <= n182 < 127:
            pos += 1
        else:
            n182, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l183: list[ProduceRequest.PartitionProduceData] = []
        ap184 = l183.append
        for _ in range(n182):
            t185 = _new(_C_ProduceRequest_PartitionProduceData)
            t185.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n186 = buf[pos]
            if n186 < 128:
                pos += 1
            else:
                n186, pos = _ruv(buf, pos)
            n186 -= 1
            if n186 >= 0:
                x187 = pos + n186
                if x187 > blen:
                    raise _bad_length(n186, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t185.records = mv[pos:x187]
                pos = x187
            elif n186 == -1:
                t185.records = None
            else:
                raise _bad_length(n186, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t185._unknown_tags = None
            else:
                nt188, pos = _ruv(buf, pos)
                if nt188 * 2 > blen - pos:
                    raise _array_too_long(nt188, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk189: list[tuple[int, bytes]] | None = None
                for _ in range(nt188):
                    tg190, pos = _ruv(buf, pos)
                    sz191, pos = _ruv(buf, pos)
                    x192 = pos + sz191
                    if x192 > blen:
                        raise _bad_length(sz191, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk189 is None:
                        uk189 = []
                    uk189.append((tg190, bytes(buf[pos:x192])))
                    pos = x192
                t185._unknown_tags = uk189
            ap184(t185)
        t179.partition_data = l183
        t179.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t179._unknown_tags = None
        else:
            nt193, pos = _ruv(buf, pos)
            if nt193 * 2 > blen - pos:
                raise _array_too_long(nt193, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk194: list[tuple[int, bytes]] | None = None
            for _ in range(nt193):
                tg195, pos = _ruv(buf, pos)
                sz196, pos = _ruv(buf, pos)
                x197 = pos + sz196
                if x197 > blen:
                    raise _bad_length(sz196, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk194 is None:
                    uk194 = []
                uk194.append((tg195, bytes(buf[pos:x197])))
                pos = x197
            t179._unknown_tags = uk194
        ap178(t179)
    o.topic_data = l177
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt198, pos = _ruv(buf, pos)
        if nt198 * 2 > blen - pos:
            raise _array_too_long(nt198, 'ProduceRequest._tagged_fields', pos)
        uk199: list[tuple[int, bytes]] | None = None
        for _ in range(nt198):
            tg200, pos = _ruv(buf, pos)
            sz201, pos = _ruv(buf, pos)
            x202 = pos + sz201
            if x202 > blen:
                raise _bad_length(sz201, 'ProduceRequest._tagged_fields', pos)
            if uk199 is None:
                uk199 = []
            uk199.append((tg200, bytes(buf[pos:x202])))
            pos = x202
        o._unknown_tags = uk199
    return o, pos


def _enc_ProduceRequest_v10(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s203 = o.transactional_id
    if s203 is None:
        a(_H0)
    else:
        b204 = s203.encode()
        n205 = len(b204) + 1
        a(_UV[n205] if n205 < 128 else _uv(n205))
        a(b204)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l206 = o.topic_data
    n207 = len(l206) + 1
    a(_UV[n207] if n207 < 128 else _uv(n207))
    for e208 in l206:
        s209 = e208.name
        b210 = s209.encode()
        n211 = len(b210) + 1
        a(_UV[n211] if n211 < 128 else _uv(n211))
        a(b210)
        l212 = e208.partition_data
        n213 = len(l212) + 1
        a(_UV[n213] if n213 < 128 else _uv(n213))
        for e214 in l212:
            a(_S_i.pack(e214.index))
            s215 = e214.records
            if s215 is None:
                a(_H0)
            else:
                n216 = len(s215) + 1
                a(_UV[n216] if n216 < 128 else _uv(n216))
                a(s215)
            u217 = e214._unknown_tags
            if u217 is None:
                a(_H0)
            else:
                _write_tags(a, None, u217)
        u218 = e208._unknown_tags
        if u218 is None:
            a(_H0)
        else:
            _write_tags(a, None, u218)
    u219 = o._unknown_tags
    if u219 is None:
        a(_H0)
    else:
        _write_tags(a, None, u219)
    return b''.join(parts)


def _dec_ProduceRequest_v10(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n220 = buf[pos] - 1
    if 0 <= n220 < 127:
        x221 = pos + 1 + n220
        if x221 > blen:
            raise _bad_length(n220, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x221], 'utf-8')
        pos = x221
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n222 = buf[pos] - 1
    if 0 <= n222 < 127:
        pos += 1
    else:
        n222, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l223: list[ProduceRequest.TopicProduceData] = []
    ap224 = l223.append
    for _ in range(n222):
        t225 = _new(_C_ProduceRequest_TopicProduceData)
        n226 = buf[pos] - 1
        if 0 <= n226 < 127:
            x227 = pos + 1 + n226
            if x227 > blen:
                raise _bad_length(n226, 'ProduceRequest.TopicData.Name', pos)
            t225.name = str(buf[pos + 1:x227], 'utf-8')
            pos = x227
        else:
            t225.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n228 = buf[pos] - 1
        if 0 <= n228 < 127:
            pos += 1
        else:
            n228, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l229: list[ProduceRequest.PartitionProduceData] = []
        ap230 = l229.append
        for _ in range(n228):
            t231 = _new(_C_ProduceRequest_PartitionProduceData)
            t231.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n232 = buf[pos]
            if n232 < 128:
                pos += 1
            else:
                n232, pos = _ruv(buf, pos)
            n232 -= 1
            if n232 >= 0:
                x233 = pos + n232
                if x233 > blen:
                    raise _bad_length(n232, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t231.records = mv[pos:x233]
                pos = x233
            elif n232 == -1:
                t231.records = None
            else:
                raise _bad_length(n232, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t231._unknown_tags = None
            else:
                nt234, pos = _ruv(buf, pos)
                if nt234 * 2 > blen - pos:
                    raise _array_too_long(nt234, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk235: list[tuple[int, bytes]] | None = None
                for _ in range(nt234):
                    tg236, pos = _ruv(buf, pos)
                    sz237, pos = _ruv(buf, pos)
                    x238 = pos + sz237
                    if x238 > blen:
                        raise _bad_length(sz237, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk235 is None:
                        uk235 = []
                    uk235.append((tg236, bytes(buf[pos:x238])))
                    pos = x238
                t231._unknown_tags = uk235
            ap230(t231)
        t225.partition_data = l229
        t225.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t225._unknown_tags = None
        else:
            nt239, pos = _ruv(buf, pos)
            if nt239 * 2 > blen - pos:
                raise _array_too_long(nt239, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk240: list[tuple[int, bytes]] | None = None
            for _ in range(nt239):
                tg241, pos = _ruv(buf, pos)
                sz242, pos = _ruv(buf, pos)
                x243 = pos + sz242
                if x243 > blen:
                    raise _bad_length(sz242, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk240 is None:
                    uk240 = []
                uk240.append((tg241, bytes(buf[pos:x243])))
                pos = x243
            t225._unknown_tags = uk240
        ap224(t225)
    o.topic_data = l223
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt244, pos = _ruv(buf, pos)
        if nt244 * 2 > blen - pos:
            raise _array_too_long(nt244, 'ProduceRequest._tagged_fields', pos)
        uk245: list[tuple[int, bytes]] | None = None
        for _ in range(nt244):
            tg246, pos = _ruv(buf, pos)
            sz247, pos = _ruv(buf, pos)
            x248 = pos + sz247
            if x248 > blen:
                raise _bad_length(sz247, 'ProduceRequest._tagged_fields', pos)
            if uk245 is None:
                uk245 = []
            uk245.append((tg246, bytes(buf[pos:x248])))
            pos = x248
        o._unknown_tags = uk245
    return o, pos


def _enc_ProduceRequest_v11(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s249 = o.transactional_id
    if s249 is None:
        a(_H0)
    else:
        b250 = s249.encode()
        n251 = len(b250) + 1
        a(_UV[n251] if n251 < 128 else _uv(n251))
        a(b250)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l252 = o.topic_data
    n253 = len(l252) + 1
    a(_UV[n253] if n253 < 128 else _uv(n253))
    for e254 in l252:
        s255 = e254.name
        b256 = s255.encode()
        n257 = len(b256) + 1
        a(_UV[n257] if n257 < 128 else _uv(n257))
        a(b256)
        l258 = e254.partition_data
        n259 = len(l258) + 1
        a(_UV[n259] if n259 < 128 else _uv(n259))
        for e260 in l258:
            a(_S_i.pack(e260.index))
            s261 = e260.records
            if s261 is None:
                a(_H0)
            else:
                n262 = len(s261) + 1
                a(_UV[n262] if n262 < 128 else _uv(n262))
                a(s261)
            u263 = e260._unknown_tags
            if u263 is None:
                a(_H0)
            else:
                _write_tags(a, None, u263)
        u264 = e254._unknown_tags
        if u264 is None:
            a(_H0)
        else:
            _write_tags(a, None, u264)
    u265 = o._unknown_tags
    if u265 is None:
        a(_H0)
    else:
        _write_tags(a, None, u265)
    return b''.join(parts)


def _dec_ProduceRequest_v11(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n266 = buf[pos] - 1
    if 0 <= n266 < 127:
        x267 = pos + 1 + n266
        if x267 > blen:
            raise _bad_length(n266, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x267], 'utf-8')
        pos = x267
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n268 = buf[pos] - 1
    if 0 <= n268 < 127:
        pos += 1
    else:
        n268, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l269: list[ProduceRequest.TopicProduceData] = []
    ap270 = l269.append
    for _ in range(n268):
        t271 = _new(_C_ProduceRequest_TopicProduceData)
        n272 = buf[pos] - 1
        if 0 <= n272 < 127:
            x273 = pos + 1 + n272
            if x273 > blen:
                raise _bad_length(n272, 'ProduceRequest.TopicData.Name', pos)
            t271.name = str(buf[pos + 1:x273], 'utf-8')
            pos = x273
        else:
            t271.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n274 = buf[pos] - 1
        if 0 <= n274 < 127:
            pos += 1
        else:
            n274, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l275: list[ProduceRequest.PartitionProduceData] = []
        ap276 = l275.append
        for _ in range(n274):
            t277 = _new(_C_ProduceRequest_PartitionProduceData)
            t277.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n278 = buf[pos]
            if n278 < 128:
                pos += 1
            else:
                n278, pos = _ruv(buf, pos)
            n278 -= 1
            if n278 >= 0:
                x279 = pos + n278
                if x279 > blen:
                    raise _bad_length(n278, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t277.records = mv[pos:x279]
                pos = x279
            elif n278 == -1:
                t277.records = None
            else:
                raise _bad_length(n278, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t277._unknown_tags = None
            else:
                nt280, pos = _ruv(buf, pos)
                if nt280 * 2 > blen - pos:
                    raise _array_too_long(nt280, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk281: list[tuple[int, bytes]] | None = None
                for _ in range(nt280):
                    tg282, pos = _ruv(buf, pos)
                    sz283, pos = _ruv(buf, pos)
                    x284 = pos + sz283
                    if x284 > blen:
                        raise _bad_length(sz283, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk281 is None:
                        uk281 = []
                    uk281.append((tg282, bytes(buf[pos:x284])))
                    pos = x284
                t277._unknown_tags = uk281
            ap276(t277)
        t271.partition_data = l275
        t271.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t271._unknown_tags = None
        else:
            nt285, pos = _ruv(buf, pos)
            if nt285 * 2 > blen - pos:
                raise _array_too_long(nt285, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk286: list[tuple[int, bytes]] | None = None
            for _ in range(nt285):
                tg287, pos = _ruv(buf, pos)
                sz288, pos = _ruv(buf, pos)
                x289 = pos + sz288
                if x289 > blen:
                    raise _bad_length(sz288, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk286 is None:
                    uk286 = []
                uk286.append((tg287, bytes(buf[pos:x289])))
                pos = x289
            t271._unknown_tags = uk286
        ap270(t271)
    o.topic_data = l269
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt290, pos = _ruv(buf, pos)
        if nt290 * 2 > blen - pos:
            raise _array_too_long(nt290, 'ProduceRequest._tagged_fields', pos)
        uk291: list[tuple[int, bytes]] | None = None
        for _ in range(nt290):
            tg292, pos = _ruv(buf, pos)
            sz293, pos = _ruv(buf, pos)
            x294 = pos + sz293
            if x294 > blen:
                raise _bad_length(sz293, 'ProduceRequest._tagged_fields', pos)
            if uk291 is None:
                uk291 = []
            uk291.append((tg292, bytes(buf[pos:x294])))
            pos = x294
        o._unknown_tags = uk291
    return o, pos


def _enc_ProduceRequest_v12(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s295 = o.transactional_id
    if s295 is None:
        a(_H0)
    else:
        b296 = s295.encode()
        n297 = len(b296) + 1
        a(_UV[n297] if n297 < 128 else _uv(n297))
        a(b296)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l298 = o.topic_data
    n299 = len(l298) + 1
    a(_UV[n299] if n299 < 128 else _uv(n299))
    for e300 in l298:
        s301 = e300.name
        b302 = s301.encode()
        n303 = len(b302) + 1
        a(_UV[n303] if n303 < 128 else _uv(n303))
        a(b302)
        l304 = e300.partition_data
        n305 = len(l304) + 1
        a(_UV[n305] if n305 < 128 else _uv(n305))
        for e306 in l304:
            a(_S_i.pack(e306.index))
            s307 = e306.records
            if s307 is None:
                a(_H0)
            else:
                n308 = len(s307) + 1
                a(_UV[n308] if n308 < 128 else _uv(n308))
                a(s307)
            u309 = e306._unknown_tags
            if u309 is None:
                a(_H0)
            else:
                _write_tags(a, None, u309)
        u310 = e300._unknown_tags
        if u310 is None:
            a(_H0)
        else:
            _write_tags(a, None, u310)
    u311 = o._unknown_tags
    if u311 is None:
        a(_H0)
    else:
        _write_tags(a, None, u311)
    return b''.join(parts)


def _dec_ProduceRequest_v12(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n312 = buf[pos] - 1
    if 0 <= n312 < 127:
        x313 = pos + 1 + n312
        if x313 > blen:
            raise _bad_length(n312, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x313], 'utf-8')
        pos = x313
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n314 = buf[pos] - 1
    if 0 <= n314 < 127:
        pos += 1
    else:
        n314, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l315: list[ProduceRequest.TopicProduceData] = []
    ap316 = l315.append
    for _ in range(n314):
        t317 = _new(_C_ProduceRequest_TopicProduceData)
        n318 = buf[pos] - 1
        if 0 <= n318 < 127:
            x319 = pos + 1 + n318
            if x319 > blen:
                raise _bad_length(n318, 'ProduceRequest.TopicData.Name', pos)
            t317.name = str(buf[pos + 1:x319], 'utf-8')
            pos = x319
        else:
            t317.name, pos = _read_string(buf, pos, True, False, 'ProduceRequest.TopicData.Name')
        n320 = buf[pos] - 1
        if 0 <= n320 < 127:
            pos += 1
        else:
            n320, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l321: list[ProduceRequest.PartitionProduceData] = []
        ap322 = l321.append
        for _ in range(n320):
            t323 = _new(_C_ProduceRequest_PartitionProduceData)
            t323.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n324 = buf[pos]
            if n324 < 128:
                pos += 1
            else:
                n324, pos = _ruv(buf, pos)
            n324 -= 1
            if n324 >= 0:
                x325 = pos + n324
                if x325 > blen:
                    raise _bad_length(n324, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t323.records = mv[pos:x325]
                pos = x325
            elif n324 == -1:
                t323.records = None
            else:
                raise _bad_length(n324, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t323._unknown_tags = None
            else:
                nt326, pos = _ruv(buf, pos)
                if nt326 * 2 > blen - pos:
                    raise _array_too_long(nt326, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk327: list[tuple[int, bytes]] | None = None
                for _ in range(nt326):
                    tg328, pos = _ruv(buf, pos)
                    sz329, pos = _ruv(buf, pos)
                    x330 = pos + sz329
                    if x330 > blen:
                        raise _bad_length(sz329, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk327 is None:
                        uk327 = []
                    uk327.append((tg328, bytes(buf[pos:x330])))
                    pos = x330
                t323._unknown_tags = uk327
            ap322(t323)
        t317.partition_data = l321
        t317.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t317._unknown_tags = None
        else:
            nt331, pos = _ruv(buf, pos)
            if nt331 * 2 > blen - pos:
                raise _array_too_long(nt331, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk332: list[tuple[int, bytes]] | None = None
            for _ in range(nt331):
                tg333, pos = _ruv(buf, pos)
                sz334, pos = _ruv(buf, pos)
                x335 = pos + sz334
                if x335 > blen:
                    raise _bad_length(sz334, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk332 is None:
                    uk332 = []
                uk332.append((tg333, bytes(buf[pos:x335])))
                pos = x335
            t317._unknown_tags = uk332
        ap316(t317)
    o.topic_data = l315
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt336, pos = _ruv(buf, pos)
        if nt336 * 2 > blen - pos:
            raise _array_too_long(nt336, 'ProduceRequest._tagged_fields', pos)
        uk337: list[tuple[int, bytes]] | None = None
        for _ in range(nt336):
            tg338, pos = _ruv(buf, pos)
            sz339, pos = _ruv(buf, pos)
            x340 = pos + sz339
            if x340 > blen:
                raise _bad_length(sz339, 'ProduceRequest._tagged_fields', pos)
            if uk337 is None:
                uk337 = []
            uk337.append((tg338, bytes(buf[pos:x340])))
            pos = x340
        o._unknown_tags = uk337
    return o, pos


def _enc_ProduceRequest_v13(o: ProduceRequest) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    s341 = o.transactional_id
    if s341 is None:
        a(_H0)
    else:
        b342 = s341.encode()
        n343 = len(b342) + 1
        a(_UV[n343] if n343 < 128 else _uv(n343))
        a(b342)
    a(_S_hi.pack(o.acks, o.timeout_ms))
    l344 = o.topic_data
    n345 = len(l344) + 1
    a(_UV[n345] if n345 < 128 else _uv(n345))
    for e346 in l344:
        a(_S_U.pack(e346.topic_id.bytes))
        l347 = e346.partition_data
        n348 = len(l347) + 1
        a(_UV[n348] if n348 < 128 else _uv(n348))
        for e349 in l347:
            a(_S_i.pack(e349.index))
            s350 = e349.records
            if s350 is None:
                a(_H0)
            else:
                n351 = len(s350) + 1
                a(_UV[n351] if n351 < 128 else _uv(n351))
                a(s350)
            u352 = e349._unknown_tags
            if u352 is None:
                a(_H0)
            else:
                _write_tags(a, None, u352)
        u353 = e346._unknown_tags
        if u353 is None:
            a(_H0)
        else:
            _write_tags(a, None, u353)
    u354 = o._unknown_tags
    if u354 is None:
        a(_H0)
    else:
        _write_tags(a, None, u354)
    return b''.join(parts)


def _dec_ProduceRequest_v13(buf: _Buffer, pos: int) -> tuple[ProduceRequest, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(ProduceRequest)
    n355 = buf[pos] - 1
    if 0 <= n355 < 127:
        x356 = pos + 1 + n355
        if x356 > blen:
            raise _bad_length(n355, 'ProduceRequest.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 1:x356], 'utf-8')
        pos = x356
    else:
        o.transactional_id, pos = _read_string(buf, pos, True, True, 'ProduceRequest.TransactionalId')
    o.acks, o.timeout_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n357 = buf[pos] - 1
    if 0 <= n357 < 127:
        pos += 1
    else:
        n357, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData')
    l358: list[ProduceRequest.TopicProduceData] = []
    ap359 = l358.append
    for _ in range(n357):
        t360 = _new(_C_ProduceRequest_TopicProduceData)
        u361, = _S_U.unpack_from(buf, pos)
        pos += 16
        t360.topic_id = _uuid_from(u361)
        n362 = buf[pos] - 1
        if 0 <= n362 < 127:
            pos += 1
        else:
            n362, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceRequest.TopicData.PartitionData')
        l363: list[ProduceRequest.PartitionProduceData] = []
        ap364 = l363.append
        for _ in range(n362):
            t365 = _new(_C_ProduceRequest_PartitionProduceData)
            t365.index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n366 = buf[pos]
            if n366 < 128:
                pos += 1
            else:
                n366, pos = _ruv(buf, pos)
            n366 -= 1
            if n366 >= 0:
                x367 = pos + n366
                if x367 > blen:
                    raise _bad_length(n366, 'ProduceRequest.TopicData.PartitionData.Records', pos)
                t365.records = mv[pos:x367]
                pos = x367
            elif n366 == -1:
                t365.records = None
            else:
                raise _bad_length(n366, 'ProduceRequest.TopicData.PartitionData.Records', pos)
            if buf[pos] == 0:
                pos += 1
                t365._unknown_tags = None
            else:
                nt368, pos = _ruv(buf, pos)
                if nt368 * 2 > blen - pos:
                    raise _array_too_long(nt368, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                uk369: list[tuple[int, bytes]] | None = None
                for _ in range(nt368):
                    tg370, pos = _ruv(buf, pos)
                    sz371, pos = _ruv(buf, pos)
                    x372 = pos + sz371
                    if x372 > blen:
                        raise _bad_length(sz371, 'ProduceRequest.TopicData.PartitionData._tagged_fields', pos)
                    if uk369 is None:
                        uk369 = []
                    uk369.append((tg370, bytes(buf[pos:x372])))
                    pos = x372
                t365._unknown_tags = uk369
            ap364(t365)
        t360.partition_data = l363
        t360.name = ''
        if buf[pos] == 0:
            pos += 1
            t360._unknown_tags = None
        else:
            nt373, pos = _ruv(buf, pos)
            if nt373 * 2 > blen - pos:
                raise _array_too_long(nt373, 'ProduceRequest.TopicData._tagged_fields', pos)
            uk374: list[tuple[int, bytes]] | None = None
            for _ in range(nt373):
                tg375, pos = _ruv(buf, pos)
                sz376, pos = _ruv(buf, pos)
                x377 = pos + sz376
                if x377 > blen:
                    raise _bad_length(sz376, 'ProduceRequest.TopicData._tagged_fields', pos)
                if uk374 is None:
                    uk374 = []
                uk374.append((tg375, bytes(buf[pos:x377])))
                pos = x377
            t360._unknown_tags = uk374
        ap359(t360)
    o.topic_data = l358
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt378, pos = _ruv(buf, pos)
        if nt378 * 2 > blen - pos:
            raise _array_too_long(nt378, 'ProduceRequest._tagged_fields', pos)
        uk379: list[tuple[int, bytes]] | None = None
        for _ in range(nt378):
            tg380, pos = _ruv(buf, pos)
            sz381, pos = _ruv(buf, pos)
            x382 = pos + sz381
            if x382 > blen:
                raise _bad_length(sz381, 'ProduceRequest._tagged_fields', pos)
            if uk379 is None:
                uk379 = []
            uk379.append((tg380, bytes(buf[pos:x382])))
            pos = x382
        o._unknown_tags = uk379
    return o, pos


ProduceRequest._ENC = {3: _enc_ProduceRequest_v3, 4: _enc_ProduceRequest_v4, 5: _enc_ProduceRequest_v5, 6: _enc_ProduceRequest_v6, 7: _enc_ProduceRequest_v7, 8: _enc_ProduceRequest_v8, 9: _enc_ProduceRequest_v9, 10: _enc_ProduceRequest_v10, 11: _enc_ProduceRequest_v11, 12: _enc_ProduceRequest_v12, 13: _enc_ProduceRequest_v13}
ProduceRequest._DEC = {3: _dec_ProduceRequest_v3, 4: _dec_ProduceRequest_v4, 5: _dec_ProduceRequest_v5, 6: _dec_ProduceRequest_v6, 7: _dec_ProduceRequest_v7, 8: _dec_ProduceRequest_v8, 9: _dec_ProduceRequest_v9, 10: _dec_ProduceRequest_v10, 11: _dec_ProduceRequest_v11, 12: _dec_ProduceRequest_v12, 13: _dec_ProduceRequest_v13}


class ProduceResponse(_Message):
    """ProduceResponse (response): API key 0; versions 3-13; flexible in 9-13."""

    __slots__ = ('responses', 'throttle_time_ms', 'node_endpoints', '_unknown_tags')
    NAME = 'ProduceResponse'
    TYPE = 'response'
    API_KEY = 0
    VALID_VERSIONS = (3, 13)
    FLEXIBLE_VERSIONS = (9, 13)

    responses: list[ProduceResponse.TopicProduceResponse]
    """Results, grouped by topic.

    `Responses` ([]TopicProduceResponse): versions 0+; default []."""
    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    node_endpoints: list[ProduceResponse.NodeEndpoint]
    """Endpoints of the leaders named in CurrentLeader entries.

    `NodeEndpoints` ([]NodeEndpoint): versions 10+; tagged (tag 0) in 10+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        responses: list[ProduceResponse.TopicProduceResponse] = _EMPTY,
        throttle_time_ms: int = 0,
        node_endpoints: list[ProduceResponse.NodeEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.responses = [] if responses is _EMPTY else responses
        self.throttle_time_ms = throttle_time_ms
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicProduceResponse(_Message):
        """Results, grouped by topic.

        TopicProduceResponse (in ProduceResponse): versions 0+."""

        __slots__ = ('name', 'topic_id', 'partition_responses', '_unknown_tags')
        NAME = 'ProduceResponse.TopicProduceResponse'

        name: str
        """Topic name.

        `Name` (string): versions 0-12; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 13+; default the zero UUID; ignorable."""
        partition_responses: list[ProduceResponse.PartitionProduceResponse]
        """Results per partition.

        `PartitionResponses` ([]PartitionProduceResponse): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            partition_responses: list[ProduceResponse.PartitionProduceResponse] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partition_responses = [] if partition_responses is _EMPTY else partition_responses
            self._unknown_tags = _unknown_tags

    class PartitionProduceResponse(_Message):
        """Results per partition.

        PartitionProduceResponse (in ProduceResponse): versions 0+."""

        __slots__ = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', 'current_leader', '_unknown_tags')
        NAME = 'ProduceResponse.PartitionProduceResponse'

        index: int
        """Partition index.

        `Index` (int32): versions 0+; default 0."""
        error_code: int
        """Partition error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        base_offset: int
        """Offset assigned to the first record of the appended data.

        `BaseOffset` (int64): versions 0+; default 0."""
        log_append_time_ms: int
        """Broker append timestamp when the topic uses LogAppendTime, else -1.

        `LogAppendTimeMs` (int64): versions 2+; default -1; ignorable."""
        log_start_offset: int
        """Log start offset of the partition after the append.

        `LogStartOffset` (int64): versions 5+; default -1; ignorable."""
        record_errors: list[ProduceResponse.BatchIndexAndErrorMessage]
        """Records that made the batch be rejected, with their errors.

        `RecordErrors` ([]BatchIndexAndErrorMessage): versions 8+; default []; ignorable."""
        error_message: str | None
        """Error message for the partition, or null.

        `ErrorMessage` (string): versions 8+; nullable in 8+; default None; ignorable."""
        current_leader: ProduceResponse.LeaderIdAndEpoch
        """Leader hint, sent with leadership errors such as NOT_LEADER_OR_FOLLOWER.

        `CurrentLeader` (LeaderIdAndEpoch): versions 10+; tagged (tag 0) in 10+; default a default LeaderIdAndEpoch."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            index: int = 0,
            error_code: int = 0,
            base_offset: int = 0,
            log_append_time_ms: int = -1,
            log_start_offset: int = -1,
            record_errors: list[ProduceResponse.BatchIndexAndErrorMessage] = _EMPTY,
            error_message: str | None = None,
            current_leader: ProduceResponse.LeaderIdAndEpoch = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.index = index
            self.error_code = error_code
            self.base_offset = base_offset
            self.log_append_time_ms = log_append_time_ms
            self.log_start_offset = log_start_offset
            self.record_errors = [] if record_errors is _EMPTY else record_errors
            self.error_message = error_message
            self.current_leader = ProduceResponse.LeaderIdAndEpoch() if current_leader is _EMPTY else current_leader
            self._unknown_tags = _unknown_tags

    class BatchIndexAndErrorMessage(_Message):
        """Records that made the batch be rejected, with their errors.

        BatchIndexAndErrorMessage (in ProduceResponse): versions 8+."""

        __slots__ = ('batch_index', 'batch_index_error_message', '_unknown_tags')
        NAME = 'ProduceResponse.BatchIndexAndErrorMessage'

        batch_index: int
        """Index of the bad record within its batch.

        `BatchIndex` (int32): versions 8+; default 0."""
        batch_index_error_message: str | None
        """Error message for this record, or null.

        `BatchIndexErrorMessage` (string): versions 8+; nullable in 8+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            batch_index: int = 0,
            batch_index_error_message: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.batch_index = batch_index
            self.batch_index_error_message = batch_index_error_message
            self._unknown_tags = _unknown_tags

    class LeaderIdAndEpoch(_Message):
        """Leader hint, sent with leadership errors such as NOT_LEADER_OR_FOLLOWER.

        LeaderIdAndEpoch (in ProduceResponse): versions 10+."""

        __slots__ = ('leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'ProduceResponse.LeaderIdAndEpoch'

        leader_id: int
        """Id of the current leader, or -1.

        `LeaderId` (int32): versions 10+; default -1."""
        leader_epoch: int
        """Epoch of the current leader, or -1.

        `LeaderEpoch` (int32): versions 10+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            leader_id: int = -1,
            leader_epoch: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        """Endpoints of the leaders named in CurrentLeader entries.

        NodeEndpoint (in ProduceResponse): versions 10+."""

        __slots__ = ('node_id', 'host', 'port', 'rack', '_unknown_tags')
        NAME = 'ProduceResponse.NodeEndpoint'

        node_id: int
        """Node id.

        `NodeId` (int32): versions 10+; default 0."""
        host: str
        """Host name.

        `Host` (string): versions 10+; default ''."""
        port: int
        """Port.

        `Port` (int32): versions 10+; default 0."""
        rack: str | None
        """Rack of the node, or null.

        `Rack` (string): versions 10+; nullable in 10+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            node_id: int = 0,
            host: str = '',
            port: int = 0,
            rack: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self._unknown_tags = _unknown_tags


_C_ProduceResponse_TopicProduceResponse = ProduceResponse.TopicProduceResponse
_C_ProduceResponse_PartitionProduceResponse = ProduceResponse.PartitionProduceResponse
_C_ProduceResponse_BatchIndexAndErrorMessage = ProduceResponse.BatchIndexAndErrorMessage
_C_ProduceResponse_LeaderIdAndEpoch = ProduceResponse.LeaderIdAndEpoch
_C_ProduceResponse_NodeEndpoint = ProduceResponse.NodeEndpoint
ProduceResponse.FIELDS = (
    _FI('Responses', 'responses', '[]TopicProduceResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceResponse_TopicProduceResponse),
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (10, 32767), (1, 0), (10, 32767), 0, (), False, _C_ProduceResponse_NodeEndpoint),
)
_C_ProduceResponse_TopicProduceResponse.FIELDS = (
    _FI('Name', 'name', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('PartitionResponses', 'partition_responses', '[]PartitionProduceResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ProduceResponse_PartitionProduceResponse),
)
_C_ProduceResponse_PartitionProduceResponse.FIELDS = (
    _FI('Index', 'index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BaseOffset', 'base_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LogAppendTimeMs', 'log_append_time_ms', 'int64', (2, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LogStartOffset', 'log_start_offset', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('RecordErrors', 'record_errors', '[]BatchIndexAndErrorMessage', (8, 32767), (1, 0), (1, 0), None, (), True, _C_ProduceResponse_BatchIndexAndErrorMessage),
    _FI('ErrorMessage', 'error_message', 'string', (8, 32767), (8, 32767), (1, 0), None, None, True, None),
    _FI('CurrentLeader', 'current_leader', 'LeaderIdAndEpoch', (10, 32767), (1, 0), (10, 32767), 0, (), False, _C_ProduceResponse_LeaderIdAndEpoch),
)
_C_ProduceResponse_BatchIndexAndErrorMessage.FIELDS = (
    _FI('BatchIndex', 'batch_index', 'int32', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BatchIndexErrorMessage', 'batch_index_error_message', 'string', (8, 32767), (8, 32767), (1, 0), None, None, False, None),
)
_C_ProduceResponse_LeaderIdAndEpoch.FIELDS = (
    _FI('LeaderId', 'leader_id', 'int32', (10, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (10, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_ProduceResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (10, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (10, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (10, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Rack', 'rack', 'string', (10, 32767), (10, 32767), (1, 0), None, None, False, None),
)
_DEF_ProduceResponse_TopicProduceResponse = _C_ProduceResponse_TopicProduceResponse()
_DEF_ProduceResponse_PartitionProduceResponse = _C_ProduceResponse_PartitionProduceResponse()
_DEF_ProduceResponse_BatchIndexAndErrorMessage = _C_ProduceResponse_BatchIndexAndErrorMessage()
_DEF_ProduceResponse_LeaderIdAndEpoch = _C_ProduceResponse_LeaderIdAndEpoch()
_DEF_ProduceResponse_NodeEndpoint = _C_ProduceResponse_NodeEndpoint()

def _mk_ProduceResponse_TopicProduceResponse() -> ProduceResponse.TopicProduceResponse:
    o = _new(_C_ProduceResponse_TopicProduceResponse)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partition_responses = []
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_PartitionProduceResponse() -> ProduceResponse.PartitionProduceResponse:
    o = _new(_C_ProduceResponse_PartitionProduceResponse)
    o.index = 0
    o.error_code = 0
    o.base_offset = 0
    o.log_append_time_ms = -1
    o.log_start_offset = -1
    o.record_errors = []
    o.error_message = None
    o.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_BatchIndexAndErrorMessage() -> ProduceResponse.BatchIndexAndErrorMessage:
    o = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
    o.batch_index = 0
    o.batch_index_error_message = None
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_LeaderIdAndEpoch() -> ProduceResponse.LeaderIdAndEpoch:
    o = _new(_C_ProduceResponse_LeaderIdAndEpoch)
    o.leader_id = -1
    o.leader_epoch = -1
    o._unknown_tags = None
    return o

def _mk_ProduceResponse_NodeEndpoint() -> ProduceResponse.NodeEndpoint:
    o = _new(_C_ProduceResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o._unknown_tags = None
    return o


def _enc_ProduceResponse_v3(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l383 = o.responses
    a(_S_i.pack(len(l383)))
    for e384 in l383:
        s385 = e384.name
        b386 = s385.encode()
        a(_S_h.pack(len(b386)))
        a(b386)
        l388 = e384.partition_responses
        a(_S_i.pack(len(l388)))
        for e389 in l388:
            a(_S_ihqq.pack(e389.index, e389.error_code, e389.base_offset, e389.log_append_time_ms))
            if (e389.current_leader.leader_id != -1 or e389.current_leader.leader_epoch != -1 or e389.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 3)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 3)
    return b''.join(parts)


def _dec_ProduceResponse_v3(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n390, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l391: list[ProduceResponse.TopicProduceResponse] = []
    ap392 = l391.append
    for _ in range(n390):
        t393 = _new(_C_ProduceResponse_TopicProduceResponse)
        n394, = _S_h.unpack_from(buf, pos)
        if n394 >= 0:
            x395 = pos + 2 + n394
            if x395 > blen:
                raise _bad_length(n394, 'ProduceResponse.Responses.Name', pos)
            t393.name = str(buf[pos + 2:x395], 'utf-8')
            pos = x395
        else:
            t393.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n396, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l397: list[ProduceResponse.PartitionProduceResponse] = []
        ap398 = l397.append
        for _ in range(n396):
            t399 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t399.index, t399.error_code, t399.base_offset, t399.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t399.log_start_offset = -1
            t399.record_errors = []
            t399.error_message = None
            t399.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t399._unknown_tags = None
            ap398(t399)
        t393.partition_responses = l397
        t393.topic_id = _ZERO_UUID
        t393._unknown_tags = None
        ap392(t393)
    o.responses = l391
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v4(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l400 = o.responses
    a(_S_i.pack(len(l400)))
    for e401 in l400:
        s402 = e401.name
        b403 = s402.encode()
        a(_S_h.pack(len(b403)))
        a(b403)
        l405 = e401.partition_responses
        a(_S_i.pack(len(l405)))
        for e406 in l405:
            a(_S_ihqq.pack(e406.index, e406.error_code, e406.base_offset, e406.log_append_time_ms))
            if (e406.current_leader.leader_id != -1 or e406.current_leader.leader_epoch != -1 or e406.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 4)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 4)
    return b''.join(parts)


def _dec_ProduceResponse_v4(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n407, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l408: list[ProduceResponse.TopicProduceResponse] = []
    ap409 = l408.append
    for _ in range(n407):
        t410 = _new(_C_ProduceResponse_TopicProduceResponse)
        n411, = _S_h.unpack_from(buf, pos)
        if n411 >= 0:
            x412 = pos + 2 + n411
            if x412 > blen:
                raise _bad_length(n411, 'ProduceResponse.Responses.Name', pos)
            t410.name = str(buf[pos + 2:x412], 'utf-8')
            pos = x412
        else:
            t410.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n413, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l414: list[ProduceResponse.PartitionProduceResponse] = []
        ap415 = l414.append
        for _ in range(n413):
            t416 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t416.index, t416.error_code, t416.base_offset, t416.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t416.log_start_offset = -1
            t416.record_errors = []
            t416.error_message = None
            t416.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t416._unknown_tags = None
            ap415(t416)
        t410.partition_responses = l414
        t410.topic_id = _ZERO_UUID
        t410._unknown_tags = None
        ap409(t410)
    o.responses = l408
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v5(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l417 = o.responses
    a(_S_i.pack(len(l417)))
    for e418 in l417:
        s419 = e418.name
        b420 = s419.encode()
        a(_S_h.pack(len(b420)))
        a(b420)
        l422 = e418.partition_responses
        a(_S_i.pack(len(l422)))
        for e423 in l422:
            a(_S_ihqqq.pack(e423.index, e423.error_code, e423.base_offset, e423.log_append_time_ms, e423.log_start_offset))
            if (e423.current_leader.leader_id != -1 or e423.current_leader.leader_epoch != -1 or e423.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 5)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 5)
    return b''.join(parts)


def _dec_ProduceResponse_v5(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n424, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l425: list[ProduceResponse.TopicProduceResponse] = []
    ap426 = l425.append
    for _ in range(n424):
        t427 = _new(_C_ProduceResponse_TopicProduceResponse)
        n428, = _S_h.unpack_from(buf, pos)
        if n428 >= 0:
            x429 = pos + 2 + n428
            if x429 > blen:
                raise _bad_length(n428, 'ProduceResponse.Responses.Name', pos)
            t427.name = str(buf[pos + 2:x429], 'utf-8')
            pos = x429
        else:
            t427.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n430, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l431: list[ProduceResponse.PartitionProduceResponse] = []
        ap432 = l431.append
        for _ in range(n430):
            t433 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t433.index, t433.error_code, t433.base_offset, t433.log_append_time_ms, t433.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t433.record_errors = []
            t433.error_message = None
            t433.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t433._unknown_tags = None
            ap432(t433)
        t427.partition_responses = l431
        t427.topic_id = _ZERO_UUID
        t427._unknown_tags = None
        ap426(t427)
    o.responses = l425
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v6(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l434 = o.responses
    a(_S_i.pack(len(l434)))
    for e435 in l434:
        s436 = e435.name
        b437 = s436.encode()
        a(_S_h.pack(len(b437)))
        a(b437)
        l439 = e435.partition_responses
        a(_S_i.pack(len(l439)))
        for e440 in l439:
            a(_S_ihqqq.pack(e440.index, e440.error_code, e440.base_offset, e440.log_append_time_ms, e440.log_start_offset))
            if (e440.current_leader.leader_id != -1 or e440.current_leader.leader_epoch != -1 or e440.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 6)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 6)
    return b''.join(parts)


def _dec_ProduceResponse_v6(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n441, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l442: list[ProduceResponse.TopicProduceResponse] = []
    ap443 = l442.append
    for _ in range(n441):
        t444 = _new(_C_ProduceResponse_TopicProduceResponse)
        n445, = _S_h.unpack_from(buf, pos)
        if n445 >= 0:
            x446 = pos + 2 + n445
            if x446 > blen:
                raise _bad_length(n445, 'ProduceResponse.Responses.Name', pos)
            t444.name = str(buf[pos + 2:x446], 'utf-8')
            pos = x446
        else:
            t444.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n447, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l448: list[ProduceResponse.PartitionProduceResponse] = []
        ap449 = l448.append
        for _ in range(n447):
            t450 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t450.index, t450.error_code, t450.base_offset, t450.log_append_time_ms, t450.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t450.record_errors = []
            t450.error_message = None
            t450.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t450._unknown_tags = None
            ap449(t450)
        t444.partition_responses = l448
        t444.topic_id = _ZERO_UUID
        t444._unknown_tags = None
        ap443(t444)
    o.responses = l442
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v7(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l451 = o.responses
    a(_S_i.pack(len(l451)))
    for e452 in l451:
        s453 = e452.name
        b454 = s453.encode()
        a(_S_h.pack(len(b454)))
        a(b454)
        l456 = e452.partition_responses
        a(_S_i.pack(len(l456)))
        for e457 in l456:
            a(_S_ihqqq.pack(e457.index, e457.error_code, e457.base_offset, e457.log_append_time_ms, e457.log_start_offset))
            if (e457.current_leader.leader_id != -1 or e457.current_leader.leader_epoch != -1 or e457.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 7)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 7)
    return b''.join(parts)


def _dec_ProduceResponse_v7(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n458, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l459: list[ProduceResponse.TopicProduceResponse] = []
    ap460 = l459.append
    for _ in range(n458):
        t461 = _new(_C_ProduceResponse_TopicProduceResponse)
        n462, = _S_h.unpack_from(buf, pos)
        if n462 >= 0:
            x463 = pos + 2 + n462
            if x463 > blen:
                raise _bad_length(n462, 'ProduceResponse.Responses.Name', pos)
            t461.name = str(buf[pos + 2:x463], 'utf-8')
            pos = x463
        else:
            t461.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n464, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l465: list[ProduceResponse.PartitionProduceResponse] = []
        ap466 = l465.append
        for _ in range(n464):
            t467 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t467.index, t467.error_code, t467.base_offset, t467.log_append_time_ms, t467.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            t467.record_errors = []
            t467.error_message = None
            t467.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t467._unknown_tags = None
            ap466(t467)
        t461.partition_responses = l465
        t461.topic_id = _ZERO_UUID
        t461._unknown_tags = None
        ap460(t461)
    o.responses = l459
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v8(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l468 = o.responses
    a(_S_i.pack(len(l468)))
    for e469 in l468:
        s470 = e469.name
        b471 = s470.encode()
        a(_S_h.pack(len(b471)))
        a(b471)
        l473 = e469.partition_responses
        a(_S_i.pack(len(l473)))
        for e474 in l473:
            a(_S_ihqqq.pack(e474.index, e474.error_code, e474.base_offset, e474.log_append_time_ms, e474.log_start_offset))
            l475 = e474.record_errors
            a(_S_i.pack(len(l475)))
            for e476 in l475:
                a(_S_i.pack(e476.batch_index))
                s477 = e476.batch_index_error_message
                if s477 is None:
                    a(b'\xff\xff')
                else:
                    b478 = s477.encode()
                    a(_S_h.pack(len(b478)))
                    a(b478)
            s480 = e474.error_message
            if s480 is None:
                a(b'\xff\xff')
            else:
                b481 = s480.encode()
                a(_S_h.pack(len(b481)))
                a(b481)
            if (e474.current_leader.leader_id != -1 or e474.current_leader.leader_epoch != -1 or e474.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 8)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 8)
    return b''.join(parts)


def _dec_ProduceResponse_v8(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n483, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses')
    l484: list[ProduceResponse.TopicProduceResponse] = []
    ap485 = l484.append
    for _ in range(n483):
        t486 = _new(_C_ProduceResponse_TopicProduceResponse)
        n487, = _S_h.unpack_from(buf, pos)
        if n487 >= 0:
            x488 = pos + 2 + n487
            if x488 > blen:
                raise _bad_length(n487, 'ProduceResponse.Responses.Name', pos)
            t486.name = str(buf[pos + 2:x488], 'utf-8')
            pos = x488
        else:
            t486.name, pos = _read_string(buf, pos, False, False, 'ProduceResponse.Responses.Name')
        n489, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l490: list[ProduceResponse.PartitionProduceResponse] = []
        ap491 = l490.append
        for _ in range(n489):
            t492 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t492.index, t492.error_code, t492.base_offset, t492.log_append_time_ms, t492.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n493, pos = _read_array_len(buf, pos, False, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l494: list[ProduceResponse.BatchIndexAndErrorMessage] = []
            ap495 = l494.append
            for _ in range(n493):
                t496 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t496.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n497, = _S_h.unpack_from(buf, pos)
                if n497 >= 0:
                    x498 = pos + 2 + n497
                    if x498 > blen:
                        raise _bad_length(n497, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t496.batch_index_error_message = str(buf[pos + 2:x498], 'utf-8')
                    pos = x498
                else:
                    t496.batch_index_error_message, pos = _read_string(buf, pos, False, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                t496._unknown_tags = None
                ap495(t496)
            t492.record_errors = l494
            n499, = _S_h.unpack_from(buf, pos)
            if n499 >= 0:
                x500 = pos + 2 + n499
                if x500 > blen:
                    raise _bad_length(n499, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t492.error_message = str(buf[pos + 2:x500], 'utf-8')
                pos = x500
            else:
                t492.error_message, pos = _read_string(buf, pos, False, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t492.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            t492._unknown_tags = None
            ap491(t492)
        t486.partition_responses = l490
        t486.topic_id = _ZERO_UUID
        t486._unknown_tags = None
        ap485(t486)
    o.responses = l484
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_ProduceResponse_v9(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l501 = o.responses
    n502 = len(l501) + 1
    a(_UV[n502] if n502 < 128 else _uv(n502))
    for e503 in l501:
        s504 = e503.name
        b505 = s504.encode()
        n506 = len(b505) + 1
        a(_UV[n506] if n506 < 128 else _uv(n506))
        a(b505)
        l507 = e503.partition_responses
        n508 = len(l507) + 1
        a(_UV[n508] if n508 < 128 else _uv(n508))
        for e509 in l507:
            a(_S_ihqqq.pack(e509.index, e509.error_code, e509.base_offset, e509.log_append_time_ms, e509.log_start_offset))
            l510 = e509.record_errors
            n511 = len(l510) + 1
            a(_UV[n511] if n511 < 128 else _uv(n511))
            for e512 in l510:
                a(_S_i.pack(e512.batch_index))
                s513 = e512.batch_index_error_message
                if s513 is None:
                    a(_H0)
                else:
                    b514 = s513.encode()
                    n515 = len(b514) + 1
                    a(_UV[n515] if n515 < 128 else _uv(n515))
                    a(b514)
                u516 = e512._unknown_tags
                if u516 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u516)
            s517 = e509.error_message
            if s517 is None:
                a(_H0)
            else:
                b518 = s517.encode()
                n519 = len(b518) + 1
                a(_UV[n519] if n519 < 128 else _uv(n519))
                a(b518)
            if (e509.current_leader.leader_id != -1 or e509.current_leader.leader_epoch != -1 or e509.current_leader._unknown_tags is not None):
                raise _unsupported_field('ProduceResponse', 'Responses.PartitionResponses.CurrentLeader', 9)
            u520 = e509._unknown_tags
            if u520 is None:
                a(_H0)
            else:
                _write_tags(a, None, u520)
        u521 = e503._unknown_tags
        if u521 is None:
            a(_H0)
        else:
            _write_tags(a, None, u521)
    a(_S_i.pack(o.throttle_time_ms))
    if o.node_endpoints:
        raise _unsupported_field('ProduceResponse', 'NodeEndpoints', 9)
    u522 = o._unknown_tags
    if u522 is None:
        a(_H0)
    else:
        _write_tags(a, None, u522)
    return b''.join(parts)


def _dec_ProduceResponse_v9(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n523 = buf[pos] - 1
    if 0 <= n523 < 127:
        pos += 1
    else:
        n523, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l524: list[ProduceResponse.TopicProduceResponse] = []
    ap525 = l524.append
    for _ in range(n523):
        t526 = _new(_C_ProduceResponse_TopicProduceResponse)
        n527 = buf[pos] - 1
        if 0 <= n527 < 127:
            x528 = pos + 1 + n527
            if x528 > blen:
                raise _bad_length(n527, 'ProduceResponse.Responses.Name', pos)
            t526.name = str(buf[pos + 1:x528], 'utf-8')
            pos = x528
        else:
            t526.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n529 = buf[pos] - 1
        if 0 <= n529 < 127:
            pos += 1
        else:
            n529, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l530: list[ProduceResponse.PartitionProduceResponse] = []
        ap531 = l530.append
        for _ in range(n529):
            t532 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t532.index, t532.error_code, t532.base_offset, t532.log_append_time_ms, t532.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n533 = buf[pos] - 1
            if 0 <= n533 < 127:
                pos += 1
            else:
                n533, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l534: list[ProduceResponse.BatchIndexAndErrorMessage] = []
            ap535 = l534.append
            for _ in range(n533):
                t536 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t536.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n537 = buf[pos] - 1
                if 0 <= n537 < 127:
                    x538 = pos + 1 + n537
                    if x538 > blen:
                        raise _bad_length(n537, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t536.batch_index_error_message = str(buf[pos + 1:x538], 'utf-8')
                    pos = x538
                else:
                    t536.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t536._unknown_tags = None
                else:
                    nt539, pos = _ruv(buf, pos)
                    if nt539 * 2 > blen - pos:
                        raise _array_too_long(nt539, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk540: list[tuple[int, bytes]] | None = None
                    for _ in range(nt539):
                        tg541, pos = _ruv(buf, pos)
                        sz542, pos = _ruv(buf, pos)
                        x543 = pos + sz542
                        if x543 > blen:
                            raise _bad_length(sz542, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk540 is None:
                            uk540 = []
                        uk540.append((tg541, bytes(buf[pos:x543])))
                        pos = x543
                    t536._unknown_tags = uk540
                ap535(t536)
            t532.record_errors = l534
            n544 = buf[pos] - 1
            if 0 <= n544 < 127:
                x545 = pos + 1 + n544
                if x545 > blen:
                    raise _bad_length(n544, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t532.error_message = str(buf[pos + 1:x545], 'utf-8')
                pos = x545
            else:
                t532.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t532.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t532._unknown_tags = None
            else:
                nt546, pos = _ruv(buf, pos)
                if nt546 * 2 > blen - pos:
                    raise _array_too_long(nt546, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk547: list[tuple[int, bytes]] | None = None
                for _ in range(nt546):
                    tg548, pos = _ruv(buf, pos)
                    sz549, pos = _ruv(buf, pos)
                    x550 = pos + sz549
                    if x550 > blen:
                        raise _bad_length(sz549, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if uk547 is None:
                        uk547 = []
                    uk547.append((tg548, bytes(buf[pos:x550])))
                    pos = x550
                t532._unknown_tags = uk547
            ap531(t532)
        t526.partition_responses = l530
        t526.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t526._unknown_tags = None
        else:
            nt551, pos = _ruv(buf, pos)
            if nt551 * 2 > blen - pos:
                raise _array_too_long(nt551, 'ProduceResponse.Responses._tagged_fields', pos)
            uk552: list[tuple[int, bytes]] | None = None
            for _ in range(nt551):
                tg553, pos = _ruv(buf, pos)
                sz554, pos = _ruv(buf, pos)
                x555 = pos + sz554
                if x555 > blen:
                    raise _bad_length(sz554, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk552 is None:
                    uk552 = []
                uk552.append((tg553, bytes(buf[pos:x555])))
                pos = x555
            t526._unknown_tags = uk552
        ap525(t526)
    o.responses = l524
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt556, pos = _ruv(buf, pos)
        if nt556 * 2 > blen - pos:
            raise _array_too_long(nt556, 'ProduceResponse._tagged_fields', pos)
        uk557: list[tuple[int, bytes]] | None = None
        for _ in range(nt556):
            tg558, pos = _ruv(buf, pos)
            sz559, pos = _ruv(buf, pos)
            x560 = pos + sz559
            if x560 > blen:
                raise _bad_length(sz559, 'ProduceResponse._tagged_fields', pos)
            if uk557 is None:
                uk557 = []
            uk557.append((tg558, bytes(buf[pos:x560])))
            pos = x560
        o._unknown_tags = uk557
    return o, pos


def _enc_ProduceResponse_v10(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l561 = o.responses
    n562 = len(l561) + 1
    a(_UV[n562] if n562 < 128 else _uv(n562))
    for e563 in l561:
        s564 = e563.name
        b565 = s564.encode()
        n566 = len(b565) + 1
        a(_UV[n566] if n566 < 128 else _uv(n566))
        a(b565)
        l567 = e563.partition_responses
        n568 = len(l567) + 1
        a(_UV[n568] if n568 < 128 else _uv(n568))
        for e569 in l567:
            a(_S_ihqqq.pack(e569.index, e569.error_code, e569.base_offset, e569.log_append_time_ms, e569.log_start_offset))
            l570 = e569.record_errors
            n571 = len(l570) + 1
            a(_UV[n571] if n571 < 128 else _uv(n571))
            for e572 in l570:
                a(_S_i.pack(e572.batch_index))
                s573 = e572.batch_index_error_message
                if s573 is None:
                    a(_H0)
                else:
                    b574 = s573.encode()
                    n575 = len(b574) + 1
                    a(_UV[n575] if n575 < 128 else _uv(n575))
                    a(b574)
                u576 = e572._unknown_tags
                if u576 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u576)
            s577 = e569.error_message
            if s577 is None:
                a(_H0)
            else:
                b578 = s577.encode()
                n579 = len(b578) + 1
                a(_UV[n579] if n579 < 128 else _uv(n579))
                a(b578)
            k580: list[tuple[int, bytes]] = []
            if (e569.current_leader.leader_id != -1 or e569.current_leader.leader_epoch != -1 or e569.current_leader._unknown_tags is not None):
                p581: list[bytes] = []
                t582 = e569.current_leader
                p581.append(_S_ii.pack(t582.leader_id, t582.leader_epoch))
                u583 = t582._unknown_tags
                if u583 is None:
                    p581.append(_H0)
                else:
                    _write_tags(p581.append, None, u583)
                k580.append((0, b''.join(p581)))
            u584 = e569._unknown_tags
            if k580 or u584 is not None:
                _write_tags(a, k580, u584)
            else:
                a(_H0)
        u585 = e563._unknown_tags
        if u585 is None:
            a(_H0)
        else:
            _write_tags(a, None, u585)
    a(_S_i.pack(o.throttle_time_ms))
    k586: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p587: list[bytes] = []
        l588 = o.node_endpoints
        n589 = len(l588) + 1
        p587.append(_UV[n589] if n589 < 128 else _uv(n589))
        for e590 in l588:
            p587.append(_S_i.pack(e590.node_id))
            s591 = e590.host
            b592 = s591.encode()
            n593 = len(b592) + 1
            p587.append(_UV[n593] if n593 < 128 else _uv(n593))
            p587.append(b592)
            p587.append(_S_i.pack(e590.port))
            s594 = e590.rack
            if s594 is None:
                p587.append(_H0)
            else:
                b595 = s594.encode()
                n596 = len(b595) + 1
                p587.append(_UV[n596] if n596 < 128 else _uv(n596))
                p587.append(b595)
            u597 = e590._unknown_tags
            if u597 is None:
                p587.append(_H0)
            else:
                _write_tags(p587.append, None, u597)
        k586.append((0, b''.join(p587)))
    u598 = o._unknown_tags
    if k586 or u598 is not None:
        _write_tags(a, k586, u598)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v10(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n599 = buf[pos] - 1
    if 0 <= n599 < 127:
        pos += 1
    else:
        n599, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l600: list[ProduceResponse.TopicProduceResponse] = []
    ap601 = l600.append
    for _ in range(n599):
        t602 = _new(_C_ProduceResponse_TopicProduceResponse)
        n603 = buf[pos] - 1
        if 0 <= n603 < 127:
            x604 = pos + 1 + n603
            if x604 > blen:
                raise _bad_length(n603, 'ProduceResponse.Responses.Name', pos)
            t602.name = str(buf[pos + 1:x604], 'utf-8')
            pos = x604
        else:
            t602.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n605 = buf[pos] - 1
        if 0 <= n605 < 127:
            pos += 1
        else:
            n605, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l606: list[ProduceResponse.PartitionProduceResponse] = []
        ap607 = l606.append
        for _ in range(n605):
            t608 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t608.index, t608.error_code, t608.base_offset, t608.log_append_time_ms, t608.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n609 = buf[pos] - 1
            if 0 <= n609 < 127:
                pos += 1
            else:
                n609, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l610: list[ProduceResponse.BatchIndexAndErrorMessage] = []
            ap611 = l610.append
            for _ in range(n609):
                t612 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t612.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n613 = buf[pos] - 1
                if 0 <= n613 < 127:
                    x614 = pos + 1 + n613
                    if x614 > blen:
                        raise _bad_length(n613, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t612.batch_index_error_message = str(buf[pos + 1:x614], 'utf-8')
                    pos = x614
                else:
                    t612.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t612._unknown_tags = None
                else:
                    nt615, pos = _ruv(buf, pos)
                    if nt615 * 2 > blen - pos:
                        raise _array_too_long(nt615, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk616: list[tuple[int, bytes]] | None = None
                    for _ in range(nt615):
                        tg617, pos = _ruv(buf, pos)
                        sz618, pos = _ruv(buf, pos)
                        x619 = pos + sz618
                        if x619 > blen:
                            raise _bad_length(sz618, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk616 is None:
                            uk616 = []
                        uk616.append((tg617, bytes(buf[pos:x619])))
                        pos = x619
                    t612._unknown_tags = uk616
                ap611(t612)
            t608.record_errors = l610
            n620 = buf[pos] - 1
            if 0 <= n620 < 127:
                x621 = pos + 1 + n620
                if x621 > blen:
                    raise _bad_length(n620, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t608.error_message = str(buf[pos + 1:x621], 'utf-8')
                pos = x621
            else:
                t608.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t608.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t608._unknown_tags = None
            else:
                nt622, pos = _ruv(buf, pos)
                if nt622 * 2 > blen - pos:
                    raise _array_too_long(nt622, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk623: list[tuple[int, bytes]] | None = None
                for _ in range(nt622):
                    tg624, pos = _ruv(buf, pos)
                    sz625, pos = _ruv(buf, pos)
                    x626 = pos + sz625
                    if x626 > blen:
                        raise _bad_length(sz625, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg624 == 0:
                        t627 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t627.leader_id, t627.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t627._unknown_tags = None
                        else:
                            nt628, pos = _ruv(buf, pos)
                            if nt628 * 2 > blen - pos:
                                raise _array_too_long(nt628, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk629: list[tuple[int, bytes]] | None = None
                            for _ in range(nt628):
                                tg630, pos = _ruv(buf, pos)
                                sz631, pos = _ruv(buf, pos)
                                x632 = pos + sz631
                                if x632 > blen:
                                    raise _bad_length(sz631, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk629 is None:
                                    uk629 = []
                                uk629.append((tg630, bytes(buf[pos:x632])))
                                pos = x632
                            t627._unknown_tags = uk629
                        t608.current_leader = t627
                        if pos != x626:
                            raise _tag_size_mismatch(tg624, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk623 is None:
                            uk623 = []
                        uk623.append((tg624, bytes(buf[pos:x626])))
                        pos = x626
                t608._unknown_tags = uk623
            ap607(t608)
        t602.partition_responses = l606
        t602.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t602._unknown_tags = None
        else:
            nt633, pos = _ruv(buf, pos)
            if nt633 * 2 > blen - pos:
                raise _array_too_long(nt633, 'ProduceResponse.Responses._tagged_fields', pos)
            uk634: list[tuple[int, bytes]] | None = None
            for _ in range(nt633):
                tg635, pos = _ruv(buf, pos)
                sz636, pos = _ruv(buf, pos)
                x637 = pos + sz636
                if x637 > blen:
                    raise _bad_length(sz636, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk634 is None:
                    uk634 = []
                uk634.append((tg635, bytes(buf[pos:x637])))
                pos = x637
            t602._unknown_tags = uk634
        ap601(t602)
    o.responses = l600
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt638, pos = _ruv(buf, pos)
        if nt638 * 2 > blen - pos:
            raise _array_too_long(nt638, 'ProduceResponse._tagged_fields', pos)
        uk639: list[tuple[int, bytes]] | None = None
        for _ in range(nt638):
            tg640, pos = _ruv(buf, pos)
            sz641, pos = _ruv(buf, pos)
            x642 = pos + sz641
            if x642 > blen:
                raise _bad_length(sz641, 'ProduceResponse._tagged_fields', pos)
            if tg640 == 0:
                n643 = buf[pos] - 1
                if 0 <= n643 < 127:
                    pos += 1
                else:
                    n643, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l644: list[ProduceResponse.NodeEndpoint] = []
                ap645 = l644.append
                for _ in range(n643):
                    t646 = _new(_C_ProduceResponse_NodeEndpoint)
                    t646.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n647 = buf[pos] - 1
                    if 0 <= n647 < 127:
                        x648 = pos + 1 + n647
                        if x648 > blen:
                            raise _bad_length(n647, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t646.host = str(buf[pos + 1:x648], 'utf-8')
                        pos = x648
                    else:
                        t646.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t646.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n649 = buf[pos] - 1
                    if 0 <= n649 < 127:
                        x650 = pos + 1 + n649
                        if x650 > blen:
                            raise _bad_length(n649, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t646.rack = str(buf[pos + 1:x650], 'utf-8')
                        pos = x650
                    else:
                        t646.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t646._unknown_tags = None
                    else:
                        nt651, pos = _ruv(buf, pos)
                        if nt651 * 2 > blen - pos:
                            raise _array_too_long(nt651, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk652: list[tuple[int, bytes]] | None = None
                        for _ in range(nt651):
                            tg653, pos = _ruv(buf, pos)
                            sz654, pos = _ruv(buf, pos)
                            x655 = pos + sz654
                            if x655 > blen:
                                raise _bad_length(sz654, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk652 is None:
                                uk652 = []
                            uk652.append((tg653, bytes(buf[pos:x655])))
                            pos = x655
                        t646._unknown_tags = uk652
                    ap645(t646)
                o.node_endpoints = l644
                if pos != x642:
                    raise _tag_size_mismatch(tg640, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk639 is None:
                    uk639 = []
                uk639.append((tg640, bytes(buf[pos:x642])))
                pos = x642
        o._unknown_tags = uk639
    return o, pos


def _enc_ProduceResponse_v11(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l656 = o.responses
    n657 = len(l656) + 1
    a(_UV[n657] if n657 < 128 else _uv(n657))
    for e658 in l656:
        s659 = e658.name
        b660 = s659.encode()
        n661 = len(b660) + 1
        a(_UV[n661] if n661 < 128 else _uv(n661))
        a(b660)
        l662 = e658.partition_responses
        n663 = len(l662) + 1
        a(_UV[n663] if n663 < 128 else _uv(n663))
        for e664 in l662:
            a(_S_ihqqq.pack(e664.index, e664.error_code, e664.base_offset, e664.log_append_time_ms, e664.log_start_offset))
            l665 = e664.record_errors
            n666 = len(l665) + 1
            a(_UV[n666] if n666 < 128 else _uv(n666))
            for e667 in l665:
                a(_S_i.pack(e667.batch_index))
                s668 = e667.batch_index_error_message
                if s668 is None:
                    a(_H0)
                else:
                    b669 = s668.encode()
                    n670 = len(b669) + 1
                    a(_UV[n670] if n670 < 128 else _uv(n670))
                    a(b669)
                u671 = e667._unknown_tags
                if u671 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u671)
            s672 = e664.error_message
            if s672 is None:
                a(_H0)
            else:
                b673 = s672.encode()
                n674 = len(b673) + 1
                a(_UV[n674] if n674 < 128 else _uv(n674))
                a(b673)
            k675: list[tuple[int, bytes]] = []
            if (e664.current_leader.leader_id != -1 or e664.current_leader.leader_epoch != -1 or e664.current_leader._unknown_tags is not None):
                p676: list[bytes] = []
                t677 = e664.current_leader
                p676.append(_S_ii.pack(t677.leader_id, t677.leader_epoch))
                u678 = t677._unknown_tags
                if u678 is None:
                    p676.append(_H0)
                else:
                    _write_tags(p676.append, None, u678)
                k675.append((0, b''.join(p676)))
            u679 = e664._unknown_tags
            if k675 or u679 is not None:
                _write_tags(a, k675, u679)
            else:
                a(_H0)
        u680 = e658._unknown_tags
        if u680 is None:
            a(_H0)
        else:
            _write_tags(a, None, u680)
    a(_S_i.pack(o.throttle_time_ms))
    k681: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p682: list[bytes] = []
        l683 = o.node_endpoints
        n684 = len(l683) + 1
        p682.append(_UV[n684] if n684 < 128 else _uv(n684))
        for e685 in l683:
            p682.append(_S_i.pack(e685.node_id))
            s686 = e685.host
            b687 = s686.encode()
            n688 = len(b687) + 1
            p682.append(_UV[n688] if n688 < 128 else _uv(n688))
            p682.append(b687)
            p682.append(_S_i.pack(e685.port))
            s689 = e685.rack
            if s689 is None:
                p682.append(_H0)
            else:
                b690 = s689.encode()
                n691 = len(b690) + 1
                p682.append(_UV[n691] if n691 < 128 else _uv(n691))
                p682.append(b690)
            u692 = e685._unknown_tags
            if u692 is None:
                p682.append(_H0)
            else:
                _write_tags(p682.append, None, u692)
        k681.append((0, b''.join(p682)))
    u693 = o._unknown_tags
    if k681 or u693 is not None:
        _write_tags(a, k681, u693)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v11(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n694 = buf[pos] - 1
    if 0 <= n694 < 127:
        pos += 1
    else:
        n694, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l695: list[ProduceResponse.TopicProduceResponse] = []
    ap696 = l695.append
    for _ in range(n694):
        t697 = _new(_C_ProduceResponse_TopicProduceResponse)
        n698 = buf[pos] - 1
        if 0 <= n698 < 127:
            x699 = pos + 1 + n698
            if x699 > blen:
                raise _bad_length(n698, 'ProduceResponse.Responses.Name', pos)
            t697.name = str(buf[pos + 1:x699], 'utf-8')
            pos = x699
        else:
            t697.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n700 = buf[pos] - 1
        if 0 <= n700 < 127:
            pos += 1
        else:
            n700, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l701: list[ProduceResponse.PartitionProduceResponse] = []
        ap702 = l701.append
        for _ in range(n700):
            t703 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t703.index, t703.error_code, t703.base_offset, t703.log_append_time_ms, t703.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n704 = buf[pos] - 1
            if 0 <= n704 < 127:
                pos += 1
            else:
                n704, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l705: list[ProduceResponse.BatchIndexAndErrorMessage] = []
            ap706 = l705.append
            for _ in range(n704):
                t707 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t707.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n708 = buf[pos] - 1
                if 0 <= n708 < 127:
                    x709 = pos + 1 + n708
                    if x709 > blen:
                        raise _bad_length(n708, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t707.batch_index_error_message = str(buf[pos + 1:x709], 'utf-8')
                    pos = x709
                else:
                    t707.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t707._unknown_tags = None
                else:
                    nt710, pos = _ruv(buf, pos)
                    if nt710 * 2 > blen - pos:
                        raise _array_too_long(nt710, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk711: list[tuple[int, bytes]] | None = None
                    for _ in range(nt710):
                        tg712, pos = _ruv(buf, pos)
                        sz713, pos = _ruv(buf, pos)
                        x714 = pos + sz713
                        if x714 > blen:
                            raise _bad_length(sz713, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk711 is None:
                            uk711 = []
                        uk711.append((tg712, bytes(buf[pos:x714])))
                        pos = x714
                    t707._unknown_tags = uk711
                ap706(t707)
            t703.record_errors = l705
            n715 = buf[pos] - 1
            if 0 <= n715 < 127:
                x716 = pos + 1 + n715
                if x716 > blen:
                    raise _bad_length(n715, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t703.error_message = str(buf[pos + 1:x716], 'utf-8')
                pos = x716
            else:
                t703.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t703.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t703._unknown_tags = None
            else:
                nt717, pos = _ruv(buf, pos)
                if nt717 * 2 > blen - pos:
                    raise _array_too_long(nt717, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk718: list[tuple[int, bytes]] | None = None
                for _ in range(nt717):
                    tg719, pos = _ruv(buf, pos)
                    sz720, pos = _ruv(buf, pos)
                    x721 = pos + sz720
                    if x721 > blen:
                        raise _bad_length(sz720, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg719 == 0:
                        t722 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t722.leader_id, t722.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t722._unknown_tags = None
                        else:
                            nt723, pos = _ruv(buf, pos)
                            if nt723 * 2 > blen - pos:
                                raise _array_too_long(nt723, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk724: list[tuple[int, bytes]] | None = None
                            for _ in range(nt723):
                                tg725, pos = _ruv(buf, pos)
                                sz726, pos = _ruv(buf, pos)
                                x727 = pos + sz726
                                if x727 > blen:
                                    raise _bad_length(sz726, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk724 is None:
                                    uk724 = []
                                uk724.append((tg725, bytes(buf[pos:x727])))
                                pos = x727
                            t722._unknown_tags = uk724
                        t703.current_leader = t722
                        if pos != x721:
                            raise _tag_size_mismatch(tg719, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk718 is None:
                            uk718 = []
                        uk718.append((tg719, bytes(buf[pos:x721])))
                        pos = x721
                t703._unknown_tags = uk718
            ap702(t703)
        t697.partition_responses = l701
        t697.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t697._unknown_tags = None
        else:
            nt728, pos = _ruv(buf, pos)
            if nt728 * 2 > blen - pos:
                raise _array_too_long(nt728, 'ProduceResponse.Responses._tagged_fields', pos)
            uk729: list[tuple[int, bytes]] | None = None
            for _ in range(nt728):
                tg730, pos = _ruv(buf, pos)
                sz731, pos = _ruv(buf, pos)
                x732 = pos + sz731
                if x732 > blen:
                    raise _bad_length(sz731, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk729 is None:
                    uk729 = []
                uk729.append((tg730, bytes(buf[pos:x732])))
                pos = x732
            t697._unknown_tags = uk729
        ap696(t697)
    o.responses = l695
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt733, pos = _ruv(buf, pos)
        if nt733 * 2 > blen - pos:
            raise _array_too_long(nt733, 'ProduceResponse._tagged_fields', pos)
        uk734: list[tuple[int, bytes]] | None = None
        for _ in range(nt733):
            tg735, pos = _ruv(buf, pos)
            sz736, pos = _ruv(buf, pos)
            x737 = pos + sz736
            if x737 > blen:
                raise _bad_length(sz736, 'ProduceResponse._tagged_fields', pos)
            if tg735 == 0:
                n738 = buf[pos] - 1
                if 0 <= n738 < 127:
                    pos += 1
                else:
                    n738, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l739: list[ProduceResponse.NodeEndpoint] = []
                ap740 = l739.append
                for _ in range(n738):
                    t741 = _new(_C_ProduceResponse_NodeEndpoint)
                    t741.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n742 = buf[pos] - 1
                    if 0 <= n742 < 127:
                        x743 = pos + 1 + n742
                        if x743 > blen:
                            raise _bad_length(n742, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t741.host = str(buf[pos + 1:x743], 'utf-8')
                        pos = x743
                    else:
                        t741.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t741.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n744 = buf[pos] - 1
                    if 0 <= n744 < 127:
                        x745 = pos + 1 + n744
                        if x745 > blen:
                            raise _bad_length(n744, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t741.rack = str(buf[pos + 1:x745], 'utf-8')
                        pos = x745
                    else:
                        t741.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t741._unknown_tags = None
                    else:
                        nt746, pos = _ruv(buf, pos)
                        if nt746 * 2 > blen - pos:
                            raise _array_too_long(nt746, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk747: list[tuple[int, bytes]] | None = None
                        for _ in range(nt746):
                            tg748, pos = _ruv(buf, pos)
                            sz749, pos = _ruv(buf, pos)
                            x750 = pos + sz749
                            if x750 > blen:
                                raise _bad_length(sz749, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk747 is None:
                                uk747 = []
                            uk747.append((tg748, bytes(buf[pos:x750])))
                            pos = x750
                        t741._unknown_tags = uk747
                    ap740(t741)
                o.node_endpoints = l739
                if pos != x737:
                    raise _tag_size_mismatch(tg735, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk734 is None:
                    uk734 = []
                uk734.append((tg735, bytes(buf[pos:x737])))
                pos = x737
        o._unknown_tags = uk734
    return o, pos


def _enc_ProduceResponse_v12(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l751 = o.responses
    n752 = len(l751) + 1
    a(_UV[n752] if n752 < 128 else _uv(n752))
    for e753 in l751:
        s754 = e753.name
        b755 = s754.encode()
        n756 = len(b755) + 1
        a(_UV[n756] if n756 < 128 else _uv(n756))
        a(b755)
        l757 = e753.partition_responses
        n758 = len(l757) + 1
        a(_UV[n758] if n758 < 128 else _uv(n758))
        for e759 in l757:
            a(_S_ihqqq.pack(e759.index, e759.error_code, e759.base_offset, e759.log_append_time_ms, e759.log_start_offset))
            l760 = e759.record_errors
            n761 = len(l760) + 1
            a(_UV[n761] if n761 < 128 else _uv(n761))
            for e762 in l760:
                a(_S_i.pack(e762.batch_index))
                s763 = e762.batch_index_error_message
                if s763 is None:
                    a(_H0)
                else:
                    b764 = s763.encode()
                    n765 = len(b764) + 1
                    a(_UV[n765] if n765 < 128 else _uv(n765))
                    a(b764)
                u766 = e762._unknown_tags
                if u766 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u766)
            s767 = e759.error_message
            if s767 is None:
                a(_H0)
            else:
                b768 = s767.encode()
                n769 = len(b768) + 1
                a(_UV[n769] if n769 < 128 else _uv(n769))
                a(b768)
            k770: list[tuple[int, bytes]] = []
            if (e759.current_leader.leader_id != -1 or e759.current_leader.leader_epoch != -1 or e759.current_leader._unknown_tags is not None):
                p771: list[bytes] = []
                t772 = e759.current_leader
                p771.append(_S_ii.pack(t772.leader_id, t772.leader_epoch))
                u773 = t772._unknown_tags
                if u773 is None:
                    p771.append(_H0)
                else:
                    _write_tags(p771.append, None, u773)
                k770.append((0, b''.join(p771)))
            u774 = e759._unknown_tags
            if k770 or u774 is not None:
                _write_tags(a, k770, u774)
            else:
                a(_H0)
        u775 = e753._unknown_tags
        if u775 is None:
            a(_H0)
        else:
            _write_tags(a, None, u775)
    a(_S_i.pack(o.throttle_time_ms))
    k776: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p777: list[bytes] = []
        l778 = o.node_endpoints
        n779 = len(l778) + 1
        p777.append(_UV[n779] if n779 < 128 else _uv(n779))
        for e780 in l778:
            p777.append(_S_i.pack(e780.node_id))
            s781 = e780.host
            b782 = s781.encode()
            n783 = len(b782) + 1
            p777.append(_UV[n783] if n783 < 128 else _uv(n783))
            p777.append(b782)
            p777.append(_S_i.pack(e780.port))
            s784 = e780.rack
            if s784 is None:
                p777.append(_H0)
            else:
                b785 = s784.encode()
                n786 = len(b785) + 1
                p777.append(_UV[n786] if n786 < 128 else _uv(n786))
                p777.append(b785)
            u787 = e780._unknown_tags
            if u787 is None:
                p777.append(_H0)
            else:
                _write_tags(p777.append, None, u787)
        k776.append((0, b''.join(p777)))
    u788 = o._unknown_tags
    if k776 or u788 is not None:
        _write_tags(a, k776, u788)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v12(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n789 = buf[pos] - 1
    if 0 <= n789 < 127:
        pos += 1
    else:
        n789, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l790: list[ProduceResponse.TopicProduceResponse] = []
    ap791 = l790.append
    for _ in range(n789):
        t792 = _new(_C_ProduceResponse_TopicProduceResponse)
        n793 = buf[pos] - 1
        if 0 <= n793 < 127:
            x794 = pos + 1 + n793
            if x794 > blen:
                raise _bad_length(n793, 'ProduceResponse.Responses.Name', pos)
            t792.name = str(buf[pos + 1:x794], 'utf-8')
            pos = x794
        else:
            t792.name, pos = _read_string(buf, pos, True, False, 'ProduceResponse.Responses.Name')
        n795 = buf[pos] - 1
        if 0 <= n795 < 127:
            pos += 1
        else:
            n795, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l796: list[ProduceResponse.PartitionProduceResponse] = []
        ap797 = l796.append
        for _ in range(n795):
            t798 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t798.index, t798.error_code, t798.base_offset, t798.log_append_time_ms, t798.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n799 = buf[pos] - 1
            if 0 <= n799 < 127:
                pos += 1
            else:
                n799, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l800: list[ProduceResponse.BatchIndexAndErrorMessage] = []
            ap801 = l800.append
            for _ in range(n799):
                t802 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t802.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n803 = buf[pos] - 1
                if 0 <= n803 < 127:
                    x804 = pos + 1 + n803
                    if x804 > blen:
                        raise _bad_length(n803, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t802.batch_index_error_message = str(buf[pos + 1:x804], 'utf-8')
                    pos = x804
                else:
                    t802.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t802._unknown_tags = None
                else:
                    nt805, pos = _ruv(buf, pos)
                    if nt805 * 2 > blen - pos:
                        raise _array_too_long(nt805, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk806: list[tuple[int, bytes]] | None = None
                    for _ in range(nt805):
                        tg807, pos = _ruv(buf, pos)
                        sz808, pos = _ruv(buf, pos)
                        x809 = pos + sz808
                        if x809 > blen:
                            raise _bad_length(sz808, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk806 is None:
                            uk806 = []
                        uk806.append((tg807, bytes(buf[pos:x809])))
                        pos = x809
                    t802._unknown_tags = uk806
                ap801(t802)
            t798.record_errors = l800
            n810 = buf[pos] - 1
            if 0 <= n810 < 127:
                x811 = pos + 1 + n810
                if x811 > blen:
                    raise _bad_length(n810, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t798.error_message = str(buf[pos + 1:x811], 'utf-8')
                pos = x811
            else:
                t798.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t798.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t798._unknown_tags = None
            else:
                nt812, pos = _ruv(buf, pos)
                if nt812 * 2 > blen - pos:
                    raise _array_too_long(nt812, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk813: list[tuple[int, bytes]] | None = None
                for _ in range(nt812):
                    tg814, pos = _ruv(buf, pos)
                    sz815, pos = _ruv(buf, pos)
                    x816 = pos + sz815
                    if x816 > blen:
                        raise _bad_length(sz815, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg814 == 0:
                        t817 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t817.leader_id, t817.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t817._unknown_tags = None
                        else:
                            nt818, pos = _ruv(buf, pos)
                            if nt818 * 2 > blen - pos:
                                raise _array_too_long(nt818, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk819: list[tuple[int, bytes]] | None = None
                            for _ in range(nt818):
                                tg820, pos = _ruv(buf, pos)
                                sz821, pos = _ruv(buf, pos)
                                x822 = pos + sz821
                                if x822 > blen:
                                    raise _bad_length(sz821, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk819 is None:
                                    uk819 = []
                                uk819.append((tg820, bytes(buf[pos:x822])))
                                pos = x822
                            t817._unknown_tags = uk819
                        t798.current_leader = t817
                        if pos != x816:
                            raise _tag_size_mismatch(tg814, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk813 is None:
                            uk813 = []
                        uk813.append((tg814, bytes(buf[pos:x816])))
                        pos = x816
                t798._unknown_tags = uk813
            ap797(t798)
        t792.partition_responses = l796
        t792.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t792._unknown_tags = None
        else:
            nt823, pos = _ruv(buf, pos)
            if nt823 * 2 > blen - pos:
                raise _array_too_long(nt823, 'ProduceResponse.Responses._tagged_fields', pos)
            uk824: list[tuple[int, bytes]] | None = None
            for _ in range(nt823):
                tg825, pos = _ruv(buf, pos)
                sz826, pos = _ruv(buf, pos)
                x827 = pos + sz826
                if x827 > blen:
                    raise _bad_length(sz826, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk824 is None:
                    uk824 = []
                uk824.append((tg825, bytes(buf[pos:x827])))
                pos = x827
            t792._unknown_tags = uk824
        ap791(t792)
    o.responses = l790
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt828, pos = _ruv(buf, pos)
        if nt828 * 2 > blen - pos:
            raise _array_too_long(nt828, 'ProduceResponse._tagged_fields', pos)
        uk829: list[tuple[int, bytes]] | None = None
        for _ in range(nt828):
            tg830, pos = _ruv(buf, pos)
            sz831, pos = _ruv(buf, pos)
            x832 = pos + sz831
            if x832 > blen:
                raise _bad_length(sz831, 'ProduceResponse._tagged_fields', pos)
            if tg830 == 0:
                n833 = buf[pos] - 1
                if 0 <= n833 < 127:
                    pos += 1
                else:
                    n833, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l834: list[ProduceResponse.NodeEndpoint] = []
                ap835 = l834.append
                for _ in range(n833):
                    t836 = _new(_C_ProduceResponse_NodeEndpoint)
                    t836.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n837 = buf[pos] - 1
                    if 0 <= n837 < 127:
                        x838 = pos + 1 + n837
                        if x838 > blen:
                            raise _bad_length(n837, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t836.host = str(buf[pos + 1:x838], 'utf-8')
                        pos = x838
                    else:
                        t836.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t836.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n839 = buf[pos] - 1
                    if 0 <= n839 < 127:
                        x840 = pos + 1 + n839
                        if x840 > blen:
                            raise _bad_length(n839, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t836.rack = str(buf[pos + 1:x840], 'utf-8')
                        pos = x840
                    else:
                        t836.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t836._unknown_tags = None
                    else:
                        nt841, pos = _ruv(buf, pos)
                        if nt841 * 2 > blen - pos:
                            raise _array_too_long(nt841, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk842: list[tuple[int, bytes]] | None = None
                        for _ in range(nt841):
                            tg843, pos = _ruv(buf, pos)
                            sz844, pos = _ruv(buf, pos)
                            x845 = pos + sz844
                            if x845 > blen:
                                raise _bad_length(sz844, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk842 is None:
                                uk842 = []
                            uk842.append((tg843, bytes(buf[pos:x845])))
                            pos = x845
                        t836._unknown_tags = uk842
                    ap835(t836)
                o.node_endpoints = l834
                if pos != x832:
                    raise _tag_size_mismatch(tg830, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk829 is None:
                    uk829 = []
                uk829.append((tg830, bytes(buf[pos:x832])))
                pos = x832
        o._unknown_tags = uk829
    return o, pos


def _enc_ProduceResponse_v13(o: ProduceResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l846 = o.responses
    n847 = len(l846) + 1
    a(_UV[n847] if n847 < 128 else _uv(n847))
    for e848 in l846:
        a(_S_U.pack(e848.topic_id.bytes))
        l849 = e848.partition_responses
        n850 = len(l849) + 1
        a(_UV[n850] if n850 < 128 else _uv(n850))
        for e851 in l849:
            a(_S_ihqqq.pack(e851.index, e851.error_code, e851.base_offset, e851.log_append_time_ms, e851.log_start_offset))
            l852 = e851.record_errors
            n853 = len(l852) + 1
            a(_UV[n853] if n853 < 128 else _uv(n853))
            for e854 in l852:
                a(_S_i.pack(e854.batch_index))
                s855 = e854.batch_index_error_message
                if s855 is None:
                    a(_H0)
                else:
                    b856 = s855.encode()
                    n857 = len(b856) + 1
                    a(_UV[n857] if n857 < 128 else _uv(n857))
                    a(b856)
                u858 = e854._unknown_tags
                if u858 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u858)
            s859 = e851.error_message
            if s859 is None:
                a(_H0)
            else:
                b860 = s859.encode()
                n861 = len(b860) + 1
                a(_UV[n861] if n861 < 128 else _uv(n861))
                a(b860)
            k862: list[tuple[int, bytes]] = []
            if (e851.current_leader.leader_id != -1 or e851.current_leader.leader_epoch != -1 or e851.current_leader._unknown_tags is not None):
                p863: list[bytes] = []
                t864 = e851.current_leader
                p863.append(_S_ii.pack(t864.leader_id, t864.leader_epoch))
                u865 = t864._unknown_tags
                if u865 is None:
                    p863.append(_H0)
                else:
                    _write_tags(p863.append, None, u865)
                k862.append((0, b''.join(p863)))
            u866 = e851._unknown_tags
            if k862 or u866 is not None:
                _write_tags(a, k862, u866)
            else:
                a(_H0)
        u867 = e848._unknown_tags
        if u867 is None:
            a(_H0)
        else:
            _write_tags(a, None, u867)
    a(_S_i.pack(o.throttle_time_ms))
    k868: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p869: list[bytes] = []
        l870 = o.node_endpoints
        n871 = len(l870) + 1
        p869.append(_UV[n871] if n871 < 128 else _uv(n871))
        for e872 in l870:
            p869.append(_S_i.pack(e872.node_id))
            s873 = e872.host
            b874 = s873.encode()
            n875 = len(b874) + 1
            p869.append(_UV[n875] if n875 < 128 else _uv(n875))
            p869.append(b874)
            p869.append(_S_i.pack(e872.port))
            s876 = e872.rack
            if s876 is None:
                p869.append(_H0)
            else:
                b877 = s876.encode()
                n878 = len(b877) + 1
                p869.append(_UV[n878] if n878 < 128 else _uv(n878))
                p869.append(b877)
            u879 = e872._unknown_tags
            if u879 is None:
                p869.append(_H0)
            else:
                _write_tags(p869.append, None, u879)
        k868.append((0, b''.join(p869)))
    u880 = o._unknown_tags
    if k868 or u880 is not None:
        _write_tags(a, k868, u880)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ProduceResponse_v13(buf: _Buffer, pos: int) -> tuple[ProduceResponse, int]:
    blen = len(buf)
    o = _new(ProduceResponse)
    n881 = buf[pos] - 1
    if 0 <= n881 < 127:
        pos += 1
    else:
        n881, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses')
    l882: list[ProduceResponse.TopicProduceResponse] = []
    ap883 = l882.append
    for _ in range(n881):
        t884 = _new(_C_ProduceResponse_TopicProduceResponse)
        u885, = _S_U.unpack_from(buf, pos)
        pos += 16
        t884.topic_id = _uuid_from(u885)
        n886 = buf[pos] - 1
        if 0 <= n886 < 127:
            pos += 1
        else:
            n886, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses')
        l887: list[ProduceResponse.PartitionProduceResponse] = []
        ap888 = l887.append
        for _ in range(n886):
            t889 = _new(_C_ProduceResponse_PartitionProduceResponse)
            t889.index, t889.error_code, t889.base_offset, t889.log_append_time_ms, t889.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n890 = buf[pos] - 1
            if 0 <= n890 < 127:
                pos += 1
            else:
                n890, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.Responses.PartitionResponses.RecordErrors')
            l891: list[ProduceResponse.BatchIndexAndErrorMessage] = []
            ap892 = l891.append
            for _ in range(n890):
                t893 = _new(_C_ProduceResponse_BatchIndexAndErrorMessage)
                t893.batch_index, = _S_i.unpack_from(buf, pos)
                pos += 4
                n894 = buf[pos] - 1
                if 0 <= n894 < 127:
                    x895 = pos + 1 + n894
                    if x895 > blen:
                        raise _bad_length(n894, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage', pos)
                    t893.batch_index_error_message = str(buf[pos + 1:x895], 'utf-8')
                    pos = x895
                else:
                    t893.batch_index_error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage')
                if buf[pos] == 0:
                    pos += 1
                    t893._unknown_tags = None
                else:
                    nt896, pos = _ruv(buf, pos)
                    if nt896 * 2 > blen - pos:
                        raise _array_too_long(nt896, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                    uk897: list[tuple[int, bytes]] | None = None
                    for _ in range(nt896):
                        tg898, pos = _ruv(buf, pos)
                        sz899, pos = _ruv(buf, pos)
                        x900 = pos + sz899
                        if x900 > blen:
                            raise _bad_length(sz899, 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields', pos)
                        if uk897 is None:
                            uk897 = []
                        uk897.append((tg898, bytes(buf[pos:x900])))
                        pos = x900
                    t893._unknown_tags = uk897
                ap892(t893)
            t889.record_errors = l891
            n901 = buf[pos] - 1
            if 0 <= n901 < 127:
                x902 = pos + 1 + n901
                if x902 > blen:
                    raise _bad_length(n901, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage', pos)
                t889.error_message = str(buf[pos + 1:x902], 'utf-8')
                pos = x902
            else:
                t889.error_message, pos = _read_string(buf, pos, True, True, 'ProduceResponse.Responses.PartitionResponses.ErrorMessage')
            t889.current_leader = _mk_ProduceResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t889._unknown_tags = None
            else:
                nt903, pos = _ruv(buf, pos)
                if nt903 * 2 > blen - pos:
                    raise _array_too_long(nt903, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                uk904: list[tuple[int, bytes]] | None = None
                for _ in range(nt903):
                    tg905, pos = _ruv(buf, pos)
                    sz906, pos = _ruv(buf, pos)
                    x907 = pos + sz906
                    if x907 > blen:
                        raise _bad_length(sz906, 'ProduceResponse.Responses.PartitionResponses._tagged_fields', pos)
                    if tg905 == 0:
                        t908 = _new(_C_ProduceResponse_LeaderIdAndEpoch)
                        t908.leader_id, t908.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t908._unknown_tags = None
                        else:
                            nt909, pos = _ruv(buf, pos)
                            if nt909 * 2 > blen - pos:
                                raise _array_too_long(nt909, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                            uk910: list[tuple[int, bytes]] | None = None
                            for _ in range(nt909):
                                tg911, pos = _ruv(buf, pos)
                                sz912, pos = _ruv(buf, pos)
                                x913 = pos + sz912
                                if x913 > blen:
                                    raise _bad_length(sz912, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields', pos)
                                if uk910 is None:
                                    uk910 = []
                                uk910.append((tg911, bytes(buf[pos:x913])))
                                pos = x913
                            t908._unknown_tags = uk910
                        t889.current_leader = t908
                        if pos != x907:
                            raise _tag_size_mismatch(tg905, 'ProduceResponse.Responses.PartitionResponses.CurrentLeader', pos)
                    else:
                        if uk904 is None:
                            uk904 = []
                        uk904.append((tg905, bytes(buf[pos:x907])))
                        pos = x907
                t889._unknown_tags = uk904
            ap888(t889)
        t884.partition_responses = l887
        t884.name = ''
        if buf[pos] == 0:
            pos += 1
            t884._unknown_tags = None
        else:
            nt914, pos = _ruv(buf, pos)
            if nt914 * 2 > blen - pos:
                raise _array_too_long(nt914, 'ProduceResponse.Responses._tagged_fields', pos)
            uk915: list[tuple[int, bytes]] | None = None
            for _ in range(nt914):
                tg916, pos = _ruv(buf, pos)
                sz917, pos = _ruv(buf, pos)
                x918 = pos + sz917
                if x918 > blen:
                    raise _bad_length(sz917, 'ProduceResponse.Responses._tagged_fields', pos)
                if uk915 is None:
                    uk915 = []
                uk915.append((tg916, bytes(buf[pos:x918])))
                pos = x918
            t884._unknown_tags = uk915
        ap883(t884)
    o.responses = l882
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt919, pos = _ruv(buf, pos)
        if nt919 * 2 > blen - pos:
            raise _array_too_long(nt919, 'ProduceResponse._tagged_fields', pos)
        uk920: list[tuple[int, bytes]] | None = None
        for _ in range(nt919):
            tg921, pos = _ruv(buf, pos)
            sz922, pos = _ruv(buf, pos)
            x923 = pos + sz922
            if x923 > blen:
                raise _bad_length(sz922, 'ProduceResponse._tagged_fields', pos)
            if tg921 == 0:
                n924 = buf[pos] - 1
                if 0 <= n924 < 127:
                    pos += 1
                else:
                    n924, pos = _read_array_len(buf, pos, True, False, 1, 'ProduceResponse.NodeEndpoints')
                l925: list[ProduceResponse.NodeEndpoint] = []
                ap926 = l925.append
                for _ in range(n924):
                    t927 = _new(_C_ProduceResponse_NodeEndpoint)
                    t927.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n928 = buf[pos] - 1
                    if 0 <= n928 < 127:
                        x929 = pos + 1 + n928
                        if x929 > blen:
                            raise _bad_length(n928, 'ProduceResponse.NodeEndpoints.Host', pos)
                        t927.host = str(buf[pos + 1:x929], 'utf-8')
                        pos = x929
                    else:
                        t927.host, pos = _read_string(buf, pos, True, False, 'ProduceResponse.NodeEndpoints.Host')
                    t927.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n930 = buf[pos] - 1
                    if 0 <= n930 < 127:
                        x931 = pos + 1 + n930
                        if x931 > blen:
                            raise _bad_length(n930, 'ProduceResponse.NodeEndpoints.Rack', pos)
                        t927.rack = str(buf[pos + 1:x931], 'utf-8')
                        pos = x931
                    else:
                        t927.rack, pos = _read_string(buf, pos, True, True, 'ProduceResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t927._unknown_tags = None
                    else:
                        nt932, pos = _ruv(buf, pos)
                        if nt932 * 2 > blen - pos:
                            raise _array_too_long(nt932, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                        uk933: list[tuple[int, bytes]] | None = None
                        for _ in range(nt932):
                            tg934, pos = _ruv(buf, pos)
                            sz935, pos = _ruv(buf, pos)
                            x936 = pos + sz935
                            if x936 > blen:
                                raise _bad_length(sz935, 'ProduceResponse.NodeEndpoints._tagged_fields', pos)
                            if uk933 is None:
                                uk933 = []
                            uk933.append((tg934, bytes(buf[pos:x936])))
                            pos = x936
                        t927._unknown_tags = uk933
                    ap926(t927)
                o.node_endpoints = l925
                if pos != x923:
                    raise _tag_size_mismatch(tg921, 'ProduceResponse.NodeEndpoints', pos)
            else:
                if uk920 is None:
                    uk920 = []
                uk920.append((tg921, bytes(buf[pos:x923])))
                pos = x923
        o._unknown_tags = uk920
    return o, pos


ProduceResponse._ENC = {3: _enc_ProduceResponse_v3, 4: _enc_ProduceResponse_v4, 5: _enc_ProduceResponse_v5, 6: _enc_ProduceResponse_v6, 7: _enc_ProduceResponse_v7, 8: _enc_ProduceResponse_v8, 9: _enc_ProduceResponse_v9, 10: _enc_ProduceResponse_v10, 11: _enc_ProduceResponse_v11, 12: _enc_ProduceResponse_v12, 13: _enc_ProduceResponse_v13}
ProduceResponse._DEC = {3: _dec_ProduceResponse_v3, 4: _dec_ProduceResponse_v4, 5: _dec_ProduceResponse_v5, 6: _dec_ProduceResponse_v6, 7: _dec_ProduceResponse_v7, 8: _dec_ProduceResponse_v8, 9: _dec_ProduceResponse_v9, 10: _dec_ProduceResponse_v10, 11: _dec_ProduceResponse_v11, 12: _dec_ProduceResponse_v12, 13: _dec_ProduceResponse_v13}


_LINES = {
    202: 'ProduceRequest.TransactionalId',
    203: 'ProduceRequest.TransactionalId',
    204: 'ProduceRequest.TransactionalId',
    205: 'ProduceRequest.TransactionalId',
    206: 'ProduceRequest.TransactionalId',
    207: 'ProduceRequest.TransactionalId',
    208: 'ProduceRequest.TransactionalId',
    209: 'ProduceRequest.Acks,TimeoutMs',
    210: 'ProduceRequest.TopicData',
    211: 'ProduceRequest.TopicData',
    212: 'ProduceRequest.TopicData',
    213: 'ProduceRequest.TopicData.Name',
    214: 'ProduceRequest.TopicData.Name',
    215: 'ProduceRequest.TopicData.Name',
    216: 'ProduceRequest.TopicData.Name',
    217: 'ProduceRequest.TopicData.PartitionData',
    218: 'ProduceRequest.TopicData.PartitionData',
    219: 'ProduceRequest.TopicData.PartitionData',
    220: 'ProduceRequest.TopicData.PartitionData.Index',
    221: 'ProduceRequest.TopicData.PartitionData.Records',
    222: 'ProduceRequest.TopicData.PartitionData.Records',
    223: 'ProduceRequest.TopicData.PartitionData.Records',
    224: 'ProduceRequest.TopicData.PartitionData.Records',
    225: 'ProduceRequest.TopicData.PartitionData.Records',
    226: 'ProduceRequest.TopicData.PartitionData.Records',
    234: 'ProduceRequest.TransactionalId',
    239: 'ProduceRequest.TransactionalId',
    242: 'ProduceRequest.TransactionalId',
    243: 'ProduceRequest.Acks,TimeoutMs',
    245: 'ProduceRequest.TopicData',
    250: 'ProduceRequest.TopicData.Name',
    255: 'ProduceRequest.TopicData.Name',
    258: 'ProduceRequest.TopicData.Name',
    259: 'ProduceRequest.TopicData.PartitionData',
    264: 'ProduceRequest.TopicData.PartitionData.Index',
    266: 'ProduceRequest.TopicData.PartitionData.Records',
    292: 'ProduceRequest.TransactionalId',
    293: 'ProduceRequest.TransactionalId',
    294: 'ProduceRequest.TransactionalId',
    295: 'ProduceRequest.TransactionalId',
    296: 'ProduceRequest.TransactionalId',
    297: 'ProduceRequest.TransactionalId',
    298: 'ProduceRequest.TransactionalId',
    299: 'ProduceRequest.Acks,TimeoutMs',
    300: 'ProduceRequest.TopicData',
    301: 'ProduceRequest.TopicData',
    302: 'ProduceRequest.TopicData',
    303: 'ProduceRequest.TopicData.Name',
    304: 'ProduceRequest.TopicData.Name',
    305: 'ProduceRequest.TopicData.Name',
    306: 'ProduceRequest.TopicData.Name',
    307: 'ProduceRequest.TopicData.PartitionData',
    308: 'ProduceRequest.TopicData.PartitionData',
    309: 'ProduceRequest.TopicData.PartitionData',
    310: 'ProduceRequest.TopicData.PartitionData.Index',
    311: 'ProduceRequest.TopicData.PartitionData.Records',
    312: 'ProduceRequest.TopicData.PartitionData.Records',
    313: 'ProduceRequest.TopicData.PartitionData.Records',
    314: 'ProduceRequest.TopicData.PartitionData.Records',
    315: 'ProduceRequest.TopicData.PartitionData.Records',
    316: 'ProduceRequest.TopicData.PartitionData.Records',
    324: 'ProduceRequest.TransactionalId',
    329: 'ProduceRequest.TransactionalId',
    332: 'ProduceRequest.TransactionalId',
    333: 'ProduceRequest.Acks,TimeoutMs',
    335: 'ProduceRequest.TopicData',
    340: 'ProduceRequest.TopicData.Name',
    345: 'ProduceRequest.TopicData.Name',
    348: 'ProduceRequest.TopicData.Name',
    349: 'ProduceRequest.TopicData.PartitionData',
    354: 'ProduceRequest.TopicData.PartitionData.Index',
    356: 'ProduceRequest.TopicData.PartitionData.Records',
    382: 'ProduceRequest.TransactionalId',
    383: 'ProduceRequest.TransactionalId',
    384: 'ProduceRequest.TransactionalId',
    385: 'ProduceRequest.TransactionalId',
    386: 'ProduceRequest.TransactionalId',
    387: 'ProduceRequest.TransactionalId',
    388: 'ProduceRequest.TransactionalId',
    389: 'ProduceRequest.Acks,TimeoutMs',
    390: 'ProduceRequest.TopicData',
    391: 'ProduceRequest.TopicData',
    392: 'ProduceRequest.TopicData',
    393: 'ProduceRequest.TopicData.Name',
    394: 'ProduceRequest.TopicData.Name',
    395: 'ProduceRequest.TopicData.Name',
    396: 'ProduceRequest.TopicData.Name',
    397: 'ProduceRequest.TopicData.PartitionData',
    398: 'ProduceRequest.TopicData.PartitionData',
    399: 'ProduceRequest.TopicData.PartitionData',
    400: 'ProduceRequest.TopicData.PartitionData.Index',
    401: 'ProduceRequest.TopicData.PartitionData.Records',
    402: 'ProduceRequest.TopicData.PartitionData.Records',
    403: 'ProduceRequest.TopicData.PartitionData.Records',
    404: 'ProduceRequest.TopicData.PartitionData.Records',
    405: 'ProduceRequest.TopicData.PartitionData.Records',
    406: 'ProduceRequest.TopicData.PartitionData.Records',
    414: 'ProduceRequest.TransactionalId',
    419: 'ProduceRequest.TransactionalId',
    422: 'ProduceRequest.TransactionalId',
    423: 'ProduceRequest.Acks,TimeoutMs',
    425: 'ProduceRequest.TopicData',
    430: 'ProduceRequest.TopicData.Name',
    435: 'ProduceRequest.TopicData.Name',
    438: 'ProduceRequest.TopicData.Name',
    439: 'ProduceRequest.TopicData.PartitionData',
    444: 'ProduceRequest.TopicData.PartitionData.Index',
    446: 'ProduceRequest.TopicData.PartitionData.Records',
    472: 'ProduceRequest.TransactionalId',
    473: 'ProduceRequest.TransactionalId',
    474: 'ProduceRequest.TransactionalId',
    475: 'ProduceRequest.TransactionalId',
    476: 'ProduceRequest.TransactionalId',
    477: 'ProduceRequest.TransactionalId',
    478: 'ProduceRequest.TransactionalId',
    479: 'ProduceRequest.Acks,TimeoutMs',
    480: 'ProduceRequest.TopicData',
    481: 'ProduceRequest.TopicData',
    482: 'ProduceRequest.TopicData',
    483: 'ProduceRequest.TopicData.Name',
    484: 'ProduceRequest.TopicData.Name',
    485: 'ProduceRequest.TopicData.Name',
    486: 'ProduceRequest.TopicData.Name',
    487: 'ProduceRequest.TopicData.PartitionData',
    488: 'ProduceRequest.TopicData.PartitionData',
    489: 'ProduceRequest.TopicData.PartitionData',
    490: 'ProduceRequest.TopicData.PartitionData.Index',
    491: 'ProduceRequest.TopicData.PartitionData.Records',
    492: 'ProduceRequest.TopicData.PartitionData.Records',
    493: 'ProduceRequest.TopicData.PartitionData.Records',
    494: 'ProduceRequest.TopicData.PartitionData.Records',
    495: 'ProduceRequest.TopicData.PartitionData.Records',
    496: 'ProduceRequest.TopicData.PartitionData.Records',
    504: 'ProduceRequest.TransactionalId',
    509: 'ProduceRequest.TransactionalId',
    512: 'ProduceRequest.TransactionalId',
    513: 'ProduceRequest.Acks,TimeoutMs',
    515: 'ProduceRequest.TopicData',
    520: 'ProduceRequest.TopicData.Name',
    525: 'ProduceRequest.TopicData.Name',
    528: 'ProduceRequest.TopicData.Name',
    529: 'ProduceRequest.TopicData.PartitionData',
    534: 'ProduceRequest.TopicData.PartitionData.Index',
    536: 'ProduceRequest.TopicData.PartitionData.Records',
    562: 'ProduceRequest.TransactionalId',
    563: 'ProduceRequest.TransactionalId',
    564: 'ProduceRequest.TransactionalId',
    565: 'ProduceRequest.TransactionalId',
    566: 'ProduceRequest.TransactionalId',
    567: 'ProduceRequest.TransactionalId',
    568: 'ProduceRequest.TransactionalId',
    569: 'ProduceRequest.Acks,TimeoutMs',
    570: 'ProduceRequest.TopicData',
    571: 'ProduceRequest.TopicData',
    572: 'ProduceRequest.TopicData',
    573: 'ProduceRequest.TopicData.Name',
    574: 'ProduceRequest.TopicData.Name',
    575: 'ProduceRequest.TopicData.Name',
    576: 'ProduceRequest.TopicData.Name',
    577: 'ProduceRequest.TopicData.PartitionData',
    578: 'ProduceRequest.TopicData.PartitionData',
    579: 'ProduceRequest.TopicData.PartitionData',
    580: 'ProduceRequest.TopicData.PartitionData.Index',
    581: 'ProduceRequest.TopicData.PartitionData.Records',
    582: 'ProduceRequest.TopicData.PartitionData.Records',
    583: 'ProduceRequest.TopicData.PartitionData.Records',
    584: 'ProduceRequest.TopicData.PartitionData.Records',
    585: 'ProduceRequest.TopicData.PartitionData.Records',
    586: 'ProduceRequest.TopicData.PartitionData.Records',
    594: 'ProduceRequest.TransactionalId',
    599: 'ProduceRequest.TransactionalId',
    602: 'ProduceRequest.TransactionalId',
    603: 'ProduceRequest.Acks,TimeoutMs',
    605: 'ProduceRequest.TopicData',
    610: 'ProduceRequest.TopicData.Name',
    615: 'ProduceRequest.TopicData.Name',
    618: 'ProduceRequest.TopicData.Name',
    619: 'ProduceRequest.TopicData.PartitionData',
    624: 'ProduceRequest.TopicData.PartitionData.Index',
    626: 'ProduceRequest.TopicData.PartitionData.Records',
    652: 'ProduceRequest.TransactionalId',
    653: 'ProduceRequest.TransactionalId',
    654: 'ProduceRequest.TransactionalId',
    655: 'ProduceRequest.TransactionalId',
    656: 'ProduceRequest.TransactionalId',
    657: 'ProduceRequest.TransactionalId',
    658: 'ProduceRequest.TransactionalId',
    659: 'ProduceRequest.Acks,TimeoutMs',
    660: 'ProduceRequest.TopicData',
    661: 'ProduceRequest.TopicData',
    662: 'ProduceRequest.TopicData',
    663: 'ProduceRequest.TopicData.Name',
    664: 'ProduceRequest.TopicData.Name',
    665: 'ProduceRequest.TopicData.Name',
    666: 'ProduceRequest.TopicData.Name',
    667: 'ProduceRequest.TopicData.PartitionData',
    668: 'ProduceRequest.TopicData.PartitionData',
    669: 'ProduceRequest.TopicData.PartitionData',
    670: 'ProduceRequest.TopicData.PartitionData.Index',
    671: 'ProduceRequest.TopicData.PartitionData.Records',
    672: 'ProduceRequest.TopicData.PartitionData.Records',
    673: 'ProduceRequest.TopicData.PartitionData.Records',
    674: 'ProduceRequest.TopicData.PartitionData.Records',
    675: 'ProduceRequest.TopicData.PartitionData.Records',
    676: 'ProduceRequest.TopicData.PartitionData.Records',
    684: 'ProduceRequest.TransactionalId',
    689: 'ProduceRequest.TransactionalId',
    692: 'ProduceRequest.TransactionalId',
    693: 'ProduceRequest.Acks,TimeoutMs',
    695: 'ProduceRequest.TopicData',
    700: 'ProduceRequest.TopicData.Name',
    705: 'ProduceRequest.TopicData.Name',
    708: 'ProduceRequest.TopicData.Name',
    709: 'ProduceRequest.TopicData.PartitionData',
    714: 'ProduceRequest.TopicData.PartitionData.Index',
    716: 'ProduceRequest.TopicData.PartitionData.Records',
    742: 'ProduceRequest.TransactionalId',
    743: 'ProduceRequest.TransactionalId',
    744: 'ProduceRequest.TransactionalId',
    745: 'ProduceRequest.TransactionalId',
    746: 'ProduceRequest.TransactionalId',
    747: 'ProduceRequest.TransactionalId',
    748: 'ProduceRequest.TransactionalId',
    749: 'ProduceRequest.TransactionalId',
    750: 'ProduceRequest.Acks,TimeoutMs',
    751: 'ProduceRequest.TopicData',
    752: 'ProduceRequest.TopicData',
    753: 'ProduceRequest.TopicData',
    754: 'ProduceRequest.TopicData',
    755: 'ProduceRequest.TopicData.Name',
    756: 'ProduceRequest.TopicData.Name',
    757: 'ProduceRequest.TopicData.Name',
    758: 'ProduceRequest.TopicData.Name',
    759: 'ProduceRequest.TopicData.Name',
    760: 'ProduceRequest.TopicData.PartitionData',
    761: 'ProduceRequest.TopicData.PartitionData',
    762: 'ProduceRequest.TopicData.PartitionData',
    763: 'ProduceRequest.TopicData.PartitionData',
    764: 'ProduceRequest.TopicData.PartitionData.Index',
    765: 'ProduceRequest.TopicData.PartitionData.Records',
    766: 'ProduceRequest.TopicData.PartitionData.Records',
    767: 'ProduceRequest.TopicData.PartitionData.Records',
    768: 'ProduceRequest.TopicData.PartitionData.Records',
    769: 'ProduceRequest.TopicData.PartitionData.Records',
    770: 'ProduceRequest.TopicData.PartitionData.Records',
    771: 'ProduceRequest.TopicData.PartitionData.Records',
    772: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    773: 'ProduceRequest.TopicData.PartitionData',
    776: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    777: 'ProduceRequest.TopicData._unknown_tags',
    778: 'ProduceRequest.TopicData',
    781: 'ProduceRequest.TopicData._unknown_tags',
    782: 'ProduceRequest._unknown_tags',
    783: 'ProduceRequest',
    786: 'ProduceRequest._unknown_tags',
    794: 'ProduceRequest.TransactionalId',
    799: 'ProduceRequest.TransactionalId',
    802: 'ProduceRequest.TransactionalId',
    803: 'ProduceRequest.Acks,TimeoutMs',
    805: 'ProduceRequest.TopicData',
    809: 'ProduceRequest.TopicData',
    814: 'ProduceRequest.TopicData.Name',
    819: 'ProduceRequest.TopicData.Name',
    822: 'ProduceRequest.TopicData.Name',
    823: 'ProduceRequest.TopicData.PartitionData',
    827: 'ProduceRequest.TopicData.PartitionData',
    832: 'ProduceRequest.TopicData.PartitionData.Index',
    834: 'ProduceRequest.TopicData.PartitionData.Records',
    838: 'ProduceRequest.TopicData.PartitionData.Records',
    850: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    854: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    859: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    860: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    872: 'ProduceRequest.TopicData._tagged_fields',
    876: 'ProduceRequest.TopicData._tagged_fields',
    881: 'ProduceRequest.TopicData._tagged_fields',
    882: 'ProduceRequest.TopicData._tagged_fields',
    893: 'ProduceRequest._tagged_fields',
    897: 'ProduceRequest._tagged_fields',
    902: 'ProduceRequest._tagged_fields',
    903: 'ProduceRequest._tagged_fields',
    918: 'ProduceRequest.TransactionalId',
    919: 'ProduceRequest.TransactionalId',
    920: 'ProduceRequest.TransactionalId',
    921: 'ProduceRequest.TransactionalId',
    922: 'ProduceRequest.TransactionalId',
    923: 'ProduceRequest.TransactionalId',
    924: 'ProduceRequest.TransactionalId',
    925: 'ProduceRequest.TransactionalId',
    926: 'ProduceRequest.Acks,TimeoutMs',
    927: 'ProduceRequest.TopicData',
    928: 'ProduceRequest.TopicData',
    929: 'ProduceRequest.TopicData',
    930: 'ProduceRequest.TopicData',
    931: 'ProduceRequest.TopicData.Name',
    932: 'ProduceRequest.TopicData.Name',
    933: 'ProduceRequest.TopicData.Name',
    934: 'ProduceRequest.TopicData.Name',
    935: 'ProduceRequest.TopicData.Name',
    936: 'ProduceRequest.TopicData.PartitionData',
    937: 'ProduceRequest.TopicData.PartitionData',
    938: 'ProduceRequest.TopicData.PartitionData',
    939: 'ProduceRequest.TopicData.PartitionData',
    940: 'ProduceRequest.TopicData.PartitionData.Index',
    941: 'ProduceRequest.TopicData.PartitionData.Records',
    942: 'ProduceRequest.TopicData.PartitionData.Records',
    943: 'ProduceRequest.TopicData.PartitionData.Records',
    944: 'ProduceRequest.TopicData.PartitionData.Records',
    945: 'ProduceRequest.TopicData.PartitionData.Records',
    946: 'ProduceRequest.TopicData.PartitionData.Records',
    947: 'ProduceRequest.TopicData.PartitionData.Records',
    948: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    949: 'ProduceRequest.TopicData.PartitionData',
    952: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    953: 'ProduceRequest.TopicData._unknown_tags',
    954: 'ProduceRequest.TopicData',
    957: 'ProduceRequest.TopicData._unknown_tags',
    958: 'ProduceRequest._unknown_tags',
    959: 'ProduceRequest',
    962: 'ProduceRequest._unknown_tags',
    970: 'ProduceRequest.TransactionalId',
    975: 'ProduceRequest.TransactionalId',
    978: 'ProduceRequest.TransactionalId',
    979: 'ProduceRequest.Acks,TimeoutMs',
    981: 'ProduceRequest.TopicData',
    985: 'ProduceRequest.TopicData',
    990: 'ProduceRequest.TopicData.Name',
    995: 'ProduceRequest.TopicData.Name',
    998: 'ProduceRequest.TopicData.Name',
    999: 'ProduceRequest.TopicData.PartitionData',
    1003: 'ProduceRequest.TopicData.PartitionData',
    1008: 'ProduceRequest.TopicData.PartitionData.Index',
    1010: 'ProduceRequest.TopicData.PartitionData.Records',
    1014: 'ProduceRequest.TopicData.PartitionData.Records',
    1026: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1030: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1035: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1036: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1048: 'ProduceRequest.TopicData._tagged_fields',
    1052: 'ProduceRequest.TopicData._tagged_fields',
    1057: 'ProduceRequest.TopicData._tagged_fields',
    1058: 'ProduceRequest.TopicData._tagged_fields',
    1069: 'ProduceRequest._tagged_fields',
    1073: 'ProduceRequest._tagged_fields',
    1078: 'ProduceRequest._tagged_fields',
    1079: 'ProduceRequest._tagged_fields',
    1094: 'ProduceRequest.TransactionalId',
    1095: 'ProduceRequest.TransactionalId',
    1096: 'ProduceRequest.TransactionalId',
    1097: 'ProduceRequest.TransactionalId',
    1098: 'ProduceRequest.TransactionalId',
    1099: 'ProduceRequest.TransactionalId',
    1100: 'ProduceRequest.TransactionalId',
    1101: 'ProduceRequest.TransactionalId',
    1102: 'ProduceRequest.Acks,TimeoutMs',
    1103: 'ProduceRequest.TopicData',
    1104: 'ProduceRequest.TopicData',
    1105: 'ProduceRequest.TopicData',
    1106: 'ProduceRequest.TopicData',
    1107: 'ProduceRequest.TopicData.Name',
    1108: 'ProduceRequest.TopicData.Name',
    1109: 'ProduceRequest.TopicData.Name',
    1110: 'ProduceRequest.TopicData.Name',
    1111: 'ProduceRequest.TopicData.Name',
    1112: 'ProduceRequest.TopicData.PartitionData',
    1113: 'ProduceRequest.TopicData.PartitionData',
    1114: 'ProduceRequest.TopicData.PartitionData',
    1115: 'ProduceRequest.TopicData.PartitionData',
    1116: 'ProduceRequest.TopicData.PartitionData.Index',
    1117: 'ProduceRequest.TopicData.PartitionData.Records',
    1118: 'ProduceRequest.TopicData.PartitionData.Records',
    1119: 'ProduceRequest.TopicData.PartitionData.Records',
    1120: 'ProduceRequest.TopicData.PartitionData.Records',
    1121: 'ProduceRequest.TopicData.PartitionData.Records',
    1122: 'ProduceRequest.TopicData.PartitionData.Records',
    1123: 'ProduceRequest.TopicData.PartitionData.Records',
    1124: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1125: 'ProduceRequest.TopicData.PartitionData',
    1128: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1129: 'ProduceRequest.TopicData._unknown_tags',
    1130: 'ProduceRequest.TopicData',
    1133: 'ProduceRequest.TopicData._unknown_tags',
    1134: 'ProduceRequest._unknown_tags',
    1135: 'ProduceRequest',
    1138: 'ProduceRequest._unknown_tags',
    1146: 'ProduceRequest.TransactionalId',
    1151: 'ProduceRequest.TransactionalId',
    1154: 'ProduceRequest.TransactionalId',
    1155: 'ProduceRequest.Acks,TimeoutMs',
    1157: 'ProduceRequest.TopicData',
    1161: 'ProduceRequest.TopicData',
    1166: 'ProduceRequest.TopicData.Name',
    1171: 'ProduceRequest.TopicData.Name',
    1174: 'ProduceRequest.TopicData.Name',
    1175: 'ProduceRequest.TopicData.PartitionData',
    1179: 'ProduceRequest.TopicData.PartitionData',
    1184: 'ProduceRequest.TopicData.PartitionData.Index',
    1186: 'ProduceRequest.TopicData.PartitionData.Records',
    1190: 'ProduceRequest.TopicData.PartitionData.Records',
    1202: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1206: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1211: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1212: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1224: 'ProduceRequest.TopicData._tagged_fields',
    1228: 'ProduceRequest.TopicData._tagged_fields',
    1233: 'ProduceRequest.TopicData._tagged_fields',
    1234: 'ProduceRequest.TopicData._tagged_fields',
    1245: 'ProduceRequest._tagged_fields',
    1249: 'ProduceRequest._tagged_fields',
    1254: 'ProduceRequest._tagged_fields',
    1255: 'ProduceRequest._tagged_fields',
    1270: 'ProduceRequest.TransactionalId',
    1271: 'ProduceRequest.TransactionalId',
    1272: 'ProduceRequest.TransactionalId',
    1273: 'ProduceRequest.TransactionalId',
    1274: 'ProduceRequest.TransactionalId',
    1275: 'ProduceRequest.TransactionalId',
    1276: 'ProduceRequest.TransactionalId',
    1277: 'ProduceRequest.TransactionalId',
    1278: 'ProduceRequest.Acks,TimeoutMs',
    1279: 'ProduceRequest.TopicData',
    1280: 'ProduceRequest.TopicData',
    1281: 'ProduceRequest.TopicData',
    1282: 'ProduceRequest.TopicData',
    1283: 'ProduceRequest.TopicData.Name',
    1284: 'ProduceRequest.TopicData.Name',
    1285: 'ProduceRequest.TopicData.Name',
    1286: 'ProduceRequest.TopicData.Name',
    1287: 'ProduceRequest.TopicData.Name',
    1288: 'ProduceRequest.TopicData.PartitionData',
    1289: 'ProduceRequest.TopicData.PartitionData',
    1290: 'ProduceRequest.TopicData.PartitionData',
    1291: 'ProduceRequest.TopicData.PartitionData',
    1292: 'ProduceRequest.TopicData.PartitionData.Index',
    1293: 'ProduceRequest.TopicData.PartitionData.Records',
    1294: 'ProduceRequest.TopicData.PartitionData.Records',
    1295: 'ProduceRequest.TopicData.PartitionData.Records',
    1296: 'ProduceRequest.TopicData.PartitionData.Records',
    1297: 'ProduceRequest.TopicData.PartitionData.Records',
    1298: 'ProduceRequest.TopicData.PartitionData.Records',
    1299: 'ProduceRequest.TopicData.PartitionData.Records',
    1300: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1301: 'ProduceRequest.TopicData.PartitionData',
    1304: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1305: 'ProduceRequest.TopicData._unknown_tags',
    1306: 'ProduceRequest.TopicData',
    1309: 'ProduceRequest.TopicData._unknown_tags',
    1310: 'ProduceRequest._unknown_tags',
    1311: 'ProduceRequest',
    1314: 'ProduceRequest._unknown_tags',
    1322: 'ProduceRequest.TransactionalId',
    1327: 'ProduceRequest.TransactionalId',
    1330: 'ProduceRequest.TransactionalId',
    1331: 'ProduceRequest.Acks,TimeoutMs',
    1333: 'ProduceRequest.TopicData',
    1337: 'ProduceRequest.TopicData',
    1342: 'ProduceRequest.TopicData.Name',
    1347: 'ProduceRequest.TopicData.Name',
    1350: 'ProduceRequest.TopicData.Name',
    1351: 'ProduceRequest.TopicData.PartitionData',
    1355: 'ProduceRequest.TopicData.PartitionData',
    1360: 'ProduceRequest.TopicData.PartitionData.Index',
    1362: 'ProduceRequest.TopicData.PartitionData.Records',
    1366: 'ProduceRequest.TopicData.PartitionData.Records',
    1378: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1382: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1387: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1388: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1400: 'ProduceRequest.TopicData._tagged_fields',
    1404: 'ProduceRequest.TopicData._tagged_fields',
    1409: 'ProduceRequest.TopicData._tagged_fields',
    1410: 'ProduceRequest.TopicData._tagged_fields',
    1421: 'ProduceRequest._tagged_fields',
    1425: 'ProduceRequest._tagged_fields',
    1430: 'ProduceRequest._tagged_fields',
    1431: 'ProduceRequest._tagged_fields',
    1446: 'ProduceRequest.TransactionalId',
    1447: 'ProduceRequest.TransactionalId',
    1448: 'ProduceRequest.TransactionalId',
    1449: 'ProduceRequest.TransactionalId',
    1450: 'ProduceRequest.TransactionalId',
    1451: 'ProduceRequest.TransactionalId',
    1452: 'ProduceRequest.TransactionalId',
    1453: 'ProduceRequest.TransactionalId',
    1454: 'ProduceRequest.Acks,TimeoutMs',
    1455: 'ProduceRequest.TopicData',
    1456: 'ProduceRequest.TopicData',
    1457: 'ProduceRequest.TopicData',
    1458: 'ProduceRequest.TopicData',
    1459: 'ProduceRequest.TopicData.TopicId',
    1460: 'ProduceRequest.TopicData.PartitionData',
    1461: 'ProduceRequest.TopicData.PartitionData',
    1462: 'ProduceRequest.TopicData.PartitionData',
    1463: 'ProduceRequest.TopicData.PartitionData',
    1464: 'ProduceRequest.TopicData.PartitionData.Index',
    1465: 'ProduceRequest.TopicData.PartitionData.Records',
    1466: 'ProduceRequest.TopicData.PartitionData.Records',
    1467: 'ProduceRequest.TopicData.PartitionData.Records',
    1468: 'ProduceRequest.TopicData.PartitionData.Records',
    1469: 'ProduceRequest.TopicData.PartitionData.Records',
    1470: 'ProduceRequest.TopicData.PartitionData.Records',
    1471: 'ProduceRequest.TopicData.PartitionData.Records',
    1472: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1473: 'ProduceRequest.TopicData.PartitionData',
    1476: 'ProduceRequest.TopicData.PartitionData._unknown_tags',
    1477: 'ProduceRequest.TopicData._unknown_tags',
    1478: 'ProduceRequest.TopicData',
    1481: 'ProduceRequest.TopicData._unknown_tags',
    1482: 'ProduceRequest._unknown_tags',
    1483: 'ProduceRequest',
    1486: 'ProduceRequest._unknown_tags',
    1494: 'ProduceRequest.TransactionalId',
    1499: 'ProduceRequest.TransactionalId',
    1502: 'ProduceRequest.TransactionalId',
    1503: 'ProduceRequest.Acks,TimeoutMs',
    1505: 'ProduceRequest.TopicData',
    1509: 'ProduceRequest.TopicData',
    1514: 'ProduceRequest.TopicData.TopicId',
    1517: 'ProduceRequest.TopicData.PartitionData',
    1521: 'ProduceRequest.TopicData.PartitionData',
    1526: 'ProduceRequest.TopicData.PartitionData.Index',
    1528: 'ProduceRequest.TopicData.PartitionData.Records',
    1532: 'ProduceRequest.TopicData.PartitionData.Records',
    1544: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1548: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1553: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1554: 'ProduceRequest.TopicData.PartitionData._tagged_fields',
    1566: 'ProduceRequest.TopicData._tagged_fields',
    1570: 'ProduceRequest.TopicData._tagged_fields',
    1575: 'ProduceRequest.TopicData._tagged_fields',
    1576: 'ProduceRequest.TopicData._tagged_fields',
    1587: 'ProduceRequest._tagged_fields',
    1591: 'ProduceRequest._tagged_fields',
    1596: 'ProduceRequest._tagged_fields',
    1597: 'ProduceRequest._tagged_fields',
    1949: 'ProduceResponse.Responses',
    1950: 'ProduceResponse.Responses',
    1951: 'ProduceResponse.Responses',
    1952: 'ProduceResponse.Responses.Name',
    1953: 'ProduceResponse.Responses.Name',
    1954: 'ProduceResponse.Responses.Name',
    1955: 'ProduceResponse.Responses.Name',
    1956: 'ProduceResponse.Responses.PartitionResponses',
    1957: 'ProduceResponse.Responses.PartitionResponses',
    1958: 'ProduceResponse.Responses.PartitionResponses',
    1959: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    1960: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    1962: 'ProduceResponse.ThrottleTimeMs',
    1963: 'ProduceResponse.NodeEndpoints',
    1971: 'ProduceResponse.Responses',
    1976: 'ProduceResponse.Responses.Name',
    1981: 'ProduceResponse.Responses.Name',
    1984: 'ProduceResponse.Responses.Name',
    1985: 'ProduceResponse.Responses.PartitionResponses',
    1990: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    2003: 'ProduceResponse.ThrottleTimeMs',
    2013: 'ProduceResponse.Responses',
    2014: 'ProduceResponse.Responses',
    2015: 'ProduceResponse.Responses',
    2016: 'ProduceResponse.Responses.Name',
    2017: 'ProduceResponse.Responses.Name',
    2018: 'ProduceResponse.Responses.Name',
    2019: 'ProduceResponse.Responses.Name',
    2020: 'ProduceResponse.Responses.PartitionResponses',
    2021: 'ProduceResponse.Responses.PartitionResponses',
    2022: 'ProduceResponse.Responses.PartitionResponses',
    2023: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    2024: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2026: 'ProduceResponse.ThrottleTimeMs',
    2027: 'ProduceResponse.NodeEndpoints',
    2035: 'ProduceResponse.Responses',
    2040: 'ProduceResponse.Responses.Name',
    2045: 'ProduceResponse.Responses.Name',
    2048: 'ProduceResponse.Responses.Name',
    2049: 'ProduceResponse.Responses.PartitionResponses',
    2054: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs',
    2067: 'ProduceResponse.ThrottleTimeMs',
    2077: 'ProduceResponse.Responses',
    2078: 'ProduceResponse.Responses',
    2079: 'ProduceResponse.Responses',
    2080: 'ProduceResponse.Responses.Name',
    2081: 'ProduceResponse.Responses.Name',
    2082: 'ProduceResponse.Responses.Name',
    2083: 'ProduceResponse.Responses.Name',
    2084: 'ProduceResponse.Responses.PartitionResponses',
    2085: 'ProduceResponse.Responses.PartitionResponses',
    2086: 'ProduceResponse.Responses.PartitionResponses',
    2087: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2088: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2090: 'ProduceResponse.ThrottleTimeMs',
    2091: 'ProduceResponse.NodeEndpoints',
    2099: 'ProduceResponse.Responses',
    2104: 'ProduceResponse.Responses.Name',
    2109: 'ProduceResponse.Responses.Name',
    2112: 'ProduceResponse.Responses.Name',
    2113: 'ProduceResponse.Responses.PartitionResponses',
    2118: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2130: 'ProduceResponse.ThrottleTimeMs',
    2140: 'ProduceResponse.Responses',
    2141: 'ProduceResponse.Responses',
    2142: 'ProduceResponse.Responses',
    2143: 'ProduceResponse.Responses.Name',
    2144: 'ProduceResponse.Responses.Name',
    2145: 'ProduceResponse.Responses.Name',
    2146: 'ProduceResponse.Responses.Name',
    2147: 'ProduceResponse.Responses.PartitionResponses',
    2148: 'ProduceResponse.Responses.PartitionResponses',
    2149: 'ProduceResponse.Responses.PartitionResponses',
    2150: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2151: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2153: 'ProduceResponse.ThrottleTimeMs',
    2154: 'ProduceResponse.NodeEndpoints',
    2162: 'ProduceResponse.Responses',
    2167: 'ProduceResponse.Responses.Name',
    2172: 'ProduceResponse.Responses.Name',
    2175: 'ProduceResponse.Responses.Name',
    2176: 'ProduceResponse.Responses.PartitionResponses',
    2181: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2193: 'ProduceResponse.ThrottleTimeMs',
    2203: 'ProduceResponse.Responses',
    2204: 'ProduceResponse.Responses',
    2205: 'ProduceResponse.Responses',
    2206: 'ProduceResponse.Responses.Name',
    2207: 'ProduceResponse.Responses.Name',
    2208: 'ProduceResponse.Responses.Name',
    2209: 'ProduceResponse.Responses.Name',
    2210: 'ProduceResponse.Responses.PartitionResponses',
    2211: 'ProduceResponse.Responses.PartitionResponses',
    2212: 'ProduceResponse.Responses.PartitionResponses',
    2213: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2214: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2216: 'ProduceResponse.ThrottleTimeMs',
    2217: 'ProduceResponse.NodeEndpoints',
    2225: 'ProduceResponse.Responses',
    2230: 'ProduceResponse.Responses.Name',
    2235: 'ProduceResponse.Responses.Name',
    2238: 'ProduceResponse.Responses.Name',
    2239: 'ProduceResponse.Responses.PartitionResponses',
    2244: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2256: 'ProduceResponse.ThrottleTimeMs',
    2266: 'ProduceResponse.Responses',
    2267: 'ProduceResponse.Responses',
    2268: 'ProduceResponse.Responses',
    2269: 'ProduceResponse.Responses.Name',
    2270: 'ProduceResponse.Responses.Name',
    2271: 'ProduceResponse.Responses.Name',
    2272: 'ProduceResponse.Responses.Name',
    2273: 'ProduceResponse.Responses.PartitionResponses',
    2274: 'ProduceResponse.Responses.PartitionResponses',
    2275: 'ProduceResponse.Responses.PartitionResponses',
    2276: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2277: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2278: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2279: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2280: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2281: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2282: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2283: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2284: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2285: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2286: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2287: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2288: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2289: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2290: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2291: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2292: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2293: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2294: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2295: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2297: 'ProduceResponse.ThrottleTimeMs',
    2298: 'ProduceResponse.NodeEndpoints',
    2306: 'ProduceResponse.Responses',
    2311: 'ProduceResponse.Responses.Name',
    2316: 'ProduceResponse.Responses.Name',
    2319: 'ProduceResponse.Responses.Name',
    2320: 'ProduceResponse.Responses.PartitionResponses',
    2325: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2327: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2332: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2334: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2339: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2342: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2346: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2351: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2354: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2363: 'ProduceResponse.ThrottleTimeMs',
    2373: 'ProduceResponse.Responses',
    2374: 'ProduceResponse.Responses',
    2375: 'ProduceResponse.Responses',
    2376: 'ProduceResponse.Responses',
    2377: 'ProduceResponse.Responses.Name',
    2378: 'ProduceResponse.Responses.Name',
    2379: 'ProduceResponse.Responses.Name',
    2380: 'ProduceResponse.Responses.Name',
    2381: 'ProduceResponse.Responses.Name',
    2382: 'ProduceResponse.Responses.PartitionResponses',
    2383: 'ProduceResponse.Responses.PartitionResponses',
    2384: 'ProduceResponse.Responses.PartitionResponses',
    2385: 'ProduceResponse.Responses.PartitionResponses',
    2386: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2387: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2388: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2389: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2390: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2391: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2392: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2393: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2394: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2395: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2396: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2397: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2398: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2399: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2400: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2401: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2404: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2405: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2406: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2407: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2408: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2409: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2410: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2411: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2412: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2413: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2415: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2416: 'ProduceResponse.Responses.PartitionResponses',
    2419: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2420: 'ProduceResponse.Responses._unknown_tags',
    2421: 'ProduceResponse.Responses',
    2424: 'ProduceResponse.Responses._unknown_tags',
    2425: 'ProduceResponse.ThrottleTimeMs',
    2426: 'ProduceResponse.NodeEndpoints',
    2428: 'ProduceResponse._unknown_tags',
    2429: 'ProduceResponse',
    2432: 'ProduceResponse._unknown_tags',
    2439: 'ProduceResponse.Responses',
    2443: 'ProduceResponse.Responses',
    2448: 'ProduceResponse.Responses.Name',
    2453: 'ProduceResponse.Responses.Name',
    2456: 'ProduceResponse.Responses.Name',
    2457: 'ProduceResponse.Responses.PartitionResponses',
    2461: 'ProduceResponse.Responses.PartitionResponses',
    2466: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2468: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2472: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2477: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2479: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2484: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2487: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2488: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2492: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2497: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2498: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2509: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2514: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2517: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2519: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2523: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2528: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2529: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2541: 'ProduceResponse.Responses._tagged_fields',
    2545: 'ProduceResponse.Responses._tagged_fields',
    2550: 'ProduceResponse.Responses._tagged_fields',
    2551: 'ProduceResponse.Responses._tagged_fields',
    2562: 'ProduceResponse.ThrottleTimeMs',
    2565: 'ProduceResponse._tagged_fields',
    2569: 'ProduceResponse._tagged_fields',
    2574: 'ProduceResponse._tagged_fields',
    2575: 'ProduceResponse._tagged_fields',
    2590: 'ProduceResponse.Responses',
    2591: 'ProduceResponse.Responses',
    2592: 'ProduceResponse.Responses',
    2593: 'ProduceResponse.Responses',
    2594: 'ProduceResponse.Responses.Name',
    2595: 'ProduceResponse.Responses.Name',
    2596: 'ProduceResponse.Responses.Name',
    2597: 'ProduceResponse.Responses.Name',
    2598: 'ProduceResponse.Responses.Name',
    2599: 'ProduceResponse.Responses.PartitionResponses',
    2600: 'ProduceResponse.Responses.PartitionResponses',
    2601: 'ProduceResponse.Responses.PartitionResponses',
    2602: 'ProduceResponse.Responses.PartitionResponses',
    2603: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2604: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2605: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2606: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2607: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2608: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2609: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2610: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2611: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2612: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2613: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2614: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2615: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2616: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2617: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2618: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2621: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2622: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2623: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2624: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2625: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2626: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2627: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2628: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2629: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2630: 'ProduceResponse.Responses.PartitionResponses',
    2631: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2632: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2633: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2634: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2635: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2636: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2639: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2640: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2641: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2643: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2646: 'ProduceResponse.Responses._unknown_tags',
    2647: 'ProduceResponse.Responses',
    2650: 'ProduceResponse.Responses._unknown_tags',
    2651: 'ProduceResponse.ThrottleTimeMs',
    2652: 'ProduceResponse',
    2653: 'ProduceResponse.NodeEndpoints',
    2654: 'ProduceResponse.NodeEndpoints',
    2655: 'ProduceResponse.NodeEndpoints',
    2656: 'ProduceResponse.NodeEndpoints',
    2657: 'ProduceResponse.NodeEndpoints',
    2658: 'ProduceResponse.NodeEndpoints',
    2659: 'ProduceResponse.NodeEndpoints.NodeId',
    2660: 'ProduceResponse.NodeEndpoints.Host',
    2661: 'ProduceResponse.NodeEndpoints.Host',
    2662: 'ProduceResponse.NodeEndpoints.Host',
    2663: 'ProduceResponse.NodeEndpoints.Host',
    2664: 'ProduceResponse.NodeEndpoints.Host',
    2665: 'ProduceResponse.NodeEndpoints.Port',
    2666: 'ProduceResponse.NodeEndpoints.Rack',
    2667: 'ProduceResponse.NodeEndpoints.Rack',
    2668: 'ProduceResponse.NodeEndpoints.Rack',
    2669: 'ProduceResponse.NodeEndpoints.Rack',
    2670: 'ProduceResponse.NodeEndpoints.Rack',
    2671: 'ProduceResponse.NodeEndpoints.Rack',
    2672: 'ProduceResponse.NodeEndpoints.Rack',
    2673: 'ProduceResponse.NodeEndpoints.Rack',
    2674: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2675: 'ProduceResponse.NodeEndpoints',
    2678: 'ProduceResponse.NodeEndpoints._unknown_tags',
    2679: 'ProduceResponse.NodeEndpoints',
    2680: 'ProduceResponse._unknown_tags',
    2682: 'ProduceResponse._unknown_tags',
    2691: 'ProduceResponse.Responses',
    2695: 'ProduceResponse.Responses',
    2700: 'ProduceResponse.Responses.Name',
    2705: 'ProduceResponse.Responses.Name',
    2708: 'ProduceResponse.Responses.Name',
    2709: 'ProduceResponse.Responses.PartitionResponses',
    2713: 'ProduceResponse.Responses.PartitionResponses',
    2718: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2720: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2724: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2729: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2731: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2736: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2739: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2740: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2744: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2749: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2750: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    2761: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2766: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2769: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2771: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2775: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2780: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2781: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    2787: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2789: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2793: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2798: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2799: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    2820: 'ProduceResponse.Responses._tagged_fields',
    2824: 'ProduceResponse.Responses._tagged_fields',
    2829: 'ProduceResponse.Responses._tagged_fields',
    2830: 'ProduceResponse.Responses._tagged_fields',
    2841: 'ProduceResponse.ThrottleTimeMs',
    2844: 'ProduceResponse._tagged_fields',
    2848: 'ProduceResponse._tagged_fields',
    2853: 'ProduceResponse._tagged_fields',
    2854: 'ProduceResponse._tagged_fields',
    2859: 'ProduceResponse.NodeEndpoints',
    2863: 'ProduceResponse.NodeEndpoints',
    2868: 'ProduceResponse.NodeEndpoints.NodeId',
    2870: 'ProduceResponse.NodeEndpoints.Host',
    2875: 'ProduceResponse.NodeEndpoints.Host',
    2878: 'ProduceResponse.NodeEndpoints.Host',
    2879: 'ProduceResponse.NodeEndpoints.Port',
    2881: 'ProduceResponse.NodeEndpoints.Rack',
    2886: 'ProduceResponse.NodeEndpoints.Rack',
    2889: 'ProduceResponse.NodeEndpoints.Rack',
    2890: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2894: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2899: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2900: 'ProduceResponse.NodeEndpoints._tagged_fields',
    2925: 'ProduceResponse.Responses',
    2926: 'ProduceResponse.Responses',
    2927: 'ProduceResponse.Responses',
    2928: 'ProduceResponse.Responses',
    2929: 'ProduceResponse.Responses.Name',
    2930: 'ProduceResponse.Responses.Name',
    2931: 'ProduceResponse.Responses.Name',
    2932: 'ProduceResponse.Responses.Name',
    2933: 'ProduceResponse.Responses.Name',
    2934: 'ProduceResponse.Responses.PartitionResponses',
    2935: 'ProduceResponse.Responses.PartitionResponses',
    2936: 'ProduceResponse.Responses.PartitionResponses',
    2937: 'ProduceResponse.Responses.PartitionResponses',
    2938: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    2939: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2940: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2941: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2942: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2943: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    2944: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2945: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2946: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2947: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2948: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2949: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2950: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2951: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    2952: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2953: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    2956: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    2957: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2958: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2959: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2960: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2961: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2962: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2963: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2964: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    2965: 'ProduceResponse.Responses.PartitionResponses',
    2966: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2967: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2968: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2969: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    2970: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2971: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2974: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    2975: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    2976: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2978: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    2981: 'ProduceResponse.Responses._unknown_tags',
    2982: 'ProduceResponse.Responses',
    2985: 'ProduceResponse.Responses._unknown_tags',
    2986: 'ProduceResponse.ThrottleTimeMs',
    2987: 'ProduceResponse',
    2988: 'ProduceResponse.NodeEndpoints',
    2989: 'ProduceResponse.NodeEndpoints',
    2990: 'ProduceResponse.NodeEndpoints',
    2991: 'ProduceResponse.NodeEndpoints',
    2992: 'ProduceResponse.NodeEndpoints',
    2993: 'ProduceResponse.NodeEndpoints',
    2994: 'ProduceResponse.NodeEndpoints.NodeId',
    2995: 'ProduceResponse.NodeEndpoints.Host',
    2996: 'ProduceResponse.NodeEndpoints.Host',
    2997: 'ProduceResponse.NodeEndpoints.Host',
    2998: 'ProduceResponse.NodeEndpoints.Host',
    2999: 'ProduceResponse.NodeEndpoints.Host',
    3000: 'ProduceResponse.NodeEndpoints.Port',
    3001: 'ProduceResponse.NodeEndpoints.Rack',
    3002: 'ProduceResponse.NodeEndpoints.Rack',
    3003: 'ProduceResponse.NodeEndpoints.Rack',
    3004: 'ProduceResponse.NodeEndpoints.Rack',
    3005: 'ProduceResponse.NodeEndpoints.Rack',
    3006: 'ProduceResponse.NodeEndpoints.Rack',
    3007: 'ProduceResponse.NodeEndpoints.Rack',
    3008: 'ProduceResponse.NodeEndpoints.Rack',
    3009: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3010: 'ProduceResponse.NodeEndpoints',
    3013: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3014: 'ProduceResponse.NodeEndpoints',
    3015: 'ProduceResponse._unknown_tags',
    3017: 'ProduceResponse._unknown_tags',
    3026: 'ProduceResponse.Responses',
    3030: 'ProduceResponse.Responses',
    3035: 'ProduceResponse.Responses.Name',
    3040: 'ProduceResponse.Responses.Name',
    3043: 'ProduceResponse.Responses.Name',
    3044: 'ProduceResponse.Responses.PartitionResponses',
    3048: 'ProduceResponse.Responses.PartitionResponses',
    3053: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3055: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3059: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3064: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3066: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3071: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3074: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3075: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3079: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3084: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3085: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3096: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3101: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3104: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3106: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3110: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3115: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3116: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3122: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3124: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3128: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3133: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3134: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3155: 'ProduceResponse.Responses._tagged_fields',
    3159: 'ProduceResponse.Responses._tagged_fields',
    3164: 'ProduceResponse.Responses._tagged_fields',
    3165: 'ProduceResponse.Responses._tagged_fields',
    3176: 'ProduceResponse.ThrottleTimeMs',
    3179: 'ProduceResponse._tagged_fields',
    3183: 'ProduceResponse._tagged_fields',
    3188: 'ProduceResponse._tagged_fields',
    3189: 'ProduceResponse._tagged_fields',
    3194: 'ProduceResponse.NodeEndpoints',
    3198: 'ProduceResponse.NodeEndpoints',
    3203: 'ProduceResponse.NodeEndpoints.NodeId',
    3205: 'ProduceResponse.NodeEndpoints.Host',
    3210: 'ProduceResponse.NodeEndpoints.Host',
    3213: 'ProduceResponse.NodeEndpoints.Host',
    3214: 'ProduceResponse.NodeEndpoints.Port',
    3216: 'ProduceResponse.NodeEndpoints.Rack',
    3221: 'ProduceResponse.NodeEndpoints.Rack',
    3224: 'ProduceResponse.NodeEndpoints.Rack',
    3225: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3229: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3234: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3235: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3260: 'ProduceResponse.Responses',
    3261: 'ProduceResponse.Responses',
    3262: 'ProduceResponse.Responses',
    3263: 'ProduceResponse.Responses',
    3264: 'ProduceResponse.Responses.Name',
    3265: 'ProduceResponse.Responses.Name',
    3266: 'ProduceResponse.Responses.Name',
    3267: 'ProduceResponse.Responses.Name',
    3268: 'ProduceResponse.Responses.Name',
    3269: 'ProduceResponse.Responses.PartitionResponses',
    3270: 'ProduceResponse.Responses.PartitionResponses',
    3271: 'ProduceResponse.Responses.PartitionResponses',
    3272: 'ProduceResponse.Responses.PartitionResponses',
    3273: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3274: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3275: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3276: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3277: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3278: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3279: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3280: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3281: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3282: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3283: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3284: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3285: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3286: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3287: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3288: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3291: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3292: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3293: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3294: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3295: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3296: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3297: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3298: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3299: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3300: 'ProduceResponse.Responses.PartitionResponses',
    3301: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3302: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3303: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3304: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3305: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3306: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3309: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3310: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3311: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3313: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3316: 'ProduceResponse.Responses._unknown_tags',
    3317: 'ProduceResponse.Responses',
    3320: 'ProduceResponse.Responses._unknown_tags',
    3321: 'ProduceResponse.ThrottleTimeMs',
    3322: 'ProduceResponse',
    3323: 'ProduceResponse.NodeEndpoints',
    3324: 'ProduceResponse.NodeEndpoints',
    3325: 'ProduceResponse.NodeEndpoints',
    3326: 'ProduceResponse.NodeEndpoints',
    3327: 'ProduceResponse.NodeEndpoints',
    3328: 'ProduceResponse.NodeEndpoints',
    3329: 'ProduceResponse.NodeEndpoints.NodeId',
    3330: 'ProduceResponse.NodeEndpoints.Host',
    3331: 'ProduceResponse.NodeEndpoints.Host',
    3332: 'ProduceResponse.NodeEndpoints.Host',
    3333: 'ProduceResponse.NodeEndpoints.Host',
    3334: 'ProduceResponse.NodeEndpoints.Host',
    3335: 'ProduceResponse.NodeEndpoints.Port',
    3336: 'ProduceResponse.NodeEndpoints.Rack',
    3337: 'ProduceResponse.NodeEndpoints.Rack',
    3338: 'ProduceResponse.NodeEndpoints.Rack',
    3339: 'ProduceResponse.NodeEndpoints.Rack',
    3340: 'ProduceResponse.NodeEndpoints.Rack',
    3341: 'ProduceResponse.NodeEndpoints.Rack',
    3342: 'ProduceResponse.NodeEndpoints.Rack',
    3343: 'ProduceResponse.NodeEndpoints.Rack',
    3344: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3345: 'ProduceResponse.NodeEndpoints',
    3348: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3349: 'ProduceResponse.NodeEndpoints',
    3350: 'ProduceResponse._unknown_tags',
    3352: 'ProduceResponse._unknown_tags',
    3361: 'ProduceResponse.Responses',
    3365: 'ProduceResponse.Responses',
    3370: 'ProduceResponse.Responses.Name',
    3375: 'ProduceResponse.Responses.Name',
    3378: 'ProduceResponse.Responses.Name',
    3379: 'ProduceResponse.Responses.PartitionResponses',
    3383: 'ProduceResponse.Responses.PartitionResponses',
    3388: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3390: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3394: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3399: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3401: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3406: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3409: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3410: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3414: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3419: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3420: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3431: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3436: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3439: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3441: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3445: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3450: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3451: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3457: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3459: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3463: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3468: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3469: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3490: 'ProduceResponse.Responses._tagged_fields',
    3494: 'ProduceResponse.Responses._tagged_fields',
    3499: 'ProduceResponse.Responses._tagged_fields',
    3500: 'ProduceResponse.Responses._tagged_fields',
    3511: 'ProduceResponse.ThrottleTimeMs',
    3514: 'ProduceResponse._tagged_fields',
    3518: 'ProduceResponse._tagged_fields',
    3523: 'ProduceResponse._tagged_fields',
    3524: 'ProduceResponse._tagged_fields',
    3529: 'ProduceResponse.NodeEndpoints',
    3533: 'ProduceResponse.NodeEndpoints',
    3538: 'ProduceResponse.NodeEndpoints.NodeId',
    3540: 'ProduceResponse.NodeEndpoints.Host',
    3545: 'ProduceResponse.NodeEndpoints.Host',
    3548: 'ProduceResponse.NodeEndpoints.Host',
    3549: 'ProduceResponse.NodeEndpoints.Port',
    3551: 'ProduceResponse.NodeEndpoints.Rack',
    3556: 'ProduceResponse.NodeEndpoints.Rack',
    3559: 'ProduceResponse.NodeEndpoints.Rack',
    3560: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3564: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3569: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3570: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3595: 'ProduceResponse.Responses',
    3596: 'ProduceResponse.Responses',
    3597: 'ProduceResponse.Responses',
    3598: 'ProduceResponse.Responses',
    3599: 'ProduceResponse.Responses.TopicId',
    3600: 'ProduceResponse.Responses.PartitionResponses',
    3601: 'ProduceResponse.Responses.PartitionResponses',
    3602: 'ProduceResponse.Responses.PartitionResponses',
    3603: 'ProduceResponse.Responses.PartitionResponses',
    3604: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3605: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3606: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3607: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3608: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3609: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3610: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3611: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3612: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3613: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3614: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3615: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3616: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3617: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3618: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3619: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3622: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._unknown_tags',
    3623: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3624: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3625: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3626: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3627: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3628: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3629: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3630: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3631: 'ProduceResponse.Responses.PartitionResponses',
    3632: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3633: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3634: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3635: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3636: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3637: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3640: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._unknown_tags',
    3641: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader',
    3642: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3644: 'ProduceResponse.Responses.PartitionResponses._unknown_tags',
    3647: 'ProduceResponse.Responses._unknown_tags',
    3648: 'ProduceResponse.Responses',
    3651: 'ProduceResponse.Responses._unknown_tags',
    3652: 'ProduceResponse.ThrottleTimeMs',
    3653: 'ProduceResponse',
    3654: 'ProduceResponse.NodeEndpoints',
    3655: 'ProduceResponse.NodeEndpoints',
    3656: 'ProduceResponse.NodeEndpoints',
    3657: 'ProduceResponse.NodeEndpoints',
    3658: 'ProduceResponse.NodeEndpoints',
    3659: 'ProduceResponse.NodeEndpoints',
    3660: 'ProduceResponse.NodeEndpoints.NodeId',
    3661: 'ProduceResponse.NodeEndpoints.Host',
    3662: 'ProduceResponse.NodeEndpoints.Host',
    3663: 'ProduceResponse.NodeEndpoints.Host',
    3664: 'ProduceResponse.NodeEndpoints.Host',
    3665: 'ProduceResponse.NodeEndpoints.Host',
    3666: 'ProduceResponse.NodeEndpoints.Port',
    3667: 'ProduceResponse.NodeEndpoints.Rack',
    3668: 'ProduceResponse.NodeEndpoints.Rack',
    3669: 'ProduceResponse.NodeEndpoints.Rack',
    3670: 'ProduceResponse.NodeEndpoints.Rack',
    3671: 'ProduceResponse.NodeEndpoints.Rack',
    3672: 'ProduceResponse.NodeEndpoints.Rack',
    3673: 'ProduceResponse.NodeEndpoints.Rack',
    3674: 'ProduceResponse.NodeEndpoints.Rack',
    3675: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3676: 'ProduceResponse.NodeEndpoints',
    3679: 'ProduceResponse.NodeEndpoints._unknown_tags',
    3680: 'ProduceResponse.NodeEndpoints',
    3681: 'ProduceResponse._unknown_tags',
    3683: 'ProduceResponse._unknown_tags',
    3692: 'ProduceResponse.Responses',
    3696: 'ProduceResponse.Responses',
    3701: 'ProduceResponse.Responses.TopicId',
    3704: 'ProduceResponse.Responses.PartitionResponses',
    3708: 'ProduceResponse.Responses.PartitionResponses',
    3713: 'ProduceResponse.Responses.PartitionResponses.Index,ErrorCode,BaseOffset,LogAppendTimeMs,LogStartOffset',
    3715: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3719: 'ProduceResponse.Responses.PartitionResponses.RecordErrors',
    3724: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndex',
    3726: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3731: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3734: 'ProduceResponse.Responses.PartitionResponses.RecordErrors.BatchIndexErrorMessage',
    3735: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3739: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3744: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3745: 'ProduceResponse.Responses.PartitionResponses.RecordErrors._tagged_fields',
    3756: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3761: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3764: 'ProduceResponse.Responses.PartitionResponses.ErrorMessage',
    3766: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3770: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3775: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3776: 'ProduceResponse.Responses.PartitionResponses._tagged_fields',
    3782: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader.LeaderId,LeaderEpoch',
    3784: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3788: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3793: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3794: 'ProduceResponse.Responses.PartitionResponses.CurrentLeader._tagged_fields',
    3815: 'ProduceResponse.Responses._tagged_fields',
    3819: 'ProduceResponse.Responses._tagged_fields',
    3824: 'ProduceResponse.Responses._tagged_fields',
    3825: 'ProduceResponse.Responses._tagged_fields',
    3836: 'ProduceResponse.ThrottleTimeMs',
    3839: 'ProduceResponse._tagged_fields',
    3843: 'ProduceResponse._tagged_fields',
    3848: 'ProduceResponse._tagged_fields',
    3849: 'ProduceResponse._tagged_fields',
    3854: 'ProduceResponse.NodeEndpoints',
    3858: 'ProduceResponse.NodeEndpoints',
    3863: 'ProduceResponse.NodeEndpoints.NodeId',
    3865: 'ProduceResponse.NodeEndpoints.Host',
    3870: 'ProduceResponse.NodeEndpoints.Host',
    3873: 'ProduceResponse.NodeEndpoints.Host',
    3874: 'ProduceResponse.NodeEndpoints.Port',
    3876: 'ProduceResponse.NodeEndpoints.Rack',
    3881: 'ProduceResponse.NodeEndpoints.Rack',
    3884: 'ProduceResponse.NodeEndpoints.Rack',
    3885: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3889: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3894: 'ProduceResponse.NodeEndpoints._tagged_fields',
    3895: 'ProduceResponse.NodeEndpoints._tagged_fields',
}
